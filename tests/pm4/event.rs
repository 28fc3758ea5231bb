//! EVENT_WRITE, EVENT_WRITE_EOP/EOS, RELEASE_MEM, ACQUIRE_MEM, SURFACE_SYNC:
//! golden dwords from the spec field layout, out-of-space and bad arguments.

use crate::pm4_support;

use gcn::pm4::*;
use gcn::regs::AddressError;
use pm4_support::*;

const IT_SURFACE_SYNC: u32 = 0x43;
const IT_EVENT_WRITE: u32 = 0x46;
const IT_EVENT_WRITE_EOP: u32 = 0x47;
const IT_EVENT_WRITE_EOS: u32 = 0x48;
const IT_RELEASE_MEM: u32 = 0x49;
const IT_ACQUIRE_MEM: u32 = 0x58;

// VGT_EVENT_TYPE values and EVENT_INDEX values (spec enums).
const CS_PARTIAL_FLUSH: u32 = 7;
const CACHE_FLUSH_AND_INV_TS_EVENT: u32 = 20;
const ZPASS_DONE: u32 = 21;
const CACHE_FLUSH_AND_INV_EVENT: u32 = 22;
const SAMPLE_PIPELINESTAT: u32 = 30;
const BOTTOM_OF_PIPE_TS: u32 = 40;
const CS_DONE: u32 = 47;
const PS_DONE: u32 = 48;
const INDEX_ZPASS_DONE: u32 = 1;
const INDEX_SAMPLE_PIPELINESTATS: u32 = 2;
const INDEX_CS_VS_PS_PARTIAL_FLUSH: u32 = 4;
const INDEX_EOP: u32 = 5;
const INDEX_EOS: u32 = 6;
const INDEX_CACHE_FLUSH: u32 = 7;

// dw1 fields shared by EVENT_WRITE*/RELEASE_MEM.
const EVENT_TYPE_SHIFT: u32 = 0;
const EVENT_INDEX_SHIFT: u32 = 8;
const TCL1_VOL_ACTION_ENA_SHIFT: u32 = 12;
const TC_WB_ACTION_ENA_SHIFT: u32 = 15;
const TCL1_ACTION_ENA_SHIFT: u32 = 16;
const TC_ACTION_ENA_SHIFT: u32 = 17;
const ATC_SHIFT: u32 = 24;
const CACHE_POLICY_SHIFT: u32 = 25;
const VOLATILE_SHIFT: u32 = 27;
// EVENT_WRITE_EOP dw3.
const EOP_INT_SEL_SHIFT: u32 = 24;
const EOP_DATA_SEL_SHIFT: u32 = 29;
// EVENT_WRITE_EOS dw3/dw4.
const EOS_COMMAND_SHIFT: u32 = 29;
const GDS_INDEX_SHIFT: u32 = 0;
const GDS_SIZE_SHIFT: u32 = 16;
// RELEASE_MEM dw2.
const RM_DST_SEL_SHIFT: u32 = 16;
const RM_INT_SEL_SHIFT: u32 = 24;
const RM_DATA_SEL_SHIFT: u32 = 29;
// CP_COHER_CNTL (gfx7) and ENGINE.
const CB0_DEST_BASE_ENA_SHIFT: u32 = 6;
const TC_WB_ACTION_ENA_COHER_SHIFT: u32 = 18;
const TCL1_ACTION_ENA_COHER_SHIFT: u32 = 22;
const TC_ACTION_ENA_COHER_SHIFT: u32 = 23;
const CB_ACTION_ENA_SHIFT: u32 = 25;
const DB_ACTION_ENA_SHIFT: u32 = 26;
const SH_KCACHE_ACTION_ENA_SHIFT: u32 = 27;
const SH_ICACHE_ACTION_ENA_SHIFT: u32 = 29;
const ENGINE_SHIFT: u32 = 31;

const fn ev(event: u32, index: u32) -> u32 {
    (event << EVENT_TYPE_SHIFT) | (index << EVENT_INDEX_SHIFT)
}

#[test]
#[rustfmt::skip]
fn event_write_golden() {
    golden("EVENT_WRITE CACHE_FLUSH_AND_INV_EVENT", &[
        ("header",                  hdr(IT_EVENT_WRITE, 0)),
        ("EVENT_TYPE|EVENT_INDEX",  ev(CACHE_FLUSH_AND_INV_EVENT, INDEX_CACHE_FLUSH)),
    ], |cb| cb.event_write(EventType::CACHE_FLUSH_AND_INV_EVENT));
    golden("EVENT_WRITE CS_PARTIAL_FLUSH", &[
        ("header",                  hdr(IT_EVENT_WRITE, 0)),
        ("EVENT_TYPE|EVENT_INDEX",  ev(CS_PARTIAL_FLUSH, INDEX_CS_VS_PS_PARTIAL_FLUSH)),
    ], |cb| cb.event_write(EventType::CS_PARTIAL_FLUSH));
    golden("EVENT_WRITE ZPASS_DONE", &[
        ("header",                  hdr(IT_EVENT_WRITE, 2)),
        ("EVENT_TYPE|EVENT_INDEX",  ev(ZPASS_DONE, INDEX_ZPASS_DONE)),
        ("ADDRESS_LO",              0x8765_4320),
        ("ADDRESS_HI",              0x00AB),
    ], |cb| cb.event_write_query(EventType::ZPASS_DONE, 0xAB_8765_4320));
    golden("EVENT_WRITE SAMPLE_PIPELINESTAT", &[
        ("header",                  hdr(IT_EVENT_WRITE, 2)),
        ("EVENT_TYPE|EVENT_INDEX",  ev(SAMPLE_PIPELINESTAT, INDEX_SAMPLE_PIPELINESTATS)),
        ("ADDRESS_LO",              0x1000),
        ("ADDRESS_HI",              0),
    ], |cb| cb.event_write_query(EventType::SAMPLE_PIPELINESTAT, 0x1000));
    out_of_space("EVENT_WRITE", 2, |cb| cb.event_write(EventType::VGT_FLUSH));
    out_of_space("EVENT_WRITE query", 4, |cb| cb.event_write_query(EventType::ZPASS_DONE, 0x1000));
    rejects("ZPASS_DONE without address", Error::InvalidField { field: "EVENT_TYPE", value: ZPASS_DONE as u64 },
        |cb| cb.event_write(EventType::ZPASS_DONE));
    rejects("EOP event in EVENT_WRITE", Error::InvalidField { field: "EVENT_TYPE", value: BOTTOM_OF_PIPE_TS as u64 },
        |cb| cb.event_write(EventType::BOTTOM_OF_PIPE_TS));
    rejects("flush event with address", Error::InvalidField { field: "EVENT_TYPE", value: CS_PARTIAL_FLUSH as u64 },
        |cb| cb.event_write_query(EventType::CS_PARTIAL_FLUSH, 0x1000));
    rejects("ZPASS address misaligned", Error::Address(AddressError::Misaligned { field: "ADDRESS", address: 0x1004, align: 8 }),
        |cb| cb.event_write_query(EventType::ZPASS_DONE, 0x1004));
    rejects("ZPASS address too wide", Error::Address(AddressError::TooWide { field: "ADDRESS", address: 1 << 48, bits: 48 }),
        |cb| cb.event_write_query(EventType::ZPASS_DONE, 1 << 48));
}

#[test]
#[rustfmt::skip]
fn event_write_eop_golden() {
    let actions = EventWriteEopWord::new().with_tc_action_ena(true).with_tcl1_action_ena(true)
        .with_tc_wb_action_ena(true).with_tcl1_vol_action_ena(true).with_atc(true)
        .with_cache_policy(CachePolicy::STREAM).with_volatile(true);
    golden("EVENT_WRITE_EOP", &[
        ("header",                                      hdr(IT_EVENT_WRITE_EOP, 4)),
        ("EVENT_TYPE|EVENT_INDEX|actions",              ev(CACHE_FLUSH_AND_INV_TS_EVENT, INDEX_EOP)
                                                        | (1 << TC_ACTION_ENA_SHIFT) | (1 << TCL1_ACTION_ENA_SHIFT)
                                                        | (1 << TC_WB_ACTION_ENA_SHIFT) | (1 << TCL1_VOL_ACTION_ENA_SHIFT)
                                                        | (1 << ATC_SHIFT) | (1 << CACHE_POLICY_SHIFT) | (1 << VOLATILE_SHIFT)),
        ("ADDRESS_LO",                                  0x0000_1008),
        ("ADDRESS_HI|INT_SEL|DATA_SEL",                 0x0042 | (2 << EOP_INT_SEL_SHIFT) | (2 << EOP_DATA_SEL_SHIFT)),
        ("DATA_LO",                                     0x89AB_CDEF),
        ("DATA_HI",                                     0x0123_4567),
    ], |cb| cb.event_write_eop(EventType::CACHE_FLUSH_AND_INV_TS_EVENT, actions, 0x42_0000_1008,
        EopDataSel::SEND_DATA64, EopIntSel::SEND_INTERRUPT_AFTER_WRITE_CONFIRM, 0x0123_4567_89AB_CDEF));
    golden("EVENT_WRITE_EOP 32-bit", &[
        ("header",                       hdr(IT_EVENT_WRITE_EOP, 4)),
        ("EVENT_TYPE|EVENT_INDEX",       ev(BOTTOM_OF_PIPE_TS, INDEX_EOP)),
        ("ADDRESS_LO",                   0x2004),
        ("ADDRESS_HI|INT_SEL|DATA_SEL",  1 << EOP_DATA_SEL_SHIFT),
        ("DATA_LO",                      7),
        ("DATA_HI",                      0),
    ], |cb| cb.event_write_eop(EventType::BOTTOM_OF_PIPE_TS, EventWriteEopWord::new(), 0x2004,
        EopDataSel::SEND_DATA32_LO, EopIntSel::NONE, 7));
    out_of_space("EVENT_WRITE_EOP", 6, |cb| cb.event_write_eop(EventType::CACHE_FLUSH_TS, EventWriteEopWord::new(),
        0x1000, EopDataSel::SEND_DATA32_LO, EopIntSel::NONE, 1));
    rejects("EOP with a non-timestamp event", Error::InvalidField { field: "EVENT_TYPE", value: CACHE_FLUSH_AND_INV_EVENT as u64 },
        |cb| cb.event_write_eop(EventType::CACHE_FLUSH_AND_INV_EVENT, EventWriteEopWord::new(), 0x1000,
            EopDataSel::DISCARD, EopIntSel::NONE, 0));
    rejects("64-bit EOP data at 4-byte alignment", Error::Address(AddressError::Misaligned { field: "ADDRESS", address: 0x1004, align: 8 }),
        |cb| cb.event_write_eop(EventType::BOTTOM_OF_PIPE_TS, EventWriteEopWord::new(), 0x1004,
            EopDataSel::SEND_GPU_CLOCK_COUNTER, EopIntSel::NONE, 0));
    rejects("EOP INT_SEL wider than 2 bits", Error::InvalidField { field: "INT_SEL", value: 4 },
        |cb| cb.event_write_eop(EventType::BOTTOM_OF_PIPE_TS, EventWriteEopWord::new(), 0x1000,
            EopDataSel::DISCARD, EopIntSel::from_bits(4), 0));
}

#[test]
#[rustfmt::skip]
fn event_write_eos_golden() {
    golden("EVENT_WRITE_EOS 32-bit data", &[
        ("header",                  hdr(IT_EVENT_WRITE_EOS, 3)),
        ("EVENT_TYPE|EVENT_INDEX",  ev(PS_DONE, INDEX_EOS)),
        ("ADDRESS_LO",              0x3000),
        ("ADDRESS_HI|COMMAND",      0x0001 | (2 << EOS_COMMAND_SHIFT)),
        ("DATA",                    0xFEED),
    ], |cb| cb.event_write_eos(EventType::PS_DONE, 0x1_0000_3000, EosCommand::STORE_32BIT_DATA_TO_MEMORY, 0xFEED));
    let gds = GdsData::new().with_gds_index(0x10).with_size(4);
    golden("EVENT_WRITE_EOS GDS", &[
        ("header",                  hdr(IT_EVENT_WRITE_EOS, 3)),
        ("EVENT_TYPE|EVENT_INDEX",  ev(CS_DONE, INDEX_EOS)),
        ("ADDRESS_LO",              0x3000),
        ("ADDRESS_HI|COMMAND",      1 << EOS_COMMAND_SHIFT),
        ("GDS_INDEX|SIZE",          (0x10 << GDS_INDEX_SHIFT) | (4 << GDS_SIZE_SHIFT)),
    ], |cb| cb.event_write_eos(EventType::CS_DONE, 0x3000, EosCommand::STORE_GDS_DATA_TO_MEMORY, gds.into_bits()));
    out_of_space("EVENT_WRITE_EOS", 5, |cb| cb.event_write_eos(EventType::CS_DONE, 0x3000,
        EosCommand::STORE_APPEND_COUNT_TO_MEMORY, 0));
    rejects("EOS with an EOP event", Error::InvalidField { field: "EVENT_TYPE", value: BOTTOM_OF_PIPE_TS as u64 },
        |cb| cb.event_write_eos(EventType::BOTTOM_OF_PIPE_TS, 0x3000, EosCommand::STORE_32BIT_DATA_TO_MEMORY, 0));
    rejects("EOS misaligned", Error::Address(AddressError::Misaligned { field: "ADDRESS", address: 0x3002, align: 4 }),
        |cb| cb.event_write_eos(EventType::CS_DONE, 0x3002, EosCommand::STORE_32BIT_DATA_TO_MEMORY, 0));
}

#[test]
#[rustfmt::skip]
fn release_mem_golden() {
    let actions = ReleaseMemWord::new().with_tc_action_ena(true).with_cache_policy(CachePolicy::BYPASS);
    let select = ReleaseMemSelect::new().with_dst_sel(ReleaseMemDstSel::TC_L2)
        .with_int_sel(EopIntSel::SEND_DATA_AFTER_WRITE_CONFIRM).with_data_sel(EopDataSel::SEND_DATA32_LO);
    golden("RELEASE_MEM", &[
        ("header",                          hdr(IT_RELEASE_MEM, 5)),
        ("EVENT_TYPE|EVENT_INDEX|actions",  ev(BOTTOM_OF_PIPE_TS, INDEX_EOP) | (1 << TC_ACTION_ENA_SHIFT) | (2 << CACHE_POLICY_SHIFT)),
        ("DST_SEL|INT_SEL|DATA_SEL",        (1 << RM_DST_SEL_SHIFT) | (3 << RM_INT_SEL_SHIFT) | (1 << RM_DATA_SEL_SHIFT)),
        ("ADDRESS_LO",                      0xDEAD_BEE0),
        ("ADDRESS_HI",                      0x0001_0002),
        ("DATA_LO",                         5),
        ("DATA_HI",                         0),
    ], |cb| cb.release_mem(EventType::BOTTOM_OF_PIPE_TS, actions, select, 0x0001_0002_DEAD_BEE0, 5));
    out_of_space("RELEASE_MEM", 7, |cb| cb.release_mem(EventType::CS_DONE, ReleaseMemWord::new(), select, 0x1000, 0));
    rejects("RELEASE_MEM with a flush event", Error::InvalidField { field: "EVENT_TYPE", value: CS_PARTIAL_FLUSH as u64 },
        |cb| cb.release_mem(EventType::CS_PARTIAL_FLUSH, ReleaseMemWord::new(), select, 0x1000, 0));
    let select64 = select.with_data_sel(EopDataSel::SEND_DATA64);
    rejects("RELEASE_MEM 64-bit misaligned", Error::Address(AddressError::Misaligned { field: "ADDRESS", address: 0x100C, align: 8 }),
        |cb| cb.release_mem(EventType::BOTTOM_OF_PIPE_TS, ReleaseMemWord::new(), select64, 0x100C, 0));
}

#[test]
#[rustfmt::skip]
fn acquire_mem_and_surface_sync_golden() {
    let coher = CoherCntl::new().with_tc_action_ena(true).with_tcl1_action_ena(true)
        .with_sh_kcache_action_ena(true).with_sh_icache_action_ena(true).with_tc_wb_action_ena(true);
    let coher_bits = (1 << TC_ACTION_ENA_COHER_SHIFT) | (1 << TCL1_ACTION_ENA_COHER_SHIFT)
        | (1 << SH_KCACHE_ACTION_ENA_SHIFT) | (1 << SH_ICACHE_ACTION_ENA_SHIFT) | (1 << TC_WB_ACTION_ENA_COHER_SHIFT);
    golden("ACQUIRE_MEM full range", &[
        ("header",             hdr(IT_ACQUIRE_MEM, 5)),
        ("COHER_CNTL|ENGINE",  coher_bits | (1 << ENGINE_SHIFT)),
        ("COHER_SIZE",         0xFFFF_FFFF),
        ("COHER_SIZE_HI",      0xFF),
        ("COHER_BASE_LO",      0),
        ("COHER_BASE_HI",      0),
        ("POLL_INTERVAL",      10),
    ], |cb| cb.acquire_mem(coher, EnginePfpMe::ME, 0, ACQUIRE_MEM_FULL_SIZE, 10));
    golden("ACQUIRE_MEM range", &[
        ("header",             hdr(IT_ACQUIRE_MEM, 5)),
        ("COHER_CNTL|ENGINE",  (1 << CB_ACTION_ENA_SHIFT) | (1 << CB0_DEST_BASE_ENA_SHIFT)),
        ("COHER_SIZE",         0x0000_0100),
        ("COHER_SIZE_HI",      0x01),
        ("COHER_BASE_LO",      0x0000_2000),
        ("COHER_BASE_HI",      0x00AB_CDEF),
        ("POLL_INTERVAL",      4),
    ], |cb| cb.acquire_mem(CoherCntl::new().with_cb_action_ena(true).with_cb0_dest_base_ena(true),
        EnginePfpMe::PFP, 0xAB_CDEF_0000_2000, 0x1_0000_0100, 4));
    golden("SURFACE_SYNC", &[
        ("header",             hdr(IT_SURFACE_SYNC, 3)),
        ("COHER_CNTL|ENGINE",  (1 << DB_ACTION_ENA_SHIFT) | (1 << ENGINE_SHIFT)),
        ("CP_COHER_SIZE",      0xFFFF_FFFF),
        ("CP_COHER_BASE",      0),
        ("POLL_INTERVAL",      10),
    ], |cb| cb.surface_sync(CoherCntl::new().with_db_action_ena(true), EnginePfpMe::ME, 0, 0xFFFF_FFFF, 10));
    out_of_space("ACQUIRE_MEM", 7, |cb| cb.acquire_mem(coher, EnginePfpMe::ME, 0, 1, 10));
    out_of_space("SURFACE_SYNC", 5, |cb| cb.surface_sync(coher, EnginePfpMe::ME, 0, 1, 10));
    rejects("ACQUIRE_MEM size over 40 bits", Error::CountOutOfRange { field: "COHER_SIZE", value: 1 << 40, min: 0, max: (1 << 40) - 1 },
        |cb| cb.acquire_mem(coher, EnginePfpMe::ME, 0, 1 << 40, 10));
    rejects("ACQUIRE_MEM base over 56 bits", Error::CountOutOfRange { field: "COHER_BASE", value: 1 << 56, min: 0, max: (1 << 56) - 1 },
        |cb| cb.acquire_mem(coher, EnginePfpMe::ME, 1 << 56, 1, 10));
}
