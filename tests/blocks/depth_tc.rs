//! gfx8 TC-compatible HTILE on a depth target: whole dwords against the
//! register spec's gfx8 field positions (`tests/data/gcn-registers.json`:
//! `DB_Z_INFO.DECOMPRESS_ON_N_ZPLANES`, `DB_HTILE_SURFACE.TC_COMPATIBLE`, ...)
//! filled with the values radeonsi writes (`ac_set_mutable_ds_surface_fields`
//! and `ac_init_gfx6_ds_surface` in Mesa's `ac_descriptors.c`, PAL's
//! `gfx6DepthStencilView.cpp` for `Z_16`); the T#s against Mesa's gfx8
//! descriptors of TC-compatible depth surfaces (the `tc_compatible_htile`
//! vectors of `tests/data/descriptors-gfx6-gfx8/texture.jsonl`); refusals,
//! the fast-clear rule of `si_clear.c`, and decode round trips.

use crate::blocks_support::{apply, parse};
use crate::spec_json::{get, pack, spec, spec_enum, spec_offset};
use gcn::blocks::Error;
use gcn::blocks::depth_target::{DepthPlane, DepthSurface, DepthTarget, HTILE_TC_INIT};
use gcn::desc::{DataFormat, SqSel};
use gcn::passes::{RestoreState, depth_clear, fast_depth_clear};
use gcn::pm4::CommandBuffer;
use gcn::regs::{Gfx, Space};
use gcn::tiling::config::{POLARIS10_MACRO_TILE_MODES, POLARIS10_TILE_MODES};
use gcn::tiling::meta::{HtileInfo, MetaInput, MetaTile, htile_info};
use gcn::tiling::surface::{SurfaceFlags, SurfaceInfo, SurfaceInput, surface_info};
use gcn::tiling::{Config, TileIndex};
use serde_json::Value;

const CFG: &Config = &Config::POLARIS10;
const Z_BASE: u64 = 0x0100_0000;
const S_BASE: u64 = 0x0400_0000;
const HTILE: u64 = 0x0800_0000;

/// One test surface: format, samples, stencil, table entry.
#[derive(Clone, Copy, Debug)]
struct Case {
    format: DataFormat,
    bits: u32,
    samples: u32,
    stencil: bool,
    entry: u32,
}

/// The depth plane's TC-compatible layout (1920x1080) and its TC-compatible HTILE.
fn layout(c: Case, size: (u32, u32)) -> (SurfaceInfo, HtileInfo) {
    let flags = SurfaceFlags::new()
        .with_depth(true)
        .with_no_stencil(!c.stencil)
        .with_tc_compatible(true);
    let input = SurfaceInput::new(TileIndex::new(c.entry).unwrap(), c.bits, size.0, size.1)
        .with_samples(c.samples, c.samples)
        .with_flags(flags);
    let info = surface_info(CFG, &input).unwrap();
    let tile = MetaTile::Index(info.tile_index, info.macro_mode_index);
    let meta =
        MetaInput::new(info.pitch_elems, info.height_elems, 1, tile).with_tc_compatible(true);
    (info, htile_info(CFG, &meta).unwrap())
}

/// The HTILE target of `c` before TC-compatibility, and its layout.
fn plain(c: Case) -> (DepthTarget, SurfaceInfo, HtileInfo) {
    let (info, htile) = layout(c, (1920, 1080));
    let mut s = DepthSurface::from_surface_info(c.format, 1920, 1080, &info, Z_BASE)
        .unwrap()
        .with_htile(HTILE);
    if c.stencil {
        s = s.with_stencil(S_BASE, TileIndex::new(c.entry).unwrap());
    }
    (DepthTarget::setup(CFG, &s).unwrap(), info, htile)
}

const Z32: DataFormat = DataFormat::D32_FLOAT;
const Z16: DataFormat = DataFormat::D16_UNORM;

/// The surfaces: `Z16`, `Z32_FLOAT` at 1, 2, 4 and 8 samples, `Z32_FLOAT` +
/// `S8` at 1 and 4 samples, on Polaris10's 2D depth entries 2 (256-byte
/// tile split) and 4 (row-sized split, radeonsi's entry for 8 samples).
const CASES: [Case; 7] = [
    Case {
        format: Z16,
        bits: 16,
        samples: 1,
        stencil: false,
        entry: 2,
    },
    Case {
        format: Z32,
        bits: 32,
        samples: 1,
        stencil: false,
        entry: 2,
    },
    Case {
        format: Z32,
        bits: 32,
        samples: 2,
        stencil: false,
        entry: 2,
    },
    Case {
        format: Z32,
        bits: 32,
        samples: 4,
        stencil: false,
        entry: 4,
    },
    Case {
        format: Z32,
        bits: 32,
        samples: 8,
        stencil: false,
        entry: 4,
    },
    Case {
        format: Z32,
        bits: 32,
        samples: 1,
        stencil: true,
        entry: 2,
    },
    Case {
        format: Z32,
        bits: 32,
        samples: 4,
        stencil: true,
        entry: 4,
    },
];

/// radeonsi's `DECOMPRESS_ON_N_ZPLANES` for gfx8 (`ac_get_decompress_on_z_planes`:
/// 5 for one sample, 3 up to 4, else 2); `Z_16` 1 as PAL's
/// `CalcDecompressOnZPlanesValue` and RADV (`no_d16_compression`).
fn mesa_zplanes(c: Case) -> u32 {
    if c.bits == 16 {
        return 1;
    }
    match c.samples {
        1 => 5,
        2 | 4 => 3,
        _ => 2,
    }
}

#[test]
fn tc_compatible_target_dwords_match_the_spec_and_radeonsi() {
    for c in CASES {
        let (t, info, htile) = plain(c);
        assert!(info.tc_compatible, "{c:?}");
        // The TC-compatible layout does not describe the plain HTILE target.
        assert!(matches!(
            t.check_htile(&htile),
            Err(Error::MetadataMismatch { what }) if what.contains("TC_COMPATIBLE clear")
        ));
        let t = t.with_tc_compatible_htile(CFG, &info).unwrap();
        t.check_htile(&htile).unwrap();
        let mut words = [0u32; 64];
        let mut cb = CommandBuffer::for_gfx(&mut words, Gfx::Gfx8);
        t.emit(&mut cb).unwrap();
        let regs = apply(&parse(cb.as_slice()));
        let at = |name: &str| regs[&(Space::Context, spec_offset(name))];

        // The table entries' fields, at GB_TILE_MODE0 / GB_MACROTILE_MODE0's
        // spec positions (the raw Polaris10 table values of amdgpu).
        let mode = POLARIS10_TILE_MODES[c.entry as usize];
        let tile = |f: &str| get("GB_TILE_MODE0", f, mode);
        let macro_mode = POLARIS10_MACRO_TILE_MODES[info.macro_mode_index.unwrap() as usize];
        let bank = |f: &str| get("GB_MACROTILE_MODE0", f, macro_mode);
        let z_format = if c.bits == 16 { 1 } else { 3 };
        let log2 = c.samples.trailing_zeros();
        let z_info = pack(
            "DB_Z_INFO",
            &[
                ("FORMAT", z_format),
                ("NUM_SAMPLES", log2),
                ("TILE_SPLIT", tile("TILE_SPLIT")),
                ("TILE_MODE_INDEX", c.entry),
                ("DECOMPRESS_ON_N_ZPLANES", mesa_zplanes(c)),
                ("ALLOW_EXPCLEAR", 1),
                ("TILE_SURFACE_ENABLE", 1),
                ("ZRANGE_PRECISION", 1),
            ],
        );
        // TILE_STENCIL_DISABLE 0 with or without stencil (radeonsi's gfx8
        // rule); ALLOW_EXPCLEAR only for single-sample stencil.
        let stencil_info = pack(
            "DB_STENCIL_INFO",
            &[
                ("FORMAT", u32::from(c.stencil)),
                ("TILE_SPLIT", tile("TILE_SPLIT")),
                ("TILE_MODE_INDEX", c.entry),
                ("ALLOW_EXPCLEAR", u32::from(c.stencil && c.samples == 1)),
                ("TILE_STENCIL_DISABLE", 0),
            ],
        );
        // ADDR5_SWIZZLE_MASK 0: radeonsi sets it only without TC-compatible HTILE.
        let depth_info = pack(
            "DB_DEPTH_INFO",
            &[
                ("ADDR5_SWIZZLE_MASK", 0),
                ("ARRAY_MODE", tile("ARRAY_MODE")),
                ("PIPE_CONFIG", tile("PIPE_CONFIG")),
                ("BANK_WIDTH", bank("BANK_WIDTH")),
                ("BANK_HEIGHT", bank("BANK_HEIGHT")),
                ("MACRO_TILE_ASPECT", bank("MACRO_TILE_ASPECT")),
                ("NUM_BANKS", bank("NUM_BANKS")),
            ],
        );
        let htile_surface = pack(
            "DB_HTILE_SURFACE",
            &[("FULL_CACHE", 1), ("TC_COMPATIBLE", 1)],
        );
        assert_eq!(at("DB_Z_INFO"), z_info, "{c:?}: DB_Z_INFO");
        assert_eq!(
            at("DB_STENCIL_INFO"),
            stencil_info,
            "{c:?}: DB_STENCIL_INFO"
        );
        assert_eq!(at("DB_DEPTH_INFO"), depth_info, "{c:?}: DB_DEPTH_INFO");
        assert_eq!(
            at("DB_HTILE_SURFACE"),
            htile_surface,
            "{c:?}: DB_HTILE_SURFACE"
        );
        assert_eq!(at("DB_HTILE_DATA_BASE"), (HTILE >> 8) as u32, "{c:?}");
        // Polaris10: 2D thin tiling (ARRAY_MODE 4), P8_32x32_16x16 (12).
        assert_eq!((tile("ARRAY_MODE"), tile("PIPE_CONFIG")), (4, 12));
        // The other registers are those of the target without TC-compatibility.
        let (p, _, _) = plain(c);
        for &(o, v) in p.registers().as_slice() {
            let kept = [0x00F, 0x010, 0x011, 0x2AF].contains(&o);
            if !kept {
                assert_eq!(regs[&(Space::Context, o)], v, "{c:?}: {o:#x}");
            }
        }
    }
}

#[test]
fn tc_fields_need_a_gfx8_buffer() {
    let (t, info, _) = plain(CASES[1]);
    let t = t.with_tc_compatible_htile(CFG, &info).unwrap();
    // DECOMPRESS_ON_N_ZPLANES and TC_COMPATIBLE are gfx8 fields: a gfx7
    // buffer refuses the target and writes nothing.
    let mut words = [0u32; 64];
    let mut cb = CommandBuffer::for_gfx(&mut words, Gfx::Gfx7);
    assert!(matches!(t.emit(&mut cb), Err(Error::Pm4(_))));
    assert!(cb.is_empty());
}

#[test]
fn tc_compatible_htile_is_refused_off_gfx8_and_on_bad_input() {
    let c = CASES[1];
    let (t, info, _) = plain(c);
    // gfx7 (the PS4's table) and gfx6: the same registers, refused.
    for cfg in [&Config::PS4, &Config::PITCAIRN] {
        assert!(matches!(
            t.with_tc_compatible_htile(cfg, &info),
            Err(Error::NotOnGfx { .. })
        ));
    }
    // A layout computed without the TC-compatible flag.
    let plain_info = SurfaceInfo {
        tc_compatible: false,
        ..info
    };
    assert!(matches!(
        t.with_tc_compatible_htile(CFG, &plain_info),
        Err(Error::MetadataMismatch { .. })
    ));
    // No HTILE.
    let s = DepthSurface::from_surface_info(Z32, 1920, 1080, &info, Z_BASE).unwrap();
    let bare = DepthTarget::setup(CFG, &s).unwrap();
    assert!(matches!(
        bare.with_tc_compatible_htile(CFG, &info),
        Err(Error::MetadataMismatch { .. })
    ));
    // The layout of another surface: another entry, size, element size or samples.
    let (other, _) = layout(Case { entry: 4, ..c }, (1920, 1080));
    let (bigger, _) = layout(c, (4096, 1080));
    let (z16, _) = layout(CASES[0], (1920, 1080));
    let (msaa, _) = layout(Case { samples: 2, ..c }, (1920, 1080));
    for wrong in [other, bigger, z16, msaa] {
        assert!(matches!(
            t.with_tc_compatible_htile(CFG, &wrong),
            Err(Error::MetadataMismatch { .. })
        ));
    }
    // Z_24: radeonsi allocates it as Z_32_FLOAT for TC-compatible HTILE.
    let z24 = t.with_z_info(t.z_info().with_format(gcn::regs::ZFormat::Z_24));
    assert!(matches!(
        z24.with_tc_compatible_htile(CFG, &info),
        Err(Error::UnsupportedFormat { .. })
    ));
    assert_eq!(z24.tc_decompress_on_n_zplanes(), None);
}

#[test]
fn tc_compatible_target_round_trips_through_decode() {
    for c in CASES {
        let (t, info, _) = plain(c);
        let t = t.with_tc_compatible_htile(CFG, &info).unwrap();
        assert!(t.tc_compatible_htile());
        let back = DepthTarget::decode(&t.registers()).unwrap();
        assert_eq!(back, t, "{c:?}");
        assert!(back.tc_compatible_htile());
        // The registers alone give the same TC-compatible layout.
        let again = back.surface_info(CFG).unwrap();
        assert_eq!(
            (again.pitch_elems, again.height_elems, again.surf_size_bytes),
            (info.pitch_elems, info.height_elems, info.surf_size_bytes),
            "{c:?}"
        );
        assert!(again.tc_compatible, "{c:?}");
        assert_eq!(
            back.plane_tile_index(CFG, DepthPlane::Depth),
            info.tile_index.index()
        );
    }
}

/// The gfx8 descriptor vectors of radeonsi's TC-compatible depth surfaces
/// with one level seen as 2D or 2D-array textures (the views a depth target
/// gives) below 2^40 (the DB's bases hold 40 address bits), from
/// `$GCN_GOLDEN_DIR/descriptors-gfx6-gfx8` when set, else the committed
/// sample; and whether they are the sample.
fn tc_vectors() -> (Vec<Value>, bool) {
    let (dir, sample) = crate::data_source::golden_dir("descriptors-gfx6-gfx8");
    let text = std::fs::read_to_string(dir.join("texture.jsonl")).unwrap();
    let vectors = text
        .lines()
        .map(|l| serde_json::from_str::<Value>(l).unwrap())
        .filter(|v| {
            v["gfx"] == "gfx8"
                && v["in"]["surface"]["tc_compatible_htile"] == true
                && v["in"]["resource"]["num_levels"] == 1
                && ["2D", "2D_ARRAY"].contains(&v["in"]["view"]["target"].as_str().unwrap())
                // The DB's bases hold 40 address bits.
                && hex(&v["in"]["resource"]["va"]) < 1 << 40
        })
        .collect();
    (vectors, sample)
}

fn hex(v: &Value) -> u64 {
    u64::from_str_radix(v.as_str().unwrap().trim_start_matches("0x"), 16).unwrap()
}

/// `SQ_SEL_*` from the spec's enum name.
fn sel(name: &str) -> SqSel {
    *SqSel::ALL
        .iter()
        .find(|s| s.name() == Some(name))
        .unwrap_or_else(|| panic!("{name}"))
}

/// The T# of each TC-compatible depth or stencil plane Mesa describes is
/// the crate's view of a depth target set up on the same layout and made
/// TC-compatible: all eight words, with word 6 `COMPRESSION_EN` and word 7
/// the HTILE address >> 8.
#[test]
fn texture_views_match_mesa_gfx8_tc_compatible_descriptors() {
    let (vectors, sample) = tc_vectors();
    let mut stencil_views = 0;
    for v in &vectors {
        let r = &v["in"]["resource"];
        let s = &v["in"]["surface"];
        let va = hex(&r["va"]);
        let (w, h) = (
            r["width"].as_u64().unwrap() as u32,
            r["height"].as_u64().unwrap() as u32,
        );
        let samples = r["samples"].as_u64().unwrap() as u32;
        let slices = r["array_size"].as_u64().unwrap() as u32;
        let pitch = s["pitch_blocks"].as_u64().unwrap() as u32;
        let height = s["height_blocks"].as_u64().unwrap() as u32;
        let entry = TileIndex::new(s["tiling_index"].as_u64().unwrap() as u32).unwrap();
        let plane_address = va + s["level_offset_bytes"].as_u64().unwrap();
        let htile = va + s["meta_offset"].as_u64().unwrap();
        let stencil = s["plane"] == "stencil";
        // The depth plane: the vector's own for a depth view; for a stencil
        // view entry 2 at va with the stencil plane's pitch and height (the
        // DB addresses both planes with the depth pitch).
        let z_entry = if stencil {
            TileIndex::new(2).unwrap()
        } else {
            entry
        };
        let mut surface = DepthSurface::new(Z32, w, h)
            .with_layout(pitch, height, z_entry)
            .with_samples(samples)
            .with_slices(slices)
            .with_address(if stencil { va } else { plane_address })
            .with_htile(htile);
        if stencil {
            surface = surface.with_stencil(plane_address, entry);
        }
        let t = DepthTarget::setup(CFG, &surface).unwrap();
        let flags = SurfaceFlags::new()
            .with_depth(true)
            .with_no_stencil(!stencil)
            .with_tc_compatible(true);
        let input = SurfaceInput::new(z_entry, 32, pitch, height)
            .with_samples(samples, samples)
            .with_slices(slices)
            .with_flags(flags);
        let info = surface_info(CFG, &input).unwrap();
        let t = t.with_tc_compatible_htile(CFG, &info).unwrap();
        let builder = if stencil {
            stencil_views += 1;
            t.stencil_texture_view(CFG, w, h).unwrap()
        } else {
            t.depth_texture_view(CFG, w, h).unwrap()
        };
        let f = &v["field_enums"];
        let dst =
            ["X", "Y", "Z", "W"].map(|c| sel(f[format!("WORD3.DST_SEL_{c}")].as_str().unwrap()));
        let format = if stencil { DataFormat::S8_UINT } else { Z32 };
        // The view's own slice range (the target's is every slice).
        let layers =
            ["first_layer", "last_layer"].map(|k| v["in"]["view"][k].as_u64().unwrap() as u32);
        let got = builder
            .with_array_range(layers[0], layers[1])
            .with_format(format.with_dst_sel(dst))
            .build()
            .unwrap()
            .to_words();
        let want: Vec<u32> = v["words"]
            .as_array()
            .unwrap()
            .iter()
            .map(|x| hex(x) as u32)
            .collect();
        assert_eq!(got.as_slice(), want.as_slice(), "{}", v["in"]);
        assert_eq!((got[6], u64::from(got[7])), (1 << 21, htile >> 8));
    }
    if sample {
        // Z32 8x (two: Z32_FLOAT and a promoted Z24S8), a Z24X8 array and
        // three stencil planes.
        assert_eq!((vectors.len(), stencil_views), (6, 3));
    } else {
        assert!(vectors.len() >= 6 && stencil_views >= 3);
    }
    crate::data_source::note(&format!(
        "TC-compatible depth T#s checked: {} ({stencil_views} stencil)",
        vectors.len()
    ));
}

/// Without TC-compatibility (or before gfx8) the views stay uncompressed:
/// words 6 and 7 zero, words 0..=5 as the TC-compatible view's.
#[test]
fn views_of_a_plain_htile_target_read_no_htile() {
    let (p, info, _) = plain(CASES[5]);
    let t = p.with_tc_compatible_htile(CFG, &info).unwrap();
    for (plain_view, tc_view) in [
        (
            p.depth_texture_view(CFG, 1920, 1080),
            t.depth_texture_view(CFG, 1920, 1080),
        ),
        (
            p.stencil_texture_view(CFG, 1920, 1080),
            t.stencil_texture_view(CFG, 1920, 1080),
        ),
    ] {
        let a = plain_view.unwrap().build().unwrap().to_words();
        let b = tc_view.unwrap().build().unwrap().to_words();
        assert_eq!(a[..6], b[..6]);
        assert_eq!((a[6], a[7]), (0, 0));
        assert_eq!((b[6], b[7]), (1 << 21, (HTILE >> 8) as u32));
    }
}

/// radeonsi's rule (`si_can_fast_clear_depth` / `_stencil` in `si_clear.c`):
/// TC-compatible HTILE is fast-cleared only to depth 0.0 or 1.0 and stencil 0.
#[test]
fn fast_depth_clear_follows_radeonsi_for_tc_compatible_htile() {
    let (p, info, _) = plain(CASES[5]);
    let t = p.with_tc_compatible_htile(CFG, &info).unwrap();
    let restore = RestoreState::DEFAULT;
    let cases = [
        (1.0f32, 0u8, true, true, true),
        (0.0, 0, true, true, true),
        (0.5, 0, true, false, false),
        (0.5, 0, false, true, true),
        (1.0, 7, true, false, true),
        (1.0, 7, true, true, false),
        (0.25, 7, false, true, false),
    ];
    for (depth, stencil, clear_depth, clear_stencil, ok) in cases {
        let t = t.with_depth_clear(depth).with_stencil_clear(stencil);
        let r = t.check_fast_clear(clear_depth, clear_stencil);
        assert_eq!(
            r.is_ok(),
            ok,
            "{depth} {stencil} {clear_depth} {clear_stencil}"
        );
        if !ok {
            assert!(matches!(r, Err(Error::InvalidRange { .. })));
        }
        let mut words = [0u32; 128];
        let mut cb = CommandBuffer::for_gfx(&mut words, Gfx::Gfx8);
        let got = fast_depth_clear(&mut cb, &t, clear_depth, clear_stencil, &restore);
        assert_eq!(got.is_ok(), ok);
        if !ok {
            assert!(cb.is_empty());
            continue;
        }
        // The same words depth_clear writes with the target's stencil value.
        let mut words2 = [0u32; 128];
        let mut cb2 = CommandBuffer::for_gfx(&mut words2, Gfx::Gfx8);
        depth_clear(
            &mut cb2,
            clear_depth,
            clear_stencil.then_some(stencil),
            &restore,
        )
        .unwrap();
        assert_eq!(cb.as_slice(), cb2.as_slice());
        // Without TC-compatibility any value is fast-cleared.
        let plain = p.with_depth_clear(depth).with_stencil_clear(stencil);
        assert!(plain.check_fast_clear(clear_depth, clear_stencil).is_ok());
    }
    // Without HTILE, without stencil in HTILE, or neither plane: refused.
    let s = DepthSurface::from_surface_info(Z32, 1920, 1080, &info, Z_BASE).unwrap();
    let bare = DepthTarget::setup(CFG, &s).unwrap();
    assert!(matches!(
        bare.check_fast_clear(true, false),
        Err(Error::MetadataMismatch { .. })
    ));
    let (z_only, _, _) = plain(CASES[1]);
    assert!(z_only.check_fast_clear(false, true).is_err());
    assert!(t.check_fast_clear(false, false).is_err());
}

#[test]
fn tc_compatible_target_is_sampled_without_decompress() {
    let (p, info, _) = plain(CASES[1]);
    let t = p.with_tc_compatible_htile(CFG, &info).unwrap();
    assert!(p.needs_decompress_to_sample());
    assert!(!t.needs_decompress_to_sample());
    let s = DepthSurface::from_surface_info(Z32, 1920, 1080, &info, Z_BASE).unwrap();
    assert!(
        !DepthTarget::setup(CFG, &s)
            .unwrap()
            .needs_decompress_to_sample()
    );
}

/// `HTILE_TC_INIT` in the depth-and-stencil HTILE layout (drawn in RADV's
/// `radv_get_htile_initial_value`, `radv_image.h`: `ZMASK` 3..0, `SR0` 5..4,
/// `SR1` 7..6, `SMEM` 9..8, the z-range from bit 12): every tile expanded.
#[test]
fn htile_tc_init_marks_every_tile_expanded() {
    assert_eq!(HTILE_TC_INIT & 0xF, 0xF); // ZMASK: expanded
    assert_eq!(HTILE_TC_INIT >> 4 & 0xF, 0); // SR0, SR1
    assert_eq!(HTILE_TC_INIT >> 8 & 0x3, 3); // SMEM: expanded
    assert_eq!(HTILE_TC_INIT >> 10, 0);
}

/// A gfx8 stream binding the TC-compatible target and fast-clearing it
/// lints clean on gfx8 (no reserved bits in `DECOMPRESS_ON_N_ZPLANES` or
/// `TC_COMPATIBLE`), and the state at its draw decodes the target back.
#[test]
fn tc_compatible_stream_lints_clean_and_replays_on_gfx8() {
    use gcn::decode::lint::{Finding, lint};
    use gcn::decode::state::{DrawState, Event, Shadow, replay};
    let (p, info, _) = plain(CASES[5]);
    let t = p.with_tc_compatible_htile(CFG, &info).unwrap();
    let mut words = [0u32; 256];
    let mut cb = CommandBuffer::for_gfx(&mut words, Gfx::Gfx8);
    t.emit(&mut cb).unwrap();
    fast_depth_clear(&mut cb, &t, true, true, &RestoreState::DEFAULT).unwrap();
    let stream = cb.as_slice().to_vec();
    let mut found = Vec::new();
    lint(
        &stream,
        &mut Shadow::for_gfx(Gfx::Gfx8),
        |_, _| None,
        |f: Finding| found.push(f.to_string()),
    );
    // The pass draws with the caller's shaders, which this bare stream
    // never binds: only those findings and the missing state reset.
    found.retain(|f| !f.contains("-program") && !f.contains("no-state-reset"));
    assert_eq!(found, Vec::<String>::new());
    let mut draws = 0;
    replay(
        &stream,
        &mut Shadow::for_gfx(Gfx::Gfx8),
        |_, _| None,
        |_, event, state| {
            if let Event::Draw(_) = event {
                draws += 1;
                assert_eq!(DrawState::capture(state).depth, t);
            }
        },
    );
    assert_eq!(draws, 1);
}

/// Sizes against AMD's addrlib (the `htile.jsonl` info vectors of
/// `tests/data/tiling-gfx8-dcc`, Polaris10, `depth` + `tc_compatible`): the
/// layout the target is set up on and its TC-compatible HTILE, which
/// `check_htile` accepts; `DECOMPRESS_ON_N_ZPLANES` as radeonsi / PAL.
#[test]
fn tc_targets_on_addrlib_layouts() {
    // (entry, bits, width, height, slices, samples) -> addrlib's padded
    // pitch and height, HTILE bytes, base alignment and slice bytes.
    let cases = [
        (
            (1, 16, 4096, 2048, 1, 2),
            (4096, 2048, 524_288, 32_768, 524_288),
            1,
        ),
        (
            (2, 32, 4096, 2048, 7, 1),
            (4096, 2048, 3_670_016, 32_768, 524_288),
            5,
        ),
        (
            (7, 32, 1920, 1080, 7, 8),
            (1920, 1088, 917_504, 4096, 130_560),
            2,
        ),
    ];
    for ((entry, bits, w, h, slices, samples), (pitch, height, bytes, align, slice), zplanes) in
        cases
    {
        let format = if bits == 16 { Z16 } else { Z32 };
        let flags = SurfaceFlags::new()
            .with_depth(true)
            .with_no_stencil(true)
            .with_tc_compatible(true);
        let input = SurfaceInput::new(TileIndex::new(entry).unwrap(), bits, w, h)
            .with_samples(samples, samples)
            .with_slices(slices)
            .with_flags(flags);
        let info = surface_info(CFG, &input).unwrap();
        assert!(info.tc_compatible);
        assert_eq!((info.pitch_elems, info.height_elems), (pitch, height));
        let tile = MetaTile::Index(info.tile_index, info.macro_mode_index);
        let meta = MetaInput::new(pitch, height, slices, tile).with_tc_compatible(true);
        let htile = htile_info(CFG, &meta).unwrap();
        assert_eq!(
            (
                htile.htile_bytes,
                htile.base_align_bytes,
                htile.slice_size_bytes
            ),
            (bytes, align, slice)
        );
        let s = DepthSurface::from_surface_info(format, w, h, &info, Z_BASE)
            .unwrap()
            .with_htile(HTILE);
        let t = DepthTarget::setup(CFG, &s)
            .unwrap()
            .with_tc_compatible_htile(CFG, &info)
            .unwrap();
        t.check_htile(&htile).unwrap();
        assert_eq!(
            get(
                "DB_Z_INFO",
                "DECOMPRESS_ON_N_ZPLANES",
                t.z_info().into_bits()
            ),
            zplanes
        );
        assert_eq!(
            get(
                "DB_HTILE_SURFACE",
                "TC_COMPATIBLE",
                t.htile_surface().into_bits()
            ),
            1
        );
    }
}

/// A TC-compatible target keeps stencil in its HTILE even without a stencil
/// plane, so its fast-clear word has radeonsi's depth-and-stencil layout
/// (`si_get_htile_clear_value` when `htile_stencil_disabled` is false:
/// `Z_RANGE` = `round(depth * 0x3FFF) << 6` at bit 12, `SR0`/`SR1` 3 at
/// bits 7..4, `SMEM` and `ZMASK` 0); the same target without
/// TC-compatibility has the depth-only layout (`MAX_Z << 18 | MIN_Z << 4`).
#[test]
fn htile_clear_word_of_a_depth_only_tc_target_has_the_stencil_layout() {
    let (p, info, _) = plain(CASES[1]);
    let t = p.with_tc_compatible_htile(CFG, &info).unwrap();
    for depth in [0.0f32, 1.0, 0.25] {
        let z = (f64::from(depth) * 16383.0).round() as u32;
        assert_eq!(
            t.with_depth_clear(depth).htile_clear_value(),
            Ok((z << 6) << 12 | 0xF << 4),
            "{depth}"
        );
        assert_eq!(
            p.with_depth_clear(depth).htile_clear_value(),
            Ok(z << 18 | z << 4),
            "{depth}"
        );
    }
    assert_eq!(t.htile_clear_value(), Ok(0xFFFC_00F0));
}

/// `SET_CONTEXT_REG` of one register from the spec: the type-3 header
/// (TYPE 3 at 31..30, COUNT = 2 body dwords - 1 at 29..16, the spec's
/// opcode at 15..8), the register's offset, the value.
fn set_context(name: &str, value: u32) -> [u32; 3] {
    let op = spec()["pm4"]["packets"]["SET_CONTEXT_REG"]["opcode"]
        .as_str()
        .unwrap();
    let op = u32::from_str_radix(op.trim_start_matches("0x"), 16).unwrap();
    [
        3 << 30 | 1 << 16 | op << 8,
        u32::from(spec_offset(name)),
        value,
    ]
}

/// The stream of `clear`'s depth pass on the TC-compatible target, from the
/// spec: `render` and `override2` (when written) as the pass sets them, the
/// depth test (`FRAG_ALWAYS` with writes) when `depth`, the stencil test
/// always passing with `STENCIL_REPLACE_TEST` and the reference `stencil`
/// (masks 0xFF, `STENCILOPVAL` 1) when given, colour writes off; then the
/// rect list, draw and DB metadata flush passes.rs pins, and every register
/// back to `RestoreState::DEFAULT`.
fn tc_clear_stream(
    render: u32,
    depth: bool,
    stencil: Option<u8>,
    override2: Option<u32>,
) -> Vec<u32> {
    let always = spec_enum("CompareFrag", "FRAG_ALWAYS");
    let replace = spec_enum("StencilOp", "STENCIL_REPLACE_TEST");
    let mut z = vec![];
    if depth {
        z.extend([("Z_ENABLE", 1), ("Z_WRITE_ENABLE", 1), ("ZFUNC", always)]);
    }
    let mut ops = vec![];
    if stencil.is_some() {
        z.extend([("STENCIL_ENABLE", 1), ("STENCILFUNC", always)]);
        ops.extend([
            ("STENCILFAIL", replace),
            ("STENCILZPASS", replace),
            ("STENCILZFAIL", replace),
        ]);
    }
    let mut set = vec![
        ("DB_RENDER_CONTROL", render),
        ("DB_STENCIL_CONTROL", pack("DB_STENCIL_CONTROL", &ops)),
        ("DB_DEPTH_CONTROL", pack("DB_DEPTH_CONTROL", &z)),
    ];
    let mut back = vec![
        "DB_RENDER_CONTROL",
        "DB_STENCIL_CONTROL",
        "DB_DEPTH_CONTROL",
    ];
    if let Some(s) = stencil {
        let s = u32::from(s);
        set.push((
            "DB_STENCILREFMASK",
            pack(
                "DB_STENCILREFMASK",
                &[
                    ("STENCILTESTVAL", s),
                    ("STENCILMASK", 0xFF),
                    ("STENCILWRITEMASK", 0xFF),
                    ("STENCILOPVAL", 1),
                ],
            ),
        ));
        set.push((
            "DB_STENCILREFMASK_BF",
            pack(
                "DB_STENCILREFMASK_BF",
                &[
                    ("STENCILTESTVAL_BF", s),
                    ("STENCILMASK_BF", 0xFF),
                    ("STENCILWRITEMASK_BF", 0xFF),
                    ("STENCILOPVAL_BF", 1),
                ],
            ),
        ));
        back.extend(["DB_STENCILREFMASK", "DB_STENCILREFMASK_BF"]);
    }
    if let Some(o) = override2 {
        set.push(("DB_RENDER_OVERRIDE2", o));
        back.push("DB_RENDER_OVERRIDE2");
    }
    let rop3_copy = 0xCC;
    let mode = |m| {
        pack(
            "CB_COLOR_CONTROL",
            &[("MODE", spec_enum("CBMode", m)), ("ROP3", rop3_copy)],
        )
    };
    set.push(("CB_TARGET_MASK", 0));
    set.push(("CB_COLOR_CONTROL", mode("CB_DISABLE")));
    let mut v: Vec<u32> = set.iter().flat_map(|&(r, x)| set_context(r, x)).collect();
    #[rustfmt::skip]
    v.extend([
        0xC001_7900, 0x242, 17, // VGT_PRIMITIVE_TYPE = DI_PT_RECTLIST (passes.rs)
        0xC001_2D00, 3, 2,      // DRAW_INDEX_AUTO 3, auto index
        0xC000_4600, 0x2C,      // EVENT_WRITE FLUSH_AND_INV_DB_META
    ]);
    for r in back {
        v.extend(set_context(r, 0));
    }
    v.extend(set_context(
        "CB_TARGET_MASK",
        pack("CB_TARGET_MASK", &[("TARGET0_ENABLE", 0xF)]),
    ));
    v.extend(set_context("CB_COLOR_CONTROL", mode("CB_NORMAL")));
    v.extend([0xC001_7900, 0x242, 4]); // DI_PT_TRILIST back
    v
}

/// `passes::clear` applies radeonsi's per-plane rule on a TC-compatible
/// HTILE (`si_fast_clear` in `si_clear.c`): depth 0.0 / 1.0 and stencil 0
/// through HTILE, a stencil other than 0 written by the draw alone
/// (`STENCIL_CLEAR_ENABLE` and `DISABLE_SMEM_EXPCLEAR_OPTIMIZATION` off),
/// another depth drawn at that depth (`depth_drawn_at_its_value` below). Before, `clear` set both clear enables
/// whatever the target: the stream `depth_clear` writes, which the
/// stencil-by-draw streams here differ from.
#[test]
fn clear_follows_radeonsi_per_plane_on_tc_compatible_htile() {
    use gcn::passes::{ClearMask, ClearShaders, clear};
    use gcn::shader::builtin::{ColorExport, clear_ps_for, rect_vs_for};
    let mut code = [0u32; 32];
    let rect = rect_vs_for(Gfx::Gfx8, &mut code).unwrap();
    let ps = clear_ps_for(Gfx::Gfx8, 0, ColorExport::Float32, &mut code).unwrap();
    let shaders =
        ClearShaders::new(0x0010_0000, &rect, 0x0010_0100, &ps, ColorExport::Float32).unwrap();
    let (p, info, _) = plain(CASES[5]);
    let tc = p.with_tc_compatible_htile(CFG, &info).unwrap();
    let restore = RestoreState::DEFAULT;
    let run = |t: &DepthTarget, mask: u8| {
        let mut words = [0u32; 256];
        let mut cb = CommandBuffer::for_gfx(&mut words, Gfx::Gfx8);
        let mask = ClearMask::new(mask).unwrap();
        let r = clear(&mut cb, mask, &[None; 4], Some(t), &shaders, &restore);
        (r, cb.as_slice().to_vec())
    };
    let old = |depth: bool, stencil: Option<u8>| {
        let mut words = [0u32; 256];
        let mut cb = CommandBuffer::for_gfx(&mut words, Gfx::Gfx8);
        depth_clear(&mut cb, depth, stencil, &restore).unwrap();
        cb.as_slice().to_vec()
    };
    let (d, s) = (ClearMask::DEPTH, ClearMask::STENCIL);
    let dce = pack("DB_RENDER_CONTROL", &[("DEPTH_CLEAR_ENABLE", 1)]);
    let sce = pack("DB_RENDER_CONTROL", &[("STENCIL_CLEAR_ENABLE", 1)]);
    let zexp = pack(
        "DB_RENDER_OVERRIDE2",
        &[("DISABLE_ZMASK_EXPCLEAR_OPTIMIZATION", 1)],
    );
    let sexp = pack(
        "DB_RENDER_OVERRIDE2",
        &[("DISABLE_SMEM_EXPCLEAR_OPTIMIZATION", 1)],
    );

    // Depth 1.0, stencil 7: depth through HTILE, the stencil by the draw.
    let t = tc.with_depth_clear(1.0).with_stencil_clear(7);
    let (r, got) = run(&t, d | s);
    let out = r.unwrap();
    assert!(out.depth_stencil && out.stencil_by_draw);
    assert_eq!(got, tc_clear_stream(dce, true, Some(7), Some(zexp)));
    assert_ne!(got, old(true, Some(7)));
    // Stencil 7 alone: no clear enable and no EXPCLEAR bit written at all.
    let (r, got) = run(&t, s);
    assert!(r.unwrap().stencil_by_draw);
    assert_eq!(got, tc_clear_stream(0, false, Some(7), None));
    assert_ne!(got, old(false, Some(7)));
    // Depth 0.0, stencil 0: both through HTILE, as depth_clear.
    let t = tc.with_depth_clear(0.0).with_stencil_clear(0);
    let (r, got) = run(&t, d | s);
    assert!(!r.unwrap().stencil_by_draw);
    assert_eq!(
        got,
        tc_clear_stream(dce | sce, true, Some(0), Some(zexp | sexp))
    );
    assert_eq!(got, old(true, Some(0)));
    // Depth 2.0 (outside the depth range) and NaN: refused, nothing written.
    for z in [2.0, -0.5, f32::NAN] {
        let t = tc.with_depth_clear(z).with_stencil_clear(7);
        let (r, got) = run(&t, d | s);
        assert!(matches!(r, Err(Error::InvalidRange { .. })), "{r:?}");
        assert!(got.is_empty());
        // Its stencil alone is cleared by the draw.
        let (r, _) = run(&t, s);
        assert!(r.unwrap().stencil_by_draw);
    }
    // Without TC-compatibility: both clear enables for any value, as before.
    let t = p.with_depth_clear(0.5).with_stencil_clear(7);
    let (r, got) = run(&t, d | s);
    assert!(!r.unwrap().stencil_by_draw);
    assert_eq!(
        got,
        tc_clear_stream(dce | sce, true, Some(7), Some(zexp | sexp))
    );
    assert_eq!(got, old(true, Some(7)));
    // A depth-only TC-compatible target has no stencil to clear, by HTILE or draw.
    let (z, zinfo, _) = plain(CASES[1]);
    let z = z.with_tc_compatible_htile(CFG, &zinfo).unwrap();
    for v in [0, 7] {
        let (r, got) = run(&z.with_depth_clear(1.0).with_stencil_clear(v), d | s);
        assert!(matches!(r, Err(Error::InvalidRange { .. })), "{r:?}");
        assert!(got.is_empty());
    }
    // The depth or stencil bit without the depth target.
    let mut words = [0u32; 256];
    let mut cb = CommandBuffer::for_gfx(&mut words, Gfx::Gfx8);
    let r = clear(
        &mut cb,
        ClearMask::new(d).unwrap(),
        &[None; 4],
        None,
        &shaders,
        &restore,
    );
    assert!(matches!(r, Err(Error::InvalidRange { .. })));
    assert!(cb.is_empty());
}

/// The viewport-0 registers of a depth drawn at `z` (the five
/// `PA_CL_VTE_CNTL`, `PA_CL_VPORT_ZSCALE`, `PA_CL_VPORT_ZOFFSET`,
/// `PA_SC_VPORT_ZMIN_0`, `PA_SC_VPORT_ZMAX_0` of the spec, in that order),
/// each a `SET_CONTEXT_REG`.
fn viewport_z(vte: u32, scale: f32, offset: f32, min: f32, max: f32) -> Vec<u32> {
    [
        ("PA_CL_VTE_CNTL", vte),
        ("PA_CL_VPORT_ZSCALE", scale.to_bits()),
        ("PA_CL_VPORT_ZOFFSET", offset.to_bits()),
        ("PA_SC_VPORT_ZMIN_0", min.to_bits()),
        ("PA_SC_VPORT_ZMAX_0", max.to_bits()),
    ]
    .iter()
    .flat_map(|&(r, x)| set_context(r, x))
    .collect()
}

/// `passes::clear` of a TC-compatible target to a depth other than 0.0 and
/// 1.0 draws it at that depth, as radeonsi's clear draw (`si_clear.c`:
/// `si_can_fast_clear_depth` fails, `util_blitter_clear` draws the
/// rectangle with the depth as its z, `db_depth_clear` unset):
/// `DB_RENDER_CONTROL` without `DEPTH_CLEAR_ENABLE`, no
/// `DISABLE_ZMASK_EXPCLEAR_OPTIMIZATION`, the depth test `FRAG_ALWAYS` with
/// writes, and viewport 0 mapping the rect VS's z = 0 (w = 1) to the value:
/// `PA_CL_VTE_CNTL` with `VPORT_Z_SCALE_ENA` / `VPORT_Z_OFFSET_ENA` on top
/// of the frame's, `ZSCALE` 0.0, `ZOFFSET` = `ZMIN_0` = `ZMAX_0` = the
/// value's f32 bits; after the draw every register goes back to the
/// frame's. Whole dwords from the spec's offsets and fields.
#[test]
fn depth_drawn_at_its_value() {
    use gcn::passes::{ClearMask, ClearShaders, clear};
    use gcn::regs::{
        PaClVportZoffset, PaClVportZscale, PaClVteCntl, PaScVportZmax0, PaScVportZmin0,
    };
    use gcn::shader::builtin::{ColorExport, clear_ps_for, rect_vs_for};
    let mut code = [0u32; 32];
    let rect = rect_vs_for(Gfx::Gfx8, &mut code).unwrap();
    let ps = clear_ps_for(Gfx::Gfx8, 0, ColorExport::Float32, &mut code).unwrap();
    let shaders =
        ClearShaders::new(0x0010_0000, &rect, 0x0010_0100, &ps, ColorExport::Float32).unwrap();
    let (p, info, _) = plain(CASES[5]);
    let tc = p.with_tc_compatible_htile(CFG, &info).unwrap();
    let vte_all = pack(
        "PA_CL_VTE_CNTL",
        &[
            ("VPORT_X_SCALE_ENA", 1),
            ("VPORT_X_OFFSET_ENA", 1),
            ("VPORT_Y_SCALE_ENA", 1),
            ("VPORT_Y_OFFSET_ENA", 1),
            ("VPORT_Z_SCALE_ENA", 1),
            ("VPORT_Z_OFFSET_ENA", 1),
            ("VTX_W0_FMT", 1),
        ],
    );
    // A frame with the z transform off and another depth range.
    let vte_no_z = pack(
        "PA_CL_VTE_CNTL",
        &[
            ("VPORT_X_SCALE_ENA", 1),
            ("VPORT_X_OFFSET_ENA", 1),
            ("VPORT_Y_SCALE_ENA", 1),
            ("VPORT_Y_OFFSET_ENA", 1),
            ("VTX_Z_FMT", 1),
            ("VTX_W0_FMT", 1),
        ],
    );
    let frame = RestoreState {
        pa_cl_vte_cntl: PaClVteCntl::from_bits(vte_no_z),
        pa_cl_vport_zscale: PaClVportZscale::from_bits(0.5f32.to_bits()),
        pa_cl_vport_zoffset: PaClVportZoffset::from_bits(0.25f32.to_bits()),
        pa_sc_vport_zmin_0: PaScVportZmin0::from_bits(0.25f32.to_bits()),
        pa_sc_vport_zmax_0: PaScVportZmax0::from_bits(0.75f32.to_bits()),
        ..RestoreState::DEFAULT
    };
    let always = spec_enum("CompareFrag", "FRAG_ALWAYS");
    let z_test = pack(
        "DB_DEPTH_CONTROL",
        &[("Z_ENABLE", 1), ("Z_WRITE_ENABLE", 1), ("ZFUNC", always)],
    );
    let draw_at = |z: f32| viewport_z(vte_all, 0.0, z, z, z);
    let z_bits = pack(
        "PA_CL_VTE_CNTL",
        &[("VPORT_Z_SCALE_ENA", 1), ("VPORT_Z_OFFSET_ENA", 1)],
    );
    for z in [
        0.5f32,
        0.25,
        1.0e-7,
        0.999_999_9,
        f32::from_bits(0x3F7F_FFFF),
    ] {
        for (restore, back_vp) in [
            (
                RestoreState::DEFAULT,
                viewport_z(vte_all, 1.0, 0.0, 0.0, 1.0),
            ),
            (frame, viewport_z(vte_no_z, 0.5, 0.25, 0.25, 0.75)),
        ] {
            let set_vp = match restore == frame {
                true => viewport_z(vte_no_z | z_bits, 0.0, z, z, z),
                false => draw_at(z),
            };
            let t = tc.with_depth_clear(z).with_stencil_clear(0);
            let mut words = [0u32; 256];
            let mut cb = CommandBuffer::for_gfx(&mut words, Gfx::Gfx8);
            let mask = ClearMask::new(ClearMask::DEPTH).unwrap();
            let out = clear(&mut cb, mask, &[None; 4], Some(&t), &shaders, &restore).unwrap();
            assert!(out.depth_stencil && out.depth_by_draw && !out.stencil_by_draw);
            let got = cb.as_slice().to_vec();
            // The DB / CB part is the stream of a depth-only clear whose
            // DB_RENDER_CONTROL is 0 and which writes no DB_RENDER_OVERRIDE2.
            let mut want = tc_clear_stream(0, true, None, None);
            let draw = want
                .windows(3)
                .position(|w| w == [0xC001_7900, 0x242, 17])
                .unwrap();
            want.splice(draw..draw, set_vp.clone());
            let end = want.len() - 3;
            want.splice(end..end, back_vp.clone());
            assert_eq!(got, want, "{z} {restore:?}");
            assert_eq!(got[..3], set_context("DB_RENDER_CONTROL", 0));
            // After DB_RENDER_CONTROL, the stencil and depth controls,
            // CB_TARGET_MASK and CB_COLOR_CONTROL: the VTE, ZSCALE, ZOFFSET.
            let vte = restore.pa_cl_vte_cntl.into_bits() | z_bits;
            assert_eq!(got[15..18], set_context("PA_CL_VTE_CNTL", vte));
            assert_eq!(got[3 * 6 + 2], 0);
            assert_eq!(got[3 * 7 + 2], z.to_bits());
        }
    }
    // With the stencil 7 by the draw too: both planes drawn, HTILE untouched.
    let t = tc.with_depth_clear(0.5).with_stencil_clear(7);
    let mut words = [0u32; 256];
    let mut cb = CommandBuffer::for_gfx(&mut words, Gfx::Gfx8);
    let mask = ClearMask::new(ClearMask::DEPTH | ClearMask::STENCIL).unwrap();
    let restore = RestoreState::DEFAULT;
    let out = clear(&mut cb, mask, &[None; 4], Some(&t), &shaders, &restore).unwrap();
    assert!(out.depth_by_draw && out.stencil_by_draw);
    let mut want = tc_clear_stream(0, true, Some(7), None);
    let draw = want
        .windows(3)
        .position(|w| w == [0xC001_7900, 0x242, 17])
        .unwrap();
    want.splice(draw..draw, draw_at(0.5));
    let end = want.len() - 3;
    want.splice(end..end, viewport_z(vte_all, 1.0, 0.0, 0.0, 1.0));
    assert_eq!(cb.as_slice(), &want[..]);
    assert_eq!(cb.as_slice()[8] & z_test, z_test);
}
