//! State control: `CONTEXT_CONTROL`, `CLEAR_STATE`, `PREAMBLE_CNTL`.

use super::buffer::CommandBuffer;
use super::error::{Error, check_count};
use super::packet::{typed_packet, word_fields};
use crate::regs::gfx7::pm4::PreambleCntlCommand;

crate::regs::word! {
    /// `CONTEXT_CONTROL` dword 1 (`LOAD_CONTROL`) and dword 2 (`SHADOW_ENABLE`):
    /// which register groups the CP loads from / shadows to memory.
    #[derive(PartialEq, Eq)]
    pub struct ContextControlBits {
        /// `ENABLE_SINGLE_CNTX_CONFIG_REG` \[0\].
        pub enable_single_cntx_config_reg: bool [ENABLE_SINGLE_CNTX_CONFIG_REG_OFFSET, ENABLE_SINGLE_CNTX_CONFIG_REG_BITS] => with_enable_single_cntx_config_reg, with_enable_single_cntx_config_reg_checked, set_enable_single_cntx_config_reg, set_enable_single_cntx_config_reg_checked;
        /// `ENABLE_MULTI_CNTX_RENDER_REG` \[1\].
        pub enable_multi_cntx_render_reg: bool [ENABLE_MULTI_CNTX_RENDER_REG_OFFSET, ENABLE_MULTI_CNTX_RENDER_REG_BITS] => with_enable_multi_cntx_render_reg, with_enable_multi_cntx_render_reg_checked, set_enable_multi_cntx_render_reg, set_enable_multi_cntx_render_reg_checked;
        /// Reserved \[14:2\].
        #[bits(13)]
        __: u16;
        /// `ENABLE_USER_CONFIG_REG` \[15\] (gfx7+).
        pub enable_user_config_reg: bool [ENABLE_USER_CONFIG_REG_OFFSET, ENABLE_USER_CONFIG_REG_BITS] => with_enable_user_config_reg, with_enable_user_config_reg_checked, set_enable_user_config_reg, set_enable_user_config_reg_checked;
        /// `ENABLE_GFX_SH_REG` \[16\].
        pub enable_gfx_sh_reg: bool [ENABLE_GFX_SH_REG_OFFSET, ENABLE_GFX_SH_REG_BITS] => with_enable_gfx_sh_reg, with_enable_gfx_sh_reg_checked, set_enable_gfx_sh_reg, set_enable_gfx_sh_reg_checked;
        /// Reserved \[23:17\].
        #[bits(7)]
        __: u8;
        /// `ENABLE_CS_SH_REG` \[24\].
        pub enable_cs_sh_reg: bool [ENABLE_CS_SH_REG_OFFSET, ENABLE_CS_SH_REG_BITS] => with_enable_cs_sh_reg, with_enable_cs_sh_reg_checked, set_enable_cs_sh_reg, set_enable_cs_sh_reg_checked;
        /// Reserved \[30:25\].
        #[bits(6)]
        __: u8;
        /// `ENABLE_DW` \[31\]: apply this dword.
        pub enable_dw: bool [ENABLE_DW_OFFSET, ENABLE_DW_BITS] => with_enable_dw, with_enable_dw_checked, set_enable_dw, set_enable_dw_checked;
    }
}

impl ContextControlBits {
    /// Only `ENABLE_DW` (the usual value: update, load / shadow nothing).
    pub const ENABLE_DW_ONLY: Self = Self::new().with_enable_dw(true);
}

crate::regs::word! {
    /// `PREAMBLE_CNTL` dword 1.
    #[derive(PartialEq, Eq)]
    pub struct PreambleCntlWord {
        /// `IB_OFFSET` \[19:0\].
        #[bits(20)]
        pub ib_offset: u32 [IB_OFFSET_OFFSET, IB_OFFSET_BITS] => with_ib_offset, with_ib_offset_checked, set_ib_offset, set_ib_offset_checked;
        /// Reserved \[27:20\].
        #[bits(8)]
        __: u8;
        /// `COMMAND` \[31:28\].
        #[bits(4, default = 0)]
        pub command: PreambleCntlCommand [COMMAND_OFFSET, COMMAND_BITS] => with_command, with_command_checked, set_command, set_command_checked;
    }
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
    /// `CLEAR_STATE`: resets context registers to the clear-state defaults
    /// ([`CommandBuffer::clear_state`](CommandBuffer::clear_state)).
    pub struct ClearState = CLEAR_STATE [CLEAR_STATE_DWORDS] {
        /// `DUMMY`: the unused body dword (0 from the writer).
        dummy @ 0: u32,
    }
}

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
    /// shadow (`SHADOW_ENABLE`).
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
        check_count("IB_OFFSET", ib_offset as u64, 0, 0xF_FFFF)?;
        let control = PreambleCntlWord::new()
            .with_ib_offset(ib_offset)
            .with_command(command);
        self.push(&PreambleCntl { control })
    }
}
