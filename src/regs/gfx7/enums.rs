//! gfx7 register- and descriptor-field enumerations: AMD's value tables as total, lossless newtypes.
//!
//! Generated from the register spec by `tests/regs/codegen.rs`; do not edit by hand.

open_enum! {
/// `ArrayMode` (4-bit field values).
///
/// Used by `GB_TILE_MODEn.ARRAY_MODE`, `DB_DEPTH_INFO.ARRAY_MODE`.
pub struct ArrayMode(u8): 4 bits {
ARRAY_LINEAR_GENERAL = 0,
ARRAY_LINEAR_ALIGNED = 1,
ARRAY_1D_TILED_THIN1 = 2,
ARRAY_1D_TILED_THICK = 3,
ARRAY_2D_TILED_THIN1 = 4,
ARRAY_PRT_TILED_THIN1 = 5,
ARRAY_PRT_2D_TILED_THIN1 = 6,
ARRAY_2D_TILED_THICK = 7,
ARRAY_2D_TILED_XTHICK = 8,
ARRAY_PRT_TILED_THICK = 9,
ARRAY_PRT_2D_TILED_THICK = 10,
ARRAY_PRT_3D_TILED_THIN1 = 11,
ARRAY_3D_TILED_THIN1 = 12,
ARRAY_3D_TILED_THICK = 13,
ARRAY_3D_TILED_XTHICK = 14,
ARRAY_PRT_3D_TILED_THICK = 15,
}
}

open_enum! {
/// `BUF_DATA_FORMAT` (4-bit field values).
///
/// Used by `SQ_BUF_RSRC_WORD3.DATA_FORMAT`.
pub struct BufDataFormat(u8): 4 bits {
BUF_DATA_FORMAT_INVALID = 0,
BUF_DATA_FORMAT_8 = 1,
BUF_DATA_FORMAT_16 = 2,
BUF_DATA_FORMAT_8_8 = 3,
BUF_DATA_FORMAT_32 = 4,
BUF_DATA_FORMAT_16_16 = 5,
BUF_DATA_FORMAT_10_11_11 = 6,
BUF_DATA_FORMAT_11_11_10 = 7,
BUF_DATA_FORMAT_10_10_10_2 = 8,
BUF_DATA_FORMAT_2_10_10_10 = 9,
BUF_DATA_FORMAT_8_8_8_8 = 10,
BUF_DATA_FORMAT_32_32 = 11,
BUF_DATA_FORMAT_16_16_16_16 = 12,
BUF_DATA_FORMAT_32_32_32 = 13,
BUF_DATA_FORMAT_32_32_32_32 = 14,
BUF_DATA_FORMAT_RESERVED_15 = 15,
}
}

open_enum! {
/// `BUF_NUM_FORMAT` (3-bit field values).
///
/// Used by `SQ_BUF_RSRC_WORD3.NUM_FORMAT`.
pub struct BufNumFormat(u8): 3 bits {
BUF_NUM_FORMAT_UNORM = 0,
BUF_NUM_FORMAT_SNORM = 1,
BUF_NUM_FORMAT_USCALED = 2,
BUF_NUM_FORMAT_SSCALED = 3,
BUF_NUM_FORMAT_UINT = 4,
BUF_NUM_FORMAT_SINT = 5,
BUF_NUM_FORMAT_SNORM_OGL = 6,
BUF_NUM_FORMAT_FLOAT = 7,
}
}

open_enum! {
/// `BankHeight` (2-bit field values).
///
/// Used by `GB_MACROTILE_MODEn.BANK_HEIGHT`, `DB_DEPTH_INFO.BANK_HEIGHT`, `CB_COLORn_ATTRIB.FMASK_BANK_HEIGHT`.
pub struct BankHeight(u8): 2 bits {
ADDR_SURF_BANK_HEIGHT_1 = 0,
ADDR_SURF_BANK_HEIGHT_2 = 1,
ADDR_SURF_BANK_HEIGHT_4 = 2,
ADDR_SURF_BANK_HEIGHT_8 = 3,
}
}

open_enum! {
/// `BankWidth` (2-bit field values).
///
/// Used by `GB_MACROTILE_MODEn.BANK_WIDTH`, `DB_DEPTH_INFO.BANK_WIDTH`.
pub struct BankWidth(u8): 2 bits {
ADDR_SURF_BANK_WIDTH_1 = 0,
ADDR_SURF_BANK_WIDTH_2 = 1,
ADDR_SURF_BANK_WIDTH_4 = 2,
ADDR_SURF_BANK_WIDTH_8 = 3,
}
}

open_enum! {
/// `BlendOp` (5-bit field values).
///
/// Used by `CB_BLENDn_CONTROL.COLOR_SRCBLEND`, `CB_BLENDn_CONTROL.COLOR_DESTBLEND`, `CB_BLENDn_CONTROL.ALPHA_SRCBLEND`, `CB_BLENDn_CONTROL.ALPHA_DESTBLEND`.
pub struct BlendOp(u8): 5 bits {
BLEND_ZERO = 0,
BLEND_ONE = 1,
BLEND_SRC_COLOR = 2,
BLEND_ONE_MINUS_SRC_COLOR = 3,
BLEND_SRC_ALPHA = 4,
BLEND_ONE_MINUS_SRC_ALPHA = 5,
BLEND_DST_ALPHA = 6,
BLEND_ONE_MINUS_DST_ALPHA = 7,
BLEND_DST_COLOR = 8,
BLEND_ONE_MINUS_DST_COLOR = 9,
BLEND_SRC_ALPHA_SATURATE = 10,
BLEND_BOTH_SRC_ALPHA = 11,
BLEND_BOTH_INV_SRC_ALPHA = 12,
BLEND_CONSTANT_COLOR = 13,
BLEND_ONE_MINUS_CONSTANT_COLOR = 14,
BLEND_SRC1_COLOR = 15,
BLEND_INV_SRC1_COLOR = 16,
BLEND_SRC1_ALPHA = 17,
BLEND_INV_SRC1_ALPHA = 18,
BLEND_CONSTANT_ALPHA = 19,
BLEND_ONE_MINUS_CONSTANT_ALPHA = 20,
}
}

open_enum! {
/// `BlendOpt` (3-bit field values).
///
/// Used by `CB_COLORn_INFO.BLEND_OPT_DONT_RD_DST`, `CB_COLORn_INFO.BLEND_OPT_DISCARD_PIXEL`.
pub struct BlendOpt(u8): 3 bits {
FORCE_OPT_AUTO = 0,
FORCE_OPT_DISABLE = 1,
FORCE_OPT_ENABLE_IF_SRC_A_0 = 2,
FORCE_OPT_ENABLE_IF_SRC_RGB_0 = 3,
FORCE_OPT_ENABLE_IF_SRC_ARGB_0 = 4,
FORCE_OPT_ENABLE_IF_SRC_A_1 = 5,
FORCE_OPT_ENABLE_IF_SRC_RGB_1 = 6,
FORCE_OPT_ENABLE_IF_SRC_ARGB_1 = 7,
}
}

open_enum! {
/// `CBMode` (3-bit field values).
///
/// Used by `CB_COLOR_CONTROL.MODE`.
pub struct CbMode(u8): 3 bits {
CB_DISABLE = 0,
CB_NORMAL = 1,
CB_ELIMINATE_FAST_CLEAR = 2,
CB_RESOLVE = 3,
CB_DECOMPRESS = 4,
CB_FMASK_DECOMPRESS = 5,
}
}

open_enum! {
/// `CmaskAddr` (2-bit field values).
///
/// Used by `CB_COLORn_INFO.CMASK_ADDR_TYPE`.
pub struct CmaskAddr(u8): 2 bits {
CMASK_ADDR_TILED = 0,
CMASK_ADDR_LINEAR = 1,
CMASK_ADDR_COMPATIBLE = 2,
}
}

open_enum! {
/// `ColorFormat` (5-bit field values).
///
/// Used by `CB_COLORn_INFO.FORMAT`.
pub struct ColorFormat(u8): 5 bits {
COLOR_INVALID = 0,
COLOR_8 = 1,
COLOR_16 = 2,
COLOR_8_8 = 3,
COLOR_32 = 4,
COLOR_16_16 = 5,
COLOR_10_11_11 = 6,
COLOR_11_11_10 = 7,
COLOR_10_10_10_2 = 8,
COLOR_2_10_10_10 = 9,
COLOR_8_8_8_8 = 10,
COLOR_32_32 = 11,
COLOR_16_16_16_16 = 12,
COLOR_RESERVED_13 = 13,
COLOR_32_32_32_32 = 14,
COLOR_RESERVED_15 = 15,
COLOR_5_6_5 = 16,
COLOR_1_5_5_5 = 17,
COLOR_5_5_5_1 = 18,
COLOR_4_4_4_4 = 19,
COLOR_8_24 = 20,
COLOR_24_8 = 21,
COLOR_X24_8_32_FLOAT = 22,
COLOR_RESERVED_23 = 23,
}
}

open_enum! {
/// `CombFunc` (3-bit field values).
///
/// Used by `CB_BLENDn_CONTROL.COLOR_COMB_FCN`, `CB_BLENDn_CONTROL.ALPHA_COMB_FCN`.
pub struct CombFunc(u8): 3 bits {
COMB_DST_PLUS_SRC = 0,
COMB_SRC_MINUS_DST = 1,
COMB_MIN_DST_SRC = 2,
COMB_MAX_DST_SRC = 3,
COMB_DST_MINUS_SRC = 4,
}
}

open_enum! {
/// `CompareFrag` (3-bit field values).
///
/// Used by `DB_RENDER_OVERRIDE2.HIZ_ZFUNC`, `DB_DEPTH_CONTROL.ZFUNC`, `DB_DEPTH_CONTROL.STENCILFUNC`, `DB_DEPTH_CONTROL.STENCILFUNC_BF`.
pub struct CompareFrag(u8): 3 bits {
FRAG_NEVER = 0,
FRAG_LESS = 1,
FRAG_EQUAL = 2,
FRAG_LEQUAL = 3,
FRAG_GREATER = 4,
FRAG_NOTEQUAL = 5,
FRAG_GEQUAL = 6,
FRAG_ALWAYS = 7,
}
}

open_enum! {
/// `ConservativeZExport` (2-bit field values).
///
/// Used by `DB_SHADER_CONTROL.CONSERVATIVE_Z_EXPORT`.
pub struct ConservativeZExport(u8): 2 bits {
EXPORT_ANY_Z = 0,
EXPORT_LESS_THAN_Z = 1,
EXPORT_GREATER_THAN_Z = 2,
EXPORT_RESERVED = 3,
}
}

open_enum! {
/// `FLOAT_MODE` (8-bit field values).
///
/// Used by `SPI_SHADER_PGM_RSRC1_PS.FLOAT_MODE`, `SPI_SHADER_PGM_RSRC1_VS.FLOAT_MODE`, `SPI_SHADER_PGM_RSRC1_GS.FLOAT_MODE`, `SPI_SHADER_PGM_RSRC1_ES.FLOAT_MODE` and 3 more.
///
/// Note: FLOAT_MODE byte = round mode fp32 \[1:0\], round mode fp16/64 \[3:2\], denorm mode fp32 \[5:4\], denorm fp16/64 \[7:6\]; the listed values are common combinations
pub struct FloatMode(u8): 8 bits {
FP_32_ROUND_TOWARDS_ZERO = 3,
FP_16_64_ROUND_TOWARDS_ZERO = 12,
FP_32_DENORMS = 48,
FP_16_64_DENORMS = 192,
}
}

open_enum! {
/// `ForceControl` (2-bit field values).
///
/// Used by `DB_RENDER_OVERRIDE.FORCE_HIZ_ENABLE`, `DB_RENDER_OVERRIDE.FORCE_HIS_ENABLE0`, `DB_RENDER_OVERRIDE.FORCE_HIS_ENABLE1`, `DB_RENDER_OVERRIDE.FORCE_FULL_Z_RANGE`.
pub struct ForceControl(u8): 2 bits {
FORCE_OFF = 0,
FORCE_ENABLE = 1,
FORCE_DISABLE = 2,
FORCE_RESERVED = 3,
}
}

open_enum! {
/// `IMG_DATA_FORMAT` (6-bit field values).
///
/// Used by `SQ_IMG_RSRC_WORD1.DATA_FORMAT`.
pub struct ImgDataFormat(u8): 6 bits {
IMG_DATA_FORMAT_INVALID = 0,
IMG_DATA_FORMAT_8 = 1,
IMG_DATA_FORMAT_16 = 2,
IMG_DATA_FORMAT_8_8 = 3,
IMG_DATA_FORMAT_32 = 4,
IMG_DATA_FORMAT_16_16 = 5,
IMG_DATA_FORMAT_10_11_11 = 6,
IMG_DATA_FORMAT_11_11_10 = 7,
IMG_DATA_FORMAT_10_10_10_2 = 8,
IMG_DATA_FORMAT_2_10_10_10 = 9,
IMG_DATA_FORMAT_8_8_8_8 = 10,
IMG_DATA_FORMAT_32_32 = 11,
IMG_DATA_FORMAT_16_16_16_16 = 12,
IMG_DATA_FORMAT_32_32_32 = 13,
IMG_DATA_FORMAT_32_32_32_32 = 14,
IMG_DATA_FORMAT_RESERVED_15 = 15,
IMG_DATA_FORMAT_5_6_5 = 16,
IMG_DATA_FORMAT_1_5_5_5 = 17,
IMG_DATA_FORMAT_5_5_5_1 = 18,
IMG_DATA_FORMAT_4_4_4_4 = 19,
IMG_DATA_FORMAT_8_24 = 20,
IMG_DATA_FORMAT_24_8 = 21,
IMG_DATA_FORMAT_X24_8_32 = 22,
IMG_DATA_FORMAT_RESERVED_23 = 23,
IMG_DATA_FORMAT_RESERVED_24 = 24,
IMG_DATA_FORMAT_RESERVED_25 = 25,
IMG_DATA_FORMAT_RESERVED_26 = 26,
IMG_DATA_FORMAT_RESERVED_27 = 27,
IMG_DATA_FORMAT_RESERVED_28 = 28,
IMG_DATA_FORMAT_RESERVED_29 = 29,
IMG_DATA_FORMAT_RESERVED_30 = 30,
IMG_DATA_FORMAT_RESERVED_31 = 31,
IMG_DATA_FORMAT_GB_GR = 32,
IMG_DATA_FORMAT_BG_RG = 33,
IMG_DATA_FORMAT_5_9_9_9 = 34,
IMG_DATA_FORMAT_BC1 = 35,
IMG_DATA_FORMAT_BC2 = 36,
IMG_DATA_FORMAT_BC3 = 37,
IMG_DATA_FORMAT_BC4 = 38,
IMG_DATA_FORMAT_BC5 = 39,
IMG_DATA_FORMAT_BC6 = 40,
IMG_DATA_FORMAT_BC7 = 41,
IMG_DATA_FORMAT_RESERVED_42 = 42,
IMG_DATA_FORMAT_RESERVED_43 = 43,
IMG_DATA_FORMAT_FMASK8_S2_F1 = 44,
IMG_DATA_FORMAT_FMASK8_S4_F1 = 45,
IMG_DATA_FORMAT_FMASK8_S8_F1 = 46,
IMG_DATA_FORMAT_FMASK8_S2_F2 = 47,
IMG_DATA_FORMAT_FMASK8_S4_F2 = 48,
IMG_DATA_FORMAT_FMASK8_S4_F4 = 49,
IMG_DATA_FORMAT_FMASK16_S16_F1 = 50,
IMG_DATA_FORMAT_FMASK16_S8_F2 = 51,
IMG_DATA_FORMAT_FMASK32_S16_F2 = 52,
IMG_DATA_FORMAT_FMASK32_S8_F4 = 53,
IMG_DATA_FORMAT_FMASK32_S8_F8 = 54,
IMG_DATA_FORMAT_FMASK64_S16_F4 = 55,
IMG_DATA_FORMAT_FMASK64_S16_F8 = 56,
IMG_DATA_FORMAT_4_4 = 57,
IMG_DATA_FORMAT_6_5_5 = 58,
IMG_DATA_FORMAT_1 = 59,
IMG_DATA_FORMAT_1_REVERSED = 60,
IMG_DATA_FORMAT_32_AS_8 = 61,
IMG_DATA_FORMAT_32_AS_8_8 = 62,
IMG_DATA_FORMAT_32_AS_32_32_32_32 = 63,
}
}

open_enum! {
/// `IMG_NUM_FORMAT` (4-bit field values).
///
/// Used by `SQ_IMG_RSRC_WORD1.NUM_FORMAT`.
pub struct ImgNumFormat(u8): 4 bits {
IMG_NUM_FORMAT_UNORM = 0,
IMG_NUM_FORMAT_SNORM = 1,
IMG_NUM_FORMAT_USCALED = 2,
IMG_NUM_FORMAT_SSCALED = 3,
IMG_NUM_FORMAT_UINT = 4,
IMG_NUM_FORMAT_SINT = 5,
IMG_NUM_FORMAT_SNORM_OGL = 6,
IMG_NUM_FORMAT_FLOAT = 7,
IMG_NUM_FORMAT_RESERVED_8 = 8,
IMG_NUM_FORMAT_SRGB = 9,
IMG_NUM_FORMAT_UBNORM = 10,
IMG_NUM_FORMAT_UBNORM_OGL = 11,
IMG_NUM_FORMAT_UBINT = 12,
IMG_NUM_FORMAT_UBSCALED = 13,
IMG_NUM_FORMAT_RESERVED_14 = 14,
IMG_NUM_FORMAT_RESERVED_15 = 15,
}
}

open_enum! {
/// `MTYPE` (2-bit field values).
///
/// Memory type for cache policy. No field holds it whole: V# `WORD3.MTYPE` is 3 bits, T# `WORD1.MTYPE` and `WORD3.MTYPE` are its low 2 bits and its high bit, so the descriptors store raw bits and these are the named values.
pub struct Mtype(u8): 2 bits {
MTYPE_NC_NV = 0,
MTYPE_NC = 1,
MTYPE_CC = 2,
MTYPE_UC = 3,
}
}

open_enum! {
/// `MacroTileAspect` (2-bit field values).
///
/// Used by `GB_MACROTILE_MODEn.MACRO_TILE_ASPECT`, `DB_DEPTH_INFO.MACRO_TILE_ASPECT`.
pub struct MacroTileAspect(u8): 2 bits {
ADDR_SURF_MACRO_ASPECT_1 = 0,
ADDR_SURF_MACRO_ASPECT_2 = 1,
ADDR_SURF_MACRO_ASPECT_4 = 2,
ADDR_SURF_MACRO_ASPECT_8 = 3,
}
}

open_enum! {
/// `MicroTileMode` (3-bit field values).
///
/// Used by `GB_TILE_MODEn.MICRO_TILE_MODE_NEW`.
pub struct MicroTileMode(u8): 3 bits {
ADDR_SURF_DISPLAY_MICRO_TILING = 0,
ADDR_SURF_THIN_MICRO_TILING = 1,
ADDR_SURF_DEPTH_MICRO_TILING = 2,
ADDR_SURF_ROTATED_MICRO_TILING = 3,
ADDR_SURF_THICK_MICRO_TILING = 4,
}
}

open_enum! {
/// `NumBanks` (2-bit field values).
///
/// Used by `GB_MACROTILE_MODEn.NUM_BANKS`, `DB_DEPTH_INFO.NUM_BANKS`.
pub struct NumBanks(u8): 2 bits {
ADDR_SURF_2_BANK = 0,
ADDR_SURF_4_BANK = 1,
ADDR_SURF_8_BANK = 2,
ADDR_SURF_16_BANK = 3,
}
}

open_enum! {
/// `PA_SU_SC_MODE_CNTL__POLYMODE_PTYPE` (3-bit field values).
///
/// Used by `PA_SU_SC_MODE_CNTL.POLYMODE_FRONT_PTYPE`, `PA_SU_SC_MODE_CNTL.POLYMODE_BACK_PTYPE`.
pub struct PaSuScModeCntlPolymodePtype(u8): 3 bits {
X_DRAW_POINTS = 0,
X_DRAW_LINES = 1,
X_DRAW_TRIANGLES = 2,
}
}

open_enum! {
/// `PA_SU_SC_MODE_CNTL__POLY_MODE` (2-bit field values).
///
/// Used by `PA_SU_SC_MODE_CNTL.POLY_MODE`.
pub struct PaSuScModeCntlPolyMode(u8): 2 bits {
X_DISABLE_POLY_MODE = 0,
X_DUAL_MODE = 1,
}
}

open_enum! {
/// `PA_SU_VTX_CNTL__ROUND_MODE` (2-bit field values).
///
/// Used by `PA_SU_VTX_CNTL.ROUND_MODE`.
pub struct PaSuVtxCntlRoundMode(u8): 2 bits {
X_TRUNCATE = 0,
X_ROUND = 1,
X_ROUND_TO_EVEN = 2,
X_ROUND_TO_ODD = 3,
}
}

open_enum! {
/// `PipeConfig` (5-bit field values).
///
/// Used by `GB_TILE_MODEn.PIPE_CONFIG`, `DB_DEPTH_INFO.PIPE_CONFIG`.
pub struct PipeConfig(u8): 5 bits {
ADDR_SURF_P2 = 0,
ADDR_SURF_P2_RESERVED0 = 1,
ADDR_SURF_P2_RESERVED1 = 2,
ADDR_SURF_P2_RESERVED2 = 3,
ADDR_SURF_P4_8x16 = 4,
ADDR_SURF_P4_16x16 = 5,
ADDR_SURF_P4_16x32 = 6,
ADDR_SURF_P4_32x32 = 7,
ADDR_SURF_P8_16x16_8x16 = 8,
ADDR_SURF_P8_16x32_8x16 = 9,
ADDR_SURF_P8_32x32_8x16 = 10,
ADDR_SURF_P8_16x32_16x16 = 11,
ADDR_SURF_P8_32x32_16x16 = 12,
ADDR_SURF_P8_32x32_16x32 = 13,
ADDR_SURF_P8_32x64_32x32 = 14,
ADDR_SURF_P8_RESERVED0 = 15,
ADDR_SURF_P16_32x32_8x16 = 16,
ADDR_SURF_P16_32x32_16x16 = 17,
}
}

open_enum! {
/// `PkrMap` (2-bit field values).
///
/// Used by `PA_SC_RASTER_CONFIG.PKR_MAP`.
pub struct PkrMap(u8): 2 bits {
RASTER_CONFIG_PKR_MAP_0 = 0,
RASTER_CONFIG_PKR_MAP_1 = 1,
RASTER_CONFIG_PKR_MAP_2 = 2,
RASTER_CONFIG_PKR_MAP_3 = 3,
}
}

open_enum! {
/// `PkrXsel` (2-bit field values).
///
/// Used by `PA_SC_RASTER_CONFIG.PKR_XSEL`.
pub struct PkrXsel(u8): 2 bits {
RASTER_CONFIG_PKR_XSEL_0 = 0,
RASTER_CONFIG_PKR_XSEL_1 = 1,
RASTER_CONFIG_PKR_XSEL_2 = 2,
RASTER_CONFIG_PKR_XSEL_3 = 3,
}
}

open_enum! {
/// `PkrXsel2` (2-bit field values).
///
/// Used by `PA_SC_RASTER_CONFIG.PKR_XSEL2`.
pub struct PkrXsel2(u8): 2 bits {
RASTER_CONFIG_PKR_XSEL2_0 = 0,
RASTER_CONFIG_PKR_XSEL2_1 = 1,
RASTER_CONFIG_PKR_XSEL2_2 = 2,
RASTER_CONFIG_PKR_XSEL2_3 = 3,
}
}

open_enum! {
/// `PkrYsel` (2-bit field values).
///
/// Used by `PA_SC_RASTER_CONFIG.PKR_YSEL`.
pub struct PkrYsel(u8): 2 bits {
RASTER_CONFIG_PKR_YSEL_0 = 0,
RASTER_CONFIG_PKR_YSEL_1 = 1,
RASTER_CONFIG_PKR_YSEL_2 = 2,
RASTER_CONFIG_PKR_YSEL_3 = 3,
}
}

open_enum! {
/// `QUANT_MODE` (3-bit field values).
///
/// Used by `PA_SU_VTX_CNTL.QUANT_MODE`.
pub struct QuantMode(u8): 3 bits {
X_16_8_FIXED_POINT_1_16TH = 0,
X_16_8_FIXED_POINT_1_8TH = 1,
X_16_8_FIXED_POINT_1_4TH = 2,
X_16_8_FIXED_POINT_1_2 = 3,
X_16_8_FIXED_POINT_1 = 4,
X_16_8_FIXED_POINT_1_256TH = 5,
X_14_10_FIXED_POINT_1_1024TH = 6,
X_12_12_FIXED_POINT_1_4096TH = 7,
}
}

open_enum! {
/// `ROP3` (8-bit field values).
///
/// Used by `CB_COLOR_CONTROL.ROP3`.
///
/// Note: standard Windows-style ROP3 codes; only the 16 codes that do not depend on a pattern are listed
pub struct Rop3(u8): 8 bits {
ROP3_CLEAR = 0,
ROP3_NOR = 17,
ROP3_AND_INVERTED = 34,
ROP3_COPY_INVERTED = 51,
ROP3_AND_REVERSE = 68,
ROP3_INVERT = 85,
ROP3_XOR = 102,
ROP3_NAND = 119,
ROP3_AND = 136,
ROP3_EQUIVALENT = 153,
ROP3_NO_OP = 170,
ROP3_OR_INVERTED = 187,
ROP3_COPY = 204,
ROP3_OR_REVERSE = 221,
ROP3_OR = 238,
ROP3_SET = 255,
}
}

open_enum! {
/// `RbMap` (2-bit field values).
///
/// Used by `PA_SC_RASTER_CONFIG.RB_MAP_PKR0`, `PA_SC_RASTER_CONFIG.RB_MAP_PKR1`.
pub struct RbMap(u8): 2 bits {
RASTER_CONFIG_RB_MAP_0 = 0,
RASTER_CONFIG_RB_MAP_1 = 1,
RASTER_CONFIG_RB_MAP_2 = 2,
RASTER_CONFIG_RB_MAP_3 = 3,
}
}

open_enum! {
/// `RbXsel` (1-bit field values).
///
/// Used by `PA_SC_RASTER_CONFIG.RB_XSEL`.
pub struct RbXsel(u8): 1 bits {
RASTER_CONFIG_RB_XSEL_0 = 0,
RASTER_CONFIG_RB_XSEL_1 = 1,
}
}

open_enum! {
/// `RbXsel2` (2-bit field values).
///
/// Used by `PA_SC_RASTER_CONFIG.RB_XSEL2`.
pub struct RbXsel2(u8): 2 bits {
RASTER_CONFIG_RB_XSEL2_0 = 0,
RASTER_CONFIG_RB_XSEL2_1 = 1,
RASTER_CONFIG_RB_XSEL2_2 = 2,
RASTER_CONFIG_RB_XSEL2_3 = 3,
}
}

open_enum! {
/// `RbYsel` (1-bit field values).
///
/// Used by `PA_SC_RASTER_CONFIG.RB_YSEL`.
pub struct RbYsel(u8): 1 bits {
RASTER_CONFIG_RB_YSEL_0 = 0,
RASTER_CONFIG_RB_YSEL_1 = 1,
}
}

open_enum! {
/// `RoundMode` (1-bit field values).
///
/// Used by `CB_COLORn_INFO.ROUND_MODE`.
pub struct RoundMode(u8): 1 bits {
ROUND_BY_HALF = 0,
ROUND_TRUNCATE = 1,
}
}

open_enum! {
/// `SPI_PNT_SPRITE_OVERRIDE` (3-bit field values).
///
/// Used by `SPI_INTERP_CONTROL_0.PNT_SPRITE_OVRD_X`, `SPI_INTERP_CONTROL_0.PNT_SPRITE_OVRD_Y`, `SPI_INTERP_CONTROL_0.PNT_SPRITE_OVRD_Z`, `SPI_INTERP_CONTROL_0.PNT_SPRITE_OVRD_W`.
pub struct SpiPntSpriteOverride(u8): 3 bits {
SPI_PNT_SPRITE_SEL_0 = 0,
SPI_PNT_SPRITE_SEL_1 = 1,
SPI_PNT_SPRITE_SEL_S = 2,
SPI_PNT_SPRITE_SEL_T = 3,
SPI_PNT_SPRITE_SEL_NONE = 4,
}
}

open_enum! {
/// `SPI_SHADER_EX_FORMAT` (4-bit field values).
///
/// Used by `SPI_SHADER_Z_FORMAT.Z_EXPORT_FORMAT`, `SPI_SHADER_COL_FORMAT.COL0_EXPORT_FORMAT`, `SPI_SHADER_COL_FORMAT.COL1_EXPORT_FORMAT`, `SPI_SHADER_COL_FORMAT.COL2_EXPORT_FORMAT` and 5 more.
pub struct SpiShaderExFormat(u8): 4 bits {
SPI_SHADER_ZERO = 0,
SPI_SHADER_32_R = 1,
SPI_SHADER_32_GR = 2,
SPI_SHADER_32_AR = 3,
SPI_SHADER_FP16_ABGR = 4,
SPI_SHADER_UNORM16_ABGR = 5,
SPI_SHADER_SNORM16_ABGR = 6,
SPI_SHADER_UINT16_ABGR = 7,
SPI_SHADER_SINT16_ABGR = 8,
SPI_SHADER_32_ABGR = 9,
}
}

open_enum! {
/// `SPI_SHADER_FORMAT` (4-bit field values).
///
/// Used by `SPI_SHADER_POS_FORMAT.POS0_EXPORT_FORMAT`, `SPI_SHADER_POS_FORMAT.POS1_EXPORT_FORMAT`, `SPI_SHADER_POS_FORMAT.POS2_EXPORT_FORMAT`, `SPI_SHADER_POS_FORMAT.POS3_EXPORT_FORMAT`.
pub struct SpiShaderFormat(u8): 4 bits {
SPI_SHADER_NONE = 0,
SPI_SHADER_1COMP = 1,
SPI_SHADER_2COMP = 2,
SPI_SHADER_4COMPRESS = 3,
SPI_SHADER_4COMP = 4,
}
}

open_enum! {
/// `SQ_IMG_FILTER_TYPE` (2-bit field values).
///
/// Used by `SQ_IMG_SAMP_WORD0.FILTER_MODE`.
pub struct SqImgFilterType(u8): 2 bits {
SQ_IMG_FILTER_MODE_BLEND = 0,
SQ_IMG_FILTER_MODE_MIN = 1,
SQ_IMG_FILTER_MODE_MAX = 2,
}
}

open_enum! {
/// `SQ_RSRC_BUF_TYPE` (2-bit field values).
///
/// Used by `SQ_BUF_RSRC_WORD3.TYPE`.
pub struct SqRsrcBufType(u8): 2 bits {
SQ_RSRC_BUF = 0,
SQ_RSRC_BUF_RSVD_1 = 1,
SQ_RSRC_BUF_RSVD_2 = 2,
SQ_RSRC_BUF_RSVD_3 = 3,
}
}

open_enum! {
/// `SQ_RSRC_IMG_TYPE` (4-bit field values).
///
/// Used by `SQ_IMG_RSRC_WORD3.TYPE`.
pub struct SqRsrcImgType(u8): 4 bits {
SQ_RSRC_IMG_RSVD_0 = 0,
SQ_RSRC_IMG_RSVD_1 = 1,
SQ_RSRC_IMG_RSVD_2 = 2,
SQ_RSRC_IMG_RSVD_3 = 3,
SQ_RSRC_IMG_RSVD_4 = 4,
SQ_RSRC_IMG_RSVD_5 = 5,
SQ_RSRC_IMG_RSVD_6 = 6,
SQ_RSRC_IMG_RSVD_7 = 7,
SQ_RSRC_IMG_1D = 8,
SQ_RSRC_IMG_2D = 9,
SQ_RSRC_IMG_3D = 10,
SQ_RSRC_IMG_CUBE = 11,
SQ_RSRC_IMG_1D_ARRAY = 12,
SQ_RSRC_IMG_2D_ARRAY = 13,
SQ_RSRC_IMG_2D_MSAA = 14,
SQ_RSRC_IMG_2D_MSAA_ARRAY = 15,
}
}

open_enum! {
/// `SQ_SEL_XYZW01` (3-bit field values).
///
/// Used by `SQ_BUF_RSRC_WORD3.DST_SEL_X`, `SQ_BUF_RSRC_WORD3.DST_SEL_Y`, `SQ_BUF_RSRC_WORD3.DST_SEL_Z`, `SQ_BUF_RSRC_WORD3.DST_SEL_W` and 4 more.
pub struct SqSel(u8): 3 bits {
SQ_SEL_0 = 0,
SQ_SEL_1 = 1,
SQ_SEL_RESERVED_0 = 2,
SQ_SEL_RESERVED_1 = 3,
SQ_SEL_X = 4,
SQ_SEL_Y = 5,
SQ_SEL_Z = 6,
SQ_SEL_W = 7,
}
}

open_enum! {
/// `SQ_TEX_ANISO_RATIO` (3-bit field values).
///
/// Used by `SQ_IMG_SAMP_WORD0.MAX_ANISO_RATIO`.
pub struct SqTexAnisoRatio(u8): 3 bits {
SQ_TEX_ANISO_RATIO_1 = 0,
SQ_TEX_ANISO_RATIO_2 = 1,
SQ_TEX_ANISO_RATIO_4 = 2,
SQ_TEX_ANISO_RATIO_8 = 3,
SQ_TEX_ANISO_RATIO_16 = 4,
}
}

open_enum! {
/// `SQ_TEX_BORDER_COLOR` (2-bit field values).
///
/// Used by `SQ_IMG_SAMP_WORD3.BORDER_COLOR_TYPE`.
pub struct SqTexBorderColor(u8): 2 bits {
SQ_TEX_BORDER_COLOR_TRANS_BLACK = 0,
SQ_TEX_BORDER_COLOR_OPAQUE_BLACK = 1,
SQ_TEX_BORDER_COLOR_OPAQUE_WHITE = 2,
SQ_TEX_BORDER_COLOR_REGISTER = 3,
}
}

open_enum! {
/// `SQ_TEX_CLAMP` (3-bit field values).
///
/// Used by `SQ_IMG_SAMP_WORD0.CLAMP_X`, `SQ_IMG_SAMP_WORD0.CLAMP_Y`, `SQ_IMG_SAMP_WORD0.CLAMP_Z`.
pub struct SqTexClamp(u8): 3 bits {
SQ_TEX_WRAP = 0,
SQ_TEX_MIRROR = 1,
SQ_TEX_CLAMP_LAST_TEXEL = 2,
SQ_TEX_MIRROR_ONCE_LAST_TEXEL = 3,
SQ_TEX_CLAMP_HALF_BORDER = 4,
SQ_TEX_MIRROR_ONCE_HALF_BORDER = 5,
SQ_TEX_CLAMP_BORDER = 6,
SQ_TEX_MIRROR_ONCE_BORDER = 7,
}
}

open_enum! {
/// `SQ_TEX_DEPTH_COMPARE` (3-bit field values).
///
/// Used by `SQ_IMG_SAMP_WORD0.DEPTH_COMPARE_FUNC`.
pub struct SqTexDepthCompare(u8): 3 bits {
SQ_TEX_DEPTH_COMPARE_NEVER = 0,
SQ_TEX_DEPTH_COMPARE_LESS = 1,
SQ_TEX_DEPTH_COMPARE_EQUAL = 2,
SQ_TEX_DEPTH_COMPARE_LESSEQUAL = 3,
SQ_TEX_DEPTH_COMPARE_GREATER = 4,
SQ_TEX_DEPTH_COMPARE_NOTEQUAL = 5,
SQ_TEX_DEPTH_COMPARE_GREATEREQUAL = 6,
SQ_TEX_DEPTH_COMPARE_ALWAYS = 7,
}
}

open_enum! {
/// `SQ_TEX_MIP_FILTER` (2-bit field values).
///
/// Used by `SQ_IMG_SAMP_WORD2.MIP_FILTER`.
pub struct SqTexMipFilter(u8): 2 bits {
SQ_TEX_MIP_FILTER_NONE = 0,
SQ_TEX_MIP_FILTER_POINT = 1,
SQ_TEX_MIP_FILTER_LINEAR = 2,
}
}

open_enum! {
/// `SQ_TEX_XY_FILTER` (2-bit field values).
///
/// Used by `SQ_IMG_SAMP_WORD2.XY_MAG_FILTER`, `SQ_IMG_SAMP_WORD2.XY_MIN_FILTER`.
pub struct SqTexXyFilter(u8): 2 bits {
SQ_TEX_XY_FILTER_POINT = 0,
SQ_TEX_XY_FILTER_BILINEAR = 1,
SQ_TEX_XY_FILTER_ANISO_POINT = 2,
SQ_TEX_XY_FILTER_ANISO_BILINEAR = 3,
}
}

open_enum! {
/// `SQ_TEX_Z_FILTER` (2-bit field values).
///
/// Used by `SQ_IMG_SAMP_WORD2.Z_FILTER`.
pub struct SqTexZFilter(u8): 2 bits {
SQ_TEX_Z_FILTER_NONE = 0,
SQ_TEX_Z_FILTER_POINT = 1,
SQ_TEX_Z_FILTER_LINEAR = 2,
}
}

open_enum! {
/// `SampleSplit` (2-bit field values).
///
/// Used by `GB_TILE_MODEn.SAMPLE_SPLIT`.
pub struct SampleSplit(u8): 2 bits {
ADDR_SURF_SAMPLE_SPLIT_1 = 0,
ADDR_SURF_SAMPLE_SPLIT_2 = 1,
ADDR_SURF_SAMPLE_SPLIT_4 = 2,
ADDR_SURF_SAMPLE_SPLIT_8 = 3,
}
}

open_enum! {
/// `ScMap` (2-bit field values).
///
/// Used by `PA_SC_RASTER_CONFIG.SC_MAP`.
pub struct ScMap(u8): 2 bits {
RASTER_CONFIG_SC_MAP_0 = 0,
RASTER_CONFIG_SC_MAP_1 = 1,
RASTER_CONFIG_SC_MAP_2 = 2,
RASTER_CONFIG_SC_MAP_3 = 3,
}
}

open_enum! {
/// `ScXsel` (2-bit field values).
///
/// Used by `PA_SC_RASTER_CONFIG.SC_XSEL`.
pub struct ScXsel(u8): 2 bits {
RASTER_CONFIG_SC_XSEL_8_WIDE_TILE = 0,
RASTER_CONFIG_SC_XSEL_16_WIDE_TILE = 1,
RASTER_CONFIG_SC_XSEL_32_WIDE_TILE = 2,
RASTER_CONFIG_SC_XSEL_64_WIDE_TILE = 3,
}
}

open_enum! {
/// `ScYsel` (2-bit field values).
///
/// Used by `PA_SC_RASTER_CONFIG.SC_YSEL`.
pub struct ScYsel(u8): 2 bits {
RASTER_CONFIG_SC_YSEL_8_WIDE_TILE = 0,
RASTER_CONFIG_SC_YSEL_16_WIDE_TILE = 1,
RASTER_CONFIG_SC_YSEL_32_WIDE_TILE = 2,
RASTER_CONFIG_SC_YSEL_64_WIDE_TILE = 3,
}
}

open_enum! {
/// `SeMap` (2-bit field values).
///
/// Used by `PA_SC_RASTER_CONFIG.SE_MAP`.
pub struct SeMap(u8): 2 bits {
RASTER_CONFIG_SE_MAP_0 = 0,
RASTER_CONFIG_SE_MAP_1 = 1,
RASTER_CONFIG_SE_MAP_2 = 2,
RASTER_CONFIG_SE_MAP_3 = 3,
}
}

open_enum! {
/// `SePairMap` (2-bit field values).
///
/// Used by `PA_SC_RASTER_CONFIG_1.SE_PAIR_MAP`.
pub struct SePairMap(u8): 2 bits {
RASTER_CONFIG_SE_PAIR_MAP_0 = 0,
RASTER_CONFIG_SE_PAIR_MAP_1 = 1,
RASTER_CONFIG_SE_PAIR_MAP_2 = 2,
RASTER_CONFIG_SE_PAIR_MAP_3 = 3,
}
}

open_enum! {
/// `SePairXsel` (2-bit field values).
///
/// Used by `PA_SC_RASTER_CONFIG_1.SE_PAIR_XSEL`.
pub struct SePairXsel(u8): 2 bits {
RASTER_CONFIG_SE_PAIR_XSEL_8_WIDE_TILE = 0,
RASTER_CONFIG_SE_PAIR_XSEL_16_WIDE_TILE = 1,
RASTER_CONFIG_SE_PAIR_XSEL_32_WIDE_TILE = 2,
RASTER_CONFIG_SE_PAIR_XSEL_64_WIDE_TILE = 3,
}
}

open_enum! {
/// `SePairYsel` (2-bit field values).
///
/// Used by `PA_SC_RASTER_CONFIG_1.SE_PAIR_YSEL`.
pub struct SePairYsel(u8): 2 bits {
RASTER_CONFIG_SE_PAIR_YSEL_8_WIDE_TILE = 0,
RASTER_CONFIG_SE_PAIR_YSEL_16_WIDE_TILE = 1,
RASTER_CONFIG_SE_PAIR_YSEL_32_WIDE_TILE = 2,
RASTER_CONFIG_SE_PAIR_YSEL_64_WIDE_TILE = 3,
}
}

open_enum! {
/// `SeXsel` (2-bit field values).
///
/// Used by `PA_SC_RASTER_CONFIG.SE_XSEL`.
pub struct SeXsel(u8): 2 bits {
RASTER_CONFIG_SE_XSEL_8_WIDE_TILE = 0,
RASTER_CONFIG_SE_XSEL_16_WIDE_TILE = 1,
RASTER_CONFIG_SE_XSEL_32_WIDE_TILE = 2,
RASTER_CONFIG_SE_XSEL_64_WIDE_TILE = 3,
}
}

open_enum! {
/// `SeYsel` (2-bit field values).
///
/// Used by `PA_SC_RASTER_CONFIG.SE_YSEL`.
pub struct SeYsel(u8): 2 bits {
RASTER_CONFIG_SE_YSEL_8_WIDE_TILE = 0,
RASTER_CONFIG_SE_YSEL_16_WIDE_TILE = 1,
RASTER_CONFIG_SE_YSEL_32_WIDE_TILE = 2,
RASTER_CONFIG_SE_YSEL_64_WIDE_TILE = 3,
}
}

open_enum! {
/// `StencilFormat` (1-bit field values).
///
/// Used by `DB_STENCIL_INFO.FORMAT`.
pub struct StencilFormat(u8): 1 bits {
STENCIL_INVALID = 0,
STENCIL_8 = 1,
}
}

open_enum! {
/// `StencilOp` (4-bit field values).
///
/// Used by `DB_STENCIL_CONTROL.STENCILFAIL`, `DB_STENCIL_CONTROL.STENCILZPASS`, `DB_STENCIL_CONTROL.STENCILZFAIL`, `DB_STENCIL_CONTROL.STENCILFAIL_BF` and 2 more.
pub struct StencilOp(u8): 4 bits {
STENCIL_KEEP = 0,
STENCIL_ZERO = 1,
STENCIL_ONES = 2,
STENCIL_REPLACE_TEST = 3,
STENCIL_REPLACE_OP = 4,
STENCIL_ADD_CLAMP = 5,
STENCIL_SUB_CLAMP = 6,
STENCIL_INVERT = 7,
STENCIL_ADD_WRAP = 8,
STENCIL_SUB_WRAP = 9,
STENCIL_AND = 10,
STENCIL_OR = 11,
STENCIL_XOR = 12,
STENCIL_NAND = 13,
STENCIL_NOR = 14,
STENCIL_XNOR = 15,
}
}

open_enum! {
/// `SurfaceEndian` (2-bit field values).
///
/// Used by `CB_COLORn_INFO.ENDIAN`.
pub struct SurfaceEndian(u8): 2 bits {
ENDIAN_NONE = 0,
ENDIAN_8IN16 = 1,
ENDIAN_8IN32 = 2,
ENDIAN_8IN64 = 3,
}
}

open_enum! {
/// `SurfaceNumber` (3-bit field values).
///
/// Used by `CB_COLORn_INFO.NUMBER_TYPE`.
pub struct SurfaceNumber(u8): 3 bits {
NUMBER_UNORM = 0,
NUMBER_SNORM = 1,
NUMBER_USCALED = 2,
NUMBER_SSCALED = 3,
NUMBER_UINT = 4,
NUMBER_SINT = 5,
NUMBER_SRGB = 6,
NUMBER_FLOAT = 7,
}
}

open_enum! {
/// `SurfaceSwap` (2-bit field values).
///
/// Used by `CB_COLORn_INFO.COMP_SWAP`.
pub struct SurfaceSwap(u8): 2 bits {
SWAP_STD = 0,
SWAP_ALT = 1,
SWAP_STD_REV = 2,
SWAP_ALT_REV = 3,
}
}

open_enum! {
/// `TileSplit` (3-bit field values).
///
/// Used by `GB_TILE_MODEn.TILE_SPLIT`, `DB_Z_INFO.TILE_SPLIT`, `DB_STENCIL_INFO.TILE_SPLIT`.
pub struct TileSplit(u8): 3 bits {
ADDR_SURF_TILE_SPLIT_64B = 0,
ADDR_SURF_TILE_SPLIT_128B = 1,
ADDR_SURF_TILE_SPLIT_256B = 2,
ADDR_SURF_TILE_SPLIT_512B = 3,
ADDR_SURF_TILE_SPLIT_1KB = 4,
ADDR_SURF_TILE_SPLIT_2KB = 5,
ADDR_SURF_TILE_SPLIT_4KB = 6,
}
}

open_enum! {
/// `VGT_DI_MAJOR_MODE_SELECT` (2-bit field values).
///
/// Used by `VGT_DRAW_INITIATOR.MAJOR_MODE`.
pub struct VgtDiMajorModeSelect(u8): 2 bits {
DI_MAJOR_MODE_0 = 0,
DI_MAJOR_MODE_1 = 1,
}
}

open_enum! {
/// `VGT_DI_PRIM_TYPE` (6-bit field values).
///
/// Used by `VGT_PRIMITIVE_TYPE.PRIM_TYPE`.
///
/// Packets take it too (re-exported by `pm4`). It holds the values of every
/// generation: a value only some generations have says which.
pub struct PrimitiveType(u8): 6 bits {
DI_PT_NONE = 0,
DI_PT_POINTLIST = 1,
DI_PT_LINELIST = 2,
DI_PT_LINESTRIP = 3,
DI_PT_TRILIST = 4,
DI_PT_TRIFAN = 5,
DI_PT_TRISTRIP = 6,
DI_PT_UNUSED_0 = 7,
DI_PT_UNUSED_1 = 8,
DI_PT_PATCH = 9,
DI_PT_LINELIST_ADJ = 10,
DI_PT_LINESTRIP_ADJ = 11,
DI_PT_TRILIST_ADJ = 12,
DI_PT_TRISTRIP_ADJ = 13,
DI_PT_UNUSED_3 = 14,
DI_PT_UNUSED_4 = 15,
DI_PT_TRI_WITH_WFLAGS = 16,
DI_PT_RECTLIST = 17,
DI_PT_LINELOOP = 18,
DI_PT_QUADLIST = 19,
DI_PT_QUADSTRIP = 20,
DI_PT_POLYGON = 21,
DI_PT_2D_COPY_RECT_LIST_V0 = 22,
DI_PT_2D_COPY_RECT_LIST_V1 = 23,
DI_PT_2D_COPY_RECT_LIST_V2 = 24,
DI_PT_2D_COPY_RECT_LIST_V3 = 25,
DI_PT_2D_FILL_RECT_LIST = 26,
DI_PT_2D_LINE_STRIP = 27,
DI_PT_2D_TRI_STRIP = 28,
}
}

open_enum! {
/// `VGT_DI_SOURCE_SELECT` (2-bit field values).
///
/// Used by `VGT_DRAW_INITIATOR.SOURCE_SELECT`.
pub struct VgtDiSourceSelect(u8): 2 bits {
DI_SRC_SEL_DMA = 0,
DI_SRC_SEL_IMMEDIATE = 1,
DI_SRC_SEL_AUTO_INDEX = 2,
DI_SRC_SEL_RESERVED = 3,
}
}

open_enum! {
/// `VGT_DMA_BUF_TYPE` (2-bit field values).
///
/// Used by `VGT_DMA_INDEX_TYPE.BUF_TYPE`.
pub struct VgtDmaBufType(u8): 2 bits {
VGT_DMA_BUF_MEM = 0,
VGT_DMA_BUF_RING = 1,
VGT_DMA_BUF_SETUP = 2,
}
}

open_enum! {
/// `VGT_DMA_SWAP_MODE` (2-bit field values).
///
/// Used by `VGT_DMA_INDEX_TYPE.SWAP_MODE`.
pub struct VgtDmaSwapMode(u8): 2 bits {
VGT_DMA_SWAP_NONE = 0,
VGT_DMA_SWAP_16_BIT = 1,
VGT_DMA_SWAP_32_BIT = 2,
VGT_DMA_SWAP_WORD = 3,
}
}

open_enum! {
/// `VGT_EVENT_TYPE` (6-bit field values).
///
/// Used by `VGT_EVENT_INITIATOR.EVENT_TYPE`.
///
/// Packets take it too (re-exported by `pm4`). It holds the values of every
/// generation: a value only some generations have says which.
pub struct EventType(u8): 6 bits {
Reserved_0x00 = 0,
SAMPLE_STREAMOUTSTATS1 = 1,
SAMPLE_STREAMOUTSTATS2 = 2,
SAMPLE_STREAMOUTSTATS3 = 3,
CACHE_FLUSH_TS = 4,
CONTEXT_DONE = 5,
CACHE_FLUSH = 6,
CS_PARTIAL_FLUSH = 7,
VGT_STREAMOUT_SYNC = 8,
Reserved_0x09 = 9,
VGT_STREAMOUT_RESET = 10,
END_OF_PIPE_INCR_DE = 11,
END_OF_PIPE_IB_END = 12,
RST_PIX_CNT = 13,
Reserved_0x0E = 14,
VS_PARTIAL_FLUSH = 15,
PS_PARTIAL_FLUSH = 16,
FLUSH_HS_OUTPUT = 17,
FLUSH_LS_OUTPUT = 18,
Reserved_0x13 = 19,
CACHE_FLUSH_AND_INV_TS_EVENT = 20,
ZPASS_DONE = 21,
CACHE_FLUSH_AND_INV_EVENT = 22,
PERFCOUNTER_START = 23,
PERFCOUNTER_STOP = 24,
PIPELINESTAT_START = 25,
PIPELINESTAT_STOP = 26,
PERFCOUNTER_SAMPLE = 27,
FLUSH_ES_OUTPUT = 28,
FLUSH_GS_OUTPUT = 29,
SAMPLE_PIPELINESTAT = 30,
SO_VGTSTREAMOUT_FLUSH = 31,
SAMPLE_STREAMOUTSTATS = 32,
RESET_VTX_CNT = 33,
BLOCK_CONTEXT_DONE = 34,
CS_CONTEXT_DONE = 35,
VGT_FLUSH = 36,
/// Only on gfx6, gfx7.
Reserved_0x25 = 37,
/// Only on gfx8.
TGID_ROLLOVER = 37,
SQ_NON_EVENT = 38,
SC_SEND_DB_VPZ = 39,
BOTTOM_OF_PIPE_TS = 40,
FLUSH_SX_TS = 41,
DB_CACHE_FLUSH_AND_INV = 42,
FLUSH_AND_INV_DB_DATA_TS = 43,
FLUSH_AND_INV_DB_META = 44,
FLUSH_AND_INV_CB_DATA_TS = 45,
FLUSH_AND_INV_CB_META = 46,
CS_DONE = 47,
PS_DONE = 48,
FLUSH_AND_INV_CB_PIXEL_DATA = 49,
SX_CB_RAT_ACK_REQUEST = 50,
THREAD_TRACE_START = 51,
THREAD_TRACE_STOP = 52,
THREAD_TRACE_MARKER = 53,
THREAD_TRACE_FLUSH = 54,
THREAD_TRACE_FINISH = 55,
/// Only on gfx7, gfx8.
PIXEL_PIPE_STAT_CONTROL = 56,
/// Only on gfx7, gfx8.
PIXEL_PIPE_STAT_DUMP = 57,
/// Only on gfx7, gfx8.
PIXEL_PIPE_STAT_RESET = 58,
/// Only on gfx7, gfx8.
CONTEXT_SUSPEND = 59,
/// Only on gfx8.
OFFCHIP_HS_DEALLOC = 60,
}
per generation {
(37, Gfx6 | Gfx7) => "Reserved_0x25",
(37, Gfx8) => "TGID_ROLLOVER",
}
}

open_enum! {
/// `VGT_GRP_PRIM_TYPE` (5-bit field values).
///
/// Used by `VGT_GROUP_PRIM_TYPE.PRIM_TYPE`.
pub struct VgtGrpPrimType(u8): 5 bits {
VGT_GRP_3D_POINT = 0,
VGT_GRP_3D_LINE = 1,
VGT_GRP_3D_TRI = 2,
VGT_GRP_3D_RECT = 3,
VGT_GRP_3D_QUAD = 4,
VGT_GRP_2D_COPY_RECT_V0 = 5,
VGT_GRP_2D_COPY_RECT_V1 = 6,
VGT_GRP_2D_COPY_RECT_V2 = 7,
VGT_GRP_2D_COPY_RECT_V3 = 8,
VGT_GRP_2D_FILL_RECT = 9,
VGT_GRP_2D_LINE = 10,
VGT_GRP_2D_TRI = 11,
VGT_GRP_PRIM_INDEX_LINE = 12,
VGT_GRP_PRIM_INDEX_TRI = 13,
VGT_GRP_PRIM_INDEX_QUAD = 14,
VGT_GRP_3D_LINE_ADJ = 15,
VGT_GRP_3D_TRI_ADJ = 16,
VGT_GRP_3D_PATCH = 17,
}
}

open_enum! {
/// `VGT_GS_CUT_MODE` (2-bit field values).
///
/// Used by `VGT_GS_MODE.CUT_MODE`.
pub struct VgtGsCutMode(u8): 2 bits {
GS_CUT_1024 = 0,
GS_CUT_512 = 1,
GS_CUT_256 = 2,
GS_CUT_128 = 3,
}
}

open_enum! {
/// `VGT_GS_MODE_TYPE` (3-bit field values).
///
/// Used by `VGT_GS_MODE.MODE`.
pub struct VgtGsModeType(u8): 3 bits {
GS_OFF = 0,
GS_SCENARIO_A = 1,
GS_SCENARIO_B = 2,
GS_SCENARIO_G = 3,
GS_SCENARIO_C = 4,
SPRITE_EN = 5,
}
}

open_enum! {
/// `VGT_GS_OUTPRIM_TYPE` (6-bit field values).
///
/// Used by `VGT_GS_OUT_PRIM_TYPE.OUTPRIM_TYPE`, `VGT_GS_OUT_PRIM_TYPE.OUTPRIM_TYPE_1`, `VGT_GS_OUT_PRIM_TYPE.OUTPRIM_TYPE_2`, `VGT_GS_OUT_PRIM_TYPE.OUTPRIM_TYPE_3`.
pub struct VgtGsOutprimType(u8): 6 bits {
POINTLIST = 0,
LINESTRIP = 1,
TRISTRIP = 2,
}
}

open_enum! {
/// `VGT_HS_OFFCHIP_PARAM__OFFCHIP_GRANULARITY` (2-bit field values).
///
/// Used by `VGT_HS_OFFCHIP_PARAM.OFFCHIP_GRANULARITY`.
pub struct VgtHsOffchipParamOffchipGranularity(u8): 2 bits {
X_8K_DWORDS = 0,
X_4K_DWORDS = 1,
X_2K_DWORDS = 2,
X_1K_DWORDS = 3,
}
}

open_enum! {
/// `VGT_INDEX_TYPE_MODE` (2-bit field values).
///
/// Used by `VGT_DMA_INDEX_TYPE.INDEX_TYPE`, `VGT_INDEX_TYPE.INDEX_TYPE`.
///
/// Packets take it too (re-exported by `pm4`). It holds the values of every
/// generation: a value only some generations have says which.
pub struct IndexType(u8): 2 bits {
VGT_INDEX_16 = 0,
VGT_INDEX_32 = 1,
/// Only on gfx8.
VGT_INDEX_8 = 2,
}
}

open_enum! {
/// `VGT_OUTPATH_SELECT` (3-bit field values).
///
/// Used by `VGT_OUTPUT_PATH_CNTL.PATH_SELECT`.
pub struct VgtOutpathSelect(u8): 3 bits {
VGT_OUTPATH_VTX_REUSE = 0,
VGT_OUTPATH_TESS_EN = 1,
VGT_OUTPATH_PASSTHRU = 2,
VGT_OUTPATH_GS_BLOCK = 3,
VGT_OUTPATH_HS_BLOCK = 4,
}
}

open_enum! {
/// `VGT_RDREQ_POLICY` (2-bit field values).
///
/// Used by `VGT_DMA_INDEX_TYPE.RDREQ_POLICY`, `VGT_TF_PARAM.RDREQ_POLICY`.
pub struct VgtRdreqPolicy(u8): 2 bits {
VGT_POLICY_LRU = 0,
VGT_POLICY_STREAM = 1,
VGT_POLICY_BYPASS = 2,
VGT_POLICY_RESERVED = 3,
}
}

open_enum! {
/// `VGT_STAGES_ES_EN` (2-bit field values).
///
/// Used by `VGT_SHADER_STAGES_EN.ES_EN`.
pub struct VgtStagesEsEn(u8): 2 bits {
ES_STAGE_OFF = 0,
ES_STAGE_DS = 1,
ES_STAGE_REAL = 2,
RESERVED_ES = 3,
}
}

open_enum! {
/// `VGT_STAGES_GS_EN` (1-bit field values).
///
/// Used by `VGT_SHADER_STAGES_EN.GS_EN`.
pub struct VgtStagesGsEn(u8): 1 bits {
GS_STAGE_OFF = 0,
GS_STAGE_ON = 1,
}
}

open_enum! {
/// `VGT_STAGES_HS_EN` (1-bit field values).
///
/// Used by `VGT_SHADER_STAGES_EN.HS_EN`.
pub struct VgtStagesHsEn(u8): 1 bits {
HS_STAGE_OFF = 0,
HS_STAGE_ON = 1,
}
}

open_enum! {
/// `VGT_STAGES_LS_EN` (2-bit field values).
///
/// Used by `VGT_SHADER_STAGES_EN.LS_EN`.
pub struct VgtStagesLsEn(u8): 2 bits {
LS_STAGE_OFF = 0,
LS_STAGE_ON = 1,
CS_STAGE_ON = 2,
RESERVED_LS = 3,
}
}

open_enum! {
/// `VGT_STAGES_VS_EN` (2-bit field values).
///
/// Used by `VGT_SHADER_STAGES_EN.VS_EN`.
pub struct VgtStagesVsEn(u8): 2 bits {
VS_STAGE_REAL = 0,
VS_STAGE_DS = 1,
VS_STAGE_COPY_SHADER = 2,
RESERVED_VS = 3,
}
}

open_enum! {
/// `VGT_TESS_PARTITION` (3-bit field values).
///
/// Used by `VGT_TF_PARAM.PARTITIONING`.
pub struct VgtTessPartition(u8): 3 bits {
PART_INTEGER = 0,
PART_POW2 = 1,
PART_FRAC_ODD = 2,
PART_FRAC_EVEN = 3,
}
}

open_enum! {
/// `VGT_TESS_TOPOLOGY` (3-bit field values).
///
/// Used by `VGT_TF_PARAM.TOPOLOGY`.
pub struct VgtTessTopology(u8): 3 bits {
OUTPUT_POINT = 0,
OUTPUT_LINE = 1,
OUTPUT_TRIANGLE_CW = 2,
OUTPUT_TRIANGLE_CCW = 3,
}
}

open_enum! {
/// `VGT_TESS_TYPE` (2-bit field values).
///
/// Used by `VGT_TF_PARAM.TYPE`.
pub struct VgtTessType(u8): 2 bits {
TESS_ISOLINE = 0,
TESS_TRIANGLE = 1,
TESS_QUAD = 2,
}
}

open_enum! {
/// `ZFormat` (2-bit field values).
///
/// Used by `DB_Z_INFO.FORMAT`.
pub struct ZFormat(u8): 2 bits {
Z_INVALID = 0,
Z_16 = 1,
Z_24 = 2,
Z_32_FLOAT = 3,
}
}

open_enum! {
/// `ZLimitSumm` (2-bit field values).
///
/// Used by `DB_RENDER_OVERRIDE.FORCE_Z_LIMIT_SUMM`.
pub struct ZLimitSumm(u8): 2 bits {
FORCE_SUMM_OFF = 0,
FORCE_SUMM_MINZ = 1,
FORCE_SUMM_MAXZ = 2,
FORCE_SUMM_BOTH = 3,
}
}

open_enum! {
/// `ZOrder` (2-bit field values).
///
/// Used by `DB_SHADER_CONTROL.Z_ORDER`.
pub struct ZOrder(u8): 2 bits {
LATE_Z = 0,
EARLY_Z_THEN_LATE_Z = 1,
RE_Z = 2,
EARLY_Z_THEN_RE_Z = 3,
}
}
