//! Resource descriptors: T# (image), S# (sampler), V# (buffer), and the data
//! formats they share.
//!
//! Shaders reach memory through descriptors the CPU writes into memory or
//! user-data registers:
//!
//! | descriptor | type | dwords | registers |
//! |---|---|---|---|
//! | T# | [`ImageResource`] (built by [`ImageBuilder`]) | 8 | `SQ_IMG_RSRC_WORD0..7` |
//! | S# | [`SamplerResource`] | 4 | `SQ_IMG_SAMP_WORD0..3` |
//! | V# | [`BufferResource`] | 4 | `SQ_BUF_RSRC_WORD0..3` |
//!
//! Each descriptor is a `#[repr(C)]` struct of `#[bitfield(u32)]` words with
//! zerocopy byte views, generated from the spec with the registers
//! ([`crate::regs::gfx7::descriptors`]); this module adds the typed, validating
//! constructors and accessors. Typed `const fn` setters validate caller values
//! and return [`Error`]; `from_words` decodes any dwords losslessly (reserved
//! and unknown values included), so a descriptor read from game data and
//! patched re-encodes bit-identically. `FIELDS` tables name every field of
//! every word ([`crate::regs::Field`]: AMD name, position, width, enumeration)
//! for diffing and disassembly.
//!
//! The words are gfx7's (PS4). gfx6 and gfx8 descriptors use the same types:
//! the builders take a [`Gfx`] (`*_for` constructors,
//! [`ImageBuilder::with_gfx`], [`SamplerResource::new_for`]) and
//! [`generation`] holds, as tables, what differs per generation (the
//! `NUM_RECORDS` unit, the gfx8 DCC words, `COMPAT_MODE`, ...) and which fields
//! exist where; a field a generation lacks is [`Error::FieldAbsent`].
//!
//! ```
//! use gcn::desc::{BufferResource, DataFormat};
//! use zerocopy::IntoBytes;
//!
//! let vb = BufferResource::vertex_stream(0x40_0000, DataFormat::R8G8B8A8_UNORM, 4, 64)?;
//! assert_eq!(vb.as_bytes().len(), 16);
//! assert_eq!(vb.to_words(), [0x0040_0000, 0x0004_0000, 64, 0x0005_0FAC]);
//! # Ok::<(), gcn::desc::Error>(())
//! ```

/// Setters of descriptor fields that take any value of the field's type,
/// declared as `name(arg: Type) => word.bitfield_setter;`, or any value a
/// total conversion turns into one: `name(arg: Type) => word.setter(convert);`.
macro_rules! set_fields {
    ($ty:ty { $( $(#[$m:meta])* $name:ident($arg:ident: $t:ty) => $word:ident.$set:ident $(($conv:path))?; )* }) => {
        impl $ty {
            $(
                $(#[$m])*
                pub const fn $name(mut self, $arg: $t) -> Self {
                    self.$word = self.$word.$set($($conv)?($arg));
                    self
                }
            )*
        }
    };
}

/// Setters of descriptor fields narrower than their argument type, declared as
/// `name(arg: Type) => word.bitfield_checked_setter, "AMD_FIELD";`: a value
/// wider than the field is [`Error::FieldOverflow`] naming the field.
macro_rules! set_fields_checked {
    ($ty:ty { $( $(#[$m:meta])* $name:ident($arg:ident: $t:ty) => $word:ident.$set:ident, $field:literal; )* }) => {
        impl $ty {
            $(
                $(#[$m])*
                ///
                /// Errors: [`Error::FieldOverflow`] when the value does not fit the field.
                pub const fn $name(mut self, $arg: $t) -> Result<Self, $crate::desc::Error> {
                    match self.$word.$set($arg) {
                        Ok(w) => {
                            self.$word = w;
                            Ok(self)
                        }
                        Err(_) => Err($crate::desc::Error::FieldOverflow {
                            field: $field,
                            value: $arg as u32,
                        }),
                    }
                }
            )*
        }
    };
}

/// Getters of descriptor fields, declared as `name() -> Type = word.bitfield_getter;`.
macro_rules! get_fields {
    ($ty:ty { $( $(#[$m:meta])* $name:ident() -> $t:ty = $word:ident.$get:ident; )* }) => {
        impl $ty {
            $(
                $(#[$m])*
                pub const fn $name(self) -> $t {
                    self.$word.$get()
                }
            )*
        }
    };
}

/// `with_dst_sel` and `dst_sel` of a descriptor whose word 3 holds
/// `DST_SEL_X..W` (the V# and the T#).
macro_rules! dst_sel_accessors {
    ($ty:ty) => {
        impl $ty {
            /// Sets `DST_SEL_X..W`.
            pub const fn with_dst_sel(mut self, sel: $crate::desc::Swizzle) -> Self {
                let [x, y, z, w] = sel;
                self.word3 = self
                    .word3
                    .with_dst_sel_x(x)
                    .with_dst_sel_y(y)
                    .with_dst_sel_z(z)
                    .with_dst_sel_w(w);
                self
            }

            /// `DST_SEL_X..W`.
            pub const fn dst_sel(self) -> $crate::desc::Swizzle {
                [
                    self.word3.dst_sel_x(),
                    self.word3.dst_sel_y(),
                    self.word3.dst_sel_z(),
                    self.word3.dst_sel_w(),
                ]
            }
        }
    };
}

/// Setters of a builder that store their argument, declared as
/// `name(arg: Type) => field = value;`; every check happens when the builder builds.
macro_rules! set_builder_fields {
    ($ty:ty { $( $(#[$m:meta])* $name:ident($arg:ident: $t:ty) => $field:ident = $val:expr; )* }) => {
        impl $ty {
            $(
                $(#[$m])*
                pub const fn $name(mut self, $arg: $t) -> Self {
                    self.$field = $val;
                    self
                }
            )*
        }
    };
}

/// `with_field_for`, `field_for` and `fields_for` of a descriptor over its
/// table of generation-dependent fields ([`generation`]).
macro_rules! gen_field_accessors {
    ($ty:ty, $field:ty) => {
        impl $ty {
            #[doc = concat!("Sets a [`", stringify!($field), "`] on generation `gfx`.")]
            ///
            /// Errors: [`Error::FieldAbsent`] when `gfx` does not have the
            /// field, [`Error::FieldOverflow`] when `value` does not fit it.
            pub fn with_field_for(
                self,
                gfx: $crate::desc::Gfx,
                field: $field,
                value: u32,
            ) -> Result<Self, $crate::desc::Error> {
                field
                    .info()
                    .insert(self.to_words(), gfx, value)
                    .map(Self::from_words)
            }

            #[doc = concat!("The value of a [`", stringify!($field), "`] on generation `gfx`.")]
            ///
            /// Errors: [`Error::FieldAbsent`] when `gfx` does not have the field.
            pub fn field_for(
                self,
                gfx: $crate::desc::Gfx,
                field: $field,
            ) -> Result<u32, $crate::desc::Error> {
                field.info().extract(self.to_words(), gfx)
            }

            /// The spec's fields of this descriptor on generation `gfx`, `(word, field)`,
            /// word 0 first ([`crate::desc::generation::fields_for`]): what a diff or a
            /// disassembler names for a descriptor of that generation.
            pub fn fields_for(
                gfx: $crate::desc::Gfx,
            ) -> impl Iterator<Item = (u8, $crate::regs::Field)> + Clone {
                $crate::desc::generation::fields_for(Self::FIELDS, <$field>::TABLE, gfx)
            }
        }
    };
}

mod buffer;
mod error;
pub mod fixed;
pub mod format;
pub mod generation;
mod image;
mod sampler;

/// The descriptors and their words, generated from the spec with the registers.
pub use crate::regs::gfx7::descriptors::*;
/// The descriptors' enumerations, generated with the register enumerations (`crate::regs`).
pub use crate::regs::gfx7::enums::{
    BufDataFormat, BufNumFormat, ImgDataFormat, ImgNumFormat, Mtype, SqImgFilterType,
    SqRsrcBufType, SqRsrcImgType, SqSel, SqTexAnisoRatio, SqTexBorderColor, SqTexClamp,
    SqTexDepthCompare, SqTexMipFilter, SqTexXyFilter, SqTexZFilter,
};
pub use buffer::{ADDRESS_LIMIT, MAX_STRIDE};
pub use error::Error;
pub use format::{ChannelOrder, ColorTargetFormat, DataFormat, Swizzle};
pub use generation::{
    BufferField, GENERATIONS, GenField, Generation, Gfx, ImageField, SamplerField,
};
pub use image::ImageBuilder;
pub use image::{MAX_DIM, MAX_LEVELS, MAX_SLICES};
pub use sampler::BORDER_COLOR_TABLE_SIZE;
