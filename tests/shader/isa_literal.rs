//! Constants by operand type: a literal dword (source code 255), and an
//! inline float in a 16-bit integer source, print as LLVM's printer writes
//! them for the type the opcode reads there (32 bits, 64 bits, a 16-bit
//! float or a 16-bit integer), against `llvm-mc-14 --disassemble
//! -mcpu=tonga` (the printer `llvm-objdump-14 -d --mcpu=tonga` uses); and
//! [`Inst::text_is_exact_for`] says whether that text assembles back to the
//! same dwords with `llvm-mc-14` for tonga, bonaire and tahiti.
//!
//! Every scalar and vector ALU opcode of each generation with a source that
//! takes a literal is checked with the literals 0x3c00, 0xfffffff0 and
//! 0x3e22f983, which tell the four types apart; one opcode of each type with
//! many more; every `VOP3` source of gfx8 with the inline 1.0. The committed
//! `tests/data/isa/literal_*.txt` hold what LLVM printed, so the checks run
//! where LLVM is not installed (`GCN_REGEN=1` rewrites them).

use gcn::isa::{
    Error, Inst, Operand, Sop1, Sop2, Sopc, Sopk, VShape, Vop1, Vop2, Vop3, Vop3Inst, Vop3Op, Vopc,
};
use gcn::regs::Gfx;

use crate::isa::{llvm_disassembly_for, llvm_reference_for, parse_llvm};

const G8: Gfx = Gfx::Gfx8;

/// Literals that tell the operand types apart: 0x3c00 is 1.0 as a 16-bit
/// float, 0xfffffff0 is -16 at 32 bits and in a 16-bit source but not at 64
/// bits, 0x3e22f983 is 1/(2*pi) at 32 bits on gfx8 only.
const EVERY_OPCODE: [u32; 3] = [0x3C00, 0xFFFF_FFF0, 0x3E22_F983];

/// A wider spread for one opcode of each type: the edges of the inline
/// integers, the inline floats at 32 and 16 bits, 1/(2*pi) at both, and
/// values past 16 bits.
const SPREAD: [u32; 24] = [
    0,
    64,
    65,
    0xFFFF_FFFF,
    0xFFFF_FFF0,
    0xFFFF_FFEF,
    0x3F80_0000,
    0xBF80_0000,
    0x3F00_0000,
    0xC080_0000,
    0x3E22_F983,
    0x4120_0000,
    0xFFFF,
    0xFFF0,
    0xFFEF,
    0x3C00,
    0xBC00,
    0x3800,
    0xC400,
    0x3118,
    0x3555,
    0x1_0000,
    0x1_FFFF,
    0x1_3C00,
];

fn s(first: u8, n: u8) -> Operand {
    Operand::sgprs(first, n).unwrap()
}

fn v(first: u8, n: u8) -> Operand {
    Operand::vgprs(first, n).unwrap()
}

/// The literal operand holding `value`.
fn lit(value: u32) -> Operand {
    Operand::from_code(255, 1, value).unwrap()
}

/// `inst` with its literal (source code 255; and `K` of the `K` forms)
/// holding `value`.
fn with_literal(inst: &Inst, value: u32) -> Inst {
    let l = |o: Operand| if o.literal().is_some() { lit(value) } else { o };
    match *inst {
        Inst::Sop2 {
            op,
            dst,
            src0,
            src1,
        } => Inst::Sop2 {
            op,
            dst,
            src0: l(src0),
            src1: l(src1),
        },
        Inst::Sop1 { op, dst, src0 } => Inst::Sop1 {
            op,
            dst,
            src0: l(src0),
        },
        Inst::Sopc { op, src0, src1 } => Inst::Sopc {
            op,
            src0: l(src0),
            src1: l(src1),
        },
        Inst::Sopk { op, dst, imm } => Inst::Sopk {
            op,
            dst: l(dst),
            imm,
        },
        Inst::Vop1 { op, dst, src0 } => Inst::Vop1 {
            op,
            dst,
            src0: l(src0),
        },
        Inst::Vop2 {
            op,
            dst,
            src0,
            src1,
        } => Inst::Vop2 {
            op,
            dst,
            src0: l(src0),
            src1,
        },
        Inst::Vopc { op, src0, src1 } => Inst::Vopc {
            op,
            src0: l(src0),
            src1,
        },
        Inst::Madk {
            op,
            dst,
            src0,
            src1,
            ..
        } => Inst::Madk {
            op,
            dst,
            src0: l(src0),
            src1,
            k: value,
        },
        other => other,
    }
}

/// Every instruction of `gfx` with one source that takes a literal, as a
/// literal (0x1234 standing in; each literal-taking source of each opcode
/// once), and the opcodes' other operands registers.
fn literal_slots(gfx: Gfx) -> Vec<Inst> {
    let p = lit(0x1234);
    let mut c = Vec::new();
    let dst = |n: u8| if n == 0 { Operand::ZERO } else { s(0, n) };
    for &op in Sop2::ALL.iter().filter(|o| o.on(gfx)) {
        let w = op.shape();
        c.push(Inst::Sop2 {
            op,
            dst: dst(w.dst),
            src0: p,
            src1: s(4, w.src1.max(1)),
        });
        c.push(Inst::Sop2 {
            op,
            dst: dst(w.dst),
            src0: s(4, w.src0.max(1)),
            src1: p,
        });
    }
    for &op in Sop1::ALL.iter().filter(|o| o.on(gfx) && o.shape().src0 > 0) {
        c.push(Inst::Sop1 {
            op,
            dst: dst(op.shape().dst),
            src0: p,
        });
    }
    for &op in Sopc::ALL.iter().filter(|o| o.on(gfx)) {
        let w = op.shape();
        c.push(Inst::Sopc {
            op,
            src0: p,
            src1: s(4, w.src1.max(1)),
        });
        if w.src1 > 0 {
            c.push(Inst::Sopc {
                op,
                src0: s(4, w.src0),
                src1: p,
            });
        }
    }
    c.push(Inst::Sopk {
        op: Sopk::SetregImm32B32,
        dst: p,
        imm: 0xF801,
    });
    for &op in Vop1::ALL.iter().filter(|o| o.on(gfx)) {
        if !matches!(op.shape(), VShape::Nothing) {
            c.push(Inst::Vop1 {
                op,
                dst: v(0, op.widths().dst),
                src0: p,
            });
        }
    }
    for &op in Vop2::ALL.iter().filter(|o| o.on(gfx)) {
        c.push(match op.shape() {
            VShape::Madk => Inst::Madk {
                op,
                dst: v(0, 1),
                src0: p,
                src1: v(2, 1),
                k: 0x1234,
            },
            VShape::Readlane | VShape::Writelane => continue,
            _ => Inst::Vop2 {
                op,
                dst: v(0, 1),
                src0: p,
                src1: v(2, 1),
            },
        });
    }
    for &op in Vopc::ALL.iter().filter(|o| o.on(gfx)) {
        c.push(Inst::Vopc {
            op,
            src0: p,
            src1: v(2, op.shape().src1),
        });
    }
    // The ones the encoder refuses a literal in (`s_cbranch_g_fork`, the
    // register-only sources, gfx8's `VOP3`-only `VOP2` opcodes).
    c.retain(|i| i.encode_for(gfx, &mut [0; 2]).is_ok());
    c
}

/// One opcode of each operand type, for [`SPREAD`].
fn spread_slots() -> Vec<Inst> {
    let p = lit(0x1234);
    vec![
        Inst::Sop1 {
            op: Sop1::MovB32,
            dst: s(0, 1),
            src0: p,
        },
        Inst::Sop1 {
            op: Sop1::MovB64,
            dst: s(0, 2),
            src0: p,
        },
        Inst::Sopk {
            op: Sopk::SetregImm32B32,
            dst: p,
            imm: 0xF801,
        },
        Inst::Vop1 {
            op: Vop1::MovB32,
            dst: v(0, 1),
            src0: p,
        },
        Inst::Vop1 {
            op: Vop1::CvtF32F64,
            dst: v(0, 1),
            src0: p,
        },
        Inst::Vop1 {
            op: Vop1::CvtF32F16,
            dst: v(0, 1),
            src0: p,
        },
        Inst::Vop2 {
            op: Vop2::AddF16,
            dst: v(0, 1),
            src0: p,
            src1: v(1, 1),
        },
        Inst::Vop2 {
            op: Vop2::AddU16,
            dst: v(0, 1),
            src0: p,
            src1: v(1, 1),
        },
        Inst::Vop2 {
            op: Vop2::LdexpF16,
            dst: v(0, 1),
            src0: p,
            src1: v(1, 1),
        },
        Inst::Madk {
            op: Vop2::MadmkF32,
            dst: v(0, 1),
            src0: p,
            src1: v(2, 1),
            k: 0x1234,
        },
        Inst::Madk {
            op: Vop2::MadmkF16,
            dst: v(0, 1),
            src0: p,
            src1: v(2, 1),
            k: 0x1234,
        },
        Inst::Madk {
            op: Vop2::MadakF16,
            dst: v(0, 1),
            src0: p,
            src1: v(2, 1),
            k: 0x1234,
        },
        Inst::Vopc {
            op: Vopc::CmpClassF16,
            src0: p,
            src1: v(2, 1),
        },
        Inst::Vopc {
            op: Vopc::CmpEqU16,
            src0: p,
            src1: v(2, 1),
        },
        Inst::Vopc {
            op: Vopc::CmpClassF64,
            src0: p,
            src1: v(2, 1),
        },
    ]
}

/// The slots with each of their values: [`EVERY_OPCODE`] for every slot of
/// `gfx`, then [`SPREAD`] for those of [`spread_slots`] on `gfx`.
fn cases(gfx: Gfx) -> Vec<(Inst, u32)> {
    let mut c = Vec::new();
    for slot in literal_slots(gfx) {
        c.extend(EVERY_OPCODE.iter().map(|&value| (slot, value)));
    }
    for slot in spread_slots() {
        if slot.encode_for(gfx, &mut [0; 2]).is_ok() {
            c.extend(SPREAD.iter().map(|&value| (slot, value)));
        }
    }
    c
}

/// Whether the instruction is one of gfx8's own 16-bit opcodes, whose
/// 16-bit literal the crate holds to 16 bits.
fn gfx8_16bit(inst: &Inst) -> bool {
    match *inst {
        Inst::Vop1 { op, .. } => op.gfx8_only(),
        Inst::Vop2 { op, .. } | Inst::Madk { op, .. } => op.gfx8_only(),
        Inst::Vopc { op, .. } => op.gfx8_only(),
        _ => false,
    }
}

/// The gfx8 words of `slot` holding literal `value`: the crate's encoding,
/// with the literal dword written over for a value past 16 bits in one of
/// gfx8's own 16-bit opcodes (which the encoder refuses).
fn gfx8_words(slot: &Inst, value: u32) -> Vec<u32> {
    let mut out = [0u32; 2];
    let n = match with_literal(slot, value).encode_for(G8, &mut out) {
        Ok(n) => n,
        Err(_) => {
            assert!(gfx8_16bit(slot) && value > 0xFFFF, "{slot:?} {value:#x}");
            let n = slot.encode_for(G8, &mut out).unwrap();
            out[1] = value;
            n
        }
    };
    assert_eq!(n, 2, "{slot:?}");
    out.to_vec()
}

/// gfx8: the text the crate decodes each word to is what `llvm-mc-14
/// --disassemble -mcpu=tonga` prints (`tests/data/isa/literal_tonga_disasm.txt`),
/// and `text_is_exact_for(Gfx8)` holds exactly when that text assembles
/// (`llvm-mc-14 -mcpu=tonga`, `literal_tonga.txt`) back to the word. The
/// only words the crate refuses are gfx8's own 16-bit opcodes with a
/// literal past 16 bits (LLVM's disassembler prints its low half, its
/// assembler refuses the whole value).
#[test]
fn literals_print_as_llvm_objdump_prints_them_for_tonga() {
    let cases = cases(G8);
    let codes: Vec<Vec<u32>> = cases.iter().map(|(s, v)| gfx8_words(s, *v)).collect();
    let disassembly = llvm_disassembly_for("tonga", "isa/literal_tonga_disasm.txt", &codes);
    assert_eq!(disassembly.len(), codes.len());
    let mut wrong = Vec::new();
    let (mut decoded, mut refused) = (Vec::new(), 0);
    for (((slot, value), code), line) in cases.iter().zip(&codes).zip(&disassembly) {
        let (llvm, _) = parse_llvm(line).unwrap_or_else(|| panic!("{line}"));
        match Inst::decode_for(code, G8) {
            Ok((inst, n)) => {
                let text = inst.display_for(G8).to_string();
                let mut out = [0u32; 2];
                if n != 2
                    || text != llvm
                    || inst.encode_for(G8, &mut out) != Ok(2)
                    || out[..] != code[..]
                {
                    wrong.push(format!("{code:08X?}: crate {text}, llvm {llvm}"));
                }
                decoded.push((inst, code.clone(), llvm));
            }
            Err(Error::Unknown { .. }) if gfx8_16bit(slot) && *value > 0xFFFF => refused += 1,
            Err(e) => wrong.push(format!("{code:08X?}: {e}; llvm {llvm}")),
        }
    }
    assert!(
        wrong.is_empty(),
        "{} wrong:\n{}",
        wrong.len(),
        wrong.join("\n")
    );
    let texts: Vec<String> = decoded.iter().map(|(_, _, t)| t.clone()).collect();
    let assembled = llvm_reference_for("tonga", "isa/literal_tonga.txt", &texts, true);
    let mut exact = 0;
    for ((inst, code, text), line) in decoded.iter().zip(&assembled) {
        let back = parse_llvm(line).map(|(_, w)| w);
        let same = back.as_ref() == Some(code);
        exact += usize::from(same);
        if inst.text_is_exact_for(G8) != same {
            wrong.push(format!(
                "{text}: text_is_exact_for(Gfx8) {}; llvm-mc {line}",
                !same
            ));
        }
    }
    assert!(
        wrong.is_empty(),
        "{} wrong:\n{}",
        wrong.len(),
        wrong.join("\n")
    );
    assert!(refused > 0 && exact > 0 && exact < decoded.len());
    assert!(decoded.len() > 1400, "{}", decoded.len());
    // Every type printed something of its own.
    for want in [
        "v_add_f16_e32 v0, 1.0, v1",
        "v_add_u16_e32 v0, 0x3c00, v1",
        "v_mov_b32_e32 v0, -16",
        "v_mov_b32_e32 v0, 0.15915494",
        "v_cvt_f32_f64_e32 v0, 0xfffffff0",
        "v_cvt_f32_f16_e32 v0, 0xf983",
        "s_mov_b64 s[0:1], 0x3e22f983",
    ] {
        assert!(texts.iter().any(|t| t == want), "{want}");
    }
}

/// gfx6 and gfx7: the crate's text for each case (LLVM 14 cannot
/// disassemble these) assembles with `llvm-mc-14 -mcpu=bonaire|tahiti`
/// (`tests/data/isa/literal_{cpu}.txt`) to the crate's dwords exactly when
/// `text_is_exact_for` says so, and then LLVM prints it back as the crate
/// does.
#[test]
fn literal_text_reassembles_for_bonaire_and_tahiti() {
    for (gfx, cpu) in [(Gfx::Gfx7, "bonaire"), (Gfx::Gfx6, "tahiti")] {
        let cases: Vec<(Inst, Vec<u32>)> = cases(gfx)
            .into_iter()
            .map(|(slot, value)| {
                let inst = with_literal(&slot, value);
                let mut out = [0u32; 2];
                let n = inst.encode_for(gfx, &mut out).unwrap();
                (inst, out[..n].to_vec())
            })
            .collect();
        let texts: Vec<String> = cases
            .iter()
            .map(|(i, _)| i.display_for(gfx).to_string())
            .collect();
        let assembled = llvm_reference_for(cpu, &format!("isa/literal_{cpu}.txt"), &texts, true);
        let mut wrong = Vec::new();
        let mut exact = 0;
        for (((inst, code), text), line) in cases.iter().zip(&texts).zip(&assembled) {
            let back = parse_llvm(line);
            let same = back.as_ref().is_some_and(|(_, w)| w == code);
            exact += usize::from(same);
            let printed_back = back.as_ref().is_some_and(|(t, _)| t == text);
            if inst.text_is_exact_for(gfx) != same || (same && !printed_back) {
                wrong.push(format!("{text} {code:08X?}: llvm-mc {line}"));
            }
        }
        assert!(
            wrong.is_empty(),
            "{cpu}: {} wrong:\n{}",
            wrong.len(),
            wrong.join("\n")
        );
        assert!(
            exact > 0 && exact < cases.len() && cases.len() > 1000,
            "{cpu}"
        );
    }
}

/// Every `VOP3` form of every gfx8 vector opcode with registers, then with
/// the inline 1.0 in each source it reads in turn.
fn vop3_inline_float_cases() -> Vec<Inst> {
    let one = Operand::f32(1.0);
    let mut ops: Vec<Vop3Op> = Vec::new();
    ops.extend(
        Vop1::ALL
            .iter()
            .filter(|o| o.on(G8))
            .map(|&o| Vop3Op::Vop1(o)),
    );
    ops.extend(
        Vop2::ALL
            .iter()
            .filter(|o| o.on(G8))
            .map(|&o| Vop3Op::Vop2(o)),
    );
    ops.extend(
        Vopc::ALL
            .iter()
            .filter(|o| o.on(G8))
            .map(|&o| Vop3Op::Vopc(o)),
    );
    ops.extend(
        Vop3::ALL
            .iter()
            .filter(|o| o.on(G8))
            .map(|&o| Vop3Op::Vop3(o)),
    );
    let mut c = Vec::new();
    for op in ops {
        let w = op.widths();
        let mask = |i: usize| match op {
            Vop3Op::Vop2(o) => i == 2 && matches!(o.shape(), VShape::Cndmask | VShape::CarryInOut),
            _ => false,
        };
        let mut at = 10;
        let regs: [Operand; 3] = core::array::from_fn(|i| {
            let n = w.src[i];
            if mask(i) {
                s(4, 2)
            } else if n == 0 {
                Operand::ZERO
            } else {
                let r = v(at, n);
                at += 4;
                r
            }
        });
        let dst = match op {
            Vop3Op::Vopc(_) => s(0, 2),
            _ if w.dst == 0 => Operand::ZERO,
            _ => v(0, w.dst),
        };
        let mut base = Vop3Inst::new(op, dst, regs);
        if op.is_vop3b() {
            base.sdst = s(6, 2);
        }
        if Inst::Vop3(base).encode_for(G8, &mut [0; 2]).is_err() {
            // No `VOP3` form (the lane moves, the `K` forms) or none
            // modelled.
            continue;
        }
        for i in 0..3 {
            // LLVM 14 takes only VGPRs in a 4-dword source (the last of
            // `v_mqsad_u32_u8`) and prints a constant there as
            // `/*invalid immediate*/`.
            if w.src[i] > 0 && w.src[i] <= 2 && !mask(i) {
                let mut inst = base;
                inst.src[i] = one;
                if Inst::Vop3(inst).encode_for(G8, &mut [0; 2]).is_ok() {
                    c.push(Inst::Vop3(inst));
                }
            }
        }
    }
    c
}

/// gfx8's `VOP3`: an inline float in a 16-bit integer source prints as its
/// half's bits (`v_add_u16_e64 v0, 0x3c00, v11`), as `llvm-mc-14
/// --disassemble -mcpu=tonga` prints it (`literal_vop3_tonga_disasm.txt`),
/// and that text, which `VOP3` cannot hold as a literal, is not exact
/// (`literal_vop3_tonga.txt`); in every other source the float prints by
/// name and assembles back.
#[test]
fn inline_floats_in_vop3_sources_print_by_type_for_tonga() {
    let insts = vop3_inline_float_cases();
    let codes: Vec<Vec<u32>> = insts
        .iter()
        .map(|i| {
            let mut out = [0u32; 2];
            let n = i.encode_for(G8, &mut out).unwrap();
            out[..n].to_vec()
        })
        .collect();
    let disassembly = llvm_disassembly_for("tonga", "isa/literal_vop3_tonga_disasm.txt", &codes);
    let mut wrong = Vec::new();
    let mut texts = Vec::new();
    for (code, line) in codes.iter().zip(&disassembly) {
        let (llvm, _) = parse_llvm(line).unwrap_or_else(|| panic!("{line}"));
        let (inst, _) = Inst::decode_for(code, G8).unwrap();
        let text = inst.display_for(G8).to_string();
        if text != llvm {
            wrong.push(format!("{code:08X?}: crate {text}, llvm {llvm}"));
        }
        texts.push(text);
    }
    assert!(
        wrong.is_empty(),
        "{} wrong:\n{}",
        wrong.len(),
        wrong.join("\n")
    );
    let assembled = llvm_reference_for("tonga", "isa/literal_vop3_tonga.txt", &texts, true);
    let mut inexact = 0;
    for (((inst, code), text), line) in insts.iter().zip(&codes).zip(&texts).zip(&assembled) {
        let same = parse_llvm(line).is_some_and(|(_, w)| w == *code);
        inexact += usize::from(!same);
        if inst.text_is_exact_for(G8) != same {
            wrong.push(format!("{text}: llvm-mc {line}"));
        }
    }
    assert!(
        wrong.is_empty(),
        "{} wrong:\n{}",
        wrong.len(),
        wrong.join("\n")
    );
    assert!(
        texts.iter().any(|t| t.contains(", 0x3c00")),
        "no 16-bit integer source"
    );
    assert!(
        inexact > 0 && insts.len() > 500,
        "{inexact} {}",
        insts.len()
    );
}

/// gfx8's own 16-bit opcodes take a 16-bit literal: with a wider one the
/// crate refuses them for gfx8, as `llvm-mc-14 -mcpu=tonga` refuses the
/// whole value (`literal_16bit_wide_tonga.txt`; the crate's text for
/// such an instruction is LLVM's printer's, which writes the low half).
#[test]
fn gfx8_16bit_literals_past_16_bits_are_refused() {
    let wide = lit(0x1234_5678);
    let cases = [
        (
            Inst::Vop1 {
                op: Vop1::RcpF16,
                dst: v(0, 1),
                src0: wide,
            },
            "v_rcp_f16_e32 v0, 0x12345678",
        ),
        (
            Inst::Vop2 {
                op: Vop2::AddF16,
                dst: v(0, 1),
                src0: wide,
                src1: v(1, 1),
            },
            "v_add_f16_e32 v0, 0x12345678, v1",
        ),
        (
            Inst::Vop2 {
                op: Vop2::SubU16,
                dst: v(0, 1),
                src0: lit(0x1_0000),
                src1: v(1, 1),
            },
            "v_sub_u16_e32 v0, 0x10000, v1",
        ),
        (
            Inst::Vopc {
                op: Vopc::CmpClassF16,
                src0: wide,
                src1: v(1, 1),
            },
            "v_cmp_class_f16_e32 vcc, 0x12345678, v1",
        ),
        (
            Inst::Madk {
                op: Vop2::MadmkF16,
                dst: v(0, 1),
                src0: v(1, 1),
                src1: v(2, 1),
                k: 0x1_2345,
            },
            "v_madmk_f16 v0, v1, 0x12345, v2",
        ),
    ];
    let texts: Vec<String> = cases.iter().map(|(_, t)| t.to_string()).collect();
    let reference = llvm_reference_for("tonga", "isa/literal_16bit_wide_tonga.txt", &texts, true);
    for ((inst, text), line) in cases.iter().zip(&reference) {
        assert!(
            line.ends_with("; error: invalid operand for instruction"),
            "{text}: {line}"
        );
        let mut out = [0xAAAA_AAAAu32; 2];
        assert_eq!(
            inst.encode_for(G8, &mut out),
            Err(Error::Operand {
                operand: if matches!(inst, Inst::Madk { .. }) {
                    "k"
                } else {
                    "src0"
                }
            }),
            "{text}"
        );
        assert_eq!(out, [0xAAAA_AAAA; 2]);
    }
}
