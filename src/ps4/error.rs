//! The error type of the [`ps4`](super) helpers.

use core::fmt;

use crate::pm4;

/// Why a [`ps4`](super) helper refused to write. Whenever a helper returns an
/// error it has written nothing: the command buffer's length and contents are
/// unchanged.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Error {
    /// The helper's packets need `needed` dwords but only `remaining` are left
    /// in the command buffer.
    OutOfSpace {
        /// Dwords the helper would write.
        needed: usize,
        /// Dwords left in the command buffer.
        remaining: usize,
    },
    /// A marker text of `len` bytes makes the NOP longer than the largest NOP
    /// a type-3 header can describe (`COUNT` at most `0x3FFE`).
    TextTooLong {
        /// Length of the text in bytes.
        len: usize,
    },
    /// The marker text holds a NUL byte at byte `at`; the payload is a
    /// NUL-terminated string, so the text would be cut there.
    TextContainsNul {
        /// Byte index of the first NUL.
        at: usize,
    },
    /// A GPU address is not a multiple of `alignment` bytes.
    MisalignedAddress {
        /// The address given.
        address: u64,
        /// The alignment the packet needs, in bytes.
        alignment: u64,
    },
    /// A GPU address does not fit in the 48 bits the packets carry.
    AddressTooWide {
        /// The address given.
        address: u64,
    },
    /// The index buffer address is zero; the system driver refuses a draw
    /// without one.
    NullAddress,
    /// A video-out buffer index at or beyond
    /// [`MAX_VIDEO_OUT_BUFFERS`](super::flip::MAX_VIDEO_OUT_BUFFERS).
    BufferIndexOutOfRange {
        /// The index given.
        index: u32,
    },
    /// An embedded-data alignment outside `4..=32768` bytes (log2 `2..=15`),
    /// which the allocation marker's four-bit field cannot express.
    AlignmentOutOfRange {
        /// The log2 of the alignment given.
        log2: u32,
    },
    /// An embedded-data allocation of `dwords` dwords (zero, or too many for
    /// one NOP packet with its marker and padding).
    AllocationSize {
        /// Dwords requested.
        dwords: usize,
    },
    /// A render-target size hint outside the sizes a target can have
    /// (`1..=16384` pixels each way).
    TargetSizeOutOfRange {
        /// The width given, in pixels.
        width: u32,
        /// The height given, in pixels.
        height: u32,
    },
    /// The PM4 writer refused a packet for a reason other than space (the
    /// helpers validate their arguments first, so this reports an argument
    /// the PM4 layer checks itself, e.g. an address width). `Display` shows
    /// the PM4 error's own message.
    Pm4(pm4::Error),
}

impl core::fmt::Debug for Error {
    /// As derived, with addresses in hex.
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self {
            Error::OutOfSpace { needed, remaining } => f
                .debug_struct("OutOfSpace")
                .field("needed", needed)
                .field("remaining", remaining)
                .finish(),
            Error::TextTooLong { len } => f.debug_struct("TextTooLong").field("len", len).finish(),
            Error::TextContainsNul { at } => {
                f.debug_struct("TextContainsNul").field("at", at).finish()
            }
            Error::MisalignedAddress { address, alignment } => f
                .debug_struct("MisalignedAddress")
                .field("address", &crate::macros::Hex(*address))
                .field("alignment", alignment)
                .finish(),
            Error::AddressTooWide { address } => f
                .debug_struct("AddressTooWide")
                .field("address", &crate::macros::Hex(*address))
                .finish(),
            Error::NullAddress => f.write_str("NullAddress"),
            Error::BufferIndexOutOfRange { index } => f
                .debug_struct("BufferIndexOutOfRange")
                .field("index", index)
                .finish(),
            Error::AlignmentOutOfRange { log2 } => f
                .debug_struct("AlignmentOutOfRange")
                .field("log2", log2)
                .finish(),
            Error::AllocationSize { dwords } => f
                .debug_struct("AllocationSize")
                .field("dwords", dwords)
                .finish(),
            Error::TargetSizeOutOfRange { width, height } => f
                .debug_struct("TargetSizeOutOfRange")
                .field("width", width)
                .field("height", height)
                .finish(),
            Error::Pm4(e) => f.debug_tuple("Pm4").field(e).finish(),
        }
    }
}

impl From<pm4::Error> for Error {
    /// [`pm4::Error::OutOfSpace`] becomes [`Error::OutOfSpace`]; anything else [`Error::Pm4`].
    fn from(e: pm4::Error) -> Self {
        match e {
            pm4::Error::OutOfSpace { needed, remaining } => Error::OutOfSpace { needed, remaining },
            other => Error::Pm4(other),
        }
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Error::OutOfSpace { needed, remaining } => write!(
                f,
                "command buffer out of space: {needed} dwords needed, {remaining} remaining"
            ),
            Error::TextTooLong { len } => {
                write!(
                    f,
                    "marker text of {len} bytes does not fit in one NOP packet"
                )
            }
            Error::TextContainsNul { at } => {
                write!(f, "marker text contains a NUL byte at byte {at}")
            }
            Error::MisalignedAddress { address, alignment } => {
                write!(f, "address {address:#x} is not {alignment}-byte aligned")
            }
            Error::AddressTooWide { address } => {
                write!(f, "address {address:#x} does not fit in 48 bits")
            }
            Error::NullAddress => f.write_str("index buffer address is zero"),
            Error::BufferIndexOutOfRange { index } => {
                write!(f, "video-out buffer index {index} is out of range")
            }
            Error::AlignmentOutOfRange { log2 } => write!(
                f,
                "embedded-data alignment 2^{log2} bytes is outside 4..=32768 bytes"
            ),
            Error::AllocationSize { dwords } => write!(
                f,
                "embedded-data allocation of {dwords} dwords cannot be wrapped in one NOP"
            ),
            Error::TargetSizeOutOfRange { width, height } => write!(
                f,
                "target size {width}x{height} is outside 1..=16384 pixels each way"
            ),
            // The PM4 error says what the writer refused.
            Error::Pm4(e) => fmt::Display::fmt(&e, f),
        }
    }
}

/// A wrapped [`pm4::Error`] is shown by `Display` itself, so it is not also
/// a `source`.
impl core::error::Error for Error {}
