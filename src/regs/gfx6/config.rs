//! gfx6 config registers: the tiling tables, written by the kernel driver (`SET_CONFIG_REG`, byte addresses from `0x08000`).
//!
//! Generated from the register spec by `tests/regs/codegen.rs`; do not edit by hand.

#[allow(unused_imports)]
use super::enums::*;
#[allow(unused_imports)]
use super::layouts::*;

crate::regs::word! {
    /// `GRBM_GFX_INDEX` (graphics register bus manager): config register `0x00B`, byte address `0x0802C`.
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

crate::regs::register! { GrbmGfxIndex, Config, 0x00B, "GRBM_GFX_INDEX" }

crate::regs::word! {
    /// `CP_STRMOUT_CNTL` (command processor): config register `0x13F`, byte address `0x084FC`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct CpStrmoutCntl {
        #[doc = "Bit 0."] pub offset_update_done: bool [OFFSET_UPDATE_DONE_OFFSET, OFFSET_UPDATE_DONE_BITS] => with_offset_update_done, with_offset_update_done_checked, set_offset_update_done, set_offset_update_done_checked;
        #[bits(31)] __: u32;
    }
}

crate::regs::register! { CpStrmoutCntl, Config, 0x13F, "CP_STRMOUT_CNTL" }

/// `VGT_ESGS_RING_SIZE` (vertex grouper and tessellator): config register `0x232`, byte address `0x088C8`.
pub type VgtEsgsRingSize = VgtRingSize<0, 0>;
/// `VGT_GSVS_RING_SIZE` (vertex grouper and tessellator): config register `0x233`, byte address `0x088CC`.
pub type VgtGsvsRingSize = VgtRingSize<1, 0>;
crate::regs::word! {
    /// `VGT_PRIMITIVE_TYPE` (vertex grouper and tessellator): config register `0x256`, byte address `0x08958`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct VgtPrimitiveType {
        #[doc = "Bits 0..=5: [`PrimitiveType`]."] #[bits(6, default = 0)] pub prim_type: PrimitiveType [PRIM_TYPE_OFFSET, PRIM_TYPE_BITS] => with_prim_type, with_prim_type_checked, set_prim_type, set_prim_type_checked;
        #[bits(26)] __: u32;
    }
}

crate::regs::register! { VgtPrimitiveType, Config, 0x256, "VGT_PRIMITIVE_TYPE" }

crate::regs::word! {
    /// `VGT_INDEX_TYPE` (vertex grouper and tessellator): config register `0x257`, byte address `0x0895C`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct VgtIndexType {
        #[doc = "Bits 0..=1: [`IndexType`]."] #[bits(2, default = 0)] pub index_type: IndexType [INDEX_TYPE_OFFSET, INDEX_TYPE_BITS] => with_index_type, with_index_type_checked, set_index_type, set_index_type_checked;
        #[bits(30)] __: u32;
    }
}

crate::regs::register! { VgtIndexType, Config, 0x257, "VGT_INDEX_TYPE" }

crate::regs::word! {
    /// `VGT_STRMOUT_BUFFER_FILLED_SIZE_n` (vertex grouper and tessellator): config registers `VGT_STRMOUT_BUFFER_FILLED_SIZE_0`..=`VGT_STRMOUT_BUFFER_FILLED_SIZE_3`, slot `N` in `0..=3` at `0x258 + 0x1 * (N - 0)`.
    ///
    /// One layout shared by every slot; each slot is its own type (see the aliases such as
    /// [`VgtStrmoutBufferFilledSize0`]), so the offset always comes from the type.
    #[derive(PartialEq, Eq, Hash)]
    pub struct VgtStrmoutBufferFilledSizeN<const N: usize> {
        #[doc = "Bits 0..=31."] pub size: u32 [SIZE_OFFSET, SIZE_BITS] => with_size, with_size_checked, set_size, set_size_checked;
    }
}

crate::regs::register_family! {
    VgtStrmoutBufferFilledSizeN {
        space: Config,
        base: 0x258,
        stride: 0x1,
        slots: {
            VgtStrmoutBufferFilledSize0 = 0 "VGT_STRMOUT_BUFFER_FILLED_SIZE_0";
            VgtStrmoutBufferFilledSize1 = 1 "VGT_STRMOUT_BUFFER_FILLED_SIZE_1";
            VgtStrmoutBufferFilledSize2 = 2 "VGT_STRMOUT_BUFFER_FILLED_SIZE_2";
            VgtStrmoutBufferFilledSize3 = 3 "VGT_STRMOUT_BUFFER_FILLED_SIZE_3";
        }
    }
}

crate::regs::word! {
    /// `VGT_NUM_INDICES` (vertex grouper and tessellator): config register `0x25C`, byte address `0x08970`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct VgtNumIndices {
        #[doc = "Bits 0..=31."] pub num_indices: u32 [NUM_INDICES_OFFSET, NUM_INDICES_BITS] => with_num_indices, with_num_indices_checked, set_num_indices, set_num_indices_checked;
    }
}

crate::regs::register! { VgtNumIndices, Config, 0x25C, "VGT_NUM_INDICES" }

crate::regs::word! {
    /// `VGT_NUM_INSTANCES` (vertex grouper and tessellator): config register `0x25D`, byte address `0x08974`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct VgtNumInstances {
        #[doc = "Bits 0..=31."] pub num_instances: u32 [NUM_INSTANCES_OFFSET, NUM_INSTANCES_BITS] => with_num_instances, with_num_instances_checked, set_num_instances, set_num_instances_checked;
    }
}

crate::regs::register! { VgtNumInstances, Config, 0x25D, "VGT_NUM_INSTANCES" }

crate::regs::word! {
    /// `VGT_TF_RING_SIZE` (vertex grouper and tessellator): config register `0x262`, byte address `0x08988`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct VgtTfRingSize {
        #[doc = "Bits 0..=15."] pub size: u16 [SIZE_OFFSET, SIZE_BITS] => with_size, with_size_checked, set_size, set_size_checked;
        #[bits(16)] __: u32;
    }
}

crate::regs::register! { VgtTfRingSize, Config, 0x262, "VGT_TF_RING_SIZE" }

crate::regs::word! {
    /// `VGT_HS_OFFCHIP_PARAM` (vertex grouper and tessellator): config register `0x26C`, byte address `0x089B0`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct VgtHsOffchipParam {
        #[doc = "Bits 0..=6."] #[bits(7)] pub offchip_buffering: u8 [OFFCHIP_BUFFERING_OFFSET, OFFCHIP_BUFFERING_BITS] => with_offchip_buffering, with_offchip_buffering_checked, set_offchip_buffering, set_offchip_buffering_checked;
        #[bits(25)] __: u32;
    }
}

crate::regs::register! { VgtHsOffchipParam, Config, 0x26C, "VGT_HS_OFFCHIP_PARAM" }

crate::regs::word! {
    /// `VGT_TF_MEMORY_BASE` (vertex grouper and tessellator): config register `0x26E`, byte address `0x089B8`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct VgtTfMemoryBase {
        #[doc = "Bits 0..=31."] pub base: u32 [BASE_OFFSET, BASE_BITS] => with_base, with_base_checked, set_base, set_base_checked;
    }
}

crate::regs::register! { VgtTfMemoryBase, Config, 0x26E, "VGT_TF_MEMORY_BASE" }

crate::regs::word! {
    /// `PA_SU_LINE_STIPPLE_VALUE` (primitive assembly, setup unit): config register `0x298`, byte address `0x08A60`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct PaSuLineStippleValue {
        #[doc = "Bits 0..=23."] #[bits(24)] pub line_stipple_value: u32 [LINE_STIPPLE_VALUE_OFFSET, LINE_STIPPLE_VALUE_BITS] => with_line_stipple_value, with_line_stipple_value_checked, set_line_stipple_value, set_line_stipple_value_checked;
        #[bits(8)] __: u32;
    }
}

crate::regs::register! { PaSuLineStippleValue, Config, 0x298, "PA_SU_LINE_STIPPLE_VALUE" }

crate::regs::word! {
    /// `PA_SC_LINE_STIPPLE_STATE` (primitive assembly, scan converter): config register `0x2C4`, byte address `0x08B10`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct PaScLineStippleState {
        #[doc = "Bits 0..=3."] #[bits(4)] pub current_ptr: u8 [CURRENT_PTR_OFFSET, CURRENT_PTR_BITS] => with_current_ptr, with_current_ptr_checked, set_current_ptr, set_current_ptr_checked;
        #[bits(4)] __: u32;
        #[doc = "Bits 8..=15."] pub current_count: u8 [CURRENT_COUNT_OFFSET, CURRENT_COUNT_BITS] => with_current_count, with_current_count_checked, set_current_count, set_current_count_checked;
        #[bits(16)] __: u32;
    }
}

crate::regs::register! { PaScLineStippleState, Config, 0x2C4, "PA_SC_LINE_STIPPLE_STATE" }

crate::regs::word! {
    /// `SQC_CACHES` (shader sequencer caches): config register `0x302`, byte address `0x08C08`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct SqcCaches {
        #[doc = "Bit 0."] pub inst_invalidate: bool [INST_INVALIDATE_OFFSET, INST_INVALIDATE_BITS] => with_inst_invalidate, with_inst_invalidate_checked, set_inst_invalidate, set_inst_invalidate_checked;
        #[doc = "Bit 1."] pub data_invalidate: bool [DATA_INVALIDATE_OFFSET, DATA_INVALIDATE_BITS] => with_data_invalidate, with_data_invalidate_checked, set_data_invalidate, set_data_invalidate_checked;
        #[bits(30)] __: u32;
    }
}

crate::regs::register! { SqcCaches, Config, 0x302, "SQC_CACHES" }

crate::regs::word! {
    /// `SQ_THREAD_TRACE_USERDATA_n` (shader sequencer): config registers `SQ_THREAD_TRACE_USERDATA_0`..=`SQ_THREAD_TRACE_USERDATA_3`, slot `N` in `0..=3` at `0x388 + 0x1 * (N - 0)`.
    ///
    /// One layout shared by every slot; each slot is its own type (see the aliases such as
    /// [`SqThreadTraceUserdata0`]), so the offset always comes from the type.
    #[derive(PartialEq, Eq, Hash)]
    pub struct SqThreadTraceUserdataN<const N: usize> {
        #[doc = "Bits 0..=31."] pub data: u32 [DATA_OFFSET, DATA_BITS] => with_data, with_data_checked, set_data, set_data_checked;
    }
}

crate::regs::register_family! {
    SqThreadTraceUserdataN {
        space: Config,
        base: 0x388,
        stride: 0x1,
        slots: {
            SqThreadTraceUserdata0 = 0 "SQ_THREAD_TRACE_USERDATA_0";
            SqThreadTraceUserdata1 = 1 "SQ_THREAD_TRACE_USERDATA_1";
            SqThreadTraceUserdata2 = 2 "SQ_THREAD_TRACE_USERDATA_2";
            SqThreadTraceUserdata3 = 3 "SQ_THREAD_TRACE_USERDATA_3";
        }
    }
}

crate::regs::word! {
    /// `TA_CS_BC_BASE_ADDR` (texture addresser): config register `0x543`, byte address `0x0950C`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct TaCsBcBaseAddr {
        #[doc = "Bits 0..=31."] pub address: u32 [ADDRESS_OFFSET, ADDRESS_BITS] => with_address, with_address_checked, set_address, set_address_checked;
    }
}

crate::regs::register! { TaCsBcBaseAddr, Config, 0x543, "TA_CS_BC_BASE_ADDR" }

crate::regs::word! {
    /// `GB_TILE_MODEn`: config registers `GB_TILE_MODE0`..=`GB_TILE_MODE31`, slot `N` in `0..=31` at `0x644 + 0x1 * (N - 0)`.
    ///
    /// One layout shared by every slot; each slot is its own type (see the aliases such as
    /// [`GbTileMode0`]), so the offset always comes from the type.
    #[derive(PartialEq, Eq, Hash)]
    pub struct GbTileModeN<const N: usize> {
        #[bits(2)] __: u32;
        #[doc = "Bits 2..=5: [`ArrayMode`]."] #[bits(4, default = 0)] pub array_mode: ArrayMode [ARRAY_MODE_OFFSET, ARRAY_MODE_BITS] => with_array_mode, with_array_mode_checked, set_array_mode, set_array_mode_checked;
        #[doc = "Bits 6..=10: [`PipeConfig`]."] #[bits(5, default = 0)] pub pipe_config: PipeConfig [PIPE_CONFIG_OFFSET, PIPE_CONFIG_BITS] => with_pipe_config, with_pipe_config_checked, set_pipe_config, set_pipe_config_checked;
        #[doc = "Bits 11..=13: [`TileSplit`]."] #[bits(3, default = 0)] pub tile_split: TileSplit [TILE_SPLIT_OFFSET, TILE_SPLIT_BITS] => with_tile_split, with_tile_split_checked, set_tile_split, set_tile_split_checked;
        #[bits(18)] __: u32;
    }
}

crate::regs::register_family! {
    GbTileModeN {
        space: Config,
        base: 0x644,
        stride: 0x1,
        slots: {
            GbTileMode0 = 0 "GB_TILE_MODE0";
            GbTileMode1 = 1 "GB_TILE_MODE1";
            GbTileMode2 = 2 "GB_TILE_MODE2";
            GbTileMode3 = 3 "GB_TILE_MODE3";
            GbTileMode4 = 4 "GB_TILE_MODE4";
            GbTileMode5 = 5 "GB_TILE_MODE5";
            GbTileMode6 = 6 "GB_TILE_MODE6";
            GbTileMode7 = 7 "GB_TILE_MODE7";
            GbTileMode8 = 8 "GB_TILE_MODE8";
            GbTileMode9 = 9 "GB_TILE_MODE9";
            GbTileMode10 = 10 "GB_TILE_MODE10";
            GbTileMode11 = 11 "GB_TILE_MODE11";
            GbTileMode12 = 12 "GB_TILE_MODE12";
            GbTileMode13 = 13 "GB_TILE_MODE13";
            GbTileMode14 = 14 "GB_TILE_MODE14";
            GbTileMode15 = 15 "GB_TILE_MODE15";
            GbTileMode16 = 16 "GB_TILE_MODE16";
            GbTileMode17 = 17 "GB_TILE_MODE17";
            GbTileMode18 = 18 "GB_TILE_MODE18";
            GbTileMode19 = 19 "GB_TILE_MODE19";
            GbTileMode20 = 20 "GB_TILE_MODE20";
            GbTileMode21 = 21 "GB_TILE_MODE21";
            GbTileMode22 = 22 "GB_TILE_MODE22";
            GbTileMode23 = 23 "GB_TILE_MODE23";
            GbTileMode24 = 24 "GB_TILE_MODE24";
            GbTileMode25 = 25 "GB_TILE_MODE25";
            GbTileMode26 = 26 "GB_TILE_MODE26";
            GbTileMode27 = 27 "GB_TILE_MODE27";
            GbTileMode28 = 28 "GB_TILE_MODE28";
            GbTileMode29 = 29 "GB_TILE_MODE29";
            GbTileMode30 = 30 "GB_TILE_MODE30";
            GbTileMode31 = 31 "GB_TILE_MODE31";
        }
    }
}

// The same layout as on gfx7: gfx7's types.
pub use crate::regs::gfx7::GbAddrConfig;
