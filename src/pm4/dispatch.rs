//! Compute dispatch: `DISPATCH_DIRECT`, `DISPATCH_INDIRECT`.
//!
//! Both carry header `SHADER_TYPE = 1`, and `PREDICATE = 1` while the
//! buffer's predication toggle is on.

use super::buffer::CommandBuffer;
use super::error::Error;
use super::packet::{typed_packet, word_fields};

/// `COMPUTE_DISPATCH_INITIATOR` (gfx7 layout): the last dword of a dispatch, the register's value.
pub type DispatchInitiator = crate::regs::ComputeDispatchInitiator;

impl DispatchInitiator {
    /// `COMPUTE_SHADER_EN = 1`, everything else 0.
    pub const ENABLE: Self = Self::new().with_compute_shader_en(true);
}

word_fields!(DispatchInitiator);

typed_packet! {
    /// `DISPATCH_DIRECT`: `DIM_X * DIM_Y * DIM_Z` thread groups
    /// ([`CommandBuffer::dispatch_direct`]).
    pub struct DispatchDirect = DISPATCH_DIRECT [DISPATCH_DIRECT_DWORDS], predicated, compute {
        /// `DIM_X`: thread groups in x.
        dim_x @ 0: u32,
        /// `DIM_Y`: thread groups in y.
        dim_y @ 1: u32,
        /// `DIM_Z`: thread groups in z.
        dim_z @ 2: u32,
        /// `DISPATCH_INITIATOR` (`COMPUTE_DISPATCH_INITIATOR`).
        dispatch_initiator @ 3: DispatchInitiator,
    }
}

typed_packet! {
    /// `DISPATCH_INDIRECT`: group counts read from memory
    /// ([`CommandBuffer::dispatch_indirect`]).
    pub struct DispatchIndirect = DISPATCH_INDIRECT
        [DISPATCH_INDIRECT_DWORDS], predicated, compute {
        /// `DATA_OFFSET`: byte offset of `{x, y, z}` from the `SET_BASE` (index 1) base.
        data_offset @ 0: u32,
        /// `DISPATCH_INITIATOR` (`COMPUTE_DISPATCH_INITIATOR`).
        dispatch_initiator @ 1: DispatchInitiator,
    }
}

impl CommandBuffer<'_> {
    /// `DISPATCH_DIRECT`: `x * y * z` thread groups (`DIM_X/Y/Z`).
    #[inline]
    pub fn dispatch_direct(
        &mut self,
        x: u32,
        y: u32,
        z: u32,
        initiator: DispatchInitiator,
    ) -> Result<(), Error> {
        self.push(&DispatchDirect {
            dim_x: x,
            dim_y: y,
            dim_z: z,
            dispatch_initiator: initiator,
        })
    }

    /// `DISPATCH_INDIRECT`: group counts `{x, y, z}` read at `data_offset`
    /// bytes from the `SET_BASE` (index 1) base.
    #[inline]
    pub fn dispatch_indirect(
        &mut self,
        data_offset: u32,
        initiator: DispatchInitiator,
    ) -> Result<(), Error> {
        self.push(&DispatchIndirect {
            data_offset,
            dispatch_initiator: initiator,
        })
    }
}
