//! The golden-diff helper: reports for changed, inserted and missing packets,
//! register and descriptor field differences, and the assertion macros.

use gcn::decode::{DescriptorKind, diff_descriptor, diff_streams};
use gcn::{assert_descriptor_eq, assert_stream_eq};

// Type-3 headers composed from the spec layout: (3 << 30) | (COUNT << 16) | (OPCODE << 8).
const SET_CONTEXT_REG_1: u32 = (3 << 30) | (1 << 16) | (0x69 << 8);
const SET_SH_REG_4: u32 = (3 << 30) | (4 << 16) | (0x76 << 8);
const NOP_1: u32 = (3 << 30) | (0x10 << 8);
const NOP_HINT_VSHARP: [u32; 2] = [NOP_1, 0x6875_0004];

fn panic_message(f: impl FnOnce() + std::panic::UnwindSafe) -> String {
    let err = std::panic::catch_unwind(f).expect_err("the assertion must fail");
    match err.downcast::<String>() {
        Ok(s) => *s,
        Err(e) => e
            .downcast_ref::<&str>()
            .map(|s| s.to_string())
            .unwrap_or_default(),
    }
}

#[test]
fn equal_streams_have_no_report() {
    let s = [SET_CONTEXT_REG_1, 0x1E0, 0x4001_0504];
    assert!(diff_streams(&s, &s).is_none());
    assert_stream_eq!(s, s);
    assert_stream_eq!(s.to_vec(), &s[..]);
}

#[test]
fn changed_register_is_flagged_with_its_value() {
    #[rustfmt::skip]
    let expected = [
        NOP_1, 7,
        SET_CONTEXT_REG_1, 0x1E0, 0x4001_0504,
        NOP_1, 8,
    ];
    let mut actual = expected;
    actual[4] = 0x4001_0505;
    let report = diff_streams(&actual, &expected).unwrap();
    assert_eq!(report.first_difference(), (Some(2), Some(2)));
    let text = format!("{report:120}");
    println!("{text}");
    let lines: Vec<&str> = text.lines().collect();
    assert!(
        lines[1].contains("first difference: actual dword 0x2, expected dword 0x2"),
        "{text}"
    );
    // Rows: NOP same, SET_CONTEXT_REG changed (flagged first), NOP same.
    let flagged: Vec<&&str> = lines.iter().filter(|l| l.starts_with(">!")).collect();
    assert_eq!(flagged.len(), 1, "{text}");
    assert!(flagged[0].contains("SET_CONTEXT_REG"), "{text}");
    let tilde: Vec<&&str> = lines.iter().filter(|l| l.starts_with(" ~")).collect();
    assert_eq!(tilde.len(), 1, "{text}");
    assert!(
        // Bit 0 is in COLOR_SRCBLEND [4:0]: 5 BLEND_ONE_MINUS_SRC_ALPHA vs 4 BLEND_SRC_ALPHA.
        tilde[0].ends_with(
            "CB_BLEND0_CONTROL.COLOR_SRCBLEND: actual BLEND_ONE_MINUS_SRC_ALPHA, expected BLEND_SRC_ALPHA"
        ),
        "{text}"
    );
    assert!(
        lines.iter().filter(|l| l.starts_with("   0x")).count() >= 2,
        "{text}"
    );
    // Width 120: each column (120 - 6) / 2 = 57 characters.
    assert!(
        lines
            .iter()
            .skip(2)
            .all(|l| l.find(" | ").is_none_or(|at| at == 3 + 57)),
        "{text}"
    );
}

#[test]
fn inserted_and_missing_packets_realign() {
    #[rustfmt::skip]
    let expected = [
        NOP_1, 1,
        NOP_1, 2,
        NOP_1, 3,
    ];
    #[rustfmt::skip]
    let actual = [
        NOP_1, 1,
        NOP_1, 9,      // inserted
        NOP_1, 2,
        // NOP 3 missing
    ];
    let report = diff_streams(&actual, &expected).unwrap();
    assert_eq!(report.first_difference(), (Some(2), None));
    let text = report.to_string();
    let marks: Vec<&str> = text
        .lines()
        .skip(3)
        .filter(|l| !l.starts_with("    "))
        .map(|l| &l[..2])
        .collect();
    assert_eq!(marks, ["  ", ">+", "  ", " -"], "{text}");
}

#[test]
fn descriptor_after_a_hint_is_compared_field_by_field() {
    #[rustfmt::skip]
    let expected = [
        NOP_HINT_VSHARP[0], NOP_HINT_VSHARP[1],
        SET_SH_REG_4, 0x4C, 0x0040_0000, 0x0004_0000, 64, 0x0005_0FAC,
    ];
    let mut actual = expected;
    actual[5] = 0x0008_0000; // STRIDE 4 -> 8 (V# word 1 bits [29:16])
    let text = diff_streams(&actual, &expected).unwrap().to_string();
    assert!(text.contains("V#.STRIDE: actual 8, expected 4"), "{text}");
}

#[test]
fn descriptor_diff_marks_fields() {
    let expected = [0x0040_0000, 0x0004_0000, 64, 0x0005_0FAC];
    let actual = [0x0040_0000, 0x0004_0000, 65, 0x0005_0FAC];
    assert!(diff_descriptor(DescriptorKind::Buffer, &expected, &expected).is_none());
    let text = diff_descriptor(DescriptorKind::Buffer, &actual, &expected)
        .unwrap()
        .to_string();
    let marked: Vec<&str> = text.lines().filter(|l| l.starts_with("  !")).collect();
    assert_eq!(marked.len(), 1, "{text}");
    assert!(
        marked[0].contains("NUM_RECORDS")
            && marked[0].contains("0x41")
            && marked[0].contains("0x40"),
        "{text}"
    );
    let msg = panic_message(|| assert_descriptor_eq!(DescriptorKind::Buffer, actual, expected));
    assert!(
        msg.contains("assert_descriptor_eq failed") && msg.contains("! NUM_RECORDS"),
        "{msg}"
    );
}

#[test]
fn assert_stream_eq_panics_with_the_report() {
    let msg = panic_message(|| assert_stream_eq!([NOP_1, 1u32], [NOP_1, 2u32], "case {}", 3));
    assert!(
        msg.starts_with("assert_stream_eq failed: case 3\nstreams differ"),
        "{msg}"
    );
    assert!(
        msg.contains("dword 1 (body): actual 0x00000001, expected 0x00000002"),
        "{msg}"
    );
}

#[test]
fn malformed_streams_diff_without_panicking() {
    let expected = [NOP_1, 1, 0x4000_0000, (3 << 30) | (9 << 16) | (0x10 << 8)];
    let actual = [NOP_1, 1, 0x4000_0001];
    let text = diff_streams(&actual, &expected).unwrap().to_string();
    assert!(text.contains("reserved packet type 1"), "{text}");
    assert!(text.contains("undecoded, 1 dwords"), "{text}");
}
