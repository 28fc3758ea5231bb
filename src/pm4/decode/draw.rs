//! Decoded draw packets: `INDEX_TYPE`, `INDEX_BASE`, `INDEX_BUFFER_SIZE`,
//! `NUM_INSTANCES`, `DRAW_INDEX_2`, `DRAW_INDEX_AUTO`, `DRAW_INDEX_OFFSET_2`,
//! `DRAW_(INDEX_)INDIRECT(_MULTI)`, `DRAW_INDEX_MULTI_AUTO`.

use super::layout::{bits_fields, fixed_packet};
use crate::pm4::{
    DrawIndexLoc, DrawInitiator, IndexBaseHi, IndexTypeWord, MultiAutoWord, MultiDrawIndirect,
    ShRegLoc,
};

bits_fields!(
    DrawInitiator,
    IndexTypeWord,
    IndexBaseHi,
    ShRegLoc,
    DrawIndexLoc,
    MultiAutoWord
);

fixed_packet! {
    /// `INDEX_TYPE`: index size and swap of the following indexed draws
    /// ([`CommandBuffer::index_type`](crate::pm4::CommandBuffer::index_type)).
    pub struct IndexTypePacket, body 1, |b| {
        /// Dword 1 (`VGT_DMA_INDEX_TYPE`): `INDEX_TYPE` and `SWAP_MODE`.
        index_type: IndexTypeWord = IndexTypeWord::from_bits(b.w(0)),
    }
}

fixed_packet! {
    /// `INDEX_BASE`: the index buffer address
    /// ([`CommandBuffer::index_base`](crate::pm4::CommandBuffer::index_base)).
    pub struct IndexBase, body 2, |b| {
        /// `ADDR_LO`: address bits `[31:0]`.
        addr_lo: u32 = b.w(0),
        /// Dword 2: `ADDR_HI` and `BASE_SELECT`.
        addr_hi: IndexBaseHi = IndexBaseHi::from_bits(b.w(1)),
    }
}

impl IndexBase {
    /// The 48-bit index buffer address.
    pub const fn address(&self) -> u64 {
        self.addr_lo as u64 | ((self.addr_hi.addr_hi() as u64) << 32)
    }
}

fixed_packet! {
    /// `INDEX_BUFFER_SIZE`: indices in the bound index buffer
    /// ([`CommandBuffer::index_buffer_size`](crate::pm4::CommandBuffer::index_buffer_size)).
    pub struct IndexBufferSize, body 1, |b| {
        /// `INDEX_BUFFER_SIZE`: number of indices.
        index_buffer_size: u32 = b.w(0),
    }
}

fixed_packet! {
    /// `NUM_INSTANCES`: instance count of the following draws
    /// ([`CommandBuffer::num_instances`](crate::pm4::CommandBuffer::num_instances)).
    pub struct NumInstances, body 1, |b| {
        /// `NUM_INSTANCES`.
        num_instances: u32 = b.w(0),
    }
}

fixed_packet! {
    /// `DRAW_INDEX_2`: indexed draw from an index buffer in the packet
    /// ([`CommandBuffer::draw_index_2`](crate::pm4::CommandBuffer::draw_index_2)).
    pub struct DrawIndex2, body 5, |b| {
        /// `MAX_SIZE`: indices the buffer holds.
        max_size: u32 = b.w(0),
        /// `INDEX_BASE_LO` / `INDEX_BASE_HI`: the index buffer address.
        index_base: u64 = b.q(1),
        /// `INDEX_COUNT`.
        index_count: u32 = b.w(3),
        /// `DRAW_INITIATOR` (`VGT_DRAW_INITIATOR`).
        draw_initiator: DrawInitiator = DrawInitiator::from_bits(b.w(4)),
    }
}

fixed_packet! {
    /// `DRAW_INDEX_AUTO`: non-indexed draw
    /// ([`CommandBuffer::draw_index_auto`](crate::pm4::CommandBuffer::draw_index_auto)).
    pub struct DrawIndexAuto, body 2, |b| {
        /// `INDEX_COUNT`: vertices.
        index_count: u32 = b.w(0),
        /// `DRAW_INITIATOR` (`VGT_DRAW_INITIATOR`).
        draw_initiator: DrawInitiator = DrawInitiator::from_bits(b.w(1)),
    }
}

fixed_packet! {
    /// `DRAW_INDEX_OFFSET_2`: indexed draw from the `INDEX_BASE` buffer
    /// ([`CommandBuffer::draw_index_offset_2`](crate::pm4::CommandBuffer::draw_index_offset_2)).
    pub struct DrawIndexOffset2, body 4, |b| {
        /// `MAX_SIZE`: indices the buffer holds.
        max_size: u32 = b.w(0),
        /// `INDEX_OFFSET`: first index.
        index_offset: u32 = b.w(1),
        /// `INDEX_COUNT`.
        index_count: u32 = b.w(2),
        /// `DRAW_INITIATOR` (`VGT_DRAW_INITIATOR`).
        draw_initiator: DrawInitiator = DrawInitiator::from_bits(b.w(3)),
    }
}

fixed_packet! {
    /// `DRAW_INDIRECT` or `DRAW_INDEX_INDIRECT`: one draw whose arguments sit
    /// in memory ([`CommandBuffer::draw_indirect`](crate::pm4::CommandBuffer::draw_indirect),
    /// [`CommandBuffer::draw_index_indirect`](crate::pm4::CommandBuffer::draw_index_indirect)).
    pub struct DrawIndirect, body 4, |b| {
        /// `DATA_OFFSET`: byte offset of the arguments from the `SET_BASE` (index 1) base.
        data_offset: u32 = b.w(0),
        /// `BASE_VTX_LOC`: user-data register receiving the base vertex.
        base_vtx_loc: ShRegLoc = ShRegLoc::from_bits(b.w(1)),
        /// `START_INST_LOC`: user-data register receiving the start instance.
        start_inst_loc: ShRegLoc = ShRegLoc::from_bits(b.w(2)),
        /// `DRAW_INITIATOR` (`VGT_DRAW_INITIATOR`).
        draw_initiator: DrawInitiator = DrawInitiator::from_bits(b.w(3)),
    }
}

fixed_packet! {
    /// `DRAW_INDIRECT_MULTI` or `DRAW_INDEX_INDIRECT_MULTI`: `COUNT` draws
    /// whose arguments sit in memory
    /// ([`CommandBuffer::draw_indirect_multi`](crate::pm4::CommandBuffer::draw_indirect_multi),
    /// [`CommandBuffer::draw_index_indirect_multi`](crate::pm4::CommandBuffer::draw_index_indirect_multi)).
    pub struct DrawIndirectMulti, body 9, |b| {
        /// `DATA_OFFSET`: byte offset of the first record from the `SET_BASE` (index 1) base.
        data_offset: u32 = b.w(0),
        /// `BASE_VTX_LOC`: user-data register receiving the base vertex.
        base_vtx_loc: ShRegLoc = ShRegLoc::from_bits(b.w(1)),
        /// `START_INST_LOC`: user-data register receiving the start instance.
        start_inst_loc: ShRegLoc = ShRegLoc::from_bits(b.w(2)),
        /// Dword 4: `DRAW_INDEX_LOC`, `COUNT_INDIRECT_ENABLE`, `DRAW_INDEX_ENABLE`.
        draw_index: DrawIndexLoc = DrawIndexLoc::from_bits(b.w(3)),
        /// `COUNT`: draws (the maximum when the count is read from memory).
        count: u32 = b.w(4),
        /// `COUNT_ADDR_LO` / `COUNT_ADDR_HI`: address of the draw count.
        count_addr: u64 = b.q(5),
        /// `STRIDE`: bytes between argument records.
        stride: u32 = b.w(7),
        /// `DRAW_INITIATOR` (`VGT_DRAW_INITIATOR`).
        draw_initiator: DrawInitiator = DrawInitiator::from_bits(b.w(8)),
    }
}

impl DrawIndirectMulti {
    /// The packet as the writer's [`MultiDrawIndirect`] arguments (the
    /// location and count address are `Some` when their enable bit is set).
    pub const fn args(&self) -> MultiDrawIndirect {
        MultiDrawIndirect {
            data_offset: self.data_offset,
            base_vtx_loc: self.base_vtx_loc.loc(),
            start_inst_loc: self.start_inst_loc.loc(),
            draw_index_loc: if self.draw_index.draw_index_enable() {
                Some(self.draw_index.draw_index_loc())
            } else {
                None
            },
            count: self.count,
            count_address: if self.draw_index.count_indirect_enable() {
                Some(self.count_addr)
            } else {
                None
            },
            stride: self.stride,
        }
    }
}

fixed_packet! {
    /// `DRAW_INDEX_MULTI_AUTO`: `PRIM_COUNT` primitives of auto indices
    /// ([`CommandBuffer::draw_index_multi_auto`](crate::pm4::CommandBuffer::draw_index_multi_auto)).
    pub struct DrawIndexMultiAuto, body 3, |b| {
        /// `PRIM_COUNT`: primitives.
        prim_count: u32 = b.w(0),
        /// `DRAW_INITIATOR` (`VGT_DRAW_INITIATOR`).
        draw_initiator: DrawInitiator = DrawInitiator::from_bits(b.w(1)),
        /// Dword 3: `INDEX_OFFSET`, `PRIM_TYPE`, `INDEX_COUNT`.
        control: MultiAutoWord = MultiAutoWord::from_bits(b.w(2)),
    }
}
