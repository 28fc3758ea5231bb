//! Colour-target metadata: the packed fast-clear words against values
//! worked out by hand from the formats' bit layouts, CMASK and FMASK
//! fields against the spec's field layout, and bad input.

use crate::blocks_support::{Golden, apply, compare, parse};
use gcn::blocks::clear_value::{ClearColor, clear_words};
use gcn::blocks::color_target::{ChannelOrder, ColorSurface, ColorTarget};
use gcn::blocks::{Error, Slot};
use gcn::desc::{ColorTargetFormat, DataFormat};
use gcn::pm4::CommandBuffer;
use gcn::regs::{ColorFormat, Space, SurfaceNumber};
use gcn::tiling::Config;
use gcn::tiling::config::Ps4TileMode;
use gcn::tiling::meta::{FmaskInput, MetaInput, MetaTile, cmask_info, fmask_info};
use gcn::tiling::surface::{SurfaceFlags, SurfaceInput, surface_info};

const CTX: Space = Space::Context;

fn enc(format: ColorFormat, number_type: SurfaceNumber, order: ChannelOrder) -> ColorTargetFormat {
    ColorTargetFormat {
        format,
        number_type,
        order,
    }
}

#[test]
fn clear_words_pack_each_format_as_memory_holds_it() {
    use ChannelOrder::*;
    use ColorFormat as F;
    use SurfaceNumber as N;
    let f = ClearColor::Float;
    #[rustfmt::skip]
    let cases: &[(ColorTargetFormat, ClearColor, [u32; 2])] = &[
        // BGRA bytes: B 0, G 0.5*255 rounded 128, R 255, A 255.
        (enc(F::COLOR_8_8_8_8, N::NUMBER_UNORM, Alt), f([1.0, 0.5, 0.0, 1.0]), [0xFFFF_8000, 0]),
        // RGBA bytes, out-of-range channels clamped.
        (enc(F::COLOR_8_8_8_8, N::NUMBER_UNORM, Standard), f([2.0, -1.0, 0.2, 0.0]), [0x0033_00FF, 0]),
        // snorm: -1 -> 0x81, 1 -> 0x7F, 0.5*127 = 63.5 -> 64.
        (enc(F::COLOR_8_8_8_8, N::NUMBER_SNORM, Standard), f([-1.0, 1.0, 0.0, 0.5]), [0x4000_7F81, 0]),
        // sRGB of linear 0.5, 0.2, 0.01 is 188, 124, 25; alpha stays linear.
        (enc(F::COLOR_8_8_8_8, N::NUMBER_SRGB, Standard), f([0.5, 0.2, 0.01, 1.0]), [0xFF19_7CBC, 0]),
        // FP16 1.0 0x3C00, 0.5 0x3800, -2.0 0xC000, 0.
        (enc(F::COLOR_16_16_16_16, N::NUMBER_FLOAT, Standard), f([1.0, 0.5, -2.0, 0.0]), [0x3800_3C00, 0x0000_C000]),
        // R11G11B10: 1.0 = 0x3C0, 2.0 = 0x400 (11-bit), 0.5 = 0x1C0 (10-bit).
        (enc(F::COLOR_10_11_11, N::NUMBER_FLOAT, Standard), f([1.0, 2.0, 0.5, 0.0]), [0x7020_03C0, 0]),
        // 32-bit float: the IEEE bits.
        (enc(F::COLOR_32, N::NUMBER_FLOAT, Standard), f([0.25, 0.0, 0.0, 0.0]), [0x3E80_0000, 0]),
        // 64-bit integers: one channel per word.
        (enc(F::COLOR_32_32, N::NUMBER_UINT, Standard), ClearColor::Uint([7, u32::MAX, 0, 0]), [7, 0xFFFF_FFFF]),
        // Signed 8-bit, clamped to -128.
        (enc(F::COLOR_8_8, N::NUMBER_SINT, Standard), ClearColor::Sint([-200, 100, 0, 0]), [0x6480, 0]),
        // 5_6_5 with the reversed order: blue in the low 5 bits.
        (enc(F::COLOR_5_6_5, N::NUMBER_UNORM, Reversed), f([1.0, 0.0, 0.0, 0.0]), [0xF800, 0]),
        // 2_10_10_10: red low, alpha in the top 2 bits.
        (enc(F::COLOR_2_10_10_10, N::NUMBER_UNORM, Standard), f([1.0, 0.0, 0.0, 1.0]), [0xC000_03FF, 0]),
        // One-component formats in the alpha slot (ALT_REV) take alpha.
        (enc(F::COLOR_8, N::NUMBER_UNORM, AltReversed), f([0.0, 0.0, 0.0, 1.0]), [0xFF, 0]),
        // 32-bit unsigned integer.
        (enc(F::COLOR_32, N::NUMBER_UINT, Standard), ClearColor::Uint([5, 0, 0, 0]), [5, 0]),
    ];
    for (i, (format, color, want)) in cases.iter().enumerate() {
        assert_eq!(
            clear_words(*format, *color),
            Ok(*want),
            "case {i}: {format:?}"
        );
    }
}

/// Finite channels beyond the largest finite unsigned 11-bit (65024) or
/// 10-bit (64512) float take that value, not infinity: Mesa's
/// `f32_to_uf11` / `f32_to_uf10` (`src/util/format_r11g11b10f.h`, after the
/// `GL_EXT_packed_float` rule they quote), through `float3_to_r11g11b10f`,
/// which both of Mesa's gfx6-8 drivers pack the clear colour with:
/// radeonsi's `si_set_clear_color` (`util_pack_color_union`, the
/// R11G11B10 pack function of `u_format_other.c`) and RADV's
/// `radv_format_pack_clear_color`. `UF11(30, 63)` = 0x7BF,
/// `UF10(30, 31)` = 0x3DF.
#[test]
fn clear_words_clamp_packed_floats_to_the_largest_finite_value() {
    let format = enc(
        ColorFormat::COLOR_10_11_11,
        SurfaceNumber::NUMBER_FLOAT,
        ChannelOrder::Standard,
    );
    let max = 0x7BF | 0x7BF << 11 | 0x3DF << 22;
    assert_eq!(max, 0xF7FD_FFBF);
    for rgb in [
        // Far above; 65280, halfway between 65024 and 2^16, would round to
        // infinity; 1e9 in the 10-bit channel.
        [70000.0, 65280.0, 1.0e9],
        // The largest values themselves, 65000 rounding up to 65024, and
        // 65100, above 10 bits' 64512.
        [65024.0, 65000.0, 65100.0],
    ] {
        let [r, g, b] = rgb;
        assert_eq!(
            clear_words(format, ClearColor::Float([r, g, b, 0.0])),
            Ok([max, 0]),
            "{rgb:?}"
        );
    }
}

/// 16-bit float channels are packed rounded toward zero, as both of Mesa's
/// gfx6-8 drivers pack a clear colour with `_mesa_float_to_float16_rtz`
/// (`src/util/half_float.h`): RADV's `radv_format_pack_clear_color` for
/// 16-bit float channels, and radeonsi's `si_set_clear_color` through
/// `util_pack_color_union` and the pack functions `u_format_pack.py`
/// generates, which convert every 16-bit float channel with it. (The CB
/// writes float formats with `ROUND_MODE = ROUND_TRUNCATE` too.) So 0.7
/// (mantissa 409.6 units) is 0x3999, not 0x399A; 1e-5 (167.77 × 2^-24) the
/// subnormal 0xA7, not 0xA8; and finite values beyond 65504 take 65504
/// (0x7BFF, 0xFBFF negative), not infinity.
#[test]
fn clear_words_truncate_half_floats() {
    let half =
        |format: ColorFormat| enc(format, SurfaceNumber::NUMBER_FLOAT, ChannelOrder::Standard);
    assert_eq!(
        clear_words(
            half(ColorFormat::COLOR_16_16_16_16),
            ClearColor::Float([0.7, -0.7, 70000.0, -1.0e6])
        ),
        Ok([0xB999_3999, 0xFBFF_7BFF])
    );
    assert_eq!(
        clear_words(
            half(ColorFormat::COLOR_16),
            ClearColor::Float([1.0e-5, 0.0, 0.0, 0.0])
        ),
        Ok([0x00A7, 0])
    );
    // Exact values are unchanged: 1.0, 0.5, -2.0, 65504.
    assert_eq!(
        clear_words(
            half(ColorFormat::COLOR_16_16_16_16),
            ClearColor::Float([1.0, 0.5, -2.0, 65504.0])
        ),
        Ok([0x3800_3C00, 0x7BFF_C000])
    );
}

#[test]
fn clear_words_refuse_what_cannot_fast_clear() {
    use ChannelOrder::Standard;
    use ColorFormat as F;
    use SurfaceNumber as N;
    let f = ClearColor::Float([1.0; 4]);
    for format in [
        enc(F::COLOR_32_32_32_32, N::NUMBER_FLOAT, Standard),
        enc(F::COLOR_8_24, N::NUMBER_UNORM, Standard),
        enc(F::COLOR_8_8_8_8, N::NUMBER_USCALED, Standard),
        enc(F::COLOR_32, N::NUMBER_UINT, Standard),
        enc(F::COLOR_16, N::NUMBER_SRGB, Standard),
    ] {
        assert_eq!(
            clear_words(format, f),
            Err(Error::NotFastClearable { format })
        );
    }
    let uint = enc(F::COLOR_8_8_8_8, N::NUMBER_UNORM, Standard);
    assert_eq!(
        clear_words(uint, ClearColor::Uint([1; 4])),
        Err(Error::NotFastClearable { format: uint })
    );
    assert_eq!(
        clear_words(uint, ClearColor::Float([f32::NAN, 0.0, 0.0, 0.0])),
        Err(Error::NotFinite {
            what: "clear colour"
        })
    );
}

/// The 1920x1080 B8G8R8A8 display target of tile mode 10 with its tiling layout.
fn display() -> (ColorSurface, gcn::tiling::surface::SurfaceInfo) {
    let input = SurfaceInput::new(Ps4TileMode::Display2dThin.index(), 32, 1920, 1080)
        .with_flags(SurfaceFlags::new().with_color(true).with_display(true));
    let info = surface_info(&Config::PS4, &input).unwrap();
    let s =
        ColorSurface::from_surface_info(DataFormat::B8G8R8A8_UNORM, 1920, 1080, &info, 0x0010_0000)
            .unwrap();
    (s, info)
}

#[test]
fn cmask_and_clear_words_match_the_spec() {
    let (s, info) = display();
    let tile = MetaTile::Index(info.tile_index, info.macro_mode_index);
    let cmask = cmask_info(&Config::PS4, &MetaInput::new(1920, 1088, 1, tile)).unwrap();
    let t = ColorTarget::setup(&Config::PS4, Slot::S0, &s)
        .unwrap()
        .with_cmask(&cmask, 0x0080_0000)
        .unwrap()
        .with_clear_color(ClearColor::Float([1.0, 0.5, 0.0, 1.0]))
        .unwrap();
    let mut words = [0u32; 64];
    let mut cb = CommandBuffer::new(&mut words);
    t.emit(&mut cb).unwrap();
    let regs = apply(&parse(cb.as_slice()));
    #[rustfmt::skip]
    let golden: Golden = &[
        // The surface: 0x10_0000 >> 8; a 1920-pixel pitch is 240 tiles of 8
        // (TILE_MAX 239), a 1920x1088 slice 32640 tiles of 8x8. Without
        // FMASK its fields repeat the surface's (Mesa's ac_set_mutable_cb_surface_fields:
        // FMASK_TILE_MAX, FMASK_TILE_MODE_INDEX and FMASK_SLICE "must be set
        // for fast clear to work without FMASK"; CB_COLOR0_FMASK = the base).
        ("CB_COLOR0_BASE",        CTX, 0x318, &[("BASE_256B", 0, 32, 0x1000)]),
        ("CB_COLOR0_PITCH",       CTX, 0x319, &[("TILE_MAX", 0, 11, 239), ("FMASK_TILE_MAX", 20, 11, 239)]),
        ("CB_COLOR0_SLICE",       CTX, 0x31A, &[("TILE_MAX", 0, 22, 32639)]),
        ("CB_COLOR0_VIEW",        CTX, 0x31B, &[("SLICE_START", 0, 11, 0), ("SLICE_MAX", 13, 11, 0)]),
        ("CB_COLOR0_INFO", CTX, 0x31C, &[
            ("FORMAT", 2, 5, 10), ("COMP_SWAP", 11, 2, 1), ("FAST_CLEAR", 13, 1, 1),
            ("COMPRESSION", 14, 1, 0), ("BLEND_CLAMP", 15, 1, 1), ("SIMPLE_FLOAT", 17, 1, 1),
        ]),
        ("CB_COLOR0_ATTRIB",      CTX, 0x31D, &[("TILE_MODE_INDEX", 0, 5, 10), ("FMASK_TILE_MODE_INDEX", 5, 5, 10)]),
        ("CB_COLOR0_CMASK",       CTX, 0x31F, &[("BASE_256B", 0, 32, 0x8000)]),
        // CMASK of 8 pipes in 512x256 cache lines: 2048 x 1280 pixels, 2048*1280/128^2 - 1.
        ("CB_COLOR0_CMASK_SLICE", CTX, 0x320, &[("TILE_MAX", 0, 14, 159)]),
        ("CB_COLOR0_FMASK",       CTX, 0x321, &[("BASE_256B", 0, 32, 0x1000)]),
        ("CB_COLOR0_FMASK_SLICE", CTX, 0x322, &[("TILE_MAX", 0, 22, 32639)]),
        ("CB_COLOR0_CLEAR_WORD0", CTX, 0x323, &[("CLEAR_WORD0", 0, 32, 0xFFFF_8000)]),
        ("CB_COLOR0_CLEAR_WORD1", CTX, 0x324, &[("CLEAR_WORD1", 0, 32, 0)]),
    ];
    assert_eq!(compare(&regs, golden), 0);
}

fn fmask_input(tile_mode: gcn::tiling::config::TileMode, pitch: u32, height: u32) -> FmaskInput {
    FmaskInput {
        tile_mode,
        pitch_px: pitch,
        height_px: height,
        num_slices: 1,
        num_samples: 4,
        num_frags: 4,
        resolved: false,
        tile_index: None,
    }
}

#[test]
fn fmask_of_a_4x_target_matches_the_spec() {
    let input = SurfaceInput::new(Ps4TileMode::Thin2dThin.index(), 32, 256, 256)
        .with_samples(4, 4)
        .with_flags(SurfaceFlags::new().with_color(true));
    let info = surface_info(&Config::PS4, &input).unwrap();
    let s =
        ColorSurface::from_surface_info(DataFormat::R8G8B8A8_UNORM, 256, 256, &info, 0x0010_0000)
            .unwrap();
    let fin = fmask_input(info.tile_mode, info.pitch_elems, info.height_elems);
    let fmask = fmask_info(&Config::PS4, &fin).unwrap();
    let t = ColorTarget::setup(&Config::PS4, Slot::S1, &s).unwrap();
    let t = t.with_fmask(&fmask, 0x0040_0000).unwrap();
    // FMASK compression needs a CMASK (Mesa's ac_compute_cmask gives every
    // surface with FMASK one): without it the target is refused, nothing written.
    let mut words = [0u32; 64];
    let mut cb = CommandBuffer::new(&mut words);
    assert_eq!(t.emit(&mut cb), Err(Error::FmaskWithoutCmask { slot: 1 }));
    assert!(cb.is_empty());
    let tile = MetaTile::Index(info.tile_index, info.macro_mode_index);
    let cmask = cmask_info(&Config::PS4, &MetaInput::new(256, 256, 1, tile)).unwrap();
    let t = t.with_cmask(&cmask, 0x0080_0000).unwrap();
    t.emit(&mut cb).unwrap();
    let regs = apply(&parse(cb.as_slice()));
    // The numbers below are written out, not taken from `surface_info` or
    // `fmask_info`: a 256-pixel pitch is 32 tiles of 8 (TILE_MAX 31). AMD's
    // addrlib pads the FMASK of 4 samples / 4 fragments on table entry 14 to
    // a 256-pixel pitch and 128-row height alignment (the vectors in
    // `tests/data/tiling/fmask.jsonl`), so this 256×256 one stays 256×256:
    // FMASK_TILE_MAX 31 and a slice of 256·256/64 = 1024 tiles.
    assert_eq!((fmask.pitch_elems, fmask.height_elems), (256, 256));
    // Slot 1 registers are 15 dwords after slot 0's.
    #[rustfmt::skip]
    let golden: Golden = &[
        ("CB_COLOR1_BASE",  CTX, 0x327, &[("BASE_256B", 0, 32, 0x1000)]), // 0x10_0000 >> 8
        ("CB_COLOR1_PITCH", CTX, 0x328, &[("TILE_MAX", 0, 11, 31), ("FMASK_TILE_MAX", 20, 11, 31)]),
        // 256 * 256 / 64 - 1.
        ("CB_COLOR1_SLICE", CTX, 0x329, &[("TILE_MAX", 0, 22, 1023)]),
        ("CB_COLOR1_VIEW",  CTX, 0x32A, &[("SLICE_START", 0, 11, 0), ("SLICE_MAX", 13, 11, 0)]),
        ("CB_COLOR1_INFO", CTX, 0x32B, &[
            ("FORMAT", 2, 5, 10), ("FAST_CLEAR", 13, 1, 1), ("COMPRESSION", 14, 1, 1),
            ("BLEND_CLAMP", 15, 1, 1), ("SIMPLE_FLOAT", 17, 1, 1),
        ]),
        // CI lays the FMASK of a 2D thin surface out with table entry 14.
        ("CB_COLOR1_ATTRIB", CTX, 0x32C, &[
            ("TILE_MODE_INDEX", 0, 5, Ps4TileMode::Thin2dThin.index().bits() as u32),
            ("FMASK_TILE_MODE_INDEX", 5, 5, 14), ("NUM_SAMPLES", 12, 3, 2), ("NUM_FRAGMENTS", 15, 2, 2),
        ]),
        // AMD's addrlib (ComputeCmaskInfo) with 8 pipes: 256x256 pads to a
        // CMASK cache line of 512x256 pixels, 1024 bytes, then grows to
        // 512x512 for a slice of whole 2048-byte base alignments:
        // 512*512/(128*128) - 1 = 15.
        ("CB_COLOR1_CMASK",       CTX, 0x32E, &[("BASE_256B", 0, 32, 0x8000)]),
        ("CB_COLOR1_CMASK_SLICE", CTX, 0x32F, &[("TILE_MAX", 0, 14, 15)]),
        ("CB_COLOR1_FMASK",       CTX, 0x330, &[("BASE_256B", 0, 32, 0x4000)]),
        ("CB_COLOR1_FMASK_SLICE", CTX, 0x331, &[("TILE_MAX", 0, 22, 1023)]),
        ("CB_COLOR1_CLEAR_WORD0", CTX, 0x332, &[("CLEAR_WORD0", 0, 32, 0)]),
        ("CB_COLOR1_CLEAR_WORD1", CTX, 0x333, &[("CLEAR_WORD1", 0, 32, 0)]),
    ];
    assert_eq!(compare(&regs, golden), 0);
}

/// A decoded slot counts as having a CMASK when `INFO.FAST_CLEAR` is set or
/// `CB_COLORn_CMASK` is not 0 (PAL can leave `FAST_CLEAR` clear on a view
/// with CMASK and FMASK); with neither, FMASK compression is refused.
#[test]
fn decoded_fmask_needs_fast_clear_or_a_cmask_base() {
    // CB_COLOR0_INFO: COLOR_8_8_8_8 (FORMAT 10 at 2..6), COMPRESSION (14),
    // FAST_CLEAR (13) as given; ATTRIB: 4 samples (NUM_SAMPLES 2 at 12..14).
    let decode = |fast_clear: bool, cmask: u32| {
        let info = (10 << 2) | (1 << 14) | (u32::from(fast_clear) << 13);
        let src = move |space: Space, offset: u16| match (space, offset) {
            (Space::Context, 0x31C) => Some(info),
            (Space::Context, 0x31D) => Some(2 << 12),
            (Space::Context, 0x31F) => Some(cmask),
            (Space::Context, 0x318..=0x324) => Some(0),
            _ => None,
        };
        ColorTarget::decode(Slot::S0, &src).unwrap()
    };
    assert_eq!(decode(true, 0).validate(), Ok(()));
    assert_eq!(decode(false, 0x8000).validate(), Ok(()));
    assert_eq!(
        decode(false, 0).validate(),
        Err(Error::FmaskWithoutCmask { slot: 0 })
    );
}

#[test]
fn metadata_refuses_bad_input() {
    let (s, info) = display();
    let tile = MetaTile::Index(info.tile_index, info.macro_mode_index);
    let cmask = cmask_info(&Config::PS4, &MetaInput::new(1920, 1088, 1, tile)).unwrap();
    let t = ColorTarget::setup(&Config::PS4, Slot::S0, &s).unwrap();
    assert!(matches!(
        t.with_cmask(&cmask, 0x0080_0010),
        Err(Error::Address(_))
    ));
    assert!(matches!(
        t.with_cmask(&cmask, 0x0080_0100),
        Err(Error::MetadataMismatch { .. })
    ));
    let mut big = cmask;
    big.block_max = 0x4000;
    assert!(matches!(
        t.with_cmask(&big, 0x0080_0000),
        Err(Error::MetadataMismatch { .. })
    ));
    assert!(matches!(
        ColorTarget::new(Slot::S0).with_cmask(&cmask, 0x0080_0000),
        Err(Error::MetadataMismatch { .. })
    ));
    // FMASK on a single-sample target.
    let fin = fmask_input(info.tile_mode, 1920, 1088);
    let fmask = fmask_info(&Config::PS4, &fin).unwrap();
    assert!(matches!(
        t.with_fmask(&fmask, 0x0100_0000),
        Err(Error::MetadataMismatch { .. })
    ));
    // A 128-bit target cannot take a clear colour.
    let wide = ColorSurface::new(
        DataFormat::R32G32B32A32_FLOAT,
        Ps4TileMode::Thin1dThin.index(),
        64,
        64,
    )
    .unwrap();
    let wide = ColorTarget::setup(&Config::PS4, Slot::S0, &wide).unwrap();
    assert!(matches!(
        wide.with_clear_color(ClearColor::Float([0.0; 4])),
        Err(Error::NotFastClearable { .. })
    ));
}
