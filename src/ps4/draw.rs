//! Draw windows: draws of the fixed dword footprint the system driver gives
//! them.
//!
//! The platform's driver library reserves a fixed number of dwords for each
//! draw and the system driver fills them: the draw packet, then a NOP filler
//! with three payload dwords (header `0xC002_1000`, written as zero here) up
//! to the reserved size. Tools that walk PS4 command streams rely on these
//! shapes. Sizes and contents (base mode) from shadPS4
//! `src/core/libraries/gnmdriver/gnmdriver.cpp` (`sceGnmDrawIndex`,
//! `sceGnmDrawIndexAuto`, `sceGnmDrawIndexOffset`):
//!
//! | window | dwords | packets |
//! |---|---|---|
//! | [`draw_index`] | 10 | `DRAW_INDEX_2` (`MAX_SIZE` = `INDEX_COUNT`, `DRAW_INITIATOR` 0 = `DI_SRC_SEL_DMA`) + filler |
//! | [`draw_index_auto`] | 7 | `DRAW_INDEX_AUTO` (`DRAW_INITIATOR` 2 = `DI_SRC_SEL_AUTO_INDEX`) + filler |
//! | [`draw_index_offset`] | 9 | `DRAW_INDEX_OFFSET_2` (`MAX_SIZE` = `INDEX_COUNT`, `DRAW_INITIATOR` 0) + filler |
//!
//! The driver refuses an index buffer address that is zero or odd.
//! Predication follows the command buffer's toggle
//! ([`CommandBuffer::set_predicate`]).
//!
//! # Example
//!
//! ```
//! use gcn::pm4::CommandBuffer;
//! use gcn::ps4::draw::{draw_index_auto, DRAW_INDEX_AUTO_WINDOW_DWORDS};
//!
//! let mut storage = [0u32; 16];
//! let mut cb = CommandBuffer::new(&mut storage);
//! draw_index_auto(&mut cb, 3)?;
//! assert_eq!(cb.len(), DRAW_INDEX_AUTO_WINDOW_DWORDS);
//! assert_eq!(cb.as_slice(), &[0xC001_2D00, 3, 2, 0xC002_1000, 0, 0, 0]);
//! # Ok::<(), gcn::ps4::Error>(())
//! ```

use super::Error;
use super::error::{check_address, check_space};
use crate::pm4::{CommandBuffer, DrawInitiator};

/// Dwords of the NOP filler after a draw packet (header + 3 zero dwords).
pub const DRAW_FILLER_DWORDS: usize = 4;
/// Dwords of the indexed draw window.
pub const DRAW_INDEX_WINDOW_DWORDS: usize = 6 + DRAW_FILLER_DWORDS;
/// Dwords of the auto-index draw window.
pub const DRAW_INDEX_AUTO_WINDOW_DWORDS: usize = 3 + DRAW_FILLER_DWORDS;
/// Dwords of the index-offset draw window.
pub const DRAW_INDEX_OFFSET_WINDOW_DWORDS: usize = 5 + DRAW_FILLER_DWORDS;

/// The filler NOP (3 zero payload dwords).
fn filler(cb: &mut CommandBuffer<'_>) -> Result<(), Error> {
    cb.nop(&[0; DRAW_FILLER_DWORDS - 1])?;
    Ok(())
}

/// Writes the 10-dword indexed draw window: `index_count` indices read from
/// the index buffer at `index_address` (the index type and size come from
/// the `INDEX_TYPE` state).
///
/// Errors: [`Error::NullAddress`]; [`Error::Address`] for an odd
/// address; [`Error::OutOfSpace`]. Nothing is written on error.
pub fn draw_index(
    cb: &mut CommandBuffer<'_>,
    index_count: u32,
    index_address: u64,
) -> Result<(), Error> {
    if index_address == 0 {
        return Err(Error::NullAddress);
    }
    check_address("INDEX_BASE", index_address, 2, 64)?;
    check_space(cb, DRAW_INDEX_WINDOW_DWORDS)?;
    cb.draw_index_2(index_count, index_address, index_count, DrawInitiator::DMA)?;
    filler(cb)
}

/// Writes the 7-dword auto-index draw window: `vertex_count` vertices with
/// generated indices.
///
/// Errors: [`Error::OutOfSpace`]; nothing is written then.
pub fn draw_index_auto(cb: &mut CommandBuffer<'_>, vertex_count: u32) -> Result<(), Error> {
    check_space(cb, DRAW_INDEX_AUTO_WINDOW_DWORDS)?;
    cb.draw_index_auto(vertex_count, DrawInitiator::AUTO_INDEX)?;
    filler(cb)
}

/// Writes the 9-dword index-offset draw window: `index_count` indices
/// starting `index_offset` indices into the buffer set with `INDEX_BASE` and
/// `INDEX_BUFFER_SIZE`.
///
/// Errors: [`Error::OutOfSpace`]; nothing is written then.
pub fn draw_index_offset(
    cb: &mut CommandBuffer<'_>,
    index_offset: u32,
    index_count: u32,
) -> Result<(), Error> {
    check_space(cb, DRAW_INDEX_OFFSET_WINDOW_DWORDS)?;
    cb.draw_index_offset_2(index_count, index_offset, index_count, DrawInitiator::DMA)?;
    filler(cb)
}
