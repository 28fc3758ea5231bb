//! The recording of `examples/clear`: a fast colour clear, a draw, the
//! fast-clear eliminate, a slow clear of a second target at slot 1, an
//! occlusion query with a predicated draw, a colour-to-texture transition,
//! the CMASK initialisation, FMASK decompress and CB resolve of a 4x MSAA
//! target with FMASK and CMASK, the HTILE initialisation and a depth clear
//! through HTILE, and a depth decompress.

use gcn::blocks::Slot;
use gcn::blocks::clear_value::ClearColor;
use gcn::blocks::color_target::{ColorSurface, ColorTarget};
use gcn::blocks::depth_target::{DepthSurface, DepthTarget};
use gcn::desc::DataFormat;
use gcn::passes::query::{
    begin_occlusion_query, begin_predication, end_occlusion_query, end_predication,
};
use gcn::passes::transition::{Transition, transition};
use gcn::passes::{
    CMASK_FMASK_INIT, ClearMask, ClearShaders, ColorClear, HtileInit, RestoreState, SizedTarget,
    clear, depth_clear, depth_decompress, fast_clear_eliminate, fast_color_clear, fmask_decompress,
    init_htile, init_msaa_cmask, msaa_resolve,
};
use gcn::pm4::{CommandBuffer, DrawInitiator};
use gcn::shader::builtin::{
    CLEAR_PS_MAX_DWORDS, ColorExport, RECT_VS_DWORDS, clear_ps_for, rect_vs_for,
};
use gcn::tiling::config::{Config, Ps4TileMode};
use gcn::tiling::meta::{FmaskInput, MetaInput, MetaTile, cmask_info, fmask_info, htile_info};
use gcn::tiling::surface::{SurfaceFlags, SurfaceInput, surface_info};

/// GPU address of the colour target.
pub const COLOR: u64 = 0x0100_0000;
/// GPU address of its CMASK.
pub const CMASK: u64 = 0x0200_0000;
/// GPU address of the Z32F depth plane.
pub const DEPTH: u64 = 0x0300_0000;
/// GPU address of its HTILE.
pub const HTILE: u64 = 0x0400_0000;
/// The clear colour (a dark teal).
pub const CLEAR: ClearColor = ClearColor::Float([0.0, 0.25, 0.3, 1.0]);
/// GPU address of the second colour target (slot 1, no CMASK).
pub const COLOR1: u64 = 0x0500_0000;
/// Its slow-clear colour (orange).
pub const SLOW: [f32; 4] = [1.0, 0.5, 0.0, 1.0];
/// GPU addresses of the built-in rect-list VS and clear PS code.
pub const VS_CODE: u64 = 0x0600_0000;
/// See [`VS_CODE`].
pub const PS_CODE: u64 = 0x0600_0100;
/// GPU address of the occlusion query's 128-byte result.
pub const QUERY: u64 = 0x0700_0000;
/// GPU address of the 4x MSAA target.
pub const MSAA: u64 = 0x0800_0000;
/// GPU address of its FMASK.
pub const FMASK: u64 = 0x0A00_0000;
/// GPU address of its CMASK (FMASK compression needs one on gfx6–gfx8).
pub const MSAA_CMASK: u64 = 0x0A80_0000;
/// GPU address of the single-sample target it is resolved into.
pub const RESOLVED: u64 = 0x0B00_0000;

/// Records the passes into `cb`; returns the numbered steps it took.
pub fn record(cb: &mut CommandBuffer<'_>) -> Result<Vec<String>, gcn::Error> {
    let cfg = &Config::PS4;
    let mut steps = Vec::new();

    // The frame starts from the CP's default context state.
    cb.clear_state()?;
    // The built-in rect-list VS and clear PS, as code for the buffer's
    // generation (gfx7 here, the PS4's); the caller places their code at
    // VS_CODE and PS_CODE.
    let (mut vs_code, mut ps_code) = ([0u32; RECT_VS_DWORDS], [0u32; CLEAR_PS_MAX_DWORDS]);
    let rect = rect_vs_for(cb.gfx(), &mut vs_code)?;
    let ps = clear_ps_for(cb.gfx(), 0, ColorExport::Float32, &mut ps_code)?;
    let shaders = ClearShaders::new(VS_CODE, &rect, PS_CODE, &ps, ColorExport::Float32)?;

    // 1. A 1920x1080 B8G8R8A8 display target with CMASK, fast-cleared.
    let input = SurfaceInput::new(Ps4TileMode::Display2dThin.index(), 32, 1920, 1080)
        .with_flags(SurfaceFlags::new().with_color(true).with_display(true));
    let info = surface_info(cfg, &input)?;
    let tile = MetaTile::Index(info.tile_index, info.macro_mode_index);
    let cmask = cmask_info(
        cfg,
        &MetaInput::new(info.pitch_elems, info.height_elems, 1, tile),
    )?;
    let surface =
        ColorSurface::from_surface_info(DataFormat::B8G8R8A8_UNORM, 1920, 1080, &info, COLOR)?;
    // The passes follow each target's registers with the PS4 size hint.
    let target = SizedTarget::of(ColorTarget::setup(cfg, Slot::S0, &surface)?, &surface);
    let fast = fast_color_clear(cb, &target, &cmask, CMASK, CLEAR)?;
    let format = surface.format;
    let [word0, _] = gcn::blocks::clear_value::clear_words(format, CLEAR)?;
    steps.push(format!(
        "fast colour clear: CMASK of {} bytes filled with 0, CLEAR_WORD0 = {word0:#010x}",
        cmask.cmask_bytes
    ));

    // 2. One draw into the fast-cleared target, with the built-in programs
    // bound (they also serve the eliminate's rect list).
    shaders.vs.emit(cb)?;
    shaders.ps.emit(cb)?;
    cb.draw_index_auto(3, DrawInitiator::AUTO_INDEX)?;
    steps.push(format!(
        "one draw of 3 vertices with the built-in VS ({} dwords at {VS_CODE:#x}) and PS ({} dwords at {PS_CODE:#x})",
        rect.dwords, ps.dwords
    ));

    // 3. The fast-clear eliminate: the clear colour written into the tiles still cleared.
    fast_clear_eliminate(cb, &RestoreState::DEFAULT)?;
    steps.push("fast-clear eliminate: CB_ELIMINATE_FAST_CLEAR rect list".into());

    // 4. A second target at slot 1 without CMASK: the clear-mask entry point
    // clears it slow, through slot 0, and binds the fast-cleared slot 0 back.
    let surface1 =
        ColorSurface::from_surface_info(DataFormat::B8G8R8A8_UNORM, 1920, 1080, &info, COLOR1)?;
    let target1 = SizedTarget::of(ColorTarget::setup(cfg, Slot::S1, &surface1)?, &surface1);
    target1.emit(cb)?;
    let bound0 = ColorClear {
        target: &fast,
        cmask: None,
        dcc: None,
        color: CLEAR,
    };
    let slot1 = ColorClear {
        target: &target1,
        cmask: None,
        dcc: None,
        color: ClearColor::Float(SLOW),
    };
    let mask = ClearMask::new(0x08)?;
    clear(
        cb,
        mask,
        &[Some(bound0), Some(slot1), None, None],
        None,
        &shaders,
        &RestoreState::DEFAULT,
    )?;
    steps.push(format!(
        "slow clear of slot 1 (mask {:#04x}) through slot 0 with the built-in shaders",
        mask.bits()
    ));

    // 5. An occlusion query around a draw, then a draw predicated on it.
    begin_occlusion_query(cb, QUERY, 0)?;
    cb.draw_index_auto(3, DrawInitiator::AUTO_INDEX)?;
    end_occlusion_query(cb, QUERY)?;
    begin_predication(cb, QUERY, true, false)?;
    cb.draw_index_auto(3, DrawInitiator::AUTO_INDEX)?;
    end_predication(cb)?;
    steps.push(format!(
        "occlusion query at {QUERY:#x} around a draw, then a draw predicated on it"
    ));

    // 6. The colour target is sampled next: flush the CB, invalidate the texture caches.
    let bytes = u64::from(surface.pitch) * u64::from(surface.padded_height) * 4;
    transition(cb, Transition::ColorToTexture, COLOR, bytes)?;
    steps.push(format!("colour -> texture transition over {bytes} bytes"));

    // 7. A 4x MSAA R8G8B8A8 target with FMASK and the CMASK FMASK
    // compression needs on gfx6-gfx8: the CMASK filled with 0xCCCCCCCC as
    // radeonsi initialises it (no tile fast-cleared, every sample in
    // fragment 0, so the FMASK needs no initial value), the FMASK
    // decompressed, then the target resolved by the CB into a single-sample
    // target of the same micro tile mode; the frame's slots 0 and 1 are
    // bound again after each pass.
    let msaa_input = SurfaceInput::new(Ps4TileMode::Thin2dThin.index(), 32, 1920, 1080)
        .with_samples(4, 4)
        .with_flags(SurfaceFlags::new().with_color(true));
    let msaa_info = surface_info(cfg, &msaa_input)?;
    let fmask = fmask_info(
        cfg,
        &FmaskInput {
            tile_mode: msaa_info.tile_mode,
            pitch_px: msaa_info.pitch_elems,
            height_px: msaa_info.height_elems,
            num_slices: 1,
            num_samples: 4,
            num_frags: 4,
            resolved: false,
            tile_index: None,
        },
    )?;
    let msaa_tile = MetaTile::Index(msaa_info.tile_index, msaa_info.macro_mode_index);
    let msaa_cmask = cmask_info(
        cfg,
        &MetaInput::new(msaa_info.pitch_elems, msaa_info.height_elems, 1, msaa_tile),
    )?;
    let msaa_surface =
        ColorSurface::from_surface_info(DataFormat::R8G8B8A8_UNORM, 1920, 1080, &msaa_info, MSAA)?;
    let with_fmask = SizedTarget::of(
        ColorTarget::setup(cfg, Slot::S0, &msaa_surface)?.with_fmask(&fmask, FMASK)?,
        &msaa_surface,
    );
    let msaa = init_msaa_cmask(cb, &with_fmask, &msaa_cmask, MSAA_CMASK)?;
    let frame_slots = [fast, target1];
    fmask_decompress(cb, &msaa, &frame_slots, &RestoreState::DEFAULT)?;
    let single_input = SurfaceInput::new(Ps4TileMode::Thin2dThin.index(), 32, 1920, 1080)
        .with_flags(SurfaceFlags::new().with_color(true));
    let single_info = surface_info(cfg, &single_input)?;
    let single_surface = ColorSurface::from_surface_info(
        DataFormat::R8G8B8A8_UNORM,
        1920,
        1080,
        &single_info,
        RESOLVED,
    )?;
    let single = SizedTarget::of(
        ColorTarget::setup(cfg, Slot::S1, &single_surface)?,
        &single_surface,
    );
    msaa_resolve(
        cb,
        cfg,
        &msaa,
        &single,
        None,
        &frame_slots,
        &RestoreState::DEFAULT,
    )?;
    steps.push(format!(
        "4x MSAA target: CMASK ({} bytes) filled with {CMASK_FMASK_INIT:#010x}, FMASK ({} bytes) decompressed, then resolved by the CB into {RESOLVED:#x}",
        msaa_cmask.cmask_bytes, fmask.fmask_bytes
    ));

    // 8. A Z32F depth target with HTILE: the new HTILE filled with
    // radeonsi's initial word, then the target cleared to 1.0 through it.
    let input = SurfaceInput::new(Ps4TileMode::Depth2dThin256.index(), 32, 1920, 1080)
        .with_flags(SurfaceFlags::new().with_depth(true));
    let info = surface_info(cfg, &input)?;
    let tile = MetaTile::Index(info.tile_index, info.macro_mode_index);
    let htile = htile_info(
        cfg,
        &MetaInput::new(info.pitch_elems, info.height_elems, 1, tile),
    )?;
    let surface = DepthSurface::from_surface_info(DataFormat::D32_FLOAT, 1920, 1080, &info, DEPTH)?
        .with_htile(HTILE);
    let depth = DepthTarget::setup(cfg, &surface)?.with_depth_clear(1.0);
    depth.check_htile(&htile)?;
    let init = init_htile(cb, &depth, &htile, HTILE, HtileInit::Fresh)?;
    depth.emit(cb)?;
    depth_clear(cb, true, None, &RestoreState::DEFAULT)?;
    steps.push(format!(
        "depth: HTILE ({} bytes) filled with {init:#010x}, then cleared through it (clear word {:#010x})",
        htile.htile_bytes,
        depth.htile_clear_value()?
    ));

    // 9. The depth decompress, before the depth is sampled.
    depth_decompress(cb, &RestoreState::DEFAULT)?;
    steps.push("depth decompress: compress disabled, rect list".into());
    Ok(steps)
}
