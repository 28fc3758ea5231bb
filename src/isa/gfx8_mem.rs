//! gfx8 encodings of the memory families (`DS`, `MUBUF`, `MTBUF`, `MIMG`,
//! `FLAT`).
//!
//! gfx8 numbers their opcodes otherwise ([`Ds::gfx8_code`] and the like) and
//! moves a few fields; the operands and their rules are gfx7's:
//!
//! | encoding | dwords | fields (first dword, high bits first) |
//! |---|---|---|
//! | `MUBUF` | 2 | `111000` … op:7 slc lds … glc idxen offen offset:12 · soffset:8 tfe … srsrc:5 vdata:8 vaddr:8 |
//! | `MTBUF` | 2 | `111010` nfmt:3 dfmt:4 op:4 glc idxen offen offset:12 · soffset:8 tfe slc … srsrc:5 vdata:8 vaddr:8 |
//! | `DS` | 2 | `110110` … op:8 gds offset1:8 offset0:8 · vdst:8 data1:8 data0:8 addr:8 |
//! | `FLAT` | 2 | as gfx7: `110111` … op:7 slc glc … · vdst:8 tfe … data:8 addr:8 |
//! | `MIMG` | 2 | as gfx7: `111100` slc op:7 lwe tfe r128 da glc unorm dmask:4 … · ssamp:5 srsrc:5 vdata:8 vaddr:8 |
//!
//! gfx8 has no `addr64` (`MUBUF`, `MTBUF`) and no number format 6
//! (`BUF_NUM_FORMAT_SNORM_OGL`, reserved there): the encoder refuses them
//! with [`Error::NotOnGfx`]. `llvm-mc-14 -mcpu=tonga` takes `lds` on
//! `buffer_load_dwordx2`, `_dwordx3` and `_dwordx4` too
//! ([`Mubuf::takes_lds_on`]). A `MIMG` address decodes at the narrowest
//! width the opcode takes ([`Mimg::min_addr_dwords`]), as LLVM's gfx8
//! disassembler writes it.
//!
//! gfx8's own opcodes (`gfx8_only`, refused on gfx6 and gfx7) are modelled
//! too: `ds_add_f32`, `ds_add_rtn_f32`, `ds_add_src2_f32`, `ds_permute_b32`
//! and `ds_bpermute_b32` (these two without `gds`), the `MUBUF` and `MTBUF`
//! `format_d16` loads and stores (a 16-bit value a dword: tonga's data are
//! as wide as the `format` opcodes'), and `buffer_store_lds_dword`, which
//! has no VGPR operand and always `lds`
//! (`buffer_store_lds_dword s[4:7], s1 offset:4 lds glc slc`). `MIMG`'s
//! `d16` is bit 63 ([`MimgFlags::d16`], on the opcodes
//! [`Mimg::takes_d16`] gives).
//!
//! As for the other families, encoding goes through the gfx7 encoder, which
//! checks the operands, and rewrites its words; decoding rewrites the gfx8
//! words into gfx7 ones and decodes those (the caller accepts the result
//! only if it encodes back to the same gfx8 words).

use super::gfx8::{gfx7_op, with_op};
use super::inst::{BufOperands, Inst, MimgFlags, MubufFlags, bits};
use super::opcode::{Ds, Flat, Mimg, Mtbuf, Mubuf};
use super::{Error, Operand};
use crate::regs::{BufNumFormat, Gfx};

const MUBUF: u32 = 0b11_1000 << 26;
const MTBUF: u32 = 0b11_1010 << 26;
const DS: u32 = 0b11_0110 << 26;
const FLAT: u32 = 0b11_0111 << 26;
const MIMG: u32 = 0b11_1100 << 26;

const fn not_on(what: &'static str) -> Error {
    Error::NotOnGfx {
        gfx: Gfx::Gfx8,
        what,
    }
}

impl Mubuf {
    /// Whether the opcode takes `lds` on `gfx`: the one-dword loads
    /// ([`Mubuf::takes_lds`]), and on gfx8 also `buffer_load_dwordx2`,
    /// `buffer_load_dwordx3` and `buffer_load_dwordx4`, as `llvm-mc-14
    /// -mcpu=tonga` takes them.
    pub const fn takes_lds_on(self, gfx: Gfx) -> bool {
        self.takes_lds()
            || (matches!(gfx, Gfx::Gfx8)
                && matches!(
                    self,
                    Mubuf::LoadDwordx2 | Mubuf::LoadDwordx3 | Mubuf::LoadDwordx4
                ))
    }
}

impl Mimg {
    /// Whether the opcode takes `d16` on gfx8 ([`MimgFlags::d16`]), as
    /// `llvm-mc-14 -mcpu=tonga` does: the loads and stores but for the
    /// `pck` ones, the samples and the gathers (not the atomics,
    /// `image_get_resinfo` or `image_get_lod`).
    pub const fn takes_d16(self) -> bool {
        !self.shape().atomic
            && !matches!(
                self,
                Mimg::GetResinfo
                    | Mimg::GetLod
                    | Mimg::LoadPck
                    | Mimg::LoadPckSgn
                    | Mimg::LoadMipPck
                    | Mimg::LoadMipPckSgn
                    | Mimg::StorePck
                    | Mimg::StoreMipPck
            )
    }

    /// The narrowest address width in VGPRs `llvm-mc-14` takes for the
    /// opcode ([`Mimg::takes_addr_dwords`]): the width LLVM's gfx8
    /// disassembler writes, and [`Inst::decode_for`] gives on gfx8 (a word
    /// whose address would run past `v255` at that width does not decode).
    pub const fn min_addr_dwords(self) -> u8 {
        let mut n = 1;
        while n < 16 && !self.takes_addr_dwords(n) {
            n += 1;
        }
        n
    }
}

/// The second dword of a memory instruction's gfx7 words (every one has
/// two).
fn second(w1: Option<u32>) -> Result<u32, Error> {
    w1.ok_or(Error::Operand { operand: "op" })
}

/// The gfx8 words of a memory instruction (operands already in gfx8's
/// codes).
pub(super) fn words(inst: &Inst) -> Result<(u32, Option<u32>), Error> {
    match *inst {
        Inst::Ds(d) => {
            // LLVM's syntax has no `gds` on the lane permutes.
            if d.gds && matches!(d.op, Ds::PermuteB32 | Ds::BpermuteB32) {
                return Err(Error::Operand { operand: "gds" });
            }
            let (w0, w1) = inst.words()?;
            let code = d.op.gfx8_code().ok_or(Error::Operand { operand: "op" })?;
            // gfx7: op:8 at 18, gds at 17; gfx8: op:8 at 17, gds at 16.
            let w0 = DS | u32::from(code) << 17 | bits(w0, 17, 1) << 16 | bits(w0, 0, 16);
            Ok((w0, w1))
        }
        Inst::Flat(f) => {
            let (w0, w1) = inst.words()?;
            Ok((with_op(w0, 18, 7, f.op.gfx8_code())?, w1))
        }
        Inst::Mimg(m) => {
            if m.flags.d16 && !m.op.takes_d16() {
                return Err(Error::Operand { operand: "flags" });
            }
            // The gfx7 encoder leaves `d16` out: it is bit 31 of the
            // second dword.
            let (w0, w1) = inst.words()?;
            let w1 = second(w1)? | u32::from(m.flags.d16) << 31;
            Ok((with_op(w0, 18, 7, m.op.gfx8_code())?, Some(w1)))
        }
        Inst::Mubuf { op, buf } => {
            let flags = buf.flags;
            let code = u32::from(op.gfx8_code().ok_or(Error::Operand { operand: "op" })?);
            if op == Mubuf::StoreLdsDword {
                return store_lds_words(inst, code);
            }
            // The cache invalidations have no operands: every field is 0
            // but the opcode.
            if op.shape().data == 0 {
                return Ok((MUBUF | code << 18, Some(0)));
            }
            if flags.addr64 {
                return Err(not_on("addr64"));
            }
            if flags.lds && (flags.tfe || !op.takes_lds_on(Gfx::Gfx8)) {
                return Err(Error::Operand { operand: "flags" });
            }
            // The gfx7 encoder checks the operands (but for `lds`, which
            // gfx8 takes on more opcodes).
            let gfx7 = Inst::Mubuf {
                op,
                buf: BufOperands {
                    flags: MubufFlags {
                        lds: false,
                        ..flags
                    },
                    ..buf
                },
            };
            let (w0, w1) = gfx7.words()?;
            let w1 = second(w1)?;
            // gfx7's `slc` (bit 22 of the second dword) is bit 17 of the
            // first on gfx8.
            let w0 = MUBUF
                | code << 18
                | bits(w1, 22, 1) << 17
                | u32::from(flags.lds) << 16
                | bits(w0, 0, 15);
            Ok((w0, Some(w1 & !(1 << 22))))
        }
        Inst::Mtbuf {
            op,
            buf,
            dfmt,
            nfmt,
        } => {
            if buf.flags.addr64 {
                return Err(not_on("addr64"));
            }
            if nfmt == BufNumFormat::BUF_NUM_FORMAT_SNORM_OGL {
                return Err(not_on("BUF_NUM_FORMAT_SNORM_OGL"));
            }
            // A `d16` opcode's gfx7 words are those of the opcode 8 below
            // (its `code()` does not fit gfx7's field).
            let base = Mtbuf::from_code(op.code() & 7).ok_or(Error::Operand { operand: "op" })?;
            let gfx7 = Inst::Mtbuf {
                op: base,
                buf,
                dfmt,
                nfmt,
            };
            let (w0, w1) = gfx7.words()?;
            // gfx7: op:3 at 16 (bit 15 is `addr64`); gfx8: op:4 at 15.
            Ok((with_op(w0, 15, 4, op.gfx8_code())?, w1))
        }
        _ => Err(Error::Operand { operand: "op" }),
    }
}

/// The gfx8 words of `buffer_store_lds_dword` (gfx8 opcode `code`): the
/// V#, `soffset`, `offset`, `glc` and `slc` of a `MUBUF` word without
/// `vdata` or `vaddr`, and `lds`, which the opcode requires.
fn store_lds_words(inst: &Inst, code: u32) -> Result<(u32, Option<u32>), Error> {
    let Inst::Mubuf { buf, .. } = *inst else {
        return Err(Error::Operand { operand: "op" });
    };
    let flags = buf.flags;
    if buf.data != Operand::ZERO || buf.vaddr != Operand::ZERO {
        return Err(Error::Operand { operand: "data" });
    }
    let only = MubufFlags {
        lds: true,
        glc: flags.glc,
        slc: flags.slc,
        ..MubufFlags::default()
    };
    if flags != only {
        return Err(Error::Operand { operand: "flags" });
    }
    // The gfx7 encoder checks the V#, `soffset` and `offset` (as those of
    // a `buffer_load_dword` into v0 without an address).
    let probe = Inst::Mubuf {
        op: Mubuf::LoadDword,
        buf: BufOperands {
            data: Operand::vgpr(0),
            vaddr: Operand::vgpr(0),
            flags: MubufFlags {
                lds: false,
                slc: false,
                ..only
            },
            ..buf
        },
    };
    let (w0, w1) = probe.words()?;
    let w1 = second(w1)?;
    let w0 = MUBUF | code << 18 | u32::from(flags.slc) << 17 | 1 << 16 | bits(w0, 0, 15);
    Ok((w0, Some(w1)))
}

/// The gfx7 words of gfx8 memory words `w0`, `w1` (`None` for an opcode
/// the crate does not model on gfx8) and the `MUBUF` `lds` bit, which the
/// gfx7 decoder takes on fewer opcodes and the caller sets.
fn gfx7_words(w0: u32, w1: u32) -> Option<(u32, u32, bool)> {
    match w0 & 0xFC00_0000 {
        DS => {
            let op = Ds::from_gfx8_code(bits(w0, 17, 8) as u16)?;
            // Bit 25 is reserved: left out, the re-encoding refuses it.
            let w0 = DS | u32::from(op.code()) << 18 | bits(w0, 16, 1) << 17 | bits(w0, 0, 16);
            Some((w0, w1, false))
        }
        FLAT => {
            let w0 = gfx7_op(w0, 18, 7, |c| Flat::from_gfx8_code(c).map(Flat::code))?;
            Some((w0, w1, false))
        }
        MIMG => {
            let w0 = gfx7_op(w0, 18, 7, |c| Mimg::from_gfx8_code(c).map(Mimg::code))?;
            // The address at v0, where the gfx7 decoder's width always
            // fits: the caller gives it gfx8's width, and `d16` (bit 31).
            Some((w0, w1 & !0x8000_00FF, false))
        }
        MUBUF => {
            let mut op = Mubuf::from_gfx8_code(bits(w0, 18, 7) as u16)?;
            if op == Mubuf::StoreLdsDword {
                // Read as a `buffer_load_dword`: the caller makes it the
                // store.
                op = Mubuf::LoadDword;
            }
            // Bits 15 and 25 of the first dword and 22 of the second are
            // reserved: bit 15 reads as gfx7's `addr64`, which gfx8 refuses
            // to encode, and the others are left out or overwritten, so the
            // re-encoding refuses them.
            let w0_7 = MUBUF | u32::from(op.code()) << 18 | bits(w0, 0, 16);
            let w1_7 = w1 & !(1 << 22) | bits(w0, 17, 1) << 22;
            Some((w0_7, w1_7, bits(w0, 16, 1) == 1))
        }
        MTBUF => {
            // gfx7's opcode is 3 bits at 16 (bit 15 is its `addr64`); a
            // `d16` opcode is read as the one 8 below, which the caller
            // replaces.
            let w0 = gfx7_op(w0, 15, 4, |c| {
                Mtbuf::from_gfx8_code(c).map(|o| (o.code() & 7) << 1)
            })?;
            Some((w0, w1, false))
        }
        _ => None,
    }
}

/// Decodes the two dwords of a gfx8 memory instruction (`w0` is one of the
/// memory encodings), with its scalar operands in gfx8's codes; the caller
/// translates them and refuses a decoding that does not encode back to the
/// same dwords.
pub(super) fn decode(w0: u32, w1: u32) -> Result<Inst, Error> {
    let unknown = Error::Unknown { word: w0 };
    let (w0_7, w1_7, lds) = gfx7_words(w0, w1).ok_or(unknown)?;
    // `decode_any`: gfx8's own opcodes have gfx7 placeholders.
    let (mut inst, _) = Inst::decode_any(&[w0_7, w1_7]).map_err(|_| unknown)?;
    match inst {
        Inst::Mubuf {
            ref mut op,
            ref mut buf,
        } => {
            buf.flags.lds = lds;
            if Mubuf::from_gfx8_code(bits(w0, 18, 7) as u16) == Some(Mubuf::StoreLdsDword) {
                *op = Mubuf::StoreLdsDword;
                buf.data = Operand::ZERO;
                buf.vaddr = Operand::ZERO;
            }
        }
        Inst::Mtbuf { ref mut op, .. } => {
            *op = Mtbuf::from_gfx8_code(bits(w0, 15, 4) as u16).ok_or(unknown)?;
        }
        Inst::Mimg(ref mut m) => {
            m.vaddr = Operand::vgprs(bits(w1, 0, 8) as u8, m.op.min_addr_dwords())
                .map_err(|_| unknown)?;
            m.flags = MimgFlags {
                d16: bits(w1, 31, 1) == 1,
                ..m.flags
            };
        }
        _ => {}
    }
    Ok(inst)
}
