//! gfx6 register layouts that several registers or register families share.
//!
//! Generated from the register spec by `tests/regs/codegen.rs`; do not edit by hand.
//!
//! Each layout is one type `Layout<G, N>`: `G` selects the register (or family) and `N`
//! the AMD slot within a family (`0` for a single register), so every register is
//! still its own type with its own offset. The register names are aliases, defined
//! with the register's space (`sh`, `context`, `uconfig`).

#[allow(unused_imports)]
use super::enums::*;

crate::regs::word! {
    /// Layout of 2 registers or register families, by `G`:
    ///
    /// 0. [`VgtEsgsRingSize`](super::VgtEsgsRingSize)
    /// 1. [`VgtGsvsRingSize`](super::VgtGsvsRingSize)
    #[derive(PartialEq, Eq, Hash)]
    pub struct VgtRingSize<const G: usize, const N: usize> {
        #[doc = "Bits 0..=31."] pub mem_size: u32 [MEM_SIZE_OFFSET, MEM_SIZE_BITS] => with_mem_size, with_mem_size_checked, set_mem_size, set_mem_size_checked;
    }
}

crate::regs::register_layout! {
    VgtRingSize {
        members: [
            { space: Config, base: 0x232, stride: 0x0, first: 0, names: ["VGT_ESGS_RING_SIZE"] },
            { space: Config, base: 0x233, stride: 0x0, first: 0, names: ["VGT_GSVS_RING_SIZE"] },
        ],
    }
}

crate::regs::word! {
    /// Layout of 2 registers or register families, by `G`:
    ///
    /// 0. [`SpiShaderPgmRsrc1Vs`](super::SpiShaderPgmRsrc1Vs)
    /// 1. [`SpiShaderPgmRsrc1Es`](super::SpiShaderPgmRsrc1Es)
    #[derive(PartialEq, Eq, Hash)]
    pub struct SpiShaderPgmRsrc1<const G: usize, const N: usize> {
        #[doc = "Bits 0..=5."] #[bits(6)] pub vgprs: u8 [VGPRS_OFFSET, VGPRS_BITS] => with_vgprs, with_vgprs_checked, set_vgprs, set_vgprs_checked;
        #[doc = "Bits 6..=9."] #[bits(4)] pub sgprs: u8 [SGPRS_OFFSET, SGPRS_BITS] => with_sgprs, with_sgprs_checked, set_sgprs, set_sgprs_checked;
        #[doc = "Bits 10..=11."] #[bits(2)] pub priority: u8 [PRIORITY_OFFSET, PRIORITY_BITS] => with_priority, with_priority_checked, set_priority, set_priority_checked;
        #[doc = "Bits 12..=19: [`FloatMode`]."] #[bits(8, default = 0)] pub float_mode: FloatMode [FLOAT_MODE_OFFSET, FLOAT_MODE_BITS] => with_float_mode, with_float_mode_checked, set_float_mode, set_float_mode_checked;
        #[doc = "Bit 20."] pub r#priv: bool [PRIV_OFFSET, PRIV_BITS] => with_priv, with_priv_checked, set_priv, set_priv_checked;
        #[doc = "Bit 21."] pub dx10_clamp: bool [DX10_CLAMP_OFFSET, DX10_CLAMP_BITS] => with_dx10_clamp, with_dx10_clamp_checked, set_dx10_clamp, set_dx10_clamp_checked;
        #[doc = "Bit 22."] pub debug_mode: bool [DEBUG_MODE_OFFSET, DEBUG_MODE_BITS] => with_debug_mode, with_debug_mode_checked, set_debug_mode, set_debug_mode_checked;
        #[doc = "Bit 23."] pub ieee_mode: bool [IEEE_MODE_OFFSET, IEEE_MODE_BITS] => with_ieee_mode, with_ieee_mode_checked, set_ieee_mode, set_ieee_mode_checked;
        #[doc = "Bits 24..=25."] #[bits(2)] pub vgpr_comp_cnt: u8 [VGPR_COMP_CNT_OFFSET, VGPR_COMP_CNT_BITS] => with_vgpr_comp_cnt, with_vgpr_comp_cnt_checked, set_vgpr_comp_cnt, set_vgpr_comp_cnt_checked;
        #[doc = "Bit 26."] pub cu_group_enable: bool [CU_GROUP_ENABLE_OFFSET, CU_GROUP_ENABLE_BITS] => with_cu_group_enable, with_cu_group_enable_checked, set_cu_group_enable, set_cu_group_enable_checked;
        #[bits(5)] __: u32;
    }
}

crate::regs::register_layout! {
    SpiShaderPgmRsrc1 {
        members: [
            { space: Sh, base: 0x04A, stride: 0x0, first: 0, names: ["SPI_SHADER_PGM_RSRC1_VS"] },
            { space: Sh, base: 0x0CA, stride: 0x0, first: 0, names: ["SPI_SHADER_PGM_RSRC1_ES"] },
        ],
    }
}

crate::regs::word! {
    /// Layout of 2 registers or register families, by `G`:
    ///
    /// 0. [`SpiShaderPgmRsrc1Hs`](super::SpiShaderPgmRsrc1Hs)
    /// 1. [`ComputePgmRsrc1`](super::ComputePgmRsrc1)
    #[derive(PartialEq, Eq, Hash)]
    pub struct SpiShaderPgmRsrc1HsLayout<const G: usize, const N: usize> {
        #[doc = "Bits 0..=5."] #[bits(6)] pub vgprs: u8 [VGPRS_OFFSET, VGPRS_BITS] => with_vgprs, with_vgprs_checked, set_vgprs, set_vgprs_checked;
        #[doc = "Bits 6..=9."] #[bits(4)] pub sgprs: u8 [SGPRS_OFFSET, SGPRS_BITS] => with_sgprs, with_sgprs_checked, set_sgprs, set_sgprs_checked;
        #[doc = "Bits 10..=11."] #[bits(2)] pub priority: u8 [PRIORITY_OFFSET, PRIORITY_BITS] => with_priority, with_priority_checked, set_priority, set_priority_checked;
        #[doc = "Bits 12..=19: [`FloatMode`]."] #[bits(8, default = 0)] pub float_mode: FloatMode [FLOAT_MODE_OFFSET, FLOAT_MODE_BITS] => with_float_mode, with_float_mode_checked, set_float_mode, set_float_mode_checked;
        #[doc = "Bit 20."] pub r#priv: bool [PRIV_OFFSET, PRIV_BITS] => with_priv, with_priv_checked, set_priv, set_priv_checked;
        #[doc = "Bit 21."] pub dx10_clamp: bool [DX10_CLAMP_OFFSET, DX10_CLAMP_BITS] => with_dx10_clamp, with_dx10_clamp_checked, set_dx10_clamp, set_dx10_clamp_checked;
        #[doc = "Bit 22."] pub debug_mode: bool [DEBUG_MODE_OFFSET, DEBUG_MODE_BITS] => with_debug_mode, with_debug_mode_checked, set_debug_mode, set_debug_mode_checked;
        #[doc = "Bit 23."] pub ieee_mode: bool [IEEE_MODE_OFFSET, IEEE_MODE_BITS] => with_ieee_mode, with_ieee_mode_checked, set_ieee_mode, set_ieee_mode_checked;
        #[bits(8)] __: u32;
    }
}

crate::regs::register_layout! {
    SpiShaderPgmRsrc1HsLayout {
        members: [
            { space: Sh, base: 0x10A, stride: 0x0, first: 0, names: ["SPI_SHADER_PGM_RSRC1_HS"] },
            { space: Sh, base: 0x212, stride: 0x0, first: 0, names: ["COMPUTE_PGM_RSRC1"] },
        ],
    }
}

crate::regs::word! {
    /// Layout of 12 registers or register families, by `G`:
    ///
    /// 0. [`SpiPsInputCntl20`](super::SpiPsInputCntl20)
    /// 1. [`SpiPsInputCntl21`](super::SpiPsInputCntl21)
    /// 2. [`SpiPsInputCntl22`](super::SpiPsInputCntl22)
    /// 3. [`SpiPsInputCntl23`](super::SpiPsInputCntl23)
    /// 4. [`SpiPsInputCntl24`](super::SpiPsInputCntl24)
    /// 5. [`SpiPsInputCntl25`](super::SpiPsInputCntl25)
    /// 6. [`SpiPsInputCntl26`](super::SpiPsInputCntl26)
    /// 7. [`SpiPsInputCntl27`](super::SpiPsInputCntl27)
    /// 8. [`SpiPsInputCntl28`](super::SpiPsInputCntl28)
    /// 9. [`SpiPsInputCntl29`](super::SpiPsInputCntl29)
    /// 10. [`SpiPsInputCntl30`](super::SpiPsInputCntl30)
    /// 11. [`SpiPsInputCntl31`](super::SpiPsInputCntl31)
    #[derive(PartialEq, Eq, Hash)]
    pub struct SpiPsInputCntl<const G: usize, const N: usize> {
        #[doc = "Bits 0..=5."] #[bits(6)] pub offset: u8 [OFFSET_OFFSET, OFFSET_BITS] => with_offset, with_offset_checked, set_offset, set_offset_checked;
        #[bits(2)] __: u32;
        #[doc = "Bits 8..=9."] #[bits(2)] pub default_val: u8 [DEFAULT_VAL_OFFSET, DEFAULT_VAL_BITS] => with_default_val, with_default_val_checked, set_default_val, set_default_val_checked;
        #[doc = "Bit 10."] pub flat_shade: bool [FLAT_SHADE_OFFSET, FLAT_SHADE_BITS] => with_flat_shade, with_flat_shade_checked, set_flat_shade, set_flat_shade_checked;
        #[bits(21)] __: u32;
    }
}

crate::regs::register_layout! {
    SpiPsInputCntl {
        members: [
            { space: Context, base: 0x1A5, stride: 0x0, first: 0, names: ["SPI_PS_INPUT_CNTL_20"] },
            { space: Context, base: 0x1A6, stride: 0x0, first: 0, names: ["SPI_PS_INPUT_CNTL_21"] },
            { space: Context, base: 0x1A7, stride: 0x0, first: 0, names: ["SPI_PS_INPUT_CNTL_22"] },
            { space: Context, base: 0x1A8, stride: 0x0, first: 0, names: ["SPI_PS_INPUT_CNTL_23"] },
            { space: Context, base: 0x1A9, stride: 0x0, first: 0, names: ["SPI_PS_INPUT_CNTL_24"] },
            { space: Context, base: 0x1AA, stride: 0x0, first: 0, names: ["SPI_PS_INPUT_CNTL_25"] },
            { space: Context, base: 0x1AB, stride: 0x0, first: 0, names: ["SPI_PS_INPUT_CNTL_26"] },
            { space: Context, base: 0x1AC, stride: 0x0, first: 0, names: ["SPI_PS_INPUT_CNTL_27"] },
            { space: Context, base: 0x1AD, stride: 0x0, first: 0, names: ["SPI_PS_INPUT_CNTL_28"] },
            { space: Context, base: 0x1AE, stride: 0x0, first: 0, names: ["SPI_PS_INPUT_CNTL_29"] },
            { space: Context, base: 0x1AF, stride: 0x0, first: 0, names: ["SPI_PS_INPUT_CNTL_30"] },
            { space: Context, base: 0x1B0, stride: 0x0, first: 0, names: ["SPI_PS_INPUT_CNTL_31"] },
        ],
    }
}
