//! The recipe of one displayed frame on the PS4.
//!
//! A frame that ends in a flip is recorded as
//!
//! 1. [`begin_frame`]: the 256-dword default-state window
//!    ([`init::draw_init_default_hardware_state`]), then the wait until the
//!    back buffer is released by the display ([`flip::wait_flip_done`]);
//! 2. the caller's state and draws (render target, shaders, draw windows);
//! 3. [`end_frame`]: an `EVENT_WRITE_EOP` with `CACHE_FLUSH_AND_INV_TS_EVENT`,
//!    which flushes and invalidates the colour and depth caches at the end of
//!    the pipe and then writes the 32-bit frame label (`DATA_SEL`
//!    `SEND_DATA32_LO`, no interrupt), so the CPU can tell when the GPU has
//!    finished the frame; then the 64-dword prepare-flip NOP
//!    ([`flip::prepare_flip`]), which must be the last 64 dwords of the last
//!    command buffer handed to submit-and-flip.
//!
//! The caller submits [`CommandBuffer::as_slice`] with the system's
//! submit-and-flip call for back buffer `buffer`; the system patches the
//! prepare-flip NOP in place (see [`flip`]).
//!
//! # Example
//!
//! ```
//! use gcn::pm4::CommandBuffer;
//! use gcn::ps4::draw::draw_index_auto;
//! use gcn::ps4::flip::PrepareFlip;
//! use gcn::ps4::frame::{begin_frame, end_frame, FrameEnd, BEGIN_FRAME_DWORDS, END_FRAME_DWORDS};
//! use gcn::ps4::init::InitRevision;
//!
//! let mut storage = [0u32; 512];
//! let mut cb = CommandBuffer::new(&mut storage);
//! let video_out_labels = 0x0000_0040_0000_0000; // from the video-out library
//! begin_frame(&mut cb, InitRevision::Rev350, video_out_labels, 1)?;
//! // ... render target, shaders ...
//! draw_index_auto(&mut cb, 3)?;
//! end_frame(&mut cb, &FrameEnd { label: 0x0000_0040_0001_0000, value: 42, flip: PrepareFlip::Plain })?;
//! assert_eq!(cb.len(), BEGIN_FRAME_DWORDS + 7 + END_FRAME_DWORDS);
//! assert_eq!(cb.as_slice()[cb.len() - 64], 0xC03E_1000); // prepare-flip last
//! # Ok::<(), gcn::ps4::Error>(())
//! ```

use super::Error;
use super::error::checked_window;
use super::flip::{self, PrepareFlip, WAIT_FLIP_DONE_DWORDS};
use super::init::{self, INIT_WINDOW_DWORDS, InitRevision};
use crate::pm4::{CommandBuffer, EopDataSel, EopIntSel, EventType, EventWriteEopWord};

/// Dwords [`begin_frame`] writes: the init window and the wait.
pub const BEGIN_FRAME_DWORDS: usize = INIT_WINDOW_DWORDS + WAIT_FLIP_DONE_DWORDS;
/// Dwords of the end-of-pipe label write.
pub const EOP_LABEL_DWORDS: usize = 6;
/// Dwords [`end_frame`] writes: the label write and the prepare-flip NOP.
pub const END_FRAME_DWORDS: usize = EOP_LABEL_DWORDS + flip::PREPARE_FLIP_DWORDS;

/// How a frame ends.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct FrameEnd {
    /// GPU address of the 32-bit frame label (4-byte aligned, below 2^48).
    pub label: u64,
    /// Value written to the label once the frame's work has left the pipe.
    pub value: u32,
    /// The prepare-flip variant ending the buffer.
    pub flip: PrepareFlip,
}

debug_hex!(FrameEnd { label; value, flip });

/// Begins a frame that renders into video-out buffer `buffer`: the default
/// hardware state window of `revision`, then the wait until the display has
/// released that buffer (`labels` is the GPU address of the video-out label
/// array).
///
/// Errors: those of [`flip::wait_flip_done_fields`]; [`Error::OutOfSpace`]
/// if fewer than [`BEGIN_FRAME_DWORDS`] are free. Nothing is written on error.
pub fn begin_frame(
    cb: &mut CommandBuffer<'_>,
    revision: InitRevision,
    labels: u64,
    buffer: u32,
) -> Result<(), Error> {
    flip::wait_flip_done_fields(labels, buffer)?;
    // One group for both: the initialiser's packets are written straight
    // into it rather than through a group of their own.
    checked_window::<BEGIN_FRAME_DWORDS>(cb, BEGIN_FRAME_DWORDS, |cb| {
        init::write_draw_init(cb, revision)?;
        flip::wait_flip_done(cb, labels, buffer)
    })
}

/// `EVENT_TYPE` of [`end_frame`]'s `EVENT_WRITE_EOP`.
pub const END_FRAME_EVENT: EventType = EventType::CACHE_FLUSH_AND_INV_TS_EVENT;
/// `DATA_SEL` of [`end_frame`]'s `EVENT_WRITE_EOP`: the 32-bit frame label.
pub const END_FRAME_DATA_SEL: EopDataSel = EopDataSel::SEND_DATA32_LO;
/// `INT_SEL` of [`end_frame`]'s `EVENT_WRITE_EOP`: no interrupt.
pub const END_FRAME_INT_SEL: EopIntSel = EopIntSel::NONE;

/// Ends a frame: flush and invalidate the colour and depth caches and write
/// `end.value` to `end.label` at the end of the pipe, then the prepare-flip
/// NOP `end.flip`.
///
/// Errors: [`Error::Address`] for a label address; [`Error::OutOfSpace`] if fewer than [`END_FRAME_DWORDS`]
/// are free. Nothing is written on error.
pub fn end_frame(cb: &mut CommandBuffer<'_>, end: &FrameEnd) -> Result<(), Error> {
    flip::check_label_address(end.label)?;
    flip::prepare_flip_payload(&end.flip)?;
    checked_window::<END_FRAME_DWORDS>(cb, END_FRAME_DWORDS, |cb| {
        cb.event_write_eop(
            END_FRAME_EVENT,
            EventWriteEopWord::new(),
            end.label,
            END_FRAME_DATA_SEL,
            END_FRAME_INT_SEL,
            end.value as u64,
        )?;
        flip::prepare_flip(cb, &end.flip)
    })
}
