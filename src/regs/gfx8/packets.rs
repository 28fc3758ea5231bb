//! gfx8 PM4 packet field words of the dwords the spec lays out per generation
//! (`body_by_generation`, `fields_by_generation`): gfx7's type where gfx8's fields
//! are the same, one of gfx8's own where they differ; the packet sizes that
//! differ from gfx7's, and the dword of each field of a packet gfx8 lays out with
//! other body dwords than gfx7.
//!
//! Generated from the register spec by `tests/regs/codegen_pm4.rs`; do not edit by hand.

#[allow(unused_imports)]
use crate::regs::gfx7::pm4::*;

// The same layout as on gfx7: gfx7's types.
pub use crate::regs::gfx7::packets::{
    AtomicLoopInterval, AtomicMemControl, CondExecAddrHi, CondExecControl, CondExecCount,
    MemSemaphoreControl,
};

crate::regs::word! {
    /// `INDIRECT_BUFFER` dword 3, `INDIRECT_BUFFER_CONST` dword 3 as gfx8 lays it out ([`crate::regs::gfx7::packets::IbControl`] is gfx7's).
    #[derive(PartialEq, Eq)]
    pub struct IbControl {
        #[doc = "Bits 0..=19."] #[bits(20)] pub ib_size: u32 [IB_SIZE_OFFSET, IB_SIZE_BITS] => with_ib_size, with_ib_size_checked, set_ib_size, set_ib_size_checked;
        #[doc = "Bit 20."] pub chain: bool [CHAIN_OFFSET, CHAIN_BITS] => with_chain, with_chain_checked, set_chain, set_chain_checked;
        #[doc = "Bit 21."] pub pre_ena: bool [PRE_ENA_OFFSET, PRE_ENA_BITS] => with_pre_ena, with_pre_ena_checked, set_pre_ena, set_pre_ena_checked;
        #[bits(1)] __: u32;
        #[doc = "Bit 23."] pub valid: bool [VALID_OFFSET, VALID_BITS] => with_valid, with_valid_checked, set_valid, set_valid_checked;
        #[doc = "Bits 24..=27."] #[bits(4)] pub vmid: u8 [VMID_OFFSET, VMID_BITS] => with_vmid, with_vmid_checked, set_vmid, set_vmid_checked;
        #[doc = "Bits 28..=29: [`CachePolicy`]."] #[bits(2, default = 0)] pub cache_policy: CachePolicy [CACHE_POLICY_OFFSET, CACHE_POLICY_BITS] => with_cache_policy, with_cache_policy_checked, set_cache_policy, set_cache_policy_checked;
        #[doc = "Bit 30."] pub pre_resume: bool [PRE_RESUME_OFFSET, PRE_RESUME_BITS] => with_pre_resume, with_pre_resume_checked, set_pre_resume, set_pre_resume_checked;
        #[bits(1)] __: u32;
    }
}
