//! The generation parameter of the descriptors: which fields exist where
//! (against the spec's per-generation field lists), and the typed errors for
//! writing a field a generation does not have.

use crate::data_source;

use gcn::desc::*;
use serde_json::Value;

const GENS: [(Gfx, &str); 3] = [
    (Gfx::Gfx6, "gfx6"),
    (Gfx::Gfx7, "gfx7"),
    (Gfx::Gfx8, "gfx8"),
];

/// (lsb, width) of `WORD<word>.<name>` in the spec's list for `gfx`, if listed.
fn spec_field(spec: &Value, key: &str, word: u8, name: &str, gfx: &str) -> Option<(u8, u8)> {
    let w = spec["descriptors"][key]["words"]
        .as_array()?
        .iter()
        .find(|w| w["word"].as_u64() == Some(u64::from(word)))?;
    let list = w
        .get("fields_by_generation")
        .and_then(|g| g.get(gfx))
        .or_else(|| w.get("fields"))?
        .as_array()?;
    list.iter()
        .find(|f| {
            f["name"] == name
                && f.get("generations")
                    .and_then(Value::as_array)
                    .is_none_or(|g| g.iter().any(|x| x == gfx))
        })
        .map(|f| {
            (
                f["lsb"].as_u64().unwrap() as u8,
                f["width"].as_u64().unwrap() as u8,
            )
        })
}

/// Writes the largest value of every generation-dependent field on every
/// generation: accepted exactly where the spec lists the field, at the spec's
/// bits and nowhere else; refused with `FieldAbsent` elsewhere.
fn check_table<D: Copy>(
    spec: &Value,
    key: &str,
    table: &[GenField],
    zero: D,
    set: impl Fn(D, Gfx, usize, u32) -> Result<D, Error>,
    words: impl Fn(D) -> Vec<u32>,
) -> usize {
    let mut checked = 0;
    for (i, g) in table.iter().enumerate() {
        for (gfx, name) in GENS {
            let listed = spec_field(spec, key, g.word, g.field.name, name);
            let max = g.field.mask() >> g.field.lsb;
            match set(zero, gfx, i, max) {
                Ok(d) => {
                    if g.in_spec {
                        let (lsb, width) = listed.unwrap_or_else(|| {
                            panic!("{key} {} accepted on {name}, spec lacks it", g.field.name)
                        });
                        assert_eq!(
                            (g.field.lsb, g.field.width),
                            (lsb, width),
                            "{key} {}",
                            g.field.name
                        );
                    }
                    let w = words(d);
                    for (wi, v) in w.iter().enumerate() {
                        let want = if wi == usize::from(g.word) {
                            g.field.mask()
                        } else {
                            0
                        };
                        assert_eq!(*v, want, "{key} {} on {name}: word {wi}", g.field.name);
                    }
                }
                Err(e) => {
                    assert_eq!(
                        e,
                        Error::FieldAbsent {
                            field: g.field.name,
                            gfx
                        }
                    );
                    assert!(
                        !g.in_spec || listed.is_none(),
                        "{key} {} refused on {name}, the spec lists it",
                        g.field.name
                    );
                }
            }
            checked += 1;
        }
    }
    checked
}

#[test]
fn generation_fields_follow_the_spec() {
    let spec = data_source::spec();
    let mut n = 0;
    n += check_table(
        &spec,
        "V#",
        BufferField::TABLE,
        BufferResource::new(),
        |d, gfx, i, v| d.with_field_for(gfx, BufferField::ALL[i], v),
        |d| d.to_words().to_vec(),
    );
    n += check_table(
        &spec,
        "T#",
        ImageField::TABLE,
        ImageResource::from_words([0; 8]),
        |d, gfx, i, v| d.with_field_for(gfx, ImageField::ALL[i], v),
        |d| d.to_words().to_vec(),
    );
    n += check_table(
        &spec,
        "S#",
        SamplerField::TABLE,
        SamplerResource::new(),
        |d, gfx, i, v| d.with_field_for(gfx, SamplerField::ALL[i], v),
        |d| d.to_words().to_vec(),
    );
    assert_eq!(n, 3 * (2 + 13 + 3));
}

#[test]
fn generation_field_values_are_checked_and_read_back() {
    let s = SamplerResource::new();
    assert_eq!(
        s.with_field_for(Gfx::Gfx8, SamplerField::CompatMode, 2),
        Err(Error::FieldOverflow {
            field: "COMPAT_MODE",
            value: 2
        })
    );
    let t = ImageResource::from_words([0; 8])
        .with_field_for(Gfx::Gfx8, ImageField::LostColorBits, 9)
        .unwrap();
    assert_eq!(t.to_words()[6], 9 << 28);
    assert_eq!(t.field_for(Gfx::Gfx8, ImageField::LostColorBits), Ok(9));
    assert_eq!(
        t.field_for(Gfx::Gfx7, ImageField::LostColorBits),
        Err(Error::FieldAbsent {
            field: "LOST_COLOR_BITS",
            gfx: Gfx::Gfx7
        })
    );
    // The same bits read as gfx7's unused field.
    assert_eq!(t.field_for(Gfx::Gfx7, ImageField::UnusedWord6), Ok(9 << 7));
    assert_eq!(
        Error::FieldAbsent {
            field: "COMPAT_MODE",
            gfx: Gfx::Gfx7
        }
        .to_string(),
        "gfx7 has no field COMPAT_MODE"
    );
}

/// The S# bits of `new_for`: Mesa's `ac_build_sampler_descriptor` sets
/// `DISABLE_LSB_CEIL` (WORD2 bit 29) and `FILTER_PREC_FIX` (bit 30) on gfx6-8,
/// and on gfx8 `COMPAT_MODE` (WORD0 bit 31) and `ANISO_OVERRIDE` (WORD2 bit 31).
#[test]
fn sampler_generation_bits() {
    assert_eq!(
        SamplerResource::new_for(Gfx::Gfx6).to_words(),
        [0, 0, 0x6000_0000, 0]
    );
    assert_eq!(
        SamplerResource::new_for(Gfx::Gfx7).to_words(),
        [0, 0, 0x6000_0000, 0]
    );
    assert_eq!(
        SamplerResource::new_for(Gfx::Gfx8).to_words(),
        [0x8000_0000, 0, 0xE000_0000, 0]
    );
}

#[test]
fn buffer_records_and_add_tid_by_generation() {
    let v = |gfx| BufferResource::structured_buffer_for(gfx, 0x1000, 12, 1000).unwrap();
    assert_eq!(v(Gfx::Gfx6).num_records(), 1000);
    assert_eq!(v(Gfx::Gfx7).num_records(), 1000);
    assert_eq!(v(Gfx::Gfx8).num_records(), 12_000);
    // Stride 0: bytes everywhere.
    for (gfx, _) in GENS {
        let c = BufferResource::structured_buffer_for(gfx, 0, 0, 77).unwrap();
        assert_eq!(c.num_records(), 77);
    }
    // gfx8 byte count past 32 bits.
    assert_eq!(
        BufferResource::structured_buffer_for(Gfx::Gfx8, 0, 16, 1 << 28),
        Err(Error::NumRecordsTooLarge)
    );
    assert!(BufferResource::structured_buffer_for(Gfx::Gfx7, 0, 16, 1 << 28).is_ok());
    // The old constructors are gfx7's.
    assert_eq!(
        BufferResource::structured_buffer(0x1000, 12, 1000),
        Ok(v(Gfx::Gfx7))
    );
    // ADD_TID_ENABLE on gfx8 zeroes DATA_FORMAT (STRIDE[17:14]); not before.
    let f = BufferResource::vertex_stream(0, DataFormat::R32G32B32A32_FLOAT, 16, 4).unwrap();
    for (gfx, _) in GENS {
        let d = f.with_add_tid_for(gfx, true);
        assert!(d.add_tid());
        let want = if gfx == Gfx::Gfx8 {
            0
        } else {
            f.data_format().raw()
        };
        assert_eq!(d.data_format().raw(), want, "{gfx:?}");
        assert_eq!(d.num_format(), f.num_format());
        assert_eq!(f.with_add_tid_for(gfx, false), f);
    }
}

#[test]
fn image_words_6_and_7_by_generation() {
    let b = ImageBuilder::texture_2d(
        0x10_0000,
        DataFormat::R8G8B8A8_UNORM,
        gcn::tiling::config::Ps4TileMode::Thin2dThin.index(),
        64,
        64,
        1,
    );
    // Word 7 is free on gfx6/gfx7, META_DATA_ADDRESS on gfx8.
    for gfx in [Gfx::Gfx6, Gfx::Gfx7] {
        let t = b.with_gfx(gfx).with_word7(0xFFFF_F1FF).build().unwrap();
        assert_eq!(t.to_words()[7], 0xFFFF_F1FF);
        assert_eq!(
            b.with_gfx(gfx).with_compression(0x20_0000, true).build(),
            Err(Error::FieldAbsent {
                field: "COMPRESSION_EN",
                gfx
            })
        );
    }
    assert_eq!(
        b.with_gfx(Gfx::Gfx8).with_word7(1).build(),
        Err(Error::FieldAbsent {
            field: "UNUNSED",
            gfx: Gfx::Gfx8
        })
    );
    let t = b
        .with_gfx(Gfx::Gfx8)
        .with_compression(0xAB_CDEF_1200, true)
        .build()
        .unwrap();
    assert_eq!(t.to_words()[6], (1 << 21) | (1 << 22));
    assert_eq!(t.to_words()[7], 0xABCD_EF12);
    assert_eq!(
        t.field_for(Gfx::Gfx8, ImageField::MetaDataAddress),
        Ok(0xABCD_EF12)
    );
    // Words 0-5 are the gfx7 ones.
    assert_eq!(
        t.to_words()[..6],
        b.build().unwrap().to_words()[..6],
        "words 0-5 differ by generation"
    );
    // The field holds address bits 39..8.
    assert!(matches!(
        b.with_gfx(Gfx::Gfx8)
            .with_compression(1 << 40, false)
            .build(),
        Err(Error::Address(_))
    ));
    assert!(matches!(
        b.with_gfx(Gfx::Gfx8)
            .with_compression(0x1080, false)
            .build(),
        Err(Error::Address(_))
    ));
}

/// `ALPHA_IS_ON_MSB` follows the colour block's `COMP_SWAP` as Mesa's
/// `vi_alpha_is_on_msb` does on gfx8 (one channel: alpha-only storage;
/// wider: any swap but the reversed ones).
#[test]
fn dcc_alpha_is_on_msb_follows_comp_swap() {
    use gcn::regs::SurfaceSwap;
    for (name, f) in DataFormat::NAMED {
        let (Some(ct), Some(n)) = (f.color_target(), f.channels()) else {
            assert_eq!(f.dcc_alpha_is_on_msb(), None, "{name}");
            continue;
        };
        let swap = ct.comp_swap();
        let want = if n == 1 {
            swap == SurfaceSwap::SWAP_ALT_REV
        } else {
            swap != SurfaceSwap::SWAP_STD_REV && swap != SurfaceSwap::SWAP_ALT_REV
        };
        assert_eq!(f.dcc_alpha_is_on_msb(), Some(want), "{name}");
    }
    assert_eq!(DataFormat::B8G8R8A8_UNORM.dcc_alpha_is_on_msb(), Some(true));
}

fn gfx() -> impl proptest::strategy::Strategy<Value = Gfx> {
    proptest::sample::select(vec![Gfx::Gfx6, Gfx::Gfx7, Gfx::Gfx8])
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig { cases: 1000, failure_persistence: None, ..Default::default() })]

    /// Any T# words, any generation, any table field and value: a write
    /// either fails (absent field, value too wide) and changes nothing, or
    /// changes exactly that field, which then reads back.
    #[test]
    fn image_field_writes_touch_only_their_field(
        w in proptest::prelude::any::<[u32; 8]>(),
        g in gfx(),
        i in 0usize..13,
        value in proptest::prelude::any::<u32>(),
    ) {
        let t = ImageResource::from_words(w);
        let f = ImageField::ALL[i];
        let info = f.info();
        match t.with_field_for(g, f, value) {
            Ok(u) => {
                proptest::prop_assert!(info.exists_on(g));
                proptest::prop_assert_eq!(u.field_for(g, f), Ok(value));
                for (k, (a, b)) in u.to_words().iter().zip(w).enumerate() {
                    let mask = if k == usize::from(info.word) { info.field.mask() } else { 0 };
                    proptest::prop_assert_eq!(a & !mask, b & !mask);
                }
            }
            Err(Error::FieldAbsent { field, gfx }) => {
                proptest::prop_assert!(!info.exists_on(g));
                proptest::prop_assert_eq!((field, gfx), (info.field.name, g));
            }
            Err(Error::FieldOverflow { .. }) => {
                proptest::prop_assert!(value > info.field.mask() >> info.field.lsb);
            }
            Err(e) => proptest::prop_assert!(false, "unexpected error {e}"),
        }
    }

    /// gfx8 byte counts: elements × stride when it fits 32 bits, else an error.
    #[test]
    fn element_count_by_generation(stride in 0u32..16384, count in proptest::prelude::any::<u32>(), g in gfx()) {
        let d = BufferResource::new().with_stride(stride).unwrap();
        let r = d.with_element_count(g, count);
        if g == Gfx::Gfx8 && stride != 0 {
            match count.checked_mul(stride) {
                Some(b) => proptest::prop_assert_eq!(r.map(|d| d.num_records()), Ok(b)),
                None => proptest::prop_assert_eq!(r, Err(Error::NumRecordsTooLarge)),
            }
        } else {
            proptest::prop_assert_eq!(r.map(|d| d.num_records()), Ok(count));
        }
    }
}

/// `(word, name, lsb, width, [gfx6, gfx7, gfx8])` of every field of the spec's
/// descriptor `key` that some generation lacks, read from the JSON.
fn spec_generation_rows(spec: &Value, key: &str) -> Vec<(u8, String, u8, u8, [bool; 3])> {
    let mut rows = Vec::new();
    for w in spec["descriptors"][key]["words"].as_array().unwrap() {
        let word = w["word"].as_u64().unwrap() as u8;
        let mut seen: Vec<(String, u8, u8)> = Vec::new();
        for (_, gfx) in GENS {
            let list = w
                .get("fields_by_generation")
                .and_then(|g| g.get(gfx))
                .unwrap_or(&w["fields"]);
            for f in list.as_array().unwrap() {
                let id = (
                    f["name"].as_str().unwrap().to_string(),
                    f["lsb"].as_u64().unwrap() as u8,
                    f["width"].as_u64().unwrap() as u8,
                );
                if !seen.contains(&id) {
                    seen.push(id);
                }
            }
        }
        for (name, lsb, width) in seen {
            let on =
                GENS.map(|(_, gfx)| spec_field(spec, key, word, &name, gfx) == Some((lsb, width)));
            if on != [true; 3] {
                rows.push((word, name, lsb, width, on));
            }
        }
    }
    rows.sort();
    rows
}

/// The rows of a table (or of its spec fields only), sorted like [`spec_generation_rows`].
fn rows(table: &[GenField], spec_only: bool) -> Vec<(u8, String, u8, u8, [bool; 3])> {
    let mut rows: Vec<_> = table
        .iter()
        .filter(|g| g.in_spec || !spec_only)
        .map(|g| {
            (
                g.word,
                g.field.name.to_string(),
                g.field.lsb,
                g.field.width,
                g.on,
            )
        })
        .collect();
    rows.sort();
    rows
}

/// The generated per-generation rows are exactly the spec's fields that some
/// generation lacks, and the public enumerations list every one of them.
#[test]
fn generated_generation_rows_equal_the_spec() {
    use gcn::regs::gfx7::descriptors::per_generation as generated;
    let spec = data_source::spec();
    for (key, generated, table) in [
        ("V#", &generated::BUFFER_FIELDS[..], BufferField::TABLE),
        ("T#", &generated::IMAGE_FIELDS[..], ImageField::TABLE),
        ("S#", &generated::SAMPLER_FIELDS[..], SamplerField::TABLE),
    ] {
        let want = spec_generation_rows(&spec, key);
        assert!(!want.is_empty(), "{key}");
        assert_eq!(rows(generated, false), want, "{key} generated rows");
        assert_eq!(rows(table, true), want, "{key} enumeration");
    }
    // The one row the spec lacks (it names it in a note only): S# WORD3 bit 29.
    assert_eq!(
        rows(SamplerField::TABLE, false)
            .into_iter()
            .filter(|r| !spec_generation_rows(&spec, "S#").contains(r))
            .collect::<Vec<_>>(),
        [(3, "UPGRADED_DEPTH".to_string(), 29, 1, [false, false, true])]
    );
}

/// `Generation::buf_snorm_ogl` is whether the spec's `BUF_NUM_FORMAT` names
/// value 6 `BUF_NUM_FORMAT_SNORM_OGL` on the generation (gfx8 reserves it).
#[test]
fn buf_snorm_ogl_follows_the_spec() {
    let spec = data_source::spec();
    let values = spec["enums"]["BUF_NUM_FORMAT"]["values"]
        .as_array()
        .unwrap();
    for (gfx, name) in GENS {
        let named = values.iter().any(|v| {
            v["name"] == "BUF_NUM_FORMAT_SNORM_OGL"
                && v["value"] == 6
                && v.get("generations")
                    .and_then(Value::as_array)
                    .is_none_or(|g| g.iter().any(|x| x == name))
        });
        assert_eq!(Generation::of(gfx).buf_snorm_ogl, named, "{name}");
    }
}
