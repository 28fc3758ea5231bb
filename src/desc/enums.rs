//! Hardware enumerations of the resource descriptors, complete from AMD's gfx6-8
//! register headers (values are identical on gfx7 unless a value notes otherwise).
//!
//! Every type is an open enum: unnamed values decode and re-encode unchanged.

open_enum! {
    /// Image data format: the bit layout of one texel or block (`IMG_DATA_FORMAT`, T# `WORD1.DATA_FORMAT`).
    pub struct ImgDataFormat(u8): 6 bits {
        /// `IMG_DATA_FORMAT_INVALID` = 0.
        IMG_DATA_FORMAT_INVALID = 0,
        /// `IMG_DATA_FORMAT_8` = 1.
        IMG_DATA_FORMAT_8 = 1,
        /// `IMG_DATA_FORMAT_16` = 2.
        IMG_DATA_FORMAT_16 = 2,
        /// `IMG_DATA_FORMAT_8_8` = 3.
        IMG_DATA_FORMAT_8_8 = 3,
        /// `IMG_DATA_FORMAT_32` = 4.
        IMG_DATA_FORMAT_32 = 4,
        /// `IMG_DATA_FORMAT_16_16` = 5.
        IMG_DATA_FORMAT_16_16 = 5,
        /// `IMG_DATA_FORMAT_10_11_11` = 6.
        IMG_DATA_FORMAT_10_11_11 = 6,
        /// `IMG_DATA_FORMAT_11_11_10` = 7.
        IMG_DATA_FORMAT_11_11_10 = 7,
        /// `IMG_DATA_FORMAT_10_10_10_2` = 8.
        IMG_DATA_FORMAT_10_10_10_2 = 8,
        /// `IMG_DATA_FORMAT_2_10_10_10` = 9.
        IMG_DATA_FORMAT_2_10_10_10 = 9,
        /// `IMG_DATA_FORMAT_8_8_8_8` = 10.
        IMG_DATA_FORMAT_8_8_8_8 = 10,
        /// `IMG_DATA_FORMAT_32_32` = 11.
        IMG_DATA_FORMAT_32_32 = 11,
        /// `IMG_DATA_FORMAT_16_16_16_16` = 12.
        IMG_DATA_FORMAT_16_16_16_16 = 12,
        /// `IMG_DATA_FORMAT_32_32_32` = 13.
        IMG_DATA_FORMAT_32_32_32 = 13,
        /// `IMG_DATA_FORMAT_32_32_32_32` = 14.
        IMG_DATA_FORMAT_32_32_32_32 = 14,
        /// `IMG_DATA_FORMAT_RESERVED_15` = 15.
        IMG_DATA_FORMAT_RESERVED_15 = 15,
        /// `IMG_DATA_FORMAT_5_6_5` = 16.
        IMG_DATA_FORMAT_5_6_5 = 16,
        /// `IMG_DATA_FORMAT_1_5_5_5` = 17.
        IMG_DATA_FORMAT_1_5_5_5 = 17,
        /// `IMG_DATA_FORMAT_5_5_5_1` = 18.
        IMG_DATA_FORMAT_5_5_5_1 = 18,
        /// `IMG_DATA_FORMAT_4_4_4_4` = 19.
        IMG_DATA_FORMAT_4_4_4_4 = 19,
        /// `IMG_DATA_FORMAT_8_24` = 20.
        IMG_DATA_FORMAT_8_24 = 20,
        /// `IMG_DATA_FORMAT_24_8` = 21.
        IMG_DATA_FORMAT_24_8 = 21,
        /// `IMG_DATA_FORMAT_X24_8_32` = 22.
        IMG_DATA_FORMAT_X24_8_32 = 22,
        /// `IMG_DATA_FORMAT_RESERVED_23` = 23.
        IMG_DATA_FORMAT_RESERVED_23 = 23,
        /// `IMG_DATA_FORMAT_RESERVED_24` = 24.
        IMG_DATA_FORMAT_RESERVED_24 = 24,
        /// `IMG_DATA_FORMAT_ETC2_RGB` = 24. Only on gfx8; reserved on gfx7.
        IMG_DATA_FORMAT_ETC2_RGB = 24,
        /// `IMG_DATA_FORMAT_RESERVED_25` = 25.
        IMG_DATA_FORMAT_RESERVED_25 = 25,
        /// `IMG_DATA_FORMAT_ETC2_RGBA` = 25. Only on gfx8; reserved on gfx7.
        IMG_DATA_FORMAT_ETC2_RGBA = 25,
        /// `IMG_DATA_FORMAT_RESERVED_26` = 26.
        IMG_DATA_FORMAT_RESERVED_26 = 26,
        /// `IMG_DATA_FORMAT_ETC2_R` = 26. Only on gfx8; reserved on gfx7.
        IMG_DATA_FORMAT_ETC2_R = 26,
        /// `IMG_DATA_FORMAT_RESERVED_27` = 27.
        IMG_DATA_FORMAT_RESERVED_27 = 27,
        /// `IMG_DATA_FORMAT_ETC2_RG` = 27. Only on gfx8; reserved on gfx7.
        IMG_DATA_FORMAT_ETC2_RG = 27,
        /// `IMG_DATA_FORMAT_RESERVED_28` = 28.
        IMG_DATA_FORMAT_RESERVED_28 = 28,
        /// `IMG_DATA_FORMAT_ETC2_RGBA1` = 28. Only on gfx8; reserved on gfx7.
        IMG_DATA_FORMAT_ETC2_RGBA1 = 28,
        /// `IMG_DATA_FORMAT_RESERVED_29` = 29.
        IMG_DATA_FORMAT_RESERVED_29 = 29,
        /// `IMG_DATA_FORMAT_RESERVED_30` = 30.
        IMG_DATA_FORMAT_RESERVED_30 = 30,
        /// `IMG_DATA_FORMAT_RESERVED_31` = 31.
        IMG_DATA_FORMAT_RESERVED_31 = 31,
        /// `IMG_DATA_FORMAT_GB_GR` = 32.
        IMG_DATA_FORMAT_GB_GR = 32,
        /// `IMG_DATA_FORMAT_BG_RG` = 33.
        IMG_DATA_FORMAT_BG_RG = 33,
        /// `IMG_DATA_FORMAT_5_9_9_9` = 34.
        IMG_DATA_FORMAT_5_9_9_9 = 34,
        /// `IMG_DATA_FORMAT_BC1` = 35.
        IMG_DATA_FORMAT_BC1 = 35,
        /// `IMG_DATA_FORMAT_BC2` = 36.
        IMG_DATA_FORMAT_BC2 = 36,
        /// `IMG_DATA_FORMAT_BC3` = 37.
        IMG_DATA_FORMAT_BC3 = 37,
        /// `IMG_DATA_FORMAT_BC4` = 38.
        IMG_DATA_FORMAT_BC4 = 38,
        /// `IMG_DATA_FORMAT_BC5` = 39.
        IMG_DATA_FORMAT_BC5 = 39,
        /// `IMG_DATA_FORMAT_BC6` = 40.
        IMG_DATA_FORMAT_BC6 = 40,
        /// `IMG_DATA_FORMAT_BC7` = 41.
        IMG_DATA_FORMAT_BC7 = 41,
        /// `IMG_DATA_FORMAT_RESERVED_42` = 42.
        IMG_DATA_FORMAT_RESERVED_42 = 42,
        /// `IMG_DATA_FORMAT_RESERVED_43` = 43.
        IMG_DATA_FORMAT_RESERVED_43 = 43,
        /// `IMG_DATA_FORMAT_FMASK8_S2_F1` = 44.
        IMG_DATA_FORMAT_FMASK8_S2_F1 = 44,
        /// `IMG_DATA_FORMAT_FMASK8_S4_F1` = 45.
        IMG_DATA_FORMAT_FMASK8_S4_F1 = 45,
        /// `IMG_DATA_FORMAT_FMASK8_S8_F1` = 46.
        IMG_DATA_FORMAT_FMASK8_S8_F1 = 46,
        /// `IMG_DATA_FORMAT_FMASK8_S2_F2` = 47.
        IMG_DATA_FORMAT_FMASK8_S2_F2 = 47,
        /// `IMG_DATA_FORMAT_FMASK8_S4_F2` = 48.
        IMG_DATA_FORMAT_FMASK8_S4_F2 = 48,
        /// `IMG_DATA_FORMAT_FMASK8_S4_F4` = 49.
        IMG_DATA_FORMAT_FMASK8_S4_F4 = 49,
        /// `IMG_DATA_FORMAT_FMASK16_S16_F1` = 50.
        IMG_DATA_FORMAT_FMASK16_S16_F1 = 50,
        /// `IMG_DATA_FORMAT_FMASK16_S8_F2` = 51.
        IMG_DATA_FORMAT_FMASK16_S8_F2 = 51,
        /// `IMG_DATA_FORMAT_FMASK32_S16_F2` = 52.
        IMG_DATA_FORMAT_FMASK32_S16_F2 = 52,
        /// `IMG_DATA_FORMAT_FMASK32_S8_F4` = 53.
        IMG_DATA_FORMAT_FMASK32_S8_F4 = 53,
        /// `IMG_DATA_FORMAT_FMASK32_S8_F8` = 54.
        IMG_DATA_FORMAT_FMASK32_S8_F8 = 54,
        /// `IMG_DATA_FORMAT_FMASK64_S16_F4` = 55.
        IMG_DATA_FORMAT_FMASK64_S16_F4 = 55,
        /// `IMG_DATA_FORMAT_FMASK64_S16_F8` = 56.
        IMG_DATA_FORMAT_FMASK64_S16_F8 = 56,
        /// `IMG_DATA_FORMAT_4_4` = 57.
        IMG_DATA_FORMAT_4_4 = 57,
        /// `IMG_DATA_FORMAT_6_5_5` = 58.
        IMG_DATA_FORMAT_6_5_5 = 58,
        /// `IMG_DATA_FORMAT_1` = 59.
        IMG_DATA_FORMAT_1 = 59,
        /// `IMG_DATA_FORMAT_1_REVERSED` = 60.
        IMG_DATA_FORMAT_1_REVERSED = 60,
        /// `IMG_DATA_FORMAT_32_AS_8` = 61.
        IMG_DATA_FORMAT_32_AS_8 = 61,
        /// `IMG_DATA_FORMAT_32_AS_8_8` = 62.
        IMG_DATA_FORMAT_32_AS_8_8 = 62,
        /// `IMG_DATA_FORMAT_32_AS_32_32_32_32` = 63.
        IMG_DATA_FORMAT_32_AS_32_32_32_32 = 63,
    }
}

open_enum! {
    /// Image number format: how channel bits become shader values (`IMG_NUM_FORMAT`, T# `WORD1.NUM_FORMAT`).
    pub struct ImgNumFormat(u8): 4 bits {
        /// `IMG_NUM_FORMAT_UNORM` = 0.
        IMG_NUM_FORMAT_UNORM = 0,
        /// `IMG_NUM_FORMAT_SNORM` = 1.
        IMG_NUM_FORMAT_SNORM = 1,
        /// `IMG_NUM_FORMAT_USCALED` = 2.
        IMG_NUM_FORMAT_USCALED = 2,
        /// `IMG_NUM_FORMAT_SSCALED` = 3.
        IMG_NUM_FORMAT_SSCALED = 3,
        /// `IMG_NUM_FORMAT_UINT` = 4.
        IMG_NUM_FORMAT_UINT = 4,
        /// `IMG_NUM_FORMAT_SINT` = 5.
        IMG_NUM_FORMAT_SINT = 5,
        /// `IMG_NUM_FORMAT_SNORM_OGL` = 6. On gfx6, gfx7 only.
        IMG_NUM_FORMAT_SNORM_OGL = 6,
        /// `IMG_NUM_FORMAT_FLOAT` = 7.
        IMG_NUM_FORMAT_FLOAT = 7,
        /// `IMG_NUM_FORMAT_RESERVED_8` = 8.
        IMG_NUM_FORMAT_RESERVED_8 = 8,
        /// `IMG_NUM_FORMAT_SRGB` = 9.
        IMG_NUM_FORMAT_SRGB = 9,
        /// `IMG_NUM_FORMAT_UBNORM` = 10. On gfx6, gfx7 only.
        IMG_NUM_FORMAT_UBNORM = 10,
        /// `IMG_NUM_FORMAT_UBNORM_OGL` = 11. On gfx6, gfx7 only.
        IMG_NUM_FORMAT_UBNORM_OGL = 11,
        /// `IMG_NUM_FORMAT_UBINT` = 12. On gfx6, gfx7 only.
        IMG_NUM_FORMAT_UBINT = 12,
        /// `IMG_NUM_FORMAT_UBSCALED` = 13. On gfx6, gfx7 only.
        IMG_NUM_FORMAT_UBSCALED = 13,
        /// `IMG_NUM_FORMAT_RESERVED_14` = 14.
        IMG_NUM_FORMAT_RESERVED_14 = 14,
        /// `IMG_NUM_FORMAT_RESERVED_15` = 15.
        IMG_NUM_FORMAT_RESERVED_15 = 15,
    }
}

open_enum! {
    /// Buffer data format: the bit layout of one typed-buffer element (`BUF_DATA_FORMAT`, V# `WORD3.DATA_FORMAT`).
    pub struct BufDataFormat(u8): 4 bits {
        /// `BUF_DATA_FORMAT_INVALID` = 0.
        BUF_DATA_FORMAT_INVALID = 0,
        /// `BUF_DATA_FORMAT_8` = 1.
        BUF_DATA_FORMAT_8 = 1,
        /// `BUF_DATA_FORMAT_16` = 2.
        BUF_DATA_FORMAT_16 = 2,
        /// `BUF_DATA_FORMAT_8_8` = 3.
        BUF_DATA_FORMAT_8_8 = 3,
        /// `BUF_DATA_FORMAT_32` = 4.
        BUF_DATA_FORMAT_32 = 4,
        /// `BUF_DATA_FORMAT_16_16` = 5.
        BUF_DATA_FORMAT_16_16 = 5,
        /// `BUF_DATA_FORMAT_10_11_11` = 6.
        BUF_DATA_FORMAT_10_11_11 = 6,
        /// `BUF_DATA_FORMAT_11_11_10` = 7.
        BUF_DATA_FORMAT_11_11_10 = 7,
        /// `BUF_DATA_FORMAT_10_10_10_2` = 8.
        BUF_DATA_FORMAT_10_10_10_2 = 8,
        /// `BUF_DATA_FORMAT_2_10_10_10` = 9.
        BUF_DATA_FORMAT_2_10_10_10 = 9,
        /// `BUF_DATA_FORMAT_8_8_8_8` = 10.
        BUF_DATA_FORMAT_8_8_8_8 = 10,
        /// `BUF_DATA_FORMAT_32_32` = 11.
        BUF_DATA_FORMAT_32_32 = 11,
        /// `BUF_DATA_FORMAT_16_16_16_16` = 12.
        BUF_DATA_FORMAT_16_16_16_16 = 12,
        /// `BUF_DATA_FORMAT_32_32_32` = 13.
        BUF_DATA_FORMAT_32_32_32 = 13,
        /// `BUF_DATA_FORMAT_32_32_32_32` = 14.
        BUF_DATA_FORMAT_32_32_32_32 = 14,
        /// `BUF_DATA_FORMAT_RESERVED_15` = 15.
        BUF_DATA_FORMAT_RESERVED_15 = 15,
    }
}

open_enum! {
    /// Buffer number format: how element bits become shader values (`BUF_NUM_FORMAT`, V# `WORD3.NUM_FORMAT`).
    pub struct BufNumFormat(u8): 3 bits {
        /// `BUF_NUM_FORMAT_UNORM` = 0.
        BUF_NUM_FORMAT_UNORM = 0,
        /// `BUF_NUM_FORMAT_SNORM` = 1.
        BUF_NUM_FORMAT_SNORM = 1,
        /// `BUF_NUM_FORMAT_USCALED` = 2.
        BUF_NUM_FORMAT_USCALED = 2,
        /// `BUF_NUM_FORMAT_SSCALED` = 3.
        BUF_NUM_FORMAT_SSCALED = 3,
        /// `BUF_NUM_FORMAT_UINT` = 4.
        BUF_NUM_FORMAT_UINT = 4,
        /// `BUF_NUM_FORMAT_SINT` = 5.
        BUF_NUM_FORMAT_SINT = 5,
        /// `BUF_NUM_FORMAT_SNORM_OGL` = 6. On gfx6, gfx7 only.
        BUF_NUM_FORMAT_SNORM_OGL = 6,
        /// `BUF_NUM_FORMAT_FLOAT` = 7.
        BUF_NUM_FORMAT_FLOAT = 7,
    }
}

open_enum! {
    /// Destination channel select (`SQ_SEL_XYZW01`): which fetched channel, or constant 0/1, lands in a shader channel.
    pub struct SqSel(u8): 3 bits {
        /// `SQ_SEL_0` = 0.
        SQ_SEL_0 = 0,
        /// `SQ_SEL_1` = 1.
        SQ_SEL_1 = 1,
        /// `SQ_SEL_RESERVED_0` = 2.
        SQ_SEL_RESERVED_0 = 2,
        /// `SQ_SEL_RESERVED_1` = 3.
        SQ_SEL_RESERVED_1 = 3,
        /// `SQ_SEL_X` = 4.
        SQ_SEL_X = 4,
        /// `SQ_SEL_Y` = 5.
        SQ_SEL_Y = 5,
        /// `SQ_SEL_Z` = 6.
        SQ_SEL_Z = 6,
        /// `SQ_SEL_W` = 7.
        SQ_SEL_W = 7,
    }
}

open_enum! {
    /// Texture addressing (clamp) mode per axis (`SQ_TEX_CLAMP`, S# `WORD0.CLAMP_X/Y/Z`).
    pub struct SqTexClamp(u8): 3 bits {
        /// `SQ_TEX_WRAP` = 0.
        SQ_TEX_WRAP = 0,
        /// `SQ_TEX_MIRROR` = 1.
        SQ_TEX_MIRROR = 1,
        /// `SQ_TEX_CLAMP_LAST_TEXEL` = 2.
        SQ_TEX_CLAMP_LAST_TEXEL = 2,
        /// `SQ_TEX_MIRROR_ONCE_LAST_TEXEL` = 3.
        SQ_TEX_MIRROR_ONCE_LAST_TEXEL = 3,
        /// `SQ_TEX_CLAMP_HALF_BORDER` = 4.
        SQ_TEX_CLAMP_HALF_BORDER = 4,
        /// `SQ_TEX_MIRROR_ONCE_HALF_BORDER` = 5.
        SQ_TEX_MIRROR_ONCE_HALF_BORDER = 5,
        /// `SQ_TEX_CLAMP_BORDER` = 6.
        SQ_TEX_CLAMP_BORDER = 6,
        /// `SQ_TEX_MIRROR_ONCE_BORDER` = 7.
        SQ_TEX_MIRROR_ONCE_BORDER = 7,
    }
}

open_enum! {
    /// Maximum anisotropy ratio (`SQ_TEX_ANISO_RATIO`, S# `WORD0.MAX_ANISO_RATIO`).
    pub struct SqTexAnisoRatio(u8): 3 bits {
        /// `SQ_TEX_ANISO_RATIO_1` = 0.
        SQ_TEX_ANISO_RATIO_1 = 0,
        /// `SQ_TEX_ANISO_RATIO_2` = 1.
        SQ_TEX_ANISO_RATIO_2 = 1,
        /// `SQ_TEX_ANISO_RATIO_4` = 2.
        SQ_TEX_ANISO_RATIO_4 = 2,
        /// `SQ_TEX_ANISO_RATIO_8` = 3.
        SQ_TEX_ANISO_RATIO_8 = 3,
        /// `SQ_TEX_ANISO_RATIO_16` = 4.
        SQ_TEX_ANISO_RATIO_16 = 4,
    }
}

open_enum! {
    /// Depth comparison function of shadow samplers (`SQ_TEX_DEPTH_COMPARE`, S# `WORD0.DEPTH_COMPARE_FUNC`).
    pub struct SqTexDepthCompare(u8): 3 bits {
        /// `SQ_TEX_DEPTH_COMPARE_NEVER` = 0.
        SQ_TEX_DEPTH_COMPARE_NEVER = 0,
        /// `SQ_TEX_DEPTH_COMPARE_LESS` = 1.
        SQ_TEX_DEPTH_COMPARE_LESS = 1,
        /// `SQ_TEX_DEPTH_COMPARE_EQUAL` = 2.
        SQ_TEX_DEPTH_COMPARE_EQUAL = 2,
        /// `SQ_TEX_DEPTH_COMPARE_LESSEQUAL` = 3.
        SQ_TEX_DEPTH_COMPARE_LESSEQUAL = 3,
        /// `SQ_TEX_DEPTH_COMPARE_GREATER` = 4.
        SQ_TEX_DEPTH_COMPARE_GREATER = 4,
        /// `SQ_TEX_DEPTH_COMPARE_NOTEQUAL` = 5.
        SQ_TEX_DEPTH_COMPARE_NOTEQUAL = 5,
        /// `SQ_TEX_DEPTH_COMPARE_GREATEREQUAL` = 6.
        SQ_TEX_DEPTH_COMPARE_GREATEREQUAL = 6,
        /// `SQ_TEX_DEPTH_COMPARE_ALWAYS` = 7.
        SQ_TEX_DEPTH_COMPARE_ALWAYS = 7,
    }
}

open_enum! {
    /// Filter reduction mode (`SQ_IMG_FILTER_TYPE`, S# `WORD0.FILTER_MODE`).
    pub struct SqImgFilterType(u8): 2 bits {
        /// `SQ_IMG_FILTER_MODE_BLEND` = 0.
        SQ_IMG_FILTER_MODE_BLEND = 0,
        /// `SQ_IMG_FILTER_MODE_MIN` = 1.
        SQ_IMG_FILTER_MODE_MIN = 1,
        /// `SQ_IMG_FILTER_MODE_MAX` = 2.
        SQ_IMG_FILTER_MODE_MAX = 2,
    }
}

open_enum! {
    /// Magnification / minification filter in X and Y (`SQ_TEX_XY_FILTER`, S# `WORD2.XY_MAG_FILTER` / `XY_MIN_FILTER`).
    pub struct SqTexXyFilter(u8): 2 bits {
        /// `SQ_TEX_XY_FILTER_POINT` = 0.
        SQ_TEX_XY_FILTER_POINT = 0,
        /// `SQ_TEX_XY_FILTER_BILINEAR` = 1.
        SQ_TEX_XY_FILTER_BILINEAR = 1,
        /// `SQ_TEX_XY_FILTER_ANISO_POINT` = 2.
        SQ_TEX_XY_FILTER_ANISO_POINT = 2,
        /// `SQ_TEX_XY_FILTER_ANISO_BILINEAR` = 3.
        SQ_TEX_XY_FILTER_ANISO_BILINEAR = 3,
    }
}

open_enum! {
    /// Filter between slices of a 3D texture (`SQ_TEX_Z_FILTER`, S# `WORD2.Z_FILTER`).
    pub struct SqTexZFilter(u8): 2 bits {
        /// `SQ_TEX_Z_FILTER_NONE` = 0.
        SQ_TEX_Z_FILTER_NONE = 0,
        /// `SQ_TEX_Z_FILTER_POINT` = 1.
        SQ_TEX_Z_FILTER_POINT = 1,
        /// `SQ_TEX_Z_FILTER_LINEAR` = 2.
        SQ_TEX_Z_FILTER_LINEAR = 2,
    }
}

open_enum! {
    /// Filter between mip levels (`SQ_TEX_MIP_FILTER`, S# `WORD2.MIP_FILTER`).
    pub struct SqTexMipFilter(u8): 2 bits {
        /// `SQ_TEX_MIP_FILTER_NONE` = 0.
        SQ_TEX_MIP_FILTER_NONE = 0,
        /// `SQ_TEX_MIP_FILTER_POINT` = 1.
        SQ_TEX_MIP_FILTER_POINT = 1,
        /// `SQ_TEX_MIP_FILTER_LINEAR` = 2.
        SQ_TEX_MIP_FILTER_LINEAR = 2,
        /// `SQ_TEX_MIP_FILTER_POINT_ANISO_ADJ` = 3. Only on gfx8; reserved on gfx7.
        SQ_TEX_MIP_FILTER_POINT_ANISO_ADJ = 3,
    }
}

open_enum! {
    /// Border colour source (`SQ_TEX_BORDER_COLOR`, S# `WORD3.BORDER_COLOR_TYPE`).
    pub struct SqTexBorderColor(u8): 2 bits {
        /// `SQ_TEX_BORDER_COLOR_TRANS_BLACK` = 0.
        SQ_TEX_BORDER_COLOR_TRANS_BLACK = 0,
        /// `SQ_TEX_BORDER_COLOR_OPAQUE_BLACK` = 1.
        SQ_TEX_BORDER_COLOR_OPAQUE_BLACK = 1,
        /// `SQ_TEX_BORDER_COLOR_OPAQUE_WHITE` = 2.
        SQ_TEX_BORDER_COLOR_OPAQUE_WHITE = 2,
        /// `SQ_TEX_BORDER_COLOR_REGISTER` = 3.
        SQ_TEX_BORDER_COLOR_REGISTER = 3,
    }
}

open_enum! {
    /// Image resource type (`SQ_RSRC_IMG_TYPE`, T# `WORD3.TYPE`); values below 8 are buffer types, not images.
    pub struct SqRsrcImgType(u8): 4 bits {
        /// `SQ_RSRC_IMG_RSVD_0` = 0.
        SQ_RSRC_IMG_RSVD_0 = 0,
        /// `SQ_RSRC_IMG_RSVD_1` = 1.
        SQ_RSRC_IMG_RSVD_1 = 1,
        /// `SQ_RSRC_IMG_RSVD_2` = 2.
        SQ_RSRC_IMG_RSVD_2 = 2,
        /// `SQ_RSRC_IMG_RSVD_3` = 3.
        SQ_RSRC_IMG_RSVD_3 = 3,
        /// `SQ_RSRC_IMG_RSVD_4` = 4.
        SQ_RSRC_IMG_RSVD_4 = 4,
        /// `SQ_RSRC_IMG_RSVD_5` = 5.
        SQ_RSRC_IMG_RSVD_5 = 5,
        /// `SQ_RSRC_IMG_RSVD_6` = 6.
        SQ_RSRC_IMG_RSVD_6 = 6,
        /// `SQ_RSRC_IMG_RSVD_7` = 7.
        SQ_RSRC_IMG_RSVD_7 = 7,
        /// `SQ_RSRC_IMG_1D` = 8.
        SQ_RSRC_IMG_1D = 8,
        /// `SQ_RSRC_IMG_2D` = 9.
        SQ_RSRC_IMG_2D = 9,
        /// `SQ_RSRC_IMG_3D` = 10.
        SQ_RSRC_IMG_3D = 10,
        /// `SQ_RSRC_IMG_CUBE` = 11.
        SQ_RSRC_IMG_CUBE = 11,
        /// `SQ_RSRC_IMG_1D_ARRAY` = 12.
        SQ_RSRC_IMG_1D_ARRAY = 12,
        /// `SQ_RSRC_IMG_2D_ARRAY` = 13.
        SQ_RSRC_IMG_2D_ARRAY = 13,
        /// `SQ_RSRC_IMG_2D_MSAA` = 14.
        SQ_RSRC_IMG_2D_MSAA = 14,
        /// `SQ_RSRC_IMG_2D_MSAA_ARRAY` = 15.
        SQ_RSRC_IMG_2D_MSAA_ARRAY = 15,
    }
}

open_enum! {
    /// Buffer resource type (`SQ_RSRC_BUF_TYPE`, V# `WORD3.TYPE`); must be `SQ_RSRC_BUF` for a buffer.
    pub struct SqRsrcBufType(u8): 2 bits {
        /// `SQ_RSRC_BUF` = 0.
        SQ_RSRC_BUF = 0,
        /// `SQ_RSRC_BUF_RSVD_1` = 1.
        SQ_RSRC_BUF_RSVD_1 = 1,
        /// `SQ_RSRC_BUF_RSVD_2` = 2.
        SQ_RSRC_BUF_RSVD_2 = 2,
        /// `SQ_RSRC_BUF_RSVD_3` = 3.
        SQ_RSRC_BUF_RSVD_3 = 3,
    }
}

open_enum! {
    /// Memory type for cache policy (`MTYPE`); gfx7+. V# `WORD3.MTYPE` is 3 bits wide and T# `WORD1.MTYPE` 2 bits, so the descriptors store it as raw bits; these are the named values.
    pub struct Mtype(u8): 2 bits {
        /// `MTYPE_NC_NV` = 0.
        MTYPE_NC_NV = 0,
        /// `MTYPE_NC` = 1.
        MTYPE_NC = 1,
        /// `MTYPE_CC` = 2.
        MTYPE_CC = 2,
        /// `MTYPE_UC` = 3.
        MTYPE_UC = 3,
    }
}
