//! Draw packets: `INDEX_TYPE`, `INDEX_BASE`, `INDEX_BUFFER_SIZE`,
//! `NUM_INSTANCES`, `DRAW_INDEX_2`, `DRAW_INDEX_AUTO`, `DRAW_INDEX_OFFSET_2`,
//! `DRAW_INDIRECT`, `DRAW_INDEX_INDIRECT`, `DRAW_INDIRECT_MULTI`,
//! `DRAW_INDEX_INDIRECT_MULTI`, `DRAW_INDEX_MULTI_AUTO`.
//!
//! Draw packets carry header `PREDICATE = 1` while the buffer's predication
//! toggle is on.

use bitfield_struct::bitfield;

use super::buffer::{CommandBuffer, Reserved};
use super::error::{Error, check_address, check_count};
use super::header::hdr_predicated;
use super::opcode::Opcode;
use super::prim::IndexSwapMode;
use crate::regs::Space;
use crate::regs::{IndexType, PrimitiveType};

pub use crate::regs::{VgtDiMajorModeSelect, VgtDiSourceSelect};

open_enum! {
    /// `INDEX_BASE` `BASE_SELECT`.
    pub struct IndexBaseSelect(u8): 2 bits {
        /// The address is the index buffer base.
        OFFSET = 0,
        /// The address is a base taken from `SET_BASE`.
        BASE = 1,
    }
}

/// `VGT_DRAW_INITIATOR`: the last dword of every draw packet, the register's value.
pub type DrawInitiator = crate::regs::VgtDrawInitiator;

impl DrawInitiator {
    /// `SOURCE_SELECT = DI_SRC_SEL_DMA`, everything else 0: for indexed draws.
    pub const DMA: Self = Self::new();
    /// `SOURCE_SELECT = DI_SRC_SEL_AUTO_INDEX`, everything else 0: for non-indexed draws.
    pub const AUTO_INDEX: Self =
        Self::new().with_source_select(VgtDiSourceSelect::DI_SRC_SEL_AUTO_INDEX);
}

/// `INDEX_TYPE` dword 1 (the `VGT_DMA_INDEX_TYPE` value).
#[bitfield(u32)]
#[derive(PartialEq, Eq)]
pub struct IndexTypeWord {
    /// `INDEX_TYPE` [1:0].
    #[bits(2)]
    pub index_type: IndexType,
    /// `SWAP_MODE` [3:2].
    #[bits(2)]
    pub swap_mode: IndexSwapMode,
    /// Reserved [31:4].
    #[bits(28)]
    __: u32,
}

/// `INDEX_BASE` dword 2.
#[bitfield(u32)]
#[derive(PartialEq, Eq)]
pub struct IndexBaseHi {
    /// `ADDR_HI` [15:0]: address bits [47:32].
    pub addr_hi: u16,
    /// Reserved [29:16].
    #[bits(14)]
    __: u16,
    /// `BASE_SELECT` [31:30].
    #[bits(2)]
    pub base_select: IndexBaseSelect,
}

/// `DRAW_*INDIRECT*` dwords 2 and 3: `BASE_VTX_LOC` / `START_INST_LOC`.
#[bitfield(u32)]
#[derive(PartialEq, Eq)]
pub struct ShRegLoc {
    /// [15:0]: SH register offset (from `0xB000`) of the user-data SGPR register that receives the value.
    pub loc: u16,
    /// Reserved [31:16].
    __: u16,
}

/// `DRAW_INDIRECT_MULTI` / `DRAW_INDEX_INDIRECT_MULTI` dword 4.
#[bitfield(u32)]
#[derive(PartialEq, Eq)]
pub struct DrawIndexLoc {
    /// `DRAW_INDEX_LOC` [15:0]: SH register offset that receives the draw index.
    pub draw_index_loc: u16,
    /// Reserved [29:16].
    #[bits(14)]
    __: u16,
    /// `COUNT_INDIRECT_ENABLE` [30]: read the draw count from `COUNT_ADDR`.
    pub count_indirect_enable: bool,
    /// `DRAW_INDEX_ENABLE` [31]: write the draw index to `DRAW_INDEX_LOC`.
    pub draw_index_enable: bool,
}

/// `DRAW_INDEX_MULTI_AUTO` dword 3.
#[bitfield(u32)]
#[derive(PartialEq, Eq)]
pub struct MultiAutoWord {
    /// `INDEX_OFFSET` [15:0].
    pub index_offset: u16,
    /// `PRIM_TYPE` [20:16]: a [`PrimitiveType`] value (5 bits here).
    #[bits(5)]
    pub prim_type: u8,
    /// `INDEX_COUNT` [31:21].
    #[bits(11)]
    pub index_count: u16,
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

/// Dwords of `INDEX_TYPE`.
pub const INDEX_TYPE_DWORDS: usize = 2;
/// Dwords of `INDEX_BASE`.
pub const INDEX_BASE_DWORDS: usize = 3;
/// Dwords of `INDEX_BUFFER_SIZE`.
pub const INDEX_BUFFER_SIZE_DWORDS: usize = 2;
/// Dwords of `NUM_INSTANCES`.
pub const NUM_INSTANCES_DWORDS: usize = 2;
/// Dwords of `DRAW_INDEX_2`.
pub const DRAW_INDEX_2_DWORDS: usize = 6;
/// Dwords of `DRAW_INDEX_AUTO`.
pub const DRAW_INDEX_AUTO_DWORDS: usize = 3;
/// Dwords of `DRAW_INDEX_OFFSET_2`.
pub const DRAW_INDEX_OFFSET_2_DWORDS: usize = 5;
/// Dwords of `DRAW_INDIRECT` and `DRAW_INDEX_INDIRECT`.
pub const DRAW_INDIRECT_DWORDS: usize = 5;
/// Dwords of `DRAW_INDIRECT_MULTI` and `DRAW_INDEX_INDIRECT_MULTI`.
pub const DRAW_INDIRECT_MULTI_DWORDS: usize = 10;
/// Dwords of `DRAW_INDEX_MULTI_AUTO`.
pub const DRAW_INDEX_MULTI_AUTO_DWORDS: usize = 4;

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

const fn enc_draw_index_auto(index_count: u32, initiator: DrawInitiator, pred: bool) -> [u32; 3] {
    [
        hdr_predicated(Opcode::DRAW_INDEX_AUTO, 2, pred),
        index_count,
        initiator.into_bits(),
    ]
}

const fn enc_draw_index_2(
    max_size: u32,
    index_base: u64,
    index_count: u32,
    initiator: DrawInitiator,
    pred: bool,
) -> [u32; 6] {
    [
        hdr_predicated(Opcode::DRAW_INDEX_2, 5, pred),
        max_size,
        index_base as u32,
        (index_base >> 32) as u32,
        index_count,
        initiator.into_bits(),
    ]
}

const fn enc_draw_index_offset_2(
    max_size: u32,
    index_offset: u32,
    index_count: u32,
    initiator: DrawInitiator,
    pred: bool,
) -> [u32; 5] {
    [
        hdr_predicated(Opcode::DRAW_INDEX_OFFSET_2, 4, pred),
        max_size,
        index_offset,
        index_count,
        initiator.into_bits(),
    ]
}

const fn enc_indirect(
    op: Opcode,
    data_offset: u32,
    base_vtx_loc: u16,
    start_inst_loc: u16,
    initiator: DrawInitiator,
    pred: bool,
) -> Result<[u32; 5], Error> {
    if let Err(e) = check_sh_loc("BASE_VTX_LOC", base_vtx_loc) {
        return Err(e);
    }
    if let Err(e) = check_sh_loc("START_INST_LOC", start_inst_loc) {
        return Err(e);
    }
    Ok([
        hdr_predicated(op, 4, pred),
        data_offset,
        ShRegLoc::new().with_loc(base_vtx_loc).into_bits(),
        ShRegLoc::new().with_loc(start_inst_loc).into_bits(),
        initiator.into_bits(),
    ])
}

fn enc_indirect_multi(
    op: Opcode,
    args: &MultiDrawIndirect,
    initiator: DrawInitiator,
    pred: bool,
) -> Result<[u32; 10], Error> {
    check_sh_loc("BASE_VTX_LOC", args.base_vtx_loc)?;
    check_sh_loc("START_INST_LOC", args.start_inst_loc)?;
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
    Ok([
        hdr_predicated(op, 9, pred),
        args.data_offset,
        ShRegLoc::new().with_loc(args.base_vtx_loc).into_bits(),
        ShRegLoc::new().with_loc(args.start_inst_loc).into_bits(),
        loc.into_bits(),
        args.count,
        count_addr as u32,
        (count_addr >> 32) as u32,
        args.stride,
        initiator.into_bits(),
    ])
}

impl CommandBuffer<'_> {
    /// `INDEX_TYPE`: index size and byte swap of the following indexed draws.
    pub fn index_type(&mut self, index_type: IndexType, swap: IndexSwapMode) -> Result<(), Error> {
        let word = IndexTypeWord::new()
            .with_index_type(index_type)
            .with_swap_mode(swap);
        self.put(
            &[
                hdr_predicated(Opcode::INDEX_TYPE, 1, false),
                word.into_bits(),
            ],
            &[],
        )
    }

    /// `INDEX_BASE`: the index buffer address (2-byte aligned, 48 bits).
    pub fn index_base(&mut self, address: u64, select: IndexBaseSelect) -> Result<(), Error> {
        check_address("ADDR", address, 2, 48)?;
        let hi = IndexBaseHi::new()
            .with_addr_hi((address >> 32) as u16)
            .with_base_select(select);
        self.put(
            &[
                hdr_predicated(Opcode::INDEX_BASE, 2, false),
                address as u32,
                hi.into_bits(),
            ],
            &[],
        )
    }

    /// `INDEX_BUFFER_SIZE`: number of indices in the bound index buffer.
    pub fn index_buffer_size(&mut self, num_indices: u32) -> Result<(), Error> {
        self.put(
            &[
                hdr_predicated(Opcode::INDEX_BUFFER_SIZE, 1, false),
                num_indices,
            ],
            &[],
        )
    }

    /// `NUM_INSTANCES`: instance count of the following draws.
    pub fn num_instances(&mut self, instances: u32) -> Result<(), Error> {
        self.put(
            &[hdr_predicated(Opcode::NUM_INSTANCES, 1, false), instances],
            &[],
        )
    }

    /// `DRAW_INDEX_2`: indexed draw of `index_count` indices from the buffer
    /// at `index_base` holding `max_size` indices.
    pub fn draw_index_2(
        &mut self,
        max_size: u32,
        index_base: u64,
        index_count: u32,
        initiator: DrawInitiator,
    ) -> Result<(), Error> {
        let p = self.predicate();
        self.put(
            &enc_draw_index_2(max_size, index_base, index_count, initiator, p),
            &[],
        )
    }

    /// `DRAW_INDEX_AUTO`: non-indexed draw of `index_count` vertices
    /// (normally with [`DrawInitiator::AUTO_INDEX`]).
    pub fn draw_index_auto(
        &mut self,
        index_count: u32,
        initiator: DrawInitiator,
    ) -> Result<(), Error> {
        let p = self.predicate();
        self.put(&enc_draw_index_auto(index_count, initiator, p), &[])
    }

    /// `DRAW_INDEX_OFFSET_2`: indexed draw from the `INDEX_BASE` buffer
    /// starting at index `index_offset`.
    pub fn draw_index_offset_2(
        &mut self,
        max_size: u32,
        index_offset: u32,
        index_count: u32,
        initiator: DrawInitiator,
    ) -> Result<(), Error> {
        let p = self.predicate();
        self.put(
            &enc_draw_index_offset_2(max_size, index_offset, index_count, initiator, p),
            &[],
        )
    }

    /// `DRAW_INDIRECT`: non-indexed draw whose arguments
    /// `{vertex_count, instance_count, start_vertex, start_instance}` sit at
    /// `data_offset` bytes from the `SET_BASE` (index 1) base.
    ///
    /// Errors: [`Error::RegisterOutsideSpace`] for a `*_LOC` past the SH space.
    pub fn draw_indirect(
        &mut self,
        data_offset: u32,
        base_vtx_loc: u16,
        start_inst_loc: u16,
        initiator: DrawInitiator,
    ) -> Result<(), Error> {
        let p = self.predicate();
        self.emit(enc_indirect(
            Opcode::DRAW_INDIRECT,
            data_offset,
            base_vtx_loc,
            start_inst_loc,
            initiator,
            p,
        ))
    }

    /// `DRAW_INDEX_INDIRECT`: indexed draw whose arguments
    /// `{index_count, instance_count, start_index, base_vertex, start_instance}`
    /// sit at `data_offset` bytes from the `SET_BASE` (index 1) base.
    pub fn draw_index_indirect(
        &mut self,
        data_offset: u32,
        base_vtx_loc: u16,
        start_inst_loc: u16,
        initiator: DrawInitiator,
    ) -> Result<(), Error> {
        let p = self.predicate();
        self.emit(enc_indirect(
            Opcode::DRAW_INDEX_INDIRECT,
            data_offset,
            base_vtx_loc,
            start_inst_loc,
            initiator,
            p,
        ))
    }

    /// `DRAW_INDIRECT_MULTI`: `args.count` non-indexed indirect draws.
    ///
    /// Errors: [`Error::RegisterOutsideSpace`] for a `*_LOC` past the SH
    /// space; [`Error::Address`] for a count address not 4-byte aligned.
    pub fn draw_indirect_multi(
        &mut self,
        args: &MultiDrawIndirect,
        initiator: DrawInitiator,
    ) -> Result<(), Error> {
        let p = self.predicate();
        self.emit(enc_indirect_multi(
            Opcode::DRAW_INDIRECT_MULTI,
            args,
            initiator,
            p,
        ))
    }

    /// `DRAW_INDEX_INDIRECT_MULTI`: `args.count` indexed indirect draws.
    pub fn draw_index_indirect_multi(
        &mut self,
        args: &MultiDrawIndirect,
        initiator: DrawInitiator,
    ) -> Result<(), Error> {
        let p = self.predicate();
        self.emit(enc_indirect_multi(
            Opcode::DRAW_INDEX_INDIRECT_MULTI,
            args,
            initiator,
            p,
        ))
    }

    /// `DRAW_INDEX_MULTI_AUTO`: `prim_count` primitives of `prim_type`, each
    /// made of `index_count` auto indices starting at `index_offset`.
    ///
    /// Errors: [`Error::InvalidField`] for a primitive type above 31 (5-bit
    /// field); [`Error::CountOutOfRange`] for `index_count` above `0x7FF`.
    pub fn draw_index_multi_auto(
        &mut self,
        prim_count: u32,
        initiator: DrawInitiator,
        index_offset: u16,
        prim_type: PrimitiveType,
        index_count: u16,
    ) -> Result<(), Error> {
        if prim_type.into_bits() > 0x1F {
            return Err(Error::InvalidField {
                field: "PRIM_TYPE",
                value: prim_type.raw() as u64,
            });
        }
        check_count("INDEX_COUNT", index_count as u64, 0, 0x7FF)?;
        let w = MultiAutoWord::new()
            .with_index_offset(index_offset)
            .with_prim_type(prim_type.into_bits())
            .with_index_count(index_count);
        let p = self.predicate();
        self.put(
            &[
                hdr_predicated(Opcode::DRAW_INDEX_MULTI_AUTO, 3, p),
                prim_count,
                initiator.into_bits(),
                w.into_bits(),
            ],
            &[],
        )
    }
}

impl Reserved<'_, '_> {
    /// [`CommandBuffer::draw_index_auto`] within the reservation.
    pub fn draw_index_auto(&mut self, index_count: u32, initiator: DrawInitiator) -> &mut Self {
        let p = self.predicate();
        self.put(&enc_draw_index_auto(index_count, initiator, p), &[])
    }

    /// [`CommandBuffer::draw_index_2`] within the reservation.
    pub fn draw_index_2(
        &mut self,
        max_size: u32,
        index_base: u64,
        index_count: u32,
        initiator: DrawInitiator,
    ) -> &mut Self {
        let p = self.predicate();
        self.put(
            &enc_draw_index_2(max_size, index_base, index_count, initiator, p),
            &[],
        )
    }

    /// [`CommandBuffer::draw_index_offset_2`] within the reservation.
    pub fn draw_index_offset_2(
        &mut self,
        max_size: u32,
        index_offset: u32,
        index_count: u32,
        initiator: DrawInitiator,
    ) -> &mut Self {
        let p = self.predicate();
        self.put(
            &enc_draw_index_offset_2(max_size, index_offset, index_count, initiator, p),
            &[],
        )
    }

    /// [`CommandBuffer::num_instances`] within the reservation.
    pub fn num_instances(&mut self, instances: u32) -> &mut Self {
        self.put(
            &[hdr_predicated(Opcode::NUM_INSTANCES, 1, false), instances],
            &[],
        )
    }

    /// [`CommandBuffer::draw_indirect`] within the reservation.
    pub fn draw_indirect(
        &mut self,
        data_offset: u32,
        base_vtx_loc: u16,
        start_inst_loc: u16,
        initiator: DrawInitiator,
    ) -> &mut Self {
        let p = self.predicate();
        self.emit(enc_indirect(
            Opcode::DRAW_INDIRECT,
            data_offset,
            base_vtx_loc,
            start_inst_loc,
            initiator,
            p,
        ))
    }
}
