//! Decoding throughput: a 1 MiB recorded stream decoded packet by packet
//! (no printing).
//!
//! The stream repeats a full-state draw recorded through `CommandBuffer`
//! (colour target, blend, depth-stencil, viewport, raster, primitive state
//! ending in `INDEX_TYPE`, a V#, T# and S# in user data behind PS4 hint
//! `NOP`s, `NUM_INSTANCES`, `DRAW_INDEX_AUTO`), with a debug marker, an
//! `EVENT_WRITE_EOP` and an `ACQUIRE_MEM` every 8 draws, until 1 MiB is full.
//!
//! Baseline, timed in the same run: a wrapping `u32` sum over the same slice
//! (one read of every dword, the floor of any decoder).
//!
//! After divan's table the bench prints each decoder's time over the sum's
//! and its throughput, timed in interleaved rounds, cold and hot (`ratio.rs`), against
//! the targets of 1.5 GB/s into typed packets and 0.75 GB/s with register
//! definitions.

use divan::{Bencher, black_box};
use gcn::blocks::Slot;
use gcn::blocks::blend::{Blend, BlendEquation, BlendFunc};
use gcn::blocks::color_target::{ColorSurface, ColorTarget};
use gcn::blocks::depth_stencil::DepthStencil;
use gcn::blocks::primitive::PrimitiveState;
use gcn::blocks::raster::Raster;
use gcn::blocks::viewport::Viewports;
use gcn::decode::{Decoder, Packet};
use gcn::desc::{BufferResource, DataFormat, ImageBuilder, SamplerResource, SqTexClamp};
use gcn::pm4::{
    ACQUIRE_MEM_FULL_SIZE, CachePolicy, CoherCntl, CommandBuffer, DrawInitiator, EnginePfpMe,
    EopDataSel, EopIntSel, EventType, EventWriteEopWord, IndexType, PrimitiveType,
};
use gcn::ps4::markers::{self, UserData};
use gcn::regs::{BlendOp, CombFunc, CompareFrag};
use gcn::tiling::Config;
use gcn::tiling::config::Ps4TileMode;

/// Stream size: 1 MiB.
const STREAM_BYTES: usize = 1 << 20;

#[path = "ratio.rs"]
mod ratio;

fn main() {
    divan::main();
    ratios();
}

/// The decode targets, timed interleaved with the sum (see `ratio.rs`):
/// at least 1.5 GB/s into typed packets, 0.75 GB/s with register definitions.
fn ratios() {
    use ratio::{Case, Kind, Target};
    const PACKETS: &str = "decode_packets";
    const NAMES: &str = "decode_packets_and_register_names";
    if !ratio::wanted("sum_baseline", &[PACKETS, NAMES]) {
        return;
    }
    let words = checked_stream();
    let w: &[u32] = &words;
    ratio::report(
        50,
        Some(STREAM_BYTES),
        "sum_baseline",
        &mut || {
            black_box(black_box(w).iter().fold(0u32, |a, &x| a.wrapping_add(x)));
        },
        vec![
            Case::new(PACKETS, Kind::Time, Target::GbPerSecond(1.5), || {
                black_box(decode(black_box(w)));
            }),
            Case::new(NAMES, Kind::Time, Target::GbPerSecond(0.75), || {
                black_box(decode_with_registers(black_box(w)));
            }),
        ],
    );
}

/// Everything a draw binds, built once.
struct State {
    color: ColorTarget,
    blend: Blend,
    ds: DepthStencil,
    vp: Viewports,
    raster: Raster,
    prim: PrimitiveState,
    v: [u32; 4],
    t: [u32; 8],
    s: [u32; 4],
}

fn state() -> State {
    let eq = BlendEquation::new(BlendFunc::new(
        BlendOp::BLEND_SRC_ALPHA,
        BlendOp::BLEND_ONE_MINUS_SRC_ALPHA,
        CombFunc::COMB_DST_PLUS_SRC,
    ));
    let slot0 = Slot::new(0).expect("slot 0");
    let surface = ColorSurface::new(
        DataFormat::B8G8R8A8_UNORM,
        Ps4TileMode::Display2dThin.index(),
        1920,
        1080,
    )
    .expect("colour format")
    .with_padded(1920, 1088)
    .with_address(0x10_0000);
    State {
        color: ColorTarget::setup(&Config::PS4, slot0, &surface).expect("colour target"),
        blend: Blend::new()
            .with_equation(slot0, eq)
            .with_write_mask(slot0, 0xF)
            .with_shader_mask(slot0, 0xF),
        ds: DepthStencil::new().with_depth_test(CompareFrag::FRAG_LESS, true),
        vp: Viewports::new(0, 0, 1920, 1080, 0.0, 1.0),
        raster: Raster::new().with_cull(false, true),
        prim: PrimitiveState::new()
            .with_topology(PrimitiveType::DI_PT_TRILIST)
            .with_index_type(IndexType::VGT_INDEX_32),
        v: BufferResource::vertex_stream(0x40_0000, DataFormat::R8G8B8A8_UNORM, 4, 1024)
            .expect("V#")
            .to_words(),
        t: ImageBuilder::texture_2d(
            0x10_0000_0000,
            DataFormat::R8G8B8A8_UNORM,
            Ps4TileMode::Thin2dThin.index(),
            256,
            256,
            1,
        )
        .build()
        .expect("T#")
        .to_words(),
        s: SamplerResource::new()
            .with_clamp(
                SqTexClamp::SQ_TEX_CLAMP_LAST_TEXEL,
                SqTexClamp::SQ_TEX_CLAMP_LAST_TEXEL,
                SqTexClamp::SQ_TEX_WRAP,
            )
            .to_words(),
    }
}

/// Records draw number `draw`.
fn record_draw(
    cb: &mut CommandBuffer<'_>,
    st: &State,
    draw: u32,
) -> Result<(), Box<dyn std::error::Error>> {
    if draw.is_multiple_of(8) {
        markers::push_marker(cb, "opaque batch")?;
    }
    st.color.emit(cb)?;
    st.blend.emit(cb)?;
    st.ds.emit(cb)?;
    st.vp.emit(cb)?;
    st.raster.emit(cb)?;
    st.prim.emit(cb)?;
    markers::user_data_hint(cb, UserData::Vsharp)?;
    cb.set_sh_regs(0x0C, &st.v)?;
    markers::user_data_hint(cb, UserData::Tsharp)?;
    cb.set_sh_regs(0x10, &st.t)?;
    markers::user_data_hint(cb, UserData::Ssharp)?;
    cb.set_sh_regs(0x18, &st.s)?;
    cb.num_instances(1)?;
    cb.draw_index_auto(3 + (draw % 64) * 3, DrawInitiator::AUTO_INDEX)?;
    if draw % 8 == 7 {
        let flush = CoherCntl::new()
            .with_tc_action_ena(true)
            .with_tcl1_action_ena(true)
            .with_sh_kcache_action_ena(true);
        cb.event_write_eop(
            EventType::from_bits(20), // CACHE_FLUSH_AND_INV_TS_EVENT
            EventWriteEopWord::new().with_cache_policy(CachePolicy::LRU),
            0x20_0000 + u64::from(draw) * 8,
            EopDataSel::SEND_DATA32_LO,
            EopIntSel::NONE,
            u64::from(draw),
        )?;
        cb.acquire_mem(flush, EnginePfpMe::ME, 0, ACQUIRE_MEM_FULL_SIZE, 10)?;
        markers::pop_marker(cb)?;
    }
    Ok(())
}

/// Whole draws until the next one would not fit, then one padding `NOP`
/// up to exactly 1 MiB.
fn stream() -> Vec<u32> {
    let n = STREAM_BYTES / 4;
    let st = state();
    let mut out = Vec::with_capacity(n);
    let mut scratch = vec![0u32; 4096];
    for draw in 0.. {
        let mut cb = CommandBuffer::new(&mut scratch);
        record_draw(&mut cb, &st, draw).expect("one draw fits 4096 dwords");
        if out.len() + cb.len() >= n {
            break;
        }
        out.extend_from_slice(cb.as_slice());
    }
    let mut tail = vec![0u32; n - out.len()];
    CommandBuffer::new(&mut tail)
        .pad(n - out.len())
        .expect("padding fits one NOP");
    out.extend_from_slice(&tail);
    assert_eq!(out.len() * 4, STREAM_BYTES);
    out
}

/// Decodes every packet; returns (packets, register writes, a checksum of
/// decoded fields) so nothing is optimised away.
fn decode(words: &[u32]) -> (usize, usize, u64) {
    let mut packets = 0usize;
    let mut writes = 0usize;
    let mut sum = 0u64;
    for item in Decoder::new(words) {
        let Ok(d) = item else {
            panic!("recorded stream decodes");
        };
        packets += 1;
        sum = sum.wrapping_add(d.offset as u64);
        match d.packet {
            Packet::SetRegs(s) => {
                writes += s.values.len();
                sum = sum.wrapping_add(u64::from(s.offset()));
            }
            Packet::DrawIndexAuto(p) => sum = sum.wrapping_add(u64::from(p.index_count)),
            Packet::EventWriteEop(p) => sum = sum.wrapping_add(p.address()),
            Packet::Nop(n) => sum = sum.wrapping_add(n.body.len() as u64),
            _ => {}
        }
    }
    (packets, writes, sum)
}

/// [`decode`], also walking every register write and looking up its
/// definition (what a disassembler does before printing).
fn decode_with_registers(words: &[u32]) -> (usize, usize) {
    let mut packets = 0usize;
    let mut named = 0usize;
    for item in Decoder::new(words) {
        let Ok(d) = item else {
            panic!("recorded stream decodes");
        };
        packets += 1;
        if let Packet::SetRegs(s) = d.packet {
            let mut writes = s.writes();
            while let Some((_, info)) = writes.next_with_info() {
                named += usize::from(info.is_some());
            }
        }
    }
    (packets, named)
}

fn checked_stream() -> Vec<u32> {
    let words = stream();
    let (packets, writes, _) = decode(&words);
    assert!(
        packets > 1000 && writes > 100_000,
        "{packets} packets, {writes} writes"
    );
    let (p2, named) = decode_with_registers(&words);
    assert_eq!(p2, packets);
    assert!(named > 0);
    words
}

#[divan::bench(sample_count = 50, sample_size = 1)]
fn sum_baseline(bencher: Bencher) {
    let words = checked_stream();
    bencher
        .counter(divan::counter::BytesCount::new(STREAM_BYTES))
        .bench_local(|| {
            let w: &[u32] = black_box(&words);
            black_box(w.iter().fold(0u32, |a, &x| a.wrapping_add(x)));
        });
}

#[divan::bench(sample_count = 50, sample_size = 1)]
fn decode_packets(bencher: Bencher) {
    let words = checked_stream();
    bencher
        .counter(divan::counter::BytesCount::new(STREAM_BYTES))
        .bench_local(|| {
            black_box(decode(black_box(&words)));
        });
}

#[divan::bench(sample_count = 50, sample_size = 1)]
fn decode_packets_and_register_names(bencher: Bencher) {
    let words = checked_stream();
    bencher
        .counter(divan::counter::BytesCount::new(STREAM_BYTES))
        .bench_local(|| {
            black_box(decode_with_registers(black_box(&words)));
        });
}
