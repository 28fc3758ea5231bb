//! gfx6 context registers (`SET_CONTEXT_REG`, byte addresses from `0x28000`).
//!
//! Generated from the register spec by `tests/regs/codegen.rs`; do not edit by hand.

#[allow(unused_imports)]
use super::enums::*;
#[allow(unused_imports)]
use super::layouts::*;

crate::regs::word! {
    /// `DB_COUNT_CONTROL` (depth buffer): context register `0x001`, byte address `0x28004`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct DbCountControl {
        #[doc = "Bit 0."] pub zpass_increment_disable: bool [ZPASS_INCREMENT_DISABLE_OFFSET, ZPASS_INCREMENT_DISABLE_BITS] => with_zpass_increment_disable, with_zpass_increment_disable_checked, set_zpass_increment_disable, set_zpass_increment_disable_checked;
        #[doc = "Bit 1."] pub perfect_zpass_counts: bool [PERFECT_ZPASS_COUNTS_OFFSET, PERFECT_ZPASS_COUNTS_BITS] => with_perfect_zpass_counts, with_perfect_zpass_counts_checked, set_perfect_zpass_counts, set_perfect_zpass_counts_checked;
        #[bits(2)] __: u32;
        #[doc = "Bits 4..=6."] #[bits(3)] pub sample_rate: u8 [SAMPLE_RATE_OFFSET, SAMPLE_RATE_BITS] => with_sample_rate, with_sample_rate_checked, set_sample_rate, set_sample_rate_checked;
        #[bits(25)] __: u32;
    }
}

crate::regs::register! { DbCountControl, Context, 0x001, "DB_COUNT_CONTROL" }

crate::regs::word! {
    /// `DB_RENDER_OVERRIDE2` (depth buffer): context register `0x004`, byte address `0x28010`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct DbRenderOverride2 {
        #[doc = "Bits 0..=1."] #[bits(2)] pub partial_squad_launch_control: u8 [PARTIAL_SQUAD_LAUNCH_CONTROL_OFFSET, PARTIAL_SQUAD_LAUNCH_CONTROL_BITS] => with_partial_squad_launch_control, with_partial_squad_launch_control_checked, set_partial_squad_launch_control, set_partial_squad_launch_control_checked;
        #[doc = "Bits 2..=4."] #[bits(3)] pub partial_squad_launch_countdown: u8 [PARTIAL_SQUAD_LAUNCH_COUNTDOWN_OFFSET, PARTIAL_SQUAD_LAUNCH_COUNTDOWN_BITS] => with_partial_squad_launch_countdown, with_partial_squad_launch_countdown_checked, set_partial_squad_launch_countdown, set_partial_squad_launch_countdown_checked;
        #[doc = "Bit 5."] pub disable_zmask_expclear_optimization: bool [DISABLE_ZMASK_EXPCLEAR_OPTIMIZATION_OFFSET, DISABLE_ZMASK_EXPCLEAR_OPTIMIZATION_BITS] => with_disable_zmask_expclear_optimization, with_disable_zmask_expclear_optimization_checked, set_disable_zmask_expclear_optimization, set_disable_zmask_expclear_optimization_checked;
        #[doc = "Bit 6."] pub disable_smem_expclear_optimization: bool [DISABLE_SMEM_EXPCLEAR_OPTIMIZATION_OFFSET, DISABLE_SMEM_EXPCLEAR_OPTIMIZATION_BITS] => with_disable_smem_expclear_optimization, with_disable_smem_expclear_optimization_checked, set_disable_smem_expclear_optimization, set_disable_smem_expclear_optimization_checked;
        #[doc = "Bit 7."] pub disable_color_on_validation: bool [DISABLE_COLOR_ON_VALIDATION_OFFSET, DISABLE_COLOR_ON_VALIDATION_BITS] => with_disable_color_on_validation, with_disable_color_on_validation_checked, set_disable_color_on_validation, set_disable_color_on_validation_checked;
        #[doc = "Bit 8."] pub decompress_z_on_flush: bool [DECOMPRESS_Z_ON_FLUSH_OFFSET, DECOMPRESS_Z_ON_FLUSH_BITS] => with_decompress_z_on_flush, with_decompress_z_on_flush_checked, set_decompress_z_on_flush, set_decompress_z_on_flush_checked;
        #[doc = "Bit 9."] pub disable_reg_snoop: bool [DISABLE_REG_SNOOP_OFFSET, DISABLE_REG_SNOOP_BITS] => with_disable_reg_snoop, with_disable_reg_snoop_checked, set_disable_reg_snoop, set_disable_reg_snoop_checked;
        #[doc = "Bit 10."] pub depth_bounds_hier_depth_disable: bool [DEPTH_BOUNDS_HIER_DEPTH_DISABLE_OFFSET, DEPTH_BOUNDS_HIER_DEPTH_DISABLE_BITS] => with_depth_bounds_hier_depth_disable, with_depth_bounds_hier_depth_disable_checked, set_depth_bounds_hier_depth_disable, set_depth_bounds_hier_depth_disable_checked;
        #[bits(21)] __: u32;
    }
}

crate::regs::register! { DbRenderOverride2, Context, 0x004, "DB_RENDER_OVERRIDE2" }

crate::regs::word! {
    /// `DB_DEPTH_INFO` (depth buffer): context register `0x00F`, byte address `0x2803C`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct DbDepthInfo {
        #[doc = "Bits 0..=3."] #[bits(4)] pub addr5_swizzle_mask: u8 [ADDR5_SWIZZLE_MASK_OFFSET, ADDR5_SWIZZLE_MASK_BITS] => with_addr5_swizzle_mask, with_addr5_swizzle_mask_checked, set_addr5_swizzle_mask, set_addr5_swizzle_mask_checked;
        #[bits(28)] __: u32;
    }
}

crate::regs::register! { DbDepthInfo, Context, 0x00F, "DB_DEPTH_INFO" }

crate::regs::word! {
    /// `DB_Z_INFO` (depth buffer): context register `0x010`, byte address `0x28040`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct DbZInfo {
        #[doc = "Bits 0..=1: [`ZFormat`]."] #[bits(2, default = 0)] pub format: ZFormat [FORMAT_OFFSET, FORMAT_BITS] => with_format, with_format_checked, set_format, set_format_checked;
        #[doc = "Bits 2..=3."] #[bits(2)] pub num_samples: u8 [NUM_SAMPLES_OFFSET, NUM_SAMPLES_BITS] => with_num_samples, with_num_samples_checked, set_num_samples, set_num_samples_checked;
        #[bits(16)] __: u32;
        #[doc = "Bits 20..=22."] #[bits(3)] pub tile_mode_index: u8 [TILE_MODE_INDEX_OFFSET, TILE_MODE_INDEX_BITS] => with_tile_mode_index, with_tile_mode_index_checked, set_tile_mode_index, set_tile_mode_index_checked;
        #[bits(4)] __: u32;
        #[doc = "Bit 27."] pub allow_expclear: bool [ALLOW_EXPCLEAR_OFFSET, ALLOW_EXPCLEAR_BITS] => with_allow_expclear, with_allow_expclear_checked, set_allow_expclear, set_allow_expclear_checked;
        #[doc = "Bit 28."] pub read_size: bool [READ_SIZE_OFFSET, READ_SIZE_BITS] => with_read_size, with_read_size_checked, set_read_size, set_read_size_checked;
        #[doc = "Bit 29."] pub tile_surface_enable: bool [TILE_SURFACE_ENABLE_OFFSET, TILE_SURFACE_ENABLE_BITS] => with_tile_surface_enable, with_tile_surface_enable_checked, set_tile_surface_enable, set_tile_surface_enable_checked;
        #[bits(1)] __: u32;
        #[doc = "Bit 31."] pub zrange_precision: bool [ZRANGE_PRECISION_OFFSET, ZRANGE_PRECISION_BITS] => with_zrange_precision, with_zrange_precision_checked, set_zrange_precision, set_zrange_precision_checked;
    }
}

crate::regs::register! { DbZInfo, Context, 0x010, "DB_Z_INFO" }

crate::regs::word! {
    /// `DB_STENCIL_INFO` (depth buffer): context register `0x011`, byte address `0x28044`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct DbStencilInfo {
        #[doc = "Bit 0: [`StencilFormat`]."] #[bits(1, default = 0)] pub format: StencilFormat [FORMAT_OFFSET, FORMAT_BITS] => with_format, with_format_checked, set_format, set_format_checked;
        #[bits(19)] __: u32;
        #[doc = "Bits 20..=22."] #[bits(3)] pub tile_mode_index: u8 [TILE_MODE_INDEX_OFFSET, TILE_MODE_INDEX_BITS] => with_tile_mode_index, with_tile_mode_index_checked, set_tile_mode_index, set_tile_mode_index_checked;
        #[bits(4)] __: u32;
        #[doc = "Bit 27."] pub allow_expclear: bool [ALLOW_EXPCLEAR_OFFSET, ALLOW_EXPCLEAR_BITS] => with_allow_expclear, with_allow_expclear_checked, set_allow_expclear, set_allow_expclear_checked;
        #[bits(1)] __: u32;
        #[doc = "Bit 29."] pub tile_stencil_disable: bool [TILE_STENCIL_DISABLE_OFFSET, TILE_STENCIL_DISABLE_BITS] => with_tile_stencil_disable, with_tile_stencil_disable_checked, set_tile_stencil_disable, set_tile_stencil_disable_checked;
        #[bits(2)] __: u32;
    }
}

crate::regs::register! { DbStencilInfo, Context, 0x011, "DB_STENCIL_INFO" }

crate::regs::word! {
    /// `PA_SC_RASTER_CONFIG` (primitive assembly, scan converter): context register `0x0D4`, byte address `0x28350`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct PaScRasterConfig {
        #[doc = "Bits 0..=1: [`RbMap`]."] #[bits(2, default = 0)] pub rb_map_pkr0: RbMap [RB_MAP_PKR0_OFFSET, RB_MAP_PKR0_BITS] => with_rb_map_pkr0, with_rb_map_pkr0_checked, set_rb_map_pkr0, set_rb_map_pkr0_checked;
        #[doc = "Bits 2..=3: [`RbMap`]."] #[bits(2, default = 0)] pub rb_map_pkr1: RbMap [RB_MAP_PKR1_OFFSET, RB_MAP_PKR1_BITS] => with_rb_map_pkr1, with_rb_map_pkr1_checked, set_rb_map_pkr1, set_rb_map_pkr1_checked;
        #[doc = "Bits 4..=5: [`RbXsel2`]."] #[bits(2, default = 0)] pub rb_xsel2: RbXsel2 [RB_XSEL2_OFFSET, RB_XSEL2_BITS] => with_rb_xsel2, with_rb_xsel2_checked, set_rb_xsel2, set_rb_xsel2_checked;
        #[doc = "Bit 6: [`RbXsel`]."] #[bits(1, default = 0)] pub rb_xsel: RbXsel [RB_XSEL_OFFSET, RB_XSEL_BITS] => with_rb_xsel, with_rb_xsel_checked, set_rb_xsel, set_rb_xsel_checked;
        #[doc = "Bit 7: [`RbYsel`]."] #[bits(1, default = 0)] pub rb_ysel: RbYsel [RB_YSEL_OFFSET, RB_YSEL_BITS] => with_rb_ysel, with_rb_ysel_checked, set_rb_ysel, set_rb_ysel_checked;
        #[doc = "Bits 8..=9: [`PkrMap`]."] #[bits(2, default = 0)] pub pkr_map: PkrMap [PKR_MAP_OFFSET, PKR_MAP_BITS] => with_pkr_map, with_pkr_map_checked, set_pkr_map, set_pkr_map_checked;
        #[doc = "Bits 10..=11: [`PkrXsel`]."] #[bits(2, default = 0)] pub pkr_xsel: PkrXsel [PKR_XSEL_OFFSET, PKR_XSEL_BITS] => with_pkr_xsel, with_pkr_xsel_checked, set_pkr_xsel, set_pkr_xsel_checked;
        #[doc = "Bits 12..=13: [`PkrYsel`]."] #[bits(2, default = 0)] pub pkr_ysel: PkrYsel [PKR_YSEL_OFFSET, PKR_YSEL_BITS] => with_pkr_ysel, with_pkr_ysel_checked, set_pkr_ysel, set_pkr_ysel_checked;
        #[bits(2)] __: u32;
        #[doc = "Bits 16..=17: [`ScMap`]."] #[bits(2, default = 0)] pub sc_map: ScMap [SC_MAP_OFFSET, SC_MAP_BITS] => with_sc_map, with_sc_map_checked, set_sc_map, set_sc_map_checked;
        #[doc = "Bits 18..=19: [`ScXsel`]."] #[bits(2, default = 0)] pub sc_xsel: ScXsel [SC_XSEL_OFFSET, SC_XSEL_BITS] => with_sc_xsel, with_sc_xsel_checked, set_sc_xsel, set_sc_xsel_checked;
        #[doc = "Bits 20..=21: [`ScYsel`]."] #[bits(2, default = 0)] pub sc_ysel: ScYsel [SC_YSEL_OFFSET, SC_YSEL_BITS] => with_sc_ysel, with_sc_ysel_checked, set_sc_ysel, set_sc_ysel_checked;
        #[bits(2)] __: u32;
        #[doc = "Bits 24..=25: [`SeMap`]."] #[bits(2, default = 0)] pub se_map: SeMap [SE_MAP_OFFSET, SE_MAP_BITS] => with_se_map, with_se_map_checked, set_se_map, set_se_map_checked;
        #[doc = "Bits 26..=27: [`SeXsel`]."] #[bits(2, default = 0)] pub se_xsel: SeXsel [SE_XSEL_OFFSET, SE_XSEL_BITS] => with_se_xsel, with_se_xsel_checked, set_se_xsel, set_se_xsel_checked;
        #[doc = "Bits 28..=29: [`SeYsel`]."] #[bits(2, default = 0)] pub se_ysel: SeYsel [SE_YSEL_OFFSET, SE_YSEL_BITS] => with_se_ysel, with_se_ysel_checked, set_se_ysel, set_se_ysel_checked;
        #[bits(2)] __: u32;
    }
}

crate::regs::register! { PaScRasterConfig, Context, 0x0D4, "PA_SC_RASTER_CONFIG" }

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
        #[bits(14)] __: u32;
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
    /// `PA_SU_PRIM_FILTER_CNTL` (primitive assembly, setup unit): context register `0x20B`, byte address `0x2882C`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct PaSuPrimFilterCntl {
        #[doc = "Bit 0."] pub triangle_filter_disable: bool [TRIANGLE_FILTER_DISABLE_OFFSET, TRIANGLE_FILTER_DISABLE_BITS] => with_triangle_filter_disable, with_triangle_filter_disable_checked, set_triangle_filter_disable, set_triangle_filter_disable_checked;
        #[doc = "Bit 1."] pub line_filter_disable: bool [LINE_FILTER_DISABLE_OFFSET, LINE_FILTER_DISABLE_BITS] => with_line_filter_disable, with_line_filter_disable_checked, set_line_filter_disable, set_line_filter_disable_checked;
        #[doc = "Bit 2."] pub point_filter_disable: bool [POINT_FILTER_DISABLE_OFFSET, POINT_FILTER_DISABLE_BITS] => with_point_filter_disable, with_point_filter_disable_checked, set_point_filter_disable, set_point_filter_disable_checked;
        #[doc = "Bit 3."] pub rectangle_filter_disable: bool [RECTANGLE_FILTER_DISABLE_OFFSET, RECTANGLE_FILTER_DISABLE_BITS] => with_rectangle_filter_disable, with_rectangle_filter_disable_checked, set_rectangle_filter_disable, set_rectangle_filter_disable_checked;
        #[doc = "Bit 4."] pub triangle_expand_ena: bool [TRIANGLE_EXPAND_ENA_OFFSET, TRIANGLE_EXPAND_ENA_BITS] => with_triangle_expand_ena, with_triangle_expand_ena_checked, set_triangle_expand_ena, set_triangle_expand_ena_checked;
        #[doc = "Bit 5."] pub line_expand_ena: bool [LINE_EXPAND_ENA_OFFSET, LINE_EXPAND_ENA_BITS] => with_line_expand_ena, with_line_expand_ena_checked, set_line_expand_ena, set_line_expand_ena_checked;
        #[doc = "Bit 6."] pub point_expand_ena: bool [POINT_EXPAND_ENA_OFFSET, POINT_EXPAND_ENA_BITS] => with_point_expand_ena, with_point_expand_ena_checked, set_point_expand_ena, set_point_expand_ena_checked;
        #[doc = "Bit 7."] pub rectangle_expand_ena: bool [RECTANGLE_EXPAND_ENA_OFFSET, RECTANGLE_EXPAND_ENA_BITS] => with_rectangle_expand_ena, with_rectangle_expand_ena_checked, set_rectangle_expand_ena, set_rectangle_expand_ena_checked;
        #[doc = "Bits 8..=15."] pub prim_expand_constant: u8 [PRIM_EXPAND_CONSTANT_OFFSET, PRIM_EXPAND_CONSTANT_BITS] => with_prim_expand_constant, with_prim_expand_constant_checked, set_prim_expand_constant, set_prim_expand_constant_checked;
        #[bits(16)] __: u32;
    }
}

crate::regs::register! { PaSuPrimFilterCntl, Context, 0x20B, "PA_SU_PRIM_FILTER_CNTL" }

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
        #[doc = "Bit 14."] pub compute_mode: bool [COMPUTE_MODE_OFFSET, COMPUTE_MODE_BITS] => with_compute_mode, with_compute_mode_checked, set_compute_mode, set_compute_mode_checked;
        #[doc = "Bit 15."] pub fast_compute_mode: bool [FAST_COMPUTE_MODE_OFFSET, FAST_COMPUTE_MODE_BITS] => with_fast_compute_mode, with_fast_compute_mode_checked, set_fast_compute_mode, set_fast_compute_mode_checked;
        #[doc = "Bit 16."] pub element_info_en: bool [ELEMENT_INFO_EN_OFFSET, ELEMENT_INFO_EN_BITS] => with_element_info_en, with_element_info_en_checked, set_element_info_en, set_element_info_en_checked;
        #[doc = "Bit 17."] pub partial_thd_at_eoi: bool [PARTIAL_THD_AT_EOI_OFFSET, PARTIAL_THD_AT_EOI_BITS] => with_partial_thd_at_eoi, with_partial_thd_at_eoi_checked, set_partial_thd_at_eoi, set_partial_thd_at_eoi_checked;
        #[doc = "Bit 18."] pub suppress_cuts: bool [SUPPRESS_CUTS_OFFSET, SUPPRESS_CUTS_BITS] => with_suppress_cuts, with_suppress_cuts_checked, set_suppress_cuts, set_suppress_cuts_checked;
        #[doc = "Bit 19."] pub es_write_optimize: bool [ES_WRITE_OPTIMIZE_OFFSET, ES_WRITE_OPTIMIZE_BITS] => with_es_write_optimize, with_es_write_optimize_checked, set_es_write_optimize, set_es_write_optimize_checked;
        #[doc = "Bit 20."] pub gs_write_optimize: bool [GS_WRITE_OPTIMIZE_OFFSET, GS_WRITE_OPTIMIZE_BITS] => with_gs_write_optimize, with_gs_write_optimize_checked, set_gs_write_optimize, set_gs_write_optimize_checked;
        #[bits(11)] __: u32;
    }
}

crate::regs::register! { VgtGsMode, Context, 0x290, "VGT_GS_MODE" }

crate::regs::word! {
    /// `VGT_DMA_INDEX_TYPE` (vertex grouper and tessellator): context register `0x29F`, byte address `0x28A7C`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct VgtDmaIndexType {
        #[doc = "Bits 0..=1: [`IndexType`]."] #[bits(2, default = 0)] pub index_type: IndexType [INDEX_TYPE_OFFSET, INDEX_TYPE_BITS] => with_index_type, with_index_type_checked, set_index_type, set_index_type_checked;
        #[doc = "Bits 2..=3: [`VgtDmaSwapMode`]."] #[bits(2, default = 0)] pub swap_mode: VgtDmaSwapMode [SWAP_MODE_OFFSET, SWAP_MODE_BITS] => with_swap_mode, with_swap_mode_checked, set_swap_mode, set_swap_mode_checked;
        #[bits(28)] __: u32;
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
        #[bits(12)] __: u32;
    }
}

crate::regs::register! { IaMultiVgtParam, Context, 0x2AA, "IA_MULTI_VGT_PARAM" }

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
        #[bits(17)] __: u32;
    }
}

crate::regs::register! { VgtTfParam, Context, 0x2DB, "VGT_TF_PARAM" }

crate::regs::word! {
    /// `CB_COLORn_PITCH` (colour buffer): context registers `CB_COLOR0_PITCH`..=`CB_COLOR7_PITCH`, slot `N` in `0..=7` at `0x319 + 0xF * (N - 0)`.
    ///
    /// One layout shared by every slot; each slot is its own type (see the aliases such as
    /// [`CbColor0Pitch`]), so the offset always comes from the type.
    #[derive(PartialEq, Eq, Hash)]
    pub struct CbColorNPitch<const N: usize> {
        #[doc = "Bits 0..=10."] #[bits(11)] pub tile_max: u16 [TILE_MAX_OFFSET, TILE_MAX_BITS] => with_tile_max, with_tile_max_checked, set_tile_max, set_tile_max_checked;
        #[bits(21)] __: u32;
    }
}

crate::regs::register_family! {
    CbColorNPitch {
        space: Context,
        base: 0x319,
        stride: 0xF,
        slots: {
            CbColor0Pitch = 0 "CB_COLOR0_PITCH";
            CbColor1Pitch = 1 "CB_COLOR1_PITCH";
            CbColor2Pitch = 2 "CB_COLOR2_PITCH";
            CbColor3Pitch = 3 "CB_COLOR3_PITCH";
            CbColor4Pitch = 4 "CB_COLOR4_PITCH";
            CbColor5Pitch = 5 "CB_COLOR5_PITCH";
            CbColor6Pitch = 6 "CB_COLOR6_PITCH";
            CbColor7Pitch = 7 "CB_COLOR7_PITCH";
        }
    }
}

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
        #[bits(6)] __: u32;
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

// The same layout as on gfx7: gfx7's types.
pub use crate::regs::gfx7::{
    CbBlend0Control, CbBlend1Control, CbBlend2Control, CbBlend3Control, CbBlend4Control,
    CbBlend5Control, CbBlend6Control, CbBlend7Control, CbBlendAlpha, CbBlendBlue, CbBlendGreen,
    CbBlendNControl, CbBlendRed, CbColor0Attrib, CbColor0Base, CbColor0ClearWord0,
    CbColor0ClearWord1, CbColor0Cmask, CbColor0CmaskSlice, CbColor0Fmask, CbColor0FmaskSlice,
    CbColor0Slice, CbColor0View, CbColor1Attrib, CbColor1Base, CbColor1ClearWord0,
    CbColor1ClearWord1, CbColor1Cmask, CbColor1CmaskSlice, CbColor1Fmask, CbColor1FmaskSlice,
    CbColor1Slice, CbColor1View, CbColor2Attrib, CbColor2Base, CbColor2ClearWord0,
    CbColor2ClearWord1, CbColor2Cmask, CbColor2CmaskSlice, CbColor2Fmask, CbColor2FmaskSlice,
    CbColor2Slice, CbColor2View, CbColor3Attrib, CbColor3Base, CbColor3ClearWord0,
    CbColor3ClearWord1, CbColor3Cmask, CbColor3CmaskSlice, CbColor3Fmask, CbColor3FmaskSlice,
    CbColor3Slice, CbColor3View, CbColor4Attrib, CbColor4Base, CbColor4ClearWord0,
    CbColor4ClearWord1, CbColor4Cmask, CbColor4CmaskSlice, CbColor4Fmask, CbColor4FmaskSlice,
    CbColor4Slice, CbColor4View, CbColor5Attrib, CbColor5Base, CbColor5ClearWord0,
    CbColor5ClearWord1, CbColor5Cmask, CbColor5CmaskSlice, CbColor5Fmask, CbColor5FmaskSlice,
    CbColor5Slice, CbColor5View, CbColor6Attrib, CbColor6Base, CbColor6ClearWord0,
    CbColor6ClearWord1, CbColor6Cmask, CbColor6CmaskSlice, CbColor6Fmask, CbColor6FmaskSlice,
    CbColor6Slice, CbColor6View, CbColor7Attrib, CbColor7Base, CbColor7ClearWord0,
    CbColor7ClearWord1, CbColor7Cmask, CbColor7CmaskSlice, CbColor7Fmask, CbColor7FmaskSlice,
    CbColor7Slice, CbColor7View, CbColorControl, CbColorNAttrib, CbColorNBase, CbColorNClearWord0,
    CbColorNClearWord1, CbColorNCmask, CbColorNCmaskSlice, CbColorNFmask, CbColorNFmaskSlice,
    CbColorNSlice, CbColorNView, CbShaderMask, CbTargetMask, CoherDestBase0, CoherDestBase1,
    CoherDestBase2, CoherDestBase3, CpPerfmonCntxCntl, CpRingid, CpVmid, CsCopyState,
    DbAlphaToMask, DbDepthBoundsMax, DbDepthBoundsMin, DbDepthClear, DbDepthControl, DbDepthSize,
    DbDepthSlice, DbDepthView, DbEqaa, DbHtileDataBase, DbHtileSurface, DbPreloadControl,
    DbRenderControl, DbRenderOverride, DbShaderControl, DbSresultsCompareState0,
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
    PaClVportZscale13, PaClVportZscale14, PaClVportZscale15, PaClVportZscaleN, PaClVsOutCntl,
    PaClVteCntl, PaScAaConfig, PaScAaMaskX0y0X1y0, PaScAaMaskX0y1X1y1, PaScAaSampleLocsPixelX0y00,
    PaScAaSampleLocsPixelX0y01, PaScAaSampleLocsPixelX0y02, PaScAaSampleLocsPixelX0y03,
    PaScAaSampleLocsPixelX0y10, PaScAaSampleLocsPixelX0y11, PaScAaSampleLocsPixelX0y12,
    PaScAaSampleLocsPixelX0y13, PaScAaSampleLocsPixelX1y00, PaScAaSampleLocsPixelX1y01,
    PaScAaSampleLocsPixelX1y02, PaScAaSampleLocsPixelX1y03, PaScAaSampleLocsPixelX1y10,
    PaScAaSampleLocsPixelX1y11, PaScAaSampleLocsPixelX1y12, PaScAaSampleLocsPixelX1y13,
    PaScCentroidPriority0, PaScCentroidPriority1, PaScCliprect0Br, PaScCliprect0Tl,
    PaScCliprect1Br, PaScCliprect1Tl, PaScCliprect2Br, PaScCliprect2Tl, PaScCliprect3Br,
    PaScCliprect3Tl, PaScCliprectNBr, PaScCliprectNTl, PaScCliprectRule, PaScEdgerule,
    PaScGenericScissorBr, PaScGenericScissorTl, PaScLineCntl, PaScLineStipple, PaScModeCntl0,
    PaScModeCntl1, PaScScreenScissorBr, PaScScreenScissorTl, PaScVportScissor0Br,
    PaScVportScissor0Tl, PaScVportScissor1Br, PaScVportScissor1Tl, PaScVportScissor2Br,
    PaScVportScissor2Tl, PaScVportScissor3Br, PaScVportScissor3Tl, PaScVportScissor4Br,
    PaScVportScissor4Tl, PaScVportScissor5Br, PaScVportScissor5Tl, PaScVportScissor6Br,
    PaScVportScissor6Tl, PaScVportScissor7Br, PaScVportScissor7Tl, PaScVportScissor8Br,
    PaScVportScissor8Tl, PaScVportScissor9Br, PaScVportScissor9Tl, PaScVportScissor10Br,
    PaScVportScissor10Tl, PaScVportScissor11Br, PaScVportScissor11Tl, PaScVportScissor12Br,
    PaScVportScissor12Tl, PaScVportScissor13Br, PaScVportScissor13Tl, PaScVportScissor14Br,
    PaScVportScissor14Tl, PaScVportScissor15Br, PaScVportScissor15Tl, PaScVportScissorNBr,
    PaScVportScissorNTl, PaScVportZmax0, PaScVportZmax1, PaScVportZmax2, PaScVportZmax3,
    PaScVportZmax4, PaScVportZmax5, PaScVportZmax6, PaScVportZmax7, PaScVportZmax8, PaScVportZmax9,
    PaScVportZmax10, PaScVportZmax11, PaScVportZmax12, PaScVportZmax13, PaScVportZmax14,
    PaScVportZmax15, PaScVportZmaxN, PaScVportZmin0, PaScVportZmin1, PaScVportZmin2,
    PaScVportZmin3, PaScVportZmin4, PaScVportZmin5, PaScVportZmin6, PaScVportZmin7, PaScVportZmin8,
    PaScVportZmin9, PaScVportZmin10, PaScVportZmin11, PaScVportZmin12, PaScVportZmin13,
    PaScVportZmin14, PaScVportZmin15, PaScVportZminN, PaScWindowOffset, PaScWindowScissorBr,
    PaScWindowScissorTl, PaSuHardwareScreenOffset, PaSuLineCntl, PaSuLineStippleCntl,
    PaSuLineStippleScale, PaSuPointMinmax, PaSuPointSize, PaSuPolyOffsetBackOffset,
    PaSuPolyOffsetBackScale, PaSuPolyOffsetClamp, PaSuPolyOffsetDbFmtCntl,
    PaSuPolyOffsetFrontOffset, PaSuPolyOffsetFrontScale, PaSuScModeCntl, PaSuVtxCntl, SpiBarycCntl,
    SpiInterpControl0, SpiPsInControl, SpiPsInputAddr, SpiPsInputEna, SpiShaderColFormat,
    SpiShaderPosFormat, SpiShaderZFormat, SpiTmpringSize, SpiVsOutConfig, TaBcBaseAddr, VgtDmaBase,
    VgtDmaBaseHi, VgtDmaMaxSize, VgtDmaNumInstances, VgtDmaSize, VgtDrawInitiator, VgtEnhance,
    VgtEsPerGs, VgtEsgsRingItemsize, VgtEventAddressReg, VgtEventInitiator, VgtGroupDecr,
    VgtGroupFirstDecr, VgtGroupPrimType, VgtGroupVect0Cntl, VgtGroupVect0FmtCntl,
    VgtGroupVect1Cntl, VgtGroupVect1FmtCntl, VgtGsInstanceCnt, VgtGsMaxVertOut, VgtGsOutPrimType,
    VgtGsPerEs, VgtGsPerVs, VgtGsVertItemsize, VgtGsVertItemsize1, VgtGsVertItemsize2,
    VgtGsVertItemsize3, VgtGsvsRingItemsize, VgtGsvsRingOffset1, VgtGsvsRingOffset2,
    VgtGsvsRingOffset3, VgtHosCntl, VgtHosMaxTessLevel, VgtHosMinTessLevel, VgtHosReuseDepth,
    VgtImmedData, VgtIndxOffset, VgtInstanceStepRate0, VgtInstanceStepRate1, VgtLsHsConfig,
    VgtMaxVtxIndx, VgtMinVtxIndx, VgtMultiPrimIbResetEn, VgtMultiPrimIbResetIndx,
    VgtOutDeallocCntl, VgtOutputPathCntl, VgtPrimitiveidEn, VgtPrimitiveidReset, VgtReuseOff,
    VgtShaderStagesEn, VgtStrmoutBufferConfig, VgtStrmoutBufferOffset0, VgtStrmoutBufferOffset1,
    VgtStrmoutBufferOffset2, VgtStrmoutBufferOffset3, VgtStrmoutBufferOffsetN,
    VgtStrmoutBufferSize0, VgtStrmoutBufferSize1, VgtStrmoutBufferSize2, VgtStrmoutBufferSize3,
    VgtStrmoutBufferSizeN, VgtStrmoutConfig, VgtStrmoutDrawOpaqueBufferFilledSize,
    VgtStrmoutDrawOpaqueOffset, VgtStrmoutDrawOpaqueVertexStride, VgtStrmoutVtxStride0,
    VgtStrmoutVtxStride1, VgtStrmoutVtxStride2, VgtStrmoutVtxStride3, VgtStrmoutVtxStrideN,
    VgtVertexReuseBlockCntl, VgtVtxCntEn,
};
