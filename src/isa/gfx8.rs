//! gfx8 (Volcanic Islands) encodings of the instructions the crate models.
//!
//! gfx8 keeps most fields where gfx7 has them but numbers the opcodes
//! otherwise ([`Sop2::gfx8_code`] and the like), moves `flat_scratch` from
//! operand codes 104/105 to 102/103 (gfx8 has no `s102`/`s103`), and
//! re-encodes some families:
//!
//! | encoding | dwords | fields (first dword, high bits first) |
//! |---|---|---|
//! | `SMEM` | 2 | `110000` op:8 imm glc … sdata:7 sbase:6 · offset:20 (or the SGPR code) |
//! | `VOP3` | 2 | `110100` op:10 clamp … abs:3 vdst:8 (`VOP3b`: clamp sdst:7 vdst:8) · as gfx7 |
//! | `VINTRP` | 1 | `110101` vdst:8 op:2 attr:6 chan:2 vsrc:8 |
//! | `EXP` | 2 | `110001` … vm done compr tgt:6 en:4 · vsrc3..vsrc0 |
//!
//! Unlike gfx7's, gfx8's `VOP3b` (the carry instructions, `v_div_scale_*`,
//! `v_mad_u64_u32`/`v_mad_i64_i32`) has `clamp`, which [`Vop3Inst::clamp`]
//! holds.
//!
//! In the `VOP3` opcode field the `VOPC` opcodes sit at 0..=255, the `VOP2`
//! ones at 256 + op, the `VOP1` ones at 320 + op and the `VOP3`-only ones
//! above; some gfx7 `VOP2` opcodes (`v_readlane_b32`, `v_bfm_b32`,
//! `v_cvt_pkrtz_f16_f32`, ...) exist only as `VOP3` ([`Vop2::gfx8_vop3_only`]).
//!
//! Encoding goes through the gfx7 encoder, which checks the operands, and
//! rewrites its words; decoding rewrites gfx8 words into gfx7 ones, decodes
//! those and accepts the result only if it encodes back to the same gfx8
//! words, so no bit is lost.

use super::Error;
use super::inst::{
    Inst, Interp16Inst, SmrdOffset, Vop3Inst, Vop3Op, aligned_sgprs, atc_probe, bits, dword,
    reencoded_len, sdst, sgprs_at,
};
use super::opcode::{Interp16, Smrd, Sop1, Sop2, Sopc, Sopk, Sopp, VShape, Vop1, Vop2, Vop3, Vopc};
use super::operand::{LITERAL, Operand};
use crate::regs::Gfx;

const SOP2: u32 = 0b10 << 30;
const SOPK: u32 = 0b1011 << 28;
const SOP1: u32 = 0b1_0111_1101 << 23;
const SOPC: u32 = 0b1_0111_1110 << 23;
const SOPP: u32 = 0b1_0111_1111 << 23;
const SMEM: u32 = 0b11_0000 << 26;
const VOP1: u32 = 0b011_1111 << 25;
const VOPC: u32 = 0b011_1110 << 25;
const VOP3: u32 = 0b11_0100 << 26;
const VINTRP: u32 = 0b11_0101 << 26;
const EXP: u32 = 0b11_0001 << 26;
const GFX7_VINTRP: u32 = 0b11_0010 << 26;
const GFX7_EXP: u32 = 0b11_1110 << 26;
const GFX7_VOP3: u32 = 0b11_0100 << 26;
const MUBUF: u32 = 0b11_1000 << 26;
const MTBUF: u32 = 0b11_1010 << 26;
const DS: u32 = 0b11_0110 << 26;
const FLAT: u32 = 0b11_0111 << 26;
const MIMG: u32 = 0b11_1100 << 26;

/// The first SGPR gfx8 lacks: its codes 102 and 103 are `flat_scratch`.
const SGPR_END: u16 = 102;
/// gfx7's `flat_scratch` code (gfx8's is 2 lower).
const FLAT_SCRATCH: u16 = 104;
/// Where an [`Operand`] holds `xnack_mask` (gfx8's 104/105).
const XNACK_MASK: u16 = 230;

const fn not_on(what: &'static str) -> Error {
    Error::NotOnGfx {
        gfx: Gfx::Gfx8,
        what,
    }
}

/// The gfx8 checks beyond the opcode's [`on`](Sop2::on): no `s102`/`s103`,
/// and no `VOP2` form of an opcode gfx8 has as `VOP3` only (but for the lane
/// moves, which have one form and take gfx8's `VOP3` encoding).
pub(super) fn check(inst: &Inst) -> Result<(), Error> {
    if let Inst::Vop2 { op, .. } = *inst
        && op.gfx8_vop3_only()
        && !matches!(op.shape(), VShape::Readlane | VShape::Writelane)
    {
        return Err(not_on(op.mnemonic()));
    }
    // LLVM reads the sources of gfx8's own 16-bit opcodes, and the `K` of
    // `v_madmk_f16`/`v_madak_f16`, as 16 bits, refusing a wider literal.
    let (src0, k) = match *inst {
        Inst::Vop1 { op, src0, .. } if op.gfx8_only() => (Some(src0), None),
        Inst::Vop2 { op, src0, .. } if op.code() >= Vop2::GFX7_END => (Some(src0), None),
        Inst::Vopc { op, src0, .. } if op.code() >= Vopc::GFX7_END => (Some(src0), None),
        Inst::Madk { op, k, src0, .. } if op.code() >= Vop2::GFX7_END => (Some(src0), Some(k)),
        _ => (None, None),
    };
    if src0.and_then(Operand::literal).is_some_and(|v| v > 0xFFFF) {
        return Err(Error::Operand { operand: "src0" });
    }
    if k.is_some_and(|v| v > 0xFFFF) {
        return Err(Error::Operand { operand: "k" });
    }
    let mut result = Ok(());
    inst.map_operands(&mut |o| {
        if o.code() < SGPR_END + 2 && o.code() + u16::from(o.dwords()) > SGPR_END {
            result = Err(not_on("s102 and s103"));
        }
        Some(o)
    });
    result
}

/// The operand in gfx8's codes, as the gfx7 encoder writes it: gfx7's
/// `flat_scratch` (104/105) is 102/103 (which gfx8's `check` keeps free).
fn to_gfx8(o: Operand) -> Option<Operand> {
    match o.code() {
        c @ (FLAT_SCRATCH | 105) => Operand::from_code(c - 2, o.dwords(), 0),
        c @ (XNACK_MASK | 231) => Operand::from_code(c - XNACK_MASK + FLAT_SCRATCH, o.dwords(), 0),
        _ => Some(o),
    }
}

/// The operand a gfx8 code names, as gfx7 codes it (the inverse of
/// [`to_gfx8`]): `xnack_mask` (104/105) is held as 230/231; `None` for
/// those two codes (reserved on gfx8 too) and for an SGPR range running
/// into `flat_scratch`.
fn from_gfx8(o: Operand) -> Option<Operand> {
    let (c, end) = (o.code(), o.code() + u16::from(o.dwords()));
    match c {
        SGPR_END..=103 if end <= FLAT_SCRATCH => Operand::from_code(c + 2, o.dwords(), 0),
        FLAT_SCRATCH | 105 => Operand::from_code(c - FLAT_SCRATCH + XNACK_MASK, o.dwords(), 0),
        XNACK_MASK | 231 => None,
        _ if c < SGPR_END && end > SGPR_END => None,
        _ => Some(o),
    }
}

impl Vop3Op {
    /// The 10-bit gfx8 `VOP3` opcode field (`None` where gfx8 lacks the
    /// opcode): `VOPC` opcodes at their number, `VOP2` at 256 + op (or
    /// their own number when gfx8 has them as `VOP3` only), `VOP1` at
    /// 320 + op, and the `VOP3`-only ones at theirs.
    pub const fn gfx8_code(self) -> Option<u16> {
        match self {
            Self::Vop1(op) => match op.gfx8_code() {
                Some(c) => Some(320 + c),
                None => None,
            },
            Self::Vop2(op) => match op.gfx8_code() {
                Some(c) if c < 256 => Some(256 + c),
                other => other,
            },
            Self::Vopc(op) => op.gfx8_code(),
            Self::Vop3(op) => op.gfx8_code(),
        }
    }

    /// The opcode a 10-bit gfx8 `VOP3` field names, or `None` if it is not
    /// modelled.
    pub const fn from_gfx8_code(code: u16) -> Option<Self> {
        let op = match code {
            0..=255 => match Vopc::from_gfx8_code(code) {
                Some(op) => Self::Vopc(op),
                None => return None,
            },
            256..=319 => match Vop2::from_gfx8_code(code - 256) {
                Some(op) => Self::Vop2(op),
                None => return None,
            },
            320..=447 => match Vop1::from_gfx8_code(code - 320) {
                Some(op) => Self::Vop1(op),
                None => return None,
            },
            _ => match (Vop3::from_gfx8_code(code), Vop2::from_gfx8_code(code)) {
                (Some(op), _) => Self::Vop3(op),
                (None, Some(op)) => Self::Vop2(op),
                (None, None) => return None,
            },
        };
        Some(op)
    }
}

/// The opcode field of gfx8's `VOP3` encoding.
fn vop3_code(op: Vop3Op) -> Result<u32, Error> {
    op.gfx8_code()
        .map(u32::from)
        .ok_or(Error::Operand { operand: "op" })
}

/// `word` with its opcode field `shift..shift + width` replaced by `code`.
const fn put_op(word: u32, shift: u32, width: u32, code: u16) -> u32 {
    let mask = ((1u32 << width) - 1) << shift;
    word & !mask | (code as u32) << shift & mask
}

/// Replaces the opcode field `shift..shift + width` of `word` with `code`.
pub(super) fn with_op(word: u32, shift: u32, width: u32, code: Option<u16>) -> Result<u32, Error> {
    let code = code.ok_or(Error::Operand { operand: "op" })?;
    Ok(put_op(word, shift, width, code))
}

/// `word` with its opcode field `shift..shift + width` read as a gfx8 code
/// and replaced by the gfx7 code `gfx7` gives (`None` where it gives none).
pub(super) fn gfx7_op(
    word: u32,
    shift: u32,
    width: u32,
    gfx7: impl FnOnce(u16) -> Option<u16>,
) -> Option<u32> {
    gfx7(bits(word, shift, width) as u16).map(|code| put_op(word, shift, width, code))
}

/// `inst` with the opcode gfx8's encoder writes in the gfx7 word it goes
/// through: an opcode whose placeholder no gfx7 word holds becomes the gfx7
/// opcode of the same operands (`gfx7_stand_in`), and the gfx8 opcode
/// field is written over it.
fn stand_in(mut inst: Inst) -> Inst {
    match inst {
        Inst::Vop2 { ref mut op, .. } | Inst::Madk { ref mut op, .. } => *op = op.gfx7_stand_in(),
        Inst::Vopc { ref mut op, .. } => *op = op.gfx7_stand_in(),
        Inst::Vop3(ref mut v) => v.op = v.op.gfx7_stand_in(),
        _ => {}
    }
    inst
}

/// `inst`, decoded from the gfx7 word [`gfx7_word`] makes of the gfx8 ALU
/// word `w`, with the opcode `w` names in place of its stand-in (`None`
/// for an opcode the crate does not model).
fn with_gfx8_op(mut inst: Inst, w: u32) -> Option<Inst> {
    match inst {
        // A lane move's `VOP2` opcode comes from a `VOP3` word (bit 31 set).
        Inst::Vop2 { ref mut op, .. } | Inst::Madk { ref mut op, .. } if w >> 31 == 0 => {
            *op = Vop2::from_gfx8_code(bits(w, 25, 6) as u16)?;
        }
        Inst::Vopc { ref mut op, .. } => *op = Vopc::from_gfx8_code(bits(w, 17, 8) as u16)?,
        Inst::Vop3(ref mut v) => v.op = Vop3Op::from_gfx8_code(bits(w, 16, 10) as u16)?,
        _ => {}
    }
    Some(inst)
}

/// The gfx8 words of `inst` (checked with [`check`] first by the caller).
pub(super) fn words(inst: &Inst) -> Result<(u32, Option<u32>), Error> {
    let mapped = inst
        .map_operands(&mut to_gfx8)
        .ok_or(Error::Operand { operand: "src0" })?;
    let gfx7 = stand_in(mapped);
    match mapped {
        Inst::Smrd {
            op,
            dst,
            base,
            offset,
            glc,
        } => smem_words(op, dst, base, offset, glc),
        Inst::Ds(_) | Inst::Flat(_) | Inst::Mimg(_) | Inst::Mubuf { .. } | Inst::Mtbuf { .. } => {
            super::gfx8_mem::words(&mapped)
        }
        Inst::Interp16(i) => i.gfx8_words().map(|(w0, w1)| (w0, Some(w1))),
        Inst::Sdwa(i) => i.gfx8_words().map(|(w0, w1)| (w0, Some(w1))),
        Inst::Dpp(i) => i.gfx8_words().map(|(w0, w1)| (w0, Some(w1))),
        // gfx8's `VOP3b` has `clamp` (bit 15), which gfx7's lacks: the
        // gfx7 encoder checks the rest.
        Inst::Vop3(v) if v.op.is_vop3b() => {
            let op = v.op.gfx7_stand_in();
            let (w0, w1) = Inst::Vop3(Vop3Inst {
                op,
                clamp: false,
                ..v
            })
            .words()?;
            Ok((alu_word(&mapped, w0)? | u32::from(v.clamp) << 15, w1))
        }
        _ => {
            let (w0, w1) = gfx7.words()?;
            let first = alu_word(&mapped, w0)?;
            if let Inst::Vop2 {
                op: Vop2::WritelaneB32,
                src0,
                ..
            } = mapped
            {
                // gfx8's `VOP3` has no literal, and LLVM takes no
                // `LDS_DIRECT` in its `v_writelane_b32`.
                if src0.literal().is_some() {
                    return Err(Error::LiteralInVop3);
                }
                if src0.is_lds_direct() {
                    return Err(Error::Operand { operand: "src0" });
                }
            }
            if is_lane_move(&mapped) {
                // The gfx7 `VOP2` word's `src0` and lane select are the
                // `VOP3` `src0` and `src1`.
                return Ok((first, Some(bits(w0, 0, 9) | bits(w0, 9, 8) << 9)));
            }
            Ok((first, w1))
        }
    }
}

/// Whether the instruction is a `v_readlane_b32`/`v_writelane_b32`, which
/// gfx8 encodes as `VOP3`.
fn is_lane_move(inst: &Inst) -> bool {
    matches!(inst, Inst::Vop2 { op, .. } if matches!(op.shape(), VShape::Readlane | VShape::Writelane))
}

/// The first gfx8 dword of a gfx7 ALU, `VINTRP` or `EXP` word of `inst`.
fn alu_word(inst: &Inst, w0: u32) -> Result<u32, Error> {
    match *inst {
        Inst::Sop2 { op, .. } => with_op(w0, 23, 7, op.gfx8_code()),
        Inst::Sopk { op, .. } => with_op(w0, 23, 5, op.gfx8_code()),
        Inst::Sop1 { op, .. } => with_op(w0, 8, 8, op.gfx8_code()),
        Inst::Sopc { op, .. } => with_op(w0, 16, 7, op.gfx8_code()),
        Inst::Sopp { op, .. } => with_op(w0, 16, 7, op.gfx8_code()),
        Inst::Vop1 { op, .. } => with_op(w0, 9, 8, op.gfx8_code()),
        Inst::Vopc { op, .. } => with_op(w0, 17, 8, op.gfx8_code()),
        Inst::Vop2 { op, .. } if is_lane_move(inst) => {
            // The destination (an SGPR code, or a VGPR's number) is the
            // `VOP3` `vdst` field.
            Ok(VOP3 | vop3_code(Vop3Op::Vop2(op))? << 16 | bits(w0, 17, 8))
        }
        Inst::Vop2 { op, .. } | Inst::Madk { op, .. } => with_op(w0, 25, 6, op.gfx8_code()),
        Inst::Vop3(v) => {
            let code = vop3_code(v.op)?;
            // gfx7: op:9 at 17, clamp at 11 (VOP3a) or sdst:7 at 8 (VOP3b).
            let low = if v.op.is_vop3b() {
                bits(w0, 0, 15) | u32::from(v.clamp) << 15
            } else {
                bits(w0, 0, 11) | u32::from(v.clamp) << 15
            };
            Ok(VOP3 | code << 16 | low)
        }
        Inst::Vintrp { .. } => Ok(w0 & !(0x3F << 26) | VINTRP),
        Inst::Exp { .. } => Ok(w0 & !(0x3F << 26) | EXP),
        _ => Err(Error::Operand { operand: "op" }),
    }
}

/// The two `SMEM` dwords of a scalar memory instruction: the offset is an
/// SGPR or a 20-bit byte offset ([`SmrdOffset::Imm`] or
/// [`SmrdOffset::Literal`]); `glc` (bit 16) only with a base.
fn smem_words(
    op: Smrd,
    dst: Operand,
    base: Operand,
    offset: SmrdOffset,
    glc: bool,
) -> Result<(u32, Option<u32>), Error> {
    // The gfx7 encoder checks the destination and base.
    let probe = Inst::Smrd {
        op,
        dst,
        base,
        offset: match offset {
            SmrdOffset::Sgpr(_) => offset,
            _ => SmrdOffset::Imm(0),
        },
        glc: false,
    };
    probe.words()?;
    let code = u32::from(op.gfx8_code().ok_or(Error::Operand { operand: "op" })?);
    let shape = op.shape();
    let d = if shape.is_probe() {
        // `s_atc_probe*`: a 7-bit probe value, and no `glc` in LLVM's syntax.
        if glc {
            return Err(Error::Operand { operand: "glc" });
        }
        atc_probe(dst).ok_or(Error::Operand { operand: "dst" })?
    } else if shape.dst == 0 {
        0
    } else {
        sdst(dst, shape.dst, "dst")?
    };
    let w0 = SMEM | code << 18 | d << 6;
    if shape.base == 0 {
        return if glc {
            Err(Error::Operand { operand: "glc" })
        } else {
            Ok((w0, Some(0)))
        };
    }
    let b = aligned_sgprs(base, shape.base, 2, "base")?;
    let (imm, w1) = match offset {
        SmrdOffset::Imm(v) => (1, u32::from(v)),
        SmrdOffset::Literal(v) if v <= 0xF_FFFF => (1, v),
        SmrdOffset::Literal(_) => return Err(Error::Operand { operand: "offset" }),
        SmrdOffset::Sgpr(s) => (0, sdst(s, 1, "offset")?),
    };
    Ok((w0 | imm << 17 | u32::from(glc) << 16 | b, Some(w1)))
}

/// Decodes gfx8 `code` ([`Inst::decode_for`]).
pub(super) fn decode(code: &[u32]) -> Result<(Inst, usize), Error> {
    let w = dword(code, 0)?;
    let unknown = Error::Unknown { word: w };
    let second = || dword(code, 1);
    let interp16 =
        w >> 26 == VOP3 >> 26 && Interp16::from_gfx8_code(bits(w, 16, 10) as u16).is_some();
    let inst = if w >> 26 == SMEM >> 26 {
        smem_decode(w, second()?).ok_or(unknown)?
    } else if interp16 {
        Inst::Interp16(Interp16Inst::gfx8_decode(w, second()?).ok_or(unknown)?)
    } else if w >> 31 == 0 && bits(w, 0, 9) == super::sdwa::SDWA {
        Inst::Sdwa(super::sdwa::SdwaInst::gfx8_decode(w, second()?).ok_or(unknown)?)
    } else if w >> 31 == 0 && bits(w, 0, 9) == super::dpp::DPP {
        Inst::Dpp(super::dpp::DppInst::gfx8_decode(w, second()?).ok_or(unknown)?)
    } else if [MUBUF, MTBUF, DS, FLAT, MIMG].contains(&(w & 0xFC00_0000)) {
        // Two dwords each; the family's decoder gives the operands in
        // gfx8's codes, and the re-encoding below checks every bit.
        let inst = super::gfx8_mem::decode(w, second()?)?;
        inst.map_operands(&mut from_gfx8).ok_or(unknown)?
    } else {
        // `VOP3` and `EXP` are two dwords.
        let w1 = if [VOP3, EXP].contains(&(w & 0xFC00_0000)) {
            Some(second()?)
        } else {
            code.get(1).copied()
        };
        let w7 = gfx7_word(w, w1).ok_or(unknown)?;
        let mut buf = [w7, code.get(1).copied().unwrap_or(0)];
        let is_lane_move = w >> 26 == VOP3 >> 26 && w7 >> 31 == 0;
        let len = if is_lane_move || code.len() < 2 { 1 } else { 2 };
        if is_lane_move {
            buf[1] = 0;
        }
        let slice = buf.get(..len).unwrap_or_default();
        let (inst, _) = Inst::decode_any(slice).map_err(|e| match e {
            Error::Unknown { .. } => unknown,
            e => e,
        })?;
        let inst = with_gfx8_op(inst, w).ok_or(unknown)?;
        let mut inst = inst.map_operands(&mut from_gfx8).ok_or(unknown)?;
        // gfx8's `VOP3b` `clamp`, which the gfx7 word has no place for.
        if let Inst::Vop3(ref mut v) = inst
            && v.op.is_vop3b()
        {
            v.clamp = bits(w, 15, 1) == 1;
        }
        inst
    };
    check(&inst).map_err(|_| unknown)?;
    let dwords = reencoded_len(code, words(&inst), unknown)?;
    Ok((inst, dwords))
}

/// The gfx7 word of a gfx8 ALU, `VINTRP` or `EXP` word (`None` for an
/// opcode the crate does not model); a lane move's `VOP3` words become the
/// gfx7 `VOP2` word (`w1` is the second gfx8 dword, if any).
fn gfx7_word(w: u32, w1: Option<u32>) -> Option<u32> {
    let remap = |shift, width, gfx7: fn(u16) -> Option<u16>| gfx7_op(w, shift, width, gfx7);
    if w >> 23 == SOP1 >> 23 {
        remap(8, 8, |c| Sop1::from_gfx8_code(c).map(Sop1::code))
    } else if w >> 23 == SOPC >> 23 {
        remap(16, 7, |c| Sopc::from_gfx8_code(c).map(Sopc::code))
    } else if w >> 23 == SOPP >> 23 {
        remap(16, 7, |c| Sopp::from_gfx8_code(c).map(Sopp::code))
    } else if w >> 28 == SOPK >> 28 {
        remap(23, 5, |c| Sopk::from_gfx8_code(c).map(Sopk::code))
    } else if w >> 30 == SOP2 >> 30 {
        remap(23, 7, |c| Sop2::from_gfx8_code(c).map(Sop2::code))
    } else if w >> 25 == VOP1 >> 25 {
        remap(9, 8, |c| Vop1::from_gfx8_code(c).map(Vop1::code))
    } else if w >> 25 == VOPC >> 25 {
        remap(17, 8, |c| {
            Vopc::from_gfx8_code(c).map(|o| o.gfx7_stand_in().code())
        })
    } else if w >> 31 == 0 {
        remap(25, 6, |c| {
            Vop2::from_gfx8_code(c).map(|o| o.gfx7_stand_in().code())
        })
    } else if w >> 26 == VOP3 >> 26 {
        let op = Vop3Op::from_gfx8_code(bits(w, 16, 10) as u16)?;
        if let Vop3Op::Vop2(o) = op
            && matches!(o.shape(), VShape::Readlane | VShape::Writelane)
        {
            // Only the fields the lane moves have: the rest re-encodes as 0.
            let w1 = w1?;
            if bits(w1, 9, 9) > 0xFF {
                return None;
            }
            return Some(
                u32::from(o.code()) << 25
                    | bits(w, 0, 8) << 17
                    | bits(w1, 9, 8) << 9
                    | bits(w1, 0, 9),
            );
        }
        let low = if op.is_vop3b() {
            bits(w, 0, 15)
        } else {
            // Bits 14:11 are reserved on gfx8 (the gfx7 word keeps them
            // out of its reserved bits 16:12, so the re-encoding refuses
            // them).
            bits(w, 0, 11) | bits(w, 15, 1) << 11 | bits(w, 11, 4) << 12
        };
        Some(GFX7_VOP3 | u32::from(op.gfx7_stand_in().code()) << 17 | low)
    } else if w >> 26 == VINTRP >> 26 {
        Some(w & !(0x3F << 26) | GFX7_VINTRP)
    } else if w >> 26 == EXP >> 26 {
        Some(w & !(0x3F << 26) | GFX7_EXP)
    } else {
        None
    }
}

/// Decodes an `SMEM` instruction (`None` for an opcode the crate does not
/// model and operands gfx8's encoder would not write).
fn smem_decode(w0: u32, w1: u32) -> Option<Inst> {
    let op = Smrd::from_gfx8_code(bits(w0, 18, 8) as u16)?;
    let glc = bits(w0, 16, 1) == 1;
    let shape = op.shape();
    let dst = if shape.is_probe() {
        Operand::imm(bits(w0, 6, 7))
    } else if shape.dst == 0 {
        Operand::ZERO
    } else {
        from_gfx8(Operand::from_code(bits(w0, 6, 7) as u16, shape.dst, 0)?)?
    };
    if shape.base == 0 {
        return Some(Inst::Smrd {
            op,
            dst,
            base: Operand::ZERO,
            offset: SmrdOffset::Imm(0),
            glc,
        });
    }
    let base = from_gfx8(sgprs_at(bits(w0, 0, 6), 2, shape.base)?)?;
    let offset = if bits(w0, 17, 1) == 1 {
        match u8::try_from(w1) {
            Ok(v) => SmrdOffset::Imm(v),
            Err(_) => SmrdOffset::Literal(w1),
        }
    } else {
        let code = u16::try_from(w1).ok().filter(|&c| c != LITERAL)?;
        SmrdOffset::Sgpr(from_gfx8(Operand::from_code(code, 1, 0)?)?)
    };
    Some(Inst::Smrd {
        op,
        dst,
        base,
        offset,
        glc,
    })
}
