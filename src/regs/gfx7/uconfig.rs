//! gfx7 user-config registers (`SET_UCONFIG_REG`, byte addresses from `0x30000`).
//!
//! Generated from the register spec by `tests/regs/codegen.rs`; do not edit by hand.

#[allow(unused_imports)]
use super::enums::*;
#[allow(unused_imports)]
use super::layouts::*;

/// `CP_STRMOUT_CNTL` (command processor): uconfig register `0x03F`, byte address `0x300FC`.
pub type CpStrmoutCntl = CpStrmoutCntlLayout<0, 0>;
/// `GRBM_GFX_INDEX` (graphics register bus manager): uconfig register `0x200`, byte address `0x30800`.
pub type GrbmGfxIndex = GrbmGfxIndexLayout<0, 0>;
/// `VGT_ESGS_RING_SIZE` (vertex grouper and tessellator): uconfig register `0x240`, byte address `0x30900`.
pub type VgtEsgsRingSize = VgtRingSize<0, 0>;
/// `VGT_GSVS_RING_SIZE` (vertex grouper and tessellator): uconfig register `0x241`, byte address `0x30904`.
pub type VgtGsvsRingSize = VgtRingSize<1, 0>;
/// `VGT_PRIMITIVE_TYPE` (vertex grouper and tessellator): uconfig register `0x242`, byte address `0x30908`.
pub type VgtPrimitiveType = VgtPrimitiveTypeLayout<0, 0>;
/// `VGT_INDEX_TYPE` (vertex grouper and tessellator): uconfig register `0x243`, byte address `0x3090C`.
pub type VgtIndexType = VgtIndexTypeLayout<0, 0>;
/// `VGT_STRMOUT_BUFFER_FILLED_SIZE_n` (vertex grouper and tessellator): uconfig registers `VGT_STRMOUT_BUFFER_FILLED_SIZE_0`..=`VGT_STRMOUT_BUFFER_FILLED_SIZE_3`, slot `N` in `0..=3` at `0x244 + 0x1 * (N - 0)`.
///
/// One layout shared by every slot; each slot is its own type (see the aliases such as
/// [`VgtStrmoutBufferFilledSize0`]), so the offset always comes from the type.
pub type VgtStrmoutBufferFilledSizeN<const N: usize> = Size32<5, N>;

crate::regs::slots! {
    VgtStrmoutBufferFilledSizeN {
        VgtStrmoutBufferFilledSize0 = 0 "VGT_STRMOUT_BUFFER_FILLED_SIZE_0";
        VgtStrmoutBufferFilledSize1 = 1 "VGT_STRMOUT_BUFFER_FILLED_SIZE_1";
        VgtStrmoutBufferFilledSize2 = 2 "VGT_STRMOUT_BUFFER_FILLED_SIZE_2";
        VgtStrmoutBufferFilledSize3 = 3 "VGT_STRMOUT_BUFFER_FILLED_SIZE_3";
    }
}

/// `VGT_NUM_INDICES` (vertex grouper and tessellator): uconfig register `0x24C`, byte address `0x30930`.
pub type VgtNumIndices = VgtIndexCount<1, 0>;
/// `VGT_NUM_INSTANCES` (vertex grouper and tessellator): uconfig register `0x24D`, byte address `0x30934`.
pub type VgtNumInstances = VgtInstanceCount<1, 0>;
/// `VGT_TF_RING_SIZE` (vertex grouper and tessellator): uconfig register `0x24E`, byte address `0x30938`.
pub type VgtTfRingSize = VgtTfRingSizeLayout<0, 0>;
crate::regs::word! {
    /// `VGT_HS_OFFCHIP_PARAM` (vertex grouper and tessellator): uconfig register `0x24F`, byte address `0x3093C`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct VgtHsOffchipParam {
        #[doc = "Bits 0..=8."] #[bits(9)] pub offchip_buffering: u16 [OFFCHIP_BUFFERING_OFFSET, OFFCHIP_BUFFERING_BITS] => with_offchip_buffering, with_offchip_buffering_checked, set_offchip_buffering, set_offchip_buffering_checked;
        #[doc = "Bits 9..=10: [`VgtHsOffchipParamOffchipGranularity`]."] #[bits(2, default = 0)] pub offchip_granularity: VgtHsOffchipParamOffchipGranularity [OFFCHIP_GRANULARITY_OFFSET, OFFCHIP_GRANULARITY_BITS] => with_offchip_granularity, with_offchip_granularity_checked, set_offchip_granularity, set_offchip_granularity_checked;
        #[bits(21)] __: u32;
    }
}

crate::regs::register! { VgtHsOffchipParam, Uconfig, 0x24F, "VGT_HS_OFFCHIP_PARAM" }

crate::regs::word! {
    /// `VGT_TF_MEMORY_BASE` (vertex grouper and tessellator): uconfig register `0x250`, byte address `0x30940`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct VgtTfMemoryBase {
        #[doc = "Bits 0..=31."] pub base: u32 [BASE_OFFSET, BASE_BITS] => with_base, with_base_checked, set_base, set_base_checked;
    }
}

crate::regs::register! { VgtTfMemoryBase, Uconfig, 0x250, "VGT_TF_MEMORY_BASE" }

/// `PA_SU_LINE_STIPPLE_VALUE` (primitive assembly, setup unit): uconfig register `0x280`, byte address `0x30A00`.
pub type PaSuLineStippleValue = PaSuLineStippleValueLayout<0, 0>;
/// `PA_SC_LINE_STIPPLE_STATE` (primitive assembly, scan converter): uconfig register `0x281`, byte address `0x30A04`.
pub type PaScLineStippleState = PaScLineStippleStateLayout<0, 0>;
/// `SQ_THREAD_TRACE_USERDATA_n` (shader sequencer): uconfig registers `SQ_THREAD_TRACE_USERDATA_0`..=`SQ_THREAD_TRACE_USERDATA_3`, slot `N` in `0..=3` at `0x340 + 0x1 * (N - 0)`.
///
/// One layout shared by every slot; each slot is its own type (see the aliases such as
/// [`SqThreadTraceUserdata0`]), so the offset always comes from the type.
pub type SqThreadTraceUserdataN<const N: usize> = Data32<11, N>;

crate::regs::slots! {
    SqThreadTraceUserdataN {
        SqThreadTraceUserdata0 = 0 "SQ_THREAD_TRACE_USERDATA_0";
        SqThreadTraceUserdata1 = 1 "SQ_THREAD_TRACE_USERDATA_1";
        SqThreadTraceUserdata2 = 2 "SQ_THREAD_TRACE_USERDATA_2";
        SqThreadTraceUserdata3 = 3 "SQ_THREAD_TRACE_USERDATA_3";
    }
}

crate::regs::word! {
    /// `SQC_CACHES` (shader sequencer caches): uconfig register `0x348`, byte address `0x30D20`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct SqcCaches {
        #[doc = "Bit 0."] pub inst_invalidate: bool [INST_INVALIDATE_OFFSET, INST_INVALIDATE_BITS] => with_inst_invalidate, with_inst_invalidate_checked, set_inst_invalidate, set_inst_invalidate_checked;
        #[doc = "Bit 1."] pub data_invalidate: bool [DATA_INVALIDATE_OFFSET, DATA_INVALIDATE_BITS] => with_data_invalidate, with_data_invalidate_checked, set_data_invalidate, set_data_invalidate_checked;
        #[doc = "Bit 2."] pub invalidate_volatile: bool [INVALIDATE_VOLATILE_OFFSET, INVALIDATE_VOLATILE_BITS] => with_invalidate_volatile, with_invalidate_volatile_checked, set_invalidate_volatile, set_invalidate_volatile_checked;
        #[bits(29)] __: u32;
    }
}

crate::regs::register! { SqcCaches, Uconfig, 0x348, "SQC_CACHES" }

/// `TA_CS_BC_BASE_ADDR` (texture addresser): uconfig register `0x380`, byte address `0x30E00`.
pub type TaCsBcBaseAddr = TaBcBaseAddrLayout<1, 0>;
/// `TA_CS_BC_BASE_ADDR_HI` (texture addresser): uconfig register `0x381`, byte address `0x30E04`.
pub type TaCsBcBaseAddrHi = TaBcBaseAddrHiLayout<1, 0>;
