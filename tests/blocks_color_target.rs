//! Colour-target block: golden register values written from the register
//! spec field by field, packet count, decode round trips and bad input.
// Golden values spell out every field, zeros and bit 0 included.
#![allow(clippy::identity_op, clippy::eq_op)]

mod target_support;

use gcn::blocks::Error;
use gcn::blocks::color_target::{ChannelOrder, ColorSurface, ColorTarget};
use gcn::desc::DataFormat;
use gcn::pm4::CommandBuffer;
use gcn::regs::Space;
use gcn::tiling::Config;
use gcn::tiling::surface::{SurfaceFlags, SurfaceInput, surface_info};
use target_support::{assert_golden, flatten, read_set_reg_packets, source};

const ADDR: u64 = 0x10_0000_0000;

fn display_target() -> ColorTarget {
    let s = ColorSurface::new(DataFormat::B8G8R8A8_UNORM, 1920, 1080)
        .with_layout(1920, 1088, 10)
        .with_address(ADDR);
    ColorTarget::setup(0, &s).unwrap()
}

/// 1920×1080 B8G8R8A8_UNORM display target, tile mode index 10, pitch 1920,
/// padded height 1088, at 0x10_0000_0000, slot 0. Field positions from
/// `../shared/spec/gcn-registers.json` (gfx7).
#[rustfmt::skip]
const GOLDEN_DISPLAY: &[(&str, u16, u32)] = &[
    // register               offset  value
    ("CB_COLOR0_BASE",        0x318,  0x1000_0000),          // BASE_256B = 0x10_0000_0000 >> 8
    ("CB_COLOR0_PITCH",       0x319,  (239 << 0)             // TILE_MAX[10:0]        = 1920/8 - 1
                                    | (239 << 20)),          // FMASK_TILE_MAX[30:20] = TILE_MAX (no FMASK)
    ("CB_COLOR0_SLICE",       0x31A,  32639 << 0),           // TILE_MAX[21:0] = 1920*1088/64 - 1
    ("CB_COLOR0_VIEW",        0x31B,  (0 << 0)               // SLICE_START[10:0]
                                    | (0 << 13)),            // SLICE_MAX[23:13]
    ("CB_COLOR0_INFO",        0x31C,  (0 << 0)               // ENDIAN[1:0]      = ENDIAN_NONE
                                    | (10 << 2)              // FORMAT[6:2]      = COLOR_8_8_8_8
                                    | (0 << 8)               // NUMBER_TYPE[10:8] = NUMBER_UNORM
                                    | (1 << 11)              // COMP_SWAP[12:11] = SWAP_ALT
                                    | (1 << 15)              // BLEND_CLAMP[15]
                                    | (0 << 16)              // BLEND_BYPASS[16]
                                    | (1 << 17)              // SIMPLE_FLOAT[17]
                                    | (0 << 18)),            // ROUND_MODE[18]   = round to nearest
    ("CB_COLOR0_ATTRIB",      0x31D,  (10 << 0)              // TILE_MODE_INDEX[4:0]
                                    | (10 << 5)              // FMASK_TILE_MODE_INDEX[9:5] = TILE_MODE_INDEX
                                    | (0 << 12)              // NUM_SAMPLES[14:12]  = log2(1)
                                    | (0 << 15)              // NUM_FRAGMENTS[16:15]
                                    | (0 << 17)),            // FORCE_DST_ALPHA_1[17]
    ("CB_COLOR0_CMASK",       0x31F,  0x1000_0000),          // BASE_256B = BASE (no CMASK)
    ("CB_COLOR0_CMASK_SLICE", 0x320,  0),                    // TILE_MAX[13:0]
    ("CB_COLOR0_FMASK",       0x321,  0x1000_0000),          // BASE_256B = BASE (no FMASK)
    ("CB_COLOR0_FMASK_SLICE", 0x322,  32639 << 0),           // TILE_MAX[21:0] = SLICE.TILE_MAX
    ("CB_COLOR0_CLEAR_WORD0", 0x323,  0),
    ("CB_COLOR0_CLEAR_WORD1", 0x324,  0),
];

#[test]
fn display_target_golden() {
    assert_golden(
        Space::Context,
        &display_target().registers(),
        GOLDEN_DISPLAY,
    );
}

#[test]
fn display_target_from_tiling_layout() {
    let input =
        SurfaceInput::new(10, 32, 1920, 1080).with_flags(SurfaceFlags::new().with_color(true));
    let info = surface_info(&Config::PS4, &input).unwrap();
    let s = ColorSurface::from_surface_info(DataFormat::B8G8R8A8_UNORM, 1920, 1080, &info, ADDR)
        .unwrap();
    assert_eq!(ColorTarget::setup(0, &s).unwrap(), display_target());
}

/// The same target in slot 5 lands at `0x318 + 5 * 15`.
#[test]
fn slot_five_offsets() {
    let rt = display_target().with_slot(5).unwrap();
    let regs = rt.registers();
    assert_eq!(regs[0].0, 0x318 + 5 * 15);
    for (r, g) in regs.iter().zip(GOLDEN_DISPLAY) {
        assert_eq!(r.0, g.1 + 5 * 15, "{}", g.0);
        assert_eq!(r.1, g.2, "{}", g.0);
    }
}

/// Minimum packets: one per run of consecutive offsets in the golden table.
#[test]
fn emits_one_packet_per_run() {
    let runs = 1 + GOLDEN_DISPLAY
        .windows(2)
        .filter(|w| w[1].1 != w[0].1 + 1)
        .count();
    assert_eq!(runs, 2);
    let mut buf = [0u32; 64];
    let mut cb = CommandBuffer::new(&mut buf);
    display_target().emit(&mut cb).unwrap();
    let words = cb.as_slice().to_vec();
    assert_eq!(words.len(), 2 * 2 + 12);
    // SET_CONTEXT_REG, 7 body dwords: type 3, COUNT 6, opcode 0x69.
    assert_eq!(words[0], (3 << 30) | (6 << 16) | (0x69 << 8));
    assert_eq!(words[1], 0x318);
    assert_eq!(words[8], (3 << 30) | (6 << 16) | (0x69 << 8));
    assert_eq!(words[9], 0x31F);
    let packets = read_set_reg_packets(&words);
    assert_eq!(packets.len(), runs);
    let regs = flatten(&packets, Space::Context);
    assert_golden(Space::Context, &regs, GOLDEN_DISPLAY);
    assert_eq!(
        ColorTarget::decode(0, &source(Space::Context, &regs)).unwrap(),
        display_target()
    );
}

#[test]
fn emit_is_all_or_nothing() {
    let mut buf = [0u32; 15];
    let mut cb = CommandBuffer::new(&mut buf);
    assert!(display_target().emit(&mut cb).is_err());
    assert_eq!(cb.len(), 0);
}

/// decode(emit(block)) == block for arbitrary register contents in every slot.
#[test]
fn decode_of_emit_round_trips() {
    let mut x = 0x9E37_79B9_7F4A_7C15u64;
    let mut next = move || {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        x as u32
    };
    for slot in 0..8 {
        for _ in 0..32 {
            let base = ColorTarget::new(slot).unwrap();
            let mut regs = base.registers();
            for r in regs.iter_mut() {
                r.1 = next();
            }
            let rt = ColorTarget::decode(slot, &source(Space::Context, &regs)).unwrap();
            assert_eq!(rt.registers(), regs);
            let mut buf = [0u32; 16];
            let mut cb = CommandBuffer::new(&mut buf);
            rt.emit(&mut cb).unwrap();
            let back = flatten(&read_set_reg_packets(cb.as_slice()), Space::Context);
            assert_eq!(
                ColorTarget::decode(slot, &source(Space::Context, &back)).unwrap(),
                rt
            );
        }
    }
}

#[test]
fn decode_names_missing_register() {
    let regs = display_target().registers();
    assert_eq!(
        ColorTarget::decode(0, &source(Space::Context, &regs[..11])),
        Err(Error::MissingRegister {
            register: "CB_COLOR0_CLEAR_WORD1"
        })
    );
    assert_eq!(
        ColorTarget::decode(8, &source(Space::Context, &regs)),
        Err(Error::SlotOutOfRange { slot: 8, slots: 8 })
    );
}

/// Channel type rules for BLEND_CLAMP [15], BLEND_BYPASS [16], ROUND_MODE [18],
/// SIMPLE_FLOAT [17], NUMBER_TYPE [10:8], FORMAT [6:2], COMP_SWAP [12:11].
#[test]
fn info_per_channel_type() {
    #[rustfmt::skip]
    let cases: &[(&str, DataFormat, u32)] = &[
        // format                 FORMAT       NUMBER_TYPE COMP_SWAP  CLAMP      BYPASS     SIMPLE     ROUND
        ("R8G8B8A8_UNORM",    DataFormat::R8G8B8A8_UNORM,    (10 << 2) | (0 << 8) | (0 << 11) | (1 << 15) | (0 << 16) | (1 << 17) | (0 << 18)),
        ("B8G8R8A8_SRGB",     DataFormat::B8G8R8A8_SRGB,     (10 << 2) | (6 << 8) | (1 << 11) | (1 << 15) | (0 << 16) | (1 << 17) | (0 << 18)),
        ("R16G16B16A16_FLOAT",DataFormat::R16G16B16A16_FLOAT,(12 << 2) | (7 << 8) | (0 << 11) | (0 << 15) | (0 << 16) | (1 << 17) | (1 << 18)),
        ("R32_UINT",          DataFormat::R32_UINT,          (4 << 2)  | (4 << 8) | (0 << 11) | (0 << 15) | (1 << 16) | (1 << 17) | (1 << 18)),
        ("R32_FLOAT",         DataFormat::R32_FLOAT,         (4 << 2)  | (7 << 8) | (0 << 11) | (0 << 15) | (0 << 16) | (1 << 17) | (1 << 18)),
    ];
    for &(name, format, info) in cases {
        let s = ColorSurface::new(format, 64, 64).with_address(0x1000);
        let rt = ColorTarget::setup(1, &s).unwrap();
        assert_eq!(
            rt.info().into_bits(),
            info,
            "{name}: {:#x} vs {info:#x}",
            rt.info().into_bits()
        );
    }
    // An explicit order overrides the one the selects imply.
    let s = ColorSurface::new(DataFormat::R8G8B8A8_UNORM, 64, 64)
        .with_channel_order(ChannelOrder::AltReversed);
    assert_eq!(
        ColorTarget::setup(0, &s).unwrap().info().into_bits() >> 11 & 3,
        3
    );
}

/// 4× MSAA, 2 slices, with CMASK and FMASK attached.
#[test]
fn msaa_with_metadata() {
    let s = ColorSurface::new(DataFormat::R8G8B8A8_UNORM, 256, 256)
        .with_layout(256, 256, 14)
        .with_samples(4)
        .with_slices(2)
        .with_address(0x20_0000);
    let rt = ColorTarget::setup(2, &s)
        .unwrap()
        .with_cmask(0x30_0000, 3, true)
        .unwrap()
        .with_fmask(0x40_0000, 14, 256, 1023)
        .unwrap()
        .with_clear_words(0xFF00_00FF, 0);
    #[rustfmt::skip]
    let golden: &[(&str, u16, u32)] = &[
        ("CB_COLOR2_BASE",        0x336, 0x2000),
        ("CB_COLOR2_PITCH",       0x337, (31 << 0) | (31 << 20)),            // TILE_MAX, FMASK_TILE_MAX = 256/8-1
        ("CB_COLOR2_SLICE",       0x338, 1023),                              // 256*256/64-1
        ("CB_COLOR2_VIEW",        0x339, (0 << 0) | (1 << 13)),              // SLICE_MAX = 1
        ("CB_COLOR2_INFO",        0x33A, (10 << 2) | (1 << 13) | (1 << 14)   // FORMAT, FAST_CLEAR, COMPRESSION
                                       | (1 << 15) | (1 << 17)),             // BLEND_CLAMP, SIMPLE_FLOAT
        ("CB_COLOR2_ATTRIB",      0x33B, (14 << 0) | (14 << 5)               // TILE_MODE_INDEX, FMASK_TILE_MODE_INDEX
                                       | (2 << 12) | (2 << 15)),             // NUM_SAMPLES, NUM_FRAGMENTS = log2(4)
        ("CB_COLOR2_CMASK",       0x33D, 0x3000),
        ("CB_COLOR2_CMASK_SLICE", 0x33E, 3),
        ("CB_COLOR2_FMASK",       0x33F, 0x4000),
        ("CB_COLOR2_FMASK_SLICE", 0x340, 1023),
        ("CB_COLOR2_CLEAR_WORD0", 0x341, 0xFF00_00FF),
        ("CB_COLOR2_CLEAR_WORD1", 0x342, 0),
    ];
    assert_golden(Space::Context, &rt.registers(), golden);
}

#[test]
fn bad_input_gives_documented_errors() {
    let ok = ColorSurface::new(DataFormat::B8G8R8A8_UNORM, 1920, 1080).with_layout(1920, 1088, 10);
    let e = |s: ColorSurface| ColorTarget::setup(0, &s).unwrap_err();
    assert_eq!(
        ColorTarget::setup(8, &ok),
        Err(Error::SlotOutOfRange { slot: 8, slots: 8 })
    );
    assert_eq!(
        ColorTarget::new(8),
        Err(Error::SlotOutOfRange { slot: 8, slots: 8 })
    );
    assert_eq!(
        e(ok.with_address(ADDR + 0x80)),
        Error::MisalignedAddress {
            field: "CB_COLOR_BASE",
            address: ADDR + 0x80,
            align: 256
        }
    );
    assert_eq!(
        e(ok.with_address(1 << 40)),
        Error::AddressTooWide {
            field: "CB_COLOR_BASE",
            address: 1 << 40,
            bits: 40
        }
    );
    assert_eq!(
        e(ColorSurface { width: 0, ..ok }),
        Error::OutOfRange {
            field: "width",
            value: 0,
            min: 1,
            max: 16384
        }
    );
    assert_eq!(
        e(ColorSurface { height: 0, ..ok }),
        Error::OutOfRange {
            field: "height",
            value: 0,
            min: 1,
            max: 16384
        }
    );
    assert_eq!(
        e(ColorSurface {
            width: 16385,
            pitch: 16392,
            ..ok
        }),
        Error::OutOfRange {
            field: "width",
            value: 16385,
            min: 1,
            max: 16384
        }
    );
    assert_eq!(
        e(ok.with_layout(1904, 1088, 10)),
        Error::OutOfRange {
            field: "pitch",
            value: 1904,
            min: 1920,
            max: 16384
        }
    );
    assert_eq!(
        e(ok.with_layout(1924, 1088, 10)),
        Error::NotMultiple {
            field: "pitch",
            value: 1924,
            multiple: 8
        }
    );
    assert_eq!(
        e(ok.with_layout(1920, 1084, 10)),
        Error::NotMultiple {
            field: "padded_height",
            value: 1084,
            multiple: 8
        }
    );
    assert_eq!(
        e(ok.with_layout(1920, 1088, 32)),
        Error::OutOfRange {
            field: "tile_mode_index",
            value: 32,
            min: 0,
            max: 31
        }
    );
    assert_eq!(
        e(ok.with_slices(0)),
        Error::OutOfRange {
            field: "slices",
            value: 0,
            min: 1,
            max: 2048
        }
    );
    assert_eq!(
        e(ok.with_samples(3)),
        Error::OutOfRange {
            field: "samples",
            value: 3,
            min: 1,
            max: 8
        }
    );
    assert_eq!(
        e(ColorSurface {
            format: DataFormat::BC1_UNORM,
            ..ok
        }),
        Error::UnsupportedFormat {
            format: DataFormat::BC1_UNORM
        }
    );
    let rt = display_target();
    assert!(matches!(
        rt.with_cmask(0x101, 0, false),
        Err(Error::MisalignedAddress { .. })
    ));
    assert!(matches!(
        rt.with_fmask(1 << 41, 0, 8, 0),
        Err(Error::AddressTooWide { .. })
    ));
    assert!(matches!(
        rt.with_base_address(0x10),
        Err(Error::MisalignedAddress { .. })
    ));
    assert!(matches!(
        rt.with_view(3, 2),
        Err(Error::OutOfRange {
            field: "slice_start",
            ..
        })
    ));
    assert!(matches!(rt.with_slot(8), Err(Error::SlotOutOfRange { .. })));
}

/// The whole block can be built in a constant.
#[test]
fn const_construction() {
    const RT: Result<ColorTarget, Error> = ColorTarget::setup(
        0,
        &ColorSurface::new(DataFormat::B8G8R8A8_UNORM, 1920, 1080)
            .with_layout(1920, 1088, 10)
            .with_address(ADDR),
    );
    assert_eq!(RT, Ok(display_target()));
}
