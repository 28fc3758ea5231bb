//! Packet headers: type 3 (every packet this writer emits), type 0 and the
//! type-2 filler.

use super::opcode::Opcode;
use crate::regs::gfx7::pm4::{PacketType, ShaderType};

crate::regs::word! {
    /// The type-3 packet header (dword 0 of every packet).
    #[derive(PartialEq, Eq)]
    pub struct Type3Header {
        /// `PREDICATE` \[0\]: skip the packet when the predicate set by `SET_PREDICATION` is false.
        pub predicate: bool [PREDICATE_OFFSET, PREDICATE_BITS] => with_predicate, with_predicate_checked, set_predicate, set_predicate_checked;
        /// `SHADER_TYPE` \[1\]: graphics or compute.
        #[bits(1, default = 0)]
        pub shader_type: ShaderType [SHADER_TYPE_OFFSET, SHADER_TYPE_BITS] => with_shader_type, with_shader_type_checked, set_shader_type, set_shader_type_checked;
        /// Reserved \[7:2\], zero on gfx6-8.
        #[bits(6)]
        __: u8;
        /// `IT_OPCODE` \[15:8\].
        #[bits(8, default = 0)]
        pub opcode: Opcode [OPCODE_OFFSET, OPCODE_BITS] => with_opcode, with_opcode_checked, set_opcode, set_opcode_checked;
        /// `COUNT` \[29:16\]: body dwords minus one.
        #[bits(14)]
        pub count: u16 [COUNT_OFFSET, COUNT_BITS] => with_count, with_count_checked, set_count, set_count_checked;
        /// `TYPE` \[31:30\]: 3.
        #[bits(2, default = 0)]
        pub packet_type: PacketType [PACKET_TYPE_OFFSET, PACKET_TYPE_BITS] => with_packet_type, with_packet_type_checked, set_packet_type, set_packet_type_checked;
    }
}

crate::regs::word! {
    /// The type-0 header: writes `COUNT + 1` consecutive registers (privileged;
    /// never emitted by this writer, kept for decoders).
    #[derive(PartialEq, Eq)]
    pub struct Type0Header {
        /// `BASE_INDEX` \[14:0\]: dword register address of the first register.
        #[bits(15)]
        pub base_index: u16 [BASE_INDEX_OFFSET, BASE_INDEX_BITS] => with_base_index, with_base_index_checked, set_base_index, set_base_index_checked;
        /// `ONE_REG_WR` \[15\]: write every value to the same register.
        pub one_reg_wr: bool [ONE_REG_WR_OFFSET, ONE_REG_WR_BITS] => with_one_reg_wr, with_one_reg_wr_checked, set_one_reg_wr, set_one_reg_wr_checked;
        /// `COUNT` \[29:16\]: number of values minus one.
        #[bits(14)]
        pub count: u16 [COUNT_OFFSET, COUNT_BITS] => with_count, with_count_checked, set_count, set_count_checked;
        /// `TYPE` \[31:30\]: 0.
        #[bits(2, default = 0)]
        pub packet_type: PacketType [PACKET_TYPE_OFFSET, PACKET_TYPE_BITS] => with_packet_type, with_packet_type_checked, set_packet_type, set_packet_type_checked;
    }
}

/// The one-dword type-2 filler packet.
pub const TYPE2_FILLER: u32 = 0x8000_0000;

/// Largest body a type-3 packet can carry, in dwords (`COUNT` is 14 bits).
pub const MAX_BODY_DWORDS: usize = 1 << 14;

/// `COUNT` value of a header-only `NOP` (no body at all).
pub const NOP_HEADER_ONLY_COUNT: u16 = 0x3FFF;

/// The type-3 header for a packet with `body_dwords` body dwords.
///
/// `body_dwords` must lie in `1..=MAX_BODY_DWORDS`; the writer guarantees this
/// before calling. An out-of-range value is masked to the 14-bit field, never
/// a panic.
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
        .with_count((body_dwords.wrapping_sub(1) & 0x3FFF) as u16)
        .with_packet_type(PacketType::TYPE3)
}

/// [`type3_header`] as a dword.
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
static_assertions::assert_eq_size!(Type0Header, u32);
