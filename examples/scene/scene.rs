//! The scene the `scene` example and bench record: per frame `draws` draws,
//! each with one of 8 textures (T# and S# in the PS tables), one of 4
//! pipelines encoded once (draws sorted by pipeline), and a 64-byte
//! per-draw constant block inside the DE buffer whose V# goes into the VS
//! constant-buffer table, all committed through the constant engine. Each
//! frame starts from the CP's default context state (`CLEAR_STATE`) and binds
//! its 1920×1080 colour target (with the PS4 size hint) and Z32F depth target.

use gcn::bind::{
    Binder, DrawStats, Mode, Pipeline, ResourceLayout, Ring, Shadow, Stage, TableKind, TableStorage,
};
use gcn::blocks::Slot;
use gcn::blocks::blend::{Blend, BlendEquation, BlendFunc};
use gcn::blocks::color_target::{ColorSurface, ColorTarget};
use gcn::blocks::depth_stencil::DepthStencil;
use gcn::blocks::depth_target::{DepthSurface, DepthTarget};
use gcn::blocks::raster::Raster;
use gcn::blocks::shader::{PsShader, VsShader};
use gcn::desc::{DataFormat, ImageBuilder, SamplerResource, SqTexClamp};
use gcn::pm4::{CommandBuffer, DrawIndexAuto, DrawInitiator};
use gcn::ps4::markers::target_size_hint;
use gcn::regs::{BlendOp, CombFunc, CompareFrag};
use gcn::tiling::config::{Config, Ps4TileMode};
use gcn::tiling::surface::{SurfaceFlags, SurfaceInput, surface_info};

/// GPU address of the DE buffer.
pub const DE_ADDRESS: u64 = 0x10_0000_0000;
/// GPU address of the CE ring.
pub const RING_ADDRESS: u64 = 0x20_0000_0000;
/// GPU address of the colour target.
pub const COLOR_ADDRESS: u64 = 0x30_0000_0000;
/// GPU address of the depth target.
pub const DEPTH_ADDRESS: u64 = 0x31_0000_0000;
/// Width and height of both targets.
pub const TARGET_SIZE: (u32, u32) = (1920, 1080);
/// Pipelines in the scene.
pub const PIPELINES: usize = 4;
/// Textures in the scene.
pub const TEXTURES: usize = 8;
/// Per-draw constant dwords (64 bytes).
pub const DRAW_DATA_DWORDS: usize = 16;

/// The VS reads its per-draw constants through the pointer in user data 4/5;
/// the PS its texture table at 0/1 and its sampler table at 2/3.
pub fn layouts() -> [(Stage, ResourceLayout); 2] {
    [
        (
            Stage::Vs,
            ResourceLayout::new().with_table(TableKind::ConstantBuffers, 4, 1),
        ),
        (
            Stage::Ps,
            ResourceLayout::new()
                .with_table(TableKind::Textures, 0, 1)
                .with_table(TableKind::Samplers, 2, 1),
        ),
    ]
}

/// The pre-encoded dwords of pipeline `i`: VS, PS, blend, depth-stencil and
/// raster blocks (the shaders' addresses and the blend differ per pipeline).
pub fn pipeline_dwords(i: usize) -> Result<Vec<u32>, gcn::Error> {
    let slot0 = Slot::new(0)?;
    let i64 = i as u64;
    // The binder writes the table pointers of `layouts`: each program loads
    // the user data up to its last pointer (USER_SGPR).
    let vs = VsShader::new()
        .with_address(0x12_3456_0000 + i64 * 0x1000)
        .with_vgprs(8)
        .with_sgprs(16)
        .with_params(2)
        .with_user_sgprs(6);
    let ps = PsShader::new()
        .with_address(0x12_3457_0000 + i64 * 0x1000)
        .with_vgprs(8)
        .with_inputs(&[PsShader::input(0, false), PsShader::input(1, false)])
        .with_user_sgprs(4);
    let blend = if i.is_multiple_of(2) {
        Blend::new()
            .with_write_mask(slot0, 0xF)
            .with_shader_mask(slot0, 0xF)
    } else {
        let eq = BlendEquation::new(BlendFunc::new(
            BlendOp::BLEND_SRC_ALPHA,
            BlendOp::BLEND_ONE_MINUS_SRC_ALPHA,
            CombFunc::COMB_DST_PLUS_SRC,
        ));
        Blend::new()
            .with_equation(slot0, eq)
            .with_write_mask(slot0, 0xF)
            .with_shader_mask(slot0, 0xF)
    };
    let ds = DepthStencil::new().with_depth_test(CompareFrag::FRAG_LEQUAL, i < 2);
    let raster = Raster::new().with_cull(false, true);
    let mut words = Vec::new();
    words.extend_from_slice(vs.encode()?.as_slice());
    words.extend_from_slice(ps.encode()?.as_slice());
    words.extend_from_slice(blend.encode()?.as_slice());
    words.extend_from_slice(ds.encode()?.as_slice());
    words.extend_from_slice(raster.encode()?.as_slice());
    Ok(words)
}

/// The T# of texture `i` (256×256 RGBA8) and its S# (two samplers, by parity).
pub fn texture(i: usize) -> Result<([u32; 8], [u32; 4]), gcn::Error> {
    let t = ImageBuilder::texture_2d(
        0x30_0000_0000 + (i as u64) * 0x4_0000,
        DataFormat::R8G8B8A8_UNORM,
        Ps4TileMode::Thin2dThin.index(),
        256,
        256,
        1,
    )
    .build()?;
    let clamp = if i.is_multiple_of(2) {
        SqTexClamp::SQ_TEX_WRAP
    } else {
        SqTexClamp::SQ_TEX_CLAMP_LAST_TEXEL
    };
    let s = SamplerResource::new().with_clamp(clamp, clamp, SqTexClamp::SQ_TEX_WRAP);
    Ok((t.to_words(), s.to_words()))
}

/// Ring slots per table for `draws` draws a frame and 2 frames in flight
/// (each table is dumped at most once a draw).
pub fn ring_slots(draws: usize) -> u32 {
    (2 * draws as u32 + 2).max(4)
}

/// What a recording did.
#[derive(Clone, Copy, Debug, Default)]
pub struct Report {
    /// The binder's counts.
    pub stats: DrawStats,
    /// Dwords in the DE buffer.
    pub de_dwords: usize,
    /// Dwords in the CE buffer.
    pub ce_dwords: usize,
    /// Register writes the shadow skipped (last frame).
    pub writes_skipped: u64,
}

/// The frame's colour target (B8G8R8A8, display 2D) and Z32F depth target.
pub fn targets() -> Result<(ColorTarget, DepthTarget), gcn::Error> {
    let cfg = &Config::PS4;
    let (w, h) = TARGET_SIZE;
    let input = SurfaceInput::new(Ps4TileMode::Display2dThin.index(), 32, w, h)
        .with_flags(SurfaceFlags::new().with_color(true).with_display(true));
    let info = surface_info(cfg, &input)?;
    let surface =
        ColorSurface::from_surface_info(DataFormat::B8G8R8A8_UNORM, w, h, &info, COLOR_ADDRESS)?;
    let color = ColorTarget::setup(cfg, Slot::S0, &surface)?;
    let input = SurfaceInput::new(Ps4TileMode::Depth2dThin256.index(), 32, w, h)
        .with_flags(SurfaceFlags::new().with_depth(true));
    let info = surface_info(cfg, &input)?;
    let surface =
        DepthSurface::from_surface_info(DataFormat::D32_FLOAT, w, h, &info, DEPTH_ADDRESS)?;
    let depth = DepthTarget::setup(cfg, &surface)?;
    Ok((color, depth))
}

/// The scene's fixed inputs, built once.
pub struct Scene {
    pipelines: Vec<Vec<u32>>,
    textures: Vec<([u32; 8], [u32; 4])>,
    targets: (ColorTarget, DepthTarget),
}

impl Scene {
    /// Builds the pipelines and descriptors.
    pub fn new() -> Result<Self, gcn::Error> {
        Ok(Scene {
            pipelines: (0..PIPELINES)
                .map(pipeline_dwords)
                .collect::<Result<_, _>>()?,
            textures: (0..TEXTURES).map(texture).collect::<Result<_, _>>()?,
            targets: targets()?,
        })
    }

    /// Records `frames` frames of `draws` draws into `de` and `ce`.
    pub fn record(
        &self,
        tables: &mut TableStorage,
        frames: usize,
        draws: usize,
        de: &mut [u32],
        ce: &mut [u32],
    ) -> Result<Report, gcn::Error> {
        let ring = Ring::new(RING_ADDRESS, ring_slots(draws), 2)?;
        let layouts = layouts();
        let pipelines: Vec<Pipeline<'_>> = self
            .pipelines
            .iter()
            .enumerate()
            .map(|(i, w)| Pipeline::new(i as u32, w, &layouts))
            .collect::<Result<_, _>>()?;
        let mut de = CommandBuffer::new(de);
        let mut ce = CommandBuffer::new(ce);
        let mut binder = Binder::new(tables, Mode::ConstantEngine(ring), DE_ADDRESS)?;
        let mut skipped = 0;
        for frame in 0..frames {
            binder.begin(DE_ADDRESS, Shadow::new())?;
            // The frame's state, written before any bind: the binder's
            // shadow starts knowing nothing, so it assumes none of it.
            de.clear_state()?;
            self.targets.0.emit(&mut de)?;
            target_size_hint(&mut de, TARGET_SIZE.0, TARGET_SIZE.1)?;
            self.targets.1.emit(&mut de)?;
            for i in 0..draws {
                let p = i * PIPELINES / draws.max(1);
                let t = (i * 5 + frame) % TEXTURES;
                if let Some(p) = pipelines.get(p) {
                    binder.bind_pipeline(&mut de, p)?;
                }
                if let Some((tex, samp)) = self.textures.get(t) {
                    binder.set_descriptor(Stage::Ps, TableKind::Textures, 0, tex)?;
                    binder.set_descriptor(Stage::Ps, TableKind::Samplers, 0, samp)?;
                }
                let (v, data) = binder.alloc_draw_data(&mut de, DRAW_DATA_DWORDS)?;
                for (k, d) in data.iter_mut().enumerate() {
                    *d = (i * DRAW_DATA_DWORDS + k) as u32;
                }
                binder.set_descriptor(Stage::Vs, TableKind::ConstantBuffers, 0, &v.to_words())?;
                let draw = DrawIndexAuto {
                    index_count: 3 + (i % 64) as u32 * 3,
                    draw_initiator: DrawInitiator::AUTO_INDEX,
                };
                binder.draw(&mut de, Some(&mut ce), &draw)?;
            }
            skipped = binder.shadow().skipped();
        }
        Ok(Report {
            stats: binder.stats(),
            de_dwords: de.len(),
            ce_dwords: ce.len(),
            writes_skipped: skipped,
        })
    }
}
