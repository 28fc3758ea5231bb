//! gfx8 config registers: the tiling tables, written by the kernel driver (`SET_CONFIG_REG`, byte addresses from `0x08000`).
//!
//! Generated from the register spec by `tests/regs/codegen.rs`; do not edit by hand.

#[allow(unused_imports)]
use super::enums::*;
#[allow(unused_imports)]
use super::layouts::*;

// The same layout as on gfx7: gfx7's types.
pub use crate::regs::gfx7::{
    GbAddrConfig, GbMacrotileMode0, GbMacrotileMode1, GbMacrotileMode2, GbMacrotileMode3,
    GbMacrotileMode4, GbMacrotileMode5, GbMacrotileMode6, GbMacrotileMode7, GbMacrotileMode8,
    GbMacrotileMode9, GbMacrotileMode10, GbMacrotileMode11, GbMacrotileMode12, GbMacrotileMode13,
    GbMacrotileMode14, GbMacrotileMode15, GbMacrotileModeN, GbTileMode0, GbTileMode1, GbTileMode2,
    GbTileMode3, GbTileMode4, GbTileMode5, GbTileMode6, GbTileMode7, GbTileMode8, GbTileMode9,
    GbTileMode10, GbTileMode11, GbTileMode12, GbTileMode13, GbTileMode14, GbTileMode15,
    GbTileMode16, GbTileMode17, GbTileMode18, GbTileMode19, GbTileMode20, GbTileMode21,
    GbTileMode22, GbTileMode23, GbTileMode24, GbTileMode25, GbTileMode26, GbTileMode27,
    GbTileMode28, GbTileMode29, GbTileMode30, GbTileMode31, GbTileModeN,
};
