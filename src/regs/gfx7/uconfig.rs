//! gfx7 user-config registers (`SET_UCONFIG_REG`, byte addresses from `0x30000`).
//!
//! Generated from the register spec by `tests/regs/codegen.rs`; do not edit by hand.

#[allow(unused_imports)]
use super::enums::*;
#[allow(unused_imports)]
use super::layouts::*;

crate::regs::word! {
    /// `CP_STRMOUT_CNTL` (command processor): uconfig register `0x03F`, byte address `0x300FC`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct CpStrmoutCntl {
        #[doc = "Bit 0."] pub offset_update_done: bool [OFFSET_UPDATE_DONE_OFFSET, OFFSET_UPDATE_DONE_BITS] => with_offset_update_done, with_offset_update_done_checked, set_offset_update_done, set_offset_update_done_checked;
        #[bits(31)] __: u32;
    }
}

crate::regs::register! { CpStrmoutCntl, Uconfig, 0x03F, "CP_STRMOUT_CNTL" }

crate::regs::word! {
    /// `GRBM_GFX_INDEX` (graphics register bus manager): uconfig register `0x200`, byte address `0x30800`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct GrbmGfxIndex {
        #[doc = "Bits 0..=7."] pub instance_index: u8 [INSTANCE_INDEX_OFFSET, INSTANCE_INDEX_BITS] => with_instance_index, with_instance_index_checked, set_instance_index, set_instance_index_checked;
        #[doc = "Bits 8..=15."] pub sh_index: u8 [SH_INDEX_OFFSET, SH_INDEX_BITS] => with_sh_index, with_sh_index_checked, set_sh_index, set_sh_index_checked;
        #[doc = "Bits 16..=23."] pub se_index: u8 [SE_INDEX_OFFSET, SE_INDEX_BITS] => with_se_index, with_se_index_checked, set_se_index, set_se_index_checked;
        #[bits(5)] __: u32;
        #[doc = "Bit 29."] pub sh_broadcast_writes: bool [SH_BROADCAST_WRITES_OFFSET, SH_BROADCAST_WRITES_BITS] => with_sh_broadcast_writes, with_sh_broadcast_writes_checked, set_sh_broadcast_writes, set_sh_broadcast_writes_checked;
        #[doc = "Bit 30."] pub instance_broadcast_writes: bool [INSTANCE_BROADCAST_WRITES_OFFSET, INSTANCE_BROADCAST_WRITES_BITS] => with_instance_broadcast_writes, with_instance_broadcast_writes_checked, set_instance_broadcast_writes, set_instance_broadcast_writes_checked;
        #[doc = "Bit 31."] pub se_broadcast_writes: bool [SE_BROADCAST_WRITES_OFFSET, SE_BROADCAST_WRITES_BITS] => with_se_broadcast_writes, with_se_broadcast_writes_checked, set_se_broadcast_writes, set_se_broadcast_writes_checked;
    }
}

crate::regs::register! { GrbmGfxIndex, Uconfig, 0x200, "GRBM_GFX_INDEX" }

/// `VGT_ESGS_RING_SIZE` (vertex grouper and tessellator): uconfig register `0x240`, byte address `0x30900`.
pub type VgtEsgsRingSize = VgtRingSize<0, 0>;
/// `VGT_GSVS_RING_SIZE` (vertex grouper and tessellator): uconfig register `0x241`, byte address `0x30904`.
pub type VgtGsvsRingSize = VgtRingSize<1, 0>;
crate::regs::word! {
    /// `VGT_PRIMITIVE_TYPE` (vertex grouper and tessellator): uconfig register `0x242`, byte address `0x30908`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct VgtPrimitiveType {
        #[doc = "Bits 0..=5: [`PrimitiveType`]."] #[bits(6, default = 0)] pub prim_type: PrimitiveType [PRIM_TYPE_OFFSET, PRIM_TYPE_BITS] => with_prim_type, with_prim_type_checked, set_prim_type, set_prim_type_checked;
        #[bits(26)] __: u32;
    }
}

crate::regs::register! { VgtPrimitiveType, Uconfig, 0x242, "VGT_PRIMITIVE_TYPE" }

crate::regs::word! {
    /// `VGT_INDEX_TYPE` (vertex grouper and tessellator): uconfig register `0x243`, byte address `0x3090C`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct VgtIndexType {
        #[doc = "Bits 0..=1: [`IndexType`]."] #[bits(2, default = 0)] pub index_type: IndexType [INDEX_TYPE_OFFSET, INDEX_TYPE_BITS] => with_index_type, with_index_type_checked, set_index_type, set_index_type_checked;
        #[bits(30)] __: u32;
    }
}

crate::regs::register! { VgtIndexType, Uconfig, 0x243, "VGT_INDEX_TYPE" }

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
crate::regs::word! {
    /// `VGT_TF_RING_SIZE` (vertex grouper and tessellator): uconfig register `0x24E`, byte address `0x30938`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct VgtTfRingSize {
        #[doc = "Bits 0..=15."] pub size: u16 [SIZE_OFFSET, SIZE_BITS] => with_size, with_size_checked, set_size, set_size_checked;
        #[bits(16)] __: u32;
    }
}

crate::regs::register! { VgtTfRingSize, Uconfig, 0x24E, "VGT_TF_RING_SIZE" }

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

crate::regs::word! {
    /// `PA_SU_LINE_STIPPLE_VALUE` (primitive assembly, setup unit): uconfig register `0x280`, byte address `0x30A00`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct PaSuLineStippleValue {
        #[doc = "Bits 0..=23."] #[bits(24)] pub line_stipple_value: u32 [LINE_STIPPLE_VALUE_OFFSET, LINE_STIPPLE_VALUE_BITS] => with_line_stipple_value, with_line_stipple_value_checked, set_line_stipple_value, set_line_stipple_value_checked;
        #[bits(8)] __: u32;
    }
}

crate::regs::register! { PaSuLineStippleValue, Uconfig, 0x280, "PA_SU_LINE_STIPPLE_VALUE" }

crate::regs::word! {
    /// `PA_SC_LINE_STIPPLE_STATE` (primitive assembly, scan converter): uconfig register `0x281`, byte address `0x30A04`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct PaScLineStippleState {
        #[doc = "Bits 0..=3."] #[bits(4)] pub current_ptr: u8 [CURRENT_PTR_OFFSET, CURRENT_PTR_BITS] => with_current_ptr, with_current_ptr_checked, set_current_ptr, set_current_ptr_checked;
        #[bits(4)] __: u32;
        #[doc = "Bits 8..=15."] pub current_count: u8 [CURRENT_COUNT_OFFSET, CURRENT_COUNT_BITS] => with_current_count, with_current_count_checked, set_current_count, set_current_count_checked;
        #[bits(16)] __: u32;
    }
}

crate::regs::register! { PaScLineStippleState, Uconfig, 0x281, "PA_SC_LINE_STIPPLE_STATE" }

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
