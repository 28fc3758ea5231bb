//! Colour target block: the 1920x1080 B8G8R8A8 display target against the
//! spec field by field, emission, decode, bad input.

use crate::{blocks_support, target_support};

use blocks_support::{Golden, apply, compare, parse};
use gcn::blocks::color_target::{ChannelOrder, ColorSurface, ColorTarget};
use gcn::blocks::{Error, Slot};
use gcn::desc::ColorTargetFormat;
use gcn::pm4::CommandBuffer;
use gcn::regs::AddressError;
use gcn::regs::{ColorFormat, Space, SurfaceNumber};
use gcn::tiling::Config;
use gcn::tiling::config::Ps4TileMode;
use target_support::{assert_golden, flatten, read_set_reg_packets};

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
    // Every CB_COLOR7_* register (0x381 = 0x318 + 7 * 0xF on; 0x387,
    // CB_COLOR7_DCC_CONTROL, is gfx8-only) read back from the stream.
    #[rustfmt::skip]
    let golden: &[(&str, u16, u32)] = &[
        ("CB_COLOR7_BASE",        0x381, 0x0000_0001), // 0x100 >> 8
        // 64 / 8 - 1 = 7 in TILE_MAX (10..0) and FMASK_TILE_MAX (30..20).
        ("CB_COLOR7_PITCH",       0x382, 0x0070_0007),
        ("CB_COLOR7_SLICE",       0x383, 0x0000_003F), // 64 * 64 / 64 - 1
        ("CB_COLOR7_VIEW",        0x384, 0x0000_A000), // SLICE_MAX 6 - 1 (23..13)
        // FORMAT COLOR_16_16 5 (6..2), NUMBER_TYPE NUMBER_UINT 4 (10..8),
        // COMP_SWAP SWAP_STD 0, BLEND_CLAMP 0, BLEND_BYPASS (16) and
        // ROUND_MODE ROUND_TRUNCATE (18) for an integer format, SIMPLE_FLOAT
        // (17): Mesa's ac_init_cb_surface.
        ("CB_COLOR7_INFO",        0x385, 0x0007_0414),
        // TILE_MODE_INDEX 8 (4..0) and FMASK_TILE_MODE_INDEX 8 (9..5)
        // (DisplayLinearAligned), NUM_SAMPLES log2 4 = 2 (14..12),
        // NUM_FRAGMENTS 2 (16..15), FORCE_DST_ALPHA_1 (17): R16G16_UINT
        // is XY01 (ac_init_cb_surface).
        ("CB_COLOR7_ATTRIB",      0x386, 0x0003_2108),
        ("CB_COLOR7_CMASK",       0x388, 0),
        ("CB_COLOR7_CMASK_SLICE", 0x389, 0),
        ("CB_COLOR7_FMASK",       0x38A, 0x0000_0001), // no FMASK: the base
        ("CB_COLOR7_FMASK_SLICE", 0x38B, 0x0000_003F), // no FMASK: the slice
        ("CB_COLOR7_CLEAR_WORD0", 0x38C, 1),
        ("CB_COLOR7_CLEAR_WORD1", 0x38D, 2),
    ];
    let mut words = [0u32; 64];
    let mut cb = CommandBuffer::new(&mut words);
    t7.emit(&mut cb).unwrap();
    let packets = read_set_reg_packets(cb.as_slice());
    assert_golden(CTX, &flatten(&packets, CTX), golden);
    let list = t7.registers();
    assert_eq!(ColorTarget::decode(Slot::S7, &list).unwrap(), t7);

    // The same registers bound at slot 2: each moves by (2 - 7) * 0xF, the
    // values unchanged (CB_COLOR2_BASE is 0x318 + 2 * 0xF = 0x336).
    #[rustfmt::skip]
    let golden: &[(&str, u16, u32)] = &[
        ("CB_COLOR2_BASE",        0x336, 0x0000_0001),
        ("CB_COLOR2_PITCH",       0x337, 0x0070_0007),
        ("CB_COLOR2_SLICE",       0x338, 0x0000_003F),
        ("CB_COLOR2_VIEW",        0x339, 0x0000_A000),
        ("CB_COLOR2_INFO",        0x33A, 0x0007_0414),
        ("CB_COLOR2_ATTRIB",      0x33B, 0x0003_2108),
        ("CB_COLOR2_CMASK",       0x33D, 0),
        ("CB_COLOR2_CMASK_SLICE", 0x33E, 0),
        ("CB_COLOR2_FMASK",       0x33F, 0x0000_0001),
        ("CB_COLOR2_FMASK_SLICE", 0x340, 0x0000_003F),
        ("CB_COLOR2_CLEAR_WORD0", 0x341, 1),
        ("CB_COLOR2_CLEAR_WORD1", 0x342, 2),
    ];
    let t2 = t7.with_slot(Slot::S2);
    assert_eq!(t2.slot(), Slot::S2);
    let mut words = [0u32; 64];
    let mut cb = CommandBuffer::new(&mut words);
    t2.emit(&mut cb).unwrap();
    let packets = read_set_reg_packets(cb.as_slice());
    assert_golden(CTX, &flatten(&packets, CTX), golden);
    // Two SET_CONTEXT_REG runs: BASE..ATTRIB and CMASK..CLEAR_WORD1.
    assert_eq!(
        cb.as_slice()[..2],
        [0xC006_6900, 0x336],
        "(3 << 30) | (6 << 16) | (0x69 << 8), REG_OFFSET"
    );
    assert_eq!(cb.as_slice()[8..10], [0xC006_6900, 0x33D]);
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

/// `CB_COLORn_ATTRIB.FORCE_DST_ALPHA_1` (bit 17 in the spec, gfx6–gfx8)
/// against Mesa's rule, `ac_init_cb_surface` in `ac_descriptors.c`: set
/// when the format's alpha select is the constant 1 or the format is an
/// intensity format. Each row is a Mesa format (its selects from
/// `u_format.yaml`) with the `FORMAT`, `NUMBER_TYPE` and `COMP_SWAP` Mesa
/// programs for it (`ac_get_cb_format`, `ac_get_cb_number_type`,
/// `ac_translate_colorswap`); the whole `ATTRIB` dword is compared.
#[test]
fn force_dst_alpha_1_follows_mesa() {
    use ChannelOrder::{Alt as A, AltReversed as AR, Reversed as R, Standard as S};
    use ColorFormat as C;
    use SurfaceNumber as N;
    #[rustfmt::skip]
    let rows: &[(&str, ColorFormat, SurfaceNumber, ChannelOrder, u32)] = &[
        // One channel: X001, XXX1 and intensity XXXX set it; 000X (alpha only, SWAP_ALT_REV) does not.
        ("R8_UNORM X001",          C::COLOR_8,              N::NUMBER_UNORM, S,  1),
        ("R8_UINT X001",           C::COLOR_8,              N::NUMBER_UINT,  S,  1),
        ("L8_UNORM XXX1",          C::COLOR_8,              N::NUMBER_UNORM, S,  1),
        ("I8_UNORM XXXX",          C::COLOR_8,              N::NUMBER_UNORM, S,  1),
        ("A8_UNORM 000X",          C::COLOR_8,              N::NUMBER_UNORM, AR, 0),
        ("A16_FLOAT 000X",         C::COLOR_16,             N::NUMBER_FLOAT, AR, 0),
        ("R32_FLOAT X001",         C::COLOR_32,             N::NUMBER_FLOAT, S,  1),
        ("R32_SINT X001",          C::COLOR_32,             N::NUMBER_SINT,  S,  1),
        ("R64_UINT X001",          C::COLOR_32_32,          N::NUMBER_UINT,  S,  1),
        // Two channels: XY01 and YX01 set it; X00Y / XXXY (SWAP_ALT) and Y00X (SWAP_ALT_REV) do not.
        ("R8G8_UNORM XY01",        C::COLOR_8_8,            N::NUMBER_UNORM, S,  1),
        ("G8R8_UNORM YX01",        C::COLOR_8_8,            N::NUMBER_UNORM, R,  1),
        ("L8A8_UNORM XXXY",        C::COLOR_8_8,            N::NUMBER_UNORM, A,  0),
        ("R8A8_UNORM X00Y",        C::COLOR_8_8,            N::NUMBER_UNORM, A,  0),
        ("A8R8_UNORM Y00X",        C::COLOR_8_8,            N::NUMBER_UNORM, AR, 0),
        ("R16G16_SINT XY01",       C::COLOR_16_16,          N::NUMBER_SINT,  S,  1),
        ("R32G32_FLOAT XY01",      C::COLOR_32_32,          N::NUMBER_FLOAT, S,  1),
        // Three channels: all XYZ1 or ZYX1.
        ("R5G6B5_UNORM XYZ1",      C::COLOR_5_6_5,          N::NUMBER_UNORM, S,  1),
        ("B5G6R5_UNORM ZYX1",      C::COLOR_5_6_5,          N::NUMBER_UNORM, R,  1),
        ("R11G11B10_FLOAT XYZ1",   C::COLOR_10_11_11,       N::NUMBER_FLOAT, S,  1),
        // Four channels with alpha.
        ("R8G8B8A8_UNORM XYZW",    C::COLOR_8_8_8_8,        N::NUMBER_UNORM, S,  0),
        ("B8G8R8A8_SRGB ZYXW",     C::COLOR_8_8_8_8,        N::NUMBER_SRGB,  A,  0),
        ("A8B8G8R8_UNORM WZYX",    C::COLOR_8_8_8_8,        N::NUMBER_UNORM, R,  0),
        ("A8R8G8B8_UNORM YZWX",    C::COLOR_8_8_8_8,        N::NUMBER_UNORM, AR, 0),
        ("R10G10B10A2_UINT XYZW",  C::COLOR_2_10_10_10,     N::NUMBER_UINT,  S,  0),
        ("B5G5R5A1_UNORM ZYXW",    C::COLOR_1_5_5_5,        N::NUMBER_UNORM, A,  0),
        ("B4G4R4A4_UNORM ZYXW",    C::COLOR_4_4_4_4,        N::NUMBER_UNORM, A,  0),
        ("R16G16B16A16_FLOAT XYZW", C::COLOR_16_16_16_16,   N::NUMBER_FLOAT, S,  0),
        ("R32G32B32A32_UINT XYZW", C::COLOR_32_32_32_32,    N::NUMBER_UINT,  S,  0),
        // Depth-stencil formats have no alpha select (`_`).
        ("Z24X8_UNORM X___",       C::COLOR_8_24,           N::NUMBER_UNORM, S,  0),
        ("X8Z24_UNORM Y___",       C::COLOR_24_8,           N::NUMBER_UNORM, R,  0),
        ("Z32_FLOAT_S8X24_UINT XY__", C::COLOR_X24_8_32_FLOAT, N::NUMBER_FLOAT, S, 0),
    ];
    let tiling = Ps4TileMode::Thin1dThin.index(); // entry 13
    for &(name, format, number_type, order, force) in rows {
        let encoding = ColorTargetFormat {
            format,
            number_type,
            order,
        };
        let s = ColorSurface::from_encoding(encoding, tiling, 64, 64);
        let t = ColorTarget::setup(&Config::PS4, Slot::S0, &s).unwrap();
        let mut words = [0u32; 64];
        let mut cb = CommandBuffer::new(&mut words);
        t.emit(&mut cb).unwrap();
        // Only ATTRIB is this test's subject: the other registers are dropped.
        let mut regs = apply(&parse(cb.as_slice()));
        regs.retain(|&(_, offset), _| offset == 0x31D);
        #[rustfmt::skip]
        let golden: Golden = &[("CB_COLOR0_ATTRIB", CTX, 0x31D, &[
            ("TILE_MODE_INDEX", 0, 5, 13), ("FMASK_TILE_MODE_INDEX", 5, 5, 13),
            ("FORCE_DST_ALPHA_1", 17, 1, force),
        ])];
        assert_eq!(compare(&regs, golden), 0, "{name}");
        assert_eq!(
            gcn::blocks::color_target::force_dst_alpha_1(encoding),
            force == 1,
            "{name}"
        );
    }

    // R8G8B8X8 (XYZ1) is stored as R8G8B8A8: Mesa sets the bit (its alpha
    // select is 1). The encoding alone cannot show it; the surface made from
    // the format does, and the setter turns it on and off.
    let rgbx = ColorTargetFormat {
        format: C::COLOR_8_8_8_8,
        number_type: N::NUMBER_UNORM,
        order: S,
    };
    let s = ColorSurface::from_encoding(rgbx, tiling, 64, 64);
    assert!(!s.force_dst_alpha_1);
    let t = ColorTarget::setup(&Config::PS4, Slot::S3, &s).unwrap();
    let x = ColorSurface::new(gcn::desc::DataFormat::R8G8B8X8_UNORM, tiling, 64, 64).unwrap();
    assert_eq!(x.format, rgbx);
    assert!(x.force_dst_alpha_1);
    let a = ColorSurface::new(gcn::desc::DataFormat::R8G8B8A8_UNORM, tiling, 64, 64).unwrap();
    assert!(!a.force_dst_alpha_1);
    assert_eq!(
        ColorTarget::setup(&Config::PS4, Slot::S3, &x).unwrap(),
        t.with_force_dst_alpha_1(true)
    );
    let forced = t.with_force_dst_alpha_1(true);
    let mut words = [0u32; 64];
    let mut cb = CommandBuffer::new(&mut words);
    forced.emit(&mut cb).unwrap();
    let regs = apply(&parse(cb.as_slice()));
    let mut attrib = regs.clone();
    attrib.retain(|&(_, offset), _| offset == 0x31D + 3 * 0xF);
    #[rustfmt::skip]
    let golden: Golden = &[("CB_COLOR3_ATTRIB", CTX, 0x31D + 3 * 0xF, &[
        ("TILE_MODE_INDEX", 0, 5, 13), ("FMASK_TILE_MODE_INDEX", 5, 5, 13),
        ("FORCE_DST_ALPHA_1", 17, 1, 1),
    ])];
    assert_eq!(compare(&attrib, golden), 0);
    let src = |s: Space, o: u16| regs.get(&(s, o)).copied();
    assert_eq!(ColorTarget::decode(Slot::S3, &src).unwrap(), forced);
    // And back off.
    assert_eq!(forced.with_force_dst_alpha_1(false), t);
}
