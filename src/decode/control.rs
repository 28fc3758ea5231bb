//! Decoded control-flow packets: `SET_BASE` (its `SHADER_TYPE` varies), and
//! the printers of the others (`INDIRECT_BUFFER(_CONST)`, `SET_PREDICATION`,
//! `COND_EXEC`, `OCCLUSION_QUERY`, `PFP_SYNC_ME`, `STRMOUT_BUFFER_UPDATE`,
//! declared in [`crate::pm4`]).

use super::layout::fixed_packet;
use crate::pm4::SetBaseWord;

fixed_packet! {
    /// `SET_BASE`: sets a base address (the header's `SHADER_TYPE` picks
    /// graphics or compute; see [`Decoded::type3_header`](super::Decoded::type3_header))
    /// ([`CommandBuffer::set_base`](crate::pm4::CommandBuffer::set_base)).
    pub struct SetBase, body 3 {
        /// Dword 1: `BASE_INDEX`.
        base_index @ 0: SetBaseWord,
        /// `ADDRESS_LO` / `ADDRESS_HI`.
        address @ 1: u64,
    }
}
