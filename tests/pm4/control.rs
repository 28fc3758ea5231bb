//! INDIRECT_BUFFER(_CONST), SET_PREDICATION, COND_EXEC, OCCLUSION_QUERY,
//! PFP_SYNC_ME, SET_BASE, STRMOUT_BUFFER_UPDATE, the constant-engine packets,
//! the occlusion query result, and PRED_EXEC, REWIND, COND_WRITE,
//! CONTEXT_REG_RMW and DRAW_PREAMBLE.

use crate::pm4_support;

use gcn::pm4::*;
use gcn::regs::AddressError;
use pm4_support::*;

const IT_SET_BASE: u32 = 0x11;
const IT_OCCLUSION_QUERY: u32 = 0x1F;
const IT_SET_PREDICATION: u32 = 0x20;
const IT_COND_EXEC: u32 = 0x22;
const IT_INDIRECT_BUFFER_CONST: u32 = 0x33;
const IT_STRMOUT_BUFFER_UPDATE: u32 = 0x34;
const IT_INDIRECT_BUFFER: u32 = 0x3F;
const IT_PFP_SYNC_ME: u32 = 0x42;
const IT_LOAD_CONST_RAM: u32 = 0x80;
const IT_WRITE_CONST_RAM: u32 = 0x81;
const IT_DUMP_CONST_RAM: u32 = 0x83;
const IT_INCREMENT_CE_COUNTER: u32 = 0x84;
const IT_INCREMENT_DE_COUNTER: u32 = 0x85;
const IT_WAIT_ON_CE_COUNTER: u32 = 0x86;
const IT_WAIT_ON_DE_COUNTER_DIFF: u32 = 0x88;
const IT_SWITCH_BUFFER: u32 = 0x8B;

// INDIRECT_BUFFER dw3 (gfx7).
const IB_SIZE_SHIFT: u32 = 0;
const CHAIN_SHIFT: u32 = 20;
const VALID_SHIFT: u32 = 23;
const VMID_SHIFT: u32 = 24;
const IB_CACHE_POLICY_SHIFT: u32 = 28;
// SET_PREDICATION dw2.
const START_ADDR_HI_SHIFT: u32 = 0;
const PREDICATION_BOOLEAN_SHIFT: u32 = 8;
const HINT_SHIFT: u32 = 12;
const PRED_OP_SHIFT: u32 = 16;
const CONTINUE_SHIFT: u32 = 31;
// COND_EXEC (gfx7).
const EXEC_COUNT_SHIFT: u32 = 0;
// SET_BASE dw1.
const BASE_INDEX_SHIFT: u32 = 0;
// STRMOUT_BUFFER_UPDATE dw1.
const STORE_BUFFER_FILLED_SIZE_SHIFT: u32 = 0;
const OFFSET_SOURCE_SELECT_SHIFT: u32 = 1;
const DATA_TYPE_SHIFT: u32 = 7;
const BUFFER_SELECT_SHIFT: u32 = 8;
// CE packets.
const DUMP_CACHE_POLICY_SHIFT: u32 = 25;
const INC_CE_COUNTER_SHIFT: u32 = 0;
const INC_CS_COUNTER_SHIFT: u32 = 1;
const WAIT_CONTROL_SHIFT: u32 = 0;
const FORCE_SYNC_SHIFT: u32 = 1;
const WAIT_VOLATILE_SHIFT: u32 = 27;

#[test]
#[rustfmt::skip]
fn indirect_buffer_golden() {
    let chain = IbControl::new().with_chain(true).with_valid(true).with_cache_policy(CachePolicy::STREAM);
    golden("INDIRECT_BUFFER chain", &[
        ("header",                          hdr(IT_INDIRECT_BUFFER, 2)),
        ("IB_BASE_LO",                      0x0040_0100),
        ("IB_BASE_HI",                      0x00FF),
        ("IB_SIZE|CHAIN|VALID|CACHE_POLICY", (256 << IB_SIZE_SHIFT) | (1 << CHAIN_SHIFT) | (1 << VALID_SHIFT) | (1 << IB_CACHE_POLICY_SHIFT)),
    ], |cb| cb.indirect_buffer(0xFF_0040_0100, 256, chain));
    golden("INDIRECT_BUFFER_CONST", &[
        ("header",          hdr(IT_INDIRECT_BUFFER_CONST, 2)),
        ("IB_BASE_LO",      0x2000),
        ("IB_BASE_HI",      0),
        ("IB_SIZE|VMID",    (0xF_FFFF << IB_SIZE_SHIFT) | (3 << VMID_SHIFT)),
    ], |cb| cb.indirect_buffer_const(0x2000, IB_MAX_DWORDS, IbControl::new().with_vmid(3)));
    out_of_space("INDIRECT_BUFFER", 4, |cb| cb.indirect_buffer(0x1000, 4, IbControl::new()));
    out_of_space("INDIRECT_BUFFER_CONST", 4, |cb| cb.indirect_buffer_const(0x1000, 4, IbControl::new()));
    rejects("IB misaligned", Error::Address(AddressError::Misaligned { field: "IB_BASE", address: 0x1002, align: 4 }),
        |cb| cb.indirect_buffer(0x1002, 4, IbControl::new()));
    rejects("IB too wide", Error::Address(AddressError::TooWide { field: "IB_BASE", address: 1 << 48, bits: 48 }),
        |cb| cb.indirect_buffer(1 << 48, 4, IbControl::new()));
    rejects("IB empty", Error::CountOutOfRange { field: "IB_SIZE", value: 0, min: 1, max: 0xF_FFFF },
        |cb| cb.indirect_buffer_const(0x1000, 0, IbControl::new()));
    rejects("IB too long", Error::CountOutOfRange { field: "IB_SIZE", value: 0x10_0000, min: 1, max: 0xF_FFFF },
        |cb| cb.indirect_buffer(0x1000, 0x10_0000, IbControl::new()));
}

#[test]
#[rustfmt::skip]
fn set_predication_golden() {
    golden("SET_PREDICATION ZPASS", &[
        ("header",                                     hdr(IT_SET_PREDICATION, 1)),
        ("START_ADDRESS_LO",                           0x1234_5670),
        ("START_ADDR_HI|BOOLEAN|HINT|PRED_OP|CONTINUE", (0x9A << START_ADDR_HI_SHIFT) | (1 << PREDICATION_BOOLEAN_SHIFT)
                                                       | (1 << HINT_SHIFT) | (1 << PRED_OP_SHIFT) | (1 << CONTINUE_SHIFT)),
    ], |cb| cb.set_predication(SetPredicationPredOp::ZPASS, 0x9A_1234_5670, SetPredicationBoolean::DRAW_IF_VISIBLE_OR_NO_OVERFLOW,
        SetPredicationHint::DRAW_IF_NOT_READY, true));
    golden("SET_PREDICATION CLEAR", &[
        ("header",           hdr(IT_SET_PREDICATION, 1)),
        ("START_ADDRESS_LO", 0),
        ("PRED_OP=CLEAR",    0),
    ], |cb| cb.set_predication(SetPredicationPredOp::CLEAR, 0, SetPredicationBoolean::DRAW_IF_NOT_VISIBLE_OR_OVERFLOW,
        SetPredicationHint::WAIT, false));
    golden("SET_PREDICATION MEMORY", &[
        ("header",           hdr(IT_SET_PREDICATION, 1)),
        ("START_ADDRESS_LO", 0x1008),
        ("PRED_OP=MEMORY",   3 << PRED_OP_SHIFT),
    ], |cb| cb.set_predication(SetPredicationPredOp::MEMORY, 0x1008, SetPredicationBoolean::DRAW_IF_NOT_VISIBLE_OR_OVERFLOW,
        SetPredicationHint::WAIT, false));
    out_of_space("SET_PREDICATION", 3, |cb| cb.set_predication(SetPredicationPredOp::ZPASS, 0x1000,
        SetPredicationBoolean::DRAW_IF_VISIBLE_OR_NO_OVERFLOW, SetPredicationHint::WAIT, false));
    rejects("ZPASS predication misaligned", Error::Address(AddressError::Misaligned { field: "START_ADDRESS", address: 0x1008, align: 16 }),
        |cb| cb.set_predication(SetPredicationPredOp::ZPASS, 0x1008, SetPredicationBoolean::DRAW_IF_VISIBLE_OR_NO_OVERFLOW, SetPredicationHint::WAIT, false));
    rejects("predication address over 40 bits", Error::Address(AddressError::TooWide { field: "START_ADDRESS", address: 1 << 40, bits: 40 }),
        |cb| cb.set_predication(SetPredicationPredOp::ZPASS, 1 << 40, SetPredicationBoolean::DRAW_IF_VISIBLE_OR_NO_OVERFLOW, SetPredicationHint::WAIT, false));
}

#[test]
#[rustfmt::skip]
fn cond_exec_occlusion_query_pfp_sync_golden() {
    golden("COND_EXEC (gfx7)", &[
        ("header",               hdr(IT_COND_EXEC, 3)),
        ("BOOL_ADDR_LO",         0x0000_0F00),
        ("BOOL_ADDR_HI|COMMAND", 0x0007),
        ("CONTROL",              0),
        ("EXEC_COUNT",           0x3FFF << EXEC_COUNT_SHIFT),
    ], |cb| cb.cond_exec(0x7_0000_0F00, 0x3FFF));
    golden("OCCLUSION_QUERY", &[
        ("header",        hdr(IT_OCCLUSION_QUERY, 3)),
        ("START_ADDR_LO", 0x1000),
        ("START_ADDR_HI", 0x0001),
        ("QUERY_ADDR_LO", 0x2000),
        ("QUERY_ADDR_HI", 0x0002),
    ], |cb| cb.occlusion_query(0x1_0000_1000, 0x2_0000_2000));
    golden("PFP_SYNC_ME", &[
        ("header",     hdr(IT_PFP_SYNC_ME, 0)),
        ("DUMMY_DATA", 0),
    ], |cb| cb.pfp_sync_me());
    out_of_space("COND_EXEC", 5, |cb| cb.cond_exec(0x1000, 4));
    out_of_space("OCCLUSION_QUERY", 5, |cb| cb.occlusion_query(0x1000, 0x2000));
    out_of_space("PFP_SYNC_ME", 2, |cb| cb.pfp_sync_me());
    rejects("COND_EXEC count over 14 bits", Error::CountOutOfRange { field: "EXEC_COUNT", value: 0x4000, min: 0, max: 0x3FFF },
        |cb| cb.cond_exec(0x1000, 0x4000));
    rejects("COND_EXEC misaligned", Error::Address(AddressError::Misaligned { field: "BOOL_ADDR", address: 0x1001, align: 4 }),
        |cb| cb.cond_exec(0x1001, 4));
    rejects("OCCLUSION_QUERY too wide", Error::Address(AddressError::TooWide { field: "QUERY_ADDR", address: 1 << 50, bits: 48 }),
        |cb| cb.occlusion_query(0x1000, 1 << 50));
}

#[test]
#[rustfmt::skip]
fn set_base_and_strmout_golden() {
    golden("SET_BASE", &[
        ("header SHADER_TYPE=1", hdr_cs(IT_SET_BASE, 2)),
        ("BASE_INDEX",           1 << BASE_INDEX_SHIFT),
        ("ADDRESS_LO",           0x8000_0008),
        ("ADDRESS_HI",           0x0012),
    ], |cb| cb.set_base(SetBaseIndex::DRAW_DISPATCH_INDIRECT, 0x12_8000_0008, ShaderType::COMPUTE));
    golden("SET_BASE graphics", &[
        ("header",     hdr(IT_SET_BASE, 2)),
        ("BASE_INDEX", 2),
        ("ADDRESS_LO", 0x100),
        ("ADDRESS_HI", 0),
    ], |cb| cb.set_base(SetBaseIndex::GDS_PARTITION_OR_CE_DST_BASE, 0x100, ShaderType::GRAPHICS));
    let c = StrmoutControl::new().with_store_buffer_filled_size(true)
        .with_offset_source_select(StrmoutOffsetSource::FROM_SRC_ADDRESS)
        .with_data_type(StrmoutDataType::BYTES).with_buffer_select(3);
    golden("STRMOUT_BUFFER_UPDATE from address", &[
        ("header",                            hdr(IT_STRMOUT_BUFFER_UPDATE, 4)),
        ("STORE|OFFSET_SOURCE|DATA_TYPE|BUFFER_SELECT",
            (1 << STORE_BUFFER_FILLED_SIZE_SHIFT) | (2 << OFFSET_SOURCE_SELECT_SHIFT) | (1 << DATA_TYPE_SHIFT) | (3 << BUFFER_SELECT_SHIFT)),
        ("DST_ADDRESS_LO",                    0x4000),
        ("DST_ADDRESS_HI",                    0x0005),
        ("SRC_ADDRESS_LO",                    0x6000),
        ("SRC_ADDRESS_HI",                    0x0006),
    ], |cb| cb.strmout_buffer_update(c, 0x5_0000_4000, 0x6_0000_6000));
    let p = StrmoutControl::new().with_offset_source_select(StrmoutOffsetSource::FROM_PACKET).with_buffer_select(1);
    golden("STRMOUT_BUFFER_UPDATE from packet", &[
        ("header",                       hdr(IT_STRMOUT_BUFFER_UPDATE, 4)),
        ("OFFSET_SOURCE|BUFFER_SELECT",  1 << BUFFER_SELECT_SHIFT),
        ("DST_ADDRESS_LO",               0),
        ("DST_ADDRESS_HI",               0),
        ("BUFFER_OFFSET",                0x40),
        ("SRC_ADDRESS_HI",               0),
    ], |cb| cb.strmout_buffer_update(p, 0, 0x40));
    out_of_space("SET_BASE", 4, |cb| cb.set_base(SetBaseIndex::DRAW_DISPATCH_INDIRECT, 0x1000, ShaderType::GRAPHICS));
    out_of_space("STRMOUT_BUFFER_UPDATE", 6, |cb| cb.strmout_buffer_update(p, 0, 0));
    rejects("SET_BASE misaligned", Error::Address(AddressError::Misaligned { field: "ADDRESS", address: 0x1004, align: 8 }),
        |cb| cb.set_base(SetBaseIndex::DRAW_DISPATCH_INDIRECT, 0x1004, ShaderType::GRAPHICS));
    rejects("STRMOUT source misaligned", Error::Address(AddressError::Misaligned { field: "SRC_ADDRESS", address: 0x6002, align: 4 }),
        |cb| cb.strmout_buffer_update(c, 0x4000, 0x6002));
    rejects("STRMOUT offset over 32 bits", Error::Address(AddressError::TooWide { field: "BUFFER_OFFSET", address: 1 << 32, bits: 32 }),
        |cb| cb.strmout_buffer_update(p, 0, 1 << 32));
}

#[test]
#[rustfmt::skip]
fn constant_engine_golden() {
    golden("LOAD_CONST_RAM", &[
        ("header",      hdr(IT_LOAD_CONST_RAM, 3)),
        ("ADDR_LO",     0x0000_1020),
        ("ADDR_HI",     0x0000_0003),
        ("NUM_DWORDS",  64),
        ("OFFSET",      0x0100),
    ], |cb| cb.load_const_ram(0x3_0000_1020, 64, 0x100));
    golden("WRITE_CONST_RAM", &[
        ("header", hdr(IT_WRITE_CONST_RAM, 2)),
        ("OFFSET", 0x0044),
        ("DATA",   1),
        ("DATA",   2),
    ], |cb| cb.write_const_ram(0x44, &[1, 2]));
    golden("DUMP_CONST_RAM", &[
        ("header",              hdr(IT_DUMP_CONST_RAM, 3)),
        ("OFFSET|CACHE_POLICY", 0x0200 | (2 << DUMP_CACHE_POLICY_SHIFT)),
        ("NUM_DWORDS",          16),
        ("ADDR_LO",             0x0000_4000),
        ("ADDR_HI",             0x0000_0001),
    ], |cb| cb.dump_const_ram(DumpConstRamControl::new().with_offset(0x200).with_cache_policy(CachePolicy::BYPASS),
        16, 0x1_0000_4000));
    golden("INCREMENT_CE_COUNTER", &[
        ("header",                         hdr(IT_INCREMENT_CE_COUNTER, 0)),
        ("INC_CE_COUNTER|INC_CS_COUNTER",  (1 << INC_CE_COUNTER_SHIFT) | (1 << INC_CS_COUNTER_SHIFT)),
    ], |cb| cb.increment_ce_counter(IncrementCeCounterWord::new().with_inc_ce_counter(true).with_inc_cs_counter(true)));
    golden("INCREMENT_DE_COUNTER", &[
        ("header",     hdr(IT_INCREMENT_DE_COUNTER, 0)),
        ("DUMMY_DATA", 0),
    ], |cb| cb.increment_de_counter());
    golden("WAIT_ON_CE_COUNTER", &[
        ("header",                     hdr(IT_WAIT_ON_CE_COUNTER, 0)),
        ("CONTROL|FORCE_SYNC|VOLATILE", (1 << WAIT_CONTROL_SHIFT) | (1 << FORCE_SYNC_SHIFT) | (1 << WAIT_VOLATILE_SHIFT)),
    ], |cb| cb.wait_on_ce_counter(WaitOnCeCounterWord::new().with_control(true).with_force_sync(true).with_volatile(true)));
    golden("WAIT_ON_DE_COUNTER_DIFF", &[
        ("header",       hdr(IT_WAIT_ON_DE_COUNTER_DIFF, 0)),
        ("COUNTER_DIFF", 2),
    ], |cb| cb.wait_on_de_counter_diff(2));
    golden("SWITCH_BUFFER", &[
        ("header", hdr(IT_SWITCH_BUFFER, 0)),
        ("DUMMY",  0),
    ], |cb| cb.switch_buffer());
    out_of_space("LOAD_CONST_RAM", 5, |cb| cb.load_const_ram(0x1000, 8, 0));
    out_of_space("WRITE_CONST_RAM", 4, |cb| cb.write_const_ram(0, &[1, 2]));
    out_of_space("DUMP_CONST_RAM", 5, |cb| cb.dump_const_ram(DumpConstRamControl::new(), 8, 0x1000));
    out_of_space("INCREMENT_CE_COUNTER", 2, |cb| cb.increment_ce_counter(IncrementCeCounterWord::new()));
    out_of_space("INCREMENT_DE_COUNTER", 2, |cb| cb.increment_de_counter());
    out_of_space("WAIT_ON_CE_COUNTER", 2, |cb| cb.wait_on_ce_counter(WaitOnCeCounterWord::new()));
    out_of_space("WAIT_ON_DE_COUNTER_DIFF", 2, |cb| cb.wait_on_de_counter_diff(1));
    out_of_space("SWITCH_BUFFER", 2, |cb| cb.switch_buffer());
    rejects("LOAD_CONST_RAM address", Error::Address(AddressError::Misaligned { field: "ADDR", address: 0x1010, align: 32 }),
        |cb| cb.load_const_ram(0x1010, 8, 0));
    rejects("LOAD_CONST_RAM count not multiple of 8", Error::InvalidField { field: "NUM_DWORDS", value: 12 },
        |cb| cb.load_const_ram(0x1000, 12, 0));
    rejects("LOAD_CONST_RAM count 0", Error::CountOutOfRange { field: "NUM_DWORDS", value: 0, min: 8, max: 0x7FF8 },
        |cb| cb.load_const_ram(0x1000, 0, 0));
    rejects("LOAD_CONST_RAM offset", Error::Address(AddressError::Misaligned { field: "OFFSET", address: 0x10, align: 32 }),
        |cb| cb.load_const_ram(0x1000, 8, 0x10));
    rejects("WRITE_CONST_RAM offset over 16 bits", Error::Address(AddressError::TooWide { field: "OFFSET", address: 0x1_0000, bits: 16 }),
        |cb| cb.write_const_ram(0x1_0000, &[1]));
    rejects("WRITE_CONST_RAM empty", Error::CountOutOfRange { field: "DATA", value: 0, min: 1, max: 0x3FFF },
        |cb| cb.write_const_ram(0, &[]));
    rejects("DUMP_CONST_RAM count", Error::CountOutOfRange { field: "NUM_DWORDS", value: 0x8000, min: 1, max: 0x7FFF },
        |cb| cb.dump_const_ram(DumpConstRamControl::new(), 0x8000, 0x1000));
    // The CE RAM byte offset a dump reads from is whole dwords, as
    // WRITE_CONST_RAM's: AMD PAL's `CmdUtil::BuildDumpConstRam` asserts
    // `IsPow2Aligned(ramByteOffset, 4)`; shadPS4's `PM4DumpConstRam` says
    // "The minimum granularity is 4 bytes".
    rejects("DUMP_CONST_RAM offset", Error::Address(AddressError::Misaligned { field: "OFFSET", address: 0x202, align: 4 }),
        |cb| cb.dump_const_ram(DumpConstRamControl::new().with_offset(0x202), 8, 0x1000));
    rejects("WRITE_CONST_RAM offset", Error::Address(AddressError::Misaligned { field: "OFFSET", address: 0x42, align: 4 }),
        |cb| cb.write_const_ram(0x42, &[1]));
}

/// 16 qwords, pairs (begin, end), bit 63 = written.
const V: u64 = 1 << 63;

#[test]
fn occlusion_result_counts_only_when_all_written() {
    let mut r = [0u64; 16];
    for pair in 0..8u64 {
        r[2 * pair as usize] = V | (100 * pair);
        r[2 * pair as usize + 1] = V | (100 * pair + pair + 1);
    }
    // sum of (pair + 1) for pair 0..8 = 36
    assert_eq!(occlusion_count(&r), Some(36));
    let mut bytes = [0u8; OCCLUSION_RESULT_BYTES];
    for (i, q) in r.iter().enumerate() {
        bytes[8 * i..8 * i + 8].copy_from_slice(&q.to_le_bytes());
    }
    assert_eq!(occlusion_count_from_bytes(&bytes), Some(36));
    for i in 0..16 {
        let mut partial = r;
        partial[i] &= !V;
        assert_eq!(occlusion_count(&partial), None, "qword {i} not written");
    }
    assert_eq!(occlusion_count(&[0; 16]), None);
    // Bit 63 is masked out of the difference; a counter that wrapped in 63 bits still counts.
    let mut wrap = [V; 16];
    wrap[0] = V | ((1u64 << 63) - 2);
    wrap[1] = V | 3;
    assert_eq!(occlusion_count(&wrap), Some(5));
}

// PRED_EXEC, REWIND, COND_WRITE, CONTEXT_REG_RMW, DRAW_PREAMBLE (spec
// opcodes and field positions).
const IT_PRED_EXEC: u32 = 0x23;
const IT_DRAW_PREAMBLE: u32 = 0x36;
const IT_COND_WRITE: u32 = 0x45;
const IT_CONTEXT_REG_RMW: u32 = 0x51;
const IT_REWIND: u32 = 0x59;
// PRED_EXEC dw1.
const DEVICE_SELECT_SHIFT: u32 = 24;
// REWIND dw1.
const OFFLOAD_ENABLE_SHIFT: u32 = 24;
const REWIND_VALID_SHIFT: u32 = 31;
// COND_WRITE dw1.
const POLL_SPACE_SHIFT: u32 = 4;
const WRITE_SPACE_SHIFT: u32 = 8;
// VGT_LS_HS_CONFIG.
const HS_NUM_INPUT_CP_SHIFT: u32 = 8;
const HS_NUM_OUTPUT_CP_SHIFT: u32 = 14;
// IA_MULTI_VGT_PARAM.
const SWITCH_ON_EOP_SHIFT: u32 = 17;

#[test]
#[rustfmt::skip]
fn pred_exec_rewind_cond_write_rmw_preamble_golden() {
    golden("PRED_EXEC", &[
        ("header",                     hdr(IT_PRED_EXEC, 0)),
        ("EXEC_COUNT|DEVICE_SELECT",   0x3FFF | 0x81 << DEVICE_SELECT_SHIFT),
    ], |cb| cb.pred_exec(0x3FFF, 0x81));
    golden("REWIND", &[
        ("header",               hdr(IT_REWIND, 0)),
        ("OFFLOAD_ENABLE|VALID", 1 << OFFLOAD_ENABLE_SHIFT),
    ], |cb| cb.rewind(false, true));
    golden("REWIND valid", &[
        ("header",               hdr(IT_REWIND, 0)),
        ("OFFLOAD_ENABLE|VALID", 1 << REWIND_VALID_SHIFT),
    ], |cb| cb.rewind(true, false));
    // FUNCTION 3 (EQUAL), poll memory, write a register.
    let control = CondWriteControl::new()
        .with_function(WaitRegMemFunction::EQUAL)
        .with_poll_space(CondWriteSpace::MEMORY)
        .with_write_space(CondWriteSpace::REGISTER);
    golden("COND_WRITE", &[
        ("header",                         hdr(IT_COND_WRITE, 7)),
        ("FUNCTION|POLL_SPACE|WRITE_SPACE", 3 | 1 << POLL_SPACE_SHIFT),
        ("POLL_ADDR_LO",                   0x0000_1000),
        ("POLL_ADDR_HI",                   0x0000_0012),
        ("REFERENCE_VAL",                  7),
        ("MASK",                           0xFF),
        ("WRITE_ADDR_LO",                  0xA0C0),
        ("WRITE_ADDR_HI",                  0),
        ("WRITE_DATA",                     0xDEAD_BEEF),
    ], |cb| cb.cond_write(control, 0x12_0000_1000, 7, 0xFF, 0xA0C0, 0xDEAD_BEEF));
    let to_memory = control.with_write_space(CondWriteSpace::MEMORY);
    golden("COND_WRITE to memory", &[
        ("header",                         hdr(IT_COND_WRITE, 7)),
        ("FUNCTION|POLL_SPACE|WRITE_SPACE", 3 | 1 << POLL_SPACE_SHIFT | 1 << WRITE_SPACE_SHIFT),
        ("POLL_ADDR_LO",                   0x0000_1000),
        ("POLL_ADDR_HI",                   0),
        ("REFERENCE_VAL",                  0),
        ("MASK",                           0xFFFF_FFFF),
        ("WRITE_ADDR_LO",                  0x2000),
        ("WRITE_ADDR_HI",                  0x0000_0001),
        ("WRITE_DATA",                     1),
    ], |cb| cb.cond_write(to_memory, 0x1000, 0, 0xFFFF_FFFF, 0x1_0000_2000, 1));
    // DB_DEPTH_CONTROL (context 0x200): bits 4..6 (ZFUNC) to 3.
    golden("CONTEXT_REG_RMW", &[
        ("header",     hdr(IT_CONTEXT_REG_RMW, 2)),
        ("REG_OFFSET", 0x200),
        ("REG_MASK",   0x70),
        ("REG_DATA",   0x30),
    ], |cb| cb.context_reg_rmw(0x200, 0x70, 0x30));
    // VGT_PRIMITIVE_TYPE = DI_PT_TRILIST (4); IA_MULTI_VGT_PARAM with
    // PRIMGROUP_SIZE 63 and SWITCH_ON_EOP; VGT_LS_HS_CONFIG with 8 patches
    // of 3 input and 3 output control points.
    golden("DRAW_PREAMBLE", &[
        ("header",             hdr(IT_DRAW_PREAMBLE, 2)),
        ("VGT_PRIMITIVE_TYPE", 4),
        ("IA_MULTI_VGT_PARAM", 63 | 1 << SWITCH_ON_EOP_SHIFT),
        ("VGT_LS_HS_CONFIG",   8 | 3 << HS_NUM_INPUT_CP_SHIFT | 3 << HS_NUM_OUTPUT_CP_SHIFT),
    ], |cb| cb.draw_preamble(
        gcn::regs::VgtPrimitiveType::new().with_prim_type(PrimitiveType::DI_PT_TRILIST),
        gcn::regs::IaMultiVgtParam::new().with_primgroup_size(63).with_switch_on_eop(true),
        gcn::regs::VgtLsHsConfig::new().with_num_patches(8).with_hs_num_input_cp(3).with_hs_num_output_cp(3),
    ));
    out_of_space("PRED_EXEC", 2, |cb| cb.pred_exec(1, 1));
    out_of_space("REWIND", 2, |cb| cb.rewind(false, false));
    out_of_space("COND_WRITE", 9, |cb| cb.cond_write(control, 0x1000, 0, 0, 0xA0C0, 0));
    out_of_space("CONTEXT_REG_RMW", 4, |cb| cb.context_reg_rmw(0x200, 1, 1));
    rejects("PRED_EXEC count over 14 bits", Error::CountOutOfRange { field: "EXEC_COUNT", value: 0x4000, min: 0, max: 0x3FFF },
        |cb| cb.pred_exec(0x4000, 1));
    rejects("COND_WRITE reserved function", Error::InvalidField { field: "FUNCTION", value: 7 },
        |cb| cb.cond_write(control.with_function(WaitRegMemFunction::RESERVED), 0x1000, 0, 0, 0xA0C0, 0));
    rejects("COND_WRITE misaligned poll address", Error::Address(AddressError::Misaligned { field: "POLL_ADDR", address: 0x1002, align: 4 }),
        |cb| cb.cond_write(control, 0x1002, 0, 0, 0xA0C0, 0));
    rejects("COND_WRITE register address over 16 bits", Error::Address(AddressError::TooWide { field: "WRITE_ADDR", address: 0x1_0000, bits: 16 }),
        |cb| cb.cond_write(control, 0x1000, 0, 0, 0x1_0000, 0));
    rejects("COND_WRITE unnamed write space", Error::InvalidField { field: "WRITE_SPACE", value: 2 },
        |cb| cb.cond_write(control.with_write_space(CondWriteSpace::from_bits(2)), 0x1000, 0, 0, 0xA0C0, 0));
    rejects("CONTEXT_REG_RMW past the context space", Error::RegisterOutsideSpace { space: gcn::regs::Space::Context, offset: 0x2000, count: 1 },
        |cb| cb.context_reg_rmw(0x2000, 1, 1));
}

#[test]
fn new_packets_decode_to_what_was_written() {
    let mut storage = [0u32; 32];
    let mut cb = CommandBuffer::new(&mut storage);
    cb.pred_exec(5, 1).unwrap();
    cb.rewind(true, false).unwrap();
    cb.context_reg_rmw(0x200, 0x70, 0x30).unwrap();
    let words = cb.as_slice();
    let names: Vec<_> = gcn::decode::Decoder::new(words)
        .map(|p| p.unwrap().packet.name())
        .collect();
    assert_eq!(
        names,
        [Some("PRED_EXEC"), Some("REWIND"), Some("CONTEXT_REG_RMW")]
    );
    let text = gcn::decode::disassemble(words).to_string();
    assert!(
        text.contains("REWIND CONTROL={ OFFLOAD_ENABLE: 0, VALID: 1 }"),
        "{text}"
    );
    // REWIND and DRAW_PREAMBLE are gfx7+ (the spec's generations).
    let mut storage = [0u32; 8];
    let mut cb = CommandBuffer::for_gfx(&mut storage, gcn::regs::Gfx::Gfx6);
    assert_eq!(
        cb.rewind(true, false),
        Err(Error::PacketNotOnGfx {
            opcode: Opcode::REWIND,
            gfx: gcn::regs::Gfx::Gfx6
        })
    );
    assert_eq!(
        cb.draw_preamble(
            gcn::regs::VgtPrimitiveType::new(),
            gcn::regs::IaMultiVgtParam::new(),
            gcn::regs::VgtLsHsConfig::new()
        ),
        Err(Error::PacketNotOnGfx {
            opcode: Opcode::DRAW_PREAMBLE,
            gfx: gcn::regs::Gfx::Gfx6
        })
    );
    assert_eq!(cb.len(), 0);
}

// COND_INDIRECT_BUFFER (opcode 0x3F, 13 body dwords).
const MODE_IF: u32 = 1;
const MODE_IF_ELSE: u32 = 2;
const FUNCTION_SHIFT: u32 = 8;
const FUNCTION_GREATER_EQUAL: u32 = 5;

#[test]
#[rustfmt::skip]
fn cond_indirect_buffer_golden() {
    golden("COND_INDIRECT_BUFFER if-else", &[
        ("header",           hdr(IT_INDIRECT_BUFFER, 12)),
        ("MODE|FUNCTION",    MODE_IF_ELSE | FUNCTION_GREATER_EQUAL << FUNCTION_SHIFT),
        ("COMPARE_ADDR_LO",  0x0000_1008),
        ("COMPARE_ADDR_HI",  0x0000_0012),
        ("MASK_LO",          0xFFFF_FFFF),
        ("MASK_HI",          0x0000_00FF),
        ("REFERENCE_LO",     0x10),
        ("REFERENCE_HI",     0),
        ("IB_BASE1_LO",      0x0002_0000),
        ("IB_BASE1_HI",      0),
        ("IB_SIZE1",         64),
        ("IB_BASE2_LO",      0x0003_0000),
        ("IB_BASE2_HI",      0x0000_0001),
        ("IB_SIZE2",         0xF_FFFF),
    ], |cb| cb.cond_indirect_buffer(
        WaitRegMemFunction::GREATER_EQUAL, 0x12_0000_1008, (0xFF_FFFF_FFFF, 0x10),
        (0x2_0000, 64), Some((0x1_0003_0000, 0xF_FFFF))));
    golden("COND_INDIRECT_BUFFER if", &[
        ("header",           hdr(IT_INDIRECT_BUFFER, 12)),
        ("MODE|FUNCTION",    MODE_IF),
        ("COMPARE_ADDR_LO",  0x1000),
        ("COMPARE_ADDR_HI",  0),
        ("MASK_LO",          0),
        ("MASK_HI",          0),
        ("REFERENCE_LO",     0),
        ("REFERENCE_HI",     0),
        ("IB_BASE1_LO",      0x2000),
        ("IB_BASE1_HI",      0),
        ("IB_SIZE1",         1),
        ("IB_BASE2_LO",      0),
        ("IB_BASE2_HI",      0),
        ("IB_SIZE2",         0),
    ], |cb| cb.cond_indirect_buffer(WaitRegMemFunction::ALWAYS, 0x1000, (0, 0), (0x2000, 1), None));
    out_of_space("COND_INDIRECT_BUFFER", 14, |cb| cb.cond_indirect_buffer(
        WaitRegMemFunction::ALWAYS, 0x1000, (0, 0), (0x2000, 1), None));
    rejects("COND_INDIRECT_BUFFER compare address not 8-byte aligned",
        Error::Address(AddressError::Misaligned { field: "COMPARE_ADDR", address: 0x1004, align: 8 }),
        |cb| cb.cond_indirect_buffer(WaitRegMemFunction::ALWAYS, 0x1004, (0, 0), (0x2000, 1), None));
    rejects("COND_INDIRECT_BUFFER reserved function", Error::InvalidField { field: "FUNCTION", value: 7 },
        |cb| cb.cond_indirect_buffer(WaitRegMemFunction::RESERVED, 0x1000, (0, 0), (0x2000, 1), None));
    rejects("COND_INDIRECT_BUFFER empty second buffer", Error::CountOutOfRange { field: "IB_SIZE", value: 0, min: 1, max: 0xF_FFFF },
        |cb| cb.cond_indirect_buffer(WaitRegMemFunction::ALWAYS, 0x1000, (0, 0), (0x2000, 1), Some((0x3000, 0))));
    rejects("COND_INDIRECT_BUFFER buffer over 48 bits", Error::Address(AddressError::TooWide { field: "IB_BASE", address: 1 << 48, bits: 48 }),
        |cb| cb.cond_indirect_buffer(WaitRegMemFunction::ALWAYS, 0x1000, (0, 0), (1 << 48, 1), None));
}

#[test]
fn cond_indirect_buffer_decodes_and_replays_the_branch_its_test_picks() {
    use gcn::decode::state::{Event, MemoryRead, Shadow, replay};
    use gcn::decode::{Decoder, Packet};
    let mut storage = [0u32; 16];
    let mut cb = CommandBuffer::new(&mut storage);
    cb.cond_indirect_buffer(
        WaitRegMemFunction::EQUAL,
        0x1000,
        (0xFF, 7),
        (0x2000, 3),
        Some((0x3000, 3)),
    )
    .unwrap();
    let words = cb.as_slice().to_vec();
    let d = Decoder::new(&words).next().unwrap().unwrap();
    assert_eq!(d.packet.name(), Some("COND_INDIRECT_BUFFER"));
    match d.packet {
        Packet::CondIndirectBuffer(held) => {
            assert_eq!(held.words()[..], words[1..]);
            assert!(
                format!("{held:?}").contains("compare_addr: 4096"),
                "{held:?}"
            );
            let body: [u32; 13] = words[1..].try_into().unwrap();
            assert_eq!(gcn::decode::CondIndirectBufferIn::new(&body), held);
            let c = held.get();
            assert_eq!((c.compare_addr, c.mask, c.reference), (0x1000, 0xFF, 7));
            assert_eq!((c.ib_base1, c.ib_size1.ib_size()), (0x2000, 3));
            assert_eq!((c.ib_base2, c.ib_size2.ib_size()), (0x3000, 3));
        }
        other => panic!("{other:?}"),
    }
    let mut out = [0u32; 14];
    assert_eq!(d.encode_into(&mut out), Ok(14));
    assert_eq!(out[..], words[..]);
    // Each branch is a NUM_INSTANCES of its own count (0x2F, 1 body dword).
    let then = [hdr(0x2F, 0), 111];
    let otherwise = [hdr(0x2F, 0), 222];
    let run = |value: u64| {
        let compare = [value as u32, (value >> 32) as u32];
        let mut counts = Vec::new();
        let mut unreadable = Vec::new();
        replay(
            &words,
            &mut Shadow::new(),
            |address, _| match address {
                0x1000 => Some(&compare[..]),
                0x2000 => Some(&then[..]),
                0x3000 => Some(&otherwise[..]),
                _ => None,
            },
            |_, event, _| match event {
                Event::Packet(d) => {
                    if let Packet::NumInstances(n) = d.packet {
                        counts.push(n.num_instances);
                    }
                }
                Event::Unreadable {
                    address, dwords, ..
                } => unreadable.push((address, dwords)),
                _ => {}
            },
        );
        (counts, unreadable)
    };
    // (value & 0xFF) == 7 runs the first buffer, anything else the second.
    assert_eq!(run(0x1_0000_0307), (vec![111], vec![]));
    assert_eq!(run(8), (vec![222], vec![]));
    // Without the compare value, neither buffer runs.
    let mut unreadable = Vec::new();
    replay(
        &words,
        &mut Shadow::new(),
        |_, _| None,
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
    assert_eq!(unreadable, [(MemoryRead::CompareValue, 0x1000, 2)]);
    // A buffer the test picks that is not there.
    let compare = [7u32, 0];
    let mut unreadable = Vec::new();
    replay(
        &words,
        &mut Shadow::new(),
        |address, _| (address == 0x1000).then_some(&compare[..]),
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
    assert_eq!(unreadable, [(MemoryRead::IndirectBuffer, 0x2000, 3)]);
}
