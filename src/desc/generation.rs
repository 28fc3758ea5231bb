//! What differs between the GCN generations in the descriptors (gfx6, gfx7,
//! gfx8), as tables.
//!
//! The descriptor types ([`super::BufferResource`], [`super::ImageResource`],
//! [`super::SamplerResource`]) are the gfx7 word layouts generated from the
//! spec; they keep every bit of any generation's dwords. What changes per
//! generation is written down here once, in two tables, and the builders
//! take a [`Gfx`] (Mesa's `gfx_level`) and read them:
//!
//! - [`Generation`] ([`GENERATIONS`]): how a generation uses fields every
//!   generation has (the unit of `NUM_RECORDS`, what `ADD_TID_ENABLE` does to
//!   `DATA_FORMAT`, the sampler bits drivers set on every S#).
//! - [`GenField`] ([`BufferField`], [`ImageField`], [`SamplerField`]): the fields
//!   that exist on some generations only. Writing one on a generation that does
//!   not have it is [`Error::FieldAbsent`], never a silent write.
//!
//! | descriptor | field | gfx6 | gfx7 | gfx8 | source |
//! |---|---|---|---|---|---|
//! | V# | `NUM_RECORDS` with `STRIDE` ≠ 0 | elements | elements | bytes | Mesa (radeonsi, `ac_*`) |
//! | V# | `ADD_TID_ENABLE` = 1 | — | — | `DATA_FORMAT` is `STRIDE[17:14]` | Mesa `ac_set_buf_desc_word3` |
//! | V# | `NUM_FORMAT` 6 | `SNORM_OGL` | `SNORM_OGL` | reserved (`BUF_NUM_FORMAT_RESERVED_6`) | spec |
//! | T# | `NUM_FORMAT` 6, 10..=13 | `SNORM_OGL`, `UBNORM`, `UBNORM_OGL`, `UBINT`, `UBSCALED` | as gfx6 | reserved (`IMG_NUM_FORMAT_RESERVED_*`) | spec |
//! | V# | `ATC` bit 24, `MTYPE` bits 29..27 (WORD3) | absent | yes | yes | spec |
//! | T# | `MTYPE` (WORD1 bits 31..30, WORD3 bit 26), `ATC` (WORD3 bit 27) | absent | yes | yes | spec |
//! | T# | `COUNTER_BANK_ID`, `LOD_HDW_CNT_EN` (WORD6) | absent | yes | yes | spec |
//! | T# | WORD6 bits 31..21 | absent | unused | `COMPRESSION_EN`, `ALPHA_IS_ON_MSB`, `COLOR_TRANSFORM`, `LOST_ALPHA_BITS`, `LOST_COLOR_BITS` | spec |
//! | T# | WORD7 | unused | unused | `META_DATA_ADDRESS` (DCC or TC-compatible HTILE, address bits 39..8) | spec |
//! | S# | `COMPAT_MODE` (WORD0 bit 31) | absent | absent | yes; drivers set 1 | spec; Mesa `ac_build_sampler_descriptor` |
//! | S# | `ANISO_OVERRIDE` (WORD2 bit 31) | absent | absent | yes; drivers set 1 | spec; Mesa |
//! | S# | `UPGRADED_DEPTH` (WORD3 bit 29) | — | — | yes (depth stored as `Z32_FLOAT` for TC-compatible HTILE) | Linux/Mesa register tables, not AMD's header |
//! | S# | `DISABLE_LSB_CEIL`, `FILTER_PREC_FIX` (WORD2) | 1 | 1 | 1 | Mesa (not a difference; in [`SamplerResource::new_for`](super::SamplerResource::new_for)) |
//!
//! The rows of the [`GenField`] tables, [`Generation::buf_snorm_ogl`] and
//! [`Generation::img_num_formats`]
//! are generated from the spec (`crate::regs::gfx7::descriptors::per_generation`),
//! all but one: `UPGRADED_DEPTH` is in the Linux driver's register tables for
//! gfx6-8 but not in AMD's header (the spec names it in a note of its S#, not
//! as a field), so it is listed here; the crate allows it on gfx8 only,
//! the generation whose TC-compatible HTILE is why drivers keep that second
//! sampler, and does not list it among the spec's fields
//! ([`GenField::in_spec`]).
//!
//! ```
//! use gcn::desc::{BufferResource, DataFormat, Error, Gfx, SamplerField, SamplerResource};
//!
//! // 100 elements of 16 bytes: gfx7 counts elements, gfx8 bytes.
//! let v7 = BufferResource::structured_buffer_for(Gfx::Gfx7, 0x1000, 16, 100)?;
//! let v8 = BufferResource::structured_buffer_for(Gfx::Gfx8, 0x1000, 16, 100)?;
//! assert_eq!((v7.num_records(), v8.num_records()), (100, 1600));
//!
//! // COMPAT_MODE exists on gfx8 only.
//! let s = SamplerResource::new_for(Gfx::Gfx8);
//! assert_eq!(s.field_for(Gfx::Gfx8, SamplerField::CompatMode)?, 1);
//! assert!(matches!(
//!     SamplerResource::new().with_field_for(Gfx::Gfx7, SamplerField::CompatMode, 1),
//!     Err(Error::FieldAbsent { field: "COMPAT_MODE", gfx: Gfx::Gfx7 })
//! ));
//! # Ok::<(), Error>(())
//! ```

use super::Error;
pub use crate::regs::GenField;
use crate::regs::gfx7::descriptors::per_generation as spec;
use crate::regs::{Field, FieldKind};
pub use crate::tiling::config::Gfx;

/// How one generation uses the descriptor fields every generation has.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Generation {
    /// The generation.
    pub gfx: Gfx,
    /// Its name as Mesa and the spec write it (`gfx6`, `gfx7`, `gfx8`).
    pub name: &'static str,
    /// V# `NUM_RECORDS` with a non-zero `STRIDE` counts bytes (gfx8: the
    /// range check of buffer accesses is in bytes) rather than elements.
    pub num_records_in_bytes: bool,
    /// V# `ADD_TID_ENABLE` = 1 turns `DATA_FORMAT` into `STRIDE[17:14]`, so
    /// drivers write 0 there (gfx8).
    pub add_tid_extends_stride: bool,
    /// V# `NUM_FORMAT` 6 is `BUF_NUM_FORMAT_SNORM_OGL` (gfx6, gfx7); gfx8
    /// reserves the value.
    pub buf_snorm_ogl: bool,
    /// The T# `NUM_FORMAT` values the spec names on this generation (bit n
    /// for value n; the `IMG_NUM_FORMAT_RESERVED_*` values left out).
    pub img_num_formats: u16,
    /// S# `COMPAT_MODE` value drivers write on every sampler (gfx8: 1).
    pub sampler_compat_mode: bool,
    /// S# `ANISO_OVERRIDE` value drivers write on every sampler (gfx8: 1).
    pub sampler_aniso_override: bool,
}

/// The rows of the generation table, gfx6 first.
pub const GENERATIONS: [Generation; 3] = [
    Generation {
        gfx: Gfx::Gfx6,
        name: "gfx6",
        num_records_in_bytes: false,
        add_tid_extends_stride: false,
        buf_snorm_ogl: spec::BUF_SNORM_OGL[0],
        img_num_formats: spec::IMG_NUM_FORMATS[0],
        sampler_compat_mode: false,
        sampler_aniso_override: false,
    },
    Generation {
        gfx: Gfx::Gfx7,
        name: "gfx7",
        num_records_in_bytes: false,
        add_tid_extends_stride: false,
        buf_snorm_ogl: spec::BUF_SNORM_OGL[1],
        img_num_formats: spec::IMG_NUM_FORMATS[1],
        sampler_compat_mode: false,
        sampler_aniso_override: false,
    },
    Generation {
        gfx: Gfx::Gfx8,
        name: "gfx8",
        num_records_in_bytes: true,
        add_tid_extends_stride: true,
        buf_snorm_ogl: spec::BUF_SNORM_OGL[2],
        img_num_formats: spec::IMG_NUM_FORMATS[2],
        sampler_compat_mode: true,
        sampler_aniso_override: true,
    },
];

impl Generation {
    /// The row of `gfx`.
    #[inline]
    pub const fn of(gfx: Gfx) -> Generation {
        let [g6, g7, g8] = GENERATIONS;
        match gfx {
            Gfx::Gfx6 => g6,
            Gfx::Gfx7 => g7,
            Gfx::Gfx8 => g8,
        }
    }

    /// Whether this generation reserves the T# `NUM_FORMAT` value `raw`
    /// that another generation names ([`Self::img_num_formats`]).
    pub const fn img_num_format_reserved_here(self, raw: u8) -> bool {
        let [g6, g7, g8] = GENERATIONS;
        let named_anywhere = g6.img_num_formats | g7.img_num_formats | g8.img_num_formats;
        let bit = match 1u16.checked_shl(raw as u32) {
            Some(b) => b,
            None => return false,
        };
        named_anywhere & bit != 0 && self.img_num_formats & bit == 0
    }
}

// The type lives with the register fields (the generated rows in
// `regs` are of it); its checks against this module's error are here.
impl GenField {
    /// `Ok` when `gfx` has the field, else [`Error::FieldAbsent`].
    pub const fn check(&self, gfx: Gfx) -> Result<(), Error> {
        if self.exists_on(gfx) {
            Ok(())
        } else {
            Err(Error::FieldAbsent {
                field: self.field.name,
                gfx,
            })
        }
    }

    /// `words` with the field set to `value`.
    ///
    /// Errors: [`Error::FieldAbsent`] when `gfx` does not have the field,
    /// [`Error::FieldOverflow`] when `value` does not fit it.
    pub(crate) fn insert<const N: usize>(
        &self,
        mut words: [u32; N],
        gfx: Gfx,
        value: u32,
    ) -> Result<[u32; N], Error> {
        self.check(gfx)?;
        let mask = self.field.mask();
        let bits = value.checked_shl(u32::from(self.field.lsb)).unwrap_or(0);
        if bits & mask != bits || bits.checked_shr(u32::from(self.field.lsb)) != Some(value) {
            return Err(Error::FieldOverflow {
                field: self.field.name,
                value,
            });
        }
        if let Some(w) = words.get_mut(usize::from(self.word)) {
            *w = (*w & !mask) | bits;
        }
        Ok(words)
    }

    /// The field's value in `words`.
    ///
    /// Errors: [`Error::FieldAbsent`] when `gfx` does not have the field.
    pub(crate) fn extract<const N: usize>(&self, words: [u32; N], gfx: Gfx) -> Result<u32, Error> {
        self.check(gfx)?;
        let w = words.get(usize::from(self.word)).copied().unwrap_or(0);
        Ok(self.field.extract(w))
    }
}

/// Declares an enumeration of generation-dependent fields of one descriptor
/// and its table: `Variant = row;`, `row` a [`GenField`] (the generated
/// `per_generation` constants).
macro_rules! gen_fields {
    ($(#[$m:meta])* $name:ident {
        $( $(#[$vm:meta])* $var:ident = $row:expr; )*
    }) => {
        $(#[$m])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum $name {
            $( $(#[$vm])* $var, )*
        }

        impl $name {
            /// Every field of the table, in declaration order.
            pub const ALL: &'static [$name] = &[$($name::$var),*];
            /// [`Self::info`] of every field, in declaration order.
            pub const TABLE: &'static [GenField] = &[$($name::$var.info()),*];

            /// Where the field is and which generations have it.
            pub const fn info(self) -> GenField {
                match self {
                    $( $name::$var => $row, )*
                }
            }
        }
    };
}

gen_fields! {
    /// V# fields that exist on some generations only.
    BufferField {
        /// `WORD3.ATC` (gfx7+).
        Atc = spec::V_WORD3_ATC;
        /// `WORD3.MTYPE` (gfx7+).
        Mtype = spec::V_WORD3_MTYPE;
    }
}

gen_fields! {
    /// T# fields that exist on some generations only.
    ImageField {
        /// `WORD1.MTYPE` (gfx7+).
        MtypeWord1 = spec::T_WORD1_MTYPE;
        /// `WORD3.MTYPE` (gfx7+).
        MtypeWord3 = spec::T_WORD3_MTYPE;
        /// `WORD3.ATC` (gfx7+).
        Atc = spec::T_WORD3_ATC;
        /// `WORD6.COUNTER_BANK_ID` (gfx7+).
        CounterBankId = spec::T_WORD6_COUNTER_BANK_ID;
        /// `WORD6.LOD_HDW_CNT_EN` (gfx7+).
        LodHdwCntEn = spec::T_WORD6_LOD_HDW_CNT_EN;
        /// `WORD6.UNUNSED` (gfx7: bits 31..21 unused; AMD's spelling).
        UnusedWord6 = spec::T_WORD6_UNUNSED;
        /// `WORD6.COMPRESSION_EN` (gfx8): the texture unit reads the metadata at `META_DATA_ADDRESS`.
        CompressionEn = spec::T_WORD6_COMPRESSION_EN;
        /// `WORD6.ALPHA_IS_ON_MSB` (gfx8): where DCC finds alpha.
        AlphaIsOnMsb = spec::T_WORD6_ALPHA_IS_ON_MSB;
        /// `WORD6.COLOR_TRANSFORM` (gfx8).
        ColorTransform = spec::T_WORD6_COLOR_TRANSFORM;
        /// `WORD6.LOST_ALPHA_BITS` (gfx8).
        LostAlphaBits = spec::T_WORD6_LOST_ALPHA_BITS;
        /// `WORD6.LOST_COLOR_BITS` (gfx8).
        LostColorBits = spec::T_WORD6_LOST_COLOR_BITS;
        /// `WORD7.UNUNSED` (gfx6, gfx7: the hardware ignores word 7).
        UnusedWord7 = spec::T_WORD7_UNUNSED;
        /// `WORD7.META_DATA_ADDRESS` (gfx8): byte address bits 39..8 of the DCC or HTILE metadata.
        MetaDataAddress = spec::T_WORD7_META_DATA_ADDRESS;
    }
}

gen_fields! {
    /// S# fields that exist on some generations only.
    SamplerField {
        /// `WORD0.COMPAT_MODE` (gfx8).
        CompatMode = spec::S_WORD0_COMPAT_MODE;
        /// `WORD2.ANISO_OVERRIDE` (gfx8).
        AnisoOverride = spec::S_WORD2_ANISO_OVERRIDE;
        /// `WORD3.UPGRADED_DEPTH` (bit 29; gfx8 here): the sampled depth is
        /// stored as `Z32_FLOAT`. Named by the Linux driver's tables, not by
        /// AMD's header.
        UpgradedDepth = UPGRADED_DEPTH;
    }
}

/// S# `WORD3.UPGRADED_DEPTH`, the one row not generated: the spec only
/// mentions it in a note of its S# (the Linux amdgpu register tables define
/// WORD3 bit 29 for gfx6-8; AMD's header does not), so it is listed here,
/// on gfx8 only.
const UPGRADED_DEPTH: GenField = GenField {
    word: 3,
    field: Field::new("UPGRADED_DEPTH", 29, 1, FieldKind::Bool),
    on: [false, false, true],
    in_spec: false,
};

/// The spec's fields of a descriptor on `gfx`, word by word: the gfx7 table
/// `gfx7_fields` (a descriptor's generated `FIELDS`) without the fields of
/// `table` that `gfx` lacks, plus the spec fields of `table` that only other
/// generations than gfx7 have. Yields `(word, field)`, word 0 first. The
/// descriptors wrap it as `fields_for` ([`super::BufferResource::fields_for`], ...).
pub fn fields_for(
    gfx7_fields: &'static [&'static [Field]],
    table: &'static [GenField],
    gfx: Gfx,
) -> impl Iterator<Item = (u8, Field)> + Clone {
    (0u8..).zip(gfx7_fields).flat_map(move |(word, fields)| {
        let kept = fields.iter().copied().filter(move |f| {
            !table.iter().any(|g| {
                g.word == word
                    && g.field.name == f.name
                    && g.field.lsb == f.lsb
                    && !g.exists_on(gfx)
            })
        });
        let added = table
            .iter()
            .filter(move |g| {
                g.word == word && g.in_spec && g.exists_on(gfx) && !g.exists_on(Gfx::Gfx7)
            })
            .map(|g| g.field);
        kept.chain(added).map(move |f| (word, f))
    })
}

/// The name of a generation (`gfx6`, `gfx7`, `gfx8`).
pub const fn name(gfx: Gfx) -> &'static str {
    Generation::of(gfx).name
}
