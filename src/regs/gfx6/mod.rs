//! gfx6 (Southern Islands) register definitions, generated from the register spec by
//! `tests/regs/codegen.rs` like [`super::gfx7`], whose files this
//! [`layouts`], [`enums`] and the table [`REGISTERS`].
//!
//! A register whose layout (offset, fields and enumerations) is the same as
//! gfx7's is gfx7's type, re-exported; only the registers that differ or that
//! gfx7 lacks are defined here, each typed for gfx6. A register gfx6 does not
//! have is not in this module. Descriptors and packets are gfx7's
//! ([`super::gfx7::descriptors`], [`super::gfx7::packets`]).
//!
//! ```
//! use gcn::regs::{gfx6, gfx7, gfx8, Space};
//!
//! assert_eq!(gfx6::lookup(Space::Config, 0x256).unwrap().name, "VGT_PRIMITIVE_TYPE");
//! assert!(gfx6::lookup(Space::Uconfig, 0x242).is_none());
//! assert!(gfx6::lookup_name("SPI_SHADER_PGM_RSRC3_PS").is_none());
//! ```

pub mod config;
pub mod context;
pub mod enums;
pub mod layouts;
pub mod sh;
mod table;

pub use config::*;
pub use context::*;
pub use layouts::*;
pub use sh::*;
pub use table::REGISTERS;

crate::regs::index::generation!("gfx6");
