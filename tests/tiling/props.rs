//! Property tests (proptest) for the tiling functions:
//!
//! - tile/detile of a random region (edges included) of a random surface places every
//!   element exactly where `element_address` says, leaves every other tiled byte
//!   untouched, and detiles back to the input;
//! - surface info, element address, tile/detile and the metadata (CMASK, HTILE, FMASK)
//!   functions return `Ok` or a typed error on arbitrary inputs, 0 and `u32::MAX`
//!   included, and never panic (tests run with overflow checks).

use gcn::tiling::Error;
use gcn::tiling::TileIndex;
use gcn::tiling::addr::{AddrSurface, AddrTiling, ElementCoord, SurfaceAddresser, Swizzle};
use gcn::tiling::config::{Config, PipeConfig, TileInfo, TileMode, TileType};
use gcn::tiling::meta::{
    FmaskAddrInput, FmaskInput, MetaInput, MetaTile, cmask_addr, cmask_info, fmask_addr,
    fmask_info, htile_addr, htile_info,
};
use gcn::tiling::surface::{
    Format, SurfaceFlags, SurfaceInput, TileEntry, TileSelect, surface_info,
};
use gcn::tiling::tile::{Region, detile, linear_size, tile, tiled_size};
use proptest::prelude::*;

/// Any `u32`, with 0, 1 and `u32::MAX` and small values often.
fn edge_u32() -> impl Strategy<Value = u32> {
    prop_oneof![
        Just(0u32),
        Just(1u32),
        Just(u32::MAX),
        0u32..4097,
        any::<u32>(),
    ]
}

fn tile_info() -> impl Strategy<Value = TileInfo> {
    (
        edge_u32(),
        edge_u32(),
        edge_u32(),
        edge_u32(),
        edge_u32(),
        any::<u8>(),
    )
        .prop_map(|(banks, bw, bh, aspect, split, pipe)| TileInfo {
            banks,
            bank_width: bw,
            bank_height: bh,
            macro_aspect_ratio: aspect,
            tile_split_bytes: split,
            pipe_config: PipeConfig::from_bits(pipe),
        })
}

/// Any table entry.
fn tile_index() -> impl Strategy<Value = TileIndex> {
    (0u32..TileIndex::COUNT).prop_map(|i| TileIndex::new(i).unwrap())
}

fn addr_tiling() -> impl Strategy<Value = AddrTiling> {
    prop_oneof![
        tile_index().prop_map(AddrTiling::Index),
        (any::<u8>(), any::<u8>(), tile_info()).prop_map(|(mode, tile_type, info)| {
            AddrTiling::Explicit {
                mode: TileMode::from_bits(mode),
                tile_type: TileType::from_bits(tile_type),
                info,
            }
        }),
    ]
}

fn addr_surface() -> impl Strategy<Value = AddrSurface> {
    (
        addr_tiling(),
        (edge_u32(), edge_u32(), edge_u32(), edge_u32()),
        (edge_u32(), edge_u32()),
        (any::<bool>(), edge_u32(), edge_u32()),
        any::<bool>(),
    )
        .prop_map(
            |(tile, (bpp, pitch, height, num_slices), (num_samples, num_frags), sw, is_depth)| {
                AddrSurface {
                    bpp,
                    pitch,
                    height,
                    num_slices,
                    num_samples,
                    num_frags,
                    tile,
                    swizzle: if sw.0 {
                        Swizzle::Combined(sw.1)
                    } else {
                        Swizzle::Separate {
                            bank: sw.1,
                            pipe: sw.2,
                        }
                    },
                    is_depth,
                }
            },
        )
}

fn surface_input() -> impl Strategy<Value = SurfaceInput> {
    let formats = prop_oneof![
        Just(Format::Plain),
        Just(Format::Bc1),
        Just(Format::Bc2),
        Just(Format::Bc3),
        Just(Format::Bc4),
        Just(Format::Bc5),
        Just(Format::Bc6),
        Just(Format::Bc7),
    ];
    let tile = prop_oneof![
        tile_index().prop_map(TileSelect::Index),
        (any::<u8>(), any::<u8>()).prop_map(|(m, t)| TileSelect::Mode {
            mode: TileMode::from_bits(m),
            tile_type: TileType::from_bits(t),
        }),
    ];
    (
        tile,
        formats,
        (edge_u32(), edge_u32(), edge_u32(), edge_u32(), edge_u32()),
        (edge_u32(), edge_u32(), edge_u32(), edge_u32(), edge_u32()),
        any::<u32>(),
    )
        .prop_map(
            |(tile, format, (bpp, w, h, slices, slice), (mip, levels, base, samples, frags), f)| {
                SurfaceInput {
                    tile,
                    format,
                    bpp,
                    width_px: w,
                    height_px: h,
                    num_slices: slices,
                    slice,
                    mip_level: mip,
                    num_mip_levels: levels,
                    base_pitch_px: base,
                    num_samples: samples,
                    num_frags: frags,
                    flags: SurfaceFlags::from_bits(f),
                }
            },
        )
}

fn meta_tile() -> impl Strategy<Value = MetaTile> {
    let opt = prop_oneof![Just(None), edge_u32().prop_map(Some)];
    prop_oneof![
        tile_info().prop_map(MetaTile::Info),
        opt.clone()
            .prop_map(|m| MetaTile::Index(TileEntry::LinearGeneral, m)),
        opt.clone()
            .prop_map(|m| MetaTile::Index(TileEntry::NoMatch, m)),
        (tile_index(), opt).prop_map(|(i, m)| MetaTile::Index(TileEntry::Index(i), m)),
    ]
}

/// A PS4 table surface of whole tiles, small enough to check element by element, with a
/// region inside it (edges included).
fn placement_case() -> impl Strategy<Value = (AddrSurface, Region, u64)> {
    (
        tile_index(),
        prop_oneof![Just(8u32), Just(16), Just(32), Just(64), Just(128)],
        prop_oneof![Just(1u32), Just(2), Just(4), Just(8)],
        1u32..4,
        1u32..4,
        1u32..10,
        any::<(u32, u32, u32, u32)>(),
        any::<u64>(),
    )
        .prop_filter_map(
            "surface without an addresser",
            |(index, bpp, samples, mw, mh, slices, pick, seed)| {
                let mut s = AddrSurface::new(bpp, 0, 0, AddrTiling::Index(index));
                s.num_samples = samples;
                s.num_slices = slices;
                let probe = SurfaceAddresser::new(&Config::PS4, &s).ok()?;
                let (pw, ph) = match probe.macro_tile_pitch() {
                    0 => (8, 8),
                    p => (p, probe.macro_tile_height()),
                };
                s.pitch = pw * mw;
                s.height = ph * mh;
                // Keep the surface small: at most 2^14 elements per slice.
                while u64::from(s.pitch) * u64::from(s.height) > 1 << 14 && s.pitch > pw {
                    s.pitch -= pw;
                }
                while u64::from(s.pitch) * u64::from(s.height) > 1 << 14 && s.height > ph {
                    s.height -= ph;
                }
                let a = SurfaceAddresser::new(&Config::PS4, &s).ok()?;
                let region = Region {
                    width: 1 + pick.0 % s.pitch,
                    height: 1 + pick.1 % s.height,
                    slice: pick.2 % a.num_slices().max(1),
                    sample: pick.3 % a.num_samples(),
                };
                Some((s, region, seed))
            },
        )
}

fn fill(seed: u64, buf: &mut [u8]) {
    let mut x = seed | 1;
    for b in buf {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        *b = x as u8;
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 192, failure_persistence: None, ..ProptestConfig::default() })]

    /// Tiling a region writes each element at its `element_address` and nothing else;
    /// detiling reads it back.
    #[test]
    fn tile_places_elements_at_their_address((s, region, seed) in placement_case()) {
        let a = SurfaceAddresser::new(&Config::PS4, &s).unwrap();
        let bpe = (s.bpp / 8) as usize;
        let mut linear = vec![0u8; linear_size(s.bpp, region.width, region.height).unwrap()];
        fill(seed, &mut linear);
        const UNTOUCHED: u8 = 0x5A;
        let size = match tiled_size(&a) {
            Ok(size) => size as usize,
            // No size holds such a level: `tile` refuses it too, writing nothing.
            Err(e @ (Error::DegenerateMicroTileOrder | Error::AliasedLayout)) => {
                let mut tiled = vec![UNTOUCHED; 1 << 16];
                let mut got = tile(&a, region, &linear, &mut tiled);
                if let Err(Error::TiledBufferTooSmall { needed, .. }) = got {
                    tiled = vec![UNTOUCHED; needed as usize];
                    got = tile(&a, region, &linear, &mut tiled);
                }
                prop_assert!(
                    region.width == 0 || region.height == 0 || got == Err(e),
                    "tiled_size {:?}, tile {:?}", e, got
                );
                prop_assert!(tiled.iter().all(|&b| b == UNTOUCHED));
                return Ok(());
            }
            Err(e) => return Err(TestCaseError::fail(format!("tiled_size: {e}"))),
        };
        let mut tiled = vec![UNTOUCHED; size];
        match tile(&a, region, &linear, &mut tiled) {
            Ok(()) => {}
            // Orders addrlib itself maps onto each other; nothing is written.
            Err(Error::DegenerateMicroTileOrder) => {
                prop_assert!(tiled.iter().all(|&b| b == UNTOUCHED));
                return Ok(());
            }
            Err(e) => return Err(TestCaseError::fail(format!("tile: {e}"))),
        }
        let mut expected = vec![UNTOUCHED; size];
        for y in 0..region.height {
            for x in 0..region.width {
                let c = ElementCoord { x, y, slice: region.slice, sample: region.sample };
                let at = a.element_address(c).unwrap();
                prop_assert_eq!(at.bit, 0);
                let t = at.byte as usize;
                let l = (y as usize * region.width as usize + x as usize) * bpe;
                expected[t..t + bpe].copy_from_slice(&linear[l..l + bpe]);
            }
        }
        if let Some(i) = (0..size).find(|&i| tiled[i] != expected[i]) {
            return Err(TestCaseError::fail(format!(
                "{region:?} of {}x{} {}-bit {:?}: tiled byte {i} is {:#04x}, expected {:#04x}",
                s.pitch, s.height, s.bpp, s.tile, tiled[i], expected[i]
            )));
        }
        let mut back = vec![0u8; linear.len()];
        detile(&a, region, &tiled, &mut back).unwrap();
        prop_assert!(back == linear, "detile differs");
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 4096, failure_persistence: None, ..ProptestConfig::default() })]

    /// Element address and tile/detile on arbitrary surfaces: a value or a typed error.
    #[test]
    fn element_address_and_tile_never_panic(
        s in addr_surface(),
        c in (edge_u32(), edge_u32(), edge_u32(), edge_u32()),
        r in (edge_u32(), edge_u32(), edge_u32(), edge_u32()),
        lens in (0usize..4096, 0usize..4096),
    ) {
        let Ok(a) = SurfaceAddresser::new(&Config::PS4, &s) else { return Ok(()) };
        let _ = a.element_address(ElementCoord { x: c.0, y: c.1, slice: c.2, sample: c.3 });
        let _ = tiled_size(&a);
        let _ = linear_size(s.bpp, r.0, r.1);
        let region = Region { width: r.0, height: r.1, slice: r.2, sample: r.3 };
        let linear = vec![1u8; lens.0];
        let mut tiled = vec![0u8; lens.1];
        let before = tiled.clone();
        if tile(&a, region, &linear, &mut tiled).is_err() {
            prop_assert!(tiled == before, "a refused tile call wrote bytes");
        }
        let mut out = vec![0u8; lens.0];
        let _ = detile(&a, region, &tiled, &mut out);
    }

    /// Surface info on arbitrary descriptions: a value or a typed error.
    #[test]
    fn surface_info_never_panics(input in surface_input()) {
        let _ = surface_info(&Config::PS4, &input);
    }

    /// CMASK, HTILE and FMASK sizes and addresses on arbitrary inputs.
    #[test]
    fn metadata_never_panics(
        tile in meta_tile(),
        dims in (edge_u32(), edge_u32(), edge_u32(), any::<bool>()),
        at in (edge_u32(), edge_u32(), edge_u32()),
        fm in (any::<u8>(), edge_u32(), edge_u32(), any::<bool>()),
        fa in (edge_u32(), edge_u32(), edge_u32(), edge_u32()),
        info in tile_info(),
    ) {
        let m = MetaInput {
            pitch_px: dims.0,
            height_px: dims.1,
            num_slices: dims.2,
            is_linear: dims.3,
            tc_compatible: false,
            tile,
        };
        let _ = htile_info(&Config::PS4, &m);
        let _ = cmask_info(&Config::PS4, &m);
        let _ = htile_addr(&Config::PS4, &m, at.0, at.1, at.2);
        let _ = cmask_addr(&Config::PS4, &m, at.0, at.1, at.2);
        let f = FmaskInput {
            tile_mode: TileMode::from_bits(fm.0),
            pitch_px: dims.0,
            height_px: dims.1,
            num_slices: dims.2,
            num_samples: fm.1,
            num_frags: fm.2,
            resolved: fm.3,
            tile_index: None,
        };
        let _ = fmask_info(&Config::PS4, &f);
        let a = FmaskAddrInput {
            x: at.0,
            y: at.1,
            slice: at.2,
            plane: fa.0,
            sample: fa.1,
            pitch_px: dims.0,
            height_px: dims.1,
            num_samples: fm.1,
            tile_mode: TileMode::from_bits(fm.0),
            bank_swizzle: fa.2,
            pipe_swizzle: fa.3,
            resolved: fm.3,
            tile_info: info,
        };
        let _ = fmask_addr(&Config::PS4, &a);
    }
}
