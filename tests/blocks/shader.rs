//! Shader-stage blocks: golden register values for a VS and a PS at given
//! addresses written from the register spec field by field, packet counts,
//! decode round trips, user-data helpers and bad input.

// Golden values spell out every field, zeros and bit 0 included.
#![allow(clippy::identity_op, clippy::eq_op)]

use crate::target_support;

use gcn::blocks::Error;
use gcn::blocks::shader::{
    CsShader, PsShader, ShaderProgram, Stage, VsShader, write_descriptor4, write_descriptor8,
    write_pointer, write_user_data,
};
use gcn::pm4::CommandBuffer;
use gcn::regs::AddressError;
use gcn::regs::Space;
use target_support::{assert_golden, flatten, read_set_reg_packets, source, source2};

const VS_ADDR: u64 = 0x12_3456_7800;
const PS_ADDR: u64 = 0x12_3456_9000;

fn vs() -> VsShader {
    let v = VsShader::new()
        .with_address(VS_ADDR)
        .with_vgprs(8)
        .with_sgprs(16)
        .with_user_data(&[0x0010_0000, 0])
        .with_params(2);
    v.validate().unwrap();
    v
}

fn ps() -> PsShader {
    let p = PsShader::new()
        .with_address(PS_ADDR)
        .with_vgprs(8)
        .with_inputs(&[PsShader::input(0, false), PsShader::input(1, false)]);
    p.validate().unwrap();
    p
}

/// VS at 0x12_3456_7800: 8 VGPRs, 16 SGPRs, two user-data dwords, two parameters.
#[rustfmt::skip]
const GOLDEN_VS_SH: &[(&str, u16, u32)] = &[
    // register                      offset  value
    ("SPI_SHADER_PGM_LO_VS",         0x048,  0x1234_5678),            // MEM_BASE = address >> 8
    ("SPI_SHADER_PGM_HI_VS",         0x049,  0),                      // MEM_BASE = address >> 40
    ("SPI_SHADER_PGM_RSRC1_VS",      0x04A,  (1 << 0)                 // VGPRS[5:0]  = 8/4 - 1
                                           | (1 << 6)                 // SGPRS[9:6]  = 16/8 - 1
                                           | (0xC0 << 12)             // FLOAT_MODE[19:12] = FP_16_64_DENORMS
                                           | (1 << 21)                // DX10_CLAMP[21]
                                           | (0 << 24)),              // VGPR_COMP_CNT[25:24]
    ("SPI_SHADER_PGM_RSRC2_VS",      0x04B,  (0 << 0)                 // SCRATCH_EN[0]
                                           | (2 << 1)),               // USER_SGPR[5:1] = 2
    ("SPI_SHADER_USER_DATA_VS_0",    0x04C,  0x0010_0000),
    ("SPI_SHADER_USER_DATA_VS_1",    0x04D,  0),
];

#[rustfmt::skip]
const GOLDEN_VS_CONTEXT: &[(&str, u16, u32)] = &[
    ("SPI_VS_OUT_CONFIG",            0x1B1,  1 << 1),                 // VS_EXPORT_COUNT[5:1] = 2 - 1
    ("SPI_SHADER_POS_FORMAT",        0x1C3,  4 << 0),                 // POS0_EXPORT_FORMAT[3:0] = SPI_SHADER_4COMP
    ("PA_CL_VS_OUT_CNTL",            0x207,  0),
];

/// PS at 0x12_3456_9000: 8 VGPRs, default SGPRs, two interpolated inputs.
#[rustfmt::skip]
const GOLDEN_PS_SH: &[(&str, u16, u32)] = &[
    ("SPI_SHADER_PGM_LO_PS",         0x008,  0x1234_5690),
    ("SPI_SHADER_PGM_HI_PS",         0x009,  0),
    ("SPI_SHADER_PGM_RSRC1_PS",      0x00A,  (1 << 0)                 // VGPRS = 8/4 - 1
                                           | (0 << 6)                 // SGPRS = 8/8 - 1
                                           | (0xC0 << 12)             // FLOAT_MODE
                                           | (1 << 21)),              // DX10_CLAMP
    ("SPI_SHADER_PGM_RSRC2_PS",      0x00B,  0),
];

#[rustfmt::skip]
const GOLDEN_PS_CONTEXT: &[(&str, u16, u32)] = &[
    ("SPI_PS_INPUT_CNTL_0",          0x191,  (0 << 0) | (0 << 10)),   // OFFSET[5:0] = 0, FLAT_SHADE[10]
    ("SPI_PS_INPUT_CNTL_1",          0x192,  (1 << 0) | (0 << 10)),   // OFFSET = 1
    ("SPI_PS_INPUT_ENA",             0x1B3,  1 << 1),                 // PERSP_CENTER_ENA[1]
    ("SPI_PS_INPUT_ADDR",            0x1B4,  1 << 1),                 // PERSP_CENTER_ENA[1]
    ("SPI_INTERP_CONTROL_0",         0x1B5,  0),
    ("SPI_PS_IN_CONTROL",            0x1B6,  2 << 0),                 // NUM_INTERP[5:0] = 2
    ("SPI_BARYC_CNTL",               0x1B8,  0),
    ("SPI_SHADER_Z_FORMAT",          0x1C4,  0),                      // Z_EXPORT_FORMAT = SPI_SHADER_ZERO
    ("SPI_SHADER_COL_FORMAT",        0x1C5,  9 << 0),                 // COL0_EXPORT_FORMAT = SPI_SHADER_32_ABGR
];

#[test]
fn vs_golden() {
    let v = vs();
    assert_golden(Space::Sh, v.sh_registers().as_slice(), GOLDEN_VS_SH);
    assert_golden(
        Space::Context,
        v.context_registers().as_slice(),
        GOLDEN_VS_CONTEXT,
    );
    assert_eq!(v.program().address(), VS_ADDR);
}

#[test]
fn ps_golden() {
    let p = ps();
    assert_golden(Space::Sh, p.sh_registers().as_slice(), GOLDEN_PS_SH);
    assert_golden(
        Space::Context,
        p.context_registers().as_slice(),
        GOLDEN_PS_CONTEXT,
    );
}

fn runs(golden: &[(&str, u16, u32)]) -> usize {
    1 + golden.windows(2).filter(|w| w[1].1 != w[0].1 + 1).count()
}

#[test]
fn emission_uses_one_packet_per_run_and_decodes_back() {
    let mut buf = [0u32; 128];
    let mut cb = CommandBuffer::new(&mut buf);
    vs().emit(&mut cb).unwrap();
    let packets = read_set_reg_packets(cb.as_slice());
    assert_eq!(packets.len(), runs(GOLDEN_VS_SH) + runs(GOLDEN_VS_CONTEXT));
    assert_eq!(packets.len(), 4);
    let sh = flatten(&packets, Space::Sh);
    let ctx = flatten(&packets, Space::Context);
    assert_golden(Space::Sh, &sh, GOLDEN_VS_SH);
    assert_golden(Space::Context, &ctx, GOLDEN_VS_CONTEXT);
    assert_eq!(VsShader::decode(&source2(&sh, &ctx)).unwrap(), vs());

    let mut buf = [0u32; 128];
    let mut cb = CommandBuffer::new(&mut buf);
    ps().emit(&mut cb).unwrap();
    let packets = read_set_reg_packets(cb.as_slice());
    assert_eq!(packets.len(), runs(GOLDEN_PS_SH) + runs(GOLDEN_PS_CONTEXT));
    assert_eq!(packets.len(), 5);
    let sh = flatten(&packets, Space::Sh);
    let ctx = flatten(&packets, Space::Context);
    assert_golden(Space::Sh, &sh, GOLDEN_PS_SH);
    assert_golden(Space::Context, &ctx, GOLDEN_PS_CONTEXT);
    assert_eq!(PsShader::decode(&source2(&sh, &ctx)).unwrap(), ps());

    // All or nothing across the SH and context packets.
    let mut small = [0u32; 20];
    let mut cb = CommandBuffer::new(&mut small);
    assert!(ps().emit(&mut cb).is_err());
    assert_eq!(cb.len(), 0);
}

#[test]
fn compute_golden_and_round_trip() {
    let cs = CsShader::new()
        .with_address(0x80_0000)
        .with_threads(8, 8, 1)
        .with_vgprs(16)
        .with_sgprs(16)
        .with_user_data(&[0x10_0000, 0])
        .with_tgid_enable(true, true, false)
        .with_tidig_comp_cnt(1)
        .with_lds_bytes(4096)
        .with_scratch(32, 2048);
    cs.validate().unwrap();
    #[rustfmt::skip]
    let golden: &[(&str, u16, u32)] = &[
        ("COMPUTE_NUM_THREAD_X",    0x207, 8),                         // NUM_THREAD_FULL[15:0]
        ("COMPUTE_NUM_THREAD_Y",    0x208, 8),
        ("COMPUTE_NUM_THREAD_Z",    0x209, 1),
        ("COMPUTE_PGM_LO",          0x20C, 0x8000),                    // DATA = address >> 8
        ("COMPUTE_PGM_HI",          0x20D, 0),
        ("COMPUTE_PGM_RSRC1",       0x212, (3 << 0)                    // VGPRS = 16/4 - 1
                                         | (1 << 6)                    // SGPRS = 16/8 - 1
                                         | (0xC0 << 12)                // FLOAT_MODE
                                         | (1 << 21)),                 // DX10_CLAMP
        ("COMPUTE_PGM_RSRC2",       0x213, (1 << 0)                    // SCRATCH_EN
                                         | (2 << 1)                    // USER_SGPR = 2
                                         | (1 << 7) | (1 << 8)         // TGID_X_EN, TGID_Y_EN
                                         | (1 << 11)                   // TIDIG_COMP_CNT[12:11] = 1
                                         | (8 << 15)),                 // LDS_SIZE[23:15] = 4096 / 512
        ("COMPUTE_RESOURCE_LIMITS", 0x215, 0),
        ("COMPUTE_TMPRING_SIZE",    0x218, (32 << 0)                   // WAVES[11:0]
                                         | (2 << 12)),                 // WAVESIZE[24:12] = 2048 / 1024
        ("COMPUTE_USER_DATA_0",     0x240, 0x10_0000),
        ("COMPUTE_USER_DATA_1",     0x241, 0),
    ];
    // The golden against the registers the emitted packets write.
    let mut buf = [0u32; 64];
    let mut cb = CommandBuffer::new(&mut buf);
    cs.emit(&mut cb).unwrap();
    let packets = read_set_reg_packets(cb.as_slice());
    assert!(packets.iter().all(|p| p.space == Space::Sh));
    assert_eq!(packets.len(), runs(golden));
    let regs = flatten(&packets, Space::Sh);
    assert_golden(Space::Sh, &regs, golden);
    assert_golden(Space::Sh, cs.registers().as_slice(), golden);
    assert_eq!(CsShader::decode(&source(Space::Sh, &regs)).unwrap(), cs);
}

#[test]
fn user_sgprs_cover_what_another_writer_fills() {
    // USER_SGPR is RSRC2 bits 5:1 on every stage. The user-data setters set
    // it to the registers they hold; with_user_sgprs, after them, raises it
    // for pointers a resource binder writes (user data 2..5 here).
    let cs = CsShader::new()
        .with_user_data(&[1, 2])
        .with_user_sgprs(6)
        .with_tgid_enable(true, false, false);
    cs.validate().unwrap();
    assert_eq!(cs.rsrc2().into_bits(), 6 << 1 | 1 << 7);
    // A user-data setter after it sets the count back to what it holds.
    assert_eq!(cs.with_user_data(&[1]).rsrc2().user_sgpr(), 1);
    let vs = vs().with_user_sgprs(6);
    assert_eq!(vs.rsrc2().into_bits() >> 1 & 0x1F, 6);
    let ps = PsShader::new().with_user_sgprs(16);
    assert_eq!(ps.rsrc2().into_bits() >> 1 & 0x1F, 16);
    // 17 is past the 16 user-data registers.
    for err in [
        CsShader::new().with_user_sgprs(17).validate(),
        VsShader::new().with_user_sgprs(17).validate(),
    ] {
        assert!(matches!(
            err,
            Err(Error::OutOfRange {
                field: "user_sgpr",
                value: 17,
                ..
            })
        ));
    }
}

#[test]
fn other_stages_and_raw_round_trip() {
    #[rustfmt::skip]
    let stages = [(Stage::Gs, 0x088, "SPI_SHADER_PGM_LO_GS"), (Stage::Es, 0x0C8, "SPI_SHADER_PGM_LO_ES"),
                  (Stage::Hs, 0x108, "SPI_SHADER_PGM_LO_HS"), (Stage::Ls, 0x148, "SPI_SHADER_PGM_LO_LS")];
    for (stage, lo, name) in stages {
        let p = ShaderProgram::new(stage)
            .with_address(0x100)
            .with_user_data(&[7; 16]);
        p.validate().unwrap();
        let list = p.registers();
        let regs = list.as_slice();
        assert_eq!(regs.len(), 20);
        assert_eq!(regs[0], (lo, 1));
        assert_eq!(gcn::regs::gfx7::lookup(Space::Sh, lo).unwrap().name, name);
        assert_eq!(
            gcn::regs::gfx7::lookup(Space::Sh, regs[19].0)
                .unwrap()
                .name
                .get(..21),
            Some("SPI_SHADER_USER_DATA_")
        );
        let mut buf = [0u32; 32];
        let mut cb = CommandBuffer::new(&mut buf);
        p.emit(&mut cb).unwrap();
        assert_eq!(cb.len(), 22); // one packet
        assert_eq!(
            ShaderProgram::decode(stage, &source(Space::Sh, regs)).unwrap(),
            p
        );
    }
    // Arbitrary raw values survive decode.
    let mut x = 0x1234_5678_9ABC_DEF1u64;
    for _ in 0..32 {
        let mut sh = vs().sh_registers().as_slice().to_vec();
        let mut ctx = ps().context_registers().as_slice().to_vec();
        for r in sh.iter_mut().chain(ctx.iter_mut()) {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            r.1 = x as u32;
        }
        let ps_sh = [
            (0x8, sh[0].1),
            (0x9, sh[1].1),
            (0xA, sh[2].1),
            (0xB, sh[3].1),
        ];
        let p = PsShader::decode(&source2(&ps_sh, &ctx)).unwrap();
        assert_eq!(p.context_registers().as_slice(), &ctx[..]);
        let v = VsShader::decode(&(vs().context_registers(), source(Space::Sh, &sh))).unwrap();
        assert_eq!(v.sh_registers().as_slice(), &sh[..]);
    }
}

#[test]
fn user_data_helpers() {
    let mut buf = [0u32; 32];
    let mut cb = CommandBuffer::new(&mut buf);
    write_pointer(&mut cb, Stage::Cs, 0, 0xAB_CDEF_0100).unwrap();
    write_descriptor8(&mut cb, Stage::Ps, 8, &[1, 2, 3, 4, 5, 6, 7, 8]).unwrap();
    write_descriptor4(&mut cb, Stage::Vs, 12, &[9, 10, 11, 12]).unwrap();
    let packets = read_set_reg_packets(cb.as_slice());
    #[rustfmt::skip]
    let expect = [
        (Space::Sh, 0x240u16, vec![0xCDEF_0100u32, 0xAB]),   // COMPUTE_USER_DATA_0/1
        (Space::Sh, 0x00C + 8, vec![1, 2, 3, 4, 5, 6, 7, 8]), // SPI_SHADER_USER_DATA_PS_8..15
        (Space::Sh, 0x04C + 12, vec![9, 10, 11, 12]),        // SPI_SHADER_USER_DATA_VS_12..15
    ];
    assert_eq!(packets.len(), 3);
    for (p, (space, off, values)) in packets.iter().zip(expect) {
        assert_eq!((p.space, p.offset, &p.values), (space, off, &values));
    }
    assert_eq!(
        write_pointer(&mut cb, Stage::Vs, 15, 0),
        Err(Error::OutOfRange {
            field: "user_data_first",
            value: 15,
            min: 0,
            max: 14
        })
    );
    assert!(write_descriptor8(&mut cb, Stage::Gs, 9, &[0; 8]).is_err());
    assert!(matches!(
        write_user_data(&mut cb, Stage::Ls, 0, &[]),
        Err(Error::OutOfRange {
            field: "user_data_count",
            ..
        })
    ));
    let mut tiny = [0u32; 3];
    let mut cb = CommandBuffer::new(&mut tiny);
    assert!(matches!(
        write_pointer(&mut cb, Stage::Ps, 0, 0),
        Err(Error::Pm4(_))
    ));
    assert_eq!(cb.len(), 0);
}

#[test]
fn bad_input_gives_documented_errors() {
    // Setters never fail: the first bad argument is reported by validate and
    // emit, and emit then writes nothing.
    let check = |got: Result<(), Error>, want: Error| assert_eq!(got, Err(want));
    check(
        vs().with_address(VS_ADDR + 0x40).validate(),
        Error::Address(AddressError::Misaligned {
            field: "SPI_SHADER_PGM_LO",
            address: VS_ADDR + 0x40,
            align: 256,
        }),
    );
    check(
        ps().with_address(1 << 40).validate(),
        Error::Address(AddressError::TooWide {
            field: "SPI_SHADER_PGM_LO",
            address: 1 << 40,
            bits: 40,
        }),
    );
    assert!(matches!(
        CsShader::new().with_address(0x80).validate(),
        Err(Error::Address(AddressError::Misaligned {
            field: "COMPUTE_PGM_LO",
            ..
        }))
    ));
    assert!(matches!(
        ShaderProgram::new(Stage::Cs).validate(),
        Err(Error::OutOfRange { field: "stage", .. })
    ));
    check(
        vs().with_vgprs(0).validate(),
        Error::OutOfRange {
            field: "vgprs",
            value: 0,
            min: 1,
            max: 256,
        },
    );
    check(
        vs().with_vgprs(257).validate(),
        Error::OutOfRange {
            field: "vgprs",
            value: 257,
            min: 1,
            max: 256,
        },
    );
    check(
        ps().with_sgprs(105).validate(),
        Error::OutOfRange {
            field: "sgprs",
            value: 105,
            min: 1,
            max: 104,
        },
    );
    assert!(matches!(
        vs().with_user_data(&[0; 17]).validate(),
        Err(Error::OutOfRange {
            field: "user_data_count",
            ..
        })
    ));
    check(
        vs().with_pointer(15, 0).validate(),
        Error::OutOfRange {
            field: "user_data_first",
            value: 15,
            min: 0,
            max: 14,
        },
    );
    assert!(matches!(
        vs().with_params(33).validate(),
        Err(Error::OutOfRange {
            field: "params",
            ..
        })
    ));
    assert!(matches!(
        ps().with_inputs(&[PsShader::input(0, true); 33]).validate(),
        Err(Error::OutOfRange {
            field: "inputs",
            ..
        })
    ));
    // Colour slots are typed: slot 8 does not exist.
    assert_eq!(
        gcn::blocks::Slot::new(8),
        Err(Error::SlotOutOfRange { slot: 8, slots: 8 })
    );
    let cs = CsShader::new();
    assert!(matches!(
        cs.with_threads(0, 1, 1).validate(),
        Err(Error::OutOfRange {
            field: "threads_x",
            ..
        })
    ));
    assert!(matches!(
        cs.with_threads(33, 32, 1).validate(),
        Err(Error::OutOfRange {
            field: "threads",
            value: 1056,
            ..
        })
    ));
    assert!(matches!(
        cs.with_lds_bytes(65537).validate(),
        Err(Error::OutOfRange {
            field: "lds_bytes",
            ..
        })
    ));
    // The first error is kept; later valid setters do not clear it.
    check(
        vs().with_vgprs(0).with_sgprs(200).with_vgprs(8).validate(),
        Error::OutOfRange {
            field: "vgprs",
            value: 0,
            min: 1,
            max: 256,
        },
    );
    let mut buf = [0u32; 64];
    let mut cb = CommandBuffer::new(&mut buf);
    assert!(vs().with_address(0x80).emit(&mut cb).is_err());
    assert!(ps().with_vgprs(0).emit(&mut cb).is_err());
    assert!(cs.with_tidig_comp_cnt(3).emit(&mut cb).is_err());
    assert_eq!(cb.len(), 0);
}

#[test]
fn descriptors_and_pointers_in_block_user_data() {
    // V# in s[0:3], T# in s[4:11], S# in s[12:15] of the PS; pointer in s[2:3] of the VS.
    let p = ps()
        .with_descriptor4(0, &[1, 2, 3, 4])
        .with_descriptor8(4, &[5, 6, 7, 8, 9, 10, 11, 12])
        .with_descriptor4(12, &[13, 14, 15, 16]);
    p.validate().unwrap();
    let sh = p.sh_registers();
    let ud: Vec<(u16, u32)> = sh.as_slice()[4..].to_vec();
    let want: Vec<(u16, u32)> = (0..16).map(|i| (0x00C + i as u16, i + 1)).collect();
    assert_eq!(ud, want);
    assert_eq!(p.rsrc2().user_sgpr(), 16);
    let v = VsShader::new().with_pointer(2, 0xAB_CDEF_0100);
    #[rustfmt::skip]
    let golden: &[(&str, u16, u32)] = &[
        ("SPI_SHADER_PGM_LO_VS",      0x048, 0),
        ("SPI_SHADER_PGM_HI_VS",      0x049, 0),
        ("SPI_SHADER_PGM_RSRC1_VS",   0x04A, (0xC0 << 12) | (1 << 21)),   // FLOAT_MODE, DX10_CLAMP
        ("SPI_SHADER_PGM_RSRC2_VS",   0x04B, 4 << 1),                     // USER_SGPR[5:1] = 4
        ("SPI_SHADER_USER_DATA_VS_0", 0x04C, 0),                          // gap below `first`
        ("SPI_SHADER_USER_DATA_VS_1", 0x04D, 0),
        ("SPI_SHADER_USER_DATA_VS_2", 0x04E, 0xCDEF_0100),                // address bits 31:0
        ("SPI_SHADER_USER_DATA_VS_3", 0x04F, 0xAB),                       // address bits 63:32
    ];
    assert_golden(Space::Sh, v.sh_registers().as_slice(), golden);
}

#[test]
fn colour_formats_per_slot() {
    use gcn::blocks::Slot;
    use gcn::regs::gfx7::enums::SpiShaderExFormat as F;
    let p = ps()
        .with_color_format(Slot::S7, F::SPI_SHADER_FP16_ABGR)
        .with_color_format(Slot::S0, F::SPI_SHADER_32_R);
    assert_eq!(p.col_format().into_bits(), (4 << 28) | (1 << 0));
    // Inputs 20..31 keep only the fields those registers have.
    let inputs = [PsShader::input(3, true)
        .with_cyl_wrap(0xF)
        .with_pt_sprite_tex(true); 21];
    let p = ps().with_inputs(&inputs);
    p.validate().unwrap();
    assert_eq!(p.inputs()[19], 3 | (1 << 10) | (0xF << 13) | (1 << 17));
    assert_eq!(p.inputs()[20], 3 | (1 << 10));
}

/// A hinted descriptor is exactly its size: 4 dwords for a V# or an S#, 8
/// for a T#. Anything else is refused and leaves the values as they were,
/// so `emit` never announces a descriptor the registers do not hold.
#[test]
fn hinted_descriptors_are_their_size() {
    use gcn::blocks::shader::{UserData, UserDataHint as Hint};
    let base = UserData::new().with_words(0, &[7; 2]).expect("words");
    for (hint, size) in [(Hint::Vsharp, 4), (Hint::Tsharp, 8), (Hint::Ssharp, 4)] {
        for n in [1, 2, 4, 8, 12] {
            let got = base.with_hinted(4, &[0xAB; 12][..n], hint);
            if n == size {
                let ud = got.expect("the descriptor's size");
                assert_eq!((ud.len(), ud.hint(4)), (4 + n, Some(hint)));
            } else {
                assert_eq!(
                    got,
                    Err(Error::OutOfRange {
                        field: "user_data_count",
                        value: n as u32,
                        min: size as u32,
                        max: size as u32,
                    }),
                    "{hint:?} of {n} dwords"
                );
            }
        }
    }
    // A region is plain user data of any length.
    assert_eq!(
        base.with_hinted(4, &[1; 3], Hint::Region)
            .map(|u| u.hint(4)),
        Ok(None)
    );
}

/// `p` is refused with `want` by `validate`, `encode` and `emit`, and
/// `emit` writes nothing.
fn ps_refused(p: PsShader, want: Error) {
    assert_eq!(p.validate(), Err(want), "{p:?}");
    assert_eq!(p.encode().map(|_| ()), Err(want));
    let mut buf = [0u32; 128];
    let mut cb = CommandBuffer::new(&mut buf);
    assert_eq!(p.emit(&mut cb), Err(want));
    assert!(cb.is_empty());
}

/// A PS with no export format, or with none of the barycentric enables
/// (`SPI_PS_INPUT_ENA` / `SPI_PS_INPUT_ADDR` bits 6:0, spec fields
/// `PERSP_SAMPLE_ENA` [0] .. `LINEAR_CENTROID_ENA` [6]), is refused and
/// writes nothing: radeonsi `si_shader_ps` (asserts one of them, "otherwise
/// we hang the GPU"; `SPI_SHADER_32_R` when nothing is exported), RADV
/// `radv_compute_spi_ps_input` (`PERSP_CENTER_ENA` when none of `0x7F`).
#[test]
fn ps_needs_an_export_format_and_a_barycentric() {
    use gcn::regs::gfx7::enums::SpiShaderExFormat as F;
    use gcn::regs::{SpiPsInputAddr, SpiPsInputEna, SpiShaderColFormat};
    let refused = ps_refused;
    // No colour format and Z_EXPORT_FORMAT = SPI_SHADER_ZERO (0).
    let none = ps().with_col_format(SpiShaderColFormat::from_bits(0));
    assert_eq!(none.z_format().into_bits(), 0);
    refused(none, Error::NoPsExport);
    // What radeonsi writes for a PS exporting nothing: COL0 = SPI_SHADER_32_R (1).
    none.with_col_format(SpiShaderColFormat::from_bits(1))
        .validate()
        .unwrap();
    // A depth-only PS: Z_EXPORT_FORMAT = SPI_SHADER_32_R, no colour.
    none.with_z_format(F::SPI_SHADER_32_R).validate().unwrap();
    // Only position and face enables (POS_X_FLOAT_ENA [8], FRONT_FACE_ENA [12]).
    let pos = SpiPsInputEna::from_bits((1 << 8) | (1 << 12));
    refused(
        ps().with_input_ena(pos),
        Error::NoPsInterpolant {
            register: "SPI_PS_INPUT_ENA",
        },
    );
    // LINE_STIPPLE_TEX_ENA [7] alone is not one of the seven either.
    refused(
        ps().with_input_ena(SpiPsInputEna::from_bits(1 << 7)),
        Error::NoPsInterpolant {
            register: "SPI_PS_INPUT_ENA",
        },
    );
    // The VGPR layout (ADDR) needs one too.
    refused(
        ps().with_input_addr(SpiPsInputAddr::from_bits(1 << 8)),
        Error::NoPsInterpolant {
            register: "SPI_PS_INPUT_ADDR",
        },
    );
    // Each of the seven is enough, in both registers.
    for bit in 0..7 {
        let p = ps().with_input_ena(SpiPsInputEna::from_bits((1 << bit) | (1 << 8)));
        p.validate().unwrap();
        assert_eq!(p.input_addr().into_bits(), (1 << bit) | (1 << 8));
    }
    // The defaults: PERSP_CENTER_ENA [1] in both, COL0 = SPI_SHADER_32_ABGR (9).
    let d = PsShader::new();
    assert_eq!(
        (d.input_ena().into_bits(), d.input_addr().into_bits()),
        (2, 2)
    );
    assert_eq!(d.col_format().into_bits(), 9);
    // The messages say what to set.
    assert!(Error::NoPsExport.to_string().contains("SPI_SHADER_32_R"));
    let e = Error::NoPsInterpolant {
        register: "SPI_PS_INPUT_ENA",
    };
    assert!(e.to_string().contains("PERSP_CENTER_ENA"));
}

/// `POS_W_FLOAT_ENA` (`SPI_PS_INPUT_ENA` bit 11) needs one of the
/// perspective barycentrics (bits 3:0: radeonsi `si_shader_ps` asserts it,
/// `si_fixup_spi_ps_input_config` adds `PERSP_SAMPLE_ENA`; RADV
/// `radv_compute_spi_ps_input` adds `PERSP_CENTER_ENA`), and
/// `SPI_PS_INPUT_ADDR` holds every bit of `SPI_PS_INPUT_ENA` (radeonsi
/// `si_shader_select_ps_parts` asserts `(ENA & ADDR) == ENA`; RADV writes
/// ADDR = ENA). Bit positions from the spec's `SPI_PS_INPUT_ENA` fields.
#[test]
fn ps_pos_w_needs_perspective_and_addr_holds_ena() {
    use gcn::regs::{SpiPsInputAddr, SpiPsInputEna};
    let refused = ps_refused;
    let ena = |bits: u32| ps().with_input_ena(SpiPsInputEna::from_bits(bits));
    // POS_W_FLOAT_ENA [11] with LINEAR_CENTER_ENA [5] only: a barycentric,
    // but no perspective one.
    refused(ena(0x0000_0820), Error::PsPosWWithoutPerspective);
    // With POS_X/Y/Z [8..10] and LINEAR_SAMPLE/CENTROID [4], [6] as well.
    refused(ena(0x0000_0F70), Error::PsPosWWithoutPerspective);
    // Each of PERSP_SAMPLE [0], CENTER [1], CENTROID [2], PULL_MODEL [3] is enough.
    for bits in [0x801, 0x802, 0x804, 0x808] {
        let p = ena(bits);
        p.validate().unwrap();
        assert_eq!(
            (p.input_ena().into_bits(), p.input_addr().into_bits()),
            (bits, bits)
        );
    }
    // The check is on ENA: POS_W_FLOAT_ENA in ADDR alone, over a LINEAR_CENTER ENA.
    ena(0x0000_0020)
        .with_input_addr(SpiPsInputAddr::from_bits(0x0000_0820))
        .validate()
        .unwrap();

    // ENA PERSP_CENTER [1] | FRONT_FACE [12], ADDR PERSP_CENTER only.
    refused(
        ena(0x0000_1002).with_input_addr(SpiPsInputAddr::from_bits(0x0000_0002)),
        Error::PsInputAddrMissesEna { missing: 0x1000 },
    );
    // ENA PERSP_SAMPLE [0] | PERSP_CENTER [1] | POS_FIXED_PT [15], ADDR
    // PERSP_CENTER | LINEAR_CENTER [5]: two bits missing.
    refused(
        ena(0x0000_8003).with_input_addr(SpiPsInputAddr::from_bits(0x0000_0022)),
        Error::PsInputAddrMissesEna { missing: 0x8001 },
    );
    // ADDR larger than ENA is fine (the PS4 windows' test PS: ENA 0x2, ADDR 0x3),
    // and both are written as set: SPI_PS_INPUT_ENA (context 0x1B3), SPI_PS_INPUT_ADDR (0x1B4).
    let wider = ena(0x0000_0002).with_input_addr(SpiPsInputAddr::from_bits(0x0000_0003));
    wider.validate().unwrap();
    let regs = wider.context_registers();
    let at = |offset: u16| regs.as_slice().iter().find(|r| r.0 == offset).map(|r| r.1);
    assert_eq!(
        (at(0x1B3), at(0x1B4)),
        (Some(0x0000_0002), Some(0x0000_0003))
    );

    // The messages say what to set.
    assert_eq!(
        Error::PsPosWWithoutPerspective.to_string(),
        "SPI_PS_INPUT_ENA sets POS_W_FLOAT_ENA without a PERSP_* barycentric: \
         set PERSP_CENTER_ENA"
    );
    assert_eq!(
        Error::PsInputAddrMissesEna { missing: 0x1000 }.to_string(),
        "SPI_PS_INPUT_ADDR lacks SPI_PS_INPUT_ENA bits 0x1000: set them in \
         SPI_PS_INPUT_ADDR too"
    );
    // Both reach the crate error.
    assert_eq!(
        gcn::Error::from(Error::PsPosWWithoutPerspective),
        gcn::Error::Blocks(Error::PsPosWWithoutPerspective)
    );
}

/// `COMPUTE_PGM_RSRC2.LDS_SIZE` (bits 23:15 on every generation, the spec's
/// `fields_by_generation`) counts 256-byte units on gfx6 and 512-byte units on
/// gfx7 and gfx8, and a gfx6 workgroup has at most 32 KiB of LDS: Mesa's
/// `ac_gpu_info.c` (`lds_encode_granularity` 64 or 128 dwords,
/// `lds_size_per_workgroup` 32 or 64 KiB).
#[test]
fn lds_size_in_each_generation_s_units() {
    use gcn::regs::Gfx;
    let lds_field = |units: u32| units << 15;
    let rsrc2 = |gfx, bytes| {
        let cs = CsShader::new().with_lds_bytes_for(gfx, bytes);
        cs.validate().map(|()| cs.rsrc2().into_bits())
    };
    #[rustfmt::skip]
    let cases: &[(Gfx, u32, u32)] = &[
        // (generation, bytes, LDS_SIZE units by Mesa's granule)
        (Gfx::Gfx6, 4096,  4096 / 256),
        (Gfx::Gfx6, 4097,  4096 / 256 + 1),
        (Gfx::Gfx6, 32768, 32768 / 256),
        (Gfx::Gfx7, 4096,  4096 / 512),
        (Gfx::Gfx7, 65536, 65536 / 512),
        (Gfx::Gfx8, 300,   1),
        (Gfx::Gfx8, 65536, 65536 / 512),
    ];
    for &(gfx, bytes, units) in cases {
        assert_eq!(
            rsrc2(gfx, bytes),
            Ok(lds_field(units)),
            "{gfx:?}, {bytes} bytes"
        );
    }
    // `with_lds_bytes` is gfx7's.
    assert_eq!(
        CsShader::new().with_lds_bytes(4096).rsrc2().into_bits(),
        lds_field(8)
    );
    // Past the generation's workgroup limit.
    for (gfx, bytes) in [(Gfx::Gfx6, 32769), (Gfx::Gfx7, 65537), (Gfx::Gfx8, 65537)] {
        assert!(
            matches!(
                rsrc2(gfx, bytes),
                Err(Error::OutOfRange {
                    field: "lds_bytes",
                    ..
                })
            ),
            "{gfx:?}, {bytes} bytes"
        );
    }
}
