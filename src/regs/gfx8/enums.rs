//! gfx8 register- and descriptor-field enumerations: AMD's value tables as total, lossless newtypes.
//!
//! Generated from the register spec by `tests/regs/codegen.rs`; do not edit by hand.

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
CB_DCC_DECOMPRESS = 6,
}
}

open_enum! {
/// `DCC_MAX_UNCOMPRESSED_BLOCK_SIZE` (2-bit field values).
///
/// Used by `CB_COLORn_DCC_CONTROL.MAX_UNCOMPRESSED_BLOCK_SIZE`.
pub struct DccMaxUncompressedBlockSize(u8): 2 bits {
MAX_BLOCK_SIZE_64B = 0,
MAX_BLOCK_SIZE_128B = 1,
MAX_BLOCK_SIZE_256B = 2,
}
}

open_enum! {
/// `DCC_MIN_COMPRESSED_BLOCK_SIZE` (1-bit field values).
///
/// Used by `CB_COLORn_DCC_CONTROL.MIN_COMPRESSED_BLOCK_SIZE`.
pub struct DccMinCompressedBlockSize(u8): 1 bits {
MIN_BLOCK_SIZE_32B = 0,
MIN_BLOCK_SIZE_64B = 1,
}
}

open_enum! {
/// `SX_BLEND_OPT` (3-bit field values).
///
/// Used by `SX_MRT0_BLEND_OPT.COLOR_SRC_OPT`, `SX_MRT0_BLEND_OPT.COLOR_DST_OPT`, `SX_MRT0_BLEND_OPT.ALPHA_SRC_OPT`, `SX_MRT0_BLEND_OPT.ALPHA_DST_OPT` and 28 more.
pub struct SxBlendOpt(u8): 3 bits {
BLEND_OPT_PRESERVE_NONE_IGNORE_ALL = 0,
BLEND_OPT_PRESERVE_ALL_IGNORE_NONE = 1,
BLEND_OPT_PRESERVE_C1_IGNORE_C0 = 2,
BLEND_OPT_PRESERVE_C0_IGNORE_C1 = 3,
BLEND_OPT_PRESERVE_A1_IGNORE_A0 = 4,
BLEND_OPT_PRESERVE_A0_IGNORE_A1 = 5,
BLEND_OPT_PRESERVE_NONE_IGNORE_A0 = 6,
BLEND_OPT_PRESERVE_NONE_IGNORE_NONE = 7,
}
}

open_enum! {
/// `SX_DOWNCONVERT_FORMAT` (4-bit field values).
///
/// Used by `SX_PS_DOWNCONVERT.MRT0`, `SX_PS_DOWNCONVERT.MRT1`, `SX_PS_DOWNCONVERT.MRT2`, `SX_PS_DOWNCONVERT.MRT3` and 4 more.
pub struct SxDownconvertFormat(u8): 4 bits {
SX_RT_EXPORT_NO_CONVERSION = 0,
SX_RT_EXPORT_32_R = 1,
SX_RT_EXPORT_32_A = 2,
SX_RT_EXPORT_10_11_11 = 3,
SX_RT_EXPORT_2_10_10_10 = 4,
SX_RT_EXPORT_8_8_8_8 = 5,
SX_RT_EXPORT_5_6_5 = 6,
SX_RT_EXPORT_1_5_5_5 = 7,
SX_RT_EXPORT_4_4_4_4 = 8,
SX_RT_EXPORT_16_16_GR = 9,
SX_RT_EXPORT_16_16_AR = 10,
}
}

open_enum! {
/// `SX_OPT_COMB_FCN` (3-bit field values).
///
/// Used by `SX_MRT0_BLEND_OPT.COLOR_COMB_FCN`, `SX_MRT0_BLEND_OPT.ALPHA_COMB_FCN`, `SX_MRT1_BLEND_OPT.COLOR_COMB_FCN`, `SX_MRT1_BLEND_OPT.ALPHA_COMB_FCN` and 12 more.
pub struct SxOptCombFcn(u8): 3 bits {
OPT_COMB_NONE = 0,
OPT_COMB_ADD = 1,
OPT_COMB_SUBTRACT = 2,
OPT_COMB_MIN = 3,
OPT_COMB_MAX = 4,
OPT_COMB_REVSUBTRACT = 5,
OPT_COMB_BLEND_DISABLED = 6,
OPT_COMB_SAFE_ADD = 7,
}
}

open_enum! {
/// `VGT_DIST_MODE` (2-bit field values).
///
/// Used by `VGT_TF_PARAM.DISTRIBUTION_MODE`.
pub struct VgtDistMode(u8): 2 bits {
NO_DIST = 0,
PATCHES = 1,
DONUTS = 2,
TRAPEZOIDS = 3,
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
VGT_DMA_PTR_UPDATE = 3,
}
}

open_enum! {
/// `VGT_RDREQ_POLICY` (1-bit field values).
///
/// Used by `VGT_DMA_INDEX_TYPE.RDREQ_POLICY`, `VGT_TF_PARAM.RDREQ_POLICY`.
pub struct VgtRdreqPolicy(u8): 1 bits {
VGT_POLICY_LRU = 0,
VGT_POLICY_STREAM = 1,
}
}

// The same layout as on gfx7: gfx7's types.
pub use crate::regs::gfx7::enums::{
    IndexType, Mtype, Rop3, VgtDmaSwapMode, VgtGsCutMode, VgtGsModeType, VgtTessPartition,
    VgtTessTopology, VgtTessType,
};
