//! Memory packets: `WAIT_REG_MEM`, `COND_WRITE`, `WRITE_DATA`, `COPY_DATA`,
//! `DMA_DATA`, `CP_DMA`, `ATOMIC_MEM`, `MEM_SEMAPHORE`; and `ATOMIC_GDS` and
//! `SCRATCH_RAM_WRITE`, which have no method (build the struct and
//! [`push`](CommandBuffer::push) it): the spec gives no value table for their
//! `ATOM_OP` and `ENG_SEL`.

use super::buffer::CommandBuffer;
use super::error::{Error, check_address, check_count};
use super::header::MAX_BODY_DWORDS;
use super::packet::{joined, typed_packet, word_fields};
use crate::regs::gfx7::packets::*;
use crate::regs::gfx7::pm4::{
    CondWriteSpace, CopyDataCountSel, CopyDataDstSel, CopyDataSrcSel, DmaDataSrcSel,
    WaitRegMemFunction, WaitRegMemMemSpace, WriteDataDstSel,
};
use crate::regs::{Gfx, gfx6};

word_fields!(
    WaitRegMemControl,
    WriteDataControl,
    CopyDataControl,
    DmaDataControl,
    DmaCommand,
    CpDmaControl,
    AtomicLoopInterval,
    CondWriteControl,
    AtomicGdsControl,
    AtomicGdsMode,
    AtomicGdsBase,
    AtomicGdsSize,
    AtomicGdsOffsets,
    ScratchRamAddr,
);

typed_packet! {
    /// `WAIT_REG_MEM`: wait until a register or memory value passes a test
    /// ([`CommandBuffer::wait_reg_mem`](CommandBuffer::wait_reg_mem)).
    pub struct WaitRegMem = WAIT_REG_MEM [WAIT_REG_MEM_DWORDS] {
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

typed_packet! {
    /// `COND_WRITE`: write a value to a register or memory if a register or
    /// memory value passes a test
    /// ([`CommandBuffer::cond_write`](CommandBuffer::cond_write)).
    pub struct CondWrite = COND_WRITE [COND_WRITE_DWORDS] {
        /// Dword 1: `FUNCTION`, `POLL_SPACE`, `WRITE_SPACE`.
        control @ 0: CondWriteControl,
        /// `POLL_ADDR_LO` / `POLL_ADDR_HI` (a register address for `POLL_SPACE = REGISTER`).
        poll_addr @ 1: u64,
        /// `REFERENCE_VAL`.
        reference @ 3: u32,
        /// `MASK`.
        mask @ 4: u32,
        /// `WRITE_ADDR_LO` / `WRITE_ADDR_HI` (a register address for `WRITE_SPACE = REGISTER`).
        write_addr @ 5: u64,
        /// `WRITE_DATA`.
        write_data @ 7: u32,
    }
}

typed_packet! {
    /// `WRITE_DATA`: dwords written to a register, memory or GDS
    /// ([`CommandBuffer::write_data`](CommandBuffer::write_data)).
    pub struct WriteData<'a> = WRITE_DATA {
        /// Dword 1: `DST_SEL`, `WR_ONE_ADDR`, `WR_CONFIRM`, `ENGINE_SEL`, ...
        control @ 0: WriteDataControl,
        /// `DST_ADDR_LO` / `DST_ADDR_HI`.
        dst_addr @ 1: u64,
        /// The data dwords (at least one).
        data @ 3: &'a [u32],
    }
}

typed_packet! {
    /// `COPY_DATA`: copy 32 or 64 bits between registers, memory, GDS, ...
    /// ([`CommandBuffer::copy_data`](CommandBuffer::copy_data)).
    pub struct CopyData = COPY_DATA [COPY_DATA_DWORDS] {
        /// Dword 1: `SRC_SEL`, `DST_SEL`, `COUNT_SEL`, `ENGINE_SEL`, ...
        control @ 0: CopyDataControl,
        /// `SRC_ADDR_LO` / `SRC_ADDR_HI` (the data itself for `SRC_SEL = IMMEDIATE`).
        src_addr @ 1: u64,
        /// `DST_ADDR_LO` / `DST_ADDR_HI`.
        dst_addr @ 3: u64,
    }
}

typed_packet! {
    /// `DMA_DATA`: copy or fill bytes
    /// ([`CommandBuffer::dma_data`](CommandBuffer::dma_data)).
    pub struct DmaData = DMA_DATA [DMA_DATA_DWORDS] {
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

typed_packet! {
    /// `CP_DMA`: copy bytes
    /// ([`CommandBuffer::cp_dma`](CommandBuffer::cp_dma)).
    pub struct CpDma = CP_DMA [CP_DMA_DWORDS] {
        /// `SRC_ADDR_LO`: source address bits `\[31:0\]`.
        src_addr_lo @ 0: u32,
        /// Dword 2: `SRC_ADDR_HI`, `DST_SEL`, `ENGINE`, `SRC_SEL`, `CP_SYNC`.
        control @ 1: CpDmaControl,
        /// `DST_ADDR_LO` / `DST_ADDR_HI`.
        dst_addr @ 2: u64,
        /// Dword 5: `BYTE_COUNT`, swaps, address spaces and increments.
        command @ 4: DmaCommand,
    }
}

typed_packet! {
    /// `ATOMIC_MEM`: an atomic operation on memory
    /// ([`CommandBuffer::atomic_mem`](CommandBuffer::atomic_mem)).
    pub struct AtomicMem = ATOMIC_MEM [ATOMIC_MEM_DWORDS] {
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

typed_packet! {
    /// `ATOMIC_GDS`: an atomic operation on GDS (global data share) memory.
    /// No method writes it; build the struct and [`push`](CommandBuffer::push) it.
    pub struct AtomicGds = ATOMIC_GDS [ATOMIC_GDS_DWORDS] {
        /// Dword 1: `ATOM_OP`, `ATOM_CMP_SWAP`, `ATOM_COMPLETE`, `ATOM_READ`, `ATOM_RD_CNTL`.
        control @ 0: AtomicGdsControl,
        /// Dword 2: `AUTO_INCR`, `DMODE`.
        mode @ 1: AtomicGdsMode,
        /// Dword 3: `ATOM_BASE`.
        base @ 2: AtomicGdsBase,
        /// Dword 4: `ATOM_SIZE`.
        size @ 3: AtomicGdsSize,
        /// Dword 5: `ATOM_OFFSET0`, `ATOM_OFFSET1`.
        offsets @ 4: AtomicGdsOffsets,
        /// `ATOM_DST`.
        dst @ 5: u32,
        /// `ATOM_SRC0_LO` / `ATOM_SRC0_HI`.
        src0 @ 6: u64,
        /// `ATOM_SRC1_LO` / `ATOM_SRC1_HI`.
        src1 @ 8: u64,
    }
}

typed_packet! {
    /// `SCRATCH_RAM_WRITE`: one dword into the CP's scratch RAM.
    /// No method writes it; build the struct and [`push`](CommandBuffer::push) it.
    pub struct ScratchRamWrite = SCRATCH_RAM_WRITE [SCRATCH_RAM_WRITE_DWORDS] {
        /// Dword 1: `SCRATCH_ADDR`, `ENG_SEL`.
        addr @ 0: ScratchRamAddr,
        /// `SCRATCH_DATA`.
        data @ 1: u32,
    }
}

typed_packet! {
    /// `MEM_SEMAPHORE`: signal or wait on a semaphore
    /// ([`CommandBuffer::mem_semaphore`](CommandBuffer::mem_semaphore)).
    pub struct MemSemaphore = MEM_SEMAPHORE [MEM_SEMAPHORE_DWORDS] {
        /// `ADDR_LO`: address bits `\[31:0\]`.
        addr_lo @ 0: u32,
        /// Dword 2: `ADDR_HI`, `USE_MAILBOX`, `SIGNAL_TYPE`, `CLIENT_CODE`,
        /// `SEM_SEL`, as gfx7 and gfx8 lay it out. gfx6's (an 8-bit
        /// `ADDR_HI` and `WAIT_ON_SIGNAL`, which the gfx7 `addr_hi` reads
        /// as address bits) is [`gfx6::packets::MemSemaphoreControl`]: see
        /// [`MemSemaphore::addr_on`].
        control @ 1: MemSemaphoreControl,
    }
}

// `ATOMIC_MEM` dword 1 as generation `gfx` lays it out: gfx7's fields on
// gfx7 and gfx8; gfx6's ([`gfx6::packets::AtomicMemControl`], the spec's
// `body_by_generation.gfx6`: `ATOM_OP` and `COMMAND` only) on gfx6. The
// operation is named as the generation names its number (the spec's gfx6
// `TC_OP` numbers some atomics otherwise than gfx7's:
// `TC_OP_ATOMIC_SMIN_RTN_32` is 18 on gfx6, 17 on gfx7), a number the
// generation does not name as a number. Set gfx7+ bits are left to the
// disassembler's `is not a field` note.
word_fields!(@on_gfx AtomicMemControl {
    Gfx6 => gfx6::packets::AtomicMemControl,
});

// `MEM_SEMAPHORE` dword 2 as generation `gfx` lays it out: gfx7's fields on
// gfx7 and gfx8; gfx6's ([`gfx6::packets::MemSemaphoreControl`], the
// spec's `fields_by_generation.gfx6`: an 8-bit `ADDR_HI` and
// `WAIT_ON_SIGNAL`) on gfx6.
word_fields!(@on_gfx MemSemaphoreControl {
    Gfx6 => gfx6::packets::MemSemaphoreControl,
});

joined! {
    /// The 48-bit source address.
    CpDma::src_addr = src_addr_lo + control.src_addr_hi;
    /// The 48-bit semaphore address as gfx7 and gfx8 lay dword 2 out.
    /// gfx6's `ADDR_HI` is narrower, beside `WAIT_ON_SIGNAL`: read a gfx6
    /// stream's with [`addr_on`](MemSemaphore::addr_on).
    MemSemaphore::addr = addr_lo + control.addr_hi;
}

impl MemSemaphore {
    /// The semaphore address as generation `gfx` lays dword 2 out (the
    /// spec's `fields_by_generation` of `MEM_SEMAPHORE` dword 2): `ADDR_LO`
    /// and the `ADDR_HI` of [`gfx6::packets::MemSemaphoreControl`] on gfx6
    /// (40 bits), [`addr`](MemSemaphore::addr) on gfx7 and gfx8 (48 bits).
    ///
    /// ```
    /// use gcn::pm4::{MemSemaphore, MemSemaphoreControl};
    /// use gcn::regs::Gfx;
    ///
    /// // Dword 2 0xE000_1012: ADDR_HI 0x12 and WAIT_ON_SIGNAL on gfx6,
    /// // ADDR_HI 0x1012 on gfx7.
    /// let sem = MemSemaphore {
    ///     addr_lo: 0x40,
    ///     control: MemSemaphoreControl::from_bits(0xE000_1012),
    /// };
    /// assert_eq!(sem.addr_on(Gfx::Gfx6), 0x12_0000_0040);
    /// assert_eq!(sem.addr_on(Gfx::Gfx7), 0x1012_0000_0040);
    /// ```
    pub fn addr_on(&self, gfx: Gfx) -> u64 {
        match gfx {
            Gfx::Gfx6 => {
                let control =
                    gfx6::packets::MemSemaphoreControl::from_bits(self.control.into_bits());
                super::packet::join(self.addr_lo, u32::from(control.addr_hi()))
            }
            Gfx::Gfx7 | Gfx::Gfx8 => self.addr(),
        }
    }
}

/// The bits of a `MEM_SEMAPHORE` address on generation `gfx`: `ADDR_LO`'s
/// 32 and those of the generation's `ADDR_HI`.
const fn sem_address_bits(gfx: Gfx) -> u32 {
    let hi_max = match gfx {
        Gfx::Gfx6 => gfx6::packets::MemSemaphoreControl::new()
            .with_addr_hi(u8::MAX)
            .addr_hi() as u32,
        Gfx::Gfx7 | Gfx::Gfx8 => MemSemaphoreControl::new().with_addr_hi(u16::MAX).addr_hi() as u32,
    };
    // `ADDR_LO` is a whole dword; `ADDR_HI` as wide as its largest value.
    u32::BITS.saturating_add(u32::BITS.saturating_sub(hi_max.leading_zeros()))
}

// The spec's size (generated) is the size of the layout declared here.
const _: () = assert!(WRITE_DATA_MAX_DWORDS + WriteData::BODY_DWORDS - 1 == MAX_BODY_DWORDS);
/// Largest `BYTE_COUNT` of `DMA_DATA` / `CP_DMA` (the generated
/// [`DmaCommand`]'s `BYTE_COUNT` field, 21 bits; one word for both packets).
pub const DMA_MAX_BYTES: u32 = DmaCommand::new().with_byte_count(u32::MAX).byte_count();
static_assertions::const_assert_eq!(DMA_MAX_BYTES & (DMA_MAX_BYTES + 1), 0);

/// Dwords of a `WRITE_DATA` carrying `n` data dwords.
pub const fn write_data_dwords(n: usize) -> usize {
    n.saturating_add(WriteData::BODY_DWORDS)
}

/// A dword register address (for `REGISTER` selects): 16 bits.
const fn check_reg_address(field: &'static str, address: u64) -> Result<(), Error> {
    check_address(field, address, 1, 16)
}

impl WaitRegMemFunction {
    /// Whether `value FUNCTION reference` holds, compared unsigned as the
    /// CP compares (`value` already masked); `None` for the reserved
    /// function 7.
    ///
    /// ```
    /// use gcn::pm4::WaitRegMemFunction;
    ///
    /// assert_eq!(WaitRegMemFunction::GREATER_EQUAL.test(5, 5), Some(true));
    /// assert_eq!(WaitRegMemFunction::LESS.test(5, 5), Some(false));
    /// assert_eq!(WaitRegMemFunction::RESERVED.test(0, 0), None);
    /// ```
    pub const fn test(self, value: u64, reference: u64) -> Option<bool> {
        Some(match self {
            Self::ALWAYS => true,
            Self::LESS => value < reference,
            Self::LESS_EQUAL => value <= reference,
            Self::EQUAL => value == reference,
            Self::NOT_EQUAL => value != reference,
            Self::GREATER_EQUAL => value >= reference,
            Self::GREATER => value > reference,
            _ => return None,
        })
    }
}

/// [`Error::InvalidField`] for `FUNCTION` 7, which the spec marks reserved
/// (`WAIT_REG_MEM`, `COND_WRITE`, `COND_INDIRECT_BUFFER`).
pub(super) fn check_function(function: WaitRegMemFunction) -> Result<(), Error> {
    if function.into_bits() == WaitRegMemFunction::RESERVED.into_bits() {
        return Err(Error::InvalidField {
            field: "FUNCTION",
            value: u64::from(function.into_bits()),
        });
    }
    Ok(())
}

/// A dword register address for the register space (`register`), else a
/// 4-byte aligned memory address.
const fn check_space_address(
    field: &'static str,
    register: bool,
    address: u64,
) -> Result<(), Error> {
    if register {
        check_reg_address(field, address)
    } else {
        check_address(field, address, 4, 64)
    }
}

/// `command` with `BYTE_COUNT = byte_count`, or [`Error::CountOutOfRange`]
/// outside `1..=DMA_MAX_BYTES` (`DMA_DATA` and `CP_DMA`).
fn dma_command(command: DmaCommand, byte_count: u32) -> Result<DmaCommand, Error> {
    check_count("BYTE_COUNT", byte_count as u64, 1, DMA_MAX_BYTES as u64)?;
    Ok(command.with_byte_count(byte_count & DMA_MAX_BYTES))
}

impl CommandBuffer<'_> {
    /// `WAIT_REG_MEM`: wait until `(value & mask) FUNCTION reference`, the
    /// value read from `address` (a dword register address for
    /// `MEM_SPACE = REGISTER`, else a 4-byte aligned memory address), polling
    /// every `poll_interval` (units of 16 clocks).
    ///
    /// Errors: [`Error::InvalidField`] for `FUNCTION` 7, which the spec marks
    /// reserved; [`Error::Address`] for a misaligned or too-wide address.
    pub fn wait_reg_mem(
        &mut self,
        control: WaitRegMemControl,
        address: u64,
        reference: u32,
        mask: u32,
        poll_interval: u32,
    ) -> Result<(), Error> {
        check_function(control.function())?;
        let register = control.mem_space().into_bits() == WaitRegMemMemSpace::REGISTER.into_bits();
        check_space_address("POLL_ADDRESS", register, address)?;
        self.push(&WaitRegMem {
            control,
            poll_address: address,
            reference,
            mask,
            poll_interval,
        })
    }

    /// `COND_WRITE`: if `(value & mask) FUNCTION reference`, the value read
    /// from `poll_address`, writes `data` to `write_address`; each address a
    /// dword register address for the `REGISTER` space, else a 4-byte
    /// aligned memory address.
    ///
    /// Errors: [`Error::InvalidField`] for `FUNCTION` 7, which the spec marks
    /// reserved, or a `WRITE_SPACE` the spec does not name; [`Error::Address`]
    /// for a misaligned or too-wide address.
    pub fn cond_write(
        &mut self,
        control: CondWriteControl,
        poll_address: u64,
        reference: u32,
        mask: u32,
        write_address: u64,
        data: u32,
    ) -> Result<(), Error> {
        check_function(control.function())?;
        let register = CondWriteSpace::REGISTER.into_bits();
        let (poll, write) = (control.poll_space(), control.write_space());
        check_space_address("POLL_ADDR", poll.into_bits() == register, poll_address)?;
        if write.name().is_none() {
            return Err(Error::InvalidField {
                field: "WRITE_SPACE",
                value: u64::from(write.into_bits()),
            });
        }
        check_space_address("WRITE_ADDR", write.into_bits() == register, write_address)?;
        self.push(&CondWrite {
            control,
            poll_addr: poll_address,
            reference,
            mask,
            write_addr: write_address,
            write_data: data,
        })
    }

    /// `WRITE_DATA`: writes `data` at `address` (a dword register address
    /// for `DST_SEL = REGISTER`, a GDS offset for `GDS`, else a 4-byte
    /// aligned memory address).
    ///
    /// Errors: [`Error::CountOutOfRange`] for empty data or more than
    /// [`WRITE_DATA_MAX_DWORDS`]; address errors; [`Error::OutOfSpace`].
    pub fn write_data(
        &mut self,
        control: WriteDataControl,
        address: u64,
        data: &[u32],
    ) -> Result<(), Error> {
        check_count("DATA", data.len() as u64, 1, WRITE_DATA_MAX_DWORDS as u64)?;
        match control.dst_sel() {
            WriteDataDstSel::REGISTER => check_reg_address("DST_ADDR", address)?,
            WriteDataDstSel::GDS => check_address("DST_ADDR", address, 1, 32)?,
            _ => check_address("DST_ADDR", address, 4, 64)?,
        }
        self.push(&WriteData {
            control,
            dst_addr: address,
            data,
        })
    }

    /// `COPY_DATA`: copies 32 or 64 bits from `src` to `dst`. Register
    /// selects take dword register addresses; memory / TC L2 selects take
    /// 4-byte aligned addresses (8 for a 64-bit copy); `IMMEDIATE` takes
    /// the data itself in `src`.
    pub fn copy_data(&mut self, control: CopyDataControl, src: u64, dst: u64) -> Result<(), Error> {
        let align = if control.count_sel() == CopyDataCountSel::COUNT_64_BITS {
            8
        } else {
            4
        };
        match control.src_sel() {
            CopyDataSrcSel::REGISTER => check_reg_address("SRC_ADDRESS", src)?,
            CopyDataSrcSel::MEMORY | CopyDataSrcSel::TC_L2 => {
                check_address("SRC_ADDRESS", src, align, 64)?
            }
            _ => {}
        }
        match control.dst_sel() {
            CopyDataDstSel::REGISTER => check_reg_address("DST_ADDRESS", dst)?,
            CopyDataDstSel::MEMORY_SYNC | CopyDataDstSel::TC_L2 | CopyDataDstSel::MEMORY_ASYNC => {
                check_address("DST_ADDRESS", dst, align, 64)?
            }
            _ => {}
        }
        self.push(&CopyData {
            control,
            src_addr: src,
            dst_addr: dst,
        })
    }

    /// `DMA_DATA` (gfx7+): copies `byte_count` bytes from `src` to `dst`
    /// (or fills with the 32-bit value in `src` for `SRC_SEL = DATA`).
    /// `command`'s `BYTE_COUNT` is replaced by `byte_count`.
    ///
    /// Errors: [`Error::CountOutOfRange`] for `byte_count` outside
    /// `1..=DMA_MAX_BYTES`; [`Error::Address`] for a fill value over 32 bits.
    pub fn dma_data(
        &mut self,
        control: DmaDataControl,
        src: u64,
        dst: u64,
        byte_count: u32,
        command: DmaCommand,
    ) -> Result<(), Error> {
        let command = dma_command(command, byte_count)?;
        if control.src_sel().into_bits() == DmaDataSrcSel::DATA.into_bits() {
            check_address("DATA", src, 1, 32)?;
        }
        self.push(&DmaData {
            control,
            src_addr: src,
            dst_addr: dst,
            command,
        })
    }

    /// `CP_DMA`: copies `byte_count` bytes from `src` (48 bits) to `dst`.
    /// `control`'s `SRC_ADDR_HI` and `command`'s `BYTE_COUNT` are replaced.
    ///
    /// Errors: [`Error::CountOutOfRange`] for `byte_count` outside
    /// `1..=DMA_MAX_BYTES`; [`Error::Address`].
    pub fn cp_dma(
        &mut self,
        control: CpDmaControl,
        src: u64,
        dst: u64,
        byte_count: u32,
        command: DmaCommand,
    ) -> Result<(), Error> {
        let command = dma_command(command, byte_count)?;
        check_address("SRC_ADDR", src, 1, 48)?;
        self.push(&CpDma {
            src_addr_lo: src as u32,
            control: control.with_src_addr_hi((src >> 32) as u16),
            dst_addr: dst,
            command,
        })
    }

    /// `ATOMIC_MEM`: the atomic `control.atomic_op` on `address` (4-byte
    /// aligned) with `src` and `cmp` data, retrying every `loop_interval`
    /// for `LOOP_UNTIL_COMPARE_SATISFIED`.
    ///
    /// `control.atomic_op` is a [`TcOp`](crate::regs::gfx7::pm4::TcOp),
    /// gfx7's number of the operation; the buffer's generation's number of
    /// it is written ([`TcOp::on`](crate::regs::gfx7::pm4::TcOp::on), from
    /// the spec's per-generation `TC_OP` values): on a gfx6 buffer
    /// `TC_OP_ATOMIC_SMIN_RTN_32` is written as 18, gfx7's 17. A packet
    /// [`push`](CommandBuffer::push)ed whole keeps its number as it is.
    ///
    /// ```
    /// use gcn::pm4::{AtomicMemControl, CommandBuffer, TcOp};
    /// use gcn::regs::Gfx;
    ///
    /// let control = AtomicMemControl::new().with_atomic_op(TcOp::TC_OP_ATOMIC_SMIN_RTN_32);
    /// let mut storage = [0u32; 9];
    /// let mut cb = CommandBuffer::for_gfx(&mut storage, Gfx::Gfx6);
    /// cb.atomic_mem(control, 0x1000, 1, 0, 0)?;
    /// assert_eq!(cb.as_slice()[1] & 0x7F, 18);
    /// # Ok::<(), gcn::pm4::Error>(())
    /// ```
    ///
    /// Errors: address errors; [`Error::CountOutOfRange`] for `loop_interval`
    /// over 13 bits; [`Error::ValueNotOnGfx`] for an operation the buffer's
    /// generation does not have (`TC_OP_WBINVL1_VOL` on gfx6).
    pub fn atomic_mem(
        &mut self,
        control: AtomicMemControl,
        address: u64,
        src: u64,
        cmp: u64,
        loop_interval: u16,
    ) -> Result<(), Error> {
        const LOOP_INTERVAL_MAX: u16 = AtomicLoopInterval::new()
            .with_loop_interval(u16::MAX)
            .loop_interval();
        static_assertions::const_assert_eq!(LOOP_INTERVAL_MAX, 0x1FFF);
        check_address("ADDR", address, 4, 64)?;
        check_count(
            "LOOP_INTERVAL",
            loop_interval as u64,
            0,
            LOOP_INTERVAL_MAX as u64,
        )?;
        let (op, gfx) = (control.atomic_op(), self.gfx());
        let Some(on) = op.on(gfx) else {
            return Err(Error::ValueNotOnGfx {
                field: "ATOMIC_OP",
                value: u64::from(op.into_bits()),
                gfx,
            });
        };
        self.push(&AtomicMem {
            control: control.with_atomic_op(on),
            addr: address,
            src_data: src,
            cmp_data: cmp,
            loop_interval: AtomicLoopInterval::new().with_loop_interval(loop_interval),
        })
    }

    /// `MEM_SEMAPHORE`: signal or wait on the semaphore at `address` (8-byte
    /// aligned, 48 bits; 40 on a gfx6 buffer, whose `ADDR_HI` is bits
    /// \[7:0\] with `WAIT_ON_SIGNAL` at bit 12). `control`'s `ADDR_HI` is
    /// replaced.
    ///
    /// Errors: [`Error::Address`] for a misaligned or too-wide address.
    pub fn mem_semaphore(
        &mut self,
        address: u64,
        control: MemSemaphoreControl,
    ) -> Result<(), Error> {
        check_address("ADDR", address, 8, sem_address_bits(self.gfx()))?;
        self.push(&MemSemaphore {
            addr_lo: address as u32,
            control: control.with_addr_hi((address >> 32) as u16),
        })
    }
}
