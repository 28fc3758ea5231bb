//! Shared machinery of the typed packet decoders: the packet-body helpers of
//! [`crate::pm4`] and the body-length check of fixed-size packets.

pub(super) use crate::pm4::packet::{Body, BodyField, FieldFmt, Layout, put_all};

use super::error::DecodeError;
use crate::pm4::Opcode;

/// Reads a fixed-size packet ([`Layout`]) from its body, or
/// [`DecodeError::BodyLength`] unless the body has exactly its length.
pub(super) trait DecodeFixed: Sized {
    /// Reads the packet at `offset` with `opcode` from `body`.
    fn decode(offset: usize, opcode: Opcode, body: &[u32]) -> Result<Self, DecodeError>;
}

impl<T: Layout> DecodeFixed for T {
    #[inline]
    fn decode(offset: usize, opcode: Opcode, body: &[u32]) -> Result<Self, DecodeError> {
        T::read_body(body).ok_or(DecodeError::BodyLength {
            offset,
            opcode,
            len: body.len(),
            min: T::BODY_DWORDS,
            max: T::BODY_DWORDS,
        })
    }
}

pub(super) use crate::pm4::packet::fixed_packet;
