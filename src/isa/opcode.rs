//! The gfx7 opcodes of each encoding family, with LLVM's mnemonics and the
//! operand shapes the encoder, decoder and printer need.
//!
//! Each family is a dense, matchable enum: `code()` gives the opcode field,
//! `from_code` the variant for a field value (`None` for an opcode the crate
//! does not model), `mnemonic()` the name LLVM's AMDGPU assembler uses. The
//! opcode numbers are those of AMD's Sea Islands instruction set; every one is
//! checked against `llvm-mc` in the crate's tests. `on(gfx)` says whether a
//! generation has the opcode: gfx6 (Southern Islands) has the same encodings
//! and numbers but lacks `FLAT` and a few opcodes of other families; gfx8
//! (Volcanic Islands) numbers them otherwise (`gfx8_code`, `from_gfx8_code`,
//! from one table per family at the end of this file) and renames a few
//! (`mnemonic_for`). Every ALU family, `SMRD`, `DS`, `MUBUF` and `MTBUF`
//! also hold opcodes only gfx8 has (`gfx8_only`); `on` is false for gfx6
//! and gfx7, whose encoders and decoders refuse them. Their `code()` is a
//! placeholder no gfx7 encoding writes:
//!
//! - in the scalar families, `SMRD`, `VOP1`, `DS`, `MUBUF` and for most
//!   `VOP3`-only ones, a field value gfx7 leaves unused (so `from_code`
//!   gives them back);
//! - `MTBUF`'s 3-bit gfx7 field has no unused value: its gfx8-only `d16`
//!   opcodes have `code()` 8 to 15, past what the field holds;
//! - gfx8's own `VOP2` opcodes (the 16-bit arithmetic), `VOPC` opcodes (the
//!   16-bit compares) and `v_ashrrev_i64` outnumber the unused values too:
//!   their placeholders lie past the gfx7 field, from [`Vop2::GFX7_END`]
//!   (64), [`Vopc::GFX7_END`] (256) and [`Vop3::GFX7_END`] (512) on, so no
//!   gfx7 word holds them (`from_code` gives them back for those values
//!   only, which no decoder passes; [`Vop3Op::code`](super::Vop3Op::code)
//!   puts the `VOP2` and `VOPC` ones at 512 + `code()`). gfx8's encoder and
//!   decoder, which go through a gfx7 word, write a gfx7 opcode of the same
//!   operands and reversal in it (`gfx7_stand_in`: `v_add_f32` for
//!   `v_add_f16`, `v_cmp_lt_i32` for `v_cmp_lt_i16`) and the gfx8 opcode
//!   field over it.

use crate::regs::Gfx;

/// Declares one opcode family; the vector ALU families have a fourth column,
/// the `VOP3` modifiers their text takes ([`Modifiers`]).
macro_rules! opcodes {
    (
        $(#[$meta:meta])*
        $name:ident: $shape_ty:ty {
            $( $var:ident = $code:literal, $text:literal, $shape:expr, $mods:ident; )*
        }
    ) => {
        opcodes! {
            $(#[$meta])*
            $name: $shape_ty {
                $( $var = $code, $text, $shape; )*
            }
        }

        impl $name {
            /// The `VOP3` modifiers LLVM's syntax gives the opcode.
            pub(crate) const fn modifiers(self) -> Modifiers {
                match self { $(Self::$var => $mods,)* }
            }
        }
    };
    (
        $(#[$meta:meta])*
        $name:ident: $shape_ty:ty {
            $( $var:ident = $code:literal, $text:literal, $shape:expr; )*
        }
    ) => {
        $(#[$meta])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum $name {
            $( #[doc = concat!("`", $text, "`: `code()` ", stringify!($code), ".")] $var, )*
        }

        impl $name {
            /// Every opcode of the family, in opcode order.
            pub const ALL: &'static [Self] = &[$(Self::$var),*];

            /// The gfx6/gfx7 opcode field value; for an opcode only gfx8
            /// has (`gfx8_only`), a placeholder in a value gfx7 leaves
            /// unused, which no gfx6/gfx7 encoding writes (gfx8's own field
            /// is `gfx8_code`).
            pub const fn code(self) -> u16 {
                match self { $(Self::$var => $code,)* }
            }

            /// The opcode for a [`code`](Self::code) value, or `None` if it
            /// is not modelled.
            pub const fn from_code(code: u16) -> Option<Self> {
                match code { $($code => Some(Self::$var),)* _ => None }
            }

            /// LLVM's mnemonic.
            pub const fn mnemonic(self) -> &'static str {
                match self { $(Self::$var => $text,)* }
            }

            /// The operand shape.
            pub const fn shape(self) -> $shape_ty {
                match self { $(Self::$var => $shape,)* }
            }
        }
    };
}

/// The `VOP3` modifiers an opcode's text can carry, as `llvm-mc` accepts
/// them for gfx7 ([`Inst::text_is_exact`](super::Inst::text_is_exact));
/// gfx8's float compares take `clamp` too (`Vop3Op::modifiers_for`).
#[derive(Clone, Copy)]
pub(crate) struct Modifiers {
    /// Sources that take `neg` and `abs` (bit i for source i: the
    /// floating-point ones).
    pub(crate) src: u8,
    /// `clamp`.
    pub(crate) clamp: bool,
    /// `omod` (`mul:2`, `mul:4`, `div:2`).
    pub(crate) omod: bool,
}

const fn mods(src: u8, clamp: bool, omod: bool) -> Modifiers {
    Modifiers { src, clamp, omod }
}

/// No modifiers (integer and bit operations).
const NONE: Modifiers = mods(0, false, false);
/// `clamp` only: gfx8's 16-bit integer multiply-adds.
const CLAMP: Modifiers = mods(0, true, false);
/// `clamp` and `omod` only: an integer-to-float conversion.
const OUT: Modifiers = mods(0, true, true);
/// `neg`/`abs` on source 0, no output modifier.
const IN1: Modifiers = mods(1, false, false);
/// `neg`/`abs` on source 0 and `omod`, no `clamp`.
const IN1_OMOD: Modifiers = mods(1, false, true);
/// `neg`/`abs` on sources 0 and 1, no output modifier.
const IN2: Modifiers = mods(3, false, false);
/// `neg`/`abs` on sources 0 and 1 and `clamp`: gfx8's 16-bit float
/// compares.
const IN2_CLAMP: Modifiers = mods(3, true, false);
/// Floating point, one source: every modifier.
const F1: Modifiers = mods(1, true, true);
/// Floating point, two sources: every modifier.
const F2: Modifiers = mods(3, true, true);
/// Floating point, three sources: every modifier.
const F3: Modifiers = mods(7, true, true);
/// `neg` on three sources and `omod`: the `VOP3b` `v_div_scale_*`, whose
/// `SDST` leaves no room for `abs` and `clamp`.
const NEG3_OMOD: Modifiers = mods(7, false, true);

/// Register widths in dwords of a scalar instruction's destination and
/// sources; 0 where the instruction has no such operand.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Widths {
    /// Destination width.
    pub dst: u8,
    /// First source width.
    pub src0: u8,
    /// Second source width.
    pub src1: u8,
}

const fn w(dst: u8, src0: u8, src1: u8) -> Widths {
    Widths { dst, src0, src1 }
}

const S32: Widths = w(1, 1, 1);
const S64: Widths = w(2, 2, 2);

opcodes! {
    /// `SOP2`: scalar ALU with two sources.
    Sop2: Widths {
        AddU32 = 0, "s_add_u32", S32;
        SubU32 = 1, "s_sub_u32", S32;
        AddI32 = 2, "s_add_i32", S32;
        SubI32 = 3, "s_sub_i32", S32;
        AddcU32 = 4, "s_addc_u32", S32;
        SubbU32 = 5, "s_subb_u32", S32;
        MinI32 = 6, "s_min_i32", S32;
        MinU32 = 7, "s_min_u32", S32;
        MaxI32 = 8, "s_max_i32", S32;
        MaxU32 = 9, "s_max_u32", S32;
        CselectB32 = 10, "s_cselect_b32", S32;
        CselectB64 = 11, "s_cselect_b64", S64;
        AndB32 = 14, "s_and_b32", S32;
        AndB64 = 15, "s_and_b64", S64;
        OrB32 = 16, "s_or_b32", S32;
        OrB64 = 17, "s_or_b64", S64;
        XorB32 = 18, "s_xor_b32", S32;
        XorB64 = 19, "s_xor_b64", S64;
        Andn2B32 = 20, "s_andn2_b32", S32;
        Andn2B64 = 21, "s_andn2_b64", S64;
        Orn2B32 = 22, "s_orn2_b32", S32;
        Orn2B64 = 23, "s_orn2_b64", S64;
        NandB32 = 24, "s_nand_b32", S32;
        NandB64 = 25, "s_nand_b64", S64;
        NorB32 = 26, "s_nor_b32", S32;
        NorB64 = 27, "s_nor_b64", S64;
        XnorB32 = 28, "s_xnor_b32", S32;
        XnorB64 = 29, "s_xnor_b64", S64;
        LshlB32 = 30, "s_lshl_b32", S32;
        LshlB64 = 31, "s_lshl_b64", w(2, 2, 1);
        LshrB32 = 32, "s_lshr_b32", S32;
        LshrB64 = 33, "s_lshr_b64", w(2, 2, 1);
        AshrI32 = 34, "s_ashr_i32", S32;
        AshrI64 = 35, "s_ashr_i64", w(2, 2, 1);
        BfmB32 = 36, "s_bfm_b32", S32;
        BfmB64 = 37, "s_bfm_b64", w(2, 1, 1);
        MulI32 = 38, "s_mul_i32", S32;
        BfeU32 = 39, "s_bfe_u32", S32;
        BfeI32 = 40, "s_bfe_i32", S32;
        BfeU64 = 41, "s_bfe_u64", w(2, 2, 1);
        BfeI64 = 42, "s_bfe_i64", w(2, 2, 1);
        CbranchGFork = 43, "s_cbranch_g_fork", w(0, 2, 2);
        AbsdiffI32 = 44, "s_absdiff_i32", S32;
        RfeRestoreB64 = 95, "s_rfe_restore_b64", w(0, 2, 1);
    }
}

opcodes! {
    /// `SOP1`: scalar ALU with one source.
    Sop1: Widths {
        MovB32 = 3, "s_mov_b32", S32;
        MovB64 = 4, "s_mov_b64", S64;
        CmovB32 = 5, "s_cmov_b32", S32;
        CmovB64 = 6, "s_cmov_b64", S64;
        NotB32 = 7, "s_not_b32", S32;
        NotB64 = 8, "s_not_b64", S64;
        WqmB32 = 9, "s_wqm_b32", S32;
        WqmB64 = 10, "s_wqm_b64", S64;
        BrevB32 = 11, "s_brev_b32", S32;
        BrevB64 = 12, "s_brev_b64", S64;
        Bcnt0I32B32 = 13, "s_bcnt0_i32_b32", S32;
        Bcnt0I32B64 = 14, "s_bcnt0_i32_b64", w(1, 2, 0);
        Bcnt1I32B32 = 15, "s_bcnt1_i32_b32", S32;
        Bcnt1I32B64 = 16, "s_bcnt1_i32_b64", w(1, 2, 0);
        Ff0I32B32 = 17, "s_ff0_i32_b32", S32;
        Ff0I32B64 = 18, "s_ff0_i32_b64", w(1, 2, 0);
        Ff1I32B32 = 19, "s_ff1_i32_b32", S32;
        Ff1I32B64 = 20, "s_ff1_i32_b64", w(1, 2, 0);
        FlbitI32B32 = 21, "s_flbit_i32_b32", S32;
        FlbitI32B64 = 22, "s_flbit_i32_b64", w(1, 2, 0);
        FlbitI32 = 23, "s_flbit_i32", S32;
        FlbitI32I64 = 24, "s_flbit_i32_i64", w(1, 2, 0);
        SextI32I8 = 25, "s_sext_i32_i8", S32;
        SextI32I16 = 26, "s_sext_i32_i16", S32;
        Bitset0B32 = 27, "s_bitset0_b32", S32;
        Bitset0B64 = 28, "s_bitset0_b64", w(2, 1, 0);
        Bitset1B32 = 29, "s_bitset1_b32", S32;
        Bitset1B64 = 30, "s_bitset1_b64", w(2, 1, 0);
        GetpcB64 = 31, "s_getpc_b64", w(2, 0, 0);
        SetpcB64 = 32, "s_setpc_b64", w(0, 2, 0);
        SwappcB64 = 33, "s_swappc_b64", S64;
        RfeB64 = 34, "s_rfe_b64", w(0, 2, 0);
        AndSaveexecB64 = 36, "s_and_saveexec_b64", S64;
        OrSaveexecB64 = 37, "s_or_saveexec_b64", S64;
        XorSaveexecB64 = 38, "s_xor_saveexec_b64", S64;
        Andn2SaveexecB64 = 39, "s_andn2_saveexec_b64", S64;
        Orn2SaveexecB64 = 40, "s_orn2_saveexec_b64", S64;
        NandSaveexecB64 = 41, "s_nand_saveexec_b64", S64;
        NorSaveexecB64 = 42, "s_nor_saveexec_b64", S64;
        XnorSaveexecB64 = 43, "s_xnor_saveexec_b64", S64;
        QuadmaskB32 = 44, "s_quadmask_b32", S32;
        QuadmaskB64 = 45, "s_quadmask_b64", S64;
        MovrelsB32 = 46, "s_movrels_b32", S32;
        MovrelsB64 = 47, "s_movrels_b64", S64;
        MovreldB32 = 48, "s_movreld_b32", S32;
        MovreldB64 = 49, "s_movreld_b64", S64;
        CbranchJoin = 50, "s_cbranch_join", w(0, 1, 0);
        AbsI32 = 52, "s_abs_i32", S32;
        SetGprIdxIdx = 255, "s_set_gpr_idx_idx", w(0, 1, 0);
    }
}

/// The operands of a `SOPK` instruction.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SopkForm {
    /// `sdst, imm16` (in hex): the register is the destination, or the
    /// first source of the `s_cmpk_*` compares.
    Plain,
    /// `s_getreg_b32 sdst, hwreg(...)`: the immediate names a hardware
    /// register's bit field (id in bits 5:0, offset in 10:6, size - 1 in
    /// 15:11).
    Getreg,
    /// `s_setreg_b32 hwreg(...), sdst`: the register is the source.
    Setreg,
    /// `s_setreg_imm32_b32 hwreg(...), value`: the register field is 0 and
    /// the value is a literal dword after the instruction.
    SetregImm32,
    /// `s_cbranch_i_fork sdst, branch`: an SGPR pair (the mask to fork
    /// on) and a signed branch offset in dwords.
    Fork,
}

opcodes! {
    /// `SOPK`: scalar ALU with a 16-bit immediate (the register field is the
    /// destination, or the first source of the `s_cmpk_*` compares), the
    /// hardware-register moves and `s_cbranch_i_fork`: every opcode
    /// `llvm-mc-14 -mcpu=bonaire` takes.
    Sopk: SopkForm {
        MovkI32 = 0, "s_movk_i32", SopkForm::Plain;
        CmovkI32 = 2, "s_cmovk_i32", SopkForm::Plain;
        CmpkEqI32 = 3, "s_cmpk_eq_i32", SopkForm::Plain;
        CmpkLgI32 = 4, "s_cmpk_lg_i32", SopkForm::Plain;
        CmpkGtI32 = 5, "s_cmpk_gt_i32", SopkForm::Plain;
        CmpkGeI32 = 6, "s_cmpk_ge_i32", SopkForm::Plain;
        CmpkLtI32 = 7, "s_cmpk_lt_i32", SopkForm::Plain;
        CmpkLeI32 = 8, "s_cmpk_le_i32", SopkForm::Plain;
        CmpkEqU32 = 9, "s_cmpk_eq_u32", SopkForm::Plain;
        CmpkLgU32 = 10, "s_cmpk_lg_u32", SopkForm::Plain;
        CmpkGtU32 = 11, "s_cmpk_gt_u32", SopkForm::Plain;
        CmpkGeU32 = 12, "s_cmpk_ge_u32", SopkForm::Plain;
        CmpkLtU32 = 13, "s_cmpk_lt_u32", SopkForm::Plain;
        CmpkLeU32 = 14, "s_cmpk_le_u32", SopkForm::Plain;
        AddkI32 = 15, "s_addk_i32", SopkForm::Plain;
        MulkI32 = 16, "s_mulk_i32", SopkForm::Plain;
        CbranchIFork = 17, "s_cbranch_i_fork", SopkForm::Fork;
        GetregB32 = 18, "s_getreg_b32", SopkForm::Getreg;
        SetregB32 = 19, "s_setreg_b32", SopkForm::Setreg;
        SetregImm32B32 = 21, "s_setreg_imm32_b32", SopkForm::SetregImm32;
    }
}

opcodes! {
    /// `SOPC`: scalar compares, writing `SCC` (the shape's `dst` is 0), and
    /// `s_set_gpr_idx_on`, whose `SSRC1` field is a `gpr_idx(...)` mode (its
    /// shape's `src1` is 0: [`Inst::Sopc`](super::Inst::Sopc)).
    Sopc: Widths {
        CmpEqI32 = 0, "s_cmp_eq_i32", S32;
        CmpLgI32 = 1, "s_cmp_lg_i32", S32;
        CmpGtI32 = 2, "s_cmp_gt_i32", S32;
        CmpGeI32 = 3, "s_cmp_ge_i32", S32;
        CmpLtI32 = 4, "s_cmp_lt_i32", S32;
        CmpLeI32 = 5, "s_cmp_le_i32", S32;
        CmpEqU32 = 6, "s_cmp_eq_u32", S32;
        CmpLgU32 = 7, "s_cmp_lg_u32", S32;
        CmpGtU32 = 8, "s_cmp_gt_u32", S32;
        CmpGeU32 = 9, "s_cmp_ge_u32", S32;
        CmpLtU32 = 10, "s_cmp_lt_u32", S32;
        CmpLeU32 = 11, "s_cmp_le_u32", S32;
        Bitcmp0B32 = 12, "s_bitcmp0_b32", S32;
        Bitcmp1B32 = 13, "s_bitcmp1_b32", S32;
        Bitcmp0B64 = 14, "s_bitcmp0_b64", w(0, 2, 1);
        Bitcmp1B64 = 15, "s_bitcmp1_b64", w(0, 2, 1);
        Setvskip = 16, "s_setvskip", S32;
        SetGprIdxOn = 125, "s_set_gpr_idx_on", w(0, 1, 0);
        CmpEqU64 = 126, "s_cmp_eq_u64", w(0, 2, 2);
        CmpLgU64 = 127, "s_cmp_lg_u64", w(0, 2, 2);
    }
}

/// What the 16-bit immediate of a `SOPP` instruction means.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SoppImm {
    /// No operand (the field is 0).
    None,
    /// An unsigned count, printed in decimal.
    Count,
    /// A signed branch offset in dwords from the next instruction.
    Branch,
    /// The `s_waitcnt` counters ([`Waitcnt`](super::Waitcnt)).
    Waitcnt,
    /// A message (`s_sendmsg`): its id in bits 3:0, the operation in 6:4
    /// and the GS stream in 9:8, printed `sendmsg(MSG_GS, GS_OP_EMIT, 0)`.
    Message,
    /// The operands indexed through `M0` (gfx8's `s_set_gpr_idx_mode`):
    /// bits 3:0, `SRC0`, `SRC1`, `SRC2` and `DST`, printed
    /// `gpr_idx(SRC0,DST)`; the other bits are 0.
    GprIdx,
}

opcodes! {
    /// `SOPP`: program control with a 16-bit immediate.
    Sopp: SoppImm {
        Nop = 0, "s_nop", SoppImm::Count;
        Endpgm = 1, "s_endpgm", SoppImm::None;
        Branch = 2, "s_branch", SoppImm::Branch;
        CbranchScc0 = 4, "s_cbranch_scc0", SoppImm::Branch;
        CbranchScc1 = 5, "s_cbranch_scc1", SoppImm::Branch;
        CbranchVccz = 6, "s_cbranch_vccz", SoppImm::Branch;
        CbranchVccnz = 7, "s_cbranch_vccnz", SoppImm::Branch;
        CbranchExecz = 8, "s_cbranch_execz", SoppImm::Branch;
        CbranchExecnz = 9, "s_cbranch_execnz", SoppImm::Branch;
        Barrier = 10, "s_barrier", SoppImm::None;
        Setkill = 11, "s_setkill", SoppImm::Count;
        Waitcnt = 12, "s_waitcnt", SoppImm::Waitcnt;
        Sethalt = 13, "s_sethalt", SoppImm::Count;
        Sleep = 14, "s_sleep", SoppImm::Count;
        Setprio = 15, "s_setprio", SoppImm::Count;
        Sendmsg = 16, "s_sendmsg", SoppImm::Message;
        Sendmsghalt = 17, "s_sendmsghalt", SoppImm::Message;
        Trap = 18, "s_trap", SoppImm::Count;
        IcacheInv = 19, "s_icache_inv", SoppImm::None;
        Incperflevel = 20, "s_incperflevel", SoppImm::Count;
        Decperflevel = 21, "s_decperflevel", SoppImm::Count;
        Ttracedata = 22, "s_ttracedata", SoppImm::None;
        CbranchCdbgsys = 23, "s_cbranch_cdbgsys", SoppImm::Branch;
        CbranchCdbguser = 24, "s_cbranch_cdbguser", SoppImm::Branch;
        CbranchCdbgsysOrUser = 25, "s_cbranch_cdbgsys_or_user", SoppImm::Branch;
        CbranchCdbgsysAndUser = 26, "s_cbranch_cdbgsys_and_user", SoppImm::Branch;
        SetGprIdxMode = 124, "s_set_gpr_idx_mode", SoppImm::GprIdx;
        Wakeup = 125, "s_wakeup", SoppImm::None;
        EndpgmSaved = 126, "s_endpgm_saved", SoppImm::None;
        SetGprIdxOff = 127, "s_set_gpr_idx_off", SoppImm::None;
    }
}

/// Widths of a scalar memory read: destination dwords and base dwords (2
/// for an address pair, 4 for a buffer's V#; 0 for `s_memtime`, which
/// writes the 64-bit clock, and for the cache invalidations, which have no
/// operands). gfx8's `s_atc_probe`/`s_atc_probe_buffer` have a base and no
/// destination: their `SDATA` field is a 7-bit probe value
/// ([`is_probe`](Self::is_probe)).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SmrdShape {
    /// Dwords loaded.
    pub dst: u8,
    /// Dwords of the base operand.
    pub base: u8,
}

impl SmrdShape {
    /// Whether the `SDATA` field is a 7-bit probe value, not a destination
    /// (`s_atc_probe`, `s_atc_probe_buffer`: a base and no destination).
    pub const fn is_probe(self) -> bool {
        self.dst == 0 && self.base > 0
    }
}

const fn sm(dst: u8, base: u8) -> SmrdShape {
    SmrdShape { dst, base }
}

opcodes! {
    /// `SMRD`: scalar memory reads (`s_load_*` from an address pair,
    /// `s_buffer_load_*` through a V#), `s_memtime` and the scalar cache
    /// invalidations: every opcode `llvm-mc-14 -mcpu=bonaire` takes.
    Smrd: SmrdShape {
        LoadDword = 0, "s_load_dword", sm(1, 2);
        LoadDwordx2 = 1, "s_load_dwordx2", sm(2, 2);
        LoadDwordx4 = 2, "s_load_dwordx4", sm(4, 2);
        LoadDwordx8 = 3, "s_load_dwordx8", sm(8, 2);
        LoadDwordx16 = 4, "s_load_dwordx16", sm(16, 2);
        BufferLoadDword = 8, "s_buffer_load_dword", sm(1, 4);
        BufferLoadDwordx2 = 9, "s_buffer_load_dwordx2", sm(2, 4);
        BufferLoadDwordx4 = 10, "s_buffer_load_dwordx4", sm(4, 4);
        BufferLoadDwordx8 = 11, "s_buffer_load_dwordx8", sm(8, 4);
        BufferLoadDwordx16 = 12, "s_buffer_load_dwordx16", sm(16, 4);
        AtcProbe = 13, "s_atc_probe", sm(0, 2);
        AtcProbeBuffer = 14, "s_atc_probe_buffer", sm(0, 4);
        BufferStoreDwordx4 = 20, "s_buffer_store_dwordx4", sm(4, 4);
        BufferStoreDwordx2 = 21, "s_buffer_store_dwordx2", sm(2, 4);
        BufferStoreDword = 22, "s_buffer_store_dword", sm(1, 4);
        StoreDwordx4 = 23, "s_store_dwordx4", sm(4, 2);
        StoreDwordx2 = 24, "s_store_dwordx2", sm(2, 2);
        StoreDword = 25, "s_store_dword", sm(1, 2);
        DcacheWbVol = 26, "s_dcache_wb_vol", sm(0, 0);
        DcacheWb = 27, "s_dcache_wb", sm(0, 0);
        Memrealtime = 28, "s_memrealtime", sm(2, 0);
        DcacheInvVol = 29, "s_dcache_inv_vol", sm(0, 0);
        Memtime = 30, "s_memtime", sm(2, 0);
        DcacheInv = 31, "s_dcache_inv", sm(0, 0);
    }
}

/// The operands of a vector ALU instruction beyond `dst, src0[, src1]`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum VShape {
    /// `vdst, src0[, vsrc1]`.
    Plain,
    /// The destination is an SGPR (`v_readfirstlane_b32 s0, v1`).
    ScalarDst,
    /// A lane mask selects the source: `VCC` in the 32-bit form, an SGPR pair
    /// in the 64-bit one.
    Cndmask,
    /// Writes a carry-out lane mask (`v_add_i32 v0, vcc, v1, v2`).
    CarryOut,
    /// Reads a carry-in and writes a carry-out lane mask.
    CarryInOut,
    /// No operands (`v_nop`, `v_clrexcp`).
    Nothing,
    /// `v_readlane_b32 sdst, vsrc0, lane`: an SGPR destination, a VGPR
    /// source and a scalar lane select in the 8-bit `VSRC1` field (an SGPR,
    /// `M0`, a flag or an inline constant; no `VOP3` form).
    Readlane,
    /// `v_writelane_b32 vdst, ssrc0, lane`: a scalar source and a lane
    /// select as `v_readlane_b32`'s (no `VOP3` form).
    Writelane,
    /// `v_madmk_f32` and `v_madak_f32`: a constant `K` in the literal dword
    /// ([`Inst::Madk`](super::Inst::Madk); no `VOP3` form).
    Madk,
}

/// Register widths in dwords of a vector ALU instruction's destination and
/// sources (0 for a source the opcode lacks; a constant serves any width).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct VWidths {
    /// Destination width (VGPRs; the lane mask of a compare is 2 SGPRs).
    pub dst: u8,
    /// Width of each source.
    pub src: [u8; 3],
}

const fn vw(dst: u8, src0: u8, src1: u8, src2: u8) -> VWidths {
    VWidths {
        dst,
        src: [src0, src1, src2],
    }
}

impl Vop1 {
    /// The register widths: a 64-bit (`f64`) destination or source is 2
    /// dwords, and `v_nop` and `v_clrexcp` have no operands.
    pub const fn widths(self) -> VWidths {
        match self {
            Self::Nop | Self::Clrexcp => vw(0, 0, 0, 0),
            Self::CvtI32F64 | Self::CvtF32F64 | Self::CvtU32F64 | Self::FrexpExpI32F64 => {
                vw(1, 2, 0, 0)
            }
            Self::CvtF64I32 | Self::CvtF64F32 | Self::CvtF64U32 => vw(2, 1, 0, 0),
            Self::TruncF64
            | Self::CeilF64
            | Self::RndneF64
            | Self::FloorF64
            | Self::RcpF64
            | Self::RcpClampF64
            | Self::RsqF64
            | Self::RsqClampF64
            | Self::SqrtF64
            | Self::FrexpMantF64
            | Self::FractF64 => vw(2, 2, 0, 0),
            _ => vw(1, 1, 0, 0),
        }
    }
}

impl Vop3 {
    /// Whether the opcode writes a second result, a lane mask or carry, to
    /// an SGPR pair in the `SDST` field (the `VOP3b` form, without `abs`
    /// and `clamp`).
    pub const fn is_vop3b(self) -> bool {
        matches!(
            self,
            Self::DivScaleF32 | Self::DivScaleF64 | Self::MadU64U32 | Self::MadI64I32
        )
    }

    /// Whether LLVM's assembler refuses a destination overlapping a source
    /// ("destination must be different than all sources").
    pub const fn dst_apart(self) -> bool {
        matches!(
            self,
            Self::QsadPkU16U8 | Self::MqsadPkU16U8 | Self::MqsadU32U8
        )
    }
}

opcodes! {
    /// `VOP1`: vector ALU with one source.
    Vop1: VShape {
        Nop = 0, "v_nop", VShape::Nothing, NONE;
        MovB32 = 1, "v_mov_b32", VShape::Plain, NONE;
        ReadfirstlaneB32 = 2, "v_readfirstlane_b32", VShape::ScalarDst, NONE;
        CvtI32F64 = 3, "v_cvt_i32_f64", VShape::Plain, IN1_OMOD;
        CvtF64I32 = 4, "v_cvt_f64_i32", VShape::Plain, OUT;
        CvtF32I32 = 5, "v_cvt_f32_i32", VShape::Plain, OUT;
        CvtF32U32 = 6, "v_cvt_f32_u32", VShape::Plain, OUT;
        CvtU32F32 = 7, "v_cvt_u32_f32", VShape::Plain, IN1_OMOD;
        CvtI32F32 = 8, "v_cvt_i32_f32", VShape::Plain, IN1_OMOD;
        CvtF16F32 = 10, "v_cvt_f16_f32", VShape::Plain, F1;
        CvtF32F16 = 11, "v_cvt_f32_f16", VShape::Plain, F1;
        CvtRpiI32F32 = 12, "v_cvt_rpi_i32_f32", VShape::Plain, IN1;
        CvtFlrI32F32 = 13, "v_cvt_flr_i32_f32", VShape::Plain, IN1;
        CvtOffF32I4 = 14, "v_cvt_off_f32_i4", VShape::Plain, OUT;
        CvtF32F64 = 15, "v_cvt_f32_f64", VShape::Plain, F1;
        CvtF64F32 = 16, "v_cvt_f64_f32", VShape::Plain, F1;
        CvtF32Ubyte0 = 17, "v_cvt_f32_ubyte0", VShape::Plain, OUT;
        CvtF32Ubyte1 = 18, "v_cvt_f32_ubyte1", VShape::Plain, OUT;
        CvtF32Ubyte2 = 19, "v_cvt_f32_ubyte2", VShape::Plain, OUT;
        CvtF32Ubyte3 = 20, "v_cvt_f32_ubyte3", VShape::Plain, OUT;
        CvtU32F64 = 21, "v_cvt_u32_f64", VShape::Plain, IN1_OMOD;
        CvtF64U32 = 22, "v_cvt_f64_u32", VShape::Plain, OUT;
        TruncF64 = 23, "v_trunc_f64", VShape::Plain, F1;
        CeilF64 = 24, "v_ceil_f64", VShape::Plain, F1;
        RndneF64 = 25, "v_rndne_f64", VShape::Plain, F1;
        FloorF64 = 26, "v_floor_f64", VShape::Plain, F1;
        FractF32 = 32, "v_fract_f32", VShape::Plain, F1;
        TruncF32 = 33, "v_trunc_f32", VShape::Plain, F1;
        CeilF32 = 34, "v_ceil_f32", VShape::Plain, F1;
        RndneF32 = 35, "v_rndne_f32", VShape::Plain, F1;
        FloorF32 = 36, "v_floor_f32", VShape::Plain, F1;
        ExpF32 = 37, "v_exp_f32", VShape::Plain, F1;
        LogClampF32 = 38, "v_log_clamp_f32", VShape::Plain, F1;
        LogF32 = 39, "v_log_f32", VShape::Plain, F1;
        RcpClampF32 = 40, "v_rcp_clamp_f32", VShape::Plain, F1;
        RcpLegacyF32 = 41, "v_rcp_legacy_f32", VShape::Plain, F1;
        RcpF32 = 42, "v_rcp_f32", VShape::Plain, F1;
        RcpIflagF32 = 43, "v_rcp_iflag_f32", VShape::Plain, F1;
        RsqClampF32 = 44, "v_rsq_clamp_f32", VShape::Plain, F1;
        RsqLegacyF32 = 45, "v_rsq_legacy_f32", VShape::Plain, F1;
        RsqF32 = 46, "v_rsq_f32", VShape::Plain, F1;
        RcpF64 = 47, "v_rcp_f64", VShape::Plain, F1;
        RcpClampF64 = 48, "v_rcp_clamp_f64", VShape::Plain, F1;
        RsqF64 = 49, "v_rsq_f64", VShape::Plain, F1;
        RsqClampF64 = 50, "v_rsq_clamp_f64", VShape::Plain, F1;
        SqrtF32 = 51, "v_sqrt_f32", VShape::Plain, F1;
        SqrtF64 = 52, "v_sqrt_f64", VShape::Plain, F1;
        SinF32 = 53, "v_sin_f32", VShape::Plain, F1;
        CosF32 = 54, "v_cos_f32", VShape::Plain, F1;
        NotB32 = 55, "v_not_b32", VShape::Plain, NONE;
        BfrevB32 = 56, "v_bfrev_b32", VShape::Plain, NONE;
        FfbhU32 = 57, "v_ffbh_u32", VShape::Plain, NONE;
        FfblB32 = 58, "v_ffbl_b32", VShape::Plain, NONE;
        FfbhI32 = 59, "v_ffbh_i32", VShape::Plain, NONE;
        FrexpExpI32F64 = 60, "v_frexp_exp_i32_f64", VShape::Plain, IN1_OMOD;
        FrexpMantF64 = 61, "v_frexp_mant_f64", VShape::Plain, F1;
        FractF64 = 62, "v_fract_f64", VShape::Plain, F1;
        FrexpExpI32F32 = 63, "v_frexp_exp_i32_f32", VShape::Plain, IN1;
        FrexpMantF32 = 64, "v_frexp_mant_f32", VShape::Plain, F1;
        Clrexcp = 65, "v_clrexcp", VShape::Nothing, NONE;
        MovreldB32 = 66, "v_movreld_b32", VShape::Plain, NONE;
        MovrelsB32 = 67, "v_movrels_b32", VShape::Plain, NONE;
        MovrelsdB32 = 68, "v_movrelsd_b32", VShape::Plain, NONE;
        LogLegacyF32 = 69, "v_log_legacy_f32", VShape::Plain, F1;
        ExpLegacyF32 = 70, "v_exp_legacy_f32", VShape::Plain, F1;
        CvtF16U16 = 80, "v_cvt_f16_u16", VShape::Plain, OUT;
        CvtF16I16 = 81, "v_cvt_f16_i16", VShape::Plain, OUT;
        CvtU16F16 = 82, "v_cvt_u16_f16", VShape::Plain, F1;
        CvtI16F16 = 83, "v_cvt_i16_f16", VShape::Plain, F1;
        RcpF16 = 84, "v_rcp_f16", VShape::Plain, F1;
        SqrtF16 = 85, "v_sqrt_f16", VShape::Plain, F1;
        RsqF16 = 86, "v_rsq_f16", VShape::Plain, F1;
        LogF16 = 87, "v_log_f16", VShape::Plain, F1;
        ExpF16 = 88, "v_exp_f16", VShape::Plain, F1;
        FrexpMantF16 = 89, "v_frexp_mant_f16", VShape::Plain, F1;
        FrexpExpI16F16 = 90, "v_frexp_exp_i16_f16", VShape::Plain, F1;
        FloorF16 = 91, "v_floor_f16", VShape::Plain, F1;
        CeilF16 = 92, "v_ceil_f16", VShape::Plain, F1;
        TruncF16 = 93, "v_trunc_f16", VShape::Plain, F1;
        RndneF16 = 94, "v_rndne_f16", VShape::Plain, F1;
        FractF16 = 95, "v_fract_f16", VShape::Plain, F1;
        SinF16 = 96, "v_sin_f16", VShape::Plain, F1;
        CosF16 = 97, "v_cos_f16", VShape::Plain, F1;
    }
}

opcodes! {
    /// `VOP2`: vector ALU with two sources (the second a VGPR, but for the
    /// lane select of `v_readlane_b32`/`v_writelane_b32`): every opcode
    /// `llvm-mc-14 -mcpu=bonaire` takes.
    Vop2: VShape {
        CndmaskB32 = 0, "v_cndmask_b32", VShape::Cndmask, IN2;
        ReadlaneB32 = 1, "v_readlane_b32", VShape::Readlane, NONE;
        WritelaneB32 = 2, "v_writelane_b32", VShape::Writelane, NONE;
        AddF32 = 3, "v_add_f32", VShape::Plain, F2;
        SubF32 = 4, "v_sub_f32", VShape::Plain, F2;
        SubrevF32 = 5, "v_subrev_f32", VShape::Plain, F2;
        MacLegacyF32 = 6, "v_mac_legacy_f32", VShape::Plain, F2;
        MulLegacyF32 = 7, "v_mul_legacy_f32", VShape::Plain, F2;
        MulF32 = 8, "v_mul_f32", VShape::Plain, F2;
        MulI32I24 = 9, "v_mul_i32_i24", VShape::Plain, NONE;
        MulHiI32I24 = 10, "v_mul_hi_i32_i24", VShape::Plain, NONE;
        MulU32U24 = 11, "v_mul_u32_u24", VShape::Plain, NONE;
        MulHiU32U24 = 12, "v_mul_hi_u32_u24", VShape::Plain, NONE;
        MinLegacyF32 = 13, "v_min_legacy_f32", VShape::Plain, F2;
        MaxLegacyF32 = 14, "v_max_legacy_f32", VShape::Plain, F2;
        MinF32 = 15, "v_min_f32", VShape::Plain, F2;
        MaxF32 = 16, "v_max_f32", VShape::Plain, F2;
        MinI32 = 17, "v_min_i32", VShape::Plain, NONE;
        MaxI32 = 18, "v_max_i32", VShape::Plain, NONE;
        MinU32 = 19, "v_min_u32", VShape::Plain, NONE;
        MaxU32 = 20, "v_max_u32", VShape::Plain, NONE;
        LshrB32 = 21, "v_lshr_b32", VShape::Plain, NONE;
        LshrrevB32 = 22, "v_lshrrev_b32", VShape::Plain, NONE;
        AshrI32 = 23, "v_ashr_i32", VShape::Plain, NONE;
        AshrrevI32 = 24, "v_ashrrev_i32", VShape::Plain, NONE;
        LshlB32 = 25, "v_lshl_b32", VShape::Plain, NONE;
        LshlrevB32 = 26, "v_lshlrev_b32", VShape::Plain, NONE;
        AndB32 = 27, "v_and_b32", VShape::Plain, NONE;
        OrB32 = 28, "v_or_b32", VShape::Plain, NONE;
        XorB32 = 29, "v_xor_b32", VShape::Plain, NONE;
        BfmB32 = 30, "v_bfm_b32", VShape::Plain, NONE;
        MacF32 = 31, "v_mac_f32", VShape::Plain, F2;
        MadmkF32 = 32, "v_madmk_f32", VShape::Madk, NONE;
        MadakF32 = 33, "v_madak_f32", VShape::Madk, NONE;
        BcntU32B32 = 34, "v_bcnt_u32_b32", VShape::Plain, NONE;
        MbcntLoU32B32 = 35, "v_mbcnt_lo_u32_b32", VShape::Plain, NONE;
        MbcntHiU32B32 = 36, "v_mbcnt_hi_u32_b32", VShape::Plain, NONE;
        AddI32 = 37, "v_add_i32", VShape::CarryOut, NONE;
        SubI32 = 38, "v_sub_i32", VShape::CarryOut, NONE;
        SubrevI32 = 39, "v_subrev_i32", VShape::CarryOut, NONE;
        AddcU32 = 40, "v_addc_u32", VShape::CarryInOut, NONE;
        SubbU32 = 41, "v_subb_u32", VShape::CarryInOut, NONE;
        SubbrevU32 = 42, "v_subbrev_u32", VShape::CarryInOut, NONE;
        LdexpF32 = 43, "v_ldexp_f32", VShape::Plain, F1;
        CvtPkaccumU8F32 = 44, "v_cvt_pkaccum_u8_f32", VShape::Plain, IN1;
        CvtPknormI16F32 = 45, "v_cvt_pknorm_i16_f32", VShape::Plain, IN2;
        CvtPknormU16F32 = 46, "v_cvt_pknorm_u16_f32", VShape::Plain, IN2;
        CvtPkrtzF16F32 = 47, "v_cvt_pkrtz_f16_f32", VShape::Plain, F2;
        CvtPkU16U32 = 48, "v_cvt_pk_u16_u32", VShape::Plain, NONE;
        CvtPkI16I32 = 49, "v_cvt_pk_i16_i32", VShape::Plain, NONE;
        AddF16 = 64, "v_add_f16", VShape::Plain, F2;
        SubF16 = 65, "v_sub_f16", VShape::Plain, F2;
        SubrevF16 = 66, "v_subrev_f16", VShape::Plain, F2;
        MulF16 = 67, "v_mul_f16", VShape::Plain, F2;
        MacF16 = 68, "v_mac_f16", VShape::Plain, F2;
        MadmkF16 = 69, "v_madmk_f16", VShape::Madk, NONE;
        MadakF16 = 70, "v_madak_f16", VShape::Madk, NONE;
        AddU16 = 71, "v_add_u16", VShape::Plain, CLAMP;
        SubU16 = 72, "v_sub_u16", VShape::Plain, CLAMP;
        SubrevU16 = 73, "v_subrev_u16", VShape::Plain, CLAMP;
        MulLoU16 = 74, "v_mul_lo_u16", VShape::Plain, NONE;
        LshlrevB16 = 75, "v_lshlrev_b16", VShape::Plain, NONE;
        LshrrevB16 = 76, "v_lshrrev_b16", VShape::Plain, NONE;
        AshrrevI16 = 77, "v_ashrrev_i16", VShape::Plain, NONE;
        MaxF16 = 78, "v_max_f16", VShape::Plain, F2;
        MinF16 = 79, "v_min_f16", VShape::Plain, F2;
        MaxU16 = 80, "v_max_u16", VShape::Plain, NONE;
        MaxI16 = 81, "v_max_i16", VShape::Plain, NONE;
        MinU16 = 82, "v_min_u16", VShape::Plain, NONE;
        MinI16 = 83, "v_min_i16", VShape::Plain, NONE;
        LdexpF16 = 84, "v_ldexp_f16", VShape::Plain, F1;
    }
}

opcodes! {
    /// `VOPC`: vector compares, writing a lane mask (`VCC` in the 32-bit form,
    /// an SGPR pair in the 64-bit one; the `v_cmpx_*` and `v_cmpsx_*` forms
    /// also write `EXEC`): every opcode `llvm-mc-14 -mcpu=bonaire` takes. The
    /// shape gives the lane mask's SGPRs (2) and the sources' dwords (2 for
    /// the `f64`, `i64` and `u64` compares; `v_cmp_class_f64` reads a 32-bit
    /// class mask).
    Vopc: Widths {
        CmpFF32 = 0x00, "v_cmp_f_f32", w(2, 1, 1), IN2;
        CmpLtF32 = 0x01, "v_cmp_lt_f32", w(2, 1, 1), IN2;
        CmpEqF32 = 0x02, "v_cmp_eq_f32", w(2, 1, 1), IN2;
        CmpLeF32 = 0x03, "v_cmp_le_f32", w(2, 1, 1), IN2;
        CmpGtF32 = 0x04, "v_cmp_gt_f32", w(2, 1, 1), IN2;
        CmpLgF32 = 0x05, "v_cmp_lg_f32", w(2, 1, 1), IN2;
        CmpGeF32 = 0x06, "v_cmp_ge_f32", w(2, 1, 1), IN2;
        CmpOF32 = 0x07, "v_cmp_o_f32", w(2, 1, 1), IN2;
        CmpUF32 = 0x08, "v_cmp_u_f32", w(2, 1, 1), IN2;
        CmpNgeF32 = 0x09, "v_cmp_nge_f32", w(2, 1, 1), IN2;
        CmpNlgF32 = 0x0A, "v_cmp_nlg_f32", w(2, 1, 1), IN2;
        CmpNgtF32 = 0x0B, "v_cmp_ngt_f32", w(2, 1, 1), IN2;
        CmpNleF32 = 0x0C, "v_cmp_nle_f32", w(2, 1, 1), IN2;
        CmpNeqF32 = 0x0D, "v_cmp_neq_f32", w(2, 1, 1), IN2;
        CmpNltF32 = 0x0E, "v_cmp_nlt_f32", w(2, 1, 1), IN2;
        CmpTruF32 = 0x0F, "v_cmp_tru_f32", w(2, 1, 1), IN2;
        CmpxFF32 = 0x10, "v_cmpx_f_f32", w(2, 1, 1), IN2;
        CmpxLtF32 = 0x11, "v_cmpx_lt_f32", w(2, 1, 1), IN2;
        CmpxEqF32 = 0x12, "v_cmpx_eq_f32", w(2, 1, 1), IN2;
        CmpxLeF32 = 0x13, "v_cmpx_le_f32", w(2, 1, 1), IN2;
        CmpxGtF32 = 0x14, "v_cmpx_gt_f32", w(2, 1, 1), IN2;
        CmpxLgF32 = 0x15, "v_cmpx_lg_f32", w(2, 1, 1), IN2;
        CmpxGeF32 = 0x16, "v_cmpx_ge_f32", w(2, 1, 1), IN2;
        CmpxOF32 = 0x17, "v_cmpx_o_f32", w(2, 1, 1), IN2;
        CmpxUF32 = 0x18, "v_cmpx_u_f32", w(2, 1, 1), IN2;
        CmpxNgeF32 = 0x19, "v_cmpx_nge_f32", w(2, 1, 1), IN2;
        CmpxNlgF32 = 0x1A, "v_cmpx_nlg_f32", w(2, 1, 1), IN2;
        CmpxNgtF32 = 0x1B, "v_cmpx_ngt_f32", w(2, 1, 1), IN2;
        CmpxNleF32 = 0x1C, "v_cmpx_nle_f32", w(2, 1, 1), IN2;
        CmpxNeqF32 = 0x1D, "v_cmpx_neq_f32", w(2, 1, 1), IN2;
        CmpxNltF32 = 0x1E, "v_cmpx_nlt_f32", w(2, 1, 1), IN2;
        CmpxTruF32 = 0x1F, "v_cmpx_tru_f32", w(2, 1, 1), IN2;
        CmpFF64 = 0x20, "v_cmp_f_f64", w(2, 2, 2), IN2;
        CmpLtF64 = 0x21, "v_cmp_lt_f64", w(2, 2, 2), IN2;
        CmpEqF64 = 0x22, "v_cmp_eq_f64", w(2, 2, 2), IN2;
        CmpLeF64 = 0x23, "v_cmp_le_f64", w(2, 2, 2), IN2;
        CmpGtF64 = 0x24, "v_cmp_gt_f64", w(2, 2, 2), IN2;
        CmpLgF64 = 0x25, "v_cmp_lg_f64", w(2, 2, 2), IN2;
        CmpGeF64 = 0x26, "v_cmp_ge_f64", w(2, 2, 2), IN2;
        CmpOF64 = 0x27, "v_cmp_o_f64", w(2, 2, 2), IN2;
        CmpUF64 = 0x28, "v_cmp_u_f64", w(2, 2, 2), IN2;
        CmpNgeF64 = 0x29, "v_cmp_nge_f64", w(2, 2, 2), IN2;
        CmpNlgF64 = 0x2A, "v_cmp_nlg_f64", w(2, 2, 2), IN2;
        CmpNgtF64 = 0x2B, "v_cmp_ngt_f64", w(2, 2, 2), IN2;
        CmpNleF64 = 0x2C, "v_cmp_nle_f64", w(2, 2, 2), IN2;
        CmpNeqF64 = 0x2D, "v_cmp_neq_f64", w(2, 2, 2), IN2;
        CmpNltF64 = 0x2E, "v_cmp_nlt_f64", w(2, 2, 2), IN2;
        CmpTruF64 = 0x2F, "v_cmp_tru_f64", w(2, 2, 2), IN2;
        CmpxFF64 = 0x30, "v_cmpx_f_f64", w(2, 2, 2), IN2;
        CmpxLtF64 = 0x31, "v_cmpx_lt_f64", w(2, 2, 2), IN2;
        CmpxEqF64 = 0x32, "v_cmpx_eq_f64", w(2, 2, 2), IN2;
        CmpxLeF64 = 0x33, "v_cmpx_le_f64", w(2, 2, 2), IN2;
        CmpxGtF64 = 0x34, "v_cmpx_gt_f64", w(2, 2, 2), IN2;
        CmpxLgF64 = 0x35, "v_cmpx_lg_f64", w(2, 2, 2), IN2;
        CmpxGeF64 = 0x36, "v_cmpx_ge_f64", w(2, 2, 2), IN2;
        CmpxOF64 = 0x37, "v_cmpx_o_f64", w(2, 2, 2), IN2;
        CmpxUF64 = 0x38, "v_cmpx_u_f64", w(2, 2, 2), IN2;
        CmpxNgeF64 = 0x39, "v_cmpx_nge_f64", w(2, 2, 2), IN2;
        CmpxNlgF64 = 0x3A, "v_cmpx_nlg_f64", w(2, 2, 2), IN2;
        CmpxNgtF64 = 0x3B, "v_cmpx_ngt_f64", w(2, 2, 2), IN2;
        CmpxNleF64 = 0x3C, "v_cmpx_nle_f64", w(2, 2, 2), IN2;
        CmpxNeqF64 = 0x3D, "v_cmpx_neq_f64", w(2, 2, 2), IN2;
        CmpxNltF64 = 0x3E, "v_cmpx_nlt_f64", w(2, 2, 2), IN2;
        CmpxTruF64 = 0x3F, "v_cmpx_tru_f64", w(2, 2, 2), IN2;
        CmpsFF32 = 0x40, "v_cmps_f_f32", w(2, 1, 1), IN2;
        CmpsLtF32 = 0x41, "v_cmps_lt_f32", w(2, 1, 1), IN2;
        CmpsEqF32 = 0x42, "v_cmps_eq_f32", w(2, 1, 1), IN2;
        CmpsLeF32 = 0x43, "v_cmps_le_f32", w(2, 1, 1), IN2;
        CmpsGtF32 = 0x44, "v_cmps_gt_f32", w(2, 1, 1), IN2;
        CmpsLgF32 = 0x45, "v_cmps_lg_f32", w(2, 1, 1), IN2;
        CmpsGeF32 = 0x46, "v_cmps_ge_f32", w(2, 1, 1), IN2;
        CmpsOF32 = 0x47, "v_cmps_o_f32", w(2, 1, 1), IN2;
        CmpsUF32 = 0x48, "v_cmps_u_f32", w(2, 1, 1), IN2;
        CmpsNgeF32 = 0x49, "v_cmps_nge_f32", w(2, 1, 1), IN2;
        CmpsNlgF32 = 0x4A, "v_cmps_nlg_f32", w(2, 1, 1), IN2;
        CmpsNgtF32 = 0x4B, "v_cmps_ngt_f32", w(2, 1, 1), IN2;
        CmpsNleF32 = 0x4C, "v_cmps_nle_f32", w(2, 1, 1), IN2;
        CmpsNeqF32 = 0x4D, "v_cmps_neq_f32", w(2, 1, 1), IN2;
        CmpsNltF32 = 0x4E, "v_cmps_nlt_f32", w(2, 1, 1), IN2;
        CmpsTruF32 = 0x4F, "v_cmps_tru_f32", w(2, 1, 1), IN2;
        CmpsxFF32 = 0x50, "v_cmpsx_f_f32", w(2, 1, 1), IN2;
        CmpsxLtF32 = 0x51, "v_cmpsx_lt_f32", w(2, 1, 1), IN2;
        CmpsxEqF32 = 0x52, "v_cmpsx_eq_f32", w(2, 1, 1), IN2;
        CmpsxLeF32 = 0x53, "v_cmpsx_le_f32", w(2, 1, 1), IN2;
        CmpsxGtF32 = 0x54, "v_cmpsx_gt_f32", w(2, 1, 1), IN2;
        CmpsxLgF32 = 0x55, "v_cmpsx_lg_f32", w(2, 1, 1), IN2;
        CmpsxGeF32 = 0x56, "v_cmpsx_ge_f32", w(2, 1, 1), IN2;
        CmpsxOF32 = 0x57, "v_cmpsx_o_f32", w(2, 1, 1), IN2;
        CmpsxUF32 = 0x58, "v_cmpsx_u_f32", w(2, 1, 1), IN2;
        CmpsxNgeF32 = 0x59, "v_cmpsx_nge_f32", w(2, 1, 1), IN2;
        CmpsxNlgF32 = 0x5A, "v_cmpsx_nlg_f32", w(2, 1, 1), IN2;
        CmpsxNgtF32 = 0x5B, "v_cmpsx_ngt_f32", w(2, 1, 1), IN2;
        CmpsxNleF32 = 0x5C, "v_cmpsx_nle_f32", w(2, 1, 1), IN2;
        CmpsxNeqF32 = 0x5D, "v_cmpsx_neq_f32", w(2, 1, 1), IN2;
        CmpsxNltF32 = 0x5E, "v_cmpsx_nlt_f32", w(2, 1, 1), IN2;
        CmpsxTruF32 = 0x5F, "v_cmpsx_tru_f32", w(2, 1, 1), IN2;
        CmpsFF64 = 0x60, "v_cmps_f_f64", w(2, 2, 2), IN2;
        CmpsLtF64 = 0x61, "v_cmps_lt_f64", w(2, 2, 2), IN2;
        CmpsEqF64 = 0x62, "v_cmps_eq_f64", w(2, 2, 2), IN2;
        CmpsLeF64 = 0x63, "v_cmps_le_f64", w(2, 2, 2), IN2;
        CmpsGtF64 = 0x64, "v_cmps_gt_f64", w(2, 2, 2), IN2;
        CmpsLgF64 = 0x65, "v_cmps_lg_f64", w(2, 2, 2), IN2;
        CmpsGeF64 = 0x66, "v_cmps_ge_f64", w(2, 2, 2), IN2;
        CmpsOF64 = 0x67, "v_cmps_o_f64", w(2, 2, 2), IN2;
        CmpsUF64 = 0x68, "v_cmps_u_f64", w(2, 2, 2), IN2;
        CmpsNgeF64 = 0x69, "v_cmps_nge_f64", w(2, 2, 2), IN2;
        CmpsNlgF64 = 0x6A, "v_cmps_nlg_f64", w(2, 2, 2), IN2;
        CmpsNgtF64 = 0x6B, "v_cmps_ngt_f64", w(2, 2, 2), IN2;
        CmpsNleF64 = 0x6C, "v_cmps_nle_f64", w(2, 2, 2), IN2;
        CmpsNeqF64 = 0x6D, "v_cmps_neq_f64", w(2, 2, 2), IN2;
        CmpsNltF64 = 0x6E, "v_cmps_nlt_f64", w(2, 2, 2), IN2;
        CmpsTruF64 = 0x6F, "v_cmps_tru_f64", w(2, 2, 2), IN2;
        CmpsxFF64 = 0x70, "v_cmpsx_f_f64", w(2, 2, 2), IN2;
        CmpsxLtF64 = 0x71, "v_cmpsx_lt_f64", w(2, 2, 2), IN2;
        CmpsxEqF64 = 0x72, "v_cmpsx_eq_f64", w(2, 2, 2), IN2;
        CmpsxLeF64 = 0x73, "v_cmpsx_le_f64", w(2, 2, 2), IN2;
        CmpsxGtF64 = 0x74, "v_cmpsx_gt_f64", w(2, 2, 2), IN2;
        CmpsxLgF64 = 0x75, "v_cmpsx_lg_f64", w(2, 2, 2), IN2;
        CmpsxGeF64 = 0x76, "v_cmpsx_ge_f64", w(2, 2, 2), IN2;
        CmpsxOF64 = 0x77, "v_cmpsx_o_f64", w(2, 2, 2), IN2;
        CmpsxUF64 = 0x78, "v_cmpsx_u_f64", w(2, 2, 2), IN2;
        CmpsxNgeF64 = 0x79, "v_cmpsx_nge_f64", w(2, 2, 2), IN2;
        CmpsxNlgF64 = 0x7A, "v_cmpsx_nlg_f64", w(2, 2, 2), IN2;
        CmpsxNgtF64 = 0x7B, "v_cmpsx_ngt_f64", w(2, 2, 2), IN2;
        CmpsxNleF64 = 0x7C, "v_cmpsx_nle_f64", w(2, 2, 2), IN2;
        CmpsxNeqF64 = 0x7D, "v_cmpsx_neq_f64", w(2, 2, 2), IN2;
        CmpsxNltF64 = 0x7E, "v_cmpsx_nlt_f64", w(2, 2, 2), IN2;
        CmpsxTruF64 = 0x7F, "v_cmpsx_tru_f64", w(2, 2, 2), IN2;
        CmpFI32 = 0x80, "v_cmp_f_i32", w(2, 1, 1), NONE;
        CmpLtI32 = 0x81, "v_cmp_lt_i32", w(2, 1, 1), NONE;
        CmpEqI32 = 0x82, "v_cmp_eq_i32", w(2, 1, 1), NONE;
        CmpLeI32 = 0x83, "v_cmp_le_i32", w(2, 1, 1), NONE;
        CmpGtI32 = 0x84, "v_cmp_gt_i32", w(2, 1, 1), NONE;
        CmpNeI32 = 0x85, "v_cmp_ne_i32", w(2, 1, 1), NONE;
        CmpGeI32 = 0x86, "v_cmp_ge_i32", w(2, 1, 1), NONE;
        CmpTI32 = 0x87, "v_cmp_t_i32", w(2, 1, 1), NONE;
        CmpClassF32 = 0x88, "v_cmp_class_f32", w(2, 1, 1), IN1;
        CmpxFI32 = 0x90, "v_cmpx_f_i32", w(2, 1, 1), NONE;
        CmpxLtI32 = 0x91, "v_cmpx_lt_i32", w(2, 1, 1), NONE;
        CmpxEqI32 = 0x92, "v_cmpx_eq_i32", w(2, 1, 1), NONE;
        CmpxLeI32 = 0x93, "v_cmpx_le_i32", w(2, 1, 1), NONE;
        CmpxGtI32 = 0x94, "v_cmpx_gt_i32", w(2, 1, 1), NONE;
        CmpxNeI32 = 0x95, "v_cmpx_ne_i32", w(2, 1, 1), NONE;
        CmpxGeI32 = 0x96, "v_cmpx_ge_i32", w(2, 1, 1), NONE;
        CmpxTI32 = 0x97, "v_cmpx_t_i32", w(2, 1, 1), NONE;
        CmpxClassF32 = 0x98, "v_cmpx_class_f32", w(2, 1, 1), IN1;
        CmpFI64 = 0xA0, "v_cmp_f_i64", w(2, 2, 2), NONE;
        CmpLtI64 = 0xA1, "v_cmp_lt_i64", w(2, 2, 2), NONE;
        CmpEqI64 = 0xA2, "v_cmp_eq_i64", w(2, 2, 2), NONE;
        CmpLeI64 = 0xA3, "v_cmp_le_i64", w(2, 2, 2), NONE;
        CmpGtI64 = 0xA4, "v_cmp_gt_i64", w(2, 2, 2), NONE;
        CmpNeI64 = 0xA5, "v_cmp_ne_i64", w(2, 2, 2), NONE;
        CmpGeI64 = 0xA6, "v_cmp_ge_i64", w(2, 2, 2), NONE;
        CmpTI64 = 0xA7, "v_cmp_t_i64", w(2, 2, 2), NONE;
        CmpClassF64 = 0xA8, "v_cmp_class_f64", w(2, 2, 1), IN1;
        CmpxFI64 = 0xB0, "v_cmpx_f_i64", w(2, 2, 2), NONE;
        CmpxLtI64 = 0xB1, "v_cmpx_lt_i64", w(2, 2, 2), NONE;
        CmpxEqI64 = 0xB2, "v_cmpx_eq_i64", w(2, 2, 2), NONE;
        CmpxLeI64 = 0xB3, "v_cmpx_le_i64", w(2, 2, 2), NONE;
        CmpxGtI64 = 0xB4, "v_cmpx_gt_i64", w(2, 2, 2), NONE;
        CmpxNeI64 = 0xB5, "v_cmpx_ne_i64", w(2, 2, 2), NONE;
        CmpxGeI64 = 0xB6, "v_cmpx_ge_i64", w(2, 2, 2), NONE;
        CmpxTI64 = 0xB7, "v_cmpx_t_i64", w(2, 2, 2), NONE;
        CmpxClassF64 = 0xB8, "v_cmpx_class_f64", w(2, 2, 1), IN1;
        CmpFU32 = 0xC0, "v_cmp_f_u32", w(2, 1, 1), NONE;
        CmpLtU32 = 0xC1, "v_cmp_lt_u32", w(2, 1, 1), NONE;
        CmpEqU32 = 0xC2, "v_cmp_eq_u32", w(2, 1, 1), NONE;
        CmpLeU32 = 0xC3, "v_cmp_le_u32", w(2, 1, 1), NONE;
        CmpGtU32 = 0xC4, "v_cmp_gt_u32", w(2, 1, 1), NONE;
        CmpNeU32 = 0xC5, "v_cmp_ne_u32", w(2, 1, 1), NONE;
        CmpGeU32 = 0xC6, "v_cmp_ge_u32", w(2, 1, 1), NONE;
        CmpTU32 = 0xC7, "v_cmp_t_u32", w(2, 1, 1), NONE;
        CmpxFU32 = 0xD0, "v_cmpx_f_u32", w(2, 1, 1), NONE;
        CmpxLtU32 = 0xD1, "v_cmpx_lt_u32", w(2, 1, 1), NONE;
        CmpxEqU32 = 0xD2, "v_cmpx_eq_u32", w(2, 1, 1), NONE;
        CmpxLeU32 = 0xD3, "v_cmpx_le_u32", w(2, 1, 1), NONE;
        CmpxGtU32 = 0xD4, "v_cmpx_gt_u32", w(2, 1, 1), NONE;
        CmpxNeU32 = 0xD5, "v_cmpx_ne_u32", w(2, 1, 1), NONE;
        CmpxGeU32 = 0xD6, "v_cmpx_ge_u32", w(2, 1, 1), NONE;
        CmpxTU32 = 0xD7, "v_cmpx_t_u32", w(2, 1, 1), NONE;
        CmpFU64 = 0xE0, "v_cmp_f_u64", w(2, 2, 2), NONE;
        CmpLtU64 = 0xE1, "v_cmp_lt_u64", w(2, 2, 2), NONE;
        CmpEqU64 = 0xE2, "v_cmp_eq_u64", w(2, 2, 2), NONE;
        CmpLeU64 = 0xE3, "v_cmp_le_u64", w(2, 2, 2), NONE;
        CmpGtU64 = 0xE4, "v_cmp_gt_u64", w(2, 2, 2), NONE;
        CmpNeU64 = 0xE5, "v_cmp_ne_u64", w(2, 2, 2), NONE;
        CmpGeU64 = 0xE6, "v_cmp_ge_u64", w(2, 2, 2), NONE;
        CmpTU64 = 0xE7, "v_cmp_t_u64", w(2, 2, 2), NONE;
        CmpxFU64 = 0xF0, "v_cmpx_f_u64", w(2, 2, 2), NONE;
        CmpxLtU64 = 0xF1, "v_cmpx_lt_u64", w(2, 2, 2), NONE;
        CmpxEqU64 = 0xF2, "v_cmpx_eq_u64", w(2, 2, 2), NONE;
        CmpxLeU64 = 0xF3, "v_cmpx_le_u64", w(2, 2, 2), NONE;
        CmpxGtU64 = 0xF4, "v_cmpx_gt_u64", w(2, 2, 2), NONE;
        CmpxNeU64 = 0xF5, "v_cmpx_ne_u64", w(2, 2, 2), NONE;
        CmpxGeU64 = 0xF6, "v_cmpx_ge_u64", w(2, 2, 2), NONE;
        CmpxTU64 = 0xF7, "v_cmpx_t_u64", w(2, 2, 2), NONE;
        CmpClassF16 = 256, "v_cmp_class_f16", w(2, 1, 1), IN1;
        CmpxClassF16 = 257, "v_cmpx_class_f16", w(2, 1, 1), IN1;
        CmpFF16 = 258, "v_cmp_f_f16", w(2, 1, 1), IN2_CLAMP;
        CmpLtF16 = 259, "v_cmp_lt_f16", w(2, 1, 1), IN2_CLAMP;
        CmpEqF16 = 260, "v_cmp_eq_f16", w(2, 1, 1), IN2_CLAMP;
        CmpLeF16 = 261, "v_cmp_le_f16", w(2, 1, 1), IN2_CLAMP;
        CmpGtF16 = 262, "v_cmp_gt_f16", w(2, 1, 1), IN2_CLAMP;
        CmpLgF16 = 263, "v_cmp_lg_f16", w(2, 1, 1), IN2_CLAMP;
        CmpGeF16 = 264, "v_cmp_ge_f16", w(2, 1, 1), IN2_CLAMP;
        CmpOF16 = 265, "v_cmp_o_f16", w(2, 1, 1), IN2_CLAMP;
        CmpUF16 = 266, "v_cmp_u_f16", w(2, 1, 1), IN2_CLAMP;
        CmpNgeF16 = 267, "v_cmp_nge_f16", w(2, 1, 1), IN2_CLAMP;
        CmpNlgF16 = 268, "v_cmp_nlg_f16", w(2, 1, 1), IN2_CLAMP;
        CmpNgtF16 = 269, "v_cmp_ngt_f16", w(2, 1, 1), IN2_CLAMP;
        CmpNleF16 = 270, "v_cmp_nle_f16", w(2, 1, 1), IN2_CLAMP;
        CmpNeqF16 = 271, "v_cmp_neq_f16", w(2, 1, 1), IN2_CLAMP;
        CmpNltF16 = 272, "v_cmp_nlt_f16", w(2, 1, 1), IN2_CLAMP;
        CmpTruF16 = 273, "v_cmp_tru_f16", w(2, 1, 1), IN2_CLAMP;
        CmpxFF16 = 274, "v_cmpx_f_f16", w(2, 1, 1), IN2_CLAMP;
        CmpxLtF16 = 275, "v_cmpx_lt_f16", w(2, 1, 1), IN2_CLAMP;
        CmpxEqF16 = 276, "v_cmpx_eq_f16", w(2, 1, 1), IN2_CLAMP;
        CmpxLeF16 = 277, "v_cmpx_le_f16", w(2, 1, 1), IN2_CLAMP;
        CmpxGtF16 = 278, "v_cmpx_gt_f16", w(2, 1, 1), IN2_CLAMP;
        CmpxLgF16 = 279, "v_cmpx_lg_f16", w(2, 1, 1), IN2_CLAMP;
        CmpxGeF16 = 280, "v_cmpx_ge_f16", w(2, 1, 1), IN2_CLAMP;
        CmpxOF16 = 281, "v_cmpx_o_f16", w(2, 1, 1), IN2_CLAMP;
        CmpxUF16 = 282, "v_cmpx_u_f16", w(2, 1, 1), IN2_CLAMP;
        CmpxNgeF16 = 283, "v_cmpx_nge_f16", w(2, 1, 1), IN2_CLAMP;
        CmpxNlgF16 = 284, "v_cmpx_nlg_f16", w(2, 1, 1), IN2_CLAMP;
        CmpxNgtF16 = 285, "v_cmpx_ngt_f16", w(2, 1, 1), IN2_CLAMP;
        CmpxNleF16 = 286, "v_cmpx_nle_f16", w(2, 1, 1), IN2_CLAMP;
        CmpxNeqF16 = 287, "v_cmpx_neq_f16", w(2, 1, 1), IN2_CLAMP;
        CmpxNltF16 = 288, "v_cmpx_nlt_f16", w(2, 1, 1), IN2_CLAMP;
        CmpxTruF16 = 289, "v_cmpx_tru_f16", w(2, 1, 1), IN2_CLAMP;
        CmpFI16 = 290, "v_cmp_f_i16", w(2, 1, 1), NONE;
        CmpLtI16 = 291, "v_cmp_lt_i16", w(2, 1, 1), NONE;
        CmpEqI16 = 292, "v_cmp_eq_i16", w(2, 1, 1), NONE;
        CmpLeI16 = 293, "v_cmp_le_i16", w(2, 1, 1), NONE;
        CmpGtI16 = 294, "v_cmp_gt_i16", w(2, 1, 1), NONE;
        CmpNeI16 = 295, "v_cmp_ne_i16", w(2, 1, 1), NONE;
        CmpGeI16 = 296, "v_cmp_ge_i16", w(2, 1, 1), NONE;
        CmpTI16 = 297, "v_cmp_t_i16", w(2, 1, 1), NONE;
        CmpFU16 = 298, "v_cmp_f_u16", w(2, 1, 1), NONE;
        CmpLtU16 = 299, "v_cmp_lt_u16", w(2, 1, 1), NONE;
        CmpEqU16 = 300, "v_cmp_eq_u16", w(2, 1, 1), NONE;
        CmpLeU16 = 301, "v_cmp_le_u16", w(2, 1, 1), NONE;
        CmpGtU16 = 302, "v_cmp_gt_u16", w(2, 1, 1), NONE;
        CmpNeU16 = 303, "v_cmp_ne_u16", w(2, 1, 1), NONE;
        CmpGeU16 = 304, "v_cmp_ge_u16", w(2, 1, 1), NONE;
        CmpTU16 = 305, "v_cmp_t_u16", w(2, 1, 1), NONE;
        CmpxFI16 = 306, "v_cmpx_f_i16", w(2, 1, 1), NONE;
        CmpxLtI16 = 307, "v_cmpx_lt_i16", w(2, 1, 1), NONE;
        CmpxEqI16 = 308, "v_cmpx_eq_i16", w(2, 1, 1), NONE;
        CmpxLeI16 = 309, "v_cmpx_le_i16", w(2, 1, 1), NONE;
        CmpxGtI16 = 310, "v_cmpx_gt_i16", w(2, 1, 1), NONE;
        CmpxNeI16 = 311, "v_cmpx_ne_i16", w(2, 1, 1), NONE;
        CmpxGeI16 = 312, "v_cmpx_ge_i16", w(2, 1, 1), NONE;
        CmpxTI16 = 313, "v_cmpx_t_i16", w(2, 1, 1), NONE;
        CmpxFU16 = 314, "v_cmpx_f_u16", w(2, 1, 1), NONE;
        CmpxLtU16 = 315, "v_cmpx_lt_u16", w(2, 1, 1), NONE;
        CmpxEqU16 = 316, "v_cmpx_eq_u16", w(2, 1, 1), NONE;
        CmpxLeU16 = 317, "v_cmpx_le_u16", w(2, 1, 1), NONE;
        CmpxGtU16 = 318, "v_cmpx_gt_u16", w(2, 1, 1), NONE;
        CmpxNeU16 = 319, "v_cmpx_ne_u16", w(2, 1, 1), NONE;
        CmpxGeU16 = 320, "v_cmpx_ge_u16", w(2, 1, 1), NONE;
        CmpxTU16 = 321, "v_cmpx_t_u16", w(2, 1, 1), NONE;
    }
}

opcodes! {
    /// `VOP3`-only vector ALU opcodes (the 64-bit encoding also carries every
    /// `VOP1`, `VOP2` and `VOPC` opcode; see [`Vop3Op`](super::Vop3Op)): every
    /// one `llvm-mc-14 -mcpu=bonaire` takes. The shape gives the register
    /// widths of the destination and of each source (0 for a source the
    /// opcode lacks).
    Vop3: VWidths {
        MadLegacyF32 = 320, "v_mad_legacy_f32", vw(1, 1, 1, 1), F3;
        MadF32 = 321, "v_mad_f32", vw(1, 1, 1, 1), F3;
        MadI32I24 = 322, "v_mad_i32_i24", vw(1, 1, 1, 1), NONE;
        MadU32U24 = 323, "v_mad_u32_u24", vw(1, 1, 1, 1), NONE;
        CubeidF32 = 324, "v_cubeid_f32", vw(1, 1, 1, 1), F3;
        CubescF32 = 325, "v_cubesc_f32", vw(1, 1, 1, 1), F3;
        CubetcF32 = 326, "v_cubetc_f32", vw(1, 1, 1, 1), F3;
        CubemaF32 = 327, "v_cubema_f32", vw(1, 1, 1, 1), F3;
        BfeU32 = 328, "v_bfe_u32", vw(1, 1, 1, 1), NONE;
        BfeI32 = 329, "v_bfe_i32", vw(1, 1, 1, 1), NONE;
        BfiB32 = 330, "v_bfi_b32", vw(1, 1, 1, 1), NONE;
        FmaF32 = 331, "v_fma_f32", vw(1, 1, 1, 1), F3;
        FmaF64 = 332, "v_fma_f64", vw(2, 2, 2, 2), F3;
        LerpU8 = 333, "v_lerp_u8", vw(1, 1, 1, 1), NONE;
        AlignbitB32 = 334, "v_alignbit_b32", vw(1, 1, 1, 1), NONE;
        AlignbyteB32 = 335, "v_alignbyte_b32", vw(1, 1, 1, 1), NONE;
        MullitF32 = 336, "v_mullit_f32", vw(1, 1, 1, 1), F3;
        Min3F32 = 337, "v_min3_f32", vw(1, 1, 1, 1), F3;
        Min3I32 = 338, "v_min3_i32", vw(1, 1, 1, 1), NONE;
        Min3U32 = 339, "v_min3_u32", vw(1, 1, 1, 1), NONE;
        Max3F32 = 340, "v_max3_f32", vw(1, 1, 1, 1), F3;
        Max3I32 = 341, "v_max3_i32", vw(1, 1, 1, 1), NONE;
        Max3U32 = 342, "v_max3_u32", vw(1, 1, 1, 1), NONE;
        Med3F32 = 343, "v_med3_f32", vw(1, 1, 1, 1), F3;
        Med3I32 = 344, "v_med3_i32", vw(1, 1, 1, 1), NONE;
        Med3U32 = 345, "v_med3_u32", vw(1, 1, 1, 1), NONE;
        SadU8 = 346, "v_sad_u8", vw(1, 1, 1, 1), NONE;
        SadHiU8 = 347, "v_sad_hi_u8", vw(1, 1, 1, 1), NONE;
        SadU16 = 348, "v_sad_u16", vw(1, 1, 1, 1), NONE;
        SadU32 = 349, "v_sad_u32", vw(1, 1, 1, 1), NONE;
        CvtPkU8F32 = 350, "v_cvt_pk_u8_f32", vw(1, 1, 1, 1), IN1;
        DivFixupF32 = 351, "v_div_fixup_f32", vw(1, 1, 1, 1), F3;
        DivFixupF64 = 352, "v_div_fixup_f64", vw(2, 2, 2, 2), F3;
        LshlB64 = 353, "v_lshl_b64", vw(2, 2, 1, 0), NONE;
        LshrB64 = 354, "v_lshr_b64", vw(2, 2, 1, 0), NONE;
        AshrI64 = 355, "v_ashr_i64", vw(2, 2, 1, 0), NONE;
        AddF64 = 356, "v_add_f64", vw(2, 2, 2, 0), F2;
        MulF64 = 357, "v_mul_f64", vw(2, 2, 2, 0), F2;
        MinF64 = 358, "v_min_f64", vw(2, 2, 2, 0), F2;
        MaxF64 = 359, "v_max_f64", vw(2, 2, 2, 0), F2;
        LdexpF64 = 360, "v_ldexp_f64", vw(2, 2, 1, 0), F1;
        MulLoU32 = 361, "v_mul_lo_u32", vw(1, 1, 1, 0), NONE;
        MulHiU32 = 362, "v_mul_hi_u32", vw(1, 1, 1, 0), NONE;
        MulLoI32 = 363, "v_mul_lo_i32", vw(1, 1, 1, 0), NONE;
        MulHiI32 = 364, "v_mul_hi_i32", vw(1, 1, 1, 0), NONE;
        DivScaleF32 = 365, "v_div_scale_f32", vw(1, 1, 1, 1), NEG3_OMOD;
        DivScaleF64 = 366, "v_div_scale_f64", vw(2, 2, 2, 2), NEG3_OMOD;
        DivFmasF32 = 367, "v_div_fmas_f32", vw(1, 1, 1, 1), F3;
        DivFmasF64 = 368, "v_div_fmas_f64", vw(2, 2, 2, 2), F3;
        MsadU8 = 369, "v_msad_u8", vw(1, 1, 1, 1), NONE;
        QsadPkU16U8 = 370, "v_qsad_pk_u16_u8", vw(2, 2, 1, 2), NONE;
        MqsadPkU16U8 = 371, "v_mqsad_pk_u16_u8", vw(2, 2, 1, 2), NONE;
        MqsadU32U8 = 373, "v_mqsad_u32_u8", vw(4, 2, 1, 4), NONE;
        TrigPreopF64 = 372, "v_trig_preop_f64", vw(2, 2, 1, 0), F1;
        MadU64U32 = 374, "v_mad_u64_u32", vw(2, 1, 1, 2), NONE;
        MadI64I32 = 375, "v_mad_i64_i32", vw(2, 1, 1, 2), NONE;
        MadF16 = 376, "v_mad_f16", vw(1, 1, 1, 1), F3;
        MadU16 = 377, "v_mad_u16", vw(1, 1, 1, 1), CLAMP;
        MadI16 = 378, "v_mad_i16", vw(1, 1, 1, 1), CLAMP;
        PermB32 = 379, "v_perm_b32", vw(1, 1, 1, 1), NONE;
        FmaF16 = 380, "v_fma_f16", vw(1, 1, 1, 1), F3;
        DivFixupF16 = 381, "v_div_fixup_f16", vw(1, 1, 1, 1), F3;
        LshlrevB64 = 382, "v_lshlrev_b64", vw(2, 1, 2, 0), NONE;
        LshrrevB64 = 383, "v_lshrrev_b64", vw(2, 1, 2, 0), NONE;
        AshrrevI64 = 512, "v_ashrrev_i64", vw(2, 1, 2, 0), NONE;
    }
}

opcodes! {
    /// `VINTRP`: parameter interpolation from the LDS.
    Vintrp: () {
        P1F32 = 0, "v_interp_p1_f32", ();
        P2F32 = 1, "v_interp_p2_f32", ();
        MovF32 = 2, "v_interp_mov_f32", ();
    }
}

/// What a buffer memory instruction (`MUBUF`, `MTBUF`) moves: data dwords,
/// whether it stores, and whether it is an atomic.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct MubufShape {
    /// Dwords of the data operand (0 for the cache invalidations, which
    /// have no operands).
    pub data: u8,
    /// Whether the instruction writes memory (its data is a source).
    pub store: bool,
    /// Whether the instruction is an atomic: its data is the source (a
    /// compare-swap's source and compare values), and with `glc` the first
    /// half (all of it for the others) receives the old value; LLVM's
    /// syntax has no `tfe` for it.
    pub atomic: bool,
}

const fn ld(data: u8) -> MubufShape {
    MubufShape {
        data,
        store: false,
        atomic: false,
    }
}

const fn st(data: u8) -> MubufShape {
    MubufShape {
        data,
        store: true,
        atomic: false,
    }
}

const fn at(data: u8) -> MubufShape {
    MubufShape {
        data,
        store: true,
        atomic: true,
    }
}

/// The shape of `buffer_wbinvl1` and `buffer_wbinvl1_vol`: no operands.
const NO_DATA: MubufShape = MubufShape {
    data: 0,
    store: false,
    atomic: false,
};

/// The shape of `buffer_store_lds_dword` (gfx8): no VGPR operand, it
/// stores a dword of the LDS (at an address `M0` gives) to the buffer.
const STORE_LDS: MubufShape = MubufShape {
    data: 0,
    store: true,
    atomic: false,
};

opcodes! {
    /// `MUBUF`: untyped buffer loads, stores and atomics through a V#, and
    /// the vector L1 cache invalidations: every opcode `llvm-mc-14
    /// -mcpu=bonaire` takes, and gfx8's own (`gfx8_only`: the `format_d16`
    /// loads and stores, `buffer_store_lds_dword`) at placeholders 16 to 23
    /// and 25.
    Mubuf: MubufShape {
        LoadFormatX = 0, "buffer_load_format_x", ld(1);
        LoadFormatXy = 1, "buffer_load_format_xy", ld(2);
        LoadFormatXyz = 2, "buffer_load_format_xyz", ld(3);
        LoadFormatXyzw = 3, "buffer_load_format_xyzw", ld(4);
        StoreFormatX = 4, "buffer_store_format_x", st(1);
        StoreFormatXy = 5, "buffer_store_format_xy", st(2);
        StoreFormatXyz = 6, "buffer_store_format_xyz", st(3);
        StoreFormatXyzw = 7, "buffer_store_format_xyzw", st(4);
        LoadUbyte = 8, "buffer_load_ubyte", ld(1);
        LoadSbyte = 9, "buffer_load_sbyte", ld(1);
        LoadUshort = 10, "buffer_load_ushort", ld(1);
        LoadSshort = 11, "buffer_load_sshort", ld(1);
        LoadDword = 12, "buffer_load_dword", ld(1);
        LoadDwordx2 = 13, "buffer_load_dwordx2", ld(2);
        LoadDwordx4 = 14, "buffer_load_dwordx4", ld(4);
        LoadDwordx3 = 15, "buffer_load_dwordx3", ld(3);
        LoadFormatD16X = 16, "buffer_load_format_d16_x", ld(1);
        LoadFormatD16Xy = 17, "buffer_load_format_d16_xy", ld(2);
        LoadFormatD16Xyz = 18, "buffer_load_format_d16_xyz", ld(3);
        LoadFormatD16Xyzw = 19, "buffer_load_format_d16_xyzw", ld(4);
        StoreFormatD16X = 20, "buffer_store_format_d16_x", st(1);
        StoreFormatD16Xy = 21, "buffer_store_format_d16_xy", st(2);
        StoreFormatD16Xyz = 22, "buffer_store_format_d16_xyz", st(3);
        StoreFormatD16Xyzw = 23, "buffer_store_format_d16_xyzw", st(4);
        StoreByte = 24, "buffer_store_byte", st(1);
        StoreLdsDword = 25, "buffer_store_lds_dword", STORE_LDS;
        StoreShort = 26, "buffer_store_short", st(1);
        StoreDword = 28, "buffer_store_dword", st(1);
        StoreDwordx2 = 29, "buffer_store_dwordx2", st(2);
        StoreDwordx4 = 30, "buffer_store_dwordx4", st(4);
        StoreDwordx3 = 31, "buffer_store_dwordx3", st(3);
        AtomicSwap = 48, "buffer_atomic_swap", at(1);
        AtomicCmpswap = 49, "buffer_atomic_cmpswap", at(2);
        AtomicAdd = 50, "buffer_atomic_add", at(1);
        AtomicSub = 51, "buffer_atomic_sub", at(1);
        AtomicSmin = 53, "buffer_atomic_smin", at(1);
        AtomicUmin = 54, "buffer_atomic_umin", at(1);
        AtomicSmax = 55, "buffer_atomic_smax", at(1);
        AtomicUmax = 56, "buffer_atomic_umax", at(1);
        AtomicAnd = 57, "buffer_atomic_and", at(1);
        AtomicOr = 58, "buffer_atomic_or", at(1);
        AtomicXor = 59, "buffer_atomic_xor", at(1);
        AtomicInc = 60, "buffer_atomic_inc", at(1);
        AtomicDec = 61, "buffer_atomic_dec", at(1);
        AtomicFcmpswap = 62, "buffer_atomic_fcmpswap", at(2);
        AtomicFmin = 63, "buffer_atomic_fmin", at(1);
        AtomicFmax = 64, "buffer_atomic_fmax", at(1);
        AtomicSwapX2 = 80, "buffer_atomic_swap_x2", at(2);
        AtomicCmpswapX2 = 81, "buffer_atomic_cmpswap_x2", at(4);
        AtomicAddX2 = 82, "buffer_atomic_add_x2", at(2);
        AtomicSubX2 = 83, "buffer_atomic_sub_x2", at(2);
        AtomicSminX2 = 85, "buffer_atomic_smin_x2", at(2);
        AtomicUminX2 = 86, "buffer_atomic_umin_x2", at(2);
        AtomicSmaxX2 = 87, "buffer_atomic_smax_x2", at(2);
        AtomicUmaxX2 = 88, "buffer_atomic_umax_x2", at(2);
        AtomicAndX2 = 89, "buffer_atomic_and_x2", at(2);
        AtomicOrX2 = 90, "buffer_atomic_or_x2", at(2);
        AtomicXorX2 = 91, "buffer_atomic_xor_x2", at(2);
        AtomicIncX2 = 92, "buffer_atomic_inc_x2", at(2);
        AtomicDecX2 = 93, "buffer_atomic_dec_x2", at(2);
        AtomicFcmpswapX2 = 94, "buffer_atomic_fcmpswap_x2", at(4);
        AtomicFminX2 = 95, "buffer_atomic_fmin_x2", at(2);
        AtomicFmaxX2 = 96, "buffer_atomic_fmax_x2", at(2);
        Wbinvl1Vol = 112, "buffer_wbinvl1_vol", NO_DATA;
        Wbinvl1 = 113, "buffer_wbinvl1", NO_DATA;
    }
}

opcodes! {
    /// `MTBUF`: typed buffer loads and stores through a V#, converting with
    /// the data and number format the instruction gives (not the V#'s).
    ///
    /// gfx7's opcode field is 3 bits, every value used: gfx8's own `d16`
    /// opcodes have `code()` 8 to 15 (their gfx8 number), which that field
    /// cannot hold, so no gfx6/gfx7 word decodes to them; the gfx8 encoder
    /// builds their words from the opcode 8 below (`code() & 7`, the same
    /// operands).
    Mtbuf: MubufShape {
        LoadFormatX = 0, "tbuffer_load_format_x", ld(1);
        LoadFormatXy = 1, "tbuffer_load_format_xy", ld(2);
        LoadFormatXyz = 2, "tbuffer_load_format_xyz", ld(3);
        LoadFormatXyzw = 3, "tbuffer_load_format_xyzw", ld(4);
        StoreFormatX = 4, "tbuffer_store_format_x", st(1);
        StoreFormatXy = 5, "tbuffer_store_format_xy", st(2);
        StoreFormatXyz = 6, "tbuffer_store_format_xyz", st(3);
        StoreFormatXyzw = 7, "tbuffer_store_format_xyzw", st(4);
        LoadFormatD16X = 8, "tbuffer_load_format_d16_x", ld(1);
        LoadFormatD16Xy = 9, "tbuffer_load_format_d16_xy", ld(2);
        LoadFormatD16Xyz = 10, "tbuffer_load_format_d16_xyz", ld(3);
        LoadFormatD16Xyzw = 11, "tbuffer_load_format_d16_xyzw", ld(4);
        StoreFormatD16X = 12, "tbuffer_store_format_d16_x", st(1);
        StoreFormatD16Xy = 13, "tbuffer_store_format_d16_xy", st(2);
        StoreFormatD16Xyz = 14, "tbuffer_store_format_d16_xyz", st(3);
        StoreFormatD16Xyzw = 15, "tbuffer_store_format_d16_xyzw", st(4);
    }
}

/// How the 16-bit offset field of a `DS` instruction reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DsOffset {
    /// No offset (`ds_nop`).
    None,
    /// One byte offset, 0..=65535 (`offset:N`).
    Bytes,
    /// Two 8-bit offsets in elements (`offset0:N offset1:M`, the `read2`,
    /// `write2` and `wrxchg2` forms; in 64-element units for `st64`).
    Pair,
    /// The lane pattern of `ds_swizzle_b32` (`offset:swizzle(...)`).
    Swizzle,
}

/// The operands of a `DS` instruction: VGPR dwords of each register field
/// (0 where the opcode has no such operand), its offset and whether it
/// needs `GDS`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct DsShape {
    /// Dwords returned into `vdst`.
    pub vdst: u8,
    /// Whether the `ADDR` field holds an operand: the LDS/GDS byte address,
    /// or the value of `ds_gws_init`, `ds_gws_barrier` and `ds_gws_sema_br`
    /// (LLVM's `data0` operand of those, which it encodes in `ADDR` for
    /// gfx7).
    pub addr: bool,
    /// Dwords of `data0`.
    pub data0: u8,
    /// Dwords of `data1`.
    pub data1: u8,
    /// How the offset field reads.
    pub offset: DsOffset,
    /// Whether the opcode works on the GDS only (the `ds_gws_*` opcodes
    /// and `ds_ordered_count`: LLVM's assembler sets `gds` on them whether
    /// the text has it or not).
    pub gds_only: bool,
}

const fn ds(vdst: u8, addr: bool, data0: u8, data1: u8, offset: DsOffset) -> DsShape {
    DsShape {
        vdst,
        addr,
        data0,
        data1,
        offset,
        gds_only: false,
    }
}

/// `vdst, addr`: a load of `n` dwords.
const fn read(n: u8) -> DsShape {
    ds(n, true, 0, 0, DsOffset::Bytes)
}

/// `vdst, addr offset0 offset1`: two loads into `n` dwords.
const fn read2(n: u8) -> DsShape {
    ds(n, true, 0, 0, DsOffset::Pair)
}

/// `addr, data0[, data1]`: a store or an atomic without return.
const fn write(data0: u8, data1: u8) -> DsShape {
    ds(0, true, data0, data1, DsOffset::Bytes)
}

/// `addr, data0, data1 offset0 offset1`: two stores of `n` dwords each.
const fn write2(n: u8) -> DsShape {
    ds(0, true, n, n, DsOffset::Pair)
}

/// `vdst, addr, data0[, data1]`: an atomic returning the old value.
const fn rtn(vdst: u8, data0: u8, data1: u8) -> DsShape {
    ds(vdst, true, data0, data1, DsOffset::Bytes)
}

/// `vdst, addr, data0, data1 offset0 offset1`: two exchanges of `n` dwords.
const fn wrxchg2(n: u8) -> DsShape {
    ds(2 * n, true, n, n, DsOffset::Pair)
}

const DS_NOP: DsShape = ds(0, false, 0, 0, DsOffset::None);
/// `addr`: the `src2` atomics read their source at an address the offset
/// gives.
const DS_SRC2: DsShape = ds(0, true, 0, 0, DsOffset::Bytes);
const DS_SWIZZLE: DsShape = ds(1, true, 0, 0, DsOffset::Swizzle);
/// `vdst`: the counter before the add.
const DS_APPEND: DsShape = ds(1, false, 0, 0, DsOffset::Bytes);
const DS_ORDERED_COUNT: DsShape = DsShape {
    gds_only: true,
    ..ds(1, true, 0, 0, DsOffset::Bytes)
};
const DS_GWS: DsShape = DsShape {
    gds_only: true,
    ..ds(0, false, 0, 0, DsOffset::Bytes)
};
const DS_GWS_VALUE: DsShape = DsShape {
    gds_only: true,
    ..ds(0, true, 0, 0, DsOffset::Bytes)
};

opcodes! {
    /// `DS`: LDS and GDS loads, stores and atomics, lane swizzles, the
    /// append/consume counters, global wave sync (`ds_gws_*`) and ordered
    /// counts: every opcode `llvm-mc-14 -mcpu=bonaire` takes, and gfx8's
    /// own (`gfx8_only`: `ds_add_f32`, `ds_permute_b32`, `ds_bpermute_b32`,
    /// `ds_add_rtn_f32`, `ds_add_src2_f32`) at placeholders 21 to 23, 84
    /// and 149.
    Ds: DsShape {
        AddU32 = 0, "ds_add_u32", write(1, 0);
        SubU32 = 1, "ds_sub_u32", write(1, 0);
        RsubU32 = 2, "ds_rsub_u32", write(1, 0);
        IncU32 = 3, "ds_inc_u32", write(1, 0);
        DecU32 = 4, "ds_dec_u32", write(1, 0);
        MinI32 = 5, "ds_min_i32", write(1, 0);
        MaxI32 = 6, "ds_max_i32", write(1, 0);
        MinU32 = 7, "ds_min_u32", write(1, 0);
        MaxU32 = 8, "ds_max_u32", write(1, 0);
        AndB32 = 9, "ds_and_b32", write(1, 0);
        OrB32 = 10, "ds_or_b32", write(1, 0);
        XorB32 = 11, "ds_xor_b32", write(1, 0);
        MskorB32 = 12, "ds_mskor_b32", write(1, 1);
        WriteB32 = 13, "ds_write_b32", write(1, 0);
        Write2B32 = 14, "ds_write2_b32", write2(1);
        Write2st64B32 = 15, "ds_write2st64_b32", write2(1);
        CmpstB32 = 16, "ds_cmpst_b32", write(1, 1);
        CmpstF32 = 17, "ds_cmpst_f32", write(1, 1);
        MinF32 = 18, "ds_min_f32", write(1, 0);
        MaxF32 = 19, "ds_max_f32", write(1, 0);
        Nop = 20, "ds_nop", DS_NOP;
        AddF32 = 21, "ds_add_f32", write(1, 0);
        PermuteB32 = 22, "ds_permute_b32", rtn(1, 1, 0);
        BpermuteB32 = 23, "ds_bpermute_b32", rtn(1, 1, 0);
        GwsSemaReleaseAll = 24, "ds_gws_sema_release_all", DS_GWS;
        GwsInit = 25, "ds_gws_init", DS_GWS_VALUE;
        GwsSemaV = 26, "ds_gws_sema_v", DS_GWS;
        GwsSemaBr = 27, "ds_gws_sema_br", DS_GWS_VALUE;
        GwsSemaP = 28, "ds_gws_sema_p", DS_GWS;
        GwsBarrier = 29, "ds_gws_barrier", DS_GWS_VALUE;
        WriteB8 = 30, "ds_write_b8", write(1, 0);
        WriteB16 = 31, "ds_write_b16", write(1, 0);
        AddRtnU32 = 32, "ds_add_rtn_u32", rtn(1, 1, 0);
        SubRtnU32 = 33, "ds_sub_rtn_u32", rtn(1, 1, 0);
        RsubRtnU32 = 34, "ds_rsub_rtn_u32", rtn(1, 1, 0);
        IncRtnU32 = 35, "ds_inc_rtn_u32", rtn(1, 1, 0);
        DecRtnU32 = 36, "ds_dec_rtn_u32", rtn(1, 1, 0);
        MinRtnI32 = 37, "ds_min_rtn_i32", rtn(1, 1, 0);
        MaxRtnI32 = 38, "ds_max_rtn_i32", rtn(1, 1, 0);
        MinRtnU32 = 39, "ds_min_rtn_u32", rtn(1, 1, 0);
        MaxRtnU32 = 40, "ds_max_rtn_u32", rtn(1, 1, 0);
        AndRtnB32 = 41, "ds_and_rtn_b32", rtn(1, 1, 0);
        OrRtnB32 = 42, "ds_or_rtn_b32", rtn(1, 1, 0);
        XorRtnB32 = 43, "ds_xor_rtn_b32", rtn(1, 1, 0);
        MskorRtnB32 = 44, "ds_mskor_rtn_b32", rtn(1, 1, 1);
        WrxchgRtnB32 = 45, "ds_wrxchg_rtn_b32", rtn(1, 1, 0);
        Wrxchg2RtnB32 = 46, "ds_wrxchg2_rtn_b32", wrxchg2(1);
        Wrxchg2st64RtnB32 = 47, "ds_wrxchg2st64_rtn_b32", wrxchg2(1);
        CmpstRtnB32 = 48, "ds_cmpst_rtn_b32", rtn(1, 1, 1);
        CmpstRtnF32 = 49, "ds_cmpst_rtn_f32", rtn(1, 1, 1);
        MinRtnF32 = 50, "ds_min_rtn_f32", rtn(1, 1, 0);
        MaxRtnF32 = 51, "ds_max_rtn_f32", rtn(1, 1, 0);
        WrapRtnB32 = 52, "ds_wrap_rtn_b32", rtn(1, 1, 1);
        SwizzleB32 = 53, "ds_swizzle_b32", DS_SWIZZLE;
        ReadB32 = 54, "ds_read_b32", read(1);
        Read2B32 = 55, "ds_read2_b32", read2(2);
        Read2st64B32 = 56, "ds_read2st64_b32", read2(2);
        ReadI8 = 57, "ds_read_i8", read(1);
        ReadU8 = 58, "ds_read_u8", read(1);
        ReadI16 = 59, "ds_read_i16", read(1);
        ReadU16 = 60, "ds_read_u16", read(1);
        Consume = 61, "ds_consume", DS_APPEND;
        Append = 62, "ds_append", DS_APPEND;
        OrderedCount = 63, "ds_ordered_count", DS_ORDERED_COUNT;
        AddU64 = 64, "ds_add_u64", write(2, 0);
        SubU64 = 65, "ds_sub_u64", write(2, 0);
        RsubU64 = 66, "ds_rsub_u64", write(2, 0);
        IncU64 = 67, "ds_inc_u64", write(2, 0);
        DecU64 = 68, "ds_dec_u64", write(2, 0);
        MinI64 = 69, "ds_min_i64", write(2, 0);
        MaxI64 = 70, "ds_max_i64", write(2, 0);
        MinU64 = 71, "ds_min_u64", write(2, 0);
        MaxU64 = 72, "ds_max_u64", write(2, 0);
        AndB64 = 73, "ds_and_b64", write(2, 0);
        OrB64 = 74, "ds_or_b64", write(2, 0);
        XorB64 = 75, "ds_xor_b64", write(2, 0);
        MskorB64 = 76, "ds_mskor_b64", write(2, 2);
        WriteB64 = 77, "ds_write_b64", write(2, 0);
        Write2B64 = 78, "ds_write2_b64", write2(2);
        Write2st64B64 = 79, "ds_write2st64_b64", write2(2);
        CmpstB64 = 80, "ds_cmpst_b64", write(2, 2);
        CmpstF64 = 81, "ds_cmpst_f64", write(2, 2);
        MinF64 = 82, "ds_min_f64", write(2, 0);
        MaxF64 = 83, "ds_max_f64", write(2, 0);
        AddRtnF32 = 84, "ds_add_rtn_f32", rtn(1, 1, 0);
        AddRtnU64 = 96, "ds_add_rtn_u64", rtn(2, 2, 0);
        SubRtnU64 = 97, "ds_sub_rtn_u64", rtn(2, 2, 0);
        RsubRtnU64 = 98, "ds_rsub_rtn_u64", rtn(2, 2, 0);
        IncRtnU64 = 99, "ds_inc_rtn_u64", rtn(2, 2, 0);
        DecRtnU64 = 100, "ds_dec_rtn_u64", rtn(2, 2, 0);
        MinRtnI64 = 101, "ds_min_rtn_i64", rtn(2, 2, 0);
        MaxRtnI64 = 102, "ds_max_rtn_i64", rtn(2, 2, 0);
        MinRtnU64 = 103, "ds_min_rtn_u64", rtn(2, 2, 0);
        MaxRtnU64 = 104, "ds_max_rtn_u64", rtn(2, 2, 0);
        AndRtnB64 = 105, "ds_and_rtn_b64", rtn(2, 2, 0);
        OrRtnB64 = 106, "ds_or_rtn_b64", rtn(2, 2, 0);
        XorRtnB64 = 107, "ds_xor_rtn_b64", rtn(2, 2, 0);
        MskorRtnB64 = 108, "ds_mskor_rtn_b64", rtn(2, 2, 2);
        WrxchgRtnB64 = 109, "ds_wrxchg_rtn_b64", rtn(2, 2, 0);
        Wrxchg2RtnB64 = 110, "ds_wrxchg2_rtn_b64", wrxchg2(2);
        Wrxchg2st64RtnB64 = 111, "ds_wrxchg2st64_rtn_b64", wrxchg2(2);
        CmpstRtnB64 = 112, "ds_cmpst_rtn_b64", rtn(2, 2, 2);
        CmpstRtnF64 = 113, "ds_cmpst_rtn_f64", rtn(2, 2, 2);
        MinRtnF64 = 114, "ds_min_rtn_f64", rtn(2, 2, 0);
        MaxRtnF64 = 115, "ds_max_rtn_f64", rtn(2, 2, 0);
        ReadB64 = 118, "ds_read_b64", read(2);
        Read2B64 = 119, "ds_read2_b64", read2(4);
        Read2st64B64 = 120, "ds_read2st64_b64", read2(4);
        Condxchg32RtnB64 = 126, "ds_condxchg32_rtn_b64", rtn(2, 2, 0);
        AddSrc2U32 = 128, "ds_add_src2_u32", DS_SRC2;
        SubSrc2U32 = 129, "ds_sub_src2_u32", DS_SRC2;
        RsubSrc2U32 = 130, "ds_rsub_src2_u32", DS_SRC2;
        IncSrc2U32 = 131, "ds_inc_src2_u32", DS_SRC2;
        DecSrc2U32 = 132, "ds_dec_src2_u32", DS_SRC2;
        MinSrc2I32 = 133, "ds_min_src2_i32", DS_SRC2;
        MaxSrc2I32 = 134, "ds_max_src2_i32", DS_SRC2;
        MinSrc2U32 = 135, "ds_min_src2_u32", DS_SRC2;
        MaxSrc2U32 = 136, "ds_max_src2_u32", DS_SRC2;
        AndSrc2B32 = 137, "ds_and_src2_b32", DS_SRC2;
        OrSrc2B32 = 138, "ds_or_src2_b32", DS_SRC2;
        XorSrc2B32 = 139, "ds_xor_src2_b32", DS_SRC2;
        WriteSrc2B32 = 141, "ds_write_src2_b32", DS_SRC2;
        MinSrc2F32 = 146, "ds_min_src2_f32", DS_SRC2;
        MaxSrc2F32 = 147, "ds_max_src2_f32", DS_SRC2;
        AddSrc2F32 = 149, "ds_add_src2_f32", DS_SRC2;
        AddSrc2U64 = 192, "ds_add_src2_u64", DS_SRC2;
        SubSrc2U64 = 193, "ds_sub_src2_u64", DS_SRC2;
        RsubSrc2U64 = 194, "ds_rsub_src2_u64", DS_SRC2;
        IncSrc2U64 = 195, "ds_inc_src2_u64", DS_SRC2;
        DecSrc2U64 = 196, "ds_dec_src2_u64", DS_SRC2;
        MinSrc2I64 = 197, "ds_min_src2_i64", DS_SRC2;
        MaxSrc2I64 = 198, "ds_max_src2_i64", DS_SRC2;
        MinSrc2U64 = 199, "ds_min_src2_u64", DS_SRC2;
        MaxSrc2U64 = 200, "ds_max_src2_u64", DS_SRC2;
        AndSrc2B64 = 201, "ds_and_src2_b64", DS_SRC2;
        OrSrc2B64 = 202, "ds_or_src2_b64", DS_SRC2;
        XorSrc2B64 = 203, "ds_xor_src2_b64", DS_SRC2;
        WriteSrc2B64 = 205, "ds_write_src2_b64", DS_SRC2;
        MinSrc2F64 = 210, "ds_min_src2_f64", DS_SRC2;
        MaxSrc2F64 = 211, "ds_max_src2_f64", DS_SRC2;
        WriteB96 = 222, "ds_write_b96", write(3, 0);
        WriteB128 = 223, "ds_write_b128", write(4, 0);
        ReadB96 = 254, "ds_read_b96", read(3);
        ReadB128 = 255, "ds_read_b128", read(4);
    }
}

/// What a flat memory instruction does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FlatKind {
    /// Reads memory into `vdst`.
    Load,
    /// Writes `data` to memory.
    Store,
    /// Updates memory with `data`, returning the old value into `vdst` when
    /// `glc` is set (LLVM's syntax: the returning form must have `glc`,
    /// the other must not).
    Atomic,
}

/// The operands of a `FLAT` instruction beside its 64-bit address: the
/// dwords loaded or returned into `vdst`, and the dwords of `data`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct FlatShape {
    /// Load, store or atomic.
    pub kind: FlatKind,
    /// Dwords loaded, or returned by an atomic with `glc` (0 for stores).
    pub vdst: u8,
    /// Dwords of `data` (0 for loads; both values for the compare-swaps).
    pub data: u8,
}

const fn load(vdst: u8) -> FlatShape {
    FlatShape {
        kind: FlatKind::Load,
        vdst,
        data: 0,
    }
}

const fn store(data: u8) -> FlatShape {
    FlatShape {
        kind: FlatKind::Store,
        vdst: 0,
        data,
    }
}

const fn atomic(vdst: u8, data: u8) -> FlatShape {
    FlatShape {
        kind: FlatKind::Atomic,
        vdst,
        data,
    }
}

opcodes! {
    /// `FLAT`: loads, stores and atomics at a 64-bit address in two VGPRs
    /// that the hardware sends to the LDS, scratch or global memory by its
    /// aperture: every opcode `llvm-mc-14 -mcpu=bonaire` takes.
    Flat: FlatShape {
        LoadUbyte = 8, "flat_load_ubyte", load(1);
        LoadSbyte = 9, "flat_load_sbyte", load(1);
        LoadUshort = 10, "flat_load_ushort", load(1);
        LoadSshort = 11, "flat_load_sshort", load(1);
        LoadDword = 12, "flat_load_dword", load(1);
        LoadDwordx2 = 13, "flat_load_dwordx2", load(2);
        LoadDwordx4 = 14, "flat_load_dwordx4", load(4);
        LoadDwordx3 = 15, "flat_load_dwordx3", load(3);
        StoreByte = 24, "flat_store_byte", store(1);
        StoreShort = 26, "flat_store_short", store(1);
        StoreDword = 28, "flat_store_dword", store(1);
        StoreDwordx2 = 29, "flat_store_dwordx2", store(2);
        StoreDwordx4 = 30, "flat_store_dwordx4", store(4);
        StoreDwordx3 = 31, "flat_store_dwordx3", store(3);
        AtomicSwap = 48, "flat_atomic_swap", atomic(1, 1);
        AtomicCmpswap = 49, "flat_atomic_cmpswap", atomic(1, 2);
        AtomicAdd = 50, "flat_atomic_add", atomic(1, 1);
        AtomicSub = 51, "flat_atomic_sub", atomic(1, 1);
        AtomicSmin = 53, "flat_atomic_smin", atomic(1, 1);
        AtomicUmin = 54, "flat_atomic_umin", atomic(1, 1);
        AtomicSmax = 55, "flat_atomic_smax", atomic(1, 1);
        AtomicUmax = 56, "flat_atomic_umax", atomic(1, 1);
        AtomicAnd = 57, "flat_atomic_and", atomic(1, 1);
        AtomicOr = 58, "flat_atomic_or", atomic(1, 1);
        AtomicXor = 59, "flat_atomic_xor", atomic(1, 1);
        AtomicInc = 60, "flat_atomic_inc", atomic(1, 1);
        AtomicDec = 61, "flat_atomic_dec", atomic(1, 1);
        AtomicFcmpswap = 62, "flat_atomic_fcmpswap", atomic(1, 2);
        AtomicFmin = 63, "flat_atomic_fmin", atomic(1, 1);
        AtomicFmax = 64, "flat_atomic_fmax", atomic(1, 1);
        AtomicSwapX2 = 80, "flat_atomic_swap_x2", atomic(2, 2);
        AtomicCmpswapX2 = 81, "flat_atomic_cmpswap_x2", atomic(2, 4);
        AtomicAddX2 = 82, "flat_atomic_add_x2", atomic(2, 2);
        AtomicSubX2 = 83, "flat_atomic_sub_x2", atomic(2, 2);
        AtomicSminX2 = 85, "flat_atomic_smin_x2", atomic(2, 2);
        AtomicUminX2 = 86, "flat_atomic_umin_x2", atomic(2, 2);
        AtomicSmaxX2 = 87, "flat_atomic_smax_x2", atomic(2, 2);
        AtomicUmaxX2 = 88, "flat_atomic_umax_x2", atomic(2, 2);
        AtomicAndX2 = 89, "flat_atomic_and_x2", atomic(2, 2);
        AtomicOrX2 = 90, "flat_atomic_or_x2", atomic(2, 2);
        AtomicXorX2 = 91, "flat_atomic_xor_x2", atomic(2, 2);
        AtomicIncX2 = 92, "flat_atomic_inc_x2", atomic(2, 2);
        AtomicDecX2 = 93, "flat_atomic_dec_x2", atomic(2, 2);
        AtomicFcmpswapX2 = 94, "flat_atomic_fcmpswap_x2", atomic(2, 4);
        AtomicFminX2 = 95, "flat_atomic_fmin_x2", atomic(2, 2);
        AtomicFmaxX2 = 96, "flat_atomic_fmax_x2", atomic(2, 2);
    }
}

/// What an image instruction takes: whether it reads a sampler (S#),
/// whether it writes memory, whether it is an atomic, whether its data is
/// always four dwords (`gather4`), how many VGPR address dwords a 2D image
/// needs and which address widths LLVM's assembler takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct MimgShape {
    /// The instruction takes an S# (`SSAMP`): the sample, gather and LOD
    /// opcodes.
    pub sampler: bool,
    /// The instruction writes memory (its data is a source).
    pub store: bool,
    /// The instruction is an atomic: its data is the source, and with `glc`
    /// its first half (all of it but for the compare-swaps) receives the old
    /// value. As LLVM's assembler requires, `DMASK` is 0x1, 0x3 or 0xF and
    /// the data (a dword per channel, one more with `tfe`) is 1 or 2 dwords,
    /// or 2 or 4 for `image_atomic_cmpswap` and `image_atomic_fcmpswap`.
    pub atomic: bool,
    /// The data is four dwords whatever `DMASK` says (`gather4` returns one
    /// channel of four texels).
    pub gather: bool,
    /// Address dwords for a 2D image (`DA` adds the slice): the coordinates
    /// and each extra value the opcode reads (`_c` compare, `_b` bias,
    /// `_l` LOD, `_cl` clamp, `_o` offsets: one each; `_d`/`_cd`
    /// derivatives: four); 1 for `image_get_resinfo`, whose address is the
    /// mip level only.
    pub addr: u8,
    /// The address widths `llvm-mc-14 -mcpu=bonaire` takes (bit `n`: `n`
    /// dwords).
    pub widths: u32,
}

const fn sample(addr: u8, widths: u32) -> MimgShape {
    MimgShape {
        sampler: true,
        store: false,
        atomic: false,
        gather: false,
        addr,
        widths,
    }
}

const fn gather(addr: u8, widths: u32) -> MimgShape {
    MimgShape {
        gather: true,
        ..sample(addr, widths)
    }
}

const fn image(addr: u8, store: bool, widths: u32) -> MimgShape {
    MimgShape {
        sampler: false,
        store,
        atomic: false,
        gather: false,
        addr,
        widths,
    }
}

const fn image_atomic(widths: u32) -> MimgShape {
    MimgShape {
        atomic: true,
        ..image(2, true, widths)
    }
}

opcodes! {
    /// `MIMG`: image loads, stores, atomics, samples and gathers through a T#
    /// (and an S#): every opcode `llvm-mc-14 -mcpu=bonaire` takes.
    Mimg: MimgShape {
        Load = 0, "image_load", image(2, false, 0x1E);
        LoadMip = 1, "image_load_mip", image(3, false, 0x1E);
        LoadPck = 2, "image_load_pck", image(2, false, 0x1E);
        LoadPckSgn = 3, "image_load_pck_sgn", image(2, false, 0x1E);
        LoadMipPck = 4, "image_load_mip_pck", image(3, false, 0x1E);
        LoadMipPckSgn = 5, "image_load_mip_pck_sgn", image(3, false, 0x1E);
        Store = 8, "image_store", image(2, true, 0x1E);
        StoreMip = 9, "image_store_mip", image(3, true, 0x1E);
        StorePck = 10, "image_store_pck", image(2, true, 0x1E);
        StoreMipPck = 11, "image_store_mip_pck", image(3, true, 0x1E);
        GetResinfo = 14, "image_get_resinfo", image(1, false, 0x1E);
        AtomicSwap = 15, "image_atomic_swap", image_atomic(0x1E);
        AtomicCmpswap = 16, "image_atomic_cmpswap", image_atomic(0x1E);
        AtomicAdd = 17, "image_atomic_add", image_atomic(0x1E);
        AtomicSub = 18, "image_atomic_sub", image_atomic(0x1E);
        AtomicRsub = 19, "image_atomic_rsub", image_atomic(0x1E);
        AtomicSmin = 20, "image_atomic_smin", image_atomic(0x1E);
        AtomicUmin = 21, "image_atomic_umin", image_atomic(0x1E);
        AtomicSmax = 22, "image_atomic_smax", image_atomic(0x1E);
        AtomicUmax = 23, "image_atomic_umax", image_atomic(0x1E);
        AtomicAnd = 24, "image_atomic_and", image_atomic(0x1E);
        AtomicOr = 25, "image_atomic_or", image_atomic(0x1E);
        AtomicXor = 26, "image_atomic_xor", image_atomic(0x1E);
        AtomicInc = 27, "image_atomic_inc", image_atomic(0x1E);
        AtomicDec = 28, "image_atomic_dec", image_atomic(0x1E);
        AtomicFcmpswap = 29, "image_atomic_fcmpswap", image_atomic(0x1E);
        AtomicFmin = 30, "image_atomic_fmin", image_atomic(0x1E);
        AtomicFmax = 31, "image_atomic_fmax", image_atomic(0x1E);
        Sample = 32, "image_sample", sample(2, 0x1E);
        SampleCl = 33, "image_sample_cl", sample(3, 0x1E);
        SampleD = 34, "image_sample_d", sample(6, 0x101FC);
        SampleDCl = 35, "image_sample_d_cl", sample(7, 0x101FC);
        SampleL = 36, "image_sample_l", sample(3, 0x1E);
        SampleB = 37, "image_sample_b", sample(3, 0x1C);
        SampleBCl = 38, "image_sample_b_cl", sample(4, 0x13C);
        SampleLz = 39, "image_sample_lz", sample(2, 0x1E);
        SampleC = 40, "image_sample_c", sample(3, 0x1C);
        SampleCCl = 41, "image_sample_c_cl", sample(4, 0x13C);
        SampleCD = 42, "image_sample_c_d", sample(7, 0x101F8);
        SampleCDCl = 43, "image_sample_c_d_cl", sample(8, 0x101F8);
        SampleCL = 44, "image_sample_c_l", sample(4, 0x13C);
        SampleCB = 45, "image_sample_c_b", sample(4, 0x138);
        SampleCBCl = 46, "image_sample_c_b_cl", sample(5, 0x178);
        SampleCLz = 47, "image_sample_c_lz", sample(3, 0x1C);
        SampleO = 48, "image_sample_o", sample(3, 0x1C);
        SampleClO = 49, "image_sample_cl_o", sample(4, 0x13C);
        SampleDO = 50, "image_sample_d_o", sample(7, 0x101F8);
        SampleDClO = 51, "image_sample_d_cl_o", sample(8, 0x101F8);
        SampleLO = 52, "image_sample_l_o", sample(4, 0x13C);
        SampleBO = 53, "image_sample_b_o", sample(4, 0x138);
        SampleBClO = 54, "image_sample_b_cl_o", sample(5, 0x178);
        SampleLzO = 55, "image_sample_lz_o", sample(3, 0x1C);
        SampleCO = 56, "image_sample_c_o", sample(4, 0x138);
        SampleCClO = 57, "image_sample_c_cl_o", sample(5, 0x178);
        SampleCDO = 58, "image_sample_c_d_o", sample(8, 0x101F0);
        SampleCDClO = 59, "image_sample_c_d_cl_o", sample(9, 0x101F0);
        SampleCLO = 60, "image_sample_c_l_o", sample(5, 0x178);
        SampleCBO = 61, "image_sample_c_b_o", sample(5, 0x170);
        SampleCBClO = 62, "image_sample_c_b_cl_o", sample(6, 0x1F0);
        SampleCLzO = 63, "image_sample_c_lz_o", sample(4, 0x138);
        Gather4 = 64, "image_gather4", gather(2, 0x1E);
        Gather4Cl = 65, "image_gather4_cl", gather(3, 0x1E);
        Gather4L = 68, "image_gather4_l", gather(3, 0x1E);
        Gather4B = 69, "image_gather4_b", gather(3, 0x1C);
        Gather4BCl = 70, "image_gather4_b_cl", gather(4, 0x13C);
        Gather4Lz = 71, "image_gather4_lz", gather(2, 0x1E);
        Gather4C = 72, "image_gather4_c", gather(3, 0x1C);
        Gather4CCl = 73, "image_gather4_c_cl", gather(4, 0x13C);
        Gather4CL = 76, "image_gather4_c_l", gather(4, 0x13C);
        Gather4CB = 77, "image_gather4_c_b", gather(4, 0x138);
        Gather4CBCl = 78, "image_gather4_c_b_cl", gather(5, 0x178);
        Gather4CLz = 79, "image_gather4_c_lz", gather(3, 0x1C);
        Gather4O = 80, "image_gather4_o", gather(3, 0x1C);
        Gather4ClO = 81, "image_gather4_cl_o", gather(4, 0x13C);
        Gather4LO = 84, "image_gather4_l_o", gather(4, 0x13C);
        Gather4BO = 85, "image_gather4_b_o", gather(4, 0x138);
        Gather4BClO = 86, "image_gather4_b_cl_o", gather(5, 0x178);
        Gather4LzO = 87, "image_gather4_lz_o", gather(3, 0x1C);
        Gather4CO = 88, "image_gather4_c_o", gather(4, 0x138);
        Gather4CClO = 89, "image_gather4_c_cl_o", gather(5, 0x178);
        Gather4CLO = 92, "image_gather4_c_l_o", gather(5, 0x178);
        Gather4CBO = 93, "image_gather4_c_b_o", gather(5, 0x170);
        Gather4CBClO = 94, "image_gather4_c_b_cl_o", gather(6, 0x1F0);
        Gather4CLzO = 95, "image_gather4_c_lz_o", gather(4, 0x138);
        GetLod = 96, "image_get_lod", sample(2, 0x1E);
        SampleCd = 104, "image_sample_cd", sample(6, 0x101FC);
        SampleCdCl = 105, "image_sample_cd_cl", sample(7, 0x101FC);
        SampleCCd = 106, "image_sample_c_cd", sample(7, 0x101F8);
        SampleCCdCl = 107, "image_sample_c_cd_cl", sample(8, 0x101F8);
        SampleCdO = 108, "image_sample_cd_o", sample(7, 0x101F8);
        SampleCdClO = 109, "image_sample_cd_cl_o", sample(8, 0x101F8);
        SampleCCdO = 110, "image_sample_c_cd_o", sample(8, 0x101F0);
        SampleCCdClO = 111, "image_sample_c_cd_cl_o", sample(9, 0x101F0);
    }
}

/// Declares, per family, the gfx7 opcodes gfx6 lacks; the others have the
/// same number on both.
macro_rules! gfx7_only {
    ($( $name:ident { $($var:ident),* $(; gfx8: $($own:ident),*)? } )*) => {$(
        impl $name {
            /// Whether `gfx` has the opcode: gfx7 has every one but those
            /// only gfx8 has, gfx6 all but a few more (at the same number),
            /// gfx8 those with a [`gfx8_code`](Self::gfx8_code).
            #[allow(clippy::match_single_binding)]
            pub const fn on(self, gfx: Gfx) -> bool {
                match gfx {
                    Gfx::Gfx7 => !self.gfx8_only(),
                    Gfx::Gfx6 => match self {
                        $(Self::$var => false,)*
                        _ => !self.gfx8_only(),
                    },
                    Gfx::Gfx8 => self.gfx8_code().is_some(),
                }
            }

            /// Whether only gfx8 has the opcode: its [`code`](Self::code)
            /// is a placeholder in a field value gfx7 leaves unused, which
            /// gfx6/gfx7 encoding and decoding refuse.
            #[allow(clippy::match_single_binding, clippy::match_like_matches_macro)]
            pub const fn gfx8_only(self) -> bool {
                match self {
                    $($(Self::$own => true,)*)?
                    _ => false,
                }
            }
        }
    )*};
}

// What `llvm-mc-14 -mcpu=tahiti` refuses as "instruction not supported on
// this GPU" of the gfx7 opcodes (the crate's tests check the lists).
gfx7_only! {
    Sop2 {; gfx8: RfeRestoreB64 }
    Sop1 {; gfx8: SetGprIdxIdx }
    Sopk {}
    Sopc {; gfx8: CmpEqU64, CmpLgU64, SetGprIdxOn }
    Sopp {; gfx8: Wakeup, EndpgmSaved, SetGprIdxOff, SetGprIdxMode }
    Smrd {
        DcacheInvVol; gfx8: BufferStoreDwordx4, BufferStoreDwordx2, BufferStoreDword,
        StoreDwordx4, StoreDwordx2, StoreDword, DcacheWbVol, DcacheWb, Memrealtime, AtcProbe,
        AtcProbeBuffer
    }
    Vop1 {
        TruncF64, CeilF64, RndneF64, FloorF64, LogLegacyF32, ExpLegacyF32; gfx8: CvtF16U16, CvtF16I16, CvtU16F16, CvtI16F16, RcpF16, SqrtF16, RsqF16, LogF16, ExpF16, FrexpMantF16, FrexpExpI16F16, FloorF16, CeilF16, TruncF16, RndneF16, FractF16, SinF16, CosF16
    }
    Vop2 {; gfx8: AddF16, SubF16, SubrevF16, MulF16, MacF16, MadmkF16, MadakF16, AddU16, SubU16, SubrevU16, MulLoU16, LshlrevB16, LshrrevB16, AshrrevI16, MaxF16, MinF16, MaxU16, MaxI16, MinU16, MinI16, LdexpF16 }
    Vopc {; gfx8: CmpClassF16, CmpxClassF16, CmpFF16, CmpLtF16, CmpEqF16, CmpLeF16, CmpGtF16, CmpLgF16, CmpGeF16, CmpOF16, CmpUF16, CmpNgeF16, CmpNlgF16, CmpNgtF16, CmpNleF16, CmpNeqF16, CmpNltF16, CmpTruF16, CmpxFF16, CmpxLtF16, CmpxEqF16, CmpxLeF16, CmpxGtF16, CmpxLgF16, CmpxGeF16, CmpxOF16, CmpxUF16, CmpxNgeF16, CmpxNlgF16, CmpxNgtF16, CmpxNleF16, CmpxNeqF16, CmpxNltF16, CmpxTruF16, CmpFI16, CmpLtI16, CmpEqI16, CmpLeI16, CmpGtI16, CmpNeI16, CmpGeI16, CmpTI16, CmpFU16, CmpLtU16, CmpEqU16, CmpLeU16, CmpGtU16, CmpNeU16, CmpGeU16, CmpTU16, CmpxFI16, CmpxLtI16, CmpxEqI16, CmpxLeI16, CmpxGtI16, CmpxNeI16, CmpxGeI16, CmpxTI16, CmpxFU16, CmpxLtU16, CmpxEqU16, CmpxLeU16, CmpxGtU16, CmpxNeU16, CmpxGeU16, CmpxTU16 }
    Vop3 {
        QsadPkU16U8, MqsadU32U8, MadU64U32, MadI64I32; gfx8: MadF16, MadU16, MadI16, PermB32,
        FmaF16, DivFixupF16, LshlrevB64, LshrrevB64, AshrrevI64
    }
    Vintrp {}
    Mubuf {
        Wbinvl1Vol; gfx8: LoadFormatD16X, LoadFormatD16Xy, LoadFormatD16Xyz, LoadFormatD16Xyzw,
        StoreFormatD16X, StoreFormatD16Xy, StoreFormatD16Xyz, StoreFormatD16Xyzw, StoreLdsDword
    }
    Mtbuf {; gfx8: LoadFormatD16X, LoadFormatD16Xy, LoadFormatD16Xyz, LoadFormatD16Xyzw,
        StoreFormatD16X, StoreFormatD16Xy, StoreFormatD16Xyz, StoreFormatD16Xyzw }
    Ds {
        Nop, GwsSemaReleaseAll, WrapRtnB32, Condxchg32RtnB64, WriteB96, WriteB128, ReadB96,
        ReadB128; gfx8: AddF32, PermuteB32, BpermuteB32, AddRtnF32, AddSrc2F32
    }
    Mimg {}
}

impl Flat {
    /// Whether `gfx` has the opcode: `FLAT` is new in gfx7; gfx8 has those
    /// with a [`gfx8_code`](Self::gfx8_code).
    pub const fn on(self, gfx: Gfx) -> bool {
        match gfx {
            Gfx::Gfx6 => false,
            Gfx::Gfx7 => true,
            Gfx::Gfx8 => self.gfx8_code().is_some(),
        }
    }
}

/// Declares, per family, the opcode field of each opcode gfx8 has (an opcode
/// left out is one gfx8 lacks) and the gfx8 mnemonic where LLVM's differs
/// from gfx7's (`as "..."`).
macro_rules! gfx8_opcodes {
    ($( $name:ident { $($var:ident = $code:literal $(as $text:literal)?),* $(,)? } )*) => {$(
        impl $name {
            /// The opcode field on gfx8 (its own numbering), or `None` where
            /// gfx8 lacks the opcode.
            #[allow(unreachable_patterns)]
            pub const fn gfx8_code(self) -> Option<u16> {
                match self {
                    $(Self::$var => Some($code),)*
                    _ => None,
                }
            }

            /// The opcode a gfx8 field value names, or `None` if it is not
            /// modelled (of two names for one opcode, the first).
            #[allow(unreachable_patterns)]
            pub const fn from_gfx8_code(code: u16) -> Option<Self> {
                match code {
                    $($code => Some(Self::$var),)*
                    _ => None,
                }
            }

            /// LLVM's mnemonic on generation `gfx` (gfx8 renames a few).
            #[allow(unreachable_patterns)]
            pub const fn mnemonic_for(self, gfx: Gfx) -> &'static str {
                match (gfx, self) {
                    $($((Gfx::Gfx8, Self::$var) => $text,)?)*
                    _ => self.mnemonic(),
                }
            }
        }
    )*};
}

// The gfx8 opcode numbers of the gfx7 opcodes `llvm-mc-14 -mcpu=tonga`
// takes (the crate's tests check them against its encodings). `Vop2`
// opcodes at 256 and above have no `VOP2` form on gfx8: the number is their
// `VOP3` opcode. `v_mul_lo_i32` is an alias of `v_mul_lo_u32` there.
gfx8_opcodes! {
    Sop2 {
        AddU32 = 0, SubU32 = 1, AddI32 = 2, SubI32 = 3, AddcU32 = 4, SubbU32 = 5, MinI32 = 6,
        MinU32 = 7, MaxI32 = 8, MaxU32 = 9, CselectB32 = 10, CselectB64 = 11, AndB32 = 12,
        AndB64 = 13, OrB32 = 14, OrB64 = 15, XorB32 = 16, XorB64 = 17, Andn2B32 = 18,
        Andn2B64 = 19, Orn2B32 = 20, Orn2B64 = 21, NandB32 = 22, NandB64 = 23, NorB32 = 24,
        NorB64 = 25, XnorB32 = 26, XnorB64 = 27, LshlB32 = 28, LshlB64 = 29, LshrB32 = 30,
        LshrB64 = 31, AshrI32 = 32, AshrI64 = 33, BfmB32 = 34, BfmB64 = 35, MulI32 = 36,
        BfeU32 = 37, BfeI32 = 38, BfeU64 = 39, BfeI64 = 40, CbranchGFork = 41, AbsdiffI32 = 42,
        RfeRestoreB64 = 43,
    }
    Sop1 {
        MovB32 = 0, MovB64 = 1, CmovB32 = 2, CmovB64 = 3, NotB32 = 4, NotB64 = 5, WqmB32 = 6,
        WqmB64 = 7, BrevB32 = 8, BrevB64 = 9, Bcnt0I32B32 = 10, Bcnt0I32B64 = 11, Bcnt1I32B32 = 12,
        Bcnt1I32B64 = 13, Ff0I32B32 = 14, Ff0I32B64 = 15, Ff1I32B32 = 16, Ff1I32B64 = 17,
        FlbitI32B32 = 18, FlbitI32B64 = 19, FlbitI32 = 20, FlbitI32I64 = 21, SextI32I8 = 22,
        SextI32I16 = 23, Bitset0B32 = 24, Bitset0B64 = 25, Bitset1B32 = 26, Bitset1B64 = 27,
        GetpcB64 = 28, SetpcB64 = 29, SwappcB64 = 30, RfeB64 = 31, AndSaveexecB64 = 32,
        OrSaveexecB64 = 33, XorSaveexecB64 = 34, Andn2SaveexecB64 = 35, Orn2SaveexecB64 = 36,
        NandSaveexecB64 = 37, NorSaveexecB64 = 38, XnorSaveexecB64 = 39, QuadmaskB32 = 40,
        QuadmaskB64 = 41, MovrelsB32 = 42, MovrelsB64 = 43, MovreldB32 = 44, MovreldB64 = 45,
        CbranchJoin = 46, AbsI32 = 48, SetGprIdxIdx = 50,
    }
    Sopk {
        MovkI32 = 0, CmovkI32 = 1, CmpkEqI32 = 2, CmpkLgI32 = 3, CmpkGtI32 = 4, CmpkGeI32 = 5,
        CmpkLtI32 = 6, CmpkLeI32 = 7, CmpkEqU32 = 8, CmpkLgU32 = 9, CmpkGtU32 = 10, CmpkGeU32 = 11,
        CmpkLtU32 = 12, CmpkLeU32 = 13, AddkI32 = 14, MulkI32 = 15, CbranchIFork = 16,
        GetregB32 = 17, SetregB32 = 18, SetregImm32B32 = 20,
    }
    Sopc {
        CmpEqI32 = 0, CmpLgI32 = 1, CmpGtI32 = 2, CmpGeI32 = 3, CmpLtI32 = 4, CmpLeI32 = 5,
        CmpEqU32 = 6, CmpLgU32 = 7, CmpGtU32 = 8, CmpGeU32 = 9, CmpLtU32 = 10, CmpLeU32 = 11,
        Bitcmp0B32 = 12, Bitcmp1B32 = 13, Bitcmp0B64 = 14, Bitcmp1B64 = 15, Setvskip = 16,
        CmpEqU64 = 18, CmpLgU64 = 19, SetGprIdxOn = 17,
    }
    Sopp {
        Nop = 0, Endpgm = 1, Branch = 2, CbranchScc0 = 4, CbranchScc1 = 5, CbranchVccz = 6,
        CbranchVccnz = 7, CbranchExecz = 8, CbranchExecnz = 9, Barrier = 10, Setkill = 11,
        Waitcnt = 12, Sethalt = 13, Sleep = 14, Setprio = 15, Sendmsg = 16, Sendmsghalt = 17,
        Trap = 18, IcacheInv = 19, Incperflevel = 20, Decperflevel = 21, Ttracedata = 22,
        CbranchCdbgsys = 23, CbranchCdbguser = 24, CbranchCdbgsysOrUser = 25,
        CbranchCdbgsysAndUser = 26, Wakeup = 3, EndpgmSaved = 27, SetGprIdxOff = 28,
        SetGprIdxMode = 29,
    }
    Smrd {
        LoadDword = 0, LoadDwordx2 = 1, LoadDwordx4 = 2, LoadDwordx8 = 3, LoadDwordx16 = 4,
        BufferLoadDword = 8, BufferLoadDwordx2 = 9, BufferLoadDwordx4 = 10, BufferLoadDwordx8 = 11,
        BufferLoadDwordx16 = 12, DcacheInvVol = 34, Memtime = 36, DcacheInv = 32,
        StoreDword = 16, StoreDwordx2 = 17, StoreDwordx4 = 18, BufferStoreDword = 24,
        BufferStoreDwordx2 = 25, BufferStoreDwordx4 = 26, DcacheWb = 33, DcacheWbVol = 35,
        Memrealtime = 37, AtcProbe = 38, AtcProbeBuffer = 39,
    }
    Vop1 {
        Nop = 0, MovB32 = 1, ReadfirstlaneB32 = 2, CvtI32F64 = 3, CvtF64I32 = 4, CvtF32I32 = 5,
        CvtF32U32 = 6, CvtU32F32 = 7, CvtI32F32 = 8, CvtF16F32 = 10, CvtF32F16 = 11,
        CvtRpiI32F32 = 12, CvtFlrI32F32 = 13, CvtOffF32I4 = 14, CvtF32F64 = 15, CvtF64F32 = 16,
        CvtF32Ubyte0 = 17, CvtF32Ubyte1 = 18, CvtF32Ubyte2 = 19, CvtF32Ubyte3 = 20, CvtU32F64 = 21,
        CvtF64U32 = 22, TruncF64 = 23, CeilF64 = 24, RndneF64 = 25, FloorF64 = 26, FractF32 = 27,
        TruncF32 = 28, CeilF32 = 29, RndneF32 = 30, FloorF32 = 31, ExpF32 = 32, LogF32 = 33,
        RcpF32 = 34, RcpIflagF32 = 35, RsqF32 = 36, RcpF64 = 37, RsqF64 = 38, SqrtF32 = 39,
        SqrtF64 = 40, SinF32 = 41, CosF32 = 42, NotB32 = 43, BfrevB32 = 44, FfbhU32 = 45,
        FfblB32 = 46, FfbhI32 = 47, FrexpExpI32F64 = 48, FrexpMantF64 = 49, FractF64 = 50,
        FrexpExpI32F32 = 51, FrexpMantF32 = 52, Clrexcp = 53, MovreldB32 = 54, MovrelsB32 = 55,
        MovrelsdB32 = 56, LogLegacyF32 = 76, ExpLegacyF32 = 75,
        CvtF16U16 = 57, CvtF16I16 = 58, CvtU16F16 = 59, CvtI16F16 = 60, RcpF16 = 61, SqrtF16 = 62, RsqF16 = 63, LogF16 = 64, ExpF16 = 65, FrexpMantF16 = 66, FrexpExpI16F16 = 67, FloorF16 = 68, CeilF16 = 69, TruncF16 = 70, RndneF16 = 71, FractF16 = 72, SinF16 = 73, CosF16 = 74,
    }
    Vop2 {
        CndmaskB32 = 0, ReadlaneB32 = 649, WritelaneB32 = 650, AddF32 = 1, SubF32 = 2,
        SubrevF32 = 3, MulLegacyF32 = 4, MulF32 = 5, MulI32I24 = 6, MulHiI32I24 = 7, MulU32U24 = 8,
        MulHiU32U24 = 9, MinF32 = 10, MaxF32 = 11, MinI32 = 12, MaxI32 = 13, MinU32 = 14,
        MaxU32 = 15, LshrrevB32 = 16, AshrrevI32 = 17, LshlrevB32 = 18, AndB32 = 19, OrB32 = 20,
        XorB32 = 21, BfmB32 = 659, MacF32 = 22, MadmkF32 = 23, MadakF32 = 24, BcntU32B32 = 651,
        MbcntLoU32B32 = 652, MbcntHiU32B32 = 653, AddI32 = 25 as "v_add_u32",
        SubI32 = 26 as "v_sub_u32", SubrevI32 = 27 as "v_subrev_u32", AddcU32 = 28, SubbU32 = 29,
        SubbrevU32 = 30, LdexpF32 = 648, CvtPkaccumU8F32 = 496, CvtPknormI16F32 = 660,
        CvtPknormU16F32 = 661, CvtPkrtzF16F32 = 662, CvtPkU16U32 = 663, CvtPkI16I32 = 664,
        AddF16 = 31, SubF16 = 32, SubrevF16 = 33, MulF16 = 34, MacF16 = 35, MadmkF16 = 36, MadakF16 = 37, AddU16 = 38, SubU16 = 39, SubrevU16 = 40, MulLoU16 = 41, LshlrevB16 = 42, LshrrevB16 = 43, AshrrevI16 = 44, MaxF16 = 45, MinF16 = 46, MaxU16 = 47, MaxI16 = 48, MinU16 = 49, MinI16 = 50, LdexpF16 = 51,
    }
    Vopc {
        CmpFF32 = 64, CmpLtF32 = 65, CmpEqF32 = 66, CmpLeF32 = 67, CmpGtF32 = 68, CmpLgF32 = 69,
        CmpGeF32 = 70, CmpOF32 = 71, CmpUF32 = 72, CmpNgeF32 = 73, CmpNlgF32 = 74, CmpNgtF32 = 75,
        CmpNleF32 = 76, CmpNeqF32 = 77, CmpNltF32 = 78, CmpTruF32 = 79, CmpxFF32 = 80,
        CmpxLtF32 = 81, CmpxEqF32 = 82, CmpxLeF32 = 83, CmpxGtF32 = 84, CmpxLgF32 = 85,
        CmpxGeF32 = 86, CmpxOF32 = 87, CmpxUF32 = 88, CmpxNgeF32 = 89, CmpxNlgF32 = 90,
        CmpxNgtF32 = 91, CmpxNleF32 = 92, CmpxNeqF32 = 93, CmpxNltF32 = 94, CmpxTruF32 = 95,
        CmpFF64 = 96, CmpLtF64 = 97, CmpEqF64 = 98, CmpLeF64 = 99, CmpGtF64 = 100, CmpLgF64 = 101,
        CmpGeF64 = 102, CmpOF64 = 103, CmpUF64 = 104, CmpNgeF64 = 105, CmpNlgF64 = 106,
        CmpNgtF64 = 107, CmpNleF64 = 108, CmpNeqF64 = 109, CmpNltF64 = 110, CmpTruF64 = 111,
        CmpxFF64 = 112, CmpxLtF64 = 113, CmpxEqF64 = 114, CmpxLeF64 = 115, CmpxGtF64 = 116,
        CmpxLgF64 = 117, CmpxGeF64 = 118, CmpxOF64 = 119, CmpxUF64 = 120, CmpxNgeF64 = 121,
        CmpxNlgF64 = 122, CmpxNgtF64 = 123, CmpxNleF64 = 124, CmpxNeqF64 = 125, CmpxNltF64 = 126,
        CmpxTruF64 = 127, CmpFI32 = 192, CmpLtI32 = 193, CmpEqI32 = 194, CmpLeI32 = 195,
        CmpGtI32 = 196, CmpNeI32 = 197, CmpGeI32 = 198, CmpTI32 = 199, CmpClassF32 = 16,
        CmpxFI32 = 208, CmpxLtI32 = 209, CmpxEqI32 = 210, CmpxLeI32 = 211, CmpxGtI32 = 212,
        CmpxNeI32 = 213, CmpxGeI32 = 214, CmpxTI32 = 215, CmpxClassF32 = 17, CmpFI64 = 224,
        CmpLtI64 = 225, CmpEqI64 = 226, CmpLeI64 = 227, CmpGtI64 = 228, CmpNeI64 = 229,
        CmpGeI64 = 230, CmpTI64 = 231, CmpClassF64 = 18, CmpxFI64 = 240, CmpxLtI64 = 241,
        CmpxEqI64 = 242, CmpxLeI64 = 243, CmpxGtI64 = 244, CmpxNeI64 = 245, CmpxGeI64 = 246,
        CmpxTI64 = 247, CmpxClassF64 = 19, CmpFU32 = 200, CmpLtU32 = 201, CmpEqU32 = 202,
        CmpLeU32 = 203, CmpGtU32 = 204, CmpNeU32 = 205, CmpGeU32 = 206, CmpTU32 = 207,
        CmpxFU32 = 216, CmpxLtU32 = 217, CmpxEqU32 = 218, CmpxLeU32 = 219, CmpxGtU32 = 220,
        CmpxNeU32 = 221, CmpxGeU32 = 222, CmpxTU32 = 223, CmpFU64 = 232, CmpLtU64 = 233,
        CmpEqU64 = 234, CmpLeU64 = 235, CmpGtU64 = 236, CmpNeU64 = 237, CmpGeU64 = 238,
        CmpTU64 = 239, CmpxFU64 = 248, CmpxLtU64 = 249, CmpxEqU64 = 250, CmpxLeU64 = 251,
        CmpxGtU64 = 252, CmpxNeU64 = 253, CmpxGeU64 = 254, CmpxTU64 = 255,
        CmpClassF16 = 20, CmpxClassF16 = 21, CmpFF16 = 32, CmpLtF16 = 33, CmpEqF16 = 34, CmpLeF16 = 35, CmpGtF16 = 36, CmpLgF16 = 37, CmpGeF16 = 38, CmpOF16 = 39, CmpUF16 = 40, CmpNgeF16 = 41, CmpNlgF16 = 42, CmpNgtF16 = 43, CmpNleF16 = 44, CmpNeqF16 = 45, CmpNltF16 = 46, CmpTruF16 = 47, CmpxFF16 = 48, CmpxLtF16 = 49, CmpxEqF16 = 50, CmpxLeF16 = 51, CmpxGtF16 = 52, CmpxLgF16 = 53, CmpxGeF16 = 54, CmpxOF16 = 55, CmpxUF16 = 56, CmpxNgeF16 = 57, CmpxNlgF16 = 58, CmpxNgtF16 = 59, CmpxNleF16 = 60, CmpxNeqF16 = 61, CmpxNltF16 = 62, CmpxTruF16 = 63, CmpFI16 = 160, CmpLtI16 = 161, CmpEqI16 = 162, CmpLeI16 = 163, CmpGtI16 = 164, CmpNeI16 = 165, CmpGeI16 = 166, CmpTI16 = 167, CmpFU16 = 168, CmpLtU16 = 169, CmpEqU16 = 170, CmpLeU16 = 171, CmpGtU16 = 172, CmpNeU16 = 173, CmpGeU16 = 174, CmpTU16 = 175, CmpxFI16 = 176, CmpxLtI16 = 177, CmpxEqI16 = 178, CmpxLeI16 = 179, CmpxGtI16 = 180, CmpxNeI16 = 181, CmpxGeI16 = 182, CmpxTI16 = 183, CmpxFU16 = 184, CmpxLtU16 = 185, CmpxEqU16 = 186, CmpxLeU16 = 187, CmpxGtU16 = 188, CmpxNeU16 = 189, CmpxGeU16 = 190, CmpxTU16 = 191,
    }
    Vop3 {
        MadLegacyF32 = 448, MadF32 = 449, MadI32I24 = 450, MadU32U24 = 451, CubeidF32 = 452,
        CubescF32 = 453, CubetcF32 = 454, CubemaF32 = 455, BfeU32 = 456, BfeI32 = 457,
        BfiB32 = 458, FmaF32 = 459, FmaF64 = 460, LerpU8 = 461, AlignbitB32 = 462,
        AlignbyteB32 = 463, Min3F32 = 464, Min3I32 = 465, Min3U32 = 466, Max3F32 = 467,
        Max3I32 = 468, Max3U32 = 469, Med3F32 = 470, Med3I32 = 471, Med3U32 = 472, SadU8 = 473,
        SadHiU8 = 474, SadU16 = 475, SadU32 = 476, CvtPkU8F32 = 477, DivFixupF32 = 478,
        DivFixupF64 = 479, AddF64 = 640, MulF64 = 641, MinF64 = 642, MaxF64 = 643, LdexpF64 = 644,
        MulLoU32 = 645, MulHiU32 = 646, MulLoI32 = 645, MulHiI32 = 647, DivScaleF32 = 480,
        DivScaleF64 = 481, DivFmasF32 = 482, DivFmasF64 = 483, MsadU8 = 484, QsadPkU16U8 = 485,
        MqsadPkU16U8 = 486, MqsadU32U8 = 487, TrigPreopF64 = 658, MadU64U32 = 488, MadI64I32 = 489,
        MadF16 = 490, MadU16 = 491, MadI16 = 492, PermB32 = 493, FmaF16 = 494, DivFixupF16 = 495,
        LshlrevB64 = 655, LshrrevB64 = 656, AshrrevI64 = 657,
    }
    Vintrp {
        P1F32 = 0, P2F32 = 1, MovF32 = 2,
    }
    Mubuf {
        LoadFormatX = 0, LoadFormatXy = 1, LoadFormatXyz = 2, LoadFormatXyzw = 3, StoreFormatX = 4,
        StoreFormatXy = 5, StoreFormatXyz = 6, StoreFormatXyzw = 7, LoadUbyte = 16, LoadSbyte = 17,
        LoadUshort = 18, LoadSshort = 19, LoadDword = 20, LoadDwordx2 = 21, LoadDwordx4 = 23,
        LoadDwordx3 = 22, StoreByte = 24, StoreShort = 26, StoreDword = 28, StoreDwordx2 = 29,
        StoreDwordx4 = 31, StoreDwordx3 = 30, AtomicSwap = 64, AtomicCmpswap = 65, AtomicAdd = 66,
        AtomicSub = 67, AtomicSmin = 68, AtomicUmin = 69, AtomicSmax = 70, AtomicUmax = 71,
        AtomicAnd = 72, AtomicOr = 73, AtomicXor = 74, AtomicInc = 75, AtomicDec = 76,
        AtomicSwapX2 = 96, AtomicCmpswapX2 = 97, AtomicAddX2 = 98, AtomicSubX2 = 99,
        AtomicSminX2 = 100, AtomicUminX2 = 101, AtomicSmaxX2 = 102, AtomicUmaxX2 = 103,
        AtomicAndX2 = 104, AtomicOrX2 = 105, AtomicXorX2 = 106, AtomicIncX2 = 107,
        AtomicDecX2 = 108, Wbinvl1Vol = 63, Wbinvl1 = 62,
        LoadFormatD16X = 8, LoadFormatD16Xy = 9, LoadFormatD16Xyz = 10, LoadFormatD16Xyzw = 11,
        StoreFormatD16X = 12, StoreFormatD16Xy = 13, StoreFormatD16Xyz = 14,
        StoreFormatD16Xyzw = 15, StoreLdsDword = 61,
    }
    Mtbuf {
        LoadFormatX = 0, LoadFormatXy = 1, LoadFormatXyz = 2, LoadFormatXyzw = 3, StoreFormatX = 4,
        StoreFormatXy = 5, StoreFormatXyz = 6, StoreFormatXyzw = 7,
        LoadFormatD16X = 8, LoadFormatD16Xy = 9, LoadFormatD16Xyz = 10, LoadFormatD16Xyzw = 11,
        StoreFormatD16X = 12, StoreFormatD16Xy = 13, StoreFormatD16Xyz = 14,
        StoreFormatD16Xyzw = 15,
    }
    Ds {
        AddU32 = 0, SubU32 = 1, RsubU32 = 2, IncU32 = 3, DecU32 = 4, MinI32 = 5, MaxI32 = 6,
        MinU32 = 7, MaxU32 = 8, AndB32 = 9, OrB32 = 10, XorB32 = 11, MskorB32 = 12, WriteB32 = 13,
        Write2B32 = 14, Write2st64B32 = 15, CmpstB32 = 16, CmpstF32 = 17, MinF32 = 18, MaxF32 = 19,
        Nop = 20, GwsSemaReleaseAll = 152, GwsInit = 153, GwsSemaV = 154, GwsSemaBr = 155,
        GwsSemaP = 156, GwsBarrier = 157, WriteB8 = 30, WriteB16 = 31, AddRtnU32 = 32,
        SubRtnU32 = 33, RsubRtnU32 = 34, IncRtnU32 = 35, DecRtnU32 = 36, MinRtnI32 = 37,
        MaxRtnI32 = 38, MinRtnU32 = 39, MaxRtnU32 = 40, AndRtnB32 = 41, OrRtnB32 = 42,
        XorRtnB32 = 43, MskorRtnB32 = 44, WrxchgRtnB32 = 45, Wrxchg2RtnB32 = 46,
        Wrxchg2st64RtnB32 = 47, CmpstRtnB32 = 48, CmpstRtnF32 = 49, MinRtnF32 = 50, MaxRtnF32 = 51,
        WrapRtnB32 = 52, SwizzleB32 = 61, ReadB32 = 54, Read2B32 = 55, Read2st64B32 = 56,
        ReadI8 = 57, ReadU8 = 58, ReadI16 = 59, ReadU16 = 60, Consume = 189, Append = 190,
        OrderedCount = 191, AddU64 = 64, SubU64 = 65, RsubU64 = 66, IncU64 = 67, DecU64 = 68,
        MinI64 = 69, MaxI64 = 70, MinU64 = 71, MaxU64 = 72, AndB64 = 73, OrB64 = 74, XorB64 = 75,
        MskorB64 = 76, WriteB64 = 77, Write2B64 = 78, Write2st64B64 = 79, CmpstB64 = 80,
        CmpstF64 = 81, MinF64 = 82, MaxF64 = 83, AddRtnU64 = 96, SubRtnU64 = 97, RsubRtnU64 = 98,
        IncRtnU64 = 99, DecRtnU64 = 100, MinRtnI64 = 101, MaxRtnI64 = 102, MinRtnU64 = 103,
        MaxRtnU64 = 104, AndRtnB64 = 105, OrRtnB64 = 106, XorRtnB64 = 107, MskorRtnB64 = 108,
        WrxchgRtnB64 = 109, Wrxchg2RtnB64 = 110, Wrxchg2st64RtnB64 = 111, CmpstRtnB64 = 112,
        CmpstRtnF64 = 113, MinRtnF64 = 114, MaxRtnF64 = 115, ReadB64 = 118, Read2B64 = 119,
        Read2st64B64 = 120, Condxchg32RtnB64 = 126, AddSrc2U32 = 128, SubSrc2U32 = 129,
        RsubSrc2U32 = 130, IncSrc2U32 = 131, DecSrc2U32 = 132, MinSrc2I32 = 133, MaxSrc2I32 = 134,
        MinSrc2U32 = 135, MaxSrc2U32 = 136, AndSrc2B32 = 137, OrSrc2B32 = 138, XorSrc2B32 = 139,
        WriteSrc2B32 = 141, MinSrc2F32 = 146, MaxSrc2F32 = 147, AddSrc2U64 = 192, SubSrc2U64 = 193,
        RsubSrc2U64 = 194, IncSrc2U64 = 195, DecSrc2U64 = 196, MinSrc2I64 = 197, MaxSrc2I64 = 198,
        MinSrc2U64 = 199, MaxSrc2U64 = 200, AndSrc2B64 = 201, OrSrc2B64 = 202, XorSrc2B64 = 203,
        WriteSrc2B64 = 205, MinSrc2F64 = 210, MaxSrc2F64 = 211, WriteB96 = 222, WriteB128 = 223,
        ReadB96 = 254, ReadB128 = 255, AddF32 = 21, AddRtnF32 = 53, PermuteB32 = 62,
        BpermuteB32 = 63, AddSrc2F32 = 149,
    }
    Flat {
        LoadUbyte = 16, LoadSbyte = 17, LoadUshort = 18, LoadSshort = 19, LoadDword = 20,
        LoadDwordx2 = 21, LoadDwordx4 = 23, LoadDwordx3 = 22, StoreByte = 24, StoreShort = 26,
        StoreDword = 28, StoreDwordx2 = 29, StoreDwordx4 = 31, StoreDwordx3 = 30, AtomicSwap = 64,
        AtomicCmpswap = 65, AtomicAdd = 66, AtomicSub = 67, AtomicSmin = 68, AtomicUmin = 69,
        AtomicSmax = 70, AtomicUmax = 71, AtomicAnd = 72, AtomicOr = 73, AtomicXor = 74,
        AtomicInc = 75, AtomicDec = 76, AtomicSwapX2 = 96, AtomicCmpswapX2 = 97, AtomicAddX2 = 98,
        AtomicSubX2 = 99, AtomicSminX2 = 100, AtomicUminX2 = 101, AtomicSmaxX2 = 102,
        AtomicUmaxX2 = 103, AtomicAndX2 = 104, AtomicOrX2 = 105, AtomicXorX2 = 106,
        AtomicIncX2 = 107, AtomicDecX2 = 108,
    }
    Mimg {
        Load = 0, LoadMip = 1, LoadPck = 2, LoadPckSgn = 3, LoadMipPck = 4, LoadMipPckSgn = 5,
        Store = 8, StoreMip = 9, StorePck = 10, StoreMipPck = 11, GetResinfo = 14, AtomicSwap = 16,
        AtomicCmpswap = 17, AtomicAdd = 18, AtomicSub = 19, AtomicSmin = 20, AtomicUmin = 21,
        AtomicSmax = 22, AtomicUmax = 23, AtomicAnd = 24, AtomicOr = 25, AtomicXor = 26,
        AtomicInc = 27, AtomicDec = 28, Sample = 32, SampleCl = 33, SampleD = 34, SampleDCl = 35,
        SampleL = 36, SampleB = 37, SampleBCl = 38, SampleLz = 39, SampleC = 40, SampleCCl = 41,
        SampleCD = 42, SampleCDCl = 43, SampleCL = 44, SampleCB = 45, SampleCBCl = 46,
        SampleCLz = 47, SampleO = 48, SampleClO = 49, SampleDO = 50, SampleDClO = 51,
        SampleLO = 52, SampleBO = 53, SampleBClO = 54, SampleLzO = 55, SampleCO = 56,
        SampleCClO = 57, SampleCDO = 58, SampleCDClO = 59, SampleCLO = 60, SampleCBO = 61,
        SampleCBClO = 62, SampleCLzO = 63, Gather4 = 64, Gather4Cl = 65, Gather4L = 68,
        Gather4B = 69, Gather4BCl = 70, Gather4Lz = 71, Gather4C = 72, Gather4CCl = 73,
        Gather4CL = 76, Gather4CB = 77, Gather4CBCl = 78, Gather4CLz = 79, Gather4O = 80,
        Gather4ClO = 81, Gather4LO = 84, Gather4BO = 85, Gather4BClO = 86, Gather4LzO = 87,
        Gather4CO = 88, Gather4CClO = 89, Gather4CLO = 92, Gather4CBO = 93, Gather4CBClO = 94,
        Gather4CLzO = 95, GetLod = 96, SampleCd = 104, SampleCdCl = 105, SampleCCd = 106,
        SampleCCdCl = 107, SampleCdO = 108, SampleCdClO = 109, SampleCCdO = 110,
        SampleCCdClO = 111,
    }
}

impl Vop2 {
    /// Whether gfx8 has the opcode in the `VOP3` encoding only (its
    /// [`gfx8_code`](Self::gfx8_code) is that encoding's opcode, 256 or
    /// more): the lane moves, `v_bfm_b32`, `v_bcnt_u32_b32`, the `mbcnt`
    /// pair, `v_ldexp_f32` and the packing conversions.
    pub const fn gfx8_vop3_only(self) -> bool {
        matches!(self.gfx8_code(), Some(c) if c >= 256)
    }
}

impl Vop2 {
    /// The first `code()` past gfx7's 6-bit `VOP2` opcode field: the
    /// placeholders of gfx8's own `VOP2` opcodes start here.
    pub const GFX7_END: u16 = 64;

    /// The gfx7 opcode with this one's operands that gfx8's encoder and
    /// decoder write in the gfx7 word they go through, for an opcode whose
    /// placeholder no gfx7 word holds (`code()` of [`GFX7_END`](Self::GFX7_END)
    /// or more); the opcode itself otherwise.
    pub(crate) const fn gfx7_stand_in(self) -> Self {
        match self {
            Self::AddF16 => Self::AddF32,
            Self::SubF16 => Self::SubF32,
            Self::SubrevF16 | Self::SubrevU16 => Self::SubrevF32,
            Self::MulF16 => Self::MulF32,
            Self::MacF16 => Self::MacF32,
            Self::MadmkF16 => Self::MadmkF32,
            Self::MadakF16 => Self::MadakF32,
            Self::AddU16 | Self::MaxU16 => Self::MaxU32,
            Self::SubU16 | Self::MinU16 => Self::MinU32,
            Self::MulLoU16 => Self::MulU32U24,
            Self::LshlrevB16 => Self::LshlrevB32,
            Self::LshrrevB16 => Self::LshrrevB32,
            Self::AshrrevI16 => Self::AshrrevI32,
            Self::MaxF16 => Self::MaxF32,
            Self::MinF16 => Self::MinF32,
            Self::MaxI16 => Self::MaxI32,
            Self::MinI16 => Self::MinI32,
            Self::LdexpF16 => Self::LdexpF32,
            op => op,
        }
    }
}

impl Vopc {
    /// The first `code()` past gfx7's 8-bit `VOPC` opcode field: the
    /// placeholders of gfx8's own 16-bit compares start here.
    pub const GFX7_END: u16 = 256;

    /// The gfx7 compare with this one's operands and condition that gfx8's
    /// encoder and decoder write in the gfx7 word they go through, for an
    /// opcode whose placeholder no gfx7 word holds (the 16-bit compares:
    /// the 32-bit compare of the same kind and condition); the opcode
    /// itself otherwise.
    pub(crate) const fn gfx7_stand_in(self) -> Self {
        let code = self.code();
        let Some(p) = code.checked_sub(Self::GFX7_END) else {
            return self;
        };
        // Placeholder order: the two class tests, the f16, cmpx f16, i16,
        // u16, cmpx i16 and cmpx u16 compares.
        let gfx7 = match p {
            0 => 0x88,
            1 => 0x98,
            2..=17 => p - 2,
            18..=33 => 0x10 + p - 18,
            34..=41 => 0x80 + p - 34,
            42..=49 => 0xC0 + p - 42,
            50..=57 => 0x90 + p - 50,
            _ => 0xD0 + p - 58,
        };
        match Self::from_code(gfx7) {
            Some(op) => op,
            None => self,
        }
    }
}

impl Vop3 {
    /// The first `code()` past gfx7's 9-bit `VOP3` opcode field: the
    /// placeholders of gfx8's own `VOP3`-only opcodes that gfx7's unused
    /// values no longer hold start here.
    pub const GFX7_END: u16 = 512;

    /// The gfx7-numbered opcode with this one's operands that gfx8's
    /// encoder and decoder write in the gfx7 word they go through, for an
    /// opcode whose placeholder no gfx7 word holds; the opcode itself
    /// otherwise.
    pub(crate) const fn gfx7_stand_in(self) -> Self {
        match self {
            Self::AshrrevI64 => Self::LshrrevB64,
            op => op,
        }
    }
}

/// How an opcode reads a source, which decides how LLVM prints a constant
/// there (its operand type: 32 bits, 64 bits, a 16-bit float or a 16-bit
/// integer; 32-bit integers and floats print alike).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum SrcKind {
    /// A 32-bit integer or float.
    B32,
    /// A 64-bit integer or float (a literal is its low dword).
    B64,
    /// A 16-bit float (gfx8's `f16` opcodes, `v_cvt_f32_f16`).
    F16,
    /// A 16-bit integer (gfx8's `u16`, `i16` and `b16` opcodes).
    I16,
}

/// The kind of a 32- or 64-bit source of `dwords` registers.
const fn by_width(dwords: u8) -> SrcKind {
    if dwords == 2 {
        SrcKind::B64
    } else {
        SrcKind::B32
    }
}

impl Vop1 {
    /// How the opcode reads its source.
    pub(crate) const fn src_kind(self) -> SrcKind {
        match self {
            Self::CvtF16U16 | Self::CvtF16I16 => SrcKind::I16,
            Self::CvtF32F16
            | Self::CvtU16F16
            | Self::CvtI16F16
            | Self::RcpF16
            | Self::SqrtF16
            | Self::RsqF16
            | Self::LogF16
            | Self::ExpF16
            | Self::FrexpMantF16
            | Self::FrexpExpI16F16
            | Self::FloorF16
            | Self::CeilF16
            | Self::TruncF16
            | Self::RndneF16
            | Self::FractF16
            | Self::SinF16
            | Self::CosF16 => SrcKind::F16,
            _ => by_width(self.widths().src[0]),
        }
    }
}

impl Vop2 {
    /// How the opcode reads source `i` (0 or 1; a lane mask or the `K` of
    /// the `K` forms is no such source). LLVM 14 prints the first source
    /// of `v_madmk_f16` as a 32-bit one but that of `v_madak_f16` as a
    /// 16-bit float, and the exponent of `v_ldexp_f16` is a 32-bit integer.
    pub(crate) const fn src_kind(self, i: u8) -> SrcKind {
        match self {
            Self::AddF16
            | Self::SubF16
            | Self::SubrevF16
            | Self::MulF16
            | Self::MacF16
            | Self::MaxF16
            | Self::MinF16
            | Self::MadakF16 => SrcKind::F16,
            Self::LdexpF16 if i == 0 => SrcKind::F16,
            Self::AddU16
            | Self::SubU16
            | Self::SubrevU16
            | Self::MulLoU16
            | Self::LshlrevB16
            | Self::LshrrevB16
            | Self::AshrrevI16
            | Self::MaxU16
            | Self::MaxI16
            | Self::MinU16
            | Self::MinI16 => SrcKind::I16,
            _ => SrcKind::B32,
        }
    }
}

impl Vopc {
    /// How the compare reads source `i` (0 or 1; the class mask of
    /// `v_cmp_class_f16` is a 32-bit integer).
    pub(crate) const fn src_kind(self, i: u8) -> SrcKind {
        let w = self.shape();
        let code = self.code();
        // The placeholders run: the two class tests, the f16 compares
        // (`cmp`, then `cmpx`), then the i16 and u16 ones.
        if matches!(self, Self::CmpClassF16 | Self::CmpxClassF16) {
            if i == 0 { SrcKind::F16 } else { SrcKind::B32 }
        } else if code >= Self::CmpFF16.code() && code <= Self::CmpxTruF16.code() {
            SrcKind::F16
        } else if code >= Self::CmpFI16.code() && code <= Self::CmpxTU16.code() {
            SrcKind::I16
        } else {
            by_width(if i == 0 { w.src0 } else { w.src1 })
        }
    }
}

impl Vop3 {
    /// How the opcode reads source `i` (0..=2).
    pub(crate) const fn src_kind(self, i: u8) -> SrcKind {
        match self {
            Self::MadF16 | Self::FmaF16 | Self::DivFixupF16 => SrcKind::F16,
            Self::MadU16 | Self::MadI16 => SrcKind::I16,
            _ => {
                let w = self.shape().src;
                by_width(if i == 0 {
                    w[0]
                } else if i == 1 {
                    w[1]
                } else {
                    w[2]
                })
            }
        }
    }
}

/// gfx8's 16-bit parameter interpolation, which gfx8 encodes as `VOP3`
/// ([`Inst::Interp16`](super::Inst::Interp16)); gfx6 and gfx7 lack it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Interp16 {
    /// `v_interp_p1ll_f16`: `VOP3` opcode 0x274.
    P1llF16,
    /// `v_interp_p1lv_f16`: `VOP3` opcode 0x275.
    P1lvF16,
    /// `v_interp_p2_f16`: `VOP3` opcode 0x276.
    P2F16,
}

impl Interp16 {
    /// Every opcode, in opcode order.
    pub const ALL: &'static [Self] = &[Self::P1llF16, Self::P1lvF16, Self::P2F16];

    /// LLVM's mnemonic.
    pub const fn mnemonic(self) -> &'static str {
        match self {
            Self::P1llF16 => "v_interp_p1ll_f16",
            Self::P1lvF16 => "v_interp_p1lv_f16",
            Self::P2F16 => "v_interp_p2_f16",
        }
    }

    /// Whether `gfx` has the opcode (gfx8 only).
    pub const fn on(self, gfx: Gfx) -> bool {
        matches!(gfx, Gfx::Gfx8)
    }

    /// gfx8's 10-bit `VOP3` opcode field.
    pub const fn gfx8_code(self) -> u16 {
        match self {
            Self::P1llF16 => 0x274,
            Self::P1lvF16 => 0x275,
            Self::P2F16 => 0x276,
        }
    }

    /// The opcode a gfx8 `VOP3` opcode field names, or `None`.
    pub const fn from_gfx8_code(code: u16) -> Option<Self> {
        match code {
            0x274 => Some(Self::P1llF16),
            0x275 => Some(Self::P1lvF16),
            0x276 => Some(Self::P2F16),
            _ => None,
        }
    }

    /// Whether the opcode reads a second VGPR source (`SRC2`): the
    /// `v_interp_p1lv_f16` and `v_interp_p2_f16` forms.
    pub const fn has_src2(self) -> bool {
        !matches!(self, Self::P1llF16)
    }

    /// Whether LLVM's syntax gives the opcode an output modifier
    /// (`mul:2`, `mul:4`, `div:2`): the two first-pass forms.
    pub const fn has_omod(self) -> bool {
        !matches!(self, Self::P2F16)
    }
}
