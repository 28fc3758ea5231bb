//! Colour target block: the 1920x1080 B8G8R8A8 display target against the
//! spec field by field, emission, decode, bad input.

use crate::blocks_support;

use blocks_support::{Golden, apply, compare, parse};
use gcn::blocks::color_target::{ChannelOrder, ColorSurface, ColorTarget};
use gcn::blocks::{Error, Slot};
use gcn::desc::ColorTargetFormat;
use gcn::pm4::CommandBuffer;
use gcn::regs::AddressError;
use gcn::regs::{ColorFormat, Space, SurfaceNumber};
use gcn::tiling::Config;
use gcn::tiling::config::Ps4TileMode;

const CTX: Space = Space::Context;

fn display() -> ColorSurface {
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
    .with_address(0x0012_3400)
}

#[test]
fn display_target_matches_the_spec_and_round_trips() {
    let target = ColorTarget::setup(&Config::PS4, Slot::S0, &display()).unwrap();
    let mut words = [0u32; 64];
    let mut cb = CommandBuffer::new(&mut words);
    target.emit(&mut cb).unwrap();
    let out = cb.as_slice().to_vec();
    let packets = parse(&out);
    let regs = apply(&packets);
    #[rustfmt::skip]
    let golden: Golden = &[
        ("CB_COLOR0_BASE",        CTX, 0x318, &[("BASE_256B", 0, 32, 0x1234)]),
        ("CB_COLOR0_PITCH",       CTX, 0x319, &[("TILE_MAX", 0, 11, 239), ("FMASK_TILE_MAX", 20, 11, 239)]), // 1920 / 8 - 1
        ("CB_COLOR0_SLICE",       CTX, 0x31A, &[("TILE_MAX", 0, 22, 32639)]),                                 // 1920 * 1088 / 64 - 1
        ("CB_COLOR0_VIEW",        CTX, 0x31B, &[("SLICE_START", 0, 11, 0), ("SLICE_MAX", 13, 11, 0)]),
        ("CB_COLOR0_INFO",        CTX, 0x31C, &[
            ("ENDIAN",        0, 2, 0),   // ENDIAN_NONE
            ("FORMAT",        2, 5, 10),  // COLOR_8_8_8_8
            ("NUMBER_TYPE",   8, 3, 0),   // NUMBER_UNORM
            ("COMP_SWAP",    11, 2, 1),   // SWAP_ALT
            ("BLEND_CLAMP",  15, 1, 1),
            ("BLEND_BYPASS", 16, 1, 0),
            ("SIMPLE_FLOAT", 17, 1, 1),
            ("ROUND_MODE",   18, 1, 0),   // ROUND_BY_HALF
        ]),
        ("CB_COLOR0_ATTRIB",      CTX, 0x31D, &[
            ("TILE_MODE_INDEX",        0, 5, 10),
            ("FMASK_TILE_MODE_INDEX",  5, 5, 10),
            ("NUM_SAMPLES",           12, 3, 0),
            ("NUM_FRAGMENTS",         15, 2, 0),
        ]),
        ("CB_COLOR0_CMASK",       CTX, 0x31F, &[("BASE_256B", 0, 32, 0)]),
        ("CB_COLOR0_CMASK_SLICE", CTX, 0x320, &[("TILE_MAX", 0, 14, 0)]),
        ("CB_COLOR0_FMASK",       CTX, 0x321, &[("BASE_256B", 0, 32, 0x1234)]),
        ("CB_COLOR0_FMASK_SLICE", CTX, 0x322, &[("TILE_MAX", 0, 22, 32639)]),
        ("CB_COLOR0_CLEAR_WORD0", CTX, 0x323, &[("CLEAR_WORD0", 0, 32, 0)]),
        ("CB_COLOR0_CLEAR_WORD1", CTX, 0x324, &[("CLEAR_WORD1", 0, 32, 0)]),
    ];
    let bad = compare(&regs, golden);
    println!(
        "colour target golden: {} registers checked, {bad} mismatches",
        golden.len()
    );
    assert_eq!(bad, 0);
    // Minimum packets: BASE..ATTRIB and CMASK..CLEAR_WORD1 (DCC_CONTROL at 0x31E is gfx8-only).
    let runs: Vec<(u16, usize)> = packets.iter().map(|p| (p.offset, p.values.len())).collect();
    assert_eq!(runs, [(0x318, 6), (0x31F, 6)]);
    assert_eq!(out.len(), 2 * 2 + 12);
    let src = |s: Space, o: u16| regs.get(&(s, o)).copied();
    assert_eq!(ColorTarget::decode(Slot::S0, &src).unwrap(), target);

    // Slot 7, integer format, 4 samples, 6 slices: offsets move by 0xF per slot.
    let s = ColorSurface::from_encoding(
        ColorTargetFormat {
            format: ColorFormat::COLOR_16_16,
            number_type: SurfaceNumber::NUMBER_UINT,
            order: ChannelOrder::Standard,
        },
        Ps4TileMode::DisplayLinearAligned.index(),
        64,
        64,
    )
    .with_slices(6)
    .with_samples(4)
    .with_address(0x100);
    let t7 = ColorTarget::setup(&Config::PS4, Slot::S7, &s)
        .unwrap()
        .with_clear_words(1, 2);
    let list = t7.registers();
    assert_eq!(list.as_slice()[0].0, 0x318 + 7 * 0xF);
    let info = t7.info();
    assert!(info.blend_bypass() && !info.blend_clamp());
    assert_eq!(info.round_mode().raw(), 1); // ROUND_TRUNCATE
    assert_eq!(t7.attrib().num_samples(), 2);
    assert_eq!(ColorTarget::decode(Slot::S7, &list).unwrap(), t7);
}

#[test]
fn bad_input_is_refused_with_the_documented_error() {
    let s = display();
    assert_eq!(
        ColorTarget::setup(&Config::PS4, Slot::S0, &s.with_address(0x1234_5680)),
        Err(Error::Address(AddressError::Misaligned {
            field: "colour base",
            address: 0x1234_5680,
            align: 256
        }))
    );
    assert!(matches!(
        ColorTarget::setup(&Config::PS4, Slot::S0, &s.with_address(1 << 40)),
        Err(Error::Address(AddressError::TooWide { bits: 40, .. }))
    ));
    assert_eq!(
        Slot::new(8),
        Err(Error::SlotOutOfRange { slot: 8, slots: 8 })
    );
    let zero = ColorSurface::from_encoding(
        ColorTargetFormat {
            format: ColorFormat::COLOR_8_8_8_8,
            number_type: SurfaceNumber::NUMBER_UNORM,
            order: ChannelOrder::Alt,
        },
        Ps4TileMode::DisplayLinearAligned.index(),
        0,
        1080,
    );
    assert!(matches!(
        ColorTarget::setup(&Config::PS4, Slot::S0, &zero),
        Err(Error::BadDimension {
            what: "width",
            value: 0,
            ..
        })
    ));
    let huge = ColorSurface::from_encoding(
        ColorTargetFormat {
            format: ColorFormat::COLOR_8_8_8_8,
            number_type: SurfaceNumber::NUMBER_UNORM,
            order: ChannelOrder::Alt,
        },
        Ps4TileMode::DisplayLinearAligned.index(),
        16392,
        8,
    );
    assert!(matches!(
        ColorTarget::setup(&Config::PS4, Slot::S0, &huge),
        Err(Error::BadDimension { value: 16392, .. })
    ));
    assert!(matches!(
        ColorTarget::setup(&Config::PS4, Slot::S0, &s.with_padded(1924, 1088)),
        Err(Error::BadDimension { .. })
    ));
    assert!(matches!(
        ColorTarget::setup(&Config::PS4, Slot::S0, &s.with_slices(0)),
        Err(Error::BadDimension { what: "slices", .. })
    ));
    let invalid = ColorSurface::from_encoding(
        ColorTargetFormat {
            format: ColorFormat::COLOR_INVALID,
            number_type: SurfaceNumber::NUMBER_UNORM,
            order: ChannelOrder::Alt,
        },
        Ps4TileMode::DisplayLinearAligned.index(),
        8,
        8,
    );
    assert!(matches!(
        ColorTarget::setup(&Config::PS4, Slot::S0, &invalid),
        Err(Error::UnknownValue {
            field: "FORMAT",
            ..
        })
    ));
    // A disabled slot is valid and emits zeros.
    assert_eq!(ColorTarget::new(Slot::S1).validate(), Ok(()));
}
