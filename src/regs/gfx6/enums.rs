//! gfx6 register- and descriptor-field enumerations: AMD's value tables as total, lossless newtypes.
//!
//! Generated from the register spec by `tests/regs/codegen.rs`; do not edit by hand.

open_enum! {
/// `ArrayMode` (4-bit field values).
///
/// Used by `GB_TILE_MODEn.ARRAY_MODE`.
pub struct ArrayMode(u8): 4 bits {
ARRAY_LINEAR_GENERAL = 0,
ARRAY_LINEAR_ALIGNED = 1,
ARRAY_1D_TILED_THIN1 = 2,
ARRAY_1D_TILED_THICK = 3,
ARRAY_2D_TILED_THIN1 = 4,
ARRAY_2D_TILED_THIN2 = 5,
ARRAY_2D_TILED_THIN4 = 6,
ARRAY_2D_TILED_THICK = 7,
ARRAY_2D_TILED_XTHICK = 8,
ARRAY_2B_TILED_THIN2 = 9,
ARRAY_2B_TILED_THIN4 = 10,
ARRAY_2B_TILED_THICK = 11,
ARRAY_3D_TILED_THIN1 = 12,
ARRAY_3D_TILED_THICK = 13,
ARRAY_3D_TILED_XTHICK = 14,
ARRAY_POWER_SAVE = 15,
}
}

open_enum! {
/// `PipeConfig` (5-bit field values).
///
/// Used by `GB_TILE_MODEn.PIPE_CONFIG`.
pub struct PipeConfig(u8): 5 bits {
ADDR_SURF_P2 = 0,
ADDR_SURF_P2_RESERVED0 = 1,
ADDR_SURF_P2_RESERVED1 = 2,
ADDR_SURF_P2_RESERVED2 = 3,
ADDR_SURF_P4_8x16 = 4,
ADDR_SURF_P4_16x16 = 5,
ADDR_SURF_P4_16x32 = 6,
ADDR_SURF_P4_32x32 = 7,
ADDR_SURF_P8_16x16_8x16 = 8,
ADDR_SURF_P8_16x32_8x16 = 9,
ADDR_SURF_P8_32x32_8x16 = 10,
ADDR_SURF_P8_16x32_16x16 = 11,
ADDR_SURF_P8_32x32_16x16 = 12,
ADDR_SURF_P8_32x32_16x32 = 13,
ADDR_SURF_P8_32x64_32x32 = 14,
}
}

// The same layout as on gfx7: gfx7's types.
pub use crate::regs::gfx7::enums::{Mtype, TileSplit};
