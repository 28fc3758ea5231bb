//! Field positions and enumerations of the descriptors against the register spec.
//!
//! For each descriptor the spec's gfx7 field list (word, name, lsb, width) must
//! equal the crate's field table exactly — every spec field present at the same
//! position and width, and no crate field the spec lacks. The crate's tables
//! are built from the `#[bitfield]` words' own position constants, so this
//! checks the encoders themselves. The gfx6 and gfx8 lists must equal what
//! `fields_for` derives from the gfx7 table and the crate's table of
//! generation-dependent fields (`gcn::desc::generation`). The enumerations
//! are checked value by value.

use crate::common::{Table, each_field};
use crate::data_source;

use gcn::desc::*;
use serde_json::Value;

/// The fields of one spec descriptor on generation `gfx`: (word, name, lsb, width).
fn spec_fields(spec: &Value, key: &str, gfx: &str) -> Vec<(u8, String, u8, u8)> {
    let words = spec["descriptors"][key]["words"]
        .as_array()
        .unwrap_or_else(|| panic!("spec has no descriptor {key}"));
    let mut out = Vec::new();
    for w in words {
        let word = w["word"].as_u64().expect("word index") as u8;
        let list = w
            .get("fields_by_generation")
            .and_then(|g| g.get(gfx))
            .or_else(|| w.get("fields"))
            .and_then(Value::as_array)
            .expect("field list");
        for f in list {
            let gens = f.get("generations").and_then(Value::as_array);
            if gens.is_some_and(|g| !g.iter().any(|x| x == gfx)) {
                continue;
            }
            out.push((
                word,
                f["name"].as_str().expect("name").to_string(),
                f["lsb"].as_u64().expect("lsb") as u8,
                f["width"].as_u64().expect("width") as u8,
            ));
        }
    }
    out
}

/// Compares one descriptor's gfx7 table; returns (fields checked, mismatches).
fn check_descriptor(spec: &Value, key: &str, table: Table, report: &mut String) -> (usize, usize) {
    let table: Vec<(u8, gcn::regs::Field)> = each_field(table).map(|(w, f)| (w, *f)).collect();
    check_fields(spec, key, "gfx7", &table, report)
}

/// Compares one descriptor's fields on generation `gfx`; returns (fields checked, mismatches).
fn check_fields(
    spec: &Value,
    key: &str,
    gfx: &str,
    table: &[(u8, gcn::regs::Field)],
    report: &mut String,
) -> (usize, usize) {
    let fields = spec_fields(spec, key, gfx);
    let mut mismatches = 0;
    for (word, name, lsb, width) in &fields {
        match table.iter().find(|(w, f)| w == word && f.name == name) {
            Some((_, f)) if f.lsb == *lsb && f.width == *width => {}
            Some((_, f)) => {
                mismatches += 1;
                *report += &format!(
                    "{key} WORD{word}.{name}: spec [{lsb}+{width}], crate [{}+{}]\n",
                    f.lsb, f.width
                );
            }
            None => {
                mismatches += 1;
                *report += &format!("{key} WORD{word}.{name}: missing from the crate\n");
            }
        }
    }
    for (word, f) in table {
        if !fields.iter().any(|(w, n, _, _)| w == word && n == f.name) {
            mismatches += 1;
            *report += &format!("{key} WORD{word}.{}: not in the spec ({gfx})\n", f.name);
        }
    }
    // Fields of one word never overlap.
    for (aw, a) in table {
        for (bw, b) in table {
            if (aw, a.name) < (bw, b.name) && aw == bw && a.mask() & b.mask() != 0 {
                mismatches += 1;
                *report += &format!("{key} WORD{aw}: {} overlaps {}\n", a.name, b.name);
            }
        }
    }
    (fields.len(), mismatches)
}

/// gfx6 and gfx8: each descriptor's `fields_for` equals the spec's list.
#[test]
fn spec_descriptor_fields_per_generation() {
    let spec = load_spec();
    let mut report = String::new();
    let (mut checked, mut mismatches) = (0, 0);
    for (gfx, name) in [
        (Gfx::Gfx6, "gfx6"),
        (Gfx::Gfx7, "gfx7"),
        (Gfx::Gfx8, "gfx8"),
    ] {
        let tables: [(&str, Vec<(u8, gcn::regs::Field)>); 3] = [
            ("V#", BufferResource::fields_for(gfx).collect()),
            ("T#", ImageResource::fields_for(gfx).collect()),
            ("S#", SamplerResource::fields_for(gfx).collect()),
        ];
        for (key, table) in &tables {
            let (c, m) = check_fields(&spec, key, name, table, &mut report);
            checked += c;
            mismatches += m;
        }
    }
    conclude(
        "spec descriptors per generation",
        checked,
        mismatches,
        &report,
    );
}

/// Prints `<label>: C fields checked, M mismatches` past the harness capture
/// (so CI logs always show it) and the report, then asserts a clean check.
fn conclude(label: &str, checked: usize, mismatches: usize, report: &str) {
    {
        use std::io::Write as _;
        let _ = writeln!(
            std::io::stderr(),
            "{label}: {checked} fields checked, {mismatches} mismatches"
        );
    }
    print!("{report}");
    assert!(checked > 0);
    assert_eq!(mismatches, 0);
}

fn load_spec() -> Value {
    data_source::spec()
}

/// Whether the spec enumeration `values` names `value` on generation `gfx`:
/// a value listed for every generation or for `gfx`, whose name is not a
/// `*_RESERVED_*` placeholder.
fn named_on(values: &[Value], value: u64, gfx: &str) -> bool {
    values.iter().any(|v| {
        let gens: Vec<&str> = v
            .get("generations")
            .and_then(Value::as_array)
            .map(|g| g.iter().filter_map(Value::as_str).collect())
            .unwrap_or_default();
        v["value"].as_u64() == Some(value)
            && (gens.is_empty() || gens.contains(&gfx))
            && !v["name"].as_str().unwrap_or("").contains("RESERVED")
    })
}

#[test]
fn spec_descriptor_fields() {
    let spec = load_spec();
    let mut report = String::new();
    let mut checked = 0;
    let mut mismatches = 0;
    let descriptors: &[(&str, Table)] = &[
        ("V#", BufferResource::FIELDS),
        ("T#", ImageResource::FIELDS),
        ("S#", SamplerResource::FIELDS),
    ];
    for &(key, table) in descriptors {
        let (c, m) = check_descriptor(&spec, key, table, &mut report);
        checked += c;
        mismatches += m;
    }
    conclude("spec descriptors", checked, mismatches, &report);
}

/// One crate enum against one spec enum: every gfx7 spec value is named by the
/// crate with the same value, and every crate name exists in the spec.
fn check_enum(
    spec: &Value,
    key: &str,
    all: &[(Option<&'static str>, u32)],
    report: &mut String,
) -> (usize, usize) {
    let values = spec["enums"][key]["values"]
        .as_array()
        .unwrap_or_else(|| panic!("spec has no enum {key}"));
    let mut checked = 0;
    let mut mismatches = 0;
    for v in values {
        let name = v["name"].as_str().expect("name");
        let value = v["value"].as_u64().expect("value") as u32;
        let gens: Vec<&str> = v
            .get("generations")
            .and_then(Value::as_array)
            .map(|g| g.iter().filter_map(Value::as_str).collect())
            .unwrap_or_default();
        let on_gfx7 = gens.is_empty() || gens.contains(&"gfx7");
        if !on_gfx7 {
            // Values of other generations only; gfx7 names the value differently.
            continue;
        }
        let in_crate = all.iter().find(|(n, _)| *n == Some(name));
        checked += 1;
        match in_crate {
            Some((_, cv)) if *cv == value => {}
            Some((_, cv)) => {
                mismatches += 1;
                *report += &format!("{key}.{name}: spec {value}, crate {cv}\n");
            }
            None => {
                mismatches += 1;
                *report += &format!("{key}.{name}: missing from the crate\n");
            }
        }
    }
    for (n, cv) in all {
        let name = n.unwrap_or("?");
        if !values
            .iter()
            .any(|v| v["name"] == name && v["value"].as_u64() == Some(u64::from(*cv)))
        {
            mismatches += 1;
            *report += &format!("{key}.{name} = {cv}: not in the spec\n");
        }
    }
    (checked, mismatches)
}

/// An enum's named values: (name, value).
type Named = Vec<(Option<&'static str>, u32)>;

macro_rules! named_values {
    ($t:ty) => {
        <$t>::ALL
            .iter()
            .map(|v| (v.name(), v.raw()))
            .collect::<Vec<_>>()
    };
}

#[test]
fn spec_descriptor_enums() {
    let spec = load_spec();
    let mut report = String::new();
    let mut checked = 0;
    let mut mismatches = 0;
    let enums: Vec<(&str, Named)> = vec![
        ("IMG_DATA_FORMAT", named_values!(ImgDataFormat)),
        ("IMG_NUM_FORMAT", named_values!(ImgNumFormat)),
        ("BUF_DATA_FORMAT", named_values!(BufDataFormat)),
        ("BUF_NUM_FORMAT", named_values!(BufNumFormat)),
        ("SQ_SEL_XYZW01", named_values!(SqSel)),
        ("SQ_TEX_CLAMP", named_values!(SqTexClamp)),
        ("SQ_TEX_ANISO_RATIO", named_values!(SqTexAnisoRatio)),
        ("SQ_TEX_DEPTH_COMPARE", named_values!(SqTexDepthCompare)),
        ("SQ_IMG_FILTER_TYPE", named_values!(SqImgFilterType)),
        ("SQ_TEX_XY_FILTER", named_values!(SqTexXyFilter)),
        ("SQ_TEX_Z_FILTER", named_values!(SqTexZFilter)),
        ("SQ_TEX_MIP_FILTER", named_values!(SqTexMipFilter)),
        ("SQ_TEX_BORDER_COLOR", named_values!(SqTexBorderColor)),
        ("SQ_RSRC_IMG_TYPE", named_values!(SqRsrcImgType)),
        ("SQ_RSRC_BUF_TYPE", named_values!(SqRsrcBufType)),
        ("MTYPE", named_values!(Mtype)),
    ];
    for (key, all) in &enums {
        let (c, m) = check_enum(&spec, key, all, &mut report);
        checked += c;
        mismatches += m;
    }
    {
        use std::io::Write as _;
        // Written past the test harness capture so CI logs always show the count.
        let _ = writeln!(
            std::io::stderr(),
            "spec descriptor enums: {checked} values checked, {mismatches} mismatches"
        );
    }
    print!("{report}");
    assert!(checked > 0);
    assert_eq!(mismatches, 0);
}

/// The V# number formats each generation has, from the spec's
/// `BUF_NUM_FORMAT` (a value named `*_RESERVED_*` on a generation is not a
/// format there: `BUF_NUM_FORMAT_SNORM_OGL` is gfx6 and gfx7 only, gfx8
/// names 6 `BUF_NUM_FORMAT_RESERVED_6`): `DataFormat::buffer_format_for`
/// encodes exactly those, and the V# builders refuse the others with
/// `FormatUnsupported`.
#[test]
fn spec_buffer_num_formats_per_generation() {
    let spec = load_spec();
    let values = spec["enums"]["BUF_NUM_FORMAT"]["values"]
        .as_array()
        .expect("spec has BUF_NUM_FORMAT");
    let has = |value: u32, gfx: &str| named_on(values, u64::from(value), gfx);
    let mut checked = 0;
    for (gfx, name) in [
        (Gfx::Gfx6, "gfx6"),
        (Gfx::Gfx7, "gfx7"),
        (Gfx::Gfx8, "gfx8"),
    ] {
        for num in 0..8u8 {
            let f = DataFormat::new(
                ImgDataFormat::IMG_DATA_FORMAT_8_8_8_8,
                ImgNumFormat::from_bits(num),
                format::SWIZZLE_XYZW,
            );
            let want = has(u32::from(num), name).then(|| {
                (
                    BufDataFormat::BUF_DATA_FORMAT_8_8_8_8,
                    BufNumFormat::from_bits(num),
                )
            });
            assert_eq!(f.buffer_format_for(gfx), want, "{name} NUM_FORMAT {num}");
            let v = BufferResource::vertex_stream_for(gfx, 0x1000, f, 4, 16);
            match want {
                Some((_, n)) => assert_eq!(v.map(|v| v.num_format()), Ok(n), "{name} {num}"),
                None => assert_eq!(v, Err(Error::FormatUnsupported), "{name} {num}"),
            }
            if gfx == Gfx::Gfx7 {
                // The functions without a generation are gfx7's.
                assert_eq!(f.buffer_format(), want, "gfx7 NUM_FORMAT {num}");
            }
            checked += 1;
        }
    }
    // SNORM_OGL is one of the values the spec gives some generations only.
    assert!(has(6, "gfx6") && has(6, "gfx7") && !has(6, "gfx8"));
    assert_eq!(checked, 24);
}

/// The T# number formats per generation, from the spec's `IMG_NUM_FORMAT`
/// table: gfx6 and gfx7 name 6 `SNORM_OGL` and 10..=13 `UBNORM`,
/// `UBNORM_OGL`, `UBINT`, `UBSCALED`, which gfx8 names
/// `IMG_NUM_FORMAT_RESERVED_*`. The generation table lists the named values
/// of each generation, and the image builder refuses with
/// `FormatUnsupported` exactly the values its generation reserves but
/// another generation names.
#[test]
fn spec_image_num_formats_per_generation() {
    let spec = load_spec();
    let values = spec["enums"]["IMG_NUM_FORMAT"]["values"]
        .as_array()
        .expect("spec has IMG_NUM_FORMAT");
    let named = |value: u8, gfx: &str| named_on(values, u64::from(value), gfx);
    let gens = [
        (Gfx::Gfx6, "gfx6"),
        (Gfx::Gfx7, "gfx7"),
        (Gfx::Gfx8, "gfx8"),
    ];
    let mut refused = 0;
    for (gfx, name) in gens {
        let mask = (0..16u8)
            .filter(|&n| named(n, name))
            .fold(0u16, |m, n| m | 1 << n);
        assert_eq!(Generation::of(gfx).img_num_formats, mask, "{name}");
        for num in 0..16u8 {
            let f = DataFormat::new(
                ImgDataFormat::IMG_DATA_FORMAT_8_8_8_8,
                ImgNumFormat::from_bits(num),
                format::SWIZZLE_XYZW,
            );
            let t = ImageBuilder::new(
                SqRsrcImgType::SQ_RSRC_IMG_2D,
                f,
                0x1000,
                gcn::tiling::TileIndex::from_field(8),
                64,
                64,
            )
            .with_gfx(gfx)
            .build();
            let elsewhere = gens.iter().any(|&(_, g)| named(num, g));
            if elsewhere && !named(num, name) {
                assert_eq!(t, Err(Error::FormatUnsupported), "{name} NUM_FORMAT {num}");
                refused += 1;
            } else {
                assert_eq!(
                    t.map(|t| t.format().num_format()),
                    Ok(f.num_format()),
                    "{name} {num}"
                );
            }
        }
    }
    // gfx8 reserves 6 and 10..=13, which gfx6 and gfx7 name.
    assert!(named(6, "gfx7") && !named(6, "gfx8"));
    assert!((10..=13).all(|n| named(n, "gfx6") && named(n, "gfx7") && !named(n, "gfx8")));
    assert_eq!(refused, 5);
}

/// `DataFormat::fmask_samples` reads the samples and fragments off the
/// spec's FMASK data format names (`IMG_DATA_FORMAT_FMASK<bits>_S<s>_F<f>`),
/// every other data format has none, and the element size is the name's
/// bits.
#[test]
fn spec_fmask_data_formats() {
    let spec = load_spec();
    let values = spec["enums"]["IMG_DATA_FORMAT"]["values"]
        .as_array()
        .expect("spec has IMG_DATA_FORMAT");
    let mut fmask = 0;
    for v in values {
        let name = v["name"].as_str().expect("name");
        let value = v["value"].as_u64().expect("value") as u8;
        let f = DataFormat::new(
            ImgDataFormat::from_bits(value),
            ImgNumFormat::IMG_NUM_FORMAT_UINT,
            format::SWIZZLE_XYZW,
        );
        let Some(rest) = name.strip_prefix("IMG_DATA_FORMAT_FMASK") else {
            assert_eq!(f.fmask_samples(), None, "{name}");
            continue;
        };
        let parts: Vec<u32> = rest
            .split('_')
            .map(|p| p.trim_start_matches(['S', 'F']).parse().expect(name))
            .collect();
        let [bits, samples, frags] = parts[..] else {
            panic!("{name}")
        };
        assert_eq!(f.fmask_samples(), Some((samples, frags)), "{name}");
        assert_eq!(f.bits_per_element(), Some(bits), "{name}");
        fmask += 1;
    }
    assert_eq!(fmask, 13);
}
