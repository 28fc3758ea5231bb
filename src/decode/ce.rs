//! Decoded constant-engine packets: `LOAD/WRITE/DUMP_CONST_RAM`, the CE/DE
//! counters, `SWITCH_BUFFER`.

use core::fmt;

use super::error::DecodeError;
use super::layout::{Body, BodyField, FieldFmt, bits_fields, fixed_packet, put_all};
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
    pub struct LoadConstRam, body 4 {
        /// `ADDR_LO` / `ADDR_HI`.
        addr @ 0: u64,
        /// Dword 3: `NUM_DWORDS`.
        num_dwords @ 2: ConstRamNumDwords,
        /// Dword 4: CE RAM byte `OFFSET`.
        offset @ 3: ConstRamOffset,
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

    /// Fewest body dwords: the offset and one data dword.
    pub(crate) const MIN_BODY_DWORDS: usize = 2;

    /// Body dwords: 1 plus the data.
    pub(crate) const fn body_len(&self) -> usize {
        self.data.len().saturating_add(1)
    }

    /// Writes the body (`out` holds [`body_len`](Self::body_len) dwords).
    pub(crate) fn encode_body(&self, out: &mut [u32]) {
        self.offset.write(out, 0);
        put_all(out, 1, self.data);
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
    pub struct DumpConstRam, body 4 {
        /// Dword 1: CE RAM byte `OFFSET`, cache policy.
        control @ 0: DumpConstRamControl,
        /// Dword 2: `NUM_DWORDS`.
        num_dwords @ 1: ConstRamNumDwords,
        /// `ADDR_LO` / `ADDR_HI`.
        addr @ 2: u64,
    }
}

fixed_packet! {
    /// `INCREMENT_CE_COUNTER`
    /// ([`CommandBuffer::increment_ce_counter`](crate::pm4::CommandBuffer::increment_ce_counter)).
    pub struct IncrementCeCounter, body 1 {
        /// Dword 1: `INC_CE_COUNTER`, `INC_CS_COUNTER`.
        control @ 0: IncrementCeCounterWord,
    }
}

fixed_packet! {
    /// `INCREMENT_DE_COUNTER`
    /// ([`CommandBuffer::increment_de_counter`](crate::pm4::CommandBuffer::increment_de_counter)).
    pub struct IncrementDeCounter, body 1 {
        /// `DUMMY`: the unused body dword (0 from the writer).
        dummy @ 0: u32,
    }
}

fixed_packet! {
    /// `WAIT_ON_CE_COUNTER`
    /// ([`CommandBuffer::wait_on_ce_counter`](crate::pm4::CommandBuffer::wait_on_ce_counter)).
    pub struct WaitOnCeCounter, body 1 {
        /// Dword 1: `CONTROL`, `FORCE_SYNC`, `VOLATILE`.
        control @ 0: WaitOnCeCounterWord,
    }
}

fixed_packet! {
    /// `WAIT_ON_DE_COUNTER_DIFF`
    /// ([`CommandBuffer::wait_on_de_counter_diff`](crate::pm4::CommandBuffer::wait_on_de_counter_diff)).
    pub struct WaitOnDeCounterDiff, body 1 {
        /// `COUNTER_DIFF`: how far the CE may run ahead.
        counter_diff @ 0: u32,
    }
}

fixed_packet! {
    /// `SWITCH_BUFFER`
    /// ([`CommandBuffer::switch_buffer`](crate::pm4::CommandBuffer::switch_buffer)).
    pub struct SwitchBuffer, body 1 {
        /// `DUMMY`: the unused body dword (0 from the writer).
        dummy @ 0: u32,
    }
}
