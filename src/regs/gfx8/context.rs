//! gfx8 context registers (`SET_CONTEXT_REG`, byte addresses from `0x28000`).
//!
//! Generated from the register spec by `tests/regs/codegen.rs`; do not edit by hand.

#[allow(unused_imports)]
use super::enums::*;
#[allow(unused_imports)]
use super::layouts::*;

crate::regs::word! {
    /// `DB_RENDER_CONTROL` (depth buffer): context register `0x000`, byte address `0x28000`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct DbRenderControl {
        #[doc = "Bit 0."] pub depth_clear_enable: bool [DEPTH_CLEAR_ENABLE_OFFSET, DEPTH_CLEAR_ENABLE_BITS] => with_depth_clear_enable, with_depth_clear_enable_checked, set_depth_clear_enable, set_depth_clear_enable_checked;
        #[doc = "Bit 1."] pub stencil_clear_enable: bool [STENCIL_CLEAR_ENABLE_OFFSET, STENCIL_CLEAR_ENABLE_BITS] => with_stencil_clear_enable, with_stencil_clear_enable_checked, set_stencil_clear_enable, set_stencil_clear_enable_checked;
        #[doc = "Bit 2."] pub depth_copy: bool [DEPTH_COPY_OFFSET, DEPTH_COPY_BITS] => with_depth_copy, with_depth_copy_checked, set_depth_copy, set_depth_copy_checked;
        #[doc = "Bit 3."] pub stencil_copy: bool [STENCIL_COPY_OFFSET, STENCIL_COPY_BITS] => with_stencil_copy, with_stencil_copy_checked, set_stencil_copy, set_stencil_copy_checked;
        #[doc = "Bit 4."] pub resummarize_enable: bool [RESUMMARIZE_ENABLE_OFFSET, RESUMMARIZE_ENABLE_BITS] => with_resummarize_enable, with_resummarize_enable_checked, set_resummarize_enable, set_resummarize_enable_checked;
        #[doc = "Bit 5."] pub stencil_compress_disable: bool [STENCIL_COMPRESS_DISABLE_OFFSET, STENCIL_COMPRESS_DISABLE_BITS] => with_stencil_compress_disable, with_stencil_compress_disable_checked, set_stencil_compress_disable, set_stencil_compress_disable_checked;
        #[doc = "Bit 6."] pub depth_compress_disable: bool [DEPTH_COMPRESS_DISABLE_OFFSET, DEPTH_COMPRESS_DISABLE_BITS] => with_depth_compress_disable, with_depth_compress_disable_checked, set_depth_compress_disable, set_depth_compress_disable_checked;
        #[doc = "Bit 7."] pub copy_centroid: bool [COPY_CENTROID_OFFSET, COPY_CENTROID_BITS] => with_copy_centroid, with_copy_centroid_checked, set_copy_centroid, set_copy_centroid_checked;
        #[doc = "Bits 8..=11."] #[bits(4)] pub copy_sample: u8 [COPY_SAMPLE_OFFSET, COPY_SAMPLE_BITS] => with_copy_sample, with_copy_sample_checked, set_copy_sample, set_copy_sample_checked;
        #[doc = "Bit 12."] pub decompress_enable: bool [DECOMPRESS_ENABLE_OFFSET, DECOMPRESS_ENABLE_BITS] => with_decompress_enable, with_decompress_enable_checked, set_decompress_enable, set_decompress_enable_checked;
        #[bits(19)] __: u32;
    }
}

crate::regs::register! { DbRenderControl, Context, 0x000, "DB_RENDER_CONTROL" }

crate::regs::word! {
    /// `DB_Z_INFO` (depth buffer): context register `0x010`, byte address `0x28040`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct DbZInfo {
        #[doc = "Bits 0..=1: [`ZFormat`]."] #[bits(2, default = 0)] pub format: ZFormat [FORMAT_OFFSET, FORMAT_BITS] => with_format, with_format_checked, set_format, set_format_checked;
        #[doc = "Bits 2..=3."] #[bits(2)] pub num_samples: u8 [NUM_SAMPLES_OFFSET, NUM_SAMPLES_BITS] => with_num_samples, with_num_samples_checked, set_num_samples, set_num_samples_checked;
        #[bits(9)] __: u32;
        #[doc = "Bits 13..=15: [`TileSplit`]."] #[bits(3, default = 0)] pub tile_split: TileSplit [TILE_SPLIT_OFFSET, TILE_SPLIT_BITS] => with_tile_split, with_tile_split_checked, set_tile_split, set_tile_split_checked;
        #[bits(4)] __: u32;
        #[doc = "Bits 20..=22."] #[bits(3)] pub tile_mode_index: u8 [TILE_MODE_INDEX_OFFSET, TILE_MODE_INDEX_BITS] => with_tile_mode_index, with_tile_mode_index_checked, set_tile_mode_index, set_tile_mode_index_checked;
        #[doc = "Bits 23..=26."] #[bits(4)] pub decompress_on_n_zplanes: u8 [DECOMPRESS_ON_N_ZPLANES_OFFSET, DECOMPRESS_ON_N_ZPLANES_BITS] => with_decompress_on_n_zplanes, with_decompress_on_n_zplanes_checked, set_decompress_on_n_zplanes, set_decompress_on_n_zplanes_checked;
        #[doc = "Bit 27."] pub allow_expclear: bool [ALLOW_EXPCLEAR_OFFSET, ALLOW_EXPCLEAR_BITS] => with_allow_expclear, with_allow_expclear_checked, set_allow_expclear, set_allow_expclear_checked;
        #[doc = "Bit 28."] pub read_size: bool [READ_SIZE_OFFSET, READ_SIZE_BITS] => with_read_size, with_read_size_checked, set_read_size, set_read_size_checked;
        #[doc = "Bit 29."] pub tile_surface_enable: bool [TILE_SURFACE_ENABLE_OFFSET, TILE_SURFACE_ENABLE_BITS] => with_tile_surface_enable, with_tile_surface_enable_checked, set_tile_surface_enable, set_tile_surface_enable_checked;
        #[doc = "Bit 30."] pub clear_disallowed: bool [CLEAR_DISALLOWED_OFFSET, CLEAR_DISALLOWED_BITS] => with_clear_disallowed, with_clear_disallowed_checked, set_clear_disallowed, set_clear_disallowed_checked;
        #[doc = "Bit 31."] pub zrange_precision: bool [ZRANGE_PRECISION_OFFSET, ZRANGE_PRECISION_BITS] => with_zrange_precision, with_zrange_precision_checked, set_zrange_precision, set_zrange_precision_checked;
    }
}

crate::regs::register! { DbZInfo, Context, 0x010, "DB_Z_INFO" }

crate::regs::word! {
    /// `DB_STENCIL_INFO` (depth buffer): context register `0x011`, byte address `0x28044`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct DbStencilInfo {
        #[doc = "Bit 0: [`StencilFormat`]."] #[bits(1, default = 0)] pub format: StencilFormat [FORMAT_OFFSET, FORMAT_BITS] => with_format, with_format_checked, set_format, set_format_checked;
        #[bits(12)] __: u32;
        #[doc = "Bits 13..=15: [`TileSplit`]."] #[bits(3, default = 0)] pub tile_split: TileSplit [TILE_SPLIT_OFFSET, TILE_SPLIT_BITS] => with_tile_split, with_tile_split_checked, set_tile_split, set_tile_split_checked;
        #[bits(4)] __: u32;
        #[doc = "Bits 20..=22."] #[bits(3)] pub tile_mode_index: u8 [TILE_MODE_INDEX_OFFSET, TILE_MODE_INDEX_BITS] => with_tile_mode_index, with_tile_mode_index_checked, set_tile_mode_index, set_tile_mode_index_checked;
        #[bits(4)] __: u32;
        #[doc = "Bit 27."] pub allow_expclear: bool [ALLOW_EXPCLEAR_OFFSET, ALLOW_EXPCLEAR_BITS] => with_allow_expclear, with_allow_expclear_checked, set_allow_expclear, set_allow_expclear_checked;
        #[bits(1)] __: u32;
        #[doc = "Bit 29."] pub tile_stencil_disable: bool [TILE_STENCIL_DISABLE_OFFSET, TILE_STENCIL_DISABLE_BITS] => with_tile_stencil_disable, with_tile_stencil_disable_checked, set_tile_stencil_disable, set_tile_stencil_disable_checked;
        #[doc = "Bit 30."] pub clear_disallowed: bool [CLEAR_DISALLOWED_OFFSET, CLEAR_DISALLOWED_BITS] => with_clear_disallowed, with_clear_disallowed_checked, set_clear_disallowed, set_clear_disallowed_checked;
        #[bits(1)] __: u32;
    }
}

crate::regs::register! { DbStencilInfo, Context, 0x011, "DB_STENCIL_INFO" }

crate::regs::word! {
    /// `CB_DCC_CONTROL` (colour buffer): context register `0x109`, byte address `0x28424`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct CbDccControl {
        #[doc = "Bit 0."] pub overwrite_combiner_disable: bool [OVERWRITE_COMBINER_DISABLE_OFFSET, OVERWRITE_COMBINER_DISABLE_BITS] => with_overwrite_combiner_disable, with_overwrite_combiner_disable_checked, set_overwrite_combiner_disable, set_overwrite_combiner_disable_checked;
        #[doc = "Bit 1."] pub overwrite_combiner_mrt_sharing_disable: bool [OVERWRITE_COMBINER_MRT_SHARING_DISABLE_OFFSET, OVERWRITE_COMBINER_MRT_SHARING_DISABLE_BITS] => with_overwrite_combiner_mrt_sharing_disable, with_overwrite_combiner_mrt_sharing_disable_checked, set_overwrite_combiner_mrt_sharing_disable, set_overwrite_combiner_mrt_sharing_disable_checked;
        #[doc = "Bits 2..=6."] #[bits(5)] pub overwrite_combiner_watermark: u8 [OVERWRITE_COMBINER_WATERMARK_OFFSET, OVERWRITE_COMBINER_WATERMARK_BITS] => with_overwrite_combiner_watermark, with_overwrite_combiner_watermark_checked, set_overwrite_combiner_watermark, set_overwrite_combiner_watermark_checked;
        #[bits(25)] __: u32;
    }
}

crate::regs::register! { CbDccControl, Context, 0x109, "CB_DCC_CONTROL" }

crate::regs::word! {
    /// `SPI_PS_INPUT_CNTL_n` (shader processor input): context registers `SPI_PS_INPUT_CNTL_0`..=`SPI_PS_INPUT_CNTL_19`, slot `N` in `0..=19` at `0x191 + 0x1 * (N - 0)`.
    ///
    /// One layout shared by every slot; each slot is its own type (see the aliases such as
    /// [`SpiPsInputCntl0`]), so the offset always comes from the type.
    #[derive(PartialEq, Eq, Hash)]
    pub struct SpiPsInputCntlN<const N: usize> {
        #[doc = "Bits 0..=5."] #[bits(6)] pub offset: u8 [OFFSET_OFFSET, OFFSET_BITS] => with_offset, with_offset_checked, set_offset, set_offset_checked;
        #[bits(2)] __: u32;
        #[doc = "Bits 8..=9."] #[bits(2)] pub default_val: u8 [DEFAULT_VAL_OFFSET, DEFAULT_VAL_BITS] => with_default_val, with_default_val_checked, set_default_val, set_default_val_checked;
        #[doc = "Bit 10."] pub flat_shade: bool [FLAT_SHADE_OFFSET, FLAT_SHADE_BITS] => with_flat_shade, with_flat_shade_checked, set_flat_shade, set_flat_shade_checked;
        #[bits(2)] __: u32;
        #[doc = "Bits 13..=16."] #[bits(4)] pub cyl_wrap: u8 [CYL_WRAP_OFFSET, CYL_WRAP_BITS] => with_cyl_wrap, with_cyl_wrap_checked, set_cyl_wrap, set_cyl_wrap_checked;
        #[doc = "Bit 17."] pub pt_sprite_tex: bool [PT_SPRITE_TEX_OFFSET, PT_SPRITE_TEX_BITS] => with_pt_sprite_tex, with_pt_sprite_tex_checked, set_pt_sprite_tex, set_pt_sprite_tex_checked;
        #[doc = "Bit 18."] pub dup: bool [DUP_OFFSET, DUP_BITS] => with_dup, with_dup_checked, set_dup, set_dup_checked;
        #[doc = "Bit 19."] pub fp16_interp_mode: bool [FP16_INTERP_MODE_OFFSET, FP16_INTERP_MODE_BITS] => with_fp16_interp_mode, with_fp16_interp_mode_checked, set_fp16_interp_mode, set_fp16_interp_mode_checked;
        #[doc = "Bit 20."] pub use_default_attr1: bool [USE_DEFAULT_ATTR1_OFFSET, USE_DEFAULT_ATTR1_BITS] => with_use_default_attr1, with_use_default_attr1_checked, set_use_default_attr1, set_use_default_attr1_checked;
        #[doc = "Bits 21..=22."] #[bits(2)] pub default_val_attr1: u8 [DEFAULT_VAL_ATTR1_OFFSET, DEFAULT_VAL_ATTR1_BITS] => with_default_val_attr1, with_default_val_attr1_checked, set_default_val_attr1, set_default_val_attr1_checked;
        #[doc = "Bit 23."] pub pt_sprite_tex_attr1: bool [PT_SPRITE_TEX_ATTR1_OFFSET, PT_SPRITE_TEX_ATTR1_BITS] => with_pt_sprite_tex_attr1, with_pt_sprite_tex_attr1_checked, set_pt_sprite_tex_attr1, set_pt_sprite_tex_attr1_checked;
        #[doc = "Bit 24."] pub attr0_valid: bool [ATTR0_VALID_OFFSET, ATTR0_VALID_BITS] => with_attr0_valid, with_attr0_valid_checked, set_attr0_valid, set_attr0_valid_checked;
        #[doc = "Bit 25."] pub attr1_valid: bool [ATTR1_VALID_OFFSET, ATTR1_VALID_BITS] => with_attr1_valid, with_attr1_valid_checked, set_attr1_valid, set_attr1_valid_checked;
        #[bits(6)] __: u32;
    }
}

crate::regs::register_family! {
    SpiPsInputCntlN {
        space: Context,
        base: 0x191,
        stride: 0x1,
        slots: {
            SpiPsInputCntl0 = 0 "SPI_PS_INPUT_CNTL_0";
            SpiPsInputCntl1 = 1 "SPI_PS_INPUT_CNTL_1";
            SpiPsInputCntl2 = 2 "SPI_PS_INPUT_CNTL_2";
            SpiPsInputCntl3 = 3 "SPI_PS_INPUT_CNTL_3";
            SpiPsInputCntl4 = 4 "SPI_PS_INPUT_CNTL_4";
            SpiPsInputCntl5 = 5 "SPI_PS_INPUT_CNTL_5";
            SpiPsInputCntl6 = 6 "SPI_PS_INPUT_CNTL_6";
            SpiPsInputCntl7 = 7 "SPI_PS_INPUT_CNTL_7";
            SpiPsInputCntl8 = 8 "SPI_PS_INPUT_CNTL_8";
            SpiPsInputCntl9 = 9 "SPI_PS_INPUT_CNTL_9";
            SpiPsInputCntl10 = 10 "SPI_PS_INPUT_CNTL_10";
            SpiPsInputCntl11 = 11 "SPI_PS_INPUT_CNTL_11";
            SpiPsInputCntl12 = 12 "SPI_PS_INPUT_CNTL_12";
            SpiPsInputCntl13 = 13 "SPI_PS_INPUT_CNTL_13";
            SpiPsInputCntl14 = 14 "SPI_PS_INPUT_CNTL_14";
            SpiPsInputCntl15 = 15 "SPI_PS_INPUT_CNTL_15";
            SpiPsInputCntl16 = 16 "SPI_PS_INPUT_CNTL_16";
            SpiPsInputCntl17 = 17 "SPI_PS_INPUT_CNTL_17";
            SpiPsInputCntl18 = 18 "SPI_PS_INPUT_CNTL_18";
            SpiPsInputCntl19 = 19 "SPI_PS_INPUT_CNTL_19";
        }
    }
}

/// `SPI_PS_INPUT_CNTL_20` (shader processor input): context register `0x1A5`, byte address `0x28694`.
pub type SpiPsInputCntl20 = SpiPsInputCntl<0, 0>;
/// `SPI_PS_INPUT_CNTL_21` (shader processor input): context register `0x1A6`, byte address `0x28698`.
pub type SpiPsInputCntl21 = SpiPsInputCntl<1, 0>;
/// `SPI_PS_INPUT_CNTL_22` (shader processor input): context register `0x1A7`, byte address `0x2869C`.
pub type SpiPsInputCntl22 = SpiPsInputCntl<2, 0>;
/// `SPI_PS_INPUT_CNTL_23` (shader processor input): context register `0x1A8`, byte address `0x286A0`.
pub type SpiPsInputCntl23 = SpiPsInputCntl<3, 0>;
/// `SPI_PS_INPUT_CNTL_24` (shader processor input): context register `0x1A9`, byte address `0x286A4`.
pub type SpiPsInputCntl24 = SpiPsInputCntl<4, 0>;
/// `SPI_PS_INPUT_CNTL_25` (shader processor input): context register `0x1AA`, byte address `0x286A8`.
pub type SpiPsInputCntl25 = SpiPsInputCntl<5, 0>;
/// `SPI_PS_INPUT_CNTL_26` (shader processor input): context register `0x1AB`, byte address `0x286AC`.
pub type SpiPsInputCntl26 = SpiPsInputCntl<6, 0>;
/// `SPI_PS_INPUT_CNTL_27` (shader processor input): context register `0x1AC`, byte address `0x286B0`.
pub type SpiPsInputCntl27 = SpiPsInputCntl<7, 0>;
/// `SPI_PS_INPUT_CNTL_28` (shader processor input): context register `0x1AD`, byte address `0x286B4`.
pub type SpiPsInputCntl28 = SpiPsInputCntl<8, 0>;
/// `SPI_PS_INPUT_CNTL_29` (shader processor input): context register `0x1AE`, byte address `0x286B8`.
pub type SpiPsInputCntl29 = SpiPsInputCntl<9, 0>;
/// `SPI_PS_INPUT_CNTL_30` (shader processor input): context register `0x1AF`, byte address `0x286BC`.
pub type SpiPsInputCntl30 = SpiPsInputCntl<10, 0>;
/// `SPI_PS_INPUT_CNTL_31` (shader processor input): context register `0x1B0`, byte address `0x286C0`.
pub type SpiPsInputCntl31 = SpiPsInputCntl<11, 0>;
crate::regs::word! {
    /// `SX_PS_DOWNCONVERT` (shader export): context register `0x1D5`, byte address `0x28754`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct SxPsDownconvert {
        #[doc = "Bits 0..=3: [`SxDownconvertFormat`]."] #[bits(4, default = 0)] pub mrt0: SxDownconvertFormat [MRT0_OFFSET, MRT0_BITS] => with_mrt0, with_mrt0_checked, set_mrt0, set_mrt0_checked;
        #[doc = "Bits 4..=7: [`SxDownconvertFormat`]."] #[bits(4, default = 0)] pub mrt1: SxDownconvertFormat [MRT1_OFFSET, MRT1_BITS] => with_mrt1, with_mrt1_checked, set_mrt1, set_mrt1_checked;
        #[doc = "Bits 8..=11: [`SxDownconvertFormat`]."] #[bits(4, default = 0)] pub mrt2: SxDownconvertFormat [MRT2_OFFSET, MRT2_BITS] => with_mrt2, with_mrt2_checked, set_mrt2, set_mrt2_checked;
        #[doc = "Bits 12..=15: [`SxDownconvertFormat`]."] #[bits(4, default = 0)] pub mrt3: SxDownconvertFormat [MRT3_OFFSET, MRT3_BITS] => with_mrt3, with_mrt3_checked, set_mrt3, set_mrt3_checked;
        #[doc = "Bits 16..=19: [`SxDownconvertFormat`]."] #[bits(4, default = 0)] pub mrt4: SxDownconvertFormat [MRT4_OFFSET, MRT4_BITS] => with_mrt4, with_mrt4_checked, set_mrt4, set_mrt4_checked;
        #[doc = "Bits 20..=23: [`SxDownconvertFormat`]."] #[bits(4, default = 0)] pub mrt5: SxDownconvertFormat [MRT5_OFFSET, MRT5_BITS] => with_mrt5, with_mrt5_checked, set_mrt5, set_mrt5_checked;
        #[doc = "Bits 24..=27: [`SxDownconvertFormat`]."] #[bits(4, default = 0)] pub mrt6: SxDownconvertFormat [MRT6_OFFSET, MRT6_BITS] => with_mrt6, with_mrt6_checked, set_mrt6, set_mrt6_checked;
        #[doc = "Bits 28..=31: [`SxDownconvertFormat`]."] #[bits(4, default = 0)] pub mrt7: SxDownconvertFormat [MRT7_OFFSET, MRT7_BITS] => with_mrt7, with_mrt7_checked, set_mrt7, set_mrt7_checked;
    }
}

crate::regs::register! { SxPsDownconvert, Context, 0x1D5, "SX_PS_DOWNCONVERT" }

crate::regs::word! {
    /// `SX_BLEND_OPT_EPSILON` (shader export): context register `0x1D6`, byte address `0x28758`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct SxBlendOptEpsilon {
        #[doc = "Bits 0..=3."] #[bits(4)] pub mrt0_epsilon: u8 [MRT0_EPSILON_OFFSET, MRT0_EPSILON_BITS] => with_mrt0_epsilon, with_mrt0_epsilon_checked, set_mrt0_epsilon, set_mrt0_epsilon_checked;
        #[doc = "Bits 4..=7."] #[bits(4)] pub mrt1_epsilon: u8 [MRT1_EPSILON_OFFSET, MRT1_EPSILON_BITS] => with_mrt1_epsilon, with_mrt1_epsilon_checked, set_mrt1_epsilon, set_mrt1_epsilon_checked;
        #[doc = "Bits 8..=11."] #[bits(4)] pub mrt2_epsilon: u8 [MRT2_EPSILON_OFFSET, MRT2_EPSILON_BITS] => with_mrt2_epsilon, with_mrt2_epsilon_checked, set_mrt2_epsilon, set_mrt2_epsilon_checked;
        #[doc = "Bits 12..=15."] #[bits(4)] pub mrt3_epsilon: u8 [MRT3_EPSILON_OFFSET, MRT3_EPSILON_BITS] => with_mrt3_epsilon, with_mrt3_epsilon_checked, set_mrt3_epsilon, set_mrt3_epsilon_checked;
        #[doc = "Bits 16..=19."] #[bits(4)] pub mrt4_epsilon: u8 [MRT4_EPSILON_OFFSET, MRT4_EPSILON_BITS] => with_mrt4_epsilon, with_mrt4_epsilon_checked, set_mrt4_epsilon, set_mrt4_epsilon_checked;
        #[doc = "Bits 20..=23."] #[bits(4)] pub mrt5_epsilon: u8 [MRT5_EPSILON_OFFSET, MRT5_EPSILON_BITS] => with_mrt5_epsilon, with_mrt5_epsilon_checked, set_mrt5_epsilon, set_mrt5_epsilon_checked;
        #[doc = "Bits 24..=27."] #[bits(4)] pub mrt6_epsilon: u8 [MRT6_EPSILON_OFFSET, MRT6_EPSILON_BITS] => with_mrt6_epsilon, with_mrt6_epsilon_checked, set_mrt6_epsilon, set_mrt6_epsilon_checked;
        #[doc = "Bits 28..=31."] #[bits(4)] pub mrt7_epsilon: u8 [MRT7_EPSILON_OFFSET, MRT7_EPSILON_BITS] => with_mrt7_epsilon, with_mrt7_epsilon_checked, set_mrt7_epsilon, set_mrt7_epsilon_checked;
    }
}

crate::regs::register! { SxBlendOptEpsilon, Context, 0x1D6, "SX_BLEND_OPT_EPSILON" }

crate::regs::word! {
    /// `SX_BLEND_OPT_CONTROL` (shader export): context register `0x1D7`, byte address `0x2875C`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct SxBlendOptControl {
        #[doc = "Bit 0."] pub mrt0_color_opt_disable: bool [MRT0_COLOR_OPT_DISABLE_OFFSET, MRT0_COLOR_OPT_DISABLE_BITS] => with_mrt0_color_opt_disable, with_mrt0_color_opt_disable_checked, set_mrt0_color_opt_disable, set_mrt0_color_opt_disable_checked;
        #[doc = "Bit 1."] pub mrt0_alpha_opt_disable: bool [MRT0_ALPHA_OPT_DISABLE_OFFSET, MRT0_ALPHA_OPT_DISABLE_BITS] => with_mrt0_alpha_opt_disable, with_mrt0_alpha_opt_disable_checked, set_mrt0_alpha_opt_disable, set_mrt0_alpha_opt_disable_checked;
        #[bits(2)] __: u32;
        #[doc = "Bit 4."] pub mrt1_color_opt_disable: bool [MRT1_COLOR_OPT_DISABLE_OFFSET, MRT1_COLOR_OPT_DISABLE_BITS] => with_mrt1_color_opt_disable, with_mrt1_color_opt_disable_checked, set_mrt1_color_opt_disable, set_mrt1_color_opt_disable_checked;
        #[doc = "Bit 5."] pub mrt1_alpha_opt_disable: bool [MRT1_ALPHA_OPT_DISABLE_OFFSET, MRT1_ALPHA_OPT_DISABLE_BITS] => with_mrt1_alpha_opt_disable, with_mrt1_alpha_opt_disable_checked, set_mrt1_alpha_opt_disable, set_mrt1_alpha_opt_disable_checked;
        #[bits(2)] __: u32;
        #[doc = "Bit 8."] pub mrt2_color_opt_disable: bool [MRT2_COLOR_OPT_DISABLE_OFFSET, MRT2_COLOR_OPT_DISABLE_BITS] => with_mrt2_color_opt_disable, with_mrt2_color_opt_disable_checked, set_mrt2_color_opt_disable, set_mrt2_color_opt_disable_checked;
        #[doc = "Bit 9."] pub mrt2_alpha_opt_disable: bool [MRT2_ALPHA_OPT_DISABLE_OFFSET, MRT2_ALPHA_OPT_DISABLE_BITS] => with_mrt2_alpha_opt_disable, with_mrt2_alpha_opt_disable_checked, set_mrt2_alpha_opt_disable, set_mrt2_alpha_opt_disable_checked;
        #[bits(2)] __: u32;
        #[doc = "Bit 12."] pub mrt3_color_opt_disable: bool [MRT3_COLOR_OPT_DISABLE_OFFSET, MRT3_COLOR_OPT_DISABLE_BITS] => with_mrt3_color_opt_disable, with_mrt3_color_opt_disable_checked, set_mrt3_color_opt_disable, set_mrt3_color_opt_disable_checked;
        #[doc = "Bit 13."] pub mrt3_alpha_opt_disable: bool [MRT3_ALPHA_OPT_DISABLE_OFFSET, MRT3_ALPHA_OPT_DISABLE_BITS] => with_mrt3_alpha_opt_disable, with_mrt3_alpha_opt_disable_checked, set_mrt3_alpha_opt_disable, set_mrt3_alpha_opt_disable_checked;
        #[bits(2)] __: u32;
        #[doc = "Bit 16."] pub mrt4_color_opt_disable: bool [MRT4_COLOR_OPT_DISABLE_OFFSET, MRT4_COLOR_OPT_DISABLE_BITS] => with_mrt4_color_opt_disable, with_mrt4_color_opt_disable_checked, set_mrt4_color_opt_disable, set_mrt4_color_opt_disable_checked;
        #[doc = "Bit 17."] pub mrt4_alpha_opt_disable: bool [MRT4_ALPHA_OPT_DISABLE_OFFSET, MRT4_ALPHA_OPT_DISABLE_BITS] => with_mrt4_alpha_opt_disable, with_mrt4_alpha_opt_disable_checked, set_mrt4_alpha_opt_disable, set_mrt4_alpha_opt_disable_checked;
        #[bits(2)] __: u32;
        #[doc = "Bit 20."] pub mrt5_color_opt_disable: bool [MRT5_COLOR_OPT_DISABLE_OFFSET, MRT5_COLOR_OPT_DISABLE_BITS] => with_mrt5_color_opt_disable, with_mrt5_color_opt_disable_checked, set_mrt5_color_opt_disable, set_mrt5_color_opt_disable_checked;
        #[doc = "Bit 21."] pub mrt5_alpha_opt_disable: bool [MRT5_ALPHA_OPT_DISABLE_OFFSET, MRT5_ALPHA_OPT_DISABLE_BITS] => with_mrt5_alpha_opt_disable, with_mrt5_alpha_opt_disable_checked, set_mrt5_alpha_opt_disable, set_mrt5_alpha_opt_disable_checked;
        #[bits(2)] __: u32;
        #[doc = "Bit 24."] pub mrt6_color_opt_disable: bool [MRT6_COLOR_OPT_DISABLE_OFFSET, MRT6_COLOR_OPT_DISABLE_BITS] => with_mrt6_color_opt_disable, with_mrt6_color_opt_disable_checked, set_mrt6_color_opt_disable, set_mrt6_color_opt_disable_checked;
        #[doc = "Bit 25."] pub mrt6_alpha_opt_disable: bool [MRT6_ALPHA_OPT_DISABLE_OFFSET, MRT6_ALPHA_OPT_DISABLE_BITS] => with_mrt6_alpha_opt_disable, with_mrt6_alpha_opt_disable_checked, set_mrt6_alpha_opt_disable, set_mrt6_alpha_opt_disable_checked;
        #[bits(2)] __: u32;
        #[doc = "Bit 28."] pub mrt7_color_opt_disable: bool [MRT7_COLOR_OPT_DISABLE_OFFSET, MRT7_COLOR_OPT_DISABLE_BITS] => with_mrt7_color_opt_disable, with_mrt7_color_opt_disable_checked, set_mrt7_color_opt_disable, set_mrt7_color_opt_disable_checked;
        #[doc = "Bit 29."] pub mrt7_alpha_opt_disable: bool [MRT7_ALPHA_OPT_DISABLE_OFFSET, MRT7_ALPHA_OPT_DISABLE_BITS] => with_mrt7_alpha_opt_disable, with_mrt7_alpha_opt_disable_checked, set_mrt7_alpha_opt_disable, set_mrt7_alpha_opt_disable_checked;
        #[bits(1)] __: u32;
        #[doc = "Bit 31."] pub pixen_zero_opt_disable: bool [PIXEN_ZERO_OPT_DISABLE_OFFSET, PIXEN_ZERO_OPT_DISABLE_BITS] => with_pixen_zero_opt_disable, with_pixen_zero_opt_disable_checked, set_pixen_zero_opt_disable, set_pixen_zero_opt_disable_checked;
    }
}

crate::regs::register! { SxBlendOptControl, Context, 0x1D7, "SX_BLEND_OPT_CONTROL" }

/// `SX_MRT0_BLEND_OPT` (shader export): context register `0x1D8`, byte address `0x28760`.
pub type SxMrt0BlendOpt = SxBlendOptLayout<0, 0>;
/// `SX_MRT1_BLEND_OPT` (shader export): context register `0x1D9`, byte address `0x28764`.
pub type SxMrt1BlendOpt = SxBlendOptLayout<1, 0>;
/// `SX_MRT2_BLEND_OPT` (shader export): context register `0x1DA`, byte address `0x28768`.
pub type SxMrt2BlendOpt = SxBlendOptLayout<2, 0>;
/// `SX_MRT3_BLEND_OPT` (shader export): context register `0x1DB`, byte address `0x2876C`.
pub type SxMrt3BlendOpt = SxBlendOptLayout<3, 0>;
/// `SX_MRT4_BLEND_OPT` (shader export): context register `0x1DC`, byte address `0x28770`.
pub type SxMrt4BlendOpt = SxBlendOptLayout<4, 0>;
/// `SX_MRT5_BLEND_OPT` (shader export): context register `0x1DD`, byte address `0x28774`.
pub type SxMrt5BlendOpt = SxBlendOptLayout<5, 0>;
/// `SX_MRT6_BLEND_OPT` (shader export): context register `0x1DE`, byte address `0x28778`.
pub type SxMrt6BlendOpt = SxBlendOptLayout<6, 0>;
/// `SX_MRT7_BLEND_OPT` (shader export): context register `0x1DF`, byte address `0x2877C`.
pub type SxMrt7BlendOpt = SxBlendOptLayout<7, 0>;
crate::regs::word! {
    /// `CB_COLOR_CONTROL` (colour buffer): context register `0x202`, byte address `0x28808`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct CbColorControl {
        #[doc = "Bit 0."] pub disable_dual_quad: bool [DISABLE_DUAL_QUAD_OFFSET, DISABLE_DUAL_QUAD_BITS] => with_disable_dual_quad, with_disable_dual_quad_checked, set_disable_dual_quad, set_disable_dual_quad_checked;
        #[bits(2)] __: u32;
        #[doc = "Bit 3."] pub degamma_enable: bool [DEGAMMA_ENABLE_OFFSET, DEGAMMA_ENABLE_BITS] => with_degamma_enable, with_degamma_enable_checked, set_degamma_enable, set_degamma_enable_checked;
        #[doc = "Bits 4..=6: [`CbMode`]."] #[bits(3, default = 0)] pub mode: CbMode [MODE_OFFSET, MODE_BITS] => with_mode, with_mode_checked, set_mode, set_mode_checked;
        #[bits(9)] __: u32;
        #[doc = "Bits 16..=23: [`Rop3`]."] #[bits(8, default = 0)] pub rop3: Rop3 [ROP3_OFFSET, ROP3_BITS] => with_rop3, with_rop3_checked, set_rop3, set_rop3_checked;
        #[bits(8)] __: u32;
    }
}

crate::regs::register! { CbColorControl, Context, 0x202, "CB_COLOR_CONTROL" }

crate::regs::word! {
    /// `DB_SHADER_CONTROL` (depth buffer): context register `0x203`, byte address `0x2880C`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct DbShaderControl {
        #[doc = "Bit 0."] pub z_export_enable: bool [Z_EXPORT_ENABLE_OFFSET, Z_EXPORT_ENABLE_BITS] => with_z_export_enable, with_z_export_enable_checked, set_z_export_enable, set_z_export_enable_checked;
        #[doc = "Bit 1."] pub stencil_test_val_export_enable: bool [STENCIL_TEST_VAL_EXPORT_ENABLE_OFFSET, STENCIL_TEST_VAL_EXPORT_ENABLE_BITS] => with_stencil_test_val_export_enable, with_stencil_test_val_export_enable_checked, set_stencil_test_val_export_enable, set_stencil_test_val_export_enable_checked;
        #[doc = "Bit 2."] pub stencil_op_val_export_enable: bool [STENCIL_OP_VAL_EXPORT_ENABLE_OFFSET, STENCIL_OP_VAL_EXPORT_ENABLE_BITS] => with_stencil_op_val_export_enable, with_stencil_op_val_export_enable_checked, set_stencil_op_val_export_enable, set_stencil_op_val_export_enable_checked;
        #[bits(1)] __: u32;
        #[doc = "Bits 4..=5: [`ZOrder`]."] #[bits(2, default = 0)] pub z_order: ZOrder [Z_ORDER_OFFSET, Z_ORDER_BITS] => with_z_order, with_z_order_checked, set_z_order, set_z_order_checked;
        #[doc = "Bit 6."] pub kill_enable: bool [KILL_ENABLE_OFFSET, KILL_ENABLE_BITS] => with_kill_enable, with_kill_enable_checked, set_kill_enable, set_kill_enable_checked;
        #[doc = "Bit 7."] pub coverage_to_mask_enable: bool [COVERAGE_TO_MASK_ENABLE_OFFSET, COVERAGE_TO_MASK_ENABLE_BITS] => with_coverage_to_mask_enable, with_coverage_to_mask_enable_checked, set_coverage_to_mask_enable, set_coverage_to_mask_enable_checked;
        #[doc = "Bit 8."] pub mask_export_enable: bool [MASK_EXPORT_ENABLE_OFFSET, MASK_EXPORT_ENABLE_BITS] => with_mask_export_enable, with_mask_export_enable_checked, set_mask_export_enable, set_mask_export_enable_checked;
        #[doc = "Bit 9."] pub exec_on_hier_fail: bool [EXEC_ON_HIER_FAIL_OFFSET, EXEC_ON_HIER_FAIL_BITS] => with_exec_on_hier_fail, with_exec_on_hier_fail_checked, set_exec_on_hier_fail, set_exec_on_hier_fail_checked;
        #[doc = "Bit 10."] pub exec_on_noop: bool [EXEC_ON_NOOP_OFFSET, EXEC_ON_NOOP_BITS] => with_exec_on_noop, with_exec_on_noop_checked, set_exec_on_noop, set_exec_on_noop_checked;
        #[doc = "Bit 11."] pub alpha_to_mask_disable: bool [ALPHA_TO_MASK_DISABLE_OFFSET, ALPHA_TO_MASK_DISABLE_BITS] => with_alpha_to_mask_disable, with_alpha_to_mask_disable_checked, set_alpha_to_mask_disable, set_alpha_to_mask_disable_checked;
        #[doc = "Bit 12."] pub depth_before_shader: bool [DEPTH_BEFORE_SHADER_OFFSET, DEPTH_BEFORE_SHADER_BITS] => with_depth_before_shader, with_depth_before_shader_checked, set_depth_before_shader, set_depth_before_shader_checked;
        #[doc = "Bits 13..=14: [`ConservativeZExport`]."] #[bits(2, default = 0)] pub conservative_z_export: ConservativeZExport [CONSERVATIVE_Z_EXPORT_OFFSET, CONSERVATIVE_Z_EXPORT_BITS] => with_conservative_z_export, with_conservative_z_export_checked, set_conservative_z_export, set_conservative_z_export_checked;
        #[doc = "Bit 15."] pub dual_quad_disable: bool [DUAL_QUAD_DISABLE_OFFSET, DUAL_QUAD_DISABLE_BITS] => with_dual_quad_disable, with_dual_quad_disable_checked, set_dual_quad_disable, set_dual_quad_disable_checked;
        #[bits(16)] __: u32;
    }
}

crate::regs::register! { DbShaderControl, Context, 0x203, "DB_SHADER_CONTROL" }

crate::regs::word! {
    /// `PA_CL_VS_OUT_CNTL` (primitive assembly, clipper): context register `0x207`, byte address `0x2881C`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct PaClVsOutCntl {
        #[doc = "Bit 0."] pub clip_dist_ena_0: bool [CLIP_DIST_ENA_0_OFFSET, CLIP_DIST_ENA_0_BITS] => with_clip_dist_ena_0, with_clip_dist_ena_0_checked, set_clip_dist_ena_0, set_clip_dist_ena_0_checked;
        #[doc = "Bit 1."] pub clip_dist_ena_1: bool [CLIP_DIST_ENA_1_OFFSET, CLIP_DIST_ENA_1_BITS] => with_clip_dist_ena_1, with_clip_dist_ena_1_checked, set_clip_dist_ena_1, set_clip_dist_ena_1_checked;
        #[doc = "Bit 2."] pub clip_dist_ena_2: bool [CLIP_DIST_ENA_2_OFFSET, CLIP_DIST_ENA_2_BITS] => with_clip_dist_ena_2, with_clip_dist_ena_2_checked, set_clip_dist_ena_2, set_clip_dist_ena_2_checked;
        #[doc = "Bit 3."] pub clip_dist_ena_3: bool [CLIP_DIST_ENA_3_OFFSET, CLIP_DIST_ENA_3_BITS] => with_clip_dist_ena_3, with_clip_dist_ena_3_checked, set_clip_dist_ena_3, set_clip_dist_ena_3_checked;
        #[doc = "Bit 4."] pub clip_dist_ena_4: bool [CLIP_DIST_ENA_4_OFFSET, CLIP_DIST_ENA_4_BITS] => with_clip_dist_ena_4, with_clip_dist_ena_4_checked, set_clip_dist_ena_4, set_clip_dist_ena_4_checked;
        #[doc = "Bit 5."] pub clip_dist_ena_5: bool [CLIP_DIST_ENA_5_OFFSET, CLIP_DIST_ENA_5_BITS] => with_clip_dist_ena_5, with_clip_dist_ena_5_checked, set_clip_dist_ena_5, set_clip_dist_ena_5_checked;
        #[doc = "Bit 6."] pub clip_dist_ena_6: bool [CLIP_DIST_ENA_6_OFFSET, CLIP_DIST_ENA_6_BITS] => with_clip_dist_ena_6, with_clip_dist_ena_6_checked, set_clip_dist_ena_6, set_clip_dist_ena_6_checked;
        #[doc = "Bit 7."] pub clip_dist_ena_7: bool [CLIP_DIST_ENA_7_OFFSET, CLIP_DIST_ENA_7_BITS] => with_clip_dist_ena_7, with_clip_dist_ena_7_checked, set_clip_dist_ena_7, set_clip_dist_ena_7_checked;
        #[doc = "Bit 8."] pub cull_dist_ena_0: bool [CULL_DIST_ENA_0_OFFSET, CULL_DIST_ENA_0_BITS] => with_cull_dist_ena_0, with_cull_dist_ena_0_checked, set_cull_dist_ena_0, set_cull_dist_ena_0_checked;
        #[doc = "Bit 9."] pub cull_dist_ena_1: bool [CULL_DIST_ENA_1_OFFSET, CULL_DIST_ENA_1_BITS] => with_cull_dist_ena_1, with_cull_dist_ena_1_checked, set_cull_dist_ena_1, set_cull_dist_ena_1_checked;
        #[doc = "Bit 10."] pub cull_dist_ena_2: bool [CULL_DIST_ENA_2_OFFSET, CULL_DIST_ENA_2_BITS] => with_cull_dist_ena_2, with_cull_dist_ena_2_checked, set_cull_dist_ena_2, set_cull_dist_ena_2_checked;
        #[doc = "Bit 11."] pub cull_dist_ena_3: bool [CULL_DIST_ENA_3_OFFSET, CULL_DIST_ENA_3_BITS] => with_cull_dist_ena_3, with_cull_dist_ena_3_checked, set_cull_dist_ena_3, set_cull_dist_ena_3_checked;
        #[doc = "Bit 12."] pub cull_dist_ena_4: bool [CULL_DIST_ENA_4_OFFSET, CULL_DIST_ENA_4_BITS] => with_cull_dist_ena_4, with_cull_dist_ena_4_checked, set_cull_dist_ena_4, set_cull_dist_ena_4_checked;
        #[doc = "Bit 13."] pub cull_dist_ena_5: bool [CULL_DIST_ENA_5_OFFSET, CULL_DIST_ENA_5_BITS] => with_cull_dist_ena_5, with_cull_dist_ena_5_checked, set_cull_dist_ena_5, set_cull_dist_ena_5_checked;
        #[doc = "Bit 14."] pub cull_dist_ena_6: bool [CULL_DIST_ENA_6_OFFSET, CULL_DIST_ENA_6_BITS] => with_cull_dist_ena_6, with_cull_dist_ena_6_checked, set_cull_dist_ena_6, set_cull_dist_ena_6_checked;
        #[doc = "Bit 15."] pub cull_dist_ena_7: bool [CULL_DIST_ENA_7_OFFSET, CULL_DIST_ENA_7_BITS] => with_cull_dist_ena_7, with_cull_dist_ena_7_checked, set_cull_dist_ena_7, set_cull_dist_ena_7_checked;
        #[doc = "Bit 16."] pub use_vtx_point_size: bool [USE_VTX_POINT_SIZE_OFFSET, USE_VTX_POINT_SIZE_BITS] => with_use_vtx_point_size, with_use_vtx_point_size_checked, set_use_vtx_point_size, set_use_vtx_point_size_checked;
        #[doc = "Bit 17."] pub use_vtx_edge_flag: bool [USE_VTX_EDGE_FLAG_OFFSET, USE_VTX_EDGE_FLAG_BITS] => with_use_vtx_edge_flag, with_use_vtx_edge_flag_checked, set_use_vtx_edge_flag, set_use_vtx_edge_flag_checked;
        #[doc = "Bit 18."] pub use_vtx_render_target_indx: bool [USE_VTX_RENDER_TARGET_INDX_OFFSET, USE_VTX_RENDER_TARGET_INDX_BITS] => with_use_vtx_render_target_indx, with_use_vtx_render_target_indx_checked, set_use_vtx_render_target_indx, set_use_vtx_render_target_indx_checked;
        #[doc = "Bit 19."] pub use_vtx_viewport_indx: bool [USE_VTX_VIEWPORT_INDX_OFFSET, USE_VTX_VIEWPORT_INDX_BITS] => with_use_vtx_viewport_indx, with_use_vtx_viewport_indx_checked, set_use_vtx_viewport_indx, set_use_vtx_viewport_indx_checked;
        #[doc = "Bit 20."] pub use_vtx_kill_flag: bool [USE_VTX_KILL_FLAG_OFFSET, USE_VTX_KILL_FLAG_BITS] => with_use_vtx_kill_flag, with_use_vtx_kill_flag_checked, set_use_vtx_kill_flag, set_use_vtx_kill_flag_checked;
        #[doc = "Bit 21."] pub vs_out_misc_vec_ena: bool [VS_OUT_MISC_VEC_ENA_OFFSET, VS_OUT_MISC_VEC_ENA_BITS] => with_vs_out_misc_vec_ena, with_vs_out_misc_vec_ena_checked, set_vs_out_misc_vec_ena, set_vs_out_misc_vec_ena_checked;
        #[doc = "Bit 22."] pub vs_out_ccdist0_vec_ena: bool [VS_OUT_CCDIST0_VEC_ENA_OFFSET, VS_OUT_CCDIST0_VEC_ENA_BITS] => with_vs_out_ccdist0_vec_ena, with_vs_out_ccdist0_vec_ena_checked, set_vs_out_ccdist0_vec_ena, set_vs_out_ccdist0_vec_ena_checked;
        #[doc = "Bit 23."] pub vs_out_ccdist1_vec_ena: bool [VS_OUT_CCDIST1_VEC_ENA_OFFSET, VS_OUT_CCDIST1_VEC_ENA_BITS] => with_vs_out_ccdist1_vec_ena, with_vs_out_ccdist1_vec_ena_checked, set_vs_out_ccdist1_vec_ena, set_vs_out_ccdist1_vec_ena_checked;
        #[doc = "Bit 24."] pub vs_out_misc_side_bus_ena: bool [VS_OUT_MISC_SIDE_BUS_ENA_OFFSET, VS_OUT_MISC_SIDE_BUS_ENA_BITS] => with_vs_out_misc_side_bus_ena, with_vs_out_misc_side_bus_ena_checked, set_vs_out_misc_side_bus_ena, set_vs_out_misc_side_bus_ena_checked;
        #[doc = "Bit 25."] pub use_vtx_gs_cut_flag: bool [USE_VTX_GS_CUT_FLAG_OFFSET, USE_VTX_GS_CUT_FLAG_BITS] => with_use_vtx_gs_cut_flag, with_use_vtx_gs_cut_flag_checked, set_use_vtx_gs_cut_flag, set_use_vtx_gs_cut_flag_checked;
        #[doc = "Bit 26."] pub use_vtx_line_width: bool [USE_VTX_LINE_WIDTH_OFFSET, USE_VTX_LINE_WIDTH_BITS] => with_use_vtx_line_width, with_use_vtx_line_width_checked, set_use_vtx_line_width, set_use_vtx_line_width_checked;
        #[bits(5)] __: u32;
    }
}

crate::regs::register! { PaClVsOutCntl, Context, 0x207, "PA_CL_VS_OUT_CNTL" }

crate::regs::word! {
    /// `VGT_GS_MODE` (vertex grouper and tessellator): context register `0x290`, byte address `0x28A40`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct VgtGsMode {
        #[doc = "Bits 0..=2: [`VgtGsModeType`]."] #[bits(3, default = 0)] pub mode: VgtGsModeType [MODE_OFFSET, MODE_BITS] => with_mode, with_mode_checked, set_mode, set_mode_checked;
        #[doc = "Bit 3."] pub reserved_0: bool [RESERVED_0_OFFSET, RESERVED_0_BITS] => with_reserved_0, with_reserved_0_checked, set_reserved_0, set_reserved_0_checked;
        #[doc = "Bits 4..=5: [`VgtGsCutMode`]."] #[bits(2, default = 0)] pub cut_mode: VgtGsCutMode [CUT_MODE_OFFSET, CUT_MODE_BITS] => with_cut_mode, with_cut_mode_checked, set_cut_mode, set_cut_mode_checked;
        #[doc = "Bits 6..=10."] #[bits(5)] pub reserved_1: u8 [RESERVED_1_OFFSET, RESERVED_1_BITS] => with_reserved_1, with_reserved_1_checked, set_reserved_1, set_reserved_1_checked;
        #[doc = "Bit 11."] pub gs_c_pack_en: bool [GS_C_PACK_EN_OFFSET, GS_C_PACK_EN_BITS] => with_gs_c_pack_en, with_gs_c_pack_en_checked, set_gs_c_pack_en, set_gs_c_pack_en_checked;
        #[doc = "Bit 12."] pub reserved_2: bool [RESERVED_2_OFFSET, RESERVED_2_BITS] => with_reserved_2, with_reserved_2_checked, set_reserved_2, set_reserved_2_checked;
        #[doc = "Bit 13."] pub es_passthru: bool [ES_PASSTHRU_OFFSET, ES_PASSTHRU_BITS] => with_es_passthru, with_es_passthru_checked, set_es_passthru, set_es_passthru_checked;
        #[doc = "Bit 14."] pub reserved_3: bool [RESERVED_3_OFFSET, RESERVED_3_BITS] => with_reserved_3, with_reserved_3_checked, set_reserved_3, set_reserved_3_checked;
        #[doc = "Bit 15."] pub reserved_4: bool [RESERVED_4_OFFSET, RESERVED_4_BITS] => with_reserved_4, with_reserved_4_checked, set_reserved_4, set_reserved_4_checked;
        #[doc = "Bit 16."] pub reserved_5: bool [RESERVED_5_OFFSET, RESERVED_5_BITS] => with_reserved_5, with_reserved_5_checked, set_reserved_5, set_reserved_5_checked;
        #[doc = "Bit 17."] pub partial_thd_at_eoi: bool [PARTIAL_THD_AT_EOI_OFFSET, PARTIAL_THD_AT_EOI_BITS] => with_partial_thd_at_eoi, with_partial_thd_at_eoi_checked, set_partial_thd_at_eoi, set_partial_thd_at_eoi_checked;
        #[doc = "Bit 18."] pub suppress_cuts: bool [SUPPRESS_CUTS_OFFSET, SUPPRESS_CUTS_BITS] => with_suppress_cuts, with_suppress_cuts_checked, set_suppress_cuts, set_suppress_cuts_checked;
        #[doc = "Bit 19."] pub es_write_optimize: bool [ES_WRITE_OPTIMIZE_OFFSET, ES_WRITE_OPTIMIZE_BITS] => with_es_write_optimize, with_es_write_optimize_checked, set_es_write_optimize, set_es_write_optimize_checked;
        #[doc = "Bit 20."] pub gs_write_optimize: bool [GS_WRITE_OPTIMIZE_OFFSET, GS_WRITE_OPTIMIZE_BITS] => with_gs_write_optimize, with_gs_write_optimize_checked, set_gs_write_optimize, set_gs_write_optimize_checked;
        #[doc = "Bits 21..=22."] #[bits(2)] pub onchip: u8 [ONCHIP_OFFSET, ONCHIP_BITS] => with_onchip, with_onchip_checked, set_onchip, set_onchip_checked;
        #[bits(9)] __: u32;
    }
}

crate::regs::register! { VgtGsMode, Context, 0x290, "VGT_GS_MODE" }

crate::regs::word! {
    /// `VGT_DMA_INDEX_TYPE` (vertex grouper and tessellator): context register `0x29F`, byte address `0x28A7C`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct VgtDmaIndexType {
        #[doc = "Bits 0..=1: [`IndexType`]."] #[bits(2, default = 0)] pub index_type: IndexType [INDEX_TYPE_OFFSET, INDEX_TYPE_BITS] => with_index_type, with_index_type_checked, set_index_type, set_index_type_checked;
        #[doc = "Bits 2..=3: [`VgtDmaSwapMode`]."] #[bits(2, default = 0)] pub swap_mode: VgtDmaSwapMode [SWAP_MODE_OFFSET, SWAP_MODE_BITS] => with_swap_mode, with_swap_mode_checked, set_swap_mode, set_swap_mode_checked;
        #[doc = "Bits 4..=5: [`VgtDmaBufType`]."] #[bits(2, default = 0)] pub buf_type: VgtDmaBufType [BUF_TYPE_OFFSET, BUF_TYPE_BITS] => with_buf_type, with_buf_type_checked, set_buf_type, set_buf_type_checked;
        #[doc = "Bit 6: [`VgtRdreqPolicy`]."] #[bits(1, default = 0)] pub rdreq_policy: VgtRdreqPolicy [RDREQ_POLICY_OFFSET, RDREQ_POLICY_BITS] => with_rdreq_policy, with_rdreq_policy_checked, set_rdreq_policy, set_rdreq_policy_checked;
        #[bits(2)] __: u32;
        #[doc = "Bit 9."] pub not_eop: bool [NOT_EOP_OFFSET, NOT_EOP_BITS] => with_not_eop, with_not_eop_checked, set_not_eop, set_not_eop_checked;
        #[doc = "Bit 10."] pub req_path: bool [REQ_PATH_OFFSET, REQ_PATH_BITS] => with_req_path, with_req_path_checked, set_req_path, set_req_path_checked;
        #[doc = "Bits 11..=12."] #[bits(2)] pub mtype: u8 [MTYPE_OFFSET, MTYPE_BITS] => with_mtype, with_mtype_checked, set_mtype, set_mtype_checked;
        #[bits(19)] __: u32;
    }
}

crate::regs::register! { VgtDmaIndexType, Context, 0x29F, "VGT_DMA_INDEX_TYPE" }

crate::regs::word! {
    /// `IA_MULTI_VGT_PARAM` (input assembler): context register `0x2AA`, byte address `0x28AA8`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct IaMultiVgtParam {
        #[doc = "Bits 0..=15."] pub primgroup_size: u16 [PRIMGROUP_SIZE_OFFSET, PRIMGROUP_SIZE_BITS] => with_primgroup_size, with_primgroup_size_checked, set_primgroup_size, set_primgroup_size_checked;
        #[doc = "Bit 16."] pub partial_vs_wave_on: bool [PARTIAL_VS_WAVE_ON_OFFSET, PARTIAL_VS_WAVE_ON_BITS] => with_partial_vs_wave_on, with_partial_vs_wave_on_checked, set_partial_vs_wave_on, set_partial_vs_wave_on_checked;
        #[doc = "Bit 17."] pub switch_on_eop: bool [SWITCH_ON_EOP_OFFSET, SWITCH_ON_EOP_BITS] => with_switch_on_eop, with_switch_on_eop_checked, set_switch_on_eop, set_switch_on_eop_checked;
        #[doc = "Bit 18."] pub partial_es_wave_on: bool [PARTIAL_ES_WAVE_ON_OFFSET, PARTIAL_ES_WAVE_ON_BITS] => with_partial_es_wave_on, with_partial_es_wave_on_checked, set_partial_es_wave_on, set_partial_es_wave_on_checked;
        #[doc = "Bit 19."] pub switch_on_eoi: bool [SWITCH_ON_EOI_OFFSET, SWITCH_ON_EOI_BITS] => with_switch_on_eoi, with_switch_on_eoi_checked, set_switch_on_eoi, set_switch_on_eoi_checked;
        #[doc = "Bit 20."] pub wd_switch_on_eop: bool [WD_SWITCH_ON_EOP_OFFSET, WD_SWITCH_ON_EOP_BITS] => with_wd_switch_on_eop, with_wd_switch_on_eop_checked, set_wd_switch_on_eop, set_wd_switch_on_eop_checked;
        #[bits(7)] __: u32;
        #[doc = "Bits 28..=31."] #[bits(4)] pub max_primgrp_in_wave: u8 [MAX_PRIMGRP_IN_WAVE_OFFSET, MAX_PRIMGRP_IN_WAVE_BITS] => with_max_primgrp_in_wave, with_max_primgrp_in_wave_checked, set_max_primgrp_in_wave, set_max_primgrp_in_wave_checked;
    }
}

crate::regs::register! { IaMultiVgtParam, Context, 0x2AA, "IA_MULTI_VGT_PARAM" }

crate::regs::word! {
    /// `DB_HTILE_SURFACE` (depth buffer): context register `0x2AF`, byte address `0x28ABC`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct DbHtileSurface {
        #[doc = "Bit 0."] pub linear: bool [LINEAR_OFFSET, LINEAR_BITS] => with_linear, with_linear_checked, set_linear, set_linear_checked;
        #[doc = "Bit 1."] pub full_cache: bool [FULL_CACHE_OFFSET, FULL_CACHE_BITS] => with_full_cache, with_full_cache_checked, set_full_cache, set_full_cache_checked;
        #[doc = "Bit 2."] pub htile_uses_preload_win: bool [HTILE_USES_PRELOAD_WIN_OFFSET, HTILE_USES_PRELOAD_WIN_BITS] => with_htile_uses_preload_win, with_htile_uses_preload_win_checked, set_htile_uses_preload_win, set_htile_uses_preload_win_checked;
        #[doc = "Bit 3."] pub preload: bool [PRELOAD_OFFSET, PRELOAD_BITS] => with_preload, with_preload_checked, set_preload, set_preload_checked;
        #[doc = "Bits 4..=9."] #[bits(6)] pub prefetch_width: u8 [PREFETCH_WIDTH_OFFSET, PREFETCH_WIDTH_BITS] => with_prefetch_width, with_prefetch_width_checked, set_prefetch_width, set_prefetch_width_checked;
        #[doc = "Bits 10..=15."] #[bits(6)] pub prefetch_height: u8 [PREFETCH_HEIGHT_OFFSET, PREFETCH_HEIGHT_BITS] => with_prefetch_height, with_prefetch_height_checked, set_prefetch_height, set_prefetch_height_checked;
        #[doc = "Bit 16."] pub dst_outside_zero_to_one: bool [DST_OUTSIDE_ZERO_TO_ONE_OFFSET, DST_OUTSIDE_ZERO_TO_ONE_BITS] => with_dst_outside_zero_to_one, with_dst_outside_zero_to_one_checked, set_dst_outside_zero_to_one, set_dst_outside_zero_to_one_checked;
        #[doc = "Bit 17."] pub tc_compatible: bool [TC_COMPATIBLE_OFFSET, TC_COMPATIBLE_BITS] => with_tc_compatible, with_tc_compatible_checked, set_tc_compatible, set_tc_compatible_checked;
        #[bits(14)] __: u32;
    }
}

crate::regs::register! { DbHtileSurface, Context, 0x2AF, "DB_HTILE_SURFACE" }

crate::regs::word! {
    /// `VGT_TESS_DISTRIBUTION` (vertex grouper and tessellator): context register `0x2D4`, byte address `0x28B50`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct VgtTessDistribution {
        #[doc = "Bits 0..=7."] pub accum_isoline: u8 [ACCUM_ISOLINE_OFFSET, ACCUM_ISOLINE_BITS] => with_accum_isoline, with_accum_isoline_checked, set_accum_isoline, set_accum_isoline_checked;
        #[doc = "Bits 8..=15."] pub accum_tri: u8 [ACCUM_TRI_OFFSET, ACCUM_TRI_BITS] => with_accum_tri, with_accum_tri_checked, set_accum_tri, set_accum_tri_checked;
        #[doc = "Bits 16..=23."] pub accum_quad: u8 [ACCUM_QUAD_OFFSET, ACCUM_QUAD_BITS] => with_accum_quad, with_accum_quad_checked, set_accum_quad, set_accum_quad_checked;
        #[doc = "Bits 24..=31."] pub donut_split: u8 [DONUT_SPLIT_OFFSET, DONUT_SPLIT_BITS] => with_donut_split, with_donut_split_checked, set_donut_split, set_donut_split_checked;
    }
}

crate::regs::register! { VgtTessDistribution, Context, 0x2D4, "VGT_TESS_DISTRIBUTION" }

crate::regs::word! {
    /// `VGT_SHADER_STAGES_EN` (vertex grouper and tessellator): context register `0x2D5`, byte address `0x28B54`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct VgtShaderStagesEn {
        #[doc = "Bits 0..=1: [`VgtStagesLsEn`]."] #[bits(2, default = 0)] pub ls_en: VgtStagesLsEn [LS_EN_OFFSET, LS_EN_BITS] => with_ls_en, with_ls_en_checked, set_ls_en, set_ls_en_checked;
        #[doc = "Bit 2: [`VgtStagesHsEn`]."] #[bits(1, default = 0)] pub hs_en: VgtStagesHsEn [HS_EN_OFFSET, HS_EN_BITS] => with_hs_en, with_hs_en_checked, set_hs_en, set_hs_en_checked;
        #[doc = "Bits 3..=4: [`VgtStagesEsEn`]."] #[bits(2, default = 0)] pub es_en: VgtStagesEsEn [ES_EN_OFFSET, ES_EN_BITS] => with_es_en, with_es_en_checked, set_es_en, set_es_en_checked;
        #[doc = "Bit 5: [`VgtStagesGsEn`]."] #[bits(1, default = 0)] pub gs_en: VgtStagesGsEn [GS_EN_OFFSET, GS_EN_BITS] => with_gs_en, with_gs_en_checked, set_gs_en, set_gs_en_checked;
        #[doc = "Bits 6..=7: [`VgtStagesVsEn`]."] #[bits(2, default = 0)] pub vs_en: VgtStagesVsEn [VS_EN_OFFSET, VS_EN_BITS] => with_vs_en, with_vs_en_checked, set_vs_en, set_vs_en_checked;
        #[doc = "Bit 8."] pub dynamic_hs: bool [DYNAMIC_HS_OFFSET, DYNAMIC_HS_BITS] => with_dynamic_hs, with_dynamic_hs_checked, set_dynamic_hs, set_dynamic_hs_checked;
        #[doc = "Bit 9."] pub dispatch_draw_en: bool [DISPATCH_DRAW_EN_OFFSET, DISPATCH_DRAW_EN_BITS] => with_dispatch_draw_en, with_dispatch_draw_en_checked, set_dispatch_draw_en, set_dispatch_draw_en_checked;
        #[doc = "Bit 10."] pub dis_dealloc_accum_0: bool [DIS_DEALLOC_ACCUM_0_OFFSET, DIS_DEALLOC_ACCUM_0_BITS] => with_dis_dealloc_accum_0, with_dis_dealloc_accum_0_checked, set_dis_dealloc_accum_0, set_dis_dealloc_accum_0_checked;
        #[doc = "Bit 11."] pub dis_dealloc_accum_1: bool [DIS_DEALLOC_ACCUM_1_OFFSET, DIS_DEALLOC_ACCUM_1_BITS] => with_dis_dealloc_accum_1, with_dis_dealloc_accum_1_checked, set_dis_dealloc_accum_1, set_dis_dealloc_accum_1_checked;
        #[doc = "Bit 12."] pub vs_wave_id_en: bool [VS_WAVE_ID_EN_OFFSET, VS_WAVE_ID_EN_BITS] => with_vs_wave_id_en, with_vs_wave_id_en_checked, set_vs_wave_id_en, set_vs_wave_id_en_checked;
        #[bits(19)] __: u32;
    }
}

crate::regs::register! { VgtShaderStagesEn, Context, 0x2D5, "VGT_SHADER_STAGES_EN" }

crate::regs::word! {
    /// `VGT_TF_PARAM` (vertex grouper and tessellator): context register `0x2DB`, byte address `0x28B6C`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct VgtTfParam {
        #[doc = "Bits 0..=1: [`VgtTessType`]."] #[bits(2, default = 0)] pub r#type: VgtTessType [TYPE_OFFSET, TYPE_BITS] => with_type, with_type_checked, set_type, set_type_checked;
        #[doc = "Bits 2..=4: [`VgtTessPartition`]."] #[bits(3, default = 0)] pub partitioning: VgtTessPartition [PARTITIONING_OFFSET, PARTITIONING_BITS] => with_partitioning, with_partitioning_checked, set_partitioning, set_partitioning_checked;
        #[doc = "Bits 5..=7: [`VgtTessTopology`]."] #[bits(3, default = 0)] pub topology: VgtTessTopology [TOPOLOGY_OFFSET, TOPOLOGY_BITS] => with_topology, with_topology_checked, set_topology, set_topology_checked;
        #[doc = "Bit 8."] pub reserved_reduc_axis: bool [RESERVED_REDUC_AXIS_OFFSET, RESERVED_REDUC_AXIS_BITS] => with_reserved_reduc_axis, with_reserved_reduc_axis_checked, set_reserved_reduc_axis, set_reserved_reduc_axis_checked;
        #[doc = "Bit 9."] pub deprecated: bool [DEPRECATED_OFFSET, DEPRECATED_BITS] => with_deprecated, with_deprecated_checked, set_deprecated, set_deprecated_checked;
        #[doc = "Bits 10..=13."] #[bits(4)] pub num_ds_waves_per_simd: u8 [NUM_DS_WAVES_PER_SIMD_OFFSET, NUM_DS_WAVES_PER_SIMD_BITS] => with_num_ds_waves_per_simd, with_num_ds_waves_per_simd_checked, set_num_ds_waves_per_simd, set_num_ds_waves_per_simd_checked;
        #[doc = "Bit 14."] pub disable_donuts: bool [DISABLE_DONUTS_OFFSET, DISABLE_DONUTS_BITS] => with_disable_donuts, with_disable_donuts_checked, set_disable_donuts, set_disable_donuts_checked;
        #[doc = "Bit 15: [`VgtRdreqPolicy`]."] #[bits(1, default = 0)] pub rdreq_policy: VgtRdreqPolicy [RDREQ_POLICY_OFFSET, RDREQ_POLICY_BITS] => with_rdreq_policy, with_rdreq_policy_checked, set_rdreq_policy, set_rdreq_policy_checked;
        #[bits(1)] __: u32;
        #[doc = "Bits 17..=18: [`VgtDistMode`]."] #[bits(2, default = 0)] pub distribution_mode: VgtDistMode [DISTRIBUTION_MODE_OFFSET, DISTRIBUTION_MODE_BITS] => with_distribution_mode, with_distribution_mode_checked, set_distribution_mode, set_distribution_mode_checked;
        #[doc = "Bits 19..=20."] #[bits(2)] pub mtype: u8 [MTYPE_OFFSET, MTYPE_BITS] => with_mtype, with_mtype_checked, set_mtype, set_mtype_checked;
        #[bits(11)] __: u32;
    }
}

crate::regs::register! { VgtTfParam, Context, 0x2DB, "VGT_TF_PARAM" }

crate::regs::word! {
    /// `VGT_DISPATCH_DRAW_INDEX` (vertex grouper and tessellator): context register `0x2DD`, byte address `0x28B74`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct VgtDispatchDrawIndex {
        #[doc = "Bits 0..=31."] pub match_index: u32 [MATCH_INDEX_OFFSET, MATCH_INDEX_BITS] => with_match_index, with_match_index_checked, set_match_index, set_match_index_checked;
    }
}

crate::regs::register! { VgtDispatchDrawIndex, Context, 0x2DD, "VGT_DISPATCH_DRAW_INDEX" }

crate::regs::word! {
    /// `CB_COLORn_INFO` (colour buffer): context registers `CB_COLOR0_INFO`..=`CB_COLOR7_INFO`, slot `N` in `0..=7` at `0x31C + 0xF * (N - 0)`.
    ///
    /// One layout shared by every slot; each slot is its own type (see the aliases such as
    /// [`CbColor0Info`]), so the offset always comes from the type.
    #[derive(PartialEq, Eq, Hash)]
    pub struct CbColorNInfo<const N: usize> {
        #[doc = "Bits 0..=1: [`SurfaceEndian`]."] #[bits(2, default = 0)] pub endian: SurfaceEndian [ENDIAN_OFFSET, ENDIAN_BITS] => with_endian, with_endian_checked, set_endian, set_endian_checked;
        #[doc = "Bits 2..=6: [`ColorFormat`]."] #[bits(5, default = 0)] pub format: ColorFormat [FORMAT_OFFSET, FORMAT_BITS] => with_format, with_format_checked, set_format, set_format_checked;
        #[doc = "Bit 7."] pub linear_general: bool [LINEAR_GENERAL_OFFSET, LINEAR_GENERAL_BITS] => with_linear_general, with_linear_general_checked, set_linear_general, set_linear_general_checked;
        #[doc = "Bits 8..=10: [`SurfaceNumber`]."] #[bits(3, default = 0)] pub number_type: SurfaceNumber [NUMBER_TYPE_OFFSET, NUMBER_TYPE_BITS] => with_number_type, with_number_type_checked, set_number_type, set_number_type_checked;
        #[doc = "Bits 11..=12: [`SurfaceSwap`]."] #[bits(2, default = 0)] pub comp_swap: SurfaceSwap [COMP_SWAP_OFFSET, COMP_SWAP_BITS] => with_comp_swap, with_comp_swap_checked, set_comp_swap, set_comp_swap_checked;
        #[doc = "Bit 13."] pub fast_clear: bool [FAST_CLEAR_OFFSET, FAST_CLEAR_BITS] => with_fast_clear, with_fast_clear_checked, set_fast_clear, set_fast_clear_checked;
        #[doc = "Bit 14."] pub compression: bool [COMPRESSION_OFFSET, COMPRESSION_BITS] => with_compression, with_compression_checked, set_compression, set_compression_checked;
        #[doc = "Bit 15."] pub blend_clamp: bool [BLEND_CLAMP_OFFSET, BLEND_CLAMP_BITS] => with_blend_clamp, with_blend_clamp_checked, set_blend_clamp, set_blend_clamp_checked;
        #[doc = "Bit 16."] pub blend_bypass: bool [BLEND_BYPASS_OFFSET, BLEND_BYPASS_BITS] => with_blend_bypass, with_blend_bypass_checked, set_blend_bypass, set_blend_bypass_checked;
        #[doc = "Bit 17."] pub simple_float: bool [SIMPLE_FLOAT_OFFSET, SIMPLE_FLOAT_BITS] => with_simple_float, with_simple_float_checked, set_simple_float, set_simple_float_checked;
        #[doc = "Bit 18: [`RoundMode`]."] #[bits(1, default = 0)] pub round_mode: RoundMode [ROUND_MODE_OFFSET, ROUND_MODE_BITS] => with_round_mode, with_round_mode_checked, set_round_mode, set_round_mode_checked;
        #[doc = "Bit 19."] pub cmask_is_linear: bool [CMASK_IS_LINEAR_OFFSET, CMASK_IS_LINEAR_BITS] => with_cmask_is_linear, with_cmask_is_linear_checked, set_cmask_is_linear, set_cmask_is_linear_checked;
        #[doc = "Bits 20..=22: [`BlendOpt`]."] #[bits(3, default = 0)] pub blend_opt_dont_rd_dst: BlendOpt [BLEND_OPT_DONT_RD_DST_OFFSET, BLEND_OPT_DONT_RD_DST_BITS] => with_blend_opt_dont_rd_dst, with_blend_opt_dont_rd_dst_checked, set_blend_opt_dont_rd_dst, set_blend_opt_dont_rd_dst_checked;
        #[doc = "Bits 23..=25: [`BlendOpt`]."] #[bits(3, default = 0)] pub blend_opt_discard_pixel: BlendOpt [BLEND_OPT_DISCARD_PIXEL_OFFSET, BLEND_OPT_DISCARD_PIXEL_BITS] => with_blend_opt_discard_pixel, with_blend_opt_discard_pixel_checked, set_blend_opt_discard_pixel, set_blend_opt_discard_pixel_checked;
        #[doc = "Bit 26."] pub fmask_compression_disable: bool [FMASK_COMPRESSION_DISABLE_OFFSET, FMASK_COMPRESSION_DISABLE_BITS] => with_fmask_compression_disable, with_fmask_compression_disable_checked, set_fmask_compression_disable, set_fmask_compression_disable_checked;
        #[doc = "Bit 27."] pub fmask_compress_1frag_only: bool [FMASK_COMPRESS_1FRAG_ONLY_OFFSET, FMASK_COMPRESS_1FRAG_ONLY_BITS] => with_fmask_compress_1frag_only, with_fmask_compress_1frag_only_checked, set_fmask_compress_1frag_only, set_fmask_compress_1frag_only_checked;
        #[doc = "Bit 28."] pub dcc_enable: bool [DCC_ENABLE_OFFSET, DCC_ENABLE_BITS] => with_dcc_enable, with_dcc_enable_checked, set_dcc_enable, set_dcc_enable_checked;
        #[doc = "Bits 29..=30: [`CmaskAddr`]."] #[bits(2, default = 0)] pub cmask_addr_type: CmaskAddr [CMASK_ADDR_TYPE_OFFSET, CMASK_ADDR_TYPE_BITS] => with_cmask_addr_type, with_cmask_addr_type_checked, set_cmask_addr_type, set_cmask_addr_type_checked;
        #[bits(1)] __: u32;
    }
}

crate::regs::register_family! {
    CbColorNInfo {
        space: Context,
        base: 0x31C,
        stride: 0xF,
        slots: {
            CbColor0Info = 0 "CB_COLOR0_INFO";
            CbColor1Info = 1 "CB_COLOR1_INFO";
            CbColor2Info = 2 "CB_COLOR2_INFO";
            CbColor3Info = 3 "CB_COLOR3_INFO";
            CbColor4Info = 4 "CB_COLOR4_INFO";
            CbColor5Info = 5 "CB_COLOR5_INFO";
            CbColor6Info = 6 "CB_COLOR6_INFO";
            CbColor7Info = 7 "CB_COLOR7_INFO";
        }
    }
}

crate::regs::word! {
    /// `CB_COLORn_DCC_CONTROL` (colour buffer): context registers `CB_COLOR0_DCC_CONTROL`..=`CB_COLOR7_DCC_CONTROL`, slot `N` in `0..=7` at `0x31E + 0xF * (N - 0)`.
    ///
    /// One layout shared by every slot; each slot is its own type (see the aliases such as
    /// [`CbColor0DccControl`]), so the offset always comes from the type.
    #[derive(PartialEq, Eq, Hash)]
    pub struct CbColorNDccControl<const N: usize> {
        #[doc = "Bit 0."] pub overwrite_combiner_disable: bool [OVERWRITE_COMBINER_DISABLE_OFFSET, OVERWRITE_COMBINER_DISABLE_BITS] => with_overwrite_combiner_disable, with_overwrite_combiner_disable_checked, set_overwrite_combiner_disable, set_overwrite_combiner_disable_checked;
        #[doc = "Bit 1."] pub key_clear_enable: bool [KEY_CLEAR_ENABLE_OFFSET, KEY_CLEAR_ENABLE_BITS] => with_key_clear_enable, with_key_clear_enable_checked, set_key_clear_enable, set_key_clear_enable_checked;
        #[doc = "Bits 2..=3: [`DccMaxUncompressedBlockSize`]."] #[bits(2, default = 0)] pub max_uncompressed_block_size: DccMaxUncompressedBlockSize [MAX_UNCOMPRESSED_BLOCK_SIZE_OFFSET, MAX_UNCOMPRESSED_BLOCK_SIZE_BITS] => with_max_uncompressed_block_size, with_max_uncompressed_block_size_checked, set_max_uncompressed_block_size, set_max_uncompressed_block_size_checked;
        #[doc = "Bit 4: [`DccMinCompressedBlockSize`]."] #[bits(1, default = 0)] pub min_compressed_block_size: DccMinCompressedBlockSize [MIN_COMPRESSED_BLOCK_SIZE_OFFSET, MIN_COMPRESSED_BLOCK_SIZE_BITS] => with_min_compressed_block_size, with_min_compressed_block_size_checked, set_min_compressed_block_size, set_min_compressed_block_size_checked;
        #[doc = "Bits 5..=6."] #[bits(2)] pub max_compressed_block_size: u8 [MAX_COMPRESSED_BLOCK_SIZE_OFFSET, MAX_COMPRESSED_BLOCK_SIZE_BITS] => with_max_compressed_block_size, with_max_compressed_block_size_checked, set_max_compressed_block_size, set_max_compressed_block_size_checked;
        #[doc = "Bits 7..=8."] #[bits(2)] pub color_transform: u8 [COLOR_TRANSFORM_OFFSET, COLOR_TRANSFORM_BITS] => with_color_transform, with_color_transform_checked, set_color_transform, set_color_transform_checked;
        #[doc = "Bit 9."] pub independent_64b_blocks: bool [INDEPENDENT_64B_BLOCKS_OFFSET, INDEPENDENT_64B_BLOCKS_BITS] => with_independent_64b_blocks, with_independent_64b_blocks_checked, set_independent_64b_blocks, set_independent_64b_blocks_checked;
        #[doc = "Bits 10..=13."] #[bits(4)] pub lossy_rgb_precision: u8 [LOSSY_RGB_PRECISION_OFFSET, LOSSY_RGB_PRECISION_BITS] => with_lossy_rgb_precision, with_lossy_rgb_precision_checked, set_lossy_rgb_precision, set_lossy_rgb_precision_checked;
        #[doc = "Bits 14..=17."] #[bits(4)] pub lossy_alpha_precision: u8 [LOSSY_ALPHA_PRECISION_OFFSET, LOSSY_ALPHA_PRECISION_BITS] => with_lossy_alpha_precision, with_lossy_alpha_precision_checked, set_lossy_alpha_precision, set_lossy_alpha_precision_checked;
        #[bits(14)] __: u32;
    }
}

crate::regs::register_family! {
    CbColorNDccControl {
        space: Context,
        base: 0x31E,
        stride: 0xF,
        slots: {
            CbColor0DccControl = 0 "CB_COLOR0_DCC_CONTROL";
            CbColor1DccControl = 1 "CB_COLOR1_DCC_CONTROL";
            CbColor2DccControl = 2 "CB_COLOR2_DCC_CONTROL";
            CbColor3DccControl = 3 "CB_COLOR3_DCC_CONTROL";
            CbColor4DccControl = 4 "CB_COLOR4_DCC_CONTROL";
            CbColor5DccControl = 5 "CB_COLOR5_DCC_CONTROL";
            CbColor6DccControl = 6 "CB_COLOR6_DCC_CONTROL";
            CbColor7DccControl = 7 "CB_COLOR7_DCC_CONTROL";
        }
    }
}

crate::regs::word! {
    /// `CB_COLORn_DCC_BASE` (colour buffer): context registers `CB_COLOR0_DCC_BASE`..=`CB_COLOR7_DCC_BASE`, slot `N` in `0..=7` at `0x325 + 0xF * (N - 0)`.
    ///
    /// One layout shared by every slot; each slot is its own type (see the aliases such as
    /// [`CbColor0DccBase`]), so the offset always comes from the type.
    #[derive(PartialEq, Eq, Hash)]
    pub struct CbColorNDccBase<const N: usize> {
        #[doc = "Bits 0..=31."] pub base_256b: u32 [BASE_256B_OFFSET, BASE_256B_BITS] => with_base_256b, with_base_256b_checked, set_base_256b, set_base_256b_checked;
    }
}

crate::regs::register_family! {
    CbColorNDccBase {
        space: Context,
        base: 0x325,
        stride: 0xF,
        slots: {
            CbColor0DccBase = 0 "CB_COLOR0_DCC_BASE";
            CbColor1DccBase = 1 "CB_COLOR1_DCC_BASE";
            CbColor2DccBase = 2 "CB_COLOR2_DCC_BASE";
            CbColor3DccBase = 3 "CB_COLOR3_DCC_BASE";
            CbColor4DccBase = 4 "CB_COLOR4_DCC_BASE";
            CbColor5DccBase = 5 "CB_COLOR5_DCC_BASE";
            CbColor6DccBase = 6 "CB_COLOR6_DCC_BASE";
            CbColor7DccBase = 7 "CB_COLOR7_DCC_BASE";
        }
    }
}

// The same layout as on gfx7: gfx7's types.
pub use crate::regs::gfx7::{
    CbBlend0Control, CbBlend1Control, CbBlend2Control, CbBlend3Control, CbBlend4Control,
    CbBlend5Control, CbBlend6Control, CbBlend7Control, CbBlendAlpha, CbBlendBlue, CbBlendGreen,
    CbBlendNControl, CbBlendRed, CbColor0Attrib, CbColor0Base, CbColor0ClearWord0,
    CbColor0ClearWord1, CbColor0Cmask, CbColor0CmaskSlice, CbColor0Fmask, CbColor0FmaskSlice,
    CbColor0Pitch, CbColor0Slice, CbColor0View, CbColor1Attrib, CbColor1Base, CbColor1ClearWord0,
    CbColor1ClearWord1, CbColor1Cmask, CbColor1CmaskSlice, CbColor1Fmask, CbColor1FmaskSlice,
    CbColor1Pitch, CbColor1Slice, CbColor1View, CbColor2Attrib, CbColor2Base, CbColor2ClearWord0,
    CbColor2ClearWord1, CbColor2Cmask, CbColor2CmaskSlice, CbColor2Fmask, CbColor2FmaskSlice,
    CbColor2Pitch, CbColor2Slice, CbColor2View, CbColor3Attrib, CbColor3Base, CbColor3ClearWord0,
    CbColor3ClearWord1, CbColor3Cmask, CbColor3CmaskSlice, CbColor3Fmask, CbColor3FmaskSlice,
    CbColor3Pitch, CbColor3Slice, CbColor3View, CbColor4Attrib, CbColor4Base, CbColor4ClearWord0,
    CbColor4ClearWord1, CbColor4Cmask, CbColor4CmaskSlice, CbColor4Fmask, CbColor4FmaskSlice,
    CbColor4Pitch, CbColor4Slice, CbColor4View, CbColor5Attrib, CbColor5Base, CbColor5ClearWord0,
    CbColor5ClearWord1, CbColor5Cmask, CbColor5CmaskSlice, CbColor5Fmask, CbColor5FmaskSlice,
    CbColor5Pitch, CbColor5Slice, CbColor5View, CbColor6Attrib, CbColor6Base, CbColor6ClearWord0,
    CbColor6ClearWord1, CbColor6Cmask, CbColor6CmaskSlice, CbColor6Fmask, CbColor6FmaskSlice,
    CbColor6Pitch, CbColor6Slice, CbColor6View, CbColor7Attrib, CbColor7Base, CbColor7ClearWord0,
    CbColor7ClearWord1, CbColor7Cmask, CbColor7CmaskSlice, CbColor7Fmask, CbColor7FmaskSlice,
    CbColor7Pitch, CbColor7Slice, CbColor7View, CbColorNAttrib, CbColorNBase, CbColorNClearWord0,
    CbColorNClearWord1, CbColorNCmask, CbColorNCmaskSlice, CbColorNFmask, CbColorNFmaskSlice,
    CbColorNPitch, CbColorNSlice, CbColorNView, CbShaderMask, CbTargetMask, CoherDestBase0,
    CoherDestBase1, CoherDestBase2, CoherDestBase3, CoherDestBaseHi0, CoherDestBaseHi1,
    CoherDestBaseHi2, CoherDestBaseHi3, CpPerfmonCntxCntl, CpPipeid, CpRingid, CpVmid, CsCopyState,
    DbAlphaToMask, DbCountControl, DbDepthBoundsMax, DbDepthBoundsMin, DbDepthClear,
    DbDepthControl, DbDepthInfo, DbDepthSize, DbDepthSlice, DbDepthView, DbEqaa, DbHtileDataBase,
    DbPreloadControl, DbRenderOverride, DbRenderOverride2, DbSresultsCompareState0,
    DbSresultsCompareState1, DbStencilClear, DbStencilControl, DbStencilReadBase,
    DbStencilWriteBase, DbStencilrefmask, DbStencilrefmaskBf, DbZReadBase, DbZWriteBase,
    GfxCopyState, IaEnhance, PaClClipCntl, PaClGbHorzClipAdj, PaClGbHorzDiscAdj, PaClGbVertClipAdj,
    PaClGbVertDiscAdj, PaClNaninfCntl, PaClPointCullRad, PaClPointSize, PaClPointXRad,
    PaClPointYRad, PaClUcp0W, PaClUcp0X, PaClUcp0Y, PaClUcp0Z, PaClUcp1W, PaClUcp1X, PaClUcp1Y,
    PaClUcp1Z, PaClUcp2W, PaClUcp2X, PaClUcp2Y, PaClUcp2Z, PaClUcp3W, PaClUcp3X, PaClUcp3Y,
    PaClUcp3Z, PaClUcp4W, PaClUcp4X, PaClUcp4Y, PaClUcp4Z, PaClUcp5W, PaClUcp5X, PaClUcp5Y,
    PaClUcp5Z, PaClUcpNW, PaClUcpNX, PaClUcpNY, PaClUcpNZ, PaClVportXoffset, PaClVportXoffset1,
    PaClVportXoffset2, PaClVportXoffset3, PaClVportXoffset4, PaClVportXoffset5, PaClVportXoffset6,
    PaClVportXoffset7, PaClVportXoffset8, PaClVportXoffset9, PaClVportXoffset10,
    PaClVportXoffset11, PaClVportXoffset12, PaClVportXoffset13, PaClVportXoffset14,
    PaClVportXoffset15, PaClVportXoffsetN, PaClVportXscale, PaClVportXscale1, PaClVportXscale2,
    PaClVportXscale3, PaClVportXscale4, PaClVportXscale5, PaClVportXscale6, PaClVportXscale7,
    PaClVportXscale8, PaClVportXscale9, PaClVportXscale10, PaClVportXscale11, PaClVportXscale12,
    PaClVportXscale13, PaClVportXscale14, PaClVportXscale15, PaClVportXscaleN, PaClVportYoffset,
    PaClVportYoffset1, PaClVportYoffset2, PaClVportYoffset3, PaClVportYoffset4, PaClVportYoffset5,
    PaClVportYoffset6, PaClVportYoffset7, PaClVportYoffset8, PaClVportYoffset9, PaClVportYoffset10,
    PaClVportYoffset11, PaClVportYoffset12, PaClVportYoffset13, PaClVportYoffset14,
    PaClVportYoffset15, PaClVportYoffsetN, PaClVportYscale, PaClVportYscale1, PaClVportYscale2,
    PaClVportYscale3, PaClVportYscale4, PaClVportYscale5, PaClVportYscale6, PaClVportYscale7,
    PaClVportYscale8, PaClVportYscale9, PaClVportYscale10, PaClVportYscale11, PaClVportYscale12,
    PaClVportYscale13, PaClVportYscale14, PaClVportYscale15, PaClVportYscaleN, PaClVportZoffset,
    PaClVportZoffset1, PaClVportZoffset2, PaClVportZoffset3, PaClVportZoffset4, PaClVportZoffset5,
    PaClVportZoffset6, PaClVportZoffset7, PaClVportZoffset8, PaClVportZoffset9, PaClVportZoffset10,
    PaClVportZoffset11, PaClVportZoffset12, PaClVportZoffset13, PaClVportZoffset14,
    PaClVportZoffset15, PaClVportZoffsetN, PaClVportZscale, PaClVportZscale1, PaClVportZscale2,
    PaClVportZscale3, PaClVportZscale4, PaClVportZscale5, PaClVportZscale6, PaClVportZscale7,
    PaClVportZscale8, PaClVportZscale9, PaClVportZscale10, PaClVportZscale11, PaClVportZscale12,
    PaClVportZscale13, PaClVportZscale14, PaClVportZscale15, PaClVportZscaleN, PaClVteCntl,
    PaScAaConfig, PaScAaMaskX0y0X1y0, PaScAaMaskX0y1X1y1, PaScAaSampleLocsPixelX0y00,
    PaScAaSampleLocsPixelX0y01, PaScAaSampleLocsPixelX0y02, PaScAaSampleLocsPixelX0y03,
    PaScAaSampleLocsPixelX0y10, PaScAaSampleLocsPixelX0y11, PaScAaSampleLocsPixelX0y12,
    PaScAaSampleLocsPixelX0y13, PaScAaSampleLocsPixelX1y00, PaScAaSampleLocsPixelX1y01,
    PaScAaSampleLocsPixelX1y02, PaScAaSampleLocsPixelX1y03, PaScAaSampleLocsPixelX1y10,
    PaScAaSampleLocsPixelX1y11, PaScAaSampleLocsPixelX1y12, PaScAaSampleLocsPixelX1y13,
    PaScCentroidPriority0, PaScCentroidPriority1, PaScCliprect0Br, PaScCliprect0Tl,
    PaScCliprect1Br, PaScCliprect1Tl, PaScCliprect2Br, PaScCliprect2Tl, PaScCliprect3Br,
    PaScCliprect3Tl, PaScCliprectNBr, PaScCliprectNTl, PaScCliprectRule, PaScEdgerule,
    PaScGenericScissorBr, PaScGenericScissorTl, PaScLineCntl, PaScLineStipple, PaScModeCntl0,
    PaScModeCntl1, PaScRasterConfig, PaScRasterConfig1, PaScScreenScissorBr, PaScScreenScissorTl,
    PaScVportScissor0Br, PaScVportScissor0Tl, PaScVportScissor1Br, PaScVportScissor1Tl,
    PaScVportScissor2Br, PaScVportScissor2Tl, PaScVportScissor3Br, PaScVportScissor3Tl,
    PaScVportScissor4Br, PaScVportScissor4Tl, PaScVportScissor5Br, PaScVportScissor5Tl,
    PaScVportScissor6Br, PaScVportScissor6Tl, PaScVportScissor7Br, PaScVportScissor7Tl,
    PaScVportScissor8Br, PaScVportScissor8Tl, PaScVportScissor9Br, PaScVportScissor9Tl,
    PaScVportScissor10Br, PaScVportScissor10Tl, PaScVportScissor11Br, PaScVportScissor11Tl,
    PaScVportScissor12Br, PaScVportScissor12Tl, PaScVportScissor13Br, PaScVportScissor13Tl,
    PaScVportScissor14Br, PaScVportScissor14Tl, PaScVportScissor15Br, PaScVportScissor15Tl,
    PaScVportScissorNBr, PaScVportScissorNTl, PaScVportZmax0, PaScVportZmax1, PaScVportZmax2,
    PaScVportZmax3, PaScVportZmax4, PaScVportZmax5, PaScVportZmax6, PaScVportZmax7, PaScVportZmax8,
    PaScVportZmax9, PaScVportZmax10, PaScVportZmax11, PaScVportZmax12, PaScVportZmax13,
    PaScVportZmax14, PaScVportZmax15, PaScVportZmaxN, PaScVportZmin0, PaScVportZmin1,
    PaScVportZmin2, PaScVportZmin3, PaScVportZmin4, PaScVportZmin5, PaScVportZmin6, PaScVportZmin7,
    PaScVportZmin8, PaScVportZmin9, PaScVportZmin10, PaScVportZmin11, PaScVportZmin12,
    PaScVportZmin13, PaScVportZmin14, PaScVportZmin15, PaScVportZminN, PaScWindowOffset,
    PaScWindowScissorBr, PaScWindowScissorTl, PaSuHardwareScreenOffset, PaSuLineCntl,
    PaSuLineStippleCntl, PaSuLineStippleScale, PaSuPointMinmax, PaSuPointSize,
    PaSuPolyOffsetBackOffset, PaSuPolyOffsetBackScale, PaSuPolyOffsetClamp,
    PaSuPolyOffsetDbFmtCntl, PaSuPolyOffsetFrontOffset, PaSuPolyOffsetFrontScale,
    PaSuPrimFilterCntl, PaSuScModeCntl, PaSuVtxCntl, SpiBarycCntl, SpiInterpControl0,
    SpiPsInControl, SpiPsInputAddr, SpiPsInputEna, SpiShaderColFormat, SpiShaderPosFormat,
    SpiShaderZFormat, SpiTmpringSize, SpiVsOutConfig, TaBcBaseAddr, TaBcBaseAddrHi, VgtDmaBase,
    VgtDmaBaseHi, VgtDmaMaxSize, VgtDmaNumInstances, VgtDmaSize, VgtDrawInitiator, VgtEnhance,
    VgtEsPerGs, VgtEsgsRingItemsize, VgtEventAddressReg, VgtEventInitiator, VgtGroupDecr,
    VgtGroupFirstDecr, VgtGroupPrimType, VgtGroupVect0Cntl, VgtGroupVect0FmtCntl,
    VgtGroupVect1Cntl, VgtGroupVect1FmtCntl, VgtGsInstanceCnt, VgtGsMaxVertOut, VgtGsOnchipCntl,
    VgtGsOutPrimType, VgtGsPerEs, VgtGsPerVs, VgtGsVertItemsize, VgtGsVertItemsize1,
    VgtGsVertItemsize2, VgtGsVertItemsize3, VgtGsvsRingItemsize, VgtGsvsRingOffset1,
    VgtGsvsRingOffset2, VgtGsvsRingOffset3, VgtHosCntl, VgtHosMaxTessLevel, VgtHosMinTessLevel,
    VgtHosReuseDepth, VgtImmedData, VgtIndxOffset, VgtInstanceStepRate0, VgtInstanceStepRate1,
    VgtLsHsConfig, VgtMaxVtxIndx, VgtMinVtxIndx, VgtMultiPrimIbResetEn, VgtMultiPrimIbResetIndx,
    VgtOutDeallocCntl, VgtOutputPathCntl, VgtPrimitiveidEn, VgtPrimitiveidReset, VgtReuseOff,
    VgtStrmoutBufferConfig, VgtStrmoutBufferOffset0, VgtStrmoutBufferOffset1,
    VgtStrmoutBufferOffset2, VgtStrmoutBufferOffset3, VgtStrmoutBufferOffsetN,
    VgtStrmoutBufferSize0, VgtStrmoutBufferSize1, VgtStrmoutBufferSize2, VgtStrmoutBufferSize3,
    VgtStrmoutBufferSizeN, VgtStrmoutConfig, VgtStrmoutDrawOpaqueBufferFilledSize,
    VgtStrmoutDrawOpaqueOffset, VgtStrmoutDrawOpaqueVertexStride, VgtStrmoutVtxStride0,
    VgtStrmoutVtxStride1, VgtStrmoutVtxStride2, VgtStrmoutVtxStride3, VgtStrmoutVtxStrideN,
    VgtVertexReuseBlockCntl, VgtVtxCntEn, WdEnhance,
};
