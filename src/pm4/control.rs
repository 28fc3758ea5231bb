//! Control flow and bases: `INDIRECT_BUFFER`, `INDIRECT_BUFFER_CONST`,
//! `SET_PREDICATION`, `COND_EXEC`, `OCCLUSION_QUERY`, `PFP_SYNC_ME`,
//! `SET_BASE`, `STRMOUT_BUFFER_UPDATE`.

use super::buffer::CommandBuffer;
use super::error::{Error, check_address, check_count};
use super::packet::{joined, typed_packet, word_fields};
use crate::regs::gfx7::pm4::{
    CachePolicy, SetBaseIndex, SetPredicationBoolean, SetPredicationHint, SetPredicationPredOp,
    ShaderType, StrmoutDataType, StrmoutOffsetSource,
};

/// The address bits `AddressHi16` keeps (`[47:0]`).
const ADDRESS_48_MASK: u64 = (1 << 48) - 1;

crate::regs::word! {
    /// `INDIRECT_BUFFER` / `INDIRECT_BUFFER_CONST` dword 3 (gfx7 layout).
    #[derive(PartialEq, Eq)]
    pub struct IbControl {
        /// `IB_SIZE` \[19:0\]: size in dwords (set by the packet methods).
        #[bits(20)]
        pub ib_size: u32 [IB_SIZE_OFFSET, IB_SIZE_BITS] => with_ib_size, with_ib_size_checked, set_ib_size, set_ib_size_checked;
        /// `CHAIN` \[20\]: continue in the target buffer instead of returning.
        pub chain: bool [CHAIN_OFFSET, CHAIN_BITS] => with_chain, with_chain_checked, set_chain, set_chain_checked;
        /// `OFF_LOAD_POLLING` \[21\].
        pub off_load_polling: bool [OFF_LOAD_POLLING_OFFSET, OFF_LOAD_POLLING_BITS] => with_off_load_polling, with_off_load_polling_checked, set_off_load_polling, set_off_load_polling_checked;
        /// `VOLATILE` \[22\].
        pub volatile: bool [VOLATILE_OFFSET, VOLATILE_BITS] => with_volatile, with_volatile_checked, set_volatile, set_volatile_checked;
        /// `VALID` \[23\] (gfx7+).
        pub valid: bool [VALID_OFFSET, VALID_BITS] => with_valid, with_valid_checked, set_valid, set_valid_checked;
        /// `VMID` \[27:24\] (user buffers leave 0; the kernel fills it in).
        #[bits(4)]
        pub vmid: u8 [VMID_OFFSET, VMID_BITS] => with_vmid, with_vmid_checked, set_vmid, set_vmid_checked;
        /// `CACHE_POLICY` \[29:28\] (gfx7+).
        #[bits(2, default = 0)]
        pub cache_policy: CachePolicy [CACHE_POLICY_OFFSET, CACHE_POLICY_BITS] => with_cache_policy, with_cache_policy_checked, set_cache_policy, set_cache_policy_checked;
        /// Reserved \[31:30\].
        #[bits(2)]
        __: u8;
    }
}

crate::regs::word! {
    /// `SET_PREDICATION` dword 2.
    #[derive(PartialEq, Eq)]
    pub struct SetPredicationControl {
        /// `START_ADDR_HI` \[7:0\]: address bits \[39:32\].
        pub start_addr_hi: u8 [START_ADDR_HI_OFFSET, START_ADDR_HI_BITS] => with_start_addr_hi, with_start_addr_hi_checked, set_start_addr_hi, set_start_addr_hi_checked;
        /// `PREDICATION_BOOLEAN` \[8\].
        #[bits(1, default = 0)]
        pub predication_boolean: SetPredicationBoolean [PREDICATION_BOOLEAN_OFFSET, PREDICATION_BOOLEAN_BITS] => with_predication_boolean, with_predication_boolean_checked, set_predication_boolean, set_predication_boolean_checked;
        /// Reserved \[11:9\].
        #[bits(3)]
        __: u8;
        /// `HINT` \[12\].
        #[bits(1, default = 0)]
        pub hint: SetPredicationHint [HINT_OFFSET, HINT_BITS] => with_hint, with_hint_checked, set_hint, set_hint_checked;
        /// Reserved \[15:13\].
        #[bits(3)]
        __: u8;
        /// `PRED_OP` \[18:16\].
        #[bits(3, default = 0)]
        pub pred_op: SetPredicationPredOp [PRED_OP_OFFSET, PRED_OP_BITS] => with_pred_op, with_pred_op_checked, set_pred_op, set_pred_op_checked;
        /// Reserved \[30:19\].
        #[bits(12)]
        __: u16;
        /// `CONTINUE` \[31\]: combine with the previous predicate.
        pub continue_predicate: bool [CONTINUE_PREDICATE_OFFSET, CONTINUE_PREDICATE_BITS] => with_continue_predicate, with_continue_predicate_checked, set_continue_predicate, set_continue_predicate_checked;
    }
}

crate::regs::word! {
    /// `COND_EXEC` dword 2 (gfx7 layout).
    #[derive(PartialEq, Eq)]
    pub struct CondExecAddrHi {
        /// `BOOL_ADDR_HI` \[15:0\]: address bits \[47:32\].
        pub bool_addr_hi: u16 [BOOL_ADDR_HI_OFFSET, BOOL_ADDR_HI_BITS] => with_bool_addr_hi, with_bool_addr_hi_checked, set_bool_addr_hi, set_bool_addr_hi_checked;
        /// Reserved \[27:16\].
        #[bits(12)]
        __: u16;
        /// `COMMAND` \[31:28\].
        #[bits(4)]
        pub command: u8 [COMMAND_OFFSET, COMMAND_BITS] => with_command, with_command_checked, set_command, set_command_checked;
    }
}

crate::regs::word! {
    /// `COND_EXEC` dword 3 (gfx7).
    #[derive(PartialEq, Eq)]
    pub struct CondExecControl {
        /// Reserved \[27:0\].
        #[bits(28)]
        __: u32;
        /// `CONTROL` \[31:28\].
        #[bits(4)]
        pub control: u8 [CONTROL_OFFSET, CONTROL_BITS] => with_control, with_control_checked, set_control, set_control_checked;
    }
}

crate::regs::word! {
    /// `COND_EXEC` dword 4 (gfx7).
    #[derive(PartialEq, Eq)]
    pub struct CondExecCount {
        /// `EXEC_COUNT` \[13:0\]: dwords skipped when the boolean is 0.
        #[bits(14)]
        pub exec_count: u16 [EXEC_COUNT_OFFSET, EXEC_COUNT_BITS] => with_exec_count, with_exec_count_checked, set_exec_count, set_exec_count_checked;
        /// Reserved \[31:14\].
        #[bits(18)]
        __: u32;
    }
}

crate::regs::word! {
    /// `SET_BASE` dword 1.
    #[derive(PartialEq, Eq)]
    pub struct SetBaseWord {
        /// `BASE_INDEX` \[3:0\].
        #[bits(4, default = 0)]
        pub base_index: SetBaseIndex [BASE_INDEX_OFFSET, BASE_INDEX_BITS] => with_base_index, with_base_index_checked, set_base_index, set_base_index_checked;
        /// Reserved \[31:4\].
        #[bits(28)]
        __: u32;
    }
}

crate::regs::word! {
    /// `STRMOUT_BUFFER_UPDATE` dword 1.
    #[derive(PartialEq, Eq)]
    pub struct StrmoutControl {
        /// `STORE_BUFFER_FILLED_SIZE` \[0\]: store the filled size at `DST_ADDRESS`.
        pub store_buffer_filled_size: bool [STORE_BUFFER_FILLED_SIZE_OFFSET, STORE_BUFFER_FILLED_SIZE_BITS] => with_store_buffer_filled_size, with_store_buffer_filled_size_checked, set_store_buffer_filled_size, set_store_buffer_filled_size_checked;
        /// `OFFSET_SOURCE_SELECT` \[2:1\].
        #[bits(2, default = 0)]
        pub offset_source_select: StrmoutOffsetSource [OFFSET_SOURCE_SELECT_OFFSET, OFFSET_SOURCE_SELECT_BITS] => with_offset_source_select, with_offset_source_select_checked, set_offset_source_select, set_offset_source_select_checked;
        /// Reserved \[6:3\].
        #[bits(4)]
        __: u8;
        /// `DATA_TYPE` \[7\].
        #[bits(1, default = 0)]
        pub data_type: StrmoutDataType [DATA_TYPE_OFFSET, DATA_TYPE_BITS] => with_data_type, with_data_type_checked, set_data_type, set_data_type_checked;
        /// `BUFFER_SELECT` \[9:8\]: stream-out buffer 0-3.
        #[bits(2)]
        pub buffer_select: u8 [BUFFER_SELECT_OFFSET, BUFFER_SELECT_BITS] => with_buffer_select, with_buffer_select_checked, set_buffer_select, set_buffer_select_checked;
        /// Reserved \[31:10\].
        #[bits(22)]
        __: u32;
    }
}

/// Largest `IB_SIZE` in dwords (20 bits).
pub const IB_MAX_DWORDS: u32 = (1 << 20) - 1;

word_fields!(
    IbControl,
    SetPredicationControl,
    CondExecAddrHi,
    CondExecControl,
    CondExecCount,
    StrmoutControl,
    SetBaseWord,
);

typed_packet! {
    /// `INDIRECT_BUFFER` or `INDIRECT_BUFFER_CONST`: run (or chain to)
    /// another command buffer
    /// ([`CommandBuffer::indirect_buffer`](CommandBuffer::indirect_buffer),
    /// [`CommandBuffer::indirect_buffer_const`](CommandBuffer::indirect_buffer_const)).
    pub struct IndirectBuffer = INDIRECT_BUFFER | IndirectBufferConst = INDIRECT_BUFFER_CONST
        [INDIRECT_BUFFER_DWORDS] {
        /// `IB_BASE_LO` / `IB_BASE_HI`: the buffer's address.
        ib_base @ 0: u64,
        /// Dword 3: `IB_SIZE`, `CHAIN`, `VALID`, `VMID`, cache policy, ...
        control @ 2: IbControl,
    }
}

typed_packet! {
    /// `SET_PREDICATION`: sets the draw predicate
    /// ([`CommandBuffer::set_predication`](CommandBuffer::set_predication)).
    pub struct SetPredication = SET_PREDICATION [SET_PREDICATION_DWORDS] {
        /// `START_ADDR_LO`: address bits `\[31:0\]`.
        start_addr_lo @ 0: u32,
        /// Dword 2: `START_ADDR_HI`, `PREDICATION_BOOLEAN`, `HINT`, `PRED_OP`, `CONTINUE`.
        control @ 1: SetPredicationControl,
    }
}

typed_packet! {
    /// `COND_EXEC` (gfx7 layout): skip dwords when a memory boolean is 0
    /// ([`CommandBuffer::cond_exec`](CommandBuffer::cond_exec)).
    pub struct CondExec = COND_EXEC [COND_EXEC_DWORDS] {
        /// `BOOL_ADDR_LO`: address bits `\[31:0\]`.
        bool_addr_lo @ 0: u32,
        /// Dword 2: `BOOL_ADDR_HI`, `COMMAND`.
        bool_addr_hi @ 1: CondExecAddrHi,
        /// Dword 3: `CONTROL`.
        control @ 2: CondExecControl,
        /// Dword 4: `EXEC_COUNT`.
        exec_count @ 3: CondExecCount,
    }
}

typed_packet! {
    /// `OCCLUSION_QUERY`: sum `ZPASS_DONE` results
    /// ([`CommandBuffer::occlusion_query`](CommandBuffer::occlusion_query)).
    pub struct OcclusionQuery = OCCLUSION_QUERY [OCCLUSION_QUERY_DWORDS] {
        /// `START_ADDR_LO` / `START_ADDR_HI`: the `ZPASS_DONE` results.
        start_addr @ 0: u64,
        /// `QUERY_ADDR_LO` / `QUERY_ADDR_HI`: the 64-bit count.
        query_addr @ 2: u64,
    }
}

typed_packet! {
    /// `PFP_SYNC_ME`: the PFP waits for the ME
    /// ([`CommandBuffer::pfp_sync_me`](CommandBuffer::pfp_sync_me)).
    pub struct PfpSyncMe = PFP_SYNC_ME [PFP_SYNC_ME_DWORDS] {
        /// `DUMMY`: the unused body dword (0 from the writer).
        dummy @ 0: u32,
    }
}

typed_packet! {
    /// `SET_BASE`: sets a base address (the header's `SHADER_TYPE` picks
    /// graphics or compute; see
    /// [`Decoded::type3_header`](crate::decode::Decoded::type3_header))
    /// ([`CommandBuffer::set_base`](CommandBuffer::set_base)).
    pub struct SetBase = SET_BASE [SET_BASE_DWORDS] {
        /// Dword 1: `BASE_INDEX`.
        base_index @ 0: SetBaseWord,
        /// `ADDRESS_LO` / `ADDRESS_HI`.
        address @ 1: u64,
    }
}

typed_packet! {
    /// `STRMOUT_BUFFER_UPDATE`: update a stream-out buffer's offset
    /// ([`CommandBuffer::strmout_buffer_update`](CommandBuffer::strmout_buffer_update)).
    pub struct StrmoutBufferUpdate = STRMOUT_BUFFER_UPDATE [STRMOUT_BUFFER_UPDATE_DWORDS] {
        /// Dword 1: `STORE_BUFFER_FILLED_SIZE`, `OFFSET_SOURCE_SELECT`, `DATA_TYPE`, `BUFFER_SELECT`.
        control @ 0: StrmoutControl,
        /// `DST_ADDRESS_LO` / `DST_ADDRESS_HI`: where the filled size is stored.
        dst_address @ 1: u64,
        /// `SRC_ADDRESS_LO` / `SRC_ADDRESS_HI`: the offset source address, or
        /// `BUFFER_OFFSET` in the low half.
        src_address @ 3: u64,
    }
}

joined! {
    /// The 40-bit start address.
    SetPredication::start_addr = start_addr_lo + control.start_addr_hi;
    /// The 48-bit address of the boolean.
    CondExec::bool_addr = bool_addr_lo + bool_addr_hi.bool_addr_hi;
}

impl CommandBuffer<'_> {
    fn ib(
        &mut self,
        konst: bool,
        address: u64,
        size_dwords: u32,
        control: IbControl,
    ) -> Result<(), Error> {
        check_address("IB_BASE", address, 4, 48)?;
        check_count("IB_SIZE", size_dwords as u64, 1, IB_MAX_DWORDS as u64)?;
        let control = control.with_ib_size(size_dwords & IB_MAX_DWORDS);
        let ib_base = address & ADDRESS_48_MASK;
        if konst {
            self.push(&IndirectBufferConst { ib_base, control })
        } else {
            self.push(&IndirectBuffer { ib_base, control })
        }
    }

    /// `INDIRECT_BUFFER`: executes `size_dwords` dwords at `address` (4-byte
    /// aligned, 48 bits) and returns, or continues there for good with
    /// `control.chain()`. `control`'s `IB_SIZE` is replaced.
    ///
    /// Errors: address errors; [`Error::CountOutOfRange`] for a size outside `1..=IB_MAX_DWORDS`.
    pub fn indirect_buffer(
        &mut self,
        address: u64,
        size_dwords: u32,
        control: IbControl,
    ) -> Result<(), Error> {
        self.ib(false, address, size_dwords, control)
    }

    /// `INDIRECT_BUFFER_CONST`: the constant-engine form of [`indirect_buffer`](Self::indirect_buffer).
    pub fn indirect_buffer_const(
        &mut self,
        address: u64,
        size_dwords: u32,
        control: IbControl,
    ) -> Result<(), Error> {
        self.ib(true, address, size_dwords, control)
    }

    /// `SET_PREDICATION`: sets the predicate from the results at `address`
    /// (40 bits; 16-byte aligned for `ZPASS`, 4-byte otherwise; ignored for
    /// `CLEAR`). Packets recorded with [`set_predicate`](Self::set_predicate)
    /// on are skipped when it is false.
    pub fn set_predication(
        &mut self,
        op: SetPredicationPredOp,
        address: u64,
        boolean: SetPredicationBoolean,
        hint: SetPredicationHint,
        continue_: bool,
    ) -> Result<(), Error> {
        let align = if op.into_bits() == SetPredicationPredOp::ZPASS.into_bits() {
            16
        } else {
            4
        };
        check_address("START_ADDRESS", address, align, 40)?;
        let c = SetPredicationControl::new()
            .with_start_addr_hi((address >> 32) as u8)
            .with_predication_boolean(boolean)
            .with_hint(hint)
            .with_pred_op(op)
            .with_continue_predicate(continue_);
        self.push(&SetPredication {
            start_addr_lo: address as u32,
            control: c,
        })
    }

    /// `COND_EXEC` (gfx7 layout): skips the next `exec_count` dwords if the
    /// 32-bit value at `address` (4-byte aligned, 48 bits) is 0.
    ///
    /// Errors: address errors; [`Error::CountOutOfRange`] for `exec_count` over 14 bits.
    pub fn cond_exec(&mut self, address: u64, exec_count: u16) -> Result<(), Error> {
        check_address("BOOL_ADDR", address, 4, 48)?;
        check_count("EXEC_COUNT", exec_count as u64, 0, 0x3FFF)?;
        let hi = CondExecAddrHi::new().with_bool_addr_hi((address >> 32) as u16);
        let n = CondExecCount::new().with_exec_count(exec_count);
        self.push(&CondExec {
            bool_addr_lo: address as u32,
            bool_addr_hi: hi,
            control: CondExecControl::new(),
            exec_count: n,
        })
    }

    /// `OCCLUSION_QUERY`: sums the `ZPASS_DONE` results at `start_address`
    /// into the 64-bit count at `query_address` (both 4-byte aligned, 48 bits).
    pub fn occlusion_query(&mut self, start_address: u64, query_address: u64) -> Result<(), Error> {
        check_address("START_ADDR", start_address, 4, 48)?;
        check_address("QUERY_ADDR", query_address, 4, 48)?;
        self.push(&OcclusionQuery {
            start_addr: start_address & ADDRESS_48_MASK,
            query_addr: query_address & ADDRESS_48_MASK,
        })
    }

    /// `PFP_SYNC_ME`: the PFP waits until the ME has caught up.
    pub fn pfp_sync_me(&mut self) -> Result<(), Error> {
        self.push(&PfpSyncMe { dummy: 0 })
    }

    /// `SET_BASE`: sets base `index` to `address` (8-byte aligned, 48 bits);
    /// use `ShaderType::COMPUTE` for the base of `DISPATCH_INDIRECT`.
    pub fn set_base(
        &mut self,
        index: SetBaseIndex,
        address: u64,
        shader: ShaderType,
    ) -> Result<(), Error> {
        check_address("ADDRESS", address, 8, 48)?;
        let base_index = SetBaseWord::new().with_base_index(index);
        self.push_as(
            &SetBase {
                base_index,
                address,
            },
            shader,
        )
    }

    /// `STRMOUT_BUFFER_UPDATE`: updates stream-out buffer `control.buffer_select()`'s
    /// offset and optionally stores its filled size at `dst_address` (4-byte
    /// aligned, 48 bits). `source` is the offset for `FROM_PACKET` (32 bits)
    /// or the address to read it from for `FROM_SRC_ADDRESS` (4-byte aligned, 48 bits).
    pub fn strmout_buffer_update(
        &mut self,
        control: StrmoutControl,
        dst_address: u64,
        source: u64,
    ) -> Result<(), Error> {
        check_address("DST_ADDRESS", dst_address, 4, 48)?;
        if control.offset_source_select().into_bits()
            == StrmoutOffsetSource::FROM_SRC_ADDRESS.into_bits()
        {
            check_address("SRC_ADDRESS", source, 4, 48)?;
        } else {
            check_address("BUFFER_OFFSET", source, 1, 32)?;
        }
        self.push(&StrmoutBufferUpdate {
            control,
            dst_address: dst_address & ADDRESS_48_MASK,
            src_address: source & ADDRESS_48_MASK,
        })
    }
}
