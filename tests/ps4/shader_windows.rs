//! Shader windows (`sceGnmSet*Shader`, `sceGnmUpdate*Shader`): golden dwords
//! written field by field from shadPS4 `gnmdriver.cpp`'s packet layout, never
//! produced by the crate's writers; out-of-space, bad-argument and decode-back
//! checks for each.

use gcn::blocks::Slot;
use gcn::blocks::shader::{CsShader, PsShader, ShaderProgram, Stage, VsShader};
use gcn::pm4::CommandBuffer;
use gcn::ps4::Error;
use gcn::ps4::markers::{context_reg_update, recognize_context_reg_update};
use gcn::ps4::shader::{
    EMBEDDED_PS_DUMMY, EMBEDDED_PS_DUMMY_G32R32, EMBEDDED_VS_FULL_SCREEN, GsRegisters, HsRegisters,
    set_cs_shader, set_cs_shader_with_modifier, set_embedded_ps_shader, set_embedded_vs_shader,
    set_es_shader, set_gs_shader, set_hs_shader, set_ls_shader, set_null_ps_shader,
    set_null_ps_shader_350, set_ps_shader, set_vs_shader, update_gs_shader, update_hs_shader,
    update_null_ps_shader, update_null_ps_shader_350, update_ps_shader, update_vs_shader,
};
use gcn::regs::gfx7::enums::SpiShaderExFormat;
use gcn::regs::gfx7::{
    CbShaderMask, DbShaderControl, PaClVsOutCntl, SpiBarycCntl, SpiPsInputAddr, SpiPsInputEna,
    VgtGsInstanceCnt, VgtGsOutPrimType, VgtHosMaxTessLevel, VgtHosMinTessLevel, VgtLsHsConfig,
    VgtStrmoutConfig, VgtTfParam,
};

use crate::windows::{
    SENTINEL, Want, disassembles_as, golden, one_short, refused_partway, written,
};

// Headers: (3 << 30) | (COUNT << 16) | (IT_OPCODE << 8) | (SHADER_TYPE << 1);
// SET_SH_REG 0x76, SET_CONTEXT_REG 0x69, NOP 0x10. The driver writes the
// SET_SH_REGs of the graphics stages with SHADER_TYPE 0, those of the CS
// window with SHADER_TYPE 1.
const SH_1: u32 = 0xC001_7600;
const SH_2: u32 = 0xC002_7600;
/// SET_SH_REG of two compute registers: SHADER_TYPE 1 (bit 1).
const SH_2_CS: u32 = 0xC002_7602;
/// SET_SH_REG of three compute registers: SHADER_TYPE 1.
const SH_3_CS: u32 = 0xC003_7602;
const CTX_1: u32 = 0xC001_6900;
const CTX_2: u32 = 0xC002_6900;
/// NOP with a 2-dword body: the update of one context register.
const UPD_1: u32 = 0xC001_1000;
/// NOP with a 3-dword body: the update of two context registers.
const UPD_2: u32 = 0xC002_1000;
/// The 12-dword trailing NOP (WriteTrailingNop<11>: COUNT 10).
const FILLER: u32 = 0xC00A_1000;

// RSRC1 defaults of every stage block: FLOAT_MODE 0xC0 (bits 19:12),
// DX10_CLAMP (bit 21).
const RSRC1_BASE: u32 = (0xC0 << 12) | (1 << 21);

impl Want {
    /// A `SET_*_REG` of two registers.
    fn set2(&mut self, header: u32, offset: u32, a: u32, b: u32, name: &str) -> &mut Self {
        self.row(header, &format!("{name}: header"))
            .row(offset, &format!("{name}: REG_OFFSET"))
            .row(a, &format!("{name}: first"))
            .row(b, &format!("{name}: second"))
    }
    /// A context-register update NOP: header, `0xC01E_0000 | offset`, values.
    fn update(&mut self, offset: u32, values: &[u32], name: &str) -> &mut Self {
        let header = if values.len() == 1 { UPD_1 } else { UPD_2 };
        self.row(header, &format!("{name} update: NOP header")).row(
            0xC01E_0000 | offset,
            &format!("{name} update: 0xC01E_0000 | offset"),
        );
        for &v in values {
            self.row(v, name);
        }
        self
    }
}

/// `write` refuses with `err` and leaves a 64-dword buffer untouched.
fn refused(what: &str, err: Error, write: impl Fn(&mut CommandBuffer<'_>) -> Result<(), Error>) {
    let mut storage = [SENTINEL; 64];
    let mut cb = CommandBuffer::new(&mut storage);
    assert_eq!(write(&mut cb), Err(err), "{what}");
    assert!(cb.is_empty(), "{what}");
    assert!(
        storage.iter().all(|&w| w == SENTINEL),
        "{what}: touched the buffer"
    );
}

// ---------------------------------------------------------------------- VS

/// A VS at 0x12_3456_7800, 8 VGPRs (VGPRS 1), 16 SGPRS (SGPRS 1),
/// VGPR_COMP_CNT 1, two user SGPRs, three parameters, clip distance 0.
fn vs() -> VsShader {
    VsShader::new()
        .with_address(0x12_3456_7800)
        .with_vgprs(8)
        .with_sgprs(16)
        .with_vgpr_comp_cnt(1)
        .with_user_data(&[1, 2])
        .with_params(3)
        .with_out_cntl(PaClVsOutCntl::new().with_clip_dist_ena_0(true))
}
const VS_PGM_LO: u32 = 0x1234_5678;
const VS_RSRC1: u32 = 1 | (1 << 6) | RSRC1_BASE | (1 << 24);
const VS_RSRC2: u32 = 2 << 1; // USER_SGPR 2
const VS_OUT_CNTL: u32 = 1; // CLIP_DIST_ENA_0
const VS_OUT_CONFIG: u32 = 2 << 1; // VS_EXPORT_COUNT = 3 - 1
const VS_POS_FORMAT: u32 = 4; // POS0_EXPORT_FORMAT = SPI_SHADER_4COMP

fn vs_want(rsrc1: u32, update: bool) -> Want {
    let mut w = Want::default();
    w.set2(SH_2, 0x48, VS_PGM_LO, 0, "SPI_SHADER_PGM_LO_VS, HI_VS")
        .set2(
            SH_2,
            0x4A,
            rsrc1,
            VS_RSRC2,
            "SPI_SHADER_PGM_RSRC1_VS, RSRC2_VS",
        );
    if update {
        w.update(0x207, &[VS_OUT_CNTL], "PA_CL_VS_OUT_CNTL")
            .update(0x1B1, &[VS_OUT_CONFIG], "SPI_VS_OUT_CONFIG")
            .update(0x1C3, &[VS_POS_FORMAT], "SPI_SHADER_POS_FORMAT");
    } else {
        w.set(CTX_1, 0x207, VS_OUT_CNTL, "PA_CL_VS_OUT_CNTL")
            .set(CTX_1, 0x1B1, VS_OUT_CONFIG, "SPI_VS_OUT_CONFIG")
            .set(CTX_1, 0x1C3, VS_POS_FORMAT, "SPI_SHADER_POS_FORMAT");
    }
    w.filler(FILLER, 12);
    w
}

#[test]
fn vs_windows_golden() {
    golden("set_vs_shader", &vs_want(VS_RSRC1, false), |cb| {
        set_vs_shader(cb, &vs(), 0)
    });
    golden("update_vs_shader", &vs_want(VS_RSRC1, true), |cb| {
        update_vs_shader(cb, &vs(), 0)
    });
    // A modifier replaces SGPRS and VGPR_COMP_CNT: (rsrc1 & 0xFCFFFC3F) | modifier.
    let modifier = (3 << 6) | (2 << 24);
    let rsrc1 = 1 | RSRC1_BASE | (3 << 6) | (2 << 24);
    golden("set_vs_shader modifier", &vs_want(rsrc1, false), |cb| {
        set_vs_shader(cb, &vs(), modifier)
    });
    // An SGPRS-only modifier clears VGPR_COMP_CNT too (unlike the LS window).
    let rsrc1 = 1 | RSRC1_BASE | (4 << 6);
    golden(
        "set_vs_shader SGPRS modifier",
        &vs_want(rsrc1, false),
        |cb| set_vs_shader(cb, &vs(), 4 << 6),
    );
    assert_eq!(vs_want(0, false).0.len(), 29);
    one_short("set_vs_shader", 29, |cb| set_vs_shader(cb, &vs(), 0));
    one_short("update_vs_shader", 29, |cb| update_vs_shader(cb, &vs(), 0));
}

#[test]
fn vs_windows_refuse_bad_arguments() {
    for bad in [1, 1 << 10, 1 << 26, 0x8000_0000] {
        let err = Error::InvalidModifier {
            modifier: bad,
            allowed: 0x0300_03C0,
        };
        refused("set_vs_shader modifier", err, |cb| {
            set_vs_shader(cb, &vs(), bad)
        });
        refused("update_vs_shader modifier", err, |cb| {
            update_vs_shader(cb, &vs(), bad)
        });
    }
    let misaligned = vs().with_address(0x12_3456_7880);
    let err = misaligned.validate().unwrap_err();
    refused("set_vs_shader misaligned", Error::from(err), |cb| {
        set_vs_shader(cb, &misaligned, 0)
    });
    assert!(matches!(Error::from(err), Error::Address(_)));
    let too_many = vs().with_vgprs(300);
    let err = too_many.validate().unwrap_err();
    assert!(matches!(Error::from(err), Error::Block(_)));
    refused("set_vs_shader vgprs", Error::Block(err), |cb| {
        set_vs_shader(cb, &too_many, 0)
    });
}

#[test]
fn vs_windows_disassemble() {
    disassembles_as(
        "set_vs_shader",
        &written(|cb| set_vs_shader(cb, &vs(), 0)),
        &[
            "SET_SH_REG",
            "SPI_SHADER_PGM_LO_VS = 0x12345678",
            "SPI_SHADER_PGM_RSRC1_VS",
            "SET_CONTEXT_REG",
            "PA_CL_VS_OUT_CNTL = 0x00000001",
            "SPI_VS_OUT_CONFIG",
            "SPI_SHADER_POS_FORMAT",
            "NOP data, 11 dwords",
        ],
    );
    disassembles_as(
        "update_vs_shader",
        &written(|cb| update_vs_shader(cb, &vs(), 0)),
        &[
            "SPI_SHADER_PGM_LO_VS",
            "NOP CONTEXT_REG_UPDATE REG_OFFSET=0x207, 1 register",
            "PA_CL_VS_OUT_CNTL = 0x00000001",
            "NOP CONTEXT_REG_UPDATE REG_OFFSET=0x1b1, 1 register",
            "SPI_VS_OUT_CONFIG = 0x00000004",
            "NOP CONTEXT_REG_UPDATE REG_OFFSET=0x1c3, 1 register",
            "SPI_SHADER_POS_FORMAT = 0x00000004",
            "NOP data, 11 dwords",
        ],
    );
}

// ---------------------------------------------------------------------- PS

/// A PS at 0x20_0000, 12 VGPRs (VGPRS 2), 24 SGPRs (SGPRS 2), one user SGPR,
/// two inputs, a 32-bit R depth export, target 1 exported as FP16.
fn ps() -> PsShader {
    PsShader::new()
        .with_address(0x20_0000)
        .with_vgprs(12)
        .with_sgprs(24)
        .with_user_data(&[7])
        .with_inputs(&[PsShader::input(0, false), PsShader::input(1, true)])
        .with_input_ena(SpiPsInputEna::new().with_persp_center_ena(true))
        .with_input_addr(
            SpiPsInputAddr::new()
                .with_persp_center_ena(true)
                .with_persp_sample_ena(true),
        )
        .with_z_format(SpiShaderExFormat::SPI_SHADER_32_R)
        .with_color_format(
            Slot::new(1).unwrap(),
            SpiShaderExFormat::SPI_SHADER_FP16_ABGR,
        )
        .with_baryc(SpiBarycCntl::from_bits(0x10))
}
fn db_shader_control() -> DbShaderControl {
    DbShaderControl::new()
        .with_z_export_enable(true)
        .with_kill_enable(true)
}
fn cb_shader_mask() -> CbShaderMask {
    CbShaderMask::new()
        .with_output0_enable(0xF)
        .with_output1_enable(0x3)
}
const PS_PGM_LO: u32 = 0x2000;
const PS_RSRC1: u32 = 2 | (2 << 6) | RSRC1_BASE;
const PS_RSRC2: u32 = 1 << 1; // USER_SGPR 1
const PS_Z_FORMAT: u32 = 1; // SPI_SHADER_32_R
const PS_COL_FORMAT: u32 = 9 | (4 << 4); // COL0 32_ABGR, COL1 FP16_ABGR
const PS_INPUT_ENA: u32 = 1 << 1; // PERSP_CENTER_ENA
const PS_INPUT_ADDR: u32 = 1 | (1 << 1); // PERSP_SAMPLE_ENA, PERSP_CENTER_ENA
const PS_IN_CONTROL: u32 = 2; // NUM_INTERP
const PS_BARYC: u32 = 0x10;
const DB_SHADER_CONTROL: u32 = 1 | (1 << 6); // Z_EXPORT_ENABLE, KILL_ENABLE
const CB_SHADER_MASK: u32 = 0xF | (0x3 << 4); // OUTPUT0_ENABLE, OUTPUT1_ENABLE

fn ps_want(update: bool) -> Want {
    let mut w = Want::default();
    w.set2(SH_2, 0x08, PS_PGM_LO, 0, "SPI_SHADER_PGM_LO_PS, HI_PS")
        .set2(
            SH_2,
            0x0A,
            PS_RSRC1,
            PS_RSRC2,
            "SPI_SHADER_PGM_RSRC1_PS, RSRC2_PS",
        );
    if update {
        w.update(
            0x1C4,
            &[PS_Z_FORMAT, PS_COL_FORMAT],
            "SPI_SHADER_Z_FORMAT, COL_FORMAT",
        )
        .update(
            0x1B3,
            &[PS_INPUT_ENA, PS_INPUT_ADDR],
            "SPI_PS_INPUT_ENA, ADDR",
        )
        .update(0x1B6, &[PS_IN_CONTROL], "SPI_PS_IN_CONTROL")
        .update(0x1B8, &[PS_BARYC], "SPI_BARYC_CNTL")
        .update(0x203, &[DB_SHADER_CONTROL], "DB_SHADER_CONTROL")
        .update(0x08F, &[CB_SHADER_MASK], "CB_SHADER_MASK");
    } else {
        w.set2(
            CTX_2,
            0x1C4,
            PS_Z_FORMAT,
            PS_COL_FORMAT,
            "SPI_SHADER_Z_FORMAT, COL_FORMAT",
        )
        .set2(
            CTX_2,
            0x1B3,
            PS_INPUT_ENA,
            PS_INPUT_ADDR,
            "SPI_PS_INPUT_ENA, ADDR",
        )
        .set(CTX_1, 0x1B6, PS_IN_CONTROL, "SPI_PS_IN_CONTROL")
        .set(CTX_1, 0x1B8, PS_BARYC, "SPI_BARYC_CNTL")
        .set(CTX_1, 0x203, DB_SHADER_CONTROL, "DB_SHADER_CONTROL")
        .set(CTX_1, 0x08F, CB_SHADER_MASK, "CB_SHADER_MASK");
    }
    w.filler(FILLER, 12);
    w
}

/// The null PS windows: PGM_LO/HI 0, DB_SHADER_CONTROL 0, (3.50) CB_SHADER_MASK
/// 0xF, then a filler up to 40 dwords (WriteTrailingNop<0x20> / <0x1D>).
fn null_ps_want(update: bool, v350: bool) -> Want {
    let mut w = Want::default();
    w.set2(SH_2, 0x08, 0, 0, "SPI_SHADER_PGM_LO_PS, HI_PS");
    if update {
        w.update(0x203, &[0], "DB_SHADER_CONTROL");
    } else {
        w.set(CTX_1, 0x203, 0, "DB_SHADER_CONTROL");
    }
    if v350 {
        w.set(CTX_1, 0x08F, 0xF, "CB_SHADER_MASK");
        w.filler(0xC01C_1000, 0x1D + 1);
    } else {
        w.filler(0xC01F_1000, 0x20 + 1);
    }
    w
}

#[test]
fn ps_windows_golden() {
    let (db, mask) = (db_shader_control(), cb_shader_mask());
    golden("set_ps_shader", &ps_want(false), |cb| {
        set_ps_shader(cb, &ps(), db, mask)
    });
    golden("update_ps_shader", &ps_want(true), |cb| {
        update_ps_shader(cb, &ps(), db, mask)
    });
    golden(
        "set_null_ps_shader",
        &null_ps_want(false, false),
        set_null_ps_shader,
    );
    golden(
        "set_null_ps_shader_350",
        &null_ps_want(false, true),
        set_null_ps_shader_350,
    );
    golden(
        "update_null_ps_shader",
        &null_ps_want(true, false),
        update_null_ps_shader,
    );
    golden(
        "update_null_ps_shader_350",
        &null_ps_want(true, true),
        update_null_ps_shader_350,
    );
    for update in [false, true] {
        assert_eq!(ps_want(update).0.len(), 40);
        for v350 in [false, true] {
            assert_eq!(null_ps_want(update, v350).0.len(), 40);
        }
    }
    one_short("set_ps_shader", 40, |cb| set_ps_shader(cb, &ps(), db, mask));
    one_short("update_ps_shader", 40, |cb| {
        update_ps_shader(cb, &ps(), db, mask)
    });
    one_short("set_null_ps_shader", 40, set_null_ps_shader);
    one_short("set_null_ps_shader_350", 40, set_null_ps_shader_350);
    one_short("update_null_ps_shader", 40, update_null_ps_shader);
    one_short("update_null_ps_shader_350", 40, update_null_ps_shader_350);
}

#[test]
fn ps_windows_refuse_bad_arguments() {
    let (db, mask) = (db_shader_control(), cb_shader_mask());
    let misaligned = ps().with_address(0x20_0010);
    let err = Error::from(misaligned.validate().unwrap_err());
    assert!(matches!(err, Error::Address(_)));
    refused("set_ps_shader misaligned", err, |cb| {
        set_ps_shader(cb, &misaligned, db, mask)
    });
    refused("update_ps_shader misaligned", err, |cb| {
        update_ps_shader(cb, &misaligned, db, mask)
    });
    let bad = ps().with_sgprs(0);
    let err = Error::from(bad.validate().unwrap_err());
    assert!(matches!(err, Error::Block(_)));
    refused("set_ps_shader sgprs", err, |cb| {
        set_ps_shader(cb, &bad, db, mask)
    });
    // A PS the hardware cannot run: no export format (SPI_SHADER_COL_FORMAT
    // 0, Z_EXPORT_FORMAT SPI_SHADER_ZERO), or no barycentric enable in
    // SPI_PS_INPUT_ENA (bits 6:0).
    let silent = ps()
        .with_z_format(SpiShaderExFormat::SPI_SHADER_ZERO)
        .with_col_format(gcn::regs::SpiShaderColFormat::from_bits(0));
    let err = Error::Block(gcn::blocks::Error::NoPsExport);
    refused("set_ps_shader no export", err, |cb| {
        set_ps_shader(cb, &silent, db, mask)
    });
    refused("update_ps_shader no export", err, |cb| {
        update_ps_shader(cb, &silent, db, mask)
    });
    let flat = ps().with_input_ena(SpiPsInputEna::new().with_pos_x_float_ena(true));
    let err = Error::Block(gcn::blocks::Error::NoPsInterpolant {
        register: "SPI_PS_INPUT_ENA",
    });
    refused("set_ps_shader no barycentric", err, |cb| {
        set_ps_shader(cb, &flat, db, mask)
    });
    // POS_W_FLOAT_ENA [11] with LINEAR_CENTER_ENA [5] and no PERSP_*, and
    // an SPI_PS_INPUT_ADDR (0x2) without ENA's FRONT_FACE_ENA [12].
    let w = ps().with_input_ena(SpiPsInputEna::from_bits(0x0000_0820));
    let err = Error::Block(gcn::blocks::Error::PsPosWWithoutPerspective);
    refused("set_ps_shader POS_W without PERSP", err, |cb| {
        set_ps_shader(cb, &w, db, mask)
    });
    let face = ps()
        .with_input_ena(SpiPsInputEna::from_bits(0x0000_1002))
        .with_input_addr(SpiPsInputAddr::from_bits(0x0000_0002));
    let err = Error::Block(gcn::blocks::Error::PsInputAddrMissesEna { missing: 0x1000 });
    refused("update_ps_shader ADDR without ENA bits", err, |cb| {
        update_ps_shader(cb, &face, db, mask)
    });
}

#[test]
fn ps_windows_disassemble() {
    let (db, mask) = (db_shader_control(), cb_shader_mask());
    disassembles_as(
        "set_ps_shader",
        &written(|cb| set_ps_shader(cb, &ps(), db, mask)),
        &[
            "SPI_SHADER_PGM_LO_PS = 0x00002000",
            "SPI_SHADER_PGM_RSRC2_PS",
            "SPI_SHADER_Z_FORMAT",
            "SPI_SHADER_COL_FORMAT",
            "SPI_PS_INPUT_ENA",
            "SPI_PS_INPUT_ADDR",
            "SPI_PS_IN_CONTROL",
            "SPI_BARYC_CNTL",
            "DB_SHADER_CONTROL = 0x00000041",
            "CB_SHADER_MASK = 0x0000003F",
            "NOP data, 11 dwords",
        ],
    );
    disassembles_as(
        "update_ps_shader",
        &written(|cb| update_ps_shader(cb, &ps(), db, mask)),
        &[
            "SPI_SHADER_PGM_RSRC1_PS",
            "CONTEXT_REG_UPDATE REG_OFFSET=0x1c4, 2 registers",
            "SPI_SHADER_Z_FORMAT = 0x00000001",
            "SPI_SHADER_COL_FORMAT = 0x00000049",
            "CONTEXT_REG_UPDATE REG_OFFSET=0x1b3, 2 registers",
            "CONTEXT_REG_UPDATE REG_OFFSET=0x1b6, 1 register",
            "CONTEXT_REG_UPDATE REG_OFFSET=0x1b8, 1 register",
            "CONTEXT_REG_UPDATE REG_OFFSET=0x203, 1 register",
            "DB_SHADER_CONTROL = 0x00000041",
            "CONTEXT_REG_UPDATE REG_OFFSET=0x8f, 1 register",
            "CB_SHADER_MASK = 0x0000003F",
        ],
    );
    disassembles_as(
        "update_null_ps_shader_350",
        &written(update_null_ps_shader_350),
        &[
            "SPI_SHADER_PGM_LO_PS = 0x00000000",
            "CONTEXT_REG_UPDATE REG_OFFSET=0x203, 1 register",
            "SET_CONTEXT_REG",
            "CB_SHADER_MASK = 0x0000000F",
            "NOP data, 29 dwords",
        ],
    );
    disassembles_as(
        "set_null_ps_shader",
        &written(set_null_ps_shader),
        &[
            "SPI_SHADER_PGM_LO_PS",
            "DB_SHADER_CONTROL = 0x00000000",
            "NOP data, 32 dwords",
        ],
    );
}

// ---------------------------------------------------------------------- CS

/// A CS at 0x80_0000: 8×4×2 threads, 16 VGPRs (VGPRS 3), 16 SGPRs (SGPRS 1),
/// two user SGPRs, workgroup ids x and y, 4 KiB of LDS.
fn cs() -> CsShader {
    CsShader::new()
        .with_address(0x80_0000)
        .with_threads(8, 4, 2)
        .with_vgprs(16)
        .with_sgprs(16)
        .with_user_data(&[1, 2])
        .with_tgid_enable(true, true, false)
        .with_lds_bytes(4096)
}
const CS_RSRC1: u32 = 3 | (1 << 6) | RSRC1_BASE;
// USER_SGPR 2 (bits 5:1), TGID_X_EN (7), TGID_Y_EN (8), LDS_SIZE 8 (bits 23:15).
const CS_RSRC2: u32 = (2 << 1) | (1 << 7) | (1 << 8) | (8 << 15);

/// The CS window as fpPS4 (`src/ps4_libscegnmdriver.pas`, `ps4_sceGnmSetCsShader`
/// and `ps4_sceGnmSetCsShaderWithModifier`) writes it: three compute `SET_SH_REG`s
/// (headers with SHADER_TYPE 1) at 0x20C, 0x212, 0x207, then the 12-dword NOP
/// (COUNT 10, as shadPS4's trailing NOP of 11 body dwords).
fn cs_want(rsrc1: u32) -> Want {
    let mut w = Want::default();
    w.set2(SH_2_CS, 0x20C, 0x8000, 0, "COMPUTE_PGM_LO, HI")
        .set2(SH_2_CS, 0x212, rsrc1, CS_RSRC2, "COMPUTE_PGM_RSRC1, RSRC2")
        .row(SH_3_CS, "COMPUTE_NUM_THREAD_X..Z: header (SHADER_TYPE 1)")
        .row(0x207, "COMPUTE_NUM_THREAD_X..Z: REG_OFFSET")
        .row(8, "COMPUTE_NUM_THREAD_X")
        .row(4, "COMPUTE_NUM_THREAD_Y")
        .row(2, "COMPUTE_NUM_THREAD_Z")
        .filler(FILLER, 12);
    w
}

#[test]
fn cs_windows_golden() {
    golden("set_cs_shader", &cs_want(CS_RSRC1), |cb| {
        set_cs_shader(cb, &cs())
    });
    golden("set_cs_shader_with_modifier 0", &cs_want(CS_RSRC1), |cb| {
        set_cs_shader_with_modifier(cb, &cs(), 0)
    });
    // (rsrc1 & 0xFFFFFC3F) | modifier: SGPRS becomes 5.
    let rsrc1 = 3 | (5 << 6) | RSRC1_BASE;
    golden("set_cs_shader_with_modifier", &cs_want(rsrc1), |cb| {
        set_cs_shader_with_modifier(cb, &cs(), 5 << 6)
    });
    assert_eq!(cs_want(0).0.len(), 25);
    one_short("set_cs_shader", 25, |cb| set_cs_shader(cb, &cs()));
    one_short("set_cs_shader_with_modifier", 25, |cb| {
        set_cs_shader_with_modifier(cb, &cs(), 1 << 6)
    });
}

#[test]
fn cs_windows_refuse_bad_arguments() {
    for bad in [1, 1 << 10, 1 << 24, 0x8000_0000] {
        refused(
            "set_cs_shader_with_modifier",
            Error::InvalidModifier {
                modifier: bad,
                allowed: 0x3C0,
            },
            |cb| set_cs_shader_with_modifier(cb, &cs(), bad),
        );
    }
    let bad = cs().with_threads(33, 32, 1);
    let err = Error::from(bad.validate().unwrap_err());
    assert!(matches!(err, Error::Block(_)));
    refused("set_cs_shader threads", err, |cb| set_cs_shader(cb, &bad));
    let misaligned = cs().with_address(0x80_0004);
    let err = Error::from(misaligned.validate().unwrap_err());
    assert!(matches!(err, Error::Address(_)));
    refused("set_cs_shader misaligned", err, |cb| {
        set_cs_shader(cb, &misaligned)
    });
}

#[test]
fn cs_windows_disassemble() {
    let words = written(|cb| set_cs_shader(cb, &cs()));
    disassembles_as(
        "set_cs_shader",
        &words,
        &[
            "COMPUTE_PGM_LO = 0x00008000",
            "COMPUTE_PGM_RSRC1",
            "COMPUTE_PGM_RSRC2",
            "COMPUTE_NUM_THREAD_X = 0x00000008",
            "COMPUTE_NUM_THREAD_Y",
            "COMPUTE_NUM_THREAD_Z",
            "NOP data, 11 dwords",
        ],
    );
    // SHADER_TYPE 1: the disassembler flags each of the three SET_SH_REGs COMPUTE.
    let text = gcn::decode::disassemble(&words).to_string();
    assert_eq!(text.matches("SET_SH_REG COMPUTE").count(), 3, "{text}");
}

// ----------------------------------------------------------- ES, GS, HS, LS

fn es() -> ShaderProgram {
    ShaderProgram::new(Stage::Es)
        .with_address(0x40_0000)
        .with_user_data(&[1, 2, 3])
}
const ES_RSRC1: u32 = RSRC1_BASE; // 4 VGPRs, 8 SGPRs: VGPRS = SGPRS = 0
const ES_RSRC2: u32 = 3 << 1; // USER_SGPR 3

fn gs() -> ShaderProgram {
    ShaderProgram::new(Stage::Gs)
        .with_address(0x50_0000)
        .with_vgprs(24)
        .with_sgprs(16)
}
const GS_RSRC1: u32 = 5 | (1 << 6) | RSRC1_BASE;
fn gs_regs() -> GsRegisters {
    GsRegisters {
        strmout_config: VgtStrmoutConfig::from_bits(0x1),
        out_prim_type: VgtGsOutPrimType::from_bits(0x2),
        instance_cnt: VgtGsInstanceCnt::from_bits(0x9),
    }
}

fn hs() -> ShaderProgram {
    ShaderProgram::new(Stage::Hs)
        .with_address(0x60_0000)
        .with_vgprs(8)
        .with_rsrc2_bits(0x10)
}
const HS_RSRC1: u32 = 1 | RSRC1_BASE;
fn hs_regs() -> HsRegisters {
    HsRegisters {
        tf_param: VgtTfParam::from_bits(0x0001_0002),
        max_tess_level: VgtHosMaxTessLevel::from_bits(64.0f32.to_bits()),
        min_tess_level: VgtHosMinTessLevel::from_bits(1.0f32.to_bits()),
        ls_hs_config: VgtLsHsConfig::from_bits(0x0000_0203),
    }
}

fn ls() -> ShaderProgram {
    ShaderProgram::new(Stage::Ls)
        .with_address(0x70_0000)
        .with_rsrc1_bits(RSRC1_BASE | (1 << 6) | (1 << 24))
        .with_user_data(&[9])
}
const LS_RSRC1: u32 = RSRC1_BASE | (1 << 6) | (1 << 24);
const LS_RSRC2: u32 = 1 << 1; // USER_SGPR 1

fn es_want(rsrc1: u32) -> Want {
    let mut w = Want::default();
    w.set2(SH_2, 0xC8, 0x4000, 0, "SPI_SHADER_PGM_LO_ES, HI_ES")
        .set2(
            SH_2,
            0xCA,
            rsrc1,
            ES_RSRC2,
            "SPI_SHADER_PGM_RSRC1_ES, RSRC2_ES",
        )
        .filler(FILLER, 12);
    w
}

fn gs_want(update: bool) -> Want {
    let mut w = Want::default();
    w.set2(SH_2, 0x88, 0x5000, 0, "SPI_SHADER_PGM_LO_GS, HI_GS")
        .set2(SH_2, 0x8A, GS_RSRC1, 0, "SPI_SHADER_PGM_RSRC1_GS, RSRC2_GS");
    if update {
        w.update(0x2E5, &[0x1], "VGT_STRMOUT_CONFIG")
            .update(0x29B, &[0x2], "VGT_GS_OUT_PRIM_TYPE")
            .update(0x2E4, &[0x9], "VGT_GS_INSTANCE_CNT");
    } else {
        w.set(CTX_1, 0x2E5, 0x1, "VGT_STRMOUT_CONFIG")
            .set(CTX_1, 0x29B, 0x2, "VGT_GS_OUT_PRIM_TYPE")
            .set(CTX_1, 0x2E4, 0x9, "VGT_GS_INSTANCE_CNT");
    }
    w.filler(FILLER, 12);
    w
}

fn hs_want(update: bool) -> Want {
    let (max, min) = (64.0f32.to_bits(), 1.0f32.to_bits());
    let mut w = Want::default();
    w.set2(SH_2, 0x108, 0x6000, 0, "SPI_SHADER_PGM_LO_HS, HI_HS")
        .set2(
            SH_2,
            0x10A,
            HS_RSRC1,
            0x10,
            "SPI_SHADER_PGM_RSRC1_HS, RSRC2_HS",
        );
    if update {
        w.update(0x286, &[max, min], "VGT_HOS_MAX_TESS_LEVEL, MIN_TESS_LEVEL")
            .update(0x2DB, &[0x0001_0002], "VGT_TF_PARAM")
            .update(0x2D6, &[0x203], "VGT_LS_HS_CONFIG");
    } else {
        w.set2(
            CTX_2,
            0x286,
            max,
            min,
            "VGT_HOS_MAX_TESS_LEVEL, MIN_TESS_LEVEL",
        )
        .set(CTX_1, 0x2DB, 0x0001_0002, "VGT_TF_PARAM")
        .set(CTX_1, 0x2D6, 0x203, "VGT_LS_HS_CONFIG");
    }
    w.filler(FILLER, 12);
    w
}

fn ls_want(rsrc1: u32) -> Want {
    let mut w = Want::default();
    w.set2(SH_2, 0x148, 0x7000, 0, "SPI_SHADER_PGM_LO_LS, HI_LS")
        .set(SH_1, 0x14B, LS_RSRC2, "SPI_SHADER_PGM_RSRC2_LS alone")
        .set2(
            SH_2,
            0x14A,
            rsrc1,
            LS_RSRC2,
            "SPI_SHADER_PGM_RSRC1_LS, RSRC2_LS",
        )
        .filler(FILLER, 12);
    w
}

#[test]
fn es_gs_hs_ls_windows_golden() {
    golden("set_es_shader", &es_want(ES_RSRC1), |cb| {
        set_es_shader(cb, &es(), 0)
    });
    // (rsrc1 & 0xFCFFFC3F) | modifier.
    golden(
        "set_es_shader modifier",
        &es_want(ES_RSRC1 | (2 << 6) | (1 << 24)),
        |cb| set_es_shader(cb, &es(), (2 << 6) | (1 << 24)),
    );
    golden("set_gs_shader", &gs_want(false), |cb| {
        set_gs_shader(cb, &gs(), &gs_regs())
    });
    golden("update_gs_shader", &gs_want(true), |cb| {
        update_gs_shader(cb, &gs(), &gs_regs())
    });
    golden("set_hs_shader", &hs_want(false), |cb| {
        set_hs_shader(cb, &hs(), &hs_regs())
    });
    golden("update_hs_shader", &hs_want(true), |cb| {
        update_hs_shader(cb, &hs(), &hs_regs())
    });
    golden("set_ls_shader", &ls_want(LS_RSRC1), |cb| {
        set_ls_shader(cb, &ls(), 0)
    });
    // An SGPRS-only modifier keeps VGPR_COMP_CNT: (rsrc1 & 0xFFFFFC3F) | modifier.
    golden(
        "set_ls_shader SGPRS modifier",
        &ls_want(RSRC1_BASE | (4 << 6) | (1 << 24)),
        |cb| set_ls_shader(cb, &ls(), 4 << 6),
    );
    // One with VGPR_COMP_CNT bits clears both: (rsrc1 & 0xFCFFFC3F) | modifier.
    golden(
        "set_ls_shader VGPR_COMP_CNT modifier",
        &ls_want(RSRC1_BASE | (2 << 24)),
        |cb| set_ls_shader(cb, &ls(), 2 << 24),
    );

    for (name, want, dwords) in [
        ("es", es_want(0), 20),
        ("gs", gs_want(false), 29),
        ("gs update", gs_want(true), 29),
        ("hs", hs_want(false), 30),
        ("hs update", hs_want(true), 30),
        ("ls", ls_want(0), 23),
    ] {
        assert_eq!(want.0.len(), dwords, "{name}");
    }
    one_short("set_es_shader", 20, |cb| set_es_shader(cb, &es(), 0));
    one_short("set_gs_shader", 29, |cb| {
        set_gs_shader(cb, &gs(), &gs_regs())
    });
    one_short("update_gs_shader", 29, |cb| {
        update_gs_shader(cb, &gs(), &gs_regs())
    });
    one_short("set_hs_shader", 30, |cb| {
        set_hs_shader(cb, &hs(), &hs_regs())
    });
    one_short("update_hs_shader", 30, |cb| {
        update_hs_shader(cb, &hs(), &hs_regs())
    });
    one_short("set_ls_shader", 23, |cb| set_ls_shader(cb, &ls(), 0));
}

#[test]
fn es_gs_hs_ls_windows_refuse_bad_arguments() {
    let wrong = |expected, found| Error::WrongStage { expected, found };
    refused("es given a gs", wrong(Stage::Es, Stage::Gs), |cb| {
        set_es_shader(cb, &gs(), 0)
    });
    refused("gs given an es", wrong(Stage::Gs, Stage::Es), |cb| {
        set_gs_shader(cb, &es(), &gs_regs())
    });
    refused("gs update given an hs", wrong(Stage::Gs, Stage::Hs), |cb| {
        update_gs_shader(cb, &hs(), &gs_regs())
    });
    refused("hs given an ls", wrong(Stage::Hs, Stage::Ls), |cb| {
        set_hs_shader(cb, &ls(), &hs_regs())
    });
    refused(
        "hs update given a vs program",
        wrong(Stage::Hs, Stage::Vs),
        |cb| update_hs_shader(cb, VsShader::new().program(), &hs_regs()),
    );
    refused("ls given an hs", wrong(Stage::Ls, Stage::Hs), |cb| {
        set_ls_shader(cb, &hs(), 0)
    });
    for bad in [1, 1 << 10, 1 << 26] {
        let err = Error::InvalidModifier {
            modifier: bad,
            allowed: 0x0300_03C0,
        };
        refused("es modifier", err, |cb| set_es_shader(cb, &es(), bad));
        refused("ls modifier", err, |cb| set_ls_shader(cb, &ls(), bad));
    }
    let misaligned = gs().with_address(0x50_0001);
    let err = Error::from(misaligned.validate().unwrap_err());
    assert!(matches!(err, Error::Address(_)));
    refused("gs misaligned", err, |cb| {
        set_gs_shader(cb, &misaligned, &gs_regs())
    });
    let bad = hs().with_vgprs(0);
    let err = Error::from(bad.validate().unwrap_err());
    assert!(matches!(err, Error::Block(_)));
    refused("hs vgprs", err, |cb| set_hs_shader(cb, &bad, &hs_regs()));
}

#[test]
fn es_gs_hs_ls_windows_disassemble() {
    disassembles_as(
        "set_es_shader",
        &written(|cb| set_es_shader(cb, &es(), 0)),
        &[
            "SPI_SHADER_PGM_LO_ES = 0x00004000",
            "SPI_SHADER_PGM_RSRC2_ES",
            "NOP data, 11 dwords",
        ],
    );
    disassembles_as(
        "set_gs_shader",
        &written(|cb| set_gs_shader(cb, &gs(), &gs_regs())),
        &[
            "SPI_SHADER_PGM_LO_GS = 0x00005000",
            "VGT_STRMOUT_CONFIG",
            "VGT_GS_OUT_PRIM_TYPE",
            "VGT_GS_INSTANCE_CNT",
            "NOP data, 11 dwords",
        ],
    );
    disassembles_as(
        "update_gs_shader",
        &written(|cb| update_gs_shader(cb, &gs(), &gs_regs())),
        &[
            "CONTEXT_REG_UPDATE REG_OFFSET=0x2e5, 1 register",
            "VGT_STRMOUT_CONFIG",
            "CONTEXT_REG_UPDATE REG_OFFSET=0x29b, 1 register",
            "VGT_GS_OUT_PRIM_TYPE",
            "CONTEXT_REG_UPDATE REG_OFFSET=0x2e4, 1 register",
            "VGT_GS_INSTANCE_CNT",
        ],
    );
    disassembles_as(
        "update_hs_shader",
        &written(|cb| update_hs_shader(cb, &hs(), &hs_regs())),
        &[
            "SPI_SHADER_PGM_LO_HS = 0x00006000",
            "CONTEXT_REG_UPDATE REG_OFFSET=0x286, 2 registers",
            "VGT_HOS_MAX_TESS_LEVEL",
            "VGT_HOS_MIN_TESS_LEVEL",
            "CONTEXT_REG_UPDATE REG_OFFSET=0x2db, 1 register",
            "VGT_TF_PARAM",
            "CONTEXT_REG_UPDATE REG_OFFSET=0x2d6, 1 register",
            "VGT_LS_HS_CONFIG",
        ],
    );
    disassembles_as(
        "set_hs_shader",
        &written(|cb| set_hs_shader(cb, &hs(), &hs_regs())),
        &[
            "SPI_SHADER_PGM_RSRC1_HS",
            "VGT_HOS_MAX_TESS_LEVEL",
            "VGT_TF_PARAM",
            "VGT_LS_HS_CONFIG",
        ],
    );
    disassembles_as(
        "set_ls_shader",
        &written(|cb| set_ls_shader(cb, &ls(), 0)),
        &[
            "SPI_SHADER_PGM_LO_LS = 0x00007000",
            "SPI_SHADER_PGM_RSRC2_LS = 0x00000002",
            "SPI_SHADER_PGM_RSRC1_LS",
            "SPI_SHADER_PGM_RSRC2_LS = 0x00000002",
            "NOP data, 11 dwords",
        ],
    );
}

// ------------------------------------------------- context-register updates

#[test]
fn context_reg_update_nop_golden_and_recognised() {
    let mut w = Want::default();
    w.update(0x203, &[0x41], "DB_SHADER_CONTROL");
    golden("context_reg_update", &w, |cb| {
        context_reg_update(cb, 0x203, &[0x41])
    });
    let mut w = Want::default();
    w.update(0x1C4, &[1, 2], "SPI_SHADER_Z_FORMAT, COL_FORMAT");
    golden("context_reg_update 2", &w, |cb| {
        context_reg_update(cb, 0x1C4, &[1, 2])
    });

    let update = recognize_context_reg_update(&[0xC01E_01C4, 1, 2]).unwrap();
    assert_eq!((update.offset, update.values), (0x1C4, &[1, 2][..]));
    assert_eq!(
        update.writes().collect::<Vec<_>>(),
        [(0x1C4, 1), (0x1C5, 2)]
    );
    assert_eq!(
        update.to_string(),
        "CONTEXT_REG_UPDATE REG_OFFSET=0x1c4, 2 registers"
    );
    // No value, another prefix, a marker: not an update.
    assert!(recognize_context_reg_update(&[0xC01E_0203]).is_none());
    assert!(recognize_context_reg_update(&[0xC01F_0203, 0]).is_none());
    assert!(recognize_context_reg_update(&[0x6875_0003, 0]).is_none());
    assert!(recognize_context_reg_update(&[]).is_none());
    // Offsets run on past 0xFFFF instead of wrapping.
    let top = recognize_context_reg_update(&[0xC01E_FFFF, 1, 2]).unwrap();
    assert_eq!(
        top.writes().collect::<Vec<_>>(),
        [(0xFFFF, 1), (0x1_0000, 2)]
    );
    let text = gcn::decode::disassemble(&[0xC002_1000, 0xC01E_FFFF, 1, 2]).to_string();
    assert!(
        text.contains("CONTEXT_REG_UPDATE REG_OFFSET=0xffff, 2 registers"),
        "{text}"
    );

    refused(
        "context_reg_update no values",
        Error::ArgumentOutOfRange {
            name: "values",
            value: 0,
            max: 0x3FFE,
        },
        |cb| context_reg_update(cb, 0x203, &[]),
    );
    one_short("context_reg_update", 3, |cb| {
        context_reg_update(cb, 0x203, &[0])
    });
}

/// A generation-checked buffer refuses a register value partway through a
/// window (after its program registers): the window is refused whole.
#[test]
fn shader_windows_refused_partway_write_nothing() {
    use gcn::pm4::Error as Pm4;
    use gcn::regs::Gfx;
    // DB_SHADER_CONTROL bit 15 is gfx8's DUAL_QUAD_DISABLE.
    let gfx8_only = DbShaderControl::from_bits(db_shader_control().into_bits() | 1 << 15);
    refused_partway(
        "set_ps_shader",
        Gfx::Gfx7,
        Error::Pm4(Pm4::RegisterFieldNotOnGfx {
            register: "DB_SHADER_CONTROL",
            field: "DUAL_QUAD_DISABLE",
            gfx: Gfx::Gfx7,
        }),
        |cb| set_ps_shader(cb, &ps(), gfx8_only, cb_shader_mask()),
    );
    // PA_CL_VS_OUT_CNTL bit 26 is gfx8's USE_VTX_LINE_WIDTH.
    let line_width = vs().with_out_cntl(PaClVsOutCntl::new().with_use_vtx_line_width(true));
    refused_partway(
        "set_vs_shader",
        Gfx::Gfx7,
        Error::Pm4(Pm4::RegisterFieldNotOnGfx {
            register: "PA_CL_VS_OUT_CNTL",
            field: "USE_VTX_LINE_WIDTH",
            gfx: Gfx::Gfx7,
        }),
        |cb| set_vs_shader(cb, &line_width, 0),
    );
}

// ------------------------------------------------------------ embedded shaders

// The built-in shaders' windows. Expected values read from shadPS4
// `src/core/libraries/gnmdriver/gnmdriver.cpp` (`sceGnmSetEmbeddedVsShader`,
// `sceGnmSetEmbeddedPsShader`: the register arrays they hand to the VS and PS
// packet sequences) and fpPS4 `src/ps4_libscegnmdriver.pas` (`EmbVsRegs`,
// `EmbPsRegs0`, `EmbPsRegs1`, passed on to its `ps4_sceGnmSetVsShader` and
// `ps4_sceGnmSetPsShader350`). The two agree on every dword but id 1's
// RSRC1_PS (shadPS4 0x2000, fpPS4 0x200000); the crate takes shadPS4's.

/// The caller's code address of the tests: 0xFE_0000_0F00 is 256-byte aligned
/// and uses all 40 bits, so PGM_LO is 0xFE00_000F.
const EMBEDDED_ADDRESS: u64 = 0xFE_0000_0F00;
const EMBEDDED_PGM_LO: u32 = 0xFE00_000F;

fn embedded_vs_want(rsrc1: u32) -> Want {
    let mut w = Want::default();
    w.set2(
        SH_2,
        0x48,
        EMBEDDED_PGM_LO,
        0,
        "SPI_SHADER_PGM_LO_VS, HI_VS",
    )
    .set2(SH_2, 0x4A, rsrc1, 4, "SPI_SHADER_PGM_RSRC1_VS, RSRC2_VS")
    .set(CTX_1, 0x207, 0, "PA_CL_VS_OUT_CNTL")
    .set(CTX_1, 0x1B1, 0, "SPI_VS_OUT_CONFIG")
    .set(CTX_1, 0x1C3, 4, "SPI_SHADER_POS_FORMAT")
    .filler(FILLER, 12);
    w
}

/// `(RSRC1_PS, RSRC2_PS, COL_FORMAT, CB_SHADER_MASK)` of the built-in PS `id`.
fn embedded_ps_want(rsrc1: u32, rsrc2: u32, col_format: u32, mask: u32) -> Want {
    let mut w = Want::default();
    w.set2(
        SH_2,
        0x08,
        EMBEDDED_PGM_LO,
        0,
        "SPI_SHADER_PGM_LO_PS, HI_PS",
    )
    .set2(
        SH_2,
        0x0A,
        rsrc1,
        rsrc2,
        "SPI_SHADER_PGM_RSRC1_PS, RSRC2_PS",
    )
    .set2(
        CTX_2,
        0x1C4,
        0,
        col_format,
        "SPI_SHADER_Z_FORMAT, COL_FORMAT",
    )
    .set2(CTX_2, 0x1B3, 2, 2, "SPI_PS_INPUT_ENA, ADDR")
    .set(CTX_1, 0x1B6, 0, "SPI_PS_IN_CONTROL")
    .set(CTX_1, 0x1B8, 0, "SPI_BARYC_CNTL")
    .set(CTX_1, 0x203, 0x10, "DB_SHADER_CONTROL")
    .set(CTX_1, 0x08F, mask, "CB_SHADER_MASK")
    .filler(FILLER, 12);
    w
}

#[test]
fn embedded_vs_window_golden() {
    golden(
        "set_embedded_vs_shader",
        &embedded_vs_want(0x000C_0000),
        |cb| set_embedded_vs_shader(cb, EMBEDDED_VS_FULL_SCREEN, 0, EMBEDDED_ADDRESS),
    );
    // fpPS4 passes the modifier on to its VS window: SGPRS and VGPR_COMP_CNT
    // replaced, (0xC0000 & 0xFCFFFC3F) | modifier.
    let modifier = (2 << 6) | (1 << 24);
    golden(
        "set_embedded_vs_shader modifier",
        &embedded_vs_want(0x000C_0000 | modifier),
        |cb| set_embedded_vs_shader(cb, 0, modifier, EMBEDDED_ADDRESS),
    );
    assert_eq!(embedded_vs_want(0).0.len(), 29);
    one_short("set_embedded_vs_shader", 29, |cb| {
        set_embedded_vs_shader(cb, 0, 0, EMBEDDED_ADDRESS)
    });
}

#[test]
fn embedded_ps_window_golden() {
    golden(
        "set_embedded_ps_shader dummy",
        &embedded_ps_want(0x000C_0000, 4, 4, 0xF),
        |cb| set_embedded_ps_shader(cb, EMBEDDED_PS_DUMMY, EMBEDDED_ADDRESS),
    );
    golden(
        "set_embedded_ps_shader G32R32",
        &embedded_ps_want(0x2000, 0, 2, 0x3),
        |cb| set_embedded_ps_shader(cb, EMBEDDED_PS_DUMMY_G32R32, EMBEDDED_ADDRESS),
    );
    assert_eq!(embedded_ps_want(0, 0, 0, 0).0.len(), 40);
    for id in [0, 1] {
        one_short("set_embedded_ps_shader", 40, |cb| {
            set_embedded_ps_shader(cb, id, EMBEDDED_ADDRESS)
        });
    }
}

#[test]
fn embedded_windows_refuse_bad_arguments() {
    use gcn::regs::AddressError;
    for id in [1, 2, u32::MAX] {
        let err = Error::ArgumentOutOfRange {
            name: "shaderId",
            value: id,
            max: 0,
        };
        refused("set_embedded_vs_shader id", err, |cb| {
            set_embedded_vs_shader(cb, id, 0, EMBEDDED_ADDRESS)
        });
    }
    for id in [2, 3, u32::MAX] {
        let err = Error::ArgumentOutOfRange {
            name: "shaderId",
            value: id,
            max: 1,
        };
        refused("set_embedded_ps_shader id", err, |cb| {
            set_embedded_ps_shader(cb, id, EMBEDDED_ADDRESS)
        });
    }
    for bad in [1, 1 << 10, 1 << 26] {
        let err = Error::InvalidModifier {
            modifier: bad,
            allowed: 0x0300_03C0,
        };
        refused("set_embedded_vs_shader modifier", err, |cb| {
            set_embedded_vs_shader(cb, 0, bad, EMBEDDED_ADDRESS)
        });
    }
    let misaligned = EMBEDDED_ADDRESS + 0x80;
    let err = Error::Address(AddressError::Misaligned {
        field: "PGM_LO",
        address: misaligned,
        align: 256,
    });
    refused("set_embedded_vs_shader misaligned", err, |cb| {
        set_embedded_vs_shader(cb, 0, 0, misaligned)
    });
    refused("set_embedded_ps_shader misaligned", err, |cb| {
        set_embedded_ps_shader(cb, 0, misaligned)
    });
    // PGM_HI must be 0: the code below 2^40.
    let wide = 1 << 40;
    let err = Error::Address(AddressError::TooWide {
        field: "PGM_LO",
        address: wide,
        bits: 40,
    });
    refused("set_embedded_vs_shader wide", err, |cb| {
        set_embedded_vs_shader(cb, 0, 0, wide)
    });
    refused("set_embedded_ps_shader wide", err, |cb| {
        set_embedded_ps_shader(cb, 1, wide)
    });
}

/// The docs' claim about the crate's rectangle VS: it needs more VGPRs than
/// the built-in VS's RSRC1_VS (VGPRS 0: 4 VGPRs) gives, and exports
/// parameter 0 as zero where the built-in exports 1.0.
#[test]
fn embedded_vs_is_not_rect_vs() {
    let mut code = [0u32; gcn::shader::builtin::RECT_VS_DWORDS];
    let vs = gcn::shader::builtin::rect_vs(&mut code).unwrap();
    assert!(vs.vgprs > 4, "rect_vs uses {} VGPRs", vs.vgprs);
    let text: Vec<String> = gcn::isa::instructions(&code[..vs.dwords])
        .map(|r| r.map(|(_, i)| i.to_string()).unwrap())
        .collect();
    assert!(
        text.contains(&"v_mov_b32_e32 v4, 0".to_string()),
        "{text:?}"
    );
    assert!(
        text.iter()
            .any(|t| t.starts_with("exp param0 v4, v4, v4, v4")),
        "{text:?}"
    );
}

#[test]
fn embedded_windows_disassemble() {
    disassembles_as(
        "set_embedded_vs_shader",
        &written(|cb| set_embedded_vs_shader(cb, 0, 0, EMBEDDED_ADDRESS)),
        &[
            "SPI_SHADER_PGM_LO_VS = 0xFE00000F",
            "SPI_SHADER_PGM_RSRC1_VS",
            "PA_CL_VS_OUT_CNTL",
            "SPI_VS_OUT_CONFIG",
            "SPI_SHADER_POS_FORMAT",
            "NOP data, 11 dwords",
        ],
    );
    disassembles_as(
        "set_embedded_ps_shader",
        &written(|cb| set_embedded_ps_shader(cb, 1, EMBEDDED_ADDRESS)),
        &[
            "SPI_SHADER_PGM_LO_PS = 0xFE00000F",
            "SPI_SHADER_COL_FORMAT",
            "DB_SHADER_CONTROL",
            "CB_SHADER_MASK",
            "NOP data, 11 dwords",
        ],
    );
}
