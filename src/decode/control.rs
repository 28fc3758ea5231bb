//! Decoded control-flow packets: `INDIRECT_BUFFER(_CONST)`,
//! `SET_PREDICATION`, `COND_EXEC`, `OCCLUSION_QUERY`, `PFP_SYNC_ME`,
//! `SET_BASE`, `STRMOUT_BUFFER_UPDATE`.

use super::layout::{bits_fields, fixed_packet, join};
use crate::pm4::{
    CondExecAddrHi, CondExecControl, CondExecCount, IbControl, SetBaseWord, SetPredicationControl,
    StrmoutControl,
};

bits_fields!(
    IbControl,
    SetPredicationControl,
    CondExecAddrHi,
    CondExecControl,
    CondExecCount,
    SetBaseWord,
    StrmoutControl,
);

fixed_packet! {
    /// `INDIRECT_BUFFER` or `INDIRECT_BUFFER_CONST`: run (or chain to)
    /// another command buffer
    /// ([`CommandBuffer::indirect_buffer`](crate::pm4::CommandBuffer::indirect_buffer),
    /// [`CommandBuffer::indirect_buffer_const`](crate::pm4::CommandBuffer::indirect_buffer_const)).
    pub struct IndirectBuffer, body 3 {
        /// `IB_BASE_LO` / `IB_BASE_HI`: the buffer's address.
        ib_base @ 0: u64,
        /// Dword 3: `IB_SIZE`, `CHAIN`, `VALID`, `VMID`, cache policy, ...
        control @ 2: IbControl,
    }
}

fixed_packet! {
    /// `SET_PREDICATION`: sets the draw predicate
    /// ([`CommandBuffer::set_predication`](crate::pm4::CommandBuffer::set_predication)).
    pub struct SetPredication, body 2 {
        /// `START_ADDR_LO`: address bits `[31:0]`.
        start_addr_lo @ 0: u32,
        /// Dword 2: `START_ADDR_HI`, `PREDICATION_BOOLEAN`, `HINT`, `PRED_OP`, `CONTINUE`.
        control @ 1: SetPredicationControl,
    }
}

impl SetPredication {
    /// The 40-bit start address.
    pub const fn start_addr(&self) -> u64 {
        join(self.start_addr_lo, self.control.start_addr_hi() as u32)
    }
}

fixed_packet! {
    /// `COND_EXEC` (gfx7 layout): skip dwords when a memory boolean is 0
    /// ([`CommandBuffer::cond_exec`](crate::pm4::CommandBuffer::cond_exec)).
    pub struct CondExec, body 4 {
        /// `BOOL_ADDR_LO`: address bits `[31:0]`.
        bool_addr_lo @ 0: u32,
        /// Dword 2: `BOOL_ADDR_HI`, `COMMAND`.
        bool_addr_hi @ 1: CondExecAddrHi,
        /// Dword 3: `CONTROL`.
        control @ 2: CondExecControl,
        /// Dword 4: `EXEC_COUNT`.
        exec_count @ 3: CondExecCount,
    }
}

impl CondExec {
    /// The 48-bit address of the boolean.
    pub const fn bool_addr(&self) -> u64 {
        join(self.bool_addr_lo, self.bool_addr_hi.bool_addr_hi() as u32)
    }
}

fixed_packet! {
    /// `OCCLUSION_QUERY`: sum `ZPASS_DONE` results
    /// ([`CommandBuffer::occlusion_query`](crate::pm4::CommandBuffer::occlusion_query)).
    pub struct OcclusionQuery, body 4 {
        /// `START_ADDR_LO` / `START_ADDR_HI`: the `ZPASS_DONE` results.
        start_addr @ 0: u64,
        /// `QUERY_ADDR_LO` / `QUERY_ADDR_HI`: the 64-bit count.
        query_addr @ 2: u64,
    }
}

fixed_packet! {
    /// `PFP_SYNC_ME`: the PFP waits for the ME
    /// ([`CommandBuffer::pfp_sync_me`](crate::pm4::CommandBuffer::pfp_sync_me)).
    pub struct PfpSyncMe, body 1 {
        /// `DUMMY`: the unused body dword (0 from the writer).
        dummy @ 0: u32,
    }
}

fixed_packet! {
    /// `SET_BASE`: sets a base address (the header's `SHADER_TYPE` picks
    /// graphics or compute; see [`Decoded::type3_header`](super::Decoded::type3_header))
    /// ([`CommandBuffer::set_base`](crate::pm4::CommandBuffer::set_base)).
    pub struct SetBase, body 3 {
        /// Dword 1: `BASE_INDEX`.
        base_index @ 0: SetBaseWord,
        /// `ADDRESS_LO` / `ADDRESS_HI`.
        address @ 1: u64,
    }
}

fixed_packet! {
    /// `STRMOUT_BUFFER_UPDATE`: update a stream-out buffer's offset
    /// ([`CommandBuffer::strmout_buffer_update`](crate::pm4::CommandBuffer::strmout_buffer_update)).
    pub struct StrmoutBufferUpdate, body 5 {
        /// Dword 1: `STORE_BUFFER_FILLED_SIZE`, `OFFSET_SOURCE_SELECT`, `DATA_TYPE`, `BUFFER_SELECT`.
        control @ 0: StrmoutControl,
        /// `DST_ADDRESS_LO` / `DST_ADDRESS_HI`: where the filled size is stored.
        dst_address @ 1: u64,
        /// `SRC_ADDRESS_LO` / `SRC_ADDRESS_HI`: the offset source address, or
        /// `BUFFER_OFFSET` in the low half.
        src_address @ 3: u64,
    }
}
