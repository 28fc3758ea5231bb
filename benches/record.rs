//! Full-state draw recording: 10,000 draws into one pre-allocated buffer.
//!
//! One "draw" is, in this order:
//!
//! | part | registers / packets |
//! |---|---|
//! | colour target | slot 0: `CB_COLOR0_BASE`, `PITCH`, `SLICE`, `VIEW`, `INFO`, `ATTRIB`, `CMASK(_SLICE)`, `FMASK(_SLICE)`, `CLEAR_WORD0/1` |
//! | blend | `CB_BLEND0..7_CONTROL`, `CB_BLEND_RED..ALPHA`, `CB_COLOR_CONTROL`, `CB_TARGET_MASK`, `CB_SHADER_MASK` |
//! | depth-stencil | `DB_DEPTH_CONTROL`, `DB_STENCIL_CONTROL`, `DB_STENCILREFMASK(_BF)`, `DB_RENDER_CONTROL`, `DB_RENDER_OVERRIDE(2)`, `DB_SHADER_CONTROL`, `DB_COUNT_CONTROL`, depth bounds |
//! | viewport | one viewport's `PA_CL_VPORT_*`, `PA_SC_VPORT_*`, scissors, `PA_CL_VTE_CNTL`, guard band |
//! | raster | `PA_SU_SC_MODE_CNTL`, `PA_CL_CLIP_CNTL`, polygon offset, point/line size, `PA_SC_MODE_CNTL_0/1`, `PA_SC_LINE_CNTL`, `PA_SC_AA_CONFIG`, `PA_SU_VTX_CNTL`, sample masks |
//! | primitive | `VGT_PRIMITIVE_TYPE`, `VGT_INDEX_TYPE`, primitive restart, `IA_MULTI_VGT_PARAM`, `VGT_SHADER_STAGES_EN` |
//! | user data | V# (4), T# (8), S# (4) into `SPI_SHADER_USER_DATA_PS_0..15` |
//! | draw | `DRAW_INDEX_AUTO` |
//!
//! The depth target and the VS/PS stage registers are not part of the draw
//! yet: the crate has no blocks for them.
//!
//! 168 dwords per draw.
//!
//! Baseline: one `copy_from_slice` of the identical, pre-encoded dwords of all
//! 10,000 draws (checked equal before timing).

use divan::{Bencher, black_box};
use gcn::blocks::Slot;
use gcn::blocks::blend::{Blend, BlendEquation, BlendFunc};
use gcn::blocks::color_target::{ChannelOrder, ColorSurface, ColorTarget};
use gcn::blocks::depth_stencil::DepthStencil;
use gcn::blocks::primitive::PrimitiveState;
use gcn::blocks::raster::Raster;
use gcn::blocks::viewport::Viewports;
use gcn::desc::{BufferResource, DataFormat, ImageBuilder, SamplerResource, SqTexClamp};
use gcn::pm4::{CommandBuffer, DrawInitiator, IndexType, PrimitiveType};
use gcn::regs::{
    BlendOp, ColorFormat, CombFunc, CompareFrag, Register, SpiShaderUserDataPs0, SurfaceNumber,
};

const DRAWS: usize = 10_000;

fn main() {
    divan::main();
}

/// Inputs of one draw that change from draw to draw.
fn vertex_count(i: usize) -> u32 {
    3 + (i % 64) as u32 * 3
}

/// Every block and descriptor of a draw, built from typed setters.
struct State {
    color: ColorTarget,
    blend: Blend,
    ds: DepthStencil,
    vp: Viewports,
    raster: Raster,
    prim: PrimitiveState,
    user_data: [u32; 16],
}

fn build_state(width: u32, height: u32) -> State {
    let eq = BlendEquation::new(BlendFunc::new(
        BlendOp::BLEND_SRC_ALPHA,
        BlendOp::BLEND_ONE_MINUS_SRC_ALPHA,
        CombFunc::COMB_DST_PLUS_SRC,
    ));
    let slot0 = match Slot::new(0) {
        Ok(s) => s,
        Err(e) => panic!("{e}"),
    };
    let surface = ColorSurface::new(
        ColorFormat::COLOR_8_8_8_8,
        SurfaceNumber::NUMBER_UNORM,
        ChannelOrder::Alt,
        width,
        height,
    )
    .with_padded(width, height.next_multiple_of(64))
    .with_tile_mode_index(10)
    .with_address(0x10_0000);
    let color = ColorTarget::setup(slot0, &surface).expect("colour target");
    let blend = Blend::new()
        .with_equation(slot0, eq)
        .with_write_mask(slot0, 0xF)
        .with_shader_mask(slot0, 0xF);
    let ds = DepthStencil::new().with_depth_test(CompareFrag::FRAG_LEQUAL, true);
    let vp = Viewports::new(0, 0, width, height, 0.0, 1.0);
    let raster = Raster::new().with_cull(false, true);
    let prim = PrimitiveState::new()
        .with_topology(PrimitiveType::DI_PT_TRILIST)
        .with_index_type(IndexType::VGT_INDEX_32);
    let v =
        BufferResource::vertex_stream(0x40_0000, DataFormat::R8G8B8A8_UNORM, 4, 1024).expect("V#");
    let t = ImageBuilder::texture_2d(0x10_0000_0000, DataFormat::R8G8B8A8_UNORM, 256, 256, 1)
        .with_tiling_index(14)
        .build()
        .expect("T#");
    let s = SamplerResource::new().with_clamp(
        SqTexClamp::SQ_TEX_CLAMP_LAST_TEXEL,
        SqTexClamp::SQ_TEX_CLAMP_LAST_TEXEL,
        SqTexClamp::SQ_TEX_WRAP,
    );
    let mut user_data = [0u32; 16];
    user_data[..4].copy_from_slice(&v.to_words());
    user_data[4..12].copy_from_slice(&t.to_words());
    user_data[12..].copy_from_slice(&s.to_words());
    State {
        color,
        blend,
        ds,
        vp,
        raster,
        prim,
        user_data,
    }
}

fn emit_draw(cb: &mut CommandBuffer<'_>, st: &State, count: u32) -> Result<(), gcn::blocks::Error> {
    st.color.emit(cb)?;
    st.blend.emit(cb)?;
    st.ds.emit(cb)?;
    st.vp.emit(cb)?;
    st.raster.emit(cb)?;
    st.prim.emit(cb)?;
    cb.set_sh_regs(SpiShaderUserDataPs0::OFFSET, &st.user_data)?;
    cb.draw_index_auto(count, DrawInitiator::AUTO_INDEX)?;
    Ok(())
}

/// Records all draws with prebuilt state; returns dwords written.
fn record_prebuilt(buf: &mut [u32], st: &State) -> usize {
    let mut cb = CommandBuffer::new(buf);
    for i in 0..DRAWS {
        emit_draw(&mut cb, st, black_box(vertex_count(i))).expect("record");
    }
    cb.len()
}

/// Records all draws, building every block and descriptor per draw.
fn record_built(buf: &mut [u32]) -> usize {
    let mut cb = CommandBuffer::new(buf);
    for i in 0..DRAWS {
        let st = build_state(black_box(1920), black_box(1080));
        emit_draw(&mut cb, &st, black_box(vertex_count(i))).expect("record");
    }
    cb.len()
}

/// The pre-encoded stream and a destination of the same size.
fn setup() -> (Vec<u32>, Vec<u32>) {
    let st = build_state(1920, 1080);
    let mut one = vec![0u32; 4096];
    let per_draw = {
        let mut cb = CommandBuffer::new(&mut one);
        emit_draw(&mut cb, &st, 3).expect("one draw");
        cb.len()
    };
    let mut expected = vec![0u32; per_draw * DRAWS];
    let n = record_prebuilt(&mut expected, &st);
    assert_eq!(n, expected.len());
    let mut check = vec![0u32; expected.len()];
    assert_eq!(record_built(&mut check), n);
    assert!(
        check == expected,
        "typed-setter recording differs from prebuilt"
    );
    (expected, vec![0u32; n])
}

#[divan::bench(sample_count = 30, sample_size = 1)]
fn draws_copy_baseline(bencher: Bencher) {
    let (expected, mut dst) = setup();
    dst.copy_from_slice(&expected);
    assert!(dst == expected);
    bencher
        .counter(divan::counter::ItemsCount::new(DRAWS))
        .bench_local(|| {
            black_box(&mut dst[..]).copy_from_slice(black_box(&expected[..]));
            black_box(&dst);
        });
}

#[divan::bench(sample_count = 30, sample_size = 1)]
fn draws_blocks_prebuilt(bencher: Bencher) {
    let (expected, mut dst) = setup();
    let st = build_state(1920, 1080);
    assert_eq!(record_prebuilt(&mut dst, &st), expected.len());
    assert!(dst == expected);
    bencher
        .counter(divan::counter::ItemsCount::new(DRAWS))
        .bench_local(|| {
            black_box(record_prebuilt(black_box(&mut dst[..]), black_box(&st)));
        });
}

#[divan::bench(sample_count = 30, sample_size = 1)]
fn draws_blocks_built_each_draw(bencher: Bencher) {
    let (expected, mut dst) = setup();
    assert_eq!(record_built(&mut dst), expected.len());
    assert!(dst == expected);
    bencher
        .counter(divan::counter::ItemsCount::new(DRAWS))
        .bench_local(|| {
            black_box(record_built(black_box(&mut dst[..])));
        });
}
