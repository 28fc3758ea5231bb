//! The prepare-flip window as submit-and-flip patches it: golden dwords
//! written from shadPS4 `gnmdriver.cpp` (`PatchFlipRequest`) field by field.

use gcn::ps4::flip::{
    CacheAction, EndOfPipeEvent, PatchedFlip, PrepareFlip, patch_prepare_flip,
    recognize_patched_flip,
};
use gcn::ps4::{Error, NotPrepareFlip};
use gcn::regs::AddressError;

use crate::windows::disassembles_as;

/// GPU address of the video-out label array in these tests.
const LABELS: u64 = 0x2_0000_0000;
/// Video-out buffer flipped to.
const BUFFER: u32 = 3;
/// `LABELS + 8 * BUFFER`.
const LOCK: u32 = 0x18;
/// What the window's leftover payload holds before patching.
const OLD: u32 = 0x0BAD_F00D;

/// A prepare-flip window written by hand: NOP header `COUNT` 0x3E, marker,
/// label low/high, value, event, cache action, then `OLD` in every other
/// payload dword (a window does not have to be zero there).
fn window(marker: u32, label: u64, value: u32, event: u32, cache: u32) -> Vec<u32> {
    let mut w = vec![
        0xC03E_1000,
        marker,
        label as u32,
        (label >> 32) as u32,
        value,
        event,
        cache,
    ];
    w.resize(64, OLD);
    w
}

/// The five lock dwords: `WRITE_DATA` header (opcode 0x37, `COUNT` 3),
/// control 0x500 (`DST_SEL` 5), address low (`lock_lo`) and high (2, the
/// high dword of `LABELS`), data 1.
fn lock_rows(lock_lo: u32) -> Vec<(u32, &'static str)> {
    vec![
        (0xC003_3700, "lock WRITE_DATA header"),
        (0x0000_0500, "lock WRITE_DATA control: DST_SEL 5"),
        (lock_lo, "lock DST_ADDR_LO: labels + 8 * buffer"),
        (0x0000_0002, "lock DST_ADDR_HI"),
        (1, "lock data: 1"),
    ]
}

/// The expected window for buffer `BUFFER`: see [`want_at`].
fn want(count: u32, tail: &[(u32, &'static str)]) -> Vec<(u32, &'static str)> {
    want_at(LOCK, count, tail)
}

/// The expected window: lock (address low `lock_lo`), NOP header with
/// `count`, PATCHED_FLIP, `OLD` up to the tail, then `tail`.
fn want_at(lock_lo: u32, count: u32, tail: &[(u32, &'static str)]) -> Vec<(u32, &'static str)> {
    let mut w = lock_rows(lock_lo);
    w.push((0xC000_1000 | count << 16, "NOP header"));
    w.push((0x6875_0776, "PATCHED_FLIP"));
    while w.len() < 64 - tail.len() {
        w.push((OLD, "old payload, left in place"));
    }
    w.extend_from_slice(tail);
    w
}

fn check(what: &str, got: &[u32], want: &[(u32, &str)]) {
    assert_eq!(got.len(), want.len(), "{what}: length");
    for (i, (g, (w, name))) in got.iter().zip(want).enumerate() {
        assert_eq!(
            g, w,
            "{what}: dword {i} ({name}) is {g:#010x}, expected {w:#010x}"
        );
    }
}

struct Case {
    name: &'static str,
    window: Vec<u32>,
    want: Vec<(u32, &'static str)>,
    flip: PrepareFlip,
    disasm: &'static [&'static str],
}

fn cases() -> Vec<Case> {
    vec![
        Case {
            name: "plain",
            window: window(0x6875_0777, 0, 0, 0, 0),
            want: want(0x39, &[]),
            flip: PrepareFlip::Plain,
            disasm: &["WRITE_DATA", "PATCHED_FLIP"],
        },
        Case {
            name: "label",
            window: window(0x6875_0778, 0x1_0000_0040, 7, 0, 0),
            want: want(
                0x34,
                &[
                    (0xC003_3700, "label WRITE_DATA header at 0x3B"),
                    (0x0000_0500, "label WRITE_DATA control"),
                    (0x0000_0040, "label DST_ADDR_LO"),
                    (0x0000_0001, "label DST_ADDR_HI"),
                    (7, "label value"),
                ],
            ),
            flip: PrepareFlip::Label {
                address: 0x1_0000_0040,
                value: 7,
            },
            disasm: &["WRITE_DATA", "PATCHED_FLIP", "WRITE_DATA"],
        },
        Case {
            name: "interrupt",
            window: window(0x6875_0780, 0, 0, 0x04, 0x10),
            want: want(
                0x33,
                &[
                    (0xC004_4700, "EVENT_WRITE_EOP header at 0x3A"),
                    (0x0001_0504, "event 0x04 + 0x500 + 0x10 << 12"),
                    (0, "ADDRESS_LO 0"),
                    (0x0100_0000, "INT_SEL 1, DATA_SEL 0"),
                    (0, "DATA_LO"),
                    (0, "DATA_HI"),
                ],
            ),
            flip: PrepareFlip::Interrupt {
                event: EndOfPipeEvent::CACHE_FLUSH_TS,
                cache_action: CacheAction::INVALIDATE_L1,
            },
            disasm: &["WRITE_DATA", "PATCHED_FLIP", "EVENT_WRITE_EOP"],
        },
        Case {
            name: "interrupt label",
            window: window(0x6875_0781, 0x00FE_DCBA_9870, 0x1234, 0x14, 0x38),
            want: want(
                0x33,
                &[
                    (0xC004_4700, "EVENT_WRITE_EOP header at 0x3A"),
                    (0x0003_8514, "event 0x14 + 0x500 + 0x38 << 12"),
                    (0xDCBA_9870, "ADDRESS_LO: label low & !3"),
                    (
                        0x2200_00FE,
                        "label high & 0xFFFF | 0x2200_0000 (INT_SEL 2, DATA_SEL 1)",
                    ),
                    (0x1234, "DATA_LO: label value"),
                    (0, "DATA_HI"),
                ],
            ),
            flip: PrepareFlip::InterruptLabel {
                event: EndOfPipeEvent::CACHE_FLUSH_AND_INV_TS_EVENT,
                cache_action: CacheAction::WRITE_BACK_AND_INVALIDATE_L1_AND_L2,
                address: 0x00FE_DCBA_9870,
                value: 0x1234,
            },
            disasm: &["WRITE_DATA", "PATCHED_FLIP", "EVENT_WRITE_EOP"],
        },
    ]
}

#[test]
fn patched_windows_golden() {
    for case in cases() {
        let mut words = case.window.clone();
        assert_eq!(
            patch_prepare_flip(&mut words, LABELS, BUFFER),
            Ok(case.flip),
            "{}",
            case.name
        );
        check(case.name, &words, &case.want);
        assert_eq!(
            recognize_patched_flip(&words),
            Some(PatchedFlip {
                lock_address: LABELS + 0x18,
                flip: case.flip
            }),
            "{}",
            case.name
        );
        disassembles_as(case.name, &words, case.disasm);
    }
}

#[test]
fn patch_finds_the_window_at_the_end_of_the_buffer() {
    let mut words = vec![0xC000_2F00, 1]; // NUM_INSTANCES 1 before the window
    words.extend(window(0x6875_0777, 0, 0, 0, 0));
    patch_prepare_flip(&mut words, LABELS, BUFFER).unwrap();
    assert_eq!(&words[..2], &[0xC000_2F00, 1], "dwords before the window");
    check("plain after a packet", &words[2..], &want(0x39, &[]));
}

#[test]
fn patch_follows_the_driver_on_unusual_fields() {
    // The driver masks the event and the cache action to six bits and, for the
    // interrupt-label variant, clears the label's low two bits and keeps 16 bits
    // of its high dword.
    let mut words = window(0x6875_0781, 0xFFFF_0012_3456_7893, 9, 0xFFC4, 0xFF7B);
    patch_prepare_flip(&mut words, LABELS, 0).unwrap();
    let expected = want_at(
        0, // buffer 0: LABELS + 0, whose low dword is 0
        0x33,
        &[
            (0xC004_4700, "EVENT_WRITE_EOP header at 0x3A"),
            (
                0x0003_B504,
                "event 0xFFC4 & 0x3F + 0x500 + (0xFF7B & 0x3F) << 12",
            ),
            (0x3456_7890, "ADDRESS_LO: label low & !3"),
            (0x2200_0012, "label high & 0xFFFF | 0x2200_0000"),
            (9, "DATA_LO: label value"),
            (0, "DATA_HI"),
        ],
    );
    check("unusual fields", &words, &expected);
    let patched = recognize_patched_flip(&words).unwrap();
    assert_eq!(
        patched.flip,
        PrepareFlip::InterruptLabel {
            event: EndOfPipeEvent::CACHE_FLUSH_TS,
            cache_action: CacheAction::WRITE_BACK_AND_INVALIDATE_L2_VOLATILE,
            address: 0x0012_3456_7890,
            value: 9,
        }
    );
}

#[test]
fn patch_refuses_what_is_not_a_prepare_flip_window() {
    let plain = window(0x6875_0777, 0, 0, 0, 0);
    let mut patched = plain.clone();
    patch_prepare_flip(&mut patched, LABELS, BUFFER).unwrap();
    let mut other_header = plain.clone();
    other_header[0] = 0xC03D_1000;
    let mut other_marker = plain.clone();
    other_marker[1] = 0x6875_0776;
    let cases: Vec<(&str, Vec<u32>, u64, u32, Error)> = vec![
        (
            "63 dwords",
            plain[1..].to_vec(),
            LABELS,
            BUFFER,
            Error::NotPrepareFlip(NotPrepareFlip::TooShort { len: 63 }),
        ),
        (
            "other header",
            other_header,
            LABELS,
            BUFFER,
            Error::NotPrepareFlip(NotPrepareFlip::Header { found: 0xC03D_1000 }),
        ),
        (
            "patched already",
            patched,
            LABELS,
            BUFFER,
            Error::NotPrepareFlip(NotPrepareFlip::Header { found: 0xC003_3700 }),
        ),
        (
            "PATCHED_FLIP marker",
            other_marker,
            LABELS,
            BUFFER,
            Error::NotPrepareFlip(NotPrepareFlip::Marker { found: 0x6875_0776 }),
        ),
        (
            "misaligned label",
            window(0x6875_0778, 0x1_0000_0042, 7, 0, 0),
            LABELS,
            BUFFER,
            Error::Address(AddressError::Misaligned {
                field: "label",
                address: 0x1_0000_0042,
                align: 4,
            }),
        ),
        (
            "buffer 16",
            plain.clone(),
            LABELS,
            16,
            Error::BufferIndexOutOfRange { index: 16 },
        ),
        (
            "misaligned labels",
            plain.clone(),
            LABELS + 2,
            BUFFER,
            Error::Address(AddressError::Misaligned {
                field: "label",
                address: LABELS + 2 + 0x18,
                align: 4,
            }),
        ),
        (
            "labels above 2^48",
            plain.clone(),
            1 << 48,
            0,
            Error::Address(AddressError::TooWide {
                field: "label",
                address: 1 << 48,
                bits: 48,
            }),
        ),
    ];
    for (what, mut words, labels, buffer, err) in cases {
        let before = words.clone();
        assert_eq!(
            patch_prepare_flip(&mut words, labels, buffer),
            Err(err),
            "{what}"
        );
        assert_eq!(words, before, "{what}: touched the dwords");
    }
}

#[test]
fn recognize_refuses_what_is_not_a_patched_window() {
    assert_eq!(
        recognize_patched_flip(&window(0x6875_0777, 0, 0, 0, 0)),
        None,
        "unpatched"
    );
    for case in cases() {
        let mut words = case.window.clone();
        patch_prepare_flip(&mut words, LABELS, BUFFER).unwrap();
        assert!(
            recognize_patched_flip(&words[..63]).is_none(),
            "{}: 63 dwords",
            case.name
        );
        // Any dword the patch writes, changed, is no longer the patched form.
        for (i, &(_, name)) in case.want.iter().enumerate() {
            if name.starts_with("old payload")
                || name == "lock DST_ADDR_LO: labels + 8 * buffer"
                || name == "lock DST_ADDR_HI"
                || name.contains("label DST_ADDR")
                || name.starts_with("ADDRESS_LO:")
                || name.contains("value")
                || name.starts_with("event ")
            {
                continue;
            }
            let mut bad = words.clone();
            bad[i] ^= 0x0010_0000; // bit 20 is clear in every one of these dwords
            assert!(
                recognize_patched_flip(&bad).is_none(),
                "{}: dword {i} ({name})",
                case.name
            );
        }
    }
}

#[test]
fn not_prepare_flip_errors_say_what_was_found() {
    assert_eq!(
        Error::NotPrepareFlip(NotPrepareFlip::TooShort { len: 63 }).to_string(),
        "63 dwords cannot end with a 64-dword prepare-flip window"
    );
    assert_eq!(
        Error::NotPrepareFlip(NotPrepareFlip::Header { found: 0xC003_3700 }).to_string(),
        "prepare-flip window header is 0xc0033700, expected 0xc03e1000"
    );
    assert_eq!(
        gcn::Error::from(Error::NotPrepareFlip(NotPrepareFlip::Marker { found: 1 })).to_string(),
        "prepare-flip window marker 0x00000001 is not a prepare-flip marker"
    );
}
