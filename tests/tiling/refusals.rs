//! Inputs for which the address library wraps a 32-bit value or addresses a
//! layout whose elements share bytes: refused with a typed error instead of a
//! lossy `Ok`.

use gcn::tiling::Error;
use gcn::tiling::addr::{AddrSurface, AddrTiling, ElementCoord, MAX_SAMPLES, SurfaceAddresser};
use gcn::tiling::config::{Config, Ps4TileMode, TileInfo, TileMode, TileType};
use gcn::tiling::meta::{CMASK_BLOCK_MAX_LIMIT, MetaInput, MetaTile, cmask_addr, cmask_info};
use gcn::tiling::surface::{SurfaceInput, TileEntry, surface_info};
use gcn::tiling::tile::{Rect, Region, detile, linear_size, tile, tile_rect, tiled_size};

fn display_2d() -> MetaTile {
    MetaTile::Index(
        TileEntry::Index(Ps4TileMode::Display2dThin.index()),
        Some(2),
    )
}

/// 65536 × 65792 pixels is 2^32 + 2^24: in 32 bits that is 2^24, or 1024
/// blocks of 128×128, which fits the 14-bit field; the real count, 263168
/// blocks, does not.
#[test]
fn cmask_block_count_past_32_bits_is_refused() {
    let input = MetaInput::new(65536, 65792, 1, display_2d());
    assert_eq!(
        cmask_info(&Config::PS4, &input),
        Err(Error::CmaskBlockMaxTooLarge)
    );
    // The address of an element does not depend on BLOCK_MAX and stays available.
    assert!(cmask_addr(&Config::PS4, &input, 0, 0, 0).is_ok());
}

/// The largest surface the field describes is still accepted, one macro
/// tile more is not.
#[test]
fn cmask_block_max_limit_is_exact() {
    let full = cmask_info(&Config::PS4, &MetaInput::new(16384, 16384, 1, display_2d()))
        .expect("16384 blocks fit the field");
    assert_eq!(full.block_max, CMASK_BLOCK_MAX_LIMIT);
    assert_eq!(
        cmask_info(&Config::PS4, &MetaInput::new(16384, 16640, 1, display_2d())),
        Err(Error::CmaskBlockMaxTooLarge)
    );
}

/// An 8-bit linear level of `width` × `height` pixels.
fn linear_level(width: u32, height: u32) -> SurfaceInput {
    SurfaceInput::new(Ps4TileMode::DisplayLinearAligned.index(), 8, width, height)
}

/// A 2^20 × 2^20 linear level: addrlib's 32-bit pitch × height wraps to 0 and
/// its slice tile count to `u32::MAX`; refused here.
#[test]
fn slice_tile_count_past_32_bits_is_refused() {
    let huge = linear_level(1 << 20, 1 << 20);
    assert_eq!(surface_info(&Config::PS4, &huge), Err(Error::Overflow));
    // 2^16 × 2^16 is exactly 2^32: also past 32 bits.
    let edge = linear_level(1 << 16, 1 << 16);
    assert_eq!(surface_info(&Config::PS4, &edge), Err(Error::Overflow));
    // Eight rows less fit.
    let info = surface_info(&Config::PS4, &linear_level(1 << 16, (1 << 16) - 8))
        .expect("below 2^32 elements");
    // 65536 × 65528 elements, 64 to a tile: 67,100,672 tiles.
    assert_eq!(
        (info.pitch_elems, info.height_elems, info.slice_tile_max),
        (65536, 65528, 67_100_671)
    );
}

/// The fragment count, which addressing uses as its sample count, is held to
/// the same limit as the sample count.
#[test]
fn fragment_count_above_the_sample_limit_is_refused() {
    let with_frags = |tile, num_frags| AddrSurface {
        num_frags,
        ..AddrSurface::new(32, 64, 64, tile)
    };
    let tilings = [
        AddrTiling::Explicit {
            mode: TileMode::ADDR_TM_LINEAR_ALIGNED,
            tile_type: TileType::ADDR_DISPLAYABLE,
            info: TileInfo::PLACEHOLDER,
        },
        AddrTiling::Explicit {
            mode: TileMode::ADDR_TM_1D_TILED_THIN1,
            tile_type: TileType::ADDR_NON_DISPLAYABLE,
            info: TileInfo::PLACEHOLDER,
        },
        AddrTiling::Index(Ps4TileMode::Thin1dThin.index()),
    ];
    for t in tilings {
        for frags in [MAX_SAMPLES + 1, 16, u32::MAX] {
            assert_eq!(
                SurfaceAddresser::new(&Config::PS4, &with_frags(t, frags)),
                Err(Error::InvalidSampleCount),
                "{frags} fragments on {t:?}"
            );
        }
        let a = SurfaceAddresser::new(&Config::PS4, &with_frags(t, MAX_SAMPLES))
            .expect("the largest fragment count is accepted");
        assert_eq!(a.num_samples(), MAX_SAMPLES);
    }
}

fn linear_surface(num_slices: u32, num_samples: u32) -> AddrSurface {
    AddrSurface {
        num_slices,
        num_samples,
        ..AddrSurface::new(
            32,
            64,
            16,
            AddrTiling::Index(Ps4TileMode::DisplayLinearAligned.index()),
        )
    }
}

/// A linear level with no slice count places sample `s` at slice `s * 0`:
/// addresses stay the address library's, but sizing and tiling refuse it.
#[test]
fn linear_samples_without_slices_are_refused() {
    let a = SurfaceAddresser::new(&Config::PS4, &linear_surface(0, 2)).unwrap();
    let at = |sample| {
        a.element_address(ElementCoord {
            x: 3,
            y: 2,
            slice: 0,
            sample,
        })
        .unwrap()
    };
    assert_eq!(at(1), at(0), "the address library's addresses alias");
    assert_eq!(tiled_size(&a), Err(Error::AliasedLayout));

    let region = Region::new(64, 16).with_sample(1);
    let linear = vec![0x5Au8; linear_size(32, 64, 16).unwrap()];
    let mut tiled = vec![0xEEu8; 1 << 16];
    assert_eq!(
        tile(&a, region, &linear, &mut tiled),
        Err(Error::AliasedLayout)
    );
    assert!(tiled.iter().all(|&b| b == 0xEE), "a refused tile wrote");
    let rect = Rect {
        sample: 1,
        ..Rect::new(0, 0, 8, 8, 64 * 4)
    };
    assert_eq!(
        tile_rect(&a, rect, &linear, &mut tiled),
        Err(Error::AliasedLayout)
    );
    let mut back = vec![0x11u8; linear.len()];
    assert_eq!(
        detile(&a, region.with_sample(0), &tiled, &mut back),
        Err(Error::AliasedLayout)
    );
    assert!(back.iter().all(|&b| b == 0x11), "a refused detile wrote");
}

/// One slice given explicitly, or one sample, is a whole layout.
#[test]
fn linear_samples_with_slices_are_tiled() {
    let a = SurfaceAddresser::new(&Config::PS4, &linear_surface(1, 2)).unwrap();
    assert_eq!(tiled_size(&a), Ok(64 * 16 * 4 * 2));
    let linear: Vec<u8> = (0..64 * 16 * 4).map(|i| i as u8).collect();
    let mut tiled = vec![0u8; 64 * 16 * 4 * 2];
    tile(&a, Region::new(64, 16).with_sample(1), &linear, &mut tiled).unwrap();
    assert_eq!(&tiled[64 * 16 * 4..], &linear[..]);
    assert!(tiled[..64 * 16 * 4].iter().all(|&b| b == 0));

    let one = SurfaceAddresser::new(&Config::PS4, &linear_surface(0, 1)).unwrap();
    assert_eq!(tiled_size(&one), Ok(64 * 16 * 4));
    tile(&one, Region::new(64, 16), &linear, &mut tiled).unwrap();
}
