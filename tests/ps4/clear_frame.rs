//! The stream of `examples/clear`, recorded by the example's own code: it
//! decodes packet after packet to the last dword and each pass leaves the
//! state the issue asks for, read back from the stream in order.

#[path = "../../examples/clear/frame.rs"]
mod frame;

use gcn::decode::{Decoder, Packet};
use gcn::pm4::{CommandBuffer, Opcode};
use gcn::regs::Space;

fn recorded() -> Vec<u32> {
    let mut storage = vec![0u32; 1024];
    let mut cb = CommandBuffer::new(&mut storage);
    let steps = frame::record(&mut cb).expect("the example records");
    assert_eq!(steps.len(), 5);
    cb.as_slice().to_vec()
}

/// Every register write in stream order, and the draw opcodes between them.
#[derive(Debug, PartialEq)]
enum Event {
    Write(Space, u32, u32),
    Draw,
}

fn events(words: &[u32]) -> Vec<Event> {
    let mut out = Vec::new();
    let mut next = 0;
    for d in Decoder::new(words) {
        let d = d.unwrap_or_else(|e| panic!("decode error: {e}"));
        assert_eq!(d.offset, next, "packets follow each other");
        next += d.len();
        match d.packet {
            Packet::SetRegs(s) => {
                for w in s.writes() {
                    out.push(Event::Write(w.space, w.offset, w.value));
                }
            }
            ref p if p.opcode() == Some(Opcode::DRAW_INDEX_AUTO) => out.push(Event::Draw),
            _ => {}
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

#[test]
fn each_pass_leaves_its_state() {
    let ev = events(&recorded());
    let c = Space::Context;
    // CB_COLOR0_INFO.FAST_CLEAR (bit 13), non-zero CB_COLOR0_CMASK and CLEAR_WORD0.
    let info = find(&ev, 0, c, 0x31C, |v| v & (1 << 13) != 0);
    find(&ev, 0, c, 0x31F, |v| v == (frame::CMASK >> 8) as u32);
    find(&ev, 0, c, 0x323, |v| v != 0);
    // CB_COLOR_CONTROL.MODE (4..6) = CB_ELIMINATE_FAST_CLEAR 2, a rect list (17) drawn, MODE back to 1.
    let elim = find(&ev, info, c, 0x202, |v| (v >> 4) & 7 == 2);
    let rect = find(&ev, elim, Space::Uconfig, 0x242, |v| v == 17);
    assert_eq!(ev[rect + 1], Event::Draw);
    find(&ev, rect, c, 0x202, |v| (v >> 4) & 7 == 1);
    // HTILE enabled (DB_Z_INFO.TILE_SURFACE_ENABLE, bit 29) with a non-zero DB_HTILE_DATA_BASE.
    find(&ev, 0, c, 0x005, |v| v == (frame::HTILE >> 8) as u32);
    let z = find(&ev, 0, c, 0x010, |v| v & (1 << 29) != 0);
    // DB_RENDER_CONTROL: DEPTH_CLEAR_ENABLE (bit 0), a rect draw, then cleared.
    let clear = find(&ev, z, c, 0x000, |v| v & 1 != 0);
    let rect = find(&ev, clear, Space::Uconfig, 0x242, |v| v == 17);
    assert_eq!(ev[rect + 1], Event::Draw);
    let back = find(&ev, rect, c, 0x000, |v| v == 0);
    // The decompress: DEPTH_COMPRESS_DISABLE (6) and STENCIL_COMPRESS_DISABLE (5), a rect draw.
    let dec = find(&ev, back, c, 0x000, |v| v & 0x60 == 0x60);
    let rect = find(&ev, dec, Space::Uconfig, 0x242, |v| v == 17);
    assert_eq!(ev[rect + 1], Event::Draw);
    find(&ev, rect, c, 0x000, |v| v == 0);
}
