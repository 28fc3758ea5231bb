//! S#: the sampler descriptor (`SQ_IMG_SAMP_WORD0..3`, 4 dwords).
//!
//! A sampler says how texels are addressed (clamp modes per axis), filtered
//! (magnification, minification, between mips, anisotropy, reduction mode),
//! which LODs may be used (unsigned 4.8 `MIN_LOD`/`MAX_LOD`, signed 5.8
//! `LOD_BIAS`; see [`super::fixed`] for the conversions), how depth is
//! compared for shadow lookups, and where the border colour comes from.
//!
//! The all-zero sampler ([`SamplerResource::new`], also `Default`) is
//! "wrap, point, base level": `SQ_TEX_WRAP` on every axis, point filtering,
//! no mip filtering, `MAX_LOD` 0.
//!
//! ```
//! use gcn::desc::{SamplerResource, SqTexClamp, SqTexMipFilter, SqTexXyFilter};
//!
//! assert_eq!(SamplerResource::new().to_words(), [0; 4]);
//!
//! // Trilinear, clamp to edge, all mip levels.
//! let s = SamplerResource::new()
//!     .with_clamp(SqTexClamp::SQ_TEX_CLAMP_LAST_TEXEL, SqTexClamp::SQ_TEX_CLAMP_LAST_TEXEL, SqTexClamp::SQ_TEX_CLAMP_LAST_TEXEL)
//!     .with_xy_filter(SqTexXyFilter::SQ_TEX_XY_FILTER_BILINEAR, SqTexXyFilter::SQ_TEX_XY_FILTER_BILINEAR)
//!     .with_mip_filter(SqTexMipFilter::SQ_TEX_MIP_FILTER_LINEAR)
//!     .with_max_lod(1000.0) // clamped to 15.0 = 0xF00
//!     .with_lod_bias(-0.5);
//! assert_eq!(s.to_words(), [0x0000_0092, 0x00F0_0000, 0x0850_3F80, 0x0000_0000]);
//! assert_eq!(s.max_lod(), 15.0);
//! assert_eq!(s.lod_bias(), -0.5);
//!
//! // Raw fixed-point values outside a field are an error.
//! assert!(SamplerResource::new().with_max_lod_fixed(0x1000).is_err());
//! ```

use bitfield_struct::bitfield;
use static_assertions::{assert_eq_size, const_assert_eq};
use zerocopy::{FromBytes, Immutable, IntoBytes, KnownLayout};

use super::fixed;
use super::{Error, FieldInfo};
use crate::regs::{
    SqImgFilterType, SqTexAnisoRatio, SqTexBorderColor, SqTexClamp, SqTexDepthCompare,
    SqTexMipFilter, SqTexXyFilter, SqTexZFilter,
};

/// `SQ_IMG_SAMP_WORD0`: addressing, anisotropy, compare, filter mode (gfx7 layout).
#[bitfield(u32)]
#[derive(PartialEq, Eq, Hash, IntoBytes, FromBytes, Immutable, KnownLayout)]
pub struct SqImgSampWord0 {
    /// `CLAMP_X`: addressing mode of the x (u) axis.
    #[bits(3)]
    pub clamp_x: SqTexClamp,
    /// `CLAMP_Y`: addressing mode of the y (v) axis.
    #[bits(3)]
    pub clamp_y: SqTexClamp,
    /// `CLAMP_Z`: addressing mode of the z (w) axis.
    #[bits(3)]
    pub clamp_z: SqTexClamp,
    /// `MAX_ANISO_RATIO`: largest anisotropy ratio.
    #[bits(3)]
    pub max_aniso_ratio: SqTexAnisoRatio,
    /// `DEPTH_COMPARE_FUNC`: shadow comparison.
    #[bits(3)]
    pub depth_compare_func: SqTexDepthCompare,
    /// `FORCE_UNNORMALIZED`: coordinates are in texels, not 0..1.
    pub force_unnormalized: bool,
    /// `ANISO_THRESHOLD`: anisotropy threshold.
    #[bits(3)]
    pub aniso_threshold: u8,
    /// `MC_COORD_TRUNC`: truncate coordinates for motion compensation.
    pub mc_coord_trunc: bool,
    /// `FORCE_DEGAMMA`: convert sRGB to linear regardless of the format.
    pub force_degamma: bool,
    /// `ANISO_BIAS`: anisotropy bias.
    #[bits(6)]
    pub aniso_bias: u8,
    /// `TRUNC_COORD`: truncate (not round) coordinates for point sampling.
    pub trunc_coord: bool,
    /// `DISABLE_CUBE_WRAP`: no seamless filtering across cube faces.
    pub disable_cube_wrap: bool,
    /// `FILTER_MODE`: blend, min or max reduction.
    #[bits(2)]
    pub filter_mode: SqImgFilterType,
    /// Bit 31: not a gfx7 field (gfx8 `COMPAT_MODE`); kept as decoded.
    pub reserved: bool,
}

/// `SQ_IMG_SAMP_WORD1`: LOD range and performance controls.
#[bitfield(u32)]
#[derive(PartialEq, Eq, Hash, IntoBytes, FromBytes, Immutable, KnownLayout)]
pub struct SqImgSampWord1 {
    /// `MIN_LOD`: smallest LOD, unsigned 4.8.
    #[bits(12)]
    pub min_lod: u16,
    /// `MAX_LOD`: largest LOD, unsigned 4.8.
    #[bits(12)]
    pub max_lod: u16,
    /// `PERF_MIP`: mip filtering performance tuning.
    #[bits(4)]
    pub perf_mip: u8,
    /// `PERF_Z`: z filtering performance tuning.
    #[bits(4)]
    pub perf_z: u8,
}

/// `SQ_IMG_SAMP_WORD2`: LOD bias and filters (gfx7 layout).
#[bitfield(u32)]
#[derive(PartialEq, Eq, Hash, IntoBytes, FromBytes, Immutable, KnownLayout)]
pub struct SqImgSampWord2 {
    /// `LOD_BIAS`: signed 5.8, two's complement.
    #[bits(14)]
    pub lod_bias: u16,
    /// `LOD_BIAS_SEC`: secondary bias, signed 1.4, two's complement.
    #[bits(6)]
    pub lod_bias_sec: u8,
    /// `XY_MAG_FILTER`: magnification filter.
    #[bits(2)]
    pub xy_mag_filter: SqTexXyFilter,
    /// `XY_MIN_FILTER`: minification filter.
    #[bits(2)]
    pub xy_min_filter: SqTexXyFilter,
    /// `Z_FILTER`: filter between 3D slices.
    #[bits(2)]
    pub z_filter: SqTexZFilter,
    /// `MIP_FILTER`: filter between mip levels.
    #[bits(2)]
    pub mip_filter: SqTexMipFilter,
    /// `MIP_POINT_PRECLAMP`: clamp before point mip selection.
    pub mip_point_preclamp: bool,
    /// `DISABLE_LSB_CEIL`: disable rounding up of the LOD fraction LSB.
    pub disable_lsb_ceil: bool,
    /// `FILTER_PREC_FIX`: filter precision fix.
    pub filter_prec_fix: bool,
    /// Bit 31: not a gfx7 field (gfx8 `ANISO_OVERRIDE`); kept as decoded.
    pub reserved: bool,
}

/// `SQ_IMG_SAMP_WORD3`: border colour.
#[bitfield(u32)]
#[derive(PartialEq, Eq, Hash, IntoBytes, FromBytes, Immutable, KnownLayout)]
pub struct SqImgSampWord3 {
    /// `BORDER_COLOR_PTR`: index into the border colour table (with `SQ_TEX_BORDER_COLOR_REGISTER`).
    #[bits(12)]
    pub border_color_ptr: u16,
    /// Bits 29..12, not named by AMD's gfx7 header; kept as decoded.
    #[bits(18)]
    pub reserved: u32,
    /// `BORDER_COLOR_TYPE`: border colour source.
    #[bits(2)]
    pub border_color_type: SqTexBorderColor,
}

const_assert_eq!(SqTexClamp::BITS, 3);
const_assert_eq!(SqTexAnisoRatio::BITS, 3);
const_assert_eq!(SqTexDepthCompare::BITS, 3);
const_assert_eq!(SqImgFilterType::BITS, 2);
const_assert_eq!(SqTexXyFilter::BITS, 2);
const_assert_eq!(SqTexZFilter::BITS, 2);
const_assert_eq!(SqTexMipFilter::BITS, 2);
const_assert_eq!(SqTexBorderColor::BITS, 2);

/// An S#: four dwords, `SQ_IMG_SAMP_WORD0..3`, in memory order.
#[repr(C)]
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, IntoBytes, FromBytes, Immutable, KnownLayout,
)]
pub struct SamplerResource {
    /// `SQ_IMG_SAMP_WORD0`.
    pub word0: SqImgSampWord0,
    /// `SQ_IMG_SAMP_WORD1`.
    pub word1: SqImgSampWord1,
    /// `SQ_IMG_SAMP_WORD2`.
    pub word2: SqImgSampWord2,
    /// `SQ_IMG_SAMP_WORD3`.
    pub word3: SqImgSampWord3,
}

assert_eq_size!(SamplerResource, [u32; 4]);

/// Number of entries of the border colour table (`BORDER_COLOR_PTR` is 12 bits).
pub const BORDER_COLOR_TABLE_SIZE: u32 = 4096;

impl SamplerResource {
    /// Every gfx7 field: word, AMD name, position and width.
    pub const FIELDS: &'static [FieldInfo] = &[
        field!(
            0,
            "CLAMP_X",
            SqImgSampWord0::CLAMP_X_OFFSET,
            SqImgSampWord0::CLAMP_X_BITS
        ),
        field!(
            0,
            "CLAMP_Y",
            SqImgSampWord0::CLAMP_Y_OFFSET,
            SqImgSampWord0::CLAMP_Y_BITS
        ),
        field!(
            0,
            "CLAMP_Z",
            SqImgSampWord0::CLAMP_Z_OFFSET,
            SqImgSampWord0::CLAMP_Z_BITS
        ),
        field!(
            0,
            "MAX_ANISO_RATIO",
            SqImgSampWord0::MAX_ANISO_RATIO_OFFSET,
            SqImgSampWord0::MAX_ANISO_RATIO_BITS
        ),
        field!(
            0,
            "DEPTH_COMPARE_FUNC",
            SqImgSampWord0::DEPTH_COMPARE_FUNC_OFFSET,
            SqImgSampWord0::DEPTH_COMPARE_FUNC_BITS
        ),
        field!(
            0,
            "FORCE_UNNORMALIZED",
            SqImgSampWord0::FORCE_UNNORMALIZED_OFFSET,
            SqImgSampWord0::FORCE_UNNORMALIZED_BITS
        ),
        field!(
            0,
            "ANISO_THRESHOLD",
            SqImgSampWord0::ANISO_THRESHOLD_OFFSET,
            SqImgSampWord0::ANISO_THRESHOLD_BITS
        ),
        field!(
            0,
            "MC_COORD_TRUNC",
            SqImgSampWord0::MC_COORD_TRUNC_OFFSET,
            SqImgSampWord0::MC_COORD_TRUNC_BITS
        ),
        field!(
            0,
            "FORCE_DEGAMMA",
            SqImgSampWord0::FORCE_DEGAMMA_OFFSET,
            SqImgSampWord0::FORCE_DEGAMMA_BITS
        ),
        field!(
            0,
            "ANISO_BIAS",
            SqImgSampWord0::ANISO_BIAS_OFFSET,
            SqImgSampWord0::ANISO_BIAS_BITS
        ),
        field!(
            0,
            "TRUNC_COORD",
            SqImgSampWord0::TRUNC_COORD_OFFSET,
            SqImgSampWord0::TRUNC_COORD_BITS
        ),
        field!(
            0,
            "DISABLE_CUBE_WRAP",
            SqImgSampWord0::DISABLE_CUBE_WRAP_OFFSET,
            SqImgSampWord0::DISABLE_CUBE_WRAP_BITS
        ),
        field!(
            0,
            "FILTER_MODE",
            SqImgSampWord0::FILTER_MODE_OFFSET,
            SqImgSampWord0::FILTER_MODE_BITS
        ),
        field!(
            1,
            "MIN_LOD",
            SqImgSampWord1::MIN_LOD_OFFSET,
            SqImgSampWord1::MIN_LOD_BITS
        ),
        field!(
            1,
            "MAX_LOD",
            SqImgSampWord1::MAX_LOD_OFFSET,
            SqImgSampWord1::MAX_LOD_BITS
        ),
        field!(
            1,
            "PERF_MIP",
            SqImgSampWord1::PERF_MIP_OFFSET,
            SqImgSampWord1::PERF_MIP_BITS
        ),
        field!(
            1,
            "PERF_Z",
            SqImgSampWord1::PERF_Z_OFFSET,
            SqImgSampWord1::PERF_Z_BITS
        ),
        field!(
            2,
            "LOD_BIAS",
            SqImgSampWord2::LOD_BIAS_OFFSET,
            SqImgSampWord2::LOD_BIAS_BITS
        ),
        field!(
            2,
            "LOD_BIAS_SEC",
            SqImgSampWord2::LOD_BIAS_SEC_OFFSET,
            SqImgSampWord2::LOD_BIAS_SEC_BITS
        ),
        field!(
            2,
            "XY_MAG_FILTER",
            SqImgSampWord2::XY_MAG_FILTER_OFFSET,
            SqImgSampWord2::XY_MAG_FILTER_BITS
        ),
        field!(
            2,
            "XY_MIN_FILTER",
            SqImgSampWord2::XY_MIN_FILTER_OFFSET,
            SqImgSampWord2::XY_MIN_FILTER_BITS
        ),
        field!(
            2,
            "Z_FILTER",
            SqImgSampWord2::Z_FILTER_OFFSET,
            SqImgSampWord2::Z_FILTER_BITS
        ),
        field!(
            2,
            "MIP_FILTER",
            SqImgSampWord2::MIP_FILTER_OFFSET,
            SqImgSampWord2::MIP_FILTER_BITS
        ),
        field!(
            2,
            "MIP_POINT_PRECLAMP",
            SqImgSampWord2::MIP_POINT_PRECLAMP_OFFSET,
            SqImgSampWord2::MIP_POINT_PRECLAMP_BITS
        ),
        field!(
            2,
            "DISABLE_LSB_CEIL",
            SqImgSampWord2::DISABLE_LSB_CEIL_OFFSET,
            SqImgSampWord2::DISABLE_LSB_CEIL_BITS
        ),
        field!(
            2,
            "FILTER_PREC_FIX",
            SqImgSampWord2::FILTER_PREC_FIX_OFFSET,
            SqImgSampWord2::FILTER_PREC_FIX_BITS
        ),
        field!(
            3,
            "BORDER_COLOR_PTR",
            SqImgSampWord3::BORDER_COLOR_PTR_OFFSET,
            SqImgSampWord3::BORDER_COLOR_PTR_BITS
        ),
        field!(
            3,
            "BORDER_COLOR_TYPE",
            SqImgSampWord3::BORDER_COLOR_TYPE_OFFSET,
            SqImgSampWord3::BORDER_COLOR_TYPE_BITS
        ),
    ];

    /// The all-zero sampler: wrap on every axis, point filtering, no mip
    /// filtering, LOD range 0..=0 (base level only), no bias, transparent
    /// black border.
    pub const fn new() -> Self {
        Self::from_words([0; 4])
    }

    /// Decodes four dwords; every bit is kept, so [`Self::to_words`] returns them unchanged.
    pub const fn from_words(words: [u32; 4]) -> Self {
        let [w0, w1, w2, w3] = words;
        SamplerResource {
            word0: SqImgSampWord0::from_bits(w0),
            word1: SqImgSampWord1::from_bits(w1),
            word2: SqImgSampWord2::from_bits(w2),
            word3: SqImgSampWord3::from_bits(w3),
        }
    }

    /// The four dwords, word 0 first.
    pub const fn to_words(self) -> [u32; 4] {
        [
            self.word0.into_bits(),
            self.word1.into_bits(),
            self.word2.into_bits(),
            self.word3.into_bits(),
        ]
    }

    /// Sets `CLAMP_X`, `CLAMP_Y`, `CLAMP_Z`.
    pub const fn with_clamp(mut self, x: SqTexClamp, y: SqTexClamp, z: SqTexClamp) -> Self {
        self.word0 = self.word0.with_clamp_x(x).with_clamp_y(y).with_clamp_z(z);
        self
    }

    /// Sets `MAX_ANISO_RATIO`.
    pub const fn with_max_aniso_ratio(mut self, ratio: SqTexAnisoRatio) -> Self {
        self.word0 = self.word0.with_max_aniso_ratio(ratio);
        self
    }

    /// Sets `ANISO_THRESHOLD` (0..=7).
    ///
    /// Errors: [`Error::FieldOverflow`] above 7.
    pub const fn with_aniso_threshold(mut self, threshold: u8) -> Result<Self, Error> {
        match self.word0.with_aniso_threshold_checked(threshold) {
            Ok(w) => {
                self.word0 = w;
                Ok(self)
            }
            Err(()) => Err(Error::FieldOverflow {
                field: "ANISO_THRESHOLD",
                value: threshold as u32,
            }),
        }
    }

    /// Sets `ANISO_BIAS` (0..=63).
    ///
    /// Errors: [`Error::FieldOverflow`] above 63.
    pub const fn with_aniso_bias(mut self, bias: u8) -> Result<Self, Error> {
        match self.word0.with_aniso_bias_checked(bias) {
            Ok(w) => {
                self.word0 = w;
                Ok(self)
            }
            Err(()) => Err(Error::FieldOverflow {
                field: "ANISO_BIAS",
                value: bias as u32,
            }),
        }
    }

    /// Sets `DEPTH_COMPARE_FUNC`.
    pub const fn with_depth_compare_func(mut self, func: SqTexDepthCompare) -> Self {
        self.word0 = self.word0.with_depth_compare_func(func);
        self
    }

    /// Sets `FORCE_UNNORMALIZED` (texel coordinates).
    pub const fn with_force_unnormalized(mut self, on: bool) -> Self {
        self.word0 = self.word0.with_force_unnormalized(on);
        self
    }

    /// Sets `MC_COORD_TRUNC`.
    pub const fn with_mc_coord_trunc(mut self, on: bool) -> Self {
        self.word0 = self.word0.with_mc_coord_trunc(on);
        self
    }

    /// Sets `FORCE_DEGAMMA`.
    pub const fn with_force_degamma(mut self, on: bool) -> Self {
        self.word0 = self.word0.with_force_degamma(on);
        self
    }

    /// Sets `TRUNC_COORD`.
    pub const fn with_trunc_coord(mut self, on: bool) -> Self {
        self.word0 = self.word0.with_trunc_coord(on);
        self
    }

    /// Sets `DISABLE_CUBE_WRAP` (true = no seamless cube filtering).
    pub const fn with_disable_cube_wrap(mut self, on: bool) -> Self {
        self.word0 = self.word0.with_disable_cube_wrap(on);
        self
    }

    /// Sets `FILTER_MODE` (blend, min or max reduction).
    pub const fn with_filter_mode(mut self, mode: SqImgFilterType) -> Self {
        self.word0 = self.word0.with_filter_mode(mode);
        self
    }

    /// Sets `MIN_LOD` from mip levels: [`fixed::lod_to_u4_8`] (NaN → 0,
    /// clamped to 0..=15, truncated to 1/256).
    pub const fn with_min_lod(mut self, lod: f32) -> Self {
        self.word1 = self.word1.with_min_lod(fixed::lod_to_u4_8(lod));
        self
    }

    /// Sets `MAX_LOD` from mip levels: [`fixed::lod_to_u4_8`] (NaN → 0,
    /// clamped to 0..=15, truncated to 1/256).
    pub const fn with_max_lod(mut self, lod: f32) -> Self {
        self.word1 = self.word1.with_max_lod(fixed::lod_to_u4_8(lod));
        self
    }

    /// Sets `MIN_LOD` raw (unsigned 4.8, 0..=`0xFFF`).
    ///
    /// Errors: [`Error::FieldOverflow`] above `0xFFF`.
    pub const fn with_min_lod_fixed(mut self, lod: u16) -> Result<Self, Error> {
        match self.word1.with_min_lod_checked(lod) {
            Ok(w) => {
                self.word1 = w;
                Ok(self)
            }
            Err(()) => Err(Error::FieldOverflow {
                field: "MIN_LOD",
                value: lod as u32,
            }),
        }
    }

    /// Sets `MAX_LOD` raw (unsigned 4.8, 0..=`0xFFF`).
    ///
    /// Errors: [`Error::FieldOverflow`] above `0xFFF`.
    pub const fn with_max_lod_fixed(mut self, lod: u16) -> Result<Self, Error> {
        match self.word1.with_max_lod_checked(lod) {
            Ok(w) => {
                self.word1 = w;
                Ok(self)
            }
            Err(()) => Err(Error::FieldOverflow {
                field: "MAX_LOD",
                value: lod as u32,
            }),
        }
    }

    /// Sets `PERF_MIP` (0..=15).
    ///
    /// Errors: [`Error::FieldOverflow`] above 15.
    pub const fn with_perf_mip(mut self, perf: u8) -> Result<Self, Error> {
        match self.word1.with_perf_mip_checked(perf) {
            Ok(w) => {
                self.word1 = w;
                Ok(self)
            }
            Err(()) => Err(Error::FieldOverflow {
                field: "PERF_MIP",
                value: perf as u32,
            }),
        }
    }

    /// Sets `PERF_Z` (0..=15).
    ///
    /// Errors: [`Error::FieldOverflow`] above 15.
    pub const fn with_perf_z(mut self, perf: u8) -> Result<Self, Error> {
        match self.word1.with_perf_z_checked(perf) {
            Ok(w) => {
                self.word1 = w;
                Ok(self)
            }
            Err(()) => Err(Error::FieldOverflow {
                field: "PERF_Z",
                value: perf as u32,
            }),
        }
    }

    /// Sets `LOD_BIAS` from mip levels: [`fixed::bias_to_s5_8`] (NaN → 0,
    /// clamped to -16..=16, truncated toward zero to 1/256).
    pub const fn with_lod_bias(mut self, bias: f32) -> Self {
        self.word2 = self.word2.with_lod_bias(fixed::bias_to_s5_8(bias));
        self
    }

    /// Sets `LOD_BIAS` raw: signed 5.8 in 1/256 levels, `-8192..=8191`.
    ///
    /// Errors: [`Error::FieldOverflow`] outside that range.
    pub const fn with_lod_bias_fixed(mut self, bias: i16) -> Result<Self, Error> {
        if bias < -8192 || bias > 8191 {
            return Err(Error::FieldOverflow {
                field: "LOD_BIAS",
                value: bias as u16 as u32,
            });
        }
        self.word2 = self.word2.with_lod_bias(bias as u16 & 0x3FFF);
        Ok(self)
    }

    /// Sets `LOD_BIAS_SEC` from mip levels: [`fixed::bias_sec_to_s1_4`]
    /// (NaN → 0, clamped to -2..=1.9375, truncated toward zero to 1/16).
    pub const fn with_lod_bias_sec(mut self, bias: f32) -> Self {
        self.word2 = self.word2.with_lod_bias_sec(fixed::bias_sec_to_s1_4(bias));
        self
    }

    /// Sets `LOD_BIAS_SEC` raw: signed 1.4 in 1/16 levels, `-32..=31`.
    ///
    /// Errors: [`Error::FieldOverflow`] outside that range.
    pub const fn with_lod_bias_sec_fixed(mut self, bias: i8) -> Result<Self, Error> {
        if bias < -32 || bias > 31 {
            return Err(Error::FieldOverflow {
                field: "LOD_BIAS_SEC",
                value: bias as u8 as u32,
            });
        }
        self.word2 = self.word2.with_lod_bias_sec(bias as u8 & 0x3F);
        Ok(self)
    }

    /// Sets `XY_MAG_FILTER` and `XY_MIN_FILTER`.
    pub const fn with_xy_filter(mut self, mag: SqTexXyFilter, min: SqTexXyFilter) -> Self {
        self.word2 = self.word2.with_xy_mag_filter(mag).with_xy_min_filter(min);
        self
    }

    /// Sets `Z_FILTER`.
    pub const fn with_z_filter(mut self, filter: SqTexZFilter) -> Self {
        self.word2 = self.word2.with_z_filter(filter);
        self
    }

    /// Sets `MIP_FILTER`.
    pub const fn with_mip_filter(mut self, filter: SqTexMipFilter) -> Self {
        self.word2 = self.word2.with_mip_filter(filter);
        self
    }

    /// Sets `MIP_POINT_PRECLAMP`.
    pub const fn with_mip_point_preclamp(mut self, on: bool) -> Self {
        self.word2 = self.word2.with_mip_point_preclamp(on);
        self
    }

    /// Sets `DISABLE_LSB_CEIL`.
    pub const fn with_disable_lsb_ceil(mut self, on: bool) -> Self {
        self.word2 = self.word2.with_disable_lsb_ceil(on);
        self
    }

    /// Sets `FILTER_PREC_FIX`.
    pub const fn with_filter_prec_fix(mut self, on: bool) -> Self {
        self.word2 = self.word2.with_filter_prec_fix(on);
        self
    }

    /// Sets `BORDER_COLOR_TYPE` and `BORDER_COLOR_PTR` (the table index,
    /// used with `SQ_TEX_BORDER_COLOR_REGISTER`; pass 0 otherwise).
    ///
    /// Errors: [`Error::FieldOverflow`] when `ptr` ≥ 4096.
    pub const fn with_border_color(
        mut self,
        ty: SqTexBorderColor,
        ptr: u16,
    ) -> Result<Self, Error> {
        match self.word3.with_border_color_ptr_checked(ptr) {
            Ok(w) => {
                self.word3 = w.with_border_color_type(ty);
                Ok(self)
            }
            Err(()) => Err(Error::FieldOverflow {
                field: "BORDER_COLOR_PTR",
                value: ptr as u32,
            }),
        }
    }

    /// `MIN_LOD` in mip levels (exact).
    pub const fn min_lod(self) -> f32 {
        fixed::u4_8_to_lod(self.word1.min_lod())
    }

    /// `MAX_LOD` in mip levels (exact).
    pub const fn max_lod(self) -> f32 {
        fixed::u4_8_to_lod(self.word1.max_lod())
    }

    /// `LOD_BIAS` in mip levels (exact).
    pub const fn lod_bias(self) -> f32 {
        fixed::s5_8_to_bias(self.word2.lod_bias())
    }

    /// `LOD_BIAS` raw, sign-extended (1/256 levels).
    pub const fn lod_bias_fixed(self) -> i16 {
        ((self.word2.lod_bias() << 2) as i16) >> 2
    }

    /// `LOD_BIAS_SEC` raw, sign-extended (1/16 levels).
    pub const fn lod_bias_sec_fixed(self) -> i8 {
        ((self.word2.lod_bias_sec() << 2) as i8) >> 2
    }

    /// `CLAMP_X`, `CLAMP_Y`, `CLAMP_Z`.
    pub const fn clamp(self) -> [SqTexClamp; 3] {
        [
            self.word0.clamp_x(),
            self.word0.clamp_y(),
            self.word0.clamp_z(),
        ]
    }

    /// `BORDER_COLOR_TYPE` and `BORDER_COLOR_PTR`.
    pub const fn border_color(self) -> (SqTexBorderColor, u16) {
        (
            self.word3.border_color_type(),
            self.word3.border_color_ptr(),
        )
    }
}
