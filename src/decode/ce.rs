//! Decoded constant-engine packets: `LOAD/WRITE/DUMP_CONST_RAM`, the CE/DE
//! counters, `SWITCH_BUFFER`.

use core::fmt;

use super::error::DecodeError;
use super::layout::{Body, BodyField, FieldFmt, put_all};
use super::packet::check_len;
use crate::pm4::{ConstRamOffset, Opcode};

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
