//! gfx8 config registers: the tiling tables, written by the kernel driver (`SET_CONFIG_REG`, byte addresses from `0x08000`).
//!
//! Generated from the register spec by `tests/regs/codegen.rs`; do not edit by hand.

#[allow(unused_imports)]
use super::enums::*;
#[allow(unused_imports)]
use super::layouts::*;

// Every gfx7 config register is a gfx8 register too: gfx7's types,
// but for those defined above, which shadow them.
pub use crate::regs::gfx7::config::*;
