//! Decoded `EVENT_WRITE` (1 or 3 body dwords; the fixed-size event packets
//! are declared in [`crate::pm4`]).

use core::fmt;

use super::error::DecodeError;
use super::layout::{Body, BodyField, FieldFmt};
use crate::pm4::{EventWriteWord, Opcode};

/// `EVENT_WRITE`: an event, with the address its counters go to for
/// `ZPASS_DONE` / `SAMPLE_*` events
/// ([`CommandBuffer::event_write`](crate::pm4::CommandBuffer::event_write),
/// [`CommandBuffer::event_write_query`](crate::pm4::CommandBuffer::event_write_query)).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EventWrite {
    /// Dword 1: `EVENT_TYPE`, `EVENT_INDEX`, ...
    pub event: EventWriteWord,
    /// `ADDRESS_LO` / `ADDRESS_HI` (dwords 2-3), present in the 3-dword body.
    pub address: Option<u64>,
}

impl EventWrite {
    /// Reads the packet; the body has 1 dword, or 3 with an address.
    pub(crate) fn decode(offset: usize, opcode: Opcode, body: &[u32]) -> Result<Self, DecodeError> {
        let b = Body(body);
        let address = match body.len() {
            1 => None,
            3 => Some(b.q(1)),
            len => {
                return Err(DecodeError::BodyLength {
                    offset,
                    opcode,
                    len,
                    min: 1,
                    max: 3,
                });
            }
        };
        Ok(EventWrite {
            event: EventWriteWord::from_bits(b.w(0)),
            address,
        })
    }

    /// Fewest body dwords (the form without an address).
    pub(crate) const MIN_BODY_DWORDS: usize = 1;

    /// Body dwords: 1, or 3 with an address.
    pub(crate) const fn body_len(&self) -> usize {
        if self.address.is_some() { 3 } else { 1 }
    }

    /// Writes the body (`out` holds [`body_len`](Self::body_len) dwords).
    pub(crate) fn encode_body(&self, out: &mut [u32]) {
        self.event.write(out, 0);
        if let Some(a) = self.address {
            a.write(out, 1);
        }
    }
}

impl fmt::Display for EventWrite {
    /// `EVENT={ ... }` and, when present, `, ADDRESS=0x...`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("EVENT=")?;
        self.event.fmt_field(f)?;
        if let Some(a) = self.address {
            f.write_str(", ADDRESS=")?;
            a.fmt_field(f)?;
        }
        Ok(())
    }
}
