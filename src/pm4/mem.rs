//! Memory packets: `WAIT_REG_MEM`, `WRITE_DATA`, `COPY_DATA`, `DMA_DATA`,
//! `CP_DMA`, `ATOMIC_MEM`, `MEM_SEMAPHORE`.

use bitfield_struct::bitfield;

use super::buffer::CommandBuffer;
use super::enums::{CachePolicy, EngineSel};
use super::error::{Error, check_address, check_count};
use super::header::{MAX_BODY_DWORDS, hdr};
use super::opcode::Opcode;

open_enum! {
    /// `WAIT_REG_MEM` `FUNCTION`: compare `(value & MASK)` with `REFERENCE`.
    pub struct WaitRegMemFunction(u8): 3 bits {
        /// Always true.
        ALWAYS = 0,
        /// `<`.
        LESS = 1,
        /// `<=`.
        LESS_EQUAL = 2,
        /// `==`.
        EQUAL = 3,
        /// `!=`.
        NOT_EQUAL = 4,
        /// `>=`.
        GREATER_EQUAL = 5,
        /// `>`.
        GREATER = 6,
        /// Reserved.
        RESERVED = 7,
    }
}

open_enum! {
    /// `WAIT_REG_MEM` `MEM_SPACE`.
    pub struct WaitRegMemMemSpace(u8): 2 bits {
        /// Poll a register (`POLL_ADDRESS_LO` = dword register address).
        REGISTER = 0,
        /// Poll memory.
        MEMORY = 1,
        /// Poll through the TC L2 (gfx7+).
        TC_L2 = 2,
    }
}

open_enum! {
    /// `WAIT_REG_MEM` `OPERATION` (gfx7+).
    pub struct WaitRegMemOperation(u8): 2 bits {
        /// Wait on a register or memory value.
        WAIT_REG_MEM = 0,
        /// (PFP only) write, wait, write.
        WR_WAIT_WR_REG = 1,
    }
}

open_enum! {
    /// `WRITE_DATA` `DST_SEL`.
    pub struct WriteDataDstSel(u8): 4 bits {
        /// A register (`DST_ADDR_LO` = dword register address).
        REGISTER = 0,
        /// Memory through the GRBM (synchronous).
        MEMORY_SYNC = 1,
        /// The TC L2.
        TC_L2 = 2,
        /// GDS.
        GDS = 3,
        /// Reserved.
        RESERVED = 4,
        /// Memory, written directly (asynchronous).
        MEMORY_ASYNC = 5,
    }
}

open_enum! {
    /// `COPY_DATA` `SRC_SEL`.
    pub struct CopyDataSrcSel(u8): 4 bits {
        /// A register.
        REGISTER = 0,
        /// Memory.
        MEMORY = 1,
        /// The TC L2.
        TC_L2 = 2,
        /// GDS.
        GDS = 3,
        /// A performance counter.
        PERF_COUNTER = 4,
        /// The source address dwords are the data.
        IMMEDIATE = 5,
        /// Atomic return data.
        ATOMIC_RETURN_DATA = 6,
        /// GDS atomic return data 0.
        GDS_ATOMIC_RETURN_DATA0 = 7,
        /// GDS atomic return data 1.
        GDS_ATOMIC_RETURN_DATA1 = 8,
        /// The GPU clock counter.
        GPU_CLOCK_COUNT = 9,
    }
}

open_enum! {
    /// `COPY_DATA` `DST_SEL`.
    pub struct CopyDataDstSel(u8): 4 bits {
        /// A register.
        REGISTER = 0,
        /// Memory (synchronous).
        MEMORY_SYNC = 1,
        /// The TC L2.
        TC_L2 = 2,
        /// GDS.
        GDS = 3,
        /// A performance counter.
        PERF_COUNTER = 4,
        /// Memory (asynchronous).
        MEMORY_ASYNC = 5,
        /// Memory-mapped register.
        MEM_MAPPED_REG_DC = 6,
    }
}

open_enum! {
    /// `COPY_DATA` `COUNT_SEL` (AMD names `32_BITS` / `64_BITS`).
    pub struct CopyDataCountSel(u8): 1 bits {
        /// `32_BITS`: copy one dword.
        COUNT_32_BITS = 0,
        /// `64_BITS`: copy two dwords.
        COUNT_64_BITS = 1,
    }
}

open_enum! {
    /// `DMA_DATA` / `CP_DMA` `SRC_SEL`.
    pub struct DmaSrcSel(u8): 2 bits {
        /// `SRC_ADDR`.
        SRC_ADDR = 0,
        /// GDS.
        GDS = 1,
        /// The source address dword is a 32-bit fill value.
        DATA = 2,
        /// `SRC_ADDR` through the L2.
        SRC_ADDR_USING_L2 = 3,
    }
}

open_enum! {
    /// `DMA_DATA` / `CP_DMA` `DST_SEL`.
    pub struct DmaDstSel(u8): 2 bits {
        /// `DST_ADDR`.
        DST_ADDR = 0,
        /// GDS.
        GDS = 1,
        /// `DST_ADDR` through the L2.
        DST_ADDR_USING_L2 = 3,
    }
}

open_enum! {
    /// `SAS`/`DAS` (`DMA_DATA`), `SRC/DST_ADDR_SPACE` (`CP_DMA`).
    pub struct DmaAddrSpace(u8): 1 bits {
        /// Memory address.
        MEMORY = 0,
        /// Register address.
        REGISTER = 1,
    }
}

open_enum! {
    /// `SAIC`/`DAIC` (`DMA_DATA`), `SRC/DST_ADDR_INC` (`CP_DMA`).
    pub struct DmaAddrInc(u8): 1 bits {
        /// Increment the address.
        INCREMENT = 0,
        /// Keep the address.
        NO_INCREMENT = 1,
    }
}

open_enum! {
    /// `SRC_SWAP`/`DST_SWAP` of `DMA_DATA` / `CP_DMA` (AMD names `NONE`, `8_IN_16`, ...).
    pub struct DmaSwap(u8): 2 bits {
        /// No swap.
        NONE = 0,
        /// `8_IN_16`.
        SWAP_8_IN_16 = 1,
        /// `8_IN_32`.
        SWAP_8_IN_32 = 2,
        /// `8_IN_64`.
        SWAP_8_IN_64 = 3,
    }
}

open_enum! {
    /// One-bit `ENGINE` of `DMA_DATA` and `CP_DMA` (`ENGINE_SEL_ME_PFP`).
    pub struct MePfpEngine(u8): 1 bits {
        /// Micro engine.
        ME = 0,
        /// Pre-fetch parser.
        PFP = 1,
    }
}

open_enum! {
    /// `ATOMIC_MEM` `COMMAND`.
    pub struct AtomicCommand(u8): 4 bits {
        /// One attempt.
        SINGLE_PASS = 0,
        /// Retry every `LOOP_INTERVAL` until the compare succeeds.
        LOOP_UNTIL_COMPARE_SATISFIED = 1,
        /// Wait for write confirmation.
        WR_CONFIRM = 2,
        /// No return data.
        SEND_NO_RTN = 3,
    }
}

open_enum! {
    /// `TC_OP` (gfx7 values): the `ATOMIC_MEM` `ATOMIC_OP`.
    pub struct TcOp(u8): 7 bits {
        /// `TC_OP_READ`.
        TC_OP_READ = 0,
        /// `TC_OP_ATOMIC_FCMPSWAP_RTN_32`.
        TC_OP_ATOMIC_FCMPSWAP_RTN_32 = 1,
        /// `TC_OP_ATOMIC_FMIN_RTN_32`.
        TC_OP_ATOMIC_FMIN_RTN_32 = 2,
        /// `TC_OP_ATOMIC_FMAX_RTN_32`.
        TC_OP_ATOMIC_FMAX_RTN_32 = 3,
        /// `TC_OP_RESERVED_FOP_RTN_32_0`.
        TC_OP_RESERVED_FOP_RTN_32_0 = 4,
        /// `TC_OP_RESERVED_FOP_RTN_32_1`.
        TC_OP_RESERVED_FOP_RTN_32_1 = 5,
        /// `TC_OP_RESERVED_FOP_RTN_32_2`.
        TC_OP_RESERVED_FOP_RTN_32_2 = 6,
        /// `TC_OP_ATOMIC_SWAP_RTN_32`.
        TC_OP_ATOMIC_SWAP_RTN_32 = 7,
        /// `TC_OP_ATOMIC_CMPSWAP_RTN_32`.
        TC_OP_ATOMIC_CMPSWAP_RTN_32 = 8,
        /// `TC_OP_ATOMIC_FCMPSWAP_FLUSH_DENORM_RTN_32`.
        TC_OP_ATOMIC_FCMPSWAP_FLUSH_DENORM_RTN_32 = 9,
        /// `TC_OP_ATOMIC_FMIN_FLUSH_DENORM_RTN_32`.
        TC_OP_ATOMIC_FMIN_FLUSH_DENORM_RTN_32 = 10,
        /// `TC_OP_ATOMIC_FMAX_FLUSH_DENORM_RTN_32`.
        TC_OP_ATOMIC_FMAX_FLUSH_DENORM_RTN_32 = 11,
        /// `TC_OP_RESERVED_FOP_FLUSH_DENORM_RTN_32_0`.
        TC_OP_RESERVED_FOP_FLUSH_DENORM_RTN_32_0 = 12,
        /// `TC_OP_RESERVED_FOP_FLUSH_DENORM_RTN_32_1`.
        TC_OP_RESERVED_FOP_FLUSH_DENORM_RTN_32_1 = 13,
        /// `TC_OP_RESERVED_FOP_FLUSH_DENORM_RTN_32_2`.
        TC_OP_RESERVED_FOP_FLUSH_DENORM_RTN_32_2 = 14,
        /// `TC_OP_ATOMIC_ADD_RTN_32`.
        TC_OP_ATOMIC_ADD_RTN_32 = 15,
        /// `TC_OP_ATOMIC_SUB_RTN_32`.
        TC_OP_ATOMIC_SUB_RTN_32 = 16,
        /// `TC_OP_ATOMIC_SMIN_RTN_32`.
        TC_OP_ATOMIC_SMIN_RTN_32 = 17,
        /// `TC_OP_ATOMIC_UMIN_RTN_32`.
        TC_OP_ATOMIC_UMIN_RTN_32 = 18,
        /// `TC_OP_ATOMIC_SMAX_RTN_32`.
        TC_OP_ATOMIC_SMAX_RTN_32 = 19,
        /// `TC_OP_ATOMIC_UMAX_RTN_32`.
        TC_OP_ATOMIC_UMAX_RTN_32 = 20,
        /// `TC_OP_ATOMIC_AND_RTN_32`.
        TC_OP_ATOMIC_AND_RTN_32 = 21,
        /// `TC_OP_ATOMIC_OR_RTN_32`.
        TC_OP_ATOMIC_OR_RTN_32 = 22,
        /// `TC_OP_ATOMIC_XOR_RTN_32`.
        TC_OP_ATOMIC_XOR_RTN_32 = 23,
        /// `TC_OP_ATOMIC_INC_RTN_32`.
        TC_OP_ATOMIC_INC_RTN_32 = 24,
        /// `TC_OP_ATOMIC_DEC_RTN_32`.
        TC_OP_ATOMIC_DEC_RTN_32 = 25,
        /// `TC_OP_WBINVL1_VOL`.
        TC_OP_WBINVL1_VOL = 26,
        /// `TC_OP_RESERVED_NON_FLOAT_RTN_32_0`.
        TC_OP_RESERVED_NON_FLOAT_RTN_32_0 = 27,
        /// `TC_OP_RESERVED_NON_FLOAT_RTN_32_1`.
        TC_OP_RESERVED_NON_FLOAT_RTN_32_1 = 28,
        /// `TC_OP_RESERVED_NON_FLOAT_RTN_32_2`.
        TC_OP_RESERVED_NON_FLOAT_RTN_32_2 = 29,
        /// `TC_OP_RESERVED_NON_FLOAT_RTN_32_3`.
        TC_OP_RESERVED_NON_FLOAT_RTN_32_3 = 30,
        /// `TC_OP_RESERVED_NON_FLOAT_RTN_32_4`.
        TC_OP_RESERVED_NON_FLOAT_RTN_32_4 = 31,
        /// `TC_OP_WRITE`.
        TC_OP_WRITE = 32,
        /// `TC_OP_ATOMIC_FCMPSWAP_RTN_64`.
        TC_OP_ATOMIC_FCMPSWAP_RTN_64 = 33,
        /// `TC_OP_ATOMIC_FMIN_RTN_64`.
        TC_OP_ATOMIC_FMIN_RTN_64 = 34,
        /// `TC_OP_ATOMIC_FMAX_RTN_64`.
        TC_OP_ATOMIC_FMAX_RTN_64 = 35,
        /// `TC_OP_RESERVED_FOP_RTN_64_0`.
        TC_OP_RESERVED_FOP_RTN_64_0 = 36,
        /// `TC_OP_RESERVED_FOP_RTN_64_1`.
        TC_OP_RESERVED_FOP_RTN_64_1 = 37,
        /// `TC_OP_RESERVED_FOP_RTN_64_2`.
        TC_OP_RESERVED_FOP_RTN_64_2 = 38,
        /// `TC_OP_ATOMIC_SWAP_RTN_64`.
        TC_OP_ATOMIC_SWAP_RTN_64 = 39,
        /// `TC_OP_ATOMIC_CMPSWAP_RTN_64`.
        TC_OP_ATOMIC_CMPSWAP_RTN_64 = 40,
        /// `TC_OP_ATOMIC_FCMPSWAP_FLUSH_DENORM_RTN_64`.
        TC_OP_ATOMIC_FCMPSWAP_FLUSH_DENORM_RTN_64 = 41,
        /// `TC_OP_ATOMIC_FMIN_FLUSH_DENORM_RTN_64`.
        TC_OP_ATOMIC_FMIN_FLUSH_DENORM_RTN_64 = 42,
        /// `TC_OP_ATOMIC_FMAX_FLUSH_DENORM_RTN_64`.
        TC_OP_ATOMIC_FMAX_FLUSH_DENORM_RTN_64 = 43,
        /// `TC_OP_RESERVED_FOP_FLUSH_DENORM_RTN_64_0`.
        TC_OP_RESERVED_FOP_FLUSH_DENORM_RTN_64_0 = 44,
        /// `TC_OP_RESERVED_FOP_FLUSH_DENORM_RTN_64_1`.
        TC_OP_RESERVED_FOP_FLUSH_DENORM_RTN_64_1 = 45,
        /// `TC_OP_RESERVED_FOP_FLUSH_DENORM_RTN_64_2`.
        TC_OP_RESERVED_FOP_FLUSH_DENORM_RTN_64_2 = 46,
        /// `TC_OP_ATOMIC_ADD_RTN_64`.
        TC_OP_ATOMIC_ADD_RTN_64 = 47,
        /// `TC_OP_ATOMIC_SUB_RTN_64`.
        TC_OP_ATOMIC_SUB_RTN_64 = 48,
        /// `TC_OP_ATOMIC_SMIN_RTN_64`.
        TC_OP_ATOMIC_SMIN_RTN_64 = 49,
        /// `TC_OP_ATOMIC_UMIN_RTN_64`.
        TC_OP_ATOMIC_UMIN_RTN_64 = 50,
        /// `TC_OP_ATOMIC_SMAX_RTN_64`.
        TC_OP_ATOMIC_SMAX_RTN_64 = 51,
        /// `TC_OP_ATOMIC_UMAX_RTN_64`.
        TC_OP_ATOMIC_UMAX_RTN_64 = 52,
        /// `TC_OP_ATOMIC_AND_RTN_64`.
        TC_OP_ATOMIC_AND_RTN_64 = 53,
        /// `TC_OP_ATOMIC_OR_RTN_64`.
        TC_OP_ATOMIC_OR_RTN_64 = 54,
        /// `TC_OP_ATOMIC_XOR_RTN_64`.
        TC_OP_ATOMIC_XOR_RTN_64 = 55,
        /// `TC_OP_ATOMIC_INC_RTN_64`.
        TC_OP_ATOMIC_INC_RTN_64 = 56,
        /// `TC_OP_ATOMIC_DEC_RTN_64`.
        TC_OP_ATOMIC_DEC_RTN_64 = 57,
        /// `TC_OP_WBL2_VOL`.
        TC_OP_WBL2_VOL = 58,
        /// `TC_OP_RESERVED_NON_FLOAT_RTN_64_0`.
        TC_OP_RESERVED_NON_FLOAT_RTN_64_0 = 59,
        /// `TC_OP_RESERVED_NON_FLOAT_RTN_64_1`.
        TC_OP_RESERVED_NON_FLOAT_RTN_64_1 = 60,
        /// `TC_OP_RESERVED_NON_FLOAT_RTN_64_2`.
        TC_OP_RESERVED_NON_FLOAT_RTN_64_2 = 61,
        /// `TC_OP_RESERVED_NON_FLOAT_RTN_64_3`.
        TC_OP_RESERVED_NON_FLOAT_RTN_64_3 = 62,
        /// `TC_OP_RESERVED_NON_FLOAT_RTN_64_4`.
        TC_OP_RESERVED_NON_FLOAT_RTN_64_4 = 63,
        /// `TC_OP_WBINVL1`.
        TC_OP_WBINVL1 = 64,
        /// `TC_OP_ATOMIC_FCMPSWAP_32`.
        TC_OP_ATOMIC_FCMPSWAP_32 = 65,
        /// `TC_OP_ATOMIC_FMIN_32`.
        TC_OP_ATOMIC_FMIN_32 = 66,
        /// `TC_OP_ATOMIC_FMAX_32`.
        TC_OP_ATOMIC_FMAX_32 = 67,
        /// `TC_OP_RESERVED_FOP_32_0`.
        TC_OP_RESERVED_FOP_32_0 = 68,
        /// `TC_OP_RESERVED_FOP_32_1`.
        TC_OP_RESERVED_FOP_32_1 = 69,
        /// `TC_OP_RESERVED_FOP_32_2`.
        TC_OP_RESERVED_FOP_32_2 = 70,
        /// `TC_OP_ATOMIC_SWAP_32`.
        TC_OP_ATOMIC_SWAP_32 = 71,
        /// `TC_OP_ATOMIC_CMPSWAP_32`.
        TC_OP_ATOMIC_CMPSWAP_32 = 72,
        /// `TC_OP_ATOMIC_FCMPSWAP_FLUSH_DENORM_32`.
        TC_OP_ATOMIC_FCMPSWAP_FLUSH_DENORM_32 = 73,
        /// `TC_OP_ATOMIC_FMIN_FLUSH_DENORM_32`.
        TC_OP_ATOMIC_FMIN_FLUSH_DENORM_32 = 74,
        /// `TC_OP_ATOMIC_FMAX_FLUSH_DENORM_32`.
        TC_OP_ATOMIC_FMAX_FLUSH_DENORM_32 = 75,
        /// `TC_OP_RESERVED_FOP_FLUSH_DENORM_32_0`.
        TC_OP_RESERVED_FOP_FLUSH_DENORM_32_0 = 76,
        /// `TC_OP_RESERVED_FOP_FLUSH_DENORM_32_1`.
        TC_OP_RESERVED_FOP_FLUSH_DENORM_32_1 = 77,
        /// `TC_OP_RESERVED_FOP_FLUSH_DENORM_32_2`.
        TC_OP_RESERVED_FOP_FLUSH_DENORM_32_2 = 78,
        /// `TC_OP_ATOMIC_ADD_32`.
        TC_OP_ATOMIC_ADD_32 = 79,
        /// `TC_OP_ATOMIC_SUB_32`.
        TC_OP_ATOMIC_SUB_32 = 80,
        /// `TC_OP_ATOMIC_SMIN_32`.
        TC_OP_ATOMIC_SMIN_32 = 81,
        /// `TC_OP_ATOMIC_UMIN_32`.
        TC_OP_ATOMIC_UMIN_32 = 82,
        /// `TC_OP_ATOMIC_SMAX_32`.
        TC_OP_ATOMIC_SMAX_32 = 83,
        /// `TC_OP_ATOMIC_UMAX_32`.
        TC_OP_ATOMIC_UMAX_32 = 84,
        /// `TC_OP_ATOMIC_AND_32`.
        TC_OP_ATOMIC_AND_32 = 85,
        /// `TC_OP_ATOMIC_OR_32`.
        TC_OP_ATOMIC_OR_32 = 86,
        /// `TC_OP_ATOMIC_XOR_32`.
        TC_OP_ATOMIC_XOR_32 = 87,
        /// `TC_OP_ATOMIC_INC_32`.
        TC_OP_ATOMIC_INC_32 = 88,
        /// `TC_OP_ATOMIC_DEC_32`.
        TC_OP_ATOMIC_DEC_32 = 89,
        /// `TC_OP_INVL2_VOL`.
        TC_OP_INVL2_VOL = 90,
        /// `TC_OP_RESERVED_NON_FLOAT_32_0`.
        TC_OP_RESERVED_NON_FLOAT_32_0 = 91,
        /// `TC_OP_RESERVED_NON_FLOAT_32_1`.
        TC_OP_RESERVED_NON_FLOAT_32_1 = 92,
        /// `TC_OP_RESERVED_NON_FLOAT_32_2`.
        TC_OP_RESERVED_NON_FLOAT_32_2 = 93,
        /// `TC_OP_RESERVED_NON_FLOAT_32_3`.
        TC_OP_RESERVED_NON_FLOAT_32_3 = 94,
        /// `TC_OP_RESERVED_NON_FLOAT_32_4`.
        TC_OP_RESERVED_NON_FLOAT_32_4 = 95,
        /// `TC_OP_WBINVL2`.
        TC_OP_WBINVL2 = 96,
        /// `TC_OP_ATOMIC_FCMPSWAP_64`.
        TC_OP_ATOMIC_FCMPSWAP_64 = 97,
        /// `TC_OP_ATOMIC_FMIN_64`.
        TC_OP_ATOMIC_FMIN_64 = 98,
        /// `TC_OP_ATOMIC_FMAX_64`.
        TC_OP_ATOMIC_FMAX_64 = 99,
        /// `TC_OP_RESERVED_FOP_64_0`.
        TC_OP_RESERVED_FOP_64_0 = 100,
        /// `TC_OP_RESERVED_FOP_64_1`.
        TC_OP_RESERVED_FOP_64_1 = 101,
        /// `TC_OP_RESERVED_FOP_64_2`.
        TC_OP_RESERVED_FOP_64_2 = 102,
        /// `TC_OP_ATOMIC_SWAP_64`.
        TC_OP_ATOMIC_SWAP_64 = 103,
        /// `TC_OP_ATOMIC_CMPSWAP_64`.
        TC_OP_ATOMIC_CMPSWAP_64 = 104,
        /// `TC_OP_ATOMIC_FCMPSWAP_FLUSH_DENORM_64`.
        TC_OP_ATOMIC_FCMPSWAP_FLUSH_DENORM_64 = 105,
        /// `TC_OP_ATOMIC_FMIN_FLUSH_DENORM_64`.
        TC_OP_ATOMIC_FMIN_FLUSH_DENORM_64 = 106,
        /// `TC_OP_ATOMIC_FMAX_FLUSH_DENORM_64`.
        TC_OP_ATOMIC_FMAX_FLUSH_DENORM_64 = 107,
        /// `TC_OP_RESERVED_FOP_FLUSH_DENORM_64_0`.
        TC_OP_RESERVED_FOP_FLUSH_DENORM_64_0 = 108,
        /// `TC_OP_RESERVED_FOP_FLUSH_DENORM_64_1`.
        TC_OP_RESERVED_FOP_FLUSH_DENORM_64_1 = 109,
        /// `TC_OP_RESERVED_FOP_FLUSH_DENORM_64_2`.
        TC_OP_RESERVED_FOP_FLUSH_DENORM_64_2 = 110,
        /// `TC_OP_ATOMIC_ADD_64`.
        TC_OP_ATOMIC_ADD_64 = 111,
        /// `TC_OP_ATOMIC_SUB_64`.
        TC_OP_ATOMIC_SUB_64 = 112,
        /// `TC_OP_ATOMIC_SMIN_64`.
        TC_OP_ATOMIC_SMIN_64 = 113,
        /// `TC_OP_ATOMIC_UMIN_64`.
        TC_OP_ATOMIC_UMIN_64 = 114,
        /// `TC_OP_ATOMIC_SMAX_64`.
        TC_OP_ATOMIC_SMAX_64 = 115,
        /// `TC_OP_ATOMIC_UMAX_64`.
        TC_OP_ATOMIC_UMAX_64 = 116,
        /// `TC_OP_ATOMIC_AND_64`.
        TC_OP_ATOMIC_AND_64 = 117,
        /// `TC_OP_ATOMIC_OR_64`.
        TC_OP_ATOMIC_OR_64 = 118,
        /// `TC_OP_ATOMIC_XOR_64`.
        TC_OP_ATOMIC_XOR_64 = 119,
        /// `TC_OP_ATOMIC_INC_64`.
        TC_OP_ATOMIC_INC_64 = 120,
        /// `TC_OP_ATOMIC_DEC_64`.
        TC_OP_ATOMIC_DEC_64 = 121,
        /// `TC_OP_INVL1L2_VOL`.
        TC_OP_INVL1L2_VOL = 122,
        /// `TC_OP_RESERVED_NON_FLOAT_64_0`.
        TC_OP_RESERVED_NON_FLOAT_64_0 = 123,
        /// `TC_OP_RESERVED_NON_FLOAT_64_1`.
        TC_OP_RESERVED_NON_FLOAT_64_1 = 124,
        /// `TC_OP_RESERVED_NON_FLOAT_64_2`.
        TC_OP_RESERVED_NON_FLOAT_64_2 = 125,
        /// `TC_OP_RESERVED_NON_FLOAT_64_3`.
        TC_OP_RESERVED_NON_FLOAT_64_3 = 126,
        /// `TC_OP_RESERVED_NON_FLOAT_64_4`.
        TC_OP_RESERVED_NON_FLOAT_64_4 = 127,
    }
}

open_enum! {
    /// `MEM_SEMAPHORE` `SEM_SEL`.
    pub struct SemSel(u8): 3 bits {
        /// Signal the semaphore.
        SIGNAL = 6,
        /// Wait on the semaphore.
        WAIT = 7,
    }
}

open_enum! {
    /// `MEM_SEMAPHORE` `CLIENT_CODE` (`DB` is 2; the AMD header spells it `0x10`, binary 10).
    pub struct SemClientCode(u8): 2 bits {
        /// Command processor.
        CP = 0,
        /// Colour backend.
        CB = 1,
        /// Depth backend.
        DB = 2,
    }
}

open_enum! {
    /// `MEM_SEMAPHORE` `SIGNAL_TYPE`.
    pub struct SemSignalType(u8): 1 bits {
        /// Increment the semaphore.
        INCREMENT = 0,
        /// Write 1.
        WRITE_ONE = 1,
    }
}

/// `WAIT_REG_MEM` dword 1.
#[bitfield(u32)]
#[derive(PartialEq, Eq)]
pub struct WaitRegMemControl {
    /// `FUNCTION` [2:0].
    #[bits(3)]
    pub function: WaitRegMemFunction,
    /// Reserved [3].
    #[bits(1)]
    __: u8,
    /// `MEM_SPACE` [5:4].
    #[bits(2)]
    pub mem_space: WaitRegMemMemSpace,
    /// `OPERATION` [7:6] (gfx7+).
    #[bits(2)]
    pub operation: WaitRegMemOperation,
    /// `ENGINE` [9:8].
    #[bits(2)]
    pub engine: EngineSel,
    /// Reserved [23:10] (`UNCACHED` [10] is gfx8 only).
    #[bits(14)]
    __: u16,
    /// `ATC` [24] (gfx7+).
    pub atc: bool,
    /// `CACHE_POLICY` [26:25] (gfx7+).
    #[bits(2)]
    pub cache_policy: CachePolicy,
    /// `VOLATILE` [27] (gfx7+).
    pub volatile: bool,
    /// Reserved [31:28].
    #[bits(4)]
    __: u8,
}

/// `WRITE_DATA` dword 1.
#[bitfield(u32)]
#[derive(PartialEq, Eq)]
pub struct WriteDataControl {
    /// Reserved [7:0].
    __: u8,
    /// `DST_SEL` [11:8].
    #[bits(4)]
    pub dst_sel: WriteDataDstSel,
    /// Reserved [15:12].
    #[bits(4)]
    __: u8,
    /// `WR_ONE_ADDR` [16]: write every dword to the same address.
    pub wr_one_addr: bool,
    /// Reserved [19:17].
    #[bits(3)]
    __: u8,
    /// `WR_CONFIRM` [20]: wait for the write to complete.
    pub wr_confirm: bool,
    /// Reserved [23:21].
    #[bits(3)]
    __: u8,
    /// `ATC` [24] (gfx7+).
    pub atc: bool,
    /// `CACHE_POLICY` [26:25] (gfx7+).
    #[bits(2)]
    pub cache_policy: CachePolicy,
    /// `VOLATILE` [27] (gfx7+).
    pub volatile: bool,
    /// Reserved [29:28].
    #[bits(2)]
    __: u8,
    /// `ENGINE_SEL` [31:30].
    #[bits(2)]
    pub engine_sel: EngineSel,
}

/// `COPY_DATA` dword 1.
#[bitfield(u32)]
#[derive(PartialEq, Eq)]
pub struct CopyDataControl {
    /// `SRC_SEL` [3:0].
    #[bits(4)]
    pub src_sel: CopyDataSrcSel,
    /// Reserved [7:4].
    #[bits(4)]
    __: u8,
    /// `DST_SEL` [11:8].
    #[bits(4)]
    pub dst_sel: CopyDataDstSel,
    /// `SRC_ATC` [12] (gfx7+).
    pub src_atc: bool,
    /// `SRC_CACHE_POLICY` [14:13] (gfx7+).
    #[bits(2)]
    pub src_cache_policy: CachePolicy,
    /// `SRC_VOLATILE` [15] (gfx7+).
    pub src_volatile: bool,
    /// `COUNT_SEL` [16].
    #[bits(1)]
    pub count_sel: CopyDataCountSel,
    /// Reserved [19:17].
    #[bits(3)]
    __: u8,
    /// `WR_CONFIRM` [20].
    pub wr_confirm: bool,
    /// Reserved [23:21].
    #[bits(3)]
    __: u8,
    /// `DST_ATC` [24] (gfx7+).
    pub dst_atc: bool,
    /// `DST_CACHE_POLICY` [26:25] (gfx7+).
    #[bits(2)]
    pub dst_cache_policy: CachePolicy,
    /// `DST_VOLATILE` [27] (gfx7+).
    pub dst_volatile: bool,
    /// Reserved [29:28].
    #[bits(2)]
    __: u8,
    /// `ENGINE_SEL` [31:30].
    #[bits(2)]
    pub engine_sel: EngineSel,
}

/// `DMA_DATA` dword 1.
#[bitfield(u32)]
#[derive(PartialEq, Eq)]
pub struct DmaDataControl {
    /// `ENGINE` [0].
    #[bits(1)]
    pub engine: MePfpEngine,
    /// Reserved [11:1].
    #[bits(11)]
    __: u16,
    /// `SRC_ATC` [12].
    pub src_atc: bool,
    /// `SRC_CACHE_POLICY` [14:13].
    #[bits(2)]
    pub src_cache_policy: CachePolicy,
    /// `SRC_VOLATILE` [15].
    pub src_volatile: bool,
    /// Reserved [19:16].
    #[bits(4)]
    __: u8,
    /// `DST_SEL` [21:20].
    #[bits(2)]
    pub dst_sel: DmaDstSel,
    /// Reserved [23:22].
    #[bits(2)]
    __: u8,
    /// `DST_ATC` [24].
    pub dst_atc: bool,
    /// `DST_CACHE_POLICY` [26:25].
    #[bits(2)]
    pub dst_cache_policy: CachePolicy,
    /// `DST_VOLATILE` [27].
    pub dst_volatile: bool,
    /// Reserved [28].
    #[bits(1)]
    __: u8,
    /// `SRC_SEL` [30:29].
    #[bits(2)]
    pub src_sel: DmaSrcSel,
    /// `CP_SYNC` [31]: wait for the transfer before the next packet.
    pub cp_sync: bool,
}

/// `DMA_DATA` dword 6 / `CP_DMA` dword 5 (`COMMAND`). `SAS`/`DAS`/`SAIC`/`DAIC`
/// are called `SRC/DST_ADDR_SPACE` and `SRC/DST_ADDR_INC` in `CP_DMA`.
#[bitfield(u32)]
#[derive(PartialEq, Eq)]
pub struct DmaCommand {
    /// `BYTE_COUNT` [20:0] (set by the packet methods).
    #[bits(21)]
    pub byte_count: u32,
    /// `DIS_WC` [21]: disable write confirm.
    pub dis_wc: bool,
    /// `SRC_SWAP` [23:22].
    #[bits(2)]
    pub src_swap: DmaSwap,
    /// `DST_SWAP` [25:24].
    #[bits(2)]
    pub dst_swap: DmaSwap,
    /// `SAS` [26]: source address space.
    #[bits(1)]
    pub sas: DmaAddrSpace,
    /// `DAS` [27]: destination address space.
    #[bits(1)]
    pub das: DmaAddrSpace,
    /// `SAIC` [28]: source address increment.
    #[bits(1)]
    pub saic: DmaAddrInc,
    /// `DAIC` [29]: destination address increment.
    #[bits(1)]
    pub daic: DmaAddrInc,
    /// `RAW_WAIT` [30]: wait for previous writes before reading.
    pub raw_wait: bool,
    /// Reserved [31].
    #[bits(1)]
    __: u8,
}

/// `CP_DMA` dword 2.
#[bitfield(u32)]
#[derive(PartialEq, Eq)]
pub struct CpDmaControl {
    /// `SRC_ADDR_HI` [15:0] (set by the packet method).
    pub src_addr_hi: u16,
    /// Reserved [19:16].
    #[bits(4)]
    __: u8,
    /// `DST_SEL` [21:20].
    #[bits(2)]
    pub dst_sel: DmaDstSel,
    /// Reserved [23:22].
    #[bits(2)]
    __: u8,
    /// `M2M_OPT` [24].
    pub m2m_opt: bool,
    /// Reserved [26:25].
    #[bits(2)]
    __: u8,
    /// `ENGINE` [27].
    #[bits(1)]
    pub engine: MePfpEngine,
    /// Reserved [28].
    #[bits(1)]
    __: u8,
    /// `SRC_SEL` [30:29].
    #[bits(2)]
    pub src_sel: DmaSrcSel,
    /// `CP_SYNC` [31].
    pub cp_sync: bool,
}

/// `ATOMIC_MEM` dword 1 (gfx7 layout).
#[bitfield(u32)]
#[derive(PartialEq, Eq)]
pub struct AtomicMemControl {
    /// `ATOMIC_OP` [6:0].
    #[bits(7)]
    pub atomic_op: TcOp,
    /// Reserved [7].
    #[bits(1)]
    __: u8,
    /// `COMMAND` [11:8].
    #[bits(4)]
    pub command: AtomicCommand,
    /// Reserved [23:12].
    #[bits(12)]
    __: u16,
    /// `ATC` [24].
    pub atc: bool,
    /// `CACHE_POLICY` [26:25].
    #[bits(2)]
    pub cache_policy: CachePolicy,
    /// `VOLATILE` [27].
    pub volatile: bool,
    /// Reserved [29:28].
    #[bits(2)]
    __: u8,
    /// `ENGINE_SEL` [31:30] (ME or PFP).
    #[bits(2)]
    pub engine_sel: EngineSel,
}

/// `ATOMIC_MEM` dword 8.
#[bitfield(u32)]
#[derive(PartialEq, Eq)]
pub struct AtomicLoopInterval {
    /// `LOOP_INTERVAL` [12:0].
    #[bits(13)]
    pub loop_interval: u16,
    /// Reserved [31:13].
    #[bits(19)]
    __: u32,
}

/// `MEM_SEMAPHORE` dword 2 (gfx7 layout).
#[bitfield(u32)]
#[derive(PartialEq, Eq)]
pub struct MemSemaphoreControl {
    /// `ADDR_HI` [15:0]: address bits [47:32].
    pub addr_hi: u16,
    /// `USE_MAILBOX` [16].
    pub use_mailbox: bool,
    /// Reserved [19:17].
    #[bits(3)]
    __: u8,
    /// `SIGNAL_TYPE` [20].
    #[bits(1)]
    pub signal_type: SemSignalType,
    /// Reserved [23:21].
    #[bits(3)]
    __: u8,
    /// `CLIENT_CODE` [25:24].
    #[bits(2)]
    pub client_code: SemClientCode,
    /// Reserved [28:26].
    #[bits(3)]
    __: u8,
    /// `SEM_SEL` [31:29].
    #[bits(3)]
    pub sem_sel: SemSel,
}

/// Dwords of `WAIT_REG_MEM`.
pub const WAIT_REG_MEM_DWORDS: usize = 7;
/// Dwords of `COPY_DATA`.
pub const COPY_DATA_DWORDS: usize = 6;
/// Dwords of `DMA_DATA`.
pub const DMA_DATA_DWORDS: usize = 7;
/// Dwords of `CP_DMA`.
pub const CP_DMA_DWORDS: usize = 6;
/// Dwords of `ATOMIC_MEM`.
pub const ATOMIC_MEM_DWORDS: usize = 9;
/// Dwords of `MEM_SEMAPHORE`.
pub const MEM_SEMAPHORE_DWORDS: usize = 3;
/// Most data dwords one `WRITE_DATA` carries.
pub const WRITE_DATA_MAX_DWORDS: usize = MAX_BODY_DWORDS - 3;
/// Largest `BYTE_COUNT` of `DMA_DATA` / `CP_DMA` (21 bits).
pub const DMA_MAX_BYTES: u32 = (1 << 21) - 1;

/// Dwords of a `WRITE_DATA` carrying `n` data dwords.
pub const fn write_data_dwords(n: usize) -> usize {
    n.saturating_add(4)
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
    pub fn wait_reg_mem(
        &mut self,
        control: WaitRegMemControl,
        address: u64,
        reference: u32,
        mask: u32,
        poll_interval: u32,
    ) -> Result<(), Error> {
        if control.mem_space().into_bits() == WaitRegMemMemSpace::REGISTER.into_bits() {
            check_reg_address("POLL_ADDRESS", address)?;
        } else {
            check_address("POLL_ADDRESS", address, 4, 64)?;
        }
        self.put(
            &[
                hdr(Opcode::WAIT_REG_MEM, 6),
                control.into_bits(),
                address as u32,
                (address >> 32) as u32,
                reference,
                mask,
                poll_interval,
            ],
            &[],
        )
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
        self.put(
            &[
                hdr(Opcode::WRITE_DATA, data.len().saturating_add(3)),
                control.into_bits(),
                address as u32,
                (address >> 32) as u32,
            ],
            data,
        )
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
        self.put(
            &[
                hdr(Opcode::COPY_DATA, 5),
                control.into_bits(),
                src as u32,
                (src >> 32) as u32,
                dst as u32,
                (dst >> 32) as u32,
            ],
            &[],
        )
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
        if control.src_sel().into_bits() == DmaSrcSel::DATA.into_bits() {
            check_address("DATA", src, 1, 32)?;
        }
        let command = command.with_byte_count(byte_count & DMA_MAX_BYTES);
        self.put(
            &[
                hdr(Opcode::DMA_DATA, 6),
                control.into_bits(),
                src as u32,
                (src >> 32) as u32,
                dst as u32,
                (dst >> 32) as u32,
                command.into_bits(),
            ],
            &[],
        )
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
        let control = control.with_src_addr_hi((src >> 32) as u16);
        let command = command.with_byte_count(byte_count & DMA_MAX_BYTES);
        self.put(
            &[
                hdr(Opcode::CP_DMA, 5),
                src as u32,
                control.into_bits(),
                dst as u32,
                (dst >> 32) as u32,
                command.into_bits(),
            ],
            &[],
        )
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
        let li = AtomicLoopInterval::new().with_loop_interval(loop_interval);
        self.put(
            &[
                hdr(Opcode::ATOMIC_MEM, 8),
                control.into_bits(),
                address as u32,
                (address >> 32) as u32,
                src as u32,
                (src >> 32) as u32,
                cmp as u32,
                (cmp >> 32) as u32,
                li.into_bits(),
            ],
            &[],
        )
    }

    /// `MEM_SEMAPHORE`: signal or wait on the semaphore at `address` (8-byte
    /// aligned, 48 bits). `control`'s `ADDR_HI` is replaced.
    pub fn mem_semaphore(
        &mut self,
        address: u64,
        control: MemSemaphoreControl,
    ) -> Result<(), Error> {
        check_address("ADDR", address, 8, 48)?;
        let c = control.with_addr_hi((address >> 32) as u16);
        self.put(
            &[hdr(Opcode::MEM_SEMAPHORE, 2), address as u32, c.into_bits()],
            &[],
        )
    }
}
