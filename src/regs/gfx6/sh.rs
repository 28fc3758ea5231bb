//! gfx6 shader (SH) registers (`SET_SH_REG`, byte addresses from `0x0B000`).
//!
//! Generated from the register spec by `tests/regs/codegen.rs`; do not edit by hand.

#[allow(unused_imports)]
use super::enums::*;

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
    ComputeDimX, ComputeDimY, ComputeDimZ, ComputeDispatchInitiator, ComputeNumThreadX,
    ComputeNumThreadY, ComputeNumThreadZ, ComputePgmHi, ComputePgmLo, ComputePgmRsrc1,
    ComputePgmRsrc2, ComputeStartX, ComputeStartY, ComputeStartZ, ComputeStaticThreadMgmtSe0,
    ComputeStaticThreadMgmtSe1, ComputeTbaHi, ComputeTbaLo, ComputeTmaHi, ComputeTmaLo,
    ComputeTmpringSize, ComputeUserData0, ComputeUserData1, ComputeUserData2, ComputeUserData3,
    ComputeUserData4, ComputeUserData5, ComputeUserData6, ComputeUserData7, ComputeUserData8,
    ComputeUserData9, ComputeUserData10, ComputeUserData11, ComputeUserData12, ComputeUserData13,
    ComputeUserData14, ComputeUserData15, ComputeUserDataN, ComputeVmid, SpiShaderPgmHiEs,
    SpiShaderPgmHiGs, SpiShaderPgmHiHs, SpiShaderPgmHiLs, SpiShaderPgmHiPs, SpiShaderPgmHiVs,
    SpiShaderPgmLoEs, SpiShaderPgmLoGs, SpiShaderPgmLoHs, SpiShaderPgmLoLs, SpiShaderPgmLoPs,
    SpiShaderPgmLoVs, SpiShaderPgmRsrc1Es, SpiShaderPgmRsrc1Gs, SpiShaderPgmRsrc1Hs,
    SpiShaderPgmRsrc1Ls, SpiShaderPgmRsrc1Ps, SpiShaderPgmRsrc1Vs, SpiShaderTbaHiEs,
    SpiShaderTbaHiGs, SpiShaderTbaHiHs, SpiShaderTbaHiLs, SpiShaderTbaHiPs, SpiShaderTbaHiVs,
    SpiShaderTbaLoEs, SpiShaderTbaLoGs, SpiShaderTbaLoHs, SpiShaderTbaLoLs, SpiShaderTbaLoPs,
    SpiShaderTbaLoVs, SpiShaderTmaHiEs, SpiShaderTmaHiGs, SpiShaderTmaHiHs, SpiShaderTmaHiLs,
    SpiShaderTmaHiPs, SpiShaderTmaHiVs, SpiShaderTmaLoEs, SpiShaderTmaLoGs, SpiShaderTmaLoHs,
    SpiShaderTmaLoLs, SpiShaderTmaLoPs, SpiShaderTmaLoVs, SpiShaderUserDataEs0,
    SpiShaderUserDataEs1, SpiShaderUserDataEs2, SpiShaderUserDataEs3, SpiShaderUserDataEs4,
    SpiShaderUserDataEs5, SpiShaderUserDataEs6, SpiShaderUserDataEs7, SpiShaderUserDataEs8,
    SpiShaderUserDataEs9, SpiShaderUserDataEs10, SpiShaderUserDataEs11, SpiShaderUserDataEs12,
    SpiShaderUserDataEs13, SpiShaderUserDataEs14, SpiShaderUserDataEs15, SpiShaderUserDataEsN,
    SpiShaderUserDataGs0, SpiShaderUserDataGs1, SpiShaderUserDataGs2, SpiShaderUserDataGs3,
    SpiShaderUserDataGs4, SpiShaderUserDataGs5, SpiShaderUserDataGs6, SpiShaderUserDataGs7,
    SpiShaderUserDataGs8, SpiShaderUserDataGs9, SpiShaderUserDataGs10, SpiShaderUserDataGs11,
    SpiShaderUserDataGs12, SpiShaderUserDataGs13, SpiShaderUserDataGs14, SpiShaderUserDataGs15,
    SpiShaderUserDataGsN, SpiShaderUserDataHs0, SpiShaderUserDataHs1, SpiShaderUserDataHs2,
    SpiShaderUserDataHs3, SpiShaderUserDataHs4, SpiShaderUserDataHs5, SpiShaderUserDataHs6,
    SpiShaderUserDataHs7, SpiShaderUserDataHs8, SpiShaderUserDataHs9, SpiShaderUserDataHs10,
    SpiShaderUserDataHs11, SpiShaderUserDataHs12, SpiShaderUserDataHs13, SpiShaderUserDataHs14,
    SpiShaderUserDataHs15, SpiShaderUserDataHsN, SpiShaderUserDataLs0, SpiShaderUserDataLs1,
    SpiShaderUserDataLs2, SpiShaderUserDataLs3, SpiShaderUserDataLs4, SpiShaderUserDataLs5,
    SpiShaderUserDataLs6, SpiShaderUserDataLs7, SpiShaderUserDataLs8, SpiShaderUserDataLs9,
    SpiShaderUserDataLs10, SpiShaderUserDataLs11, SpiShaderUserDataLs12, SpiShaderUserDataLs13,
    SpiShaderUserDataLs14, SpiShaderUserDataLs15, SpiShaderUserDataLsN, SpiShaderUserDataPs0,
    SpiShaderUserDataPs1, SpiShaderUserDataPs2, SpiShaderUserDataPs3, SpiShaderUserDataPs4,
    SpiShaderUserDataPs5, SpiShaderUserDataPs6, SpiShaderUserDataPs7, SpiShaderUserDataPs8,
    SpiShaderUserDataPs9, SpiShaderUserDataPs10, SpiShaderUserDataPs11, SpiShaderUserDataPs12,
    SpiShaderUserDataPs13, SpiShaderUserDataPs14, SpiShaderUserDataPs15, SpiShaderUserDataPsN,
    SpiShaderUserDataVs0, SpiShaderUserDataVs1, SpiShaderUserDataVs2, SpiShaderUserDataVs3,
    SpiShaderUserDataVs4, SpiShaderUserDataVs5, SpiShaderUserDataVs6, SpiShaderUserDataVs7,
    SpiShaderUserDataVs8, SpiShaderUserDataVs9, SpiShaderUserDataVs10, SpiShaderUserDataVs11,
    SpiShaderUserDataVs12, SpiShaderUserDataVs13, SpiShaderUserDataVs14, SpiShaderUserDataVs15,
    SpiShaderUserDataVsN,
};
