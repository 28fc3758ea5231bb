//! LOAD_*_REG, SET_CONTEXT_REG_INDIRECT, SET_SH_REG_OFFSET, SET_SH_REG_INDEX,
//! REG_RMW, ATOMIC_GDS, SCRATCH_RAM_WRITE, INDEX_ATTRIBUTES_INDIRECT, and the
//! gfx6 and gfx8 packets declared with their generation's layout:
//! dwords written from the spec's opcodes and field positions, the checks,
//! the decoder, the disassembly and the replay of loads.

use crate::pm4_support;

use gcn::decode::state::{Event, MemoryRead, Shadow, replay};
use gcn::decode::{Decoder, Packet, disassemble};
use gcn::pm4::*;
use gcn::regs::{AddressError, Gfx, Space};
use pm4_support::*;

const IT_ATOMIC_GDS: u32 = 0x1D;
const IT_REG_RMW: u32 = 0x21;
const IT_LOAD_UCONFIG_REG: u32 = 0x5E;
const IT_LOAD_SH_REG: u32 = 0x5F;
const IT_LOAD_CONFIG_REG: u32 = 0x60;
const IT_LOAD_CONTEXT_REG: u32 = 0x61;
const IT_SET_CONTEXT_REG_INDIRECT: u32 = 0x73;
const IT_SET_SH_REG_OFFSET: u32 = 0x77;
const IT_SCRATCH_RAM_WRITE: u32 = 0x7D;
const IT_INDEX_ATTRIBUTES_INDIRECT: u32 = 0x91;
const IT_SET_SH_REG_INDEX: u32 = 0x9B;

// LOAD_*_REG dw2.
const WAIT_IDLE_SHIFT: u32 = 31;
// SET_*_REG dw1.
const INDEX_SHIFT: u32 = 28;
// SET_SH_REG_OFFSET dw3.
const DRIVER_DATA_SHIFT: u32 = 16;
// REG_RMW dw1.
const OR_MASK_SRC_SHIFT: u32 = 30;
const AND_MASK_SRC_SHIFT: u32 = 31;
// ATOMIC_GDS.
const ATOM_CMP_SWAP_SHIFT: u32 = 16;
const ATOM_COMPLETE_SHIFT: u32 = 17;
const ATOM_READ_SHIFT: u32 = 18;
const ATOM_RD_CNTL_SHIFT: u32 = 19;
const DMODE_SHIFT: u32 = 8;
const ATOM_OFFSET1_SHIFT: u32 = 16;
// SCRATCH_RAM_WRITE dw1.
const ENG_SEL_SHIFT: u32 = 30;

#[test]
#[rustfmt::skip]
fn load_regs_golden() {
    // SPI_SHADER_USER_DATA_PS_0..3 (SH 0x00C) and SPI_SHADER_PGM_LO/HI_VS (0x048).
    golden("LOAD_SH_REG", &[
        ("header",     hdr(IT_LOAD_SH_REG, 5)),
        ("ADDR_LO",    0x0010_0000),
        ("ADDR_HI",    0x0000_0012),
        ("REG_OFFSET", 0x00C),
        ("NUM_DWORDS", 4),
        ("REG_OFFSET", 0x048),
        ("NUM_DWORDS", 2),
    ], |cb| cb.load_regs(Space::Sh, 0x12_0010_0000, false,
        &[RegRange::new(0x00C, 4), RegRange::new(0x048, 2)]));
    // COMPUTE_USER_DATA_0 (SH 0x240): SHADER_TYPE = 1.
    golden("LOAD_SH_REG compute", &[
        ("header",             hdr_cs(IT_LOAD_SH_REG, 3)),
        ("ADDR_LO",            0x2000),
        ("ADDR_HI|WAIT_IDLE",  1 << WAIT_IDLE_SHIFT),
        ("REG_OFFSET",         0x240),
        ("NUM_DWORDS",         16),
    ], |cb| cb.load_regs(Space::Sh, 0x2000, true, &[RegRange::new(0x240, 16)]));
    golden("LOAD_CONTEXT_REG", &[
        ("header",     hdr(IT_LOAD_CONTEXT_REG, 3)),
        ("ADDR_LO",    0x0000_4000),
        ("ADDR_HI",    0x0000_FFFF),
        ("REG_OFFSET", 0x200),
        ("NUM_DWORDS", 1),
    ], |cb| cb.load_regs(Space::Context, 0xFFFF_0000_4000, false, &[RegRange::new(0x200, 1)]));
    golden("LOAD_UCONFIG_REG", &[
        ("header",     hdr(IT_LOAD_UCONFIG_REG, 3)),
        ("ADDR_LO",    0x100),
        ("ADDR_HI",    0),
        ("REG_OFFSET", 0x242),
        ("NUM_DWORDS", 3),
    ], |cb| cb.load_regs(Space::Uconfig, 0x100, false, &[RegRange::new(0x242, 3)]));
    golden("LOAD_CONFIG_REG", &[
        ("header",     hdr(IT_LOAD_CONFIG_REG, 3)),
        ("ADDR_LO",    0x100),
        ("ADDR_HI",    0),
        ("REG_OFFSET", 0x644),
        ("NUM_DWORDS", 32),
    ], |cb| cb.load_regs(Space::Config, 0x100, false, &[RegRange::new(0x644, 32)]));
    out_of_space("LOAD_SH_REG", 5, |cb| cb.load_regs(Space::Sh, 0x100, false, &[RegRange::new(0x00C, 1)]));
    rejects("LOAD_*_REG misaligned", Error::Address(AddressError::Misaligned { field: "ADDR", address: 0x102, align: 4 }),
        |cb| cb.load_regs(Space::Sh, 0x102, false, &[RegRange::new(0x00C, 1)]));
    rejects("LOAD_*_REG over 48 bits", Error::Address(AddressError::TooWide { field: "ADDR", address: 1 << 48, bits: 48 }),
        |cb| cb.load_regs(Space::Sh, 1 << 48, false, &[RegRange::new(0x00C, 1)]));
    rejects("LOAD_*_REG empty range", Error::RegisterOutsideSpace { space: Space::Sh, offset: 0x00C, count: 0 },
        |cb| cb.load_regs(Space::Sh, 0x100, false, &[RegRange::new(0x00C, 0)]));
    rejects("LOAD_*_REG past the space", Error::RegisterOutsideSpace { space: Space::Context, offset: 0x1FFF, count: 2 },
        |cb| cb.load_regs(Space::Context, 0x100, false, &[RegRange { reg_offset: 0x1FFF, num_dwords: 2 }]));
    rejects("LOAD_*_REG offset past 16 bits", Error::RegisterOutsideSpace { space: Space::Sh, offset: 0x1_0000, count: 1 },
        |cb| cb.load_regs(Space::Sh, 0x100, false, &[RegRange { reg_offset: 0x1_0000, num_dwords: 1 }]));
    rejects("LOAD_SH_REG across the pipelines", Error::InvalidField { field: "REG_OFFSET", value: 0x240 },
        |cb| cb.load_regs(Space::Sh, 0x100, false, &[RegRange::new(0x00C, 1), RegRange::new(0x240, 1)]));
    rejects("LOAD_SH_REG straddling 0x200", Error::InvalidField { field: "REG_OFFSET", value: 0x1FF },
        |cb| cb.load_regs(Space::Sh, 0x100, false, &[RegRange::new(0x1FF, 2)]));
    rejects("LOAD_*_REG no ranges", Error::BodyLength { opcode: Some(Opcode::LOAD_SH_REG), len: 2, min: 4, max: MAX_BODY_DWORDS },
        |cb| cb.load_regs(Space::Sh, 0x100, false, &[]));
}

#[test]
#[rustfmt::skip]
fn indirect_and_offset_register_writes_golden() {
    golden("SET_CONTEXT_REG_INDIRECT", &[
        ("header",     hdr(IT_SET_CONTEXT_REG_INDIRECT, 2)),
        ("REG_OFFSET", 0x0A0),
        ("patch 0",    0x10),
        ("patch 1",    0x24),
    ], |cb| cb.set_context_reg_indirect(0x0A0, &[0x10, 0x24]));
    rejects("SET_CONTEXT_REG_INDIRECT past the space", Error::RegisterOutsideSpace { space: Space::Context, offset: 0x1FFF, count: 2 },
        |cb| cb.set_context_reg_indirect(0x1FFF, &[0, 0]));
    rejects("SET_CONTEXT_REG_INDIRECT without registers", Error::RegisterOutsideSpace { space: Space::Context, offset: 0x0A0, count: 0 },
        |cb| cb.set_context_reg_indirect(0x0A0, &[]));
    golden("SET_SH_REG_OFFSET", &[
        ("header",       hdr(IT_SET_SH_REG_OFFSET, 2)),
        ("REG_OFFSET",   0x00C),
        ("DW_IB_OFFSET", 0x3F_FFFF),
        ("DRIVER_DATA",  0xBEEF << DRIVER_DATA_SHIFT),
    ], |cb| cb.set_sh_reg_offset(0x00C, 0x3F_FFFF, 0xBEEF));
    golden("SET_SH_REG_OFFSET compute", &[
        ("header",       hdr_cs(IT_SET_SH_REG_OFFSET, 2)),
        ("REG_OFFSET",   0x240),
        ("DW_IB_OFFSET", 8),
        ("DRIVER_DATA",  0),
    ], |cb| cb.set_sh_reg_offset(0x240, 8, 0));
    out_of_space("SET_SH_REG_OFFSET", 4, |cb| cb.set_sh_reg_offset(0x00C, 0, 0));
    rejects("SET_SH_REG_OFFSET over 22 bits", Error::CountOutOfRange { field: "DW_IB_OFFSET", value: 0x40_0000, min: 0, max: 0x3F_FFFF },
        |cb| cb.set_sh_reg_offset(0x00C, 0x40_0000, 0));
    rejects("SET_SH_REG_OFFSET past the space", Error::RegisterOutsideSpace { space: Space::Sh, offset: 0x400, count: 1 },
        |cb| cb.set_sh_reg_offset(0x400, 0, 0));
    // COMPUTE_STATIC_THREAD_MGMT_SE0/1 (SH 0x216) with CP_MODIFY_CU_MASK (3).
    golden("SET_SH_REG_INDEX", &[
        ("header",           hdr_cs(IT_SET_SH_REG_INDEX, 2)),
        ("REG_OFFSET|INDEX", 0x216 | 3 << INDEX_SHIFT),
        ("SE0",              0xFFFF),
        ("SE1",              0xFF),
    ], |cb| cb.set_regs_indexed(SetShRegIndexIndex::CP_MODIFY_CU_MASK, 0x216, &[0xFFFF, 0xFF]));
    // A graphics SH register: SPI_SHADER_PGM_RSRC3_VS (0x046).
    golden("SET_SH_REG_INDEX graphics", &[
        ("header",           hdr(IT_SET_SH_REG_INDEX, 1)),
        ("REG_OFFSET|INDEX", 0x046 | 3 << INDEX_SHIFT),
        ("value",            0x3F),
    ], |cb| cb.set_regs_indexed(SetShRegIndexIndex::CP_MODIFY_CU_MASK, 0x046, &[0x3F]));
    // GB_TILE_MODE0 (config, byte address 0x9910) is MMIO dword 0x2644.
    golden("REG_RMW", &[
        ("header",   hdr(IT_REG_RMW, 2)),
        ("MOD_ADRS", 0x2644),
        ("AND_MASK", 0xFFFF_00FF),
        ("OR_MASK",  0x0000_1200),
    ], |cb| cb.reg_rmw(0x2644, 0xFFFF_00FF, 0x1200));
    rejects("REG_RMW over 14 bits", Error::Address(AddressError::TooWide { field: "MOD_ADRS", address: 0x4000, bits: 14 }),
        |cb| cb.reg_rmw(0x4000, 0, 0));
    out_of_space("REG_RMW", 4, |cb| cb.reg_rmw(0x2644, 0, 0));
}

#[test]
#[rustfmt::skip]
fn packets_without_a_method_push_at_the_spec_layout() {
    let gds = AtomicGds {
        control: AtomicGdsControl::new().with_atom_op(0x2A).with_atom_cmp_swap(true)
            .with_atom_complete(true).with_atom_read(true).with_atom_rd_cntl(2),
        mode: AtomicGdsMode::new().with_auto_incr(5).with_dmode(true),
        base: AtomicGdsBase::new().with_atom_base(0x100),
        size: AtomicGdsSize::new().with_atom_size(0x40),
        offsets: AtomicGdsOffsets::new().with_atom_offset0(3).with_atom_offset1(9),
        dst: 0x20,
        src0: 0x1111_2222_3333_4444,
        src1: 0x5555_6666_7777_8888,
    };
    golden("ATOMIC_GDS", &[
        ("header",           hdr(IT_ATOMIC_GDS, 9)),
        ("ATOM_OP|flags",    0x2A | 1 << ATOM_CMP_SWAP_SHIFT | 1 << ATOM_COMPLETE_SHIFT
                                  | 1 << ATOM_READ_SHIFT | 2 << ATOM_RD_CNTL_SHIFT),
        ("AUTO_INCR|DMODE",  5 | 1 << DMODE_SHIFT),
        ("ATOM_BASE",        0x100),
        ("ATOM_SIZE",        0x40),
        ("ATOM_OFFSET0/1",   3 | 9 << ATOM_OFFSET1_SHIFT),
        ("ATOM_DST",         0x20),
        ("ATOM_SRC0_LO",     0x3333_4444),
        ("ATOM_SRC0_HI",     0x1111_2222),
        ("ATOM_SRC1_LO",     0x7777_8888),
        ("ATOM_SRC1_HI",     0x5555_6666),
    ], |cb| cb.push(&gds));
    let scratch = ScratchRamWrite {
        addr: ScratchRamAddr::new().with_scratch_addr(0x7F).with_eng_sel(2),
        data: 0xCAFE,
    };
    golden("SCRATCH_RAM_WRITE", &[
        ("header",               hdr(IT_SCRATCH_RAM_WRITE, 1)),
        ("SCRATCH_ADDR|ENG_SEL", 0x7F | 2 << ENG_SEL_SHIFT),
        ("SCRATCH_DATA",         0xCAFE),
    ], |cb| cb.push(&scratch));
    let attributes = IndexAttributesIndirect {
        address: 0x12_3456_7890,
        attribute_index: AttributeIndexWord::new().with_attribute_index(0xABCD),
    };
    golden("INDEX_ATTRIBUTES_INDIRECT", &[
        ("header",          hdr(IT_INDEX_ATTRIBUTES_INDIRECT, 2)),
        ("ADDRESS_LO",      0x3456_7890),
        ("ADDRESS_HI",      0x12),
        ("ATTRIBUTE_INDEX", 0xABCD),
    ], |cb| cb.push(&attributes));
    // The mask sources select register addresses instead of masks.
    let rmw = RegRmw {
        control: RegRmwControl::new().with_mod_adrs(0x2644).with_or_mask_src(true).with_and_mask_src(true),
        and_mask: 0x2180,
        or_mask: 0x2181,
    };
    golden("REG_RMW from registers", &[
        ("header",                        hdr(IT_REG_RMW, 2)),
        ("MOD_ADRS|OR_MASK_SRC|AND_MASK_SRC", 0x2644 | 1 << OR_MASK_SRC_SHIFT | 1 << AND_MASK_SRC_SHIFT),
        ("AND_ADRS",                      0x2180),
        ("OR_ADRS",                       0x2181),
    ], |cb| cb.push(&rmw));
}

/// Every packet of this file, recorded once.
fn stream(storage: &mut [u32]) -> usize {
    let mut cb = CommandBuffer::new(storage);
    cb.load_regs(
        Space::Sh,
        0x10_0000,
        false,
        &[RegRange::new(0x00C, 2), RegRange::new(0x048, 1)],
    )
    .unwrap();
    cb.load_regs(Space::Context, 0x20_0000, false, &[RegRange::new(0x200, 1)])
        .unwrap();
    cb.set_context_reg_indirect(0x0A0, &[0x10, 0x24]).unwrap();
    cb.set_sh_reg_offset(0x00C, 64, 7).unwrap();
    cb.set_regs_indexed(SetShRegIndexIndex::CP_MODIFY_CU_MASK, 0x216, &[0xFFFF])
        .unwrap();
    cb.reg_rmw(0x2644, 0xFFFF_00FF, 0x1200).unwrap();
    cb.push(&ScratchRamWrite {
        addr: ScratchRamAddr::new().with_scratch_addr(1),
        data: 2,
    })
    .unwrap();
    cb.len()
}

#[test]
fn the_decoder_yields_what_was_written() {
    let mut storage = [0u32; 64];
    let n = stream(&mut storage);
    let words = &storage[..n];
    let packets: Vec<_> = Decoder::new(words).map(|d| d.unwrap()).collect();
    let names: Vec<_> = packets.iter().map(|d| d.packet.name()).collect();
    assert_eq!(
        names,
        [
            Some("LOAD_SH_REG"),
            Some("LOAD_CONTEXT_REG"),
            Some("SET_CONTEXT_REG_INDIRECT"),
            Some("SET_SH_REG_OFFSET"),
            Some("SET_SH_REG_INDEX"),
            Some("REG_RMW"),
            Some("SCRATCH_RAM_WRITE"),
        ]
    );
    match packets[0].packet {
        Packet::LoadShReg(p) => {
            assert_eq!(p.address(), 0x10_0000);
            assert_eq!(p.ranges, [RegRange::new(0x00C, 2), RegRange::new(0x048, 1)]);
        }
        ref other => panic!("{other:?}"),
    }
    match packets[4].packet {
        Packet::SetRegs(s) => {
            assert_eq!((s.space, s.opcode), (Space::Sh, Opcode::SET_SH_REG_INDEX));
            assert_eq!((s.offset(), s.index(), s.values), (0x216, 3, &[0xFFFF][..]));
        }
        ref other => panic!("{other:?}"),
    }
    // Re-encoding gives back every dword, headers included.
    let mut out = vec![0u32; n];
    let mut at = 0;
    for d in &packets {
        at += d.encode_into(&mut out[at..]).unwrap();
    }
    assert_eq!(out, words);
    // A LOAD_*_REG with a dword left over from its pairs does not decode.
    let odd = [hdr(IT_LOAD_SH_REG, 4), 0x100, 0, 0x00C, 1, 0x00D];
    assert!(Decoder::new(&odd).next().unwrap().is_err());
}

#[test]
fn the_disassembly_names_the_loaded_registers() {
    let mut storage = [0u32; 64];
    let n = stream(&mut storage);
    let text = disassemble(&storage[..n]).to_string();
    for line in [
        "LOAD_SH_REG ADDR_LO=0x100000, ADDR_HI={ ADDR_HI: 0, WAIT_IDLE: 0 }, RANGES=[0xc+2, 0x48+1]",
        "SPI_SHADER_USER_DATA_PS_0 and the next 1 from 0x100030",
        "SPI_SHADER_PGM_LO_VS from 0x100120",
        "DB_DEPTH_CONTROL from 0x200800",
        "PA_SC_VPORT_SCISSOR_6_TL = patch table dword 0x10",
        "PA_SC_VPORT_SCISSOR_6_BR = patch table dword 0x24",
        "SET_SH_REG_INDEX COMPUTE REG_OFFSET=0x216 INDEX=3, 1 register",
        "COMPUTE_STATIC_THREAD_MGMT_SE0 = 0x0000FFFF",
        "REG_RMW CONTROL={ MOD_ADRS: 0x2644, OR_MASK_SRC: 0, AND_MASK_SRC: 0 }, AND_MASK=0xffff00ff, OR_MASK=0x1200",
    ] {
        assert!(text.contains(line), "missing {line:?} in\n{text}");
    }
}

#[test]
fn a_load_of_no_registers_prints_as_such() {
    // LOAD_CONTEXT_REG (0x61) of DB_DEPTH_CONTROL (0x200), 0 registers.
    let words = [hdr(IT_LOAD_CONTEXT_REG, 3), 0x100, 0, 0x200, 0];
    let text = disassemble(&words).to_string();
    assert!(
        text.contains("DB_DEPTH_CONTROL (no registers) from 0x900"),
        "{text}"
    );
}

#[test]
fn an_edited_set_regs_whose_opcode_writes_another_space_is_not_encoded() {
    let mut storage = [0u32; 8];
    let mut cb = CommandBuffer::new(&mut storage);
    cb.set_regs_indexed(SetShRegIndexIndex::CP_MODIFY_CU_MASK, 0x216, &[1])
        .unwrap();
    let words = cb.as_slice().to_vec();
    let mut d = Decoder::new(&words).next().unwrap().unwrap();
    let mut out = [0u32; 3];
    assert_eq!(d.encode_into(&mut out), Ok(3));
    assert_eq!(out[..], words[..]);
    if let Packet::SetRegs(s) = &mut d.packet {
        s.space = Space::Context;
    }
    assert_eq!(
        d.encode_into(&mut out),
        Err(Error::InvalidField {
            field: "IT_OPCODE",
            value: u64::from(IT_SET_SH_REG_INDEX)
        })
    );
}

#[test]
fn for_gfx_buffers_check_the_registers_of_loads_and_indirect_writes() {
    let mut storage = [0u32; 16];
    let mut cb = CommandBuffer::for_gfx(&mut storage, Gfx::Gfx7);
    // Config 0x256 is gfx6's VGT_PRIMITIVE_TYPE; gfx7 has none there.
    assert_eq!(
        cb.load_regs(Space::Config, 0x100, false, &[RegRange::new(0x255, 2)]),
        Err(Error::RegisterNotOnGfx {
            space: Space::Config,
            offset: 0x256,
            gfx: Gfx::Gfx7
        })
    );
    assert!(cb.is_empty());
    // The same range on gfx6.
    let mut storage = [0u32; 16];
    let mut cb = CommandBuffer::for_gfx(&mut storage, Gfx::Gfx6);
    cb.load_regs(Space::Config, 0x100, false, &[RegRange::new(0x256, 1)])
        .unwrap();
}

#[test]
fn the_replay_applies_loads_read_through_the_memory_callback() {
    let mut storage = [0u32; 64];
    let n = stream(&mut storage);
    let words = &storage[..n];
    // The SH image: SPI_SHADER_USER_DATA_PS_0/1 (0x00C) and
    // SPI_SHADER_PGM_LO_VS (0x048) read from 0x10_0000 + 4 * offset; the
    // context image is not given.
    let ps_user_data = [0x1111, 0x2222];
    let pgm_lo = [0x3333];
    let mut asked = Vec::new();
    let mut unreadable = Vec::new();
    let mut shadow = Shadow::new();
    replay(
        words,
        &mut shadow,
        |address, dwords| {
            asked.push((address, dwords));
            match address {
                0x10_0030 => Some(&ps_user_data[..]),
                0x10_0120 => Some(&pgm_lo[..]),
                _ => None,
            }
        },
        |_, event, _| {
            if let Event::Unreadable {
                what,
                address,
                dwords,
            } = event
            {
                unreadable.push((what, address, dwords));
            }
        },
    );
    assert_eq!(asked, [(0x10_0030, 2), (0x10_0120, 1), (0x20_0800, 1)]);
    // SET_CONTEXT_REG_INDIRECT of context 0x0A0..=0x0A1 and
    // SET_SH_REG_OFFSET of SH 0x00C write values the replay does not know:
    // reported, and the registers read 0 (SH 0x00C loaded 0x1111 first).
    assert_eq!(
        unreadable,
        [
            (MemoryRead::RegisterLoad(Space::Context), 0x20_0800, 1),
            (MemoryRead::RegisterValue(Space::Context), 0x0A0, 2),
            (MemoryRead::RegisterValue(Space::Sh), 0x00C, 1),
        ]
    );
    assert_eq!(shadow.get(Space::Sh, 0x00C), Some(0));
    assert_eq!(shadow.get(Space::Sh, 0x00D), Some(0x2222));
    assert_eq!(shadow.get(Space::Sh, 0x048), Some(0x3333));
    assert_eq!(shadow.get(Space::Context, 0x200), Some(0));
    // SET_SH_REG_INDEX writes land like SET_SH_REG's.
    assert_eq!(shadow.get(Space::Sh, 0x216), Some(0xFFFF));
}

#[test]
fn gfx6_refuses_the_gfx7_packets() {
    let mut storage = [0u32; 16];
    let mut cb = CommandBuffer::for_gfx(&mut storage, Gfx::Gfx6);
    assert_eq!(
        cb.load_regs(Space::Uconfig, 0x100, false, &[RegRange::new(0x242, 1)]),
        Err(Error::PacketNotOnGfx {
            opcode: Opcode::LOAD_UCONFIG_REG,
            gfx: Gfx::Gfx6
        })
    );
    assert_eq!(
        cb.set_regs_indexed(SetShRegIndexIndex::CP_MODIFY_CU_MASK, 0x216, &[1]),
        Err(Error::PacketNotOnGfx {
            opcode: Opcode::SET_SH_REG_INDEX,
            gfx: Gfx::Gfx6
        })
    );
    assert!(cb.is_empty());
    // LOAD_SH_REG is on every generation.
    cb.load_regs(Space::Sh, 0x100, false, &[RegRange::new(0x00C, 1)])
        .unwrap();
}

// The packets of one other generation, declared with that generation's
// layout (spec opcodes and field positions).
const IT_DRAW_INDEX_IMMD: u32 = 0x2E;
const IT_MPEG_INDEX: u32 = 0x3A;
const IT_LOAD_SH_REG_INDEX: u32 = 0x63;
const IT_DUMP_CONST_RAM_OFFSET: u32 = 0x9E;
const IT_LOAD_CONTEXT_REG_INDEX: u32 = 0x9F;
// DUMP_CONST_RAM_OFFSET dw1.
const DUMP_CACHE_POLICY_SHIFT: u32 = 25;
const INCREMENT_CS_SHIFT: u32 = 30;
const INCREMENT_CE_SHIFT: u32 = 31;
// LOAD_*_REG_INDEX dw1 and dw3.
const ADDR_LO_SHIFT: u32 = 2;
const DATA_FORMAT_SHIFT: u32 = 31;

/// Pushes `packet` into a `gfx` buffer, checks its dwords against `want`,
/// and checks that a gfx7 buffer refuses it.
fn other_generation<'p, P: TypedPacket<'p>>(
    name: &str,
    gfx: Gfx,
    packet: &P,
    want: &[(&str, u32)],
) {
    let mut storage = [0u32; 32];
    let mut cb = CommandBuffer::for_gfx(&mut storage, gfx);
    cb.push(packet).unwrap_or_else(|e| panic!("{name}: {e}"));
    check(name, cb.as_slice(), want);
    let d = Decoder::new(cb.as_slice()).next().unwrap().unwrap();
    assert_eq!(d.packet.name(), Some(name), "{name}");
    let mut out = [0u32; 32];
    let n = d.encode_into(&mut out).unwrap();
    assert_eq!(out[..n], *cb.as_slice(), "{name}");
    let mut storage = [0u32; 32];
    let mut gfx7 = CommandBuffer::new(&mut storage);
    assert_eq!(
        gfx7.push(packet),
        Err(Error::PacketNotOnGfx {
            opcode: P::OPCODE,
            gfx: Gfx::Gfx7
        }),
        "{name}"
    );
    assert!(gfx7.is_empty());
}

#[test]
#[rustfmt::skip]
fn packets_of_gfx6_and_gfx8_at_their_spec_layout() {
    other_generation("DUMP_CONST_RAM_OFFSET", Gfx::Gfx8, &DumpConstRamOffset {
        control: DumpConstRamOffsetControl::new().with_offset(0x100)
            .with_cache_policy(CachePolicy::from_bits(2)).with_increment_cs(true).with_increment_ce(true),
        num_dwords: ConstRamNumDwords::new().with_num_dwords(64),
        addr_offset: 0x4000,
    }, &[
        ("header",                     hdr(IT_DUMP_CONST_RAM_OFFSET, 2)),
        ("OFFSET|CACHE_POLICY|INC_*",  0x100 | 2 << DUMP_CACHE_POLICY_SHIFT | 1 << INCREMENT_CS_SHIFT | 1 << INCREMENT_CE_SHIFT),
        ("NUM_DWORDS",                 64),
        ("ADDR_OFFSET",                0x4000),
    ]);
    // COMPUTE_USER_DATA_0 (SH 0x240) and _4..5, from address 0x12_0000_1000.
    let ranges = [RegRange::new(0x240, 1), RegRange::new(0x244, 2)];
    other_generation("LOAD_SH_REG_INDEX", Gfx::Gfx8, &LoadShRegIndex {
        addr_lo: LoadIndexAddrLo::new().with_index(LoadDataIndex::DIRECT_ADDR).with_addr_lo(0x1000 >> ADDR_LO_SHIFT),
        addr_offset: 0x12,
        ranges: &ranges,
    }, &[
        ("header",          hdr(IT_LOAD_SH_REG_INDEX, 5)),
        ("INDEX|ADDR_LO",   (0x1000 >> ADDR_LO_SHIFT) << ADDR_LO_SHIFT),
        ("ADDR_OFFSET",     0x12),
        ("REG_OFFSET|DATA_FORMAT", 0x240),
        ("NUM_DWORDS",      1),
        ("REG_OFFSET",      0x244),
        ("NUM_DWORDS",      2),
    ]);
    // Offset-and-data pairs at offset 0x80 from the base.
    let with_format = LoadIndexRegOffset::new().with_reg_offset(0x200)
        .with_data_format(LoadDataFormat::OFFSET_AND_DATA).into_bits();
    let ranges = [RegRange { reg_offset: with_format, num_dwords: 3 }];
    let packet = LoadContextRegIndex {
        addr_lo: LoadIndexAddrLo::new().with_index(LoadDataIndex::OFFSET),
        addr_offset: 0x80,
        ranges: &ranges,
    };
    assert_eq!(packet.data_format(), LoadDataFormat::OFFSET_AND_DATA);
    other_generation("LOAD_CONTEXT_REG_INDEX", Gfx::Gfx8, &packet, &[
        ("header",          hdr(IT_LOAD_CONTEXT_REG_INDEX, 3)),
        ("INDEX|ADDR_LO",   1),
        ("ADDR_OFFSET",     0x80),
        ("REG_OFFSET|DATA_FORMAT", 0x200 | 1 << DATA_FORMAT_SHIFT),
        ("NUM_DWORDS",      3),
    ]);
    // Three 16-bit indices packed two a dword; DRAW_INITIATOR 1 (DI_SRC_SEL_IMMEDIATE).
    let indices = [0x0001_0000, 0x0000_0002];
    other_generation("DRAW_INDEX_IMMD", Gfx::Gfx6, &DrawIndexImmd {
        index_count: 3,
        draw_initiator: DrawInitiator::from_bits(1),
        indices: &indices,
    }, &[
        ("header",         hdr(IT_DRAW_INDEX_IMMD, 3)),
        ("INDEX_COUNT",    3),
        ("DRAW_INITIATOR", 1),
        ("indices 0, 1",   0x0001_0000),
        ("index 2",        2),
    ]);
    other_generation("MPEG_INDEX", Gfx::Gfx6, &MpegIndex {
        num_indices: 4,
        draw_initiator: DrawInitiator::from_bits(2),
        rect_index: 9,
    }, &[
        ("header",         hdr(IT_MPEG_INDEX, 2)),
        ("NUM_INDICES",    4),
        ("DRAW_INITIATOR", 2),
        ("RECT_INDEX",     9),
    ]);
}

#[test]
fn other_generation_bodies_that_do_not_fit_stay_undecoded() {
    // 0x3A with 4 body dwords (not MPEG_INDEX's 3), DRAW_INDEX_IMMD with no
    // index dword, LOAD_SH_REG_INDEX with a dword over its pairs: each is
    // Unknown, and the next packet still decodes.
    let next = [hdr(0x2F, 0), 1]; // NUM_INSTANCES
    for (name, packet) in [
        ("MPEG_INDEX", vec![hdr(IT_MPEG_INDEX, 3), 1, 2, 3, 4]),
        ("DRAW_INDEX_IMMD", vec![hdr(IT_DRAW_INDEX_IMMD, 1), 0, 1]),
        (
            "LOAD_SH_REG_INDEX",
            vec![hdr(IT_LOAD_SH_REG_INDEX, 4), 0, 0, 0x240, 1, 7],
        ),
    ] {
        let mut words = packet.clone();
        words.extend(next);
        let items: Vec<_> = Decoder::new(&words).map(|d| d.unwrap()).collect();
        assert!(
            matches!(items[0].packet, Packet::Unknown { .. }),
            "{name}: {:?}",
            items[0].packet
        );
        assert_eq!(items[0].words, &packet[..], "{name}");
        assert_eq!(items[1].packet.name(), Some("NUM_INSTANCES"), "{name}");
    }
}
