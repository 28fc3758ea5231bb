//! The writer's error type.

use crate::regs::gfx7::packets::Opcode;
use crate::regs::{AddressError, Gfx, Space};

/// Why a PM4 packet was not written.
///
/// Every fallible method of [`CommandBuffer`](super::CommandBuffer) returns
/// this error and, when it does, leaves the buffer exactly as it was: length
/// unchanged and no dword written.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Error {
    /// The packet (or reserved group) needs `needed` dwords but only
    /// `remaining` are left in the buffer (or in the reservation).
    OutOfSpace {
        /// Dwords the packet needs, header included.
        needed: usize,
        /// Dwords still free.
        remaining: usize,
    },
    /// A GPU address does not have the alignment the packet field requires,
    /// or has bits set above what the packet's address fields hold
    /// (`field` is AMD's name of the packet field, e.g. `ADDRESS_LO`).
    Address(AddressError),
    /// A register write names registers outside the address space of the
    /// `SET_*_REG` packet used (first register `offset`, `count` registers).
    RegisterOutsideSpace {
        /// The register space the packet writes.
        space: Space,
        /// Dword offset of the first register, relative to the space base.
        offset: u32,
        /// Number of consecutive registers written.
        count: usize,
    },
    /// A register list handed to
    /// [`set_reg_list`](super::CommandBuffer::set_reg_list) is not sorted by
    /// strictly increasing offset (`offset` follows an equal or larger one).
    UnsortedRegisters {
        /// The first offset that is not larger than its predecessor.
        offset: u16,
    },
    /// A count (dwords, registers, bytes, draws, ...) lies outside the range
    /// the packet field can encode or the hardware accepts.
    CountOutOfRange {
        /// AMD's name of the field (e.g. `IB_SIZE`, `BYTE_COUNT`).
        field: &'static str,
        /// The value given.
        value: u64,
        /// Smallest accepted value.
        min: u64,
        /// Largest accepted value.
        max: u64,
    },
    /// A value is wider than its packet field or violates a rule the spec
    /// states for it (e.g. a multiple of 8).
    InvalidField {
        /// AMD's name of the field.
        field: &'static str,
        /// The value given.
        value: u64,
    },
    /// An alignment argument is not a power of two.
    BadAlignment {
        /// The alignment given, in bytes.
        align: u32,
    },
    /// A packet pushed ([`CommandBuffer::push`](super::CommandBuffer::push))
    /// or a decoded packet handed back to the encoder
    /// ([`Packet::encode_into`](crate::decode::Packet::encode_into)) has a
    /// body its layout or the header `COUNT` cannot frame: a variable-length
    /// packet without data (`WRITE_DATA`, `WRITE_CONST_RAM`), a type-3 body
    /// of 0 dwords (allowed for `NOP` only) or over
    /// [`MAX_BODY_DWORDS`](super::MAX_BODY_DWORDS) (a `NOP` body of exactly
    /// that many would read as the header-only `NOP`), or a type-0 packet
    /// with no values or more than `COUNT` can count.
    BodyLength {
        /// The type-3 opcode, or `None` for a type-0 packet.
        opcode: Option<Opcode>,
        /// Body dwords (values for type 0) the packet holds.
        len: usize,
        /// Fewest the layout accepts.
        min: usize,
        /// Most the layout accepts.
        max: usize,
    },
    /// The packet does not exist on the buffer's generation (the spec's
    /// `pm4.opcodes[].generations`, e.g. `ACQUIRE_MEM`, `DMA_DATA` and
    /// `SET_UCONFIG_REG` are gfx7+).
    PacketNotOnGfx {
        /// The type-3 opcode.
        opcode: Opcode,
        /// The buffer's generation.
        gfx: Gfx,
    },
    /// The packet exists on the buffer's generation with another body layout
    /// than the one written: the gfx7 one the writer encodes (the spec's
    /// `body_by_generation`: `COND_EXEC` on gfx6), or, for
    /// a decoded packet, another generation's (gfx6's 3-dword `COND_EXEC`
    /// on gfx7 or gfx8).
    PacketLayoutNotOnGfx {
        /// The type-3 opcode.
        opcode: Opcode,
        /// The buffer's generation.
        gfx: Gfx,
    },
    /// A `SET_*_REG` of a buffer made with
    /// [`CommandBuffer::for_gfx`](super::CommandBuffer::for_gfx) writes dword
    /// `offset` of `space`, a register another generation has there but the
    /// buffer's generation does not (e.g. config `0x256`, gfx6's
    /// `VGT_PRIMITIVE_TYPE`, on gfx7).
    RegisterNotOnGfx {
        /// The register space written.
        space: Space,
        /// Dword offset of the register, relative to the space base.
        offset: u16,
        /// The buffer's generation.
        gfx: Gfx,
    },
    /// A `SET_*_REG` of a buffer made with
    /// [`CommandBuffer::for_gfx`](super::CommandBuffer::for_gfx) writes a
    /// value with bits another generation gives a field of the register and
    /// the buffer's generation gives none (e.g. gfx7's `DB_COUNT_CONTROL`
    /// `SAMPLE_RATE`, written through the shared type, on gfx6).
    RegisterFieldNotOnGfx {
        /// AMD's register name on the buffer's generation.
        register: &'static str,
        /// AMD's name of the field another generation has there.
        field: &'static str,
        /// The buffer's generation.
        gfx: Gfx,
    },
    /// A packet of a buffer made with
    /// [`CommandBuffer::for_gfx`](super::CommandBuffer::for_gfx) sets bits
    /// of a field the buffer's generation does not have in that dword
    /// ([`PACKET_FIELDS`](super::PACKET_FIELDS): e.g. `VALID` of the
    /// `INDIRECT_BUFFER` control dword, or the `EVENT_WRITE_EOP` cache
    /// actions, on gfx6).
    FieldNotOnGfx {
        /// The type-3 opcode.
        opcode: Opcode,
        /// AMD's name of the field (as the generation that has it names it).
        field: &'static str,
        /// The buffer's generation.
        gfx: Gfx,
    },
    /// A method of a buffer made with
    /// [`CommandBuffer::for_gfx`](super::CommandBuffer::for_gfx) was given a
    /// field value (by its gfx7 number) whose name the buffer's generation
    /// does not have (the spec's per-generation values: `TC_OP_WBINVL1_VOL`
    /// as `ATOMIC_MEM`'s `ATOMIC_OP` on gfx6).
    ValueNotOnGfx {
        /// AMD's name of the field.
        field: &'static str,
        /// The value given (gfx7's number).
        value: u64,
        /// The buffer's generation.
        gfx: Gfx,
    },
}

/// The generation's name as the spec writes it (`gfx6`).
pub(crate) const fn gfx_name(gfx: Gfx) -> &'static str {
    match gfx {
        Gfx::Gfx6 => "gfx6",
        Gfx::Gfx7 => "gfx7",
        Gfx::Gfx8 => "gfx8",
    }
}

display_messages!(Error {
    Error::OutOfSpace { needed, remaining } => "command buffer out of space: packet needs {needed} dwords, {remaining} left";
    Error::Address(e) => "{e}";
    Error::RegisterOutsideSpace { space, offset, count } => "{count} register(s) at offset {offset:#x} do not lie in the {} space", space.name();
    Error::UnsortedRegisters { offset } => "register list not sorted by strictly increasing offset at {offset:#x}";
    Error::CountOutOfRange { field, value, min, max } => "{field} = {value} is outside {min}..={max}";
    Error::InvalidField { field, value } => "{field} = {value:#x} is not a valid value for the field";
    Error::BadAlignment { align } => "alignment {align} is not a power of two";
    Error::BodyLength { opcode: Some(op), len, min, max } => "{op} body of {len} dwords is outside {min}..={max}";
    Error::BodyLength { opcode: None, len, min, max } => "type-0 packet of {len} values is outside {min}..={max}";
    Error::PacketNotOnGfx { opcode, gfx } => "{opcode} does not exist on {}", gfx_name(gfx);
    Error::PacketLayoutNotOnGfx { opcode, gfx } => "{opcode} has another body layout on {} than the one written", gfx_name(gfx);
    Error::RegisterNotOnGfx { space, offset, gfx } => "{} register {offset:#x} does not exist on {}", space.name(), gfx_name(gfx);
    Error::RegisterFieldNotOnGfx { register, field, gfx } => "{register} has no field {field} on {}", gfx_name(gfx);
    Error::FieldNotOnGfx { opcode, field, gfx } => "{opcode} sets {field}, a field {} does not have", gfx_name(gfx);
    Error::ValueNotOnGfx { field, value, gfx } => "{field} = {value} (gfx7's number) names a value {} does not have", gfx_name(gfx);
});

impl core::error::Error for Error {}

address_error!(Error);

/// Checks `min <= value <= max` for a count field.
pub(crate) const fn check_count(
    field: &'static str,
    value: u64,
    min: u64,
    max: u64,
) -> Result<(), Error> {
    if value < min || value > max {
        Err(Error::CountOutOfRange {
            field,
            value,
            min,
            max,
        })
    } else {
        Ok(())
    }
}
