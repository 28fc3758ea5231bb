//! gfx8 (Volcanic Islands) register definitions, generated from the register spec by
//! `tests/regs/codegen.rs` like [`super::gfx7`], whose files this
//! generation's mirror: [`config`], [`sh`], [`context`], [`uconfig`],
//! [`layouts`], [`enums`] and the table [`REGISTERS`].
//!
//! A register whose layout (offset, fields and enumerations) is the same as
//! gfx7's is gfx7's type, re-exported; only the registers that differ or that
//! gfx7 lacks are defined here, each typed for gfx8. A register gfx8 does not
//! have is not in this module. Descriptors and packets are gfx7's
//! ([`super::gfx7::descriptors`], [`super::gfx7::packets`]).
//!
//! ```
//! use gcn::regs::{gfx6, gfx7, gfx8, Space};
//!
//! assert_eq!(gfx8::lookup(Space::Context, 0x2D4).unwrap().name, "VGT_TESS_DISTRIBUTION");
//! assert!(gfx7::lookup(Space::Context, 0x2D4).is_none());
//! assert_eq!(gfx8::lookup_name("CB_COLOR0_DCC_BASE").unwrap().offset, 0x325);
//! ```

pub mod config;
pub mod context;
pub mod enums;
pub mod layouts;
pub mod sh;
mod table;
pub mod uconfig;

pub use config::*;
pub use context::*;
pub use layouts::*;
pub use sh::*;
pub use table::REGISTERS;
pub use uconfig::*;

crate::regs::index::generation!("gfx8");
