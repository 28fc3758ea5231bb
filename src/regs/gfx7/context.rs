//! gfx7 context registers (`SET_CONTEXT_REG`, byte addresses from `0x28000`).
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
        #[doc = "Bit 12. gfx8 only; a gfx6/gfx7 `for_gfx` command buffer refuses it."] pub decompress_enable: bool [DECOMPRESS_ENABLE_OFFSET, DECOMPRESS_ENABLE_BITS] => with_decompress_enable, with_decompress_enable_checked, set_decompress_enable, set_decompress_enable_checked;
        #[bits(19)] __: u32;
    }
}

crate::regs::register! { DbRenderControl, Context, 0x000, "DB_RENDER_CONTROL" }

crate::regs::word! {
    /// `DB_COUNT_CONTROL` (depth buffer): context register `0x001`, byte address `0x28004`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct DbCountControl {
        #[doc = "Bit 0."] pub zpass_increment_disable: bool [ZPASS_INCREMENT_DISABLE_OFFSET, ZPASS_INCREMENT_DISABLE_BITS] => with_zpass_increment_disable, with_zpass_increment_disable_checked, set_zpass_increment_disable, set_zpass_increment_disable_checked;
        #[doc = "Bit 1."] pub perfect_zpass_counts: bool [PERFECT_ZPASS_COUNTS_OFFSET, PERFECT_ZPASS_COUNTS_BITS] => with_perfect_zpass_counts, with_perfect_zpass_counts_checked, set_perfect_zpass_counts, set_perfect_zpass_counts_checked;
        #[bits(2)] __: u32;
        #[doc = "Bits 4..=6."] #[bits(3)] pub sample_rate: u8 [SAMPLE_RATE_OFFSET, SAMPLE_RATE_BITS] => with_sample_rate, with_sample_rate_checked, set_sample_rate, set_sample_rate_checked;
        #[bits(1)] __: u32;
        #[doc = "Bits 8..=11. gfx7/gfx8 only; a gfx6 `for_gfx` command buffer refuses it."] #[bits(4)] pub zpass_enable: u8 [ZPASS_ENABLE_OFFSET, ZPASS_ENABLE_BITS] => with_zpass_enable, with_zpass_enable_checked, set_zpass_enable, set_zpass_enable_checked;
        #[doc = "Bits 12..=15. gfx7/gfx8 only; a gfx6 `for_gfx` command buffer refuses it."] #[bits(4)] pub zfail_enable: u8 [ZFAIL_ENABLE_OFFSET, ZFAIL_ENABLE_BITS] => with_zfail_enable, with_zfail_enable_checked, set_zfail_enable, set_zfail_enable_checked;
        #[doc = "Bits 16..=19. gfx7/gfx8 only; a gfx6 `for_gfx` command buffer refuses it."] #[bits(4)] pub sfail_enable: u8 [SFAIL_ENABLE_OFFSET, SFAIL_ENABLE_BITS] => with_sfail_enable, with_sfail_enable_checked, set_sfail_enable, set_sfail_enable_checked;
        #[doc = "Bits 20..=23. gfx7/gfx8 only; a gfx6 `for_gfx` command buffer refuses it."] #[bits(4)] pub dbfail_enable: u8 [DBFAIL_ENABLE_OFFSET, DBFAIL_ENABLE_BITS] => with_dbfail_enable, with_dbfail_enable_checked, set_dbfail_enable, set_dbfail_enable_checked;
        #[doc = "Bits 24..=27. gfx7/gfx8 only; a gfx6 `for_gfx` command buffer refuses it."] #[bits(4)] pub slice_even_enable: u8 [SLICE_EVEN_ENABLE_OFFSET, SLICE_EVEN_ENABLE_BITS] => with_slice_even_enable, with_slice_even_enable_checked, set_slice_even_enable, set_slice_even_enable_checked;
        #[doc = "Bits 28..=31. gfx7/gfx8 only; a gfx6 `for_gfx` command buffer refuses it."] #[bits(4)] pub slice_odd_enable: u8 [SLICE_ODD_ENABLE_OFFSET, SLICE_ODD_ENABLE_BITS] => with_slice_odd_enable, with_slice_odd_enable_checked, set_slice_odd_enable, set_slice_odd_enable_checked;
    }
}

crate::regs::register! { DbCountControl, Context, 0x001, "DB_COUNT_CONTROL" }

crate::regs::word! {
    /// `DB_DEPTH_VIEW` (depth buffer): context register `0x002`, byte address `0x28008`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct DbDepthView {
        #[doc = "Bits 0..=10."] #[bits(11)] pub slice_start: u16 [SLICE_START_OFFSET, SLICE_START_BITS] => with_slice_start, with_slice_start_checked, set_slice_start, set_slice_start_checked;
        #[bits(2)] __: u32;
        #[doc = "Bits 13..=23."] #[bits(11)] pub slice_max: u16 [SLICE_MAX_OFFSET, SLICE_MAX_BITS] => with_slice_max, with_slice_max_checked, set_slice_max, set_slice_max_checked;
        #[doc = "Bit 24."] pub z_read_only: bool [Z_READ_ONLY_OFFSET, Z_READ_ONLY_BITS] => with_z_read_only, with_z_read_only_checked, set_z_read_only, set_z_read_only_checked;
        #[doc = "Bit 25."] pub stencil_read_only: bool [STENCIL_READ_ONLY_OFFSET, STENCIL_READ_ONLY_BITS] => with_stencil_read_only, with_stencil_read_only_checked, set_stencil_read_only, set_stencil_read_only_checked;
        #[bits(6)] __: u32;
    }
}

crate::regs::register! { DbDepthView, Context, 0x002, "DB_DEPTH_VIEW" }

crate::regs::word! {
    /// `DB_RENDER_OVERRIDE` (depth buffer): context register `0x003`, byte address `0x2800C`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct DbRenderOverride {
        #[doc = "Bits 0..=1: [`ForceControl`]."] #[bits(2, default = 0)] pub force_hiz_enable: ForceControl [FORCE_HIZ_ENABLE_OFFSET, FORCE_HIZ_ENABLE_BITS] => with_force_hiz_enable, with_force_hiz_enable_checked, set_force_hiz_enable, set_force_hiz_enable_checked;
        #[doc = "Bits 2..=3: [`ForceControl`]."] #[bits(2, default = 0)] pub force_his_enable0: ForceControl [FORCE_HIS_ENABLE0_OFFSET, FORCE_HIS_ENABLE0_BITS] => with_force_his_enable0, with_force_his_enable0_checked, set_force_his_enable0, set_force_his_enable0_checked;
        #[doc = "Bits 4..=5: [`ForceControl`]."] #[bits(2, default = 0)] pub force_his_enable1: ForceControl [FORCE_HIS_ENABLE1_OFFSET, FORCE_HIS_ENABLE1_BITS] => with_force_his_enable1, with_force_his_enable1_checked, set_force_his_enable1, set_force_his_enable1_checked;
        #[doc = "Bit 6."] pub force_shader_z_order: bool [FORCE_SHADER_Z_ORDER_OFFSET, FORCE_SHADER_Z_ORDER_BITS] => with_force_shader_z_order, with_force_shader_z_order_checked, set_force_shader_z_order, set_force_shader_z_order_checked;
        #[doc = "Bit 7."] pub fast_z_disable: bool [FAST_Z_DISABLE_OFFSET, FAST_Z_DISABLE_BITS] => with_fast_z_disable, with_fast_z_disable_checked, set_fast_z_disable, set_fast_z_disable_checked;
        #[doc = "Bit 8."] pub fast_stencil_disable: bool [FAST_STENCIL_DISABLE_OFFSET, FAST_STENCIL_DISABLE_BITS] => with_fast_stencil_disable, with_fast_stencil_disable_checked, set_fast_stencil_disable, set_fast_stencil_disable_checked;
        #[doc = "Bit 9."] pub noop_cull_disable: bool [NOOP_CULL_DISABLE_OFFSET, NOOP_CULL_DISABLE_BITS] => with_noop_cull_disable, with_noop_cull_disable_checked, set_noop_cull_disable, set_noop_cull_disable_checked;
        #[doc = "Bit 10."] pub force_color_kill: bool [FORCE_COLOR_KILL_OFFSET, FORCE_COLOR_KILL_BITS] => with_force_color_kill, with_force_color_kill_checked, set_force_color_kill, set_force_color_kill_checked;
        #[doc = "Bit 11."] pub force_z_read: bool [FORCE_Z_READ_OFFSET, FORCE_Z_READ_BITS] => with_force_z_read, with_force_z_read_checked, set_force_z_read, set_force_z_read_checked;
        #[doc = "Bit 12."] pub force_stencil_read: bool [FORCE_STENCIL_READ_OFFSET, FORCE_STENCIL_READ_BITS] => with_force_stencil_read, with_force_stencil_read_checked, set_force_stencil_read, set_force_stencil_read_checked;
        #[doc = "Bits 13..=14: [`ForceControl`]."] #[bits(2, default = 0)] pub force_full_z_range: ForceControl [FORCE_FULL_Z_RANGE_OFFSET, FORCE_FULL_Z_RANGE_BITS] => with_force_full_z_range, with_force_full_z_range_checked, set_force_full_z_range, set_force_full_z_range_checked;
        #[doc = "Bit 15."] pub force_qc_smask_conflict: bool [FORCE_QC_SMASK_CONFLICT_OFFSET, FORCE_QC_SMASK_CONFLICT_BITS] => with_force_qc_smask_conflict, with_force_qc_smask_conflict_checked, set_force_qc_smask_conflict, set_force_qc_smask_conflict_checked;
        #[doc = "Bit 16."] pub disable_viewport_clamp: bool [DISABLE_VIEWPORT_CLAMP_OFFSET, DISABLE_VIEWPORT_CLAMP_BITS] => with_disable_viewport_clamp, with_disable_viewport_clamp_checked, set_disable_viewport_clamp, set_disable_viewport_clamp_checked;
        #[doc = "Bit 17."] pub ignore_sc_zrange: bool [IGNORE_SC_ZRANGE_OFFSET, IGNORE_SC_ZRANGE_BITS] => with_ignore_sc_zrange, with_ignore_sc_zrange_checked, set_ignore_sc_zrange, set_ignore_sc_zrange_checked;
        #[doc = "Bit 18."] pub disable_fully_covered: bool [DISABLE_FULLY_COVERED_OFFSET, DISABLE_FULLY_COVERED_BITS] => with_disable_fully_covered, with_disable_fully_covered_checked, set_disable_fully_covered, set_disable_fully_covered_checked;
        #[doc = "Bits 19..=20: [`ZLimitSumm`]."] #[bits(2, default = 0)] pub force_z_limit_summ: ZLimitSumm [FORCE_Z_LIMIT_SUMM_OFFSET, FORCE_Z_LIMIT_SUMM_BITS] => with_force_z_limit_summ, with_force_z_limit_summ_checked, set_force_z_limit_summ, set_force_z_limit_summ_checked;
        #[doc = "Bits 21..=25."] #[bits(5)] pub max_tiles_in_dtt: u8 [MAX_TILES_IN_DTT_OFFSET, MAX_TILES_IN_DTT_BITS] => with_max_tiles_in_dtt, with_max_tiles_in_dtt_checked, set_max_tiles_in_dtt, set_max_tiles_in_dtt_checked;
        #[doc = "Bit 26."] pub disable_tile_rate_tiles: bool [DISABLE_TILE_RATE_TILES_OFFSET, DISABLE_TILE_RATE_TILES_BITS] => with_disable_tile_rate_tiles, with_disable_tile_rate_tiles_checked, set_disable_tile_rate_tiles, set_disable_tile_rate_tiles_checked;
        #[doc = "Bit 27."] pub force_z_dirty: bool [FORCE_Z_DIRTY_OFFSET, FORCE_Z_DIRTY_BITS] => with_force_z_dirty, with_force_z_dirty_checked, set_force_z_dirty, set_force_z_dirty_checked;
        #[doc = "Bit 28."] pub force_stencil_dirty: bool [FORCE_STENCIL_DIRTY_OFFSET, FORCE_STENCIL_DIRTY_BITS] => with_force_stencil_dirty, with_force_stencil_dirty_checked, set_force_stencil_dirty, set_force_stencil_dirty_checked;
        #[doc = "Bit 29."] pub force_z_valid: bool [FORCE_Z_VALID_OFFSET, FORCE_Z_VALID_BITS] => with_force_z_valid, with_force_z_valid_checked, set_force_z_valid, set_force_z_valid_checked;
        #[doc = "Bit 30."] pub force_stencil_valid: bool [FORCE_STENCIL_VALID_OFFSET, FORCE_STENCIL_VALID_BITS] => with_force_stencil_valid, with_force_stencil_valid_checked, set_force_stencil_valid, set_force_stencil_valid_checked;
        #[doc = "Bit 31."] pub preserve_compression: bool [PRESERVE_COMPRESSION_OFFSET, PRESERVE_COMPRESSION_BITS] => with_preserve_compression, with_preserve_compression_checked, set_preserve_compression, set_preserve_compression_checked;
    }
}

crate::regs::register! { DbRenderOverride, Context, 0x003, "DB_RENDER_OVERRIDE" }

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
        #[doc = "Bit 11. gfx7/gfx8 only; a gfx6 `for_gfx` command buffer refuses it."] pub separate_hizs_func_enable: bool [SEPARATE_HIZS_FUNC_ENABLE_OFFSET, SEPARATE_HIZS_FUNC_ENABLE_BITS] => with_separate_hizs_func_enable, with_separate_hizs_func_enable_checked, set_separate_hizs_func_enable, set_separate_hizs_func_enable_checked;
        #[doc = "Bits 12..=14: [`CompareFrag`]. gfx7/gfx8 only; a gfx6 `for_gfx` command buffer refuses it."] #[bits(3, default = 0)] pub hiz_zfunc: CompareFrag [HIZ_ZFUNC_OFFSET, HIZ_ZFUNC_BITS] => with_hiz_zfunc, with_hiz_zfunc_checked, set_hiz_zfunc, set_hiz_zfunc_checked;
        #[doc = "Bits 15..=17. gfx7/gfx8 only; a gfx6 `for_gfx` command buffer refuses it."] #[bits(3)] pub his_sfunc_ff: u8 [HIS_SFUNC_FF_OFFSET, HIS_SFUNC_FF_BITS] => with_his_sfunc_ff, with_his_sfunc_ff_checked, set_his_sfunc_ff, set_his_sfunc_ff_checked;
        #[doc = "Bits 18..=20. gfx7/gfx8 only; a gfx6 `for_gfx` command buffer refuses it."] #[bits(3)] pub his_sfunc_bf: u8 [HIS_SFUNC_BF_OFFSET, HIS_SFUNC_BF_BITS] => with_his_sfunc_bf, with_his_sfunc_bf_checked, set_his_sfunc_bf, set_his_sfunc_bf_checked;
        #[doc = "Bit 21. gfx7/gfx8 only; a gfx6 `for_gfx` command buffer refuses it."] pub preserve_zrange: bool [PRESERVE_ZRANGE_OFFSET, PRESERVE_ZRANGE_BITS] => with_preserve_zrange, with_preserve_zrange_checked, set_preserve_zrange, set_preserve_zrange_checked;
        #[doc = "Bit 22. gfx7/gfx8 only; a gfx6 `for_gfx` command buffer refuses it."] pub preserve_sresults: bool [PRESERVE_SRESULTS_OFFSET, PRESERVE_SRESULTS_BITS] => with_preserve_sresults, with_preserve_sresults_checked, set_preserve_sresults, set_preserve_sresults_checked;
        #[doc = "Bit 23. gfx7/gfx8 only; a gfx6 `for_gfx` command buffer refuses it."] pub disable_fast_pass: bool [DISABLE_FAST_PASS_OFFSET, DISABLE_FAST_PASS_BITS] => with_disable_fast_pass, with_disable_fast_pass_checked, set_disable_fast_pass, set_disable_fast_pass_checked;
        #[bits(8)] __: u32;
    }
}

crate::regs::register! { DbRenderOverride2, Context, 0x004, "DB_RENDER_OVERRIDE2" }

/// `DB_HTILE_DATA_BASE` (depth buffer): context register `0x005`, byte address `0x28014`.
pub type DbHtileDataBase = Base256b<0, 0>;
crate::regs::word! {
    /// `DB_DEPTH_BOUNDS_MIN` (depth buffer): context register `0x008`, byte address `0x28020`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct DbDepthBoundsMin {
        #[doc = "Bits 0..=31."] #[bits(32, from = f32::from_bits)] pub min: f32 [MIN_OFFSET, MIN_BITS] => with_min, with_min_checked, set_min, set_min_checked;
    }
}

crate::regs::register! { DbDepthBoundsMin, Context, 0x008, "DB_DEPTH_BOUNDS_MIN" }

crate::regs::word! {
    /// `DB_DEPTH_BOUNDS_MAX` (depth buffer): context register `0x009`, byte address `0x28024`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct DbDepthBoundsMax {
        #[doc = "Bits 0..=31."] #[bits(32, from = f32::from_bits)] pub max: f32 [MAX_OFFSET, MAX_BITS] => with_max, with_max_checked, set_max, set_max_checked;
    }
}

crate::regs::register! { DbDepthBoundsMax, Context, 0x009, "DB_DEPTH_BOUNDS_MAX" }

crate::regs::word! {
    /// `DB_STENCIL_CLEAR` (depth buffer): context register `0x00A`, byte address `0x28028`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct DbStencilClear {
        #[doc = "Bits 0..=7."] pub clear: u8 [CLEAR_OFFSET, CLEAR_BITS] => with_clear, with_clear_checked, set_clear, set_clear_checked;
        #[bits(24)] __: u32;
    }
}

crate::regs::register! { DbStencilClear, Context, 0x00A, "DB_STENCIL_CLEAR" }

crate::regs::word! {
    /// `DB_DEPTH_CLEAR` (depth buffer): context register `0x00B`, byte address `0x2802C`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct DbDepthClear {
        #[doc = "Bits 0..=31."] #[bits(32, from = f32::from_bits)] pub depth_clear: f32 [DEPTH_CLEAR_OFFSET, DEPTH_CLEAR_BITS] => with_depth_clear, with_depth_clear_checked, set_depth_clear, set_depth_clear_checked;
    }
}

crate::regs::register! { DbDepthClear, Context, 0x00B, "DB_DEPTH_CLEAR" }

crate::regs::word! {
    /// `PA_SC_SCREEN_SCISSOR_TL` (primitive assembly, scan converter): context register `0x00C`, byte address `0x28030`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct PaScScreenScissorTl {
        #[doc = "Bits 0..=15."] pub tl_x: u16 [TL_X_OFFSET, TL_X_BITS] => with_tl_x, with_tl_x_checked, set_tl_x, set_tl_x_checked;
        #[doc = "Bits 16..=31."] pub tl_y: u16 [TL_Y_OFFSET, TL_Y_BITS] => with_tl_y, with_tl_y_checked, set_tl_y, set_tl_y_checked;
    }
}

crate::regs::register! { PaScScreenScissorTl, Context, 0x00C, "PA_SC_SCREEN_SCISSOR_TL" }

crate::regs::word! {
    /// `PA_SC_SCREEN_SCISSOR_BR` (primitive assembly, scan converter): context register `0x00D`, byte address `0x28034`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct PaScScreenScissorBr {
        #[doc = "Bits 0..=15."] pub br_x: u16 [BR_X_OFFSET, BR_X_BITS] => with_br_x, with_br_x_checked, set_br_x, set_br_x_checked;
        #[doc = "Bits 16..=31."] pub br_y: u16 [BR_Y_OFFSET, BR_Y_BITS] => with_br_y, with_br_y_checked, set_br_y, set_br_y_checked;
    }
}

crate::regs::register! { PaScScreenScissorBr, Context, 0x00D, "PA_SC_SCREEN_SCISSOR_BR" }

crate::regs::word! {
    /// `DB_DEPTH_INFO` (depth buffer): context register `0x00F`, byte address `0x2803C`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct DbDepthInfo {
        #[doc = "Bits 0..=3."] #[bits(4)] pub addr5_swizzle_mask: u8 [ADDR5_SWIZZLE_MASK_OFFSET, ADDR5_SWIZZLE_MASK_BITS] => with_addr5_swizzle_mask, with_addr5_swizzle_mask_checked, set_addr5_swizzle_mask, set_addr5_swizzle_mask_checked;
        #[doc = "Bits 4..=7: [`ArrayMode`]. gfx7/gfx8 only; a gfx6 `for_gfx` command buffer refuses it."] #[bits(4, default = 0)] pub array_mode: ArrayMode [ARRAY_MODE_OFFSET, ARRAY_MODE_BITS] => with_array_mode, with_array_mode_checked, set_array_mode, set_array_mode_checked;
        #[doc = "Bits 8..=12: [`PipeConfig`]. gfx7/gfx8 only; a gfx6 `for_gfx` command buffer refuses it."] #[bits(5, default = 0)] pub pipe_config: PipeConfig [PIPE_CONFIG_OFFSET, PIPE_CONFIG_BITS] => with_pipe_config, with_pipe_config_checked, set_pipe_config, set_pipe_config_checked;
        #[doc = "Bits 13..=14: [`BankWidth`]. gfx7/gfx8 only; a gfx6 `for_gfx` command buffer refuses it."] #[bits(2, default = 0)] pub bank_width: BankWidth [BANK_WIDTH_OFFSET, BANK_WIDTH_BITS] => with_bank_width, with_bank_width_checked, set_bank_width, set_bank_width_checked;
        #[doc = "Bits 15..=16: [`BankHeight`]. gfx7/gfx8 only; a gfx6 `for_gfx` command buffer refuses it."] #[bits(2, default = 0)] pub bank_height: BankHeight [BANK_HEIGHT_OFFSET, BANK_HEIGHT_BITS] => with_bank_height, with_bank_height_checked, set_bank_height, set_bank_height_checked;
        #[doc = "Bits 17..=18: [`MacroTileAspect`]. gfx7/gfx8 only; a gfx6 `for_gfx` command buffer refuses it."] #[bits(2, default = 0)] pub macro_tile_aspect: MacroTileAspect [MACRO_TILE_ASPECT_OFFSET, MACRO_TILE_ASPECT_BITS] => with_macro_tile_aspect, with_macro_tile_aspect_checked, set_macro_tile_aspect, set_macro_tile_aspect_checked;
        #[doc = "Bits 19..=20: [`NumBanks`]. gfx7/gfx8 only; a gfx6 `for_gfx` command buffer refuses it."] #[bits(2, default = 0)] pub num_banks: NumBanks [NUM_BANKS_OFFSET, NUM_BANKS_BITS] => with_num_banks, with_num_banks_checked, set_num_banks, set_num_banks_checked;
        #[bits(11)] __: u32;
    }
}

crate::regs::register! { DbDepthInfo, Context, 0x00F, "DB_DEPTH_INFO" }

crate::regs::word! {
    /// `DB_Z_INFO` (depth buffer): context register `0x010`, byte address `0x28040`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct DbZInfo {
        #[doc = "Bits 0..=1: [`ZFormat`]."] #[bits(2, default = 0)] pub format: ZFormat [FORMAT_OFFSET, FORMAT_BITS] => with_format, with_format_checked, set_format, set_format_checked;
        #[doc = "Bits 2..=3."] #[bits(2)] pub num_samples: u8 [NUM_SAMPLES_OFFSET, NUM_SAMPLES_BITS] => with_num_samples, with_num_samples_checked, set_num_samples, set_num_samples_checked;
        #[bits(9)] __: u32;
        #[doc = "Bits 13..=15: [`TileSplit`]. gfx7/gfx8 only; a gfx6 `for_gfx` command buffer refuses it."] #[bits(3, default = 0)] pub tile_split: TileSplit [TILE_SPLIT_OFFSET, TILE_SPLIT_BITS] => with_tile_split, with_tile_split_checked, set_tile_split, set_tile_split_checked;
        #[bits(4)] __: u32;
        #[doc = "Bits 20..=22."] #[bits(3)] pub tile_mode_index: u8 [TILE_MODE_INDEX_OFFSET, TILE_MODE_INDEX_BITS] => with_tile_mode_index, with_tile_mode_index_checked, set_tile_mode_index, set_tile_mode_index_checked;
        #[doc = "Bits 23..=26. gfx8 only; a gfx6/gfx7 `for_gfx` command buffer refuses it."] #[bits(4)] pub decompress_on_n_zplanes: u8 [DECOMPRESS_ON_N_ZPLANES_OFFSET, DECOMPRESS_ON_N_ZPLANES_BITS] => with_decompress_on_n_zplanes, with_decompress_on_n_zplanes_checked, set_decompress_on_n_zplanes, set_decompress_on_n_zplanes_checked;
        #[doc = "Bit 27."] pub allow_expclear: bool [ALLOW_EXPCLEAR_OFFSET, ALLOW_EXPCLEAR_BITS] => with_allow_expclear, with_allow_expclear_checked, set_allow_expclear, set_allow_expclear_checked;
        #[doc = "Bit 28."] pub read_size: bool [READ_SIZE_OFFSET, READ_SIZE_BITS] => with_read_size, with_read_size_checked, set_read_size, set_read_size_checked;
        #[doc = "Bit 29."] pub tile_surface_enable: bool [TILE_SURFACE_ENABLE_OFFSET, TILE_SURFACE_ENABLE_BITS] => with_tile_surface_enable, with_tile_surface_enable_checked, set_tile_surface_enable, set_tile_surface_enable_checked;
        #[doc = "Bit 30. gfx8 only; a gfx6/gfx7 `for_gfx` command buffer refuses it."] pub clear_disallowed: bool [CLEAR_DISALLOWED_OFFSET, CLEAR_DISALLOWED_BITS] => with_clear_disallowed, with_clear_disallowed_checked, set_clear_disallowed, set_clear_disallowed_checked;
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
        #[doc = "Bits 13..=15: [`TileSplit`]. gfx7/gfx8 only; a gfx6 `for_gfx` command buffer refuses it."] #[bits(3, default = 0)] pub tile_split: TileSplit [TILE_SPLIT_OFFSET, TILE_SPLIT_BITS] => with_tile_split, with_tile_split_checked, set_tile_split, set_tile_split_checked;
        #[bits(4)] __: u32;
        #[doc = "Bits 20..=22."] #[bits(3)] pub tile_mode_index: u8 [TILE_MODE_INDEX_OFFSET, TILE_MODE_INDEX_BITS] => with_tile_mode_index, with_tile_mode_index_checked, set_tile_mode_index, set_tile_mode_index_checked;
        #[bits(4)] __: u32;
        #[doc = "Bit 27."] pub allow_expclear: bool [ALLOW_EXPCLEAR_OFFSET, ALLOW_EXPCLEAR_BITS] => with_allow_expclear, with_allow_expclear_checked, set_allow_expclear, set_allow_expclear_checked;
        #[bits(1)] __: u32;
        #[doc = "Bit 29."] pub tile_stencil_disable: bool [TILE_STENCIL_DISABLE_OFFSET, TILE_STENCIL_DISABLE_BITS] => with_tile_stencil_disable, with_tile_stencil_disable_checked, set_tile_stencil_disable, set_tile_stencil_disable_checked;
        #[doc = "Bit 30. gfx8 only; a gfx6/gfx7 `for_gfx` command buffer refuses it."] pub clear_disallowed: bool [CLEAR_DISALLOWED_OFFSET, CLEAR_DISALLOWED_BITS] => with_clear_disallowed, with_clear_disallowed_checked, set_clear_disallowed, set_clear_disallowed_checked;
        #[bits(1)] __: u32;
    }
}

crate::regs::register! { DbStencilInfo, Context, 0x011, "DB_STENCIL_INFO" }

/// `DB_Z_READ_BASE` (depth buffer): context register `0x012`, byte address `0x28048`.
pub type DbZReadBase = Base256b<1, 0>;
/// `DB_STENCIL_READ_BASE` (depth buffer): context register `0x013`, byte address `0x2804C`.
pub type DbStencilReadBase = Base256b<2, 0>;
/// `DB_Z_WRITE_BASE` (depth buffer): context register `0x014`, byte address `0x28050`.
pub type DbZWriteBase = Base256b<3, 0>;
/// `DB_STENCIL_WRITE_BASE` (depth buffer): context register `0x015`, byte address `0x28054`.
pub type DbStencilWriteBase = Base256b<4, 0>;
crate::regs::word! {
    /// `DB_DEPTH_SIZE` (depth buffer): context register `0x016`, byte address `0x28058`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct DbDepthSize {
        #[doc = "Bits 0..=10."] #[bits(11)] pub pitch_tile_max: u16 [PITCH_TILE_MAX_OFFSET, PITCH_TILE_MAX_BITS] => with_pitch_tile_max, with_pitch_tile_max_checked, set_pitch_tile_max, set_pitch_tile_max_checked;
        #[doc = "Bits 11..=21."] #[bits(11)] pub height_tile_max: u16 [HEIGHT_TILE_MAX_OFFSET, HEIGHT_TILE_MAX_BITS] => with_height_tile_max, with_height_tile_max_checked, set_height_tile_max, set_height_tile_max_checked;
        #[bits(10)] __: u32;
    }
}

crate::regs::register! { DbDepthSize, Context, 0x016, "DB_DEPTH_SIZE" }

crate::regs::word! {
    /// `DB_DEPTH_SLICE` (depth buffer): context register `0x017`, byte address `0x2805C`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct DbDepthSlice {
        #[doc = "Bits 0..=21."] #[bits(22)] pub slice_tile_max: u32 [SLICE_TILE_MAX_OFFSET, SLICE_TILE_MAX_BITS] => with_slice_tile_max, with_slice_tile_max_checked, set_slice_tile_max, set_slice_tile_max_checked;
        #[bits(10)] __: u32;
    }
}

crate::regs::register! { DbDepthSlice, Context, 0x017, "DB_DEPTH_SLICE" }

/// `TA_BC_BASE_ADDR` (texture addresser): context register `0x020`, byte address `0x28080`.
pub type TaBcBaseAddr = TaBcBaseAddrLayout<0, 0>;
/// `TA_BC_BASE_ADDR_HI` (texture addresser): context register `0x021`, byte address `0x28084`.
pub type TaBcBaseAddrHi = TaBcBaseAddrHiLayout<0, 0>;
/// `COHER_DEST_BASE_HI_0`: context register `0x07A`, byte address `0x281E8`.
pub type CoherDestBaseHi0 = CoherDestBaseHi<0, 0>;
/// `COHER_DEST_BASE_HI_1`: context register `0x07B`, byte address `0x281EC`.
pub type CoherDestBaseHi1 = CoherDestBaseHi<1, 0>;
/// `COHER_DEST_BASE_HI_2`: context register `0x07C`, byte address `0x281F0`.
pub type CoherDestBaseHi2 = CoherDestBaseHi<2, 0>;
/// `COHER_DEST_BASE_HI_3`: context register `0x07D`, byte address `0x281F4`.
pub type CoherDestBaseHi3 = CoherDestBaseHi<3, 0>;
/// `COHER_DEST_BASE_2`: context register `0x07E`, byte address `0x281F8`.
pub type CoherDestBase2 = CoherDestBase<0, 0>;
/// `COHER_DEST_BASE_3`: context register `0x07F`, byte address `0x281FC`.
pub type CoherDestBase3 = CoherDestBase<1, 0>;
crate::regs::word! {
    /// `PA_SC_WINDOW_OFFSET` (primitive assembly, scan converter): context register `0x080`, byte address `0x28200`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct PaScWindowOffset {
        #[doc = "Bits 0..=15."] pub window_x_offset: u16 [WINDOW_X_OFFSET_OFFSET, WINDOW_X_OFFSET_BITS] => with_window_x_offset, with_window_x_offset_checked, set_window_x_offset, set_window_x_offset_checked;
        #[doc = "Bits 16..=31."] pub window_y_offset: u16 [WINDOW_Y_OFFSET_OFFSET, WINDOW_Y_OFFSET_BITS] => with_window_y_offset, with_window_y_offset_checked, set_window_y_offset, set_window_y_offset_checked;
    }
}

crate::regs::register! { PaScWindowOffset, Context, 0x080, "PA_SC_WINDOW_OFFSET" }

/// `PA_SC_WINDOW_SCISSOR_TL` (primitive assembly, scan converter): context register `0x081`, byte address `0x28204`.
pub type PaScWindowScissorTl = PaScScissorTl<0, 0>;
/// `PA_SC_WINDOW_SCISSOR_BR` (primitive assembly, scan converter): context register `0x082`, byte address `0x28208`.
pub type PaScWindowScissorBr = PaScScissorBr<0, 0>;
crate::regs::word! {
    /// `PA_SC_CLIPRECT_RULE` (primitive assembly, scan converter): context register `0x083`, byte address `0x2820C`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct PaScCliprectRule {
        #[doc = "Bits 0..=15: `CLIP_RULE` bit mask."] pub clip_rule: u16 [CLIP_RULE_OFFSET, CLIP_RULE_BITS] => with_clip_rule, with_clip_rule_checked, set_clip_rule, set_clip_rule_checked;
        #[bits(16)] __: u32;
    }
}

crate::regs::register! { PaScCliprectRule, Context, 0x083, "PA_SC_CLIPRECT_RULE" }

crate::regs::word! {
    /// `PA_SC_CLIPRECT_n_TL` (primitive assembly, scan converter): context registers `PA_SC_CLIPRECT_0_TL`..=`PA_SC_CLIPRECT_3_TL`, slot `N` in `0..=3` at `0x084 + 0x2 * (N - 0)`.
    ///
    /// One layout shared by every slot; each slot is its own type (see the aliases such as
    /// [`PaScCliprect0Tl`]), so the offset always comes from the type.
    #[derive(PartialEq, Eq, Hash)]
    pub struct PaScCliprectNTl<const N: usize> {
        #[doc = "Bits 0..=14."] #[bits(15)] pub tl_x: u16 [TL_X_OFFSET, TL_X_BITS] => with_tl_x, with_tl_x_checked, set_tl_x, set_tl_x_checked;
        #[bits(1)] __: u32;
        #[doc = "Bits 16..=30."] #[bits(15)] pub tl_y: u16 [TL_Y_OFFSET, TL_Y_BITS] => with_tl_y, with_tl_y_checked, set_tl_y, set_tl_y_checked;
        #[bits(1)] __: u32;
    }
}

crate::regs::register_family! {
    PaScCliprectNTl {
        space: Context,
        base: 0x084,
        stride: 0x2,
        slots: {
            PaScCliprect0Tl = 0 "PA_SC_CLIPRECT_0_TL";
            PaScCliprect1Tl = 1 "PA_SC_CLIPRECT_1_TL";
            PaScCliprect2Tl = 2 "PA_SC_CLIPRECT_2_TL";
            PaScCliprect3Tl = 3 "PA_SC_CLIPRECT_3_TL";
        }
    }
}

/// `PA_SC_CLIPRECT_n_BR` (primitive assembly, scan converter): context registers `PA_SC_CLIPRECT_0_BR`..=`PA_SC_CLIPRECT_3_BR`, slot `N` in `0..=3` at `0x085 + 0x2 * (N - 0)`.
///
/// One layout shared by every slot; each slot is its own type (see the aliases such as
/// [`PaScCliprect0Br`]), so the offset always comes from the type.
pub type PaScCliprectNBr<const N: usize> = PaScScissorBr<1, N>;

crate::regs::slots! {
    PaScCliprectNBr {
        PaScCliprect0Br = 0 "PA_SC_CLIPRECT_0_BR";
        PaScCliprect1Br = 1 "PA_SC_CLIPRECT_1_BR";
        PaScCliprect2Br = 2 "PA_SC_CLIPRECT_2_BR";
        PaScCliprect3Br = 3 "PA_SC_CLIPRECT_3_BR";
    }
}

crate::regs::word! {
    /// `PA_SC_EDGERULE` (primitive assembly, scan converter): context register `0x08C`, byte address `0x28230`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct PaScEdgerule {
        #[doc = "Bits 0..=3."] #[bits(4)] pub er_tri: u8 [ER_TRI_OFFSET, ER_TRI_BITS] => with_er_tri, with_er_tri_checked, set_er_tri, set_er_tri_checked;
        #[doc = "Bits 4..=7."] #[bits(4)] pub er_point: u8 [ER_POINT_OFFSET, ER_POINT_BITS] => with_er_point, with_er_point_checked, set_er_point, set_er_point_checked;
        #[doc = "Bits 8..=11."] #[bits(4)] pub er_rect: u8 [ER_RECT_OFFSET, ER_RECT_BITS] => with_er_rect, with_er_rect_checked, set_er_rect, set_er_rect_checked;
        #[doc = "Bits 12..=17."] #[bits(6)] pub er_line_lr: u8 [ER_LINE_LR_OFFSET, ER_LINE_LR_BITS] => with_er_line_lr, with_er_line_lr_checked, set_er_line_lr, set_er_line_lr_checked;
        #[doc = "Bits 18..=23."] #[bits(6)] pub er_line_rl: u8 [ER_LINE_RL_OFFSET, ER_LINE_RL_BITS] => with_er_line_rl, with_er_line_rl_checked, set_er_line_rl, set_er_line_rl_checked;
        #[doc = "Bits 24..=27."] #[bits(4)] pub er_line_tb: u8 [ER_LINE_TB_OFFSET, ER_LINE_TB_BITS] => with_er_line_tb, with_er_line_tb_checked, set_er_line_tb, set_er_line_tb_checked;
        #[doc = "Bits 28..=31."] #[bits(4)] pub er_line_bt: u8 [ER_LINE_BT_OFFSET, ER_LINE_BT_BITS] => with_er_line_bt, with_er_line_bt_checked, set_er_line_bt, set_er_line_bt_checked;
    }
}

crate::regs::register! { PaScEdgerule, Context, 0x08C, "PA_SC_EDGERULE" }

crate::regs::word! {
    /// `PA_SU_HARDWARE_SCREEN_OFFSET` (primitive assembly, setup unit): context register `0x08D`, byte address `0x28234`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct PaSuHardwareScreenOffset {
        #[doc = "Bits 0..=8."] #[bits(9)] pub hw_screen_offset_x: u16 [HW_SCREEN_OFFSET_X_OFFSET, HW_SCREEN_OFFSET_X_BITS] => with_hw_screen_offset_x, with_hw_screen_offset_x_checked, set_hw_screen_offset_x, set_hw_screen_offset_x_checked;
        #[bits(7)] __: u32;
        #[doc = "Bits 16..=24."] #[bits(9)] pub hw_screen_offset_y: u16 [HW_SCREEN_OFFSET_Y_OFFSET, HW_SCREEN_OFFSET_Y_BITS] => with_hw_screen_offset_y, with_hw_screen_offset_y_checked, set_hw_screen_offset_y, set_hw_screen_offset_y_checked;
        #[bits(7)] __: u32;
    }
}

crate::regs::register! { PaSuHardwareScreenOffset, Context, 0x08D, "PA_SU_HARDWARE_SCREEN_OFFSET" }

crate::regs::word! {
    /// `CB_TARGET_MASK` (colour buffer): context register `0x08E`, byte address `0x28238`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct CbTargetMask {
        #[doc = "Bits 0..=3."] #[bits(4)] pub target0_enable: u8 [TARGET0_ENABLE_OFFSET, TARGET0_ENABLE_BITS] => with_target0_enable, with_target0_enable_checked, set_target0_enable, set_target0_enable_checked;
        #[doc = "Bits 4..=7."] #[bits(4)] pub target1_enable: u8 [TARGET1_ENABLE_OFFSET, TARGET1_ENABLE_BITS] => with_target1_enable, with_target1_enable_checked, set_target1_enable, set_target1_enable_checked;
        #[doc = "Bits 8..=11."] #[bits(4)] pub target2_enable: u8 [TARGET2_ENABLE_OFFSET, TARGET2_ENABLE_BITS] => with_target2_enable, with_target2_enable_checked, set_target2_enable, set_target2_enable_checked;
        #[doc = "Bits 12..=15."] #[bits(4)] pub target3_enable: u8 [TARGET3_ENABLE_OFFSET, TARGET3_ENABLE_BITS] => with_target3_enable, with_target3_enable_checked, set_target3_enable, set_target3_enable_checked;
        #[doc = "Bits 16..=19."] #[bits(4)] pub target4_enable: u8 [TARGET4_ENABLE_OFFSET, TARGET4_ENABLE_BITS] => with_target4_enable, with_target4_enable_checked, set_target4_enable, set_target4_enable_checked;
        #[doc = "Bits 20..=23."] #[bits(4)] pub target5_enable: u8 [TARGET5_ENABLE_OFFSET, TARGET5_ENABLE_BITS] => with_target5_enable, with_target5_enable_checked, set_target5_enable, set_target5_enable_checked;
        #[doc = "Bits 24..=27."] #[bits(4)] pub target6_enable: u8 [TARGET6_ENABLE_OFFSET, TARGET6_ENABLE_BITS] => with_target6_enable, with_target6_enable_checked, set_target6_enable, set_target6_enable_checked;
        #[doc = "Bits 28..=31."] #[bits(4)] pub target7_enable: u8 [TARGET7_ENABLE_OFFSET, TARGET7_ENABLE_BITS] => with_target7_enable, with_target7_enable_checked, set_target7_enable, set_target7_enable_checked;
    }
}

crate::regs::register! { CbTargetMask, Context, 0x08E, "CB_TARGET_MASK" }

crate::regs::word! {
    /// `CB_SHADER_MASK` (colour buffer): context register `0x08F`, byte address `0x2823C`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct CbShaderMask {
        #[doc = "Bits 0..=3."] #[bits(4)] pub output0_enable: u8 [OUTPUT0_ENABLE_OFFSET, OUTPUT0_ENABLE_BITS] => with_output0_enable, with_output0_enable_checked, set_output0_enable, set_output0_enable_checked;
        #[doc = "Bits 4..=7."] #[bits(4)] pub output1_enable: u8 [OUTPUT1_ENABLE_OFFSET, OUTPUT1_ENABLE_BITS] => with_output1_enable, with_output1_enable_checked, set_output1_enable, set_output1_enable_checked;
        #[doc = "Bits 8..=11."] #[bits(4)] pub output2_enable: u8 [OUTPUT2_ENABLE_OFFSET, OUTPUT2_ENABLE_BITS] => with_output2_enable, with_output2_enable_checked, set_output2_enable, set_output2_enable_checked;
        #[doc = "Bits 12..=15."] #[bits(4)] pub output3_enable: u8 [OUTPUT3_ENABLE_OFFSET, OUTPUT3_ENABLE_BITS] => with_output3_enable, with_output3_enable_checked, set_output3_enable, set_output3_enable_checked;
        #[doc = "Bits 16..=19."] #[bits(4)] pub output4_enable: u8 [OUTPUT4_ENABLE_OFFSET, OUTPUT4_ENABLE_BITS] => with_output4_enable, with_output4_enable_checked, set_output4_enable, set_output4_enable_checked;
        #[doc = "Bits 20..=23."] #[bits(4)] pub output5_enable: u8 [OUTPUT5_ENABLE_OFFSET, OUTPUT5_ENABLE_BITS] => with_output5_enable, with_output5_enable_checked, set_output5_enable, set_output5_enable_checked;
        #[doc = "Bits 24..=27."] #[bits(4)] pub output6_enable: u8 [OUTPUT6_ENABLE_OFFSET, OUTPUT6_ENABLE_BITS] => with_output6_enable, with_output6_enable_checked, set_output6_enable, set_output6_enable_checked;
        #[doc = "Bits 28..=31."] #[bits(4)] pub output7_enable: u8 [OUTPUT7_ENABLE_OFFSET, OUTPUT7_ENABLE_BITS] => with_output7_enable, with_output7_enable_checked, set_output7_enable, set_output7_enable_checked;
    }
}

crate::regs::register! { CbShaderMask, Context, 0x08F, "CB_SHADER_MASK" }

/// `PA_SC_GENERIC_SCISSOR_TL` (primitive assembly, scan converter): context register `0x090`, byte address `0x28240`.
pub type PaScGenericScissorTl = PaScScissorTl<1, 0>;
/// `PA_SC_GENERIC_SCISSOR_BR` (primitive assembly, scan converter): context register `0x091`, byte address `0x28244`.
pub type PaScGenericScissorBr = PaScScissorBr<2, 0>;
/// `COHER_DEST_BASE_0`: context register `0x092`, byte address `0x28248`.
pub type CoherDestBase0 = CoherDestBase<2, 0>;
/// `COHER_DEST_BASE_1`: context register `0x093`, byte address `0x2824C`.
pub type CoherDestBase1 = CoherDestBase<3, 0>;
/// `PA_SC_VPORT_SCISSOR_n_TL` (primitive assembly, scan converter): context registers `PA_SC_VPORT_SCISSOR_0_TL`..=`PA_SC_VPORT_SCISSOR_15_TL`, slot `N` in `0..=15` at `0x094 + 0x2 * (N - 0)`.
///
/// One layout shared by every slot; each slot is its own type (see the aliases such as
/// [`PaScVportScissor0Tl`]), so the offset always comes from the type.
pub type PaScVportScissorNTl<const N: usize> = PaScScissorTl<2, N>;

crate::regs::slots! {
    PaScVportScissorNTl {
        PaScVportScissor0Tl = 0 "PA_SC_VPORT_SCISSOR_0_TL";
        PaScVportScissor1Tl = 1 "PA_SC_VPORT_SCISSOR_1_TL";
        PaScVportScissor2Tl = 2 "PA_SC_VPORT_SCISSOR_2_TL";
        PaScVportScissor3Tl = 3 "PA_SC_VPORT_SCISSOR_3_TL";
        PaScVportScissor4Tl = 4 "PA_SC_VPORT_SCISSOR_4_TL";
        PaScVportScissor5Tl = 5 "PA_SC_VPORT_SCISSOR_5_TL";
        PaScVportScissor6Tl = 6 "PA_SC_VPORT_SCISSOR_6_TL";
        PaScVportScissor7Tl = 7 "PA_SC_VPORT_SCISSOR_7_TL";
        PaScVportScissor8Tl = 8 "PA_SC_VPORT_SCISSOR_8_TL";
        PaScVportScissor9Tl = 9 "PA_SC_VPORT_SCISSOR_9_TL";
        PaScVportScissor10Tl = 10 "PA_SC_VPORT_SCISSOR_10_TL";
        PaScVportScissor11Tl = 11 "PA_SC_VPORT_SCISSOR_11_TL";
        PaScVportScissor12Tl = 12 "PA_SC_VPORT_SCISSOR_12_TL";
        PaScVportScissor13Tl = 13 "PA_SC_VPORT_SCISSOR_13_TL";
        PaScVportScissor14Tl = 14 "PA_SC_VPORT_SCISSOR_14_TL";
        PaScVportScissor15Tl = 15 "PA_SC_VPORT_SCISSOR_15_TL";
    }
}

/// `PA_SC_VPORT_SCISSOR_n_BR` (primitive assembly, scan converter): context registers `PA_SC_VPORT_SCISSOR_0_BR`..=`PA_SC_VPORT_SCISSOR_15_BR`, slot `N` in `0..=15` at `0x095 + 0x2 * (N - 0)`.
///
/// One layout shared by every slot; each slot is its own type (see the aliases such as
/// [`PaScVportScissor0Br`]), so the offset always comes from the type.
pub type PaScVportScissorNBr<const N: usize> = PaScScissorBr<3, N>;

crate::regs::slots! {
    PaScVportScissorNBr {
        PaScVportScissor0Br = 0 "PA_SC_VPORT_SCISSOR_0_BR";
        PaScVportScissor1Br = 1 "PA_SC_VPORT_SCISSOR_1_BR";
        PaScVportScissor2Br = 2 "PA_SC_VPORT_SCISSOR_2_BR";
        PaScVportScissor3Br = 3 "PA_SC_VPORT_SCISSOR_3_BR";
        PaScVportScissor4Br = 4 "PA_SC_VPORT_SCISSOR_4_BR";
        PaScVportScissor5Br = 5 "PA_SC_VPORT_SCISSOR_5_BR";
        PaScVportScissor6Br = 6 "PA_SC_VPORT_SCISSOR_6_BR";
        PaScVportScissor7Br = 7 "PA_SC_VPORT_SCISSOR_7_BR";
        PaScVportScissor8Br = 8 "PA_SC_VPORT_SCISSOR_8_BR";
        PaScVportScissor9Br = 9 "PA_SC_VPORT_SCISSOR_9_BR";
        PaScVportScissor10Br = 10 "PA_SC_VPORT_SCISSOR_10_BR";
        PaScVportScissor11Br = 11 "PA_SC_VPORT_SCISSOR_11_BR";
        PaScVportScissor12Br = 12 "PA_SC_VPORT_SCISSOR_12_BR";
        PaScVportScissor13Br = 13 "PA_SC_VPORT_SCISSOR_13_BR";
        PaScVportScissor14Br = 14 "PA_SC_VPORT_SCISSOR_14_BR";
        PaScVportScissor15Br = 15 "PA_SC_VPORT_SCISSOR_15_BR";
    }
}

crate::regs::word! {
    /// `PA_SC_VPORT_ZMIN_n` (primitive assembly, scan converter): context registers `PA_SC_VPORT_ZMIN_0`..=`PA_SC_VPORT_ZMIN_15`, slot `N` in `0..=15` at `0x0B4 + 0x2 * (N - 0)`.
    ///
    /// One layout shared by every slot; each slot is its own type (see the aliases such as
    /// [`PaScVportZmin0`]), so the offset always comes from the type.
    #[derive(PartialEq, Eq, Hash)]
    pub struct PaScVportZminN<const N: usize> {
        #[doc = "Bits 0..=31."] #[bits(32, from = f32::from_bits)] pub vport_zmin: f32 [VPORT_ZMIN_OFFSET, VPORT_ZMIN_BITS] => with_vport_zmin, with_vport_zmin_checked, set_vport_zmin, set_vport_zmin_checked;
    }
}

crate::regs::register_family! {
    PaScVportZminN {
        space: Context,
        base: 0x0B4,
        stride: 0x2,
        slots: {
            PaScVportZmin0 = 0 "PA_SC_VPORT_ZMIN_0";
            PaScVportZmin1 = 1 "PA_SC_VPORT_ZMIN_1";
            PaScVportZmin2 = 2 "PA_SC_VPORT_ZMIN_2";
            PaScVportZmin3 = 3 "PA_SC_VPORT_ZMIN_3";
            PaScVportZmin4 = 4 "PA_SC_VPORT_ZMIN_4";
            PaScVportZmin5 = 5 "PA_SC_VPORT_ZMIN_5";
            PaScVportZmin6 = 6 "PA_SC_VPORT_ZMIN_6";
            PaScVportZmin7 = 7 "PA_SC_VPORT_ZMIN_7";
            PaScVportZmin8 = 8 "PA_SC_VPORT_ZMIN_8";
            PaScVportZmin9 = 9 "PA_SC_VPORT_ZMIN_9";
            PaScVportZmin10 = 10 "PA_SC_VPORT_ZMIN_10";
            PaScVportZmin11 = 11 "PA_SC_VPORT_ZMIN_11";
            PaScVportZmin12 = 12 "PA_SC_VPORT_ZMIN_12";
            PaScVportZmin13 = 13 "PA_SC_VPORT_ZMIN_13";
            PaScVportZmin14 = 14 "PA_SC_VPORT_ZMIN_14";
            PaScVportZmin15 = 15 "PA_SC_VPORT_ZMIN_15";
        }
    }
}

crate::regs::word! {
    /// `PA_SC_VPORT_ZMAX_n` (primitive assembly, scan converter): context registers `PA_SC_VPORT_ZMAX_0`..=`PA_SC_VPORT_ZMAX_15`, slot `N` in `0..=15` at `0x0B5 + 0x2 * (N - 0)`.
    ///
    /// One layout shared by every slot; each slot is its own type (see the aliases such as
    /// [`PaScVportZmax0`]), so the offset always comes from the type.
    #[derive(PartialEq, Eq, Hash)]
    pub struct PaScVportZmaxN<const N: usize> {
        #[doc = "Bits 0..=31."] #[bits(32, from = f32::from_bits)] pub vport_zmax: f32 [VPORT_ZMAX_OFFSET, VPORT_ZMAX_BITS] => with_vport_zmax, with_vport_zmax_checked, set_vport_zmax, set_vport_zmax_checked;
    }
}

crate::regs::register_family! {
    PaScVportZmaxN {
        space: Context,
        base: 0x0B5,
        stride: 0x2,
        slots: {
            PaScVportZmax0 = 0 "PA_SC_VPORT_ZMAX_0";
            PaScVportZmax1 = 1 "PA_SC_VPORT_ZMAX_1";
            PaScVportZmax2 = 2 "PA_SC_VPORT_ZMAX_2";
            PaScVportZmax3 = 3 "PA_SC_VPORT_ZMAX_3";
            PaScVportZmax4 = 4 "PA_SC_VPORT_ZMAX_4";
            PaScVportZmax5 = 5 "PA_SC_VPORT_ZMAX_5";
            PaScVportZmax6 = 6 "PA_SC_VPORT_ZMAX_6";
            PaScVportZmax7 = 7 "PA_SC_VPORT_ZMAX_7";
            PaScVportZmax8 = 8 "PA_SC_VPORT_ZMAX_8";
            PaScVportZmax9 = 9 "PA_SC_VPORT_ZMAX_9";
            PaScVportZmax10 = 10 "PA_SC_VPORT_ZMAX_10";
            PaScVportZmax11 = 11 "PA_SC_VPORT_ZMAX_11";
            PaScVportZmax12 = 12 "PA_SC_VPORT_ZMAX_12";
            PaScVportZmax13 = 13 "PA_SC_VPORT_ZMAX_13";
            PaScVportZmax14 = 14 "PA_SC_VPORT_ZMAX_14";
            PaScVportZmax15 = 15 "PA_SC_VPORT_ZMAX_15";
        }
    }
}

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
        #[doc = "Bits 14..=15: [`PkrXsel2`]. gfx7/gfx8 only; a gfx6 `for_gfx` command buffer refuses it."] #[bits(2, default = 0)] pub pkr_xsel2: PkrXsel2 [PKR_XSEL2_OFFSET, PKR_XSEL2_BITS] => with_pkr_xsel2, with_pkr_xsel2_checked, set_pkr_xsel2, set_pkr_xsel2_checked;
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
    /// `PA_SC_RASTER_CONFIG_1` (primitive assembly, scan converter): context register `0x0D5`, byte address `0x28354`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct PaScRasterConfig1 {
        #[doc = "Bits 0..=1: [`SePairMap`]."] #[bits(2, default = 0)] pub se_pair_map: SePairMap [SE_PAIR_MAP_OFFSET, SE_PAIR_MAP_BITS] => with_se_pair_map, with_se_pair_map_checked, set_se_pair_map, set_se_pair_map_checked;
        #[doc = "Bits 2..=3: [`SePairXsel`]."] #[bits(2, default = 0)] pub se_pair_xsel: SePairXsel [SE_PAIR_XSEL_OFFSET, SE_PAIR_XSEL_BITS] => with_se_pair_xsel, with_se_pair_xsel_checked, set_se_pair_xsel, set_se_pair_xsel_checked;
        #[doc = "Bits 4..=5: [`SePairYsel`]."] #[bits(2, default = 0)] pub se_pair_ysel: SePairYsel [SE_PAIR_YSEL_OFFSET, SE_PAIR_YSEL_BITS] => with_se_pair_ysel, with_se_pair_ysel_checked, set_se_pair_ysel, set_se_pair_ysel_checked;
        #[bits(26)] __: u32;
    }
}

crate::regs::register! { PaScRasterConfig1, Context, 0x0D5, "PA_SC_RASTER_CONFIG_1" }

crate::regs::word! {
    /// `CP_PERFMON_CNTX_CNTL` (command processor): context register `0x0D8`, byte address `0x28360`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct CpPerfmonCntxCntl {
        #[bits(31)] __: u32;
        #[doc = "Bit 31."] pub perfmon_enable: bool [PERFMON_ENABLE_OFFSET, PERFMON_ENABLE_BITS] => with_perfmon_enable, with_perfmon_enable_checked, set_perfmon_enable, set_perfmon_enable_checked;
    }
}

crate::regs::register! { CpPerfmonCntxCntl, Context, 0x0D8, "CP_PERFMON_CNTX_CNTL" }

crate::regs::word! {
    /// `CP_PIPEID` (command processor): context register `0x0D9`, byte address `0x28364`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct CpPipeid {
        #[doc = "Bits 0..=1."] #[bits(2)] pub pipe_id: u8 [PIPE_ID_OFFSET, PIPE_ID_BITS] => with_pipe_id, with_pipe_id_checked, set_pipe_id, set_pipe_id_checked;
        #[bits(30)] __: u32;
    }
}

crate::regs::register! { CpPipeid, Context, 0x0D9, "CP_PIPEID" }

crate::regs::word! {
    /// `CP_RINGID` (command processor): context register `0x0D9`, byte address `0x28364`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct CpRingid {
        #[doc = "Bits 0..=1."] #[bits(2)] pub ringid: u8 [RINGID_OFFSET, RINGID_BITS] => with_ringid, with_ringid_checked, set_ringid, set_ringid_checked;
        #[bits(30)] __: u32;
    }
}

crate::regs::register! { CpRingid, Context, 0x0D9, "CP_RINGID" }

crate::regs::word! {
    /// `CP_VMID` (command processor): context register `0x0DA`, byte address `0x28368`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct CpVmid {
        #[doc = "Bits 0..=3."] #[bits(4)] pub vmid: u8 [VMID_OFFSET, VMID_BITS] => with_vmid, with_vmid_checked, set_vmid, set_vmid_checked;
        #[bits(28)] __: u32;
    }
}

crate::regs::register! { CpVmid, Context, 0x0DA, "CP_VMID" }

crate::regs::word! {
    /// `VGT_MAX_VTX_INDX` (vertex grouper and tessellator): context register `0x100`, byte address `0x28400`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct VgtMaxVtxIndx {
        #[doc = "Bits 0..=31."] pub max_indx: u32 [MAX_INDX_OFFSET, MAX_INDX_BITS] => with_max_indx, with_max_indx_checked, set_max_indx, set_max_indx_checked;
    }
}

crate::regs::register! { VgtMaxVtxIndx, Context, 0x100, "VGT_MAX_VTX_INDX" }

crate::regs::word! {
    /// `VGT_MIN_VTX_INDX` (vertex grouper and tessellator): context register `0x101`, byte address `0x28404`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct VgtMinVtxIndx {
        #[doc = "Bits 0..=31."] pub min_indx: u32 [MIN_INDX_OFFSET, MIN_INDX_BITS] => with_min_indx, with_min_indx_checked, set_min_indx, set_min_indx_checked;
    }
}

crate::regs::register! { VgtMinVtxIndx, Context, 0x101, "VGT_MIN_VTX_INDX" }

crate::regs::word! {
    /// `VGT_INDX_OFFSET` (vertex grouper and tessellator): context register `0x102`, byte address `0x28408`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct VgtIndxOffset {
        #[doc = "Bits 0..=31."] pub indx_offset: u32 [INDX_OFFSET_OFFSET, INDX_OFFSET_BITS] => with_indx_offset, with_indx_offset_checked, set_indx_offset, set_indx_offset_checked;
    }
}

crate::regs::register! { VgtIndxOffset, Context, 0x102, "VGT_INDX_OFFSET" }

crate::regs::word! {
    /// `VGT_MULTI_PRIM_IB_RESET_INDX` (vertex grouper and tessellator): context register `0x103`, byte address `0x2840C`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct VgtMultiPrimIbResetIndx {
        #[doc = "Bits 0..=31."] pub reset_indx: u32 [RESET_INDX_OFFSET, RESET_INDX_BITS] => with_reset_indx, with_reset_indx_checked, set_reset_indx, set_reset_indx_checked;
    }
}

crate::regs::register! { VgtMultiPrimIbResetIndx, Context, 0x103, "VGT_MULTI_PRIM_IB_RESET_INDX" }

crate::regs::word! {
    /// `CB_BLEND_RED` (colour buffer): context register `0x105`, byte address `0x28414`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct CbBlendRed {
        #[doc = "Bits 0..=31."] #[bits(32, from = f32::from_bits)] pub blend_red: f32 [BLEND_RED_OFFSET, BLEND_RED_BITS] => with_blend_red, with_blend_red_checked, set_blend_red, set_blend_red_checked;
    }
}

crate::regs::register! { CbBlendRed, Context, 0x105, "CB_BLEND_RED" }

crate::regs::word! {
    /// `CB_BLEND_GREEN` (colour buffer): context register `0x106`, byte address `0x28418`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct CbBlendGreen {
        #[doc = "Bits 0..=31."] #[bits(32, from = f32::from_bits)] pub blend_green: f32 [BLEND_GREEN_OFFSET, BLEND_GREEN_BITS] => with_blend_green, with_blend_green_checked, set_blend_green, set_blend_green_checked;
    }
}

crate::regs::register! { CbBlendGreen, Context, 0x106, "CB_BLEND_GREEN" }

crate::regs::word! {
    /// `CB_BLEND_BLUE` (colour buffer): context register `0x107`, byte address `0x2841C`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct CbBlendBlue {
        #[doc = "Bits 0..=31."] #[bits(32, from = f32::from_bits)] pub blend_blue: f32 [BLEND_BLUE_OFFSET, BLEND_BLUE_BITS] => with_blend_blue, with_blend_blue_checked, set_blend_blue, set_blend_blue_checked;
    }
}

crate::regs::register! { CbBlendBlue, Context, 0x107, "CB_BLEND_BLUE" }

crate::regs::word! {
    /// `CB_BLEND_ALPHA` (colour buffer): context register `0x108`, byte address `0x28420`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct CbBlendAlpha {
        #[doc = "Bits 0..=31."] #[bits(32, from = f32::from_bits)] pub blend_alpha: f32 [BLEND_ALPHA_OFFSET, BLEND_ALPHA_BITS] => with_blend_alpha, with_blend_alpha_checked, set_blend_alpha, set_blend_alpha_checked;
    }
}

crate::regs::register! { CbBlendAlpha, Context, 0x108, "CB_BLEND_ALPHA" }

crate::regs::word! {
    /// `DB_STENCIL_CONTROL` (depth buffer): context register `0x10B`, byte address `0x2842C`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct DbStencilControl {
        #[doc = "Bits 0..=3: [`StencilOp`]."] #[bits(4, default = 0)] pub stencilfail: StencilOp [STENCILFAIL_OFFSET, STENCILFAIL_BITS] => with_stencilfail, with_stencilfail_checked, set_stencilfail, set_stencilfail_checked;
        #[doc = "Bits 4..=7: [`StencilOp`]."] #[bits(4, default = 0)] pub stencilzpass: StencilOp [STENCILZPASS_OFFSET, STENCILZPASS_BITS] => with_stencilzpass, with_stencilzpass_checked, set_stencilzpass, set_stencilzpass_checked;
        #[doc = "Bits 8..=11: [`StencilOp`]."] #[bits(4, default = 0)] pub stencilzfail: StencilOp [STENCILZFAIL_OFFSET, STENCILZFAIL_BITS] => with_stencilzfail, with_stencilzfail_checked, set_stencilzfail, set_stencilzfail_checked;
        #[doc = "Bits 12..=15: [`StencilOp`]."] #[bits(4, default = 0)] pub stencilfail_bf: StencilOp [STENCILFAIL_BF_OFFSET, STENCILFAIL_BF_BITS] => with_stencilfail_bf, with_stencilfail_bf_checked, set_stencilfail_bf, set_stencilfail_bf_checked;
        #[doc = "Bits 16..=19: [`StencilOp`]."] #[bits(4, default = 0)] pub stencilzpass_bf: StencilOp [STENCILZPASS_BF_OFFSET, STENCILZPASS_BF_BITS] => with_stencilzpass_bf, with_stencilzpass_bf_checked, set_stencilzpass_bf, set_stencilzpass_bf_checked;
        #[doc = "Bits 20..=23: [`StencilOp`]."] #[bits(4, default = 0)] pub stencilzfail_bf: StencilOp [STENCILZFAIL_BF_OFFSET, STENCILZFAIL_BF_BITS] => with_stencilzfail_bf, with_stencilzfail_bf_checked, set_stencilzfail_bf, set_stencilzfail_bf_checked;
        #[bits(8)] __: u32;
    }
}

crate::regs::register! { DbStencilControl, Context, 0x10B, "DB_STENCIL_CONTROL" }

crate::regs::word! {
    /// `DB_STENCILREFMASK` (depth buffer): context register `0x10C`, byte address `0x28430`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct DbStencilrefmask {
        #[doc = "Bits 0..=7."] pub stenciltestval: u8 [STENCILTESTVAL_OFFSET, STENCILTESTVAL_BITS] => with_stenciltestval, with_stenciltestval_checked, set_stenciltestval, set_stenciltestval_checked;
        #[doc = "Bits 8..=15."] pub stencilmask: u8 [STENCILMASK_OFFSET, STENCILMASK_BITS] => with_stencilmask, with_stencilmask_checked, set_stencilmask, set_stencilmask_checked;
        #[doc = "Bits 16..=23."] pub stencilwritemask: u8 [STENCILWRITEMASK_OFFSET, STENCILWRITEMASK_BITS] => with_stencilwritemask, with_stencilwritemask_checked, set_stencilwritemask, set_stencilwritemask_checked;
        #[doc = "Bits 24..=31."] pub stencilopval: u8 [STENCILOPVAL_OFFSET, STENCILOPVAL_BITS] => with_stencilopval, with_stencilopval_checked, set_stencilopval, set_stencilopval_checked;
    }
}

crate::regs::register! { DbStencilrefmask, Context, 0x10C, "DB_STENCILREFMASK" }

crate::regs::word! {
    /// `DB_STENCILREFMASK_BF` (depth buffer): context register `0x10D`, byte address `0x28434`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct DbStencilrefmaskBf {
        #[doc = "Bits 0..=7."] pub stenciltestval_bf: u8 [STENCILTESTVAL_BF_OFFSET, STENCILTESTVAL_BF_BITS] => with_stenciltestval_bf, with_stenciltestval_bf_checked, set_stenciltestval_bf, set_stenciltestval_bf_checked;
        #[doc = "Bits 8..=15."] pub stencilmask_bf: u8 [STENCILMASK_BF_OFFSET, STENCILMASK_BF_BITS] => with_stencilmask_bf, with_stencilmask_bf_checked, set_stencilmask_bf, set_stencilmask_bf_checked;
        #[doc = "Bits 16..=23."] pub stencilwritemask_bf: u8 [STENCILWRITEMASK_BF_OFFSET, STENCILWRITEMASK_BF_BITS] => with_stencilwritemask_bf, with_stencilwritemask_bf_checked, set_stencilwritemask_bf, set_stencilwritemask_bf_checked;
        #[doc = "Bits 24..=31."] pub stencilopval_bf: u8 [STENCILOPVAL_BF_OFFSET, STENCILOPVAL_BF_BITS] => with_stencilopval_bf, with_stencilopval_bf_checked, set_stencilopval_bf, set_stencilopval_bf_checked;
    }
}

crate::regs::register! { DbStencilrefmaskBf, Context, 0x10D, "DB_STENCILREFMASK_BF" }

crate::regs::word! {
    /// `PA_CL_VPORT_XSCALE_n` (primitive assembly, clipper): context registers `PA_CL_VPORT_XSCALE`..=`PA_CL_VPORT_XSCALE_15`, slot `N` in `0..=15` at `0x10F + 0x6 * (N - 0)`.
    ///
    /// One layout shared by every slot; each slot is its own type (see the aliases such as
    /// [`PaClVportXscale`]), so the offset always comes from the type.
    #[derive(PartialEq, Eq, Hash)]
    pub struct PaClVportXscaleN<const N: usize> {
        #[doc = "Bits 0..=31."] #[bits(32, from = f32::from_bits)] pub vport_xscale: f32 [VPORT_XSCALE_OFFSET, VPORT_XSCALE_BITS] => with_vport_xscale, with_vport_xscale_checked, set_vport_xscale, set_vport_xscale_checked;
    }
}

crate::regs::register_family! {
    PaClVportXscaleN {
        space: Context,
        base: 0x10F,
        stride: 0x6,
        slots: {
            PaClVportXscale = 0 "PA_CL_VPORT_XSCALE";
            PaClVportXscale1 = 1 "PA_CL_VPORT_XSCALE_1";
            PaClVportXscale2 = 2 "PA_CL_VPORT_XSCALE_2";
            PaClVportXscale3 = 3 "PA_CL_VPORT_XSCALE_3";
            PaClVportXscale4 = 4 "PA_CL_VPORT_XSCALE_4";
            PaClVportXscale5 = 5 "PA_CL_VPORT_XSCALE_5";
            PaClVportXscale6 = 6 "PA_CL_VPORT_XSCALE_6";
            PaClVportXscale7 = 7 "PA_CL_VPORT_XSCALE_7";
            PaClVportXscale8 = 8 "PA_CL_VPORT_XSCALE_8";
            PaClVportXscale9 = 9 "PA_CL_VPORT_XSCALE_9";
            PaClVportXscale10 = 10 "PA_CL_VPORT_XSCALE_10";
            PaClVportXscale11 = 11 "PA_CL_VPORT_XSCALE_11";
            PaClVportXscale12 = 12 "PA_CL_VPORT_XSCALE_12";
            PaClVportXscale13 = 13 "PA_CL_VPORT_XSCALE_13";
            PaClVportXscale14 = 14 "PA_CL_VPORT_XSCALE_14";
            PaClVportXscale15 = 15 "PA_CL_VPORT_XSCALE_15";
        }
    }
}

crate::regs::word! {
    /// `PA_CL_VPORT_XOFFSET_n` (primitive assembly, clipper): context registers `PA_CL_VPORT_XOFFSET`..=`PA_CL_VPORT_XOFFSET_15`, slot `N` in `0..=15` at `0x110 + 0x6 * (N - 0)`.
    ///
    /// One layout shared by every slot; each slot is its own type (see the aliases such as
    /// [`PaClVportXoffset`]), so the offset always comes from the type.
    #[derive(PartialEq, Eq, Hash)]
    pub struct PaClVportXoffsetN<const N: usize> {
        #[doc = "Bits 0..=31."] #[bits(32, from = f32::from_bits)] pub vport_xoffset: f32 [VPORT_XOFFSET_OFFSET, VPORT_XOFFSET_BITS] => with_vport_xoffset, with_vport_xoffset_checked, set_vport_xoffset, set_vport_xoffset_checked;
    }
}

crate::regs::register_family! {
    PaClVportXoffsetN {
        space: Context,
        base: 0x110,
        stride: 0x6,
        slots: {
            PaClVportXoffset = 0 "PA_CL_VPORT_XOFFSET";
            PaClVportXoffset1 = 1 "PA_CL_VPORT_XOFFSET_1";
            PaClVportXoffset2 = 2 "PA_CL_VPORT_XOFFSET_2";
            PaClVportXoffset3 = 3 "PA_CL_VPORT_XOFFSET_3";
            PaClVportXoffset4 = 4 "PA_CL_VPORT_XOFFSET_4";
            PaClVportXoffset5 = 5 "PA_CL_VPORT_XOFFSET_5";
            PaClVportXoffset6 = 6 "PA_CL_VPORT_XOFFSET_6";
            PaClVportXoffset7 = 7 "PA_CL_VPORT_XOFFSET_7";
            PaClVportXoffset8 = 8 "PA_CL_VPORT_XOFFSET_8";
            PaClVportXoffset9 = 9 "PA_CL_VPORT_XOFFSET_9";
            PaClVportXoffset10 = 10 "PA_CL_VPORT_XOFFSET_10";
            PaClVportXoffset11 = 11 "PA_CL_VPORT_XOFFSET_11";
            PaClVportXoffset12 = 12 "PA_CL_VPORT_XOFFSET_12";
            PaClVportXoffset13 = 13 "PA_CL_VPORT_XOFFSET_13";
            PaClVportXoffset14 = 14 "PA_CL_VPORT_XOFFSET_14";
            PaClVportXoffset15 = 15 "PA_CL_VPORT_XOFFSET_15";
        }
    }
}

crate::regs::word! {
    /// `PA_CL_VPORT_YSCALE_n` (primitive assembly, clipper): context registers `PA_CL_VPORT_YSCALE`..=`PA_CL_VPORT_YSCALE_15`, slot `N` in `0..=15` at `0x111 + 0x6 * (N - 0)`.
    ///
    /// One layout shared by every slot; each slot is its own type (see the aliases such as
    /// [`PaClVportYscale`]), so the offset always comes from the type.
    #[derive(PartialEq, Eq, Hash)]
    pub struct PaClVportYscaleN<const N: usize> {
        #[doc = "Bits 0..=31."] #[bits(32, from = f32::from_bits)] pub vport_yscale: f32 [VPORT_YSCALE_OFFSET, VPORT_YSCALE_BITS] => with_vport_yscale, with_vport_yscale_checked, set_vport_yscale, set_vport_yscale_checked;
    }
}

crate::regs::register_family! {
    PaClVportYscaleN {
        space: Context,
        base: 0x111,
        stride: 0x6,
        slots: {
            PaClVportYscale = 0 "PA_CL_VPORT_YSCALE";
            PaClVportYscale1 = 1 "PA_CL_VPORT_YSCALE_1";
            PaClVportYscale2 = 2 "PA_CL_VPORT_YSCALE_2";
            PaClVportYscale3 = 3 "PA_CL_VPORT_YSCALE_3";
            PaClVportYscale4 = 4 "PA_CL_VPORT_YSCALE_4";
            PaClVportYscale5 = 5 "PA_CL_VPORT_YSCALE_5";
            PaClVportYscale6 = 6 "PA_CL_VPORT_YSCALE_6";
            PaClVportYscale7 = 7 "PA_CL_VPORT_YSCALE_7";
            PaClVportYscale8 = 8 "PA_CL_VPORT_YSCALE_8";
            PaClVportYscale9 = 9 "PA_CL_VPORT_YSCALE_9";
            PaClVportYscale10 = 10 "PA_CL_VPORT_YSCALE_10";
            PaClVportYscale11 = 11 "PA_CL_VPORT_YSCALE_11";
            PaClVportYscale12 = 12 "PA_CL_VPORT_YSCALE_12";
            PaClVportYscale13 = 13 "PA_CL_VPORT_YSCALE_13";
            PaClVportYscale14 = 14 "PA_CL_VPORT_YSCALE_14";
            PaClVportYscale15 = 15 "PA_CL_VPORT_YSCALE_15";
        }
    }
}

crate::regs::word! {
    /// `PA_CL_VPORT_YOFFSET_n` (primitive assembly, clipper): context registers `PA_CL_VPORT_YOFFSET`..=`PA_CL_VPORT_YOFFSET_15`, slot `N` in `0..=15` at `0x112 + 0x6 * (N - 0)`.
    ///
    /// One layout shared by every slot; each slot is its own type (see the aliases such as
    /// [`PaClVportYoffset`]), so the offset always comes from the type.
    #[derive(PartialEq, Eq, Hash)]
    pub struct PaClVportYoffsetN<const N: usize> {
        #[doc = "Bits 0..=31."] #[bits(32, from = f32::from_bits)] pub vport_yoffset: f32 [VPORT_YOFFSET_OFFSET, VPORT_YOFFSET_BITS] => with_vport_yoffset, with_vport_yoffset_checked, set_vport_yoffset, set_vport_yoffset_checked;
    }
}

crate::regs::register_family! {
    PaClVportYoffsetN {
        space: Context,
        base: 0x112,
        stride: 0x6,
        slots: {
            PaClVportYoffset = 0 "PA_CL_VPORT_YOFFSET";
            PaClVportYoffset1 = 1 "PA_CL_VPORT_YOFFSET_1";
            PaClVportYoffset2 = 2 "PA_CL_VPORT_YOFFSET_2";
            PaClVportYoffset3 = 3 "PA_CL_VPORT_YOFFSET_3";
            PaClVportYoffset4 = 4 "PA_CL_VPORT_YOFFSET_4";
            PaClVportYoffset5 = 5 "PA_CL_VPORT_YOFFSET_5";
            PaClVportYoffset6 = 6 "PA_CL_VPORT_YOFFSET_6";
            PaClVportYoffset7 = 7 "PA_CL_VPORT_YOFFSET_7";
            PaClVportYoffset8 = 8 "PA_CL_VPORT_YOFFSET_8";
            PaClVportYoffset9 = 9 "PA_CL_VPORT_YOFFSET_9";
            PaClVportYoffset10 = 10 "PA_CL_VPORT_YOFFSET_10";
            PaClVportYoffset11 = 11 "PA_CL_VPORT_YOFFSET_11";
            PaClVportYoffset12 = 12 "PA_CL_VPORT_YOFFSET_12";
            PaClVportYoffset13 = 13 "PA_CL_VPORT_YOFFSET_13";
            PaClVportYoffset14 = 14 "PA_CL_VPORT_YOFFSET_14";
            PaClVportYoffset15 = 15 "PA_CL_VPORT_YOFFSET_15";
        }
    }
}

crate::regs::word! {
    /// `PA_CL_VPORT_ZSCALE_n` (primitive assembly, clipper): context registers `PA_CL_VPORT_ZSCALE`..=`PA_CL_VPORT_ZSCALE_15`, slot `N` in `0..=15` at `0x113 + 0x6 * (N - 0)`.
    ///
    /// One layout shared by every slot; each slot is its own type (see the aliases such as
    /// [`PaClVportZscale`]), so the offset always comes from the type.
    #[derive(PartialEq, Eq, Hash)]
    pub struct PaClVportZscaleN<const N: usize> {
        #[doc = "Bits 0..=31."] #[bits(32, from = f32::from_bits)] pub vport_zscale: f32 [VPORT_ZSCALE_OFFSET, VPORT_ZSCALE_BITS] => with_vport_zscale, with_vport_zscale_checked, set_vport_zscale, set_vport_zscale_checked;
    }
}

crate::regs::register_family! {
    PaClVportZscaleN {
        space: Context,
        base: 0x113,
        stride: 0x6,
        slots: {
            PaClVportZscale = 0 "PA_CL_VPORT_ZSCALE";
            PaClVportZscale1 = 1 "PA_CL_VPORT_ZSCALE_1";
            PaClVportZscale2 = 2 "PA_CL_VPORT_ZSCALE_2";
            PaClVportZscale3 = 3 "PA_CL_VPORT_ZSCALE_3";
            PaClVportZscale4 = 4 "PA_CL_VPORT_ZSCALE_4";
            PaClVportZscale5 = 5 "PA_CL_VPORT_ZSCALE_5";
            PaClVportZscale6 = 6 "PA_CL_VPORT_ZSCALE_6";
            PaClVportZscale7 = 7 "PA_CL_VPORT_ZSCALE_7";
            PaClVportZscale8 = 8 "PA_CL_VPORT_ZSCALE_8";
            PaClVportZscale9 = 9 "PA_CL_VPORT_ZSCALE_9";
            PaClVportZscale10 = 10 "PA_CL_VPORT_ZSCALE_10";
            PaClVportZscale11 = 11 "PA_CL_VPORT_ZSCALE_11";
            PaClVportZscale12 = 12 "PA_CL_VPORT_ZSCALE_12";
            PaClVportZscale13 = 13 "PA_CL_VPORT_ZSCALE_13";
            PaClVportZscale14 = 14 "PA_CL_VPORT_ZSCALE_14";
            PaClVportZscale15 = 15 "PA_CL_VPORT_ZSCALE_15";
        }
    }
}

crate::regs::word! {
    /// `PA_CL_VPORT_ZOFFSET_n` (primitive assembly, clipper): context registers `PA_CL_VPORT_ZOFFSET`..=`PA_CL_VPORT_ZOFFSET_15`, slot `N` in `0..=15` at `0x114 + 0x6 * (N - 0)`.
    ///
    /// One layout shared by every slot; each slot is its own type (see the aliases such as
    /// [`PaClVportZoffset`]), so the offset always comes from the type.
    #[derive(PartialEq, Eq, Hash)]
    pub struct PaClVportZoffsetN<const N: usize> {
        #[doc = "Bits 0..=31."] #[bits(32, from = f32::from_bits)] pub vport_zoffset: f32 [VPORT_ZOFFSET_OFFSET, VPORT_ZOFFSET_BITS] => with_vport_zoffset, with_vport_zoffset_checked, set_vport_zoffset, set_vport_zoffset_checked;
    }
}

crate::regs::register_family! {
    PaClVportZoffsetN {
        space: Context,
        base: 0x114,
        stride: 0x6,
        slots: {
            PaClVportZoffset = 0 "PA_CL_VPORT_ZOFFSET";
            PaClVportZoffset1 = 1 "PA_CL_VPORT_ZOFFSET_1";
            PaClVportZoffset2 = 2 "PA_CL_VPORT_ZOFFSET_2";
            PaClVportZoffset3 = 3 "PA_CL_VPORT_ZOFFSET_3";
            PaClVportZoffset4 = 4 "PA_CL_VPORT_ZOFFSET_4";
            PaClVportZoffset5 = 5 "PA_CL_VPORT_ZOFFSET_5";
            PaClVportZoffset6 = 6 "PA_CL_VPORT_ZOFFSET_6";
            PaClVportZoffset7 = 7 "PA_CL_VPORT_ZOFFSET_7";
            PaClVportZoffset8 = 8 "PA_CL_VPORT_ZOFFSET_8";
            PaClVportZoffset9 = 9 "PA_CL_VPORT_ZOFFSET_9";
            PaClVportZoffset10 = 10 "PA_CL_VPORT_ZOFFSET_10";
            PaClVportZoffset11 = 11 "PA_CL_VPORT_ZOFFSET_11";
            PaClVportZoffset12 = 12 "PA_CL_VPORT_ZOFFSET_12";
            PaClVportZoffset13 = 13 "PA_CL_VPORT_ZOFFSET_13";
            PaClVportZoffset14 = 14 "PA_CL_VPORT_ZOFFSET_14";
            PaClVportZoffset15 = 15 "PA_CL_VPORT_ZOFFSET_15";
        }
    }
}

/// `PA_CL_UCP_n_X` (primitive assembly, clipper): context registers `PA_CL_UCP_0_X`..=`PA_CL_UCP_5_X`, slot `N` in `0..=5` at `0x16F + 0x4 * (N - 0)`.
///
/// One layout shared by every slot; each slot is its own type (see the aliases such as
/// [`PaClUcp0X`]), so the offset always comes from the type.
pub type PaClUcpNX<const N: usize> = PaClFloat<0, N>;

crate::regs::slots! {
    PaClUcpNX {
        PaClUcp0X = 0 "PA_CL_UCP_0_X";
        PaClUcp1X = 1 "PA_CL_UCP_1_X";
        PaClUcp2X = 2 "PA_CL_UCP_2_X";
        PaClUcp3X = 3 "PA_CL_UCP_3_X";
        PaClUcp4X = 4 "PA_CL_UCP_4_X";
        PaClUcp5X = 5 "PA_CL_UCP_5_X";
    }
}

/// `PA_CL_UCP_n_Y` (primitive assembly, clipper): context registers `PA_CL_UCP_0_Y`..=`PA_CL_UCP_5_Y`, slot `N` in `0..=5` at `0x170 + 0x4 * (N - 0)`.
///
/// One layout shared by every slot; each slot is its own type (see the aliases such as
/// [`PaClUcp0Y`]), so the offset always comes from the type.
pub type PaClUcpNY<const N: usize> = PaClFloat<1, N>;

crate::regs::slots! {
    PaClUcpNY {
        PaClUcp0Y = 0 "PA_CL_UCP_0_Y";
        PaClUcp1Y = 1 "PA_CL_UCP_1_Y";
        PaClUcp2Y = 2 "PA_CL_UCP_2_Y";
        PaClUcp3Y = 3 "PA_CL_UCP_3_Y";
        PaClUcp4Y = 4 "PA_CL_UCP_4_Y";
        PaClUcp5Y = 5 "PA_CL_UCP_5_Y";
    }
}

/// `PA_CL_UCP_n_Z` (primitive assembly, clipper): context registers `PA_CL_UCP_0_Z`..=`PA_CL_UCP_5_Z`, slot `N` in `0..=5` at `0x171 + 0x4 * (N - 0)`.
///
/// One layout shared by every slot; each slot is its own type (see the aliases such as
/// [`PaClUcp0Z`]), so the offset always comes from the type.
pub type PaClUcpNZ<const N: usize> = PaClFloat<2, N>;

crate::regs::slots! {
    PaClUcpNZ {
        PaClUcp0Z = 0 "PA_CL_UCP_0_Z";
        PaClUcp1Z = 1 "PA_CL_UCP_1_Z";
        PaClUcp2Z = 2 "PA_CL_UCP_2_Z";
        PaClUcp3Z = 3 "PA_CL_UCP_3_Z";
        PaClUcp4Z = 4 "PA_CL_UCP_4_Z";
        PaClUcp5Z = 5 "PA_CL_UCP_5_Z";
    }
}

/// `PA_CL_UCP_n_W` (primitive assembly, clipper): context registers `PA_CL_UCP_0_W`..=`PA_CL_UCP_5_W`, slot `N` in `0..=5` at `0x172 + 0x4 * (N - 0)`.
///
/// One layout shared by every slot; each slot is its own type (see the aliases such as
/// [`PaClUcp0W`]), so the offset always comes from the type.
pub type PaClUcpNW<const N: usize> = PaClFloat<3, N>;

crate::regs::slots! {
    PaClUcpNW {
        PaClUcp0W = 0 "PA_CL_UCP_0_W";
        PaClUcp1W = 1 "PA_CL_UCP_1_W";
        PaClUcp2W = 2 "PA_CL_UCP_2_W";
        PaClUcp3W = 3 "PA_CL_UCP_3_W";
        PaClUcp4W = 4 "PA_CL_UCP_4_W";
        PaClUcp5W = 5 "PA_CL_UCP_5_W";
    }
}

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
        #[doc = "Bit 18. gfx7/gfx8 only; a gfx6 `for_gfx` command buffer refuses it."] pub dup: bool [DUP_OFFSET, DUP_BITS] => with_dup, with_dup_checked, set_dup, set_dup_checked;
        #[doc = "Bit 19. gfx8 only; a gfx6/gfx7 `for_gfx` command buffer refuses it."] pub fp16_interp_mode: bool [FP16_INTERP_MODE_OFFSET, FP16_INTERP_MODE_BITS] => with_fp16_interp_mode, with_fp16_interp_mode_checked, set_fp16_interp_mode, set_fp16_interp_mode_checked;
        #[doc = "Bit 20. gfx8 only; a gfx6/gfx7 `for_gfx` command buffer refuses it."] pub use_default_attr1: bool [USE_DEFAULT_ATTR1_OFFSET, USE_DEFAULT_ATTR1_BITS] => with_use_default_attr1, with_use_default_attr1_checked, set_use_default_attr1, set_use_default_attr1_checked;
        #[doc = "Bits 21..=22. gfx8 only; a gfx6/gfx7 `for_gfx` command buffer refuses it."] #[bits(2)] pub default_val_attr1: u8 [DEFAULT_VAL_ATTR1_OFFSET, DEFAULT_VAL_ATTR1_BITS] => with_default_val_attr1, with_default_val_attr1_checked, set_default_val_attr1, set_default_val_attr1_checked;
        #[doc = "Bit 23. gfx8 only; a gfx6/gfx7 `for_gfx` command buffer refuses it."] pub pt_sprite_tex_attr1: bool [PT_SPRITE_TEX_ATTR1_OFFSET, PT_SPRITE_TEX_ATTR1_BITS] => with_pt_sprite_tex_attr1, with_pt_sprite_tex_attr1_checked, set_pt_sprite_tex_attr1, set_pt_sprite_tex_attr1_checked;
        #[doc = "Bit 24. gfx8 only; a gfx6/gfx7 `for_gfx` command buffer refuses it."] pub attr0_valid: bool [ATTR0_VALID_OFFSET, ATTR0_VALID_BITS] => with_attr0_valid, with_attr0_valid_checked, set_attr0_valid, set_attr0_valid_checked;
        #[doc = "Bit 25. gfx8 only; a gfx6/gfx7 `for_gfx` command buffer refuses it."] pub attr1_valid: bool [ATTR1_VALID_OFFSET, ATTR1_VALID_BITS] => with_attr1_valid, with_attr1_valid_checked, set_attr1_valid, set_attr1_valid_checked;
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

crate::regs::word! {
    /// `SPI_PS_INPUT_CNTL_n` (shader processor input): context registers `SPI_PS_INPUT_CNTL_20`..=`SPI_PS_INPUT_CNTL_31`, slot `N` in `20..=31` at `0x1A5 + 0x1 * (N - 20)`.
    ///
    /// One layout shared by every slot; each slot is its own type (see the aliases such as
    /// [`SpiPsInputCntl20`]), so the offset always comes from the type.
    #[derive(PartialEq, Eq, Hash)]
    pub struct SpiPsInputCntlNFrom20<const N: usize> {
        #[doc = "Bits 0..=5."] #[bits(6)] pub offset: u8 [OFFSET_OFFSET, OFFSET_BITS] => with_offset, with_offset_checked, set_offset, set_offset_checked;
        #[bits(2)] __: u32;
        #[doc = "Bits 8..=9."] #[bits(2)] pub default_val: u8 [DEFAULT_VAL_OFFSET, DEFAULT_VAL_BITS] => with_default_val, with_default_val_checked, set_default_val, set_default_val_checked;
        #[doc = "Bit 10."] pub flat_shade: bool [FLAT_SHADE_OFFSET, FLAT_SHADE_BITS] => with_flat_shade, with_flat_shade_checked, set_flat_shade, set_flat_shade_checked;
        #[bits(7)] __: u32;
        #[doc = "Bit 18. gfx7/gfx8 only; a gfx6 `for_gfx` command buffer refuses it."] pub dup: bool [DUP_OFFSET, DUP_BITS] => with_dup, with_dup_checked, set_dup, set_dup_checked;
        #[doc = "Bit 19. gfx8 only; a gfx6/gfx7 `for_gfx` command buffer refuses it."] pub fp16_interp_mode: bool [FP16_INTERP_MODE_OFFSET, FP16_INTERP_MODE_BITS] => with_fp16_interp_mode, with_fp16_interp_mode_checked, set_fp16_interp_mode, set_fp16_interp_mode_checked;
        #[doc = "Bit 20. gfx8 only; a gfx6/gfx7 `for_gfx` command buffer refuses it."] pub use_default_attr1: bool [USE_DEFAULT_ATTR1_OFFSET, USE_DEFAULT_ATTR1_BITS] => with_use_default_attr1, with_use_default_attr1_checked, set_use_default_attr1, set_use_default_attr1_checked;
        #[doc = "Bits 21..=22. gfx8 only; a gfx6/gfx7 `for_gfx` command buffer refuses it."] #[bits(2)] pub default_val_attr1: u8 [DEFAULT_VAL_ATTR1_OFFSET, DEFAULT_VAL_ATTR1_BITS] => with_default_val_attr1, with_default_val_attr1_checked, set_default_val_attr1, set_default_val_attr1_checked;
        #[bits(1)] __: u32;
        #[doc = "Bit 24. gfx8 only; a gfx6/gfx7 `for_gfx` command buffer refuses it."] pub attr0_valid: bool [ATTR0_VALID_OFFSET, ATTR0_VALID_BITS] => with_attr0_valid, with_attr0_valid_checked, set_attr0_valid, set_attr0_valid_checked;
        #[doc = "Bit 25. gfx8 only; a gfx6/gfx7 `for_gfx` command buffer refuses it."] pub attr1_valid: bool [ATTR1_VALID_OFFSET, ATTR1_VALID_BITS] => with_attr1_valid, with_attr1_valid_checked, set_attr1_valid, set_attr1_valid_checked;
        #[bits(6)] __: u32;
    }
}

crate::regs::register_family! {
    SpiPsInputCntlNFrom20 {
        space: Context,
        base: 0x1A5,
        stride: 0x1,
        slots: {
            SpiPsInputCntl20 = 20 "SPI_PS_INPUT_CNTL_20";
            SpiPsInputCntl21 = 21 "SPI_PS_INPUT_CNTL_21";
            SpiPsInputCntl22 = 22 "SPI_PS_INPUT_CNTL_22";
            SpiPsInputCntl23 = 23 "SPI_PS_INPUT_CNTL_23";
            SpiPsInputCntl24 = 24 "SPI_PS_INPUT_CNTL_24";
            SpiPsInputCntl25 = 25 "SPI_PS_INPUT_CNTL_25";
            SpiPsInputCntl26 = 26 "SPI_PS_INPUT_CNTL_26";
            SpiPsInputCntl27 = 27 "SPI_PS_INPUT_CNTL_27";
            SpiPsInputCntl28 = 28 "SPI_PS_INPUT_CNTL_28";
            SpiPsInputCntl29 = 29 "SPI_PS_INPUT_CNTL_29";
            SpiPsInputCntl30 = 30 "SPI_PS_INPUT_CNTL_30";
            SpiPsInputCntl31 = 31 "SPI_PS_INPUT_CNTL_31";
        }
    }
}

crate::regs::word! {
    /// `SPI_VS_OUT_CONFIG` (shader processor input): context register `0x1B1`, byte address `0x286C4`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct SpiVsOutConfig {
        #[bits(1)] __: u32;
        #[doc = "Bits 1..=5."] #[bits(5)] pub vs_export_count: u8 [VS_EXPORT_COUNT_OFFSET, VS_EXPORT_COUNT_BITS] => with_vs_export_count, with_vs_export_count_checked, set_vs_export_count, set_vs_export_count_checked;
        #[doc = "Bit 6."] pub vs_half_pack: bool [VS_HALF_PACK_OFFSET, VS_HALF_PACK_BITS] => with_vs_half_pack, with_vs_half_pack_checked, set_vs_half_pack, set_vs_half_pack_checked;
        #[bits(25)] __: u32;
    }
}

crate::regs::register! { SpiVsOutConfig, Context, 0x1B1, "SPI_VS_OUT_CONFIG" }

/// `SPI_PS_INPUT_ENA` (shader processor input): context register `0x1B3`, byte address `0x286CC`.
pub type SpiPsInputEna = SpiPsInput<0, 0>;
/// `SPI_PS_INPUT_ADDR` (shader processor input): context register `0x1B4`, byte address `0x286D0`.
pub type SpiPsInputAddr = SpiPsInput<1, 0>;
crate::regs::word! {
    /// `SPI_INTERP_CONTROL_0` (shader processor input): context register `0x1B5`, byte address `0x286D4`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct SpiInterpControl0 {
        #[doc = "Bit 0."] pub flat_shade_ena: bool [FLAT_SHADE_ENA_OFFSET, FLAT_SHADE_ENA_BITS] => with_flat_shade_ena, with_flat_shade_ena_checked, set_flat_shade_ena, set_flat_shade_ena_checked;
        #[doc = "Bit 1."] pub pnt_sprite_ena: bool [PNT_SPRITE_ENA_OFFSET, PNT_SPRITE_ENA_BITS] => with_pnt_sprite_ena, with_pnt_sprite_ena_checked, set_pnt_sprite_ena, set_pnt_sprite_ena_checked;
        #[doc = "Bits 2..=4: [`SpiPntSpriteOverride`]."] #[bits(3, default = 0)] pub pnt_sprite_ovrd_x: SpiPntSpriteOverride [PNT_SPRITE_OVRD_X_OFFSET, PNT_SPRITE_OVRD_X_BITS] => with_pnt_sprite_ovrd_x, with_pnt_sprite_ovrd_x_checked, set_pnt_sprite_ovrd_x, set_pnt_sprite_ovrd_x_checked;
        #[doc = "Bits 5..=7: [`SpiPntSpriteOverride`]."] #[bits(3, default = 0)] pub pnt_sprite_ovrd_y: SpiPntSpriteOverride [PNT_SPRITE_OVRD_Y_OFFSET, PNT_SPRITE_OVRD_Y_BITS] => with_pnt_sprite_ovrd_y, with_pnt_sprite_ovrd_y_checked, set_pnt_sprite_ovrd_y, set_pnt_sprite_ovrd_y_checked;
        #[doc = "Bits 8..=10: [`SpiPntSpriteOverride`]."] #[bits(3, default = 0)] pub pnt_sprite_ovrd_z: SpiPntSpriteOverride [PNT_SPRITE_OVRD_Z_OFFSET, PNT_SPRITE_OVRD_Z_BITS] => with_pnt_sprite_ovrd_z, with_pnt_sprite_ovrd_z_checked, set_pnt_sprite_ovrd_z, set_pnt_sprite_ovrd_z_checked;
        #[doc = "Bits 11..=13: [`SpiPntSpriteOverride`]."] #[bits(3, default = 0)] pub pnt_sprite_ovrd_w: SpiPntSpriteOverride [PNT_SPRITE_OVRD_W_OFFSET, PNT_SPRITE_OVRD_W_BITS] => with_pnt_sprite_ovrd_w, with_pnt_sprite_ovrd_w_checked, set_pnt_sprite_ovrd_w, set_pnt_sprite_ovrd_w_checked;
        #[doc = "Bit 14."] pub pnt_sprite_top_1: bool [PNT_SPRITE_TOP_1_OFFSET, PNT_SPRITE_TOP_1_BITS] => with_pnt_sprite_top_1, with_pnt_sprite_top_1_checked, set_pnt_sprite_top_1, set_pnt_sprite_top_1_checked;
        #[bits(17)] __: u32;
    }
}

crate::regs::register! { SpiInterpControl0, Context, 0x1B5, "SPI_INTERP_CONTROL_0" }

crate::regs::word! {
    /// `SPI_PS_IN_CONTROL` (shader processor input): context register `0x1B6`, byte address `0x286D8`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct SpiPsInControl {
        #[doc = "Bits 0..=5."] #[bits(6)] pub num_interp: u8 [NUM_INTERP_OFFSET, NUM_INTERP_BITS] => with_num_interp, with_num_interp_checked, set_num_interp, set_num_interp_checked;
        #[doc = "Bit 6."] pub param_gen: bool [PARAM_GEN_OFFSET, PARAM_GEN_BITS] => with_param_gen, with_param_gen_checked, set_param_gen, set_param_gen_checked;
        #[bits(7)] __: u32;
        #[doc = "Bit 14."] pub bc_optimize_disable: bool [BC_OPTIMIZE_DISABLE_OFFSET, BC_OPTIMIZE_DISABLE_BITS] => with_bc_optimize_disable, with_bc_optimize_disable_checked, set_bc_optimize_disable, set_bc_optimize_disable_checked;
        #[bits(17)] __: u32;
    }
}

crate::regs::register! { SpiPsInControl, Context, 0x1B6, "SPI_PS_IN_CONTROL" }

crate::regs::word! {
    /// `SPI_BARYC_CNTL` (shader processor input): context register `0x1B8`, byte address `0x286E0`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct SpiBarycCntl {
        #[doc = "Bit 0."] pub persp_center_cntl: bool [PERSP_CENTER_CNTL_OFFSET, PERSP_CENTER_CNTL_BITS] => with_persp_center_cntl, with_persp_center_cntl_checked, set_persp_center_cntl, set_persp_center_cntl_checked;
        #[bits(3)] __: u32;
        #[doc = "Bit 4."] pub persp_centroid_cntl: bool [PERSP_CENTROID_CNTL_OFFSET, PERSP_CENTROID_CNTL_BITS] => with_persp_centroid_cntl, with_persp_centroid_cntl_checked, set_persp_centroid_cntl, set_persp_centroid_cntl_checked;
        #[bits(3)] __: u32;
        #[doc = "Bit 8."] pub linear_center_cntl: bool [LINEAR_CENTER_CNTL_OFFSET, LINEAR_CENTER_CNTL_BITS] => with_linear_center_cntl, with_linear_center_cntl_checked, set_linear_center_cntl, set_linear_center_cntl_checked;
        #[bits(3)] __: u32;
        #[doc = "Bit 12."] pub linear_centroid_cntl: bool [LINEAR_CENTROID_CNTL_OFFSET, LINEAR_CENTROID_CNTL_BITS] => with_linear_centroid_cntl, with_linear_centroid_cntl_checked, set_linear_centroid_cntl, set_linear_centroid_cntl_checked;
        #[bits(3)] __: u32;
        #[doc = "Bits 16..=17."] #[bits(2)] pub pos_float_location: u8 [POS_FLOAT_LOCATION_OFFSET, POS_FLOAT_LOCATION_BITS] => with_pos_float_location, with_pos_float_location_checked, set_pos_float_location, set_pos_float_location_checked;
        #[bits(2)] __: u32;
        #[doc = "Bit 20."] pub pos_float_ulc: bool [POS_FLOAT_ULC_OFFSET, POS_FLOAT_ULC_BITS] => with_pos_float_ulc, with_pos_float_ulc_checked, set_pos_float_ulc, set_pos_float_ulc_checked;
        #[bits(3)] __: u32;
        #[doc = "Bit 24."] pub front_face_all_bits: bool [FRONT_FACE_ALL_BITS_OFFSET, FRONT_FACE_ALL_BITS_BITS] => with_front_face_all_bits, with_front_face_all_bits_checked, set_front_face_all_bits, set_front_face_all_bits_checked;
        #[bits(7)] __: u32;
    }
}

crate::regs::register! { SpiBarycCntl, Context, 0x1B8, "SPI_BARYC_CNTL" }

/// `SPI_TMPRING_SIZE` (shader processor input): context register `0x1BA`, byte address `0x286E8`.
pub type SpiTmpringSize = TmpringSize<1, 0>;
crate::regs::word! {
    /// `SPI_SHADER_POS_FORMAT` (shader processor input): context register `0x1C3`, byte address `0x2870C`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct SpiShaderPosFormat {
        #[doc = "Bits 0..=3: [`SpiShaderFormat`]."] #[bits(4, default = 0)] pub pos0_export_format: SpiShaderFormat [POS0_EXPORT_FORMAT_OFFSET, POS0_EXPORT_FORMAT_BITS] => with_pos0_export_format, with_pos0_export_format_checked, set_pos0_export_format, set_pos0_export_format_checked;
        #[doc = "Bits 4..=7: [`SpiShaderFormat`]."] #[bits(4, default = 0)] pub pos1_export_format: SpiShaderFormat [POS1_EXPORT_FORMAT_OFFSET, POS1_EXPORT_FORMAT_BITS] => with_pos1_export_format, with_pos1_export_format_checked, set_pos1_export_format, set_pos1_export_format_checked;
        #[doc = "Bits 8..=11: [`SpiShaderFormat`]."] #[bits(4, default = 0)] pub pos2_export_format: SpiShaderFormat [POS2_EXPORT_FORMAT_OFFSET, POS2_EXPORT_FORMAT_BITS] => with_pos2_export_format, with_pos2_export_format_checked, set_pos2_export_format, set_pos2_export_format_checked;
        #[doc = "Bits 12..=15: [`SpiShaderFormat`]."] #[bits(4, default = 0)] pub pos3_export_format: SpiShaderFormat [POS3_EXPORT_FORMAT_OFFSET, POS3_EXPORT_FORMAT_BITS] => with_pos3_export_format, with_pos3_export_format_checked, set_pos3_export_format, set_pos3_export_format_checked;
        #[bits(16)] __: u32;
    }
}

crate::regs::register! { SpiShaderPosFormat, Context, 0x1C3, "SPI_SHADER_POS_FORMAT" }

crate::regs::word! {
    /// `SPI_SHADER_Z_FORMAT` (shader processor input): context register `0x1C4`, byte address `0x28710`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct SpiShaderZFormat {
        #[doc = "Bits 0..=3: [`SpiShaderExFormat`]."] #[bits(4, default = 0)] pub z_export_format: SpiShaderExFormat [Z_EXPORT_FORMAT_OFFSET, Z_EXPORT_FORMAT_BITS] => with_z_export_format, with_z_export_format_checked, set_z_export_format, set_z_export_format_checked;
        #[bits(28)] __: u32;
    }
}

crate::regs::register! { SpiShaderZFormat, Context, 0x1C4, "SPI_SHADER_Z_FORMAT" }

crate::regs::word! {
    /// `SPI_SHADER_COL_FORMAT` (shader processor input): context register `0x1C5`, byte address `0x28714`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct SpiShaderColFormat {
        #[doc = "Bits 0..=3: [`SpiShaderExFormat`]."] #[bits(4, default = 0)] pub col0_export_format: SpiShaderExFormat [COL0_EXPORT_FORMAT_OFFSET, COL0_EXPORT_FORMAT_BITS] => with_col0_export_format, with_col0_export_format_checked, set_col0_export_format, set_col0_export_format_checked;
        #[doc = "Bits 4..=7: [`SpiShaderExFormat`]."] #[bits(4, default = 0)] pub col1_export_format: SpiShaderExFormat [COL1_EXPORT_FORMAT_OFFSET, COL1_EXPORT_FORMAT_BITS] => with_col1_export_format, with_col1_export_format_checked, set_col1_export_format, set_col1_export_format_checked;
        #[doc = "Bits 8..=11: [`SpiShaderExFormat`]."] #[bits(4, default = 0)] pub col2_export_format: SpiShaderExFormat [COL2_EXPORT_FORMAT_OFFSET, COL2_EXPORT_FORMAT_BITS] => with_col2_export_format, with_col2_export_format_checked, set_col2_export_format, set_col2_export_format_checked;
        #[doc = "Bits 12..=15: [`SpiShaderExFormat`]."] #[bits(4, default = 0)] pub col3_export_format: SpiShaderExFormat [COL3_EXPORT_FORMAT_OFFSET, COL3_EXPORT_FORMAT_BITS] => with_col3_export_format, with_col3_export_format_checked, set_col3_export_format, set_col3_export_format_checked;
        #[doc = "Bits 16..=19: [`SpiShaderExFormat`]."] #[bits(4, default = 0)] pub col4_export_format: SpiShaderExFormat [COL4_EXPORT_FORMAT_OFFSET, COL4_EXPORT_FORMAT_BITS] => with_col4_export_format, with_col4_export_format_checked, set_col4_export_format, set_col4_export_format_checked;
        #[doc = "Bits 20..=23: [`SpiShaderExFormat`]."] #[bits(4, default = 0)] pub col5_export_format: SpiShaderExFormat [COL5_EXPORT_FORMAT_OFFSET, COL5_EXPORT_FORMAT_BITS] => with_col5_export_format, with_col5_export_format_checked, set_col5_export_format, set_col5_export_format_checked;
        #[doc = "Bits 24..=27: [`SpiShaderExFormat`]."] #[bits(4, default = 0)] pub col6_export_format: SpiShaderExFormat [COL6_EXPORT_FORMAT_OFFSET, COL6_EXPORT_FORMAT_BITS] => with_col6_export_format, with_col6_export_format_checked, set_col6_export_format, set_col6_export_format_checked;
        #[doc = "Bits 28..=31: [`SpiShaderExFormat`]."] #[bits(4, default = 0)] pub col7_export_format: SpiShaderExFormat [COL7_EXPORT_FORMAT_OFFSET, COL7_EXPORT_FORMAT_BITS] => with_col7_export_format, with_col7_export_format_checked, set_col7_export_format, set_col7_export_format_checked;
    }
}

crate::regs::register! { SpiShaderColFormat, Context, 0x1C5, "SPI_SHADER_COL_FORMAT" }

crate::regs::word! {
    /// `CB_BLENDn_CONTROL` (colour buffer): context registers `CB_BLEND0_CONTROL`..=`CB_BLEND7_CONTROL`, slot `N` in `0..=7` at `0x1E0 + 0x1 * (N - 0)`.
    ///
    /// One layout shared by every slot; each slot is its own type (see the aliases such as
    /// [`CbBlend0Control`]), so the offset always comes from the type.
    #[derive(PartialEq, Eq, Hash)]
    pub struct CbBlendNControl<const N: usize> {
        #[doc = "Bits 0..=4: [`BlendOp`]."] #[bits(5, default = 0)] pub color_srcblend: BlendOp [COLOR_SRCBLEND_OFFSET, COLOR_SRCBLEND_BITS] => with_color_srcblend, with_color_srcblend_checked, set_color_srcblend, set_color_srcblend_checked;
        #[doc = "Bits 5..=7: [`CombFunc`]."] #[bits(3, default = 0)] pub color_comb_fcn: CombFunc [COLOR_COMB_FCN_OFFSET, COLOR_COMB_FCN_BITS] => with_color_comb_fcn, with_color_comb_fcn_checked, set_color_comb_fcn, set_color_comb_fcn_checked;
        #[doc = "Bits 8..=12: [`BlendOp`]."] #[bits(5, default = 0)] pub color_destblend: BlendOp [COLOR_DESTBLEND_OFFSET, COLOR_DESTBLEND_BITS] => with_color_destblend, with_color_destblend_checked, set_color_destblend, set_color_destblend_checked;
        #[bits(3)] __: u32;
        #[doc = "Bits 16..=20: [`BlendOp`]."] #[bits(5, default = 0)] pub alpha_srcblend: BlendOp [ALPHA_SRCBLEND_OFFSET, ALPHA_SRCBLEND_BITS] => with_alpha_srcblend, with_alpha_srcblend_checked, set_alpha_srcblend, set_alpha_srcblend_checked;
        #[doc = "Bits 21..=23: [`CombFunc`]."] #[bits(3, default = 0)] pub alpha_comb_fcn: CombFunc [ALPHA_COMB_FCN_OFFSET, ALPHA_COMB_FCN_BITS] => with_alpha_comb_fcn, with_alpha_comb_fcn_checked, set_alpha_comb_fcn, set_alpha_comb_fcn_checked;
        #[doc = "Bits 24..=28: [`BlendOp`]."] #[bits(5, default = 0)] pub alpha_destblend: BlendOp [ALPHA_DESTBLEND_OFFSET, ALPHA_DESTBLEND_BITS] => with_alpha_destblend, with_alpha_destblend_checked, set_alpha_destblend, set_alpha_destblend_checked;
        #[doc = "Bit 29."] pub separate_alpha_blend: bool [SEPARATE_ALPHA_BLEND_OFFSET, SEPARATE_ALPHA_BLEND_BITS] => with_separate_alpha_blend, with_separate_alpha_blend_checked, set_separate_alpha_blend, set_separate_alpha_blend_checked;
        #[doc = "Bit 30."] pub enable: bool [ENABLE_OFFSET, ENABLE_BITS] => with_enable, with_enable_checked, set_enable, set_enable_checked;
        #[doc = "Bit 31."] pub disable_rop3: bool [DISABLE_ROP3_OFFSET, DISABLE_ROP3_BITS] => with_disable_rop3, with_disable_rop3_checked, set_disable_rop3, set_disable_rop3_checked;
    }
}

crate::regs::register_family! {
    CbBlendNControl {
        space: Context,
        base: 0x1E0,
        stride: 0x1,
        slots: {
            CbBlend0Control = 0 "CB_BLEND0_CONTROL";
            CbBlend1Control = 1 "CB_BLEND1_CONTROL";
            CbBlend2Control = 2 "CB_BLEND2_CONTROL";
            CbBlend3Control = 3 "CB_BLEND3_CONTROL";
            CbBlend4Control = 4 "CB_BLEND4_CONTROL";
            CbBlend5Control = 5 "CB_BLEND5_CONTROL";
            CbBlend6Control = 6 "CB_BLEND6_CONTROL";
            CbBlend7Control = 7 "CB_BLEND7_CONTROL";
        }
    }
}

/// `CS_COPY_STATE`: context register `0x1F3`, byte address `0x287CC`.
pub type CsCopyState = CopyState<0, 0>;
/// `GFX_COPY_STATE`: context register `0x1F4`, byte address `0x287D0`.
pub type GfxCopyState = CopyState<1, 0>;
/// `PA_CL_POINT_X_RAD` (primitive assembly, clipper): context register `0x1F5`, byte address `0x287D4`.
pub type PaClPointXRad = PaClFloat<4, 0>;
/// `PA_CL_POINT_Y_RAD` (primitive assembly, clipper): context register `0x1F6`, byte address `0x287D8`.
pub type PaClPointYRad = PaClFloat<5, 0>;
/// `PA_CL_POINT_SIZE` (primitive assembly, clipper): context register `0x1F7`, byte address `0x287DC`.
pub type PaClPointSize = PaClFloat<6, 0>;
/// `PA_CL_POINT_CULL_RAD` (primitive assembly, clipper): context register `0x1F8`, byte address `0x287E0`.
pub type PaClPointCullRad = PaClFloat<7, 0>;
crate::regs::word! {
    /// `VGT_DMA_BASE_HI` (vertex grouper and tessellator): context register `0x1F9`, byte address `0x287E4`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct VgtDmaBaseHi {
        #[doc = "Bits 0..=7."] pub base_addr: u8 [BASE_ADDR_OFFSET, BASE_ADDR_BITS] => with_base_addr, with_base_addr_checked, set_base_addr, set_base_addr_checked;
        #[bits(24)] __: u32;
    }
}

crate::regs::register! { VgtDmaBaseHi, Context, 0x1F9, "VGT_DMA_BASE_HI" }

crate::regs::word! {
    /// `VGT_DMA_BASE` (vertex grouper and tessellator): context register `0x1FA`, byte address `0x287E8`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct VgtDmaBase {
        #[doc = "Bits 0..=31."] pub base_addr: u32 [BASE_ADDR_OFFSET, BASE_ADDR_BITS] => with_base_addr, with_base_addr_checked, set_base_addr, set_base_addr_checked;
    }
}

crate::regs::register! { VgtDmaBase, Context, 0x1FA, "VGT_DMA_BASE" }

crate::regs::word! {
    /// `VGT_DRAW_INITIATOR` (vertex grouper and tessellator): context register `0x1FC`, byte address `0x287F0`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct VgtDrawInitiator {
        #[doc = "Bits 0..=1: [`VgtDiSourceSelect`]."] #[bits(2, default = 0)] pub source_select: VgtDiSourceSelect [SOURCE_SELECT_OFFSET, SOURCE_SELECT_BITS] => with_source_select, with_source_select_checked, set_source_select, set_source_select_checked;
        #[doc = "Bits 2..=3: [`VgtDiMajorModeSelect`]."] #[bits(2, default = 0)] pub major_mode: VgtDiMajorModeSelect [MAJOR_MODE_OFFSET, MAJOR_MODE_BITS] => with_major_mode, with_major_mode_checked, set_major_mode, set_major_mode_checked;
        #[doc = "Bit 4."] pub sprite_en_r6xx: bool [SPRITE_EN_R6XX_OFFSET, SPRITE_EN_R6XX_BITS] => with_sprite_en_r6xx, with_sprite_en_r6xx_checked, set_sprite_en_r6xx, set_sprite_en_r6xx_checked;
        #[doc = "Bit 5."] pub not_eop: bool [NOT_EOP_OFFSET, NOT_EOP_BITS] => with_not_eop, with_not_eop_checked, set_not_eop, set_not_eop_checked;
        #[doc = "Bit 6."] pub use_opaque: bool [USE_OPAQUE_OFFSET, USE_OPAQUE_BITS] => with_use_opaque, with_use_opaque_checked, set_use_opaque, set_use_opaque_checked;
        #[bits(25)] __: u32;
    }
}

crate::regs::register! { VgtDrawInitiator, Context, 0x1FC, "VGT_DRAW_INITIATOR" }

/// `VGT_IMMED_DATA` (vertex grouper and tessellator): context register `0x1FD`, byte address `0x287F4`.
pub type VgtImmedData = Data32<10, 0>;
crate::regs::word! {
    /// `VGT_EVENT_ADDRESS_REG` (vertex grouper and tessellator): context register `0x1FE`, byte address `0x287F8`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct VgtEventAddressReg {
        #[doc = "Bits 0..=27."] #[bits(28)] pub address_low: u32 [ADDRESS_LOW_OFFSET, ADDRESS_LOW_BITS] => with_address_low, with_address_low_checked, set_address_low, set_address_low_checked;
        #[bits(4)] __: u32;
    }
}

crate::regs::register! { VgtEventAddressReg, Context, 0x1FE, "VGT_EVENT_ADDRESS_REG" }

crate::regs::word! {
    /// `DB_DEPTH_CONTROL` (depth buffer): context register `0x200`, byte address `0x28800`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct DbDepthControl {
        #[doc = "Bit 0."] pub stencil_enable: bool [STENCIL_ENABLE_OFFSET, STENCIL_ENABLE_BITS] => with_stencil_enable, with_stencil_enable_checked, set_stencil_enable, set_stencil_enable_checked;
        #[doc = "Bit 1."] pub z_enable: bool [Z_ENABLE_OFFSET, Z_ENABLE_BITS] => with_z_enable, with_z_enable_checked, set_z_enable, set_z_enable_checked;
        #[doc = "Bit 2."] pub z_write_enable: bool [Z_WRITE_ENABLE_OFFSET, Z_WRITE_ENABLE_BITS] => with_z_write_enable, with_z_write_enable_checked, set_z_write_enable, set_z_write_enable_checked;
        #[doc = "Bit 3."] pub depth_bounds_enable: bool [DEPTH_BOUNDS_ENABLE_OFFSET, DEPTH_BOUNDS_ENABLE_BITS] => with_depth_bounds_enable, with_depth_bounds_enable_checked, set_depth_bounds_enable, set_depth_bounds_enable_checked;
        #[doc = "Bits 4..=6: [`CompareFrag`]."] #[bits(3, default = 0)] pub zfunc: CompareFrag [ZFUNC_OFFSET, ZFUNC_BITS] => with_zfunc, with_zfunc_checked, set_zfunc, set_zfunc_checked;
        #[doc = "Bit 7."] pub backface_enable: bool [BACKFACE_ENABLE_OFFSET, BACKFACE_ENABLE_BITS] => with_backface_enable, with_backface_enable_checked, set_backface_enable, set_backface_enable_checked;
        #[doc = "Bits 8..=10: [`CompareFrag`]."] #[bits(3, default = 0)] pub stencilfunc: CompareFrag [STENCILFUNC_OFFSET, STENCILFUNC_BITS] => with_stencilfunc, with_stencilfunc_checked, set_stencilfunc, set_stencilfunc_checked;
        #[bits(9)] __: u32;
        #[doc = "Bits 20..=22: [`CompareFrag`]."] #[bits(3, default = 0)] pub stencilfunc_bf: CompareFrag [STENCILFUNC_BF_OFFSET, STENCILFUNC_BF_BITS] => with_stencilfunc_bf, with_stencilfunc_bf_checked, set_stencilfunc_bf, set_stencilfunc_bf_checked;
        #[bits(7)] __: u32;
        #[doc = "Bit 30."] pub enable_color_writes_on_depth_fail: bool [ENABLE_COLOR_WRITES_ON_DEPTH_FAIL_OFFSET, ENABLE_COLOR_WRITES_ON_DEPTH_FAIL_BITS] => with_enable_color_writes_on_depth_fail, with_enable_color_writes_on_depth_fail_checked, set_enable_color_writes_on_depth_fail, set_enable_color_writes_on_depth_fail_checked;
        #[doc = "Bit 31."] pub disable_color_writes_on_depth_pass: bool [DISABLE_COLOR_WRITES_ON_DEPTH_PASS_OFFSET, DISABLE_COLOR_WRITES_ON_DEPTH_PASS_BITS] => with_disable_color_writes_on_depth_pass, with_disable_color_writes_on_depth_pass_checked, set_disable_color_writes_on_depth_pass, set_disable_color_writes_on_depth_pass_checked;
    }
}

crate::regs::register! { DbDepthControl, Context, 0x200, "DB_DEPTH_CONTROL" }

crate::regs::word! {
    /// `DB_EQAA` (depth buffer): context register `0x201`, byte address `0x28804`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct DbEqaa {
        #[doc = "Bits 0..=2."] #[bits(3)] pub max_anchor_samples: u8 [MAX_ANCHOR_SAMPLES_OFFSET, MAX_ANCHOR_SAMPLES_BITS] => with_max_anchor_samples, with_max_anchor_samples_checked, set_max_anchor_samples, set_max_anchor_samples_checked;
        #[bits(1)] __: u32;
        #[doc = "Bits 4..=6."] #[bits(3)] pub ps_iter_samples: u8 [PS_ITER_SAMPLES_OFFSET, PS_ITER_SAMPLES_BITS] => with_ps_iter_samples, with_ps_iter_samples_checked, set_ps_iter_samples, set_ps_iter_samples_checked;
        #[bits(1)] __: u32;
        #[doc = "Bits 8..=10."] #[bits(3)] pub mask_export_num_samples: u8 [MASK_EXPORT_NUM_SAMPLES_OFFSET, MASK_EXPORT_NUM_SAMPLES_BITS] => with_mask_export_num_samples, with_mask_export_num_samples_checked, set_mask_export_num_samples, set_mask_export_num_samples_checked;
        #[bits(1)] __: u32;
        #[doc = "Bits 12..=14."] #[bits(3)] pub alpha_to_mask_num_samples: u8 [ALPHA_TO_MASK_NUM_SAMPLES_OFFSET, ALPHA_TO_MASK_NUM_SAMPLES_BITS] => with_alpha_to_mask_num_samples, with_alpha_to_mask_num_samples_checked, set_alpha_to_mask_num_samples, set_alpha_to_mask_num_samples_checked;
        #[bits(1)] __: u32;
        #[doc = "Bit 16."] pub high_quality_intersections: bool [HIGH_QUALITY_INTERSECTIONS_OFFSET, HIGH_QUALITY_INTERSECTIONS_BITS] => with_high_quality_intersections, with_high_quality_intersections_checked, set_high_quality_intersections, set_high_quality_intersections_checked;
        #[doc = "Bit 17."] pub incoherent_eqaa_reads: bool [INCOHERENT_EQAA_READS_OFFSET, INCOHERENT_EQAA_READS_BITS] => with_incoherent_eqaa_reads, with_incoherent_eqaa_reads_checked, set_incoherent_eqaa_reads, set_incoherent_eqaa_reads_checked;
        #[doc = "Bit 18."] pub interpolate_comp_z: bool [INTERPOLATE_COMP_Z_OFFSET, INTERPOLATE_COMP_Z_BITS] => with_interpolate_comp_z, with_interpolate_comp_z_checked, set_interpolate_comp_z, set_interpolate_comp_z_checked;
        #[doc = "Bit 19."] pub interpolate_src_z: bool [INTERPOLATE_SRC_Z_OFFSET, INTERPOLATE_SRC_Z_BITS] => with_interpolate_src_z, with_interpolate_src_z_checked, set_interpolate_src_z, set_interpolate_src_z_checked;
        #[doc = "Bit 20."] pub static_anchor_associations: bool [STATIC_ANCHOR_ASSOCIATIONS_OFFSET, STATIC_ANCHOR_ASSOCIATIONS_BITS] => with_static_anchor_associations, with_static_anchor_associations_checked, set_static_anchor_associations, set_static_anchor_associations_checked;
        #[doc = "Bit 21."] pub alpha_to_mask_eqaa_disable: bool [ALPHA_TO_MASK_EQAA_DISABLE_OFFSET, ALPHA_TO_MASK_EQAA_DISABLE_BITS] => with_alpha_to_mask_eqaa_disable, with_alpha_to_mask_eqaa_disable_checked, set_alpha_to_mask_eqaa_disable, set_alpha_to_mask_eqaa_disable_checked;
        #[bits(2)] __: u32;
        #[doc = "Bits 24..=26."] #[bits(3)] pub overrasterization_amount: u8 [OVERRASTERIZATION_AMOUNT_OFFSET, OVERRASTERIZATION_AMOUNT_BITS] => with_overrasterization_amount, with_overrasterization_amount_checked, set_overrasterization_amount, set_overrasterization_amount_checked;
        #[doc = "Bit 27."] pub enable_postz_overrasterization: bool [ENABLE_POSTZ_OVERRASTERIZATION_OFFSET, ENABLE_POSTZ_OVERRASTERIZATION_BITS] => with_enable_postz_overrasterization, with_enable_postz_overrasterization_checked, set_enable_postz_overrasterization, set_enable_postz_overrasterization_checked;
        #[bits(4)] __: u32;
    }
}

crate::regs::register! { DbEqaa, Context, 0x201, "DB_EQAA" }

crate::regs::word! {
    /// `CB_COLOR_CONTROL` (colour buffer): context register `0x202`, byte address `0x28808`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct CbColorControl {
        #[bits(3)] __: u32;
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
        #[doc = "Bit 15. gfx8 only; a gfx6/gfx7 `for_gfx` command buffer refuses it."] pub dual_quad_disable: bool [DUAL_QUAD_DISABLE_OFFSET, DUAL_QUAD_DISABLE_BITS] => with_dual_quad_disable, with_dual_quad_disable_checked, set_dual_quad_disable, set_dual_quad_disable_checked;
        #[bits(16)] __: u32;
    }
}

crate::regs::register! { DbShaderControl, Context, 0x203, "DB_SHADER_CONTROL" }

crate::regs::word! {
    /// `PA_CL_CLIP_CNTL` (primitive assembly, clipper): context register `0x204`, byte address `0x28810`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct PaClClipCntl {
        #[doc = "Bit 0."] pub ucp_ena_0: bool [UCP_ENA_0_OFFSET, UCP_ENA_0_BITS] => with_ucp_ena_0, with_ucp_ena_0_checked, set_ucp_ena_0, set_ucp_ena_0_checked;
        #[doc = "Bit 1."] pub ucp_ena_1: bool [UCP_ENA_1_OFFSET, UCP_ENA_1_BITS] => with_ucp_ena_1, with_ucp_ena_1_checked, set_ucp_ena_1, set_ucp_ena_1_checked;
        #[doc = "Bit 2."] pub ucp_ena_2: bool [UCP_ENA_2_OFFSET, UCP_ENA_2_BITS] => with_ucp_ena_2, with_ucp_ena_2_checked, set_ucp_ena_2, set_ucp_ena_2_checked;
        #[doc = "Bit 3."] pub ucp_ena_3: bool [UCP_ENA_3_OFFSET, UCP_ENA_3_BITS] => with_ucp_ena_3, with_ucp_ena_3_checked, set_ucp_ena_3, set_ucp_ena_3_checked;
        #[doc = "Bit 4."] pub ucp_ena_4: bool [UCP_ENA_4_OFFSET, UCP_ENA_4_BITS] => with_ucp_ena_4, with_ucp_ena_4_checked, set_ucp_ena_4, set_ucp_ena_4_checked;
        #[doc = "Bit 5."] pub ucp_ena_5: bool [UCP_ENA_5_OFFSET, UCP_ENA_5_BITS] => with_ucp_ena_5, with_ucp_ena_5_checked, set_ucp_ena_5, set_ucp_ena_5_checked;
        #[bits(7)] __: u32;
        #[doc = "Bit 13."] pub ps_ucp_y_scale_neg: bool [PS_UCP_Y_SCALE_NEG_OFFSET, PS_UCP_Y_SCALE_NEG_BITS] => with_ps_ucp_y_scale_neg, with_ps_ucp_y_scale_neg_checked, set_ps_ucp_y_scale_neg, set_ps_ucp_y_scale_neg_checked;
        #[doc = "Bits 14..=15."] #[bits(2)] pub ps_ucp_mode: u8 [PS_UCP_MODE_OFFSET, PS_UCP_MODE_BITS] => with_ps_ucp_mode, with_ps_ucp_mode_checked, set_ps_ucp_mode, set_ps_ucp_mode_checked;
        #[doc = "Bit 16."] pub clip_disable: bool [CLIP_DISABLE_OFFSET, CLIP_DISABLE_BITS] => with_clip_disable, with_clip_disable_checked, set_clip_disable, set_clip_disable_checked;
        #[doc = "Bit 17."] pub ucp_cull_only_ena: bool [UCP_CULL_ONLY_ENA_OFFSET, UCP_CULL_ONLY_ENA_BITS] => with_ucp_cull_only_ena, with_ucp_cull_only_ena_checked, set_ucp_cull_only_ena, set_ucp_cull_only_ena_checked;
        #[doc = "Bit 18."] pub boundary_edge_flag_ena: bool [BOUNDARY_EDGE_FLAG_ENA_OFFSET, BOUNDARY_EDGE_FLAG_ENA_BITS] => with_boundary_edge_flag_ena, with_boundary_edge_flag_ena_checked, set_boundary_edge_flag_ena, set_boundary_edge_flag_ena_checked;
        #[doc = "Bit 19."] pub dx_clip_space_def: bool [DX_CLIP_SPACE_DEF_OFFSET, DX_CLIP_SPACE_DEF_BITS] => with_dx_clip_space_def, with_dx_clip_space_def_checked, set_dx_clip_space_def, set_dx_clip_space_def_checked;
        #[doc = "Bit 20."] pub dis_clip_err_detect: bool [DIS_CLIP_ERR_DETECT_OFFSET, DIS_CLIP_ERR_DETECT_BITS] => with_dis_clip_err_detect, with_dis_clip_err_detect_checked, set_dis_clip_err_detect, set_dis_clip_err_detect_checked;
        #[doc = "Bit 21."] pub vtx_kill_or: bool [VTX_KILL_OR_OFFSET, VTX_KILL_OR_BITS] => with_vtx_kill_or, with_vtx_kill_or_checked, set_vtx_kill_or, set_vtx_kill_or_checked;
        #[doc = "Bit 22."] pub dx_rasterization_kill: bool [DX_RASTERIZATION_KILL_OFFSET, DX_RASTERIZATION_KILL_BITS] => with_dx_rasterization_kill, with_dx_rasterization_kill_checked, set_dx_rasterization_kill, set_dx_rasterization_kill_checked;
        #[bits(1)] __: u32;
        #[doc = "Bit 24."] pub dx_linear_attr_clip_ena: bool [DX_LINEAR_ATTR_CLIP_ENA_OFFSET, DX_LINEAR_ATTR_CLIP_ENA_BITS] => with_dx_linear_attr_clip_ena, with_dx_linear_attr_clip_ena_checked, set_dx_linear_attr_clip_ena, set_dx_linear_attr_clip_ena_checked;
        #[doc = "Bit 25."] pub vte_vport_provoke_disable: bool [VTE_VPORT_PROVOKE_DISABLE_OFFSET, VTE_VPORT_PROVOKE_DISABLE_BITS] => with_vte_vport_provoke_disable, with_vte_vport_provoke_disable_checked, set_vte_vport_provoke_disable, set_vte_vport_provoke_disable_checked;
        #[doc = "Bit 26."] pub zclip_near_disable: bool [ZCLIP_NEAR_DISABLE_OFFSET, ZCLIP_NEAR_DISABLE_BITS] => with_zclip_near_disable, with_zclip_near_disable_checked, set_zclip_near_disable, set_zclip_near_disable_checked;
        #[doc = "Bit 27."] pub zclip_far_disable: bool [ZCLIP_FAR_DISABLE_OFFSET, ZCLIP_FAR_DISABLE_BITS] => with_zclip_far_disable, with_zclip_far_disable_checked, set_zclip_far_disable, set_zclip_far_disable_checked;
        #[bits(4)] __: u32;
    }
}

crate::regs::register! { PaClClipCntl, Context, 0x204, "PA_CL_CLIP_CNTL" }

crate::regs::word! {
    /// `PA_SU_SC_MODE_CNTL` (primitive assembly, setup unit): context register `0x205`, byte address `0x28814`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct PaSuScModeCntl {
        #[doc = "Bit 0."] pub cull_front: bool [CULL_FRONT_OFFSET, CULL_FRONT_BITS] => with_cull_front, with_cull_front_checked, set_cull_front, set_cull_front_checked;
        #[doc = "Bit 1."] pub cull_back: bool [CULL_BACK_OFFSET, CULL_BACK_BITS] => with_cull_back, with_cull_back_checked, set_cull_back, set_cull_back_checked;
        #[doc = "Bit 2."] pub face: bool [FACE_OFFSET, FACE_BITS] => with_face, with_face_checked, set_face, set_face_checked;
        #[doc = "Bits 3..=4: [`PaSuScModeCntlPolyMode`]."] #[bits(2, default = 0)] pub poly_mode: PaSuScModeCntlPolyMode [POLY_MODE_OFFSET, POLY_MODE_BITS] => with_poly_mode, with_poly_mode_checked, set_poly_mode, set_poly_mode_checked;
        #[doc = "Bits 5..=7: [`PaSuScModeCntlPolymodePtype`]."] #[bits(3, default = 0)] pub polymode_front_ptype: PaSuScModeCntlPolymodePtype [POLYMODE_FRONT_PTYPE_OFFSET, POLYMODE_FRONT_PTYPE_BITS] => with_polymode_front_ptype, with_polymode_front_ptype_checked, set_polymode_front_ptype, set_polymode_front_ptype_checked;
        #[doc = "Bits 8..=10: [`PaSuScModeCntlPolymodePtype`]."] #[bits(3, default = 0)] pub polymode_back_ptype: PaSuScModeCntlPolymodePtype [POLYMODE_BACK_PTYPE_OFFSET, POLYMODE_BACK_PTYPE_BITS] => with_polymode_back_ptype, with_polymode_back_ptype_checked, set_polymode_back_ptype, set_polymode_back_ptype_checked;
        #[doc = "Bit 11."] pub poly_offset_front_enable: bool [POLY_OFFSET_FRONT_ENABLE_OFFSET, POLY_OFFSET_FRONT_ENABLE_BITS] => with_poly_offset_front_enable, with_poly_offset_front_enable_checked, set_poly_offset_front_enable, set_poly_offset_front_enable_checked;
        #[doc = "Bit 12."] pub poly_offset_back_enable: bool [POLY_OFFSET_BACK_ENABLE_OFFSET, POLY_OFFSET_BACK_ENABLE_BITS] => with_poly_offset_back_enable, with_poly_offset_back_enable_checked, set_poly_offset_back_enable, set_poly_offset_back_enable_checked;
        #[doc = "Bit 13."] pub poly_offset_para_enable: bool [POLY_OFFSET_PARA_ENABLE_OFFSET, POLY_OFFSET_PARA_ENABLE_BITS] => with_poly_offset_para_enable, with_poly_offset_para_enable_checked, set_poly_offset_para_enable, set_poly_offset_para_enable_checked;
        #[bits(2)] __: u32;
        #[doc = "Bit 16."] pub vtx_window_offset_enable: bool [VTX_WINDOW_OFFSET_ENABLE_OFFSET, VTX_WINDOW_OFFSET_ENABLE_BITS] => with_vtx_window_offset_enable, with_vtx_window_offset_enable_checked, set_vtx_window_offset_enable, set_vtx_window_offset_enable_checked;
        #[bits(2)] __: u32;
        #[doc = "Bit 19."] pub provoking_vtx_last: bool [PROVOKING_VTX_LAST_OFFSET, PROVOKING_VTX_LAST_BITS] => with_provoking_vtx_last, with_provoking_vtx_last_checked, set_provoking_vtx_last, set_provoking_vtx_last_checked;
        #[doc = "Bit 20."] pub persp_corr_dis: bool [PERSP_CORR_DIS_OFFSET, PERSP_CORR_DIS_BITS] => with_persp_corr_dis, with_persp_corr_dis_checked, set_persp_corr_dis, set_persp_corr_dis_checked;
        #[doc = "Bit 21."] pub multi_prim_ib_ena: bool [MULTI_PRIM_IB_ENA_OFFSET, MULTI_PRIM_IB_ENA_BITS] => with_multi_prim_ib_ena, with_multi_prim_ib_ena_checked, set_multi_prim_ib_ena, set_multi_prim_ib_ena_checked;
        #[bits(10)] __: u32;
    }
}

crate::regs::register! { PaSuScModeCntl, Context, 0x205, "PA_SU_SC_MODE_CNTL" }

crate::regs::word! {
    /// `PA_CL_VTE_CNTL` (primitive assembly, clipper): context register `0x206`, byte address `0x28818`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct PaClVteCntl {
        #[doc = "Bit 0."] pub vport_x_scale_ena: bool [VPORT_X_SCALE_ENA_OFFSET, VPORT_X_SCALE_ENA_BITS] => with_vport_x_scale_ena, with_vport_x_scale_ena_checked, set_vport_x_scale_ena, set_vport_x_scale_ena_checked;
        #[doc = "Bit 1."] pub vport_x_offset_ena: bool [VPORT_X_OFFSET_ENA_OFFSET, VPORT_X_OFFSET_ENA_BITS] => with_vport_x_offset_ena, with_vport_x_offset_ena_checked, set_vport_x_offset_ena, set_vport_x_offset_ena_checked;
        #[doc = "Bit 2."] pub vport_y_scale_ena: bool [VPORT_Y_SCALE_ENA_OFFSET, VPORT_Y_SCALE_ENA_BITS] => with_vport_y_scale_ena, with_vport_y_scale_ena_checked, set_vport_y_scale_ena, set_vport_y_scale_ena_checked;
        #[doc = "Bit 3."] pub vport_y_offset_ena: bool [VPORT_Y_OFFSET_ENA_OFFSET, VPORT_Y_OFFSET_ENA_BITS] => with_vport_y_offset_ena, with_vport_y_offset_ena_checked, set_vport_y_offset_ena, set_vport_y_offset_ena_checked;
        #[doc = "Bit 4."] pub vport_z_scale_ena: bool [VPORT_Z_SCALE_ENA_OFFSET, VPORT_Z_SCALE_ENA_BITS] => with_vport_z_scale_ena, with_vport_z_scale_ena_checked, set_vport_z_scale_ena, set_vport_z_scale_ena_checked;
        #[doc = "Bit 5."] pub vport_z_offset_ena: bool [VPORT_Z_OFFSET_ENA_OFFSET, VPORT_Z_OFFSET_ENA_BITS] => with_vport_z_offset_ena, with_vport_z_offset_ena_checked, set_vport_z_offset_ena, set_vport_z_offset_ena_checked;
        #[bits(2)] __: u32;
        #[doc = "Bit 8."] pub vtx_xy_fmt: bool [VTX_XY_FMT_OFFSET, VTX_XY_FMT_BITS] => with_vtx_xy_fmt, with_vtx_xy_fmt_checked, set_vtx_xy_fmt, set_vtx_xy_fmt_checked;
        #[doc = "Bit 9."] pub vtx_z_fmt: bool [VTX_Z_FMT_OFFSET, VTX_Z_FMT_BITS] => with_vtx_z_fmt, with_vtx_z_fmt_checked, set_vtx_z_fmt, set_vtx_z_fmt_checked;
        #[doc = "Bit 10."] pub vtx_w0_fmt: bool [VTX_W0_FMT_OFFSET, VTX_W0_FMT_BITS] => with_vtx_w0_fmt, with_vtx_w0_fmt_checked, set_vtx_w0_fmt, set_vtx_w0_fmt_checked;
        #[doc = "Bit 11."] pub perfcounter_ref: bool [PERFCOUNTER_REF_OFFSET, PERFCOUNTER_REF_BITS] => with_perfcounter_ref, with_perfcounter_ref_checked, set_perfcounter_ref, set_perfcounter_ref_checked;
        #[bits(20)] __: u32;
    }
}

crate::regs::register! { PaClVteCntl, Context, 0x206, "PA_CL_VTE_CNTL" }

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
        #[doc = "Bit 26. gfx8 only; a gfx6/gfx7 `for_gfx` command buffer refuses it."] pub use_vtx_line_width: bool [USE_VTX_LINE_WIDTH_OFFSET, USE_VTX_LINE_WIDTH_BITS] => with_use_vtx_line_width, with_use_vtx_line_width_checked, set_use_vtx_line_width, set_use_vtx_line_width_checked;
        #[bits(5)] __: u32;
    }
}

crate::regs::register! { PaClVsOutCntl, Context, 0x207, "PA_CL_VS_OUT_CNTL" }

crate::regs::word! {
    /// `PA_CL_NANINF_CNTL` (primitive assembly, clipper): context register `0x208`, byte address `0x28820`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct PaClNaninfCntl {
        #[doc = "Bit 0."] pub vte_xy_inf_discard: bool [VTE_XY_INF_DISCARD_OFFSET, VTE_XY_INF_DISCARD_BITS] => with_vte_xy_inf_discard, with_vte_xy_inf_discard_checked, set_vte_xy_inf_discard, set_vte_xy_inf_discard_checked;
        #[doc = "Bit 1."] pub vte_z_inf_discard: bool [VTE_Z_INF_DISCARD_OFFSET, VTE_Z_INF_DISCARD_BITS] => with_vte_z_inf_discard, with_vte_z_inf_discard_checked, set_vte_z_inf_discard, set_vte_z_inf_discard_checked;
        #[doc = "Bit 2."] pub vte_w_inf_discard: bool [VTE_W_INF_DISCARD_OFFSET, VTE_W_INF_DISCARD_BITS] => with_vte_w_inf_discard, with_vte_w_inf_discard_checked, set_vte_w_inf_discard, set_vte_w_inf_discard_checked;
        #[doc = "Bit 3."] pub vte_0xnaninf_is_0: bool [VTE_0XNANINF_IS_0_OFFSET, VTE_0XNANINF_IS_0_BITS] => with_vte_0xnaninf_is_0, with_vte_0xnaninf_is_0_checked, set_vte_0xnaninf_is_0, set_vte_0xnaninf_is_0_checked;
        #[doc = "Bit 4."] pub vte_xy_nan_retain: bool [VTE_XY_NAN_RETAIN_OFFSET, VTE_XY_NAN_RETAIN_BITS] => with_vte_xy_nan_retain, with_vte_xy_nan_retain_checked, set_vte_xy_nan_retain, set_vte_xy_nan_retain_checked;
        #[doc = "Bit 5."] pub vte_z_nan_retain: bool [VTE_Z_NAN_RETAIN_OFFSET, VTE_Z_NAN_RETAIN_BITS] => with_vte_z_nan_retain, with_vte_z_nan_retain_checked, set_vte_z_nan_retain, set_vte_z_nan_retain_checked;
        #[doc = "Bit 6."] pub vte_w_nan_retain: bool [VTE_W_NAN_RETAIN_OFFSET, VTE_W_NAN_RETAIN_BITS] => with_vte_w_nan_retain, with_vte_w_nan_retain_checked, set_vte_w_nan_retain, set_vte_w_nan_retain_checked;
        #[doc = "Bit 7."] pub vte_w_recip_nan_is_0: bool [VTE_W_RECIP_NAN_IS_0_OFFSET, VTE_W_RECIP_NAN_IS_0_BITS] => with_vte_w_recip_nan_is_0, with_vte_w_recip_nan_is_0_checked, set_vte_w_recip_nan_is_0, set_vte_w_recip_nan_is_0_checked;
        #[doc = "Bit 8."] pub vs_xy_nan_to_inf: bool [VS_XY_NAN_TO_INF_OFFSET, VS_XY_NAN_TO_INF_BITS] => with_vs_xy_nan_to_inf, with_vs_xy_nan_to_inf_checked, set_vs_xy_nan_to_inf, set_vs_xy_nan_to_inf_checked;
        #[doc = "Bit 9."] pub vs_xy_inf_retain: bool [VS_XY_INF_RETAIN_OFFSET, VS_XY_INF_RETAIN_BITS] => with_vs_xy_inf_retain, with_vs_xy_inf_retain_checked, set_vs_xy_inf_retain, set_vs_xy_inf_retain_checked;
        #[doc = "Bit 10."] pub vs_z_nan_to_inf: bool [VS_Z_NAN_TO_INF_OFFSET, VS_Z_NAN_TO_INF_BITS] => with_vs_z_nan_to_inf, with_vs_z_nan_to_inf_checked, set_vs_z_nan_to_inf, set_vs_z_nan_to_inf_checked;
        #[doc = "Bit 11."] pub vs_z_inf_retain: bool [VS_Z_INF_RETAIN_OFFSET, VS_Z_INF_RETAIN_BITS] => with_vs_z_inf_retain, with_vs_z_inf_retain_checked, set_vs_z_inf_retain, set_vs_z_inf_retain_checked;
        #[doc = "Bit 12."] pub vs_w_nan_to_inf: bool [VS_W_NAN_TO_INF_OFFSET, VS_W_NAN_TO_INF_BITS] => with_vs_w_nan_to_inf, with_vs_w_nan_to_inf_checked, set_vs_w_nan_to_inf, set_vs_w_nan_to_inf_checked;
        #[doc = "Bit 13."] pub vs_w_inf_retain: bool [VS_W_INF_RETAIN_OFFSET, VS_W_INF_RETAIN_BITS] => with_vs_w_inf_retain, with_vs_w_inf_retain_checked, set_vs_w_inf_retain, set_vs_w_inf_retain_checked;
        #[doc = "Bit 14."] pub vs_clip_dist_inf_discard: bool [VS_CLIP_DIST_INF_DISCARD_OFFSET, VS_CLIP_DIST_INF_DISCARD_BITS] => with_vs_clip_dist_inf_discard, with_vs_clip_dist_inf_discard_checked, set_vs_clip_dist_inf_discard, set_vs_clip_dist_inf_discard_checked;
        #[bits(5)] __: u32;
        #[doc = "Bit 20."] pub vte_no_output_neg_0: bool [VTE_NO_OUTPUT_NEG_0_OFFSET, VTE_NO_OUTPUT_NEG_0_BITS] => with_vte_no_output_neg_0, with_vte_no_output_neg_0_checked, set_vte_no_output_neg_0, set_vte_no_output_neg_0_checked;
        #[bits(11)] __: u32;
    }
}

crate::regs::register! { PaClNaninfCntl, Context, 0x208, "PA_CL_NANINF_CNTL" }

crate::regs::word! {
    /// `PA_SU_LINE_STIPPLE_CNTL` (primitive assembly, setup unit): context register `0x209`, byte address `0x28824`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct PaSuLineStippleCntl {
        #[doc = "Bits 0..=1."] #[bits(2)] pub line_stipple_reset: u8 [LINE_STIPPLE_RESET_OFFSET, LINE_STIPPLE_RESET_BITS] => with_line_stipple_reset, with_line_stipple_reset_checked, set_line_stipple_reset, set_line_stipple_reset_checked;
        #[doc = "Bit 2."] pub expand_full_length: bool [EXPAND_FULL_LENGTH_OFFSET, EXPAND_FULL_LENGTH_BITS] => with_expand_full_length, with_expand_full_length_checked, set_expand_full_length, set_expand_full_length_checked;
        #[doc = "Bit 3."] pub fractional_accum: bool [FRACTIONAL_ACCUM_OFFSET, FRACTIONAL_ACCUM_BITS] => with_fractional_accum, with_fractional_accum_checked, set_fractional_accum, set_fractional_accum_checked;
        #[doc = "Bit 4."] pub diamond_adjust: bool [DIAMOND_ADJUST_OFFSET, DIAMOND_ADJUST_BITS] => with_diamond_adjust, with_diamond_adjust_checked, set_diamond_adjust, set_diamond_adjust_checked;
        #[bits(27)] __: u32;
    }
}

crate::regs::register! { PaSuLineStippleCntl, Context, 0x209, "PA_SU_LINE_STIPPLE_CNTL" }

crate::regs::word! {
    /// `PA_SU_LINE_STIPPLE_SCALE` (primitive assembly, setup unit): context register `0x20A`, byte address `0x28828`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct PaSuLineStippleScale {
        #[doc = "Bits 0..=31."] #[bits(32, from = f32::from_bits)] pub line_stipple_scale: f32 [LINE_STIPPLE_SCALE_OFFSET, LINE_STIPPLE_SCALE_BITS] => with_line_stipple_scale, with_line_stipple_scale_checked, set_line_stipple_scale, set_line_stipple_scale_checked;
    }
}

crate::regs::register! { PaSuLineStippleScale, Context, 0x20A, "PA_SU_LINE_STIPPLE_SCALE" }

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
        #[bits(14)] __: u32;
        #[doc = "Bit 30. gfx7/gfx8 only; a gfx6 `for_gfx` command buffer refuses it."] pub xmax_right_exclusion: bool [XMAX_RIGHT_EXCLUSION_OFFSET, XMAX_RIGHT_EXCLUSION_BITS] => with_xmax_right_exclusion, with_xmax_right_exclusion_checked, set_xmax_right_exclusion, set_xmax_right_exclusion_checked;
        #[doc = "Bit 31. gfx7/gfx8 only; a gfx6 `for_gfx` command buffer refuses it."] pub ymax_bottom_exclusion: bool [YMAX_BOTTOM_EXCLUSION_OFFSET, YMAX_BOTTOM_EXCLUSION_BITS] => with_ymax_bottom_exclusion, with_ymax_bottom_exclusion_checked, set_ymax_bottom_exclusion, set_ymax_bottom_exclusion_checked;
    }
}

crate::regs::register! { PaSuPrimFilterCntl, Context, 0x20B, "PA_SU_PRIM_FILTER_CNTL" }

crate::regs::word! {
    /// `PA_SU_POINT_SIZE` (primitive assembly, setup unit): context register `0x280`, byte address `0x28A00`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct PaSuPointSize {
        #[doc = "Bits 0..=15."] pub height: u16 [HEIGHT_OFFSET, HEIGHT_BITS] => with_height, with_height_checked, set_height, set_height_checked;
        #[doc = "Bits 16..=31."] pub width: u16 [WIDTH_OFFSET, WIDTH_BITS] => with_width, with_width_checked, set_width, set_width_checked;
    }
}

crate::regs::register! { PaSuPointSize, Context, 0x280, "PA_SU_POINT_SIZE" }

crate::regs::word! {
    /// `PA_SU_POINT_MINMAX` (primitive assembly, setup unit): context register `0x281`, byte address `0x28A04`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct PaSuPointMinmax {
        #[doc = "Bits 0..=15."] pub min_size: u16 [MIN_SIZE_OFFSET, MIN_SIZE_BITS] => with_min_size, with_min_size_checked, set_min_size, set_min_size_checked;
        #[doc = "Bits 16..=31."] pub max_size: u16 [MAX_SIZE_OFFSET, MAX_SIZE_BITS] => with_max_size, with_max_size_checked, set_max_size, set_max_size_checked;
    }
}

crate::regs::register! { PaSuPointMinmax, Context, 0x281, "PA_SU_POINT_MINMAX" }

crate::regs::word! {
    /// `PA_SU_LINE_CNTL` (primitive assembly, setup unit): context register `0x282`, byte address `0x28A08`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct PaSuLineCntl {
        #[doc = "Bits 0..=15."] pub width: u16 [WIDTH_OFFSET, WIDTH_BITS] => with_width, with_width_checked, set_width, set_width_checked;
        #[bits(16)] __: u32;
    }
}

crate::regs::register! { PaSuLineCntl, Context, 0x282, "PA_SU_LINE_CNTL" }

crate::regs::word! {
    /// `PA_SC_LINE_STIPPLE` (primitive assembly, scan converter): context register `0x283`, byte address `0x28A0C`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct PaScLineStipple {
        #[doc = "Bits 0..=15."] pub line_pattern: u16 [LINE_PATTERN_OFFSET, LINE_PATTERN_BITS] => with_line_pattern, with_line_pattern_checked, set_line_pattern, set_line_pattern_checked;
        #[doc = "Bits 16..=23."] pub repeat_count: u8 [REPEAT_COUNT_OFFSET, REPEAT_COUNT_BITS] => with_repeat_count, with_repeat_count_checked, set_repeat_count, set_repeat_count_checked;
        #[bits(4)] __: u32;
        #[doc = "Bit 28."] pub pattern_bit_order: bool [PATTERN_BIT_ORDER_OFFSET, PATTERN_BIT_ORDER_BITS] => with_pattern_bit_order, with_pattern_bit_order_checked, set_pattern_bit_order, set_pattern_bit_order_checked;
        #[doc = "Bits 29..=30."] #[bits(2)] pub auto_reset_cntl: u8 [AUTO_RESET_CNTL_OFFSET, AUTO_RESET_CNTL_BITS] => with_auto_reset_cntl, with_auto_reset_cntl_checked, set_auto_reset_cntl, set_auto_reset_cntl_checked;
        #[bits(1)] __: u32;
    }
}

crate::regs::register! { PaScLineStipple, Context, 0x283, "PA_SC_LINE_STIPPLE" }

crate::regs::word! {
    /// `VGT_OUTPUT_PATH_CNTL` (vertex grouper and tessellator): context register `0x284`, byte address `0x28A10`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct VgtOutputPathCntl {
        #[doc = "Bits 0..=2: [`VgtOutpathSelect`]."] #[bits(3, default = 0)] pub path_select: VgtOutpathSelect [PATH_SELECT_OFFSET, PATH_SELECT_BITS] => with_path_select, with_path_select_checked, set_path_select, set_path_select_checked;
        #[bits(29)] __: u32;
    }
}

crate::regs::register! { VgtOutputPathCntl, Context, 0x284, "VGT_OUTPUT_PATH_CNTL" }

crate::regs::word! {
    /// `VGT_HOS_CNTL` (vertex grouper and tessellator): context register `0x285`, byte address `0x28A14`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct VgtHosCntl {
        #[doc = "Bits 0..=1."] #[bits(2)] pub tess_mode: u8 [TESS_MODE_OFFSET, TESS_MODE_BITS] => with_tess_mode, with_tess_mode_checked, set_tess_mode, set_tess_mode_checked;
        #[bits(30)] __: u32;
    }
}

crate::regs::register! { VgtHosCntl, Context, 0x285, "VGT_HOS_CNTL" }

crate::regs::word! {
    /// `VGT_HOS_MAX_TESS_LEVEL` (vertex grouper and tessellator): context register `0x286`, byte address `0x28A18`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct VgtHosMaxTessLevel {
        #[doc = "Bits 0..=31."] #[bits(32, from = f32::from_bits)] pub max_tess: f32 [MAX_TESS_OFFSET, MAX_TESS_BITS] => with_max_tess, with_max_tess_checked, set_max_tess, set_max_tess_checked;
    }
}

crate::regs::register! { VgtHosMaxTessLevel, Context, 0x286, "VGT_HOS_MAX_TESS_LEVEL" }

crate::regs::word! {
    /// `VGT_HOS_MIN_TESS_LEVEL` (vertex grouper and tessellator): context register `0x287`, byte address `0x28A1C`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct VgtHosMinTessLevel {
        #[doc = "Bits 0..=31."] #[bits(32, from = f32::from_bits)] pub min_tess: f32 [MIN_TESS_OFFSET, MIN_TESS_BITS] => with_min_tess, with_min_tess_checked, set_min_tess, set_min_tess_checked;
    }
}

crate::regs::register! { VgtHosMinTessLevel, Context, 0x287, "VGT_HOS_MIN_TESS_LEVEL" }

crate::regs::word! {
    /// `VGT_HOS_REUSE_DEPTH` (vertex grouper and tessellator): context register `0x288`, byte address `0x28A20`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct VgtHosReuseDepth {
        #[doc = "Bits 0..=7."] pub reuse_depth: u8 [REUSE_DEPTH_OFFSET, REUSE_DEPTH_BITS] => with_reuse_depth, with_reuse_depth_checked, set_reuse_depth, set_reuse_depth_checked;
        #[bits(24)] __: u32;
    }
}

crate::regs::register! { VgtHosReuseDepth, Context, 0x288, "VGT_HOS_REUSE_DEPTH" }

crate::regs::word! {
    /// `VGT_GROUP_PRIM_TYPE` (vertex grouper and tessellator): context register `0x289`, byte address `0x28A24`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct VgtGroupPrimType {
        #[doc = "Bits 0..=4: [`VgtGrpPrimType`]."] #[bits(5, default = 0)] pub prim_type: VgtGrpPrimType [PRIM_TYPE_OFFSET, PRIM_TYPE_BITS] => with_prim_type, with_prim_type_checked, set_prim_type, set_prim_type_checked;
        #[bits(9)] __: u32;
        #[doc = "Bit 14."] pub retain_order: bool [RETAIN_ORDER_OFFSET, RETAIN_ORDER_BITS] => with_retain_order, with_retain_order_checked, set_retain_order, set_retain_order_checked;
        #[doc = "Bit 15."] pub retain_quads: bool [RETAIN_QUADS_OFFSET, RETAIN_QUADS_BITS] => with_retain_quads, with_retain_quads_checked, set_retain_quads, set_retain_quads_checked;
        #[doc = "Bits 16..=18."] #[bits(3)] pub prim_order: u8 [PRIM_ORDER_OFFSET, PRIM_ORDER_BITS] => with_prim_order, with_prim_order_checked, set_prim_order, set_prim_order_checked;
        #[bits(13)] __: u32;
    }
}

crate::regs::register! { VgtGroupPrimType, Context, 0x289, "VGT_GROUP_PRIM_TYPE" }

crate::regs::word! {
    /// `VGT_GROUP_FIRST_DECR` (vertex grouper and tessellator): context register `0x28A`, byte address `0x28A28`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct VgtGroupFirstDecr {
        #[doc = "Bits 0..=3."] #[bits(4)] pub first_decr: u8 [FIRST_DECR_OFFSET, FIRST_DECR_BITS] => with_first_decr, with_first_decr_checked, set_first_decr, set_first_decr_checked;
        #[bits(28)] __: u32;
    }
}

crate::regs::register! { VgtGroupFirstDecr, Context, 0x28A, "VGT_GROUP_FIRST_DECR" }

crate::regs::word! {
    /// `VGT_GROUP_DECR` (vertex grouper and tessellator): context register `0x28B`, byte address `0x28A2C`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct VgtGroupDecr {
        #[doc = "Bits 0..=3."] #[bits(4)] pub decr: u8 [DECR_OFFSET, DECR_BITS] => with_decr, with_decr_checked, set_decr, set_decr_checked;
        #[bits(28)] __: u32;
    }
}

crate::regs::register! { VgtGroupDecr, Context, 0x28B, "VGT_GROUP_DECR" }

/// `VGT_GROUP_VECT_0_CNTL` (vertex grouper and tessellator): context register `0x28C`, byte address `0x28A30`.
pub type VgtGroupVect0Cntl = VgtGroupVectCntl<0, 0>;
/// `VGT_GROUP_VECT_1_CNTL` (vertex grouper and tessellator): context register `0x28D`, byte address `0x28A34`.
pub type VgtGroupVect1Cntl = VgtGroupVectCntl<1, 0>;
/// `VGT_GROUP_VECT_0_FMT_CNTL` (vertex grouper and tessellator): context register `0x28E`, byte address `0x28A38`.
pub type VgtGroupVect0FmtCntl = VgtGroupVectFmtCntl<0, 0>;
/// `VGT_GROUP_VECT_1_FMT_CNTL` (vertex grouper and tessellator): context register `0x28F`, byte address `0x28A3C`.
pub type VgtGroupVect1FmtCntl = VgtGroupVectFmtCntl<1, 0>;
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
        #[doc = "Bits 21..=22. gfx7/gfx8 only; a gfx6 `for_gfx` command buffer refuses it."] #[bits(2)] pub onchip: u8 [ONCHIP_OFFSET, ONCHIP_BITS] => with_onchip, with_onchip_checked, set_onchip, set_onchip_checked;
        #[bits(9)] __: u32;
    }
}

crate::regs::register! { VgtGsMode, Context, 0x290, "VGT_GS_MODE" }

crate::regs::word! {
    /// `VGT_GS_ONCHIP_CNTL` (vertex grouper and tessellator): context register `0x291`, byte address `0x28A44`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct VgtGsOnchipCntl {
        #[doc = "Bits 0..=10."] #[bits(11)] pub es_verts_per_subgrp: u16 [ES_VERTS_PER_SUBGRP_OFFSET, ES_VERTS_PER_SUBGRP_BITS] => with_es_verts_per_subgrp, with_es_verts_per_subgrp_checked, set_es_verts_per_subgrp, set_es_verts_per_subgrp_checked;
        #[doc = "Bits 11..=21."] #[bits(11)] pub gs_prims_per_subgrp: u16 [GS_PRIMS_PER_SUBGRP_OFFSET, GS_PRIMS_PER_SUBGRP_BITS] => with_gs_prims_per_subgrp, with_gs_prims_per_subgrp_checked, set_gs_prims_per_subgrp, set_gs_prims_per_subgrp_checked;
        #[bits(10)] __: u32;
    }
}

crate::regs::register! { VgtGsOnchipCntl, Context, 0x291, "VGT_GS_ONCHIP_CNTL" }

crate::regs::word! {
    /// `PA_SC_MODE_CNTL_0` (primitive assembly, scan converter): context register `0x292`, byte address `0x28A48`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct PaScModeCntl0 {
        #[doc = "Bit 0."] pub msaa_enable: bool [MSAA_ENABLE_OFFSET, MSAA_ENABLE_BITS] => with_msaa_enable, with_msaa_enable_checked, set_msaa_enable, set_msaa_enable_checked;
        #[doc = "Bit 1."] pub vport_scissor_enable: bool [VPORT_SCISSOR_ENABLE_OFFSET, VPORT_SCISSOR_ENABLE_BITS] => with_vport_scissor_enable, with_vport_scissor_enable_checked, set_vport_scissor_enable, set_vport_scissor_enable_checked;
        #[doc = "Bit 2."] pub line_stipple_enable: bool [LINE_STIPPLE_ENABLE_OFFSET, LINE_STIPPLE_ENABLE_BITS] => with_line_stipple_enable, with_line_stipple_enable_checked, set_line_stipple_enable, set_line_stipple_enable_checked;
        #[doc = "Bit 3."] pub send_unlit_stiles_to_pkr: bool [SEND_UNLIT_STILES_TO_PKR_OFFSET, SEND_UNLIT_STILES_TO_PKR_BITS] => with_send_unlit_stiles_to_pkr, with_send_unlit_stiles_to_pkr_checked, set_send_unlit_stiles_to_pkr, set_send_unlit_stiles_to_pkr_checked;
        #[bits(28)] __: u32;
    }
}

crate::regs::register! { PaScModeCntl0, Context, 0x292, "PA_SC_MODE_CNTL_0" }

crate::regs::word! {
    /// `PA_SC_MODE_CNTL_1` (primitive assembly, scan converter): context register `0x293`, byte address `0x28A4C`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct PaScModeCntl1 {
        #[doc = "Bit 0."] pub walk_size: bool [WALK_SIZE_OFFSET, WALK_SIZE_BITS] => with_walk_size, with_walk_size_checked, set_walk_size, set_walk_size_checked;
        #[doc = "Bit 1."] pub walk_alignment: bool [WALK_ALIGNMENT_OFFSET, WALK_ALIGNMENT_BITS] => with_walk_alignment, with_walk_alignment_checked, set_walk_alignment, set_walk_alignment_checked;
        #[doc = "Bit 2."] pub walk_align8_prim_fits_st: bool [WALK_ALIGN8_PRIM_FITS_ST_OFFSET, WALK_ALIGN8_PRIM_FITS_ST_BITS] => with_walk_align8_prim_fits_st, with_walk_align8_prim_fits_st_checked, set_walk_align8_prim_fits_st, set_walk_align8_prim_fits_st_checked;
        #[doc = "Bit 3."] pub walk_fence_enable: bool [WALK_FENCE_ENABLE_OFFSET, WALK_FENCE_ENABLE_BITS] => with_walk_fence_enable, with_walk_fence_enable_checked, set_walk_fence_enable, set_walk_fence_enable_checked;
        #[doc = "Bits 4..=6."] #[bits(3)] pub walk_fence_size: u8 [WALK_FENCE_SIZE_OFFSET, WALK_FENCE_SIZE_BITS] => with_walk_fence_size, with_walk_fence_size_checked, set_walk_fence_size, set_walk_fence_size_checked;
        #[doc = "Bit 7."] pub supertile_walk_order_enable: bool [SUPERTILE_WALK_ORDER_ENABLE_OFFSET, SUPERTILE_WALK_ORDER_ENABLE_BITS] => with_supertile_walk_order_enable, with_supertile_walk_order_enable_checked, set_supertile_walk_order_enable, set_supertile_walk_order_enable_checked;
        #[doc = "Bit 8."] pub tile_walk_order_enable: bool [TILE_WALK_ORDER_ENABLE_OFFSET, TILE_WALK_ORDER_ENABLE_BITS] => with_tile_walk_order_enable, with_tile_walk_order_enable_checked, set_tile_walk_order_enable, set_tile_walk_order_enable_checked;
        #[doc = "Bit 9."] pub tile_cover_disable: bool [TILE_COVER_DISABLE_OFFSET, TILE_COVER_DISABLE_BITS] => with_tile_cover_disable, with_tile_cover_disable_checked, set_tile_cover_disable, set_tile_cover_disable_checked;
        #[doc = "Bit 10."] pub tile_cover_no_scissor: bool [TILE_COVER_NO_SCISSOR_OFFSET, TILE_COVER_NO_SCISSOR_BITS] => with_tile_cover_no_scissor, with_tile_cover_no_scissor_checked, set_tile_cover_no_scissor, set_tile_cover_no_scissor_checked;
        #[doc = "Bit 11."] pub zmm_line_extent: bool [ZMM_LINE_EXTENT_OFFSET, ZMM_LINE_EXTENT_BITS] => with_zmm_line_extent, with_zmm_line_extent_checked, set_zmm_line_extent, set_zmm_line_extent_checked;
        #[doc = "Bit 12."] pub zmm_line_offset: bool [ZMM_LINE_OFFSET_OFFSET, ZMM_LINE_OFFSET_BITS] => with_zmm_line_offset, with_zmm_line_offset_checked, set_zmm_line_offset, set_zmm_line_offset_checked;
        #[doc = "Bit 13."] pub zmm_rect_extent: bool [ZMM_RECT_EXTENT_OFFSET, ZMM_RECT_EXTENT_BITS] => with_zmm_rect_extent, with_zmm_rect_extent_checked, set_zmm_rect_extent, set_zmm_rect_extent_checked;
        #[doc = "Bit 14."] pub kill_pix_post_hi_z: bool [KILL_PIX_POST_HI_Z_OFFSET, KILL_PIX_POST_HI_Z_BITS] => with_kill_pix_post_hi_z, with_kill_pix_post_hi_z_checked, set_kill_pix_post_hi_z, set_kill_pix_post_hi_z_checked;
        #[doc = "Bit 15."] pub kill_pix_post_detail_mask: bool [KILL_PIX_POST_DETAIL_MASK_OFFSET, KILL_PIX_POST_DETAIL_MASK_BITS] => with_kill_pix_post_detail_mask, with_kill_pix_post_detail_mask_checked, set_kill_pix_post_detail_mask, set_kill_pix_post_detail_mask_checked;
        #[doc = "Bit 16."] pub ps_iter_sample: bool [PS_ITER_SAMPLE_OFFSET, PS_ITER_SAMPLE_BITS] => with_ps_iter_sample, with_ps_iter_sample_checked, set_ps_iter_sample, set_ps_iter_sample_checked;
        #[doc = "Bit 17."] pub multi_shader_engine_prim_discard_enable: bool [MULTI_SHADER_ENGINE_PRIM_DISCARD_ENABLE_OFFSET, MULTI_SHADER_ENGINE_PRIM_DISCARD_ENABLE_BITS] => with_multi_shader_engine_prim_discard_enable, with_multi_shader_engine_prim_discard_enable_checked, set_multi_shader_engine_prim_discard_enable, set_multi_shader_engine_prim_discard_enable_checked;
        #[doc = "Bit 18."] pub multi_gpu_supertile_enable: bool [MULTI_GPU_SUPERTILE_ENABLE_OFFSET, MULTI_GPU_SUPERTILE_ENABLE_BITS] => with_multi_gpu_supertile_enable, with_multi_gpu_supertile_enable_checked, set_multi_gpu_supertile_enable, set_multi_gpu_supertile_enable_checked;
        #[doc = "Bit 19."] pub gpu_id_override_enable: bool [GPU_ID_OVERRIDE_ENABLE_OFFSET, GPU_ID_OVERRIDE_ENABLE_BITS] => with_gpu_id_override_enable, with_gpu_id_override_enable_checked, set_gpu_id_override_enable, set_gpu_id_override_enable_checked;
        #[doc = "Bits 20..=23."] #[bits(4)] pub gpu_id_override: u8 [GPU_ID_OVERRIDE_OFFSET, GPU_ID_OVERRIDE_BITS] => with_gpu_id_override, with_gpu_id_override_checked, set_gpu_id_override, set_gpu_id_override_checked;
        #[doc = "Bit 24."] pub multi_gpu_prim_discard_enable: bool [MULTI_GPU_PRIM_DISCARD_ENABLE_OFFSET, MULTI_GPU_PRIM_DISCARD_ENABLE_BITS] => with_multi_gpu_prim_discard_enable, with_multi_gpu_prim_discard_enable_checked, set_multi_gpu_prim_discard_enable, set_multi_gpu_prim_discard_enable_checked;
        #[doc = "Bit 25."] pub force_eov_cntdwn_enable: bool [FORCE_EOV_CNTDWN_ENABLE_OFFSET, FORCE_EOV_CNTDWN_ENABLE_BITS] => with_force_eov_cntdwn_enable, with_force_eov_cntdwn_enable_checked, set_force_eov_cntdwn_enable, set_force_eov_cntdwn_enable_checked;
        #[doc = "Bit 26."] pub force_eov_rez_enable: bool [FORCE_EOV_REZ_ENABLE_OFFSET, FORCE_EOV_REZ_ENABLE_BITS] => with_force_eov_rez_enable, with_force_eov_rez_enable_checked, set_force_eov_rez_enable, set_force_eov_rez_enable_checked;
        #[doc = "Bit 27."] pub out_of_order_primitive_enable: bool [OUT_OF_ORDER_PRIMITIVE_ENABLE_OFFSET, OUT_OF_ORDER_PRIMITIVE_ENABLE_BITS] => with_out_of_order_primitive_enable, with_out_of_order_primitive_enable_checked, set_out_of_order_primitive_enable, set_out_of_order_primitive_enable_checked;
        #[doc = "Bits 28..=30."] #[bits(3)] pub out_of_order_water_mark: u8 [OUT_OF_ORDER_WATER_MARK_OFFSET, OUT_OF_ORDER_WATER_MARK_BITS] => with_out_of_order_water_mark, with_out_of_order_water_mark_checked, set_out_of_order_water_mark, set_out_of_order_water_mark_checked;
        #[bits(1)] __: u32;
    }
}

crate::regs::register! { PaScModeCntl1, Context, 0x293, "PA_SC_MODE_CNTL_1" }

/// `VGT_ENHANCE` (vertex grouper and tessellator): context register `0x294`, byte address `0x28A50`.
pub type VgtEnhance = Enhance<0, 0>;
crate::regs::word! {
    /// `VGT_GS_PER_ES` (vertex grouper and tessellator): context register `0x295`, byte address `0x28A54`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct VgtGsPerEs {
        #[doc = "Bits 0..=10."] #[bits(11)] pub gs_per_es: u16 [GS_PER_ES_OFFSET, GS_PER_ES_BITS] => with_gs_per_es, with_gs_per_es_checked, set_gs_per_es, set_gs_per_es_checked;
        #[bits(21)] __: u32;
    }
}

crate::regs::register! { VgtGsPerEs, Context, 0x295, "VGT_GS_PER_ES" }

crate::regs::word! {
    /// `VGT_ES_PER_GS` (vertex grouper and tessellator): context register `0x296`, byte address `0x28A58`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct VgtEsPerGs {
        #[doc = "Bits 0..=10."] #[bits(11)] pub es_per_gs: u16 [ES_PER_GS_OFFSET, ES_PER_GS_BITS] => with_es_per_gs, with_es_per_gs_checked, set_es_per_gs, set_es_per_gs_checked;
        #[bits(21)] __: u32;
    }
}

crate::regs::register! { VgtEsPerGs, Context, 0x296, "VGT_ES_PER_GS" }

crate::regs::word! {
    /// `VGT_GS_PER_VS` (vertex grouper and tessellator): context register `0x297`, byte address `0x28A5C`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct VgtGsPerVs {
        #[doc = "Bits 0..=3."] #[bits(4)] pub gs_per_vs: u8 [GS_PER_VS_OFFSET, GS_PER_VS_BITS] => with_gs_per_vs, with_gs_per_vs_checked, set_gs_per_vs, set_gs_per_vs_checked;
        #[bits(28)] __: u32;
    }
}

crate::regs::register! { VgtGsPerVs, Context, 0x297, "VGT_GS_PER_VS" }

/// `VGT_GSVS_RING_OFFSET_1` (vertex grouper and tessellator): context register `0x298`, byte address `0x28A60`.
pub type VgtGsvsRingOffset1 = VgtGsvsRingOffset<0, 0>;
/// `VGT_GSVS_RING_OFFSET_2` (vertex grouper and tessellator): context register `0x299`, byte address `0x28A64`.
pub type VgtGsvsRingOffset2 = VgtGsvsRingOffset<1, 0>;
/// `VGT_GSVS_RING_OFFSET_3` (vertex grouper and tessellator): context register `0x29A`, byte address `0x28A68`.
pub type VgtGsvsRingOffset3 = VgtGsvsRingOffset<2, 0>;
crate::regs::word! {
    /// `VGT_GS_OUT_PRIM_TYPE` (vertex grouper and tessellator): context register `0x29B`, byte address `0x28A6C`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct VgtGsOutPrimType {
        #[doc = "Bits 0..=5: [`VgtGsOutprimType`]."] #[bits(6, default = 0)] pub outprim_type: VgtGsOutprimType [OUTPRIM_TYPE_OFFSET, OUTPRIM_TYPE_BITS] => with_outprim_type, with_outprim_type_checked, set_outprim_type, set_outprim_type_checked;
        #[bits(2)] __: u32;
        #[doc = "Bits 8..=13: [`VgtGsOutprimType`]."] #[bits(6, default = 0)] pub outprim_type_1: VgtGsOutprimType [OUTPRIM_TYPE_1_OFFSET, OUTPRIM_TYPE_1_BITS] => with_outprim_type_1, with_outprim_type_1_checked, set_outprim_type_1, set_outprim_type_1_checked;
        #[bits(2)] __: u32;
        #[doc = "Bits 16..=21: [`VgtGsOutprimType`]."] #[bits(6, default = 0)] pub outprim_type_2: VgtGsOutprimType [OUTPRIM_TYPE_2_OFFSET, OUTPRIM_TYPE_2_BITS] => with_outprim_type_2, with_outprim_type_2_checked, set_outprim_type_2, set_outprim_type_2_checked;
        #[doc = "Bits 22..=27: [`VgtGsOutprimType`]."] #[bits(6, default = 0)] pub outprim_type_3: VgtGsOutprimType [OUTPRIM_TYPE_3_OFFSET, OUTPRIM_TYPE_3_BITS] => with_outprim_type_3, with_outprim_type_3_checked, set_outprim_type_3, set_outprim_type_3_checked;
        #[bits(3)] __: u32;
        #[doc = "Bit 31."] pub unique_type_per_stream: bool [UNIQUE_TYPE_PER_STREAM_OFFSET, UNIQUE_TYPE_PER_STREAM_BITS] => with_unique_type_per_stream, with_unique_type_per_stream_checked, set_unique_type_per_stream, set_unique_type_per_stream_checked;
    }
}

crate::regs::register! { VgtGsOutPrimType, Context, 0x29B, "VGT_GS_OUT_PRIM_TYPE" }

/// `IA_ENHANCE` (input assembler): context register `0x29C`, byte address `0x28A70`.
pub type IaEnhance = Enhance<1, 0>;
/// `VGT_DMA_SIZE` (vertex grouper and tessellator): context register `0x29D`, byte address `0x28A74`.
pub type VgtDmaSize = VgtIndexCount<0, 0>;
crate::regs::word! {
    /// `VGT_DMA_MAX_SIZE` (vertex grouper and tessellator): context register `0x29E`, byte address `0x28A78`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct VgtDmaMaxSize {
        #[doc = "Bits 0..=31."] pub max_size: u32 [MAX_SIZE_OFFSET, MAX_SIZE_BITS] => with_max_size, with_max_size_checked, set_max_size, set_max_size_checked;
    }
}

crate::regs::register! { VgtDmaMaxSize, Context, 0x29E, "VGT_DMA_MAX_SIZE" }

crate::regs::word! {
    /// `VGT_DMA_INDEX_TYPE` (vertex grouper and tessellator): context register `0x29F`, byte address `0x28A7C`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct VgtDmaIndexType {
        #[doc = "Bits 0..=1: [`IndexType`]."] #[bits(2, default = 0)] pub index_type: IndexType [INDEX_TYPE_OFFSET, INDEX_TYPE_BITS] => with_index_type, with_index_type_checked, set_index_type, set_index_type_checked;
        #[doc = "Bits 2..=3: [`VgtDmaSwapMode`]."] #[bits(2, default = 0)] pub swap_mode: VgtDmaSwapMode [SWAP_MODE_OFFSET, SWAP_MODE_BITS] => with_swap_mode, with_swap_mode_checked, set_swap_mode, set_swap_mode_checked;
        #[doc = "Bits 4..=5: [`VgtDmaBufType`]. gfx7/gfx8 only; a gfx6 `for_gfx` command buffer refuses it."] #[bits(2, default = 0)] pub buf_type: VgtDmaBufType [BUF_TYPE_OFFSET, BUF_TYPE_BITS] => with_buf_type, with_buf_type_checked, set_buf_type, set_buf_type_checked;
        #[doc = "Bits 6..=7: [`VgtRdreqPolicy`]. gfx7 only; a gfx6 `for_gfx` command buffer refuses it."] #[bits(2, default = 0)] pub rdreq_policy: VgtRdreqPolicy [RDREQ_POLICY_OFFSET, RDREQ_POLICY_BITS] => with_rdreq_policy, with_rdreq_policy_checked, set_rdreq_policy, set_rdreq_policy_checked;
        #[doc = "Bit 8. gfx7 only; a gfx6 `for_gfx` command buffer refuses it."] pub atc: bool [ATC_OFFSET, ATC_BITS] => with_atc, with_atc_checked, set_atc, set_atc_checked;
        #[doc = "Bit 9. gfx7/gfx8 only; a gfx6 `for_gfx` command buffer refuses it."] pub not_eop: bool [NOT_EOP_OFFSET, NOT_EOP_BITS] => with_not_eop, with_not_eop_checked, set_not_eop, set_not_eop_checked;
        #[doc = "Bit 10. gfx7/gfx8 only; a gfx6 `for_gfx` command buffer refuses it."] pub req_path: bool [REQ_PATH_OFFSET, REQ_PATH_BITS] => with_req_path, with_req_path_checked, set_req_path, set_req_path_checked;
        #[bits(21)] __: u32;
    }
}

crate::regs::register! { VgtDmaIndexType, Context, 0x29F, "VGT_DMA_INDEX_TYPE" }

/// `WD_ENHANCE` (work distributor): context register `0x2A0`, byte address `0x28A80`.
pub type WdEnhance = Enhance<2, 0>;
crate::regs::word! {
    /// `VGT_PRIMITIVEID_EN` (vertex grouper and tessellator): context register `0x2A1`, byte address `0x28A84`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct VgtPrimitiveidEn {
        #[doc = "Bit 0."] pub primitiveid_en: bool [PRIMITIVEID_EN_OFFSET, PRIMITIVEID_EN_BITS] => with_primitiveid_en, with_primitiveid_en_checked, set_primitiveid_en, set_primitiveid_en_checked;
        #[doc = "Bit 1."] pub disable_reset_on_eoi: bool [DISABLE_RESET_ON_EOI_OFFSET, DISABLE_RESET_ON_EOI_BITS] => with_disable_reset_on_eoi, with_disable_reset_on_eoi_checked, set_disable_reset_on_eoi, set_disable_reset_on_eoi_checked;
        #[bits(30)] __: u32;
    }
}

crate::regs::register! { VgtPrimitiveidEn, Context, 0x2A1, "VGT_PRIMITIVEID_EN" }

/// `VGT_DMA_NUM_INSTANCES` (vertex grouper and tessellator): context register `0x2A2`, byte address `0x28A88`.
pub type VgtDmaNumInstances = VgtInstanceCount<0, 0>;
crate::regs::word! {
    /// `VGT_PRIMITIVEID_RESET` (vertex grouper and tessellator): context register `0x2A3`, byte address `0x28A8C`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct VgtPrimitiveidReset {
        #[doc = "Bits 0..=31."] pub value: u32 [VALUE_OFFSET, VALUE_BITS] => with_value, with_value_checked, set_value, set_value_checked;
    }
}

crate::regs::register! { VgtPrimitiveidReset, Context, 0x2A3, "VGT_PRIMITIVEID_RESET" }

crate::regs::word! {
    /// `VGT_EVENT_INITIATOR` (vertex grouper and tessellator): context register `0x2A4`, byte address `0x28A90`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct VgtEventInitiator {
        #[doc = "Bits 0..=5: [`EventType`]."] #[bits(6, default = 0)] pub event_type: EventType [EVENT_TYPE_OFFSET, EVENT_TYPE_BITS] => with_event_type, with_event_type_checked, set_event_type, set_event_type_checked;
        #[bits(12)] __: u32;
        #[doc = "Bits 18..=26."] #[bits(9)] pub address_hi: u16 [ADDRESS_HI_OFFSET, ADDRESS_HI_BITS] => with_address_hi, with_address_hi_checked, set_address_hi, set_address_hi_checked;
        #[doc = "Bit 27."] pub extended_event: bool [EXTENDED_EVENT_OFFSET, EXTENDED_EVENT_BITS] => with_extended_event, with_extended_event_checked, set_extended_event, set_extended_event_checked;
        #[bits(4)] __: u32;
    }
}

crate::regs::register! { VgtEventInitiator, Context, 0x2A4, "VGT_EVENT_INITIATOR" }

crate::regs::word! {
    /// `VGT_MULTI_PRIM_IB_RESET_EN` (vertex grouper and tessellator): context register `0x2A5`, byte address `0x28A94`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct VgtMultiPrimIbResetEn {
        #[doc = "Bit 0."] pub reset_en: bool [RESET_EN_OFFSET, RESET_EN_BITS] => with_reset_en, with_reset_en_checked, set_reset_en, set_reset_en_checked;
        #[bits(31)] __: u32;
    }
}

crate::regs::register! { VgtMultiPrimIbResetEn, Context, 0x2A5, "VGT_MULTI_PRIM_IB_RESET_EN" }

/// `VGT_INSTANCE_STEP_RATE_0` (vertex grouper and tessellator): context register `0x2A8`, byte address `0x28AA0`.
pub type VgtInstanceStepRate0 = VgtInstanceStepRate<0, 0>;
/// `VGT_INSTANCE_STEP_RATE_1` (vertex grouper and tessellator): context register `0x2A9`, byte address `0x28AA4`.
pub type VgtInstanceStepRate1 = VgtInstanceStepRate<1, 0>;
crate::regs::word! {
    /// `IA_MULTI_VGT_PARAM` (input assembler): context register `0x2AA`, byte address `0x28AA8`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct IaMultiVgtParam {
        #[doc = "Bits 0..=15."] pub primgroup_size: u16 [PRIMGROUP_SIZE_OFFSET, PRIMGROUP_SIZE_BITS] => with_primgroup_size, with_primgroup_size_checked, set_primgroup_size, set_primgroup_size_checked;
        #[doc = "Bit 16."] pub partial_vs_wave_on: bool [PARTIAL_VS_WAVE_ON_OFFSET, PARTIAL_VS_WAVE_ON_BITS] => with_partial_vs_wave_on, with_partial_vs_wave_on_checked, set_partial_vs_wave_on, set_partial_vs_wave_on_checked;
        #[doc = "Bit 17."] pub switch_on_eop: bool [SWITCH_ON_EOP_OFFSET, SWITCH_ON_EOP_BITS] => with_switch_on_eop, with_switch_on_eop_checked, set_switch_on_eop, set_switch_on_eop_checked;
        #[doc = "Bit 18."] pub partial_es_wave_on: bool [PARTIAL_ES_WAVE_ON_OFFSET, PARTIAL_ES_WAVE_ON_BITS] => with_partial_es_wave_on, with_partial_es_wave_on_checked, set_partial_es_wave_on, set_partial_es_wave_on_checked;
        #[doc = "Bit 19."] pub switch_on_eoi: bool [SWITCH_ON_EOI_OFFSET, SWITCH_ON_EOI_BITS] => with_switch_on_eoi, with_switch_on_eoi_checked, set_switch_on_eoi, set_switch_on_eoi_checked;
        #[doc = "Bit 20. gfx7/gfx8 only; a gfx6 `for_gfx` command buffer refuses it."] pub wd_switch_on_eop: bool [WD_SWITCH_ON_EOP_OFFSET, WD_SWITCH_ON_EOP_BITS] => with_wd_switch_on_eop, with_wd_switch_on_eop_checked, set_wd_switch_on_eop, set_wd_switch_on_eop_checked;
        #[bits(7)] __: u32;
        #[doc = "Bits 28..=31. gfx8 only; a gfx6/gfx7 `for_gfx` command buffer refuses it."] #[bits(4)] pub max_primgrp_in_wave: u8 [MAX_PRIMGRP_IN_WAVE_OFFSET, MAX_PRIMGRP_IN_WAVE_BITS] => with_max_primgrp_in_wave, with_max_primgrp_in_wave_checked, set_max_primgrp_in_wave, set_max_primgrp_in_wave_checked;
    }
}

crate::regs::register! { IaMultiVgtParam, Context, 0x2AA, "IA_MULTI_VGT_PARAM" }

/// `VGT_ESGS_RING_ITEMSIZE` (vertex grouper and tessellator): context register `0x2AB`, byte address `0x28AAC`.
pub type VgtEsgsRingItemsize = VgtItemsize<0, 0>;
/// `VGT_GSVS_RING_ITEMSIZE` (vertex grouper and tessellator): context register `0x2AC`, byte address `0x28AB0`.
pub type VgtGsvsRingItemsize = VgtItemsize<1, 0>;
crate::regs::word! {
    /// `VGT_REUSE_OFF` (vertex grouper and tessellator): context register `0x2AD`, byte address `0x28AB4`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct VgtReuseOff {
        #[doc = "Bit 0."] pub reuse_off: bool [REUSE_OFF_OFFSET, REUSE_OFF_BITS] => with_reuse_off, with_reuse_off_checked, set_reuse_off, set_reuse_off_checked;
        #[bits(31)] __: u32;
    }
}

crate::regs::register! { VgtReuseOff, Context, 0x2AD, "VGT_REUSE_OFF" }

crate::regs::word! {
    /// `VGT_VTX_CNT_EN` (vertex grouper and tessellator): context register `0x2AE`, byte address `0x28AB8`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct VgtVtxCntEn {
        #[doc = "Bit 0."] pub vtx_cnt_en: bool [VTX_CNT_EN_OFFSET, VTX_CNT_EN_BITS] => with_vtx_cnt_en, with_vtx_cnt_en_checked, set_vtx_cnt_en, set_vtx_cnt_en_checked;
        #[bits(31)] __: u32;
    }
}

crate::regs::register! { VgtVtxCntEn, Context, 0x2AE, "VGT_VTX_CNT_EN" }

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
        #[doc = "Bit 17. gfx8 only; a gfx6/gfx7 `for_gfx` command buffer refuses it."] pub tc_compatible: bool [TC_COMPATIBLE_OFFSET, TC_COMPATIBLE_BITS] => with_tc_compatible, with_tc_compatible_checked, set_tc_compatible, set_tc_compatible_checked;
        #[bits(14)] __: u32;
    }
}

crate::regs::register! { DbHtileSurface, Context, 0x2AF, "DB_HTILE_SURFACE" }

crate::regs::word! {
    /// `DB_SRESULTS_COMPARE_STATE0` (depth buffer): context register `0x2B0`, byte address `0x28AC0`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct DbSresultsCompareState0 {
        #[doc = "Bits 0..=2."] #[bits(3)] pub comparefunc0: u8 [COMPAREFUNC0_OFFSET, COMPAREFUNC0_BITS] => with_comparefunc0, with_comparefunc0_checked, set_comparefunc0, set_comparefunc0_checked;
        #[bits(1)] __: u32;
        #[doc = "Bits 4..=11."] pub comparevalue0: u8 [COMPAREVALUE0_OFFSET, COMPAREVALUE0_BITS] => with_comparevalue0, with_comparevalue0_checked, set_comparevalue0, set_comparevalue0_checked;
        #[doc = "Bits 12..=19."] pub comparemask0: u8 [COMPAREMASK0_OFFSET, COMPAREMASK0_BITS] => with_comparemask0, with_comparemask0_checked, set_comparemask0, set_comparemask0_checked;
        #[bits(4)] __: u32;
        #[doc = "Bit 24."] pub enable0: bool [ENABLE0_OFFSET, ENABLE0_BITS] => with_enable0, with_enable0_checked, set_enable0, set_enable0_checked;
        #[bits(7)] __: u32;
    }
}

crate::regs::register! { DbSresultsCompareState0, Context, 0x2B0, "DB_SRESULTS_COMPARE_STATE0" }

crate::regs::word! {
    /// `DB_SRESULTS_COMPARE_STATE1` (depth buffer): context register `0x2B1`, byte address `0x28AC4`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct DbSresultsCompareState1 {
        #[doc = "Bits 0..=2."] #[bits(3)] pub comparefunc1: u8 [COMPAREFUNC1_OFFSET, COMPAREFUNC1_BITS] => with_comparefunc1, with_comparefunc1_checked, set_comparefunc1, set_comparefunc1_checked;
        #[bits(1)] __: u32;
        #[doc = "Bits 4..=11."] pub comparevalue1: u8 [COMPAREVALUE1_OFFSET, COMPAREVALUE1_BITS] => with_comparevalue1, with_comparevalue1_checked, set_comparevalue1, set_comparevalue1_checked;
        #[doc = "Bits 12..=19."] pub comparemask1: u8 [COMPAREMASK1_OFFSET, COMPAREMASK1_BITS] => with_comparemask1, with_comparemask1_checked, set_comparemask1, set_comparemask1_checked;
        #[bits(4)] __: u32;
        #[doc = "Bit 24."] pub enable1: bool [ENABLE1_OFFSET, ENABLE1_BITS] => with_enable1, with_enable1_checked, set_enable1, set_enable1_checked;
        #[bits(7)] __: u32;
    }
}

crate::regs::register! { DbSresultsCompareState1, Context, 0x2B1, "DB_SRESULTS_COMPARE_STATE1" }

crate::regs::word! {
    /// `DB_PRELOAD_CONTROL` (depth buffer): context register `0x2B2`, byte address `0x28AC8`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct DbPreloadControl {
        #[doc = "Bits 0..=7."] pub start_x: u8 [START_X_OFFSET, START_X_BITS] => with_start_x, with_start_x_checked, set_start_x, set_start_x_checked;
        #[doc = "Bits 8..=15."] pub start_y: u8 [START_Y_OFFSET, START_Y_BITS] => with_start_y, with_start_y_checked, set_start_y, set_start_y_checked;
        #[doc = "Bits 16..=23."] pub max_x: u8 [MAX_X_OFFSET, MAX_X_BITS] => with_max_x, with_max_x_checked, set_max_x, set_max_x_checked;
        #[doc = "Bits 24..=31."] pub max_y: u8 [MAX_Y_OFFSET, MAX_Y_BITS] => with_max_y, with_max_y_checked, set_max_y, set_max_y_checked;
    }
}

crate::regs::register! { DbPreloadControl, Context, 0x2B2, "DB_PRELOAD_CONTROL" }

/// `VGT_STRMOUT_BUFFER_SIZE_n` (vertex grouper and tessellator): context registers `VGT_STRMOUT_BUFFER_SIZE_0`..=`VGT_STRMOUT_BUFFER_SIZE_3`, slot `N` in `0..=3` at `0x2B4 + 0x4 * (N - 0)`.
///
/// One layout shared by every slot; each slot is its own type (see the aliases such as
/// [`VgtStrmoutBufferSize0`]), so the offset always comes from the type.
pub type VgtStrmoutBufferSizeN<const N: usize> = Size32<3, N>;

crate::regs::slots! {
    VgtStrmoutBufferSizeN {
        VgtStrmoutBufferSize0 = 0 "VGT_STRMOUT_BUFFER_SIZE_0";
        VgtStrmoutBufferSize1 = 1 "VGT_STRMOUT_BUFFER_SIZE_1";
        VgtStrmoutBufferSize2 = 2 "VGT_STRMOUT_BUFFER_SIZE_2";
        VgtStrmoutBufferSize3 = 3 "VGT_STRMOUT_BUFFER_SIZE_3";
    }
}

crate::regs::word! {
    /// `VGT_STRMOUT_VTX_STRIDE_n` (vertex grouper and tessellator): context registers `VGT_STRMOUT_VTX_STRIDE_0`..=`VGT_STRMOUT_VTX_STRIDE_3`, slot `N` in `0..=3` at `0x2B5 + 0x4 * (N - 0)`.
    ///
    /// One layout shared by every slot; each slot is its own type (see the aliases such as
    /// [`VgtStrmoutVtxStride0`]), so the offset always comes from the type.
    #[derive(PartialEq, Eq, Hash)]
    pub struct VgtStrmoutVtxStrideN<const N: usize> {
        #[doc = "Bits 0..=9."] #[bits(10)] pub stride: u16 [STRIDE_OFFSET, STRIDE_BITS] => with_stride, with_stride_checked, set_stride, set_stride_checked;
        #[bits(22)] __: u32;
    }
}

crate::regs::register_family! {
    VgtStrmoutVtxStrideN {
        space: Context,
        base: 0x2B5,
        stride: 0x4,
        slots: {
            VgtStrmoutVtxStride0 = 0 "VGT_STRMOUT_VTX_STRIDE_0";
            VgtStrmoutVtxStride1 = 1 "VGT_STRMOUT_VTX_STRIDE_1";
            VgtStrmoutVtxStride2 = 2 "VGT_STRMOUT_VTX_STRIDE_2";
            VgtStrmoutVtxStride3 = 3 "VGT_STRMOUT_VTX_STRIDE_3";
        }
    }
}

/// `VGT_STRMOUT_BUFFER_OFFSET_n` (vertex grouper and tessellator): context registers `VGT_STRMOUT_BUFFER_OFFSET_0`..=`VGT_STRMOUT_BUFFER_OFFSET_3`, slot `N` in `0..=3` at `0x2B7 + 0x4 * (N - 0)`.
///
/// One layout shared by every slot; each slot is its own type (see the aliases such as
/// [`VgtStrmoutBufferOffset0`]), so the offset always comes from the type.
pub type VgtStrmoutBufferOffsetN<const N: usize> = VgtStrmoutOffset<0, N>;

crate::regs::slots! {
    VgtStrmoutBufferOffsetN {
        VgtStrmoutBufferOffset0 = 0 "VGT_STRMOUT_BUFFER_OFFSET_0";
        VgtStrmoutBufferOffset1 = 1 "VGT_STRMOUT_BUFFER_OFFSET_1";
        VgtStrmoutBufferOffset2 = 2 "VGT_STRMOUT_BUFFER_OFFSET_2";
        VgtStrmoutBufferOffset3 = 3 "VGT_STRMOUT_BUFFER_OFFSET_3";
    }
}

/// `VGT_STRMOUT_DRAW_OPAQUE_OFFSET` (vertex grouper and tessellator): context register `0x2CA`, byte address `0x28B28`.
pub type VgtStrmoutDrawOpaqueOffset = VgtStrmoutOffset<1, 0>;
/// `VGT_STRMOUT_DRAW_OPAQUE_BUFFER_FILLED_SIZE` (vertex grouper and tessellator): context register `0x2CB`, byte address `0x28B2C`.
pub type VgtStrmoutDrawOpaqueBufferFilledSize = Size32<4, 0>;
crate::regs::word! {
    /// `VGT_STRMOUT_DRAW_OPAQUE_VERTEX_STRIDE` (vertex grouper and tessellator): context register `0x2CC`, byte address `0x28B30`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct VgtStrmoutDrawOpaqueVertexStride {
        #[doc = "Bits 0..=8."] #[bits(9)] pub vertex_stride: u16 [VERTEX_STRIDE_OFFSET, VERTEX_STRIDE_BITS] => with_vertex_stride, with_vertex_stride_checked, set_vertex_stride, set_vertex_stride_checked;
        #[bits(23)] __: u32;
    }
}

crate::regs::register! { VgtStrmoutDrawOpaqueVertexStride, Context, 0x2CC, "VGT_STRMOUT_DRAW_OPAQUE_VERTEX_STRIDE" }

crate::regs::word! {
    /// `VGT_GS_MAX_VERT_OUT` (vertex grouper and tessellator): context register `0x2CE`, byte address `0x28B38`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct VgtGsMaxVertOut {
        #[doc = "Bits 0..=10."] #[bits(11)] pub max_vert_out: u16 [MAX_VERT_OUT_OFFSET, MAX_VERT_OUT_BITS] => with_max_vert_out, with_max_vert_out_checked, set_max_vert_out, set_max_vert_out_checked;
        #[bits(21)] __: u32;
    }
}

crate::regs::register! { VgtGsMaxVertOut, Context, 0x2CE, "VGT_GS_MAX_VERT_OUT" }

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
        #[doc = "Bit 9. gfx8 only; a gfx6/gfx7 `for_gfx` command buffer refuses it."] pub dispatch_draw_en: bool [DISPATCH_DRAW_EN_OFFSET, DISPATCH_DRAW_EN_BITS] => with_dispatch_draw_en, with_dispatch_draw_en_checked, set_dispatch_draw_en, set_dispatch_draw_en_checked;
        #[doc = "Bit 10. gfx8 only; a gfx6/gfx7 `for_gfx` command buffer refuses it."] pub dis_dealloc_accum_0: bool [DIS_DEALLOC_ACCUM_0_OFFSET, DIS_DEALLOC_ACCUM_0_BITS] => with_dis_dealloc_accum_0, with_dis_dealloc_accum_0_checked, set_dis_dealloc_accum_0, set_dis_dealloc_accum_0_checked;
        #[doc = "Bit 11. gfx8 only; a gfx6/gfx7 `for_gfx` command buffer refuses it."] pub dis_dealloc_accum_1: bool [DIS_DEALLOC_ACCUM_1_OFFSET, DIS_DEALLOC_ACCUM_1_BITS] => with_dis_dealloc_accum_1, with_dis_dealloc_accum_1_checked, set_dis_dealloc_accum_1, set_dis_dealloc_accum_1_checked;
        #[doc = "Bit 12. gfx8 only; a gfx6/gfx7 `for_gfx` command buffer refuses it."] pub vs_wave_id_en: bool [VS_WAVE_ID_EN_OFFSET, VS_WAVE_ID_EN_BITS] => with_vs_wave_id_en, with_vs_wave_id_en_checked, set_vs_wave_id_en, set_vs_wave_id_en_checked;
        #[bits(19)] __: u32;
    }
}

crate::regs::register! { VgtShaderStagesEn, Context, 0x2D5, "VGT_SHADER_STAGES_EN" }

crate::regs::word! {
    /// `VGT_LS_HS_CONFIG` (vertex grouper and tessellator): context register `0x2D6`, byte address `0x28B58`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct VgtLsHsConfig {
        #[doc = "Bits 0..=7."] pub num_patches: u8 [NUM_PATCHES_OFFSET, NUM_PATCHES_BITS] => with_num_patches, with_num_patches_checked, set_num_patches, set_num_patches_checked;
        #[doc = "Bits 8..=13."] #[bits(6)] pub hs_num_input_cp: u8 [HS_NUM_INPUT_CP_OFFSET, HS_NUM_INPUT_CP_BITS] => with_hs_num_input_cp, with_hs_num_input_cp_checked, set_hs_num_input_cp, set_hs_num_input_cp_checked;
        #[doc = "Bits 14..=19."] #[bits(6)] pub hs_num_output_cp: u8 [HS_NUM_OUTPUT_CP_OFFSET, HS_NUM_OUTPUT_CP_BITS] => with_hs_num_output_cp, with_hs_num_output_cp_checked, set_hs_num_output_cp, set_hs_num_output_cp_checked;
        #[bits(12)] __: u32;
    }
}

crate::regs::register! { VgtLsHsConfig, Context, 0x2D6, "VGT_LS_HS_CONFIG" }

/// `VGT_GS_VERT_ITEMSIZE` (vertex grouper and tessellator): context register `0x2D7`, byte address `0x28B5C`.
pub type VgtGsVertItemsize = VgtItemsize<2, 0>;
/// `VGT_GS_VERT_ITEMSIZE_1` (vertex grouper and tessellator): context register `0x2D8`, byte address `0x28B60`.
pub type VgtGsVertItemsize1 = VgtItemsize<3, 0>;
/// `VGT_GS_VERT_ITEMSIZE_2` (vertex grouper and tessellator): context register `0x2D9`, byte address `0x28B64`.
pub type VgtGsVertItemsize2 = VgtItemsize<4, 0>;
/// `VGT_GS_VERT_ITEMSIZE_3` (vertex grouper and tessellator): context register `0x2DA`, byte address `0x28B68`.
pub type VgtGsVertItemsize3 = VgtItemsize<5, 0>;
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
        #[doc = "Bits 15..=16: [`VgtRdreqPolicy`]. gfx7 only; a gfx6 `for_gfx` command buffer refuses it."] #[bits(2, default = 0)] pub rdreq_policy: VgtRdreqPolicy [RDREQ_POLICY_OFFSET, RDREQ_POLICY_BITS] => with_rdreq_policy, with_rdreq_policy_checked, set_rdreq_policy, set_rdreq_policy_checked;
        #[bits(15)] __: u32;
    }
}

crate::regs::register! { VgtTfParam, Context, 0x2DB, "VGT_TF_PARAM" }

crate::regs::word! {
    /// `DB_ALPHA_TO_MASK` (depth buffer): context register `0x2DC`, byte address `0x28B70`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct DbAlphaToMask {
        #[doc = "Bit 0."] pub alpha_to_mask_enable: bool [ALPHA_TO_MASK_ENABLE_OFFSET, ALPHA_TO_MASK_ENABLE_BITS] => with_alpha_to_mask_enable, with_alpha_to_mask_enable_checked, set_alpha_to_mask_enable, set_alpha_to_mask_enable_checked;
        #[bits(7)] __: u32;
        #[doc = "Bits 8..=9."] #[bits(2)] pub alpha_to_mask_offset0: u8 [ALPHA_TO_MASK_OFFSET0_OFFSET, ALPHA_TO_MASK_OFFSET0_BITS] => with_alpha_to_mask_offset0, with_alpha_to_mask_offset0_checked, set_alpha_to_mask_offset0, set_alpha_to_mask_offset0_checked;
        #[doc = "Bits 10..=11."] #[bits(2)] pub alpha_to_mask_offset1: u8 [ALPHA_TO_MASK_OFFSET1_OFFSET, ALPHA_TO_MASK_OFFSET1_BITS] => with_alpha_to_mask_offset1, with_alpha_to_mask_offset1_checked, set_alpha_to_mask_offset1, set_alpha_to_mask_offset1_checked;
        #[doc = "Bits 12..=13."] #[bits(2)] pub alpha_to_mask_offset2: u8 [ALPHA_TO_MASK_OFFSET2_OFFSET, ALPHA_TO_MASK_OFFSET2_BITS] => with_alpha_to_mask_offset2, with_alpha_to_mask_offset2_checked, set_alpha_to_mask_offset2, set_alpha_to_mask_offset2_checked;
        #[doc = "Bits 14..=15."] #[bits(2)] pub alpha_to_mask_offset3: u8 [ALPHA_TO_MASK_OFFSET3_OFFSET, ALPHA_TO_MASK_OFFSET3_BITS] => with_alpha_to_mask_offset3, with_alpha_to_mask_offset3_checked, set_alpha_to_mask_offset3, set_alpha_to_mask_offset3_checked;
        #[doc = "Bit 16."] pub offset_round: bool [OFFSET_ROUND_OFFSET, OFFSET_ROUND_BITS] => with_offset_round, with_offset_round_checked, set_offset_round, set_offset_round_checked;
        #[bits(15)] __: u32;
    }
}

crate::regs::register! { DbAlphaToMask, Context, 0x2DC, "DB_ALPHA_TO_MASK" }

crate::regs::word! {
    /// `PA_SU_POLY_OFFSET_DB_FMT_CNTL` (primitive assembly, setup unit): context register `0x2DE`, byte address `0x28B78`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct PaSuPolyOffsetDbFmtCntl {
        #[doc = "Bits 0..=7."] pub poly_offset_neg_num_db_bits: u8 [POLY_OFFSET_NEG_NUM_DB_BITS_OFFSET, POLY_OFFSET_NEG_NUM_DB_BITS_BITS] => with_poly_offset_neg_num_db_bits, with_poly_offset_neg_num_db_bits_checked, set_poly_offset_neg_num_db_bits, set_poly_offset_neg_num_db_bits_checked;
        #[doc = "Bit 8."] pub poly_offset_db_is_float_fmt: bool [POLY_OFFSET_DB_IS_FLOAT_FMT_OFFSET, POLY_OFFSET_DB_IS_FLOAT_FMT_BITS] => with_poly_offset_db_is_float_fmt, with_poly_offset_db_is_float_fmt_checked, set_poly_offset_db_is_float_fmt, set_poly_offset_db_is_float_fmt_checked;
        #[bits(23)] __: u32;
    }
}

crate::regs::register! { PaSuPolyOffsetDbFmtCntl, Context, 0x2DE, "PA_SU_POLY_OFFSET_DB_FMT_CNTL" }

crate::regs::word! {
    /// `PA_SU_POLY_OFFSET_CLAMP` (primitive assembly, setup unit): context register `0x2DF`, byte address `0x28B7C`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct PaSuPolyOffsetClamp {
        #[doc = "Bits 0..=31."] #[bits(32, from = f32::from_bits)] pub clamp: f32 [CLAMP_OFFSET, CLAMP_BITS] => with_clamp, with_clamp_checked, set_clamp, set_clamp_checked;
    }
}

crate::regs::register! { PaSuPolyOffsetClamp, Context, 0x2DF, "PA_SU_POLY_OFFSET_CLAMP" }

/// `PA_SU_POLY_OFFSET_FRONT_SCALE` (primitive assembly, setup unit): context register `0x2E0`, byte address `0x28B80`.
pub type PaSuPolyOffsetFrontScale = PaSuPolyOffsetScale<0, 0>;
/// `PA_SU_POLY_OFFSET_FRONT_OFFSET` (primitive assembly, setup unit): context register `0x2E1`, byte address `0x28B84`.
pub type PaSuPolyOffsetFrontOffset = PaSuPolyOffsetOffset<0, 0>;
/// `PA_SU_POLY_OFFSET_BACK_SCALE` (primitive assembly, setup unit): context register `0x2E2`, byte address `0x28B88`.
pub type PaSuPolyOffsetBackScale = PaSuPolyOffsetScale<1, 0>;
/// `PA_SU_POLY_OFFSET_BACK_OFFSET` (primitive assembly, setup unit): context register `0x2E3`, byte address `0x28B8C`.
pub type PaSuPolyOffsetBackOffset = PaSuPolyOffsetOffset<1, 0>;
crate::regs::word! {
    /// `VGT_GS_INSTANCE_CNT` (vertex grouper and tessellator): context register `0x2E4`, byte address `0x28B90`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct VgtGsInstanceCnt {
        #[doc = "Bit 0."] pub enable: bool [ENABLE_OFFSET, ENABLE_BITS] => with_enable, with_enable_checked, set_enable, set_enable_checked;
        #[bits(1)] __: u32;
        #[doc = "Bits 2..=8."] #[bits(7)] pub cnt: u8 [CNT_OFFSET, CNT_BITS] => with_cnt, with_cnt_checked, set_cnt, set_cnt_checked;
        #[bits(23)] __: u32;
    }
}

crate::regs::register! { VgtGsInstanceCnt, Context, 0x2E4, "VGT_GS_INSTANCE_CNT" }

crate::regs::word! {
    /// `VGT_STRMOUT_CONFIG` (vertex grouper and tessellator): context register `0x2E5`, byte address `0x28B94`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct VgtStrmoutConfig {
        #[doc = "Bit 0."] pub streamout_0_en: bool [STREAMOUT_0_EN_OFFSET, STREAMOUT_0_EN_BITS] => with_streamout_0_en, with_streamout_0_en_checked, set_streamout_0_en, set_streamout_0_en_checked;
        #[doc = "Bit 1."] pub streamout_1_en: bool [STREAMOUT_1_EN_OFFSET, STREAMOUT_1_EN_BITS] => with_streamout_1_en, with_streamout_1_en_checked, set_streamout_1_en, set_streamout_1_en_checked;
        #[doc = "Bit 2."] pub streamout_2_en: bool [STREAMOUT_2_EN_OFFSET, STREAMOUT_2_EN_BITS] => with_streamout_2_en, with_streamout_2_en_checked, set_streamout_2_en, set_streamout_2_en_checked;
        #[doc = "Bit 3."] pub streamout_3_en: bool [STREAMOUT_3_EN_OFFSET, STREAMOUT_3_EN_BITS] => with_streamout_3_en, with_streamout_3_en_checked, set_streamout_3_en, set_streamout_3_en_checked;
        #[doc = "Bits 4..=6."] #[bits(3)] pub rast_stream: u8 [RAST_STREAM_OFFSET, RAST_STREAM_BITS] => with_rast_stream, with_rast_stream_checked, set_rast_stream, set_rast_stream_checked;
        #[bits(1)] __: u32;
        #[doc = "Bits 8..=11."] #[bits(4)] pub rast_stream_mask: u8 [RAST_STREAM_MASK_OFFSET, RAST_STREAM_MASK_BITS] => with_rast_stream_mask, with_rast_stream_mask_checked, set_rast_stream_mask, set_rast_stream_mask_checked;
        #[bits(19)] __: u32;
        #[doc = "Bit 31."] pub use_rast_stream_mask: bool [USE_RAST_STREAM_MASK_OFFSET, USE_RAST_STREAM_MASK_BITS] => with_use_rast_stream_mask, with_use_rast_stream_mask_checked, set_use_rast_stream_mask, set_use_rast_stream_mask_checked;
    }
}

crate::regs::register! { VgtStrmoutConfig, Context, 0x2E5, "VGT_STRMOUT_CONFIG" }

crate::regs::word! {
    /// `VGT_STRMOUT_BUFFER_CONFIG` (vertex grouper and tessellator): context register `0x2E6`, byte address `0x28B98`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct VgtStrmoutBufferConfig {
        #[doc = "Bits 0..=3."] #[bits(4)] pub stream_0_buffer_en: u8 [STREAM_0_BUFFER_EN_OFFSET, STREAM_0_BUFFER_EN_BITS] => with_stream_0_buffer_en, with_stream_0_buffer_en_checked, set_stream_0_buffer_en, set_stream_0_buffer_en_checked;
        #[doc = "Bits 4..=7."] #[bits(4)] pub stream_1_buffer_en: u8 [STREAM_1_BUFFER_EN_OFFSET, STREAM_1_BUFFER_EN_BITS] => with_stream_1_buffer_en, with_stream_1_buffer_en_checked, set_stream_1_buffer_en, set_stream_1_buffer_en_checked;
        #[doc = "Bits 8..=11."] #[bits(4)] pub stream_2_buffer_en: u8 [STREAM_2_BUFFER_EN_OFFSET, STREAM_2_BUFFER_EN_BITS] => with_stream_2_buffer_en, with_stream_2_buffer_en_checked, set_stream_2_buffer_en, set_stream_2_buffer_en_checked;
        #[doc = "Bits 12..=15."] #[bits(4)] pub stream_3_buffer_en: u8 [STREAM_3_BUFFER_EN_OFFSET, STREAM_3_BUFFER_EN_BITS] => with_stream_3_buffer_en, with_stream_3_buffer_en_checked, set_stream_3_buffer_en, set_stream_3_buffer_en_checked;
        #[bits(16)] __: u32;
    }
}

crate::regs::register! { VgtStrmoutBufferConfig, Context, 0x2E6, "VGT_STRMOUT_BUFFER_CONFIG" }

crate::regs::word! {
    /// `PA_SC_CENTROID_PRIORITY_0` (primitive assembly, scan converter): context register `0x2F5`, byte address `0x28BD4`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct PaScCentroidPriority0 {
        #[doc = "Bits 0..=3."] #[bits(4)] pub distance_0: u8 [DISTANCE_0_OFFSET, DISTANCE_0_BITS] => with_distance_0, with_distance_0_checked, set_distance_0, set_distance_0_checked;
        #[doc = "Bits 4..=7."] #[bits(4)] pub distance_1: u8 [DISTANCE_1_OFFSET, DISTANCE_1_BITS] => with_distance_1, with_distance_1_checked, set_distance_1, set_distance_1_checked;
        #[doc = "Bits 8..=11."] #[bits(4)] pub distance_2: u8 [DISTANCE_2_OFFSET, DISTANCE_2_BITS] => with_distance_2, with_distance_2_checked, set_distance_2, set_distance_2_checked;
        #[doc = "Bits 12..=15."] #[bits(4)] pub distance_3: u8 [DISTANCE_3_OFFSET, DISTANCE_3_BITS] => with_distance_3, with_distance_3_checked, set_distance_3, set_distance_3_checked;
        #[doc = "Bits 16..=19."] #[bits(4)] pub distance_4: u8 [DISTANCE_4_OFFSET, DISTANCE_4_BITS] => with_distance_4, with_distance_4_checked, set_distance_4, set_distance_4_checked;
        #[doc = "Bits 20..=23."] #[bits(4)] pub distance_5: u8 [DISTANCE_5_OFFSET, DISTANCE_5_BITS] => with_distance_5, with_distance_5_checked, set_distance_5, set_distance_5_checked;
        #[doc = "Bits 24..=27."] #[bits(4)] pub distance_6: u8 [DISTANCE_6_OFFSET, DISTANCE_6_BITS] => with_distance_6, with_distance_6_checked, set_distance_6, set_distance_6_checked;
        #[doc = "Bits 28..=31."] #[bits(4)] pub distance_7: u8 [DISTANCE_7_OFFSET, DISTANCE_7_BITS] => with_distance_7, with_distance_7_checked, set_distance_7, set_distance_7_checked;
    }
}

crate::regs::register! { PaScCentroidPriority0, Context, 0x2F5, "PA_SC_CENTROID_PRIORITY_0" }

crate::regs::word! {
    /// `PA_SC_CENTROID_PRIORITY_1` (primitive assembly, scan converter): context register `0x2F6`, byte address `0x28BD8`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct PaScCentroidPriority1 {
        #[doc = "Bits 0..=3."] #[bits(4)] pub distance_8: u8 [DISTANCE_8_OFFSET, DISTANCE_8_BITS] => with_distance_8, with_distance_8_checked, set_distance_8, set_distance_8_checked;
        #[doc = "Bits 4..=7."] #[bits(4)] pub distance_9: u8 [DISTANCE_9_OFFSET, DISTANCE_9_BITS] => with_distance_9, with_distance_9_checked, set_distance_9, set_distance_9_checked;
        #[doc = "Bits 8..=11."] #[bits(4)] pub distance_10: u8 [DISTANCE_10_OFFSET, DISTANCE_10_BITS] => with_distance_10, with_distance_10_checked, set_distance_10, set_distance_10_checked;
        #[doc = "Bits 12..=15."] #[bits(4)] pub distance_11: u8 [DISTANCE_11_OFFSET, DISTANCE_11_BITS] => with_distance_11, with_distance_11_checked, set_distance_11, set_distance_11_checked;
        #[doc = "Bits 16..=19."] #[bits(4)] pub distance_12: u8 [DISTANCE_12_OFFSET, DISTANCE_12_BITS] => with_distance_12, with_distance_12_checked, set_distance_12, set_distance_12_checked;
        #[doc = "Bits 20..=23."] #[bits(4)] pub distance_13: u8 [DISTANCE_13_OFFSET, DISTANCE_13_BITS] => with_distance_13, with_distance_13_checked, set_distance_13, set_distance_13_checked;
        #[doc = "Bits 24..=27."] #[bits(4)] pub distance_14: u8 [DISTANCE_14_OFFSET, DISTANCE_14_BITS] => with_distance_14, with_distance_14_checked, set_distance_14, set_distance_14_checked;
        #[doc = "Bits 28..=31."] #[bits(4)] pub distance_15: u8 [DISTANCE_15_OFFSET, DISTANCE_15_BITS] => with_distance_15, with_distance_15_checked, set_distance_15, set_distance_15_checked;
    }
}

crate::regs::register! { PaScCentroidPriority1, Context, 0x2F6, "PA_SC_CENTROID_PRIORITY_1" }

crate::regs::word! {
    /// `PA_SC_LINE_CNTL` (primitive assembly, scan converter): context register `0x2F7`, byte address `0x28BDC`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct PaScLineCntl {
        #[bits(9)] __: u32;
        #[doc = "Bit 9."] pub expand_line_width: bool [EXPAND_LINE_WIDTH_OFFSET, EXPAND_LINE_WIDTH_BITS] => with_expand_line_width, with_expand_line_width_checked, set_expand_line_width, set_expand_line_width_checked;
        #[doc = "Bit 10."] pub last_pixel: bool [LAST_PIXEL_OFFSET, LAST_PIXEL_BITS] => with_last_pixel, with_last_pixel_checked, set_last_pixel, set_last_pixel_checked;
        #[doc = "Bit 11."] pub perpendicular_endcap_ena: bool [PERPENDICULAR_ENDCAP_ENA_OFFSET, PERPENDICULAR_ENDCAP_ENA_BITS] => with_perpendicular_endcap_ena, with_perpendicular_endcap_ena_checked, set_perpendicular_endcap_ena, set_perpendicular_endcap_ena_checked;
        #[doc = "Bit 12."] pub dx10_diamond_test_ena: bool [DX10_DIAMOND_TEST_ENA_OFFSET, DX10_DIAMOND_TEST_ENA_BITS] => with_dx10_diamond_test_ena, with_dx10_diamond_test_ena_checked, set_dx10_diamond_test_ena, set_dx10_diamond_test_ena_checked;
        #[bits(19)] __: u32;
    }
}

crate::regs::register! { PaScLineCntl, Context, 0x2F7, "PA_SC_LINE_CNTL" }

crate::regs::word! {
    /// `PA_SC_AA_CONFIG` (primitive assembly, scan converter): context register `0x2F8`, byte address `0x28BE0`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct PaScAaConfig {
        #[doc = "Bits 0..=2."] #[bits(3)] pub msaa_num_samples: u8 [MSAA_NUM_SAMPLES_OFFSET, MSAA_NUM_SAMPLES_BITS] => with_msaa_num_samples, with_msaa_num_samples_checked, set_msaa_num_samples, set_msaa_num_samples_checked;
        #[bits(1)] __: u32;
        #[doc = "Bit 4."] pub aa_mask_centroid_dtmn: bool [AA_MASK_CENTROID_DTMN_OFFSET, AA_MASK_CENTROID_DTMN_BITS] => with_aa_mask_centroid_dtmn, with_aa_mask_centroid_dtmn_checked, set_aa_mask_centroid_dtmn, set_aa_mask_centroid_dtmn_checked;
        #[bits(8)] __: u32;
        #[doc = "Bits 13..=16."] #[bits(4)] pub max_sample_dist: u8 [MAX_SAMPLE_DIST_OFFSET, MAX_SAMPLE_DIST_BITS] => with_max_sample_dist, with_max_sample_dist_checked, set_max_sample_dist, set_max_sample_dist_checked;
        #[bits(3)] __: u32;
        #[doc = "Bits 20..=22."] #[bits(3)] pub msaa_exposed_samples: u8 [MSAA_EXPOSED_SAMPLES_OFFSET, MSAA_EXPOSED_SAMPLES_BITS] => with_msaa_exposed_samples, with_msaa_exposed_samples_checked, set_msaa_exposed_samples, set_msaa_exposed_samples_checked;
        #[bits(1)] __: u32;
        #[doc = "Bits 24..=25."] #[bits(2)] pub detail_to_exposed_mode: u8 [DETAIL_TO_EXPOSED_MODE_OFFSET, DETAIL_TO_EXPOSED_MODE_BITS] => with_detail_to_exposed_mode, with_detail_to_exposed_mode_checked, set_detail_to_exposed_mode, set_detail_to_exposed_mode_checked;
        #[bits(6)] __: u32;
    }
}

crate::regs::register! { PaScAaConfig, Context, 0x2F8, "PA_SC_AA_CONFIG" }

crate::regs::word! {
    /// `PA_SU_VTX_CNTL` (primitive assembly, setup unit): context register `0x2F9`, byte address `0x28BE4`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct PaSuVtxCntl {
        #[doc = "Bit 0."] pub pix_center: bool [PIX_CENTER_OFFSET, PIX_CENTER_BITS] => with_pix_center, with_pix_center_checked, set_pix_center, set_pix_center_checked;
        #[doc = "Bits 1..=2: [`PaSuVtxCntlRoundMode`]."] #[bits(2, default = 0)] pub round_mode: PaSuVtxCntlRoundMode [ROUND_MODE_OFFSET, ROUND_MODE_BITS] => with_round_mode, with_round_mode_checked, set_round_mode, set_round_mode_checked;
        #[doc = "Bits 3..=5: [`QuantMode`]."] #[bits(3, default = 0)] pub quant_mode: QuantMode [QUANT_MODE_OFFSET, QUANT_MODE_BITS] => with_quant_mode, with_quant_mode_checked, set_quant_mode, set_quant_mode_checked;
        #[bits(26)] __: u32;
    }
}

crate::regs::register! { PaSuVtxCntl, Context, 0x2F9, "PA_SU_VTX_CNTL" }

/// `PA_CL_GB_VERT_CLIP_ADJ` (primitive assembly, clipper): context register `0x2FA`, byte address `0x28BE8`.
pub type PaClGbVertClipAdj = PaClFloat<8, 0>;
/// `PA_CL_GB_VERT_DISC_ADJ` (primitive assembly, clipper): context register `0x2FB`, byte address `0x28BEC`.
pub type PaClGbVertDiscAdj = PaClFloat<9, 0>;
/// `PA_CL_GB_HORZ_CLIP_ADJ` (primitive assembly, clipper): context register `0x2FC`, byte address `0x28BF0`.
pub type PaClGbHorzClipAdj = PaClFloat<10, 0>;
/// `PA_CL_GB_HORZ_DISC_ADJ` (primitive assembly, clipper): context register `0x2FD`, byte address `0x28BF4`.
pub type PaClGbHorzDiscAdj = PaClFloat<11, 0>;
/// `PA_SC_AA_SAMPLE_LOCS_PIXEL_X0Y0_0` (primitive assembly, scan converter): context register `0x2FE`, byte address `0x28BF8`.
pub type PaScAaSampleLocsPixelX0y00 = PaScAaSampleLocsPixel0<0, 0>;
/// `PA_SC_AA_SAMPLE_LOCS_PIXEL_X0Y0_1` (primitive assembly, scan converter): context register `0x2FF`, byte address `0x28BFC`.
pub type PaScAaSampleLocsPixelX0y01 = PaScAaSampleLocsPixel1<0, 0>;
/// `PA_SC_AA_SAMPLE_LOCS_PIXEL_X0Y0_2` (primitive assembly, scan converter): context register `0x300`, byte address `0x28C00`.
pub type PaScAaSampleLocsPixelX0y02 = PaScAaSampleLocsPixel2<0, 0>;
/// `PA_SC_AA_SAMPLE_LOCS_PIXEL_X0Y0_3` (primitive assembly, scan converter): context register `0x301`, byte address `0x28C04`.
pub type PaScAaSampleLocsPixelX0y03 = PaScAaSampleLocsPixel3<0, 0>;
/// `PA_SC_AA_SAMPLE_LOCS_PIXEL_X1Y0_0` (primitive assembly, scan converter): context register `0x302`, byte address `0x28C08`.
pub type PaScAaSampleLocsPixelX1y00 = PaScAaSampleLocsPixel0<1, 0>;
/// `PA_SC_AA_SAMPLE_LOCS_PIXEL_X1Y0_1` (primitive assembly, scan converter): context register `0x303`, byte address `0x28C0C`.
pub type PaScAaSampleLocsPixelX1y01 = PaScAaSampleLocsPixel1<1, 0>;
/// `PA_SC_AA_SAMPLE_LOCS_PIXEL_X1Y0_2` (primitive assembly, scan converter): context register `0x304`, byte address `0x28C10`.
pub type PaScAaSampleLocsPixelX1y02 = PaScAaSampleLocsPixel2<1, 0>;
/// `PA_SC_AA_SAMPLE_LOCS_PIXEL_X1Y0_3` (primitive assembly, scan converter): context register `0x305`, byte address `0x28C14`.
pub type PaScAaSampleLocsPixelX1y03 = PaScAaSampleLocsPixel3<1, 0>;
/// `PA_SC_AA_SAMPLE_LOCS_PIXEL_X0Y1_0` (primitive assembly, scan converter): context register `0x306`, byte address `0x28C18`.
pub type PaScAaSampleLocsPixelX0y10 = PaScAaSampleLocsPixel0<2, 0>;
/// `PA_SC_AA_SAMPLE_LOCS_PIXEL_X0Y1_1` (primitive assembly, scan converter): context register `0x307`, byte address `0x28C1C`.
pub type PaScAaSampleLocsPixelX0y11 = PaScAaSampleLocsPixel1<2, 0>;
/// `PA_SC_AA_SAMPLE_LOCS_PIXEL_X0Y1_2` (primitive assembly, scan converter): context register `0x308`, byte address `0x28C20`.
pub type PaScAaSampleLocsPixelX0y12 = PaScAaSampleLocsPixel2<2, 0>;
/// `PA_SC_AA_SAMPLE_LOCS_PIXEL_X0Y1_3` (primitive assembly, scan converter): context register `0x309`, byte address `0x28C24`.
pub type PaScAaSampleLocsPixelX0y13 = PaScAaSampleLocsPixel3<2, 0>;
/// `PA_SC_AA_SAMPLE_LOCS_PIXEL_X1Y1_0` (primitive assembly, scan converter): context register `0x30A`, byte address `0x28C28`.
pub type PaScAaSampleLocsPixelX1y10 = PaScAaSampleLocsPixel0<3, 0>;
/// `PA_SC_AA_SAMPLE_LOCS_PIXEL_X1Y1_1` (primitive assembly, scan converter): context register `0x30B`, byte address `0x28C2C`.
pub type PaScAaSampleLocsPixelX1y11 = PaScAaSampleLocsPixel1<3, 0>;
/// `PA_SC_AA_SAMPLE_LOCS_PIXEL_X1Y1_2` (primitive assembly, scan converter): context register `0x30C`, byte address `0x28C30`.
pub type PaScAaSampleLocsPixelX1y12 = PaScAaSampleLocsPixel2<3, 0>;
/// `PA_SC_AA_SAMPLE_LOCS_PIXEL_X1Y1_3` (primitive assembly, scan converter): context register `0x30D`, byte address `0x28C34`.
pub type PaScAaSampleLocsPixelX1y13 = PaScAaSampleLocsPixel3<3, 0>;
crate::regs::word! {
    /// `PA_SC_AA_MASK_X0Y0_X1Y0` (primitive assembly, scan converter): context register `0x30E`, byte address `0x28C38`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct PaScAaMaskX0y0X1y0 {
        #[doc = "Bits 0..=15."] pub aa_mask_x0y0: u16 [AA_MASK_X0Y0_OFFSET, AA_MASK_X0Y0_BITS] => with_aa_mask_x0y0, with_aa_mask_x0y0_checked, set_aa_mask_x0y0, set_aa_mask_x0y0_checked;
        #[doc = "Bits 16..=31."] pub aa_mask_x1y0: u16 [AA_MASK_X1Y0_OFFSET, AA_MASK_X1Y0_BITS] => with_aa_mask_x1y0, with_aa_mask_x1y0_checked, set_aa_mask_x1y0, set_aa_mask_x1y0_checked;
    }
}

crate::regs::register! { PaScAaMaskX0y0X1y0, Context, 0x30E, "PA_SC_AA_MASK_X0Y0_X1Y0" }

crate::regs::word! {
    /// `PA_SC_AA_MASK_X0Y1_X1Y1` (primitive assembly, scan converter): context register `0x30F`, byte address `0x28C3C`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct PaScAaMaskX0y1X1y1 {
        #[doc = "Bits 0..=15."] pub aa_mask_x0y1: u16 [AA_MASK_X0Y1_OFFSET, AA_MASK_X0Y1_BITS] => with_aa_mask_x0y1, with_aa_mask_x0y1_checked, set_aa_mask_x0y1, set_aa_mask_x0y1_checked;
        #[doc = "Bits 16..=31."] pub aa_mask_x1y1: u16 [AA_MASK_X1Y1_OFFSET, AA_MASK_X1Y1_BITS] => with_aa_mask_x1y1, with_aa_mask_x1y1_checked, set_aa_mask_x1y1, set_aa_mask_x1y1_checked;
    }
}

crate::regs::register! { PaScAaMaskX0y1X1y1, Context, 0x30F, "PA_SC_AA_MASK_X0Y1_X1Y1" }

crate::regs::word! {
    /// `VGT_VERTEX_REUSE_BLOCK_CNTL` (vertex grouper and tessellator): context register `0x316`, byte address `0x28C58`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct VgtVertexReuseBlockCntl {
        #[doc = "Bits 0..=7."] pub vtx_reuse_depth: u8 [VTX_REUSE_DEPTH_OFFSET, VTX_REUSE_DEPTH_BITS] => with_vtx_reuse_depth, with_vtx_reuse_depth_checked, set_vtx_reuse_depth, set_vtx_reuse_depth_checked;
        #[bits(24)] __: u32;
    }
}

crate::regs::register! { VgtVertexReuseBlockCntl, Context, 0x316, "VGT_VERTEX_REUSE_BLOCK_CNTL" }

crate::regs::word! {
    /// `VGT_OUT_DEALLOC_CNTL` (vertex grouper and tessellator): context register `0x317`, byte address `0x28C5C`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct VgtOutDeallocCntl {
        #[doc = "Bits 0..=6."] #[bits(7)] pub dealloc_dist: u8 [DEALLOC_DIST_OFFSET, DEALLOC_DIST_BITS] => with_dealloc_dist, with_dealloc_dist_checked, set_dealloc_dist, set_dealloc_dist_checked;
        #[bits(25)] __: u32;
    }
}

crate::regs::register! { VgtOutDeallocCntl, Context, 0x317, "VGT_OUT_DEALLOC_CNTL" }

/// `CB_COLORn_BASE` (colour buffer): context registers `CB_COLOR0_BASE`..=`CB_COLOR7_BASE`, slot `N` in `0..=7` at `0x318 + 0xF * (N - 0)`.
///
/// One layout shared by every slot; each slot is its own type (see the aliases such as
/// [`CbColor0Base`]), so the offset always comes from the type.
pub type CbColorNBase<const N: usize> = Base256b<5, N>;

crate::regs::slots! {
    CbColorNBase {
        CbColor0Base = 0 "CB_COLOR0_BASE";
        CbColor1Base = 1 "CB_COLOR1_BASE";
        CbColor2Base = 2 "CB_COLOR2_BASE";
        CbColor3Base = 3 "CB_COLOR3_BASE";
        CbColor4Base = 4 "CB_COLOR4_BASE";
        CbColor5Base = 5 "CB_COLOR5_BASE";
        CbColor6Base = 6 "CB_COLOR6_BASE";
        CbColor7Base = 7 "CB_COLOR7_BASE";
    }
}

crate::regs::word! {
    /// `CB_COLORn_PITCH` (colour buffer): context registers `CB_COLOR0_PITCH`..=`CB_COLOR7_PITCH`, slot `N` in `0..=7` at `0x319 + 0xF * (N - 0)`.
    ///
    /// One layout shared by every slot; each slot is its own type (see the aliases such as
    /// [`CbColor0Pitch`]), so the offset always comes from the type.
    #[derive(PartialEq, Eq, Hash)]
    pub struct CbColorNPitch<const N: usize> {
        #[doc = "Bits 0..=10."] #[bits(11)] pub tile_max: u16 [TILE_MAX_OFFSET, TILE_MAX_BITS] => with_tile_max, with_tile_max_checked, set_tile_max, set_tile_max_checked;
        #[bits(9)] __: u32;
        #[doc = "Bits 20..=30. gfx7/gfx8 only; a gfx6 `for_gfx` command buffer refuses it."] #[bits(11)] pub fmask_tile_max: u16 [FMASK_TILE_MAX_OFFSET, FMASK_TILE_MAX_BITS] => with_fmask_tile_max, with_fmask_tile_max_checked, set_fmask_tile_max, set_fmask_tile_max_checked;
        #[bits(1)] __: u32;
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

/// `CB_COLORn_SLICE` (colour buffer): context registers `CB_COLOR0_SLICE`..=`CB_COLOR7_SLICE`, slot `N` in `0..=7` at `0x31A + 0xF * (N - 0)`.
///
/// One layout shared by every slot; each slot is its own type (see the aliases such as
/// [`CbColor0Slice`]), so the offset always comes from the type.
pub type CbColorNSlice<const N: usize> = CbColorSlice<0, N>;

crate::regs::slots! {
    CbColorNSlice {
        CbColor0Slice = 0 "CB_COLOR0_SLICE";
        CbColor1Slice = 1 "CB_COLOR1_SLICE";
        CbColor2Slice = 2 "CB_COLOR2_SLICE";
        CbColor3Slice = 3 "CB_COLOR3_SLICE";
        CbColor4Slice = 4 "CB_COLOR4_SLICE";
        CbColor5Slice = 5 "CB_COLOR5_SLICE";
        CbColor6Slice = 6 "CB_COLOR6_SLICE";
        CbColor7Slice = 7 "CB_COLOR7_SLICE";
    }
}

crate::regs::word! {
    /// `CB_COLORn_VIEW` (colour buffer): context registers `CB_COLOR0_VIEW`..=`CB_COLOR7_VIEW`, slot `N` in `0..=7` at `0x31B + 0xF * (N - 0)`.
    ///
    /// One layout shared by every slot; each slot is its own type (see the aliases such as
    /// [`CbColor0View`]), so the offset always comes from the type.
    #[derive(PartialEq, Eq, Hash)]
    pub struct CbColorNView<const N: usize> {
        #[doc = "Bits 0..=10."] #[bits(11)] pub slice_start: u16 [SLICE_START_OFFSET, SLICE_START_BITS] => with_slice_start, with_slice_start_checked, set_slice_start, set_slice_start_checked;
        #[bits(2)] __: u32;
        #[doc = "Bits 13..=23."] #[bits(11)] pub slice_max: u16 [SLICE_MAX_OFFSET, SLICE_MAX_BITS] => with_slice_max, with_slice_max_checked, set_slice_max, set_slice_max_checked;
        #[bits(8)] __: u32;
    }
}

crate::regs::register_family! {
    CbColorNView {
        space: Context,
        base: 0x31B,
        stride: 0xF,
        slots: {
            CbColor0View = 0 "CB_COLOR0_VIEW";
            CbColor1View = 1 "CB_COLOR1_VIEW";
            CbColor2View = 2 "CB_COLOR2_VIEW";
            CbColor3View = 3 "CB_COLOR3_VIEW";
            CbColor4View = 4 "CB_COLOR4_VIEW";
            CbColor5View = 5 "CB_COLOR5_VIEW";
            CbColor6View = 6 "CB_COLOR6_VIEW";
            CbColor7View = 7 "CB_COLOR7_VIEW";
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
        #[doc = "Bit 26. gfx7/gfx8 only; a gfx6 `for_gfx` command buffer refuses it."] pub fmask_compression_disable: bool [FMASK_COMPRESSION_DISABLE_OFFSET, FMASK_COMPRESSION_DISABLE_BITS] => with_fmask_compression_disable, with_fmask_compression_disable_checked, set_fmask_compression_disable, set_fmask_compression_disable_checked;
        #[doc = "Bit 27. gfx8 only; a gfx6/gfx7 `for_gfx` command buffer refuses it."] pub fmask_compress_1frag_only: bool [FMASK_COMPRESS_1FRAG_ONLY_OFFSET, FMASK_COMPRESS_1FRAG_ONLY_BITS] => with_fmask_compress_1frag_only, with_fmask_compress_1frag_only_checked, set_fmask_compress_1frag_only, set_fmask_compress_1frag_only_checked;
        #[doc = "Bit 28. gfx8 only; a gfx6/gfx7 `for_gfx` command buffer refuses it."] pub dcc_enable: bool [DCC_ENABLE_OFFSET, DCC_ENABLE_BITS] => with_dcc_enable, with_dcc_enable_checked, set_dcc_enable, set_dcc_enable_checked;
        #[doc = "Bits 29..=30: [`CmaskAddr`]. gfx8 only; a gfx6/gfx7 `for_gfx` command buffer refuses it."] #[bits(2, default = 0)] pub cmask_addr_type: CmaskAddr [CMASK_ADDR_TYPE_OFFSET, CMASK_ADDR_TYPE_BITS] => with_cmask_addr_type, with_cmask_addr_type_checked, set_cmask_addr_type, set_cmask_addr_type_checked;
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
    /// `CB_COLORn_ATTRIB` (colour buffer): context registers `CB_COLOR0_ATTRIB`..=`CB_COLOR7_ATTRIB`, slot `N` in `0..=7` at `0x31D + 0xF * (N - 0)`.
    ///
    /// One layout shared by every slot; each slot is its own type (see the aliases such as
    /// [`CbColor0Attrib`]), so the offset always comes from the type.
    #[derive(PartialEq, Eq, Hash)]
    pub struct CbColorNAttrib<const N: usize> {
        #[doc = "Bits 0..=4."] #[bits(5)] pub tile_mode_index: u8 [TILE_MODE_INDEX_OFFSET, TILE_MODE_INDEX_BITS] => with_tile_mode_index, with_tile_mode_index_checked, set_tile_mode_index, set_tile_mode_index_checked;
        #[doc = "Bits 5..=9."] #[bits(5)] pub fmask_tile_mode_index: u8 [FMASK_TILE_MODE_INDEX_OFFSET, FMASK_TILE_MODE_INDEX_BITS] => with_fmask_tile_mode_index, with_fmask_tile_mode_index_checked, set_fmask_tile_mode_index, set_fmask_tile_mode_index_checked;
        #[doc = "Bits 10..=11: [`BankHeight`]."] #[bits(2, default = 0)] pub fmask_bank_height: BankHeight [FMASK_BANK_HEIGHT_OFFSET, FMASK_BANK_HEIGHT_BITS] => with_fmask_bank_height, with_fmask_bank_height_checked, set_fmask_bank_height, set_fmask_bank_height_checked;
        #[doc = "Bits 12..=14."] #[bits(3)] pub num_samples: u8 [NUM_SAMPLES_OFFSET, NUM_SAMPLES_BITS] => with_num_samples, with_num_samples_checked, set_num_samples, set_num_samples_checked;
        #[doc = "Bits 15..=16."] #[bits(2)] pub num_fragments: u8 [NUM_FRAGMENTS_OFFSET, NUM_FRAGMENTS_BITS] => with_num_fragments, with_num_fragments_checked, set_num_fragments, set_num_fragments_checked;
        #[doc = "Bit 17."] pub force_dst_alpha_1: bool [FORCE_DST_ALPHA_1_OFFSET, FORCE_DST_ALPHA_1_BITS] => with_force_dst_alpha_1, with_force_dst_alpha_1_checked, set_force_dst_alpha_1, set_force_dst_alpha_1_checked;
        #[bits(14)] __: u32;
    }
}

crate::regs::register_family! {
    CbColorNAttrib {
        space: Context,
        base: 0x31D,
        stride: 0xF,
        slots: {
            CbColor0Attrib = 0 "CB_COLOR0_ATTRIB";
            CbColor1Attrib = 1 "CB_COLOR1_ATTRIB";
            CbColor2Attrib = 2 "CB_COLOR2_ATTRIB";
            CbColor3Attrib = 3 "CB_COLOR3_ATTRIB";
            CbColor4Attrib = 4 "CB_COLOR4_ATTRIB";
            CbColor5Attrib = 5 "CB_COLOR5_ATTRIB";
            CbColor6Attrib = 6 "CB_COLOR6_ATTRIB";
            CbColor7Attrib = 7 "CB_COLOR7_ATTRIB";
        }
    }
}

/// `CB_COLORn_CMASK` (colour buffer): context registers `CB_COLOR0_CMASK`..=`CB_COLOR7_CMASK`, slot `N` in `0..=7` at `0x31F + 0xF * (N - 0)`.
///
/// One layout shared by every slot; each slot is its own type (see the aliases such as
/// [`CbColor0Cmask`]), so the offset always comes from the type.
pub type CbColorNCmask<const N: usize> = Base256b<6, N>;

crate::regs::slots! {
    CbColorNCmask {
        CbColor0Cmask = 0 "CB_COLOR0_CMASK";
        CbColor1Cmask = 1 "CB_COLOR1_CMASK";
        CbColor2Cmask = 2 "CB_COLOR2_CMASK";
        CbColor3Cmask = 3 "CB_COLOR3_CMASK";
        CbColor4Cmask = 4 "CB_COLOR4_CMASK";
        CbColor5Cmask = 5 "CB_COLOR5_CMASK";
        CbColor6Cmask = 6 "CB_COLOR6_CMASK";
        CbColor7Cmask = 7 "CB_COLOR7_CMASK";
    }
}

crate::regs::word! {
    /// `CB_COLORn_CMASK_SLICE` (colour buffer): context registers `CB_COLOR0_CMASK_SLICE`..=`CB_COLOR7_CMASK_SLICE`, slot `N` in `0..=7` at `0x320 + 0xF * (N - 0)`.
    ///
    /// One layout shared by every slot; each slot is its own type (see the aliases such as
    /// [`CbColor0CmaskSlice`]), so the offset always comes from the type.
    #[derive(PartialEq, Eq, Hash)]
    pub struct CbColorNCmaskSlice<const N: usize> {
        #[doc = "Bits 0..=13."] #[bits(14)] pub tile_max: u16 [TILE_MAX_OFFSET, TILE_MAX_BITS] => with_tile_max, with_tile_max_checked, set_tile_max, set_tile_max_checked;
        #[bits(18)] __: u32;
    }
}

crate::regs::register_family! {
    CbColorNCmaskSlice {
        space: Context,
        base: 0x320,
        stride: 0xF,
        slots: {
            CbColor0CmaskSlice = 0 "CB_COLOR0_CMASK_SLICE";
            CbColor1CmaskSlice = 1 "CB_COLOR1_CMASK_SLICE";
            CbColor2CmaskSlice = 2 "CB_COLOR2_CMASK_SLICE";
            CbColor3CmaskSlice = 3 "CB_COLOR3_CMASK_SLICE";
            CbColor4CmaskSlice = 4 "CB_COLOR4_CMASK_SLICE";
            CbColor5CmaskSlice = 5 "CB_COLOR5_CMASK_SLICE";
            CbColor6CmaskSlice = 6 "CB_COLOR6_CMASK_SLICE";
            CbColor7CmaskSlice = 7 "CB_COLOR7_CMASK_SLICE";
        }
    }
}

/// `CB_COLORn_FMASK` (colour buffer): context registers `CB_COLOR0_FMASK`..=`CB_COLOR7_FMASK`, slot `N` in `0..=7` at `0x321 + 0xF * (N - 0)`.
///
/// One layout shared by every slot; each slot is its own type (see the aliases such as
/// [`CbColor0Fmask`]), so the offset always comes from the type.
pub type CbColorNFmask<const N: usize> = Base256b<7, N>;

crate::regs::slots! {
    CbColorNFmask {
        CbColor0Fmask = 0 "CB_COLOR0_FMASK";
        CbColor1Fmask = 1 "CB_COLOR1_FMASK";
        CbColor2Fmask = 2 "CB_COLOR2_FMASK";
        CbColor3Fmask = 3 "CB_COLOR3_FMASK";
        CbColor4Fmask = 4 "CB_COLOR4_FMASK";
        CbColor5Fmask = 5 "CB_COLOR5_FMASK";
        CbColor6Fmask = 6 "CB_COLOR6_FMASK";
        CbColor7Fmask = 7 "CB_COLOR7_FMASK";
    }
}

/// `CB_COLORn_FMASK_SLICE` (colour buffer): context registers `CB_COLOR0_FMASK_SLICE`..=`CB_COLOR7_FMASK_SLICE`, slot `N` in `0..=7` at `0x322 + 0xF * (N - 0)`.
///
/// One layout shared by every slot; each slot is its own type (see the aliases such as
/// [`CbColor0FmaskSlice`]), so the offset always comes from the type.
pub type CbColorNFmaskSlice<const N: usize> = CbColorSlice<1, N>;

crate::regs::slots! {
    CbColorNFmaskSlice {
        CbColor0FmaskSlice = 0 "CB_COLOR0_FMASK_SLICE";
        CbColor1FmaskSlice = 1 "CB_COLOR1_FMASK_SLICE";
        CbColor2FmaskSlice = 2 "CB_COLOR2_FMASK_SLICE";
        CbColor3FmaskSlice = 3 "CB_COLOR3_FMASK_SLICE";
        CbColor4FmaskSlice = 4 "CB_COLOR4_FMASK_SLICE";
        CbColor5FmaskSlice = 5 "CB_COLOR5_FMASK_SLICE";
        CbColor6FmaskSlice = 6 "CB_COLOR6_FMASK_SLICE";
        CbColor7FmaskSlice = 7 "CB_COLOR7_FMASK_SLICE";
    }
}

crate::regs::word! {
    /// `CB_COLORn_CLEAR_WORD0` (colour buffer): context registers `CB_COLOR0_CLEAR_WORD0`..=`CB_COLOR7_CLEAR_WORD0`, slot `N` in `0..=7` at `0x323 + 0xF * (N - 0)`.
    ///
    /// One layout shared by every slot; each slot is its own type (see the aliases such as
    /// [`CbColor0ClearWord0`]), so the offset always comes from the type.
    #[derive(PartialEq, Eq, Hash)]
    pub struct CbColorNClearWord0<const N: usize> {
        #[doc = "Bits 0..=31."] pub clear_word0: u32 [CLEAR_WORD0_OFFSET, CLEAR_WORD0_BITS] => with_clear_word0, with_clear_word0_checked, set_clear_word0, set_clear_word0_checked;
    }
}

crate::regs::register_family! {
    CbColorNClearWord0 {
        space: Context,
        base: 0x323,
        stride: 0xF,
        slots: {
            CbColor0ClearWord0 = 0 "CB_COLOR0_CLEAR_WORD0";
            CbColor1ClearWord0 = 1 "CB_COLOR1_CLEAR_WORD0";
            CbColor2ClearWord0 = 2 "CB_COLOR2_CLEAR_WORD0";
            CbColor3ClearWord0 = 3 "CB_COLOR3_CLEAR_WORD0";
            CbColor4ClearWord0 = 4 "CB_COLOR4_CLEAR_WORD0";
            CbColor5ClearWord0 = 5 "CB_COLOR5_CLEAR_WORD0";
            CbColor6ClearWord0 = 6 "CB_COLOR6_CLEAR_WORD0";
            CbColor7ClearWord0 = 7 "CB_COLOR7_CLEAR_WORD0";
        }
    }
}

crate::regs::word! {
    /// `CB_COLORn_CLEAR_WORD1` (colour buffer): context registers `CB_COLOR0_CLEAR_WORD1`..=`CB_COLOR7_CLEAR_WORD1`, slot `N` in `0..=7` at `0x324 + 0xF * (N - 0)`.
    ///
    /// One layout shared by every slot; each slot is its own type (see the aliases such as
    /// [`CbColor0ClearWord1`]), so the offset always comes from the type.
    #[derive(PartialEq, Eq, Hash)]
    pub struct CbColorNClearWord1<const N: usize> {
        #[doc = "Bits 0..=31."] pub clear_word1: u32 [CLEAR_WORD1_OFFSET, CLEAR_WORD1_BITS] => with_clear_word1, with_clear_word1_checked, set_clear_word1, set_clear_word1_checked;
    }
}

crate::regs::register_family! {
    CbColorNClearWord1 {
        space: Context,
        base: 0x324,
        stride: 0xF,
        slots: {
            CbColor0ClearWord1 = 0 "CB_COLOR0_CLEAR_WORD1";
            CbColor1ClearWord1 = 1 "CB_COLOR1_CLEAR_WORD1";
            CbColor2ClearWord1 = 2 "CB_COLOR2_CLEAR_WORD1";
            CbColor3ClearWord1 = 3 "CB_COLOR3_CLEAR_WORD1";
            CbColor4ClearWord1 = 4 "CB_COLOR4_CLEAR_WORD1";
            CbColor5ClearWord1 = 5 "CB_COLOR5_CLEAR_WORD1";
            CbColor6ClearWord1 = 6 "CB_COLOR6_CLEAR_WORD1";
            CbColor7ClearWord1 = 7 "CB_COLOR7_CLEAR_WORD1";
        }
    }
}
