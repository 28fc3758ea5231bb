//! Memory packets: `WAIT_REG_MEM`, `WRITE_DATA`, `COPY_DATA`, `DMA_DATA`,
//! `CP_DMA`, `ATOMIC_MEM`, `MEM_SEMAPHORE`.

use super::buffer::CommandBuffer;
use super::error::{Error, check_address, check_count};
use super::header::MAX_BODY_DWORDS;
use super::packet::{joined, typed_packet, word_fields};
use crate::regs::gfx7::pm4::{
    AtomicCommand, CachePolicy, CopyDataCountSel, CopyDataDstSel, CopyDataSrcSel, CpDmaDstSel,
    CpDmaSrcSel, DmaAddrInc, DmaAddrSpace, DmaDataDstSel, DmaDataSrcSel, DmaSwap, EngineSelMePfp,
    EngineSelMePfpCe, MemSemaphoreClientCode, MemSemaphoreSemSel, MemSemaphoreSignalType, TcOp,
    WaitRegMemFunction, WaitRegMemMemSpace, WaitRegMemOperation, WriteDataDstSel,
};

crate::regs::word! {
    /// `WAIT_REG_MEM` dword 1.
    #[derive(PartialEq, Eq)]
    pub struct WaitRegMemControl {
        /// `FUNCTION` \[2:0\].
        #[bits(3, default = 0)]
        pub function: WaitRegMemFunction [FUNCTION_OFFSET, FUNCTION_BITS] => with_function, with_function_checked, set_function, set_function_checked;
        /// Reserved \[3\].
        #[bits(1)]
        __: u8;
        /// `MEM_SPACE` \[5:4\].
        #[bits(2, default = 0)]
        pub mem_space: WaitRegMemMemSpace [MEM_SPACE_OFFSET, MEM_SPACE_BITS] => with_mem_space, with_mem_space_checked, set_mem_space, set_mem_space_checked;
        /// `OPERATION` \[7:6\] (gfx7+).
        #[bits(2, default = 0)]
        pub operation: WaitRegMemOperation [OPERATION_OFFSET, OPERATION_BITS] => with_operation, with_operation_checked, set_operation, set_operation_checked;
        /// `ENGINE` \[9:8\].
        #[bits(2, default = 0)]
        pub engine: EngineSelMePfpCe [ENGINE_OFFSET, ENGINE_BITS] => with_engine, with_engine_checked, set_engine, set_engine_checked;
        /// Reserved \[23:10\] (`UNCACHED` \[10\] is gfx8 only).
        #[bits(14)]
        __: u16;
        /// `ATC` \[24\] (gfx7+).
        pub atc: bool [ATC_OFFSET, ATC_BITS] => with_atc, with_atc_checked, set_atc, set_atc_checked;
        /// `CACHE_POLICY` \[26:25\] (gfx7+).
        #[bits(2, default = 0)]
        pub cache_policy: CachePolicy [CACHE_POLICY_OFFSET, CACHE_POLICY_BITS] => with_cache_policy, with_cache_policy_checked, set_cache_policy, set_cache_policy_checked;
        /// `VOLATILE` \[27\] (gfx7+).
        pub volatile: bool [VOLATILE_OFFSET, VOLATILE_BITS] => with_volatile, with_volatile_checked, set_volatile, set_volatile_checked;
        /// Reserved \[31:28\].
        #[bits(4)]
        __: u8;
    }
}

crate::regs::word! {
    /// `WRITE_DATA` dword 1.
    #[derive(PartialEq, Eq)]
    pub struct WriteDataControl {
        /// Reserved \[7:0\].
        __: u8;
        /// `DST_SEL` \[11:8\].
        #[bits(4, default = 0)]
        pub dst_sel: WriteDataDstSel [DST_SEL_OFFSET, DST_SEL_BITS] => with_dst_sel, with_dst_sel_checked, set_dst_sel, set_dst_sel_checked;
        /// Reserved \[15:12\].
        #[bits(4)]
        __: u8;
        /// `WR_ONE_ADDR` \[16\]: write every dword to the same address.
        pub wr_one_addr: bool [WR_ONE_ADDR_OFFSET, WR_ONE_ADDR_BITS] => with_wr_one_addr, with_wr_one_addr_checked, set_wr_one_addr, set_wr_one_addr_checked;
        /// Reserved \[19:17\].
        #[bits(3)]
        __: u8;
        /// `WR_CONFIRM` \[20\]: wait for the write to complete.
        pub wr_confirm: bool [WR_CONFIRM_OFFSET, WR_CONFIRM_BITS] => with_wr_confirm, with_wr_confirm_checked, set_wr_confirm, set_wr_confirm_checked;
        /// Reserved \[23:21\].
        #[bits(3)]
        __: u8;
        /// `ATC` \[24\] (gfx7+).
        pub atc: bool [ATC_OFFSET, ATC_BITS] => with_atc, with_atc_checked, set_atc, set_atc_checked;
        /// `CACHE_POLICY` \[26:25\] (gfx7+).
        #[bits(2, default = 0)]
        pub cache_policy: CachePolicy [CACHE_POLICY_OFFSET, CACHE_POLICY_BITS] => with_cache_policy, with_cache_policy_checked, set_cache_policy, set_cache_policy_checked;
        /// `VOLATILE` \[27\] (gfx7+).
        pub volatile: bool [VOLATILE_OFFSET, VOLATILE_BITS] => with_volatile, with_volatile_checked, set_volatile, set_volatile_checked;
        /// Reserved \[29:28\].
        #[bits(2)]
        __: u8;
        /// `ENGINE_SEL` \[31:30\].
        #[bits(2, default = 0)]
        pub engine_sel: EngineSelMePfpCe [ENGINE_SEL_OFFSET, ENGINE_SEL_BITS] => with_engine_sel, with_engine_sel_checked, set_engine_sel, set_engine_sel_checked;
    }
}

crate::regs::word! {
    /// `COPY_DATA` dword 1.
    #[derive(PartialEq, Eq)]
    pub struct CopyDataControl {
        /// `SRC_SEL` \[3:0\].
        #[bits(4, default = 0)]
        pub src_sel: CopyDataSrcSel [SRC_SEL_OFFSET, SRC_SEL_BITS] => with_src_sel, with_src_sel_checked, set_src_sel, set_src_sel_checked;
        /// Reserved \[7:4\].
        #[bits(4)]
        __: u8;
        /// `DST_SEL` \[11:8\].
        #[bits(4, default = 0)]
        pub dst_sel: CopyDataDstSel [DST_SEL_OFFSET, DST_SEL_BITS] => with_dst_sel, with_dst_sel_checked, set_dst_sel, set_dst_sel_checked;
        /// `SRC_ATC` \[12\] (gfx7+).
        pub src_atc: bool [SRC_ATC_OFFSET, SRC_ATC_BITS] => with_src_atc, with_src_atc_checked, set_src_atc, set_src_atc_checked;
        /// `SRC_CACHE_POLICY` \[14:13\] (gfx7+).
        #[bits(2, default = 0)]
        pub src_cache_policy: CachePolicy [SRC_CACHE_POLICY_OFFSET, SRC_CACHE_POLICY_BITS] => with_src_cache_policy, with_src_cache_policy_checked, set_src_cache_policy, set_src_cache_policy_checked;
        /// `SRC_VOLATILE` \[15\] (gfx7+).
        pub src_volatile: bool [SRC_VOLATILE_OFFSET, SRC_VOLATILE_BITS] => with_src_volatile, with_src_volatile_checked, set_src_volatile, set_src_volatile_checked;
        /// `COUNT_SEL` \[16\].
        #[bits(1, default = 0)]
        pub count_sel: CopyDataCountSel [COUNT_SEL_OFFSET, COUNT_SEL_BITS] => with_count_sel, with_count_sel_checked, set_count_sel, set_count_sel_checked;
        /// Reserved \[19:17\].
        #[bits(3)]
        __: u8;
        /// `WR_CONFIRM` \[20\].
        pub wr_confirm: bool [WR_CONFIRM_OFFSET, WR_CONFIRM_BITS] => with_wr_confirm, with_wr_confirm_checked, set_wr_confirm, set_wr_confirm_checked;
        /// Reserved \[23:21\].
        #[bits(3)]
        __: u8;
        /// `DST_ATC` \[24\] (gfx7+).
        pub dst_atc: bool [DST_ATC_OFFSET, DST_ATC_BITS] => with_dst_atc, with_dst_atc_checked, set_dst_atc, set_dst_atc_checked;
        /// `DST_CACHE_POLICY` \[26:25\] (gfx7+).
        #[bits(2, default = 0)]
        pub dst_cache_policy: CachePolicy [DST_CACHE_POLICY_OFFSET, DST_CACHE_POLICY_BITS] => with_dst_cache_policy, with_dst_cache_policy_checked, set_dst_cache_policy, set_dst_cache_policy_checked;
        /// `DST_VOLATILE` \[27\] (gfx7+).
        pub dst_volatile: bool [DST_VOLATILE_OFFSET, DST_VOLATILE_BITS] => with_dst_volatile, with_dst_volatile_checked, set_dst_volatile, set_dst_volatile_checked;
        /// Reserved \[29:28\].
        #[bits(2)]
        __: u8;
        /// `ENGINE_SEL` \[31:30\].
        #[bits(2, default = 0)]
        pub engine_sel: EngineSelMePfpCe [ENGINE_SEL_OFFSET, ENGINE_SEL_BITS] => with_engine_sel, with_engine_sel_checked, set_engine_sel, set_engine_sel_checked;
    }
}

crate::regs::word! {
    /// `DMA_DATA` dword 1.
    #[derive(PartialEq, Eq)]
    pub struct DmaDataControl {
        /// `ENGINE` \[0\].
        #[bits(1, default = 0)]
        pub engine: EngineSelMePfp [ENGINE_OFFSET, ENGINE_BITS] => with_engine, with_engine_checked, set_engine, set_engine_checked;
        /// Reserved \[11:1\].
        #[bits(11)]
        __: u16;
        /// `SRC_ATC` \[12\].
        pub src_atc: bool [SRC_ATC_OFFSET, SRC_ATC_BITS] => with_src_atc, with_src_atc_checked, set_src_atc, set_src_atc_checked;
        /// `SRC_CACHE_POLICY` \[14:13\].
        #[bits(2, default = 0)]
        pub src_cache_policy: CachePolicy [SRC_CACHE_POLICY_OFFSET, SRC_CACHE_POLICY_BITS] => with_src_cache_policy, with_src_cache_policy_checked, set_src_cache_policy, set_src_cache_policy_checked;
        /// `SRC_VOLATILE` \[15\].
        pub src_volatile: bool [SRC_VOLATILE_OFFSET, SRC_VOLATILE_BITS] => with_src_volatile, with_src_volatile_checked, set_src_volatile, set_src_volatile_checked;
        /// Reserved \[19:16\].
        #[bits(4)]
        __: u8;
        /// `DST_SEL` \[21:20\].
        #[bits(2, default = 0)]
        pub dst_sel: DmaDataDstSel [DST_SEL_OFFSET, DST_SEL_BITS] => with_dst_sel, with_dst_sel_checked, set_dst_sel, set_dst_sel_checked;
        /// Reserved \[23:22\].
        #[bits(2)]
        __: u8;
        /// `DST_ATC` \[24\].
        pub dst_atc: bool [DST_ATC_OFFSET, DST_ATC_BITS] => with_dst_atc, with_dst_atc_checked, set_dst_atc, set_dst_atc_checked;
        /// `DST_CACHE_POLICY` \[26:25\].
        #[bits(2, default = 0)]
        pub dst_cache_policy: CachePolicy [DST_CACHE_POLICY_OFFSET, DST_CACHE_POLICY_BITS] => with_dst_cache_policy, with_dst_cache_policy_checked, set_dst_cache_policy, set_dst_cache_policy_checked;
        /// `DST_VOLATILE` \[27\].
        pub dst_volatile: bool [DST_VOLATILE_OFFSET, DST_VOLATILE_BITS] => with_dst_volatile, with_dst_volatile_checked, set_dst_volatile, set_dst_volatile_checked;
        /// Reserved \[28\].
        #[bits(1)]
        __: u8;
        /// `SRC_SEL` \[30:29\].
        #[bits(2, default = 0)]
        pub src_sel: DmaDataSrcSel [SRC_SEL_OFFSET, SRC_SEL_BITS] => with_src_sel, with_src_sel_checked, set_src_sel, set_src_sel_checked;
        /// `CP_SYNC` \[31\]: wait for the transfer before the next packet.
        pub cp_sync: bool [CP_SYNC_OFFSET, CP_SYNC_BITS] => with_cp_sync, with_cp_sync_checked, set_cp_sync, set_cp_sync_checked;
    }
}

crate::regs::word! {
    /// `DMA_DATA` dword 6 / `CP_DMA` dword 5 (`COMMAND`). `SAS`/`DAS`/`SAIC`/`DAIC`
    /// are called `SRC/DST_ADDR_SPACE` and `SRC/DST_ADDR_INC` in `CP_DMA`.
    #[derive(PartialEq, Eq)]
    pub struct DmaCommand {
        /// `BYTE_COUNT` \[20:0\] (set by the packet methods).
        #[bits(21)]
        pub byte_count: u32 [BYTE_COUNT_OFFSET, BYTE_COUNT_BITS] => with_byte_count, with_byte_count_checked, set_byte_count, set_byte_count_checked;
        /// `DIS_WC` \[21\]: disable write confirm.
        pub dis_wc: bool [DIS_WC_OFFSET, DIS_WC_BITS] => with_dis_wc, with_dis_wc_checked, set_dis_wc, set_dis_wc_checked;
        /// `SRC_SWAP` \[23:22\].
        #[bits(2, default = 0)]
        pub src_swap: DmaSwap [SRC_SWAP_OFFSET, SRC_SWAP_BITS] => with_src_swap, with_src_swap_checked, set_src_swap, set_src_swap_checked;
        /// `DST_SWAP` \[25:24\].
        #[bits(2, default = 0)]
        pub dst_swap: DmaSwap [DST_SWAP_OFFSET, DST_SWAP_BITS] => with_dst_swap, with_dst_swap_checked, set_dst_swap, set_dst_swap_checked;
        /// `SAS` \[26\]: source address space.
        #[bits(1, default = 0)]
        pub sas: DmaAddrSpace [SAS_OFFSET, SAS_BITS] => with_sas, with_sas_checked, set_sas, set_sas_checked;
        /// `DAS` \[27\]: destination address space.
        #[bits(1, default = 0)]
        pub das: DmaAddrSpace [DAS_OFFSET, DAS_BITS] => with_das, with_das_checked, set_das, set_das_checked;
        /// `SAIC` \[28\]: source address increment.
        #[bits(1, default = 0)]
        pub saic: DmaAddrInc [SAIC_OFFSET, SAIC_BITS] => with_saic, with_saic_checked, set_saic, set_saic_checked;
        /// `DAIC` \[29\]: destination address increment.
        #[bits(1, default = 0)]
        pub daic: DmaAddrInc [DAIC_OFFSET, DAIC_BITS] => with_daic, with_daic_checked, set_daic, set_daic_checked;
        /// `RAW_WAIT` \[30\]: wait for previous writes before reading.
        pub raw_wait: bool [RAW_WAIT_OFFSET, RAW_WAIT_BITS] => with_raw_wait, with_raw_wait_checked, set_raw_wait, set_raw_wait_checked;
        /// Reserved \[31\].
        #[bits(1)]
        __: u8;
    }
}

crate::regs::word! {
    /// `CP_DMA` dword 2.
    #[derive(PartialEq, Eq)]
    pub struct CpDmaControl {
        /// `SRC_ADDR_HI` \[15:0\] (set by the packet method).
        pub src_addr_hi: u16 [SRC_ADDR_HI_OFFSET, SRC_ADDR_HI_BITS] => with_src_addr_hi, with_src_addr_hi_checked, set_src_addr_hi, set_src_addr_hi_checked;
        /// Reserved \[19:16\].
        #[bits(4)]
        __: u8;
        /// `DST_SEL` \[21:20\].
        #[bits(2, default = 0)]
        pub dst_sel: CpDmaDstSel [DST_SEL_OFFSET, DST_SEL_BITS] => with_dst_sel, with_dst_sel_checked, set_dst_sel, set_dst_sel_checked;
        /// Reserved \[23:22\].
        #[bits(2)]
        __: u8;
        /// `M2M_OPT` \[24\].
        pub m2m_opt: bool [M2M_OPT_OFFSET, M2M_OPT_BITS] => with_m2m_opt, with_m2m_opt_checked, set_m2m_opt, set_m2m_opt_checked;
        /// Reserved \[26:25\].
        #[bits(2)]
        __: u8;
        /// `ENGINE` \[27\].
        #[bits(1, default = 0)]
        pub engine: EngineSelMePfp [ENGINE_OFFSET, ENGINE_BITS] => with_engine, with_engine_checked, set_engine, set_engine_checked;
        /// Reserved \[28\].
        #[bits(1)]
        __: u8;
        /// `SRC_SEL` \[30:29\].
        #[bits(2, default = 0)]
        pub src_sel: CpDmaSrcSel [SRC_SEL_OFFSET, SRC_SEL_BITS] => with_src_sel, with_src_sel_checked, set_src_sel, set_src_sel_checked;
        /// `CP_SYNC` \[31\].
        pub cp_sync: bool [CP_SYNC_OFFSET, CP_SYNC_BITS] => with_cp_sync, with_cp_sync_checked, set_cp_sync, set_cp_sync_checked;
    }
}

crate::regs::word! {
    /// `ATOMIC_MEM` dword 1 (gfx7 layout).
    #[derive(PartialEq, Eq)]
    pub struct AtomicMemControl {
        /// `ATOMIC_OP` \[6:0\].
        #[bits(7, default = 0)]
        pub atomic_op: TcOp [ATOMIC_OP_OFFSET, ATOMIC_OP_BITS] => with_atomic_op, with_atomic_op_checked, set_atomic_op, set_atomic_op_checked;
        /// Reserved \[7\].
        #[bits(1)]
        __: u8;
        /// `COMMAND` \[11:8\].
        #[bits(4, default = 0)]
        pub command: AtomicCommand [COMMAND_OFFSET, COMMAND_BITS] => with_command, with_command_checked, set_command, set_command_checked;
        /// Reserved \[23:12\].
        #[bits(12)]
        __: u16;
        /// `ATC` \[24\].
        pub atc: bool [ATC_OFFSET, ATC_BITS] => with_atc, with_atc_checked, set_atc, set_atc_checked;
        /// `CACHE_POLICY` \[26:25\].
        #[bits(2, default = 0)]
        pub cache_policy: CachePolicy [CACHE_POLICY_OFFSET, CACHE_POLICY_BITS] => with_cache_policy, with_cache_policy_checked, set_cache_policy, set_cache_policy_checked;
        /// `VOLATILE` \[27\].
        pub volatile: bool [VOLATILE_OFFSET, VOLATILE_BITS] => with_volatile, with_volatile_checked, set_volatile, set_volatile_checked;
        /// Reserved \[29:28\].
        #[bits(2)]
        __: u8;
        /// `ENGINE_SEL` \[31:30\] (ME or PFP).
        #[bits(2, default = 0)]
        pub engine_sel: EngineSelMePfpCe [ENGINE_SEL_OFFSET, ENGINE_SEL_BITS] => with_engine_sel, with_engine_sel_checked, set_engine_sel, set_engine_sel_checked;
    }
}

crate::regs::word! {
    /// `ATOMIC_MEM` dword 8.
    #[derive(PartialEq, Eq)]
    pub struct AtomicLoopInterval {
        /// `LOOP_INTERVAL` \[12:0\].
        #[bits(13)]
        pub loop_interval: u16 [LOOP_INTERVAL_OFFSET, LOOP_INTERVAL_BITS] => with_loop_interval, with_loop_interval_checked, set_loop_interval, set_loop_interval_checked;
        /// Reserved \[31:13\].
        #[bits(19)]
        __: u32;
    }
}

crate::regs::word! {
    /// `MEM_SEMAPHORE` dword 2 (gfx7 layout).
    #[derive(PartialEq, Eq)]
    pub struct MemSemaphoreControl {
        /// `ADDR_HI` \[15:0\]: address bits \[47:32\].
        pub addr_hi: u16 [ADDR_HI_OFFSET, ADDR_HI_BITS] => with_addr_hi, with_addr_hi_checked, set_addr_hi, set_addr_hi_checked;
        /// `USE_MAILBOX` \[16\].
        pub use_mailbox: bool [USE_MAILBOX_OFFSET, USE_MAILBOX_BITS] => with_use_mailbox, with_use_mailbox_checked, set_use_mailbox, set_use_mailbox_checked;
        /// Reserved \[19:17\].
        #[bits(3)]
        __: u8;
        /// `SIGNAL_TYPE` \[20\].
        #[bits(1, default = 0)]
        pub signal_type: MemSemaphoreSignalType [SIGNAL_TYPE_OFFSET, SIGNAL_TYPE_BITS] => with_signal_type, with_signal_type_checked, set_signal_type, set_signal_type_checked;
        /// Reserved \[23:21\].
        #[bits(3)]
        __: u8;
        /// `CLIENT_CODE` \[25:24\].
        #[bits(2, default = 0)]
        pub client_code: MemSemaphoreClientCode [CLIENT_CODE_OFFSET, CLIENT_CODE_BITS] => with_client_code, with_client_code_checked, set_client_code, set_client_code_checked;
        /// Reserved \[28:26\].
        #[bits(3)]
        __: u8;
        /// `SEM_SEL` \[31:29\].
        #[bits(3, default = 0)]
        pub sem_sel: MemSemaphoreSemSel [SEM_SEL_OFFSET, SEM_SEL_BITS] => with_sem_sel, with_sem_sel_checked, set_sem_sel, set_sem_sel_checked;
    }
}

word_fields!(
    WaitRegMemControl,
    WriteDataControl,
    CopyDataControl,
    DmaDataControl,
    DmaCommand,
    CpDmaControl,
    AtomicMemControl,
    AtomicLoopInterval,
    MemSemaphoreControl,
);

typed_packet! {
    /// `WAIT_REG_MEM`: wait until a register or memory value passes a test
    /// ([`CommandBuffer::wait_reg_mem`](CommandBuffer::wait_reg_mem)).
    pub struct WaitRegMem = WAIT_REG_MEM [WAIT_REG_MEM_DWORDS] {
        /// Dword 1: `FUNCTION`, `MEM_SPACE`, `OPERATION`, `ENGINE`, ...
        control @ 0: WaitRegMemControl,
        /// `POLL_ADDRESS_LO` / `POLL_ADDRESS_HI` (a register address for `MEM_SPACE = REGISTER`).
        poll_address @ 1: u64,
        /// `REFERENCE`.
        reference @ 3: u32,
        /// `MASK`.
        mask @ 4: u32,
        /// `POLL_INTERVAL` (units of 16 clocks).
        poll_interval @ 5: u32,
    }
}

typed_packet! {
    /// `WRITE_DATA`: dwords written to a register, memory or GDS
    /// ([`CommandBuffer::write_data`](CommandBuffer::write_data)).
    pub struct WriteData<'a> = WRITE_DATA {
        /// Dword 1: `DST_SEL`, `WR_ONE_ADDR`, `WR_CONFIRM`, `ENGINE_SEL`, ...
        control @ 0: WriteDataControl,
        /// `DST_ADDR_LO` / `DST_ADDR_HI`.
        dst_addr @ 1: u64,
        /// The data dwords (at least one).
        data @ 3: &'a [u32],
    }
}

typed_packet! {
    /// `COPY_DATA`: copy 32 or 64 bits between registers, memory, GDS, ...
    /// ([`CommandBuffer::copy_data`](CommandBuffer::copy_data)).
    pub struct CopyData = COPY_DATA [COPY_DATA_DWORDS] {
        /// Dword 1: `SRC_SEL`, `DST_SEL`, `COUNT_SEL`, `ENGINE_SEL`, ...
        control @ 0: CopyDataControl,
        /// `SRC_ADDR_LO` / `SRC_ADDR_HI` (the data itself for `SRC_SEL = IMMEDIATE`).
        src_addr @ 1: u64,
        /// `DST_ADDR_LO` / `DST_ADDR_HI`.
        dst_addr @ 3: u64,
    }
}

typed_packet! {
    /// `DMA_DATA`: copy or fill bytes
    /// ([`CommandBuffer::dma_data`](CommandBuffer::dma_data)).
    pub struct DmaData = DMA_DATA [DMA_DATA_DWORDS] {
        /// Dword 1: `ENGINE`, `SRC_SEL`, `DST_SEL`, `CP_SYNC`, cache policies.
        control @ 0: DmaDataControl,
        /// `SRC_ADDR_LO` / `SRC_ADDR_HI` (the fill value for `SRC_SEL = DATA`).
        src_addr @ 1: u64,
        /// `DST_ADDR_LO` / `DST_ADDR_HI`.
        dst_addr @ 3: u64,
        /// Dword 6: `BYTE_COUNT`, swaps, address spaces and increments.
        command @ 5: DmaCommand,
    }
}

typed_packet! {
    /// `CP_DMA`: copy bytes
    /// ([`CommandBuffer::cp_dma`](CommandBuffer::cp_dma)).
    pub struct CpDma = CP_DMA [CP_DMA_DWORDS] {
        /// `SRC_ADDR_LO`: source address bits `\[31:0\]`.
        src_addr_lo @ 0: u32,
        /// Dword 2: `SRC_ADDR_HI`, `DST_SEL`, `ENGINE`, `SRC_SEL`, `CP_SYNC`.
        control @ 1: CpDmaControl,
        /// `DST_ADDR_LO` / `DST_ADDR_HI`.
        dst_addr @ 2: u64,
        /// Dword 5: `BYTE_COUNT`, swaps, address spaces and increments.
        command @ 4: DmaCommand,
    }
}

typed_packet! {
    /// `ATOMIC_MEM`: an atomic operation on memory
    /// ([`CommandBuffer::atomic_mem`](CommandBuffer::atomic_mem)).
    pub struct AtomicMem = ATOMIC_MEM [ATOMIC_MEM_DWORDS] {
        /// Dword 1: `ATOMIC_OP`, `COMMAND`, cache policy, `ENGINE_SEL`.
        control @ 0: AtomicMemControl,
        /// `ADDR_LO` / `ADDR_HI`.
        addr @ 1: u64,
        /// `SRC_DATA_LO` / `SRC_DATA_HI`.
        src_data @ 3: u64,
        /// `CMP_DATA_LO` / `CMP_DATA_HI`.
        cmp_data @ 5: u64,
        /// Dword 8: `LOOP_INTERVAL`.
        loop_interval @ 7: AtomicLoopInterval,
    }
}

typed_packet! {
    /// `MEM_SEMAPHORE`: signal or wait on a semaphore
    /// ([`CommandBuffer::mem_semaphore`](CommandBuffer::mem_semaphore)).
    pub struct MemSemaphore = MEM_SEMAPHORE [MEM_SEMAPHORE_DWORDS] {
        /// `ADDR_LO`: address bits `\[31:0\]`.
        addr_lo @ 0: u32,
        /// Dword 2: `ADDR_HI`, `USE_MAILBOX`, `SIGNAL_TYPE`, `CLIENT_CODE`, `SEM_SEL`.
        control @ 1: MemSemaphoreControl,
    }
}

joined! {
    /// The 48-bit source address.
    CpDma::src_addr = src_addr_lo + control.src_addr_hi;
    /// The 48-bit semaphore address.
    MemSemaphore::addr = addr_lo + control.addr_hi;
}

/// Most data dwords one `WRITE_DATA` carries.
pub const WRITE_DATA_MAX_DWORDS: usize = MAX_BODY_DWORDS - 3;
/// Largest `BYTE_COUNT` of `DMA_DATA` / `CP_DMA` (21 bits).
pub const DMA_MAX_BYTES: u32 = (1 << 21) - 1;

/// Dwords of a `WRITE_DATA` carrying `n` data dwords.
pub const fn write_data_dwords(n: usize) -> usize {
    n.saturating_add(WriteData::BODY_DWORDS)
}

/// A dword register address (for `REGISTER` selects): 16 bits.
const fn check_reg_address(field: &'static str, address: u64) -> Result<(), Error> {
    check_address(field, address, 1, 16)
}

impl CommandBuffer<'_> {
    /// `WAIT_REG_MEM`: wait until `(value & mask) FUNCTION reference`, the
    /// value read from `address` (a dword register address for
    /// `MEM_SPACE = REGISTER`, else a 4-byte aligned memory address), polling
    /// every `poll_interval` (units of 16 clocks).
    ///
    /// Errors: [`Error::InvalidField`] for `FUNCTION` 7, which the spec marks
    /// reserved; [`Error::Address`] for a misaligned or too-wide address.
    pub fn wait_reg_mem(
        &mut self,
        control: WaitRegMemControl,
        address: u64,
        reference: u32,
        mask: u32,
        poll_interval: u32,
    ) -> Result<(), Error> {
        if control.function().into_bits() == WaitRegMemFunction::RESERVED.into_bits() {
            return Err(Error::InvalidField {
                field: "FUNCTION",
                value: u64::from(control.function().into_bits()),
            });
        }
        if control.mem_space().into_bits() == WaitRegMemMemSpace::REGISTER.into_bits() {
            check_reg_address("POLL_ADDRESS", address)?;
        } else {
            check_address("POLL_ADDRESS", address, 4, 64)?;
        }
        self.push(&WaitRegMem {
            control,
            poll_address: address,
            reference,
            mask,
            poll_interval,
        })
    }

    /// `WRITE_DATA`: writes `data` at `address` (a dword register address
    /// for `DST_SEL = REGISTER`, a GDS offset for `GDS`, else a 4-byte
    /// aligned memory address).
    ///
    /// Errors: [`Error::CountOutOfRange`] for empty data or more than
    /// [`WRITE_DATA_MAX_DWORDS`]; address errors; [`Error::OutOfSpace`].
    pub fn write_data(
        &mut self,
        control: WriteDataControl,
        address: u64,
        data: &[u32],
    ) -> Result<(), Error> {
        check_count("DATA", data.len() as u64, 1, WRITE_DATA_MAX_DWORDS as u64)?;
        match control.dst_sel().into_bits() {
            0 => check_reg_address("DST_ADDR", address)?,
            3 => check_address("DST_ADDR", address, 1, 32)?,
            _ => check_address("DST_ADDR", address, 4, 64)?,
        }
        self.push(&WriteData {
            control,
            dst_addr: address,
            data,
        })
    }

    /// `COPY_DATA`: copies 32 or 64 bits from `src` to `dst`. Register
    /// selects take dword register addresses; memory / TC L2 selects take
    /// 4-byte aligned addresses (8 for a 64-bit copy); `IMMEDIATE` takes
    /// the data itself in `src`.
    pub fn copy_data(&mut self, control: CopyDataControl, src: u64, dst: u64) -> Result<(), Error> {
        let align = if control.count_sel().into_bits() == 1 {
            8
        } else {
            4
        };
        match control.src_sel().into_bits() {
            0 => check_reg_address("SRC_ADDRESS", src)?,
            1 | 2 => check_address("SRC_ADDRESS", src, align, 64)?,
            _ => {}
        }
        match control.dst_sel().into_bits() {
            0 => check_reg_address("DST_ADDRESS", dst)?,
            1 | 2 | 5 => check_address("DST_ADDRESS", dst, align, 64)?,
            _ => {}
        }
        self.push(&CopyData {
            control,
            src_addr: src,
            dst_addr: dst,
        })
    }

    /// `DMA_DATA` (gfx7+): copies `byte_count` bytes from `src` to `dst`
    /// (or fills with the 32-bit value in `src` for `SRC_SEL = DATA`).
    /// `command`'s `BYTE_COUNT` is replaced by `byte_count`.
    ///
    /// Errors: [`Error::CountOutOfRange`] for `byte_count` outside
    /// `1..=DMA_MAX_BYTES`; [`Error::Address`] for a fill value over 32 bits.
    pub fn dma_data(
        &mut self,
        control: DmaDataControl,
        src: u64,
        dst: u64,
        byte_count: u32,
        command: DmaCommand,
    ) -> Result<(), Error> {
        check_count("BYTE_COUNT", byte_count as u64, 1, DMA_MAX_BYTES as u64)?;
        if control.src_sel().into_bits() == DmaDataSrcSel::DATA.into_bits() {
            check_address("DATA", src, 1, 32)?;
        }
        self.push(&DmaData {
            control,
            src_addr: src,
            dst_addr: dst,
            command: command.with_byte_count(byte_count & DMA_MAX_BYTES),
        })
    }

    /// `CP_DMA`: copies `byte_count` bytes from `src` (48 bits) to `dst`.
    /// `control`'s `SRC_ADDR_HI` and `command`'s `BYTE_COUNT` are replaced.
    ///
    /// Errors: [`Error::CountOutOfRange`] for `byte_count` outside
    /// `1..=DMA_MAX_BYTES`; [`Error::Address`].
    pub fn cp_dma(
        &mut self,
        control: CpDmaControl,
        src: u64,
        dst: u64,
        byte_count: u32,
        command: DmaCommand,
    ) -> Result<(), Error> {
        check_count("BYTE_COUNT", byte_count as u64, 1, DMA_MAX_BYTES as u64)?;
        check_address("SRC_ADDR", src, 1, 48)?;
        self.push(&CpDma {
            src_addr_lo: src as u32,
            control: control.with_src_addr_hi((src >> 32) as u16),
            dst_addr: dst,
            command: command.with_byte_count(byte_count & DMA_MAX_BYTES),
        })
    }

    /// `ATOMIC_MEM`: the atomic `control.atomic_op` on `address` (4-byte
    /// aligned) with `src` and `cmp` data, retrying every `loop_interval`
    /// for `LOOP_UNTIL_COMPARE_SATISFIED`.
    ///
    /// Errors: address errors; [`Error::CountOutOfRange`] for `loop_interval` over 13 bits.
    pub fn atomic_mem(
        &mut self,
        control: AtomicMemControl,
        address: u64,
        src: u64,
        cmp: u64,
        loop_interval: u16,
    ) -> Result<(), Error> {
        check_address("ADDR", address, 4, 64)?;
        check_count("LOOP_INTERVAL", loop_interval as u64, 0, 0x1FFF)?;
        self.push(&AtomicMem {
            control,
            addr: address,
            src_data: src,
            cmp_data: cmp,
            loop_interval: AtomicLoopInterval::new().with_loop_interval(loop_interval),
        })
    }

    /// `MEM_SEMAPHORE`: signal or wait on the semaphore at `address` (8-byte
    /// aligned, 48 bits). `control`'s `ADDR_HI` is replaced.
    pub fn mem_semaphore(
        &mut self,
        address: u64,
        control: MemSemaphoreControl,
    ) -> Result<(), Error> {
        check_address("ADDR", address, 8, 48)?;
        self.push(&MemSemaphore {
            addr_lo: address as u32,
            control: control.with_addr_hi((address >> 32) as u16),
        })
    }
}
