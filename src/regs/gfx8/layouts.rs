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
