//! gfx8 context registers (`SET_CONTEXT_REG`, byte addresses from `0x28000`).
//!
//! Generated from the register spec by `tests/regs/codegen.rs`; do not edit by hand.

#[allow(unused_imports)]
use super::enums::*;
#[allow(unused_imports)]
use super::layouts::*;

crate::regs::word! {
    /// `CB_DCC_CONTROL` (colour buffer): context register `0x109`, byte address `0x28424`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct CbDccControl {
        #[doc = "Bit 0."] pub overwrite_combiner_disable: bool [OVERWRITE_COMBINER_DISABLE_OFFSET, OVERWRITE_COMBINER_DISABLE_BITS] => with_overwrite_combiner_disable, with_overwrite_combiner_disable_checked, set_overwrite_combiner_disable, set_overwrite_combiner_disable_checked;
        #[doc = "Bit 1."] pub overwrite_combiner_mrt_sharing_disable: bool [OVERWRITE_COMBINER_MRT_SHARING_DISABLE_OFFSET, OVERWRITE_COMBINER_MRT_SHARING_DISABLE_BITS] => with_overwrite_combiner_mrt_sharing_disable, with_overwrite_combiner_mrt_sharing_disable_checked, set_overwrite_combiner_mrt_sharing_disable, set_overwrite_combiner_mrt_sharing_disable_checked;
        #[doc = "Bits 2..=6."] #[bits(5)] pub overwrite_combiner_watermark: u8 [OVERWRITE_COMBINER_WATERMARK_OFFSET, OVERWRITE_COMBINER_WATERMARK_BITS] => with_overwrite_combiner_watermark, with_overwrite_combiner_watermark_checked, set_overwrite_combiner_watermark, set_overwrite_combiner_watermark_checked;
        #[bits(25)] __: u32;
    }
}

crate::regs::register! { CbDccControl, Context, 0x109, "CB_DCC_CONTROL" }

crate::regs::word! {
    /// `SX_PS_DOWNCONVERT` (shader export): context register `0x1D5`, byte address `0x28754`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct SxPsDownconvert {
        #[doc = "Bits 0..=3: [`SxDownconvertFormat`]."] #[bits(4, default = 0)] pub mrt0: SxDownconvertFormat [MRT0_OFFSET, MRT0_BITS] => with_mrt0, with_mrt0_checked, set_mrt0, set_mrt0_checked;
        #[doc = "Bits 4..=7: [`SxDownconvertFormat`]."] #[bits(4, default = 0)] pub mrt1: SxDownconvertFormat [MRT1_OFFSET, MRT1_BITS] => with_mrt1, with_mrt1_checked, set_mrt1, set_mrt1_checked;
        #[doc = "Bits 8..=11: [`SxDownconvertFormat`]."] #[bits(4, default = 0)] pub mrt2: SxDownconvertFormat [MRT2_OFFSET, MRT2_BITS] => with_mrt2, with_mrt2_checked, set_mrt2, set_mrt2_checked;
        #[doc = "Bits 12..=15: [`SxDownconvertFormat`]."] #[bits(4, default = 0)] pub mrt3: SxDownconvertFormat [MRT3_OFFSET, MRT3_BITS] => with_mrt3, with_mrt3_checked, set_mrt3, set_mrt3_checked;
        #[doc = "Bits 16..=19: [`SxDownconvertFormat`]."] #[bits(4, default = 0)] pub mrt4: SxDownconvertFormat [MRT4_OFFSET, MRT4_BITS] => with_mrt4, with_mrt4_checked, set_mrt4, set_mrt4_checked;
        #[doc = "Bits 20..=23: [`SxDownconvertFormat`]."] #[bits(4, default = 0)] pub mrt5: SxDownconvertFormat [MRT5_OFFSET, MRT5_BITS] => with_mrt5, with_mrt5_checked, set_mrt5, set_mrt5_checked;
        #[doc = "Bits 24..=27: [`SxDownconvertFormat`]."] #[bits(4, default = 0)] pub mrt6: SxDownconvertFormat [MRT6_OFFSET, MRT6_BITS] => with_mrt6, with_mrt6_checked, set_mrt6, set_mrt6_checked;
        #[doc = "Bits 28..=31: [`SxDownconvertFormat`]."] #[bits(4, default = 0)] pub mrt7: SxDownconvertFormat [MRT7_OFFSET, MRT7_BITS] => with_mrt7, with_mrt7_checked, set_mrt7, set_mrt7_checked;
    }
}

crate::regs::register! { SxPsDownconvert, Context, 0x1D5, "SX_PS_DOWNCONVERT" }

crate::regs::word! {
    /// `SX_BLEND_OPT_EPSILON` (shader export): context register `0x1D6`, byte address `0x28758`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct SxBlendOptEpsilon {
        #[doc = "Bits 0..=3."] #[bits(4)] pub mrt0_epsilon: u8 [MRT0_EPSILON_OFFSET, MRT0_EPSILON_BITS] => with_mrt0_epsilon, with_mrt0_epsilon_checked, set_mrt0_epsilon, set_mrt0_epsilon_checked;
        #[doc = "Bits 4..=7."] #[bits(4)] pub mrt1_epsilon: u8 [MRT1_EPSILON_OFFSET, MRT1_EPSILON_BITS] => with_mrt1_epsilon, with_mrt1_epsilon_checked, set_mrt1_epsilon, set_mrt1_epsilon_checked;
        #[doc = "Bits 8..=11."] #[bits(4)] pub mrt2_epsilon: u8 [MRT2_EPSILON_OFFSET, MRT2_EPSILON_BITS] => with_mrt2_epsilon, with_mrt2_epsilon_checked, set_mrt2_epsilon, set_mrt2_epsilon_checked;
        #[doc = "Bits 12..=15."] #[bits(4)] pub mrt3_epsilon: u8 [MRT3_EPSILON_OFFSET, MRT3_EPSILON_BITS] => with_mrt3_epsilon, with_mrt3_epsilon_checked, set_mrt3_epsilon, set_mrt3_epsilon_checked;
        #[doc = "Bits 16..=19."] #[bits(4)] pub mrt4_epsilon: u8 [MRT4_EPSILON_OFFSET, MRT4_EPSILON_BITS] => with_mrt4_epsilon, with_mrt4_epsilon_checked, set_mrt4_epsilon, set_mrt4_epsilon_checked;
        #[doc = "Bits 20..=23."] #[bits(4)] pub mrt5_epsilon: u8 [MRT5_EPSILON_OFFSET, MRT5_EPSILON_BITS] => with_mrt5_epsilon, with_mrt5_epsilon_checked, set_mrt5_epsilon, set_mrt5_epsilon_checked;
        #[doc = "Bits 24..=27."] #[bits(4)] pub mrt6_epsilon: u8 [MRT6_EPSILON_OFFSET, MRT6_EPSILON_BITS] => with_mrt6_epsilon, with_mrt6_epsilon_checked, set_mrt6_epsilon, set_mrt6_epsilon_checked;
        #[doc = "Bits 28..=31."] #[bits(4)] pub mrt7_epsilon: u8 [MRT7_EPSILON_OFFSET, MRT7_EPSILON_BITS] => with_mrt7_epsilon, with_mrt7_epsilon_checked, set_mrt7_epsilon, set_mrt7_epsilon_checked;
    }
}

crate::regs::register! { SxBlendOptEpsilon, Context, 0x1D6, "SX_BLEND_OPT_EPSILON" }

crate::regs::word! {
    /// `SX_BLEND_OPT_CONTROL` (shader export): context register `0x1D7`, byte address `0x2875C`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct SxBlendOptControl {
        #[doc = "Bit 0."] pub mrt0_color_opt_disable: bool [MRT0_COLOR_OPT_DISABLE_OFFSET, MRT0_COLOR_OPT_DISABLE_BITS] => with_mrt0_color_opt_disable, with_mrt0_color_opt_disable_checked, set_mrt0_color_opt_disable, set_mrt0_color_opt_disable_checked;
        #[doc = "Bit 1."] pub mrt0_alpha_opt_disable: bool [MRT0_ALPHA_OPT_DISABLE_OFFSET, MRT0_ALPHA_OPT_DISABLE_BITS] => with_mrt0_alpha_opt_disable, with_mrt0_alpha_opt_disable_checked, set_mrt0_alpha_opt_disable, set_mrt0_alpha_opt_disable_checked;
        #[bits(2)] __: u32;
        #[doc = "Bit 4."] pub mrt1_color_opt_disable: bool [MRT1_COLOR_OPT_DISABLE_OFFSET, MRT1_COLOR_OPT_DISABLE_BITS] => with_mrt1_color_opt_disable, with_mrt1_color_opt_disable_checked, set_mrt1_color_opt_disable, set_mrt1_color_opt_disable_checked;
        #[doc = "Bit 5."] pub mrt1_alpha_opt_disable: bool [MRT1_ALPHA_OPT_DISABLE_OFFSET, MRT1_ALPHA_OPT_DISABLE_BITS] => with_mrt1_alpha_opt_disable, with_mrt1_alpha_opt_disable_checked, set_mrt1_alpha_opt_disable, set_mrt1_alpha_opt_disable_checked;
        #[bits(2)] __: u32;
        #[doc = "Bit 8."] pub mrt2_color_opt_disable: bool [MRT2_COLOR_OPT_DISABLE_OFFSET, MRT2_COLOR_OPT_DISABLE_BITS] => with_mrt2_color_opt_disable, with_mrt2_color_opt_disable_checked, set_mrt2_color_opt_disable, set_mrt2_color_opt_disable_checked;
        #[doc = "Bit 9."] pub mrt2_alpha_opt_disable: bool [MRT2_ALPHA_OPT_DISABLE_OFFSET, MRT2_ALPHA_OPT_DISABLE_BITS] => with_mrt2_alpha_opt_disable, with_mrt2_alpha_opt_disable_checked, set_mrt2_alpha_opt_disable, set_mrt2_alpha_opt_disable_checked;
        #[bits(2)] __: u32;
        #[doc = "Bit 12."] pub mrt3_color_opt_disable: bool [MRT3_COLOR_OPT_DISABLE_OFFSET, MRT3_COLOR_OPT_DISABLE_BITS] => with_mrt3_color_opt_disable, with_mrt3_color_opt_disable_checked, set_mrt3_color_opt_disable, set_mrt3_color_opt_disable_checked;
        #[doc = "Bit 13."] pub mrt3_alpha_opt_disable: bool [MRT3_ALPHA_OPT_DISABLE_OFFSET, MRT3_ALPHA_OPT_DISABLE_BITS] => with_mrt3_alpha_opt_disable, with_mrt3_alpha_opt_disable_checked, set_mrt3_alpha_opt_disable, set_mrt3_alpha_opt_disable_checked;
        #[bits(2)] __: u32;
        #[doc = "Bit 16."] pub mrt4_color_opt_disable: bool [MRT4_COLOR_OPT_DISABLE_OFFSET, MRT4_COLOR_OPT_DISABLE_BITS] => with_mrt4_color_opt_disable, with_mrt4_color_opt_disable_checked, set_mrt4_color_opt_disable, set_mrt4_color_opt_disable_checked;
        #[doc = "Bit 17."] pub mrt4_alpha_opt_disable: bool [MRT4_ALPHA_OPT_DISABLE_OFFSET, MRT4_ALPHA_OPT_DISABLE_BITS] => with_mrt4_alpha_opt_disable, with_mrt4_alpha_opt_disable_checked, set_mrt4_alpha_opt_disable, set_mrt4_alpha_opt_disable_checked;
        #[bits(2)] __: u32;
        #[doc = "Bit 20."] pub mrt5_color_opt_disable: bool [MRT5_COLOR_OPT_DISABLE_OFFSET, MRT5_COLOR_OPT_DISABLE_BITS] => with_mrt5_color_opt_disable, with_mrt5_color_opt_disable_checked, set_mrt5_color_opt_disable, set_mrt5_color_opt_disable_checked;
        #[doc = "Bit 21."] pub mrt5_alpha_opt_disable: bool [MRT5_ALPHA_OPT_DISABLE_OFFSET, MRT5_ALPHA_OPT_DISABLE_BITS] => with_mrt5_alpha_opt_disable, with_mrt5_alpha_opt_disable_checked, set_mrt5_alpha_opt_disable, set_mrt5_alpha_opt_disable_checked;
        #[bits(2)] __: u32;
        #[doc = "Bit 24."] pub mrt6_color_opt_disable: bool [MRT6_COLOR_OPT_DISABLE_OFFSET, MRT6_COLOR_OPT_DISABLE_BITS] => with_mrt6_color_opt_disable, with_mrt6_color_opt_disable_checked, set_mrt6_color_opt_disable, set_mrt6_color_opt_disable_checked;
        #[doc = "Bit 25."] pub mrt6_alpha_opt_disable: bool [MRT6_ALPHA_OPT_DISABLE_OFFSET, MRT6_ALPHA_OPT_DISABLE_BITS] => with_mrt6_alpha_opt_disable, with_mrt6_alpha_opt_disable_checked, set_mrt6_alpha_opt_disable, set_mrt6_alpha_opt_disable_checked;
        #[bits(2)] __: u32;
        #[doc = "Bit 28."] pub mrt7_color_opt_disable: bool [MRT7_COLOR_OPT_DISABLE_OFFSET, MRT7_COLOR_OPT_DISABLE_BITS] => with_mrt7_color_opt_disable, with_mrt7_color_opt_disable_checked, set_mrt7_color_opt_disable, set_mrt7_color_opt_disable_checked;
        #[doc = "Bit 29."] pub mrt7_alpha_opt_disable: bool [MRT7_ALPHA_OPT_DISABLE_OFFSET, MRT7_ALPHA_OPT_DISABLE_BITS] => with_mrt7_alpha_opt_disable, with_mrt7_alpha_opt_disable_checked, set_mrt7_alpha_opt_disable, set_mrt7_alpha_opt_disable_checked;
        #[bits(1)] __: u32;
        #[doc = "Bit 31."] pub pixen_zero_opt_disable: bool [PIXEN_ZERO_OPT_DISABLE_OFFSET, PIXEN_ZERO_OPT_DISABLE_BITS] => with_pixen_zero_opt_disable, with_pixen_zero_opt_disable_checked, set_pixen_zero_opt_disable, set_pixen_zero_opt_disable_checked;
    }
}

crate::regs::register! { SxBlendOptControl, Context, 0x1D7, "SX_BLEND_OPT_CONTROL" }

/// `SX_MRT0_BLEND_OPT` (shader export): context register `0x1D8`, byte address `0x28760`.
pub type SxMrt0BlendOpt = SxBlendOptLayout<0, 0>;
/// `SX_MRT1_BLEND_OPT` (shader export): context register `0x1D9`, byte address `0x28764`.
pub type SxMrt1BlendOpt = SxBlendOptLayout<1, 0>;
/// `SX_MRT2_BLEND_OPT` (shader export): context register `0x1DA`, byte address `0x28768`.
pub type SxMrt2BlendOpt = SxBlendOptLayout<2, 0>;
/// `SX_MRT3_BLEND_OPT` (shader export): context register `0x1DB`, byte address `0x2876C`.
pub type SxMrt3BlendOpt = SxBlendOptLayout<3, 0>;
/// `SX_MRT4_BLEND_OPT` (shader export): context register `0x1DC`, byte address `0x28770`.
pub type SxMrt4BlendOpt = SxBlendOptLayout<4, 0>;
/// `SX_MRT5_BLEND_OPT` (shader export): context register `0x1DD`, byte address `0x28774`.
pub type SxMrt5BlendOpt = SxBlendOptLayout<5, 0>;
/// `SX_MRT6_BLEND_OPT` (shader export): context register `0x1DE`, byte address `0x28778`.
pub type SxMrt6BlendOpt = SxBlendOptLayout<6, 0>;
/// `SX_MRT7_BLEND_OPT` (shader export): context register `0x1DF`, byte address `0x2877C`.
pub type SxMrt7BlendOpt = SxBlendOptLayout<7, 0>;
crate::regs::word! {
    /// `CB_COLOR_CONTROL` (colour buffer): context register `0x202`, byte address `0x28808`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct CbColorControl {
        #[doc = "Bit 0."] pub disable_dual_quad: bool [DISABLE_DUAL_QUAD_OFFSET, DISABLE_DUAL_QUAD_BITS] => with_disable_dual_quad, with_disable_dual_quad_checked, set_disable_dual_quad, set_disable_dual_quad_checked;
        #[bits(2)] __: u32;
        #[doc = "Bit 3."] pub degamma_enable: bool [DEGAMMA_ENABLE_OFFSET, DEGAMMA_ENABLE_BITS] => with_degamma_enable, with_degamma_enable_checked, set_degamma_enable, set_degamma_enable_checked;
        #[doc = "Bits 4..=6: [`CbMode`]."] #[bits(3, default = 0)] pub mode: CbMode [MODE_OFFSET, MODE_BITS] => with_mode, with_mode_checked, set_mode, set_mode_checked;
        #[bits(9)] __: u32;
        #[doc = "Bits 16..=23: [`Rop3`]."] #[bits(8, default = 0)] pub rop3: Rop3 [ROP3_OFFSET, ROP3_BITS] => with_rop3, with_rop3_checked, set_rop3, set_rop3_checked;
        #[bits(8)] __: u32;
    }
}

crate::regs::register! { CbColorControl, Context, 0x202, "CB_COLOR_CONTROL" }

crate::regs::word! {
    /// `VGT_GS_MODE` (vertex grouper and tessellator): context register `0x290`, byte address `0x28A40`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct VgtGsMode {
        #[doc = "Bits 0..=2: [`VgtGsModeType`]."] #[bits(3, default = 0)] pub mode: VgtGsModeType [MODE_OFFSET, MODE_BITS] => with_mode, with_mode_checked, set_mode, set_mode_checked;
        #[doc = "Bit 3."] pub reserved_0: bool [RESERVED_0_OFFSET, RESERVED_0_BITS] => with_reserved_0, with_reserved_0_checked, set_reserved_0, set_reserved_0_checked;
        #[doc = "Bits 4..=5: [`VgtGsCutMode`]."] #[bits(2, default = 0)] pub cut_mode: VgtGsCutMode [CUT_MODE_OFFSET, CUT_MODE_BITS] => with_cut_mode, with_cut_mode_checked, set_cut_mode, set_cut_mode_checked;
        #[doc = "Bits 6..=10."] #[bits(5)] pub reserved_1: u8 [RESERVED_1_OFFSET, RESERVED_1_BITS] => with_reserved_1, with_reserved_1_checked, set_reserved_1, set_reserved_1_checked;
        #[doc = "Bit 11."] pub gs_c_pack_en: bool [GS_C_PACK_EN_OFFSET, GS_C_PACK_EN_BITS] => with_gs_c_pack_en, with_gs_c_pack_en_checked, set_gs_c_pack_en, set_gs_c_pack_en_checked;
        #[doc = "Bit 12."] pub reserved_2: bool [RESERVED_2_OFFSET, RESERVED_2_BITS] => with_reserved_2, with_reserved_2_checked, set_reserved_2, set_reserved_2_checked;
        #[doc = "Bit 13."] pub es_passthru: bool [ES_PASSTHRU_OFFSET, ES_PASSTHRU_BITS] => with_es_passthru, with_es_passthru_checked, set_es_passthru, set_es_passthru_checked;
        #[doc = "Bit 14."] pub reserved_3: bool [RESERVED_3_OFFSET, RESERVED_3_BITS] => with_reserved_3, with_reserved_3_checked, set_reserved_3, set_reserved_3_checked;
        #[doc = "Bit 15."] pub reserved_4: bool [RESERVED_4_OFFSET, RESERVED_4_BITS] => with_reserved_4, with_reserved_4_checked, set_reserved_4, set_reserved_4_checked;
        #[doc = "Bit 16."] pub reserved_5: bool [RESERVED_5_OFFSET, RESERVED_5_BITS] => with_reserved_5, with_reserved_5_checked, set_reserved_5, set_reserved_5_checked;
        #[doc = "Bit 17."] pub partial_thd_at_eoi: bool [PARTIAL_THD_AT_EOI_OFFSET, PARTIAL_THD_AT_EOI_BITS] => with_partial_thd_at_eoi, with_partial_thd_at_eoi_checked, set_partial_thd_at_eoi, set_partial_thd_at_eoi_checked;
        #[doc = "Bit 18."] pub suppress_cuts: bool [SUPPRESS_CUTS_OFFSET, SUPPRESS_CUTS_BITS] => with_suppress_cuts, with_suppress_cuts_checked, set_suppress_cuts, set_suppress_cuts_checked;
        #[doc = "Bit 19."] pub es_write_optimize: bool [ES_WRITE_OPTIMIZE_OFFSET, ES_WRITE_OPTIMIZE_BITS] => with_es_write_optimize, with_es_write_optimize_checked, set_es_write_optimize, set_es_write_optimize_checked;
        #[doc = "Bit 20."] pub gs_write_optimize: bool [GS_WRITE_OPTIMIZE_OFFSET, GS_WRITE_OPTIMIZE_BITS] => with_gs_write_optimize, with_gs_write_optimize_checked, set_gs_write_optimize, set_gs_write_optimize_checked;
        #[doc = "Bits 21..=22."] #[bits(2)] pub onchip: u8 [ONCHIP_OFFSET, ONCHIP_BITS] => with_onchip, with_onchip_checked, set_onchip, set_onchip_checked;
        #[bits(9)] __: u32;
    }
}

crate::regs::register! { VgtGsMode, Context, 0x290, "VGT_GS_MODE" }

crate::regs::word! {
    /// `VGT_DMA_INDEX_TYPE` (vertex grouper and tessellator): context register `0x29F`, byte address `0x28A7C`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct VgtDmaIndexType {
        #[doc = "Bits 0..=1: [`IndexType`]."] #[bits(2, default = 0)] pub index_type: IndexType [INDEX_TYPE_OFFSET, INDEX_TYPE_BITS] => with_index_type, with_index_type_checked, set_index_type, set_index_type_checked;
        #[doc = "Bits 2..=3: [`VgtDmaSwapMode`]."] #[bits(2, default = 0)] pub swap_mode: VgtDmaSwapMode [SWAP_MODE_OFFSET, SWAP_MODE_BITS] => with_swap_mode, with_swap_mode_checked, set_swap_mode, set_swap_mode_checked;
        #[doc = "Bits 4..=5: [`VgtDmaBufType`]."] #[bits(2, default = 0)] pub buf_type: VgtDmaBufType [BUF_TYPE_OFFSET, BUF_TYPE_BITS] => with_buf_type, with_buf_type_checked, set_buf_type, set_buf_type_checked;
        #[doc = "Bit 6: [`VgtRdreqPolicy`]."] #[bits(1, default = 0)] pub rdreq_policy: VgtRdreqPolicy [RDREQ_POLICY_OFFSET, RDREQ_POLICY_BITS] => with_rdreq_policy, with_rdreq_policy_checked, set_rdreq_policy, set_rdreq_policy_checked;
        #[bits(2)] __: u32;
        #[doc = "Bit 9."] pub not_eop: bool [NOT_EOP_OFFSET, NOT_EOP_BITS] => with_not_eop, with_not_eop_checked, set_not_eop, set_not_eop_checked;
        #[doc = "Bit 10."] pub req_path: bool [REQ_PATH_OFFSET, REQ_PATH_BITS] => with_req_path, with_req_path_checked, set_req_path, set_req_path_checked;
        #[doc = "Bits 11..=12."] #[bits(2)] pub mtype: u8 [MTYPE_OFFSET, MTYPE_BITS] => with_mtype, with_mtype_checked, set_mtype, set_mtype_checked;
        #[bits(19)] __: u32;
    }
}

crate::regs::register! { VgtDmaIndexType, Context, 0x29F, "VGT_DMA_INDEX_TYPE" }

crate::regs::word! {
    /// `VGT_TESS_DISTRIBUTION` (vertex grouper and tessellator): context register `0x2D4`, byte address `0x28B50`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct VgtTessDistribution {
        #[doc = "Bits 0..=7."] pub accum_isoline: u8 [ACCUM_ISOLINE_OFFSET, ACCUM_ISOLINE_BITS] => with_accum_isoline, with_accum_isoline_checked, set_accum_isoline, set_accum_isoline_checked;
        #[doc = "Bits 8..=15."] pub accum_tri: u8 [ACCUM_TRI_OFFSET, ACCUM_TRI_BITS] => with_accum_tri, with_accum_tri_checked, set_accum_tri, set_accum_tri_checked;
        #[doc = "Bits 16..=23."] pub accum_quad: u8 [ACCUM_QUAD_OFFSET, ACCUM_QUAD_BITS] => with_accum_quad, with_accum_quad_checked, set_accum_quad, set_accum_quad_checked;
        #[doc = "Bits 24..=31."] pub donut_split: u8 [DONUT_SPLIT_OFFSET, DONUT_SPLIT_BITS] => with_donut_split, with_donut_split_checked, set_donut_split, set_donut_split_checked;
    }
}

crate::regs::register! { VgtTessDistribution, Context, 0x2D4, "VGT_TESS_DISTRIBUTION" }

crate::regs::word! {
    /// `VGT_TF_PARAM` (vertex grouper and tessellator): context register `0x2DB`, byte address `0x28B6C`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct VgtTfParam {
        #[doc = "Bits 0..=1: [`VgtTessType`]."] #[bits(2, default = 0)] pub r#type: VgtTessType [TYPE_OFFSET, TYPE_BITS] => with_type, with_type_checked, set_type, set_type_checked;
        #[doc = "Bits 2..=4: [`VgtTessPartition`]."] #[bits(3, default = 0)] pub partitioning: VgtTessPartition [PARTITIONING_OFFSET, PARTITIONING_BITS] => with_partitioning, with_partitioning_checked, set_partitioning, set_partitioning_checked;
        #[doc = "Bits 5..=7: [`VgtTessTopology`]."] #[bits(3, default = 0)] pub topology: VgtTessTopology [TOPOLOGY_OFFSET, TOPOLOGY_BITS] => with_topology, with_topology_checked, set_topology, set_topology_checked;
        #[doc = "Bit 8."] pub reserved_reduc_axis: bool [RESERVED_REDUC_AXIS_OFFSET, RESERVED_REDUC_AXIS_BITS] => with_reserved_reduc_axis, with_reserved_reduc_axis_checked, set_reserved_reduc_axis, set_reserved_reduc_axis_checked;
        #[doc = "Bit 9."] pub deprecated: bool [DEPRECATED_OFFSET, DEPRECATED_BITS] => with_deprecated, with_deprecated_checked, set_deprecated, set_deprecated_checked;
        #[doc = "Bits 10..=13."] #[bits(4)] pub num_ds_waves_per_simd: u8 [NUM_DS_WAVES_PER_SIMD_OFFSET, NUM_DS_WAVES_PER_SIMD_BITS] => with_num_ds_waves_per_simd, with_num_ds_waves_per_simd_checked, set_num_ds_waves_per_simd, set_num_ds_waves_per_simd_checked;
        #[doc = "Bit 14."] pub disable_donuts: bool [DISABLE_DONUTS_OFFSET, DISABLE_DONUTS_BITS] => with_disable_donuts, with_disable_donuts_checked, set_disable_donuts, set_disable_donuts_checked;
        #[doc = "Bit 15: [`VgtRdreqPolicy`]."] #[bits(1, default = 0)] pub rdreq_policy: VgtRdreqPolicy [RDREQ_POLICY_OFFSET, RDREQ_POLICY_BITS] => with_rdreq_policy, with_rdreq_policy_checked, set_rdreq_policy, set_rdreq_policy_checked;
        #[bits(1)] __: u32;
        #[doc = "Bits 17..=18: [`VgtDistMode`]."] #[bits(2, default = 0)] pub distribution_mode: VgtDistMode [DISTRIBUTION_MODE_OFFSET, DISTRIBUTION_MODE_BITS] => with_distribution_mode, with_distribution_mode_checked, set_distribution_mode, set_distribution_mode_checked;
        #[doc = "Bits 19..=20."] #[bits(2)] pub mtype: u8 [MTYPE_OFFSET, MTYPE_BITS] => with_mtype, with_mtype_checked, set_mtype, set_mtype_checked;
        #[bits(11)] __: u32;
    }
}

crate::regs::register! { VgtTfParam, Context, 0x2DB, "VGT_TF_PARAM" }

crate::regs::word! {
    /// `VGT_DISPATCH_DRAW_INDEX` (vertex grouper and tessellator): context register `0x2DD`, byte address `0x28B74`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct VgtDispatchDrawIndex {
        #[doc = "Bits 0..=31."] pub match_index: u32 [MATCH_INDEX_OFFSET, MATCH_INDEX_BITS] => with_match_index, with_match_index_checked, set_match_index, set_match_index_checked;
    }
}

crate::regs::register! { VgtDispatchDrawIndex, Context, 0x2DD, "VGT_DISPATCH_DRAW_INDEX" }

crate::regs::word! {
    /// `CB_COLORn_DCC_CONTROL` (colour buffer): context registers `CB_COLOR0_DCC_CONTROL`..=`CB_COLOR7_DCC_CONTROL`, slot `N` in `0..=7` at `0x31E + 0xF * (N - 0)`.
    ///
    /// One layout shared by every slot; each slot is its own type (see the aliases such as
    /// [`CbColor0DccControl`]), so the offset always comes from the type.
    #[derive(PartialEq, Eq, Hash)]
    pub struct CbColorNDccControl<const N: usize> {
        #[doc = "Bit 0."] pub overwrite_combiner_disable: bool [OVERWRITE_COMBINER_DISABLE_OFFSET, OVERWRITE_COMBINER_DISABLE_BITS] => with_overwrite_combiner_disable, with_overwrite_combiner_disable_checked, set_overwrite_combiner_disable, set_overwrite_combiner_disable_checked;
        #[doc = "Bit 1."] pub key_clear_enable: bool [KEY_CLEAR_ENABLE_OFFSET, KEY_CLEAR_ENABLE_BITS] => with_key_clear_enable, with_key_clear_enable_checked, set_key_clear_enable, set_key_clear_enable_checked;
        #[doc = "Bits 2..=3: [`DccMaxUncompressedBlockSize`]."] #[bits(2, default = 0)] pub max_uncompressed_block_size: DccMaxUncompressedBlockSize [MAX_UNCOMPRESSED_BLOCK_SIZE_OFFSET, MAX_UNCOMPRESSED_BLOCK_SIZE_BITS] => with_max_uncompressed_block_size, with_max_uncompressed_block_size_checked, set_max_uncompressed_block_size, set_max_uncompressed_block_size_checked;
        #[doc = "Bit 4: [`DccMinCompressedBlockSize`]."] #[bits(1, default = 0)] pub min_compressed_block_size: DccMinCompressedBlockSize [MIN_COMPRESSED_BLOCK_SIZE_OFFSET, MIN_COMPRESSED_BLOCK_SIZE_BITS] => with_min_compressed_block_size, with_min_compressed_block_size_checked, set_min_compressed_block_size, set_min_compressed_block_size_checked;
        #[doc = "Bits 5..=6."] #[bits(2)] pub max_compressed_block_size: u8 [MAX_COMPRESSED_BLOCK_SIZE_OFFSET, MAX_COMPRESSED_BLOCK_SIZE_BITS] => with_max_compressed_block_size, with_max_compressed_block_size_checked, set_max_compressed_block_size, set_max_compressed_block_size_checked;
        #[doc = "Bits 7..=8."] #[bits(2)] pub color_transform: u8 [COLOR_TRANSFORM_OFFSET, COLOR_TRANSFORM_BITS] => with_color_transform, with_color_transform_checked, set_color_transform, set_color_transform_checked;
        #[doc = "Bit 9."] pub independent_64b_blocks: bool [INDEPENDENT_64B_BLOCKS_OFFSET, INDEPENDENT_64B_BLOCKS_BITS] => with_independent_64b_blocks, with_independent_64b_blocks_checked, set_independent_64b_blocks, set_independent_64b_blocks_checked;
        #[doc = "Bits 10..=13."] #[bits(4)] pub lossy_rgb_precision: u8 [LOSSY_RGB_PRECISION_OFFSET, LOSSY_RGB_PRECISION_BITS] => with_lossy_rgb_precision, with_lossy_rgb_precision_checked, set_lossy_rgb_precision, set_lossy_rgb_precision_checked;
        #[doc = "Bits 14..=17."] #[bits(4)] pub lossy_alpha_precision: u8 [LOSSY_ALPHA_PRECISION_OFFSET, LOSSY_ALPHA_PRECISION_BITS] => with_lossy_alpha_precision, with_lossy_alpha_precision_checked, set_lossy_alpha_precision, set_lossy_alpha_precision_checked;
        #[bits(14)] __: u32;
    }
}

crate::regs::register_family! {
    CbColorNDccControl {
        space: Context,
        base: 0x31E,
        stride: 0xF,
        slots: {
            CbColor0DccControl = 0 "CB_COLOR0_DCC_CONTROL";
            CbColor1DccControl = 1 "CB_COLOR1_DCC_CONTROL";
            CbColor2DccControl = 2 "CB_COLOR2_DCC_CONTROL";
            CbColor3DccControl = 3 "CB_COLOR3_DCC_CONTROL";
            CbColor4DccControl = 4 "CB_COLOR4_DCC_CONTROL";
            CbColor5DccControl = 5 "CB_COLOR5_DCC_CONTROL";
            CbColor6DccControl = 6 "CB_COLOR6_DCC_CONTROL";
            CbColor7DccControl = 7 "CB_COLOR7_DCC_CONTROL";
        }
    }
}

/// `CB_COLORn_DCC_BASE` (colour buffer): context registers `CB_COLOR0_DCC_BASE`..=`CB_COLOR7_DCC_BASE`, slot `N` in `0..=7` at `0x325 + 0xF * (N - 0)`.
///
/// One layout shared by every slot; each slot is its own type (see the aliases such as
/// [`CbColor0DccBase`]), so the offset always comes from the type.
pub type CbColorNDccBase<const N: usize> = crate::regs::gfx7::layouts::Base256b<8, N>;

crate::regs::slots! {
    CbColorNDccBase {
        CbColor0DccBase = 0 "CB_COLOR0_DCC_BASE";
        CbColor1DccBase = 1 "CB_COLOR1_DCC_BASE";
        CbColor2DccBase = 2 "CB_COLOR2_DCC_BASE";
        CbColor3DccBase = 3 "CB_COLOR3_DCC_BASE";
        CbColor4DccBase = 4 "CB_COLOR4_DCC_BASE";
        CbColor5DccBase = 5 "CB_COLOR5_DCC_BASE";
        CbColor6DccBase = 6 "CB_COLOR6_DCC_BASE";
        CbColor7DccBase = 7 "CB_COLOR7_DCC_BASE";
    }
}

// Every gfx7 context register is a gfx8 register too: gfx7's types,
// but for those defined above, which shadow them.
pub use crate::regs::gfx7::context::*;
