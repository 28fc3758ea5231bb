//! What `llc-14` writes, against `gcn::isa`: a literal dword holding a
//! value an inline constant has prints as LLVM prints it.

use gcn::isa::Inst;
use gcn::regs::Gfx;

use crate::isa::{llvm_disassembly_for, llvm_reference_for, parse_llvm};

/// A literal dword holding 0..=64, as llc writes for a relocation's
/// placeholder (`s_mov_b32 s88, 0` for `SCRATCH_RSRC_DWORD0`), prints as
/// the integer, as `llvm-mc-14 --disassemble -mcpu=tonga` prints it at
/// 32-, 64- and 16-bit operands; the words encode back. Both ways: that
/// text assembles (llvm-mc-14 for tonga and bonaire) to the inline
/// constant, which [`Inst::text_is_exact`] says, while a literal past 64
/// assembles to the same words.
#[test]
fn literal_holding_a_small_integer_prints_as_llvm_does() {
    // s_mov_b32 s0, s_add_u32 s0, _, s1, v_mov_b32_e32 v0, v_add_f32_e32 v0,
    // _, v1, v_cvt_f32_f64_e32 v0 (a 64-bit source) and v_add_f16_e32 v0,
    // _, v1, each with a literal (source code 255).
    let firsts = [
        0xBE80_00FF,
        0x8000_01FF,
        0x7E00_02FF,
        0x0200_02FF,
        0x7E00_1EFF,
        0x3E00_02FF,
    ];
    let mut codes = Vec::new();
    for first in firsts {
        for value in [0, 1, 64, 65, 0x4120_0000] {
            // A 16-bit opcode's literal wider than 16 bits is refused (LLVM
            // prints its low half).
            if first != 0x3E00_02FF || value <= 0xFFFF {
                codes.push(vec![first, value]);
            }
        }
    }
    let disassembly = llvm_disassembly_for("tonga", "isa/gfx8_literal_disasm.txt", &codes);
    let g = Gfx::Gfx8;
    let mut texts = Vec::new();
    let mut insts = Vec::new();
    for (code, line) in codes.iter().zip(&disassembly) {
        let (llvm, _) = parse_llvm(line).unwrap();
        let (inst, n) = Inst::decode_for(code, g).unwrap();
        assert_eq!(inst.display_for(g).to_string(), llvm, "{code:08X?}");
        let mut out = [0u32; 2];
        assert_eq!(inst.encode_for(g, &mut out), Ok(n));
        assert_eq!(out[..n], code[..], "{llvm}");
        assert_eq!(inst.text_is_exact(), code[1] > 64, "{llvm}");
        texts.push(llvm);
        insts.push(inst);
    }
    assert!(texts.iter().any(|t| t == "s_mov_b32 s0, 0"));
    // The text back through llvm-mc-14: the inline constant for 0..=64.
    let assembled = llvm_reference_for("tonga", "isa/gfx8_literal.txt", &texts, false);
    for ((code, text), line) in codes.iter().zip(&texts).zip(&assembled) {
        let (_, words) = parse_llvm(line).unwrap();
        assert_eq!(words == *code, code[1] > 64, "{text}");
    }
    // gfx7 (no 16-bit opcode): the same instructions' text and words.
    let old: Vec<&Inst> = insts
        .iter()
        .filter(|i| !matches!(i, Inst::Vop2 { op, .. } if op.gfx8_only()))
        .collect();
    let texts7: Vec<String> = old
        .iter()
        .map(|i| i.display_for(Gfx::Gfx7).to_string())
        .collect();
    let assembled = llvm_reference_for("bonaire", "isa/gfx7_literal.txt", &texts7, false);
    assert_eq!(assembled.len(), old.len());
    for ((inst, text), line) in old.iter().zip(&texts7).zip(&assembled) {
        let mut out = [0u32; 2];
        let n = inst.encode_for(Gfx::Gfx7, &mut out).unwrap();
        let (llvm, words) = parse_llvm(line).unwrap();
        assert_eq!(llvm, *text);
        let literal = out[1];
        assert_eq!(words == out[..n], literal > 64, "{text}");
    }
}
