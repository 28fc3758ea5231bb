//! Decoded compute dispatches: `DISPATCH_DIRECT`, `DISPATCH_INDIRECT`.

use super::layout::{bits_fields, fixed_packet};
use crate::pm4::DispatchInitiator;

bits_fields!(DispatchInitiator);

fixed_packet! {
    /// `DISPATCH_DIRECT`: `DIM_X * DIM_Y * DIM_Z` thread groups
    /// ([`CommandBuffer::dispatch_direct`](crate::pm4::CommandBuffer::dispatch_direct)).
    pub struct DispatchDirect, body 4 {
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

fixed_packet! {
    /// `DISPATCH_INDIRECT`: group counts read from memory
    /// ([`CommandBuffer::dispatch_indirect`](crate::pm4::CommandBuffer::dispatch_indirect)).
    pub struct DispatchIndirect, body 2 {
        /// `DATA_OFFSET`: byte offset of `{x, y, z}` from the `SET_BASE` (index 1) base.
        data_offset @ 0: u32,
        /// `DISPATCH_INITIATOR` (`COMPUTE_DISPATCH_INITIATOR`).
        dispatch_initiator @ 1: DispatchInitiator,
    }
}
