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

// ---- Reports for a gfx8 stream, checked against the spec JSON's gfx8 names ----

mod gfx8 {
    use super::{NOP_1, SET_CONTEXT_REG_1, panic_message};
    use crate::data_source;
    use gcn::decode::{
        DescriptorKind, DescriptorView, diff_descriptor_for, diff_streams, diff_streams_for,
        disassemble,
    };
    use gcn::regs::Gfx;
    use gcn::{assert_descriptor_eq, assert_stream_eq};
    use serde_json::Value;
    use std::sync::OnceLock;

    const SET_SH_REG_8: u32 = (3 << 30) | (8 << 16) | (0x76 << 8);
    /// The PS4 user-data hint announcing a T# (`0x6875_0005`).
    const NOP_HINT_TSHARP: [u32; 2] = [NOP_1, 0x6875_0005];

    fn spec() -> &'static Value {
        static SPEC: OnceLock<Value> = OnceLock::new();
        SPEC.get_or_init(data_source::spec)
    }

    fn num(v: &Value) -> u32 {
        match v {
            Value::String(s) => u32::from_str_radix(s.trim_start_matches("0x"), 16).unwrap(),
            v => u32::try_from(v.as_u64().unwrap()).unwrap(),
        }
    }

    /// The spec's fields of one register or descriptor word on `gfx`
    /// (`fields_by_generation` when given, else the `fields` listed for it) as
    /// `(name, lsb, width)`.
    fn fields_on(entry: &Value, gfx: &str) -> Vec<(String, u32, u32)> {
        let listed = |f: &&Value| {
            f["generations"]
                .as_array()
                .is_none_or(|g| g.iter().any(|g| g == gfx))
        };
        let fields: Vec<&Value> = match entry.get("fields_by_generation").and_then(|m| m.get(gfx)) {
            Some(list) => list.as_array().unwrap().iter().collect(),
            None => entry["fields"]
                .as_array()
                .unwrap()
                .iter()
                .filter(listed)
                .collect(),
        };
        fields
            .iter()
            .map(|f| {
                (
                    f["name"].as_str().unwrap().to_string(),
                    num(&f["lsb"]),
                    num(&f["width"]),
                )
            })
            .collect()
    }

    /// The spec's context register `name`: its dword offset and its fields on gfx8.
    fn reg(name: &str) -> (u32, Vec<(String, u32, u32)>) {
        let r = spec()["registers"]
            .as_array()
            .unwrap()
            .iter()
            .find(|r| r["name"] == name && r["space"] == "context")
            .unwrap_or_else(|| panic!("{name} not in the spec"));
        (num(&r["dword_offset_in_space"]), fields_on(r, "gfx8"))
    }

    /// The spec's field `field` of `fields`: (lsb, width).
    fn field(fields: &[(String, u32, u32)], field: &str) -> (u32, u32) {
        let f = fields
            .iter()
            .find(|f| f.0 == field)
            .unwrap_or_else(|| panic!("no {field}"));
        (f.1, f.2)
    }

    /// The spec's fields of word `word` of descriptor `name` (`T#`, `V#`, `S#`) on `gfx`.
    fn desc_word(name: &str, word: usize, gfx: &str) -> Vec<(String, u32, u32)> {
        let w = spec()["descriptors"][name]["words"]
            .as_array()
            .unwrap()
            .iter()
            .find(|w| w["word"] == word)
            .unwrap_or_else(|| panic!("{name} has no word {word}"));
        fields_on(w, gfx)
    }

    /// A register only gfx8 has, and a gfx8-only field of a register every
    /// generation has, are named in the `~` lines of a gfx8 report; the gfx7
    /// report (the old behaviour for every stream) cannot name them.
    #[test]
    fn report_names_gfx8_registers_and_fields() {
        let (dcc_control, dcc_fields) = reg("CB_COLOR0_DCC_CONTROL");
        let (key_lsb, key_width) = field(&dcc_fields, "KEY_CLEAR_ENABLE");
        assert_eq!(key_width, 1);
        let (z_info, z_fields) = reg("DB_Z_INFO");
        let (planes_lsb, planes_width) = field(&z_fields, "DECOMPRESS_ON_N_ZPLANES");
        assert!(planes_width >= 2);
        #[rustfmt::skip]
        let expected = [
            SET_CONTEXT_REG_1, dcc_control, 0,
            SET_CONTEXT_REG_1, z_info, 0,
        ];
        let mut actual = expected;
        actual[2] = 1 << key_lsb;
        actual[5] = 2 << planes_lsb;
        let text = diff_streams_for(Gfx::Gfx8, &actual, &expected)
            .unwrap()
            .to_string();
        let tilde: Vec<&str> = text.lines().filter(|l| l.starts_with(" ~")).collect();
        assert_eq!(tilde.len(), 2, "{text}");
        assert!(
            tilde[0].ends_with("CB_COLOR0_DCC_CONTROL.KEY_CLEAR_ENABLE: actual 1, expected 0"),
            "{text}"
        );
        assert!(
            tilde[1].ends_with("DB_Z_INFO.DECOMPRESS_ON_N_ZPLANES: actual 2, expected 0"),
            "{text}"
        );
        // The side-by-side columns name the gfx8 register too.
        assert!(
            text.lines()
                .any(|l| l.starts_with(">!") || l.contains("CB_COLOR0_DCC_CONTROL = ")),
            "{text}"
        );
        let old = diff_streams(&actual, &expected).unwrap().to_string();
        assert!(old.contains(&format!("CONTEXT[{dcc_control:#x}]")), "{old}");
        assert!(
            !old.contains("CB_COLOR0_DCC_CONTROL") && !old.contains("DECOMPRESS_ON_N_ZPLANES"),
            "{old}"
        );
    }

    /// Writes to different registers under one header: the `only in` lines
    /// name the gfx8 registers.
    #[test]
    fn only_in_lines_name_gfx8_registers() {
        let (dcc_control, _) = reg("CB_COLOR0_DCC_CONTROL");
        let (dcc_base, base_fields) = reg("CB_COLOR0_DCC_BASE");
        assert_eq!(field(&base_fields, "BASE_256B"), (0, 32));
        let expected = [SET_CONTEXT_REG_1, dcc_control, 0];
        let actual = [SET_CONTEXT_REG_1, dcc_base, 0x100];
        let text = diff_streams_for(Gfx::Gfx8, &actual, &expected)
            .unwrap()
            .to_string();
        assert!(
            text.contains("only in actual: CB_COLOR0_DCC_BASE = 0x00000100 { BASE_256B: 0x100 }"),
            "{text}"
        );
        assert!(
            text.contains("only in expected: CB_COLOR0_DCC_CONTROL = 0x00000000"),
            "{text}"
        );
    }

    /// A T# after a PS4 hint in a gfx8 stream: the `~` lines and the
    /// columns use the spec's gfx8 names of words 6 and 7 (gfx7's `UNUNSED`
    /// before).
    #[test]
    fn tsharp_fields_are_gfx8_fields() {
        let (compression_lsb, _) = field(&desc_word("T#", 6, "gfx8"), "COMPRESSION_EN");
        assert_eq!(
            field(&desc_word("T#", 7, "gfx8"), "META_DATA_ADDRESS"),
            (0, 32)
        );
        assert_eq!(field(&desc_word("T#", 7, "gfx7"), "UNUNSED"), (0, 32));
        #[rustfmt::skip]
        let expected = [
            NOP_HINT_TSHARP[0], NOP_HINT_TSHARP[1],
            SET_SH_REG_8, 0x4C, 0, 0, 0, 0, 0, 0, 0, 0x1000,
        ];
        let mut actual = expected;
        actual[10] = 1 << compression_lsb;
        actual[11] = 0x2000;
        let text = diff_streams_for(Gfx::Gfx8, &actual, &expected)
            .unwrap()
            .to_string();
        assert!(
            text.contains("T#.COMPRESSION_EN: actual 1, expected 0"),
            "{text}"
        );
        assert!(
            text.contains("T#.META_DATA_ADDRESS: actual 0x2000, expected 0x1000"),
            "{text}"
        );
        assert!(text.contains("META_DATA_ADDRESS: 0x1000 }"), "{text}");
        assert!(!text.contains("UNUNSED"), "{text}");
        let old = diff_streams(&actual, &expected).unwrap().to_string();
        assert!(
            old.contains("T#.UNUNSED: actual 0x2000, expected 0x1000"),
            "{old}"
        );
    }

    /// `assert_stream_eq!(gfx = ...; ...)` panics with the gfx8 report and
    /// passes on equal streams.
    #[test]
    fn assert_stream_eq_takes_the_generation() {
        let (dcc_base, _) = reg("CB_COLOR0_DCC_BASE");
        let expected = [SET_CONTEXT_REG_1, dcc_base, 0x100];
        let actual = [SET_CONTEXT_REG_1, dcc_base, 0x200];
        assert_stream_eq!(gfx = Gfx::Gfx8; expected, expected);
        assert_stream_eq!(gfx = Gfx::Gfx8; expected, expected, "no {}", "message");
        let msg =
            panic_message(|| assert_stream_eq!(gfx = Gfx::Gfx8; actual, expected, "key {}", 0));
        assert!(
            msg.starts_with("assert_stream_eq failed: key 0\nstreams differ"),
            "{msg}"
        );
        assert!(
            msg.contains("CB_COLOR0_DCC_BASE.BASE_256B: actual 0x200, expected 0x100"),
            "{msg}"
        );
        let msg = panic_message(|| assert_stream_eq!(gfx = Gfx::Gfx8; actual, expected));
        assert!(
            msg.starts_with("assert_stream_eq failed\nstreams differ"),
            "{msg}"
        );
    }

    /// `diff_descriptor_for` and `assert_descriptor_eq!(gfx = ...; ...)` mark
    /// the gfx8 field, and list exactly the spec's gfx8 fields.
    #[test]
    fn descriptor_diff_takes_the_generation() {
        let expected = [0u32, 0, 0, 0, 0, 0, 0, 0x1000];
        let actual = [0u32, 0, 0, 0, 0, 0, 0, 0x2000];
        let text = diff_descriptor_for(Gfx::Gfx8, DescriptorKind::Image, &actual, &expected)
            .unwrap()
            .to_string();
        let marked: Vec<&str> = text.lines().filter(|l| l.starts_with("  !")).collect();
        assert_eq!(marked.len(), 1, "{text}");
        assert!(marked[0].contains("META_DATA_ADDRESS"), "{text}");
        // One table row per spec field of the gfx8 T#.
        let rows: Vec<&str> = text
            .lines()
            .skip(4)
            .map(|l| l[4..].split_whitespace().next().unwrap())
            .collect();
        let spec: Vec<String> = (0..8)
            .flat_map(|w| desc_word("T#", w, "gfx8"))
            .map(|f| f.0)
            .collect();
        assert_eq!(rows, spec, "{text}");
        let msg = panic_message(
            || assert_descriptor_eq!(gfx = Gfx::Gfx8; DescriptorKind::Image, actual, expected),
        );
        assert!(msg.contains("! META_DATA_ADDRESS"), "{msg}");
        assert_descriptor_eq!(gfx = Gfx::Gfx8; DescriptorKind::Image, actual, actual);
    }

    /// For every descriptor and generation, a view's fields are the spec's
    /// fields of that generation, word by word (names, lsb, width).
    #[test]
    fn views_list_the_spec_fields_of_their_generation() {
        for (kind, name) in [
            (DescriptorKind::Buffer, "V#"),
            (DescriptorKind::Image, "T#"),
            (DescriptorKind::Sampler, "S#"),
        ] {
            for (gfx, gname) in [
                (Gfx::Gfx6, "gfx6"),
                (Gfx::Gfx7, "gfx7"),
                (Gfx::Gfx8, "gfx8"),
            ] {
                let words = vec![0u32; kind.dwords()];
                let view = DescriptorView::new(kind, &words).for_gfx(gfx);
                let mut got: Vec<(usize, String, u32, u32)> = view
                    .fields()
                    .map(|(w, f, _)| (w, f.name.to_string(), u32::from(f.lsb), u32::from(f.width)))
                    .collect();
                let mut want: Vec<(usize, String, u32, u32)> = (0..kind.dwords())
                    .flat_map(|w| {
                        desc_word(name, w, gname)
                            .into_iter()
                            .map(move |(n, l, wd)| (w, n, l, wd))
                    })
                    .collect();
                got.sort();
                want.sort();
                assert_eq!(got, want, "{name} on {gname}");
            }
        }
    }

    /// The disassembler shows a hinted T# of a gfx8 stream with gfx8 fields,
    /// and a gfx7 stream's as before.
    #[test]
    fn disassembly_shows_gfx8_tsharp_fields() {
        #[rustfmt::skip]
        let stream = [
            NOP_HINT_TSHARP[0], NOP_HINT_TSHARP[1],
            SET_SH_REG_8, 0x4C, 0, 0, 0, 0, 0, 0, 0, 0x1000,
        ];
        let gfx8 = disassemble(&stream).for_gfx(Gfx::Gfx8).to_string();
        assert!(gfx8.contains("COMPRESSION_EN: 0, "), "{gfx8}");
        assert!(gfx8.contains("META_DATA_ADDRESS: 0x1000 }"), "{gfx8}");
        assert!(!gfx8.contains("UNUNSED"), "{gfx8}");
        let gfx7 = disassemble(&stream).to_string();
        assert!(gfx7.contains("UNUNSED: 0x1000 }"), "{gfx7}");
    }
}
