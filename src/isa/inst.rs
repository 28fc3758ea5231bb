//! One machine instruction: its fields, its encoding into dwords, its
//! decoding from dwords and its text in LLVM's assembly syntax.

use core::fmt;

use super::Error;
use super::dpp::DppInst;
use super::opcode::{
    Ds, DsOffset, Flat, FlatKind, Interp16, Mimg, Modifiers, Mtbuf, Mubuf, Smrd, Sop1, Sop2, Sopc,
    Sopk, SopkForm, Sopp, SoppImm, SrcKind, VShape, VWidths, Vintrp, Vop1, Vop2, Vop3, Vopc,
};
use super::operand::{LITERAL, Operand};
use super::sdwa::SdwaInst;
use crate::regs::{BufDataFormat, BufNumFormat, Gfx};

/// The `s_waitcnt` counters: wait until at most this many operations of each
/// kind are outstanding (a counter at its maximum does not wait).
///
/// | counter | bits | counts |
/// |---|---|---|
/// | `vmcnt` | 3:0 | vector memory reads and writes |
/// | `expcnt` | 6:4 | exports and GDS writes |
/// | `lgkmcnt` | 11:8 | LDS, GDS, constant (scalar) memory and messages |
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Waitcnt(pub u16);

impl Waitcnt {
    /// No wait at all (every counter at its maximum).
    pub const NONE: Self = Self(0x0F7F);
    const VM_MAX: u16 = 0xF;
    const EXP_MAX: u16 = 0x7;
    const LGKM_MAX: u16 = 0xF;

    /// Waits for `vmcnt` (0..=15), `expcnt` (0..=7) and `lgkmcnt` (0..=15);
    /// `None` waits for nothing of that kind.
    pub const fn new(vm: Option<u8>, exp: Option<u8>, lgkm: Option<u8>) -> Result<Self, Error> {
        /// One counter's field value: the count, or its maximum for "no wait".
        const fn field(counter: &'static str, count: Option<u8>, max: u16) -> Result<u16, Error> {
            match count {
                Some(v) if v as u16 > max => Err(Error::Waitcnt { counter, value: v }),
                Some(v) => Ok(v as u16),
                None => Ok(max),
            }
        }
        let vm = ctry!(field("vmcnt", vm, Self::VM_MAX));
        let exp = ctry!(field("expcnt", exp, Self::EXP_MAX));
        let lgkm = ctry!(field("lgkmcnt", lgkm, Self::LGKM_MAX));
        Ok(Self(vm | exp << 4 | lgkm << 8))
    }

    /// Waits until every vector memory operation has completed.
    pub const VM_ZERO: Self = Self(0x0F70);
    /// Waits until every scalar memory / LDS operation has completed.
    pub const LGKM_ZERO: Self = Self(0x007F);
    /// Waits for everything.
    pub const ALL_ZERO: Self = Self(0);
}

impl fmt::Display for Waitcnt {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let v = self.0;
        if v & !0x0F7F != 0 {
            // Bits outside the counters: print the raw value, which
            // re-assembles to the same word.
            return write!(f, "{v:#x}");
        }
        let fields = [
            ("vmcnt", v & 0xF, Self::VM_MAX),
            ("expcnt", v >> 4 & 0x7, Self::EXP_MAX),
            ("lgkmcnt", v >> 8 & 0xF, Self::LGKM_MAX),
        ];
        let all_max = fields.iter().all(|&(_, value, max)| value == max);
        let mut first = true;
        for (name, value, max) in fields {
            if all_max || value != max {
                if !first {
                    f.write_str(" ")?;
                }
                write!(f, "{name}({value})")?;
                first = false;
            }
        }
        Ok(())
    }
}

/// The offset of a scalar memory read, in dwords.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SmrdOffset {
    /// An 8-bit immediate (0..=255 dwords).
    Imm(u8),
    /// A 32-bit literal dword after the instruction (a gfx7 form).
    Literal(u32),
    /// An SGPR holding the offset (in bytes, as the hardware reads it).
    Sgpr(Operand),
}

impl SmrdOffset {
    /// An immediate offset of `dwords`: the 8-bit form when it fits, else
    /// the literal form.
    pub const fn dwords(dwords: u32) -> Self {
        if dwords <= 0xFF {
            Self::Imm(dwords as u8)
        } else {
            Self::Literal(dwords)
        }
    }
}

/// The source of a `VINTRP` instruction.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum InterpSrc {
    /// A VGPR holding the barycentric coordinate (`v_interp_p1/p2_f32`).
    Vgpr(u8),
    /// The attribute's `P10` value (`v_interp_mov_f32 ... p10`).
    P10,
    /// The attribute's `P20` value.
    P20,
    /// The attribute's `P0` value (flat shading).
    P0,
}

/// Flags of a buffer instruction (`MUBUF` and `MTBUF`: the same bits in
/// both, but for `lds`, which `MTBUF` lacks).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct MubufFlags {
    /// `OFFEN`: the VGPR address supplies a byte offset.
    pub offen: bool,
    /// `IDXEN`: the VGPR address supplies a record index (vertex fetch).
    pub idxen: bool,
    /// `ADDR64`: the VGPR address is a 64-bit address pair (without
    /// `offen` or `idxen`).
    pub addr64: bool,
    /// `GLC`: globally coherent (bypass the L1 for reads).
    pub glc: bool,
    /// `SLC`: system level coherent.
    pub slc: bool,
    /// `TFE`: texture fail enable (the VGPR after the loaded data receives the
    /// status; the data operand still names the loaded dwords only).
    pub tfe: bool,
    /// `LDS` (bit 16): the loaded dword is written to the LDS at the address
    /// `M0` gives (`MUBUF` only, and only the one-dword loads, without
    /// `tfe`, as LLVM's assembler takes it: [`Mubuf::takes_lds`]).
    pub lds: bool,
}

impl MubufFlags {
    /// No flag set (no VGPR address).
    pub const NONE: Self = Self {
        offen: false,
        idxen: false,
        addr64: false,
        glc: false,
        slc: false,
        tfe: false,
        lds: false,
    };

    /// Index addressing only (`idxen`), as a vertex fetch uses it.
    pub const IDXEN: Self = Self {
        idxen: true,
        ..Self::NONE
    };

    /// VGPR address dwords the flags ask for (0 when there is none).
    pub const fn vaddr_dwords(self) -> u8 {
        if self.addr64 || (self.offen && self.idxen) {
            2
        } else if self.offen || self.idxen {
            1
        } else {
            0
        }
    }
}

/// Flags of a `MIMG` instruction.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct MimgFlags {
    /// `UNORM`: the coordinates are unnormalised (texels, not 0..1).
    pub unorm: bool,
    /// `GLC`: globally coherent.
    pub glc: bool,
    /// `SLC`: system level coherent.
    pub slc: bool,
    /// `R128`: the T# is 128 bits (4 SGPRs) instead of 256.
    pub r128: bool,
    /// `TFE`: texture fail enable (one more data VGPR receives the status).
    pub tfe: bool,
    /// `LWE`: LOD warning enable.
    pub lwe: bool,
    /// `DA`: declare an array (the address has a slice index).
    pub da: bool,
    /// `D16` (gfx8 only, bit 63): the data are 16-bit values, one a dword
    /// (`Mimg::takes_d16`).
    pub d16: bool,
}

impl MimgFlags {
    /// The flags in LLVM's order, with their names.
    const fn named(self) -> [(bool, &'static str); 8] {
        [
            (self.unorm, " unorm"),
            (self.glc, " glc"),
            (self.slc, " slc"),
            (self.r128, " r128"),
            (self.tfe, " tfe"),
            (self.lwe, " lwe"),
            (self.da, " da"),
            (self.d16, " d16"),
        ]
    }
}

/// Declares where each flag of a flag set sits in an instruction's two
/// dwords (bit `n` of the first dword is `n`, bit `n` of the second is
/// `32 + n`), one list that both the encoder and the decoder read.
macro_rules! flag_bits {
    ($ty:ident { $($flag:ident: $bit:expr),* $(,)? }) => {
        impl $ty {
            /// The flags' bits in the instruction's first and second dword.
            fn bits(self) -> (u32, u32) {
                let words = 0 $(| u64::from(self.$flag) << ($bit))*;
                (words as u32, (words >> 32) as u32)
            }

            /// The flags set in the instruction's first and second dword
            /// (a flag not listed, gfx8's own, clear).
            #[allow(clippy::needless_update)]
            fn from_bits(w0: u32, w1: u32) -> Self {
                let words = u64::from(w1) << 32 | u64::from(w0);
                Self { $($flag: words >> ($bit) & 1 == 1,)* ..Self::default() }
            }
        }
    };
}

flag_bits!(MubufFlags {
    lds: 16,
    offen: 12,
    idxen: 13,
    glc: 14,
    addr64: 15,
    slc: 32 + 22,
    tfe: 32 + 23,
});

flag_bits!(MimgFlags {
    unorm: 12,
    glc: 13,
    da: 14,
    r128: 15,
    tfe: 16,
    lwe: 17,
    slc: 25,
});

/// The operands `MUBUF` and `MTBUF` share, at the same bits in both: the
/// data, address and V# registers, the scalar and immediate offsets and the
/// flags ([`Inst::Mubuf`], [`Inst::Mtbuf`]). One set of rules for both
/// families.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct BufOperands {
    /// Data VGPRs (loaded into or stored from).
    pub data: Operand,
    /// Address VGPRs (ignored when the flags ask for none).
    pub vaddr: Operand,
    /// The four SGPRs (or trap temporaries) holding the V#.
    pub srsrc: Operand,
    /// Scalar byte offset (an SGPR, `M0` or an inline constant).
    pub soffset: Operand,
    /// Immediate byte offset (0..=4095).
    pub offset: u16,
    /// Addressing and cache flags (`MTBUF` has no `lds`).
    pub flags: MubufFlags,
}

impl BufOperands {
    /// The operands of a cache invalidation, which encodes none: every
    /// register [`Operand::ZERO`], offset 0, no flags.
    pub const NONE: BufOperands = BufOperands {
        data: Operand::ZERO,
        vaddr: Operand::ZERO,
        srsrc: Operand::ZERO,
        soffset: Operand::ZERO,
        offset: 0,
        flags: MubufFlags::NONE,
    };

    /// The flag and offset bits of the first dword and the whole second
    /// dword, for data of `data_dwords`.
    fn words(&self, data_dwords: u8) -> Result<(u32, u32), Error> {
        let (flags, soffset) = (self.flags, self.soffset);
        let vd = vgpr(self.data, data_dwords, "data")?;
        let va_dwords = flags.vaddr_dwords();
        let va = if va_dwords == 0 {
            0
        } else {
            vgpr(self.vaddr, va_dwords, "vaddr")?
        };
        let t = aligned_sgprs(self.srsrc, 4, 4, "srsrc")?;
        if soffset.is_vgpr()
            || soffset.is_lds_direct()
            || soffset.literal().is_some()
            || soffset.dwords() != 1
        {
            return Err(Error::Operand { operand: "soffset" });
        }
        if self.offset > 0xFFF {
            return Err(Error::Operand { operand: "offset" });
        }
        // A 64-bit address is the whole address: no index or offset
        // from the VGPRs beside it (LLVM has no such form).
        if flags.addr64 && (flags.offen || flags.idxen) {
            return Err(Error::Operand { operand: "flags" });
        }
        let (f0, f1) = flags.bits();
        let w1 = f1 | u32::from(soffset.code()) << 24 | t << 16 | vd << 8 | va;
        Ok((f0 | u32::from(self.offset), w1))
    }

    /// The operands two dwords hold, or `None` where they are no operands
    /// [`Self::words`] takes or the reserved bit 21 of the second is set
    /// (the opcode's own bits are the caller's).
    fn decode(w0: u32, w1: u32, data_dwords: u8) -> Option<Self> {
        let flags = MubufFlags::from_bits(w0, w1);
        let data = Operand::vgprs((w1 >> 8) as u8, data_dwords).ok()?;
        let va = flags.vaddr_dwords();
        // Without an address the field is v0 (encoded as 0).
        let vaddr = if va == 0 {
            Operand::vgpr(w1 as u8)
        } else {
            Operand::vgprs(w1 as u8, va).ok()?
        };
        let srsrc = sgprs_at(bits(w1, 16, 5), 4, 4)?;
        let soffset = Operand::from_code((w1 >> 24) as u16, 1, 0)?;
        if (w1 >> 21) & 1 != 0 || soffset.literal().is_some() || (va == 0 && w1 & 0xFF != 0) {
            return None;
        }
        Some(Self {
            data,
            vaddr,
            srsrc,
            soffset,
            offset: bits(w0, 0, 12) as u16,
            flags,
        })
    }

    /// The instruction in LLVM's syntax, with the typed-buffer `format`
    /// (printed after `soffset`, as LLVM does, where it is not the default
    /// `BUF_DATA_FORMAT_8`, `BUF_NUM_FORMAT_UNORM`).
    fn fmt(
        &self,
        f: &mut fmt::Formatter<'_>,
        mnemonic: &str,
        format: Option<(BufDataFormat, BufNumFormat)>,
    ) -> fmt::Result {
        let flags = self.flags;
        write!(f, "{mnemonic} {}, ", self.data)?;
        if flags.vaddr_dwords() == 0 {
            f.write_str("off")?;
        } else {
            write!(f, "{}", self.vaddr)?;
        }
        write!(f, ", {}, {}", self.srsrc, self.soffset)?;
        if let Some((dfmt, nfmt)) = format {
            let dfmt = (dfmt != MTBUF_DEFAULT_DFMT).then_some(dfmt);
            let nfmt = (nfmt != MTBUF_DEFAULT_NFMT).then_some(nfmt);
            match (dfmt, nfmt) {
                (None, None) => {}
                (Some(d), None) => write!(f, " format:[{d}]")?,
                (None, Some(n)) => write!(f, " format:[{n}]")?,
                (Some(d), Some(n)) => write!(f, " format:[{d},{n}]")?,
            }
        }
        write_flags(
            f,
            [
                (flags.idxen, " idxen"),
                (flags.offen, " offen"),
                (flags.addr64, " addr64"),
            ],
        )?;
        if self.offset != 0 {
            write!(f, " offset:{}", self.offset)?;
        }
        write_flags(
            f,
            [
                (flags.glc, " glc"),
                (flags.slc, " slc"),
                (flags.lds, " lds"),
                (flags.tfe, " tfe"),
            ],
        )
    }
}

impl Mubuf {
    /// Whether the opcode takes `lds` (LLVM's assembler takes it on the
    /// one-dword loads: `buffer_load_format_x`, `_ubyte`, `_sbyte`,
    /// `_ushort`, `_sshort`, `_dword`).
    pub const fn takes_lds(self) -> bool {
        matches!(
            self,
            Mubuf::LoadFormatX
                | Mubuf::LoadUbyte
                | Mubuf::LoadSbyte
                | Mubuf::LoadUshort
                | Mubuf::LoadSshort
                | Mubuf::LoadDword
        )
    }
}

/// The `MTBUF` data format LLVM's syntax leaves out (`BUF_DATA_FORMAT_8`).
const MTBUF_DEFAULT_DFMT: BufDataFormat = BufDataFormat::BUF_DATA_FORMAT_8;
/// The `MTBUF` number format LLVM's syntax leaves out (`BUF_NUM_FORMAT_UNORM`).
const MTBUF_DEFAULT_NFMT: BufNumFormat = BufNumFormat::BUF_NUM_FORMAT_UNORM;

impl Mimg {
    /// Data dwords for a channel mask: one per channel set (at least one;
    /// four for `gather4`), plus one with `TFE`.
    pub const fn data_dwords(self, dmask: u8, flags: MimgFlags) -> u8 {
        let channels = if self.shape().gather {
            4
        } else if dmask & 0xF == 0 {
            1
        } else {
            (dmask & 0xF).count_ones() as u8
        };
        channels + flags.tfe as u8
    }

    /// Address dwords of a 2D image (a 2D array with `da`), as LLVM writes
    /// them: [`MimgShape::addr`](super::MimgShape::addr) (and the slice),
    /// rounded up to the next width LLVM's assembler takes for the opcode
    /// (`image_sample_c_d_cl_o`'s 9 are `v[0:15]`). It is the width
    /// [`Inst::decode`] gives the address (fewer when the range would run
    /// past `v255`), since the instruction word does not hold it (the
    /// image's dimension comes from the T#).
    ///
    /// A word whose address starts too near `v255` for the opcode's
    /// narrowest width ([`Mimg::takes_addr_dwords`]: `image_sample_b`,
    /// `image_sample_c`, `image_sample_c_l` and the like at `v255`) does not
    /// decode.
    pub const fn addr_dwords(self, da: bool) -> u8 {
        let addr = self.shape().addr;
        let mut n = if da && !matches!(self, Mimg::GetResinfo) {
            addr + 1
        } else {
            addr
        };
        while n < 16 && !self.takes_addr_dwords(n) {
            n += 1;
        }
        n
    }

    /// Whether an address of `dwords` VGPRs is one LLVM's assembler takes
    /// for the opcode (`llvm-mc-14 -mcpu=bonaire`, whatever the flags and
    /// channel mask; [`MimgShape::widths`](super::MimgShape::widths)): 1 to 4
    /// for the loads, stores, atomics and the plain samples, from 2 or more
    /// up to 4, 5, 6, 7 or 8 for the samples and gathers with extra values,
    /// and up to 8 or 16 with derivatives. The encoder takes these widths
    /// only.
    pub const fn takes_addr_dwords(self, dwords: u8) -> bool {
        dwords < 32 && self.shape().widths >> dwords & 1 == 1
    }
}

/// An image instruction (`MIMG`): load, store or sample.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct MimgInst {
    /// Opcode.
    pub op: Mimg,
    /// Data VGPRs ([`Mimg::data_dwords`] of them).
    pub data: Operand,
    /// Address VGPRs, of a width [`Mimg::takes_addr_dwords`] (the word does
    /// not hold it).
    pub vaddr: Operand,
    /// The T#: eight SGPRs (or trap temporaries) from a multiple of 4
    /// (also with `r128`, as LLVM writes it).
    pub srsrc: Operand,
    /// The S#: four SGPRs (or trap temporaries) from a multiple of 4
    /// (ignored, and encoded as 0, for opcodes without a sampler).
    pub ssamp: Operand,
    /// Channel mask (`DMASK`, bit i: channel i).
    pub dmask: u8,
    /// Flags.
    pub flags: MimgFlags,
}

/// Where an `exp` instruction sends its data (`TGT`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ExpTarget {
    /// Colour target `n` (0..=7), `mrt{n}`.
    Mrt(u8),
    /// Depth (and stencil, mask) output, `mrtz`.
    Mrtz,
    /// No target: a pixel shader's export that only ends it, `null`.
    Null,
    /// Position `n` (0..=3), `pos{n}`.
    Pos(u8),
    /// Parameter `n` (0..=31), `param{n}`: a VS output the PS interpolates.
    Param(u8),
}

impl ExpTarget {
    /// The `TGT` field value, or `None` for a number out of range.
    pub const fn code(self) -> Option<u8> {
        match self {
            Self::Mrt(n) if n < 8 => Some(n),
            Self::Mrtz => Some(8),
            Self::Null => Some(9),
            Self::Pos(n) if n < 4 => Some(12 + n),
            Self::Param(n) if n < 32 => Some(32 + n),
            _ => None,
        }
    }

    /// The target a `TGT` field value names (`None` for reserved values).
    pub const fn from_code(code: u8) -> Option<Self> {
        match code {
            0..=7 => Some(Self::Mrt(code)),
            8 => Some(Self::Mrtz),
            9 => Some(Self::Null),
            12..=15 => Some(Self::Pos(code - 12)),
            32..=63 => Some(Self::Param(code - 32)),
            _ => None,
        }
    }
}

impl fmt::Display for ExpTarget {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Self::Mrt(n) => write!(f, "mrt{n}"),
            Self::Mrtz => f.write_str("mrtz"),
            Self::Null => f.write_str("null"),
            Self::Pos(n) => write!(f, "pos{n}"),
            Self::Param(n) => write!(f, "param{n}"),
        }
    }
}

/// The opcode of a 64-bit (`VOP3`) vector ALU instruction: a `VOP1`, `VOP2`
/// or `VOPC` opcode in its 64-bit form (`_e64`), or a `VOP3`-only one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Vop3Op {
    /// A `VOP1` opcode (`VOP3` opcode 384 + op).
    Vop1(Vop1),
    /// A `VOP2` opcode (`VOP3` opcode 256 + op).
    Vop2(Vop2),
    /// A `VOPC` opcode (`VOP3` opcode = op).
    Vopc(Vopc),
    /// A `VOP3`-only opcode.
    Vop3(Vop3),
}

impl Vop3Op {
    /// The 9-bit `VOP3` opcode field; for an opcode only gfx8 has whose
    /// family `code()` is past its gfx7 field ([`Vop2::GFX7_END`] and the
    /// like), a placeholder past the 9-bit field: 512 + `code()` for
    /// `VOP2` and `VOPC` opcodes, `code()` (512 and up) for `VOP3`-only
    /// ones.
    pub const fn code(self) -> u16 {
        match self {
            Self::Vop1(op) => 384 + op.code(),
            Self::Vop2(op) if op.code() >= Vop2::GFX7_END => Vop3::GFX7_END + op.code(),
            Self::Vop2(op) => 256 + op.code(),
            Self::Vopc(op) if op.code() >= Vopc::GFX7_END => Vop3::GFX7_END + op.code(),
            Self::Vopc(op) => op.code(),
            Self::Vop3(op) => op.code(),
        }
    }

    /// The opcode a 9-bit field (or a placeholder past it, as
    /// [`code`](Self::code) gives) names, or `None` if it is not modelled.
    pub const fn from_code(code: u16) -> Option<Self> {
        const VOP2_END: u16 = Vop3::GFX7_END + Vop2::GFX7_END;
        const VOPC_END: u16 = Vop3::GFX7_END + Vopc::GFX7_END;
        if code >= VOPC_END {
            match Vopc::from_code(code - Vop3::GFX7_END) {
                Some(op) => Some(Self::Vopc(op)),
                None => None,
            }
        } else if code >= VOP2_END {
            match Vop2::from_code(code - Vop3::GFX7_END) {
                Some(op) => Some(Self::Vop2(op)),
                None => None,
            }
        } else if code >= Vop3::GFX7_END {
            match Vop3::from_code(code) {
                Some(op) => Some(Self::Vop3(op)),
                None => None,
            }
        } else if code >= 384 {
            match Vop1::from_code(code - 384) {
                Some(op) => Some(Self::Vop1(op)),
                None => None,
            }
        } else if code >= 320 {
            match Vop3::from_code(code) {
                Some(op) => Some(Self::Vop3(op)),
                None => None,
            }
        } else if code >= 256 {
            match Vop2::from_code(code - 256) {
                Some(op) => Some(Self::Vop2(op)),
                None => None,
            }
        } else {
            match Vopc::from_code(code) {
                Some(op) => Some(Self::Vopc(op)),
                None => None,
            }
        }
    }

    /// The opcode gfx8's encoder and decoder write in the gfx7 word they go
    /// through ([`Vop2::gfx7_stand_in`] and the like).
    pub(crate) const fn gfx7_stand_in(self) -> Self {
        match self {
            Self::Vop1(op) => Self::Vop1(op),
            Self::Vop2(op) => Self::Vop2(op.gfx7_stand_in()),
            Self::Vopc(op) => Self::Vopc(op.gfx7_stand_in()),
            Self::Vop3(op) => Self::Vop3(op.gfx7_stand_in()),
        }
    }

    /// Whether the instruction writes a lane mask to an SGPR pair in the
    /// `SDST` field (the `VOP3b` form of the carry instructions,
    /// `v_div_scale_*` and `v_mad_u64_u32`/`v_mad_i64_i32`), which leaves no
    /// room for `abs` and `clamp`.
    pub const fn is_vop3b(self) -> bool {
        match self {
            Self::Vop2(op) => matches!(op.shape(), VShape::CarryOut | VShape::CarryInOut),
            Self::Vop3(op) => op.is_vop3b(),
            Self::Vop1(_) | Self::Vopc(_) => false,
        }
    }

    /// Whether source 2 is a lane mask in an SGPR pair (the carry-in, or the
    /// selector of `v_cndmask_b32`).
    const fn src2_is_mask(self) -> bool {
        matches!(self, Self::Vop2(op) if matches!(op.shape(), VShape::Cndmask | VShape::CarryInOut))
    }

    /// Sources the instruction reads (a lane mask in source 2 included).
    const fn sources(self) -> u8 {
        match self {
            Self::Vop1(op) if matches!(op.shape(), VShape::Nothing) => 0,
            Self::Vop1(_) => 1,
            Self::Vop2(_) if self.src2_is_mask() => 3,
            Self::Vop2(_) | Self::Vopc(_) => 2,
            Self::Vop3(op) => {
                let w = op.shape().src;
                (w[0] > 0) as u8 + (w[1] > 0) as u8 + (w[2] > 0) as u8
            }
        }
    }

    /// The register widths of the destination and sources (the lane mask
    /// of a compare, 2 SGPRs; a lane-mask source of `v_cndmask_b32` and the
    /// carry-in, 2).
    pub const fn widths(self) -> VWidths {
        match self {
            Self::Vop1(op) => op.widths(),
            Self::Vop2(_) if self.src2_is_mask() => VWidths {
                dst: 1,
                src: [1, 1, 2],
            },
            Self::Vop2(_) => VWidths {
                dst: 1,
                src: [1, 1, 0],
            },
            Self::Vopc(op) => {
                let w = op.shape();
                VWidths {
                    dst: 2,
                    src: [w.src0, w.src1, 0],
                }
            }
            Self::Vop3(op) => op.shape(),
        }
    }

    /// SGPRs the destination is: 2 for a compare's lane mask, 1 for
    /// `v_readfirstlane_b32`, 0 for a VGPR.
    const fn dst_sgprs(self) -> u8 {
        match self {
            Self::Vopc(_) => 2,
            Self::Vop1(op) if matches!(op.shape(), VShape::ScalarDst) => 1,
            _ => 0,
        }
    }

    /// The modifiers LLVM's syntax gives the opcode (the fourth column of
    /// each vector family's opcode table).
    pub(super) const fn modifiers(self) -> Modifiers {
        match self {
            Self::Vop1(op) => op.modifiers(),
            Self::Vop2(op) => op.modifiers(),
            Self::Vopc(op) => op.modifiers(),
            Self::Vop3(op) => op.modifiers(),
        }
    }

    /// The modifiers LLVM's syntax gives the opcode on `gfx`: gfx8's float
    /// compares (not the class tests) also take `clamp`, which gfx6/gfx7
    /// refuse ("integer clamping is not supported on this GPU").
    pub(super) const fn modifiers_for(self, gfx: Gfx) -> Modifiers {
        let m = self.modifiers();
        match self {
            Self::Vopc(_) if matches!(gfx, Gfx::Gfx8) && m.src == 3 => {
                Modifiers { clamp: true, ..m }
            }
            _ => m,
        }
    }

    /// How the opcode reads source `i` (0..=2).
    pub(crate) const fn src_kind(self, i: u8) -> SrcKind {
        match self {
            Self::Vop1(op) => op.src_kind(),
            Self::Vop2(op) => op.src_kind(i),
            Self::Vopc(op) => op.src_kind(i),
            Self::Vop3(op) => op.src_kind(i),
        }
    }
}

/// A source operand as the opcode reading it prints it on a generation
/// ([`Operand::fmt_as`]).
struct Src(Operand, SrcKind, Gfx);

impl Src {
    /// Source `op` of `dwords` registers of a scalar instruction.
    const fn scalar(op: Operand, dwords: u8, gfx: Gfx) -> Self {
        Self(
            op,
            if dwords == 2 {
                SrcKind::B64
            } else {
                SrcKind::B32
            },
            gfx,
        )
    }
}

impl fmt::Display for Src {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt_as(f, self.1, self.2)
    }
}

/// gfx8's 16-bit interpolation: `VOP3` words whose `SRC0` field holds the
/// attribute, channel and `high` (bits 5:0, 7:6, 8), `SRC1` the VGPR of the
/// barycentric, and `SRC2` the VGPR of the second source (the `P10` value of
/// `v_interp_p1lv_f16`, the `P1` result of `v_interp_p2_f16`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Interp16Inst {
    /// The opcode.
    pub op: Interp16,
    /// Destination VGPR.
    pub dst: u8,
    /// The VGPR of the barycentric coordinate.
    pub src: u8,
    /// The second source's VGPR (ignored, and encoded as 0, where the
    /// opcode has none: [`Interp16::has_src2`]).
    pub src2: u8,
    /// Attribute (0..=63).
    pub attr: u8,
    /// Channel (0..=3: x, y, z, w).
    pub chan: u8,
    /// Whether the 16-bit value is the attribute's high half.
    pub high: bool,
    /// `NEG` on the sources: bit 1 the barycentric, bit 2 the second source
    /// (the bits of their `VOP3` fields; bit 0 names the attribute and is
    /// refused).
    pub neg: u8,
    /// `ABS`, as `neg`.
    pub abs: u8,
    /// `CLAMP`.
    pub clamp: bool,
    /// `OMOD` (not on `v_interp_p2_f16`: [`Interp16::has_omod`]).
    pub omod: u8,
}

impl Interp16Inst {
    /// An instruction without modifiers and in the low half.
    pub const fn new(op: Interp16, dst: u8, src: u8, src2: u8, attr: u8, chan: u8) -> Self {
        Self {
            op,
            dst,
            src,
            src2,
            attr,
            chan,
            high: false,
            neg: 0,
            abs: 0,
            clamp: false,
            omod: 0,
        }
    }

    /// The two gfx8 `VOP3` dwords.
    pub(super) fn gfx8_words(&self) -> Result<(u32, u32), Error> {
        let op = self.op;
        if self.attr > 63 {
            return Err(Error::Operand { operand: "attr" });
        }
        if self.chan > 3 {
            return Err(Error::Operand { operand: "chan" });
        }
        let sources = if op.has_src2() { 0b110 } else { 0b010 };
        if (self.neg | self.abs) & !sources != 0 {
            return Err(Error::Operand {
                operand: "modifier",
            });
        }
        if self.omod > 3 || (self.omod != 0 && !op.has_omod()) {
            return Err(Error::Operand { operand: "omod" });
        }
        let src2 = if op.has_src2() {
            256 + u32::from(self.src2)
        } else {
            0
        };
        let src0 = u32::from(self.attr) | u32::from(self.chan) << 6 | u32::from(self.high) << 8;
        let w0 = 0b11_0100 << 26
            | u32::from(op.gfx8_code()) << 16
            | u32::from(self.clamp) << 15
            | u32::from(self.abs) << 8
            | u32::from(self.dst);
        let w1 = u32::from(self.neg) << 29
            | u32::from(self.omod) << 27
            | src2 << 18
            | (256 + u32::from(self.src)) << 9
            | src0;
        Ok((w0, w1))
    }

    /// Decodes gfx8 `VOP3` words of a 16-bit interpolation (`None` for
    /// another opcode, or fields the encoder would not write: the
    /// re-encoding check refuses the rest).
    pub(super) fn gfx8_decode(w0: u32, w1: u32) -> Option<Self> {
        let op = Interp16::from_gfx8_code(bits(w0, 16, 10) as u16)?;
        let vgpr = |code: u32| code.checked_sub(256).and_then(|v| u8::try_from(v).ok());
        let src0 = bits(w1, 0, 9);
        Some(Self {
            op,
            dst: bits(w0, 0, 8) as u8,
            src: vgpr(bits(w1, 9, 9))?,
            src2: if op.has_src2() {
                vgpr(bits(w1, 18, 9))?
            } else {
                0
            },
            attr: (src0 & 0x3F) as u8,
            chan: (src0 >> 6 & 3) as u8,
            high: src0 >> 8 == 1,
            neg: bits(w1, 29, 3) as u8,
            abs: bits(w0, 8, 3) as u8,
            clamp: bits(w0, 15, 1) == 1,
            omod: bits(w1, 27, 2) as u8,
        })
    }

    /// The text in LLVM's syntax.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let c = ["x", "y", "z", "w"]
            .get(usize::from(self.chan))
            .copied()
            .unwrap_or("?");
        write!(f, "{} v{}, ", self.op.mnemonic(), self.dst)?;
        let src = Src(Operand::vgpr(self.src), SrcKind::F16, Gfx::Gfx8);
        modified(f, src, self.neg & 2 != 0, self.abs & 2 != 0)?;
        write!(f, ", attr{}.{c}", self.attr)?;
        if self.op.has_src2() {
            f.write_str(", ")?;
            let src2 = Src(Operand::vgpr(self.src2), SrcKind::F16, Gfx::Gfx8);
            modified(f, src2, self.neg & 4 != 0, self.abs & 4 != 0)?;
        }
        if self.high {
            f.write_str(" high")?;
        }
        clamp_omod(f, self.clamp, self.omod)
    }
}

/// A `VOP3` instruction: opcode, operands and modifiers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Vop3Inst {
    /// The opcode.
    pub op: Vop3Op,
    /// Destination: VGPRs as wide as [`Vop3Op::widths`] says, an SGPR pair
    /// for compares, an SGPR for `v_readfirstlane_b32` ([`Operand::ZERO`]
    /// for `v_nop_e64` and `v_clrexcp_e64`).
    pub dst: Operand,
    /// The second result of the `VOP3b` opcodes ([`Vop3Op::is_vop3b`]: the
    /// carry-out lane mask, `v_div_scale_*`'s, `v_mad_u64_u32`'s; an SGPR
    /// pair or `VCC`); ignored by other opcodes.
    pub sdst: Operand,
    /// Sources (those the opcode does not read are [`Operand::ZERO`] and
    /// encode as 0); no literal in `VOP3`.
    pub src: [Operand; 3],
    /// `ABS` per source (bit i for source i; LLVM's syntax has it for
    /// floating-point sources only, see [`Inst::text_is_exact`]).
    pub abs: u8,
    /// `NEG` per source (bit i for source i; floating-point sources only,
    /// as `abs`).
    pub neg: u8,
    /// `CLAMP` the result to [0, 1] (not in gfx7's `VOP3b` form; gfx8's has
    /// it).
    pub clamp: bool,
    /// `OMOD`: 0 none, 1 multiply by 2, 2 by 4, 3 divide by 2.
    pub omod: u8,
}

impl MimgInst {
    fn words(&self) -> Result<(u32, Option<u32>), Error> {
        let (op, dmask, flags) = (self.op, self.dmask, self.flags);
        let (data, vaddr) = (self.data, self.vaddr);
        let shape = op.shape();
        // gather4 returns one channel: its mask has one bit; an atomic's
        // is 0x1, 0x3 or 0xF (as llvm-mc requires: "invalid atomic image
        // dmask").
        if dmask > 0xF
            || (shape.gather && dmask.count_ones() != 1)
            || (shape.atomic && !matches!(dmask, 0x1 | 0x3 | 0xF))
        {
            return Err(Error::Operand { operand: "dmask" });
        }
        let data_dwords = op.data_dwords(dmask, flags);
        if shape.atomic {
            let pairs = matches!(op, Mimg::AtomicCmpswap | Mimg::AtomicFcmpswap);
            let ok = if pairs {
                matches!(data_dwords, 2 | 4)
            } else {
                matches!(data_dwords, 1 | 2)
            };
            if !ok {
                return Err(Error::Operand { operand: "data" });
            }
        }
        let vd = vgpr(data, data_dwords, "data")?;
        let va_ok = vaddr.is_vgpr() && op.takes_addr_dwords(vaddr.dwords());
        want(vaddr, vaddr.dwords(), va_ok, "vaddr")?;
        let va = u32::from(vaddr.vgpr_index());
        let t = aligned_sgprs(self.srsrc, 8, 4, "srsrc")?;
        let s = if shape.sampler {
            aligned_sgprs(self.ssamp, 4, 4, "ssamp")?
        } else {
            0
        };
        let (f0, _) = flags.bits();
        let w0 = MIMG | f0 | u32::from(op.code()) << 18 | u32::from(dmask) << 8;
        Ok((w0, Some(s << 21 | t << 16 | vd << 8 | va)))
    }
}

impl fmt::Display for MimgInst {
    /// The instruction in LLVM's syntax.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (op, dmask, flags) = (self.op, self.dmask, self.flags);
        write!(
            f,
            "{} {}, {}, {}",
            op.mnemonic(),
            self.data,
            self.vaddr,
            self.srsrc
        )?;
        if op.shape().sampler {
            write!(f, ", {}", self.ssamp)?;
        }
        if dmask != 0 {
            write!(f, " dmask:{dmask:#x}")?;
        }
        write_flags(f, flags.named())
    }
}

/// An LDS or GDS instruction (`DS`).
///
/// The register fields are the encoding's: `addr`, `data0`, `data1` and
/// `vdst` hold VGPR ranges of the widths [`Ds::shape`] gives. A field the
/// opcode does not use is [`Operand::ZERO`] (encoded as 0); a decoded word
/// with a register number there keeps it as that VGPR, which the text
/// cannot show ([`Inst::text_is_exact`]).
///
/// ```
/// use gcn::isa::{Ds, DsInst, Inst, Operand};
///
/// let read = Inst::Ds(DsInst {
///     op: Ds::Read2B32,
///     vdst: Operand::vgprs(0, 2)?,
///     addr: Operand::vgpr(4),
///     data0: Operand::ZERO,
///     data1: Operand::ZERO,
///     offset: DsInst::offsets(1, 8),
///     gds: false,
/// });
/// assert_eq!(read.to_string(), "ds_read2_b32 v[0:1], v4 offset0:1 offset1:8");
/// let mut code = [0u32; 2];
/// read.encode(&mut code)?;
/// assert_eq!(code, [0xD8DC_0801, 0x0000_0004]);
/// assert_eq!(Inst::decode(&code)?, (read, 2));
/// # Ok::<(), gcn::isa::Error>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct DsInst {
    /// Opcode.
    pub op: Ds,
    /// Destination VGPRs (the loaded or returned dwords).
    pub vdst: Operand,
    /// The address VGPR (or the value of the `ds_gws_*` opcodes that take
    /// one, in the field LLVM encodes it in for gfx7).
    pub addr: Operand,
    /// First data VGPRs.
    pub data0: Operand,
    /// Second data VGPRs (compare-and-store, masked or, `write2`).
    pub data1: Operand,
    /// The 16-bit offset field: a byte offset, the two 8-bit element
    /// offsets of the `read2`/`write2` forms ([`DsInst::offsets`]) or a
    /// swizzle pattern.
    pub offset: u16,
    /// `GDS`: the access goes to the global data share, not the LDS.
    pub gds: bool,
}

impl DsInst {
    /// The offset field of the two-address forms: `offset0` in bits 7:0,
    /// `offset1` in bits 15:8.
    pub const fn offsets(offset0: u8, offset1: u8) -> u16 {
        (offset1 as u16) << 8 | offset0 as u16
    }

    fn words(&self) -> Result<(u32, Option<u32>), Error> {
        let sh = self.op.shape();
        let vdst = vgpr_field(self.vdst, sh.vdst, "vdst")?;
        let addr = vgpr_field(self.addr, u8::from(sh.addr), "addr")?;
        let data0 = vgpr_field(self.data0, sh.data0, "data0")?;
        let data1 = vgpr_field(self.data1, sh.data1, "data1")?;
        let w0 = DS
            | u32::from(self.op.code()) << 18
            | u32::from(self.gds) << 17
            | u32::from(self.offset);
        Ok((w0, Some(vdst << 24 | data1 << 16 | data0 << 8 | addr)))
    }

    fn decode(w0: u32, w1: u32) -> Option<Self> {
        let op = Ds::from_code(bits(w0, 18, 8) as u16)?;
        // Bit 16 is reserved.
        if bits(w0, 16, 1) != 0 {
            return None;
        }
        let sh = op.shape();
        Some(Self {
            op,
            vdst: vgpr_of_field(bits(w1, 24, 8), sh.vdst)?,
            addr: vgpr_of_field(bits(w1, 0, 8), u8::from(sh.addr))?,
            data0: vgpr_of_field(bits(w1, 8, 8), sh.data0)?,
            data1: vgpr_of_field(bits(w1, 16, 8), sh.data1)?,
            offset: bits(w0, 0, 16) as u16,
            gds: bits(w0, 17, 1) == 1,
        })
    }

    /// Whether the text gives the dwords back: no register in a field the
    /// opcode lacks, no offset or `gds` on `ds_nop`, `gds` on the GDS-only
    /// opcodes (LLVM sets it where the text leaves it out), and a swizzle
    /// pattern LLVM writes as itself ([`swizzle_is_exact`]).
    fn text_is_exact(&self) -> bool {
        let sh = self.op.shape();
        unused_fields_clear(&[
            (self.vdst, sh.vdst),
            (self.addr, u8::from(sh.addr)),
            (self.data0, sh.data0),
            (self.data1, sh.data1),
        ]) && (self.gds || !sh.gds_only)
            && match sh.offset {
                DsOffset::None => self.offset == 0 && !self.gds,
                DsOffset::Swizzle => swizzle_is_exact(self.offset),
                DsOffset::Bytes | DsOffset::Pair => true,
            }
    }
}

/// The 8-bit field of one VGPR operand of the `DS` and `FLAT` encodings: a
/// VGPR range of `dwords`, or, for an operand the opcode lacks (`dwords`
/// 0), [`Operand::ZERO`] or one VGPR kept from a decoded word.
fn vgpr_field(op: Operand, dwords: u8, what: &'static str) -> Result<u32, Error> {
    if dwords > 0 {
        vgpr(op, dwords, what)
    } else if op == Operand::ZERO {
        Ok(0)
    } else {
        vgpr(op, 1, what)
    }
}

/// The operand an 8-bit VGPR field holds (the inverse of [`vgpr_field`]).
fn vgpr_of_field(byte: u32, dwords: u8) -> Option<Operand> {
    match (dwords, byte) {
        (0, 0) => Some(Operand::ZERO),
        (0, _) => Some(Operand::vgpr(byte as u8)),
        _ => Operand::vgprs(byte as u8, dwords).ok(),
    }
}

/// Whether every field of `(operand, dwords)` that the opcode lacks
/// (`dwords` 0) encodes as 0, as LLVM writes it.
fn unused_fields_clear(fields: &[(Operand, u8)]) -> bool {
    fields
        .iter()
        .all(|&(op, dwords)| dwords > 0 || op == Operand::ZERO || op == Operand::vgpr(0))
}

/// A flat memory instruction (`FLAT`): a load, store or atomic at the
/// 64-bit address in two VGPRs.
///
/// A register field the opcode does not use (`vdst` of a store or of an
/// atomic without `glc`, `data` of a load) is [`Operand::ZERO`]; a decoded
/// word with a register number there keeps it, which the text cannot show
/// ([`Inst::text_is_exact`]).
///
/// ```
/// use gcn::isa::{Flat, FlatInst, Inst, Operand};
///
/// let add = Inst::Flat(FlatInst {
///     op: Flat::AtomicAdd,
///     vdst: Operand::vgpr(1),
///     addr: Operand::vgprs(2, 2)?,
///     data: Operand::vgpr(4),
///     glc: true,
///     slc: false,
///     tfe: false,
/// });
/// assert_eq!(add.to_string(), "flat_atomic_add v1, v[2:3], v4 glc");
/// let mut code = [0u32; 2];
/// add.encode(&mut code)?;
/// assert_eq!(code, [0xDCC9_0000, 0x0100_0402]);
/// assert_eq!(Inst::decode(&code)?, (add, 2));
/// # Ok::<(), gcn::isa::Error>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct FlatInst {
    /// Opcode.
    pub op: Flat,
    /// Destination VGPRs: the loaded dwords, or the old value an atomic
    /// with `glc` returns.
    pub vdst: Operand,
    /// The 64-bit address: two VGPRs.
    pub addr: Operand,
    /// Data VGPRs stored or combined (a compare-swap's source and compare
    /// values, in that order).
    pub data: Operand,
    /// `GLC`: globally coherent; on an atomic, return the old value.
    pub glc: bool,
    /// `SLC`: system level coherent.
    pub slc: bool,
    /// `TFE`: texture fail enable (bit 23 of the second dword), which
    /// LLVM's gfx7 syntax has no word for ([`Inst::text_is_exact`]).
    pub tfe: bool,
}

impl FlatInst {
    /// Dwords the instruction writes to `vdst`: a load's, or an atomic's
    /// with `glc`; 0 otherwise.
    pub const fn vdst_dwords(&self) -> u8 {
        let sh = self.op.shape();
        match sh.kind {
            FlatKind::Load => sh.vdst,
            FlatKind::Atomic if self.glc => sh.vdst,
            FlatKind::Atomic | FlatKind::Store => 0,
        }
    }

    fn words(&self) -> Result<(u32, Option<u32>), Error> {
        let sh = self.op.shape();
        let vdst = vgpr_field(self.vdst, self.vdst_dwords(), "vdst")?;
        let addr = vgpr(self.addr, 2, "addr")?;
        let data = vgpr_field(self.data, sh.data, "data")?;
        let w0 = FLAT
            | u32::from(self.op.code()) << 18
            | u32::from(self.slc) << 17
            | u32::from(self.glc) << 16;
        let w1 = vdst << 24 | u32::from(self.tfe) << 23 | data << 8 | addr;
        Ok((w0, Some(w1)))
    }

    fn decode(w0: u32, w1: u32) -> Option<Self> {
        let op = Flat::from_code(bits(w0, 18, 7) as u16)?;
        // Bits 15:0 and 25 of the first dword and 22:16 of the second are
        // reserved on gfx7.
        if bits(w0, 0, 16) != 0 || bits(w0, 25, 1) != 0 || bits(w1, 16, 7) != 0 {
            return None;
        }
        let glc = bits(w0, 16, 1) == 1;
        let partial = Self {
            op,
            vdst: Operand::ZERO,
            addr: Operand::vgprs(bits(w1, 0, 8) as u8, 2).ok()?,
            data: vgpr_of_field(bits(w1, 8, 8), op.shape().data)?,
            glc,
            slc: bits(w0, 17, 1) == 1,
            tfe: bits(w1, 23, 1) == 1,
        };
        Some(Self {
            vdst: vgpr_of_field(bits(w1, 24, 8), partial.vdst_dwords())?,
            ..partial
        })
    }

    /// Whether the text gives the dwords back: no `tfe`, and no register in
    /// a field the instruction does not use.
    fn text_is_exact(&self) -> bool {
        !self.tfe
            && unused_fields_clear(&[
                (self.vdst, self.vdst_dwords()),
                (self.data, self.op.shape().data),
            ])
    }
}

impl fmt::Display for FlatInst {
    /// The instruction in LLVM's syntax (with `tfe`, which LLVM's gfx7
    /// syntax lacks, when set).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.op.mnemonic())?;
        if self.vdst_dwords() > 0 {
            write!(f, " {},", self.vdst)?;
        }
        write!(f, " {}", self.addr)?;
        if self.op.shape().data > 0 {
            write!(f, ", {}", self.data)?;
        }
        write_flags(
            f,
            [(self.glc, " glc"), (self.slc, " slc"), (self.tfe, " tfe")],
        )
    }
}

/// The three 5-bit masks of a bit-mask swizzle pattern (bit 15 clear):
/// each lane reads lane `((lane & and) | or) ^ xor` of its group of 32.
const fn swizzle_masks(offset: u16) -> (u16, u16, u16) {
    (offset & 0x1F, offset >> 5 & 0x1F, offset >> 10 & 0x1F)
}

/// The per-bit letters LLVM writes for a bit-mask swizzle, most significant
/// bit first: `0` or `1` for a lane-index bit forced to that value, `p` for
/// one kept, `i` for one inverted.
fn swizzle_bitmask(offset: u16) -> [u8; 5] {
    let (and, or, xor) = swizzle_masks(offset);
    // The lane index bits that lanes 0 and 31 read.
    let (low, high) = (or ^ xor, (and | or) ^ xor);
    let mut text = [b'0'; 5];
    for (i, c) in text.iter_mut().enumerate() {
        let bit = 1 << (4 - i);
        *c = match (low & bit != 0, high & bit != 0) {
            (false, false) => b'0',
            (true, true) => b'1',
            (false, true) => b'p',
            (true, false) => b'i',
        };
    }
    text
}

/// Whether a `ds_swizzle_b32` offset prints as text that assembles back to
/// it: every pattern but a bit-mask one whose masks are not those its
/// letters give (`0`: and, or and xor clear; `1`: or set; `p`: and set;
/// `i`: and and xor set), which LLVM's text cannot tell apart.
fn swizzle_is_exact(offset: u16) -> bool {
    if offset == 0 || offset & 0x8000 != 0 {
        return true;
    }
    let (mut and, mut or, mut xor) = (0u16, 0u16, 0u16);
    for (i, c) in swizzle_bitmask(offset).iter().enumerate() {
        let bit = 1 << (4 - i);
        match c {
            b'1' => or |= bit,
            b'p' => and |= bit,
            b'i' => {
                and |= bit;
                xor |= bit;
            }
            _ => {}
        }
    }
    let (a, o, x) = swizzle_masks(offset);
    let named = a == 0x1F && o == 0 && x != 0 && (x.is_power_of_two() || (x + 1).is_power_of_two());
    let group = 0x20 - a;
    let broadcast = group > 1 && group.is_power_of_two() && o < group && x == 0;
    named || broadcast || (and, or, xor) == (a, o, x)
}

/// Prints a `ds_swizzle_b32` offset as LLVM does: `swizzle(QUAD_PERM,...)`
/// for a quad permutation (bits 15:8 = 0x80), the named bit-mask patterns
/// (`SWAP`, `REVERSE`, `BROADCAST`) or `BITMASK_PERM` with its letters
/// (bit 15 clear), and the number otherwise.
fn write_swizzle(f: &mut fmt::Formatter<'_>, offset: u16) -> fmt::Result {
    if offset >> 8 == 0x80 {
        let lane = |i: u16| offset >> (2 * i) & 3;
        return write!(
            f,
            "swizzle(QUAD_PERM,{},{},{},{})",
            lane(0),
            lane(1),
            lane(2),
            lane(3)
        );
    }
    if offset & 0x8000 != 0 {
        return write!(f, "{offset}");
    }
    let (and, or, xor) = swizzle_masks(offset);
    let group = 0x20 - and;
    if and == 0x1F && or == 0 && xor.is_power_of_two() {
        write!(f, "swizzle(SWAP,{xor})")
    } else if and == 0x1F && or == 0 && xor != 0 && (xor + 1).is_power_of_two() {
        write!(f, "swizzle(REVERSE,{})", xor + 1)
    } else if group > 1 && group.is_power_of_two() && or < group && xor == 0 {
        write!(f, "swizzle(BROADCAST,{group},{or})")
    } else {
        let letters = swizzle_bitmask(offset);
        let text = core::str::from_utf8(&letters).unwrap_or("?????");
        write!(f, "swizzle(BITMASK_PERM,\"{text}\")")
    }
}

impl fmt::Display for DsInst {
    /// The instruction in LLVM's syntax.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let sh = self.op.shape();
        f.write_str(self.op.mnemonic())?;
        let operands = [
            (self.vdst, sh.vdst > 0),
            (self.addr, sh.addr),
            (self.data0, sh.data0 > 0),
            (self.data1, sh.data1 > 0),
        ];
        let mut sep = " ";
        for (op, used) in operands {
            if used {
                write!(f, "{sep}{op}")?;
                sep = ", ";
            }
        }
        let (lo, hi) = (self.offset & 0xFF, self.offset >> 8);
        match sh.offset {
            DsOffset::None => return Ok(()),
            DsOffset::Bytes if self.offset != 0 => write!(f, " offset:{}", self.offset)?,
            DsOffset::Swizzle if self.offset != 0 => {
                f.write_str(" offset:")?;
                write_swizzle(f, self.offset)?;
            }
            DsOffset::Pair => {
                if lo != 0 {
                    write!(f, " offset0:{lo}")?;
                }
                if hi != 0 {
                    write!(f, " offset1:{hi}")?;
                }
            }
            DsOffset::Bytes | DsOffset::Swizzle => {}
        }
        write_flags(f, [(self.gds, " gds")])
    }
}

/// Prints an `s_sendmsg` immediate as LLVM's printer does: the names of
/// a message, operation and stream gfx7 has (`sendmsg(MSG_GS_DONE,
/// GS_OP_NOP)`, leaving out any bit outside the fields, as LLVM does), the
/// three numbers where the fields hold others and no other bit is set
/// (`sendmsg(4, 0, 3)`), else the number in decimal.
fn write_sendmsg(f: &mut fmt::Formatter<'_>, imm: u16, gfx: Gfx) -> fmt::Result {
    const GS_OPS: [&str; 4] = ["GS_OP_NOP", "GS_OP_CUT", "GS_OP_EMIT", "GS_OP_EMIT_CUT"];
    const SYS_OPS: [&str; 4] = [
        "SYSMSG_OP_ECC_ERR_INTERRUPT",
        "SYSMSG_OP_REG_RD",
        "SYSMSG_OP_HOST_TRAP_ACK",
        "SYSMSG_OP_TTRACE_PC",
    ];
    let (id, op, stream) = (imm & 0xF, imm >> 4 & 7, imm >> 8 & 3);
    let op_name = |ops: &[&'static str; 4], i: u16| ops.get(usize::from(i)).copied();
    // The fields `sendmsg_is_named` accepts, with their names.
    let named = match (id, op, stream) {
        (1, 0, 0) => Some(("MSG_INTERRUPT", None, None)),
        (2, 1..=3, s) => Some(("MSG_GS", op_name(&GS_OPS, op), Some(s))),
        (3, 0, 0) => Some(("MSG_GS_DONE", op_name(&GS_OPS, 0), None)),
        (3, 1..=3, s) => Some(("MSG_GS_DONE", op_name(&GS_OPS, op), Some(s))),
        (4, 0, 0) if gfx == Gfx::Gfx8 => Some(("MSG_SAVEWAVE", None, None)),
        (15, 1..=4, 0) => Some(("MSG_SYSMSG", op_name(&SYS_OPS, op - 1), None)),
        _ => None,
    };
    match named {
        Some((msg, op, stream)) => {
            write!(f, "sendmsg({msg}")?;
            if let Some(op) = op {
                write!(f, ", {op}")?;
            }
            if let Some(s) = stream {
                write!(f, ", {s}")?;
            }
            f.write_str(")")
        }
        _ if imm & !0x37F == 0 => write!(f, "sendmsg({id}, {op}, {stream})"),
        _ => write!(f, "{imm}"),
    }
}

/// Prints the hardware-register field of `s_getreg_b32`/`s_setreg_b32` as
/// LLVM does: `hwreg(HW_REG_MODE)` for a whole register gfx7 names,
/// `hwreg(id, offset, size)` with the name or number of the register.
fn write_hwreg(f: &mut fmt::Formatter<'_>, imm: u16) -> fmt::Result {
    const NAMES: [&str; 7] = [
        "HW_REG_MODE",
        "HW_REG_STATUS",
        "HW_REG_TRAPSTS",
        "HW_REG_HW_ID",
        "HW_REG_GPR_ALLOC",
        "HW_REG_LDS_ALLOC",
        "HW_REG_IB_STS",
    ];
    let (id, offset, size) = (imm & 0x3F, imm >> 6 & 0x1F, (imm >> 11) + 1);
    f.write_str("hwreg(")?;
    match id.checked_sub(1).and_then(|i| NAMES.get(usize::from(i))) {
        Some(name) => f.write_str(name)?,
        None => write!(f, "{id}")?,
    }
    if offset != 0 || size != 32 {
        write!(f, ", {offset}, {size}")?;
    }
    f.write_str(")")
}

/// Whether an `s_sendmsg` immediate's fields are a message, operation and
/// stream gfx7 has (LLVM prints them by name).
const fn sendmsg_is_named(imm: u16) -> bool {
    matches!(
        (imm & 0xF, imm >> 4 & 7, imm >> 8 & 3),
        (1, 0, 0) | (2, 1..=3, _) | (3, 0, 0) | (3, 1..=3, _) | (15, 1..=4, 0)
    )
}

/// Writes the name of each flag that is on, in order (LLVM's trailing
/// modifiers, each with its leading space).
fn write_flags<const N: usize>(
    f: &mut fmt::Formatter<'_>,
    flags: [(bool, &'static str); N],
) -> fmt::Result {
    for (on, name) in flags {
        if on {
            f.write_str(name)?;
        }
    }
    Ok(())
}

impl Vop3Inst {
    /// The instruction with no modifiers.
    pub const fn new(op: Vop3Op, dst: Operand, src: [Operand; 3]) -> Self {
        Self {
            op,
            dst,
            sdst: Operand::VCC,
            src,
            abs: 0,
            neg: 0,
            clamp: false,
            omod: 0,
        }
    }
}

/// One gfx7 machine instruction.
///
/// ```
/// use gcn::isa::{Inst, Operand, Sop1};
///
/// let ret = Inst::Sop1 { op: Sop1::SetpcB64, dst: Operand::ZERO, src0: Operand::sgprs(0, 2)? };
/// let mut code = [0u32; 2];
/// assert_eq!(ret.encode(&mut code)?, 1);
/// assert_eq!(code[0], 0xBE80_2000);
/// assert_eq!(ret.to_string(), "s_setpc_b64 s[0:1]");
/// assert_eq!(Inst::decode(&code)?, (ret, 1));
/// # Ok::<(), gcn::isa::Error>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Inst {
    /// Scalar ALU, two sources.
    Sop2 {
        /// Opcode.
        op: Sop2,
        /// Destination.
        dst: Operand,
        /// First source.
        src0: Operand,
        /// Second source.
        src1: Operand,
    },
    /// Scalar ALU, one source (an operand the opcode lacks, such as the
    /// source of `s_getpc_b64`, is [`Operand::ZERO`], encodes as 0 and is not
    /// printed).
    Sop1 {
        /// Opcode.
        op: Sop1,
        /// Destination.
        dst: Operand,
        /// Source.
        src0: Operand,
    },
    /// Scalar ALU with a 16-bit immediate.
    Sopk {
        /// Opcode.
        op: Sopk,
        /// Destination (first source of the compares).
        dst: Operand,
        /// The immediate.
        imm: u16,
    },
    /// Scalar compare.
    Sopc {
        /// Opcode.
        op: Sopc,
        /// First source.
        src0: Operand,
        /// Second source; for `s_set_gpr_idx_on`, the `gpr_idx` mode
        /// (bits 3:0: `SRC0`, `SRC1`, `SRC2`, `DST`) as [`Operand::imm`].
        src1: Operand,
    },
    /// Program control.
    Sopp {
        /// Opcode.
        op: Sopp,
        /// The immediate (count, branch offset in dwords, [`Waitcnt`] bits).
        imm: u16,
    },
    /// Scalar memory read (or `s_memtime`, or a scalar cache invalidation).
    Smrd {
        /// Opcode.
        op: Smrd,
        /// Destination SGPRs (or other scalar registers, not `M0` nor
        /// `EXEC`); [`Operand::ZERO`], not encoded, for the cache
        /// invalidations; for `s_atc_probe*`, the 7-bit probe value as
        /// [`Operand::imm`].
        dst: Operand,
        /// Base: an SGPR pair holding an address, or four holding a V#
        /// (trap temporaries and the named pairs such as `vcc` too);
        /// [`Operand::ZERO`], not encoded, for `s_memtime` and the cache
        /// invalidations.
        base: Operand,
        /// Offset (`SmrdOffset::Imm(0)`, not encoded, where there is no
        /// base).
        offset: SmrdOffset,
        /// `GLC` (globally coherent), a bit of gfx8's `SMEM` only: gfx6
        /// and gfx7 refuse it, and gfx8 where there is no base.
        glc: bool,
    },
    /// Vector ALU, one source, 32-bit form.
    Vop1 {
        /// Opcode.
        op: Vop1,
        /// Destination VGPRs, as wide as [`Vop1::widths`] says (an SGPR for
        /// `v_readfirstlane_b32`; [`Operand::ZERO`], not encoded, for
        /// `v_nop` and `v_clrexcp`).
        dst: Operand,
        /// Source (any operand; a register range as wide as
        /// [`Vop1::widths`] says).
        src0: Operand,
    },
    /// Vector ALU, two sources, 32-bit form (the lane masks of
    /// `v_cndmask_b32` and the carry instructions are `VCC`).
    Vop2 {
        /// Opcode (not `v_madmk_f32`/`v_madak_f32`: [`Inst::Madk`]).
        op: Vop2,
        /// Destination VGPR (an SGPR for `v_readlane_b32`).
        dst: Operand,
        /// First source (any operand; a VGPR for `v_readlane_b32`, a
        /// scalar value for `v_writelane_b32`).
        src0: Operand,
        /// Second source (a VGPR; the lane select of the lane moves).
        src1: Operand,
    },
    /// `v_madmk_f32 dst, src0, K, src1` (`src0 * K + src1`) or
    /// `v_madak_f32 dst, src0, src1, K` (`src0 * src1 + K`): a 32-bit
    /// multiply-add with a constant `K` in the literal dword. `K` is the
    /// one scalar value the instruction reads: `src0` is a VGPR, an inline
    /// constant, `LDS_DIRECT` or `K` itself as a literal.
    Madk {
        /// Opcode: [`Vop2::MadmkF32`] or [`Vop2::MadakF32`].
        op: Vop2,
        /// Destination VGPR.
        dst: Operand,
        /// First source.
        src0: Operand,
        /// Second source (a VGPR).
        src1: Operand,
        /// The constant `K` (bits of an `f32`).
        k: u32,
    },
    /// Vector compare, 32-bit form (writes `VCC`).
    Vopc {
        /// Opcode.
        op: Vopc,
        /// First source (any operand).
        src0: Operand,
        /// Second source (a VGPR).
        src1: Operand,
    },
    /// Vector ALU, 64-bit form.
    Vop3(Vop3Inst),
    /// Parameter interpolation.
    Vintrp {
        /// Opcode.
        op: Vintrp,
        /// Destination VGPR.
        dst: u8,
        /// Source.
        src: InterpSrc,
        /// Attribute (0..=63).
        attr: u8,
        /// Channel (0..=3: x, y, z, w).
        chan: u8,
    },
    /// gfx8's 16-bit parameter interpolation (`VOP3`-encoded; gfx6 and
    /// gfx7 lack it).
    Interp16(Interp16Inst),
    /// gfx8's sub-dword addressing form of a `VOP1`, `VOP2` or `VOPC`
    /// opcode (gfx6 and gfx7 lack it).
    Sdwa(SdwaInst),
    /// gfx8's data-parallel (lane movement) form of a `VOP1` or `VOP2`
    /// opcode (gfx6 and gfx7 lack it).
    Dpp(DppInst),
    /// Buffer load, store or atomic, or a vector L1 invalidation (whose
    /// operands are not encoded: [`Operand::ZERO`], offset 0, no flags).
    Mubuf {
        /// Opcode.
        op: Mubuf,
        /// Registers, offsets and flags.
        buf: BufOperands,
    },
    /// Typed buffer load or store: a buffer access converting with the
    /// data and number format given here (the V#'s are ignored).
    Mtbuf {
        /// Opcode.
        op: Mtbuf,
        /// Registers, offsets and flags (as `MUBUF`'s, without `lds`).
        buf: BufOperands,
        /// Data format (`DFMT`): the size and layout of each element.
        dfmt: BufDataFormat,
        /// Number format (`NFMT`): how each channel converts.
        nfmt: BufNumFormat,
    },
    /// LDS or GDS access.
    Ds(DsInst),
    /// Flat memory access.
    Flat(FlatInst),
    /// Image load, store or sample.
    Mimg(MimgInst),
    /// Export of a position, parameter, colour or depth.
    Exp {
        /// Target.
        target: ExpTarget,
        /// Channel enable mask (bit i: channel i written).
        en: u8,
        /// Source VGPR per channel (the hardware ignores channels off in
        /// `en`, whose bytes are encoded but not printed; with `compr`,
        /// sources 0 and 1 hold the packed halves).
        src: [u8; 4],
        /// Last export of this kind.
        done: bool,
        /// 16-bit packed data.
        compr: bool,
        /// Valid mask (the pixel shader's final colour export).
        vm: bool,
    },
}

const SOP2: u32 = 0b10 << 30;
const SOPK: u32 = 0b1011 << 28;
const SOP1: u32 = 0b1_0111_1101 << 23;
const SOPC: u32 = 0b1_0111_1110 << 23;
const SOPP: u32 = 0b1_0111_1111 << 23;
const SMRD: u32 = 0b11000 << 27;
const VOP1: u32 = 0b011_1111 << 25;
const VOPC: u32 = 0b011_1110 << 25;
const VOP3: u32 = 0b11_0100 << 26;
const VINTRP: u32 = 0b11_0010 << 26;
const MUBUF: u32 = 0b11_1000 << 26;
const MTBUF: u32 = 0b11_1010 << 26;
const DS: u32 = 0b11_0110 << 26;
const FLAT: u32 = 0b11_0111 << 26;
const MIMG: u32 = 0b11_1100 << 26;
const EXP: u32 = 0b11_1110 << 26;

/// Checks that `op` is a register range of `dwords` of the wanted kind.
fn want(op: Operand, dwords: u8, ok: bool, what: &'static str) -> Result<(), Error> {
    if ok && op.dwords() == dwords {
        Ok(())
    } else {
        Err(Error::Operand { operand: what })
    }
}

/// A scalar register range of `dwords` from a multiple of `align`, as the
/// field that counts scalar registers in units of `align` holds it
/// (`SMRD`'s base, the V#, T# and S# of the memory instructions): SGPRs,
/// trap temporaries or a named pair (`vcc`, `exec`, ...), as LLVM's
/// assembler takes them.
pub(super) fn aligned_sgprs(
    op: Operand,
    dwords: u8,
    align: u16,
    what: &'static str,
) -> Result<u32, Error> {
    let code = op.code();
    match code.checked_div(align) {
        Some(field)
            if op.is_scalar_register() && code.is_multiple_of(align) && op.dwords() == dwords =>
        {
            Ok(u32::from(field))
        }
        _ => Err(Error::Operand { operand: what }),
    }
}

/// The scalar register range of `dwords` that an aligned field names (the
/// inverse of [`aligned_sgprs`]).
pub(super) fn sgprs_at(field: u32, align: u32, dwords: u8) -> Option<Operand> {
    let code = u16::try_from(field.checked_mul(align)?).ok()?;
    Operand::from_code(code, dwords, 0).filter(|op| op.is_scalar_register())
}

/// A scalar source: a scalar register, a constant or a literal of `dwords`
/// width (constants are 1 wide and serve any width).
/// `LDS_DIRECT` is a vector source only.
fn ssrc(op: Operand, dwords: u8, what: &'static str) -> Result<u32, Error> {
    if op.is_vgpr()
        || op.is_lds_direct()
        || (!op.is_constant() && op.dwords() != dwords && op.code() < 251)
    {
        return Err(Error::Operand { operand: what });
    }
    Ok(u32::from(op.code() & 0xFF))
}

/// A scalar destination of `dwords` SGPRs or special registers.
pub(super) fn sdst(op: Operand, dwords: u8, what: &'static str) -> Result<u32, Error> {
    want(op, dwords, op.is_scalar_register(), what)?;
    Ok(u32::from(op.code()))
}

/// The lane select of `v_readlane_b32`/`v_writelane_b32`, in the 8-bit
/// `VSRC1` field: a scalar register, a flag or an inline constant (no
/// literal, VGPR or `LDS_DIRECT`).
fn lane(op: Operand) -> Result<u32, Error> {
    if op.is_vgpr() || op.is_lds_direct() || op.literal().is_some() || op.dwords() != 1 {
        return Err(Error::Operand { operand: "src1" });
    }
    Ok(u32::from(op.code()))
}

/// A vector source (any operand, 1 dword).
fn vsrc(op: Operand, what: &'static str) -> Result<u32, Error> {
    vsrc_w(op, 1, what)
}

/// A vector source of `dwords` (a register range of that width, or a
/// constant, which serves any width; `LDS_DIRECT` is one dword).
fn vsrc_w(op: Operand, dwords: u8, what: &'static str) -> Result<u32, Error> {
    let ok = if op.is_constant() {
        true
    } else if op.is_lds_direct() {
        dwords == 1
    } else {
        op.dwords() == dwords
    };
    if !ok {
        return Err(Error::Operand { operand: what });
    }
    Ok(u32::from(op.code()))
}

/// A VGPR of `dwords` width, as its 8-bit index.
fn vgpr(op: Operand, dwords: u8, what: &'static str) -> Result<u32, Error> {
    want(op, dwords, op.is_vgpr(), what)?;
    Ok(u32::from(op.vgpr_index()))
}

/// Whether a `VOP1` opcode reads `M0` without naming it (the relative
/// moves index their VGPR with it).
const fn vop1_reads_m0(op: Vop1) -> bool {
    matches!(op, Vop1::MovreldB32 | Vop1::MovrelsB32 | Vop1::MovrelsdB32)
}

/// Whether a `VOP1` opcode's source must be a VGPR: the lane it reads
/// (`v_readfirstlane_b32`) or the VGPR it indexes with `M0` (`v_movrels_b32`,
/// `v_movrelsd_b32`), as LLVM's operand classes for them say.
const fn vop1_src_is_vgpr(op: Vop1) -> bool {
    matches!(
        op,
        Vop1::ReadfirstlaneB32 | Vop1::MovrelsB32 | Vop1::MovrelsdB32
    )
}

/// Whether `src` may be the source of a `VOP1` opcode: any operand, but a
/// VGPR for [`vop1_src_is_vgpr`] opcodes, where LLVM's operand class for
/// `v_readfirstlane_b32` also takes `LDS_DIRECT`.
fn vop1_src_ok(op: Vop1, src: Operand) -> bool {
    src.is_vgpr()
        || !vop1_src_is_vgpr(op)
        || (src.is_lds_direct() && matches!(op, Vop1::ReadfirstlaneB32))
}

/// Whether a `VOP2` opcode reads its sources reversed (`v_subrev_f32`
/// computes `src1 - src0`): LLVM's assembler refuses `LDS_DIRECT` in them
/// ("lds_direct cannot be used with this instruction").
const fn vop2_is_reversed(op: Vop2) -> bool {
    matches!(
        op,
        Vop2::SubrevF32
            | Vop2::SubrevF16
            | Vop2::SubrevU16
            | Vop2::LshlrevB16
            | Vop2::LshrrevB16
            | Vop2::AshrrevI16
            | Vop2::LshrrevB32
            | Vop2::AshrrevI32
            | Vop2::LshlrevB32
            | Vop2::SubrevI32
            | Vop2::SubbrevU32
    )
}

/// Checks where an `LDS_DIRECT` source sits: LLVM's assembler takes it as
/// the first source only (`srcs[0]`; "lds_direct may be used as src0
/// only"), and not in an opcode that reads its sources reversed.
fn lds_direct(srcs: &[Operand], reversed: bool) -> Result<(), Error> {
    for (s, what) in srcs.iter().zip(["src0", "src1", "src2"]) {
        if s.is_lds_direct() && (reversed || what != "src0") {
            return Err(Error::Operand { operand: what });
        }
    }
    Ok(())
}

/// Whether a `SOP1` opcode's source must be a scalar register (or, for the
/// 32-bit one, a flag such as `src_scc`; no constant or literal): the address of `s_setpc_b64` and `s_rfe_b64`, the SGPR that
/// `s_movrels_*` indexes with `M0`.
const fn sop1_src_is_register(op: Sop1) -> bool {
    matches!(
        op,
        Sop1::SetpcB64 | Sop1::RfeB64 | Sop1::MovrelsB32 | Sop1::MovrelsB64 | Sop1::CbranchJoin
    )
}

/// Checks that a vector ALU instruction reads at most one scalar value:
/// gfx7 has one constant bus per instruction, which every SGPR, special
/// register and literal source takes, as does a scalar register the opcode
/// reads without naming it (`implicit`); inline constants and `LDS_DIRECT`
/// do not, and the same register read twice counts once (LLVM's assembler
/// refuses the rest: "violates constant bus restrictions").
fn constant_bus(srcs: &[Operand], implicit: Option<Operand>) -> Result<(), Error> {
    let mut read = implicit;
    for &s in srcs {
        if s.is_vgpr() || s.is_inline_constant() || s.is_lds_direct() {
            continue;
        }
        match read {
            Some(r) if r != s => return Err(Error::ConstantBus),
            _ => read = Some(s),
        }
    }
    Ok(())
}

/// The single literal among `ops` (they must agree when several use one).
fn literal_of(ops: &[Operand]) -> Result<Option<u32>, Error> {
    let mut found = None;
    for op in ops {
        if let Some(v) = op.literal() {
            match found {
                Some(prev) if prev != v => return Err(Error::TwoLiterals),
                _ => found = Some(v),
            }
        }
    }
    Ok(found)
}

/// Whether two operands are register ranges sharing a register.
fn overlaps(a: Operand, b: Operand) -> bool {
    let (a0, b0) = (a.code(), b.code());
    let (a1, b1) = (a0 + u16::from(a.dwords()), b0 + u16::from(b.dwords()));
    !a.is_constant() && !b.is_constant() && a0 < b1 && b0 < a1
}

/// Dword `i` of `code`, or [`Error::Truncated`] (`i + 1` dwords needed).
pub(super) fn dword(code: &[u32], i: usize) -> Result<u32, Error> {
    code.get(i).copied().ok_or(Error::Truncated {
        needed: i + 1,
        remaining: code.len(),
    })
}

/// Bits `shift..shift + width` of `word`.
pub(super) const fn bits(word: u32, shift: u32, width: u32) -> u32 {
    (word >> shift) & ((1 << width) - 1)
}

/// Writes `first` and an optional literal; returns the dword count.
fn put(out: &mut [u32], first: u32, second: Option<u32>) -> Result<usize, Error> {
    match (second, out) {
        (None, [a, ..]) => {
            *a = first;
            Ok(1)
        }
        (Some(s), [a, b, ..]) => {
            *a = first;
            *b = s;
            Ok(2)
        }
        (s, out) => Err(Error::OutOfSpace {
            needed: if s.is_some() { 2 } else { 1 },
            remaining: out.len(),
        }),
    }
}

/// The largest `gpr_idx` mode: bits 3:0 (`SRC0`, `SRC1`, `SRC2`, `DST`).
const GPR_IDX_MAX: u16 = 0xF;

/// The `gpr_idx` mode an operand holds (an integer constant 0..=15, as
/// [`Operand::imm`] makes it), or `None`.
fn gpr_idx_mode(o: Operand) -> Option<u32> {
    let v = o.constant_value()?;
    (v <= u32::from(GPR_IDX_MAX) && o == Operand::imm(v)).then_some(v)
}

/// Writes a `gpr_idx` mode in LLVM's syntax: `gpr_idx(SRC0,DST)` (the
/// number where it is above 15, which no encoding holds).
fn write_gpr_idx(f: &mut fmt::Formatter<'_>, mode: u32) -> fmt::Result {
    if mode > u32::from(GPR_IDX_MAX) {
        return write!(f, "{mode}");
    }
    f.write_str("gpr_idx(")?;
    let mut first = true;
    for (bit, name) in ["SRC0", "SRC1", "SRC2", "DST"].iter().enumerate() {
        if mode >> bit & 1 == 1 {
            if !first {
                f.write_str(",")?;
            }
            f.write_str(name)?;
            first = false;
        }
    }
    f.write_str(")")
}

/// The 7-bit probe value of `s_atc_probe`'s `SDATA` field an operand holds
/// (an integer constant 0..=127, as [`Operand::imm`] makes it), or `None`.
pub(super) fn atc_probe(o: Operand) -> Option<u32> {
    let v = o.constant_value()?;
    (v <= 0x7F && o == Operand::imm(v)).then_some(v)
}

impl Inst {
    /// Size of the encoding in dwords (1 or 2), or why it cannot be encoded.
    pub fn dwords(&self) -> Result<usize, Error> {
        self.check_gfx(Gfx::Gfx7)?;
        Ok(if self.words()?.1.is_some() { 2 } else { 1 })
    }

    /// Encodes the instruction into the start of `out` and returns the dwords
    /// written; on an error nothing is written. gfx7's encoding: an opcode
    /// or operand only gfx8 has ([`Sop2::gfx8_only`],
    /// [`Operand::is_gfx8_only`]) is [`Error::NotOnGfx`].
    pub fn encode(&self, out: &mut [u32]) -> Result<usize, Error> {
        self.check_gfx(Gfx::Gfx7)?;
        let (first, second) = self.words()?;
        put(out, first, second)
    }

    /// [`Error::NotOnGfx`] for `gfx` if an operand is one only gfx8 has.
    fn no_gfx8_operand(&self, gfx: Gfx) -> Result<(), Error> {
        match self.scalar_operands().iter().find(|o| o.is_gfx8_only()) {
            Some(o) if o.code() == Operand::INV_2PI.code() => Err(Error::NotOnGfx {
                gfx,
                what: "1/(2*pi)",
            }),
            Some(_) => Err(Error::NotOnGfx {
                gfx,
                what: "xnack_mask",
            }),
            None => Ok(()),
        }
    }

    /// Whether `gfx` has the instruction: its opcode ([`Sop2::on`] and the
    /// like) and, on gfx6, no `flat_scratch` operand (codes 104 and 105 name
    /// no register there) and no literal `SMRD` offset (a gfx7 form); on
    /// gfx8, no `s102`/`s103` (its `flat_scratch`) and no `VOP2` form of a
    /// [`Vop2`] opcode that is `VOP3`-only there ([`Vop2::gfx8_code`] 256 and
    /// above, but for the lane moves, which take the `VOP3` encoding); on
    /// gfx6 and gfx7, no opcode or operand only gfx8 has
    /// ([`Sop2::gfx8_only`], [`Operand::is_gfx8_only`]).
    pub fn check_gfx(&self, gfx: Gfx) -> Result<(), Error> {
        let (on, what) = match *self {
            Inst::Sop2 { op, .. } => (op.on(gfx), op.mnemonic()),
            Inst::Sop1 { op, .. } => (op.on(gfx), op.mnemonic()),
            Inst::Sopk { op, .. } => (op.on(gfx), op.mnemonic()),
            Inst::Sopc { op, .. } => (op.on(gfx), op.mnemonic()),
            Inst::Sopp { op, .. } => (op.on(gfx), op.mnemonic()),
            Inst::Smrd { op, .. } => (op.on(gfx), op.mnemonic()),
            Inst::Vop1 { op, .. } => (op.on(gfx), op.mnemonic()),
            Inst::Vop2 { op, .. } | Inst::Madk { op, .. } => (op.on(gfx), op.mnemonic()),
            Inst::Vopc { op, .. } => (op.on(gfx), op.mnemonic()),
            Inst::Vop3(i) => match i.op {
                Vop3Op::Vop1(op) => (op.on(gfx), op.mnemonic()),
                Vop3Op::Vop2(op) => (op.on(gfx), op.mnemonic()),
                Vop3Op::Vopc(op) => (op.on(gfx), op.mnemonic()),
                Vop3Op::Vop3(op) => (op.on(gfx), op.mnemonic()),
            },
            Inst::Vintrp { op, .. } => (op.on(gfx), op.mnemonic()),
            Inst::Interp16(i) => (i.op.on(gfx), i.op.mnemonic()),
            Inst::Sdwa(_) => (gfx == Gfx::Gfx8, "SDWA"),
            Inst::Dpp(_) => (gfx == Gfx::Gfx8, "DPP"),
            Inst::Mubuf { op, .. } => (op.on(gfx), op.mnemonic()),
            Inst::Mtbuf { op, .. } => (op.on(gfx), op.mnemonic()),
            Inst::Ds(i) => (i.op.on(gfx), i.op.mnemonic()),
            Inst::Flat(i) => (i.op.on(gfx), i.op.mnemonic()),
            Inst::Mimg(i) => (i.op.on(gfx), i.op.mnemonic()),
            Inst::Exp { .. } => (true, "exp"),
        };
        if !on {
            return Err(Error::NotOnGfx { gfx, what });
        }
        if gfx == Gfx::Gfx8 {
            return super::gfx8::check(self);
        }
        self.no_gfx8_operand(gfx)?;
        if let Inst::Mimg(MimgInst {
            flags: MimgFlags { d16: true, .. },
            ..
        }) = *self
        {
            return Err(Error::NotOnGfx { gfx, what: "d16" });
        }
        if let Inst::Smrd { glc: true, .. } = *self {
            return Err(Error::NotOnGfx {
                gfx,
                what: "SMEM glc",
            });
        }
        if gfx == Gfx::Gfx6 {
            if let Inst::Smrd {
                offset: SmrdOffset::Literal(_),
                ..
            } = *self
            {
                return Err(Error::NotOnGfx {
                    gfx,
                    what: "SMRD literal offset",
                });
            }
            if self
                .scalar_operands()
                .iter()
                .any(|o| matches!(o.code(), 104 | 105))
            {
                return Err(Error::NotOnGfx {
                    gfx,
                    what: "flat_scratch",
                });
            }
        }
        Ok(())
    }

    /// The operands that can name a scalar register (the rest
    /// [`Operand::ZERO`]).
    fn scalar_operands(&self) -> [Operand; 5] {
        let z = Operand::ZERO;
        match *self {
            Inst::Sop2 {
                dst, src0, src1, ..
            }
            | Inst::Vop2 {
                dst, src0, src1, ..
            }
            | Inst::Madk {
                dst, src0, src1, ..
            } => [dst, src0, src1, z, z],
            Inst::Sop1 { dst, src0, .. } | Inst::Vop1 { dst, src0, .. } => [dst, src0, z, z, z],
            Inst::Sopk { dst, .. } => [dst, z, z, z, z],
            Inst::Sopc { src0, src1, .. } | Inst::Vopc { src0, src1, .. } => [src0, src1, z, z, z],
            Inst::Smrd {
                dst, base, offset, ..
            } => {
                let o = match offset {
                    SmrdOffset::Sgpr(o) => o,
                    _ => z,
                };
                [dst, base, o, z, z]
            }
            Inst::Vop3(i) => [i.dst, i.sdst, i.src[0], i.src[1], i.src[2]],
            Inst::Mubuf { buf, .. } | Inst::Mtbuf { buf, .. } => [buf.srsrc, buf.soffset, z, z, z],
            Inst::Mimg(i) => [i.srsrc, i.ssamp, z, z, z],
            Inst::Sopp { .. }
            | Inst::Vintrp { .. }
            | Inst::Interp16(_)
            | Inst::Sdwa(_)
            | Inst::Dpp(_)
            | Inst::Ds(_)
            | Inst::Flat(_)
            | Inst::Exp { .. } => [z; 5],
        }
    }

    /// The instruction with `f` applied to each operand that can name a
    /// scalar register (`None` if `f` refuses one).
    pub(super) fn map_operands(
        &self,
        f: &mut dyn FnMut(Operand) -> Option<Operand>,
    ) -> Option<Inst> {
        let mut inst = *self;
        match inst {
            Inst::Sop2 {
                ref mut dst,
                ref mut src0,
                ref mut src1,
                ..
            }
            | Inst::Vop2 {
                ref mut dst,
                ref mut src0,
                ref mut src1,
                ..
            }
            | Inst::Madk {
                ref mut dst,
                ref mut src0,
                ref mut src1,
                ..
            } => {
                *dst = f(*dst)?;
                *src0 = f(*src0)?;
                *src1 = f(*src1)?;
            }
            Inst::Sop1 {
                ref mut dst,
                ref mut src0,
                ..
            }
            | Inst::Vop1 {
                ref mut dst,
                ref mut src0,
                ..
            } => {
                *dst = f(*dst)?;
                *src0 = f(*src0)?;
            }
            Inst::Sopk { ref mut dst, .. } => *dst = f(*dst)?,
            Inst::Sopc {
                ref mut src0,
                ref mut src1,
                ..
            }
            | Inst::Vopc {
                ref mut src0,
                ref mut src1,
                ..
            } => {
                *src0 = f(*src0)?;
                *src1 = f(*src1)?;
            }
            Inst::Smrd {
                ref mut dst,
                ref mut base,
                ref mut offset,
                ..
            } => {
                *dst = f(*dst)?;
                *base = f(*base)?;
                if let SmrdOffset::Sgpr(ref mut o) = *offset {
                    *o = f(*o)?;
                }
            }
            Inst::Vop3(ref mut v) => {
                v.dst = f(v.dst)?;
                v.sdst = f(v.sdst)?;
                for s in &mut v.src {
                    *s = f(*s)?;
                }
            }
            Inst::Mubuf { ref mut buf, .. } | Inst::Mtbuf { ref mut buf, .. } => {
                buf.srsrc = f(buf.srsrc)?;
                buf.soffset = f(buf.soffset)?;
            }
            Inst::Mimg(ref mut m) => {
                m.srsrc = f(m.srsrc)?;
                m.ssamp = f(m.ssamp)?;
            }
            Inst::Sopp { .. }
            | Inst::Vintrp { .. }
            | Inst::Interp16(_)
            | Inst::Sdwa(_)
            | Inst::Dpp(_)
            | Inst::Ds(_)
            | Inst::Flat(_)
            | Inst::Exp { .. } => {}
        }
        Some(inst)
    }

    /// [`encode`](Self::encode) for generation `gfx`: an instruction `gfx`
    /// lacks ([`check_gfx`](Self::check_gfx)) is an error and writes nothing.
    /// gfx8 has its own opcode numbers and encodings ([`Sop2::gfx8_code`]
    /// and the like).
    pub fn encode_for(&self, gfx: Gfx, out: &mut [u32]) -> Result<usize, Error> {
        let (first, second) = self.words_for(gfx)?;
        put(out, first, second)
    }

    /// [`dwords`](Self::dwords) for generation `gfx` (an error where
    /// [`encode_for`](Self::encode_for) fails).
    pub fn dwords_for(&self, gfx: Gfx) -> Result<usize, Error> {
        Ok(if self.words_for(gfx)?.1.is_some() {
            2
        } else {
            1
        })
    }

    /// The words of [`encode_for`](Self::encode_for).
    fn words_for(&self, gfx: Gfx) -> Result<(u32, Option<u32>), Error> {
        self.check_gfx(gfx)?;
        match gfx {
            Gfx::Gfx8 => super::gfx8::words(self),
            Gfx::Gfx6 | Gfx::Gfx7 => self.words(),
        }
    }

    /// [`decode`](Self::decode) for generation `gfx`: words of an
    /// instruction `gfx` lacks ([`check_gfx`](Self::check_gfx)) are an error;
    /// gfx8 words are read with gfx8's opcode numbers and encodings (an
    /// opcode only gfx8 has is [`Error::Unknown`]).
    pub fn decode_for(code: &[u32], gfx: Gfx) -> Result<(Inst, usize), Error> {
        if gfx == Gfx::Gfx8 {
            return super::gfx8::decode(code);
        }
        let (inst, n) = Self::decode(code)?;
        inst.check_gfx(gfx)?;
        Ok((inst, n))
    }

    /// The instruction's text in LLVM's syntax for generation `gfx` (gfx8
    /// names a few opcodes otherwise, `v_add_u32` for gfx7's `v_add_i32`,
    /// and writes its `VOP3`-only forms of `VOP2` opcodes without `_e64`);
    /// [`Display`](fmt::Display) is gfx7's (and gfx6's) text.
    ///
    /// A constant prints as LLVM's printer (`llvm-objdump-14`) writes it
    /// for the type the opcode reads there. A literal dword (source code
    /// 255) in a 32-bit source prints -16..=64 as the integer, the inline
    /// floats' bits by name (`1.0`; `0.15915494`, 1/(2*pi), on gfx8 only)
    /// and anything else in hexadecimal; in a 64-bit source 0..=64 as the
    /// integer, else in hexadecimal (`0xfffffff0`); in a 16-bit source its
    /// low half -16..=64 as the integer (`0xfffffff0` is `-16`), then, in a
    /// 16-bit float source, the half floats' bits by name (`0x3c00` is
    /// `1.0`), and else the low half in hexadecimal. An inline float in a
    /// 16-bit integer source (gfx8's `u16`, `i16`, `b16` opcodes) prints as
    /// its half's bits (`v_add_u16_e32 v0, 0x3c00, v1`). Where that text
    /// assembles to other words (an inline constant for a literal),
    /// [`text_is_exact_for`](Self::text_is_exact_for) is false.
    ///
    /// ```
    /// use gcn::isa::Inst;
    /// use gcn::regs::Gfx;
    ///
    /// // v_mov_b32_e32 v0 and v_cvt_f32_f64_e32 v0 (a 64-bit source)
    /// // with the literal 0xfffffff0.
    /// let (mov, _) = Inst::decode_for(&[0x7E00_02FF, 0xFFFF_FFF0], Gfx::Gfx8)?;
    /// assert_eq!(mov.display_for(Gfx::Gfx8).to_string(), "v_mov_b32_e32 v0, -16");
    /// assert!(!mov.text_is_exact_for(Gfx::Gfx8)); // -16 is an inline constant
    /// let (cvt, _) = Inst::decode_for(&[0x7E00_1EFF, 0xFFFF_FFF0], Gfx::Gfx8)?;
    /// assert_eq!(cvt.display_for(Gfx::Gfx8).to_string(), "v_cvt_f32_f64_e32 v0, 0xfffffff0");
    /// assert!(cvt.text_is_exact_for(Gfx::Gfx8));
    /// # Ok::<(), gcn::isa::Error>(())
    /// ```
    pub fn display_for(&self, gfx: Gfx) -> InstText<'_> {
        InstText { inst: self, gfx }
    }

    /// The instruction's first dword and its second dword, if any.
    pub(super) fn words(&self) -> Result<(u32, Option<u32>), Error> {
        // A placeholder no gfx7 word holds (gfx8's encoder writes a stand-in).
        let beyond = match *self {
            Inst::Vop2 { op, .. } | Inst::Madk { op, .. } => op.code() >= Vop2::GFX7_END,
            Inst::Vopc { op, .. } => op.code() >= Vopc::GFX7_END,
            _ => false,
        };
        if beyond {
            return Err(Error::Operand { operand: "op" });
        }
        match *self {
            // gfx8's own encoding only ([`gfx8::words`](super::gfx8)).
            Inst::Interp16(i) => Err(Error::NotOnGfx {
                gfx: Gfx::Gfx7,
                what: i.op.mnemonic(),
            }),
            Inst::Sdwa(_) => Err(Error::NotOnGfx {
                gfx: Gfx::Gfx7,
                what: "SDWA",
            }),
            Inst::Dpp(_) => Err(Error::NotOnGfx {
                gfx: Gfx::Gfx7,
                what: "DPP",
            }),
            Inst::Sop2 {
                op,
                dst,
                src0,
                src1,
            } => {
                let w = op.shape();
                let d = if w.dst == 0 {
                    0
                } else {
                    sdst(dst, w.dst, "dst")?
                };
                let s0 = ssrc(src0, w.src0, "src0")?;
                let s1 = ssrc(src1, w.src1, "src1")?;
                // LLVM's assembler takes no literal in s_cbranch_g_fork.
                if w.dst == 0 && (src0.literal().is_some() || src1.literal().is_some()) {
                    return Err(Error::Operand { operand: "src0" });
                }
                let lit = literal_of(&[src0, src1])?;
                Ok((
                    SOP2 | u32::from(op.code()) << 23 | d << 16 | s1 << 8 | s0,
                    lit,
                ))
            }
            Inst::Sop1 { op, dst, src0 } => {
                let w = op.shape();
                let d = if w.dst == 0 {
                    0
                } else {
                    sdst(dst, w.dst, "dst")?
                };
                let (s0, lit) = if w.src0 == 0 {
                    (0, None)
                } else if sop1_src_is_register(op)
                    && (src0.is_constant() || (w.src0 > 1 && !src0.is_scalar_register()))
                {
                    return Err(Error::Operand { operand: "src0" });
                } else {
                    (ssrc(src0, w.src0, "src0")?, src0.literal())
                };
                Ok((SOP1 | d << 16 | u32::from(op.code()) << 8 | s0, lit))
            }
            Inst::Sopk { op, dst, imm } => {
                let (d, lit) = match op.shape() {
                    SopkForm::Plain | SopkForm::Getreg | SopkForm::Setreg => {
                        (sdst(dst, 1, "dst")?, None)
                    }
                    SopkForm::Fork => (sdst(dst, 2, "dst")?, None),
                    SopkForm::SetregImm32 => match dst.constant_value() {
                        Some(v) => (0, Some(v)),
                        None => return Err(Error::Operand { operand: "dst" }),
                    },
                };
                Ok((
                    SOPK | u32::from(op.code()) << 23 | d << 16 | u32::from(imm),
                    lit,
                ))
            }
            Inst::Sopc { op, src0, src1 } => {
                let w = op.shape();
                let s0 = ssrc(src0, w.src0, "src0")?;
                // `s_set_gpr_idx_on`: the field is the `gpr_idx` mode.
                let s1 = if w.src1 == 0 {
                    gpr_idx_mode(src1).ok_or(Error::Operand { operand: "src1" })?
                } else {
                    ssrc(src1, w.src1, "src1")?
                };
                let lit = literal_of(&[src0, src1])?;
                Ok((SOPC | u32::from(op.code()) << 16 | s1 << 8 | s0, lit))
            }
            Inst::Sopp { op, imm } => {
                if op.shape() == SoppImm::GprIdx && imm > GPR_IDX_MAX {
                    return Err(Error::Operand { operand: "imm" });
                }
                Ok((SOPP | u32::from(op.code()) << 16 | u32::from(imm), None))
            }
            Inst::Smrd {
                op,
                dst,
                base,
                offset,
                ..
            } => {
                let shape = op.shape();
                let d = if shape.dst == 0 {
                    0
                } else {
                    sdst(dst, shape.dst, "dst")?
                };
                // A scalar memory read writes neither `M0` (the GPU hangs)
                // nor `EXEC`.
                let exec = [Operand::EXEC, Operand::EXEC_LO, Operand::EXEC_HI];
                if shape.dst > 0 && (dst == Operand::M0 || exec.contains(&dst)) {
                    return Err(Error::Operand { operand: "dst" });
                }
                // `s_memtime` and the cache invalidations read no memory:
                // their base and offset fields are 0.
                if shape.base == 0 {
                    return Ok((SMRD | u32::from(op.code()) << 22 | d << 15, None));
                }
                let b = aligned_sgprs(base, shape.base, 2, "base")?;
                let (imm, off, lit) = match offset {
                    SmrdOffset::Imm(v) => (1, u32::from(v), None),
                    SmrdOffset::Literal(v) => (0, u32::from(LITERAL), Some(v)),
                    SmrdOffset::Sgpr(s) => (0, sdst(s, 1, "offset")?, None),
                };
                Ok((
                    SMRD | u32::from(op.code()) << 22 | d << 15 | b << 9 | imm << 8 | off,
                    lit,
                ))
            }
            Inst::Vop1 { op, dst, src0 } => {
                let w = op.widths();
                let (d, s0) = match op.shape() {
                    // The fields of an opcode without operands are 0.
                    VShape::Nothing => (0, 0),
                    VShape::ScalarDst => (sdst(dst, 1, "dst")?, vsrc(src0, "src0")?),
                    _ => (vgpr(dst, w.dst, "dst")?, vsrc_w(src0, w.src[0], "src0")?),
                };
                if !vop1_src_ok(op, src0) {
                    return Err(Error::Operand { operand: "src0" });
                }
                let src0 = if w.src[0] == 0 { Operand::ZERO } else { src0 };
                constant_bus(&[src0], vop1_reads_m0(op).then_some(Operand::M0))?;
                Ok((
                    VOP1 | d << 17 | u32::from(op.code()) << 9 | s0,
                    src0.literal(),
                ))
            }
            Inst::Vop2 {
                op,
                dst,
                src0,
                src1,
            } => {
                let (d, s0, s1) = match op.shape() {
                    // A constant `K` needs `Inst::Madk`.
                    VShape::Madk => return Err(Error::Operand { operand: "op" }),
                    VShape::Readlane => {
                        want(src0, 1, src0.is_vgpr() || src0.is_lds_direct(), "src0")?;
                        (sdst(dst, 1, "dst")?, vsrc(src0, "src0")?, lane(src1)?)
                    }
                    VShape::Writelane => {
                        want(src0, 1, !src0.is_vgpr(), "src0")?;
                        constant_bus(&[src0, src1], None)?;
                        (vgpr(dst, 1, "dst")?, vsrc(src0, "src0")?, lane(src1)?)
                    }
                    _ => (
                        vgpr(dst, 1, "dst")?,
                        vsrc(src0, "src0")?,
                        vgpr(src1, 1, "src1")?,
                    ),
                };
                lds_direct(&[src0], vop2_is_reversed(op))?;
                // The 32-bit lane-mask selector and carry-in are `VCC`.
                let vcc = matches!(op.shape(), VShape::Cndmask | VShape::CarryInOut);
                constant_bus(&[src0], vcc.then_some(Operand::VCC))?;
                Ok((
                    u32::from(op.code()) << 25 | d << 17 | s1 << 9 | s0,
                    src0.literal(),
                ))
            }
            Inst::Madk {
                op,
                dst,
                src0,
                src1,
                k,
            } => {
                if op.shape() != VShape::Madk {
                    return Err(Error::Operand { operand: "op" });
                }
                let d = vgpr(dst, 1, "dst")?;
                let s0 = vsrc(src0, "src0")?;
                let s1 = vgpr(src1, 1, "src1")?;
                // `K` is the one scalar value (an SGPR source is refused);
                // a literal source is `K` itself.
                if src0.literal().is_some_and(|v| v != k) {
                    return Err(Error::TwoLiterals);
                }
                if !(src0.is_vgpr() || src0.is_lds_direct() || src0.is_constant()) {
                    return Err(Error::ConstantBus);
                }
                Ok((u32::from(op.code()) << 25 | d << 17 | s1 << 9 | s0, Some(k)))
            }
            Inst::Vopc { op, src0, src1 } => {
                let w = op.shape();
                let s0 = vsrc_w(src0, w.src0, "src0")?;
                let s1 = vgpr(src1, w.src1, "src1")?;
                Ok((
                    VOPC | u32::from(op.code()) << 17 | s1 << 9 | s0,
                    src0.literal(),
                ))
            }
            Inst::Vop3(ref v) => v.words(),
            Inst::Vintrp {
                op,
                dst,
                src,
                attr,
                chan,
            } => {
                if attr > 63 {
                    return Err(Error::Operand { operand: "attr" });
                }
                if chan > 3 {
                    return Err(Error::Operand { operand: "chan" });
                }
                let s = match src {
                    InterpSrc::Vgpr(v) => u32::from(v),
                    InterpSrc::P10 => 0,
                    InterpSrc::P20 => 1,
                    InterpSrc::P0 => 2,
                };
                let w = VINTRP
                    | u32::from(dst) << 18
                    | u32::from(op.code()) << 16
                    | u32::from(attr) << 10
                    | u32::from(chan) << 8
                    | s;
                Ok((w, None))
            }
            Inst::Mubuf { op, buf } => {
                let (shape, flags) = (op.shape(), buf.flags);
                // The cache invalidations have no operands: every field is
                // 0 but the opcode.
                if shape.data == 0 {
                    return Ok((MUBUF | u32::from(op.code()) << 18, Some(0)));
                }
                // LLVM's syntax has no `tfe` on an atomic, and `lds` on the
                // one-dword loads only, without `tfe`.
                if (shape.atomic && flags.tfe) || (flags.lds && (flags.tfe || !op.takes_lds())) {
                    return Err(Error::Operand { operand: "flags" });
                }
                let (w0, w1) = buf.words(shape.data)?;
                Ok((MUBUF | u32::from(op.code()) << 18 | w0, Some(w1)))
            }
            Inst::Mtbuf {
                op,
                buf,
                dfmt,
                nfmt,
            } => {
                // Bit 16, `MUBUF`'s `LDS`, is part of `MTBUF`'s opcode.
                if buf.flags.lds {
                    return Err(Error::Operand { operand: "flags" });
                }
                let (w0, w1) = buf.words(op.shape().data)?;
                let format = u32::from(nfmt.into_bits()) << 23 | u32::from(dfmt.into_bits()) << 19;
                Ok((MTBUF | format | u32::from(op.code()) << 16 | w0, Some(w1)))
            }
            Inst::Ds(ref d) => d.words(),
            Inst::Flat(ref d) => d.words(),
            Inst::Mimg(ref m) => m.words(),
            Inst::Exp {
                target,
                en,
                src,
                done,
                compr,
                vm,
            } => {
                let tgt = target.code().ok_or(Error::Operand { operand: "target" })?;
                if en > 0xF {
                    return Err(Error::Operand { operand: "en" });
                }
                let w0 = EXP
                    | u32::from(vm) << 12
                    | u32::from(done) << 11
                    | u32::from(compr) << 10
                    | u32::from(tgt) << 4
                    | u32::from(en);
                let w1 = u32::from_le_bytes(src);
                Ok((w0, Some(w1)))
            }
        }
    }

    /// Decodes the instruction at the start of `code`; returns it and the
    /// dwords it took. Every field the instruction has is kept, so
    /// re-encoding gives the same dwords. The opcode placeholders and
    /// source codes gfx7 leaves unused and only gfx8 has (1/(2*pi),
    /// `xnack_mask`, [`Sop2::gfx8_only`] opcodes) are [`Error::Unknown`].
    pub fn decode(code: &[u32]) -> Result<(Inst, usize), Error> {
        let (inst, n) = Self::decode_any(code)?;
        if inst.check_gfx(Gfx::Gfx7).is_err() {
            let word = code.first().copied().unwrap_or_default();
            return Err(Error::Unknown { word });
        }
        Ok((inst, n))
    }

    /// [`decode`](Self::decode) that also reads gfx8's own operands (for the
    /// gfx8 decoder, which rewrites gfx8 words into gfx7 ones).
    pub(super) fn decode_any(code: &[u32]) -> Result<(Inst, usize), Error> {
        let w = dword(code, 0)?;
        let second = || dword(code, 1);
        let unknown = Error::Unknown { word: w };
        let field = |shift: u32, width: u32| bits(w, shift, width);
        // A source with a literal takes the second dword.
        let src = |c: u32, dwords: u8| -> Result<Operand, Error> {
            let c = c as u16;
            let lit = if c == LITERAL { second()? } else { 0 };
            Operand::from_code(c, dwords, lit).ok_or(unknown)
        };
        // An operand of `dwords` the shape may lack (0: `Operand::ZERO`).
        let opt_src = |c: u32, dwords: u8| match dwords {
            0 => Ok(Operand::ZERO),
            _ => src(c, dwords),
        };
        let inst = if w >> 23 == SOP1 >> 23 {
            let op = Sop1::from_code(field(8, 8) as u16).ok_or(unknown)?;
            let s = op.shape();
            let dst = opt_src(field(16, 7), s.dst)?;
            let src0 = opt_src(field(0, 8), s.src0)?;
            Inst::Sop1 { op, dst, src0 }
        } else if w >> 23 == SOPC >> 23 {
            let op = Sopc::from_code(field(16, 7) as u16).ok_or(unknown)?;
            let src0 = src(field(0, 8), op.shape().src0)?;
            let src1 = match op.shape().src1 {
                0 if field(8, 8) <= u32::from(GPR_IDX_MAX) => Operand::imm(field(8, 8)),
                0 => return Err(unknown),
                w => src(field(8, 8), w)?,
            };
            Inst::Sopc { op, src0, src1 }
        } else if w >> 23 == SOPP >> 23 {
            let op = Sopp::from_code(field(16, 7) as u16).ok_or(unknown)?;
            let imm = field(0, 16) as u16;
            if op.shape() == SoppImm::GprIdx && imm > GPR_IDX_MAX {
                return Err(unknown);
            }
            Inst::Sopp { op, imm }
        } else if w >> 28 == SOPK >> 28 {
            let op = Sopk::from_code(field(23, 5) as u16).ok_or(unknown)?;
            let dst = match op.shape() {
                SopkForm::Plain | SopkForm::Getreg | SopkForm::Setreg => src(field(16, 7), 1)?,
                SopkForm::Fork => src(field(16, 7), 2)?,
                // The value is the literal dword; the register field is 0.
                SopkForm::SetregImm32 => Operand::imm(second()?),
            };
            let imm = field(0, 16) as u16;
            Inst::Sopk { op, dst, imm }
        } else if w >> 30 == SOP2 >> 30 {
            let op = Sop2::from_code(field(23, 7) as u16).ok_or(unknown)?;
            let s = op.shape();
            let dst = opt_src(field(16, 7), s.dst)?;
            let src0 = src(field(0, 8), s.src0)?;
            let src1 = src(field(8, 8), s.src1)?;
            Inst::Sop2 {
                op,
                dst,
                src0,
                src1,
            }
        } else if w >> 27 == SMRD >> 27 {
            let op = Smrd::from_code(field(22, 5) as u16).ok_or(unknown)?;
            let s = op.shape();
            let dst = opt_src(field(15, 7), s.dst)?;
            let base = if s.base == 0 {
                Operand::ZERO
            } else {
                sgprs_at(field(9, 6), 2, s.base).ok_or(unknown)?
            };
            let offset = if s.base == 0 {
                SmrdOffset::Imm(0)
            } else if field(8, 1) == 1 {
                SmrdOffset::Imm(field(0, 8) as u8)
            } else if field(0, 8) == u32::from(LITERAL) {
                SmrdOffset::Literal(second()?)
            } else {
                SmrdOffset::Sgpr(src(field(0, 8), 1)?)
            };
            Inst::Smrd {
                op,
                dst,
                base,
                offset,
                glc: false,
            }
        } else if w >> 31 == 0 {
            let vgprs =
                |first: u32, dwords: u8| Operand::vgprs(first as u8, dwords).or(Err(unknown));
            if w >> 25 == VOP1 >> 25 {
                let op = Vop1::from_code(field(9, 8) as u16).ok_or(unknown)?;
                let d = field(17, 8);
                let wd = op.widths();
                let (dst, src0) = match op.shape() {
                    VShape::Nothing => (Operand::ZERO, Operand::ZERO),
                    VShape::ScalarDst => (src(d, 1)?, src(field(0, 9), 1)?),
                    _ => (vgprs(d, wd.dst)?, src(field(0, 9), wd.src[0])?),
                };
                Inst::Vop1 { op, dst, src0 }
            } else if w >> 25 == VOPC >> 25 {
                let op = Vopc::from_code(field(17, 8) as u16).ok_or(unknown)?;
                let wd = op.shape();
                let src0 = src(field(0, 9), wd.src0)?;
                let src1 = vgprs(field(9, 8), wd.src1)?;
                Inst::Vopc { op, src0, src1 }
            } else {
                let src0 = src(field(0, 9), 1)?;
                let op = Vop2::from_code(field(25, 6) as u16).ok_or(unknown)?;
                let lane = || match field(9, 8) {
                    c if c == u32::from(LITERAL) => Err(unknown),
                    c => src(c, 1),
                };
                let (dst, src1) = match op.shape() {
                    VShape::Readlane => (src(field(17, 8), 1)?, lane()?),
                    VShape::Writelane => (Operand::vgpr(field(17, 8) as u8), lane()?),
                    _ => (
                        Operand::vgpr(field(17, 8) as u8),
                        Operand::vgpr(field(9, 8) as u8),
                    ),
                };
                if op.shape() == VShape::Madk {
                    Inst::Madk {
                        op,
                        dst,
                        src0,
                        src1,
                        k: second()?,
                    }
                } else {
                    Inst::Vop2 {
                        op,
                        dst,
                        src0,
                        src1,
                    }
                }
            }
        } else if w >> 26 == VOP3 >> 26 {
            Inst::Vop3(Vop3Inst::decode(w, second()?)?)
        } else if w >> 26 == VINTRP >> 26 {
            let op = Vintrp::from_code(field(16, 2) as u16).ok_or(unknown)?;
            let s = field(0, 8) as u8;
            let src = match op {
                Vintrp::MovF32 => match s {
                    0 => InterpSrc::P10,
                    1 => InterpSrc::P20,
                    2 => InterpSrc::P0,
                    _ => return Err(unknown),
                },
                _ => InterpSrc::Vgpr(s),
            };
            let (dst, attr, chan) = (field(18, 8) as u8, field(10, 6) as u8, field(8, 2) as u8);
            Inst::Vintrp {
                op,
                dst,
                src,
                attr,
                chan,
            }
        } else if w >> 26 == MUBUF >> 26 {
            let w1 = second()?;
            let op = Mubuf::from_code(field(18, 7) as u16).ok_or(unknown)?;
            // Bit 25 is reserved.
            if field(25, 1) != 0 {
                return Err(unknown);
            }
            let buf = if op.shape().data == 0 {
                BufOperands::NONE
            } else {
                BufOperands::decode(w, w1, op.shape().data).ok_or(unknown)?
            };
            Inst::Mubuf { op, buf }
        } else if w >> 26 == MTBUF >> 26 {
            let w1 = second()?;
            let op = Mtbuf::from_code(field(16, 3) as u16).ok_or(unknown)?;
            let mut buf = BufOperands::decode(w, w1, op.shape().data).ok_or(unknown)?;
            // Bit 16 is the opcode's, not `LDS`.
            buf.flags.lds = false;
            Inst::Mtbuf {
                op,
                buf,
                dfmt: BufDataFormat::from_bits(field(19, 4) as u8),
                nfmt: BufNumFormat::from_bits(field(23, 3) as u8),
            }
        } else if w >> 26 == DS >> 26 {
            Inst::Ds(DsInst::decode(w, second()?).ok_or(unknown)?)
        } else if w >> 26 == FLAT >> 26 {
            Inst::Flat(FlatInst::decode(w, second()?).ok_or(unknown)?)
        } else if w >> 26 == MIMG >> 26 {
            let w1 = second()?;
            let op = Mimg::from_code(field(18, 7) as u16).ok_or(unknown)?;
            let flags = MimgFlags::from_bits(w, w1);
            let dmask = field(8, 4) as u8;
            let regs = |first: u32, dwords: u8| Operand::vgprs(first as u8, dwords).ok();
            let data = regs(bits(w1, 8, 8), op.data_dwords(dmask, flags));
            // The 2D width, shortened where it would run past v255.
            let first = bits(w1, 0, 8);
            let width = u32::from(op.addr_dwords(flags.da)).min(256 - first);
            let vaddr = regs(first, width as u8);
            let srsrc = sgprs_at(bits(w1, 16, 5), 4, 8);
            let ssamp = if op.shape().sampler {
                sgprs_at(bits(w1, 21, 5), 4, 4)
            } else {
                Some(Operand::ZERO)
            };
            let (Some(data), Some(vaddr), Some(srsrc), Some(ssamp)) = (data, vaddr, srsrc, ssamp)
            else {
                return Err(unknown);
            };
            Inst::Mimg(MimgInst {
                op,
                data,
                vaddr,
                srsrc,
                ssamp,
                dmask,
                flags,
            })
        } else if w >> 26 == EXP >> 26 {
            let w1 = second()?;
            let target = ExpTarget::from_code(field(4, 6) as u8).ok_or(unknown)?;
            if field(13, 13) != 0 {
                return Err(unknown);
            }
            Inst::Exp {
                target,
                en: field(0, 4) as u8,
                src: w1.to_le_bytes(),
                done: field(11, 1) == 1,
                compr: field(10, 1) == 1,
                vm: field(12, 1) == 1,
            }
        } else {
            return Err(unknown);
        };
        let dwords = reencoded_len(code, inst.words(), unknown)?;
        Ok((inst, dwords))
    }
}

/// The dwords of `code` a decoding takes, from `words`, its re-encoding:
/// a decoding is accepted only if it re-encodes to the same dwords, so bits
/// the model does not keep make the word `unknown`, never lost. The
/// re-encoding also gives the length (a second dword for a literal or a
/// two-dword family).
pub(super) fn reencoded_len(
    code: &[u32],
    words: Result<(u32, Option<u32>), Error>,
    unknown: Error,
) -> Result<usize, Error> {
    match (words, code) {
        (Ok((first, None)), [w, ..]) if first == *w => Ok(1),
        (Ok((first, Some(second))), [w, w1, ..]) if first == *w && second == *w1 => Ok(2),
        _ => Err(unknown),
    }
}

impl Vop3Inst {
    fn words(&self) -> Result<(u32, Option<u32>), Error> {
        let op = self.op;
        // A placeholder no gfx7 word holds (gfx8's encoder writes a stand-in).
        if op.code() >= Vop3::GFX7_END {
            return Err(Error::Operand { operand: "op" });
        }
        // LLVM has no 64-bit form of the lane moves nor of the `K` forms.
        if matches!(op, Vop3Op::Vop2(o) if matches!(o.shape(), VShape::Readlane | VShape::Writelane | VShape::Madk))
        {
            return Err(Error::Operand { operand: "op" });
        }
        let n = op.sources();
        let widths = op.widths();
        // Sources the opcode does not read encode as 0, as LLVM writes them.
        let mut srcs = 0;
        for ((i, s), what) in (0u8..).zip(self.src).zip(["src0", "src1", "src2"]) {
            if s.literal().is_some() {
                return Err(Error::LiteralInVop3);
            }
            if i == 2 && op.src2_is_mask() {
                sdst(s, 2, what)?;
            } else if i < n {
                let ok = match op {
                    Vop3Op::Vop1(o) => vop1_src_ok(o, s),
                    _ => true,
                };
                if !ok {
                    return Err(Error::Operand { operand: what });
                }
                let dwords = widths.src.get(usize::from(i)).copied().unwrap_or(1);
                vsrc_w(s, dwords, what)?;
            }
            if i < n {
                srcs |= u32::from(s.code()) << (9 * i);
            }
        }
        let implicit = match op {
            Vop3Op::Vop1(o) if vop1_reads_m0(o) => Some(Operand::M0),
            Vop3Op::Vop3(Vop3::DivFmasF32 | Vop3::DivFmasF64) => Some(Operand::VCC),
            _ => None,
        };
        let read = self.src.get(..usize::from(n)).unwrap_or_default();
        lds_direct(read, matches!(op, Vop3Op::Vop2(o) if vop2_is_reversed(o)))?;
        constant_bus(read, implicit)?;
        let d = match (op.dst_sgprs(), widths.dst) {
            (0, 0) => 0,
            (0, w) => vgpr(self.dst, w, "dst")?,
            (n, _) => sdst(self.dst, n, "dst")?,
        };
        if matches!(op, Vop3Op::Vop3(o) if o.dst_apart())
            && read.iter().any(|&s| overlaps(self.dst, s))
        {
            return Err(Error::Operand { operand: "dst" });
        }
        if self.abs > 7 || self.neg > 7 || self.omod > 3 {
            return Err(Error::Operand {
                operand: "modifier",
            });
        }
        let mut w0 = VOP3 | u32::from(op.code()) << 17 | d;
        if op.is_vop3b() {
            w0 |= sdst(self.sdst, 2, "sdst")? << 8;
            if self.abs != 0 || self.clamp {
                return Err(Error::Operand {
                    operand: "modifier",
                });
            }
        } else {
            w0 |= u32::from(self.clamp) << 11 | u32::from(self.abs) << 8;
        }
        let w1 = u32::from(self.neg) << 29 | u32::from(self.omod) << 27 | srcs;
        Ok((w0, Some(w1)))
    }

    fn decode(w0: u32, w1: u32) -> Result<Self, Error> {
        let unknown = Error::Unknown { word: w0 };
        let op = Vop3Op::from_code(((w0 >> 17) & 0x1FF) as u16).ok_or(unknown)?;
        let d = (w0 & 0xFF) as u16;
        let widths = op.widths();
        let dst = match (op.dst_sgprs(), widths.dst) {
            (0, 0) => Some(Operand::ZERO),
            (0, w) => Operand::vgprs(d as u8, w).ok(),
            (n, _) => Operand::from_code(d, n, 0),
        }
        .ok_or(unknown)?;
        let n = op.sources();
        // A source the opcode does not read is 0 (the encoder writes it so).
        let mut src = [Operand::ZERO; 3];
        for (i, slot) in (0u8..).zip(&mut src) {
            let code = bits(w1, 9 * u32::from(i), 9) as u16;
            if i < n || code != 0 {
                let dwords = match widths.src.get(usize::from(i)) {
                    Some(&w) if i < n && w > 0 => w,
                    _ => 1,
                };
                *slot = Operand::from_code(code, dwords, 0).ok_or(unknown)?;
            }
        }
        let (sdst, abs, clamp) = if op.is_vop3b() {
            (
                Operand::from_code(((w0 >> 8) & 0x7F) as u16, 2, 0).ok_or(unknown)?,
                0,
                false,
            )
        } else {
            (Operand::VCC, ((w0 >> 8) & 7) as u8, (w0 >> 11) & 1 == 1)
        };
        if !op.is_vop3b() && (w0 >> 12) & 0x1F != 0 {
            return Err(unknown);
        }
        let neg = (w1 >> 29) as u8;
        let omod = ((w1 >> 27) & 3) as u8;
        Ok(Self {
            op,
            dst,
            sdst,
            src,
            abs,
            neg,
            clamp,
            omod,
        })
    }
}

impl Vop3Inst {
    /// Whether the printed text assembles back to the same dwords: LLVM's
    /// syntax has no 64-bit form of `v_readfirstlane_b32` nor an inline
    /// constant for the 64-bit `v_cvt_f32_f16`, and no words for
    /// `neg`/`abs` on a source the opcode does not read or that is not a
    /// floating-point source, nor for `clamp`/`omod` on opcodes without them
    /// ([`Vop3Op::modifiers`]).
    fn text_is_exact_for(&self, gfx: Gfx) -> bool {
        let m = self.op.modifiers_for(gfx);
        // LLVM's gfx6/gfx7 assembler reads an inline constant given to the
        // 16-bit source of `v_cvt_f32_f16_e64` as a 16-bit literal, which
        // `VOP3` cannot hold (gfx8's takes it).
        let half_constant = gfx != Gfx::Gfx8
            && matches!(self.op, Vop3Op::Vop1(Vop1::CvtF32F16))
            && self.src[0].is_inline_constant();
        let n = self.op.sources();
        !matches!(self.op, Vop3Op::Vop1(Vop1::ReadfirstlaneB32))
            && !half_constant
            && (0u8..)
                .zip(self.src)
                .take(usize::from(n))
                .all(|(i, s)| s.text_is_exact_as(self.op.src_kind(i), gfx))
            && (self.neg | self.abs) & !m.src == 0
            && (m.clamp || !self.clamp)
            && (m.omod || self.omod == 0)
    }
}

/// Whether source `op` of a scalar instruction, `dwords` wide, prints as
/// text that assembles back to it on `gfx` ([`Operand::text_is_exact_as`]).
fn scalar_src_is_exact(op: Operand, dwords: u8, gfx: Gfx) -> bool {
    let Src(op, kind, gfx) = Src::scalar(op, dwords, gfx);
    op.text_is_exact_as(kind, gfx)
}

/// Writes the `clamp` and output-modifier (`omod`) suffixes of a VOP3-style
/// instruction.
fn clamp_omod(f: &mut fmt::Formatter<'_>, clamp: bool, omod: u8) -> fmt::Result {
    if clamp {
        f.write_str(" clamp")?;
    }
    match omod {
        1 => f.write_str(" mul:2"),
        2 => f.write_str(" mul:4"),
        3 => f.write_str(" div:2"),
        _ => Ok(()),
    }
}

/// Prints a source with its `NEG` / `ABS` modifiers (a negated constant as
/// `neg(1.0)`, since `-1.0` is a constant of its own).
fn modified(f: &mut fmt::Formatter<'_>, op: Src, neg: bool, abs: bool) -> fmt::Result {
    if neg && !abs && op.0.is_constant() {
        return write!(f, "neg({op})");
    }
    neg_abs(f, op, neg, abs)
}

/// Prints `v` with the `NEG` / `ABS` modifiers in LLVM's syntax (`-v`,
/// `|v|`, `-|v|`).
pub(super) fn neg_abs(
    f: &mut fmt::Formatter<'_>,
    v: impl fmt::Display,
    neg: bool,
    abs: bool,
) -> fmt::Result {
    match (neg, abs) {
        (false, false) => write!(f, "{v}"),
        (true, false) => write!(f, "-{v}"),
        (false, true) => write!(f, "|{v}|"),
        (true, true) => write!(f, "-|{v}|"),
    }
}

impl fmt::Display for Vop3Inst {
    /// The instruction in LLVM's syntax for gfx7.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.fmt_for(f, Gfx::Gfx7)
    }
}

impl Vop3Inst {
    /// The instruction in LLVM's syntax for `gfx`: gfx8 writes a `VOP2`
    /// opcode that has only the `VOP3` form there without `_e64`.
    fn fmt_for(&self, f: &mut fmt::Formatter<'_>, gfx: Gfx) -> fmt::Result {
        let op = self.op;
        let (name, suffix) = match op {
            Vop3Op::Vop1(o) => (o.mnemonic_for(gfx), "_e64"),
            Vop3Op::Vop2(o) if gfx == Gfx::Gfx8 && o.gfx8_vop3_only() => (o.mnemonic_for(gfx), ""),
            Vop3Op::Vop2(o) => (o.mnemonic_for(gfx), "_e64"),
            Vop3Op::Vopc(o) => (o.mnemonic_for(gfx), "_e64"),
            Vop3Op::Vop3(o) => (o.mnemonic_for(gfx), ""),
        };
        if op.widths().dst == 0 {
            // `v_nop_e64`, `v_clrexcp_e64`: no operands.
            return write!(f, "{name}{suffix}");
        }
        write!(f, "{name}{suffix} {}", self.dst)?;
        if op.is_vop3b() {
            write!(f, ", {}", self.sdst)?;
        }
        let n = op.sources();
        for (i, s) in (0u8..).zip(self.src).take(usize::from(n)) {
            f.write_str(", ")?;
            let bit = 1u8 << i;
            let src = Src(s, op.src_kind(i), gfx);
            modified(f, src, self.neg & bit != 0, self.abs & bit != 0)?;
        }
        clamp_omod(f, self.clamp, self.omod)
    }
}

impl Inst {
    /// Whether the text [`Display`](fmt::Display) prints assembles back to
    /// exactly this instruction's dwords with LLVM's assembler (`llvm-mc`).
    ///
    /// It is `false` for bits that LLVM's syntax cannot write, which
    /// [`Inst::decode`] keeps (re-encoding is exact either way) but the text
    /// drops or LLVM refuses, and for the literals LLVM reads otherwise:
    ///
    /// - `exp`: a non-zero VGPR byte of a disabled channel; with `compr`,
    ///   non-zero bytes of sources 2 and 3, or a channel mask that enables
    ///   one half of a packed pair (LLVM enables both halves or neither);
    /// - `VOP3`: `neg`/`abs` on a source the opcode does not read or that is
    ///   not a floating-point source, `clamp` on an opcode without a
    ///   floating-point result (and on compares; gfx8's float compares take
    ///   it, [`text_is_exact_for`](Self::text_is_exact_for)), `omod` on an opcode without
    ///   floating-point modifiers, and the 64-bit form of
    ///   `v_readfirstlane_b32`, and an inline constant as the source of
    ///   `v_cvt_f32_f16_e64` (LLVM takes it for a 16-bit literal, which
    ///   `VOP3` cannot hold);
    /// - a literal dword whose text ([`display_for`](Self::display_for))
    ///   is an inline constant's (LLVM writes the constant: -16..=64 and
    ///   the inline floats at 32 bits, 0..=64 at 64 bits, the 16-bit
    ///   constants in a 16-bit source; only a decoded word holds such a
    ///   literal at 32 or 64 bits, [`Operand::imm`] makes the constant),
    ///   and one above 0xFFFF in a 16-bit source (its text is the low
    ///   half); these also hold for the source of `v_cvt_f32_f16` built with
    ///   [`Operand::imm`] (`0x3c00` is the inline `1.0` there);
    /// - an inline float in a 16-bit integer source (gfx8's: its text is the
    ///   half's bits, `0x3c00`, which LLVM reads as a literal);
    /// - an `SMRD` literal offset of at most 0xFF (LLVM writes the 8-bit
    ///   form);
    /// - a value of `s_setreg_imm32_b32` that prints as an inline float
    ///   constant (`1.0`; LLVM reads it as 0);
    /// - an immediate on `s_barrier`, `s_icache_inv` or `s_ttracedata`, and
    ///   bits outside the fields of an `s_sendmsg` message LLVM names;
    /// - a `MIMG` address of a width LLVM refuses for the opcode
    ///   ([`Mimg::takes_addr_dwords`]; the encoder refuses it too);
    /// - `DS`: a register in a field the opcode does not use, an offset or
    ///   `gds` on `ds_nop`, a GDS-only opcode (`ds_gws_*`,
    ///   `ds_ordered_count`) without `gds` (LLVM's text always sets it), and a `ds_swizzle_b32` bit-mask pattern whose
    ///   and/or/xor masks are not the ones its printed letters stand for
    ///   (`0x7FFF` prints as `"00000"`, which is 0);
    /// - `FLAT`: `tfe` (LLVM's gfx7 syntax has no word for it) and a
    ///   register in a field the instruction does not use.
    ///
    /// ```
    /// use gcn::isa::Inst;
    ///
    /// // exp with VGPR bytes in its disabled channels.
    /// let (exp, _) = Inst::decode(&[0xF800_0000, 0x0403_0201])?;
    /// assert_eq!(exp.to_string(), "exp mrt0 off, off, off, off");
    /// assert!(!exp.text_is_exact());
    /// let (exp, _) = Inst::decode(&[0xF800_0000, 0])?;
    /// assert!(exp.text_is_exact());
    /// # Ok::<(), gcn::isa::Error>(())
    /// ```
    pub fn text_is_exact(&self) -> bool {
        self.text_is_exact_for(Gfx::Gfx7)
    }

    /// Whether the text [`display_for(gfx)`](Self::display_for) prints
    /// assembles back to exactly the instruction's `gfx` dwords with LLVM's
    /// assembler for that generation (`llvm-mc-14 -mcpu=tahiti`, `bonaire`
    /// or `tonga`): [`text_is_exact`](Self::text_is_exact)'s rules, with
    /// gfx8's differences: a literal holding 1/(2*pi) (`0x3e22f983`, as a
    /// 16-bit float `0x3118`) prints as the inline constant
    /// `0.15915494`; its float compares take `clamp`
    /// (`v_cmp_lt_f32_e64 s[0:1], v1, v2 clamp`, which bonaire and tahiti
    /// refuse); its `v_cvt_f32_f16_e64` takes an inline constant. For gfx6 it is
    /// gfx7's answer.
    ///
    /// ```
    /// use gcn::isa::Inst;
    /// use gcn::regs::Gfx;
    ///
    /// // v_mov_b32_e32 v0 with the literal 0x3e22f983.
    /// let (mov, _) = Inst::decode_for(&[0x7E00_02FF, 0x3E22_F983], Gfx::Gfx8)?;
    /// assert_eq!(mov.display_for(Gfx::Gfx8).to_string(), "v_mov_b32_e32 v0, 0.15915494");
    /// assert!(!mov.text_is_exact_for(Gfx::Gfx8)); // assembles to the inline constant
    /// assert_eq!(mov.to_string(), "v_mov_b32_e32 v0, 0x3e22f983");
    /// assert!(mov.text_is_exact()); // gfx7 has no such constant
    /// # Ok::<(), gcn::isa::Error>(())
    /// ```
    pub fn text_is_exact_for(&self, gfx: Gfx) -> bool {
        match *self {
            Inst::Sop2 { op, src0, src1, .. } => {
                let w = op.shape();
                scalar_src_is_exact(src0, w.src0, gfx) && scalar_src_is_exact(src1, w.src1, gfx)
            }
            Inst::Sop1 { op, src0, .. } => scalar_src_is_exact(src0, op.shape().src0, gfx),
            Inst::Sopc { op, src0, src1 } => {
                let w = op.shape();
                scalar_src_is_exact(src0, w.src0, gfx) && scalar_src_is_exact(src1, w.src1, gfx)
            }
            Inst::Sopp { op, imm } => match op.shape() {
                // LLVM's printer leaves out the bits outside a named
                // message's fields.
                SoppImm::Message => imm & !0x37F == 0 || !sendmsg_is_named(imm),
                _ => imm == 0 || !matches!(op, Sopp::Barrier | Sopp::IcacheInv | Sopp::Ttracedata),
            },
            Inst::Smrd { offset, .. } => !matches!(offset, SmrdOffset::Literal(v) if v <= 0xFF),
            Inst::Vop1 { op, src0, .. } => src0.text_is_exact_as(op.src_kind(), gfx),
            Inst::Vop2 { op, src0, .. } | Inst::Madk { op, src0, .. } => {
                src0.text_is_exact_as(op.src_kind(0), gfx)
            }
            Inst::Vopc { op, src0, .. } => src0.text_is_exact_as(op.src_kind(0), gfx),
            Inst::Vop3(ref v) => v.text_is_exact_for(gfx),
            Inst::Exp { en, src, compr, .. } => {
                let [s0, s1, s2, s3] = src;
                if compr {
                    let (lo, hi) = (en & 3, en >> 2 & 3);
                    matches!(lo, 0 | 3)
                        && matches!(hi, 0 | 3)
                        && (lo != 0 || s0 == 0)
                        && (hi != 0 || s1 == 0)
                        && s2 == 0
                        && s3 == 0
                } else {
                    (0..4).zip(src).all(|(i, r)| en & 1 << i != 0 || r == 0)
                }
            }
            // An address width LLVM refuses cannot be encoded either.
            Inst::Mimg(ref m) => m.op.takes_addr_dwords(m.vaddr.dwords()),
            Inst::Ds(ref d) => d.text_is_exact(),
            Inst::Flat(ref d) => d.text_is_exact(),
            // LLVM reads an inline float constant as the value of
            // `s_setreg_imm32_b32` as 0.
            Inst::Sopk { op, dst, .. } => {
                !matches!(op.shape(), SopkForm::SetregImm32) || !dst.prints_as_float(gfx)
            }
            Inst::Sdwa(ref i) => i.text_is_exact(),
            Inst::Dpp(ref i) => i.text_is_exact(),
            Inst::Vintrp { .. } | Inst::Interp16(_) | Inst::Mubuf { .. } | Inst::Mtbuf { .. } => {
                true
            }
        }
    }
}

/// An instruction's text for one generation ([`Inst::display_for`]).
#[derive(Clone, Copy, Debug)]
pub struct InstText<'a> {
    inst: &'a Inst,
    gfx: Gfx,
}

impl fmt::Display for InstText<'_> {
    /// The instruction in LLVM's syntax for the generation.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.inst.fmt_for(f, self.gfx)
    }
}

impl fmt::Display for Inst {
    /// The instruction in LLVM's AMDGPU assembly syntax, as `llvm-mc`
    /// prints it for gfx7. The text assembles back to the same dwords except where
    /// the instruction holds bits the syntax cannot write (decoded ones:
    /// the VGPR bytes of disabled `exp` channels, `VOP3` modifiers LLVM has
    /// no words for, literals holding an inline constant's value) or a
    /// `v_cvt_f32_f16` literal LLVM reads as a 16-bit constant:
    /// [`Inst::text_is_exact`] says which.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.fmt_for(f, Gfx::Gfx7)
    }
}

impl Inst {
    /// The text of [`Inst::display_for`].
    fn fmt_for(&self, f: &mut fmt::Formatter<'_>, gfx: Gfx) -> fmt::Result {
        match *self {
            Inst::Sop2 {
                op,
                dst,
                src0,
                src1,
            } => {
                let w = op.shape();
                let (src0, src1) = (
                    Src::scalar(src0, w.src0, gfx),
                    Src::scalar(src1, w.src1, gfx),
                );
                if w.dst == 0 {
                    write!(f, "{} {src0}, {src1}", op.mnemonic_for(gfx))
                } else {
                    write!(f, "{} {dst}, {src0}, {src1}", op.mnemonic_for(gfx))
                }
            }
            Inst::Sop1 { op, dst, src0 } => {
                let w = op.shape();
                let src0 = Src::scalar(src0, w.src0, gfx);
                f.write_str(op.mnemonic_for(gfx))?;
                match (w.dst, w.src0) {
                    (0, _) => write!(f, " {src0}"),
                    (_, 0) => write!(f, " {dst}"),
                    _ => write!(f, " {dst}, {src0}"),
                }
            }
            Inst::Sopk { op, dst, imm } => {
                let name = op.mnemonic_for(gfx);
                match op.shape() {
                    SopkForm::Plain => write!(f, "{name} {dst}, {imm:#x}"),
                    SopkForm::Getreg => {
                        write!(f, "{name} {dst}, ")?;
                        write_hwreg(f, imm)
                    }
                    SopkForm::Setreg => {
                        write!(f, "{name} ")?;
                        write_hwreg(f, imm)?;
                        write!(f, ", {dst}")
                    }
                    SopkForm::SetregImm32 => {
                        write!(f, "{name} ")?;
                        write_hwreg(f, imm)?;
                        write!(f, ", {}", Src(dst, SrcKind::B32, gfx))
                    }
                    SopkForm::Fork if gfx == Gfx::Gfx8 => write!(f, "{name} {dst}, {imm}"),
                    SopkForm::Fork => write!(f, "{name} {dst}, {}", imm as i16),
                }
            }
            Inst::Sopc { op, src0, src1 } if op.shape().src1 == 0 => {
                let src0 = Src::scalar(src0, op.shape().src0, gfx);
                write!(f, "{} {src0}, ", op.mnemonic_for(gfx))?;
                match gpr_idx_mode(src1) {
                    Some(mode) => write_gpr_idx(f, mode),
                    None => write!(f, "{}", Src::scalar(src1, 1, gfx)),
                }
            }
            Inst::Sopc { op, src0, src1 } => {
                let w = op.shape();
                let (src0, src1) = (
                    Src::scalar(src0, w.src0, gfx),
                    Src::scalar(src1, w.src1, gfx),
                );
                write!(f, "{} {src0}, {src1}", op.mnemonic_for(gfx))
            }
            Inst::Sopp { op, imm } => {
                f.write_str(op.mnemonic_for(gfx))?;
                match op.shape() {
                    SoppImm::None if imm == 0 => Ok(()),
                    // LLVM writes a value past the inline integers in hex.
                    SoppImm::None | SoppImm::Count if imm > 64 => write!(f, " {imm:#x}"),
                    SoppImm::None | SoppImm::Count => write!(f, " {imm}"),
                    SoppImm::Message => {
                        f.write_str(" ")?;
                        write_sendmsg(f, imm, gfx)
                    }
                    // LLVM's gfx8 disassembler writes the offset unsigned.
                    SoppImm::Branch if gfx == Gfx::Gfx8 => write!(f, " {imm}"),
                    SoppImm::Branch => write!(f, " {}", imm as i16),
                    SoppImm::Waitcnt => write!(f, " {}", Waitcnt(imm)),
                    SoppImm::GprIdx => {
                        f.write_str(" ")?;
                        write_gpr_idx(f, u32::from(imm))
                    }
                }
            }
            Inst::Smrd {
                op,
                dst,
                base,
                offset,
                glc,
            } => {
                let shape = op.shape();
                f.write_str(op.mnemonic_for(gfx))?;
                if shape.dst > 0 || shape.is_probe() {
                    write!(f, " {dst}")?;
                }
                if shape.base == 0 {
                    return if glc { f.write_str(" glc") } else { Ok(()) };
                }
                write!(f, ", {base}, ")?;
                match offset {
                    SmrdOffset::Imm(v) => write!(f, "{v:#x}"),
                    SmrdOffset::Literal(v) => write!(f, "{v:#x}"),
                    SmrdOffset::Sgpr(s) => write!(f, "{s}"),
                }?;
                if glc {
                    f.write_str(" glc")?;
                }
                Ok(())
            }
            Inst::Vop1 { op, dst, src0 } => match (op.shape(), Src(src0, op.src_kind(), gfx)) {
                (VShape::Nothing, _) => f.write_str(op.mnemonic_for(gfx)),
                // LLVM names the one VOP1 opcode without a 64-bit form bare.
                (VShape::ScalarDst, src0) => write!(f, "{} {dst}, {src0}", op.mnemonic_for(gfx)),
                (_, src0) => write!(f, "{}_e32 {dst}, {src0}", op.mnemonic_for(gfx)),
            },
            Inst::Vop2 {
                op,
                dst,
                src0,
                src1,
            } => {
                let name = op.mnemonic_for(gfx);
                let src0 = Src(src0, op.src_kind(0), gfx);
                match op.shape() {
                    // LLVM has no 64-bit form of these: their name is bare.
                    VShape::Readlane | VShape::Writelane => {
                        write!(f, "{name} {dst}, {src0}, {src1}")
                    }
                    VShape::Cndmask => write!(f, "{name}_e32 {dst}, {src0}, {src1}, vcc"),
                    VShape::CarryOut => write!(f, "{name}_e32 {dst}, vcc, {src0}, {src1}"),
                    VShape::CarryInOut => write!(f, "{name}_e32 {dst}, vcc, {src0}, {src1}, vcc"),
                    _ => write!(f, "{name}_e32 {dst}, {src0}, {src1}"),
                }
            }
            Inst::Madk {
                op: op @ (Vop2::MadmkF32 | Vop2::MadmkF16),
                dst,
                src0,
                src1,
                k,
            } => {
                let src0 = Src(src0, op.src_kind(0), gfx);
                write!(f, "{} {dst}, {src0}, {k:#x}, {src1}", op.mnemonic_for(gfx))
            }
            Inst::Madk {
                op,
                dst,
                src0,
                src1,
                k,
            } => {
                let src0 = Src(src0, op.src_kind(0), gfx);
                write!(f, "{} {dst}, {src0}, {src1}, {k:#x}", op.mnemonic_for(gfx))
            }
            Inst::Vopc { op, src0, src1 } => {
                let src0 = Src(src0, op.src_kind(0), gfx);
                write!(f, "{}_e32 vcc, {src0}, {src1}", op.mnemonic_for(gfx))
            }
            Inst::Vop3(ref v) => v.fmt_for(f, gfx),
            Inst::Interp16(ref i) => i.fmt(f),
            Inst::Sdwa(ref i) => i.fmt(f),
            Inst::Dpp(ref i) => i.fmt(f),
            Inst::Vintrp {
                op,
                dst,
                src,
                attr,
                chan,
            } => {
                let c = ["x", "y", "z", "w"]
                    .get(usize::from(chan))
                    .copied()
                    .unwrap_or("?");
                // LLVM writes gfx8's interpolation with `_e32`.
                let suffix = if gfx == Gfx::Gfx8 { "_e32" } else { "" };
                write!(f, "{}{suffix} v{dst}, ", op.mnemonic_for(gfx))?;
                match src {
                    InterpSrc::Vgpr(v) => write!(f, "v{v}")?,
                    InterpSrc::P10 => f.write_str("p10")?,
                    InterpSrc::P20 => f.write_str("p20")?,
                    InterpSrc::P0 => f.write_str("p0")?,
                }
                write!(f, ", attr{attr}.{c}")
            }
            Inst::Mubuf {
                op: Mubuf::StoreLdsDword,
                buf,
            } => {
                let BufOperands {
                    srsrc,
                    soffset,
                    offset,
                    flags,
                    ..
                } = buf;
                write!(f, "buffer_store_lds_dword {srsrc}, {soffset}")?;
                if offset != 0 {
                    write!(f, " offset:{offset}")?;
                }
                write_flags(
                    f,
                    [
                        (flags.lds, " lds"),
                        (flags.glc, " glc"),
                        (flags.slc, " slc"),
                    ],
                )
            }
            Inst::Mubuf { op, .. } if op.shape().data == 0 => f.write_str(op.mnemonic_for(gfx)),
            Inst::Mubuf { op, buf } => buf.fmt(f, op.mnemonic_for(gfx), None),
            Inst::Mtbuf {
                op,
                buf,
                dfmt,
                nfmt,
            } => buf.fmt(f, op.mnemonic_for(gfx), Some((dfmt, nfmt))),
            Inst::Ds(ref d) => fmt::Display::fmt(d, f),
            Inst::Flat(ref d) => fmt::Display::fmt(d, f),
            Inst::Mimg(ref m) => fmt::Display::fmt(m, f),
            Inst::Exp {
                target,
                en,
                src,
                done,
                compr,
                vm,
            } => {
                write!(f, "exp {target}")?;
                for i in 0..4usize {
                    let reg = if compr { src.get(i / 2) } else { src.get(i) };
                    match reg {
                        Some(r) if en & (1 << i) != 0 => {
                            write!(f, "{}v{r}", if i == 0 { " " } else { ", " })?
                        }
                        _ => write!(f, "{}off", if i == 0 { " " } else { ", " })?,
                    }
                }
                write_flags(f, [(done, " done"), (compr, " compr"), (vm, " vm")])
            }
        }
    }
}
