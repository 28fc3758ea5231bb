//! The built-in shaders against their programs written out by hand and
//! assembled by `llvm-mc-14 -mcpu=bonaire` (the dwords below are its output).

use gcn::blocks::shader::PsShader;
use gcn::shader::Error;
use gcn::shader::builtin::{CLEAR_PS_DWORDS, ColorExport, RECT_VS_DWORDS, clear_ps, rect_vs};

fn text(code: &[u32]) -> Vec<String> {
    gcn::isa::instructions(code)
        .map(|r| r.unwrap().1.to_string())
        .collect()
}

#[rustfmt::skip]
const RECT_VS: [(u32, &str); 9] = [
    (0x7E04_02F2, "v_mov_b32_e32 v2, 1.0"),
    (0x7D84_0081, "v_cmp_eq_u32_e32 vcc, 1, v0"),
    (0x0002_04F3, "v_cndmask_b32_e32 v1, -1.0, v2, vcc"),
    (0x7D84_0082, "v_cmp_eq_u32_e32 vcc, 2, v0"),
    (0x0006_04F3, "v_cndmask_b32_e32 v3, -1.0, v2, vcc"),
    (0x7E08_0280, "v_mov_b32_e32 v4, 0"),
    (0xF800_08CF, "exp pos0 v1, v3, v4, v2 done"),     // + 0x02040301
    (0xF800_020F, "exp param0 v4, v4, v4, v4"),        // + 0x04040404
    (0xBF81_0000, "s_endpgm"),
];

#[test]
fn rect_vs_is_the_written_program() {
    let mut code = [0u32; 16];
    let vs = rect_vs(&mut code).unwrap();
    let want: Vec<u32> = [
        0x7E04_02F2,
        0x7D84_0081,
        0x0002_04F3,
        0x7D84_0082,
        0x0006_04F3,
        0x7E08_0280,
        0xF800_08CF,
        0x0204_0301,
        0xF800_020F,
        0x0404_0404,
        0xBF81_0000,
    ]
    .to_vec();
    assert_eq!(&code[..vs.dwords], &want[..]);
    assert_eq!(
        text(&code[..vs.dwords]),
        RECT_VS.map(|(_, t)| t.to_string())
    );
    assert_eq!(
        code[..vs.dwords]
            .iter()
            .filter(|w| RECT_VS.iter().any(|(f, _)| f == *w))
            .count(),
        9
    );
    assert_eq!((vs.vgprs, vs.sgprs, vs.user_sgprs), (5, 0, 0));
    // One dword short: nothing written.
    let mut short = [0xAAAA_AAAAu32; RECT_VS_DWORDS - 1];
    assert!(matches!(
        rect_vs(&mut short),
        Err(Error::Isa(gcn::isa::Error::OutOfSpace { .. }))
    ));
    assert_eq!(short, [0xAAAA_AAAA; RECT_VS_DWORDS - 1]);
}

/// The programs' length constants are what the programs take: a buffer of
/// exactly that many dwords holds them, one dword less is refused.
#[test]
fn program_lengths_are_the_documented_constants() {
    assert_eq!(RECT_VS_DWORDS, 11);
    let mut exact = [0u32; RECT_VS_DWORDS];
    assert_eq!(rect_vs(&mut exact).unwrap().dwords, RECT_VS_DWORDS);
    assert!(matches!(
        rect_vs(&mut [0; RECT_VS_DWORDS - 1]),
        Err(Error::Isa(gcn::isa::Error::OutOfSpace { .. }))
    ));
    for export in [ColorExport::Float32, ColorExport::Fp16] {
        let mut exact = [0u32; CLEAR_PS_DWORDS];
        assert_eq!(
            clear_ps(0, export, &mut exact).unwrap().dwords,
            CLEAR_PS_DWORDS
        );
        let mut short = [0xAAAA_AAAAu32; CLEAR_PS_DWORDS - 1];
        assert!(matches!(
            clear_ps(0, export, &mut short),
            Err(Error::Isa(gcn::isa::Error::OutOfSpace { .. }))
        ));
        assert_eq!(short, [0xAAAA_AAAA; CLEAR_PS_DWORDS - 1]);
    }
}

#[test]
fn clear_ps_exports_the_user_sgpr_colour() {
    let mut code = [0u32; 16];
    let ps = clear_ps(0, ColorExport::Float32, &mut code).unwrap();
    // v_mov_b32 v0..v3, s0..s3; exp mrt0 v0, v1, v2, v3 done vm; s_endpgm
    #[rustfmt::skip]
    let want = [0x7E00_0200, 0x7E02_0201, 0x7E04_0202, 0x7E06_0203, 0xF800_180F, 0x0302_0100, 0xBF81_0000];
    assert_eq!(&code[..ps.dwords], &want);
    // Four user SGPRs and the primitive mask after them.
    assert_eq!((ps.vgprs, ps.sgprs, ps.user_sgprs), (4, 5, 4));

    let ps = clear_ps(0, ColorExport::Fp16, &mut code).unwrap();
    // v_mov_b32 v0, s1; v_cvt_pkrtz_f16_f32 v0, s0, v0; v_mov_b32 v1, s3;
    // v_cvt_pkrtz_f16_f32 v1, s2, v1; exp mrt0 v0, v0, v1, v1 done compr vm; s_endpgm
    #[rustfmt::skip]
    let want = [0x7E00_0201, 0x5E00_0000, 0x7E02_0203, 0x5E02_0202, 0xF800_1C0F, 0x0000_0100, 0xBF81_0000];
    assert_eq!(&code[..ps.dwords], &want);

    // The colour in s4..s7 (after a table pointer, say).
    let ps = clear_ps(4, ColorExport::Float32, &mut code).unwrap();
    assert_eq!(text(&code[..ps.dwords])[0], "v_mov_b32_e32 v0, s4");
    assert_eq!(ps.user_sgprs, 8);
    // A stage has 16 user-data registers (SPI_SHADER_USER_DATA_PS_0..15 in
    // the spec): s12..s15 is the last place for the colour.
    let user_data = user_data_registers("PS");
    assert_eq!(user_data, 16);
    assert!(clear_ps(user_data as u8 - 4, ColorExport::Float32, &mut code).is_ok());
    let err = clear_ps(user_data as u8 - 3, ColorExport::Float32, &mut code).unwrap_err();
    assert_eq!(
        err,
        Error::TooManyRegisters {
            kind: "user SGPR",
            needed: user_data + 1,
            available: user_data
        }
    );
    // The message names the limit, and no fetch shader.
    assert_eq!(
        err.to_string(),
        "the shader needs 17 user SGPRs, more than the 16 a wave has"
    );
}

/// `clear_ps`'s SGPR count covers the primitive mask the hardware loads
/// into the SGPR after a pixel shader's user SGPRs. Expected values from
/// LLVM 14 (tests/data/shader/clear_ps.o, from clear_ps.ll by `llc-14
/// -mtriple=amdgcn-- -mcpu=bonaire`: the same export of `s4..s7`, its
/// arguments the user SGPRs `s0..s7` and the primitive mask, which radeonsi
/// declares after them, `si_shader_args.c`, `SI_PARAM_PRIM_MASK`): its
/// `.AMDGPU.config` gives `RSRC1_PS` = `0x40`, `SGPRS` = 1 (9 SGPRs; llc
/// prints `NumSgprs: 9`), where the user SGPRs alone would fit `SGPRS` = 0.
#[test]
fn clear_ps_counts_the_primitive_mask_sgpr() {
    let bytes = std::fs::read(crate::data_source::committed().join("shader/clear_ps.o")).unwrap();
    let obj = gcn::shader::code_object::CodeObject::parse(&bytes).unwrap();
    let llvm = obj.ps_shader(&PsShader::new()).unwrap().rsrc1();
    assert_eq!(llvm.into_bits(), 0x40);
    let mut code = [0u32; CLEAR_PS_DWORDS];
    let clear = clear_ps(4, ColorExport::Float32, &mut code).unwrap();
    assert_eq!((clear.sgprs, clear.user_sgprs), (9, 8));
    let ours = PsShader::new()
        .with_sgprs(clear.sgprs)
        .with_vgprs(clear.vgprs)
        .rsrc1();
    assert_eq!((ours.sgprs(), ours.vgprs()), (llvm.sgprs(), llvm.vgprs()));
    // The same program: LLVM's code decodes to clear_ps's.
    let mut theirs = vec![0u32; obj.code_dwords()];
    obj.copy_code(&mut theirs).unwrap();
    assert_eq!(text(&theirs), text(&code[..clear.dwords]));
    // Every placement: the user SGPRs up to the colour's last, then the
    // primitive mask.
    for first in 0..=12u8 {
        for export in [ColorExport::Float32, ColorExport::Fp16] {
            let ps = clear_ps(first, export, &mut code).unwrap();
            assert_eq!(ps.user_sgprs, u32::from(first) + 4);
            assert_eq!(ps.sgprs, ps.user_sgprs + 1);
        }
    }
}

/// How many `SPI_SHADER_USER_DATA_<stage>_<n>` registers the spec lists for
/// gfx7.
fn user_data_registers(stage: &str) -> u32 {
    let spec = crate::data_source::spec();
    let prefix = format!("SPI_SHADER_USER_DATA_{stage}_");
    spec["registers"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|r| {
            r["name"].as_str().unwrap().starts_with(&prefix)
                && r["generations"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .any(|g| g == "gfx7")
        })
        .count() as u32
}
