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
        #[doc = "Bits 25..=27."] #[bits(3)] pub cache_ctl: u8 [CACHE_CTL_OFFSET, CACHE_CTL_BITS] => with_cache_ctl, with_cache_ctl_checked, set_cache_ctl, set_cache_ctl_checked;
        #[doc = "Bit 28."] pub cdbg_user: bool [CDBG_USER_OFFSET, CDBG_USER_BITS] => with_cdbg_user, with_cdbg_user_checked, set_cdbg_user, set_cdbg_user_checked;
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

/// `SPI_SHADER_USER_DATA_PS_0` (shader processor input): sh register `0x00C`, byte address `0x0B030`.
pub type SpiShaderUserDataPs0 = SpiShaderUserDataPsN<0>;
/// `SPI_SHADER_USER_DATA_PS_1` (shader processor input): sh register `0x00D`, byte address `0x0B034`.
pub type SpiShaderUserDataPs1 = SpiShaderUserDataPsN<1>;
/// `SPI_SHADER_USER_DATA_PS_2` (shader processor input): sh register `0x00E`, byte address `0x0B038`.
pub type SpiShaderUserDataPs2 = SpiShaderUserDataPsN<2>;
/// `SPI_SHADER_USER_DATA_PS_3` (shader processor input): sh register `0x00F`, byte address `0x0B03C`.
pub type SpiShaderUserDataPs3 = SpiShaderUserDataPsN<3>;
/// `SPI_SHADER_USER_DATA_PS_4` (shader processor input): sh register `0x010`, byte address `0x0B040`.
pub type SpiShaderUserDataPs4 = SpiShaderUserDataPsN<4>;
/// `SPI_SHADER_USER_DATA_PS_5` (shader processor input): sh register `0x011`, byte address `0x0B044`.
pub type SpiShaderUserDataPs5 = SpiShaderUserDataPsN<5>;
/// `SPI_SHADER_USER_DATA_PS_6` (shader processor input): sh register `0x012`, byte address `0x0B048`.
pub type SpiShaderUserDataPs6 = SpiShaderUserDataPsN<6>;
/// `SPI_SHADER_USER_DATA_PS_7` (shader processor input): sh register `0x013`, byte address `0x0B04C`.
pub type SpiShaderUserDataPs7 = SpiShaderUserDataPsN<7>;
/// `SPI_SHADER_USER_DATA_PS_8` (shader processor input): sh register `0x014`, byte address `0x0B050`.
pub type SpiShaderUserDataPs8 = SpiShaderUserDataPsN<8>;
/// `SPI_SHADER_USER_DATA_PS_9` (shader processor input): sh register `0x015`, byte address `0x0B054`.
pub type SpiShaderUserDataPs9 = SpiShaderUserDataPsN<9>;
/// `SPI_SHADER_USER_DATA_PS_10` (shader processor input): sh register `0x016`, byte address `0x0B058`.
pub type SpiShaderUserDataPs10 = SpiShaderUserDataPsN<10>;
/// `SPI_SHADER_USER_DATA_PS_11` (shader processor input): sh register `0x017`, byte address `0x0B05C`.
pub type SpiShaderUserDataPs11 = SpiShaderUserDataPsN<11>;
/// `SPI_SHADER_USER_DATA_PS_12` (shader processor input): sh register `0x018`, byte address `0x0B060`.
pub type SpiShaderUserDataPs12 = SpiShaderUserDataPsN<12>;
/// `SPI_SHADER_USER_DATA_PS_13` (shader processor input): sh register `0x019`, byte address `0x0B064`.
pub type SpiShaderUserDataPs13 = SpiShaderUserDataPsN<13>;
/// `SPI_SHADER_USER_DATA_PS_14` (shader processor input): sh register `0x01A`, byte address `0x0B068`.
pub type SpiShaderUserDataPs14 = SpiShaderUserDataPsN<14>;
/// `SPI_SHADER_USER_DATA_PS_15` (shader processor input): sh register `0x01B`, byte address `0x0B06C`.
pub type SpiShaderUserDataPs15 = SpiShaderUserDataPsN<15>;

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
        #[bits(10)] __: u32;
    }
}

crate::regs::register! { SpiShaderPgmRsrc2Vs, Sh, 0x04B, "SPI_SHADER_PGM_RSRC2_VS" }

/// `SPI_SHADER_USER_DATA_VS_n` (shader processor input): sh registers `SPI_SHADER_USER_DATA_VS_0`..=`SPI_SHADER_USER_DATA_VS_15`, slot `N` in `0..=15` at `0x04C + 0x1 * (N - 0)`.
///
/// One layout shared by every slot; each slot is its own type (see the aliases such as
/// [`SpiShaderUserDataVs0`]), so the offset always comes from the type.
pub type SpiShaderUserDataVsN<const N: usize> = Data32<1, N>;

/// `SPI_SHADER_USER_DATA_VS_0` (shader processor input): sh register `0x04C`, byte address `0x0B130`.
pub type SpiShaderUserDataVs0 = SpiShaderUserDataVsN<0>;
/// `SPI_SHADER_USER_DATA_VS_1` (shader processor input): sh register `0x04D`, byte address `0x0B134`.
pub type SpiShaderUserDataVs1 = SpiShaderUserDataVsN<1>;
/// `SPI_SHADER_USER_DATA_VS_2` (shader processor input): sh register `0x04E`, byte address `0x0B138`.
pub type SpiShaderUserDataVs2 = SpiShaderUserDataVsN<2>;
/// `SPI_SHADER_USER_DATA_VS_3` (shader processor input): sh register `0x04F`, byte address `0x0B13C`.
pub type SpiShaderUserDataVs3 = SpiShaderUserDataVsN<3>;
/// `SPI_SHADER_USER_DATA_VS_4` (shader processor input): sh register `0x050`, byte address `0x0B140`.
pub type SpiShaderUserDataVs4 = SpiShaderUserDataVsN<4>;
/// `SPI_SHADER_USER_DATA_VS_5` (shader processor input): sh register `0x051`, byte address `0x0B144`.
pub type SpiShaderUserDataVs5 = SpiShaderUserDataVsN<5>;
/// `SPI_SHADER_USER_DATA_VS_6` (shader processor input): sh register `0x052`, byte address `0x0B148`.
pub type SpiShaderUserDataVs6 = SpiShaderUserDataVsN<6>;
/// `SPI_SHADER_USER_DATA_VS_7` (shader processor input): sh register `0x053`, byte address `0x0B14C`.
pub type SpiShaderUserDataVs7 = SpiShaderUserDataVsN<7>;
/// `SPI_SHADER_USER_DATA_VS_8` (shader processor input): sh register `0x054`, byte address `0x0B150`.
pub type SpiShaderUserDataVs8 = SpiShaderUserDataVsN<8>;
/// `SPI_SHADER_USER_DATA_VS_9` (shader processor input): sh register `0x055`, byte address `0x0B154`.
pub type SpiShaderUserDataVs9 = SpiShaderUserDataVsN<9>;
/// `SPI_SHADER_USER_DATA_VS_10` (shader processor input): sh register `0x056`, byte address `0x0B158`.
pub type SpiShaderUserDataVs10 = SpiShaderUserDataVsN<10>;
/// `SPI_SHADER_USER_DATA_VS_11` (shader processor input): sh register `0x057`, byte address `0x0B15C`.
pub type SpiShaderUserDataVs11 = SpiShaderUserDataVsN<11>;
/// `SPI_SHADER_USER_DATA_VS_12` (shader processor input): sh register `0x058`, byte address `0x0B160`.
pub type SpiShaderUserDataVs12 = SpiShaderUserDataVsN<12>;
/// `SPI_SHADER_USER_DATA_VS_13` (shader processor input): sh register `0x059`, byte address `0x0B164`.
pub type SpiShaderUserDataVs13 = SpiShaderUserDataVsN<13>;
/// `SPI_SHADER_USER_DATA_VS_14` (shader processor input): sh register `0x05A`, byte address `0x0B168`.
pub type SpiShaderUserDataVs14 = SpiShaderUserDataVsN<14>;
/// `SPI_SHADER_USER_DATA_VS_15` (shader processor input): sh register `0x05B`, byte address `0x0B16C`.
pub type SpiShaderUserDataVs15 = SpiShaderUserDataVsN<15>;

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
pub type SpiShaderPgmRsrc3Gs = SpiShaderPgmRsrc3<2, 0>;
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
        #[doc = "Bits 25..=27."] #[bits(3)] pub cache_ctl: u8 [CACHE_CTL_OFFSET, CACHE_CTL_BITS] => with_cache_ctl, with_cache_ctl_checked, set_cache_ctl, set_cache_ctl_checked;
        #[doc = "Bit 28."] pub cdbg_user: bool [CDBG_USER_OFFSET, CDBG_USER_BITS] => with_cdbg_user, with_cdbg_user_checked, set_cdbg_user, set_cdbg_user_checked;
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

/// `SPI_SHADER_USER_DATA_GS_0` (shader processor input): sh register `0x08C`, byte address `0x0B230`.
pub type SpiShaderUserDataGs0 = SpiShaderUserDataGsN<0>;
/// `SPI_SHADER_USER_DATA_GS_1` (shader processor input): sh register `0x08D`, byte address `0x0B234`.
pub type SpiShaderUserDataGs1 = SpiShaderUserDataGsN<1>;
/// `SPI_SHADER_USER_DATA_GS_2` (shader processor input): sh register `0x08E`, byte address `0x0B238`.
pub type SpiShaderUserDataGs2 = SpiShaderUserDataGsN<2>;
/// `SPI_SHADER_USER_DATA_GS_3` (shader processor input): sh register `0x08F`, byte address `0x0B23C`.
pub type SpiShaderUserDataGs3 = SpiShaderUserDataGsN<3>;
/// `SPI_SHADER_USER_DATA_GS_4` (shader processor input): sh register `0x090`, byte address `0x0B240`.
pub type SpiShaderUserDataGs4 = SpiShaderUserDataGsN<4>;
/// `SPI_SHADER_USER_DATA_GS_5` (shader processor input): sh register `0x091`, byte address `0x0B244`.
pub type SpiShaderUserDataGs5 = SpiShaderUserDataGsN<5>;
/// `SPI_SHADER_USER_DATA_GS_6` (shader processor input): sh register `0x092`, byte address `0x0B248`.
pub type SpiShaderUserDataGs6 = SpiShaderUserDataGsN<6>;
/// `SPI_SHADER_USER_DATA_GS_7` (shader processor input): sh register `0x093`, byte address `0x0B24C`.
pub type SpiShaderUserDataGs7 = SpiShaderUserDataGsN<7>;
/// `SPI_SHADER_USER_DATA_GS_8` (shader processor input): sh register `0x094`, byte address `0x0B250`.
pub type SpiShaderUserDataGs8 = SpiShaderUserDataGsN<8>;
/// `SPI_SHADER_USER_DATA_GS_9` (shader processor input): sh register `0x095`, byte address `0x0B254`.
pub type SpiShaderUserDataGs9 = SpiShaderUserDataGsN<9>;
/// `SPI_SHADER_USER_DATA_GS_10` (shader processor input): sh register `0x096`, byte address `0x0B258`.
pub type SpiShaderUserDataGs10 = SpiShaderUserDataGsN<10>;
/// `SPI_SHADER_USER_DATA_GS_11` (shader processor input): sh register `0x097`, byte address `0x0B25C`.
pub type SpiShaderUserDataGs11 = SpiShaderUserDataGsN<11>;
/// `SPI_SHADER_USER_DATA_GS_12` (shader processor input): sh register `0x098`, byte address `0x0B260`.
pub type SpiShaderUserDataGs12 = SpiShaderUserDataGsN<12>;
/// `SPI_SHADER_USER_DATA_GS_13` (shader processor input): sh register `0x099`, byte address `0x0B264`.
pub type SpiShaderUserDataGs13 = SpiShaderUserDataGsN<13>;
/// `SPI_SHADER_USER_DATA_GS_14` (shader processor input): sh register `0x09A`, byte address `0x0B268`.
pub type SpiShaderUserDataGs14 = SpiShaderUserDataGsN<14>;
/// `SPI_SHADER_USER_DATA_GS_15` (shader processor input): sh register `0x09B`, byte address `0x0B26C`.
pub type SpiShaderUserDataGs15 = SpiShaderUserDataGsN<15>;

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
pub type SpiShaderPgmRsrc3Es = SpiShaderPgmRsrc3<3, 0>;
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

/// `SPI_SHADER_USER_DATA_ES_0` (shader processor input): sh register `0x0CC`, byte address `0x0B330`.
pub type SpiShaderUserDataEs0 = SpiShaderUserDataEsN<0>;
/// `SPI_SHADER_USER_DATA_ES_1` (shader processor input): sh register `0x0CD`, byte address `0x0B334`.
pub type SpiShaderUserDataEs1 = SpiShaderUserDataEsN<1>;
/// `SPI_SHADER_USER_DATA_ES_2` (shader processor input): sh register `0x0CE`, byte address `0x0B338`.
pub type SpiShaderUserDataEs2 = SpiShaderUserDataEsN<2>;
/// `SPI_SHADER_USER_DATA_ES_3` (shader processor input): sh register `0x0CF`, byte address `0x0B33C`.
pub type SpiShaderUserDataEs3 = SpiShaderUserDataEsN<3>;
/// `SPI_SHADER_USER_DATA_ES_4` (shader processor input): sh register `0x0D0`, byte address `0x0B340`.
pub type SpiShaderUserDataEs4 = SpiShaderUserDataEsN<4>;
/// `SPI_SHADER_USER_DATA_ES_5` (shader processor input): sh register `0x0D1`, byte address `0x0B344`.
pub type SpiShaderUserDataEs5 = SpiShaderUserDataEsN<5>;
/// `SPI_SHADER_USER_DATA_ES_6` (shader processor input): sh register `0x0D2`, byte address `0x0B348`.
pub type SpiShaderUserDataEs6 = SpiShaderUserDataEsN<6>;
/// `SPI_SHADER_USER_DATA_ES_7` (shader processor input): sh register `0x0D3`, byte address `0x0B34C`.
pub type SpiShaderUserDataEs7 = SpiShaderUserDataEsN<7>;
/// `SPI_SHADER_USER_DATA_ES_8` (shader processor input): sh register `0x0D4`, byte address `0x0B350`.
pub type SpiShaderUserDataEs8 = SpiShaderUserDataEsN<8>;
/// `SPI_SHADER_USER_DATA_ES_9` (shader processor input): sh register `0x0D5`, byte address `0x0B354`.
pub type SpiShaderUserDataEs9 = SpiShaderUserDataEsN<9>;
/// `SPI_SHADER_USER_DATA_ES_10` (shader processor input): sh register `0x0D6`, byte address `0x0B358`.
pub type SpiShaderUserDataEs10 = SpiShaderUserDataEsN<10>;
/// `SPI_SHADER_USER_DATA_ES_11` (shader processor input): sh register `0x0D7`, byte address `0x0B35C`.
pub type SpiShaderUserDataEs11 = SpiShaderUserDataEsN<11>;
/// `SPI_SHADER_USER_DATA_ES_12` (shader processor input): sh register `0x0D8`, byte address `0x0B360`.
pub type SpiShaderUserDataEs12 = SpiShaderUserDataEsN<12>;
/// `SPI_SHADER_USER_DATA_ES_13` (shader processor input): sh register `0x0D9`, byte address `0x0B364`.
pub type SpiShaderUserDataEs13 = SpiShaderUserDataEsN<13>;
/// `SPI_SHADER_USER_DATA_ES_14` (shader processor input): sh register `0x0DA`, byte address `0x0B368`.
pub type SpiShaderUserDataEs14 = SpiShaderUserDataEsN<14>;
/// `SPI_SHADER_USER_DATA_ES_15` (shader processor input): sh register `0x0DB`, byte address `0x0B36C`.
pub type SpiShaderUserDataEs15 = SpiShaderUserDataEsN<15>;

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
        #[bits(22)] __: u32;
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
        #[doc = "Bits 24..=26."] #[bits(3)] pub cache_ctl: u8 [CACHE_CTL_OFFSET, CACHE_CTL_BITS] => with_cache_ctl, with_cache_ctl_checked, set_cache_ctl, set_cache_ctl_checked;
        #[doc = "Bit 27."] pub cdbg_user: bool [CDBG_USER_OFFSET, CDBG_USER_BITS] => with_cdbg_user, with_cdbg_user_checked, set_cdbg_user, set_cdbg_user_checked;
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

/// `SPI_SHADER_USER_DATA_HS_0` (shader processor input): sh register `0x10C`, byte address `0x0B430`.
pub type SpiShaderUserDataHs0 = SpiShaderUserDataHsN<0>;
/// `SPI_SHADER_USER_DATA_HS_1` (shader processor input): sh register `0x10D`, byte address `0x0B434`.
pub type SpiShaderUserDataHs1 = SpiShaderUserDataHsN<1>;
/// `SPI_SHADER_USER_DATA_HS_2` (shader processor input): sh register `0x10E`, byte address `0x0B438`.
pub type SpiShaderUserDataHs2 = SpiShaderUserDataHsN<2>;
/// `SPI_SHADER_USER_DATA_HS_3` (shader processor input): sh register `0x10F`, byte address `0x0B43C`.
pub type SpiShaderUserDataHs3 = SpiShaderUserDataHsN<3>;
/// `SPI_SHADER_USER_DATA_HS_4` (shader processor input): sh register `0x110`, byte address `0x0B440`.
pub type SpiShaderUserDataHs4 = SpiShaderUserDataHsN<4>;
/// `SPI_SHADER_USER_DATA_HS_5` (shader processor input): sh register `0x111`, byte address `0x0B444`.
pub type SpiShaderUserDataHs5 = SpiShaderUserDataHsN<5>;
/// `SPI_SHADER_USER_DATA_HS_6` (shader processor input): sh register `0x112`, byte address `0x0B448`.
pub type SpiShaderUserDataHs6 = SpiShaderUserDataHsN<6>;
/// `SPI_SHADER_USER_DATA_HS_7` (shader processor input): sh register `0x113`, byte address `0x0B44C`.
pub type SpiShaderUserDataHs7 = SpiShaderUserDataHsN<7>;
/// `SPI_SHADER_USER_DATA_HS_8` (shader processor input): sh register `0x114`, byte address `0x0B450`.
pub type SpiShaderUserDataHs8 = SpiShaderUserDataHsN<8>;
/// `SPI_SHADER_USER_DATA_HS_9` (shader processor input): sh register `0x115`, byte address `0x0B454`.
pub type SpiShaderUserDataHs9 = SpiShaderUserDataHsN<9>;
/// `SPI_SHADER_USER_DATA_HS_10` (shader processor input): sh register `0x116`, byte address `0x0B458`.
pub type SpiShaderUserDataHs10 = SpiShaderUserDataHsN<10>;
/// `SPI_SHADER_USER_DATA_HS_11` (shader processor input): sh register `0x117`, byte address `0x0B45C`.
pub type SpiShaderUserDataHs11 = SpiShaderUserDataHsN<11>;
/// `SPI_SHADER_USER_DATA_HS_12` (shader processor input): sh register `0x118`, byte address `0x0B460`.
pub type SpiShaderUserDataHs12 = SpiShaderUserDataHsN<12>;
/// `SPI_SHADER_USER_DATA_HS_13` (shader processor input): sh register `0x119`, byte address `0x0B464`.
pub type SpiShaderUserDataHs13 = SpiShaderUserDataHsN<13>;
/// `SPI_SHADER_USER_DATA_HS_14` (shader processor input): sh register `0x11A`, byte address `0x0B468`.
pub type SpiShaderUserDataHs14 = SpiShaderUserDataHsN<14>;
/// `SPI_SHADER_USER_DATA_HS_15` (shader processor input): sh register `0x11B`, byte address `0x0B46C`.
pub type SpiShaderUserDataHs15 = SpiShaderUserDataHsN<15>;

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
pub type SpiShaderPgmRsrc3Ls = SpiShaderPgmRsrc3<4, 0>;
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
        #[doc = "Bits 26..=28."] #[bits(3)] pub cache_ctl: u8 [CACHE_CTL_OFFSET, CACHE_CTL_BITS] => with_cache_ctl, with_cache_ctl_checked, set_cache_ctl, set_cache_ctl_checked;
        #[doc = "Bit 29."] pub cdbg_user: bool [CDBG_USER_OFFSET, CDBG_USER_BITS] => with_cdbg_user, with_cdbg_user_checked, set_cdbg_user, set_cdbg_user_checked;
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

/// `SPI_SHADER_USER_DATA_LS_0` (shader processor input): sh register `0x14C`, byte address `0x0B530`.
pub type SpiShaderUserDataLs0 = SpiShaderUserDataLsN<0>;
/// `SPI_SHADER_USER_DATA_LS_1` (shader processor input): sh register `0x14D`, byte address `0x0B534`.
pub type SpiShaderUserDataLs1 = SpiShaderUserDataLsN<1>;
/// `SPI_SHADER_USER_DATA_LS_2` (shader processor input): sh register `0x14E`, byte address `0x0B538`.
pub type SpiShaderUserDataLs2 = SpiShaderUserDataLsN<2>;
/// `SPI_SHADER_USER_DATA_LS_3` (shader processor input): sh register `0x14F`, byte address `0x0B53C`.
pub type SpiShaderUserDataLs3 = SpiShaderUserDataLsN<3>;
/// `SPI_SHADER_USER_DATA_LS_4` (shader processor input): sh register `0x150`, byte address `0x0B540`.
pub type SpiShaderUserDataLs4 = SpiShaderUserDataLsN<4>;
/// `SPI_SHADER_USER_DATA_LS_5` (shader processor input): sh register `0x151`, byte address `0x0B544`.
pub type SpiShaderUserDataLs5 = SpiShaderUserDataLsN<5>;
/// `SPI_SHADER_USER_DATA_LS_6` (shader processor input): sh register `0x152`, byte address `0x0B548`.
pub type SpiShaderUserDataLs6 = SpiShaderUserDataLsN<6>;
/// `SPI_SHADER_USER_DATA_LS_7` (shader processor input): sh register `0x153`, byte address `0x0B54C`.
pub type SpiShaderUserDataLs7 = SpiShaderUserDataLsN<7>;
/// `SPI_SHADER_USER_DATA_LS_8` (shader processor input): sh register `0x154`, byte address `0x0B550`.
pub type SpiShaderUserDataLs8 = SpiShaderUserDataLsN<8>;
/// `SPI_SHADER_USER_DATA_LS_9` (shader processor input): sh register `0x155`, byte address `0x0B554`.
pub type SpiShaderUserDataLs9 = SpiShaderUserDataLsN<9>;
/// `SPI_SHADER_USER_DATA_LS_10` (shader processor input): sh register `0x156`, byte address `0x0B558`.
pub type SpiShaderUserDataLs10 = SpiShaderUserDataLsN<10>;
/// `SPI_SHADER_USER_DATA_LS_11` (shader processor input): sh register `0x157`, byte address `0x0B55C`.
pub type SpiShaderUserDataLs11 = SpiShaderUserDataLsN<11>;
/// `SPI_SHADER_USER_DATA_LS_12` (shader processor input): sh register `0x158`, byte address `0x0B560`.
pub type SpiShaderUserDataLs12 = SpiShaderUserDataLsN<12>;
/// `SPI_SHADER_USER_DATA_LS_13` (shader processor input): sh register `0x159`, byte address `0x0B564`.
pub type SpiShaderUserDataLs13 = SpiShaderUserDataLsN<13>;
/// `SPI_SHADER_USER_DATA_LS_14` (shader processor input): sh register `0x15A`, byte address `0x0B568`.
pub type SpiShaderUserDataLs14 = SpiShaderUserDataLsN<14>;
/// `SPI_SHADER_USER_DATA_LS_15` (shader processor input): sh register `0x15B`, byte address `0x0B56C`.
pub type SpiShaderUserDataLs15 = SpiShaderUserDataLsN<15>;

crate::regs::word! {
    /// `COMPUTE_DISPATCH_INITIATOR` (compute dispatch): sh register `0x200`, byte address `0x0B800`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct ComputeDispatchInitiator {
        #[doc = "Bit 0."] pub compute_shader_en: bool [COMPUTE_SHADER_EN_OFFSET, COMPUTE_SHADER_EN_BITS] => with_compute_shader_en, with_compute_shader_en_checked, set_compute_shader_en, set_compute_shader_en_checked;
        #[doc = "Bit 1."] pub partial_tg_en: bool [PARTIAL_TG_EN_OFFSET, PARTIAL_TG_EN_BITS] => with_partial_tg_en, with_partial_tg_en_checked, set_partial_tg_en, set_partial_tg_en_checked;
        #[doc = "Bit 2."] pub force_start_at_000: bool [FORCE_START_AT_000_OFFSET, FORCE_START_AT_000_BITS] => with_force_start_at_000, with_force_start_at_000_checked, set_force_start_at_000, set_force_start_at_000_checked;
        #[doc = "Bit 3."] pub ordered_append_enbl: bool [ORDERED_APPEND_ENBL_OFFSET, ORDERED_APPEND_ENBL_BITS] => with_ordered_append_enbl, with_ordered_append_enbl_checked, set_ordered_append_enbl, set_ordered_append_enbl_checked;
        #[doc = "Bit 4."] pub ordered_append_mode: bool [ORDERED_APPEND_MODE_OFFSET, ORDERED_APPEND_MODE_BITS] => with_ordered_append_mode, with_ordered_append_mode_checked, set_ordered_append_mode, set_ordered_append_mode_checked;
        #[doc = "Bit 5."] pub use_thread_dimensions: bool [USE_THREAD_DIMENSIONS_OFFSET, USE_THREAD_DIMENSIONS_BITS] => with_use_thread_dimensions, with_use_thread_dimensions_checked, set_use_thread_dimensions, set_use_thread_dimensions_checked;
        #[doc = "Bit 6."] pub order_mode: bool [ORDER_MODE_OFFSET, ORDER_MODE_BITS] => with_order_mode, with_order_mode_checked, set_order_mode, set_order_mode_checked;
        #[doc = "Bits 7..=9."] #[bits(3)] pub dispatch_cache_cntl: u8 [DISPATCH_CACHE_CNTL_OFFSET, DISPATCH_CACHE_CNTL_BITS] => with_dispatch_cache_cntl, with_dispatch_cache_cntl_checked, set_dispatch_cache_cntl, set_dispatch_cache_cntl_checked;
        #[doc = "Bit 10."] pub scalar_l1_inv_vol: bool [SCALAR_L1_INV_VOL_OFFSET, SCALAR_L1_INV_VOL_BITS] => with_scalar_l1_inv_vol, with_scalar_l1_inv_vol_checked, set_scalar_l1_inv_vol, set_scalar_l1_inv_vol_checked;
        #[doc = "Bit 11."] pub vector_l1_inv_vol: bool [VECTOR_L1_INV_VOL_OFFSET, VECTOR_L1_INV_VOL_BITS] => with_vector_l1_inv_vol, with_vector_l1_inv_vol_checked, set_vector_l1_inv_vol, set_vector_l1_inv_vol_checked;
        #[doc = "Bit 12."] pub data_atc: bool [DATA_ATC_OFFSET, DATA_ATC_BITS] => with_data_atc, with_data_atc_checked, set_data_atc, set_data_atc_checked;
        #[bits(1)] __: u32;
        #[doc = "Bit 14."] pub restore: bool [RESTORE_OFFSET, RESTORE_BITS] => with_restore, with_restore_checked, set_restore, set_restore_checked;
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
        #[doc = "Bit 8."] pub inst_atc: bool [INST_ATC_OFFSET, INST_ATC_BITS] => with_inst_atc, with_inst_atc_checked, set_inst_atc, set_inst_atc_checked;
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
        #[doc = "Bit 24."] pub bulky: bool [BULKY_OFFSET, BULKY_BITS] => with_bulky, with_bulky_checked, set_bulky, set_bulky_checked;
        #[doc = "Bit 25."] pub cdbg_user: bool [CDBG_USER_OFFSET, CDBG_USER_BITS] => with_cdbg_user, with_cdbg_user_checked, set_cdbg_user, set_cdbg_user_checked;
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
        #[doc = "Bits 13..=14."] #[bits(2)] pub excp_en_msb: u8 [EXCP_EN_MSB_OFFSET, EXCP_EN_MSB_BITS] => with_excp_en_msb, with_excp_en_msb_checked, set_excp_en_msb, set_excp_en_msb_checked;
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
        #[bits(27)] __: u32;
    }
}

crate::regs::register! { ComputeMiscReserved, Sh, 0x21F, "COMPUTE_MISC_RESERVED" }

/// `COMPUTE_USER_DATA_n` (compute dispatch): sh registers `COMPUTE_USER_DATA_0`..=`COMPUTE_USER_DATA_15`, slot `N` in `0..=15` at `0x240 + 0x1 * (N - 0)`.
///
/// One layout shared by every slot; each slot is its own type (see the aliases such as
/// [`ComputeUserData0`]), so the offset always comes from the type.
pub type ComputeUserDataN<const N: usize> = Data32<9, N>;

/// `COMPUTE_USER_DATA_0` (compute dispatch): sh register `0x240`, byte address `0x0B900`.
pub type ComputeUserData0 = ComputeUserDataN<0>;
/// `COMPUTE_USER_DATA_1` (compute dispatch): sh register `0x241`, byte address `0x0B904`.
pub type ComputeUserData1 = ComputeUserDataN<1>;
/// `COMPUTE_USER_DATA_2` (compute dispatch): sh register `0x242`, byte address `0x0B908`.
pub type ComputeUserData2 = ComputeUserDataN<2>;
/// `COMPUTE_USER_DATA_3` (compute dispatch): sh register `0x243`, byte address `0x0B90C`.
pub type ComputeUserData3 = ComputeUserDataN<3>;
/// `COMPUTE_USER_DATA_4` (compute dispatch): sh register `0x244`, byte address `0x0B910`.
pub type ComputeUserData4 = ComputeUserDataN<4>;
/// `COMPUTE_USER_DATA_5` (compute dispatch): sh register `0x245`, byte address `0x0B914`.
pub type ComputeUserData5 = ComputeUserDataN<5>;
/// `COMPUTE_USER_DATA_6` (compute dispatch): sh register `0x246`, byte address `0x0B918`.
pub type ComputeUserData6 = ComputeUserDataN<6>;
/// `COMPUTE_USER_DATA_7` (compute dispatch): sh register `0x247`, byte address `0x0B91C`.
pub type ComputeUserData7 = ComputeUserDataN<7>;
/// `COMPUTE_USER_DATA_8` (compute dispatch): sh register `0x248`, byte address `0x0B920`.
pub type ComputeUserData8 = ComputeUserDataN<8>;
/// `COMPUTE_USER_DATA_9` (compute dispatch): sh register `0x249`, byte address `0x0B924`.
pub type ComputeUserData9 = ComputeUserDataN<9>;
/// `COMPUTE_USER_DATA_10` (compute dispatch): sh register `0x24A`, byte address `0x0B928`.
pub type ComputeUserData10 = ComputeUserDataN<10>;
/// `COMPUTE_USER_DATA_11` (compute dispatch): sh register `0x24B`, byte address `0x0B92C`.
pub type ComputeUserData11 = ComputeUserDataN<11>;
/// `COMPUTE_USER_DATA_12` (compute dispatch): sh register `0x24C`, byte address `0x0B930`.
pub type ComputeUserData12 = ComputeUserDataN<12>;
/// `COMPUTE_USER_DATA_13` (compute dispatch): sh register `0x24D`, byte address `0x0B934`.
pub type ComputeUserData13 = ComputeUserDataN<13>;
/// `COMPUTE_USER_DATA_14` (compute dispatch): sh register `0x24E`, byte address `0x0B938`.
pub type ComputeUserData14 = ComputeUserDataN<14>;
/// `COMPUTE_USER_DATA_15` (compute dispatch): sh register `0x24F`, byte address `0x0B93C`.
pub type ComputeUserData15 = ComputeUserDataN<15>;
