//! Draw, dispatch and state packets: golden dwords from the spec field
//! layout, out-of-space and bad-argument cases, predication and SHADER_TYPE.

use crate::pm4_support;

use gcn::pm4::*;
use gcn::regs::AddressError;
use gcn::regs::Space;
use pm4_support::*;

// Opcodes (spec pm4.opcodes).
const IT_CLEAR_STATE: u32 = 0x12;
const IT_INDEX_BUFFER_SIZE: u32 = 0x13;
const IT_DISPATCH_DIRECT: u32 = 0x15;
const IT_DISPATCH_INDIRECT: u32 = 0x16;
const IT_DRAW_INDIRECT: u32 = 0x24;
const IT_DRAW_INDEX_INDIRECT: u32 = 0x25;
const IT_INDEX_BASE: u32 = 0x26;
const IT_DRAW_INDEX_2: u32 = 0x27;
const IT_CONTEXT_CONTROL: u32 = 0x28;
const IT_INDEX_TYPE: u32 = 0x2A;
const IT_DRAW_INDIRECT_MULTI: u32 = 0x2C;
const IT_DRAW_INDEX_AUTO: u32 = 0x2D;
const IT_NUM_INSTANCES: u32 = 0x2F;
const IT_DRAW_INDEX_MULTI_AUTO: u32 = 0x30;
const IT_DRAW_INDEX_OFFSET_2: u32 = 0x35;
const IT_DRAW_INDEX_INDIRECT_MULTI: u32 = 0x38;
const IT_PREAMBLE_CNTL: u32 = 0x4A;

// VGT_DRAW_INITIATOR fields.
const SOURCE_SELECT_SHIFT: u32 = 0;
const MAJOR_MODE_SHIFT: u32 = 2;
const NOT_EOP_SHIFT: u32 = 5;
const USE_OPAQUE_SHIFT: u32 = 6;
const DI_SRC_SEL_DMA: u32 = 0;
const DI_SRC_SEL_AUTO_INDEX: u32 = 2;
// COMPUTE_DISPATCH_INITIATOR fields.
const COMPUTE_SHADER_EN_SHIFT: u32 = 0;
const PARTIAL_TG_EN_SHIFT: u32 = 1;
const ORDER_MODE_SHIFT: u32 = 6;
const DISPATCH_CACHE_CNTL_SHIFT: u32 = 7;
const RESTORE_SHIFT: u32 = 14;
// INDEX_TYPE fields.
const INDEX_TYPE_SHIFT: u32 = 0;
const SWAP_MODE_SHIFT: u32 = 2;
// INDEX_BASE dw2 fields.
const ADDR_HI_SHIFT: u32 = 0;
const BASE_SELECT_SHIFT: u32 = 30;
// DRAW_*INDIRECT_MULTI dw4 fields.
const DRAW_INDEX_LOC_SHIFT: u32 = 0;
const COUNT_INDIRECT_ENABLE_SHIFT: u32 = 30;
const DRAW_INDEX_ENABLE_SHIFT: u32 = 31;
// DRAW_INDEX_MULTI_AUTO dw3 fields.
const INDEX_OFFSET_SHIFT: u32 = 0;
const PRIM_TYPE_SHIFT: u32 = 16;
const INDEX_COUNT_SHIFT: u32 = 21;
// CONTEXT_CONTROL fields.
const ENABLE_SINGLE_CNTX_CONFIG_REG_SHIFT: u32 = 0;
const ENABLE_MULTI_CNTX_RENDER_REG_SHIFT: u32 = 1;
const ENABLE_USER_CONFIG_REG_SHIFT: u32 = 15;
const ENABLE_GFX_SH_REG_SHIFT: u32 = 16;
const ENABLE_CS_SH_REG_SHIFT: u32 = 24;
const ENABLE_DW_SHIFT: u32 = 31;
// PREAMBLE_CNTL fields.
const IB_OFFSET_SHIFT: u32 = 0;
const COMMAND_SHIFT: u32 = 28;

const AUTO: u32 = DI_SRC_SEL_AUTO_INDEX << SOURCE_SELECT_SHIFT;

#[test]
#[rustfmt::skip]
fn draw_index_auto_and_predication() {
    golden("DRAW_INDEX_AUTO", &[
        ("header",             hdr(IT_DRAW_INDEX_AUTO, 1)),
        ("INDEX_COUNT",        3),
        ("VGT_DRAW_INITIATOR", AUTO),
    ], |cb| cb.draw_index_auto(3, DrawInitiator::AUTO_INDEX));
    golden("DRAW_INDEX_AUTO predicated", &[
        ("header PREDICATE=1", hdr_pred(IT_DRAW_INDEX_AUTO, 1)),
        ("INDEX_COUNT",        6),
        ("VGT_DRAW_INITIATOR", AUTO | (1 << NOT_EOP_SHIFT) | (1 << USE_OPAQUE_SHIFT)),
    ], |cb| {
        cb.set_predicate(true);
        cb.draw_index_auto(6, DrawInitiator::AUTO_INDEX.with_not_eop(true).with_use_opaque(true))
    });
    out_of_space("DRAW_INDEX_AUTO", 3, |cb| cb.draw_index_auto(3, DrawInitiator::AUTO_INDEX));
}

#[test]
#[rustfmt::skip]
fn draw_index_2_golden() {
    golden("DRAW_INDEX_2", &[
        ("header",             hdr(IT_DRAW_INDEX_2, 4)),
        ("MAX_SIZE",           1000),
        ("INDEX_BASE_LO",      0x3456_7800),
        ("INDEX_BASE_HI",      0x12),
        ("INDEX_COUNT",        36),
        ("VGT_DRAW_INITIATOR", (DI_SRC_SEL_DMA << SOURCE_SELECT_SHIFT) | (1 << MAJOR_MODE_SHIFT)),
    ], |cb| cb.draw_index_2(1000, 0x12_3456_7800, 36,
        DrawInitiator::DMA.with_major_mode(VgtDiMajorModeSelect::DI_MAJOR_MODE_1)));
    out_of_space("DRAW_INDEX_2", 6, |cb| cb.draw_index_2(1, 0, 1, DrawInitiator::DMA));
}

#[test]
#[rustfmt::skip]
fn draw_index_offset_2_golden() {
    golden("DRAW_INDEX_OFFSET_2", &[
        ("header",              hdr_pred(IT_DRAW_INDEX_OFFSET_2, 3)),
        ("MAX_SIZE",            600),
        ("INDEX_OFFSET",        12),
        ("VGT_DMA_SIZE",        30),
        ("VGT_DRAW_INITIATOR",  DI_SRC_SEL_DMA),
    ], |cb| { cb.set_predicate(true); cb.draw_index_offset_2(600, 12, 30, DrawInitiator::DMA) });
    out_of_space("DRAW_INDEX_OFFSET_2", 5, |cb| cb.draw_index_offset_2(1, 0, 1, DrawInitiator::DMA));
}

#[test]
#[rustfmt::skip]
fn draw_indirect_golden() {
    golden("DRAW_INDIRECT", &[
        ("header",             hdr(IT_DRAW_INDIRECT, 3)),
        ("DATA_OFFSET",        0x40),
        ("BASE_VTX_LOC",       0x4C),
        ("START_INST_LOC",     0x4D),
        ("VGT_DRAW_INITIATOR", AUTO),
    ], |cb| cb.draw_indirect(0x40, 0x4C, 0x4D, DrawInitiator::AUTO_INDEX));
    golden("DRAW_INDEX_INDIRECT", &[
        ("header",             hdr(IT_DRAW_INDEX_INDIRECT, 3)),
        ("DATA_OFFSET",        0x80),
        ("BASE_VTX_LOC",       0x0C),
        ("START_INST_LOC",     0x0D),
        ("VGT_DRAW_INITIATOR", DI_SRC_SEL_DMA),
    ], |cb| cb.draw_index_indirect(0x80, 0x0C, 0x0D, DrawInitiator::DMA));
    out_of_space("DRAW_INDIRECT", 5, |cb| cb.draw_indirect(0, 0x4C, 0x4D, DrawInitiator::AUTO_INDEX));
    out_of_space("DRAW_INDEX_INDIRECT", 5, |cb| cb.draw_index_indirect(0, 0x4C, 0x4D, DrawInitiator::DMA));
    rejects("BASE_VTX_LOC outside SH", Error::RegisterOutsideSpace { space: Space::Sh, offset: 0x400, count: 1 },
        |cb| cb.draw_indirect(0, 0x400, 0x4D, DrawInitiator::AUTO_INDEX));
    rejects("START_INST_LOC outside SH", Error::RegisterOutsideSpace { space: Space::Sh, offset: 0xFFFF, count: 1 },
        |cb| cb.draw_index_indirect(0, 0x4C, 0xFFFF, DrawInitiator::DMA));
}

#[test]
#[rustfmt::skip]
fn draw_indirect_multi_golden() {
    let args = MultiDrawIndirect {
        data_offset: 0x100, base_vtx_loc: 0x4C, start_inst_loc: 0x4D,
        draw_index_loc: Some(0x4E), count: 8, count_address: Some(0x1_0000_0010), stride: 20,
    };
    golden("DRAW_INDEX_INDIRECT_MULTI", &[
        ("header",             hdr(IT_DRAW_INDEX_INDIRECT_MULTI, 8)),
        ("DATA_OFFSET",        0x100),
        ("BASE_VTX_LOC",       0x4C),
        ("START_INST_LOC",     0x4D),
        ("DRAW_INDEX_LOC|COUNT_INDIRECT_ENABLE|DRAW_INDEX_ENABLE",
            (0x4E << DRAW_INDEX_LOC_SHIFT) | (1 << COUNT_INDIRECT_ENABLE_SHIFT) | (1 << DRAW_INDEX_ENABLE_SHIFT)),
        ("COUNT",              8),
        ("COUNT_ADDR_LO",      0x10),
        ("COUNT_ADDR_HI",      1),
        ("STRIDE",             20),
        ("VGT_DRAW_INITIATOR", DI_SRC_SEL_DMA),
    ], |cb| cb.draw_index_indirect_multi(&args, DrawInitiator::DMA));
    let plain = MultiDrawIndirect { data_offset: 0, base_vtx_loc: 0x4C, start_inst_loc: 0x4D, count: 2, stride: 16, ..Default::default() };
    golden("DRAW_INDIRECT_MULTI", &[
        ("header",             hdr_pred(IT_DRAW_INDIRECT_MULTI, 8)),
        ("DATA_OFFSET",        0),
        ("BASE_VTX_LOC",       0x4C),
        ("START_INST_LOC",     0x4D),
        ("DRAW_INDEX_LOC",     0),
        ("COUNT",              2),
        ("COUNT_ADDR_LO",      0),
        ("COUNT_ADDR_HI",      0),
        ("STRIDE",             16),
        ("VGT_DRAW_INITIATOR", AUTO),
    ], |cb| { cb.set_predicate(true); cb.draw_indirect_multi(&plain, DrawInitiator::AUTO_INDEX) });
    out_of_space("DRAW_INDIRECT_MULTI", 10, |cb| cb.draw_indirect_multi(&plain, DrawInitiator::AUTO_INDEX));
    out_of_space("DRAW_INDEX_INDIRECT_MULTI", 10, |cb| cb.draw_index_indirect_multi(&args, DrawInitiator::DMA));
    let bad = MultiDrawIndirect { count_address: Some(0x1002), ..args };
    rejects("misaligned COUNT_ADDR", Error::Address(AddressError::Misaligned { field: "COUNT_ADDR", address: 0x1002, align: 4 }),
        |cb| cb.draw_index_indirect_multi(&bad, DrawInitiator::DMA));
    let bad = MultiDrawIndirect { draw_index_loc: Some(0x500), ..args };
    rejects("DRAW_INDEX_LOC outside SH", Error::RegisterOutsideSpace { space: Space::Sh, offset: 0x500, count: 1 },
        |cb| cb.draw_indirect_multi(&bad, DrawInitiator::AUTO_INDEX));
}

#[test]
#[rustfmt::skip]
fn draw_index_multi_auto_golden() {
    golden("DRAW_INDEX_MULTI_AUTO", &[
        ("header",                               hdr(IT_DRAW_INDEX_MULTI_AUTO, 2)),
        ("PRIM_COUNT",                           10),
        ("VGT_DRAW_INITIATOR",                   AUTO),
        ("INDEX_OFFSET|PRIM_TYPE|INDEX_COUNT",   (5 << INDEX_OFFSET_SHIFT) | (4 << PRIM_TYPE_SHIFT) | (3 << INDEX_COUNT_SHIFT)),
    ], |cb| cb.draw_index_multi_auto(10, DrawInitiator::AUTO_INDEX, 5, PrimitiveType::DI_PT_TRILIST, 3));
    out_of_space("DRAW_INDEX_MULTI_AUTO", 4,
        |cb| cb.draw_index_multi_auto(1, DrawInitiator::AUTO_INDEX, 0, PrimitiveType::DI_PT_TRILIST, 3));
    rejects("INDEX_COUNT over 11 bits", Error::CountOutOfRange { field: "INDEX_COUNT", value: 0x800, min: 0, max: 0x7FF },
        |cb| cb.draw_index_multi_auto(1, DrawInitiator::AUTO_INDEX, 0, PrimitiveType::DI_PT_TRILIST, 0x800));
    rejects("PRIM_TYPE over 5 bits", Error::InvalidField { field: "PRIM_TYPE", value: 32 },
        |cb| cb.draw_index_multi_auto(1, DrawInitiator::AUTO_INDEX, 0, PrimitiveType::from_bits(32), 3));
}

#[test]
#[rustfmt::skip]
fn index_state_golden() {
    golden("INDEX_TYPE", &[
        ("header",               hdr(IT_INDEX_TYPE, 0)),
        ("INDEX_TYPE|SWAP_MODE", (1 << INDEX_TYPE_SHIFT) | (2 << SWAP_MODE_SHIFT)),
    ], |cb| cb.index_type(IndexType::VGT_INDEX_32, IndexSwapMode::VGT_DMA_SWAP_32_BIT));
    golden("INDEX_BASE", &[
        ("header",              hdr(IT_INDEX_BASE, 1)),
        ("ADDR_LO",             0x9ABC_DEF2),
        ("ADDR_HI|BASE_SELECT", (0x1234 << ADDR_HI_SHIFT) | (1 << BASE_SELECT_SHIFT)),
    ], |cb| cb.index_base(0x1234_9ABC_DEF2, IndexBaseSelect::BASE));
    golden("INDEX_BUFFER_SIZE", &[
        ("header",      hdr(IT_INDEX_BUFFER_SIZE, 0)),
        ("NUM_INDICES", 4096),
    ], |cb| cb.index_buffer_size(4096));
    golden("NUM_INSTANCES", &[
        ("header",        hdr(IT_NUM_INSTANCES, 0)),
        ("NUM_INSTANCES", 7),
    ], |cb| cb.num_instances(7));
    out_of_space("INDEX_TYPE", 2, |cb| cb.index_type(IndexType::VGT_INDEX_16, IndexSwapMode::VGT_DMA_SWAP_NONE));
    out_of_space("INDEX_BASE", 3, |cb| cb.index_base(0x1000, IndexBaseSelect::OFFSET));
    out_of_space("INDEX_BUFFER_SIZE", 2, |cb| cb.index_buffer_size(1));
    out_of_space("NUM_INSTANCES", 2, |cb| cb.num_instances(1));
    rejects("odd index base", Error::Address(AddressError::Misaligned { field: "ADDR", address: 0x1001, align: 2 }),
        |cb| cb.index_base(0x1001, IndexBaseSelect::OFFSET));
    rejects("index base over 48 bits", Error::Address(AddressError::TooWide { field: "ADDR", address: 1 << 48, bits: 48 }),
        |cb| cb.index_base(1 << 48, IndexBaseSelect::OFFSET));
}

#[test]
#[rustfmt::skip]
fn dispatch_golden_sets_shader_type() {
    golden("DISPATCH_DIRECT", &[
        ("header SHADER_TYPE=1",       hdr_cs(IT_DISPATCH_DIRECT, 3)),
        ("DIM_X",                      8),
        ("DIM_Y",                      4),
        ("DIM_Z",                      1),
        ("COMPUTE_DISPATCH_INITIATOR", (1 << COMPUTE_SHADER_EN_SHIFT) | (1 << PARTIAL_TG_EN_SHIFT)
                                       | (1 << ORDER_MODE_SHIFT) | (5 << DISPATCH_CACHE_CNTL_SHIFT) | (1 << RESTORE_SHIFT)),
    ], |cb| cb.dispatch_direct(8, 4, 1, DispatchInitiator::ENABLE.with_partial_tg_en(true)
        .with_order_mode(true).with_dispatch_cache_cntl(5).with_restore(true)));
    golden("DISPATCH_INDIRECT predicated", &[
        ("header SHADER_TYPE=1 PREDICATE=1", hdr_cs(IT_DISPATCH_INDIRECT, 1) | (1 << PREDICATE_SHIFT)),
        ("DATA_OFFSET",                      0x30),
        ("COMPUTE_DISPATCH_INITIATOR",       1 << COMPUTE_SHADER_EN_SHIFT),
    ], |cb| { cb.set_predicate(true); cb.dispatch_indirect(0x30, DispatchInitiator::ENABLE) });
    out_of_space("DISPATCH_DIRECT", 5, |cb| cb.dispatch_direct(1, 1, 1, DispatchInitiator::ENABLE));
    out_of_space("DISPATCH_INDIRECT", 3, |cb| cb.dispatch_indirect(0, DispatchInitiator::ENABLE));
}

#[test]
#[rustfmt::skip]
fn state_packets_golden() {
    let load = ContextControlBits::new().with_enable_dw(true).with_enable_single_cntx_config_reg(true)
        .with_enable_multi_cntx_render_reg(true).with_enable_user_config_reg(true)
        .with_enable_gfx_sh_reg(true).with_enable_cs_sh_reg(true);
    golden("CONTEXT_CONTROL", &[
        ("header",        hdr(IT_CONTEXT_CONTROL, 1)),
        ("LOAD_CONTROL",  (1 << ENABLE_DW_SHIFT) | (1 << ENABLE_SINGLE_CNTX_CONFIG_REG_SHIFT)
                          | (1 << ENABLE_MULTI_CNTX_RENDER_REG_SHIFT) | (1 << ENABLE_USER_CONFIG_REG_SHIFT)
                          | (1 << ENABLE_GFX_SH_REG_SHIFT) | (1 << ENABLE_CS_SH_REG_SHIFT)),
        ("SHADOW_ENABLE", 1 << ENABLE_DW_SHIFT),
    ], |cb| cb.context_control(load, ContextControlBits::ENABLE_DW_ONLY));
    golden("CLEAR_STATE", &[
        ("header",     hdr(IT_CLEAR_STATE, 0)),
        ("DUMMY_DATA", 0),
    ], |cb| cb.clear_state());
    golden("PREAMBLE_CNTL", &[
        ("header",            hdr(IT_PREAMBLE_CNTL, 0)),
        ("IB_OFFSET|COMMAND", (0x12345 << IB_OFFSET_SHIFT) | (3 << COMMAND_SHIFT)),
    ], |cb| cb.preamble_cntl(PreambleCntlCommand::CLEAR_STATE_END, 0x12345));
    out_of_space("CONTEXT_CONTROL", 3, |cb| cb.context_control(load, load));
    out_of_space("CLEAR_STATE", 2, |cb| cb.clear_state());
    out_of_space("PREAMBLE_CNTL", 2, |cb| cb.preamble_cntl(PreambleCntlCommand::PREAMBLE_BEGIN, 0));
    rejects("IB_OFFSET over 20 bits", Error::CountOutOfRange { field: "IB_OFFSET", value: 0x10_0000, min: 0, max: 0xF_FFFF },
        |cb| cb.preamble_cntl(PreambleCntlCommand::PREAMBLE_BEGIN, 0x10_0000));
}

#[test]
fn reserved_group_records_draws_and_dispatches() {
    let mut storage = [SENTINEL; 32];
    let mut cb = CommandBuffer::new(&mut storage);
    cb.set_predicate(true);
    let mut g = cb.reserve(3 + 2 + 3 + 6 + 5 + 5 + 2).unwrap();
    g.set_sh_regs(0x4C, &[1])
        .push(&NumInstances { num_instances: 2 })
        .push(&DrawIndexAuto {
            index_count: 3,
            draw_initiator: DrawInitiator::AUTO_INDEX,
        })
        .push(&DrawIndex2 {
            max_size: 9,
            index_base: 0x1000,
            index_count: 9,
            draw_initiator: DrawInitiator::DMA,
        })
        .push(&DrawIndexOffset2 {
            max_size: 9,
            index_offset: 0,
            index_count: 9,
            draw_initiator: DrawInitiator::DMA,
        })
        .push(&DispatchDirect {
            dim_x: 1,
            dim_y: 1,
            dim_z: 1,
            dispatch_initiator: DispatchInitiator::ENABLE,
        })
        .event_write(EventType::CS_PARTIAL_FLUSH);
    g.finish().unwrap();
    let s = cb.as_slice();
    assert_eq!(s.len(), 26);
    assert_eq!(s[5], hdr_pred(IT_DRAW_INDEX_AUTO, 1));
    assert_eq!(s[8], hdr_pred(IT_DRAW_INDEX_2, 4));
    assert_eq!(s[14], hdr_pred(IT_DRAW_INDEX_OFFSET_2, 3));
    assert_eq!(s[19], hdr_cs(IT_DISPATCH_DIRECT, 3) | 1);
    let mut g = cb.reserve(5).unwrap();
    g.push_checked(DrawIndirect::new(0, 0x4C, 0x400, DrawInitiator::AUTO_INDEX));
    assert_eq!(
        g.error(),
        Some(Error::RegisterOutsideSpace {
            space: Space::Sh,
            offset: 0x400,
            count: 1
        })
    );
    assert!(g.finish().is_err());
    assert_eq!(cb.len(), 26);
}

#[test]
fn packet_size_constants_match_recorded_lengths() {
    let mut storage = [0u32; 64];
    let mut cb = CommandBuffer::new(&mut storage);
    let mut check = |size: usize, f: &dyn Fn(&mut CommandBuffer) -> Result<(), Error>| {
        cb.reset();
        f(&mut cb).unwrap();
        assert_eq!(cb.len(), size);
    };
    check(DRAW_INDEX_AUTO_DWORDS, &|cb| {
        cb.draw_index_auto(1, DrawInitiator::AUTO_INDEX)
    });
    check(DRAW_INDEX_2_DWORDS, &|cb| {
        cb.draw_index_2(1, 0, 1, DrawInitiator::DMA)
    });
    check(DRAW_INDEX_OFFSET_2_DWORDS, &|cb| {
        cb.draw_index_offset_2(1, 0, 1, DrawInitiator::DMA)
    });
    check(DRAW_INDIRECT_DWORDS, &|cb| {
        cb.draw_indirect(0, 0, 0, DrawInitiator::AUTO_INDEX)
    });
    check(DRAW_INDIRECT_MULTI_DWORDS, &|cb| {
        cb.draw_indirect_multi(&MultiDrawIndirect::default(), DrawInitiator::AUTO_INDEX)
    });
    check(DRAW_INDEX_MULTI_AUTO_DWORDS, &|cb| {
        cb.draw_index_multi_auto(
            1,
            DrawInitiator::AUTO_INDEX,
            0,
            PrimitiveType::DI_PT_TRILIST,
            3,
        )
    });
    check(INDEX_TYPE_DWORDS, &|cb| {
        cb.index_type(IndexType::VGT_INDEX_16, IndexSwapMode::VGT_DMA_SWAP_NONE)
    });
    check(INDEX_BASE_DWORDS, &|cb| {
        cb.index_base(0, IndexBaseSelect::OFFSET)
    });
    check(INDEX_BUFFER_SIZE_DWORDS, &|cb| cb.index_buffer_size(0));
    check(NUM_INSTANCES_DWORDS, &|cb| cb.num_instances(1));
    check(DISPATCH_DIRECT_DWORDS, &|cb| {
        cb.dispatch_direct(1, 1, 1, DispatchInitiator::ENABLE)
    });
    check(DISPATCH_INDIRECT_DWORDS, &|cb| {
        cb.dispatch_indirect(0, DispatchInitiator::ENABLE)
    });
    check(CONTEXT_CONTROL_DWORDS, &|cb| {
        cb.context_control(
            ContextControlBits::ENABLE_DW_ONLY,
            ContextControlBits::ENABLE_DW_ONLY,
        )
    });
    check(CLEAR_STATE_DWORDS, &|cb| cb.clear_state());
    check(PREAMBLE_CNTL_DWORDS, &|cb| {
        cb.preamble_cntl(PreambleCntlCommand::PREAMBLE_END, 0)
    });
    check(set_regs_dwords(3), &|cb| cb.set_context_regs(0, &[1, 2, 3]));
}
