//! gfx8 shader (SH) registers (`SET_SH_REG`, byte addresses from `0x0B000`).
//!
//! Generated from the register spec by `tests/regs/codegen.rs`; do not edit by hand.

#[allow(unused_imports)]
use super::enums::*;
#[allow(unused_imports)]
use super::layouts::*;

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

/// `COMPUTE_NOWHERE` (compute dispatch): sh register `0x27F`, byte address `0x0B9FC`.
pub type ComputeNowhere = crate::regs::gfx7::layouts::Data32<13, 0>;

// Every gfx7 sh register is a gfx8 register too: gfx7's types,
// but for those defined above, which shadow them.
pub use crate::regs::gfx7::sh::*;
