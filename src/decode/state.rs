//! Decoded state-control packets: `CONTEXT_CONTROL`, `CLEAR_STATE`,
//! `PREAMBLE_CNTL`.

use super::layout::{bits_fields, fixed_packet};
use crate::pm4::{ContextControlBits, PreambleCntlWord};

bits_fields!(ContextControlBits, PreambleCntlWord);

fixed_packet! {
    /// `CONTEXT_CONTROL`: register groups to load and to shadow
    /// ([`CommandBuffer::context_control`](crate::pm4::CommandBuffer::context_control)).
    pub struct ContextControl, body 2 {
        /// `LOAD_CONTROL`: register groups the CP loads from memory.
        load_control @ 0: ContextControlBits,
        /// `SHADOW_ENABLE`: register groups the CP shadows to memory.
        shadow_enable @ 1: ContextControlBits,
    }
}

fixed_packet! {
    /// `CLEAR_STATE`: resets context registers to the clear-state defaults
    /// ([`CommandBuffer::clear_state`](crate::pm4::CommandBuffer::clear_state)).
    pub struct ClearState, body 1 {
        /// `DUMMY`: the unused body dword (0 from the writer).
        dummy @ 0: u32,
    }
}

fixed_packet! {
    /// `PREAMBLE_CNTL`: preamble / clear-state boundaries
    /// ([`CommandBuffer::preamble_cntl`](crate::pm4::CommandBuffer::preamble_cntl)).
    pub struct PreambleCntl, body 1 {
        /// Dword 1: `IB_OFFSET` and `COMMAND`.
        control @ 0: PreambleCntlWord,
    }
}
