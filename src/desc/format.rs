//! Data formats: what a texel or buffer element looks like in memory and how
//! the shader sees it.
//!
//! A [`DataFormat`] is the triple every GCN image descriptor carries: the
//! surface layout ([`ImgDataFormat`]), the channel type ([`ImgNumFormat`])
//! and the four destination channel selects ([`SqSel`]). From it this module
//! derives everything else a resource needs, so the T#, the V#, the colour
//! target and the depth target registers all read one table:
//!
//! | method | gives |
//! |---|---|
//! | [`DataFormat::bits_per_element`] | bits per texel, or per 4×4 block for BC formats |
//! | [`DataFormat::block_dims`] | texels per element in x and y (4×4 for BC) |
//! | [`DataFormat::buffer_format`] | V# `DATA_FORMAT` / `NUM_FORMAT` |
//! | [`DataFormat::color_target`] | `CB_COLORn_INFO` `FORMAT` / `NUMBER_TYPE` / `COMP_SWAP` |
//! | [`DataFormat::z_format`], [`DataFormat::stencil_format`] | `DB_Z_INFO.FORMAT`, `DB_STENCIL_INFO.FORMAT` |
//!
//! ```
//! use gcn::blocks::color_target::ChannelOrder;
//! use gcn::desc::{DataFormat, ImgDataFormat, SqSel};
//! use gcn::regs::{ColorFormat, SurfaceNumber, SurfaceSwap, ZFormat};
//!
//! let f = DataFormat::B8G8R8A8_SRGB;
//! assert_eq!(f.data_format(), ImgDataFormat::IMG_DATA_FORMAT_8_8_8_8);
//! assert_eq!(f.dst_sel(), [SqSel::SQ_SEL_Z, SqSel::SQ_SEL_Y, SqSel::SQ_SEL_X, SqSel::SQ_SEL_W]);
//! assert_eq!(f.bits_per_element(), Some(32));
//! let cb = f.color_target().unwrap();
//! assert_eq!(cb.format, ColorFormat::COLOR_8_8_8_8);
//! assert_eq!(cb.number_type, SurfaceNumber::NUMBER_SRGB);
//! assert_eq!(cb.order, ChannelOrder::Alt);
//! assert_eq!(cb.comp_swap(), SurfaceSwap::SWAP_ALT);
//! assert_eq!(DataFormat::D32_FLOAT.z_format(), Some(ZFormat::Z_32_FLOAT));
//! assert_eq!(DataFormat::BC1_UNORM.block_dims(), (4, 4));
//! assert_eq!(DataFormat::BC1_UNORM.bits_per_element(), Some(64));
//! ```

use super::generation::{Generation, Gfx};
use crate::regs::{BufDataFormat, BufNumFormat, ImgDataFormat, ImgNumFormat, SqSel};
use crate::regs::{ColorFormat, StencilFormat, SurfaceNumber, SurfaceSwap, ZFormat};

/// Four destination selects, for shader channels X, Y, Z, W in that order.
pub type Swizzle = [SqSel; 4];

/// Short names of the destination selects, for writing swizzles.
pub mod sel {
    use crate::regs::SqSel;

    /// `SQ_SEL_X`: the fetched X channel.
    pub const X: SqSel = SqSel::SQ_SEL_X;
    /// `SQ_SEL_Y`: the fetched Y channel.
    pub const Y: SqSel = SqSel::SQ_SEL_Y;
    /// `SQ_SEL_Z`: the fetched Z channel.
    pub const Z: SqSel = SqSel::SQ_SEL_Z;
    /// `SQ_SEL_W`: the fetched W channel.
    pub const W: SqSel = SqSel::SQ_SEL_W;
    /// `SQ_SEL_0`: constant 0.
    pub const S0: SqSel = SqSel::SQ_SEL_0;
    /// `SQ_SEL_1`: constant 1.
    pub const S1: SqSel = SqSel::SQ_SEL_1;
}

use sel::{S0, S1, W, X, Y, Z};

/// Identity: X, Y, Z, W.
pub const SWIZZLE_XYZW: Swizzle = [X, Y, Z, W];
/// X, Y, Z and constant 1 in W (formats without alpha).
pub const SWIZZLE_XYZ1: Swizzle = [X, Y, Z, S1];
/// X, Y, then 0 and 1 (two-channel formats).
pub const SWIZZLE_XY01: Swizzle = [X, Y, S0, S1];
/// X, then 0, 0, 1 (one-channel formats).
pub const SWIZZLE_X001: Swizzle = [X, S0, S0, S1];
/// Z, Y, X, W: memory order B, G, R, A.
pub const SWIZZLE_ZYXW: Swizzle = [Z, Y, X, W];
/// Z, Y, X, 1: memory order B, G, R with no alpha.
pub const SWIZZLE_ZYX1: Swizzle = [Z, Y, X, S1];
/// X in every channel (intensity; depth and stencil views).
pub const SWIZZLE_XXXX: Swizzle = [X, X, X, X];
/// X, X, X, 1 (luminance).
pub const SWIZZLE_XXX1: Swizzle = [X, X, X, S1];
/// X, X, X, Y (luminance-alpha).
pub const SWIZZLE_XXXY: Swizzle = [X, X, X, Y];
/// 0, 0, 0, X (alpha only).
pub const SWIZZLE_000X: Swizzle = [S0, S0, S0, X];

/// The `CB_COLORn_INFO.FORMAT` of image layout `data`, or `None` for a
/// layout the colour block cannot write (`32_32_32`, the reserved values and
/// everything after `X24_8_32`).
const fn color_format(data: ImgDataFormat) -> Option<ColorFormat> {
    use ColorFormat as C;
    use ImgDataFormat as D;
    Some(match data {
        D::IMG_DATA_FORMAT_8 => C::COLOR_8,
        D::IMG_DATA_FORMAT_16 => C::COLOR_16,
        D::IMG_DATA_FORMAT_8_8 => C::COLOR_8_8,
        D::IMG_DATA_FORMAT_32 => C::COLOR_32,
        D::IMG_DATA_FORMAT_16_16 => C::COLOR_16_16,
        D::IMG_DATA_FORMAT_10_11_11 => C::COLOR_10_11_11,
        D::IMG_DATA_FORMAT_11_11_10 => C::COLOR_11_11_10,
        D::IMG_DATA_FORMAT_10_10_10_2 => C::COLOR_10_10_10_2,
        D::IMG_DATA_FORMAT_2_10_10_10 => C::COLOR_2_10_10_10,
        D::IMG_DATA_FORMAT_8_8_8_8 => C::COLOR_8_8_8_8,
        D::IMG_DATA_FORMAT_32_32 => C::COLOR_32_32,
        D::IMG_DATA_FORMAT_16_16_16_16 => C::COLOR_16_16_16_16,
        D::IMG_DATA_FORMAT_32_32_32_32 => C::COLOR_32_32_32_32,
        D::IMG_DATA_FORMAT_5_6_5 => C::COLOR_5_6_5,
        D::IMG_DATA_FORMAT_1_5_5_5 => C::COLOR_1_5_5_5,
        D::IMG_DATA_FORMAT_5_5_5_1 => C::COLOR_5_5_5_1,
        D::IMG_DATA_FORMAT_4_4_4_4 => C::COLOR_4_4_4_4,
        D::IMG_DATA_FORMAT_8_24 => C::COLOR_8_24,
        D::IMG_DATA_FORMAT_24_8 => C::COLOR_24_8,
        D::IMG_DATA_FORMAT_X24_8_32 => C::COLOR_X24_8_32_FLOAT,
        _ => return None,
    })
}

// `ColorTarget::texture_view` (in `gcn::blocks::view`) converts a colour
// format back to its layout by number: every pair above has one number.
const _: () = {
    let mut d = 0u8;
    while d < 64 {
        if let Some(c) = color_format(ImgDataFormat::from_bits(d)) {
            assert!(c.into_bits() == d);
        }
        d += 1;
    }
};

/// Colour-target encoding of a format: the `CB_COLORn_INFO` fields
/// `FORMAT`, `NUMBER_TYPE` and `COMP_SWAP`, in the form a
/// `ColorSurface` (in `gcn::blocks::color_target`) takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ColorTargetFormat {
    /// `CB_COLORn_INFO.FORMAT`: the bit layout of a pixel.
    pub format: ColorFormat,
    /// `CB_COLORn_INFO.NUMBER_TYPE`: the channel type.
    pub number_type: SurfaceNumber,
    /// Order of the channels in memory (`CB_COLORn_INFO.COMP_SWAP`).
    pub order: ChannelOrder,
}

impl ColorTargetFormat {
    /// `CB_COLORn_INFO.COMP_SWAP` of [`ColorTargetFormat::order`] (see the
    /// [module example](self)).
    pub const fn comp_swap(self) -> SurfaceSwap {
        self.order.comp_swap()
    }
}

/// A complete texel format: surface layout, channel type and channel selects.
///
/// Constants cover the formats renderers use; [`DataFormat::new`] builds any
/// other combination, including values AMD does not name (kept as-is).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct DataFormat {
    data: ImgDataFormat,
    num: ImgNumFormat,
    sel: Swizzle,
}

macro_rules! df {
    ($d:ident, $n:ident, $s:expr) => {
        DataFormat::new(ImgDataFormat::$d, ImgNumFormat::$n, $s)
    };
}

macro_rules! named_formats {
    ($( $(#[$m:meta])* $name:ident = $d:ident, $n:ident, $s:expr; )*) => {
        impl DataFormat {
            $( $(#[$m])* pub const $name: DataFormat = df!($d, $n, $s); )*

            /// Every named constant with its name, in declaration order.
            pub const NAMED: &'static [(&'static str, DataFormat)] = &[
                $( (stringify!($name), DataFormat::$name), )*
            ];
        }
    };
}

named_formats! {
    /// 8-bit red, unsigned normalized.
    R8_UNORM = IMG_DATA_FORMAT_8, IMG_NUM_FORMAT_UNORM, SWIZZLE_X001;
    /// 8-bit red, signed normalized.
    R8_SNORM = IMG_DATA_FORMAT_8, IMG_NUM_FORMAT_SNORM, SWIZZLE_X001;
    /// 8-bit red, unsigned integer.
    R8_UINT = IMG_DATA_FORMAT_8, IMG_NUM_FORMAT_UINT, SWIZZLE_X001;
    /// 8-bit red, signed integer.
    R8_SINT = IMG_DATA_FORMAT_8, IMG_NUM_FORMAT_SINT, SWIZZLE_X001;
    /// 8-bit alpha only, unsigned normalized.
    A8_UNORM = IMG_DATA_FORMAT_8, IMG_NUM_FORMAT_UNORM, SWIZZLE_000X;
    /// 8-bit luminance, unsigned normalized.
    L8_UNORM = IMG_DATA_FORMAT_8, IMG_NUM_FORMAT_UNORM, SWIZZLE_XXX1;
    /// 8-bit luminance + 8-bit alpha, unsigned normalized.
    L8A8_UNORM = IMG_DATA_FORMAT_8_8, IMG_NUM_FORMAT_UNORM, SWIZZLE_XXXY;
    /// 8-bit red + green, unsigned normalized.
    R8G8_UNORM = IMG_DATA_FORMAT_8_8, IMG_NUM_FORMAT_UNORM, SWIZZLE_XY01;
    /// 8-bit red + green, signed normalized.
    R8G8_SNORM = IMG_DATA_FORMAT_8_8, IMG_NUM_FORMAT_SNORM, SWIZZLE_XY01;
    /// 8-bit red + green, unsigned integer.
    R8G8_UINT = IMG_DATA_FORMAT_8_8, IMG_NUM_FORMAT_UINT, SWIZZLE_XY01;
    /// 8-bit red + green, signed integer.
    R8G8_SINT = IMG_DATA_FORMAT_8_8, IMG_NUM_FORMAT_SINT, SWIZZLE_XY01;
    /// 8-bit RGBA, unsigned normalized.
    R8G8B8A8_UNORM = IMG_DATA_FORMAT_8_8_8_8, IMG_NUM_FORMAT_UNORM, SWIZZLE_XYZW;
    /// 8-bit RGBA, sRGB colour channels, linear alpha.
    R8G8B8A8_SRGB = IMG_DATA_FORMAT_8_8_8_8, IMG_NUM_FORMAT_SRGB, SWIZZLE_XYZW;
    /// 8-bit RGBA, signed normalized.
    R8G8B8A8_SNORM = IMG_DATA_FORMAT_8_8_8_8, IMG_NUM_FORMAT_SNORM, SWIZZLE_XYZW;
    /// 8-bit RGBA, unsigned integer.
    R8G8B8A8_UINT = IMG_DATA_FORMAT_8_8_8_8, IMG_NUM_FORMAT_UINT, SWIZZLE_XYZW;
    /// 8-bit RGBA, signed integer.
    R8G8B8A8_SINT = IMG_DATA_FORMAT_8_8_8_8, IMG_NUM_FORMAT_SINT, SWIZZLE_XYZW;
    /// 8-bit BGRA in memory, unsigned normalized.
    B8G8R8A8_UNORM = IMG_DATA_FORMAT_8_8_8_8, IMG_NUM_FORMAT_UNORM, SWIZZLE_ZYXW;
    /// 8-bit BGRA in memory, sRGB.
    B8G8R8A8_SRGB = IMG_DATA_FORMAT_8_8_8_8, IMG_NUM_FORMAT_SRGB, SWIZZLE_ZYXW;
    /// 8-bit BGRX in memory (alpha reads 1), unsigned normalized.
    B8G8R8X8_UNORM = IMG_DATA_FORMAT_8_8_8_8, IMG_NUM_FORMAT_UNORM, SWIZZLE_ZYX1;
    /// 8-bit RGBX (alpha reads 1), unsigned normalized.
    R8G8B8X8_UNORM = IMG_DATA_FORMAT_8_8_8_8, IMG_NUM_FORMAT_UNORM, SWIZZLE_XYZ1;
    /// 16-bit red, unsigned normalized.
    R16_UNORM = IMG_DATA_FORMAT_16, IMG_NUM_FORMAT_UNORM, SWIZZLE_X001;
    /// 16-bit red, signed normalized.
    R16_SNORM = IMG_DATA_FORMAT_16, IMG_NUM_FORMAT_SNORM, SWIZZLE_X001;
    /// 16-bit red, unsigned integer.
    R16_UINT = IMG_DATA_FORMAT_16, IMG_NUM_FORMAT_UINT, SWIZZLE_X001;
    /// 16-bit red, signed integer.
    R16_SINT = IMG_DATA_FORMAT_16, IMG_NUM_FORMAT_SINT, SWIZZLE_X001;
    /// 16-bit red, half float.
    R16_FLOAT = IMG_DATA_FORMAT_16, IMG_NUM_FORMAT_FLOAT, SWIZZLE_X001;
    /// 16-bit red + green, unsigned normalized.
    R16G16_UNORM = IMG_DATA_FORMAT_16_16, IMG_NUM_FORMAT_UNORM, SWIZZLE_XY01;
    /// 16-bit red + green, half float.
    R16G16_FLOAT = IMG_DATA_FORMAT_16_16, IMG_NUM_FORMAT_FLOAT, SWIZZLE_XY01;
    /// 16-bit red + green, unsigned integer.
    R16G16_UINT = IMG_DATA_FORMAT_16_16, IMG_NUM_FORMAT_UINT, SWIZZLE_XY01;
    /// 16-bit red + green, signed integer.
    R16G16_SINT = IMG_DATA_FORMAT_16_16, IMG_NUM_FORMAT_SINT, SWIZZLE_XY01;
    /// 16-bit RGBA, unsigned normalized.
    R16G16B16A16_UNORM = IMG_DATA_FORMAT_16_16_16_16, IMG_NUM_FORMAT_UNORM, SWIZZLE_XYZW;
    /// 16-bit RGBA, signed normalized.
    R16G16B16A16_SNORM = IMG_DATA_FORMAT_16_16_16_16, IMG_NUM_FORMAT_SNORM, SWIZZLE_XYZW;
    /// 16-bit RGBA, half float.
    R16G16B16A16_FLOAT = IMG_DATA_FORMAT_16_16_16_16, IMG_NUM_FORMAT_FLOAT, SWIZZLE_XYZW;
    /// 16-bit RGBA, unsigned integer.
    R16G16B16A16_UINT = IMG_DATA_FORMAT_16_16_16_16, IMG_NUM_FORMAT_UINT, SWIZZLE_XYZW;
    /// 16-bit RGBA, signed integer.
    R16G16B16A16_SINT = IMG_DATA_FORMAT_16_16_16_16, IMG_NUM_FORMAT_SINT, SWIZZLE_XYZW;
    /// 32-bit red, float.
    R32_FLOAT = IMG_DATA_FORMAT_32, IMG_NUM_FORMAT_FLOAT, SWIZZLE_X001;
    /// 32-bit red, unsigned integer.
    R32_UINT = IMG_DATA_FORMAT_32, IMG_NUM_FORMAT_UINT, SWIZZLE_X001;
    /// 32-bit red, signed integer.
    R32_SINT = IMG_DATA_FORMAT_32, IMG_NUM_FORMAT_SINT, SWIZZLE_X001;
    /// 32-bit red + green, float.
    R32G32_FLOAT = IMG_DATA_FORMAT_32_32, IMG_NUM_FORMAT_FLOAT, SWIZZLE_XY01;
    /// 32-bit red + green, unsigned integer.
    R32G32_UINT = IMG_DATA_FORMAT_32_32, IMG_NUM_FORMAT_UINT, SWIZZLE_XY01;
    /// 32-bit red + green, signed integer.
    R32G32_SINT = IMG_DATA_FORMAT_32_32, IMG_NUM_FORMAT_SINT, SWIZZLE_XY01;
    /// 32-bit RGB, float (buffers and sampling only; not a render target).
    R32G32B32_FLOAT = IMG_DATA_FORMAT_32_32_32, IMG_NUM_FORMAT_FLOAT, SWIZZLE_XYZ1;
    /// 32-bit RGB, unsigned integer (buffers and sampling only).
    R32G32B32_UINT = IMG_DATA_FORMAT_32_32_32, IMG_NUM_FORMAT_UINT, SWIZZLE_XYZ1;
    /// 32-bit RGB, signed integer (buffers and sampling only).
    R32G32B32_SINT = IMG_DATA_FORMAT_32_32_32, IMG_NUM_FORMAT_SINT, SWIZZLE_XYZ1;
    /// 32-bit RGBA, float.
    R32G32B32A32_FLOAT = IMG_DATA_FORMAT_32_32_32_32, IMG_NUM_FORMAT_FLOAT, SWIZZLE_XYZW;
    /// 32-bit RGBA, unsigned integer.
    R32G32B32A32_UINT = IMG_DATA_FORMAT_32_32_32_32, IMG_NUM_FORMAT_UINT, SWIZZLE_XYZW;
    /// 32-bit RGBA, signed integer.
    R32G32B32A32_SINT = IMG_DATA_FORMAT_32_32_32_32, IMG_NUM_FORMAT_SINT, SWIZZLE_XYZW;
    /// 10-bit RGB + 2-bit alpha (red in the low bits), unsigned normalized.
    R10G10B10A2_UNORM = IMG_DATA_FORMAT_2_10_10_10, IMG_NUM_FORMAT_UNORM, SWIZZLE_XYZW;
    /// 10-bit RGB + 2-bit alpha, unsigned integer.
    R10G10B10A2_UINT = IMG_DATA_FORMAT_2_10_10_10, IMG_NUM_FORMAT_UINT, SWIZZLE_XYZW;
    /// 11-bit red and green + 10-bit blue floats (red in the low bits).
    R11G11B10_FLOAT = IMG_DATA_FORMAT_10_11_11, IMG_NUM_FORMAT_FLOAT, SWIZZLE_XYZ1;
    /// Shared-exponent RGB: 9-bit mantissas + 5-bit exponent.
    R9G9B9E5_FLOAT = IMG_DATA_FORMAT_5_9_9_9, IMG_NUM_FORMAT_FLOAT, SWIZZLE_XYZ1;
    /// 5-bit blue (low bits), 6-bit green, 5-bit red, unsigned normalized.
    B5G6R5_UNORM = IMG_DATA_FORMAT_5_6_5, IMG_NUM_FORMAT_UNORM, SWIZZLE_ZYX1;
    /// 5-bit blue, green, red + 1-bit alpha, unsigned normalized.
    B5G5R5A1_UNORM = IMG_DATA_FORMAT_1_5_5_5, IMG_NUM_FORMAT_UNORM, SWIZZLE_ZYXW;
    /// 4-bit blue, green, red, alpha, unsigned normalized.
    B4G4R4A4_UNORM = IMG_DATA_FORMAT_4_4_4_4, IMG_NUM_FORMAT_UNORM, SWIZZLE_ZYXW;
    /// BC1 (DXT1) RGB, alpha reads 1.
    BC1_RGB_UNORM = IMG_DATA_FORMAT_BC1, IMG_NUM_FORMAT_UNORM, SWIZZLE_XYZ1;
    /// BC1 (DXT1) RGBA with 1-bit alpha.
    BC1_UNORM = IMG_DATA_FORMAT_BC1, IMG_NUM_FORMAT_UNORM, SWIZZLE_XYZW;
    /// BC1 (DXT1) RGB, sRGB, alpha reads 1.
    BC1_RGB_SRGB = IMG_DATA_FORMAT_BC1, IMG_NUM_FORMAT_SRGB, SWIZZLE_XYZ1;
    /// BC1 (DXT1) RGBA, sRGB.
    BC1_SRGB = IMG_DATA_FORMAT_BC1, IMG_NUM_FORMAT_SRGB, SWIZZLE_XYZW;
    /// BC2 (DXT3) RGBA, explicit alpha.
    BC2_UNORM = IMG_DATA_FORMAT_BC2, IMG_NUM_FORMAT_UNORM, SWIZZLE_XYZW;
    /// BC2 (DXT3) RGBA, sRGB.
    BC2_SRGB = IMG_DATA_FORMAT_BC2, IMG_NUM_FORMAT_SRGB, SWIZZLE_XYZW;
    /// BC3 (DXT5) RGBA, interpolated alpha.
    BC3_UNORM = IMG_DATA_FORMAT_BC3, IMG_NUM_FORMAT_UNORM, SWIZZLE_XYZW;
    /// BC3 (DXT5) RGBA, sRGB.
    BC3_SRGB = IMG_DATA_FORMAT_BC3, IMG_NUM_FORMAT_SRGB, SWIZZLE_XYZW;
    /// BC4 (RGTC1) red, unsigned normalized.
    BC4_UNORM = IMG_DATA_FORMAT_BC4, IMG_NUM_FORMAT_UNORM, SWIZZLE_X001;
    /// BC4 (RGTC1) red, signed normalized.
    BC4_SNORM = IMG_DATA_FORMAT_BC4, IMG_NUM_FORMAT_SNORM, SWIZZLE_X001;
    /// BC5 (RGTC2) red + green, unsigned normalized.
    BC5_UNORM = IMG_DATA_FORMAT_BC5, IMG_NUM_FORMAT_UNORM, SWIZZLE_XY01;
    /// BC5 (RGTC2) red + green, signed normalized.
    BC5_SNORM = IMG_DATA_FORMAT_BC5, IMG_NUM_FORMAT_SNORM, SWIZZLE_XY01;
    /// BC6H unsigned half-float RGB (the hardware's BC6 with `UNORM`).
    BC6H_UFLOAT = IMG_DATA_FORMAT_BC6, IMG_NUM_FORMAT_UNORM, SWIZZLE_XYZ1;
    /// BC6H signed half-float RGB (the hardware's BC6 with `SNORM`).
    BC6H_SFLOAT = IMG_DATA_FORMAT_BC6, IMG_NUM_FORMAT_SNORM, SWIZZLE_XYZ1;
    /// BC7 RGBA, unsigned normalized.
    BC7_UNORM = IMG_DATA_FORMAT_BC7, IMG_NUM_FORMAT_UNORM, SWIZZLE_XYZW;
    /// BC7 RGBA, sRGB.
    BC7_SRGB = IMG_DATA_FORMAT_BC7, IMG_NUM_FORMAT_SRGB, SWIZZLE_XYZW;
    /// Depth view of a 16-bit depth surface (depth in every channel).
    D16_UNORM = IMG_DATA_FORMAT_16, IMG_NUM_FORMAT_UNORM, SWIZZLE_XXXX;
    /// Depth view of a 24-bit depth surface (with or without stencil).
    D24_UNORM = IMG_DATA_FORMAT_8_24, IMG_NUM_FORMAT_UNORM, SWIZZLE_XXXX;
    /// Depth view of a 32-bit float depth surface.
    D32_FLOAT = IMG_DATA_FORMAT_32, IMG_NUM_FORMAT_FLOAT, SWIZZLE_XXXX;
    /// Stencil view: the separate 8-bit stencil plane, as unsigned integer.
    S8_UINT = IMG_DATA_FORMAT_8, IMG_NUM_FORMAT_UINT, SWIZZLE_XXXX;
}

impl DataFormat {
    /// A format from its three parts; any values, including unnamed ones.
    pub const fn new(data: ImgDataFormat, num: ImgNumFormat, dst_sel: Swizzle) -> Self {
        DataFormat {
            data,
            num,
            sel: dst_sel,
        }
    }

    /// The surface layout (`IMG_DATA_FORMAT`).
    pub const fn data_format(self) -> ImgDataFormat {
        self.data
    }

    /// The channel type (`IMG_NUM_FORMAT`).
    pub const fn num_format(self) -> ImgNumFormat {
        self.num
    }

    /// The destination selects for shader channels X, Y, Z, W.
    pub const fn dst_sel(self) -> Swizzle {
        self.sel
    }

    /// The same format with other destination selects.
    pub const fn with_dst_sel(self, dst_sel: Swizzle) -> Self {
        DataFormat {
            sel: dst_sel,
            ..self
        }
    }

    /// The same format with the view swizzle `view` applied on top of the
    /// format's own selects: shader channel `i` reads what `view[i]` names
    /// (`SQ_SEL_X` = the format's X result, …; `SQ_SEL_0`/`SQ_SEL_1` stay
    /// constants). This is how an API-level texture swizzle composes.
    pub const fn swizzled(self, view: Swizzle) -> Self {
        let [a, b, c, d] = view;
        self.with_dst_sel([self.pick(a), self.pick(b), self.pick(c), self.pick(d)])
    }

    /// What one view select reads through this format's selects.
    const fn pick(self, v: SqSel) -> SqSel {
        let [x, y, z, w] = self.sel;
        match v {
            SqSel::SQ_SEL_X => x,
            SqSel::SQ_SEL_Y => y,
            SqSel::SQ_SEL_Z => z,
            SqSel::SQ_SEL_W => w,
            _ => v,
        }
    }

    /// Number of channels stored per element, or `None` for reserved,
    /// invalid and FMASK layouts.
    #[inline]
    pub const fn channels(self) -> Option<u32> {
        use ImgDataFormat as D;
        Some(match self.data {
            D::IMG_DATA_FORMAT_8
            | D::IMG_DATA_FORMAT_16
            | D::IMG_DATA_FORMAT_32
            | D::IMG_DATA_FORMAT_BC4
            | D::IMG_DATA_FORMAT_1
            | D::IMG_DATA_FORMAT_1_REVERSED
            | D::IMG_DATA_FORMAT_32_AS_8 => 1,
            D::IMG_DATA_FORMAT_8_8
            | D::IMG_DATA_FORMAT_16_16
            | D::IMG_DATA_FORMAT_32_32
            | D::IMG_DATA_FORMAT_8_24
            | D::IMG_DATA_FORMAT_24_8
            | D::IMG_DATA_FORMAT_BC5
            | D::IMG_DATA_FORMAT_4_4
            | D::IMG_DATA_FORMAT_32_AS_8_8 => 2,
            D::IMG_DATA_FORMAT_10_11_11
            | D::IMG_DATA_FORMAT_11_11_10
            | D::IMG_DATA_FORMAT_32_32_32
            | D::IMG_DATA_FORMAT_5_6_5
            | D::IMG_DATA_FORMAT_6_5_5
            | D::IMG_DATA_FORMAT_X24_8_32
            | D::IMG_DATA_FORMAT_5_9_9_9
            | D::IMG_DATA_FORMAT_BC6
            | D::IMG_DATA_FORMAT_GB_GR
            | D::IMG_DATA_FORMAT_BG_RG => 3,
            D::IMG_DATA_FORMAT_10_10_10_2
            | D::IMG_DATA_FORMAT_2_10_10_10
            | D::IMG_DATA_FORMAT_8_8_8_8
            | D::IMG_DATA_FORMAT_16_16_16_16
            | D::IMG_DATA_FORMAT_32_32_32_32
            | D::IMG_DATA_FORMAT_1_5_5_5
            | D::IMG_DATA_FORMAT_5_5_5_1
            | D::IMG_DATA_FORMAT_4_4_4_4
            | D::IMG_DATA_FORMAT_BC1
            | D::IMG_DATA_FORMAT_BC2
            | D::IMG_DATA_FORMAT_BC3
            | D::IMG_DATA_FORMAT_BC7
            | D::IMG_DATA_FORMAT_32_AS_32_32_32_32 => 4,
            _ => return None,
        })
    }

    /// Bits per element: per texel, or per 4×4 block for BC formats. `None`
    /// for reserved and invalid layouts and for the subsampled and 1-bit
    /// layouts (`GB_GR`, `BG_RG`, `1`, `1_REVERSED`), whose element is not a
    /// whole texel.
    pub const fn bits_per_element(self) -> Option<u32> {
        use ImgDataFormat as D;
        Some(match self.data {
            D::IMG_DATA_FORMAT_8
            | D::IMG_DATA_FORMAT_4_4
            | D::IMG_DATA_FORMAT_FMASK8_S2_F1
            | D::IMG_DATA_FORMAT_FMASK8_S4_F1
            | D::IMG_DATA_FORMAT_FMASK8_S8_F1
            | D::IMG_DATA_FORMAT_FMASK8_S2_F2
            | D::IMG_DATA_FORMAT_FMASK8_S4_F2
            | D::IMG_DATA_FORMAT_FMASK8_S4_F4 => 8,
            D::IMG_DATA_FORMAT_16
            | D::IMG_DATA_FORMAT_8_8
            | D::IMG_DATA_FORMAT_5_6_5
            | D::IMG_DATA_FORMAT_6_5_5
            | D::IMG_DATA_FORMAT_1_5_5_5
            | D::IMG_DATA_FORMAT_5_5_5_1
            | D::IMG_DATA_FORMAT_4_4_4_4
            | D::IMG_DATA_FORMAT_FMASK16_S16_F1
            | D::IMG_DATA_FORMAT_FMASK16_S8_F2 => 16,
            D::IMG_DATA_FORMAT_32
            | D::IMG_DATA_FORMAT_16_16
            | D::IMG_DATA_FORMAT_10_11_11
            | D::IMG_DATA_FORMAT_11_11_10
            | D::IMG_DATA_FORMAT_10_10_10_2
            | D::IMG_DATA_FORMAT_2_10_10_10
            | D::IMG_DATA_FORMAT_8_8_8_8
            | D::IMG_DATA_FORMAT_8_24
            | D::IMG_DATA_FORMAT_24_8
            | D::IMG_DATA_FORMAT_5_9_9_9
            | D::IMG_DATA_FORMAT_FMASK32_S16_F2
            | D::IMG_DATA_FORMAT_FMASK32_S8_F4
            | D::IMG_DATA_FORMAT_FMASK32_S8_F8
            | D::IMG_DATA_FORMAT_32_AS_8
            | D::IMG_DATA_FORMAT_32_AS_8_8
            | D::IMG_DATA_FORMAT_32_AS_32_32_32_32 => 32,
            D::IMG_DATA_FORMAT_32_32
            | D::IMG_DATA_FORMAT_16_16_16_16
            | D::IMG_DATA_FORMAT_X24_8_32
            | D::IMG_DATA_FORMAT_FMASK64_S16_F4
            | D::IMG_DATA_FORMAT_FMASK64_S16_F8
            | D::IMG_DATA_FORMAT_BC1
            | D::IMG_DATA_FORMAT_BC4 => 64,
            D::IMG_DATA_FORMAT_32_32_32 => 96,
            D::IMG_DATA_FORMAT_32_32_32_32
            | D::IMG_DATA_FORMAT_BC2
            | D::IMG_DATA_FORMAT_BC3
            | D::IMG_DATA_FORMAT_BC5
            | D::IMG_DATA_FORMAT_BC6
            | D::IMG_DATA_FORMAT_BC7 => 128,
            _ => return None,
        })
    }

    /// Whether the layout is block compressed (BC1–BC7).
    pub const fn is_block_compressed(self) -> bool {
        let d = self.data.into_bits();
        d >= ImgDataFormat::IMG_DATA_FORMAT_BC1.into_bits()
            && d <= ImgDataFormat::IMG_DATA_FORMAT_BC7.into_bits()
    }

    /// Texels per element in x and y: `(4, 4)` for BC formats, else `(1, 1)`.
    pub const fn block_dims(self) -> (u32, u32) {
        if self.is_block_compressed() {
            (4, 4)
        } else {
            (1, 1)
        }
    }

    /// The coverage samples and stored fragments an FMASK `DATA_FORMAT`
    /// (`FMASK<bits>_S<samples>_F<fragments>`) is for, or `None` for any
    /// other data format.
    pub const fn fmask_samples(self) -> Option<(u32, u32)> {
        use ImgDataFormat as D;
        Some(match self.data {
            D::IMG_DATA_FORMAT_FMASK8_S2_F1 => (2, 1),
            D::IMG_DATA_FORMAT_FMASK8_S4_F1 => (4, 1),
            D::IMG_DATA_FORMAT_FMASK8_S8_F1 => (8, 1),
            D::IMG_DATA_FORMAT_FMASK8_S2_F2 => (2, 2),
            D::IMG_DATA_FORMAT_FMASK8_S4_F2 => (4, 2),
            D::IMG_DATA_FORMAT_FMASK8_S4_F4 => (4, 4),
            D::IMG_DATA_FORMAT_FMASK16_S16_F1 => (16, 1),
            D::IMG_DATA_FORMAT_FMASK16_S8_F2 => (8, 2),
            D::IMG_DATA_FORMAT_FMASK32_S16_F2 => (16, 2),
            D::IMG_DATA_FORMAT_FMASK32_S8_F4 => (8, 4),
            D::IMG_DATA_FORMAT_FMASK32_S8_F8 => (8, 8),
            D::IMG_DATA_FORMAT_FMASK64_S16_F4 => (16, 4),
            D::IMG_DATA_FORMAT_FMASK64_S16_F8 => (16, 8),
            _ => return None,
        })
    }

    /// Bytes per element ([`Self::bits_per_element`] / 8), if whole.
    pub const fn bytes_per_element(self) -> Option<u32> {
        match self.bits_per_element() {
            Some(b) if b % 8 == 0 => Some(b / 8),
            _ => None,
        }
    }

    /// The V# encoding of the format on gfx7 (PS4):
    /// [`Self::buffer_format_for`] with [`Gfx::Gfx7`].
    #[inline]
    pub const fn buffer_format(self) -> Option<(BufDataFormat, BufNumFormat)> {
        self.buffer_format_for(Gfx::Gfx7)
    }

    /// The V# encoding of the format on generation `gfx`: `(DATA_FORMAT, NUM_FORMAT)`.
    ///
    /// Buffer data formats are the image layouts `8` … `32_32_32_32`
    /// (values 1–14, identical numbering); the number formats are
    /// `UNORM` … `FLOAT` (0–7), `SNORM_OGL` (6) only where the generation
    /// has it ([`Generation::buf_snorm_ogl`]: gfx6, gfx7; gfx8 reserves 6).
    /// `None` for any other layout (packed 16-bit, shared exponent, BC,
    /// depth) and for `SRGB` and other image-only number formats: the buffer
    /// unit cannot fetch those.
    #[inline]
    pub const fn buffer_format_for(self, gfx: Gfx) -> Option<(BufDataFormat, BufNumFormat)> {
        let d = self.data.into_bits();
        let n = self.num.into_bits();
        let data = d != BufDataFormat::BUF_DATA_FORMAT_INVALID.into_bits()
            && d <= BufDataFormat::BUF_DATA_FORMAT_32_32_32_32.into_bits();
        let num = n <= BufNumFormat::BUF_NUM_FORMAT_FLOAT.into_bits()
            && (n != BufNumFormat::BUF_NUM_FORMAT_SNORM_OGL.into_bits()
                || Generation::of(gfx).buf_snorm_ogl);
        if !(data && num) {
            return None;
        }
        Some((BufDataFormat::from_bits(d), BufNumFormat::from_bits(n)))
    }

    /// The colour-target encoding (`CB_COLORn_INFO` `FORMAT`, `NUMBER_TYPE`,
    /// `COMP_SWAP` as a [`ChannelOrder`]), what
    /// `ColorSurface::new` (in `gcn::blocks::color_target`)
    /// takes, or `None` when the colour block cannot write the format:
    /// `32_32_32`, shared exponent, BC, FMASK, reserved layouts, the scaled
    /// number types, or selects that no `COMP_SWAP` reproduces.
    ///
    /// `COMP_SWAP` is chosen so that the colour block stores shader channels
    /// where this format's selects read them back: identity selects give
    /// `SWAP_STD`; four channels in B-G-R-A order `SWAP_ALT`, fully reversed
    /// (A-B-G-R, or B-G-R for three channels) `SWAP_STD_REV`, alpha first
    /// (A-R-G-B) `SWAP_ALT_REV`; two channels read as X..Y `SWAP_ALT`; a
    /// single alpha-only channel `SWAP_ALT_REV`.
    #[inline]
    pub const fn color_target(self) -> Option<ColorTargetFormat> {
        let Some(format) = color_format(self.data) else {
            return None;
        };
        let number_type = match self.num {
            ImgNumFormat::IMG_NUM_FORMAT_UNORM => SurfaceNumber::NUMBER_UNORM,
            ImgNumFormat::IMG_NUM_FORMAT_SNORM => SurfaceNumber::NUMBER_SNORM,
            ImgNumFormat::IMG_NUM_FORMAT_UINT => SurfaceNumber::NUMBER_UINT,
            ImgNumFormat::IMG_NUM_FORMAT_SINT => SurfaceNumber::NUMBER_SINT,
            ImgNumFormat::IMG_NUM_FORMAT_FLOAT => SurfaceNumber::NUMBER_FLOAT,
            ImgNumFormat::IMG_NUM_FORMAT_SRGB => SurfaceNumber::NUMBER_SRGB,
            _ => return None,
        };
        let order = match self.comp_swap() {
            Some(s) => ChannelOrder::from_comp_swap(s),
            None => return None,
        };
        Some(ColorTargetFormat {
            format,
            number_type,
            order,
        })
    }

    /// The T# `ALPHA_IS_ON_MSB` (gfx8) of a DCC-compressed colour surface
    /// of this format, as the colour block wrote it: a one-channel format
    /// has alpha on the most significant bits when it is stored alpha-only
    /// (`SWAP_ALT_REV`), a wider one unless its `COMP_SWAP` is reversed
    /// (`SWAP_STD_REV`, `SWAP_ALT_REV`); Mesa's `vi_alpha_is_on_msb` for
    /// gfx8. Pass the surface's format with its own selects (before a
    /// view's swizzle); luminance formats count as red. `None` when the
    /// colour block cannot write the format ([`Self::color_target`]).
    ///
    /// ```
    /// use gcn::desc::DataFormat;
    ///
    /// assert_eq!(DataFormat::R8G8B8A8_UNORM.dcc_alpha_is_on_msb(), Some(true));
    /// assert_eq!(DataFormat::R8_UNORM.dcc_alpha_is_on_msb(), Some(false));
    /// ```
    pub const fn dcc_alpha_is_on_msb(self) -> Option<bool> {
        let (Some(target), Some(channels)) = (self.color_target(), self.channels()) else {
            return None;
        };
        let swap = target.comp_swap().into_bits();
        let alt_rev = swap == SurfaceSwap::SWAP_ALT_REV.into_bits();
        Some(if channels == 1 {
            alt_rev
        } else {
            !alt_rev && swap != SurfaceSwap::SWAP_STD_REV.into_bits()
        })
    }

    /// `COMP_SWAP` from the channel count and the selects: which `COMP_SWAP` a
    /// colour target of that many channels needs so that its shader selects
    /// read back as `self`'s (`_`: any select); the first arm that matches wins.
    #[inline]
    const fn comp_swap(self) -> Option<SurfaceSwap> {
        // The packed 3-channel float layout has a fixed channel order.
        if self.data.into_bits() == ImgDataFormat::IMG_DATA_FORMAT_10_11_11.into_bits() {
            return Some(SurfaceSwap::SWAP_STD);
        }
        let n = match self.channels() {
            Some(n @ 1..=3) => n,
            Some(_) => 4,
            None => return None,
        };
        use SurfaceSwap as S;
        Some(match (n, self.sel) {
            (1, [X, _, _, _]) => S::SWAP_STD,
            (1, [_, _, _, X]) => S::SWAP_ALT_REV,
            (2, [X, Y, _, _]) => S::SWAP_STD,
            (2, [Y, X, _, _]) => S::SWAP_STD_REV,
            (2, [X, _, _, Y]) => S::SWAP_ALT,
            (2, [Y, _, _, X]) => S::SWAP_ALT_REV,
            (3, [X, _, _, _]) => S::SWAP_STD,
            (3, [Z, _, _, _]) => S::SWAP_STD_REV,
            (4, [_, Y, Z, _]) => S::SWAP_STD,
            (4, [_, Z, Y, _]) => S::SWAP_STD_REV,
            (4, [_, Y, X, _]) => S::SWAP_ALT,
            (4, [_, Z, W, _]) => S::SWAP_ALT_REV,
            _ => return None,
        })
    }

    /// The depth-target encoding (`DB_Z_INFO.FORMAT`): `Z_16` for
    /// `16`/`UNORM`, `Z_24` for `8_24` or `24_8` `UNORM`, `Z_32_FLOAT` for `32`
    /// or `X24_8_32` `FLOAT`; `None` for every other format.
    pub const fn z_format(self) -> Option<ZFormat> {
        use ImgDataFormat as D;
        use ImgNumFormat as N;
        match (self.data, self.num) {
            (D::IMG_DATA_FORMAT_16, N::IMG_NUM_FORMAT_UNORM) => Some(ZFormat::Z_16),
            (D::IMG_DATA_FORMAT_8_24 | D::IMG_DATA_FORMAT_24_8, N::IMG_NUM_FORMAT_UNORM) => {
                Some(ZFormat::Z_24)
            }
            (D::IMG_DATA_FORMAT_32 | D::IMG_DATA_FORMAT_X24_8_32, N::IMG_NUM_FORMAT_FLOAT) => {
                Some(ZFormat::Z_32_FLOAT)
            }
            _ => None,
        }
    }

    /// The stencil-target encoding (`DB_STENCIL_INFO.FORMAT`): `STENCIL_8`
    /// for the `8`/`UINT` stencil plane, else `None`. GCN keeps stencil in its
    /// own plane, so a depth format never implies one; the caller decides
    /// whether a stencil plane exists.
    pub const fn stencil_format(self) -> Option<StencilFormat> {
        match (self.data, self.num) {
            (ImgDataFormat::IMG_DATA_FORMAT_8, ImgNumFormat::IMG_NUM_FORMAT_UINT) => {
                Some(StencilFormat::STENCIL_8)
            }
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mappings() {
        assert_eq!(
            DataFormat::R8G8B8A8_UNORM
                .buffer_format()
                .map(|(d, n)| (d.raw(), n.raw())),
            Some((10, 0))
        );
        assert_eq!(DataFormat::R8G8B8A8_SRGB.buffer_format(), None);
        assert_eq!(DataFormat::BC1_UNORM.buffer_format(), None);
        let cb = DataFormat::B5G6R5_UNORM
            .color_target()
            .map(|c| (c.format.raw(), c.number_type.raw(), c.comp_swap().raw()));
        assert_eq!(cb, Some((16, 0, 2))); // 3 channels reversed: SWAP_STD_REV
        let cb = DataFormat::A8_UNORM
            .color_target()
            .map(|c| (c.format.raw(), c.comp_swap().raw()));
        assert_eq!(cb, Some((1, 3)));
        let cb = DataFormat::L8A8_UNORM
            .color_target()
            .map(|c| c.comp_swap().raw());
        assert_eq!(cb, Some(1));
        assert_eq!(DataFormat::R32G32B32_FLOAT.color_target(), None);
        assert_eq!(DataFormat::D24_UNORM.z_format(), Some(ZFormat::Z_24));
        assert_eq!(DataFormat::D32_FLOAT.z_format(), Some(ZFormat::Z_32_FLOAT));
        assert_eq!(DataFormat::D16_UNORM.z_format(), Some(ZFormat::Z_16));
        assert_eq!(
            DataFormat::S8_UINT.stencil_format(),
            Some(StencilFormat::STENCIL_8)
        );
        assert_eq!(DataFormat::BC7_SRGB.bits_per_element(), Some(128));
        assert_eq!(DataFormat::R32G32B32_FLOAT.bytes_per_element(), Some(12));
        let v = DataFormat::B8G8R8A8_UNORM.swizzled([
            SqSel::SQ_SEL_W,
            SqSel::SQ_SEL_0,
            SqSel::SQ_SEL_X,
            SqSel::SQ_SEL_1,
        ]);
        assert_eq!(v.dst_sel(), [W, S0, Z, S1]);
    }

    #[test]
    fn every_named_format_is_consistent() {
        for (name, f) in DataFormat::NAMED {
            assert!(f.bits_per_element().is_some(), "{name}");
            assert!(f.channels().is_some(), "{name}");
            assert!(
                f.data_format().is_known() && f.num_format().is_known(),
                "{name}"
            );
        }
    }
}

/// Order of the channels in memory relative to the format's canonical order (`COMP_SWAP`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ChannelOrder {
    /// Canonical order, e.g. RGBA (`SWAP_STD`).
    Standard,
    /// Alternate order, e.g. BGRA: what a display buffer needs (`SWAP_ALT`).
    Alt,
    /// Reversed canonical order, e.g. ABGR (`SWAP_STD_REV`).
    Reversed,
    /// Reversed alternate order, e.g. ARGB (`SWAP_ALT_REV`).
    AltReversed,
}

impl ChannelOrder {
    /// The `COMP_SWAP` value.
    pub const fn comp_swap(self) -> SurfaceSwap {
        match self {
            ChannelOrder::Standard => SurfaceSwap::SWAP_STD,
            ChannelOrder::Alt => SurfaceSwap::SWAP_ALT,
            ChannelOrder::Reversed => SurfaceSwap::SWAP_STD_REV,
            ChannelOrder::AltReversed => SurfaceSwap::SWAP_ALT_REV,
        }
    }

    /// The order a `COMP_SWAP` value stands for (the field has two bits, so
    /// every value is one of the four).
    ///
    /// ```
    /// use gcn::blocks::color_target::ChannelOrder;
    /// use gcn::regs::SurfaceSwap;
    ///
    /// assert_eq!(ChannelOrder::from_comp_swap(SurfaceSwap::SWAP_ALT), ChannelOrder::Alt);
    /// assert_eq!(ChannelOrder::Alt.comp_swap(), SurfaceSwap::SWAP_ALT);
    /// ```
    pub const fn from_comp_swap(swap: SurfaceSwap) -> ChannelOrder {
        match swap {
            SurfaceSwap::SWAP_STD => ChannelOrder::Standard,
            SurfaceSwap::SWAP_ALT => ChannelOrder::Alt,
            SurfaceSwap::SWAP_STD_REV => ChannelOrder::Reversed,
            // `SWAP_ALT_REV`, the one value left in two bits.
            _ => ChannelOrder::AltReversed,
        }
    }
}
