//! gfx8's sub-dword addressing (SDWA) forms of `VOP1`, `VOP2` and `VOPC`
//! opcodes, encoded, decoded and printed by `gcn::isa`, against LLVM's
//! assembler and disassembler for gfx8 (`llvm-mc-14 -mcpu=tonga`).
//!
//! `tests/data/isa/gfx8_sdwa*.txt` hold what `llvm-mc` printed, so the
//! comparison runs where LLVM is not installed; with LLVM present the files
//! are checked to be what LLVM prints today (`GCN_REGEN=1` rewrites them).

use gcn::isa::{Error, Inst, SdwaInst, SdwaSel, SdwaUnused, Vop1, Vop2, Vop3Op, Vopc, takes_sdwa};
use gcn::regs::Gfx;

use crate::isa::{
    llvm_decoded_whole, llvm_disassembly_each_for, llvm_disassembly_for, llvm_reference_for,
    parse_llvm,
};

const G: Gfx = Gfx::Gfx8;

/// Every `VOP1`, `VOP2` and `VOPC` opcode gfx8 has.
pub(crate) fn opcodes() -> Vec<Vop3Op> {
    let mut ops = Vec::new();
    ops.extend(Vop1::ALL.iter().map(|&o| Vop3Op::Vop1(o)));
    ops.extend(Vop2::ALL.iter().map(|&o| Vop3Op::Vop2(o)));
    ops.extend(Vopc::ALL.iter().map(|&o| Vop3Op::Vopc(o)));
    ops.retain(|o| match *o {
        Vop3Op::Vop1(o) => o.on(G),
        Vop3Op::Vop2(o) => o.on(G),
        Vop3Op::Vopc(o) => o.on(G),
        Vop3Op::Vop3(_) => false,
    });
    ops
}

/// The text of `op`'s SDWA form with every field at LLVM's default, for
/// asking LLVM whether it has one (for opcodes the crate refuses too).
fn probe_text(op: Vop3Op) -> String {
    let (name, operands, sels) = match op {
        // No operands, no selections (LLVM's `v_nop_sdwa` has all fields 0).
        Vop3Op::Vop1(Vop1::Nop) => return "v_nop_sdwa".to_string(),
        Vop3Op::Vop1(o) => (
            format!("{}_sdwa", o.mnemonic_for(G)),
            "v0, v1",
            " dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD",
        ),
        Vop3Op::Vop2(o) => {
            let ops = match o.shape() {
                gcn::isa::VShape::Cndmask => "v0, v1, v2, vcc",
                gcn::isa::VShape::CarryOut => "v0, vcc, v1, v2",
                gcn::isa::VShape::CarryInOut => "v0, vcc, v1, v2, vcc",
                gcn::isa::VShape::Readlane => "s0, v1, s2",
                gcn::isa::VShape::Writelane => "v0, s1, s2",
                gcn::isa::VShape::Madk => "v0, v1, 0x1234, v2",
                _ => "v0, v1, v2",
            };
            (
                format!("{}_sdwa", o.mnemonic_for(G)),
                ops,
                " dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD src1_sel:DWORD",
            )
        }
        Vop3Op::Vopc(o) => {
            let w = o.shape();
            let ops = if w.src0 == 2 {
                "vcc, v[2:3], v[4:5]"
            } else {
                "vcc, v1, v2"
            };
            (
                format!("{}_sdwa", o.mnemonic_for(G)),
                ops,
                " src0_sel:DWORD src1_sel:DWORD",
            )
        }
        Vop3Op::Vop3(_) => unreachable!(),
    };
    format!("{name} {operands}{sels}")
}

/// `takes_sdwa` holds for exactly the opcodes whose SDWA form
/// `llvm-mc-14 -mcpu=tonga` assembles (`tests/data/isa/gfx8_sdwa_opcodes.txt`),
/// and those forms encode and print as LLVM does.
#[test]
fn sdwa_opcodes_are_the_ones_llvm_takes() {
    let ops = opcodes();
    let texts: Vec<String> = ops.iter().map(|&o| probe_text(o)).collect();
    let reference = llvm_reference_for("tonga", "isa/gfx8_sdwa_opcodes.txt", &texts, true);
    let mut wrong = Vec::new();
    let mut taken = 0;
    for ((&op, text), line) in ops.iter().zip(&texts).zip(&reference) {
        let llvm = parse_llvm(line);
        if llvm.is_some() != takes_sdwa(op) {
            wrong.push(text.clone());
            continue;
        }
        let Some((_, want)) = llvm else { continue };
        taken += 1;
        let (dst, src1) = match op {
            Vop3Op::Vopc(_) => (0, 2),
            Vop3Op::Vop1(_) => (0, 0),
            _ => (0, 2),
        };
        let inst = Inst::Sdwa(SdwaInst::new(op, dst, 1, src1));
        let mut out = [0u32; 2];
        let n = inst.encode_for(G, &mut out);
        if n != Ok(2) || out[..] != want[..] {
            wrong.push(format!("{text}: crate {out:x?}, llvm {want:x?}"));
        }
    }
    assert!(wrong.is_empty(), "{wrong:#?}");
    assert!(taken > 200, "{taken}");
}

/// For every opcode with an SDWA form, the modifier the crate takes on
/// each source (`neg` and `abs` on a floating-point one, else `sext`) is
/// one `llvm-mc-14 -mcpu=tonga` takes there, with `clamp`, and the crate's
/// dwords are LLVM's (`tests/data/isa/gfx8_sdwa_modifiers.txt`).
#[test]
fn sdwa_source_modifiers_are_llvms() {
    let mut insts = Vec::new();
    for op in opcodes().into_iter().filter(|&o| takes_sdwa(o)) {
        let sources = match op {
            Vop3Op::Vop1(Vop1::Nop) => 0,
            Vop3Op::Vop1(_) => 1,
            _ => 2,
        };
        let (dst, src1) = match op {
            Vop3Op::Vop1(_) => (0, 0),
            _ => (0, 2),
        };
        for i in 0..sources {
            let bit = 1 << i;
            let float = SdwaInst {
                neg: bit,
                abs: bit,
                clamp: true,
                ..SdwaInst::new(op, dst, 1, src1)
            };
            let int = SdwaInst {
                sext: bit,
                clamp: true,
                ..SdwaInst::new(op, dst, 1, src1)
            };
            let float_ok = Inst::Sdwa(float).encode_for(G, &mut [0; 2]).is_ok();
            let int_ok = Inst::Sdwa(int).encode_for(G, &mut [0; 2]).is_ok();
            assert!(float_ok != int_ok, "{op:?} source {i}");
            insts.push(Inst::Sdwa(if float_ok { float } else { int }));
        }
    }
    let texts: Vec<String> = insts.iter().map(|i| i.display_for(G).to_string()).collect();
    let reference = llvm_reference_for("tonga", "isa/gfx8_sdwa_modifiers.txt", &texts, true);
    let mut wrong = Vec::new();
    for ((inst, text), line) in insts.iter().zip(&texts).zip(&reference) {
        let mut out = [0u32; 2];
        let ours = inst.encode_for(G, &mut out);
        match parse_llvm(line) {
            Some((t, want)) if t == *text && ours == Ok(2) && out[..] == want[..] => {}
            _ => wrong.push(line.clone()),
        }
    }
    assert!(wrong.is_empty(), "{wrong:#?}");
    assert!(insts.len() > 300, "{}", insts.len());
}

/// SDWA cases: every selection and `dst_unused` value, `clamp`, and the
/// modifiers of floating-point (`neg`, `abs`) and integer (`sext`)
/// sources, in each operand shape.
fn sdwa_cases() -> Vec<Inst> {
    let mut c = Vec::new();
    let add = Vop3Op::Vop2(Vop2::AddF32);
    for &sel in SdwaSel::ALL {
        for i in 0..3 {
            let mut s = SdwaInst::new(add, 0, 1, 2);
            match i {
                0 => s.dst_sel = sel,
                1 => s.src_sel[0] = sel,
                _ => s.src_sel[1] = sel,
            }
            c.push(s);
        }
    }
    for &unused in SdwaUnused::ALL {
        c.push(SdwaInst {
            dst_unused: unused,
            dst_sel: SdwaSel::Word1,
            ..SdwaInst::new(add, 3, 4, 5)
        });
    }
    for (neg, abs, clamp) in [(1, 0, false), (2, 1, true), (3, 3, false), (0, 2, true)] {
        c.push(SdwaInst {
            neg,
            abs,
            clamp,
            ..SdwaInst::new(add, 255, 254, 253)
        });
    }
    for (op, sext) in [
        (Vop3Op::Vop2(Vop2::AddI32), 1),
        (Vop3Op::Vop2(Vop2::AddcU32), 3),
        (Vop3Op::Vop2(Vop2::CndmaskB32), 2),
        (Vop3Op::Vop2(Vop2::AndB32), 3),
        (Vop3Op::Vop2(Vop2::AddU16), 1),
        (Vop3Op::Vop1(Vop1::MovB32), 1),
        (Vop3Op::Vop1(Vop1::CvtF32I32), 1),
        (Vop3Op::Vopc(Vopc::CmpEqU32), 1),
        (Vop3Op::Vopc(Vopc::CmpClassF32), 2),
    ] {
        let one = matches!(op, Vop3Op::Vop1(_));
        c.push(SdwaInst {
            sext,
            src_sel: [
                SdwaSel::Byte1,
                if one { SdwaSel::Byte0 } else { SdwaSel::Word0 },
            ],
            ..SdwaInst::new(op, 6, 7, 8)
        });
    }
    for (op, neg, abs) in [
        (Vop3Op::Vop1(Vop1::CvtF32F16), 1, 0),
        (Vop3Op::Vop1(Vop1::RcpF16), 0, 1),
        (Vop3Op::Vop2(Vop2::MacF32), 2, 1),
        (Vop3Op::Vop2(Vop2::MulF16), 3, 0),
        (Vop3Op::Vopc(Vopc::CmpLtF32), 1, 2),
        (Vop3Op::Vopc(Vopc::CmpxNeqF16), 2, 2),
        (Vop3Op::Vopc(Vopc::CmpClassF16), 1, 0),
    ] {
        let one = matches!(op, Vop3Op::Vop1(_));
        c.push(SdwaInst {
            neg,
            abs,
            clamp: true,
            src_sel: [
                SdwaSel::Word1,
                if one { SdwaSel::Byte0 } else { SdwaSel::Byte3 },
            ],
            ..SdwaInst::new(op, 9, 10, 11)
        });
    }
    let mut c: Vec<Inst> = c.into_iter().map(Inst::Sdwa).collect();
    // Refused by both: sext on a float source, neg on an integer one, an
    // opcode without an SDWA form, `v_mac_*` selecting part of its
    // destination.
    for s in [
        SdwaInst {
            sext: 1,
            ..SdwaInst::new(add, 0, 1, 2)
        },
        SdwaInst {
            neg: 1,
            ..SdwaInst::new(Vop3Op::Vop2(Vop2::AndB32), 0, 1, 2)
        },
        SdwaInst::new(Vop3Op::Vop2(Vop2::MadmkF32), 0, 1, 2),
        // `v_mac_*` takes only `dst_sel:DWORD`.
        SdwaInst {
            dst_sel: SdwaSel::Word0,
            ..SdwaInst::new(Vop3Op::Vop2(Vop2::MacF32), 0, 1, 2)
        },
        SdwaInst {
            dst_sel: SdwaSel::Byte2,
            ..SdwaInst::new(Vop3Op::Vop2(Vop2::MacF16), 0, 1, 2)
        },
    ] {
        c.push(Inst::Sdwa(s));
    }
    c
}

/// Every SDWA case, as the crate prints it for gfx8, is what `llvm-mc-14
/// -mcpu=tonga` prints back (`tests/data/isa/gfx8_sdwa.txt`) with the
/// crate's dwords, which decode to the text `llvm-mc-14 --disassemble`
/// prints (`gfx8_sdwa_disasm.txt`) and encode back; what LLVM refuses, the
/// crate refuses; gfx6 and gfx7 refuse every SDWA form.
#[test]
fn sdwa_forms_match_llvm() {
    let (assembled, refused) = two_dword_forms_match_llvm(&sdwa_cases(), "sdwa");
    assert!(assembled > 40 && refused == 5, "{assembled} {refused}");
}

/// Each SDWA encoding of `tests/data/isa/gfx8_sdwa.txt` with any one bit
/// flipped decodes for gfx8 to an instruction that encodes back to exactly
/// those dwords, or is refused.
#[test]
fn sdwa_bit_flips_decode_exactly_or_not_at_all() {
    assert!(two_dword_bit_flips("sdwa") > 40);
}

/// Checks two-dword gfx8 forms (SDWA, DPP) against LLVM: each case, as the
/// crate prints it, is what `llvm-mc-14 -mcpu=tonga` prints back
/// (`tests/data/isa/gfx8_{kind}.txt`) with the crate's dwords, which decode
/// to the same instruction and to the text `llvm-mc-14 --disassemble`
/// prints (`gfx8_{kind}_disasm.txt`); what LLVM refuses, the crate refuses
/// and writes nothing; gfx6 and gfx7 refuse every case. Gives the numbers
/// of cases LLVM assembled and refused.
pub(crate) fn two_dword_forms_match_llvm(insts: &[Inst], kind: &str) -> (usize, usize) {
    let texts: Vec<String> = insts.iter().map(|i| i.display_for(G).to_string()).collect();
    let reference = llvm_reference_for("tonga", &format!("isa/gfx8_{kind}.txt"), &texts, true);
    let encodings: Vec<Vec<u32>> = reference
        .iter()
        .filter_map(|l| parse_llvm(l).map(|(_, w)| w))
        .collect();
    let disassembly =
        llvm_disassembly_for("tonga", &format!("isa/gfx8_{kind}_disasm.txt"), &encodings);
    let mut dis = disassembly.iter();
    let mut failed = Vec::new();
    let (mut assembled, mut refused) = (0, 0);
    for ((inst, text), line) in insts.iter().zip(&texts).zip(&reference) {
        let mut out = [0xAAAA_AAAAu32; 2];
        let ours = inst.encode_for(G, &mut out).map(|n| out[..n].to_vec());
        for old in [Gfx::Gfx6, Gfx::Gfx7] {
            assert!(matches!(
                inst.encode_for(old, &mut [0; 2]),
                Err(Error::NotOnGfx { .. })
            ));
        }
        match parse_llvm(line) {
            Some((llvm_text, want)) => {
                assembled += 1;
                let d = dis.next().unwrap();
                let decoded = Inst::decode_for(&want, G);
                let ok = llvm_text == *text
                    && ours.as_ref() == Ok(&want)
                    && decoded.as_ref().is_ok_and(|(i, n)| {
                        *n == 2
                            && i == inst
                            && Some(i.display_for(G).to_string()) == parse_llvm(d).map(|(t, _)| t)
                    });
                if !ok {
                    failed.push(format!("{text}: {ours:x?} {decoded:?}; {line}; {d}"));
                }
                assert!(Inst::decode_for(&want, Gfx::Gfx7).is_err());
            }
            None => {
                refused += 1;
                if ours.is_ok() || out != [0xAAAA_AAAA; 2] {
                    failed.push(format!("{text}: crate {ours:x?}, llvm: {line}"));
                }
            }
        }
    }
    assert!(failed.is_empty(), "{failed:#?}");
    (assembled, refused)
}

/// Flips each bit of each encoding of `tests/data/isa/gfx8_{kind}.txt`:
/// every flipped word decodes for gfx8 to an instruction that encodes back
/// to exactly those dwords, or is refused, and both happen. Gives the
/// number of encodings.
pub(crate) fn two_dword_bit_flips(kind: &str) -> usize {
    let text = std::fs::read_to_string(
        crate::data_source::committed().join(format!("isa/gfx8_{kind}.txt")),
    )
    .unwrap();
    let encodings: Vec<Vec<u32>> = text
        .lines()
        .filter_map(parse_llvm)
        .map(|(_, w)| w)
        .collect();
    let (mut decoded, mut refused) = (0, 0);
    for want in &encodings {
        for bit in 0..64 {
            let mut code = want.clone();
            code[bit / 32] ^= 1 << (bit % 32);
            match Inst::decode_for(&code, G) {
                Ok((inst, n)) => {
                    let mut out = [0u32; 2];
                    assert_eq!(inst.encode_for(G, &mut out), Ok(n), "{code:x?}");
                    assert_eq!(out[..n], code[..n]);
                    decoded += 1;
                }
                Err(_) => refused += 1,
            }
        }
    }
    assert!(decoded > 0 && refused > 0);
    encodings.len()
}

/// Whether `llvm-mc-14 -mcpu=tonga --disassemble` would print an SDWA
/// selection of 7 (reserved) for `op`'s words, on which it aborts: a
/// selection of a destination or source the opcode has.
fn llvm_prints_reserved_sel(op: Vop3Op, w1: u32) -> bool {
    let sel = |at: u32| w1 >> at & 7 == 7;
    match op {
        Vop3Op::Vop1(Vop1::Nop) => false,
        Vop3Op::Vop1(_) => sel(8) || sel(16),
        Vop3Op::Vop2(_) => sel(8) || sel(16) || sel(24),
        _ => sel(16) || sel(24),
    }
}

/// Words of the SDWA sweep: for every opcode with an SDWA form, the
/// crate's encoding of [`SdwaInst::new`] with each bit of the second dword
/// flipped, and for `v_nop` and four compares every destination selection
/// and `dst_unused` value, reserved ones too (but what makes LLVM abort,
/// [`llvm_prints_reserved_sel`]).
fn sdwa_sweep_words() -> Vec<(Vop3Op, [u32; 2])> {
    let ops = [
        Vop3Op::Vop1(Vop1::Nop),
        Vop3Op::Vop1(Vop1::MovB32),
        Vop3Op::Vop2(Vop2::AddF32),
        Vop3Op::Vop2(Vop2::AndB32),
        Vop3Op::Vopc(Vopc::CmpEqF32),
        Vop3Op::Vopc(Vopc::CmpxGtI32),
        Vop3Op::Vopc(Vopc::CmpClassF16),
        Vop3Op::Vopc(Vopc::CmpLtU16),
    ];
    let mut words = Vec::new();
    for op in opcodes().into_iter().filter(|&o| takes_sdwa(o)) {
        let mut base = [0u32; 2];
        Inst::Sdwa(SdwaInst::new(op, 3, 4, 5))
            .encode_for(G, &mut base)
            .unwrap();
        words.push((op, base));
        for bit in 0..32 {
            words.push((op, [base[0], base[1] ^ 1 << bit]));
        }
        if ops.contains(&op) && matches!(op, Vop3Op::Vopc(_) | Vop3Op::Vop1(Vop1::Nop)) {
            for dst in 0..32 {
                words.push((op, [base[0], base[1] & !0x1F00 | dst << 8]));
            }
        }
    }
    words.retain(|&(op, [_, w1])| !llvm_prints_reserved_sel(op, w1));
    words
}

/// Words through `llvm-mc-14 --disassemble -mcpu=tonga`
/// (`tests/data/isa/gfx8_sdwa_sweep_disasm.txt`): the crate decodes for
/// gfx8 exactly the SDWA words LLVM decodes as one two-dword instruction,
/// but for those whose bits LLVM does not keep (it re-encodes them
/// otherwise: bits 14, 15, 22, 23, 30 and 31, which no field holds) and
/// those holding a reserved selection (7) or `dst_unused` (3), or a
/// `v_mac_*` destination selection other than DWORD (which LLVM's
/// assembler refuses), which the crate refuses where LLVM decodes them; it
/// keeps the destination bits of
/// `v_nop` and the compares, which LLVM drops. Its text is LLVM's
/// (`v_nop_sdwa` where LLVM writes `v_nop`, the text of the one-dword
/// word). That text through `llvm-mc-14 -mcpu=tonga`
/// (`gfx8_sdwa_sweep.txt`) gives the words back exactly when
/// `text_is_exact_for(Gfx8)` says so.
#[test]
fn sdwa_sweep_decodes_what_llvm_decodes() {
    let words = sdwa_sweep_words();
    let codes: Vec<Vec<u32>> = words.iter().map(|(_, w)| w.to_vec()).collect();
    let disassembly = llvm_disassembly_each_for("tonga", "isa/gfx8_sdwa_sweep_disasm.txt", &codes);
    let mut wrong = Vec::new();
    let mut decoded = Vec::new();
    let mut nop_words = 0;
    for ((op, code), line) in words.iter().zip(&disassembly) {
        let [_, w1] = *code;
        let reserved = w1 >> 11 & 3 == 3 || [8, 16, 24].iter().any(|&at| w1 >> at & 7 == 7);
        // `v_mac_*` with a destination selection but DWORD, which LLVM's
        // assembler refuses (and its disassembler prints).
        let mac = matches!(op, Vop3Op::Vop2(Vop2::MacF32 | Vop2::MacF16));
        let reserved = reserved || mac && w1 >> 8 & 7 != SdwaSel::Dword.bits();
        let no_dst = matches!(op, Vop3Op::Vopc(_) | Vop3Op::Vop1(Vop1::Nop));
        let llvm = llvm_decoded_whole(line, 2);
        let kept = llvm.as_ref().is_some_and(|(_, e)| {
            let lost = e[1] ^ w1;
            e[0] == code[0] && (lost == 0 || no_dst && lost & !0x1F00 == 0)
        });
        let ours = Inst::decode_for(code, G);
        match (&llvm, ours) {
            (Some((text, _)), Ok((inst, 2))) if kept && !reserved => {
                let ours = inst.display_for(G).to_string();
                let want = if *op == Vop3Op::Vop1(Vop1::Nop) {
                    nop_words += 1;
                    "v_nop_sdwa"
                } else {
                    text.as_str()
                };
                if ours != want {
                    wrong.push(format!("{line}: crate {ours}"));
                }
                decoded.push((inst, *code));
            }
            (_, Err(Error::Unknown { .. })) if !kept || reserved => {}
            (_, ours) => wrong.push(format!("{line}: crate {ours:?}")),
        }
    }
    assert!(wrong.is_empty(), "{wrong:#?}");
    let texts: Vec<String> = decoded
        .iter()
        .map(|(i, _)| i.display_for(G).to_string())
        .collect();
    let back = llvm_reference_for("tonga", "isa/gfx8_sdwa_sweep.txt", &texts, true);
    let mut inexact = 0;
    for ((inst, code), line) in decoded.iter().zip(&back) {
        let same = parse_llvm(line).is_some_and(|(_, w)| w[..] == code[..]);
        if same != inst.text_is_exact_for(G) {
            wrong.push(format!("{line}: {code:x?} exact {}", !same));
        }
        inexact += usize::from(!same);
    }
    assert!(wrong.is_empty(), "{wrong:#?}");
    assert!(
        decoded.len() > 4500 && inexact > 600 && nop_words > 20,
        "{} {inexact} {nop_words}",
        decoded.len()
    );
}
