//! gfx8 register layouts that several registers or register families share.
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
    /// Layout of 3 registers or register families, by `G`:
    ///
    /// 0. [`SpiShaderPgmRsrc3Gs`](super::SpiShaderPgmRsrc3Gs)
    /// 1. [`SpiShaderPgmRsrc3Es`](super::SpiShaderPgmRsrc3Es)
    /// 2. [`SpiShaderPgmRsrc3Ls`](super::SpiShaderPgmRsrc3Ls)
    #[derive(PartialEq, Eq, Hash)]
    pub struct SpiShaderPgmRsrc3<const G: usize, const N: usize> {
        #[doc = "Bits 0..=15."] pub cu_en: u16 [CU_EN_OFFSET, CU_EN_BITS] => with_cu_en, with_cu_en_checked, set_cu_en, set_cu_en_checked;
        #[doc = "Bits 16..=21."] #[bits(6)] pub wave_limit: u8 [WAVE_LIMIT_OFFSET, WAVE_LIMIT_BITS] => with_wave_limit, with_wave_limit_checked, set_wave_limit, set_wave_limit_checked;
        #[doc = "Bits 22..=25."] #[bits(4)] pub lock_low_threshold: u8 [LOCK_LOW_THRESHOLD_OFFSET, LOCK_LOW_THRESHOLD_BITS] => with_lock_low_threshold, with_lock_low_threshold_checked, set_lock_low_threshold, set_lock_low_threshold_checked;
        #[doc = "Bits 26..=31."] #[bits(6)] pub group_fifo_depth: u8 [GROUP_FIFO_DEPTH_OFFSET, GROUP_FIFO_DEPTH_BITS] => with_group_fifo_depth, with_group_fifo_depth_checked, set_group_fifo_depth, set_group_fifo_depth_checked;
    }
}

crate::regs::register_layout! {
    SpiShaderPgmRsrc3 {
        members: [
            { space: Sh, base: 0x087, stride: 0x0, first: 0, names: ["SPI_SHADER_PGM_RSRC3_GS"] },
            { space: Sh, base: 0x0C7, stride: 0x0, first: 0, names: ["SPI_SHADER_PGM_RSRC3_ES"] },
            { space: Sh, base: 0x147, stride: 0x0, first: 0, names: ["SPI_SHADER_PGM_RSRC3_LS"] },
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
        #[bits(7)] __: u32;
        #[doc = "Bit 18."] pub dup: bool [DUP_OFFSET, DUP_BITS] => with_dup, with_dup_checked, set_dup, set_dup_checked;
        #[doc = "Bit 19."] pub fp16_interp_mode: bool [FP16_INTERP_MODE_OFFSET, FP16_INTERP_MODE_BITS] => with_fp16_interp_mode, with_fp16_interp_mode_checked, set_fp16_interp_mode, set_fp16_interp_mode_checked;
        #[doc = "Bit 20."] pub use_default_attr1: bool [USE_DEFAULT_ATTR1_OFFSET, USE_DEFAULT_ATTR1_BITS] => with_use_default_attr1, with_use_default_attr1_checked, set_use_default_attr1, set_use_default_attr1_checked;
        #[doc = "Bits 21..=22."] #[bits(2)] pub default_val_attr1: u8 [DEFAULT_VAL_ATTR1_OFFSET, DEFAULT_VAL_ATTR1_BITS] => with_default_val_attr1, with_default_val_attr1_checked, set_default_val_attr1, set_default_val_attr1_checked;
        #[bits(1)] __: u32;
        #[doc = "Bit 24."] pub attr0_valid: bool [ATTR0_VALID_OFFSET, ATTR0_VALID_BITS] => with_attr0_valid, with_attr0_valid_checked, set_attr0_valid, set_attr0_valid_checked;
        #[doc = "Bit 25."] pub attr1_valid: bool [ATTR1_VALID_OFFSET, ATTR1_VALID_BITS] => with_attr1_valid, with_attr1_valid_checked, set_attr1_valid, set_attr1_valid_checked;
        #[bits(6)] __: u32;
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

crate::regs::word! {
    /// Layout of 8 registers or register families, by `G`:
    ///
    /// 0. [`SxMrt0BlendOpt`](super::SxMrt0BlendOpt)
    /// 1. [`SxMrt1BlendOpt`](super::SxMrt1BlendOpt)
    /// 2. [`SxMrt2BlendOpt`](super::SxMrt2BlendOpt)
    /// 3. [`SxMrt3BlendOpt`](super::SxMrt3BlendOpt)
    /// 4. [`SxMrt4BlendOpt`](super::SxMrt4BlendOpt)
    /// 5. [`SxMrt5BlendOpt`](super::SxMrt5BlendOpt)
    /// 6. [`SxMrt6BlendOpt`](super::SxMrt6BlendOpt)
    /// 7. [`SxMrt7BlendOpt`](super::SxMrt7BlendOpt)
    #[derive(PartialEq, Eq, Hash)]
    pub struct SxBlendOptLayout<const G: usize, const N: usize> {
        #[doc = "Bits 0..=2: [`SxBlendOpt`]."] #[bits(3, default = 0)] pub color_src_opt: SxBlendOpt [COLOR_SRC_OPT_OFFSET, COLOR_SRC_OPT_BITS] => with_color_src_opt, with_color_src_opt_checked, set_color_src_opt, set_color_src_opt_checked;
        #[bits(1)] __: u32;
        #[doc = "Bits 4..=6: [`SxBlendOpt`]."] #[bits(3, default = 0)] pub color_dst_opt: SxBlendOpt [COLOR_DST_OPT_OFFSET, COLOR_DST_OPT_BITS] => with_color_dst_opt, with_color_dst_opt_checked, set_color_dst_opt, set_color_dst_opt_checked;
        #[bits(1)] __: u32;
        #[doc = "Bits 8..=10: [`SxOptCombFcn`]."] #[bits(3, default = 0)] pub color_comb_fcn: SxOptCombFcn [COLOR_COMB_FCN_OFFSET, COLOR_COMB_FCN_BITS] => with_color_comb_fcn, with_color_comb_fcn_checked, set_color_comb_fcn, set_color_comb_fcn_checked;
        #[bits(5)] __: u32;
        #[doc = "Bits 16..=18: [`SxBlendOpt`]."] #[bits(3, default = 0)] pub alpha_src_opt: SxBlendOpt [ALPHA_SRC_OPT_OFFSET, ALPHA_SRC_OPT_BITS] => with_alpha_src_opt, with_alpha_src_opt_checked, set_alpha_src_opt, set_alpha_src_opt_checked;
        #[bits(1)] __: u32;
        #[doc = "Bits 20..=22: [`SxBlendOpt`]."] #[bits(3, default = 0)] pub alpha_dst_opt: SxBlendOpt [ALPHA_DST_OPT_OFFSET, ALPHA_DST_OPT_BITS] => with_alpha_dst_opt, with_alpha_dst_opt_checked, set_alpha_dst_opt, set_alpha_dst_opt_checked;
        #[bits(1)] __: u32;
        #[doc = "Bits 24..=26: [`SxOptCombFcn`]."] #[bits(3, default = 0)] pub alpha_comb_fcn: SxOptCombFcn [ALPHA_COMB_FCN_OFFSET, ALPHA_COMB_FCN_BITS] => with_alpha_comb_fcn, with_alpha_comb_fcn_checked, set_alpha_comb_fcn, set_alpha_comb_fcn_checked;
        #[bits(5)] __: u32;
    }
}

crate::regs::register_layout! {
    SxBlendOptLayout {
        members: [
            { space: Context, base: 0x1D8, stride: 0x0, first: 0, names: ["SX_MRT0_BLEND_OPT"] },
            { space: Context, base: 0x1D9, stride: 0x0, first: 0, names: ["SX_MRT1_BLEND_OPT"] },
            { space: Context, base: 0x1DA, stride: 0x0, first: 0, names: ["SX_MRT2_BLEND_OPT"] },
            { space: Context, base: 0x1DB, stride: 0x0, first: 0, names: ["SX_MRT3_BLEND_OPT"] },
            { space: Context, base: 0x1DC, stride: 0x0, first: 0, names: ["SX_MRT4_BLEND_OPT"] },
            { space: Context, base: 0x1DD, stride: 0x0, first: 0, names: ["SX_MRT5_BLEND_OPT"] },
            { space: Context, base: 0x1DE, stride: 0x0, first: 0, names: ["SX_MRT6_BLEND_OPT"] },
            { space: Context, base: 0x1DF, stride: 0x0, first: 0, names: ["SX_MRT7_BLEND_OPT"] },
        ],
    }
}
