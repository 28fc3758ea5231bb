//! The error type of the [`ps4`](super) helpers.

use crate::blocks::{self, shader::Stage};
use crate::pm4;
use crate::regs::AddressError;

/// Why a [`ps4`](super) helper refused to write. Whenever a helper returns an
/// error it has written nothing: the command buffer's length and contents are
/// unchanged.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
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
    /// A GPU address is not a multiple of the alignment the packet needs, or
    /// does not fit in the 48 bits the packets carry (`field` is `label` for
    /// a label address, `INDEX_BASE` for an index buffer).
    Address(AddressError),
    /// A required address is zero (an index buffer, the arguments of a
    /// dispatch on the compute pipe); the system driver refuses it.
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
    /// An argument outside what the system driver accepts for it (`name` says
    /// which): `value` is more than `max`.
    ArgumentOutOfRange {
        /// The argument, by the name the helper's documentation uses.
        name: &'static str,
        /// The value given.
        value: u32,
        /// The largest value accepted.
        max: u32,
    },
    /// A memory address at or below `0xFFFF`, which the system driver would
    /// wait on as a register offset instead.
    AddressInRegisterRange {
        /// The address given.
        address: u64,
    },
    /// A shader modifier with bits outside those the window's driver function
    /// accepts (the `SGPRS` field, and for VS, ES and LS also `VGPR_COMP_CNT`).
    InvalidModifier {
        /// The modifier given.
        modifier: u32,
        /// The bits a modifier may set.
        allowed: u32,
    },
    /// A shader program of another stage than the window writes.
    WrongStage {
        /// The stage the window writes.
        expected: Stage,
        /// The program's stage.
        found: Stage,
    },
    /// A stage block given to a shader window is not valid (the block's own
    /// [`validate`](crate::blocks::shader::VsShader::validate) error).
    Block(blocks::Error),
    /// The dwords given to [`patch_prepare_flip`](super::flip::patch_prepare_flip)
    /// do not end with a prepare-flip window.
    NotPrepareFlip(NotPrepareFlip),
    /// The PM4 writer refused a packet for a reason other than space or an
    /// address (the helpers validate their arguments first, so this reports
    /// an argument the PM4 layer checks itself).
    Pm4(pm4::Error),
}

/// Why the last 64 dwords given to
/// [`patch_prepare_flip`](super::flip::patch_prepare_flip) are not a
/// prepare-flip window.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NotPrepareFlip {
    /// Fewer than 64 dwords were given.
    TooShort {
        /// Dwords given.
        len: usize,
    },
    /// The window's first dword is not the header
    /// [`PREPARE_FLIP_HEADER`](super::flip::PREPARE_FLIP_HEADER).
    Header {
        /// The dword found.
        found: u32,
    },
    /// The window's second dword is not one of the four prepare-flip markers.
    Marker {
        /// The dword found.
        found: u32,
    },
}

display_messages!(NotPrepareFlip {
    NotPrepareFlip::TooShort { len } => "{len} dwords cannot end with a 64-dword prepare-flip window";
    NotPrepareFlip::Header { found } => "prepare-flip window header is {found:#010x}, expected 0xc03e1000";
    NotPrepareFlip::Marker { found } => "prepare-flip window marker {found:#010x} is not a prepare-flip marker";
});

impl From<pm4::Error> for Error {
    /// [`pm4::Error::OutOfSpace`] becomes [`Error::OutOfSpace`],
    /// [`pm4::Error::Address`] [`Error::Address`]; anything else [`Error::Pm4`].
    fn from(e: pm4::Error) -> Self {
        match e {
            pm4::Error::OutOfSpace { needed, remaining } => Error::OutOfSpace { needed, remaining },
            pm4::Error::Address(e) => Error::Address(e),
            other => Error::Pm4(other),
        }
    }
}

impl From<blocks::Error> for Error {
    /// A block's address error becomes [`Error::Address`], a full buffer
    /// [`Error::OutOfSpace`]; anything else [`Error::Block`].
    fn from(e: blocks::Error) -> Self {
        match e {
            blocks::Error::Address(e) => Error::Address(e),
            blocks::Error::Pm4(e) => Error::from(e),
            other => Error::Block(other),
        }
    }
}

address_error!(Error);

/// Checks that `dwords` are free in `cb`, so that a helper writing several
/// packets writes all of them or none.
pub(super) fn check_space(cb: &pm4::CommandBuffer<'_>, dwords: usize) -> Result<(), Error> {
    let remaining = cb.remaining();
    if remaining < dwords {
        return Err(Error::OutOfSpace {
            needed: dwords,
            remaining,
        });
    }
    Ok(())
}

/// Dwords of the NOP filler the driver puts after a draw or dispatch packet
/// (header + 3 zero dwords).
pub(super) const FILLER_DWORDS: usize = 4;

/// Writes a window of `dwords` dwords (at most `N`) all or nothing: checks
/// that the whole window fits, then records `body` as one group
/// ([`pm4::CommandBuffer::all_or_nothing`]), so that a packet a
/// generation-checked buffer refuses partway leaves `cb` unchanged.
pub(super) fn checked_window<const N: usize>(
    cb: &mut pm4::CommandBuffer<'_>,
    dwords: usize,
    body: impl FnOnce(&mut pm4::CommandBuffer<'_>) -> Result<(), Error>,
) -> Result<(), Error> {
    check_space(cb, dwords)?;
    cb.all_or_nothing::<N, Error>(body)
}

/// A fixed-size draw or dispatch window of `N` dwords: `packets` once the
/// space is checked, then the zero-payload filler NOP of [`FILLER_DWORDS`],
/// all or nothing.
pub(super) fn filled_window<const N: usize, E>(
    cb: &mut pm4::CommandBuffer<'_>,
    packets: impl FnOnce(&mut pm4::CommandBuffer<'_>) -> Result<(), E>,
) -> Result<(), Error>
where
    Error: From<E>,
{
    checked_window::<N>(cb, N, |cb| {
        packets(cb)?;
        cb.nop(&[0; FILLER_DWORDS - 1])?;
        Ok(())
    })
}

/// Checks an address the driver requires: [`Error::NullAddress`] for 0, else
/// [`check_address`] (alignment `align`, `bits` wide).
pub(super) const fn check_required_address(
    field: &'static str,
    address: u64,
    align: u32,
    bits: u32,
) -> Result<(), Error> {
    if address == 0 {
        return Err(Error::NullAddress);
    }
    check_address(field, address, align, bits)
}

/// Checks that argument `name` is at most `max`.
pub(super) const fn check_at_most(name: &'static str, value: u32, max: u32) -> Result<(), Error> {
    if value > max {
        return Err(Error::ArgumentOutOfRange { name, value, max });
    }
    Ok(())
}

display_messages!(Error {
    Error::OutOfSpace { needed, remaining } => "command buffer out of space: {needed} dwords needed, {remaining} remaining";
    Error::TextTooLong { len } => "marker text of {len} bytes does not fit in one NOP packet";
    Error::TextContainsNul { at } => "marker text contains a NUL byte at byte {at}";
    Error::Address(e) => "{e}";
    Error::NullAddress => "required address (index buffer or arguments) is zero";
    Error::BufferIndexOutOfRange { index } => "video-out buffer index {index} is out of range";
    Error::AlignmentOutOfRange { log2 } => "embedded-data alignment 2^{log2} bytes is outside 4..=32768 bytes";
    Error::AllocationSize { dwords } => "embedded-data allocation of {dwords} dwords cannot be wrapped in one NOP";
    Error::TargetSizeOutOfRange { width, height } => "target size {width}x{height} is outside 1..=16384 pixels each way";
    Error::ArgumentOutOfRange { name, value, max } => "{name} {value} is out of range (at most {max})";
    Error::AddressInRegisterRange { address } => "memory address {address:#x} is in the register range (at most 0xFFFF)";
    Error::InvalidModifier { modifier, allowed } => "shader modifier {modifier:#010x} sets bits outside {allowed:#010x}";
    Error::WrongStage { expected, found } => "shader program of the {found:?} stage given to the {expected:?} window";
    Error::Block(e) => "{e}";
    Error::NotPrepareFlip(e) => "{e}";
    // The writer's message already says what was refused.
    Error::Pm4(e) => "{e}";
});

/// A wrapped [`pm4::Error`] is shown by `Display` itself, so it is not also
/// a `source`.
impl core::error::Error for Error {}
