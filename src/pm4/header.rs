//! Packet headers: type 3 (every packet this writer emits), type 0 and the
//! type-2 filler. The header words, [`MAX_BODY_DWORDS`] and [`TYPE2_FILLER`](crate::regs::gfx7::packets::TYPE2_FILLER)
//! are generated from the spec ([`crate::regs::gfx7::packets`]); this module
//! builds and reads them.

use super::opcode::Opcode;
pub(crate) use crate::regs::gfx7::packets::{MAX_BODY_DWORDS, Type3Header};
use crate::regs::gfx7::pm4::{PacketType, ShaderType};

/// `COUNT` value of a header-only `NOP` (no body at all): the largest `COUNT`.
pub const NOP_HEADER_ONLY_COUNT: u16 = MAX_BODY_DWORDS.wrapping_sub(1) as u16;

/// The type-3 header for a packet with `body_dwords` body dwords.
///
/// `body_dwords` must lie in `1..=MAX_BODY_DWORDS`; the writer guarantees this
/// before calling. An out-of-range value is masked to the 14-bit field, never
/// a panic.
#[inline]
pub const fn type3_header(
    opcode: Opcode,
    body_dwords: usize,
    predicate: bool,
    shader: ShaderType,
) -> Type3Header {
    Type3Header::new()
        .with_predicate(predicate)
        .with_shader_type(shader)
        .with_opcode(opcode)
        .with_count((body_dwords.wrapping_sub(1) & MAX_BODY_DWORDS.wrapping_sub(1)) as u16)
        .with_packet_type(PacketType::TYPE3)
}

/// [`type3_header`] as a dword.
#[inline]
pub const fn type3(opcode: Opcode, body_dwords: usize, predicate: bool, shader: ShaderType) -> u32 {
    type3_header(opcode, body_dwords, predicate, shader).into_bits()
}

/// Body dwords of the type-3 packet whose header is `header`
/// (`COUNT + 1`, or 0 for a header-only `NOP`).
pub const fn body_dwords(header: Type3Header) -> usize {
    if header.opcode().into_bits() == Opcode::NOP.into_bits()
        && header.count() == NOP_HEADER_ONLY_COUNT
    {
        0
    } else {
        (header.count() as usize).saturating_add(1)
    }
}

static_assertions::assert_eq_size!(Type3Header, u32);
