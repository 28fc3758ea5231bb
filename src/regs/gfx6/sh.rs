//! gfx6 shader (SH) registers (`SET_SH_REG`, byte addresses from `0x0B000`).
//!
//! Generated from the register spec by `tests/regs/codegen.rs`; do not edit by hand.

#[allow(unused_imports)]
use super::enums::*;
#[allow(unused_imports)]
use super::layouts::*;

crate::regs::word! {
    /// `SPI_SHADER_PGM_RSRC1_PS` (shader processor input): sh register `0x00A`, byte address `0x0B028`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct SpiShaderPgmRsrc1Ps {
        #[doc = "Bits 0..=5."] #[bits(6)] pub vgprs: u8 [VGPRS_OFFSET, VGPRS_BITS] => with_vgprs, with_vgprs_checked, set_vgprs, set_vgprs_checked;
        #[doc = "Bits 6..=9."] #[bits(4)] pub sgprs: u8 [SGPRS_OFFSET, SGPRS_BITS] => with_sgprs, with_sgprs_checked, set_sgprs, set_sgprs_checked;
        #[doc = "Bits 10..=11."] #[bits(2)] pub priority: u8 [PRIORITY_OFFSET, PRIORITY_BITS] => with_priority, with_priority_checked, set_priority, set_priority_checked;
        #[doc = "Bits 12..=19: [`FloatMode`]."] #[bits(8, default = 0)] pub float_mode: FloatMode [FLOAT_MODE_OFFSET, FLOAT_MODE_BITS] => with_float_mode, with_float_mode_checked, set_float_mode, set_float_mode_checked;
        #[doc = "Bit 20."] pub r#priv: bool [PRIV_OFFSET, PRIV_BITS] => with_priv, with_priv_checked, set_priv, set_priv_checked;
        #[doc = "Bit 21."] pub dx10_clamp: bool [DX10_CLAMP_OFFSET, DX10_CLAMP_BITS] => with_dx10_clamp, with_dx10_clamp_checked, set_dx10_clamp, set_dx10_clamp_checked;
        #[doc = "Bit 22."] pub debug_mode: bool [DEBUG_MODE_OFFSET, DEBUG_MODE_BITS] => with_debug_mode, with_debug_mode_checked, set_debug_mode, set_debug_mode_checked;
        #[doc = "Bit 23."] pub ieee_mode: bool [IEEE_MODE_OFFSET, IEEE_MODE_BITS] => with_ieee_mode, with_ieee_mode_checked, set_ieee_mode, set_ieee_mode_checked;
        #[doc = "Bit 24."] pub cu_group_disable: bool [CU_GROUP_DISABLE_OFFSET, CU_GROUP_DISABLE_BITS] => with_cu_group_disable, with_cu_group_disable_checked, set_cu_group_disable, set_cu_group_disable_checked;
        #[bits(7)] __: u32;
    }
}

crate::regs::register! { SpiShaderPgmRsrc1Ps, Sh, 0x00A, "SPI_SHADER_PGM_RSRC1_PS" }

crate::regs::word! {
    /// `SPI_SHADER_PGM_RSRC2_PS` (shader processor input): sh register `0x00B`, byte address `0x0B02C`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct SpiShaderPgmRsrc2Ps {
        #[doc = "Bit 0."] pub scratch_en: bool [SCRATCH_EN_OFFSET, SCRATCH_EN_BITS] => with_scratch_en, with_scratch_en_checked, set_scratch_en, set_scratch_en_checked;
        #[doc = "Bits 1..=5."] #[bits(5)] pub user_sgpr: u8 [USER_SGPR_OFFSET, USER_SGPR_BITS] => with_user_sgpr, with_user_sgpr_checked, set_user_sgpr, set_user_sgpr_checked;
        #[doc = "Bit 6."] pub trap_present: bool [TRAP_PRESENT_OFFSET, TRAP_PRESENT_BITS] => with_trap_present, with_trap_present_checked, set_trap_present, set_trap_present_checked;
        #[doc = "Bit 7."] pub wave_cnt_en: bool [WAVE_CNT_EN_OFFSET, WAVE_CNT_EN_BITS] => with_wave_cnt_en, with_wave_cnt_en_checked, set_wave_cnt_en, set_wave_cnt_en_checked;
        #[doc = "Bits 8..=15."] pub extra_lds_size: u8 [EXTRA_LDS_SIZE_OFFSET, EXTRA_LDS_SIZE_BITS] => with_extra_lds_size, with_extra_lds_size_checked, set_extra_lds_size, set_extra_lds_size_checked;
        #[doc = "Bits 16..=22: `EXCP_EN` bit mask."] #[bits(7)] pub excp_en: u8 [EXCP_EN_OFFSET, EXCP_EN_BITS] => with_excp_en, with_excp_en_checked, set_excp_en, set_excp_en_checked;
        #[bits(9)] __: u32;
    }
}

crate::regs::register! { SpiShaderPgmRsrc2Ps, Sh, 0x00B, "SPI_SHADER_PGM_RSRC2_PS" }

/// `SPI_SHADER_PGM_RSRC1_VS` (shader processor input): sh register `0x04A`, byte address `0x0B128`.
pub type SpiShaderPgmRsrc1Vs = SpiShaderPgmRsrc1<0, 0>;
crate::regs::word! {
    /// `SPI_SHADER_PGM_RSRC2_VS` (shader processor input): sh register `0x04B`, byte address `0x0B12C`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct SpiShaderPgmRsrc2Vs {
        #[doc = "Bit 0."] pub scratch_en: bool [SCRATCH_EN_OFFSET, SCRATCH_EN_BITS] => with_scratch_en, with_scratch_en_checked, set_scratch_en, set_scratch_en_checked;
        #[doc = "Bits 1..=5."] #[bits(5)] pub user_sgpr: u8 [USER_SGPR_OFFSET, USER_SGPR_BITS] => with_user_sgpr, with_user_sgpr_checked, set_user_sgpr, set_user_sgpr_checked;
        #[doc = "Bit 6."] pub trap_present: bool [TRAP_PRESENT_OFFSET, TRAP_PRESENT_BITS] => with_trap_present, with_trap_present_checked, set_trap_present, set_trap_present_checked;
        #[doc = "Bit 7."] pub oc_lds_en: bool [OC_LDS_EN_OFFSET, OC_LDS_EN_BITS] => with_oc_lds_en, with_oc_lds_en_checked, set_oc_lds_en, set_oc_lds_en_checked;
        #[doc = "Bit 8."] pub so_base0_en: bool [SO_BASE0_EN_OFFSET, SO_BASE0_EN_BITS] => with_so_base0_en, with_so_base0_en_checked, set_so_base0_en, set_so_base0_en_checked;
        #[doc = "Bit 9."] pub so_base1_en: bool [SO_BASE1_EN_OFFSET, SO_BASE1_EN_BITS] => with_so_base1_en, with_so_base1_en_checked, set_so_base1_en, set_so_base1_en_checked;
        #[doc = "Bit 10."] pub so_base2_en: bool [SO_BASE2_EN_OFFSET, SO_BASE2_EN_BITS] => with_so_base2_en, with_so_base2_en_checked, set_so_base2_en, set_so_base2_en_checked;
        #[doc = "Bit 11."] pub so_base3_en: bool [SO_BASE3_EN_OFFSET, SO_BASE3_EN_BITS] => with_so_base3_en, with_so_base3_en_checked, set_so_base3_en, set_so_base3_en_checked;
        #[doc = "Bit 12."] pub so_en: bool [SO_EN_OFFSET, SO_EN_BITS] => with_so_en, with_so_en_checked, set_so_en, set_so_en_checked;
        #[doc = "Bits 13..=19: `EXCP_EN` bit mask."] #[bits(7)] pub excp_en: u8 [EXCP_EN_OFFSET, EXCP_EN_BITS] => with_excp_en, with_excp_en_checked, set_excp_en, set_excp_en_checked;
        #[bits(12)] __: u32;
    }
}

crate::regs::register! { SpiShaderPgmRsrc2Vs, Sh, 0x04B, "SPI_SHADER_PGM_RSRC2_VS" }

crate::regs::word! {
    /// `SPI_SHADER_PGM_RSRC1_GS` (shader processor input): sh register `0x08A`, byte address `0x0B228`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct SpiShaderPgmRsrc1Gs {
        #[doc = "Bits 0..=5."] #[bits(6)] pub vgprs: u8 [VGPRS_OFFSET, VGPRS_BITS] => with_vgprs, with_vgprs_checked, set_vgprs, set_vgprs_checked;
        #[doc = "Bits 6..=9."] #[bits(4)] pub sgprs: u8 [SGPRS_OFFSET, SGPRS_BITS] => with_sgprs, with_sgprs_checked, set_sgprs, set_sgprs_checked;
        #[doc = "Bits 10..=11."] #[bits(2)] pub priority: u8 [PRIORITY_OFFSET, PRIORITY_BITS] => with_priority, with_priority_checked, set_priority, set_priority_checked;
        #[doc = "Bits 12..=19: [`FloatMode`]."] #[bits(8, default = 0)] pub float_mode: FloatMode [FLOAT_MODE_OFFSET, FLOAT_MODE_BITS] => with_float_mode, with_float_mode_checked, set_float_mode, set_float_mode_checked;
        #[doc = "Bit 20."] pub r#priv: bool [PRIV_OFFSET, PRIV_BITS] => with_priv, with_priv_checked, set_priv, set_priv_checked;
        #[doc = "Bit 21."] pub dx10_clamp: bool [DX10_CLAMP_OFFSET, DX10_CLAMP_BITS] => with_dx10_clamp, with_dx10_clamp_checked, set_dx10_clamp, set_dx10_clamp_checked;
        #[doc = "Bit 22."] pub debug_mode: bool [DEBUG_MODE_OFFSET, DEBUG_MODE_BITS] => with_debug_mode, with_debug_mode_checked, set_debug_mode, set_debug_mode_checked;
        #[doc = "Bit 23."] pub ieee_mode: bool [IEEE_MODE_OFFSET, IEEE_MODE_BITS] => with_ieee_mode, with_ieee_mode_checked, set_ieee_mode, set_ieee_mode_checked;
        #[doc = "Bit 24."] pub cu_group_enable: bool [CU_GROUP_ENABLE_OFFSET, CU_GROUP_ENABLE_BITS] => with_cu_group_enable, with_cu_group_enable_checked, set_cu_group_enable, set_cu_group_enable_checked;
        #[bits(7)] __: u32;
    }
}

crate::regs::register! { SpiShaderPgmRsrc1Gs, Sh, 0x08A, "SPI_SHADER_PGM_RSRC1_GS" }

crate::regs::word! {
    /// `SPI_SHADER_PGM_RSRC2_GS` (shader processor input): sh register `0x08B`, byte address `0x0B22C`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct SpiShaderPgmRsrc2Gs {
        #[doc = "Bit 0."] pub scratch_en: bool [SCRATCH_EN_OFFSET, SCRATCH_EN_BITS] => with_scratch_en, with_scratch_en_checked, set_scratch_en, set_scratch_en_checked;
        #[doc = "Bits 1..=5."] #[bits(5)] pub user_sgpr: u8 [USER_SGPR_OFFSET, USER_SGPR_BITS] => with_user_sgpr, with_user_sgpr_checked, set_user_sgpr, set_user_sgpr_checked;
        #[doc = "Bit 6."] pub trap_present: bool [TRAP_PRESENT_OFFSET, TRAP_PRESENT_BITS] => with_trap_present, with_trap_present_checked, set_trap_present, set_trap_present_checked;
        #[doc = "Bits 7..=13: `EXCP_EN` bit mask."] #[bits(7)] pub excp_en: u8 [EXCP_EN_OFFSET, EXCP_EN_BITS] => with_excp_en, with_excp_en_checked, set_excp_en, set_excp_en_checked;
        #[bits(18)] __: u32;
    }
}

crate::regs::register! { SpiShaderPgmRsrc2Gs, Sh, 0x08B, "SPI_SHADER_PGM_RSRC2_GS" }

/// `SPI_SHADER_PGM_RSRC1_ES` (shader processor input): sh register `0x0CA`, byte address `0x0B328`.
pub type SpiShaderPgmRsrc1Es = SpiShaderPgmRsrc1<1, 0>;
crate::regs::word! {
    /// `SPI_SHADER_PGM_RSRC2_ES` (shader processor input): sh register `0x0CB`, byte address `0x0B32C`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct SpiShaderPgmRsrc2Es {
        #[doc = "Bit 0."] pub scratch_en: bool [SCRATCH_EN_OFFSET, SCRATCH_EN_BITS] => with_scratch_en, with_scratch_en_checked, set_scratch_en, set_scratch_en_checked;
        #[doc = "Bits 1..=5."] #[bits(5)] pub user_sgpr: u8 [USER_SGPR_OFFSET, USER_SGPR_BITS] => with_user_sgpr, with_user_sgpr_checked, set_user_sgpr, set_user_sgpr_checked;
        #[doc = "Bit 6."] pub trap_present: bool [TRAP_PRESENT_OFFSET, TRAP_PRESENT_BITS] => with_trap_present, with_trap_present_checked, set_trap_present, set_trap_present_checked;
        #[doc = "Bit 7."] pub oc_lds_en: bool [OC_LDS_EN_OFFSET, OC_LDS_EN_BITS] => with_oc_lds_en, with_oc_lds_en_checked, set_oc_lds_en, set_oc_lds_en_checked;
        #[doc = "Bits 8..=14: `EXCP_EN` bit mask."] #[bits(7)] pub excp_en: u8 [EXCP_EN_OFFSET, EXCP_EN_BITS] => with_excp_en, with_excp_en_checked, set_excp_en, set_excp_en_checked;
        #[bits(17)] __: u32;
    }
}

crate::regs::register! { SpiShaderPgmRsrc2Es, Sh, 0x0CB, "SPI_SHADER_PGM_RSRC2_ES" }

/// `SPI_SHADER_PGM_RSRC1_HS` (shader processor input): sh register `0x10A`, byte address `0x0B428`.
pub type SpiShaderPgmRsrc1Hs = SpiShaderPgmRsrc1HsLayout<0, 0>;
crate::regs::word! {
    /// `SPI_SHADER_PGM_RSRC2_HS` (shader processor input): sh register `0x10B`, byte address `0x0B42C`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct SpiShaderPgmRsrc2Hs {
        #[doc = "Bit 0."] pub scratch_en: bool [SCRATCH_EN_OFFSET, SCRATCH_EN_BITS] => with_scratch_en, with_scratch_en_checked, set_scratch_en, set_scratch_en_checked;
        #[doc = "Bits 1..=5."] #[bits(5)] pub user_sgpr: u8 [USER_SGPR_OFFSET, USER_SGPR_BITS] => with_user_sgpr, with_user_sgpr_checked, set_user_sgpr, set_user_sgpr_checked;
        #[doc = "Bit 6."] pub trap_present: bool [TRAP_PRESENT_OFFSET, TRAP_PRESENT_BITS] => with_trap_present, with_trap_present_checked, set_trap_present, set_trap_present_checked;
        #[doc = "Bit 7."] pub oc_lds_en: bool [OC_LDS_EN_OFFSET, OC_LDS_EN_BITS] => with_oc_lds_en, with_oc_lds_en_checked, set_oc_lds_en, set_oc_lds_en_checked;
        #[doc = "Bit 8."] pub tg_size_en: bool [TG_SIZE_EN_OFFSET, TG_SIZE_EN_BITS] => with_tg_size_en, with_tg_size_en_checked, set_tg_size_en, set_tg_size_en_checked;
        #[doc = "Bits 9..=15: `EXCP_EN` bit mask."] #[bits(7)] pub excp_en: u8 [EXCP_EN_OFFSET, EXCP_EN_BITS] => with_excp_en, with_excp_en_checked, set_excp_en, set_excp_en_checked;
        #[bits(16)] __: u32;
    }
}

crate::regs::register! { SpiShaderPgmRsrc2Hs, Sh, 0x10B, "SPI_SHADER_PGM_RSRC2_HS" }

crate::regs::word! {
    /// `SPI_SHADER_PGM_RSRC1_LS` (shader processor input): sh register `0x14A`, byte address `0x0B528`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct SpiShaderPgmRsrc1Ls {
        #[doc = "Bits 0..=5."] #[bits(6)] pub vgprs: u8 [VGPRS_OFFSET, VGPRS_BITS] => with_vgprs, with_vgprs_checked, set_vgprs, set_vgprs_checked;
        #[doc = "Bits 6..=9."] #[bits(4)] pub sgprs: u8 [SGPRS_OFFSET, SGPRS_BITS] => with_sgprs, with_sgprs_checked, set_sgprs, set_sgprs_checked;
        #[doc = "Bits 10..=11."] #[bits(2)] pub priority: u8 [PRIORITY_OFFSET, PRIORITY_BITS] => with_priority, with_priority_checked, set_priority, set_priority_checked;
        #[doc = "Bits 12..=19: [`FloatMode`]."] #[bits(8, default = 0)] pub float_mode: FloatMode [FLOAT_MODE_OFFSET, FLOAT_MODE_BITS] => with_float_mode, with_float_mode_checked, set_float_mode, set_float_mode_checked;
        #[doc = "Bit 20."] pub r#priv: bool [PRIV_OFFSET, PRIV_BITS] => with_priv, with_priv_checked, set_priv, set_priv_checked;
        #[doc = "Bit 21."] pub dx10_clamp: bool [DX10_CLAMP_OFFSET, DX10_CLAMP_BITS] => with_dx10_clamp, with_dx10_clamp_checked, set_dx10_clamp, set_dx10_clamp_checked;
        #[doc = "Bit 22."] pub debug_mode: bool [DEBUG_MODE_OFFSET, DEBUG_MODE_BITS] => with_debug_mode, with_debug_mode_checked, set_debug_mode, set_debug_mode_checked;
        #[doc = "Bit 23."] pub ieee_mode: bool [IEEE_MODE_OFFSET, IEEE_MODE_BITS] => with_ieee_mode, with_ieee_mode_checked, set_ieee_mode, set_ieee_mode_checked;
        #[doc = "Bits 24..=25."] #[bits(2)] pub vgpr_comp_cnt: u8 [VGPR_COMP_CNT_OFFSET, VGPR_COMP_CNT_BITS] => with_vgpr_comp_cnt, with_vgpr_comp_cnt_checked, set_vgpr_comp_cnt, set_vgpr_comp_cnt_checked;
        #[bits(6)] __: u32;
    }
}

crate::regs::register! { SpiShaderPgmRsrc1Ls, Sh, 0x14A, "SPI_SHADER_PGM_RSRC1_LS" }

crate::regs::word! {
    /// `SPI_SHADER_PGM_RSRC2_LS` (shader processor input): sh register `0x14B`, byte address `0x0B52C`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct SpiShaderPgmRsrc2Ls {
        #[doc = "Bit 0."] pub scratch_en: bool [SCRATCH_EN_OFFSET, SCRATCH_EN_BITS] => with_scratch_en, with_scratch_en_checked, set_scratch_en, set_scratch_en_checked;
        #[doc = "Bits 1..=5."] #[bits(5)] pub user_sgpr: u8 [USER_SGPR_OFFSET, USER_SGPR_BITS] => with_user_sgpr, with_user_sgpr_checked, set_user_sgpr, set_user_sgpr_checked;
        #[doc = "Bit 6."] pub trap_present: bool [TRAP_PRESENT_OFFSET, TRAP_PRESENT_BITS] => with_trap_present, with_trap_present_checked, set_trap_present, set_trap_present_checked;
        #[doc = "Bits 7..=15."] #[bits(9)] pub lds_size: u16 [LDS_SIZE_OFFSET, LDS_SIZE_BITS] => with_lds_size, with_lds_size_checked, set_lds_size, set_lds_size_checked;
        #[doc = "Bits 16..=22: `EXCP_EN` bit mask."] #[bits(7)] pub excp_en: u8 [EXCP_EN_OFFSET, EXCP_EN_BITS] => with_excp_en, with_excp_en_checked, set_excp_en, set_excp_en_checked;
        #[bits(9)] __: u32;
    }
}

crate::regs::register! { SpiShaderPgmRsrc2Ls, Sh, 0x14B, "SPI_SHADER_PGM_RSRC2_LS" }

crate::regs::word! {
    /// `COMPUTE_DISPATCH_INITIATOR` (compute dispatch): sh register `0x200`, byte address `0x0B800`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct ComputeDispatchInitiator {
        #[doc = "Bit 0."] pub compute_shader_en: bool [COMPUTE_SHADER_EN_OFFSET, COMPUTE_SHADER_EN_BITS] => with_compute_shader_en, with_compute_shader_en_checked, set_compute_shader_en, set_compute_shader_en_checked;
        #[doc = "Bit 1."] pub partial_tg_en: bool [PARTIAL_TG_EN_OFFSET, PARTIAL_TG_EN_BITS] => with_partial_tg_en, with_partial_tg_en_checked, set_partial_tg_en, set_partial_tg_en_checked;
        #[doc = "Bit 2."] pub force_start_at_000: bool [FORCE_START_AT_000_OFFSET, FORCE_START_AT_000_BITS] => with_force_start_at_000, with_force_start_at_000_checked, set_force_start_at_000, set_force_start_at_000_checked;
        #[doc = "Bit 3."] pub ordered_append_enbl: bool [ORDERED_APPEND_ENBL_OFFSET, ORDERED_APPEND_ENBL_BITS] => with_ordered_append_enbl, with_ordered_append_enbl_checked, set_ordered_append_enbl, set_ordered_append_enbl_checked;
        #[bits(28)] __: u32;
    }
}

crate::regs::register! { ComputeDispatchInitiator, Sh, 0x200, "COMPUTE_DISPATCH_INITIATOR" }

crate::regs::word! {
    /// `COMPUTE_PGM_HI` (compute dispatch): sh register `0x20D`, byte address `0x0B834`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct ComputePgmHi {
        #[doc = "Bits 0..=7."] pub data: u8 [DATA_OFFSET, DATA_BITS] => with_data, with_data_checked, set_data, set_data_checked;
        #[bits(24)] __: u32;
    }
}

crate::regs::register! { ComputePgmHi, Sh, 0x20D, "COMPUTE_PGM_HI" }

/// `COMPUTE_PGM_RSRC1` (compute dispatch): sh register `0x212`, byte address `0x0B848`.
pub type ComputePgmRsrc1 = SpiShaderPgmRsrc1HsLayout<1, 0>;
crate::regs::word! {
    /// `COMPUTE_PGM_RSRC2` (compute dispatch): sh register `0x213`, byte address `0x0B84C`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct ComputePgmRsrc2 {
        #[doc = "Bit 0."] pub scratch_en: bool [SCRATCH_EN_OFFSET, SCRATCH_EN_BITS] => with_scratch_en, with_scratch_en_checked, set_scratch_en, set_scratch_en_checked;
        #[doc = "Bits 1..=5."] #[bits(5)] pub user_sgpr: u8 [USER_SGPR_OFFSET, USER_SGPR_BITS] => with_user_sgpr, with_user_sgpr_checked, set_user_sgpr, set_user_sgpr_checked;
        #[doc = "Bit 6."] pub trap_present: bool [TRAP_PRESENT_OFFSET, TRAP_PRESENT_BITS] => with_trap_present, with_trap_present_checked, set_trap_present, set_trap_present_checked;
        #[doc = "Bit 7."] pub tgid_x_en: bool [TGID_X_EN_OFFSET, TGID_X_EN_BITS] => with_tgid_x_en, with_tgid_x_en_checked, set_tgid_x_en, set_tgid_x_en_checked;
        #[doc = "Bit 8."] pub tgid_y_en: bool [TGID_Y_EN_OFFSET, TGID_Y_EN_BITS] => with_tgid_y_en, with_tgid_y_en_checked, set_tgid_y_en, set_tgid_y_en_checked;
        #[doc = "Bit 9."] pub tgid_z_en: bool [TGID_Z_EN_OFFSET, TGID_Z_EN_BITS] => with_tgid_z_en, with_tgid_z_en_checked, set_tgid_z_en, set_tgid_z_en_checked;
        #[doc = "Bit 10."] pub tg_size_en: bool [TG_SIZE_EN_OFFSET, TG_SIZE_EN_BITS] => with_tg_size_en, with_tg_size_en_checked, set_tg_size_en, set_tg_size_en_checked;
        #[doc = "Bits 11..=12."] #[bits(2)] pub tidig_comp_cnt: u8 [TIDIG_COMP_CNT_OFFSET, TIDIG_COMP_CNT_BITS] => with_tidig_comp_cnt, with_tidig_comp_cnt_checked, set_tidig_comp_cnt, set_tidig_comp_cnt_checked;
        #[bits(2)] __: u32;
        #[doc = "Bits 15..=23."] #[bits(9)] pub lds_size: u16 [LDS_SIZE_OFFSET, LDS_SIZE_BITS] => with_lds_size, with_lds_size_checked, set_lds_size, set_lds_size_checked;
        #[doc = "Bits 24..=30: `EXCP_EN` bit mask."] #[bits(7)] pub excp_en: u8 [EXCP_EN_OFFSET, EXCP_EN_BITS] => with_excp_en, with_excp_en_checked, set_excp_en, set_excp_en_checked;
        #[bits(1)] __: u32;
    }
}

crate::regs::register! { ComputePgmRsrc2, Sh, 0x213, "COMPUTE_PGM_RSRC2" }

crate::regs::word! {
    /// `COMPUTE_RESOURCE_LIMITS` (compute dispatch): sh register `0x215`, byte address `0x0B854`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct ComputeResourceLimits {
        #[doc = "Bits 0..=5."] #[bits(6)] pub waves_per_sh: u8 [WAVES_PER_SH_OFFSET, WAVES_PER_SH_BITS] => with_waves_per_sh, with_waves_per_sh_checked, set_waves_per_sh, set_waves_per_sh_checked;
        #[bits(6)] __: u32;
        #[doc = "Bits 12..=15."] #[bits(4)] pub tg_per_cu: u8 [TG_PER_CU_OFFSET, TG_PER_CU_BITS] => with_tg_per_cu, with_tg_per_cu_checked, set_tg_per_cu, set_tg_per_cu_checked;
        #[doc = "Bits 16..=21."] #[bits(6)] pub lock_threshold: u8 [LOCK_THRESHOLD_OFFSET, LOCK_THRESHOLD_BITS] => with_lock_threshold, with_lock_threshold_checked, set_lock_threshold, set_lock_threshold_checked;
        #[doc = "Bit 22."] pub simd_dest_cntl: bool [SIMD_DEST_CNTL_OFFSET, SIMD_DEST_CNTL_BITS] => with_simd_dest_cntl, with_simd_dest_cntl_checked, set_simd_dest_cntl, set_simd_dest_cntl_checked;
        #[bits(9)] __: u32;
    }
}

crate::regs::register! { ComputeResourceLimits, Sh, 0x215, "COMPUTE_RESOURCE_LIMITS" }

// The same layout as on gfx7: gfx7's types.
pub use crate::regs::gfx7::{
    ComputeDimX, ComputeDimY, ComputeDimZ, ComputeNumThreadX, ComputeNumThreadY, ComputeNumThreadZ,
    ComputePgmLo, ComputeStartX, ComputeStartY, ComputeStartZ, ComputeStaticThreadMgmtSe0,
    ComputeStaticThreadMgmtSe1, ComputeTbaHi, ComputeTbaLo, ComputeTmaHi, ComputeTmaLo,
    ComputeTmpringSize, ComputeUserData0, ComputeUserData1, ComputeUserData2, ComputeUserData3,
    ComputeUserData4, ComputeUserData5, ComputeUserData6, ComputeUserData7, ComputeUserData8,
    ComputeUserData9, ComputeUserData10, ComputeUserData11, ComputeUserData12, ComputeUserData13,
    ComputeUserData14, ComputeUserData15, ComputeUserDataN, ComputeVmid, SpiShaderPgmHiEs,
    SpiShaderPgmHiGs, SpiShaderPgmHiHs, SpiShaderPgmHiLs, SpiShaderPgmHiPs, SpiShaderPgmHiVs,
    SpiShaderPgmLoEs, SpiShaderPgmLoGs, SpiShaderPgmLoHs, SpiShaderPgmLoLs, SpiShaderPgmLoPs,
    SpiShaderPgmLoVs, SpiShaderTbaHiEs, SpiShaderTbaHiGs, SpiShaderTbaHiHs, SpiShaderTbaHiLs,
    SpiShaderTbaHiPs, SpiShaderTbaHiVs, SpiShaderTbaLoEs, SpiShaderTbaLoGs, SpiShaderTbaLoHs,
    SpiShaderTbaLoLs, SpiShaderTbaLoPs, SpiShaderTbaLoVs, SpiShaderTmaHiEs, SpiShaderTmaHiGs,
    SpiShaderTmaHiHs, SpiShaderTmaHiLs, SpiShaderTmaHiPs, SpiShaderTmaHiVs, SpiShaderTmaLoEs,
    SpiShaderTmaLoGs, SpiShaderTmaLoHs, SpiShaderTmaLoLs, SpiShaderTmaLoPs, SpiShaderTmaLoVs,
    SpiShaderUserDataEs0, SpiShaderUserDataEs1, SpiShaderUserDataEs2, SpiShaderUserDataEs3,
    SpiShaderUserDataEs4, SpiShaderUserDataEs5, SpiShaderUserDataEs6, SpiShaderUserDataEs7,
    SpiShaderUserDataEs8, SpiShaderUserDataEs9, SpiShaderUserDataEs10, SpiShaderUserDataEs11,
    SpiShaderUserDataEs12, SpiShaderUserDataEs13, SpiShaderUserDataEs14, SpiShaderUserDataEs15,
    SpiShaderUserDataEsN, SpiShaderUserDataGs0, SpiShaderUserDataGs1, SpiShaderUserDataGs2,
    SpiShaderUserDataGs3, SpiShaderUserDataGs4, SpiShaderUserDataGs5, SpiShaderUserDataGs6,
    SpiShaderUserDataGs7, SpiShaderUserDataGs8, SpiShaderUserDataGs9, SpiShaderUserDataGs10,
    SpiShaderUserDataGs11, SpiShaderUserDataGs12, SpiShaderUserDataGs13, SpiShaderUserDataGs14,
    SpiShaderUserDataGs15, SpiShaderUserDataGsN, SpiShaderUserDataHs0, SpiShaderUserDataHs1,
    SpiShaderUserDataHs2, SpiShaderUserDataHs3, SpiShaderUserDataHs4, SpiShaderUserDataHs5,
    SpiShaderUserDataHs6, SpiShaderUserDataHs7, SpiShaderUserDataHs8, SpiShaderUserDataHs9,
    SpiShaderUserDataHs10, SpiShaderUserDataHs11, SpiShaderUserDataHs12, SpiShaderUserDataHs13,
    SpiShaderUserDataHs14, SpiShaderUserDataHs15, SpiShaderUserDataHsN, SpiShaderUserDataLs0,
    SpiShaderUserDataLs1, SpiShaderUserDataLs2, SpiShaderUserDataLs3, SpiShaderUserDataLs4,
    SpiShaderUserDataLs5, SpiShaderUserDataLs6, SpiShaderUserDataLs7, SpiShaderUserDataLs8,
    SpiShaderUserDataLs9, SpiShaderUserDataLs10, SpiShaderUserDataLs11, SpiShaderUserDataLs12,
    SpiShaderUserDataLs13, SpiShaderUserDataLs14, SpiShaderUserDataLs15, SpiShaderUserDataLsN,
    SpiShaderUserDataPs0, SpiShaderUserDataPs1, SpiShaderUserDataPs2, SpiShaderUserDataPs3,
    SpiShaderUserDataPs4, SpiShaderUserDataPs5, SpiShaderUserDataPs6, SpiShaderUserDataPs7,
    SpiShaderUserDataPs8, SpiShaderUserDataPs9, SpiShaderUserDataPs10, SpiShaderUserDataPs11,
    SpiShaderUserDataPs12, SpiShaderUserDataPs13, SpiShaderUserDataPs14, SpiShaderUserDataPs15,
    SpiShaderUserDataPsN, SpiShaderUserDataVs0, SpiShaderUserDataVs1, SpiShaderUserDataVs2,
    SpiShaderUserDataVs3, SpiShaderUserDataVs4, SpiShaderUserDataVs5, SpiShaderUserDataVs6,
    SpiShaderUserDataVs7, SpiShaderUserDataVs8, SpiShaderUserDataVs9, SpiShaderUserDataVs10,
    SpiShaderUserDataVs11, SpiShaderUserDataVs12, SpiShaderUserDataVs13, SpiShaderUserDataVs14,
    SpiShaderUserDataVs15, SpiShaderUserDataVsN,
};
