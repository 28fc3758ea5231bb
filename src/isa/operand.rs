//! Instruction operands: registers, inline constants and literals, as the
//! 9-bit source codes of the gfx7 encodings.
//!
//! | code | operand | printed |
//! |---|---|---|
//! | 0..=103 | SGPR | `s5`, `s[4:7]` |
//! | 104, 105 | `FLAT_SCRATCH_LO/HI` | `flat_scratch_lo`, `flat_scratch` |
//! | 106, 107 | `VCC_LO/HI` | `vcc_lo`, `vcc` |
//! | 108..=111 | `TBA_LO/HI`, `TMA_LO/HI` | `tba_lo`, `tma` |
//! | 112..=123 | trap temporaries | `ttmp0`, `ttmp[0:1]` |
//! | 124 | `M0` | `m0` |
//! | 126, 127 | `EXEC_LO/HI` | `exec_lo`, `exec` |
//! | 128..=192 | integers 0..=64 | `0`, `64` |
//! | 193..=208 | integers -1..=-16 | `-1` |
//! | 230, 231 | gfx8's `XNACK_MASK_LO/HI` (its codes 104/105; reserved on gfx6/gfx7) | `xnack_mask_lo`, `xnack_mask` |
//! | 240..=247 | 0.5, -0.5, 1.0, -1.0, 2.0, -2.0, 4.0, -4.0 | `0.5` |
//! | 248 | 1/(2*pi), gfx8 only | `0.15915494` (`0.15915494309189532` as 64 bits) |
//! | 251, 252, 253 | `VCCZ`, `EXECZ`, `SCC` | `src_vccz` |
//! | 254 | `LDS_DIRECT`: the LDS dword at `M0`'s address | `src_lds_direct` |
//! | 255 | a 32-bit literal dword after the instruction (on its own 0..=64 printed as the integer; an instruction prints it by the type its opcode reads there, [`Inst::display_for`](super::Inst::display_for)) | `0x41200000`, `-16`, `1.0` |
//! | 256..=511 | VGPR | `v3`, `v[0:3]` |
//!
//! gfx8 codes `flat_scratch` as 102/103 (it has no `s102`/`s103`) and has
//! `xnack_mask` at 104/105 and 1/(2*pi) at 248. An [`Operand`] holds the
//! gfx7 code, and the gfx8 encoder and decoder translate; `xnack_mask` is
//! held as codes 230/231, which gfx7 reserves. The two gfx8 operands are
//! refused by gfx6 and gfx7 encoding ([`Error::NotOnGfx`](super::Error::NotOnGfx),
//! or the gfx7 [`Inst::encode`](super::Inst::encode)'s [`Error::Operand`](super::Error::Operand))
//! and decoding ([`Error::Unknown`](super::Error::Unknown)).
//! gfx8's source codes 249 (SDWA) and 250 (DPP) are no operand: they mark
//! the instruction forms [`Inst::Sdwa`](super::Inst::Sdwa) and
//! [`Inst::Dpp`](super::Inst::Dpp), whose sources are VGPRs.
//!
//! A range of several SGPRs or trap temporaries starts at an even register
//! (2 dwords) or a multiple of 4 (wider) and stays inside its kind, as
//! LLVM's assembler requires (`s[1:2]`, `ttmp[2:5]` are refused); of the
//! other scalar registers only the named pairs `flat_scratch`, `vcc`, `tba`,
//! `tma` and `exec` are ranges.
//!
//! `LDS_DIRECT` reads one LDS dword, at the address and with the data type
//! `M0` holds, as a 32-bit vector source. LLVM's assembler takes it as the
//! first source (`src0`) of a vector ALU instruction only, in both
//! encodings, and refuses it in the opcodes that read their sources
//! reversed (`v_subrev_f32`, `v_lshlrev_b32`, ...), in the VGPR-only sources
//! of `v_movrels_b32` and `v_movrelsd_b32`, in every scalar instruction and
//! as a memory instruction's `soffset`; it does not count as the one scalar
//! value a vector instruction reads ([`Error::ConstantBus`]).

use core::fmt;

use super::Error;
use super::opcode::SrcKind;
use crate::regs::Gfx;

/// Number of SGPRs a gfx7 wave can name (`s0` .. `s103`).
pub const SGPR_COUNT: u16 = 104;
/// Number of VGPRs a gfx7 wave can name (`v0` .. `v255`).
pub const VGPR_COUNT: u16 = 256;

const FLAT_SCRATCH: u16 = 104;
const VCC: u16 = 106;
const TBA: u16 = 108;
const TMA: u16 = 110;
const TTMP: u16 = 112;
const TTMP_COUNT: u16 = 12;
const M0: u16 = 124;
const EXEC: u16 = 126;
const INT_ZERO: u16 = 128;
const INT_MAX: u16 = 192;
const INT_NEG_MIN: u16 = 208;
const FLOAT_FIRST: u16 = 240;
const FLOAT_LAST: u16 = 247;
/// 1/(2*pi), an inline constant on gfx8 only.
const INV_2PI: u16 = 248;
/// Where an operand holds gfx8's `XNACK_MASK_LO` (gfx8 code 104; gfx7
/// reserves 230).
const XNACK_MASK: u16 = 230;
const VCCZ: u16 = 251;
const EXECZ: u16 = 252;
const SCC: u16 = 253;
const LDS_DIRECT: u16 = 254;
/// Source code that announces a literal dword after the instruction.
pub(crate) const LITERAL: u16 = 255;
const VGPR: u16 = 256;

/// The inline floating-point constants as printed, codes 240..=247 in order.
const INLINE_FLOATS: [&str; 8] = ["0.5", "-0.5", "1.0", "-1.0", "2.0", "-2.0", "4.0", "-4.0"];
/// The bits of the inline floating-point constants as 32-bit floats, codes
/// 240..=248 in order (248, 1/(2*pi), gfx8's only).
const FLOAT_BITS: [u32; 9] = [
    0x3F00_0000,
    0xBF00_0000,
    0x3F80_0000,
    0xBF80_0000,
    0x4000_0000,
    0xC000_0000,
    0x4080_0000,
    0xC080_0000,
    0x3E22_F983,
];
/// The same as 16-bit floats.
const HALF_BITS: [u32; 9] = [
    0x3800, 0xB800, 0x3C00, 0xBC00, 0x4000, 0xC000, 0x4400, 0xC400, 0x3118,
];
/// How LLVM prints 1/(2*pi) as a 32- or 16-bit float.
const INV_2PI_TEXT: &str = "0.15915494";

/// One operand: a register range, a constant or a literal.
///
/// Registers carry their width in dwords (`s[4:7]` is 4); constants are
/// 32-bit values held as bits, encoded as an inline constant when the
/// hardware has one for the value and as a literal dword otherwise (as
/// AMD's assemblers do), so a value always prints and re-assembles to the
/// same encoding. Only [`Operand::from_code`] makes a literal holding a
/// value that has an inline constant (a decoded word can carry one); its
/// text assembles to the inline constant
/// ([`Inst::text_is_exact`](super::Inst::text_is_exact)).
///
/// The operand's own text ([`Display`](fmt::Display)) does not know the
/// width of the source it stands in: it prints a literal holding 0..=64 as
/// the integer and any other in hexadecimal. An instruction prints its
/// literals as LLVM does for the type its opcode reads there (`-16`, `1.0`,
/// the low half at 16 bits: [`Inst::display_for`](super::Inst::display_for)).
///
/// ```
/// use gcn::isa::Operand;
///
/// assert_eq!(Operand::sgprs(4, 4)?.to_string(), "s[4:7]");
/// assert_eq!(Operand::imm(0x3F80_0000).to_string(), "1.0"); // inline 1.0
/// assert_eq!(Operand::imm(65).to_string(), "0x41"); // a literal
/// assert_eq!(Operand::f32(-4.0).code(), 247);
/// # Ok::<(), gcn::isa::Error>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Operand {
    code: u16,
    dwords: u8,
    literal: u32,
}

impl Operand {
    /// `VCC` (the pair `VCC_LO`, `VCC_HI`).
    pub const VCC: Self = Self::raw(VCC, 2);
    /// `VCC_LO`.
    pub const VCC_LO: Self = Self::raw(VCC, 1);
    /// `VCC_HI`.
    pub const VCC_HI: Self = Self::raw(VCC + 1, 1);
    /// `EXEC` (the pair `EXEC_LO`, `EXEC_HI`).
    pub const EXEC: Self = Self::raw(EXEC, 2);
    /// `EXEC_LO`.
    pub const EXEC_LO: Self = Self::raw(EXEC, 1);
    /// `EXEC_HI`.
    pub const EXEC_HI: Self = Self::raw(EXEC + 1, 1);
    /// `M0`, the memory and interpolation base register.
    pub const M0: Self = Self::raw(M0, 1);
    /// `FLAT_SCRATCH` (the pair `FLAT_SCRATCH_LO`, `FLAT_SCRATCH_HI`).
    pub const FLAT_SCRATCH: Self = Self::raw(FLAT_SCRATCH, 2);
    /// `VCCZ`: 1 when `VCC` is zero (read only).
    pub const VCCZ: Self = Self::raw(VCCZ, 1);
    /// `EXECZ`: 1 when `EXEC` is zero (read only).
    pub const EXECZ: Self = Self::raw(EXECZ, 1);
    /// `SCC`, the scalar condition code (read only).
    pub const SCC: Self = Self::raw(SCC, 1);
    /// `LDS_DIRECT`: the LDS dword at the address in `M0`, as the first
    /// source of a vector ALU instruction (see the module docs for where
    /// LLVM takes it).
    pub const LDS_DIRECT: Self = Self::raw(LDS_DIRECT, 1);
    /// The inline constant 0.
    pub const ZERO: Self = Self::raw(INT_ZERO, 1);
    /// gfx8's inline constant 1/(2*pi) as a 32-bit source (`0x3E22F983`).
    pub const INV_2PI: Self = Self::raw(INV_2PI, 1);
    /// gfx8's inline constant 1/(2*pi) as a 64-bit source
    /// (`0x3FC45F306DC9C882`).
    pub const INV_2PI_64: Self = Self::raw(INV_2PI, 2);
    /// gfx8's `XNACK_MASK` (the pair `XNACK_MASK_LO`, `XNACK_MASK_HI`).
    pub const XNACK_MASK: Self = Self::raw(XNACK_MASK, 2);
    /// gfx8's `XNACK_MASK_LO`.
    pub const XNACK_MASK_LO: Self = Self::raw(XNACK_MASK, 1);
    /// gfx8's `XNACK_MASK_HI`.
    pub const XNACK_MASK_HI: Self = Self::raw(XNACK_MASK + 1, 1);

    const fn raw(code: u16, dwords: u8) -> Self {
        Self {
            code,
            dwords,
            literal: 0,
        }
    }

    /// One SGPR, `s{index}`.
    pub const fn sgpr(index: u8) -> Result<Self, Error> {
        Self::sgprs(index, 1)
    }

    /// `dwords` consecutive SGPRs from `first` (`s[first:first+dwords-1]`).
    ///
    /// Ranges of 2 dwords start at an even SGPR, wider ones at a multiple of 4,
    /// as the hardware reads them and LLVM's assembler requires.
    pub const fn sgprs(first: u8, dwords: u8) -> Result<Self, Error> {
        let end = first as u16 + dwords as u16;
        let align = if dwords >= 4 { 4 } else { dwords };
        if dwords == 0 || dwords > 16 || end > SGPR_COUNT || !first.is_multiple_of(align) {
            return Err(Error::Register {
                first: first as u16,
                dwords,
                kind: "SGPR",
            });
        }
        Ok(Self::raw(first as u16, dwords))
    }

    /// One VGPR, `v{index}`.
    pub const fn vgpr(index: u8) -> Self {
        Self::raw(VGPR + index as u16, 1)
    }

    /// `dwords` consecutive VGPRs from `first` (`v[first:first+dwords-1]`).
    pub const fn vgprs(first: u8, dwords: u8) -> Result<Self, Error> {
        let end = first as u16 + dwords as u16;
        if dwords == 0 || dwords > 16 || end > VGPR_COUNT {
            return Err(Error::Register {
                first: first as u16,
                dwords,
                kind: "VGPR",
            });
        }
        Ok(Self::raw(VGPR + first as u16, dwords))
    }

    /// Trap temporary `ttmp{index}` (`dwords` of them; 0..=11), aligned as
    /// SGPR ranges are (`ttmp[2:3]`, `ttmp[4:7]`, `ttmp[8:11]`).
    pub const fn ttmp(index: u8, dwords: u8) -> Result<Self, Error> {
        let end = index as u16 + dwords as u16;
        if dwords == 0
            || end > TTMP_COUNT
            || !index.is_multiple_of(if dwords >= 4 { 4 } else { dwords })
        {
            return Err(Error::Register {
                first: index as u16,
                dwords,
                kind: "TTMP",
            });
        }
        Ok(Self::raw(TTMP + index as u16, dwords))
    }

    /// A 32-bit constant given by its bits: an inline constant where one
    /// exists for the value (integers -16..=64 and ±0.5, ±1, ±2, ±4 as
    /// floats), else a literal dword.
    pub const fn imm(bits: u32) -> Self {
        let signed = bits as i32;
        if signed >= 0 && signed <= 64 {
            return Self::raw(INT_ZERO + signed as u16, 1);
        }
        if signed >= -16 && signed < 0 {
            return Self::raw((INT_MAX as i32 - signed) as u16, 1);
        }
        let float = match bits {
            0x3F00_0000 => 0,
            0xBF00_0000 => 1,
            0x3F80_0000 => 2,
            0xBF80_0000 => 3,
            0x4000_0000 => 4,
            0xC000_0000 => 5,
            0x4080_0000 => 6,
            0xC080_0000 => 7,
            _ => {
                return Self {
                    code: LITERAL,
                    dwords: 1,
                    literal: bits,
                };
            }
        };
        Self::raw(FLOAT_FIRST + float, 1)
    }

    /// A 32-bit float constant (inline when the hardware has one).
    pub const fn f32(value: f32) -> Self {
        Self::imm(value.to_bits())
    }

    /// The operand a 9-bit source code names, with `dwords` registers when it
    /// is a register; `literal` is the dword after the instruction (used for
    /// code 255 only). `None` for a code the hardware reserves and for a
    /// register range the constructors refuse: a range of SGPRs or trap
    /// temporaries that is misaligned or runs past its last register, or a
    /// range over the other scalar special registers that is not one of the
    /// named pairs (`flat_scratch`, `vcc`, `tba`, `tma`, `exec`,
    /// `xnack_mask`). Codes 230/231 (`xnack_mask`) and 248 (1/(2*pi), 64
    /// bits wide when `dwords` is 2) are gfx8's ([`Operand::is_gfx8_only`]).
    pub const fn from_code(code: u16, dwords: u8, literal: u32) -> Option<Self> {
        let ok = match code {
            0..=103 => return ok_or_none(Self::sgprs(code as u8, dwords)),
            TTMP..=123 => return ok_or_none(Self::ttmp((code - TTMP) as u8, dwords)),
            INV_2PI => return Some(Self::raw(INV_2PI, if dwords == 2 { 2 } else { 1 })),
            FLAT_SCRATCH..=111 | M0 | EXEC | EXEC_HI_CODE | XNACK_MASK | XNACK_MASK_HI_CODE => {
                dwords == 1 || (dwords == 2 && code.is_multiple_of(2) && code != M0)
            }
            INT_ZERO..=INT_NEG_MIN | FLOAT_FIRST..=FLOAT_LAST | VCCZ | EXECZ | SCC | LDS_DIRECT => {
                return Some(Self::raw(code, 1));
            }
            LITERAL => {
                return Some(Self {
                    code,
                    dwords: 1,
                    literal,
                });
            }
            VGPR..=511 => dwords > 0 && code - VGPR + dwords as u16 <= VGPR_COUNT,
            _ => false,
        };
        if ok {
            Some(Self::raw(code, dwords))
        } else {
            None
        }
    }

    /// The 9-bit source code (VGPRs 256..=511; a literal is 255).
    pub const fn code(self) -> u16 {
        self.code
    }

    /// Width in dwords (1 for constants and literals).
    pub const fn dwords(self) -> u8 {
        self.dwords
    }

    /// The literal dword this operand appends, if it is a literal.
    pub const fn literal(self) -> Option<u32> {
        if self.code == LITERAL {
            Some(self.literal)
        } else {
            None
        }
    }

    /// Whether the operand is a VGPR range.
    pub const fn is_vgpr(self) -> bool {
        self.code >= VGPR
    }

    /// Whether the operand is an SGPR range or a scalar special register
    /// (something an instruction can write: not a constant, a literal, a
    /// read-only flag or a VGPR).
    pub const fn is_scalar_register(self) -> bool {
        (self.code < INT_ZERO && self.code != 125) || self.is_xnack_mask()
    }

    /// Whether the operand is an inline constant or a literal.
    pub const fn is_constant(self) -> bool {
        matches!(
            self.code,
            INT_ZERO..=INT_NEG_MIN | FLOAT_FIRST..=INV_2PI | LITERAL
        )
    }

    /// Whether only gfx8 has the operand (`xnack_mask` and 1/(2*pi)).
    pub const fn is_gfx8_only(self) -> bool {
        self.code == INV_2PI || self.is_xnack_mask()
    }

    /// Whether the operand is (half of) gfx8's `xnack_mask`.
    const fn is_xnack_mask(self) -> bool {
        matches!(self.code, XNACK_MASK | XNACK_MASK_HI_CODE)
    }

    /// Whether the operand is `LDS_DIRECT`.
    pub const fn is_lds_direct(self) -> bool {
        self.code == LDS_DIRECT
    }

    /// The 32-bit value of a constant (an inline constant's or a
    /// literal's bits), `None` for a register.
    pub(crate) const fn constant_value(self) -> Option<u32> {
        match self.code {
            INT_ZERO..=INT_MAX => Some((self.code - INT_ZERO) as u32),
            193..=INT_NEG_MIN => Some((INT_MAX as i32 - self.code as i32) as u32),
            FLOAT_FIRST..=FLOAT_LAST => Some(match self.code - FLOAT_FIRST {
                0 => 0x3F00_0000,
                1 => 0xBF00_0000,
                2 => 0x3F80_0000,
                3 => 0xBF80_0000,
                4 => 0x4000_0000,
                5 => 0xC000_0000,
                6 => 0x4080_0000,
                _ => 0xC080_0000,
            }),
            INV_2PI => Some(0x3E22_F983),
            LITERAL => Some(self.literal),
            _ => None,
        }
    }

    /// Whether the operand is an inline constant (no literal dword).
    pub(crate) const fn is_inline_constant(self) -> bool {
        matches!(self.code, INT_ZERO..=INT_NEG_MIN | FLOAT_FIRST..=INV_2PI)
    }

    /// Writes the operand as a source of `kind` on `gfx`, as LLVM prints
    /// it there: a literal by the source's type ([`literal_text`]), an
    /// inline float in a 16-bit integer source as its half's bits in
    /// hexadecimal (`0x3c00`), anything else as [`Display`](fmt::Display)
    /// writes it.
    pub(crate) fn fmt_as(self, f: &mut fmt::Formatter<'_>, kind: SrcKind, gfx: Gfx) -> fmt::Result {
        if let Some(v) = self.literal() {
            return match literal_text(v, kind, gfx) {
                LiteralText::Int(i) => write!(f, "{i}"),
                LiteralText::Float(name) => f.write_str(name),
                LiteralText::Hex(h) => write!(f, "{h:#x}"),
            };
        }
        match self.half_bits_of_float() {
            Some(h) if kind == SrcKind::I16 => write!(f, "{h:#x}"),
            _ => fmt::Display::fmt(&self, f),
        }
    }

    /// Whether [`fmt_as`](Self::fmt_as)'s text assembles back to this
    /// operand with `llvm-mc-14` for `gfx`: a literal printed as an integer
    /// or a float name assembles to the inline constant, and one printed as
    /// its low half to that half; an inline float printed as hexadecimal
    /// in a 16-bit integer source assembles to a literal.
    pub(crate) fn text_is_exact_as(self, kind: SrcKind, gfx: Gfx) -> bool {
        match self.literal() {
            Some(v) => literal_text(v, kind, gfx) == LiteralText::Hex(v),
            None => kind != SrcKind::I16 || self.half_bits_of_float().is_none(),
        }
    }

    /// Whether the operand, as a 32-bit source on `gfx`, prints as a float
    /// constant's name (`1.0`; an inline one, or a literal holding one's
    /// bits).
    pub(crate) fn prints_as_float(self, gfx: Gfx) -> bool {
        match self.literal() {
            Some(v) => matches!(literal_text(v, SrcKind::B32, gfx), LiteralText::Float(_)),
            None => matches!(self.code, FLOAT_FIRST..=INV_2PI),
        }
    }

    /// The bits of an inline float constant as a 16-bit float (`None` for
    /// any other operand).
    fn half_bits_of_float(self) -> Option<u32> {
        match self.code {
            FLOAT_FIRST..=INV_2PI => HALF_BITS.get(usize::from(self.code - FLOAT_FIRST)).copied(),
            _ => None,
        }
    }

    /// The VGPR number of a VGPR operand (for the 8-bit VGPR fields).
    pub(crate) const fn vgpr_index(self) -> u8 {
        (self.code & 0xFF) as u8
    }
}

const EXEC_HI_CODE: u16 = EXEC + 1;
const XNACK_MASK_HI_CODE: u16 = XNACK_MASK + 1;

/// The operand of a constructor's result, `None` for its error.
const fn ok_or_none(r: Result<Operand, Error>) -> Option<Operand> {
    match r {
        Ok(op) => Some(op),
        Err(_) => None,
    }
}

/// The text LLVM prints for a literal dword, by the kind of source that
/// reads it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum LiteralText {
    /// An inline integer (-16..=64).
    Int(i32),
    /// An inline float's name (`1.0`, `0.15915494`).
    Float(&'static str),
    /// Hexadecimal, of the bits the source reads (the low half for a
    /// 16-bit source).
    Hex(u32),
}

/// The name of the inline float whose bits, in `table`, are `bits`
/// (1/(2*pi) on gfx8 only).
fn float_name(table: &[u32; 9], bits: u32, gfx: Gfx) -> Option<&'static str> {
    let i = table.iter().position(|&b| b == bits)?;
    match INLINE_FLOATS.get(i) {
        Some(&name) => Some(name),
        None if gfx == Gfx::Gfx8 => Some(INV_2PI_TEXT),
        None => None,
    }
}

/// What `llvm-objdump-14` prints for literal `v` in a source of `kind`
/// (`-mcpu=tonga` for gfx8; gfx6/gfx7 as `llvm-mc-14` prints the value, with
/// no 1/(2*pi) constant): a 32-bit source writes -16..=64 as the integer and
/// the inline floats by name, a 64-bit one 0..=64 as the integer, a 16-bit
/// one the low half -16..=64 as the integer, a 16-bit float source the
/// inline half floats by name (the whole dword compared), and the rest in
/// hexadecimal (the low half for a 16-bit source).
fn literal_text(v: u32, kind: SrcKind, gfx: Gfx) -> LiteralText {
    let half = v & 0xFFFF;
    let (int, table) = match kind {
        SrcKind::B32 => (v as i32, Some(&FLOAT_BITS)),
        SrcKind::B64 => (if v <= 64 { v as i32 } else { -17 }, None),
        SrcKind::F16 => (i32::from(half as u16 as i16), Some(&HALF_BITS)),
        SrcKind::I16 => (i32::from(half as u16 as i16), None),
    };
    if (-16..=64).contains(&int) {
        return LiteralText::Int(int);
    }
    if let Some(name) = table.and_then(|t| float_name(t, v, gfx)) {
        return LiteralText::Float(name);
    }
    match kind {
        SrcKind::F16 | SrcKind::I16 => LiteralText::Hex(half),
        SrcKind::B32 | SrcKind::B64 => LiteralText::Hex(v),
    }
}

/// Prints `prefix{n}` or `prefix[a:b]`.
fn range(f: &mut fmt::Formatter<'_>, prefix: &str, first: u16, dwords: u8) -> fmt::Result {
    if dwords == 1 {
        write!(f, "{prefix}{first}")
    } else {
        let last = first.saturating_add(u16::from(dwords)).saturating_sub(1);
        write!(f, "{prefix}[{first}:{last}]")
    }
}

/// Prints a special register pair (`vcc`) or one half (`vcc_lo`, `vcc_hi`).
fn pair(f: &mut fmt::Formatter<'_>, name: &str, hi: bool, dwords: u8) -> fmt::Result {
    match (dwords, hi) {
        (1, false) => write!(f, "{name}_lo"),
        (1, true) => write!(f, "{name}_hi"),
        _ => f.write_str(name),
    }
}

impl fmt::Display for Operand {
    /// The operand in LLVM's AMDGPU assembly syntax.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let c = self.code;
        match c {
            0..=103 => range(f, "s", c, self.dwords),
            FLAT_SCRATCH | 105 => pair(f, "flat_scratch", c == 105, self.dwords),
            VCC | 107 => pair(f, "vcc", c == 107, self.dwords),
            TBA | 109 => pair(f, "tba", c == 109, self.dwords),
            TMA | 111 => pair(f, "tma", c == 111, self.dwords),
            TTMP..=123 => range(f, "ttmp", c - TTMP, self.dwords),
            M0 => f.write_str("m0"),
            EXEC | EXEC_HI_CODE => pair(f, "exec", c == EXEC_HI_CODE, self.dwords),
            INT_ZERO..=INT_MAX => write!(f, "{}", c - INT_ZERO),
            193..=INT_NEG_MIN => write!(f, "-{}", c - INT_MAX),
            FLOAT_FIRST..=FLOAT_LAST => {
                let name = INLINE_FLOATS
                    .get(usize::from(c - FLOAT_FIRST))
                    .copied()
                    .unwrap_or("?");
                f.write_str(name)
            }
            INV_2PI if self.dwords == 2 => f.write_str("0.15915494309189532"),
            INV_2PI => f.write_str("0.15915494"),
            XNACK_MASK | XNACK_MASK_HI_CODE => {
                pair(f, "xnack_mask", c == XNACK_MASK_HI_CODE, self.dwords)
            }
            VCCZ => f.write_str("src_vccz"),
            EXECZ => f.write_str("src_execz"),
            SCC => f.write_str("src_scc"),
            LDS_DIRECT => f.write_str("src_lds_direct"),
            // 0..=64 (inline constants too: a decoded word can carry one)
            // prints as the integer, as LLVM prints it at every width.
            LITERAL if self.literal <= 64 => write!(f, "{}", self.literal),
            LITERAL => write!(f, "{:#x}", self.literal),
            VGPR..=511 => range(f, "v", c - VGPR, self.dwords),
            _ => write!(f, "src_{c}"),
        }
    }
}
