//! gfx7 resource descriptors: the words of every V#, T# and S# and the descriptors made of them.
//!
//! Generated from the register spec by `tests/regs/codegen.rs`; do not edit by hand.
//!
//! Each word is a `#[bitfield(u32)]` type with its field table (`FIELDS`); words
//! with the same fields are one type under several names. Each descriptor is a
//! `#[repr(C)]` struct of its words in memory order; [`crate::desc`] builds and
//! checks them.

#[allow(unused_imports)]
use super::enums::*;
use zerocopy::{FromBytes, Immutable, IntoBytes, KnownLayout};

crate::regs::word! {
    /// `SQ_BUF_RSRC_WORD0`: V# word 0.
    #[derive(PartialEq, Eq, Hash, IntoBytes, FromBytes, Immutable, KnownLayout)]
    pub struct SqBufRsrcWord0 {
        #[doc = "Bits 0..=31."] pub base_address: u32 [BASE_ADDRESS_OFFSET, BASE_ADDRESS_BITS] => with_base_address, with_base_address_checked, set_base_address, set_base_address_checked;
    }
}

crate::regs::word! {
    /// `SQ_BUF_RSRC_WORD1`: V# word 1.
    #[derive(PartialEq, Eq, Hash, IntoBytes, FromBytes, Immutable, KnownLayout)]
    pub struct SqBufRsrcWord1 {
        #[doc = "Bits 0..=15."] pub base_address_hi: u16 [BASE_ADDRESS_HI_OFFSET, BASE_ADDRESS_HI_BITS] => with_base_address_hi, with_base_address_hi_checked, set_base_address_hi, set_base_address_hi_checked;
        #[doc = "Bits 16..=29."] #[bits(14)] pub stride: u16 [STRIDE_OFFSET, STRIDE_BITS] => with_stride, with_stride_checked, set_stride, set_stride_checked;
        #[doc = "Bit 30."] pub cache_swizzle: bool [CACHE_SWIZZLE_OFFSET, CACHE_SWIZZLE_BITS] => with_cache_swizzle, with_cache_swizzle_checked, set_cache_swizzle, set_cache_swizzle_checked;
        #[doc = "Bit 31."] pub swizzle_enable: bool [SWIZZLE_ENABLE_OFFSET, SWIZZLE_ENABLE_BITS] => with_swizzle_enable, with_swizzle_enable_checked, set_swizzle_enable, set_swizzle_enable_checked;
    }
}

crate::regs::word! {
    /// `SQ_BUF_RSRC_WORD2`: V# word 2.
    #[derive(PartialEq, Eq, Hash, IntoBytes, FromBytes, Immutable, KnownLayout)]
    pub struct SqBufRsrcWord2 {
        #[doc = "Bits 0..=31."] pub num_records: u32 [NUM_RECORDS_OFFSET, NUM_RECORDS_BITS] => with_num_records, with_num_records_checked, set_num_records, set_num_records_checked;
    }
}

crate::regs::word! {
    /// `SQ_BUF_RSRC_WORD3`: V# word 3.
    #[derive(PartialEq, Eq, Hash, IntoBytes, FromBytes, Immutable, KnownLayout)]
    pub struct SqBufRsrcWord3 {
        #[doc = "Bits 0..=2: [`SqSel`]."] #[bits(3, default = 0)] pub dst_sel_x: SqSel [DST_SEL_X_OFFSET, DST_SEL_X_BITS] => with_dst_sel_x, with_dst_sel_x_checked, set_dst_sel_x, set_dst_sel_x_checked;
        #[doc = "Bits 3..=5: [`SqSel`]."] #[bits(3, default = 0)] pub dst_sel_y: SqSel [DST_SEL_Y_OFFSET, DST_SEL_Y_BITS] => with_dst_sel_y, with_dst_sel_y_checked, set_dst_sel_y, set_dst_sel_y_checked;
        #[doc = "Bits 6..=8: [`SqSel`]."] #[bits(3, default = 0)] pub dst_sel_z: SqSel [DST_SEL_Z_OFFSET, DST_SEL_Z_BITS] => with_dst_sel_z, with_dst_sel_z_checked, set_dst_sel_z, set_dst_sel_z_checked;
        #[doc = "Bits 9..=11: [`SqSel`]."] #[bits(3, default = 0)] pub dst_sel_w: SqSel [DST_SEL_W_OFFSET, DST_SEL_W_BITS] => with_dst_sel_w, with_dst_sel_w_checked, set_dst_sel_w, set_dst_sel_w_checked;
        #[doc = "Bits 12..=14: [`BufNumFormat`]."] #[bits(3, default = 0)] pub num_format: BufNumFormat [NUM_FORMAT_OFFSET, NUM_FORMAT_BITS] => with_num_format, with_num_format_checked, set_num_format, set_num_format_checked;
        #[doc = "Bits 15..=18: [`BufDataFormat`]."] #[bits(4, default = 0)] pub data_format: BufDataFormat [DATA_FORMAT_OFFSET, DATA_FORMAT_BITS] => with_data_format, with_data_format_checked, set_data_format, set_data_format_checked;
        #[doc = "Bits 19..=20."] #[bits(2)] pub element_size: u8 [ELEMENT_SIZE_OFFSET, ELEMENT_SIZE_BITS] => with_element_size, with_element_size_checked, set_element_size, set_element_size_checked;
        #[doc = "Bits 21..=22."] #[bits(2)] pub index_stride: u8 [INDEX_STRIDE_OFFSET, INDEX_STRIDE_BITS] => with_index_stride, with_index_stride_checked, set_index_stride, set_index_stride_checked;
        #[doc = "Bit 23."] pub add_tid_enable: bool [ADD_TID_ENABLE_OFFSET, ADD_TID_ENABLE_BITS] => with_add_tid_enable, with_add_tid_enable_checked, set_add_tid_enable, set_add_tid_enable_checked;
        #[doc = "Bit 24."] pub atc: bool [ATC_OFFSET, ATC_BITS] => with_atc, with_atc_checked, set_atc, set_atc_checked;
        #[doc = "Bit 25."] pub hash_enable: bool [HASH_ENABLE_OFFSET, HASH_ENABLE_BITS] => with_hash_enable, with_hash_enable_checked, set_hash_enable, set_hash_enable_checked;
        #[doc = "Bit 26."] pub heap: bool [HEAP_OFFSET, HEAP_BITS] => with_heap, with_heap_checked, set_heap, set_heap_checked;
        #[doc = "Bits 27..=29."] #[bits(3)] pub mtype: u8 [MTYPE_OFFSET, MTYPE_BITS] => with_mtype, with_mtype_checked, set_mtype, set_mtype_checked;
        #[doc = "Bits 30..=31: [`SqRsrcBufType`]."] #[bits(2, default = 0)] pub r#type: SqRsrcBufType [TYPE_OFFSET, TYPE_BITS] => with_type, with_type_checked, set_type, set_type_checked;
    }
}

/// The buffer resource descriptor (V#): 4 dwords, `SQ_BUF_RSRC_WORD0` ..= `SQ_BUF_RSRC_WORD3` in memory order.
///
/// The words are public for raw access; [`crate::desc`] adds the typed,
/// validating constructors and accessors.
///
/// - BASE_ADDRESS is a 48-bit byte address: WORD0 = bits \[31:0\], WORD1.BASE_ADDRESS_HI = bits \[47:32\]
/// - NUM_RECORDS is in units of STRIDE bytes when STRIDE != 0, otherwise in bytes
/// - ELEMENT_SIZE encodes 2/4/8/16 bytes (0..3) and INDEX_STRIDE 8/16/32/64 (0..3); both only matter with SWIZZLE_ENABLE=1
/// - WORD3.TYPE must be 0 (SQ_RSRC_BUF); image descriptors have TYPE >= 8 in WORD3 \[31:28\], which is how the hardware distinguishes them
#[repr(C)]
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, IntoBytes, FromBytes, Immutable, KnownLayout,
)]
pub struct BufferResource {
    /// `SQ_BUF_RSRC_WORD0`.
    pub word0: SqBufRsrcWord0,
    /// `SQ_BUF_RSRC_WORD1`.
    pub word1: SqBufRsrcWord1,
    /// `SQ_BUF_RSRC_WORD2`.
    pub word2: SqBufRsrcWord2,
    /// `SQ_BUF_RSRC_WORD3`.
    pub word3: SqBufRsrcWord3,
}

crate::regs::descriptor! { BufferResource [4] { word0: SqBufRsrcWord0, word1: SqBufRsrcWord1, word2: SqBufRsrcWord2, word3: SqBufRsrcWord3 } }

/// `SQ_IMG_RSRC_WORD0`: T# word 0. The same fields as [`SqBufRsrcWord0`].
pub type SqImgRsrcWord0 = SqBufRsrcWord0;

crate::regs::word! {
    /// `SQ_IMG_RSRC_WORD1`: T# word 1.
    #[derive(PartialEq, Eq, Hash, IntoBytes, FromBytes, Immutable, KnownLayout)]
    pub struct SqImgRsrcWord1 {
        #[doc = "Bits 0..=7."] pub base_address_hi: u8 [BASE_ADDRESS_HI_OFFSET, BASE_ADDRESS_HI_BITS] => with_base_address_hi, with_base_address_hi_checked, set_base_address_hi, set_base_address_hi_checked;
        #[doc = "Bits 8..=19."] #[bits(12)] pub min_lod: u16 [MIN_LOD_OFFSET, MIN_LOD_BITS] => with_min_lod, with_min_lod_checked, set_min_lod, set_min_lod_checked;
        #[doc = "Bits 20..=25: [`ImgDataFormat`]."] #[bits(6, default = 0)] pub data_format: ImgDataFormat [DATA_FORMAT_OFFSET, DATA_FORMAT_BITS] => with_data_format, with_data_format_checked, set_data_format, set_data_format_checked;
        #[doc = "Bits 26..=29: [`ImgNumFormat`]."] #[bits(4, default = 0)] pub num_format: ImgNumFormat [NUM_FORMAT_OFFSET, NUM_FORMAT_BITS] => with_num_format, with_num_format_checked, set_num_format, set_num_format_checked;
        #[doc = "Bits 30..=31."] #[bits(2)] pub mtype: u8 [MTYPE_OFFSET, MTYPE_BITS] => with_mtype, with_mtype_checked, set_mtype, set_mtype_checked;
    }
}

crate::regs::word! {
    /// `SQ_IMG_RSRC_WORD2`: T# word 2.
    #[derive(PartialEq, Eq, Hash, IntoBytes, FromBytes, Immutable, KnownLayout)]
    pub struct SqImgRsrcWord2 {
        #[doc = "Bits 0..=13."] #[bits(14)] pub width: u16 [WIDTH_OFFSET, WIDTH_BITS] => with_width, with_width_checked, set_width, set_width_checked;
        #[doc = "Bits 14..=27."] #[bits(14)] pub height: u16 [HEIGHT_OFFSET, HEIGHT_BITS] => with_height, with_height_checked, set_height, set_height_checked;
        #[doc = "Bits 28..=30."] #[bits(3)] pub perf_mod: u8 [PERF_MOD_OFFSET, PERF_MOD_BITS] => with_perf_mod, with_perf_mod_checked, set_perf_mod, set_perf_mod_checked;
        #[doc = "Bit 31."] pub interlaced: bool [INTERLACED_OFFSET, INTERLACED_BITS] => with_interlaced, with_interlaced_checked, set_interlaced, set_interlaced_checked;
    }
}

crate::regs::word! {
    /// `SQ_IMG_RSRC_WORD3`: T# word 3.
    #[derive(PartialEq, Eq, Hash, IntoBytes, FromBytes, Immutable, KnownLayout)]
    pub struct SqImgRsrcWord3 {
        #[doc = "Bits 0..=2: [`SqSel`]."] #[bits(3, default = 0)] pub dst_sel_x: SqSel [DST_SEL_X_OFFSET, DST_SEL_X_BITS] => with_dst_sel_x, with_dst_sel_x_checked, set_dst_sel_x, set_dst_sel_x_checked;
        #[doc = "Bits 3..=5: [`SqSel`]."] #[bits(3, default = 0)] pub dst_sel_y: SqSel [DST_SEL_Y_OFFSET, DST_SEL_Y_BITS] => with_dst_sel_y, with_dst_sel_y_checked, set_dst_sel_y, set_dst_sel_y_checked;
        #[doc = "Bits 6..=8: [`SqSel`]."] #[bits(3, default = 0)] pub dst_sel_z: SqSel [DST_SEL_Z_OFFSET, DST_SEL_Z_BITS] => with_dst_sel_z, with_dst_sel_z_checked, set_dst_sel_z, set_dst_sel_z_checked;
        #[doc = "Bits 9..=11: [`SqSel`]."] #[bits(3, default = 0)] pub dst_sel_w: SqSel [DST_SEL_W_OFFSET, DST_SEL_W_BITS] => with_dst_sel_w, with_dst_sel_w_checked, set_dst_sel_w, set_dst_sel_w_checked;
        #[doc = "Bits 12..=15."] #[bits(4)] pub base_level: u8 [BASE_LEVEL_OFFSET, BASE_LEVEL_BITS] => with_base_level, with_base_level_checked, set_base_level, set_base_level_checked;
        #[doc = "Bits 16..=19."] #[bits(4)] pub last_level: u8 [LAST_LEVEL_OFFSET, LAST_LEVEL_BITS] => with_last_level, with_last_level_checked, set_last_level, set_last_level_checked;
        #[doc = "Bits 20..=24."] #[bits(5)] pub tiling_index: u8 [TILING_INDEX_OFFSET, TILING_INDEX_BITS] => with_tiling_index, with_tiling_index_checked, set_tiling_index, set_tiling_index_checked;
        #[doc = "Bit 25."] pub pow2_pad: bool [POW2_PAD_OFFSET, POW2_PAD_BITS] => with_pow2_pad, with_pow2_pad_checked, set_pow2_pad, set_pow2_pad_checked;
        #[doc = "Bit 26."] pub mtype: bool [MTYPE_OFFSET, MTYPE_BITS] => with_mtype, with_mtype_checked, set_mtype, set_mtype_checked;
        #[doc = "Bit 27."] pub atc: bool [ATC_OFFSET, ATC_BITS] => with_atc, with_atc_checked, set_atc, set_atc_checked;
        #[doc = "Bits 28..=31: [`SqRsrcImgType`]."] #[bits(4, default = 0)] pub r#type: SqRsrcImgType [TYPE_OFFSET, TYPE_BITS] => with_type, with_type_checked, set_type, set_type_checked;
    }
}

crate::regs::word! {
    /// `SQ_IMG_RSRC_WORD4`: T# word 4.
    #[derive(PartialEq, Eq, Hash, IntoBytes, FromBytes, Immutable, KnownLayout)]
    pub struct SqImgRsrcWord4 {
        #[doc = "Bits 0..=12."] #[bits(13)] pub depth: u16 [DEPTH_OFFSET, DEPTH_BITS] => with_depth, with_depth_checked, set_depth, set_depth_checked;
        #[doc = "Bits 13..=26."] #[bits(14)] pub pitch: u16 [PITCH_OFFSET, PITCH_BITS] => with_pitch, with_pitch_checked, set_pitch, set_pitch_checked;
        #[bits(5)] __: u32;
    }
}

crate::regs::word! {
    /// `SQ_IMG_RSRC_WORD5`: T# word 5.
    #[derive(PartialEq, Eq, Hash, IntoBytes, FromBytes, Immutable, KnownLayout)]
    pub struct SqImgRsrcWord5 {
        #[doc = "Bits 0..=12."] #[bits(13)] pub base_array: u16 [BASE_ARRAY_OFFSET, BASE_ARRAY_BITS] => with_base_array, with_base_array_checked, set_base_array, set_base_array_checked;
        #[doc = "Bits 13..=25."] #[bits(13)] pub last_array: u16 [LAST_ARRAY_OFFSET, LAST_ARRAY_BITS] => with_last_array, with_last_array_checked, set_last_array, set_last_array_checked;
        #[bits(6)] __: u32;
    }
}

crate::regs::word! {
    /// `SQ_IMG_RSRC_WORD6`: T# word 6.
    #[derive(PartialEq, Eq, Hash, IntoBytes, FromBytes, Immutable, KnownLayout)]
    pub struct SqImgRsrcWord6 {
        #[doc = "Bits 0..=11."] #[bits(12)] pub min_lod_warn: u16 [MIN_LOD_WARN_OFFSET, MIN_LOD_WARN_BITS] => with_min_lod_warn, with_min_lod_warn_checked, set_min_lod_warn, set_min_lod_warn_checked;
        #[doc = "Bits 12..=19."] pub counter_bank_id: u8 [COUNTER_BANK_ID_OFFSET, COUNTER_BANK_ID_BITS] => with_counter_bank_id, with_counter_bank_id_checked, set_counter_bank_id, set_counter_bank_id_checked;
        #[doc = "Bit 20."] pub lod_hdw_cnt_en: bool [LOD_HDW_CNT_EN_OFFSET, LOD_HDW_CNT_EN_BITS] => with_lod_hdw_cnt_en, with_lod_hdw_cnt_en_checked, set_lod_hdw_cnt_en, set_lod_hdw_cnt_en_checked;
        #[doc = "Bits 21..=31."] #[bits(11)] pub ununsed: u16 [UNUNSED_OFFSET, UNUNSED_BITS] => with_ununsed, with_ununsed_checked, set_ununsed, set_ununsed_checked;
    }
}

crate::regs::word! {
    /// `SQ_IMG_RSRC_WORD7`: T# word 7.
    #[derive(PartialEq, Eq, Hash, IntoBytes, FromBytes, Immutable, KnownLayout)]
    pub struct SqImgRsrcWord7 {
        #[doc = "Bits 0..=31."] pub ununsed: u32 [UNUNSED_OFFSET, UNUNSED_BITS] => with_ununsed, with_ununsed_checked, set_ununsed, set_ununsed_checked;
    }
}

/// The image resource descriptor (T#): 8 dwords, `SQ_IMG_RSRC_WORD0` ..= `SQ_IMG_RSRC_WORD7` in memory order.
///
/// The words are public for raw access; [`crate::desc`] adds the typed,
/// validating constructors and accessors.
///
/// - BASE_ADDRESS = byte address >> 8 (256-byte aligned); WORD1.BASE_ADDRESS_HI holds address bits \[47:40\]
/// - WIDTH, HEIGHT, DEPTH, PITCH, LAST_LEVEL, LAST_ARRAY and BASE_ARRAY are encoded as value-1 where they describe sizes (WIDTH=width-1, HEIGHT=height-1, DEPTH=depth-1 for 3D / array size-1, PITCH=pitch-1)
/// - MIN_LOD / MIN_LOD_WARN are unsigned 4.8 fixed point
/// - TILING_INDEX selects a GB_TILE_MODEn entry (gfx6-8 tile-mode table)
/// - gfx8: WORD6 \[31:21\] and WORD7 carry DCC controls/metadata address; on gfx6/gfx7 these bits are unused ("UNUNSED" is the field name as spelled in the AMD header)
#[repr(C)]
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, IntoBytes, FromBytes, Immutable, KnownLayout,
)]
pub struct ImageResource {
    /// `SQ_IMG_RSRC_WORD0`.
    pub word0: SqImgRsrcWord0,
    /// `SQ_IMG_RSRC_WORD1`.
    pub word1: SqImgRsrcWord1,
    /// `SQ_IMG_RSRC_WORD2`.
    pub word2: SqImgRsrcWord2,
    /// `SQ_IMG_RSRC_WORD3`.
    pub word3: SqImgRsrcWord3,
    /// `SQ_IMG_RSRC_WORD4`.
    pub word4: SqImgRsrcWord4,
    /// `SQ_IMG_RSRC_WORD5`.
    pub word5: SqImgRsrcWord5,
    /// `SQ_IMG_RSRC_WORD6`.
    pub word6: SqImgRsrcWord6,
    /// `SQ_IMG_RSRC_WORD7`.
    pub word7: SqImgRsrcWord7,
}

crate::regs::descriptor! { ImageResource [8] { word0: SqImgRsrcWord0, word1: SqImgRsrcWord1, word2: SqImgRsrcWord2, word3: SqImgRsrcWord3, word4: SqImgRsrcWord4, word5: SqImgRsrcWord5, word6: SqImgRsrcWord6, word7: SqImgRsrcWord7 } }

crate::regs::word! {
    /// `SQ_IMG_SAMP_WORD0`: S# word 0.
    #[derive(PartialEq, Eq, Hash, IntoBytes, FromBytes, Immutable, KnownLayout)]
    pub struct SqImgSampWord0 {
        #[doc = "Bits 0..=2: [`SqTexClamp`]."] #[bits(3, default = 0)] pub clamp_x: SqTexClamp [CLAMP_X_OFFSET, CLAMP_X_BITS] => with_clamp_x, with_clamp_x_checked, set_clamp_x, set_clamp_x_checked;
        #[doc = "Bits 3..=5: [`SqTexClamp`]."] #[bits(3, default = 0)] pub clamp_y: SqTexClamp [CLAMP_Y_OFFSET, CLAMP_Y_BITS] => with_clamp_y, with_clamp_y_checked, set_clamp_y, set_clamp_y_checked;
        #[doc = "Bits 6..=8: [`SqTexClamp`]."] #[bits(3, default = 0)] pub clamp_z: SqTexClamp [CLAMP_Z_OFFSET, CLAMP_Z_BITS] => with_clamp_z, with_clamp_z_checked, set_clamp_z, set_clamp_z_checked;
        #[doc = "Bits 9..=11: [`SqTexAnisoRatio`]."] #[bits(3, default = 0)] pub max_aniso_ratio: SqTexAnisoRatio [MAX_ANISO_RATIO_OFFSET, MAX_ANISO_RATIO_BITS] => with_max_aniso_ratio, with_max_aniso_ratio_checked, set_max_aniso_ratio, set_max_aniso_ratio_checked;
        #[doc = "Bits 12..=14: [`SqTexDepthCompare`]."] #[bits(3, default = 0)] pub depth_compare_func: SqTexDepthCompare [DEPTH_COMPARE_FUNC_OFFSET, DEPTH_COMPARE_FUNC_BITS] => with_depth_compare_func, with_depth_compare_func_checked, set_depth_compare_func, set_depth_compare_func_checked;
        #[doc = "Bit 15."] pub force_unnormalized: bool [FORCE_UNNORMALIZED_OFFSET, FORCE_UNNORMALIZED_BITS] => with_force_unnormalized, with_force_unnormalized_checked, set_force_unnormalized, set_force_unnormalized_checked;
        #[doc = "Bits 16..=18."] #[bits(3)] pub aniso_threshold: u8 [ANISO_THRESHOLD_OFFSET, ANISO_THRESHOLD_BITS] => with_aniso_threshold, with_aniso_threshold_checked, set_aniso_threshold, set_aniso_threshold_checked;
        #[doc = "Bit 19."] pub mc_coord_trunc: bool [MC_COORD_TRUNC_OFFSET, MC_COORD_TRUNC_BITS] => with_mc_coord_trunc, with_mc_coord_trunc_checked, set_mc_coord_trunc, set_mc_coord_trunc_checked;
        #[doc = "Bit 20."] pub force_degamma: bool [FORCE_DEGAMMA_OFFSET, FORCE_DEGAMMA_BITS] => with_force_degamma, with_force_degamma_checked, set_force_degamma, set_force_degamma_checked;
        #[doc = "Bits 21..=26."] #[bits(6)] pub aniso_bias: u8 [ANISO_BIAS_OFFSET, ANISO_BIAS_BITS] => with_aniso_bias, with_aniso_bias_checked, set_aniso_bias, set_aniso_bias_checked;
        #[doc = "Bit 27."] pub trunc_coord: bool [TRUNC_COORD_OFFSET, TRUNC_COORD_BITS] => with_trunc_coord, with_trunc_coord_checked, set_trunc_coord, set_trunc_coord_checked;
        #[doc = "Bit 28."] pub disable_cube_wrap: bool [DISABLE_CUBE_WRAP_OFFSET, DISABLE_CUBE_WRAP_BITS] => with_disable_cube_wrap, with_disable_cube_wrap_checked, set_disable_cube_wrap, set_disable_cube_wrap_checked;
        #[doc = "Bits 29..=30: [`SqImgFilterType`]."] #[bits(2, default = 0)] pub filter_mode: SqImgFilterType [FILTER_MODE_OFFSET, FILTER_MODE_BITS] => with_filter_mode, with_filter_mode_checked, set_filter_mode, set_filter_mode_checked;
        #[bits(1)] __: u32;
    }
}

crate::regs::word! {
    /// `SQ_IMG_SAMP_WORD1`: S# word 1.
    #[derive(PartialEq, Eq, Hash, IntoBytes, FromBytes, Immutable, KnownLayout)]
    pub struct SqImgSampWord1 {
        #[doc = "Bits 0..=11."] #[bits(12)] pub min_lod: u16 [MIN_LOD_OFFSET, MIN_LOD_BITS] => with_min_lod, with_min_lod_checked, set_min_lod, set_min_lod_checked;
        #[doc = "Bits 12..=23."] #[bits(12)] pub max_lod: u16 [MAX_LOD_OFFSET, MAX_LOD_BITS] => with_max_lod, with_max_lod_checked, set_max_lod, set_max_lod_checked;
        #[doc = "Bits 24..=27."] #[bits(4)] pub perf_mip: u8 [PERF_MIP_OFFSET, PERF_MIP_BITS] => with_perf_mip, with_perf_mip_checked, set_perf_mip, set_perf_mip_checked;
        #[doc = "Bits 28..=31."] #[bits(4)] pub perf_z: u8 [PERF_Z_OFFSET, PERF_Z_BITS] => with_perf_z, with_perf_z_checked, set_perf_z, set_perf_z_checked;
    }
}

crate::regs::word! {
    /// `SQ_IMG_SAMP_WORD2`: S# word 2.
    #[derive(PartialEq, Eq, Hash, IntoBytes, FromBytes, Immutable, KnownLayout)]
    pub struct SqImgSampWord2 {
        #[doc = "Bits 0..=13."] #[bits(14)] pub lod_bias: u16 [LOD_BIAS_OFFSET, LOD_BIAS_BITS] => with_lod_bias, with_lod_bias_checked, set_lod_bias, set_lod_bias_checked;
        #[doc = "Bits 14..=19."] #[bits(6)] pub lod_bias_sec: u8 [LOD_BIAS_SEC_OFFSET, LOD_BIAS_SEC_BITS] => with_lod_bias_sec, with_lod_bias_sec_checked, set_lod_bias_sec, set_lod_bias_sec_checked;
        #[doc = "Bits 20..=21: [`SqTexXyFilter`]."] #[bits(2, default = 0)] pub xy_mag_filter: SqTexXyFilter [XY_MAG_FILTER_OFFSET, XY_MAG_FILTER_BITS] => with_xy_mag_filter, with_xy_mag_filter_checked, set_xy_mag_filter, set_xy_mag_filter_checked;
        #[doc = "Bits 22..=23: [`SqTexXyFilter`]."] #[bits(2, default = 0)] pub xy_min_filter: SqTexXyFilter [XY_MIN_FILTER_OFFSET, XY_MIN_FILTER_BITS] => with_xy_min_filter, with_xy_min_filter_checked, set_xy_min_filter, set_xy_min_filter_checked;
        #[doc = "Bits 24..=25: [`SqTexZFilter`]."] #[bits(2, default = 0)] pub z_filter: SqTexZFilter [Z_FILTER_OFFSET, Z_FILTER_BITS] => with_z_filter, with_z_filter_checked, set_z_filter, set_z_filter_checked;
        #[doc = "Bits 26..=27: [`SqTexMipFilter`]."] #[bits(2, default = 0)] pub mip_filter: SqTexMipFilter [MIP_FILTER_OFFSET, MIP_FILTER_BITS] => with_mip_filter, with_mip_filter_checked, set_mip_filter, set_mip_filter_checked;
        #[doc = "Bit 28."] pub mip_point_preclamp: bool [MIP_POINT_PRECLAMP_OFFSET, MIP_POINT_PRECLAMP_BITS] => with_mip_point_preclamp, with_mip_point_preclamp_checked, set_mip_point_preclamp, set_mip_point_preclamp_checked;
        #[doc = "Bit 29."] pub disable_lsb_ceil: bool [DISABLE_LSB_CEIL_OFFSET, DISABLE_LSB_CEIL_BITS] => with_disable_lsb_ceil, with_disable_lsb_ceil_checked, set_disable_lsb_ceil, set_disable_lsb_ceil_checked;
        #[doc = "Bit 30."] pub filter_prec_fix: bool [FILTER_PREC_FIX_OFFSET, FILTER_PREC_FIX_BITS] => with_filter_prec_fix, with_filter_prec_fix_checked, set_filter_prec_fix, set_filter_prec_fix_checked;
        #[bits(1)] __: u32;
    }
}

crate::regs::word! {
    /// `SQ_IMG_SAMP_WORD3`: S# word 3.
    #[derive(PartialEq, Eq, Hash, IntoBytes, FromBytes, Immutable, KnownLayout)]
    pub struct SqImgSampWord3 {
        #[doc = "Bits 0..=11."] #[bits(12)] pub border_color_ptr: u16 [BORDER_COLOR_PTR_OFFSET, BORDER_COLOR_PTR_BITS] => with_border_color_ptr, with_border_color_ptr_checked, set_border_color_ptr, set_border_color_ptr_checked;
        #[bits(18)] __: u32;
        #[doc = "Bits 30..=31: [`SqTexBorderColor`]."] #[bits(2, default = 0)] pub border_color_type: SqTexBorderColor [BORDER_COLOR_TYPE_OFFSET, BORDER_COLOR_TYPE_BITS] => with_border_color_type, with_border_color_type_checked, set_border_color_type, set_border_color_type_checked;
    }
}

/// The image sampler descriptor (S#): 4 dwords, `SQ_IMG_SAMP_WORD0` ..= `SQ_IMG_SAMP_WORD3` in memory order.
///
/// The words are public for raw access; [`crate::desc`] adds the typed,
/// validating constructors and accessors.
///
/// - MIN_LOD / MAX_LOD: unsigned 4.8 fixed point; LOD_BIAS: signed 5.8 (14 bits); LOD_BIAS_SEC: signed 1.4 (6 bits)
/// - BORDER_COLOR_PTR indexes the border colour table at TA_BC_BASE_ADDR (used when BORDER_COLOR_TYPE = REGISTER)
/// - the open-source Linux driver table additionally defines WORD3 bit 29 UPGRADED_DEPTH for gfx6-8 (not present in the AMD header)
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

crate::regs::descriptor! { SamplerResource [4] { word0: SqImgSampWord0, word1: SqImgSampWord1, word2: SqImgSampWord2, word3: SqImgSampWord3 } }

/// What the spec says differs between the generations in the descriptors;
/// [`crate::desc::generation`] builds its tables from these.
pub mod per_generation {
    use crate::regs::{Field, FieldKind, GenField};

    /// V# `WORD3.ATC` (bit 24): on gfx7, gfx8 only.
    pub const V_WORD3_ATC: GenField = GenField {
        word: 3,
        field: Field::new("ATC", 24, 1, FieldKind::Bool),
        on: [false, true, true],
        in_spec: true,
    };

    /// V# `WORD3.MTYPE` (bits 27..=29): on gfx7, gfx8 only.
    pub const V_WORD3_MTYPE: GenField = GenField {
        word: 3,
        field: Field::new("MTYPE", 27, 3, FieldKind::Uint),
        on: [false, true, true],
        in_spec: true,
    };

    /// T# `WORD1.MTYPE` (bits 30..=31): on gfx7, gfx8 only.
    pub const T_WORD1_MTYPE: GenField = GenField {
        word: 1,
        field: Field::new("MTYPE", 30, 2, FieldKind::Uint),
        on: [false, true, true],
        in_spec: true,
    };

    /// T# `WORD3.MTYPE` (bit 26): on gfx7, gfx8 only.
    pub const T_WORD3_MTYPE: GenField = GenField {
        word: 3,
        field: Field::new("MTYPE", 26, 1, FieldKind::Bool),
        on: [false, true, true],
        in_spec: true,
    };

    /// T# `WORD3.ATC` (bit 27): on gfx7, gfx8 only.
    pub const T_WORD3_ATC: GenField = GenField {
        word: 3,
        field: Field::new("ATC", 27, 1, FieldKind::Bool),
        on: [false, true, true],
        in_spec: true,
    };

    /// T# `WORD6.COUNTER_BANK_ID` (bits 12..=19): on gfx7, gfx8 only.
    pub const T_WORD6_COUNTER_BANK_ID: GenField = GenField {
        word: 6,
        field: Field::new("COUNTER_BANK_ID", 12, 8, FieldKind::Uint),
        on: [false, true, true],
        in_spec: true,
    };

    /// T# `WORD6.LOD_HDW_CNT_EN` (bit 20): on gfx7, gfx8 only.
    pub const T_WORD6_LOD_HDW_CNT_EN: GenField = GenField {
        word: 6,
        field: Field::new("LOD_HDW_CNT_EN", 20, 1, FieldKind::Bool),
        on: [false, true, true],
        in_spec: true,
    };

    /// T# `WORD6.COMPRESSION_EN` (bit 21): on gfx8 only.
    pub const T_WORD6_COMPRESSION_EN: GenField = GenField {
        word: 6,
        field: Field::new("COMPRESSION_EN", 21, 1, FieldKind::Bool),
        on: [false, false, true],
        in_spec: true,
    };

    /// T# `WORD6.UNUNSED` (bits 21..=31): on gfx7 only.
    pub const T_WORD6_UNUNSED: GenField = GenField {
        word: 6,
        field: Field::new("UNUNSED", 21, 11, FieldKind::Uint),
        on: [false, true, false],
        in_spec: true,
    };

    /// T# `WORD6.ALPHA_IS_ON_MSB` (bit 22): on gfx8 only.
    pub const T_WORD6_ALPHA_IS_ON_MSB: GenField = GenField {
        word: 6,
        field: Field::new("ALPHA_IS_ON_MSB", 22, 1, FieldKind::Bool),
        on: [false, false, true],
        in_spec: true,
    };

    /// T# `WORD6.COLOR_TRANSFORM` (bit 23): on gfx8 only.
    pub const T_WORD6_COLOR_TRANSFORM: GenField = GenField {
        word: 6,
        field: Field::new("COLOR_TRANSFORM", 23, 1, FieldKind::Bool),
        on: [false, false, true],
        in_spec: true,
    };

    /// T# `WORD6.LOST_ALPHA_BITS` (bits 24..=27): on gfx8 only.
    pub const T_WORD6_LOST_ALPHA_BITS: GenField = GenField {
        word: 6,
        field: Field::new("LOST_ALPHA_BITS", 24, 4, FieldKind::Uint),
        on: [false, false, true],
        in_spec: true,
    };

    /// T# `WORD6.LOST_COLOR_BITS` (bits 28..=31): on gfx8 only.
    pub const T_WORD6_LOST_COLOR_BITS: GenField = GenField {
        word: 6,
        field: Field::new("LOST_COLOR_BITS", 28, 4, FieldKind::Uint),
        on: [false, false, true],
        in_spec: true,
    };

    /// T# `WORD7.META_DATA_ADDRESS` (bits 0..=31): on gfx8 only.
    pub const T_WORD7_META_DATA_ADDRESS: GenField = GenField {
        word: 7,
        field: Field::new("META_DATA_ADDRESS", 0, 32, FieldKind::Uint),
        on: [false, false, true],
        in_spec: true,
    };

    /// T# `WORD7.UNUNSED` (bits 0..=31): on gfx6, gfx7 only.
    pub const T_WORD7_UNUNSED: GenField = GenField {
        word: 7,
        field: Field::new("UNUNSED", 0, 32, FieldKind::Uint),
        on: [true, true, false],
        in_spec: true,
    };

    /// S# `WORD0.COMPAT_MODE` (bit 31): on gfx8 only.
    pub const S_WORD0_COMPAT_MODE: GenField = GenField {
        word: 0,
        field: Field::new("COMPAT_MODE", 31, 1, FieldKind::Bool),
        on: [false, false, true],
        in_spec: true,
    };

    /// S# `WORD2.ANISO_OVERRIDE` (bit 31): on gfx8 only.
    pub const S_WORD2_ANISO_OVERRIDE: GenField = GenField {
        word: 2,
        field: Field::new("ANISO_OVERRIDE", 31, 1, FieldKind::Bool),
        on: [false, false, true],
        in_spec: true,
    };

    /// The V# ([`super::BufferResource`]) fields some generations lack, by word and lowest bit.
    pub const BUFFER_FIELDS: [GenField; 2] = [V_WORD3_ATC, V_WORD3_MTYPE];

    /// The T# ([`super::ImageResource`]) fields some generations lack, by word and lowest bit.
    pub const IMAGE_FIELDS: [GenField; 13] = [
        T_WORD1_MTYPE,
        T_WORD3_MTYPE,
        T_WORD3_ATC,
        T_WORD6_COUNTER_BANK_ID,
        T_WORD6_LOD_HDW_CNT_EN,
        T_WORD6_COMPRESSION_EN,
        T_WORD6_UNUNSED,
        T_WORD6_ALPHA_IS_ON_MSB,
        T_WORD6_COLOR_TRANSFORM,
        T_WORD6_LOST_ALPHA_BITS,
        T_WORD6_LOST_COLOR_BITS,
        T_WORD7_META_DATA_ADDRESS,
        T_WORD7_UNUNSED,
    ];

    /// The S# ([`super::SamplerResource`]) fields some generations lack, by word and lowest bit.
    pub const SAMPLER_FIELDS: [GenField; 2] = [S_WORD0_COMPAT_MODE, S_WORD2_ANISO_OVERRIDE];

    /// Whether the spec's `BUF_NUM_FORMAT` names value 6 `BUF_NUM_FORMAT_SNORM_OGL`
    /// on gfx6, gfx7, gfx8 (elsewhere the value is reserved).
    pub const BUF_SNORM_OGL: [bool; 3] = [true, true, false];

    /// The T# `NUM_FORMAT` values the spec's `IMG_NUM_FORMAT` names on gfx6, gfx7, gfx8
    /// (bit n for value n; the `IMG_NUM_FORMAT_RESERVED_*` values left out).
    pub const IMG_NUM_FORMATS: [u16; 3] = [0x3EFF, 0x3EFF, 0x02BF];
}
