//! gfx8 (Volcanic Islands) memory instructions, `DS`, `MUBUF`, `MTBUF`,
//! `MIMG` and `FLAT`, encoded, decoded and printed by `gcn::isa` for gfx8,
//! against LLVM's assembler and disassembler for gfx8 (`llvm-mc-14
//! -mcpu=tonga`).
//!
//! The cases are the memory cases of the gfx7 lists (`isa.rs`). The crate's
//! gfx8 text of each is fed to `llvm-mc`: what it assembles, the crate
//! encodes to the same dwords; what it refuses, the crate refuses. The
//! dwords are then fed to `llvm-mc --disassemble`, and the crate decodes
//! them to the text LLVM's disassembler prints. `tests/data/isa/gfx8_memory*.txt` hold
//! what `llvm-mc` printed, so the comparison runs where LLVM is not
//! installed; with LLVM present the files are checked to be what LLVM prints
//! today (`GCN_REGEN=1` rewrites them).

use std::collections::{BTreeSet, HashSet};

use gcn::isa::{
    BufOperands, Ds, Error, Flat, Inst, Mimg, MimgFlags, MimgInst, Mtbuf, Mubuf, Operand,
};
use gcn::regs::Gfx;

use crate::data_source::{committed, note};
use crate::isa::{
    ALU_NOT_OPCODES, cases, ds_refusal_cases, flat_refusal_cases, llvm_disassembly_for,
    llvm_reference_for, mimg_atomic_cases, mimg_vaddr_cases, mnemonic_list, mtbuf_refusal_cases,
    mubuf_atomic_cases, parse_llvm,
};

const G: Gfx = Gfx::Gfx8;

/// Whether `inst` is of a memory family.
fn is_memory(inst: &Inst) -> bool {
    matches!(
        inst,
        Inst::Ds(_) | Inst::Flat(_) | Inst::Mimg(_) | Inst::Mubuf { .. } | Inst::Mtbuf { .. }
    )
}

/// The first register of a VGPR operand.
fn first_vgpr(op: Operand) -> u8 {
    (op.code() - 256) as u8
}

/// The memory cases of the gfx7 lists, each once: those of the first test
/// (`cases`), the `DS`, `FLAT` and `MTBUF` refusal lists, the buffer and
/// image atomics, and the image address widths 1 to 16 of every `MIMG`
/// opcode (without flags: the widths do not depend on them).
fn memory_cases() -> Vec<Inst> {
    let (widths, _) = mimg_vaddr_cases();
    let widths = widths.into_iter().filter(|i| {
        matches!(i, Inst::Mimg(m) if m.flags == MimgFlags::default()
            && m.dmask == 0x1 && first_vgpr(m.vaddr) == 2)
    });
    let mut seen = HashSet::new();
    cases()
        .into_iter()
        .filter(is_memory)
        .chain(ds_refusal_cases())
        .chain(flat_refusal_cases())
        .chain(mtbuf_refusal_cases())
        .chain(mubuf_atomic_cases())
        .chain(mimg_atomic_cases())
        .chain(widths)
        .filter(|i| seen.insert(*i))
        .collect()
}

/// The gfx8 words of `inst`.
fn words8(inst: &Inst) -> Vec<u32> {
    let mut buf = [0u32; 2];
    let n = inst
        .encode_for(G, &mut buf)
        .unwrap_or_else(|e| panic!("{inst:?}: {e}"));
    buf[..n].to_vec()
}

/// What `llvm-mc-14 -mcpu=tonga` says when it refuses an instruction gfx8
/// lacks (or a form of it: `addr64`, `s102` and `s103`, the number format
/// `BUF_NUM_FORMAT_SNORM_OGL`).
const NOT_ON_GFX8: &[&str] = &[
    "instruction not supported on this GPU",
    "operands are not valid for this GPU or mode",
    "register not available on this GPU",
    "unsupported format",
];

/// The memory cases with `llvm-mc-14 -mcpu=tonga`
/// (`tests/data/isa/gfx8_memory.txt`): what it assembles, the crate prints
/// for gfx8 (`display_for(Gfx8)`) as it prints it and encodes for gfx8 to
/// its dwords; those dwords decode for gfx8 to an instruction that encodes
/// back to them and whose text is what `llvm-mc-14 --disassemble
/// -mcpu=tonga` prints for them (`tests/data/isa/gfx8_memory_disasm.txt`;
/// a `MIMG` address at the narrowest width the opcode takes,
/// [`Mimg::min_addr_dwords`], as LLVM writes it).
/// What it refuses, the crate refuses for gfx8 writing nothing: with
/// [`Error::NotOnGfx`] where gfx7 takes the case and LLVM says gfx8 lacks
/// it (an opcode, `addr64`, `s102`/`s103`, `BUF_NUM_FORMAT_SNORM_OGL`).
#[test]
fn gfx8_memory_forms_match_llvm() {
    let (assembled, not_on_gfx) = match_tonga(
        &memory_cases(),
        "isa/gfx8_memory.txt",
        "isa/gfx8_memory_disasm.txt",
    );
    assert!(assembled > 0 && not_on_gfx > 0);
}

/// [`gfx8_memory_forms_match_llvm`]'s comparison of `insts` with
/// `llvm-mc-14 -mcpu=tonga` both ways (`file`, `disasm` its committed
/// output): the cases it assembled and those it refused as not on gfx8
/// where gfx7 takes them.
fn match_tonga(insts: &[Inst], file: &str, disasm: &str) -> (usize, usize) {
    let texts: Vec<String> = insts.iter().map(|i| i.display_for(G).to_string()).collect();
    let reference = llvm_reference_for("tonga", file, &texts, true);
    assert_eq!(reference.len(), texts.len(), "one llvm-mc line per case");
    let encodings: Vec<Vec<u32>> = reference
        .iter()
        .filter_map(|l| parse_llvm(l).map(|(_, w)| w))
        .collect();
    let disassembly = llvm_disassembly_for("tonga", disasm, &encodings);
    let mut disassembly = disassembly.iter();
    let (mut assembled, mut not_on_gfx, mut failed) = (0, 0, 0);
    for ((inst, text), line) in insts.iter().zip(&texts).zip(&reference) {
        let mut out = [0xAAAA_AAAAu32; 2];
        let ours = inst.encode_for(G, &mut out).map(|n| out[..n].to_vec());
        let ok = match parse_llvm(line) {
            Some((llvm_text, want)) => {
                assembled += 1;
                let dis = disassembly.next().unwrap();
                let dis_text = parse_llvm(dis).map(|(t, _)| t);
                let decoded = Inst::decode_for(&want, G);
                let ok = llvm_text == *text
                    && ours.as_ref() == Ok(&want)
                    && decoded.as_ref().is_ok_and(|(i, n)| {
                        *n == want.len()
                            && words8(i) == want
                            && Some(i.display_for(G).to_string()) == dis_text
                    });
                if !ok {
                    eprintln!(
                        "  decoded: {:?}; llvm --disassemble: {dis}",
                        decoded.map(|(i, _)| i.display_for(G).to_string())
                    );
                }
                ok
            }
            None => {
                let error = line.split_once("; error: ").map(|(_, e)| e.trim());
                let on_gfx7 = inst.encode(&mut [0u32; 2]).is_ok();
                let gpu = on_gfx7 && error.is_some_and(|e| NOT_ON_GFX8.contains(&e));
                not_on_gfx += usize::from(gpu);
                out == [0xAAAA_AAAA; 2]
                    && if on_gfx7 {
                        gpu && matches!(ours, Err(Error::NotOnGfx { gfx: Gfx::Gfx8, .. }))
                    } else {
                        ours.is_err()
                    }
            }
        };
        if !ok {
            failed += 1;
            eprintln!("{text}: crate {ours:x?}, llvm-mc -mcpu=tonga: {line}");
        }
    }
    assert_eq!(failed, 0, "{failed} of {} cases differ", insts.len());
    assert!(disassembly.next().is_none());
    (assembled, not_on_gfx)
}

/// Names `llvm-mc-14 -mcpu=tonga` takes in the memory families that the
/// crate does not model on gfx8: none since gfx8's own `DS`, `MUBUF` and
/// `MTBUF` opcodes are modelled (`gfx8_only`; tonga has no `FLAT` or `MIMG`
/// opcode bonaire lacks, only `MIMG`'s `d16` bit).
const GFX8_ONLY_MEMORY: &[&str] = &[];

/// The memory families are complete for gfx8:
/// of the `ds_`, `flat_`, `tbuffer_`, `buffer_` and `image_` mnemonics
/// LLVM 14 knows for any generation (`tests/data/isa/memory_mnemonics.txt`
/// and `alu_mnemonics.txt`), those `llvm-mc-14 -mcpu=tonga` takes (it
/// assembles the bare name, or asks for operands) are exactly the crate's
/// `Ds`, `Mubuf`, `Mtbuf`, `Mimg` and `Flat` opcodes whose `on(Gfx::Gfx8)`
/// holds (gfx8's own among them), with [`GFX8_ONLY_MEMORY`] and the names that are no
/// opcode ([`ALU_NOT_OPCODES`]'s image ones); it refuses the rest as not
/// supported on that GPU (`tests/data/isa/gfx8_memory_mnemonics.txt`).
#[test]
fn gfx8_memory_opcodes_are_every_one_llvm_takes_for_tonga() {
    let memory = |n: &String| {
        ["ds_", "flat_", "tbuffer_", "buffer_", "image_"]
            .iter()
            .any(|p| n.starts_with(p))
    };
    let mut names = mnemonic_list("isa/memory_mnemonics.txt");
    names.extend(
        mnemonic_list("isa/alu_mnemonics.txt")
            .into_iter()
            .filter(memory),
    );
    assert!(names.iter().all(memory));
    let reference = llvm_reference_for("tonga", "isa/gfx8_memory_mnemonics.txt", &names, true);
    assert_eq!(reference.len(), names.len(), "one llvm-mc line per name");
    let mut taken = BTreeSet::new();
    for (name, line) in names.iter().zip(&reference) {
        match line.split_once("; error: ").map(|(_, e)| e.trim()) {
            None | Some("too few operands for instruction") => {
                taken.insert(name.as_str());
            }
            Some(e) => assert_eq!(e, "instruction not supported on this GPU", "{name}"),
        }
    }
    let mut ours: BTreeSet<&str> = BTreeSet::new();
    let mut lacking: Vec<&str> = Vec::new();
    let mut add = |all: Vec<(bool, &'static str)>| {
        for (on, name) in all {
            if on {
                assert!(ours.insert(name), "{name}");
            } else {
                lacking.push(name);
            }
        }
    };
    add(Ds::ALL.iter().map(|o| (o.on(G), o.mnemonic())).collect());
    add(Mubuf::ALL.iter().map(|o| (o.on(G), o.mnemonic())).collect());
    add(Mtbuf::ALL.iter().map(|o| (o.on(G), o.mnemonic())).collect());
    add(Mimg::ALL.iter().map(|o| (o.on(G), o.mnemonic())).collect());
    add(Flat::ALL.iter().map(|o| (o.on(G), o.mnemonic())).collect());
    // The float atomics of MUBUF, FLAT (6 each) and MIMG (3), and
    // image_atomic_rsub.
    assert_eq!(lacking.len(), 16, "{lacking:?}");
    let mut expected = ours.clone();
    for n in GFX8_ONLY_MEMORY {
        assert!(expected.insert(n), "{n}");
    }
    for n in ALU_NOT_OPCODES.iter().flat_map(|(_, names)| *names) {
        if n.starts_with("image_") {
            assert!(expected.insert(n), "{n}");
        }
    }
    let missing: Vec<_> = taken.difference(&expected).collect();
    let refused: Vec<_> = expected.difference(&taken).collect();
    assert!(
        missing.is_empty() && refused.is_empty(),
        "llvm-mc -mcpu=tonga takes these, the crate lacks them on gfx8: {missing:?}; \
         the crate or a list has these, llvm-mc refuses them: {refused:?}"
    );
}

/// gfx8's own memory opcodes and `MIMG`'s `d16`, each with its modifiers:
/// every gfx8-only `DS` opcode (`offset`, `gds`; none on the permutes), the
/// `format_d16` buffer loads and stores (`MUBUF` and `MTBUF`: no address,
/// `idxen`/`offen`, `offset`, `glc`, `slc`, `tfe`, inline `soffset`; `lds`,
/// which tonga refuses on them), `buffer_store_lds_dword` (`offset`, `glc`,
/// `slc`), and `d16` on every image opcode (alone, with `tfe`, with `da`).
fn gfx8_own_memory_cases() -> Vec<Inst> {
    use gcn::isa::{DsInst, MimgInst, MubufFlags};
    use gcn::regs::{BufDataFormat, BufNumFormat};
    let v = |first, n| Operand::vgprs(first, n).unwrap();
    let s = |first, n| Operand::sgprs(first, n).unwrap();
    let mut c = Vec::new();
    for &op in Ds::ALL.iter().filter(|o| o.gfx8_only()) {
        let sh = op.shape();
        let reg = |first: u8, n: u8| if n == 0 { Operand::ZERO } else { v(first, n) };
        for (offset, gds, vdst) in [(0, false, 0), (65535, false, 255), (4, true, 3)] {
            c.push(Inst::Ds(DsInst {
                op,
                vdst: reg(vdst, sh.vdst),
                addr: v(1, 1),
                data0: reg(2, sh.data0),
                data1: Operand::ZERO,
                offset,
                gds,
            }));
        }
    }
    let flagsets = [
        (MubufFlags::default(), 0, 0u16, s(1, 1)),
        (
            MubufFlags {
                idxen: true,
                glc: true,
                slc: true,
                tfe: true,
                ..MubufFlags::default()
            },
            1,
            4,
            s(1, 1),
        ),
        (
            MubufFlags {
                idxen: true,
                offen: true,
                ..MubufFlags::default()
            },
            2,
            4095,
            Operand::ZERO,
        ),
        (
            MubufFlags {
                lds: true,
                ..MubufFlags::default()
            },
            0,
            0,
            s(1, 1),
        ),
    ];
    // Data in `v[1..]`, the address (if any) in `v[10..]`, the V# in `s[4:7]`.
    let operands = |data_dwords, (flags, va, offset, soffset)| BufOperands {
        data: v(1, data_dwords),
        vaddr: if va == 0 { v(0, 1) } else { v(10, va) },
        srsrc: s(4, 4),
        soffset,
        offset,
        flags,
    };
    for &op in Mubuf::ALL.iter().filter(|o| o.gfx8_only()) {
        if op == Mubuf::StoreLdsDword {
            continue;
        }
        for set in flagsets {
            c.push(Inst::Mubuf {
                op,
                buf: operands(op.shape().data, set),
            });
        }
    }
    for (offset, glc, slc, soffset) in [
        (0, false, false, s(1, 1)),
        (4095, true, true, s(1, 1)),
        (4, false, true, Operand::ZERO),
    ] {
        c.push(Inst::Mubuf {
            op: Mubuf::StoreLdsDword,
            buf: BufOperands {
                data: Operand::ZERO,
                vaddr: Operand::ZERO,
                srsrc: s(4, 4),
                soffset,
                offset,
                flags: MubufFlags {
                    lds: true,
                    glc,
                    slc,
                    ..MubufFlags::default()
                },
            },
        });
    }
    for &op in Mtbuf::ALL.iter().filter(|o| o.gfx8_only()) {
        for (i, set) in flagsets.into_iter().take(3).enumerate() {
            let (dfmt, nfmt) = if i == 1 {
                (
                    BufDataFormat::BUF_DATA_FORMAT_8,
                    BufNumFormat::BUF_NUM_FORMAT_UNORM,
                )
            } else {
                (
                    BufDataFormat::BUF_DATA_FORMAT_32,
                    BufNumFormat::BUF_NUM_FORMAT_FLOAT,
                )
            };
            c.push(Inst::Mtbuf {
                op,
                buf: operands(op.shape().data, set),
                dfmt,
                nfmt,
            });
        }
    }
    for &op in Mimg::ALL {
        let d16 = MimgFlags {
            d16: true,
            ..MimgFlags::default()
        };
        let sets = [
            d16,
            MimgFlags { tfe: true, ..d16 },
            MimgFlags {
                da: true,
                glc: true,
                ..d16
            },
        ];
        for flags in sets {
            let dmask = if op.shape().atomic && matches!(op, Mimg::AtomicCmpswap) {
                0x3
            } else {
                0x1
            };
            let data = op.data_dwords(dmask, flags);
            c.push(Inst::Mimg(MimgInst {
                op,
                data: v(0, data),
                vaddr: v(8, op.min_addr_dwords()),
                srsrc: s(8, 8),
                ssamp: if op.shape().sampler {
                    s(16, 4)
                } else {
                    Operand::ZERO
                },
                dmask,
                flags,
            }));
        }
    }
    c
}

/// gfx8's own memory opcodes and `MIMG` `d16` ([`gfx8_own_memory_cases`])
/// against `llvm-mc-14 -mcpu=tonga` (`tests/data/isa/gfx8_own_memory.txt`)
/// and its disassembler (`gfx8_own_memory_disasm.txt`), as
/// [`gfx8_memory_forms_match_llvm`] compares: what it assembles, the crate
/// prints, encodes and decodes as it does; what it refuses (`lds` on the
/// `d16` loads, `gds` on the permutes, `d16` on an opcode that lacks it),
/// the crate refuses. The opcode numbers (gfx8's `ds_add_f32` 21,
/// `ds_add_rtn_f32` 53, `ds_permute_b32` 62, `ds_bpermute_b32` 63,
/// `ds_add_src2_f32` 149, `buffer_load_format_d16_x` 8 to
/// `buffer_store_format_d16_xyzw` 15, `buffer_store_lds_dword` 61, the
/// `tbuffer` `d16` ones 8 to 15) agree with Mesa ACO's gfx8 column.
/// `llvm-mc-14 -mcpu=bonaire` and `-mcpu=tahiti` refuse every case tonga
/// takes (`gfx8_own_memory_gfx7.txt`, `gfx8_own_memory_gfx6.txt`: the
/// opcodes not on the GPU, `d16` not a modifier there), and so does the
/// crate for gfx7 and gfx6, with [`Error::NotOnGfx`]; the gfx7 words at
/// the placeholders do not decode.
#[test]
fn gfx8_own_memory_forms_match_llvm() {
    let insts = gfx8_own_memory_cases();
    let (assembled, _) = match_tonga(
        &insts,
        "isa/gfx8_own_memory.txt",
        "isa/gfx8_own_memory_disasm.txt",
    );
    assert!(assembled >= 100, "{assembled}");
    let texts: Vec<String> = insts.iter().map(|i| i.display_for(G).to_string()).collect();
    let tonga = std::fs::read_to_string(committed().join("isa/gfx8_own_memory.txt")).unwrap();
    let taken: Vec<(&Inst, &String)> = insts
        .iter()
        .zip(&texts)
        .zip(tonga.lines())
        .filter(|(_, l)| parse_llvm(l).is_some())
        .map(|(p, _)| p)
        .collect();
    // Every gfx8-only opcode and `d16` on every image opcode that takes it
    // is among those tonga took.
    for &op in Ds::ALL.iter().filter(|o| o.gfx8_only()) {
        assert!(
            taken
                .iter()
                .any(|(i, _)| matches!(i, Inst::Ds(d) if d.op == op))
        );
    }
    for &op in Mubuf::ALL.iter().filter(|o| o.gfx8_only()) {
        assert!(
            taken
                .iter()
                .any(|(i, _)| matches!(i, Inst::Mubuf { op: o, .. } if *o == op))
        );
    }
    for &op in Mtbuf::ALL.iter().filter(|o| o.gfx8_only()) {
        assert!(
            taken
                .iter()
                .any(|(i, _)| matches!(i, Inst::Mtbuf { op: o, .. } if *o == op))
        );
    }
    for &op in Mimg::ALL {
        let took = taken
            .iter()
            .any(|(i, _)| matches!(i, Inst::Mimg(m) if m.op == op));
        assert_eq!(took, op.takes_d16(), "{}", op.mnemonic());
    }
    let texts: Vec<String> = taken.iter().map(|(_, t)| (*t).clone()).collect();
    for (cpu, file, g) in [
        ("bonaire", "isa/gfx8_own_memory_gfx7.txt", Gfx::Gfx7),
        ("tahiti", "isa/gfx8_own_memory_gfx6.txt", Gfx::Gfx6),
    ] {
        let reference = llvm_reference_for(cpu, file, &texts, true);
        for ((inst, text), line) in taken.iter().zip(&reference) {
            let d16 = matches!(inst, Inst::Mimg(_));
            let want = if d16 {
                "; error: d16 modifier is not supported on this GPU"
            } else {
                "; error: instruction not supported on this GPU"
            };
            assert!(line.ends_with(want), "{cpu}: {line}");
            assert!(
                matches!(inst.encode_for(g, &mut [0; 2]), Err(Error::NotOnGfx { gfx, .. }) if gfx == g),
                "{text}"
            );
        }
    }
    // gfx7 words at the placeholders: ds_add_f32 (21), ds_permute_b32 (22),
    // ds_bpermute_b32 (23), ds_add_rtn_f32 (84), ds_add_src2_f32 (149),
    // buffer_load_format_d16_x (16), buffer_store_format_d16_xyzw (23),
    // buffer_store_lds_dword (25); and an image_load with bit 63 set (gfx8's
    // d16), reserved on gfx7.
    for code in [21u32, 22, 23, 84, 149] {
        let w = [0xD800_0000 | code << 18, 0x0000_0201];
        assert_eq!(Inst::decode(&w), Err(Error::Unknown { word: w[0] }));
        assert_eq!(
            Inst::decode_for(&w, Gfx::Gfx6),
            Err(Error::Unknown { word: w[0] })
        );
    }
    for code in [16u32, 23, 25] {
        let w = [0xE000_0000 | code << 18, 0x0101_0100];
        assert_eq!(Inst::decode(&w), Err(Error::Unknown { word: w[0] }));
    }
    let img = [0xF000_0100, 0x8002_0002];
    assert_eq!(Inst::decode(&img), Err(Error::Unknown { word: img[0] }));
}

/// Words of gfx8's own memory opcodes (`llvm-mc-14 -mcpu=tonga
/// -show-encoding`, the text its disassembler writes back) decode for gfx8
/// to that text; words LLVM's gfx8 assembler cannot write decode as
/// [`Error::Unknown`].
#[test]
fn gfx8_own_memory_words_decode() {
    let words: [(&str, [u32; 2]); 7] = [
        ("ds_add_f32 v1, v2", [0xD82A_0000, 0x0000_0201]),
        ("ds_permute_b32 v0, v1, v2", [0xD87C_0000, 0x0000_0201]),
        (
            "ds_bpermute_b32 v255, v1, v2 offset:65535",
            [0xD87E_FFFF, 0xFF00_0201],
        ),
        (
            "buffer_store_lds_dword s[4:7], s1 lds",
            [0xE0F5_0000, 0x0101_0000],
        ),
        (
            "buffer_load_format_d16_x v1, off, s[4:7], s1",
            [0xE020_0000, 0x0101_0100],
        ),
        (
            "tbuffer_load_format_d16_x v1, off, s[4:7], s1 format:[BUF_DATA_FORMAT_32,BUF_NUM_FORMAT_FLOAT]",
            [0xEBA4_0000, 0x0101_0100],
        ),
        (
            "image_load v[0:1], v2, s[8:15] dmask:0x3 d16",
            [0xF000_0300, 0x8002_0002],
        ),
    ];
    for (text, code) in words {
        let (inst, n) = Inst::decode_for(&code, G).unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!((inst.display_for(G).to_string().as_str(), n), (text, 2));
        assert_eq!(words8(&inst), code);
    }
    // No gfx8 text writes these: ds_permute_b32 with gds (bit 16),
    // buffer_store_lds_dword without lds (bit 16 clear) or with a vdata,
    // buffer_load_format_d16_x with lds, image_atomic_add with d16.
    for code in [
        [0xD87D_0000, 0x0000_0201],
        [0xE0F4_0000, 0x0101_0000],
        [0xE0F5_0000, 0x0101_0100],
        [0xE021_0000, 0x0101_0100],
        [0xF048_0100, 0x8002_0000],
    ] {
        assert_eq!(
            Inst::decode_for(&code, G),
            Err(Error::Unknown { word: code[0] }),
            "{code:x?}"
        );
    }
    // The number format 6, reserved on gfx8: llvm-mc-14 --disassemble
    // -mcpu=tonga writes [0x00,0x00,0x20,0xeb,0x00,0x00,0x02,0x01] as
    // tbuffer_load_format_x v0, off, s[8:11], s1
    // format:[BUF_DATA_FORMAT_32,BUF_NUM_FORMAT_RESERVED_6], which its
    // assembler refuses.
    let reserved = [0xEB20_0000, 0x0102_0000];
    assert!(matches!(
        Inst::decode_for(&reserved, G),
        Err(Error::Unknown { .. })
    ));
}

/// A gfx8 program with memory instructions, written with
/// `Assembler::for_gfx` and read back with `instructions_for`: the words are
/// `llvm-mc-14 -mcpu=tonga`'s for the text.
#[test]
fn gfx8_programs_with_memory_instructions() {
    use gcn::isa::{
        Assembler, DsInst, FlatInst, MimgFlags, MubufFlags, Smrd, SmrdOffset, Sop1, Sopp, Waitcnt,
    };
    let s = |first, n| Operand::sgprs(first, n).unwrap();
    let v = |first, n| Operand::vgprs(first, n).unwrap();
    let program = [
        Inst::Smrd {
            op: Smrd::LoadDwordx4,
            dst: s(8, 4),
            base: s(2, 2),
            offset: SmrdOffset::Imm(0),
            glc: false,
        },
        Inst::Sopp {
            op: Sopp::Waitcnt,
            imm: Waitcnt::LGKM_ZERO.0,
        },
        Inst::Mubuf {
            op: Mubuf::LoadFormatXyzw,
            buf: BufOperands {
                data: v(4, 4),
                vaddr: v(0, 1),
                srsrc: s(8, 4),
                soffset: Operand::ZERO,
                offset: 0,
                flags: MubufFlags::IDXEN,
            },
        },
        Inst::Sopp {
            op: Sopp::Waitcnt,
            imm: Waitcnt::VM_ZERO.0,
        },
        Inst::Ds(DsInst {
            op: Ds::Read2B32,
            vdst: v(0, 2),
            addr: v(4, 1),
            data0: Operand::ZERO,
            data1: Operand::ZERO,
            offset: DsInst::offsets(1, 8),
            gds: false,
        }),
        Inst::Flat(FlatInst {
            op: Flat::AtomicAdd,
            vdst: v(1, 1),
            addr: v(2, 2),
            data: v(4, 1),
            glc: true,
            slc: false,
            tfe: false,
        }),
        Inst::Mimg(MimgInst {
            op: Mimg::Sample,
            data: v(0, 4),
            vaddr: v(4, 1),
            srsrc: s(8, 8),
            ssamp: s(16, 4),
            dmask: 0xF,
            flags: MimgFlags::default(),
        }),
        Inst::Sop1 {
            op: Sop1::SetpcB64,
            dst: Operand::ZERO,
            src0: s(0, 2),
        },
    ];
    // llvm-mc-14 -mcpu=tonga -show-encoding of the texts below.
    let want = [
        0xC00A_0201,
        0x0000_0000,
        0xBF8C_007F,
        0xE00C_2000,
        0x8002_0400,
        0xBF8C_0F70,
        0xD86E_0801,
        0x0000_0004,
        0xDD09_0000,
        0x0100_0402,
        0xF080_0F00,
        0x0082_0004,
        0xBE80_1D00,
    ];
    let texts = [
        "s_load_dwordx4 s[8:11], s[2:3], 0x0",
        "s_waitcnt lgkmcnt(0)",
        "buffer_load_format_xyzw v[4:7], v0, s[8:11], 0 idxen",
        "s_waitcnt vmcnt(0)",
        "ds_read2_b32 v[0:1], v4 offset0:1 offset1:8",
        "flat_atomic_add v1, v[2:3], v4 glc",
        "image_sample v[0:3], v4, s[8:15], s[16:19] dmask:0xf",
        "s_setpc_b64 s[0:1]",
    ];
    let mut buf = [0u32; 16];
    let mut asm = Assembler::for_gfx(&mut buf, G);
    asm.push_all(&program).unwrap();
    assert_eq!(asm.words(), want);
    let back: Vec<Inst> = gcn::isa::instructions_for(&want, G)
        .map(|r| r.map(|(_, i)| i))
        .collect::<Result<_, _>>()
        .unwrap();
    assert_eq!(back, program);
    let printed: Vec<String> = back.iter().map(|i| i.display_for(G).to_string()).collect();
    assert_eq!(printed, texts);
    // gfx8 has no addr64: a program with it is refused whole.
    let addr64 = Inst::Mubuf {
        op: Mubuf::LoadDword,
        buf: BufOperands {
            data: v(0, 1),
            vaddr: v(2, 2),
            srsrc: s(8, 4),
            soffset: Operand::ZERO,
            offset: 0,
            flags: MubufFlags {
                addr64: true,
                ..MubufFlags::default()
            },
        },
    };
    let mut asm = Assembler::for_gfx(&mut buf, G);
    assert_eq!(
        asm.push_all(&[program[0], addr64]),
        Err(Error::NotOnGfx {
            gfx: G,
            what: "addr64"
        })
    );
    assert!(asm.is_empty());
}

/// A `MIMG` word does not hold its address width: on gfx8 the crate decodes
/// the narrowest width the opcode takes, as `llvm-mc-14 --disassemble
/// -mcpu=tonga` writes it, and a word whose address would run past `v255`
/// at that width is no instruction (LLVM: "invalid instruction encoding").
#[test]
fn gfx8_image_addresses_decode_at_the_narrowest_width() {
    let text =
        |code: &[u32]| Inst::decode_for(code, G).map(|(i, n)| (i.display_for(G).to_string(), n));
    // [0x00,0x01,0x94,0xf0,0xfe,0x00,0x82,0x00]
    assert_eq!(
        text(&[0xF094_0100, 0x0082_00FE]),
        Ok((
            "image_sample_b v0, v[254:255], s[8:15], s[16:19] dmask:0x1".to_string(),
            2
        ))
    );
    // [0x00,0x01,0xec,0xf0,0xf5,0x00,0x82,0x00]
    assert_eq!(
        text(&[0xF0EC_0100, 0x0082_00F5]),
        Ok((
            "image_sample_c_d_cl_o v0, v[245:248], s[8:15], s[16:19] dmask:0x1".to_string(),
            2
        ))
    );
    assert_eq!(
        text(&[0xF094_0100, 0x0082_00FF]),
        Err(Error::Unknown { word: 0xF094_0100 })
    );
    assert_eq!(Mimg::SampleB.min_addr_dwords(), 2);
    assert_eq!(Mimg::SampleCDClO.min_addr_dwords(), 4);
    assert_eq!(Mimg::Load.min_addr_dwords(), 1);
}

/// Every single-bit change of the gfx8 memory encodings LLVM assembled
/// (`tests/data/isa/gfx8_memory.txt`, `gfx8_own_memory.txt`) decodes for gfx8 to an instruction
/// that encodes back to exactly those dwords and decodes again to itself,
/// or does not decode: no bit is lost or invented.
#[test]
fn gfx8_memory_bit_flips_decode_exactly_or_not_at_all() {
    let mut file = std::fs::read_to_string(committed().join("isa/gfx8_memory.txt")).unwrap();
    file += &std::fs::read_to_string(committed().join("isa/gfx8_own_memory.txt")).unwrap();
    let (mut decoded, mut refused) = (0, 0);
    for (_, words) in file.lines().filter_map(parse_llvm) {
        for bit in 0..64 {
            let mut code = [words[0], words[1]];
            code[bit / 32] ^= 1 << (bit % 32);
            match Inst::decode_for(&code, G) {
                Ok((inst, n)) => {
                    decoded += 1;
                    let mut out = [0u32; 2];
                    assert_eq!(inst.encode_for(G, &mut out), Ok(n), "{code:x?}");
                    assert_eq!(out[..n], code[..n], "{code:x?}");
                    assert_eq!(Inst::decode_for(&out[..n], G), Ok((inst, n)));
                    let _ = inst.display_for(G).to_string();
                }
                Err(_) => refused += 1,
            }
        }
    }
    assert!(decoded > 0 && refused > 0, "{decoded} {refused}");
}

/// `tests/data/shader/gfx8_mem_cs_tonga.o`, what `llc-14 -mcpu=tonga`
/// builds from `gfx8_mem_cs.ll` (`llvm.amdgcn.ds.bpermute`, `ds.permute`,
/// `d16` buffer, typed buffer and image loads and stores), decodes for gfx8,
/// instruction by instruction, to the text `llvm-objdump-14 -d
/// --mcpu=tonga` prints for it (`tests/data/isa/gfx8_mem_llc.txt`,
/// rewritten with `GCN_REGEN=1`) and encodes back to its dwords; without
/// LLVM, against the committed files.
#[test]
fn gfx8_own_memory_code_llc_builds_decodes_to_objdumps_text() {
    use std::process::Command;
    let obj_path = committed().join("shader/gfx8_mem_cs_tonga.o");
    let txt_path = committed().join("isa/gfx8_mem_llc.txt");
    let bytes = std::fs::read(&obj_path).unwrap();
    let out = std::env::temp_dir().join(format!("gcn-gfx8-mem-cs-{}.o", std::process::id()));
    match Command::new("llc-14")
        .args(["-mtriple=amdgcn--", "-mcpu=tonga", "-filetype=obj", "-o"])
        .arg(&out)
        .arg(committed().join("shader/gfx8_mem_cs.ll"))
        .output()
    {
        Ok(o) => {
            assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
            let built = std::fs::read(&out).unwrap();
            let _ = std::fs::remove_file(&out);
            assert!(
                built == bytes,
                "gfx8_mem_cs_tonga.o is not what llc-14 builds"
            );
        }
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
            note("isa: llc-14 not found; gfx8_mem_cs_tonga.o is not rebuilt");
        }
        Err(e) => panic!("llc-14: {e}"),
    }
    match Command::new("llvm-objdump-14")
        .args(["-d", "--mcpu=tonga"])
        .arg(&obj_path)
        .output()
    {
        Ok(o) => {
            let mut lines = String::new();
            for l in String::from_utf8(o.stdout).unwrap().lines() {
                if let Some((text, enc)) = l.split_once("// ") {
                    let words = enc.split_once(": ").unwrap().1;
                    lines += &format!("{} ; {words}\n", text.trim());
                }
            }
            if std::env::var_os("GCN_REGEN").is_some_and(|v| v == "1") {
                std::fs::write(&txt_path, &lines).unwrap();
            }
            assert!(
                std::fs::read_to_string(&txt_path).unwrap_or_default() == lines,
                "{} is not what llvm-objdump-14 prints; rerun with GCN_REGEN=1",
                txt_path.display()
            );
        }
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
            note("isa: llvm-objdump-14 not found; comparing against gfx8_mem_llc.txt");
        }
        Err(e) => panic!("llvm-objdump-14: {e}"),
    }
    let obj = gcn::shader::code_object::CodeObject::parse(&bytes).unwrap();
    let mut code = vec![0u32; obj.code_dwords()];
    obj.copy_code(&mut code).unwrap();
    let reference = std::fs::read_to_string(&txt_path).unwrap();
    let (mut at, mut own, mut d16) = (0, 0, 0);
    for line in reference.lines() {
        let (text, words) = line.rsplit_once(" ; ").unwrap();
        let words: Vec<u32> = words
            .split_whitespace()
            .map(|w| u32::from_str_radix(w, 16).unwrap())
            .collect();
        assert_eq!(&code[at..at + words.len()], &words[..], "{text}");
        let (inst, n) = Inst::decode_for(&code[at..], G).unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(n, words.len(), "{text}");
        assert_eq!(inst.display_for(G).to_string(), text);
        assert_eq!(words8(&inst), words, "{text}");
        own += usize::from(match inst {
            Inst::Ds(d) => d.op.gfx8_only(),
            Inst::Mubuf { op, .. } => op.gfx8_only(),
            Inst::Mtbuf { op, .. } => op.gfx8_only(),
            _ => false,
        });
        d16 += usize::from(matches!(inst, Inst::Mimg(m) if m.flags.d16));
        at += n;
    }
    assert_eq!(at, code.len());
    assert!(own >= 8 && d16 >= 2, "{own} {d16}");
}
