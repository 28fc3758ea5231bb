//! Every modelled opcode and operand form, encoded and printed by `gcn::isa`,
//! against LLVM's AMDGPU assembler (`llvm-mc-14 -mcpu=bonaire`, and
//! `-mcpu=tahiti` for gfx6).
//!
//! The printed text of each instruction is fed to `llvm-mc`; the dwords it
//! assembles must equal the crate's encoding and the text it prints back
//! must equal the crate's text. `tests/data/isa/gfx7.txt` holds what
//! `llvm-mc` printed (text and encoding per line), so the same comparison
//! runs where LLVM is not installed; with LLVM present the file is checked to
//! be what LLVM prints today (`GCN_REGEN=1` rewrites it).

use std::process::{Command, Stdio};

use gcn::isa::{
    Assembler, BufOperands, Ds, DsInst, DsOffset, Error, ExpTarget, Flat, FlatInst, FlatKind, Inst,
    Interp16, Interp16Inst, InterpSrc, Mimg, MimgFlags, MimgInst, Mtbuf, Mubuf, MubufFlags,
    Operand, Smrd, SmrdOffset, Sop1, Sop2, Sopc, Sopk, SopkForm, Sopp, SoppImm, VShape, VWidths,
    Vintrp, Vop1, Vop2, Vop3, Vop3Inst, Vop3Op, Vopc, Waitcnt,
};

use gcn::regs::{BufDataFormat, BufNumFormat, Gfx};

use crate::data_source::{committed, note};

fn s(first: u8, n: u8) -> Operand {
    Operand::sgprs(first, n).unwrap()
}

fn v(first: u8, n: u8) -> Operand {
    Operand::vgprs(first, n).unwrap()
}

fn opt(n: u8, first: u8) -> Operand {
    if n == 0 { Operand::ZERO } else { s(first, n) }
}

fn vop3(op: Vop3Op, dst: Operand, src: [Operand; 3]) -> Inst {
    Inst::Vop3(Vop3Inst::new(op, dst, src))
}

/// Every opcode once, then the operand forms and modifiers.
pub(crate) fn cases() -> Vec<Inst> {
    let mut c = Vec::new();
    for &op in Sop2::ALL.iter().filter(|o| !o.gfx8_only()) {
        let w = op.shape();
        c.push(Inst::Sop2 {
            op,
            dst: opt(w.dst, 0),
            src0: s(4, w.src0),
            src1: s(8, w.src1),
        });
    }
    c.push(Inst::Sop2 {
        op: Sop2::AddU32,
        dst: s(0, 1),
        src0: s(1, 1),
        src1: Operand::imm(64),
    });
    c.push(Inst::Sop2 {
        op: Sop2::AndB32,
        dst: s(3, 1),
        src0: Operand::imm(0x1234_5678),
        src1: Operand::VCC_HI,
    });
    c.push(Inst::Sop2 {
        op: Sop2::AndB64,
        dst: Operand::EXEC,
        src0: Operand::EXEC,
        src1: Operand::VCC,
    });
    c.push(Inst::Sop2 {
        op: Sop2::LshlB32,
        dst: Operand::M0,
        src0: Operand::imm(-16i32 as u32),
        src1: Operand::f32(0.5),
    });
    for &op in Sop1::ALL.iter().filter(|o| !o.gfx8_only()) {
        let w = op.shape();
        c.push(Inst::Sop1 {
            op,
            dst: opt(w.dst, 0),
            src0: opt(w.src0, 4),
        });
    }
    c.push(Inst::Sop1 {
        op: Sop1::MovB32,
        dst: Operand::M0,
        src0: s(0, 1),
    });
    c.push(Inst::Sop1 {
        op: Sop1::MovB32,
        dst: Operand::EXEC_LO,
        src0: Operand::f32(1.0),
    });
    c.push(Inst::Sop1 {
        op: Sop1::MovB32,
        dst: s(7, 1),
        src0: Operand::imm(0xDEAD_BEEF),
    });
    c.push(Inst::Sop1 {
        op: Sop1::MovB32,
        dst: s(0, 1),
        src0: Operand::ttmp(0, 1).unwrap(),
    });
    c.push(Inst::Sop1 {
        op: Sop1::MovB64,
        dst: s(0, 2),
        src0: Operand::FLAT_SCRATCH,
    });
    c.push(Inst::Sop1 {
        op: Sop1::MovB64,
        dst: Operand::EXEC,
        src0: s(2, 2),
    });
    c.push(Inst::Sop1 {
        op: Sop1::SetpcB64,
        dst: Operand::ZERO,
        src0: Operand::VCC,
    });
    // Every range over the scalar special registers that decoding accepts:
    // the named pairs and the aligned trap-temporary ranges.
    for code in 104..=127 {
        if let Some(pair) = Operand::from_code(code, 2, 0) {
            c.push(Inst::Sop1 {
                op: Sop1::MovB64,
                dst: pair,
                src0: s(2, 2),
            });
            c.push(Inst::Sop1 {
                op: Sop1::MovB64,
                dst: s(2, 2),
                src0: pair,
            });
        }
        for (op, dwords) in [(Smrd::LoadDwordx4, 4), (Smrd::LoadDwordx8, 8)] {
            if let Some(dst) = Operand::from_code(code, dwords, 0) {
                c.push(Inst::Smrd {
                    op,
                    dst,
                    base: s(0, 2),
                    offset: SmrdOffset::Imm(0),
                    glc: false,
                });
            }
        }
    }
    for &op in Sopk::ALL {
        let dst = match op.shape() {
            SopkForm::Fork => s(2, 2),
            SopkForm::SetregImm32 => Operand::imm(0x1234_5678),
            _ => s(0, 1),
        };
        c.push(Inst::Sopk {
            op,
            dst,
            imm: 0x1234,
        });
    }
    // Hardware-register fields: each id whole and as a bit field, then
    // offsets and sizes; the values of s_setreg_imm32_b32.
    for id in 0..16 {
        for imm in [0xF800 | id, 0x0800 | id, 0x1041 | id] {
            c.push(Inst::Sopk {
                op: Sopk::GetregB32,
                dst: s(5, 1),
                imm,
            });
        }
    }
    for imm in [0xF841, 0x0041, 0xFFFF, 0x7C0] {
        c.push(Inst::Sopk {
            op: Sopk::SetregB32,
            dst: Operand::M0,
            imm,
        });
    }
    for value in [0, 5, 64, 65, 0xFFFF_FFFF, 0xFFFF_FFF0, 0xFFFF_FFEF] {
        c.push(Inst::Sopk {
            op: Sopk::SetregImm32B32,
            dst: Operand::imm(value),
            imm: 0xF801,
        });
    }
    for (dst, imm) in [(Operand::VCC, 5), (s(4, 2), 0xFFFF), (s(100, 2), 0x8000)] {
        c.push(Inst::Sopk {
            op: Sopk::CbranchIFork,
            dst,
            imm,
        });
    }
    c.push(Inst::Sopk {
        op: Sopk::MovkI32,
        dst: s(9, 1),
        imm: 5,
    });
    for &op in Sopc::ALL.iter().filter(|o| !o.gfx8_only()) {
        let w = op.shape();
        c.push(Inst::Sopc {
            op,
            src0: s(0, w.src0),
            src1: s(2, w.src1),
        });
    }
    c.push(Inst::Sopc {
        op: Sopc::CmpEqU32,
        src0: Operand::imm(1000),
        src1: s(1, 1),
    });
    for &op in Sopp::ALL.iter().filter(|o| !o.gfx8_only()) {
        let imm = match op.shape() {
            SoppImm::None => 0,
            SoppImm::Count => 3,
            SoppImm::Branch => -3i16 as u16,
            SoppImm::Waitcnt => Waitcnt::ALL_ZERO.0,
            SoppImm::Message => 0x22,
            SoppImm::GprIdx => 9,
        };
        c.push(Inst::Sopp { op, imm });
    }
    // Counts past the inline integers (LLVM writes them in hex).
    for imm in [64, 65, 0x8000, 0xFFFF] {
        c.push(Inst::Sopp {
            op: Sopp::Setkill,
            imm,
        });
        c.push(Inst::Sopp { op: Sopp::Nop, imm });
    }
    // Every message id with every operation (stream 0), the streams of the
    // GS messages, and bits outside the fields.
    for id in 0..16 {
        for op in 0..8 {
            c.push(Inst::Sopp {
                op: Sopp::Sendmsg,
                imm: op << 4 | id,
            });
        }
    }
    for imm in [
        0x122, 0x232, 0x313, 0x303, 0x201, 0x10F, 0x380, 0x3FF, 0x400, 0xFFFF,
    ] {
        c.push(Inst::Sopp {
            op: Sopp::Sendmsg,
            imm,
        });
        c.push(Inst::Sopp {
            op: Sopp::Sendmsghalt,
            imm,
        });
    }
    for w in [
        Waitcnt::NONE,
        Waitcnt::VM_ZERO,
        Waitcnt::LGKM_ZERO,
        Waitcnt::new(Some(3), None, None).unwrap(),
        Waitcnt::new(None, Some(1), Some(2)).unwrap(),
        Waitcnt::new(Some(15), Some(0), None).unwrap(),
    ] {
        c.push(Inst::Sopp {
            op: Sopp::Waitcnt,
            imm: w.0,
        });
    }
    c.push(Inst::Sopp {
        op: Sopp::Branch,
        imm: 0x7FFF,
    });
    for &op in Smrd::ALL.iter().filter(|o| !o.gfx8_only()) {
        let sh = op.shape();
        let (base, offset) = match sh.base {
            0 => (Operand::ZERO, SmrdOffset::Imm(0)),
            2 => (s(2, 2), SmrdOffset::dwords(4)),
            _ => (s(4, 4), SmrdOffset::dwords(4)),
        };
        c.push(Inst::Smrd {
            op,
            dst: opt(sh.dst, 16),
            base,
            offset,
            glc: false,
        });
    }
    for dst in [Operand::VCC, Operand::ttmp(2, 2).unwrap(), s(102, 2)] {
        c.push(Inst::Smrd {
            op: Smrd::Memtime,
            dst,
            base: Operand::ZERO,
            offset: SmrdOffset::Imm(0),
            glc: false,
        });
    }
    for offset in [
        SmrdOffset::dwords(0),
        SmrdOffset::dwords(0xFF),
        SmrdOffset::dwords(0x100),
        SmrdOffset::dwords(0x12345),
        SmrdOffset::Sgpr(s(5, 1)),
    ] {
        c.push(Inst::Smrd {
            op: Smrd::LoadDword,
            dst: s(0, 1),
            base: s(0, 2),
            offset,
            glc: false,
        });
    }
    c.push(Inst::Smrd {
        op: Smrd::BufferLoadDwordx2,
        dst: s(10, 2),
        base: s(12, 4),
        offset: SmrdOffset::Sgpr(Operand::M0),
        glc: false,
    });
    for &op in Vop1::ALL.iter().filter(|o| !o.gfx8_only()) {
        let w = op.widths();
        let (dst, src0) = match op.shape() {
            VShape::ScalarDst => (s(0, 1), v(1, 1)),
            VShape::Nothing => (Operand::ZERO, Operand::ZERO),
            _ => (v(0, w.dst), v(w.dst, w.src[0])),
        };
        c.push(Inst::Vop1 { op, dst, src0 });
    }
    for src0 in [
        s(4, 1),
        Operand::imm(64),
        Operand::imm(65),
        Operand::imm(-1i32 as u32),
        Operand::imm(0xFFFF_FFEF),
        Operand::f32(-4.0),
        Operand::f32(3.5),
        Operand::VCC_LO,
        Operand::EXEC_HI,
        Operand::M0,
        Operand::SCC,
        Operand::VCCZ,
        Operand::EXECZ,
        v(255, 1),
    ] {
        c.push(Inst::Vop1 {
            op: Vop1::MovB32,
            dst: v(3, 1),
            src0,
        });
    }
    for &op in Vop2::ALL.iter().filter(|o| !o.gfx8_only()) {
        c.push(match op.shape() {
            VShape::Madk => Inst::Madk {
                op,
                dst: v(0, 1),
                src0: v(1, 1),
                src1: v(2, 1),
                k: 0x4120_0000,
            },
            VShape::Readlane => Inst::Vop2 {
                op,
                dst: s(0, 1),
                src0: v(1, 1),
                src1: s(2, 1),
            },
            VShape::Writelane => Inst::Vop2 {
                op,
                dst: v(0, 1),
                src0: s(1, 1),
                src1: Operand::imm(5),
            },
            _ => Inst::Vop2 {
                op,
                dst: v(0, 1),
                src0: v(1, 1),
                src1: v(2, 1),
            },
        });
    }
    c.push(Inst::Vop2 {
        op: Vop2::MulF32,
        dst: v(0, 1),
        src0: Operand::f32(core::f32::consts::PI),
        src1: v(1, 1),
    });
    c.push(Inst::Vop2 {
        op: Vop2::CvtPkrtzF16F32,
        dst: v(0, 1),
        src0: s(1, 1),
        src1: v(2, 1),
    });
    c.push(Inst::Vop2 {
        op: Vop2::AddI32,
        dst: v(7, 1),
        src0: Operand::imm(100),
        src1: v(8, 1),
    });
    for &op in Vopc::ALL.iter().filter(|o| !o.gfx8_only()) {
        let w = op.shape();
        c.push(Inst::Vopc {
            op,
            src0: v(0, w.src0),
            src1: v(w.src0, w.src1),
        });
    }
    c.push(Inst::Vopc {
        op: Vopc::CmpEqU32,
        src0: Operand::imm(5),
        src1: v(1, 1),
    });
    c.push(Inst::Vopc {
        op: Vopc::CmpGtF32,
        src0: Operand::f32(10.0),
        src1: v(1, 1),
    });
    let z = Operand::ZERO;
    c.extend(vop3_every_opcode().into_iter().map(Inst::Vop3));
    c.push(vop3(
        Vop3Op::Vopc(Vopc::CmpLtF32),
        Operand::VCC,
        [v(0, 1), v(1, 1), z],
    ));
    c.push(vop3(
        Vop3Op::Vopc(Vopc::CmpEqU32),
        s(0, 2),
        [Operand::imm(5), v(1, 1), z],
    ));
    let mul = Vop3Op::Vop2(Vop2::MulF32);
    let mad = Vop3Op::Vop3(Vop3::MadF32);
    c.push(Inst::Vop3(Vop3Inst {
        neg: 1,
        abs: 2,
        clamp: true,
        omod: 1,
        ..Vop3Inst::new(mul, v(0, 1), [v(1, 1), v(2, 1), z])
    }));
    c.push(Inst::Vop3(Vop3Inst {
        neg: 1,
        abs: 1,
        omod: 3,
        ..Vop3Inst::new(mad, v(0, 1), [v(1, 1), v(2, 1), v(3, 1)])
    }));
    c.push(Inst::Vop3(Vop3Inst {
        neg: 6,
        omod: 2,
        ..Vop3Inst::new(mad, v(9, 1), [s(1, 1), v(2, 1), Operand::f32(1.0)])
    }));
    c.push(Inst::Vop3(Vop3Inst {
        abs: 4,
        clamp: true,
        ..Vop3Inst::new(mad, v(0, 1), [v(1, 1), Operand::f32(1.0), s(3, 1)])
    }));
    c.push(vop3(
        Vop3Op::Vop2(Vop2::CvtPkrtzF16F32),
        v(0, 1),
        [s(1, 1), v(2, 1), z],
    ));
    c.push(vop3(
        Vop3Op::Vop1(Vop1::MovB32),
        v(0, 1),
        [Operand::imm(7), z, z],
    ));
    for (op, src) in [
        (Vintrp::P1F32, InterpSrc::Vgpr(0)),
        (Vintrp::P2F32, InterpSrc::Vgpr(1)),
        (Vintrp::MovF32, InterpSrc::P10),
        (Vintrp::MovF32, InterpSrc::P20),
        (Vintrp::MovF32, InterpSrc::P0),
    ] {
        for (attr, chan) in [(0, 0), (3, 1), (31, 3), (63, 2)] {
            c.push(Inst::Vintrp {
                op,
                dst: 2,
                src,
                attr,
                chan,
            });
        }
    }
    let buf =
        |op: Mubuf, vaddr: Operand, soffset: Operand, offset: u16, flags: MubufFlags| Inst::Mubuf {
            op,
            buf: buf_operands(op.shape().data, vaddr, soffset, offset, flags),
        };
    for &op in Mubuf::ALL.iter().filter(|o| !o.gfx8_only()) {
        if op.shape().data == 0 {
            c.push(Inst::Mubuf {
                op,
                buf: BufOperands {
                    data: z,
                    vaddr: z,
                    srsrc: z,
                    soffset: z,
                    offset: 0,
                    flags: MubufFlags::default(),
                },
            });
        } else {
            c.push(buf(op, v(4, 1), z, 0, MubufFlags::IDXEN));
        }
    }
    let f = MubufFlags::default();
    c.push(buf(Mubuf::LoadFormatXy, v(4, 1), z, 8, MubufFlags::IDXEN));
    c.push(buf(
        Mubuf::LoadFormatX,
        v(4, 1),
        s(3, 1),
        4095,
        MubufFlags {
            glc: true,
            slc: true,
            ..MubufFlags::IDXEN
        },
    ));
    c.push(buf(
        Mubuf::LoadFormatX,
        v(4, 1),
        z,
        4,
        MubufFlags {
            glc: true,
            slc: true,
            tfe: true,
            ..MubufFlags::IDXEN
        },
    ));
    c.push(buf(
        Mubuf::LoadDword,
        v(4, 1),
        z,
        4,
        MubufFlags { offen: true, ..f },
    ));
    c.push(buf(
        Mubuf::LoadDword,
        v(4, 2),
        s(4, 1),
        0,
        MubufFlags {
            offen: true,
            idxen: true,
            ..f
        },
    ));
    c.push(buf(
        Mubuf::LoadDword,
        v(4, 2),
        z,
        0,
        MubufFlags { addr64: true, ..f },
    ));
    c.push(buf(Mubuf::LoadDword, v(0, 1), z, 0, f));
    c.push(buf(
        Mubuf::StoreDword,
        v(4, 1),
        Operand::M0,
        16,
        MubufFlags { offen: true, ..f },
    ));
    c.push(buf(
        Mubuf::LoadFormatXyzw,
        v(4, 1),
        Operand::f32(1.0),
        0,
        MubufFlags::IDXEN,
    ));
    c.extend(mtbuf_cases());
    c.extend(ds_cases());
    c.extend(flat_cases());
    let exp = |target, en, src, done, compr, vm| Inst::Exp {
        target,
        en,
        src,
        done,
        compr,
        vm,
    };
    c.push(exp(
        ExpTarget::Pos(0),
        0xF,
        [0, 1, 2, 3],
        true,
        false,
        false,
    ));
    c.push(exp(
        ExpTarget::Pos(3),
        0xF,
        [0, 1, 2, 3],
        true,
        false,
        false,
    ));
    c.push(exp(
        ExpTarget::Param(0),
        0xF,
        [4, 5, 6, 7],
        false,
        false,
        false,
    ));
    c.push(exp(
        ExpTarget::Param(31),
        0xF,
        [0, 1, 2, 3],
        false,
        false,
        false,
    ));
    c.push(exp(ExpTarget::Mrt(0), 0xF, [0, 1, 0, 0], true, true, true));
    c.push(exp(
        ExpTarget::Mrt(7),
        0b0101,
        [0, 0, 1, 0],
        false,
        false,
        false,
    ));
    c.push(exp(
        ExpTarget::Mrtz,
        0b0001,
        [0, 0, 0, 0],
        true,
        false,
        false,
    ));
    c.push(exp(ExpTarget::Null, 0, [0, 0, 0, 0], true, false, true));
    c.push(exp(
        ExpTarget::Mrt(1),
        0xF,
        [8, 9, 10, 11],
        true,
        false,
        true,
    ));
    c.extend(mimg_cases());
    c
}

/// Buffer operands with `data_dwords` of data in `v[0..]` and the V# in
/// `s[8:11]`.
fn buf_operands(
    data_dwords: u8,
    vaddr: Operand,
    soffset: Operand,
    offset: u16,
    flags: MubufFlags,
) -> BufOperands {
    BufOperands {
        data: v(0, data_dwords),
        vaddr,
        srsrc: s(8, 4),
        soffset,
        offset,
        flags,
    }
}

/// A typed buffer instruction with its data in `v[0..]` and the V# in
/// `s[8:11]`.
fn tbuf(
    op: Mtbuf,
    vaddr: Operand,
    soffset: Operand,
    offset: u16,
    flags: MubufFlags,
    dfmt: BufDataFormat,
    nfmt: BufNumFormat,
) -> Inst {
    Inst::Mtbuf {
        op,
        buf: buf_operands(op.shape().data, vaddr, soffset, offset, flags),
        dfmt,
        nfmt,
    }
}

/// Every typed buffer opcode, every data and number format, and the
/// addressing, offset and cache flag forms.
fn mtbuf_cases() -> Vec<Inst> {
    let (z, f) = (Operand::ZERO, MubufFlags::default());
    let (d32, float) = (
        BufDataFormat::BUF_DATA_FORMAT_32,
        BufNumFormat::BUF_NUM_FORMAT_FLOAT,
    );
    let mut c = Vec::new();
    for &op in Mtbuf::ALL.iter().filter(|o| !o.gfx8_only()) {
        c.push(tbuf(op, v(4, 1), z, 0, MubufFlags::IDXEN, d32, float));
        c.push(tbuf(
            op,
            v(4, 2),
            s(3, 1),
            8,
            MubufFlags { addr64: true, ..f },
            d32,
            float,
        ));
    }
    for &dfmt in BufDataFormat::ALL {
        for &nfmt in BufNumFormat::ALL {
            c.push(tbuf(Mtbuf::LoadFormatX, v(0, 1), s(3, 1), 0, f, dfmt, nfmt));
        }
    }
    let all = MubufFlags {
        offen: true,
        glc: true,
        slc: true,
        tfe: true,
        ..f
    };
    let both = MubufFlags {
        idxen: true,
        offen: true,
        ..f
    };
    c.push(tbuf(
        Mtbuf::LoadFormatXyzw,
        v(4, 1),
        z,
        4095,
        all,
        d32,
        float,
    ));
    c.push(tbuf(
        Mtbuf::StoreFormatXy,
        v(4, 2),
        Operand::M0,
        16,
        both,
        d32,
        float,
    ));
    c.push(tbuf(
        Mtbuf::LoadFormatXyz,
        v(255, 1),
        Operand::f32(1.0),
        1,
        MubufFlags { offen: true, ..f },
        d32,
        float,
    ));
    c.push(tbuf(
        Mtbuf::StoreFormatX,
        v(0, 1),
        Operand::imm(-16i32 as u32),
        0,
        f,
        d32,
        float,
    ));
    c.push(tbuf(
        Mtbuf::LoadFormatX,
        v(0, 1),
        Operand::VCC_LO,
        0,
        MubufFlags { glc: true, ..f },
        d32,
        float,
    ));
    c
}

/// A `DS` instruction with each register operand the opcode has at its own
/// place (`vdst` from `v1`, `addr` `v10`, `data0` `v20`, `data1` `v30`).
fn ds(op: Ds, offset: u16, gds: bool) -> Inst {
    let sh = op.shape();
    let reg = |first, n| if n == 0 { Operand::ZERO } else { v(first, n) };
    Inst::Ds(DsInst {
        op,
        vdst: reg(1, sh.vdst),
        addr: reg(10, u8::from(sh.addr)),
        data0: reg(20, sh.data0),
        data1: reg(30, sh.data1),
        offset,
        gds,
    })
}

/// Swizzle patterns of each kind LLVM names (`QUAD_PERM`, `SWAP`,
/// `REVERSE`, `BROADCAST`, `BITMASK_PERM`, a plain number) that its text
/// gives back, and then a spread of every kind, exact or not.
fn swizzle_offsets() -> (Vec<u16>, Vec<u16>) {
    let exact = vec![
        0x8000, 0x80E4, 0x801B, 0x80FF, 0x041F, 0x081F, 0x101F, 0x201F, 0x401F, 0x0C1F, 0x1C1F,
        0x3C1F, 0x7C1F, 0x0020, 0x003C, 0x0515, 0x001E, 0x0010, 0x0001, 0x0401, 0x0200, 0x9000,
        0xFFFF, 0x8100, 0x0015,
    ];
    // A multiplicative walk over the 16-bit space (odd step: all distinct).
    let spread = (0..400u32)
        .map(|i| (i.wrapping_mul(0x9E37) & 0xFFFF) as u16)
        .collect();
    (exact, spread)
}

/// Every `DS` opcode with its operands, then with a non-zero offset of its
/// kind and `gds`, then the register and offset extremes.
fn ds_cases() -> Vec<Inst> {
    let mut c = Vec::new();
    for &op in Ds::ALL.iter().filter(|o| !o.gfx8_only()) {
        let sh = op.shape();
        c.push(ds(op, 0, sh.gds_only));
        match sh.offset {
            DsOffset::None => {}
            DsOffset::Bytes => {
                c.push(ds(op, 65535, true));
                c.push(ds(op, 1, sh.gds_only));
            }
            DsOffset::Pair => {
                c.push(ds(op, DsInst::offsets(255, 1), true));
                c.push(ds(op, DsInst::offsets(0, 7), false));
                c.push(ds(op, DsInst::offsets(3, 0), false));
            }
            DsOffset::Swizzle => {
                for offset in swizzle_offsets().0 {
                    c.push(ds(op, offset, false));
                }
                c.push(ds(op, 0x80E4, true));
            }
        }
    }
    let at = |op: Ds, vdst: Operand, addr: Operand, data0: Operand, data1: Operand| {
        Inst::Ds(DsInst {
            op,
            vdst,
            addr,
            data0,
            data1,
            offset: 0,
            gds: false,
        })
    };
    let z = Operand::ZERO;
    c.extend([
        at(Ds::ReadB128, v(252, 4), v(255, 1), z, z),
        at(Ds::ReadB96, v(0, 3), v(0, 1), z, z),
        at(Ds::WriteB128, z, v(0, 1), v(252, 4), z),
        at(Ds::Write2B64, z, v(255, 1), v(0, 2), v(254, 2)),
        at(Ds::Wrxchg2st64RtnB64, v(252, 4), v(3, 1), v(3, 2), v(3, 2)),
        at(Ds::CmpstRtnB32, v(7, 1), v(7, 1), v(7, 1), v(7, 1)),
        at(Ds::Condxchg32RtnB64, v(254, 2), v(1, 1), v(5, 2), z),
    ]);
    c
}

/// A `FLAT` instruction with the registers it uses (`vdst` from `v1`, the
/// address `v[10:11]`, `data` from `v20`) and `Operand::ZERO` elsewhere.
fn flat(op: Flat, glc: bool, slc: bool) -> Inst {
    let mut inst = FlatInst {
        op,
        vdst: Operand::ZERO,
        addr: v(10, 2),
        data: Operand::ZERO,
        glc,
        slc,
        tfe: false,
    };
    let (vdst, data) = (inst.vdst_dwords(), op.shape().data);
    if vdst > 0 {
        inst.vdst = v(1, vdst);
    }
    if data > 0 {
        inst.data = v(20, data);
    }
    Inst::Flat(inst)
}

/// Every `FLAT` opcode (each atomic with and without `glc`, the returning
/// form), with `glc` and `slc`, and the register extremes.
fn flat_cases() -> Vec<Inst> {
    let mut c = Vec::new();
    for &op in Flat::ALL {
        c.push(flat(op, false, false));
        c.push(flat(op, true, false));
        c.push(flat(op, true, true));
        c.push(flat(op, false, true));
    }
    let z = Operand::ZERO;
    let at = |op, vdst, addr, data, glc| {
        Inst::Flat(FlatInst {
            op,
            vdst,
            addr,
            data,
            glc,
            slc: false,
            tfe: false,
        })
    };
    c.extend([
        at(Flat::LoadDwordx4, v(252, 4), v(254, 2), z, false),
        at(Flat::LoadDword, v(255, 1), v(0, 2), z, false),
        at(Flat::StoreDwordx3, z, v(1, 2), v(253, 3), false),
        at(Flat::AtomicCmpswapX2, v(254, 2), v(254, 2), v(252, 4), true),
        at(Flat::AtomicAdd, v(7, 1), v(7, 2), v(7, 1), true),
    ]);
    c
}

/// Every opcode once in its 64-bit form, without modifiers.
fn vop3_every_opcode() -> Vec<Vop3Inst> {
    let z = Operand::ZERO;
    let mut c = Vec::new();
    // The sources after the destination, one after another.
    let regs = |w: VWidths| {
        let mut at = w.dst.max(1);
        w.src.map(|n| {
            let r = if n == 0 { z } else { v(at, n) };
            at += n;
            r
        })
    };
    for &op in Vop3::ALL.iter().filter(|o| !o.gfx8_only()) {
        let w = op.shape();
        let inst = Vop3Inst::new(Vop3Op::Vop3(op), v(0, w.dst), regs(w));
        if op.is_vop3b() {
            c.push(Vop3Inst {
                sdst: s(4, 2),
                ..inst
            });
        } else {
            c.push(inst);
        }
    }
    for &op in Vop1::ALL.iter().filter(|o| !o.gfx8_only()) {
        if matches!(op.shape(), VShape::ScalarDst | VShape::Nothing) {
            // LLVM has no 64-bit form of v_readfirstlane_b32, and prints
            // v_nop_e64 and v_clrexcp_e64 bare (their 32-bit text).
            continue;
        }
        let w = op.widths();
        c.push(Vop3Inst::new(Vop3Op::Vop1(op), v(0, w.dst), regs(w)));
    }
    for &op in Vop2::ALL.iter().filter(|o| !o.gfx8_only()) {
        let inst = match op.shape() {
            // LLVM has no 64-bit form of these ("e64 variant of this
            // instruction is not supported").
            VShape::Readlane | VShape::Writelane | VShape::Madk => continue,
            VShape::Cndmask => {
                Vop3Inst::new(Vop3Op::Vop2(op), v(0, 1), [v(1, 1), v(2, 1), s(4, 2)])
            }
            VShape::CarryOut => Vop3Inst {
                sdst: s(4, 2),
                ..Vop3Inst::new(Vop3Op::Vop2(op), v(0, 1), [v(1, 1), v(2, 1), z])
            },
            VShape::CarryInOut => Vop3Inst {
                sdst: s(4, 2),
                ..Vop3Inst::new(Vop3Op::Vop2(op), v(0, 1), [v(1, 1), v(2, 1), s(6, 2)])
            },
            _ => Vop3Inst::new(Vop3Op::Vop2(op), v(0, 1), [v(1, 1), v(2, 1), z]),
        };
        c.push(inst);
    }
    for &op in Vopc::ALL.iter().filter(|o| !o.gfx8_only()) {
        let w = op.shape();
        c.push(Vop3Inst::new(
            Vop3Op::Vopc(op),
            s(4, 2),
            [v(0, w.src0), s(2, w.src1), z],
        ));
    }
    c
}

/// Every image opcode with its 2D address (what decoding gives back), then
/// the flags, channel masks, registers and other address widths.
fn mimg_cases() -> Vec<Inst> {
    let img = |op: Mimg, dmask: u8, flags: MimgFlags, vaddr: Operand, srsrc: u8, ssamp: u8| {
        Inst::Mimg(MimgInst {
            op,
            data: v(0, op.data_dwords(dmask, flags)),
            vaddr,
            srsrc: s(srsrc, 8),
            ssamp: if op.shape().sampler {
                s(ssamp, 4)
            } else {
                Operand::ZERO
            },
            dmask,
            flags,
        })
    };
    let f = MimgFlags::default();
    let mut c = Vec::new();
    for &op in Mimg::ALL {
        let dmask = match op.shape() {
            sh if sh.gather => 0x8,
            sh if sh.atomic => 0x3,
            _ => 0xF,
        };
        c.push(img(op, dmask, f, v(2, op.addr_dwords(false)), 0, 8));
        let da = MimgFlags { da: true, ..f };
        let dmask = if pairs(op) { 0x3 } else { 0x1 };
        c.push(img(op, dmask, da, v(4, op.addr_dwords(true)), 4, 12));
    }
    let all = MimgFlags {
        unorm: true,
        glc: true,
        slc: true,
        r128: false,
        tfe: true,
        lwe: true,
        da: false,
        d16: false,
    };
    let r128 = MimgFlags { r128: true, ..f };
    let tfe = MimgFlags { tfe: true, ..f };
    let glc = MimgFlags { glc: true, ..f };
    #[rustfmt::skip]
    let forms = [
        (Mimg::Sample, 0x5, all, 2, 0, 8),
        (Mimg::Sample, 0xF, r128, 2, 0, 8),
        (Mimg::Sample, 0x0, f, 2, 96, 96),
        (Mimg::Gather4, 0x2, tfe, 2, 0, 8),
        (Mimg::Store, 0x3, glc, 2, 8, 0),
    ];
    for (op, dmask, flags, addr, t, smp) in forms {
        c.push(img(op, dmask, flags, v(2, addr), t, smp));
    }
    c.push(img(Mimg::Sample, 0xA, f, v(255, 1), 4, 100));
    // Address widths other than the 2D one (they decode as the 2D width).
    c.push(img(Mimg::Sample, 0xF, f, v(2, 1), 0, 8));
    c.push(img(Mimg::Sample, 0xF, f, v(2, 4), 0, 8));
    c.push(img(Mimg::SampleCL, 0x1, f, v(2, 3), 0, 8));
    c.push(img(Mimg::GetResinfo, 0xF, f, v(2, 4), 0, 8));
    c
}

/// One line of `llvm-mc -show-encoding` output: text and dwords.
pub(crate) fn parse_llvm(line: &str) -> Option<(String, Vec<u32>)> {
    let (text, enc) = line.split_once("; encoding: [")?;
    let bytes: Vec<u8> = enc
        .trim_end_matches(']')
        .split(',')
        .map(|b| u8::from_str_radix(b.trim().trim_start_matches("0x"), 16).unwrap())
        .collect();
    let words = bytes
        .chunks(4)
        .map(|c| u32::from_le_bytes(c.try_into().unwrap()))
        .collect();
    Some((text.trim().to_string(), words))
}

/// Runs `llvm-mc-14` on `lines`: whether it succeeded, its stdout and its
/// stderr, or `None` when it is not installed.
fn run_llvm_mc(lines: &[String]) -> Option<(bool, String, String)> {
    run_llvm_mc_for("bonaire", lines)
}

/// [`run_llvm_mc`] for `-mcpu=cpu`.
fn run_llvm_mc_for(cpu: &str, lines: &[String]) -> Option<(bool, String, String)> {
    let mcpu = format!("-mcpu={cpu}");
    run_llvm_mc_with(&["-arch=amdgcn", &mcpu, "-show-encoding"], lines)
}

/// Runs `llvm-mc-14 args` on `lines`, as [`run_llvm_mc`] does.
fn run_llvm_mc_with(args: &[&str], lines: &[String]) -> Option<(bool, String, String)> {
    use std::io::Write as _;
    let child = Command::new("llvm-mc-14")
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn();
    // Absent is a skip; present but failing to start is a failure.
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
    let stdout = String::from_utf8(out.stdout).unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    Some((out.status.success(), stdout, stderr))
}

/// The lines of `llvm-mc` output that carry an encoding.
fn encoded_lines(stdout: &str) -> Vec<String> {
    stdout
        .lines()
        .filter(|l| l.contains("; encoding:"))
        .map(|l| l.trim().to_string())
        .collect()
}

/// Assembles `lines` with `llvm-mc-14 -mcpu=cpu`, or `None` when it is not
/// installed.
fn llvm_mc_for(cpu: &str, lines: &[String]) -> Option<Vec<String>> {
    let (ok, stdout, stderr) = run_llvm_mc_for(cpu, lines)?;
    assert!(
        ok && stderr.trim().is_empty(),
        "llvm-mc refused some of the crate's text:\n{stderr}"
    );
    Some(encoded_lines(&stdout))
}

/// Assembles each of `lines` with `llvm-mc-14 -mcpu=cpu`: per line, the
/// line it prints with the encoding, or the line with `; error: ...` when it
/// refuses it; `None` when it is not installed.
fn llvm_mc_each_for(cpu: &str, lines: &[String]) -> Option<Vec<String>> {
    let (_, stdout, stderr) = run_llvm_mc_for(cpu, lines)?;
    let mut errors = std::collections::HashMap::new();
    for l in stderr.lines() {
        let Some(rest) = l.strip_prefix("<stdin>:") else {
            continue;
        };
        let mut parts = rest.splitn(3, ':');
        let (Some(line), Some(_column), Some(message)) = (parts.next(), parts.next(), parts.next())
        else {
            continue;
        };
        if let Some(message) = message.trim().strip_prefix("error:") {
            errors.insert(line.parse::<usize>().unwrap(), message.trim().to_string());
        }
    }
    let mut encoded = encoded_lines(&stdout).into_iter();
    let out: Vec<String> = (1..=lines.len())
        .map(|n| match errors.get(&n) {
            Some(message) => format!("{:<39} ; error: {message}", lines[n - 1]),
            None => encoded.next().expect("one llvm-mc line per instruction"),
        })
        .collect();
    assert!(
        encoded.next().is_none(),
        "more llvm-mc lines than instructions"
    );
    Some(out)
}

/// What `llvm-mc-14` prints for `lines`, checked against (or, with
/// `GCN_REGEN=1`, written to) the committed file `name`; without LLVM, the
/// committed file.
fn llvm_reference(name: &str, lines: &[String], each: bool) -> Vec<String> {
    llvm_reference_for("bonaire", name, lines, each)
}

/// [`llvm_reference`] for `-mcpu=cpu`.
pub(crate) fn llvm_reference_for(
    cpu: &str,
    name: &str,
    lines: &[String],
    each: bool,
) -> Vec<String> {
    let expected_path = committed().join(name);
    let run = if each {
        llvm_mc_each_for(cpu, lines)
    } else {
        llvm_mc_for(cpu, lines)
    };
    match run {
        Some(lines) => {
            note(&format!(
                "isa: {} instructions checked against llvm-mc-14",
                lines.len()
            ));
            let file = lines.join("\n") + "\n";
            if std::env::var_os("GCN_REGEN").is_some_and(|v| v == "1") {
                std::fs::write(&expected_path, &file).unwrap();
            }
            let committed_text = std::fs::read_to_string(&expected_path).unwrap_or_default();
            assert!(
                committed_text == file,
                "{} is not what llvm-mc-14 prints for these instructions; rerun with GCN_REGEN=1 and review the diff",
                expected_path.display()
            );
            lines
        }
        None => {
            note(&format!(
                "isa: llvm-mc-14 not found; comparing against the committed tests/data/{name}"
            ));
            std::fs::read_to_string(&expected_path)
                .unwrap()
                .lines()
                .map(str::to_string)
                .collect()
        }
    }
}

fn hex(words: &[u32]) -> String {
    words
        .iter()
        .map(|w| format!("{w:08X}"))
        .collect::<Vec<_>>()
        .join(" ")
}

#[test]
fn every_form_matches_llvm() {
    let insts = cases();
    let ours: Vec<(String, Vec<u32>)> = insts
        .iter()
        .map(|i| {
            let mut buf = [0u32; 2];
            let n = i.encode(&mut buf).unwrap_or_else(|e| panic!("{i:?}: {e}"));
            (i.to_string(), buf[..n].to_vec())
        })
        .collect();
    let texts: Vec<String> = ours.iter().map(|(t, _)| t.clone()).collect();
    let reference = llvm_reference("isa/gfx7.txt", &texts, false);
    assert_eq!(
        reference.len(),
        ours.len(),
        "one llvm-mc line per instruction"
    );
    let mut failed = 0;
    for ((text, words), line) in ours.iter().zip(&reference) {
        let (llvm_text, llvm_words) = parse_llvm(line).unwrap();
        if *text != llvm_text || *words != llvm_words {
            failed += 1;
            eprintln!(
                "mismatch:\n  gcn : {text:<60} {}\n  llvm: {llvm_text:<60} {}",
                hex(words),
                hex(&llvm_words)
            );
        }
    }
    assert_eq!(
        failed,
        0,
        "{failed} of {} instructions differ from llvm-mc",
        ours.len()
    );
}

fn words(inst: &Inst) -> Vec<u32> {
    let mut buf = [0u32; 2];
    let n = inst
        .encode(&mut buf)
        .unwrap_or_else(|e| panic!("{inst:?}: {e}"));
    buf[..n].to_vec()
}

/// Each instruction encodes to its words, and the words decode to it.
fn assert_encodes_to(cases: impl IntoIterator<Item = (Inst, Vec<u32>)>) {
    for (inst, want) in cases {
        assert_eq!(words(&inst), want, "{inst}");
        assert_eq!(Inst::decode(&want), Ok((inst, want.len())));
    }
}

/// Compares each case with what `llvm-mc-14 -mcpu=bonaire` printed for its
/// text (one line a case in the committed `file`, or from llvm-mc itself). A
/// case llvm-mc assembled must print as llvm-mc printed it, encode to its
/// dwords, say its text is exact and pass `accepted(inst, dwords)`; a case it
/// refused must pass `refused(inst, the crate's result, the buffer after)`.
/// Some cases of each kind are required.
fn check_against_llvm(
    file: &str,
    cases: &[Inst],
    accepted: impl Fn(&Inst, &[u32]) -> bool,
    refused: impl Fn(&Inst, &Result<Vec<u32>, Error>, [u32; 2]) -> bool,
) {
    let texts: Vec<String> = cases.iter().map(Inst::to_string).collect();
    let reference = llvm_reference(file, &texts, true);
    assert_eq!(reference.len(), texts.len(), "one llvm-mc line per case");
    let (mut assembled, mut failed) = (0, 0);
    for ((inst, text), line) in cases.iter().zip(&texts).zip(&reference) {
        let mut out = [0xAAAA_AAAAu32; 2];
        let ours = inst.encode(&mut out).map(|n| out[..n].to_vec());
        let ok = match parse_llvm(line) {
            Some((llvm_text, want)) => {
                assembled += 1;
                llvm_text == *text
                    && ours.as_ref() == Ok(&want)
                    && inst.text_is_exact()
                    && accepted(inst, &want)
            }
            None => refused(inst, &ours, out),
        };
        if !ok {
            failed += 1;
            eprintln!("{text}: crate {ours:x?}, llvm-mc: {line}");
        }
    }
    assert_eq!(failed, 0, "{failed} of {} cases differ", cases.len());
    assert!(assembled > 0 && assembled < cases.len());
}

/// None of these words is an instruction.
fn assert_no_instruction(codes: &[&[u32]]) {
    for code in codes {
        assert!(
            matches!(Inst::decode(code), Err(Error::Unknown { .. })),
            "{code:x?}"
        );
    }
}

/// Words that decode to instructions whose text may not give them back:
/// every `VOP3` opcode with each modifier on each source, `clamp` and
/// `omod`; `exp` with bytes in disabled channels; literals that hold an
/// inline constant's value; immediates the syntax has no place for.
fn text_cases() -> Vec<Vec<u32>> {
    let mut c = Vec::new();
    for base in vop3_every_opcode() {
        let carry = base.op.is_vop3b();
        for i in 0..3 {
            c.push(Vop3Inst {
                neg: 1 << i,
                ..base
            });
            if !carry {
                c.push(Vop3Inst {
                    abs: 1 << i,
                    ..base
                });
            }
        }
        if !carry {
            c.push(Vop3Inst {
                clamp: true,
                ..base
            });
        }
        c.push(Vop3Inst { omod: 1, ..base });
    }
    let mad = Vop3Inst::new(
        Vop3Op::Vop3(Vop3::MadF32),
        v(0, 1),
        [v(1, 1), v(2, 1), v(3, 1)],
    );
    c.push(Vop3Inst {
        neg: 7,
        abs: 7,
        clamp: true,
        omod: 3,
        ..mad
    });
    c.push(Vop3Inst {
        neg: 1,
        abs: 1,
        src: [Operand::f32(-1.0), Operand::imm(-1i32 as u32), Operand::SCC],
        ..mad
    });
    c.push(Vop3Inst::new(
        Vop3Op::Vop1(Vop1::ReadfirstlaneB32),
        s(0, 1),
        [v(1, 1), Operand::ZERO, Operand::ZERO],
    ));
    let mut c: Vec<Vec<u32>> = c.iter().map(|i| words(&Inst::Vop3(*i))).collect();
    // v_mov_b32_e64 v0, v1 with NEG of source 1, which it does not read.
    c.push(vec![0xD302_0000, 0x8000_0101]);
    // v_cvt_f32_f16_e64 v0 from inline constants (LLVM reads the 16-bit
    // source's constant as a literal, which VOP3 has no room for), then
    // from an SGPR and a VGPR.
    for src in [0x80, 0x85, 0xC1, 0xD0, 0xF0, 0xF2, 0xF7, 0x05, 0x101] {
        c.push(vec![0xD316_0000, src]);
    }
    // exp: channel bytes with the channels off, then the packed forms.
    for (w0, w1) in [
        (0xF800_0000, 0x0403_0201),
        (0xF800_0000, 0),
        (0xF800_0001, 0x0000_0001),
        (0xF800_0001, 0x0000_0100),
        (0xF800_000E, 0x0302_0100),
        (0xF800_000E, 0x0302_0101),
        (0xF800_040F, 0x0000_0100),
        (0xF800_040F, 0x0403_0201),
        (0xF800_040F, 0x0400_0201),
        (0xF800_0403, 0x0000_0005),
        (0xF800_0403, 0x0000_0605),
        (0xF800_040C, 0x0000_0600),
        (0xF800_040C, 0x0000_0605),
        (0xF800_0401, 0x0000_0005),
        (0xF800_0404, 0x0000_0600),
        (0xF800_0400, 0),
    ] {
        c.push(vec![w0, w1]);
    }
    // SMRD offsets: the literal form with a value the 8-bit form holds.
    for (w0, w1) in [
        (0xC000_00FF, Some(0x10)),
        (0xC000_00FF, Some(0xFF)),
        (0xC000_00FF, Some(0x100)),
        (0xC000_0110, None),
    ] {
        c.push([w0].into_iter().chain(w1).collect());
    }
    // Literal dwords: s_mov_b32, s_mov_b64, s_lshl_b64 (a 32-bit second
    // source), s_add_u32 with the literal twice, v_mov_b32 and
    // v_cvt_f32_f16 (a 16-bit source).
    for lit in [
        5,
        0x40,
        0x41,
        0x3F80_0000,
        0xBF00_0000,
        0x3C00,
        0xFFFF,
        0xFFFF_FFFF,
        0xFFFF_FFF0,
        0xFFFF_FFEF,
    ] {
        c.push(vec![0xBE80_03FF, lit]);
        c.push(vec![0xBE80_04FF, lit]);
        c.push(vec![0x8F80_FF02, lit]);
        c.push(vec![0x7E00_02FF, lit]);
        // v_cvt_f32_f64_e32 v0 and v_cmp_lt_f64_e32 vcc, _, v[2:3]: a
        // 64-bit source (LLVM writes 0..=64 as the inline integer).
        c.push(vec![0x7E00_1EFF, lit]);
        c.push(vec![0x7C42_04FF, lit]);
    }
    // v_nop_e64 and v_clrexcp_e64: no operands (LLVM prints them bare, the
    // 32-bit text; the crate prints the `_e64` name, which assembles back).
    c.push(vec![0xD300_0000, 0]);
    c.push(vec![0xD382_0000, 0]);
    c.push(vec![0x8000_FFFF, 0x41]);
    c.push(vec![0x8000_FFFF, 5]);
    for lit in [
        0x3555, 0x3C00, 0xC400, 0x3800, 0x40, 0x41, 0xFFEF, 0xFFF0, 0xFFFF, 0x1_0000,
    ] {
        c.push(vec![0x7E00_16FF, lit]);
    }
    // ds_swizzle_b32 over a spread of patterns (a bit-mask pattern prints
    // as letters that may stand for other masks).
    for offset in swizzle_offsets().1 {
        c.push(words(&ds(Ds::SwizzleB32, offset, false)));
    }
    // DS register bytes in fields the opcode has no operand for (vdst of a
    // store, data of a load, any of ds_nop, addr of ds_append, data0 of
    // the ds_gws_* opcodes LLVM encodes the value in addr for), and
    // ds_nop with an offset or gds; then the same words with those bytes
    // clear.
    for (op, gds, junk) in [
        (Ds::WriteB32, false, 0x0500_0000),
        (Ds::ReadB32, false, 0x0003_0300),
        (Ds::ReadB32, false, 0x0000_0100),
        (Ds::AddSrc2U32, false, 0x0100_0000),
        (Ds::Append, false, 0x0000_0007),
        (Ds::GwsInit, true, 0x0000_0900),
        (Ds::GwsSemaV, true, 0x0101_0101),
        (Ds::Nop, false, 0x0000_0001),
        (Ds::Nop, false, 0),
    ] {
        let w = words(&ds(op, 0, gds));
        c.push(vec![w[0], w[1] | junk]);
        c.push(w);
    }
    // The GDS-only opcodes without GDS (llvm-mc-14 assembles
    // `ds_gws_init v10` as `ds_gws_init v10 gds`).
    for &op in Ds::ALL.iter().filter(|o| !o.gfx8_only()) {
        if op.shape().gds_only {
            c.push(words(&ds(op, 0, false)));
            c.push(words(&ds(op, 8, false)));
        }
    }
    // FLAT: tfe (no word for it in LLVM's gfx7 syntax), and registers in
    // the fields an opcode does not use; then the same words clear.
    for (op, glc, w1) in [
        (Flat::LoadDword, false, 1 << 23),
        (Flat::StoreDword, true, 1 << 23),
        (Flat::AtomicAdd, true, 1 << 23),
        (Flat::StoreDword, false, 0x0500_0000),
        (Flat::LoadDword, false, 0x0000_0300),
        (Flat::AtomicSwapX2, false, 0x0900_0000),
    ] {
        let w = words(&flat(op, glc, false));
        c.push(vec![w[0], w[1] | w1]);
        c.push(w);
    }
    let nop = words(&ds(Ds::Nop, 0, false));
    c.push(vec![nop[0] | 0x10, nop[1]]);
    c.push(vec![nop[0] | 1 << 17, nop[1]]);
    // v_madmk_f32 v0, K, K, v2 and v_writelane_b32 v0, lit, 6 with a
    // literal that has an inline constant (LLVM writes the constant), then
    // with one that has none.
    for lit in [5, 0x40, 0x3F80_0000, 0x4120_0000] {
        c.push(vec![0x4000_04FF, lit]);
        c.push(vec![0x0401_0CFF, lit]);
    }
    // s_setreg_imm32_b32 hwreg(HW_REG_MODE) with each value that prints as
    // an inline float (LLVM reads those as 0), and others.
    for value in [
        0x3F00_0000u32,
        0xBF00_0000,
        0x3F80_0000,
        0xBF80_0000,
        0x4000_0000,
        0xC000_0000,
        0x4080_0000,
        0xC080_0000,
        0x3F80_0001,
        7,
    ] {
        c.push(vec![0xBA80_F801, value]);
    }
    // s_endpgm, s_barrier, s_icache_inv and s_ttracedata with an
    // immediate; s_sendmsg with bits outside a named message's fields.
    for w in [
        0xBF81_0003,
        0xBF8A_0001,
        0xBF93_0001,
        0xBF96_0001,
        0xBF8C_FFFF,
        0xBF90_8022,
        0xBF90_00A2,
        0xBF91_0480,
        0xBF90_0400,
    ] {
        c.push(vec![w]);
    }
    c
}

#[test]
fn text_is_exact_says_whether_llvm_gives_the_words_back() {
    let cases = text_cases();
    let insts: Vec<Inst> = cases
        .iter()
        .map(|w| {
            let (inst, n) = Inst::decode(w).unwrap_or_else(|e| panic!("{w:x?}: {e}"));
            assert_eq!(n, w.len(), "{w:x?}");
            // Decoding keeps every bit: re-encoding gives the words back.
            assert_eq!(words(&inst), *w, "{inst}");
            inst
        })
        .collect();
    let texts: Vec<String> = insts.iter().map(Inst::to_string).collect();
    let reference = llvm_reference("isa/gfx7_text.txt", &texts, true);
    assert_eq!(reference.len(), texts.len(), "one llvm-mc line per case");
    let mut failed = 0;
    let mut inexact = 0;
    for ((inst, w), line) in insts.iter().zip(&cases).zip(&reference) {
        let back = parse_llvm(line).map(|(_, words)| words);
        let exact = back.as_ref() == Some(w);
        inexact += usize::from(!exact);
        if inst.text_is_exact() != exact {
            failed += 1;
            eprintln!(
                "text_is_exact() is {} for {inst} ({}); llvm-mc: {line}",
                inst.text_is_exact(),
                hex(w)
            );
        }
    }
    assert_eq!(failed, 0, "{failed} of {} cases", cases.len());
    assert!(inexact > 0 && inexact < cases.len());
    // Every form checked against llvm-mc above prints exactly.
    for inst in self::cases() {
        assert!(inst.text_is_exact(), "{inst}");
    }
}

#[test]
fn decoded_bits_the_text_drops_are_kept_and_reported() {
    for (w, text) in [
        // exp with VGPR bytes in disabled channels; packed, with bytes in
        // sources 2 and 3.
        (
            &[0xF800_0000, 0x0403_0201][..],
            "exp mrt0 off, off, off, off",
        ),
        (&[0xF800_040F, 0x0403_0201], "exp mrt0 v1, v1, v2, v2 compr"),
        // NEG of the source v_mov_b32 does not read.
        (&[0xD302_0000, 0x8000_0101], "v_mov_b32_e64 v0, v1"),
        // The literal form of an SMRD offset that fits in 8 bits.
        (&[0xC000_00FF, 0x10], "s_load_dword s0, s[0:1], 0x10"),
        // A literal 5: printed as LLVM prints it, which LLVM writes as the
        // inline constant.
        (&[0xBE80_03FF, 5], "s_mov_b32 s0, 5"),
    ] {
        let (inst, n) = Inst::decode(w).unwrap();
        assert_eq!((inst.to_string().as_str(), n), (text, w.len()));
        assert_eq!(words(&inst), w);
        assert!(!inst.text_is_exact(), "{text}");
    }
    let (imm, _) = Inst::decode(&[0xC000_0110]).unwrap();
    assert_eq!(imm.to_string(), "s_load_dword s0, s[0:1], 0x10");
    assert!(imm.text_is_exact());
}

#[test]
fn every_form_decodes_to_itself() {
    for inst in cases() {
        let mut buf = [0u32; 3];
        let n = inst.encode(&mut buf).unwrap();
        assert_eq!(inst.dwords(), Ok(n));
        let (back, used) = Inst::decode(&buf[..n]).unwrap_or_else(|e| panic!("{inst}: {e}"));
        assert_eq!(used, n, "{inst}");
        match inst {
            // The word does not hold the address width: decoding gives the
            // 2D one, with the same dwords.
            Inst::Mimg(m) if m.vaddr.dwords() != m.op.addr_dwords(m.flags.da) => {
                let mut again = [0u32; 2];
                assert_eq!(back.encode(&mut again), Ok(n), "{inst}");
                assert_eq!(again[..n], buf[..n], "{inst}");
            }
            _ => assert_eq!(back, inst, "{inst}"),
        }
        // A cut instruction is refused, never misread.
        if n == 2 {
            assert!(
                matches!(
                    Inst::decode(&buf[..1]),
                    Err(Error::Truncated {
                        needed: 2,
                        remaining: 1
                    })
                ),
                "{inst}"
            );
        }
    }
}

#[test]
fn decoding_refuses_words_it_would_not_reproduce() {
    // s_getpc_b64 with a non-zero source field: not what any assembler
    // writes, and the model could not give it back.
    assert_eq!(
        Inst::decode(&[0xBE80_1F01]),
        Err(Error::Unknown { word: 0xBE80_1F01 })
    );
    // MIMG: an opcode gfx7 lacks (6), a non-zero second dword above
    // SSAMP, an S# on an opcode without a sampler.
    for words in [
        [0xF018_0F00, 0x0040_0002],
        [0xF080_0F00, 0x0440_0002],
        [0xF000_0F00, 0x0040_0002],
    ] {
        assert!(
            matches!(Inst::decode(&words), Err(Error::Unknown { .. })),
            "{words:x?}"
        );
    }
    // The image_sample LLVM writes for the triangle frame's pixel shader.
    let (sample, n) = Inst::decode(&[0xF080_0F00, 0x0040_0002]).unwrap();
    assert_eq!(n, 2);
    assert_eq!(
        sample.to_string(),
        "image_sample v[0:3], v[2:3], s[0:7], s[8:11] dmask:0xf"
    );
    // An exp to a reserved target (10).
    assert!(matches!(
        Inst::decode(&[0xF800_00AF, 0]),
        Err(Error::Unknown { .. })
    ));
    // A VGPR range that runs past v255.
    assert!(matches!(
        Inst::decode(&[0xE00C_2000, 0x8002_FE00]),
        Err(Error::Unknown { .. })
    ));
    assert_eq!(
        Inst::decode(&[]),
        Err(Error::Truncated {
            needed: 1,
            remaining: 0
        })
    );
}

#[test]
fn scalar_ranges_are_aligned_named_registers() {
    // s_mov_b64 with SDST 107 (vcc_hi) would print as `vcc` (106); four
    // dwords from vcc_lo are no register LLVM can name; SGPR pairs and
    // trap-temporary ranges must be aligned (llvm-mc: "invalid register
    // alignment"); m0 and exec_hi start no pair.
    for words in [
        [0xBEEB_0480u32, 0],
        [0xC0B5_0100, 0],
        [0xBE81_0480, 0],
        [0xC083_0100, 0],
        [0xBEF1_0480, 0],
        [0xC0B9_0100, 0],
        [0xBEFC_0480, 0],
        [0xBEFF_0480, 0],
        [0xBE80_046B, 0],
        [0xD008_006B, 0x0000_0500],
    ] {
        assert_eq!(
            Inst::decode(&words),
            Err(Error::Unknown { word: words[0] }),
            "{words:x?}"
        );
    }
    let mut accepted = Vec::new();
    for code in 0..=127u16 {
        for dwords in [2u8, 4, 8, 16] {
            if let Some(op) = Operand::from_code(code, dwords, 0) {
                // The constructors make the same operand.
                let built = if code < 104 {
                    Operand::sgprs(code as u8, dwords)
                } else if (112..124).contains(&code) {
                    Operand::ttmp(code as u8 - 112, dwords)
                } else {
                    Ok(op)
                };
                assert_eq!(built, Ok(op), "{code} {dwords}");
                if code >= 104 {
                    accepted.push(op.to_string());
                }
            } else if code < 104 {
                assert!(Operand::sgprs(code as u8, dwords).is_err(), "{code}");
            } else if (112..124).contains(&code) {
                assert!(Operand::ttmp(code as u8 - 112, dwords).is_err(), "{code}");
            }
        }
    }
    assert_eq!(
        accepted,
        [
            "flat_scratch",
            "vcc",
            "tba",
            "tma",
            "ttmp[0:1]",
            "ttmp[0:3]",
            "ttmp[0:7]",
            "ttmp[2:3]",
            "ttmp[4:5]",
            "ttmp[4:7]",
            "ttmp[4:11]",
            "ttmp[6:7]",
            "ttmp[8:9]",
            "ttmp[8:11]",
            "ttmp[10:11]",
            "exec"
        ]
    );
    assert_eq!(Operand::from_code(124, 1, 0), Some(Operand::M0));
    assert_eq!(Operand::from_code(107, 1, 0), Some(Operand::VCC_HI));
    assert_eq!(Operand::from_code(125, 1, 0), None);
    assert_eq!(Operand::from_code(1, 2, 0), None);
    assert_eq!(Operand::from_code(100, 4, 0), Operand::sgprs(100, 4).ok());
    assert_eq!(Operand::from_code(100, 8, 0), None);
    assert_eq!(Operand::from_code(256, 0, 0), None);
}

#[test]
fn encoding_refuses_bad_operands_and_writes_nothing() {
    let mut out = [0xAAAA_AAAAu32; 2];
    let bad = [
        (
            Inst::Vop2 {
                op: Vop2::AddF32,
                dst: s(0, 1),
                src0: v(0, 1),
                src1: v(1, 1),
            },
            Error::Operand { operand: "dst" },
        ),
        (
            Inst::Vop2 {
                op: Vop2::AddF32,
                dst: v(0, 1),
                src0: v(0, 1),
                src1: s(1, 1),
            },
            Error::Operand { operand: "src1" },
        ),
        (
            Inst::Sop1 {
                op: Sop1::MovB64,
                dst: s(0, 2),
                src0: s(2, 1),
            },
            Error::Operand { operand: "src0" },
        ),
        (
            Inst::Sop2 {
                op: Sop2::AddU32,
                dst: s(0, 1),
                src0: Operand::imm(1000),
                src1: Operand::imm(2000),
            },
            Error::TwoLiterals,
        ),
        (
            vop3(
                Vop3Op::Vop3(Vop3::MadF32),
                v(0, 1),
                [v(1, 1), Operand::imm(1000), v(2, 1)],
            ),
            Error::LiteralInVop3,
        ),
        (
            Inst::Smrd {
                op: Smrd::LoadDwordx4,
                dst: s(4, 4),
                base: s(4, 4),
                offset: SmrdOffset::Imm(0),
                glc: false,
            },
            Error::Operand { operand: "base" },
        ),
        (
            Inst::Exp {
                target: ExpTarget::Param(32),
                en: 0xF,
                src: [0; 4],
                done: false,
                compr: false,
                vm: false,
            },
            Error::Operand { operand: "target" },
        ),
        (
            Inst::Vintrp {
                op: Vintrp::P1F32,
                dst: 0,
                src: InterpSrc::Vgpr(0),
                attr: 64,
                chan: 0,
            },
            Error::Operand { operand: "attr" },
        ),
    ];
    let sample = |data: Operand, vaddr: Operand, srsrc: Operand, dmask: u8| MimgInst {
        op: Mimg::Sample,
        data,
        vaddr,
        srsrc,
        ssamp: s(8, 4),
        dmask,
        flags: MimgFlags::default(),
    };
    let bad_images = [
        // Three data VGPRs for four channels (llvm-mc: "image data size
        // does not match dmask and tfe").
        (sample(v(0, 3), v(4, 2), s(0, 8), 0xF), "data"),
        (sample(v(0, 4), v(4, 5), s(0, 8), 0xF), "vaddr"),
        (sample(v(0, 4), s(4, 2), s(0, 8), 0xF), "vaddr"),
        (sample(v(0, 4), v(4, 2), s(0, 4), 0xF), "srsrc"),
        (sample(v(0, 4), v(4, 2), s(2, 2), 0xF), "srsrc"),
        (sample(v(0, 4), v(4, 2), s(0, 8), 0x1F), "dmask"),
        (
            MimgInst {
                op: Mimg::Gather4,
                ..sample(v(0, 4), v(4, 2), s(0, 8), 0x3)
            },
            "dmask",
        ),
    ];
    let bad = bad
        .into_iter()
        .chain(bad_images.map(|(i, what)| (Inst::Mimg(i), Error::Operand { operand: what })));
    for (inst, err) in bad {
        assert_eq!(inst.encode(&mut out), Err(err), "{inst:?}");
        assert_eq!(out, [0xAAAA_AAAA; 2]);
    }
    // A literal form needs two dwords: one is not enough, and nothing is written.
    let lit = Inst::Sop1 {
        op: Sop1::MovB32,
        dst: s(0, 1),
        src0: Operand::imm(1000),
    };
    assert_eq!(
        lit.encode(&mut out[..1]),
        Err(Error::OutOfSpace {
            needed: 2,
            remaining: 1
        })
    );
    assert_eq!(out, [0xAAAA_AAAA; 2]);
    // Misaligned and out-of-range register ranges.
    assert!(Operand::sgprs(1, 2).is_err());
    assert!(Operand::sgprs(2, 4).is_err());
    assert!(Operand::sgprs(102, 4).is_err());
    assert!(Operand::sgprs(100, 4).is_ok());
    assert!(Operand::vgprs(253, 4).is_err());
    assert!(Operand::ttmp(11, 2).is_err());
    assert_eq!(
        Waitcnt::new(None, Some(8), None),
        Err(Error::Waitcnt {
            counter: "expcnt",
            value: 8
        })
    );
}

#[test]
fn assembler_writes_whole_programs_or_nothing() {
    let ret = Inst::Sop1 {
        op: Sop1::SetpcB64,
        dst: Operand::ZERO,
        src0: s(0, 2),
    };
    let lit = Inst::Sop1 {
        op: Sop1::MovB32,
        dst: s(4, 1),
        src0: Operand::imm(0x1234_5678),
    };
    let mut code = [0u32; 3];
    let mut asm = Assembler::new(&mut code);
    assert_eq!(asm.push(&lit), Ok(0));
    // Three dwords for the two do not fit the one left: neither is written.
    assert_eq!(
        asm.push_all(&[ret, lit]),
        Err(Error::OutOfSpace {
            needed: 3,
            remaining: 1
        })
    );
    assert_eq!(asm.len(), 2);
    assert_eq!(asm.words(), &[0xBE84_03FF, 0x1234_5678]);
    assert_eq!(asm.push(&ret), Ok(2));
    assert_eq!(asm.len(), 3);
    let listing: Vec<_> = gcn::isa::instructions(&code)
        .map(|r| r.map(|(at, i)| (at, i.to_string())))
        .collect();
    assert_eq!(
        listing,
        [
            Ok((0, "s_mov_b32 s4, 0x12345678".to_string())),
            Ok((2, "s_setpc_b64 s[0:1]".to_string()))
        ]
    );
    // Decoding stops at the first word it does not know.
    let stream = [0xBF81_0000, 0xFFFF_FFFF, 0xBF81_0000];
    let items: Vec<_> = gcn::isa::instructions(&stream).collect();
    assert_eq!(items.len(), 2);
    assert_eq!(items[1], Err(Error::Unknown { word: 0xFFFF_FFFF }));
}

/// gfx7 reads one scalar value per vector ALU instruction. Each refused case
/// is one `llvm-mc-14 -mcpu=bonaire` refuses with "invalid operand (violates
/// constant bus restrictions)": two SGPRs, or an SGPR or literal beside the
/// `VCC` that `v_cndmask_b32_e32`, the 32-bit carry-ins and `v_div_fmas_f32`
/// read, or beside the `M0` of `v_movreld_b32`. The accepted ones (the same
/// register twice, an inline constant, `M0` itself) are llvm-mc's dwords, and
/// the refused words do not decode either.
#[test]
fn vector_instructions_read_one_scalar_value() {
    let vop2 = |op, src0| Inst::Vop2 {
        op,
        dst: v(1, 1),
        src0,
        src1: v(2, 1),
    };
    let mad = |a, b| vop3(Vop3Op::Vop3(Vop3::MadF32), v(1, 1), [a, b, v(3, 1)]);
    let refused = [
        // v_cndmask_b32_e32 v1, s5, v2, vcc
        vop2(Vop2::CndmaskB32, s(5, 1)),
        // v_cndmask_b32_e32 v1, vcc_lo, v2, vcc
        vop2(Vop2::CndmaskB32, Operand::VCC_LO),
        // v_addc_u32_e32 v1, vcc, 0x12345678, v2, vcc
        vop2(Vop2::AddcU32, Operand::imm(0x1234_5678)),
        // v_movreld_b32_e32 v1, s5
        Inst::Vop1 {
            op: Vop1::MovreldB32,
            dst: v(1, 1),
            src0: s(5, 1),
        },
        // v_mad_f32 v1, s1, s2, v3
        mad(s(1, 1), s(2, 1)),
        // v_mad_f32 v1, src_scc, src_vccz, v3
        mad(Operand::SCC, Operand::VCCZ),
        // v_cmp_lt_f32_e64 s[0:1], s1, s2
        vop3(
            Vop3Op::Vopc(Vopc::CmpLtF32),
            s(0, 2),
            [s(1, 1), s(2, 1), Operand::ZERO],
        ),
        // v_cndmask_b32_e64 v1, s4, v2, s[4:5]
        vop3(
            Vop3Op::Vop2(Vop2::CndmaskB32),
            v(1, 1),
            [s(4, 1), v(2, 1), s(4, 2)],
        ),
        // v_div_fmas_f32 v1, s5, v3, v4
        vop3(
            Vop3Op::Vop3(Vop3::DivFmasF32),
            v(1, 1),
            [s(5, 1), v(3, 1), v(4, 1)],
        ),
    ];
    let accepted = [
        // v_cndmask_b32_e32 v1, 5, v2, vcc ; [0x85,0x04,0x02,0x00]
        (vop2(Vop2::CndmaskB32, Operand::imm(5)), vec![0x0002_0485]),
        // v_movreld_b32_e32 v1, m0 ; [0x7c,0x84,0x02,0x7e]
        (
            Inst::Vop1 {
                op: Vop1::MovreldB32,
                dst: v(1, 1),
                src0: Operand::M0,
            },
            vec![0x7E02_847C],
        ),
        // v_mad_f32 v1, s1, s1, v3 ; [0x01,0x00,0x82,0xd2,0x01,0x02,0x0c,0x04]
        (mad(s(1, 1), s(1, 1)), vec![0xD282_0001, 0x040C_0201]),
        // v_add_f32_e32 v1, 0x12345678, v2 ; [0xff,0x04,0x02,0x06,0x78,0x56,0x34,0x12]
        (
            vop2(Vop2::AddF32, Operand::imm(0x1234_5678)),
            vec![0x0602_04FF, 0x1234_5678],
        ),
    ];
    let mut out = [0xAAAA_AAAAu32; 2];
    for inst in refused {
        assert_eq!(inst.encode(&mut out), Err(Error::ConstantBus), "{inst}");
        assert_eq!(out, [0xAAAA_AAAA; 2]);
    }
    assert_encodes_to(accepted);
    // The words of `v_cndmask_b32_e32 v1, s5, v2, vcc` and `v_mad_f32 v1,
    // s1, s2, v3`, which llvm-mc does not write, are no instruction.
    assert_no_instruction(&[&[0x0002_0405u32][..], &[0xD282_0001, 0x040C_0401]]);
}

/// The sources that name a register to read through (`s_setpc_b64`,
/// `s_rfe_b64`, the relative moves that index with `M0`) or a lane of
/// (`v_readfirstlane_b32`) take no constant: `llvm-mc-14 -mcpu=bonaire`
/// refuses each refused case below with "invalid operand for instruction",
/// and assembles the accepted ones to the dwords given.
#[test]
fn register_only_sources_take_no_constant() {
    let sop1 = |op, dst, src0| Inst::Sop1 { op, dst, src0 };
    let vop1 = |op, dst, src0| Inst::Vop1 { op, dst, src0 };
    let refused = [
        // s_setpc_b64 0
        sop1(Sop1::SetpcB64, Operand::ZERO, Operand::ZERO),
        // s_rfe_b64 0x12345678
        sop1(Sop1::RfeB64, Operand::ZERO, Operand::imm(0x1234_5678)),
        // s_movrels_b32 s5, 5
        sop1(Sop1::MovrelsB32, s(5, 1), Operand::imm(5)),
        // s_movrels_b64 s[4:5], 1.0
        sop1(Sop1::MovrelsB64, s(4, 2), Operand::f32(1.0)),
        // s_movrels_b64 s[4:5], src_execz
        sop1(Sop1::MovrelsB64, s(4, 2), Operand::EXECZ),
        // s_setpc_b64 src_vccz
        sop1(Sop1::SetpcB64, Operand::ZERO, Operand::VCCZ),
        // v_readfirstlane_b32 s1, s5
        vop1(Vop1::ReadfirstlaneB32, s(1, 1), s(5, 1)),
        // v_movrels_b32_e32 v1, 1.0
        vop1(Vop1::MovrelsB32, v(1, 1), Operand::f32(1.0)),
        // v_movrelsd_b32_e32 v1, m0
        vop1(Vop1::MovrelsdB32, v(1, 1), Operand::M0),
        // v_movrels_b32_e64 v1, 1.0
        vop3(
            Vop3Op::Vop1(Vop1::MovrelsB32),
            v(1, 1),
            [Operand::f32(1.0), Operand::ZERO, Operand::ZERO],
        ),
    ];
    let mut out = [0xAAAA_AAAAu32; 2];
    for inst in refused {
        assert_eq!(
            inst.encode(&mut out),
            Err(Error::Operand { operand: "src0" }),
            "{inst}"
        );
        assert_eq!(out, [0xAAAA_AAAA; 2]);
    }
    let accepted = [
        // s_setpc_b64 ttmp[2:3] ; [0x72,0x20,0x80,0xbe]
        (
            sop1(Sop1::SetpcB64, Operand::ZERO, Operand::ttmp(2, 2).unwrap()),
            vec![0xBE80_2072],
        ),
        // s_movrels_b32 s5, s1 ; [0x01,0x2e,0x85,0xbe]
        (sop1(Sop1::MovrelsB32, s(5, 1), s(1, 1)), vec![0xBE85_2E01]),
        // s_movrels_b32 s5, src_scc ; [0xfd,0x2e,0x85,0xbe]
        (
            sop1(Sop1::MovrelsB32, s(5, 1), Operand::SCC),
            vec![0xBE85_2EFD],
        ),
        // v_readfirstlane_b32 s1, v2 ; [0x02,0x05,0x02,0x7e]
        (
            vop1(Vop1::ReadfirstlaneB32, s(1, 1), v(2, 1)),
            vec![0x7E02_0502],
        ),
        // v_movrelsd_b32_e32 v1, v2 ; [0x02,0x89,0x02,0x7e]
        (vop1(Vop1::MovrelsdB32, v(1, 1), v(2, 1)), vec![0x7E02_8902]),
        // v_movrels_b32_e64 v1, v2 ; [0x01,0x00,0x86,0xd3,0x02,0x01,0x00,0x00]
        (
            vop3(
                Vop3Op::Vop1(Vop1::MovrelsB32),
                v(1, 1),
                [v(2, 1), Operand::ZERO, Operand::ZERO],
            ),
            vec![0xD386_0001, 0x0000_0102],
        ),
    ];
    assert_encodes_to(accepted);
    // `s_setpc_b64 0` and `v_movrels_b32_e32 v1, 1.0` as words.
    assert_no_instruction(&[&[0xBE80_2080], &[0x7E02_86F2]]);
}

/// The base of a scalar memory read and the V#, T# and S# of the vector
/// memory instructions may sit in trap temporaries or a named scalar pair
/// (a trap handler's own descriptors): each line is what `llvm-mc-14
/// -mcpu=bonaire` prints and assembles for it.
#[test]
fn descriptors_may_sit_in_trap_temporaries() {
    let ttmp = |i, n| Operand::ttmp(i, n).unwrap();
    let smrd = |op, dst, base| Inst::Smrd {
        op,
        dst,
        base,
        offset: SmrdOffset::Imm(4),
        glc: false,
    };
    let sample = |srsrc, ssamp| {
        Inst::Mimg(MimgInst {
            op: Mimg::Sample,
            data: v(1, 1),
            vaddr: v(10, 2),
            srsrc,
            ssamp,
            dmask: 1,
            flags: MimgFlags::default(),
        })
    };
    let cases = [
        // s_load_dword s0, vcc, 0x4 ; [0x04,0x6b,0x00,0xc0]
        (
            smrd(Smrd::LoadDword, s(0, 1), Operand::VCC),
            "s_load_dword s0, vcc, 0x4",
            vec![0xC000_6B04],
        ),
        // s_load_dword s0, exec, 0x4 ; [0x04,0x7f,0x00,0xc0]
        (
            smrd(Smrd::LoadDword, s(0, 1), Operand::EXEC),
            "s_load_dword s0, exec, 0x4",
            vec![0xC000_7F04],
        ),
        // s_load_dwordx2 s[0:1], ttmp[0:1], 0x4 ; [0x04,0x71,0x40,0xc0]
        (
            smrd(Smrd::LoadDwordx2, s(0, 2), ttmp(0, 2)),
            "s_load_dwordx2 s[0:1], ttmp[0:1], 0x4",
            vec![0xC040_7104],
        ),
        // s_buffer_load_dword s0, ttmp[8:11], 0x4 ; [0x04,0x79,0x00,0xc2]
        (
            smrd(Smrd::BufferLoadDword, s(0, 1), ttmp(8, 4)),
            "s_buffer_load_dword s0, ttmp[8:11], 0x4",
            vec![0xC200_7904],
        ),
        // buffer_load_format_x v1, off, ttmp[8:11], 0
        //   ; [0x00,0x00,0x00,0xe0,0x00,0x01,0x1e,0x80]
        (
            Inst::Mubuf {
                op: Mubuf::LoadFormatX,
                buf: BufOperands {
                    data: v(1, 1),
                    vaddr: v(0, 1),
                    srsrc: ttmp(8, 4),
                    soffset: Operand::ZERO,
                    offset: 0,
                    flags: MubufFlags::default(),
                },
            },
            "buffer_load_format_x v1, off, ttmp[8:11], 0",
            vec![0xE000_0000, 0x801E_0100],
        ),
        // image_sample v1, v[10:11], ttmp[4:11], s[16:19] dmask:0x1
        //   ; [0x00,0x01,0x80,0xf0,0x0a,0x01,0x9d,0x00]
        (
            sample(ttmp(4, 8), s(16, 4)),
            "image_sample v1, v[10:11], ttmp[4:11], s[16:19] dmask:0x1",
            vec![0xF080_0100, 0x009D_010A],
        ),
        // image_sample v1, v[10:11], s[8:15], ttmp[8:11] dmask:0x1
        //   ; [0x00,0x01,0x80,0xf0,0x0a,0x01,0xc2,0x03]
        (
            sample(s(8, 8), ttmp(8, 4)),
            "image_sample v1, v[10:11], s[8:15], ttmp[8:11] dmask:0x1",
            vec![0xF080_0100, 0x03C2_010A],
        ),
    ];
    for (inst, text, want) in cases {
        assert_eq!(inst.to_string(), text);
        assert_eq!(words(&inst), want, "{inst}");
        assert_eq!(Inst::decode(&want), Ok((inst, want.len())));
    }
    // Still no base at `M0` (code 124) nor a T# running past the trap
    // temporaries (ttmp[8:15]).
    assert_no_instruction(&[&[0xC000_7C04u32][..], &[0xF080_0100, 0x001E_010A]]);
}

/// `addr64` takes neither `offen` nor `idxen`: `llvm-mc-14 -mcpu=bonaire`
/// refuses `buffer_load_dword v1, v[2:3], s[4:7], s1 addr64 offen` (and
/// `addr64 idxen`) with "invalid operand for instruction", and assembles the
/// forms kept to the dwords given.
#[test]
fn addr64_takes_no_index_or_offset() {
    let load = |flags| Inst::Mubuf {
        op: Mubuf::LoadDword,
        buf: BufOperands {
            data: v(1, 1),
            vaddr: v(2, 2),
            srsrc: s(4, 4),
            soffset: s(1, 1),
            offset: 0,
            flags,
        },
    };
    let addr64 = MubufFlags {
        addr64: true,
        ..MubufFlags::default()
    };
    let mut out = [0xAAAA_AAAAu32; 2];
    for flags in [
        MubufFlags {
            offen: true,
            ..addr64
        },
        MubufFlags {
            idxen: true,
            ..addr64
        },
    ] {
        let inst = load(flags);
        assert_eq!(
            inst.encode(&mut out),
            Err(Error::Operand { operand: "flags" }),
            "{inst}"
        );
        assert_eq!(out, [0xAAAA_AAAA; 2]);
    }
    // buffer_load_dword v1, v[2:3], s[4:7], s1 addr64
    //   ; [0x00,0x80,0x30,0xe0,0x02,0x01,0x01,0x01]
    // buffer_load_dword v1, v[2:3], s[4:7], s1 idxen offen
    //   ; [0x00,0x30,0x30,0xe0,0x02,0x01,0x01,0x01]
    let both = MubufFlags {
        idxen: true,
        offen: true,
        ..MubufFlags::default()
    };
    for (flags, w0) in [(addr64, 0xE030_8000), (both, 0xE030_3000)] {
        let inst = load(flags);
        assert_eq!(words(&inst), [w0, 0x0101_0102], "{inst}");
    }
    // The refused forms' words (0xE030_9000: addr64 offen) are no
    // instruction.
    for w0 in [0xE030_9000u32, 0xE030_A000] {
        assert!(matches!(
            Inst::decode(&[w0, 0x0101_0102]),
            Err(Error::Unknown { .. })
        ));
    }
}

/// A scalar memory read writes neither `M0` nor `EXEC`: LLVM's scalar memory
/// definitions (SMInstructions.td) keep `M0` out of their destination class
/// because an `SMRD` write to it hangs the GPU, and `llvm-mc-14
/// -mcpu=bonaire` refuses `s_load_dword m0, s[0:1], 0x4`, `exec_lo`,
/// `exec_hi` and `s_load_dwordx2 exec, ...` with "invalid operand for
/// instruction"; `vcc_hi` and `vcc` stay (llvm-mc's dwords below).
#[test]
fn scalar_memory_reads_write_neither_m0_nor_exec() {
    let load = |op, dst| Inst::Smrd {
        op,
        dst,
        base: s(0, 2),
        offset: SmrdOffset::Imm(4),
        glc: false,
    };
    let mut out = [0xAAAA_AAAAu32; 2];
    for inst in [
        load(Smrd::LoadDword, Operand::M0),
        load(Smrd::LoadDword, Operand::EXEC_LO),
        load(Smrd::LoadDword, Operand::EXEC_HI),
        load(Smrd::LoadDwordx2, Operand::EXEC),
        // llvm-mc-14: `s_memtime exec`: invalid operand for instruction.
        load(Smrd::Memtime, Operand::EXEC),
        Inst::Smrd {
            op: Smrd::BufferLoadDword,
            dst: Operand::M0,
            base: s(0, 4),
            offset: SmrdOffset::Imm(4),
            glc: false,
        },
    ] {
        assert_eq!(
            inst.encode(&mut out),
            Err(Error::Operand { operand: "dst" }),
            "{inst}"
        );
        assert_eq!(out, [0xAAAA_AAAA; 2]);
    }
    // s_load_dword vcc_hi, s[0:1], 0x4 ; [0x04,0x81,0x35,0xc0]
    // s_load_dwordx2 vcc, s[0:1], 0x4 ; [0x04,0x01,0x75,0xc0]
    for (inst, w) in [
        (load(Smrd::LoadDword, Operand::VCC_HI), 0xC035_8104),
        (load(Smrd::LoadDwordx2, Operand::VCC), 0xC075_0104),
    ] {
        assert_eq!(words(&inst), [w], "{inst}");
    }
    // `s_load_dword m0, s[0:1], 0x4` as a word is no instruction, nor are
    // `s_memtime s[0:1]` (0xC7800000) and `s_dcache_inv` (0xC7C00000) with
    // bits in the fields they do not have.
    assert_no_instruction(&[
        &[0xC03E_0104],
        &[0xC780_0001],
        &[0xC780_0100],
        &[0xC780_0200],
        &[0xC7C1_0000],
        &[0xC7C0_00FF, 5],
    ]);
}

/// `LDS_DIRECT` (source code 254, `src_lds_direct`) in every vector opcode's
/// first source in both encodings, in the other sources of the 64-bit form,
/// beside the scalar values a vector instruction reads, and in scalar and
/// memory operand places.
fn lds_direct_cases() -> Vec<Inst> {
    let lds = Operand::LDS_DIRECT;
    let mut c = Vec::new();
    for &op in Vop1::ALL.iter().filter(|o| !o.gfx8_only()) {
        let dst = match op.shape() {
            VShape::ScalarDst => s(1, 1),
            VShape::Nothing => continue,
            _ => v(2, op.widths().dst),
        };
        c.push(Inst::Vop1 { op, dst, src0: lds });
    }
    for &op in Vop2::ALL.iter().filter(|o| !o.gfx8_only()) {
        c.push(Inst::Vop2 {
            op,
            dst: v(1, 1),
            src0: lds,
            src1: v(2, 1),
        });
    }
    for &op in Vopc::ALL.iter().filter(|o| !o.gfx8_only()) {
        c.push(Inst::Vopc {
            op,
            src0: lds,
            src1: v(2, op.shape().src1),
        });
    }
    for base in vop3_every_opcode() {
        for i in 0..3 {
            if base.src[i].is_vgpr() {
                let mut src = base.src;
                src[i] = lds;
                c.push(Inst::Vop3(Vop3Inst { src, ..base }));
            }
        }
    }
    let add = |a, b| vop3(Vop3Op::Vop2(Vop2::AddF32), v(1, 1), [a, b, Operand::ZERO]);
    let mad = |a, b, c| vop3(Vop3Op::Vop3(Vop3::MadF32), v(1, 1), [a, b, c]);
    let add_e64 = Vop3Inst::new(
        Vop3Op::Vop2(Vop2::AddF32),
        v(1, 1),
        [lds, v(2, 1), Operand::ZERO],
    );
    c.extend([
        // Beside the one scalar value.
        add(lds, s(2, 1)),
        add(lds, Operand::M0),
        add(lds, Operand::imm(5)),
        mad(lds, s(2, 1), s(2, 1)),
        mad(lds, s(2, 1), s(3, 1)),
        mad(lds, lds, v(3, 1)),
        vop3(
            Vop3Op::Vop2(Vop2::CndmaskB32),
            v(1, 1),
            [lds, s(2, 1), s(4, 2)],
        ),
        vop3(
            Vop3Op::Vop2(Vop2::CndmaskB32),
            v(1, 1),
            [lds, v(2, 1), Operand::VCC],
        ),
        Inst::Vop3(Vop3Inst { neg: 1, ..add_e64 }),
        Inst::Vop3(Vop3Inst { abs: 1, ..add_e64 }),
        Inst::Vop3(Vop3Inst {
            clamp: true,
            omod: 2,
            ..add_e64
        }),
        // Scalar instructions.
        Inst::Sop1 {
            op: Sop1::MovB32,
            dst: s(0, 1),
            src0: lds,
        },
        Inst::Sop1 {
            op: Sop1::MovrelsB32,
            dst: s(0, 1),
            src0: lds,
        },
        Inst::Sop2 {
            op: Sop2::AddU32,
            dst: s(0, 1),
            src0: lds,
            src1: s(1, 1),
        },
        Inst::Sop2 {
            op: Sop2::AddU32,
            dst: s(0, 1),
            src0: s(1, 1),
            src1: lds,
        },
        Inst::Sopc {
            op: Sopc::CmpEqU32,
            src0: lds,
            src1: s(1, 1),
        },
        Inst::Sopk {
            op: Sopk::MovkI32,
            dst: lds,
            imm: 1,
        },
        Inst::Smrd {
            op: Smrd::LoadDword,
            dst: s(0, 1),
            base: s(0, 2),
            offset: SmrdOffset::Sgpr(lds),
            glc: false,
        },
        // Memory instructions.
        Inst::Mubuf {
            op: Mubuf::LoadDword,
            buf: BufOperands {
                data: v(1, 1),
                vaddr: v(0, 1),
                srsrc: s(4, 4),
                soffset: lds,
                offset: 0,
                flags: MubufFlags::default(),
            },
        },
        Inst::Mubuf {
            op: Mubuf::LoadDword,
            buf: BufOperands {
                data: v(1, 1),
                vaddr: lds,
                srsrc: s(4, 4),
                soffset: s(1, 1),
                offset: 0,
                flags: MubufFlags {
                    offen: true,
                    ..MubufFlags::default()
                },
            },
        },
        Inst::Mimg(MimgInst {
            op: Mimg::Load,
            data: v(1, 1),
            vaddr: lds,
            srsrc: s(0, 8),
            ssamp: Operand::ZERO,
            dmask: 1,
            flags: MimgFlags::default(),
        }),
    ]);
    c
}

/// `LDS_DIRECT` is a vector source: the first source of a vector ALU
/// instruction only, not in the reversed opcodes (`v_subrev_f32`, ...) nor in
/// the VGPR-only sources of `v_movrels_b32` / `v_movrelsd_b32`, not in scalar
/// instructions nor as `soffset`, and it does not take the constant bus.
/// `tests/data/isa/gfx7_lds_direct.txt` is what `llvm-mc-14 -mcpu=bonaire`
/// prints for each case (its dwords, or its error): the crate encodes the
/// same dwords, decodes them back and refuses the rest (or, for the 64-bit
/// `v_readfirstlane_b32` LLVM has no syntax for, says its text is inexact).
#[test]
fn lds_direct_is_a_first_vector_source() {
    let cases = lds_direct_cases();
    check_against_llvm(
        "isa/gfx7_lds_direct.txt",
        &cases,
        |inst, want| Inst::decode(want) == Ok((*inst, want.len())),
        |inst, ours, out| match ours {
            Err(_) => out == [0xAAAA_AAAA; 2],
            Ok(_) => !inst.text_is_exact(),
        },
    );
    // v_mov_b32_e32 v1, src_lds_direct and the 64-bit form.
    assert_eq!(
        Inst::decode(&[0x7E02_02FE]),
        Ok((
            Inst::Vop1 {
                op: Vop1::MovB32,
                dst: v(1, 1),
                src0: Operand::LDS_DIRECT,
            },
            1
        ))
    );
    assert_eq!(
        Operand::from_code(254, 1, 0).map(|o| o.to_string()),
        Some("src_lds_direct".to_string())
    );
    // The words of forms llvm-mc refuses are no instruction:
    // `s_mov_b32 s0, src_lds_direct`, `v_add_f32_e64 v1, v2,
    // src_lds_direct`, `v_subrev_f32_e32 v1, src_lds_direct, v2`,
    // `v_movrels_b32_e32 v1, src_lds_direct` and `buffer_load_dword v1, off,
    // s[4:7], src_lds_direct`.
    assert_no_instruction(&[
        &[0xBE80_03FEu32][..],
        &[0xD206_0001, 0x0001_FD02],
        &[0x0A02_04FE],
        &[0x7E02_86FE],
        &[0xE030_0000, 0xFE01_0100],
    ]);
}

/// Every image opcode with an address of each width from 1 to 16 dwords,
/// with and without `da` and with `r128`, `tfe` and a two-channel mask; then
/// what decoding gives for each opcode's words with the address at `v250`
/// .. `v255` (the 2D width, shortened where it would run past `v255`).
pub(crate) fn mimg_vaddr_cases() -> (Vec<Inst>, Vec<(Mimg, bool, u8)>) {
    let img = |op: Mimg, dmask: u8, flags: MimgFlags, vaddr: Operand| {
        let dmask = match op {
            _ if op.shape().gather => 0x1,
            _ if pairs(op) && !flags.tfe => 0x3,
            _ => dmask,
        };
        Inst::Mimg(MimgInst {
            op,
            data: v(20, op.data_dwords(dmask, flags)),
            vaddr,
            srsrc: s(0, 8),
            ssamp: if op.shape().sampler {
                s(8, 4)
            } else {
                Operand::ZERO
            },
            dmask,
            flags,
        })
    };
    let f = MimgFlags::default();
    let variants = [
        (0x1, f),
        (0x1, MimgFlags { da: true, ..f }),
        (0x1, MimgFlags { r128: true, ..f }),
        (0x1, MimgFlags { tfe: true, ..f }),
        (0x3, f),
    ];
    let mut c = Vec::new();
    for &op in Mimg::ALL {
        for (dmask, flags) in variants {
            for w in 1..=16 {
                c.push(img(op, dmask, flags, v(2, w)));
            }
        }
    }
    let mut refused = Vec::new();
    for &op in Mimg::ALL {
        for da in [false, true] {
            let flags = MimgFlags { da, ..f };
            let base = words(&img(op, 0x1, flags, v(2, op.addr_dwords(da))));
            for first in 250..=255u8 {
                let code = [base[0], base[1] & !0xFF | u32::from(first)];
                match Inst::decode(&code) {
                    Ok((inst, 2)) => c.push(inst),
                    _ => refused.push((op, da, first)),
                }
            }
        }
    }
    (c, refused)
}

/// The address widths of image instructions are those `llvm-mc-14
/// -mcpu=bonaire` takes (`tests/data/isa/gfx7_mimg_vaddr.txt`, its dwords or
/// its error per case): the encoder refuses the others and `text_is_exact`
/// holds exactly for the accepted ones, whose dwords are llvm-mc's; what
/// decoding gives near `v255` assembles back, and the words whose address
/// would be narrower than the opcode takes (`image_sample_b`, `_c`, `_c_l`
/// and `_c_lz` at `v255`) do not decode.
#[test]
fn image_address_widths_are_llvms() {
    let (cases, refused) = mimg_vaddr_cases();
    check_against_llvm(
        "isa/gfx7_mimg_vaddr.txt",
        &cases,
        |_, want| Inst::decode(want).is_ok_and(|(i, n)| n == 2 && i.text_is_exact()),
        |inst, ours, out| {
            *ours == Err(Error::Operand { operand: "vaddr" })
                && out == [0xAAAA_AAAA; 2]
                && !inst.text_is_exact()
        },
    );
    let narrow = [
        Mimg::SampleB,
        Mimg::SampleC,
        Mimg::SampleCL,
        Mimg::SampleCLz,
    ];
    let want: Vec<(Mimg, bool, u8)> = narrow
        .iter()
        .flat_map(|&op| [(op, false, 255), (op, true, 255)])
        .collect();
    // The rest: the 2D width, shortened at v255, is one llvm-mc refuses.
    let want: Vec<(Mimg, bool, u8)> = want
        .into_iter()
        .chain(
            Mimg::ALL
                .iter()
                .filter(|op| !narrow.contains(op))
                .flat_map(|&op| {
                    [false, true].into_iter().flat_map(move |da| {
                        (250..=255u8).filter_map(move |first| {
                            let width =
                                u16::from(op.addr_dwords(da)).min(256 - u16::from(first)) as u8;
                            (!op.takes_addr_dwords(width)).then_some((op, da, first))
                        })
                    })
                }),
        )
        .collect();
    let mut refused = refused;
    let mut want = want;
    refused.sort();
    want.sort();
    assert_eq!(refused, want);
}

/// Typed buffer forms `llvm-mc-14 -mcpu=bonaire` refuses beside some it
/// takes: the rules `MUBUF` has (no `addr64` with `offen` or `idxen`, a
/// 12-bit offset, data as wide as the opcode moves also with `tfe`, an
/// address as wide as the flags ask, a four-SGPR V#, no literal,
/// `LDS_DIRECT` or VGPR as `soffset`).
pub(crate) fn mtbuf_refusal_cases() -> Vec<Inst> {
    let (z, f) = (Operand::ZERO, MubufFlags::default());
    let (d32, float) = (
        BufDataFormat::BUF_DATA_FORMAT_32,
        BufNumFormat::BUF_NUM_FORMAT_FLOAT,
    );
    let x = Mtbuf::LoadFormatX;
    let addr64 = MubufFlags { addr64: true, ..f };
    let offen = MubufFlags { offen: true, ..f };
    let tfe = MubufFlags { tfe: true, ..f };
    let with = |mut inst: Inst, new_data: Operand, new_srsrc: Operand| {
        if let Inst::Mtbuf { buf, .. } = &mut inst {
            (buf.data, buf.srsrc) = (new_data, new_srsrc);
        }
        inst
    };
    vec![
        tbuf(x, v(2, 2), s(1, 1), 0, addr64, d32, float),
        tbuf(
            x,
            v(2, 2),
            s(1, 1),
            0,
            MubufFlags {
                offen: true,
                ..addr64
            },
            d32,
            float,
        ),
        tbuf(
            x,
            v(2, 2),
            s(1, 1),
            0,
            MubufFlags {
                idxen: true,
                ..addr64
            },
            d32,
            float,
        ),
        tbuf(x, v(2, 1), s(1, 1), 4095, offen, d32, float),
        tbuf(x, v(2, 2), s(1, 1), 0, offen, d32, float),
        tbuf(
            x,
            v(2, 1),
            s(1, 1),
            0,
            MubufFlags { addr64: true, ..f },
            d32,
            float,
        ),
        tbuf(x, v(0, 1), s(1, 1), 0, tfe, d32, float),
        with(
            tbuf(x, v(0, 1), s(1, 1), 0, tfe, d32, float),
            v(0, 2),
            s(8, 4),
        ),
        with(
            tbuf(Mtbuf::StoreFormatXyz, v(0, 1), z, 0, f, d32, float),
            v(0, 4),
            s(8, 4),
        ),
        with(tbuf(x, v(0, 1), z, 0, f, d32, float), s(0, 1), s(8, 4)),
        with(tbuf(x, v(0, 1), z, 0, f, d32, float), v(0, 1), s(8, 8)),
        with(tbuf(x, v(0, 1), z, 0, f, d32, float), v(0, 1), s(8, 2)),
        with(
            tbuf(x, v(0, 1), z, 0, f, d32, float),
            v(0, 1),
            Operand::ttmp(8, 4).unwrap(),
        ),
        tbuf(x, v(0, 1), Operand::imm(0x1234), 0, f, d32, float),
        tbuf(x, v(0, 1), Operand::LDS_DIRECT, 0, f, d32, float),
        tbuf(x, v(0, 1), v(1, 1), 0, f, d32, float),
        tbuf(x, v(0, 1), Operand::EXEC_HI, 0, f, d32, float),
        tbuf(x, v(0, 1), Operand::SCC, 0, f, d32, float),
    ]
}

/// `tests/data/isa/gfx7_mtbuf.txt` is what `llvm-mc-14 -mcpu=bonaire`
/// prints for each case (its dwords or its error): the crate encodes the
/// same dwords and decodes them back, and refuses the rest writing nothing.
/// The words of the refused forms are no instruction either.
#[test]
fn typed_buffers_keep_the_buffer_rules() {
    check_against_llvm(
        "isa/gfx7_mtbuf.txt",
        &mtbuf_refusal_cases(),
        |inst, want| Inst::decode(want) == Ok((*inst, want.len())),
        |_, ours, out| ours.is_err() && out == [0xAAAA_AAAA; 2],
    );
    // A 13-bit offset: llvm-mc-14 takes `offset:4096` but keeps only its
    // low 12 bits (`... offen offset:4096` assembles as [0x00,0x10,0xa0,
    // 0xeb,...], `offen` with offset 0; `offset:8191` as 4095); the crate
    // refuses it.
    let mut out = [0xAAAA_AAAAu32; 2];
    let far = tbuf(
        Mtbuf::LoadFormatX,
        v(2, 1),
        s(1, 1),
        4096,
        MubufFlags {
            offen: true,
            ..MubufFlags::default()
        },
        BufDataFormat::BUF_DATA_FORMAT_32,
        BufNumFormat::BUF_NUM_FORMAT_FLOAT,
    );
    assert_eq!(
        far.encode(&mut out),
        Err(Error::Operand { operand: "offset" })
    );
    assert_eq!(out, [0xAAAA_AAAA; 2]);
    // tbuffer_load_format_x v0, off, s[8:11], s3
    //   ; [0x00,0x00,0x08,0xe8,0x00,0x00,0x02,0x03]
    let plain = [0xE808_0000u32, 0x0302_0000];
    let (inst, n) = Inst::decode(&plain).unwrap();
    assert_eq!(n, 2);
    assert_eq!(
        inst.to_string(),
        "tbuffer_load_format_x v0, off, s[8:11], s3"
    );
    // The reserved bit 21 of the second dword, an address byte without
    // an address, `addr64` with `offen` (bit 12) or `idxen` (13), a literal
    // `soffset` and a V# past the trap temporaries are no instruction; one
    // dword is a cut one.
    assert_no_instruction(&[
        &[plain[0], plain[1] | 1 << 21][..],
        &[plain[0], plain[1] | 4],
        &[plain[0] | 0x9000, plain[1] | 2],
        &[plain[0] | 0xA000, plain[1] | 2],
        &[plain[0], 0xFF02_0000],
        &[plain[0], 0x031F_0000],
    ]);
    assert_eq!(
        Inst::decode(&plain[..1]),
        Err(Error::Truncated {
            needed: 2,
            remaining: 1
        })
    );
}

/// Every `DS` opcode with each register operand one dword wider and
/// narrower than it takes, each in an SGPR, and an inline constant as the
/// address, beside the forms it takes.
pub(crate) fn ds_refusal_cases() -> Vec<Inst> {
    let mut c = Vec::new();
    for &op in Ds::ALL.iter().filter(|o| !o.gfx8_only()) {
        let sh = op.shape();
        let base = ds(op, 0, sh.gds_only);
        c.push(base);
        let Inst::Ds(d) = base else { unreachable!() };
        let fields = [
            (sh.vdst, 0usize),
            (u8::from(sh.addr), 1),
            (sh.data0, 2),
            (sh.data1, 3),
        ];
        for (dwords, which) in fields {
            if dwords == 0 {
                continue;
            }
            for r in wrong_widths(dwords, 1, which == 1) {
                let mut e = d;
                *[&mut e.vdst, &mut e.addr, &mut e.data0, &mut e.data1][which] = r;
                c.push(Inst::Ds(e));
            }
        }
    }
    c
}

/// Operands for a register field of `dwords` VGPRs that differ from it: one
/// VGPR more, one less (where it has more than one), `scalar` SGPRs, and with
/// `constant` an inline constant.
fn wrong_widths(dwords: u8, scalar: u8, constant: bool) -> Vec<Operand> {
    let mut variants = vec![v(40, dwords + 1), s(40, scalar)];
    if dwords > 1 {
        variants.push(v(40, dwords - 1));
    }
    if constant {
        variants.push(Operand::imm(1));
    }
    variants
}

/// `tests/data/isa/gfx7_ds.txt` is what `llvm-mc-14 -mcpu=bonaire` prints
/// for each case (its dwords or its error): register operands of the
/// widths each `DS` opcode takes, VGPRs only. The crate encodes what it takes to the same dwords, decodes
/// them back, and refuses the rest writing nothing.
#[test]
fn lds_operands_are_llvms() {
    check_against_llvm(
        "isa/gfx7_ds.txt",
        &ds_refusal_cases(),
        |inst, want| Inst::decode(want) == Ok((*inst, want.len())),
        |_, ours, out| ours.is_err() && out == [0xAAAA_AAAA; 2],
    );
    // ds_gws_init v10 gds ; [0x00,0x00,0x66,0xd8,0x0a,0x00,0x00,0x00]
    let init = [0xD866_0000u32, 0x0000_000A];
    assert_eq!(
        Inst::decode(&init).map(|(i, n)| (i.to_string(), n)),
        Ok(("ds_gws_init v10 gds".to_string(), 2))
    );
    // ds_read_b128 v[1:4], v2 ; [0x00,0x00,0xfc,0xdb,0x02,0x00,0x00,0x01]
    let read = [0xDBFC_0000u32, 0x0100_0002];
    assert!(Inst::decode(&read).is_ok());
    // No instruction: the reserved bit 16, an opcode gfx7 lacks (21), a
    // destination running past v255 (ds_read_b128 into v253).
    assert_no_instruction(&[
        &[read[0] | 1 << 16, read[1]][..],
        &[0xD854_0000, 0],
        &[read[0], 0xFD00_0002],
    ]);
    assert_eq!(
        Inst::decode(&read[..1]),
        Err(Error::Truncated {
            needed: 2,
            remaining: 1
        })
    );
}

/// Every `FLAT` opcode with its data and destination one dword wider and
/// narrower than it takes, in SGPRs, a constant as data, and an address of
/// one, three or scalar dwords, beside the forms it takes.
pub(crate) fn flat_refusal_cases() -> Vec<Inst> {
    let mut c = Vec::new();
    for &op in Flat::ALL {
        let glc = op.shape().kind == FlatKind::Atomic;
        let base = flat(op, glc, false);
        c.push(base);
        let Inst::Flat(f) = base else { unreachable!() };
        for (dwords, which) in [(f.vdst_dwords(), 0usize), (2, 1), (op.shape().data, 2)] {
            if dwords == 0 {
                continue;
            }
            for r in wrong_widths(dwords, dwords.min(2), which == 2) {
                let mut e = f;
                *[&mut e.vdst, &mut e.addr, &mut e.data][which] = r;
                c.push(Inst::Flat(e));
            }
        }
    }
    c
}

/// `tests/data/isa/gfx7_flat.txt` is what `llvm-mc-14 -mcpu=bonaire`
/// prints for each case (its dwords or its error): a 64-bit VGPR address,
/// and data and destination VGPRs of the widths each `FLAT` opcode takes.
/// The crate encodes what it takes to the same dwords and decodes them
/// back, and refuses the rest writing nothing.
#[test]
fn flat_operands_are_llvms() {
    check_against_llvm(
        "isa/gfx7_flat.txt",
        &flat_refusal_cases(),
        |inst, want| Inst::decode(want) == Ok((*inst, want.len())),
        |_, ours, out| ours.is_err() && out == [0xAAAA_AAAA; 2],
    );
    // flat_load_dword v1, v[2:3] ; [0x00,0x00,0x30,0xdc,0x02,0x00,0x00,0x01]
    let load = [0xDC30_0000u32, 0x0100_0002];
    assert_eq!(
        Inst::decode(&load).map(|(i, n)| (i.to_string(), n)),
        Ok(("flat_load_dword v1, v[2:3]".to_string(), 2))
    );
    // No instruction: reserved bits (15:0 and 25 of the first dword, 22:16
    // of the second), an opcode gfx7 lacks (16), an address pair from v255.
    assert_no_instruction(&[
        &[load[0] | 4, load[1]][..],
        &[load[0] | 1 << 25, load[1]],
        &[load[0], load[1] | 1 << 16],
        &[0xDC40_0000, load[1]],
        &[load[0], 0x0100_00FF],
    ]);
    assert_eq!(
        Inst::decode(&load[..1]),
        Err(Error::Truncated {
            needed: 2,
            remaining: 1
        })
    );
}

/// The memory families are complete: of the `ds_`, `flat_` and `tbuffer_`
/// mnemonics LLVM 14 knows for any generation
/// (`tests/data/isa/memory_mnemonics.txt`), those `llvm-mc-14
/// -mcpu=bonaire` takes (it assembles the bare name, or asks for operands)
/// are exactly the crate's `Ds`, `Flat` and `Mtbuf` opcodes; the others it
/// refuses as not supported on gfx7 (`tests/data/isa/gfx7_mnemonics.txt`).
#[test]
fn memory_opcodes_are_every_one_llvm_takes_for_gfx7() {
    let list = std::fs::read_to_string(committed().join("isa/memory_mnemonics.txt")).unwrap();
    let names: Vec<String> = list
        .lines()
        .filter(|l| !l.starts_with('#') && !l.is_empty())
        .map(str::to_string)
        .collect();
    let reference = llvm_reference("isa/gfx7_mnemonics.txt", &names, true);
    assert_eq!(reference.len(), names.len(), "one llvm-mc line per name");
    let ours: std::collections::BTreeSet<&str> = Ds::ALL
        .iter()
        .filter(|o| !o.gfx8_only())
        .map(|op| op.mnemonic())
        .chain(Flat::ALL.iter().map(|op| op.mnemonic()))
        .chain(
            Mtbuf::ALL
                .iter()
                .filter(|o| !o.gfx8_only())
                .map(|op| op.mnemonic()),
        )
        .collect();
    let mut taken = std::collections::BTreeSet::new();
    for (name, line) in names.iter().zip(&reference) {
        let error = line.split_once("; error: ").map(|(_, e)| e.trim());
        match error {
            None | Some("too few operands for instruction") => {
                taken.insert(name.as_str());
            }
            Some(e) => assert_eq!(e, "instruction not supported on this GPU", "{name}"),
        }
    }
    assert_eq!(taken, ours);
    let (ds, mtbuf) = (
        Ds::ALL.iter().filter(|o| !o.gfx8_only()).count(),
        Mtbuf::ALL.iter().filter(|o| !o.gfx8_only()).count(),
    );
    assert_eq!(ours.len(), ds + Flat::ALL.len() + mtbuf);
    assert_eq!((ds, Flat::ALL.len(), mtbuf), (139, 46, 8));
}

/// FNV-1a, 64 bits: a digest of a long text to commit instead of the text.
fn fnv1a(text: &str) -> u64 {
    text.bytes().fold(0xCBF2_9CE4_8422_2325, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01B3)
    })
}

/// Every `ds_swizzle_b32` offset (all 65536) prints as LLVM's printer
/// writes it and `text_is_exact` says whether `llvm-mc-14 -mcpu=bonaire`
/// assembles that text back to the offset. LLVM cannot disassemble gfx7,
/// so its text is that of the same pattern in the gfx8 encoding
/// (`ds_swizzle_b32` is opcode 61 there, `llvm-mc-14 -mcpu=tonga
/// -disassemble`; the swizzle field is the same). The lines (text, then
/// whether it is exact) are compared one by one with LLVM present; the
/// FNV-1a digest of LLVM's lines is committed
/// (`tests/data/isa/gfx7_swizzle.fnv`) and checked without it.
#[test]
fn every_swizzle_pattern_prints_as_llvm_prints_it() {
    let swizzle = |offset: u16| {
        Inst::Ds(DsInst {
            op: Ds::SwizzleB32,
            vdst: v(1, 1),
            addr: v(2, 1),
            data0: Operand::ZERO,
            data1: Operand::ZERO,
            offset,
            gds: false,
        })
    };
    let insts: Vec<Inst> = (0..=u16::MAX).map(swizzle).collect();
    let ours: Vec<String> = insts
        .iter()
        .map(|i| format!("{i}\t{}", i.text_is_exact()))
        .collect();
    let digest_path = committed().join("isa/gfx7_swizzle.fnv");
    let texts: Vec<String> = insts.iter().map(Inst::to_string).collect();
    let gfx8: Vec<String> = (0..=u16::MAX)
        .map(|offset| {
            let bytes = (0xD87A_0000u32 | u32::from(offset))
                .to_le_bytes()
                .into_iter()
                .chain([2, 0, 0, 1]);
            let list: Vec<String> = bytes.map(|b| format!("{b:#04x}")).collect();
            format!("[{}]", list.join(","))
        })
        .collect();
    let llvm = run_llvm_mc_with(&["-arch=amdgcn", "-mcpu=tonga", "-disassemble"], &gfx8)
        .zip(run_llvm_mc(&texts));
    let want = match llvm {
        Some(((ok8, printed, err8), (ok7, assembled, err7))) => {
            assert!(ok8 && err8.trim().is_empty(), "{err8}");
            assert!(ok7 && err7.trim().is_empty(), "{err7}");
            let printed: Vec<&str> = printed
                .lines()
                .map(str::trim)
                .filter(|l| l.starts_with("ds_"))
                .collect();
            let back = encoded_lines(&assembled);
            assert_eq!((printed.len(), back.len()), (insts.len(), insts.len()));
            let lines: Vec<String> = printed
                .iter()
                .zip(&back)
                .zip(&insts)
                .map(|((text, line), inst)| {
                    let exact = parse_llvm(line).unwrap().1 == words(inst);
                    format!("{text}\t{exact}")
                })
                .collect();
            let digest = format!("{:016x}\n", fnv1a(&lines.join("\n")));
            if std::env::var_os("GCN_REGEN").is_some_and(|v| v == "1") {
                std::fs::write(&digest_path, &digest).unwrap();
            }
            let first = ours.iter().zip(&lines).position(|(a, b)| a != b);
            assert_eq!(first.map(|i| (&ours[i], &lines[i])), None);
            assert_eq!(std::fs::read_to_string(&digest_path).unwrap(), digest);
            note("isa: 65536 swizzle patterns checked against llvm-mc-14");
            digest
        }
        None => std::fs::read_to_string(&digest_path).unwrap(),
    };
    assert_eq!(format!("{:016x}\n", fnv1a(&ours.join("\n"))), want);
}

/// 64-bit vector operands (`f64`, `i64`, `u64` compares and arithmetic):
/// register pairs, scalar pairs, constants and `VOP1`/`VOPC` literals in
/// 64-bit sources, the `VOP3b` opcodes with an SGPR-pair second result, and
/// what LLVM refuses (a source of the wrong width, two scalar values, `VCC`
/// read by `v_div_fmas_f64` beside another scalar value, a `qsad`
/// destination overlapping a source).
fn vop64_cases() -> Vec<Inst> {
    let z = Operand::ZERO;
    let lit = Operand::imm(0x4024_0000);
    let cmp = |op, src0, src1| Inst::Vopc { op, src0, src1 };
    let one = |op, dst, src0| Inst::Vop1 { op, dst, src0 };
    let op3 = |op| Vop3Op::Vop3(op);
    let b = |op, dst, sdst, src| {
        Inst::Vop3(Vop3Inst {
            sdst,
            ..Vop3Inst::new(op3(op), dst, src)
        })
    };
    vec![
        cmp(Vopc::CmpLtF64, lit, v(2, 2)),
        cmp(Vopc::CmpLtF64, Operand::f32(1.0), v(2, 2)),
        cmp(Vopc::CmpEqU64, s(2, 2), v(254, 2)),
        cmp(Vopc::CmpxNeI64, Operand::imm(-5i32 as u32), v(2, 2)),
        cmp(Vopc::CmpEqU64, Operand::imm(0xFFFF_FF00), v(2, 2)),
        cmp(Vopc::CmpClassF64, Operand::EXEC, v(2, 1)),
        cmp(Vopc::CmpsxNltF64, v(1, 2), v(3, 2)),
        cmp(Vopc::CmpLtF64, v(0, 1), v(2, 2)),
        cmp(Vopc::CmpLtF64, v(0, 2), v(2, 1)),
        cmp(Vopc::CmpClassF64, v(0, 2), v(2, 2)),
        one(Vop1::CvtF32F64, v(0, 1), lit),
        one(Vop1::CvtF32F64, v(0, 1), Operand::VCC),
        one(Vop1::CvtF64F32, v(0, 2), s(2, 1)),
        one(Vop1::CvtF64F32, v(0, 2), s(2, 2)),
        one(Vop1::SqrtF64, v(255, 1), v(2, 2)),
        one(Vop1::FractF64, v(254, 2), v(255, 1)),
        one(Vop1::Nop, z, z),
        vop3(op3(Vop3::AddF64), v(0, 2), [v(2, 2), s(4, 2), z]),
        vop3(op3(Vop3::AddF64), v(0, 2), [s(2, 2), s(4, 2), z]),
        vop3(op3(Vop3::AddF64), v(0, 2), [s(2, 2), s(2, 2), z]),
        vop3(op3(Vop3::LshlB64), v(0, 2), [v(2, 2), s(4, 1), z]),
        vop3(op3(Vop3::LshlB64), v(0, 2), [v(2, 2), v(4, 2), z]),
        vop3(
            op3(Vop3::FmaF64),
            v(0, 2),
            [Operand::f32(-4.0), v(2, 2), s(4, 2)],
        ),
        vop3(op3(Vop3::DivFmasF64), v(0, 2), [v(2, 2), v(4, 2), v(6, 2)]),
        vop3(op3(Vop3::DivFmasF64), v(0, 2), [v(2, 2), v(4, 2), s(6, 2)]),
        vop3(
            op3(Vop3::DivFmasF64),
            v(0, 2),
            [v(2, 2), v(4, 2), Operand::VCC],
        ),
        b(
            Vop3::DivScaleF64,
            v(0, 2),
            Operand::VCC,
            [v(2, 2), v(2, 2), v(4, 2)],
        ),
        b(
            Vop3::DivScaleF32,
            v(0, 1),
            s(2, 2),
            [v(1, 1), s(4, 1), v(2, 1)],
        ),
        b(
            Vop3::MadU64U32,
            v(0, 2),
            s(2, 2),
            [v(2, 1), v(3, 1), v(4, 2)],
        ),
        b(
            Vop3::MadI64I32,
            v(0, 2),
            Operand::EXEC,
            [s(2, 1), v(3, 1), s(4, 2)],
        ),
        vop3(op3(Vop3::QsadPkU16U8), v(0, 2), [v(2, 2), v(4, 1), v(6, 2)]),
        vop3(op3(Vop3::QsadPkU16U8), v(0, 2), [v(1, 2), v(4, 1), v(6, 2)]),
        vop3(
            op3(Vop3::MqsadPkU16U8),
            v(4, 2),
            [v(2, 2), v(5, 1), v(6, 2)],
        ),
        vop3(op3(Vop3::MqsadU32U8), v(0, 4), [v(4, 2), v(6, 1), v(8, 4)]),
        vop3(op3(Vop3::MqsadU32U8), v(0, 4), [v(4, 2), v(6, 1), v(2, 4)]),
        vop3(
            op3(Vop3::MqsadU32U8),
            v(0, 4),
            [s(4, 2), Operand::imm(5), v(8, 4)],
        ),
        vop3(
            op3(Vop3::TrigPreopF64),
            v(0, 2),
            [v(2, 2), Operand::imm(3), z],
        ),
        vop3(
            Vop3Op::Vopc(Vopc::CmpClassF64),
            Operand::VCC,
            [s(2, 2), v(2, 1), z],
        ),
        vop3(
            Vop3Op::Vopc(Vopc::CmpxLtU64),
            Operand::EXEC,
            [v(2, 2), s(4, 2), z],
        ),
        vop3(Vop3Op::Vop1(Vop1::CvtF64I32), v(0, 2), [s(2, 2), z, z]),
    ]
}

#[test]
fn wide_vector_operands_are_llvms() {
    check_against_llvm(
        "isa/gfx7_vop64.txt",
        &vop64_cases(),
        |inst, want| Inst::decode(want) == Ok((*inst, want.len())),
        |_, ours, out| ours.is_err() && out == [0xAAAA_AAAA; 2],
    );
}

/// Names `llvm-mc-14 -mcpu=bonaire` takes that are another opcode's alias:
/// it assembles them as (and prints) the opcode named second.
const ALU_ALIASES: &[(&str, &str)] = &[
    ("v_add_co_u32", "v_add_i32"),
    ("v_sub_co_u32", "v_sub_i32"),
    ("v_subrev_co_u32", "v_subrev_i32"),
];

/// Names `llvm-mc-14 -mcpu=bonaire` takes that are no gfx7 opcode, with
/// the reason.
pub(crate) const ALU_NOT_OPCODES: &[(&str, &[&str])] = &[
    (
        "LLVM's two-instruction pseudo: the branch, then an s_nop",
        &[
            "s_branch_pad_s_nop",
            "s_cbranch_cdbgsys_and_user_pad_s_nop",
            "s_cbranch_cdbgsys_or_user_pad_s_nop",
            "s_cbranch_cdbgsys_pad_s_nop",
            "s_cbranch_cdbguser_pad_s_nop",
            "s_cbranch_execnz_pad_s_nop",
            "s_cbranch_execz_pad_s_nop",
            "s_cbranch_scc0_pad_s_nop",
            "s_cbranch_scc1_pad_s_nop",
            "s_cbranch_vccnz_pad_s_nop",
            "s_cbranch_vccz_pad_s_nop",
        ],
    ),
    (
        "gfx10's 16-bit-gradient samples: LLVM 14 takes them for bonaire but \
         writes the opcode without _g16 with bit 0 of the first dword set",
        &[
            "image_sample_c_cd_cl_g16",
            "image_sample_c_cd_cl_o_g16",
            "image_sample_c_cd_g16",
            "image_sample_c_cd_o_g16",
            "image_sample_c_d_cl_g16",
            "image_sample_c_d_cl_o_g16",
            "image_sample_c_d_g16",
            "image_sample_c_d_o_g16",
            "image_sample_cd_cl_g16",
            "image_sample_cd_cl_o_g16",
            "image_sample_cd_g16",
            "image_sample_cd_o_g16",
            "image_sample_d_cl_g16",
            "image_sample_d_cl_o_g16",
            "image_sample_d_g16",
            "image_sample_d_o_g16",
        ],
    ),
];

/// Of the `s_`, `v_`, `buffer_` and `image_` mnemonics LLVM 14 knows for
/// any generation (`tests/data/isa/alu_mnemonics.txt`), those `llvm-mc-14
/// -mcpu=bonaire` takes (it assembles the bare name, or asks for operands;
/// a `v_cmp*_e32` name is its compare's `VCC` form) are exactly the
/// crate's `SOP*`, `SMRD`, vector ALU, `VINTRP`, `MUBUF` and `MIMG` opcodes,
/// but for the aliases ([`ALU_ALIASES`]) and the names that are no opcode
/// ([`ALU_NOT_OPCODES`]); the others it refuses as not supported on gfx7
/// (`tests/data/isa/gfx7_alu_mnemonics.txt`).
#[test]
fn alu_and_image_opcodes_are_every_one_llvm_takes_for_gfx7() {
    use std::collections::BTreeSet;
    let list = std::fs::read_to_string(committed().join("isa/alu_mnemonics.txt")).unwrap();
    let names: Vec<String> = list
        .lines()
        .filter(|l| !l.starts_with('#') && !l.is_empty())
        .map(str::to_string)
        .collect();
    let reference = llvm_reference("isa/gfx7_alu_mnemonics.txt", &names, true);
    assert_eq!(reference.len(), names.len(), "one llvm-mc line per name");
    let mut taken = BTreeSet::new();
    for (name, line) in names.iter().zip(&reference) {
        let error = line.split_once("; error: ").map(|(_, e)| e.trim());
        match error {
            None | Some("too few operands for instruction") => {
                taken.insert(name.as_str());
            }
            Some(e) => assert_eq!(e, "instruction not supported on this GPU", "{name}"),
        }
    }
    // `v_cmp_eq_f32_e32` is `v_cmp_eq_f32` with its VCC destination.
    let e32: Vec<&str> = taken
        .iter()
        .copied()
        .filter(|n| n.strip_suffix("_e32").is_some_and(|b| taken.contains(b)))
        .collect();
    for n in e32 {
        assert!(n.starts_with("v_cmp"), "{n}");
        taken.remove(n);
    }
    let mut ours: BTreeSet<&str> = BTreeSet::new();
    let mut count = 0;
    let mut add = |names: Vec<&'static str>| {
        count += names.len();
        ours.extend(names);
    };
    add(Sop2::ALL
        .iter()
        .filter(|o| !o.gfx8_only())
        .map(|o| o.mnemonic())
        .collect());
    add(Sop1::ALL
        .iter()
        .filter(|o| !o.gfx8_only())
        .map(|o| o.mnemonic())
        .collect());
    add(Sopk::ALL.iter().map(|o| o.mnemonic()).collect());
    add(Sopc::ALL
        .iter()
        .filter(|o| !o.gfx8_only())
        .map(|o| o.mnemonic())
        .collect());
    add(Sopp::ALL
        .iter()
        .filter(|o| !o.gfx8_only())
        .map(|o| o.mnemonic())
        .collect());
    add(Smrd::ALL
        .iter()
        .filter(|o| !o.gfx8_only())
        .map(|o| o.mnemonic())
        .collect());
    add(Vop1::ALL
        .iter()
        .filter(|o| !o.gfx8_only())
        .map(|o| o.mnemonic())
        .collect());
    add(Vop2::ALL
        .iter()
        .filter(|o| !o.gfx8_only())
        .map(|o| o.mnemonic())
        .collect());
    add(Vopc::ALL
        .iter()
        .filter(|o| !o.gfx8_only())
        .map(|o| o.mnemonic())
        .collect());
    add(Vop3::ALL
        .iter()
        .filter(|o| !o.gfx8_only())
        .map(|o| o.mnemonic())
        .collect());
    add(Vintrp::ALL.iter().map(|o| o.mnemonic()).collect());
    add(Mubuf::ALL
        .iter()
        .filter(|o| !o.gfx8_only())
        .map(|o| o.mnemonic())
        .collect());
    add(Mimg::ALL.iter().map(|o| o.mnemonic()).collect());
    assert_eq!(ours.len(), count, "a mnemonic in two families");
    let mut expected = ours.clone();
    for (alias, name) in ALU_ALIASES {
        assert!(ours.contains(name), "{alias} is an alias of {name}");
        assert!(expected.insert(alias), "{alias}");
    }
    for (why, names) in ALU_NOT_OPCODES {
        for n in *names {
            assert!(!ours.contains(n), "{n} is modelled: {why}");
            assert!(expected.insert(n), "{n} listed twice");
        }
    }
    // The family sizes this gives (a change shows in one place).
    assert_eq!(
        [
            Sop2::ALL.iter().filter(|o| !o.gfx8_only()).count(),
            Sop1::ALL.iter().filter(|o| !o.gfx8_only()).count(),
            Sopk::ALL.len(),
            Sopc::ALL.iter().filter(|o| !o.gfx8_only()).count(),
            Sopp::ALL.iter().filter(|o| !o.gfx8_only()).count(),
            Smrd::ALL.iter().filter(|o| !o.gfx8_only()).count(),
            Vop1::ALL.iter().filter(|o| !o.gfx8_only()).count(),
            Vop2::ALL.iter().filter(|o| !o.gfx8_only()).count(),
            Vopc::ALL.iter().filter(|o| !o.gfx8_only()).count(),
            Vop3::ALL.iter().filter(|o| !o.gfx8_only()).count(),
            Mubuf::ALL.iter().filter(|o| !o.gfx8_only()).count(),
            Mimg::ALL.len(),
        ],
        [43, 48, 20, 17, 26, 13, 65, 50, 196, 56, 56, 93]
    );
    let missing: Vec<_> = taken.difference(&expected).collect();
    let refused: Vec<_> = expected.difference(&taken).collect();
    assert!(
        missing.is_empty() && refused.is_empty(),
        "llvm-mc takes these, the crate lacks them: {missing:?}; \
         the crate or a list has these, llvm-mc refuses them: {refused:?}"
    );
}

/// Every buffer atomic with and without `glc` (the returning form), with
/// `offen`/`addr64` addresses, with `tfe` (which LLVM's syntax lacks for
/// atomics) and with data one dword too narrow or too wide; then `lds` on
/// every other opcode (llvm-mc-14 takes it on the one-dword loads), beside
/// the other flags and `tfe`.
pub(crate) fn mubuf_atomic_cases() -> Vec<Inst> {
    let f = MubufFlags::default();
    let at = |op: Mubuf, data: Operand, flags: MubufFlags| Inst::Mubuf {
        op,
        buf: BufOperands {
            data,
            vaddr: match flags.vaddr_dwords() {
                0 => v(0, 1),
                n => v(8, n),
            },
            srsrc: s(4, 4),
            soffset: s(1, 1),
            offset: 16,
            flags,
        },
    };
    let mut c = Vec::new();
    for &op in Mubuf::ALL.iter().filter(|o| !o.gfx8_only()) {
        let sh = op.shape();
        if !sh.atomic {
            continue;
        }
        let glc = MubufFlags { glc: true, ..f };
        c.push(at(op, v(0, sh.data), f));
        c.push(at(op, v(0, sh.data), MubufFlags { offen: true, ..glc }));
        c.push(at(
            op,
            v(2, sh.data),
            MubufFlags {
                addr64: true,
                slc: true,
                ..glc
            },
        ));
        c.push(at(op, v(0, sh.data), MubufFlags { tfe: true, ..f }));
        c.push(at(op, v(0, sh.data + 1), glc));
        c.push(at(op, v(0, (sh.data - 1).max(1)), glc));
    }
    let lds = MubufFlags { lds: true, ..f };
    for &op in Mubuf::ALL.iter().filter(|o| !o.gfx8_only()) {
        let sh = op.shape();
        if sh.data > 0 {
            c.push(at(op, v(0, sh.data), lds));
        }
    }
    let all = MubufFlags {
        offen: true,
        glc: true,
        slc: true,
        ..lds
    };
    c.push(at(Mubuf::LoadDword, v(0, 1), all));
    c.push(at(
        Mubuf::LoadUbyte,
        v(0, 1),
        MubufFlags {
            addr64: true,
            ..lds
        },
    ));
    c.push(at(
        Mubuf::LoadDword,
        v(0, 1),
        MubufFlags { tfe: true, ..lds },
    ));
    c
}

#[test]
fn buffer_atomics_are_llvms() {
    check_against_llvm(
        "isa/gfx7_mubuf.txt",
        &mubuf_atomic_cases(),
        |inst, want| Inst::decode(want) == Ok((*inst, want.len())),
        |_, ours, out| ours.is_err() && out == [0xAAAA_AAAA; 2],
    );
    // buffer_wbinvl1 ; [0x00,0x00,0xc4,0xe1,0x00,0x00,0x00,0x00]: its
    // fields are 0, and a word with bits there is no instruction.
    let (inst, n) = Inst::decode(&[0xE1C4_0000, 0]).unwrap();
    assert_eq!((inst.to_string().as_str(), n), ("buffer_wbinvl1", 2));
    assert_no_instruction(&[&[0xE1C4_0000, 1], &[0xE1C4_4000, 0], &[0xE1C0_0004, 0]]);
    // An atomic with tfe (bit 23 of the second dword) is no instruction,
    // nor is lds (bit 16) on a store or with tfe.
    assert_no_instruction(&[
        &[0xE0C8_0000, 0x0181_0100],
        &[0xE071_0000, 0x0101_0100],
        &[0xE031_0000, 0x0181_0100],
    ]);
    // buffer_load_dword v1, off, s[4:7], s1 lds ;
    // [0x00,0x00,0x31,0xe0,0x00,0x01,0x01,0x01]
    let (inst, _) = Inst::decode(&[0xE031_0000, 0x0101_0100]).unwrap();
    assert_eq!(
        inst.to_string(),
        "buffer_load_dword v1, off, s[4:7], s1 lds"
    );
}

/// Every image atomic with every channel mask, with `glc` (the returning
/// form) and with `tfe`: llvm-mc-14 takes the masks 0x1, 0x3 and 0xF only
/// ("invalid atomic image dmask"), with data of one dword a channel.
pub(crate) fn mimg_atomic_cases() -> Vec<Inst> {
    let mut c = Vec::new();
    let f = MimgFlags::default();
    for &op in Mimg::ALL {
        if !op.shape().atomic {
            continue;
        }
        for dmask in 0..16u8 {
            for flags in [
                f,
                MimgFlags { glc: true, ..f },
                MimgFlags { tfe: true, ..f },
            ] {
                c.push(Inst::Mimg(MimgInst {
                    op,
                    data: v(0, op.data_dwords(dmask, flags)),
                    vaddr: v(4, 2),
                    srsrc: s(0, 8),
                    ssamp: Operand::ZERO,
                    dmask,
                    flags,
                }));
            }
        }
    }
    c
}

#[test]
fn image_atomics_are_llvms() {
    check_against_llvm(
        "isa/gfx7_mimg_atomic.txt",
        &mimg_atomic_cases(),
        |inst, want| Inst::decode(want) == Ok((*inst, want.len())),
        |_, ours, out| ours.is_err() && out == [0xAAAA_AAAA; 2],
    );
}

/// Whether an image atomic's data is pairs (the compare-swaps).
fn pairs(op: Mimg) -> bool {
    matches!(op, Mimg::AtomicCmpswap | Mimg::AtomicFcmpswap)
}

/// The scalar forms without a destination or with a field of their own,
/// beside operands llvm-mc-14 refuses there: `s_cbranch_g_fork` (no
/// literal), `s_cbranch_join` (a register), `s_cbranch_i_fork` (an SGPR
/// pair), `s_setreg_b32` (a register) and `s_setreg_imm32_b32` (a value).
fn scalar_control_cases() -> Vec<Inst> {
    let fork = |src0, src1| Inst::Sop2 {
        op: Sop2::CbranchGFork,
        dst: Operand::ZERO,
        src0,
        src1,
    };
    let join = |src0| Inst::Sop1 {
        op: Sop1::CbranchJoin,
        dst: Operand::ZERO,
        src0,
    };
    let k = |op, dst| Inst::Sopk {
        op,
        dst,
        imm: 0xF801,
    };
    vec![
        fork(s(2, 2), s(4, 2)),
        fork(Operand::imm(1), s(4, 2)),
        fork(s(2, 2), Operand::imm(-3i32 as u32)),
        fork(Operand::imm(0x12345), s(4, 2)),
        fork(s(2, 2), Operand::imm(0x12345)),
        fork(s(2, 1), s(4, 2)),
        fork(Operand::EXEC, Operand::VCC),
        join(s(4, 1)),
        join(Operand::EXEC_LO),
        join(Operand::imm(5)),
        join(Operand::imm(0x12345)),
        join(s(4, 2)),
        k(Sopk::CbranchIFork, Operand::imm(1)),
        k(Sopk::CbranchIFork, s(2, 1)),
        k(Sopk::CbranchIFork, Operand::ttmp(2, 2).unwrap()),
        k(Sopk::SetregB32, Operand::imm(5)),
        k(Sopk::SetregB32, s(2, 2)),
        k(Sopk::SetregB32, Operand::EXEC_HI),
        k(Sopk::GetregB32, Operand::imm(5)),
        k(Sopk::GetregB32, Operand::M0),
        k(Sopk::SetregImm32B32, s(0, 1)),
        k(Sopk::SetregImm32B32, Operand::imm(0xFFFF_FFF0)),
    ]
}

#[test]
fn scalar_control_operands_are_llvms() {
    check_against_llvm(
        "isa/gfx7_sopk.txt",
        &scalar_control_cases(),
        |inst, want| Inst::decode(want) == Ok((*inst, want.len())),
        |_, ours, out| ours.is_err() && out == [0xAAAA_AAAA; 2],
    );
}

/// The lane moves and the `K` multiply-adds, which have no 64-bit form:
/// each operand kind in each place, beside what llvm-mc-14 refuses (a
/// scalar `v_readlane_b32` source, a VGPR or literal lane select, two
/// scalar values, a literal other than `K`, an SGPR beside `K`).
fn vop2_special_cases() -> Vec<Inst> {
    let vop2 = |op, dst, src0, src1| Inst::Vop2 {
        op,
        dst,
        src0,
        src1,
    };
    let madk = |op, src0, k| Inst::Madk {
        op,
        dst: v(0, 1),
        src0,
        src1: v(2, 1),
        k,
    };
    let read = Vop2::ReadlaneB32;
    let write = Vop2::WritelaneB32;
    let lds = Operand::LDS_DIRECT;
    let mut c = Vec::new();
    for lane in [
        s(2, 1),
        Operand::M0,
        Operand::EXEC_LO,
        Operand::VCC_HI,
        Operand::ttmp(1, 1).unwrap(),
        Operand::SCC,
        Operand::VCCZ,
        Operand::imm(63),
        Operand::imm(-1i32 as u32),
        Operand::f32(1.0),
        Operand::imm(0x41),
        v(2, 1),
        lds,
    ] {
        c.push(vop2(read, s(0, 1), v(1, 1), lane));
        c.push(vop2(write, v(0, 1), s(1, 1), lane));
    }
    c.extend([
        vop2(read, Operand::M0, v(255, 1), s(2, 1)),
        vop2(read, s(0, 1), lds, s(2, 1)),
        vop2(read, s(0, 1), s(1, 1), s(2, 1)),
        vop2(read, v(0, 1), v(1, 1), s(2, 1)),
        vop2(write, v(0, 1), s(1, 1), s(1, 1)),
        vop2(write, v(0, 1), Operand::imm(5), s(2, 1)),
        vop2(write, v(0, 1), Operand::imm(0x41), s(2, 1)),
        vop2(write, v(0, 1), Operand::imm(0x41), Operand::imm(6)),
        vop2(write, v(0, 1), lds, s(2, 1)),
        vop2(write, v(0, 1), v(1, 1), s(2, 1)),
        vop2(write, v(0, 1), Operand::M0, Operand::imm(3)),
    ]);
    for op in [Vop2::MadmkF32, Vop2::MadakF32] {
        c.extend([
            madk(op, v(1, 1), 0x4120_0000),
            madk(op, v(1, 1), 5),
            madk(op, v(1, 1), 0x3F80_0000),
            madk(op, Operand::f32(1.0), 0x4120_0000),
            madk(op, Operand::imm(0x4120_0000), 0x4120_0000),
            madk(op, Operand::imm(0x4120_0001), 0x4120_0000),
            madk(op, lds, 0xFFFF_FFFF),
            madk(op, s(1, 1), 0x4120_0000),
            madk(op, Operand::M0, 0x4120_0000),
        ]);
    }
    c
}

#[test]
fn lane_moves_and_k_forms_are_llvms() {
    check_against_llvm(
        "isa/gfx7_vop2_special.txt",
        &vop2_special_cases(),
        |inst, want| Inst::decode(want) == Ok((*inst, want.len())),
        |_, ours, out| ours.is_err() && out == [0xAAAA_AAAA; 2],
    );
    // The 64-bit forms LLVM lacks are no instruction:
    // v_readlane_b32 (257), v_writelane_b32 (258), v_madmk_f32 (288).
    assert_no_instruction(&[
        &[0xD202_0000, 0x0000_0501],
        &[0xD204_0000, 0x0000_0401],
        &[0xD240_0000, 0x0402_0501],
    ]);
}

/// Names `llvm-mc-14 -mcpu=tahiti` takes for an opcode the crate does not
/// model on gfx6, with the reason.
const GFX6_NOT_MODELLED: &[(&str, &str)] = &[(
    "buffer_wbinvl1_sc",
    "gfx6's name for MUBUF opcode 112, gfx7's buffer_wbinvl1_vol (llvm-mc-14 \
     encodes both as [0x00,0x00,0xc0,0xe1,0x00,0x00,0x00,0x00]); the crate \
     prints gfx7's names, so it refuses opcode 112 on gfx6",
)];

/// The mnemonics of `text` lines, without comments and blank lines.
pub(crate) fn mnemonic_list(file: &str) -> Vec<String> {
    std::fs::read_to_string(committed().join(file))
        .unwrap()
        .lines()
        .filter(|l| !l.starts_with('#') && !l.is_empty())
        .map(str::to_string)
        .collect()
}

/// gfx6 is gfx7 but for the opcodes it lacks: of every mnemonic LLVM 14
/// knows (`tests/data/isa/alu_mnemonics.txt` and `memory_mnemonics.txt`),
/// those `llvm-mc-14 -mcpu=tahiti` takes (it assembles the bare name, or
/// asks for operands; a `v_cmp*_e32` name is its compare's `VCC` form) are
/// exactly the crate's opcodes whose `on(Gfx::Gfx6)` holds, with gfx7's
/// aliases and names that are no opcode ([`ALU_ALIASES`],
/// [`ALU_NOT_OPCODES`]) and [`GFX6_NOT_MODELLED`]; the rest it refuses as
/// not supported on that GPU (`tests/data/isa/gfx6_mnemonics.txt`).
#[test]
fn gfx6_opcodes_are_every_one_llvm_takes_for_tahiti() {
    use std::collections::BTreeSet;
    let mut names = mnemonic_list("isa/alu_mnemonics.txt");
    names.extend(mnemonic_list("isa/memory_mnemonics.txt"));
    let reference = llvm_reference_for("tahiti", "isa/gfx6_mnemonics.txt", &names, true);
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
    let e32: Vec<&str> = taken
        .iter()
        .copied()
        .filter(|n| n.strip_suffix("_e32").is_some_and(|b| taken.contains(b)))
        .collect();
    for n in e32 {
        assert!(n.starts_with("v_cmp"), "{n}");
        taken.remove(n);
    }
    let g = Gfx::Gfx6;
    let mut ours: BTreeSet<&str> = BTreeSet::new();
    let mut lacking: Vec<&str> = Vec::new();
    let mut add = |all: Vec<(bool, &'static str)>| {
        for (on, name) in all {
            if on {
                ours.insert(name);
            } else {
                lacking.push(name);
            }
        }
    };
    add(Sop2::ALL
        .iter()
        .filter(|o| !o.gfx8_only())
        .map(|o| (o.on(g), o.mnemonic()))
        .collect());
    add(Sop1::ALL
        .iter()
        .filter(|o| !o.gfx8_only())
        .map(|o| (o.on(g), o.mnemonic()))
        .collect());
    add(Sopk::ALL.iter().map(|o| (o.on(g), o.mnemonic())).collect());
    add(Sopc::ALL
        .iter()
        .filter(|o| !o.gfx8_only())
        .map(|o| (o.on(g), o.mnemonic()))
        .collect());
    add(Sopp::ALL
        .iter()
        .filter(|o| !o.gfx8_only())
        .map(|o| (o.on(g), o.mnemonic()))
        .collect());
    add(Smrd::ALL
        .iter()
        .filter(|o| !o.gfx8_only())
        .map(|o| (o.on(g), o.mnemonic()))
        .collect());
    add(Vop1::ALL
        .iter()
        .filter(|o| !o.gfx8_only())
        .map(|o| (o.on(g), o.mnemonic()))
        .collect());
    add(Vop2::ALL
        .iter()
        .filter(|o| !o.gfx8_only())
        .map(|o| (o.on(g), o.mnemonic()))
        .collect());
    add(Vopc::ALL
        .iter()
        .filter(|o| !o.gfx8_only())
        .map(|o| (o.on(g), o.mnemonic()))
        .collect());
    add(Vop3::ALL
        .iter()
        .filter(|o| !o.gfx8_only())
        .map(|o| (o.on(g), o.mnemonic()))
        .collect());
    add(Vintrp::ALL
        .iter()
        .map(|o| (o.on(g), o.mnemonic()))
        .collect());
    add(Mubuf::ALL
        .iter()
        .filter(|o| !o.gfx8_only())
        .map(|o| (o.on(g), o.mnemonic()))
        .collect());
    add(Mtbuf::ALL
        .iter()
        .filter(|o| !o.gfx8_only())
        .map(|o| (o.on(g), o.mnemonic()))
        .collect());
    add(Ds::ALL
        .iter()
        .filter(|o| !o.gfx8_only())
        .map(|o| (o.on(g), o.mnemonic()))
        .collect());
    add(Flat::ALL.iter().map(|o| (o.on(g), o.mnemonic())).collect());
    add(Mimg::ALL.iter().map(|o| (o.on(g), o.mnemonic())).collect());
    // FLAT (46), 8 DS, 6 VOP1, 4 VOP3, s_dcache_inv_vol, buffer_wbinvl1_vol.
    assert_eq!(lacking.len(), 66, "{lacking:?}");
    let mut expected = ours.clone();
    for (alias, name) in ALU_ALIASES {
        assert!(ours.contains(name), "{alias} is an alias of {name}");
        assert!(expected.insert(alias), "{alias}");
    }
    for n in ALU_NOT_OPCODES.iter().flat_map(|(_, names)| *names) {
        assert!(expected.insert(n), "{n}");
    }
    for (n, _) in GFX6_NOT_MODELLED {
        assert!(!ours.contains(n), "{n}");
        assert!(expected.insert(n), "{n}");
    }
    let missing: Vec<_> = taken.difference(&expected).collect();
    let refused: Vec<_> = expected.difference(&taken).collect();
    assert!(
        missing.is_empty() && refused.is_empty(),
        "llvm-mc -mcpu=tahiti takes these, the crate lacks them on gfx6: {missing:?}; \
         the crate or a list has these, llvm-mc refuses them: {refused:?}"
    );
}

/// Every form of the first test's cases with `llvm-mc-14 -mcpu=tahiti`
/// (`tests/data/isa/gfx6.txt`): what it assembles, the crate encodes for
/// gfx6 to its dwords and prints as it prints them, and those dwords decode
/// for gfx6 to the instruction; what it refuses (an opcode gfx6 lacks,
/// `flat_scratch`, an `SMRD` literal offset) the crate refuses for gfx6
/// with [`Error::NotOnGfx`], writing nothing, and its gfx7 dwords do not
/// decode for gfx6.
#[test]
fn gfx6_forms_match_llvm() {
    let insts = cases();
    let texts: Vec<String> = insts.iter().map(Inst::to_string).collect();
    let reference = llvm_reference_for("tahiti", "isa/gfx6.txt", &texts, true);
    assert_eq!(reference.len(), texts.len(), "one llvm-mc line per case");
    let g = Gfx::Gfx6;
    let (mut assembled, mut failed) = (0, 0);
    for ((inst, text), line) in insts.iter().zip(&texts).zip(&reference) {
        let mut out = [0xAAAA_AAAAu32; 2];
        let ours = inst.encode_for(g, &mut out).map(|n| out[..n].to_vec());
        let ok = match parse_llvm(line) {
            Some((llvm_text, want)) => {
                assembled += 1;
                llvm_text == *text
                    && ours.as_ref() == Ok(&want)
                    && Inst::decode_for(&want, g).map(|(i, n)| (words(&i), n))
                        == Ok((want.clone(), want.len()))
            }
            None => {
                let error = line.split_once("; error: ").map(|(_, e)| e.trim());
                matches!(
                    error,
                    Some(
                        "instruction not supported on this GPU"
                            | "register not available on this GPU"
                            | "operands are not valid for this GPU or mode"
                    )
                ) && matches!(ours, Err(Error::NotOnGfx { gfx: Gfx::Gfx6, .. }))
                    && out == [0xAAAA_AAAA; 2]
                    && matches!(
                        Inst::decode_for(&words(inst), g),
                        Err(Error::NotOnGfx { gfx: Gfx::Gfx6, .. })
                    )
            }
        };
        if !ok {
            failed += 1;
            eprintln!("{text}: crate {ours:x?}, llvm-mc -mcpu=tahiti: {line}");
        }
    }
    assert_eq!(failed, 0, "{failed} of {} cases differ", insts.len());
    assert!(assembled > 0 && assembled < insts.len());
}

/// A gfx6 program refuses what gfx6 lacks, all or nothing, and gfx6
/// decoding stops there; gfx7 is unchanged and gfx8 has none of it.
#[test]
fn generations_gate_encoding_and_decoding() {
    let ok = Inst::Sopp {
        op: Sopp::Endpgm,
        imm: 0,
    };
    // v_trunc_f64_e32 v[0:1], v[2:3]: llvm-mc-14 -mcpu=tahiti "instruction
    // not supported on this GPU"; -mcpu=bonaire [0x02,0x2f,0x00,0x7e].
    let trunc = Inst::Vop1 {
        op: Vop1::TruncF64,
        dst: v(0, 2),
        src0: v(2, 2),
    };
    assert_eq!(words(&trunc), [0x7E00_2F02]);
    let mut buf = [0u32; 4];
    let mut asm = Assembler::for_gfx(&mut buf, Gfx::Gfx6);
    assert_eq!(
        asm.push_all(&[ok, trunc]),
        Err(Error::NotOnGfx {
            gfx: Gfx::Gfx6,
            what: "v_trunc_f64"
        })
    );
    assert!(asm.is_empty());
    assert_eq!(asm.push(&ok), Ok(0));
    assert!(asm.push(&trunc).is_err());
    assert_eq!(asm.words(), [0xBF81_0000]);
    let mut buf = [0u32; 4];
    let mut asm = Assembler::new(&mut buf);
    asm.push_all(&[trunc, ok]).unwrap();
    assert_eq!(asm.words(), [0x7E00_2F02, 0xBF81_0000]);
    let code = [0xBF81_0000, 0x7E00_2F02, 0xBF81_0000];
    let gfx6: Vec<_> = gcn::isa::instructions_for(&code, Gfx::Gfx6).collect();
    assert_eq!(gfx6.len(), 2);
    assert_eq!(gfx6[0], Ok((0, ok)));
    assert!(matches!(gfx6[1], Err(Error::NotOnGfx { .. })));
    assert_eq!(gcn::isa::instructions_for(&code, Gfx::Gfx7).count(), 3);
    // gfx8 numbers s_endpgm as gfx7 does (llvm-mc-14 -mcpu=tonga:
    // [0x00,0x00,0x81,0xbf]) but lacks v_lshl_b32 ("instruction not
    // supported on this GPU").
    let lshl = Inst::Vop2 {
        op: Vop2::LshlB32,
        dst: v(0, 1),
        src0: v(1, 1),
        src1: v(2, 1),
    };
    let mut buf = [0u32; 4];
    let mut asm = Assembler::for_gfx(&mut buf, Gfx::Gfx8);
    assert_eq!(
        asm.push_all(&[ok, lshl]),
        Err(Error::NotOnGfx {
            gfx: Gfx::Gfx8,
            what: "v_lshl_b32"
        })
    );
    assert!(asm.is_empty());
    asm.push(&ok).unwrap();
    assert_eq!(asm.words(), [0xBF81_0000]);
}

/// Whether an instruction is of a family whose gfx8 encoding the crate
/// models (the scalar and vector ALU, scalar memory, interpolation and
/// exports).
fn gfx8_modelled(inst: &Inst) -> bool {
    !matches!(
        inst,
        Inst::Ds(_) | Inst::Flat(_) | Inst::Mimg(_) | Inst::Mubuf { .. } | Inst::Mtbuf { .. }
    )
}

/// The gfx7 case lists' instructions of the families gfx8 models.
fn gfx8_cases() -> Vec<Inst> {
    let mut all = cases();
    all.extend(vop64_cases());
    all.extend(scalar_control_cases());
    all.extend(vop2_special_cases());
    all.extend(lds_direct_cases());
    all.extend(gfx8_forms());
    all.into_iter().filter(gfx8_modelled).collect()
}

/// Forms gfx8 has beside gfx7's: `clamp` on `VOP3b`, the 20-bit `SMEM`
/// byte offset, `flat_scratch` at its gfx8 code, the last SGPRs, and the
/// `MSG_SAVEWAVE` message; with forms it refuses (past `s101`, an offset of
/// 21 bits).
fn gfx8_forms() -> Vec<Inst> {
    let clamped = |op: Vop3Op, dst: Operand, sdst: Operand, src: [Operand; 3]| {
        Inst::Vop3(Vop3Inst {
            sdst,
            clamp: true,
            ..Vop3Inst::new(op, dst, src)
        })
    };
    let load = |dst: Operand, base: Operand, offset: SmrdOffset| Inst::Smrd {
        op: Smrd::LoadDword,
        dst,
        base,
        offset,
        glc: false,
    };
    let mut c = vec![
        clamped(
            Vop3Op::Vop2(Vop2::AddI32),
            v(0, 1),
            s(0, 2),
            [v(1, 1), v(2, 1), Operand::ZERO],
        ),
        clamped(
            Vop3Op::Vop2(Vop2::AddcU32),
            v(0, 1),
            Operand::VCC,
            [v(1, 1), v(2, 1), s(4, 2)],
        ),
        clamped(
            Vop3Op::Vop3(Vop3::DivScaleF32),
            v(0, 1),
            Operand::VCC,
            [v(1, 1), v(2, 1), v(3, 1)],
        ),
        clamped(
            Vop3Op::Vop3(Vop3::MadU64U32),
            v(0, 2),
            s(2, 2),
            [v(1, 1), v(2, 1), v(4, 2)],
        ),
        load(s(0, 1), s(2, 2), SmrdOffset::Literal(0xF_FFFF)),
        load(s(0, 1), s(2, 2), SmrdOffset::Literal(0x10_0000)),
        load(s(0, 1), Operand::FLAT_SCRATCH, SmrdOffset::Imm(4)),
        load(s(100, 1), s(2, 2), SmrdOffset::Sgpr(s(101, 1))),
        load(
            s(0, 1),
            s(2, 2),
            SmrdOffset::Sgpr(Operand::from_code(104, 1, 0).unwrap()),
        ),
        Inst::Sopp {
            op: Sopp::Sendmsg,
            imm: 4,
        },
        Inst::Sop1 {
            op: Sop1::MovB64,
            dst: s(100, 2),
            src0: Operand::FLAT_SCRATCH,
        },
        Inst::Sop1 {
            op: Sop1::MovB32,
            dst: s(101, 1),
            src0: s(102, 1),
        },
        Inst::Sop1 {
            op: Sop1::MovB32,
            dst: s(101, 1),
            src0: Operand::from_code(105, 1, 0).unwrap(),
        },
    ];
    c.push(vop3(
        Vop3Op::Vop1(Vop1::MovB32),
        v(0, 1),
        [
            Operand::from_code(105, 1, 0).unwrap(),
            Operand::ZERO,
            Operand::ZERO,
        ],
    ));
    c.extend(inv_2pi_cases());
    c.extend(gfx8_own_scalar_cases());
    c.extend(glc_cases());
    c.extend(gfx8_own_vop1_cases());
    c.extend(gfx8_own_vop3_cases());
    c.extend(gfx8_own_vop2_cases());
    c.extend(gfx8_own_vopc_cases());
    c.extend(gfx8_own_scalar_refusals());
    c.extend(interp16_cases());
    c.push(Inst::Interp16(Interp16Inst {
        omod: 1,
        ..Interp16Inst::new(Interp16::P2F16, 0, 1, 2, 0, 0)
    }));
    c.push(Inst::Interp16(Interp16Inst::new(
        Interp16::P1llF16,
        0,
        1,
        0,
        64,
        0,
    )));
    c
}

/// gfx8's 16-bit interpolation: every opcode, every field at its ends,
/// and the modifiers LLVM takes.
fn interp16_cases() -> Vec<Inst> {
    let mut c = Vec::new();
    for &op in Interp16::ALL {
        c.push(Inst::Interp16(Interp16Inst::new(op, 0, 1, 2, 0, 0)));
    }
    let full = |op, neg, abs, omod| {
        Inst::Interp16(Interp16Inst {
            high: true,
            neg,
            abs,
            clamp: true,
            omod,
            ..Interp16Inst::new(op, 255, 254, 253, 63, 3)
        })
    };
    c.push(full(Interp16::P1llF16, 2, 0, 1));
    c.push(full(Interp16::P1llF16, 0, 2, 2));
    c.push(full(Interp16::P1lvF16, 4, 2, 3));
    c.push(full(Interp16::P1lvF16, 6, 6, 0));
    c.push(full(Interp16::P2F16, 2, 4, 0));
    for (attr, chan) in [(1, 1), (2, 2), (32, 0)] {
        c.push(Inst::Interp16(Interp16Inst::new(
            Interp16::P2F16,
            3,
            4,
            5,
            attr,
            chan,
        )));
    }
    c
}

/// Every `VOP2` opcode only gfx8 has (the 16-bit arithmetic) in both
/// encodings (the `K` forms in theirs), with scalar sources, an inline
/// constant, a 16-bit literal and the `VOP3` modifiers LLVM takes.
fn gfx8_own_vop2_cases() -> Vec<Inst> {
    let mut c = Vec::new();
    for &op in Vop2::ALL.iter().filter(|o| o.gfx8_only()) {
        if op.shape() == VShape::Madk {
            c.push(Inst::Madk {
                op,
                dst: v(0, 1),
                src0: v(1, 1),
                src1: v(2, 1),
                k: 0x1234,
            });
            continue;
        }
        c.push(Inst::Vop2 {
            op,
            dst: v(0, 1),
            src0: v(1, 1),
            src1: v(2, 1),
        });
        c.push(Inst::Vop2 {
            op,
            dst: v(3, 1),
            src0: s(5, 1),
            src1: v(255, 1),
        });
        c.push(vop3(
            Vop3Op::Vop2(op),
            v(0, 1),
            [s(1, 1), v(2, 1), Operand::ZERO],
        ));
    }
    for (op, src0) in [
        (Vop2::AddF16, Operand::f32(0.5)),
        (Vop2::MulF16, Operand::imm(0x1234)),
        (Vop2::SubU16, Operand::imm(0x8000)),
        (Vop2::LshlrevB16, Operand::imm(3)),
        (Vop2::LdexpF16, Operand::f32(-4.0)),
        (Vop2::MacF16, Operand::imm(0x4D00)),
        (Vop2::MaxI16, Operand::imm(0x7FF0)),
    ] {
        c.push(Inst::Vop2 {
            op,
            dst: v(0, 1),
            src0,
            src1: v(1, 1),
        });
    }
    c.push(Inst::Madk {
        op: Vop2::MadakF16,
        dst: v(0, 1),
        src0: Operand::f32(0.5),
        src1: v(2, 1),
        k: 0x4600,
    });
    c.push(Inst::Madk {
        op: Vop2::MadmkF16,
        dst: v(0, 1),
        src0: Operand::imm(0x1234),
        src1: v(2, 1),
        k: 0x1234,
    });
    c.push(vop3(
        Vop3Op::Vop2(Vop2::LdexpF16),
        v(0, 1),
        [v(1, 1), Operand::f32(0.5), Operand::ZERO],
    ));
    for (op, abs, neg, clamp, omod) in [
        (Vop2::AddF16, 2, 1, true, 1),
        (Vop2::MaxF16, 2, 1, true, 3),
        (Vop2::MulF16, 0, 0, false, 2),
        (Vop2::MacF16, 3, 0, true, 1),
        (Vop2::LdexpF16, 0, 1, true, 1),
        (Vop2::AddU16, 0, 0, true, 0),
        (Vop2::SubrevU16, 0, 0, true, 0),
    ] {
        c.push(Inst::Vop3(Vop3Inst {
            abs,
            neg,
            clamp,
            omod,
            ..Vop3Inst::new(Vop3Op::Vop2(op), v(0, 1), [v(1, 1), v(2, 1), Operand::ZERO])
        }));
    }
    c
}

/// Every `VOPC` opcode only gfx8 has (the 16-bit compares and class
/// tests) in both encodings, with a literal, an inline constant and the
/// `VOP3` modifiers LLVM takes.
fn gfx8_own_vopc_cases() -> Vec<Inst> {
    let mut c = Vec::new();
    for &op in Vopc::ALL.iter().filter(|o| o.gfx8_only()) {
        c.push(Inst::Vopc {
            op,
            src0: v(1, 1),
            src1: v(2, 1),
        });
        c.push(vop3(
            Vop3Op::Vopc(op),
            s(0, 2),
            [v(1, 1), s(2, 1), Operand::ZERO],
        ));
    }
    for (op, src0) in [
        (Vopc::CmpLtU16, Operand::imm(0x1234)),
        (Vopc::CmpEqF16, Operand::f32(-2.0)),
        (Vopc::CmpxClassF16, Operand::imm(0x7FFF)),
        (Vopc::CmpxGeI16, Operand::EXEC_LO),
    ] {
        c.push(Inst::Vopc {
            op,
            src0,
            src1: v(2, 1),
        });
    }
    for (op, abs, neg, clamp) in [
        (Vopc::CmpLtF16, 2, 1, true),
        (Vopc::CmpxNeqF16, 0, 3, true),
        (Vopc::CmpUF16, 1, 0, false),
        (Vopc::CmpClassF16, 1, 0, false),
        (Vopc::CmpxClassF16, 0, 1, false),
    ] {
        c.push(Inst::Vop3(Vop3Inst {
            abs,
            neg,
            clamp,
            ..Vop3Inst::new(
                Vop3Op::Vopc(op),
                Operand::VCC,
                [v(1, 1), v(2, 1), Operand::ZERO],
            )
        }));
    }
    c
}

/// Every `VOP3`-only opcode only gfx8 has, with its operand widths, and
/// the modifiers LLVM takes on them.
fn gfx8_own_vop3_cases() -> Vec<Inst> {
    let mut c = Vec::new();
    for &op in Vop3::ALL.iter().filter(|o| o.gfx8_only()) {
        let w = op.shape();
        let src = |n: u8, first: u8| if n == 0 { Operand::ZERO } else { v(first, n) };
        c.push(vop3(
            Vop3Op::Vop3(op),
            v(0, w.dst),
            [src(w.src[0], 4), src(w.src[1], 8), src(w.src[2], 12)],
        ));
    }
    c.push(vop3(
        Vop3Op::Vop3(Vop3::LshrrevB64),
        v(0, 2),
        [s(2, 1), v(4, 2), Operand::ZERO],
    ));
    c.push(vop3(
        Vop3Op::Vop3(Vop3::FmaF16),
        v(0, 1),
        [Operand::f32(1.0), s(2, 1), v(3, 1)],
    ));
    for (op, abs, neg, clamp, omod) in [
        (Vop3::MadF16, 1, 1, true, 1),
        (Vop3::DivFixupF16, 0, 4, true, 2),
        (Vop3::MadU16, 0, 0, true, 0),
        (Vop3::MadI16, 0, 0, true, 0),
    ] {
        c.push(Inst::Vop3(Vop3Inst {
            abs,
            neg,
            clamp,
            omod,
            ..Vop3Inst::new(Vop3Op::Vop3(op), v(0, 1), [v(1, 1), v(2, 1), v(3, 1)])
        }));
    }
    c
}

/// Every `VOP1` opcode only gfx8 has (the 16-bit conversions and float
/// operations) in both encodings, with an inline constant, a literal and
/// the `VOP3` modifiers LLVM takes.
fn gfx8_own_vop1_cases() -> Vec<Inst> {
    let mut c = Vec::new();
    for &op in Vop1::ALL.iter().filter(|o| o.gfx8_only()) {
        c.push(Inst::Vop1 {
            op,
            dst: v(0, 1),
            src0: v(1, 1),
        });
        c.push(vop3(
            Vop3Op::Vop1(op),
            v(0, 1),
            [s(1, 1), Operand::ZERO, Operand::ZERO],
        ));
    }
    c.push(Inst::Vop1 {
        op: Vop1::RcpF16,
        dst: v(0, 1),
        src0: Operand::f32(0.5),
    });
    c.push(Inst::Vop1 {
        op: Vop1::SqrtF16,
        dst: v(0, 1),
        src0: Operand::imm(0x1234),
    });
    for (op, abs, neg, clamp, omod) in [
        (Vop1::SqrtF16, 1, 1, true, 1),
        (Vop1::CvtI16F16, 0, 1, true, 2),
        (Vop1::CvtF16U16, 0, 0, true, 3),
        (Vop1::FrexpExpI16F16, 1, 0, false, 0),
    ] {
        c.push(Inst::Vop3(Vop3Inst {
            abs,
            neg,
            clamp,
            omod,
            ..Vop3Inst::new(
                Vop3Op::Vop1(op),
                v(0, 1),
                [v(1, 1), Operand::ZERO, Operand::ZERO],
            )
        }));
    }
    c
}

/// `SMEM`'s `glc` on loads and stores, and on `s_memtime`, which has no
/// such operand in LLVM's syntax (refused).
fn glc_cases() -> Vec<Inst> {
    let smem = |op, dst, base, offset| Inst::Smrd {
        op,
        dst,
        base,
        offset,
        glc: true,
    };
    vec![
        smem(Smrd::LoadDword, s(1, 1), s(2, 2), SmrdOffset::Imm(0x10)),
        smem(
            Smrd::BufferLoadDwordx2,
            s(2, 2),
            s(4, 4),
            SmrdOffset::Sgpr(s(8, 1)),
        ),
        smem(
            Smrd::LoadDwordx16,
            s(16, 16),
            s(2, 2),
            SmrdOffset::Literal(0xF_FFFF),
        ),
        smem(Smrd::StoreDword, s(1, 1), s(2, 2), SmrdOffset::Imm(0x10)),
        smem(
            Smrd::BufferStoreDwordx4,
            s(8, 4),
            s(4, 4),
            SmrdOffset::Sgpr(Operand::M0),
        ),
        smem(Smrd::Memtime, s(0, 2), Operand::ZERO, SmrdOffset::Imm(0)),
    ]
}

/// `glc` is gfx8's: gfx6 and gfx7 refuse it. gfx7's `SMRD` has no bit for
/// it: `llvm-mc-14 -mcpu=bonaire` takes the text and drops the `glc`
/// (`tests/data/isa/gfx8_glc_gfx7.txt`: its dwords are those of the
/// instruction without it) or refuses it (`s_memtime`); the crate refuses
/// it rather than lose it.
#[test]
fn smem_glc_is_refused_before_gfx8() {
    let insts: Vec<Inst> = glc_cases()
        .into_iter()
        .filter(|i| matches!(i, Inst::Smrd { op, .. } if op.on(Gfx::Gfx7)))
        .collect();
    let texts: Vec<String> = insts
        .iter()
        .map(|i| i.display_for(Gfx::Gfx7).to_string())
        .collect();
    let reference = llvm_reference_for("bonaire", "isa/gfx8_glc_gfx7.txt", &texts, true);
    for ((inst, text), line) in insts.iter().zip(&texts).zip(&reference) {
        if let Some((_, want)) = parse_llvm(line) {
            let Inst::Smrd {
                op,
                dst,
                base,
                offset,
                ..
            } = *inst
            else {
                unreachable!()
            };
            let plain = Inst::Smrd {
                op,
                dst,
                base,
                offset,
                glc: false,
            };
            let mut out = [0u32; 2];
            let n = plain.encode_for(Gfx::Gfx7, &mut out).unwrap();
            assert_eq!(&out[..n], &want[..], "{line}");
        } else {
            assert!(line.contains("; error: "), "{line}");
        }
        for g in [Gfx::Gfx6, Gfx::Gfx7] {
            assert_eq!(
                inst.encode_for(g, &mut [0; 2]),
                Err(Error::NotOnGfx {
                    gfx: g,
                    what: "SMEM glc"
                }),
                "{text}"
            );
        }
        assert!(inst.encode(&mut [0; 2]).is_err());
    }
}

/// Every scalar opcode only gfx8 has, once, with a few operand forms.
fn gfx8_own_scalar_cases() -> Vec<Inst> {
    let mut c = Vec::new();
    for &op in Sop2::ALL.iter().filter(|o| o.gfx8_only()) {
        let w = op.shape();
        c.push(Inst::Sop2 {
            op,
            dst: opt(w.dst, 0),
            src0: s(4, w.src0),
            src1: s(8, w.src1),
        });
    }
    for &op in Sop1::ALL.iter().filter(|o| o.gfx8_only()) {
        let w = op.shape();
        c.push(Inst::Sop1 {
            op,
            dst: opt(w.dst, 0),
            src0: s(4, w.src0),
        });
    }
    for &op in Sopc::ALL.iter().filter(|o| o.gfx8_only()) {
        let w = op.shape();
        // s_set_gpr_idx_on's second operand is a gpr_idx mode.
        let src1 = if w.src1 == 0 {
            Operand::imm(1)
        } else {
            s(2, w.src1)
        };
        c.push(Inst::Sopc {
            op,
            src0: s(0, w.src0),
            src1,
        });
    }
    for (src0, mode) in [
        (Operand::imm(1), 0xF),
        (Operand::M0, 8),
        (Operand::imm(0x1234), 0),
        (s(101, 1), 6),
    ] {
        c.push(Inst::Sopc {
            op: Sopc::SetGprIdxOn,
            src0,
            src1: Operand::imm(mode),
        });
    }
    for imm in [0, 9, 15] {
        c.push(Inst::Sopp {
            op: Sopp::SetGprIdxMode,
            imm,
        });
    }
    c.push(Inst::Sopc {
        op: Sopc::CmpLgU64,
        src0: Operand::EXEC,
        src1: Operand::imm(0x1234),
    });
    for &op in Sopp::ALL
        .iter()
        .filter(|o| o.gfx8_only() && **o != Sopp::SetGprIdxMode)
    {
        c.push(Inst::Sopp { op, imm: 0 });
    }
    for &op in Smrd::ALL.iter().filter(|o| o.gfx8_only()) {
        let sh = op.shape();
        let (base, offset) = match sh.base {
            0 => (Operand::ZERO, SmrdOffset::Imm(0)),
            2 => (s(2, 2), SmrdOffset::Imm(16)),
            _ => (s(4, 4), SmrdOffset::Sgpr(Operand::M0)),
        };
        c.push(Inst::Smrd {
            op,
            dst: opt(sh.dst, 16),
            base,
            offset,
            glc: false,
        });
    }
    c.push(Inst::Smrd {
        op: Smrd::StoreDwordx2,
        dst: Operand::VCC,
        base: s(4, 2),
        offset: SmrdOffset::Literal(0xF_FFFF),
        glc: false,
    });
    c.push(Inst::Smrd {
        op: Smrd::Memrealtime,
        dst: Operand::ttmp(2, 2).unwrap(),
        base: Operand::ZERO,
        offset: SmrdOffset::Imm(0),
        glc: false,
    });
    for (op, probe, base, offset) in [
        (Smrd::AtcProbe, 7, s(2, 2), SmrdOffset::Imm(0x10)),
        (Smrd::AtcProbe, 64, s(2, 2), SmrdOffset::Sgpr(s(4, 1))),
        (
            Smrd::AtcProbe,
            65,
            Operand::FLAT_SCRATCH,
            SmrdOffset::Imm(0),
        ),
        (
            Smrd::AtcProbe,
            0x7F,
            Operand::ttmp(2, 2).unwrap(),
            SmrdOffset::Literal(0xF_FFFF),
        ),
        (Smrd::AtcProbeBuffer, 7, s(4, 4), SmrdOffset::Imm(0x10)),
        (
            Smrd::AtcProbeBuffer,
            100,
            s(8, 4),
            SmrdOffset::Sgpr(Operand::M0),
        ),
    ] {
        c.push(Inst::Smrd {
            op,
            dst: Operand::imm(probe),
            base,
            offset,
            glc: false,
        });
    }
    c
}

/// gfx8's own scalar forms LLVM refuses, and the crate with it: a
/// `gpr_idx` mode past 4 bits, `glc` on `s_atc_probe`.
fn gfx8_own_scalar_refusals() -> Vec<Inst> {
    vec![
        Inst::Sopp {
            op: Sopp::SetGprIdxMode,
            imm: 16,
        },
        Inst::Sopc {
            op: Sopc::SetGprIdxOn,
            src0: s(0, 1),
            src1: Operand::imm(16),
        },
        Inst::Smrd {
            op: Smrd::AtcProbe,
            dst: Operand::imm(1),
            base: s(2, 2),
            offset: SmrdOffset::Imm(0x10),
            glc: true,
        },
    ]
}

/// Why the crate does not model a vector mnemonic `llvm-mc-14 -mcpu=tonga`
/// takes and `-mcpu=bonaire` does not, or `None` if it models it.
fn gfx8_vector_exception(name: &str) -> Option<&'static str> {
    if let Some(base) = name.strip_suffix("_sdwa") {
        // An SDWA form is modelled where `takes_sdwa` holds for the opcode.
        let mut ops: Vec<Vop3Op> = Vec::new();
        ops.extend(Vop1::ALL.iter().map(|&o| Vop3Op::Vop1(o)));
        ops.extend(Vop2::ALL.iter().map(|&o| Vop3Op::Vop2(o)));
        ops.extend(Vopc::ALL.iter().map(|&o| Vop3Op::Vopc(o)));
        let modelled = ops.into_iter().any(|op| {
            let m = match op {
                Vop3Op::Vop1(o) => o.mnemonic_for(Gfx::Gfx8),
                Vop3Op::Vop2(o) => o.mnemonic_for(Gfx::Gfx8),
                Vop3Op::Vopc(o) => o.mnemonic_for(Gfx::Gfx8),
                Vop3Op::Vop3(o) => o.mnemonic_for(Gfx::Gfx8),
            };
            m == base && gcn::isa::takes_sdwa(op)
        });
        return (!modelled).then_some("UNEXPLAINED");
    }
    let base = name
        .strip_suffix("_e32")
        .or_else(|| name.strip_suffix("_e64"))
        .unwrap_or(name);
    let modelled = Vop1::ALL
        .iter()
        .filter(|o| o.gfx8_only())
        .map(|o| o.mnemonic())
        .chain(
            Vop3::ALL
                .iter()
                .filter(|o| o.gfx8_only())
                .map(|o| o.mnemonic()),
        )
        .chain(Vop2::ALL.iter().map(|o| o.mnemonic_for(Gfx::Gfx8)))
        .chain(
            Vopc::ALL
                .iter()
                .filter(|o| o.gfx8_only())
                .map(|o| o.mnemonic()),
        )
        .chain(Interp16::ALL.iter().map(|o| o.mnemonic()))
        .any(|m| m == base);
    (!modelled).then_some("UNEXPLAINED")
}

/// Every vector mnemonic `llvm-mc-14 -mcpu=tonga` takes and `-mcpu=bonaire`
/// does not (`tests/data/isa/gfx8_own_vector_names.txt`: the `v_` names of
/// LLVM 14's AMDGPU mnemonic table so filtered; checked with tonga in
/// `gfx8_own_vector_tonga.txt`) is modelled (gfx8's own `VOP1`, `VOP2`,
/// `VOPC` and `VOP3` opcodes, its 16-bit interpolation, gfx8's names of
/// gfx7's `VOP2` opcodes, and their SDWA forms).
#[test]
fn gfx8_own_vector_opcodes_are_modelled_or_named_exceptions() {
    let names: Vec<String> =
        std::fs::read_to_string(committed().join("isa/gfx8_own_vector_names.txt"))
            .unwrap()
            .lines()
            .map(str::to_string)
            .collect();
    let tonga = llvm_reference_for("tonga", "isa/gfx8_own_vector_tonga.txt", &names, true);
    for line in &tonga {
        assert!(!line.contains("not supported"), "{line}");
    }
    for n in &names {
        assert_eq!(gfx8_vector_exception(n), None, "{n}");
    }
    // Every name: 18 VOP1, 21 VOP2, 66 VOPC, 9 VOP3, 3 interpolation
    // opcodes, v_add_u32/v_sub_u32/v_subrev_u32 (some with their _e32/_e64
    // suffix too) and the 63 SDWA forms (v_nop_sdwa among them).
    for &op in Vop1::ALL.iter().filter(|o| o.gfx8_only()) {
        assert!(
            names.iter().any(|n| n == op.mnemonic()),
            "{}",
            op.mnemonic()
        );
    }
    for &op in Vop3::ALL.iter().filter(|o| o.gfx8_only()) {
        assert!(
            names.iter().any(|n| n == op.mnemonic()),
            "{}",
            op.mnemonic()
        );
    }
    for m in Vop2::ALL
        .iter()
        .filter(|o| o.gfx8_only())
        .map(|o| o.mnemonic())
        .chain(
            Vopc::ALL
                .iter()
                .filter(|o| o.gfx8_only())
                .map(|o| o.mnemonic()),
        )
    {
        assert!(names.iter().any(|n| n == m), "{m}");
    }
}

/// gfx8's own scalar and `VOP1` opcodes: their text (in [`gfx8_forms_match_llvm`]'s
/// cases, checked there against `llvm-mc-14 -mcpu=tonga` both ways) is
/// refused by `llvm-mc-14 -mcpu=bonaire` (`tests/data/isa/gfx8_own_gfx7.txt`)
/// and `-mcpu=tahiti` (`gfx8_own_gfx6.txt`) as not on the GPU, and by the
/// crate for gfx7 and gfx6 with [`Error::NotOnGfx`]; their gfx8 words
/// decode as gfx7 to [`Error::Unknown`] or to another instruction, and the
/// gfx7 words at their placeholder numbers are unknown. The names tonga
/// takes and bonaire does not (`gfx8_own_scalar_names.txt`, the `s_` names
/// of LLVM 14's mnemonic table so filtered) are the modelled ones.
#[test]
fn gfx8_own_scalar_opcodes_are_refused_before_gfx8() {
    let mut insts = gfx8_own_scalar_cases();
    insts.extend(gfx8_own_vop1_cases());
    insts.extend(gfx8_own_vop3_cases());
    insts.extend(gfx8_own_vop2_cases());
    insts.extend(gfx8_own_vopc_cases());
    insts.extend(interp16_cases());
    let texts: Vec<String> = insts
        .iter()
        .map(|i| i.display_for(Gfx::Gfx8).to_string())
        .collect();
    for (cpu, file, g) in [
        ("bonaire", "isa/gfx8_own_gfx7.txt", Gfx::Gfx7),
        ("tahiti", "isa/gfx8_own_gfx6.txt", Gfx::Gfx6),
    ] {
        let reference = llvm_reference_for(cpu, file, &texts, true);
        for ((inst, text), line) in insts.iter().zip(&texts).zip(&reference) {
            assert!(
                line.ends_with("; error: instruction not supported on this GPU"),
                "{cpu}: {line}"
            );
            assert!(
                matches!(inst.encode_for(g, &mut [0; 2]), Err(Error::NotOnGfx { gfx, .. }) if gfx == g),
                "{text}"
            );
        }
    }
    for inst in &insts {
        let mut out = [0u32; 2];
        let n = inst.encode_for(Gfx::Gfx8, &mut out).unwrap();
        assert!(matches!(
            inst.encode(&mut [0; 2]),
            Err(Error::NotOnGfx { gfx: Gfx::Gfx7, .. })
        ));
        assert!(inst.dwords().is_err());
        if let Ok((other, _)) = Inst::decode(&out[..n]) {
            assert_ne!(other.to_string(), inst.display_for(Gfx::Gfx8).to_string());
        }
    }
    // gfx7 words at the placeholder numbers: s_rfe_restore_b64 (SOP2 95),
    // s_set_gpr_idx_idx (SOP1 255), s_cmp_eq_u64 (SOPC 126), s_wakeup (SOPP
    // 125), s_memrealtime (SMRD 28), v_cvt_f16_u16 (VOP1 80),
    // s_set_gpr_idx_on (SOPC 125), s_set_gpr_idx_mode (SOPP 124),
    // s_atc_probe (SMRD 13).
    for w in [
        0xAF80_0200u32,
        0xBE80_FF00,
        0xBF7E_0200,
        0xBFFD_0000,
        0xC700_0000,
        0x7E00_A101,
        0xBF7D_0100,
        0xBFFC_0009,
        0xC340_0304,
    ] {
        assert_eq!(
            Inst::decode(&[w, 0]),
            Err(Error::Unknown { word: w }),
            "{w:#x}"
        );
        assert_eq!(
            Inst::decode_for(&[w, 0], Gfx::Gfx6),
            Err(Error::Unknown { word: w })
        );
    }
    // gfx8's own VOP2 and VOPC opcodes and v_ashrrev_i64 have placeholders
    // past gfx7's opcode fields (6, 8 and 9 bits): no field value names
    // them, and their VOP3 placeholders are distinct and past 9 bits.
    let mut beyond = Vec::new();
    beyond.extend(
        Vop2::ALL
            .iter()
            .filter(|o| o.gfx8_only())
            .map(|&o| (o.code() >= 64, Vop3Op::Vop2(o))),
    );
    beyond.extend(
        Vopc::ALL
            .iter()
            .filter(|o| o.gfx8_only())
            .map(|&o| (o.code() >= 256, Vop3Op::Vopc(o))),
    );
    beyond.push((
        Vop3::AshrrevI64.code() >= 512,
        Vop3Op::Vop3(Vop3::AshrrevI64),
    ));
    assert_eq!(beyond.len(), 21 + 66 + 1);
    for (past, op) in &beyond {
        assert!(past, "{op:?}");
        assert!(op.code() >= 512, "{op:?}");
        assert_eq!(Vop3Op::from_code(op.code()), Some(*op));
    }
    for code in 0..512 {
        if let Some(op) = Vop3Op::from_code(code) {
            assert!(!beyond.iter().any(|(_, b)| *b == op), "{code}");
        }
    }
    for code in 0..64 {
        assert!(Vop2::from_code(code).is_none_or(|o| !o.gfx8_only()));
    }
    for code in 0..256 {
        assert!(Vopc::from_code(code).is_none_or(|o| !o.gfx8_only()));
    }
    // The names.
    let names: Vec<String> =
        std::fs::read_to_string(committed().join("isa/gfx8_own_scalar_names.txt"))
            .unwrap()
            .lines()
            .map(str::to_string)
            .collect();
    let tonga = llvm_reference_for("tonga", "isa/gfx8_own_scalar_tonga.txt", &names, true);
    for line in &tonga {
        assert!(!line.contains("not supported"), "{line}");
    }
    let mut modelled: Vec<&str> = Vec::new();
    modelled.extend(
        Sop2::ALL
            .iter()
            .filter(|o| o.gfx8_only())
            .map(|o| o.mnemonic()),
    );
    modelled.extend(
        Sop1::ALL
            .iter()
            .filter(|o| o.gfx8_only())
            .map(|o| o.mnemonic()),
    );
    modelled.extend(
        Sopk::ALL
            .iter()
            .filter(|o| o.gfx8_only())
            .map(|o| o.mnemonic()),
    );
    modelled.extend(
        Sopc::ALL
            .iter()
            .filter(|o| o.gfx8_only())
            .map(|o| o.mnemonic()),
    );
    modelled.extend(
        Sopp::ALL
            .iter()
            .filter(|o| o.gfx8_only())
            .map(|o| o.mnemonic()),
    );
    modelled.extend(
        Smrd::ALL
            .iter()
            .filter(|o| o.gfx8_only())
            .map(|o| o.mnemonic()),
    );
    assert_eq!(modelled.len(), 20);
    modelled.sort_unstable();
    let mut want: Vec<&str> = names.iter().map(String::as_str).collect();
    want.sort_unstable();
    assert_eq!(modelled, want);
}

/// gfx8's inline constant 1/(2*pi) in scalar and vector sources of 32 and
/// 64 bits.
fn inv_2pi_cases() -> Vec<Inst> {
    let (k, k64) = (Operand::INV_2PI, Operand::INV_2PI_64);
    vec![
        Inst::Sop1 {
            op: Sop1::MovB32,
            dst: s(0, 1),
            src0: k,
        },
        Inst::Sop1 {
            op: Sop1::MovB64,
            dst: s(0, 2),
            src0: k64,
        },
        Inst::Sop2 {
            op: Sop2::AddU32,
            dst: s(0, 1),
            src0: s(1, 1),
            src1: k,
        },
        Inst::Sopc {
            op: Sopc::CmpEqU32,
            src0: k,
            src1: s(1, 1),
        },
        Inst::Vop1 {
            op: Vop1::MovB32,
            dst: v(0, 1),
            src0: k,
        },
        Inst::Vop2 {
            op: Vop2::AddF32,
            dst: v(0, 1),
            src0: k,
            src1: v(1, 1),
        },
        Inst::Vopc {
            op: Vopc::CmpLtF32,
            src0: k,
            src1: v(2, 1),
        },
        vop3(
            Vop3Op::Vop2(Vop2::AddF32),
            v(0, 1),
            [v(1, 1), k, Operand::ZERO],
        ),
        vop3(Vop3Op::Vop3(Vop3::FmaF32), v(0, 1), [v(1, 1), v(2, 1), k]),
        vop3(
            Vop3Op::Vop3(Vop3::AddF64),
            v(0, 2),
            [k64, v(2, 2), Operand::ZERO],
        ),
        vop3(Vop3Op::Vop3(Vop3::FmaF64), v(0, 2), [v(2, 2), v(4, 2), k64]),
    ]
}

/// gfx8's `xnack_mask` as scalar and vector operands.
fn xnack_mask_cases() -> Vec<Inst> {
    let (m, lo, hi) = (
        Operand::XNACK_MASK,
        Operand::XNACK_MASK_LO,
        Operand::XNACK_MASK_HI,
    );
    vec![
        Inst::Sop1 {
            op: Sop1::MovB64,
            dst: s(0, 2),
            src0: m,
        },
        Inst::Sop1 {
            op: Sop1::MovB64,
            dst: m,
            src0: s(0, 2),
        },
        Inst::Sop1 {
            op: Sop1::MovB32,
            dst: lo,
            src0: s(0, 1),
        },
        Inst::Sop2 {
            op: Sop2::AndB64,
            dst: s(2, 2),
            src0: m,
            src1: Operand::EXEC,
        },
        Inst::Vop1 {
            op: Vop1::MovB32,
            dst: v(0, 1),
            src0: hi,
        },
        vop3(
            Vop3Op::Vop2(Vop2::AddF32),
            v(0, 1),
            [v(1, 1), lo, Operand::ZERO],
        ),
    ]
}

/// `xnack_mask` (gfx8's codes 104/105): the crate's gfx8 dwords are what
/// `llvm-mc-14 -mcpu=carrizo` assembles its text to (tonga, without XNACK,
/// refuses the register in text: `tests/data/isa/gfx8_xnack.txt`), they
/// decode to the text `llvm-mc-14 --disassemble -mcpu=tonga` prints
/// (`gfx8_xnack_disasm.txt`); gfx7 (`-mcpu=bonaire`,
/// `gfx8_xnack_gfx7.txt`) and gfx6 refuse the register, and so does the
/// crate. The 1/(2*pi) constant, whose gfx8 forms are in
/// [`gfx8_forms_match_llvm`]'s cases, is refused by the crate on gfx6 and
/// gfx7 and its gfx8 words do not decode as gfx7 (`-mcpu=bonaire` takes its
/// text as a literal).
#[test]
fn gfx8_operands_match_llvm() {
    let g = Gfx::Gfx8;
    let insts = xnack_mask_cases();
    let texts: Vec<String> = insts.iter().map(|i| i.display_for(g).to_string()).collect();
    let reference = llvm_reference_for("carrizo", "isa/gfx8_xnack.txt", &texts, true);
    let encodings: Vec<Vec<u32>> = reference
        .iter()
        .map(|l| parse_llvm(l).expect("carrizo takes xnack_mask").1)
        .collect();
    let disassembly = llvm_disassembly_for("tonga", "isa/gfx8_xnack_disasm.txt", &encodings);
    let gfx7 = llvm_reference_for("bonaire", "isa/gfx8_xnack_gfx7.txt", &texts, true);
    for (i, inst) in insts.iter().enumerate() {
        let (text, want, dis) = (&texts[i], &encodings[i], &disassembly[i]);
        assert_eq!(parse_llvm(&reference[i]).unwrap().0, *text);
        let mut out = [0u32; 2];
        let n = inst.encode_for(g, &mut out).unwrap();
        assert_eq!(&out[..n], &want[..], "{text}");
        let (back, m) = Inst::decode_for(want, g).unwrap();
        assert_eq!((back, m), (*inst, n), "{text}");
        assert_eq!(
            Some(back.display_for(g).to_string()),
            parse_llvm(dis).map(|(t, _)| t)
        );
        assert!(
            gfx7[i].ends_with("; error: register not available on this GPU"),
            "{}",
            gfx7[i]
        );
        for old in [Gfx::Gfx6, Gfx::Gfx7] {
            assert!(matches!(
                inst.encode_for(old, &mut out),
                Err(Error::NotOnGfx { .. })
            ));
        }
        assert!(matches!(inst.encode(&mut out), Err(Error::NotOnGfx { .. })));
    }
    let mut checked = 0;
    for inst in inv_2pi_cases() {
        let mut out = [0u32; 2];
        let n = inst.encode_for(g, &mut out).unwrap();
        for old in [Gfx::Gfx6, Gfx::Gfx7] {
            assert_eq!(
                inst.encode_for(old, &mut [0; 2]),
                Err(Error::NotOnGfx {
                    gfx: old,
                    what: "1/(2*pi)"
                })
            );
        }
        // The gfx8 words of the SOP and VOP1/VOP2/VOPC forms are the same
        // encodings on gfx7 (but for the opcode number): code 248 is
        // reserved there.
        if let Inst::Sop1 { .. } | Inst::Vop1 { .. } = inst {
            let gfx7 = inst.display_for(Gfx::Gfx7).to_string();
            assert!(gfx7.contains("0.15915494"));
        }
        assert!(Inst::decode(&out[..n]).is_err());
        checked += 1;
    }
    // gfx7 words with source code 248 (`s_mov_b32 s0, ...`,
    // `v_mov_b32 v0, ...`) and 230 (`s_mov_b32 s0, ...`) are unknown.
    for w in [0xBE80_03F8u32, 0x7E00_02F8, 0xBE80_03E6] {
        assert_eq!(Inst::decode(&[w]), Err(Error::Unknown { word: w }));
        assert_eq!(
            Inst::decode_for(&[w], Gfx::Gfx6),
            Err(Error::Unknown { word: w })
        );
    }
    assert_eq!(checked, 11);
}

/// What `llvm-mc-14 --disassemble -mcpu=cpu` prints for each dword list (one
/// line each: the text and encoding, or `; error: ...` when it finds no
/// instruction), checked against (or, with `GCN_REGEN=1`, written to) the
/// committed file `name`; without LLVM, the committed file.
pub(crate) fn llvm_disassembly_for(cpu: &str, name: &str, codes: &[Vec<u32>]) -> Vec<String> {
    let expected_path = committed().join(name);
    let lines: Vec<String> = codes
        .iter()
        .map(|ws| {
            ws.iter()
                .flat_map(|w| w.to_le_bytes())
                .map(|b| format!("{b:#04x}"))
                .collect::<Vec<_>>()
                .join(",")
        })
        .collect();
    let mcpu = format!("-mcpu={cpu}");
    let run = run_llvm_mc_with(
        &["-arch=amdgcn", &mcpu, "--disassemble", "-show-encoding"],
        &lines,
    );
    let Some((_, stdout, stderr)) = run else {
        note(&format!(
            "isa: llvm-mc-14 not found; comparing against the committed tests/data/{name}"
        ));
        return std::fs::read_to_string(&expected_path)
            .unwrap()
            .lines()
            .map(str::to_string)
            .collect();
    };
    let mut errors = std::collections::HashMap::new();
    for l in stderr.lines() {
        let Some(rest) = l.strip_prefix("<stdin>:") else {
            continue;
        };
        let mut parts = rest.splitn(3, ':');
        if let (Some(line), Some(_), Some(message)) = (parts.next(), parts.next(), parts.next()) {
            errors.insert(line.parse::<usize>().unwrap(), message.trim().to_string());
        }
    }
    let mut encoded = encoded_lines(&stdout).into_iter();
    let out: Vec<String> = (1..=lines.len())
        .map(|n| match errors.get(&n) {
            Some(message) => format!("{:<39} ; error: {message}", lines[n - 1]),
            None => encoded.next().expect("one llvm-mc line per instruction"),
        })
        .collect();
    assert!(encoded.next().is_none(), "more llvm-mc lines than inputs");
    note(&format!(
        "isa: {} encodings disassembled by llvm-mc-14",
        out.len()
    ));
    let file = out.join("\n") + "\n";
    if std::env::var_os("GCN_REGEN").is_some_and(|v| v == "1") {
        std::fs::write(&expected_path, &file).unwrap();
    }
    let committed_text = std::fs::read_to_string(&expected_path).unwrap_or_default();
    assert!(
        committed_text == file,
        "{} is not what llvm-mc-14 prints for these encodings; rerun with GCN_REGEN=1 and review the diff",
        expected_path.display()
    );
    out
}

/// What `llvm-mc-14 --disassemble -mcpu=cpu` prints for each of `codes`
/// decoded on its own, one line per code: its dwords, `=>`, and the lines
/// LLVM prints for them (an instruction with its encoding, or `warning@C:`
/// and the message at input column C, the first dword's bytes from column
/// 1, the second's from 21) joined by ` | `; checked against (or, with
/// `GCN_REGEN=1`, written to) the committed file `name`; without LLVM, the
/// committed file. Each code is followed by two `s_nop N` markers (N its
/// index, below 65536), since LLVM decodes its input as one byte stream: a
/// dword LLVM decodes alone may take the first marker as its literal.
pub(crate) fn llvm_disassembly_each_for(cpu: &str, name: &str, codes: &[Vec<u32>]) -> Vec<String> {
    assert!(codes.len() < 0x1_0000);
    let expected_path = committed().join(name);
    let bytes = |ws: &[u32]| {
        ws.iter()
            .flat_map(|w| w.to_le_bytes())
            .map(|b| format!("{b:#04x}"))
            .collect::<Vec<_>>()
            .join(",")
    };
    let mut lines = Vec::new();
    for (i, code) in codes.iter().enumerate() {
        let marker = bytes(&[0xBF80_0000 | i as u32]);
        lines.extend([bytes(code), marker.clone(), marker]);
    }
    let mcpu = format!("-mcpu={cpu}");
    let run = run_llvm_mc_with(
        &["-arch=amdgcn", &mcpu, "--disassemble", "-show-encoding"],
        &lines,
    );
    let Some((ok, stdout, stderr)) = run else {
        note(&format!(
            "isa: llvm-mc-14 not found; comparing against the committed tests/data/{name}"
        ));
        return std::fs::read_to_string(&expected_path)
            .unwrap()
            .lines()
            .map(str::to_string)
            .collect();
    };
    assert!(ok, "llvm-mc-14 failed:\n{stderr}");
    let mut groups: Vec<Vec<String>> = vec![Vec::new(); codes.len()];
    let mut markers = vec![0; codes.len()];
    let mut pending = Vec::new();
    for l in stdout.lines().map(str::trim) {
        if l.is_empty() || l == ".text" {
            continue;
        }
        let marker = parse_llvm(l).and_then(|(text, words)| {
            let n = text.strip_prefix("s_nop ")?;
            let n = match n.strip_prefix("0x") {
                Some(h) => u32::from_str_radix(h, 16).ok()?,
                None => n.parse::<u32>().ok()?,
            };
            (words == [0xBF80_0000 | n]).then_some(n as usize)
        });
        match marker {
            Some(n) => {
                markers[n] += 1;
                groups[n].append(&mut pending);
            }
            None => pending.push(l.to_string()),
        }
    }
    assert!(pending.is_empty(), "{:?}", pending.first());
    for l in stderr.lines() {
        let Some(rest) = l.strip_prefix("<stdin>:") else {
            continue;
        };
        let mut parts = rest.splitn(3, ':');
        let (Some(line), Some(column), Some(message)) = (parts.next(), parts.next(), parts.next())
        else {
            continue;
        };
        let line = line.parse::<usize>().unwrap() - 1;
        assert_eq!(line % 3, 0, "a diagnostic on a marker: {l}");
        let message = message.trim().trim_start_matches("warning:").trim();
        groups[line / 3].push(format!("warning@{column}: {message}"));
    }
    let out: Vec<String> = codes
        .iter()
        .zip(&groups)
        .zip(&markers)
        .map(|((code, group), &m)| {
            assert!(m == 1 || m == 2, "{code:x?}: {m} markers");
            format!("{} => {}", hex(code), group.join(" | "))
        })
        .collect();
    note(&format!(
        "isa: {} codes disassembled one by one by llvm-mc-14",
        out.len()
    ));
    let file = out.join("\n") + "\n";
    if std::env::var_os("GCN_REGEN").is_some_and(|v| v == "1") {
        std::fs::write(&expected_path, &file).unwrap();
    }
    let committed_text = std::fs::read_to_string(&expected_path).unwrap_or_default();
    assert!(
        committed_text == file,
        "{} is not what llvm-mc-14 prints for these encodings; rerun with GCN_REGEN=1 and review the diff",
        expected_path.display()
    );
    out
}

/// One line of [`llvm_disassembly_each_for`]: LLVM's text and dwords when it
/// decoded the code as one instruction of all its dwords.
pub(crate) fn llvm_decoded_whole(line: &str, dwords: usize) -> Option<(String, Vec<u32>)> {
    let (_, group) = line.split_once(" => ")?;
    if group.contains(" | ") || group.starts_with("warning@") {
        return None;
    }
    parse_llvm(group).filter(|(_, w)| w.len() == dwords)
}

/// Every case of the gfx7 case lists in the families gfx8 models, with
/// `llvm-mc-14 -mcpu=tonga` (`tests/data/isa/gfx8.txt`): the gfx8 text
/// (`display_for(Gfx8)`) of those it assembles is the text it prints, the
/// crate encodes them for gfx8 to its dwords, and those dwords decode for
/// gfx8 to an instruction whose gfx8 text is what `llvm-mc-14 --disassemble
/// -mcpu=tonga` prints for them (`tests/data/isa/gfx8_disasm.txt`) and
/// which encodes back to them; what it refuses as not on that GPU the crate
/// refuses for gfx8 with [`Error::NotOnGfx`], and what it refuses otherwise
/// the crate refuses too, writing nothing.
#[test]
fn gfx8_forms_match_llvm() {
    let insts = gfx8_cases();
    let g = Gfx::Gfx8;
    let texts: Vec<String> = insts.iter().map(|i| i.display_for(g).to_string()).collect();
    let reference = llvm_reference_for("tonga", "isa/gfx8.txt", &texts, true);
    assert_eq!(reference.len(), texts.len(), "one llvm-mc line per case");
    let encodings: Vec<Vec<u32>> = reference
        .iter()
        .filter_map(|l| parse_llvm(l).map(|(_, w)| w))
        .collect();
    let disassembly = llvm_disassembly_for("tonga", "isa/gfx8_disasm.txt", &encodings);
    let mut disassembly = disassembly.iter();
    let (mut assembled, mut not_on_gfx, mut failed) = (0, 0, 0);
    for ((inst, text), line) in insts.iter().zip(&texts).zip(&reference) {
        let mut out = [0xAAAA_AAAAu32; 2];
        let ours = inst.encode_for(g, &mut out).map(|n| out[..n].to_vec());
        let ok = match parse_llvm(line) {
            Some((llvm_text, want)) => {
                assembled += 1;
                let dis = disassembly.next().unwrap();
                let decoded = Inst::decode_for(&want, g);
                let dis_text = parse_llvm(dis).map(|(t, _)| t);
                let ok = llvm_text == *text
                    && ours.as_ref() == Ok(&want)
                    && decoded.as_ref().is_ok_and(|(i, n)| {
                        *n == want.len()
                            && Some(i.display_for(g).to_string()) == dis_text
                            && i.encode_for(g, &mut [0; 2]) == Ok(want.len())
                    });
                if !ok {
                    eprintln!(
                        "  decoded: {:?}; llvm --disassemble: {dis}",
                        decoded.map(|(i, _)| i.display_for(g).to_string())
                    );
                }
                ok
            }
            None => {
                let error = line.split_once("; error: ").map(|(_, e)| e.trim());
                let gpu = matches!(
                    error,
                    Some(
                        "instruction not supported on this GPU"
                            | "register not available on this GPU"
                            | "e32 variant of this instruction is not supported"
                    )
                );
                not_on_gfx += usize::from(gpu);
                out == [0xAAAA_AAAA; 2]
                    && if gpu {
                        matches!(ours, Err(Error::NotOnGfx { gfx: Gfx::Gfx8, .. }))
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
    assert!(assembled > 0 && not_on_gfx > 0);
}

/// The gfx7 opcodes of the families gfx8 models, as `(on gfx8, gfx8 name)`.
fn gfx8_alu_opcodes() -> Vec<(bool, &'static str)> {
    let g = Gfx::Gfx8;
    let mut all: Vec<(bool, &'static str)> = Vec::new();
    all.extend(Sop2::ALL.iter().map(|o| (o.on(g), o.mnemonic_for(g))));
    all.extend(Sop1::ALL.iter().map(|o| (o.on(g), o.mnemonic_for(g))));
    all.extend(Sopk::ALL.iter().map(|o| (o.on(g), o.mnemonic_for(g))));
    all.extend(Sopc::ALL.iter().map(|o| (o.on(g), o.mnemonic_for(g))));
    all.extend(Sopp::ALL.iter().map(|o| (o.on(g), o.mnemonic_for(g))));
    all.extend(Smrd::ALL.iter().map(|o| (o.on(g), o.mnemonic_for(g))));
    all.extend(Vop1::ALL.iter().map(|o| (o.on(g), o.mnemonic_for(g))));
    all.extend(Vop2::ALL.iter().map(|o| (o.on(g), o.mnemonic_for(g))));
    all.extend(Vopc::ALL.iter().map(|o| (o.on(g), o.mnemonic_for(g))));
    all.extend(Vop3::ALL.iter().map(|o| (o.on(g), o.mnemonic_for(g))));
    all.extend(Vintrp::ALL.iter().map(|o| (o.on(g), o.mnemonic_for(g))));
    all
}

/// Of the gfx7 opcodes in the families gfx8 models (by their gfx8 names,
/// `v_add_u32` for `v_add_i32`), `on(Gfx::Gfx8)` holds for exactly those
/// `llvm-mc-14 -mcpu=tonga` takes (it assembles the bare name or asks for
/// operands; `tests/data/isa/gfx8_mnemonics.txt`); it refuses the others as
/// not supported on that GPU. Every gfx8 number is distinct within its
/// family and decodes back to its opcode, but for `v_mul_lo_i32`, an alias
/// of `v_mul_lo_u32` on gfx8.
#[test]
fn gfx8_opcodes_are_the_ones_llvm_takes_for_tonga() {
    let opcodes = gfx8_alu_opcodes();
    let names: Vec<String> = opcodes.iter().map(|(_, n)| n.to_string()).collect();
    let reference = llvm_reference_for("tonga", "isa/gfx8_mnemonics.txt", &names, true);
    assert_eq!(reference.len(), names.len(), "one llvm-mc line per name");
    let mut wrong = Vec::new();
    let (mut on, mut off) = (0, 0);
    for ((ours, name), line) in opcodes.iter().zip(&reference) {
        let taken = match line.split_once("; error: ").map(|(_, e)| e.trim()) {
            None | Some("too few operands for instruction") => true,
            Some(e) => {
                assert_eq!(e, "instruction not supported on this GPU", "{name}");
                false
            }
        };
        if taken != *ours {
            wrong.push(*name);
        }
        if *ours {
            on += 1;
        } else {
            off += 1;
        }
    }
    assert!(
        wrong.is_empty(),
        "on(Gfx8) disagrees with llvm-mc -mcpu=tonga: {wrong:?}"
    );
    // gfx8 lacks 81 of them: the 64 v_cmps/v_cmpsx compares, 7 VOP1 ones
    // (v_log_clamp_f32, v_rcp_clamp_f32, v_rcp_legacy_f32, v_rsq_clamp_f32,
    // v_rsq_legacy_f32, v_rcp_clamp_f64, v_rsq_clamp_f64), 6 VOP2 ones
    // (v_mac_legacy_f32, v_min_legacy_f32, v_max_legacy_f32 and the
    // non-reversed shifts) and 4 VOP3 ones (v_mullit_f32, the 64-bit shifts);
    // 20 scalar, 18 VOP1, 21 VOP2, 66 VOPC and 9 VOP3 ones of those it has
    // are gfx8's own (`gfx8_only`).
    assert_eq!((on, off), (590, 81), "on and not on gfx8");
    macro_rules! round_trip {
        ($($fam:ident),*) => {$(
            for &op in $fam::ALL {
                if let Some(code) = op.gfx8_code() {
                    let back = $fam::from_gfx8_code(code).unwrap();
                    let alias = op.mnemonic() == "v_mul_lo_i32" && back.mnemonic() == "v_mul_lo_u32";
                    assert!(back == op || alias, "{} and {} share {code}", op.mnemonic(), back.mnemonic());
                }
            }
        )*};
    }
    round_trip!(
        Sop2, Sop1, Sopk, Sopc, Sopp, Smrd, Vop1, Vop2, Vopc, Vop3, Vintrp
    );
}

/// Each gfx8 encoding of `tests/data/isa/gfx8.txt` with any one bit
/// flipped either decodes for gfx8 to an instruction that encodes back to
/// exactly those dwords (and decodes to itself again), or is refused; a
/// word cut short is [`Error::Truncated`].
#[test]
fn gfx8_decoding_keeps_every_bit_or_refuses() {
    let g = Gfx::Gfx8;
    let text = std::fs::read_to_string(committed().join("isa/gfx8.txt")).unwrap();
    let encodings: Vec<Vec<u32>> = text
        .lines()
        .filter_map(parse_llvm)
        .map(|(_, w)| w)
        .collect();
    assert!(encodings.len() > 1000);
    let (mut decoded, mut refused) = (0, 0);
    for want in &encodings {
        if want.len() == 2 {
            assert!(matches!(
                Inst::decode_for(&want[..1], g),
                Err(Error::Truncated { needed: 2, .. })
            ));
        }
        for bit in 0..32 * want.len() {
            let mut code = want.clone();
            code[bit / 32] ^= 1 << (bit % 32);
            match Inst::decode_for(&code, g) {
                Ok((inst, n)) => {
                    let mut out = [0u32; 2];
                    assert_eq!(inst.encode_for(g, &mut out), Ok(n), "{code:x?}");
                    assert_eq!(out[..n], code[..n], "{}", inst.display_for(g));
                    assert_eq!(Inst::decode_for(&out[..n], g), Ok((inst, n)));
                    let _ = inst.display_for(g).to_string();
                    decoded += 1;
                }
                Err(_) => refused += 1,
            }
        }
    }
    assert!(decoded > 0 && refused > 0, "{decoded} {refused}");
}

/// The shaders under `tests/data/shader` compiled by `llc-14 -mcpu=tonga`
/// and disassembled by `llvm-objdump-14 -d --mcpu=tonga`: one line an
/// instruction, its text and dwords in hex (`tests/data/isa/gfx8_llc.txt`,
/// rewritten with `GCN_REGEN=1`); without LLVM, the committed file.
fn gfx8_llc_reference() -> Vec<(String, Vec<u32>)> {
    let path = committed().join("isa/gfx8_llc.txt");
    // One directory a call: tests calling this run at once.
    static CALLS: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let call = CALLS.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let dir = std::env::temp_dir().join(format!("gcn-gfx8-llc-{}-{call}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let mut lines = Vec::new();
    let mut present = true;
    for name in [
        "vs",
        "ps",
        "cs",
        "es",
        "gs",
        "hs",
        "ls",
        "wide_cs",
        "clear_ps",
        "f16_ps",
        "f16_alu_ps",
    ] {
        let obj = dir.join(format!("{name}.o"));
        let ll = committed().join(format!("shader/{name}.ll"));
        let built = Command::new("llc-14")
            .args(["-mtriple=amdgcn--", "-mcpu=tonga", "-filetype=obj", "-o"])
            .arg(&obj)
            .arg(&ll)
            .output();
        let built = match built {
            Ok(o) => o,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
                present = false;
                break;
            }
            Err(e) => panic!("llc-14: {e}"),
        };
        assert!(
            built.status.success(),
            "{}",
            String::from_utf8_lossy(&built.stderr)
        );
        let dump = Command::new("llvm-objdump-14")
            .args(["-d", "--mcpu=tonga"])
            .arg(&obj)
            .output();
        let dump = match dump {
            Ok(o) => o,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
                present = false;
                break;
            }
            Err(e) => panic!("llvm-objdump-14: {e}"),
        };
        for l in String::from_utf8(dump.stdout).unwrap().lines() {
            if let Some((text, enc)) = l.split_once("// ") {
                let words = enc.split_once(": ").unwrap().1;
                lines.push(format!("{} ; {words}", text.trim()));
            }
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
    let file = lines.join("\n") + "\n";
    if present {
        note(&format!(
            "isa: {} instructions llc-14 built for tonga",
            lines.len()
        ));
        if std::env::var_os("GCN_REGEN").is_some_and(|v| v == "1") {
            std::fs::write(&path, &file).unwrap();
        }
        assert!(
            std::fs::read_to_string(&path).unwrap_or_default() == file,
            "{} is not what llc-14 and llvm-objdump-14 print; rerun with GCN_REGEN=1",
            path.display()
        );
    } else {
        note(
            "isa: llc-14 or llvm-objdump-14 not found; comparing against the committed tests/data/isa/gfx8_llc.txt",
        );
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

/// Code `llc-14 -mcpu=tonga` compiles from the crate's test shaders
/// decodes for gfx8, instruction by instruction, to the text
/// `llvm-objdump-14` prints and encodes back to its dwords, the memory
/// instructions among it too (buffer, LDS and image accesses; an image
/// address at the narrowest width, as `llvm-objdump-14` writes it).
#[test]
fn code_llc_builds_for_tonga_decodes_to_objdumps_text() {
    let g = Gfx::Gfx8;
    let reference = gfx8_llc_reference();
    let (mut alu, mut memory) = (0, 0);
    for (text, words) in &reference {
        let memory_op = ["ds_", "buffer_", "tbuffer_", "image_", "flat_"]
            .iter()
            .any(|p| text.starts_with(p));
        let decoded = Inst::decode_for(words, g);
        if memory_op {
            memory += 1;
        }
        let (inst, n) = decoded.unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(n, words.len(), "{text}");
        assert_eq!(inst.display_for(g).to_string(), *text);
        let mut out = [0u32; 2];
        assert_eq!(inst.encode_for(g, &mut out), Ok(n));
        assert_eq!(out[..n], words[..], "{text}");
        alu += 1;
    }
    assert!(alu > 80 && memory > 0, "{alu} {memory}");
}

/// The code of `tests/data/shader/{name}_tonga.o`, checked to be what
/// `llc-14 -mcpu=tonga` builds today from `{name}.ll`, decoded for gfx8
/// instruction by instruction against the part of
/// `tests/data/isa/gfx8_llc.txt` (what llvm-objdump-14 prints) whose
/// dwords are its code (holding a line starting with `first`): every
/// instruction's text is that line's and its dwords are those.
fn llc_object_decodes_to_objdumps_text(name: &str, first: &str) -> Vec<Inst> {
    let bytes = std::fs::read(committed().join(format!("shader/{name}_tonga.o"))).unwrap();
    let out = std::env::temp_dir().join(format!("gcn-{name}-{}.o", std::process::id()));
    match Command::new("llc-14")
        .args(["-mtriple=amdgcn--", "-mcpu=tonga", "-filetype=obj", "-o"])
        .arg(&out)
        .arg(committed().join(format!("shader/{name}.ll")))
        .output()
    {
        Ok(o) => {
            assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
            assert!(
                std::fs::read(&out).unwrap() == bytes,
                "{name}_tonga.o is stale"
            );
            let _ = std::fs::remove_file(&out);
        }
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
            note(&format!(
                "isa: llc-14 not found; {name}_tonga.o is not rebuilt"
            ));
        }
        Err(e) => panic!("llc-14: {e}"),
    }
    let obj = gcn::shader::code_object::CodeObject::parse(&bytes).unwrap();
    let mut code = vec![0u32; obj.code_dwords()];
    obj.copy_code(&mut code).unwrap();
    let reference = gfx8_llc_reference();
    // The object's part: the lines whose dwords, in order, are its code.
    let starts_here = |i: usize| {
        let mut at = 0;
        for (_, words) in &reference[i..] {
            if at == code.len() {
                return true;
            }
            if code.get(at..at + words.len()) != Some(&words[..]) {
                return false;
            }
            at += words.len();
        }
        at == code.len()
    };
    let start = (0..reference.len()).find(|&i| starts_here(i)).unwrap();
    assert!(
        reference[start..].iter().any(|(t, _)| t.starts_with(first)),
        "{first}"
    );
    let mut at = 0;
    let mut insts = Vec::new();
    for (text, words) in &reference[start..] {
        if at == code.len() {
            break;
        }
        assert_eq!(&code[at..at + words.len()], &words[..], "{text}");
        let (inst, n) =
            Inst::decode_for(&code[at..], Gfx::Gfx8).unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(inst.display_for(Gfx::Gfx8).to_string(), *text);
        let mut again = [0u32; 2];
        assert_eq!(inst.encode_for(Gfx::Gfx8, &mut again), Ok(n), "{text}");
        assert_eq!(again[..n], words[..], "{text}");
        insts.push(inst);
        at += n;
    }
    assert_eq!(at, code.len());
    insts
}

/// `tests/data/shader/f16_ps_tonga.o` (`llc-14 -mcpu=tonga` of
/// `f16_ps.ll`, half-precision square root, rounding, exp2/log2 and 16-bit
/// conversions): its code is the `f16_ps` part of
/// `tests/data/isa/gfx8_llc.txt` (what llvm-objdump-14 prints) and decodes
/// for gfx8, instruction by instruction, to that text.
#[test]
fn f16_code_llc_builds_for_tonga_decodes_to_objdumps_text() {
    let insts = llc_object_decodes_to_objdumps_text("f16_ps", "v_sqrt_f16");
    let own = insts
        .iter()
        .filter(|i| matches!(i, Inst::Vop1 { op, .. } if op.gfx8_only()))
        .count();
    assert!(own >= 9, "{own}");
}

/// `tests/data/shader/f16_alu_ps_tonga.o` (`llc-14 -mcpu=tonga` of
/// `f16_alu_ps.ll`: half add, subtract, multiply, multiply-add, min/max,
/// ldexp and compares, 16-bit integer arithmetic, shifts, min/max and
/// compares): its code, gfx8's own `VOP2` and `VOPC` opcodes in both
/// encodings and the `K` form among it, decodes for gfx8 to what
/// llvm-objdump-14 prints and encodes back to its dwords.
#[test]
fn f16_alu_code_llc_builds_for_tonga_decodes_to_objdumps_text() {
    let insts = llc_object_decodes_to_objdumps_text("f16_alu_ps", "v_add_f16");
    let (mut vop2, mut vopc, mut vop3, mut madk) = (0, 0, 0, 0);
    for i in &insts {
        match *i {
            Inst::Vop2 { op, .. } if op.gfx8_only() => vop2 += 1,
            Inst::Madk { op, .. } if op.gfx8_only() => madk += 1,
            Inst::Vopc { op, .. } if op.gfx8_only() => vopc += 1,
            Inst::Vop3(v) if matches!(v.op, Vop3Op::Vopc(op) if op.gfx8_only()) => vop3 += 1,
            _ => {}
        }
    }
    assert!(
        vop2 >= 18 && vopc >= 1 && vop3 >= 5 && madk >= 1,
        "{vop2} {vopc} {vop3} {madk}"
    );
}

/// What gfx8 has and the crate does not model decodes for gfx8 as
/// [`Error::Unknown`]; the dwords are `llvm-mc-14 -mcpu=tonga
/// -show-encoding`'s.
#[test]
fn gfx8_only_forms_decode_as_unknown() {
    let g = Gfx::Gfx8;
    let words: [(&str, &[u32]); 1] = [
        // A compare in DPP form ("invalid instruction encoding").
        ("v_cmp_eq_f32_dpp", &[0x7C84_04FA, 0xFF00_E401]),
    ];
    for (text, code) in words {
        assert_eq!(
            Inst::decode_for(code, g),
            Err(Error::Unknown { word: code[0] }),
            "{text}"
        );
    }
    // v_mov_b32_dpp v0, v1 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
    // ([0xfa,0x02,0x00,0x7e,0x01,0xb1,0x00,0xff]) decodes.
    let (dpp, n) = Inst::decode_for(&[0x7E00_02FA, 0xFF00_B101], g).unwrap();
    assert_eq!(n, 2);
    assert_eq!(
        dpp.display_for(g).to_string(),
        "v_mov_b32_dpp v0, v1 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf"
    );
    // v_add_f32_sdwa v0, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD
    // src0_sel:WORD_1 src1_sel:DWORD ([0xf9,0x04,0x00,0x02,0x01,0x06,0x05,0x06])
    // decodes.
    let (sdwa, n) = Inst::decode_for(&[0x0200_04F9, 0x0605_0601], g).unwrap();
    assert_eq!(n, 2);
    assert_eq!(
        sdwa.display_for(g).to_string(),
        "v_add_f32_sdwa v0, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD"
    );
    // v_nop_sdwa ([0xf9,0x00,0x00,0x7e,0x00,0x00,0x00,0x00]) decodes, with
    // its suffix (LLVM 14 prints `v_nop`, the text of the one-dword word),
    // and so does DPP with the control 0x150 (row_newbcast, not on gfx8),
    // to LLVM 14's text, which does not assemble.
    let (nop, n) = Inst::decode_for(&[0x7E00_00F9, 0], g).unwrap();
    assert_eq!(
        (nop.display_for(g).to_string(), n),
        ("v_nop_sdwa".into(), 2)
    );
    assert!(nop.text_is_exact_for(g));
    let (dpp, n) = Inst::decode_for(&[0x7E00_02FA, 0xFF01_5001], g).unwrap();
    assert_eq!(n, 2);
    assert_eq!(
        dpp.display_for(g).to_string(),
        "v_mov_b32_dpp v0, v1  /* row_newbcast/row_share is not supported on ASICs earlier \
         than GFX90A/GFX10 */ row_mask:0xf bank_mask:0xf"
    );
    assert!(!dpp.text_is_exact_for(g));
    // s_atc_probe 7, s[2:3], 0x10 ([0xc1,0x01,0x9a,0xc0,0x10,0x00,0x00,0x00])
    // decodes.
    assert_eq!(
        Inst::decode_for(&[0xC09A_01C1, 0x10], g),
        Ok((
            Inst::Smrd {
                op: Smrd::AtcProbe,
                dst: Operand::imm(7),
                base: s(2, 2),
                offset: SmrdOffset::Imm(0x10),
                glc: false
            },
            2
        ))
    );
    // v_interp_p1ll_f16 v0, v1, attr0.x
    // ([0x00,0x00,0x74,0xd2,0x00,0x02,0x02,0x00]) decodes.
    assert_eq!(
        Inst::decode_for(&[0xD274_0000, 0x0002_0200], g),
        Ok((
            Inst::Interp16(Interp16Inst::new(Interp16::P1llF16, 0, 1, 0, 0, 0)),
            2
        ))
    );
    // Modifiers on no source (bit 0 names the attribute) or on the second
    // source of v_interp_p1ll_f16, which has none, are refused; gfx7 and
    // gfx6 have no 16-bit interpolation.
    for (neg, abs) in [(1, 0), (4, 0), (0, 1), (0, 4)] {
        let i = Inst::Interp16(Interp16Inst {
            neg,
            abs,
            ..Interp16Inst::new(Interp16::P1llF16, 0, 1, 0, 0, 0)
        });
        assert!(i.encode_for(g, &mut [0; 2]).is_err(), "{neg} {abs}");
        for old in [Gfx::Gfx6, Gfx::Gfx7] {
            assert!(matches!(
                i.encode_for(old, &mut [0; 2]),
                Err(Error::NotOnGfx { .. })
            ));
        }
    }
    // gfx8's 16-bit VOP2 opcodes decode: v_add_f16_e32 v0, v1, v2
    // ([0x01,0x05,0x00,0x3e]).
    assert_eq!(
        Inst::decode_for(&[0x3E00_0501], g),
        Ok((
            Inst::Vop2 {
                op: Vop2::AddF16,
                dst: v(0, 1),
                src0: v(1, 1),
                src1: v(2, 1)
            },
            1
        ))
    );
    // `v_mul_lo_i32` is an alias of `v_mul_lo_u32` on gfx8 (both
    // [0x00,0x00,0x85,0xd2,0x01,0x05,0x02,0x00]): it encodes, and the words
    // decode as v_mul_lo_u32.
    let src = [v(1, 1), v(2, 1), Operand::ZERO];
    let lo = vop3(Vop3Op::Vop3(Vop3::MulLoI32), v(0, 1), src);
    let mut out = [0u32; 2];
    assert_eq!(lo.encode_for(g, &mut out), Ok(2));
    assert_eq!(out, [0xD285_0000, 0x0002_0501]);
    assert_eq!(
        Inst::decode_for(&out, g),
        Ok((vop3(Vop3Op::Vop3(Vop3::MulLoU32), v(0, 1), src), 2))
    );
}

/// `s_atc_probe`'s probe value is 7 bits: `llvm-mc-14 -mcpu=tonga` takes
/// 0x80 and 0xFF and keeps their low 7 bits (`tests/data/isa/gfx8_atc_probe.txt`:
/// the words of 0 and 0x7F), losing the value; the crate refuses a value
/// past 0x7F and encodes 0..=0x7F to LLVM's words.
#[test]
fn atc_probe_values_past_seven_bits_are_refused() {
    let g = Gfx::Gfx8;
    let values = [0x80u32, 0xFF, 0, 0x7F];
    let texts: Vec<String> = values
        .iter()
        .map(|v| format!("s_atc_probe {v:#x}, s[2:3], 0x10"))
        .collect();
    let llvm = llvm_reference_for("tonga", "isa/gfx8_atc_probe.txt", &texts, true);
    let words: Vec<Vec<u32>> = llvm.iter().map(|l| parse_llvm(l).unwrap().1).collect();
    assert_eq!(words[0], words[2], "LLVM keeps 0x80's low bits");
    assert_eq!(words[1], words[3], "LLVM keeps 0xff's low bits");
    for (&v, want) in values.iter().zip(&words) {
        let probe = Inst::Smrd {
            op: Smrd::AtcProbe,
            dst: Operand::imm(v),
            base: s(2, 2),
            offset: SmrdOffset::Imm(0x10),
            glc: false,
        };
        let mut out = [0xAAAA_AAAAu32; 2];
        let ours = probe.encode_for(g, &mut out);
        if v > 0x7F {
            assert_eq!(ours, Err(Error::Operand { operand: "dst" }), "{v:#x}");
            assert_eq!(out, [0xAAAA_AAAA; 2]);
        } else {
            assert_eq!((ours, &out[..]), (Ok(2), &want[..]), "{v:#x}");
            assert_eq!(Inst::decode_for(&out, g), Ok((probe, 2)));
        }
    }
}
