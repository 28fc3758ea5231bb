//! Packet fields only some generations have: [`PACKET_FIELDS`], the check
//! [`CommandBuffer::for_gfx`](super::CommandBuffer::for_gfx) buffers make
//! before writing ([`check_fields`]) and the bits a decoder reports
//! ([`absent_bits`], [`absent_field`]).
//!
//! The writer's field words ([`IbControl`](super::IbControl),
//! [`EventWriteEopWord`](super::EventWriteEopWord), ...) are gfx7's with the
//! gfx6-only bits added (`INVALIDATE_L2`). A dword bit that some generation
//! gives a field but the buffer's generation gives none is refused there with
//! [`Error::FieldNotOnGfx`]: on gfx6 the `INDIRECT_BUFFER` `VALID`,
//! `VOLATILE` and `OFF_LOAD_POLLING` bits, the `EVENT_WRITE_EOP` cache
//! actions, `ATC`, `CACHE_POLICY` and `VOLATILE` of the memory packets; on
//! gfx7 and gfx8 the gfx6 `INVALIDATE_L2`; on gfx6 and gfx7 the gfx8-only
//! bits (`WAIT_REG_MEM` `UNCACHED`, `DUMP_CONST_RAM` `INCREMENT_CS` /
//! `INCREMENT_CE`, the `SURFACE_SYNC` / `ACQUIRE_MEM` `COHER_CNTL` bits of
//! [`COHER_CNTL_FIELDS`], the 8-bit index type [`INDEX_TYPE_8`], ...); on
//! gfx8 gfx7's `COHER_CNTL` `TC_VOL_ACTION_ENA`. An event type a generation
//! lacks ([`EVENT_TYPE_VALUES`]: `VGT_EVENT_TYPE` 56..=59 on gfx6, 60 on
//! gfx6 and gfx7) is refused the same way, matched by value. Where generations give the same bits different
//! fields, the bits are written as the generation reads them: gfx6's
//! `INDIRECT_BUFFER` `VMID` is bits \[31:24\], so gfx7's `CACHE_POLICY`
//! \[29:28\] there is `VMID` \[29:28\] (user-mode buffers leave both 0),
//! and gfx8's `PRE_ENA` is gfx7's `OFF_LOAD_POLLING` bit 21.
//!
//! The tables are generated from the spec (`tests/data/gcn-registers.json`,
//! `pm4.packets.*.body[].fields[].generations` and `fields_by_generation`;
//! for [`COHER_CNTL_FIELDS`] the `CP_COHER_CNTL` register entries, for
//! [`INDEX_TYPE_8`] the `VGT_INDEX_TYPE_MODE` values' `generations`, for
//! [`EVENT_TYPE_VALUES`] the `VGT_EVENT_TYPE` values' `generations`) into
//! [`crate::regs::gfx7::packets`] by `tests/regs/codegen_pm4.rs`; a test
//! derives the absent bits of every packet dword from the spec on its own
//! and compares. Not covered: the `EVENT_WRITE` query form's counter fields
//! (`COUNTER_ID`, `STRIDE`, `INSTANCE_ENABLE`, gfx7+), an alternative reading
//! of the address dword the writer always fills with the address.

use super::error::Error;
use super::opcode::{Opcode, gfx_bit};
use crate::regs::Gfx;

pub use crate::regs::gfx7::packets::{
    COHER_CNTL_FIELDS, EVENT_TYPE_VALUES, INDEX_TYPE_8, PACKET_FIELDS, PacketField, PacketValue,
};

impl PacketField {
    /// Whether generation `gfx` has the field.
    pub const fn exists_on(&self, gfx: Gfx) -> bool {
        self.generations & gfx_bit(gfx) != 0
    }
}

impl super::BodyDwords {
    /// Whether generation `gfx` lays the packet out with this body length.
    pub const fn exists_on(&self, gfx: Gfx) -> bool {
        self.generations & gfx_bit(gfx) != 0
    }
}

use Opcode as O;

/// Every row: [`PACKET_FIELDS`], then [`COHER_CNTL_FIELDS`] and
/// [`INDEX_TYPE_8`].
fn rows() -> impl Iterator<Item = &'static PacketField> {
    PACKET_FIELDS
        .iter()
        .chain(COHER_CNTL_FIELDS.iter())
        .chain(core::iter::once(&INDEX_TYPE_8))
}

/// Whether any row or [`EVENT_TYPE_VALUES`] row names `opcode` (the
/// writer's fast path skips the others).
fn has_rows(opcode: Opcode) -> bool {
    rows().any(|r| r.opcode == opcode) || EVENT_TYPE_VALUES.iter().any(|v| v.field.opcode == opcode)
}

/// The [`EVENT_TYPE_VALUES`] row whose value `word` (packet dword `dword`
/// of `opcode`) holds, if generation `gfx` lacks that value.
fn absent_value(opcode: Opcode, dword: u8, word: u32, gfx: Gfx) -> Option<&'static PacketField> {
    EVENT_TYPE_VALUES
        .iter()
        .map(|v| (&v.field, v.value))
        .find(|(f, value)| {
            f.opcode == opcode && f.dword == dword && word & f.mask == *value && !f.exists_on(gfx)
        })
        .map(|(f, _)| f)
}

/// The bits of packet dword `dword` (1: first body dword) of `opcode` that
/// some generation gives a field but `gfx` gives none (0: every bit `gfx`
/// has a field for, or no generation has); field values some generations
/// lack ([`EVENT_TYPE_VALUES`]) are values, not bits, so not counted here.
pub fn absent_bits(opcode: Opcode, dword: u8, gfx: Gfx) -> u32 {
    let (mut other, mut own) = (0u32, 0u32);
    for row in rows().filter(|r| r.opcode == opcode && r.dword == dword) {
        if row.exists_on(gfx) {
            own |= row.mask;
        } else {
            other |= row.mask;
        }
    }
    other & !own
}

/// The first field (by packet dword, then table order, then the
/// [`EVENT_TYPE_VALUES`] value rows) that `body` (the packet's body dwords;
/// the first [`CHECKED_BODY_DWORDS`] are read) sets but generation `gfx`
/// lacks: its row, or `None` (also for opcode 0x3F with a body other than
/// 3 dwords, `COND_INDIRECT_BUFFER`).
pub fn absent_field(opcode: Opcode, body: &[u32], gfx: Gfx) -> Option<&'static PacketField> {
    // Opcode 0x3F with another body than INDIRECT_BUFFER's 3 dwords is
    // COND_INDIRECT_BUFFER, which has no per-generation fields.
    let ib_form = opcode != O::INDIRECT_BUFFER || body.len() == 3;
    if !ib_form || !has_rows(opcode) {
        return None;
    }
    body.iter()
        .take(CHECKED_BODY_DWORDS)
        .zip(1u8..)
        .find_map(|(&word, dword)| {
            let bad = word & absent_bits(opcode, dword, gfx);
            if bad == 0 {
                return absent_value(opcode, dword, word, gfx);
            }
            rows().find(|r| {
                r.opcode == opcode && r.dword == dword && !r.exists_on(gfx) && r.mask & bad != 0
            })
        })
}

/// Body dwords the check reads (the last field of [`PACKET_FIELDS`] sits in
/// packet dword 4).
pub const CHECKED_BODY_DWORDS: usize = 4;

/// [`Error::FieldNotOnGfx`] if `body` (at least the first
/// [`CHECKED_BODY_DWORDS`] body dwords, or all of a shorter body) sets a
/// field generation `gfx` does not have.
pub fn check_fields(opcode: Opcode, body: &[u32], gfx: Gfx) -> Result<(), Error> {
    match absent_field(opcode, body, gfx) {
        Some(row) => Err(Error::FieldNotOnGfx {
            opcode,
            field: row.name,
            gfx,
        }),
        None => Ok(()),
    }
}

/// [`check_fields`] of a packet the writer is about to encode: only for
/// opcodes the tables name, from the first body dwords written into a
/// stack copy (so nothing reaches the caller's buffer before the check).
pub(crate) fn check_packet<'p, P: super::TypedPacket<'p>>(
    packet: &P,
    gfx: Gfx,
) -> Result<(), Error> {
    if !has_rows(P::OPCODE) {
        return Ok(());
    }
    let mut head = [0u32; CHECKED_BODY_DWORDS];
    let n = packet.body_len().min(CHECKED_BODY_DWORDS);
    let head = head.get_mut(..n).unwrap_or(&mut []);
    packet.write_body(head);
    check_fields(P::OPCODE, head, gfx)
}
