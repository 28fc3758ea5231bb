//! Decoded draw packets: `INDEX_TYPE`, `INDEX_BASE`, `INDEX_BUFFER_SIZE`,
//! `NUM_INSTANCES`, `DRAW_INDEX_2`, `DRAW_INDEX_AUTO`, `DRAW_INDEX_OFFSET_2`,
//! `DRAW_(INDEX_)INDIRECT(_MULTI)`, `DRAW_INDEX_MULTI_AUTO`.

use super::layout::{bits_fields, fixed_packet, join};
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
    pub struct IndexTypePacket, body 1 {
        /// Dword 1 (`VGT_DMA_INDEX_TYPE`): `INDEX_TYPE` and `SWAP_MODE`.
        index_type @ 0: IndexTypeWord,
    }
}

fixed_packet! {
    /// `INDEX_BASE`: the index buffer address
    /// ([`CommandBuffer::index_base`](crate::pm4::CommandBuffer::index_base)).
    pub struct IndexBase, body 2 {
        /// `ADDR_LO`: address bits `[31:0]`.
        addr_lo @ 0: u32,
        /// Dword 2: `ADDR_HI` and `BASE_SELECT`.
        addr_hi @ 1: IndexBaseHi,
    }
}

impl IndexBase {
    /// The 48-bit index buffer address.
    pub const fn address(&self) -> u64 {
        join(self.addr_lo, self.addr_hi.addr_hi() as u32)
    }
}

fixed_packet! {
    /// `INDEX_BUFFER_SIZE`: indices in the bound index buffer
    /// ([`CommandBuffer::index_buffer_size`](crate::pm4::CommandBuffer::index_buffer_size)).
    pub struct IndexBufferSize, body 1 {
        /// `INDEX_BUFFER_SIZE`: number of indices.
        index_buffer_size @ 0: u32,
    }
}

fixed_packet! {
    /// `NUM_INSTANCES`: instance count of the following draws
    /// ([`CommandBuffer::num_instances`](crate::pm4::CommandBuffer::num_instances)).
    pub struct NumInstances, body 1 {
        /// `NUM_INSTANCES`.
        num_instances @ 0: u32,
    }
}

fixed_packet! {
    /// `DRAW_INDEX_2`: indexed draw from an index buffer in the packet
    /// ([`CommandBuffer::draw_index_2`](crate::pm4::CommandBuffer::draw_index_2)).
    pub struct DrawIndex2, body 5 {
        /// `MAX_SIZE`: indices the buffer holds.
        max_size @ 0: u32,
        /// `INDEX_BASE_LO` / `INDEX_BASE_HI`: the index buffer address.
        index_base @ 1: u64,
        /// `INDEX_COUNT`.
        index_count @ 3: u32,
        /// `DRAW_INITIATOR` (`VGT_DRAW_INITIATOR`).
        draw_initiator @ 4: DrawInitiator,
    }
}

fixed_packet! {
    /// `DRAW_INDEX_AUTO`: non-indexed draw
    /// ([`CommandBuffer::draw_index_auto`](crate::pm4::CommandBuffer::draw_index_auto)).
    pub struct DrawIndexAuto, body 2 {
        /// `INDEX_COUNT`: vertices.
        index_count @ 0: u32,
        /// `DRAW_INITIATOR` (`VGT_DRAW_INITIATOR`).
        draw_initiator @ 1: DrawInitiator,
    }
}

fixed_packet! {
    /// `DRAW_INDEX_OFFSET_2`: indexed draw from the `INDEX_BASE` buffer
    /// ([`CommandBuffer::draw_index_offset_2`](crate::pm4::CommandBuffer::draw_index_offset_2)).
    pub struct DrawIndexOffset2, body 4 {
        /// `MAX_SIZE`: indices the buffer holds.
        max_size @ 0: u32,
        /// `INDEX_OFFSET`: first index.
        index_offset @ 1: u32,
        /// `INDEX_COUNT`.
        index_count @ 2: u32,
        /// `DRAW_INITIATOR` (`VGT_DRAW_INITIATOR`).
        draw_initiator @ 3: DrawInitiator,
    }
}

fixed_packet! {
    /// `DRAW_INDIRECT` or `DRAW_INDEX_INDIRECT`: one draw whose arguments sit
    /// in memory ([`CommandBuffer::draw_indirect`](crate::pm4::CommandBuffer::draw_indirect),
    /// [`CommandBuffer::draw_index_indirect`](crate::pm4::CommandBuffer::draw_index_indirect)).
    pub struct DrawIndirect, body 4 {
        /// `DATA_OFFSET`: byte offset of the arguments from the `SET_BASE` (index 1) base.
        data_offset @ 0: u32,
        /// `BASE_VTX_LOC`: user-data register receiving the base vertex.
        base_vtx_loc @ 1: ShRegLoc,
        /// `START_INST_LOC`: user-data register receiving the start instance.
        start_inst_loc @ 2: ShRegLoc,
        /// `DRAW_INITIATOR` (`VGT_DRAW_INITIATOR`).
        draw_initiator @ 3: DrawInitiator,
    }
}

fixed_packet! {
    /// `DRAW_INDIRECT_MULTI` or `DRAW_INDEX_INDIRECT_MULTI`: `COUNT` draws
    /// whose arguments sit in memory
    /// ([`CommandBuffer::draw_indirect_multi`](crate::pm4::CommandBuffer::draw_indirect_multi),
    /// [`CommandBuffer::draw_index_indirect_multi`](crate::pm4::CommandBuffer::draw_index_indirect_multi)).
    pub struct DrawIndirectMulti, body 9 {
        /// `DATA_OFFSET`: byte offset of the first record from the `SET_BASE` (index 1) base.
        data_offset @ 0: u32,
        /// `BASE_VTX_LOC`: user-data register receiving the base vertex.
        base_vtx_loc @ 1: ShRegLoc,
        /// `START_INST_LOC`: user-data register receiving the start instance.
        start_inst_loc @ 2: ShRegLoc,
        /// Dword 4: `DRAW_INDEX_LOC`, `COUNT_INDIRECT_ENABLE`, `DRAW_INDEX_ENABLE`.
        draw_index @ 3: DrawIndexLoc,
        /// `COUNT`: draws (the maximum when the count is read from memory).
        count @ 4: u32,
        /// `COUNT_ADDR_LO` / `COUNT_ADDR_HI`: address of the draw count.
        count_addr @ 5: u64,
        /// `STRIDE`: bytes between argument records.
        stride @ 7: u32,
        /// `DRAW_INITIATOR` (`VGT_DRAW_INITIATOR`).
        draw_initiator @ 8: DrawInitiator,
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
    pub struct DrawIndexMultiAuto, body 3 {
        /// `PRIM_COUNT`: primitives.
        prim_count @ 0: u32,
        /// `DRAW_INITIATOR` (`VGT_DRAW_INITIATOR`).
        draw_initiator @ 1: DrawInitiator,
        /// Dword 3: `INDEX_OFFSET`, `PRIM_TYPE`, `INDEX_COUNT`.
        control @ 2: MultiAutoWord,
    }
}
