//! The field setters of every `#[bitfield(u32)]` word: registers, descriptor
//! words, PM4 packet words and tiling words.
//!
//! See [the field setters](crate::regs#field-setters) for what they do; this
//! module holds their error and the macro that declares them.

use core::fmt;

/// A value given to a `with_*_checked` / `set_*_checked` field setter that
/// does not fit the field.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct FieldOverflow {
    /// The field's name in upper case (AMD's name for the generated
    /// registers and descriptor words, `TILE_MAX`).
    pub field: &'static str,
    /// The field's width in bits.
    pub bits: u32,
    /// The value given, as the field's raw bits before masking.
    pub value: u64,
}

impl fmt::Display for FieldOverflow {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} {:#x} does not fit in {} bits",
            self.field, self.value, self.bits
        )
    }
}

impl core::error::Error for FieldOverflow {}

/// The field name of the offset constant `X_OFFSET`: `X`.
#[doc(hidden)]
pub const fn field_name(offset_const: &'static str) -> &'static str {
    const SUFFIX: usize = "_OFFSET".len();
    let bytes = offset_const.as_bytes();
    match bytes.split_at_checked(bytes.len().saturating_sub(SUFFIX)) {
        Some((name, b"_OFFSET")) => match core::str::from_utf8(name) {
            Ok(name) => name,
            Err(_) => offset_const,
        },
        _ => offset_const,
    }
}

/// The low `bits` bits set (all 32 for 32 or more).
const fn low_mask(bits: usize) -> u32 {
    match u32::MAX.checked_shr(32u32.saturating_sub(bits as u32)) {
        Some(m) if bits > 0 => m,
        _ => 0,
    }
}

/// `word` with the field at `offset..offset + bits` set to the low `bits`
/// bits of `value`.
#[doc(hidden)]
pub const fn put_field(word: u32, offset: usize, bits: usize, value: u64) -> u32 {
    let mask = low_mask(bits);
    let field = mask.wrapping_shl(offset as u32);
    (word & !field) | ((value as u32) & mask).wrapping_shl(offset as u32)
}

/// [`put_field`], or the overflow if `value` has bits at or above `bits`;
/// `offset_const` is the name of the field's offset constant.
#[doc(hidden)]
pub const fn put_field_checked(
    word: u32,
    offset_const: &'static str,
    offset: usize,
    bits: usize,
    value: u64,
) -> Result<u32, FieldOverflow> {
    match value.checked_shr(bits as u32) {
        Some(0) | None => Ok(put_field(word, offset, bits, value)),
        Some(_) => Err(FieldOverflow {
            field: field_name(offset_const),
            bits: bits as u32,
            value,
        }),
    }
}

/// The four setters of each field of a `#[bitfield(u32)]` word whose fields
/// are declared `#[bits(.., access = RO)]` (bitfield-struct then generates
/// the getters and the `X_OFFSET` / `X_BITS` constants, and no setters), and
/// the word's field table `FIELDS` (AMD's name is the offset constant's
/// stem; the kind follows the type: `bool`, `f32`, an integer, or an
/// enumeration with `name_of`).
///
/// One line per field: name, type, offset and width constants, then the
/// setter names. Integer and `bool` fields convert with `as`, `f32` with
/// `to_bits`, every other type (the open enumerations) with `into_bits`.
///
/// ```ignore
/// crate::regs::setters! {
///     CbColorNPitch<const N> {
///         tile_max: u16 [TILE_MAX_OFFSET, TILE_MAX_BITS] => with_tile_max, with_tile_max_checked, set_tile_max, set_tile_max_checked;
///     }
/// }
/// ```
macro_rules! setters {
    ($ty:ident $(<$(const $g:ident),+>)? {
        $($field:ident: $fty:ident [$off:ident, $bits:ident] => $with:ident, $with_checked:ident, $set:ident, $set_checked:ident;)*
    }) => {
        impl $(<$(const $g: usize),+>)? $ty $(<$($g),+>)? {
            /// The word's fields, lowest bit first.
            pub const FIELDS: &'static [$crate::regs::Field] = &[$($crate::regs::Field::new(
                $crate::regs::field_name(stringify!($off)),
                Self::$off,
                Self::$bits,
                $crate::regs::setters!(@kind $fty),
            )),*];
            $(
                #[doc = concat!("The word with `", stringify!($field), "` set to `value`'s low bits (bits above the field are dropped).")]
                #[inline]
                #[must_use]
                pub const fn $with(self, value: $fty) -> Self {
                    let raw = $crate::regs::setters!(@raw $fty value);
                    Self::from_bits($crate::regs::put_field(self.into_bits(), Self::$off, Self::$bits, raw))
                }

                #[doc = concat!("The word with `", stringify!($field), "` set to `value`, or [`FieldOverflow`](crate::regs::FieldOverflow) if it does not fit.")]
                #[inline]
                pub const fn $with_checked(self, value: $fty) -> Result<Self, $crate::regs::FieldOverflow> {
                    let raw = $crate::regs::setters!(@raw $fty value);
                    match $crate::regs::put_field_checked(self.into_bits(), stringify!($off), Self::$off, Self::$bits, raw) {
                        Ok(bits) => Ok(Self::from_bits(bits)),
                        Err(e) => Err(e),
                    }
                }

                #[doc = concat!("Sets `", stringify!($field), "` to `value`'s low bits (bits above the field are dropped).")]
                #[inline]
                pub const fn $set(&mut self, value: $fty) {
                    *self = self.$with(value);
                }

                #[doc = concat!("Sets `", stringify!($field), "` to `value`, or leaves the word unchanged and returns [`FieldOverflow`](crate::regs::FieldOverflow) if it does not fit.")]
                #[inline]
                pub const fn $set_checked(&mut self, value: $fty) -> Result<(), $crate::regs::FieldOverflow> {
                    match self.$with_checked(value) {
                        Ok(word) => {
                            *self = word;
                            Ok(())
                        }
                        Err(e) => Err(e),
                    }
                }
            )*
        }
    };
    (@kind bool) => { $crate::regs::FieldKind::Bool };
    (@kind f32) => { $crate::regs::FieldKind::Float };
    (@kind u8) => { $crate::regs::FieldKind::Uint };
    (@kind u16) => { $crate::regs::FieldKind::Uint };
    (@kind u32) => { $crate::regs::FieldKind::Uint };
    (@kind u64) => { $crate::regs::FieldKind::Uint };
    (@kind $other:ident) => { <$other>::KIND };
    (@raw bool $v:ident) => { $v as u64 };
    (@raw u8 $v:ident) => { $v as u64 };
    (@raw u16 $v:ident) => { $v as u64 };
    (@raw u32 $v:ident) => { $v as u64 };
    (@raw u64 $v:ident) => { $v };
    (@raw f32 $v:ident) => { $v.to_bits() as u64 };
    (@raw $other:ident $v:ident) => { $v.into_bits() as u64 };
}
pub(crate) use setters;

/// One `#[bitfield(u32)]` word and its [`setters!`], each field declared
/// once.
///
/// The struct is written as for bitfield-struct without the `#[bitfield(u32)]`
/// line (the macro adds it). Each named (`pub`) field's line ends with its offset
/// and width constants and its four setter names, as a [`setters!`] line;
/// its `#[bits(..)]` holds the width and options without `access = RO`,
/// which the macro adds (a field without `#[bits]` gets its type's width).
/// Reserved gaps are `__: ty;`, with or without `#[bits(N)]`. Field docs
/// are checked by rustdoc's link lint, so bit ranges are written `\[15:0\]`.
///
/// ```ignore
/// crate::regs::word! {
///     /// A word.
///     #[derive(PartialEq, Eq)]
///     pub struct Word<const N: usize> {
///         /// `A` \[3:0\].
///         #[bits(4)]
///         pub a: u8 [A_OFFSET, A_BITS] => with_a, with_a_checked, set_a, set_a_checked;
///         #[bits(28)]
///         __: u32;
///     }
/// }
/// ```
macro_rules! word {
    (
        $(#[$attr:meta])*
        $vis:vis struct $ty:ident $(<$(const $g:ident: usize),+>)? {
            $($body:tt)*
        }
    ) => {
        $crate::regs::word! {
            @munch
            [$(#[$attr])* $vis struct $ty $(<$(const $g: usize),+>)?]
            [$ty $(<$(const $g),+>)?]
            []
            []
            $($body)*
        }
    };
    (@munch [$($head:tt)*] [$($sty:tt)*] [$($fields:tt)*] [$($setters:tt)*]
        $(#[doc = $doc:literal])*
        $(#[bits($($opt:tt)*)])?
        __: $fty:ident;
        $($rest:tt)*
    ) => {
        $crate::regs::word! {
            @munch [$($head)*] [$($sty)*]
            [$($fields)* $(#[doc = $doc])* $(#[bits($($opt)*)])? __: $fty,]
            [$($setters)*]
            $($rest)*
        }
    };
    (@munch [$($head:tt)*] [$($sty:tt)*] [$($fields:tt)*] [$($setters:tt)*]
        $(#[doc = $doc:literal])*
        $(#[bits($($opt:tt)*)])?
        pub $field:ident: $fty:ident [$off:ident, $bits:ident]
            => $with:ident, $with_checked:ident, $set:ident, $set_checked:ident;
        $($rest:tt)*
    ) => {
        $crate::regs::word! {
            @munch [$($head)*] [$($sty)*]
            [$($fields)* $(#[doc = $doc])* #[bits($($($opt)*,)? access = RO)] pub $field: $fty,]
            [$($setters)* $field: $fty [$off, $bits] => $with, $with_checked, $set, $set_checked;]
            $($rest)*
        }
    };
    (@munch [$($head:tt)*] [$($sty:tt)*] [$($fields:tt)*] [$($setters:tt)*]) => {
        #[::bitfield_struct::bitfield(u32)]
        $($head)* {
            $($fields)*
        }

        $crate::regs::setters! {
            $($sty)* {
                $($setters)*
            }
        }
    };
}
pub(crate) use word;
