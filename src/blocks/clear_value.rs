//! Fast-clear colours: a colour given per channel, packed the way a colour
//! target's format stores it, as the `CB_COLORn_CLEAR_WORD0/1` pair the
//! colour block writes for fast-cleared tiles.
//!
//! The packed value is the pixel as memory holds it: the `FORMAT`'s
//! components from the low bits up, each taking the channel the
//! `COMP_SWAP` order puts there, encoded as the `NUMBER_TYPE` says
//! (unorm and snorm scaled and rounded to nearest, integers clamped to the
//! component's range, 32-bit floats as they are, 16-bit floats rounded
//! toward zero, 11- and 10-bit floats rounded to nearest even, finite
//! values beyond the largest finite 16-, 11- or 10-bit float taking that
//! value, sRGB colour channels encoded from linear). 32-bit and smaller
//! formats fill `CLEAR_WORD0` and leave `CLEAR_WORD1` 0; 64-bit formats fill
//! both. 128-bit formats, the depth-like `8_24` / `24_8` / `X24_8_32_FLOAT`
//! and the scaled number types cannot be fast cleared
//! ([`Error::NotFastClearable`]).
//!
//! ```
//! use gcn::blocks::clear_value::{ClearColor, clear_words};
//! use gcn::desc::DataFormat;
//!
//! // Opaque orange in a B8G8R8A8 display buffer: bytes B, G, R, A.
//! let format = DataFormat::B8G8R8A8_UNORM.color_target().unwrap();
//! let words = clear_words(format, ClearColor::Float([1.0, 0.5, 0.0, 1.0]))?;
//! assert_eq!(words, [0xFF_FF_80_00, 0]);
//! # Ok::<(), gcn::blocks::Error>(())
//! ```
//!
//! # gfx8 DCC clear codes
//!
//! A DCC fast clear ([`crate::passes::dcc_fast_clear`]) fills every key of
//! the surface with one code byte, which [`dcc_clear_code`] picks as
//! radeonsi does on gfx8 (`gfx8_get_dcc_clear_parameters` in `si_clear.c`;
//! PAL's gfx6 `Gfx6Dcc::GetFastClearCode` agrees but where noted). The
//! keys know only "colour" and "alpha", each 0 or 1; which memory component
//! is alpha follows `ALPHA_IS_ON_MSB`: none for three components, else the
//! last component when the alpha sits on the most significant bits (a
//! one-component format stored alpha-only, `SWAP_ALT_REV`; a wider one
//! unless its `COMP_SWAP` is reversed) and the first otherwise — so a
//! one-component format's only channel is its alpha, and the second channel
//! of a two-component `SWAP_STD` format is. Each stored channel is 0 or 1
//! when the colour gives it exactly `0.0` / `1.0` (float, unorm, snorm,
//! sRGB), or 0 / at least the channel's largest value (integers: `2^w - 1`
//! unsigned, `2^(w-1) - 1` signed, where the colour block clamps):
//!
//! | stored channels (colour, alpha) | code byte | needs the clear words and an eliminate |
//! |---|---|---|
//! | all 0 | `0x00` (`0000`) | no |
//! | colour 0, alpha 1 | `0x40` (`0001`) | no |
//! | colour 1, alpha 0 | `0x80` (`1110`) | no |
//! | all 1 | `0xC0` (`1111`) | no |
//! | anything else: a value other than 0 / 1, colour channels that differ, a negative integer or snorm -1, or the packed-float `COLOR_10_11_11` (not a plain layout in radeonsi) | `0x20` (`reg`) | yes: the CB writes `CB_COLORn_CLEAR_WORD0/1` |
//!
//! A format without alpha (three components) takes its alpha equal to its
//! colour: white `R5G6B5` is `0xC0`, as radeonsi (PAL reads it as `1110`).
//! Channels the format does not store are ignored. gfx8 before Raven2 reads
//! the clear words for every code ("the DCC clear codes and the CB clear
//! color registers must match"), so [`dcc_clear_code`] returns them too.
//! The 128-bit `COLOR_32_32_32_32` (`SWAP_STD`, float or integer) is
//! cleared only when red, green and blue have the same bits, with
//! `CLEAR_WORD0` = red and `CLEAR_WORD1` = alpha (radeonsi's
//! `si_set_clear_color`).
//!
//! ```
//! use gcn::blocks::clear_value::{ClearColor, DccClearCode, dcc_clear_code};
//! use gcn::desc::DataFormat;
//!
//! let bgra = DataFormat::B8G8R8A8_UNORM.color_target().unwrap();
//! // Opaque black: colour 0, alpha 1; no eliminate needed.
//! let black = dcc_clear_code(bgra, ClearColor::Float([0.0, 0.0, 0.0, 1.0]))?;
//! assert_eq!(black.code, DccClearCode::Clear0001);
//! assert_eq!((black.code.byte(), black.code.fill_dword()), (0x40, 0x4040_4040));
//! assert_eq!(black.clear_words, [0xFF00_0000, 0]);
//! // Grey is not a code: the keys say "use the clear words" and an eliminate must run.
//! let grey = dcc_clear_code(bgra, ClearColor::Float([0.5, 0.5, 0.5, 1.0]))?;
//! assert_eq!(grey.code, DccClearCode::Reg);
//! assert!(grey.code.needs_eliminate());
//! # Ok::<(), gcn::blocks::Error>(())
//! ```

use super::Error;
use crate::desc::{ChannelOrder, ColorTargetFormat};
use crate::regs::{ColorFormat, SurfaceNumber, SurfaceSwap};

/// A clear colour, red, green, blue, alpha.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum ClearColor {
    /// For float, unorm, snorm and sRGB channels (sRGB given linear).
    Float([f32; 4]),
    /// For unsigned integer channels.
    Uint([u32; 4]),
    /// For signed integer channels.
    Sint([i32; 4]),
}

/// Component widths of a colour `FORMAT`, low bits first (0 = no component);
/// `None` for formats that cannot be fast cleared.
const fn components(format: ColorFormat) -> Option<[u32; 4]> {
    Some(match format {
        ColorFormat::COLOR_8 => [8, 0, 0, 0],
        ColorFormat::COLOR_16 => [16, 0, 0, 0],
        ColorFormat::COLOR_8_8 => [8, 8, 0, 0],
        ColorFormat::COLOR_32 => [32, 0, 0, 0],
        ColorFormat::COLOR_16_16 => [16, 16, 0, 0],
        ColorFormat::COLOR_10_11_11 => [11, 11, 10, 0],
        ColorFormat::COLOR_11_11_10 => [10, 11, 11, 0],
        ColorFormat::COLOR_10_10_10_2 => [2, 10, 10, 10],
        ColorFormat::COLOR_2_10_10_10 => [10, 10, 10, 2],
        ColorFormat::COLOR_8_8_8_8 => [8, 8, 8, 8],
        ColorFormat::COLOR_32_32 => [32, 32, 0, 0],
        ColorFormat::COLOR_16_16_16_16 => [16, 16, 16, 16],
        ColorFormat::COLOR_5_6_5 => [5, 6, 5, 0],
        ColorFormat::COLOR_1_5_5_5 => [5, 5, 5, 1],
        ColorFormat::COLOR_5_5_5_1 => [1, 5, 5, 5],
        ColorFormat::COLOR_4_4_4_4 => [4, 4, 4, 4],
        _ => return None,
    })
}

/// The channel (0 = red .. 3 = alpha) in each memory component (the `COMP_SWAP`
/// table): a row per component count (1, 2, 3, 4), a column per order
/// (`SWAP_STD`, `SWAP_ALT`, `SWAP_STD_REV`, `SWAP_ALT_REV`).
const SWIZZLE: [[[usize; 4]; 4]; 4] = [
    [[0, 0, 0, 0], [1, 0, 0, 0], [2, 0, 0, 0], [3, 0, 0, 0]],
    [[0, 1, 0, 0], [0, 3, 0, 0], [1, 0, 0, 0], [3, 0, 0, 0]],
    [[0, 1, 2, 0], [0, 1, 3, 0], [2, 1, 0, 0], [3, 1, 0, 0]],
    [[0, 1, 2, 3], [2, 1, 0, 3], [3, 2, 1, 0], [3, 0, 1, 2]],
];

/// The [`SWIZZLE`] entry for `n` components (a count outside `1..=3` reads the
/// four-component row) in `order`.
fn swizzle(n: usize, order: ChannelOrder) -> [usize; 4] {
    let standard = [0, 1, 2, 3];
    SWIZZLE
        .get(n.wrapping_sub(1).min(3))
        .and_then(|row| row.get(usize::from(order.comp_swap().into_bits())))
        .copied()
        .unwrap_or(standard)
}

/// Linear values halfway between consecutive 8-bit sRGB codes
/// (`srgb_to_linear((i + 0.5) / 255)`, as `f32` bits).
const SRGB_THRESHOLDS: [u32; 255] = [
    0x391F22B4, 0x39EEB40E, 0x3A46EB61, 0x3A8B3E5D, 0x3AB3070A, 0x3ADACFB7, 0x3B014C32, 0x3B153089,
    0x3B2914DF, 0x3B3CF935, 0x3B50F2D0, 0x3B65FB9A, 0x3B7C3403, 0x3B89D05F, 0x3B962333, 0x3BA314BD,
    0x3BB0A730, 0x3BBEDCB6, 0x3BCDB76D, 0x3BDD3967, 0x3BED64AF, 0x3BFE3B45, 0x3C07DF91, 0x3C10F91A,
    0x3C1A6B31, 0x3C2436C7, 0x3C2E5CC7, 0x3C38DE19, 0x3C43BBA4, 0x3C4EF648, 0x3C5A8EE4, 0x3C668654,
    0x3C72DD70, 0x3C7F950F, 0x3C865702, 0x3C8D148E, 0x3C940395, 0x3C9B247B, 0x3CA277A6, 0x3CA9FD77,
    0x3CB1B652, 0x3CB9A298, 0x3CC1C2A8, 0x3CCA16E2, 0x3CD29FA4, 0x3CDB5D4A, 0x3CE45031, 0x3CED78B4,
    0x3CF6D72E, 0x3D0035FB, 0x3D051BB4, 0x3D0A1CEC, 0x3D0F39D0, 0x3D14728A, 0x3D19C745, 0x3D1F382B,
    0x3D24C567, 0x3D2A6F21, 0x3D303584, 0x3D3618B7, 0x3D3C18E3, 0x3D423631, 0x3D4870C9, 0x3D4EC8D2,
    0x3D553E72, 0x3D5BD1D2, 0x3D628318, 0x3D69526A, 0x3D703FEE, 0x3D774BCA, 0x3D7E7623, 0x3D82DF90,
    0x3D869372, 0x3D8A56CA, 0x3D8E29AB, 0x3D920C26, 0x3D95FE4E, 0x3D9A0035, 0x3D9E11EB, 0x3DA23384,
    0x3DA6650F, 0x3DAAA6A0, 0x3DAEF847, 0x3DB35A14, 0x3DB7CC1B, 0x3DBC4E6A, 0x3DC0E114, 0x3DC58428,
    0x3DCA37B9, 0x3DCEFBD5, 0x3DD3D08E, 0x3DD8B5F5, 0x3DDDAC18, 0x3DE2B309, 0x3DE7CAD8, 0x3DECF395,
    0x3DF22D4F, 0x3DF77817, 0x3DFCD3FC, 0x3E012087, 0x3E03DFAE, 0x3E06A77B, 0x3E0977F6, 0x3E0C5126,
    0x3E0F3313, 0x3E121DC5, 0x3E151143, 0x3E180D95, 0x3E1B12C1, 0x3E1E20D1, 0x3E2137CA, 0x3E2457B5,
    0x3E278099, 0x3E2AB27C, 0x3E2DED67, 0x3E313160, 0x3E347E70, 0x3E37D49C, 0x3E3B33EC, 0x3E3E9C67,
    0x3E420E14, 0x3E4588FB, 0x3E490D21, 0x3E4C9A8F, 0x3E50314B, 0x3E53D15D, 0x3E577ACA, 0x3E5B2D9A,
    0x3E5EE9D3, 0x3E62AF7D, 0x3E667E9F, 0x3E6A573E, 0x3E6E3961, 0x3E722510, 0x3E761A52, 0x3E7A192B,
    0x3E7E21A4, 0x3E8119E1, 0x3E8327C7, 0x3E853A86, 0x3E875221, 0x3E896E9D, 0x3E8B8FFC, 0x3E8DB641,
    0x3E8FE16F, 0x3E92118B, 0x3E944696, 0x3E968094, 0x3E98BF89, 0x3E9B0377, 0x3E9D4C61, 0x3E9F9A4B,
    0x3EA1ED38, 0x3EA4452A, 0x3EA6A226, 0x3EA9042D, 0x3EAB6B44, 0x3EADD76C, 0x3EB048AA, 0x3EB2BF00,
    0x3EB53A71, 0x3EB7BB00, 0x3EBA40B0, 0x3EBCCB85, 0x3EBF5B80, 0x3EC1F0A6, 0x3EC48AF9, 0x3EC72A7C,
    0x3EC9CF32, 0x3ECC791D, 0x3ECF2842, 0x3ED1DCA2, 0x3ED49640, 0x3ED75521, 0x3EDA1945, 0x3EDCE2B1,
    0x3EDFB167, 0x3EE2856A, 0x3EE55EBD, 0x3EE83D62, 0x3EEB215D, 0x3EEE0AB0, 0x3EF0F95E, 0x3EF3ED6A,
    0x3EF6E6D7, 0x3EF9E5A7, 0x3EFCE9DE, 0x3EFFF37D, 0x3F018144, 0x3F030B81, 0x3F049877, 0x3F062826,
    0x3F07BA91, 0x3F094FB9, 0x3F0AE79F, 0x3F0C8244, 0x3F0E1FAA, 0x3F0FBFD2, 0x3F1162BD, 0x3F13086D,
    0x3F14B0E4, 0x3F165C22, 0x3F180A28, 0x3F19BAF9, 0x3F1B6E95, 0x3F1D24FE, 0x3F1EDE35, 0x3F209A3B,
    0x3F225912, 0x3F241ABB, 0x3F25DF37, 0x3F27A688, 0x3F2970AF, 0x3F2B3DAC, 0x3F2D0D82, 0x3F2EE032,
    0x3F30B5BD, 0x3F328E23, 0x3F346968, 0x3F36478B, 0x3F38288E, 0x3F3A0C73, 0x3F3BF339, 0x3F3DDCE4,
    0x3F3FC974, 0x3F41B8EA, 0x3F43AB48, 0x3F45A08E, 0x3F4798BE, 0x3F4993DA, 0x3F4B91E2, 0x3F4D92D8,
    0x3F4F96BD, 0x3F519D91, 0x3F53A758, 0x3F55B410, 0x3F57C3BD, 0x3F59D65F, 0x3F5BEBF6, 0x3F5E0486,
    0x3F60200D, 0x3F623E8F, 0x3F64600C, 0x3F668485, 0x3F68ABFB, 0x3F6AD670, 0x3F6D03E4, 0x3F6F345A,
    0x3F7167D1, 0x3F739E4C, 0x3F75D7CC, 0x3F781451, 0x3F7A53DD, 0x3F7C9671, 0x3F7EDC0E,
];

/// The 8-bit sRGB code of a linear value (clamped to 0..=1).
fn linear_to_srgb8(x: f32) -> u32 {
    let mut code = 0u32;
    for t in SRGB_THRESHOLDS {
        if x > f32::from_bits(t) {
            code = code.saturating_add(1);
        }
    }
    code
}

/// `x` on a float with a 5-bit exponent and `mant` mantissa bits (10:
/// FP16, 6: 11-bit, 5: 10-bit; `signed` for FP16 alone), packed as Mesa's
/// drivers pack a clear colour: FP16 rounded toward zero, the unsigned 11-
/// and 10-bit floats (which take negative values as 0) rounded to nearest
/// even. A finite value beyond the largest finite one takes that value
/// (65504 in FP16, 65024 in 11 bits, 64512 in 10), never infinity; NaN and
/// infinities are refused by `clear_words` before.
fn small_float(x: f32, mant: u32, signed: bool) -> u32 {
    // mant is 5, 6 or 10, so every shift and difference below stays in range.
    let bits = x.to_bits();
    let negative = bits >> 31 != 0;
    if negative && !signed {
        return 0;
    }
    let sign = if negative {
        1u32 << mant.wrapping_add(5)
    } else {
        0
    };
    // The infinity's encoding; the largest finite value is the one below it.
    let infinity = 31u32 << mant;
    let exp = ((bits >> 23) & 0xFF) as i32;
    let frac = bits & 0x7F_FFFF;
    let e = exp.wrapping_sub(112); // rebias 127 -> 15
    if e >= 31 {
        return sign | infinity.wrapping_sub(1);
    }
    let (m, shift, field) = if e > 0 {
        (frac, 23u32.wrapping_sub(mant), e as u32)
    } else {
        let extra = 1i32.wrapping_sub(e) as u32;
        if exp == 0 || extra > 12 {
            return sign;
        }
        (
            frac | 0x80_0000,
            23u32.wrapping_sub(mant).wrapping_add(extra),
            0,
        )
    };
    let kept = m >> shift;
    let rest = m & (1u32 << shift).wrapping_sub(1);
    let half = 1u32 << shift.wrapping_sub(1);
    let mut v = (field << mant).wrapping_add(kept);
    // FP16 truncates; the packed floats round to nearest even.
    if !signed && (rest > half || (rest == half && kept & 1 == 1)) {
        v = v.wrapping_add(1);
    }
    if v >= infinity {
        v = infinity.wrapping_sub(1);
    }
    sign | v
}

/// Channel `i` of a colour (0 for an index past alpha).
fn channel<T: Copy + Default>(c: &[T; 4], i: usize) -> T {
    c.get(i).copied().unwrap_or_default()
}

/// One channel's component of `width` bits (1..=32), or `None` when the
/// number type does not take this kind of colour.
fn component(number: SurfaceNumber, width: u32, chan: usize, color: &ClearColor) -> Option<u64> {
    let max_u = (1u64 << width.min(32)).wrapping_sub(1);
    let hi = (1i64 << width.min(32).saturating_sub(1)).wrapping_sub(1);
    match (number, color) {
        (SurfaceNumber::NUMBER_UNORM, ClearColor::Float(c)) => {
            let x = channel(c, chan).clamp(0.0, 1.0);
            Some(((x * max_u as f32 + 0.5) as u64).min(max_u))
        }
        (SurfaceNumber::NUMBER_SNORM, ClearColor::Float(c)) => {
            let x = channel(c, chan).clamp(-1.0, 1.0) * hi as f32;
            let r = if x < 0.0 {
                (x - 0.5) as i64
            } else {
                (x + 0.5) as i64
            };
            Some(r.clamp(hi.wrapping_neg(), hi) as u64 & max_u)
        }
        (SurfaceNumber::NUMBER_UINT, ClearColor::Uint(c)) => {
            Some(u64::from(channel(c, chan)).min(max_u))
        }
        (SurfaceNumber::NUMBER_SINT, ClearColor::Sint(c)) => {
            let v = i64::from(channel(c, chan)).clamp(hi.wrapping_neg().wrapping_sub(1), hi);
            Some(v as u64 & max_u)
        }
        (SurfaceNumber::NUMBER_SRGB, ClearColor::Float(c)) if width == 8 => {
            let x = channel(c, chan).clamp(0.0, 1.0);
            if chan == 3 {
                Some((x * 255.0 + 0.5) as u64)
            } else {
                Some(u64::from(linear_to_srgb8(x)))
            }
        }
        (SurfaceNumber::NUMBER_FLOAT, ClearColor::Float(c)) => {
            let x = channel(c, chan);
            match width {
                32 => Some(u64::from(x.to_bits())),
                16 => Some(u64::from(small_float(x, 10, true))),
                11 => Some(u64::from(small_float(x, 6, false))),
                10 => Some(u64::from(small_float(x, 5, false))),
                _ => None,
            }
        }
        _ => None,
    }
}

/// `CB_COLORn_CLEAR_WORD0` and `CLEAR_WORD1` for `color` in `format` (see
/// the [module documentation](self)).
///
/// # Errors
/// [`Error::NotFastClearable`] for a format or number type that cannot be
/// fast cleared, or a colour of the wrong kind for the number type (float
/// for integers, integers for float, unorm, snorm or sRGB);
/// [`Error::NotFinite`] for a NaN or infinite float channel.
pub fn clear_words(format: ColorTargetFormat, color: ClearColor) -> Result<[u32; 2], Error> {
    let refused = Error::NotFastClearable { format };
    let Some(widths) = components(format.format) else {
        return Err(refused);
    };
    if let ClearColor::Float(c) = color
        && c.iter().any(|x| !x.is_finite())
    {
        return Err(Error::NotFinite {
            what: "clear colour",
        });
    }
    let number = format.number_type;
    if number == SurfaceNumber::NUMBER_USCALED || number == SurfaceNumber::NUMBER_SSCALED {
        return Err(refused);
    }
    let n = widths.iter().filter(|w| **w != 0).count();
    let chans = swizzle(n, format.order);
    let mut packed = 0u64;
    let mut shift = 0u32;
    for (w, chan) in widths.iter().zip(chans) {
        if *w == 0 {
            break;
        }
        let Some(v) = component(number, *w, chan, &color) else {
            return Err(refused);
        };
        // The widths of a format add up to at most 64.
        packed |= v.checked_shl(shift).unwrap_or(0);
        shift = shift.wrapping_add(*w);
    }
    Ok([packed as u32, (packed >> 32) as u32])
}

/// A gfx8 DCC fast-clear code: the byte every key of a fast-cleared
/// surface holds (radeonsi's `GFX8_DCC_CLEAR_*`, PAL's `Gfx8DccClearColor`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DccClearCode {
    /// `0x00`: colour and alpha 0.
    Clear0000,
    /// `0x40`: colour 0, alpha 1.
    Clear0001,
    /// `0x80`: colour 1, alpha 0.
    Clear1110,
    /// `0xC0`: colour and alpha 1.
    Clear1111,
    /// `0x20`: the colour is the target's `CB_COLORn_CLEAR_WORD0/1`.
    Reg,
}

impl DccClearCode {
    /// The key byte.
    pub const fn byte(self) -> u8 {
        match self {
            DccClearCode::Clear0000 => 0x00,
            DccClearCode::Clear0001 => 0x40,
            DccClearCode::Clear1110 => 0x80,
            DccClearCode::Clear1111 => 0xC0,
            DccClearCode::Reg => 0x20,
        }
    }

    /// The key byte in each byte of a dword, the value a fill writes.
    pub const fn fill_dword(self) -> u32 {
        (self.byte() as u32).wrapping_mul(0x0101_0101)
    }

    /// Whether texture units cannot read the code (`Reg`), so a fast-clear
    /// eliminate must write the clear words into the surface first.
    pub const fn needs_eliminate(self) -> bool {
        matches!(self, DccClearCode::Reg)
    }
}

/// What a gfx8 DCC fast clear writes: the key code and the clear words.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct DccClear {
    /// The code every key is filled with.
    pub code: DccClearCode,
    /// `CB_COLORn_CLEAR_WORD0/1`, which gfx8 needs whatever the code.
    pub clear_words: [u32; 2],
}

/// Whether the CB keeps alpha on the most significant bits for `n`
/// components in `swap` (radeonsi's `ac_alpha_is_on_msb` on gfx8).
fn alpha_on_msb(n: usize, swap: SurfaceSwap) -> bool {
    let swap = swap.into_bits();
    let alt_rev = swap == SurfaceSwap::SWAP_ALT_REV.into_bits();
    if n == 1 {
        alt_rev
    } else {
        !alt_rev && swap != SurfaceSwap::SWAP_STD_REV.into_bits()
    }
}

/// Whether channel `chan` of `color` is a DCC "0" (`Some(false)`), "1"
/// (`Some(true)`) or neither, for a `width`-bit component of `number`.
fn zero_or_one(number: SurfaceNumber, width: u32, chan: usize, color: &ClearColor) -> Option<bool> {
    match (number, color) {
        (SurfaceNumber::NUMBER_UINT, ClearColor::Uint(c)) => {
            let max = (1u64 << width.min(32)).wrapping_sub(1);
            match u64::from(channel(c, chan)) {
                0 => Some(false),
                v if v >= max => Some(true),
                _ => None,
            }
        }
        (SurfaceNumber::NUMBER_SINT, ClearColor::Sint(c)) => {
            let max = (1i64 << width.clamp(1, 32).wrapping_sub(1)).wrapping_sub(1);
            match i64::from(channel(c, chan)) {
                0 => Some(false),
                v if v >= max => Some(true),
                _ => None,
            }
        }
        (_, ClearColor::Float(c)) => {
            let x = channel(c, chan);
            if x == 0.0 {
                Some(false)
            } else if x == 1.0 {
                Some(true)
            } else {
                None
            }
        }
        _ => None,
    }
}

/// The 128-bit clear: `CLEAR_WORD0` = red and `CLEAR_WORD1` = alpha, when
/// red, green and blue have the same bits and the colour's kind is the
/// number type's.
fn clear_words_128(format: ColorTargetFormat, color: ClearColor) -> Result<[u32; 2], Error> {
    let refused = Error::NotFastClearable { format };
    if format.comp_swap().into_bits() != SurfaceSwap::SWAP_STD.into_bits() {
        return Err(refused);
    }
    let bits = match (format.number_type, color) {
        (SurfaceNumber::NUMBER_FLOAT, ClearColor::Float(c)) => c.map(f32::to_bits),
        (SurfaceNumber::NUMBER_UINT, ClearColor::Uint(c)) => c,
        (SurfaceNumber::NUMBER_SINT, ClearColor::Sint(c)) => c.map(i32::cast_unsigned),
        _ => return Err(refused),
    };
    let [r, g, b, a] = bits;
    if r != g || r != b {
        return Err(refused);
    }
    Ok([r, a])
}

/// The gfx8 DCC clear code and clear words of `color` in `format` (see
/// [gfx8 DCC clear codes](self#gfx8-dcc-clear-codes)).
///
/// # Errors
/// [`Error::NotFinite`] for a NaN or infinite float channel;
/// [`Error::NotFastClearable`] where radeonsi does not fast-clear DCC: the
/// formats and colours [`clear_words`] refuses (but `COLOR_32_32_32_32`),
/// a 128-bit colour whose red, green and blue differ or a 128-bit format
/// other than `SWAP_STD` float or integer, and `COLOR_11_11_10`, which no
/// radeonsi format uses, so its code is not established.
pub fn dcc_clear_code(format: ColorTargetFormat, color: ClearColor) -> Result<DccClear, Error> {
    let refused = Error::NotFastClearable { format };
    if let ClearColor::Float(c) = color
        && c.iter().any(|x| !x.is_finite())
    {
        return Err(Error::NotFinite {
            what: "clear colour",
        });
    }
    let (widths, clear_words) = match format.format {
        ColorFormat::COLOR_32_32_32_32 => ([32; 4], clear_words_128(format, color)?),
        ColorFormat::COLOR_11_11_10 => return Err(refused),
        f => (components(f).ok_or(refused)?, clear_words(format, color)?),
    };
    let reg = DccClear {
        code: DccClearCode::Reg,
        clear_words,
    };
    // radeonsi: a layout that is not plain (the packed 11/10-bit floats) always needs the eliminate.
    if format.format == ColorFormat::COLOR_10_11_11 {
        return Ok(reg);
    }
    let n = widths.iter().filter(|w| **w != 0).count();
    let alpha = match n {
        3 => None,
        _ if alpha_on_msb(n, format.comp_swap()) => Some(n.saturating_sub(1)),
        _ => Some(0),
    };
    let chans = swizzle(n, format.order);
    let (mut color_value, mut alpha_value) = (None, None);
    for (k, (w, chan)) in widths.iter().zip(chans).enumerate().take(n) {
        let Some(v) = zero_or_one(format.number_type, *w, chan, &color) else {
            return Ok(reg);
        };
        if Some(k) == alpha {
            alpha_value = Some(v);
        } else if color_value.is_some_and(|c| c != v) {
            return Ok(reg);
        } else {
            color_value = Some(v);
        }
    }
    let code = match (color_value.or(alpha_value), alpha_value.or(color_value)) {
        (Some(false), Some(false)) => DccClearCode::Clear0000,
        (Some(false), Some(true)) => DccClearCode::Clear0001,
        (Some(true), Some(false)) => DccClearCode::Clear1110,
        (Some(true), Some(true)) => DccClearCode::Clear1111,
        _ => DccClearCode::Reg,
    };
    Ok(DccClear { code, clear_words })
}
