//! Decoded compute dispatches: `DISPATCH_DIRECT`, `DISPATCH_INDIRECT`.

use super::layout::{bits_fields, fixed_packet};
use crate::pm4::DispatchInitiator;

bits_fields!(DispatchInitiator);

fixed_packet! {
    /// `DISPATCH_DIRECT`: `DIM_X * DIM_Y * DIM_Z` thread groups
    /// ([`CommandBuffer::dispatch_direct`](crate::pm4::CommandBuffer::dispatch_direct)).
    pub struct DispatchDirect, body 4, |b| {
        /// `DIM_X`: thread groups in x.
        dim_x: u32 = b.w(0),
        /// `DIM_Y`: thread groups in y.
        dim_y: u32 = b.w(1),
        /// `DIM_Z`: thread groups in z.
        dim_z: u32 = b.w(2),
        /// `DISPATCH_INITIATOR` (`COMPUTE_DISPATCH_INITIATOR`).
        dispatch_initiator: DispatchInitiator = DispatchInitiator::from_bits(b.w(3)),
    }
}

fixed_packet! {
    /// `DISPATCH_INDIRECT`: group counts read from memory
    /// ([`CommandBuffer::dispatch_indirect`](crate::pm4::CommandBuffer::dispatch_indirect)).
    pub struct DispatchIndirect, body 2, |b| {
        /// `DATA_OFFSET`: byte offset of `{x, y, z}` from the `SET_BASE` (index 1) base.
        data_offset: u32 = b.w(0),
        /// `DISPATCH_INITIATOR` (`COMPUTE_DISPATCH_INITIATOR`).
        dispatch_initiator: DispatchInitiator = DispatchInitiator::from_bits(b.w(1)),
    }
}
