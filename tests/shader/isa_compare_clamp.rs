//! `clamp` on the 64-bit (`VOP3`) form of the vector compares: gfx8's
//! assembler takes it on the float compares (not the class tests, not the
//! integer ones), bonaire's and tahiti's refuse it on every compare
//! ("integer clamping is not supported on this GPU"), against
//! `llvm-mc-14 -mcpu=tonga|bonaire|tahiti` both ways (`tests/data/isa/compare_clamp_*.txt`;
//! `GCN_REGEN=1` rewrites them).

use gcn::isa::{Inst, Operand, Vop3Inst, Vop3Op, Vopc};
use gcn::regs::Gfx;

use crate::isa::{llvm_disassembly_for, llvm_reference_for, parse_llvm};

/// Every compare of `gfx` in its `VOP3` form with `clamp`.
fn clamped(gfx: Gfx) -> Vec<Inst> {
    Vopc::ALL
        .iter()
        .filter(|o| o.on(gfx))
        .map(|&op| {
            let w = op.shape();
            let src = [
                Operand::vgprs(2, w.src0).unwrap(),
                Operand::vgprs(4, w.src1).unwrap(),
                Operand::ZERO,
            ];
            Inst::Vop3(Vop3Inst {
                clamp: true,
                ..Vop3Inst::new(Vop3Op::Vopc(op), Operand::sgprs(0, 2).unwrap(), src)
            })
        })
        .collect()
}

/// Whether the compare is a float one (`neg`/`abs` on both sources), not a
/// class test or an integer compare.
fn float_compare(inst: &Inst) -> bool {
    let Inst::Vop3(v) = inst else { return false };
    let Vop3Op::Vopc(op) = v.op else { return false };
    let name = op.mnemonic();
    !name.contains("class")
        && (name.ends_with("_f16") || name.ends_with("_f32") || name.ends_with("_f64"))
}

/// tonga: `llvm-mc-14` assembles the crate's text of exactly the float
/// compares with `clamp` (`compare_clamp_tonga.txt`), to the crate's gfx8
/// dwords, which `text_is_exact_for(Gfx8)` says; its disassembler prints
/// those dwords as the crate decodes them (`compare_clamp_tonga_disasm.txt`).
#[test]
fn gfx8_float_compares_take_clamp() {
    let g = Gfx::Gfx8;
    let insts = clamped(g);
    let texts: Vec<String> = insts.iter().map(|i| i.display_for(g).to_string()).collect();
    let reference = llvm_reference_for("tonga", "isa/compare_clamp_tonga.txt", &texts, true);
    let mut wrong = Vec::new();
    let mut codes = Vec::new();
    for ((inst, text), line) in insts.iter().zip(&texts).zip(&reference) {
        let mut out = [0u32; 2];
        let n = inst.encode_for(g, &mut out).unwrap();
        let llvm = parse_llvm(line);
        let ok = match llvm {
            Some((ref t, ref want)) => {
                codes.push(want.clone());
                t == text
                    && want[..] == out[..n]
                    && float_compare(inst)
                    && inst.text_is_exact_for(g)
            }
            None => {
                line.ends_with("; error: invalid operand for instruction")
                    && !float_compare(inst)
                    && !inst.text_is_exact_for(g)
            }
        };
        if !ok {
            wrong.push(format!(
                "{text}: exact {}; llvm-mc {line}",
                inst.text_is_exact_for(g)
            ));
        }
    }
    assert!(
        wrong.is_empty(),
        "{} wrong:\n{}",
        wrong.len(),
        wrong.join("\n")
    );
    // Both ways: LLVM's disassembly of those words is the crate's text.
    let disassembly = llvm_disassembly_for("tonga", "isa/compare_clamp_tonga_disasm.txt", &codes);
    for (code, line) in codes.iter().zip(&disassembly) {
        let (llvm, _) = parse_llvm(line).unwrap();
        let (inst, n) = Inst::decode_for(code, g).unwrap();
        assert_eq!((inst.display_for(g).to_string(), n), (llvm, 2));
        assert!(inst.text_is_exact_for(g));
    }
    assert!(
        codes.len() > 90 && codes.len() < insts.len(),
        "{}",
        codes.len()
    );
    assert!(
        texts
            .iter()
            .any(|t| t == "v_cmp_lt_f32_e64 s[0:1], v2, v4 clamp")
    );
}

/// bonaire and tahiti refuse `clamp` on every compare
/// (`compare_clamp_{cpu}.txt`): the crate keeps the bit (its words encode
/// and decode) and `text_is_exact_for` is false.
#[test]
fn gfx6_and_gfx7_compares_refuse_clamp() {
    for (gfx, cpu) in [(Gfx::Gfx7, "bonaire"), (Gfx::Gfx6, "tahiti")] {
        let insts = clamped(gfx);
        let texts: Vec<String> = insts
            .iter()
            .map(|i| i.display_for(gfx).to_string())
            .collect();
        let reference =
            llvm_reference_for(cpu, &format!("isa/compare_clamp_{cpu}.txt"), &texts, true);
        let mut floats = 0;
        for ((inst, text), line) in insts.iter().zip(&texts).zip(&reference) {
            let want = if float_compare(inst) {
                floats += 1;
                "; error: integer clamping is not supported on this GPU"
            } else {
                "; error: invalid operand for instruction"
            };
            assert!(line.ends_with(want), "{cpu}: {text}: {line}");
            assert!(
                !inst.text_is_exact_for(gfx) && !inst.text_is_exact(),
                "{text}"
            );
            let mut out = [0u32; 2];
            let n = inst.encode_for(gfx, &mut out).unwrap();
            assert_eq!(Inst::decode_for(&out[..n], gfx), Ok((*inst, 2)), "{text}");
        }
        assert!(floats > 50 && floats < insts.len(), "{cpu}");
    }
}
