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

pub(crate) mod pass {
    use crate::blocks_support::{Golden, apply, compare, parse};
    use crate::color_dcc::{format_of, polaris, polaris_at};
    use crate::spec_json::{packet_field, packet_header, pm4_enum};
    use gcn::blocks::clear_value::{ClearColor, DccClearCode};
    use gcn::blocks::{Error, Slot};
    use gcn::desc::DataFormat;
    use gcn::passes::{
        ClearKind, ClearMask, ClearShaders, ColorClear, DccKeys, DccReader, DccResolve,
        RestoreState, SizedTarget, clear, dcc_fast_clear, resolve_dcc_clear,
    };
    use gcn::pm4::CommandBuffer;
    use gcn::regs::{Gfx, Space};
    use gcn::shader::builtin::{ColorExport, clear_ps_for, rect_vs_for};
    use gcn::tiling::meta::{CmaskInfo, DccInfo, MetaInput, MetaTile, cmask_info, fmask_info};
    use gcn::tiling::surface::{FmaskInput, SurfaceFlags, SurfaceInput, surface_info};
    use gcn::tiling::{Config, TileIndex};

    const CTX: Space = Space::Context;
    const DCC: u64 = 0x0200_0000;
    const CMASK: u64 = 0x0300_0000;

    /// radeonsi's gfx6-gfx8 CB flush before a metadata fill: EVENT_WRITE
    /// FLUSH_AND_INV_CB_META (type 3, IT_EVENT_WRITE 0x46, one body dword:
    /// EVENT_TYPE 0x2C | EVENT_INDEX 0 ... written as 0x2E by the CB sync),
    /// then ACQUIRE_MEM (0x58, 6 body dwords) over all memory with
    /// CB_ACTION_ENA (25) and CB0..7_DEST_BASE_ENA (6..13), COHER_SIZE
    /// 0xFFFFFFFF, COHER_SIZE_HI 0xFF, base 0, POLL_INTERVAL 10.
    #[rustfmt::skip]
    const CB_SYNC: [u32; 9] = [
        0xC000_4600, 0x0000_002E,
        0xC005_5800, 0x0200_3FC0, 0xFFFF_FFFF, 0xFF, 0, 0, 10,
    ];

    /// A DMA_DATA fill of `bytes` at `address` with `value` and the
    /// ACQUIRE_MEM of the range for the CB: DMA_DATA (0x50, 6 body dwords),
    /// CP_SYNC (31) | SRC_SEL DATA (2 at 29..30), DST_SEL DST_ADDR, the data
    /// dword and 0, DST_ADDR lo/hi, BYTE_COUNT; ACQUIRE_MEM with
    /// CB_ACTION_ENA only, COHER_SIZE in 256-byte units, COHER_BASE address
    /// >> 8, POLL_INTERVAL 10.
    #[rustfmt::skip]
    fn fill(address: u64, bytes: u32, value: u32) -> [u32; 14] {
        [
            0xC005_5000, 0xC000_0000, value, 0, address as u32, (address >> 32) as u32, bytes,
            0xC005_5800, 0x0200_0000, bytes.div_ceil(256), 0, (address >> 8) as u32, 0, 10,
        ]
    }

    /// The 1920x1080 B8G8R8A8 target on Polaris10's entry 14 with DCC at
    /// [`DCC`], and its key layout.
    fn display(slot: Slot) -> (SizedTarget, DccInfo) {
        let (s, t, dcc) = polaris_at(14, slot, DataFormat::B8G8R8A8_UNORM, 32, 1, (1920, 1080));
        (SizedTarget::of(t.with_dcc(&dcc, DCC).unwrap(), &s), dcc)
    }

    /// Compares the registers `words` writes (one 14-register run) with
    /// those of [`display`] bound at slot 0 with the clear word `word0`: the
    /// spec fields of a gfx8 slot (`CB_COLOR0_DCC_CONTROL` 0x31E,
    /// `CB_COLOR0_DCC_BASE` 0x325, `INFO.DCC_ENABLE` 28) as color_dcc.rs
    /// works them out for this surface.
    fn check_display_regs(words: &[u32], word0: u32) {
        let packets = parse(words);
        assert_eq!(
            (packets.len(), packets[0].offset, packets[0].values.len()),
            (1, 0x318, 14)
        );
        let (pitch_max, slice_max) = (255, 36863); // 2048 / 8 - 1, 2048 * 1152 / 64 - 1
        let word0 = [("CLEAR_WORD0", 0, 32, word0)];
        #[rustfmt::skip]
        let golden: Golden = &[
            ("CB_COLOR0_BASE",        CTX, 0x318, &[("BASE_256B", 0, 32, 0x1_0000)]),
            ("CB_COLOR0_PITCH",       CTX, 0x319, &[("TILE_MAX", 0, 11, pitch_max), ("FMASK_TILE_MAX", 20, 11, pitch_max)]),
            ("CB_COLOR0_SLICE",       CTX, 0x31A, &[("TILE_MAX", 0, 22, slice_max)]),
            ("CB_COLOR0_VIEW",        CTX, 0x31B, &[]),
            ("CB_COLOR0_INFO",        CTX, 0x31C, &[
                ("FORMAT", 2, 5, 10), ("COMP_SWAP", 11, 2, 1), ("BLEND_CLAMP", 15, 1, 1),
                ("SIMPLE_FLOAT", 17, 1, 1), ("DCC_ENABLE", 28, 1, 1),
            ]),
            ("CB_COLOR0_ATTRIB",      CTX, 0x31D, &[("TILE_MODE_INDEX", 0, 5, 14), ("FMASK_TILE_MODE_INDEX", 5, 5, 14)]),
            ("CB_COLOR0_DCC_CONTROL", CTX, 0x31E, &[("MAX_UNCOMPRESSED_BLOCK_SIZE", 2, 2, 2), ("INDEPENDENT_64B_BLOCKS", 9, 1, 1)]),
            ("CB_COLOR0_CMASK",       CTX, 0x31F, &[]),
            ("CB_COLOR0_CMASK_SLICE", CTX, 0x320, &[]),
            ("CB_COLOR0_FMASK",       CTX, 0x321, &[("BASE_256B", 0, 32, 0x1_0000)]),
            ("CB_COLOR0_FMASK_SLICE", CTX, 0x322, &[("TILE_MAX", 0, 22, slice_max)]),
            ("CB_COLOR0_CLEAR_WORD0", CTX, 0x323, &word0),
            ("CB_COLOR0_CLEAR_WORD1", CTX, 0x324, &[]),
            ("CB_COLOR0_DCC_BASE",    CTX, 0x325, &[("BASE_256B", 0, 32, 0x2_0000)]),
        ];
        assert_eq!(compare(&apply(&packets), golden), 0);
    }

    /// The hint after a 1920x1080 target: NOP header, 1920 | 1080 << 16.
    const HINT_1080P: [u32; 2] = [0xC000_1000, 0x0438_0780];

    #[test]
    fn dcc_fast_clear_dwords() {
        let (t, dcc) = display(Slot::S0);
        // AMD's addrlib (tests/data/tiling-gfx8-dcc/dcc.jsonl: entry 14, 32 bpp,
        // 1920x1080, one sample): dcc_fast_clear_size 36864 = all the keys.
        assert_eq!(dcc.dcc_fast_clear_size_bytes, 36864);
        // Opaque black: code 0001 = 0x40; B, G, R 0 and A 0xFF in the clear word.
        let cases = [
            (
                ClearColor::Float([0.0, 0.0, 0.0, 1.0]),
                0x4040_4040,
                0xFF00_0000,
                DccResolve::Nothing,
            ),
            (
                ClearColor::Float([1.0, 1.0, 1.0, 0.0]),
                0x8080_8080,
                0x00FF_FFFF,
                DccResolve::Nothing,
            ),
            // Not a code: 0x20, the clear words (B 0.5 -> 0x80, G 0.25 -> 0x40, R 0, A 0xFF).
            (
                ClearColor::Float([0.0, 0.25, 0.5, 1.0]),
                0x2020_2020,
                0xFF00_4080,
                DccResolve::FastClearEliminate,
            ),
        ];
        for (color, fill_dword, word0, resolve) in cases {
            let mut words = [0u32; 128];
            let mut cb = CommandBuffer::for_gfx(&mut words, Gfx::Gfx8);
            let cleared = dcc_fast_clear(&mut cb, &t, &dcc, None, color).unwrap();
            let out = cb.as_slice();
            assert_eq!(out[..9], CB_SYNC);
            assert_eq!(out[9..23], fill(DCC, 36864, fill_dword));
            check_display_regs(&out[23..39], word0);
            assert_eq!(out[39..], HINT_1080P);
            assert_eq!(cleared.clear.code.fill_dword(), fill_dword);
            assert_eq!(cleared.clear.clear_words, [word0, 0]);
            assert!(!cleared.cmask_cleared);
            assert!(!cleared.target.target.info().fast_clear());
            assert_eq!(cleared.pass_before(DccReader::Keys), resolve);
            assert_eq!(
                cleared.pass_before(DccReader::NoKeys),
                DccResolve::DccDecompress
            );
        }
    }

    /// The DMA_DATA of the key fill and the target's clear-word and DCC
    /// registers, built from the spec JSON alone (packet layout, enum
    /// values, register offsets) and compared with the stream.
    #[test]
    fn dcc_fill_matches_the_spec_json() {
        use serde_json::Value;
        let spec: Value = serde_json::from_str(include_str!("../data/gcn-registers.json")).unwrap();
        let num = |v: &Value| -> u32 {
            match v {
                Value::String(s) => u32::from_str_radix(s.trim_start_matches("0x"), 16).unwrap(),
                v => v.as_u64().unwrap() as u32,
            }
        };
        // DATA: the code 0x40 in every byte (radeonsi's DCC_CODE), over addrlib's fast-clear size.
        let want = spec_dma_fill(0x4040_4040, DCC, 36864);
        let (t, dcc) = display(Slot::S0);
        let mut words = [0u32; 128];
        let mut cb = CommandBuffer::for_gfx(&mut words, Gfx::Gfx8);
        dcc_fast_clear(
            &mut cb,
            &t,
            &dcc,
            None,
            ClearColor::Float([0.0, 0.0, 0.0, 1.0]),
        )
        .unwrap();
        let out = cb.as_slice();
        assert_eq!(out[9..16], want);
        // The registers at the spec's offsets: CLEAR_WORD0 and DCC_BASE of slot 0.
        let offset = |name: &str| -> u16 {
            let r = spec["registers"]
                .as_array()
                .unwrap()
                .iter()
                .find(|r| r["name"] == name)
                .unwrap();
            num(&r["dword_offset_in_space"]) as u16
        };
        let regs = apply(&parse(&out[23..39]));
        assert_eq!(regs[&(CTX, offset("CB_COLOR0_CLEAR_WORD0"))], 0xFF00_0000);
        assert_eq!(regs[&(CTX, offset("CB_COLOR0_CLEAR_WORD1"))], 0);
        assert_eq!(
            regs[&(CTX, offset("CB_COLOR0_DCC_BASE"))],
            (DCC >> 8) as u32
        );
    }

    /// The eliminate as fast_clear_eliminate_dwords (passes.rs) spells it
    /// out: blending off, masks 0xF, MODE 2 with ROP3 0xCC, depth off, a rect
    /// list of 3, FLUSH_AND_INV_CB_META, the defaults back.
    #[rustfmt::skip]
    const ELIMINATE: [u32; 41] = [
        0xC001_6900, 0x1E0, 0, 0xC001_6900, 0x08E, 0xF, 0xC001_6900, 0x08F, 0xF,
        0xC001_6900, 0x202, 0x00CC_0020, 0xC001_6900, 0x200, 0,
        0xC001_7900, 0x242, 17, 0xC001_2D00, 3, 2, 0xC000_4600, 0x2E,
        0xC001_6900, 0x1E0, 0, 0xC001_6900, 0x08E, 0xF, 0xC001_6900, 0x08F, 0xF,
        0xC001_6900, 0x202, 0x00CC_0010, 0xC001_6900, 0x200, 0, 0xC001_7900, 0x242, 4,
    ];

    #[test]
    fn resolve_after_a_dcc_clear_runs_the_pass_radeonsi_picks() {
        let (t, dcc) = display(Slot::S2);
        let mut words = [0u32; 256];
        let mut cb = CommandBuffer::for_gfx(&mut words, Gfx::Gfx8);
        let grey = dcc_fast_clear(
            &mut cb,
            &t,
            &dcc,
            None,
            ClearColor::Float([0.0, 0.25, 0.5, 1.0]),
        )
        .unwrap();
        let black = dcc_fast_clear(
            &mut cb,
            &t,
            &dcc,
            None,
            ClearColor::Float([0.0, 0.0, 0.0, 1.0]),
        )
        .unwrap();
        // Black: texture units read the code, nothing to run.
        let mut words = [0u32; 256];
        let mut cb = CommandBuffer::for_gfx(&mut words, Gfx::Gfx8);
        let r = resolve_dcc_clear(
            &mut cb,
            &black,
            DccReader::Keys,
            &[],
            &RestoreState::DEFAULT,
        );
        assert_eq!(r.unwrap(), DccResolve::Nothing);
        assert!(cb.is_empty());
        // The clear words: the target at slot 0 with its hint, then the eliminate.
        let r = resolve_dcc_clear(&mut cb, &grey, DccReader::Keys, &[], &RestoreState::DEFAULT);
        assert_eq!(r.unwrap(), DccResolve::FastClearEliminate);
        let out = cb.as_slice();
        check_display_regs(&out[..16], 0xFF00_4080);
        assert_eq!(out[16..18], HINT_1080P);
        assert_eq!(out[18..], ELIMINATE);
        // A reader without the keys: the DCC decompress (MODE 6) of color_dcc.rs.
        let mut words = [0u32; 256];
        let mut cb = CommandBuffer::for_gfx(&mut words, Gfx::Gfx8);
        let r = resolve_dcc_clear(
            &mut cb,
            &black,
            DccReader::NoKeys,
            &[],
            &RestoreState::DEFAULT,
        );
        assert_eq!(r.unwrap(), DccResolve::DccDecompress);
        let out = cb.as_slice();
        check_display_regs(&out[..16], 0xFF00_0000);
        assert_eq!(out[16..18], HINT_1080P);
        assert_eq!(out[18..], crate::passes::synced_cb_pass(0x00CC_0060));
    }

    /// The 8x B8G8R8A8 1920x1080 target on Polaris10's entry 14 with FMASK
    /// at 0x0400_0000, its CMASK at [`CMASK`] and DCC, and the CMASK layout.
    fn msaa8() -> (SizedTarget, DccInfo, CmaskInfo) {
        let cfg = &Config::POLARIS10;
        let (s, t, dcc) = polaris_at(
            14,
            Slot::S0,
            DataFormat::B8G8R8A8_UNORM,
            32,
            8,
            (1920, 1080),
        );
        let fin = FmaskInput {
            tile_mode: cfg.tile_mode(TileIndex::new(14).unwrap()).mode,
            pitch_px: s.pitch,
            height_px: s.padded_height,
            num_slices: 1,
            num_samples: 8,
            num_frags: 8,
            resolved: false,
            tile_index: None,
        };
        let fmask = fmask_info(cfg, &fin).unwrap();
        let flags = SurfaceFlags::new()
            .with_color(true)
            .with_dcc_compatible(true);
        let input = SurfaceInput::new(TileIndex::new(14).unwrap(), 32, 1920, 1080)
            .with_samples(8, 8)
            .with_flags(flags);
        let info = surface_info(cfg, &input).unwrap();
        let tile = MetaTile::Index(info.tile_index, info.macro_mode_index);
        let cmask = cmask_info(cfg, &MetaInput::new(s.pitch, s.padded_height, 1, tile)).unwrap();
        // With its CMASK attached, as init_msaa_cmask leaves it.
        let t = t
            .with_fmask(&fmask, 0x0400_0000)
            .unwrap()
            .with_cmask(&cmask, CMASK)
            .unwrap()
            .with_dcc(&dcc, DCC)
            .unwrap();
        (SizedTarget::of(t, &s), dcc, cmask)
    }

    #[test]
    fn msaa_dcc_fast_clear_clears_the_cmask_to_0xc() {
        let (t, dcc, cmask) = msaa8();
        // addrlib (dcc.jsonl: entry 14, 32 bpp, 1920x1080, 8 samples): the
        // 512-byte tile split holds 2 samples, so the clear covers a quarter
        // of the 294912 bytes of keys: 73728.
        assert_eq!(
            (dcc.dcc_ram_size_bytes, dcc.dcc_fast_clear_size_bytes),
            (294912, 73728)
        );
        let mut words = [0u32; 128];
        let mut cb = CommandBuffer::for_gfx(&mut words, Gfx::Gfx8);
        let black = ClearColor::Float([0.0, 0.0, 0.0, 1.0]);
        let cleared = dcc_fast_clear(&mut cb, &t, &dcc, Some((&cmask, CMASK)), black).unwrap();
        let out = cb.as_slice();
        let bytes = u32::try_from(cmask.cmask_bytes).unwrap();
        // One CB sync, the keys with 0x40, the CMASK with radeonsi's 0xCCCCCCCC.
        let want = [
            &CB_SYNC[..],
            &fill(DCC, 73728, 0x4040_4040),
            &fill(CMASK, bytes, 0xCCCC_CCCC),
        ]
        .concat();
        assert_eq!(out[..want.len()], want);
        // The target: CMASK at 0x300_0000 >> 8, FAST_CLEAR (13), COMPRESSION (14), DCC_ENABLE (28).
        let regs = apply(&parse(&out[want.len()..want.len() + 16]));
        let info = regs[&(CTX, 0x31C)];
        assert_eq!((info >> 13 & 1, info >> 14 & 1, info >> 28 & 1), (1, 1, 1));
        assert_eq!(regs[&(CTX, 0x31F)], 0x3_0000);
        assert_eq!(regs[&(CTX, 0x323)], 0xFF00_0000);
        assert_eq!(out[want.len() + 16..], HINT_1080P);
        assert!(cleared.cmask_cleared);
        assert_eq!(
            cleared.pass_before(DccReader::Keys),
            DccResolve::FmaskDecompress
        );
        assert_eq!(
            cleared.pass_before(DccReader::NoKeys),
            DccResolve::DccDecompress
        );

        // gfx8 never clears an MSAA surface to the clear words; FMASK needs the CMASK.
        let mut words = [0u32; 128];
        let mut cb = CommandBuffer::for_gfx(&mut words, Gfx::Gfx8);
        let grey = ClearColor::Float([0.5, 0.5, 0.5, 1.0]);
        assert!(matches!(
            dcc_fast_clear(&mut cb, &t, &dcc, Some((&cmask, CMASK)), grey),
            Err(Error::NotFastClearable { .. })
        ));
        assert!(matches!(
            dcc_fast_clear(&mut cb, &t, &dcc, None, black),
            Err(Error::FmaskWithoutCmask { slot: 0 })
        ));
        assert!(cb.is_empty());
    }

    #[test]
    fn dcc_fast_clear_refusals_write_nothing() {
        let (t, dcc) = display(Slot::S0);
        let black = ClearColor::Float([0.0, 0.0, 0.0, 1.0]);
        // gfx6 and gfx7 buffers (and the default gfx7 one).
        for gfx in [Gfx::Gfx6, Gfx::Gfx7] {
            let mut words = [0u32; 128];
            let mut cb = CommandBuffer::for_gfx(&mut words, gfx);
            assert!(matches!(
                dcc_fast_clear(&mut cb, &t, &dcc, None, black),
                Err(Error::NotOnGfx { .. })
            ));
            assert!(cb.is_empty());
        }
        let mut words = [0u32; 128];
        let mut cb = CommandBuffer::for_gfx(&mut words, Gfx::Gfx8);
        // A target without DCC.
        let (s, plain, _) = polaris(Slot::S0, DataFormat::B8G8R8A8_UNORM, 32, 1, (256, 256));
        let plain = SizedTarget::of(plain, &s);
        assert!(matches!(
            dcc_fast_clear(&mut cb, &plain, &dcc, None, black),
            Err(Error::MetadataMismatch { .. })
        ));
        // A fast-clear size of 0, which addrlib gives when the first sample
        // split's keys are not pipe-aligned (dcc.jsonl: entry 14, 64 bpp,
        // 4 samples, 43008 bytes of keys): radeonsi does not fast-clear.
        let none = DccInfo {
            dcc_fast_clear_size_bytes: 0,
            ..dcc
        };
        assert!(matches!(
            dcc_fast_clear(&mut cb, &t, &none, None, black),
            Err(Error::MetadataMismatch { .. })
        ));
        // More than the largest fill (MAX_FILL_CHUNKS DMA_DATA).
        let huge = DccInfo {
            dcc_fast_clear_size_bytes: gcn::passes::MAX_FILL_BYTES + 4,
            ..dcc
        };
        assert!(matches!(
            dcc_fast_clear(&mut cb, &t, &huge, None, black),
            Err(Error::MetadataMismatch { .. })
        ));
        // A CMASK for a single-sample target, or one already marked FAST_CLEAR.
        let (_, _, cmask) = msaa8();
        assert!(matches!(
            dcc_fast_clear(&mut cb, &t, &dcc, Some((&cmask, CMASK)), black),
            Err(Error::MetadataMismatch { .. })
        ));
        let marked = SizedTarget {
            target: t.target.with_cmask(&cmask, CMASK).unwrap(),
            ..t
        };
        assert!(matches!(
            dcc_fast_clear(&mut cb, &marked, &dcc, None, black),
            Err(Error::MetadataMismatch { .. })
        ));
        // Colours: NaN, the wrong kind.
        assert!(matches!(
            dcc_fast_clear(
                &mut cb,
                &t,
                &dcc,
                None,
                ClearColor::Float([f32::NAN, 0.0, 0.0, 1.0])
            ),
            Err(Error::NotFinite { .. })
        ));
        assert!(matches!(
            dcc_fast_clear(&mut cb, &t, &dcc, None, ClearColor::Uint([0; 4])),
            Err(Error::NotFastClearable { .. })
        ));
        // A size the hint cannot carry.
        assert!(matches!(
            dcc_fast_clear(
                &mut cb,
                &SizedTarget::new(t.target, 0, 1080),
                &dcc,
                None,
                black
            ),
            Err(Error::InvalidRange { .. })
        ));
        assert!(cb.is_empty());
        // One dword short.
        let mut short = [0u32; 40];
        let mut cb = CommandBuffer::for_gfx(&mut short, Gfx::Gfx8);
        assert!(matches!(
            dcc_fast_clear(&mut cb, &t, &dcc, None, black),
            Err(Error::Pm4(_))
        ));
        assert!(cb.is_empty());
    }

    fn shaders() -> ClearShaders {
        let mut code = [0u32; 32];
        let rect = rect_vs_for(Gfx::Gfx8, &mut code).unwrap();
        let ps = clear_ps_for(Gfx::Gfx8, 0, ColorExport::Float32, &mut code).unwrap();
        ClearShaders::new(0x0010_0000, &rect, 0x0010_0100, &ps, ColorExport::Float32).unwrap()
    }

    #[test]
    fn clear_uses_the_dcc_fast_clear_where_radeonsi_does() {
        let (t, dcc) = display(Slot::S1);
        let black = ClearColor::Float([0.0, 0.0, 0.0, 1.0]);
        let mask = ClearMask::new(0x08).unwrap(); // slot 1
        let run = |target: &SizedTarget, dcc: Option<&DccInfo>, color| {
            let colors = [
                None,
                Some(ColorClear {
                    target,
                    cmask: None,
                    dcc: dcc.map(DccKeys::Surface),
                    color,
                }),
                None,
                None,
            ];
            let mut words = [0u32; 1024];
            let mut cb = CommandBuffer::for_gfx(&mut words, Gfx::Gfx8);
            let out = clear(
                &mut cb,
                mask,
                &colors,
                None,
                &shaders(),
                &RestoreState::DEFAULT,
            )
            .unwrap();
            (out, cb.as_slice().to_vec())
        };
        // The keys given: a DCC fast clear at the target's own slot, the same dwords as dcc_fast_clear.
        let (out, stream) = run(&t, Some(&dcc), black);
        assert_eq!(
            out.color,
            [
                ClearKind::Skipped,
                ClearKind::Dcc,
                ClearKind::Skipped,
                ClearKind::Skipped
            ]
        );
        let d = out.dcc[1].unwrap();
        assert_eq!(d.clear.code, DccClearCode::Clear0001);
        assert_eq!(out.fast[1], Some(d.target));
        assert_eq!(stream[..9], CB_SYNC);
        assert_eq!(stream[9..23], fill(DCC, 36864, 0x4040_4040));
        // Slot 1's run starts at CB_COLOR1_BASE (0x318 + 15).
        assert_eq!(stream[23..25], [0xC00E_6900, 0x327]);
        assert_eq!(stream.len(), 23 + 16 + 2);
        // Any colour is a DCC fast clear of a single-sample target (the clear words then).
        let (out, _) = run(&t, Some(&dcc), ClearColor::Float([0.5; 4]));
        assert_eq!(out.color[1], ClearKind::Dcc);
        assert_eq!(out.dcc[1].unwrap().clear.code, DccClearCode::Reg);
        // Without the keys' layout, or a colour that cannot be fast-cleared: slowly.
        let (out, _) = run(&t, None, black);
        assert_eq!((out.color[1], out.dcc[1]), (ClearKind::Slow, None));
        let (out, _) = run(&t, Some(&dcc), ClearColor::Uint([0; 4]));
        assert_eq!(out.color[1], ClearKind::Slow);
        // Where radeonsi refuses whatever the colour (fast-clear size 0): slowly.
        let none = DccInfo {
            dcc_fast_clear_size_bytes: 0,
            ..dcc
        };
        let (out, _) = run(&t, Some(&none), black);
        assert_eq!(out.color[1], ClearKind::Slow);
        // An MSAA target whose colour needs the clear words: slowly.
        let (m, mdcc, cmask) = msaa8();
        let m = m.with_slot(Slot::S1);
        let colors = [
            None,
            Some(ColorClear {
                target: &m,
                cmask: Some((&cmask, CMASK)),
                dcc: Some(DccKeys::Surface(&mdcc)),
                color: ClearColor::Float([0.5; 4]),
            }),
            None,
            None,
        ];
        let mut words = [0u32; 1024];
        let mut cb = CommandBuffer::for_gfx(&mut words, Gfx::Gfx8);
        let out = clear(
            &mut cb,
            mask,
            &colors,
            None,
            &shaders(),
            &RestoreState::DEFAULT,
        )
        .unwrap();
        assert_eq!(out.color[1], ClearKind::Slow);
    }

    /// The DCC fast clear's stream lints clean on gfx8 but for the missing
    /// state reset of a bare stream, and replays to the target it returned.
    #[test]
    fn dcc_fast_clear_lints_clean_and_replays() {
        use gcn::decode::lint::{Finding, lint};
        use gcn::decode::state::{DrawState, Shadow, replay};
        let (t, dcc) = display(Slot::S0);
        let mut words = [0u32; 256];
        let mut cb = CommandBuffer::for_gfx(&mut words, Gfx::Gfx8);
        let cleared = dcc_fast_clear(
            &mut cb,
            &t,
            &dcc,
            None,
            ClearColor::Float([0.0, 0.25, 0.5, 1.0]),
        )
        .unwrap();
        let n = cb.len();
        resolve_dcc_clear(
            &mut cb,
            &cleared,
            DccReader::Keys,
            &[],
            &RestoreState::DEFAULT,
        )
        .unwrap();
        let stream = cb.as_slice().to_vec();
        let mut found = Vec::new();
        lint(
            &stream,
            &mut Shadow::for_gfx(Gfx::Gfx8),
            |_, _| None,
            |f: Finding| found.push(f.to_string()),
        );
        // The eliminate draws with the caller's shaders, which this bare stream never binds.
        found.retain(|f| !f.contains("-program") && !f.contains("target-not-exported"));
        assert_eq!(
            found,
            [
                "@0x0 no-state-reset: stream does not start with CONTEXT_CONTROL, CLEAR_STATE or the PS4 default-state window"
            ]
        );
        let mut draws = 0;
        replay(
            &stream[..n],
            &mut Shadow::for_gfx(Gfx::Gfx8),
            |_, _| None,
            |_, _, _| {},
        );
        replay(
            &stream,
            &mut Shadow::for_gfx(Gfx::Gfx8),
            |_, _| None,
            |_, event, state| {
                if let gcn::decode::state::Event::Draw(_) = event {
                    draws += 1;
                    assert_eq!(DrawState::capture(state).color[0], cleared.target.target);
                }
            },
        );
        assert_eq!(draws, 1);
    }

    /// The 4x B8G8R8A8 1920x1080 source on Polaris10's entry 14 with FMASK
    /// at 0x0400_0000 and its CMASK at [`CMASK`], without DCC.
    fn msaa4_source() -> SizedTarget {
        let cfg = &Config::POLARIS10;
        let (s, t, _) = polaris_at(
            14,
            Slot::S3,
            DataFormat::B8G8R8A8_UNORM,
            32,
            4,
            (1920, 1080),
        );
        let fin = FmaskInput {
            tile_mode: cfg.tile_mode(TileIndex::new(14).unwrap()).mode,
            pitch_px: s.pitch,
            height_px: s.padded_height,
            num_slices: 1,
            num_samples: 4,
            num_frags: 4,
            resolved: false,
            tile_index: None,
        };
        let fmask = fmask_info(cfg, &fin).unwrap();
        let input = SurfaceInput::new(TileIndex::new(14).unwrap(), 32, 1920, 1080)
            .with_samples(4, 4)
            .with_flags(
                SurfaceFlags::new()
                    .with_color(true)
                    .with_dcc_compatible(true),
            );
        let info = surface_info(cfg, &input).unwrap();
        let tile = MetaTile::Index(info.tile_index, info.macro_mode_index);
        let cmask = cmask_info(cfg, &MetaInput::new(s.pitch, s.padded_height, 1, tile)).unwrap();
        let t = t
            .with_fmask(&fmask, 0x0400_0000)
            .unwrap()
            .with_cmask(&cmask, CMASK)
            .unwrap();
        SizedTarget::of(t, &s)
    }

    /// addrlib's `dcc_fast_clear_size` for a single-sample 32-bpp 1920x1080
    /// surface on entry 14, read from its committed vectors
    /// (tests/data/tiling-gfx8-dcc/dcc.jsonl).
    fn addrlib_fast_clear_size_1080p() -> u64 {
        use serde_json::Value;
        let text = include_str!("../data/tiling-gfx8-dcc/dcc.jsonl");
        let hit = text
            .lines()
            .map(|l| serde_json::from_str::<Value>(l).unwrap())
            .find(|v| {
                let s = &v["surface_in"];
                v["ret"] == "ADDR_OK"
                    && s["tile_index"] == 14
                    && s["bpp"] == 32
                    && s["width"] == 1920
                    && s["height"] == 1080
                    && s["num_samples"] == 1
            })
            .unwrap();
        hit["out"]["dcc_fast_clear_size"].as_u64().unwrap()
    }

    /// A `DMA_DATA` fill of `bytes` at `address` with the dword `value`,
    /// from the spec JSON alone: the header (TYPE 3, COUNT, the opcode),
    /// `SRC_SEL = DATA` and `CP_SYNC` at the spec's positions, the data, the
    /// destination and `BYTE_COUNT`.
    pub(crate) fn spec_dma_fill(value: u32, address: u64, bytes: u32) -> [u32; 7] {
        spec_dma_packet(value, address, bytes, true)
    }

    /// The largest byte count of one fill of a split range: the spec's
    /// `BYTE_COUNT` field at its largest, rounded down to 32 bytes, as
    /// radeonsi's `cp_dma_max_byte_count` on gfx6-gfx8
    /// (`S_415_BYTE_COUNT_GFX6(~0u) & ~(SI_CPDMA_ALIGNMENT - 1)`, 32).
    pub(crate) fn spec_chunk_bytes() -> u32 {
        let (_, width) = packet_field("DMA_DATA", 6, "BYTE_COUNT");
        ((1u64 << width) - 1) as u32 & !31
    }

    /// The `DMA_DATA` packets of a fill of `bytes` at `address` with
    /// `value` split as radeonsi's `si_cp_dma_clear_buffer` splits a clear:
    /// [`spec_chunk_bytes`] each, the last with the rest and the only one
    /// with `CP_SYNC`.
    pub(crate) fn spec_split_fill(value: u32, address: u64, bytes: u64) -> Vec<u32> {
        let chunk = u64::from(spec_chunk_bytes());
        let mut out = Vec::new();
        let (mut at, mut left) = (address, bytes);
        while left > 0 {
            let n = left.min(chunk);
            out.extend(spec_dma_packet(value, at, n as u32, n == left));
            at += n;
            left -= n;
        }
        out
    }

    /// [`spec_dma_fill`] with `CP_SYNC` set or clear.
    pub(crate) fn spec_dma_packet(value: u32, address: u64, bytes: u32, sync: bool) -> [u32; 7] {
        let field = |dw: u64, name: &str| packet_field("DMA_DATA", dw, name);
        let data_sel = pm4_enum("DMA_DATA_SRC_SEL", "DATA");
        let header = packet_header("DMA_DATA");
        let (src_sel, _) = field(1, "SRC_SEL");
        let (cp_sync, _) = field(1, "CP_SYNC");
        let (count_lsb, count_width) = field(6, "BYTE_COUNT");
        assert!(u64::from(bytes) < 1 << count_width);
        [
            header,
            (data_sel << src_sel) | (u32::from(sync) << cp_sync),
            value,
            0,
            address as u32,
            (address >> 32) as u32,
            bytes << count_lsb,
        ]
    }

    /// A DCC key range larger than one `DMA_DATA` fills (the spec's 21-bit
    /// `BYTE_COUNT`): `dcc_fast_clear` and `msaa_resolve`'s key fill split
    /// it as radeonsi's `si_cp_dma_clear_buffer` ([`spec_split_fill`]), then
    /// make the whole range visible with one `ACQUIRE_MEM`; every dword from
    /// the spec's layouts. Before, both refused such a range.
    #[test]
    fn large_key_ranges_are_filled_in_several_dma_data() {
        use gcn::passes::{DCC_UNCOMPRESSED, MAX_FILL_BYTES, msaa_resolve};
        let cfg = &Config::POLARIS10;
        let (t, dcc) = display(Slot::S0);
        let black = ClearColor::Float([0.0, 0.0, 0.0, 1.0]);
        for bytes in [
            1u64 << 21,
            5 * u64::from(spec_chunk_bytes()) + 64,
            MAX_FILL_BYTES,
        ] {
            let big = DccInfo {
                dcc_fast_clear_size_bytes: bytes,
                ..dcc
            };
            let split = spec_split_fill(0x4040_4040, DCC, bytes);
            assert_eq!(
                split.len() as u64,
                7 * bytes.div_ceil(u64::from(spec_chunk_bytes()))
            );
            let mut words = [0u32; 256];
            let mut cb = CommandBuffer::for_gfx(&mut words, Gfx::Gfx8);
            dcc_fast_clear(&mut cb, &t, &big, None, black).unwrap();
            let out = cb.as_slice();
            let n = split.len();
            assert_eq!(out[..9], CB_SYNC);
            assert_eq!(out[9..9 + n], split[..], "{bytes}");
            // One ACQUIRE_MEM over the whole range for the CB.
            let acquire = &fill(DCC, 0, 0)[7..];
            assert_eq!(out[9 + n..9 + n + 2], acquire[..2]);
            assert_eq!(out[9 + n + 2], bytes.div_ceil(256) as u32);
            assert_eq!(out[9 + n + 3..9 + n + 7], acquire[3..]);
            // The resolve's fill of the same range with DCC_UNCOMPRESSED.
            let src = msaa4_source();
            let (dst, _) = display(Slot::S5);
            let mut words = [0u32; 512];
            let mut cb = CommandBuffer::for_gfx(&mut words, Gfx::Gfx8);
            msaa_resolve(
                &mut cb,
                cfg,
                &src,
                &dst,
                Some(DccKeys::Surface(&big)),
                &[],
                &RestoreState::DEFAULT,
            )
            .unwrap();
            let out = cb.as_slice();
            assert_eq!(
                out[9..9 + n],
                spec_split_fill(DCC_UNCOMPRESSED, DCC, bytes)[..]
            );
            assert_eq!(out[9 + n + 2], bytes.div_ceil(256) as u32);
            // One dword short of the clear: refused, nothing written.
            let mut words = vec![0u32; 9 + n + 7 + SizedTarget::DWORDS - 1];
            let mut cb = CommandBuffer::for_gfx(&mut words, Gfx::Gfx8);
            assert!(dcc_fast_clear(&mut cb, &t, &big, None, black).is_err());
            assert!(cb.is_empty());
        }
    }

    /// radeonsi's CB resolve into a DCC destination
    /// (`si_msaa_resolve_blit_via_CB`): the keys set to `DCC_UNCOMPRESSED`
    /// (0xFF in every byte, `si_pipe.h`; PAL's `Gfx6Dcc::DecompressedValue`)
    /// over the level's fast-clear size by the DCC clear's fill, then the
    /// resolve with the destination bound with DCC. Before, `msaa_resolve`
    /// resolved into such a target without touching its keys.
    #[test]
    fn msaa_resolve_into_dcc_sets_the_keys_uncompressed_first() {
        use gcn::passes::{DCC_UNCOMPRESSED, msaa_resolve};
        let cfg = &Config::POLARIS10;
        let src = msaa4_source();
        let (dst, dcc) = display(Slot::S5);
        let bytes = addrlib_fast_clear_size_1080p();
        assert_eq!(dcc.dcc_fast_clear_size_bytes, bytes);
        let bytes = u32::try_from(bytes).unwrap();
        assert_eq!(DCC_UNCOMPRESSED, u32::from_le_bytes([0xFF; 4]));
        let mut words = [0u32; 256];
        let mut cb = CommandBuffer::for_gfx(&mut words, Gfx::Gfx8);
        msaa_resolve(
            &mut cb,
            cfg,
            &src,
            &dst,
            Some(DccKeys::Surface(&dcc)),
            &[],
            &RestoreState::DEFAULT,
        )
        .unwrap();
        let out = cb.as_slice().to_vec();
        // The CB sync, the key fill (its DMA_DATA from the spec), the ACQUIRE_MEM of the range.
        assert_eq!(out[..9], CB_SYNC);
        assert_eq!(out[9..16], spec_dma_fill(0xFFFF_FFFF, DCC, bytes));
        assert_eq!(out[9..23], fill(DCC, bytes, 0xFFFF_FFFF));
        // Then exactly what a resolve into the same target without DCC writes,
        // but for the destination's DCC registers.
        let rest = &out[23..];
        let block = gcn::blocks::color_target::DWORDS;
        assert_eq!(
            rest.len(),
            2 * (block + 2) + crate::passes::synced_cb_pass(0).len()
        );
        assert_eq!(rest[block..block + 2], HINT_1080P);
        assert_eq!(rest[2 * block + 2..2 * block + 4], HINT_1080P);
        assert_eq!(
            rest[2 * block + 4..],
            crate::passes::synced_cb_pass(0x00CC_0030)
        );
        // The source at slot 0, the destination at slot 1 with DCC_ENABLE (INFO
        // bit 28) and its DCC_BASE (0x325 + 15).
        let regs = apply(&parse(&rest[..block]));
        assert_eq!(regs[&(CTX, 0x318)], 0x1_0000);
        let regs = apply(&parse(&rest[block + 2..2 * block + 2]));
        assert_eq!(regs[&(CTX, 0x327)], 0x1_0000);
        assert_eq!(regs[&(CTX, 0x32B)] >> 28 & 1, 1);
        assert_eq!(regs[&(CTX, 0x334)], (DCC >> 8) as u32);
        // The same pair with the destination without DCC: no fill.
        let plain = SizedTarget {
            target: {
                let (s, t, _) = polaris_at(
                    14,
                    Slot::S5,
                    DataFormat::B8G8R8A8_UNORM,
                    32,
                    1,
                    (1920, 1080),
                );
                assert_eq!((s.width, s.height), (1920, 1080));
                t
            },
            ..dst
        };
        let mut words = [0u32; 256];
        let mut cb = CommandBuffer::for_gfx(&mut words, Gfx::Gfx8);
        msaa_resolve(
            &mut cb,
            cfg,
            &src,
            &plain,
            None,
            &[],
            &RestoreState::DEFAULT,
        )
        .unwrap();
        assert_eq!(cb.len(), out.len() - 23);
        assert_eq!(cb.as_slice()[..block + 2], out[23..23 + block + 2]);
    }

    /// Where radeonsi does not resolve into a DCC destination through the CB
    /// (no fast-clear size: `vi_dcc_get_clear_info` fails), and inputs that
    /// do not go together, the pass refuses and writes nothing.
    #[test]
    fn msaa_resolve_into_dcc_refusals_write_nothing() {
        use gcn::passes::msaa_resolve;
        let cfg = &Config::POLARIS10;
        let src = msaa4_source();
        let (dst, dcc) = display(Slot::S1);
        let restore = &RestoreState::DEFAULT;
        let mut words = [0u32; 256];
        let mut cb = CommandBuffer::for_gfx(&mut words, Gfx::Gfx8);
        let meta = |r: Result<(), Error>| matches!(r, Err(Error::MetadataMismatch { .. }));
        // The old pass resolved into it without its keys: now refused.
        assert!(meta(msaa_resolve(
            &mut cb,
            cfg,
            &src,
            &dst,
            None,
            &[],
            restore
        )));
        // A key layout for a destination without DCC.
        let (s, t, _) = polaris_at(
            14,
            Slot::S1,
            DataFormat::B8G8R8A8_UNORM,
            32,
            1,
            (1920, 1080),
        );
        let plain = SizedTarget::of(t, &s);
        assert!(meta(msaa_resolve(
            &mut cb,
            cfg,
            &src,
            &plain,
            Some(DccKeys::Surface(&dcc)),
            &[],
            restore
        )));
        // Fast-clear size 0 (addrlib's answer for unaligned sample splits) or
        // beyond the largest fill.
        for size in [0, gcn::passes::MAX_FILL_BYTES + 4] {
            let d = DccInfo {
                dcc_fast_clear_size_bytes: size,
                ..dcc
            };
            assert!(meta(msaa_resolve(
                &mut cb,
                cfg,
                &src,
                &dst,
                Some(DccKeys::Surface(&d)),
                &[],
                restore
            )));
        }
        assert!(cb.is_empty());
        // A gfx7 buffer has no DCC.
        let mut words = [0u32; 256];
        let mut cb = CommandBuffer::for_gfx(&mut words, Gfx::Gfx7);
        assert!(matches!(
            msaa_resolve(
                &mut cb,
                cfg,
                &src,
                &dst,
                Some(DccKeys::Surface(&dcc)),
                &[],
                restore
            ),
            Err(Error::NotOnGfx { .. })
        ));
        assert!(cb.is_empty());
        // One dword short.
        let mut words = [0u32; 256];
        let mut cb = CommandBuffer::for_gfx(&mut words, Gfx::Gfx8);
        msaa_resolve(
            &mut cb,
            cfg,
            &src,
            &dst,
            Some(DccKeys::Surface(&dcc)),
            &[],
            restore,
        )
        .unwrap();
        let n = cb.len();
        let mut short = vec![0u32; n - 1];
        let mut cb = CommandBuffer::for_gfx(&mut short, Gfx::Gfx8);
        assert!(matches!(
            msaa_resolve(
                &mut cb,
                cfg,
                &src,
                &dst,
                Some(DccKeys::Surface(&dcc)),
                &[],
                restore
            ),
            Err(Error::Pm4(_))
        ));
        assert!(cb.is_empty());
    }

    /// The resolve into DCC lints clean on gfx8 but for the bare stream's
    /// missing state reset and shaders, and replays to one draw with the
    /// source at slot 0 and the DCC destination at slot 1.
    #[test]
    fn msaa_resolve_into_dcc_lints_clean_and_replays() {
        use gcn::decode::lint::{Finding, lint};
        use gcn::decode::state::{DrawState, Event, Shadow, replay};
        use gcn::passes::msaa_resolve;
        let cfg = &Config::POLARIS10;
        let src = msaa4_source();
        let (dst, dcc) = display(Slot::S1);
        let mut words = [0u32; 256];
        let mut cb = CommandBuffer::for_gfx(&mut words, Gfx::Gfx8);
        msaa_resolve(
            &mut cb,
            cfg,
            &src,
            &dst,
            Some(DccKeys::Surface(&dcc)),
            &[],
            &RestoreState::DEFAULT,
        )
        .unwrap();
        let stream = cb.as_slice().to_vec();
        let mut found = Vec::new();
        lint(
            &stream,
            &mut Shadow::for_gfx(Gfx::Gfx8),
            |_, _| None,
            |f: Finding| found.push(f.to_string()),
        );
        found.retain(|f| !f.contains("-program") && !f.contains("target-not-exported"));
        assert_eq!(
            found,
            [
                "@0x0 no-state-reset: stream does not start with CONTEXT_CONTROL, CLEAR_STATE or the PS4 default-state window"
            ]
        );
        let mut draws = 0;
        replay(
            &stream,
            &mut Shadow::for_gfx(Gfx::Gfx8),
            |_, _| None,
            |_, event, state| {
                if let Event::Draw(_) = event {
                    draws += 1;
                    let d = DrawState::capture(state);
                    assert_eq!(d.color[0], src.target.with_slot(Slot::S0));
                    assert_eq!(d.color[1], dst.target);
                }
            },
        );
        assert_eq!(draws, 1);
    }

    /// Every single-sample texture of `tiling-gfx8-dcc/dcc_levels.jsonl`
    /// (addrlib's per-level numbers, keys placed by Mesa's rules): a fast
    /// clear to 0 of each compressed level `n` fills, after the CB sync,
    /// Mesa's `dcc_fast_clear_size` of that level at keys +
    /// `dcc_level[n].dcc_offset` (radeonsi's gfx8 `vi_dcc_get_clear_info`),
    /// then binds the level; a level whose fast-clear size is 0, one Mesa
    /// does not compress, and a target bound to another level's keys are
    /// refused with nothing written.
    #[test]
    fn dcc_fast_clear_of_each_mip_level_fills_mesas_level_range() {
        use gcn::blocks::color_target::{ColorSurface, ColorTarget};
        use gcn::passes::dcc_fast_clear_level;
        use gcn::tiling::layout::{TextureDesc, dcc_layout, texture_layout};
        use gcn::tiling::surface::Format;
        use serde_json::Value;

        let cfg = &Config::POLARIS10;
        let path = concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/tests/data/tiling-gfx8-dcc/dcc_levels.jsonl"
        );
        let text = std::fs::read_to_string(path).unwrap();
        let (texture, keys) = (0x10_0000_0000u64, 0x20_0000_0000u64);
        let black = ClearColor::Float([0.0; 4]);
        let (mut cleared, mut no_fast_clear, mut not_compressed, mut upper) = (0, 0, 0, 0);
        for line in text.lines() {
            let v: Value = serde_json::from_str(line).unwrap();
            let in_ = &v["in"];
            let get = |k: &str| in_[k].as_u64().unwrap() as u32;
            if get("num_samples") != 1 {
                continue;
            }
            let (levels, bpp) = (get("num_mip_levels"), get("bpp"));
            let flag = |f: &str| in_["flags"].as_array().unwrap().iter().any(|x| x == f);
            let flags = SurfaceFlags::new()
                .with_color(true)
                .with_texture(true)
                .with_display(flag("display"))
                .with_pow2_pad(flag("pow2_pad"))
                .with_dcc_compatible(true);
            let desc = TextureDesc::new_2d(
                TileIndex::new(get("tile_index")).unwrap(),
                Format::Plain,
                bpp,
                get("width"),
                get("height"),
            )
            .with_depth(get("num_slices"))
            .with_levels(levels)
            .with_flags(flags);
            let layout = texture_layout(cfg, &desc).unwrap();
            let dcc = dcc_layout(cfg, &desc, &layout).unwrap();
            let format = format_of(bpp);
            for (n, mesa) in v["mesa"]["levels"].as_array().unwrap().iter().enumerate() {
                let level = n as u32;
                let l = &layout.levels[n];
                let s = ColorSurface::from_surface_info(
                    format,
                    l.width_px,
                    l.height_px,
                    &l.info,
                    texture + l.offset_bytes,
                )
                .unwrap();
                let plain = ColorTarget::setup(cfg, Slot::S0, &s).unwrap();
                let mut words = [0u32; 128];
                let mut cb = CommandBuffer::for_gfx(&mut words, Gfx::Gfx8);
                if !mesa["compressed"].as_bool().unwrap() {
                    // Bound to level 0's keys, which this level does not have.
                    let t = SizedTarget::of(plain.with_dcc_level(&dcc, keys, 0).unwrap(), &s);
                    let r = dcc_fast_clear_level(&mut cb, &t, &dcc, keys, level, None, black);
                    assert!(
                        matches!(r, Err(Error::MetadataMismatch { .. })),
                        "{line}: level {n}"
                    );
                    assert!(cb.as_slice().is_empty());
                    not_compressed += 1;
                    continue;
                }
                let t = SizedTarget::of(plain.with_dcc_level(&dcc, keys, level).unwrap(), &s);
                let address = keys + mesa["dcc_offset"].as_u64().unwrap();
                let bytes = mesa["dcc_fast_clear_size"].as_u64().unwrap() as u32;
                let r = dcc_fast_clear_level(&mut cb, &t, &dcc, keys, level, None, black);
                if bytes == 0 {
                    assert!(
                        matches!(r, Err(Error::MetadataMismatch { .. })),
                        "{line}: level {n}"
                    );
                    assert!(cb.as_slice().is_empty());
                    no_fast_clear += 1;
                    continue;
                }
                let d = r.unwrap();
                let out = cb.as_slice();
                assert_eq!(out[..9], CB_SYNC, "{line}: level {n}");
                assert_eq!(out[9..23], fill(address, bytes, 0), "{line}: level {n}");
                // Then the level's target with its clear words (CB_COLOR0_BASE first).
                assert_eq!(out[23..25], [0xC00E_6900, 0x318], "{line}: level {n}");
                assert_eq!(out[25], ((texture + l.offset_bytes) >> 8) as u32);
                assert_eq!(out[25 + 13], (address >> 8) as u32, "{line}: level {n}");
                assert_eq!(
                    d.target.target.dcc_base().base_256b(),
                    (address >> 8) as u32
                );
                cleared += 1;
                if n > 0 {
                    upper += 1;
                    // The same target is refused as another level's.
                    let mut words = [0u32; 128];
                    let mut cb = CommandBuffer::for_gfx(&mut words, Gfx::Gfx8);
                    let r = dcc_fast_clear_level(&mut cb, &t, &dcc, keys, 0, None, black);
                    assert!(matches!(r, Err(Error::MetadataMismatch { .. })));
                    assert!(cb.as_slice().is_empty());
                }
            }
        }
        assert!(
            cleared > 100 && upper > 30 && no_fast_clear > 30 && not_compressed > 500,
            "{cleared} {upper} {no_fast_clear} {not_compressed}"
        );
    }

    /// Every single-sample texture of `tiling-gfx8-dcc/dcc_levels.jsonl`
    /// with its bits per element and slices, texture layout and key layout, and Mesa's
    /// per-level keys (`mesa.levels`).
    fn dcc_level_textures() -> Vec<(
        (u32, u32),
        gcn::tiling::layout::TextureLayout,
        gcn::tiling::layout::DccLayout,
        serde_json::Value,
    )> {
        use gcn::tiling::layout::{TextureDesc, dcc_layout, texture_layout};
        use gcn::tiling::surface::Format;
        use serde_json::Value;
        let cfg = &Config::POLARIS10;
        let path = concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/tests/data/tiling-gfx8-dcc/dcc_levels.jsonl"
        );
        let text = std::fs::read_to_string(path).unwrap();
        let mut out = Vec::new();
        for line in text.lines() {
            let v: Value = serde_json::from_str(line).unwrap();
            let in_ = &v["in"];
            let get = |k: &str| in_[k].as_u64().unwrap() as u32;
            if get("num_samples") != 1 {
                continue;
            }
            let flag = |f: &str| in_["flags"].as_array().unwrap().iter().any(|x| x == f);
            let flags = SurfaceFlags::new()
                .with_color(true)
                .with_texture(true)
                .with_display(flag("display"))
                .with_pow2_pad(flag("pow2_pad"))
                .with_dcc_compatible(true);
            let desc = TextureDesc::new_2d(
                TileIndex::new(get("tile_index")).unwrap(),
                Format::Plain,
                get("bpp"),
                get("width"),
                get("height"),
            )
            .with_depth(get("num_slices"))
            .with_levels(get("num_mip_levels"))
            .with_flags(flags);
            let layout = texture_layout(cfg, &desc).unwrap();
            let dcc = dcc_layout(cfg, &desc, &layout).unwrap();
            let kind = (get("bpp"), get("num_slices"));
            out.push((kind, layout, dcc, v["mesa"]["levels"].clone()));
        }
        out
    }

    /// `clear` of each mip level through its keys (`DccKeys::Level`):
    /// after the CB sync, Mesa's `dcc_fast_clear_size` of that level filled
    /// at keys + `dcc_level[n].dcc_offset` (radeonsi's gfx8
    /// `vi_dcc_get_clear_info`), the level's target bound with its clear
    /// words; a level whose fast-clear size is 0 (level 0 of some chains,
    /// where the level's `DccInfo` has addrlib's size) cleared slowly (as
    /// radeonsi, which then draws); the keys of another level refused with
    /// nothing written. Before, `ColorClear::dcc` took a surface's
    /// `DccInfo` only.
    #[test]
    fn clear_fast_clears_each_mip_level_through_its_keys() {
        use gcn::blocks::color_target::{ColorSurface, ColorTarget};
        let cfg = &Config::POLARIS10;
        let (texture, keys) = (0x10_0000_0000u64, 0x20_0000_0000u64);
        let black = ClearColor::Float([0.0; 4]);
        let mask = ClearMask::new(0x04).unwrap();
        let shaders = shaders();
        let (mut fast, mut slow, mut upper) = (0, 0, 0);
        for ((bpp, _), layout, dcc, mesa) in dcc_level_textures() {
            for (n, m) in mesa.as_array().unwrap().iter().enumerate() {
                if !m["compressed"].as_bool().unwrap() {
                    continue;
                }
                let level = n as u32;
                let l = &layout.levels[n];
                let s = ColorSurface::from_surface_info(
                    format_of(bpp),
                    l.width_px,
                    l.height_px,
                    &l.info,
                    texture + l.offset_bytes,
                )
                .unwrap();
                let t = ColorTarget::setup(cfg, Slot::S0, &s).unwrap();
                let t = SizedTarget::of(t.with_dcc_level(&dcc, keys, level).unwrap(), &s);
                let key = DccKeys::Level {
                    layout: &dcc,
                    keys_address: keys,
                    level,
                };
                let colors = [
                    Some(ColorClear {
                        target: &t,
                        cmask: None,
                        dcc: Some(key),
                        color: black,
                    }),
                    None,
                    None,
                    None,
                ];
                let mut words = [0u32; 512];
                let mut cb = CommandBuffer::for_gfx(&mut words, Gfx::Gfx8);
                let out = clear(
                    &mut cb,
                    mask,
                    &colors,
                    None,
                    &shaders,
                    &RestoreState::DEFAULT,
                )
                .unwrap();
                let address = keys + m["dcc_offset"].as_u64().unwrap();
                let bytes = m["dcc_fast_clear_size"].as_u64().unwrap() as u32;
                let words = cb.as_slice();
                if bytes == 0 {
                    assert_eq!(out.color[0], ClearKind::Slow, "level {n}");
                    assert!(!words.contains(&0xC005_5000), "level {n}");
                    slow += 1;
                } else {
                    assert_eq!(out.color[0], ClearKind::Dcc, "level {n}");
                    upper += usize::from(n > 0);
                    assert_eq!(words[..9], CB_SYNC);
                    assert_eq!(words[9..16], spec_dma_fill(0, address, bytes));
                    assert_eq!(words[9..23], fill(address, bytes, 0), "level {n}");
                    assert_eq!(
                        out.dcc[0].unwrap().target.target.dcc_base().base_256b(),
                        (address >> 8) as u32
                    );
                    fast += 1;
                }
                // Level 0's keys for this level's target: refused, nothing written.
                let other = [
                    Some(ColorClear {
                        dcc: Some(DccKeys::Level {
                            layout: &dcc,
                            keys_address: keys,
                            level: u32::from(n == 0),
                        }),
                        ..colors[0].unwrap()
                    }),
                    None,
                    None,
                    None,
                ];
                let mut words = [0u32; 512];
                let mut cb = CommandBuffer::for_gfx(&mut words, Gfx::Gfx8);
                let r = clear(
                    &mut cb,
                    mask,
                    &other,
                    None,
                    &shaders,
                    &RestoreState::DEFAULT,
                );
                assert!(matches!(r, Err(Error::MetadataMismatch { .. })));
                assert!(cb.is_empty());
            }
        }
        assert!(
            fast > 100 && upper > 30 && slow > 30,
            "{fast} {upper} {slow}"
        );
    }

    /// `msaa_resolve` into each mip level of a texture with DCC
    /// (`DccKeys::Level`): the level's keys set to `DCC_UNCOMPRESSED` over
    /// Mesa's `dcc_fast_clear_size` at keys + `dcc_level[n].dcc_offset`
    /// (radeonsi's `si_msaa_resolve_blit_via_CB` for `info->dst.level`),
    /// then the resolve; a level whose size is 0 refused (radeonsi then
    /// resolves otherwise), as are level 0's keys given for it. Before,
    /// only a surface's `DccInfo` was taken.
    #[test]
    fn msaa_resolve_into_a_mip_level_sets_its_keys_uncompressed() {
        use gcn::blocks::color_target::{ColorSurface, ColorTarget};
        use gcn::passes::{DCC_UNCOMPRESSED, msaa_resolve};
        let cfg = &Config::POLARIS10;
        let (texture, keys) = (0x10_0000_0000u64, 0x20_0000_0000u64);
        let restore = &RestoreState::DEFAULT;
        let (mut done, mut refused, mut upper) = (0, 0, 0);
        for ((bpp, slices), layout, dcc, mesa) in dcc_level_textures() {
            // The CB resolve takes one slice.
            if bpp != 32 || slices != 1 {
                continue;
            }
            for (n, m) in mesa.as_array().unwrap().iter().enumerate() {
                if !m["compressed"].as_bool().unwrap() {
                    continue;
                }
                let level = n as u32;
                let l = &layout.levels[n];
                let s = ColorSurface::from_surface_info(
                    format_of(bpp),
                    l.width_px,
                    l.height_px,
                    &l.info,
                    texture + l.offset_bytes,
                )
                .unwrap();
                let t = ColorTarget::setup(cfg, Slot::S1, &s).unwrap();
                let dst = SizedTarget::of(t.with_dcc_level(&dcc, keys, level).unwrap(), &s);
                // A 4x source of the level's size and format on the level's entry.
                let gcn::tiling::surface::TileEntry::Index(entry) = l.info.tile_index else {
                    continue;
                };
                let entry = entry.get();
                let (ss, st, _) = polaris_at(
                    entry,
                    Slot::S0,
                    format_of(bpp),
                    bpp,
                    4,
                    (l.width_px, l.height_px),
                );
                let src = SizedTarget::of(st, &ss);
                let key = DccKeys::Level {
                    layout: &dcc,
                    keys_address: keys,
                    level,
                };
                let mut words = [0u32; 256];
                let mut cb = CommandBuffer::for_gfx(&mut words, Gfx::Gfx8);
                let r = msaa_resolve(&mut cb, cfg, &src, &dst, Some(key), &[], restore);
                let address = keys + m["dcc_offset"].as_u64().unwrap();
                let bytes = m["dcc_fast_clear_size"].as_u64().unwrap() as u32;
                if bytes == 0 {
                    assert!(
                        matches!(r, Err(Error::MetadataMismatch { .. })),
                        "level {n}"
                    );
                    assert!(cb.is_empty());
                    refused += 1;
                } else {
                    r.unwrap();
                    upper += usize::from(n > 0);
                    let out = cb.as_slice();
                    assert_eq!(out[..9], CB_SYNC);
                    assert_eq!(out[9..16], spec_dma_fill(DCC_UNCOMPRESSED, address, bytes));
                    assert_eq!(out[9..23], fill(address, bytes, DCC_UNCOMPRESSED));
                    done += 1;
                }
                let other = DccKeys::Level {
                    layout: &dcc,
                    keys_address: keys,
                    level: u32::from(n == 0),
                };
                let mut words = [0u32; 256];
                let mut cb = CommandBuffer::for_gfx(&mut words, Gfx::Gfx8);
                let r = msaa_resolve(&mut cb, cfg, &src, &dst, Some(other), &[], restore);
                assert!(matches!(r, Err(Error::MetadataMismatch { .. })));
                assert!(cb.is_empty());
            }
        }
        assert!(
            done > 15 && upper > 5 && refused > 5,
            "{done} {upper} {refused}"
        );
    }

    /// Level 0 as a surface's keys (`DccKeys::Surface`) clears and
    /// resolves as before; as `DccKeys::Level` it takes Mesa's level-0
    /// size from the layout.
    #[test]
    fn dcc_keys_of_level_0_keep_the_surface_fill() {
        let (t, dcc) = display(Slot::S0);
        let bytes = addrlib_fast_clear_size_1080p();
        assert_eq!(
            DccKeys::Surface(&dcc).fast_clear_size_bytes(&t.target),
            Ok(bytes)
        );
        assert_eq!(DccKeys::from(&dcc), DccKeys::Surface(&dcc));
    }
}
