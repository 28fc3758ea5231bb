//! Decoded constant-engine packets: `LOAD/WRITE/DUMP_CONST_RAM`, the CE/DE
//! counters, `SWITCH_BUFFER`.

use core::fmt;

use super::error::DecodeError;
use super::layout::{Body, FieldFmt, bits_fields, fixed_packet};
use super::packet::check_len;
use crate::pm4::{
    ConstRamNumDwords, ConstRamOffset, DumpConstRamControl, IncrementCeCounterWord, Opcode,
    WaitOnCeCounterWord,
};

bits_fields!(
    ConstRamNumDwords,
    ConstRamOffset,
    DumpConstRamControl,
    IncrementCeCounterWord,
    WaitOnCeCounterWord,
);

fixed_packet! {
    /// `LOAD_CONST_RAM`: memory into CE RAM
    /// ([`CommandBuffer::load_const_ram`](crate::pm4::CommandBuffer::load_const_ram)).
    pub struct LoadConstRam, body 4, |b| {
        /// `ADDR_LO` / `ADDR_HI`.
        addr: u64 = b.q(0),
        /// Dword 3: `NUM_DWORDS`.
        num_dwords: ConstRamNumDwords = ConstRamNumDwords::from_bits(b.w(2)),
        /// Dword 4: CE RAM byte `OFFSET`.
        offset: ConstRamOffset = ConstRamOffset::from_bits(b.w(3)),
    }
}

/// `WRITE_CONST_RAM`: dwords from the packet into CE RAM
/// ([`CommandBuffer::write_const_ram`](crate::pm4::CommandBuffer::write_const_ram)).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct WriteConstRam<'a> {
    /// Dword 1: CE RAM byte `OFFSET`.
    pub offset: ConstRamOffset,
    /// The data dwords (at least one).
    pub data: &'a [u32],
}

impl<'a> WriteConstRam<'a> {
    /// Reads the packet; the body needs at least 2 dwords.
    pub(crate) fn decode(
        offset: usize,
        opcode: Opcode,
        body: &'a [u32],
    ) -> Result<Self, DecodeError> {
        check_len(offset, opcode, body.len(), 2, usize::MAX)?;
        let b = Body(body);
        Ok(WriteConstRam {
            offset: ConstRamOffset::from_bits(b.w(0)),
            data: b.rest(1),
        })
    }
}

impl fmt::Display for WriteConstRam<'_> {
    /// `OFFSET={ ... }, n data dwords` (the data follows on continuation
    /// lines in a disassembly).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("OFFSET=")?;
        self.offset.fmt_field(f)?;
        write!(f, ", {} data dwords", self.data.len())
    }
}

fixed_packet! {
    /// `DUMP_CONST_RAM`: CE RAM into memory
    /// ([`CommandBuffer::dump_const_ram`](crate::pm4::CommandBuffer::dump_const_ram)).
    pub struct DumpConstRam, body 4, |b| {
        /// Dword 1: CE RAM byte `OFFSET`, cache policy.
        control: DumpConstRamControl = DumpConstRamControl::from_bits(b.w(0)),
        /// Dword 2: `NUM_DWORDS`.
        num_dwords: ConstRamNumDwords = ConstRamNumDwords::from_bits(b.w(1)),
        /// `ADDR_LO` / `ADDR_HI`.
        addr: u64 = b.q(2),
    }
}

fixed_packet! {
    /// `INCREMENT_CE_COUNTER`
    /// ([`CommandBuffer::increment_ce_counter`](crate::pm4::CommandBuffer::increment_ce_counter)).
    pub struct IncrementCeCounter, body 1, |b| {
        /// Dword 1: `INC_CE_COUNTER`, `INC_CS_COUNTER`.
        control: IncrementCeCounterWord = IncrementCeCounterWord::from_bits(b.w(0)),
    }
}

fixed_packet! {
    /// `INCREMENT_DE_COUNTER`
    /// ([`CommandBuffer::increment_de_counter`](crate::pm4::CommandBuffer::increment_de_counter)).
    pub struct IncrementDeCounter, body 1, |b| {
        /// `DUMMY`: the unused body dword (0 from the writer).
        dummy: u32 = b.w(0),
    }
}

fixed_packet! {
    /// `WAIT_ON_CE_COUNTER`
    /// ([`CommandBuffer::wait_on_ce_counter`](crate::pm4::CommandBuffer::wait_on_ce_counter)).
    pub struct WaitOnCeCounter, body 1, |b| {
        /// Dword 1: `CONTROL`, `FORCE_SYNC`, `VOLATILE`.
        control: WaitOnCeCounterWord = WaitOnCeCounterWord::from_bits(b.w(0)),
    }
}

fixed_packet! {
    /// `WAIT_ON_DE_COUNTER_DIFF`
    /// ([`CommandBuffer::wait_on_de_counter_diff`](crate::pm4::CommandBuffer::wait_on_de_counter_diff)).
    pub struct WaitOnDeCounterDiff, body 1, |b| {
        /// `COUNTER_DIFF`: how far the CE may run ahead.
        counter_diff: u32 = b.w(0),
    }
}

fixed_packet! {
    /// `SWITCH_BUFFER`
    /// ([`CommandBuffer::switch_buffer`](crate::pm4::CommandBuffer::switch_buffer)).
    pub struct SwitchBuffer, body 1, |b| {
        /// `DUMMY`: the unused body dword (0 from the writer).
        dummy: u32 = b.w(0),
    }
}
