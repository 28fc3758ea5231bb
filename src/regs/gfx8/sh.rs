//! gfx8 shader (SH) registers (`SET_SH_REG`, byte addresses from `0x0B000`).
//!
//! Generated from the register spec by `tests/regs/codegen.rs`; do not edit by hand.

#[allow(unused_imports)]
use super::enums::*;
#[allow(unused_imports)]
use super::layouts::*;

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
        #[doc = "Bit 24."] pub dispatch_draw_en: bool [DISPATCH_DRAW_EN_OFFSET, DISPATCH_DRAW_EN_BITS] => with_dispatch_draw_en, with_dispatch_draw_en_checked, set_dispatch_draw_en, set_dispatch_draw_en_checked;
        #[bits(7)] __: u32;
    }
}

crate::regs::register! { SpiShaderPgmRsrc2Vs, Sh, 0x04B, "SPI_SHADER_PGM_RSRC2_VS" }

/// `SPI_SHADER_PGM_RSRC3_GS` (shader processor input): sh register `0x087`, byte address `0x0B21C`.
pub type SpiShaderPgmRsrc3Gs = SpiShaderPgmRsrc3<0, 0>;
/// `SPI_SHADER_PGM_RSRC3_ES` (shader processor input): sh register `0x0C7`, byte address `0x0B31C`.
pub type SpiShaderPgmRsrc3Es = SpiShaderPgmRsrc3<1, 0>;
crate::regs::word! {
    /// `SPI_SHADER_PGM_RSRC3_HS` (shader processor input): sh register `0x107`, byte address `0x0B41C`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct SpiShaderPgmRsrc3Hs {
        #[doc = "Bits 0..=5."] #[bits(6)] pub wave_limit: u8 [WAVE_LIMIT_OFFSET, WAVE_LIMIT_BITS] => with_wave_limit, with_wave_limit_checked, set_wave_limit, set_wave_limit_checked;
        #[doc = "Bits 6..=9."] #[bits(4)] pub lock_low_threshold: u8 [LOCK_LOW_THRESHOLD_OFFSET, LOCK_LOW_THRESHOLD_BITS] => with_lock_low_threshold, with_lock_low_threshold_checked, set_lock_low_threshold, set_lock_low_threshold_checked;
        #[doc = "Bits 10..=15."] #[bits(6)] pub group_fifo_depth: u8 [GROUP_FIFO_DEPTH_OFFSET, GROUP_FIFO_DEPTH_BITS] => with_group_fifo_depth, with_group_fifo_depth_checked, set_group_fifo_depth, set_group_fifo_depth_checked;
        #[bits(16)] __: u32;
    }
}

crate::regs::register! { SpiShaderPgmRsrc3Hs, Sh, 0x107, "SPI_SHADER_PGM_RSRC3_HS" }

/// `SPI_SHADER_PGM_RSRC3_LS` (shader processor input): sh register `0x147`, byte address `0x0B51C`.
pub type SpiShaderPgmRsrc3Ls = SpiShaderPgmRsrc3<2, 0>;
crate::regs::word! {
    /// `COMPUTE_MISC_RESERVED` (compute dispatch): sh register `0x21F`, byte address `0x0B87C`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct ComputeMiscReserved {
        #[doc = "Bits 0..=1."] #[bits(2)] pub send_seid: u8 [SEND_SEID_OFFSET, SEND_SEID_BITS] => with_send_seid, with_send_seid_checked, set_send_seid, set_send_seid_checked;
        #[doc = "Bit 2."] pub reserved2: bool [RESERVED2_OFFSET, RESERVED2_BITS] => with_reserved2, with_reserved2_checked, set_reserved2, set_reserved2_checked;
        #[doc = "Bit 3."] pub reserved3: bool [RESERVED3_OFFSET, RESERVED3_BITS] => with_reserved3, with_reserved3_checked, set_reserved3, set_reserved3_checked;
        #[doc = "Bit 4."] pub reserved4: bool [RESERVED4_OFFSET, RESERVED4_BITS] => with_reserved4, with_reserved4_checked, set_reserved4, set_reserved4_checked;
        #[doc = "Bits 5..=16."] #[bits(12)] pub wave_id_base: u16 [WAVE_ID_BASE_OFFSET, WAVE_ID_BASE_BITS] => with_wave_id_base, with_wave_id_base_checked, set_wave_id_base, set_wave_id_base_checked;
        #[bits(15)] __: u32;
    }
}

crate::regs::register! { ComputeMiscReserved, Sh, 0x21F, "COMPUTE_MISC_RESERVED" }

crate::regs::word! {
    /// `COMPUTE_DISPATCH_ID` (compute dispatch): sh register `0x220`, byte address `0x0B880`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct ComputeDispatchId {
        #[doc = "Bits 0..=31."] pub dispatch_id: u32 [DISPATCH_ID_OFFSET, DISPATCH_ID_BITS] => with_dispatch_id, with_dispatch_id_checked, set_dispatch_id, set_dispatch_id_checked;
    }
}

crate::regs::register! { ComputeDispatchId, Sh, 0x220, "COMPUTE_DISPATCH_ID" }

crate::regs::word! {
    /// `COMPUTE_THREADGROUP_ID` (compute dispatch): sh register `0x221`, byte address `0x0B884`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct ComputeThreadgroupId {
        #[doc = "Bits 0..=31."] pub threadgroup_id: u32 [THREADGROUP_ID_OFFSET, THREADGROUP_ID_BITS] => with_threadgroup_id, with_threadgroup_id_checked, set_threadgroup_id, set_threadgroup_id_checked;
    }
}

crate::regs::register! { ComputeThreadgroupId, Sh, 0x221, "COMPUTE_THREADGROUP_ID" }

crate::regs::word! {
    /// `COMPUTE_RELAUNCH` (compute dispatch): sh register `0x222`, byte address `0x0B888`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct ComputeRelaunch {
        #[doc = "Bits 0..=29."] #[bits(30)] pub payload: u32 [PAYLOAD_OFFSET, PAYLOAD_BITS] => with_payload, with_payload_checked, set_payload, set_payload_checked;
        #[doc = "Bit 30."] pub is_event: bool [IS_EVENT_OFFSET, IS_EVENT_BITS] => with_is_event, with_is_event_checked, set_is_event, set_is_event_checked;
        #[doc = "Bit 31."] pub is_state: bool [IS_STATE_OFFSET, IS_STATE_BITS] => with_is_state, with_is_state_checked, set_is_state, set_is_state_checked;
    }
}

crate::regs::register! { ComputeRelaunch, Sh, 0x222, "COMPUTE_RELAUNCH" }

crate::regs::word! {
    /// `COMPUTE_WAVE_RESTORE_ADDR_LO` (compute dispatch): sh register `0x223`, byte address `0x0B88C`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct ComputeWaveRestoreAddrLo {
        #[doc = "Bits 0..=31."] pub addr: u32 [ADDR_OFFSET, ADDR_BITS] => with_addr, with_addr_checked, set_addr, set_addr_checked;
    }
}

crate::regs::register! { ComputeWaveRestoreAddrLo, Sh, 0x223, "COMPUTE_WAVE_RESTORE_ADDR_LO" }

crate::regs::word! {
    /// `COMPUTE_WAVE_RESTORE_ADDR_HI` (compute dispatch): sh register `0x224`, byte address `0x0B890`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct ComputeWaveRestoreAddrHi {
        #[doc = "Bits 0..=15."] pub addr: u16 [ADDR_OFFSET, ADDR_BITS] => with_addr, with_addr_checked, set_addr, set_addr_checked;
        #[bits(16)] __: u32;
    }
}

crate::regs::register! { ComputeWaveRestoreAddrHi, Sh, 0x224, "COMPUTE_WAVE_RESTORE_ADDR_HI" }

crate::regs::word! {
    /// `COMPUTE_WAVE_RESTORE_CONTROL` (compute dispatch): sh register `0x225`, byte address `0x0B894`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct ComputeWaveRestoreControl {
        #[doc = "Bit 0."] pub atc: bool [ATC_OFFSET, ATC_BITS] => with_atc, with_atc_checked, set_atc, set_atc_checked;
        #[doc = "Bits 1..=2."] #[bits(2)] pub mtype: u8 [MTYPE_OFFSET, MTYPE_BITS] => with_mtype, with_mtype_checked, set_mtype, set_mtype_checked;
        #[bits(29)] __: u32;
    }
}

crate::regs::register! { ComputeWaveRestoreControl, Sh, 0x225, "COMPUTE_WAVE_RESTORE_CONTROL" }

crate::regs::word! {
    /// `COMPUTE_NOWHERE` (compute dispatch): sh register `0x27F`, byte address `0x0B9FC`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct ComputeNowhere {
        #[doc = "Bits 0..=31."] pub data: u32 [DATA_OFFSET, DATA_BITS] => with_data, with_data_checked, set_data, set_data_checked;
    }
}

crate::regs::register! { ComputeNowhere, Sh, 0x27F, "COMPUTE_NOWHERE" }

// The same layout as on gfx7: gfx7's types.
pub use crate::regs::gfx7::{
    ComputeDimX, ComputeDimY, ComputeDimZ, ComputeDispatchInitiator, ComputeNumThreadX,
    ComputeNumThreadY, ComputeNumThreadZ, ComputePerfcountEnable, ComputePgmHi, ComputePgmLo,
    ComputePgmRsrc1, ComputePgmRsrc2, ComputePipelinestatEnable, ComputeResourceLimits,
    ComputeRestartX, ComputeRestartY, ComputeRestartZ, ComputeStartX, ComputeStartY, ComputeStartZ,
    ComputeStaticThreadMgmtSe0, ComputeStaticThreadMgmtSe1, ComputeStaticThreadMgmtSe2,
    ComputeStaticThreadMgmtSe3, ComputeTbaHi, ComputeTbaLo, ComputeThreadTraceEnable, ComputeTmaHi,
    ComputeTmaLo, ComputeTmpringSize, ComputeUserData0, ComputeUserData1, ComputeUserData2,
    ComputeUserData3, ComputeUserData4, ComputeUserData5, ComputeUserData6, ComputeUserData7,
    ComputeUserData8, ComputeUserData9, ComputeUserData10, ComputeUserData11, ComputeUserData12,
    ComputeUserData13, ComputeUserData14, ComputeUserData15, ComputeUserDataN, ComputeVmid,
    SpiShaderLateAllocVs, SpiShaderPgmHiEs, SpiShaderPgmHiGs, SpiShaderPgmHiHs, SpiShaderPgmHiLs,
    SpiShaderPgmHiPs, SpiShaderPgmHiVs, SpiShaderPgmLoEs, SpiShaderPgmLoGs, SpiShaderPgmLoHs,
    SpiShaderPgmLoLs, SpiShaderPgmLoPs, SpiShaderPgmLoVs, SpiShaderPgmRsrc1Es, SpiShaderPgmRsrc1Gs,
    SpiShaderPgmRsrc1Hs, SpiShaderPgmRsrc1Ls, SpiShaderPgmRsrc1Ps, SpiShaderPgmRsrc1Vs,
    SpiShaderPgmRsrc2Es, SpiShaderPgmRsrc2EsGs, SpiShaderPgmRsrc2EsVs, SpiShaderPgmRsrc2Gs,
    SpiShaderPgmRsrc2Hs, SpiShaderPgmRsrc2Ls, SpiShaderPgmRsrc2LsEs, SpiShaderPgmRsrc2LsHs,
    SpiShaderPgmRsrc2LsVs, SpiShaderPgmRsrc2Ps, SpiShaderPgmRsrc3Ps, SpiShaderPgmRsrc3Vs,
    SpiShaderTbaHiEs, SpiShaderTbaHiGs, SpiShaderTbaHiHs, SpiShaderTbaHiLs, SpiShaderTbaHiPs,
    SpiShaderTbaHiVs, SpiShaderTbaLoEs, SpiShaderTbaLoGs, SpiShaderTbaLoHs, SpiShaderTbaLoLs,
    SpiShaderTbaLoPs, SpiShaderTbaLoVs, SpiShaderTmaHiEs, SpiShaderTmaHiGs, SpiShaderTmaHiHs,
    SpiShaderTmaHiLs, SpiShaderTmaHiPs, SpiShaderTmaHiVs, SpiShaderTmaLoEs, SpiShaderTmaLoGs,
    SpiShaderTmaLoHs, SpiShaderTmaLoLs, SpiShaderTmaLoPs, SpiShaderTmaLoVs, SpiShaderUserDataEs0,
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
