//! Decoded `WRITE_DATA` (the fixed-size memory packets are declared in
//! [`crate::pm4`]).

use core::fmt;

use super::error::DecodeError;
use super::layout::{Body, BodyField, FieldFmt, put_all};
use super::packet::check_len;
use crate::pm4::{Opcode, WriteDataControl};

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
