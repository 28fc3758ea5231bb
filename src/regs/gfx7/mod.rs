//! gfx7 (Sea Islands, PS4 "Liverpool") register definitions.
//!
//! | file | registers |
//! |---|---|
//! | [`config`] | the tiling tables `GB_TILE_MODE0..31`, `GB_MACROTILE_MODE0..15` and `GB_ADDR_CONFIG` (privileged; decoded by [`crate::tiling`]) |
//! | [`context`] | every context register (`SET_CONTEXT_REG`) |
//! | [`sh`] | every shader-stage register: `SPI_SHADER_*` for PS/VS/GS/ES/HS/LS and `COMPUTE_*` (`SET_SH_REG`) |
//! | [`uconfig`] | the user-config registers a draw or dispatch writes (`SET_UCONFIG_REG`), without performance counters |
//! | [`layouts`] | the layouts several registers share (one type each; the register names above are aliases of it) |
//! | [`descriptors`] | the words of the resource descriptors V#, T#, S# and the descriptors made of them (built by [`crate::desc`]) |
//! | [`enums`] | AMD's value tables used by the fields above |
//! | [`pm4`] | AMD's value tables of PM4 packet fields (re-exported by [`crate::pm4`]) |
//! | [`packets`] | every type-3 opcode, the packet sizes, the packet field words and `PACKET_FIELDS`, the packet fields only some generations have (re-exported by [`crate::pm4`]) |
//!
//! All of it is generated from the register spec by `tests/regs/codegen.rs`;
//! `tests/regs/spec.rs` checks every register and field against the spec.
//!
//! ```
//! use gcn::regs::gfx7::{lookup, lookup_name, REGISTERS};
//! use gcn::regs::Space;
//!
//! let info = lookup(Space::Uconfig, 0x242).unwrap();
//! assert_eq!(info.name, "VGT_PRIMITIVE_TYPE");
//! assert_eq!(info.byte_address(), 0x30908);
//! assert_eq!(lookup_name("PA_SU_SC_MODE_CNTL").unwrap().offset, 0x205);
//! assert!(REGISTERS.len() > 700);
//! ```

pub mod config;
pub mod context;
pub mod descriptors;
pub mod enums;
pub mod layouts;
pub mod packets;
pub mod pm4;
pub mod sh;
mod table;
pub mod uconfig;

pub use config::*;
pub use context::*;
pub use layouts::*;
pub use sh::*;
pub use table::REGISTERS;
pub use uconfig::*;

crate::regs::index::generation!("gfx7");
