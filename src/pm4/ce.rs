//! Constant engine (CE) packets: `LOAD_CONST_RAM`, `WRITE_CONST_RAM`,
//! `DUMP_CONST_RAM`, `INCREMENT_CE_COUNTER`, `INCREMENT_DE_COUNTER`,
//! `WAIT_ON_CE_COUNTER`, `WAIT_ON_DE_COUNTER_DIFF`, `SWITCH_BUFFER`.
//!
//! The CE runs its own command buffer (called with `INDIRECT_BUFFER_CONST`)
//! and stages constants in CE RAM; the counters order it against the draw
//! engine (DE).

use super::buffer::CommandBuffer;
use super::error::{Error, check_address, check_count};
use super::header::MAX_BODY_DWORDS;
use super::packet::{typed_packet, word_fields};
use super::state::{IncrementDeCounter, SwitchBuffer};
use crate::regs::gfx7::packets::*;

// The spec's sizes (generated) are the sizes of the layouts declared here.
const _: () = {
    let n = CE_COUNTER_DWORDS;
    assert!(IncrementCeCounter::BODY_DWORDS + 1 == n && IncrementDeCounter::BODY_DWORDS + 1 == n);
    assert!(WaitOnCeCounter::BODY_DWORDS + 1 == n && WaitOnDeCounterDiff::BODY_DWORDS + 1 == n);
    assert!(SwitchBuffer::BODY_DWORDS + 1 == n);
    assert!(WRITE_CONST_RAM_MAX_DWORDS + WriteConstRam::BODY_DWORDS - 1 == MAX_BODY_DWORDS);
};

/// `NUM_DWORDS` at most: all its bits set.
const NUM_DWORDS_MAX: u16 = ConstRamNumDwords::new()
    .with_num_dwords(u16::MAX)
    .num_dwords();
static_assertions::const_assert_eq!(NUM_DWORDS_MAX, 0x7FFF);

/// `LOAD_CONST_RAM`'s `NUM_DWORDS` at most: the largest multiple of 8 in the field.
const LOAD_NUM_DWORDS_MAX: u16 = NUM_DWORDS_MAX & !7;
static_assertions::const_assert_eq!(LOAD_NUM_DWORDS_MAX, 0x7FF8);

const fn check_offset(offset: u32, align: u32) -> Result<(), Error> {
    check_address("OFFSET", offset as u64, align, 16)
}

word_fields!(
    ConstRamNumDwords,
    ConstRamOffset,
    DumpConstRamControl,
    IncrementCeCounterWord,
    WaitOnCeCounterWord,
    DumpConstRamOffsetControl,
);

typed_packet! {
    /// `DUMP_CONST_RAM_OFFSET` (gfx8): CE RAM into memory at `ADDR_OFFSET`
    /// from a base address. No method writes it (the spec does not say
    /// which base); build the struct and [`push`](CommandBuffer::push) it
    /// into a gfx8 [`for_gfx`](CommandBuffer::for_gfx) buffer.
    pub struct DumpConstRamOffset = DUMP_CONST_RAM_OFFSET [DUMP_CONST_RAM_OFFSET_DWORDS] {
        /// Dword 1: CE RAM byte `OFFSET`, cache policy, `INCREMENT_CS`, `INCREMENT_CE`.
        control @ 0: DumpConstRamOffsetControl,
        /// Dword 2: `NUM_DWORDS`.
        num_dwords @ 1: ConstRamNumDwords,
        /// `ADDR_OFFSET`.
        addr_offset @ 2: u32,
    }
}

typed_packet! {
    /// `LOAD_CONST_RAM`: memory into CE RAM
    /// ([`CommandBuffer::load_const_ram`](CommandBuffer::load_const_ram)).
    pub struct LoadConstRam = LOAD_CONST_RAM [LOAD_CONST_RAM_DWORDS] {
        /// `ADDR_LO` / `ADDR_HI`.
        addr @ 0: u64,
        /// Dword 3: `NUM_DWORDS`.
        num_dwords @ 2: ConstRamNumDwords,
        /// Dword 4: CE RAM byte `OFFSET`.
        offset @ 3: ConstRamOffset,
    }
}

typed_packet! {
    /// `WRITE_CONST_RAM`: dwords from the packet into CE RAM
    /// ([`CommandBuffer::write_const_ram`](CommandBuffer::write_const_ram)).
    pub struct WriteConstRam<'a> = WRITE_CONST_RAM {
        /// Dword 1: CE RAM byte `OFFSET`.
        offset @ 0: ConstRamOffset,
        /// The data dwords (at least one).
        data @ 1: &'a [u32],
    }
}

typed_packet! {
    /// `DUMP_CONST_RAM`: CE RAM into memory
    /// ([`CommandBuffer::dump_const_ram`](CommandBuffer::dump_const_ram)).
    pub struct DumpConstRam = DUMP_CONST_RAM [DUMP_CONST_RAM_DWORDS] {
        /// Dword 1: CE RAM byte `OFFSET`, cache policy.
        control @ 0: DumpConstRamControl,
        /// Dword 2: `NUM_DWORDS`.
        num_dwords @ 1: ConstRamNumDwords,
        /// `ADDR_LO` / `ADDR_HI`.
        addr @ 2: u64,
    }
}

typed_packet! {
    /// `INCREMENT_CE_COUNTER`
    /// ([`CommandBuffer::increment_ce_counter`](CommandBuffer::increment_ce_counter)).
    pub struct IncrementCeCounter = INCREMENT_CE_COUNTER {
        /// Dword 1: `INC_CE_COUNTER`, `INC_CS_COUNTER`.
        control @ 0: IncrementCeCounterWord,
    }
}

typed_packet! {
    /// `WAIT_ON_CE_COUNTER`
    /// ([`CommandBuffer::wait_on_ce_counter`](CommandBuffer::wait_on_ce_counter)).
    pub struct WaitOnCeCounter = WAIT_ON_CE_COUNTER {
        /// Dword 1: `CONTROL`, `FORCE_SYNC`, `VOLATILE`.
        control @ 0: WaitOnCeCounterWord,
    }
}

typed_packet! {
    /// `WAIT_ON_DE_COUNTER_DIFF`
    /// ([`CommandBuffer::wait_on_de_counter_diff`](CommandBuffer::wait_on_de_counter_diff)).
    pub struct WaitOnDeCounterDiff = WAIT_ON_DE_COUNTER_DIFF {
        /// `COUNTER_DIFF`: how far the CE may run ahead.
        counter_diff @ 0: u32,
    }
}

impl CommandBuffer<'_> {
    /// `LOAD_CONST_RAM`: loads `num_dwords` dwords (a multiple of 8) from
    /// `address` (32-byte aligned) into CE RAM at byte `offset` (32-byte aligned).
    ///
    /// Errors: address/offset errors; [`Error::CountOutOfRange`] for a count
    /// outside `8..=0x7FF8`; [`Error::InvalidField`] for a count not a multiple of 8.
    pub fn load_const_ram(
        &mut self,
        address: u64,
        num_dwords: u16,
        offset: u32,
    ) -> Result<(), Error> {
        check_address("ADDR", address, 32, 64)?;
        check_count(
            "NUM_DWORDS",
            num_dwords as u64,
            8,
            LOAD_NUM_DWORDS_MAX as u64,
        )?;
        if !num_dwords.is_multiple_of(8) {
            return Err(Error::InvalidField {
                field: "NUM_DWORDS",
                value: num_dwords as u64,
            });
        }
        check_offset(offset, 32)?;
        self.push(&LoadConstRam {
            addr: address,
            num_dwords: ConstRamNumDwords::new().with_num_dwords(num_dwords),
            offset: ConstRamOffset::new().with_offset(offset as u16),
        })
    }

    /// `WRITE_CONST_RAM`: writes `data` into CE RAM at byte `offset` (4-byte aligned).
    ///
    /// Errors: [`Error::CountOutOfRange`] for empty data or more than
    /// [`WRITE_CONST_RAM_MAX_DWORDS`]; offset errors; [`Error::OutOfSpace`].
    pub fn write_const_ram(&mut self, offset: u32, data: &[u32]) -> Result<(), Error> {
        check_count(
            "DATA",
            data.len() as u64,
            1,
            WRITE_CONST_RAM_MAX_DWORDS as u64,
        )?;
        check_offset(offset, 4)?;
        self.push(&WriteConstRam {
            offset: ConstRamOffset::new().with_offset(offset as u16),
            data,
        })
    }

    /// `DUMP_CONST_RAM`: copies `num_dwords` dwords of CE RAM from byte
    /// `control.offset()` (4-byte aligned) to `address` (4-byte aligned).
    ///
    /// Errors: address errors, also for a CE RAM `OFFSET` that is not whole
    /// dwords; [`Error::CountOutOfRange`] for a count outside `1..=0x7FFF`.
    pub fn dump_const_ram(
        &mut self,
        control: DumpConstRamControl,
        num_dwords: u16,
        address: u64,
    ) -> Result<(), Error> {
        check_count("NUM_DWORDS", num_dwords as u64, 1, NUM_DWORDS_MAX as u64)?;
        check_offset(control.offset() as u32, 4)?;
        check_address("ADDR", address, 4, 64)?;
        self.push(&DumpConstRam {
            control,
            num_dwords: ConstRamNumDwords::new().with_num_dwords(num_dwords),
            addr: address,
        })
    }

    /// `INCREMENT_CE_COUNTER` (on the CE).
    pub fn increment_ce_counter(&mut self, word: IncrementCeCounterWord) -> Result<(), Error> {
        self.push(&IncrementCeCounter { control: word })
    }

    /// `INCREMENT_DE_COUNTER` (on the DE).
    pub fn increment_de_counter(&mut self) -> Result<(), Error> {
        self.push(&IncrementDeCounter { dummy: 0 })
    }

    /// `WAIT_ON_CE_COUNTER` (on the DE): waits until the CE counter is ahead.
    pub fn wait_on_ce_counter(&mut self, word: WaitOnCeCounterWord) -> Result<(), Error> {
        self.push(&WaitOnCeCounter { control: word })
    }

    /// `WAIT_ON_DE_COUNTER_DIFF` (on the CE): waits until the CE is at most
    /// `counter_diff` ahead of the DE.
    pub fn wait_on_de_counter_diff(&mut self, counter_diff: u32) -> Result<(), Error> {
        self.push(&WaitOnDeCounterDiff { counter_diff })
    }

    /// `SWITCH_BUFFER`: switches the CE/DE RAM buffer (body dword 0).
    pub fn switch_buffer(&mut self) -> Result<(), Error> {
        self.push(&SwitchBuffer { dummy: 0 })
    }
}
