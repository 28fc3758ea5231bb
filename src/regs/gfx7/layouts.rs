//! gfx7 register layouts that several registers or register families share.
//!
//! Generated from the register spec by `tests/regs/codegen.rs`; do not edit by hand.
//!
//! Each layout is one type `Layout<G, N>`: `G` selects the register (or family) and `N`
//! the AMD slot within a family (`0` for a single register), so every register is
//! still its own type with its own offset. The register names are aliases, defined
//! with the register's space (`sh`, `context`, `uconfig`).

#[allow(unused_imports)]
use super::enums::*;

crate::regs::word! {
    /// Layout of 18 registers or register families, by `G`:
    ///
    /// 0. [`SpiShaderTbaLoPs`](super::SpiShaderTbaLoPs)
    /// 1. [`SpiShaderTmaLoPs`](super::SpiShaderTmaLoPs)
    /// 2. [`SpiShaderPgmLoPs`](super::SpiShaderPgmLoPs)
    /// 3. [`SpiShaderTbaLoVs`](super::SpiShaderTbaLoVs)
    /// 4. [`SpiShaderTmaLoVs`](super::SpiShaderTmaLoVs)
    /// 5. [`SpiShaderPgmLoVs`](super::SpiShaderPgmLoVs)
    /// 6. [`SpiShaderTbaLoGs`](super::SpiShaderTbaLoGs)
    /// 7. [`SpiShaderTmaLoGs`](super::SpiShaderTmaLoGs)
    /// 8. [`SpiShaderPgmLoGs`](super::SpiShaderPgmLoGs)
    /// 9. [`SpiShaderTbaLoEs`](super::SpiShaderTbaLoEs)
    /// 10. [`SpiShaderTmaLoEs`](super::SpiShaderTmaLoEs)
    /// 11. [`SpiShaderPgmLoEs`](super::SpiShaderPgmLoEs)
    /// 12. [`SpiShaderTbaLoHs`](super::SpiShaderTbaLoHs)
    /// 13. [`SpiShaderTmaLoHs`](super::SpiShaderTmaLoHs)
    /// 14. [`SpiShaderPgmLoHs`](super::SpiShaderPgmLoHs)
    /// 15. [`SpiShaderTbaLoLs`](super::SpiShaderTbaLoLs)
    /// 16. [`SpiShaderTmaLoLs`](super::SpiShaderTmaLoLs)
    /// 17. [`SpiShaderPgmLoLs`](super::SpiShaderPgmLoLs)
    #[derive(PartialEq, Eq, Hash)]
    pub struct SpiShaderAddressLo<const G: usize, const N: usize> {
        #[doc = "Bits 0..=31."] pub mem_base: u32 [MEM_BASE_OFFSET, MEM_BASE_BITS] => with_mem_base, with_mem_base_checked, set_mem_base, set_mem_base_checked;
    }
}

crate::regs::register_layout! {
    SpiShaderAddressLo {
        members: [
            { space: Sh, base: 0x000, stride: 0x0, first: 0, names: ["SPI_SHADER_TBA_LO_PS"] },
            { space: Sh, base: 0x002, stride: 0x0, first: 0, names: ["SPI_SHADER_TMA_LO_PS"] },
            { space: Sh, base: 0x008, stride: 0x0, first: 0, names: ["SPI_SHADER_PGM_LO_PS"] },
            { space: Sh, base: 0x040, stride: 0x0, first: 0, names: ["SPI_SHADER_TBA_LO_VS"] },
            { space: Sh, base: 0x042, stride: 0x0, first: 0, names: ["SPI_SHADER_TMA_LO_VS"] },
            { space: Sh, base: 0x048, stride: 0x0, first: 0, names: ["SPI_SHADER_PGM_LO_VS"] },
            { space: Sh, base: 0x080, stride: 0x0, first: 0, names: ["SPI_SHADER_TBA_LO_GS"] },
            { space: Sh, base: 0x082, stride: 0x0, first: 0, names: ["SPI_SHADER_TMA_LO_GS"] },
            { space: Sh, base: 0x088, stride: 0x0, first: 0, names: ["SPI_SHADER_PGM_LO_GS"] },
            { space: Sh, base: 0x0C0, stride: 0x0, first: 0, names: ["SPI_SHADER_TBA_LO_ES"] },
            { space: Sh, base: 0x0C2, stride: 0x0, first: 0, names: ["SPI_SHADER_TMA_LO_ES"] },
            { space: Sh, base: 0x0C8, stride: 0x0, first: 0, names: ["SPI_SHADER_PGM_LO_ES"] },
            { space: Sh, base: 0x100, stride: 0x0, first: 0, names: ["SPI_SHADER_TBA_LO_HS"] },
            { space: Sh, base: 0x102, stride: 0x0, first: 0, names: ["SPI_SHADER_TMA_LO_HS"] },
            { space: Sh, base: 0x108, stride: 0x0, first: 0, names: ["SPI_SHADER_PGM_LO_HS"] },
            { space: Sh, base: 0x140, stride: 0x0, first: 0, names: ["SPI_SHADER_TBA_LO_LS"] },
            { space: Sh, base: 0x142, stride: 0x0, first: 0, names: ["SPI_SHADER_TMA_LO_LS"] },
            { space: Sh, base: 0x148, stride: 0x0, first: 0, names: ["SPI_SHADER_PGM_LO_LS"] },
        ],
    }
}

crate::regs::word! {
    /// Layout of 18 registers or register families, by `G`:
    ///
    /// 0. [`SpiShaderTbaHiPs`](super::SpiShaderTbaHiPs)
    /// 1. [`SpiShaderTmaHiPs`](super::SpiShaderTmaHiPs)
    /// 2. [`SpiShaderPgmHiPs`](super::SpiShaderPgmHiPs)
    /// 3. [`SpiShaderTbaHiVs`](super::SpiShaderTbaHiVs)
    /// 4. [`SpiShaderTmaHiVs`](super::SpiShaderTmaHiVs)
    /// 5. [`SpiShaderPgmHiVs`](super::SpiShaderPgmHiVs)
    /// 6. [`SpiShaderTbaHiGs`](super::SpiShaderTbaHiGs)
    /// 7. [`SpiShaderTmaHiGs`](super::SpiShaderTmaHiGs)
    /// 8. [`SpiShaderPgmHiGs`](super::SpiShaderPgmHiGs)
    /// 9. [`SpiShaderTbaHiEs`](super::SpiShaderTbaHiEs)
    /// 10. [`SpiShaderTmaHiEs`](super::SpiShaderTmaHiEs)
    /// 11. [`SpiShaderPgmHiEs`](super::SpiShaderPgmHiEs)
    /// 12. [`SpiShaderTbaHiHs`](super::SpiShaderTbaHiHs)
    /// 13. [`SpiShaderTmaHiHs`](super::SpiShaderTmaHiHs)
    /// 14. [`SpiShaderPgmHiHs`](super::SpiShaderPgmHiHs)
    /// 15. [`SpiShaderTbaHiLs`](super::SpiShaderTbaHiLs)
    /// 16. [`SpiShaderTmaHiLs`](super::SpiShaderTmaHiLs)
    /// 17. [`SpiShaderPgmHiLs`](super::SpiShaderPgmHiLs)
    #[derive(PartialEq, Eq, Hash)]
    pub struct SpiShaderAddressHi<const G: usize, const N: usize> {
        #[doc = "Bits 0..=7."] pub mem_base: u8 [MEM_BASE_OFFSET, MEM_BASE_BITS] => with_mem_base, with_mem_base_checked, set_mem_base, set_mem_base_checked;
        #[bits(24)] __: u32;
    }
}

crate::regs::register_layout! {
    SpiShaderAddressHi {
        members: [
            { space: Sh, base: 0x001, stride: 0x0, first: 0, names: ["SPI_SHADER_TBA_HI_PS"] },
            { space: Sh, base: 0x003, stride: 0x0, first: 0, names: ["SPI_SHADER_TMA_HI_PS"] },
            { space: Sh, base: 0x009, stride: 0x0, first: 0, names: ["SPI_SHADER_PGM_HI_PS"] },
            { space: Sh, base: 0x041, stride: 0x0, first: 0, names: ["SPI_SHADER_TBA_HI_VS"] },
            { space: Sh, base: 0x043, stride: 0x0, first: 0, names: ["SPI_SHADER_TMA_HI_VS"] },
            { space: Sh, base: 0x049, stride: 0x0, first: 0, names: ["SPI_SHADER_PGM_HI_VS"] },
            { space: Sh, base: 0x081, stride: 0x0, first: 0, names: ["SPI_SHADER_TBA_HI_GS"] },
            { space: Sh, base: 0x083, stride: 0x0, first: 0, names: ["SPI_SHADER_TMA_HI_GS"] },
            { space: Sh, base: 0x089, stride: 0x0, first: 0, names: ["SPI_SHADER_PGM_HI_GS"] },
            { space: Sh, base: 0x0C1, stride: 0x0, first: 0, names: ["SPI_SHADER_TBA_HI_ES"] },
            { space: Sh, base: 0x0C3, stride: 0x0, first: 0, names: ["SPI_SHADER_TMA_HI_ES"] },
            { space: Sh, base: 0x0C9, stride: 0x0, first: 0, names: ["SPI_SHADER_PGM_HI_ES"] },
            { space: Sh, base: 0x101, stride: 0x0, first: 0, names: ["SPI_SHADER_TBA_HI_HS"] },
            { space: Sh, base: 0x103, stride: 0x0, first: 0, names: ["SPI_SHADER_TMA_HI_HS"] },
            { space: Sh, base: 0x109, stride: 0x0, first: 0, names: ["SPI_SHADER_PGM_HI_HS"] },
            { space: Sh, base: 0x141, stride: 0x0, first: 0, names: ["SPI_SHADER_TBA_HI_LS"] },
            { space: Sh, base: 0x143, stride: 0x0, first: 0, names: ["SPI_SHADER_TMA_HI_LS"] },
            { space: Sh, base: 0x149, stride: 0x0, first: 0, names: ["SPI_SHADER_PGM_HI_LS"] },
        ],
    }
}

crate::regs::word! {
    /// Layout of 2 registers or register families, by `G`:
    ///
    /// 0. [`SpiShaderPgmRsrc3Ps`](super::SpiShaderPgmRsrc3Ps)
    /// 1. [`SpiShaderPgmRsrc3Vs`](super::SpiShaderPgmRsrc3Vs)
    #[derive(PartialEq, Eq, Hash)]
    pub struct SpiShaderPgmRsrc3<const G: usize, const N: usize> {
        #[doc = "Bits 0..=15."] pub cu_en: u16 [CU_EN_OFFSET, CU_EN_BITS] => with_cu_en, with_cu_en_checked, set_cu_en, set_cu_en_checked;
        #[doc = "Bits 16..=21."] #[bits(6)] pub wave_limit: u8 [WAVE_LIMIT_OFFSET, WAVE_LIMIT_BITS] => with_wave_limit, with_wave_limit_checked, set_wave_limit, set_wave_limit_checked;
        #[doc = "Bits 22..=25."] #[bits(4)] pub lock_low_threshold: u8 [LOCK_LOW_THRESHOLD_OFFSET, LOCK_LOW_THRESHOLD_BITS] => with_lock_low_threshold, with_lock_low_threshold_checked, set_lock_low_threshold, set_lock_low_threshold_checked;
        #[bits(6)] __: u32;
    }
}

crate::regs::register_layout! {
    SpiShaderPgmRsrc3 {
        members: [
            { space: Sh, base: 0x007, stride: 0x0, first: 0, names: ["SPI_SHADER_PGM_RSRC3_PS"] },
            { space: Sh, base: 0x046, stride: 0x0, first: 0, names: ["SPI_SHADER_PGM_RSRC3_VS"] },
        ],
    }
}

crate::regs::word! {
    /// Layout of 14 registers or register families, by `G`:
    ///
    /// 0. [`SpiShaderUserDataPsN`](super::SpiShaderUserDataPsN)
    /// 1. [`SpiShaderUserDataVsN`](super::SpiShaderUserDataVsN)
    /// 2. [`SpiShaderUserDataGsN`](super::SpiShaderUserDataGsN)
    /// 3. [`SpiShaderUserDataEsN`](super::SpiShaderUserDataEsN)
    /// 4. [`SpiShaderUserDataHsN`](super::SpiShaderUserDataHsN)
    /// 5. [`SpiShaderUserDataLsN`](super::SpiShaderUserDataLsN)
    /// 6. [`ComputePgmLo`](super::ComputePgmLo)
    /// 7. [`ComputeTbaLo`](super::ComputeTbaLo)
    /// 8. [`ComputeTmaLo`](super::ComputeTmaLo)
    /// 9. [`ComputeUserDataN`](super::ComputeUserDataN)
    /// 10. [`VgtImmedData`](super::VgtImmedData)
    /// 11. [`SqThreadTraceUserdataN`](super::SqThreadTraceUserdataN)
    /// 12. gfx6's [`SqThreadTraceUserdataN`](crate::regs::gfx6::SqThreadTraceUserdataN), at another address
    /// 13. gfx8's [`ComputeNowhere`](crate::regs::gfx8::ComputeNowhere), a register gfx7 lacks
    #[derive(PartialEq, Eq, Hash)]
    pub struct Data32<const G: usize, const N: usize> {
        #[doc = "Bits 0..=31."] pub data: u32 [DATA_OFFSET, DATA_BITS] => with_data, with_data_checked, set_data, set_data_checked;
    }
}

crate::regs::register_layout! {
    Data32 {
        members: [
            { space: Sh, base: 0x00C, stride: 0x1, first: 0, names: ["SPI_SHADER_USER_DATA_PS_0", "SPI_SHADER_USER_DATA_PS_1", "SPI_SHADER_USER_DATA_PS_2", "SPI_SHADER_USER_DATA_PS_3", "SPI_SHADER_USER_DATA_PS_4", "SPI_SHADER_USER_DATA_PS_5", "SPI_SHADER_USER_DATA_PS_6", "SPI_SHADER_USER_DATA_PS_7", "SPI_SHADER_USER_DATA_PS_8", "SPI_SHADER_USER_DATA_PS_9", "SPI_SHADER_USER_DATA_PS_10", "SPI_SHADER_USER_DATA_PS_11", "SPI_SHADER_USER_DATA_PS_12", "SPI_SHADER_USER_DATA_PS_13", "SPI_SHADER_USER_DATA_PS_14", "SPI_SHADER_USER_DATA_PS_15"] },
            { space: Sh, base: 0x04C, stride: 0x1, first: 0, names: ["SPI_SHADER_USER_DATA_VS_0", "SPI_SHADER_USER_DATA_VS_1", "SPI_SHADER_USER_DATA_VS_2", "SPI_SHADER_USER_DATA_VS_3", "SPI_SHADER_USER_DATA_VS_4", "SPI_SHADER_USER_DATA_VS_5", "SPI_SHADER_USER_DATA_VS_6", "SPI_SHADER_USER_DATA_VS_7", "SPI_SHADER_USER_DATA_VS_8", "SPI_SHADER_USER_DATA_VS_9", "SPI_SHADER_USER_DATA_VS_10", "SPI_SHADER_USER_DATA_VS_11", "SPI_SHADER_USER_DATA_VS_12", "SPI_SHADER_USER_DATA_VS_13", "SPI_SHADER_USER_DATA_VS_14", "SPI_SHADER_USER_DATA_VS_15"] },
            { space: Sh, base: 0x08C, stride: 0x1, first: 0, names: ["SPI_SHADER_USER_DATA_GS_0", "SPI_SHADER_USER_DATA_GS_1", "SPI_SHADER_USER_DATA_GS_2", "SPI_SHADER_USER_DATA_GS_3", "SPI_SHADER_USER_DATA_GS_4", "SPI_SHADER_USER_DATA_GS_5", "SPI_SHADER_USER_DATA_GS_6", "SPI_SHADER_USER_DATA_GS_7", "SPI_SHADER_USER_DATA_GS_8", "SPI_SHADER_USER_DATA_GS_9", "SPI_SHADER_USER_DATA_GS_10", "SPI_SHADER_USER_DATA_GS_11", "SPI_SHADER_USER_DATA_GS_12", "SPI_SHADER_USER_DATA_GS_13", "SPI_SHADER_USER_DATA_GS_14", "SPI_SHADER_USER_DATA_GS_15"] },
            { space: Sh, base: 0x0CC, stride: 0x1, first: 0, names: ["SPI_SHADER_USER_DATA_ES_0", "SPI_SHADER_USER_DATA_ES_1", "SPI_SHADER_USER_DATA_ES_2", "SPI_SHADER_USER_DATA_ES_3", "SPI_SHADER_USER_DATA_ES_4", "SPI_SHADER_USER_DATA_ES_5", "SPI_SHADER_USER_DATA_ES_6", "SPI_SHADER_USER_DATA_ES_7", "SPI_SHADER_USER_DATA_ES_8", "SPI_SHADER_USER_DATA_ES_9", "SPI_SHADER_USER_DATA_ES_10", "SPI_SHADER_USER_DATA_ES_11", "SPI_SHADER_USER_DATA_ES_12", "SPI_SHADER_USER_DATA_ES_13", "SPI_SHADER_USER_DATA_ES_14", "SPI_SHADER_USER_DATA_ES_15"] },
            { space: Sh, base: 0x10C, stride: 0x1, first: 0, names: ["SPI_SHADER_USER_DATA_HS_0", "SPI_SHADER_USER_DATA_HS_1", "SPI_SHADER_USER_DATA_HS_2", "SPI_SHADER_USER_DATA_HS_3", "SPI_SHADER_USER_DATA_HS_4", "SPI_SHADER_USER_DATA_HS_5", "SPI_SHADER_USER_DATA_HS_6", "SPI_SHADER_USER_DATA_HS_7", "SPI_SHADER_USER_DATA_HS_8", "SPI_SHADER_USER_DATA_HS_9", "SPI_SHADER_USER_DATA_HS_10", "SPI_SHADER_USER_DATA_HS_11", "SPI_SHADER_USER_DATA_HS_12", "SPI_SHADER_USER_DATA_HS_13", "SPI_SHADER_USER_DATA_HS_14", "SPI_SHADER_USER_DATA_HS_15"] },
            { space: Sh, base: 0x14C, stride: 0x1, first: 0, names: ["SPI_SHADER_USER_DATA_LS_0", "SPI_SHADER_USER_DATA_LS_1", "SPI_SHADER_USER_DATA_LS_2", "SPI_SHADER_USER_DATA_LS_3", "SPI_SHADER_USER_DATA_LS_4", "SPI_SHADER_USER_DATA_LS_5", "SPI_SHADER_USER_DATA_LS_6", "SPI_SHADER_USER_DATA_LS_7", "SPI_SHADER_USER_DATA_LS_8", "SPI_SHADER_USER_DATA_LS_9", "SPI_SHADER_USER_DATA_LS_10", "SPI_SHADER_USER_DATA_LS_11", "SPI_SHADER_USER_DATA_LS_12", "SPI_SHADER_USER_DATA_LS_13", "SPI_SHADER_USER_DATA_LS_14", "SPI_SHADER_USER_DATA_LS_15"] },
            { space: Sh, base: 0x20C, stride: 0x0, first: 0, names: ["COMPUTE_PGM_LO"] },
            { space: Sh, base: 0x20E, stride: 0x0, first: 0, names: ["COMPUTE_TBA_LO"] },
            { space: Sh, base: 0x210, stride: 0x0, first: 0, names: ["COMPUTE_TMA_LO"] },
            { space: Sh, base: 0x240, stride: 0x1, first: 0, names: ["COMPUTE_USER_DATA_0", "COMPUTE_USER_DATA_1", "COMPUTE_USER_DATA_2", "COMPUTE_USER_DATA_3", "COMPUTE_USER_DATA_4", "COMPUTE_USER_DATA_5", "COMPUTE_USER_DATA_6", "COMPUTE_USER_DATA_7", "COMPUTE_USER_DATA_8", "COMPUTE_USER_DATA_9", "COMPUTE_USER_DATA_10", "COMPUTE_USER_DATA_11", "COMPUTE_USER_DATA_12", "COMPUTE_USER_DATA_13", "COMPUTE_USER_DATA_14", "COMPUTE_USER_DATA_15"] },
            { space: Context, base: 0x1FD, stride: 0x0, first: 0, names: ["VGT_IMMED_DATA"] },
            { space: Uconfig, base: 0x340, stride: 0x1, first: 0, names: ["SQ_THREAD_TRACE_USERDATA_0", "SQ_THREAD_TRACE_USERDATA_1", "SQ_THREAD_TRACE_USERDATA_2", "SQ_THREAD_TRACE_USERDATA_3"] },
            { space: Config, base: 0x388, stride: 0x1, first: 0, names: ["SQ_THREAD_TRACE_USERDATA_0", "SQ_THREAD_TRACE_USERDATA_1", "SQ_THREAD_TRACE_USERDATA_2", "SQ_THREAD_TRACE_USERDATA_3"] },
            { space: Sh, base: 0x27F, stride: 0x0, first: 0, names: ["COMPUTE_NOWHERE"] },
        ],
    }
}

crate::regs::word! {
    /// Layout of 2 registers or register families, by `G`:
    ///
    /// 0. [`SpiShaderPgmRsrc1Vs`](super::SpiShaderPgmRsrc1Vs)
    /// 1. [`SpiShaderPgmRsrc1Es`](super::SpiShaderPgmRsrc1Es)
    #[derive(PartialEq, Eq, Hash)]
    pub struct SpiShaderPgmRsrc1<const G: usize, const N: usize> {
        #[doc = "Bits 0..=5."] #[bits(6)] pub vgprs: u8 [VGPRS_OFFSET, VGPRS_BITS] => with_vgprs, with_vgprs_checked, set_vgprs, set_vgprs_checked;
        #[doc = "Bits 6..=9."] #[bits(4)] pub sgprs: u8 [SGPRS_OFFSET, SGPRS_BITS] => with_sgprs, with_sgprs_checked, set_sgprs, set_sgprs_checked;
        #[doc = "Bits 10..=11."] #[bits(2)] pub priority: u8 [PRIORITY_OFFSET, PRIORITY_BITS] => with_priority, with_priority_checked, set_priority, set_priority_checked;
        #[doc = "Bits 12..=19: [`FloatMode`]."] #[bits(8, default = 0)] pub float_mode: FloatMode [FLOAT_MODE_OFFSET, FLOAT_MODE_BITS] => with_float_mode, with_float_mode_checked, set_float_mode, set_float_mode_checked;
        #[doc = "Bit 20."] pub r#priv: bool [PRIV_OFFSET, PRIV_BITS] => with_priv, with_priv_checked, set_priv, set_priv_checked;
        #[doc = "Bit 21."] pub dx10_clamp: bool [DX10_CLAMP_OFFSET, DX10_CLAMP_BITS] => with_dx10_clamp, with_dx10_clamp_checked, set_dx10_clamp, set_dx10_clamp_checked;
        #[doc = "Bit 22."] pub debug_mode: bool [DEBUG_MODE_OFFSET, DEBUG_MODE_BITS] => with_debug_mode, with_debug_mode_checked, set_debug_mode, set_debug_mode_checked;
        #[doc = "Bit 23."] pub ieee_mode: bool [IEEE_MODE_OFFSET, IEEE_MODE_BITS] => with_ieee_mode, with_ieee_mode_checked, set_ieee_mode, set_ieee_mode_checked;
        #[doc = "Bits 24..=25."] #[bits(2)] pub vgpr_comp_cnt: u8 [VGPR_COMP_CNT_OFFSET, VGPR_COMP_CNT_BITS] => with_vgpr_comp_cnt, with_vgpr_comp_cnt_checked, set_vgpr_comp_cnt, set_vgpr_comp_cnt_checked;
        #[doc = "Bit 26."] pub cu_group_enable: bool [CU_GROUP_ENABLE_OFFSET, CU_GROUP_ENABLE_BITS] => with_cu_group_enable, with_cu_group_enable_checked, set_cu_group_enable, set_cu_group_enable_checked;
        #[doc = "Bits 27..=29. gfx7/gfx8 only; a gfx6 `for_gfx` command buffer refuses it."] #[bits(3)] pub cache_ctl: u8 [CACHE_CTL_OFFSET, CACHE_CTL_BITS] => with_cache_ctl, with_cache_ctl_checked, set_cache_ctl, set_cache_ctl_checked;
        #[doc = "Bit 30. gfx7/gfx8 only; a gfx6 `for_gfx` command buffer refuses it."] pub cdbg_user: bool [CDBG_USER_OFFSET, CDBG_USER_BITS] => with_cdbg_user, with_cdbg_user_checked, set_cdbg_user, set_cdbg_user_checked;
        #[bits(1)] __: u32;
    }
}

crate::regs::register_layout! {
    SpiShaderPgmRsrc1 {
        members: [
            { space: Sh, base: 0x04A, stride: 0x0, first: 0, names: ["SPI_SHADER_PGM_RSRC1_VS"] },
            { space: Sh, base: 0x0CA, stride: 0x0, first: 0, names: ["SPI_SHADER_PGM_RSRC1_ES"] },
        ],
    }
}

crate::regs::word! {
    /// Layout of 3 registers or register families, by `G`:
    ///
    /// 0. [`SpiShaderPgmRsrc2EsVs`](super::SpiShaderPgmRsrc2EsVs)
    /// 1. [`SpiShaderPgmRsrc2EsGs`](super::SpiShaderPgmRsrc2EsGs)
    /// 2. [`SpiShaderPgmRsrc2Es`](super::SpiShaderPgmRsrc2Es)
    #[derive(PartialEq, Eq, Hash)]
    pub struct SpiShaderPgmRsrc2EsLayout<const G: usize, const N: usize> {
        #[doc = "Bit 0."] pub scratch_en: bool [SCRATCH_EN_OFFSET, SCRATCH_EN_BITS] => with_scratch_en, with_scratch_en_checked, set_scratch_en, set_scratch_en_checked;
        #[doc = "Bits 1..=5."] #[bits(5)] pub user_sgpr: u8 [USER_SGPR_OFFSET, USER_SGPR_BITS] => with_user_sgpr, with_user_sgpr_checked, set_user_sgpr, set_user_sgpr_checked;
        #[doc = "Bit 6."] pub trap_present: bool [TRAP_PRESENT_OFFSET, TRAP_PRESENT_BITS] => with_trap_present, with_trap_present_checked, set_trap_present, set_trap_present_checked;
        #[doc = "Bit 7."] pub oc_lds_en: bool [OC_LDS_EN_OFFSET, OC_LDS_EN_BITS] => with_oc_lds_en, with_oc_lds_en_checked, set_oc_lds_en, set_oc_lds_en_checked;
        #[doc = "Bits 8..=16: `EXCP_EN` bit mask."] #[bits(9)] pub excp_en: u16 [EXCP_EN_OFFSET, EXCP_EN_BITS] => with_excp_en, with_excp_en_checked, set_excp_en, set_excp_en_checked;
        #[bits(3)] __: u32;
        #[doc = "Bits 20..=28."] #[bits(9)] pub lds_size: u16 [LDS_SIZE_OFFSET, LDS_SIZE_BITS] => with_lds_size, with_lds_size_checked, set_lds_size, set_lds_size_checked;
        #[bits(3)] __: u32;
    }
}

crate::regs::register_layout! {
    SpiShaderPgmRsrc2EsLayout {
        members: [
            { space: Sh, base: 0x07C, stride: 0x0, first: 0, names: ["SPI_SHADER_PGM_RSRC2_ES_VS"] },
            { space: Sh, base: 0x0BC, stride: 0x0, first: 0, names: ["SPI_SHADER_PGM_RSRC2_ES_GS"] },
            { space: Sh, base: 0x0CB, stride: 0x0, first: 0, names: ["SPI_SHADER_PGM_RSRC2_ES"] },
        ],
    }
}

crate::regs::word! {
    /// Layout of 4 registers or register families, by `G`:
    ///
    /// 0. [`SpiShaderPgmRsrc2LsVs`](super::SpiShaderPgmRsrc2LsVs)
    /// 1. [`SpiShaderPgmRsrc2LsEs`](super::SpiShaderPgmRsrc2LsEs)
    /// 2. [`SpiShaderPgmRsrc2LsHs`](super::SpiShaderPgmRsrc2LsHs)
    /// 3. [`SpiShaderPgmRsrc2Ls`](super::SpiShaderPgmRsrc2Ls)
    #[derive(PartialEq, Eq, Hash)]
    pub struct SpiShaderPgmRsrc2LsLayout<const G: usize, const N: usize> {
        #[doc = "Bit 0."] pub scratch_en: bool [SCRATCH_EN_OFFSET, SCRATCH_EN_BITS] => with_scratch_en, with_scratch_en_checked, set_scratch_en, set_scratch_en_checked;
        #[doc = "Bits 1..=5."] #[bits(5)] pub user_sgpr: u8 [USER_SGPR_OFFSET, USER_SGPR_BITS] => with_user_sgpr, with_user_sgpr_checked, set_user_sgpr, set_user_sgpr_checked;
        #[doc = "Bit 6."] pub trap_present: bool [TRAP_PRESENT_OFFSET, TRAP_PRESENT_BITS] => with_trap_present, with_trap_present_checked, set_trap_present, set_trap_present_checked;
        #[doc = "Bits 7..=15."] #[bits(9)] pub lds_size: u16 [LDS_SIZE_OFFSET, LDS_SIZE_BITS] => with_lds_size, with_lds_size_checked, set_lds_size, set_lds_size_checked;
        #[doc = "Bits 16..=24: `EXCP_EN` bit mask."] #[bits(9)] pub excp_en: u16 [EXCP_EN_OFFSET, EXCP_EN_BITS] => with_excp_en, with_excp_en_checked, set_excp_en, set_excp_en_checked;
        #[bits(7)] __: u32;
    }
}

crate::regs::register_layout! {
    SpiShaderPgmRsrc2LsLayout {
        members: [
            { space: Sh, base: 0x07D, stride: 0x0, first: 0, names: ["SPI_SHADER_PGM_RSRC2_LS_VS"] },
            { space: Sh, base: 0x0FD, stride: 0x0, first: 0, names: ["SPI_SHADER_PGM_RSRC2_LS_ES"] },
            { space: Sh, base: 0x13D, stride: 0x0, first: 0, names: ["SPI_SHADER_PGM_RSRC2_LS_HS"] },
            { space: Sh, base: 0x14B, stride: 0x0, first: 0, names: ["SPI_SHADER_PGM_RSRC2_LS"] },
        ],
    }
}

crate::regs::word! {
    /// Layout of 3 registers or register families, by `G`:
    ///
    /// 0. [`SpiShaderPgmRsrc3Gs`](super::SpiShaderPgmRsrc3Gs)
    /// 1. [`SpiShaderPgmRsrc3Es`](super::SpiShaderPgmRsrc3Es)
    /// 2. [`SpiShaderPgmRsrc3Ls`](super::SpiShaderPgmRsrc3Ls)
    #[derive(PartialEq, Eq, Hash)]
    pub struct SpiShaderPgmRsrc3Fifo<const G: usize, const N: usize> {
        #[doc = "Bits 0..=15."] pub cu_en: u16 [CU_EN_OFFSET, CU_EN_BITS] => with_cu_en, with_cu_en_checked, set_cu_en, set_cu_en_checked;
        #[doc = "Bits 16..=21."] #[bits(6)] pub wave_limit: u8 [WAVE_LIMIT_OFFSET, WAVE_LIMIT_BITS] => with_wave_limit, with_wave_limit_checked, set_wave_limit, set_wave_limit_checked;
        #[doc = "Bits 22..=25."] #[bits(4)] pub lock_low_threshold: u8 [LOCK_LOW_THRESHOLD_OFFSET, LOCK_LOW_THRESHOLD_BITS] => with_lock_low_threshold, with_lock_low_threshold_checked, set_lock_low_threshold, set_lock_low_threshold_checked;
        #[doc = "Bits 26..=31. gfx8 only; a gfx7 `for_gfx` command buffer refuses it."] #[bits(6)] pub group_fifo_depth: u8 [GROUP_FIFO_DEPTH_OFFSET, GROUP_FIFO_DEPTH_BITS] => with_group_fifo_depth, with_group_fifo_depth_checked, set_group_fifo_depth, set_group_fifo_depth_checked;
    }
}

crate::regs::register_layout! {
    SpiShaderPgmRsrc3Fifo {
        members: [
            { space: Sh, base: 0x087, stride: 0x0, first: 0, names: ["SPI_SHADER_PGM_RSRC3_GS"] },
            { space: Sh, base: 0x0C7, stride: 0x0, first: 0, names: ["SPI_SHADER_PGM_RSRC3_ES"] },
            { space: Sh, base: 0x147, stride: 0x0, first: 0, names: ["SPI_SHADER_PGM_RSRC3_LS"] },
        ],
    }
}

crate::regs::word! {
    /// Layout of 7 registers or register families, by `G`:
    ///
    /// 0. [`ComputeDimX`](super::ComputeDimX)
    /// 1. [`ComputeDimY`](super::ComputeDimY)
    /// 2. [`ComputeDimZ`](super::ComputeDimZ)
    /// 3. [`VgtStrmoutBufferSizeN`](super::VgtStrmoutBufferSizeN)
    /// 4. [`VgtStrmoutDrawOpaqueBufferFilledSize`](super::VgtStrmoutDrawOpaqueBufferFilledSize)
    /// 5. [`VgtStrmoutBufferFilledSizeN`](super::VgtStrmoutBufferFilledSizeN)
    /// 6. gfx6's [`VgtStrmoutBufferFilledSizeN`](crate::regs::gfx6::VgtStrmoutBufferFilledSizeN), at another address
    #[derive(PartialEq, Eq, Hash)]
    pub struct Size32<const G: usize, const N: usize> {
        #[doc = "Bits 0..=31."] pub size: u32 [SIZE_OFFSET, SIZE_BITS] => with_size, with_size_checked, set_size, set_size_checked;
    }
}

crate::regs::register_layout! {
    Size32 {
        members: [
            { space: Sh, base: 0x201, stride: 0x0, first: 0, names: ["COMPUTE_DIM_X"] },
            { space: Sh, base: 0x202, stride: 0x0, first: 0, names: ["COMPUTE_DIM_Y"] },
            { space: Sh, base: 0x203, stride: 0x0, first: 0, names: ["COMPUTE_DIM_Z"] },
            { space: Context, base: 0x2B4, stride: 0x4, first: 0, names: ["VGT_STRMOUT_BUFFER_SIZE_0", "VGT_STRMOUT_BUFFER_SIZE_1", "VGT_STRMOUT_BUFFER_SIZE_2", "VGT_STRMOUT_BUFFER_SIZE_3"] },
            { space: Context, base: 0x2CB, stride: 0x0, first: 0, names: ["VGT_STRMOUT_DRAW_OPAQUE_BUFFER_FILLED_SIZE"] },
            { space: Uconfig, base: 0x244, stride: 0x1, first: 0, names: ["VGT_STRMOUT_BUFFER_FILLED_SIZE_0", "VGT_STRMOUT_BUFFER_FILLED_SIZE_1", "VGT_STRMOUT_BUFFER_FILLED_SIZE_2", "VGT_STRMOUT_BUFFER_FILLED_SIZE_3"] },
            { space: Config, base: 0x258, stride: 0x1, first: 0, names: ["VGT_STRMOUT_BUFFER_FILLED_SIZE_0", "VGT_STRMOUT_BUFFER_FILLED_SIZE_1", "VGT_STRMOUT_BUFFER_FILLED_SIZE_2", "VGT_STRMOUT_BUFFER_FILLED_SIZE_3"] },
        ],
    }
}

crate::regs::word! {
    /// Layout of 3 registers or register families, by `G`:
    ///
    /// 0. [`ComputeStartX`](super::ComputeStartX)
    /// 1. [`ComputeStartY`](super::ComputeStartY)
    /// 2. [`ComputeStartZ`](super::ComputeStartZ)
    #[derive(PartialEq, Eq, Hash)]
    pub struct ComputeStart<const G: usize, const N: usize> {
        #[doc = "Bits 0..=31."] pub start: u32 [START_OFFSET, START_BITS] => with_start, with_start_checked, set_start, set_start_checked;
    }
}

crate::regs::register_layout! {
    ComputeStart {
        members: [
            { space: Sh, base: 0x204, stride: 0x0, first: 0, names: ["COMPUTE_START_X"] },
            { space: Sh, base: 0x205, stride: 0x0, first: 0, names: ["COMPUTE_START_Y"] },
            { space: Sh, base: 0x206, stride: 0x0, first: 0, names: ["COMPUTE_START_Z"] },
        ],
    }
}

crate::regs::word! {
    /// Layout of 3 registers or register families, by `G`:
    ///
    /// 0. [`ComputeNumThreadX`](super::ComputeNumThreadX)
    /// 1. [`ComputeNumThreadY`](super::ComputeNumThreadY)
    /// 2. [`ComputeNumThreadZ`](super::ComputeNumThreadZ)
    #[derive(PartialEq, Eq, Hash)]
    pub struct ComputeNumThread<const G: usize, const N: usize> {
        #[doc = "Bits 0..=15."] pub num_thread_full: u16 [NUM_THREAD_FULL_OFFSET, NUM_THREAD_FULL_BITS] => with_num_thread_full, with_num_thread_full_checked, set_num_thread_full, set_num_thread_full_checked;
        #[doc = "Bits 16..=31."] pub num_thread_partial: u16 [NUM_THREAD_PARTIAL_OFFSET, NUM_THREAD_PARTIAL_BITS] => with_num_thread_partial, with_num_thread_partial_checked, set_num_thread_partial, set_num_thread_partial_checked;
    }
}

crate::regs::register_layout! {
    ComputeNumThread {
        members: [
            { space: Sh, base: 0x207, stride: 0x0, first: 0, names: ["COMPUTE_NUM_THREAD_X"] },
            { space: Sh, base: 0x208, stride: 0x0, first: 0, names: ["COMPUTE_NUM_THREAD_Y"] },
            { space: Sh, base: 0x209, stride: 0x0, first: 0, names: ["COMPUTE_NUM_THREAD_Z"] },
        ],
    }
}

crate::regs::word! {
    /// Layout of 2 registers or register families, by `G`:
    ///
    /// 0. [`ComputeTbaHi`](super::ComputeTbaHi)
    /// 1. [`ComputeTmaHi`](super::ComputeTmaHi)
    #[derive(PartialEq, Eq, Hash)]
    pub struct ComputeTrapAddressHi<const G: usize, const N: usize> {
        #[doc = "Bits 0..=7."] pub data: u8 [DATA_OFFSET, DATA_BITS] => with_data, with_data_checked, set_data, set_data_checked;
        #[bits(24)] __: u32;
    }
}

crate::regs::register_layout! {
    ComputeTrapAddressHi {
        members: [
            { space: Sh, base: 0x20F, stride: 0x0, first: 0, names: ["COMPUTE_TBA_HI"] },
            { space: Sh, base: 0x211, stride: 0x0, first: 0, names: ["COMPUTE_TMA_HI"] },
        ],
    }
}

crate::regs::word! {
    /// Layout of 4 registers or register families, by `G`:
    ///
    /// 0. [`ComputeStaticThreadMgmtSe0`](super::ComputeStaticThreadMgmtSe0)
    /// 1. [`ComputeStaticThreadMgmtSe1`](super::ComputeStaticThreadMgmtSe1)
    /// 2. [`ComputeStaticThreadMgmtSe2`](super::ComputeStaticThreadMgmtSe2)
    /// 3. [`ComputeStaticThreadMgmtSe3`](super::ComputeStaticThreadMgmtSe3)
    #[derive(PartialEq, Eq, Hash)]
    pub struct ComputeStaticThreadMgmt<const G: usize, const N: usize> {
        #[doc = "Bits 0..=15."] pub sh0_cu_en: u16 [SH0_CU_EN_OFFSET, SH0_CU_EN_BITS] => with_sh0_cu_en, with_sh0_cu_en_checked, set_sh0_cu_en, set_sh0_cu_en_checked;
        #[doc = "Bits 16..=31."] pub sh1_cu_en: u16 [SH1_CU_EN_OFFSET, SH1_CU_EN_BITS] => with_sh1_cu_en, with_sh1_cu_en_checked, set_sh1_cu_en, set_sh1_cu_en_checked;
    }
}

crate::regs::register_layout! {
    ComputeStaticThreadMgmt {
        members: [
            { space: Sh, base: 0x216, stride: 0x0, first: 0, names: ["COMPUTE_STATIC_THREAD_MGMT_SE0"] },
            { space: Sh, base: 0x217, stride: 0x0, first: 0, names: ["COMPUTE_STATIC_THREAD_MGMT_SE1"] },
            { space: Sh, base: 0x219, stride: 0x0, first: 0, names: ["COMPUTE_STATIC_THREAD_MGMT_SE2"] },
            { space: Sh, base: 0x21A, stride: 0x0, first: 0, names: ["COMPUTE_STATIC_THREAD_MGMT_SE3"] },
        ],
    }
}

crate::regs::word! {
    /// Layout of 2 registers or register families, by `G`:
    ///
    /// 0. [`ComputeTmpringSize`](super::ComputeTmpringSize)
    /// 1. [`SpiTmpringSize`](super::SpiTmpringSize)
    #[derive(PartialEq, Eq, Hash)]
    pub struct TmpringSize<const G: usize, const N: usize> {
        #[doc = "Bits 0..=11."] #[bits(12)] pub waves: u16 [WAVES_OFFSET, WAVES_BITS] => with_waves, with_waves_checked, set_waves, set_waves_checked;
        #[doc = "Bits 12..=24."] #[bits(13)] pub wavesize: u16 [WAVESIZE_OFFSET, WAVESIZE_BITS] => with_wavesize, with_wavesize_checked, set_wavesize, set_wavesize_checked;
        #[bits(7)] __: u32;
    }
}

crate::regs::register_layout! {
    TmpringSize {
        members: [
            { space: Sh, base: 0x218, stride: 0x0, first: 0, names: ["COMPUTE_TMPRING_SIZE"] },
            { space: Context, base: 0x1BA, stride: 0x0, first: 0, names: ["SPI_TMPRING_SIZE"] },
        ],
    }
}

crate::regs::word! {
    /// Layout of 3 registers or register families, by `G`:
    ///
    /// 0. [`ComputeRestartX`](super::ComputeRestartX)
    /// 1. [`ComputeRestartY`](super::ComputeRestartY)
    /// 2. [`ComputeRestartZ`](super::ComputeRestartZ)
    #[derive(PartialEq, Eq, Hash)]
    pub struct ComputeRestart<const G: usize, const N: usize> {
        #[doc = "Bits 0..=31."] pub restart: u32 [RESTART_OFFSET, RESTART_BITS] => with_restart, with_restart_checked, set_restart, set_restart_checked;
    }
}

crate::regs::register_layout! {
    ComputeRestart {
        members: [
            { space: Sh, base: 0x21B, stride: 0x0, first: 0, names: ["COMPUTE_RESTART_X"] },
            { space: Sh, base: 0x21C, stride: 0x0, first: 0, names: ["COMPUTE_RESTART_Y"] },
            { space: Sh, base: 0x21D, stride: 0x0, first: 0, names: ["COMPUTE_RESTART_Z"] },
        ],
    }
}

crate::regs::word! {
    /// Layout of 9 registers or register families, by `G`:
    ///
    /// 0. [`DbHtileDataBase`](super::DbHtileDataBase)
    /// 1. [`DbZReadBase`](super::DbZReadBase)
    /// 2. [`DbStencilReadBase`](super::DbStencilReadBase)
    /// 3. [`DbZWriteBase`](super::DbZWriteBase)
    /// 4. [`DbStencilWriteBase`](super::DbStencilWriteBase)
    /// 5. [`CbColorNBase`](super::CbColorNBase)
    /// 6. [`CbColorNCmask`](super::CbColorNCmask)
    /// 7. [`CbColorNFmask`](super::CbColorNFmask)
    /// 8. gfx8's [`CbColorNDccBase`](crate::regs::gfx8::CbColorNDccBase), a register gfx7 lacks
    #[derive(PartialEq, Eq, Hash)]
    pub struct Base256b<const G: usize, const N: usize> {
        #[doc = "Bits 0..=31."] pub base_256b: u32 [BASE_256B_OFFSET, BASE_256B_BITS] => with_base_256b, with_base_256b_checked, set_base_256b, set_base_256b_checked;
    }
}

crate::regs::register_layout! {
    Base256b {
        members: [
            { space: Context, base: 0x005, stride: 0x0, first: 0, names: ["DB_HTILE_DATA_BASE"] },
            { space: Context, base: 0x012, stride: 0x0, first: 0, names: ["DB_Z_READ_BASE"] },
            { space: Context, base: 0x013, stride: 0x0, first: 0, names: ["DB_STENCIL_READ_BASE"] },
            { space: Context, base: 0x014, stride: 0x0, first: 0, names: ["DB_Z_WRITE_BASE"] },
            { space: Context, base: 0x015, stride: 0x0, first: 0, names: ["DB_STENCIL_WRITE_BASE"] },
            { space: Context, base: 0x318, stride: 0xF, first: 0, names: ["CB_COLOR0_BASE", "CB_COLOR1_BASE", "CB_COLOR2_BASE", "CB_COLOR3_BASE", "CB_COLOR4_BASE", "CB_COLOR5_BASE", "CB_COLOR6_BASE", "CB_COLOR7_BASE"] },
            { space: Context, base: 0x31F, stride: 0xF, first: 0, names: ["CB_COLOR0_CMASK", "CB_COLOR1_CMASK", "CB_COLOR2_CMASK", "CB_COLOR3_CMASK", "CB_COLOR4_CMASK", "CB_COLOR5_CMASK", "CB_COLOR6_CMASK", "CB_COLOR7_CMASK"] },
            { space: Context, base: 0x321, stride: 0xF, first: 0, names: ["CB_COLOR0_FMASK", "CB_COLOR1_FMASK", "CB_COLOR2_FMASK", "CB_COLOR3_FMASK", "CB_COLOR4_FMASK", "CB_COLOR5_FMASK", "CB_COLOR6_FMASK", "CB_COLOR7_FMASK"] },
            { space: Context, base: 0x325, stride: 0xF, first: 0, names: ["CB_COLOR0_DCC_BASE", "CB_COLOR1_DCC_BASE", "CB_COLOR2_DCC_BASE", "CB_COLOR3_DCC_BASE", "CB_COLOR4_DCC_BASE", "CB_COLOR5_DCC_BASE", "CB_COLOR6_DCC_BASE", "CB_COLOR7_DCC_BASE"] },
        ],
    }
}

crate::regs::word! {
    /// Layout of 3 registers or register families, by `G`:
    ///
    /// 0. [`TaBcBaseAddr`](super::TaBcBaseAddr)
    /// 1. [`TaCsBcBaseAddr`](super::TaCsBcBaseAddr)
    /// 2. gfx6's [`TaCsBcBaseAddr`](crate::regs::gfx6::TaCsBcBaseAddr), at another address
    #[derive(PartialEq, Eq, Hash)]
    pub struct TaBcBaseAddrLayout<const G: usize, const N: usize> {
        #[doc = "Bits 0..=31."] pub address: u32 [ADDRESS_OFFSET, ADDRESS_BITS] => with_address, with_address_checked, set_address, set_address_checked;
    }
}

crate::regs::register_layout! {
    TaBcBaseAddrLayout {
        members: [
            { space: Context, base: 0x020, stride: 0x0, first: 0, names: ["TA_BC_BASE_ADDR"] },
            { space: Uconfig, base: 0x380, stride: 0x0, first: 0, names: ["TA_CS_BC_BASE_ADDR"] },
            { space: Config, base: 0x543, stride: 0x0, first: 0, names: ["TA_CS_BC_BASE_ADDR"] },
        ],
    }
}

crate::regs::word! {
    /// Layout of 2 registers or register families, by `G`:
    ///
    /// 0. [`TaBcBaseAddrHi`](super::TaBcBaseAddrHi)
    /// 1. [`TaCsBcBaseAddrHi`](super::TaCsBcBaseAddrHi)
    #[derive(PartialEq, Eq, Hash)]
    pub struct TaBcBaseAddrHiLayout<const G: usize, const N: usize> {
        #[doc = "Bits 0..=7."] pub address: u8 [ADDRESS_OFFSET, ADDRESS_BITS] => with_address, with_address_checked, set_address, set_address_checked;
        #[bits(24)] __: u32;
    }
}

crate::regs::register_layout! {
    TaBcBaseAddrHiLayout {
        members: [
            { space: Context, base: 0x021, stride: 0x0, first: 0, names: ["TA_BC_BASE_ADDR_HI"] },
            { space: Uconfig, base: 0x381, stride: 0x0, first: 0, names: ["TA_CS_BC_BASE_ADDR_HI"] },
        ],
    }
}

crate::regs::word! {
    /// Layout of 4 registers or register families, by `G`:
    ///
    /// 0. [`CoherDestBaseHi0`](super::CoherDestBaseHi0)
    /// 1. [`CoherDestBaseHi1`](super::CoherDestBaseHi1)
    /// 2. [`CoherDestBaseHi2`](super::CoherDestBaseHi2)
    /// 3. [`CoherDestBaseHi3`](super::CoherDestBaseHi3)
    #[derive(PartialEq, Eq, Hash)]
    pub struct CoherDestBaseHi<const G: usize, const N: usize> {
        #[doc = "Bits 0..=31."] pub dest_base_hi_256b: u32 [DEST_BASE_HI_256B_OFFSET, DEST_BASE_HI_256B_BITS] => with_dest_base_hi_256b, with_dest_base_hi_256b_checked, set_dest_base_hi_256b, set_dest_base_hi_256b_checked;
    }
}

crate::regs::register_layout! {
    CoherDestBaseHi {
        members: [
            { space: Context, base: 0x07A, stride: 0x0, first: 0, names: ["COHER_DEST_BASE_HI_0"] },
            { space: Context, base: 0x07B, stride: 0x0, first: 0, names: ["COHER_DEST_BASE_HI_1"] },
            { space: Context, base: 0x07C, stride: 0x0, first: 0, names: ["COHER_DEST_BASE_HI_2"] },
            { space: Context, base: 0x07D, stride: 0x0, first: 0, names: ["COHER_DEST_BASE_HI_3"] },
        ],
    }
}

crate::regs::word! {
    /// Layout of 4 registers or register families, by `G`:
    ///
    /// 0. [`CoherDestBase2`](super::CoherDestBase2)
    /// 1. [`CoherDestBase3`](super::CoherDestBase3)
    /// 2. [`CoherDestBase0`](super::CoherDestBase0)
    /// 3. [`CoherDestBase1`](super::CoherDestBase1)
    #[derive(PartialEq, Eq, Hash)]
    pub struct CoherDestBase<const G: usize, const N: usize> {
        #[doc = "Bits 0..=31."] pub dest_base_256b: u32 [DEST_BASE_256B_OFFSET, DEST_BASE_256B_BITS] => with_dest_base_256b, with_dest_base_256b_checked, set_dest_base_256b, set_dest_base_256b_checked;
    }
}

crate::regs::register_layout! {
    CoherDestBase {
        members: [
            { space: Context, base: 0x07E, stride: 0x0, first: 0, names: ["COHER_DEST_BASE_2"] },
            { space: Context, base: 0x07F, stride: 0x0, first: 0, names: ["COHER_DEST_BASE_3"] },
            { space: Context, base: 0x092, stride: 0x0, first: 0, names: ["COHER_DEST_BASE_0"] },
            { space: Context, base: 0x093, stride: 0x0, first: 0, names: ["COHER_DEST_BASE_1"] },
        ],
    }
}

crate::regs::word! {
    /// Layout of 3 registers or register families, by `G`:
    ///
    /// 0. [`PaScWindowScissorTl`](super::PaScWindowScissorTl)
    /// 1. [`PaScGenericScissorTl`](super::PaScGenericScissorTl)
    /// 2. [`PaScVportScissorNTl`](super::PaScVportScissorNTl)
    #[derive(PartialEq, Eq, Hash)]
    pub struct PaScScissorTl<const G: usize, const N: usize> {
        #[doc = "Bits 0..=14."] #[bits(15)] pub tl_x: u16 [TL_X_OFFSET, TL_X_BITS] => with_tl_x, with_tl_x_checked, set_tl_x, set_tl_x_checked;
        #[bits(1)] __: u32;
        #[doc = "Bits 16..=30."] #[bits(15)] pub tl_y: u16 [TL_Y_OFFSET, TL_Y_BITS] => with_tl_y, with_tl_y_checked, set_tl_y, set_tl_y_checked;
        #[doc = "Bit 31."] pub window_offset_disable: bool [WINDOW_OFFSET_DISABLE_OFFSET, WINDOW_OFFSET_DISABLE_BITS] => with_window_offset_disable, with_window_offset_disable_checked, set_window_offset_disable, set_window_offset_disable_checked;
    }
}

crate::regs::register_layout! {
    PaScScissorTl {
        members: [
            { space: Context, base: 0x081, stride: 0x0, first: 0, names: ["PA_SC_WINDOW_SCISSOR_TL"] },
            { space: Context, base: 0x090, stride: 0x0, first: 0, names: ["PA_SC_GENERIC_SCISSOR_TL"] },
            { space: Context, base: 0x094, stride: 0x2, first: 0, names: ["PA_SC_VPORT_SCISSOR_0_TL", "PA_SC_VPORT_SCISSOR_1_TL", "PA_SC_VPORT_SCISSOR_2_TL", "PA_SC_VPORT_SCISSOR_3_TL", "PA_SC_VPORT_SCISSOR_4_TL", "PA_SC_VPORT_SCISSOR_5_TL", "PA_SC_VPORT_SCISSOR_6_TL", "PA_SC_VPORT_SCISSOR_7_TL", "PA_SC_VPORT_SCISSOR_8_TL", "PA_SC_VPORT_SCISSOR_9_TL", "PA_SC_VPORT_SCISSOR_10_TL", "PA_SC_VPORT_SCISSOR_11_TL", "PA_SC_VPORT_SCISSOR_12_TL", "PA_SC_VPORT_SCISSOR_13_TL", "PA_SC_VPORT_SCISSOR_14_TL", "PA_SC_VPORT_SCISSOR_15_TL"] },
        ],
    }
}

crate::regs::word! {
    /// Layout of 4 registers or register families, by `G`:
    ///
    /// 0. [`PaScWindowScissorBr`](super::PaScWindowScissorBr)
    /// 1. [`PaScCliprectNBr`](super::PaScCliprectNBr)
    /// 2. [`PaScGenericScissorBr`](super::PaScGenericScissorBr)
    /// 3. [`PaScVportScissorNBr`](super::PaScVportScissorNBr)
    #[derive(PartialEq, Eq, Hash)]
    pub struct PaScScissorBr<const G: usize, const N: usize> {
        #[doc = "Bits 0..=14."] #[bits(15)] pub br_x: u16 [BR_X_OFFSET, BR_X_BITS] => with_br_x, with_br_x_checked, set_br_x, set_br_x_checked;
        #[bits(1)] __: u32;
        #[doc = "Bits 16..=30."] #[bits(15)] pub br_y: u16 [BR_Y_OFFSET, BR_Y_BITS] => with_br_y, with_br_y_checked, set_br_y, set_br_y_checked;
        #[bits(1)] __: u32;
    }
}

crate::regs::register_layout! {
    PaScScissorBr {
        members: [
            { space: Context, base: 0x082, stride: 0x0, first: 0, names: ["PA_SC_WINDOW_SCISSOR_BR"] },
            { space: Context, base: 0x085, stride: 0x2, first: 0, names: ["PA_SC_CLIPRECT_0_BR", "PA_SC_CLIPRECT_1_BR", "PA_SC_CLIPRECT_2_BR", "PA_SC_CLIPRECT_3_BR"] },
            { space: Context, base: 0x091, stride: 0x0, first: 0, names: ["PA_SC_GENERIC_SCISSOR_BR"] },
            { space: Context, base: 0x095, stride: 0x2, first: 0, names: ["PA_SC_VPORT_SCISSOR_0_BR", "PA_SC_VPORT_SCISSOR_1_BR", "PA_SC_VPORT_SCISSOR_2_BR", "PA_SC_VPORT_SCISSOR_3_BR", "PA_SC_VPORT_SCISSOR_4_BR", "PA_SC_VPORT_SCISSOR_5_BR", "PA_SC_VPORT_SCISSOR_6_BR", "PA_SC_VPORT_SCISSOR_7_BR", "PA_SC_VPORT_SCISSOR_8_BR", "PA_SC_VPORT_SCISSOR_9_BR", "PA_SC_VPORT_SCISSOR_10_BR", "PA_SC_VPORT_SCISSOR_11_BR", "PA_SC_VPORT_SCISSOR_12_BR", "PA_SC_VPORT_SCISSOR_13_BR", "PA_SC_VPORT_SCISSOR_14_BR", "PA_SC_VPORT_SCISSOR_15_BR"] },
        ],
    }
}

crate::regs::word! {
    /// Layout of 12 registers or register families, by `G`:
    ///
    /// 0. [`PaClUcpNX`](super::PaClUcpNX)
    /// 1. [`PaClUcpNY`](super::PaClUcpNY)
    /// 2. [`PaClUcpNZ`](super::PaClUcpNZ)
    /// 3. [`PaClUcpNW`](super::PaClUcpNW)
    /// 4. [`PaClPointXRad`](super::PaClPointXRad)
    /// 5. [`PaClPointYRad`](super::PaClPointYRad)
    /// 6. [`PaClPointSize`](super::PaClPointSize)
    /// 7. [`PaClPointCullRad`](super::PaClPointCullRad)
    /// 8. [`PaClGbVertClipAdj`](super::PaClGbVertClipAdj)
    /// 9. [`PaClGbVertDiscAdj`](super::PaClGbVertDiscAdj)
    /// 10. [`PaClGbHorzClipAdj`](super::PaClGbHorzClipAdj)
    /// 11. [`PaClGbHorzDiscAdj`](super::PaClGbHorzDiscAdj)
    #[derive(PartialEq, Eq, Hash)]
    pub struct PaClFloat<const G: usize, const N: usize> {
        #[doc = "Bits 0..=31."] #[bits(32, from = f32::from_bits)] pub data_register: f32 [DATA_REGISTER_OFFSET, DATA_REGISTER_BITS] => with_data_register, with_data_register_checked, set_data_register, set_data_register_checked;
    }
}

crate::regs::register_layout! {
    PaClFloat {
        members: [
            { space: Context, base: 0x16F, stride: 0x4, first: 0, names: ["PA_CL_UCP_0_X", "PA_CL_UCP_1_X", "PA_CL_UCP_2_X", "PA_CL_UCP_3_X", "PA_CL_UCP_4_X", "PA_CL_UCP_5_X"] },
            { space: Context, base: 0x170, stride: 0x4, first: 0, names: ["PA_CL_UCP_0_Y", "PA_CL_UCP_1_Y", "PA_CL_UCP_2_Y", "PA_CL_UCP_3_Y", "PA_CL_UCP_4_Y", "PA_CL_UCP_5_Y"] },
            { space: Context, base: 0x171, stride: 0x4, first: 0, names: ["PA_CL_UCP_0_Z", "PA_CL_UCP_1_Z", "PA_CL_UCP_2_Z", "PA_CL_UCP_3_Z", "PA_CL_UCP_4_Z", "PA_CL_UCP_5_Z"] },
            { space: Context, base: 0x172, stride: 0x4, first: 0, names: ["PA_CL_UCP_0_W", "PA_CL_UCP_1_W", "PA_CL_UCP_2_W", "PA_CL_UCP_3_W", "PA_CL_UCP_4_W", "PA_CL_UCP_5_W"] },
            { space: Context, base: 0x1F5, stride: 0x0, first: 0, names: ["PA_CL_POINT_X_RAD"] },
            { space: Context, base: 0x1F6, stride: 0x0, first: 0, names: ["PA_CL_POINT_Y_RAD"] },
            { space: Context, base: 0x1F7, stride: 0x0, first: 0, names: ["PA_CL_POINT_SIZE"] },
            { space: Context, base: 0x1F8, stride: 0x0, first: 0, names: ["PA_CL_POINT_CULL_RAD"] },
            { space: Context, base: 0x2FA, stride: 0x0, first: 0, names: ["PA_CL_GB_VERT_CLIP_ADJ"] },
            { space: Context, base: 0x2FB, stride: 0x0, first: 0, names: ["PA_CL_GB_VERT_DISC_ADJ"] },
            { space: Context, base: 0x2FC, stride: 0x0, first: 0, names: ["PA_CL_GB_HORZ_CLIP_ADJ"] },
            { space: Context, base: 0x2FD, stride: 0x0, first: 0, names: ["PA_CL_GB_HORZ_DISC_ADJ"] },
        ],
    }
}

crate::regs::word! {
    /// Layout of 2 registers or register families, by `G`:
    ///
    /// 0. [`SpiPsInputEna`](super::SpiPsInputEna)
    /// 1. [`SpiPsInputAddr`](super::SpiPsInputAddr)
    #[derive(PartialEq, Eq, Hash)]
    pub struct SpiPsInput<const G: usize, const N: usize> {
        #[doc = "Bit 0."] pub persp_sample_ena: bool [PERSP_SAMPLE_ENA_OFFSET, PERSP_SAMPLE_ENA_BITS] => with_persp_sample_ena, with_persp_sample_ena_checked, set_persp_sample_ena, set_persp_sample_ena_checked;
        #[doc = "Bit 1."] pub persp_center_ena: bool [PERSP_CENTER_ENA_OFFSET, PERSP_CENTER_ENA_BITS] => with_persp_center_ena, with_persp_center_ena_checked, set_persp_center_ena, set_persp_center_ena_checked;
        #[doc = "Bit 2."] pub persp_centroid_ena: bool [PERSP_CENTROID_ENA_OFFSET, PERSP_CENTROID_ENA_BITS] => with_persp_centroid_ena, with_persp_centroid_ena_checked, set_persp_centroid_ena, set_persp_centroid_ena_checked;
        #[doc = "Bit 3."] pub persp_pull_model_ena: bool [PERSP_PULL_MODEL_ENA_OFFSET, PERSP_PULL_MODEL_ENA_BITS] => with_persp_pull_model_ena, with_persp_pull_model_ena_checked, set_persp_pull_model_ena, set_persp_pull_model_ena_checked;
        #[doc = "Bit 4."] pub linear_sample_ena: bool [LINEAR_SAMPLE_ENA_OFFSET, LINEAR_SAMPLE_ENA_BITS] => with_linear_sample_ena, with_linear_sample_ena_checked, set_linear_sample_ena, set_linear_sample_ena_checked;
        #[doc = "Bit 5."] pub linear_center_ena: bool [LINEAR_CENTER_ENA_OFFSET, LINEAR_CENTER_ENA_BITS] => with_linear_center_ena, with_linear_center_ena_checked, set_linear_center_ena, set_linear_center_ena_checked;
        #[doc = "Bit 6."] pub linear_centroid_ena: bool [LINEAR_CENTROID_ENA_OFFSET, LINEAR_CENTROID_ENA_BITS] => with_linear_centroid_ena, with_linear_centroid_ena_checked, set_linear_centroid_ena, set_linear_centroid_ena_checked;
        #[doc = "Bit 7."] pub line_stipple_tex_ena: bool [LINE_STIPPLE_TEX_ENA_OFFSET, LINE_STIPPLE_TEX_ENA_BITS] => with_line_stipple_tex_ena, with_line_stipple_tex_ena_checked, set_line_stipple_tex_ena, set_line_stipple_tex_ena_checked;
        #[doc = "Bit 8."] pub pos_x_float_ena: bool [POS_X_FLOAT_ENA_OFFSET, POS_X_FLOAT_ENA_BITS] => with_pos_x_float_ena, with_pos_x_float_ena_checked, set_pos_x_float_ena, set_pos_x_float_ena_checked;
        #[doc = "Bit 9."] pub pos_y_float_ena: bool [POS_Y_FLOAT_ENA_OFFSET, POS_Y_FLOAT_ENA_BITS] => with_pos_y_float_ena, with_pos_y_float_ena_checked, set_pos_y_float_ena, set_pos_y_float_ena_checked;
        #[doc = "Bit 10."] pub pos_z_float_ena: bool [POS_Z_FLOAT_ENA_OFFSET, POS_Z_FLOAT_ENA_BITS] => with_pos_z_float_ena, with_pos_z_float_ena_checked, set_pos_z_float_ena, set_pos_z_float_ena_checked;
        #[doc = "Bit 11."] pub pos_w_float_ena: bool [POS_W_FLOAT_ENA_OFFSET, POS_W_FLOAT_ENA_BITS] => with_pos_w_float_ena, with_pos_w_float_ena_checked, set_pos_w_float_ena, set_pos_w_float_ena_checked;
        #[doc = "Bit 12."] pub front_face_ena: bool [FRONT_FACE_ENA_OFFSET, FRONT_FACE_ENA_BITS] => with_front_face_ena, with_front_face_ena_checked, set_front_face_ena, set_front_face_ena_checked;
        #[doc = "Bit 13."] pub ancillary_ena: bool [ANCILLARY_ENA_OFFSET, ANCILLARY_ENA_BITS] => with_ancillary_ena, with_ancillary_ena_checked, set_ancillary_ena, set_ancillary_ena_checked;
        #[doc = "Bit 14."] pub sample_coverage_ena: bool [SAMPLE_COVERAGE_ENA_OFFSET, SAMPLE_COVERAGE_ENA_BITS] => with_sample_coverage_ena, with_sample_coverage_ena_checked, set_sample_coverage_ena, set_sample_coverage_ena_checked;
        #[doc = "Bit 15."] pub pos_fixed_pt_ena: bool [POS_FIXED_PT_ENA_OFFSET, POS_FIXED_PT_ENA_BITS] => with_pos_fixed_pt_ena, with_pos_fixed_pt_ena_checked, set_pos_fixed_pt_ena, set_pos_fixed_pt_ena_checked;
        #[bits(16)] __: u32;
    }
}

crate::regs::register_layout! {
    SpiPsInput {
        members: [
            { space: Context, base: 0x1B3, stride: 0x0, first: 0, names: ["SPI_PS_INPUT_ENA"] },
            { space: Context, base: 0x1B4, stride: 0x0, first: 0, names: ["SPI_PS_INPUT_ADDR"] },
        ],
    }
}

crate::regs::word! {
    /// Layout of 2 registers or register families, by `G`:
    ///
    /// 0. [`CsCopyState`](super::CsCopyState)
    /// 1. [`GfxCopyState`](super::GfxCopyState)
    #[derive(PartialEq, Eq, Hash)]
    pub struct CopyState<const G: usize, const N: usize> {
        #[doc = "Bits 0..=2."] #[bits(3)] pub src_state_id: u8 [SRC_STATE_ID_OFFSET, SRC_STATE_ID_BITS] => with_src_state_id, with_src_state_id_checked, set_src_state_id, set_src_state_id_checked;
        #[bits(29)] __: u32;
    }
}

crate::regs::register_layout! {
    CopyState {
        members: [
            { space: Context, base: 0x1F3, stride: 0x0, first: 0, names: ["CS_COPY_STATE"] },
            { space: Context, base: 0x1F4, stride: 0x0, first: 0, names: ["GFX_COPY_STATE"] },
        ],
    }
}

crate::regs::word! {
    /// Layout of 2 registers or register families, by `G`:
    ///
    /// 0. [`VgtGroupVect0Cntl`](super::VgtGroupVect0Cntl)
    /// 1. [`VgtGroupVect1Cntl`](super::VgtGroupVect1Cntl)
    #[derive(PartialEq, Eq, Hash)]
    pub struct VgtGroupVectCntl<const G: usize, const N: usize> {
        #[doc = "Bit 0."] pub comp_x_en: bool [COMP_X_EN_OFFSET, COMP_X_EN_BITS] => with_comp_x_en, with_comp_x_en_checked, set_comp_x_en, set_comp_x_en_checked;
        #[doc = "Bit 1."] pub comp_y_en: bool [COMP_Y_EN_OFFSET, COMP_Y_EN_BITS] => with_comp_y_en, with_comp_y_en_checked, set_comp_y_en, set_comp_y_en_checked;
        #[doc = "Bit 2."] pub comp_z_en: bool [COMP_Z_EN_OFFSET, COMP_Z_EN_BITS] => with_comp_z_en, with_comp_z_en_checked, set_comp_z_en, set_comp_z_en_checked;
        #[doc = "Bit 3."] pub comp_w_en: bool [COMP_W_EN_OFFSET, COMP_W_EN_BITS] => with_comp_w_en, with_comp_w_en_checked, set_comp_w_en, set_comp_w_en_checked;
        #[bits(4)] __: u32;
        #[doc = "Bits 8..=15."] pub stride: u8 [STRIDE_OFFSET, STRIDE_BITS] => with_stride, with_stride_checked, set_stride, set_stride_checked;
        #[doc = "Bits 16..=23."] pub shift: u8 [SHIFT_OFFSET, SHIFT_BITS] => with_shift, with_shift_checked, set_shift, set_shift_checked;
        #[bits(8)] __: u32;
    }
}

crate::regs::register_layout! {
    VgtGroupVectCntl {
        members: [
            { space: Context, base: 0x28C, stride: 0x0, first: 0, names: ["VGT_GROUP_VECT_0_CNTL"] },
            { space: Context, base: 0x28D, stride: 0x0, first: 0, names: ["VGT_GROUP_VECT_1_CNTL"] },
        ],
    }
}

crate::regs::word! {
    /// Layout of 2 registers or register families, by `G`:
    ///
    /// 0. [`VgtGroupVect0FmtCntl`](super::VgtGroupVect0FmtCntl)
    /// 1. [`VgtGroupVect1FmtCntl`](super::VgtGroupVect1FmtCntl)
    #[derive(PartialEq, Eq, Hash)]
    pub struct VgtGroupVectFmtCntl<const G: usize, const N: usize> {
        #[doc = "Bits 0..=3."] #[bits(4)] pub x_conv: u8 [X_CONV_OFFSET, X_CONV_BITS] => with_x_conv, with_x_conv_checked, set_x_conv, set_x_conv_checked;
        #[doc = "Bits 4..=7."] #[bits(4)] pub x_offset: u8 [X_OFFSET_OFFSET, X_OFFSET_BITS] => with_x_offset, with_x_offset_checked, set_x_offset, set_x_offset_checked;
        #[doc = "Bits 8..=11."] #[bits(4)] pub y_conv: u8 [Y_CONV_OFFSET, Y_CONV_BITS] => with_y_conv, with_y_conv_checked, set_y_conv, set_y_conv_checked;
        #[doc = "Bits 12..=15."] #[bits(4)] pub y_offset: u8 [Y_OFFSET_OFFSET, Y_OFFSET_BITS] => with_y_offset, with_y_offset_checked, set_y_offset, set_y_offset_checked;
        #[doc = "Bits 16..=19."] #[bits(4)] pub z_conv: u8 [Z_CONV_OFFSET, Z_CONV_BITS] => with_z_conv, with_z_conv_checked, set_z_conv, set_z_conv_checked;
        #[doc = "Bits 20..=23."] #[bits(4)] pub z_offset: u8 [Z_OFFSET_OFFSET, Z_OFFSET_BITS] => with_z_offset, with_z_offset_checked, set_z_offset, set_z_offset_checked;
        #[doc = "Bits 24..=27."] #[bits(4)] pub w_conv: u8 [W_CONV_OFFSET, W_CONV_BITS] => with_w_conv, with_w_conv_checked, set_w_conv, set_w_conv_checked;
        #[doc = "Bits 28..=31."] #[bits(4)] pub w_offset: u8 [W_OFFSET_OFFSET, W_OFFSET_BITS] => with_w_offset, with_w_offset_checked, set_w_offset, set_w_offset_checked;
    }
}

crate::regs::register_layout! {
    VgtGroupVectFmtCntl {
        members: [
            { space: Context, base: 0x28E, stride: 0x0, first: 0, names: ["VGT_GROUP_VECT_0_FMT_CNTL"] },
            { space: Context, base: 0x28F, stride: 0x0, first: 0, names: ["VGT_GROUP_VECT_1_FMT_CNTL"] },
        ],
    }
}

crate::regs::word! {
    /// Layout of 3 registers or register families, by `G`:
    ///
    /// 0. [`VgtEnhance`](super::VgtEnhance)
    /// 1. [`IaEnhance`](super::IaEnhance)
    /// 2. [`WdEnhance`](super::WdEnhance)
    #[derive(PartialEq, Eq, Hash)]
    pub struct Enhance<const G: usize, const N: usize> {
        #[doc = "Bits 0..=31."] pub misc: u32 [MISC_OFFSET, MISC_BITS] => with_misc, with_misc_checked, set_misc, set_misc_checked;
    }
}

crate::regs::register_layout! {
    Enhance {
        members: [
            { space: Context, base: 0x294, stride: 0x0, first: 0, names: ["VGT_ENHANCE"] },
            { space: Context, base: 0x29C, stride: 0x0, first: 0, names: ["IA_ENHANCE"] },
            { space: Context, base: 0x2A0, stride: 0x0, first: 0, names: ["WD_ENHANCE"] },
        ],
    }
}

crate::regs::word! {
    /// Layout of 3 registers or register families, by `G`:
    ///
    /// 0. [`VgtGsvsRingOffset1`](super::VgtGsvsRingOffset1)
    /// 1. [`VgtGsvsRingOffset2`](super::VgtGsvsRingOffset2)
    /// 2. [`VgtGsvsRingOffset3`](super::VgtGsvsRingOffset3)
    #[derive(PartialEq, Eq, Hash)]
    pub struct VgtGsvsRingOffset<const G: usize, const N: usize> {
        #[doc = "Bits 0..=14."] #[bits(15)] pub offset: u16 [OFFSET_OFFSET, OFFSET_BITS] => with_offset, with_offset_checked, set_offset, set_offset_checked;
        #[bits(17)] __: u32;
    }
}

crate::regs::register_layout! {
    VgtGsvsRingOffset {
        members: [
            { space: Context, base: 0x298, stride: 0x0, first: 0, names: ["VGT_GSVS_RING_OFFSET_1"] },
            { space: Context, base: 0x299, stride: 0x0, first: 0, names: ["VGT_GSVS_RING_OFFSET_2"] },
            { space: Context, base: 0x29A, stride: 0x0, first: 0, names: ["VGT_GSVS_RING_OFFSET_3"] },
        ],
    }
}

crate::regs::word! {
    /// Layout of 3 registers or register families, by `G`:
    ///
    /// 0. [`VgtDmaSize`](super::VgtDmaSize)
    /// 1. [`VgtNumIndices`](super::VgtNumIndices)
    /// 2. gfx6's [`VgtNumIndices`](crate::regs::gfx6::VgtNumIndices), at another address
    #[derive(PartialEq, Eq, Hash)]
    pub struct VgtIndexCount<const G: usize, const N: usize> {
        #[doc = "Bits 0..=31."] pub num_indices: u32 [NUM_INDICES_OFFSET, NUM_INDICES_BITS] => with_num_indices, with_num_indices_checked, set_num_indices, set_num_indices_checked;
    }
}

crate::regs::register_layout! {
    VgtIndexCount {
        members: [
            { space: Context, base: 0x29D, stride: 0x0, first: 0, names: ["VGT_DMA_SIZE"] },
            { space: Uconfig, base: 0x24C, stride: 0x0, first: 0, names: ["VGT_NUM_INDICES"] },
            { space: Config, base: 0x25C, stride: 0x0, first: 0, names: ["VGT_NUM_INDICES"] },
        ],
    }
}

crate::regs::word! {
    /// Layout of 3 registers or register families, by `G`:
    ///
    /// 0. [`VgtDmaNumInstances`](super::VgtDmaNumInstances)
    /// 1. [`VgtNumInstances`](super::VgtNumInstances)
    /// 2. gfx6's [`VgtNumInstances`](crate::regs::gfx6::VgtNumInstances), at another address
    #[derive(PartialEq, Eq, Hash)]
    pub struct VgtInstanceCount<const G: usize, const N: usize> {
        #[doc = "Bits 0..=31."] pub num_instances: u32 [NUM_INSTANCES_OFFSET, NUM_INSTANCES_BITS] => with_num_instances, with_num_instances_checked, set_num_instances, set_num_instances_checked;
    }
}

crate::regs::register_layout! {
    VgtInstanceCount {
        members: [
            { space: Context, base: 0x2A2, stride: 0x0, first: 0, names: ["VGT_DMA_NUM_INSTANCES"] },
            { space: Uconfig, base: 0x24D, stride: 0x0, first: 0, names: ["VGT_NUM_INSTANCES"] },
            { space: Config, base: 0x25D, stride: 0x0, first: 0, names: ["VGT_NUM_INSTANCES"] },
        ],
    }
}

crate::regs::word! {
    /// Layout of 2 registers or register families, by `G`:
    ///
    /// 0. [`VgtInstanceStepRate0`](super::VgtInstanceStepRate0)
    /// 1. [`VgtInstanceStepRate1`](super::VgtInstanceStepRate1)
    #[derive(PartialEq, Eq, Hash)]
    pub struct VgtInstanceStepRate<const G: usize, const N: usize> {
        #[doc = "Bits 0..=31."] pub step_rate: u32 [STEP_RATE_OFFSET, STEP_RATE_BITS] => with_step_rate, with_step_rate_checked, set_step_rate, set_step_rate_checked;
    }
}

crate::regs::register_layout! {
    VgtInstanceStepRate {
        members: [
            { space: Context, base: 0x2A8, stride: 0x0, first: 0, names: ["VGT_INSTANCE_STEP_RATE_0"] },
            { space: Context, base: 0x2A9, stride: 0x0, first: 0, names: ["VGT_INSTANCE_STEP_RATE_1"] },
        ],
    }
}

crate::regs::word! {
    /// Layout of 6 registers or register families, by `G`:
    ///
    /// 0. [`VgtEsgsRingItemsize`](super::VgtEsgsRingItemsize)
    /// 1. [`VgtGsvsRingItemsize`](super::VgtGsvsRingItemsize)
    /// 2. [`VgtGsVertItemsize`](super::VgtGsVertItemsize)
    /// 3. [`VgtGsVertItemsize1`](super::VgtGsVertItemsize1)
    /// 4. [`VgtGsVertItemsize2`](super::VgtGsVertItemsize2)
    /// 5. [`VgtGsVertItemsize3`](super::VgtGsVertItemsize3)
    #[derive(PartialEq, Eq, Hash)]
    pub struct VgtItemsize<const G: usize, const N: usize> {
        #[doc = "Bits 0..=14."] #[bits(15)] pub itemsize: u16 [ITEMSIZE_OFFSET, ITEMSIZE_BITS] => with_itemsize, with_itemsize_checked, set_itemsize, set_itemsize_checked;
        #[bits(17)] __: u32;
    }
}

crate::regs::register_layout! {
    VgtItemsize {
        members: [
            { space: Context, base: 0x2AB, stride: 0x0, first: 0, names: ["VGT_ESGS_RING_ITEMSIZE"] },
            { space: Context, base: 0x2AC, stride: 0x0, first: 0, names: ["VGT_GSVS_RING_ITEMSIZE"] },
            { space: Context, base: 0x2D7, stride: 0x0, first: 0, names: ["VGT_GS_VERT_ITEMSIZE"] },
            { space: Context, base: 0x2D8, stride: 0x0, first: 0, names: ["VGT_GS_VERT_ITEMSIZE_1"] },
            { space: Context, base: 0x2D9, stride: 0x0, first: 0, names: ["VGT_GS_VERT_ITEMSIZE_2"] },
            { space: Context, base: 0x2DA, stride: 0x0, first: 0, names: ["VGT_GS_VERT_ITEMSIZE_3"] },
        ],
    }
}

crate::regs::word! {
    /// Layout of 2 registers or register families, by `G`:
    ///
    /// 0. [`VgtStrmoutBufferOffsetN`](super::VgtStrmoutBufferOffsetN)
    /// 1. [`VgtStrmoutDrawOpaqueOffset`](super::VgtStrmoutDrawOpaqueOffset)
    #[derive(PartialEq, Eq, Hash)]
    pub struct VgtStrmoutOffset<const G: usize, const N: usize> {
        #[doc = "Bits 0..=31."] pub offset: u32 [OFFSET_OFFSET, OFFSET_BITS] => with_offset, with_offset_checked, set_offset, set_offset_checked;
    }
}

crate::regs::register_layout! {
    VgtStrmoutOffset {
        members: [
            { space: Context, base: 0x2B7, stride: 0x4, first: 0, names: ["VGT_STRMOUT_BUFFER_OFFSET_0", "VGT_STRMOUT_BUFFER_OFFSET_1", "VGT_STRMOUT_BUFFER_OFFSET_2", "VGT_STRMOUT_BUFFER_OFFSET_3"] },
            { space: Context, base: 0x2CA, stride: 0x0, first: 0, names: ["VGT_STRMOUT_DRAW_OPAQUE_OFFSET"] },
        ],
    }
}

crate::regs::word! {
    /// Layout of 2 registers or register families, by `G`:
    ///
    /// 0. [`PaSuPolyOffsetFrontScale`](super::PaSuPolyOffsetFrontScale)
    /// 1. [`PaSuPolyOffsetBackScale`](super::PaSuPolyOffsetBackScale)
    #[derive(PartialEq, Eq, Hash)]
    pub struct PaSuPolyOffsetScale<const G: usize, const N: usize> {
        #[doc = "Bits 0..=31."] #[bits(32, from = f32::from_bits)] pub scale: f32 [SCALE_OFFSET, SCALE_BITS] => with_scale, with_scale_checked, set_scale, set_scale_checked;
    }
}

crate::regs::register_layout! {
    PaSuPolyOffsetScale {
        members: [
            { space: Context, base: 0x2E0, stride: 0x0, first: 0, names: ["PA_SU_POLY_OFFSET_FRONT_SCALE"] },
            { space: Context, base: 0x2E2, stride: 0x0, first: 0, names: ["PA_SU_POLY_OFFSET_BACK_SCALE"] },
        ],
    }
}

crate::regs::word! {
    /// Layout of 2 registers or register families, by `G`:
    ///
    /// 0. [`PaSuPolyOffsetFrontOffset`](super::PaSuPolyOffsetFrontOffset)
    /// 1. [`PaSuPolyOffsetBackOffset`](super::PaSuPolyOffsetBackOffset)
    #[derive(PartialEq, Eq, Hash)]
    pub struct PaSuPolyOffsetOffset<const G: usize, const N: usize> {
        #[doc = "Bits 0..=31."] #[bits(32, from = f32::from_bits)] pub offset: f32 [OFFSET_OFFSET, OFFSET_BITS] => with_offset, with_offset_checked, set_offset, set_offset_checked;
    }
}

crate::regs::register_layout! {
    PaSuPolyOffsetOffset {
        members: [
            { space: Context, base: 0x2E1, stride: 0x0, first: 0, names: ["PA_SU_POLY_OFFSET_FRONT_OFFSET"] },
            { space: Context, base: 0x2E3, stride: 0x0, first: 0, names: ["PA_SU_POLY_OFFSET_BACK_OFFSET"] },
        ],
    }
}

crate::regs::word! {
    /// Layout of 4 registers or register families, by `G`:
    ///
    /// 0. [`PaScAaSampleLocsPixelX0y00`](super::PaScAaSampleLocsPixelX0y00)
    /// 1. [`PaScAaSampleLocsPixelX1y00`](super::PaScAaSampleLocsPixelX1y00)
    /// 2. [`PaScAaSampleLocsPixelX0y10`](super::PaScAaSampleLocsPixelX0y10)
    /// 3. [`PaScAaSampleLocsPixelX1y10`](super::PaScAaSampleLocsPixelX1y10)
    #[derive(PartialEq, Eq, Hash)]
    pub struct PaScAaSampleLocsPixel0<const G: usize, const N: usize> {
        #[doc = "Bits 0..=3."] #[bits(4)] pub s0_x: u8 [S0_X_OFFSET, S0_X_BITS] => with_s0_x, with_s0_x_checked, set_s0_x, set_s0_x_checked;
        #[doc = "Bits 4..=7."] #[bits(4)] pub s0_y: u8 [S0_Y_OFFSET, S0_Y_BITS] => with_s0_y, with_s0_y_checked, set_s0_y, set_s0_y_checked;
        #[doc = "Bits 8..=11."] #[bits(4)] pub s1_x: u8 [S1_X_OFFSET, S1_X_BITS] => with_s1_x, with_s1_x_checked, set_s1_x, set_s1_x_checked;
        #[doc = "Bits 12..=15."] #[bits(4)] pub s1_y: u8 [S1_Y_OFFSET, S1_Y_BITS] => with_s1_y, with_s1_y_checked, set_s1_y, set_s1_y_checked;
        #[doc = "Bits 16..=19."] #[bits(4)] pub s2_x: u8 [S2_X_OFFSET, S2_X_BITS] => with_s2_x, with_s2_x_checked, set_s2_x, set_s2_x_checked;
        #[doc = "Bits 20..=23."] #[bits(4)] pub s2_y: u8 [S2_Y_OFFSET, S2_Y_BITS] => with_s2_y, with_s2_y_checked, set_s2_y, set_s2_y_checked;
        #[doc = "Bits 24..=27."] #[bits(4)] pub s3_x: u8 [S3_X_OFFSET, S3_X_BITS] => with_s3_x, with_s3_x_checked, set_s3_x, set_s3_x_checked;
        #[doc = "Bits 28..=31."] #[bits(4)] pub s3_y: u8 [S3_Y_OFFSET, S3_Y_BITS] => with_s3_y, with_s3_y_checked, set_s3_y, set_s3_y_checked;
    }
}

crate::regs::register_layout! {
    PaScAaSampleLocsPixel0 {
        members: [
            { space: Context, base: 0x2FE, stride: 0x0, first: 0, names: ["PA_SC_AA_SAMPLE_LOCS_PIXEL_X0Y0_0"] },
            { space: Context, base: 0x302, stride: 0x0, first: 0, names: ["PA_SC_AA_SAMPLE_LOCS_PIXEL_X1Y0_0"] },
            { space: Context, base: 0x306, stride: 0x0, first: 0, names: ["PA_SC_AA_SAMPLE_LOCS_PIXEL_X0Y1_0"] },
            { space: Context, base: 0x30A, stride: 0x0, first: 0, names: ["PA_SC_AA_SAMPLE_LOCS_PIXEL_X1Y1_0"] },
        ],
    }
}

crate::regs::word! {
    /// Layout of 4 registers or register families, by `G`:
    ///
    /// 0. [`PaScAaSampleLocsPixelX0y01`](super::PaScAaSampleLocsPixelX0y01)
    /// 1. [`PaScAaSampleLocsPixelX1y01`](super::PaScAaSampleLocsPixelX1y01)
    /// 2. [`PaScAaSampleLocsPixelX0y11`](super::PaScAaSampleLocsPixelX0y11)
    /// 3. [`PaScAaSampleLocsPixelX1y11`](super::PaScAaSampleLocsPixelX1y11)
    #[derive(PartialEq, Eq, Hash)]
    pub struct PaScAaSampleLocsPixel1<const G: usize, const N: usize> {
        #[doc = "Bits 0..=3."] #[bits(4)] pub s4_x: u8 [S4_X_OFFSET, S4_X_BITS] => with_s4_x, with_s4_x_checked, set_s4_x, set_s4_x_checked;
        #[doc = "Bits 4..=7."] #[bits(4)] pub s4_y: u8 [S4_Y_OFFSET, S4_Y_BITS] => with_s4_y, with_s4_y_checked, set_s4_y, set_s4_y_checked;
        #[doc = "Bits 8..=11."] #[bits(4)] pub s5_x: u8 [S5_X_OFFSET, S5_X_BITS] => with_s5_x, with_s5_x_checked, set_s5_x, set_s5_x_checked;
        #[doc = "Bits 12..=15."] #[bits(4)] pub s5_y: u8 [S5_Y_OFFSET, S5_Y_BITS] => with_s5_y, with_s5_y_checked, set_s5_y, set_s5_y_checked;
        #[doc = "Bits 16..=19."] #[bits(4)] pub s6_x: u8 [S6_X_OFFSET, S6_X_BITS] => with_s6_x, with_s6_x_checked, set_s6_x, set_s6_x_checked;
        #[doc = "Bits 20..=23."] #[bits(4)] pub s6_y: u8 [S6_Y_OFFSET, S6_Y_BITS] => with_s6_y, with_s6_y_checked, set_s6_y, set_s6_y_checked;
        #[doc = "Bits 24..=27."] #[bits(4)] pub s7_x: u8 [S7_X_OFFSET, S7_X_BITS] => with_s7_x, with_s7_x_checked, set_s7_x, set_s7_x_checked;
        #[doc = "Bits 28..=31."] #[bits(4)] pub s7_y: u8 [S7_Y_OFFSET, S7_Y_BITS] => with_s7_y, with_s7_y_checked, set_s7_y, set_s7_y_checked;
    }
}

crate::regs::register_layout! {
    PaScAaSampleLocsPixel1 {
        members: [
            { space: Context, base: 0x2FF, stride: 0x0, first: 0, names: ["PA_SC_AA_SAMPLE_LOCS_PIXEL_X0Y0_1"] },
            { space: Context, base: 0x303, stride: 0x0, first: 0, names: ["PA_SC_AA_SAMPLE_LOCS_PIXEL_X1Y0_1"] },
            { space: Context, base: 0x307, stride: 0x0, first: 0, names: ["PA_SC_AA_SAMPLE_LOCS_PIXEL_X0Y1_1"] },
            { space: Context, base: 0x30B, stride: 0x0, first: 0, names: ["PA_SC_AA_SAMPLE_LOCS_PIXEL_X1Y1_1"] },
        ],
    }
}

crate::regs::word! {
    /// Layout of 4 registers or register families, by `G`:
    ///
    /// 0. [`PaScAaSampleLocsPixelX0y02`](super::PaScAaSampleLocsPixelX0y02)
    /// 1. [`PaScAaSampleLocsPixelX1y02`](super::PaScAaSampleLocsPixelX1y02)
    /// 2. [`PaScAaSampleLocsPixelX0y12`](super::PaScAaSampleLocsPixelX0y12)
    /// 3. [`PaScAaSampleLocsPixelX1y12`](super::PaScAaSampleLocsPixelX1y12)
    #[derive(PartialEq, Eq, Hash)]
    pub struct PaScAaSampleLocsPixel2<const G: usize, const N: usize> {
        #[doc = "Bits 0..=3."] #[bits(4)] pub s8_x: u8 [S8_X_OFFSET, S8_X_BITS] => with_s8_x, with_s8_x_checked, set_s8_x, set_s8_x_checked;
        #[doc = "Bits 4..=7."] #[bits(4)] pub s8_y: u8 [S8_Y_OFFSET, S8_Y_BITS] => with_s8_y, with_s8_y_checked, set_s8_y, set_s8_y_checked;
        #[doc = "Bits 8..=11."] #[bits(4)] pub s9_x: u8 [S9_X_OFFSET, S9_X_BITS] => with_s9_x, with_s9_x_checked, set_s9_x, set_s9_x_checked;
        #[doc = "Bits 12..=15."] #[bits(4)] pub s9_y: u8 [S9_Y_OFFSET, S9_Y_BITS] => with_s9_y, with_s9_y_checked, set_s9_y, set_s9_y_checked;
        #[doc = "Bits 16..=19."] #[bits(4)] pub s10_x: u8 [S10_X_OFFSET, S10_X_BITS] => with_s10_x, with_s10_x_checked, set_s10_x, set_s10_x_checked;
        #[doc = "Bits 20..=23."] #[bits(4)] pub s10_y: u8 [S10_Y_OFFSET, S10_Y_BITS] => with_s10_y, with_s10_y_checked, set_s10_y, set_s10_y_checked;
        #[doc = "Bits 24..=27."] #[bits(4)] pub s11_x: u8 [S11_X_OFFSET, S11_X_BITS] => with_s11_x, with_s11_x_checked, set_s11_x, set_s11_x_checked;
        #[doc = "Bits 28..=31."] #[bits(4)] pub s11_y: u8 [S11_Y_OFFSET, S11_Y_BITS] => with_s11_y, with_s11_y_checked, set_s11_y, set_s11_y_checked;
    }
}

crate::regs::register_layout! {
    PaScAaSampleLocsPixel2 {
        members: [
            { space: Context, base: 0x300, stride: 0x0, first: 0, names: ["PA_SC_AA_SAMPLE_LOCS_PIXEL_X0Y0_2"] },
            { space: Context, base: 0x304, stride: 0x0, first: 0, names: ["PA_SC_AA_SAMPLE_LOCS_PIXEL_X1Y0_2"] },
            { space: Context, base: 0x308, stride: 0x0, first: 0, names: ["PA_SC_AA_SAMPLE_LOCS_PIXEL_X0Y1_2"] },
            { space: Context, base: 0x30C, stride: 0x0, first: 0, names: ["PA_SC_AA_SAMPLE_LOCS_PIXEL_X1Y1_2"] },
        ],
    }
}

crate::regs::word! {
    /// Layout of 4 registers or register families, by `G`:
    ///
    /// 0. [`PaScAaSampleLocsPixelX0y03`](super::PaScAaSampleLocsPixelX0y03)
    /// 1. [`PaScAaSampleLocsPixelX1y03`](super::PaScAaSampleLocsPixelX1y03)
    /// 2. [`PaScAaSampleLocsPixelX0y13`](super::PaScAaSampleLocsPixelX0y13)
    /// 3. [`PaScAaSampleLocsPixelX1y13`](super::PaScAaSampleLocsPixelX1y13)
    #[derive(PartialEq, Eq, Hash)]
    pub struct PaScAaSampleLocsPixel3<const G: usize, const N: usize> {
        #[doc = "Bits 0..=3."] #[bits(4)] pub s12_x: u8 [S12_X_OFFSET, S12_X_BITS] => with_s12_x, with_s12_x_checked, set_s12_x, set_s12_x_checked;
        #[doc = "Bits 4..=7."] #[bits(4)] pub s12_y: u8 [S12_Y_OFFSET, S12_Y_BITS] => with_s12_y, with_s12_y_checked, set_s12_y, set_s12_y_checked;
        #[doc = "Bits 8..=11."] #[bits(4)] pub s13_x: u8 [S13_X_OFFSET, S13_X_BITS] => with_s13_x, with_s13_x_checked, set_s13_x, set_s13_x_checked;
        #[doc = "Bits 12..=15."] #[bits(4)] pub s13_y: u8 [S13_Y_OFFSET, S13_Y_BITS] => with_s13_y, with_s13_y_checked, set_s13_y, set_s13_y_checked;
        #[doc = "Bits 16..=19."] #[bits(4)] pub s14_x: u8 [S14_X_OFFSET, S14_X_BITS] => with_s14_x, with_s14_x_checked, set_s14_x, set_s14_x_checked;
        #[doc = "Bits 20..=23."] #[bits(4)] pub s14_y: u8 [S14_Y_OFFSET, S14_Y_BITS] => with_s14_y, with_s14_y_checked, set_s14_y, set_s14_y_checked;
        #[doc = "Bits 24..=27."] #[bits(4)] pub s15_x: u8 [S15_X_OFFSET, S15_X_BITS] => with_s15_x, with_s15_x_checked, set_s15_x, set_s15_x_checked;
        #[doc = "Bits 28..=31."] #[bits(4)] pub s15_y: u8 [S15_Y_OFFSET, S15_Y_BITS] => with_s15_y, with_s15_y_checked, set_s15_y, set_s15_y_checked;
    }
}

crate::regs::register_layout! {
    PaScAaSampleLocsPixel3 {
        members: [
            { space: Context, base: 0x301, stride: 0x0, first: 0, names: ["PA_SC_AA_SAMPLE_LOCS_PIXEL_X0Y0_3"] },
            { space: Context, base: 0x305, stride: 0x0, first: 0, names: ["PA_SC_AA_SAMPLE_LOCS_PIXEL_X1Y0_3"] },
            { space: Context, base: 0x309, stride: 0x0, first: 0, names: ["PA_SC_AA_SAMPLE_LOCS_PIXEL_X0Y1_3"] },
            { space: Context, base: 0x30D, stride: 0x0, first: 0, names: ["PA_SC_AA_SAMPLE_LOCS_PIXEL_X1Y1_3"] },
        ],
    }
}

crate::regs::word! {
    /// Layout of 2 registers or register families, by `G`:
    ///
    /// 0. [`CbColorNSlice`](super::CbColorNSlice)
    /// 1. [`CbColorNFmaskSlice`](super::CbColorNFmaskSlice)
    #[derive(PartialEq, Eq, Hash)]
    pub struct CbColorSlice<const G: usize, const N: usize> {
        #[doc = "Bits 0..=21."] #[bits(22)] pub tile_max: u32 [TILE_MAX_OFFSET, TILE_MAX_BITS] => with_tile_max, with_tile_max_checked, set_tile_max, set_tile_max_checked;
        #[bits(10)] __: u32;
    }
}

crate::regs::register_layout! {
    CbColorSlice {
        members: [
            { space: Context, base: 0x31A, stride: 0xF, first: 0, names: ["CB_COLOR0_SLICE", "CB_COLOR1_SLICE", "CB_COLOR2_SLICE", "CB_COLOR3_SLICE", "CB_COLOR4_SLICE", "CB_COLOR5_SLICE", "CB_COLOR6_SLICE", "CB_COLOR7_SLICE"] },
            { space: Context, base: 0x322, stride: 0xF, first: 0, names: ["CB_COLOR0_FMASK_SLICE", "CB_COLOR1_FMASK_SLICE", "CB_COLOR2_FMASK_SLICE", "CB_COLOR3_FMASK_SLICE", "CB_COLOR4_FMASK_SLICE", "CB_COLOR5_FMASK_SLICE", "CB_COLOR6_FMASK_SLICE", "CB_COLOR7_FMASK_SLICE"] },
        ],
    }
}

crate::regs::word! {
    /// Layout of 2 registers or register families, by `G`:
    ///
    /// 0. [`CpStrmoutCntl`](super::CpStrmoutCntl)
    /// 1. gfx6's [`CpStrmoutCntl`](crate::regs::gfx6::CpStrmoutCntl), at another address
    #[derive(PartialEq, Eq, Hash)]
    pub struct CpStrmoutCntlLayout<const G: usize, const N: usize> {
        #[doc = "Bit 0."] pub offset_update_done: bool [OFFSET_UPDATE_DONE_OFFSET, OFFSET_UPDATE_DONE_BITS] => with_offset_update_done, with_offset_update_done_checked, set_offset_update_done, set_offset_update_done_checked;
        #[bits(31)] __: u32;
    }
}

crate::regs::register_layout! {
    CpStrmoutCntlLayout {
        members: [
            { space: Uconfig, base: 0x03F, stride: 0x0, first: 0, names: ["CP_STRMOUT_CNTL"] },
            { space: Config, base: 0x13F, stride: 0x0, first: 0, names: ["CP_STRMOUT_CNTL"] },
        ],
    }
}

crate::regs::word! {
    /// Layout of 2 registers or register families, by `G`:
    ///
    /// 0. [`GrbmGfxIndex`](super::GrbmGfxIndex)
    /// 1. gfx6's [`GrbmGfxIndex`](crate::regs::gfx6::GrbmGfxIndex), at another address
    #[derive(PartialEq, Eq, Hash)]
    pub struct GrbmGfxIndexLayout<const G: usize, const N: usize> {
        #[doc = "Bits 0..=7."] pub instance_index: u8 [INSTANCE_INDEX_OFFSET, INSTANCE_INDEX_BITS] => with_instance_index, with_instance_index_checked, set_instance_index, set_instance_index_checked;
        #[doc = "Bits 8..=15."] pub sh_index: u8 [SH_INDEX_OFFSET, SH_INDEX_BITS] => with_sh_index, with_sh_index_checked, set_sh_index, set_sh_index_checked;
        #[doc = "Bits 16..=23."] pub se_index: u8 [SE_INDEX_OFFSET, SE_INDEX_BITS] => with_se_index, with_se_index_checked, set_se_index, set_se_index_checked;
        #[bits(5)] __: u32;
        #[doc = "Bit 29."] pub sh_broadcast_writes: bool [SH_BROADCAST_WRITES_OFFSET, SH_BROADCAST_WRITES_BITS] => with_sh_broadcast_writes, with_sh_broadcast_writes_checked, set_sh_broadcast_writes, set_sh_broadcast_writes_checked;
        #[doc = "Bit 30."] pub instance_broadcast_writes: bool [INSTANCE_BROADCAST_WRITES_OFFSET, INSTANCE_BROADCAST_WRITES_BITS] => with_instance_broadcast_writes, with_instance_broadcast_writes_checked, set_instance_broadcast_writes, set_instance_broadcast_writes_checked;
        #[doc = "Bit 31."] pub se_broadcast_writes: bool [SE_BROADCAST_WRITES_OFFSET, SE_BROADCAST_WRITES_BITS] => with_se_broadcast_writes, with_se_broadcast_writes_checked, set_se_broadcast_writes, set_se_broadcast_writes_checked;
    }
}

crate::regs::register_layout! {
    GrbmGfxIndexLayout {
        members: [
            { space: Uconfig, base: 0x200, stride: 0x0, first: 0, names: ["GRBM_GFX_INDEX"] },
            { space: Config, base: 0x00B, stride: 0x0, first: 0, names: ["GRBM_GFX_INDEX"] },
        ],
    }
}

crate::regs::word! {
    /// Layout of 4 registers or register families, by `G`:
    ///
    /// 0. [`VgtEsgsRingSize`](super::VgtEsgsRingSize)
    /// 1. [`VgtGsvsRingSize`](super::VgtGsvsRingSize)
    /// 2. gfx6's [`VgtEsgsRingSize`](crate::regs::gfx6::VgtEsgsRingSize), at another address
    /// 3. gfx6's [`VgtGsvsRingSize`](crate::regs::gfx6::VgtGsvsRingSize), at another address
    #[derive(PartialEq, Eq, Hash)]
    pub struct VgtRingSize<const G: usize, const N: usize> {
        #[doc = "Bits 0..=31."] pub mem_size: u32 [MEM_SIZE_OFFSET, MEM_SIZE_BITS] => with_mem_size, with_mem_size_checked, set_mem_size, set_mem_size_checked;
    }
}

crate::regs::register_layout! {
    VgtRingSize {
        members: [
            { space: Uconfig, base: 0x240, stride: 0x0, first: 0, names: ["VGT_ESGS_RING_SIZE"] },
            { space: Uconfig, base: 0x241, stride: 0x0, first: 0, names: ["VGT_GSVS_RING_SIZE"] },
            { space: Config, base: 0x232, stride: 0x0, first: 0, names: ["VGT_ESGS_RING_SIZE"] },
            { space: Config, base: 0x233, stride: 0x0, first: 0, names: ["VGT_GSVS_RING_SIZE"] },
        ],
    }
}

crate::regs::word! {
    /// Layout of 2 registers or register families, by `G`:
    ///
    /// 0. [`VgtPrimitiveType`](super::VgtPrimitiveType)
    /// 1. gfx6's [`VgtPrimitiveType`](crate::regs::gfx6::VgtPrimitiveType), at another address
    #[derive(PartialEq, Eq, Hash)]
    pub struct VgtPrimitiveTypeLayout<const G: usize, const N: usize> {
        #[doc = "Bits 0..=5: [`PrimitiveType`]."] #[bits(6, default = 0)] pub prim_type: PrimitiveType [PRIM_TYPE_OFFSET, PRIM_TYPE_BITS] => with_prim_type, with_prim_type_checked, set_prim_type, set_prim_type_checked;
        #[bits(26)] __: u32;
    }
}

crate::regs::register_layout! {
    VgtPrimitiveTypeLayout {
        members: [
            { space: Uconfig, base: 0x242, stride: 0x0, first: 0, names: ["VGT_PRIMITIVE_TYPE"] },
            { space: Config, base: 0x256, stride: 0x0, first: 0, names: ["VGT_PRIMITIVE_TYPE"] },
        ],
    }
}

crate::regs::word! {
    /// Layout of 2 registers or register families, by `G`:
    ///
    /// 0. [`VgtIndexType`](super::VgtIndexType)
    /// 1. gfx6's [`VgtIndexType`](crate::regs::gfx6::VgtIndexType), at another address
    #[derive(PartialEq, Eq, Hash)]
    pub struct VgtIndexTypeLayout<const G: usize, const N: usize> {
        #[doc = "Bits 0..=1: [`IndexType`]."] #[bits(2, default = 0)] pub index_type: IndexType [INDEX_TYPE_OFFSET, INDEX_TYPE_BITS] => with_index_type, with_index_type_checked, set_index_type, set_index_type_checked;
        #[bits(30)] __: u32;
    }
}

crate::regs::register_layout! {
    VgtIndexTypeLayout {
        members: [
            { space: Uconfig, base: 0x243, stride: 0x0, first: 0, names: ["VGT_INDEX_TYPE"] },
            { space: Config, base: 0x257, stride: 0x0, first: 0, names: ["VGT_INDEX_TYPE"] },
        ],
    }
}

crate::regs::word! {
    /// Layout of 2 registers or register families, by `G`:
    ///
    /// 0. [`VgtTfRingSize`](super::VgtTfRingSize)
    /// 1. gfx6's [`VgtTfRingSize`](crate::regs::gfx6::VgtTfRingSize), at another address
    #[derive(PartialEq, Eq, Hash)]
    pub struct VgtTfRingSizeLayout<const G: usize, const N: usize> {
        #[doc = "Bits 0..=15."] pub size: u16 [SIZE_OFFSET, SIZE_BITS] => with_size, with_size_checked, set_size, set_size_checked;
        #[bits(16)] __: u32;
    }
}

crate::regs::register_layout! {
    VgtTfRingSizeLayout {
        members: [
            { space: Uconfig, base: 0x24E, stride: 0x0, first: 0, names: ["VGT_TF_RING_SIZE"] },
            { space: Config, base: 0x262, stride: 0x0, first: 0, names: ["VGT_TF_RING_SIZE"] },
        ],
    }
}

crate::regs::word! {
    /// Layout of 2 registers or register families, by `G`:
    ///
    /// 0. [`PaSuLineStippleValue`](super::PaSuLineStippleValue)
    /// 1. gfx6's [`PaSuLineStippleValue`](crate::regs::gfx6::PaSuLineStippleValue), at another address
    #[derive(PartialEq, Eq, Hash)]
    pub struct PaSuLineStippleValueLayout<const G: usize, const N: usize> {
        #[doc = "Bits 0..=23."] #[bits(24)] pub line_stipple_value: u32 [LINE_STIPPLE_VALUE_OFFSET, LINE_STIPPLE_VALUE_BITS] => with_line_stipple_value, with_line_stipple_value_checked, set_line_stipple_value, set_line_stipple_value_checked;
        #[bits(8)] __: u32;
    }
}

crate::regs::register_layout! {
    PaSuLineStippleValueLayout {
        members: [
            { space: Uconfig, base: 0x280, stride: 0x0, first: 0, names: ["PA_SU_LINE_STIPPLE_VALUE"] },
            { space: Config, base: 0x298, stride: 0x0, first: 0, names: ["PA_SU_LINE_STIPPLE_VALUE"] },
        ],
    }
}

crate::regs::word! {
    /// Layout of 2 registers or register families, by `G`:
    ///
    /// 0. [`PaScLineStippleState`](super::PaScLineStippleState)
    /// 1. gfx6's [`PaScLineStippleState`](crate::regs::gfx6::PaScLineStippleState), at another address
    #[derive(PartialEq, Eq, Hash)]
    pub struct PaScLineStippleStateLayout<const G: usize, const N: usize> {
        #[doc = "Bits 0..=3."] #[bits(4)] pub current_ptr: u8 [CURRENT_PTR_OFFSET, CURRENT_PTR_BITS] => with_current_ptr, with_current_ptr_checked, set_current_ptr, set_current_ptr_checked;
        #[bits(4)] __: u32;
        #[doc = "Bits 8..=15."] pub current_count: u8 [CURRENT_COUNT_OFFSET, CURRENT_COUNT_BITS] => with_current_count, with_current_count_checked, set_current_count, set_current_count_checked;
        #[bits(16)] __: u32;
    }
}

crate::regs::register_layout! {
    PaScLineStippleStateLayout {
        members: [
            { space: Uconfig, base: 0x281, stride: 0x0, first: 0, names: ["PA_SC_LINE_STIPPLE_STATE"] },
            { space: Config, base: 0x2C4, stride: 0x0, first: 0, names: ["PA_SC_LINE_STIPPLE_STATE"] },
        ],
    }
}
