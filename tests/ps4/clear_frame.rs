//! The stream of `examples/clear`, recorded by the example's own code: it
//! decodes packet after packet to the last dword and each pass leaves the
//! state the issue asks for, read back from the stream in order.

#[path = "../../examples/clear/frame.rs"]
mod frame;

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

fn find(ev: &[Event], from: usize, space: Space, offset: u32, ok: impl Fn(u32) -> bool) -> usize {
    ev.iter()
        .enumerate()
        .skip(from)
        .find(|(_, e)| matches!(e, Event::Write(s, o, v) if *s == space && *o == offset && ok(*v)))
        .map(|(i, _)| i)
        .unwrap_or_else(|| panic!("no write of {offset:#x} after event {from}"))
}

/// The first packet of `op` at or after `from` whose dwords satisfy `ok`.
fn find_packet(ev: &[Event], from: usize, op: Opcode, ok: impl Fn(&[u32]) -> bool) -> usize {
    ev.iter()
        .enumerate()
        .skip(from)
        .find(|(_, e)| matches!(e, Event::Packet(o, w) if *o == op && ok(w)))
        .map(|(i, _)| i)
        .unwrap_or_else(|| panic!("no {op:?} after event {from}"))
}

/// A rect list (`VGT_PRIMITIVE_TYPE` 17) set at or after `from`, drawn at once.
fn rect_draw(ev: &[Event], from: usize) -> usize {
    let rect = find(ev, from, Space::Uconfig, 0x242, |v| v == 17);
    assert_eq!(ev[rect + 1], Event::Draw { predicated: false });
    rect + 1
}

#[test]
fn each_pass_leaves_its_state() {
    let ev = events(&recorded());
    let c = Space::Context;
    let sh = Space::Sh;
    // 1. CB_COLOR0_INFO.FAST_CLEAR (bit 13), non-zero CB_COLOR0_CMASK and CLEAR_WORD0.
    let info = find(&ev, 0, c, 0x31C, |v| v & (1 << 13) != 0);
    find(&ev, 0, c, 0x31F, |v| v == (frame::CMASK >> 8) as u32);
    find(&ev, 0, c, 0x323, |v| v != 0);
    // 3. CB_COLOR_CONTROL.MODE (4..6) = CB_ELIMINATE_FAST_CLEAR 2, a rect list drawn, MODE back to 1.
    let elim = find(&ev, info, c, 0x202, |v| (v >> 4) & 7 == 2);
    let drawn = rect_draw(&ev, elim);
    let back = find(&ev, drawn, c, 0x202, |v| (v >> 4) & 7 == 1);

    // 4. The slow clear of slot 1: its surface bound at slot 0 (CB_COLOR0_BASE),
    // the clear PS (SPI_SHADER_PGM_LO_PS) with the colour in its user data,
    // blending off, target 0 only, CB_NORMAL, a rect list; then slot 0's
    // fast-cleared surface again.
    let slot1 = find(&ev, back, c, 0x318, |v| v == (frame::COLOR1 >> 8) as u32);
    let ps = find(&ev, slot1, sh, 0x08, |v| v == (frame::PS_CODE >> 8) as u32);
    for (i, channel) in frame::SLOW.iter().enumerate() {
        find(&ev, ps, sh, 0x0C + i as u32, |v| v == channel.to_bits());
    }
    let blend = find(&ev, ps, c, 0x1E0, |v| v == 0);
    let mask = find(&ev, blend, c, 0x08E, |v| v == 0xF);
    let normal = find(&ev, mask, c, 0x202, |v| (v >> 4) & 7 == 1);
    let drawn = rect_draw(&ev, normal);
    let rebound = find(&ev, drawn, c, 0x318, |v| v == (frame::COLOR >> 8) as u32);
    find(&ev, rebound, c, 0x31C, |v| v & (1 << 13) != 0);

    // 5. The occlusion query: the result cleared (DMA_DATA of 128 bytes to
    // QUERY), counting on (DB_COUNT_CONTROL.ZPASS_ENABLE 8..11), ZPASS_DONE
    // (event 0x15) at QUERY, a draw, ZPASS_DONE at QUERY + 8, counting off
    // (DB_COUNT_CONTROL = 0, radeonsi's gfx7 value);
    // SET_PREDICATION ZPASS (PRED_OP 1 at 16..18) on QUERY, a predicated draw,
    // SET_PREDICATION CLEAR.
    let lo = |a: u64| a as u32;
    let fill = find_packet(&ev, rebound, Opcode::DMA_DATA, |w| {
        w[4] == lo(frame::QUERY) && w[6] == 128
    });
    let count = find(&ev, fill, c, 0x001, |v| (v >> 8) & 0xF == 1);
    let begin = find_packet(&ev, count, Opcode::EVENT_WRITE, |w| {
        w[1] & 0x3F == 0x15 && w[2] == lo(frame::QUERY)
    });
    assert_eq!(ev[begin + 1], Event::Draw { predicated: false });
    let end = find_packet(&ev, begin, Opcode::EVENT_WRITE, |w| {
        w[1] & 0x3F == 0x15 && w[2] == lo(frame::QUERY + 8)
    });
    let off = find(&ev, end, c, 0x001, |v| v == 0);
    let pred = find_packet(&ev, off, Opcode::SET_PREDICATION, |w| {
        w[1] == lo(frame::QUERY) && (w[2] >> 16) & 7 == 1
    });
    assert_eq!(ev[pred + 1], Event::Draw { predicated: true });
    let clear = find_packet(&ev, pred, Opcode::SET_PREDICATION, |w| {
        (w[2] >> 16) & 7 == 0
    });

    // 6. The transition: FLUSH_AND_INV_CB_META (0x2E), PS_PARTIAL_FLUSH
    // (0x10), then ACQUIRE_MEM with CB_ACTION_ENA (25), TC_ACTION_ENA (23,
    // the CB does not write through the L2 on gfx7) and TCL1_ACTION_ENA (22)
    // from the colour target's base.
    let meta = find_packet(&ev, clear, Opcode::EVENT_WRITE, |w| w[1] & 0x3F == 0x2E);
    assert_eq!(
        ev[meta + 1],
        Event::Packet(Opcode::EVENT_WRITE, vec![0xC000_4600, 0x410])
    );
    let acquire = find_packet(&ev, meta, Opcode::ACQUIRE_MEM, |w| {
        w[1] & (1 << 25) != 0
            && w[1] & (1 << 23) != 0
            && w[1] & (1 << 22) != 0
            && w[4] == lo(frame::COLOR >> 8)
    });
    assert_eq!(acquire, meta + 2);

    // 7. The FMASK decompress: the MSAA target at slot 0 (CB_COLOR0_BASE, with
    // CB_COLOR0_INFO.COMPRESSION, bit 14, and its CMASK), a CB sync (a full-range ACQUIRE_MEM,
    // COHER_SIZE 0xFFFFFFFF, with CB_ACTION_ENA), CB_COLOR_CONTROL.MODE 5
    // (CB_FMASK_DECOMPRESS), a rect list, a CB sync, the frame's slot 0 again.
    // Then the resolve: the MSAA target at slot 0 and the single-sample one at
    // slot 1 (CB_COLOR1_BASE 0x327), MODE 3 (CB_RESOLVE), a rect list, a CB
    // sync, the frame's slot 1 again.
    // First its CMASK, which FMASK compression needs on gfx6-gfx8: a CB sync,
    // then a DMA_DATA fill (SRC_SEL DATA) of 0xCCCCCCCC, radeonsi's initial
    // value for a surface with FMASK, at MSAA_CMASK, and an ACQUIRE_MEM of
    // that range for the CB (CB_ACTION_ENA, COHER_BASE the CMASK's).
    let full_sync = |w: &[u32]| w[1] & (1 << 25) != 0 && w[2] == 0xFFFF_FFFF;
    let sync = find_packet(&ev, acquire, Opcode::ACQUIRE_MEM, full_sync);
    let fill = find_packet(&ev, sync, Opcode::DMA_DATA, |w| {
        w[1] == 0xC000_0000 && w[2] == 0xCCCC_CCCC && w[4] == lo(frame::MSAA_CMASK)
    });
    assert_eq!(fill, sync + 1);
    assert!(
        matches!(&ev[fill + 1], Event::Packet(Opcode::ACQUIRE_MEM, w)
        if w[1] == 1 << 25 && w[4] == lo(frame::MSAA_CMASK >> 8))
    );
    // The MSAA target then bound with FAST_CLEAR (13), COMPRESSION (14) and its CMASK.
    let msaa = find(&ev, fill, c, 0x318, |v| v == (frame::MSAA >> 8) as u32);
    find(&ev, msaa, c, 0x31C, |v| v & (3 << 13) == 3 << 13);
    find(&ev, msaa, c, 0x31F, |v| {
        v == (frame::MSAA_CMASK >> 8) as u32
    });
    let sync = find_packet(&ev, msaa, Opcode::ACQUIRE_MEM, full_sync);
    let fmask = find(&ev, sync, c, 0x202, |v| (v >> 4) & 7 == 5);
    let drawn = rect_draw(&ev, fmask);
    let sync = find_packet(&ev, drawn, Opcode::ACQUIRE_MEM, full_sync);
    let rebound = find(&ev, sync, c, 0x318, |v| v == (frame::COLOR >> 8) as u32);
    let src = find(&ev, rebound, c, 0x318, |v| v == (frame::MSAA >> 8) as u32);
    let dst = find(&ev, src, c, 0x327, |v| v == (frame::RESOLVED >> 8) as u32);
    let sync = find_packet(&ev, dst, Opcode::ACQUIRE_MEM, full_sync);
    let resolve = find(&ev, sync, c, 0x202, |v| (v >> 4) & 7 == 3);
    let drawn = rect_draw(&ev, resolve);
    let sync = find_packet(&ev, drawn, Opcode::ACQUIRE_MEM, full_sync);
    let after = find(&ev, sync, c, 0x327, |v| v == (frame::COLOR1 >> 8) as u32);

    // 8. HTILE enabled (DB_Z_INFO.TILE_SURFACE_ENABLE, bit 29) with a non-zero DB_HTILE_DATA_BASE.
    find(&ev, after, c, 0x005, |v| v == (frame::HTILE >> 8) as u32);
    let z = find(&ev, after, c, 0x010, |v| v & (1 << 29) != 0);
    // DB_RENDER_CONTROL: DEPTH_CLEAR_ENABLE (bit 0) with the expanded-clear
    // optimisation off (DB_RENDER_OVERRIDE2 bit 5), a rect draw, then cleared.
    let clear = find(&ev, z, c, 0x000, |v| v & 1 != 0);
    find(&ev, clear, c, 0x004, |v| v & (1 << 5) != 0);
    let drawn = rect_draw(&ev, clear);
    let back = find(&ev, drawn, c, 0x000, |v| v == 0);
    // 9. The decompress: DEPTH_COMPRESS_DISABLE (6) and STENCIL_COMPRESS_DISABLE (5), a rect draw.
    let dec = find(&ev, back, c, 0x000, |v| v & 0x60 == 0x60);
    let drawn = rect_draw(&ev, dec);
    find(&ev, drawn, c, 0x000, |v| v == 0);
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
