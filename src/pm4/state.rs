//! State control: `CONTEXT_CONTROL`, `CLEAR_STATE`, `PREAMBLE_CNTL`; and the
//! one layout of the packets whose body dword is unused (`CLEAR_STATE`,
//! `PFP_SYNC_ME`, `INCREMENT_DE_COUNTER`, `SWITCH_BUFFER`), whose writers stay
//! with their families.

use super::buffer::CommandBuffer;
use super::error::{Error, check_count};
use super::packet::{typed_packet, word_fields};
use crate::regs::gfx7::packets::*;
use crate::regs::gfx7::pm4::PreambleCntlCommand;

impl ContextControlBits {
    /// Only `ENABLE_DW` (the usual value: update, load / shadow nothing).
    pub const ENABLE_DW_ONLY: Self = Self::new().with_enable_dw(true);
}

word_fields!(ContextControlBits, PreambleCntlWord);

typed_packet! {
    /// `CONTEXT_CONTROL`: register groups to load and to shadow
    /// ([`CommandBuffer::context_control`](CommandBuffer::context_control)).
    pub struct ContextControl = CONTEXT_CONTROL [CONTEXT_CONTROL_DWORDS] {
        /// `LOAD_CONTROL`: register groups the CP loads from memory.
        load_control @ 0: ContextControlBits,
        /// `SHADOW_ENABLE`: register groups the CP shadows to memory.
        shadow_enable @ 1: ContextControlBits,
    }
}

typed_packet! {
    /// `CLEAR_STATE` (context registers to the clear-state defaults),
    /// `PFP_SYNC_ME` (the PFP waits for the ME), `INCREMENT_DE_COUNTER` and
    /// `SWITCH_BUFFER` (constant engine), one type each, whose one body dword
    /// is unused ([`CommandBuffer::clear_state`](CommandBuffer::clear_state),
    /// [`CommandBuffer::pfp_sync_me`](CommandBuffer::pfp_sync_me),
    /// [`CommandBuffer::increment_de_counter`](CommandBuffer::increment_de_counter),
    /// [`CommandBuffer::switch_buffer`](CommandBuffer::switch_buffer)).
    pub struct ClearState = CLEAR_STATE | PfpSyncMe = PFP_SYNC_ME
        | IncrementDeCounter = INCREMENT_DE_COUNTER | SwitchBuffer = SWITCH_BUFFER
        [CLEAR_STATE_DWORDS] {
        /// `DUMMY`: the unused body dword (0 from the writer).
        dummy @ 0: u32,
    }
}

// The spec's size (generated) is the size of the layout declared here
// (`INCREMENT_DE_COUNTER` and `SWITCH_BUFFER` are checked with the CE packets).
const _: () = assert!(PfpSyncMe::BODY_DWORDS + 1 == PFP_SYNC_ME_DWORDS);

typed_packet! {
    /// `PREAMBLE_CNTL`: preamble / clear-state boundaries
    /// ([`CommandBuffer::preamble_cntl`](CommandBuffer::preamble_cntl)).
    pub struct PreambleCntl = PREAMBLE_CNTL [PREAMBLE_CNTL_DWORDS] {
        /// Dword 1: `IB_OFFSET` and `COMMAND`.
        control @ 0: PreambleCntlWord,
    }
}

impl CommandBuffer<'_> {
    /// `CONTEXT_CONTROL`: register groups to load (`LOAD_CONTROL`) and to
    /// shadow (`SHADOW_ENABLE`). Each dword takes effect only with its
    /// `ENABLE_DW` set; the `LOAD_CONTROL` groups decide which `LOAD_*_REG`
    /// packets the CP applies ([`crate::decode::state::LoadClass`]).
    pub fn context_control(
        &mut self,
        load: ContextControlBits,
        shadow: ContextControlBits,
    ) -> Result<(), Error> {
        self.push(&ContextControl {
            load_control: load,
            shadow_enable: shadow,
        })
    }

    /// `CLEAR_STATE`: resets context registers to the CP clear-state defaults.
    pub fn clear_state(&mut self) -> Result<(), Error> {
        self.push(&ClearState { dummy: 0 })
    }

    /// `PREAMBLE_CNTL`: marks preamble / clear-state definition boundaries.
    ///
    /// Errors: [`Error::CountOutOfRange`] for an `ib_offset` over 20 bits.
    pub fn preamble_cntl(
        &mut self,
        command: PreambleCntlCommand,
        ib_offset: u32,
    ) -> Result<(), Error> {
        const IB_OFFSET_MAX: u32 = PreambleCntlWord::new().with_ib_offset(u32::MAX).ib_offset();
        static_assertions::const_assert_eq!(IB_OFFSET_MAX, 0xF_FFFF);
        check_count("IB_OFFSET", ib_offset as u64, 0, IB_OFFSET_MAX as u64)?;
        let control = PreambleCntlWord::new()
            .with_ib_offset(ib_offset)
            .with_command(command);
        self.push(&PreambleCntl { control })
    }
}
