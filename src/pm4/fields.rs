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
//! `INCREMENT_CE`, ...). Where generations give the same bits different
//! fields, the bits are written as the generation reads them: gfx6's
//! `INDIRECT_BUFFER` `VMID` is bits \[31:24\], so gfx7's `CACHE_POLICY`
//! \[29:28\] there is `VMID` \[29:28\] (user-mode buffers leave both 0),
//! and gfx8's `PRE_ENA` is gfx7's `OFF_LOAD_POLLING` bit 21.
//!
//! The table is written from the spec (`tests/data/gcn-registers.json`,
//! `pm4.packets.*.body[].fields[].generations` and `fields_by_generation`);
//! a test derives the absent bits of every packet dword from the spec and
//! compares. Not covered: the `EVENT_WRITE` query form's counter fields
//! (`COUNTER_ID`, `STRIDE`, `INSTANCE_ENABLE`, gfx7+), an alternative reading
//! of the address dword the writer always fills with the address.

use super::error::Error;
use super::opcode::{Opcode, gfx_bit};
use crate::regs::Gfx;

/// gfx6 only.
const G6: u8 = 0b001;
/// gfx7 only.
const G7: u8 = 0b010;
/// gfx8 only.
const G8: u8 = 0b100;
/// gfx7 and gfx8.
const G78: u8 = G7 | G8;

/// A packet field the spec gives only some generations.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PacketField {
    /// The packet.
    pub opcode: Opcode,
    /// The packet dword holding the field (the spec's `dw`: 1 is the first
    /// body dword).
    pub dword: u8,
    /// AMD's name of the field.
    pub name: &'static str,
    /// The field's bits in the dword.
    pub mask: u32,
    /// The generations that have it, one bit each (bit 0 gfx6, bit 1 gfx7,
    /// bit 2 gfx8, as [`Opcode::generation_bits`]).
    pub generations: u8,
}

impl PacketField {
    /// Whether generation `gfx` has the field.
    pub const fn exists_on(&self, gfx: Gfx) -> bool {
        self.generations & gfx_bit(gfx) != 0
    }
}

/// `mask` of `width` bits at `lsb`.
const fn bits(lsb: u32, width: u32) -> u32 {
    1u64.wrapping_shl(width).wrapping_sub(1).wrapping_shl(lsb) as u32
}

/// One table row.
const fn f(
    opcode: Opcode,
    dword: u8,
    name: &'static str,
    lsb: u32,
    width: u32,
    g: u8,
) -> PacketField {
    PacketField {
        opcode,
        dword,
        name,
        mask: bits(lsb, width),
        generations: g,
    }
}

use Opcode as O;

/// Every packet field the spec gives only some generations, by packet and
/// dword (for a dword whose layout the spec gives per generation, each
/// layout's fields that not all three generations have at the same bits).
pub const PACKET_FIELDS: [PacketField; 70] = [
    f(O::DISPATCH_DIRECT, 4, "ORDERED_APPEND_MODE", 4, 1, G78),
    f(O::DISPATCH_DIRECT, 4, "USE_THREAD_DIMENSIONS", 5, 1, G78),
    f(O::DISPATCH_DIRECT, 4, "ORDER_MODE", 6, 1, G78),
    f(O::DISPATCH_DIRECT, 4, "DISPATCH_CACHE_CNTL", 7, 3, G78),
    f(O::DISPATCH_DIRECT, 4, "SCALAR_L1_INV_VOL", 10, 1, G78),
    f(O::DISPATCH_DIRECT, 4, "VECTOR_L1_INV_VOL", 11, 1, G78),
    f(O::DISPATCH_DIRECT, 4, "DATA_ATC", 12, 1, G78),
    f(O::DISPATCH_DIRECT, 4, "RESTORE", 14, 1, G78),
    f(O::DISPATCH_INDIRECT, 2, "ORDERED_APPEND_MODE", 4, 1, G78),
    f(O::DISPATCH_INDIRECT, 2, "USE_THREAD_DIMENSIONS", 5, 1, G78),
    f(O::DISPATCH_INDIRECT, 2, "ORDER_MODE", 6, 1, G78),
    f(O::DISPATCH_INDIRECT, 2, "DISPATCH_CACHE_CNTL", 7, 3, G78),
    f(O::DISPATCH_INDIRECT, 2, "SCALAR_L1_INV_VOL", 10, 1, G78),
    f(O::DISPATCH_INDIRECT, 2, "VECTOR_L1_INV_VOL", 11, 1, G78),
    f(O::DISPATCH_INDIRECT, 2, "DATA_ATC", 12, 1, G78),
    f(O::DISPATCH_INDIRECT, 2, "RESTORE", 14, 1, G78),
    f(O::CONTEXT_CONTROL, 1, "ENABLE_USER_CONFIG_REG", 15, 1, G78),
    f(O::CONTEXT_CONTROL, 2, "ENABLE_USER_CONFIG_REG", 15, 1, G78),
    f(O::INDIRECT_BUFFER_CONST, 3, "OFF_LOAD_POLLING", 21, 1, G7),
    f(O::INDIRECT_BUFFER_CONST, 3, "VOLATILE", 22, 1, G7),
    f(O::INDIRECT_BUFFER_CONST, 3, "VALID", 23, 1, G78),
    f(O::INDIRECT_BUFFER_CONST, 3, "VMID", 24, 4, G78),
    f(O::INDIRECT_BUFFER_CONST, 3, "CACHE_POLICY", 28, 2, G78),
    f(O::INDIRECT_BUFFER_CONST, 3, "VMID", 24, 8, G6),
    f(O::INDIRECT_BUFFER_CONST, 3, "PRE_ENA", 21, 1, G8),
    f(O::INDIRECT_BUFFER_CONST, 3, "PRE_RESUME", 30, 1, G8),
    f(O::INDIRECT_BUFFER, 3, "OFF_LOAD_POLLING", 21, 1, G7),
    f(O::INDIRECT_BUFFER, 3, "VOLATILE", 22, 1, G7),
    f(O::INDIRECT_BUFFER, 3, "VALID", 23, 1, G78),
    f(O::INDIRECT_BUFFER, 3, "VMID", 24, 4, G78),
    f(O::INDIRECT_BUFFER, 3, "CACHE_POLICY", 28, 2, G78),
    f(O::INDIRECT_BUFFER, 3, "VMID", 24, 8, G6),
    f(O::INDIRECT_BUFFER, 3, "PRE_ENA", 21, 1, G8),
    f(O::INDIRECT_BUFFER, 3, "PRE_RESUME", 30, 1, G8),
    f(O::DRAW_PREAMBLE, 2, "WD_SWITCH_ON_EOP", 20, 1, G78),
    f(O::DRAW_PREAMBLE, 2, "MAX_PRIMGRP_IN_WAVE", 28, 4, G8),
    f(O::WRITE_DATA, 1, "ATC", 24, 1, G78),
    f(O::WRITE_DATA, 1, "CACHE_POLICY", 25, 2, G78),
    f(O::WRITE_DATA, 1, "VOLATILE", 27, 1, G78),
    f(O::MEM_SEMAPHORE, 2, "ADDR_HI", 0, 16, G78),
    f(O::MEM_SEMAPHORE, 2, "ADDR_HI", 0, 8, G6),
    f(O::MEM_SEMAPHORE, 2, "WAIT_ON_SIGNAL", 12, 1, G6),
    f(O::WAIT_REG_MEM, 1, "OPERATION", 6, 2, G78),
    f(O::WAIT_REG_MEM, 1, "UNCACHED", 10, 1, G8),
    f(O::WAIT_REG_MEM, 1, "ATC", 24, 1, G78),
    f(O::WAIT_REG_MEM, 1, "CACHE_POLICY", 25, 2, G78),
    f(O::WAIT_REG_MEM, 1, "VOLATILE", 27, 1, G78),
    f(O::COPY_DATA, 1, "SRC_ATC", 12, 1, G78),
    f(O::COPY_DATA, 1, "SRC_CACHE_POLICY", 13, 2, G78),
    f(O::COPY_DATA, 1, "SRC_VOLATILE", 15, 1, G78),
    f(O::COPY_DATA, 1, "DST_ATC", 24, 1, G78),
    f(O::COPY_DATA, 1, "DST_CACHE_POLICY", 25, 2, G78),
    f(O::COPY_DATA, 1, "DST_VOLATILE", 27, 1, G78),
    f(O::EVENT_WRITE, 1, "INVALIDATE_L2", 20, 1, G6),
    f(O::EVENT_WRITE, 1, "ATC", 24, 1, G78),
    f(O::EVENT_WRITE_EOP, 1, "TCL1_VOL_ACTION_ENA", 12, 1, G78),
    f(O::EVENT_WRITE_EOP, 1, "TC_VOL_ACTION_ENA", 13, 1, G78),
    f(O::EVENT_WRITE_EOP, 1, "TC_WB_ACTION_ENA", 15, 1, G78),
    f(O::EVENT_WRITE_EOP, 1, "TCL1_ACTION_ENA", 16, 1, G78),
    f(O::EVENT_WRITE_EOP, 1, "TC_ACTION_ENA", 17, 1, G78),
    f(O::EVENT_WRITE_EOP, 1, "INVALIDATE_L2", 20, 1, G6),
    f(O::EVENT_WRITE_EOP, 1, "ATC", 24, 1, G78),
    f(O::EVENT_WRITE_EOP, 1, "CACHE_POLICY", 25, 2, G78),
    f(O::EVENT_WRITE_EOP, 1, "VOLATILE", 27, 1, G78),
    f(O::RELEASE_MEM, 1, "VOLATILE", 27, 1, G78),
    f(O::SET_SH_REG_OFFSET, 1, "INDEX", 31, 1, G8),
    f(O::DUMP_CONST_RAM, 1, "CACHE_POLICY", 25, 2, G78),
    f(O::DUMP_CONST_RAM, 1, "INCREMENT_CS", 30, 1, G8),
    f(O::DUMP_CONST_RAM, 1, "INCREMENT_CE", 31, 1, G8),
    f(O::WAIT_ON_CE_COUNTER, 1, "VOLATILE", 27, 1, G78),
];

/// Whether any row names `opcode` (the writer's fast path skips the others).
fn has_rows(opcode: Opcode) -> bool {
    PACKET_FIELDS.iter().any(|r| r.opcode == opcode)
}

/// The bits of packet dword `dword` (1: first body dword) of `opcode` that
/// some generation gives a field but `gfx` gives none (0: every bit `gfx`
/// has a field for, or no generation has).
pub fn absent_bits(opcode: Opcode, dword: u8, gfx: Gfx) -> u32 {
    let (mut other, mut own) = (0u32, 0u32);
    for row in PACKET_FIELDS
        .iter()
        .filter(|r| r.opcode == opcode && r.dword == dword)
    {
        if row.exists_on(gfx) {
            own |= row.mask;
        } else {
            other |= row.mask;
        }
    }
    other & !own
}

/// The first field (by packet dword, then table order) that `body` (the
/// packet's body dwords; the first [`CHECKED_BODY_DWORDS`] are read) sets
/// but generation `gfx` lacks: its row, or `None` (also for opcode 0x3F
/// with a body other than 3 dwords, `COND_INDIRECT_BUFFER`).
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
                return None;
            }
            PACKET_FIELDS.iter().find(|r| {
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
