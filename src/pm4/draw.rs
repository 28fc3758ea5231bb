//! Draw packets: `INDEX_TYPE`, `INDEX_BASE`, `INDEX_BUFFER_SIZE`,
//! `NUM_INSTANCES`, `DRAW_INDEX_2`, `DRAW_INDEX_AUTO`, `DRAW_INDEX_OFFSET_2`,
//! `DRAW_INDIRECT`, `DRAW_INDEX_INDIRECT`, `DRAW_INDIRECT_MULTI`,
//! `DRAW_INDEX_INDIRECT_MULTI`, `DRAW_INDEX_MULTI_AUTO`, `DRAW_PREAMBLE`.
//!
//! Draw packets carry header `PREDICATE = 1` while the buffer's predication
//! toggle is on.

use super::buffer::CommandBuffer;
use super::error::{Error, check_address, check_count};
use super::packet::{joined, typed_packet, word_fields};
use super::prim::IndexSwapMode;
use crate::regs::Space;
use crate::regs::gfx7::packets::*;
use crate::regs::gfx7::pm4::IndexBaseSelect;
use crate::regs::{IaMultiVgtParam, IndexType, PrimitiveType, VgtLsHsConfig, VgtPrimitiveType};

pub use crate::regs::{VgtDiMajorModeSelect, VgtDiSourceSelect};

/// `VGT_DRAW_INITIATOR`: the last dword of every draw packet, the register's value.
pub type DrawInitiator = crate::regs::VgtDrawInitiator;

impl DrawInitiator {
    /// `SOURCE_SELECT = DI_SRC_SEL_DMA`, everything else 0: for indexed draws.
    pub const DMA: Self = Self::new();
    /// `SOURCE_SELECT = DI_SRC_SEL_AUTO_INDEX`, everything else 0: for non-indexed draws.
    pub const AUTO_INDEX: Self =
        Self::new().with_source_select(VgtDiSourceSelect::DI_SRC_SEL_AUTO_INDEX);
}

/// Arguments of `DRAW_INDIRECT_MULTI` / `DRAW_INDEX_INDIRECT_MULTI`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct MultiDrawIndirect {
    /// `DATA_OFFSET`: byte offset of the first argument record from the `SET_BASE` (index 1) base.
    pub data_offset: u32,
    /// `BASE_VTX_LOC`: SH register offset of the user-data register receiving the base vertex.
    pub base_vtx_loc: u16,
    /// `START_INST_LOC`: SH register offset of the user-data register receiving the start instance.
    pub start_inst_loc: u16,
    /// `DRAW_INDEX_LOC` (sets `DRAW_INDEX_ENABLE`): SH register offset receiving the draw index.
    pub draw_index_loc: Option<u16>,
    /// `COUNT`: number of draws (the maximum when `count_address` is given).
    pub count: u32,
    /// `COUNT_ADDR` (sets `COUNT_INDIRECT_ENABLE`): 4-byte aligned address of the draw count.
    pub count_address: Option<u64>,
    /// `STRIDE`: bytes between argument records.
    pub stride: u32,
}

word_fields!(
    DrawInitiator,
    IndexTypeWord,
    IndexBaseHi,
    ShRegLoc,
    DrawIndexLoc,
    MultiAutoWord,
    VgtPrimitiveType,
    IaMultiVgtParam,
    VgtLsHsConfig,
    AttributeIndexWord,
);

typed_packet! {
    /// `DRAW_INDEX_IMMD` (gfx6): a draw whose indices follow in the packet.
    /// No method writes it; build the struct and [`push`](CommandBuffer::push)
    /// it into a gfx6 [`for_gfx`](CommandBuffer::for_gfx) buffer (which does
    /// not check `INDEX_COUNT` against the indices given).
    pub struct DrawIndexImmd<'a> = DRAW_INDEX_IMMD {
        /// `INDEX_COUNT`.
        index_count @ 0: u32,
        /// Dword 2: `VGT_DRAW_INITIATOR`.
        draw_initiator @ 1: DrawInitiator,
        /// The indices (packed as `VGT_INDEX_TYPE` says).
        indices @ 2: &'a [u32],
    }
}

typed_packet! {
    /// `MPEG_INDEX` (gfx6; the spec's packet `DRAW_INDEX_MPEG`). No method
    /// writes it; build the struct and [`push`](CommandBuffer::push) it into
    /// a gfx6 [`for_gfx`](CommandBuffer::for_gfx) buffer.
    pub struct MpegIndex = MPEG_INDEX [DRAW_INDEX_MPEG_DWORDS] {
        /// `NUM_INDICES`.
        num_indices @ 0: u32,
        /// Dword 2: `VGT_DRAW_INITIATOR`.
        draw_initiator @ 1: DrawInitiator,
        /// `RECT_INDEX`.
        rect_index @ 2: u32,
    }
}

typed_packet! {
    /// `INDEX_ATTRIBUTES_INDIRECT` (gfx7+): an address (`ADDRESS_LO`, bits
    /// \[31:4\], and `ADDRESS_HI`) and an `ATTRIBUTE_INDEX`. No public source
    /// says what the CP reads there, so no method writes it; the decoder
    /// yields it and [`push`](CommandBuffer::push) encodes it.
    pub struct IndexAttributesIndirect = INDEX_ATTRIBUTES_INDIRECT [INDEX_ATTRIBUTES_INDIRECT_DWORDS] {
        /// `ADDRESS_LO` / `ADDRESS_HI` (16-byte aligned).
        address @ 0: u64,
        /// Dword 3: `ATTRIBUTE_INDEX`.
        attribute_index @ 2: AttributeIndexWord,
    }
}

typed_packet! {
    /// `DRAW_PREAMBLE` (gfx7+): `VGT_PRIMITIVE_TYPE`, `IA_MULTI_VGT_PARAM`
    /// and `VGT_LS_HS_CONFIG` in one packet
    /// ([`CommandBuffer::draw_preamble`](CommandBuffer::draw_preamble)).
    pub struct DrawPreamble = DRAW_PREAMBLE [DRAW_PREAMBLE_DWORDS] {
        /// Dword 1: `VGT_PRIMITIVE_TYPE`.
        prim_type @ 0: VgtPrimitiveType,
        /// Dword 2: `IA_MULTI_VGT_PARAM`.
        ia_multi_vgt_param @ 1: IaMultiVgtParam,
        /// Dword 3: `VGT_LS_HS_CONFIG`.
        vgt_ls_hs_config @ 2: VgtLsHsConfig,
    }
}

typed_packet! {
    /// `INDEX_TYPE`: index size and swap of the following indexed draws
    /// ([`CommandBuffer::index_type`](CommandBuffer::index_type)).
    pub struct IndexTypePacket = INDEX_TYPE [INDEX_TYPE_DWORDS] {
        /// Dword 1 (`VGT_DMA_INDEX_TYPE`): `INDEX_TYPE` and `SWAP_MODE`.
        index_type @ 0: IndexTypeWord,
    }
}

typed_packet! {
    /// `INDEX_BASE`: the index buffer address
    /// ([`CommandBuffer::index_base`](CommandBuffer::index_base)).
    pub struct IndexBase = INDEX_BASE [INDEX_BASE_DWORDS] {
        /// `ADDR_LO`: address bits `\[31:0\]`.
        addr_lo @ 0: u32,
        /// Dword 2: `ADDR_HI` and `BASE_SELECT`.
        addr_hi @ 1: IndexBaseHi,
    }
}

joined! {
    /// The 48-bit index buffer address.
    IndexBase::address = addr_lo + addr_hi.addr_hi;
}

typed_packet! {
    /// `INDEX_BUFFER_SIZE`: indices in the bound index buffer
    /// ([`CommandBuffer::index_buffer_size`](CommandBuffer::index_buffer_size)).
    pub struct IndexBufferSize = INDEX_BUFFER_SIZE [INDEX_BUFFER_SIZE_DWORDS] {
        /// `INDEX_BUFFER_SIZE`: number of indices.
        index_buffer_size @ 0: u32,
    }
}

typed_packet! {
    /// `NUM_INSTANCES`: instance count of the following draws
    /// ([`CommandBuffer::num_instances`](CommandBuffer::num_instances)).
    pub struct NumInstances = NUM_INSTANCES [NUM_INSTANCES_DWORDS] {
        /// `NUM_INSTANCES`.
        num_instances @ 0: u32,
    }
}

typed_packet! {
    /// `DRAW_INDEX_2`: indexed draw from an index buffer in the packet
    /// ([`CommandBuffer::draw_index_2`](CommandBuffer::draw_index_2)).
    pub struct DrawIndex2 = DRAW_INDEX_2 [DRAW_INDEX_2_DWORDS], predicated {
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

typed_packet! {
    /// `DRAW_INDEX_AUTO`: non-indexed draw
    /// ([`CommandBuffer::draw_index_auto`](CommandBuffer::draw_index_auto)).
    pub struct DrawIndexAuto = DRAW_INDEX_AUTO [DRAW_INDEX_AUTO_DWORDS], predicated {
        /// `INDEX_COUNT`: vertices.
        index_count @ 0: u32,
        /// `DRAW_INITIATOR` (`VGT_DRAW_INITIATOR`).
        draw_initiator @ 1: DrawInitiator,
    }
}

typed_packet! {
    /// `DRAW_INDEX_OFFSET_2`: indexed draw from the `INDEX_BASE` buffer
    /// ([`CommandBuffer::draw_index_offset_2`](CommandBuffer::draw_index_offset_2)).
    pub struct DrawIndexOffset2 = DRAW_INDEX_OFFSET_2 [DRAW_INDEX_OFFSET_2_DWORDS], predicated {
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

typed_packet! {
    /// `DRAW_INDIRECT` or `DRAW_INDEX_INDIRECT`: one draw whose arguments sit
    /// in memory ([`CommandBuffer::draw_indirect`](CommandBuffer::draw_indirect),
    /// [`CommandBuffer::draw_index_indirect`](CommandBuffer::draw_index_indirect)).
    pub struct DrawIndirect = DRAW_INDIRECT | DrawIndexIndirect = DRAW_INDEX_INDIRECT
        [DRAW_INDIRECT_DWORDS], predicated {
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

typed_packet! {
    /// `DRAW_INDIRECT_MULTI` or `DRAW_INDEX_INDIRECT_MULTI`: `COUNT` draws
    /// whose arguments sit in memory
    /// ([`CommandBuffer::draw_indirect_multi`](CommandBuffer::draw_indirect_multi),
    /// [`CommandBuffer::draw_index_indirect_multi`](CommandBuffer::draw_index_indirect_multi)).
    pub struct DrawIndirectMulti = DRAW_INDIRECT_MULTI
        | DrawIndexIndirectMulti = DRAW_INDEX_INDIRECT_MULTI
        [DRAW_INDIRECT_MULTI_DWORDS], predicated {
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

macro_rules! multi_draw_args {
    ($($t:ident),*) => {$(
impl $t {
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
)*};
}

multi_draw_args!(DrawIndirectMulti, DrawIndexIndirectMulti);

typed_packet! {
    /// `DRAW_INDEX_MULTI_AUTO`: `PRIM_COUNT` primitives of auto indices
    /// ([`CommandBuffer::draw_index_multi_auto`](CommandBuffer::draw_index_multi_auto)).
    pub struct DrawIndexMultiAuto = DRAW_INDEX_MULTI_AUTO
        [DRAW_INDEX_MULTI_AUTO_DWORDS], predicated {
        /// `PRIM_COUNT`: primitives.
        prim_count @ 0: u32,
        /// `DRAW_INITIATOR` (`VGT_DRAW_INITIATOR`).
        draw_initiator @ 1: DrawInitiator,
        /// Dword 3: `INDEX_OFFSET`, `PRIM_TYPE`, `INDEX_COUNT`.
        control @ 2: MultiAutoWord,
    }
}

const fn check_sh_loc(_field: &'static str, loc: u16) -> Result<(), Error> {
    if loc as u32 >= Space::Sh.len() {
        return Err(Error::RegisterOutsideSpace {
            space: Space::Sh,
            offset: loc as u32,
            count: 1,
        });
    }
    Ok(())
}

/// The two `*_LOC` dwords of an indirect draw, checked to be SH registers.
const fn sh_locs(base_vtx_loc: u16, start_inst_loc: u16) -> Result<[ShRegLoc; 2], Error> {
    if let Err(e) = check_sh_loc("BASE_VTX_LOC", base_vtx_loc) {
        return Err(e);
    }
    if let Err(e) = check_sh_loc("START_INST_LOC", start_inst_loc) {
        return Err(e);
    }
    Ok([
        ShRegLoc::new().with_loc(base_vtx_loc),
        ShRegLoc::new().with_loc(start_inst_loc),
    ])
}

/// Dwords 1-9 of an indirect multi-draw from its arguments, checked.
fn multi_fields(args: &MultiDrawIndirect) -> Result<([ShRegLoc; 2], DrawIndexLoc, u64), Error> {
    let locs = sh_locs(args.base_vtx_loc, args.start_inst_loc)?;
    let mut loc = DrawIndexLoc::new();
    if let Some(l) = args.draw_index_loc {
        check_sh_loc("DRAW_INDEX_LOC", l)?;
        loc = loc.with_draw_index_loc(l).with_draw_index_enable(true);
    }
    let count_addr = match args.count_address {
        Some(a) => {
            check_address("COUNT_ADDR", a, 4, 64)?;
            loc = loc.with_count_indirect_enable(true);
            a
        }
        None => 0,
    };
    Ok((locs, loc, count_addr))
}

/// The checked constructors of an indirect draw pair (single draw, multi
/// draw) and the [`CommandBuffer`] methods that push them, with their docs.
macro_rules! indirect_draws {
    (
        $single:ident, $(#[$sm:meta])* $single_method:ident;
        $multi:ident, $(#[$mm:meta])* $multi_method:ident;
    ) => {
        impl $single {
            /// The packet for arguments at `data_offset` bytes from the
            /// `SET_BASE` (index 1) base; [`Error::RegisterOutsideSpace`]
            /// for a `*_LOC` past the SH space.
            pub const fn new(
                data_offset: u32,
                base_vtx_loc: u16,
                start_inst_loc: u16,
                draw_initiator: DrawInitiator,
            ) -> Result<Self, Error> {
                match sh_locs(base_vtx_loc, start_inst_loc) {
                    Ok([base_vtx_loc, start_inst_loc]) => Ok($single {
                        data_offset,
                        base_vtx_loc,
                        start_inst_loc,
                        draw_initiator,
                    }),
                    Err(e) => Err(e),
                }
            }
        }

        impl $multi {
            /// The packet for `args`; [`Error::RegisterOutsideSpace`] for a
            /// `*_LOC` past the SH space, [`Error::Address`] for a count
            /// address not 4-byte aligned.
            pub fn new(
                args: &MultiDrawIndirect,
                draw_initiator: DrawInitiator,
            ) -> Result<Self, Error> {
                let ([base_vtx_loc, start_inst_loc], draw_index, count_addr) = multi_fields(args)?;
                Ok($multi {
                    data_offset: args.data_offset,
                    base_vtx_loc,
                    start_inst_loc,
                    draw_index,
                    count: args.count,
                    count_addr,
                    stride: args.stride,
                    draw_initiator,
                })
            }
        }

        impl CommandBuffer<'_> {
            $(#[$sm])*
            #[inline]
            pub fn $single_method(
                &mut self,
                data_offset: u32,
                base_vtx_loc: u16,
                start_inst_loc: u16,
                initiator: DrawInitiator,
            ) -> Result<(), Error> {
                self.push(&$single::new(
                    data_offset,
                    base_vtx_loc,
                    start_inst_loc,
                    initiator,
                )?)
            }

            $(#[$mm])*
            #[inline]
            pub fn $multi_method(
                &mut self,
                args: &MultiDrawIndirect,
                initiator: DrawInitiator,
            ) -> Result<(), Error> {
                self.push(&$multi::new(args, initiator)?)
            }
        }
    };
}

indirect_draws! {
    DrawIndirect,
    /// `DRAW_INDIRECT`: non-indexed draw whose arguments
    /// `{vertex_count, instance_count, start_vertex, start_instance}` sit at
    /// `data_offset` bytes from the `SET_BASE` (index 1) base.
    ///
    /// Errors: [`Error::RegisterOutsideSpace`] for a `*_LOC` past the SH space.
    draw_indirect;
    DrawIndirectMulti,
    /// `DRAW_INDIRECT_MULTI`: `args.count` non-indexed indirect draws.
    ///
    /// Errors: [`Error::RegisterOutsideSpace`] for a `*_LOC` past the SH
    /// space; [`Error::Address`] for a count address not 4-byte aligned.
    draw_indirect_multi;
}

indirect_draws! {
    DrawIndexIndirect,
    /// `DRAW_INDEX_INDIRECT`: indexed draw whose arguments
    /// `{index_count, instance_count, start_index, base_vertex, start_instance}`
    /// sit at `data_offset` bytes from the `SET_BASE` (index 1) base.
    draw_index_indirect;
    DrawIndexIndirectMulti,
    /// `DRAW_INDEX_INDIRECT_MULTI`: `args.count` indexed indirect draws.
    draw_index_indirect_multi;
}

impl IndexBase {
    /// The packet for the index buffer at `address` (2-byte aligned, 48
    /// bits); [`Error::Address`] otherwise.
    pub const fn new(address: u64, select: IndexBaseSelect) -> Result<Self, Error> {
        if let Err(e) = check_address("ADDR", address, 2, 48) {
            return Err(e);
        }
        Ok(IndexBase {
            addr_lo: address as u32,
            addr_hi: IndexBaseHi::new()
                .with_addr_hi((address >> 32) as u16)
                .with_base_select(select),
        })
    }
}

impl DrawIndexMultiAuto {
    /// The packet; [`Error::InvalidField`] for a primitive type above 31
    /// (5-bit field), [`Error::CountOutOfRange`] for `index_count` above
    /// `0x7FF`.
    pub const fn new(
        prim_count: u32,
        draw_initiator: DrawInitiator,
        index_offset: u16,
        prim_type: PrimitiveType,
        index_count: u16,
    ) -> Result<Self, Error> {
        const PRIM_TYPE_MAX: u8 = MultiAutoWord::new().with_prim_type(u8::MAX).prim_type();
        const INDEX_COUNT_MAX: u16 = MultiAutoWord::new()
            .with_index_count(u16::MAX)
            .index_count();
        static_assertions::const_assert_eq!(PRIM_TYPE_MAX, 0x1F);
        static_assertions::const_assert_eq!(INDEX_COUNT_MAX, 0x7FF);
        if prim_type.into_bits() > PRIM_TYPE_MAX {
            return Err(Error::InvalidField {
                field: "PRIM_TYPE",
                value: prim_type.raw() as u64,
            });
        }
        if let Err(e) = check_count("INDEX_COUNT", index_count as u64, 0, INDEX_COUNT_MAX as u64) {
            return Err(e);
        }
        Ok(DrawIndexMultiAuto {
            prim_count,
            draw_initiator,
            control: MultiAutoWord::new()
                .with_index_offset(index_offset)
                .with_prim_type(prim_type.into_bits())
                .with_index_count(index_count),
        })
    }
}

impl CommandBuffer<'_> {
    /// `INDEX_TYPE`: index size and byte swap of the following indexed draws.
    #[inline]
    pub fn index_type(&mut self, index_type: IndexType, swap: IndexSwapMode) -> Result<(), Error> {
        let index_type = IndexTypeWord::new()
            .with_index_type(index_type)
            .with_swap_mode(swap);
        self.push(&IndexTypePacket { index_type })
    }

    /// `INDEX_BASE`: the index buffer address (2-byte aligned, 48 bits).
    #[inline]
    pub fn index_base(&mut self, address: u64, select: IndexBaseSelect) -> Result<(), Error> {
        self.push(&IndexBase::new(address, select)?)
    }

    /// `INDEX_BUFFER_SIZE`: number of indices in the bound index buffer.
    #[inline]
    pub fn index_buffer_size(&mut self, num_indices: u32) -> Result<(), Error> {
        self.push(&IndexBufferSize {
            index_buffer_size: num_indices,
        })
    }

    /// `NUM_INSTANCES`: instance count of the following draws.
    #[inline]
    pub fn num_instances(&mut self, instances: u32) -> Result<(), Error> {
        self.push(&NumInstances {
            num_instances: instances,
        })
    }

    /// `DRAW_INDEX_2`: indexed draw of `index_count` indices from the buffer
    /// at `index_base` holding `max_size` indices.
    #[inline]
    pub fn draw_index_2(
        &mut self,
        max_size: u32,
        index_base: u64,
        index_count: u32,
        initiator: DrawInitiator,
    ) -> Result<(), Error> {
        self.push(&DrawIndex2 {
            max_size,
            index_base,
            index_count,
            draw_initiator: initiator,
        })
    }

    /// `DRAW_PREAMBLE` (gfx7+): writes `VGT_PRIMITIVE_TYPE`,
    /// `IA_MULTI_VGT_PARAM` and `VGT_LS_HS_CONFIG` before a draw.
    #[inline]
    pub fn draw_preamble(
        &mut self,
        prim_type: VgtPrimitiveType,
        ia_multi_vgt_param: IaMultiVgtParam,
        vgt_ls_hs_config: VgtLsHsConfig,
    ) -> Result<(), Error> {
        self.push(&DrawPreamble {
            prim_type,
            ia_multi_vgt_param,
            vgt_ls_hs_config,
        })
    }

    /// `DRAW_INDEX_AUTO`: non-indexed draw of `index_count` vertices
    /// (normally with [`DrawInitiator::AUTO_INDEX`]).
    #[inline]
    pub fn draw_index_auto(
        &mut self,
        index_count: u32,
        initiator: DrawInitiator,
    ) -> Result<(), Error> {
        self.push(&DrawIndexAuto {
            index_count,
            draw_initiator: initiator,
        })
    }

    /// `DRAW_INDEX_OFFSET_2`: indexed draw from the `INDEX_BASE` buffer
    /// starting at index `index_offset`.
    #[inline]
    pub fn draw_index_offset_2(
        &mut self,
        max_size: u32,
        index_offset: u32,
        index_count: u32,
        initiator: DrawInitiator,
    ) -> Result<(), Error> {
        self.push(&DrawIndexOffset2 {
            max_size,
            index_offset,
            index_count,
            draw_initiator: initiator,
        })
    }

    /// `DRAW_INDEX_MULTI_AUTO`: `prim_count` primitives of `prim_type`, each
    /// made of `index_count` auto indices starting at `index_offset`.
    ///
    /// Errors: [`Error::InvalidField`] for a primitive type above 31 (5-bit
    /// field); [`Error::CountOutOfRange`] for `index_count` above `0x7FF`.
    #[inline]
    pub fn draw_index_multi_auto(
        &mut self,
        prim_count: u32,
        initiator: DrawInitiator,
        index_offset: u16,
        prim_type: PrimitiveType,
        index_count: u16,
    ) -> Result<(), Error> {
        self.push(&DrawIndexMultiAuto::new(
            prim_count,
            initiator,
            index_offset,
            prim_type,
            index_count,
        )?)
    }
}
