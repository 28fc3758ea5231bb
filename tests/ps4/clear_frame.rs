//! The stream of `examples/clear`, recorded by the example's own code: it
//! decodes packet after packet to the last dword and each pass leaves the
//! state the issue asks for, read back from the stream in order.

#[path = "../../examples/clear/frame.rs"]
mod frame;

use gcn::blocks::clear_value::ClearColor;
use gcn::decode::{Decoder, Packet};
use gcn::pm4::{CommandBuffer, Opcode};
use gcn::regs::Space;

fn recorded() -> Vec<u32> {
    let mut storage = vec![0u32; 2048];
    let mut cb = CommandBuffer::new(&mut storage);
    let steps = frame::record(&mut cb).expect("the example records");
    assert_eq!(steps.len(), 9);
    cb.as_slice().to_vec()
}

/// Every register write in stream order, the draws (with their predicate
/// bit) and the other packets (opcode and whole dwords) between them.
#[derive(Debug, PartialEq)]
enum Event {
    Write(Space, u32, u32),
    Draw { predicated: bool },
    Packet(Opcode, Vec<u32>),
}

fn events(words: &[u32]) -> Vec<Event> {
    let mut out = Vec::new();
    let mut next = 0;
    for d in Decoder::new(words) {
        let d = d.unwrap_or_else(|e| panic!("decode error: {e}"));
        assert_eq!(d.offset, next, "packets follow each other");
        next += d.len();
        let raw = &words[d.offset..d.offset + d.len()];
        match d.packet {
            Packet::SetRegs(s) => {
                for w in s.writes() {
                    out.push(Event::Write(w.space, w.offset, w.value));
                }
            }
            ref p if p.opcode() == Some(Opcode::DRAW_INDEX_AUTO) => out.push(Event::Draw {
                predicated: raw[0] & 1 != 0,
            }),
            ref p => {
                if let Some(op) = p.opcode() {
                    out.push(Event::Packet(op, raw.to_vec()));
                }
            }
        }
    }
    assert_eq!(next, words.len(), "the last packet ends at the last dword");
    out
}

/// The first write of `value` to `offset` in `space` at or after event `from`.
fn find(ev: &[Event], from: usize, space: Space, offset: u32, value: u32) -> usize {
    ev.iter()
        .enumerate()
        .skip(from)
        .find(|(_, e)| **e == Event::Write(space, offset, value))
        .map(|(i, _)| i)
        .unwrap_or_else(|| panic!("no write of {value:#010x} to {offset:#x} after event {from}"))
}

/// The first packet of `op` at or after event `from` whose dwords are `words`.
fn find_packet(ev: &[Event], from: usize, op: Opcode, words: &[u32]) -> usize {
    ev.iter()
        .enumerate()
        .skip(from)
        .find(|(_, e)| matches!(e, Event::Packet(o, w) if *o == op && w == words))
        .map(|(i, _)| i)
        .unwrap_or_else(|| panic!("no {op:?} {words:08x?} after event {from}"))
}

/// A rect list (`VGT_PRIMITIVE_TYPE` 17) set at or after `from`, drawn at once.
fn rect_draw(ev: &[Event], from: usize) -> usize {
    let rect = find(ev, from, Space::Uconfig, 0x242, 17);
    assert_eq!(ev[rect + 1], Event::Draw { predicated: false });
    rect + 1
}

// Register values of the frame, each computed from the register spec's
// field positions (tests/data/gcn-registers.json) and the example's inputs.

/// `CB_COLOR0_INFO` of the fast-cleared 1920x1080 B8G8R8A8_UNORM target:
/// FORMAT COLOR_8_8_8_8 (0xA) << 2 = 0x28, NUMBER_TYPE UNORM (0) << 8,
/// COMP_SWAP SWAP_ALT (1, the B, G, R, A order) << 11 = 0x800, FAST_CLEAR
/// (its CMASK) << 13 = 0x2000, BLEND_CLAMP (a UNORM format) << 15 = 0x8000,
/// SIMPLE_FLOAT << 17 = 0x2_0000.
const FAST_INFO: u32 = 0x0002_A828;
/// `CB_COLOR0_INFO` of the 4x MSAA R8G8B8A8_UNORM target: FORMAT 0x28,
/// COMP_SWAP SWAP_STD (0), FAST_CLEAR (its CMASK) << 13 = 0x2000,
/// COMPRESSION (its FMASK) << 14 = 0x4000, BLEND_CLAMP 0x8000,
/// SIMPLE_FLOAT 0x2_0000.
const MSAA_INFO: u32 = 0x0002_E028;
/// `CB_COLOR0_CLEAR_WORD0` of the clear colour (0.0, 0.25, 0.3, 1.0) in
/// B8G8R8A8_UNORM: the channels in memory order B, G, R, A, each
/// round(c * 255), little-endian: B = 0.3 * 255 = 76.5 (0.3f is
/// 0.30000001, so 76.500003) -> 77 = 0x4D; G = 63.75 -> 64 = 0x40;
/// R = 0; A = 255 = 0xFF. `0x4D | 0x40 << 8 | 0x00 << 16 | 0xFF << 24`.
const CLEAR_WORD0: u32 = 0xFF00_404D;
/// `CB_COLOR_CONTROL`: MODE << 4 | ROP3 0xCC (copy) << 16.
const fn cb_mode(mode: u32) -> u32 {
    mode << 4 | 0xCC << 16
}
/// CB_NORMAL, CB_ELIMINATE_FAST_CLEAR, CB_RESOLVE, CB_FMASK_DECOMPRESS.
const NORMAL: u32 = cb_mode(1);
const ELIMINATE: u32 = cb_mode(2);
const RESOLVE: u32 = cb_mode(3);
const FMASK_DECOMPRESS: u32 = cb_mode(5);
/// A CB sync over the whole address range: `ACQUIRE_MEM` (0x58, 6 body
/// dwords) with CB_ACTION_ENA (25) and CB0..7_DEST_BASE_ENA (13:6),
/// COHER_SIZE 0xFFFF_FFFF and COHER_SIZE_HI 0xFF (every bit of its 8-bit
/// field), base 0, POLL_INTERVAL 10.
const CB_SYNC: [u32; 7] = [0xC005_5800, 0x0200_3FC0, 0xFFFF_FFFF, 0xFF, 0, 0, 10];

#[test]
fn each_pass_leaves_its_state() {
    // The example's inputs the values below are computed from.
    assert_eq!(
        [frame::COLOR, frame::CMASK, frame::HTILE, frame::COLOR1],
        [0x0100_0000, 0x0200_0000, 0x0400_0000, 0x0500_0000]
    );
    assert_eq!(
        [frame::PS_CODE, frame::QUERY, frame::MSAA, frame::RESOLVED],
        [0x0600_0100, 0x0700_0000, 0x0800_0000, 0x0B00_0000]
    );
    assert_eq!(frame::CLEAR, ClearColor::Float([0.0, 0.25, 0.3, 1.0]));
    assert_eq!(frame::SLOW, [1.0, 0.5, 0.0, 1.0]);
    let ev = events(&recorded());
    let c = Space::Context;
    let sh = Space::Sh;
    // 1. CB_COLOR0_INFO with FAST_CLEAR, CB_COLOR0_CMASK = CMASK 0x0200_0000 >> 8,
    // CB_COLOR0_CLEAR_WORD0/1 (a 32-bit format: word 1 is 0).
    let info = find(&ev, 0, c, 0x31C, FAST_INFO);
    find(&ev, 0, c, 0x31F, 0x0002_0000);
    let word0 = find(&ev, 0, c, 0x323, CLEAR_WORD0);
    assert_eq!(ev[word0 + 1], Event::Write(c, 0x324, 0));
    // 3. CB_COLOR_CONTROL.MODE CB_ELIMINATE_FAST_CLEAR, a rect list drawn, MODE back to CB_NORMAL.
    let elim = find(&ev, info, c, 0x202, ELIMINATE);
    let drawn = rect_draw(&ev, elim);
    let back = find(&ev, drawn, c, 0x202, NORMAL);

    // 4. The slow clear of slot 1: its surface bound at slot 0
    // (CB_COLOR0_BASE = COLOR1 0x0500_0000 >> 8), the clear PS
    // (SPI_SHADER_PGM_LO_PS = PS_CODE 0x0600_0100 >> 8) with the colour
    // (1.0, 0.5, 0.0, 1.0) as floats in its user data, blending off, target
    // 0 only, CB_NORMAL, a rect list; then slot 0's fast-cleared surface
    // (COLOR 0x0100_0000 >> 8) again.
    let slot1 = find(&ev, back, c, 0x318, 0x0005_0000);
    let ps = find(&ev, slot1, sh, 0x08, 0x0006_0001);
    for (i, bits) in [0x3F80_0000, 0x3F00_0000, 0, 0x3F80_0000]
        .into_iter()
        .enumerate()
    {
        find(&ev, ps, sh, 0x0C + i as u32, bits);
    }
    let blend = find(&ev, ps, c, 0x1E0, 0);
    let mask = find(&ev, blend, c, 0x08E, 0xF);
    let normal = find(&ev, mask, c, 0x202, NORMAL);
    let drawn = rect_draw(&ev, normal);
    let rebound = find(&ev, drawn, c, 0x318, 0x0001_0000);
    find(&ev, rebound, c, 0x31C, FAST_INFO);

    // 5. The occlusion query: the 128-byte result at QUERY 0x0700_0000
    // cleared (DMA_DATA: CP_SYNC 31 | SRC_SEL DATA (2) << 29, data 0,
    // DST_ADDR, BYTE_COUNT 128); counting on (DB_COUNT_CONTROL: radeonsi's
    // gfx7 precise query, PERFECT_ZPASS_COUNTS 1 << 1, ZPASS_ENABLE 1 << 8,
    // SLICE_EVEN_ENABLE 1 << 24, SLICE_ODD_ENABLE 1 << 28); ZPASS_DONE
    // (EVENT_TYPE 0x15 | EVENT_INDEX 1 << 8) at QUERY, a draw, ZPASS_DONE at
    // QUERY + 8, counting off (0); SET_PREDICATION on QUERY (PRED_OP ZPASS
    // 1 << 16, HINT no-wait 1 << 12, PREDICATION_BOOLEAN draw-if-visible
    // 1 << 8), a predicated draw, SET_PREDICATION CLEAR (all zero).
    let fill = find_packet(
        &ev,
        rebound,
        Opcode::DMA_DATA,
        &[0xC005_5000, 0xC000_0000, 0, 0, 0x0700_0000, 0, 128],
    );
    let count = find(&ev, fill, c, 0x001, 0x1100_0102);
    let zpass = |address: u32| [0xC002_4600, 0x115, address, 0];
    let begin = find_packet(&ev, count, Opcode::EVENT_WRITE, &zpass(0x0700_0000));
    assert_eq!(ev[begin + 1], Event::Draw { predicated: false });
    let end = find_packet(&ev, begin, Opcode::EVENT_WRITE, &zpass(0x0700_0008));
    let off = find(&ev, end, c, 0x001, 0);
    let pred = find_packet(
        &ev,
        off,
        Opcode::SET_PREDICATION,
        &[0xC001_2000, 0x0700_0000, 0x0001_1100],
    );
    assert_eq!(ev[pred + 1], Event::Draw { predicated: true });
    let clear = find_packet(&ev, pred, Opcode::SET_PREDICATION, &[0xC001_2000, 0, 0]);

    // 6. The transition: FLUSH_AND_INV_CB_META (0x2E), PS_PARTIAL_FLUSH
    // (0x10 | EVENT_INDEX 4 << 8), then ACQUIRE_MEM with CB0..7_DEST_BASE_ENA
    // (13:6), TCL1_ACTION_ENA (22), TC_ACTION_ENA (23, the CB does not write
    // through the L2 on gfx7), CB_ACTION_ENA (25) and SH_KCACHE_ACTION_ENA
    // (27) over the colour target from COLOR 0x0100_0000 >> 8: its
    // 1920 x 1088 texels of 4 bytes (1080 rows padded to the 64-row macro tile
    // of 2D thin 32 bpp: 8 x bank height 1 x 16 banks / aspect 2; 1920 is 15
    // macro tiles of 8 x bank width 1 x 8 pipes x aspect 2 = 128), in 256-byte
    // units: 1920 * 1088 * 4 / 256 = 0x7F80.
    let meta = find_packet(&ev, clear, Opcode::EVENT_WRITE, &[0xC000_4600, 0x2E]);
    assert_eq!(
        ev[meta + 1],
        Event::Packet(Opcode::EVENT_WRITE, vec![0xC000_4600, 0x410])
    );
    let acquire = find_packet(
        &ev,
        meta,
        Opcode::ACQUIRE_MEM,
        &[0xC005_5800, 0x0AC0_3FC0, 0x7F80, 0, 0x0001_0000, 0, 10],
    );
    assert_eq!(acquire, meta + 2);

    // 7. The FMASK decompress: the MSAA target at slot 0 (CB_COLOR0_BASE =
    // MSAA 0x0800_0000 >> 8, with COMPRESSION), a CB sync, MODE
    // CB_FMASK_DECOMPRESS, a rect list, a CB sync, the frame's slot 0 again.
    // Then the resolve: the MSAA target at slot 0 and the single-sample one
    // at slot 1 (CB_COLOR1_BASE 0x327 = RESOLVED 0x0B00_0000 >> 8), MODE
    // CB_RESOLVE, a rect list, a CB sync, the frame's slot 1 (COLOR1) again.
    // First the MSAA target's CMASK, which FMASK compression needs on
    // gfx6-gfx8: a CB sync, a DMA_DATA fill (CP_SYNC | SRC_SEL DATA) of
    // 0xCCCC_CCCC (radeonsi's initial CMASK of a surface with FMASK) over
    // its 20480 bytes at MSAA_CMASK 0x0A80_0000 (the 1920 x 1088 target's
    // 160 CMASK blocks, CB_COLOR0_CMASK_SLICE.TILE_MAX 0x9F + 1, of 128
    // bytes: 16 x 16 tiles of 8 x 8 pixels at 4 bits), then ACQUIRE_MEM for
    // the CB (CB_ACTION_ENA, 25) over that range: COHER_SIZE 20480 / 256 =
    // 0x50, COHER_BASE 0x0A80_0000 >> 8.
    assert_eq!(frame::MSAA_CMASK, 0x0A80_0000);
    let sync = find_packet(&ev, acquire, Opcode::ACQUIRE_MEM, &CB_SYNC);
    let fill = find_packet(
        &ev,
        sync,
        Opcode::DMA_DATA,
        &[
            0xC005_5000,
            0xC000_0000,
            0xCCCC_CCCC,
            0,
            0x0A80_0000,
            0,
            20480,
        ],
    );
    assert_eq!(fill, sync + 1);
    let cmask_acquire = [0xC005_5800, 0x0200_0000, 0x50, 0, 0x000A_8000, 0, 10];
    assert_eq!(
        ev[fill + 1],
        Event::Packet(Opcode::ACQUIRE_MEM, cmask_acquire.to_vec())
    );
    // The MSAA target then bound with FAST_CLEAR and COMPRESSION, its CMASK
    // at CB_COLOR0_CMASK = 0x0A80_0000 >> 8 and CB_COLOR0_CMASK_SLICE 0x9F.
    let msaa = find(&ev, fill, c, 0x318, 0x0008_0000);
    find(&ev, msaa, c, 0x31C, MSAA_INFO);
    find(&ev, msaa, c, 0x31F, 0x000A_8000);
    find(&ev, msaa, c, 0x320, 0x9F);
    let sync = find_packet(&ev, msaa, Opcode::ACQUIRE_MEM, &CB_SYNC);
    let fmask = find(&ev, sync, c, 0x202, FMASK_DECOMPRESS);
    let drawn = rect_draw(&ev, fmask);
    let sync = find_packet(&ev, drawn, Opcode::ACQUIRE_MEM, &CB_SYNC);
    let rebound = find(&ev, sync, c, 0x318, 0x0001_0000);
    let src = find(&ev, rebound, c, 0x318, 0x0008_0000);
    let dst = find(&ev, src, c, 0x327, 0x000B_0000);
    let sync = find_packet(&ev, dst, Opcode::ACQUIRE_MEM, &CB_SYNC);
    let resolve = find(&ev, sync, c, 0x202, RESOLVE);
    let drawn = rect_draw(&ev, resolve);
    let sync = find_packet(&ev, drawn, Opcode::ACQUIRE_MEM, &CB_SYNC);
    let after = find(&ev, sync, c, 0x327, 0x0005_0000);

    // 8. The new HTILE filled first (init_htile, HtileInit::Fresh): a DB
    // sync, EVENT_WRITE (0x46) FLUSH_AND_INV_DB_META (0x2C) and ACQUIRE_MEM
    // over all memory with DB_ACTION_ENA (26) and DB_DEST_BASE_ENA (14);
    // a DMA_DATA fill (CP_SYNC | SRC_SEL DATA) of radeonsi's initial word
    // for an HTILE that is not TC-compatible, 0 (si_texture.c), over the
    // 196608 bytes at HTILE 0x0400_0000 (addrlib's slice of the 1920 x 1088
    // entry-2 Z32F surface, tests/data/tiling/htile.jsonl, already a whole
    // number of the 8 pipes x 2048 bytes a total is aligned to); then ACQUIRE_MEM
    // for the DB over that range: COHER_SIZE 196608 / 256 = 0x300,
    // COHER_BASE 0x0400_0000 >> 8.
    let db_meta = find_packet(&ev, after, Opcode::EVENT_WRITE, &[0xC000_4600, 0x2C]);
    let db_sync = [0xC005_5800, 0x0400_4000, 0xFFFF_FFFF, 0xFF, 0, 0, 10];
    assert_eq!(
        ev[db_meta + 1],
        Event::Packet(Opcode::ACQUIRE_MEM, db_sync.to_vec())
    );
    let fill = [0xC005_5000, 0xC000_0000, 0, 0, 0x0400_0000, 0, 196_608];
    assert_eq!(
        ev[db_meta + 2],
        Event::Packet(Opcode::DMA_DATA, fill.to_vec())
    );
    let htile_acquire = [0xC005_5800, 0x0400_0000, 0x300, 0, 0x0004_0000, 0, 10];
    assert_eq!(
        ev[db_meta + 3],
        Event::Packet(Opcode::ACQUIRE_MEM, htile_acquire.to_vec())
    );
    let after = db_meta + 3;
    // The target: DB_HTILE_DATA_BASE = HTILE 0x0400_0000 >> 8, and DB_Z_INFO:
    // FORMAT Z_32_FLOAT (3), TILE_SPLIT 256B (2) << 13 = 0x4000,
    // TILE_MODE_INDEX 2 << 20 = 0x20_0000, ALLOW_EXPCLEAR 1 << 27,
    // TILE_SURFACE_ENABLE 1 << 29, ZRANGE_PRECISION (clear value 1.0, not 0)
    // 1 << 31.
    find(&ev, after, c, 0x005, 0x0004_0000);
    let z = find(&ev, after, c, 0x010, 0xA820_4003);
    // DB_RENDER_CONTROL = DEPTH_CLEAR_ENABLE (bit 0) with
    // DB_RENDER_OVERRIDE2 = DISABLE_ZMASK_EXPCLEAR_OPTIMIZATION (bit 5), a
    // rect draw, then DB_RENDER_CONTROL = 0.
    let clear = find(&ev, z, c, 0x000, 0x1);
    find(&ev, clear, c, 0x004, 0x20);
    let drawn = rect_draw(&ev, clear);
    let back = find(&ev, drawn, c, 0x000, 0);
    // 9. The decompress: DB_RENDER_CONTROL = STENCIL_COMPRESS_DISABLE (bit 5)
    // | DEPTH_COMPRESS_DISABLE (bit 6), a rect draw, then 0.
    let dec = find(&ev, back, c, 0x000, 0x60);
    let drawn = rect_draw(&ev, dec);
    find(&ev, drawn, c, 0x000, 0);
}

/// The example's stream passes every lint rule (state reset first, programs
/// bound at each draw, no draw into a disabled colour slot or without depth).
#[test]
fn lints_clean() {
    use gcn::decode::lint::{Finding, lint};
    use gcn::decode::state::Shadow;
    let words = recorded();
    let mut shadow = Shadow::new();
    let mut found = Vec::new();
    lint(
        &words,
        &mut shadow,
        |_, _| None,
        |f: Finding| found.push(f.to_string()),
    );
    assert!(found.is_empty(), "{found:?}");
}
