//! gfx8 DCC fast clears: the clear-code table written from radeonsi's
//! `gfx8_get_dcc_clear_parameters` (`si_clear.c`), with PAL's gfx6
//! `Gfx6Dcc::GetFastClearCode` as a second reading; the emitted stream of
//! `passes::dcc_fast_clear` in whole dwords against the PM4 layouts and the
//! spec's register fields; the pass radeonsi runs before a read.

use gcn::blocks::Error;
use gcn::blocks::clear_value::{ClearColor, DccClearCode, dcc_clear_code};
use gcn::desc::{ChannelOrder, ColorTargetFormat};
use gcn::regs::{ColorFormat, SurfaceNumber, SurfaceSwap};

use ColorFormat as F;
use SurfaceNumber as N;
use SurfaceSwap as S;

/// What the table expects: a code byte, or no DCC fast clear at all.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Want {
    Code(u8),
    Refused,
}
use Want::{Code, Refused};

const fn f(c: [f32; 4]) -> ClearColor {
    ClearColor::Float(c)
}
const fn u(c: [u32; 4]) -> ClearColor {
    ClearColor::Uint(c)
}
const fn i(c: [i32; 4]) -> ClearColor {
    ClearColor::Sint(c)
}

/// Each row worked by hand through radeonsi's rules:
/// - the "alpha" component is none for three components, else the last
///   when `ALPHA_IS_ON_MSB` (one component: `SWAP_ALT_REV`; more: not
///   `SWAP_STD_REV` / `SWAP_ALT_REV`), else the first; a format without
///   alpha takes alpha = colour, one without colour colour = alpha;
/// - a channel is 0 / 1 for float 0.0 / 1.0 (unorm, snorm, sRGB, float),
///   for an integer 0 / at least its largest value (unsigned 2^w - 1,
///   signed 2^(w-1) - 1); anything else, or colour channels that differ,
///   is `0x20` (reg);
/// - codes: colour/alpha 0/0 `0x00`, 0/1 `0x40`, 1/0 `0x80`, 1/1 `0xC0`;
/// - a non-plain layout (R11G11B10_FLOAT = COLOR_10_11_11) is always reg;
/// - 128 bits: refused when R, G, B differ ("128-bit fast clear with
///   different R,G,B values is unsupported").
#[rustfmt::skip]
const TABLE: &[(ColorFormat, SurfaceNumber, SurfaceSwap, ClearColor, Want)] = &[
    // R8G8B8A8_UNORM: alpha on MSB (component 3 = A).
    (F::COLOR_8_8_8_8, N::NUMBER_UNORM, S::SWAP_STD, f([0.0, 0.0, 0.0, 0.0]), Code(0x00)),
    (F::COLOR_8_8_8_8, N::NUMBER_UNORM, S::SWAP_STD, f([0.0, 0.0, 0.0, 1.0]), Code(0x40)),
    (F::COLOR_8_8_8_8, N::NUMBER_UNORM, S::SWAP_STD, f([1.0, 1.0, 1.0, 0.0]), Code(0x80)),
    (F::COLOR_8_8_8_8, N::NUMBER_UNORM, S::SWAP_STD, f([1.0, 1.0, 1.0, 1.0]), Code(0xC0)),
    (F::COLOR_8_8_8_8, N::NUMBER_UNORM, S::SWAP_STD, f([1.0, 0.0, 0.0, 1.0]), Code(0x20)), // colours differ
    (F::COLOR_8_8_8_8, N::NUMBER_UNORM, S::SWAP_STD, f([0.5, 0.5, 0.5, 1.0]), Code(0x20)), // not 0 or 1
    (F::COLOR_8_8_8_8, N::NUMBER_UNORM, S::SWAP_STD, f([0.0, 0.0, 0.0, 0.5]), Code(0x20)),
    (F::COLOR_8_8_8_8, N::NUMBER_UNORM, S::SWAP_STD, f([2.0, 2.0, 2.0, 1.0]), Code(0x20)), // radeonsi compares the float, not the clamp
    (F::COLOR_8_8_8_8, N::NUMBER_UNORM, S::SWAP_STD, f([-0.0, 0.0, 0.0, 1.0]), Code(0x40)), // -0.0 == 0.0
    // B8G8R8A8_UNORM (SWAP_ALT), A8B8G8R8 (SWAP_STD_REV), A8R8G8B8 (SWAP_ALT_REV): alpha is A whichever end it is on.
    (F::COLOR_8_8_8_8, N::NUMBER_UNORM, S::SWAP_ALT, f([0.0, 0.0, 0.0, 1.0]), Code(0x40)),
    (F::COLOR_8_8_8_8, N::NUMBER_UNORM, S::SWAP_ALT, f([1.0, 1.0, 1.0, 0.0]), Code(0x80)),
    (F::COLOR_8_8_8_8, N::NUMBER_UNORM, S::SWAP_STD_REV, f([0.0, 0.0, 0.0, 1.0]), Code(0x40)),
    (F::COLOR_8_8_8_8, N::NUMBER_UNORM, S::SWAP_STD_REV, f([1.0, 1.0, 1.0, 0.0]), Code(0x80)),
    (F::COLOR_8_8_8_8, N::NUMBER_UNORM, S::SWAP_ALT_REV, f([0.0, 0.0, 0.0, 1.0]), Code(0x40)),
    (F::COLOR_8_8_8_8, N::NUMBER_UNORM, S::SWAP_ALT_REV, f([1.0, 1.0, 1.0, 1.0]), Code(0xC0)),
    // sRGB and snorm: the same float comparisons; snorm -1 is not a code.
    (F::COLOR_8_8_8_8, N::NUMBER_SRGB, S::SWAP_STD, f([1.0, 1.0, 1.0, 0.0]), Code(0x80)),
    (F::COLOR_8_8_8_8, N::NUMBER_SNORM, S::SWAP_STD, f([1.0, 1.0, 1.0, 1.0]), Code(0xC0)),
    (F::COLOR_8_8_8_8, N::NUMBER_SNORM, S::SWAP_STD, f([-1.0, -1.0, -1.0, 1.0]), Code(0x20)),
    // Unsigned integers: 0, or at least 2^w - 1 (the clamp); 8-bit max 255.
    (F::COLOR_8_8_8_8, N::NUMBER_UINT, S::SWAP_STD, u([255, 255, 255, 255]), Code(0xC0)),
    (F::COLOR_8_8_8_8, N::NUMBER_UINT, S::SWAP_STD, u([1000, 256, 300, 0]), Code(0x80)),
    (F::COLOR_8_8_8_8, N::NUMBER_UINT, S::SWAP_STD, u([0, 0, 0, 255]), Code(0x40)),
    (F::COLOR_8_8_8_8, N::NUMBER_UINT, S::SWAP_STD, u([1, 1, 1, 1]), Code(0x20)),
    (F::COLOR_8_8_8_8, N::NUMBER_UINT, S::SWAP_STD, u([254, 254, 254, 254]), Code(0x20)),
    // Signed integers: 0, or at least 2^(w-1) - 1; negatives are not codes.
    (F::COLOR_8_8_8_8, N::NUMBER_SINT, S::SWAP_STD, i([127, 127, 127, 127]), Code(0xC0)),
    (F::COLOR_8_8_8_8, N::NUMBER_SINT, S::SWAP_STD, i([200, 128, 127, 0]), Code(0x80)),
    (F::COLOR_8_8_8_8, N::NUMBER_SINT, S::SWAP_STD, i([0, 0, 0, 127]), Code(0x40)),
    (F::COLOR_8_8_8_8, N::NUMBER_SINT, S::SWAP_STD, i([-1, -1, -1, -1]), Code(0x20)),
    (F::COLOR_8_8_8_8, N::NUMBER_SINT, S::SWAP_STD, i([126, 126, 126, 126]), Code(0x20)),
    // 10_10_10_2 integers: the 2-bit alpha's largest value is 3, the 10-bit colour's 1023.
    (F::COLOR_2_10_10_10, N::NUMBER_UINT, S::SWAP_STD, u([0, 0, 0, 3]), Code(0x40)),
    (F::COLOR_2_10_10_10, N::NUMBER_UINT, S::SWAP_STD, u([1023, 1023, 1023, 0]), Code(0x80)),
    (F::COLOR_2_10_10_10, N::NUMBER_UINT, S::SWAP_STD, u([1023, 1023, 1023, 2]), Code(0x20)),
    (F::COLOR_2_10_10_10, N::NUMBER_UINT, S::SWAP_STD, u([255, 255, 255, 3]), Code(0x20)),
    // 16-bit channels: float 1.0, unorm, and the integer maxima 65535 / 32767.
    (F::COLOR_16_16_16_16, N::NUMBER_FLOAT, S::SWAP_STD, f([1.0, 1.0, 1.0, 1.0]), Code(0xC0)),
    (F::COLOR_16_16_16_16, N::NUMBER_FLOAT, S::SWAP_STD, f([0.0, 0.0, 0.0, 1.0]), Code(0x40)),
    (F::COLOR_16_16_16_16, N::NUMBER_FLOAT, S::SWAP_STD, f([0.25, 0.25, 0.25, 1.0]), Code(0x20)),
    (F::COLOR_16_16_16_16, N::NUMBER_UNORM, S::SWAP_STD, f([1.0, 1.0, 1.0, 0.0]), Code(0x80)),
    (F::COLOR_16_16_16_16, N::NUMBER_UINT, S::SWAP_STD, u([65535, 65535, 65535, 0]), Code(0x80)),
    (F::COLOR_16_16_16_16, N::NUMBER_UINT, S::SWAP_STD, u([65534, 65534, 65534, 0]), Code(0x20)),
    (F::COLOR_16_16_16_16, N::NUMBER_SINT, S::SWAP_STD, i([0, 0, 0, 32767]), Code(0x40)),
    (F::COLOR_16_16_16_16, N::NUMBER_SINT, S::SWAP_STD, i([0, 0, 0, 32766]), Code(0x20)),
    // 32-bit channels: the integer maxima are 0xFFFFFFFF and 0x7FFFFFFF.
    (F::COLOR_32, N::NUMBER_UINT, S::SWAP_STD, u([u32::MAX, 0, 0, 0]), Code(0xC0)),
    (F::COLOR_32, N::NUMBER_UINT, S::SWAP_STD, u([u32::MAX - 1, 0, 0, 0]), Code(0x20)),
    (F::COLOR_32, N::NUMBER_SINT, S::SWAP_STD, i([i32::MAX, 0, 0, 0]), Code(0xC0)),
    (F::COLOR_32, N::NUMBER_SINT, S::SWAP_STD, i([i32::MIN, 0, 0, 0]), Code(0x20)),
    (F::COLOR_32, N::NUMBER_FLOAT, S::SWAP_STD, f([0.0, 1.0, 1.0, 1.0]), Code(0x00)),
    (F::COLOR_32_32, N::NUMBER_FLOAT, S::SWAP_STD, f([1.0, 0.0, 0.0, 0.0]), Code(0x80)),
    (F::COLOR_32_32, N::NUMBER_UINT, S::SWAP_STD, u([0, u32::MAX, 0, 0]), Code(0x40)),
    // One component: it is the alpha, and the colour follows it: 0000 or 1111 only.
    // R8 (SWAP_STD) stores red: green, blue and alpha are ignored.
    (F::COLOR_8, N::NUMBER_UNORM, S::SWAP_STD, f([1.0, 0.0, 0.0, 0.0]), Code(0xC0)),
    (F::COLOR_8, N::NUMBER_UNORM, S::SWAP_STD, f([0.0, 1.0, 1.0, 1.0]), Code(0x00)),
    (F::COLOR_8, N::NUMBER_UNORM, S::SWAP_STD, f([0.5, 0.0, 0.0, 0.0]), Code(0x20)),
    // A8 (SWAP_ALT_REV) stores alpha.
    (F::COLOR_8, N::NUMBER_UNORM, S::SWAP_ALT_REV, f([0.0, 0.0, 0.0, 1.0]), Code(0xC0)),
    (F::COLOR_8, N::NUMBER_UNORM, S::SWAP_ALT_REV, f([1.0, 1.0, 1.0, 0.0]), Code(0x00)),
    (F::COLOR_16, N::NUMBER_FLOAT, S::SWAP_STD, f([1.0, 0.0, 0.0, 0.0]), Code(0xC0)),
    (F::COLOR_16, N::NUMBER_SINT, S::SWAP_STD, i([32767, 0, 0, 0]), Code(0xC0)),
    // Two components: SWAP_STD (R, G) has alpha = G on the MSB; SWAP_STD_REV
    // (G, R) alpha = G on the LSB; SWAP_ALT (R, A) alpha = A; SWAP_ALT_REV (A, R) alpha = A.
    (F::COLOR_8_8, N::NUMBER_UNORM, S::SWAP_STD, f([1.0, 0.0, 0.0, 0.0]), Code(0x80)),
    (F::COLOR_8_8, N::NUMBER_UNORM, S::SWAP_STD, f([0.0, 1.0, 0.0, 0.0]), Code(0x40)),
    (F::COLOR_8_8, N::NUMBER_UNORM, S::SWAP_STD, f([1.0, 1.0, 0.0, 0.0]), Code(0xC0)),
    (F::COLOR_8_8, N::NUMBER_UNORM, S::SWAP_STD_REV, f([1.0, 0.0, 0.0, 0.0]), Code(0x80)),
    (F::COLOR_8_8, N::NUMBER_UNORM, S::SWAP_STD_REV, f([0.0, 1.0, 1.0, 0.0]), Code(0x40)),
    (F::COLOR_8_8, N::NUMBER_UNORM, S::SWAP_ALT, f([1.0, 0.0, 0.0, 0.0]), Code(0x80)),
    (F::COLOR_8_8, N::NUMBER_UNORM, S::SWAP_ALT, f([0.0, 1.0, 1.0, 0.0]), Code(0x00)),
    (F::COLOR_8_8, N::NUMBER_UNORM, S::SWAP_ALT_REV, f([0.0, 0.5, 0.5, 1.0]), Code(0x40)),
    (F::COLOR_16_16, N::NUMBER_FLOAT, S::SWAP_STD, f([1.0, 0.5, 0.0, 0.0]), Code(0x20)),
    // Three components (B5G6R5): no alpha, alpha = colour; the given alpha is ignored.
    (F::COLOR_5_6_5, N::NUMBER_UNORM, S::SWAP_STD_REV, f([1.0, 1.0, 1.0, 0.0]), Code(0xC0)),
    (F::COLOR_5_6_5, N::NUMBER_UNORM, S::SWAP_STD_REV, f([0.0, 0.0, 0.0, 1.0]), Code(0x00)),
    (F::COLOR_5_6_5, N::NUMBER_UNORM, S::SWAP_STD_REV, f([1.0, 0.0, 1.0, 1.0]), Code(0x20)),
    // Four small components: B5G5R5A1, B4G4R4A4.
    (F::COLOR_1_5_5_5, N::NUMBER_UNORM, S::SWAP_ALT, f([0.0, 0.0, 0.0, 1.0]), Code(0x40)),
    (F::COLOR_4_4_4_4, N::NUMBER_UNORM, S::SWAP_ALT, f([1.0, 1.0, 1.0, 1.0]), Code(0xC0)),
    (F::COLOR_2_10_10_10, N::NUMBER_UNORM, S::SWAP_STD, f([1.0, 1.0, 1.0, 0.0]), Code(0x80)),
    // R11G11B10_FLOAT is not a plain layout: always reg, even black.
    (F::COLOR_10_11_11, N::NUMBER_FLOAT, S::SWAP_STD, f([0.0, 0.0, 0.0, 0.0]), Code(0x20)),
    (F::COLOR_10_11_11, N::NUMBER_FLOAT, S::SWAP_STD, f([1.0, 1.0, 1.0, 1.0]), Code(0x20)),
    // 128 bits: R = G = B or no fast clear; then the usual rules on R and A.
    (F::COLOR_32_32_32_32, N::NUMBER_FLOAT, S::SWAP_STD, f([1.0, 1.0, 1.0, 1.0]), Code(0xC0)),
    (F::COLOR_32_32_32_32, N::NUMBER_FLOAT, S::SWAP_STD, f([0.0, 0.0, 0.0, 1.0]), Code(0x40)),
    (F::COLOR_32_32_32_32, N::NUMBER_FLOAT, S::SWAP_STD, f([0.5, 0.5, 0.5, 1.0]), Code(0x20)),
    (F::COLOR_32_32_32_32, N::NUMBER_FLOAT, S::SWAP_STD, f([1.0, 0.0, 1.0, 1.0]), Refused),
    (F::COLOR_32_32_32_32, N::NUMBER_FLOAT, S::SWAP_STD, f([0.0, -0.0, 0.0, 1.0]), Refused), // the bits differ
    (F::COLOR_32_32_32_32, N::NUMBER_UINT, S::SWAP_STD, u([7, 7, 7, 0]), Code(0x20)),
    (F::COLOR_32_32_32_32, N::NUMBER_SINT, S::SWAP_STD, i([0, 0, 0, i32::MAX]), Code(0x40)),
    // No fast clear of any kind: a colour of the wrong kind, depth-like and scaled encodings.
    (F::COLOR_8_8_8_8, N::NUMBER_UNORM, S::SWAP_STD, u([0, 0, 0, 0]), Refused),
    (F::COLOR_8_8_8_8, N::NUMBER_UINT, S::SWAP_STD, f([0.0, 0.0, 0.0, 0.0]), Refused),
    (F::COLOR_8_8_8_8, N::NUMBER_USCALED, S::SWAP_STD, f([0.0, 0.0, 0.0, 0.0]), Refused),
    (F::COLOR_8_24, N::NUMBER_UNORM, S::SWAP_STD, f([0.0, 0.0, 0.0, 0.0]), Refused),
    (F::COLOR_32_32_32_32, N::NUMBER_UNORM, S::SWAP_STD, f([0.0, 0.0, 0.0, 0.0]), Refused),
    (F::COLOR_32_32_32_32, N::NUMBER_FLOAT, S::SWAP_ALT, f([0.0, 0.0, 0.0, 0.0]), Refused),
    // No radeonsi format is COLOR_11_11_10: its code is not established.
    (F::COLOR_11_11_10, N::NUMBER_FLOAT, S::SWAP_STD, f([0.0, 0.0, 0.0, 0.0]), Refused),
];

fn target_format(
    format: ColorFormat,
    number: SurfaceNumber,
    swap: SurfaceSwap,
) -> ColorTargetFormat {
    ColorTargetFormat {
        format,
        number_type: number,
        order: ChannelOrder::from_comp_swap(swap),
    }
}

#[test]
fn dcc_clear_codes_follow_radeonsi() {
    let mut bad = Vec::new();
    for (n, &(format, number, swap, color, want)) in TABLE.iter().enumerate() {
        let got = match dcc_clear_code(target_format(format, number, swap), color) {
            Ok(c) => Code(c.code.byte()),
            Err(Error::NotFastClearable { .. }) => Refused,
            Err(e) => panic!("row {n}: unexpected error {e:?}"),
        };
        if got != want {
            bad.push(format!(
                "row {n} {format:?} {number:?} {swap:?} {color:?}: got {got:?}, want {want:?}"
            ));
        }
    }
    assert!(bad.is_empty(), "{}", bad.join("\n"));
}

#[test]
fn dcc_clear_code_bytes_and_flags() {
    // radeonsi's si_pipe.h: DCC_CODE(x) replicates the byte in each of the four.
    #[rustfmt::skip]
    let codes = [
        (DccClearCode::Clear0000, 0x00, 0x0000_0000, false),
        (DccClearCode::Clear0001, 0x40, 0x4040_4040, false),
        (DccClearCode::Clear1110, 0x80, 0x8080_8080, false),
        (DccClearCode::Clear1111, 0xC0, 0xC0C0_C0C0, false),
        (DccClearCode::Reg,       0x20, 0x2020_2020, true),
    ];
    for (code, byte, dword, eliminate) in codes {
        assert_eq!(
            (code.byte(), code.fill_dword(), code.needs_eliminate()),
            (byte, dword, eliminate)
        );
    }
}

#[test]
fn dcc_clear_words_are_returned_for_every_code() {
    // gfx8 before Raven2: the clear words must match the code, so they are always given.
    // B8G8R8A8 opaque white: bytes B, G, R, A = 0xFF each.
    let bgra = target_format(F::COLOR_8_8_8_8, N::NUMBER_UNORM, S::SWAP_ALT);
    let c = dcc_clear_code(bgra, f([1.0, 1.0, 1.0, 1.0])).unwrap();
    assert_eq!(
        (c.code, c.clear_words),
        (DccClearCode::Clear1111, [0xFFFF_FFFF, 0])
    );
    // B 0.5 -> 0x80, G 0.25 -> 0x40, R 0, A 0xFF.
    let c = dcc_clear_code(bgra, f([0.0, 0.25, 0.5, 1.0])).unwrap();
    assert_eq!(
        (c.code, c.clear_words),
        (DccClearCode::Reg, [0xFF00_4080, 0])
    );
    // R16G16B16A16_FLOAT 1.0 = 0x3C00 per channel across both words.
    let rgba16f = target_format(F::COLOR_16_16_16_16, N::NUMBER_FLOAT, S::SWAP_STD);
    let c = dcc_clear_code(rgba16f, f([1.0; 4])).unwrap();
    assert_eq!(c.clear_words, [0x3C00_3C00, 0x3C00_3C00]);
    // 128 bits: CLEAR_WORD0 = red, CLEAR_WORD1 = alpha (radeonsi's si_set_clear_color).
    let rgba32f = target_format(F::COLOR_32_32_32_32, N::NUMBER_FLOAT, S::SWAP_STD);
    let c = dcc_clear_code(rgba32f, f([0.5, 0.5, 0.5, 1.0])).unwrap();
    assert_eq!(c.clear_words, [0x3F00_0000, 0x3F80_0000]);
    let rgba32u = target_format(F::COLOR_32_32_32_32, N::NUMBER_SINT, S::SWAP_STD);
    let c = dcc_clear_code(rgba32u, i([-2, -2, -2, 5])).unwrap();
    assert_eq!(
        (c.code, c.clear_words),
        (DccClearCode::Reg, [0xFFFF_FFFE, 5])
    );
    // NaN and infinities are refused as for the CMASK clear.
    for x in [f32::NAN, f32::INFINITY] {
        assert!(matches!(
            dcc_clear_code(bgra, f([x, 0.0, 0.0, 1.0])),
            Err(Error::NotFinite { .. })
        ));
        assert!(matches!(
            dcc_clear_code(rgba32f, f([0.0, 0.0, 0.0, x])),
            Err(Error::NotFinite { .. })
        ));
    }
}
