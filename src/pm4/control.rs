//! Control flow and bases: `INDIRECT_BUFFER`, `INDIRECT_BUFFER_CONST`,
//! `SET_PREDICATION`, `COND_EXEC`, `PRED_EXEC`, `REWIND`, `OCCLUSION_QUERY`,
//! `PFP_SYNC_ME`, `SET_BASE`, `STRMOUT_BUFFER_UPDATE`.

use super::buffer::CommandBuffer;
use super::error::{Error, check_address, check_count};
use super::packet::{joined, typed_packet, word_fields};
use super::state::PfpSyncMe;
use crate::regs::gfx7::packets::*;
use crate::regs::gfx7::pm4::{
    CondIndirectBufferMode, SetBaseIndex, SetPredicationBoolean, SetPredicationHint,
    SetPredicationPredOp, ShaderType, StrmoutOffsetSource, WaitRegMemFunction,
};
use crate::regs::{Gfx, gfx6, gfx8};

/// The address bits `AddressHi16` keeps (`[47:0]`): the low address dword and
/// the generated word's `ADDRESS_HI` bits above it.
const ADDRESS_48_MASK: u64 =
    ((AddressHi16::new().with_address_hi(u16::MAX).address_hi() as u64) << 32) | u32::MAX as u64;
static_assertions::const_assert_eq!(ADDRESS_48_MASK & (ADDRESS_48_MASK + 1), 0);
static_assertions::const_assert_eq!(ADDRESS_48_MASK.count_ones(), 48);

/// Largest `IB_SIZE` in dwords (the generated `INDIRECT_BUFFER` dword 3's
/// `IB_SIZE` field, 20 bits).
pub const IB_MAX_DWORDS: u32 = IbControl::new().with_ib_size(u32::MAX).ib_size();
// Every generation's dword 3 (the spec's `fields_by_generation`) has the same `IB_SIZE`.
static_assertions::const_assert_eq!(
    gfx6::packets::IbControl::new()
        .with_ib_size(u32::MAX)
        .ib_size(),
    IB_MAX_DWORDS
);
static_assertions::const_assert_eq!(
    gfx8::packets::IbControl::new()
        .with_ib_size(u32::MAX)
        .ib_size(),
    IB_MAX_DWORDS
);
static_assertions::const_assert_eq!(IB_MAX_DWORDS & (IB_MAX_DWORDS + 1), 0);

word_fields!(
    SetPredicationControl,
    CondExecAddrHi,
    CondExecControl,
    CondExecCount,
    StrmoutControl,
    SetBaseWord,
    PredExecWord,
    RewindWord,
    CondIbControl,
    CondIbSize,
);

// `INDIRECT_BUFFER` / `INDIRECT_BUFFER_CONST` dword 3 as generation
// `gfx` lays it out (the spec's `fields_by_generation` of the dword):
// gfx7's fields on gfx7, [`gfx6::packets::IbControl`]'s on gfx6 (an 8-bit
// `VMID`, no `VALID` or cache policy), [`gfx8::packets::IbControl`]'s on
// gfx8 (`PRE_ENA`, `PRE_RESUME`, no `VOLATILE`). Bits the generation gives
// no field are left to the disassembler's `is not a field` note.
word_fields!(@on_gfx IbControl {
    Gfx6 => gfx6::packets::IbControl,
    Gfx8 => gfx8::packets::IbControl,
});

typed_packet! {
    /// `INDIRECT_BUFFER` or `INDIRECT_BUFFER_CONST`: run (or chain to)
    /// another command buffer
    /// ([`CommandBuffer::indirect_buffer`](CommandBuffer::indirect_buffer),
    /// [`CommandBuffer::indirect_buffer_const`](CommandBuffer::indirect_buffer_const)).
    pub struct IndirectBuffer = INDIRECT_BUFFER | IndirectBufferConst = INDIRECT_BUFFER_CONST
        [INDIRECT_BUFFER_DWORDS] {
        /// `IB_BASE_LO` / `IB_BASE_HI`: the buffer's address.
        ib_base @ 0: u64,
        /// Dword 3: `IB_SIZE`, `CHAIN`, `VALID`, `VMID`, cache policy, ...,
        /// as gfx7 lays it out. `IB_SIZE` and `CHAIN` are the same on every
        /// generation; gfx6's `VMID` is wider ([`gfx6::packets::IbControl`]):
        /// see [`IbControl::vmid_on`].
        control @ 2: IbControl,
    }
}

impl IbControl {
    /// `VMID` as generation `gfx` lays dword 3 out (the spec's
    /// `fields_by_generation` of `INDIRECT_BUFFER` dword 3): the 8-bit
    /// `VMID` of [`gfx6::packets::IbControl`] on gfx6, the 4-bit
    /// [`vmid`](IbControl::vmid) on gfx7 and gfx8.
    ///
    /// ```
    /// use gcn::pm4::IbControl;
    /// use gcn::regs::Gfx;
    ///
    /// let control = IbControl::from_bits(0x3500_0010);
    /// assert_eq!(control.vmid_on(Gfx::Gfx6), 0x35);
    /// assert_eq!(control.vmid_on(Gfx::Gfx7), 5);
    /// ```
    pub fn vmid_on(self, gfx: Gfx) -> u8 {
        match gfx {
            Gfx::Gfx6 => gfx6::packets::IbControl::from_bits(self.into_bits()).vmid(),
            Gfx::Gfx7 => self.vmid(),
            Gfx::Gfx8 => gfx8::packets::IbControl::from_bits(self.into_bits()).vmid(),
        }
    }
}

typed_packet! {
    /// `COND_INDIRECT_BUFFER`: run the first buffer if `(value & MASK)
    /// FUNCTION REFERENCE` holds for the 64-bit value at `COMPARE_ADDR`, else
    /// the second (`MODE = IF_ELSE`) or nothing (`MODE = IF`). It shares
    /// opcode `0x3F` with `INDIRECT_BUFFER`; the 13-dword body tells them apart
    /// ([`CommandBuffer::cond_indirect_buffer`](CommandBuffer::cond_indirect_buffer)).
    pub struct CondIndirectBuffer = COND_INDIRECT_BUFFER [COND_INDIRECT_BUFFER_DWORDS] {
        /// Dword 1: `MODE`, `FUNCTION`.
        control @ 0: CondIbControl,
        /// `COMPARE_ADDR_LO` / `COMPARE_ADDR_HI`.
        compare_addr @ 1: u64,
        /// `MASK_LO` / `MASK_HI`.
        mask @ 3: u64,
        /// `REFERENCE_LO` / `REFERENCE_HI`.
        reference @ 5: u64,
        /// `IB_BASE1_LO` / `IB_BASE1_HI`: the buffer run when the test holds.
        ib_base1 @ 7: u64,
        /// Dword 10: `IB_SIZE1`, `CACHE_POLICY1`.
        ib_size1 @ 9: CondIbSize,
        /// `IB_BASE2_LO` / `IB_BASE2_HI`: the buffer run otherwise.
        ib_base2 @ 10: u64,
        /// Dword 13: `IB_SIZE2`, `CACHE_POLICY2`.
        ib_size2 @ 12: CondIbSize,
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
    /// `COND_EXEC` (gfx7 and gfx8 layout): skip dwords when a memory
    /// boolean is 0
    /// ([`CommandBuffer::cond_exec`](CommandBuffer::cond_exec)). gfx6's
    /// has no `CONTROL` dword (3 body dwords: the spec's
    /// `body_by_generation.gfx6`); the decoder keeps such a body whole as
    /// [`Packet::Unknown`](crate::decode::Packet::Unknown).
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
    /// `PRED_EXEC`: run the next `EXEC_COUNT` dwords only on the GPUs
    /// `DEVICE_SELECT` selects (multi-GPU)
    /// ([`CommandBuffer::pred_exec`](CommandBuffer::pred_exec)).
    pub struct PredExec = PRED_EXEC [PRED_EXEC_DWORDS] {
        /// Dword 1: `EXEC_COUNT`, `DEVICE_SELECT`.
        control @ 0: PredExecWord,
    }
}

typed_packet! {
    /// `REWIND` (gfx7+): the CP reads this packet again until its `VALID`
    /// bit is set, then goes on (a buffer still being written behind it)
    /// ([`CommandBuffer::rewind`](CommandBuffer::rewind)).
    pub struct Rewind = REWIND [REWIND_DWORDS] {
        /// Dword 1: `OFFLOAD_ENABLE`, `VALID`.
        control @ 0: RewindWord,
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

    /// `COND_INDIRECT_BUFFER`: runs the command buffer `then` (address, size
    /// in dwords) if `(value & mask) function reference` holds for the
    /// 64-bit value at `compare_address`, else `otherwise` (`MODE = IF_ELSE`)
    /// or nothing (`None`: `MODE = IF`, the second buffer's dwords 0).
    /// Buffers are run as by [`indirect_buffer`](Self::indirect_buffer), cache
    /// policy 0.
    ///
    /// ```
    /// use gcn::pm4::{CommandBuffer, WaitRegMemFunction};
    ///
    /// let mut storage = [0u32; 14];
    /// let mut cb = CommandBuffer::new(&mut storage);
    /// // Run the 64 dwords at 0x2_0000 if the low byte at 0x1000 is 1, else the 16 at 0x3_0000.
    /// cb.cond_indirect_buffer(
    ///     WaitRegMemFunction::EQUAL,
    ///     0x1000,
    ///     (0xFF, 1),
    ///     (0x2_0000, 64),
    ///     Some((0x3_0000, 16)),
    /// )?;
    /// assert_eq!(
    ///     cb.as_slice(),
    ///     // Opcode 0x3F, 13 body dwords; MODE = IF_ELSE (2), FUNCTION = EQUAL (3) at bit 8.
    ///     &[0xC00C_3F00, 0x302, 0x1000, 0, 0xFF, 0, 1, 0, 0x2_0000, 0, 64, 0x3_0000, 0, 16]
    /// );
    /// # Ok::<(), gcn::pm4::Error>(())
    /// ```
    ///
    /// Errors: [`Error::InvalidField`] for `FUNCTION` 7 (reserved);
    /// [`Error::Address`] for a compare address not 8-byte aligned (AMD's
    /// PAL reserves its bits 2:0) or a buffer address not 4-byte aligned,
    /// either wider than 48 bits; [`Error::CountOutOfRange`] for a buffer
    /// size outside `1..=IB_MAX_DWORDS`; [`Error::OutOfSpace`].
    pub fn cond_indirect_buffer(
        &mut self,
        function: WaitRegMemFunction,
        compare_address: u64,
        (mask, reference): (u64, u64),
        then: (u64, u32),
        otherwise: Option<(u64, u32)>,
    ) -> Result<(), Error> {
        super::mem::check_function(function)?;
        check_address("COMPARE_ADDR", compare_address, 8, 48)?;
        let branch = |(address, size): (u64, u32)| -> Result<(u64, CondIbSize), Error> {
            check_address("IB_BASE", address, 4, 48)?;
            check_count("IB_SIZE", u64::from(size), 1, u64::from(IB_MAX_DWORDS))?;
            Ok((address, CondIbSize::new().with_ib_size(size)))
        };
        let (ib_base1, ib_size1) = branch(then)?;
        let (mode, (ib_base2, ib_size2)) = match otherwise {
            Some(b) => (CondIndirectBufferMode::IF_ELSE, branch(b)?),
            None => (CondIndirectBufferMode::IF, (0, CondIbSize::new())),
        };
        self.push(&CondIndirectBuffer {
            control: CondIbControl::new().with_mode(mode).with_function(function),
            compare_addr: compare_address,
            mask,
            reference,
            ib_base1,
            ib_size1,
            ib_base2,
            ib_size2,
        })
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
        const EXEC_COUNT_MAX: u16 = CondExecCount::new().with_exec_count(u16::MAX).exec_count();
        static_assertions::const_assert_eq!(EXEC_COUNT_MAX, 0x3FFF);
        check_address("BOOL_ADDR", address, 4, 48)?;
        check_count("EXEC_COUNT", exec_count as u64, 0, EXEC_COUNT_MAX as u64)?;
        let hi = CondExecAddrHi::new().with_bool_addr_hi((address >> 32) as u16);
        let n = CondExecCount::new().with_exec_count(exec_count);
        self.push(&CondExec {
            bool_addr_lo: address as u32,
            bool_addr_hi: hi,
            control: CondExecControl::new(),
            exec_count: n,
        })
    }

    /// `PRED_EXEC`: runs the next `exec_count` dwords only on the GPUs whose
    /// bits `device_select` sets (multi-GPU; a single GPU is device bit 0).
    ///
    /// Errors: [`Error::CountOutOfRange`] for `exec_count` over 14 bits.
    pub fn pred_exec(&mut self, exec_count: u16, device_select: u8) -> Result<(), Error> {
        const EXEC_COUNT_MAX: u16 = PredExecWord::new().with_exec_count(u16::MAX).exec_count();
        static_assertions::const_assert_eq!(EXEC_COUNT_MAX, 0x3FFF);
        check_count("EXEC_COUNT", exec_count as u64, 0, EXEC_COUNT_MAX as u64)?;
        let control = PredExecWord::new()
            .with_exec_count(exec_count)
            .with_device_select(device_select);
        self.push(&PredExec { control })
    }

    /// `REWIND` (gfx7+): the CP reads this packet again and again until its
    /// `VALID` bit is set, then goes on. (The spec, after the Linux driver,
    /// notes gfx7 as compute queues only; PS4 streams carry it on the
    /// graphics ring, where shadPS4 waits on it, so the writer allows both.)
    /// Whoever writes the rest of the buffer sets `VALID` (bit 31 of the
    /// packet's body dword, dword `cb.len() + 1` before the call) once it is
    /// done; `offload_enable` lets the CP hand the polling to its queue
    /// manager.
    pub fn rewind(&mut self, valid: bool, offload_enable: bool) -> Result<(), Error> {
        let control = RewindWord::new()
            .with_valid(valid)
            .with_offload_enable(offload_enable);
        self.push(&Rewind { control })
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
