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

use super::Error;
use super::fixed;
use super::generation::{Generation, Gfx, SamplerField};
use crate::regs::gfx7::descriptors::{SamplerResource, SqImgSampWord0, SqImgSampWord2};
use crate::regs::{
    SqImgFilterType, SqTexAnisoRatio, SqTexBorderColor, SqTexClamp, SqTexDepthCompare,
    SqTexMipFilter, SqTexXyFilter, SqTexZFilter,
};

/// Number of entries of the border colour table (`BORDER_COLOR_PTR` is 12 bits).
pub const BORDER_COLOR_TABLE_SIZE: u32 = 4096;

impl SamplerResource {
    /// The all-zero sampler: wrap on every axis, point filtering, no mip
    /// filtering, LOD range 0..=0 (base level only), no bias, transparent
    /// black border.
    pub const fn new() -> Self {
        Self::from_words([0; 4])
    }

    /// The all-zero sampler of [`Self::new`] plus the bits AMD's drivers set
    /// on every sampler of generation `gfx` (Mesa's
    /// `ac_build_sampler_descriptor`): `DISABLE_LSB_CEIL` and
    /// `FILTER_PREC_FIX` on gfx6-8, and on gfx8 `COMPAT_MODE` and
    /// `ANISO_OVERRIDE` ([`Generation`]).
    ///
    /// ```
    /// use gcn::desc::{Gfx, SamplerResource};
    ///
    /// assert_eq!(SamplerResource::new_for(Gfx::Gfx7).to_words(), [0, 0, 0x6000_0000, 0]);
    /// assert_eq!(SamplerResource::new_for(Gfx::Gfx8).to_words(), [0x8000_0000, 0, 0xE000_0000, 0]);
    /// ```
    pub const fn new_for(gfx: Gfx) -> Self {
        let g = Generation::of(gfx);
        let mut s = Self::new()
            .with_disable_lsb_ceil(true)
            .with_filter_prec_fix(true);
        if g.sampler_compat_mode {
            s.word0 = SqImgSampWord0::from_bits(
                s.word0.into_bits() | SamplerField::CompatMode.info().field.mask(),
            );
        }
        if g.sampler_aniso_override {
            s.word2 = SqImgSampWord2::from_bits(
                s.word2.into_bits() | SamplerField::AnisoOverride.info().field.mask(),
            );
        }
        s
    }

    /// Sets `CLAMP_X`, `CLAMP_Y`, `CLAMP_Z`.
    pub const fn with_clamp(mut self, x: SqTexClamp, y: SqTexClamp, z: SqTexClamp) -> Self {
        self.word0 = self.word0.with_clamp_x(x).with_clamp_y(y).with_clamp_z(z);
        self
    }

    /// Sets `XY_MAG_FILTER` and `XY_MIN_FILTER`.
    pub const fn with_xy_filter(mut self, mag: SqTexXyFilter, min: SqTexXyFilter) -> Self {
        self.word2 = self.word2.with_xy_mag_filter(mag).with_xy_min_filter(min);
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
            Err(_) => Err(Error::FieldOverflow {
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
        fixed::from_signed_field(self.word2.lod_bias() as u32, 14) as i16
    }

    /// `LOD_BIAS_SEC` raw, sign-extended (1/16 levels).
    pub const fn lod_bias_sec_fixed(self) -> i8 {
        fixed::from_signed_field(self.word2.lod_bias_sec() as u32, 6) as i8
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

gen_field_accessors!(SamplerResource, SamplerField);

set_fields! { SamplerResource {
    /// Sets `MIN_LOD` from mip levels: [`fixed::lod_to_u4_8`] (NaN → 0,
    /// clamped to 0..=15, truncated to 1/256).
    with_min_lod(lod: f32) => word1.with_min_lod(fixed::lod_to_u4_8);
    /// Sets `MAX_LOD` from mip levels: [`fixed::lod_to_u4_8`] (NaN → 0,
    /// clamped to 0..=15, truncated to 1/256).
    with_max_lod(lod: f32) => word1.with_max_lod(fixed::lod_to_u4_8);
    /// Sets `LOD_BIAS` from mip levels: [`fixed::bias_to_s5_8`] (NaN → 0,
    /// clamped to -16..=16, truncated toward zero to 1/256).
    with_lod_bias(bias: f32) => word2.with_lod_bias(fixed::bias_to_s5_8);
    /// Sets `LOD_BIAS_SEC` from mip levels: [`fixed::bias_sec_to_s1_4`]
    /// (NaN → 0, clamped to -2..=1.9375, truncated toward zero to 1/16).
    with_lod_bias_sec(bias: f32) => word2.with_lod_bias_sec(fixed::bias_sec_to_s1_4);
    /// Sets `MAX_ANISO_RATIO`.
    with_max_aniso_ratio(ratio: SqTexAnisoRatio) => word0.with_max_aniso_ratio;
    /// Sets `DEPTH_COMPARE_FUNC`.
    with_depth_compare_func(func: SqTexDepthCompare) => word0.with_depth_compare_func;
    /// Sets `FORCE_UNNORMALIZED` (texel coordinates).
    with_force_unnormalized(on: bool) => word0.with_force_unnormalized;
    /// Sets `MC_COORD_TRUNC`.
    with_mc_coord_trunc(on: bool) => word0.with_mc_coord_trunc;
    /// Sets `FORCE_DEGAMMA`.
    with_force_degamma(on: bool) => word0.with_force_degamma;
    /// Sets `TRUNC_COORD`.
    with_trunc_coord(on: bool) => word0.with_trunc_coord;
    /// Sets `DISABLE_CUBE_WRAP` (true = no seamless cube filtering).
    with_disable_cube_wrap(on: bool) => word0.with_disable_cube_wrap;
    /// Sets `FILTER_MODE` (blend, min or max reduction).
    with_filter_mode(mode: SqImgFilterType) => word0.with_filter_mode;
    /// Sets `Z_FILTER`.
    with_z_filter(filter: SqTexZFilter) => word2.with_z_filter;
    /// Sets `MIP_FILTER`.
    with_mip_filter(filter: SqTexMipFilter) => word2.with_mip_filter;
    /// Sets `MIP_POINT_PRECLAMP`.
    with_mip_point_preclamp(on: bool) => word2.with_mip_point_preclamp;
    /// Sets `DISABLE_LSB_CEIL`.
    with_disable_lsb_ceil(on: bool) => word2.with_disable_lsb_ceil;
    /// Sets `FILTER_PREC_FIX`.
    with_filter_prec_fix(on: bool) => word2.with_filter_prec_fix;
}}

set_fields_checked! { SamplerResource {
    /// Sets `ANISO_THRESHOLD` (0..=7).
    with_aniso_threshold(threshold: u8) => word0.with_aniso_threshold_checked, "ANISO_THRESHOLD";
    /// Sets `ANISO_BIAS` (0..=63).
    with_aniso_bias(bias: u8) => word0.with_aniso_bias_checked, "ANISO_BIAS";
    /// Sets `MIN_LOD` raw (unsigned 4.8, 0..=`0xFFF`).
    with_min_lod_fixed(lod: u16) => word1.with_min_lod_checked, "MIN_LOD";
    /// Sets `MAX_LOD` raw (unsigned 4.8, 0..=`0xFFF`).
    with_max_lod_fixed(lod: u16) => word1.with_max_lod_checked, "MAX_LOD";
    /// Sets `PERF_MIP` (0..=15).
    with_perf_mip(perf: u8) => word1.with_perf_mip_checked, "PERF_MIP";
    /// Sets `PERF_Z` (0..=15).
    with_perf_z(perf: u8) => word1.with_perf_z_checked, "PERF_Z";
}}

/// Setters of two's complement fields from a signed raw value, declared as
/// `name(arg: Signed as Unsigned) => word.bitfield_setter, width, "AMD_FIELD";`:
/// a value outside the field's range is [`Error::FieldOverflow`] with the
/// value's raw bits.
macro_rules! set_signed_fields {
    ($ty:ty { $( $(#[$m:meta])* $name:ident($arg:ident: $t:ty as $u:ty) => $word:ident.$set:ident, $bits:literal, $field:literal; )* }) => {
        impl $ty {
            $(
                $(#[$m])*
                ///
                /// Errors: [`Error::FieldOverflow`] outside that range.
                pub const fn $name(mut self, $arg: $t) -> Result<Self, Error> {
                    match fixed::to_signed_field($arg as i32, $bits) {
                        Some(bits) => {
                            self.$word = self.$word.$set(bits as $u);
                            Ok(self)
                        }
                        None => Err(Error::FieldOverflow {
                            field: $field,
                            value: $arg as $u as u32,
                        }),
                    }
                }
            )*
        }
    };
}

set_signed_fields! { SamplerResource {
    /// Sets `LOD_BIAS` raw: signed 5.8 in 1/256 levels, `-8192..=8191`.
    with_lod_bias_fixed(bias: i16 as u16) => word2.with_lod_bias, 14, "LOD_BIAS";
    /// Sets `LOD_BIAS_SEC` raw: signed 1.4 in 1/16 levels, `-32..=31`.
    with_lod_bias_sec_fixed(bias: i8 as u8) => word2.with_lod_bias_sec, 6, "LOD_BIAS_SEC";
}}
