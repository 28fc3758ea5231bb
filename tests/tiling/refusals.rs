//! Inputs for which the address library wraps a 32-bit value or addresses a
//! layout whose elements share bytes: refused with a typed error instead of a
//! lossy `Ok`.

use gcn::tiling::Error;
use gcn::tiling::config::{Config, Ps4TileMode};
use gcn::tiling::meta::{CMASK_BLOCK_MAX_LIMIT, MetaInput, MetaTile, cmask_addr, cmask_info};
use gcn::tiling::surface::TileEntry;

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
