//! `dma-without-sync` and `dma-without-invalidate`: CP DMA writes read by a
//! draw. The DMA and cache packets are composed from the spec JSON's packet
//! layouts (`pm4.packets`, `pm4.type3_header`, the `CP_COHER_CNTL` field
//! layout `ACQUIRE_MEM`'s `COHER_CNTL` takes), not by the crate's writer;
//! the crate's own HTILE initialisation is checked clean, and wrong once a
//! packet of it is taken out.

use super::{DRAW, PS_UD0, at, findings, reg, triangle};
use gcn::decode::lint::{DmaReader, Finding, Rule, lint};
use gcn::decode::state::Shadow;
use gcn::regs::Gfx;
use serde_json::Value;
use std::sync::OnceLock;

fn spec() -> &'static Value {
    static SPEC: OnceLock<Value> = OnceLock::new();
    SPEC.get_or_init(crate::data_source::spec)
}

fn hex(v: &Value) -> u64 {
    u64::from_str_radix(v.as_str().unwrap().trim_start_matches("0x"), 16).unwrap()
}

/// `(lsb, width)` of `name` among `fields` (a spec field list).
fn find_field(fields: &Value, name: &str) -> Option<(u32, u32)> {
    fields
        .as_array()?
        .iter()
        .find(|f| f["name"] == name)
        .map(|f| {
            (
                f["lsb"].as_u64().unwrap() as u32,
                f["width"].as_u64().unwrap() as u32,
            )
        })
}

/// `value` placed at `(lsb, width)`, checked to fit.
fn place(value: u64, (lsb, width): (u32, u32)) -> u32 {
    assert!(value < 1 << width, "{value:#x} fits {width} bits");
    (value as u32) << lsb
}

/// The type-3 header of a packet of `opcode` with `body` dwords (spec
/// `pm4.type3_header`: COUNT = body dwords - 1).
fn header(opcode: u64, body: usize) -> u32 {
    let h = &spec()["pm4"]["type3_header"]["fields"];
    place(3, find_field(h, "TYPE").unwrap())
        | place(body as u64 - 1, find_field(h, "COUNT").unwrap())
        | place(opcode, find_field(h, "OPCODE").unwrap())
}

/// Packet `name` with `fields` (AMD's names) set, every other bit 0.
fn packet(name: &str, fields: &[(&str, u64)]) -> Vec<u32> {
    let p = &spec()["pm4"]["packets"][name];
    let size = &p["size"]["body_dwords"];
    let dwords = size.as_u64().or(size["default"].as_u64()).unwrap() as usize;
    let mut words = vec![header(hex(&p["opcode"]), dwords)];
    words.resize(dwords + 1, 0);
    for &(field, value) in fields {
        let (dw, at) = p["body"]
            .as_array()
            .unwrap()
            .iter()
            .find_map(|d| {
                let alternatives = d["alternatives"].as_array().into_iter().flatten();
                std::iter::once(&d["fields"])
                    .chain(alternatives.map(|a| &a["fields"]))
                    .find_map(|f| find_field(f, field))
                    .map(|at| (d["dw"].as_u64().unwrap() as usize, at))
            })
            .unwrap_or_else(|| panic!("{name}.{field} in the spec"));
        words[dw] |= place(value, at);
    }
    words
}

/// The `CP_COHER_CNTL` value with `bits` set (the layout of `ACQUIRE_MEM`'s
/// and `SURFACE_SYNC`'s `COHER_CNTL`, spec `field_values.COHER_CNTL`).
fn coher_cntl(bits: &[&str]) -> u64 {
    assert_eq!(
        spec()["pm4"]["packets"]["ACQUIRE_MEM"]["field_values"]["COHER_CNTL"],
        "bit layout of register CP_COHER_CNTL"
    );
    let r = spec()["registers"]
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["name"] == "CP_COHER_CNTL")
        .unwrap();
    bits.iter()
        .map(|b| u64::from(place(1, find_field(&r["fields"], b).unwrap())))
        .sum()
}

/// A context register's dword offset and field `field`'s `(lsb, width)`.
fn context_field(name: &str, field: &str) -> (u64, (u32, u32)) {
    let r = spec()["registers"]
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["name"] == name && r["space"] == "context")
        .unwrap_or_else(|| panic!("{name} in the spec"));
    (
        hex(&r["dword_offset_in_space"]),
        find_field(&r["fields"], field).unwrap_or((0, 32)),
    )
}

/// `SET_CONTEXT_REG` of one register.
fn set_context_reg(offset: u64, value: u32) -> Vec<u32> {
    let op = spec()["pm4"]["opcodes"]
        .as_array()
        .unwrap()
        .iter()
        .find(|o| o["name"] == "SET_CONTEXT_REG")
        .unwrap();
    vec![header(hex(&op["value"]), 2), offset as u32, value]
}

/// A `DMA_DATA` fill (`SRC_SEL = DATA`, 2 in `DMA_DATA_SRC_SEL`) of `bytes`
/// at `dst`, `CP_SYNC` as `sync`.
fn fill(dst: u64, bytes: u64, sync: bool) -> Vec<u32> {
    packet(
        "DMA_DATA",
        &[
            ("SRC_SEL", 2),
            ("CP_SYNC", u64::from(sync)),
            ("DATA", 0),
            ("DST_ADDR_LO", dst & 0xFFFF_FFFF),
            ("DST_ADDR_HI", dst >> 32),
            ("BYTE_COUNT", bytes),
        ],
    )
}

/// An `ACQUIRE_MEM` of `bits` over `bytes` at `base` (256-byte units in the
/// packet), as the ME (`ENGINE` 1 in `ENGINE_PFP_ME`).
fn acquire(bits: &[&str], base: u64, bytes: u64) -> Vec<u32> {
    packet(
        "ACQUIRE_MEM",
        &[
            ("COHER_CNTL", coher_cntl(bits)),
            ("ENGINE", 1),
            ("COHER_SIZE", bytes.div_ceil(256) & 0xFFFF_FFFF),
            ("COHER_SIZE_HI", bytes.div_ceil(256) >> 32),
            ("COHER_BASE_LO", (base >> 8) & 0xFFFF_FFFF),
            ("COHER_BASE_HI", base >> 40),
            ("POLL_INTERVAL", 10),
        ],
    )
}

/// The CMASK of the frame's colour target 0 in the tests.
const CMASK: u64 = 0x24_0000_0000;
/// Bytes the fills write.
const BYTES: u64 = 0x1_0000;

/// The triangle frame with `packets` before its draw; returns the stream
/// and the draw's offset.
fn before_draw(packets: &[Vec<u32>]) -> (Vec<u32>, usize) {
    let w = triangle();
    let mut out = w[..DRAW].to_vec();
    for p in packets {
        out.extend_from_slice(p);
    }
    let draw = out.len();
    out.extend_from_slice(&w[DRAW..]);
    (out, draw)
}

/// Colour target 0 of the frame given a CMASK at [`CMASK`] with
/// `FAST_CLEAR` set in `CB_COLOR0_INFO`.
fn cmask_bound() -> Vec<Vec<u32>> {
    let w = triangle();
    let (info_offset, fast_clear) = context_field("CB_COLOR0_INFO", "FAST_CLEAR");
    let info = w[reg(&w, "CB_COLOR0_INFO").value];
    let (cmask_offset, _) = context_field("CB_COLOR0_CMASK", "BASE_256B");
    vec![
        set_context_reg(info_offset, info | place(1, fast_clear)),
        set_context_reg(cmask_offset, (CMASK >> 8) as u32),
    ]
}

/// The CMASK bound, then `packets`: the findings at the draw, with the
/// offset the DMA packet of `packets[dma]` lands at.
fn cmask_case(packets: &[Vec<u32>], dma: usize) -> (Vec<(usize, Rule)>, usize, usize) {
    let mut all = cmask_bound();
    let first = all.iter().map(Vec::len).sum::<usize>() + DRAW;
    let dma_at = first + packets[..dma].iter().map(Vec::len).sum::<usize>();
    all.extend_from_slice(packets);
    let (w, draw) = before_draw(&all);
    (findings(&w), draw, dma_at)
}

fn stale_cmask(dma: usize) -> Rule {
    Rule::DmaWithoutInvalidate {
        reader: DmaReader::Cmask(0),
        address: CMASK,
        dma,
    }
}

#[test]
fn cmask_filled_then_made_visible_to_the_cb_lints_clean() {
    // The passes' order: the fill with CP_SYNC, an ACQUIRE_MEM of its range
    // with CB_ACTION_ENA.
    let (found, _, _) = cmask_case(
        &[
            fill(CMASK, BYTES, true),
            acquire(&["CB_ACTION_ENA"], CMASK, BYTES),
        ],
        0,
    );
    assert_eq!(found, vec![]);
    // Without FAST_CLEAR (nor COMPRESSION) the CB does not read the CMASK.
    let (w, _) = before_draw(&[
        set_context_reg(context_field("CB_COLOR0_CMASK", "").0, (CMASK >> 8) as u32),
        fill(CMASK, BYTES, true),
    ]);
    assert_eq!(findings(&w), vec![]);
}

#[test]
fn fill_without_cp_sync() {
    let (found, draw, dma) = cmask_case(
        &[
            fill(CMASK, BYTES, false),
            acquire(&["CB_ACTION_ENA"], CMASK, BYTES),
        ],
        0,
    );
    assert_eq!(found, at(draw, Rule::DmaWithoutSync { dma }));
    // radeonsi's si_cp_dma_wait_for_idle: a 0-byte DMA with CP_SYNC waits
    // for it, before the ACQUIRE_MEM.
    let (found, _, _) = cmask_case(
        &[
            fill(CMASK, BYTES, false),
            fill(0, 0, true),
            acquire(&["CB_ACTION_ENA"], CMASK, BYTES),
        ],
        0,
    );
    assert_eq!(found, vec![]);
    // The wait after the ACQUIRE_MEM: the DMA is waited for, but the
    // invalidation ran while it may have been writing.
    let (found, draw, dma) = cmask_case(
        &[
            fill(CMASK, BYTES, false),
            acquire(&["CB_ACTION_ENA"], CMASK, BYTES),
            fill(0, 0, true),
        ],
        0,
    );
    assert_eq!(found, at(draw, stale_cmask(dma)));
    // Split fills (the passes' chunks): CP_SYNC on the last one covers both.
    let (found, _, _) = cmask_case(
        &[
            fill(CMASK, BYTES / 2, false),
            fill(CMASK + BYTES / 2, BYTES / 2, true),
            acquire(&["CB_ACTION_ENA"], CMASK, BYTES),
        ],
        0,
    );
    assert_eq!(found, vec![]);
}

#[test]
fn gfx6_cp_dma_without_cp_sync() {
    // CP_DMA (gfx6's CP DMA packet, which gfx7 keeps): SRC_SEL = DATA.
    let cp_dma = |sync: bool| {
        packet(
            "CP_DMA",
            &[
                ("SRC_ADDR_LO", 0),
                ("SRC_SEL", 2),
                ("CP_SYNC", u64::from(sync)),
                ("DST_ADDR_LO", CMASK & 0xFFFF_FFFF),
                ("DST_ADDR_HI", CMASK >> 32),
                ("BYTE_COUNT", BYTES),
            ],
        )
    };
    let cb = acquire(&["CB_ACTION_ENA"], CMASK, BYTES);
    let (found, draw, dma) = cmask_case(&[cp_dma(false), cb.clone()], 0);
    assert_eq!(found, at(draw, Rule::DmaWithoutSync { dma }));
    assert_eq!(cmask_case(&[cp_dma(true), cb], 0).0, vec![]);
}

#[test]
fn fill_without_an_invalidation_of_the_cb() {
    // No ACQUIRE_MEM.
    let (found, draw, dma) = cmask_case(&[fill(CMASK, BYTES, true)], 0);
    assert_eq!(found, at(draw, stale_cmask(dma)));
    // One of the wrong unit.
    let (found, draw, dma) = cmask_case(
        &[
            fill(CMASK, BYTES, true),
            acquire(&["DB_ACTION_ENA"], CMASK, BYTES),
        ],
        0,
    );
    assert_eq!(found, at(draw, stale_cmask(dma)));
    // One of a range that misses the CMASK.
    let (found, draw, dma) = cmask_case(
        &[
            fill(CMASK, BYTES, true),
            acquire(&["CB_ACTION_ENA"], CMASK + BYTES, BYTES),
        ],
        0,
    );
    assert_eq!(found, at(draw, stale_cmask(dma)));
    // One that covers the CMASK's base only as a middle part of the fill:
    // the fill is taken as still stale.
    let (found, draw, dma) = cmask_case(
        &[
            fill(CMASK - 0x100, BYTES, true),
            acquire(&["CB_ACTION_ENA"], CMASK, 0x100),
        ],
        0,
    );
    assert_eq!(found, at(draw, stale_cmask(dma)));
    // A metadata flush-and-invalidate event after the fill is one.
    let meta = flush_event("FLUSH_AND_INV_CB_META");
    let (found, _, _) = cmask_case(&[fill(CMASK, BYTES, true), meta], 0);
    assert_eq!(found, vec![]);
    // A data-only flush is not.
    let data = flush_event("FLUSH_AND_INV_CB_PIXEL_DATA");
    let (found, draw, dma) = cmask_case(&[fill(CMASK, BYTES, true), data], 0);
    assert_eq!(found, at(draw, stale_cmask(dma)));
}

#[test]
fn cb_invalidated_before_the_fill_with_no_draw_since() {
    // The unit's sync before the fill (the passes' MetaUnit::sync,
    // radeonsi's barrier before a fast clear): nothing of the CB cached.
    let sync = acquire(&["CB_ACTION_ENA"], 0, 0xFF_FFFF_FFFF * 256);
    let (found, _, _) = cmask_case(&[sync.clone(), fill(CMASK, BYTES, true)], 1);
    assert_eq!(found, vec![]);
    // A sync over a range only is no such sync.
    let part = acquire(&["CB_ACTION_ENA"], 0, 0x100);
    let (found, draw, dma) = cmask_case(&[part, fill(CMASK, BYTES, true)], 1);
    assert_eq!(found, at(draw, stale_cmask(dma)));
    // A draw between the sync and the fill loads the CB's caches again.
    let w = triangle();
    let draw_len = super::packets(&w[DRAW..])[0].len();
    let mut all = cmask_bound();
    all.push(sync);
    all.push(w[DRAW..DRAW + draw_len].to_vec());
    let dma = DRAW + all.iter().map(Vec::len).sum::<usize>();
    all.push(fill(CMASK, BYTES, true));
    let (w, second) = before_draw(&all);
    assert_eq!(findings(&w), at(second, stale_cmask(dma)));
}

/// `EVENT_WRITE` of `event` (its number in the spec's `VGT_EVENT_TYPE`).
fn flush_event(event: &str) -> Vec<u32> {
    let e = spec()["enums"]["VGT_EVENT_TYPE"]["values"]
        .as_array()
        .unwrap()
        .iter()
        .find(|v| v["name"] == event)
        .unwrap_or_else(|| panic!("{event} in the spec"));
    packet(
        "EVENT_WRITE",
        &[("EVENT_TYPE", e["value"].as_u64().unwrap())],
    )
}

#[test]
fn texture_written_by_dma() {
    // The frame's PS T# is at 0x2200000000 (word 0 = 0x22000000).
    let w = triangle();
    assert_eq!(w[super::tsharp(&w)], 0x2200_0000);
    let texture = 0x22_0000_0000;
    let stale = |dma| Rule::DmaWithoutInvalidate {
        reader: DmaReader::Descriptor {
            at: PS_UD0,
            kind: gcn::decode::DescriptorKind::Image,
        },
        address: texture,
        dma,
    };
    let (w, draw) = before_draw(&[fill(texture, BYTES, true)]);
    assert_eq!(findings(&w), at(draw, stale(DRAW)));
    let (w, _) = before_draw(&[
        fill(texture, BYTES, true),
        acquire(&["TCL1_ACTION_ENA"], texture, BYTES),
    ]);
    assert_eq!(findings(&w), vec![]);
    // The CB's invalidation is not the texture cache's.
    let (w, draw) = before_draw(&[
        fill(texture, BYTES, true),
        acquire(&["CB_ACTION_ENA"], texture, BYTES),
    ]);
    assert_eq!(findings(&w), at(draw, stale(DRAW)));
}

#[test]
fn findings_print() {
    let (found, draw, dma) = cmask_case(&[fill(CMASK, BYTES, false)], 0);
    assert_eq!(found, at(draw, Rule::DmaWithoutSync { dma }));
    let mut all = cmask_bound();
    all.push(fill(CMASK, BYTES, true));
    let (w, _) = before_draw(&all);
    let printed = super::printed(&w);
    assert_eq!(
        printed,
        vec![format!(
            "@{draw:#x} dma-without-invalidate: CMASK of colour target 0 at {CMASK:#x} reads what the DMA at {dma:#x} wrote, with no CB invalidation (CB_ACTION_ENA) after it"
        )]
    );
}

/// The crate's HTILE initialisation ([`gcn::passes::init_htile`]) and a
/// fast depth clear drawing with that target lint clean; with the packets
/// that make the fill visible to the DB taken out (NOPs of the same size),
/// or with the fill's `CP_SYNC` cleared, they do not.
#[test]
fn htile_initialisation_lints_clean_and_wrong_without_its_syncs() {
    use gcn::blocks::depth_target::{DepthSurface, DepthTarget};
    use gcn::decode::{Decoder, Packet};
    use gcn::passes::{HtileInit, RestoreState, fast_depth_clear, init_htile};
    use gcn::tiling::config::{Config, Ps4TileMode};
    use gcn::tiling::meta::{MetaInput, MetaTile, htile_info};
    use gcn::tiling::surface::{SurfaceFlags, SurfaceInput, surface_info};
    const HTILE: u64 = 0x200_0000;
    let cfg = &Config::PS4;
    let entry = Ps4TileMode::Depth2dThin256.index();
    let input =
        SurfaceInput::new(entry, 32, 1920, 1080).with_flags(SurfaceFlags::new().with_depth(true));
    let info = surface_info(cfg, &input).unwrap();
    let tile = MetaTile::Index(info.tile_index, info.macro_mode_index);
    let htile = htile_info(
        cfg,
        &MetaInput::new(info.pitch_elems, info.height_elems, 1, tile),
    )
    .unwrap();
    let s = DepthSurface::from_surface_info(
        gcn::desc::DataFormat::D32_FLOAT,
        1920,
        1080,
        &info,
        0x100_0000,
    )
    .unwrap()
    .with_htile(HTILE);
    let depth = DepthTarget::setup(cfg, &s).unwrap();
    let mut storage = vec![0u32; 512];
    let mut cb = gcn::pm4::CommandBuffer::new(&mut storage);
    depth.emit(&mut cb).unwrap();
    init_htile(&mut cb, &depth, &htile, HTILE, HtileInit::Fresh).unwrap();
    fast_depth_clear(&mut cb, &depth, true, false, &RestoreState::DEFAULT).unwrap();
    let stream = cb.as_slice().to_vec();
    let lint_of = |words: &[u32]| {
        let mut out = Vec::new();
        lint(
            words,
            &mut Shadow::new(),
            |_, _| None,
            |f: Finding| out.push((f.site.offset, f.rule)),
        );
        // The bare pass stream has no state reset and no shaders bound.
        out.retain(|(_, r)| {
            !matches!(
                r,
                Rule::NoStateReset | Rule::NoVsProgram | Rule::NoPsProgram
            )
        });
        out
    };
    assert_eq!(lint_of(&stream), vec![]);
    // The packets, found by decoding: the DB sync's event and ACQUIRE_MEM,
    // the fill, the ACQUIRE_MEM of its range; the clear's draw.
    let decoded: Vec<_> = Decoder::new(&stream).map(|d| d.unwrap()).collect();
    let offset = |pick: &dyn Fn(&Packet<'_>) -> bool, nth: usize| {
        let d = decoded.iter().filter(|d| pick(&d.packet)).nth(nth).unwrap();
        (d.offset, d.len())
    };
    let (fill_at, _) = offset(&|p| matches!(p, Packet::DmaData(_)), 0);
    let around = |pick: &dyn Fn(&Packet<'_>) -> bool, before: bool| {
        let mut d = decoded.iter().filter(|d| pick(&d.packet));
        let d = if before {
            d.filter(|d| d.offset < fill_at).last()
        } else {
            d.find(|d| d.offset > fill_at)
        };
        d.map(|d| (d.offset, d.len())).unwrap()
    };
    let is_acquire = |p: &Packet<'_>| matches!(p, Packet::AcquireMem(_));
    let acquires = [around(&is_acquire, true), around(&is_acquire, false)];
    let (event_at, event_len) = around(&|p| matches!(p, Packet::EventWrite(_)), true);
    let draw = decoded
        .iter()
        .find(|d| matches!(d.packet, Packet::DrawIndexAuto(_)))
        .unwrap()
        .offset;
    // The fill's dwords are the spec's DMA_DATA fill of the HTILE.
    assert_eq!(
        stream[fill_at..fill_at + 7],
        fill(HTILE, htile.htile_bytes, true)[..]
    );
    let nop = |w: &mut Vec<u32>, (at, len): (usize, usize)| {
        w[at] = super::nop(len as u32);
        for x in &mut w[at + 1..at + len] {
            *x = 0;
        }
    };
    let stale = Rule::DmaWithoutInvalidate {
        reader: DmaReader::Htile,
        address: HTILE,
        dma: fill_at,
    };
    // Without the ACQUIRE_MEM after the fill.
    let mut w = stream.clone();
    nop(&mut w, acquires[1]);
    assert_eq!(lint_of(&w), vec![]);
    // ... and without the DB sync before it.
    nop(&mut w, acquires[0]);
    nop(&mut w, (event_at, event_len));
    assert_eq!(lint_of(&w), vec![(draw, stale)]);
    // Without the sync before it only: the ACQUIRE_MEM after covers it.
    let mut w = stream.clone();
    nop(&mut w, acquires[0]);
    nop(&mut w, (event_at, event_len));
    assert_eq!(lint_of(&w), vec![]);
    // The fill without CP_SYNC (DMA_DATA dword 1 bit 31, the spec's CP_SYNC).
    let mut w = stream.clone();
    w[fill_at + 1] &= !packet("DMA_DATA", &[("CP_SYNC", 1)])[1];
    assert_eq!(
        lint_of(&w),
        vec![(draw, Rule::DmaWithoutSync { dma: fill_at })]
    );
    // A gfx8 shadow: the same.
    let mut out = Vec::new();
    lint(
        &stream,
        &mut Shadow::for_gfx(Gfx::Gfx8),
        |_, _| None,
        |f: Finding| out.push(f.rule),
    );
    assert!(!out.iter().any(|r| matches!(
        r,
        Rule::DmaWithoutSync { .. } | Rule::DmaWithoutInvalidate { .. }
    )));
}

/// The crate's CMASK fast clear ([`gcn::passes::fast_color_clear`]) of the
/// frame's colour target before its draw lints clean; with its CB sync and
/// the `ACQUIRE_MEM` after its fill taken out, or the fill's `CP_SYNC`
/// cleared, the draw (which reads the CMASK: `FAST_CLEAR` is set) is found.
#[test]
fn cmask_fast_clear_before_the_draw() {
    use gcn::blocks::Slot;
    use gcn::blocks::clear_value::ClearColor;
    use gcn::blocks::color_target::{ColorSurface, ColorTarget};
    use gcn::decode::{Decoder, Packet};
    use gcn::passes::{SizedTarget, fast_color_clear};
    use gcn::tiling::config::{Config, Ps4TileMode};
    use gcn::tiling::meta::{MetaInput, MetaTile, cmask_info};
    use gcn::tiling::surface::{SurfaceFlags, SurfaceInput, surface_info};
    let w = triangle();
    // The frame's colour target 0 address (CB_COLOR0_BASE 0x20000000 x 256).
    let base = u64::from(w[reg(&w, "CB_COLOR0_BASE").value]) << 8;
    let input = SurfaceInput::new(Ps4TileMode::Display2dThin.index(), 32, 1920, 1080)
        .with_flags(SurfaceFlags::new().with_color(true).with_display(true));
    let info = surface_info(&Config::PS4, &input).unwrap();
    let tile = MetaTile::Index(info.tile_index, info.macro_mode_index);
    let cmask = cmask_info(&Config::PS4, &MetaInput::new(1920, 1088, 1, tile)).unwrap();
    let s = ColorSurface::from_surface_info(
        gcn::desc::DataFormat::B8G8R8A8_UNORM,
        1920,
        1080,
        &info,
        base,
    )
    .unwrap();
    let t = SizedTarget::of(ColorTarget::setup(&Config::PS4, Slot::S0, &s).unwrap(), &s);
    let mut storage = vec![0u32; 256];
    let mut cb = gcn::pm4::CommandBuffer::new(&mut storage);
    fast_color_clear(&mut cb, &t, &cmask, CMASK, ClearColor::Float([0.0; 4])).unwrap();
    let pass = cb.as_slice().to_vec();
    let (stream, draw) = before_draw(std::slice::from_ref(&pass));
    assert_eq!(findings(&stream), vec![]);
    // The pass's packets, found by decoding it: the CB sync's event and
    // ACQUIRE_MEM, the fill, the ACQUIRE_MEM of its range.
    let decoded: Vec<_> = Decoder::new(&pass).map(|d| d.unwrap()).collect();
    let find = |pick: &dyn Fn(&Packet<'_>) -> bool, nth: usize| {
        let d = decoded.iter().filter(|d| pick(&d.packet)).nth(nth).unwrap();
        (DRAW + d.offset, d.len())
    };
    let event = find(&|p| matches!(p, Packet::EventWrite(_)), 0);
    let sync = find(&|p| matches!(p, Packet::AcquireMem(_)), 0);
    let after = find(&|p| matches!(p, Packet::AcquireMem(_)), 1);
    let (fill_at, _) = find(&|p| matches!(p, Packet::DmaData(_)), 0);
    assert!(event.0 < sync.0 && sync.0 < fill_at && fill_at < after.0);
    // The fill is the spec's DMA_DATA fill of the CMASK with 0.
    assert_eq!(
        stream[fill_at..fill_at + 7],
        fill(CMASK, cmask.cmask_bytes, true)[..]
    );
    let nop = |w: &mut Vec<u32>, (at, len): (usize, usize)| {
        w[at] = super::nop(len as u32);
        w[at + 1..at + len].fill(0);
    };
    // Without the sync before the fill: the ACQUIRE_MEM after covers it.
    let mut broken = stream.clone();
    nop(&mut broken, event);
    nop(&mut broken, sync);
    assert_eq!(findings(&broken), vec![]);
    // Without the one after as well: found.
    nop(&mut broken, after);
    assert_eq!(findings(&broken), at(draw, stale_cmask(fill_at)));
    // The fill without CP_SYNC.
    let mut broken = stream.clone();
    broken[fill_at + 1] &= !packet("DMA_DATA", &[("CP_SYNC", 1)])[1];
    assert_eq!(
        findings(&broken),
        at(draw, Rule::DmaWithoutSync { dma: fill_at })
    );
}
