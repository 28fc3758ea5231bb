//! GCN machine code for gfx7 (Sea Islands, the PS4's Liverpool), gfx6
//! (Southern Islands) and gfx8 (Volcanic Islands): operands, opcodes, one
//! [`Inst`] type that encodes to and decodes from dwords, and its text in
//! LLVM's AMDGPU assembly syntax.
//!
//! This is what the crate needs to emit code itself (fetch shaders, the
//! built-in full-screen and clear shaders) and what an emulator needs to read
//! it back. The instruction families modelled are the scalar ALU (`SOP1`,
//! `SOP2`, `SOPK`, `SOPC`), program control (`SOPP`), scalar memory reads
//! (`SMRD`), the vector ALU in both encodings (`VOP1`, `VOP2`, `VOPC`,
//! `VOP3`), interpolation (`VINTRP`), untyped and typed buffer access
//! (`MUBUF`, `MTBUF`), LDS and GDS access (`DS`), flat memory access
//! (`FLAT`), image access (`MIMG`: loads, stores, atomics, samples,
//! `gather4`) and exports (`EXP`); each family's enum has every gfx7 opcode
//! LLVM's assembler (`llvm-mc-14 -mcpu=bonaire`) takes, which the crate's
//! tests check against LLVM's own tables. A word of another encoding or
//! opcode decodes as [`Error::Unknown`].
//!
//! The vector ALU has every opcode: all [`Vop2`] opcodes, with
//! `v_readlane_b32`/`v_writelane_b32` (a scalar lane select in `VSRC1`,
//! [`VShape::Readlane`]) and `v_madmk_f32`/`v_madak_f32` (a constant in
//! the literal dword, [`Inst::Madk`]), which have no `VOP3` form; all
//! [`Vopc`] compares (`f32`, `f64`, `i32`, `i64`, `u32`, `u64`, with
//! the `cmpx`, `cmps` and `cmpsx` forms and `v_cmp_class`), all [`Vop1`]
//! and all `VOP3`-only [`Vop3`] opcodes. [`VWidths`] gives each operand's
//! width: a 64-bit source is a register pair, a constant or (in the 32-bit
//! encodings) a 32-bit literal, as LLVM writes it. `v_div_scale_*`,
//! `v_mad_u64_u32` and `v_mad_i64_i32` write a second result to an SGPR
//! pair in `SDST` ([`Vop3Op::is_vop3b`]); `v_div_fmas_*` reads `VCC`;
//! LLVM refuses a `qsad`/`mqsad` destination overlapping a source, and so
//! does the encoder. [`Sopp`], [`Smrd`] and [`Mubuf`] have every gfx7
//! opcode (a buffer atomic returns the old value into its data registers
//! with `glc` and takes no `tfe`, as LLVM's syntax has none; `lds` sends a
//! one-dword load to the LDS, [`Mubuf::takes_lds`];
//! `buffer_wbinvl1`, `buffer_wbinvl1_vol`, `s_dcache_inv` and
//! `s_dcache_inv_vol` have no operands; `s_memtime` writes an SGPR pair and
//! reads no memory), and so do the other scalar families: [`Sopk`] with
//! the hardware-register moves (`s_getreg_b32 s0, hwreg(HW_REG_MODE)`,
//! [`SopkForm`]; `s_setreg_imm32_b32` takes its value as a literal dword)
//! and `s_cbranch_i_fork`, [`Sop2`]'s `s_cbranch_g_fork` and [`Sop1`]'s
//! `s_cbranch_join` (no destination).
//!
//! `MTBUF` has `MUBUF`'s operands ([`BufOperands`]: registers, offsets and
//! flags, [`MubufFlags`]) and rules at the same bits, plus the data and number format
//! ([`BufDataFormat`](crate::regs::BufDataFormat),
//! [`BufNumFormat`](crate::regs::BufNumFormat)) that replace the V#'s;
//! LLVM prints them as `format:[...]` after `soffset`, leaving out the
//! default `BUF_DATA_FORMAT_8` and `BUF_NUM_FORMAT_UNORM`.
//!
//! [`Ds`] has every `DS` opcode LLVM's gfx7 assembler takes (the numbers
//! agree with Mesa's ACO tables, which also list
//! `ds_condxchg32_rtn_b128`, 253, that LLVM 14 does not know). Each
//! opcode's [`DsShape`] gives the VGPR widths of its `vdst`, `addr`,
//! `data0` and `data1` fields and how its offset reads: one 16-bit byte
//! offset, the two 8-bit element offsets of the `read2`/`write2` forms, or
//! the lane pattern of `ds_swizzle_b32`, printed as LLVM does
//! (`offset:swizzle(QUAD_PERM,0,1,2,3)`, `swizzle(BITMASK_PERM,"01pi0")`,
//! ...). The value of `ds_gws_init`, `ds_gws_barrier` and `ds_gws_sema_br`
//! sits in the `ADDR` field, where LLVM encodes it for gfx7.
//!
//! [`Flat`] has every gfx7 `FLAT` opcode (loads, stores, atomics); an
//! atomic returns the old value into `vdst` when `glc` is set, the form
//! LLVM writes with `vdst` and `glc` ([`FlatInst::vdst_dwords`]). `tfe`
//! (bit 23 of the second dword, where LLVM's encoding tables put it
//! before gfx9) is kept, but LLVM's gfx7 syntax has no word for it.
//!
//! [`Mimg`] has every gfx7 image opcode LLVM takes: loads and stores (with
//! the `_mip` and `_pck` forms), the 17 atomics, every `image_sample` and
//! `image_gather4` variant (`_c`, `_b`, `_l`, `_lz`, `_cl`, `_d`, `_cd`,
//! `_o` and their combinations), `image_get_resinfo` and `image_get_lod`.
//! An atomic's channel mask is 0x1, 0x3 or 0xF and its data 1 or 2 dwords
//! (2 or 4 for the compare-swaps), as LLVM requires.
//! A `MIMG` word does not hold the width of its address: the image's
//! dimension is in the T#. [`Inst::decode`] gives the address the width of a
//! 2D image (a 2D array with `DA`) as LLVM writes it, [`Mimg::addr_dwords`];
//! the encoder takes the widths LLVM's assembler takes for the opcode,
//! [`Mimg::takes_addr_dwords`] ([`MimgShape::widths`]: 1 to 4 dwords for
//! the plain forms, from 2, 3 or 4 up to 4..8 for those with extra values,
//! up to 16 with derivatives), and a word whose 2D address would run past
//! `v255` below the narrowest width does not decode.
//!
//! | encoding | dwords | fields (first dword, high bits first) |
//! |---|---|---|
//! | `SOP2` | 1 (+literal) | `10` op:7 sdst:7 ssrc1:8 ssrc0:8 |
//! | `SOPK` | 1 | `1011` op:5 sdst:7 simm16 |
//! | `SOP1` | 1 (+literal) | `101111101` sdst:7 op:8 ssrc0:8 |
//! | `SOPC` | 1 (+literal) | `101111110` op:7 ssrc1:8 ssrc0:8 |
//! | `SOPP` | 1 | `101111111` op:7 simm16 |
//! | `SMRD` | 1 (+literal) | `11000` op:5 sdst:7 sbase:6 imm:1 offset:8 |
//! | `VOP2` | 1 (+literal) | `0` op:6 vdst:8 vsrc1:8 src0:9 |
//! | `VOP1` | 1 (+literal) | `0111111` vdst:8 op:8 src0:9 |
//! | `VOPC` | 1 (+literal) | `0111110` op:8 vsrc1:8 src0:9 |
//! | `VOP3` | 2 | `110100` op:9 … clamp abs:3 vdst:8 · neg:3 omod:2 src2:9 src1:9 src0:9 |
//! | `VINTRP` | 1 | `110010` vdst:8 op:2 attr:6 chan:2 vsrc:8 |
//! | `MUBUF` | 2 | `111000` … op:7 lds addr64 glc idxen offen offset:12 · soffset:8 tfe slc srsrc:5 vdata:8 vaddr:8 |
//! | `MTBUF` | 2 | `111010` nfmt:3 dfmt:4 op:3 addr64 glc idxen offen offset:12 · soffset:8 tfe slc … srsrc:5 vdata:8 vaddr:8 |
//! | `DS` | 2 | `110110` op:8 gds … offset1:8 offset0:8 · vdst:8 data1:8 data0:8 addr:8 |
//! | `FLAT` | 2 | `110111` … op:7 slc glc … · vdst:8 tfe … data:8 addr:8 |
//! | `MIMG` | 2 | `111100` slc op:7 lwe tfe r128 da glc unorm dmask:4 … · ssamp:5 srsrc:5 vdata:8 vaddr:8 |
//! | `EXP` | 2 | `111110` … vm done compr tgt:6 en:4 · vsrc3..vsrc0 |
//!
//! Every opcode number, field position and printed form is checked against
//! LLVM's assembler (`llvm-mc -arch=amdgcn -mcpu=bonaire -show-encoding`) in
//! the crate's tests; LLVM cannot disassemble gfx7, so [`Inst::decode`] is
//! checked by re-encoding. A decoded word can hold bits LLVM's syntax has
//! no words for (VGPR bytes of disabled `exp` channels, `VOP3` modifiers
//! on sources without them, a literal holding an inline constant's value,
//! registers in the `DS` and `FLAT` fields an opcode does not use, `tfe`
//! on `FLAT`):
//! decoding keeps them, but the printed text does not assemble back to the
//! same dwords, which [`Inst::text_is_exact`] tells.
//!
//! The encoder refuses, and decoding calls [`Error::Unknown`], what LLVM's
//! assembler refuses for gfx7: misaligned register ranges, memory operands
//! of another width than the opcode moves ([`DsShape`], [`FlatShape`],
//! [`MubufShape`]), a vector
//! instruction reading two scalar values ([`Error::ConstantBus`]), a
//! constant where a register is read through (`s_setpc_b64`, the relative
//! moves, `v_readfirstlane_b32`), `addr64` beside `offen` or `idxen`,
//! a scalar memory read into `M0` or `EXEC`, and
//! [`Operand::LDS_DIRECT`] anywhere but the first source of a vector ALU
//! instruction (or in that of an opcode reading its sources reversed,
//! `v_subrev_f32` and the like, or of `v_movrels_b32`/`v_movrelsd_b32`);
//! `LDS_DIRECT` does not count for the constant bus.
//!
//! gfx6 has the same encodings and opcode numbers but lacks some opcodes
//! (`llvm-mc-14 -mcpu=tahiti` refuses them): all of [`Flat`], eight [`Ds`]
//! ones, the `f64` roundings, `v_log_legacy_f32`, `v_exp_legacy_f32`,
//! `v_qsad_pk_u16_u8`, `v_mqsad_u32_u8`, `v_mad_u64_u32`, `v_mad_i64_i32`,
//! `s_dcache_inv_vol` and `buffer_wbinvl1_vol` (gfx6 calls its opcode 112
//! `buffer_wbinvl1_sc`, which the crate does not model); it has no
//! `flat_scratch` and no literal `SMRD` offset. Each opcode enum's `on(gfx)`
//! tells; [`Inst::check_gfx`], [`Inst::encode_for`], [`Inst::decode_for`],
//! [`Assembler::for_gfx`] and [`instructions_for`] refuse what a generation
//! lacks with [`Error::NotOnGfx`]; the functions without a generation are
//! gfx7's.
//!
//! gfx8 (Volcanic Islands, `llvm-mc-14 -mcpu=tonga`) numbers the opcodes
//! otherwise ([`Sop2::gfx8_code`] and the like, one table per family; an
//! opcode without one is not on gfx8) and re-encodes some families: `SMEM`
//! (two dwords) replaces `SMRD`, with a 20-bit offset in **bytes** where
//! gfx7's [`SmrdOffset`] counts dwords (on gfx8 [`SmrdOffset::Imm`] and
//! [`SmrdOffset::Literal`] both hold the byte offset); `VOP3` has a 10-bit
//! opcode ([`Vop3Op::gfx8_code`]) and `clamp` at bit 15 (which its float
//! compares take, as gfx6/gfx7's do not: [`Inst::text_is_exact_for`]);
//! `VINTRP` and `EXP` have other prefixes; `flat_scratch` is operand code
//! 102/103 (gfx8 has no `s102`/`s103`). Some `VOP2` opcodes are `VOP3`-only there
//! ([`Vop2::gfx8_vop3_only`]): `v_readlane_b32`/`v_writelane_b32` keep their
//! [`Inst::Vop2`] form and take the `VOP3` encoding, the others exist as
//! [`Inst::Vop3`] only. LLVM names a few opcodes otherwise on gfx8
//! (`v_add_u32` for `v_add_i32`, `mnemonic_for`), which
//! [`Inst::display_for`] writes. The crate models gfx8's scalar ALU, program
//! control, scalar memory, vector ALU, interpolation and export encodings,
//! and its memory encodings (below), and its own operands `xnack_mask`
//! ([`Operand::XNACK_MASK`]) and the 1/(2*pi) inline constant
//! ([`Operand::INV_2PI`]), which gfx6/gfx7 refuse. gfx8's own scalar
//! opcodes (`s_memrealtime`, `s_store_dword*`, `s_buffer_store_dword*`,
//! `s_dcache_wb*`, `s_cmp_eq_u64`/`s_cmp_lg_u64`, `s_wakeup`,
//! `s_endpgm_saved`, `s_rfe_restore_b64`, `s_set_gpr_idx_idx`/`_off`,
//! `s_set_gpr_idx_on` (an [`Inst::Sopc`] whose `src1` holds the
//! `gpr_idx(...)` mode as [`Operand::imm`] 0..=15), `s_set_gpr_idx_mode`
//! ([`SoppImm::GprIdx`]) and `s_atc_probe`/`s_atc_probe_buffer` (an
//! [`Inst::Smrd`] whose `dst` holds the 7-bit probe value as
//! [`Operand::imm`], [`SmrdShape::is_probe`])) and
//! its own `VOP1` opcodes (the 16-bit `v_cvt_f16_u16` .. `v_cos_f16`, with
//! LLVM's `VOP3` modifiers), `VOP2` opcodes (the 16-bit `v_add_f16` ..
//! `v_ldexp_f16`, `v_add_u16` .. `v_min_i16`, `v_mac_f16` and the `K` forms
//! `v_madmk_f16`/`v_madak_f16`), `VOPC` opcodes (`v_cmp*_f16`, `v_cmp*_i16`,
//! `v_cmp*_u16`, `v_cmp*_class_f16`) and `VOP3`-only ones (`v_mad_f16`,
//! `v_mad_u16`, `v_mad_i16`, `v_fma_f16`, `v_div_fixup_f16`, `v_perm_b32`,
//! `v_lshlrev_b64`, `v_lshrrev_b64`, `v_ashrrev_i64`) are variants of their
//! family enums for which [`Sop2::gfx8_only`] and the like hold: their gfx7
//! [`code`](Sop2::code) is a placeholder no gfx7 word holds (a value gfx7
//! leaves unused, or one past the field: [`Vop2::GFX7_END`]), and gfx6/gfx7
//! encoding ([`Error::NotOnGfx`]) and decoding ([`Error::Unknown`]) refuse
//! them. LLVM reads the sources of the 16-bit opcodes, and the `K` of the
//! 16-bit `K` forms, as 16 bits: the gfx8 encoder refuses a wider literal.
//! gfx8's 16-bit interpolation (`v_interp_p1ll_f16`, `v_interp_p1lv_f16`,
//! `v_interp_p2_f16`, `VOP3`-encoded with the attribute, channel and `high`
//! in the `SRC0` field) is [`Inst::Interp16`] ([`Interp16Inst`]), which
//! gfx6/gfx7 refuse. gfx8's sub-dword addressing (`SRC0` 249 and a second
//! dword) of `VOP1`, `VOP2` and `VOPC` opcodes is [`Inst::Sdwa`]
//! ([`SdwaInst`]: the selections [`SdwaSel`], [`SdwaUnused`], `clamp`,
//! `neg`/`abs` on floating-point sources and `sext` on integer ones),
//! for the opcodes [`takes_sdwa`] names, printed as LLVM prints it (the
//! compares without the `_sdwa` suffix, as LLVM 14 writes them); gfx6/gfx7
//! refuse it. gfx8's data-parallel primitives (DPP: `SRC0` 250 and a second
//! dword) of `VOP1` and `VOP2` opcodes are [`Inst::Dpp`] ([`DppInst`]: the
//! lane movement [`DppCtrl`], `row_mask`, `bank_mask`, `bound_ctrl`,
//! `neg`/`abs` on floating-point sources), for the opcodes [`takes_dpp`]
//! names; gfx6/gfx7 refuse it. `v_nop` has both forms (no operands).
//! `SMEM`'s `glc` is [`Inst::Smrd`]'s `glc` (gfx8 only).
//!
//! Where the crate and LLVM 14 (`llvm-mc-14 -mcpu=tonga`, with
//! `--disassemble`) differ on SDWA and DPP words, the crate keeps every
//! bit it decodes:
//!
//! - `v_nop_sdwa`: LLVM prints it as `v_nop`, which it assembles to the
//!   one-dword word; the crate prints `v_nop_sdwa`, which LLVM assembles to
//!   the SDWA word. `v_nop_dpp` prints as LLVM prints it (`v_nop` and the
//!   DPP operands, which it reads back).
//! - The destination selection and `dst_unused` of a compare or `v_nop`
//!   (which write no VGPR): LLVM decodes any value and drops it; the crate
//!   keeps it, its text has no word for it
//!   ([`Inst::text_is_exact_for`] false when it is not 0).
//! - A lane control gfx8 reserves: LLVM decodes it and prints a comment
//!   (`/* Invalid dpp_ctrl value */`) its assembler refuses; the crate keeps
//!   it as [`DppCtrl::Reserved`] and prints the same (text not exact).
//! - A reserved SDWA selection (7) or `dst_unused` (3) does not decode
//!   ([`Error::Unknown`]): LLVM 14 aborts printing a selection of 7, and
//!   prints a `dst_unused` of 3 as `UNUSED_PAD`.
//! - SDWA bits 14, 15, 22, 23, 30 and 31 and DPP bits 17 and 18, which no
//!   field holds: LLVM decodes and drops them; such words do not decode.
//! - `v_mac_f32_sdwa`/`v_mac_f16_sdwa` with a destination selection other
//!   than `DWORD`: LLVM decodes and prints them, its assembler refuses
//!   them; so does the crate, and such words do not decode.
//! - `neg`/`abs` bits on `v_cndmask_b32_dpp` (LLVM decodes them and prints
//!   none, its assembler refuses them) and on `v_ldexp_f16_dpp`'s integer
//!   second source (LLVM prints bit 22 as `sext`, bit 23 not at all): such
//!   words do not decode.
//! - DPP compares: LLVM 14 has none on gfx8; they do not decode.
//! - `bound_ctrl`: LLVM 14 prints the bit as `bound_ctrl:1` and reads
//!   `bound_ctrl:0` as the bit set too; the crate prints `bound_ctrl:1`.
//!
//! gfx8's memory families (`DS`, `MUBUF`, `MTBUF`, `MIMG`, `FLAT`) have
//! gfx7's operands, rules and text, their own opcode numbers
//! ([`Ds::gfx8_code`], [`Mubuf::gfx8_code`], ...) and a few moved fields:
//! `DS` has its 8-bit opcode at bit 17 and `gds` at bit 16, `MUBUF` its
//! `slc` at bit 17 of the first dword, `MTBUF` a 4-bit opcode at bit 15;
//! `FLAT` and `MIMG` keep gfx7's layout. gfx8 lacks `addr64`, the number
//! format `BUF_NUM_FORMAT_SNORM_OGL` (6, reserved there), the float atomics
//! of `MUBUF`, `FLAT` and `MIMG` (`fcmpswap`, `fmin`, `fmax`) and
//! `image_atomic_rsub`, which the encoder refuses with
//! [`Error::NotOnGfx`]; it takes `lds` on `buffer_load_dwordx2`, `_dwordx3`
//! and `_dwordx4` too ([`Mubuf::takes_lds_on`]). Its own memory opcodes
//! are modelled, `gfx8_only` as above: `ds_add_f32`, `ds_add_rtn_f32`,
//! `ds_add_src2_f32`, `ds_permute_b32`, `ds_bpermute_b32` ([`Ds`]), the
//! `buffer_load_format_d16_*`/`buffer_store_format_d16_*` and
//! `buffer_store_lds_dword` ([`Mubuf`]) and the `tbuffer_*_format_d16_*`
//! ([`Mtbuf`]; gfx7's 3-bit field has no unused value, so their
//! [`code`](Mtbuf::code) is 8 to 15, past the field, and no gfx7 word names
//! them); `MIMG`'s `d16` is [`MimgFlags::d16`] (bit 63, on the opcodes
//! [`Mimg::takes_d16`] gives), which gfx6/gfx7 refuse. A `MIMG` word does not hold its address
//! width: gfx8 decoding gives the narrowest the opcode takes
//! ([`Mimg::min_addr_dwords`]), as LLVM's gfx8 disassembler writes it, where
//! gfx7's gives the width of a 2D image ([`Mimg::addr_dwords`]).
//!
//! A fetch-shader-like sequence, written and printed:
//!
//! ```
//! use gcn::isa::{Assembler, BufOperands, Inst, MubufFlags, Mubuf, Operand, Smrd, SmrdOffset, Sop1, Sopp, Waitcnt};
//!
//! let mut code = [0u32; 16];
//! let mut asm = Assembler::new(&mut code);
//! // Load the V# of vertex buffer 0 from the table at s[2:3].
//! asm.push(&Inst::Smrd {
//!     op: Smrd::LoadDwordx4,
//!     dst: Operand::sgprs(8, 4)?,
//!     base: Operand::sgprs(2, 2)?,
//!     offset: SmrdOffset::dwords(0),
//!     glc: false,
//! })?;
//! asm.push(&Inst::Sopp { op: Sopp::Waitcnt, imm: Waitcnt::LGKM_ZERO.0 })?;
//! // Fetch a float4 at the vertex index in v0.
//! asm.push(&Inst::Mubuf {
//!     op: Mubuf::LoadFormatXyzw,
//!     buf: BufOperands {
//!         data: Operand::vgprs(4, 4)?,
//!         vaddr: Operand::vgpr(0),
//!         srsrc: Operand::sgprs(8, 4)?,
//!         soffset: Operand::ZERO,
//!         offset: 0,
//!         flags: MubufFlags::IDXEN,
//!     },
//! })?;
//! asm.push(&Inst::Sopp { op: Sopp::Waitcnt, imm: Waitcnt::VM_ZERO.0 })?;
//! asm.push(&Inst::Sop1 { op: Sop1::SetpcB64, dst: Operand::ZERO, src0: Operand::sgprs(0, 2)? })?;
//! assert_eq!(asm.words(), &[0xC084_0300, 0xBF8C_007F, 0xE00C_2000, 0x8002_0400, 0xBF8C_0F70, 0xBE80_2000]);
//!
//! let text: Vec<String> = gcn::isa::instructions(asm.words())
//!     .map(|r| r.map(|(_, inst)| inst.to_string()))
//!     .collect::<Result<_, _>>()?;
//! assert_eq!(text[2], "buffer_load_format_xyzw v[4:7], v0, s[8:11], 0 idxen");
//! assert_eq!(text[3], "s_waitcnt vmcnt(0)");
//! # Ok::<(), gcn::isa::Error>(())
//! ```

// Field arithmetic here adds opcode bases and register numbers that are
// `u8`/`u16` values widened to `u16`/`u32`, or subtracts the lower bound of
// the `match` arm they sit in: none can overflow or wrap.
#![allow(clippy::arithmetic_side_effects)]

mod dpp;
mod gfx8;
mod gfx8_mem;
mod inst;
mod opcode;
mod operand;
mod sdwa;

pub use dpp::{DppCtrl, DppInst, takes_dpp};
pub use inst::{
    BufOperands, DsInst, ExpTarget, FlatInst, Inst, InstText, Interp16Inst, InterpSrc, MimgFlags,
    MimgInst, MubufFlags, SmrdOffset, Vop3Inst, Vop3Op, Waitcnt,
};
pub use opcode::{
    Ds, DsOffset, DsShape, Flat, FlatKind, FlatShape, Interp16, Mimg, MimgShape, Mtbuf, Mubuf,
    MubufShape, Smrd, SmrdShape, Sop1, Sop2, Sopc, Sopk, SopkForm, Sopp, SoppImm, VShape, VWidths,
    Vintrp, Vop1, Vop2, Vop3, Vopc, Widths,
};
pub use operand::{Operand, SGPR_COUNT, VGPR_COUNT};
pub use sdwa::{SdwaInst, SdwaSel, SdwaUnused, takes_sdwa};

use crate::regs::Gfx;

/// Why an instruction was not encoded or decoded.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Error {
    /// The instruction needs `needed` dwords but only `remaining` are free.
    OutOfSpace {
        /// Dwords the instruction needs.
        needed: usize,
        /// Dwords left.
        remaining: usize,
    },
    /// The code ends inside an instruction.
    Truncated {
        /// Dwords the instruction needs.
        needed: usize,
        /// Dwords left in the code.
        remaining: usize,
    },
    /// A word is no instruction the crate models (or sets bits it does not
    /// keep); decoding stops there.
    Unknown {
        /// The instruction's first dword.
        word: u32,
    },
    /// An operand is of the wrong kind or width for its place (`operand` is
    /// the place: `dst`, `src0`, `vaddr`, ...).
    Operand {
        /// The operand's place in the instruction.
        operand: &'static str,
    },
    /// A register range does not exist or is misaligned.
    Register {
        /// First register.
        first: u16,
        /// Width in dwords.
        dwords: u8,
        /// `SGPR`, `VGPR` or `TTMP`.
        kind: &'static str,
    },
    /// An `s_waitcnt` counter is above its field's maximum.
    Waitcnt {
        /// `vmcnt`, `expcnt` or `lgkmcnt`.
        counter: &'static str,
        /// The value given.
        value: u8,
    },
    /// Two sources of one instruction are different literals (the encoding
    /// has room for one).
    TwoLiterals,
    /// A `VOP3` source is a literal, which gfx7 cannot encode.
    LiteralInVop3,
    /// A vector ALU instruction reads two different scalar values (SGPRs,
    /// special registers, literals, or the `VCC` / `M0` it reads itself);
    /// gfx7 reads one per instruction (the constant bus).
    ConstantBus,
    /// The generation lacks the instruction or one of its forms (`what`: the
    /// opcode's mnemonic, `flat_scratch`, `SMRD literal offset`, `s102 and
    /// s103`, `addr64` or `BUF_NUM_FORMAT_SNORM_OGL`).
    NotOnGfx {
        /// The generation asked for.
        gfx: Gfx,
        /// What it lacks.
        what: &'static str,
    },
}

display_messages!(Error {
    Error::OutOfSpace { needed, remaining } => "instruction needs {needed} dwords, {remaining} left";
    Error::Truncated { needed, remaining } =>
        "code ends inside an instruction: {needed} dwords needed, {remaining} left";
    Error::Unknown { word } => "unknown or unsupported instruction word {word:#010x}";
    Error::Operand { operand } => "operand {operand} is of the wrong kind or width";
    Error::Register { first, dwords, kind } =>
        "no {kind} range of {dwords} dwords at {first} (out of range or misaligned)";
    Error::Waitcnt { counter, value } => "s_waitcnt {counter}({value}) is above its maximum";
    Error::TwoLiterals => "two different literals in one instruction";
    Error::LiteralInVop3 => "a VOP3 instruction cannot take a literal on gfx7";
    Error::ConstantBus => "a vector instruction reads more than one scalar value";
    Error::NotOnGfx { gfx, what } => "{what} is not in the {gfx:?} instruction set the crate models";
});

impl core::error::Error for Error {}

/// Writes instructions one after another into a caller-owned buffer.
///
/// Each [`push`](Self::push) writes a whole instruction or nothing.
#[derive(Debug)]
pub struct Assembler<'a> {
    out: &'a mut [u32],
    len: usize,
    gfx: Gfx,
}

impl<'a> Assembler<'a> {
    /// An empty gfx7 program over `out`.
    pub fn new(out: &'a mut [u32]) -> Self {
        Self::for_gfx(out, Gfx::Gfx7)
    }

    /// An empty program over `out` for generation `gfx`: an instruction it
    /// lacks is an error ([`Inst::check_gfx`]).
    pub fn for_gfx(out: &'a mut [u32], gfx: Gfx) -> Self {
        Self { out, len: 0, gfx }
    }

    /// Appends `inst`; returns its dword offset.
    pub fn push(&mut self, inst: &Inst) -> Result<usize, Error> {
        let at = self.len;
        let free = self.out.get_mut(at..).unwrap_or_default();
        let n = inst.encode_for(self.gfx, free)?;
        self.len = at.saturating_add(n);
        Ok(at)
    }

    /// Appends every instruction of `insts`, all or none: on an error the
    /// buffer is as it was.
    pub fn push_all(&mut self, insts: &[Inst]) -> Result<(), Error> {
        let mut needed = 0usize;
        for inst in insts {
            needed = needed.saturating_add(inst.dwords_for(self.gfx)?);
        }
        let remaining = self.out.len().saturating_sub(self.len);
        if needed > remaining {
            return Err(Error::OutOfSpace { needed, remaining });
        }
        for inst in insts {
            self.push(inst)?;
        }
        Ok(())
    }

    /// Dwords written so far.
    pub fn len(&self) -> usize {
        self.len
    }

    /// Whether nothing has been written.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The code written so far.
    pub fn words(&self) -> &[u32] {
        self.out.get(..self.len).unwrap_or_default()
    }
}

/// Decodes gfx7 `code` instruction by instruction: each item is the dword
/// offset and the instruction, or the error that stops decoding (the last
/// item).
pub fn instructions(code: &[u32]) -> Instructions<'_> {
    instructions_for(code, Gfx::Gfx7)
}

/// [`instructions`] for generation `gfx` ([`Inst::decode_for`]).
pub fn instructions_for(code: &[u32], gfx: Gfx) -> Instructions<'_> {
    Instructions {
        code,
        at: 0,
        failed: false,
        gfx,
    }
}

/// The iterator of [`instructions`].
#[derive(Clone, Debug)]
pub struct Instructions<'a> {
    code: &'a [u32],
    at: usize,
    failed: bool,
    gfx: Gfx,
}

impl Iterator for Instructions<'_> {
    type Item = Result<(usize, Inst), Error>;

    fn next(&mut self) -> Option<Self::Item> {
        if self.failed {
            return None;
        }
        let rest = self.code.get(self.at..)?;
        if rest.is_empty() {
            return None;
        }
        match Inst::decode_for(rest, self.gfx) {
            Ok((inst, n)) => {
                let at = self.at;
                self.at = at.saturating_add(n);
                Some(Ok((at, inst)))
            }
            Err(e) => {
                self.failed = true;
                Some(Err(e))
            }
        }
    }
}
