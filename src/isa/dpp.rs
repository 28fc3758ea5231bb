//! gfx8's data-parallel primitives (DPP): a `VOP1` or `VOP2` word whose
//! `SRC0` field is 250, followed by a dword that moves the first source
//! between lanes.
//!
//! | bits of the second dword | field |
//! |---|---|
//! | 7:0 | `SRC0` (a VGPR) |
//! | 16:8 | `DPP_CTRL` ([`DppCtrl`]) |
//! | 19 | `BOUND_CTRL` |
//! | 20, 21, 22, 23 | `SRC0_NEG`, `SRC0_ABS`, `SRC1_NEG`, `SRC1_ABS` |
//! | 27:24, 31:28 | `BANK_MASK`, `ROW_MASK` |
//!
//! Bits 18:17 are 0; `neg`/`abs` apply to floating-point sources only.

use core::fmt;

use super::Error;
use super::inst::{Vop3Op, bits, neg_abs};
use super::opcode::Vop1;
use super::operand::Operand;
use super::sdwa::{ext_fields, ext_word0, float_sources, takes_sdwa, vop2_sources};
use crate::regs::Gfx;

/// The `SRC0` field value that marks a DPP instruction.
pub(super) const DPP: u32 = 250;

/// How a DPP instruction moves its first source between lanes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DppCtrl {
    /// Each lane of a quad reads the lane of the quad given for its
    /// position (each 0..=3).
    QuadPerm([u8; 4]),
    /// Shift left within a row of 16 lanes by 1..=15.
    RowShl(u8),
    /// Shift right within a row by 1..=15.
    RowShr(u8),
    /// Rotate right within a row by 1..=15.
    RowRor(u8),
    /// Shift the wave left by one lane.
    WaveShl,
    /// Rotate the wave left by one lane.
    WaveRol,
    /// Shift the wave right by one lane.
    WaveShr,
    /// Rotate the wave right by one lane.
    WaveRor,
    /// Mirror the lanes of each row.
    RowMirror,
    /// Mirror the lanes of each half row.
    RowHalfMirror,
    /// Lane 15 of each row to the next row.
    RowBcast15,
    /// Lane 31 to rows 2 and 3.
    RowBcast31,
    /// A value gfx8 reserves (0x100, 0x110, 0x120, 0x131..=0x133,
    /// 0x135..=0x137, 0x139..=0x13B, 0x13D..=0x13F, 0x144..=0x1FF), kept as
    /// read: LLVM 14 decodes it and prints a comment in its place.
    Reserved(u16),
}

impl DppCtrl {
    /// The 9-bit field value (`None` for a shift or quad lane out of
    /// range).
    pub const fn bits(self) -> Option<u32> {
        const fn shift(base: u32, n: u8) -> Option<u32> {
            if n >= 1 && n <= 15 {
                Some(base + n as u32)
            } else {
                None
            }
        }
        match self {
            Self::QuadPerm([a, b, c, d]) => {
                if a > 3 || b > 3 || c > 3 || d > 3 {
                    None
                } else {
                    Some(a as u32 | (b as u32) << 2 | (c as u32) << 4 | (d as u32) << 6)
                }
            }
            Self::RowShl(n) => shift(0x100, n),
            Self::RowShr(n) => shift(0x110, n),
            Self::RowRor(n) => shift(0x120, n),
            Self::WaveShl => Some(0x130),
            Self::WaveRol => Some(0x134),
            Self::WaveShr => Some(0x138),
            Self::WaveRor => Some(0x13C),
            Self::RowMirror => Some(0x140),
            Self::RowHalfMirror => Some(0x141),
            Self::RowBcast15 => Some(0x142),
            Self::RowBcast31 => Some(0x143),
            Self::Reserved(v) => {
                if matches!(Self::from_bits(v as u32), Some(Self::Reserved(_))) {
                    Some(v as u32)
                } else {
                    None
                }
            }
        }
    }

    /// The control a 9-bit field value names ([`DppCtrl::Reserved`] for the
    /// values gfx8 reserves, `None` past the field).
    pub const fn from_bits(v: u32) -> Option<Self> {
        let n = (v & 0xF) as u8;
        Some(match v {
            0..=0xFF => Self::QuadPerm([
                (v & 3) as u8,
                (v >> 2 & 3) as u8,
                (v >> 4 & 3) as u8,
                (v >> 6 & 3) as u8,
            ]),
            0x101..=0x10F => Self::RowShl(n),
            0x111..=0x11F => Self::RowShr(n),
            0x121..=0x12F => Self::RowRor(n),
            0x130 => Self::WaveShl,
            0x134 => Self::WaveRol,
            0x138 => Self::WaveShr,
            0x13C => Self::WaveRor,
            0x140 => Self::RowMirror,
            0x141 => Self::RowHalfMirror,
            0x142 => Self::RowBcast15,
            0x143 => Self::RowBcast31,
            0x100..=0x1FF => Self::Reserved(v as u16),
            _ => return None,
        })
    }
}

impl fmt::Display for DppCtrl {
    /// LLVM's syntax: `quad_perm:[1,0,3,2]`, `row_shl:1`, `row_mirror`, ...
    /// (a reserved value: the comment LLVM 14 prints).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Self::QuadPerm([a, b, c, d]) => write!(f, "quad_perm:[{a},{b},{c},{d}]"),
            Self::RowShl(n) => write!(f, "row_shl:{n}"),
            Self::RowShr(n) => write!(f, "row_shr:{n}"),
            Self::RowRor(n) => write!(f, "row_ror:{n}"),
            Self::WaveShl => f.write_str("wave_shl:1"),
            Self::WaveRol => f.write_str("wave_rol:1"),
            Self::WaveShr => f.write_str("wave_shr:1"),
            Self::WaveRor => f.write_str("wave_ror:1"),
            Self::RowMirror => f.write_str("row_mirror"),
            Self::RowHalfMirror => f.write_str("row_half_mirror"),
            Self::RowBcast15 => f.write_str("row_bcast:15"),
            Self::RowBcast31 => f.write_str("row_bcast:31"),
            // LLVM 14's comments, which its assembler does not read.
            Self::Reserved(0x150..=0x15F) => f.write_str(
                "/* row_newbcast/row_share is not supported on ASICs earlier than GFX90A/GFX10 */",
            ),
            Self::Reserved(0x160..=0x16F) => {
                f.write_str("/* row_xmask is not supported on ASICs earlier than GFX10 */")
            }
            Self::Reserved(_) => f.write_str("/* Invalid dpp_ctrl value */"),
        }
    }
}

/// A gfx8 DPP instruction: a `VOP1` or `VOP2` opcode with VGPR sources,
/// the lane movement of the first source, the rows and banks it writes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct DppInst {
    /// The opcode ([`Vop3Op::Vop1`] or [`Vop3Op::Vop2`]; those
    /// [`takes_dpp`] accepts).
    pub op: Vop3Op,
    /// Destination VGPR.
    pub dst: u8,
    /// First source VGPR (the one moved between lanes).
    pub src0: u8,
    /// Second source VGPR (0 for `VOP1`, which has none).
    pub src1: u8,
    /// The lane movement.
    pub ctrl: DppCtrl,
    /// The rows written (bit i for row i, 0..=0xF).
    pub row_mask: u8,
    /// The banks written (bit i for bank i, 0..=0xF).
    pub bank_mask: u8,
    /// `BOUND_CTRL`: a lane reading outside the wave or a disabled lane
    /// reads 0 (LLVM 14 writes the bit as `bound_ctrl:1`).
    pub bound_ctrl: bool,
    /// `NEG` per floating-point source (bit i for source i).
    pub neg: u8,
    /// `ABS` per floating-point source (bit i for source i).
    pub abs: u8,
}

/// Whether gfx8 has a DPP form of `op` (as `llvm-mc-14 -mcpu=tonga` takes
/// it): the `VOP1` and `VOP2` opcodes with an SDWA form ([`takes_sdwa`],
/// `v_nop` among them); LLVM 14 has no DPP form of the compares.
pub const fn takes_dpp(op: Vop3Op) -> bool {
    matches!(op, Vop3Op::Vop1(_) | Vop3Op::Vop2(_)) && takes_sdwa(op)
}

impl DppInst {
    /// An instruction with the given lane movement, writing every row and
    /// bank, without modifiers; a `VOP1`'s `src1` is 0 (and `v_nop`'s
    /// `dst` and `src0`).
    pub const fn new(op: Vop3Op, dst: u8, src0: u8, src1: u8, ctrl: DppCtrl) -> Self {
        let nop = matches!(op, Vop3Op::Vop1(Vop1::Nop));
        Self {
            op,
            dst: if nop { 0 } else { dst },
            src0: if nop { 0 } else { src0 },
            src1: if matches!(op, Vop3Op::Vop1(_)) {
                0
            } else {
                src1
            },
            ctrl,
            row_mask: 0xF,
            bank_mask: 0xF,
            bound_ctrl: false,
            neg: 0,
            abs: 0,
        }
    }

    /// The two gfx8 dwords.
    pub(super) fn gfx8_words(&self) -> Result<(u32, u32), Error> {
        let op = self.op;
        if !takes_dpp(op) {
            return Err(Error::Operand { operand: "op" });
        }
        let one = matches!(op, Vop3Op::Vop1(_));
        let read: u8 = if one { 1 } else { 3 };
        if (self.neg | self.abs) & !(read & float_sources(op)) != 0 {
            return Err(Error::Operand {
                operand: "modifier",
            });
        }
        if one && self.src1 != 0 {
            return Err(Error::Operand { operand: "src1" });
        }
        // `v_nop` has no operands: its fields are 0.
        if matches!(op, Vop3Op::Vop1(Vop1::Nop)) && (self.dst | self.src0) != 0 {
            return Err(Error::Operand { operand: "dst" });
        }
        if self.row_mask > 0xF || self.bank_mask > 0xF {
            return Err(Error::Operand { operand: "mask" });
        }
        let ctrl = self.ctrl.bits().ok_or(Error::Operand { operand: "ctrl" })?;
        let w0 = ext_word0(op, self.dst, self.src1, DPP)?;
        let bit = |v: u8, i: u32| u32::from(v >> i & 1);
        let w1 = u32::from(self.src0)
            | ctrl << 8
            | u32::from(self.bound_ctrl) << 19
            | bit(self.neg, 0) << 20
            | bit(self.abs, 0) << 21
            | bit(self.neg, 1) << 22
            | bit(self.abs, 1) << 23
            | u32::from(self.bank_mask) << 24
            | u32::from(self.row_mask) << 28;
        Ok((w0, w1))
    }

    /// Decodes gfx8 DPP words (`None` for an opcode the crate does not
    /// model or a reserved control; the re-encoding check refuses the
    /// rest).
    pub(super) fn gfx8_decode(w0: u32, w1: u32) -> Option<Self> {
        let (op, dst, src1) = ext_fields(w0)?;
        if matches!(op, Vop3Op::Vopc(_)) {
            return None;
        }
        let bit = |i: u32| bits(w1, i, 1) as u8;
        Some(Self {
            op,
            dst,
            src0: bits(w1, 0, 8) as u8,
            src1,
            ctrl: DppCtrl::from_bits(bits(w1, 8, 9))?,
            row_mask: bits(w1, 28, 4) as u8,
            bank_mask: bits(w1, 24, 4) as u8,
            bound_ctrl: bit(19) == 1,
            neg: bit(20) | bit(22) << 1,
            abs: bit(21) | bit(23) << 1,
        })
    }

    /// Whether the text assembles back to the same words (not for a
    /// reserved lane control, which LLVM 14 prints as a comment).
    pub(super) const fn text_is_exact(&self) -> bool {
        !matches!(self.ctrl, DppCtrl::Reserved(_))
    }

    /// Writes source `i` with its modifiers.
    fn source(&self, f: &mut fmt::Formatter<'_>, i: u8) -> fmt::Result {
        let v = Operand::vgpr(if i == 0 { self.src0 } else { self.src1 });
        neg_abs(f, v, self.neg >> i & 1 == 1, self.abs >> i & 1 == 1)
    }

    /// The text in LLVM's syntax.
    pub(super) fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let g = Gfx::Gfx8;
        let d = self.dst;
        match self.op {
            // LLVM 14 prints `v_nop_dpp` without its suffix (and reads it
            // back to the DPP word, the tail telling).
            Vop3Op::Vop1(Vop1::Nop) => f.write_str("v_nop")?,
            Vop3Op::Vop1(o) => {
                write!(f, "{}_dpp v{d}, ", o.mnemonic_for(g))?;
                self.source(f, 0)?;
            }
            Vop3Op::Vop2(o) => {
                write!(f, "{}_dpp v{d}, ", o.mnemonic_for(g))?;
                vop2_sources(f, o, |f, i| self.source(f, i))?;
            }
            Vop3Op::Vopc(o) => write!(f, "{}_dpp ?", o.mnemonic_for(g))?,
            Vop3Op::Vop3(o) => write!(f, "{}_dpp ?", o.mnemonic_for(g))?,
        }
        // LLVM 14 writes two spaces before its comment on 0x150..=0x15F.
        if matches!(self.ctrl, DppCtrl::Reserved(0x150..=0x15F)) {
            f.write_str(" ")?;
        }
        write!(
            f,
            " {} row_mask:{:#x} bank_mask:{:#x}",
            self.ctrl, self.row_mask, self.bank_mask
        )?;
        if self.bound_ctrl {
            f.write_str(" bound_ctrl:1")?;
        }
        Ok(())
    }
}
