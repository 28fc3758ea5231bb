//! Render-target passes: whole dwords against the PM4 packet layouts and the
//! register fields of the spec, out of space and bad input (nothing written).

use crate::blocks_support::{Golden, apply, compare, parse};
use gcn::blocks::clear_value::ClearColor;
use gcn::blocks::color_target::{ColorSurface, ColorTarget};
use gcn::blocks::{Error, Slot};
use gcn::desc::DataFormat;
use gcn::passes::{RestoreState, fast_clear_eliminate, fast_color_clear};
use gcn::pm4::CommandBuffer;
use gcn::regs::{CbColorControl, Space};
use gcn::tiling::Config;
use gcn::tiling::config::Ps4TileMode;
use gcn::tiling::meta::{CmaskInfo, MetaInput, MetaTile, cmask_info};
use gcn::tiling::surface::{SurfaceFlags, SurfaceInput, surface_info};

const CMASK: u64 = 0x0080_0000;

fn display() -> (ColorTarget, CmaskInfo) {
    let input = SurfaceInput::new(Ps4TileMode::Display2dThin.index(), 32, 1920, 1080)
        .with_flags(SurfaceFlags::new().with_color(true).with_display(true));
    let info = surface_info(&Config::PS4, &input).unwrap();
    let tile = MetaTile::Index(info.tile_index, info.macro_mode_index);
    let cmask = cmask_info(&Config::PS4, &MetaInput::new(1920, 1088, 1, tile)).unwrap();
    let s =
        ColorSurface::from_surface_info(DataFormat::B8G8R8A8_UNORM, 1920, 1080, &info, 0x0010_0000)
            .unwrap();
    (
        ColorTarget::setup(&Config::PS4, Slot::S0, &s).unwrap(),
        cmask,
    )
}

const COLOR: ClearColor = ClearColor::Float([0.0, 0.25, 0.5, 1.0]);

#[test]
fn fast_color_clear_dwords() {
    let (t, cmask) = display();
    // 2048 x 1280 pixels of 8x8 tiles at 4 bits: 20480 bytes.
    assert_eq!(cmask.cmask_bytes, 20480);
    let mut words = [0u32; 128];
    let mut cb = CommandBuffer::new(&mut words);
    let cleared = fast_color_clear(&mut cb, &t, &cmask, CMASK, COLOR).unwrap();
    let out = cb.as_slice();
    #[rustfmt::skip]
    let head: [u32; 16] = [
        0xC000_4600, 0x0000_002E,              // EVENT_WRITE FLUSH_AND_INV_CB_META, EVENT_INDEX 0
        0xC005_5000,                           // DMA_DATA, 6 body dwords
        0xC000_0000,                           // CP_SYNC (31), SRC_SEL = DATA (29..30), DST_SEL = DST_ADDR, ENGINE ME
        0, 0,                                  // fill value 0: every tile fast-cleared
        0x0080_0000, 0,                        // DST_ADDR
        20480,                                 // BYTE_COUNT
        0xC005_5800,                           // ACQUIRE_MEM, 6 body dwords
        0x8200_0000,                           // ENGINE ME (31), CB_ACTION_ENA (25)
        80, 0,                                 // COHER_SIZE 20480 / 256
        0x8000, 0,                             // COHER_BASE 0x800000 >> 8
        10,                                    // POLL_INTERVAL
    ];
    assert_eq!(out[..16], head);
    let regs = apply(&parse(&out[16..]));
    const CTX: Space = Space::Context;
    #[rustfmt::skip]
    let golden: Golden = &[
        ("CB_COLOR0_INFO", CTX, 0x31C, &[
            ("FORMAT", 2, 5, 10), ("COMP_SWAP", 11, 2, 1), ("FAST_CLEAR", 13, 1, 1),
            ("BLEND_CLAMP", 15, 1, 1), ("SIMPLE_FLOAT", 17, 1, 1),
        ]),
        ("CB_COLOR0_CMASK",       CTX, 0x31F, &[("BASE_256B", 0, 32, 0x8000)]),
        ("CB_COLOR0_CMASK_SLICE", CTX, 0x320, &[("TILE_MAX", 0, 14, 159)]),
        // B 0.5 -> 0x80, G 0.25 -> 0x40, R 0, A 0xFF.
        ("CB_COLOR0_CLEAR_WORD0", CTX, 0x323, &[("CLEAR_WORD0", 0, 32, 0xFF00_4080)]),
        ("CB_COLOR0_CLEAR_WORD1", CTX, 0x324, &[("CLEAR_WORD1", 0, 32, 0)]),
    ];
    assert_eq!(compare(&regs, golden), 0);
    assert_eq!(out.len(), 16 + 16);
    assert!(cleared.info().fast_clear());
}

#[test]
fn fast_clear_eliminate_dwords() {
    let mut words = [0u32; 64];
    let mut cb = CommandBuffer::new(&mut words);
    fast_clear_eliminate(&mut cb, &RestoreState::DEFAULT).unwrap();
    #[rustfmt::skip]
    let want: [u32; 17] = [
        0xC001_6900, 0x202, 0x00CC_0020, // CB_COLOR_CONTROL: MODE 2 (CB_ELIMINATE_FAST_CLEAR) at 4..6, ROP3 0xCC at 16..23
        0xC001_7900, 0x242, 17,          // VGT_PRIMITIVE_TYPE = DI_PT_RECTLIST
        0xC001_2D00, 3, 2,               // DRAW_INDEX_AUTO 3, SOURCE_SELECT = AUTO_INDEX
        0xC000_4600, 0x2E,               // EVENT_WRITE FLUSH_AND_INV_CB_META
        0xC001_6900, 0x202, 0x00CC_0010, // CB_COLOR_CONTROL back: MODE 1 (CB_NORMAL)
        0xC001_7900, 0x242, 4,           // VGT_PRIMITIVE_TYPE back: DI_PT_TRILIST
    ];
    assert_eq!(cb.as_slice(), want);
}

#[test]
fn passes_write_nothing_on_error() {
    let (t, cmask) = display();
    // Out of space: one dword short.
    let mut words = [0u32; 31];
    let mut cb = CommandBuffer::new(&mut words);
    assert!(matches!(
        fast_color_clear(&mut cb, &t, &cmask, CMASK, COLOR),
        Err(Error::Pm4(_))
    ));
    assert!(cb.is_empty());
    assert!(matches!(
        fast_clear_eliminate(&mut cb, &RestoreState::DEFAULT),
        Ok(())
    ));
    let mut words = [0u32; 16];
    let mut cb = CommandBuffer::new(&mut words);
    assert!(matches!(
        fast_clear_eliminate(&mut cb, &RestoreState::DEFAULT),
        Err(Error::Pm4(_))
    ));
    assert!(cb.is_empty());
    // Bad input: a CMASK off its alignment, a colour of the wrong kind, a reserved mode.
    let mut words = [0u32; 128];
    let mut cb = CommandBuffer::new(&mut words);
    assert!(matches!(
        fast_color_clear(&mut cb, &t, &cmask, CMASK + 0x100, COLOR),
        Err(Error::MetadataMismatch { .. })
    ));
    assert!(matches!(
        fast_color_clear(&mut cb, &t, &cmask, CMASK, ClearColor::Uint([1; 4])),
        Err(Error::NotFastClearable { .. })
    ));
    let mut huge = cmask;
    huge.cmask_bytes = 1 << 21;
    assert!(matches!(
        fast_color_clear(&mut cb, &t, &huge, CMASK, COLOR),
        Err(Error::MetadataMismatch { .. })
    ));
    let bad = RestoreState {
        cb_color_control: CbColorControl::from_bits(0x70),
        ..RestoreState::DEFAULT
    };
    assert!(matches!(
        fast_clear_eliminate(&mut cb, &bad),
        Err(Error::UnknownValue { .. })
    ));
    assert!(cb.is_empty());
}

/// The dwords of a depth pass: `DB_RENDER_CONTROL`, `DB_STENCIL_CONTROL`,
/// `DB_DEPTH_CONTROL`, a rect list, `FLUSH_AND_INV_DB_META`, the defaults back.
fn depth_pass_dwords(render: u32, stencil: u32, depth: u32) -> Vec<u32> {
    #[rustfmt::skip]
    let v = vec![
        0xC001_6900,
        0x000,
        render, // DB_RENDER_CONTROL
        0xC001_6900,
        0x10B,
        stencil, // DB_STENCIL_CONTROL
        0xC001_6900,
        0x200,
        depth, // DB_DEPTH_CONTROL
        0xC001_7900,
        0x242,
        17, // VGT_PRIMITIVE_TYPE = DI_PT_RECTLIST
        0xC001_2D00,
        3,
        2, // DRAW_INDEX_AUTO 3
        0xC000_4600,
        0x2C, // EVENT_WRITE FLUSH_AND_INV_DB_META (44)
        0xC001_6900,
        0x000,
        0,
        0xC001_6900,
        0x10B,
        0,
        0xC001_6900,
        0x200,
        0, // restored
        0xC001_7900,
        0x242,
        4, // DI_PT_TRILIST
    ];
    v
}

#[test]
fn depth_clear_and_decompress_dwords() {
    use gcn::passes::{depth_clear, depth_decompress};
    /// Depth and stencil clear flags (`None`: decompress) and the dwords.
    type Case = (Option<(bool, bool)>, Vec<u32>);
    let cases: [Case; 4] = [
        // DEPTH_CLEAR_ENABLE (0); Z_ENABLE (1), Z_WRITE_ENABLE (2), ZFUNC FRAG_ALWAYS 7 (4..6).
        (Some((true, false)), depth_pass_dwords(0x1, 0, 0x76)),
        // STENCIL_CLEAR_ENABLE (1); STENCIL_ENABLE (0), STENCILFUNC 7 (8..10);
        // STENCILFAIL / ZPASS / ZFAIL = STENCIL_REPLACE_TEST 3 at 0, 4, 8.
        (Some((false, true)), depth_pass_dwords(0x2, 0x333, 0x701)),
        (Some((true, true)), depth_pass_dwords(0x3, 0x333, 0x777)),
        // STENCIL_COMPRESS_DISABLE (5), DEPTH_COMPRESS_DISABLE (6); tests off.
        (None, depth_pass_dwords(0x60, 0, 0)),
    ];
    for (which, want) in cases {
        let mut words = [0u32; 64];
        let mut cb = CommandBuffer::new(&mut words);
        match which {
            Some((d, s)) => depth_clear(&mut cb, d, s, &RestoreState::DEFAULT).unwrap(),
            None => depth_decompress(&mut cb, &RestoreState::DEFAULT).unwrap(),
        }
        assert_eq!(cb.as_slice(), want, "{which:?}");
        // One dword short: nothing written.
        let mut short = [0u32; 28];
        let mut cb = CommandBuffer::new(&mut short);
        let r = match which {
            Some((d, s)) => depth_clear(&mut cb, d, s, &RestoreState::DEFAULT),
            None => depth_decompress(&mut cb, &RestoreState::DEFAULT),
        };
        assert!(matches!(r, Err(Error::Pm4(_))));
        assert!(cb.is_empty());
    }
    let mut words = [0u32; 64];
    let mut cb = CommandBuffer::new(&mut words);
    assert!(matches!(
        depth_clear(&mut cb, false, false, &RestoreState::DEFAULT),
        Err(Error::InvalidRange { .. })
    ));
    assert!(cb.is_empty());
}
