//! Render-target passes: whole dwords against the PM4 packet layouts and the
//! register fields of the spec, out of space and bad input (nothing written).

use crate::blocks_support::{Golden, apply, compare, parse};
use gcn::blocks::clear_value::ClearColor;
use gcn::blocks::color_target::{ColorSurface, ColorTarget};
use gcn::blocks::depth_target::DepthTarget;
use gcn::blocks::{Error, Slot};
use gcn::desc::DataFormat;
use gcn::passes::{
    ClearKind, ClearMask, ClearShaders, ColorClear, MAX_CLEAR_DWORDS, RestoreState, SizedTarget,
    clear, fast_clear_eliminate, fast_color_clear, slow_color_clear,
};
use gcn::pm4::CommandBuffer;
use gcn::regs::{CbColorControl, Space};
use gcn::shader::builtin::{ColorExport, clear_ps, rect_vs};
use gcn::tiling::Config;
use gcn::tiling::config::Ps4TileMode;
use gcn::tiling::meta::{CmaskInfo, MetaInput, MetaTile, cmask_info};
use gcn::tiling::surface::{SurfaceFlags, SurfaceInput, surface_info};

const CMASK: u64 = 0x0080_0000;

/// The PS4 render-target size hint after a 1920x1080 target: a type-3 NOP
/// header (type 3 at 30..31, COUNT 0 at 16..29, IT_NOP 0x10 at 8..15) and
/// the payload width | height << 16 (1920 = 0x780, 1080 = 0x438).
const HINT_1920X1080: [u32; 2] = [0xC000_1000, 0x0438_0780];
/// The same after a 256x256 target (256 = 0x100).
const HINT_256X256: [u32; 2] = [0xC000_1000, 0x0100_0100];

/// A colour target's registers bound at slot 0 as written: two
/// `SET_CONTEXT_REG` runs (header `(3 << 30) | (6 << 16) | (0x69 << 8)`),
/// `CB_COLOR0_BASE..ATTRIB` at 0x318 and `CB_COLOR0_CMASK..CLEAR_WORD1` at
/// 0x31F (`CB_COLOR0_DCC_CONTROL`, 0x31E, is gfx8-only), from the twelve
/// values in register order.
#[rustfmt::skip]
const fn slot0_target_dwords(regs: [u32; 12]) -> [u32; 16] {
    let [base, pitch, slice, view, info, attrib, cmask, cmask_slice, fmask, fmask_slice, word0, word1] = regs;
    [
        0xC006_6900, 0x318, base, pitch, slice, view, info, attrib,
        0xC006_6900, 0x31F, cmask, cmask_slice, fmask, fmask_slice, word0, word1,
    ]
}

/// The twelve `CB_COLOR0_*` values of the 1920x1080 B8G8R8A8 display target
/// of [`display_at`] at `base` (its address >> 8), from the spec's fields:
/// - PITCH: TILE_MAX 1920 / 8 - 1 = 239 (10..0), FMASK_TILE_MAX 239 (30..20);
/// - SLICE: TILE_MAX 1920 * 1088 / 64 - 1 = 32639;
/// - INFO: FORMAT COLOR_8_8_8_8 10 (6..2), NUMBER_TYPE NUMBER_UNORM 0,
///   COMP_SWAP SWAP_ALT 1 (12..11), BLEND_CLAMP (15), SIMPLE_FLOAT (17);
/// - ATTRIB: TILE_MODE_INDEX 10 (4..0), FMASK_TILE_MODE_INDEX 10 (9..5);
/// - no CMASK (0); without FMASK, FMASK = the base and FMASK_SLICE = the
///   slice (Mesa's ac_set_mutable_cb_surface_fields); clear words 0.
#[rustfmt::skip]
const fn display_regs(base: u32) -> [u32; 12] {
    [base, 0x0EF0_00EF, 0x0000_7F7F, 0, 0x0002_8828, 0x0000_014A, 0, 0, base, 0x0000_7F7F, 0, 0]
}

/// [`display_regs`] of the target at 0x10_0000 after [`fast_color_clear`]
/// with [`COLOR`]: INFO.FAST_CLEAR (13), CMASK at 0x80_0000 >> 8, its
/// CMASK_SLICE (2048 x 1280 pixels of 128x128: 160 - 1), the clear word.
#[rustfmt::skip]
const FAST_CLEARED_DISPLAY: [u32; 12] = [
    0x1000, 0x0EF0_00EF, 0x0000_7F7F, 0, 0x0002_A828, 0x0000_014A,
    0x8000, 159, 0x1000, 0x0000_7F7F,
    0xFF00_4080, 0, // B 0.5 -> 0x80, G 0.25 -> 0x40, R 0, A 0xFF
];

/// The dwords of [`fast_color_clear`] of the display target before the
/// target is bound again.
#[rustfmt::skip]
const FAST_CLEAR_HEAD: [u32; 23] = [
    0xC000_4600, 0x0000_002E,              // EVENT_WRITE FLUSH_AND_INV_CB_META, EVENT_INDEX 0
    // The CB flushed and waited for before the CMASK is rewritten: ACQUIRE_MEM
    // over all memory, CB_ACTION_ENA (25) with CB0..7_DEST_BASE_ENA (6..13),
    // ENGINE PFP; COHER_SIZE 0xFFFFFFFF, COHER_SIZE_HI 0xFF, base 0, poll 10.
    0xC005_5800, 0x0200_3FC0, 0xFFFF_FFFF, 0xFF, 0, 0, 10,
    0xC005_5000,                           // DMA_DATA, 6 body dwords
    0xC000_0000,                           // CP_SYNC (31), SRC_SEL = DATA (29..30), DST_SEL = DST_ADDR, ENGINE ME
    0, 0,                                  // fill value 0: every tile fast-cleared
    0x0080_0000, 0,                        // DST_ADDR
    20480,                                 // BYTE_COUNT
    0xC005_5800,                           // ACQUIRE_MEM, 6 body dwords
    0x0200_0000,                           // ENGINE PFP (31 clear: radeonsi never sets ME on gfx7), CB_ACTION_ENA (25)
    80, 0,                                 // COHER_SIZE 20480 / 256
    0x8000, 0,                             // COHER_BASE 0x800000 >> 8
    10,                                    // POLL_INTERVAL
];

fn display() -> (SizedTarget, CmaskInfo) {
    display_at(Slot::S0, 0x0010_0000)
}

/// The 1920x1080 B8G8R8A8 display target at `address`, bound at `slot`, and its CMASK.
fn display_at(slot: Slot, address: u64) -> (SizedTarget, CmaskInfo) {
    let input = SurfaceInput::new(Ps4TileMode::Display2dThin.index(), 32, 1920, 1080)
        .with_flags(SurfaceFlags::new().with_color(true).with_display(true));
    let info = surface_info(&Config::PS4, &input).unwrap();
    let tile = MetaTile::Index(info.tile_index, info.macro_mode_index);
    let cmask = cmask_info(&Config::PS4, &MetaInput::new(1920, 1088, 1, tile)).unwrap();
    let s = ColorSurface::from_surface_info(DataFormat::B8G8R8A8_UNORM, 1920, 1080, &info, address)
        .unwrap();
    let t = ColorTarget::setup(&Config::PS4, slot, &s).unwrap();
    (SizedTarget::of(t, &s), cmask)
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
    assert_eq!(out[..23], FAST_CLEAR_HEAD);
    // The target bound again with its CMASK and clear colour: all twelve registers.
    let regs = apply(&parse(&out[23..39]));
    const CTX: Space = Space::Context;
    #[rustfmt::skip]
    let golden: Golden = &[
        ("CB_COLOR0_BASE",        CTX, 0x318, &[("BASE_256B", 0, 32, 0x1000)]), // 0x10_0000 >> 8
        ("CB_COLOR0_PITCH",       CTX, 0x319, &[("TILE_MAX", 0, 11, 239), ("FMASK_TILE_MAX", 20, 11, 239)]),
        ("CB_COLOR0_SLICE",       CTX, 0x31A, &[("TILE_MAX", 0, 22, 32639)]),
        ("CB_COLOR0_VIEW",        CTX, 0x31B, &[("SLICE_START", 0, 11, 0), ("SLICE_MAX", 13, 11, 0)]),
        ("CB_COLOR0_INFO", CTX, 0x31C, &[
            ("FORMAT", 2, 5, 10), ("COMP_SWAP", 11, 2, 1), ("FAST_CLEAR", 13, 1, 1),
            ("BLEND_CLAMP", 15, 1, 1), ("SIMPLE_FLOAT", 17, 1, 1),
        ]),
        ("CB_COLOR0_ATTRIB",      CTX, 0x31D, &[("TILE_MODE_INDEX", 0, 5, 10), ("FMASK_TILE_MODE_INDEX", 5, 5, 10)]),
        ("CB_COLOR0_CMASK",       CTX, 0x31F, &[("BASE_256B", 0, 32, 0x8000)]),
        ("CB_COLOR0_CMASK_SLICE", CTX, 0x320, &[("TILE_MAX", 0, 14, 159)]),
        ("CB_COLOR0_FMASK",       CTX, 0x321, &[("BASE_256B", 0, 32, 0x1000)]),
        ("CB_COLOR0_FMASK_SLICE", CTX, 0x322, &[("TILE_MAX", 0, 22, 32639)]),
        // B 0.5 -> 0x80, G 0.25 -> 0x40, R 0, A 0xFF.
        ("CB_COLOR0_CLEAR_WORD0", CTX, 0x323, &[("CLEAR_WORD0", 0, 32, 0xFF00_4080)]),
        ("CB_COLOR0_CLEAR_WORD1", CTX, 0x324, &[("CLEAR_WORD1", 0, 32, 0)]),
    ];
    assert_eq!(compare(&regs, golden), 0);
    // The whole stream: the head, the target's two SET_CONTEXT_REG runs, its size hint.
    let want = [
        &FAST_CLEAR_HEAD[..],
        &slot0_target_dwords(FAST_CLEARED_DISPLAY),
        &HINT_1920X1080,
    ]
    .concat();
    assert_eq!(out, want);
    assert!(cleared.target.info().fast_clear());
    assert_eq!((cleared.width, cleared.height), (1920, 1080));
}

#[test]
fn fast_clear_eliminate_dwords() {
    let mut words = [0u32; 64];
    let mut cb = CommandBuffer::new(&mut words);
    fast_clear_eliminate(&mut cb, &RestoreState::DEFAULT).unwrap();
    #[rustfmt::skip]
    let want: [u32; 41] = [
        0xC001_6900, 0x1E0, 0,           // CB_BLEND0_CONTROL = 0: blending off (radeonsi's eliminate blend state)
        0xC001_6900, 0x08E, 0xF,         // CB_TARGET_MASK: TARGET0_ENABLE 0xF (0..3)
        0xC001_6900, 0x08F, 0xF,         // CB_SHADER_MASK: OUTPUT0_ENABLE 0xF (0..3)
        0xC001_6900, 0x202, 0x00CC_0020, // CB_COLOR_CONTROL: MODE 2 (CB_ELIMINATE_FAST_CLEAR) at 4..6, ROP3 0xCC at 16..23
        0xC001_6900, 0x200, 0,           // DB_DEPTH_CONTROL = 0: depth and stencil tests off
        0xC001_7900, 0x242, 17,          // VGT_PRIMITIVE_TYPE = DI_PT_RECTLIST
        0xC001_2D00, 3, 2,               // DRAW_INDEX_AUTO 3, SOURCE_SELECT = AUTO_INDEX
        0xC000_4600, 0x2E,               // EVENT_WRITE FLUSH_AND_INV_CB_META
        0xC001_6900, 0x1E0, 0,           // the frame's CB_BLEND0_CONTROL back (DEFAULT: 0)
        0xC001_6900, 0x08E, 0xF,         // the frame's masks back (DEFAULT: 0xF)
        0xC001_6900, 0x08F, 0xF,
        0xC001_6900, 0x202, 0x00CC_0010, // CB_COLOR_CONTROL back: MODE 1 (CB_NORMAL)
        0xC001_6900, 0x200, 0,           // DB_DEPTH_CONTROL back
        0xC001_7900, 0x242, 4,           // VGT_PRIMITIVE_TYPE back: DI_PT_TRILIST
    ];
    assert_eq!(cb.as_slice(), want);
}

#[test]
fn passes_write_nothing_on_error() {
    let (t, cmask) = display();
    // Out of space: one dword short.
    let mut words = [0u32; 40];
    let mut cb = CommandBuffer::new(&mut words);
    assert!(matches!(
        fast_color_clear(&mut cb, &t, &cmask, CMASK, COLOR),
        Err(Error::Pm4(_))
    ));
    assert!(cb.is_empty());
    // The buffer is whole: an 11-dword pass still fits.
    assert!(matches!(
        gcn::passes::transition::transition(
            &mut cb,
            gcn::passes::transition::Transition::ColorToTexture,
            0x10_0000,
            0x100
        ),
        Ok(())
    ));
    assert_eq!(cb.len(), 11);
    let mut words = [0u32; 40];
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
    huge.cmask_bytes = gcn::passes::MAX_FILL_BYTES + 4;
    assert!(matches!(
        fast_color_clear(&mut cb, &t, &huge, CMASK, COLOR),
        Err(Error::MetadataMismatch { .. })
    ));
    assert!(cb.is_empty());
    // A CMASK just over one DMA_DATA (the spec's 21-bit BYTE_COUNT): two
    // fills split as radeonsi's si_cp_dma_clear_buffer, then the target.
    let mut over = cmask;
    over.cmask_bytes = 1 << 21;
    fast_color_clear(&mut cb, &t, &over, CMASK, COLOR).unwrap();
    let split = crate::dcc_clear::pass::spec_split_fill(0, CMASK, 1 << 21);
    assert_eq!(split.len(), 14);
    assert_eq!(cb.as_slice()[9..23], split[..]);
    assert_eq!(cb.as_slice()[23..25], [0xC005_5800, 0x0200_0000]);
    assert_eq!(cb.as_slice()[25], (1 << 21) / 256);
    cb.reset();
    // A size the hint cannot carry (1..=16384 each way).
    for (w, h) in [(0, 1080), (1920, 0), (16385, 1080), (1920, 16385)] {
        assert!(matches!(
            fast_color_clear(
                &mut cb,
                &SizedTarget::new(t.target, w, h),
                &cmask,
                CMASK,
                COLOR
            ),
            Err(Error::InvalidRange { .. })
        ));
        assert!(matches!(
            SizedTarget::new(t.target, w, h).emit(&mut cb),
            Err(Error::InvalidRange { .. })
        ));
    }
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
/// `DB_DEPTH_CONTROL`, `DB_STENCILREFMASK` / `_BF` for a stencil clear
/// (`refmask`), `DB_RENDER_OVERRIDE2` when given, colour writes off, a rect
/// list, `FLUSH_AND_INV_DB_META`, the defaults back.
fn depth_pass_dwords(
    render: u32,
    stencil: u32,
    depth: u32,
    refmask: Option<u32>,
    override2: Option<u32>,
) -> Vec<u32> {
    let mut v = vec![
        0xC001_6900,
        0x000,
        render, // DB_RENDER_CONTROL
        0xC001_6900,
        0x10B,
        stencil, // DB_STENCIL_CONTROL
        0xC001_6900,
        0x200,
        depth, // DB_DEPTH_CONTROL
    ];
    if let Some(r) = refmask {
        v.extend([0xC001_6900, 0x10C, r]); // DB_STENCILREFMASK
        v.extend([0xC001_6900, 0x10D, r]); // DB_STENCILREFMASK_BF, same layout
    }
    if let Some(o) = override2 {
        v.extend([0xC001_6900, 0x004, o]); // DB_RENDER_OVERRIDE2
    }
    // No colour written by a depth-only draw (radeonsi: a blend state with no
    // colour channel, CB_COLOR_CONTROL.MODE = CB_DISABLE 0 at 4..6).
    #[rustfmt::skip]
    v.extend([
        0xC001_6900, 0x08E, 0,           // CB_TARGET_MASK = 0
        0xC001_6900, 0x202, 0x00CC_0000, // CB_COLOR_CONTROL: MODE 0 (CB_DISABLE), ROP3 0xCC at 16..23
        0xC001_7900, 0x242, 17,          // VGT_PRIMITIVE_TYPE = DI_PT_RECTLIST
        0xC001_2D00, 3, 2,               // DRAW_INDEX_AUTO 3
        0xC000_4600, 0x2C,               // EVENT_WRITE FLUSH_AND_INV_DB_META (44)
        0xC001_6900, 0x000, 0,
        0xC001_6900, 0x10B, 0,
        0xC001_6900, 0x200, 0,           // restored
    ]);
    if refmask.is_some() {
        v.extend([0xC001_6900, 0x10C, 0, 0xC001_6900, 0x10D, 0]);
    }
    if override2.is_some() {
        v.extend([0xC001_6900, 0x004, 0]);
    }
    #[rustfmt::skip]
    v.extend([
        0xC001_6900, 0x08E, 0xF,         // the frame's CB_TARGET_MASK (DEFAULT: target 0)
        0xC001_6900, 0x202, 0x00CC_0010, // the frame's CB_COLOR_CONTROL: MODE 1 (CB_NORMAL)
        0xC001_7900, 0x242, 4,           // DI_PT_TRILIST
    ]);
    v
}

#[test]
fn depth_clear_and_decompress_dwords() {
    use gcn::passes::{depth_clear, depth_decompress};
    /// Depth flag and stencil value (`None`: decompress) and the dwords.
    type Case = (Option<(bool, Option<u8>)>, Vec<u32>);
    // DB_RENDER_OVERRIDE2: DISABLE_ZMASK_EXPCLEAR_OPTIMIZATION (5) for a depth
    // clear, DISABLE_SMEM_EXPCLEAR_OPTIMIZATION (6) for a stencil clear.
    // A stencil clear to 0x5A replaces every pixel's stencil with the
    // reference (as u_blitter's clear: reference = clear value, masks 0xFF):
    // STENCILTESTVAL 0x5A (0..7), STENCILMASK 0xFF (8..15), STENCILWRITEMASK
    // 0xFF (16..23), STENCILOPVAL 1 (24..31, radeonsi's value).
    let refmask = 0x01FF_FF5A;
    let cases: [Case; 4] = [
        // DEPTH_CLEAR_ENABLE (0); Z_ENABLE (1), Z_WRITE_ENABLE (2), ZFUNC FRAG_ALWAYS 7 (4..6).
        (
            Some((true, None)),
            depth_pass_dwords(0x1, 0, 0x76, None, Some(0x20)),
        ),
        // STENCIL_CLEAR_ENABLE (1); STENCIL_ENABLE (0), STENCILFUNC 7 (8..10);
        // STENCILFAIL / ZPASS / ZFAIL = STENCIL_REPLACE_TEST 3 at 0, 4, 8.
        (
            Some((false, Some(0x5A))),
            depth_pass_dwords(0x2, 0x333, 0x701, Some(refmask), Some(0x40)),
        ),
        (
            Some((true, Some(0x5A))),
            depth_pass_dwords(0x3, 0x333, 0x777, Some(refmask), Some(0x60)),
        ),
        // STENCIL_COMPRESS_DISABLE (5), DEPTH_COMPRESS_DISABLE (6); tests off.
        (None, depth_pass_dwords(0x60, 0, 0, None, None)),
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
        let mut short = vec![0u32; want.len() - 1];
        let mut cb = CommandBuffer::new(&mut short);
        let r = match which {
            Some((d, s)) => depth_clear(&mut cb, d, s, &RestoreState::DEFAULT),
            None => depth_decompress(&mut cb, &RestoreState::DEFAULT),
        };
        assert!(matches!(r, Err(Error::Pm4(_))));
        assert!(cb.is_empty());
    }
    // A frame value of DB_RENDER_OVERRIDE2 is kept under the disables and put back.
    let frame = RestoreState {
        db_render_override2: gcn::regs::DbRenderOverride2::from_bits(0x100), // DECOMPRESS_Z_ON_FLUSH
        ..RestoreState::DEFAULT
    };
    let mut words = [0u32; 64];
    let mut cb = CommandBuffer::new(&mut words);
    depth_clear(&mut cb, true, None, &frame).unwrap();
    let out = cb.as_slice();
    assert_eq!(out[9..12], [0xC001_6900, 0x004, 0x120]);
    assert_eq!(
        out[out.len() - 12..out.len() - 9],
        [0xC001_6900, 0x004, 0x100]
    );
    // The frame's stencil reference and masks are put back after a stencil clear.
    let frame = RestoreState {
        db_stencil_refmask: gcn::regs::DbStencilrefmask::from_bits(0x0100_FF07),
        ..RestoreState::DEFAULT
    };
    let mut words = [0u32; 80];
    let mut cb = CommandBuffer::new(&mut words);
    depth_clear(&mut cb, false, Some(0x5A), &frame).unwrap();
    let out = cb.as_slice();
    assert_eq!(out[9..12], [0xC001_6900, 0x10C, 0x01FF_FF5A]);
    assert!(
        out.windows(3)
            .any(|w| w == [0xC001_6900, 0x10C, 0x0100_FF07])
    );
    // The frame's colour masks and control are put back after the pass.
    let frame = RestoreState {
        cb_target_mask: gcn::regs::CbTargetMask::from_bits(0xFF), // targets 0 and 1
        ..RestoreState::DEFAULT
    };
    let mut words = [0u32; 64];
    let mut cb = CommandBuffer::new(&mut words);
    depth_decompress(&mut cb, &frame).unwrap();
    let out = cb.as_slice();
    assert_eq!(out[9..12], [0xC001_6900, 0x08E, 0]);
    assert_eq!(
        out[out.len() - 9..out.len() - 3],
        [0xC001_6900, 0x08E, 0xFF, 0xC001_6900, 0x202, 0x00CC_0010]
    );
    let mut words = [0u32; 64];
    let mut cb = CommandBuffer::new(&mut words);
    assert!(matches!(
        depth_clear(&mut cb, false, None, &RestoreState::DEFAULT),
        Err(Error::InvalidRange { .. })
    ));
    // A reserved CB_COLOR_CONTROL.MODE (7) cannot be put back.
    let bad = RestoreState {
        cb_color_control: CbColorControl::from_bits(0x70),
        ..RestoreState::DEFAULT
    };
    assert!(matches!(
        depth_decompress(&mut cb, &bad),
        Err(Error::UnknownValue { .. })
    ));
    assert!(cb.is_empty());
}

fn clear_shaders(ps_address: u64) -> Result<ClearShaders, Error> {
    let mut code = [0u32; 32];
    let rect = rect_vs(&mut code).unwrap();
    let clear = clear_ps(0, ColorExport::Float32, &mut code).unwrap();
    ClearShaders::new(0x0010_0000, &rect, ps_address, &clear, ColorExport::Float32)
}

/// The slow clear's state, draw and restore after its shader blocks: 5
/// registers set, the primitive type, the draw, the same 5 registers and
/// the primitive type back (`RestoreState::DEFAULT`).
#[rustfmt::skip]
const SLOW_CLEAR_TAIL: [u32; 39] = [
    0xC001_6900, 0x1E0, 0,           // CB_BLEND0_CONTROL = 0: ENABLE (30) off
    0xC001_6900, 0x08E, 0xF,         // CB_TARGET_MASK: target 0 only
    0xC001_6900, 0x08F, 0xF,         // CB_SHADER_MASK: export 0 only
    0xC001_6900, 0x202, 0x00CC_0010, // CB_COLOR_CONTROL: MODE 1 (CB_NORMAL), ROP3 0xCC
    0xC001_6900, 0x200, 0,           // DB_DEPTH_CONTROL = 0: depth test off
    0xC001_7900, 0x242, 17,          // VGT_PRIMITIVE_TYPE = DI_PT_RECTLIST
    0xC001_2D00, 3, 2,               // DRAW_INDEX_AUTO 3, SOURCE_SELECT = AUTO_INDEX
    0xC001_6900, 0x1E0, 0,           // CB_BLEND0_CONTROL back
    0xC001_6900, 0x08E, 0xF,         // masks back
    0xC001_6900, 0x08F, 0xF,
    0xC001_6900, 0x202, 0x00CC_0010, // CB_COLOR_CONTROL back
    0xC001_6900, 0x200, 0,           // DB_DEPTH_CONTROL back
    0xC001_7900, 0x242, 4,           // VGT_PRIMITIVE_TYPE back: DI_PT_TRILIST
];

/// The whole slow clear with the clear shaders of [`clear_shaders`]
/// (`clear_shaders(0x10_0100)`) and the colour `rgba` (the `f32` bits):
/// the register values of `slow_color_clear_dwords`' golden in the
/// `SET_SH_REG` (opcode 0x76) and `SET_CONTEXT_REG` (0x69) runs the blocks
/// write, then [`SLOW_CLEAR_TAIL`].
#[rustfmt::skip]
fn slow_clear_dwords(rgba: [u32; 4]) -> Vec<u32> {
    let [r, g, b, a] = rgba;
    let mut v = vec![
        0xC004_7600, 0x048,      // SPI_SHADER_PGM_LO_VS..RSRC2_VS
        0x1000, 0,               // 0x10_0000 >> 8
        0x002C_0001,             // RSRC1: VGPRS 1 (5..0), FLOAT_MODE 0xC0 (19..12), DX10_CLAMP (21)
        0,                       // RSRC2: no user SGPRs
        0xC001_6900, 0x1B1, 0,   // SPI_VS_OUT_CONFIG: VS_EXPORT_COUNT 0 (one export)
        0xC001_6900, 0x1C3, 4,   // SPI_SHADER_POS_FORMAT: POS0_EXPORT_FORMAT SPI_SHADER_4COMP
        0xC001_6900, 0x207, 0,   // PA_CL_VS_OUT_CNTL
        0xC008_7600, 0x008,      // SPI_SHADER_PGM_LO_PS..USER_DATA_PS_3
        0x1001, 0,               // 0x10_0100 >> 8
        0x002C_0000,             // RSRC1: VGPRS 0, FLOAT_MODE 0xC0, DX10_CLAMP
        0x0000_0008,             // RSRC2: USER_SGPR 4 (5..1)
        r, g, b, a,              // the colour in s[0:3]
        0xC004_6900, 0x1B3,      // SPI_PS_INPUT_ENA..SPI_PS_IN_CONTROL
        2, 2,                    // SPI_PS_INPUT_ENA / _ADDR: PERSP_CENTER_ENA (1)
        0,                       // SPI_INTERP_CONTROL_0
        0,                       // SPI_PS_IN_CONTROL: NUM_INTERP 0
        0xC001_6900, 0x1B8, 0,   // SPI_BARYC_CNTL
        0xC002_6900, 0x1C4,      // SPI_SHADER_Z_FORMAT, SPI_SHADER_COL_FORMAT
        0,                       // Z_EXPORT_FORMAT SPI_SHADER_ZERO
        9,                       // COL0_EXPORT_FORMAT SPI_SHADER_32_ABGR
    ];
    v.extend(SLOW_CLEAR_TAIL);
    v
}

#[test]
fn slow_color_clear_dwords() {
    let shaders = clear_shaders(0x0010_0100).unwrap();
    let mut words = [0u32; 128];
    let mut cb = CommandBuffer::new(&mut words);
    slow_color_clear(
        &mut cb,
        &shaders,
        [1.0, 0.5, 0.25, 1.0],
        &RestoreState::DEFAULT,
    )
    .unwrap();
    let out = cb.as_slice();
    let (blocks, tail) = out.split_at(out.len() - 39);
    const SH: Space = Space::Sh;
    const CTX: Space = Space::Context;
    // RSRC1: FLOAT_MODE 0xC0 at 12..19, DX10_CLAMP at 21; VGPRS in blocks of
    // 4 less one, SGPRS (program + VCC) in blocks of 8 less one.
    #[rustfmt::skip]
    let golden: Golden = &[
        ("SPI_SHADER_PGM_LO_VS",    SH, 0x48, &[("MEM_BASE", 0, 32, 0x1000)]),
        ("SPI_SHADER_PGM_HI_VS",    SH, 0x49, &[("MEM_BASE", 0, 8, 0)]),
        ("SPI_SHADER_PGM_RSRC1_VS", SH, 0x4A, &[
            ("VGPRS", 0, 6, 1), ("SGPRS", 6, 4, 0), ("FLOAT_MODE", 12, 8, 0xC0), ("DX10_CLAMP", 21, 1, 1),
        ]),
        ("SPI_SHADER_PGM_RSRC2_VS", SH, 0x4B, &[("USER_SGPR", 1, 5, 0)]),
        ("SPI_SHADER_PGM_LO_PS",    SH, 0x08, &[("MEM_BASE", 0, 32, 0x1001)]),
        ("SPI_SHADER_PGM_HI_PS",    SH, 0x09, &[("MEM_BASE", 0, 8, 0)]),
        ("SPI_SHADER_PGM_RSRC1_PS", SH, 0x0A, &[
            ("VGPRS", 0, 6, 0), ("SGPRS", 6, 4, 0), ("FLOAT_MODE", 12, 8, 0xC0), ("DX10_CLAMP", 21, 1, 1),
        ]),
        ("SPI_SHADER_PGM_RSRC2_PS", SH, 0x0B, &[("USER_SGPR", 1, 5, 4)]),
        ("SPI_SHADER_USER_DATA_PS_0", SH, 0x0C, &[("DATA", 0, 32, 0x3F80_0000)]), // red 1.0
        ("SPI_SHADER_USER_DATA_PS_1", SH, 0x0D, &[("DATA", 0, 32, 0x3F00_0000)]), // green 0.5
        ("SPI_SHADER_USER_DATA_PS_2", SH, 0x0E, &[("DATA", 0, 32, 0x3E80_0000)]), // blue 0.25
        ("SPI_SHADER_USER_DATA_PS_3", SH, 0x0F, &[("DATA", 0, 32, 0x3F80_0000)]), // alpha 1.0
        // One position export of four components, no parameters, no clip distances.
        ("SPI_VS_OUT_CONFIG",      CTX, 0x1B1, &[("VS_EXPORT_COUNT", 1, 5, 0)]),
        ("SPI_SHADER_POS_FORMAT",  CTX, 0x1C3, &[("POS0_EXPORT_FORMAT", 0, 4, 4)]), // SPI_SHADER_4COMP
        ("PA_CL_VS_OUT_CNTL",      CTX, 0x207, &[("CLIP_DIST_ENA_0", 0, 1, 0)]),
        // No interpolated inputs: only the PERSP_CENTER barycentrics the
        // hardware needs one of, no flat shading or point sprites, default
        // barycentric control.
        ("SPI_PS_INPUT_ENA",       CTX, 0x1B3, &[("PERSP_CENTER_ENA", 1, 1, 1)]),
        ("SPI_PS_INPUT_ADDR",      CTX, 0x1B4, &[("PERSP_CENTER_ENA", 1, 1, 1)]),
        ("SPI_INTERP_CONTROL_0",   CTX, 0x1B5, &[("FLAT_SHADE_ENA", 0, 1, 0)]),
        ("SPI_PS_IN_CONTROL",      CTX, 0x1B6, &[("NUM_INTERP", 0, 6, 0)]),
        ("SPI_BARYC_CNTL",         CTX, 0x1B8, &[("PERSP_CENTER_CNTL", 0, 1, 0)]),
        ("SPI_SHADER_Z_FORMAT",    CTX, 0x1C4, &[("Z_EXPORT_FORMAT", 0, 4, 0)]),  // SPI_SHADER_ZERO
        ("SPI_SHADER_COL_FORMAT",  CTX, 0x1C5, &[("COL0_EXPORT_FORMAT", 0, 4, 9)]), // SPI_SHADER_32_ABGR
    ];
    assert_eq!(compare(&apply(&parse(blocks)), golden), 0);
    assert_eq!(tail, SLOW_CLEAR_TAIL);
    // The whole stream: 1.0, 0.5, 0.25, 1.0 as IEEE bits.
    assert_eq!(
        out,
        slow_clear_dwords([0x3F80_0000, 0x3F00_0000, 0x3E80_0000, 0x3F80_0000])
    );
}

#[test]
fn slow_color_clear_writes_nothing_on_error() {
    assert!(
        clear_shaders(0x0010_0080).is_err(),
        "PS address not 256-byte aligned"
    );
    let shaders = clear_shaders(0x0010_0100).unwrap();
    let mut words = [0u32; 128];
    let mut cb = CommandBuffer::new(&mut words);
    slow_color_clear(&mut cb, &shaders, [0.0; 4], &RestoreState::DEFAULT).unwrap();
    let needed = cb.len();
    let mut words = vec![0u32; needed - 1];
    let mut cb = CommandBuffer::new(&mut words);
    assert!(matches!(
        slow_color_clear(&mut cb, &shaders, [0.0; 4], &RestoreState::DEFAULT),
        Err(Error::Pm4(_))
    ));
    assert!(cb.is_empty());
    let bad = RestoreState {
        cb_color_control: CbColorControl::from_bits(0x70),
        ..RestoreState::DEFAULT
    };
    let mut words = [0u32; 128];
    let mut cb = CommandBuffer::new(&mut words);
    assert!(matches!(
        slow_color_clear(&mut cb, &shaders, [0.0; 4], &bad),
        Err(Error::UnknownValue { .. })
    ));
    assert!(cb.is_empty());
}

#[test]
fn clear_mask_picks_fast_or_slow_per_slot() {
    let (t, cmask) = display();
    let shaders = clear_shaders(0x0010_0100).unwrap();
    let restore = RestoreState::DEFAULT;
    // The scratch of the whole clear stays small enough for a microcontroller's stack.
    const { assert!(MAX_CLEAR_DWORDS * 4 <= 4096) };
    // A pass's scratch holds a slow clear whose VS and PS carry the most
    // user data with hinted descriptors (stage blocks at MAX_DWORDS, 49 and
    // 87) and its 39 dwords of state, draw and restore (5 registers set and
    // back, the primitive type twice, the draw), 176, and a resolve into a
    // DCC target: a CB sync and a key fill of up to 9 DMA_DATA and an
    // ACQUIRE_MEM (7 dwords each), four target blocks with hints, two CB
    // syncs, 10 registers, the primitive type twice and the draw; the
    // clear's holds four slow clears (a DCC clear with two 9-packet fills,
    // 9 + 2 * 70 + 18, is smaller), six target blocks with hints (18 each)
    // and a depth clear of 89 (13 registers set and back, the primitive
    // type twice, the draw, the DB flush).
    use gcn::blocks::shader::{ps, vs};
    use gcn::passes::{MAX_FILL_CHUNKS, MAX_PASS_DWORDS};
    assert_eq!((vs::MAX_DWORDS, ps::MAX_DWORDS), (49, 87));
    assert_eq!(MAX_FILL_CHUNKS, 9);
    assert_eq!(
        MAX_PASS_DWORDS,
        9 + 10 * 7 + 4 * 18 + 4 * 9 + 10 * 3 + 2 * 3 + 3
    );
    const { assert!(MAX_PASS_DWORDS > 49 + 87 + 40 && 9 + 2 * 70 + 18 < 49 + 87 + 40) };
    assert_eq!(MAX_CLEAR_DWORDS, 4 * 176 + 6 * 18 + 89);
    let fast = ColorClear {
        target: &t,
        cmask: Some((&cmask, CMASK)),
        dcc: None,
        color: COLOR,
    };
    let slow = ColorClear {
        cmask: None,
        dcc: None,
        ..fast
    };
    // Slot 0 fast, slot 1 empty, slot 2 not in the mask; depth and stencil.
    let mask = ClearMask::new(0x04 | 0x08 | ClearMask::DEPTH | ClearMask::STENCIL).unwrap();
    let mut words = [0u32; 512];
    let mut cb = CommandBuffer::new(&mut words);
    let got = clear(
        &mut cb,
        mask,
        &[Some(fast), None, Some(slow), None],
        Some(&DepthTarget::new().with_stencil_clear(0x5A)),
        &shaders,
        &restore,
    )
    .unwrap();
    assert_eq!(
        got.color,
        [
            ClearKind::Fast,
            ClearKind::Skipped,
            ClearKind::Skipped,
            ClearKind::Skipped
        ]
    );
    assert!(got.depth_stencil);
    // The two passes in a row: the fast clear of slot 0 (the head, the
    // target with its CMASK and clear word, its size hint), then the depth
    // and stencil clear to 0x5A (DB_RENDER_CONTROL DEPTH_CLEAR_ENABLE |
    // STENCIL_CLEAR_ENABLE, the tests as in depth_clear_and_decompress_dwords,
    // DB_STENCILREFMASK(_BF) 0x01FF_FF5A, DB_RENDER_OVERRIDE2 0x60).
    let want = [
        &FAST_CLEAR_HEAD[..],
        &slot0_target_dwords(FAST_CLEARED_DISPLAY),
        &HINT_1920X1080,
        &depth_pass_dwords(0x3, 0x333, 0x777, Some(0x01FF_FF5A), Some(0x60)),
    ]
    .concat();
    assert_eq!(cb.as_slice(), want);
    let cleared = got.fast[0].expect("slot 0 fast-cleared");
    assert_eq!((cleared.width, cleared.height), (1920, 1080));
    let fast_info = cleared.target.info().into_bits();
    assert_eq!(
        fast_info, 0x0002_A828,
        "FAST_CLEAR (13) on the display INFO"
    );

    // Slot 0 without CMASK: the slow clear, with the colour's bits in the PS user data.
    let mut words = [0u32; 512];
    let mut cb = CommandBuffer::new(&mut words);
    let got = clear(
        &mut cb,
        ClearMask::new(0x04).unwrap(),
        &[Some(slow), None, None, None],
        None,
        &shaders,
        &restore,
    )
    .unwrap();
    assert_eq!(got.color[0], ClearKind::Slow);
    assert!(!got.depth_stencil && got.fast[0].is_none());
    // 0.0, 0.25, 0.5, 1.0 as IEEE bits.
    assert_eq!(
        cb.as_slice(),
        slow_clear_dwords([0, 0x3E80_0000, 0x3F00_0000, 0x3F80_0000])
    );
}

#[test]
fn clear_mask_slow_clears_slot_1_through_slot_0() {
    let (t0, _) = display();
    let shaders = clear_shaders(0x0010_0100).unwrap();
    let restore = RestoreState::DEFAULT;
    // Slot 1: the same layout at 0x0200_0000, bound at slot 1.
    let (t1, _) = display_at(Slot::S1, 0x0200_0000);
    let c1 = ColorClear {
        target: &t1,
        cmask: None,
        dcc: None,
        color: ClearColor::Float([1.0, 0.0, 0.0, 1.0]),
    };
    for slot0 in [None, Some(&t0)] {
        let c0 = slot0.map(|t| ColorClear {
            target: t,
            cmask: None,
            dcc: None,
            color: COLOR,
        });
        let mut words = [0u32; 512];
        let mut cb = CommandBuffer::new(&mut words);
        // Slot 0 is bound (or empty) but not in the mask: only slot 1 is cleared.
        let got = clear(
            &mut cb,
            ClearMask::new(0x08).unwrap(),
            &[c0, Some(c1), None, None],
            None,
            &shaders,
            &restore,
        )
        .unwrap();
        assert_eq!(got.color[0], ClearKind::Skipped);
        assert_eq!(got.color[1], ClearKind::Slow);
        let out = cb.as_slice();
        // CB_COLOR0_BASE (0x318) first takes slot 1's surface, then slot 0's again.
        let bases: Vec<u32> = out
            .windows(3)
            .filter(|w| w[0] & 0xC000_FF00 == 0xC000_6900 && w[1] == 0x318)
            .map(|w| w[2])
            .collect();
        let back_base = if slot0.is_some() { 0x1000 } else { 0 };
        assert_eq!(bases, [0x2_0000, back_base]);
        // Slot 1's target at slot 0 (two SET_CONTEXT_REG runs of 6
        // registers) is followed by its size hint; slot 0's target bound
        // back too, but a disabled slot (every register 0) has no size.
        assert_eq!(out[..2], [0xC006_6900, 0x318]);
        assert_eq!(out[16..18], HINT_1920X1080);
        let tail = &out[out.len() - 2..];
        if slot0.is_some() {
            assert_eq!(tail, HINT_1920X1080);
        } else {
            // CB_COLOR0_CLEAR_WORD0 and _WORD1 = 0 end the second run.
            assert_eq!(out[out.len() - 8..out.len() - 6], [0xC006_6900, 0x31F]);
            assert_eq!(tail, [0, 0]);
        }
        // Nothing is written to slot 1's registers (CB_COLOR1_BASE 0x327).
        assert!(
            !out.windows(2)
                .any(|w| w[0] & 0xC000_FF00 == 0xC000_6900 && w[1] == 0x327)
        );
        // The whole stream: slot 1's target (at 0x200_0000) bound at slot
        // 0 with its size hint, the slow clear in red (1.0, 0, 0, 1.0),
        // then slot 0 back: the target at 0x10_0000 with its hint, or an
        // empty slot (every register 0, COLOR_INVALID, no hint).
        let mut want = [
            &slot0_target_dwords(display_regs(0x2_0000))[..],
            &HINT_1920X1080,
            &slow_clear_dwords([0x3F80_0000, 0, 0, 0x3F80_0000]),
        ]
        .concat();
        match slot0 {
            Some(_) => {
                want.extend(slot0_target_dwords(display_regs(0x1000)));
                want.extend(HINT_1920X1080);
            }
            None => want.extend(slot0_target_dwords([0; 12])),
        }
        assert_eq!(out, want);
    }
}

#[test]
fn clear_mask_refuses_what_it_cannot_do() {
    let (t, _) = display();
    let shaders = clear_shaders(0x0010_0100).unwrap();
    let slow = ColorClear {
        target: &t,
        cmask: None,
        dcc: None,
        color: COLOR,
    };
    assert!(matches!(
        ClearMask::new(0x02),
        Err(Error::InvalidRange { .. })
    ));
    let mut words = [0u32; 512];
    let mut cb = CommandBuffer::new(&mut words);
    // A fast clear of slot 1 with its CMASK off alignment, after a slot-0
    // clear that must not be written either.
    let (_, cmask) = display();
    let bad_fast = ColorClear {
        cmask: Some((&cmask, CMASK + 0x100)),
        dcc: None,
        ..slow
    };
    let both = ClearMask::new(0x04 | 0x08 | ClearMask::DEPTH).unwrap();
    assert!(matches!(
        clear(
            &mut cb,
            both,
            &[Some(slow), Some(bad_fast), None, None],
            Some(&DepthTarget::new()),
            &shaders,
            &RestoreState::DEFAULT
        ),
        Err(Error::MetadataMismatch { .. })
    ));
    assert!(cb.is_empty());
    // Out of space: nothing written.
    let mut words = [0u32; 8];
    let mut cb = CommandBuffer::new(&mut words);
    assert!(matches!(
        clear(
            &mut cb,
            both,
            &[Some(slow), None, None, None],
            Some(&DepthTarget::new()),
            &shaders,
            &RestoreState::DEFAULT
        ),
        Err(Error::Pm4(_))
    ));
    assert!(cb.is_empty());
    // An integer colour cannot pass through an FP16 export.
    let mut code = [0u32; 32];
    let rect = rect_vs(&mut code).unwrap();
    let ps = clear_ps(0, ColorExport::Fp16, &mut code).unwrap();
    let fp16 = ClearShaders::new(0x0010_0000, &rect, 0x0010_0100, &ps, ColorExport::Fp16).unwrap();
    let int = ColorClear {
        color: ClearColor::Uint([1; 4]),
        ..slow
    };
    let mut words = [0u32; 512];
    let mut cb = CommandBuffer::new(&mut words);
    assert!(matches!(
        clear(
            &mut cb,
            ClearMask::new(0x04).unwrap(),
            &[Some(int), None, None, None],
            None,
            &fp16,
            &RestoreState::DEFAULT
        ),
        Err(Error::InvalidRange { .. })
    ));
    assert!(cb.is_empty());
}

/// A pass recorded while the predicate toggle is on writes the same dwords
/// as with it off (its draws are never predicated: the surface must be
/// decompressed whatever the query said), and leaves the toggle on.
#[test]
fn passes_are_not_predicated() {
    let record = |predicate: bool| {
        let mut words = vec![0u32; 4096];
        let mut cb = CommandBuffer::new(&mut words);
        cb.set_predicate(predicate);
        gcn::passes::depth_decompress(&mut cb, &RestoreState::DEFAULT).unwrap();
        assert_eq!(cb.predicate(), predicate);
        cb.as_slice().to_vec()
    };
    let plain = record(false);
    assert!(
        plain.len() > 10,
        "the pass writes its packets ({} dwords)",
        plain.len()
    );
    assert_eq!(record(true), plain);
}

#[test]
fn occlusion_query_dwords() {
    use gcn::passes::query::{
        begin_occlusion_query, begin_predication, end_occlusion_query, end_predication,
    };
    use gcn::pm4::DrawInitiator;
    let mut words = [0u32; 64];
    let mut cb = CommandBuffer::new(&mut words);
    begin_occlusion_query(&mut cb, 0x12_3440_0010, 2).unwrap();
    end_occlusion_query(&mut cb, 0x12_3440_0010).unwrap();
    begin_predication(&mut cb, 0x12_3440_0010, true, false).unwrap();
    cb.draw_index_auto(3, DrawInitiator::AUTO_INDEX).unwrap();
    end_predication(&mut cb).unwrap();
    cb.draw_index_auto(3, DrawInitiator::AUTO_INDEX).unwrap();
    #[rustfmt::skip]
    let want: [u32; 33] = [
        0xC005_5000,                      // DMA_DATA, 6 body dwords
        0xC000_0000,                      // CP_SYNC (31), SRC_SEL = DATA (29..30)
        0, 0,                             // fill value 0
        0x3440_0010, 0x12,                // DST_ADDR
        128,                              // BYTE_COUNT: 8 RBs x (begin, end) x 8 bytes
        0xC001_6900, 0x001, 0x1100_0122,  // DB_COUNT_CONTROL: PERFECT_ZPASS_COUNTS (1), SAMPLE_RATE 2 (4..6), ZPASS_ENABLE 1 (8..11), SLICE_EVEN 1 (24..27), SLICE_ODD 1 (28..31)
        0xC002_4600, 0x115,               // EVENT_WRITE: ZPASS_DONE (0x15), EVENT_INDEX 1 (8..11)
        0x3440_0010, 0x12,                // begin samples
        0xC002_4600, 0x115,
        0x3440_0018, 0x12,                // end samples at +8
        0xC001_6900, 0x001, 0,            // DB_COUNT_CONTROL = 0: ZPASS_ENABLE 0 (radeonsi's gfx7+ "not counting"; INCREMENT_DISABLE is gfx6 only)
        0xC001_2000,                      // SET_PREDICATION
        0x3440_0010,                      // START_ADDRESS low
        0x0001_1112,                      // addr hi 0x12, DRAW_IF_VISIBLE (8), DRAW_IF_NOT_READY (12), PRED_OP ZPASS (16..18)
        0xC001_2D01, 3, 2,                // DRAW_INDEX_AUTO with PREDICATE (bit 0)
        0xC001_2000, 0, 0,                // SET_PREDICATION PRED_OP CLEAR, not predicated
        0xC001_2D00, 3, 2,                // the next draw not predicated
    ];
    assert_eq!(cb.as_slice(), want);
}

#[test]
fn occlusion_query_bad_input_writes_nothing() {
    use gcn::passes::query::{begin_occlusion_query, begin_predication, end_occlusion_query};
    let mut words = [0u32; 64];
    let mut cb = CommandBuffer::new(&mut words);
    assert!(matches!(
        begin_occlusion_query(&mut cb, 0x1008, 0),
        Err(Error::InvalidRange { .. })
    ));
    assert!(matches!(
        begin_occlusion_query(&mut cb, 0x1000, 5),
        Err(Error::InvalidRange { .. })
    ));
    // SAMPLE_RATE is log2 of 1..=16 samples: 5 and above are refused, not
    // masked to 3 bits.
    use gcn::passes::query::counting;
    for bad in [5, 8, 0xFF] {
        assert!(matches!(counting(bad), Err(Error::InvalidRange { .. })));
    }
    // PERFECT_ZPASS_COUNTS (1), SAMPLE_RATE 4 (4..6), ZPASS_ENABLE 1 (8..11),
    // SLICE_EVEN 1 (24..27), SLICE_ODD 1 (28..31).
    assert_eq!(counting(4).unwrap().into_bits(), 0x1100_0142);
    assert!(matches!(
        begin_occlusion_query(&mut cb, 1 << 48, 0),
        Err(Error::Pm4(_))
    ));
    assert!(matches!(
        end_occlusion_query(&mut cb, 0x1004),
        Err(Error::InvalidRange { .. })
    ));
    assert!(matches!(
        begin_predication(&mut cb, 0x1008, true, true),
        Err(Error::Pm4(_))
    ));
    assert!(cb.is_empty() && !cb.predicate());
    // One dword short of the begin (7 + 3 + 4 dwords).
    let mut words = [0u32; 13];
    let mut cb = CommandBuffer::new(&mut words);
    assert!(matches!(
        begin_occlusion_query(&mut cb, 0x1000, 0),
        Err(Error::Pm4(_))
    ));
    assert!(cb.is_empty());
}

#[test]
fn transition_dwords() {
    use gcn::passes::transition::{Transition, transition};
    // CP_COHER_CNTL bits (spec): CB0..7_DEST_BASE_ENA 6..13, DB_DEST_BASE_ENA 14,
    // TCL1_ACTION_ENA 22, TC_ACTION_ENA 23, CB_ACTION_ENA 25, DB_ACTION_ENA 26,
    // SH_KCACHE_ACTION_ENA 27; ACQUIRE_MEM ENGINE is bit 31, left clear
    // (PFP): radeonsi does not set ME for this packet on gfx7.
    // A CB / DB write: the metadata flush event, then PS_PARTIAL_FLUSH
    // (event 0x10, EVENT_INDEX 4 at 8..11) before the sync, which on gfx6-8
    // waits for nothing once the target is unbound. The CB and DB do not
    // write through the L2 on gfx7, so reads by shaders also invalidate it
    // (TC_ACTION_ENA, bit 23).
    #[rustfmt::skip]
    let cases: [(Transition, &[u32], u32); 4] = [
        // FLUSH_AND_INV_CB_META; CB 25, CB0..7 6..13, TC 23, TCL1 22, SH_KCACHE 27.
        (Transition::ColorToTexture,  &[0xC000_4600, 0x2E, 0xC000_4600, 0x410], 0x0AC0_3FC0),
        // FLUSH_AND_INV_DB_META; DB 26, DB_DEST_BASE 14, TC 23, TCL1 22, SH_KCACHE 27.
        (Transition::DepthToTexture,  &[0xC000_4600, 0x2C, 0xC000_4600, 0x410], 0x0CC0_4000),
        (Transition::UploadToTexture, &[],                                      0x08C0_0000),
        (Transition::ColorToCpu,      &[0xC000_4600, 0x2E, 0xC000_4600, 0x410], 0x0280_3FC0),
    ];
    for (t, meta, coher) in cases {
        let mut words = [0u32; 16];
        let mut cb = CommandBuffer::new(&mut words);
        // 0x200 bytes at 0x10_0080 touch the 256-byte units 0x1000..=0x1002.
        transition(&mut cb, t, 0x0010_0080, 0x200).unwrap();
        let mut want = meta.to_vec();
        #[rustfmt::skip]
        want.extend([
            0xC005_5800, coher, // ACQUIRE_MEM, CP_COHER_CNTL | ENGINE
            3, 0,               // COHER_SIZE: 3 units of 256 bytes
            0x1000, 0,          // COHER_BASE: 0x10_0000 >> 8
            10,                 // POLL_INTERVAL
        ]);
        assert_eq!(cb.as_slice(), want, "{t:?}");
        // One dword short, an empty range, a range past 40 bits: nothing written.
        let mut short = vec![0u32; want.len() - 1];
        let mut cb = CommandBuffer::new(&mut short);
        assert!(matches!(
            transition(&mut cb, t, 0x0010_0080, 0x200),
            Err(Error::Pm4(_))
        ));
        assert!(matches!(
            transition(&mut cb, t, 0x1000, 0),
            Err(Error::InvalidRange { .. })
        ));
        assert!(matches!(
            transition(&mut cb, t, (1 << 40) - 0x100, 0x200),
            Err(Error::InvalidRange { .. })
        ));
        assert!(cb.is_empty());
    }
}

/// On gfx8 an L2 invalidate (`TC_ACTION_ENA`, bit 23) must come with
/// `TC_WB_ACTION_ENA` (bit 18 of the gfx8 `CP_COHER_CNTL` in the spec), or
/// dirty L2 lines are dropped: radeonsi's `gfx6_emit_barrier` (si_barrier.c,
/// "WB must be set on GFX8+ when TC_ACTION is set") and RADV's
/// `radv_cs_emit_cache_flush` (radv_cs.c) add it to every L2 invalidate from
/// gfx8 on and leave it clear on gfx7.
#[test]
fn transition_writes_l2_back_on_gfx8() {
    use gcn::passes::transition::{Transition, transition};
    use gcn::regs::Gfx;
    #[rustfmt::skip]
    let cases: [(Transition, u32, u32); 4] = [
        (Transition::ColorToTexture,  0x0AC0_3FC0, 0x0AC4_3FC0),
        (Transition::DepthToTexture,  0x0CC0_4000, 0x0CC4_4000),
        (Transition::UploadToTexture, 0x08C0_0000, 0x08C4_0000),
        (Transition::ColorToCpu,      0x0280_3FC0, 0x0284_3FC0),
    ];
    for (t, gfx7, gfx8) in cases {
        for (gfx, coher) in [(Gfx::Gfx7, gfx7), (Gfx::Gfx8, gfx8)] {
            let mut words = [0u32; 16];
            let mut cb = CommandBuffer::for_gfx(&mut words, gfx);
            transition(&mut cb, t, 0x0010_0000, 0x100).unwrap();
            let out = cb.as_slice();
            let acquire = out.len() - 7;
            assert_eq!(
                out[acquire..acquire + 2],
                [0xC005_5800, coher],
                "{t:?} {gfx:?}"
            );
        }
    }
}

/// A 256x256 target of `format` on table entry `mode` with `samples`
/// samples at `address`, bound at `slot`.
fn target(
    slot: Slot,
    format: DataFormat,
    mode: Ps4TileMode,
    samples: u32,
    address: u64,
) -> SizedTarget {
    let input = SurfaceInput::new(mode.index(), 32, 256, 256)
        .with_samples(samples, samples)
        .with_flags(SurfaceFlags::new().with_color(true));
    let info = surface_info(&Config::PS4, &input).unwrap();
    let s = ColorSurface::from_surface_info(format, 256, 256, &info, address).unwrap();
    SizedTarget::of(ColorTarget::setup(&Config::PS4, slot, &s).unwrap(), &s)
}

/// GPU address of the MSAA target's CMASK.
const MSAA_CMASK: u64 = 0x0060_0000;

/// The 4x R8G8B8A8 target at 0x10_0000 with its FMASK at 0x40_0000 and no
/// CMASK yet, and that CMASK's layout.
fn msaa_fmask_only(slot: Slot) -> (SizedTarget, CmaskInfo) {
    use gcn::tiling::meta::{FmaskInput, fmask_info};
    let t = target(
        slot,
        DataFormat::R8G8B8A8_UNORM,
        Ps4TileMode::Thin2dThin,
        4,
        0x0010_0000,
    );
    let fin = FmaskInput {
        tile_mode: Config::PS4.tile_mode(Ps4TileMode::Thin2dThin.index()).mode,
        pitch_px: 256,
        height_px: 256,
        num_slices: 1,
        num_samples: 4,
        num_frags: 4,
        resolved: false,
        tile_index: None,
    };
    let fmask = fmask_info(&Config::PS4, &fin).unwrap();
    let input = SurfaceInput::new(Ps4TileMode::Thin2dThin.index(), 32, 256, 256)
        .with_samples(4, 4)
        .with_flags(SurfaceFlags::new().with_color(true));
    let info = surface_info(&Config::PS4, &input).unwrap();
    let tile = MetaTile::Index(info.tile_index, info.macro_mode_index);
    let cmask = cmask_info(&Config::PS4, &MetaInput::new(256, 256, 1, tile)).unwrap();
    let t = SizedTarget {
        target: t.target.with_fmask(&fmask, 0x0040_0000).unwrap(),
        ..t
    };
    (t, cmask)
}

/// Every `CB_COLOR0_*` register of the 4x target of [`msaa_with_fmask`]
/// bound at slot 0 (the values init_msaa_cmask_dwords works out).
#[rustfmt::skip]
const MSAA_AT_SLOT0: Golden<'static> = &[
    ("CB_COLOR0_BASE",        Space::Context, 0x318, &[("BASE_256B", 0, 32, 0x1000)]), // 0x10_0000 >> 8
    // 256 / 8 - 1 = 31; the FMASK's pitch is 256 too (FMASK_TILE_MAX 31).
    ("CB_COLOR0_PITCH",       Space::Context, 0x319, &[("TILE_MAX", 0, 11, 31), ("FMASK_TILE_MAX", 20, 11, 31)]),
    ("CB_COLOR0_SLICE",       Space::Context, 0x31A, &[("TILE_MAX", 0, 22, 1023)]),   // 256 * 256 / 64 - 1
    ("CB_COLOR0_VIEW",        Space::Context, 0x31B, &[("SLICE_START", 0, 11, 0), ("SLICE_MAX", 13, 11, 0)]),
    // R8G8B8A8_UNORM: FORMAT COLOR_8_8_8_8, SWAP_STD; FAST_CLEAR with the
    // CMASK, COMPRESSION with the FMASK.
    ("CB_COLOR0_INFO",        Space::Context, 0x31C, &[
        ("FORMAT", 2, 5, 10), ("FAST_CLEAR", 13, 1, 1), ("COMPRESSION", 14, 1, 1),
        ("BLEND_CLAMP", 15, 1, 1), ("SIMPLE_FLOAT", 17, 1, 1),
    ]),
    // Table entry 14 (Thin2dThin) for the surface and its FMASK; 4 samples,
    // 4 fragments (log2 2).
    ("CB_COLOR0_ATTRIB",      Space::Context, 0x31D, &[
        ("TILE_MODE_INDEX", 0, 5, 14), ("FMASK_TILE_MODE_INDEX", 5, 5, 14),
        ("NUM_SAMPLES", 12, 3, 2), ("NUM_FRAGMENTS", 15, 2, 2),
    ]),
    ("CB_COLOR0_CMASK",       Space::Context, 0x31F, &[("BASE_256B", 0, 32, 0x6000)]), // 0x60_0000 >> 8
    // addrlib pads the CMASK of 256x256 to 512x512: 512 * 512 / 128^2 - 1.
    ("CB_COLOR0_CMASK_SLICE", Space::Context, 0x320, &[("TILE_MAX", 0, 14, 15)]),
    ("CB_COLOR0_FMASK",       Space::Context, 0x321, &[("BASE_256B", 0, 32, 0x4000)]), // 0x40_0000 >> 8
    // The FMASK stays 256x256 (see color_meta.rs): 1024 tiles.
    ("CB_COLOR0_FMASK_SLICE", Space::Context, 0x322, &[("TILE_MAX", 0, 22, 1023)]),
    ("CB_COLOR0_CLEAR_WORD0", Space::Context, 0x323, &[("CLEAR_WORD0", 0, 32, 0)]),
    ("CB_COLOR0_CLEAR_WORD1", Space::Context, 0x324, &[("CLEAR_WORD1", 0, 32, 0)]),
];

/// [`msaa_fmask_only`] with its CMASK at [`MSAA_CMASK`]: FMASK compression
/// needs one on gfx6-gfx8, as Mesa and PAL allocate it.
fn msaa_with_fmask(slot: Slot) -> SizedTarget {
    let (t, cmask) = msaa_fmask_only(slot);
    SizedTarget {
        target: t.target.with_cmask(&cmask, MSAA_CMASK).unwrap(),
        ..t
    }
}

#[test]
fn init_msaa_cmask_dwords() {
    use gcn::passes::{CMASK_FMASK_INIT, init_msaa_cmask};
    let (t, cmask) = msaa_fmask_only(Slot::S0);
    // AMD's addrlib (ComputeCmaskInfo) for 8 pipes: CMASK cache lines of
    // 512x256 pixels; 256x256 pads to 512x256, 512*256/64 elements of 4 bits
    // = 1024 bytes, not a whole base alignment (pipes * interleave, 8 * 256 =
    // 2048 bytes), so the height grows by 256 rows: 512x512, 2048 bytes,
    // CMASK_SLICE.TILE_MAX = 512*512/(128*128) - 1 = 15.
    assert_eq!((cmask.cmask_bytes, cmask.block_max), (2048, 15));
    let mut words = [0u32; 64];
    let mut cb = CommandBuffer::new(&mut words);
    let with_cmask = init_msaa_cmask(&mut cb, &t, &cmask, MSAA_CMASK).unwrap();
    #[rustfmt::skip]
    let want: [u32; 23] = [
        0xC000_4600, 0x0000_002E,              // EVENT_WRITE FLUSH_AND_INV_CB_META
        0xC005_5800, 0x0200_3FC0, 0xFFFF_FFFF, 0xFF, 0, 0, 10, // the full-range CB sync
        0xC005_5000,                           // DMA_DATA, 6 body dwords
        0xC000_0000,                           // CP_SYNC (31), SRC_SEL = DATA (29..30)
        0xCCCC_CCCC, 0,                        // radeonsi's CMASK init (si_texture.c): 0xC per tile
        0x0060_0000, 0,                        // DST_ADDR
        2048,                                  // BYTE_COUNT
        0xC005_5800, 0x0200_0000,              // ACQUIRE_MEM, CB_ACTION_ENA (25)
        8, 0,                                  // COHER_SIZE 2048 / 256
        0x6000, 0,                             // COHER_BASE 0x600000 >> 8
        10,                                    // POLL_INTERVAL
    ];
    assert_eq!(cb.as_slice(), want);
    assert_eq!(CMASK_FMASK_INIT, 0xCCCC_CCCC);
    // The returned target has the CMASK; the registers are not written.
    let mut regs_words = [0u32; 64];
    let mut e = CommandBuffer::new(&mut regs_words);
    with_cmask.target.emit(&mut e).unwrap();
    assert_eq!(compare(&apply(&parse(e.as_slice())), MSAA_AT_SLOT0), 0);
    assert_eq!((with_cmask.width, with_cmask.height), (256, 256));

    // Refused, nothing written: a single-sample target, a 4x one without
    // FMASK, a misaligned CMASK, a buffer one dword short.
    let single = target(
        Slot::S0,
        DataFormat::R8G8B8A8_UNORM,
        Ps4TileMode::Thin2dThin,
        1,
        0x0010_0000,
    );
    let no_fmask = target(
        Slot::S0,
        DataFormat::R8G8B8A8_UNORM,
        Ps4TileMode::Thin2dThin,
        4,
        0x0010_0000,
    );
    let mut cb = CommandBuffer::new(&mut words);
    for bad in [single, no_fmask] {
        assert!(matches!(
            init_msaa_cmask(&mut cb, &bad, &cmask, MSAA_CMASK),
            Err(Error::MetadataMismatch { .. })
        ));
    }
    assert!(matches!(
        init_msaa_cmask(&mut cb, &t, &cmask, MSAA_CMASK + 0x100),
        Err(Error::MetadataMismatch { .. })
    ));
    assert!(cb.is_empty());
    let mut short = [0u32; 22];
    let mut cb = CommandBuffer::new(&mut short);
    assert!(matches!(
        init_msaa_cmask(&mut cb, &t, &cmask, MSAA_CMASK),
        Err(Error::Pm4(_))
    ));
    assert!(cb.is_empty());
}

/// FMASK compression without a CMASK is refused by every pass that binds
/// the target, with nothing written.
#[test]
fn fmask_without_cmask_is_refused() {
    use gcn::passes::{fmask_decompress, msaa_resolve};
    let (t, _) = msaa_fmask_only(Slot::S2);
    assert_eq!(
        t.target.validate(),
        Err(Error::FmaskWithoutCmask { slot: 2 })
    );
    let dst = target(
        Slot::S1,
        DataFormat::R8G8B8A8_UNORM,
        Ps4TileMode::Thin2dThin,
        1,
        0x0080_0000,
    );
    let mut words = [0u32; 256];
    let mut cb = CommandBuffer::new(&mut words);
    assert_eq!(
        fmask_decompress(&mut cb, &t, &[], &RestoreState::DEFAULT),
        Err(Error::FmaskWithoutCmask { slot: 0 })
    );
    assert_eq!(
        msaa_resolve(
            &mut cb,
            &Config::PS4,
            &t,
            &dst,
            None,
            &[],
            &RestoreState::DEFAULT
        ),
        Err(Error::FmaskWithoutCmask { slot: 0 })
    );
    assert!(matches!(
        t.emit(&mut cb),
        Err(Error::FmaskWithoutCmask { slot: 2 })
    ));
    assert!(cb.is_empty());
    assert_eq!(
        gcn::Error::from(Error::FmaskWithoutCmask { slot: 2 }).to_string(),
        "colour slot 2: FMASK compression (CB_COLOR2_INFO.COMPRESSION) without a CMASK"
    );
}

/// The dwords of a CB pass of `mode_bits` (`CB_COLOR_CONTROL`) fenced by CB
/// syncs, with `RestoreState::DEFAULT` put back.
#[rustfmt::skip]
pub(crate) fn synced_cb_pass(control: u32) -> Vec<u32> {
    // FLUSH_AND_INV_CB_META, then ACQUIRE_MEM over all memory: ENGINE PFP (31 clear, as on gfx7 radeonsi),
    // CB_ACTION_ENA (25), CB0..7_DEST_BASE_ENA (6..13); COHER_SIZE 0xFFFFFFFF,
    // COHER_SIZE_HI 0xFF, COHER_BASE 0, POLL_INTERVAL 10.
    let sync = [0xC000_4600, 0x2E, 0xC005_5800, 0x0200_3FC0, 0xFFFF_FFFF, 0xFF, 0, 0, 10];
    let mut v = sync.to_vec();
    v.extend([
        0xC001_6900, 0x1E0, 0,       // CB_BLEND0_CONTROL = 0: blending off (radeonsi's blend state for the mode)
        0xC001_6900, 0x08E, 0xF,     // CB_TARGET_MASK: TARGET0_ENABLE 0xF
        0xC001_6900, 0x08F, 0xF,     // CB_SHADER_MASK: OUTPUT0_ENABLE 0xF
        0xC001_6900, 0x202, control, // CB_COLOR_CONTROL
        0xC001_6900, 0x200, 0,       // DB_DEPTH_CONTROL = 0: depth and stencil tests off
        0xC001_7900, 0x242, 17,      // VGT_PRIMITIVE_TYPE = DI_PT_RECTLIST
        0xC001_2D00, 3, 2,           // DRAW_INDEX_AUTO 3
    ]);
    v.extend(sync);
    v.extend([
        0xC001_6900, 0x1E0, 0,           // CB_BLEND0_CONTROL back
        0xC001_6900, 0x08E, 0xF,
        0xC001_6900, 0x08F, 0xF,
        0xC001_6900, 0x202, 0x00CC_0010, // CB_NORMAL back
        0xC001_6900, 0x200, 0,           // DB_DEPTH_CONTROL back
        0xC001_7900, 0x242, 4,           // DI_PT_TRILIST back
    ]);
    v
}

#[test]
fn fmask_decompress_dwords() {
    use gcn::passes::fmask_decompress;
    // Bound at slot 2 by the frame: the pass binds it at slot 0.
    let t = msaa_with_fmask(Slot::S2);
    let (frame0, _) = display_at(Slot::S0, 0x0200_0000);
    let mut words = [0u32; 256];
    let mut cb = CommandBuffer::new(&mut words);
    fmask_decompress(&mut cb, &t, &[frame0], &RestoreState::DEFAULT).unwrap();
    let out = cb.as_slice();
    let block = gcn::blocks::color_target::DWORDS;
    let (bind, rest) = out.split_at(block);
    // The 256x256 target's size hint after its registers.
    let (hint, rest) = rest.split_at(2);
    assert_eq!(hint, HINT_256X256);
    // Bound at slot 0 with the CMASK FMASK compression needs.
    assert_eq!(compare(&apply(&parse(bind)), MSAA_AT_SLOT0), 0);
    // CB_COLOR_CONTROL: MODE 5 (CB_FMASK_DECOMPRESS) at 4..6, ROP3 0xCC at 16..23.
    let (pass, back) = rest.split_at(rest.len() - block - 2);
    assert_eq!(pass, synced_cb_pass(0x00CC_0050));
    // The frame's slot 0 (the display target at 0x200_0000) bound again,
    // with its size hint.
    assert_eq!(back[..block], slot0_target_dwords(display_regs(0x2_0000)));
    assert_eq!(back[block..], HINT_1920X1080);

    // One dword short: nothing written.
    let mut short = vec![0u32; out.len() - 1];
    let mut cb = CommandBuffer::new(&mut short);
    assert!(matches!(
        fmask_decompress(&mut cb, &t, &[frame0], &RestoreState::DEFAULT),
        Err(Error::Pm4(_))
    ));
    assert!(cb.is_empty());
    // Bad input: no FMASK, single-sample, three targets to bind back, a reserved mode.
    let mut words = [0u32; 256];
    let mut cb = CommandBuffer::new(&mut words);
    let no_fmask = target(
        Slot::S0,
        DataFormat::R8G8B8A8_UNORM,
        Ps4TileMode::Thin2dThin,
        4,
        0x0010_0000,
    );
    for bad in [no_fmask, frame0] {
        assert!(matches!(
            fmask_decompress(&mut cb, &bad, &[], &RestoreState::DEFAULT),
            Err(Error::MetadataMismatch { .. })
        ));
    }
    assert!(matches!(
        fmask_decompress(&mut cb, &t, &[frame0; 3], &RestoreState::DEFAULT),
        Err(Error::InvalidRange { .. })
    ));
    let reserved = RestoreState {
        cb_color_control: CbColorControl::from_bits(0x70),
        ..RestoreState::DEFAULT
    };
    assert!(matches!(
        fmask_decompress(&mut cb, &t, &[], &reserved),
        Err(Error::UnknownValue { .. })
    ));
    assert!(cb.is_empty());
}

#[test]
fn msaa_resolve_dwords() {
    use gcn::passes::msaa_resolve;
    let cfg = &Config::PS4;
    let src = msaa_with_fmask(Slot::S3);
    let dst = target(
        Slot::S5,
        DataFormat::R8G8B8A8_UNORM,
        Ps4TileMode::Thin2dThin,
        1,
        0x0080_0000,
    );
    let mut words = [0u32; 256];
    let mut cb = CommandBuffer::new(&mut words);
    msaa_resolve(&mut cb, cfg, &src, &dst, None, &[], &RestoreState::DEFAULT).unwrap();
    let out = cb.as_slice();
    let block = gcn::blocks::color_target::DWORDS;
    let (bind, pass) = out.split_at(2 * block + 4);
    // Each target's registers followed by its size hint (both 256x256).
    assert_eq!(bind[block..block + 2], HINT_256X256);
    assert_eq!(bind[2 * block + 2..], HINT_256X256);
    let bind = [&bind[..block], &bind[block + 2..2 * block + 2]].concat();
    const CTX: Space = Space::Context;
    // The source at slot 0, the destination at slot 1 (15 registers later):
    // single-sample R8G8B8A8_UNORM at 0x80_0000 on entry 14, no CMASK, no
    // FMASK (FMASK = the base, FMASK_SLICE = the slice).
    #[rustfmt::skip]
    let dst_at_slot1: Golden = &[
        ("CB_COLOR1_BASE",        CTX, 0x327, &[("BASE_256B", 0, 32, 0x8000)]),
        ("CB_COLOR1_PITCH",       CTX, 0x328, &[("TILE_MAX", 0, 11, 31), ("FMASK_TILE_MAX", 20, 11, 31)]),
        ("CB_COLOR1_SLICE",       CTX, 0x329, &[("TILE_MAX", 0, 22, 1023)]),
        ("CB_COLOR1_VIEW",        CTX, 0x32A, &[("SLICE_START", 0, 11, 0), ("SLICE_MAX", 13, 11, 0)]),
        ("CB_COLOR1_INFO",        CTX, 0x32B, &[
            ("FORMAT", 2, 5, 10), ("BLEND_CLAMP", 15, 1, 1), ("SIMPLE_FLOAT", 17, 1, 1),
        ]),
        ("CB_COLOR1_ATTRIB",      CTX, 0x32C, &[("TILE_MODE_INDEX", 0, 5, 14), ("FMASK_TILE_MODE_INDEX", 5, 5, 14)]),
        ("CB_COLOR1_CMASK",       CTX, 0x32E, &[("BASE_256B", 0, 32, 0)]),
        ("CB_COLOR1_CMASK_SLICE", CTX, 0x32F, &[("TILE_MAX", 0, 14, 0)]),
        ("CB_COLOR1_FMASK",       CTX, 0x330, &[("BASE_256B", 0, 32, 0x8000)]),
        ("CB_COLOR1_FMASK_SLICE", CTX, 0x331, &[("TILE_MAX", 0, 22, 1023)]),
        ("CB_COLOR1_CLEAR_WORD0", CTX, 0x332, &[("CLEAR_WORD0", 0, 32, 0)]),
        ("CB_COLOR1_CLEAR_WORD1", CTX, 0x333, &[("CLEAR_WORD1", 0, 32, 0)]),
    ];
    let golden = [MSAA_AT_SLOT0, dst_at_slot1].concat();
    assert_eq!(compare(&apply(&parse(&bind)), &golden), 0);
    // CB_COLOR_CONTROL: MODE 3 (CB_RESOLVE) at 4..6, ROP3 0xCC.
    assert_eq!(pass, synced_cb_pass(0x00CC_0030));

    // One dword short: nothing written.
    let mut short = vec![0u32; out.len() - 1];
    let mut cb = CommandBuffer::new(&mut short);
    assert!(matches!(
        msaa_resolve(&mut cb, cfg, &src, &dst, None, &[], &RestoreState::DEFAULT),
        Err(Error::Pm4(_))
    ));
    assert!(cb.is_empty());

    // Bad input, each refused with nothing written.
    let (display, cmask) = display();
    let bgra = target(
        Slot::S1,
        DataFormat::B8G8R8A8_UNORM,
        Ps4TileMode::Thin2dThin,
        1,
        0x0080_0000,
    );
    let uint = |samples, address| {
        target(
            Slot::S1,
            DataFormat::R8G8B8A8_UINT,
            Ps4TileMode::Thin2dThin,
            samples,
            address,
        )
    };
    let two_slices = {
        let input = SurfaceInput::new(Ps4TileMode::Thin2dThin.index(), 32, 256, 256)
            .with_slices(2)
            .with_flags(SurfaceFlags::new().with_color(true));
        let info = surface_info(cfg, &input).unwrap();
        let s = ColorSurface::from_surface_info(
            DataFormat::R8G8B8A8_UNORM,
            256,
            256,
            &info,
            0x0080_0000,
        )
        .unwrap();
        SizedTarget::of(ColorTarget::setup(cfg, Slot::S1, &s).unwrap(), &s)
    };
    let display_rgba = target(
        Slot::S1,
        DataFormat::R8G8B8A8_UNORM,
        Ps4TileMode::Display2dThin,
        1,
        0x0080_0000,
    );
    let fast = SizedTarget {
        target: dst.target.with_cmask(&cmask, CMASK).unwrap(),
        ..dst
    };
    let disabled = SizedTarget::new(ColorTarget::new(Slot::S1), 256, 256);
    // Each with a word of the reason the pass gives.
    let cases: [(&str, SizedTarget, SizedTarget); 8] = [
        ("multi-sample to a single-sample", dst, dst),
        ("multi-sample to a single-sample", src, src),
        ("disabled", src, disabled),
        ("COMP_SWAP", src, bgra),
        ("integer", uint(4, 0x0010_0000), uint(1, 0x0080_0000)),
        ("slice", src, two_slices),
        ("FAST_CLEAR", src, fast),
        ("micro tile", src, display_rgba),
    ];
    let mut words = [0u32; 256];
    let mut cb = CommandBuffer::new(&mut words);
    for (reason, s, d) in cases {
        match msaa_resolve(&mut cb, cfg, &s, &d, None, &[], &RestoreState::DEFAULT) {
            Err(Error::InvalidRange { what }) => assert!(what.contains(reason), "{what}"),
            other => panic!("{reason}: {other:?}"),
        }
    }
    assert!(matches!(
        msaa_resolve(
            &mut cb,
            cfg,
            &src,
            &dst,
            None,
            &[display; 3],
            &RestoreState::DEFAULT
        ),
        Err(Error::InvalidRange { .. })
    ));
    assert!(cb.is_empty());
}

/// A pass recorded into a buffer made with `CommandBuffer::for_gfx` goes
/// through that generation's checks: on gfx7 it writes what a `new` buffer
/// gets; on gfx6, where `VGT_PRIMITIVE_TYPE` is a config register and
/// `SET_UCONFIG_REG` does not exist (spec `pm4.opcodes`), it is refused and
/// nothing is written.
#[test]
fn passes_follow_the_buffer_generation() {
    use gcn::passes::depth_decompress;
    use gcn::regs::Gfx;
    let record = |cb: &mut CommandBuffer| depth_decompress(cb, &RestoreState::DEFAULT);
    let mut base = [0u32; 64];
    let mut cb = CommandBuffer::new(&mut base);
    record(&mut cb).unwrap();
    let want = cb.as_slice().to_vec();
    let mut words = [0u32; 64];
    let mut cb = CommandBuffer::for_gfx(&mut words, Gfx::Gfx7);
    record(&mut cb).unwrap();
    assert_eq!(cb.as_slice(), want);
    let mut words = [0u32; 64];
    let mut cb = CommandBuffer::for_gfx(&mut words, Gfx::Gfx6);
    let got = record(&mut cb);
    assert!(
        matches!(
            got,
            Err(Error::Pm4(gcn::pm4::Error::PacketNotOnGfx { opcode, gfx: Gfx::Gfx6 }))
                if opcode == gcn::pm4::Opcode::SET_UCONFIG_REG
        ),
        "{got:?}"
    );
    assert!(cb.is_empty());
}

/// A pre-built register block emitted into a buffer made with
/// `CommandBuffer::for_gfx` gets the generation's checks: the primitive block
/// writes `VGT_PRIMITIVE_TYPE` with `SET_UCONFIG_REG`, which gfx7 and gfx8
/// have and gfx6 does not (spec `pm4.opcodes`), and its `INDEX_TYPE` packet,
/// which all three have.
#[test]
fn blocks_follow_the_buffer_generation() {
    use gcn::blocks::primitive::PrimitiveState;
    use gcn::regs::Gfx;
    let block = PrimitiveState::new();
    let mut base = [0u32; 32];
    let mut cb = CommandBuffer::new(&mut base);
    block.emit(&mut cb).unwrap();
    let want = cb.as_slice().to_vec();
    // Last: INDEX_TYPE (opcode 0x2A, one body dword), VGT_INDEX_16.
    assert_eq!(want[want.len() - 2..], [0xC000_2A00, 0]);
    for gfx in [Gfx::Gfx7, Gfx::Gfx8] {
        let mut words = [0u32; 32];
        let mut cb = CommandBuffer::for_gfx(&mut words, gfx);
        block.emit(&mut cb).unwrap();
        assert_eq!(cb.as_slice(), want, "{gfx:?}");
    }
    let mut words = [0u32; 32];
    let mut cb = CommandBuffer::for_gfx(&mut words, Gfx::Gfx6);
    let got = block.emit(&mut cb);
    assert!(
        matches!(
            got,
            Err(Error::Pm4(gcn::pm4::Error::PacketNotOnGfx { opcode, gfx: Gfx::Gfx6 }))
                if opcode == gcn::pm4::Opcode::SET_UCONFIG_REG
        ),
        "{got:?}"
    );
    assert!(cb.is_empty());
}

/// A NaN or infinite colour channel is refused by the slow clear as by the
/// fast one ([`gcn::blocks::clear_value::clear_words`]): `slow_color_clear`
/// and a slow clear through `clear` write nothing.
#[test]
fn slow_clears_refuse_non_finite_colours() {
    let (t, _) = display();
    let shaders = clear_shaders(0x0010_0100).unwrap();
    let refused = Err(Error::NotFinite {
        what: "clear colour",
    });
    for bad in [f32::NAN, f32::INFINITY, f32::NEG_INFINITY] {
        let mut words = [0u32; 512];
        let mut cb = CommandBuffer::new(&mut words);
        assert_eq!(
            slow_color_clear(
                &mut cb,
                &shaders,
                [0.0, 0.0, bad, 1.0],
                &RestoreState::DEFAULT
            ),
            refused
        );
        assert!(cb.is_empty());
        let slow = ColorClear {
            target: &t,
            cmask: None,
            dcc: None,
            color: ClearColor::Float([bad, 0.0, 0.0, 1.0]),
        };
        assert!(matches!(
            clear(
                &mut cb,
                ClearMask::new(0x04 | ClearMask::DEPTH).unwrap(),
                &[Some(slow), None, None, None],
                Some(&DepthTarget::new()),
                &shaders,
                &RestoreState::DEFAULT
            ),
            Err(Error::NotFinite {
                what: "clear colour"
            })
        ));
        assert!(cb.is_empty());
    }
    // Finite colours are cleared as before.
    let mut words = [0u32; 512];
    let mut cb = CommandBuffer::new(&mut words);
    slow_color_clear(
        &mut cb,
        &shaders,
        [1.0, 0.5, 0.25, 1.0],
        &RestoreState::DEFAULT,
    )
    .unwrap();
    assert_eq!(
        cb.as_slice(),
        slow_clear_dwords([0x3F80_0000, 0x3F00_0000, 0x3E80_0000, 0x3F80_0000])
    );
}

/// A 256x256 `COLOR_16_16` target of `number` and `order` with `samples`
/// at `address` on the PS4's entry 14 (`Thin2dThin`), from the raw
/// encoding (`FORCE_DST_ALPHA_1` as Mesa sets it for the encoding).
fn target_16_16(
    slot: Slot,
    number: gcn::regs::SurfaceNumber,
    order: gcn::blocks::color_target::ChannelOrder,
    samples: u32,
    address: u64,
) -> SizedTarget {
    use gcn::desc::ColorTargetFormat;
    let input = SurfaceInput::new(Ps4TileMode::Thin2dThin.index(), 32, 256, 256)
        .with_samples(samples, samples)
        .with_flags(SurfaceFlags::new().with_color(true));
    let info = surface_info(&Config::PS4, &input).unwrap();
    let encoding = ColorTargetFormat {
        format: gcn::regs::ColorFormat::COLOR_16_16,
        number_type: number,
        order,
    };
    let s = ColorSurface {
        pitch: info.pitch_elems,
        padded_height: info.height_elems,
        address,
        samples,
        ..ColorSurface::from_encoding(encoding, Ps4TileMode::Thin2dThin.index(), 256, 256)
    };
    SizedTarget::of(ColorTarget::setup(&Config::PS4, slot, &s).unwrap(), &s)
}

/// radeonsi's R16G16 fix-up of the CB resolve (`si_msaa_resolve_blit_via_CB`
/// in `si_blit.c`: "Hardware MSAA resolve doesn't work if SPI format =
/// NORM16_ABGR and the format is R16G16. Use R16A16, which does work."):
/// both surfaces are bound as `R16A16_UNORM` / `_SNORM`, whose
/// `CB_COLORn_INFO` Mesa builds (`ac_init_cb_surface`) as `FORMAT`
/// `COLOR_16_16`, the same `NUMBER_TYPE`, `COMP_SWAP` `SWAP_ALT`
/// (`ac_translate_colorswap`: X first, Y in alpha), `BLEND_CLAMP` and
/// `SIMPLE_FLOAT`, and `CB_COLORn_ATTRIB` without `FORCE_DST_ALPHA_1` (the
/// format has alpha). Expected dwords from the spec's fields and enums;
/// every other register as the targets hold it. Float channels and the
/// other channel orders are bound as they are, and so are the targets
/// bound back afterwards.
#[test]
fn msaa_resolve_binds_r16g16_norm_as_r16a16() {
    use crate::spec_json::{get, pack, spec_enum};
    use gcn::blocks::color_target::ChannelOrder;
    use gcn::passes::msaa_resolve;
    use gcn::regs::SurfaceNumber;
    let cfg = &Config::PS4;
    let block = gcn::blocks::color_target::DWORDS;
    // Positions in a gfx7 slot's two SET_CONTEXT_REG runs (BASE..ATTRIB):
    // INFO is the 5th register, ATTRIB the 6th, after the 2-dword header.
    let (info_at, attrib_at) = (6, 7);
    let emitted = |t: &SizedTarget| {
        let mut words = [0u32; 32];
        let mut cb = CommandBuffer::new(&mut words);
        t.emit(&mut cb).unwrap();
        cb.as_slice().to_vec()
    };
    let rebound = target(
        Slot::S0,
        DataFormat::R16G16_UNORM,
        Ps4TileMode::Thin2dThin,
        1,
        0x0200_0000,
    );
    for (number, name, order, fixed) in [
        (
            SurfaceNumber::NUMBER_UNORM,
            "NUMBER_UNORM",
            ChannelOrder::Standard,
            true,
        ),
        (
            SurfaceNumber::NUMBER_SNORM,
            "NUMBER_SNORM",
            ChannelOrder::Standard,
            true,
        ),
        (
            SurfaceNumber::NUMBER_FLOAT,
            "NUMBER_FLOAT",
            ChannelOrder::Standard,
            false,
        ),
        (
            SurfaceNumber::NUMBER_UNORM,
            "NUMBER_UNORM",
            ChannelOrder::Reversed,
            false,
        ),
    ] {
        let src = target_16_16(Slot::S2, number, order, 4, 0x0010_0000);
        let dst = target_16_16(Slot::S4, number, order, 1, 0x0080_0000);
        let mut words = [0u32; 256];
        let mut cb = CommandBuffer::new(&mut words);
        msaa_resolve(
            &mut cb,
            cfg,
            &src,
            &dst,
            None,
            &[rebound],
            &RestoreState::DEFAULT,
        )
        .unwrap();
        let out = cb.as_slice();
        // The targets as they are, at slots 0 and 1, each with its size hint.
        let mut want_src = emitted(&src.with_slot(Slot::S0));
        let mut want_dst = emitted(&dst.with_slot(Slot::S1));
        let case = format!("{name} {order:?}");
        for (words, samples) in [(&mut want_src, 4u32), (&mut want_dst, 1)] {
            // The targets as set up: SWAP of the order, FORCE_DST_ALPHA_1
            // for two channels in the standard or reversed order (Mesa's
            // rule for R16G16 and G16R16: no alpha).
            let swap = get("CB_COLOR0_INFO", "COMP_SWAP", words[info_at]);
            let std = if order == ChannelOrder::Standard {
                "SWAP_STD"
            } else {
                "SWAP_STD_REV"
            };
            assert_eq!(swap, spec_enum("SurfaceSwap", std), "{case}");
            assert_eq!(
                get("CB_COLOR0_ATTRIB", "FORCE_DST_ALPHA_1", words[attrib_at]),
                1
            );
            if fixed {
                // R16A16 as Mesa builds it for a 256x256 surface on entry 14.
                words[info_at] = pack(
                    "CB_COLOR0_INFO",
                    &[
                        ("FORMAT", spec_enum("ColorFormat", "COLOR_16_16")),
                        ("NUMBER_TYPE", spec_enum("SurfaceNumber", name)),
                        ("COMP_SWAP", spec_enum("SurfaceSwap", "SWAP_ALT")),
                        ("BLEND_CLAMP", 1),
                        ("SIMPLE_FLOAT", 1),
                    ],
                );
                let log2 = samples.trailing_zeros();
                words[attrib_at] = pack(
                    "CB_COLOR0_ATTRIB",
                    &[
                        ("TILE_MODE_INDEX", 14),
                        ("FMASK_TILE_MODE_INDEX", 14),
                        ("NUM_SAMPLES", log2),
                        ("NUM_FRAGMENTS", log2),
                    ],
                );
            }
        }
        let (bind, rest) = out.split_at(2 * (block + 2));
        assert_eq!(bind[..block + 2], want_src[..], "{case}");
        assert_eq!(bind[block + 2..], want_dst[..], "{case}");
        // The pass, then the frame's target bound back as it is.
        let pass = synced_cb_pass(0x00CC_0030);
        assert_eq!(rest[..rest.len() - (block + 2)], pass[..], "{case}");
        assert_eq!(
            rest[rest.len() - (block + 2)..],
            emitted(&rebound)[..],
            "{case}"
        );
    }
}
