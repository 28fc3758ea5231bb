//! The recording of `examples/clear`: a fast colour clear, a draw, the
//! fast-clear eliminate, a depth clear through HTILE and a depth decompress.

use gcn::blocks::Slot;
use gcn::blocks::clear_value::ClearColor;
use gcn::blocks::color_target::{ColorSurface, ColorTarget};
use gcn::blocks::depth_target::{DepthSurface, DepthTarget};
use gcn::desc::DataFormat;
use gcn::passes::{
    ClearShaders, RestoreState, depth_clear, depth_decompress, fast_clear_eliminate,
    fast_color_clear,
};
use gcn::pm4::{CommandBuffer, DrawInitiator};
use gcn::ps4::init::draw_init_to_default_context_state;
use gcn::ps4::markers::target_size_hint;
use gcn::shader::builtin::{ColorExport, clear_ps, rect_vs};
use gcn::tiling::config::{Config, Ps4TileMode};
use gcn::tiling::meta::{MetaInput, MetaTile, cmask_info, htile_info};
use gcn::tiling::surface::{SurfaceFlags, SurfaceInput, surface_info};

/// GPU address of the colour target.
pub const COLOR: u64 = 0x0100_0000;
/// GPU address of its CMASK.
pub const CMASK: u64 = 0x0200_0000;
/// GPU address of the Z32F depth plane.
pub const DEPTH: u64 = 0x0300_0000;
/// GPU address of its HTILE.
pub const HTILE: u64 = 0x0400_0000;
/// GPU address of the rect-list vertex shader's code.
pub const VS_CODE: u64 = 0x0500_0000;
/// GPU address of the clear pixel shader's code.
pub const PS_CODE: u64 = 0x0500_1000;
/// The clear colour (a dark teal).
pub const CLEAR: ClearColor = ClearColor::Float([0.0, 0.25, 0.3, 1.0]);

/// Records the passes into `cb`; returns the numbered steps it took.
pub fn record(cb: &mut CommandBuffer<'_>) -> Result<Vec<String>, gcn::Error> {
    let cfg = &Config::PS4;
    let mut steps = Vec::new();

    // The frame starts with the PS4 context reset, and binds the crate's
    // rect-list VS and clear PS (their code placed at VS_CODE / PS_CODE):
    // every rect draw of the passes below runs them.
    draw_init_to_default_context_state(cb)?;
    let mut code = [0u32; 64];
    let rect = rect_vs(&mut code)?;
    let clear = clear_ps(0, ColorExport::Float32, &mut code)?;
    let shaders = ClearShaders::new(VS_CODE, &rect, PS_CODE, &clear, ColorExport::Float32)?;
    shaders.vs.emit(cb)?;
    shaders.ps.emit(cb)?;

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
    let target = ColorTarget::setup(cfg, Slot::S0, &surface)?;
    fast_color_clear(cb, &target, &cmask, CMASK, CLEAR)?;
    // The pass ends with the target's registers: the PS4 size hint follows.
    target_size_hint(cb, 1920, 1080)?;
    let format = surface.format;
    let [word0, _] = gcn::blocks::clear_value::clear_words(format, CLEAR)?;
    steps.push(format!(
        "fast colour clear: CMASK of {} bytes filled with 0, CLEAR_WORD0 = {word0:#010x}",
        cmask.cmask_bytes
    ));

    // 2. One draw into the fast-cleared target.
    cb.draw_index_auto(3, DrawInitiator::AUTO_INDEX)?;
    steps.push("one draw of 3 vertices".into());

    // 3. The fast-clear eliminate: the clear colour written into the tiles still cleared.
    fast_clear_eliminate(cb, &RestoreState::DEFAULT)?;
    steps.push("fast-clear eliminate: CB_ELIMINATE_FAST_CLEAR rect list".into());

    // 4. A Z32F depth target with HTILE, cleared to 1.0 through HTILE.
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
    depth.emit(cb)?;
    depth_clear(cb, true, false, &RestoreState::DEFAULT)?;
    steps.push(format!(
        "depth clear through HTILE ({} bytes, clear word {:#010x})",
        htile.htile_bytes,
        depth.htile_clear_value()?
    ));

    // 5. The depth decompress, before the depth is sampled.
    depth_decompress(cb, &RestoreState::DEFAULT)?;
    steps.push("depth decompress: compress disabled, rect list".into());
    Ok(steps)
}
