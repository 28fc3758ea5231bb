//! Compute dispatch: `DISPATCH_DIRECT`, `DISPATCH_INDIRECT`.
//!
//! Both carry header `SHADER_TYPE = 1`, and `PREDICATE = 1` while the
//! buffer's predication toggle is on.

use super::buffer::{CommandBuffer, Reserved};
use super::error::Error;
use super::header::{ShaderType, type3};
use super::opcode::Opcode;

/// `COMPUTE_DISPATCH_INITIATOR` (gfx7 layout): the last dword of a dispatch, the register's value.
pub type DispatchInitiator = crate::regs::ComputeDispatchInitiator;

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
