//! gfx6 (Southern Islands) register definitions, generated from the register spec by
//! `tests/regs/codegen.rs` like [`super::gfx7`], whose files this
//! generation's mirror: [`config`], [`sh`], [`context`], [`enums`],
//! [`packets`] and the table [`REGISTERS`] (gfx6 has no layouts of its own: its registers that
//! share a field layout share gfx7's, [`super::gfx7::layouts`]).
//!
//! A register whose layout (offset, fields and enumerations) is the same as
//! gfx7's is gfx7's type, re-exported. So is a register whose gfx6 fields
//! are gfx7's without some (`DB_COUNT_CONTROL` without the per-test enables,
//! `SPI_SHADER_PGM_RSRC1_*` without `CDBG_USER` and `CACHE_CTL`, ...): one
//! layout for both, as Mesa's register headers have, and the gfx6 field
//! table in [`REGISTERS`] (what [`lookup`] and the disassembler use) lists
//! gfx6's fields only (gfx7's types also carry the fields gfx8 adds, see
//! [`super::gfx8`]; each such field's doc says which generations have it).
//! The type's setters of the fields gfx6 lacks write
//! bits gfx6 reserves; a command buffer made with
//! [`CommandBuffer::for_gfx`](crate::pm4::CommandBuffer::for_gfx) for gfx6
//! refuses such a value (`pm4::Error::RegisterFieldNotOnGfx`). Only the registers whose fields conflict with gfx7's (the
//! `SPI_SHADER_PGM_RSRC2_*` of each stage, `COMPUTE_RESOURCE_LIMITS`), whose
//! enumerations differ (`GB_TILE_MODEn`) are defined here, typed for gfx6,
//! and the draw registers gfx6 has in config space where gfx7 has them in
//! user-config space with other fields (`VGT_HS_OFFCHIP_PARAM`,
//! `SQC_CACHES`) or a field `BASE` (`VGT_TF_MEMORY_BASE`: a shared layout
//! type has `BASE_OFFSET` of its own). The other draw registers share
//! gfx7's field layout with a binding of their own, as chiptool binds one
//! fieldset to several registers: gfx7's layout type lists gfx6's config
//! address as another member `G` (`gfx6::VgtPrimitiveType` is
//! `gfx7::layouts::VgtPrimitiveTypeLayout<1, 0>`, config `0x256`; gfx7's is
//! `<0, 0>`, user-config `0x242`). A register gfx6 does not have is not in
//! this module. Descriptors
//! and packets are gfx7's ([`super::gfx7::descriptors`],
//! [`super::gfx7::packets`]), but for the packet dwords the spec lays out
//! otherwise on gfx6 ([`packets`]: `MEM_SEMAPHORE` dword 2, `ATOMIC_MEM`
//! dword 1, `INDIRECT_BUFFER` dword 3, the 3-dword `COND_EXEC`).
//!
//! ```
//! use gcn::regs::{gfx6, gfx7, gfx8, Space};
//!
//! assert_eq!(gfx6::lookup(Space::Config, 0x256).unwrap().name, "VGT_PRIMITIVE_TYPE");
//! assert!(gfx6::lookup(Space::Uconfig, 0x242).is_none());
//!
//! // One field layout, a binding per generation.
//! use gcn::regs::Register;
//! assert_eq!((gfx6::VgtPrimitiveType::SPACE, gfx6::VgtPrimitiveType::OFFSET), (Space::Config, 0x256));
//! assert_eq!((gfx7::VgtPrimitiveType::SPACE, gfx7::VgtPrimitiveType::OFFSET), (Space::Uconfig, 0x242));
//! let prim = gcn::regs::PrimitiveType::DI_PT_TRILIST;
//! assert_eq!(
//!     gfx6::VgtPrimitiveType::new().with_prim_type(prim).into_bits(),
//!     gfx7::VgtPrimitiveType::new().with_prim_type(prim).into_bits(),
//! );
//! assert!(gfx6::lookup_name("SPI_SHADER_PGM_RSRC3_PS").is_none());
//!
//! // gfx7's type, gfx6's fields.
//! assert_eq!(gfx6::DbCountControl::FIELDS.len(), 9);
//! let fields = gfx6::lookup_name("DB_COUNT_CONTROL").unwrap().fields;
//! let names: Vec<_> = fields.iter().map(|f| f.name).collect();
//! assert_eq!(names, ["ZPASS_INCREMENT_DISABLE", "PERFECT_ZPASS_COUNTS", "SAMPLE_RATE"]);
//! ```

pub mod config;
pub mod context;
pub mod enums;
pub mod packets;
pub mod sh;
mod table;

pub use config::*;
pub use context::*;
pub use sh::*;
pub use table::REGISTERS;

crate::regs::index::generation!("gfx6");
