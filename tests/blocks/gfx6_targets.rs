//! Colour and depth targets on gfx6 (Pitcairn): golden register values
//! written by hand from the register spec's gfx6 field lists and Mesa's gfx6
//! rules (`ac_init_cb_surface`, `ac_init_gfx6_ds_surface`), emitted into a
//! gfx6 command buffer; the fields only gfx7 and gfx8 have stay 0.
// Golden values spell out every field, zeros included.
#![allow(clippy::identity_op, clippy::eq_op)]

use crate::target_support::{assert_golden, flatten, read_set_reg_packets};
use gcn::blocks::color_target::{ColorSurface, ColorTarget};
use gcn::blocks::depth_target::{DepthPlane, DepthSurface, DepthTarget};
use gcn::blocks::{Error, Slot};
use gcn::desc::DataFormat;
use gcn::pm4::CommandBuffer;
use gcn::regs::{Gfx, Space};
use gcn::tiling::meta::{FmaskInput, MetaInput, MetaTile, cmask_info, fmask_info, htile_info};
use gcn::tiling::surface::{SurfaceFlags, SurfaceInput, surface_info};
use gcn::tiling::{Config, TileIndex};

const CFG: &Config = &Config::PITCAIRN;
const CTX: Space = Space::Context;

fn index(i: u32) -> TileIndex {
    TileIndex::new(i).unwrap()
}

/// Emits `list` into a gfx6 command buffer (which refuses any bit of a field
/// gfx6 lacks) and returns the registers it wrote; also checks each value
/// against the gfx6 field table directly.
fn emit_gfx6(
    list: &[(u16, u32)],
    emit: impl FnOnce(&mut CommandBuffer) -> Result<(), Error>,
) -> Vec<(u16, u32)> {
    let mut words = [0u32; 128];
    let mut cb = CommandBuffer::for_gfx(&mut words, Gfx::Gfx6);
    emit(&mut cb).expect("a gfx6 buffer takes the block");
    for &(offset, value) in list {
        let info = Gfx::Gfx6.lookup(CTX, offset).expect("a gfx6 register");
        let known = info.fields.iter().fold(0u32, |m, f| m | f.mask());
        assert_eq!(
            value & !known,
            0,
            "{}: {value:#010x} sets bits gfx6 has no field for",
            info.name
        );
    }
    let n = cb.len();
    flatten(&read_set_reg_packets(&words[..n]), CTX)
}

/// 1920×1080 B8G8R8A8 on Pitcairn entry 10 (2D thin, displayable), laid out
/// by the tiling library: 1920×1280 (one macro tile is 128×256 pixels:
/// 8 × bank width 1 × 8 pipes × aspect 2 by 8 × bank height 4 × 16 banks / 2).
fn display() -> ColorTarget {
    let input = SurfaceInput::new(index(10), 32, 1920, 1080)
        .with_flags(SurfaceFlags::new().with_color(true).with_display(true));
    let info = surface_info(CFG, &input).unwrap();
    assert_eq!((info.pitch_elems, info.height_elems), (1920, 1280));
    let s =
        ColorSurface::from_surface_info(DataFormat::B8G8R8A8_UNORM, 1920, 1080, &info, 0x10_0000)
            .unwrap();
    ColorTarget::setup(CFG, Slot::S0, &s).unwrap()
}

/// GB_TILE_MODE10 = 0x00361290 (gfx6 layout): ARRAY_MODE 2D_TILED_THIN1,
/// BANK_HEIGHT[17:16] = 2 (4 micro tiles).
#[rustfmt::skip]
const GOLDEN_DISPLAY: &[(&str, u16, u32)] = &[
    ("CB_COLOR0_BASE",        0x318, 0x1000),                 // BASE_256B = 0x10_0000 >> 8
    ("CB_COLOR0_PITCH",       0x319, (239 << 0)),             // TILE_MAX[10:0] = 1920/8 - 1; FMASK_TILE_MAX[30:20]: gfx7+ (Mesa: GFX7 and later only)
    ("CB_COLOR0_SLICE",       0x31A, 38399),                  // TILE_MAX[21:0] = 1920*1280/64 - 1
    ("CB_COLOR0_VIEW",        0x31B, (0 << 0) | (0 << 13)),   // SLICE_START, SLICE_MAX
    ("CB_COLOR0_INFO",        0x31C, (0 << 0)                 // ENDIAN[1:0] = none
                                   | (10 << 2)                // FORMAT[6:2] = COLOR_8_8_8_8
                                   | (0 << 8)                 // NUMBER_TYPE[10:8] = UNORM
                                   | (1 << 11)                // COMP_SWAP[12:11] = SWAP_ALT (BGRA)
                                   | (0 << 13) | (0 << 14)    // FAST_CLEAR, COMPRESSION: no CMASK, no FMASK
                                   | (1 << 15)                // BLEND_CLAMP: unorm
                                   | (0 << 16)                // BLEND_BYPASS
                                   | (1 << 17)                // SIMPLE_FLOAT: always
                                   | (0 << 18)),              // ROUND_MODE = by half: unorm
    ("CB_COLOR0_ATTRIB",      0x31D, (10 << 0)                // TILE_MODE_INDEX[4:0] = 10
                                   | (10 << 5)                // FMASK_TILE_MODE_INDEX[9:5] = the colour entry without FMASK
                                   | (2 << 10)                // FMASK_BANK_HEIGHT[11:10] = log2(bank height 4): Mesa sets it on gfx6 only
                                   | (0 << 12)                // NUM_SAMPLES[14:12]
                                   | (0 << 15)                // NUM_FRAGMENTS[16:15]
                                   | (0 << 17)),              // FORCE_DST_ALPHA_1: the format has alpha
    ("CB_COLOR0_CMASK",       0x31F, 0),                      // no CMASK
    ("CB_COLOR0_CMASK_SLICE", 0x320, 0),
    ("CB_COLOR0_FMASK",       0x321, 0x1000),                 // without FMASK: the colour base
    ("CB_COLOR0_FMASK_SLICE", 0x322, 38399),                  // without FMASK: the colour slice
    ("CB_COLOR0_CLEAR_WORD0", 0x323, 0),
    ("CB_COLOR0_CLEAR_WORD1", 0x324, 0),
];

#[test]
fn display_target_golden_and_emitted_into_a_gfx6_buffer() {
    let t = display();
    assert_eq!(t.gfx(), Gfx::Gfx6);
    let list = t.registers();
    let written = emit_gfx6(list.as_slice(), |cb| t.emit(cb));
    assert_eq!(written, list.as_slice());
    assert_golden(CTX, list.as_slice(), GOLDEN_DISPLAY);
}

/// A 1D entry has no bank layout: FMASK_BANK_HEIGHT stays 0 (Mesa keeps the
/// bank height only for 2D modes).
#[test]
fn one_d_target_leaves_fmask_bank_height_zero() {
    let s = ColorSurface::new(DataFormat::B8G8R8A8_UNORM, index(9), 64, 64).unwrap();
    let t = ColorTarget::setup(CFG, Slot::S1, &s).unwrap();
    assert_eq!(t.attrib().into_bits(), (9 << 0) | (9 << 5));
}

/// 256×256 R8G8B8A8, 4 samples, on Pitcairn entry 14 (2D thin,
/// non-displayable; BANK_HEIGHT 4): 256×512. Its FMASK is laid out on
/// entry 14 with the same pitch; the CMASK has 16 blocks.
fn msaa() -> (ColorTarget, u32) {
    let input = SurfaceInput::new(index(14), 32, 256, 256)
        .with_samples(4, 4)
        .with_flags(SurfaceFlags::new().with_color(true));
    let info = surface_info(CFG, &input).unwrap();
    assert_eq!((info.pitch_elems, info.height_elems), (256, 512));
    let fmask = fmask_info(
        CFG,
        &FmaskInput {
            tile_mode: info.tile_mode,
            pitch_px: info.pitch_elems,
            height_px: info.height_elems,
            num_slices: 1,
            num_samples: 4,
            num_frags: 4,
            resolved: false,
            tile_index: info.tile_index.index(),
        },
    )
    .unwrap();
    assert_eq!((fmask.pitch_elems, fmask.height_elems), (256, 512));
    assert_eq!(fmask.tile_index.index(), Some(index(14)));
    let tile = MetaTile::Index(info.tile_index, info.macro_mode_index);
    let cmask = cmask_info(
        CFG,
        &MetaInput::new(info.pitch_elems, info.height_elems, 1, tile),
    )
    .unwrap();
    assert_eq!(cmask.block_max, 15);
    let s =
        ColorSurface::from_surface_info(DataFormat::R8G8B8A8_UNORM, 256, 256, &info, 0x100_0000)
            .unwrap();
    let t = ColorTarget::setup(CFG, Slot::S2, &s)
        .unwrap()
        .with_cmask(&cmask, 0x200_0000)
        .unwrap()
        .with_fmask(&fmask, 0x300_0000)
        .unwrap();
    (t, fmask.tile_info.bank_height)
}

#[rustfmt::skip]
const GOLDEN_MSAA: &[(&str, u16, u32)] = &[
    ("CB_COLOR2_BASE",        0x336, 0x1_0000),               // 0x100_0000 >> 8
    ("CB_COLOR2_PITCH",       0x337, (31 << 0)),              // TILE_MAX = 256/8 - 1; no FMASK_TILE_MAX on gfx6 (the FMASK has the colour pitch)
    ("CB_COLOR2_SLICE",       0x338, 2047),                   // 256*512/64 - 1
    ("CB_COLOR2_VIEW",        0x339, 0),
    ("CB_COLOR2_INFO",        0x33A, (10 << 2)                // FORMAT = COLOR_8_8_8_8
                                   | (0 << 11)                // COMP_SWAP = SWAP_STD (RGBA)
                                   | (1 << 13)                // FAST_CLEAR: with the CMASK
                                   | (1 << 14)                // COMPRESSION: with the FMASK
                                   | (1 << 15)                // BLEND_CLAMP
                                   | (1 << 17)),              // SIMPLE_FLOAT
    ("CB_COLOR2_ATTRIB",      0x33B, (14 << 0)                // TILE_MODE_INDEX = 14
                                   | (14 << 5)                // FMASK_TILE_MODE_INDEX = the FMASK's entry (Mesa: fmask.tiling_index)
                                   | (2 << 10)                // FMASK_BANK_HEIGHT = log2(the FMASK's bank height 4) (Mesa: gfx6 only)
                                   | (2 << 12)                // NUM_SAMPLES = log2(4)
                                   | (2 << 15)),              // NUM_FRAGMENTS = log2(4)
    ("CB_COLOR2_CMASK",       0x33D, 0x2_0000),               // 0x200_0000 >> 8
    ("CB_COLOR2_CMASK_SLICE", 0x33E, 15),                     // TILE_MAX = the CMASK's block_max
    ("CB_COLOR2_FMASK",       0x33F, 0x3_0000),               // 0x300_0000 >> 8
    ("CB_COLOR2_FMASK_SLICE", 0x340, 2047),                   // TILE_MAX = 256*512/64 - 1
    ("CB_COLOR2_CLEAR_WORD0", 0x341, 0),
    ("CB_COLOR2_CLEAR_WORD1", 0x342, 0),
];

#[test]
fn msaa_target_with_cmask_and_fmask_golden_and_emitted_into_a_gfx6_buffer() {
    let (t, bank_height) = msaa();
    assert_eq!(bank_height, 4);
    assert_eq!(t.validate(), Ok(()));
    let list = t.registers();
    let written = emit_gfx6(list.as_slice(), |cb| t.emit(cb));
    assert_eq!(written, list.as_slice());
    assert_golden(CTX, list.as_slice(), GOLDEN_MSAA);
}

/// gfx6 cannot program an FMASK pitch: an FMASK laid out with another pitch
/// than the colour surface is refused, nothing changed.
#[test]
fn fmask_of_another_pitch_is_refused_on_gfx6() {
    let (t, _) = msaa();
    let mut fmask = fmask_info(
        CFG,
        &FmaskInput {
            tile_mode: CFG.tile_mode(index(14)).mode,
            pitch_px: 512,
            height_px: 512,
            num_slices: 1,
            num_samples: 4,
            num_frags: 4,
            resolved: false,
            tile_index: Some(index(14)),
        },
    )
    .unwrap();
    fmask.pitch_elems = 512;
    assert!(matches!(
        t.with_fmask(&fmask, 0x300_0000),
        Err(Error::MetadataMismatch { .. })
    ));
}

/// 1920×1080 D32 float with an 8-bit stencil plane and HTILE, both planes on
/// Pitcairn entry 0 (2D depth, 64-byte split: the compressed-depth entry),
/// padded to 1920×1280 by the tiling library.
fn depth() -> DepthTarget {
    let input = SurfaceInput::new(index(0), 32, 1920, 1080)
        .with_flags(SurfaceFlags::new().with_depth(true));
    let info = surface_info(CFG, &input).unwrap();
    assert_eq!((info.pitch_elems, info.height_elems), (1920, 1280));
    let s =
        DepthSurface::from_surface_info(DataFormat::D32_FLOAT, 1920, 1080, &info, 0x20_0000_0000)
            .unwrap()
            .with_stencil(0x30_0000_0000, index(0))
            .with_htile(0x40_0000_0000);
    DepthTarget::setup(CFG, &s).unwrap()
}

#[rustfmt::skip]
const GOLDEN_DEPTH: &[(&str, u16, u32)] = &[
    ("DB_DEPTH_VIEW",         0x002, (0 << 0) | (0 << 13)),   // SLICE_START, SLICE_MAX
    ("DB_HTILE_DATA_BASE",    0x005, 0x4000_0000),            // 0x40_0000_0000 >> 8
    ("DB_STENCIL_CLEAR",      0x00A, 0),
    ("DB_DEPTH_CLEAR",        0x00B, 0x3F80_0000),            // 1.0f
    ("DB_DEPTH_INFO",         0x00F, (1 << 0)),               // ADDR5_SWIZZLE_MASK = 1 (Mesa, no TC-compatible HTILE); ARRAY_MODE..NUM_BANKS: gfx7+
    ("DB_Z_INFO",             0x010, (3 << 0)                 // FORMAT = Z_32_FLOAT
                                   | (0 << 2)                 // NUM_SAMPLES
                                   | (0 << 20)                // TILE_MODE_INDEX = 0, the depth entry (Mesa: gfx6 only); TILE_SPLIT: gfx7+
                                   | (1 << 27)                // ALLOW_EXPCLEAR: HTILE
                                   | (1 << 29)                // TILE_SURFACE_ENABLE: HTILE
                                   | (1 << 31)),              // ZRANGE_PRECISION: clear value 1.0
    ("DB_STENCIL_INFO",       0x011, (1 << 0)                 // FORMAT = STENCIL_8
                                   | (0 << 20)                // TILE_MODE_INDEX = 0, the stencil entry (Mesa: gfx6 only); TILE_SPLIT: gfx7+
                                   | (1 << 27)                // ALLOW_EXPCLEAR: HTILE, single sample
                                   | (0 << 29)),              // TILE_STENCIL_DISABLE: stencil in HTILE
    ("DB_Z_READ_BASE",        0x012, 0x2000_0000),
    ("DB_STENCIL_READ_BASE",  0x013, 0x3000_0000),
    ("DB_Z_WRITE_BASE",       0x014, 0x2000_0000),
    ("DB_STENCIL_WRITE_BASE", 0x015, 0x3000_0000),
    ("DB_DEPTH_SIZE",         0x016, (239 << 0)               // PITCH_TILE_MAX = 1920/8 - 1
                                   | (159 << 11)),            // HEIGHT_TILE_MAX = 1280/8 - 1
    ("DB_DEPTH_SLICE",        0x017, 38399),                  // SLICE_TILE_MAX = 1920*1280/64 - 1
    ("DB_HTILE_SURFACE",      0x2AF, (1 << 1)),               // FULL_CACHE: HTILE
];

#[test]
fn depth_stencil_target_golden_and_emitted_into_a_gfx6_buffer() {
    let db = depth();
    let list = db.registers();
    let written = emit_gfx6(list.as_slice(), |cb| db.emit(cb));
    assert_eq!(written, list.as_slice());
    assert_golden(CTX, list.as_slice(), GOLDEN_DEPTH);
}

/// On gfx6 the hardware lays a plane out from the entry TILE_MODE_INDEX
/// names, so the views take it as it is.
#[test]
fn depth_planes_and_views_take_the_named_entry() {
    let db = depth();
    assert_eq!(db.plane_tile_index(CFG, DepthPlane::Depth), Some(index(0)));
    assert_eq!(
        db.plane_tile_index(CFG, DepthPlane::Stencil),
        Some(index(0))
    );
    let z = db
        .depth_texture_view(CFG, 1920, 1080)
        .unwrap()
        .build()
        .unwrap();
    assert_eq!(z.tiling_index(), 0);
    let s = db
        .stencil_texture_view(CFG, 1920, 1080)
        .unwrap()
        .build()
        .unwrap();
    assert_eq!(s.tiling_index(), 0);
    let info = db.surface_info(CFG).unwrap();
    assert_eq!((info.pitch_elems, info.height_elems), (1920, 1280));
    // An entry without depth micro tiling names no plane: Pitcairn's entry 7
    // made 1D displayable (0x288, entry 9's value).
    let mut modes = gcn::tiling::config::PITCAIRN_TILE_MODES;
    modes[7] = 0x0000_0288;
    let cfg = Config::from_chip_registers(
        gcn::tiling::config::Chip::GFX6,
        gcn::tiling::config::PITCAIRN_ADDR_CONFIG,
        &modes,
        &[0; 16],
        2, // 16 banks
        0, // 1 rank
    )
    .unwrap();
    let named_7 = db.with_z_info(db.z_info().with_tile_mode_index(7));
    assert_eq!(named_7.plane_tile_index(&cfg, DepthPlane::Depth), None);
    assert_eq!(
        named_7.plane_tile_index(&cfg, DepthPlane::Stencil),
        Some(index(0))
    );
    assert_eq!(
        named_7.plane_tile_index(CFG, DepthPlane::Depth),
        Some(index(7))
    );
    // No depth format, no depth plane.
    let no_depth = db.with_z_info(db.z_info().with_format(gcn::regs::ZFormat::Z_INVALID));
    assert_eq!(no_depth.plane_tile_index(CFG, DepthPlane::Depth), None);
}

/// The 3-bit TILE_MODE_INDEX fields name entries 0..=7 only: on gfx6 a plane
/// on a later entry cannot be addressed.
#[test]
fn depth_entry_beyond_the_field_is_refused_on_gfx6() {
    let s = DepthSurface::new(DataFormat::D32_FLOAT, 1920, 1080)
        .with_layout(1920, 1280, index(0))
        .with_stencil(0x30_0000_0000, index(14));
    assert_eq!(
        DepthTarget::setup(CFG, &s),
        Err(Error::UnsupportedTileMode {
            tile_mode_index: index(14)
        })
    );
}

/// The render-target passes write gfx7's packets (`ACQUIRE_MEM`, `DMA_DATA`,
/// `SET_UCONFIG_REG` of `VGT_PRIMITIVE_TYPE`; spec `pm4.opcodes`: gfx7 and
/// gfx8 only). A gfx6 buffer refuses every pass that writes one, with gfx6
/// targets bound, and nothing is written; the query end and the predication
/// calls write packets gfx6 has.
#[test]
fn passes_on_a_gfx6_buffer() {
    use gcn::blocks::clear_value::ClearColor;
    use gcn::passes::query::{
        begin_occlusion_query, begin_predication, end_occlusion_query, end_predication,
    };
    use gcn::passes::transition::{Transition, transition};
    use gcn::passes::{
        ClearMask, ClearShaders, ColorClear, HtileInit, RestoreState, SizedTarget, clear,
        depth_clear, depth_decompress, fast_clear_eliminate, fast_color_clear, fmask_decompress,
        init_htile, init_msaa_cmask, msaa_resolve, slow_color_clear,
    };
    use gcn::pm4::{Error as Pm4Error, Opcode};
    use gcn::shader::builtin::{ColorExport, clear_ps, rect_vs};

    let restore = &RestoreState::DEFAULT;
    let color = ClearColor::Float([0.0, 0.25, 0.5, 1.0]);
    let display = SizedTarget::new(display(), 1920, 1080);
    let input = SurfaceInput::new(index(10), 32, 1920, 1080)
        .with_flags(SurfaceFlags::new().with_color(true).with_display(true));
    let info = surface_info(CFG, &input).unwrap();
    let tile = MetaTile::Index(info.tile_index, info.macro_mode_index);
    let cmask = cmask_info(CFG, &MetaInput::new(1920, 1280, 1, tile)).unwrap();
    let msaa = SizedTarget::new(msaa().0.with_slot(Slot::S0), 256, 256);
    let input =
        SurfaceInput::new(index(14), 32, 256, 256).with_flags(SurfaceFlags::new().with_color(true));
    let info = surface_info(CFG, &input).unwrap();
    let s =
        ColorSurface::from_surface_info(DataFormat::R8G8B8A8_UNORM, 256, 256, &info, 0x400_0000)
            .unwrap();
    let single = SizedTarget::of(ColorTarget::setup(CFG, Slot::S1, &s).unwrap(), &s);
    let mut code = [0u32; 32];
    let rect = rect_vs(&mut code).unwrap();
    let ps = clear_ps(0, ColorExport::Float32, &mut code).unwrap();
    let shaders =
        ClearShaders::new(0x10_0000, &rect, 0x10_0100, &ps, ColorExport::Float32).unwrap();
    let slot0 = ColorClear {
        target: &display,
        cmask: Some((&cmask, 0x80_0000)),
        dcc: None,
        color,
    };

    let depth = depth();
    let input = SurfaceInput::new(index(0), 32, 1920, 1080)
        .with_flags(SurfaceFlags::new().with_depth(true));
    let info = surface_info(CFG, &input).unwrap();
    let tile = MetaTile::Index(info.tile_index, info.macro_mode_index);
    let htile = htile_info(CFG, &MetaInput::new(1920, 1280, 1, tile)).unwrap();

    type Pass<'a> = Box<dyn Fn(&mut CommandBuffer) -> Result<(), Error> + 'a>;
    let refused: [(&str, Pass); 12] = [
        (
            "fast_color_clear",
            Box::new(|cb| fast_color_clear(cb, &display, &cmask, 0x80_0000, color).map(drop)),
        ),
        (
            "fast_clear_eliminate",
            Box::new(|cb| fast_clear_eliminate(cb, restore)),
        ),
        (
            "init_msaa_cmask",
            Box::new(|cb| {
                init_msaa_cmask(
                    cb,
                    &msaa,
                    &cmask_info(
                        CFG,
                        &MetaInput::new(
                            256,
                            512,
                            1,
                            MetaTile::Index(info.tile_index, info.macro_mode_index),
                        ),
                    )
                    .unwrap(),
                    0x200_0000,
                )
                .map(drop)
            }),
        ),
        (
            "init_htile",
            Box::new(|cb| {
                init_htile(cb, &depth, &htile, 0x40_0000_0000, HtileInit::Expanded).map(drop)
            }),
        ),
        (
            "fmask_decompress",
            Box::new(|cb| fmask_decompress(cb, &msaa, &[display], restore)),
        ),
        (
            "msaa_resolve",
            Box::new(|cb| msaa_resolve(cb, CFG, &msaa, &single, None, &[display], restore)),
        ),
        (
            "slow_color_clear",
            Box::new(|cb| slow_color_clear(cb, &shaders, [1.0; 4], restore)),
        ),
        (
            "clear",
            Box::new(|cb| {
                clear(
                    cb,
                    ClearMask::new(0x04).unwrap(),
                    &[Some(slot0), None, None, None],
                    None,
                    &shaders,
                    restore,
                )
                .map(drop)
            }),
        ),
        (
            "depth_clear",
            Box::new(|cb| depth_clear(cb, true, None, restore)),
        ),
        (
            "depth_decompress",
            Box::new(|cb| depth_decompress(cb, restore)),
        ),
        (
            "transition",
            Box::new(|cb| transition(cb, Transition::ColorToTexture, 0x10_0000, 4096)),
        ),
        (
            "begin_occlusion_query",
            Box::new(|cb| begin_occlusion_query(cb, 0x90_0000, 0)),
        ),
    ];
    for (name, pass) in &refused {
        let mut words = [0u32; 512];
        let mut cb = CommandBuffer::for_gfx(&mut words, Gfx::Gfx6);
        let got = pass(&mut cb);
        assert!(
            matches!(
                got,
                Err(Error::Pm4(Pm4Error::PacketNotOnGfx { opcode, gfx: Gfx::Gfx6 }))
                    if opcode == Opcode::ACQUIRE_MEM
                        || opcode == Opcode::DMA_DATA
                        || opcode == Opcode::SET_UCONFIG_REG
            ),
            "{name}: {got:?}"
        );
        assert!(cb.is_empty(), "{name} wrote on error");
        // A gfx7 buffer takes the same pass.
        let mut words = [0u32; 512];
        let mut cb = CommandBuffer::for_gfx(&mut words, Gfx::Gfx7);
        assert_eq!(pass(&mut cb), Ok(()), "{name} on gfx7");
    }
    let mut words = [0u32; 64];
    let mut cb = CommandBuffer::for_gfx(&mut words, Gfx::Gfx6);
    end_occlusion_query(&mut cb, 0x90_0000).unwrap();
    begin_predication(&mut cb, 0x90_0000, true, false).unwrap();
    end_predication(&mut cb).unwrap();
    assert!(!cb.is_empty());
}

/// The query end stops counting on gfx6 with `ZPASS_INCREMENT_DISABLE`, as
/// radeonsi (`si_emit_db_render_state`): gfx6 has no `ZPASS_ENABLE`, so the
/// gfx7 value 0 would leave it counting.
#[rustfmt::skip]
#[test]
fn occlusion_query_end_stops_counting_on_gfx6() {
    use gcn::passes::query::end_occlusion_query;
    let mut words = [0u32; 16];
    let mut cb = CommandBuffer::for_gfx(&mut words, Gfx::Gfx6);
    end_occlusion_query(&mut cb, 0x90_0000).unwrap();
    gcn::assert_stream_eq!(gfx = Gfx::Gfx6; cb.as_slice(), [
        0xC002_4600,            // EVENT_WRITE, 3 body dwords
        0x15 | (1 << 8),        // EVENT_TYPE = ZPASS_DONE, EVENT_INDEX = 1
        0x90_0008,              // ADDRESS_LO: the end samples
        0,                      // ADDRESS_HI
        0xC001_6900,            // SET_CONTEXT_REG, 2 body dwords
        0x001,                  // DB_COUNT_CONTROL
        1,                      // ZPASS_INCREMENT_DISABLE
    ]);
    // gfx7 stops with 0 (ZPASS_ENABLE = 0).
    let mut words = [0u32; 16];
    let mut cb = CommandBuffer::for_gfx(&mut words, Gfx::Gfx7);
    end_occlusion_query(&mut cb, 0x90_0000).unwrap();
    assert_eq!(&cb.as_slice()[4..], [0xC001_6900, 0x001, 0]);
}
