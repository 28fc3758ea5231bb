//! Decoded memory packets: `WAIT_REG_MEM`, `WRITE_DATA`, `COPY_DATA`,
//! `DMA_DATA`, `CP_DMA`, `ATOMIC_MEM`, `MEM_SEMAPHORE`.

use core::fmt;

use super::error::DecodeError;
use super::layout::{Body, FieldFmt, bits_fields, fixed_packet};
use super::packet::check_len;
use crate::pm4::{
    AtomicLoopInterval, AtomicMemControl, CopyDataControl, CpDmaControl, DmaCommand,
    DmaDataControl, MemSemaphoreControl, Opcode, WaitRegMemControl, WriteDataControl,
};

bits_fields!(
    WaitRegMemControl,
    WriteDataControl,
    CopyDataControl,
    DmaDataControl,
    DmaCommand,
    CpDmaControl,
    AtomicMemControl,
    AtomicLoopInterval,
    MemSemaphoreControl,
);

fixed_packet! {
    /// `WAIT_REG_MEM`: wait until a register or memory value passes a test
    /// ([`CommandBuffer::wait_reg_mem`](crate::pm4::CommandBuffer::wait_reg_mem)).
    pub struct WaitRegMem, body 6, |b| {
        /// Dword 1: `FUNCTION`, `MEM_SPACE`, `OPERATION`, `ENGINE`, ...
        control: WaitRegMemControl = WaitRegMemControl::from_bits(b.w(0)),
        /// `POLL_ADDRESS_LO` / `POLL_ADDRESS_HI` (a register address for `MEM_SPACE = REGISTER`).
        poll_address: u64 = b.q(1),
        /// `REFERENCE`.
        reference: u32 = b.w(3),
        /// `MASK`.
        mask: u32 = b.w(4),
        /// `POLL_INTERVAL` (units of 16 clocks).
        poll_interval: u32 = b.w(5),
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
    pub struct CopyData, body 5, |b| {
        /// Dword 1: `SRC_SEL`, `DST_SEL`, `COUNT_SEL`, `ENGINE_SEL`, ...
        control: CopyDataControl = CopyDataControl::from_bits(b.w(0)),
        /// `SRC_ADDR_LO` / `SRC_ADDR_HI` (the data itself for `SRC_SEL = IMMEDIATE`).
        src_addr: u64 = b.q(1),
        /// `DST_ADDR_LO` / `DST_ADDR_HI`.
        dst_addr: u64 = b.q(3),
    }
}

fixed_packet! {
    /// `DMA_DATA`: copy or fill bytes
    /// ([`CommandBuffer::dma_data`](crate::pm4::CommandBuffer::dma_data)).
    pub struct DmaData, body 6, |b| {
        /// Dword 1: `ENGINE`, `SRC_SEL`, `DST_SEL`, `CP_SYNC`, cache policies.
        control: DmaDataControl = DmaDataControl::from_bits(b.w(0)),
        /// `SRC_ADDR_LO` / `SRC_ADDR_HI` (the fill value for `SRC_SEL = DATA`).
        src_addr: u64 = b.q(1),
        /// `DST_ADDR_LO` / `DST_ADDR_HI`.
        dst_addr: u64 = b.q(3),
        /// Dword 6: `BYTE_COUNT`, swaps, address spaces and increments.
        command: DmaCommand = DmaCommand::from_bits(b.w(5)),
    }
}

fixed_packet! {
    /// `CP_DMA`: copy bytes
    /// ([`CommandBuffer::cp_dma`](crate::pm4::CommandBuffer::cp_dma)).
    pub struct CpDma, body 5, |b| {
        /// `SRC_ADDR_LO`: source address bits `[31:0]`.
        src_addr_lo: u32 = b.w(0),
        /// Dword 2: `SRC_ADDR_HI`, `DST_SEL`, `ENGINE`, `SRC_SEL`, `CP_SYNC`.
        control: CpDmaControl = CpDmaControl::from_bits(b.w(1)),
        /// `DST_ADDR_LO` / `DST_ADDR_HI`.
        dst_addr: u64 = b.q(2),
        /// Dword 5: `BYTE_COUNT`, swaps, address spaces and increments.
        command: DmaCommand = DmaCommand::from_bits(b.w(4)),
    }
}

impl CpDma {
    /// The 48-bit source address.
    pub const fn src_addr(&self) -> u64 {
        self.src_addr_lo as u64 | ((self.control.src_addr_hi() as u64) << 32)
    }
}

fixed_packet! {
    /// `ATOMIC_MEM`: an atomic operation on memory
    /// ([`CommandBuffer::atomic_mem`](crate::pm4::CommandBuffer::atomic_mem)).
    pub struct AtomicMem, body 8, |b| {
        /// Dword 1: `ATOMIC_OP`, `COMMAND`, cache policy, `ENGINE_SEL`.
        control: AtomicMemControl = AtomicMemControl::from_bits(b.w(0)),
        /// `ADDR_LO` / `ADDR_HI`.
        addr: u64 = b.q(1),
        /// `SRC_DATA_LO` / `SRC_DATA_HI`.
        src_data: u64 = b.q(3),
        /// `CMP_DATA_LO` / `CMP_DATA_HI`.
        cmp_data: u64 = b.q(5),
        /// Dword 8: `LOOP_INTERVAL`.
        loop_interval: AtomicLoopInterval = AtomicLoopInterval::from_bits(b.w(7)),
    }
}

fixed_packet! {
    /// `MEM_SEMAPHORE`: signal or wait on a semaphore
    /// ([`CommandBuffer::mem_semaphore`](crate::pm4::CommandBuffer::mem_semaphore)).
    pub struct MemSemaphore, body 2, |b| {
        /// `ADDR_LO`: address bits `[31:0]`.
        addr_lo: u32 = b.w(0),
        /// Dword 2: `ADDR_HI`, `USE_MAILBOX`, `SIGNAL_TYPE`, `CLIENT_CODE`, `SEM_SEL`.
        control: MemSemaphoreControl = MemSemaphoreControl::from_bits(b.w(1)),
    }
}

impl MemSemaphore {
    /// The 48-bit semaphore address.
    pub const fn addr(&self) -> u64 {
        self.addr_lo as u64 | ((self.control.addr_hi() as u64) << 32)
    }
}
