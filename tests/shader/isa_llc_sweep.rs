//! Broad `llc-14` output against `gcn::isa`: small shaders under
//! `tests/data/shader/sweep/` (f16 packing with SDWA, DPP and lane
//! operations, 64-bit and double math, divisions, loops and kills, private
//! arrays, image and buffer memory, LDS atomics, interpolation, exports,
//! messages), compiled at `-O2` and `-O0` for tonga, bonaire and tahiti
//! (`-O3` builds what `-O2` does, which the test checks).
//!
//! The objects are committed (`{shader}_{cpu}[_O0].o`) and checked to be
//! what `llc-14` builds today when it is installed. For gfx8 every
//! instruction of `.text` decodes to the text `llvm-objdump-14 -d
//! --mcpu=tonga` prints (`{object}.objdump.txt`, without branch targets' labels) and encodes back to its
//! dwords. LLVM 14 cannot disassemble gfx6 and gfx7: there every
//! instruction decodes, its printed text assembles with `llvm-mc-14
//! -mcpu=bonaire|tahiti -show-encoding` (`{object}.mc.txt`) to exactly the
//! object's dwords, or, where the text cannot say every bit
//! ([`Inst::text_is_exact`]), to dwords that decode to the same text. Without LLVM the committed files are used; with
//! `GCN_REGEN=1` they are rewritten.

use std::path::PathBuf;
use std::process::Command;

use gcn::isa::Inst;
use gcn::regs::Gfx;
use gcn::shader::code_object::elf_section;

use crate::data_source::{committed, note};
use crate::isa::{llvm_disassembly_for, llvm_reference_for, parse_llvm};

/// The shaders and the generations llc-14 compiles each for (DPP and
/// 16-bit interpolation are gfx8's only).
const SHADERS: [(&str, &[&str]); 16] = [
    ("f16_pack_ps", ALL),
    ("bytes_ps", ALL),
    ("sdwa_cs", ALL),
    ("f16_export_ps", ALL),
    ("wave_cs", GFX8),
    ("wave_gfx7_cs", ALL),
    ("int64_cs", ALL),
    ("loop_ps", ALL),
    ("scratch_index_cs", ALL),
    ("image_ps", ALL),
    ("buffer_cs", ALL),
    ("interp_ps", ALL),
    ("interp16_ps", GFX8),
    ("gs_msg_gs", ALL),
    ("hs_hs", ALL),
    ("vs_vs", ALL),
];
const ALL: &[&str] = &["tonga", "bonaire", "tahiti"];
const GFX8: &[&str] = &["tonga"];
/// `llc` optimisation levels: `-O3` builds what `-O2` (the default) does.
const LEVELS: [&str; 2] = ["O2", "O0"];

fn regen() -> bool {
    std::env::var_os("GCN_REGEN").is_some_and(|v| v == "1")
}

fn sweep(file: &str) -> PathBuf {
    committed().join("shader/sweep").join(file)
}

/// The object's file name (without `.o`): `-O2` is the plain name.
fn object_name(shader: &str, cpu: &str, level: &str) -> String {
    match level {
        "O2" => format!("{shader}_{cpu}"),
        _ => format!("{shader}_{cpu}_{level}"),
    }
}

/// Every object the sweep covers: name, shader, cpu and level.
fn objects() -> Vec<(String, &'static str, &'static str, &'static str)> {
    let mut out = Vec::new();
    for (shader, cpus) in SHADERS {
        for &cpu in cpus {
            for level in LEVELS {
                out.push((object_name(shader, cpu, level), shader, cpu, level));
            }
        }
    }
    out
}

/// The object `llc-14 -{level} -mcpu={cpu}` builds from `{shader}.ll`, or
/// `None` without llc-14.
fn llc(shader: &str, cpu: &str, level: &str) -> Option<Vec<u8>> {
    let out = std::env::temp_dir().join(format!(
        "gcn-sweep-{}-{shader}-{cpu}-{level}.o",
        std::process::id()
    ));
    let built = Command::new("llc-14")
        .arg(format!("-{level}"))
        .args([
            "-mtriple=amdgcn--",
            &format!("-mcpu={cpu}"),
            "-filetype=obj",
            "-o",
        ])
        .arg(&out)
        .arg(sweep(&format!("{shader}.ll")))
        .output();
    match built {
        Ok(o) => {
            assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
            let fresh = std::fs::read(&out).unwrap();
            let _ = std::fs::remove_file(&out);
            Some(fresh)
        }
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => None,
        Err(e) => panic!("llc-14: {e}"),
    }
}

/// The committed object's `.text` as dwords, after checking it is what
/// `llc-14` builds today (`false` in the second place without llc-14); at
/// `-O2`, `-O3` builds the same object.
fn code(name: &str, shader: &str, cpu: &str, level: &str) -> (Vec<u32>, bool) {
    let path = sweep(&format!("{name}.o"));
    let present = match llc(shader, cpu, level) {
        Some(fresh) => {
            if level == "O2" {
                assert!(
                    llc(shader, cpu, "O3").as_ref() == Some(&fresh),
                    "{name}: -O3 builds another object than -O2; sweep it too"
                );
            }
            if regen() {
                std::fs::write(&path, &fresh).unwrap();
            }
            assert!(
                std::fs::read(&path).unwrap_or_default() == fresh,
                "{name}.o is not what llc-14 builds; rerun with GCN_REGEN=1"
            );
            true
        }
        None => false,
    };
    let bytes = std::fs::read(&path).unwrap();
    let text = elf_section(&bytes, ".text").unwrap();
    assert_eq!(text.len() % 4, 0, "{name}");
    let words = text
        .chunks(4)
        .map(|c| u32::from_le_bytes(c.try_into().unwrap()))
        .collect();
    (words, present)
}

/// What `llvm-objdump-14 -d --mcpu=tonga` prints for the committed object
/// `name`: per instruction its text and dwords, checked against (or with
/// `GCN_REGEN=1` written to) `{name}.objdump.txt`; without LLVM, that file.
fn objdump(name: &str) -> Vec<(String, Vec<u32>)> {
    let path = sweep(&format!("{name}.objdump.txt"));
    let dump = Command::new("llvm-objdump-14")
        .args(["-d", "--mcpu=tonga"])
        .arg(sweep(&format!("{name}.o")))
        .output();
    match dump {
        Ok(o) => {
            assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
            let mut lines = Vec::new();
            for l in String::from_utf8(o.stdout).unwrap().lines() {
                if let Some((text, enc)) = l.split_once("// ") {
                    let words = enc.split_once(": ").unwrap().1;
                    // A branch's target, `<main+0x..>`, is left out.
                    let words = words.split(" <").next().unwrap().trim();
                    lines.push(format!("{} ; {words}", text.trim()));
                }
            }
            let file = lines.join("\n") + "\n";
            if regen() {
                std::fs::write(&path, &file).unwrap();
            }
            assert!(
                std::fs::read_to_string(&path).unwrap_or_default() == file,
                "{} is not what llvm-objdump-14 prints; rerun with GCN_REGEN=1",
                path.display()
            );
        }
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => note(&format!(
            "isa sweep: llvm-objdump-14 not found; comparing against the committed {}",
            path.display()
        )),
        Err(e) => panic!("llvm-objdump-14: {e}"),
    }
    std::fs::read_to_string(&path)
        .unwrap()
        .lines()
        .map(|l| {
            let (text, words) = l.rsplit_once(" ; ").unwrap();
            let words = words
                .split_whitespace()
                .map(|w| u32::from_str_radix(w, 16).unwrap())
                .collect();
            (text.to_string(), words)
        })
        .collect()
}

/// Every instruction of the gfx8 objects decodes for gfx8 to the text
/// llvm-objdump-14 prints and encodes back to its dwords.
#[test]
fn llc_sweep_decodes_for_tonga_to_objdumps_text() {
    let g = Gfx::Gfx8;
    let (mut count, mut objs, mut llc) = (0, 0, true);
    let mut wrong = Vec::new();
    for (name, shader, cpu, level) in objects() {
        if cpu != "tonga" {
            continue;
        }
        let (code, present) = code(&name, shader, cpu, level);
        llc &= present;
        let reference = objdump(&name);
        let mut at = 0;
        for (text, words) in &reference {
            assert_eq!(
                code.get(at..at + words.len()),
                Some(&words[..]),
                "{name}: {text}"
            );
            count += 1;
            match Inst::decode_for(&code[at..], g) {
                Ok((inst, n)) => {
                    let ours = inst.display_for(g).to_string();
                    let mut out = [0u32; 2];
                    let back = inst.encode_for(g, &mut out);
                    if n != words.len() || ours != *text || back != Ok(n) || out[..n] != words[..] {
                        wrong.push(format!("{name}: {text} {words:08X?}: decoded as {ours} ({n} dwords), encodes {back:?} {:08X?}", &out[..n.min(2)]));
                    }
                }
                Err(e) => wrong.push(format!("{name}: {text} {words:08X?}: {e}")),
            }
            at += words.len();
        }
        assert_eq!(at, code.len(), "{name}: objdump covers the whole .text");
        objs += 1;
    }
    if !llc {
        note("isa sweep: llc-14 not found; the committed gfx8 objects are not rebuilt");
    }
    note(&format!(
        "isa sweep: {count} instructions of {objs} tonga objects against llvm-objdump-14"
    ));
    assert!(
        wrong.is_empty(),
        "{} wrong:\n{}",
        wrong.len(),
        wrong.join("\n")
    );
    assert!(count > 1500, "{count}");
}

/// Every instruction of the gfx6 and gfx7 objects decodes, and what the
/// crate prints assembles with llvm-mc-14 to exactly the object's dwords.
#[test]
fn llc_sweep_for_bonaire_and_tahiti_reassembles_to_the_same_dwords() {
    let mut wrong = Vec::new();
    let mut llc = true;
    for (gfx, cpu) in [(Gfx::Gfx7, "bonaire"), (Gfx::Gfx6, "tahiti")] {
        let (mut count, mut objs, mut lossy) = (0, 0, 0);
        for (name, shader, c, level) in objects() {
            if c != cpu {
                continue;
            }
            let (code, present) = code(&name, shader, cpu, level);
            llc &= present;
            let mut texts = Vec::new();
            let mut exact = Vec::new();
            let mut spans = Vec::new();
            let mut at = 0;
            while at < code.len() {
                match Inst::decode_for(&code[at..], gfx) {
                    Ok((inst, n)) => {
                        texts.push(inst.display_for(gfx).to_string());
                        exact.push(inst.text_is_exact());
                        spans.push(at..at + n);
                        at += n;
                    }
                    Err(e) => {
                        wrong.push(format!("{name}: dword {at} {:08X}: {e}", code[at]));
                        // The rest is not read: a failed decode has no length.
                        break;
                    }
                }
            }
            let reference =
                llvm_reference_for(cpu, &format!("shader/sweep/{name}.mc.txt"), &texts, true);
            assert_eq!(reference.len(), texts.len(), "{name}");
            for (((text, span), line), &exact) in
                texts.iter().zip(&spans).zip(&reference).zip(&exact)
            {
                count += 1;
                match parse_llvm(line) {
                    Some((_, words)) if exact && words == code[span.clone()] => {}
                    // Bits the text cannot say (an `exp` source's register
                    // in a disabled channel, a literal holding an inline
                    // constant): LLVM's words for the text decode to it.
                    Some((_, words))
                        if !exact
                            && Inst::decode_for(&words, gfx)
                                .map(|(i, n)| (i.display_for(gfx).to_string(), n))
                                == Ok((text.clone(), words.len())) =>
                    {
                        lossy += 1;
                    }
                    Some((_, words)) => wrong.push(format!(
                        "{name}: {text}: object {:08X?}, llvm-mc {words:08X?}",
                        &code[span.clone()]
                    )),
                    None => wrong.push(format!(
                        "{name}: {line} (object {:08X?})",
                        &code[span.clone()]
                    )),
                }
            }
            objs += 1;
        }
        note(&format!(
            "isa sweep: {count} instructions of {objs} {cpu} objects against llvm-mc-14's encodings ({lossy} with bits their text cannot say)"
        ));
        assert!(
            count > 1500 && lossy < count / 100,
            "{cpu}: {count} {lossy}"
        );
    }
    if !llc {
        note("isa sweep: llc-14 not found; the committed gfx6/gfx7 objects are not rebuilt");
    }
    assert!(
        wrong.is_empty(),
        "{} wrong:\n{}",
        wrong.len(),
        wrong.join("\n")
    );
}

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
