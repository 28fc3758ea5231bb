//! The decoder's error type.

use crate::pm4::Opcode;

/// Why a part of a stream could not be decoded.
///
/// Every variant carries the dword `offset` of the packet header it concerns,
/// counted from the start of the slice handed to the
/// [`Decoder`](super::Decoder). What the decoder does next depends on the
/// variant and is documented on each one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum DecodeError {
    /// The header at `offset` announces more dwords than the stream holds.
    /// The packet's end cannot be trusted, so **decoding stops** here: the
    /// iterator yields this error and then `None`.
    CountPastEnd {
        /// Dword offset of the header.
        offset: usize,
        /// The header dword.
        header: u32,
        /// Dwords the packet needs, header included.
        needed: usize,
        /// Dwords left in the stream from `offset` on, header included.
        available: usize,
    },
    /// The dword at `offset` has packet type 1, which GCN reserves. The
    /// decoder **resynchronises** by skipping this one dword and decoding the
    /// next as a header.
    ReservedType {
        /// Dword offset of the dword.
        offset: usize,
        /// The dword.
        header: u32,
    },
    /// A type-3 packet at `offset` fits in the stream but its body length does
    /// not match the layout of its opcode (too short to hold every field, or
    /// longer than a fixed-size packet) on any generation: a body of another
    /// generation's length (gfx6's 3-dword `COND_EXEC`) is
    /// [`Packet::Unknown`](super::Packet::Unknown) instead. `min` and `max`
    /// are gfx7's. The header's `COUNT` still frames the packet, so decoding
    /// **continues** with the packet after it.
    BodyLength {
        /// Dword offset of the header.
        offset: usize,
        /// The packet's opcode.
        opcode: Opcode,
        /// Body dwords the header announces.
        len: usize,
        /// Fewest body dwords the layout needs.
        min: usize,
        /// Most body dwords the layout allows.
        max: usize,
    },
}

impl DecodeError {
    /// Dword offset of the header the error concerns.
    pub const fn offset(&self) -> usize {
        match *self {
            DecodeError::CountPastEnd { offset, .. }
            | DecodeError::ReservedType { offset, .. }
            | DecodeError::BodyLength { offset, .. } => offset,
        }
    }

    /// Whether the decoder stops after this error (`true`) or goes on with
    /// the next packet (`false`).
    pub const fn is_fatal(&self) -> bool {
        matches!(self, DecodeError::CountPastEnd { .. })
    }

    /// Dwords the decoder skips past `offset` before decoding again (0 when
    /// it stops).
    pub const fn skip(&self) -> usize {
        match *self {
            DecodeError::CountPastEnd { .. } => 0,
            DecodeError::ReservedType { .. } => 1,
            DecodeError::BodyLength { len, .. } => len.saturating_add(1),
        }
    }
}

display_messages!(DecodeError {
    DecodeError::CountPastEnd { offset, header, needed, available } =>
        "packet at dword {offset:#x} (header {header:#010x}) needs {needed} dwords, \
         only {available} left in the stream";
    DecodeError::ReservedType { offset, header } =>
        "dword {offset:#x} ({header:#010x}) has reserved packet type 1";
    DecodeError::BodyLength { offset, opcode, len, min, max } if min == max =>
        "{opcode} at dword {offset:#x} has {len} body dwords, its layout needs {min}";
    DecodeError::BodyLength { offset, opcode, len, min, max: usize::MAX } =>
        "{opcode} at dword {offset:#x} has {len} body dwords, its layout needs at least {min}";
    DecodeError::BodyLength { offset, opcode, len, min, max } =>
        "{opcode} at dword {offset:#x} has {len} body dwords, its layout needs {min} to {max}";
});

impl core::error::Error for DecodeError {}
