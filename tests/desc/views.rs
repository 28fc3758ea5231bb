//! T# views of render targets: the words of a T# that samples a colour
//! target or the depth / stencil plane of a depth target, written from the
//! descriptor spec (`SQ_IMG_RSRC_WORD0..7`, gfx7) field by field, and the
//! errors for targets without a view.
// Golden values spell out every field, zeros and bit 0 included.
#![allow(clippy::identity_op, clippy::eq_op)]

use gcn::blocks::Slot;
use gcn::blocks::color_target::{ChannelOrder, ColorSurface, ColorTarget};
use gcn::blocks::depth_target::{DepthSurface, DepthTarget};
use gcn::desc::ColorTargetFormat;
use gcn::desc::{DataFormat, Error, ImageResource};
use gcn::regs::{ColorFormat, SurfaceNumber};
use gcn::tiling::Config;
use gcn::tiling::config::Ps4TileMode;

/// Compares whole words; on a difference names every differing field.
fn assert_words(case: &str, got: ImageResource, want: [u32; 8]) {
    let got = got.to_words();
    if got == want {
        return;
    }
    let mut report = String::new();
    for (word, fields) in ImageResource::FIELDS.iter().enumerate() {
        for f in *fields {
            let (g, w) = (f.extract(got[word]), f.extract(want[word]));
            if g != w {
                report.push_str(&format!("\n  WORD{word} {}: got {g:?}, want {w:?}", f.name));
            }
        }
    }
    panic!("{case}: T# differs{report}\n  got  {got:08x?}\n  want {want:08x?}");
}

fn color(surface: ColorSurface) -> ColorTarget {
    ColorTarget::setup(&Config::PS4, Slot::S0, &surface).unwrap()
}

/// 1920×1080 B8G8R8A8 display buffer, tile mode 10, padded to 1920×1088.
fn display() -> ColorTarget {
    color(
        ColorSurface::from_encoding(
            ColorTargetFormat {
                format: ColorFormat::COLOR_8_8_8_8,
                number_type: SurfaceNumber::NUMBER_UNORM,
                order: ChannelOrder::Alt,
            },
            Ps4TileMode::Display2dThin.index(),
            1920,
            1080,
        )
        .with_padded(1920, 1088)
        .with_address(0x12_3400_0000),
    )
}

// Field positions (spec `descriptors.T#`, gfx7):
// WORD1: BASE_ADDRESS_HI[7:0] MIN_LOD[19:8] DATA_FORMAT[25:20] NUM_FORMAT[29:26] MTYPE[31:30]
// WORD2: WIDTH[13:0] HEIGHT[27:14] PERF_MOD[30:28] INTERLACED[31]
// WORD3: DST_SEL_X[2:0] DST_SEL_Y[5:3] DST_SEL_Z[8:6] DST_SEL_W[11:9] BASE_LEVEL[15:12]
//        LAST_LEVEL[19:16] TILING_INDEX[24:20] POW2_PAD[25] MTYPE[26] ATC[27] TYPE[31:28]
// WORD4: DEPTH[12:0] PITCH[26:13];  WORD5: BASE_ARRAY[12:0] LAST_ARRAY[25:13]
// SQ_SEL: 0 = 0, 1 = 1, X = 4, Y = 5, Z = 6, W = 7.
// IMG_DATA_FORMAT: 8 = 1, 16 = 2, 32 = 4, 8_8_8_8 = 10, 16_16_16_16 = 12.
// IMG_NUM_FORMAT: UNORM = 0, UINT = 4, FLOAT = 7, SRGB = 9.
// SQ_RSRC_IMG: 2D = 9, 2D_ARRAY = 13, 2D_MSAA = 14.

#[test]
fn display_buffer_view() {
    let t = display().texture_view(1920, 1080).unwrap().build().unwrap();
    #[rustfmt::skip]
    let want = [
        0x1234_0000,                            // BASE_ADDRESS = 0x12_3400_0000 >> 8
        (0 << 0) | (10 << 20) | (0 << 26),      // BASE_ADDRESS_HI, DATA_FORMAT = 8_8_8_8, NUM_FORMAT = UNORM
        1919 | (1079 << 14) | (4 << 28),        // WIDTH - 1, HEIGHT - 1, PERF_MOD = 4
        (6 << 0) | (5 << 3) | (4 << 6) | (7 << 9) // DST_SEL = Z, Y, X, W (SWAP_ALT: B-G-R-A in memory)
            | (0 << 12) | (0 << 16)             // BASE_LEVEL, LAST_LEVEL
            | (10 << 20)                        // TILING_INDEX = CB_COLOR0_ATTRIB.TILE_MODE_INDEX
            | (0 << 25)                         // POW2_PAD: one level
            | (9 << 28),                        // TYPE = 2D
        (0 << 0) | (1919 << 13),                // DEPTH, PITCH - 1 = (PITCH.TILE_MAX + 1) * 8 - 1
        (0 << 0) | (0 << 13),                   // BASE_ARRAY, LAST_ARRAY
        0,
        0,
    ];
    assert_words("display buffer", t, want);
}

#[test]
fn srgb_array_view() {
    let target = color(
        ColorSurface::from_encoding(
            ColorTargetFormat {
                format: ColorFormat::COLOR_8_8_8_8,
                number_type: SurfaceNumber::NUMBER_SRGB,
                order: ChannelOrder::Standard,
            },
            Ps4TileMode::Thin2dThin.index(),
            256,
            256,
        )
        .with_padded(256, 256)
        .with_slices(4)
        .with_address(0x40_0000),
    );
    let t = target.texture_view(200, 256).unwrap().build().unwrap();
    #[rustfmt::skip]
    let want = [
        0x4000,                                 // 0x40_0000 >> 8
        (10 << 20) | (9 << 26),                 // 8_8_8_8, SRGB (NUMBER_SRGB = 6 becomes IMG_NUM_FORMAT_SRGB = 9)
        199 | (255 << 14) | (4 << 28),          // the caller's width 200, height 256
        (4 << 0) | (5 << 3) | (6 << 6) | (7 << 9) // X, Y, Z, W (SWAP_STD)
            | (14 << 20)                        // TILING_INDEX
            | (13 << 28),                       // TYPE = 2D_ARRAY (SLICE_MAX = 3)
        (3 << 0) | (255 << 13),                 // DEPTH = 4 slices - 1, PITCH - 1
        (0 << 0) | (3 << 13),                   // BASE_ARRAY = SLICE_START, LAST_ARRAY = SLICE_MAX
        0,
        0,
    ];
    assert_words("sRGB array", t, want);
}

#[test]
fn msaa_float_view() {
    let target = color(
        ColorSurface::from_encoding(
            ColorTargetFormat {
                format: ColorFormat::COLOR_16_16_16_16,
                number_type: SurfaceNumber::NUMBER_FLOAT,
                order: ChannelOrder::Standard,
            },
            Ps4TileMode::Thin2dThin.index(),
            640,
            480,
        )
        .with_padded(640, 512)
        .with_samples(4)
        .with_address(0x100),
    );
    let t = target.texture_view(640, 480).unwrap().build().unwrap();
    #[rustfmt::skip]
    let want = [
        0x1,
        (12 << 20) | (7 << 26),                 // 16_16_16_16, FLOAT
        639 | (479 << 14) | (4 << 28),
        (4 << 0) | (5 << 3) | (6 << 6) | (7 << 9)
            | (0 << 12) | (2 << 16)             // BASE_LEVEL 0, LAST_LEVEL = log2(4 fragments)
            | (14 << 20)
            | (14 << 28),                       // TYPE = 2D_MSAA
        (0 << 0) | (639 << 13),
        0,
        0,
        0,
    ];
    assert_words("4x MSAA", t, want);
}

fn depth_target(surface: DepthSurface) -> DepthTarget {
    DepthTarget::setup(&Config::PS4, &surface).unwrap()
}

#[test]
fn z32f_depth_view() {
    // Tile mode 2 (Depth2dThin256); DB registers keep no tile index on gfx7,
    // so the view finds entry 2 from ARRAY_MODE, PIPE_CONFIG and TILE_SPLIT.
    let db = depth_target(
        DepthSurface::new(DataFormat::D32_FLOAT, 1920, 1080)
            .with_layout(1920, 1088, Ps4TileMode::Depth2dThin256.index())
            .with_address(0x20_0000_0000),
    );
    let t = db
        .depth_texture_view(&Config::PS4, 1920, 1080)
        .unwrap()
        .build()
        .unwrap();
    #[rustfmt::skip]
    let want = [
        0x2000_0000,                            // DB_Z_READ_BASE
        (4 << 20) | (7 << 26),                  // DATA_FORMAT = 32, NUM_FORMAT = FLOAT (an R32F view)
        1919 | (1079 << 14) | (4 << 28),
        (4 << 0) | (4 << 3) | (4 << 6) | (4 << 9) // depth in X, Y, Z, W
            | (2 << 20)                         // TILING_INDEX = 2
            | (9 << 28),                        // TYPE = 2D
        (0 << 0) | (1919 << 13),                // PITCH - 1 = (PITCH_TILE_MAX + 1) * 8 - 1
        0,
        0,
        0,
    ];
    assert_words("Z32F depth", t, want);
    assert_eq!(
        db.stencil_texture_view(&Config::PS4, 1920, 1080)
            .unwrap_err(),
        Error::NoStencil
    );
}

#[test]
fn z16_with_stencil_views() {
    // Depth on entry 1 (128-byte split), stencil on entry 0 (64-byte split).
    let db = depth_target(
        DepthSurface::new(DataFormat::D16_UNORM, 1280, 720)
            .with_layout(1280, 768, Ps4TileMode::Depth2dThin128.index())
            .with_address(0x20_0000_0000)
            .with_stencil(0x30_0000_0000, Ps4TileMode::Depth2dThin64.index()),
    );
    let z = db
        .depth_texture_view(&Config::PS4, 1280, 720)
        .unwrap()
        .build()
        .unwrap();
    let s = db
        .stencil_texture_view(&Config::PS4, 1280, 720)
        .unwrap()
        .build()
        .unwrap();
    #[rustfmt::skip]
    let want_z = [
        0x2000_0000,
        (2 << 20) | (0 << 26),                  // DATA_FORMAT = 16, NUM_FORMAT = UNORM (an R16 view)
        1279 | (719 << 14) | (4 << 28),
        (4 << 0) | (4 << 3) | (4 << 6) | (4 << 9) | (1 << 20) | (9 << 28),
        (0 << 0) | (1279 << 13),
        0,
        0,
        0,
    ];
    #[rustfmt::skip]
    let want_s = [
        0x3000_0000,                            // DB_STENCIL_READ_BASE
        (1 << 20) | (4 << 26),                  // DATA_FORMAT = 8, NUM_FORMAT = UINT
        1279 | (719 << 14) | (4 << 28),
        (4 << 0) | (4 << 3) | (4 << 6) | (4 << 9) | (0 << 20) | (9 << 28), // TILING_INDEX = 0
        (0 << 0) | (1279 << 13),
        0,
        0,
        0,
    ];
    assert_words("Z16 depth", z, want_z);
    assert_words("stencil", s, want_s);
}

#[test]
fn msaa_depth_view() {
    let db = depth_target(
        // 4x 32-bit samples on mode 2: one macro tile is 128x64 pixels.
        DepthSurface::new(DataFormat::D32_FLOAT, 64, 64)
            .with_layout(128, 64, Ps4TileMode::Depth2dThin256.index())
            .with_samples(4)
            .with_address(0x1000),
    );
    let t = db
        .depth_texture_view(&Config::PS4, 64, 64)
        .unwrap()
        .build()
        .unwrap();
    #[rustfmt::skip]
    let want = [
        0x10,
        (4 << 20) | (7 << 26),
        63 | (63 << 14) | (4 << 28),
        (4 << 0) | (4 << 3) | (4 << 6) | (4 << 9)
            | (2 << 16)                         // LAST_LEVEL = DB_Z_INFO.NUM_SAMPLES = log2(4)
            | (2 << 20)
            | (14 << 28),                       // TYPE = 2D_MSAA
        (0 << 0) | (127 << 13),                 // PITCH - 1: the padded pitch
        0,
        0,
        0,
    ];
    assert_words("4x MSAA depth", t, want);
}

#[test]
fn decoded_target_gives_the_same_view() {
    let target = display();
    let regs = target.registers();
    let decoded = ColorTarget::decode(Slot::S0, &regs).unwrap();
    assert_eq!(
        decoded.texture_view(1920, 1080),
        target.texture_view(1920, 1080)
    );
}

#[test]
fn targets_without_a_view() {
    // A disabled colour slot: FORMAT = COLOR_INVALID.
    let off = ColorTarget::new(Slot::S3);
    assert_eq!(
        off.texture_view(8, 8).unwrap_err(),
        Error::NotSampleable {
            register: "CB_COLOR_INFO",
            field: "FORMAT",
            value: 0
        }
    );
    // One channel stored with SWAP_ALT: no select reads it back.
    let r8_alt = color(
        ColorSurface::from_encoding(
            ColorTargetFormat {
                format: ColorFormat::COLOR_8,
                number_type: SurfaceNumber::NUMBER_UNORM,
                order: ChannelOrder::Alt,
            },
            Ps4TileMode::DisplayLinearAligned.index(),
            64,
            64,
        )
        .with_padded(64, 64),
    );
    assert_eq!(
        r8_alt.texture_view(64, 64).unwrap_err(),
        Error::NotSampleable {
            register: "CB_COLOR_INFO",
            field: "COMP_SWAP",
            value: 1
        }
    );
    // No depth target at all: Z_INVALID.
    assert_eq!(
        DepthTarget::new()
            .depth_texture_view(&Config::PS4, 8, 8)
            .unwrap_err(),
        Error::NotSampleable {
            register: "DB_Z_INFO",
            field: "FORMAT",
            value: 0
        }
    );
}

#[test]
fn sizes_outside_the_target() {
    let target = display();
    // Taller than the padded height (1088), or empty.
    assert_eq!(
        target.texture_view(1920, 1089).unwrap_err(),
        Error::HeightOutOfRange { height: 1089 }
    );
    assert_eq!(
        target.texture_view(1920, 0).unwrap_err(),
        Error::HeightOutOfRange { height: 0 }
    );
    // Wider than the pitch: refused when the T# is built.
    assert_eq!(
        target
            .texture_view(1921, 1080)
            .unwrap()
            .build()
            .unwrap_err(),
        Error::PitchOutOfRange { pitch: 1920 }
    );
    // A tile-mode table without a matching depth entry.
    let db = depth_target(
        DepthSurface::new(DataFormat::D32_FLOAT, 64, 64)
            .with_layout(128, 64, Ps4TileMode::Depth2dThin256.index())
            .with_address(0x1000),
    );
    let mut cfg = Config::PS4;
    cfg.tile_mode_regs = [0; 32];
    assert_eq!(
        db.depth_texture_view(&cfg, 64, 64).unwrap_err(),
        Error::NoTileIndex
    );
}
