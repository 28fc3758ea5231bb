//! gfx7 config registers: the tiling tables, written by the kernel driver (`SET_CONFIG_REG`, byte addresses from `0x08000`).
//!
//! Generated from the register spec by `tests/regs/codegen.rs`; do not edit by hand.

#[allow(unused_imports)]
use super::enums::*;
#[allow(unused_imports)]
use super::layouts::*;

crate::regs::word! {
    /// `GB_ADDR_CONFIG`: config register `0x63E`, byte address `0x098F8`.
    #[derive(PartialEq, Eq, Hash)]
    pub struct GbAddrConfig {
        #[doc = "Bits 0..=2."] #[bits(3)] pub num_pipes: u8 [NUM_PIPES_OFFSET, NUM_PIPES_BITS] => with_num_pipes, with_num_pipes_checked, set_num_pipes, set_num_pipes_checked;
        #[bits(1)] __: u32;
        #[doc = "Bits 4..=6."] #[bits(3)] pub pipe_interleave_size: u8 [PIPE_INTERLEAVE_SIZE_OFFSET, PIPE_INTERLEAVE_SIZE_BITS] => with_pipe_interleave_size, with_pipe_interleave_size_checked, set_pipe_interleave_size, set_pipe_interleave_size_checked;
        #[bits(1)] __: u32;
        #[doc = "Bits 8..=10."] #[bits(3)] pub bank_interleave_size: u8 [BANK_INTERLEAVE_SIZE_OFFSET, BANK_INTERLEAVE_SIZE_BITS] => with_bank_interleave_size, with_bank_interleave_size_checked, set_bank_interleave_size, set_bank_interleave_size_checked;
        #[bits(1)] __: u32;
        #[doc = "Bits 12..=13."] #[bits(2)] pub num_shader_engines: u8 [NUM_SHADER_ENGINES_OFFSET, NUM_SHADER_ENGINES_BITS] => with_num_shader_engines, with_num_shader_engines_checked, set_num_shader_engines, set_num_shader_engines_checked;
        #[bits(2)] __: u32;
        #[doc = "Bits 16..=18."] #[bits(3)] pub shader_engine_tile_size: u8 [SHADER_ENGINE_TILE_SIZE_OFFSET, SHADER_ENGINE_TILE_SIZE_BITS] => with_shader_engine_tile_size, with_shader_engine_tile_size_checked, set_shader_engine_tile_size, set_shader_engine_tile_size_checked;
        #[bits(1)] __: u32;
        #[doc = "Bits 20..=22."] #[bits(3)] pub num_gpus: u8 [NUM_GPUS_OFFSET, NUM_GPUS_BITS] => with_num_gpus, with_num_gpus_checked, set_num_gpus, set_num_gpus_checked;
        #[bits(1)] __: u32;
        #[doc = "Bits 24..=25."] #[bits(2)] pub multi_gpu_tile_size: u8 [MULTI_GPU_TILE_SIZE_OFFSET, MULTI_GPU_TILE_SIZE_BITS] => with_multi_gpu_tile_size, with_multi_gpu_tile_size_checked, set_multi_gpu_tile_size, set_multi_gpu_tile_size_checked;
        #[bits(2)] __: u32;
        #[doc = "Bits 28..=29."] #[bits(2)] pub row_size: u8 [ROW_SIZE_OFFSET, ROW_SIZE_BITS] => with_row_size, with_row_size_checked, set_row_size, set_row_size_checked;
        #[doc = "Bit 30."] pub num_lower_pipes: bool [NUM_LOWER_PIPES_OFFSET, NUM_LOWER_PIPES_BITS] => with_num_lower_pipes, with_num_lower_pipes_checked, set_num_lower_pipes, set_num_lower_pipes_checked;
        #[bits(1)] __: u32;
    }
}

crate::regs::register! { GbAddrConfig, Config, 0x63E, "GB_ADDR_CONFIG" }

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
        #[bits(8)] __: u32;
        #[doc = "Bits 22..=24: [`MicroTileMode`]."] #[bits(3, default = 0)] pub micro_tile_mode_new: MicroTileMode [MICRO_TILE_MODE_NEW_OFFSET, MICRO_TILE_MODE_NEW_BITS] => with_micro_tile_mode_new, with_micro_tile_mode_new_checked, set_micro_tile_mode_new, set_micro_tile_mode_new_checked;
        #[doc = "Bits 25..=26: [`SampleSplit`]."] #[bits(2, default = 0)] pub sample_split: SampleSplit [SAMPLE_SPLIT_OFFSET, SAMPLE_SPLIT_BITS] => with_sample_split, with_sample_split_checked, set_sample_split, set_sample_split_checked;
        #[bits(5)] __: u32;
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

crate::regs::word! {
    /// `GB_MACROTILE_MODEn`: config registers `GB_MACROTILE_MODE0`..=`GB_MACROTILE_MODE15`, slot `N` in `0..=15` at `0x664 + 0x1 * (N - 0)`.
    ///
    /// One layout shared by every slot; each slot is its own type (see the aliases such as
    /// [`GbMacrotileMode0`]), so the offset always comes from the type.
    #[derive(PartialEq, Eq, Hash)]
    pub struct GbMacrotileModeN<const N: usize> {
        #[doc = "Bits 0..=1: [`BankWidth`]."] #[bits(2, default = 0)] pub bank_width: BankWidth [BANK_WIDTH_OFFSET, BANK_WIDTH_BITS] => with_bank_width, with_bank_width_checked, set_bank_width, set_bank_width_checked;
        #[doc = "Bits 2..=3: [`BankHeight`]."] #[bits(2, default = 0)] pub bank_height: BankHeight [BANK_HEIGHT_OFFSET, BANK_HEIGHT_BITS] => with_bank_height, with_bank_height_checked, set_bank_height, set_bank_height_checked;
        #[doc = "Bits 4..=5: [`MacroTileAspect`]."] #[bits(2, default = 0)] pub macro_tile_aspect: MacroTileAspect [MACRO_TILE_ASPECT_OFFSET, MACRO_TILE_ASPECT_BITS] => with_macro_tile_aspect, with_macro_tile_aspect_checked, set_macro_tile_aspect, set_macro_tile_aspect_checked;
        #[doc = "Bits 6..=7: [`NumBanks`]."] #[bits(2, default = 0)] pub num_banks: NumBanks [NUM_BANKS_OFFSET, NUM_BANKS_BITS] => with_num_banks, with_num_banks_checked, set_num_banks, set_num_banks_checked;
        #[bits(24)] __: u32;
    }
}

crate::regs::register_family! {
    GbMacrotileModeN {
        space: Config,
        base: 0x664,
        stride: 0x1,
        slots: {
            GbMacrotileMode0 = 0 "GB_MACROTILE_MODE0";
            GbMacrotileMode1 = 1 "GB_MACROTILE_MODE1";
            GbMacrotileMode2 = 2 "GB_MACROTILE_MODE2";
            GbMacrotileMode3 = 3 "GB_MACROTILE_MODE3";
            GbMacrotileMode4 = 4 "GB_MACROTILE_MODE4";
            GbMacrotileMode5 = 5 "GB_MACROTILE_MODE5";
            GbMacrotileMode6 = 6 "GB_MACROTILE_MODE6";
            GbMacrotileMode7 = 7 "GB_MACROTILE_MODE7";
            GbMacrotileMode8 = 8 "GB_MACROTILE_MODE8";
            GbMacrotileMode9 = 9 "GB_MACROTILE_MODE9";
            GbMacrotileMode10 = 10 "GB_MACROTILE_MODE10";
            GbMacrotileMode11 = 11 "GB_MACROTILE_MODE11";
            GbMacrotileMode12 = 12 "GB_MACROTILE_MODE12";
            GbMacrotileMode13 = 13 "GB_MACROTILE_MODE13";
            GbMacrotileMode14 = 14 "GB_MACROTILE_MODE14";
            GbMacrotileMode15 = 15 "GB_MACROTILE_MODE15";
        }
    }
}
