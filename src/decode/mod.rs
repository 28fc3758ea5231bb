//! Reading PM4 streams: a decoder, a disassembler, a golden-diff helper, a
//! state tracker and lint rules.
//!
//! The reading side of [`crate::pm4`]. Everything here works on a borrowed
//! `&[u32]`, allocates nothing, and never panics, whatever the dwords.
//!
//! - [`Decoder`] walks a stream and yields each packet with its dword offset:
//!   type-3 packets as a typed [`Packet`], type-0 and type-2 packets too, and a
//!   [`DecodeError`] for what cannot be framed or laid out. Every opcode the
//!   writer emits has a variant holding a struct of named fields
//!   ([`DrawIndexAuto`], [`EventWriteEop`], [`WriteData`], ...) built from the
//!   writer's own field-word types, so decoding is lossless: unknown
//!   selector values and reserved bits survive. The typed packets are the
//!   writer's own declarations ([`crate::pm4::TypedPacket`]), re-exported
//!   here: what the decoder yields,
//!   [`CommandBuffer::push`](crate::pm4::CommandBuffer::push) encodes. Other
//!   opcodes are [`Packet::Unknown`].
//!   A [`Packet`] is 48 bytes and a [`Decoded`] 72 on 64-bit targets; the
//!   13-dword [`CondIndirectBuffer`] is kept by reference to stay within
//!   them ([`CondIndirectBufferIn`]).
//! - [`SetRegs::writes`] lists the register writes of a `SET_*_REG` packet
//!   (`SET_SH_REG_INDEX` too: a [`SetRegs`] whose `opcode` says which);
//!   each [`RegWrite`] prints with the register's name and decoded fields.
//!   A `LOAD_*_REG` packet lists its [`RegRange`]s.
//! - [`disassemble`] (and the `Display` of [`Decoded`] and [`Packet`]) prints
//!   a stream one packet per line through `core::fmt`.
//! - [`diff_streams`] and [`crate::assert_stream_eq!`] compare two streams and
//!   print both side by side with the differing registers and fields;
//!   [`diff_descriptor`] and [`crate::assert_descriptor_eq!`] two descriptors.
//! - [`Packet::encode_into`], [`Decoded::encode_into`] and
//!   [`CommandBuffer::write_decoded`](crate::pm4::CommandBuffer::write_decoded)
//!   write a decoded packet back, so a stream can be patched: decode, edit a
//!   field, re-encode. An unedited packet re-encodes to exactly its original
//!   dwords (see [Re-encoding](#re-encoding)). A buffer made with
//!   [`CommandBuffer::for_gfx`](crate::pm4::CommandBuffer::for_gfx) checks
//!   the packet for its generation first, as it checks its own packets.
//! - [`state::replay`] replays a stream (and the indirect buffers it chains)
//!   into a caller-owned register [`state::Shadow`];
//!   [`state::DrawState::capture`] decodes the state at a draw into the
//!   register blocks of [`crate::blocks`], and [`lint::lint`] checks the
//!   replay against documented rules ([`lint::Rule`]).
//!
//! # Errors and resynchronisation
//!
//! | error | what the decoder does next |
//! |---|---|
//! | [`DecodeError::CountPastEnd`] | stops: the packet's end is unknown |
//! | [`DecodeError::ReservedType`] (type 1) | skips that one dword and reads the next as a header |
//! | [`DecodeError::BodyLength`] | skips the packet (its `COUNT` still frames it) |
//!
//! `BodyLength` is reported for a typed opcode whose body is too short for
//! its fixed layout (or, for fixed-size packets, longer than it) and is not
//! another generation's length of it (see [Generations](#generations)), and for a
//! `LOAD_*_REG` whose ranges leave a dword over. Opcode
//! 0x3F with a 13-dword body is `COND_INDIRECT_BUFFER`
//! ([`Packet::CondIndirectBuffer`]), not `INDIRECT_BUFFER`.
//!
//! So a [`Decoder`] ends after the first `CountPastEnd`, and after every other
//! error goes on at [`DecodeError::offset`] + [`DecodeError::skip`].
//!
//! # Generations
//!
//! The typed packets are gfx7's layouts, and the decoder is not told the
//! stream's generation; still, a valid stream of gfx6, gfx7 or gfx8 decodes
//! without error, losslessly:
//!
//! - A body of the length another generation gives the opcode, where gfx7's
//!   has another, is that generation's packet and decodes as
//!   [`Packet::Unknown`]: gfx6's 3-dword `COND_EXEC` (`BOOL_ADDR_LO`,
//!   `BOOL_ADDR_HI` / `COMMAND`, `EXEC_COUNT`, no `CONTROL` dword; the
//!   spec's `body_by_generation`), the one such packet. A body that fits no
//!   generation's layout is still [`DecodeError::BodyLength`]. The replay
//!   ([`state::replay`] on a gfx6 [`state::Shadow`]) skips its `EXEC_COUNT`
//!   dwords, the disassembler prints its fields for gfx6
//!   ([`Disassembly::for_gfx`]; its raw body for the others), the lint
//!   reports it on gfx7 and gfx8 only
//!   ([`lint::Rule::PacketNotOnGfx`] with `other_layout`), and a gfx6
//!   [`for_gfx`](crate::pm4::CommandBuffer::for_gfx) buffer writes it back.
//! - Where a field's width or place differs but the length does not, the
//!   packet decodes typed with gfx7's field words, and the field has a
//!   per-generation accessor: [`MemSemaphore::addr_on`] (gfx6's `ADDR_HI`
//!   is 8 bits, with `WAIT_ON_SIGNAL` at bit 12) and
//!   [`IbControl::vmid_on`](crate::pm4::IbControl::vmid_on) (gfx6's `VMID`
//!   is bits \[31:24\]); the disassembler prints those dwords as the
//!   [`for_gfx`](Disassembly::for_gfx) generation lays them out, and
//!   [`Decoded::field_not_on`] names the bits a generation gives no field.
//!   gfx6's `ATOMIC_MEM` (gfx7's length, without `ATC`, `CACHE_POLICY`,
//!   `VOLATILE`, `ENGINE_SEL`) decodes typed too; those four are fields
//!   [`Decoded::field_not_on`] names on gfx6.
//! - Registers, their fields and the descriptors a PS4 hint announces are
//!   named as one generation has them, gfx7 unless told: the disassembler
//!   with [`Disassembly::for_gfx`], the stream diff with
//!   [`diff_streams_for`] (`assert_stream_eq!(gfx = Gfx::Gfx8; a, b)`), the
//!   descriptor diff with [`diff_descriptor_for`], a [`DescriptorView`]
//!   with [`DescriptorView::for_gfx`], and the replay and lint with the
//!   generation of their [`state::Shadow`]. A gfx8-only register
//!   (`CB_COLOR0_DCC_BASE`, context 0x325) prints as `CONTEXT[0x325]` on
//!   gfx7; a gfx8 T#'s `COMPRESSION_EN` / `META_DATA_ADDRESS` bits are gfx7's
//!   `UNUNSED`.
//!
//! # Re-encoding
//!
//! Every [`Packet`] variant (typed, `SetRegs`, `Nop`, `Unknown`, `Type0`,
//! `Type2`) holds each dword of its body, so `encode(decode(words)) ==
//! words` for any stream that decodes. The header bits a packet does not
//! hold are taken from the original header dword ([`Decoded::header`]):
//! `PREDICATE`, `SHADER_TYPE` and reserved bits `[7:2]` of a type-3 header,
//! the low 30 bits of a type-2 filler. `COUNT` is recomputed from the body,
//! so a variable-length body may change length. Encoding is all or nothing
//! and fails with [`Error::BodyLength`](crate::pm4::Error::BodyLength) for a
//! body its layout cannot frame (a `WRITE_DATA` without data, ...) or
//! [`Error::OutOfSpace`](crate::pm4::Error::OutOfSpace).
//!
//! Patching the vertex count of a predicated draw:
//!
//! ```
//! use gcn::decode::{Decoder, Packet};
//! use gcn::pm4::{CommandBuffer, DrawInitiator};
//!
//! let mut storage = [0u32; 16];
//! let mut cb = CommandBuffer::new(&mut storage);
//! cb.num_instances(2)?;
//! cb.set_predicate(true);
//! cb.draw_index_auto(3, DrawInitiator::AUTO_INDEX)?;
//! let stream = cb.as_slice();
//!
//! let mut out = [0u32; 16];
//! let mut patched = CommandBuffer::new(&mut out);
//! for item in Decoder::new(stream) {
//!     let mut d = item.expect("the stream decodes");
//!     if let Packet::DrawIndexAuto(draw) = &mut d.packet {
//!         draw.index_count = 6;
//!     }
//!     // The header's PREDICATE bit comes from `d.header()`.
//!     patched.write_decoded(&d)?;
//! }
//! assert_eq!(
//!     patched.as_slice(),
//!     &[
//!         0xC000_2F00, 2, // NUM_INSTANCES, 2
//!         0xC001_2D01, 6, 2, // DRAW_INDEX_AUTO, PREDICATE = 1, 6 vertices, AUTO_INDEX
//!     ]
//! );
//!
//! // Unedited, every packet gives its own dwords back.
//! for d in Decoder::new(stream).flatten() {
//!     let mut words = [0u32; 8];
//!     let n = d.encode_into(&mut words)?;
//!     assert_eq!(&words[..n], d.words);
//! }
//! # Ok::<(), gcn::pm4::Error>(())
//! ```
//!
//! # Example
//!
//! ```
//! use gcn::pm4::CommandBuffer;
//! use gcn::decode::{Decoder, Packet};
//! use gcn::regs::Space;
//!
//! let mut storage = [0u32; 16];
//! let mut cb = CommandBuffer::new(&mut storage);
//! cb.set_context_regs(0x1E0, &[0x4001_0504])?;
//! cb.nop(&[1, 2])?;
//! let stream = cb.as_slice();
//!
//! let mut packets = Decoder::new(stream);
//! let first = packets.next().unwrap().unwrap();
//! assert_eq!(first.offset, 0);
//! match first.packet {
//!     Packet::SetRegs(regs) => {
//!         assert_eq!(regs.space, Space::Context);
//!         let write = regs.writes().next().unwrap();
//!         assert_eq!((write.offset, write.value), (0x1E0, 0x4001_0504));
//!     }
//!     other => panic!("unexpected {other:?}"),
//! }
//! let second = packets.next().unwrap().unwrap();
//! assert_eq!(second.offset, 3);
//! assert!(matches!(second.packet, Packet::Nop(nop) if nop.body == [1, 2]));
//! assert!(packets.next().is_none());
//!
//! // Malformed input is an error with the offset, never a panic.
//! let truncated = [0xC004_1000, 0];
//! let err = Decoder::new(&truncated).next().unwrap().unwrap_err();
//! assert_eq!(err.offset(), 0);
//! # Ok::<(), gcn::pm4::Error>(())
//! ```

mod desc;
mod diff;
mod disasm;
mod encode;
mod error;
pub mod lint;
mod packet;
mod regs;
pub mod state;

/// The event packets, declared once in [`crate::pm4`].
pub use crate::pm4::{
    AcquireMem, EventWrite, EventWriteEop, EventWriteEos, ReleaseMem, SurfaceSync,
};
/// The memory packets, declared once in [`crate::pm4`].
pub use crate::pm4::{
    AtomicGds, AtomicMem, CondWrite, CopyData, CpDma, DmaData, MemSemaphore, ScratchRamWrite,
    WaitRegMem, WriteData,
};
/// The state-control packets, declared once in [`crate::pm4`].
pub use crate::pm4::{ClearState, ContextControl, ContextRegRmw, PreambleCntl, RegRmw};
/// The control-flow packets, declared once in [`crate::pm4`].
pub use crate::pm4::{
    CondExec, CondIndirectBuffer, IndirectBuffer, IndirectBufferConst, OcclusionQuery, PfpSyncMe,
    PredExec, Rewind, SetBase, SetPredication, StrmoutBufferUpdate,
};
/// The draw and dispatch packets, declared once in [`crate::pm4`].
pub use crate::pm4::{
    DispatchDirect, DispatchIndirect, DrawIndex2, DrawIndexAuto, DrawIndexImmd, DrawIndexIndirect,
    DrawIndexIndirectMulti, DrawIndexMultiAuto, DrawIndexOffset2, DrawIndirect, DrawIndirectMulti,
    DrawPreamble, IndexAttributesIndirect, IndexBase, IndexBufferSize, IndexTypePacket, MpegIndex,
    NumInstances,
};
/// The constant-engine packets, declared once in [`crate::pm4`].
pub use crate::pm4::{
    DumpConstRam, DumpConstRamOffset, IncrementCeCounter, IncrementDeCounter, LoadConstRam,
    SwitchBuffer, WaitOnCeCounter, WaitOnDeCounterDiff, WriteConstRam,
};
/// The packets that load registers from memory or set them from the
/// buffer's address, declared once in [`crate::pm4`].
pub use crate::pm4::{
    LoadConfigReg, LoadContextReg, LoadContextRegIndex, LoadShReg, LoadShRegIndex, LoadUconfigReg,
    RegRange, SetContextRegIndirect, SetShRegOffset,
};

pub use desc::{DescriptorKind, DescriptorView};
pub use diff::{
    DescriptorDiff, StreamDiff, diff_descriptor, diff_descriptor_for, diff_streams,
    diff_streams_for,
};
pub use disasm::{Disassembly, disassemble};
pub use error::DecodeError;
pub use packet::{CondIndirectBufferIn, Nop, Packet};
pub use regs::{
    FieldDiff, FieldValue, FieldValues, RegLabel, RegWrite, RegWriteOn, RegWrites, SetRegs,
};

use crate::pm4::{PacketType, Type0Header, Type3Header, body_dwords};

/// One packet read from a stream.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Decoded<'a> {
    /// Dword offset of the packet's header from the start of the stream.
    pub offset: usize,
    /// Every dword of the packet, header first.
    pub words: &'a [u32],
    /// The decoded packet.
    pub packet: Packet<'a>,
}

impl Decoded<'_> {
    /// The header dword.
    pub fn header(&self) -> u32 {
        self.words.first().copied().unwrap_or(0)
    }

    /// The type-3 header, or `None` for a type-0 or type-2 packet.
    pub fn type3_header(&self) -> Option<Type3Header> {
        let h = Type3Header::from_bits(self.header());
        (h.packet_type() == PacketType::TYPE3).then_some(h)
    }

    /// The first packet field the packet sets that generation `gfx` does not
    /// have ([`crate::pm4::absent_field`]: e.g. `VALID` of an
    /// `INDIRECT_BUFFER` on gfx6, `INVALIDATE_L2` of an `EVENT_WRITE_EOP` on
    /// gfx7); `None` for type-0 and type-2 packets.
    pub fn field_not_on(&self, gfx: crate::regs::Gfx) -> Option<&'static crate::pm4::PacketField> {
        self.type3_header()?;
        let body = self.words.get(1..)?;
        crate::pm4::absent_field(self.packet.opcode()?, body, gfx)
    }

    /// Dwords the packet takes, header included.
    pub fn len(&self) -> usize {
        self.words.len()
    }

    /// Always `false`: a packet has at least its header.
    pub fn is_empty(&self) -> bool {
        self.words.is_empty()
    }
}

/// Iterator over the packets of a stream of dwords.
///
/// Yields `Ok(Decoded)` for each packet and `Err(DecodeError)` where the
/// stream cannot be decoded; see the [module docs](self) for where decoding
/// resumes after an error. Never panics and always terminates: every step
/// consumes at least one dword or ends the iteration.
#[derive(Clone, Debug)]
pub struct Decoder<'a> {
    words: &'a [u32],
    pos: usize,
    done: bool,
}

impl<'a> Decoder<'a> {
    /// A decoder over `words`, starting at dword 0.
    pub const fn new(words: &'a [u32]) -> Self {
        Decoder {
            words,
            pos: 0,
            done: false,
        }
    }

    /// A decoder over `words` that starts at dword `offset` (offsets it
    /// reports still count from the start of `words`).
    pub const fn at(words: &'a [u32], offset: usize) -> Self {
        Decoder {
            words,
            pos: offset,
            done: false,
        }
    }

    /// Dword offset of the next header to decode.
    pub const fn position(&self) -> usize {
        self.pos
    }

    /// The dwords not decoded yet. After [`DecodeError::CountPastEnd`] they
    /// start at the header that ran past the end.
    pub fn rest(&self) -> &'a [u32] {
        self.words.get(self.pos..).unwrap_or(&[])
    }

    fn step(&mut self) -> Option<Result<Decoded<'a>, DecodeError>> {
        let offset = self.pos;
        let rest = self.words.get(offset..)?;
        let &header = rest.first()?;
        let available = rest.len();
        // `TYPE` is bits 31:30 of every header, read here through the type-3 layout.
        let (total, kind) = match Type3Header::from_bits(header).packet_type() {
            PacketType::TYPE2_FILLER => (1, PacketType::TYPE2_FILLER),
            PacketType::TYPE0 => {
                let h = Type0Header::from_bits(header);
                (usize::from(h.count()).saturating_add(2), PacketType::TYPE0)
            }
            PacketType::TYPE3 => {
                let h = Type3Header::from_bits(header);
                (body_dwords(h).saturating_add(1), PacketType::TYPE3)
            }
            _ => {
                self.pos = offset.saturating_add(1);
                return Some(Err(DecodeError::ReservedType { offset, header }));
            }
        };
        let Some(words) = rest.get(..total) else {
            self.done = true;
            return Some(Err(DecodeError::CountPastEnd {
                offset,
                header,
                needed: total,
                available,
            }));
        };
        self.pos = offset.saturating_add(total);
        let body = words.get(1..).unwrap_or(&[]);
        // Each arm builds the item in place (one merged `Packet` made the
        // compiler assemble it byte by byte).
        Some(match kind {
            PacketType::TYPE2_FILLER => Ok(Decoded {
                offset,
                words,
                packet: Packet::Type2,
            }),
            PacketType::TYPE0 => Ok(Decoded {
                offset,
                words,
                packet: Packet::Type0 {
                    header: Type0Header::from_bits(header),
                    values: body,
                },
            }),
            _ => packet::decode_type3(offset, words, Type3Header::from_bits(header).opcode(), body),
        })
    }
}

impl<'a> Iterator for Decoder<'a> {
    type Item = Result<Decoded<'a>, DecodeError>;

    fn next(&mut self) -> Option<Self::Item> {
        if self.done {
            return None;
        }
        let item = self.step();
        if item.is_none() {
            self.done = true;
        }
        item
    }
}

impl core::iter::FusedIterator for Decoder<'_> {}
