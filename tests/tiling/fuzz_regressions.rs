//! Inputs found by the `tiling` fuzz target (`tests/fuzz/`), kept as plain tests.

use gcn::tiling::Error;
use gcn::tiling::addr::{AddrSurface, AddrTiling, ElementCoord, SurfaceAddresser};
use gcn::tiling::config::{Config, PipeConfig, TileInfo, TileMode, TileType};
use gcn::tiling::tile::{Region, detile, linear_size, tile, tiled_size};

/// A refused `tile` call writes nothing. Found with a 3-sample PRT depth-order
/// surface (as `surface_info` reports it): sample 2 lies past the tiled size,
/// and `tile` used to return `Overflow` after writing part of the region. A
/// sample count that is not a power of two is now refused up front.
#[test]
fn refused_tile_writes_nothing_three_samples() {
    let s = AddrSurface {
        bpp: 64,
        pitch: 128,
        height: 64,
        num_slices: 1,
        num_samples: 3,
        num_frags: 0,
        tile: AddrTiling::Explicit {
            mode: TileMode::ADDR_TM_PRT_TILED_THIN1,
            tile_type: TileType::ADDR_DEPTH_SAMPLE_ORDER,
            info: TileInfo {
                banks: 16,
                bank_width: 1,
                bank_height: 1,
                macro_aspect_ratio: 2,
                tile_split_bytes: 1024,
                pipe_config: PipeConfig::ADDR_SURF_P8_32x32_16x16,
            },
        },
        swizzle: Default::default(),
        is_depth: false,
    };
    // The addresser accepts the layout (as addrlib addresses it); sizing and
    // copying refuse it.
    let a = SurfaceAddresser::new(&Config::PS4, &s).expect("the addresser accepts it");
    // A 1536-byte micro tile split at 1 KiB leaves a remainder: no size holds it.
    assert_eq!(tiled_size(&a), Err(Error::AliasedLayout));
    let size = 1u64 << 20;
    let region = Region::new(90, 25).with_sample(2);
    let linear = vec![0x5Au8; linear_size(64, 90, 25).unwrap()];
    let mut tiled = vec![0xEEu8; size as usize];
    let result = tile(&a, region, &linear, &mut tiled);
    assert_eq!(
        result,
        Err(Error::UnsupportedSampleCount { samples: 3 }),
        "a 3-sample surface has no defined layout"
    );
    if let Err(e) = result {
        let written = tiled.iter().filter(|&&b| b != 0xEE).count();
        assert_eq!(
            written, 0,
            "tile returned {e:?} after writing {written} bytes"
        );
    }
}

/// One bank: the bank-rotation maths used to compute `banks / 2 - 1` and underflow
/// (a panic in checked builds). Found by the `tiling` fuzz target with an explicit
/// `TileInfo`. Addressing must now give addresses inside the tiled size, and
/// tile/detile must round-trip.
#[test]
fn one_bank_macro_tiling_round_trips() {
    let mut round_trips = 0;
    for mode in [
        TileMode::ADDR_TM_2D_TILED_THIN1,
        TileMode::ADDR_TM_3D_TILED_THIN1,
        TileMode::ADDR_TM_PRT_TILED_THIN1,
    ] {
        let s = AddrSurface {
            bpp: 32,
            pitch: 256,
            height: 256,
            num_slices: 2,
            num_samples: 1,
            num_frags: 0,
            tile: AddrTiling::Explicit {
                mode,
                tile_type: TileType::ADDR_NON_DISPLAYABLE,
                info: TileInfo {
                    banks: 1,
                    bank_width: 1,
                    bank_height: 1,
                    macro_aspect_ratio: 1,
                    tile_split_bytes: 1024,
                    pipe_config: PipeConfig::ADDR_SURF_P8_32x32_16x16,
                },
            },
            swizzle: Default::default(),
            is_depth: false,
        };
        let Ok(a) = SurfaceAddresser::new(&Config::PS4, &s) else {
            continue; // refusing one bank is acceptable; panicking is not
        };
        let size = tiled_size(&a).unwrap();
        let region = Region::new(256, 256).with_slice(1);
        let linear: Vec<u8> = (0..linear_size(32, 256, 256).unwrap())
            .map(|i| (i * 7 % 251) as u8)
            .collect();
        let mut tiled = vec![0u8; size as usize];
        if tile(&a, region, &linear, &mut tiled).is_ok() {
            let mut back = vec![0u8; linear.len()];
            detile(&a, region, &tiled, &mut back).unwrap();
            assert!(back == linear, "{mode:?}: detile(tile(x)) != x");
            round_trips += 1;
        }
    }
    assert!(round_trips > 0, "no one-bank surface was tiled");
}

fn explicit(mode: TileMode, bpp: u32, pitch: u32, height: u32, info: TileInfo) -> AddrSurface {
    AddrSurface::new(
        bpp,
        pitch,
        height,
        AddrTiling::Explicit {
            mode,
            tile_type: TileType::ADDR_NON_DISPLAYABLE,
            info,
        },
    )
}

/// `tiled_size`, `tile` and `detile` refuse `s` with `AliasedLayout`, writing nothing,
/// while its element addresses (the address library's) really overlap.
fn assert_refused_as_aliased(s: &AddrSurface, what: &str) {
    let a = SurfaceAddresser::new(&Config::PS4, s).unwrap();
    assert!(
        crate::tiling_support::elements_overlap(&a),
        "{what}: the element addresses do not overlap"
    );
    assert_eq!(
        tiled_size(&a),
        Err(Error::AliasedLayout),
        "{what}: tiled_size"
    );
    let region = Region::new(s.pitch, s.height);
    let linear = vec![0x5Au8; linear_size(s.bpp, s.pitch, s.height).unwrap()];
    let mut tiled = vec![0xEEu8; 4 << 20];
    assert_eq!(
        tile(&a, region, &linear, &mut tiled),
        Err(Error::AliasedLayout),
        "{what}: tile"
    );
    assert!(
        tiled.iter().all(|&b| b == 0xEE),
        "{what}: refused tile wrote"
    );
    let mut back = vec![0x11u8; linear.len()];
    assert_eq!(
        detile(&a, region, &tiled, &mut back),
        Err(Error::AliasedLayout),
        "{what}: detile"
    );
    assert!(
        back.iter().all(|&b| b == 0x11),
        "{what}: refused detile wrote"
    );
}

/// The reproduction of the aliasing report: 2 banks, bank width 1, bank height 2, macro
/// aspect ratio 4 (above the bank count), 64-byte split, P8_32x32_16x16, 32-bit
/// 512x256. The address library computes the same byte for elements (0, 0) and
/// (128, 0) (it never checks the macro-tile parameters on this path; its surface path
/// rejects an aspect ratio above the bank count as input); tiling used to return `Ok`
/// and lose half of a 256x8 region.
#[test]
fn aspect_ratio_above_banks_is_refused() {
    let info = TileInfo {
        banks: 2,
        bank_width: 1,
        bank_height: 2,
        macro_aspect_ratio: 4,
        tile_split_bytes: 64,
        pipe_config: PipeConfig::ADDR_SURF_P8_32x32_16x16,
    };
    let s = explicit(TileMode::ADDR_TM_2D_TILED_THIN1, 32, 512, 256, info);
    let a = SurfaceAddresser::new(&Config::PS4, &s).unwrap();
    let at = |x| a.element_address(ElementCoord::new(x, 0)).unwrap().byte;
    assert_eq!((at(0), at(128)), (0, 0), "addressing stays the library's");
    assert_refused_as_aliased(&s, "2D 2 banks aspect 4");
}

/// The fuzz target's crashes were all PRT_TILED_THIN1 with macro-tile parameters that
/// alias; these are that class, and the other parameter sets that alias.
#[test]
fn prt_thin_aliasing_layouts_are_refused() {
    let base = TileInfo {
        banks: 2,
        bank_width: 1,
        bank_height: 2,
        macro_aspect_ratio: 4,
        tile_split_bytes: 1024,
        pipe_config: PipeConfig::ADDR_SURF_P8_32x32_16x16,
    };
    let cases = [
        ("aspect 4 on 2 banks", base),
        (
            "aspect 8 on 4 banks",
            TileInfo {
                banks: 4,
                bank_height: 4,
                macro_aspect_ratio: 8,
                ..base
            },
        ),
        (
            // Pipe bit 2 is always 0: four of the eight pipes are never used.
            "P8_16x16_8x16",
            TileInfo {
                banks: 16,
                bank_height: 1,
                macro_aspect_ratio: 2,
                pipe_config: PipeConfig::ADDR_SURF_P8_16x16_8x16,
                ..base
            },
        ),
        (
            // Bank width 1: the x4 ^ x5 fold into bank bit 0 is an OR.
            "P4_32x32 bank width 1",
            TileInfo {
                banks: 4,
                bank_height: 1,
                macro_aspect_ratio: 2,
                pipe_config: PipeConfig::ADDR_SURF_P4_32x32,
                ..base
            },
        ),
        (
            // Bank width 2: x4 reaches no pipe, bank or bank column.
            "P4_32x32 bank width 2",
            TileInfo {
                banks: 4,
                bank_width: 2,
                bank_height: 1,
                macro_aspect_ratio: 2,
                pipe_config: PipeConfig::ADDR_SURF_P4_32x32,
                ..base
            },
        ),
    ];
    for (what, info) in cases {
        let probe = SurfaceAddresser::new(
            &Config::PS4,
            &explicit(TileMode::ADDR_TM_PRT_TILED_THIN1, 32, 0, 0, info),
        )
        .unwrap();
        let s = explicit(
            TileMode::ADDR_TM_PRT_TILED_THIN1,
            32,
            probe.macro_tile_pitch(),
            probe.macro_tile_height(),
            info,
        );
        assert_refused_as_aliased(&s, what);
    }
    // The same parameters with the aspect ratio within the bank count tile one-to-one.
    let fine = TileInfo {
        macro_aspect_ratio: 2,
        ..base
    };
    let s = explicit(TileMode::ADDR_TM_PRT_TILED_THIN1, 32, 256, 16, fine);
    let a = SurfaceAddresser::new(&Config::PS4, &s).unwrap();
    assert!(!crate::tiling_support::elements_overlap(&a));
    let size = tiled_size(&a).unwrap();
    let linear: Vec<u8> = (0..linear_size(32, 256, 16).unwrap())
        .map(|i| (i * 7 % 251) as u8)
        .collect();
    let mut tiled = vec![0u8; size as usize];
    tile(&a, Region::new(256, 16), &linear, &mut tiled).unwrap();
    let mut back = vec![0u8; linear.len()];
    detile(&a, Region::new(256, 16), &tiled, &mut back).unwrap();
    assert!(back == linear);
}

/// A tile split that does not divide the micro tile: the bytes past the last whole
/// split slice land in the next slice's bytes.
#[test]
fn split_with_a_remainder_is_refused() {
    let info = TileInfo {
        banks: 16,
        bank_width: 1,
        bank_height: 1,
        macro_aspect_ratio: 2,
        tile_split_bytes: 192,
        pipe_config: PipeConfig::ADDR_SURF_P8_32x32_16x16,
    };
    let mut s = explicit(TileMode::ADDR_TM_2D_TILED_THIN1, 32, 128, 64, info);
    s.num_slices = 2;
    assert_refused_as_aliased(&s, "split 192 of a 256-byte micro tile");
}

/// An unaligned 1D level: explicit 1D_TILED_THIN1, 32 bpp, pitch 9, height 8. The
/// address library puts element (8, 7) at byte 424 (micro tile 1 of a row of one whole
/// micro tile), past the 288 bytes `tiled_size` used to report.
#[test]
fn unaligned_1d_level_has_no_tiled_size() {
    let info = TileInfo {
        banks: 2,
        bank_width: 1,
        bank_height: 1,
        macro_aspect_ratio: 1,
        tile_split_bytes: 64,
        pipe_config: PipeConfig::ADDR_SURF_P8_32x32_16x16,
    };
    let s = explicit(TileMode::ADDR_TM_1D_TILED_THIN1, 32, 9, 8, info);
    let a = SurfaceAddresser::new(&Config::PS4, &s).unwrap();
    assert_eq!(
        a.element_address(ElementCoord::new(8, 7)).unwrap().byte,
        424
    );
    assert_eq!(tiled_size(&a), Err(Error::UnalignedSurface));
    let aligned = SurfaceAddresser::new(&Config::PS4, &AddrSurface { pitch: 16, ..s }).unwrap();
    assert_eq!(tiled_size(&aligned), Ok(16 * 8 * 4));
}
