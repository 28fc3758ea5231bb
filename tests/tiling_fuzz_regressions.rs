//! Inputs found by the `tiling` fuzz target (`fuzz/`), kept as plain tests.

use gcn::tiling::addr::{AddrSurface, AddrTiling, SurfaceAddresser};
use gcn::tiling::config::{Config, PipeConfig, TileInfo, TileMode, TileType};
use gcn::tiling::tile::{Region, TileError, linear_size, tile, tiled_size};

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
    let linear = vec![0x5Au8; linear_size(90, 25, 64).unwrap()];
    let mut tiled = vec![0xEEu8; size as usize];
    let result = tile(&a, region, &linear, &mut tiled);
    assert_eq!(
        result,
        Err(TileError::UnsupportedSampleCount { samples: 3 }),
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
