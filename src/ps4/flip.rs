//! Display synchronisation: waiting for a video-out buffer and the
//! prepare-flip NOP.
//!
//! **Video-out labels.** The video-out library keeps one 8-byte label per
//! display buffer, in an array of 16 whose GPU address the system returns
//! (`sceVideoOutGetBufferLabelAddress`). The command buffer that flips to
//! buffer `i` sets its label to 1 (submit-and-flip writes that `WRITE_DATA`
//! in place of the prepare-flip NOP, see below), and the video-out library
//! sets it back to 0 when a later flip takes the buffer off the screen.
//! Before rendering into buffer `i`, a command buffer waits for that label
//! with [`wait_flip_done`]: a 7-dword `WAIT_REG_MEM` on memory, function
//! `EQUAL`, reference 0, mask `0xFFFF_FFFF`, poll interval 10, engine ME, on
//! address `labels + 8 * i` (shadPS4 `gnmdriver.cpp`, `sceGnmInsertWaitFlipDone`;
//! `src/core/libraries/videoout/driver.cpp` for the label life cycle).
//!
//! **Prepare-flip.** The last command buffer passed to submit-and-flip must
//! end with a 64-dword NOP (header `0xC03E_1000`, 63 payload dwords), laid out
//! as
//!
//! | payload dword | content |
//! |---|---|
//! | 0 | marker: [`PREPARE_FLIP`](MarkerKind::PREPARE_FLIP), [`…_LABEL`](MarkerKind::PREPARE_FLIP_LABEL), [`…_INTERRUPT`](MarkerKind::PREPARE_FLIP_INTERRUPT), [`…_INTERRUPT_LABEL`](MarkerKind::PREPARE_FLIP_INTERRUPT_LABEL) |
//! | 1, 2 | label address, low and high dword (label variants; 4-byte aligned) |
//! | 3 | label value (label variants) |
//! | 4 | end-of-pipe event type, bits `[5:0]` (interrupt variants) |
//! | 5 | cache action, bits `[5:0]` (interrupt variants) |
//! | 6 … 62 | zero |
//!
//! Submit-and-flip finds the NOP in the last 64 dwords of the buffer and
//! rewrites it in place: a `WRITE_DATA` that sets the buffer's video-out
//! label to 1, a [`PATCHED_FLIP`](MarkerKind::PATCHED_FLIP) NOP filler, and
//! for the label variant a `WRITE_DATA` of the value to the label, for the
//! interrupt variants an `EVENT_WRITE_EOP` whose `EVENT_TYPE` is payload
//! dword 4, whose cache-action bits `[17:12]` are payload dword 5, with
//! `EVENT_INDEX` 5 and either `INT_SEL` 2 / `DATA_SEL` 1 writing the label
//! (with label) or `INT_SEL` 1 / `DATA_SEL` 0 (without). Sources: shadPS4
//! `gnmdriver.cpp` (`PatchFlipRequest`), GPCS4 `GnmCommandProcessor.cpp`
//! (`onPrepareFlipOrEopInterrupt`). Dwords 6 to 62 are not read by either
//! source; they are written as zero here.
//!
//! # Example
//!
//! ```
//! use gcn::ps4::flip::{prepare_flip_payload, PrepareFlip};
//!
//! let payload = prepare_flip_payload(&PrepareFlip::Label { address: 0x1_0000_0040, value: 7 }).unwrap();
//! assert_eq!(&payload[..4], &[0x6875_0778, 0x0000_0040, 0x0000_0001, 7]);
//! assert!(payload[4..].iter().all(|&w| w == 0));
//! ```

use super::Error;
use super::error::check_address;
use super::markers::MarkerKind;
use crate::pm4::{
    CommandBuffer, EngineSelMePfpCe, EventWriteEopWord, WaitRegMemControl, WaitRegMemFunction,
    WaitRegMemMemSpace,
};
use crate::regs::AddressError;

/// Dwords of the prepare-flip NOP (header + 63 payload dwords).
pub const PREPARE_FLIP_DWORDS: usize = 64;
/// Payload dwords of the prepare-flip NOP.
pub const PREPARE_FLIP_PAYLOAD_DWORDS: usize = PREPARE_FLIP_DWORDS - 1;
/// Dwords of the wait-for-flip `WAIT_REG_MEM` packet.
pub const WAIT_FLIP_DONE_DWORDS: usize = 7;
/// Number of video-out buffer labels (and so of display buffers).
pub const MAX_VIDEO_OUT_BUFFERS: u32 = 16;
/// Bytes between consecutive video-out buffer labels.
pub const VIDEO_OUT_LABEL_STRIDE: u64 = 8;
/// `POLL_INTERVAL` the system driver uses in its `WAIT_REG_MEM` packets.
pub const WAIT_POLL_INTERVAL: u32 = 10;
/// Bits of a GPU address the label fields carry.
const ADDRESS_BITS: u32 = 48;
/// Largest GPU address the label fields can carry (48 bits).
pub const MAX_ADDRESS: u64 = (1 << ADDRESS_BITS) - 1;

open_enum! {
    /// The end-of-pipe event of a prepare-flip with interrupt: the
    /// `VGT_EVENT_TYPE` values the platform's driver library offers for
    /// end-of-pipe writes (GPCS4 `GnmConstant.h`, `EndOfPipeEventType`).
    pub struct EndOfPipeEvent(u8): 6 bits {
        /// Flush the CB/DB caches, then signal (`VGT_EVENT_TYPE` `CACHE_FLUSH_TS`).
        CACHE_FLUSH_TS = 0x04,
        /// Flush and invalidate the CB/DB caches, then signal.
        CACHE_FLUSH_AND_INV_TS_EVENT = 0x14,
        /// Signal when the CB/DBs have finished reading (not writing).
        BOTTOM_OF_PIPE_TS = 0x28,
    }
}

open_enum! {
    /// The cache action of a prepare-flip with interrupt: six bits that land
    /// in `EVENT_WRITE_EOP` dword 1 bits `[17:12]` (`TCL1_VOL_ACTION_ENA` 12,
    /// `TC_VOL_ACTION_ENA` 13, `TC_WB_ACTION_ENA` 15, `TCL1_ACTION_ENA` 16,
    /// `TC_ACTION_ENA` 17). Values from GPCS4 `GnmConstant.h` (`CacheAction`).
    pub struct CacheAction(u8): 6 bits {
        /// No cache action.
        NONE = 0x00,
        /// Invalidate the shader L1 (`TCL1_ACTION_ENA`).
        INVALIDATE_L1 = 0x10,
        /// Invalidate only the volatile lines of L1 and L2.
        INVALIDATE_L2_VOLATILE = 0x33,
        /// Write back and invalidate L1 and L2 (`TC_WB`, `TCL1`, `TC` actions).
        WRITE_BACK_AND_INVALIDATE_L1_AND_L2 = 0x38,
        /// Write back and invalidate only the volatile lines of L2.
        WRITE_BACK_AND_INVALIDATE_L2_VOLATILE = 0x3B,
    }
}

impl CacheAction {
    /// The action as the cache bits `[17:12]` of an `EVENT_WRITE_EOP` dword 1 (what the
    /// system writes when it patches a prepare-flip with interrupt), `EVENT_TYPE` and
    /// `EVENT_INDEX` 0.
    pub const fn eop_word(self) -> EventWriteEopWord {
        EventWriteEopWord::from_bits(((self.into_bits() & 0x3F) as u32) << 12)
    }
}

/// The four prepare-flip variants.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub enum PrepareFlip {
    /// Flip with nothing else ([`MarkerKind::PREPARE_FLIP`]).
    Plain,
    /// Flip, and write `value` to the 32-bit label at `address`
    /// ([`MarkerKind::PREPARE_FLIP_LABEL`]).
    Label {
        /// GPU address of the label, 4-byte aligned, below 2^48.
        address: u64,
        /// Value written.
        value: u32,
    },
    /// Flip with an end-of-pipe interrupt ([`MarkerKind::PREPARE_FLIP_INTERRUPT`]).
    Interrupt {
        /// End-of-pipe event type.
        event: EndOfPipeEvent,
        /// Cache action taken with the event.
        cache_action: CacheAction,
    },
    /// Flip with an end-of-pipe interrupt that also writes `value` to the
    /// label at `address` ([`MarkerKind::PREPARE_FLIP_INTERRUPT_LABEL`]).
    InterruptLabel {
        /// End-of-pipe event type.
        event: EndOfPipeEvent,
        /// Cache action taken with the event.
        cache_action: CacheAction,
        /// GPU address of the label, 4-byte aligned, below 2^48.
        address: u64,
        /// Value written.
        value: u32,
    },
}

impl core::fmt::Debug for PrepareFlip {
    /// As derived, with addresses in hex.
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self {
            PrepareFlip::Plain => f.write_str("Plain"),
            PrepareFlip::Label { address, value } => f
                .debug_struct("Label")
                .field("address", &crate::macros::Hex(*address))
                .field("value", value)
                .finish(),
            PrepareFlip::Interrupt {
                event,
                cache_action,
            } => f
                .debug_struct("Interrupt")
                .field("event", event)
                .field("cache_action", cache_action)
                .finish(),
            PrepareFlip::InterruptLabel {
                event,
                cache_action,
                address,
                value,
            } => f
                .debug_struct("InterruptLabel")
                .field("event", event)
                .field("cache_action", cache_action)
                .field("address", &crate::macros::Hex(*address))
                .field("value", value)
                .finish(),
        }
    }
}

impl PrepareFlip {
    /// The marker dword of this variant.
    pub const fn marker(&self) -> MarkerKind {
        match self {
            PrepareFlip::Plain => MarkerKind::PREPARE_FLIP,
            PrepareFlip::Label { .. } => MarkerKind::PREPARE_FLIP_LABEL,
            PrepareFlip::Interrupt { .. } => MarkerKind::PREPARE_FLIP_INTERRUPT,
            PrepareFlip::InterruptLabel { .. } => MarkerKind::PREPARE_FLIP_INTERRUPT_LABEL,
        }
    }

    /// The label address and value, for the label variants.
    pub const fn label(&self) -> Option<(u64, u32)> {
        match *self {
            PrepareFlip::Label { address, value }
            | PrepareFlip::InterruptLabel { address, value, .. } => Some((address, value)),
            _ => None,
        }
    }

    /// The end-of-pipe event and cache action, for the interrupt variants.
    pub const fn interrupt(&self) -> Option<(EndOfPipeEvent, CacheAction)> {
        match *self {
            PrepareFlip::Interrupt {
                event,
                cache_action,
            }
            | PrepareFlip::InterruptLabel {
                event,
                cache_action,
                ..
            } => Some((event, cache_action)),
            _ => None,
        }
    }
}

/// Checks a label address: 4-byte aligned and below 2^48.
pub(crate) const fn check_label_address(address: u64) -> Result<(), Error> {
    check_address("label", address, 4, ADDRESS_BITS)
}

/// The 63 payload dwords of the prepare-flip NOP for `flip`, or an error if
/// its label address is misaligned or too wide.
pub const fn prepare_flip_payload(
    flip: &PrepareFlip,
) -> Result<[u32; PREPARE_FLIP_PAYLOAD_DWORDS], Error> {
    let mut p = [0u32; PREPARE_FLIP_PAYLOAD_DWORDS];
    p[0] = flip.marker().raw();
    if let Some((address, value)) = flip.label() {
        if let Err(e) = check_label_address(address) {
            return Err(e);
        }
        p[1] = address as u32;
        p[2] = (address >> 32) as u32;
        p[3] = value;
    }
    if let Some((event, cache_action)) = flip.interrupt() {
        p[4] = event.raw();
        p[5] = cache_action.raw();
    }
    Ok(p)
}

/// The fields of the wait-for-flip `WAIT_REG_MEM`.
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct WaitFlipDone {
    /// Address of buffer `i`'s label: `labels + 8 * i`.
    pub poll_address: u64,
    /// Reference value: 0 (the display has released the buffer).
    pub reference: u32,
    /// Compare mask: all 32 bits.
    pub mask: u32,
    /// Poll interval: [`WAIT_POLL_INTERVAL`].
    pub poll_interval: u32,
}

debug_hex!(WaitFlipDone { poll_address; reference, mask, poll_interval });

/// The wait-for-flip fields for video-out buffer `buffer`, given the GPU
/// address of the video-out label array; function `EQUAL`, memory space,
/// engine ME are implied.
pub const fn wait_flip_done_fields(labels: u64, buffer: u32) -> Result<WaitFlipDone, Error> {
    if buffer >= MAX_VIDEO_OUT_BUFFERS {
        return Err(Error::BufferIndexOutOfRange { index: buffer });
    }
    let Some(poll_address) =
        labels.checked_add((buffer as u64).saturating_mul(VIDEO_OUT_LABEL_STRIDE))
    else {
        return Err(Error::Address(AddressError::TooWide {
            field: "label",
            address: labels,
            bits: ADDRESS_BITS,
        }));
    };
    if let Err(e) = check_label_address(poll_address) {
        return Err(e);
    }
    Ok(WaitFlipDone {
        poll_address,
        reference: 0,
        mask: 0xFFFF_FFFF,
        poll_interval: WAIT_POLL_INTERVAL,
    })
}

impl EndOfPipeEvent {
    /// The same value as a PM4 [`EventType`](crate::pm4::EventType).
    pub const fn event_type(self) -> crate::pm4::EventType {
        crate::pm4::EventType::from_bits(self.into_bits())
    }
}

/// Writes the 64-dword prepare-flip NOP for `flip`. It must be the last
/// thing in the last command buffer handed to submit-and-flip (the system
/// looks for it in the buffer's final 64 dwords).
///
/// Errors: [`Error::Address`] for a bad label address; [`Error::OutOfSpace`].
/// Nothing is written on error.
pub fn prepare_flip(cb: &mut CommandBuffer<'_>, flip: &PrepareFlip) -> Result<(), Error> {
    let payload = prepare_flip_payload(flip)?;
    cb.nop(&payload)?;
    Ok(())
}

/// Writes the 7-dword wait-for-flip `WAIT_REG_MEM`: wait until video-out
/// buffer `buffer` is no longer displayed (its label, at `labels + 8 * buffer`,
/// reads 0), polling memory from the ME every 10 × 16 clocks. Write it before
/// rendering into that buffer.
///
/// Errors: [`Error::BufferIndexOutOfRange`]; [`Error::Address`] for the
/// label address; [`Error::OutOfSpace`].
pub fn wait_flip_done(cb: &mut CommandBuffer<'_>, labels: u64, buffer: u32) -> Result<(), Error> {
    let f = wait_flip_done_fields(labels, buffer)?;
    let control = WaitRegMemControl::new()
        .with_function(WaitRegMemFunction::EQUAL)
        .with_mem_space(WaitRegMemMemSpace::MEMORY)
        .with_engine(EngineSelMePfpCe::ME);
    cb.wait_reg_mem(
        control,
        f.poll_address,
        f.reference,
        f.mask,
        f.poll_interval,
    )?;
    Ok(())
}
