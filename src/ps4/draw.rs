//! Draw windows: draws of the fixed dword footprint the system driver gives
//! them.
//!
//! The platform's driver library reserves a fixed number of dwords for each
//! draw and the system driver fills them: the draw packet, then a NOP filler
//! with three payload dwords (header `0xC002_1000`, written as zero here) up
//! to the reserved size. Tools that walk PS4 command streams rely on these
//! shapes. Sizes and contents (base mode) from shadPS4
//! `src/core/libraries/gnmdriver/gnmdriver.cpp` (`sceGnmDrawIndex`,
//! `sceGnmDrawIndexAuto`, `sceGnmDrawIndexOffset`):
//!
//! | window | dwords | packets |
//! |---|---|---|
//! | [`draw_index`] | 10 | `DRAW_INDEX_2` (`MAX_SIZE` = `INDEX_COUNT`, `DRAW_INITIATOR` 0 = `DI_SRC_SEL_DMA`) + filler |
//! | [`draw_index_auto`] | 7 | `DRAW_INDEX_AUTO` (`DRAW_INITIATOR` 2 = `DI_SRC_SEL_AUTO_INDEX`) + filler |
//! | [`draw_index_offset`] | 9 | `DRAW_INDEX_OFFSET_2` (`MAX_SIZE` = `INDEX_COUNT`, `DRAW_INITIATOR` 0) + filler |
//! | [`draw_indirect`], [`draw_index_indirect`] | 9 | `DRAW_INDIRECT` / `DRAW_INDEX_INDIRECT` + filler |
//! | [`draw_index_indirect_multi`] | 11 | `DRAW_INDEX_INDIRECT_MULTI`, PS4 6-dword body + filler |
//! | [`draw_indirect_multi`] | 11 | `DRAW_INDIRECT_MULTI`, PS4 6-dword body + filler |
//! | [`set_vgt_control`], [`reset_vgt_control`] | 3 | `SET_CONTEXT_REG` of `IA_MULTI_VGT_PARAM` |
//!
//! The driver refuses an index buffer address that is zero or odd.
//! Predication follows the command buffer's toggle
//! ([`CommandBuffer::set_predicate`]).
//!
//! # The index type
//!
//! No window writes the index size: an indexed window ([`draw_index`],
//! [`draw_index_offset`], [`draw_index_indirect`],
//! [`draw_index_indirect_multi`], [`draw_index_indirect_count_multi`]) reads
//! the index size and swap the last `INDEX_TYPE` packet set (`setIndexSize`;
//! here the [`PrimitiveState`](crate::blocks::primitive::PrimitiveState)
//! block, which ends with that packet, or
//! [`CommandBuffer::index_type`]). On the PS4's gfx7 a non-indexed window
//! ([`draw_index_auto`], [`draw_indirect`]) overwrites that index type, so
//! write `INDEX_TYPE` again between a non-indexed and an indexed draw (see
//! [`blocks::primitive`](crate::blocks::primitive#the-index-type)).
//!
//! # Example
//!
//! ```
//! use gcn::pm4::CommandBuffer;
//! use gcn::ps4::draw::{draw_index_auto, DRAW_INDEX_AUTO_WINDOW_DWORDS};
//!
//! let mut storage = [0u32; 16];
//! let mut cb = CommandBuffer::new(&mut storage);
//! draw_index_auto(&mut cb, 3)?;
//! assert_eq!(cb.len(), DRAW_INDEX_AUTO_WINDOW_DWORDS);
//! assert_eq!(cb.as_slice(), &[0xC001_2D00, 3, 2, 0xC002_1000, 0, 0, 0]);
//! # Ok::<(), gcn::ps4::Error>(())
//! ```

use super::Error;
use super::error::{
    FILLER_DWORDS, check_at_most, check_required_address, check_space, checked_window,
    filled_window,
};
use crate::pm4::{self, CommandBuffer, DrawInitiator, Opcode, ShaderType};
use crate::regs::{self, Register};

/// Dwords of the NOP filler after a draw packet (header + 3 zero dwords).
pub const DRAW_FILLER_DWORDS: usize = FILLER_DWORDS;
/// Dwords of the indexed draw window.
pub const DRAW_INDEX_WINDOW_DWORDS: usize = 6 + DRAW_FILLER_DWORDS;
/// Dwords of the auto-index draw window.
pub const DRAW_INDEX_AUTO_WINDOW_DWORDS: usize = 3 + DRAW_FILLER_DWORDS;
/// Dwords of the index-offset draw window.
pub const DRAW_INDEX_OFFSET_WINDOW_DWORDS: usize = 5 + DRAW_FILLER_DWORDS;

/// Writes the 10-dword indexed draw window: `index_count` indices read from
/// the index buffer at `index_address` (their size and swap come from the
/// last `INDEX_TYPE` packet, written after any non-indexed draw: see
/// [the module documentation](self#the-index-type)).
///
/// Errors: [`Error::NullAddress`]; [`Error::Address`] for an odd
/// address; [`Error::OutOfSpace`]. Nothing is written on error.
pub fn draw_index(
    cb: &mut CommandBuffer<'_>,
    index_count: u32,
    index_address: u64,
) -> Result<(), Error> {
    check_required_address("INDEX_BASE", index_address, 2, 64)?;
    filled_window::<DRAW_INDEX_WINDOW_DWORDS, _>(cb, |cb| {
        cb.draw_index_2(index_count, index_address, index_count, DrawInitiator::DMA)
    })
}

/// Writes the 7-dword auto-index draw window: `vertex_count` vertices with
/// generated indices (no index type needed; on gfx7 the draw overwrites
/// the one `INDEX_TYPE` set, see [the module documentation](self#the-index-type)).
///
/// Errors: [`Error::OutOfSpace`]; nothing is written then.
pub fn draw_index_auto(cb: &mut CommandBuffer<'_>, vertex_count: u32) -> Result<(), Error> {
    filled_window::<DRAW_INDEX_AUTO_WINDOW_DWORDS, _>(cb, |cb| {
        cb.draw_index_auto(vertex_count, DrawInitiator::AUTO_INDEX)
    })
}

/// Writes the 9-dword index-offset draw window: `index_count` indices
/// starting `index_offset` indices into the buffer set with `INDEX_BASE` and
/// `INDEX_BUFFER_SIZE`, of the size the last `INDEX_TYPE` packet set.
///
/// Errors: [`Error::OutOfSpace`]; nothing is written then.
pub fn draw_index_offset(
    cb: &mut CommandBuffer<'_>,
    index_offset: u32,
    index_count: u32,
) -> Result<(), Error> {
    filled_window::<DRAW_INDEX_OFFSET_WINDOW_DWORDS, _>(cb, |cb| {
        cb.draw_index_offset_2(index_count, index_offset, index_count, DrawInitiator::DMA)
    })
}

/// Dwords of each indirect draw window ([`draw_indirect`], [`draw_index_indirect`]).
pub const DRAW_INDIRECT_WINDOW_DWORDS: usize = 5 + DRAW_FILLER_DWORDS;
/// Dwords of the [`set_vgt_control`] window.
pub const VGT_CONTROL_DWORDS: usize = 3;

/// The hardware stage that runs the vertex shader of an indirect draw, whose user-data
/// registers receive the draw's base vertex and start instance.
///
/// The driver also accepts the compute, pixel, geometry and hull stages and then writes
/// offsets from SH register 0, which name no user-data register; those are not offered.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum VertexStage {
    /// `VS`: no tessellation, no geometry shader (user data from `SPI_SHADER_USER_DATA_VS_0`).
    Vs,
    /// `ES`: the vertex shader feeds a geometry shader (`SPI_SHADER_USER_DATA_ES_0`).
    Es,
    /// `LS`: the vertex shader feeds tessellation (`SPI_SHADER_USER_DATA_LS_0`).
    Ls,
}

impl VertexStage {
    /// SH offset of the stage's first user-data register.
    pub const fn user_data_base(self) -> u16 {
        match self {
            VertexStage::Vs => <regs::SpiShaderUserDataVs0 as Register>::OFFSET,
            VertexStage::Es => <regs::SpiShaderUserDataEs0 as Register>::OFFSET,
            VertexStage::Ls => <regs::SpiShaderUserDataLs0 as Register>::OFFSET,
        }
    }
}

/// Largest user-SGPR index an indirect draw may name.
pub const MAX_INDIRECT_USER_SGPR: u32 = 15;

/// The `BASE_VTX_LOC` / `START_INST_LOC` value of user SGPR `sgpr` of `stage`: 0 (the CP
/// writes nothing) for SGPR 0, which the driver reserves as "unused", else the SH offset
/// of the stage's user-data register `sgpr`.
const fn user_sgpr_loc(name: &'static str, stage: VertexStage, sgpr: u32) -> Result<u16, Error> {
    if let Err(e) = check_at_most(name, sgpr, MAX_INDIRECT_USER_SGPR) {
        return Err(e);
    }
    // `sgpr` is at most 15 and the user-data bases at most 0x14C.
    Ok(if sgpr == 0 {
        0
    } else {
        stage.user_data_base().saturating_add(sgpr as u16)
    })
}

/// Writes a 9-dword indirect draw window: `DRAW_INDIRECT` whose arguments
/// (`{vertex_count, instance_count, start_vertex, start_instance}`) sit `data_offset`
/// bytes past the draw-indirect base (`SET_BASE`), then the filler.
///
/// `vertex_sgpr` and `instance_sgpr` are the user SGPRs of `stage` that receive the
/// start vertex and start instance; 0 means "not passed" (SGPR 0 holds the fetch-shader
/// address). `DRAW_INITIATOR` is 2 (`DI_SRC_SEL_AUTO_INDEX`).
///
/// | dword | value |
/// |---|---|
/// | 0 | `DRAW_INDIRECT` header (`COUNT` 3, predication from the buffer's toggle) |
/// | 1 | `DATA_OFFSET` |
/// | 2 | `BASE_VTX_LOC`: 0, or the stage's `SPI_SHADER_USER_DATA_*_0` offset + `vertex_sgpr` |
/// | 3 | `START_INST_LOC`: the same for `instance_sgpr` |
/// | 4 | `DRAW_INITIATOR` = 2 |
/// | 5-8 | filler NOP |
///
/// Errors: [`Error::ArgumentOutOfRange`] for an SGPR above [`MAX_INDIRECT_USER_SGPR`];
/// [`Error::OutOfSpace`]. Nothing is written on error.
pub fn draw_indirect(
    cb: &mut CommandBuffer<'_>,
    data_offset: u32,
    stage: VertexStage,
    vertex_sgpr: u32,
    instance_sgpr: u32,
) -> Result<(), Error> {
    indirect_window::<DRAW_INDIRECT_WINDOW_DWORDS>(
        cb,
        stage,
        [vertex_sgpr, instance_sgpr],
        |cb, [vtx, inst]| cb.draw_indirect(data_offset, vtx, inst, DrawInitiator::AUTO_INDEX),
    )
}

/// Writes a 9-dword indexed indirect draw window: `DRAW_INDEX_INDIRECT` (arguments
/// `{index_count, instance_count, start_index, base_vertex, start_instance}` at
/// `data_offset`), then the filler; as [`draw_indirect`], with `DRAW_INITIATOR` 0
/// (`DI_SRC_SEL_DMA`).
///
/// Errors: as [`draw_indirect`].
pub fn draw_index_indirect(
    cb: &mut CommandBuffer<'_>,
    data_offset: u32,
    stage: VertexStage,
    vertex_sgpr: u32,
    instance_sgpr: u32,
) -> Result<(), Error> {
    indirect_window::<DRAW_INDIRECT_WINDOW_DWORDS>(
        cb,
        stage,
        [vertex_sgpr, instance_sgpr],
        |cb, [vtx, inst]| cb.draw_index_indirect(data_offset, vtx, inst, DrawInitiator::DMA),
    )
}

/// The `BASE_VTX_LOC` / `START_INST_LOC` values of the user SGPRs `sgprs`
/// (vertex, instance) of `stage` ([`user_sgpr_loc`]).
fn user_sgpr_locs(stage: VertexStage, sgprs: [u32; 2]) -> Result<[u16; 2], Error> {
    let [vertex_sgpr, instance_sgpr] = sgprs;
    Ok([
        user_sgpr_loc("vertex_sgpr", stage, vertex_sgpr)?,
        user_sgpr_loc("instance_sgpr", stage, instance_sgpr)?,
    ])
}

/// An indirect draw window of `N` dwords: the user-SGPR locations of `sgprs`
/// (vertex, instance) for `stage` checked, then `draw` with them, then the filler.
fn indirect_window<const N: usize>(
    cb: &mut CommandBuffer<'_>,
    stage: VertexStage,
    sgprs: [u32; 2],
    draw: impl FnOnce(&mut CommandBuffer<'_>, [u16; 2]) -> Result<(), pm4::Error>,
) -> Result<(), Error> {
    let locs = user_sgpr_locs(stage, sgprs)?;
    filled_window::<N, _>(cb, |cb| draw(cb, locs))
}

/// Dwords of the [`draw_index_indirect_multi`] window.
pub const DRAW_INDEX_INDIRECT_MULTI_WINDOW_DWORDS: usize = 7 + DRAW_FILLER_DWORDS;
/// Body dwords of the PS4 form of `DRAW_INDEX_INDIRECT_MULTI`.
pub const PS4_DRAW_INDEX_INDIRECT_MULTI_BODY_DWORDS: usize = 6;
/// Bytes between the argument records of [`draw_index_indirect_multi`]
/// (`{index_count, instance_count, start_index, base_vertex, start_instance}`).
pub const DRAW_INDEX_INDIRECT_ARGS_BYTES: u32 = 20;

/// Writes the 11-dword multi indexed indirect draw window of the system driver
/// (`sceGnmDrawIndexIndirectMulti`): `DRAW_INDEX_INDIRECT_MULTI` in the PS4's 6-dword
/// body form, drawing `count` argument records of [`DRAW_INDEX_INDIRECT_ARGS_BYTES`]
/// bytes starting `data_offset` bytes past the draw-indirect base, then the filler.
///
/// The AMD packet has 9 body dwords (with `DRAW_INDEX_LOC`, `COUNT_INDIRECT_ENABLE`,
/// `DRAW_INDEX_ENABLE` and a count address), which
/// [`CommandBuffer::draw_index_indirect_multi`] writes; the PS4 driver writes this
/// shorter body, without them:
///
/// | dword | value |
/// |---|---|
/// | 0 | `DRAW_INDEX_INDIRECT_MULTI` header (`COUNT` 5, predication from the buffer's toggle) |
/// | 1 | `DATA_OFFSET` |
/// | 2, 3 | `BASE_VTX_LOC`, `START_INST_LOC`: as [`draw_indirect`] |
/// | 4 | `COUNT`: `count` |
/// | 5 | `STRIDE`: 20 |
/// | 6 | `DRAW_INITIATOR` = 0 (`DI_SRC_SEL_DMA`) |
/// | 7-10 | filler NOP |
///
/// Errors: [`Error::ArgumentOutOfRange`] for an SGPR above [`MAX_INDIRECT_USER_SGPR`];
/// [`Error::OutOfSpace`]. Nothing is written on error.
pub fn draw_index_indirect_multi(
    cb: &mut CommandBuffer<'_>,
    data_offset: u32,
    count: u32,
    stage: VertexStage,
    vertex_sgpr: u32,
    instance_sgpr: u32,
) -> Result<(), Error> {
    multi_window::<DRAW_INDEX_INDIRECT_MULTI_WINDOW_DWORDS>(
        cb,
        Opcode::DRAW_INDEX_INDIRECT_MULTI,
        [data_offset, count, DRAW_INDEX_INDIRECT_ARGS_BYTES],
        DrawInitiator::DMA,
        stage,
        [vertex_sgpr, instance_sgpr],
    )
}

/// The window of a PS4 multi indirect draw: `opcode` with the 6-dword body
/// `DATA_OFFSET`, the two user-SGPR locations, `COUNT`, `STRIDE`,
/// `DRAW_INITIATOR` (`args` is `[data_offset, count, stride]`), then the filler.
fn multi_window<const N: usize>(
    cb: &mut CommandBuffer<'_>,
    opcode: Opcode,
    args: [u32; 3],
    initiator: DrawInitiator,
    stage: VertexStage,
    sgprs: [u32; 2],
) -> Result<(), Error> {
    let [data_offset, count, stride] = args;
    indirect_window::<N>(cb, stage, sgprs, |cb, [vtx, inst]| {
        let body: [u32; PS4_DRAW_INDEX_INDIRECT_MULTI_BODY_DWORDS] = [
            data_offset,
            u32::from(vtx),
            u32::from(inst),
            count,
            stride,
            initiator.into_bits(),
        ];
        cb.push_body(opcode, ShaderType::GRAPHICS, &body)
    })
}

/// Dwords of the [`draw_indirect_multi`] window.
pub const DRAW_INDIRECT_MULTI_WINDOW_DWORDS: usize = 7 + DRAW_FILLER_DWORDS;
/// Bytes between the argument records of [`draw_indirect_multi`]
/// (`{vertex_count, instance_count, start_vertex, start_instance}`).
pub const DRAW_INDIRECT_ARGS_BYTES: u32 = 16;
// The PS4 body of both multi draws, as the decoder reads it.
static_assertions::const_assert_eq!(
    PS4_DRAW_INDEX_INDIRECT_MULTI_BODY_DWORDS + 1,
    pm4::PS4_DRAW_INDIRECT_MULTI_DWORDS
);

/// Writes the 11-dword multi indirect draw window (`sceGnmDrawIndirectMulti`):
/// `DRAW_INDIRECT_MULTI` in the PS4's 6-dword body form, drawing `count` argument
/// records of [`DRAW_INDIRECT_ARGS_BYTES`] bytes starting `data_offset` bytes past
/// the draw-indirect base, then the filler; the non-indexed counterpart of
/// [`draw_index_indirect_multi`].
///
/// | dword | value |
/// |---|---|
/// | 0 | `DRAW_INDIRECT_MULTI` header (`COUNT` 5, predication from the buffer's toggle) |
/// | 1 | `DATA_OFFSET` |
/// | 2, 3 | `BASE_VTX_LOC`, `START_INST_LOC`: as [`draw_indirect`] |
/// | 4 | `COUNT`: `count` |
/// | 5 | `STRIDE`: 16 |
/// | 6 | `DRAW_INITIATOR` = 2 (`DI_SRC_SEL_AUTO_INDEX`) |
/// | 7-10 | filler NOP |
///
/// The body is shadPS4's (`gnmdriver.cpp`, `sceGnmDrawIndirectMulti`: six dwords,
/// then the 4-dword filler after them, 11 in all), and its command processor reads
/// the packet with that body (`pm4_cmds.h`, `PM4CmdDrawIndirectMulti`), as the
/// register spec's `ps4.pm4_differences` models it. shadPS4's writer puts
/// `COUNT` 3 in the header, which would end the packet inside the body; the header
/// here says 5, the count that makes the window one packet and a filler.
///
/// Errors: [`Error::ArgumentOutOfRange`] for an SGPR above [`MAX_INDIRECT_USER_SGPR`];
/// [`Error::OutOfSpace`]. Nothing is written on error.
pub fn draw_indirect_multi(
    cb: &mut CommandBuffer<'_>,
    data_offset: u32,
    count: u32,
    stage: VertexStage,
    vertex_sgpr: u32,
    instance_sgpr: u32,
) -> Result<(), Error> {
    multi_window::<DRAW_INDIRECT_MULTI_WINDOW_DWORDS>(
        cb,
        Opcode::DRAW_INDIRECT_MULTI,
        [data_offset, count, DRAW_INDIRECT_ARGS_BYTES],
        DrawInitiator::AUTO_INDEX,
        stage,
        [vertex_sgpr, instance_sgpr],
    )
}

/// Dwords of the [`draw_index_indirect_count_multi`] window.
pub const DRAW_INDEX_INDIRECT_COUNT_MULTI_WINDOW_DWORDS: usize = 16;
/// Body dwords of `DRAW_INDEX_INDIRECT_COUNT_MULTI` (opcode 0x9D).
pub const DRAW_INDEX_INDIRECT_COUNT_MULTI_BODY_DWORDS: usize = 9;
/// `COUNT_INDIRECT_ENABLE` of the packet's dword 4: the draw count is read
/// from the count address (bit 30).
pub const COUNT_INDIRECT_ENABLE: u32 = crate::regs::gfx7::packets::DrawIndexLoc::new()
    .with_count_indirect_enable(true)
    .into_bits();
static_assertions::const_assert_eq!(COUNT_INDIRECT_ENABLE, 1 << 30);

/// Writes the 16-dword multi indexed indirect draw window whose draw count
/// may come from memory (`sceGnmDrawIndexIndirectCountMulti`): a 3-dword
/// `NOP`, `DRAW_INDEX_INDIRECT_COUNT_MULTI` (opcode 0x9D, 9 body dwords) and a
/// 3-dword `NOP`, as shadPS4's `gnmdriver.cpp` writes it on the base console:
///
/// | dword | value |
/// |---|---|
/// | 0..3 | `NOP`, 2 body dwords of 0 (the driver leaves the second as the buffer held it) |
/// | 3 | `DRAW_INDEX_INDIRECT_COUNT_MULTI` header (`COUNT` 8, predication from the buffer's toggle) |
/// | 4 | `DATA_OFFSET` |
/// | 5, 6 | `BASE_VTX_LOC`, `START_INST_LOC`: as [`draw_indirect`] |
/// | 7 | [`COUNT_INDIRECT_ENABLE`] when `count_address` is non-zero, else 0 |
/// | 8 | `max_count` |
/// | 9, 10 | `count_address` low and high dwords |
/// | 11 | stride [`DRAW_INDEX_INDIRECT_ARGS_BYTES`] |
/// | 12 | 0 (the PS4 Pro's flag bits, 0 on the base console) |
/// | 13..16 | `NOP`, 2 body dwords of 0 |
///
/// Errors: as [`draw_indirect`]; [`Error::Address`] for a count address that is
/// not 4-byte aligned or wider than 48 bits.
pub fn draw_index_indirect_count_multi(
    cb: &mut CommandBuffer<'_>,
    data_offset: u32,
    max_count: u32,
    count_address: u64,
    stage: VertexStage,
    vertex_sgpr: u32,
    instance_sgpr: u32,
) -> Result<(), Error> {
    let [vtx, inst] = user_sgpr_locs(stage, [vertex_sgpr, instance_sgpr])?;
    if count_address != 0 {
        crate::regs::check_address("COUNT_ADDR", count_address, 4, 48)?;
    }
    let body: [u32; DRAW_INDEX_INDIRECT_COUNT_MULTI_BODY_DWORDS] = [
        data_offset,
        u32::from(vtx),
        u32::from(inst),
        if count_address != 0 {
            COUNT_INDIRECT_ENABLE
        } else {
            0
        },
        max_count,
        count_address as u32,
        (count_address >> 32) as u32,
        DRAW_INDEX_INDIRECT_ARGS_BYTES,
        0,
    ];
    checked_window::<DRAW_INDEX_INDIRECT_COUNT_MULTI_WINDOW_DWORDS>(
        cb,
        DRAW_INDEX_INDIRECT_COUNT_MULTI_WINDOW_DWORDS,
        |cb| {
            cb.nop(&[0; 2])?;
            cb.push_body(
                Opcode::DRAW_INDEX_INDIRECT_COUNT_MULTI,
                ShaderType::GRAPHICS,
                &body,
            )?;
            cb.nop(&[0; 2])?;
            Ok(())
        },
    )
}

/// Largest `prim_group_size_minus_one` of [`set_vgt_control`].
pub const MAX_PRIM_GROUP_SIZE_MINUS_ONE: u32 = 0xFF;

/// Writes the 3-dword VGT control window: one `SET_CONTEXT_REG` of `IA_MULTI_VGT_PARAM`
/// with `PRIMGROUP_SIZE` = `prim_group_size_minus_one` and `PARTIAL_VS_WAVE_ON` =
/// `partial_vs_wave`, every other field 0 (`sceGnmSetVgtControl`).
///
/// The driver's third argument (`WD_SWITCH_ONLY_ON_EOP`) is not taken: the base console's
/// driver ignores it (shadPS4's `sceGnmSetVgtControl`), so `WD_SWITCH_ON_EOP` \[20\] stays 0
/// although gfx7 has the field; the PS4 Pro form, [`neo::set_vgt_control`](super::neo::set_vgt_control),
/// writes it.
///
/// Errors: [`Error::ArgumentOutOfRange`] for a group size above
/// [`MAX_PRIM_GROUP_SIZE_MINUS_ONE`] (the driver refuses it); [`Error::OutOfSpace`].
pub fn set_vgt_control(
    cb: &mut CommandBuffer<'_>,
    prim_group_size_minus_one: u32,
    partial_vs_wave: bool,
) -> Result<(), Error> {
    check_at_most(
        "prim_group_size_minus_one",
        prim_group_size_minus_one,
        MAX_PRIM_GROUP_SIZE_MINUS_ONE,
    )?;
    check_space(cb, VGT_CONTROL_DWORDS)?;
    let value = regs::IaMultiVgtParam::new()
        .with_primgroup_size(prim_group_size_minus_one as u16)
        .with_partial_vs_wave_on(partial_vs_wave);
    cb.set_reg(value)?;
    Ok(())
}

/// Writes the 3-dword VGT control reset window (`sceGnmResetVgtControl`): `IA_MULTI_VGT_PARAM`
/// back to the driver's default, `PRIMGROUP_SIZE` 0xFF (groups of 256 primitives) and every
/// other field 0; the same dwords as [`set_vgt_control`]`(cb, 0xFF, false)`.
///
/// Errors: [`Error::OutOfSpace`]; nothing is written then.
pub fn reset_vgt_control(cb: &mut CommandBuffer<'_>) -> Result<(), Error> {
    set_vgt_control(cb, MAX_PRIM_GROUP_SIZE_MINUS_ONE, false)
}
