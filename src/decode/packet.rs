//! The typed packet enum and the type-3 body decoder.

use core::fmt;

use crate::pm4::packet::{WriteFields, encode};
use crate::pm4::{CHECKED_BODY_DWORDS, Error, Opcode, SetRegOffset, Type0Header, TypedPacket};
use crate::ps4::markers::{ContextRegUpdate, Marker, recognize_body, recognize_context_reg_update};
use crate::regs::{Gfx, Space};

// Every typed packet, by the name `decode` exports it under.
use super::*;

/// Declares [`Packet`] with one variant per typed packet, and what is
/// generated from the same list: the opcode of a variant and the body
/// decoder's dispatch, both from the packet's [`TypedPacket::OPCODE`].
macro_rules! packets {
    ($( $(#[$m:meta])* $var:ident($ty:ident $(<$lt:lifetime>)?), )*) => {
        /// One decoded packet.
        ///
        /// Every type-3 opcode the writer ([`CommandBuffer`](crate::pm4::CommandBuffer))
        /// emits decodes into a variant holding a struct of named fields,
        /// made of the writer's own field-word types and selectors (so
        /// unknown values and reserved bits survive: decoding is lossless).
        /// Every other opcode decodes into [`Packet::Unknown`]. Bodies are
        /// borrowed from the stream.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        #[non_exhaustive]
        pub enum Packet<'a> {
            /// A type-0 packet: `COUNT + 1` values for consecutive MMIO registers
            /// (privileged; not found in user command buffers).
            Type0 {
                /// The header (base register, `ONE_REG_WR`, count).
                header: Type0Header,
                /// The values.
                values: &'a [u32],
            },
            /// The one-dword type-2 filler.
            Type2,
            /// `NOP`: its body is data the command processor skips.
            Nop(Nop<'a>),
            /// `SET_CONFIG_REG`, `SET_SH_REG`, `SET_CONTEXT_REG`, `SET_UCONFIG_REG`
            /// or `SET_SH_REG_INDEX`.
            SetRegs(SetRegs<'a>),
            $(
                #[doc = concat!("[`", stringify!($ty), "`].")]
                $(#[$m])*
                $var($ty $(<$lt>)?),
            )*
            /// `COND_INDIRECT_BUFFER` (opcode 0x3F with a 13-dword body),
            /// kept by reference: see [`CondIndirectBufferIn`].
            CondIndirectBuffer(CondIndirectBufferIn<'a>),
            /// A type-3 packet this decoder has no layout for, or laid out
            /// as another generation than gfx7 lays its opcode out (gfx6's
            /// 3-dword `COND_EXEC`; see [Generations](crate::decode#generations)).
            Unknown {
                /// Its opcode (named by [`Opcode::name`] when AMD names it).
                opcode: Opcode,
                /// Its body, header excluded.
                body: &'a [u32],
            },
        }

        impl Packet<'_> {
            /// The type-3 opcode of the packet (`None` for type 0 and type 2).
            pub fn opcode(&self) -> Option<Opcode> {
                match self {
                    Packet::Type0 { .. } | Packet::Type2 => None,
                    Packet::Nop(_) => Some(Opcode::NOP),
                    Packet::SetRegs(s) => Some(s.opcode),
                    $( Packet::$var(_) => Some(<$ty as TypedPacket>::OPCODE), )*
                    Packet::CondIndirectBuffer(_) => Some(Opcode::COND_INDIRECT_BUFFER),
                    Packet::Unknown { opcode, .. } => Some(*opcode),
                }
            }
        }

        impl<'a> Packet<'a> {
            /// The typed packet inside a typed variant; `None` for the others.
            pub(super) fn typed(&self) -> Option<&dyn AnyTyped> {
                match self {
                    $( Packet::$var(x) => Some(x), )*
                    Packet::CondIndirectBuffer(x) => Some(x),
                    _ => None,
                }
            }

            /// Decodes the body of a type-3 packet whose opcode is neither
            /// `NOP` nor `SET_*_REG`: a typed variant, or [`Packet::Unknown`].
            #[inline(always)]
            fn decode_typed(
                offset: usize,
                opcode: Opcode,
                body: &'a [u32],
            ) -> Result<Self, DecodeError> {
                $(
                    if opcode == <$ty as TypedPacket>::OPCODE {
                        return Ok(Packet::$var(read(offset, opcode, body)?));
                    }
                )*
                Ok(Packet::Unknown { opcode, body })
            }
        }
    };
}

/// [`AnyTyped::write_head`] of a typed packet: its body written into a
/// slice of `out` as long as the body or `out`, whichever is shorter
/// ([`TypedPacket::write_body`] drops the dwords past the slice).
fn write_head<'p, P: TypedPacket<'p>>(packet: &P, out: &mut [u32; CHECKED_BODY_DWORDS]) -> usize {
    let n = packet.body_len().min(CHECKED_BODY_DWORDS);
    let head = out.get_mut(..n).unwrap_or(&mut []);
    packet.write_body(head);
    head.len()
}

/// A typed packet through the one interface re-encoding and printing use.
pub(super) trait AnyTyped {
    /// Body dwords.
    fn body_len(&self) -> usize;
    /// Writes the packet with the header bits of `flags`; see
    /// [`crate::pm4::packet::encode`].
    fn encode(&self, flags: u32, out: &mut [u32]) -> Result<usize, Error>;
    /// Writes the first body dwords (all of a shorter body) to `out` and
    /// returns how many: what the generation checks of a
    /// [`CommandBuffer::for_gfx`](crate::pm4::CommandBuffer::for_gfx) buffer read.
    fn write_head(&self, out: &mut [u32; CHECKED_BODY_DWORDS]) -> usize;
    /// Writes ` FIELD=VALUE, ...`, enumerations named as generation `gfx` names them.
    fn write_fields(&self, f: &mut dyn fmt::Write, gfx: Gfx) -> fmt::Result;
}

impl<'a, P: TypedPacket<'a> + WriteFields> AnyTyped for P {
    fn body_len(&self) -> usize {
        TypedPacket::body_len(self)
    }

    fn encode(&self, flags: u32, out: &mut [u32]) -> Result<usize, Error> {
        encode(self, flags, out)
    }

    fn write_head(&self, out: &mut [u32; CHECKED_BODY_DWORDS]) -> usize {
        write_head(self, out)
    }

    fn write_fields(&self, f: &mut dyn fmt::Write, gfx: Gfx) -> fmt::Result {
        f.write_str(" ")?;
        WriteFields::write_fields(self, f, gfx)
    }
}

/// A `COND_INDIRECT_BUFFER` as the stream holds it: its 13 body dwords,
/// read into the typed [`CondIndirectBuffer`] by
/// [`get`](CondIndirectBufferIn::get). It is the one typed packet the
/// decoder keeps by reference rather than by value, so that every
/// [`Packet`] stays 48 bytes (the typed packet is 56; a 64-byte `Packet`
/// cost the decoder about 3 % more instructions on every packet). To change
/// it, `get` it, edit the copy and [`push`](crate::pm4::CommandBuffer::push)
/// that.
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct CondIndirectBufferIn<'a> {
    words: &'a [u32; COND_INDIRECT_BUFFER_BODY_DWORDS],
}

/// Every field 0: what [`CondIndirectBufferIn::get`] would give if 13
/// dwords did not read as the 13-dword layout (they always do).
const NO_COND_INDIRECT_BUFFER: CondIndirectBuffer = CondIndirectBuffer {
    control: crate::pm4::CondIbControl::new(),
    compare_addr: 0,
    mask: 0,
    reference: 0,
    ib_base1: 0,
    ib_size1: crate::pm4::CondIbSize::new(),
    ib_base2: 0,
    ib_size2: crate::pm4::CondIbSize::new(),
};

impl<'a> CondIndirectBufferIn<'a> {
    /// The packet held in `words`, its body dwords (header excluded).
    pub const fn new(words: &'a [u32; COND_INDIRECT_BUFFER_BODY_DWORDS]) -> Self {
        CondIndirectBufferIn { words }
    }

    /// The packet, every bit kept.
    pub fn get(&self) -> CondIndirectBuffer {
        CondIndirectBuffer::read_body(self.words).unwrap_or(NO_COND_INDIRECT_BUFFER)
    }

    /// The body dwords, header excluded.
    pub const fn words(&self) -> &'a [u32; COND_INDIRECT_BUFFER_BODY_DWORDS] {
        self.words
    }
}

/// Shows the typed packet, named fields and all.
impl fmt::Debug for CondIndirectBufferIn<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_tuple("CondIndirectBufferIn")
            .field(&self.get())
            .finish()
    }
}

impl AnyTyped for CondIndirectBufferIn<'_> {
    fn body_len(&self) -> usize {
        COND_INDIRECT_BUFFER_BODY_DWORDS
    }

    fn encode(&self, flags: u32, out: &mut [u32]) -> Result<usize, Error> {
        encode(&self.get(), flags, out)
    }

    fn write_head(&self, out: &mut [u32; CHECKED_BODY_DWORDS]) -> usize {
        write_head(&self.get(), out)
    }

    fn write_fields(&self, f: &mut dyn fmt::Write, gfx: Gfx) -> fmt::Result {
        f.write_str(" ")?;
        WriteFields::write_fields(&self.get(), f, gfx)
    }
}

/// Reads a typed packet from its body, or [`DecodeError::BodyLength`] for a
/// length its layout does not have.
#[inline]
fn read<'a, P: TypedPacket<'a>>(
    offset: usize,
    opcode: Opcode,
    body: &'a [u32],
) -> Result<P, DecodeError> {
    P::read_body(body).ok_or(DecodeError::BodyLength {
        offset,
        opcode,
        len: body.len(),
        min: P::MIN_BODY_DWORDS,
        max: P::MAX_BODY_DWORDS,
    })
}

packets! {
    ContextControl(ContextControl),
    ClearState(ClearState),
    PreambleCntl(PreambleCntl),
    IndexType(IndexTypePacket),
    IndexBase(IndexBase),
    IndexBufferSize(IndexBufferSize),
    NumInstances(NumInstances),
    DrawIndex2(DrawIndex2),
    DrawIndexAuto(DrawIndexAuto),
    DrawIndexOffset2(DrawIndexOffset2),
    DrawIndirect(DrawIndirect),
    DrawIndexIndirect(DrawIndexIndirect),
    DrawIndirectMulti(DrawIndirectMulti),
    DrawIndexIndirectMulti(DrawIndexIndirectMulti),
    DrawIndexMultiAuto(DrawIndexMultiAuto),
    DispatchDirect(DispatchDirect),
    DispatchIndirect(DispatchIndirect),
    /// With or without an address.
    EventWrite(EventWrite),
    EventWriteEop(EventWriteEop),
    EventWriteEos(EventWriteEos),
    ReleaseMem(ReleaseMem),
    AcquireMem(AcquireMem),
    SurfaceSync(SurfaceSync),
    WaitRegMem(WaitRegMem),
    WriteData(WriteData<'a>),
    CopyData(CopyData),
    DmaData(DmaData),
    CpDma(CpDma),
    AtomicMem(AtomicMem),
    MemSemaphore(MemSemaphore),
    IndirectBuffer(IndirectBuffer),
    IndirectBufferConst(IndirectBufferConst),
    SetPredication(SetPredication),
    CondExec(CondExec),
    OcclusionQuery(OcclusionQuery),
    PfpSyncMe(PfpSyncMe),
    SetBase(SetBase),
    StrmoutBufferUpdate(StrmoutBufferUpdate),
    LoadConstRam(LoadConstRam),
    WriteConstRam(WriteConstRam<'a>),
    DumpConstRam(DumpConstRam),
    IncrementCeCounter(IncrementCeCounter),
    IncrementDeCounter(IncrementDeCounter),
    WaitOnCeCounter(WaitOnCeCounter),
    WaitOnDeCounterDiff(WaitOnDeCounterDiff),
    SwitchBuffer(SwitchBuffer),
    PredExec(PredExec),
    Rewind(Rewind),
    CondWrite(CondWrite),
    ContextRegRmw(ContextRegRmw),
    DrawPreamble(DrawPreamble),
    RegRmw(RegRmw),
    AtomicGds(AtomicGds),
    ScratchRamWrite(ScratchRamWrite),
    IndexAttributesIndirect(IndexAttributesIndirect),
    LoadConfigReg(LoadConfigReg<'a>),
    LoadShReg(LoadShReg<'a>),
    LoadContextReg(LoadContextReg<'a>),
    LoadUconfigReg(LoadUconfigReg<'a>),
    SetContextRegIndirect(SetContextRegIndirect<'a>),
    SetShRegOffset(SetShRegOffset),
    DumpConstRamOffset(DumpConstRamOffset),
    LoadShRegIndex(LoadShRegIndex<'a>),
    LoadContextRegIndex(LoadContextRegIndex<'a>),
    DrawIndexImmd(DrawIndexImmd<'a>),
    MpegIndex(MpegIndex),
}

impl Packet<'_> {
    /// AMD's name of the packet (`SET_CONTEXT_REG`, `TYPE2`, ...), or `None`
    /// for an opcode AMD does not name.
    pub fn name(&self) -> Option<&'static str> {
        match self {
            Packet::Type0 { .. } => Some("TYPE0"),
            Packet::Type2 => Some("TYPE2"),
            // Its opcode's value is `INDIRECT_BUFFER`'s, the name `Opcode` gives.
            Packet::CondIndirectBuffer(_) => Some("COND_INDIRECT_BUFFER"),
            other => other.opcode().and_then(Opcode::name),
        }
    }
}

/// The body of a `NOP`: data the command processor skips.
///
/// PS4 command streams use NOP bodies for markers (`0x6875xxxx`, see
/// [`crate::ps4::markers`]) and for data embedded in the command buffer
/// (constants, descriptors), and the driver's update-shader calls for
/// context-register updates (`0xC01E_xxxx`); [`Nop::marker`] and
/// [`Nop::context_reg_update`] tell them apart.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Nop<'a> {
    /// The body, header excluded (empty for the header-only `NOP`).
    pub body: &'a [u32],
}

impl<'a> Nop<'a> {
    /// The PS4 marker the body starts with, if any.
    pub fn marker(&self) -> Option<Marker<'a>> {
        recognize_body(self.body)
    }

    /// The context-register update the body holds (`0xC01E_0000 | offset`,
    /// then values; see [`ContextRegUpdate`]), if it is one.
    pub fn context_reg_update(&self) -> Option<ContextRegUpdate<'a>> {
        recognize_context_reg_update(self.body)
    }

    /// The embedded data: the payload of an allocation marker, or the whole
    /// body of a `NOP` without a marker or context-register update. `None`
    /// for other markers and for updates.
    pub fn data(&self) -> Option<&'a [u32]> {
        match self.marker() {
            None if self.context_reg_update().is_some() => None,
            None => Some(self.body),
            Some(Marker::Allocation { payload, .. }) => Some(payload),
            Some(_) => None,
        }
    }
}

/// Body dwords of `COND_INDIRECT_BUFFER` (opcode 0x3F, like `INDIRECT_BUFFER`).
const COND_INDIRECT_BUFFER_BODY_DWORDS: usize = CondIndirectBuffer::BODY_DWORDS;

/// Body dwords of the PS4 driver's `DRAW_INDEX_INDIRECT_MULTI` / `DRAW_INDIRECT_MULTI`
/// (no count address, no draw-index location): the generated
/// [`PS4_DRAW_INDIRECT_MULTI_DWORDS`](crate::pm4::PS4_DRAW_INDIRECT_MULTI_DWORDS), header excluded.
const PS4_MULTI_DRAW_BODY_DWORDS: usize = crate::pm4::PS4_DRAW_INDIRECT_MULTI_DWORDS - 1;
/// Body dwords of `DISPATCH_INDIRECT` on the compute pipe (`ADDR_LO`, `ADDR_HI`,
/// `DISPATCH_INITIATOR`): the generated
/// [`DISPATCH_INDIRECT_MEC_DWORDS`](crate::pm4::DISPATCH_INDIRECT_MEC_DWORDS), header excluded.
const MEC_DISPATCH_INDIRECT_BODY_DWORDS: usize = crate::pm4::DISPATCH_INDIRECT_MEC_DWORDS - 1;

/// Whether `len` body dwords are the length another generation's layout of
/// `opcode` has, where gfx7's has another (the generated
/// [`OTHER_BODY_DWORDS`](crate::pm4::OTHER_BODY_DWORDS), from the spec's
/// per-generation `size`: gfx6's 3-dword `COND_EXEC`).
pub(super) fn other_layout_fits(opcode: Opcode, len: usize) -> bool {
    crate::pm4::OTHER_BODY_DWORDS
        .iter()
        .any(|row| row.opcode == opcode && row.dwords == len)
}

/// Whether a body of `len` dwords is laid out as generation `gfx` lays
/// `opcode` out, when that is not gfx7's layout: `Some(true)` for gfx6's
/// 3-dword `COND_EXEC` on gfx6, `Some(false)` for it on gfx7 or gfx8, `None`
/// for every body of gfx7's length or of no generation's.
pub(super) fn other_layout_on(opcode: Opcode, len: usize, gfx: Gfx) -> Option<bool> {
    other_layout_fits(opcode, len).then(|| {
        crate::pm4::OTHER_BODY_DWORDS
            .iter()
            .any(|row| row.opcode == opcode && row.dwords == len && row.exists_on(gfx))
    })
}

/// Body dwords of gfx6's `COND_EXEC` (the generated
/// [`gfx6::packets::COND_EXEC_DWORDS`](crate::regs::gfx6::packets::COND_EXEC_DWORDS),
/// header excluded).
const GFX6_COND_EXEC_BODY_DWORDS: usize = crate::regs::gfx6::packets::COND_EXEC_DWORDS - 1;

/// gfx6's `COND_EXEC` body read into gfx7's fields: `BOOL_ADDR_LO`, then
/// gfx6's `BOOL_ADDR_HI` / `COMMAND` dword and `EXEC_COUNT` dword, each at
/// the generated gfx6 dword ([`COND_EXEC_BOOL_ADDR_LO_DW`](crate::regs::gfx6::packets::COND_EXEC_BOOL_ADDR_LO_DW),
/// ...; gfx7's word types, [`crate::regs::gfx6::packets`] re-exports them),
/// no `CONTROL` dword (left 0); `None` for another body.
pub(super) fn gfx6_cond_exec(opcode: Opcode, body: &[u32]) -> Option<CondExec> {
    use crate::regs::gfx6::packets::{
        COND_EXEC_BOOL_ADDR_HI_DW, COND_EXEC_BOOL_ADDR_LO_DW, COND_EXEC_COMMAND_DW,
        COND_EXEC_EXEC_COUNT_DW, CondExecAddrHi, CondExecCount,
    };
    // `BOOL_ADDR_HI` and `COMMAND` are the one word `CondExecAddrHi`.
    static_assertions::const_assert_eq!(COND_EXEC_BOOL_ADDR_HI_DW, COND_EXEC_COMMAND_DW);
    if opcode != Opcode::COND_EXEC {
        return None;
    }
    let words = <&[u32; GFX6_COND_EXEC_BODY_DWORDS]>::try_from(body).ok()?;
    // Packet dword `dw` (1: the first body dword).
    let dword = |dw: usize| words.get(dw.checked_sub(1)?).copied();
    Some(CondExec {
        bool_addr_lo: dword(COND_EXEC_BOOL_ADDR_LO_DW)?,
        bool_addr_hi: CondExecAddrHi::from_bits(dword(COND_EXEC_BOOL_ADDR_HI_DW)?),
        control: crate::pm4::CondExecControl::new(),
        exec_count: CondExecCount::from_bits(dword(COND_EXEC_EXEC_COUNT_DW)?),
    })
}

/// Decodes the type-3 packet at `offset` (`words`, header first) with `opcode`
/// and body `body`.
#[inline(always)]
pub(super) fn decode_type3<'a>(
    offset: usize,
    words: &'a [u32],
    opcode: Opcode,
    body: &'a [u32],
) -> Result<Decoded<'a>, DecodeError> {
    let item = |packet| {
        Ok(Decoded {
            offset,
            words,
            packet,
        })
    };
    let space = match opcode {
        Opcode::NOP => return item(Packet::Nop(Nop { body })),
        Opcode::SET_CONFIG_REG => Space::Config,
        Opcode::SET_SH_REG => Space::Sh,
        Opcode::SET_CONTEXT_REG => Space::Context,
        Opcode::SET_UCONFIG_REG => Space::Uconfig,
        Opcode::SET_SH_REG_INDEX => Space::Sh,
        // `COND_INDIRECT_BUFFER` shares opcode 0x3F with `INDIRECT_BUFFER`
        // and is told apart by its 13-dword body.
        Opcode::INDIRECT_BUFFER if body.len() == COND_INDIRECT_BUFFER_BODY_DWORDS => {
            return match body.first_chunk() {
                Some(words) => item(Packet::CondIndirectBuffer(CondIndirectBufferIn { words })),
                None => item(Packet::Unknown { opcode, body }),
            };
        }
        // The PS4 driver's forms, told apart by their body length (the spec's
        // `ps4.pm4_differences`): the 6-dword `DRAW_INDEX_INDIRECT_MULTI` /
        // `DRAW_INDIRECT_MULTI` body and the compute pipe's 3-dword
        // `DISPATCH_INDIRECT` (64-bit address, initiator). Shown by name and body.
        Opcode::DRAW_INDEX_INDIRECT_MULTI | Opcode::DRAW_INDIRECT_MULTI
            if body.len() == PS4_MULTI_DRAW_BODY_DWORDS =>
        {
            return item(Packet::Unknown { opcode, body });
        }
        Opcode::DISPATCH_INDIRECT if body.len() == MEC_DISPATCH_INDIRECT_BODY_DWORDS => {
            return item(Packet::Unknown { opcode, body });
        }
        _ => {
            return match Packet::decode_typed(offset, opcode, body) {
                // A packet declared with another generation's layout (gfx7
                // lacks the opcode): a body that does not fit it stays
                // undecoded, as the opcode may mean something else in the
                // stream's generation (PS4 emulators name 0x3A
                // `DRAW_INDEX_MULTI_INST`, not gfx6's `MPEG_INDEX`).
                // A body of the length another generation lays the opcode
                // out with (gfx6's 3-dword `COND_EXEC`) is that
                // generation's packet: kept whole, undecoded.
                Err(_) if !opcode.exists_on(Gfx::Gfx7) || other_layout_fits(opcode, body.len()) => {
                    item(Packet::Unknown { opcode, body })
                }
                decoded => decoded.and_then(item),
            };
        }
    };
    let Some((first, values)) = body.split_first() else {
        return Err(DecodeError::BodyLength {
            offset,
            opcode,
            len: 0,
            min: 1,
            max: usize::MAX,
        });
    };
    item(Packet::SetRegs(SetRegs {
        space,
        opcode,
        offset_word: SetRegOffset::from_bits(*first),
        values,
    }))
}
