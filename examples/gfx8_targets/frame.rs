//! The recording of `examples/gfx8_targets`: on a gfx8 (Polaris10) command
//! buffer, a 1920x1080 R8G8B8A8 colour target with DCC and a Z32_FLOAT +
//! S8 depth target with TC-compatible HTILE, laid out by the tiling module
//! and placed one after the other in GPU memory; two DCC fast clears (opaque
//! black, code 0x40, then grey, code 0x20), the new HTILE filled with
//! radeonsi's initial TC-compatible word, a fast depth clear to 1.0, one
//! draw, the pass radeonsi runs before a texture reads the colour keys, the
//! cache flushes before both targets are sampled, and the T#s that sample
//! them.

use gcn::blocks::Slot;
use gcn::blocks::clear_value::ClearColor;
use gcn::blocks::color_target::{ColorSurface, ColorTarget};
use gcn::blocks::depth_target::{DepthSurface, DepthTarget};
use gcn::desc::{DataFormat, ImageResource};
use gcn::passes::transition::{Transition, transition};
use gcn::passes::{
    ClearShaders, DccReader, DccResolve, HtileInit, RestoreState, SizedTarget, dcc_fast_clear,
    fast_depth_clear, init_htile, resolve_dcc_clear,
};
use gcn::pm4::{CommandBuffer, DrawInitiator};
use gcn::regs::{Gfx, check_address};
use gcn::shader::builtin::{
    CLEAR_PS_MAX_DWORDS, ColorExport, RECT_VS_DWORDS, clear_ps_for, rect_vs_for,
};
use gcn::tiling::TileIndex;
use gcn::tiling::config::{Config, TileType};
use gcn::tiling::meta::{DccInfo, DccInput, HtileInfo, MetaInput, MetaTile, dcc_info, htile_info};
use gcn::tiling::surface::{SurfaceFlags, SurfaceInfo, SurfaceInput, TileSelect, surface_info};

/// The chip: Polaris10's tile-mode tables and address configuration (gfx8).
pub const CFG: &Config = &Config::POLARIS10;
/// The stream's generation, the chip's.
pub const GFX: Gfx = Gfx::Gfx8;
/// Width and height of both targets, in pixels.
pub const WIDTH: u32 = 1920;
/// See [`WIDTH`].
pub const HEIGHT: u32 = 1080;
/// Where the frame's allocations start: the colour surface, then each
/// allocation at the next multiple of its base alignment.
pub const BASE: u64 = 0x0100_0000;
/// The colour target's table entry: Polaris10's 2D thin (non-displayable)
/// entry, radeonsi's for a 2D colour surface that is not scanned out.
pub const COLOR_ENTRY: u32 = 14;
/// The depth plane's table entry: Polaris10's 2D depth entry with a 256-byte
/// tile split.
pub const DEPTH_ENTRY: u32 = 2;
/// Opaque black: DCC code 0x40, which texture units read as it is.
pub const BLACK: ClearColor = ClearColor::Float([0.0, 0.0, 0.0, 1.0]);
/// A grey the keys cannot encode: code 0x20, the clear words.
pub const GREY: ClearColor = ClearColor::Float([0.5, 0.5, 0.5, 1.0]);
/// The depth clear value.
pub const DEPTH_CLEAR: f32 = 1.0;

/// The memory plan and the layouts behind it.
#[derive(Clone, Copy, Debug)]
pub struct Plan {
    /// The colour surface's layout.
    pub color_info: SurfaceInfo,
    /// Its DCC keys.
    pub dcc: DccInfo,
    /// The depth plane's layout.
    pub depth_info: SurfaceInfo,
    /// The stencil plane's layout.
    pub stencil_info: SurfaceInfo,
    /// The TC-compatible HTILE.
    pub htile: HtileInfo,
    /// GPU address of the colour surface ([`BASE`]).
    pub color: u64,
    /// GPU address of the DCC keys.
    pub dcc_address: u64,
    /// GPU address of the depth plane.
    pub depth: u64,
    /// GPU address of the stencil plane.
    pub stencil: u64,
    /// GPU address of the HTILE.
    pub htile_address: u64,
    /// GPU address of the built-in rect-list VS code.
    pub vs_code: u64,
    /// Bytes reserved for it.
    pub vs_bytes: u64,
    /// GPU address of the built-in clear PS code.
    pub ps_code: u64,
    /// Bytes reserved for it.
    pub ps_bytes: u64,
    /// First byte past the last allocation.
    pub end: u64,
}

/// What the frame recorded besides its dwords.
#[derive(Clone, Debug)]
pub struct Recorded {
    /// The numbered steps, one line each.
    pub steps: Vec<String>,
    /// The memory plan.
    pub plan: Plan,
    /// The T# that samples the colour target (reading its keys).
    pub color_tsharp: ImageResource,
    /// The T# that samples the depth plane (reading its HTILE).
    pub depth_tsharp: ImageResource,
}

/// `bytes` placed at the first multiple of `align` at or after `*next`;
/// moves `*next` past them and returns their address.
fn place(next: &mut u64, bytes: u64, align: u32, what: &'static str) -> Result<u64, gcn::Error> {
    let at = next
        .checked_next_multiple_of(u64::from(align.max(1)))
        .unwrap_or(u64::MAX);
    check_address(what, at, 256, 40)?;
    *next = at.saturating_add(bytes);
    check_address(what, *next, 1, 40)?;
    Ok(at)
}

/// Lays the targets out on [`CFG`] and places them from [`BASE`]: the
/// colour surface, its DCC keys, the depth plane, the stencil plane, the
/// HTILE, then the two shaders' code on 256-byte boundaries.
pub fn plan() -> Result<Plan, gcn::Error> {
    // The colour surface, DCC-compatible (radeonsi asks addrlib for it on
    // every gfx8 colour surface that may get DCC), and its keys.
    let color_flags = SurfaceFlags::new()
        .with_color(true)
        .with_dcc_compatible(true);
    let color_input =
        SurfaceInput::new(TileIndex::new(COLOR_ENTRY)?, 32, WIDTH, HEIGHT).with_flags(color_flags);
    let color_info = surface_info(CFG, &color_input)?;
    let dcc = dcc_info(CFG, &DccInput::from_surface(&color_info))?;

    // The depth plane of a surface with stencil, TC-compatible; the stencil
    // plane as radeonsi lays it out on gfx8: 8-bit elements with the
    // stencil flag, the depth plane's tile mode and type, no TC flag
    // (addrlib picks its table entry); the HTILE TC-compatible.
    let depth_flags = SurfaceFlags::new()
        .with_depth(true)
        .with_tc_compatible(true);
    let depth_input =
        SurfaceInput::new(TileIndex::new(DEPTH_ENTRY)?, 32, WIDTH, HEIGHT).with_flags(depth_flags);
    let depth_info = surface_info(CFG, &depth_input)?;
    let stencil_input = SurfaceInput {
        tile: TileSelect::Mode {
            mode: depth_info.tile_mode,
            tile_type: TileType::ADDR_DEPTH_SAMPLE_ORDER,
        },
        flags: SurfaceFlags::new().with_stencil(true),
        ..SurfaceInput::new(TileIndex::new(DEPTH_ENTRY)?, 8, WIDTH, HEIGHT)
    };
    let stencil_info = surface_info(CFG, &stencil_input)?;
    let tile = MetaTile::Index(depth_info.tile_index, depth_info.macro_mode_index);
    let htile = htile_info(
        CFG,
        &MetaInput::new(depth_info.pitch_elems, depth_info.height_elems, 1, tile)
            .with_tc_compatible(true),
    )?;

    let mut next = BASE;
    let color = place(
        &mut next,
        color_info.surf_size_bytes,
        color_info.base_align_bytes,
        "colour surface",
    )?;
    let dcc_address = place(
        &mut next,
        dcc.dcc_ram_size_bytes,
        dcc.dcc_ram_base_align_bytes,
        "DCC keys",
    )?;
    let depth = place(
        &mut next,
        depth_info.surf_size_bytes,
        depth_info.base_align_bytes,
        "depth plane",
    )?;
    let stencil = place(
        &mut next,
        stencil_info.surf_size_bytes,
        stencil_info.base_align_bytes,
        "stencil plane",
    )?;
    let htile_address = place(
        &mut next,
        htile.htile_bytes,
        htile.base_align_bytes,
        "HTILE",
    )?;
    let (vs_bytes, ps_bytes) = (4 * RECT_VS_DWORDS as u64, 4 * CLEAR_PS_MAX_DWORDS as u64);
    let vs_code = place(&mut next, vs_bytes, 256, "VS code")?;
    let ps_code = place(&mut next, ps_bytes, 256, "PS code")?;
    Ok(Plan {
        color_info,
        dcc,
        depth_info,
        stencil_info,
        htile,
        color,
        dcc_address,
        depth,
        stencil,
        htile_address,
        vs_code,
        vs_bytes,
        ps_code,
        ps_bytes,
        end: next,
    })
}

/// Records the frame into `cb`, a buffer for [`GFX`]
/// ([`CommandBuffer::for_gfx`]).
pub fn record(cb: &mut CommandBuffer<'_>) -> Result<Recorded, gcn::Error> {
    let plan = plan()?;
    let mut steps = Vec::new();

    // The frame starts from the CP's default context state.
    cb.clear_state()?;
    // The built-in rect-list VS and clear PS as gfx8 code; the caller
    // places it at plan.vs_code and plan.ps_code.
    let (mut vs_code, mut ps_code) = ([0u32; RECT_VS_DWORDS], [0u32; CLEAR_PS_MAX_DWORDS]);
    let rect = rect_vs_for(cb.gfx(), &mut vs_code)?;
    let ps = clear_ps_for(cb.gfx(), 0, ColorExport::Float32, &mut ps_code)?;
    let shaders = ClearShaders::new(plan.vs_code, &rect, plan.ps_code, &ps, ColorExport::Float32)?;

    // 1. The colour target with DCC, fast-cleared to opaque black: every key
    // byte 0x40, which a texture reads as it is.
    let surface = ColorSurface::from_surface_info(
        DataFormat::R8G8B8A8_UNORM,
        WIDTH,
        HEIGHT,
        &plan.color_info,
        plan.color,
    )?;
    let target =
        ColorTarget::setup(CFG, Slot::S0, &surface)?.with_dcc(&plan.dcc, plan.dcc_address)?;
    let target = SizedTarget::of(target, &surface);
    let black = dcc_fast_clear(cb, &target, &plan.dcc, None, BLACK)?;
    steps.push(format!(
        "DCC fast clear to opaque black: {} bytes of keys filled with {:#010x}; before a texture reads the keys: {:?}",
        plan.dcc.dcc_fast_clear_size_bytes,
        black.clear.code.fill_dword(),
        black.pass_before(DccReader::Keys)
    ));

    // 2. The same target fast-cleared to grey: code 0x20, the colour in the
    // clear words, which a texture cannot read from the keys.
    let grey = dcc_fast_clear(cb, &target, &plan.dcc, None, GREY)?;
    steps.push(format!(
        "DCC fast clear to grey: keys filled with {:#010x}, CLEAR_WORD0 = {:#010x}; before a texture reads the keys: {:?}",
        grey.clear.code.fill_dword(),
        grey.clear.clear_words[0],
        grey.pass_before(DccReader::Keys)
    ));

    // 3. The depth target with stencil and TC-compatible HTILE: the new
    // HTILE filled with radeonsi's initial word for a TC-compatible HTILE
    // (HtileInit::Fresh gives HTILE_TC_INIT), then the target bound and
    // fast-cleared to 1.0 through the HTILE.
    let stencil_entry = plan
        .stencil_info
        .tile_index
        .index()
        .ok_or(gcn::blocks::Error::NoTileIndex)?;
    let depth_surface = DepthSurface::from_surface_info(
        DataFormat::D32_FLOAT,
        WIDTH,
        HEIGHT,
        &plan.depth_info,
        plan.depth,
    )?
    .with_stencil(plan.stencil, stencil_entry)
    .with_htile(plan.htile_address);
    let depth = DepthTarget::setup(CFG, &depth_surface)?
        .with_tc_compatible_htile(CFG, &plan.depth_info)?
        .with_depth_clear(DEPTH_CLEAR);
    depth.check_htile(&plan.htile)?;
    let init = init_htile(
        cb,
        &depth,
        &plan.htile,
        plan.htile_address,
        HtileInit::Fresh,
    )?;
    steps.push(format!(
        "new TC-compatible HTILE ({} bytes at {:#x}) filled with {init:#010x} (HTILE_TC_INIT) before the first depth clear",
        plan.htile.htile_bytes, plan.htile_address
    ));
    depth.emit(cb)?;
    // The built-in programs, bound before the first draw: the depth
    // clear's rect list, the frame's draw and the eliminate use them.
    shaders.vs.emit(cb)?;
    shaders.ps.emit(cb)?;
    fast_depth_clear(cb, &depth, true, false, &RestoreState::DEFAULT)?;
    steps.push(format!(
        "depth target bound, the built-in VS and PS bound, fast depth clear to {DEPTH_CLEAR:?} through the TC-compatible HTILE (DECOMPRESS_ON_N_ZPLANES {})",
        depth.z_info().decompress_on_n_zplanes()
    ));

    // 4. One draw into the grey-cleared target with the built-in programs.
    cb.draw_index_auto(3, DrawInitiator::AUTO_INDEX)?;
    steps.push(format!(
        "one draw of 3 vertices with the built-in VS ({} dwords of code at {:#x}) and PS ({} dwords at {:#x})",
        rect.dwords, plan.vs_code, ps.dwords, plan.ps_code
    ));

    // 5. Before a texture reads the keys: the pass the grey clear needs.
    let pass = resolve_dcc_clear(cb, &grey, DccReader::Keys, &[], &RestoreState::DEFAULT)?;
    let pass = match pass {
        DccResolve::Nothing => "nothing".to_string(),
        other => format!("{other:?} with the target at slot 0"),
    };
    steps.push(format!("before a texture reads the keys: {pass}"));

    // 6. The caches: the CB's writes of the colour surface and its keys, the
    // DB's of both planes and the HTILE made visible to the texture unit.
    // The TC-compatible depth needs no decompress.
    let color_bytes = plan.dcc_address + plan.dcc.dcc_ram_size_bytes - plan.color;
    transition(cb, Transition::ColorToTexture, plan.color, color_bytes)?;
    let depth_bytes = plan.htile_address + plan.htile.htile_bytes - plan.depth;
    transition(cb, Transition::DepthToTexture, plan.depth, depth_bytes)?;
    steps.push(format!(
        "colour -> texture over {color_bytes} bytes (surface and keys), depth -> texture over {depth_bytes} bytes \
         (planes and HTILE; decompress needed: {})",
        depth.needs_decompress_to_sample()
    ));

    // 7. The T#s a shader samples them with: the colour view reads the
    // keys, the depth view the HTILE.
    let color_tsharp = grey.target.target.texture_view(WIDTH, HEIGHT)?.build()?;
    let depth_tsharp = depth.depth_texture_view(CFG, WIDTH, HEIGHT)?.build()?;
    steps.push(
        "T#s of the colour target (reads the DCC keys) and of the depth plane (reads the HTILE)"
            .into(),
    );

    Ok(Recorded {
        steps,
        plan,
        color_tsharp,
        depth_tsharp,
    })
}
