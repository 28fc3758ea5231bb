//! gfx7 shader (SH) registers (`SET_SH_REG`, byte addresses from `0x0B000`).
//!
//! Generated from the register spec by `tests/regs/codegen.rs`; do not edit by hand.

#[allow(unused_imports)]
use super::enums::*;
#[allow(unused_imports)]
use super::layouts::*;

/// `SPI_SHADER_TBA_LO_PS` (shader processor input): sh register `0x000`, byte address `0x0B000`.
pub type SpiShaderTbaLoPs = SpiShaderAddressLo<0, 0>;
/// `SPI_SHADER_TBA_HI_PS` (shader processor input): sh register `0x001`, byte address `0x0B004`.
pub type SpiShaderTbaHiPs = SpiShaderAddressHi<0, 0>;
/// `SPI_SHADER_TMA_LO_PS` (shader processor input): sh register `0x002`, byte address `0x0B008`.
pub type SpiShaderTmaLoPs = SpiShaderAddressLo<1, 0>;
/// `SPI_SHADER_TMA_HI_PS` (shader processor input): sh register `0x003`, byte address `0x0B00C`.
pub type SpiShaderTmaHiPs = SpiShaderAddressHi<1, 0>;
/// `SPI_SHADER_PGM_RSRC3_PS` (shader processor input): sh register `0x007`, byte address `0x0B01C`.
pub type SpiShaderPgmRsrc3Ps = SpiShaderPgmRsrc3<0, 0>;
/// `SPI_SHADER_PGM_LO_PS` (shader processor input): sh register `0x008`, byte address `0x0B020`.
pub type SpiShaderPgmLoPs = SpiShaderAddressLo<2, 0>;
/// `SPI_SHADER_PGM_HI_PS` (shader processor input): sh register `0x009`, byte address `0x0B024`.
pub type SpiShaderPgmHiPs = SpiShaderAddressHi<2, 0>;
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
        #[doc = "Bits 25..=27. gfx7/gfx8 only; a gfx6 `for_gfx` command buffer refuses it."] #[bits(3)] pub cache_ctl: u8 [CACHE_CTL_OFFSET, CACHE_CTL_BITS] => with_cache_ctl, with_cache_ctl_checked, set_cache_ctl, set_cache_ctl_checked;
        #[doc = "Bit 28. gfx7/gfx8 only; a gfx6 `for_gfx` command buffer refuses it."] pub cdbg_user: bool [CDBG_USER_OFFSET, CDBG_USER_BITS] => with_cdbg_user, with_cdbg_user_checked, set_cdbg_user, set_cdbg_user_checked;
        #[bits(3)] __: u32;
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
        #[doc = "Bits 16..=24: `EXCP_EN` bit mask."] #[bits(9)] pub excp_en: u16 [EXCP_EN_OFFSET, EXCP_EN_BITS] => with_excp_en, with_excp_en_checked, set_excp_en, set_excp_en_checked;
        #[bits(7)] __: u32;
    }
}

crate::regs::register! { SpiShaderPgmRsrc2Ps, Sh, 0x00B, "SPI_SHADER_PGM_RSRC2_PS" }

/// `SPI_SHADER_USER_DATA_PS_n` (shader processor input): sh registers `SPI_SHADER_USER_DATA_PS_0`..=`SPI_SHADER_USER_DATA_PS_15`, slot `N` in `0..=15` at `0x00C + 0x1 * (N - 0)`.
///
/// One layout shared by every slot; each slot is its own type (see the aliases such as
/// [`SpiShaderUserDataPs0`]), so the offset always comes from the type.
pub type SpiShaderUserDataPsN<const N: usize> = Data32<0, N>;

crate::regs::slots! {
    SpiShaderUserDataPsN {
        SpiShaderUserDataPs0 = 0 "SPI_SHADER_USER_DATA_PS_0";
        SpiShaderUserDataPs1 = 1 "SPI_SHADER_USER_DATA_PS_1";
        SpiShaderUserDataPs2 = 2 "SPI_SHADER_USER_DATA_PS_2";
        SpiShaderUserDataPs3 = 3 "SPI_SHADER_USER_DATA_PS_3";
        SpiShaderUserDataPs4 = 4 "SPI_SHADER_USER_DATA_PS_4";
        SpiShaderUserDataPs5 = 5 "SPI_SHADER_USER_DATA_PS_5";
        SpiShaderUserDataPs6 = 6 "SPI_SHADER_USER_DATA_PS_6";
        SpiShaderUserDataPs7 = 7 "SPI_SHADER_USER_DATA_PS_7";
        SpiShaderUserDataPs8 = 8 "SPI_SHADER_USER_DATA_PS_8";
        SpiShaderUserDataPs9 = 9 "SPI_SHADER_USER_DATA_PS_9";
        SpiShaderUserDataPs10 = 10 "SPI_SHADER_USER_DATA_PS_10";
        SpiShaderUserDataPs11 = 11 "SPI_SHADER_USER_DATA_PS_11";
        SpiShaderUserDataPs12 = 12 "SPI_SHADER_USER_DATA_PS_12";
        SpiShaderUserDataPs13 = 13 "SPI_SHADER_USER_DATA_PS_13";
        SpiShaderUserDataPs14 = 14 "SPI_SHADER_USER_DATA_PS_14";
        SpiShaderUserDataPs15 = 15 "SPI_SHADER_USER_DATA_PS_15";
    }
}

/// `SPI_SHADER_TBA_LO_VS` (shader processor input): sh register `0x040`, byte address `0x0B100`.
pub type SpiShaderTbaLoVs = SpiShaderAddressLo<3, 0>;
/// `SPI_SHADER_TBA_HI_VS` (shader processor input): sh register `0x041`, byte address `0x0B104`.
pub type SpiShaderTbaHiVs = SpiShaderAddressHi<3, 0>;
/// `SPI_SHADER_TMA_LO_VS` (shader processor input): sh register `0x042`, byte address `0x0B108`.
pub type SpiShaderTmaLoVs = SpiShaderAddressLo<4, 0>;
/// `SPI_SHADER_TMA_HI_VS` (shader processor input): sh register `0x043`, byte address `0x0B10C`.
pub type SpiShaderTmaHiVs = SpiShaderAddressHi<4, 0>;
/// `SPI_SHADER_PGM_RSRC3_VS` (shader processor input): sh register `0x046`, byte address `0x0B118`.
pub type SpiShaderPgmRsrc3Vs = SpiShaderPgmRsrc3<1, 0>;
crate::regs::word! {
    /// `SPI_SHADER_LATE_ALLOC_VS` (shader processor input): sh register `0x047`, byte address `0x0B11C`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct SpiShaderLateAllocVs {
        #[doc = "Bits 0..=5."] #[bits(6)] pub limit: u8 [LIMIT_OFFSET, LIMIT_BITS] => with_limit, with_limit_checked, set_limit, set_limit_checked;
        #[bits(26)] __: u32;
    }
}

crate::regs::register! { SpiShaderLateAllocVs, Sh, 0x047, "SPI_SHADER_LATE_ALLOC_VS" }

/// `SPI_SHADER_PGM_LO_VS` (shader processor input): sh register `0x048`, byte address `0x0B120`.
pub type SpiShaderPgmLoVs = SpiShaderAddressLo<5, 0>;
/// `SPI_SHADER_PGM_HI_VS` (shader processor input): sh register `0x049`, byte address `0x0B124`.
pub type SpiShaderPgmHiVs = SpiShaderAddressHi<5, 0>;
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
        #[doc = "Bits 13..=21: `EXCP_EN` bit mask."] #[bits(9)] pub excp_en: u16 [EXCP_EN_OFFSET, EXCP_EN_BITS] => with_excp_en, with_excp_en_checked, set_excp_en, set_excp_en_checked;
        #[bits(2)] __: u32;
        #[doc = "Bit 24. gfx8 only; a gfx7 `for_gfx` command buffer refuses it."] pub dispatch_draw_en: bool [DISPATCH_DRAW_EN_OFFSET, DISPATCH_DRAW_EN_BITS] => with_dispatch_draw_en, with_dispatch_draw_en_checked, set_dispatch_draw_en, set_dispatch_draw_en_checked;
        #[bits(7)] __: u32;
    }
}

crate::regs::register! { SpiShaderPgmRsrc2Vs, Sh, 0x04B, "SPI_SHADER_PGM_RSRC2_VS" }

/// `SPI_SHADER_USER_DATA_VS_n` (shader processor input): sh registers `SPI_SHADER_USER_DATA_VS_0`..=`SPI_SHADER_USER_DATA_VS_15`, slot `N` in `0..=15` at `0x04C + 0x1 * (N - 0)`.
///
/// One layout shared by every slot; each slot is its own type (see the aliases such as
/// [`SpiShaderUserDataVs0`]), so the offset always comes from the type.
pub type SpiShaderUserDataVsN<const N: usize> = Data32<1, N>;

crate::regs::slots! {
    SpiShaderUserDataVsN {
        SpiShaderUserDataVs0 = 0 "SPI_SHADER_USER_DATA_VS_0";
        SpiShaderUserDataVs1 = 1 "SPI_SHADER_USER_DATA_VS_1";
        SpiShaderUserDataVs2 = 2 "SPI_SHADER_USER_DATA_VS_2";
        SpiShaderUserDataVs3 = 3 "SPI_SHADER_USER_DATA_VS_3";
        SpiShaderUserDataVs4 = 4 "SPI_SHADER_USER_DATA_VS_4";
        SpiShaderUserDataVs5 = 5 "SPI_SHADER_USER_DATA_VS_5";
        SpiShaderUserDataVs6 = 6 "SPI_SHADER_USER_DATA_VS_6";
        SpiShaderUserDataVs7 = 7 "SPI_SHADER_USER_DATA_VS_7";
        SpiShaderUserDataVs8 = 8 "SPI_SHADER_USER_DATA_VS_8";
        SpiShaderUserDataVs9 = 9 "SPI_SHADER_USER_DATA_VS_9";
        SpiShaderUserDataVs10 = 10 "SPI_SHADER_USER_DATA_VS_10";
        SpiShaderUserDataVs11 = 11 "SPI_SHADER_USER_DATA_VS_11";
        SpiShaderUserDataVs12 = 12 "SPI_SHADER_USER_DATA_VS_12";
        SpiShaderUserDataVs13 = 13 "SPI_SHADER_USER_DATA_VS_13";
        SpiShaderUserDataVs14 = 14 "SPI_SHADER_USER_DATA_VS_14";
        SpiShaderUserDataVs15 = 15 "SPI_SHADER_USER_DATA_VS_15";
    }
}

/// `SPI_SHADER_PGM_RSRC2_ES_VS` (shader processor input): sh register `0x07C`, byte address `0x0B1F0`.
pub type SpiShaderPgmRsrc2EsVs = SpiShaderPgmRsrc2EsLayout<0, 0>;
/// `SPI_SHADER_PGM_RSRC2_LS_VS` (shader processor input): sh register `0x07D`, byte address `0x0B1F4`.
pub type SpiShaderPgmRsrc2LsVs = SpiShaderPgmRsrc2LsLayout<0, 0>;
/// `SPI_SHADER_TBA_LO_GS` (shader processor input): sh register `0x080`, byte address `0x0B200`.
pub type SpiShaderTbaLoGs = SpiShaderAddressLo<6, 0>;
/// `SPI_SHADER_TBA_HI_GS` (shader processor input): sh register `0x081`, byte address `0x0B204`.
pub type SpiShaderTbaHiGs = SpiShaderAddressHi<6, 0>;
/// `SPI_SHADER_TMA_LO_GS` (shader processor input): sh register `0x082`, byte address `0x0B208`.
pub type SpiShaderTmaLoGs = SpiShaderAddressLo<7, 0>;
/// `SPI_SHADER_TMA_HI_GS` (shader processor input): sh register `0x083`, byte address `0x0B20C`.
pub type SpiShaderTmaHiGs = SpiShaderAddressHi<7, 0>;
/// `SPI_SHADER_PGM_RSRC3_GS` (shader processor input): sh register `0x087`, byte address `0x0B21C`.
pub type SpiShaderPgmRsrc3Gs = SpiShaderPgmRsrc3Fifo<0, 0>;
/// `SPI_SHADER_PGM_LO_GS` (shader processor input): sh register `0x088`, byte address `0x0B220`.
pub type SpiShaderPgmLoGs = SpiShaderAddressLo<8, 0>;
/// `SPI_SHADER_PGM_HI_GS` (shader processor input): sh register `0x089`, byte address `0x0B224`.
pub type SpiShaderPgmHiGs = SpiShaderAddressHi<8, 0>;
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
        #[doc = "Bits 25..=27. gfx7/gfx8 only; a gfx6 `for_gfx` command buffer refuses it."] #[bits(3)] pub cache_ctl: u8 [CACHE_CTL_OFFSET, CACHE_CTL_BITS] => with_cache_ctl, with_cache_ctl_checked, set_cache_ctl, set_cache_ctl_checked;
        #[doc = "Bit 28. gfx7/gfx8 only; a gfx6 `for_gfx` command buffer refuses it."] pub cdbg_user: bool [CDBG_USER_OFFSET, CDBG_USER_BITS] => with_cdbg_user, with_cdbg_user_checked, set_cdbg_user, set_cdbg_user_checked;
        #[bits(3)] __: u32;
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
        #[doc = "Bits 7..=15: `EXCP_EN` bit mask."] #[bits(9)] pub excp_en: u16 [EXCP_EN_OFFSET, EXCP_EN_BITS] => with_excp_en, with_excp_en_checked, set_excp_en, set_excp_en_checked;
        #[bits(16)] __: u32;
    }
}

crate::regs::register! { SpiShaderPgmRsrc2Gs, Sh, 0x08B, "SPI_SHADER_PGM_RSRC2_GS" }

/// `SPI_SHADER_USER_DATA_GS_n` (shader processor input): sh registers `SPI_SHADER_USER_DATA_GS_0`..=`SPI_SHADER_USER_DATA_GS_15`, slot `N` in `0..=15` at `0x08C + 0x1 * (N - 0)`.
///
/// One layout shared by every slot; each slot is its own type (see the aliases such as
/// [`SpiShaderUserDataGs0`]), so the offset always comes from the type.
pub type SpiShaderUserDataGsN<const N: usize> = Data32<2, N>;

crate::regs::slots! {
    SpiShaderUserDataGsN {
        SpiShaderUserDataGs0 = 0 "SPI_SHADER_USER_DATA_GS_0";
        SpiShaderUserDataGs1 = 1 "SPI_SHADER_USER_DATA_GS_1";
        SpiShaderUserDataGs2 = 2 "SPI_SHADER_USER_DATA_GS_2";
        SpiShaderUserDataGs3 = 3 "SPI_SHADER_USER_DATA_GS_3";
        SpiShaderUserDataGs4 = 4 "SPI_SHADER_USER_DATA_GS_4";
        SpiShaderUserDataGs5 = 5 "SPI_SHADER_USER_DATA_GS_5";
        SpiShaderUserDataGs6 = 6 "SPI_SHADER_USER_DATA_GS_6";
        SpiShaderUserDataGs7 = 7 "SPI_SHADER_USER_DATA_GS_7";
        SpiShaderUserDataGs8 = 8 "SPI_SHADER_USER_DATA_GS_8";
        SpiShaderUserDataGs9 = 9 "SPI_SHADER_USER_DATA_GS_9";
        SpiShaderUserDataGs10 = 10 "SPI_SHADER_USER_DATA_GS_10";
        SpiShaderUserDataGs11 = 11 "SPI_SHADER_USER_DATA_GS_11";
        SpiShaderUserDataGs12 = 12 "SPI_SHADER_USER_DATA_GS_12";
        SpiShaderUserDataGs13 = 13 "SPI_SHADER_USER_DATA_GS_13";
        SpiShaderUserDataGs14 = 14 "SPI_SHADER_USER_DATA_GS_14";
        SpiShaderUserDataGs15 = 15 "SPI_SHADER_USER_DATA_GS_15";
    }
}

/// `SPI_SHADER_PGM_RSRC2_ES_GS` (shader processor input): sh register `0x0BC`, byte address `0x0B2F0`.
pub type SpiShaderPgmRsrc2EsGs = SpiShaderPgmRsrc2EsLayout<1, 0>;
/// `SPI_SHADER_TBA_LO_ES` (shader processor input): sh register `0x0C0`, byte address `0x0B300`.
pub type SpiShaderTbaLoEs = SpiShaderAddressLo<9, 0>;
/// `SPI_SHADER_TBA_HI_ES` (shader processor input): sh register `0x0C1`, byte address `0x0B304`.
pub type SpiShaderTbaHiEs = SpiShaderAddressHi<9, 0>;
/// `SPI_SHADER_TMA_LO_ES` (shader processor input): sh register `0x0C2`, byte address `0x0B308`.
pub type SpiShaderTmaLoEs = SpiShaderAddressLo<10, 0>;
/// `SPI_SHADER_TMA_HI_ES` (shader processor input): sh register `0x0C3`, byte address `0x0B30C`.
pub type SpiShaderTmaHiEs = SpiShaderAddressHi<10, 0>;
/// `SPI_SHADER_PGM_RSRC3_ES` (shader processor input): sh register `0x0C7`, byte address `0x0B31C`.
pub type SpiShaderPgmRsrc3Es = SpiShaderPgmRsrc3Fifo<1, 0>;
/// `SPI_SHADER_PGM_LO_ES` (shader processor input): sh register `0x0C8`, byte address `0x0B320`.
pub type SpiShaderPgmLoEs = SpiShaderAddressLo<11, 0>;
/// `SPI_SHADER_PGM_HI_ES` (shader processor input): sh register `0x0C9`, byte address `0x0B324`.
pub type SpiShaderPgmHiEs = SpiShaderAddressHi<11, 0>;
/// `SPI_SHADER_PGM_RSRC1_ES` (shader processor input): sh register `0x0CA`, byte address `0x0B328`.
pub type SpiShaderPgmRsrc1Es = SpiShaderPgmRsrc1<1, 0>;
/// `SPI_SHADER_PGM_RSRC2_ES` (shader processor input): sh register `0x0CB`, byte address `0x0B32C`.
pub type SpiShaderPgmRsrc2Es = SpiShaderPgmRsrc2EsLayout<2, 0>;
/// `SPI_SHADER_USER_DATA_ES_n` (shader processor input): sh registers `SPI_SHADER_USER_DATA_ES_0`..=`SPI_SHADER_USER_DATA_ES_15`, slot `N` in `0..=15` at `0x0CC + 0x1 * (N - 0)`.
///
/// One layout shared by every slot; each slot is its own type (see the aliases such as
/// [`SpiShaderUserDataEs0`]), so the offset always comes from the type.
pub type SpiShaderUserDataEsN<const N: usize> = Data32<3, N>;

crate::regs::slots! {
    SpiShaderUserDataEsN {
        SpiShaderUserDataEs0 = 0 "SPI_SHADER_USER_DATA_ES_0";
        SpiShaderUserDataEs1 = 1 "SPI_SHADER_USER_DATA_ES_1";
        SpiShaderUserDataEs2 = 2 "SPI_SHADER_USER_DATA_ES_2";
        SpiShaderUserDataEs3 = 3 "SPI_SHADER_USER_DATA_ES_3";
        SpiShaderUserDataEs4 = 4 "SPI_SHADER_USER_DATA_ES_4";
        SpiShaderUserDataEs5 = 5 "SPI_SHADER_USER_DATA_ES_5";
        SpiShaderUserDataEs6 = 6 "SPI_SHADER_USER_DATA_ES_6";
        SpiShaderUserDataEs7 = 7 "SPI_SHADER_USER_DATA_ES_7";
        SpiShaderUserDataEs8 = 8 "SPI_SHADER_USER_DATA_ES_8";
        SpiShaderUserDataEs9 = 9 "SPI_SHADER_USER_DATA_ES_9";
        SpiShaderUserDataEs10 = 10 "SPI_SHADER_USER_DATA_ES_10";
        SpiShaderUserDataEs11 = 11 "SPI_SHADER_USER_DATA_ES_11";
        SpiShaderUserDataEs12 = 12 "SPI_SHADER_USER_DATA_ES_12";
        SpiShaderUserDataEs13 = 13 "SPI_SHADER_USER_DATA_ES_13";
        SpiShaderUserDataEs14 = 14 "SPI_SHADER_USER_DATA_ES_14";
        SpiShaderUserDataEs15 = 15 "SPI_SHADER_USER_DATA_ES_15";
    }
}

/// `SPI_SHADER_PGM_RSRC2_LS_ES` (shader processor input): sh register `0x0FD`, byte address `0x0B3F4`.
pub type SpiShaderPgmRsrc2LsEs = SpiShaderPgmRsrc2LsLayout<1, 0>;
/// `SPI_SHADER_TBA_LO_HS` (shader processor input): sh register `0x100`, byte address `0x0B400`.
pub type SpiShaderTbaLoHs = SpiShaderAddressLo<12, 0>;
/// `SPI_SHADER_TBA_HI_HS` (shader processor input): sh register `0x101`, byte address `0x0B404`.
pub type SpiShaderTbaHiHs = SpiShaderAddressHi<12, 0>;
/// `SPI_SHADER_TMA_LO_HS` (shader processor input): sh register `0x102`, byte address `0x0B408`.
pub type SpiShaderTmaLoHs = SpiShaderAddressLo<13, 0>;
/// `SPI_SHADER_TMA_HI_HS` (shader processor input): sh register `0x103`, byte address `0x0B40C`.
pub type SpiShaderTmaHiHs = SpiShaderAddressHi<13, 0>;
crate::regs::word! {
    /// `SPI_SHADER_PGM_RSRC3_HS` (shader processor input): sh register `0x107`, byte address `0x0B41C`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct SpiShaderPgmRsrc3Hs {
        #[doc = "Bits 0..=5."] #[bits(6)] pub wave_limit: u8 [WAVE_LIMIT_OFFSET, WAVE_LIMIT_BITS] => with_wave_limit, with_wave_limit_checked, set_wave_limit, set_wave_limit_checked;
        #[doc = "Bits 6..=9."] #[bits(4)] pub lock_low_threshold: u8 [LOCK_LOW_THRESHOLD_OFFSET, LOCK_LOW_THRESHOLD_BITS] => with_lock_low_threshold, with_lock_low_threshold_checked, set_lock_low_threshold, set_lock_low_threshold_checked;
        #[doc = "Bits 10..=15. gfx8 only; a gfx7 `for_gfx` command buffer refuses it."] #[bits(6)] pub group_fifo_depth: u8 [GROUP_FIFO_DEPTH_OFFSET, GROUP_FIFO_DEPTH_BITS] => with_group_fifo_depth, with_group_fifo_depth_checked, set_group_fifo_depth, set_group_fifo_depth_checked;
        #[bits(16)] __: u32;
    }
}

crate::regs::register! { SpiShaderPgmRsrc3Hs, Sh, 0x107, "SPI_SHADER_PGM_RSRC3_HS" }

/// `SPI_SHADER_PGM_LO_HS` (shader processor input): sh register `0x108`, byte address `0x0B420`.
pub type SpiShaderPgmLoHs = SpiShaderAddressLo<14, 0>;
/// `SPI_SHADER_PGM_HI_HS` (shader processor input): sh register `0x109`, byte address `0x0B424`.
pub type SpiShaderPgmHiHs = SpiShaderAddressHi<14, 0>;
crate::regs::word! {
    /// `SPI_SHADER_PGM_RSRC1_HS` (shader processor input): sh register `0x10A`, byte address `0x0B428`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct SpiShaderPgmRsrc1Hs {
        #[doc = "Bits 0..=5."] #[bits(6)] pub vgprs: u8 [VGPRS_OFFSET, VGPRS_BITS] => with_vgprs, with_vgprs_checked, set_vgprs, set_vgprs_checked;
        #[doc = "Bits 6..=9."] #[bits(4)] pub sgprs: u8 [SGPRS_OFFSET, SGPRS_BITS] => with_sgprs, with_sgprs_checked, set_sgprs, set_sgprs_checked;
        #[doc = "Bits 10..=11."] #[bits(2)] pub priority: u8 [PRIORITY_OFFSET, PRIORITY_BITS] => with_priority, with_priority_checked, set_priority, set_priority_checked;
        #[doc = "Bits 12..=19: [`FloatMode`]."] #[bits(8, default = 0)] pub float_mode: FloatMode [FLOAT_MODE_OFFSET, FLOAT_MODE_BITS] => with_float_mode, with_float_mode_checked, set_float_mode, set_float_mode_checked;
        #[doc = "Bit 20."] pub r#priv: bool [PRIV_OFFSET, PRIV_BITS] => with_priv, with_priv_checked, set_priv, set_priv_checked;
        #[doc = "Bit 21."] pub dx10_clamp: bool [DX10_CLAMP_OFFSET, DX10_CLAMP_BITS] => with_dx10_clamp, with_dx10_clamp_checked, set_dx10_clamp, set_dx10_clamp_checked;
        #[doc = "Bit 22."] pub debug_mode: bool [DEBUG_MODE_OFFSET, DEBUG_MODE_BITS] => with_debug_mode, with_debug_mode_checked, set_debug_mode, set_debug_mode_checked;
        #[doc = "Bit 23."] pub ieee_mode: bool [IEEE_MODE_OFFSET, IEEE_MODE_BITS] => with_ieee_mode, with_ieee_mode_checked, set_ieee_mode, set_ieee_mode_checked;
        #[doc = "Bits 24..=26. gfx7/gfx8 only; a gfx6 `for_gfx` command buffer refuses it."] #[bits(3)] pub cache_ctl: u8 [CACHE_CTL_OFFSET, CACHE_CTL_BITS] => with_cache_ctl, with_cache_ctl_checked, set_cache_ctl, set_cache_ctl_checked;
        #[doc = "Bit 27. gfx7/gfx8 only; a gfx6 `for_gfx` command buffer refuses it."] pub cdbg_user: bool [CDBG_USER_OFFSET, CDBG_USER_BITS] => with_cdbg_user, with_cdbg_user_checked, set_cdbg_user, set_cdbg_user_checked;
        #[bits(4)] __: u32;
    }
}

crate::regs::register! { SpiShaderPgmRsrc1Hs, Sh, 0x10A, "SPI_SHADER_PGM_RSRC1_HS" }

crate::regs::word! {
    /// `SPI_SHADER_PGM_RSRC2_HS` (shader processor input): sh register `0x10B`, byte address `0x0B42C`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct SpiShaderPgmRsrc2Hs {
        #[doc = "Bit 0."] pub scratch_en: bool [SCRATCH_EN_OFFSET, SCRATCH_EN_BITS] => with_scratch_en, with_scratch_en_checked, set_scratch_en, set_scratch_en_checked;
        #[doc = "Bits 1..=5."] #[bits(5)] pub user_sgpr: u8 [USER_SGPR_OFFSET, USER_SGPR_BITS] => with_user_sgpr, with_user_sgpr_checked, set_user_sgpr, set_user_sgpr_checked;
        #[doc = "Bit 6."] pub trap_present: bool [TRAP_PRESENT_OFFSET, TRAP_PRESENT_BITS] => with_trap_present, with_trap_present_checked, set_trap_present, set_trap_present_checked;
        #[doc = "Bit 7."] pub oc_lds_en: bool [OC_LDS_EN_OFFSET, OC_LDS_EN_BITS] => with_oc_lds_en, with_oc_lds_en_checked, set_oc_lds_en, set_oc_lds_en_checked;
        #[doc = "Bit 8."] pub tg_size_en: bool [TG_SIZE_EN_OFFSET, TG_SIZE_EN_BITS] => with_tg_size_en, with_tg_size_en_checked, set_tg_size_en, set_tg_size_en_checked;
        #[doc = "Bits 9..=17: `EXCP_EN` bit mask."] #[bits(9)] pub excp_en: u16 [EXCP_EN_OFFSET, EXCP_EN_BITS] => with_excp_en, with_excp_en_checked, set_excp_en, set_excp_en_checked;
        #[bits(14)] __: u32;
    }
}

crate::regs::register! { SpiShaderPgmRsrc2Hs, Sh, 0x10B, "SPI_SHADER_PGM_RSRC2_HS" }

/// `SPI_SHADER_USER_DATA_HS_n` (shader processor input): sh registers `SPI_SHADER_USER_DATA_HS_0`..=`SPI_SHADER_USER_DATA_HS_15`, slot `N` in `0..=15` at `0x10C + 0x1 * (N - 0)`.
///
/// One layout shared by every slot; each slot is its own type (see the aliases such as
/// [`SpiShaderUserDataHs0`]), so the offset always comes from the type.
pub type SpiShaderUserDataHsN<const N: usize> = Data32<4, N>;

crate::regs::slots! {
    SpiShaderUserDataHsN {
        SpiShaderUserDataHs0 = 0 "SPI_SHADER_USER_DATA_HS_0";
        SpiShaderUserDataHs1 = 1 "SPI_SHADER_USER_DATA_HS_1";
        SpiShaderUserDataHs2 = 2 "SPI_SHADER_USER_DATA_HS_2";
        SpiShaderUserDataHs3 = 3 "SPI_SHADER_USER_DATA_HS_3";
        SpiShaderUserDataHs4 = 4 "SPI_SHADER_USER_DATA_HS_4";
        SpiShaderUserDataHs5 = 5 "SPI_SHADER_USER_DATA_HS_5";
        SpiShaderUserDataHs6 = 6 "SPI_SHADER_USER_DATA_HS_6";
        SpiShaderUserDataHs7 = 7 "SPI_SHADER_USER_DATA_HS_7";
        SpiShaderUserDataHs8 = 8 "SPI_SHADER_USER_DATA_HS_8";
        SpiShaderUserDataHs9 = 9 "SPI_SHADER_USER_DATA_HS_9";
        SpiShaderUserDataHs10 = 10 "SPI_SHADER_USER_DATA_HS_10";
        SpiShaderUserDataHs11 = 11 "SPI_SHADER_USER_DATA_HS_11";
        SpiShaderUserDataHs12 = 12 "SPI_SHADER_USER_DATA_HS_12";
        SpiShaderUserDataHs13 = 13 "SPI_SHADER_USER_DATA_HS_13";
        SpiShaderUserDataHs14 = 14 "SPI_SHADER_USER_DATA_HS_14";
        SpiShaderUserDataHs15 = 15 "SPI_SHADER_USER_DATA_HS_15";
    }
}

/// `SPI_SHADER_PGM_RSRC2_LS_HS` (shader processor input): sh register `0x13D`, byte address `0x0B4F4`.
pub type SpiShaderPgmRsrc2LsHs = SpiShaderPgmRsrc2LsLayout<2, 0>;
/// `SPI_SHADER_TBA_LO_LS` (shader processor input): sh register `0x140`, byte address `0x0B500`.
pub type SpiShaderTbaLoLs = SpiShaderAddressLo<15, 0>;
/// `SPI_SHADER_TBA_HI_LS` (shader processor input): sh register `0x141`, byte address `0x0B504`.
pub type SpiShaderTbaHiLs = SpiShaderAddressHi<15, 0>;
/// `SPI_SHADER_TMA_LO_LS` (shader processor input): sh register `0x142`, byte address `0x0B508`.
pub type SpiShaderTmaLoLs = SpiShaderAddressLo<16, 0>;
/// `SPI_SHADER_TMA_HI_LS` (shader processor input): sh register `0x143`, byte address `0x0B50C`.
pub type SpiShaderTmaHiLs = SpiShaderAddressHi<16, 0>;
/// `SPI_SHADER_PGM_RSRC3_LS` (shader processor input): sh register `0x147`, byte address `0x0B51C`.
pub type SpiShaderPgmRsrc3Ls = SpiShaderPgmRsrc3Fifo<2, 0>;
/// `SPI_SHADER_PGM_LO_LS` (shader processor input): sh register `0x148`, byte address `0x0B520`.
pub type SpiShaderPgmLoLs = SpiShaderAddressLo<17, 0>;
/// `SPI_SHADER_PGM_HI_LS` (shader processor input): sh register `0x149`, byte address `0x0B524`.
pub type SpiShaderPgmHiLs = SpiShaderAddressHi<17, 0>;
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
        #[doc = "Bits 26..=28. gfx7/gfx8 only; a gfx6 `for_gfx` command buffer refuses it."] #[bits(3)] pub cache_ctl: u8 [CACHE_CTL_OFFSET, CACHE_CTL_BITS] => with_cache_ctl, with_cache_ctl_checked, set_cache_ctl, set_cache_ctl_checked;
        #[doc = "Bit 29. gfx7/gfx8 only; a gfx6 `for_gfx` command buffer refuses it."] pub cdbg_user: bool [CDBG_USER_OFFSET, CDBG_USER_BITS] => with_cdbg_user, with_cdbg_user_checked, set_cdbg_user, set_cdbg_user_checked;
        #[bits(2)] __: u32;
    }
}

crate::regs::register! { SpiShaderPgmRsrc1Ls, Sh, 0x14A, "SPI_SHADER_PGM_RSRC1_LS" }

/// `SPI_SHADER_PGM_RSRC2_LS` (shader processor input): sh register `0x14B`, byte address `0x0B52C`.
pub type SpiShaderPgmRsrc2Ls = SpiShaderPgmRsrc2LsLayout<3, 0>;
/// `SPI_SHADER_USER_DATA_LS_n` (shader processor input): sh registers `SPI_SHADER_USER_DATA_LS_0`..=`SPI_SHADER_USER_DATA_LS_15`, slot `N` in `0..=15` at `0x14C + 0x1 * (N - 0)`.
///
/// One layout shared by every slot; each slot is its own type (see the aliases such as
/// [`SpiShaderUserDataLs0`]), so the offset always comes from the type.
pub type SpiShaderUserDataLsN<const N: usize> = Data32<5, N>;

crate::regs::slots! {
    SpiShaderUserDataLsN {
        SpiShaderUserDataLs0 = 0 "SPI_SHADER_USER_DATA_LS_0";
        SpiShaderUserDataLs1 = 1 "SPI_SHADER_USER_DATA_LS_1";
        SpiShaderUserDataLs2 = 2 "SPI_SHADER_USER_DATA_LS_2";
        SpiShaderUserDataLs3 = 3 "SPI_SHADER_USER_DATA_LS_3";
        SpiShaderUserDataLs4 = 4 "SPI_SHADER_USER_DATA_LS_4";
        SpiShaderUserDataLs5 = 5 "SPI_SHADER_USER_DATA_LS_5";
        SpiShaderUserDataLs6 = 6 "SPI_SHADER_USER_DATA_LS_6";
        SpiShaderUserDataLs7 = 7 "SPI_SHADER_USER_DATA_LS_7";
        SpiShaderUserDataLs8 = 8 "SPI_SHADER_USER_DATA_LS_8";
        SpiShaderUserDataLs9 = 9 "SPI_SHADER_USER_DATA_LS_9";
        SpiShaderUserDataLs10 = 10 "SPI_SHADER_USER_DATA_LS_10";
        SpiShaderUserDataLs11 = 11 "SPI_SHADER_USER_DATA_LS_11";
        SpiShaderUserDataLs12 = 12 "SPI_SHADER_USER_DATA_LS_12";
        SpiShaderUserDataLs13 = 13 "SPI_SHADER_USER_DATA_LS_13";
        SpiShaderUserDataLs14 = 14 "SPI_SHADER_USER_DATA_LS_14";
        SpiShaderUserDataLs15 = 15 "SPI_SHADER_USER_DATA_LS_15";
    }
}

crate::regs::word! {
    /// `COMPUTE_DISPATCH_INITIATOR` (compute dispatch): sh register `0x200`, byte address `0x0B800`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct ComputeDispatchInitiator {
        #[doc = "Bit 0."] pub compute_shader_en: bool [COMPUTE_SHADER_EN_OFFSET, COMPUTE_SHADER_EN_BITS] => with_compute_shader_en, with_compute_shader_en_checked, set_compute_shader_en, set_compute_shader_en_checked;
        #[doc = "Bit 1."] pub partial_tg_en: bool [PARTIAL_TG_EN_OFFSET, PARTIAL_TG_EN_BITS] => with_partial_tg_en, with_partial_tg_en_checked, set_partial_tg_en, set_partial_tg_en_checked;
        #[doc = "Bit 2."] pub force_start_at_000: bool [FORCE_START_AT_000_OFFSET, FORCE_START_AT_000_BITS] => with_force_start_at_000, with_force_start_at_000_checked, set_force_start_at_000, set_force_start_at_000_checked;
        #[doc = "Bit 3."] pub ordered_append_enbl: bool [ORDERED_APPEND_ENBL_OFFSET, ORDERED_APPEND_ENBL_BITS] => with_ordered_append_enbl, with_ordered_append_enbl_checked, set_ordered_append_enbl, set_ordered_append_enbl_checked;
        #[doc = "Bit 4. gfx7/gfx8 only; a gfx6 `for_gfx` command buffer refuses it."] pub ordered_append_mode: bool [ORDERED_APPEND_MODE_OFFSET, ORDERED_APPEND_MODE_BITS] => with_ordered_append_mode, with_ordered_append_mode_checked, set_ordered_append_mode, set_ordered_append_mode_checked;
        #[doc = "Bit 5. gfx7/gfx8 only; a gfx6 `for_gfx` command buffer refuses it."] pub use_thread_dimensions: bool [USE_THREAD_DIMENSIONS_OFFSET, USE_THREAD_DIMENSIONS_BITS] => with_use_thread_dimensions, with_use_thread_dimensions_checked, set_use_thread_dimensions, set_use_thread_dimensions_checked;
        #[doc = "Bit 6. gfx7/gfx8 only; a gfx6 `for_gfx` command buffer refuses it."] pub order_mode: bool [ORDER_MODE_OFFSET, ORDER_MODE_BITS] => with_order_mode, with_order_mode_checked, set_order_mode, set_order_mode_checked;
        #[doc = "Bits 7..=9. gfx7/gfx8 only; a gfx6 `for_gfx` command buffer refuses it."] #[bits(3)] pub dispatch_cache_cntl: u8 [DISPATCH_CACHE_CNTL_OFFSET, DISPATCH_CACHE_CNTL_BITS] => with_dispatch_cache_cntl, with_dispatch_cache_cntl_checked, set_dispatch_cache_cntl, set_dispatch_cache_cntl_checked;
        #[doc = "Bit 10. gfx7/gfx8 only; a gfx6 `for_gfx` command buffer refuses it."] pub scalar_l1_inv_vol: bool [SCALAR_L1_INV_VOL_OFFSET, SCALAR_L1_INV_VOL_BITS] => with_scalar_l1_inv_vol, with_scalar_l1_inv_vol_checked, set_scalar_l1_inv_vol, set_scalar_l1_inv_vol_checked;
        #[doc = "Bit 11. gfx7/gfx8 only; a gfx6 `for_gfx` command buffer refuses it."] pub vector_l1_inv_vol: bool [VECTOR_L1_INV_VOL_OFFSET, VECTOR_L1_INV_VOL_BITS] => with_vector_l1_inv_vol, with_vector_l1_inv_vol_checked, set_vector_l1_inv_vol, set_vector_l1_inv_vol_checked;
        #[doc = "Bit 12. gfx7/gfx8 only; a gfx6 `for_gfx` command buffer refuses it."] pub data_atc: bool [DATA_ATC_OFFSET, DATA_ATC_BITS] => with_data_atc, with_data_atc_checked, set_data_atc, set_data_atc_checked;
        #[bits(1)] __: u32;
        #[doc = "Bit 14. gfx7/gfx8 only; a gfx6 `for_gfx` command buffer refuses it."] pub restore: bool [RESTORE_OFFSET, RESTORE_BITS] => with_restore, with_restore_checked, set_restore, set_restore_checked;
        #[bits(17)] __: u32;
    }
}

crate::regs::register! { ComputeDispatchInitiator, Sh, 0x200, "COMPUTE_DISPATCH_INITIATOR" }

/// `COMPUTE_DIM_X` (compute dispatch): sh register `0x201`, byte address `0x0B804`.
pub type ComputeDimX = Size32<0, 0>;
/// `COMPUTE_DIM_Y` (compute dispatch): sh register `0x202`, byte address `0x0B808`.
pub type ComputeDimY = Size32<1, 0>;
/// `COMPUTE_DIM_Z` (compute dispatch): sh register `0x203`, byte address `0x0B80C`.
pub type ComputeDimZ = Size32<2, 0>;
/// `COMPUTE_START_X` (compute dispatch): sh register `0x204`, byte address `0x0B810`.
pub type ComputeStartX = ComputeStart<0, 0>;
/// `COMPUTE_START_Y` (compute dispatch): sh register `0x205`, byte address `0x0B814`.
pub type ComputeStartY = ComputeStart<1, 0>;
/// `COMPUTE_START_Z` (compute dispatch): sh register `0x206`, byte address `0x0B818`.
pub type ComputeStartZ = ComputeStart<2, 0>;
/// `COMPUTE_NUM_THREAD_X` (compute dispatch): sh register `0x207`, byte address `0x0B81C`.
pub type ComputeNumThreadX = ComputeNumThread<0, 0>;
/// `COMPUTE_NUM_THREAD_Y` (compute dispatch): sh register `0x208`, byte address `0x0B820`.
pub type ComputeNumThreadY = ComputeNumThread<1, 0>;
/// `COMPUTE_NUM_THREAD_Z` (compute dispatch): sh register `0x209`, byte address `0x0B824`.
pub type ComputeNumThreadZ = ComputeNumThread<2, 0>;
crate::regs::word! {
    /// `COMPUTE_PIPELINESTAT_ENABLE` (compute dispatch): sh register `0x20A`, byte address `0x0B828`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct ComputePipelinestatEnable {
        #[doc = "Bit 0."] pub pipelinestat_enable: bool [PIPELINESTAT_ENABLE_OFFSET, PIPELINESTAT_ENABLE_BITS] => with_pipelinestat_enable, with_pipelinestat_enable_checked, set_pipelinestat_enable, set_pipelinestat_enable_checked;
        #[bits(31)] __: u32;
    }
}

crate::regs::register! { ComputePipelinestatEnable, Sh, 0x20A, "COMPUTE_PIPELINESTAT_ENABLE" }

crate::regs::word! {
    /// `COMPUTE_PERFCOUNT_ENABLE` (compute dispatch): sh register `0x20B`, byte address `0x0B82C`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct ComputePerfcountEnable {
        #[doc = "Bit 0."] pub perfcount_enable: bool [PERFCOUNT_ENABLE_OFFSET, PERFCOUNT_ENABLE_BITS] => with_perfcount_enable, with_perfcount_enable_checked, set_perfcount_enable, set_perfcount_enable_checked;
        #[bits(31)] __: u32;
    }
}

crate::regs::register! { ComputePerfcountEnable, Sh, 0x20B, "COMPUTE_PERFCOUNT_ENABLE" }

/// `COMPUTE_PGM_LO` (compute dispatch): sh register `0x20C`, byte address `0x0B830`.
pub type ComputePgmLo = Data32<6, 0>;
crate::regs::word! {
    /// `COMPUTE_PGM_HI` (compute dispatch): sh register `0x20D`, byte address `0x0B834`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct ComputePgmHi {
        #[doc = "Bits 0..=7."] pub data: u8 [DATA_OFFSET, DATA_BITS] => with_data, with_data_checked, set_data, set_data_checked;
        #[doc = "Bit 8. gfx7/gfx8 only; a gfx6 `for_gfx` command buffer refuses it."] pub inst_atc: bool [INST_ATC_OFFSET, INST_ATC_BITS] => with_inst_atc, with_inst_atc_checked, set_inst_atc, set_inst_atc_checked;
        #[bits(23)] __: u32;
    }
}

crate::regs::register! { ComputePgmHi, Sh, 0x20D, "COMPUTE_PGM_HI" }

/// `COMPUTE_TBA_LO` (compute dispatch): sh register `0x20E`, byte address `0x0B838`.
pub type ComputeTbaLo = Data32<7, 0>;
/// `COMPUTE_TBA_HI` (compute dispatch): sh register `0x20F`, byte address `0x0B83C`.
pub type ComputeTbaHi = ComputeTrapAddressHi<0, 0>;
/// `COMPUTE_TMA_LO` (compute dispatch): sh register `0x210`, byte address `0x0B840`.
pub type ComputeTmaLo = Data32<8, 0>;
/// `COMPUTE_TMA_HI` (compute dispatch): sh register `0x211`, byte address `0x0B844`.
pub type ComputeTmaHi = ComputeTrapAddressHi<1, 0>;
crate::regs::word! {
    /// `COMPUTE_PGM_RSRC1` (compute dispatch): sh register `0x212`, byte address `0x0B848`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct ComputePgmRsrc1 {
        #[doc = "Bits 0..=5."] #[bits(6)] pub vgprs: u8 [VGPRS_OFFSET, VGPRS_BITS] => with_vgprs, with_vgprs_checked, set_vgprs, set_vgprs_checked;
        #[doc = "Bits 6..=9."] #[bits(4)] pub sgprs: u8 [SGPRS_OFFSET, SGPRS_BITS] => with_sgprs, with_sgprs_checked, set_sgprs, set_sgprs_checked;
        #[doc = "Bits 10..=11."] #[bits(2)] pub priority: u8 [PRIORITY_OFFSET, PRIORITY_BITS] => with_priority, with_priority_checked, set_priority, set_priority_checked;
        #[doc = "Bits 12..=19: [`FloatMode`]."] #[bits(8, default = 0)] pub float_mode: FloatMode [FLOAT_MODE_OFFSET, FLOAT_MODE_BITS] => with_float_mode, with_float_mode_checked, set_float_mode, set_float_mode_checked;
        #[doc = "Bit 20."] pub r#priv: bool [PRIV_OFFSET, PRIV_BITS] => with_priv, with_priv_checked, set_priv, set_priv_checked;
        #[doc = "Bit 21."] pub dx10_clamp: bool [DX10_CLAMP_OFFSET, DX10_CLAMP_BITS] => with_dx10_clamp, with_dx10_clamp_checked, set_dx10_clamp, set_dx10_clamp_checked;
        #[doc = "Bit 22."] pub debug_mode: bool [DEBUG_MODE_OFFSET, DEBUG_MODE_BITS] => with_debug_mode, with_debug_mode_checked, set_debug_mode, set_debug_mode_checked;
        #[doc = "Bit 23."] pub ieee_mode: bool [IEEE_MODE_OFFSET, IEEE_MODE_BITS] => with_ieee_mode, with_ieee_mode_checked, set_ieee_mode, set_ieee_mode_checked;
        #[doc = "Bit 24. gfx7/gfx8 only; a gfx6 `for_gfx` command buffer refuses it."] pub bulky: bool [BULKY_OFFSET, BULKY_BITS] => with_bulky, with_bulky_checked, set_bulky, set_bulky_checked;
        #[doc = "Bit 25. gfx7/gfx8 only; a gfx6 `for_gfx` command buffer refuses it."] pub cdbg_user: bool [CDBG_USER_OFFSET, CDBG_USER_BITS] => with_cdbg_user, with_cdbg_user_checked, set_cdbg_user, set_cdbg_user_checked;
        #[bits(6)] __: u32;
    }
}

crate::regs::register! { ComputePgmRsrc1, Sh, 0x212, "COMPUTE_PGM_RSRC1" }

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
        #[doc = "Bits 13..=14. gfx7/gfx8 only; a gfx6 `for_gfx` command buffer refuses it."] #[bits(2)] pub excp_en_msb: u8 [EXCP_EN_MSB_OFFSET, EXCP_EN_MSB_BITS] => with_excp_en_msb, with_excp_en_msb_checked, set_excp_en_msb, set_excp_en_msb_checked;
        #[doc = "Bits 15..=23."] #[bits(9)] pub lds_size: u16 [LDS_SIZE_OFFSET, LDS_SIZE_BITS] => with_lds_size, with_lds_size_checked, set_lds_size, set_lds_size_checked;
        #[doc = "Bits 24..=30: `EXCP_EN` bit mask."] #[bits(7)] pub excp_en: u8 [EXCP_EN_OFFSET, EXCP_EN_BITS] => with_excp_en, with_excp_en_checked, set_excp_en, set_excp_en_checked;
        #[bits(1)] __: u32;
    }
}

crate::regs::register! { ComputePgmRsrc2, Sh, 0x213, "COMPUTE_PGM_RSRC2" }

crate::regs::word! {
    /// `COMPUTE_VMID` (compute dispatch): sh register `0x214`, byte address `0x0B850`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct ComputeVmid {
        #[doc = "Bits 0..=3."] #[bits(4)] pub data: u8 [DATA_OFFSET, DATA_BITS] => with_data, with_data_checked, set_data, set_data_checked;
        #[bits(28)] __: u32;
    }
}

crate::regs::register! { ComputeVmid, Sh, 0x214, "COMPUTE_VMID" }

crate::regs::word! {
    /// `COMPUTE_RESOURCE_LIMITS` (compute dispatch): sh register `0x215`, byte address `0x0B854`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct ComputeResourceLimits {
        #[doc = "Bits 0..=9."] #[bits(10)] pub waves_per_sh: u16 [WAVES_PER_SH_OFFSET, WAVES_PER_SH_BITS] => with_waves_per_sh, with_waves_per_sh_checked, set_waves_per_sh, set_waves_per_sh_checked;
        #[bits(2)] __: u32;
        #[doc = "Bits 12..=15."] #[bits(4)] pub tg_per_cu: u8 [TG_PER_CU_OFFSET, TG_PER_CU_BITS] => with_tg_per_cu, with_tg_per_cu_checked, set_tg_per_cu, set_tg_per_cu_checked;
        #[doc = "Bits 16..=21."] #[bits(6)] pub lock_threshold: u8 [LOCK_THRESHOLD_OFFSET, LOCK_THRESHOLD_BITS] => with_lock_threshold, with_lock_threshold_checked, set_lock_threshold, set_lock_threshold_checked;
        #[doc = "Bit 22."] pub simd_dest_cntl: bool [SIMD_DEST_CNTL_OFFSET, SIMD_DEST_CNTL_BITS] => with_simd_dest_cntl, with_simd_dest_cntl_checked, set_simd_dest_cntl, set_simd_dest_cntl_checked;
        #[doc = "Bit 23."] pub force_simd_dist: bool [FORCE_SIMD_DIST_OFFSET, FORCE_SIMD_DIST_BITS] => with_force_simd_dist, with_force_simd_dist_checked, set_force_simd_dist, set_force_simd_dist_checked;
        #[doc = "Bits 24..=26."] #[bits(3)] pub cu_group_count: u8 [CU_GROUP_COUNT_OFFSET, CU_GROUP_COUNT_BITS] => with_cu_group_count, with_cu_group_count_checked, set_cu_group_count, set_cu_group_count_checked;
        #[bits(5)] __: u32;
    }
}

crate::regs::register! { ComputeResourceLimits, Sh, 0x215, "COMPUTE_RESOURCE_LIMITS" }

/// `COMPUTE_STATIC_THREAD_MGMT_SE0` (compute dispatch): sh register `0x216`, byte address `0x0B858`.
pub type ComputeStaticThreadMgmtSe0 = ComputeStaticThreadMgmt<0, 0>;
/// `COMPUTE_STATIC_THREAD_MGMT_SE1` (compute dispatch): sh register `0x217`, byte address `0x0B85C`.
pub type ComputeStaticThreadMgmtSe1 = ComputeStaticThreadMgmt<1, 0>;
/// `COMPUTE_TMPRING_SIZE` (compute dispatch): sh register `0x218`, byte address `0x0B860`.
pub type ComputeTmpringSize = TmpringSize<0, 0>;
/// `COMPUTE_STATIC_THREAD_MGMT_SE2` (compute dispatch): sh register `0x219`, byte address `0x0B864`.
pub type ComputeStaticThreadMgmtSe2 = ComputeStaticThreadMgmt<2, 0>;
/// `COMPUTE_STATIC_THREAD_MGMT_SE3` (compute dispatch): sh register `0x21A`, byte address `0x0B868`.
pub type ComputeStaticThreadMgmtSe3 = ComputeStaticThreadMgmt<3, 0>;
/// `COMPUTE_RESTART_X` (compute dispatch): sh register `0x21B`, byte address `0x0B86C`.
pub type ComputeRestartX = ComputeRestart<0, 0>;
/// `COMPUTE_RESTART_Y` (compute dispatch): sh register `0x21C`, byte address `0x0B870`.
pub type ComputeRestartY = ComputeRestart<1, 0>;
/// `COMPUTE_RESTART_Z` (compute dispatch): sh register `0x21D`, byte address `0x0B874`.
pub type ComputeRestartZ = ComputeRestart<2, 0>;
crate::regs::word! {
    /// `COMPUTE_THREAD_TRACE_ENABLE` (compute dispatch): sh register `0x21E`, byte address `0x0B878`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct ComputeThreadTraceEnable {
        #[doc = "Bit 0."] pub thread_trace_enable: bool [THREAD_TRACE_ENABLE_OFFSET, THREAD_TRACE_ENABLE_BITS] => with_thread_trace_enable, with_thread_trace_enable_checked, set_thread_trace_enable, set_thread_trace_enable_checked;
        #[bits(31)] __: u32;
    }
}

crate::regs::register! { ComputeThreadTraceEnable, Sh, 0x21E, "COMPUTE_THREAD_TRACE_ENABLE" }

crate::regs::word! {
    /// `COMPUTE_MISC_RESERVED` (compute dispatch): sh register `0x21F`, byte address `0x0B87C`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct ComputeMiscReserved {
        #[doc = "Bits 0..=1."] #[bits(2)] pub send_seid: u8 [SEND_SEID_OFFSET, SEND_SEID_BITS] => with_send_seid, with_send_seid_checked, set_send_seid, set_send_seid_checked;
        #[doc = "Bit 2."] pub reserved2: bool [RESERVED2_OFFSET, RESERVED2_BITS] => with_reserved2, with_reserved2_checked, set_reserved2, set_reserved2_checked;
        #[doc = "Bit 3."] pub reserved3: bool [RESERVED3_OFFSET, RESERVED3_BITS] => with_reserved3, with_reserved3_checked, set_reserved3, set_reserved3_checked;
        #[doc = "Bit 4."] pub reserved4: bool [RESERVED4_OFFSET, RESERVED4_BITS] => with_reserved4, with_reserved4_checked, set_reserved4, set_reserved4_checked;
        #[doc = "Bits 5..=16. gfx8 only; a gfx7 `for_gfx` command buffer refuses it."] #[bits(12)] pub wave_id_base: u16 [WAVE_ID_BASE_OFFSET, WAVE_ID_BASE_BITS] => with_wave_id_base, with_wave_id_base_checked, set_wave_id_base, set_wave_id_base_checked;
        #[bits(15)] __: u32;
    }
}

crate::regs::register! { ComputeMiscReserved, Sh, 0x21F, "COMPUTE_MISC_RESERVED" }

/// `COMPUTE_USER_DATA_n` (compute dispatch): sh registers `COMPUTE_USER_DATA_0`..=`COMPUTE_USER_DATA_15`, slot `N` in `0..=15` at `0x240 + 0x1 * (N - 0)`.
///
/// One layout shared by every slot; each slot is its own type (see the aliases such as
/// [`ComputeUserData0`]), so the offset always comes from the type.
pub type ComputeUserDataN<const N: usize> = Data32<9, N>;

crate::regs::slots! {
    ComputeUserDataN {
        ComputeUserData0 = 0 "COMPUTE_USER_DATA_0";
        ComputeUserData1 = 1 "COMPUTE_USER_DATA_1";
        ComputeUserData2 = 2 "COMPUTE_USER_DATA_2";
        ComputeUserData3 = 3 "COMPUTE_USER_DATA_3";
        ComputeUserData4 = 4 "COMPUTE_USER_DATA_4";
        ComputeUserData5 = 5 "COMPUTE_USER_DATA_5";
        ComputeUserData6 = 6 "COMPUTE_USER_DATA_6";
        ComputeUserData7 = 7 "COMPUTE_USER_DATA_7";
        ComputeUserData8 = 8 "COMPUTE_USER_DATA_8";
        ComputeUserData9 = 9 "COMPUTE_USER_DATA_9";
        ComputeUserData10 = 10 "COMPUTE_USER_DATA_10";
        ComputeUserData11 = 11 "COMPUTE_USER_DATA_11";
        ComputeUserData12 = 12 "COMPUTE_USER_DATA_12";
        ComputeUserData13 = 13 "COMPUTE_USER_DATA_13";
        ComputeUserData14 = 14 "COMPUTE_USER_DATA_14";
        ComputeUserData15 = 15 "COMPUTE_USER_DATA_15";
    }
}
