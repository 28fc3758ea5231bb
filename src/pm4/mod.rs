//! PM4 type-3 command-buffer writer (gfx7 layouts).
//!
//! A [`CommandBuffer`] records packets into a caller-owned `&mut [u32]`.
//! Every packet method returns a `Result`; a packet that does not fit returns
//! [`Error::OutOfSpace`] and writes nothing. Arguments are validated (address
//! alignment and width, counts, register spaces) and selector fields are
//! typed enumerations. Packet field words are public `#[bitfield(u32)]` types
//! in the file of their packet family so decoders can reuse them.
//!
//! | file | packets |
//! |---|---|
//! | `header` | type-3 / type-0 headers, type-2 filler |
//! | `opcode` | [`Opcode`], every gfx6-gfx8 opcode |
//! | `buffer` | [`CommandBuffer`], [`Reserved`] |
//! | `regs` | `SET_CONFIG_REG`, `SET_SH_REG`, `SET_CONTEXT_REG`, `SET_UCONFIG_REG` |
//! | `nop` | `NOP`, padding, embedded data |
//! | `prim` | [`PrimitiveType`], [`IndexType`], [`EventType`], [`vertex_count`] |
//!
//! # Example
//!
//! ```
//! use gcn::pm4::{CommandBuffer, Error};
//!
//! let mut storage = [0u32; 64];
//! let mut cb = CommandBuffer::new(&mut storage);
//! // Two consecutive context registers (raw values), then SH user data.
//! cb.set_context_regs(0x0A0, &[0x0000_0000, 0x0000_0001])?;
//! cb.set_sh_regs(0x004C, &[0xDEAD_0000])?;
//! // 4 dwords of per-draw constants inside the buffer, 16-byte aligned.
//! let (offset, data) = cb.alloc_embedded(4, 16)?;
//! data.copy_from_slice(&[1, 2, 3, 4]);
//! assert_eq!(offset % 4, 0);
//! assert_eq!(cb.as_slice()[0], 0xC002_6900); // SET_CONTEXT_REG, COUNT = 2
//!
//! // A packet that does not fit writes nothing.
//! let mut tiny = [0u32; 2];
//! let mut small = CommandBuffer::new(&mut tiny);
//! assert_eq!(
//!     small.set_context_regs(0x0A0, &[0]),
//!     Err(Error::OutOfSpace { needed: 3, remaining: 2 })
//! );
//! assert!(small.is_empty());
//! # Ok::<(), Error>(())
//! ```

mod buffer;
mod error;
mod header;
mod nop;
mod opcode;
mod prim;
mod regs;

pub mod decode;

pub use buffer::{CommandBuffer, Reserved};
pub use error::Error;
pub use header::{
    MAX_BODY_DWORDS, NOP_HEADER_ONLY_COUNT, PacketType, ShaderType, TYPE2_FILLER, Type0Header,
    Type3Header, body_dwords, type3,
};
pub use nop::{NOP_HEADER_ONLY, nop_header};
pub use opcode::Opcode;
pub use prim::{EventIndex, EventType, IndexSwapMode, IndexType, PrimitiveType, vertex_count};
pub use regs::{
    MAX_REGS_PER_PACKET, SH_COMPUTE_FIRST_OFFSET, SetContextRegIndex, SetRegOffset,
    SetUconfigRegIndex, set_reg_opcode, set_regs_dwords,
};
