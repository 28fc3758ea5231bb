//! Inputs found by the `tiling` fuzz target (`tests/fuzz/`), kept as plain tests.

use gcn::tiling::Error;
use gcn::tiling::addr::{AddrSurface, AddrTiling, SurfaceAddresser};
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
    let Ok(a) = SurfaceAddresser::new(&Config::PS4, &s) else {
        return; // refusing the surface is fine
    };
    let size = tiled_size(&a).unwrap();
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
