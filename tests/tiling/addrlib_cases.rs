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

/// On gfx6 a PRT surface's level 0 is padded so that one PRT tile is 64 KiB
/// (`SiLib::HwlComputeSurfaceAlignmentsMacroTiled`): an 8-bit texture with the
/// PRT flag on Pitcairn entry 14 has 64x512-element (32 KiB) macro tiles, so
/// the pitch alignment and the base alignment double. addrlib: pitch 128,
/// height 512, 65,536 bytes, pitch alignment 128, base alignment 65,536.
#[test]
fn gfx6_prt_level0_pads_to_64k_tiles() {
    let input = SurfaceInput::new(TileIndex::new(14).unwrap(), 8, 33, 17)
        .with_flags(SurfaceFlags::new().with_texture(true).with_prt(true));
    let info = surface_info(&Config::PITCAIRN, &input).unwrap();
    assert_eq!((info.block_width_elems, info.block_height_elems), (64, 512));
    assert_eq!(info.pitch_align_elems, 128);
    assert_eq!((info.pitch_elems, info.height_elems), (128, 512));
    assert_eq!(info.surf_size_bytes, 65_536);
    assert_eq!(info.base_align_bytes, 65_536);
}
