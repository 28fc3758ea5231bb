//! Built-in shader programs the crate writes itself: the vertex shader of a
//! full-target rectangle and the pixel shader that writes one colour, the two
//! a clear pass draws with.
//!
//! [`rect_vs`] draws a `DI_PT_RECTLIST` of three vertices without any vertex
//! buffer: vertex 0 is the top-left corner (-1, -1), vertex 1 (+1, -1),
//! vertex 2 (-1, +1); the hardware adds the fourth. It exports the position
//! and one (zero) parameter, as the hardware reserves one
//! (`SPI_VS_OUT_CONFIG.VS_EXPORT_COUNT` = 0).
//!
//! ```text
//! v_mov_b32_e32 v2, 1.0
//! v_cmp_eq_u32_e32 vcc, 1, v0              ; x = +1 for vertex 1, else -1
//! v_cndmask_b32_e32 v1, -1.0, v2, vcc
//! v_cmp_eq_u32_e32 vcc, 2, v0              ; y = +1 for vertex 2, else -1
//! v_cndmask_b32_e32 v3, -1.0, v2, vcc
//! v_mov_b32_e32 v4, 0
//! exp pos0 v1, v3, v4, v2 done              ; (x, y, 0, 1)
//! exp param0 v4, v4, v4, v4
//! s_endpgm
//! ```
//!
//! [`clear_ps`] exports the colour in four user SGPRs, as 32-bit floats
//! (`SPI_SHADER_32_ABGR`) or packed to 16-bit floats (`SPI_SHADER_FP16_ABGR`).
//!
//! [`rect_vs`] and [`clear_ps`] write gfx7 code (the PS4's);
//! [`rect_vs_for`] and [`clear_ps_for`] write the same programs for the
//! generation given. gfx6's code is gfx7's, dword for dword. gfx8 numbers
//! the opcodes otherwise and has `v_cvt_pkrtz_f16_f32` only in the `VOP3`
//! encoding, so its 16-bit clear is two dwords longer
//! ([`clear_ps_dwords`]):
//!
//! ```text
//! v_mov_b32_e32 v0, s1                      ; gfx8, ColorExport::Fp16
//! v_cvt_pkrtz_f16_f32 v0, s0, v0            ; VOP3, two dwords
//! ```
//!
//! The passes that draw with them ([`crate::passes::ClearShaders`]) take
//! the code's addresses: build it for the generation of the command buffer
//! the pass writes into ([`CommandBuffer::gfx`](crate::pm4::CommandBuffer::gfx)).
//!
//! ```
//! use gcn::shader::builtin::{clear_ps, ColorExport, CLEAR_PS_DWORDS};
//!
//! let mut code = [0u32; CLEAR_PS_DWORDS];
//! let ps = clear_ps(0, ColorExport::Fp16, &mut code)?;
//! assert_eq!((ps.dwords, ps.vgprs, ps.user_sgprs), (CLEAR_PS_DWORDS, 2, 4));
//! let text: Vec<String> = gcn::isa::instructions(&code[..ps.dwords])
//!     .map(|r| r.map(|(_, i)| i.to_string()))
//!     .collect::<Result<_, _>>()?;
//! assert_eq!(text[4], "exp mrt0 v0, v0, v1, v1 done compr vm");
//! # Ok::<(), gcn::Error>(())
//! ```

use super::{Error, addressable_sgprs};
use crate::blocks::shader::USER_DATA_REGS;
use crate::isa::{Assembler, ExpTarget, Inst, Operand, Sopp, Vop1, Vop2, Vop3Inst, Vop3Op, Vopc};
use crate::regs::Gfx;

/// Dwords of [`rect_vs`]'s program: nine instructions, the two exports two
/// dwords each.
pub const RECT_VS_DWORDS: usize = 11;

/// Dwords of [`clear_ps`]'s program, either export: six instructions, the
/// export two dwords.
pub const CLEAR_PS_DWORDS: usize = 7;

/// The most dwords [`clear_ps_for`] writes on any generation: gfx8's
/// 16-bit clear, whose two `v_cvt_pkrtz_f16_f32` are `VOP3` (two dwords
/// each).
pub const CLEAR_PS_MAX_DWORDS: usize = 9;

/// Dwords of [`clear_ps_for`]'s program for `gfx` and `export`:
/// [`CLEAR_PS_DWORDS`], or [`CLEAR_PS_MAX_DWORDS`] for gfx8's
/// [`ColorExport::Fp16`].
pub const fn clear_ps_dwords(gfx: Gfx, export: ColorExport) -> usize {
    match (gfx, export) {
        (Gfx::Gfx8, ColorExport::Fp16) => CLEAR_PS_MAX_DWORDS,
        _ => CLEAR_PS_DWORDS,
    }
}

/// What a built-in program is and what its stage block must say.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Builtin {
    /// Dwords of code written.
    pub dwords: usize,
    /// VGPRs the code uses (for `RSRC1.VGPRS`).
    pub vgprs: u32,
    /// SGPRs the wave receives or the code uses, `VCC` not counted (for
    /// `RSRC1.SGPRS`, with `VCC`'s two added when the code uses it): a pixel
    /// shader's user SGPRs and the primitive mask the hardware loads into the
    /// SGPR after them.
    pub sgprs: u32,
    /// User SGPRs the code reads (for `RSRC2.USER_SGPR`).
    pub user_sgprs: u32,
}

/// How [`clear_ps`] exports its colour (the target's
/// `SPI_SHADER_COL_FORMAT`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ColorExport {
    /// Four 32-bit floats (`SPI_SHADER_32_ABGR`).
    Float32,
    /// Four 16-bit floats, packed two a VGPR with round-toward-zero
    /// (`SPI_SHADER_FP16_ABGR`, a compressed export).
    Fp16,
}

/// Writes the program of `insts` for `gfx` into `out`, all or nothing.
fn write(gfx: Gfx, insts: &[Inst], out: &mut [u32]) -> Result<usize, Error> {
    let mut asm = Assembler::for_gfx(out, gfx);
    asm.push_all(insts)?;
    Ok(asm.len())
}

fn v(i: u8) -> Operand {
    Operand::vgpr(i)
}

fn vop1(op: Vop1, dst: u8, src0: Operand) -> Inst {
    Inst::Vop1 {
        op,
        dst: v(dst),
        src0,
    }
}

const fn endpgm() -> Inst {
    Inst::Sopp {
        op: Sopp::Endpgm,
        imm: 0,
    }
}

/// Writes the gfx7 rectangle vertex shader (see the module docs) into
/// `out`: [`rect_vs_for`] with [`Gfx::Gfx7`].
///
/// # Errors
/// [`Error::Isa`] with [`crate::isa::Error::OutOfSpace`] when `out` is
/// shorter than [`RECT_VS_DWORDS`] (11) dwords (nothing is written).
pub fn rect_vs(out: &mut [u32]) -> Result<Builtin, Error> {
    rect_vs_for(Gfx::Gfx7, out)
}

/// Writes the rectangle vertex shader for generation `gfx` into `out`:
/// the same instructions on every generation, [`RECT_VS_DWORDS`] dwords,
/// in `gfx`'s encodings.
///
/// # Errors
/// [`Error::Isa`] with [`crate::isa::Error::OutOfSpace`] when `out` is
/// shorter than [`RECT_VS_DWORDS`] (11) dwords (nothing is written).
pub fn rect_vs_for(gfx: Gfx, out: &mut [u32]) -> Result<Builtin, Error> {
    let one = Operand::f32(1.0);
    let minus_one = Operand::f32(-1.0);
    let pick = |dst: u8| Inst::Vop2 {
        op: Vop2::CndmaskB32,
        dst: v(dst),
        src0: minus_one,
        src1: v(2),
    };
    let is = |n: u32| Inst::Vopc {
        op: Vopc::CmpEqU32,
        src0: Operand::imm(n),
        src1: v(0),
    };
    let insts = [
        vop1(Vop1::MovB32, 2, one),
        is(1),
        pick(1),
        is(2),
        pick(3),
        vop1(Vop1::MovB32, 4, Operand::ZERO),
        Inst::Exp {
            target: ExpTarget::Pos(0),
            en: 0xF,
            src: [1, 3, 4, 2],
            done: true,
            compr: false,
            vm: false,
        },
        Inst::Exp {
            target: ExpTarget::Param(0),
            en: 0xF,
            src: [4; 4],
            done: false,
            compr: false,
            vm: false,
        },
        endpgm(),
    ];
    let dwords = write(gfx, &insts, out)?;
    Ok(Builtin {
        dwords,
        vgprs: 5,
        sgprs: 0,
        user_sgprs: 0,
    })
}

/// Writes the gfx7 clear pixel shader into `out`: it exports to colour
/// target 0 the colour held, as four 32-bit floats (red first), in user
/// SGPRs `first_user_sgpr .. first_user_sgpr + 3`. [`clear_ps_for`] with
/// [`Gfx::Gfx7`].
///
/// Its [`Builtin::sgprs`] counts the user SGPRs up to the colour's last and
/// the primitive mask after them: the SGPR input radeonsi declares after a
/// pixel shader's user SGPRs (`si_shader_args.c`, `SI_PARAM_PRIM_MASK`) and
/// counts in the SGPRs it allocates (`si_shader.c`,
/// `si_fix_resource_usage`); LLVM 14 counts 9 SGPRs (`RSRC1_PS.SGPRS` = 1)
/// for the same program with the colour in `s4..s7` and the primitive mask
/// in `s8` (tests/data/shader/clear_ps.ll).
///
/// # Errors
/// [`Error::TooManyRegisters`] when the four SGPRs are not all user SGPRs
/// (`first_user_sgpr` above 12); [`Error::Isa`] with
/// [`crate::isa::Error::OutOfSpace`] when `out` is shorter than
/// [`CLEAR_PS_DWORDS`] (7) dwords (nothing is written).
pub fn clear_ps(
    first_user_sgpr: u8,
    export: ColorExport,
    out: &mut [u32],
) -> Result<Builtin, Error> {
    clear_ps_for(Gfx::Gfx7, first_user_sgpr, export, out)
}

/// Writes the clear pixel shader for generation `gfx` into `out`:
/// [`clear_ps`]'s program and counts in `gfx`'s encodings. On gfx8 each
/// `v_cvt_pkrtz_f16_f32` of the 16-bit export is the `VOP3` form, the one
/// gfx8 has, so the program takes [`clear_ps_dwords`] dwords. On Tonga and
/// Iceland LLVM allocates 96 SGPRs for every program whatever it uses (see
/// [`addressable_sgprs`]); [`Builtin::sgprs`] is what the program needs,
/// as LLVM counts it for Fiji and Polaris.
///
/// ```
/// use gcn::regs::Gfx;
/// use gcn::shader::builtin::{clear_ps_for, ColorExport, CLEAR_PS_MAX_DWORDS};
///
/// let mut code = [0u32; CLEAR_PS_MAX_DWORDS];
/// let ps = clear_ps_for(Gfx::Gfx8, 0, ColorExport::Fp16, &mut code)?;
/// assert_eq!(ps.dwords, CLEAR_PS_MAX_DWORDS);
/// let text: Vec<String> = gcn::isa::instructions_for(&code[..ps.dwords], Gfx::Gfx8)
///     .map(|r| r.map(|(_, i)| i.display_for(Gfx::Gfx8).to_string()))
///     .collect::<Result<_, _>>()?;
/// assert_eq!(text[1], "v_cvt_pkrtz_f16_f32 v0, s0, v0");
/// # Ok::<(), gcn::Error>(())
/// ```
///
/// # Errors
/// [`clear_ps`]'s, with [`clear_ps_dwords`]`(gfx, export)` the shortest
/// `out`.
pub fn clear_ps_for(
    gfx: Gfx,
    first_user_sgpr: u8,
    export: ColorExport,
    out: &mut [u32],
) -> Result<Builtin, Error> {
    // Sixteen user-data SGPRs: the colour must sit in s0..s15.
    let end = u32::from(first_user_sgpr).saturating_add(4);
    let available = USER_DATA_REGS.min(u32::from(addressable_sgprs(gfx)));
    if end > available {
        return Err(Error::TooManyRegisters {
            kind: "user SGPR",
            needed: end,
            available,
        });
    }
    let s = |i: u8| Operand::sgpr(first_user_sgpr.saturating_add(i));
    let done = |src: [u8; 4], compr| Inst::Exp {
        target: ExpTarget::Mrt(0),
        en: 0xF,
        src,
        done: true,
        compr,
        vm: true,
    };
    let (dwords, vgprs) = match export {
        ColorExport::Float32 => {
            let insts = [
                vop1(Vop1::MovB32, 0, s(0)?),
                vop1(Vop1::MovB32, 1, s(1)?),
                vop1(Vop1::MovB32, 2, s(2)?),
                vop1(Vop1::MovB32, 3, s(3)?),
                done([0, 1, 2, 3], false),
                endpgm(),
            ];
            (write(gfx, &insts, out)?, 4)
        }
        ColorExport::Fp16 => {
            // gfx8 has the opcode in the VOP3 encoding only.
            let pack = |dst: u8, lo: Operand| match gfx {
                Gfx::Gfx6 | Gfx::Gfx7 => Inst::Vop2 {
                    op: Vop2::CvtPkrtzF16F32,
                    dst: v(dst),
                    src0: lo,
                    src1: v(dst),
                },
                Gfx::Gfx8 => Inst::Vop3(Vop3Inst::new(
                    Vop3Op::Vop2(Vop2::CvtPkrtzF16F32),
                    v(dst),
                    [lo, v(dst), Operand::ZERO],
                )),
            };
            let insts = [
                vop1(Vop1::MovB32, 0, s(1)?),
                pack(0, s(0)?),
                vop1(Vop1::MovB32, 1, s(3)?),
                pack(1, s(2)?),
                done([0, 1, 0, 0], true),
                endpgm(),
            ];
            (write(gfx, &insts, out)?, 2)
        }
    };
    Ok(Builtin {
        dwords,
        vgprs,
        // The primitive mask in the SGPR after the user SGPRs; end <= 16.
        sgprs: end.saturating_add(1),
        user_sgprs: end,
    })
}
