//! gfx6 config registers: the tiling tables, written by the kernel driver (`SET_CONFIG_REG`, byte addresses from `0x08000`).
//!
//! Generated from the register spec by `tests/regs/codegen.rs`; do not edit by hand.

#[allow(unused_imports)]
use super::enums::*;

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

/// `GRBM_GFX_INDEX` (graphics register bus manager): config register `0x00B`, byte address `0x0802C`.
pub type GrbmGfxIndex = crate::regs::gfx7::layouts::GrbmGfxIndexLayout<1, 0>;
/// `CP_STRMOUT_CNTL` (command processor): config register `0x13F`, byte address `0x084FC`.
pub type CpStrmoutCntl = crate::regs::gfx7::layouts::CpStrmoutCntlLayout<1, 0>;
/// `VGT_ESGS_RING_SIZE` (vertex grouper and tessellator): config register `0x232`, byte address `0x088C8`.
pub type VgtEsgsRingSize = crate::regs::gfx7::layouts::VgtRingSize<2, 0>;
/// `VGT_GSVS_RING_SIZE` (vertex grouper and tessellator): config register `0x233`, byte address `0x088CC`.
pub type VgtGsvsRingSize = crate::regs::gfx7::layouts::VgtRingSize<3, 0>;
/// `VGT_PRIMITIVE_TYPE` (vertex grouper and tessellator): config register `0x256`, byte address `0x08958`.
pub type VgtPrimitiveType = crate::regs::gfx7::layouts::VgtPrimitiveTypeLayout<1, 0>;
/// `VGT_INDEX_TYPE` (vertex grouper and tessellator): config register `0x257`, byte address `0x0895C`.
pub type VgtIndexType = crate::regs::gfx7::layouts::VgtIndexTypeLayout<1, 0>;
/// `VGT_STRMOUT_BUFFER_FILLED_SIZE_n` (vertex grouper and tessellator): config registers `VGT_STRMOUT_BUFFER_FILLED_SIZE_0`..=`VGT_STRMOUT_BUFFER_FILLED_SIZE_3`, slot `N` in `0..=3` at `0x258 + 0x1 * (N - 0)`.
///
/// One layout shared by every slot; each slot is its own type (see the aliases such as
/// [`VgtStrmoutBufferFilledSize0`]), so the offset always comes from the type.
pub type VgtStrmoutBufferFilledSizeN<const N: usize> = crate::regs::gfx7::layouts::Size32<6, N>;

crate::regs::slots! {
    VgtStrmoutBufferFilledSizeN {
        VgtStrmoutBufferFilledSize0 = 0 "VGT_STRMOUT_BUFFER_FILLED_SIZE_0";
        VgtStrmoutBufferFilledSize1 = 1 "VGT_STRMOUT_BUFFER_FILLED_SIZE_1";
        VgtStrmoutBufferFilledSize2 = 2 "VGT_STRMOUT_BUFFER_FILLED_SIZE_2";
        VgtStrmoutBufferFilledSize3 = 3 "VGT_STRMOUT_BUFFER_FILLED_SIZE_3";
    }
}

/// `VGT_NUM_INDICES` (vertex grouper and tessellator): config register `0x25C`, byte address `0x08970`.
pub type VgtNumIndices = crate::regs::gfx7::layouts::VgtIndexCount<2, 0>;
/// `VGT_NUM_INSTANCES` (vertex grouper and tessellator): config register `0x25D`, byte address `0x08974`.
pub type VgtNumInstances = crate::regs::gfx7::layouts::VgtInstanceCount<2, 0>;
/// `VGT_TF_RING_SIZE` (vertex grouper and tessellator): config register `0x262`, byte address `0x08988`.
pub type VgtTfRingSize = crate::regs::gfx7::layouts::VgtTfRingSizeLayout<1, 0>;
/// `PA_SU_LINE_STIPPLE_VALUE` (primitive assembly, setup unit): config register `0x298`, byte address `0x08A60`.
pub type PaSuLineStippleValue = crate::regs::gfx7::layouts::PaSuLineStippleValueLayout<1, 0>;
/// `PA_SC_LINE_STIPPLE_STATE` (primitive assembly, scan converter): config register `0x2C4`, byte address `0x08B10`.
pub type PaScLineStippleState = crate::regs::gfx7::layouts::PaScLineStippleStateLayout<1, 0>;
/// `SQ_THREAD_TRACE_USERDATA_n` (shader sequencer): config registers `SQ_THREAD_TRACE_USERDATA_0`..=`SQ_THREAD_TRACE_USERDATA_3`, slot `N` in `0..=3` at `0x388 + 0x1 * (N - 0)`.
///
/// One layout shared by every slot; each slot is its own type (see the aliases such as
/// [`SqThreadTraceUserdata0`]), so the offset always comes from the type.
pub type SqThreadTraceUserdataN<const N: usize> = crate::regs::gfx7::layouts::Data32<12, N>;

crate::regs::slots! {
    SqThreadTraceUserdataN {
        SqThreadTraceUserdata0 = 0 "SQ_THREAD_TRACE_USERDATA_0";
        SqThreadTraceUserdata1 = 1 "SQ_THREAD_TRACE_USERDATA_1";
        SqThreadTraceUserdata2 = 2 "SQ_THREAD_TRACE_USERDATA_2";
        SqThreadTraceUserdata3 = 3 "SQ_THREAD_TRACE_USERDATA_3";
    }
}

/// `TA_CS_BC_BASE_ADDR` (texture addresser): config register `0x543`, byte address `0x0950C`.
pub type TaCsBcBaseAddr = crate::regs::gfx7::layouts::TaBcBaseAddrLayout<2, 0>;

// The same layout as on gfx7: gfx7's types.
pub use crate::regs::gfx7::GbAddrConfig;
