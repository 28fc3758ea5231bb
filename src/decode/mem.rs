//! Decoded memory packets: `WAIT_REG_MEM`, `WRITE_DATA`, `COPY_DATA`,
//! `DMA_DATA`, `CP_DMA`, `ATOMIC_MEM`, `MEM_SEMAPHORE`.

use core::fmt;

use super::error::DecodeError;
use super::layout::{Body, BodyField, FieldFmt, fixed_packet, join, put_all};
use super::packet::check_len;
use crate::pm4::{
    AtomicLoopInterval, AtomicMemControl, CopyDataControl, CpDmaControl, DmaCommand,
    DmaDataControl, MemSemaphoreControl, Opcode, WaitRegMemControl, WriteDataControl,
};

fixed_packet! {
    /// `WAIT_REG_MEM`: wait until a register or memory value passes a test
    /// ([`CommandBuffer::wait_reg_mem`](crate::pm4::CommandBuffer::wait_reg_mem)).
    pub struct WaitRegMem, body 6 {
        /// Dword 1: `FUNCTION`, `MEM_SPACE`, `OPERATION`, `ENGINE`, ...
        control @ 0: WaitRegMemControl,
        /// `POLL_ADDRESS_LO` / `POLL_ADDRESS_HI` (a register address for `MEM_SPACE = REGISTER`).
        poll_address @ 1: u64,
        /// `REFERENCE`.
        reference @ 3: u32,
        /// `MASK`.
        mask @ 4: u32,
        /// `POLL_INTERVAL` (units of 16 clocks).
        poll_interval @ 5: u32,
    }
}

/// `WRITE_DATA`: dwords written to a register, memory or GDS
/// ([`CommandBuffer::write_data`](crate::pm4::CommandBuffer::write_data)).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct WriteData<'a> {
    /// Dword 1: `DST_SEL`, `WR_ONE_ADDR`, `WR_CONFIRM`, `ENGINE_SEL`, ...
    pub control: WriteDataControl,
    /// `DST_ADDR_LO` / `DST_ADDR_HI`.
    pub dst_addr: u64,
    /// The data dwords (at least one).
    pub data: &'a [u32],
}

impl<'a> WriteData<'a> {
    /// Reads the packet; the body needs at least 4 dwords.
    pub(crate) fn decode(
        offset: usize,
        opcode: Opcode,
        body: &'a [u32],
    ) -> Result<Self, DecodeError> {
        check_len(offset, opcode, body.len(), 4, usize::MAX)?;
        let b = Body(body);
        Ok(WriteData {
            control: WriteDataControl::from_bits(b.w(0)),
            dst_addr: b.q(1),
            data: b.rest(3),
        })
    }

    /// Fewest body dwords: control, address and one data dword.
    pub(crate) const MIN_BODY_DWORDS: usize = 4;

    /// Body dwords: 3 plus the data.
    pub(crate) const fn body_len(&self) -> usize {
        self.data.len().saturating_add(3)
    }

    /// Writes the body (`out` holds [`body_len`](Self::body_len) dwords).
    pub(crate) fn encode_body(&self, out: &mut [u32]) {
        self.control.write(out, 0);
        self.dst_addr.write(out, 1);
        put_all(out, 3, self.data);
    }
}

impl fmt::Display for WriteData<'_> {
    /// `CONTROL={ ... }, DST_ADDR=0x..., n data dwords` (the data follows on
    /// continuation lines in a disassembly).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("CONTROL=")?;
        self.control.fmt_field(f)?;
        f.write_str(", DST_ADDR=")?;
        self.dst_addr.fmt_field(f)?;
        write!(f, ", {} data dwords", self.data.len())
    }
}

fixed_packet! {
    /// `COPY_DATA`: copy 32 or 64 bits between registers, memory, GDS, ...
    /// ([`CommandBuffer::copy_data`](crate::pm4::CommandBuffer::copy_data)).
    pub struct CopyData, body 5 {
        /// Dword 1: `SRC_SEL`, `DST_SEL`, `COUNT_SEL`, `ENGINE_SEL`, ...
        control @ 0: CopyDataControl,
        /// `SRC_ADDR_LO` / `SRC_ADDR_HI` (the data itself for `SRC_SEL = IMMEDIATE`).
        src_addr @ 1: u64,
        /// `DST_ADDR_LO` / `DST_ADDR_HI`.
        dst_addr @ 3: u64,
    }
}

fixed_packet! {
    /// `DMA_DATA`: copy or fill bytes
    /// ([`CommandBuffer::dma_data`](crate::pm4::CommandBuffer::dma_data)).
    pub struct DmaData, body 6 {
        /// Dword 1: `ENGINE`, `SRC_SEL`, `DST_SEL`, `CP_SYNC`, cache policies.
        control @ 0: DmaDataControl,
        /// `SRC_ADDR_LO` / `SRC_ADDR_HI` (the fill value for `SRC_SEL = DATA`).
        src_addr @ 1: u64,
        /// `DST_ADDR_LO` / `DST_ADDR_HI`.
        dst_addr @ 3: u64,
        /// Dword 6: `BYTE_COUNT`, swaps, address spaces and increments.
        command @ 5: DmaCommand,
    }
}

fixed_packet! {
    /// `CP_DMA`: copy bytes
    /// ([`CommandBuffer::cp_dma`](crate::pm4::CommandBuffer::cp_dma)).
    pub struct CpDma, body 5 {
        /// `SRC_ADDR_LO`: source address bits `[31:0]`.
        src_addr_lo @ 0: u32,
        /// Dword 2: `SRC_ADDR_HI`, `DST_SEL`, `ENGINE`, `SRC_SEL`, `CP_SYNC`.
        control @ 1: CpDmaControl,
        /// `DST_ADDR_LO` / `DST_ADDR_HI`.
        dst_addr @ 2: u64,
        /// Dword 5: `BYTE_COUNT`, swaps, address spaces and increments.
        command @ 4: DmaCommand,
    }
}

impl CpDma {
    /// The 48-bit source address.
    pub const fn src_addr(&self) -> u64 {
        join(self.src_addr_lo, self.control.src_addr_hi() as u32)
    }
}

fixed_packet! {
    /// `ATOMIC_MEM`: an atomic operation on memory
    /// ([`CommandBuffer::atomic_mem`](crate::pm4::CommandBuffer::atomic_mem)).
    pub struct AtomicMem, body 8 {
        /// Dword 1: `ATOMIC_OP`, `COMMAND`, cache policy, `ENGINE_SEL`.
        control @ 0: AtomicMemControl,
        /// `ADDR_LO` / `ADDR_HI`.
        addr @ 1: u64,
        /// `SRC_DATA_LO` / `SRC_DATA_HI`.
        src_data @ 3: u64,
        /// `CMP_DATA_LO` / `CMP_DATA_HI`.
        cmp_data @ 5: u64,
        /// Dword 8: `LOOP_INTERVAL`.
        loop_interval @ 7: AtomicLoopInterval,
    }
}

fixed_packet! {
    /// `MEM_SEMAPHORE`: signal or wait on a semaphore
    /// ([`CommandBuffer::mem_semaphore`](crate::pm4::CommandBuffer::mem_semaphore)).
    pub struct MemSemaphore, body 2 {
        /// `ADDR_LO`: address bits `[31:0]`.
        addr_lo @ 0: u32,
        /// Dword 2: `ADDR_HI`, `USE_MAILBOX`, `SIGNAL_TYPE`, `CLIENT_CODE`, `SEM_SEL`.
        control @ 1: MemSemaphoreControl,
    }
}

impl MemSemaphore {
    /// The 48-bit semaphore address.
    pub const fn addr(&self) -> u64 {
        join(self.addr_lo, self.control.addr_hi() as u32)
    }
}
