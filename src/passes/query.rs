//! Occlusion queries: the begin / end samples of `ZPASS_DONE` and draws
//! predicated on the result.
//!
//! Each render backend (RB) of the GPU writes its own 64-bit sample of the
//! passed-sample counter when the DB sees `ZPASS_DONE`: the begin sample at
//! `16 * rb`, the end sample at `16 * rb + 8` of the query's result area. The
//! PS4 base GPU has 8 RBs, so a result is [`QUERY_BYTES`] = 128 bytes; the
//! query's count is the sum over RBs of `end - begin` (what
//! `SET_PREDICATION` with `PRED_OP = ZPASS` evaluates). Layout and register
//! values as radeonsi programs gfx7 (`si_query.c`, `si_state.c`
//! `DB_COUNT_CONTROL`).
//!
//! | step | function | records |
//! |---|---|---|
//! | begin | [`begin_occlusion_query`] | a `DMA_DATA` fill of the 128 bytes with 0 with `CP_SYNC` (the CP waits for the clear), `DB_COUNT_CONTROL` counting (`PERFECT_ZPASS_COUNTS`, `ZPASS_ENABLE`, both slice enables, the sample rate), `EVENT_WRITE` `ZPASS_DONE` at the begin slots |
//! | end | [`end_occlusion_query`] | `EVENT_WRITE` `ZPASS_DONE` at `address + 8`, `DB_COUNT_CONTROL` = 0 (counting off, as radeonsi on gfx7; on a gfx6 buffer [`NOT_COUNTING_GFX6`]) |
//! | predicate | [`begin_predication`] | `SET_PREDICATION` `ZPASS` on the result; the buffer's predicate toggle on, so the following draws carry `PREDICATE` |
//! | end predicate | [`end_predication`] | `SET_PREDICATION` `CLEAR`; the toggle off |
//!
//! ```
//! use gcn::passes::query::{begin_occlusion_query, begin_predication, end_occlusion_query, end_predication};
//! use gcn::pm4::CommandBuffer;
//!
//! let mut words = [0u32; 64];
//! let mut cb = CommandBuffer::new(&mut words);
//! begin_occlusion_query(&mut cb, 0x40_0000, 0)?;
//! // ... the occluder's draws ...
//! end_occlusion_query(&mut cb, 0x40_0000)?;
//! // Draw if visible, or if the result is not final yet.
//! begin_predication(&mut cb, 0x40_0000, true, false)?;
//! assert!(cb.predicate());
//! // ... the predicated draws ...
//! end_predication(&mut cb)?;
//! # Ok::<(), gcn::blocks::Error>(())
//! ```

use super::record;
use crate::blocks::Error;
use crate::pm4::{
    CommandBuffer, DmaCommand, DmaDataControl, DmaDataSrcSel, EventType, SetPredicationBoolean,
    SetPredicationHint, SetPredicationPredOp,
};
use crate::regs::{DbCountControl, Gfx, Register};

/// Bytes of an occlusion query's result on the PS4 base GPU: 8 render
/// backends, each a 64-bit begin and a 64-bit end sample.
///
/// This holds only for a GPU whose 8 render backends are all enabled. Each
/// RB writes at `16 * rb`, so a GPU with more RBs writes past these bytes;
/// and a disabled RB writes nothing, so its pair stays 0 without the
/// "written" bit 63 that `SET_PREDICATION` with `WAIT` and a reader of the
/// result look for (radeonsi pre-sets that bit in the pairs of disabled RBs,
/// `si_query.c`, which [`begin_occlusion_query`] does not).
pub const QUERY_BYTES: u32 = 128;

/// Byte offset of the end samples from the begin samples.
pub const END_OFFSET: u64 = 8;

/// `DB_COUNT_CONTROL` while a query counts: `PERFECT_ZPASS_COUNTS`,
/// `ZPASS_ENABLE` = 1, `SLICE_EVEN_ENABLE` = `SLICE_ODD_ENABLE` = 1, and
/// `SAMPLE_RATE` = `log2_samples`.
///
/// # Errors
/// [`Error::InvalidRange`] for `log2_samples` above 4 (16 samples, the
/// most a gfx7 target has).
pub const fn counting(log2_samples: u8) -> Result<DbCountControl, Error> {
    if log2_samples > 4 {
        return Err(Error::InvalidRange {
            what: "occlusion query sample count above 16",
        });
    }
    Ok(DbCountControl::new()
        .with_perfect_zpass_counts(true)
        .with_sample_rate(log2_samples)
        .with_zpass_enable(1)
        .with_slice_even_enable(1)
        .with_slice_odd_enable(1))
}

/// `DB_COUNT_CONTROL` with no query counting on gfx7: 0, so `ZPASS_ENABLE` =
/// 0. radeonsi writes this value on gfx7 and later and sets
/// `ZPASS_INCREMENT_DISABLE` only on gfx6 (`si_state.c`,
/// [`NOT_COUNTING_GFX6`]).
pub const NOT_COUNTING: DbCountControl = crate::blocks::depth_stencil::NOT_COUNTING;

/// `DB_COUNT_CONTROL` with no query counting on gfx6: `ZPASS_INCREMENT_DISABLE`
/// = 1, as radeonsi writes it there. [`end_occlusion_query`] writes it into
/// a gfx6 [`for_gfx`](CommandBuffer::for_gfx) buffer.
pub const NOT_COUNTING_GFX6: DbCountControl = crate::blocks::depth_stencil::NOT_COUNTING_GFX6;

/// Begins an occlusion query whose [`QUERY_BYTES`] result is at `address`
/// (16-byte aligned): clears the result, waits for the clear, starts
/// counting for a target of `1 << log2_samples` samples and writes the begin
/// samples.
///
/// # What the caller guarantees
/// - The result area is idle: nothing still in flight on the GPU writes or
///   reads it. The clear is a CP `DMA_DATA` that waits only for itself
///   (`CP_SYNC`); the DB writes a `ZPASS_DONE` sample when the draws before
///   it have passed the depth test, later than the CP moves on. So an area
///   whose earlier query's [`end_occlusion_query`] may not have landed yet
///   (or that a `SET_PREDICATION` or a copy of the earlier result still
///   reads) can be written by that sample after the clear, giving a wrong
///   count. Reuse an area only after the GPU has passed a point after its
///   last use (an end-of-pipe fence the CPU or CP waited for, e.g. the
///   frame that used it completing), or give each query of a frame its own
///   area.
/// - The GPU has exactly the 8 render backends of the PS4 base GPU, all
///   enabled (see [`QUERY_BYTES`]).
///
/// # Errors
/// [`Error::InvalidRange`] for `log2_samples` above 4 (16 samples) or an
/// address not 16-byte aligned; [`Error::Pm4`] for an address wider than 48
/// bits or when `cb` has no room. Nothing is written on error.
pub fn begin_occlusion_query(
    cb: &mut CommandBuffer<'_>,
    address: u64,
    log2_samples: u8,
) -> Result<(), Error> {
    let count = counting(log2_samples)?;
    check_aligned(address)?;
    record(cb, |c| {
        let fill = DmaDataControl::new()
            .with_src_sel(DmaDataSrcSel::DATA)
            .with_cp_sync(true);
        c.dma_data(fill, 0, address, QUERY_BYTES, DmaCommand::new())?;
        c.set_context_regs(DbCountControl::OFFSET, &[count.into_bits()])?;
        c.event_write_query(EventType::ZPASS_DONE, address)?;
        Ok(())
    })
}

/// Ends the occlusion query at `address`: writes the end samples at
/// `address + 8` and stops counting ([`NOT_COUNTING`], or
/// [`NOT_COUNTING_GFX6`] in a gfx6 [`for_gfx`](CommandBuffer::for_gfx)
/// buffer).
///
/// # Errors
/// As for [`begin_occlusion_query`]'s address and space. Nothing is written on error.
pub fn end_occlusion_query(cb: &mut CommandBuffer<'_>, address: u64) -> Result<(), Error> {
    check_aligned(address)?;
    let stop = match cb.gfx() {
        Gfx::Gfx6 => NOT_COUNTING_GFX6,
        Gfx::Gfx7 | Gfx::Gfx8 => NOT_COUNTING,
    };
    record(cb, |c| {
        c.event_write_query(EventType::ZPASS_DONE, address.saturating_add(END_OFFSET))?;
        c.set_context_regs(DbCountControl::OFFSET, &[stop.into_bits()])?;
        Ok(())
    })
}

/// Predicates the draws that follow on the query result at `address`: with
/// `visible` they run when samples passed (`DRAW_IF_VISIBLE_OR_NO_OVERFLOW`),
/// otherwise when none did; with `wait` the CP waits for the result,
/// otherwise it draws while the result is not final (`DRAW_IF_NOT_READY`).
/// Turns `cb`'s predicate toggle on.
///
/// # Errors
/// [`Error::Pm4`] for a misaligned or too-wide address or no room (nothing
/// written, the toggle unchanged).
pub fn begin_predication(
    cb: &mut CommandBuffer<'_>,
    address: u64,
    visible: bool,
    wait: bool,
) -> Result<(), Error> {
    let boolean = if visible {
        SetPredicationBoolean::DRAW_IF_VISIBLE_OR_NO_OVERFLOW
    } else {
        SetPredicationBoolean::DRAW_IF_NOT_VISIBLE_OR_OVERFLOW
    };
    let hint = if wait {
        SetPredicationHint::WAIT
    } else {
        SetPredicationHint::DRAW_IF_NOT_READY
    };
    cb.set_predication(SetPredicationPredOp::ZPASS, address, boolean, hint, false)?;
    cb.set_predicate(true);
    Ok(())
}

/// Ends predication: `SET_PREDICATION` with `PRED_OP = CLEAR`, and `cb`'s
/// predicate toggle off.
///
/// # Errors
/// [`Error::Pm4`] when `cb` has no room (nothing written, the toggle unchanged).
pub fn end_predication(cb: &mut CommandBuffer<'_>) -> Result<(), Error> {
    // The toggle goes off first so SET_PREDICATION itself is not predicated.
    let was = cb.predicate();
    cb.set_predicate(false);
    let written = cb.set_predication(
        SetPredicationPredOp::CLEAR,
        0,
        SetPredicationBoolean::DRAW_IF_NOT_VISIBLE_OR_OVERFLOW,
        SetPredicationHint::WAIT,
        false,
    );
    if written.is_err() {
        cb.set_predicate(was);
    }
    written?;
    Ok(())
}

/// The query result's alignment: 16 bytes (the `SET_PREDICATION` `ZPASS` rule).
fn check_aligned(address: u64) -> Result<(), Error> {
    if !address.is_multiple_of(16) {
        return Err(Error::InvalidRange {
            what: "occlusion query result address not 16-byte aligned",
        });
    }
    Ok(())
}
