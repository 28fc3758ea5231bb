//! gfx8's sub-dword addressing (SDWA): a `VOP1`, `VOP2` or `VOPC` word whose
//! `SRC0` field is 249, followed by a dword selecting bytes or words of the
//! sources and of the destination.
//!
//! | bits of the second dword | field |
//! |---|---|
//! | 7:0 | `SRC0` (a VGPR) |
//! | 10:8, 12:11, 13 | `DST_SEL`, `DST_UNUSED`, `CLAMP` (`VOPC`: `CLAMP` only) |
//! | 18:16, 19, 20, 21 | `SRC0_SEL`, `SRC0_SEXT`, `SRC0_NEG`, `SRC0_ABS` |
//! | 26:24, 27, 28, 29 | `SRC1_SEL`, `SRC1_SEXT`, `SRC1_NEG`, `SRC1_ABS` |
//!
//! A floating-point source takes `neg`/`abs`, an integer one `sext`; the
//! other bits are 0.

use core::fmt;

use super::Error;
use super::inst::{Vop3Op, bits, neg_abs};
use super::opcode::{VShape, Vop1, Vop2, Vopc};
use super::operand::Operand;
use crate::regs::Gfx;

/// The `SRC0` field value that marks an SDWA instruction.
pub(super) const SDWA: u32 = 249;

/// Which bytes or words of a dword an SDWA operand uses.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SdwaSel {
    /// Bits 7:0.
    Byte0,
    /// Bits 15:8.
    Byte1,
    /// Bits 23:16.
    Byte2,
    /// Bits 31:24.
    Byte3,
    /// Bits 15:0.
    Word0,
    /// Bits 31:16.
    Word1,
    /// The whole dword.
    Dword,
}

impl SdwaSel {
    /// Every selection, in field order.
    pub const ALL: &'static [Self] = &[
        Self::Byte0,
        Self::Byte1,
        Self::Byte2,
        Self::Byte3,
        Self::Word0,
        Self::Word1,
        Self::Dword,
    ];

    /// The 3-bit field value.
    pub const fn bits(self) -> u32 {
        self as u32
    }

    /// The selection a field value names (`None` for 7, reserved).
    pub const fn from_bits(v: u32) -> Option<Self> {
        match v {
            0 => Some(Self::Byte0),
            1 => Some(Self::Byte1),
            2 => Some(Self::Byte2),
            3 => Some(Self::Byte3),
            4 => Some(Self::Word0),
            5 => Some(Self::Word1),
            6 => Some(Self::Dword),
            _ => None,
        }
    }

    /// LLVM's name.
    pub const fn name(self) -> &'static str {
        match self {
            Self::Byte0 => "BYTE_0",
            Self::Byte1 => "BYTE_1",
            Self::Byte2 => "BYTE_2",
            Self::Byte3 => "BYTE_3",
            Self::Word0 => "WORD_0",
            Self::Word1 => "WORD_1",
            Self::Dword => "DWORD",
        }
    }
}

/// What an SDWA destination's bits outside `dst_sel` become.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SdwaUnused {
    /// Zero.
    Pad,
    /// The sign of the selected part.
    Sext,
    /// The destination's old bits.
    Preserve,
}

impl SdwaUnused {
    /// Every value, in field order.
    pub const ALL: &'static [Self] = &[Self::Pad, Self::Sext, Self::Preserve];

    /// The 2-bit field value.
    pub const fn bits(self) -> u32 {
        self as u32
    }

    /// The value a field names (`None` for 3, reserved).
    pub const fn from_bits(v: u32) -> Option<Self> {
        match v {
            0 => Some(Self::Pad),
            1 => Some(Self::Sext),
            2 => Some(Self::Preserve),
            _ => None,
        }
    }

    /// LLVM's name.
    pub const fn name(self) -> &'static str {
        match self {
            Self::Pad => "UNUSED_PAD",
            Self::Sext => "UNUSED_SEXT",
            Self::Preserve => "UNUSED_PRESERVE",
        }
    }
}

/// A gfx8 SDWA instruction: a `VOP1`, `VOP2` or `VOPC` opcode with VGPR
/// sources, the parts of each operand it uses and their modifiers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SdwaInst {
    /// The opcode ([`Vop3Op::Vop1`], [`Vop3Op::Vop2`] or [`Vop3Op::Vopc`];
    /// those [`takes_sdwa`] accepts).
    pub op: Vop3Op,
    /// Destination VGPR (0 for a compare, which writes `VCC`, and for
    /// `v_nop`).
    pub dst: u8,
    /// First source VGPR (0 for `v_nop`).
    pub src0: u8,
    /// Second source VGPR (0 for `VOP1`, which has none).
    pub src1: u8,
    /// The destination's part (`v_mac_*`: [`SdwaSel::Dword`] only, as LLVM
    /// takes it). A compare and `v_nop` have no destination:
    /// the field is kept, but LLVM's syntax has no word for it, so the text
    /// is exact only for [`SdwaSel::Byte0`] (0).
    pub dst_sel: SdwaSel,
    /// The destination's other bits (for a compare and `v_nop`, as
    /// `dst_sel`: exact text only for [`SdwaUnused::Pad`], 0).
    pub dst_unused: SdwaUnused,
    /// `CLAMP` (not on `v_nop`).
    pub clamp: bool,
    /// Each source's part (one the opcode does not read, a `VOP1`'s second
    /// or `v_nop`'s: [`SdwaSel::Byte0`], 0).
    pub src_sel: [SdwaSel; 2],
    /// `SEXT` per integer source (bit i for source i).
    pub sext: u8,
    /// `NEG` per floating-point source (bit i for source i).
    pub neg: u8,
    /// `ABS` per floating-point source (bit i for source i).
    pub abs: u8,
}

/// Whether gfx8 has an SDWA form of `op` (as `llvm-mc-14 -mcpu=tonga` takes
/// it): the 32- and 16-bit `VOP1`, `VOP2` and `VOPC` opcodes gfx8 has in
/// those encodings, but for the lane moves, the `K` forms and the `VOP1`
/// opcodes without a vector destination or source (`v_nop` has one, with
/// no operands).
pub const fn takes_sdwa(op: Vop3Op) -> bool {
    match op {
        Vop3Op::Vop1(Vop1::Nop) => true,
        Vop3Op::Vop1(o) => {
            let w = o.widths();
            o.on(Gfx::Gfx8)
                && matches!(o.shape(), VShape::Plain)
                && w.dst == 1
                && w.src[0] == 1
                && !matches!(o, Vop1::MovreldB32 | Vop1::MovrelsB32 | Vop1::MovrelsdB32)
        }
        Vop3Op::Vop2(o) => {
            o.on(Gfx::Gfx8)
                && !o.gfx8_vop3_only()
                && matches!(
                    o.shape(),
                    VShape::Plain | VShape::Cndmask | VShape::CarryOut | VShape::CarryInOut
                )
        }
        Vop3Op::Vopc(o) => {
            let w = o.shape();
            o.on(Gfx::Gfx8) && w.src0 == 1 && w.src1 == 1
        }
        Vop3Op::Vop3(_) => false,
    }
}

/// The sources of `op` that take `neg`/`abs` (bit i for source i; the
/// others take `sext`): the floating-point ones, but `v_cndmask_b32`'s,
/// which LLVM's SDWA syntax takes as integers.
pub(super) const fn float_sources(op: Vop3Op) -> u8 {
    match op {
        Vop3Op::Vop2(Vop2::CndmaskB32) => 0,
        _ => op.modifiers().src & 3,
    }
}

/// The sources `op` reads (bit i for source i).
const fn sources(op: Vop3Op) -> u8 {
    match op {
        Vop3Op::Vop1(Vop1::Nop) => 0,
        Vop3Op::Vop1(_) => 1,
        _ => 3,
    }
}

/// The first dword of an SDWA or DPP form: `op`'s `VOP1`, `VOP2` or `VOPC`
/// word with `marker` (249 SDWA, 250 DPP) as its first source.
pub(super) fn ext_word0(op: Vop3Op, dst: u8, src1: u8, marker: u32) -> Result<u32, Error> {
    let code = |c: Option<u16>| c.map(u32::from).ok_or(Error::Operand { operand: "op" });
    let (dst, src1) = (u32::from(dst), u32::from(src1));
    let w0 = match op {
        Vop3Op::Vop1(o) => 0b011_1111 << 25 | dst << 17 | code(o.gfx8_code())? << 9,
        Vop3Op::Vop2(o) => code(o.gfx8_code())? << 25 | dst << 17 | src1 << 9,
        Vop3Op::Vopc(o) => 0b011_1110 << 25 | code(o.gfx8_code())? << 17 | src1 << 9,
        Vop3Op::Vop3(_) => return Err(Error::Operand { operand: "op" }),
    };
    Ok(w0 | marker)
}

/// Writes the operands of the `VOP2` opcode `o` after its destination in
/// LLVM's syntax: `vcc, ` for a carry out, the two sources (`source(f, i)`
/// writes source `i`), then `, vcc` for a carry in or a select.
pub(super) fn vop2_sources(
    f: &mut fmt::Formatter<'_>,
    o: Vop2,
    mut source: impl FnMut(&mut fmt::Formatter<'_>, u8) -> fmt::Result,
) -> fmt::Result {
    if matches!(o.shape(), VShape::CarryOut | VShape::CarryInOut) {
        f.write_str("vcc, ")?;
    }
    source(f, 0)?;
    f.write_str(", ")?;
    source(f, 1)?;
    if matches!(o.shape(), VShape::Cndmask | VShape::CarryInOut) {
        f.write_str(", vcc")?;
    }
    Ok(())
}

/// The opcode, `dst` and `src1` of an SDWA or DPP form's first dword
/// (`None` for an opcode the crate does not model); the fields an opcode
/// lacks are 0.
pub(super) fn ext_fields(w0: u32) -> Option<(Vop3Op, u8, u8)> {
    let (vgpr17, vgpr9) = (bits(w0, 17, 8) as u8, bits(w0, 9, 8) as u8);
    Some(match w0 >> 25 {
        0b011_1111 => (
            Vop3Op::Vop1(Vop1::from_gfx8_code(u16::from(vgpr9))?),
            vgpr17,
            0,
        ),
        0b011_1110 => (
            Vop3Op::Vopc(Vopc::from_gfx8_code(u16::from(vgpr17))?),
            0,
            vgpr9,
        ),
        _ => (
            Vop3Op::Vop2(Vop2::from_gfx8_code(bits(w0, 25, 6) as u16)?),
            vgpr17,
            vgpr9,
        ),
    })
}

impl SdwaInst {
    /// An instruction using whole dwords (`dst_unused:UNUSED_PRESERVE`, as
    /// LLVM's syntax has it by default), without modifiers; the operands
    /// the opcode lacks (a compare's `dst`, a `VOP1`'s `src1`, everything
    /// of `v_nop`, whose fields are all 0, as LLVM writes `v_nop_sdwa`)
    /// are 0.
    pub const fn new(op: Vop3Op, dst: u8, src0: u8, src1: u8) -> Self {
        let nop = matches!(op, Vop3Op::Vop1(Vop1::Nop));
        let compare = matches!(op, Vop3Op::Vopc(_)) || nop;
        let one = matches!(op, Vop3Op::Vop1(_));
        Self {
            op,
            dst: if compare { 0 } else { dst },
            src0: if nop { 0 } else { src0 },
            src1: if one { 0 } else { src1 },
            dst_sel: if compare {
                SdwaSel::Byte0
            } else {
                SdwaSel::Dword
            },
            dst_unused: if compare {
                SdwaUnused::Pad
            } else {
                SdwaUnused::Preserve
            },
            clamp: false,
            src_sel: [
                if nop { SdwaSel::Byte0 } else { SdwaSel::Dword },
                if one { SdwaSel::Byte0 } else { SdwaSel::Dword },
            ],
            sext: 0,
            neg: 0,
            abs: 0,
        }
    }

    /// The two gfx8 dwords.
    pub(super) fn gfx8_words(&self) -> Result<(u32, u32), Error> {
        let op = self.op;
        if !takes_sdwa(op) {
            return Err(Error::Operand { operand: "op" });
        }
        let read = sources(op);
        let float = float_sources(op);
        if self.sext & !(read & !float) != 0 || (self.neg | self.abs) & !(read & float) != 0 {
            return Err(Error::Operand {
                operand: "modifier",
            });
        }
        let nop = matches!(op, Vop3Op::Vop1(Vop1::Nop));
        if (nop || matches!(op, Vop3Op::Vopc(_))) && self.dst != 0 {
            return Err(Error::Operand { operand: "dst" });
        }
        let [sel0, sel1] = self.src_sel;
        // A source the opcode does not read (a `VOP1`'s second, `v_nop`'s
        // first) has its fields at 0, and `v_nop` no `clamp`.
        if read & 1 == 0 && (self.src0 != 0 || sel0 != SdwaSel::Byte0 || self.clamp) {
            return Err(Error::Operand { operand: "src0" });
        }
        if read & 2 == 0 && (self.src1 != 0 || sel1 != SdwaSel::Byte0) {
            return Err(Error::Operand { operand: "src1" });
        }
        // LLVM's assembler takes only `dst_sel:DWORD` on `v_mac_*`, whose
        // destination is also a source.
        if matches!(op, Vop3Op::Vop2(Vop2::MacF32 | Vop2::MacF16)) && self.dst_sel != SdwaSel::Dword
        {
            return Err(Error::Operand { operand: "dst_sel" });
        }
        let sel1 = sel1.bits();
        let w0 = ext_word0(op, self.dst, self.src1, SDWA)?;
        let (dst_sel, dst_unused) = (self.dst_sel.bits(), self.dst_unused.bits());
        let bit = |v: u8, i: u32| u32::from(v >> i & 1);
        let w1 = u32::from(self.src0)
            | dst_sel << 8
            | dst_unused << 11
            | u32::from(self.clamp) << 13
            | sel0.bits() << 16
            | bit(self.sext, 0) << 19
            | bit(self.neg, 0) << 20
            | bit(self.abs, 0) << 21
            | sel1 << 24
            | bit(self.sext, 1) << 27
            | bit(self.neg, 1) << 28
            | bit(self.abs, 1) << 29;
        Ok((w0, w1))
    }

    /// Decodes gfx8 SDWA words (`None` for an opcode the crate does not
    /// model or a reserved selection; the re-encoding check refuses the
    /// rest).
    pub(super) fn gfx8_decode(w0: u32, w1: u32) -> Option<Self> {
        let (op, dst, src1) = ext_fields(w0)?;
        let bit = |i: u32| bits(w1, i, 1) as u8;
        Some(Self {
            op,
            dst,
            src0: bits(w1, 0, 8) as u8,
            src1,
            dst_sel: SdwaSel::from_bits(bits(w1, 8, 3))?,
            dst_unused: SdwaUnused::from_bits(bits(w1, 11, 2))?,
            clamp: bit(13) == 1,
            src_sel: [
                SdwaSel::from_bits(bits(w1, 16, 3))?,
                SdwaSel::from_bits(bits(w1, 24, 3))?,
            ],
            sext: bit(19) | bit(27) << 1,
            neg: bit(20) | bit(28) << 1,
            abs: bit(21) | bit(29) << 1,
        })
    }

    /// Whether the text assembles back to the same words: not when a
    /// compare or `v_nop`, which have no destination, has a destination
    /// selection other than 0 (LLVM 14 decodes and drops those bits).
    pub(super) fn text_is_exact(&self) -> bool {
        let no_dst = matches!(self.op, Vop3Op::Vopc(_) | Vop3Op::Vop1(Vop1::Nop));
        !no_dst || (self.dst_sel == SdwaSel::Byte0 && self.dst_unused == SdwaUnused::Pad)
    }

    /// Writes source `i` with its modifiers.
    fn source(&self, f: &mut fmt::Formatter<'_>, i: u8) -> fmt::Result {
        let v = Operand::vgpr(if i == 0 { self.src0 } else { self.src1 });
        if self.sext >> i & 1 == 1 {
            return write!(f, "sext({v})");
        }
        neg_abs(f, v, self.neg >> i & 1 == 1, self.abs >> i & 1 == 1)
    }

    /// The text in LLVM's syntax (LLVM 14 writes the compares without the
    /// `_sdwa` suffix; `v_nop_sdwa`, which LLVM 14 prints as `v_nop`, the
    /// text of the one-dword word, keeps it).
    pub(super) fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let g = Gfx::Gfx8;
        let d = self.dst;
        match self.op {
            Vop3Op::Vop1(Vop1::Nop) => return f.write_str("v_nop_sdwa"),
            Vop3Op::Vop1(o) => {
                write!(f, "{}_sdwa v{d}, ", o.mnemonic_for(g))?;
                self.source(f, 0)?;
            }
            Vop3Op::Vop2(o) => {
                write!(f, "{}_sdwa v{d}, ", o.mnemonic_for(g))?;
                vop2_sources(f, o, |f, i| self.source(f, i))?;
            }
            Vop3Op::Vopc(o) => {
                write!(f, "{} vcc, ", o.mnemonic_for(g))?;
                self.source(f, 0)?;
                f.write_str(", ")?;
                self.source(f, 1)?;
            }
            Vop3Op::Vop3(o) => write!(f, "{}_sdwa ?", o.mnemonic_for(g))?,
        }
        if self.clamp {
            f.write_str(" clamp")?;
        }
        if !matches!(self.op, Vop3Op::Vopc(_)) {
            write!(
                f,
                " dst_sel:{} dst_unused:{}",
                self.dst_sel.name(),
                self.dst_unused.name()
            )?;
        }
        write!(f, " src0_sel:{}", self.src_sel[0].name())?;
        if !matches!(self.op, Vop3Op::Vop1(_)) {
            write!(f, " src1_sel:{}", self.src_sel[1].name())?;
        }
        Ok(())
    }
}
