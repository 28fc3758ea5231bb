//! Compute dispatch: `DISPATCH_DIRECT`, `DISPATCH_INDIRECT`.
//!
//! Both carry header `SHADER_TYPE = 1`, and `PREDICATE = 1` while the
//! buffer's predication toggle is on.

use bitfield_struct::bitfield;

use super::buffer::{CommandBuffer, Reserved};
use super::error::Error;
use super::header::{ShaderType, type3};
use super::opcode::Opcode;

/// `COMPUTE_DISPATCH_INITIATOR` (gfx7 layout): the last dword of a dispatch.
#[bitfield(u32)]
#[derive(PartialEq, Eq)]
pub struct DispatchInitiator {
    /// `COMPUTE_SHADER_EN` [0]: start the dispatch.
    pub compute_shader_en: bool,
    /// `PARTIAL_TG_EN` [1]: allow partial thread groups.
    pub partial_tg_en: bool,
    /// `FORCE_START_AT_000` [2].
    pub force_start_at_000: bool,
    /// `ORDERED_APPEND_ENBL` [3].
    pub ordered_append_enbl: bool,
    /// `ORDERED_APPEND_MODE` [4] (gfx7+).
    pub ordered_append_mode: bool,
    /// `USE_THREAD_DIMENSIONS` [5] (gfx7+): the dims are thread counts, not group counts.
    pub use_thread_dimensions: bool,
    /// `ORDER_MODE` [6] (gfx7+).
    pub order_mode: bool,
    /// `DISPATCH_CACHE_CNTL` [9:7] (gfx7+).
    #[bits(3)]
    pub dispatch_cache_cntl: u8,
    /// `SCALAR_L1_INV_VOL` [10] (gfx7+).
    pub scalar_l1_inv_vol: bool,
    /// `VECTOR_L1_INV_VOL` [11] (gfx7+).
    pub vector_l1_inv_vol: bool,
    /// `DATA_ATC` [12] (gfx7+).
    pub data_atc: bool,
    /// Reserved [13].
    #[bits(1)]
    __: u8,
    /// `RESTORE` [14] (gfx7+).
    pub restore: bool,
    /// Reserved [31:15].
    #[bits(17)]
    __: u32,
}

impl DispatchInitiator {
    /// `COMPUTE_SHADER_EN = 1`, everything else 0.
    pub const ENABLE: Self = Self::new().with_compute_shader_en(true);
}

/// Dwords of `DISPATCH_DIRECT`.
pub const DISPATCH_DIRECT_DWORDS: usize = 5;
/// Dwords of `DISPATCH_INDIRECT`.
pub const DISPATCH_INDIRECT_DWORDS: usize = 3;

const fn enc_dispatch_direct(
    x: u32,
    y: u32,
    z: u32,
    initiator: DispatchInitiator,
    pred: bool,
) -> [u32; 5] {
    [
        type3(Opcode::DISPATCH_DIRECT, 4, pred, ShaderType::COMPUTE),
        x,
        y,
        z,
        initiator.into_bits(),
    ]
}

impl CommandBuffer<'_> {
    /// `DISPATCH_DIRECT`: `x * y * z` thread groups (`DIM_X/Y/Z`).
    pub fn dispatch_direct(
        &mut self,
        x: u32,
        y: u32,
        z: u32,
        initiator: DispatchInitiator,
    ) -> Result<(), Error> {
        let p = self.predicate();
        self.put(&enc_dispatch_direct(x, y, z, initiator, p), &[])
    }

    /// `DISPATCH_INDIRECT`: group counts `{x, y, z}` read at `data_offset`
    /// bytes from the `SET_BASE` (index 1) base.
    pub fn dispatch_indirect(
        &mut self,
        data_offset: u32,
        initiator: DispatchInitiator,
    ) -> Result<(), Error> {
        let p = self.predicate();
        let h = type3(Opcode::DISPATCH_INDIRECT, 2, p, ShaderType::COMPUTE);
        self.put(&[h, data_offset, initiator.into_bits()], &[])
    }
}

impl Reserved<'_, '_> {
    /// [`CommandBuffer::dispatch_direct`] within the reservation.
    pub fn dispatch_direct(
        &mut self,
        x: u32,
        y: u32,
        z: u32,
        initiator: DispatchInitiator,
    ) -> &mut Self {
        let p = self.predicate();
        self.put(&enc_dispatch_direct(x, y, z, initiator, p), &[])
    }
}
