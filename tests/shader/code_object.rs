//! LLVM code objects (`tests/data/shader/*.o`, the triangle frame's
//! `examples/triangle_frame/*.o` and the compute example's
//! `examples/compute/cs.o`, compiled from the `.ll` files beside them by
//! `llc-14 -mtriple=amdgcn-- -mcpu=bonaire -filetype=obj`) read into stage
//! blocks.
//!
//! Expected values come from LLVM's own tools: the register entries as
//! `llvm-objdump-14 -s -j .AMDGPU.config` prints them, the code as the text
//! `llc-14` prints for the same function (`*.text.s`), which the crate's
//! decoder must reproduce line by line.

use gcn::blocks::shader::{CsShader, PsShader, ShaderProgram, Stage, VsShader};
use gcn::regs::Gfx;
use gcn::shader::Error;
use gcn::shader::code_object::CodeObject;

use crate::data_source::{committed, note};

fn object(name: &str) -> Vec<u8> {
    std::fs::read(committed().join("shader").join(name)).unwrap()
}

/// The object's code as stored (`CodeObject::code`), as dwords.
fn stored(obj: &CodeObject<'_>) -> Vec<u32> {
    obj.code()
        .chunks_exact(4)
        .map(|c| u32::from_le_bytes(c.try_into().unwrap()))
        .collect()
}

/// A committed object: where its `.ll` and `.o` are (from the repository
/// root, without the extension), the file under `tests/data/shader` holding
/// llc's text of its code, its stage and its `.AMDGPU.config` entries.
type Expected = (&'static str, &'static str, Stage, &'static [(u32, u32)]);

/// Every committed object, with `.AMDGPU.config` as `llvm-objdump-14 -s`
/// shows it: the test objects, the triangle frame's shaders (whose VS
/// calls the fetch shader, and whose PS samples the texture), the compute
/// example's shader (which reads the workgroup index), an `amdgpu_es`,
/// `amdgpu_gs`, `amdgpu_hs` and `amdgpu_ls` function each (for which LLVM
/// lists `SPI_SHADER_PGM_RSRC1_ES/GS/HS/LS`, 0xB328 / 0xB228 / 0xB428 /
/// 0xB528 in the spec, and `SPI_TMPRING_SIZE`) and a compute shader whose
/// code uses the wider gfx7 forms (`f64` division with
/// `v_div_scale_f64`/`v_div_fmas_f64`, a 64-bit compare with an SGPR pair,
/// `v_mad_u64_u32`, `v_readlane_b32`/`v_writelane_b32`, buffer and image
/// atomics, `image_sample_d`).
#[rustfmt::skip]
const OBJECTS: [Expected; 11] = [
    ("tests/data/shader/vs", "vs.text.s", Stage::Vs, &[(0xB128, 0), (0x286E8, 0), (0x4, 0), (0x8, 0)]),
    ("tests/data/shader/ps", "ps.text.s", Stage::Ps, &[(0xB028, 0), (0x286E8, 0), (0xB02C, 0), (0x286CC, 1), (0x286D0, 1), (0x4, 0), (0x8, 0)]),
    ("tests/data/shader/cs", "cs.text.s", Stage::Cs, &[(0xB848, 0x002F_0000), (0xB84C, 0), (0xB860, 0), (0x4, 0), (0x8, 0)]),
    ("examples/triangle_frame/vs", "triangle_vs.text.s", Stage::Vs, &[(0xB128, 0x42), (0x286E8, 0), (0x4, 0), (0x8, 0)]),
    ("examples/triangle_frame/ps", "triangle_ps.text.s", Stage::Ps, &[(0xB028, 0x40), (0x286E8, 0), (0xB02C, 0), (0x286CC, 2), (0x286D0, 2), (0x4, 0), (0x8, 0)]),
    ("examples/compute/cs", "compute_cs.text.s", Stage::Cs, &[(0xB848, 0x002F_0000), (0xB84C, 0), (0xB860, 0), (0x4, 0), (0x8, 0)]),
    ("tests/data/shader/es", "es.text.s", Stage::Es, &[(0xB328, 0x40), (0x286E8, 0), (0x4, 0), (0x8, 0)]),
    ("tests/data/shader/gs", "gs.text.s", Stage::Gs, &[(0xB228, 0x40), (0x286E8, 0), (0x4, 0), (0x8, 0)]),
    ("tests/data/shader/hs", "hs.text.s", Stage::Hs, &[(0xB428, 0x1), (0x286E8, 0), (0x4, 0), (0x8, 0)]),
    ("tests/data/shader/ls", "ls.text.s", Stage::Ls, &[(0xB528, 0x1), (0x286E8, 0), (0x4, 0), (0x8, 0)]),
    ("tests/data/shader/wide_cs", "wide_cs.text.s", Stage::Cs, &[(0xB848, 0x002F_0083), (0xB84C, 0), (0xB860, 0), (0x4, 0), (0x8, 0)]),
];

fn repo(path: &str, ext: &str) -> std::path::PathBuf {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("{path}.{ext}"))
}

#[test]
fn config_and_code_as_llvm_shows_them() {
    for (path, text, stage, config) in OBJECTS {
        let bytes = std::fs::read(repo(path, "o")).unwrap();
        let obj = CodeObject::parse(&bytes).unwrap();
        assert_eq!(obj.stage(), Some(stage), "{path}");
        assert_eq!(obj.config().collect::<Vec<_>>(), config, "{path}");
        assert_eq!(
            (obj.spilled_sgprs(), obj.spilled_vgprs()),
            (Some(0), Some(0))
        );
        let mut code = vec![0u32; obj.code_dwords()];
        assert_eq!(obj.copy_code(&mut code), Ok(code.len()));
        let decoded: Vec<String> = gcn::isa::instructions(&code)
            .map(|r| r.unwrap_or_else(|e| panic!("{path}: {e}")).1.to_string())
            .collect();
        let llc = std::fs::read_to_string(committed().join("shader").join(text)).unwrap();
        assert_eq!(
            decoded,
            llc.lines().collect::<Vec<_>>(),
            "{path}: decoded code vs llc's text"
        );
    }
}

#[test]
fn committed_objects_are_what_llc_builds() {
    use std::process::Command;
    let dir = std::env::temp_dir().join(format!("gcn-code-object-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    // The code objects above, the four scratch objects and the pixel
    // shader the built-in clear_ps is checked against.
    let scratch = [
        "tests/data/shader/scratch_cs",
        "tests/data/shader/scratch_ps",
        "tests/data/shader/scratch_vs",
        "tests/data/shader/scratch_gs",
        "tests/data/shader/clear_ps",
    ];
    let paths = OBJECTS.iter().map(|o| o.0).chain(scratch);
    for path in paths {
        let out = dir.join("object.o");
        let output = Command::new("llc-14")
            .args(["-mtriple=amdgcn--", "-mcpu=bonaire", "-filetype=obj", "-o"])
            .arg(&out)
            .arg(repo(path, "ll"))
            .output();
        match output {
            Ok(o) => {
                // Present but failing is a failure, not a skip.
                assert!(
                    o.status.success(),
                    "llc-14 failed on {path}.ll: {}",
                    String::from_utf8_lossy(&o.stderr)
                );
                assert_eq!(
                    std::fs::read(&out).unwrap(),
                    std::fs::read(repo(path, "o")).unwrap(),
                    "{path}.o is stale"
                );
            }
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
                note("code objects: llc-14 not found; the committed objects are not rebuilt");
                return;
            }
            Err(e) => panic!("running llc-14: {e}"),
        }
    }
    note(&format!(
        "code objects: {} committed objects equal what llc-14 builds",
        OBJECTS.len() + scratch.len()
    ));
}

#[test]
fn objects_fill_stage_blocks_over_a_template() {
    let ps_bytes = object("ps.o");
    let ps_obj = CodeObject::parse(&ps_bytes).unwrap();
    let template = PsShader::new()
        .with_address(0x10_0000)
        .with_user_data(&[7, 9])
        .with_vgprs(8);
    let ps = ps_obj.ps_shader(&template).unwrap();
    // Registers the object lists replace the template's...
    assert_eq!(ps.rsrc1().into_bits(), 0);
    // (RSRC2 is the object's 0, but for USER_SGPR [5:1]: the template's two,
    // 2 << 1 = 0x4.)
    assert_eq!(ps.rsrc2().into_bits(), 0x4);
    assert_eq!(ps.rsrc2().user_sgpr(), 2);
    assert_eq!(ps.input_ena().into_bits(), 1);
    assert_eq!(ps.input_addr().into_bits(), 1);
    // ...the others keep it.
    assert_eq!(ps.program().address(), 0x10_0000);
    assert_eq!(ps.program().user_data(), template.program().user_data());
    assert_eq!(ps.col_format(), template.col_format());

    // A descriptor given with its PS4 hint keeps the hint (the block emits
    // the hint NOP before it), and USER_SGPR counts it.
    let sampler = gcn::desc::SamplerResource::new();
    let hinted = PsShader::new()
        .with_address(0x10_0000)
        .with_ssharp(4, &sampler);
    let ps = ps_obj.ps_shader(&hinted).unwrap();
    assert_eq!(ps.program().user_data(), hinted.program().user_data());
    assert_eq!(ps.rsrc2().user_sgpr(), 8);
    let emitted = |block: &PsShader| {
        let mut words = vec![0u32; 64];
        let mut cb = gcn::pm4::CommandBuffer::new(&mut words);
        block.emit(&mut cb).unwrap();
        cb.as_slice().to_vec()
    };
    let words = emitted(&ps);
    // The S# hint: NOP 0xC0001000 with payload 0x68750006.
    assert!(words.windows(2).any(|w| w == [0xC000_1000, 0x6875_0006]));
    assert_eq!(words.len(), emitted(&hinted).len());

    let vs_bytes = object("vs.o");
    let vs_obj = CodeObject::parse(&vs_bytes).unwrap();
    let vs = vs_obj
        .vs_shader(&VsShader::new().with_address(0x20_0000).with_params(0))
        .unwrap();
    assert_eq!(vs.rsrc1().into_bits(), 0);
    assert_eq!(vs.program().address(), 0x20_0000);
    // SPI_VS_OUT_CONFIG: VS_EXPORT_COUNT [5:1] = max(0 params, 1) - 1 = 0,
    // VS_HALF_PACK 0.
    assert_eq!(vs.out_config().into_bits(), 0);

    let cs_bytes = object("cs.o");
    let cs = CodeObject::parse(&cs_bytes)
        .unwrap()
        .cs_shader(&CsShader::new())
        .unwrap();
    assert_eq!(cs.rsrc1().into_bits(), 0x002F_0000);

    assert_eq!(
        vs_obj.ps_shader(&PsShader::new()),
        Err(Error::WrongStage {
            expected: Stage::Ps,
            found: Some(Stage::Vs)
        })
    );
}

#[test]
fn damaged_objects_are_typed_errors() {
    let good = object("ps.o");
    // Every truncation: an error, never a panic or a partial read.
    for len in 0..good.len() {
        let cut = &good[..len];
        if let Ok(obj) = CodeObject::parse(cut) {
            // Only cuts that keep every section read can parse.
            assert_eq!(obj.config().count(), 7, "cut at {len}");
        }
    }
    assert_eq!(
        CodeObject::parse(&good[..10]),
        Err(Error::OutOfBounds { what: "ELF header" })
    );
    let mut bad = good.clone();
    bad[0] = b'X';
    assert_eq!(
        CodeObject::parse(&bad),
        Err(Error::NotAnObject {
            reason: "no ELF magic"
        })
    );
    let mut bad = good.clone();
    bad[18] = 62; // EM_X86_64
    assert!(matches!(
        CodeObject::parse(&bad),
        Err(Error::NotAnObject { .. })
    ));
    let mut bad = good.clone();
    bad[4] = 1; // ELFCLASS32
    assert!(matches!(
        CodeObject::parse(&bad),
        Err(Error::NotAnObject { .. })
    ));
    // A section table offset past the end.
    let mut bad = good.clone();
    bad[0x28..0x30].copy_from_slice(&u64::MAX.to_le_bytes());
    assert_eq!(
        CodeObject::parse(&bad),
        Err(Error::OutOfBounds {
            what: "section table"
        })
    );
    // Rename .AMDGPU.config: the section is missing.
    let mut bad = good.clone();
    let at = bad
        .windows(14)
        .position(|w| w == b".AMDGPU.config")
        .unwrap();
    bad[at + 1] = b'X';
    assert_eq!(
        CodeObject::parse(&bad),
        Err(Error::MissingSection {
            name: ".AMDGPU.config"
        })
    );
    let mut out = [0u32; 2];
    let obj = CodeObject::parse(&good).unwrap();
    assert!(matches!(
        obj.copy_code(&mut out),
        Err(Error::Isa(gcn::isa::Error::OutOfSpace {
            needed: 7,
            remaining: 2
        }))
    ));
    assert_eq!(out, [0, 0]);
}

#[test]
fn elf_errors_name_the_cause() {
    // Offsets and values from the System V gABI: EI_CLASS is byte 4
    // (ELFCLASS32 = 1), EI_DATA byte 5 (ELFDATA2MSB = 2); the ELF64 header
    // is 64 bytes, with e_shoff at 0x28, e_shentsize at 0x3A and e_shnum at
    // 0x3C; a file without a section header table has e_shoff 0 and
    // e_shnum 0.
    let good = object("ps.o");
    let reason = |bytes: &[u8]| match CodeObject::parse(bytes) {
        Err(Error::NotAnObject { reason }) => reason,
        other => panic!("{other:?}"),
    };
    // A 32-bit ELF identification alone (16 bytes) and a 52-byte ELF32
    // header: the class, not a truncation.
    let mut elf32 = b"\x7fELF\x01\x01\x01".to_vec();
    elf32.resize(16, 0);
    assert!(reason(&elf32).contains("ELFCLASS32"), "{}", reason(&elf32));
    elf32.resize(52, 0);
    assert!(reason(&elf32).contains("ELFCLASS32"));
    let mut long32 = good.clone();
    long32[4] = 1;
    assert!(reason(&long32).contains("ELFCLASS32"));
    // Big-endian, short or not.
    let mut be = good[..16].to_vec();
    be[5] = 2;
    assert!(reason(&be).contains("big-endian"), "{}", reason(&be));
    // Not an ELF at all, with fewer bytes than the header.
    assert_eq!(reason(b"MZ\x90\x00"), "no ELF magic");
    // A valid 64-bit identification cut short is a truncation.
    assert_eq!(
        CodeObject::parse(&good[..16]),
        Err(Error::OutOfBounds { what: "ELF header" })
    );
    // No section header table: e_shoff, e_shentsize and e_shnum all 0.
    let mut stripped = good.clone();
    stripped[0x28..0x30].fill(0);
    stripped[0x3A..0x3E].fill(0);
    let why = reason(&stripped);
    assert!(why.contains("no section header table"), "{why}");
    assert!(!why.contains("size"), "{why}");
    // A section table offset with no count (e_shnum 0).
    let mut no_count = good.clone();
    no_count[0x3C..0x3E].fill(0);
    assert!(reason(&no_count).contains("e_shnum is 0"));
}

/// `object` with its `.AMDGPU.config` entry `from` (found once) replaced by
/// `to`.
fn patched(object: &[u8], from: (u32, u32), to: (u32, u32)) -> Vec<u8> {
    let bytes = |(a, v): (u32, u32)| [a.to_le_bytes(), v.to_le_bytes()].concat();
    let from = bytes(from);
    let at: Vec<usize> = object
        .windows(8)
        .enumerate()
        .filter(|(_, w)| *w == from.as_slice())
        .map(|(i, _)| i)
        .collect();
    assert_eq!(at.len(), 1, "entry found once");
    let mut out = object.to_vec();
    out[at[0]..at[0] + 8].copy_from_slice(&bytes(to));
    out
}

#[test]
fn scratch_size_of_graphics_shaders_is_given_to_the_caller() {
    use gcn::shader::code_object::SPI_TMPRING_SIZE;
    assert_eq!(SPI_TMPRING_SIZE, 0x286E8);
    // Every committed graphics object lists SPI_TMPRING_SIZE = 0 (no
    // scratch) and fills its block.
    for name in ["vs.o", "ps.o"] {
        let bytes = object(name);
        let obj = CodeObject::parse(&bytes).unwrap();
        assert_eq!(obj.spi_tmpring_size().map(|r| r.into_bits()), Some(0));
    }
    assert_eq!(
        CodeObject::parse(&object("cs.o"))
            .unwrap()
            .spi_tmpring_size(),
        None
    );

    // A shader that spills: WAVESIZE = 3 KiB a wave. The block is built (no
    // block holds the register) and the size is there to read.
    let vs = patched(&object("vs.o"), (0x286E8, 0), (0x286E8, 3 << 12));
    let obj = CodeObject::parse(&vs).unwrap();
    assert!(obj.vs_shader(&VsShader::new()).is_ok());
    let tmpring = obj.spi_tmpring_size().unwrap();
    assert_eq!((tmpring.wavesize(), tmpring.waves()), (3, 0));
    let ps = patched(&object("ps.o"), (0x286E8, 0), (0x286E8, 5 << 12));
    let obj = CodeObject::parse(&ps).unwrap();
    assert!(obj.ps_shader(&PsShader::new()).is_ok());
    assert_eq!(obj.spi_tmpring_size().unwrap().wavesize(), 5);
}

#[test]
fn registers_the_block_does_not_take_are_refused() {
    // SPI_SHADER_PGM_RSRC3_PS (SH 0x07): no part of the PS block.
    let ps = patched(&object("ps.o"), (0x286E8, 0), (0xB01C, 0x3F));
    let obj = CodeObject::parse(&ps).unwrap();
    let err = obj.ps_shader(&PsShader::new()).unwrap_err();
    assert_eq!(
        err,
        Error::UnusedRegister {
            stage: Stage::Ps,
            byte_address: 0xB01C,
            name: Some("SPI_SHADER_PGM_RSRC3_PS"),
            value: 0x3F
        }
    );
    assert_eq!(
        err.to_string(),
        "code object sets SPI_SHADER_PGM_RSRC3_PS (byte address 0xB01C) to 0x0000003F, \
         which the Ps block does not take"
    );

    // A user-data register: the template gives the user data, so the
    // object's value would be replaced.
    let ps = patched(&object("ps.o"), (0x286E8, 0), (0xB030, 7));
    let obj = CodeObject::parse(&ps).unwrap();
    for template in [PsShader::new(), PsShader::new().with_user_data(&[1, 2])] {
        assert_eq!(
            obj.ps_shader(&template),
            Err(Error::UnusedRegister {
                stage: Stage::Ps,
                byte_address: 0xB030,
                name: Some("SPI_SHADER_USER_DATA_PS_0"),
                value: 7
            })
        );
    }

    // An address between two registers, and one outside every space.
    for address in [0xB029, 0x10] {
        let ps = patched(&object("ps.o"), (0x286E8, 0), (address, 1));
        let obj = CodeObject::parse(&ps).unwrap();
        let err = obj.ps_shader(&PsShader::new()).unwrap_err();
        assert_eq!(
            err,
            Error::UnusedRegister {
                stage: Stage::Ps,
                byte_address: address,
                name: None,
                value: 1
            }
        );
        assert!(err.to_string().contains("no gfx7 register"), "{err}");
    }

    // A context register the VS block does not hold (the PS's
    // SPI_PS_INPUT_ENA).
    let vs = patched(&object("vs.o"), (0x286E8, 0), (0x286CC, 1));
    let obj = CodeObject::parse(&vs).unwrap();
    assert!(matches!(
        obj.vs_shader(&VsShader::new()),
        Err(Error::UnusedRegister {
            stage: Stage::Vs,
            byte_address: 0x286CC,
            name: Some("SPI_PS_INPUT_ENA"),
            ..
        })
    ));

    // SPI_TMPRING_SIZE is a graphics register: a compute object that lists
    // it (instead of COMPUTE_TMPRING_SIZE) is refused.
    let cs = patched(&object("cs.o"), (0xB860, 0), (0x286E8, 1 << 12));
    let obj = CodeObject::parse(&cs).unwrap();
    assert!(matches!(
        obj.cs_shader(&CsShader::new()),
        Err(Error::UnusedRegister {
            stage: Stage::Cs,
            byte_address: 0x286E8,
            name: Some("SPI_TMPRING_SIZE"),
            ..
        })
    ));
    // COMPUTE_TMPRING_SIZE is the CS block's own.
    let cs = patched(&object("cs.o"), (0xB860, 0), (0xB860, 2 << 12));
    let cs = CodeObject::parse(&cs)
        .unwrap()
        .cs_shader(&CsShader::new())
        .unwrap();
    assert_eq!(cs.tmpring_size().wavesize(), 2);
}

#[test]
fn objects_that_use_scratch_are_refused_by_the_plain_methods() {
    use gcn::shader::code_object::Relocation;
    // The committed objects use no scratch: no relocations, blocks built.
    for name in ["cs.o", "vs.o", "ps.o"] {
        let bytes = object(name);
        let obj = CodeObject::parse(&bytes).unwrap();
        assert_eq!(obj.relocations().count(), 0, "{name}");
        assert!(!obj.uses_scratch_relocations());
    }
    assert!(
        CodeObject::parse(&object("cs.o"))
            .unwrap()
            .cs_shader(&CsShader::new())
            .is_ok()
    );

    // What LLVM 14 writes for a kernel whose 64-dword private array is
    // indexed at run time, as `llvm-readelf-14 -r` and `llvm-objdump-14 -s
    // -j .AMDGPU.config` show it: two R_AMDGPU_ABS32_LO (type 1)
    // relocations, at the literals of `s_mov_b32 s8, SCRATCH_RSRC_DWORD0`
    // (byte 4) and `s_mov_b32 s9, SCRATCH_RSRC_DWORD1` (byte 12), and
    // COMPUTE_PGM_RSRC2 (0xB84C) = 1, SCRATCH_EN (bit 0 in the spec),
    // COMPUTE_TMPRING_SIZE (0xB860) = 0x11000, WAVESIZE 17 KiB, WAVES 0.
    let bytes = object("scratch_cs.o");
    let obj = CodeObject::parse(&bytes).unwrap();
    let reloc = |offset, symbol: &'static str| Relocation {
        offset,
        kind: 1,
        symbol: symbol.as_bytes(),
    };
    assert_eq!(
        obj.relocations().collect::<Vec<_>>(),
        [
            reloc(4, "SCRATCH_RSRC_DWORD0"),
            reloc(12, "SCRATCH_RSRC_DWORD1")
        ]
    );
    assert_eq!(
        obj.config().collect::<Vec<_>>(),
        [
            (0xB848, 0x002F_0040),
            (0xB84C, 1),
            (0xB860, 0x11000),
            (0x4, 0),
            (0x8, 0)
        ]
    );
    assert!(obj.uses_scratch_relocations());
    // The stored literals are 0: copied as they are, the code would read a
    // descriptor at GPU address 0. `copy_code` refuses it, naming the first
    // relocation (byte 4, type 1, SCRATCH_RSRC_DWORD0), and writes nothing.
    assert_eq!(stored(&obj)[1], 0);
    assert_eq!(stored(&obj)[3], 0);
    let mut code = vec![7u32; obj.code_dwords()];
    let err = obj.copy_code(&mut code).unwrap_err();
    assert_eq!(
        err,
        Error::UnappliedRelocation {
            offset: 4,
            kind: 1,
            symbol: Some("SCRATCH_RSRC_DWORD0")
        }
    );
    assert!(err.to_string().contains("0x4"), "{err}");
    assert!(err.to_string().contains("SCRATCH_RSRC_DWORD0"), "{err}");
    assert!(code.iter().all(|&d| d == 7));
    let err = obj.cs_shader(&CsShader::new()).unwrap_err();
    assert_eq!(err, Error::UnappliedScratchRelocations { stage: Stage::Cs });
    assert!(err.to_string().contains("SCRATCH_RSRC_DWORD0/1"), "{err}");
    // Another stage asked for: the stage is reported first.
    assert!(matches!(
        obj.ps_shader(&PsShader::new()),
        Err(Error::WrongStage { .. })
    ));

    // A pixel shader with the same array: the same relocations, but
    // RSRC2_PS (0xB02C) = 0 and the size in SPI_TMPRING_SIZE (0x286E8) =
    // 0x11000, outside the block. Its block would run the code with
    // scratch off and the descriptor unpatched: refused as the compute
    // one, and so is the copy.
    let bytes = object("scratch_ps.o");
    let obj = CodeObject::parse(&bytes).unwrap();
    assert_eq!(
        obj.relocations().collect::<Vec<_>>(),
        [
            reloc(4, "SCRATCH_RSRC_DWORD0"),
            reloc(16, "SCRATCH_RSRC_DWORD1")
        ]
    );
    assert_eq!(obj.value(0xB02C), Some(0));
    assert_eq!(obj.spi_tmpring_size().unwrap().wavesize(), 0x11);
    assert!(obj.uses_scratch_relocations());
    assert_eq!(
        obj.ps_shader(&PsShader::new()),
        Err(Error::UnappliedScratchRelocations { stage: Stage::Ps })
    );
    assert!(matches!(
        obj.copy_code(&mut vec![0; obj.code_dwords()]),
        Err(Error::UnappliedRelocation { offset: 4, .. })
    ));
    // The vertex shader with it (scratch_vs.ll): `llvm-readelf-14 -r`
    // shows the relocations at bytes 4 and 12.
    let bytes = object("scratch_vs.o");
    let obj = CodeObject::parse(&bytes).unwrap();
    assert_eq!(
        obj.relocations().collect::<Vec<_>>(),
        [
            reloc(4, "SCRATCH_RSRC_DWORD0"),
            reloc(12, "SCRATCH_RSRC_DWORD1")
        ]
    );
    assert_eq!(
        obj.vs_shader(&VsShader::new()),
        Err(Error::UnappliedScratchRelocations { stage: Stage::Vs })
    );
    assert!(
        obj.vs_shader(&VsShader::new())
            .unwrap_err()
            .to_string()
            .contains("*_shader_with_scratch")
    );
}

#[test]
fn code_with_other_relocations_is_not_copied_as_stored() {
    // scratch_cs.o's second symbol renamed: a relocation of a symbol the
    // crate has no value for (`llvm-readelf-14 -r`: byte 12, type 1) is
    // reported without a name when it comes first.
    let bytes = object("scratch_cs.o");
    let b = replaced(&bytes, &rel(4, 2, 1), &rel(4, 3, 1));
    let b = replaced(&b, b"SCRATCH_RSRC_DWORD1", b"SCRATCH_RSRC_DWORDX");
    let obj = CodeObject::parse(&b).unwrap();
    let mut code = vec![7u32; obj.code_dwords()];
    let err = obj.copy_code(&mut code).unwrap_err();
    assert_eq!(
        err,
        Error::UnappliedRelocation {
            offset: 4,
            kind: 1,
            symbol: None
        }
    );
    assert!(code.iter().all(|&d| d == 7));
    assert!(gcn::Error::from(err).to_string().contains("0x4"));
    // The raw bytes stay available, the relocations name the symbol.
    assert_eq!(obj.code().len(), 4 * obj.code_dwords());
    assert_eq!(
        obj.relocations().next().map(|r| r.symbol),
        Some(&b"SCRATCH_RSRC_DWORDX"[..])
    );
}

#[test]
fn graphics_objects_that_use_scratch_build_with_their_relocations_applied() {
    // `llvm-objdump-14 -s -j .AMDGPU.config`: scratch_ps.o lists
    // RSRC2_PS (0xB02C) = 0 and SPI_TMPRING_SIZE (0x286E8) = 0x11000;
    // scratch_vs.o lists RSRC1_VS (0xB128) = 0x40 and SPI_TMPRING_SIZE =
    // 0x11000, no RSRC2_VS. WAVESIZE 17 (1 KiB units) > 0, so SCRATCH_EN is
    // set as radeonsi sets it (si_state_shaders: S_00B12C/S_00B02C
    // SCRATCH_EN(scratch_bytes_per_wave > 0), with ac_binary.c reading
    // scratch_bytes_per_wave from SPI_TMPRING_SIZE.WAVESIZE × 1024).
    // Relocations (`llvm-readelf-14 -r`): bytes 4 and 16 of scratch_ps,
    // 4 and 12 of scratch_vs.
    for (name, places) in [("scratch_ps.o", [1, 4]), ("scratch_vs.o", [1, 3])] {
        let bytes = object(name);
        let obj = CodeObject::parse(&bytes).unwrap();
        let mut expected = stored(&obj);
        expected[places[0]] = SCRATCH_DWORDS[0];
        expected[places[1]] = SCRATCH_DWORDS[1];
        let mut code = vec![0u32; obj.code_dwords()];
        if name == "scratch_ps.o" {
            let template = PsShader::new().with_address(0x30_0000).with_user_data(&[9]);
            let ps = obj
                .ps_shader_with_scratch(&template, &mut code, SCRATCH)
                .unwrap();
            // RSRC2_PS: SCRATCH_EN (bit 0), USER_SGPR 1 (bits 1..=5).
            assert_eq!(ps.rsrc2().into_bits(), 1 | 1 << 1);
            assert_eq!(ps.program().address(), 0x30_0000);
            assert!(matches!(
                obj.vs_shader_with_scratch(&VsShader::new(), &mut code, SCRATCH),
                Err(Error::WrongStage { .. })
            ));
        } else {
            let template = VsShader::new().with_address(0x30_0000).with_user_data(&[9]);
            let vs = obj
                .vs_shader_with_scratch(&template, &mut code, SCRATCH)
                .unwrap();
            assert_eq!(vs.rsrc2().into_bits(), 1 | 1 << 1);
            assert_eq!(vs.rsrc1().into_bits(), 0x40);
            assert_eq!(vs.program().address(), 0x30_0000);
        }
        assert_eq!(code, expected, "{name}");
        // A 2^48 scratch address: refused, nothing written.
        let mut code = vec![7u32; obj.code_dwords()];
        let r = if name == "scratch_ps.o" {
            obj.ps_shader_with_scratch(&PsShader::new(), &mut code, 1 << 48)
                .map(|_| ())
        } else {
            obj.vs_shader_with_scratch(&VsShader::new(), &mut code, 1 << 48)
                .map(|_| ())
        };
        assert!(matches!(r, Err(Error::Desc(_))), "{r:?}");
        assert!(code.iter().all(|&d| d == 7));
    }
    // Objects without scratch: the plain block, the code copied as is.
    for name in ["ps.o", "vs.o"] {
        let bytes = object(name);
        let obj = CodeObject::parse(&bytes).unwrap();
        let mut code = vec![0u32; obj.code_dwords()];
        if name == "ps.o" {
            let ps = obj
                .ps_shader_with_scratch(&PsShader::new(), &mut code, SCRATCH)
                .unwrap();
            assert_eq!(ps, obj.ps_shader(&PsShader::new()).unwrap());
            assert!(!ps.rsrc2().scratch_en());
        } else {
            let vs = obj
                .vs_shader_with_scratch(&VsShader::new(), &mut code, SCRATCH)
                .unwrap();
            assert_eq!(vs, obj.vs_shader(&VsShader::new()).unwrap());
            assert!(!vs.rsrc2().scratch_en());
        }
        assert_eq!(code, stored(&obj));
    }
}

/// A sample scratch buffer address (48 bits) and the two dwords radeonsi
/// gives `SCRATCH_RSRC_DWORD0/1` for it on gfx6..gfx8 (Mesa,
/// src/gallium/drivers/radeonsi/si_shader.c, `si_get_external_symbol`):
/// DWORD0 = the address's low 32 bits = 0x5678_9A00; DWORD1 =
/// `S_008F04_BASE_ADDRESS_HI(address >> 32)` | `S_008F04_SWIZZLE_ENABLE_GFX6(1)`,
/// with `SQ_BUF_RSRC_WORD1` as Mesa's src/amd/registers/gfx6.json and the
/// spec's V# word 1 lay it out (BASE_ADDRESS_HI bits 0..=15, STRIDE
/// 16..=29, left 0, SWIZZLE_ENABLE bit 31): 0x1234 | 1 << 31 = 0x8000_1234.
const SCRATCH: u64 = 0x1234_5678_9A00;
const SCRATCH_DWORDS: [u32; 2] = [0x5678_9A00, 0x8000_1234];

/// `object` with the 16 bytes `from` (found once) replaced by `to`.
fn replaced(object: &[u8], from: &[u8], to: &[u8]) -> Vec<u8> {
    assert_eq!(from.len(), to.len());
    let at: Vec<usize> = object
        .windows(from.len())
        .enumerate()
        .filter(|(_, w)| *w == from)
        .map(|(i, _)| i)
        .collect();
    assert_eq!(at.len(), 1, "found once");
    let mut out = object.to_vec();
    out[at[0]..at[0] + from.len()].copy_from_slice(to);
    out
}

/// An `Elf64_Rel` entry's bytes: `r_offset`, then `r_info` = symbol << 32 |
/// type.
fn rel(offset: u64, symbol: u64, kind: u64) -> Vec<u8> {
    [offset.to_le_bytes(), (symbol << 32 | kind).to_le_bytes()].concat()
}

#[test]
fn scratch_relocations_are_applied_for_a_scratch_address() {
    use gcn::shader::code_object::scratch_rsrc_dwords;
    assert_eq!(scratch_rsrc_dwords(SCRATCH), Ok(SCRATCH_DWORDS));
    // Address 0: only SWIZZLE_ENABLE; the highest 48-bit address.
    assert_eq!(scratch_rsrc_dwords(0), Ok([0, 0x8000_0000]));
    assert_eq!(
        scratch_rsrc_dwords((1 << 48) - 1),
        Ok([0xFFFF_FFFF, 0x8000_FFFF])
    );

    // The relocations' places, as `llvm-readelf-14 -r` shows them: bytes 4
    // and 12 of scratch_cs, 4 and 16 of scratch_ps (DWORD0, then DWORD1).
    for (name, places) in [("scratch_cs.o", [1, 3]), ("scratch_ps.o", [1, 4])] {
        let bytes = object(name);
        let obj = CodeObject::parse(&bytes).unwrap();
        let stored = stored(&obj);
        let mut code = vec![0xFFFF_FFFFu32; obj.code_dwords() + 1];
        assert_eq!(
            obj.copy_code_with_scratch(&mut code, SCRATCH),
            Ok(obj.code_dwords())
        );
        let mut expected = stored.clone();
        expected[places[0]] = SCRATCH_DWORDS[0];
        expected[places[1]] = SCRATCH_DWORDS[1];
        expected.push(0xFFFF_FFFF);
        assert_eq!(code, expected, "{name}");
        // The patched literals still decode as the moves llc writes.
        let text: Vec<String> = gcn::isa::instructions(&code[..obj.code_dwords()])
            .map(|r| r.unwrap().1.to_string())
            .collect();
        assert!(
            text.iter().any(|t| t.ends_with("0x56789a00")),
            "{name}: {text:?}"
        );

        // Nothing is written when `out` is one dword short.
        let mut short = vec![7u32; obj.code_dwords() - 1];
        assert!(matches!(
            obj.copy_code_with_scratch(&mut short, SCRATCH),
            Err(Error::Isa(gcn::isa::Error::OutOfSpace { .. }))
        ));
        assert!(short.iter().all(|&d| d == 7));
    }

    // Objects without relocations: the same copy as `copy_code`.
    let bytes = object("cs.o");
    let obj = CodeObject::parse(&bytes).unwrap();
    let (mut a, mut b) = (vec![0; obj.code_dwords()], vec![0; obj.code_dwords()]);
    obj.copy_code(&mut a).unwrap();
    obj.copy_code_with_scratch(&mut b, SCRATCH).unwrap();
    assert_eq!(a, b);

    // A `.rel` entry's addend is the stored dword (gABI; Mesa's ac_rtld
    // loads it from the ELF): 0x10 at byte 4 gives 0x5678_9A00 + 0x10.
    let bytes = object("scratch_cs.o");
    let obj = CodeObject::parse(&bytes).unwrap();
    let text_at = bytes
        .windows(obj.code().len())
        .position(|w| w == obj.code())
        .unwrap();
    let mut with_addend = bytes.clone();
    with_addend[text_at + 4] = 0x10;
    let obj = CodeObject::parse(&with_addend).unwrap();
    let mut code = vec![0; obj.code_dwords()];
    obj.copy_code_with_scratch(&mut code, SCRATCH).unwrap();
    assert_eq!((code[1], code[3]), (0x5678_9A10, 0x8000_1234));

    // A V# holds 48 address bits: 2^48 is refused, and nothing is written.
    let obj = CodeObject::parse(&bytes).unwrap();
    let mut code = vec![7u32; obj.code_dwords()];
    let err = obj.copy_code_with_scratch(&mut code, 1 << 48).unwrap_err();
    assert!(
        matches!(err, Error::Desc(gcn::desc::Error::Address(_))),
        "{err:?}"
    );
    assert!(gcn::Error::from(err).address().is_some());
    assert!(code.iter().all(|&d| d == 7));
}

#[test]
fn rela_relocations_take_their_addend_from_the_record() {
    // tests/data/shader/scratch_rela.o, from scratch_rela.s by llvm-mc-14
    // (amdhsa: `.rela.text`); `llvm-readelf-14 -r` shows
    // (4, R_AMDGPU_ABS32_LO, SCRATCH_RSRC_DWORD0 + 0x10) and
    // (12, R_AMDGPU_ABS32_LO, SCRATCH_RSRC_DWORD1 + 0), both literals
    // stored as 0. With the addend from the record: 0x5678_9A00 + 0x10.
    let path = committed().join("shader/scratch_rela");
    let bytes = std::fs::read(path.with_extension("o")).unwrap();
    let obj = CodeObject::parse(&bytes).unwrap();
    assert_eq!(
        obj.relocations().map(|r| r.offset).collect::<Vec<_>>(),
        [4, 12]
    );
    let stored = stored(&obj);
    assert_eq!((stored[1], stored[3]), (0, 0));
    let mut code = vec![0; obj.code_dwords()];
    obj.copy_code_with_scratch(&mut code, SCRATCH).unwrap();
    let mut expected = stored.clone();
    expected[1] = 0x5678_9A10;
    expected[3] = 0x8000_1234;
    assert_eq!(code, expected);
    let cs = obj
        .cs_shader_with_scratch(&CsShader::new(), &mut code, SCRATCH, 8)
        .unwrap();
    assert_eq!(cs.tmpring_size().into_bits(), 0x1000 | 8);

    // The committed object is what llvm-mc-14 builds, when it is here.
    let out = std::env::temp_dir().join(format!("gcn-rela-{}.o", std::process::id()));
    match std::process::Command::new("llvm-mc-14")
        .args([
            "-triple=amdgcn-amd-amdhsa",
            "-mcpu=bonaire",
            "-filetype=obj",
            "-o",
        ])
        .arg(&out)
        .arg(path.with_extension("s"))
        .output()
    {
        Ok(o) => {
            assert!(
                o.status.success(),
                "llvm-mc-14: {}",
                String::from_utf8_lossy(&o.stderr)
            );
            assert_eq!(
                std::fs::read(&out).unwrap(),
                bytes,
                "scratch_rela.o is stale"
            );
            let _ = std::fs::remove_file(&out);
        }
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
            note("code objects: llvm-mc-14 not found; scratch_rela.o is not rebuilt");
        }
        Err(e) => panic!("running llvm-mc-14: {e}"),
    }
}

#[test]
fn relocations_that_cannot_be_applied_are_refused() {
    let bytes = object("scratch_cs.o");
    // The two `.rel.text` entries as `llvm-readelf-14 -r` shows them:
    // (4, symbol 2, type 1) and (12, symbol 3, type 1).
    let apply = |b: &[u8]| {
        let obj = CodeObject::parse(b).unwrap();
        let mut code = vec![7u32; obj.code_dwords()];
        let r = obj.copy_code_with_scratch(&mut code, SCRATCH);
        assert!(code.iter().all(|&d| d == 7), "nothing written");
        let cs = obj.cs_shader_with_scratch(&CsShader::new(), &mut code, SCRATCH, 32);
        assert!(code.iter().all(|&d| d == 7), "nothing written");
        assert_eq!(cs.map(|_| ()), r.map(|_| ()));
        r
    };

    // Another symbol: SCRATCH_RSRC_DWORD1 renamed in the string table.
    let b = replaced(&bytes, b"SCRATCH_RSRC_DWORD1", b"SCRATCH_RSRC_DWORDX");
    let err = apply(&b).unwrap_err();
    assert_eq!(err, Error::UnknownRelocationSymbol { offset: 12 });
    assert!(err.to_string().contains("0xc"), "{err}");
    // The null symbol (index 0, no name).
    let b = replaced(&bytes, &rel(12, 3, 1), &rel(12, 0, 1));
    assert_eq!(
        apply(&b),
        Err(Error::UnknownRelocationSymbol { offset: 12 })
    );

    // Another type: R_AMDGPU_ABS32 (6), R_AMDGPU_ABS64 (3).
    for kind in [6, 3] {
        let b = replaced(&bytes, &rel(4, 2, 1), &rel(4, 2, kind));
        let err = apply(&b).unwrap_err();
        assert_eq!(
            err,
            Error::UnsupportedRelocation {
                offset: 4,
                kind: kind as u32
            }
        );
    }

    // A place that is no whole dword of the 96 bytes of code: unaligned,
    // the end, past it.
    for offset in [6, 96, u64::MAX] {
        let b = replaced(&bytes, &rel(12, 3, 1), &rel(offset, 3, 1));
        assert_eq!(apply(&b), Err(Error::RelocationOutOfBounds { offset }));
    }
    // The last dword is a place like any other.
    let b = replaced(&bytes, &rel(12, 3, 1), &rel(92, 3, 1));
    let obj = CodeObject::parse(&b).unwrap();
    let mut code = vec![0; obj.code_dwords()];
    obj.copy_code_with_scratch(&mut code, SCRATCH).unwrap();
    assert_eq!(code.len(), 24);
    assert_eq!(code[23], 0x8000_1234u32.wrapping_add(obj_last(&b)));
}

/// The stored last dword of an object's code.
fn obj_last(b: &[u8]) -> u32 {
    let obj = CodeObject::parse(b).unwrap();
    *stored(&obj).last().unwrap()
}

#[test]
fn compute_objects_that_use_scratch_build_with_their_relocations_applied() {
    let bytes = object("scratch_cs.o");
    let obj = CodeObject::parse(&bytes).unwrap();
    let template = CsShader::new()
        .with_address(0x40_0000)
        .with_user_data(&[1, 2, 3, 4, 5]);
    let mut code = vec![0u32; obj.code_dwords()];
    let cs = obj
        .cs_shader_with_scratch(&template, &mut code, SCRATCH, 32)
        .unwrap();
    assert_eq!((code[1], code[3]), (SCRATCH_DWORDS[0], SCRATCH_DWORDS[1]));
    // `.AMDGPU.config` (llvm-objdump-14 -s): COMPUTE_PGM_RSRC2 = 1
    // (SCRATCH_EN), COMPUTE_TMPRING_SIZE = 0x11000 (WAVESIZE 17, WAVES 0,
    // which the caller's 32 replaces), COMPUTE_PGM_RSRC1 = 0x002F_0040.
    // RSRC2: SCRATCH_EN (bit 0) from the object, USER_SGPR (bits 1..=5) 5
    // from the template's user data.
    assert!(cs.rsrc2().scratch_en());
    assert_eq!(cs.rsrc2().into_bits(), 1 | 5 << 1);
    assert_eq!(
        (cs.tmpring_size().wavesize(), cs.tmpring_size().waves()),
        (17, 32)
    );
    assert_eq!(cs.tmpring_size().into_bits(), 0x11000 | 32);
    assert_eq!(cs.rsrc1().into_bits(), 0x002F_0040);
    // The template's address and user data.
    assert_eq!(cs.address(), 0x40_0000);
    assert_eq!(cs.user_data().as_slice(), [1, 2, 3, 4, 5]);
    // The same block but for what LLVM leaves to the loader.
    assert_eq!(
        obj.cs_shader_with_scratch(&template, &mut code, SCRATCH, 0)
            .unwrap()
            .tmpring_size()
            .into_bits(),
        0x11000
    );
    // `cs_shader` still refuses it.
    assert_eq!(
        obj.cs_shader(&template),
        Err(Error::UnappliedScratchRelocations { stage: Stage::Cs })
    );

    // WAVES is 12 bits: 4096 is refused, and nothing is written.
    let mut code = vec![7u32; obj.code_dwords()];
    let err = obj
        .cs_shader_with_scratch(&template, &mut code, SCRATCH, 4096)
        .unwrap_err();
    assert!(matches!(err, Error::Block(_)), "{err:?}");
    assert!(code.iter().all(|&d| d == 7));
    // Another stage, and an object without scratch (WAVESIZE 0, SCRATCH_EN
    // clear whatever the waves).
    let ps = object("scratch_ps.o");
    assert!(matches!(
        CodeObject::parse(&ps)
            .unwrap()
            .cs_shader_with_scratch(&template, &mut code, SCRATCH, 32),
        Err(Error::WrongStage { .. })
    ));
    assert!(code.iter().all(|&d| d == 7));
    let plain = object("cs.o");
    let plain = CodeObject::parse(&plain).unwrap();
    let cs = plain
        .cs_shader_with_scratch(&template, &mut code, SCRATCH, 32)
        .unwrap();
    assert!(!cs.rsrc2().scratch_en());
    assert_eq!(cs.tmpring_size().wavesize(), 0);
    assert_eq!(cs.rsrc2(), plain.cs_shader(&template).unwrap().rsrc2());
}

/// The object's `e_flags` with `mach` as its `EF_AMDGPU_MACH` byte.
fn with_mach(object: &[u8], mach: u8) -> Vec<u8> {
    // e_flags: bytes 48..52 of the ELF64 header.
    let mut b = object.to_vec();
    b[48] = mach;
    b
}

#[test]
fn the_target_generation_is_read_from_e_flags() {
    // `llvm-readelf-14 -h` of the committed objects (`-mcpu=bonaire`) shows
    // `Flags: 0x26`, EF_AMDGPU_MACH_AMDGCN_GFX704.
    let bytes = object("ps.o");
    let obj = CodeObject::parse(&bytes).unwrap();
    assert_eq!((obj.elf_flags(), obj.mach()), (0x26, 0x26));
    assert_eq!(obj.gfx(), Some(Gfx::Gfx7));
    // LLVM 14's EF_AMDGPU_MACH numbers, as `llc-14 -mcpu=...` writes them
    // into `e_flags` (read back with `llvm-readelf-14 -h`): gfx600 0x20,
    // gfx601 0x21, gfx602 0x3A, gfx700..=gfx704 0x22..=0x26, gfx705 0x3B,
    // gfx801 0x28, gfx802 (tonga) 0x29, gfx803 0x2A, gfx810 0x2B,
    // gfx805 0x3C, gfx900 0x2C; no -mcpu (generic) 0.
    #[rustfmt::skip]
    let machs = [
        (0x20, Some(Gfx::Gfx6)), (0x21, Some(Gfx::Gfx6)), (0x3A, Some(Gfx::Gfx6)),
        (0x22, Some(Gfx::Gfx7)), (0x24, Some(Gfx::Gfx7)), (0x26, Some(Gfx::Gfx7)), (0x3B, Some(Gfx::Gfx7)),
        (0x28, Some(Gfx::Gfx8)), (0x29, Some(Gfx::Gfx8)), (0x2B, Some(Gfx::Gfx8)), (0x3C, Some(Gfx::Gfx8)),
        (0x2C, None), (0x00, None),
    ];
    for (mach, gfx) in machs {
        let b = with_mach(&bytes, mach);
        let obj = CodeObject::parse(&b).unwrap();
        assert_eq!((obj.mach(), obj.gfx()), (mach, gfx), "mach {mach:#x}");
    }
    // A real gfx8 object when LLVM is here.
    let out = std::env::temp_dir().join(format!("gcn-tonga-{}.o", std::process::id()));
    match std::process::Command::new("llc-14")
        .args(["-mtriple=amdgcn--", "-mcpu=tonga", "-filetype=obj", "-o"])
        .arg(&out)
        .arg(committed().join("shader/ps.ll"))
        .output()
    {
        Ok(o) => {
            assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
            let b = std::fs::read(&out).unwrap();
            let _ = std::fs::remove_file(&out);
            let obj = CodeObject::parse(&b).unwrap();
            assert_eq!((obj.mach(), obj.gfx()), (0x29, Some(Gfx::Gfx8)));
        }
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
            note("code objects: llc-14 not found; no gfx8 object was built");
        }
        Err(e) => panic!("running llc-14: {e}"),
    }
}

/// The ES, GS, HS and LS objects build their stage's program over a
/// template: every register the object's `.AMDGPU.config` lists (as
/// `llvm-objdump-14 -s` shows it, `OBJECTS`) is the block's, but for
/// `SPI_TMPRING_SIZE`, which no stage block holds, and the spill counts;
/// the registers it does not list keep the template's.
#[test]
fn other_graphics_stages_build_their_programs() {
    use gcn::shader::code_object::SPI_TMPRING_SIZE;
    type Build = fn(&CodeObject<'static>, &ShaderProgram) -> Result<ShaderProgram, Error>;
    let stages: [(Stage, &str, Build); 4] = [
        (Stage::Es, "es", |o, t| o.es_shader(t)),
        (Stage::Gs, "gs", |o, t| o.gs_shader(t)),
        (Stage::Hs, "hs", |o, t| o.hs_shader(t)),
        (Stage::Ls, "ls", |o, t| o.ls_shader(t)),
    ];
    for (stage, name, build) in stages {
        let (_, _, _, config) = OBJECTS
            .iter()
            .find(|o| o.0 == format!("tests/data/shader/{name}"))
            .unwrap();
        let bytes: &'static [u8] = object(&format!("{name}.o")).leak();
        let obj = CodeObject::parse(bytes).unwrap();
        assert_eq!(obj.stage(), Some(stage));
        let template = ShaderProgram::new(stage)
            .with_address(0x40_0000)
            .with_vgprs(64)
            .with_sgprs(48)
            .with_user_data(&[1, 2, 3]);
        let block = build(&obj, &template).unwrap();
        let regs = block.registers();
        let at = |byte_address: u32| {
            let offset = ((byte_address - 0xB000) / 4) as u16;
            regs.as_slice()
                .iter()
                .find(|&&(o, _)| o == offset)
                .map(|&(_, v)| v)
        };
        let mut listed = 0;
        for &(address, value) in *config {
            if [0x4, 0x8, SPI_TMPRING_SIZE].contains(&address) {
                continue;
            }
            assert_eq!(at(address), Some(value), "{name}: {address:#x}");
            listed += 1;
        }
        assert_eq!(listed, 1, "{name}: RSRC1 alone");
        // RSRC1 is the object's...
        let rsrc1 = 0xB000 + 4 * u32::from(stage.pgm_lo_offset() + 2);
        assert_eq!(block.rsrc1_bits(), obj.value(rsrc1).unwrap(), "{name}");
        // ...the rest the template's: address, RSRC2 (with USER_SGPR 3) and
        // the user data.
        assert_eq!(block.address(), 0x40_0000);
        assert_eq!(block.rsrc2_bits(), template.rsrc2_bits());
        assert_eq!(block.rsrc2_bits() >> 1 & 0x1F, 3);
        assert_eq!(block.user_data(), template.user_data());
        assert_eq!(block.stage(), stage);
        block.validate().unwrap();
        // No scratch: the `_with_scratch` form is the same block, the code
        // as stored.
        let mut code = vec![0u32; obj.code_dwords()];
        let with_scratch = match stage {
            Stage::Es => obj.es_shader_with_scratch(&template, &mut code, SCRATCH),
            Stage::Gs => obj.gs_shader_with_scratch(&template, &mut code, SCRATCH),
            Stage::Hs => obj.hs_shader_with_scratch(&template, &mut code, SCRATCH),
            _ => obj.ls_shader_with_scratch(&template, &mut code, SCRATCH),
        };
        assert_eq!(with_scratch, Ok(block));
        assert_eq!(code, stored(&obj));
        // A WAVESIZE above 0 sets RSRC2.SCRATCH_EN (bit 0), as for the VS
        // and PS.
        let scratchy: &'static [u8] =
            patched(bytes, (SPI_TMPRING_SIZE, 0), (SPI_TMPRING_SIZE, 2 << 12)).leak();
        let scratchy = CodeObject::parse(scratchy).unwrap();
        let with_scratch = match stage {
            Stage::Es => scratchy.es_shader_with_scratch(&template, &mut code, SCRATCH),
            Stage::Gs => scratchy.gs_shader_with_scratch(&template, &mut code, SCRATCH),
            Stage::Hs => scratchy.hs_shader_with_scratch(&template, &mut code, SCRATCH),
            _ => scratchy.ls_shader_with_scratch(&template, &mut code, SCRATCH),
        };
        assert_eq!(
            with_scratch.unwrap().rsrc2_bits(),
            template.rsrc2_bits() | 1
        );

        // A template of another stage, and an object of another stage, are
        // refused.
        let other = if stage == Stage::Gs {
            Stage::Es
        } else {
            Stage::Gs
        };
        assert_eq!(
            build(&obj, &ShaderProgram::new(other)),
            Err(Error::TemplateStage {
                expected: stage,
                found: other
            })
        );
        assert_eq!(
            obj.vs_shader(&VsShader::new()),
            Err(Error::WrongStage {
                expected: Stage::Vs,
                found: Some(stage)
            })
        );
        let vs_bytes: &'static [u8] = object("vs.o").leak();
        let vs = CodeObject::parse(vs_bytes).unwrap();
        assert_eq!(
            build(&vs, &template),
            Err(Error::WrongStage {
                expected: stage,
                found: Some(Stage::Vs)
            })
        );
        // A register the program does not hold (SPI_PS_INPUT_ENA, context
        // 0x286CC) is refused by name.
        let extra: &'static [u8] = patched(bytes, (SPI_TMPRING_SIZE, 0), (0x286CC, 1)).leak();
        assert!(matches!(
            build(&CodeObject::parse(extra).unwrap(), &template),
            Err(Error::UnusedRegister {
                stage: s,
                byte_address: 0x286CC,
                name: Some("SPI_PS_INPUT_ENA"),
                value: 1
            }) if s == stage
        ));
    }
}

/// A geometry shader that uses scratch (tests/data/shader/scratch_gs.ll):
/// `llvm-objdump-14 -s -j .AMDGPU.config` lists RSRC1_GS (0xB228) = 0x40
/// and SPI_TMPRING_SIZE (0x286E8) = 0x11000 (WAVESIZE 17), no RSRC2_GS;
/// `llvm-readelf-14 -r` gives the two `R_AMDGPU_ABS32_LO` relocations of
/// SCRATCH_RSRC_DWORD0/1 at bytes 4 and 12. It is built as the VS and PS
/// are: refused by `gs_shader`, and by `gs_shader_with_scratch` with the
/// relocations applied and `RSRC2_GS.SCRATCH_EN` set.
#[test]
fn other_stage_objects_that_use_scratch_build_with_their_relocations_applied() {
    use gcn::shader::code_object::SPI_TMPRING_SIZE;
    let bytes = object("scratch_gs.o");
    let obj = CodeObject::parse(&bytes).unwrap();
    assert_eq!(obj.stage(), Some(Stage::Gs));
    assert_eq!(obj.value(SPI_TMPRING_SIZE), Some(0x11000));
    assert!(obj.uses_scratch_relocations());
    let template = ShaderProgram::new(Stage::Gs)
        .with_address(0x50_0000)
        .with_user_data(&[0; 5]);
    assert_eq!(
        obj.gs_shader(&template),
        Err(Error::UnappliedScratchRelocations { stage: Stage::Gs })
    );
    let mut expected = stored(&obj);
    expected[1] = SCRATCH_DWORDS[0];
    expected[3] = SCRATCH_DWORDS[1];
    let mut code = vec![0u32; obj.code_dwords()];
    let gs = obj
        .gs_shader_with_scratch(&template, &mut code, SCRATCH)
        .unwrap();
    assert_eq!(code, expected);
    assert_eq!(gs.rsrc1_bits(), 0x40);
    // RSRC2_GS: SCRATCH_EN (bit 0), USER_SGPR 5 (bits 1..=5).
    assert_eq!(gs.rsrc2_bits(), 1 | 5 << 1);
    assert_eq!(gs.address(), 0x50_0000);
    // Another stage's method refuses it.
    assert!(matches!(
        obj.es_shader_with_scratch(&ShaderProgram::new(Stage::Es), &mut code, SCRATCH),
        Err(Error::WrongStage {
            expected: Stage::Es,
            found: Some(Stage::Gs)
        })
    ));
}
