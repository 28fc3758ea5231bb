//! The `gcn` command-line tool, run as a user runs it.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn data() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data")
}

fn gcn(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_gcn"))
        .args(args)
        .output()
        .unwrap()
}

fn stdout(out: &Output) -> String {
    String::from_utf8(out.stdout.clone()).unwrap()
}

fn temp(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("gcn-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir.join(name)
}

/// The register names of the committed objects' `.AMDGPU.config` entries, as
/// AMD names the registers at those byte addresses, with the values
/// `llvm-objdump-14 -s -j .AMDGPU.config` shows (`SPI_SHADER_PGM_RSRC1_ES/GS/HS/LS`
/// at 0xB328 / 0xB228 / 0xB428 / 0xB528 in tests/data/gcn-registers.json).
#[rustfmt::skip]
const REGISTERS: [(&str, &[&str]); 7] = [
    ("vs.o", &[
        "SPI_SHADER_PGM_RSRC1_VS = 0x00000000",
        "SPI_TMPRING_SIZE = 0x00000000",
        "SPILLED_SGPRS = 0x00000000",
        "SPILLED_VGPRS = 0x00000000",
    ]),
    ("ps.o", &[
        "SPI_SHADER_PGM_RSRC1_PS = 0x00000000",
        "SPI_TMPRING_SIZE = 0x00000000",
        "SPI_SHADER_PGM_RSRC2_PS = 0x00000000",
        "SPI_PS_INPUT_ENA = 0x00000001",
        "SPI_PS_INPUT_ADDR = 0x00000001",
        "SPILLED_SGPRS = 0x00000000",
        "SPILLED_VGPRS = 0x00000000",
    ]),
    ("cs.o", &[
        "COMPUTE_PGM_RSRC1 = 0x002f0000",
        "COMPUTE_PGM_RSRC2 = 0x00000000",
        "COMPUTE_TMPRING_SIZE = 0x00000000",
        "SPILLED_SGPRS = 0x00000000",
        "SPILLED_VGPRS = 0x00000000",
    ]),
    ("es.o", &[
        "SPI_SHADER_PGM_RSRC1_ES = 0x00000040",
        "SPI_TMPRING_SIZE = 0x00000000",
        "SPILLED_SGPRS = 0x00000000",
        "SPILLED_VGPRS = 0x00000000",
    ]),
    ("gs.o", &[
        "SPI_SHADER_PGM_RSRC1_GS = 0x00000040",
        "SPI_TMPRING_SIZE = 0x00000000",
        "SPILLED_SGPRS = 0x00000000",
        "SPILLED_VGPRS = 0x00000000",
    ]),
    ("hs.o", &[
        "SPI_SHADER_PGM_RSRC1_HS = 0x00000001",
        "SPI_TMPRING_SIZE = 0x00000000",
        "SPILLED_SGPRS = 0x00000000",
        "SPILLED_VGPRS = 0x00000000",
    ]),
    ("ls.o", &[
        "SPI_SHADER_PGM_RSRC1_LS = 0x00000001",
        "SPI_TMPRING_SIZE = 0x00000000",
        "SPILLED_SGPRS = 0x00000000",
        "SPILLED_VGPRS = 0x00000000",
    ]),
];

#[test]
fn shader_registers_lists_every_config_entry() {
    for (file, expected) in REGISTERS {
        let path = data().join("shader").join(file);
        let out = gcn(&["shader", path.to_str().unwrap(), "--registers"]);
        assert!(
            out.status.success(),
            "{file}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        let text = stdout(&out);
        let lines: Vec<&str> = text.lines().filter(|l| l.contains(" = ")).collect();
        assert_eq!(lines, expected, "{file}\n{text}");
    }
    // The stage each object's program resource register names.
    for (file, stage) in [
        ("es.o", "ES (export)"),
        ("gs.o", "GS (geometry)"),
        ("hs.o", "HS (hull)"),
        ("ls.o", "LS (local)"),
    ] {
        let path = data().join("shader").join(file);
        let text = stdout(&gcn(&["shader", path.to_str().unwrap()]));
        assert!(text.contains(&format!("stage {stage}")), "{file}: {text}");
    }
    let path = data().join("shader/ps.o");
    let out = gcn(&["shader", path.to_str().unwrap(), "--code"]);
    let text = stdout(&out);
    assert!(text.contains("stage PS (pixel)"), "{text}");
    assert!(text.contains("code: 7 dwords"), "{text}");
    assert!(
        text.contains("0x0010: exp mrt0 v0, v0, v1, v1 done compr vm"),
        "{text}"
    );
    // The same object marked gfx802 (EF_AMDGPU_MACH 0x29, what
    // `llc-14 -mcpu=tonga` writes into e_flags): its code is read with
    // gfx8's rules, where `v_mov_b32_e32 v0, s1` is the same word, gfx7's
    // 32-bit `v_cvt_pkrtz_f16_f32 v0, s0, v0` (VOP2 opcode 47, 0x5E000000)
    // is gfx8's `v_max_u16_e32 v0, s0, v0` (`llvm-mc-14 -mcpu=tonga`
    // encodes that as [0x00,0x00,0x00,0x5e]; gfx8 has the packing
    // conversion as VOP3 only: `llvm-objdump-14 -d` of a tonga build shows
    // `v_cvt_pkrtz_f16_f32 v0, s0, v0` as D2960000 00020000), and the next,
    // gfx7's VOP3 word 0xD25E0001, is no instruction the crate models.
    let mut bytes = std::fs::read(&path).unwrap();
    bytes[48] = 0x29;
    let gfx8 = temp("ps_gfx8.o");
    std::fs::write(&gfx8, &bytes).unwrap();
    let out = gcn(&["shader", gfx8.to_str().unwrap(), "--code"]);
    assert_eq!(out.status.code(), Some(1), "{out:?}");
    assert!(
        stdout(&out).contains("0x0000: v_mov_b32_e32 v0, s1\n"),
        "{out:?}"
    );
    assert!(
        stdout(&out).contains("0x0004: v_max_u16_e32 v0, s0, v0\n"),
        "{out:?}"
    );
    assert!(!stdout(&out).contains("0x0008:"), "{out:?}");
    assert!(
        String::from_utf8_lossy(&out.stderr).contains("at byte 0x8: unknown"),
        "{out:?}"
    );
    // Without --code the object is still described.
    let out = gcn(&["shader", gfx8.to_str().unwrap()]);
    assert!(out.status.success(), "{out:?}");
}

/// `v_trunc_f64_e32 v[0:1], v[2:3]`: `llvm-mc-14 -mcpu=bonaire` encodes it
/// as [0x02,0x2f,0x00,0x7e]; `-mcpu=tahiti` refuses it ("instruction not
/// supported on this GPU").
const TRUNC_F64: u32 = 0x7E00_2F02;

#[test]
fn shader_code_of_a_gfx6_object_is_read_as_gfx6() {
    // ps.o's code (from .text at file byte 0x100, `v_mov_b32_e32 v0, s1` =
    // 7E000201), which `llvm-mc-14 -mcpu=tahiti` assembles to the same
    // dwords, marked gfx600 (EF_AMDGPU_MACH 0x20) prints as for bonaire.
    let path = data().join("shader/ps.o");
    let original = std::fs::read(&path).unwrap();
    assert_eq!(original[0x100..0x104], 0x7E00_0201u32.to_le_bytes());
    let gfx7_text = stdout(&gcn(&["shader", path.to_str().unwrap(), "--code"]));
    let mut bytes = original.clone();
    bytes[48] = 0x20;
    let gfx6 = temp("ps_gfx6.o");
    std::fs::write(&gfx6, &bytes).unwrap();
    let out = gcn(&["shader", gfx6.to_str().unwrap(), "--code"]);
    assert!(out.status.success(), "{out:?}");
    assert_eq!(
        stdout(&out).replace(gfx6.to_str().unwrap(), "F"),
        gfx7_text.replace(path.to_str().unwrap(), "F")
    );
    // With a gfx7-only first instruction: the bonaire object prints it,
    // the gfx600 one stops there.
    bytes[0x100..0x104].copy_from_slice(&TRUNC_F64.to_le_bytes());
    std::fs::write(&gfx6, &bytes).unwrap();
    let out = gcn(&["shader", gfx6.to_str().unwrap(), "--code"]);
    assert_eq!(out.status.code(), Some(1), "{out:?}");
    assert!(!stdout(&out).contains("0x0000:"), "{out:?}");
    assert!(
        stderr(&out).contains("at byte 0x0: v_trunc_f64 is not in the Gfx6 instruction set"),
        "{out:?}"
    );
    bytes[48] = original[48];
    let gfx7 = temp("ps_trunc.o");
    std::fs::write(&gfx7, &bytes).unwrap();
    let out = gcn(&["shader", gfx7.to_str().unwrap(), "--code"]);
    assert!(
        stdout(&out).contains("0x0000: v_trunc_f64_e32 v[0:1], v[2:3]\n"),
        "{out:?}"
    );
}

#[test]
fn isa_reads_gfx6_code_with_gfx_6() {
    let code = temp("gfx6-isa.bin");
    let words: Vec<u8> = [0xBF81_0000, TRUNC_F64]
        .iter()
        .flat_map(|w: &u32| w.to_le_bytes())
        .collect();
    std::fs::write(&code, words).unwrap();
    let file = code.to_str().unwrap();
    let both = "0x0000: s_endpgm\n0x0004: v_trunc_f64_e32 v[0:1], v[2:3]\n";
    assert_eq!(stdout(&gcn(&["isa", file])), both);
    assert_eq!(stdout(&gcn(&["isa", file, "--gfx", "7"])), both);
    let out = gcn(&["isa", file, "--gfx", "6"]);
    assert_eq!(out.status.code(), Some(1), "{out:?}");
    assert_eq!(stdout(&out), "0x0000: s_endpgm\n");
    assert!(
        stderr(&out).contains("at byte 0x4: v_trunc_f64 is not in the Gfx6 instruction set"),
        "{out:?}"
    );
    // gfx8 has v_trunc_f64 at the same number; 0x32000501 is gfx8's
    // `v_add_u32_e32 v0, vcc, v1, v2` and gfx7's `v_lshl_b32_e32 v0, v1,
    // v2` (llvm-mc-14 --disassemble -mcpu=tonga; -mcpu=bonaire
    // -show-encoding gives [0x01,0x05,0x00,0x32]).
    let words: Vec<u8> = [0xBF81_0000, TRUNC_F64, 0x3200_0501]
        .iter()
        .flat_map(|w: &u32| w.to_le_bytes())
        .collect();
    std::fs::write(&code, words).unwrap();
    let out = gcn(&["isa", file, "--gfx", "8"]);
    assert!(out.status.success(), "{out:?}");
    assert_eq!(
        stdout(&out),
        format!("{both}0x0008: v_add_u32_e32 v0, vcc, v1, v2\n")
    );
    assert_eq!(
        stdout(&gcn(&["isa", file])),
        format!("{both}0x0008: v_lshl_b32_e32 v0, v1, v2\n")
    );
}

/// gfx8's own memory opcodes, SDWA and DPP decode with `--gfx 8` (words and
/// text from `llvm-mc-14 -mcpu=tonga -show-encoding` and
/// `llvm-objdump-14 -d --mcpu=tonga`); gfx7 stops at the first of them.
#[test]
fn isa_reads_gfx8_own_memory_sdwa_and_dpp_with_gfx_8() {
    let code = temp("gfx8-own.bin");
    let words: Vec<u8> = [
        0xD87E_0004u32,
        0x0100_0302,
        0xE024_2000,
        0x0101_0102,
        0x3E00_04F9,
        0x0504_1501,
        0x7E00_02FA,
        0xFF00_B101,
        0xBF81_0000,
    ]
    .iter()
    .flat_map(|w| w.to_le_bytes())
    .collect();
    std::fs::write(&code, words).unwrap();
    let file = code.to_str().unwrap();
    let out = gcn(&["isa", file, "--gfx", "8"]);
    assert!(out.status.success(), "{out:?}");
    assert_eq!(
        stdout(&out),
        "0x0000: ds_bpermute_b32 v1, v2, v3 offset:4\n\
         0x0008: buffer_load_format_d16_xy v[1:2], v2, s[4:7], s1 idxen\n\
         0x0010: v_add_f16_sdwa v0, v1, v2 dst_sel:WORD_1 dst_unused:UNUSED_PRESERVE \
         src0_sel:WORD_0 src1_sel:WORD_1\n\
         0x0018: v_mov_b32_dpp v0, v1 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf\n\
         0x0020: s_endpgm\n"
    );
    // gfx7 reads the first two words as other instructions (llvm-mc-14
    // -mcpu=bonaire: [0x04,0x00,0x7e,0xd8,0x02,0x03,0x00,0x00], whose unused
    // VDST byte the crate keeps, and [0x00,0x20,0x24,0xe0,0x02,0x01,0x01,0x01])
    // and stops at the SDWA word, which has no gfx7 meaning.
    let out = gcn(&["isa", file]);
    assert_eq!(out.status.code(), Some(1), "{out:?}");
    assert_eq!(
        stdout(&out),
        "0x0000: ds_write_b16 v2, v3 offset:4 gds\n\
         0x0008: buffer_load_sbyte v1, v2, s[4:7], s1 idxen\n"
    );
}

#[test]
fn shader_lists_the_relocations_of_the_code() {
    // `llvm-readelf-14 -r tests/data/shader/scratch_cs.o`: two
    // R_AMDGPU_ABS32_LO relocations, at .text bytes 0x4 (SCRATCH_RSRC_DWORD0)
    // and 0xc (SCRATCH_RSRC_DWORD1); llc-14's text of the code starts
    // `s_mov_b32 s8, SCRATCH_RSRC_DWORD0`, whose literal is stored as 0.
    let path = data().join("shader/scratch_cs.o");
    let out = gcn(&["shader", path.to_str().unwrap(), "--code"]);
    assert!(out.status.success(), "{out:?}");
    let text = stdout(&out);
    let relocations: Vec<&str> = text
        .lines()
        .filter(|l| l.starts_with(".text byte"))
        .collect();
    assert_eq!(
        relocations,
        [
            ".text byte 0x4: R_AMDGPU_ABS32_LO SCRATCH_RSRC_DWORD0",
            ".text byte 0xc: R_AMDGPU_ABS32_LO SCRATCH_RSRC_DWORD1",
        ],
        "{text}"
    );
    assert!(text.contains("relocations: 2"), "{text}");
    // The stored literal 0 prints as llvm-objdump-14 prints such a literal.
    assert!(text.contains("0x0000: s_mov_b32 s8, 0\n"), "{text}");
    // An object without relocations lists none.
    let path = data().join("shader/cs.o");
    let out = gcn(&["shader", path.to_str().unwrap(), "--code"]);
    assert!(out.status.success(), "{out:?}");
    assert!(!stdout(&out).contains("relocations"), "{out:?}");
}

#[test]
fn fetch_shader_writes_what_it_prints() {
    let out_path = temp("fetch.bin");
    let out = gcn(&[
        "fetch-shader",
        "--format",
        "R32G32B32A32_FLOAT",
        "--format",
        "R32G32B32_FLOAT",
        "--format",
        "r32g32_float",
        "--out",
        out_path.to_str().unwrap(),
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = stdout(&out);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(
        lines
            .iter()
            .filter(|l| l.starts_with("buffer_load_format_"))
            .count(),
        3
    );
    assert_eq!(lines.last(), Some(&"s_setpc_b64 s[0:1]"));
    let bytes = std::fs::read(&out_path).unwrap();
    // The layout shadPS4 documents for three buffers, as llvm-mc-14 assembles it.
    #[rustfmt::skip]
    let expected: [u32; 12] = [
        0xC084_0300, 0xC086_0304, 0xC088_0308, 0xBF8C_007F,
        0xE00C_2000, 0x8002_0400, 0xE008_2000, 0x8003_0800, 0xE004_2000, 0x8004_0C00,
        0xBF8C_0000, 0xBE80_2000,
    ];
    let expected: Vec<u8> = expected.iter().flat_map(|w| w.to_le_bytes()).collect();
    assert_eq!(bytes, expected);
    // The printed text, assembled by LLVM, is byte for byte the file.
    let asm = temp("fetch.s");
    std::fs::write(&asm, &text).unwrap();
    match Command::new("llvm-mc-14")
        .args(["-arch=amdgcn", "-mcpu=bonaire", "-filetype=obj", "-o"])
        .arg(temp("fetch.o"))
        .arg(&asm)
        .output()
    {
        Ok(o) => {
            // Present but rejecting the printed text is a failure, not a skip.
            assert!(
                o.status.success(),
                "llvm-mc-14 rejected the printed fetch shader: {}",
                String::from_utf8_lossy(&o.stderr)
            );
            let obj = std::fs::read(temp("fetch.o")).unwrap();
            let text_section = gcn::shader::code_object::elf_section(&obj, ".text").unwrap();
            assert_eq!(text_section, &bytes[..]);
        }
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
            eprintln!("cli: llvm-mc-14 not found; the LLVM round trip is skipped")
        }
        Err(e) => panic!("running llvm-mc-14: {e}"),
    }
}

/// `fetch-shader --gfx` writes the generation's code: gfx6's words are
/// gfx7's for this layout, and a generation the crate has no code for is a
/// usage error.
#[test]
fn fetch_shader_writes_the_generation_asked() {
    let run = |gfx: &str, file: &str| {
        let path = temp(file);
        let out = gcn(&[
            "fetch-shader",
            "--format",
            "R32G32B32A32_FLOAT",
            "--format",
            "R32G32_FLOAT",
            "--gfx",
            gfx,
            "--out",
            path.to_str().unwrap(),
        ]);
        (out, path)
    };
    let (out7, path7) = run("7", "fetch7.bin");
    assert!(out7.status.success(), "{out7:?}");
    let (out6, path6) = run("6", "fetch6.bin");
    assert!(out6.status.success(), "{out6:?}");
    assert_eq!(stdout(&out6), stdout(&out7));
    assert_eq!(
        std::fs::read(&path6).unwrap(),
        std::fs::read(&path7).unwrap()
    );
    // Without --gfx: gfx7.
    let default = gcn(&[
        "fetch-shader",
        "--format",
        "R32G32B32A32_FLOAT",
        "--format",
        "R32G32_FLOAT",
        "--out",
        temp("fetch_default.bin").to_str().unwrap(),
    ]);
    assert_eq!(stdout(&default), stdout(&out7));
    // gfx8: SMEM loads with byte offsets (slot 1 at 0x10), and the
    // printed text assembles with llvm-mc-14 -mcpu=tonga to the file.
    let (out8, path8) = run("8", "fetch8.bin");
    assert!(out8.status.success(), "{out8:?}");
    let text8 = stdout(&out8);
    assert_eq!(
        text8.lines().nth(1),
        Some("s_load_dwordx4 s[12:15], s[2:3], 0x10")
    );
    let bytes8 = std::fs::read(&path8).unwrap();
    assert_eq!(bytes8.len(), 4 * 11);
    let asm = temp("fetch8.s");
    std::fs::write(&asm, &text8).unwrap();
    match Command::new("llvm-mc-14")
        .args(["-arch=amdgcn", "-mcpu=tonga", "-filetype=obj", "-o"])
        .arg(temp("fetch8.o"))
        .arg(&asm)
        .output()
    {
        Ok(o) => {
            assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
            let obj = std::fs::read(temp("fetch8.o")).unwrap();
            let text_section = gcn::shader::code_object::elf_section(&obj, ".text").unwrap();
            assert_eq!(text_section, &bytes8[..]);
        }
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
            eprintln!("cli: llvm-mc-14 not found; the gfx8 LLVM round trip is skipped")
        }
        Err(e) => panic!("running llvm-mc-14: {e}"),
    }
    let (bad, _) = run("9", "fetch9.bin");
    assert_eq!(bad.status.code(), Some(2));
    assert!(
        String::from_utf8_lossy(&bad.stderr).contains("--gfx 9: the generation is 6, 7 or 8"),
        "{bad:?}"
    );
}

#[test]
fn disasm_prints_the_committed_frame_disassembly() {
    let words: Vec<u8> = std::fs::read_to_string(data().join("triangle_frame.dwords"))
        .unwrap()
        .lines()
        .flat_map(|l| u32::from_str_radix(l.trim(), 16).unwrap().to_le_bytes())
        .collect();
    let frame = temp("frame.bin");
    std::fs::write(&frame, &words).unwrap();
    let out = gcn(&["disasm", frame.to_str().unwrap()]);
    assert!(out.status.success());
    let text = stdout(&out);
    let (title, body) = text.split_once('\n').unwrap();
    assert!(
        title.ends_with(&format!(
            ": {} dwords, decoding from dword 0x0",
            words.len() / 4
        )),
        "{title}"
    );
    assert_eq!(
        body,
        std::fs::read_to_string(data().join("triangle_frame.dis")).unwrap()
    );
    // gfx7 is the default; another generation is chosen, an unknown one refused.
    let gfx7 = gcn(&["disasm", frame.to_str().unwrap(), "--gfx", "7"]);
    assert_eq!(stdout(&gfx7), text);
    let gfx6 = gcn(&["disasm", frame.to_str().unwrap(), "--gfx", "6"]);
    assert!(gfx6.status.success());
    // The same packets on gfx6, the same number of lines, but the registers
    // the spec gives only to gfx7/gfx8 print as unknown: SPI_SHADER_PGM_RSRC3_PS
    // (SH 0x7), GRBM_GFX_INDEX and VGT_PRIMITIVE_TYPE in uconfig space (gfx6
    // has them in config space, 0x802C and 0x8958); and a field gfx6 lacks
    // (CB_COLOR0_PITCH.FMASK_TILE_MAX) is not shown.
    let on6 = stdout(&gfx6);
    assert_eq!(on6.lines().count(), text.lines().count());
    let has = |text: &str, line: &str| text.lines().any(|l| l.trim() == line);
    #[rustfmt::skip]
    let differ = [
        ("SPI_SHADER_PGM_RSRC3_PS = 0x001701FF { CU_EN: 0x1ff, WAVE_LIMIT: 0x17, LOCK_LOW_THRESHOLD: 0 }",
         "SH[0x7] = 0x001701FF"),
        ("GRBM_GFX_INDEX = 0xE0000000 { INSTANCE_INDEX: 0, SH_INDEX: 0, SE_INDEX: 0, \
          SH_BROADCAST_WRITES: 1, INSTANCE_BROADCAST_WRITES: 1, SE_BROADCAST_WRITES: 1 }",
         "UCONFIG[0x200] = 0xE0000000"),
        ("VGT_PRIMITIVE_TYPE = 0x00000004 { PRIM_TYPE: DI_PT_TRILIST }",
         "UCONFIG[0x242] = 0x00000004"),
        ("CB_COLOR0_PITCH = 0x0EF000EF { TILE_MAX: 0xef, FMASK_TILE_MAX: 0xef }",
         "CB_COLOR0_PITCH = 0x0EF000EF { TILE_MAX: 0xef }"),
    ];
    for (gfx7_line, gfx6_line) in differ {
        assert!(
            has(&text, gfx7_line) && !has(&on6, gfx7_line),
            "{gfx7_line}"
        );
        assert!(
            has(&on6, gfx6_line) && !has(&text, gfx6_line),
            "{gfx6_line}"
        );
    }
    let gfx9 = gcn(&["disasm", frame.to_str().unwrap(), "--gfx", "9"]);
    assert_eq!(gfx9.status.code(), Some(2));
    // A chained INDIRECT_BUFFER with VALID [23]: gfx6 has no such field.
    let ib: Vec<u8> = [0xC002_3F00u32, 0x1000, 0, 0x0090_0004]
        .iter()
        .flat_map(|w| w.to_le_bytes())
        .collect();
    let ib_file = temp("ib.bin");
    std::fs::write(&ib_file, &ib).unwrap();
    let note = "(VALID is not a field on gfx6)";
    let on6 = stdout(&gcn(&["disasm", ib_file.to_str().unwrap(), "--gfx", "6"]));
    assert!(on6.contains(note), "{on6}");
    let on7 = stdout(&gcn(&["disasm", ib_file.to_str().unwrap()]));
    assert!(!on7.contains("is not a field"), "{on7}");
}

#[test]
fn bad_input_is_a_message_and_a_failure() {
    let no_args = gcn(&[]);
    assert_eq!(no_args.status.code(), Some(2));
    for command in [
        "disasm",
        "isa",
        "shader",
        "fetch-shader",
        "lint",
        "state",
        "picture",
    ] {
        let help = gcn(&[command, "--help"]);
        assert!(help.status.success(), "{command} --help");
        assert!(
            stdout(&help).starts_with(&format!("usage: gcn {command}")),
            "{command}"
        );
    }
    let missing = gcn(&["shader", "/nonexistent/file.o"]);
    assert_eq!(missing.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&missing.stderr).contains("cannot read /nonexistent/file.o"));
    let not_elf = temp("not.o");
    std::fs::write(&not_elf, b"not an object").unwrap();
    let out = gcn(&["shader", not_elf.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(1));
    assert!(
        String::from_utf8_lossy(&out.stderr)
            .contains("neither an ELF code object nor PS4 shader code"),
        "{:?}",
        out
    );
    let out = gcn(&[
        "fetch-shader",
        "--format",
        "BC1_UNORM",
        "--out",
        temp("x.bin").to_str().unwrap(),
    ]);
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("cannot be fetched"));
    let out = gcn(&[
        "fetch-shader",
        "--format",
        "NO_SUCH",
        "--out",
        temp("x.bin").to_str().unwrap(),
    ]);
    assert_eq!(out.status.code(), Some(2));
    let out = gcn(&["disasm", not_elf.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("not a whole number of dwords"));
    assert_eq!(gcn(&["frobnicate"]).status.code(), Some(2));
    assert_eq!(gcn(&["disasm", "a", "b"]).status.code(), Some(2));
}

/// Writes a `width × height` RGB PNG (no alpha: the tool adds it).
fn write_png(path: &Path, width: u32, height: u32) {
    let file = std::fs::File::create(path).unwrap();
    let mut encoder = png::Encoder::new(std::io::BufWriter::new(file), width, height);
    encoder.set_color(png::ColorType::Rgb);
    encoder.set_depth(png::BitDepth::Eight);
    let mut writer = encoder.write_header().unwrap();
    let data: Vec<u8> = (0..width * height * 3).map(|i| (i % 253) as u8).collect();
    writer.write_image_data(&data).unwrap();
}

#[test]
fn gnf_build_then_info() {
    let image = temp("in.png");
    write_png(&image, 100, 50);
    let gnf_path = temp("out.gnf");
    let out = gcn(&[
        "gnf",
        "build",
        "--input",
        image.to_str().unwrap(),
        "--output",
        gnf_path.to_str().unwrap(),
        "--mips",
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    // The first T#, read from the file's bytes by the documented layout:
    // T# 0 at byte 16; WIDTH and HEIGHT are dword 2 bits [13:0] and [27:14].
    let bytes = std::fs::read(&gnf_path).unwrap();
    assert_eq!(&bytes[..4], b"GNF ");
    let dword2 = u32::from_le_bytes(bytes[16 + 8..16 + 12].try_into().unwrap());
    assert_eq!((dword2 & 0x3FFF) + 1, 100);
    assert_eq!((dword2 >> 14 & 0x3FFF) + 1, 50);
    let info = gcn(&["gnf", "info", gnf_path.to_str().unwrap()]);
    assert!(info.status.success());
    let text = stdout(&info);
    assert!(text.contains("1 texture(s)"), "{text}");
    assert!(
        text.contains(
            "texture 0: 100x50, 7 levels, IMG_DATA_FORMAT_8_8_8_8 / IMG_NUM_FORMAT_UNORM"
        ),
        "{text}"
    );
    assert!(!text.contains("note: "), "{text}");
    // T# dword 7 (the data size) cut to 1024 bytes, which info notes: the
    // chain on mode 13 (1D thin, mips padded to powers of two, 8x8 micro
    // tiles) needs 4 bytes x (128x64 + 64x32 + 32x16 + 16x8 + 3 x 8x8)
    // = 44288.
    let mut short = bytes.clone();
    short[16 + 28..16 + 32].copy_from_slice(&1024u32.to_le_bytes());
    let short_path = temp("short.gnf");
    std::fs::write(&short_path, &short).unwrap();
    let info = gcn(&["gnf", "info", short_path.to_str().unwrap()]);
    assert!(info.status.success(), "{info:?}");
    let text = stdout(&info);
    assert!(text.contains("1024 bytes of data"), "{text}");
    assert!(
        text.contains("note: GNF texture 0 has 1024 bytes of data, its T#'s layout needs 44288\n"),
        "{text}"
    );
    // Not a PNG, not a GNF: messages and status 1.
    let out = gcn(&[
        "gnf",
        "build",
        "--input",
        gnf_path.to_str().unwrap(),
        "--output",
        temp("x.gnf").to_str().unwrap(),
    ]);
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("not a PNG image"));
    let out = gcn(&["gnf", "info", image.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("not a GNF file"));
    assert_eq!(gcn(&["gnf"]).status.code(), Some(2));
    assert!(gcn(&["gnf", "--help"]).status.success());
}

#[test]
fn tile_then_detile_is_the_identity() {
    use gcn::tiling::addr::{ElementCoord, SurfaceAddresser};
    use gcn::tiling::config::{Config, Ps4TileMode};
    use gcn::tiling::layout::{TextureDesc, texture_layout};
    use gcn::tiling::surface::Format;

    let (w, h) = (64u32, 32u32);
    let linear: Vec<u8> = (0..w * h * 4).map(|i| (i * 31 % 255) as u8).collect();
    let (lin, tiled, back) = (temp("lin.bin"), temp("tiled.bin"), temp("back.bin"));
    std::fs::write(&lin, &linear).unwrap();
    let args = |cmd: &'static str, i: &Path, o: &Path| -> Vec<String> {
        [
            cmd,
            "--tile-mode",
            "10",
            "--bpp",
            "32",
            "--width",
            "64",
            "--height",
            "32",
            "--input",
        ]
        .iter()
        .map(|s| s.to_string())
        .chain([
            i.to_str().unwrap().to_string(),
            "--output".into(),
            o.to_str().unwrap().to_string(),
        ])
        .collect()
    };
    let run = |a: Vec<String>| gcn(&a.iter().map(String::as_str).collect::<Vec<_>>());
    let out = run(args("tile", &lin, &tiled));
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let t = std::fs::read(&tiled).unwrap();
    // Element (9, 5) lands where the tiling module (checked against addrlib's
    // vectors) puts it.
    let desc = TextureDesc::new_2d(Ps4TileMode::Display2dThin.index(), Format::Plain, 32, w, h);
    let level = texture_layout(&Config::PS4, &desc).unwrap().levels[0];
    let a = SurfaceAddresser::new(&Config::PS4, &level.addr_surface()).unwrap();
    let at = a.element_address(ElementCoord::new(9, 5)).unwrap().byte as usize;
    assert_eq!(t.len() as u64, level.size_bytes);
    assert_eq!(&t[at..at + 4], &linear[((5 * w + 9) * 4) as usize..][..4]);
    let out = run(args("detile", &tiled, &back));
    assert!(out.status.success());
    assert_eq!(std::fs::read(&back).unwrap(), linear);
    // --rect: the 5x3 elements from (9, 5) come out as 5 packed rows of the
    // whole image's; tiling them back into a zeroed surface puts exactly them
    // where the element addresses say.
    let with_rect = |mut a: Vec<String>, rect: &str| {
        a.extend(["--rect".to_string(), rect.to_string()]);
        a
    };
    let part = temp("part.bin");
    let out = run(with_rect(args("detile", &tiled, &part), "9,5,5,3"));
    assert!(out.status.success(), "{out:?}");
    let rows: Vec<u8> = (5..8)
        .flat_map(|y| linear[((y * w + 9) * 4) as usize..][..20].to_vec())
        .collect();
    assert_eq!(std::fs::read(&part).unwrap(), rows);
    let fresh = temp("fresh.bin");
    let _ = std::fs::remove_file(&fresh);
    let out = run(with_rect(args("tile", &part, &fresh), "9,5,5,3"));
    assert!(out.status.success(), "{out:?}");
    let t = std::fs::read(&fresh).unwrap();
    assert_eq!(t.len() as u64, level.size_bytes);
    assert_eq!(&t[at..at + 4], &linear[((5 * w + 9) * 4) as usize..][..4]);
    assert_eq!(
        t.iter().filter(|&&b| b != 0).count(),
        rows.iter().filter(|&&b| b != 0).count()
    );
    // A rectangle past the surface, or a malformed one, is refused.
    let out = run(with_rect(args("detile", &tiled, &part), "60,5,5,3"));
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("reaches outside the 64x32 surface"));
    let out = run(with_rect(args("detile", &tiled, &part), "1,2,3"));
    assert_eq!(out.status.code(), Some(2));
    // A linear file of the wrong size is refused.
    std::fs::write(&lin, &linear[..100]).unwrap();
    let out = run(args("tile", &lin, &tiled));
    assert_eq!(out.status.code(), Some(1));
    assert!(gcn(&["tile", "--help"]).status.success());
    assert_eq!(gcn(&["tile", "--bpp", "32"]).status.code(), Some(2));
}

#[test]
fn picture_writes_the_png_of_a_tiling() {
    // 64x32 elements of tile mode 10 pad to 128x64 (one macro tile), 2
    // pixels each: a 256x128 8-bit RGB PNG of stored deflate blocks, so its
    // size is exact: 8 signature + 25 IHDR + 12 IDAT framing + 2 zlib header
    // + 2 x 5 block headers + 128 x (1 + 256 x 3) rows + 4 Adler-32 + 12 IEND.
    let png = temp("tiling.png");
    let out = gcn(&[
        "picture",
        "--tile-mode",
        "10",
        "--width",
        "64",
        "--height",
        "32",
        "--scale",
        "2",
        "--output",
        png.to_str().unwrap(),
    ]);
    assert!(out.status.success(), "{out:?}");
    assert!(stdout(&out).contains("padded to 128x64 elements, 32768 bytes"));
    let bytes = std::fs::read(&png).unwrap();
    assert_eq!(
        bytes.len(),
        8 + 25 + 12 + 2 + 2 * 5 + 128 * (1 + 256 * 3) + 4 + 12
    );
    assert_eq!(&bytes[..8], b"\x89PNG\r\n\x1a\n");
    // IHDR: 256 x 128, 8-bit RGB.
    assert_eq!(&bytes[16..26], &[0, 0, 1, 0, 0, 0, 0, 0x80, 8, 2]);
    // Pixel (x, y) of the first stored block: an element of the 64x32
    // surface is saturated, one of the padding washed out.
    let pixel = |x: usize, y: usize| {
        let at = 8 + 25 + 8 + 2 + 5 + y * (1 + 256 * 3) + 1 + 3 * x;
        let p = &bytes[at..at + 3];
        (*p.iter().min().unwrap(), *p.iter().max().unwrap())
    };
    let (lo, hi) = pixel(21, 21); // element (10, 10)
    assert!(u32::from(lo) * 2 < u32::from(hi), "{lo} {hi}");
    let (lo, _) = pixel(141, 21); // element (70, 10), padding
    assert!(lo > 150, "{lo}");

    // Other chips' tables; names are the PS4 table's only.
    for gfx in ["ps4-neo", "pitcairn", "polaris10"] {
        let out = gcn(&[
            "picture",
            "--gfx",
            gfx,
            "--tile-mode",
            "14",
            "--width",
            "16",
            "--height",
            "16",
            "--output",
            png.to_str().unwrap(),
        ]);
        assert!(out.status.success(), "{gfx}: {out:?}");
    }
    let named = |gfx: &str| {
        gcn(&[
            "picture",
            "--gfx",
            gfx,
            "--tile-mode",
            "Thin2dThin",
            "--output",
            png.to_str().unwrap(),
        ])
    };
    assert!(stdout(&named("ps4-neo")).starts_with("tile mode 14 (Thin2dThin)"));
    assert_eq!(named("pitcairn").status.code(), Some(2));
    for bad in [
        &["picture", "--bpp", "24"][..],
        &["picture", "--width", "0"],
        &["picture", "--gfx", "gfx11"],
        &["picture", "--tile-mode", "32"],
    ] {
        assert_eq!(gcn(bad).status.code(), Some(2), "{bad:?}");
    }
}

#[test]
fn shader_reads_ps4_code_with_its_orbshdr_block() {
    // The code of the triangle frame's pixel shader (16 dwords, llc's), its
    // two slots (texture 0's T# at s0, sampler 0's S# at s8), one dword of
    // usage masks, then the block at 64 + 8 + 4: PSSL, PS (type 0), 64 bytes
    // of code.
    let obj =
        std::fs::read(Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/triangle_frame/ps.o"))
            .unwrap();
    let code = gcn::shader::code_object::elf_section(&obj, ".text").unwrap();
    assert_eq!(code.len(), 64);
    let mut blob = code.to_vec();
    blob.extend_from_slice(&[0x00, 0, 0, 0b11, 0x01, 0, 8, 0]);
    blob.extend_from_slice(&[0; 4]);
    blob.extend_from_slice(b"OrbShdr\x02");
    blob.extend_from_slice(&(1u32 | 64 << 8).to_le_bytes());
    blob.extend_from_slice(&[1, 2, 0, 0]);
    blob.extend_from_slice(&[0; 12]);
    let file = temp("ps4-shader.bin");
    std::fs::write(&file, &blob).unwrap();
    let out = gcn(&["shader", file.to_str().unwrap(), "--code"]);
    assert!(out.status.success(), "{out:?}");
    let text = stdout(&out);
    for line in [
        "stage Ps, PSSL code, 64 bytes of code, hash 0x0000000000000000, CRC-32 0x00000000",
        "slot: ImmResource 0 in s0 (8 dwords)",
        "slot: ImmSampler 0 in s8 (4 dwords)",
        "0x0020: image_sample v[0:3], v[2:3], s[0:7], s[8:11] dmask:0xf",
    ] {
        assert!(
            text.lines().any(|l| l == line),
            "missing {line:?} in\n{text}"
        );
    }
    assert!(text.starts_with(&format!(
        "{}: PS4 shader code, OrbShdr block at byte 0x4c (version 2)",
        file.display()
    )));
    // Bytes that are neither: a message and a failure.
    let none = temp("neither.bin");
    std::fs::write(&none, [0u8; 64]).unwrap();
    let out = gcn(&["shader", none.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("no 'OrbShdr'"));
}

/// The triangle frame as a little-endian file, with `edit` applied to its dwords.
fn frame_file(name: &str, edit: impl FnOnce(&mut Vec<u32>)) -> PathBuf {
    let mut words: Vec<u32> = std::fs::read_to_string(data().join("triangle_frame.dwords"))
        .unwrap()
        .lines()
        .map(|l| u32::from_str_radix(l.trim(), 16).unwrap())
        .collect();
    edit(&mut words);
    let bytes: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
    let path = temp(name);
    std::fs::write(&path, bytes).unwrap();
    path
}

#[test]
fn a_reader_that_stops_early_ends_the_output_quietly() {
    use std::io::Read;
    use std::process::Stdio;
    // Forty frames disassemble to megabytes, far past what a pipe buffers.
    let frames = frame_file("many.bin", |w| {
        let one = w.clone();
        for _ in 1..40 {
            w.extend_from_slice(&one);
        }
    });
    let mut child = Command::new(env!("CARGO_BIN_EXE_gcn"))
        .args(["disasm", frames.to_str().unwrap()])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut first = [0u8; 64];
    child.stdout.take().unwrap().read_exact(&mut first).unwrap();
    // The read end is closed here, as `gcn disasm FILE | head -c 64` does.
    let out = child.wait_with_output().unwrap();
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    assert_eq!(String::from_utf8_lossy(&out.stderr), "");
}

#[test]
fn lint_is_clean_on_the_triangle_frame() {
    let frame = frame_file("lint-clean.bin", |_| {});
    let out = gcn(&["lint", frame.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    assert_eq!(stdout(&out), "");
}

/// A change made to a stream's dwords.
type Edit = fn(&mut Vec<u32>);

#[test]
fn lint_finds_what_was_broken_at_the_draw() {
    // The triangle's draw is DRAW_INDEX_AUTO at dword 0x238.
    let cases: [(&str, Edit, &str); 3] = [
        (
            "no-ps.bin",
            // SET_SH_REG SPI_SHADER_PGM_LO_PS.. (6 dwords at 0x1FB) -> NOP.
            |w| w[0x1FB] = 0xC004_1000,
            "@0x238 no-ps-program: draw with no PS program (SPI_SHADER_PGM_LO/HI_PS = 0)\n",
        ),
        (
            "no-format.bin",
            // CB_COLOR0_INFO FORMAT (bits [6:2]) COLOR_8_8_8_8 -> COLOR_INVALID.
            |w| w[0x117] = 0x0002_8800,
            "@0x238 color-target-invalid: the PS exports to colour target 0 but \
             CB_COLOR0_INFO.FORMAT is COLOR_INVALID\n",
        ),
        (
            "no-depth.bin",
            // DB_Z_INFO FORMAT (bits [1:0]) Z_32_FLOAT -> Z_INVALID.
            |w| w[0x130] = 0x8020_4000,
            "@0x238 depth-without-target: depth test and write on with no depth target \
             (DB_Z_INFO.FORMAT = Z_INVALID)\n",
        ),
    ];
    for (name, edit, expected) in cases {
        let frame = frame_file(name, edit);
        let out = gcn(&["lint", frame.to_str().unwrap()]);
        assert_eq!(out.status.code(), Some(1), "{name}: {out:?}");
        assert_eq!(stdout(&out), expected, "{name}");
    }
}

/// A `DMA_DATA` fill of the frame's PS texture (T# base 0x22_0000_0000)
/// before its draw: without `CP_SYNC` the draw may run while the DMA
/// writes; with it, the texture L1 was never invalidated after it.
#[test]
fn lint_finds_a_dma_the_draw_reads() {
    for (name, control, expected) in [
        (
            "dma-no-sync.bin",
            // SRC_SEL = DATA (2, bits [30:29]).
            0x4000_0000,
            "@0x23f dma-without-sync: draw or dispatch while the DMA at 0x238 may still write: \
             no CP_SYNC on it or on a later DMA packet\n",
        ),
        (
            "dma-no-inv.bin",
            // SRC_SEL = DATA, CP_SYNC (bit 31).
            0xC000_0000,
            "@0x23f dma-without-invalidate: T# in Ps user data 0 at 0x2200000000 reads \
             what the DMA at 0x238 wrote, with no texture L1 invalidation (TCL1_ACTION_ENA) \
             after it\n",
        ),
    ] {
        let frame = frame_file(name, |w| {
            // DMA_DATA (0x50, 6 body dwords): control, DATA, 0, DST_ADDR_LO/HI, BYTE_COUNT.
            let dma = [0xC005_5000, control, 0, 0, 0, 0x22, 0x1000];
            w.splice(0x238..0x238, dma);
        });
        let out = gcn(&["lint", frame.to_str().unwrap()]);
        assert_eq!(out.status.code(), Some(1), "{name}: {out:?}");
        assert_eq!(stdout(&out), expected, "{name}");
    }
}

/// The gfx7 triangle frame linted as a gfx6 stream: what gfx6 lacks, by the
/// spec's per-generation lists (`ACQUIRE_MEM` and `SET_UCONFIG_REG` are gfx7
/// packets; `SPI_SHADER_PGM_RSRC3_*` gfx7 registers; `CB_COLOR0_PITCH.
/// FMASK_TILE_MAX`, `DB_DEPTH_INFO`'s tiling fields and `DB_Z_INFO`/
/// `DB_STENCIL_INFO.TILE_SPLIT` gfx7 fields). gfx7 and gfx8 find nothing.
#[test]
fn lint_checks_the_generation_given() {
    let frame = frame_file("lint-gfx.bin", |_| {});
    let path = frame.to_str().unwrap();
    for gfx in ["7", "8"] {
        let out = gcn(&["lint", path, "--gfx", gfx]);
        assert_eq!(out.status.code(), Some(0), "gfx{gfx}: {out:?}");
    }
    let out = gcn(&["lint", path, "--gfx", "6"]);
    assert_eq!(out.status.code(), Some(1), "{out:?}");
    let expected = "\
@0x5 packet-not-on-gfx: ACQUIRE_MEM does not exist on gfx6
@0x44 unknown-register: SET_SH_REG writes offset 0x7, where gfx6 has no SH register
@0x47 unknown-register: SET_SH_REG writes offset 0x46, where gfx6 has no SH register
@0x4a unknown-register: SET_SH_REG writes offset 0x87, where gfx6 has no SH register
@0x4d unknown-register: SET_SH_REG writes offset 0xc7, where gfx6 has no SH register
@0x50 unknown-register: SET_SH_REG writes offset 0x107, where gfx6 has no SH register
@0x53 unknown-register: SET_SH_REG writes offset 0x147, where gfx6 has no SH register
@0x56 unknown-register: SET_SH_REG writes offset 0x47, where gfx6 has no SH register
@0x82 packet-not-on-gfx: SET_UCONFIG_REG does not exist on gfx6
@0x82 unknown-register: SET_UCONFIG_REG writes offset 0x200, where gfx6 has no UCONFIG register
@0x111 reserved-bits: CB_COLOR0_PITCH (0x319) written with bits 0x0ef00000 set that are reserved on gfx6
@0x12d reserved-bits: DB_DEPTH_INFO (0xf) written with bits 0x001a0c40 set that are reserved on gfx6
@0x12d reserved-bits: DB_Z_INFO (0x10) written with bits 0x00004000 set that are reserved on gfx6
@0x12d reserved-bits: DB_STENCIL_INFO (0x11) written with bits 0x00004000 set that are reserved on gfx6
@0x225 packet-not-on-gfx: SET_UCONFIG_REG does not exist on gfx6
@0x225 unknown-register: SET_UCONFIG_REG writes offset 0x242, where gfx6 has no UCONFIG register
";
    assert_eq!(stdout(&out), expected);
}

/// `state --gfx` names registers and fields as that generation has them:
/// `CB_COLOR0_PITCH.FMASK_TILE_MAX` is gfx7 and gfx8 only, `VGT_PRIMITIVE_TYPE`
/// a uconfig register from gfx7 on, `CB_COLOR0_INFO.DCC_ENABLE` gfx8's (the
/// spec's per-generation fields).
#[test]
fn state_names_registers_as_the_generation_given() {
    let frame = frame_file("state-gfx.bin", |_| {});
    let path = frame.to_str().unwrap();
    let run = |gfx: &str| {
        let out = gcn(&["state", path, "--draw", "0", "--gfx", gfx]);
        assert!(out.status.success(), "gfx{gfx}: {out:?}");
        stdout(&out)
    };
    let (gfx6, gfx7, gfx8) = (run("6"), run("7"), run("8"));
    let pitch = "    CB_COLOR0_PITCH = 0x0EF000EF { TILE_MAX: 0xef";
    assert!(gfx6.contains(&format!("{pitch} }}\n")), "{gfx6}");
    assert!(
        gfx7.contains(&format!("{pitch}, FMASK_TILE_MAX: 0xef }}\n")),
        "{gfx7}"
    );
    assert!(gfx6.contains("    UCONFIG[0x242] = 0x00000004\n"), "{gfx6}");
    assert!(gfx7.contains("    VGT_PRIMITIVE_TYPE = 0x00000004 { PRIM_TYPE: DI_PT_TRILIST }\n"));
    assert!(gfx8.contains("DCC_ENABLE: 0") && !gfx7.contains("DCC_ENABLE"));
    // The PS's T# with the spec's fields of words 6 and 7 on each generation:
    // gfx8's COMPRESSION_EN and META_DATA_ADDRESS, gfx7's UNUNSED.
    let tsharp = |text: &str| -> String {
        let line = text.lines().find(|l| l.contains(": T# {")).expect("a T#");
        line[line.find("MIN_LOD_WARN").expect("word 6")..].to_string()
    };
    assert_eq!(
        tsharp(&gfx8),
        "MIN_LOD_WARN: 0, COUNTER_BANK_ID: 0, LOD_HDW_CNT_EN: 0, COMPRESSION_EN: 0, \
         ALPHA_IS_ON_MSB: 0, COLOR_TRANSFORM: 0, LOST_ALPHA_BITS: 0, LOST_COLOR_BITS: 0, \
         META_DATA_ADDRESS: 0 }"
    );
    assert_eq!(
        tsharp(&gfx7),
        "MIN_LOD_WARN: 0, COUNTER_BANK_ID: 0, LOD_HDW_CNT_EN: 0, UNUNSED: 0, UNUNSED: 0 }"
    );
    assert_eq!(tsharp(&gfx6), "MIN_LOD_WARN: 0, UNUNSED: 0 }");
    // Without --gfx: gfx7.
    let out = gcn(&["state", path, "--draw", "0"]);
    assert_eq!(stdout(&out), gfx7);
}

#[test]
fn state_prints_the_triangle_draw() {
    let frame = frame_file("state.bin", |_| {});
    let out = gcn(&["state", frame.to_str().unwrap(), "--draw", "0"]);
    assert!(out.status.success(), "{out:?}");
    let text = stdout(&out);
    for line in [
        "draw 0 at @0x238: DRAW_INDEX_AUTO, count 3, 1 instances",
        // CB_COLOR0_BASE 0x20000000 x 256, CB_COLOR0_INFO 0x00028828, ATTRIB 0x14A.
        "colour target 0: COLOR_8_8_8_8 NUMBER_UNORM, base 0x2000000000, tile mode index 10",
        "    CB_COLOR0_INFO = 0x00028828 {",
        "colour targets 1..=7: COLOR_INVALID",
        // DB_Z_INFO 0x80204003, DB_Z_READ_BASE 0x21000000 x 256.
        "depth target: Z_32_FLOAT, stencil STENCIL_INVALID, base 0x2100000000",
        // DB_DEPTH_CONTROL 0x00700716.
        "depth state: test on, write on, function FRAG_LESS, stencil off",
        // PA_CL_VPORT_XSCALE/XOFFSET 960, YSCALE -540, YOFFSET 540.
        "viewport 0: at (0, 0), 1920 x 1080, depth 0..1",
        // PA_CL_VS_OUT_CNTL.USE_VTX_VIEWPORT_INDX (bit 19) clear.
        "viewports 1..=15: not used (PA_CL_VS_OUT_CNTL.USE_VTX_VIEWPORT_INDX = 0)",
        "    PA_CL_VPORT_XSCALE = 0x44700000 { VPORT_XSCALE: 960.0 }",
        "    PA_SC_SCREEN_SCISSOR_BR = 0x04380780 { BR_X: 0x780, BR_Y: 0x438 }",
        // SPI_SHADER_PGM_LO_VS 0x30000000, LO_PS 0x30000001 (x 256).
        "VS: program at 0x3000000000",
        "PS: program at 0x3000000100",
        // VS user data 0..3: the fetch shader's address 0x30_0000_0200 and
        // the V# table's 0x10_0000_0730.
        "  user data: 0x00000200 0x00000030 0x00000780 0x00000010 0x00000000",
        // SPI_SHADER_PGM_RSRC2_VS 0x8: USER_SGPR (bits 5:1) 4.
        "  loaded into SGPRs: user data 0..=3 (RSRC2.USER_SGPR = 4)",
        "  user data 0: T# { BASE_ADDRESS: 0x22000000,",
        "  user data 8: S# {",
    ] {
        assert!(
            text.lines().any(|l| l.starts_with(line)),
            "missing {line:?} in\n{text}"
        );
    }
    assert!(!text.contains("viewport 1:"), "{text}");
    let out = gcn(&["state", frame.to_str().unwrap(), "--draw", "1"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("no draw 1"));
    let out = gcn(&["state", frame.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2));
}

#[path = "../../examples/compute/job.rs"]
#[allow(dead_code)]
mod compute_job;

#[test]
fn state_prints_the_compute_dispatch() {
    let mut words = vec![0u32; 512];
    let mut cb = gcn::pm4::CommandBuffer::new(&mut words);
    compute_job::record(&mut cb).unwrap();
    let bytes: Vec<u8> = cb.as_slice().iter().flat_map(|w| w.to_le_bytes()).collect();
    let job = temp("compute.bin");
    std::fs::write(&job, bytes).unwrap();
    let out = gcn(&["state", job.to_str().unwrap(), "--draw", "0"]);
    assert!(out.status.success(), "{out:?}");
    let text = stdout(&out);
    for line in [
        // The 256-dword initialiser window, then the block (0x1B dwords).
        "draw 0 at @0x11b: DISPATCH_DIRECT, 16 x 1 x 1 thread groups",
        // COMPUTE_PGM_LO 0x30000000 x 256.
        "CS: program at 0x3000000000",
        // USER_SGPR 4, TGID_X_EN.
        "    COMPUTE_PGM_RSRC2 = 0x00000088 {",
        "    COMPUTE_NUM_THREAD_X = 0x00000040 {",
        "  loaded into SGPRs: user data 0..=3 (RSRC2.USER_SGPR = 4)",
        // The output buffer's V#, announced by its hint.
        "  user data 0: V# { BASE_ADDRESS: 0, BASE_ADDRESS_HI: 0x40, STRIDE: 4,",
    ] {
        assert!(
            text.lines().any(|l| l.starts_with(line)),
            "missing {line:?} in\n{text}"
        );
    }
    assert!(!text.contains("instances"), "{text}");
}

#[test]
fn lint_reads_indirect_buffers_from_mem() {
    // A stream that only chains (INDIRECT_BUFFER, IB_SIZE in bits [19:0]) to
    // the triangle frame, placed at 0x10_0000_0000 with --mem.
    let frame = frame_file("ib-target.bin", |_| {});
    let dwords = std::fs::metadata(&frame).unwrap().len() / 4;
    let ib: Vec<u8> = [0xC002_3F00, 0, 0x10, dwords as u32]
        .iter()
        .flat_map(|w: &u32| w.to_le_bytes())
        .collect();
    let top = temp("ib-top.bin");
    std::fs::write(&top, ib).unwrap();
    let top = top.to_str().unwrap();
    let out = gcn(&["lint", top]);
    assert_eq!(out.status.code(), Some(1), "{out:?}");
    assert_eq!(
        stdout(&out),
        format!(
            "@0x0 unreadable-ib: INDIRECT_BUFFER at 0x1000000000 ({dwords} dwords) not available: not checked\n"
        )
    );
    let mem = format!("0x1000000000={}", frame.to_str().unwrap());
    let out = gcn(&["lint", top, "--mem", &mem]);
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    assert_eq!(stdout(&out), "");
    // The draw inside the buffer, with the state there.
    let out = gcn(&["state", top, "--mem", &mem, "--draw", "0"]);
    assert!(out.status.success(), "{out:?}");
    assert!(stdout(&out).starts_with("draw 0 at @0x0: DRAW_INDEX_AUTO, count 3"));
    // A table declared at PS user data 12 (unset: address 0) is reported.
    let out = gcn(&["lint", top, "--mem", &mem, "--table", "PS:12:T:1"]);
    assert_eq!(out.status.code(), Some(1), "{out:?}");
    assert_eq!(
        stdout(&out),
        "@0x0+0x238 unreadable-table: descriptor table of Ps user data 12 at 0x0 (8 dwords) \
         not available: not checked\n"
    );
    let out = gcn(&["lint", top, "--table", "GS:1:T:1"]);
    assert_eq!(out.status.code(), Some(2));
    let out = gcn(&["lint", top, "--mem", "3=x"]);
    assert_eq!(out.status.code(), Some(2));
}

/// Runs the tool with arguments that need not be UTF-8.
fn gcn_os<S: AsRef<std::ffi::OsStr>>(args: &[S]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_gcn"))
        .args(args)
        .output()
        .unwrap()
}

fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

#[cfg(unix)]
#[test]
fn file_names_need_not_be_utf8() {
    use std::ffi::OsStr;
    use std::os::unix::ffi::OsStrExt;
    let named = |bytes: &[u8]| temp("x").with_file_name(OsStr::from_bytes(bytes));
    let arg = OsStr::new;
    // s_endpgm, also a PM4 type-2 filler dword.
    let code = named(b"\xff.bin");
    std::fs::write(&code, 0xBF81_0000u32.to_le_bytes()).unwrap();
    let out = gcn_os(&[arg("disasm"), code.as_os_str()]);
    assert!(out.status.success(), "{out:?}");
    assert!(
        stdout(&out)
            .lines()
            .next()
            .unwrap()
            .ends_with(".bin: 1 dwords, decoding from dword 0x0"),
        "{out:?}"
    );
    let out = gcn_os(&[arg("isa"), code.as_os_str()]);
    assert_eq!(stdout(&out), "0x0000: s_endpgm\n", "{out:?}");
    // A --mem file, in the value after ADDR=.
    let frame = std::fs::read(frame_file("utf8-frame.bin", |_| {})).unwrap();
    let target = named(b"\xfe-frame.bin");
    std::fs::write(&target, &frame).unwrap();
    let top = temp("utf8-top.bin");
    let ib: Vec<u8> = [0xC002_3F00u32, 0, 0x10, (frame.len() / 4) as u32]
        .iter()
        .flat_map(|w| w.to_le_bytes())
        .collect();
    std::fs::write(&top, ib).unwrap();
    let mut mem = std::ffi::OsString::from("0x1000000000=");
    mem.push(target.as_os_str());
    let out = gcn_os(&[arg("lint"), top.as_os_str(), arg("--mem"), &mem]);
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    // Files written and read by tile, detile and picture.
    let (lin, tiled, back) = (named(b"\xfd-l"), named(b"\xfd-t"), named(b"\xfd-b"));
    let linear: Vec<u8> = (0..8 * 8 * 4).map(|i| i as u8).collect();
    std::fs::write(&lin, &linear).unwrap();
    let surface = [
        "--tile-mode",
        "13",
        "--bpp",
        "32",
        "--width",
        "8",
        "--height",
        "8",
    ];
    for (cmd, i, o) in [("tile", &lin, &tiled), ("detile", &tiled, &back)] {
        let mut args = vec![arg(cmd)];
        args.extend(surface.map(arg));
        args.extend([
            arg("--input"),
            i.as_os_str(),
            arg("--output"),
            o.as_os_str(),
        ]);
        let out = gcn_os(&args);
        assert!(out.status.success(), "{cmd}: {out:?}");
    }
    assert_eq!(std::fs::read(&back).unwrap(), linear);
    let png = named(b"\xfc.png");
    let out = gcn_os(&[
        arg("picture"),
        arg("--width"),
        arg("8"),
        arg("--height"),
        arg("8"),
        arg("--output"),
        png.as_os_str(),
    ]);
    assert!(out.status.success(), "{out:?}");
    assert!(std::fs::read(&png).unwrap().starts_with(b"\x89PNG"));
    // Where a value is text, one that is not UTF-8 is a usage error.
    let bad = OsStr::from_bytes(b"\xff");
    for args in [
        &[arg("disasm"), code.as_os_str(), arg("--gfx"), bad][..],
        &[
            arg("fetch-shader"),
            arg("--format"),
            bad,
            arg("--out"),
            arg("x"),
        ],
        &[arg("picture"), arg("--tile-mode"), bad],
        &[arg("disasm"), code.as_os_str(), bad],
        &[bad],
    ] {
        let out = gcn_os(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {out:?}");
    }
}

/// `gcn tile` or `detile` of 64x32 elements of 32 bits in tile mode 10 (a
/// 128x64 padded surface: 32768 tiled bytes, 8192 linear), with `extra`
/// arguments after the surface's.
fn tile64(cmd: &str, input: &Path, output: &Path, extra: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_gcn"))
        .args([cmd, "--tile-mode", "10", "--bpp", "32", "--width", "64"])
        .args(["--height", "32", "--input"])
        .arg(input)
        .arg("--output")
        .arg(output)
        .args(extra)
        .output()
        .unwrap()
}

#[test]
fn tile_refuses_an_input_of_the_wrong_size_before_reading_it() {
    // A sparse file of 1 TiB: its size is refused, nothing is read.
    let big = temp("big.bin");
    std::fs::File::create(&big)
        .unwrap()
        .set_len(1 << 40)
        .unwrap();
    let out = tile64("tile", &big, &temp("big-out.bin"), &[]);
    let _ = std::fs::remove_file(&big);
    assert_eq!(out.status.code(), Some(1), "{out:?}");
    let expected = format!(
        "{} is 1099511627776 bytes; 64x32 of 32 bits is 8192",
        big.display()
    );
    assert!(stderr(&out).contains(&expected), "{out:?}");
    // A device without a size: read up to one byte past the size only.
    #[cfg(unix)]
    for (cmd, expected) in [
        (
            "tile",
            "/dev/zero is more than 8192 bytes; 64x32 of 32 bits is 8192",
        ),
        (
            "detile",
            "/dev/zero is more than 32768 bytes; the tiled surface is 32768",
        ),
        (
            "tile",
            "/dev/zero is more than 60 bytes; the rectangle is 60",
        ),
    ] {
        let rect: &[&str] = if expected.contains("rectangle") {
            &["--rect", "9,5,5,3"]
        } else {
            &[]
        };
        let out = tile64(cmd, Path::new("/dev/zero"), &temp("zero-out.bin"), rect);
        assert_eq!(out.status.code(), Some(1), "{out:?}");
        assert!(stderr(&out).contains(expected), "{out:?}");
    }
}

#[test]
fn tile_rect_keeps_the_existing_surface_or_fails() {
    let part = temp("keep-part.bin");
    std::fs::write(&part, (1..=60u8).collect::<Vec<_>>()).unwrap();
    // An existing surface: only the rectangle's 60 bytes change.
    let surface = temp("keep-surface.bin");
    std::fs::write(&surface, vec![0xAB; 32768]).unwrap();
    let out = tile64("tile", &part, &surface, &["--rect", "9,5,5,3"]);
    assert!(out.status.success(), "{out:?}");
    let t = std::fs::read(&surface).unwrap();
    assert_eq!(t.len(), 32768);
    assert_eq!(t.iter().filter(|&&b| b == 0xAB).count(), 32768 - 60);
    // An output that exists but cannot be read is an error naming it, not
    // a surface of zeros.
    let dir = temp("keep-dir.bin");
    std::fs::create_dir_all(&dir).unwrap();
    let out = tile64("tile", &part, &dir, &["--rect", "9,5,5,3"]);
    assert_eq!(out.status.code(), Some(1), "{out:?}");
    assert!(
        stderr(&out).contains(&format!("cannot read {}", dir.display())),
        "{out:?}"
    );
    assert!(dir.is_dir());
    // One of the wrong size is refused and left as it was.
    std::fs::write(&surface, [7u8; 100]).unwrap();
    let out = tile64("tile", &part, &surface, &["--rect", "9,5,5,3"]);
    assert_eq!(out.status.code(), Some(1), "{out:?}");
    assert!(
        stderr(&out).contains("is 100 bytes; the tiled surface is 32768"),
        "{out:?}"
    );
    assert_eq!(std::fs::read(&surface).unwrap(), [7u8; 100]);
}

/// 64 bytes of code (the triangle frame's pixel shader), two input-usage
/// slots, one dword of usage masks, then the `OrbShdr` block (at byte 0x4c)
/// giving `length` bytes of code.
fn ps4_shader_blob(length: u32) -> Vec<u8> {
    let obj =
        std::fs::read(Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/triangle_frame/ps.o"))
            .unwrap();
    let mut blob = gcn::shader::code_object::elf_section(&obj, ".text")
        .unwrap()
        .to_vec();
    blob.extend_from_slice(&[0x00, 0, 0, 0b11, 0x01, 0, 8, 0]);
    blob.extend_from_slice(&[0; 4]);
    blob.extend_from_slice(b"OrbShdr\x02");
    blob.extend_from_slice(&(1u32 | length << 8).to_le_bytes());
    blob.extend_from_slice(&[1, 2, 0, 0]);
    blob.extend_from_slice(&[0; 12]);
    blob
}

#[test]
fn shader_reads_a_ps4_code_length_past_the_slots_up_to_them() {
    let file = temp("ps4-length.bin");
    let name = file.display();
    // What `--code` prints after the block's lines: the instructions alone.
    let code_lines = |out: &std::process::Output| -> Vec<String> {
        stdout(out)
            .lines()
            .filter(|l| {
                !l.starts_with(&format!("{name}: PS4"))
                    && !l.starts_with("stage ")
                    && !l.starts_with("note: ")
                    && !l.starts_with("slot: ")
            })
            .map(str::to_string)
            .collect()
    };
    std::fs::write(&file, ps4_shader_blob(64)).unwrap();
    let whole = gcn(&["shader", file.to_str().unwrap(), "--code"]);
    assert!(whole.status.success(), "{whole:?}");
    assert!(!stdout(&whole).contains("note: "), "{whole:?}");
    // The code is the triangle frame's pixel shader, 64 bytes.
    assert!(code_lines(&whole).len() >= 10, "{whole:?}");
    std::fs::write(&file, ps4_shader_blob(60)).unwrap();
    let sixty = gcn(&["shader", file.to_str().unwrap(), "--code"]);
    for (length, read, same_as) in [
        // Into the slots, and not whole dwords.
        (68u32, 64usize, &whole),
        (62, 60, &sixty),
    ] {
        std::fs::write(&file, ps4_shader_blob(length)).unwrap();
        let note = format!(
            "note: {length} bytes of code is not whole dwords ending by byte 0x40, where the input-usage slots start; the code is read as its first {read} bytes"
        );
        let out = gcn(&["shader", file.to_str().unwrap()]);
        assert!(out.status.success(), "{length}: {out:?}");
        assert!(stdout(&out).contains(&note), "{length}: {out:?}");
        assert!(
            stdout(&out).contains(&format!(", {length} bytes of code,")),
            "{length}"
        );
        let out = gcn(&["shader", file.to_str().unwrap(), "--code"]);
        assert!(out.status.success(), "{length}: {out:?}");
        assert_eq!(code_lines(&out), code_lines(same_as), "{length}");
    }
    // Past the block itself: no reading of the length allows it.
    std::fs::write(&file, ps4_shader_blob(0x100)).unwrap();
    let out = gcn(&["shader", file.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(1), "{out:?}");
    assert!(
        String::from_utf8_lossy(&out.stderr).contains(&format!(
            "{name}: PS4 shader code: shader binary info: 256 bytes of code run past the block at byte"
        )),
        "{out:?}"
    );
    // Code that ends before the slots is fine.
    std::fs::write(&file, ps4_shader_blob(60)).unwrap();
    let out = gcn(&["shader", file.to_str().unwrap(), "--code"]);
    assert!(out.status.success(), "{out:?}");
    assert!(stdout(&out).contains(", 60 bytes of code,"), "{out:?}");
}

#[test]
fn errors_name_the_file_and_the_place() {
    // isa: the byte offset of the word that does not decode, in the file.
    let code = temp("bad-isa.bin");
    let words: Vec<u8> = [0u32, 0xBF81_0000, 0xFFFF_FFFF]
        .iter()
        .flat_map(|w| w.to_le_bytes())
        .collect();
    std::fs::write(&code, words).unwrap();
    let out = gcn(&["isa", code.to_str().unwrap(), "--offset", "4"]);
    assert_eq!(out.status.code(), Some(1), "{out:?}");
    assert_eq!(stdout(&out), "0x0004: s_endpgm\n");
    assert!(
        stderr(&out).contains(&format!(
            "{}: at byte 0x8: unknown or unsupported instruction word 0xffffffff",
            code.display()
        )),
        "{out:?}"
    );
    // gnf info: a texture whose data runs past the file.
    let image = temp("named.png");
    write_png(&image, 16, 16);
    let gnf_path = temp("named.gnf");
    let out = gcn(&[
        "gnf",
        "build",
        "--input",
        image.to_str().unwrap(),
        "--output",
        gnf_path.to_str().unwrap(),
    ]);
    assert!(out.status.success(), "{out:?}");
    let mut bytes = std::fs::read(&gnf_path).unwrap();
    // T# 0 at byte 16; its dword 7 holds the data size.
    bytes[16 + 28..16 + 32].copy_from_slice(&0x00FF_FFFFu32.to_le_bytes());
    std::fs::write(&gnf_path, bytes).unwrap();
    let out = gcn(&["gnf", "info", gnf_path.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(1), "{out:?}");
    assert!(
        stderr(&out).contains(&format!(
            "{}: texture 0: GNF file truncated",
            gnf_path.display()
        )),
        "{out:?}"
    );
    // gnf build: an image too wide for a texture.
    let wide = temp("wide.png");
    write_png(&wide, 16385, 1);
    let out = gcn(&[
        "gnf",
        "build",
        "--input",
        wide.to_str().unwrap(),
        "--output",
        temp("wide.gnf").to_str().unwrap(),
    ]);
    assert_eq!(out.status.code(), Some(1), "{out:?}");
    assert!(
        stderr(&out).contains(&format!("{}: GNF width 16385", wide.display())),
        "{out:?}"
    );
}

#[test]
fn options_are_taken_only_by_the_commands_that_use_them() {
    let path = data().join("shader/ps.o");
    let ps = path.to_str().unwrap();
    let out = gcn(&["shader", ps, "--offset", "4"]);
    assert_eq!(out.status.code(), Some(2), "{out:?}");
    assert!(stderr(&out).contains("unknown option --offset"), "{out:?}");
    let gnf_path = temp("offset.gnf");
    let image = temp("offset.png");
    write_png(&image, 4, 4);
    let built = gcn(&[
        "gnf",
        "build",
        "--input",
        image.to_str().unwrap(),
        "--output",
        gnf_path.to_str().unwrap(),
    ]);
    assert!(built.status.success(), "{built:?}");
    let out = gcn(&["gnf", "info", gnf_path.to_str().unwrap(), "--offset", "0"]);
    assert_eq!(out.status.code(), Some(2), "{out:?}");
    // The commands that read PM4 dwords from an offset take it.
    let frame = frame_file("offset-frame.bin", |_| {});
    let frame = frame.to_str().unwrap();
    for args in [
        &["disasm", frame, "--offset", "0x10"][..],
        &["isa", ps, "--offset", "0"],
        &["lint", frame, "--offset", "0"],
        &["state", frame, "--offset", "0", "--draw", "0"],
    ] {
        let out = gcn(args);
        assert_ne!(out.status.code(), Some(2), "{args:?}: {out:?}");
    }
    let out = gcn(&["disasm", frame, "--offset", "2"]);
    assert_eq!(out.status.code(), Some(2), "{out:?}");
}

#[test]
fn a_bad_argument_value_is_a_usage_error() {
    let frame = frame_file("values-frame.bin", |_| {});
    let frame = frame.to_str().unwrap();
    let (lin, out) = (temp("values-lin.bin"), temp("values-out.bin"));
    std::fs::write(&lin, [0u8; 64 * 32 * 4]).unwrap();
    let (lin, out) = (lin.to_str().unwrap(), out.to_str().unwrap());
    let png = temp("values.png");
    let image = png.to_str().unwrap();
    write_png(&png, 4, 4);
    let tile = |change: &[&str]| -> Vec<String> {
        let mut args: Vec<String> = [
            "tile",
            "--tile-mode",
            "10",
            "--bpp",
            "32",
            "--width",
            "64",
            "--height",
            "32",
            "--input",
            lin,
            "--output",
            out,
        ]
        .map(String::from)
        .to_vec();
        // Later options replace earlier ones.
        args.extend(change.iter().map(|s| s.to_string()));
        args
    };
    // The surface itself is fine.
    let ok = tile(&[]);
    let ok = gcn(&ok.iter().map(String::as_str).collect::<Vec<_>>());
    assert!(ok.status.success(), "{ok:?}");
    let cases: Vec<Vec<String>> = vec![
        ["disasm", frame, "--gfx", "9"].map(String::from).to_vec(),
        ["fetch-shader", "--format", "NO_SUCH", "--out", out]
            .map(String::from)
            .to_vec(),
        [
            "gnf",
            "build",
            "--input",
            image,
            "--output",
            out,
            "--tile-mode",
            "40",
        ]
        .map(String::from)
        .to_vec(),
        tile(&["--tile-mode", "40"]),
        tile(&["--width", "5000000000"]),
        tile(&["--width", "0"]),
        tile(&["--height", "0"]),
        tile(&["--bpp", "24"]),
        tile(&["--rect", "60,5,5,3"]),
        ["picture", "--tile-mode", "32"].map(String::from).to_vec(),
    ];
    for args in cases {
        let out = gcn(&args.iter().map(String::as_str).collect::<Vec<_>>());
        assert_eq!(out.status.code(), Some(2), "{args:?}: {out:?}");
        assert!(stderr(&out).contains("usage: gcn"), "{args:?}: {out:?}");
    }
}

#[test]
fn shader_registers_print_a_misaligned_address_in_hex() {
    let mut obj = std::fs::read(data().join("shader/vs.o")).unwrap();
    let config = gcn::shader::code_object::elf_section(&obj, ".AMDGPU.config").unwrap();
    let at = config.as_ptr() as usize - obj.as_ptr() as usize;
    // The first entry's address, SPI_SHADER_PGM_RSRC1_VS (0xB128), moved
    // two bytes on.
    let address = u32::from_le_bytes(obj[at..at + 4].try_into().unwrap());
    assert_eq!(address, 0xB128);
    obj[at..at + 4].copy_from_slice(&0xB12Au32.to_le_bytes());
    let file = temp("misaligned.o");
    std::fs::write(&file, obj).unwrap();
    let out = gcn(&["shader", file.to_str().unwrap(), "--registers"]);
    assert!(out.status.success(), "{out:?}");
    let text = stdout(&out);
    assert!(text.lines().any(|l| l == "0xb12a = 0x00000000"), "{text}");
    assert!(!text.contains("SPI_SHADER_PGM_RSRC1_VS"), "{text}");
}

#[test]
fn picture_takes_hex_numbers_and_lists_the_modes() {
    let png = temp("hex.png");
    let out = gcn(&[
        "picture",
        "--tile-mode",
        "0xA",
        "--bpp",
        "0x20",
        "--width",
        "0x40",
        "--height",
        "0x20",
        "--scale",
        "0x2",
        "--output",
        png.to_str().unwrap(),
    ]);
    assert!(out.status.success(), "{out:?}");
    assert!(
        stdout(&out)
            .starts_with("tile mode 10 (Display2dThin), 32 bits per element, 64x32 elements"),
        "{out:?}"
    );
    let out = gcn(&["picture", "--list"]);
    assert!(out.status.success(), "{out:?}");
    assert!(
        stdout(&out).lines().any(|l| l == "10  Display2dThin"),
        "{out:?}"
    );
    assert!(gcn(&["--help"]).status.success());
    assert!(stdout(&gcn(&["--help"])).contains("picture --list"));
}

/// An output file with another hard link is written in place, so every link
/// sees the new contents (a file without one is replaced whole).
#[cfg(unix)]
#[test]
fn an_output_with_another_hard_link_is_written_in_place() {
    let out_file = temp("linked-out.bin");
    let other = temp("linked-other.bin");
    let _ = std::fs::remove_file(&other);
    std::fs::write(&out_file, b"old contents").unwrap();
    std::fs::hard_link(&out_file, &other).unwrap();
    let out = gcn(&[
        "fetch-shader",
        "--format",
        "R32G32B32A32_FLOAT",
        "--out",
        out_file.to_str().unwrap(),
    ]);
    assert!(out.status.success(), "{out:?}");
    let written = std::fs::read(&out_file).unwrap();
    assert_ne!(written, b"old contents");
    assert_eq!(std::fs::read(&other).unwrap(), written);
    std::fs::remove_file(&other).unwrap();
}

/// `gcn isa` prints typed buffer, LDS and flat instructions: the words are what
/// `llvm-mc-14 -arch=amdgcn -mcpu=bonaire -show-encoding` writes for each
/// line printed.
#[test]
fn isa_prints_typed_buffer_lds_and_flat_instructions() {
    let code = temp("mtbuf-ds.bin");
    let words: Vec<u8> = [
        // tbuffer_load_format_xyzw v[1:4], v2, s[4:7], s1
        //   format:[BUF_DATA_FORMAT_32_32_32_32,BUF_NUM_FORMAT_FLOAT] idxen
        //   ; [0x00,0x20,0xf3,0xeb,0x02,0x01,0x01,0x01]
        0xEBF3_2000u32,
        0x0101_0102,
        // ds_read2_b32 v[1:2], v2 offset0:255 offset1:1 gds
        //   ; [0xff,0x01,0xde,0xd8,0x02,0x00,0x00,0x01]
        0xD8DE_01FF,
        0x0100_0002,
        // ds_swizzle_b32 v1, v2 offset:swizzle(QUAD_PERM,3,2,1,0)
        //   ; [0x1b,0x80,0xd4,0xd8,0x02,0x00,0x00,0x01]
        0xD8D4_801B,
        0x0100_0002,
        // flat_atomic_cmpswap v1, v[2:3], v[4:5] glc
        //   ; [0x00,0x00,0xc5,0xdc,0x02,0x04,0x00,0x01]
        0xDCC5_0000,
        0x0100_0402,
        0xBF81_0000,
    ]
    .iter()
    .flat_map(|w| w.to_le_bytes())
    .collect();
    std::fs::write(&code, words).unwrap();
    let out = gcn(&["isa", code.to_str().unwrap()]);
    assert!(out.status.success(), "{out:?}");
    assert_eq!(
        stdout(&out),
        "0x0000: tbuffer_load_format_xyzw v[1:4], v2, s[4:7], s1 \
         format:[BUF_DATA_FORMAT_32_32_32_32,BUF_NUM_FORMAT_FLOAT] idxen\n\
         0x0008: ds_read2_b32 v[1:2], v2 offset0:255 offset1:1 gds\n\
         0x0010: ds_swizzle_b32 v1, v2 offset:swizzle(QUAD_PERM,3,2,1,0)\n\
         0x0018: flat_atomic_cmpswap v1, v[2:3], v[4:5] glc\n\
         0x0020: s_endpgm\n"
    );
}
