//! gfx6 PM4 packet field words of the dwords the spec lays out per generation
//! (`body_by_generation`, `fields_by_generation`): gfx7's type where gfx6's fields
//! are the same, one of gfx6's own where they differ; the packet sizes that
//! differ from gfx7's, and the dword of each field of a packet gfx6 lays out with
//! other body dwords than gfx7.
//!
//! Generated from the register spec by `tests/regs/codegen_pm4.rs`; do not edit by hand.

#[allow(unused_imports)]
use crate::regs::gfx7::pm4::*;

// The same layout as on gfx7: gfx7's types.
pub use crate::regs::gfx7::packets::{AtomicLoopInterval, CondExecAddrHi, CondExecCount};

/// Dwords of `COND_EXEC`, header included.
pub const COND_EXEC_DWORDS: usize = 4;

/// Packet dword (1: the first body dword) of `COND_EXEC`'s `BOOL_ADDR_LO` as gfx6 lays it out.
pub const COND_EXEC_BOOL_ADDR_LO_DW: usize = 1;

/// Packet dword (1: the first body dword) of `COND_EXEC`'s `BOOL_ADDR_HI` as gfx6 lays it out.
pub const COND_EXEC_BOOL_ADDR_HI_DW: usize = 2;

/// Packet dword (1: the first body dword) of `COND_EXEC`'s `COMMAND` as gfx6 lays it out.
pub const COND_EXEC_COMMAND_DW: usize = 2;

/// Packet dword (1: the first body dword) of `COND_EXEC`'s `EXEC_COUNT` as gfx6 lays it out.
pub const COND_EXEC_EXEC_COUNT_DW: usize = 3;

crate::regs::word! {
    /// `INDIRECT_BUFFER` dword 3, `INDIRECT_BUFFER_CONST` dword 3 as gfx6 lays it out ([`crate::regs::gfx7::packets::IbControl`] is gfx7's).
    #[derive(PartialEq, Eq)]
    pub struct IbControl {
        #[doc = "Bits 0..=19."] #[bits(20)] pub ib_size: u32 [IB_SIZE_OFFSET, IB_SIZE_BITS] => with_ib_size, with_ib_size_checked, set_ib_size, set_ib_size_checked;
        #[doc = "Bit 20."] pub chain: bool [CHAIN_OFFSET, CHAIN_BITS] => with_chain, with_chain_checked, set_chain, set_chain_checked;
        #[bits(3)] __: u32;
        #[doc = "Bits 24..=31."] pub vmid: u8 [VMID_OFFSET, VMID_BITS] => with_vmid, with_vmid_checked, set_vmid, set_vmid_checked;
    }
}

crate::regs::word! {
    /// `ATOMIC_MEM` dword 1 as gfx6 lays it out ([`crate::regs::gfx7::packets::AtomicMemControl`] is gfx7's).
    ///
    /// `ATOM_OP` holds gfx6's `TC_OP` number in gfx7's [`TcOp`]: [`TcOp::from_gfx`] is gfx7's value of the same name.
    #[derive(PartialEq, Eq)]
    pub struct AtomicMemControl {
        #[doc = "Bits 0..=6: [`TcOp`]."] #[bits(7, default = 0)] pub atom_op: TcOp [ATOM_OP_OFFSET, ATOM_OP_BITS] => with_atom_op, with_atom_op_checked, set_atom_op, set_atom_op_checked;
        #[bits(1)] __: u32;
        #[doc = "Bits 8..=11: [`AtomicCommand`]."] #[bits(4, default = 0)] pub command: AtomicCommand [COMMAND_OFFSET, COMMAND_BITS] => with_command, with_command_checked, set_command, set_command_checked;
        #[bits(20)] __: u32;
    }
}

crate::regs::word! {
    /// `MEM_SEMAPHORE` dword 2 as gfx6 lays it out ([`crate::regs::gfx7::packets::MemSemaphoreControl`] is gfx7's).
    #[derive(PartialEq, Eq)]
    pub struct MemSemaphoreControl {
        #[doc = "Bits 0..=7."] pub addr_hi: u8 [ADDR_HI_OFFSET, ADDR_HI_BITS] => with_addr_hi, with_addr_hi_checked, set_addr_hi, set_addr_hi_checked;
        #[bits(4)] __: u32;
        #[doc = "Bit 12."] pub wait_on_signal: bool [WAIT_ON_SIGNAL_OFFSET, WAIT_ON_SIGNAL_BITS] => with_wait_on_signal, with_wait_on_signal_checked, set_wait_on_signal, set_wait_on_signal_checked;
        #[bits(3)] __: u32;
        #[doc = "Bit 16."] pub use_mailbox: bool [USE_MAILBOX_OFFSET, USE_MAILBOX_BITS] => with_use_mailbox, with_use_mailbox_checked, set_use_mailbox, set_use_mailbox_checked;
        #[bits(3)] __: u32;
        #[doc = "Bit 20: [`MemSemaphoreSignalType`]."] #[bits(1, default = 0)] pub signal_type: MemSemaphoreSignalType [SIGNAL_TYPE_OFFSET, SIGNAL_TYPE_BITS] => with_signal_type, with_signal_type_checked, set_signal_type, set_signal_type_checked;
        #[bits(3)] __: u32;
        #[doc = "Bits 24..=25: [`MemSemaphoreClientCode`]."] #[bits(2, default = 0)] pub client_code: MemSemaphoreClientCode [CLIENT_CODE_OFFSET, CLIENT_CODE_BITS] => with_client_code, with_client_code_checked, set_client_code, set_client_code_checked;
        #[bits(3)] __: u32;
        #[doc = "Bits 29..=31: [`MemSemaphoreSemSel`]."] #[bits(3, default = 0)] pub sem_sel: MemSemaphoreSemSel [SEM_SEL_OFFSET, SEM_SEL_BITS] => with_sem_sel, with_sem_sel_checked, set_sem_sel, set_sem_sel_checked;
    }
}
