//! Fetch shaders from a vertex input layout, against the shape PS4 vertex
//! shaders expect and against LLVM's assembler.

use gcn::blocks::shader::VsShader;
use gcn::desc::DataFormat;
use gcn::isa;
use gcn::pm4::CommandBuffer;
use gcn::shader::Error;
use gcn::shader::fetch::{
    FetchRegisters, FetchShader, InputRate, MAX_INPUTS, VertexInput, check_user_sgprs,
    cover_fetch_shader, fetch_shader, with_fetch_shader,
};

fn input(buffer: u8, offset: u16, format: DataFormat, rate: InputRate) -> VertexInput {
    VertexInput {
        buffer,
        offset,
        format,
        rate,
    }
}

/// What the fetch shader of one `R32G32B32A32_FLOAT` input at buffer 0
/// writes with `regs`.
fn one_input(regs: &FetchRegisters) -> FetchShader {
    let xyzw = input(0, 0, DataFormat::R32G32B32A32_FLOAT, InputRate::Vertex);
    fetch_shader(&[xyzw], regs, &mut [0; 16]).unwrap()
}

fn text(code: &[u32]) -> Vec<String> {
    isa::instructions(code)
        .map(|r| r.unwrap().1.to_string())
        .collect()
}

/// The three-buffer fetch shader shadPS4 documents as the usual shape
/// (`fetch_shader.cpp`), assembled by `llvm-mc-14 -mcpu=bonaire`:
///
/// ```text
/// s_load_dwordx4 s[8:11], s[2:3], 0x00
/// s_load_dwordx4 s[12:15], s[2:3], 0x04
/// s_load_dwordx4 s[16:19], s[2:3], 0x08
/// s_waitcnt lgkmcnt(0)
/// buffer_load_format_xyzw v[4:7], v0, s[8:11], 0 idxen
/// buffer_load_format_xyz v[8:10], v0, s[12:15], 0 idxen
/// buffer_load_format_xy v[12:13], v0, s[16:19], 0 idxen
/// s_waitcnt 0
/// s_setpc_b64 s[0:1]
/// ```
#[rustfmt::skip]
const SHADPS4_EXAMPLE: [u32; 12] = [
    0xC084_0300, 0xC086_0304, 0xC088_0308, 0xBF8C_007F,
    0xE00C_2000, 0x8002_0400, 0xE008_2000, 0x8003_0800, 0xE004_2000, 0x8004_0C00,
    0xBF8C_0000, 0xBE80_2000,
];

#[test]
fn three_buffers_match_the_documented_shape() {
    let inputs = [
        input(0, 0, DataFormat::R32G32B32A32_FLOAT, InputRate::Vertex),
        input(1, 0, DataFormat::R32G32B32_FLOAT, InputRate::Vertex),
        input(2, 0, DataFormat::R32G32_FLOAT, InputRate::Vertex),
    ];
    let mut code = [0u32; 64];
    let fs = fetch_shader(&inputs, &FetchRegisters::PS4, &mut code).unwrap();
    assert_eq!(
        &code[..fs.dwords],
        &SHADPS4_EXAMPLE,
        "\n{}",
        text(&code[..fs.dwords]).join("\n")
    );
    assert_eq!((fs.vgprs, fs.sgprs), (14, 20));
}

#[test]
fn shared_buffers_offsets_and_instance_rate() {
    // Position and colour interleaved in buffer 3, a per-instance offset in
    // buffer 0: buffer 3's V# is loaded once, first (order of first use).
    let inputs = [
        input(3, 0, DataFormat::R32G32B32_FLOAT, InputRate::Vertex),
        input(3, 12, DataFormat::R8G8B8A8_UNORM, InputRate::Vertex),
        input(0, 4, DataFormat::R32_FLOAT, InputRate::Instance),
    ];
    let mut code = [0u32; 64];
    let fs = fetch_shader(&inputs, &FetchRegisters::PS4, &mut code).unwrap();
    let expected = [
        "s_load_dwordx4 s[8:11], s[2:3], 0xc",
        "s_load_dwordx4 s[12:15], s[2:3], 0x0",
        "s_waitcnt lgkmcnt(0)",
        "buffer_load_format_xyz v[4:6], v0, s[8:11], 0 idxen",
        "buffer_load_format_xyzw v[8:11], v0, s[8:11], 0 idxen offset:12",
        "buffer_load_format_x v12, v3, s[12:15], 0 idxen offset:4",
        "s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)",
        "s_setpc_b64 s[0:1]",
    ];
    assert_eq!(text(&code[..fs.dwords]), expected);
    assert_eq!((fs.dwords, fs.vgprs, fs.sgprs), (11, 13, 16));
    // The words `llvm-mc-14 -arch=amdgcn -mcpu=bonaire -show-encoding`
    // gives for `expected`, committed for machines without LLVM.
    #[rustfmt::skip]
    const ASSEMBLED: [u32; 11] = [
        0xC084_030C, 0xC086_0300, 0xBF8C_007F, 0xE008_2000, 0x8002_0400, 0xE00C_200C, 0x8002_0800, 0xE000_2004, 0x8003_0C03, 0xBF8C_0000, 0xBE80_2000,
    ];
    assert_eq!(&code[..fs.dwords], &ASSEMBLED);
    // The printed text, assembled by LLVM here, is the code written.
    if let Some(words) = llvm_assemble(&expected) {
        assert_eq!(words, &code[..fs.dwords]);
    } else {
        crate::data_source::note("fetch: llvm-mc-14 not found; the committed encoding was used");
    }
}

/// Assembles `lines` with `llvm-mc-14`, or `None` when it is not installed.
fn llvm_assemble(lines: &[&str]) -> Option<Vec<u32>> {
    use std::io::Write as _;
    use std::process::{Command, Stdio};
    let child = Command::new("llvm-mc-14")
        .args(["-arch=amdgcn", "-mcpu=bonaire", "-show-encoding"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
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
        .write_all(lines.join("\n").as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success(), "llvm-mc-14 failed: {out:?}");
    let out = String::from_utf8(out.stdout).unwrap();
    let mut bytes = Vec::new();
    for line in out.lines() {
        if let Some((_, enc)) = line.split_once("encoding: [") {
            for b in enc.trim_end_matches(']').split(',') {
                bytes.push(u8::from_str_radix(b.trim().trim_start_matches("0x"), 16).unwrap());
            }
        }
    }
    Some(
        bytes
            .chunks(4)
            .map(|c| u32::from_le_bytes(c.try_into().unwrap()))
            .collect(),
    )
}

#[test]
fn bad_layouts_are_refused_and_nothing_is_written() {
    let ok = input(0, 0, DataFormat::R32G32_FLOAT, InputRate::Vertex);
    let mut code = [0xAAAA_AAAAu32; 8];
    let regs = FetchRegisters::PS4;
    let cases: [(&[VertexInput], Error); 4] = [
        (
            &[],
            Error::InputCount {
                count: 0,
                max: MAX_INPUTS,
            },
        ),
        (
            &[ok, input(1, 0, DataFormat::BC1_UNORM, InputRate::Vertex)],
            Error::UnfetchableFormat { input: 1 },
        ),
        (
            &[input(0, 4096, DataFormat::R32_FLOAT, InputRate::Vertex)],
            Error::OffsetTooLarge {
                input: 0,
                offset: 4096,
            },
        ),
        (
            &[ok; 3],
            Error::Isa(isa::Error::OutOfSpace {
                needed: 10,
                remaining: 8,
            }),
        ),
    ];
    for (inputs, err) in cases {
        assert_eq!(fetch_shader(inputs, &regs, &mut code), Err(err));
        assert_eq!(code, [0xAAAA_AAAA; 8]);
    }
    let too_many = [ok; MAX_INPUTS + 1];
    assert_eq!(
        fetch_shader(&too_many, &regs, &mut code),
        Err(Error::InputCount {
            count: 33,
            max: MAX_INPUTS
        })
    );
    // 32 inputs in 4 VGPRs each from v4 need v131: fine; from v200 they do not fit.
    let mut big = [0u32; 128];
    assert!(fetch_shader(&[ok; MAX_INPUTS], &regs, &mut big).is_ok());
    let high = FetchRegisters {
        first_input: 200,
        ..regs
    };
    assert_eq!(
        fetch_shader(&[ok; MAX_INPUTS], &high, &mut big),
        Err(Error::TooManyRegisters {
            kind: "VGPR",
            needed: 200 + 4 * 31 + 2,
            available: 256
        })
    );
    let distinct: Vec<VertexInput> = (0..24)
        .map(|b| input(b, 0, DataFormat::R32_FLOAT, InputRate::Vertex))
        .collect();
    assert!(fetch_shader(&distinct, &regs, &mut big).is_ok()); // s8..s103
    // gfx7 waves address 104 SGPRs (LLVM's `getAddressableNumSGPRs`,
    // Mesa's `max_sgpr_alloc`) and 256 VGPRs.
    let distinct: Vec<VertexInput> = (0..25)
        .map(|b| input(b, 0, DataFormat::R32_FLOAT, InputRate::Vertex))
        .collect();
    assert_eq!(
        fetch_shader(&distinct, &regs, &mut big),
        Err(Error::TooManyRegisters {
            kind: "SGPR",
            needed: 108,
            available: 104
        })
    );
    assert_eq!(
        fetch_shader(&distinct, &regs, &mut big)
            .unwrap_err()
            .to_string(),
        "the shader needs 108 SGPRs, more than the 104 a wave has"
    );
    // The error converts into the crate-level one.
    let e: gcn::Error = Error::UnfetchableFormat { input: 1 }.into();
    assert_eq!(
        e.to_string(),
        "vertex input 1: the format cannot be fetched by a buffer load"
    );
}

/// The fetch shader's address lands in `SPI_SHADER_USER_DATA_VS_0/1` (where
/// the VS's `s_swappc_b64 s[0:1], s[0:1]`, `0xBE80_2100`, reads it) and the
/// vertex buffer table's in `_2/3`, written with the program in one
/// `SET_SH_REG` from `SPI_SHADER_PGM_LO_VS` (sh register 0x048) and counted by
/// `SPI_SHADER_PGM_RSRC2_VS.USER_SGPR` (bits 1..5).
#[test]
fn fetch_shader_address_in_vs_user_data() {
    let vs = with_fetch_shader(
        VsShader::new().with_address(0x12_3456_7800),
        &FetchRegisters::PS4,
        &one_input(&FetchRegisters::PS4),
        0xAB_CDEF_0100,
        0x0040_0000,
    )
    .unwrap();
    let mut words = [0u32; 64];
    let mut cb = CommandBuffer::new(&mut words);
    vs.emit(&mut cb).unwrap();
    let n = cb.len();
    let w = &words[..n];
    // PKT3 SET_SH_REG (0x76), 8 registers: header count field = 8.
    assert_eq!(w[0], 0xC008_7600);
    assert_eq!(w[1], 0x048);
    // PGM_LO = address >> 8, PGM_HI = address >> 40.
    assert_eq!(&w[2..4], &[0x1234_5678, 0x00]);
    assert_eq!(w[5] >> 1 & 0x1F, 4, "RSRC2.USER_SGPR");
    assert_eq!(&w[6..10], &[0xCDEF_0100, 0xAB, 0x0040_0000, 0x0000_0000]);

    // Another pair (a VS whose swappc names s[4:5]) moves only the user data.
    let regs = FetchRegisters {
        ret: 4,
        table: 6,
        ..FetchRegisters::PS4
    };
    let vs = with_fetch_shader(VsShader::new(), &regs, &one_input(&regs), 0x1000, 0x2000).unwrap();
    assert_eq!(
        vs.program().user_data().as_slice(),
        &[0, 0, 0, 0, 0x1000, 0, 0x2000, 0]
    );
    // Past user data 15: recorded, reported by `validate`, nothing emitted.
    let bad = FetchRegisters {
        ret: 15,
        ..FetchRegisters::PS4
    };
    let vs = with_fetch_shader(
        VsShader::new(),
        &bad,
        &one_input(&FetchRegisters::PS4),
        0x1000,
        0x2000,
    )
    .unwrap();
    assert!(vs.validate().is_err());
    let mut words = [0u32; 64];
    let mut cb = CommandBuffer::new(&mut words);
    assert!(vs.emit(&mut cb).is_err());
    assert_eq!(cb.len(), 0);
}

/// A VS's user data is loaded into `s0..s(USER_SGPR - 1)`
/// (`SPI_SHADER_PGM_RSRC2_VS.USER_SGPR`, bits 5:1 in the spec) and read by
/// the VS after the fetch shader returns; the fetch shader's
/// `s_load_dwordx4` writes `s[first_vsharp..]`. shadPS4's
/// `fetch_shader.cpp` shows both PS4 shapes: V#s loaded into `s[8:11]..`
/// and, with the two pointers alone in `s[0:3]`, into `s[4:7]`. A count
/// past `first_vsharp` is refused; one up to it is accepted.
#[test]
fn fetch_shader_loads_over_vs_user_data_are_refused() {
    let ps4 = FetchRegisters::PS4;
    // 12 user SGPRs (s0..s11) and V#s from s8: s8..s11 would be overwritten.
    let vs = VsShader::new().with_user_data(&[7; 12]);
    assert_eq!(vs.rsrc2().into_bits() >> 1 & 0x1F, 12);
    let err = with_fetch_shader(vs, &ps4, &one_input(&ps4), 0x1000, 0x2000);
    assert_eq!(
        err,
        Err(Error::UserDataOverwritten {
            user_sgprs: 12,
            system_sgprs: 0,
            first_vsharp: 8
        })
    );
    assert_eq!(
        err.unwrap_err().to_string(),
        "the vertex shader's 12 user SGPRs (from s0) reach s8, where the fetch \
         shader loads its V#s: `first_vsharp` must be at least the user SGPR count"
    );
    // Exactly 8 user SGPRs end at s7: accepted with the PS4 registers.
    let vs = VsShader::new().with_user_data(&[7; 8]);
    assert!(with_fetch_shader(vs, &ps4, &one_input(&ps4), 0x1000, 0x2000).is_ok());
    // The pointers count too: `ret` at user data 8 makes USER_SGPR 10.
    let high = FetchRegisters { ret: 8, ..ps4 };
    assert!(matches!(
        with_fetch_shader(VsShader::new(), &high, &one_input(&ps4), 0x1000, 0x2000),
        Err(Error::UserDataOverwritten {
            user_sgprs: 10,
            system_sgprs: 0,
            first_vsharp: 8
        })
    ));
    // shadPS4's second shape: four user SGPRs, V#s from s4, and the fetch
    // shader it describes (`s_load_dwordx4 s[4:7], s[2:3], 0x0`).
    let s4 = FetchRegisters {
        first_vsharp: 4,
        ..ps4
    };
    let vs = with_fetch_shader(VsShader::new(), &s4, &one_input(&s4), 0x1000, 0x2000).unwrap();
    assert_eq!(vs.rsrc2().user_sgpr(), 4);
    let xyzw = input(0, 0, DataFormat::R32G32B32A32_FLOAT, InputRate::Vertex);
    let mut code = [0u32; 16];
    fetch_shader(&[xyzw], &s4, &mut code).unwrap();
    let first = gcn::isa::instructions(&code).next().unwrap().unwrap().1;
    assert_eq!(first.to_string(), "s_load_dwordx4 s[4:7], s[2:3], 0x0");
    // A fifth user SGPR (a table pointer raised later) is caught by the
    // check on the finished block.
    let raised = vs.with_user_sgprs(6);
    assert!(check_user_sgprs(&vs, &s4).is_ok());
    assert_eq!(
        check_user_sgprs(&raised, &s4),
        Err(Error::UserDataOverwritten {
            user_sgprs: 6,
            system_sgprs: 0,
            first_vsharp: 4
        })
    );
}

/// The gfx7 bit of each `SPI_SHADER_PGM_RSRC2_VS` field the system SGPRs
/// depend on, and `USER_SGPR`'s, from the spec
/// (tests/data/gcn-registers.json).
fn rsrc2_vs_lsb(field: &str) -> u32 {
    static SPEC: std::sync::OnceLock<serde_json::Value> = std::sync::OnceLock::new();
    let spec = SPEC.get_or_init(crate::data_source::spec);
    let register = spec["registers"]
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["name"] == "SPI_SHADER_PGM_RSRC2_VS")
        .unwrap();
    let f = register["fields_by_generation"]["gfx7"]
        .as_array()
        .unwrap()
        .iter()
        .find(|f| f["name"] == field)
        .unwrap_or_else(|| panic!("no {field}"));
    f["lsb"].as_u64().unwrap() as u32
}

/// `SPI_SHADER_PGM_RSRC2_VS` with `user_sgprs` and the fields given set,
/// laid out as the spec says.
fn rsrc2_vs(user_sgprs: u32, so_en: bool, so_bases: [bool; 4], oc_lds: bool, scratch: bool) -> u32 {
    let bit = |field: &str, on: bool| u32::from(on) << rsrc2_vs_lsb(field);
    let mut bits = user_sgprs << rsrc2_vs_lsb("USER_SGPR")
        | bit("SCRATCH_EN", scratch)
        | bit("OC_LDS_EN", oc_lds)
        | bit("SO_EN", so_en);
    for (i, &b) in so_bases.iter().enumerate() {
        bits |= bit(&format!("SO_BASE{i}_EN"), b);
    }
    bits
}

fn vs_with_rsrc2(bits: u32) -> VsShader {
    let user_sgprs = bits >> rsrc2_vs_lsb("USER_SGPR") & 0x1F;
    let vs = VsShader::new().with_user_data(&vec![7; user_sgprs as usize]);
    vs.with_rsrc2(gcn::regs::gfx7::SpiShaderPgmRsrc2Vs::from_bits(bits))
}

/// After a VS's user SGPRs the hardware loads the system SGPRs its
/// `RSRC2_VS` enables, which the VS reads after the fetch shader returns:
/// Mesa radeonsi (`si_shader_args.c`, `declare_streamout_params`, with the
/// bits `si_state_shaders.cpp` sets) and RADV (`radv_shader_args.c`,
/// `declare_streamout_sgprs`) declare, after the user SGPRs, the streamout
/// configuration and write index (`SO_EN`), one offset per enabled
/// streamout buffer (`SO_BASEn_EN`), for a tessellation evaluation shader
/// run as the VS (`OC_LDS_EN`) an SGPR in the configuration's place when
/// there is no streamout and then the off-chip LDS offset, and last the
/// scratch offset (`SCRATCH_EN`), which LLVM appends. A fetch shader that
/// loads its V#s over any of them is refused.
#[test]
fn fetch_shader_loads_over_vs_system_sgprs_are_refused() {
    use gcn::shader::fetch::system_sgprs;
    let ps4 = FetchRegisters::PS4;
    let none = [false; 4];
    for (bits, system) in [
        (rsrc2_vs(4, false, none, false, false), 0),
        (rsrc2_vs(4, true, none, false, false), 2),
        (
            rsrc2_vs(4, true, [true, false, false, false], false, false),
            3,
        ),
        (rsrc2_vs(4, true, [true, true, true, true], false, false), 6),
        (rsrc2_vs(4, false, none, false, true), 1),
        (rsrc2_vs(4, false, none, true, false), 2),
        (
            rsrc2_vs(4, true, [true, false, false, false], true, false),
            4,
        ),
        (rsrc2_vs(4, true, [true, true, true, true], true, true), 8),
    ] {
        let vs = vs_with_rsrc2(bits);
        assert_eq!(vs.rsrc2().into_bits(), bits);
        assert_eq!(system_sgprs(&vs), system, "RSRC2_VS {bits:#x}");
        // 4 user SGPRs and `system` more: V#s from s8 fit up to 4 of them.
        let r = check_user_sgprs(&vs, &ps4);
        if 4 + system <= 8 {
            assert_eq!(r, Ok(()), "RSRC2_VS {bits:#x}");
        } else {
            assert_eq!(
                r,
                Err(Error::UserDataOverwritten {
                    user_sgprs: 4,
                    system_sgprs: system,
                    first_vsharp: 8
                }),
                "RSRC2_VS {bits:#x}"
            );
        }
    }
    // Eight user SGPRs end at s7, the PS4 limit; with scratch on the
    // scratch offset lands in s8, where the first V# is loaded.
    let scratch = vs_with_rsrc2(rsrc2_vs(8, false, [false; 4], false, true));
    let err = with_fetch_shader(scratch, &ps4, &one_input(&ps4), 0x1000, 0x2000).unwrap_err();
    assert_eq!(
        err,
        Error::UserDataOverwritten {
            user_sgprs: 8,
            system_sgprs: 1,
            first_vsharp: 8
        }
    );
    assert!(err.to_string().contains("1 system SGPRs"), "{err}");
    // Streamout of one buffer with 4 user SGPRs: s4..s6, below s8.
    let so = vs_with_rsrc2(rsrc2_vs(4, true, [true, false, false, false], false, false));
    assert!(with_fetch_shader(so, &ps4, &one_input(&ps4), 0x1000, 0x2000).is_ok());
}

/// LLVM's own placement of the scratch offset: tests/data/shader/scratch_vs.ll
/// has one `inreg` argument (user SGPR `s0`), and llc-14's code for it
/// adds the scratch offset from `s1` to the scratch descriptor
/// (`s_add_u32 s4, s4, s1`, tests/data/shader/scratch_vs.o). Built with
/// its one user SGPR, the block's SGPRs reach exactly that register.
#[test]
fn the_scratch_offset_is_where_llvm_reads_it() {
    use gcn::shader::code_object::CodeObject;
    use gcn::shader::fetch::system_sgprs;
    let bytes = std::fs::read(crate::data_source::committed().join("shader/scratch_vs.o")).unwrap();
    let obj = CodeObject::parse(&bytes).unwrap();
    let mut code = vec![0u32; obj.code_dwords()];
    let vs = obj
        .vs_shader_with_scratch(
            &VsShader::new().with_user_data(&[0]),
            &mut code,
            0x1000_0000,
        )
        .unwrap();
    let add = text(&code)
        .into_iter()
        .find(|t| t.starts_with("s_add_u32 s4, s4, s"))
        .unwrap();
    let offset_sgpr: u8 = add.rsplit('s').next().unwrap().parse().unwrap();
    assert_eq!(offset_sgpr, 1);
    let received = vs.rsrc2().user_sgpr() + system_sgprs(&vs);
    assert_eq!(received, offset_sgpr + 1);
    // A fetch shader loading from s1 would overwrite it; from s4 it does not.
    let regs = |first_vsharp| FetchRegisters {
        ret: 0,
        table: 2,
        first_vsharp,
        ..FetchRegisters::PS4
    };
    assert!(check_user_sgprs(&vs, &regs(1)).is_err());
    assert!(check_user_sgprs(&vs, &regs(2)).is_ok());

    // A template that passed `with_fetch_shader` (the two pointers in
    // s[0:3], V#s from s4) before the object turned scratch on: the check
    // of the finished block sees the scratch offset in s4.
    let s4 = regs(4);
    let template =
        with_fetch_shader(VsShader::new(), &s4, &one_input(&s4), 0x1000, 0x2000).unwrap();
    let vs = obj
        .vs_shader_with_scratch(&template, &mut code, 0x1000_0000)
        .unwrap();
    assert_eq!(
        check_user_sgprs(&vs, &s4),
        Err(Error::UserDataOverwritten {
            user_sgprs: 4,
            system_sgprs: 1,
            first_vsharp: 4
        })
    );
}

/// Register assignments that put two things in one register are refused
/// before anything is written: a V# load over the return address (the
/// `s_setpc_b64` would jump to the V#'s base) or the table pointer, the
/// table over the return address, an input over the index VGPRs.
#[test]
fn overlapping_registers_are_refused() {
    let xy = input(0, 0, DataFormat::R32G32_FLOAT, InputRate::Vertex);
    let xyzw = input(1, 0, DataFormat::R32G32B32A32_FLOAT, InputRate::Instance);
    let ps4 = FetchRegisters::PS4;
    let overlap = |first, second| Err(Error::OverlappingRegisters { first, second });
    let cases: [(FetchRegisters, &[VertexInput], _); 9] = [
        (
            FetchRegisters {
                first_vsharp: 0,
                ..ps4
            },
            &[xy],
            overlap("ret", "first_vsharp"),
        ),
        (
            FetchRegisters {
                first_vsharp: 0,
                ret: 4,
                ..ps4
            },
            &[xy],
            overlap("table", "first_vsharp"),
        ),
        // The second buffer's V# (s[12:15]) over the table.
        (
            FetchRegisters { table: 12, ..ps4 },
            &[xy, xyzw],
            overlap("table", "first_vsharp"),
        ),
        (
            FetchRegisters { table: 0, ..ps4 },
            &[xy],
            overlap("ret", "table"),
        ),
        (
            FetchRegisters {
                first_input: 0,
                ..ps4
            },
            &[xy],
            overlap("first_input", "vertex_index"),
        ),
        // Input 1 (instance rate, four channels from v8) over the instance
        // index v10; input 0 alone does not reach it.
        (
            FetchRegisters {
                instance_index: 10,
                ..ps4
            },
            &[xy, xyzw],
            overlap("first_input", "instance_index"),
        ),
        // An instance index the layout does not fetch with is still the
        // vertex shader's: not overwritten either.
        (
            FetchRegisters {
                instance_index: 5,
                ..ps4
            },
            &[xy],
            overlap("first_input", "instance_index"),
        ),
        (
            FetchRegisters {
                vertex_index: 9,
                ..ps4
            },
            &[xy, xyzw],
            overlap("first_input", "vertex_index"),
        ),
        // Next to each other is fine.
        (
            FetchRegisters {
                instance_index: 6,
                ret: 6,
                table: 4,
                ..ps4
            },
            &[xy],
            Ok(()),
        ),
    ];
    for (regs, inputs, want) in cases {
        let mut code = [0xAAAA_AAAAu32; 32];
        let got = fetch_shader(inputs, &regs, &mut code).map(|_| ());
        assert_eq!(got, want, "{regs:?}");
        if got.is_err() {
            assert_eq!(code, [0xAAAA_AAAA; 32]);
        }
    }
    let e: gcn::Error = Error::OverlappingRegisters {
        first: "ret",
        second: "first_vsharp",
    }
    .into();
    assert_eq!(
        e.to_string(),
        "the fetch shader's `ret` and `first_vsharp` registers overlap"
    );
}

#[test]
fn loads_reach_the_channels_the_selects_fill() {
    // A format load returns the V#'s destination channels, each through its
    // DST_SEL (RADV, `radv_nir_lower_vs_inputs.c`: swizzling "is possible
    // [...] in the DST_SEL fields of descriptors" for MUBUF loads, which
    // this crate's V# of a format carries). Mesa's `u_format.yaml` gives the
    // selects: A8_UNORM `[0, 0, 0, X]`, L8A8_UNORM `[X, X, X, Y]`, L8_UNORM
    // `[X, X, X, 1]`. A load of the format's own channel count (1, 2, 1)
    // returns A8's constant 0 instead of its alpha and drops L8A8's alpha:
    // the load has to reach the first position each data channel shows in.
    // L8's one channel shows in x already.
    let inputs = [
        input(0, 0, DataFormat::A8_UNORM, InputRate::Vertex),
        input(1, 0, DataFormat::L8A8_UNORM, InputRate::Vertex),
        input(2, 0, DataFormat::L8_UNORM, InputRate::Vertex),
    ];
    let mut code = [0u32; 32];
    let fs = fetch_shader(&inputs, &FetchRegisters::PS4, &mut code).unwrap();
    let text = text(&code[..fs.dwords]);
    assert_eq!(
        text[4..7],
        [
            "buffer_load_format_xyzw v[4:7], v0, s[8:11], 0 idxen",
            "buffer_load_format_xyzw v[8:11], v0, s[12:15], 0 idxen",
            "buffer_load_format_x v12, v0, s[16:19], 0 idxen",
        ]
    );
    assert_eq!(fs.vgprs, 13);
}

#[test]
fn the_vertex_shader_loads_the_index_vgprs_read() {
    // A hardware VS on gfx6-9 starts with VertexID, InstanceID / StepRate0,
    // VSPrimID, InstanceID in v0..v3, as many as VGPR_COMP_CNT + 1 (Mesa,
    // `si_get_vs_vgpr_comp_cnt` in radeonsi's `si_state_shaders.cpp`; RADV's
    // `radv_shader.c` gives the same order). The PS4 convention reads the
    // instance index from v3 (shadPS4's fetch-shader parser: `V3 is always
    // the instance offset`), so an instance-rate input needs VGPR_COMP_CNT 3;
    // vertex-rate inputs read v0 alone and need 0.
    let mut code = [0u32; 32];
    let vertex = [input(0, 0, DataFormat::R32G32_FLOAT, InputRate::Vertex)];
    let fs = fetch_shader(&vertex, &FetchRegisters::PS4, &mut code).unwrap();
    assert_eq!(fs.vgpr_comp_cnt, 0);
    let mixed = [
        input(0, 0, DataFormat::R32G32_FLOAT, InputRate::Vertex),
        input(1, 0, DataFormat::R32_FLOAT, InputRate::Instance),
    ];
    let fs = fetch_shader(&mixed, &FetchRegisters::PS4, &mut code).unwrap();
    assert_eq!(fs.vgpr_comp_cnt, 3);
    // The value goes straight into the VS block.
    let vs = VsShader::new().with_vgpr_comp_cnt(fs.vgpr_comp_cnt);
    assert_eq!(vs.rsrc1().vgpr_comp_cnt(), 3);
    // with_fetch_shader raises VGPR_COMP_CNT to it, and keeps a larger one.
    let ps4 = FetchRegisters::PS4;
    let vs = with_fetch_shader(VsShader::new(), &ps4, &fs, 0x1000, 0x2000).unwrap();
    assert_eq!(vs.rsrc1().vgpr_comp_cnt(), 3);
    let vertex_fs = fetch_shader(&vertex, &ps4, &mut code).unwrap();
    let two = VsShader::new().with_vgpr_comp_cnt(2);
    let vs = with_fetch_shader(two, &ps4, &vertex_fs, 0x1000, 0x2000).unwrap();
    assert_eq!(vs.rsrc1().vgpr_comp_cnt(), 2);
    let vs = with_fetch_shader(two, &ps4, &fs, 0x1000, 0x2000).unwrap();
    assert_eq!(vs.rsrc1().vgpr_comp_cnt(), 3);
    // A hand-written count past the 2-bit field (the spec's VGPR_COMP_CNT,
    // bits 25:24 of RSRC1_VS) is refused.
    let bad = FetchShader {
        vgpr_comp_cnt: 4,
        ..fs
    };
    assert!(matches!(
        cover_fetch_shader(VsShader::new(), &bad),
        Err(Error::Block(gcn::blocks::Error::OutOfRange {
            field: "vgpr_comp_cnt",
            value: 4,
            ..
        }))
    ));
    // Index VGPRs past v3 are none the hardware writes: they add nothing.
    let regs = FetchRegisters {
        instance_index: 5,
        first_input: 8,
        ..FetchRegisters::PS4
    };
    let instance = [input(0, 0, DataFormat::R32_FLOAT, InputRate::Instance)];
    let fs = fetch_shader(&instance, &regs, &mut code).unwrap();
    assert_eq!(fs.vgpr_comp_cnt, 0);
}

/// The VS's `SPI_SHADER_PGM_RSRC1_VS` allocation covers what the fetch shader
/// it calls writes: its V# SGPRs plus `VCC`, and its input VGPRs. Expected
/// fields from LLVM 14: `llc-14 -mtriple=amdgcn-- -mcpu=bonaire` of an
/// `amdgpu_vs` whose inline-assembly call of the fetch shader reads
/// `s[0:3]`, `v0` and clobbers what the fetch shader writes and `vcc`
/// gives, in `.AMDGPU.config` (`llvm-objdump-14 -s`), `RSRC1_VS` = `0x83`
/// for `s[8:11], s[12:15], s[16:19]` and `v[4:7], v[8:11], v[12:13]`
/// (NumSgprs 22, NumVgprs 14) and `0x82` for `s[8:11], s[12:15]` and
/// `v[4:7], v[8:9]` (NumSgprs 18, NumVgprs 10); `VGPRS` is bits 5:0 and
/// `SGPRS` bits 9:6 (tests/data/gcn-registers.json). Radeonsi likewise
/// allocates at least a shader's input SGPRs + 2 for `VCC`
/// (`si_shader.c`, `si_fix_resource_usage`).
#[test]
fn the_vs_allocation_covers_the_fetch_shader() {
    let rsrc1 = |bits: u32| (bits >> 6 & 0xF, bits & 0x3F); // (SGPRS, VGPRS)
    let three = [
        input(0, 0, DataFormat::R32G32B32A32_FLOAT, InputRate::Vertex),
        input(1, 0, DataFormat::R32G32B32_FLOAT, InputRate::Vertex),
        input(2, 0, DataFormat::R32G32_FLOAT, InputRate::Vertex),
    ];
    let two = [
        input(0, 0, DataFormat::R32G32B32A32_FLOAT, InputRate::Vertex),
        input(1, 0, DataFormat::R32G32_FLOAT, InputRate::Vertex),
    ];
    let ps4 = FetchRegisters::PS4;
    for (inputs, llvm) in [(&three[..], 0x83), (&two[..], 0x82)] {
        let fs = fetch_shader(inputs, &ps4, &mut [0; 32]).unwrap();
        // VsShader::new() allocates 8 SGPRs and 4 VGPRs: raised.
        let vs = with_fetch_shader(VsShader::new(), &ps4, &fs, 0x1000, 0x2000).unwrap();
        let fields = (u32::from(vs.rsrc1().sgprs()), u32::from(vs.rsrc1().vgprs()));
        assert_eq!(fields, rsrc1(llvm), "{inputs:?}");
        assert_eq!(
            cover_fetch_shader(VsShader::new(), &fs).unwrap().rsrc1(),
            vs.rsrc1()
        );
        // Nothing else of RSRC1 changes.
        let mask = !(0xF << 6 | 0x3F);
        assert_eq!(
            vs.rsrc1().into_bits() & mask,
            VsShader::new().rsrc1().into_bits() & mask
        );
        // A larger allocation is kept, field by field.
        let big = VsShader::new().with_sgprs(64).with_vgprs(8);
        let covered = cover_fetch_shader(big, &fs).unwrap();
        assert_eq!(u32::from(covered.rsrc1().sgprs()), 64 / 8 - 1);
        assert_eq!(u32::from(covered.rsrc1().vgprs()), rsrc1(llvm).1);
    }
    // V#s in s[96:103]: the 104 SGPRs a gfx7 wave has (Mesa's
    // `max_sgpr_alloc`), with no room for VCC's two.
    let top = FetchRegisters {
        first_vsharp: 96,
        ..ps4
    };
    let fs = fetch_shader(&two, &top, &mut [0; 32]).unwrap();
    assert_eq!(fs.sgprs, 104);
    let err = Error::TooManyRegisters {
        kind: "SGPR",
        needed: 106,
        available: 104,
    };
    assert_eq!(cover_fetch_shader(VsShader::new(), &fs), Err(err));
    assert_eq!(
        with_fetch_shader(VsShader::new(), &top, &fs, 0x1000, 0x2000),
        Err(err)
    );
    let fs = fetch_shader(
        &two,
        &FetchRegisters {
            first_vsharp: 92,
            ..ps4
        },
        &mut [0; 32],
    )
    .unwrap();
    let vs = cover_fetch_shader(VsShader::new(), &fs).unwrap();
    assert_eq!(vs.rsrc1().sgprs(), 104 / 8 - 1);
    // A hand-made count past the 256 VGPRs.
    let fs = FetchShader { vgprs: 257, ..fs };
    assert_eq!(
        cover_fetch_shader(VsShader::new(), &fs),
        Err(Error::TooManyRegisters {
            kind: "VGPR",
            needed: 257,
            available: 256
        })
    );
}
