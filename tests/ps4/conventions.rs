//! PS4 platform conventions: golden dwords written from the documented facts
//! (shadPS4 `gnmdriver.cpp`, GPCS4 `GnmCommandProcessor.cpp`, see `src/ps4`),
//! never produced by the crate's own writers.

use crate::data_source;
use crate::ps4_support::clear_context_state;

use gcn::pm4::CommandBuffer;
use gcn::ps4::Error;
use gcn::ps4::flip::{
    CacheAction, EndOfPipeEvent, PrepareFlip, prepare_flip, prepare_flip_payload,
};
use gcn::ps4::init::{
    CLEAR_STATE_PREFIX, INIT_COHER_CNTL, InitOp, InitRevision, default_state, default_state_dwords,
};
use gcn::ps4::markers::{
    Marker, MarkerKind, UserData, allocate, allocation_marker, color_marker_payload, pop_marker,
    push_color_marker, push_color_marker_dwords, push_marker, push_marker_dwords, recognize,
    recognize_body, set_marker, target_size_hint, target_size_hint_payload, text_marker_payload,
    user_data_hint,
};
use gcn::regs::AddressError;
use gcn::regs::Space;

/// Compares two dword sequences and names the first differing dword.
fn assert_dwords(what: &str, got: &[u32], want: &[(u32, &str)]) {
    assert_eq!(
        got.len(),
        want.len(),
        "{what}: {} dwords, expected {}",
        got.len(),
        want.len()
    );
    for (i, (g, (w, name))) in got.iter().zip(want).enumerate() {
        assert_eq!(
            g, w,
            "{what}: dword {i} ({name}) is {g:#010x}, expected {w:#010x}"
        );
    }
}

/// Sentinel the storage is filled with, to see what a helper touched.
const SENTINEL: u32 = 0xA5A5_A5A5;

/// Runs `write` on an empty command buffer and compares what it recorded.
fn golden(
    what: &str,
    want: &[(u32, &str)],
    write: impl Fn(&mut CommandBuffer<'_>) -> Result<(), Error>,
) {
    let mut storage = vec![SENTINEL; want.len() + 8];
    let mut cb = CommandBuffer::new(&mut storage);
    write(&mut cb).unwrap_or_else(|e| panic!("{what}: {e}"));
    assert_dwords(what, cb.as_slice(), want);
    assert!(
        storage[want.len()..].iter().all(|&w| w == SENTINEL),
        "{what}: wrote past its packet"
    );
}

/// A buffer one dword too small: `Err(OutOfSpace)`, length 0, storage untouched.
fn one_short(
    what: &str,
    dwords: usize,
    write: impl Fn(&mut CommandBuffer<'_>) -> Result<(), Error>,
) {
    let mut storage = vec![SENTINEL; dwords - 1];
    let mut cb = CommandBuffer::new(&mut storage);
    let got = write(&mut cb);
    assert_eq!(
        got,
        Err(Error::OutOfSpace {
            needed: dwords,
            remaining: dwords - 1
        }),
        "{what}"
    );
    assert_eq!(cb.len(), 0, "{what}");
    assert!(
        storage.iter().all(|&w| w == SENTINEL),
        "{what}: touched the buffer"
    );
}

// ---------------------------------------------------------------- markers

#[test]
fn marker_values_match_the_sources() {
    #[rustfmt::skip]
    let table: &[(MarkerKind, u32)] = &[
        (MarkerKind::ALLOCATION,                   0x6875_0000),
        (MarkerKind::PUSH_MARKER,                  0x6875_0001),
        (MarkerKind::POP_MARKER,                   0x6875_0002),
        (MarkerKind::SET_MARKER,                   0x6875_0003),
        (MarkerKind::VSHARP_IN_USER_DATA,          0x6875_0004),
        (MarkerKind::TSHARP_IN_USER_DATA,          0x6875_0005),
        (MarkerKind::SSHARP_IN_USER_DATA,          0x6875_0006),
        (MarkerKind::USER_DATA_REGION,             0x6875_000D),
        (MarkerKind::PUSH_COLOR_MARKER,            0x6875_000E),
        (MarkerKind::DISPATCH_DRAW_ACB_ADDRESS,    0x6875_0012),
        (MarkerKind::ACB_SUBMIT,                   0x6875_0013),
        (MarkerKind::PATCHED_FLIP,                 0x6875_0776),
        (MarkerKind::PREPARE_FLIP,                 0x6875_0777),
        (MarkerKind::PREPARE_FLIP_LABEL,           0x6875_0778),
        (MarkerKind::PREPARE_FLIP_INTERRUPT,       0x6875_0780),
        (MarkerKind::PREPARE_FLIP_INTERRUPT_LABEL, 0x6875_0781),
    ];
    for &(kind, value) in table {
        assert_eq!(kind.raw(), value, "{kind}");
        assert_eq!(MarkerKind::of_dword(value), Some((kind, 0)), "{kind}");
    }
}

#[test]
fn marker_values_match_the_spec_file() {
    let spec = load_spec();
    let markers = spec["ps4"]["nop_payload_markers"]["markers"]
        .as_array()
        .expect("markers");
    let mut checked = 0;
    for m in markers {
        let value = parse_hex(m["value"].as_str().expect("value"));
        let kind = MarkerKind::from_bits(value);
        assert!(
            kind.is_known(),
            "spec marker {value:#010x} has no name in MarkerKind"
        );
        checked += 1;
    }
    assert!(checked >= 15, "only {checked} spec markers checked");
    println!("spec markers named: {checked}");
}

#[test]
fn set_marker_golden() {
    // "A": len 1, P = (9 >> 2) + (13 >> 3) * 2 = 4 text dwords, packet 6 dwords.
    assert_eq!(push_marker_dwords(1), Some(6));
    let mut out = [0xDEAD_BEEF; 8];
    let n = text_marker_payload(&mut out, MarkerKind::SET_MARKER, "A").unwrap();
    assert_eq!(n, 5);
    #[rustfmt::skip]
    assert_dwords("set marker \"A\"", &out, &[
        (0x6875_0003, "marker SET_MARKER"),
        (0x0000_0041, "text 'A' NUL NUL NUL"),
        (0x0000_0000, "text padding"),
        (0x0000_0000, "text padding"),
        (0x0000_0000, "text padding"),
        (0xDEAD_BEEF, "past the payload: untouched"),
        (0xDEAD_BEEF, "past the payload: untouched"),
        (0xDEAD_BEEF, "past the payload: untouched"),
    ]);
}

#[test]
fn push_marker_golden() {
    // "frame": len 5, P = (13 >> 2) + (17 >> 3) * 2 = 7, packet 9 dwords.
    assert_eq!(push_marker_dwords(5), Some(9));
    let mut out = [0xFFFF_FFFF; 8];
    assert_eq!(
        text_marker_payload(&mut out, MarkerKind::PUSH_MARKER, "frame"),
        Ok(8)
    );
    #[rustfmt::skip]
    assert_dwords("push marker \"frame\"", &out, &[
        (0x6875_0001, "marker PUSH_MARKER"),
        (0x6D61_7266, "text 'f' 'r' 'a' 'm'"),
        (0x0000_0065, "text 'e' NUL"),
        (0, "padding"), (0, "padding"), (0, "padding"), (0, "padding"), (0, "padding"),
    ]);
    // Empty text: P = (8 >> 2) + (12 >> 3) * 2 = 4.
    assert_eq!(push_marker_dwords(0), Some(6));
}

#[test]
fn color_marker_golden() {
    // "ab": P = (14 >> 2) + (18 >> 3) * 2 = 7, packet 9 dwords; colour at byte 2 + 9 = 11.
    assert_eq!(push_color_marker_dwords(2), Some(9));
    let mut out = [0x5555_5555; 8];
    assert_eq!(color_marker_payload(&mut out, "ab", 0xAABB_CCDD), Ok(8));
    #[rustfmt::skip]
    assert_dwords("color marker \"ab\"", &out, &[
        (0x6875_000E, "marker PUSH_COLOR_MARKER"),
        (0x0000_6261, "bytes 0-3: 'a' 'b' NUL 0"),
        (0x0000_0000, "bytes 4-7: zero"),
        (0xDD00_0000, "bytes 8-11: 0 0 0 colour[0]"),
        (0x00AA_BBCC, "bytes 12-15: colour[1..4] 0"),
        (0, "padding"), (0, "padding"), (0, "padding"),
    ]);
}

#[test]
fn marker_writers_golden() {
    #[rustfmt::skip]
    golden("push_marker \"frame\"", &[
        (0xC007_1000, "NOP header, COUNT 7"),
        (0x6875_0001, "PUSH_MARKER"),
        (0x6D61_7266, "'f' 'r' 'a' 'm'"),
        (0x0000_0065, "'e' NUL"),
        (0, "padding"), (0, "padding"), (0, "padding"), (0, "padding"), (0, "padding"),
    ], |cb| push_marker(cb, "frame"));
    #[rustfmt::skip]
    golden("set_marker \"A\"", &[
        (0xC004_1000, "NOP header, COUNT 4"),
        (0x6875_0003, "SET_MARKER"),
        (0x0000_0041, "'A' NUL"),
        (0, "padding"), (0, "padding"), (0, "padding"),
    ], |cb| set_marker(cb, "A"));
    #[rustfmt::skip]
    golden("push_color_marker \"ab\"", &[
        (0xC007_1000, "NOP header, COUNT 7"),
        (0x6875_000E, "PUSH_COLOR_MARKER"),
        (0x0000_6261, "'a' 'b' NUL 0"),
        (0x0000_0000, "zero bytes 4-7"),
        (0x1100_0000, "0 0 0 colour byte 0"),
        (0x0044_3322, "colour bytes 1-3, 0"),
        (0, "padding"), (0, "padding"), (0, "padding"),
    ], |cb| push_color_marker(cb, "ab", 0x4433_2211));
    #[rustfmt::skip]
    golden("pop_marker", &[
        (0xC004_1000, "NOP header, COUNT 4"),
        (0x6875_0002, "POP_MARKER"),
        (0, "zero"), (0, "zero"), (0, "zero"), (0, "zero"),
    ], pop_marker);
    #[rustfmt::skip]
    let hints = [
        (UserData::Vsharp, 0x6875_0004),
        (UserData::Tsharp, 0x6875_0005),
        (UserData::Ssharp, 0x6875_0006),
        (UserData::Region, 0x6875_000D),
    ];
    for (what, marker) in hints {
        golden(
            &format!("user_data_hint {what:?}"),
            &[(0xC000_1000, "NOP header, COUNT 0"), (marker, "marker")],
            |cb| user_data_hint(cb, what),
        );
    }
    #[rustfmt::skip]
    golden("target_size_hint 1920x1080", &[
        (0xC000_1000, "NOP header, COUNT 0"),
        (0x0438_0780, "width 1920 | height 1080 << 16"),
    ], |cb| target_size_hint(cb, 1920, 1080));
}

#[test]
fn marker_writers_one_dword_short() {
    one_short("push_marker", 9, |cb| push_marker(cb, "frame"));
    one_short("set_marker", 6, |cb| set_marker(cb, "A"));
    one_short("push_color_marker", 9, |cb| push_color_marker(cb, "ab", 1));
    one_short("pop_marker", 6, pop_marker);
    one_short("user_data_hint", 2, |cb| {
        user_data_hint(cb, UserData::Tsharp)
    });
    one_short("target_size_hint", 2, |cb| target_size_hint(cb, 1, 1));
    one_short("allocate", 7, |cb| allocate(cb, 3, 4).map(|_| ()));
    one_short("prepare_flip", 64, |cb| {
        prepare_flip(cb, &PrepareFlip::Plain)
    });
}

#[test]
fn marker_writer_argument_errors_write_nothing() {
    let mut storage = [SENTINEL; 64];
    let mut cb = CommandBuffer::new(&mut storage);
    assert_eq!(
        push_marker(&mut cb, "a\0"),
        Err(Error::TextContainsNul { at: 1 })
    );
    assert_eq!(
        set_marker(&mut cb, &"y".repeat(40_000)),
        Err(Error::TextTooLong { len: 40_000 })
    );
    assert_eq!(
        allocate(&mut cb, 4, 1).map(|_| ()),
        Err(Error::AlignmentOutOfRange { log2: 1 })
    );
    assert_eq!(
        allocate(&mut cb, 4, 16).map(|_| ()),
        Err(Error::AlignmentOutOfRange { log2: 16 })
    );
    assert_eq!(
        allocate(&mut cb, 0, 2).map(|_| ()),
        Err(Error::AllocationSize { dwords: 0 })
    );
    assert_eq!(
        allocate(&mut cb, 0x4000, 2).map(|_| ()),
        Err(Error::AllocationSize { dwords: 0x4000 })
    );
    assert_eq!(
        prepare_flip(
            &mut cb,
            &PrepareFlip::Label {
                address: 2,
                value: 0
            }
        ),
        Err(Error::Address(AddressError::Misaligned {
            field: "label",
            address: 2,
            align: 4
        }))
    );
    assert!(cb.is_empty());
    assert!(storage.iter().all(|&w| w == SENTINEL));
}

#[test]
fn allocate_golden() {
    let mut storage = [SENTINEL; 16];
    let mut cb = CommandBuffer::new(&mut storage);
    // At dword 0, 16-byte (4-dword) alignment: header 0, marker 1, padding 2-3, data 4-6.
    let (offset, data) = allocate(&mut cb, 3, 4).unwrap();
    assert_eq!(offset, 4);
    data.copy_from_slice(&[0x11, 0x22, 0x33]);
    #[rustfmt::skip]
    assert_dwords("allocate 3 dwords, 16-byte aligned", cb.as_slice(), &[
        (0xC005_1000, "NOP header, COUNT 5"),
        (0x6875_4000, "ALLOCATION, alignment 2^4"),
        (0, "padding"), (0, "padding"),
        (0x11, "data 0"), (0x22, "data 1"), (0x33, "data 2"),
    ]);
    assert_eq!(
        recognize(cb.as_slice()),
        Some(Marker::Allocation {
            alignment_log2: 4,
            payload: &[0, 0, 0x11, 0x22, 0x33]
        })
    );
    // Next at dword 7, 8-byte alignment: header 7, marker 8, data 10 (after padding dword 9).
    let (offset, _) = allocate(&mut cb, 2, 3).unwrap();
    assert_eq!(offset, 10);
    assert_eq!(&cb.as_slice()[7..], &[0xC003_1000, 0x6875_3000, 0, 0, 0]);
    // 4-byte alignment: no padding.
    let (offset, _) = allocate(&mut cb, 1, 2).unwrap();
    assert_eq!(offset, 14);
    assert_eq!(&cb.as_slice()[12..], &[0xC001_1000, 0x6875_2000, 0]);
}

#[test]
fn text_marker_errors_write_nothing() {
    let mut out = [7u32; 5];
    // One dword short of the 6-dword packet's 5 payload dwords.
    assert_eq!(
        text_marker_payload(&mut out[..4], MarkerKind::PUSH_MARKER, "A"),
        Err(Error::OutOfSpace {
            needed: 5,
            remaining: 4
        })
    );
    assert_eq!(
        text_marker_payload(&mut out, MarkerKind::PUSH_MARKER, "a\0b"),
        Err(Error::TextContainsNul { at: 1 })
    );
    // Empty coloured text: P = (12 >> 2) + (16 >> 3) * 2 = 7, packet 9, payload 8.
    assert_eq!(
        color_marker_payload(&mut out[..4], "", 1),
        Err(Error::OutOfSpace {
            needed: 8,
            remaining: 4
        })
    );
    assert_eq!(out, [7; 5]);
    // The largest NOP has COUNT 0x3FFE: P <= 0x3FFE.
    let big = "x".repeat(40_000);
    assert_eq!(
        text_marker_payload(&mut out, MarkerKind::SET_MARKER, &big),
        Err(Error::TextTooLong { len: 40_000 })
    );
    assert_eq!(push_marker_dwords(usize::MAX), None);
    assert_eq!(out, [7; 5]);
}

#[test]
fn recognize_names_text_markers() {
    #[rustfmt::skip]
    let packet = [
        0xC007_1000, // NOP, COUNT 7
        0x6875_0001, 0x6D61_7266, 0x0000_0065, 0, 0, 0, 0, 0,
        0xC000_1000, // the next packet: not read
    ];
    let m = recognize(&packet).unwrap();
    assert_eq!(m.kind(), MarkerKind::PUSH_MARKER);
    assert_eq!(m.to_string(), "PUSH_MARKER \"frame\"");
    match m {
        Marker::PushMarker(t) => {
            assert!(t.eq_str("frame"));
            assert_eq!(t.len(), 5);
        }
        other => panic!("{other:?}"),
    }
    let pop = [0xC004_1000, 0x6875_0002, 0, 0, 0, 0];
    assert_eq!(recognize(&pop), Some(Marker::PopMarker));
    assert_eq!(recognize(&pop).unwrap().to_string(), "POP_MARKER");

    let color = [
        0xC007_1000,
        0x6875_000E,
        0x0000_6261,
        0,
        0xDD00_0000,
        0x00AA_BBCC,
        0,
        0,
        0,
    ];
    let m = recognize(&color).unwrap();
    assert!(
        matches!(
            m,
            Marker::PushColorMarker {
                color: Some(0xAABB_CCDD),
                ..
            }
        ),
        "{m:?}"
    );
    assert_eq!(m.to_string(), "PUSH_COLOR_MARKER \"ab\" color=0xaabbccdd");
}

#[test]
fn recognize_names_every_hint() {
    #[rustfmt::skip]
    let table: &[(&[u32], &str)] = &[
        (&[0xC000_1000, 0x6875_0004], "VSHARP_IN_USER_DATA"),
        (&[0xC000_1000, 0x6875_0005], "TSHARP_IN_USER_DATA"),
        (&[0xC000_1000, 0x6875_0006], "SSHARP_IN_USER_DATA"),
        (&[0xC000_1000, 0x6875_000D], "USER_DATA_REGION"),
        (&[0xC000_1000, 0x6875_0012], "DISPATCH_DRAW_ACB_ADDRESS"),
        (&[0xC000_1000, 0x6875_0013], "ACB_SUBMIT"),
        (&[0xC000_1000, 0x6875_0776], "PATCHED_FLIP"),
        (&[0xC000_1000, 0x6875_0123], "MarkerKind(0x68750123)"),
    ];
    for &(packet, name) in table {
        let m = recognize(packet).unwrap_or_else(|| panic!("{name} not recognised"));
        assert_eq!(
            format!("{}", m.kind()),
            name.replace("MarkerKind(0x68750123)", "0x68750123")
        );
        assert_eq!(format!("{:?}", m.kind()), name);
    }
}

#[test]
fn recognize_allocation() {
    // 8-byte aligned data (nibble 3): the shadPS4 debugger's "ALLOC_ALIGN8" value.
    assert_eq!(allocation_marker(3), Some(0x6875_3000));
    assert_eq!(allocation_marker(1), None);
    assert_eq!(allocation_marker(16), None);
    let packet = [0xC003_1000, 0x6875_3000, 0, 0x1234_5678, 0x9ABC_DEF0];
    let m = recognize(&packet).unwrap();
    assert_eq!(
        m,
        Marker::Allocation {
            alignment_log2: 3,
            payload: &[0, 0x1234_5678, 0x9ABC_DEF0]
        }
    );
    assert_eq!(m.to_string(), "ALLOCATION align=8 bytes, 3 payload dwords");
}

#[test]
fn recognize_rejects_non_markers() {
    assert_eq!(recognize(&[]), None);
    assert_eq!(recognize(&[0xC000_1000]), None, "truncated");
    assert_eq!(
        recognize(&[0xC001_1000, 0x6875_0002]),
        None,
        "shorter than COUNT says"
    );
    assert_eq!(
        recognize(&[0xC000_1000, 0x1234_5678]),
        None,
        "payload not a marker"
    );
    assert_eq!(
        recognize(&[0xC000_1200, 0x6875_0002]),
        None,
        "CLEAR_STATE, not NOP"
    );
    assert_eq!(
        recognize(&[0x8000_0000, 0x6875_0002]),
        None,
        "type-2 filler"
    );
    assert_eq!(
        recognize(&[0x3FFF_1000 | 0xC000_0000, 0x6875_0002]),
        None,
        "header-only NOP"
    );
    assert_eq!(recognize_body(&[]), None);
}

/// Bits `[15:12]` belong to an allocation alone: any other kind with a
/// nibble set stays `Other`, nibble kept, and announces no descriptor; a
/// prepare-flip payload whose event or cache action has bits above the six
/// a flip can give back stays `Other` too.
#[test]
fn recognize_keeps_what_a_marker_cannot_hold() {
    assert_eq!(
        recognize_body(&[0x6875_1777, 0, 0, 0, 0, 0]),
        Some(Marker::Other {
            kind: MarkerKind::PREPARE_FLIP,
            nibble: 1
        })
    );
    assert_eq!(
        recognize_body(&[0x6875_F004, 0, 0, 0]),
        Some(Marker::Other {
            kind: MarkerKind::VSHARP_IN_USER_DATA,
            nibble: 0xF
        })
    );
    assert_eq!(
        recognize_body(&[0x6875_0004, 0, 0, 0]),
        Some(Marker::Other {
            kind: MarkerKind::VSHARP_IN_USER_DATA,
            nibble: 0
        })
    );
    // PREPARE_FLIP_INTERRUPT: label address lo/hi, value, event, action.
    let flip = |event: u32, action: u32| {
        recognize_body(&[0x6875_0780, 0, 0, 0, event, action]).map(|m| m.to_string())
    };
    assert_eq!(
        flip(0x04, 0x38).as_deref(),
        Some(
            "PREPARE_FLIP_INTERRUPT event=CACHE_FLUSH_TS cache_action=WRITE_BACK_AND_INVALIDATE_L1_AND_L2"
        )
    );
    for (event, action) in [(0x104, 0x38), (0x04, 0x40), (0x40, 0), (u32::MAX, 0)] {
        assert_eq!(
            recognize_body(&[0x6875_0780, 0, 0, 0, event, action]),
            Some(Marker::Other {
                kind: MarkerKind::PREPARE_FLIP_INTERRUPT,
                nibble: 0
            }),
            "event {event:#x}, cache action {action:#x}"
        );
    }
}

#[test]
fn target_size_hint_golden() {
    // width | height << 16
    assert_eq!(target_size_hint_payload(1920, 1080), 0x0438_0780);
    assert_eq!(target_size_hint_payload(0xFFFF, 1), 0x0001_FFFF);
}

// ---------------------------------------------------------------- flip

#[test]
fn prepare_flip_payload_golden() {
    let interrupt_label = PrepareFlip::InterruptLabel {
        event: EndOfPipeEvent::CACHE_FLUSH_AND_INV_TS_EVENT,
        cache_action: CacheAction::WRITE_BACK_AND_INVALIDATE_L1_AND_L2,
        address: 0x0000_00FE_DCBA_9870,
        value: 0x1234,
    };
    #[rustfmt::skip]
    let cases: &[(PrepareFlip, [u32; 6])] = &[
        (PrepareFlip::Plain,
         [0x6875_0777, 0, 0, 0, 0, 0]),
        (PrepareFlip::Label { address: 0x0000_0001_0000_0040, value: 7 },
         [0x6875_0778, 0x0000_0040, 0x0000_0001, 7, 0, 0]),
        (PrepareFlip::Interrupt { event: EndOfPipeEvent::CACHE_FLUSH_TS, cache_action: CacheAction::NONE },
         [0x6875_0780, 0, 0, 0, 0x04, 0x00]),
        (interrupt_label,
         [0x6875_0781, 0xDCBA_9870, 0x0000_00FE, 0x1234, 0x14, 0x38]),
    ];
    let names = [
        "marker",
        "label address lo",
        "label address hi",
        "label value",
        "EOP event type",
        "cache action",
    ];
    for (flip, head) in cases {
        let p = prepare_flip_payload(flip).unwrap();
        assert_eq!(p.len(), 63);
        let want: Vec<(u32, &str)> = head
            .iter()
            .copied()
            .zip(names)
            .chain((6..63).map(|_| (0, "zero")))
            .collect();
        assert_dwords(&format!("{flip:?}"), &p, &want);
        // Recognised back from a whole 64-dword packet.
        let mut packet = vec![0xC03E_1000];
        packet.extend_from_slice(&p);
        assert_eq!(recognize(&packet), Some(Marker::PrepareFlip(*flip)));
    }
    assert_eq!(
        recognize(
            &[
                &[0xC03E_1000][..],
                &prepare_flip_payload(&interrupt_label).unwrap()[..]
            ]
            .concat()
        )
        .unwrap()
        .to_string(),
        "PREPARE_FLIP_INTERRUPT_LABEL label=0xfedcba9870 value=0x1234 \
         event=CACHE_FLUSH_AND_INV_TS_EVENT cache_action=WRITE_BACK_AND_INVALIDATE_L1_AND_L2"
    );
}

#[test]
fn prepare_flip_writer_golden() {
    let flip = PrepareFlip::Interrupt {
        event: EndOfPipeEvent::CACHE_FLUSH_AND_INV_TS_EVENT,
        cache_action: CacheAction::NONE,
    };
    let mut want = vec![
        (0xC03E_1000, "NOP header, COUNT 0x3E (63 payload dwords)"),
        (0x6875_0780, "PREPARE_FLIP_INTERRUPT"),
        (0, "label address lo (unused)"),
        (0, "label address hi (unused)"),
        (0, "label value (unused)"),
        (0x14, "EOP event CACHE_FLUSH_AND_INV_TS_EVENT"),
        (0x00, "cache action NONE"),
    ];
    want.extend((7..64).map(|_| (0, "zero")));
    golden("prepare_flip interrupt", &want, |cb| {
        prepare_flip(cb, &flip)
    });
}

#[test]
fn prepare_flip_rejects_bad_labels() {
    assert_eq!(
        prepare_flip_payload(&PrepareFlip::Label {
            address: 0x1002,
            value: 0
        }),
        Err(Error::Address(AddressError::Misaligned {
            field: "label",
            address: 0x1002,
            align: 4
        }))
    );
    assert_eq!(
        prepare_flip_payload(&PrepareFlip::Label {
            address: 1 << 48,
            value: 0
        }),
        Err(Error::Address(AddressError::TooWide {
            field: "label",
            address: 1 << 48,
            bits: 48
        }))
    );
}

// ---------------------------------------------------------------- init

#[test]
fn clear_state_prefix_golden() {
    // CLEAR_STATE_PREFIX holds the CONTEXT_CONTROL words (dwords 1-2 of
    // ClearContextState) and the ACQUIRE_MEM body (dwords 6-11).
    let dwords = clear_context_state();
    assert_eq!(INIT_COHER_CNTL, dwords[6]);
    assert_eq!(CLEAR_STATE_PREFIX.0, [dwords[1], dwords[2]]);
    assert_eq!(CLEAR_STATE_PREFIX.1, dwords[6..12]);
}

#[test]
fn default_state_sizes() {
    // Register-write dwords per revision (the window is 12 + these + the filler NOP = 256).
    #[rustfmt::skip]
    let sizes = [
        (InitRevision::Base,   115),
        (InitRevision::Rev175, 115),
        (InitRevision::Rev200, 118),
        (InitRevision::Rev350, 124),
    ];
    for (rev, n) in sizes {
        assert_eq!(default_state_dwords(rev), n, "{rev:?}");
    }
}

#[test]
fn default_state_registers_match_the_spec() {
    let spec = load_spec();
    let regs = spec["registers"].as_array().expect("registers");
    let gfx7 = |r: &serde_json::Value| {
        r.get("generations")
            .and_then(|g| g.as_array())
            .is_none_or(|g| g.iter().any(|x| x == "gfx7"))
    };
    let mut checked = 0;
    for rev in [
        InitRevision::Base,
        InitRevision::Rev175,
        InitRevision::Rev200,
        InitRevision::Rev350,
    ] {
        for op in default_state(rev) {
            let InitOp::SetReg {
                space,
                offset,
                name,
                values,
            } = *op
            else {
                continue;
            };
            let base = match space {
                Space::Sh => 0xB000,
                Space::Context => 0x2_8000,
                Space::Uconfig => 0x3_0000,
                Space::Config => 0x8000,
            };
            for i in 0..values.len() as u32 {
                let addr = base + 4 * (offset as u32 + i);
                let found: Vec<&str> = regs
                    .iter()
                    .filter(|r| gfx7(r) && parse_hex(r["byte_address"].as_str().unwrap()) == addr)
                    .map(|r| r["name"].as_str().unwrap())
                    .collect();
                assert!(
                    !found.is_empty(),
                    "{rev:?}: no gfx7 register at {addr:#x} ({name}+{i})"
                );
                if i == 0 {
                    assert!(
                        found.contains(&name),
                        "{rev:?}: {addr:#x} is {found:?}, table says {name}"
                    );
                }
                checked += 1;
            }
        }
    }
    println!("default-state registers checked against the spec: {checked}");
    assert!(checked > 150);
}

fn load_spec() -> serde_json::Value {
    data_source::spec()
}

fn parse_hex(s: &str) -> u32 {
    u32::from_str_radix(s.trim_start_matches("0x").trim_start_matches("0X"), 16).expect("hex")
}

#[test]
fn recognize_names_every_marker_kind() {
    // Every marker the spec lists is among the kinds walked below.
    let spec = load_spec();
    let markers = spec["ps4"]["nop_payload_markers"]["markers"]
        .as_array()
        .expect("markers");
    assert!(!markers.is_empty());
    for m in markers {
        let kind = MarkerKind::from_bits(parse_hex(m["value"].as_str().expect("value")));
        assert!(
            MarkerKind::ALL.contains(&kind),
            "{kind:?} missing from MarkerKind::ALL"
        );
    }
    for &kind in MarkerKind::ALL {
        // A 64-dword NOP (long enough for every payload layout) with this marker.
        let mut packet = vec![0u32; 64];
        packet[0] = 0xC03E_1000;
        packet[1] = kind.raw();
        let m = recognize(&packet).unwrap_or_else(|| panic!("{kind:?} not recognised"));
        assert_eq!(m.kind(), kind);
        let name = kind.name().expect("named");
        assert!(
            m.to_string().starts_with(name),
            "{m} does not start with {name}"
        );
    }
}

proptest::proptest! {
    #[test]
    fn recognize_never_panics(words in proptest::collection::vec(proptest::num::u32::ANY, 0..80)) {
        let _ = recognize(&words).map(|m| m.to_string());
        let _ = recognize_body(&words).map(|m| m.to_string());
    }

    #[test]
    fn text_markers_round_trip(text in "[ -~]{0,100}") {
        let mut storage = vec![0u32; 200];
        let mut cb = CommandBuffer::new(&mut storage);
        push_marker(&mut cb, &text).unwrap();
        // The driver's size (shadPS4 `sceGnmInsertPushMarker`): P + 2 dwords,
        // P = ((len + 8) >> 2) + ((len + 12) >> 3) * 2 (the header's COUNT).
        let len = text.len();
        proptest::prop_assert_eq!(cb.len(), ((len + 8) >> 2) + ((len + 12) >> 3) * 2 + 2);
        match recognize(cb.as_slice()) {
            Some(Marker::PushMarker(t)) => proptest::prop_assert!(t.eq_str(&text)),
            other => proptest::prop_assert!(false, "{:?}", other),
        }
    }
}
