//! gfx8 (Volcanic Islands) register definitions, generated from the register spec by
//! `tests/regs/codegen.rs` like [`super::gfx7`], whose files this
//! generation's mirror: [`config`], [`sh`], [`context`], [`uconfig`],
//! [`layouts`], [`enums`], [`packets`] and the table [`REGISTERS`].
//!
//! A register whose layout (offset, fields and enumerations) is the same as
//! gfx7's is gfx7's type, re-exported. So is a register whose gfx8 fields are
//! gfx7's plus some (`DB_RENDER_CONTROL`, `DB_Z_INFO`, `SPI_PS_INPUT_CNTL_n`,
//! `CB_COLORn_INFO`, `SPI_SHADER_PGM_RSRC3_*`, ...): gfx7's type carries the
//! union of the fields, one layout per register as in Mesa's register
//! headers, and each generation's table in `REGISTERS` (what [`lookup`] and
//! the disassembler use) lists that generation's fields only. Each such
//! field's doc says which generations have it; a command buffer made with
//! [`CommandBuffer::for_gfx`](crate::pm4::CommandBuffer::for_gfx) for
//! another generation refuses its bits (`pm4::Error::RegisterFieldNotOnGfx`).
//! Only the registers gfx7 lacks and those whose fields conflict with gfx7's
//! (`VGT_GS_MODE`, `VGT_TF_PARAM`, `VGT_DMA_INDEX_TYPE`, `SQC_CACHES`) or whose
//! enumerations differ (`CB_COLOR_CONTROL`: `CB_DCC_DECOMPRESS`) are defined
//! here, typed for gfx8. A register gfx7 lacks whose fields are a layout
//! gfx7's registers share is bound to that layout instead, as another member
//! `G` (`CbColorNDccBase` is `gfx7::layouts::Base256b<8, N>`, the layout of
//! `CB_COLORn_BASE`). gfx8 has every register gfx7 defines, so each space
//! file re-exports gfx7's file of the space whole (`pub use
//! crate::regs::gfx7::context::*`) after its own definitions, which shadow
//! gfx7's types of the same name. A register gfx8 does not have is not in
//! this module.
//! Descriptors and packets are gfx7's ([`super::gfx7::descriptors`],
//! [`super::gfx7::packets`]), but for the packet dwords the spec lays out
//! otherwise on gfx8 ([`packets`]: `INDIRECT_BUFFER` dword 3).
//!
//! ```
//! use gcn::regs::{gfx6, gfx7, gfx8, Space};
//!
//! assert_eq!(gfx8::lookup(Space::Context, 0x2D4).unwrap().name, "VGT_TESS_DISTRIBUTION");
//! assert!(gfx7::lookup(Space::Context, 0x2D4).is_none());
//! assert_eq!(gfx8::lookup_name("CB_COLOR0_DCC_BASE").unwrap().offset, 0x325);
//!
//! // gfx7's type, gfx8's fields: DECOMPRESS_ENABLE (bit 12) is gfx8's only.
//! let names = |gfx: &[gcn::regs::Field]| gfx.iter().map(|f| f.name).collect::<Vec<_>>();
//! let gfx8_fields = names(gfx8::lookup_name("DB_RENDER_CONTROL").unwrap().fields);
//! let gfx7_fields = names(gfx7::lookup_name("DB_RENDER_CONTROL").unwrap().fields);
//! assert_eq!(gfx8_fields.last(), Some(&"DECOMPRESS_ENABLE"));
//! assert_eq!(gfx8_fields.len(), gfx7_fields.len() + 1);
//! assert!(gfx8::DbRenderControl::new().with_decompress_enable(true).into_bits() == 1 << 12);
//! ```

pub mod config;
pub mod context;
pub mod enums;
pub mod layouts;
pub mod packets;
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
