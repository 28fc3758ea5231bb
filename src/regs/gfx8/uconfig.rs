//! gfx8 user-config registers (`SET_UCONFIG_REG`, byte addresses from `0x30000`).
//!
//! Generated from the register spec by `tests/regs/codegen.rs`; do not edit by hand.

#[allow(unused_imports)]
use super::enums::*;
#[allow(unused_imports)]
use super::layouts::*;

crate::regs::word! {
    /// `SQC_CACHES` (shader sequencer caches): uconfig register `0x348`, byte address `0x30D20`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct SqcCaches {
        #[doc = "Bit 0."] pub target_inst: bool [TARGET_INST_OFFSET, TARGET_INST_BITS] => with_target_inst, with_target_inst_checked, set_target_inst, set_target_inst_checked;
        #[doc = "Bit 1."] pub target_data: bool [TARGET_DATA_OFFSET, TARGET_DATA_BITS] => with_target_data, with_target_data_checked, set_target_data, set_target_data_checked;
        #[doc = "Bit 2."] pub invalidate: bool [INVALIDATE_OFFSET, INVALIDATE_BITS] => with_invalidate, with_invalidate_checked, set_invalidate, set_invalidate_checked;
        #[doc = "Bit 3."] pub writeback: bool [WRITEBACK_OFFSET, WRITEBACK_BITS] => with_writeback, with_writeback_checked, set_writeback, set_writeback_checked;
        #[doc = "Bit 4."] pub vol: bool [VOL_OFFSET, VOL_BITS] => with_vol, with_vol_checked, set_vol, set_vol_checked;
        #[bits(11)] __: u32;
        #[doc = "Bit 16."] pub complete: bool [COMPLETE_OFFSET, COMPLETE_BITS] => with_complete, with_complete_checked, set_complete, set_complete_checked;
        #[bits(15)] __: u32;
    }
}

crate::regs::register! { SqcCaches, Uconfig, 0x348, "SQC_CACHES" }

// Every gfx7 uconfig register is a gfx8 register too: gfx7's types,
// but for those defined above, which shadow them.
pub use crate::regs::gfx7::uconfig::*;
