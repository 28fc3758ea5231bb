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
    GbTileModeN { space: Config, base: 0x644, stride: 0x1, first: 0, names: ["GB_TILE_MODE0", "GB_TILE_MODE1", "GB_TILE_MODE2", "GB_TILE_MODE3", "GB_TILE_MODE4", "GB_TILE_MODE5", "GB_TILE_MODE6", "GB_TILE_MODE7", "GB_TILE_MODE8", "GB_TILE_MODE9", "GB_TILE_MODE10", "GB_TILE_MODE11", "GB_TILE_MODE12", "GB_TILE_MODE13", "GB_TILE_MODE14", "GB_TILE_MODE15", "GB_TILE_MODE16", "GB_TILE_MODE17", "GB_TILE_MODE18", "GB_TILE_MODE19", "GB_TILE_MODE20", "GB_TILE_MODE21", "GB_TILE_MODE22", "GB_TILE_MODE23", "GB_TILE_MODE24", "GB_TILE_MODE25", "GB_TILE_MODE26", "GB_TILE_MODE27", "GB_TILE_MODE28", "GB_TILE_MODE29", "GB_TILE_MODE30", "GB_TILE_MODE31"] }
}

/// `GB_TILE_MODE0`: config register `0x644`, byte address `0x09910`.
pub type GbTileMode0 = GbTileModeN<0>;
/// `GB_TILE_MODE1`: config register `0x645`, byte address `0x09914`.
pub type GbTileMode1 = GbTileModeN<1>;
/// `GB_TILE_MODE2`: config register `0x646`, byte address `0x09918`.
pub type GbTileMode2 = GbTileModeN<2>;
/// `GB_TILE_MODE3`: config register `0x647`, byte address `0x0991C`.
pub type GbTileMode3 = GbTileModeN<3>;
/// `GB_TILE_MODE4`: config register `0x648`, byte address `0x09920`.
pub type GbTileMode4 = GbTileModeN<4>;
/// `GB_TILE_MODE5`: config register `0x649`, byte address `0x09924`.
pub type GbTileMode5 = GbTileModeN<5>;
/// `GB_TILE_MODE6`: config register `0x64A`, byte address `0x09928`.
pub type GbTileMode6 = GbTileModeN<6>;
/// `GB_TILE_MODE7`: config register `0x64B`, byte address `0x0992C`.
pub type GbTileMode7 = GbTileModeN<7>;
/// `GB_TILE_MODE8`: config register `0x64C`, byte address `0x09930`.
pub type GbTileMode8 = GbTileModeN<8>;
/// `GB_TILE_MODE9`: config register `0x64D`, byte address `0x09934`.
pub type GbTileMode9 = GbTileModeN<9>;
/// `GB_TILE_MODE10`: config register `0x64E`, byte address `0x09938`.
pub type GbTileMode10 = GbTileModeN<10>;
/// `GB_TILE_MODE11`: config register `0x64F`, byte address `0x0993C`.
pub type GbTileMode11 = GbTileModeN<11>;
/// `GB_TILE_MODE12`: config register `0x650`, byte address `0x09940`.
pub type GbTileMode12 = GbTileModeN<12>;
/// `GB_TILE_MODE13`: config register `0x651`, byte address `0x09944`.
pub type GbTileMode13 = GbTileModeN<13>;
/// `GB_TILE_MODE14`: config register `0x652`, byte address `0x09948`.
pub type GbTileMode14 = GbTileModeN<14>;
/// `GB_TILE_MODE15`: config register `0x653`, byte address `0x0994C`.
pub type GbTileMode15 = GbTileModeN<15>;
/// `GB_TILE_MODE16`: config register `0x654`, byte address `0x09950`.
pub type GbTileMode16 = GbTileModeN<16>;
/// `GB_TILE_MODE17`: config register `0x655`, byte address `0x09954`.
pub type GbTileMode17 = GbTileModeN<17>;
/// `GB_TILE_MODE18`: config register `0x656`, byte address `0x09958`.
pub type GbTileMode18 = GbTileModeN<18>;
/// `GB_TILE_MODE19`: config register `0x657`, byte address `0x0995C`.
pub type GbTileMode19 = GbTileModeN<19>;
/// `GB_TILE_MODE20`: config register `0x658`, byte address `0x09960`.
pub type GbTileMode20 = GbTileModeN<20>;
/// `GB_TILE_MODE21`: config register `0x659`, byte address `0x09964`.
pub type GbTileMode21 = GbTileModeN<21>;
/// `GB_TILE_MODE22`: config register `0x65A`, byte address `0x09968`.
pub type GbTileMode22 = GbTileModeN<22>;
/// `GB_TILE_MODE23`: config register `0x65B`, byte address `0x0996C`.
pub type GbTileMode23 = GbTileModeN<23>;
/// `GB_TILE_MODE24`: config register `0x65C`, byte address `0x09970`.
pub type GbTileMode24 = GbTileModeN<24>;
/// `GB_TILE_MODE25`: config register `0x65D`, byte address `0x09974`.
pub type GbTileMode25 = GbTileModeN<25>;
/// `GB_TILE_MODE26`: config register `0x65E`, byte address `0x09978`.
pub type GbTileMode26 = GbTileModeN<26>;
/// `GB_TILE_MODE27`: config register `0x65F`, byte address `0x0997C`.
pub type GbTileMode27 = GbTileModeN<27>;
/// `GB_TILE_MODE28`: config register `0x660`, byte address `0x09980`.
pub type GbTileMode28 = GbTileModeN<28>;
/// `GB_TILE_MODE29`: config register `0x661`, byte address `0x09984`.
pub type GbTileMode29 = GbTileModeN<29>;
/// `GB_TILE_MODE30`: config register `0x662`, byte address `0x09988`.
pub type GbTileMode30 = GbTileModeN<30>;
/// `GB_TILE_MODE31`: config register `0x663`, byte address `0x0998C`.
pub type GbTileMode31 = GbTileModeN<31>;

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
    GbMacrotileModeN { space: Config, base: 0x664, stride: 0x1, first: 0, names: ["GB_MACROTILE_MODE0", "GB_MACROTILE_MODE1", "GB_MACROTILE_MODE2", "GB_MACROTILE_MODE3", "GB_MACROTILE_MODE4", "GB_MACROTILE_MODE5", "GB_MACROTILE_MODE6", "GB_MACROTILE_MODE7", "GB_MACROTILE_MODE8", "GB_MACROTILE_MODE9", "GB_MACROTILE_MODE10", "GB_MACROTILE_MODE11", "GB_MACROTILE_MODE12", "GB_MACROTILE_MODE13", "GB_MACROTILE_MODE14", "GB_MACROTILE_MODE15"] }
}

/// `GB_MACROTILE_MODE0`: config register `0x664`, byte address `0x09990`.
pub type GbMacrotileMode0 = GbMacrotileModeN<0>;
/// `GB_MACROTILE_MODE1`: config register `0x665`, byte address `0x09994`.
pub type GbMacrotileMode1 = GbMacrotileModeN<1>;
/// `GB_MACROTILE_MODE2`: config register `0x666`, byte address `0x09998`.
pub type GbMacrotileMode2 = GbMacrotileModeN<2>;
/// `GB_MACROTILE_MODE3`: config register `0x667`, byte address `0x0999C`.
pub type GbMacrotileMode3 = GbMacrotileModeN<3>;
/// `GB_MACROTILE_MODE4`: config register `0x668`, byte address `0x099A0`.
pub type GbMacrotileMode4 = GbMacrotileModeN<4>;
/// `GB_MACROTILE_MODE5`: config register `0x669`, byte address `0x099A4`.
pub type GbMacrotileMode5 = GbMacrotileModeN<5>;
/// `GB_MACROTILE_MODE6`: config register `0x66A`, byte address `0x099A8`.
pub type GbMacrotileMode6 = GbMacrotileModeN<6>;
/// `GB_MACROTILE_MODE7`: config register `0x66B`, byte address `0x099AC`.
pub type GbMacrotileMode7 = GbMacrotileModeN<7>;
/// `GB_MACROTILE_MODE8`: config register `0x66C`, byte address `0x099B0`.
pub type GbMacrotileMode8 = GbMacrotileModeN<8>;
/// `GB_MACROTILE_MODE9`: config register `0x66D`, byte address `0x099B4`.
pub type GbMacrotileMode9 = GbMacrotileModeN<9>;
/// `GB_MACROTILE_MODE10`: config register `0x66E`, byte address `0x099B8`.
pub type GbMacrotileMode10 = GbMacrotileModeN<10>;
/// `GB_MACROTILE_MODE11`: config register `0x66F`, byte address `0x099BC`.
pub type GbMacrotileMode11 = GbMacrotileModeN<11>;
/// `GB_MACROTILE_MODE12`: config register `0x670`, byte address `0x099C0`.
pub type GbMacrotileMode12 = GbMacrotileModeN<12>;
/// `GB_MACROTILE_MODE13`: config register `0x671`, byte address `0x099C4`.
pub type GbMacrotileMode13 = GbMacrotileModeN<13>;
/// `GB_MACROTILE_MODE14`: config register `0x672`, byte address `0x099C8`.
pub type GbMacrotileMode14 = GbMacrotileModeN<14>;
/// `GB_MACROTILE_MODE15`: config register `0x673`, byte address `0x099CC`.
pub type GbMacrotileMode15 = GbMacrotileModeN<15>;
