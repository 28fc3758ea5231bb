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
//! [`patch_prepare_flip`] applies that patch to a caller's window, dword for
//! dword as the driver does, so an emulator implementing submit-and-flip or a
//! test can produce the patched form; [`recognize_patched_flip`] reads a
//! patched window back.
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
use super::error::NotPrepareFlip;
use super::error::check_address;
use super::marker_kind::MarkerKind;
use crate::pm4::packet::encode;
use crate::pm4::{
    CommandBuffer, EngineSelMePfpCe, EopAddressHi, EopDataSel, EopIntSel, EventIndex, EventType,
    EventWriteEop, EventWriteEopWord, Type3Header, TypedPacket, WaitRegMemControl,
    WaitRegMemFunction, WaitRegMemMemSpace, WriteData, WriteDataControl, WriteDataDstSel,
    body_dwords, nop_header, write_data_dwords,
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
        CACHE_FLUSH_TS = EventType::CACHE_FLUSH_TS.into_bits(),
        /// Flush and invalidate the CB/DB caches, then signal.
        CACHE_FLUSH_AND_INV_TS_EVENT = EventType::CACHE_FLUSH_AND_INV_TS_EVENT.into_bits(),
        /// Signal when the CB/DBs have finished reading (not writing).
        BOTTOM_OF_PIPE_TS = EventType::BOTTOM_OF_PIPE_TS.into_bits(),
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

/// The first bit of the cache action in `EVENT_WRITE_EOP` dword 1
/// (`TCL1_VOL_ACTION_ENA`, bit 12).
const CACHE_ACTION_SHIFT: u32 = EventWriteEopWord::new()
    .with_tcl1_vol_action_ena(true)
    .into_bits()
    .trailing_zeros();
// The action's bits 0, 1, 3, 4 and 5 are the spec's fields there (bit 2,
// dword bit 14, has none).
static_assertions::const_assert_eq!(
    EventWriteEopWord::new()
        .with_tcl1_vol_action_ena(true)
        .with_tc_vol_action_ena(true)
        .with_tc_wb_action_ena(true)
        .with_tcl1_action_ena(true)
        .with_tc_action_ena(true)
        .into_bits(),
    0x3B << CACHE_ACTION_SHIFT
);

impl CacheAction {
    /// The action as the cache bits `[17:12]` of an `EVENT_WRITE_EOP` dword 1 (what the
    /// system writes when it patches a prepare-flip with interrupt), `EVENT_TYPE` and
    /// `EVENT_INDEX` 0.
    pub const fn eop_word(self) -> EventWriteEopWord {
        EventWriteEopWord::from_bits(((self.into_bits() & 0x3F) as u32) << CACHE_ACTION_SHIFT)
    }

    /// The action in an `EVENT_WRITE_EOP` dword 1 (bits `[17:12]`).
    const fn of_eop_word(dword: u32) -> u32 {
        (dword >> CACHE_ACTION_SHIFT) & 0x3F
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
    /// The same value as a PM4 [`EventType`].
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

// ------------------------------------------------------------ flip patching

/// Header of the 64-dword prepare-flip NOP (`NOP`, `COUNT` `0x3E`), which
/// submit-and-flip looks for.
pub const PREPARE_FLIP_HEADER: u32 = crate::pm4::nop_header(PREPARE_FLIP_PAYLOAD_DWORDS);
static_assertions::const_assert_eq!(PREPARE_FLIP_HEADER, 0xC03E_1000);
/// Dwords of the `WRITE_DATA` that sets the flipped buffer's video-out label
/// (the start of a patched window).
pub const FLIP_LOCK_DWORDS: usize = 5;
/// Dwords of the `WRITE_DATA` of the label at the end of a patched label window.
pub const FLIP_LABEL_WRITE_DWORDS: usize = 5;
/// Dwords of the `EVENT_WRITE_EOP` at the end of a patched interrupt window.
pub const FLIP_EOP_DWORDS: usize = 6;
/// `WRITE_DATA` dword 1 of the patch's writes: `DST_SEL` 5 (asynchronous
/// memory write), engine ME, no write confirm.
pub const FLIP_WRITE_DATA_CONTROL: WriteDataControl =
    WriteDataControl::new().with_dst_sel(WriteDataDstSel::MEMORY_ASYNC);
/// `EVENT_INDEX` of the patch's `EVENT_WRITE_EOP` (the end-of-pipe timestamp index).
const FLIP_EOP_EVENT_INDEX: EventIndex = EventIndex::EOP_TIMESTAMP_EVENT;

/// A patched prepare-flip window, as [`recognize_patched_flip`] reads it.
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct PatchedFlip {
    /// Address of the flipped buffer's video-out label, which the first
    /// `WRITE_DATA` sets to 1.
    pub lock_address: u64,
    /// What the window asked for before it was patched, as far as the
    /// patch keeps it: the label (label variants) and the end-of-pipe
    /// event and cache action (interrupt variants). The interrupt-label
    /// address is the 48 bits the `EVENT_WRITE_EOP` carries.
    pub flip: PrepareFlip,
}

impl core::fmt::Debug for PatchedFlip {
    /// As derived, with the lock address in hex.
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("PatchedFlip")
            .field("lock_address", &crate::macros::Hex(self.lock_address))
            .field("flip", &self.flip)
            .finish()
    }
}

/// The prepare-flip window at the end of `words`, or why it is not one.
fn prepare_flip_window(words: &[u32]) -> Result<&[u32], Error> {
    let len = words.len();
    let Some(start) = len.checked_sub(PREPARE_FLIP_DWORDS) else {
        return Err(Error::NotPrepareFlip(NotPrepareFlip::TooShort { len }));
    };
    let window = words.get(start..).unwrap_or(&[]);
    let word = |i: usize| window.get(i).copied().unwrap_or(0);
    if word(0) != PREPARE_FLIP_HEADER {
        return Err(Error::NotPrepareFlip(NotPrepareFlip::Header {
            found: word(0),
        }));
    }
    let marker = MarkerKind::from_bits(word(1));
    match marker {
        MarkerKind::PREPARE_FLIP
        | MarkerKind::PREPARE_FLIP_LABEL
        | MarkerKind::PREPARE_FLIP_INTERRUPT
        | MarkerKind::PREPARE_FLIP_INTERRUPT_LABEL => Ok(window),
        _ => Err(Error::NotPrepareFlip(NotPrepareFlip::Marker {
            found: word(1),
        })),
    }
}

/// The dwords of the `EVENT_WRITE_EOP` a patched interrupt window ends with:
/// `EVENT_TYPE` and cache bits `[17:12]` from the window's payload dwords 4
/// and 5 (each masked to six bits), `EVENT_INDEX` 5; with a label, `INT_SEL` 2
/// and `DATA_SEL` 1 writing `value` to the low 48 bits of `address`, else
/// `INT_SEL` 1, `DATA_SEL` 0 and zeros.
fn flip_eop(event: u32, cache_action: u32, label: Option<(u64, u32)>) -> [u32; FLIP_EOP_DWORDS] {
    let event = CacheAction::from_bits((cache_action & 0x3F) as u8)
        .eop_word()
        .with_event_type(EventType::from_bits((event & 0x3F) as u8))
        .with_event_index(FLIP_EOP_EVENT_INDEX);
    let (lo, hi, data) = match label {
        Some((address, value)) => (
            address as u32 & !3,
            EopAddressHi::new()
                .with_address_hi((address >> 32) as u16)
                .with_int_sel(EopIntSel::SEND_INTERRUPT_AFTER_WRITE_CONFIRM)
                .with_data_sel(EopDataSel::SEND_DATA32_LO),
            value,
        ),
        None => (
            0,
            EopAddressHi::new().with_int_sel(EopIntSel::SEND_INTERRUPT),
            0,
        ),
    };
    packet_words(&EventWriteEop {
        event,
        address_lo: lo,
        address_hi: hi,
        data: data as u64,
    })
}

/// A 5-dword `WRITE_DATA` of `value` to `address` with
/// [`FLIP_WRITE_DATA_CONTROL`].
fn flip_write_data(address: u64, value: u32) -> [u32; FLIP_LOCK_DWORDS] {
    packet_words(&WriteData {
        control: FLIP_WRITE_DATA_CONTROL,
        dst_addr: address,
        data: &[value],
    })
}

// The flip packets are the declared layouts' sizes.
const _: () = assert!(FLIP_EOP_DWORDS == EventWriteEop::BODY_DWORDS + 1);
const _: () = assert!(FLIP_LOCK_DWORDS == write_data_dwords(1));

/// `packet` as the writer encodes it (header `PREDICATE` 0, `SHADER_TYPE`
/// graphics) in its `N` dwords (the sizes are checked above, so the
/// encoding cannot fail; it would leave zeros).
fn packet_words<'p, P: TypedPacket<'p>, const N: usize>(packet: &P) -> [u32; N] {
    let mut words = [0; N];
    let _ = encode(packet, 0, &mut words);
    words
}

/// Patches the prepare-flip window at the end of `words` as submit-and-flip
/// does when it flips to video-out buffer `buffer` (`labels` is the GPU
/// address of the video-out label array), and returns what the window asked
/// for, as [`recognize_patched_flip`] reads it back.
///
/// `words` is the last command buffer handed to submit-and-flip (or just its
/// final 64 dwords); its last 64 dwords must be a prepare-flip NOP as
/// [`prepare_flip`] writes it. They become, after shadPS4 `gnmdriver.cpp`
/// (`PatchFlipRequest`):
///
/// | window dwords | packet |
/// |---|---|
/// | 0 … 4 | `WRITE_DATA` ([`FLIP_WRITE_DATA_CONTROL`]) of 1 to `labels + 8 * buffer` |
/// | 5 … | a `NOP` whose payload starts with [`PATCHED_FLIP`](MarkerKind::PATCHED_FLIP), to dword 63 (plain), 58 (label) or 57 (interrupt variants) |
/// | 59 … 63 | label variant: `WRITE_DATA` of the label value to the label address (its low two bits cleared, the high dword as written) |
/// | 58 … 63 | interrupt variants: `EVENT_WRITE_EOP` (see below) |
///
/// The `EVENT_WRITE_EOP` takes its `EVENT_TYPE` from payload dword 4 and its
/// cache bits `[17:12]` from payload dword 5 (six bits of each, as the driver
/// reads them, so any value is accepted), `EVENT_INDEX` 5; with a label it
/// has `INT_SEL` 2 and `DATA_SEL` 1 and writes the label value to the label
/// address (low two bits cleared, 16 bits of the high dword), without one
/// `INT_SEL` 1, `DATA_SEL` 0, address and data zero. The rest of the `NOP`
/// payload keeps what the window held, as the driver leaves it.
///
/// Errors: [`Error::NotPrepareFlip`] if `words` does not end with a
/// prepare-flip window; [`Error::Address`] for a label variant whose label
/// address is not 4-byte aligned (the driver refuses it) or a lock address
/// that is misaligned or above 2^48; [`Error::BufferIndexOutOfRange`].
/// Nothing is written on error.
///
/// # Example
///
/// ```
/// use gcn::pm4::CommandBuffer;
/// use gcn::ps4::flip::{patch_prepare_flip, prepare_flip, recognize_patched_flip, PrepareFlip};
///
/// let mut storage = [0u32; 64];
/// let mut cb = CommandBuffer::new(&mut storage);
/// prepare_flip(&mut cb, &PrepareFlip::Plain)?;
/// let labels = 0x2_0000_0000;
/// assert_eq!(patch_prepare_flip(&mut storage, labels, 3)?, PrepareFlip::Plain);
/// assert_eq!(&storage[..6], &[0xC003_3700, 0x500, 0x18, 2, 1, 0xC039_1000]);
/// let patched = recognize_patched_flip(&storage).unwrap();
/// assert_eq!(patched.lock_address, labels + 3 * 8);
/// # Ok::<(), gcn::ps4::Error>(())
/// ```
pub fn patch_prepare_flip(
    words: &mut [u32],
    labels: u64,
    buffer: u32,
) -> Result<PrepareFlip, Error> {
    let window = prepare_flip_window(words)?;
    let word = |i: usize| window.get(i).copied().unwrap_or(0);
    let marker = MarkerKind::from_bits(word(1));
    let label_lo = word(2);
    if marker == MarkerKind::PREPARE_FLIP_LABEL && label_lo & 3 != 0 {
        return Err(Error::Address(AddressError::Misaligned {
            field: "label",
            address: (label_lo as u64) | (word(3) as u64) << 32,
            align: 4,
        }));
    }
    let lock = wait_flip_done_fields(labels, buffer)?.poll_address;
    let label_address = (label_lo as u64) | (word(3) as u64) << 32;
    let value = word(4);
    let (event, cache) = (word(5), word(6));
    let flip = match marker {
        MarkerKind::PREPARE_FLIP => PrepareFlip::Plain,
        MarkerKind::PREPARE_FLIP_LABEL => PrepareFlip::Label {
            address: label_address & !3,
            value,
        },
        MarkerKind::PREPARE_FLIP_INTERRUPT => PrepareFlip::Interrupt {
            event: EndOfPipeEvent::from_bits((event & 0x3F) as u8),
            cache_action: CacheAction::from_bits((cache & 0x3F) as u8),
        },
        _ => PrepareFlip::InterruptLabel {
            event: EndOfPipeEvent::from_bits((event & 0x3F) as u8),
            cache_action: CacheAction::from_bits((cache & 0x3F) as u8),
            address: label_address & MAX_ADDRESS & !3,
            value,
        },
    };
    let (nop_dwords, tail): (usize, &[u32]) = match marker {
        MarkerKind::PREPARE_FLIP => (PREPARE_FLIP_DWORDS - FLIP_LOCK_DWORDS, &[]),
        MarkerKind::PREPARE_FLIP_LABEL => (
            PREPARE_FLIP_DWORDS - FLIP_LOCK_DWORDS - FLIP_LABEL_WRITE_DWORDS,
            &flip_write_data(label_address & !3, value),
        ),
        MarkerKind::PREPARE_FLIP_INTERRUPT => (
            PREPARE_FLIP_DWORDS - FLIP_LOCK_DWORDS - FLIP_EOP_DWORDS,
            &flip_eop(event, cache, None),
        ),
        _ => (
            PREPARE_FLIP_DWORDS - FLIP_LOCK_DWORDS - FLIP_EOP_DWORDS,
            &flip_eop(event, cache, Some((label_address, value))),
        ),
    };
    let start = words.len().saturating_sub(PREPARE_FLIP_DWORDS);
    let Some(window) = words.get_mut(start..) else {
        return Err(Error::NotPrepareFlip(NotPrepareFlip::TooShort { len: 0 }));
    };
    let head = flip_write_data(lock, 1);
    let nop = [
        nop_header(nop_dwords.saturating_sub(1)),
        MarkerKind::PATCHED_FLIP.raw(),
    ];
    for (dst, src) in window.iter_mut().zip(head.iter().chain(nop.iter())) {
        *dst = *src;
    }
    let tail_at = PREPARE_FLIP_DWORDS.saturating_sub(tail.len());
    for (dst, src) in window.iter_mut().skip(tail_at).zip(tail) {
        *dst = *src;
    }
    Ok(flip)
}

/// Recognises a prepare-flip window patched by submit-and-flip (as
/// [`patch_prepare_flip`] writes it) at the start of `window`, or `None`.
///
/// The lock `WRITE_DATA`, the `PATCHED_FLIP` `NOP` header and marker and the
/// trailing packet are checked dword for dword; the rest of the `NOP` payload
/// may hold anything (the driver leaves the old payload there).
pub fn recognize_patched_flip(window: &[u32]) -> Option<PatchedFlip> {
    let window = window.get(..PREPARE_FLIP_DWORDS)?;
    let word = |i: usize| window.get(i).copied().unwrap_or(0);
    let lock_address = (word(2) as u64) | (word(3) as u64) << 32;
    if window.get(..FLIP_LOCK_DWORDS)? != flip_write_data(lock_address, 1) {
        return None;
    }
    let nop_body = body_dwords(Type3Header::from_bits(word(5)));
    let nop_dwords = nop_body.checked_add(1)?;
    if word(5) != nop_header(nop_body) || word(6) != MarkerKind::PATCHED_FLIP.raw() {
        return None;
    }
    let tail = window.get(FLIP_LOCK_DWORDS.checked_add(nop_dwords)?..)?;
    let t = |i: usize| tail.get(i).copied().unwrap_or(0);
    let flip = match tail.len() {
        0 => PrepareFlip::Plain,
        FLIP_LABEL_WRITE_DWORDS => {
            let address = (t(2) as u64) | (t(3) as u64) << 32;
            if tail != flip_write_data(address, t(4)) {
                return None;
            }
            PrepareFlip::Label {
                address,
                value: t(4),
            }
        }
        FLIP_EOP_DWORDS => {
            let dw1 = EventWriteEopWord::from_bits(t(1));
            let event = dw1.event_type().into_bits() as u32;
            let cache = CacheAction::of_eop_word(t(1));
            let hi = EopAddressHi::from_bits(t(3));
            let (flip, label) = if hi.int_sel() == EopIntSel::SEND_INTERRUPT_AFTER_WRITE_CONFIRM {
                let address = (t(2) as u64) | (hi.address_hi() as u64) << 32;
                (
                    PrepareFlip::InterruptLabel {
                        event: EndOfPipeEvent::from_bits(event as u8),
                        cache_action: CacheAction::from_bits(cache as u8),
                        address,
                        value: t(4),
                    },
                    Some((address, t(4))),
                )
            } else {
                (
                    PrepareFlip::Interrupt {
                        event: EndOfPipeEvent::from_bits(event as u8),
                        cache_action: CacheAction::from_bits(cache as u8),
                    },
                    None,
                )
            };
            if tail != flip_eop(event, cache, label) {
                return None;
            }
            flip
        }
        _ => return None,
    };
    Some(PatchedFlip { lock_address, flip })
}
