//! WAIT_REG_MEM, WRITE_DATA, COPY_DATA, DMA_DATA, CP_DMA, ATOMIC_MEM,
//! MEM_SEMAPHORE: golden dwords from the spec field layout, out-of-space and
//! bad arguments.

use crate::pm4_support;

use gcn::pm4::*;
use gcn::regs::AddressError;
use pm4_support::*;

const IT_ATOMIC_MEM: u32 = 0x1E;
const IT_WRITE_DATA: u32 = 0x37;
const IT_MEM_SEMAPHORE: u32 = 0x39;
const IT_WAIT_REG_MEM: u32 = 0x3C;
const IT_COPY_DATA: u32 = 0x40;
const IT_CP_DMA: u32 = 0x41;
const IT_DMA_DATA: u32 = 0x50;

// WAIT_REG_MEM dw1.
const FUNCTION_SHIFT: u32 = 0;
const MEM_SPACE_SHIFT: u32 = 4;
const OPERATION_SHIFT: u32 = 6;
const WRM_ENGINE_SHIFT: u32 = 8;
const CACHE_POLICY_SHIFT: u32 = 25;
const VOLATILE_SHIFT: u32 = 27;
// WRITE_DATA dw1.
const WD_DST_SEL_SHIFT: u32 = 8;
const WR_ONE_ADDR_SHIFT: u32 = 16;
const WR_CONFIRM_SHIFT: u32 = 20;
const ENGINE_SEL_SHIFT: u32 = 30;
// COPY_DATA dw1.
const CD_SRC_SEL_SHIFT: u32 = 0;
const CD_DST_SEL_SHIFT: u32 = 8;
const SRC_CACHE_POLICY_SHIFT: u32 = 13;
const COUNT_SEL_SHIFT: u32 = 16;
const DST_ATC_SHIFT: u32 = 24;
// DMA_DATA dw1.
const DD_ENGINE_SHIFT: u32 = 0;
const DD_SRC_VOLATILE_SHIFT: u32 = 15;
const DD_DST_SEL_SHIFT: u32 = 20;
const DD_DST_CACHE_POLICY_SHIFT: u32 = 25;
const DD_SRC_SEL_SHIFT: u32 = 29;
const CP_SYNC_SHIFT: u32 = 31;
// DMA COMMAND (DMA_DATA dw6 / CP_DMA dw5).
const BYTE_COUNT_SHIFT: u32 = 0;
const DIS_WC_SHIFT: u32 = 21;
const SRC_SWAP_SHIFT: u32 = 22;
const DST_SWAP_SHIFT: u32 = 24;
const SAS_SHIFT: u32 = 26;
const DAS_SHIFT: u32 = 27;
const SAIC_SHIFT: u32 = 28;
const DAIC_SHIFT: u32 = 29;
const RAW_WAIT_SHIFT: u32 = 30;
// CP_DMA dw2.
const SRC_ADDR_HI_SHIFT: u32 = 0;
const CPD_DST_SEL_SHIFT: u32 = 20;
const M2M_OPT_SHIFT: u32 = 24;
const CPD_ENGINE_SHIFT: u32 = 27;
const CPD_SRC_SEL_SHIFT: u32 = 29;
// ATOMIC_MEM dw1.
const ATOMIC_OP_SHIFT: u32 = 0;
const ATOMIC_COMMAND_SHIFT: u32 = 8;
const AM_ENGINE_SEL_SHIFT: u32 = 30;
// MEM_SEMAPHORE dw2 (gfx7).
const ADDR_HI_SHIFT: u32 = 0;
const USE_MAILBOX_SHIFT: u32 = 16;
const SIGNAL_TYPE_SHIFT: u32 = 20;
const CLIENT_CODE_SHIFT: u32 = 24;
const SEM_SEL_SHIFT: u32 = 29;

#[test]
#[rustfmt::skip]
fn wait_reg_mem_golden() {
    let c = WaitRegMemControl::new().with_function(WaitRegMemFunction::GREATER_EQUAL)
        .with_mem_space(WaitRegMemMemSpace::MEMORY).with_engine(EngineSelMePfpCe::PFP)
        .with_cache_policy(CachePolicy::BYPASS).with_volatile(true);
    golden("WAIT_REG_MEM memory", &[
        ("header",                                hdr(IT_WAIT_REG_MEM, 5)),
        ("FUNCTION|MEM_SPACE|ENGINE|CACHE_POLICY|VOLATILE",
            (5 << FUNCTION_SHIFT) | (1 << MEM_SPACE_SHIFT) | (1 << WRM_ENGINE_SHIFT) | (2 << CACHE_POLICY_SHIFT) | (1 << VOLATILE_SHIFT)),
        ("POLL_ADDRESS_LO",                       0x0000_4000),
        ("POLL_ADDRESS_HI",                       0x0000_0080),
        ("REFERENCE",                             1),
        ("MASK",                                  0xFFFF_FFFF),
        ("POLL_INTERVAL",                         10),
    ], |cb| cb.wait_reg_mem(c, 0x80_0000_4000, 1, 0xFFFF_FFFF, 10));
    let r = WaitRegMemControl::new().with_function(WaitRegMemFunction::EQUAL)
        .with_mem_space(WaitRegMemMemSpace::REGISTER).with_operation(WaitRegMemOperation::WR_WAIT_WR_REG);
    golden("WAIT_REG_MEM register", &[
        ("header",                     hdr(IT_WAIT_REG_MEM, 5)),
        ("FUNCTION|MEM_SPACE|OPERATION", (3 << FUNCTION_SHIFT) | (1 << OPERATION_SHIFT)),
        ("POLL_ADDRESS_LO (dword reg)", 0xC0C4),
        ("POLL_ADDRESS_HI",            0),
        ("REFERENCE",                  0),
        ("MASK",                       0x1),
        ("POLL_INTERVAL",              4),
    ], |cb| cb.wait_reg_mem(r, 0xC0C4, 0, 1, 4));
    out_of_space("WAIT_REG_MEM", 7, |cb| cb.wait_reg_mem(c, 0x1000, 1, 1, 4));
    rejects("WAIT_REG_MEM misaligned", Error::Address(AddressError::Misaligned { field: "POLL_ADDRESS", address: 0x1001, align: 4 }),
        |cb| cb.wait_reg_mem(c, 0x1001, 1, 1, 4));
    rejects("WAIT_REG_MEM register too wide", Error::Address(AddressError::TooWide { field: "POLL_ADDRESS", address: 0x1_0000, bits: 16 }),
        |cb| cb.wait_reg_mem(r, 0x1_0000, 1, 1, 4));
    let reserved = c.with_function(WaitRegMemFunction::RESERVED);
    rejects("WAIT_REG_MEM reserved FUNCTION 7", Error::InvalidField { field: "FUNCTION", value: 7 },
        |cb| cb.wait_reg_mem(reserved, 0x1000, 1, 1, 4));
}

#[test]
#[rustfmt::skip]
fn write_data_golden() {
    let c = WriteDataControl::new().with_dst_sel(WriteDataDstSel::MEMORY_ASYNC).with_wr_confirm(true)
        .with_engine_sel(EngineSelMePfpCe::ME);
    golden("WRITE_DATA memory", &[
        ("header COUNT=2+n",     hdr(IT_WRITE_DATA, 2 + 2)),
        ("DST_SEL|WR_CONFIRM",   (5 << WD_DST_SEL_SHIFT) | (1 << WR_CONFIRM_SHIFT)),
        ("DST_ADDR_LO",          0x0001_0000),
        ("DST_ADDR_HI",          0x0000_00FF),
        ("DATA",                 0x1111),
        ("DATA",                 0x2222),
    ], |cb| cb.write_data(c, 0xFF_0001_0000, &[0x1111, 0x2222]));
    let r = WriteDataControl::new().with_dst_sel(WriteDataDstSel::REGISTER).with_wr_one_addr(true)
        .with_engine_sel(EngineSelMePfpCe::PFP);
    golden("WRITE_DATA register", &[
        ("header",                       hdr(IT_WRITE_DATA, 2 + 1)),
        ("DST_SEL|WR_ONE_ADDR|ENGINE_SEL", (1 << WR_ONE_ADDR_SHIFT) | (1 << ENGINE_SEL_SHIFT)),
        ("DST_ADDR_LO (dword reg)",      0xA0A0),
        ("DST_ADDR_HI",                  0),
        ("DATA",                         9),
    ], |cb| cb.write_data(r, 0xA0A0, &[9]));
    out_of_space("WRITE_DATA", 6, |cb| cb.write_data(c, 0x1000, &[1, 2]));
    rejects("WRITE_DATA empty", Error::CountOutOfRange { field: "DATA", value: 0, min: 1, max: 0x3FFD },
        |cb| cb.write_data(c, 0x1000, &[]));
    let big = vec![0u32; 0x3FFE];
    rejects("WRITE_DATA too long", Error::CountOutOfRange { field: "DATA", value: 0x3FFE, min: 1, max: 0x3FFD },
        |cb| cb.write_data(c, 0x1000, &big));
    rejects("WRITE_DATA misaligned", Error::Address(AddressError::Misaligned { field: "DST_ADDR", address: 0x1002, align: 4 }),
        |cb| cb.write_data(c, 0x1002, &[1]));
    // The largest packet exactly fills a 0x4001-dword buffer.
    let mut storage = vec![0u32; 0x4001];
    let mut cb = CommandBuffer::new(&mut storage);
    cb.write_data(c, 0x1000, &big[..0x3FFD]).unwrap();
    // Header, control, DST_ADDR_LO, DST_ADDR_HI and 0x3FFD data dwords: 4 + 0x3FFD = 0x4001.
    assert_eq!(write_data_dwords(0x3FFD), 0x4001);
    assert_eq!(cb.len(), 0x4001);
    assert_eq!(cb.as_slice()[0], hdr(IT_WRITE_DATA, 0x3FFF));
}

#[test]
#[rustfmt::skip]
fn copy_data_golden() {
    let c = CopyDataControl::new().with_src_sel(CopyDataSrcSel::GPU_CLOCK_COUNT)
        .with_dst_sel(CopyDataDstSel::MEMORY_ASYNC).with_count_sel(CopyDataCountSel::COUNT_64_BITS)
        .with_dst_atc(true).with_src_cache_policy(CachePolicy::STREAM).with_engine_sel(EngineSelMePfpCe::ME);
    golden("COPY_DATA", &[
        ("header",                               hdr(IT_COPY_DATA, 4)),
        ("SRC_SEL|DST_SEL|COUNT_SEL|DST_ATC|SRC_CACHE_POLICY",
            (9 << CD_SRC_SEL_SHIFT) | (5 << CD_DST_SEL_SHIFT) | (1 << COUNT_SEL_SHIFT) | (1 << DST_ATC_SHIFT) | (1 << SRC_CACHE_POLICY_SHIFT)),
        ("SRC_ADDRESS_LO",                       0),
        ("SRC_ADDRESS_HI",                       0),
        ("DST_ADDRESS_LO",                       0x5008),
        ("DST_ADDRESS_HI",                       0x3),
    ], |cb| cb.copy_data(c, 0, 0x3_0000_5008));
    let imm = CopyDataControl::new().with_src_sel(CopyDataSrcSel::IMMEDIATE).with_dst_sel(CopyDataDstSel::REGISTER);
    golden("COPY_DATA immediate to register", &[
        ("header",          hdr(IT_COPY_DATA, 4)),
        ("SRC_SEL|DST_SEL", 5 << CD_SRC_SEL_SHIFT),
        ("SRC (data) LO",   0xDEAD_BEEF),
        ("SRC (data) HI",   0x1234_5678),
        ("DST_ADDRESS_LO",  0x2C40),
        ("DST_ADDRESS_HI",  0),
    ], |cb| cb.copy_data(imm, 0x1234_5678_DEAD_BEEF, 0x2C40));
    out_of_space("COPY_DATA", 6, |cb| cb.copy_data(c, 0, 0x1000));
    rejects("COPY_DATA 64-bit misaligned", Error::Address(AddressError::Misaligned { field: "DST_ADDRESS", address: 0x1004, align: 8 }),
        |cb| cb.copy_data(c, 0, 0x1004));
    rejects("COPY_DATA register too wide", Error::Address(AddressError::TooWide { field: "DST_ADDRESS", address: 0x12_3456, bits: 16 }),
        |cb| cb.copy_data(imm, 0, 0x12_3456));
}

#[test]
#[rustfmt::skip]
fn dma_data_golden() {
    let c = DmaDataControl::new().with_engine(EngineSelMePfp::PFP).with_src_volatile(true)
        .with_dst_sel(DmaDataDstSel::DST_ADDR_USING_L2).with_dst_cache_policy(CachePolicy::STREAM)
        .with_src_sel(DmaDataSrcSel::DATA).with_cp_sync(true);
    let cmd = DmaCommand::new().with_dis_wc(true).with_daic(DmaAddrInc::INCREMENT).with_raw_wait(true);
    golden("DMA_DATA fill", &[
        ("header",                                       hdr(IT_DMA_DATA, 5)),
        ("ENGINE|SRC_VOLATILE|DST_SEL|DST_CACHE_POLICY|SRC_SEL|CP_SYNC",
            (1 << DD_ENGINE_SHIFT) | (1 << DD_SRC_VOLATILE_SHIFT) | (3 << DD_DST_SEL_SHIFT)
            | (1 << DD_DST_CACHE_POLICY_SHIFT) | (2 << DD_SRC_SEL_SHIFT) | (1 << CP_SYNC_SHIFT)),
        ("DATA",                                         0xCCCC_CCCC),
        ("SRC_ADDR_HI",                                  0),
        ("DST_ADDR_LO",                                  0x0010_0000),
        ("DST_ADDR_HI",                                  0x2),
        ("BYTE_COUNT|DIS_WC|RAW_WAIT",                   (4096 << BYTE_COUNT_SHIFT) | (1 << DIS_WC_SHIFT) | (1 << RAW_WAIT_SHIFT)),
    ], |cb| cb.dma_data(c, 0xCCCC_CCCC, 0x2_0010_0000, 4096, cmd));
    let copy = DmaDataControl::new();
    let swaps = DmaCommand::new().with_src_swap(DmaSwap::SWAP_8_IN_32).with_dst_swap(DmaSwap::SWAP_8_IN_64)
        .with_sas(DmaAddrSpace::REGISTER).with_das(DmaAddrSpace::REGISTER)
        .with_saic(DmaAddrInc::NO_INCREMENT).with_daic(DmaAddrInc::NO_INCREMENT);
    golden("DMA_DATA copy", &[
        ("header",       hdr(IT_DMA_DATA, 5)),
        ("control",      0),
        ("SRC_ADDR_LO",  0x0000_0001),
        ("SRC_ADDR_HI",  0x0000_0001),
        ("DST_ADDR_LO",  0x0000_0003),
        ("DST_ADDR_HI",  0),
        ("BYTE_COUNT|SRC_SWAP|DST_SWAP|SAS|DAS|SAIC|DAIC",
            (0x1F_FFFF << BYTE_COUNT_SHIFT) | (2 << SRC_SWAP_SHIFT) | (3 << DST_SWAP_SHIFT) | (1 << SAS_SHIFT)
            | (1 << DAS_SHIFT) | (1 << SAIC_SHIFT) | (1 << DAIC_SHIFT)),
    ], |cb| cb.dma_data(copy, 0x1_0000_0001, 3, DMA_MAX_BYTES, swaps));
    out_of_space("DMA_DATA", 7, |cb| cb.dma_data(copy, 0, 0, 4, DmaCommand::new()));
    rejects("DMA_DATA zero bytes", Error::CountOutOfRange { field: "BYTE_COUNT", value: 0, min: 1, max: 0x1F_FFFF },
        |cb| cb.dma_data(copy, 0, 0, 0, DmaCommand::new()));
    rejects("DMA_DATA 2 MiB", Error::CountOutOfRange { field: "BYTE_COUNT", value: 0x20_0000, min: 1, max: 0x1F_FFFF },
        |cb| cb.dma_data(copy, 0, 0, 0x20_0000, DmaCommand::new()));
    rejects("DMA_DATA fill value too wide", Error::Address(AddressError::TooWide { field: "DATA", address: 1 << 32, bits: 32 }),
        |cb| cb.dma_data(c, 1 << 32, 0, 4, DmaCommand::new()));
}

#[test]
#[rustfmt::skip]
fn cp_dma_golden() {
    let c = CpDmaControl::new().with_dst_sel(DmaDataDstSel::DST_ADDR_USING_L2).with_m2m_opt(true)
        .with_engine(EngineSelMePfp::PFP).with_src_sel(DmaDataSrcSel::SRC_ADDR_USING_L2).with_cp_sync(true);
    golden("CP_DMA", &[
        ("header",                                          hdr(IT_CP_DMA, 4)),
        ("SRC_ADDR_LO",                                     0x0000_8000),
        ("SRC_ADDR_HI|DST_SEL|M2M_OPT|ENGINE|SRC_SEL|CP_SYNC",
            (0x1234 << SRC_ADDR_HI_SHIFT) | (3 << CPD_DST_SEL_SHIFT) | (1 << M2M_OPT_SHIFT)
            | (1 << CPD_ENGINE_SHIFT) | (3 << CPD_SRC_SEL_SHIFT) | (1 << CP_SYNC_SHIFT)),
        ("DST_ADDR_LO",                                     0x0000_9000),
        ("DST_ADDR_HI",                                     0x0000_0001),
        ("BYTE_COUNT",                                      256 << BYTE_COUNT_SHIFT),
    ], |cb| cb.cp_dma(c, 0x1234_0000_8000, 0x1_0000_9000, 256, DmaCommand::new()));
    out_of_space("CP_DMA", 6, |cb| cb.cp_dma(c, 0, 0, 4, DmaCommand::new()));
    rejects("CP_DMA source over 48 bits", Error::Address(AddressError::TooWide { field: "SRC_ADDR", address: 1 << 48, bits: 48 }),
        |cb| cb.cp_dma(c, 1 << 48, 0, 4, DmaCommand::new()));
    rejects("CP_DMA zero bytes", Error::CountOutOfRange { field: "BYTE_COUNT", value: 0, min: 1, max: 0x1F_FFFF },
        |cb| cb.cp_dma(c, 0, 0, 0, DmaCommand::new()));
}

#[test]
#[rustfmt::skip]
fn atomic_mem_golden() {
    let c = AtomicMemControl::new().with_atomic_op(TcOp::TC_OP_ATOMIC_CMPSWAP_RTN_32)
        .with_command(AtomicCommand::LOOP_UNTIL_COMPARE_SATISFIED).with_engine_sel(EngineSelMePfpCe::PFP);
    golden("ATOMIC_MEM", &[
        ("header",                      hdr(IT_ATOMIC_MEM, 7)),
        ("ATOMIC_OP|COMMAND|ENGINE_SEL", (8 << ATOMIC_OP_SHIFT) | (1 << ATOMIC_COMMAND_SHIFT) | (1 << AM_ENGINE_SEL_SHIFT)),
        ("ADDR_LO",                     0x0000_7000),
        ("ADDR_HI",                     0x0000_0004),
        ("SRC_DATA_LO",                 1),
        ("SRC_DATA_HI",                 0),
        ("CMP_DATA_LO",                 0),
        ("CMP_DATA_HI",                 0xFFFF_FFFF),
        ("LOOP_INTERVAL",               128),
    ], |cb| cb.atomic_mem(c, 0x4_0000_7000, 1, 0xFFFF_FFFF_0000_0000, 128));
    out_of_space("ATOMIC_MEM", 9, |cb| cb.atomic_mem(c, 0x1000, 1, 0, 0));
    rejects("ATOMIC_MEM misaligned", Error::Address(AddressError::Misaligned { field: "ADDR", address: 0x1001, align: 4 }),
        |cb| cb.atomic_mem(c, 0x1001, 1, 0, 0));
    rejects("ATOMIC_MEM loop interval", Error::CountOutOfRange { field: "LOOP_INTERVAL", value: 0x2000, min: 0, max: 0x1FFF },
        |cb| cb.atomic_mem(c, 0x1000, 1, 0, 0x2000));
}

#[test]
#[rustfmt::skip]
fn mem_semaphore_golden() {
    let c = MemSemaphoreControl::new().with_sem_sel(MemSemaphoreSemSel::WAIT).with_client_code(MemSemaphoreClientCode::DB)
        .with_signal_type(MemSemaphoreSignalType::WRITE_ONE).with_use_mailbox(true);
    golden("MEM_SEMAPHORE", &[
        ("header",                                          hdr(IT_MEM_SEMAPHORE, 1)),
        ("ADDR_LO",                                         0x0000_0040),
        ("ADDR_HI|USE_MAILBOX|SIGNAL_TYPE|CLIENT_CODE|SEM_SEL",
            (0xBEEF << ADDR_HI_SHIFT) | (1 << USE_MAILBOX_SHIFT) | (1 << SIGNAL_TYPE_SHIFT)
            | (2 << CLIENT_CODE_SHIFT) | (7 << SEM_SEL_SHIFT)),
    ], |cb| cb.mem_semaphore(0xBEEF_0000_0040, c));
    out_of_space("MEM_SEMAPHORE", 3, |cb| cb.mem_semaphore(0x40, c));
    rejects("MEM_SEMAPHORE misaligned", Error::Address(AddressError::Misaligned { field: "ADDR", address: 0x44, align: 8 }),
        |cb| cb.mem_semaphore(0x44, c));
    rejects("MEM_SEMAPHORE too wide", Error::Address(AddressError::TooWide { field: "ADDR", address: 1 << 48, bits: 48 }),
        |cb| cb.mem_semaphore(1 << 48, c));
}
