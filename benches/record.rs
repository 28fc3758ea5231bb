//! Full-state draw recording: 10,000 draws into one pre-allocated buffer.
//!
//! One "draw" is, in this order:
//!
//! | part | registers / packets |
//! |---|---|
//! | colour target | slot 0: `CB_COLOR0_BASE`, `PITCH`, `SLICE`, `VIEW`, `INFO`, `ATTRIB`, `CMASK(_SLICE)`, `FMASK(_SLICE)`, `CLEAR_WORD0/1` |
//! | depth target | `DB_*`: 1920×1080 Z32F, PS4 tile mode 2, no stencil, no HTILE |
//! | blend | `CB_BLEND0..7_CONTROL`, `CB_BLEND_RED..ALPHA`, `CB_COLOR_CONTROL`, `CB_TARGET_MASK`, `CB_SHADER_MASK` |
//! | depth-stencil | `DB_DEPTH_CONTROL`, `DB_STENCIL_CONTROL`, `DB_STENCILREFMASK(_BF)`, `DB_RENDER_CONTROL`, `DB_RENDER_OVERRIDE(2)`, `DB_SHADER_CONTROL`, `DB_COUNT_CONTROL`, depth bounds |
//! | viewport | one viewport's `PA_CL_VPORT_*`, `PA_SC_VPORT_*`, scissors, `PA_CL_VTE_CNTL`, guard band |
//! | raster | `PA_SU_SC_MODE_CNTL`, `PA_CL_CLIP_CNTL`, polygon offset, point/line size, `PA_SC_MODE_CNTL_0/1`, `PA_SC_LINE_CNTL`, `PA_SC_AA_CONFIG`, `PA_SU_VTX_CNTL`, sample masks, `DB_EQAA`, `PA_SC_CENTROID_PRIORITY_0/1`, `PA_SC_AA_SAMPLE_LOCS_PIXEL_*` |
//! | primitive | `VGT_PRIMITIVE_TYPE`, primitive restart, `IA_MULTI_VGT_PARAM`, `VGT_SHADER_STAGES_EN`, the `INDEX_TYPE` packet |
//! | VS | `SPI_SHADER_PGM_*_VS`, a pointer in `SPI_SHADER_USER_DATA_VS_0/1`, `SPI_VS_OUT_CONFIG`, `SPI_SHADER_POS_FORMAT`, `PA_CL_VS_OUT_CNTL` |
//! | PS | `SPI_SHADER_PGM_*_PS` with a V# (4), T# (8) and S# (4) in `SPI_SHADER_USER_DATA_PS_0..15`, `SPI_PS_INPUT_CNTL_0/1`, `SPI_PS_INPUT_ENA/ADDR`, `SPI_PS_IN_CONTROL`, `SPI_BARYC_CNTL`, `SPI_SHADER_Z/COL_FORMAT` |
//! | draw | `DRAW_INDEX_AUTO` (vertex count changes every draw) |
//!
//! 252 dwords per draw.
//!
//! Two ways of recording, each checked byte-equal to the baseline before timing:
//!
//! - prebuilt: every block built from typed setters and encoded once
//!   (`encode()`, which validates), then re-emitted each draw (one copy per block);
//! - built per draw: every block and descriptor built from typed setters
//!   each draw, then emitted (validate, encode, copy).
//!
//! Baseline: one `copy_from_slice` of the identical, pre-encoded dwords of all
//! 10,000 draws. A control, `draws_copy_per_draw`, copies the same dwords one
//! draw (252 dwords) at a time: writing a stream in pieces, as any recorder
//! does, costs more than one large copy when the destination is not in cache
//! (a large `memcpy` can write whole lines without reading them first; small
//! copies and ordinary stores read each line before writing it).
//!
//! After divan's table the bench prints both ratios to the copy, timed in
//! interleaved rounds into one destination, cold and hot (`ratio.rs`), with the targets
//! they are held to: pre-built at most 1.1× the copy's time, built per draw
//! at most 3×; and the control's ratio, which has no target.
//!
//! `setup_with_runtime_inputs` times the set-up calls of a draw (colour and
//! depth targets, V#, T#) with every input, the `Config` too, a run-time
//! value, for callers whose formats and addresses are not constants.
//!
//! Instructions per draw (repeatable on a shared machine):
//!
//! ```text
//! cargo bench --bench record --no-run
//! valgrind --tool=callgrind --toggle-collect='record::record_built' \
//!     target/release/deps/record-<hash> draws_blocks_built_each_draw
//! callgrind_annotate --tree=caller --inclusive=yes callgrind.out.<pid> | grep record_built
//! ```
//!
//! and divide the collected count by the number of draws recorded (the
//! per-draw callees of `record_built` show it, e.g. `(30,000x)` for three runs).

use divan::{Bencher, black_box};
use gcn::blocks::blend::{self, Blend, BlendEquation, BlendFunc};
use gcn::blocks::color_target::{self, ColorSurface, ColorTarget};
use gcn::blocks::depth_stencil::{self, DepthStencil};
use gcn::blocks::depth_target::{self, DepthSurface, DepthTarget};
use gcn::blocks::primitive::{self, PrimitiveState};
use gcn::blocks::raster::{self, Raster};
use gcn::blocks::shader::{PsShader, VsShader, ps, vs};
use gcn::blocks::viewport::{self, Viewports};
use gcn::blocks::{Packets, Slot};
use gcn::desc::{BufferResource, DataFormat, ImageBuilder, SamplerResource, SqTexClamp};
use gcn::pm4::{CommandBuffer, DrawInitiator, IndexType, PrimitiveType};
use gcn::regs::{BlendOp, CombFunc, CompareFrag};
use gcn::tiling::Config;
use gcn::tiling::config::Ps4TileMode;

const DRAWS: usize = 10_000;

#[path = "ratio.rs"]
mod ratio;

fn main() {
    divan::main();
    ratios();
}

/// The draw targets, timed interleaved (see `ratio.rs`): recording with
/// pre-built blocks at most 1.1× the time of the copy, built from typed
/// setters each draw at most 3×. All three write the same destination.
pub(crate) fn ratios() {
    use ratio::{Case, Kind, Target};
    use std::cell::RefCell;
    const PREBUILT: &str = "draws_blocks_prebuilt";
    const BUILT: &str = "draws_blocks_built_each_draw";
    const PER_DRAW: &str = "draws_copy_per_draw";
    if !ratio::wanted("draws_copy_baseline", &[PREBUILT, BUILT, PER_DRAW]) {
        return;
    }
    let (expected, dst) = setup();
    let encoded = build_state(1920, 1080).encode().expect("encode");
    let dst = RefCell::new(dst);
    ratio::report(
        30,
        None,
        "draws_copy_baseline",
        &mut || {
            let mut d = dst.borrow_mut();
            copy_all(black_box(&mut d[..]), black_box(&expected[..]));
            black_box(&d);
        },
        vec![
            Case::new(PREBUILT, Kind::Time, Target::AtMost(1.1), || {
                let mut d = dst.borrow_mut();
                black_box(record_prebuilt(black_box(&mut d[..]), black_box(&encoded)));
            }),
            Case::new(BUILT, Kind::Time, Target::AtMost(3.0), || {
                let mut d = dst.borrow_mut();
                black_box(record_built(black_box(&mut d[..])));
            }),
            Case::new(PER_DRAW, Kind::Time, Target::Control, || {
                let mut d = dst.borrow_mut();
                copy_per_draw(black_box(&mut d[..]), black_box(&expected[..]));
                black_box(&d);
            }),
        ],
    );
    assert!(
        *dst.borrow() == expected,
        "the timed paths wrote other dwords"
    );
}

/// Inputs of one draw that change from draw to draw.
fn vertex_count(i: usize) -> u32 {
    3 + (i % 64) as u32 * 3
}

/// Every block of a draw, built from typed setters.
struct State {
    color: ColorTarget,
    depth: DepthTarget,
    blend: Blend,
    ds: DepthStencil,
    vp: Viewports,
    raster: Raster,
    prim: PrimitiveState,
    vs: VsShader,
    ps: PsShader,
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
        DataFormat::B8G8R8A8_UNORM,
        Ps4TileMode::Display2dThin.index(),
        width,
        height,
    )
    .expect("colour format")
    .with_padded(width, height.next_multiple_of(64))
    .with_address(0x10_0000);
    let color = ColorTarget::setup(&Config::PS4, slot0, &surface).expect("colour target");
    let depth_surface = DepthSurface::new(DataFormat::D32_FLOAT, width, height)
        .with_layout(
            width,
            height.next_multiple_of(64),
            Ps4TileMode::Depth2dThin256.index(),
        )
        .with_address(0x20_0000_0000);
    let depth = DepthTarget::setup(&Config::PS4, &depth_surface).expect("depth target");
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
    let t = ImageBuilder::texture_2d(
        0x10_0000_0000,
        DataFormat::R8G8B8A8_UNORM,
        Ps4TileMode::Thin2dThin.index(),
        256,
        256,
        1,
    )
    .build()
    .expect("T#");
    let s = SamplerResource::new().with_clamp(
        SqTexClamp::SQ_TEX_CLAMP_LAST_TEXEL,
        SqTexClamp::SQ_TEX_CLAMP_LAST_TEXEL,
        SqTexClamp::SQ_TEX_WRAP,
    );
    let vs = VsShader::new()
        .with_address(0x12_3456_7800)
        .with_vgprs(8)
        .with_sgprs(16)
        .with_pointer(0, 0x40_0000)
        .with_params(2);
    let ps = PsShader::new()
        .with_address(0x12_3456_9000)
        .with_vgprs(8)
        .with_inputs(&[PsShader::input(0, false), PsShader::input(1, false)])
        .with_descriptor4(0, &v.to_words())
        .with_descriptor8(4, &t.to_words())
        .with_descriptor4(12, &s.to_words());
    State {
        color,
        depth,
        blend,
        ds,
        vp,
        raster,
        prim,
        vs,
        ps,
    }
}

/// The packets of every block, encoded once.
struct Encoded {
    color: Packets<{ color_target::DWORDS }>,
    depth: Packets<{ depth_target::DWORDS }>,
    blend: Packets<{ blend::DWORDS }>,
    ds: Packets<{ depth_stencil::DWORDS }>,
    vp: Packets<{ viewport::DWORDS }>,
    raster: Packets<{ raster::DWORDS }>,
    prim: Packets<{ primitive::DWORDS }>,
    vs: Packets<{ vs::MAX_DWORDS }>,
    ps: Packets<{ ps::MAX_DWORDS }>,
}

impl State {
    fn encode(&self) -> Result<Encoded, gcn::blocks::Error> {
        Ok(Encoded {
            color: self.color.encode()?,
            depth: self.depth.encode()?,
            blend: self.blend.encode()?,
            ds: self.ds.encode()?,
            vp: self.vp.encode()?,
            raster: self.raster.encode()?,
            prim: self.prim.encode()?,
            vs: self.vs.encode()?,
            ps: self.ps.encode()?,
        })
    }
}

/// One draw from blocks built for it: each block validated, encoded and copied.
fn emit_draw(cb: &mut CommandBuffer<'_>, st: &State, count: u32) -> Result<(), gcn::blocks::Error> {
    st.color.emit(cb)?;
    st.depth.emit(cb)?;
    st.blend.emit(cb)?;
    st.ds.emit(cb)?;
    st.vp.emit(cb)?;
    st.raster.emit(cb)?;
    st.prim.emit(cb)?;
    st.vs.emit(cb)?;
    st.ps.emit(cb)?;
    cb.draw_index_auto(count, DrawInitiator::AUTO_INDEX)?;
    Ok(())
}

/// One draw from blocks encoded once: one copy per block.
fn emit_encoded(
    cb: &mut CommandBuffer<'_>,
    e: &Encoded,
    count: u32,
) -> Result<(), gcn::blocks::Error> {
    e.color.emit(cb)?;
    e.depth.emit(cb)?;
    e.blend.emit(cb)?;
    e.ds.emit(cb)?;
    e.vp.emit(cb)?;
    e.raster.emit(cb)?;
    e.prim.emit(cb)?;
    e.vs.emit(cb)?;
    e.ps.emit(cb)?;
    cb.draw_index_auto(count, DrawInitiator::AUTO_INDEX)?;
    Ok(())
}

/// Records all draws with prebuilt state; returns dwords written.
/// (Not inlined, so that `callgrind --toggle-collect` can count it.)
#[inline(never)]
fn record_prebuilt(buf: &mut [u32], e: &Encoded) -> usize {
    let mut cb = CommandBuffer::new(buf);
    for i in 0..DRAWS {
        emit_encoded(&mut cb, e, black_box(vertex_count(i))).expect("record");
    }
    cb.len()
}

/// Records all draws, building every block and descriptor per draw.
/// (Not inlined, so that `callgrind --toggle-collect` can count it.)
#[inline(never)]
fn record_built(buf: &mut [u32]) -> usize {
    let mut cb = CommandBuffer::new(buf);
    for i in 0..DRAWS {
        let st = build_state(black_box(1920), black_box(1080));
        emit_draw(&mut cb, &st, black_box(vertex_count(i))).expect("record");
    }
    cb.len()
}

/// The baseline: one copy of all draws' pre-encoded dwords.
/// (Not inlined, so that `callgrind --toggle-collect` can count it.)
#[inline(never)]
fn copy_all(dst: &mut [u32], src: &[u32]) {
    dst.copy_from_slice(src);
}

/// A control: the same dwords copied in draw-sized pieces, one `copy_from_slice`
/// each, as the recorder writes them, so that the cost of writing a stream a
/// draw at a time shows apart from the cost of recording it.
#[inline(never)]
fn copy_per_draw(dst: &mut [u32], src: &[u32]) {
    let per_draw = src.len() / DRAWS;
    for (d, s) in dst
        .chunks_exact_mut(per_draw)
        .zip(src.chunks_exact(per_draw))
    {
        d.copy_from_slice(black_box(s));
    }
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
    let n = record_prebuilt(&mut expected, &st.encode().expect("encode"));
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
            copy_all(black_box(&mut dst[..]), black_box(&expected[..]));
            black_box(&dst);
        });
}

#[divan::bench(sample_count = 30, sample_size = 1)]
fn draws_copy_per_draw(bencher: Bencher) {
    let (expected, mut dst) = setup();
    copy_per_draw(&mut dst, &expected);
    assert!(dst == expected);
    bencher
        .counter(divan::counter::ItemsCount::new(DRAWS))
        .bench_local(|| {
            copy_per_draw(black_box(&mut dst[..]), black_box(&expected[..]));
            black_box(&dst);
        });
}

#[divan::bench(sample_count = 30, sample_size = 1)]
fn draws_blocks_prebuilt(bencher: Bencher) {
    let (expected, mut dst) = setup();
    let st = build_state(1920, 1080).encode().expect("encode");
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

/// Where the inputs of [`set_up`] come from.
trait Inputs {
    /// `value`, as the caller sees it.
    fn v<T>(&self, value: T) -> T;
}

/// Every input a run-time value: behind `black_box`.
struct RunTime;

impl Inputs for RunTime {
    #[inline(always)]
    fn v<T>(&self, value: T) -> T {
        black_box(value)
    }
}

/// Every input a constant.
struct Constant;

impl Inputs for Constant {
    #[inline(always)]
    fn v<T>(&self, value: T) -> T {
        value
    }
}

/// What [`set_up`] built: `CB_COLOR0_INFO`, `DB_Z_INFO`, the V# and the T#.
type SetUp = (u32, u32, [u32; 4], [u32; 8]);

/// The set-up calls of [`build_state`] (colour and depth targets, V#, T#)
/// with inputs from `i`.
#[inline(always)]
fn set_up(i: &impl Inputs) -> SetUp {
    let cfg: &Config = i.v(&Config::PS4);
    let (w, h) = (i.v(1920u32), i.v(1080u32));
    let surface = ColorSurface::new(
        i.v(DataFormat::B8G8R8A8_UNORM),
        i.v(Ps4TileMode::Display2dThin.index()),
        w,
        h,
    )
    .expect("colour format")
    .with_padded(w, h.next_multiple_of(64))
    .with_address(i.v(0x10_0000));
    let color = ColorTarget::setup(cfg, i.v(Slot::S0), i.v(&surface)).expect("colour target");
    let depth_surface = DepthSurface::new(i.v(DataFormat::D32_FLOAT), w, h)
        .with_layout(
            w,
            h.next_multiple_of(64),
            i.v(Ps4TileMode::Depth2dThin256.index()),
        )
        .with_address(i.v(0x20_0000_0000));
    let depth = DepthTarget::setup(cfg, i.v(&depth_surface)).expect("depth target");
    let v = BufferResource::vertex_stream(
        i.v(0x40_0000),
        i.v(DataFormat::R8G8B8A8_UNORM),
        i.v(4),
        i.v(1024),
    )
    .expect("V#");
    let t = ImageBuilder::texture_2d(
        i.v(0x10_0000_0000),
        i.v(DataFormat::R8G8B8A8_UNORM),
        i.v(Ps4TileMode::Thin2dThin.index()),
        i.v(256),
        i.v(256),
        i.v(1),
    )
    .build()
    .expect("T#");
    let (color, depth) = i.v((color, depth));
    (
        color.info().into_bits(),
        depth.z_info().into_bits(),
        v.to_words(),
        t.to_words(),
    )
}

/// [`set_up`] `n` times with run-time inputs (the `Config` too): what a
/// caller whose formats, entries and addresses are not constants pays.
/// (Not inlined, so that `callgrind --toggle-collect` can count it.)
#[inline(never)]
fn setup_runtime_inputs(n: usize) -> u32 {
    let mut acc = 0u32;
    for _ in 0..n {
        let (color, depth, v, t) = set_up(&RunTime);
        acc = acc ^ color ^ depth ^ v[0] ^ t[0];
    }
    acc
}

#[divan::bench(sample_count = 30, sample_size = 1)]
fn setup_with_runtime_inputs(bencher: Bencher) {
    // The same words with run-time and constant inputs, and the same
    // targets as `build_state`'s.
    let constant = set_up(&Constant);
    assert_eq!(set_up(&RunTime), constant);
    let st = build_state(1920, 1080);
    assert_eq!(
        (constant.0, constant.1),
        (st.color.info().into_bits(), st.depth.z_info().into_bits())
    );
    bencher
        .counter(divan::counter::ItemsCount::new(DRAWS))
        .bench_local(|| black_box(setup_runtime_inputs(black_box(DRAWS))));
}
