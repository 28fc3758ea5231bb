//! Traps a new user of the crate fell into, each closed by the API: one test
//! per trap, written so that it fails (or does not compile) on the old
//! behaviour.

use gcn::blocks::color_target::{ChannelOrder, ColorSurface};
use gcn::blocks::depth_target::DepthSurface;
use gcn::desc::{DataFormat, ImageBuilder, SqRsrcImgType};
use gcn::regs::{ColorFormat, SurfaceNumber};
use gcn::tiling::TileIndex;
use gcn::tiling::config::{Config, Ps4TileMode, TileType};
use gcn::tiling::surface::{SurfaceFlags, SurfaceInput, TileEntry, TileSelect, surface_info};

/// One tile-index type everywhere: `TileIndex` checks `0..=31` once, and the
/// same value goes into a surface query, a colour target, a depth target and a
/// T#, and comes back out of them (before: `u8`, `u32`, `i32` and unchecked).
#[test]
fn one_checked_tile_index_type_everywhere() {
    assert_eq!(TileIndex::new(31).map(TileIndex::get), Ok(31));
    assert_eq!(
        TileIndex::new(32),
        Err(gcn::tiling::Error::TileIndexOutOfRange { index: 32 })
    );
    assert_eq!(TileIndex::all().count(), 32);

    let display = Ps4TileMode::Display2dThin.index();
    assert_eq!(display, TileIndex::new(10).unwrap());
    let input =
        SurfaceInput::new(display, 32, 1920, 1080).with_flags(SurfaceFlags::new().with_color(true));
    assert_eq!(input.tile, TileSelect::Index(display));
    let info = surface_info(&Config::PS4, &input).unwrap();
    assert_eq!(info.tile_index, TileEntry::Index(display));
    assert_eq!(info.tile_index.index(), Some(display));

    let color = ColorSurface::new(
        ColorFormat::COLOR_8_8_8_8,
        SurfaceNumber::NUMBER_UNORM,
        ChannelOrder::Alt,
        1920,
        1080,
    )
    .with_tile_mode_index(display);
    assert_eq!(color.tile_mode_index, display);

    let depth_mode = Ps4TileMode::Depth2dThin256.index();
    let depth = DepthSurface::new(DataFormat::D32_FLOAT, 1920, 1080)
        .with_layout(1920, 1088, depth_mode)
        .with_stencil(0x10_0000, Ps4TileMode::Depth2dThin64.index());
    assert_eq!(depth.tile_mode_index, depth_mode);

    let texture = ImageBuilder::texture_2d(
        0x10_0000,
        DataFormat::R8G8B8A8_UNORM,
        Ps4TileMode::Thin2dThin.index(),
        256,
        256,
        1,
    )
    .build()
    .unwrap();
    assert_eq!(texture.tiling_index(), Ps4TileMode::Thin2dThin.index());
    assert_eq!(
        Ps4TileMode::from_index(texture.tiling_index()),
        Ps4TileMode::Thin2dThin
    );
}

/// A T#'s tiling is an argument of every constructor: `texture_2d(..).build()`
/// used to give `TILING_INDEX` 0, a depth entry on the PS4.
#[test]
fn texture_tiling_is_an_argument_not_a_depth_default() {
    let tiling = Ps4TileMode::Thin2dThin.index();
    let f = DataFormat::R8G8B8A8_UNORM;
    let a = 0x10_0000;
    let builders = [
        ImageBuilder::new(SqRsrcImgType::SQ_RSRC_IMG_2D, f, a, tiling, 256, 256),
        ImageBuilder::texture_2d(a, f, tiling, 256, 256, 9),
        ImageBuilder::texture_2d_array(a, f, tiling, 256, 256, 4, 9),
        ImageBuilder::texture_cube(a, f, tiling, 256, 1, 9),
        ImageBuilder::texture_3d(a, f, tiling, 256, 256, 4, 9),
        ImageBuilder::msaa_2d(a, f, tiling, 256, 256, 4),
    ];
    for b in builders {
        let t = b.build().unwrap();
        assert_eq!(t.tiling_index(), tiling);
        assert_eq!(t.to_words()[3] >> 20 & 0x1F, 14, "TILING_INDEX");
        let entry = Config::PS4.tile_mode(t.tiling_index());
        assert_ne!(entry.tile_type, TileType::ADDR_DEPTH_SAMPLE_ORDER);
    }
}
