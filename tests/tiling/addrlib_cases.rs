//! Single cases outside the golden grids, each checked against the address
//! library's own output for the same input and configuration.

use gcn::tiling::Error;
use gcn::tiling::addr::{AddrSurface, AddrTiling, ElementCoord, SurfaceAddresser};
use gcn::tiling::config::{Config, TileIndex, TileMode, TileType};
use gcn::tiling::surface::{SurfaceFlags, SurfaceInput, TileEntry, TileSelect, surface_info};

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

/// The Southern Islands address library addresses up to 16 samples
/// (`SiLib` raises `m_maxSamples` to 16; Sea Islands keeps 8). A 16-sample
/// 8-bit colour surface on Pitcairn entry 14 (64x512 elements padded):
/// addrlib gives sample 13 of element (0, 0) byte 415,808 and sample 12 of
/// element (63, 511) byte 504,127.
#[test]
fn gfx6_addresses_sixteen_samples() {
    let mut surface = AddrSurface::new(8, 64, 512, AddrTiling::Index(TileIndex::new(14).unwrap()));
    surface.num_samples = 16;
    let a = SurfaceAddresser::new(&Config::PITCAIRN, &surface).unwrap();
    let at = |x, y, sample| {
        let c = ElementCoord {
            x,
            y,
            slice: 0,
            sample,
        };
        a.element_address(c).unwrap().byte
    };
    assert_eq!(at(0, 0, 13), 415_808);
    assert_eq!(at(63, 511, 12), 504_127);
    // Sea Islands still refuses more than 8.
    assert_eq!(
        SurfaceAddresser::new(&Config::PS4, &surface).err(),
        Some(Error::InvalidSampleCount)
    );
}

/// gfx6 picks the entry of a surface given by mode and type after turning a
/// displayable type into a thin one for 128-bit elements and thick modes
/// (`SiLib::HwlSetupTileInfo` tests the adjusted type). A 200x100 128-bit
/// texture asked for as 2D thin displayable on Pitcairn: addrlib takes entry
/// 17 (thin, 128-bit), pitch 256, height 128, 524,288 bytes; the same with a
/// 2D thick displayable request of 4 slices of 32-bit elements takes entry 20.
#[test]
fn gfx6_mode_request_uses_adjusted_tile_type() {
    let request = |mode, bpp, slices| SurfaceInput {
        tile: TileSelect::Mode {
            mode,
            tile_type: TileType::ADDR_DISPLAYABLE,
        },
        num_slices: slices,
        flags: SurfaceFlags::new().with_texture(true),
        ..SurfaceInput::new(TileIndex::new(0).unwrap(), bpp, 200, 100)
    };
    let wide = request(TileMode::ADDR_TM_2D_TILED_THIN1, 128, 1);
    let info = surface_info(&Config::PITCAIRN, &wide).unwrap();
    assert_eq!(
        info.tile_index,
        TileEntry::Index(TileIndex::new(17).unwrap())
    );
    assert_eq!(info.tile_type, TileType::ADDR_NON_DISPLAYABLE);
    assert_eq!((info.pitch_elems, info.height_elems), (256, 128));
    assert_eq!(info.surf_size_bytes, 524_288);
    let thick = request(TileMode::ADDR_TM_2D_TILED_THICK, 32, 4);
    let info = surface_info(&Config::PITCAIRN, &thick).unwrap();
    assert_eq!(
        info.tile_index,
        TileEntry::Index(TileIndex::new(20).unwrap())
    );
    assert_eq!(info.tile_mode, TileMode::ADDR_TM_2D_TILED_THICK);
    assert_eq!((info.pitch_elems, info.height_elems), (256, 128));
    assert_eq!(info.surf_size_bytes, 524_288);
    assert_eq!(info.tile_info.bank_height, 1);
}
