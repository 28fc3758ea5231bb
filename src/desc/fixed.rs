//! Fixed-point conversions of the sampler and image LOD fields.
//!
//! | field | format | range |
//! |---|---|---|
//! | S# `MIN_LOD`, `MAX_LOD`, T# `MIN_LOD`, `MIN_LOD_WARN` | unsigned 4.8 (12 bits) | `0.0 ..= 15.99609375` |
//! | S# `LOD_BIAS` | signed 5.8, two's complement in 14 bits | `-32.0 ..= 31.99609375` |
//! | S# `LOD_BIAS_SEC` | signed 1.4, two's complement in 6 bits | `-2.0 ..= 1.9375` |
//!
//! The float conversions here follow one documented rule: NaN becomes 0, the
//! value is clamped to the range the API allows (LOD `0 ..= 15`, bias
//! `-16 ..= 16`, secondary bias `-2 ..= 1.9375`), multiplied by the scale
//! (256 or 16, exact in binary floating point) and truncated toward zero.
//! This is the conversion common GCN drivers use, so descriptors built
//! through the float setters match theirs bit for bit. Callers who want a
//! different rule (round to nearest, the full 15.996 range) pass raw
//! fixed-point values to the `*_fixed` setters instead.
//!
//! ```
//! use gcn::desc::fixed;
//! assert_eq!(fixed::lod_to_u4_8(1.5), 0x180);
//! assert_eq!(fixed::lod_to_u4_8(1000.0), 0xF00); // clamped to 15
//! assert_eq!(fixed::lod_to_u4_8(-1.0), 0);
//! assert_eq!(fixed::bias_to_s5_8(-16.0), 0x3000);
//! assert_eq!(fixed::bias_to_s5_8(-0.001), 0); // truncated toward zero
//! assert_eq!(fixed::s5_8_to_bias(0x3000), -16.0);
//! ```

/// Largest LOD the float conversion accepts; larger values clamp to it.
pub const LOD_MAX: f32 = 15.0;
/// Smallest and largest LOD bias the float conversion accepts.
pub const BIAS_RANGE: (f32, f32) = (-16.0, 16.0);
/// Smallest and largest secondary LOD bias the float conversion accepts.
pub const BIAS_SEC_RANGE: (f32, f32) = (-2.0, 1.9375);

/// Clamps `x` into `lo..=hi`, mapping NaN to 0.
const fn clamp(x: f32, lo: f32, hi: f32) -> f32 {
    // NaN fails every comparison.
    #[allow(clippy::eq_op)]
    if x != x {
        0.0
    } else if x < lo {
        lo
    } else if x > hi {
        hi
    } else {
        x
    }
}

/// The low `bits` bits (1..=31) set.
const fn low_bits(bits: u32) -> u32 {
    match 1u32.checked_shl(bits) {
        // A power of two at least 2: subtracting one cannot wrap.
        Some(bit) => bit.wrapping_sub(1),
        None => u32::MAX,
    }
}

/// `value` as the bits of a `bits`-wide (1..=31) two's complement field, or
/// `None` when it is outside the field's range.
pub const fn to_signed_field(value: i32, bits: u32) -> Option<u32> {
    let max = (low_bits(bits) >> 1) as i32;
    // `max` < 2^30: the complement is the field's smallest value, -max - 1.
    if value > max || value < !max {
        return None;
    }
    Some(value as u32 & low_bits(bits))
}

/// The value of a `bits`-wide (1..=31) two's complement field held in the
/// low bits of `raw` (bits above the field ignored).
pub const fn from_signed_field(raw: u32, bits: u32) -> i32 {
    let shift = 32u32.saturating_sub(bits);
    match (raw as i32).checked_shl(shift) {
        Some(v) => match v.checked_shr(shift) {
            Some(v) => v,
            None => 0,
        },
        None => 0,
    }
}

/// `x` clamped to `range` (NaN → 0), times `scale`, truncated toward zero,
/// as a `bits`-wide two's complement field.
const fn scaled_signed(x: f32, range: (f32, f32), scale: f32, bits: u32) -> u32 {
    (clamp(x, range.0, range.1) * scale) as i32 as u32 & low_bits(bits)
}

/// A LOD in mip levels → unsigned 4.8 fixed point (`MIN_LOD`, `MAX_LOD`).
///
/// NaN and negative values give 0; values above 15 give `0xF00`; otherwise
/// `trunc(lod * 256)`. The result always fits 12 bits.
pub const fn lod_to_u4_8(lod: f32) -> u16 {
    (clamp(lod, 0.0, LOD_MAX) * 256.0) as u16
}

/// Unsigned 4.8 fixed point → LOD in mip levels (exact; bits above 11 ignored).
pub const fn u4_8_to_lod(bits: u16) -> f32 {
    (bits & 0xFFF) as f32 / 256.0
}

/// A LOD bias in mip levels → signed 5.8 fixed point in 14 bits (`LOD_BIAS`).
///
/// NaN gives 0; the value is clamped to `-16 ..= 16`, scaled by 256 and
/// truncated toward zero, then stored as 14-bit two's complement
/// (`-16` → `0x3000`, `16` → `0x1000`, `-0.001` → `0`).
pub const fn bias_to_s5_8(bias: f32) -> u16 {
    scaled_signed(bias, BIAS_RANGE, 256.0, 14) as u16
}

/// Signed 5.8 fixed point in 14 bits → LOD bias (exact; bits above 13 ignored).
pub const fn s5_8_to_bias(bits: u16) -> f32 {
    from_signed_field(bits as u32, 14) as f32 / 256.0
}

/// A secondary LOD bias → signed 1.4 fixed point in 6 bits (`LOD_BIAS_SEC`).
///
/// NaN gives 0; clamped to `-2 ..= 1.9375`, scaled by 16, truncated toward
/// zero, stored as 6-bit two's complement.
pub const fn bias_sec_to_s1_4(bias: f32) -> u8 {
    scaled_signed(bias, BIAS_SEC_RANGE, 16.0, 6) as u8
}

/// Signed 1.4 fixed point in 6 bits → secondary LOD bias (exact).
pub const fn s1_4_to_bias_sec(bits: u8) -> f32 {
    from_signed_field(bits as u32, 6) as f32 / 16.0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lod_rules() {
        assert_eq!(lod_to_u4_8(0.0), 0);
        assert_eq!(lod_to_u4_8(0.001), 0);
        assert_eq!(lod_to_u4_8(15.5), 0xF00);
        assert_eq!(lod_to_u4_8(f32::NAN), 0);
        assert_eq!(lod_to_u4_8(f32::INFINITY), 0xF00);
        assert_eq!(lod_to_u4_8(f32::NEG_INFINITY), 0);
        assert_eq!(lod_to_u4_8(7.25), 0x740);
        assert_eq!(u4_8_to_lod(0x740), 7.25);
    }

    #[test]
    fn bias_rules() {
        assert_eq!(bias_to_s5_8(-16.0), 0x3000);
        assert_eq!(bias_to_s5_8(-17.0), 0x3000);
        assert_eq!(bias_to_s5_8(-15.996_094), 0x3001);
        assert_eq!(bias_to_s5_8(16.0), 0x1000);
        assert_eq!(bias_to_s5_8(1000.0), 0x1000);
        assert_eq!(bias_to_s5_8(-0.001), 0);
        assert_eq!(bias_to_s5_8(f32::NAN), 0);
        assert_eq!(bias_to_s5_8(-0.25), 0x3FC0);
        assert_eq!(s5_8_to_bias(0x3FC0), -0.25);
        assert_eq!(s5_8_to_bias(0x1000), 16.0);
        assert_eq!(bias_sec_to_s1_4(-2.0), 0x20);
        assert_eq!(bias_sec_to_s1_4(1.0), 0x10);
        assert_eq!(s1_4_to_bias_sec(0x20), -2.0);
        assert_eq!(s1_4_to_bias_sec(0x3F), -0.0625);
    }

    #[test]
    fn signed_fields() {
        assert_eq!(to_signed_field(-8192, 14), Some(0x2000));
        assert_eq!(to_signed_field(8191, 14), Some(0x1FFF));
        assert_eq!(to_signed_field(8192, 14), None);
        assert_eq!(to_signed_field(-8193, 14), None);
        assert_eq!(to_signed_field(-1, 6), Some(0x3F));
        assert_eq!(from_signed_field(0x2000, 14), -8192);
        assert_eq!(from_signed_field(0xFFFF_C000 | 0x1FFF, 14), 8191);
        assert_eq!(from_signed_field(0x3F, 6), -1);
    }
}
