//! PM4 type-3 command-buffer writer (gfx7 layouts).
//!
//! A [`CommandBuffer`] records packets into a caller-owned `&mut [u32]`.
//! Every packet method returns a `Result`; a packet that does not fit returns
//! [`Error::OutOfSpace`] and writes nothing. Arguments are validated (address
//! alignment and width, counts, register spaces) and selector fields are
//! typed enumerations. Packet field words are public `#[bitfield(u32)]` types
//! in the file of their packet family so decoders can reuse them, and every
//! packet with a body layout is declared once as a struct ([`DrawIndexAuto`],
//! [`DispatchDirect`], [`WaitRegMem`], [`WriteData`], [`EventWrite`], ...)
//! implementing [`TypedPacket`], that [`CommandBuffer::push`] /
//! [`Reserved::push`] encode and the decoder yields. The packet methods
//! validate their arguments and push.
//!
//! The field setters of the packet words mask like the registers' do:
//! `with_x` / `set_x` drop the value's bits above the field, and
//! `with_x_checked` / `set_x_checked` return a
//! [`FieldOverflow`](crate::regs::FieldOverflow) instead (see
//! [the field setters](crate::regs#field-setters)).
//!
//! | file | packets |
//! |---|---|
//! | `header` | type-3 / type-0 headers, type-2 filler |
//! | `opcode` | [`Opcode::from_name`]; [`Opcode`] (every gfx6-gfx8 opcode) is generated |
//! | `fields` | [`PACKET_FIELDS`], [`COHER_CNTL_FIELDS`], [`INDEX_TYPE_8`] and [`EVENT_TYPE_VALUES`]: packet fields (and event types) only some generations have, checked on [`CommandBuffer::for_gfx`] buffers ([`check_fields`], [`absent_field`]) |
//! | `buffer` | [`CommandBuffer`], [`Reserved`] |
//! | `packet` | [`TypedPacket`], [`CommandBuffer::push`]: packets declared once, encoded here and yielded by [`crate::decode`] |
//! | `regs` | `SET_CONFIG_REG`, `SET_SH_REG`, `SET_CONTEXT_REG`, `SET_UCONFIG_REG`, `SET_SH_REG_INDEX`, `CONTEXT_REG_RMW`, `REG_RMW` |
//! | `load` | registers from memory or the buffer's address: `LOAD_CONFIG_REG`, `LOAD_SH_REG`, `LOAD_CONTEXT_REG`, `LOAD_UCONFIG_REG`, `SET_CONTEXT_REG_INDIRECT`, `SET_SH_REG_OFFSET`; gfx8's `LOAD_SH_REG_INDEX`, `LOAD_CONTEXT_REG_INDEX` |
//! | `nop` | `NOP`, padding, embedded data |
//! | `prim` | [`IndexSwapMode`], [`IndexType::bytes`], [`EventType::event_index`], [`vertex_count`]; [`PrimitiveType`], [`IndexType`] and [`EventType`] are the register enumerations of [`crate::regs`], re-exported |
//! | [`crate::regs::gfx7::pm4`] | every packet-field selector ([`CachePolicy`], [`EventIndex`], [`WaitRegMemFunction`], ...), generated from the spec and re-exported here |
//! | [`crate::regs::gfx7::packets`] | [`Opcode`], the packet sizes (`*_DWORDS`) and every packet field word ([`WaitRegMemControl`], [`IbControl`], [`AddressHi16`], ...), generated from the spec and re-exported here |
//! | `state` | `CONTEXT_CONTROL`, `CLEAR_STATE`, `PREAMBLE_CNTL`; the one layout of `CLEAR_STATE`, `PFP_SYNC_ME`, `INCREMENT_DE_COUNTER` and `SWITCH_BUFFER` (an unused body dword) |
//! | `draw` | `INDEX_TYPE`, `INDEX_BASE`, `INDEX_BUFFER_SIZE`, `NUM_INSTANCES`, `DRAW_*` (with `DRAW_PREAMBLE`; gfx6's `DRAW_INDEX_IMMD`, `MPEG_INDEX`), `INDEX_ATTRIBUTES_INDIRECT` |
//! | `dispatch` | `DISPATCH_DIRECT`, `DISPATCH_INDIRECT` |
//! | `event` | `EVENT_WRITE`, `EVENT_WRITE_EOP`, `EVENT_WRITE_EOS`, `RELEASE_MEM`, `ACQUIRE_MEM`, `SURFACE_SYNC` |
//! | `mem` | `WAIT_REG_MEM`, `COND_WRITE`, `WRITE_DATA`, `COPY_DATA`, `DMA_DATA`, `CP_DMA`, `ATOMIC_MEM`, `MEM_SEMAPHORE`, `ATOMIC_GDS`, `SCRATCH_RAM_WRITE` |
//! | `control` | `INDIRECT_BUFFER(_CONST)`, `COND_INDIRECT_BUFFER`, `SET_PREDICATION`, `COND_EXEC`, `PRED_EXEC`, `REWIND`, `OCCLUSION_QUERY`, `PFP_SYNC_ME`, `SET_BASE`, `STRMOUT_BUFFER_UPDATE` |
//! | `ce` | constant engine: `LOAD/WRITE/DUMP_CONST_RAM`, gfx8's `DUMP_CONST_RAM_OFFSET`, CE/DE counters, `SWITCH_BUFFER` |
//! | `occlusion` | [`occlusion_count`]: the result of an occlusion query |
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
mod ce;
mod control;
mod dispatch;
mod draw;
mod error;
mod event;
mod fields;
mod header;
mod load;
mod mem;
mod nop;
mod occlusion;
mod opcode;
pub(crate) mod packet;
mod prim;
mod regs;
mod state;

/// The opcodes, packet sizes and packet field words, generated from the spec in [`crate::regs::gfx7::packets`].
pub use crate::regs::gfx7::packets::*;
/// The packet-field enumerations, generated from the spec in [`crate::regs::gfx7::pm4`].
pub use crate::regs::gfx7::pm4::*;
/// The register enumerations packets take too, defined (generated) in [`crate::regs`].
pub use crate::regs::{EventType, IndexType, PrimitiveType};
pub use buffer::{CommandBuffer, Reserved};
pub use ce::{
    DumpConstRam, DumpConstRamOffset, IncrementCeCounter, LoadConstRam, WaitOnCeCounter,
    WaitOnDeCounterDiff, WriteConstRam,
};
pub use control::{
    CondExec, CondIndirectBuffer, IB_MAX_DWORDS, IndirectBuffer, IndirectBufferConst,
    OcclusionQuery, PredExec, Rewind, SetBase, SetPredication, StrmoutBufferUpdate,
};
pub use dispatch::{DispatchDirect, DispatchIndirect, DispatchInitiator};
pub use draw::{
    DrawIndex2, DrawIndexAuto, DrawIndexImmd, DrawIndexIndirect, DrawIndexIndirectMulti,
    DrawIndexMultiAuto, DrawIndexOffset2, DrawIndirect, DrawIndirectMulti, DrawInitiator,
    DrawPreamble, IndexAttributesIndirect, IndexBase, IndexBufferSize, IndexTypePacket, MpegIndex,
    MultiDrawIndirect, NumInstances, VgtDiMajorModeSelect, VgtDiSourceSelect,
};
pub use error::Error;
pub(crate) use error::gfx_name;
pub use event::{
    ACQUIRE_MEM_FULL_SIZE, AcquireMem, CB_DEST_BASES, EventWrite, EventWriteEop, EventWriteEos,
    ReleaseMem, SurfaceSync,
};
pub(crate) use fields::check_packet;
pub use fields::{
    CHECKED_BODY_DWORDS, COHER_CNTL_FIELDS, EVENT_TYPE_VALUES, INDEX_TYPE_8, PACKET_FIELDS,
    PacketField, PacketValue, absent_bits, absent_field, check_fields,
};
pub use header::{NOP_HEADER_ONLY_COUNT, body_dwords, type3, type3_header};
pub use load::{
    LoadConfigReg, LoadContextReg, LoadContextRegIndex, LoadShReg, LoadShRegIndex, LoadUconfigReg,
    RegRange, SetContextRegIndirect, SetShRegOffset,
};
pub use mem::{
    AtomicGds, AtomicMem, CondWrite, CopyData, CpDma, DMA_MAX_BYTES, DmaData, MemSemaphore,
    ScratchRamWrite, WaitRegMem, WriteData, write_data_dwords,
};
pub use nop::{MAX_NOP_BODY_DWORDS, NOP_HEADER_ONLY, nop_header};
pub use occlusion::{
    OCCLUSION_RESULT_BYTES, OCCLUSION_VALID_BIT, occlusion_count, occlusion_count_from_bytes,
};
pub use packet::TypedPacket;
pub use prim::{IndexSwapMode, vertex_count};
pub use regs::{
    ContextRegRmw, MAX_REGS_PER_PACKET, RegRmw, SH_COMPUTE_FIRST_OFFSET, SetRegIndex,
    set_reg_header, set_reg_opcode, set_reg_shader_type, set_regs_dwords,
};
pub(crate) use regs::{check_encoded, check_type3, continues_run, set_reg_head};
pub use state::{
    ClearState, ContextControl, IncrementDeCounter, PfpSyncMe, PreambleCntl, SwitchBuffer,
};
