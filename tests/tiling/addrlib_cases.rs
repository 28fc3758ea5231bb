//! Single cases outside the golden grids, each checked against the address
//! library's own output for the same input and configuration.

use gcn::tiling::config::{Config, TileIndex};
use gcn::tiling::surface::{SurfaceFlags, SurfaceInput, surface_info};

/// Sea Islands keeps the Southern Islands rule of never reducing bank width
/// or height to fit a DRAM row (`CiLib` inherits `SiLib`'s no-op hook), so an
/// 8-sample 8-bit surface with the FMASK flag on entry 4 (split 1 KiB) keeps
/// macro mode 0's bank height of 4, although 512-byte tiles x 4 exceed the
/// 1 KiB row. addrlib: pitch 256, height 128, 262,144 bytes, base alignment
/// 262,144, bank height 4.
#[test]
fn ci_fmask_flag_keeps_bank_height() {
    let input = SurfaceInput::new(TileIndex::new(4).unwrap(), 8, 128, 128)
        .with_samples(8, 0)
        .with_flags(SurfaceFlags::new().with_fmask(true));
    let info = surface_info(&Config::PS4, &input).unwrap();
    assert_eq!(info.tile_info.bank_height, 4);
    assert_eq!((info.pitch_elems, info.height_elems), (256, 128));
    assert_eq!(
        (info.block_width_elems, info.block_height_elems),
        (256, 128)
    );
    assert_eq!(info.surf_size_bytes, 262_144);
    assert_eq!(info.base_align_bytes, 262_144);
}
