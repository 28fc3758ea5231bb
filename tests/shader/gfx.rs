//! The programs the crate writes itself (fetch shader, rect-list vertex
//! shader, clear pixel shader) for gfx6, gfx7 and gfx8, against LLVM 14.
//!
//! Each program is written out by hand as instruction text. `llvm-mc-14
//! -arch=amdgcn -mcpu=tahiti|bonaire|tonga -show-encoding` assembles that
//! text; its output is committed under `tests/data/shader/mc/` (checked to
//! be what LLVM prints today when it is installed, rewritten with
//! `GCN_REGEN=1`, used as it is when it is not), and the crate's words must
//! be LLVM's, dword for dword, and decode with `instructions_for(.., gfx)`
//! to the same text. The clear pixel shader is also compared with what
//! `llc-14` builds from `tests/data/shader/clear_ps*.ll` for tahiti, fiji and
//! tonga: the same instructions and the same register counts.

use std::process::{Command, Stdio};

use gcn::blocks::shader::PsShader;
use gcn::desc::DataFormat;
use gcn::regs::Gfx;
use gcn::shader::builtin::{
    CLEAR_PS_DWORDS, CLEAR_PS_MAX_DWORDS, ColorExport, RECT_VS_DWORDS, clear_ps, clear_ps_dwords,
    clear_ps_for, rect_vs, rect_vs_for,
};
use gcn::shader::code_object::CodeObject;
use gcn::shader::fetch::{FetchRegisters, InputRate, VertexInput, fetch_shader, fetch_shader_for};
use gcn::shader::{Error, addressable_sgprs};

use crate::data_source::{committed, note};

const GENERATIONS: [(Gfx, &str); 3] = [
    (Gfx::Gfx6, "tahiti"),
    (Gfx::Gfx7, "bonaire"),
    (Gfx::Gfx8, "tonga"),
];

/// The crate's text of `code` decoded for `gfx`.
fn text_for(code: &[u32], gfx: Gfx) -> Vec<String> {
    gcn::isa::instructions_for(code, gfx)
        .map(|r| r.unwrap().1.display_for(gfx).to_string())
        .collect()
}

/// `llvm-mc-14 -show-encoding` output lines for `lines`, or `None` without
/// LLVM.
fn llvm_mc(cpu: &str, lines: &[&str]) -> Option<Vec<String>> {
    use std::io::Write as _;
    let child = Command::new("llvm-mc-14")
        .args(["-arch=amdgcn", &format!("-mcpu={cpu}"), "-show-encoding"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn();
    let mut child = match child {
        Ok(child) => child,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return None,
        Err(e) => panic!("llvm-mc-14: {e}"),
    };
    let mut input = lines.join("\n");
    input.push('\n');
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(
        out.status.success(),
        "llvm-mc-14 -mcpu={cpu} failed: {out:?}"
    );
    let out = String::from_utf8(out.stdout).unwrap();
    Some(
        out.lines()
            .filter(|l| l.contains("; encoding: ["))
            .map(|l| l.trim().to_string())
            .collect(),
    )
}

/// Whether `llvm-mc-14 -mcpu=cpu` refuses `line` (`None` without LLVM).
fn llvm_refuses(cpu: &str, line: &str) -> Option<bool> {
    use std::io::Write as _;
    let child = Command::new("llvm-mc-14")
        .args(["-arch=amdgcn", &format!("-mcpu={cpu}"), "-show-encoding"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn();
    let mut child = match child {
        Ok(child) => child,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return None,
        Err(e) => panic!("llvm-mc-14: {e}"),
    };
    child
        .stdin
        .take()
        .unwrap()
        .write_all(format!("{line}\n").as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    Some(!out.status.success())
}

/// The dwords of `llvm-mc` output lines.
fn encodings(lines: &[String]) -> Vec<u32> {
    let mut bytes = Vec::new();
    for line in lines {
        let (_, enc) = line.split_once("encoding: [").unwrap();
        for b in enc.trim_end_matches(']').split(',') {
            bytes.push(u8::from_str_radix(b.trim().trim_start_matches("0x"), 16).unwrap());
        }
    }
    assert_eq!(bytes.len() % 4, 0);
    bytes
        .chunks(4)
        .map(|c| u32::from_le_bytes(c.try_into().unwrap()))
        .collect()
}

/// Checks `code` (written for `gfx`) against `expected`: LLVM assembles the
/// text for `cpu` to the same dwords (its output committed as
/// `tests/data/shader/mc/{name}_{cpu}.txt`), prints it back unchanged, and
/// the crate decodes the code to the text.
fn check(gfx: Gfx, cpu: &str, name: &str, expected: &[&str], code: &[u32]) {
    let path = committed().join(format!("shader/mc/{name}_{cpu}.txt"));
    let lines = match llvm_mc(cpu, expected) {
        Some(lines) => {
            let file = lines.join("\n") + "\n";
            if std::env::var_os("GCN_REGEN").is_some_and(|v| v == "1") {
                std::fs::create_dir_all(path.parent().unwrap()).unwrap();
                std::fs::write(&path, &file).unwrap();
            }
            let committed_text = std::fs::read_to_string(&path).unwrap_or_default();
            assert!(
                committed_text == file,
                "{} is not what llvm-mc-14 prints; rerun with GCN_REGEN=1 and review the diff",
                path.display()
            );
            note(&format!(
                "shader: {name} for {cpu}: {} instructions checked against llvm-mc-14",
                lines.len()
            ));
            lines
        }
        None => {
            note(&format!(
                "shader: llvm-mc-14 not found; {name} for {cpu} compared with the committed {}",
                path.display()
            ));
            std::fs::read_to_string(&path)
                .unwrap()
                .lines()
                .map(str::to_string)
                .collect()
        }
    };
    // LLVM prints the text back as written.
    let printed: Vec<&str> = lines
        .iter()
        .map(|l| l.split_once(';').unwrap().0.trim())
        .collect();
    assert_eq!(printed, expected, "{name} for {cpu}: LLVM's text");
    assert_eq!(
        encodings(&lines),
        code,
        "{name} for {cpu}: the crate's words are not LLVM's"
    );
    assert_eq!(text_for(code, gfx), expected, "{name} for {cpu}: decoded");
}

const RECT_VS: [&str; 9] = [
    "v_mov_b32_e32 v2, 1.0",
    "v_cmp_eq_u32_e32 vcc, 1, v0",
    "v_cndmask_b32_e32 v1, -1.0, v2, vcc",
    "v_cmp_eq_u32_e32 vcc, 2, v0",
    "v_cndmask_b32_e32 v3, -1.0, v2, vcc",
    "v_mov_b32_e32 v4, 0",
    "exp pos0 v1, v3, v4, v2 done",
    "exp param0 v4, v4, v4, v4",
    "s_endpgm",
];

#[test]
fn rect_vs_for_each_generation_is_llvms() {
    for (gfx, cpu) in GENERATIONS {
        let mut code = [0u32; RECT_VS_DWORDS];
        let vs = rect_vs_for(gfx, &mut code).unwrap();
        assert_eq!(vs.dwords, RECT_VS_DWORDS);
        assert_eq!((vs.vgprs, vs.sgprs, vs.user_sgprs), (5, 0, 0));
        check(gfx, cpu, "rect_vs", &RECT_VS, &code);
    }
    // gfx6's words are gfx7's; gfx8 numbers the VOPC compare otherwise
    // (v_cmp_eq_u32 is VOPC 0xC2 on gfx7, 0xCA on gfx8) and has another
    // EXP prefix.
    let mut gfx7 = [0u32; RECT_VS_DWORDS];
    rect_vs(&mut gfx7).unwrap();
    let mut gfx6 = [0u32; RECT_VS_DWORDS];
    rect_vs_for(Gfx::Gfx6, &mut gfx6).unwrap();
    assert_eq!(gfx6, gfx7);
    let mut gfx8 = [0u32; RECT_VS_DWORDS];
    rect_vs_for(Gfx::Gfx8, &mut gfx8).unwrap();
    assert_ne!(gfx8[1], gfx7[1]);
    assert_eq!(gfx8[6] >> 26, 0x31); // EXP on gfx8: 110001
    assert_eq!(gfx7[6] >> 26, 0x3E); // EXP on gfx7: 111110
}

fn clear_ps_text(gfx: Gfx, export: ColorExport) -> Vec<&'static str> {
    match (gfx, export) {
        (_, ColorExport::Float32) => vec![
            "v_mov_b32_e32 v0, s4",
            "v_mov_b32_e32 v1, s5",
            "v_mov_b32_e32 v2, s6",
            "v_mov_b32_e32 v3, s7",
            "exp mrt0 v0, v1, v2, v3 done vm",
            "s_endpgm",
        ],
        (Gfx::Gfx8, ColorExport::Fp16) => vec![
            "v_mov_b32_e32 v0, s5",
            "v_cvt_pkrtz_f16_f32 v0, s4, v0",
            "v_mov_b32_e32 v1, s7",
            "v_cvt_pkrtz_f16_f32 v1, s6, v1",
            "exp mrt0 v0, v0, v1, v1 done compr vm",
            "s_endpgm",
        ],
        (_, ColorExport::Fp16) => vec![
            "v_mov_b32_e32 v0, s5",
            "v_cvt_pkrtz_f16_f32_e32 v0, s4, v0",
            "v_mov_b32_e32 v1, s7",
            "v_cvt_pkrtz_f16_f32_e32 v1, s6, v1",
            "exp mrt0 v0, v0, v1, v1 done compr vm",
            "s_endpgm",
        ],
    }
}

#[test]
fn clear_ps_for_each_generation_is_llvms() {
    for (gfx, cpu) in GENERATIONS {
        for (export, name) in [
            (ColorExport::Float32, "clear_ps_f32"),
            (ColorExport::Fp16, "clear_ps_fp16"),
        ] {
            let mut code = vec![0u32; clear_ps_dwords(gfx, export)];
            let ps = clear_ps_for(gfx, 4, export, &mut code).unwrap();
            assert_eq!(ps.dwords, clear_ps_dwords(gfx, export));
            assert_eq!((ps.sgprs, ps.user_sgprs), (9, 8));
            check(gfx, cpu, name, &clear_ps_text(gfx, export), &code);
        }
    }
}

/// gfx8 has `v_cvt_pkrtz_f16_f32` only as `VOP3` (LLVM: opcode 0x296 of
/// the 10-bit `VOP3` field, `llvm-mc-14 -mcpu=tonga` refuses the `_e32`
/// form); gfx7's `VOP2` word (opcode 0x2F) is another instruction there.
#[test]
fn gfx8_clear_ps_packs_with_the_vop3_form() {
    let mut code = [0u32; CLEAR_PS_MAX_DWORDS];
    let ps = clear_ps_for(Gfx::Gfx8, 0, ColorExport::Fp16, &mut code).unwrap();
    assert_eq!(ps.dwords, 9);
    // v_cvt_pkrtz_f16_f32 v0, s0, v0: [0x00,0x00,0x96,0xd2,0x00,0x00,0x02,0x00].
    assert_eq!(&code[1..3], &[0xD296_0000, 0x0002_0000]);
    assert_eq!(code[1] >> 26, 0x34); // VOP3 prefix 110100
    if let Some(refused) = llvm_refuses("tonga", "v_cvt_pkrtz_f16_f32_e32 v0, s0, v0") {
        assert!(refused, "llvm-mc-14 -mcpu=tonga took the VOP2 form");
    }
    // gfx7's program is unchanged: VOP2 0x2F.
    let mut gfx7 = [0u32; CLEAR_PS_DWORDS];
    clear_ps(0, ColorExport::Fp16, &mut gfx7).unwrap();
    assert_eq!(gfx7[1], 0x5E00_0000);
    // All or nothing at the gfx8 length: one dword short is refused.
    let mut short = [0xAAAA_AAAAu32; CLEAR_PS_MAX_DWORDS - 1];
    assert!(matches!(
        clear_ps_for(Gfx::Gfx8, 0, ColorExport::Fp16, &mut short),
        Err(Error::Isa(gcn::isa::Error::OutOfSpace {
            needed: 9,
            remaining: 8
        }))
    ));
    assert_eq!(short, [0xAAAA_AAAA; CLEAR_PS_MAX_DWORDS - 1]);
    // The float export needs no packing: 7 dwords on every generation.
    for (gfx, _) in GENERATIONS {
        assert_eq!(clear_ps_dwords(gfx, ColorExport::Float32), CLEAR_PS_DWORDS);
        let mut exact = [0u32; CLEAR_PS_DWORDS];
        assert_eq!(
            clear_ps_for(gfx, 0, ColorExport::Float32, &mut exact)
                .unwrap()
                .dwords,
            CLEAR_PS_DWORDS
        );
    }
}

/// LLVM's clear pixel shaders (tests/data/shader/clear_ps.ll and
/// clear_ps_fp16.ll, built by `llc-14 -mcpu=bonaire|tahiti|fiji|tonga`):
/// the code decodes for the object's generation to clear_ps_for's
/// instructions (in another order for the 16-bit export), and the
/// `RSRC1_PS` register counts are ours, but on tonga: LLVM allocates a
/// fixed 96 SGPRs there (`SGPRS` = 11, its SGPR initialisation bug
/// workaround), where fiji, the same generation without the bug, counts 9.
#[test]
fn clear_ps_for_matches_llc_for_each_generation() {
    let objects = [
        ("clear_ps.o", Gfx::Gfx7, ColorExport::Float32, false),
        ("clear_ps_fiji.o", Gfx::Gfx8, ColorExport::Float32, false),
        ("clear_ps_tonga.o", Gfx::Gfx8, ColorExport::Float32, true),
        (
            "clear_ps_fp16_tahiti.o",
            Gfx::Gfx6,
            ColorExport::Fp16,
            false,
        ),
        ("clear_ps_fp16_fiji.o", Gfx::Gfx8, ColorExport::Fp16, false),
        ("clear_ps_fp16_tonga.o", Gfx::Gfx8, ColorExport::Fp16, true),
    ];
    for (file, gfx, export, tonga) in objects {
        let bytes = std::fs::read(committed().join("shader").join(file)).unwrap();
        let obj = CodeObject::parse(&bytes).unwrap();
        assert_eq!(obj.gfx(), Some(gfx), "{file}");
        let llvm = obj.ps_shader(&PsShader::new()).unwrap().rsrc1();
        let mut theirs = vec![0u32; obj.code_dwords()];
        obj.copy_code(&mut theirs).unwrap();
        let mut code = [0u32; CLEAR_PS_MAX_DWORDS];
        let ps = clear_ps_for(gfx, 4, export, &mut code).unwrap();
        // The same instructions; LLVM schedules the 16-bit clear's two
        // moves before the packs, so compare them in sorted order.
        let sorted = |code: &[u32]| {
            let mut t = text_for(code, gfx);
            t.sort();
            t
        };
        assert_eq!(sorted(&theirs), sorted(&code[..ps.dwords]), "{file}");
        let mut want = clear_ps_text(gfx, export);
        want.sort();
        assert_eq!(sorted(&theirs), want, "{file}");
        if export == ColorExport::Float32 {
            assert_eq!(theirs, &code[..ps.dwords], "{file}");
        }
        let ours = PsShader::new()
            .with_sgprs(ps.sgprs)
            .with_vgprs(ps.vgprs)
            .rsrc1();
        assert_eq!(ours.vgprs(), llvm.vgprs(), "{file}");
        if tonga {
            assert_eq!(llvm.sgprs(), 11, "{file}: 96 SGPRs");
            assert_eq!(ours.sgprs(), 1, "{file}");
        } else {
            assert_eq!(ours.sgprs(), llvm.sgprs(), "{file}");
        }
    }
}

/// The SGPRs each generation's code can name: s0..s103, but s0..s101 on
/// gfx8, where `llvm-mc-14 -mcpu=tonga` refuses `s102` ("register not
/// available on this GPU") and takes `s101`.
#[test]
fn addressable_sgprs_per_generation() {
    assert_eq!(addressable_sgprs(Gfx::Gfx6), 104);
    assert_eq!(addressable_sgprs(Gfx::Gfx7), 104);
    assert_eq!(addressable_sgprs(Gfx::Gfx8), 102);
    for (gfx, cpu) in GENERATIONS {
        let last = addressable_sgprs(gfx) - 1;
        if let (Some(in_range), Some(past)) = (
            llvm_refuses(cpu, &format!("s_mov_b32 s{last}, 0")),
            llvm_refuses(cpu, &format!("s_mov_b32 s{}, 0", last + 1)),
        ) {
            assert!(!in_range, "{cpu} refuses s{last}");
            // gfx6/gfx7: s104 is no register; gfx8: s102 is not either.
            assert!(past, "{cpu} takes s{}", last + 1);
        }
    }
}

fn input(buffer: u8, format: DataFormat, rate: InputRate) -> VertexInput {
    VertexInput {
        buffer,
        offset: 0,
        format,
        rate,
    }
}

/// A layout with a shared buffer, an instance-rate input and a far slot
/// (20: 80 dwords, 320 bytes).
fn layout() -> [VertexInput; 3] {
    [
        input(0, DataFormat::R32G32B32A32_FLOAT, InputRate::Vertex),
        input(20, DataFormat::R32G32_FLOAT, InputRate::Vertex),
        input(0, DataFormat::R32_FLOAT, InputRate::Instance),
    ]
}

#[test]
fn fetch_shader_for_gfx6_and_gfx7_is_llvms() {
    let expected = [
        "s_load_dwordx4 s[8:11], s[2:3], 0x0",
        "s_load_dwordx4 s[12:15], s[2:3], 0x50",
        "s_waitcnt lgkmcnt(0)",
        "buffer_load_format_xyzw v[4:7], v0, s[8:11], 0 idxen",
        "buffer_load_format_xy v[8:9], v0, s[12:15], 0 idxen",
        "buffer_load_format_x v12, v3, s[8:11], 0 idxen",
        "s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)",
        "s_setpc_b64 s[0:1]",
    ];
    let mut gfx7 = [0u32; 32];
    let fs7 = fetch_shader(&layout(), &FetchRegisters::PS4, &mut gfx7).unwrap();
    for (gfx, cpu) in &GENERATIONS[..2] {
        let mut code = [0u32; 32];
        let fs = fetch_shader_for(*gfx, &layout(), &FetchRegisters::PS4, &mut code).unwrap();
        assert_eq!(fs, fs7);
        check(*gfx, cpu, "fetch", &expected, &code[..fs.dwords]);
        assert_eq!(code, gfx7);
    }
}

/// gfx8 loads the V#s with SMEM, whose offset counts bytes: slot 20 is at
/// 0x140 (320 bytes), where gfx7's SMRD says 0x50 (80 dwords). The old
/// dword offset would read slot 5 on gfx8.
#[test]
fn fetch_shader_for_gfx8_is_llvms() {
    let expected = [
        "s_load_dwordx4 s[8:11], s[2:3], 0x0",
        "s_load_dwordx4 s[12:15], s[2:3], 0x140",
        "s_waitcnt lgkmcnt(0)",
        "buffer_load_format_xyzw v[4:7], v0, s[8:11], 0 idxen",
        "buffer_load_format_xy v[8:9], v0, s[12:15], 0 idxen",
        "buffer_load_format_x v12, v3, s[8:11], 0 idxen",
        "s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)",
        "s_setpc_b64 s[0:1]",
    ];
    let mut code = [0xAAAA_AAAAu32; 32];
    let fs = fetch_shader_for(Gfx::Gfx8, &layout(), &FetchRegisters::PS4, &mut code).unwrap();
    // Two SMEM loads and three MUBUF loads of two dwords, three SOPP/SOP1.
    assert_eq!(fs.dwords, 13);
    let mut gfx7 = [0u32; 32];
    let fs7 = fetch_shader(&layout(), &FetchRegisters::PS4, &mut gfx7).unwrap();
    assert_eq!(
        (fs.vgprs, fs.sgprs, fs.vgpr_comp_cnt),
        (fs7.vgprs, fs7.sgprs, fs7.vgpr_comp_cnt)
    );
    check(Gfx::Gfx8, "tonga", "fetch", &expected, &code[..fs.dwords]);
    // The second load's offset is the byte offset in SMEM's second dword.
    assert_eq!(code[3], 0x140);
    assert_eq!(code[fs.dwords..], [0xAAAA_AAAA; 19]);
    // Every slot: offset 16 * slot bytes, 20 bits in the second dword.
    for slot in [0u8, 1, 15, 16, 63, 64, 255] {
        let one = [input(slot, DataFormat::R32_FLOAT, InputRate::Vertex)];
        let fs = fetch_shader_for(Gfx::Gfx8, &one, &FetchRegisters::PS4, &mut code).unwrap();
        assert_eq!(code[1], 16 * u32::from(slot), "slot {slot}");
        let text = text_for(&code[..fs.dwords], Gfx::Gfx8);
        assert_eq!(
            text[0],
            format!(
                "s_load_dwordx4 s[8:11], s[2:3], {:#x}",
                16 * u32::from(slot)
            )
        );
    }
}

/// gfx6's SMRD offset is 8 bits of dwords, without gfx7's literal form:
/// slot 63 (252 dwords) is the last a gfx6 fetch shader reaches, and
/// `llvm-mc-14 -mcpu=tahiti` refuses the load of slot 64 (0x100) that
/// gfx7 writes with a literal.
#[test]
fn gfx6_fetch_shader_refuses_slots_past_its_offset() {
    let near = [input(63, DataFormat::R32_FLOAT, InputRate::Vertex)];
    let far = [input(64, DataFormat::R32_FLOAT, InputRate::Vertex)];
    let mut code = [0u32; 16];
    let fs = fetch_shader_for(Gfx::Gfx6, &near, &FetchRegisters::PS4, &mut code).unwrap();
    assert_eq!(
        text_for(&code[..fs.dwords], Gfx::Gfx6)[0],
        "s_load_dwordx4 s[8:11], s[2:3], 0xfc"
    );
    let mut untouched = [0xAAAA_AAAAu32; 16];
    assert_eq!(
        fetch_shader_for(Gfx::Gfx6, &far, &FetchRegisters::PS4, &mut untouched),
        Err(Error::Isa(gcn::isa::Error::NotOnGfx {
            gfx: Gfx::Gfx6,
            what: "SMRD literal offset"
        }))
    );
    assert_eq!(untouched, [0xAAAA_AAAA; 16]);
    assert!(fetch_shader(&far, &FetchRegisters::PS4, &mut code).is_ok());
    if let Some(refused) = llvm_refuses("tahiti", "s_load_dwordx4 s[8:11], s[2:3], 0x100") {
        assert!(refused);
        assert_eq!(
            llvm_refuses("bonaire", "s_load_dwordx4 s[8:11], s[2:3], 0x100"),
            Some(false)
        );
    }
}

/// gfx8 names s0..s101: V#s up to s[100:103] fit gfx7 but not gfx8, which
/// refuses them before writing anything.
#[test]
fn gfx8_fetch_shader_keeps_to_gfx8s_sgprs() {
    let regs = FetchRegisters {
        first_vsharp: 100,
        ..FetchRegisters::PS4
    };
    let one = [input(0, DataFormat::R32_FLOAT, InputRate::Vertex)];
    let mut code = [0u32; 16];
    let fs = fetch_shader(&one, &regs, &mut code).unwrap();
    assert_eq!(fs.sgprs, 104);
    let mut untouched = [0xAAAA_AAAAu32; 16];
    assert_eq!(
        fetch_shader_for(Gfx::Gfx8, &one, &regs, &mut untouched),
        Err(Error::TooManyRegisters {
            kind: "SGPR",
            needed: 104,
            available: 102
        })
    );
    assert_eq!(untouched, [0xAAAA_AAAA; 16]);
    // V#s in s[96:99] fit; a table pointer in s[102:103], which gfx7 has,
    // is no register gfx8 can name (codes 102 and 103 are flat_scratch).
    let regs = FetchRegisters {
        first_vsharp: 96,
        ..FetchRegisters::PS4
    };
    let fs = fetch_shader_for(Gfx::Gfx8, &one, &regs, &mut code).unwrap();
    assert_eq!(fs.sgprs, 100);
    let high = FetchRegisters { table: 102, ..regs };
    assert!(fetch_shader(&one, &high, &mut code).is_ok());
    assert_eq!(
        fetch_shader_for(Gfx::Gfx8, &one, &high, &mut untouched),
        Err(Error::Isa(gcn::isa::Error::NotOnGfx {
            gfx: Gfx::Gfx8,
            what: "s102 and s103"
        }))
    );
    assert_eq!(untouched, [0xAAAA_AAAA; 16]);
}
