//! gfx7 PM4 packet-field enumerations: the value tables of the spec's `pm4.enums`
//! (and the register tables packet fields take) as total, lossless newtypes.
//!
//! Generated from the register spec by `tests/regs/codegen_pm4.rs`; do not edit by hand.

open_enum! {
/// `ATOMIC_COMMAND` (4-bit field values).
///
/// Used by `ATOMIC_MEM.COMMAND`.
///
/// Note: value names 0/1 from the AMD header comment; 2/3 as named by the open-source Linux driver
pub struct AtomicCommand(u8): 4 bits {
SINGLE_PASS = 0,
LOOP_UNTIL_COMPARE_SATISFIED = 1,
WR_CONFIRM = 2,
SEND_NO_RTN = 3,
}
}

open_enum! {
/// `CACHE_POLICY` (2-bit field values).
///
/// Used by `ATOMIC_MEM.CACHE_POLICY`, `COPY_DATA.SRC_CACHE_POLICY`, `COPY_DATA.DST_CACHE_POLICY`, `DMA_DATA.SRC_CACHE_POLICY`, `DMA_DATA.DST_CACHE_POLICY`, `EVENT_WRITE_EOP.CACHE_POLICY`, `INDIRECT_BUFFER.CACHE_POLICY`, `INDIRECT_BUFFER_CONST.CACHE_POLICY`, `RELEASE_MEM.CACHE_POLICY`, `WAIT_REG_MEM.CACHE_POLICY`, `WRITE_DATA.CACHE_POLICY`.
///
/// Note: gfx7+ TC L2 cache policy for CP memory accesses
pub struct CachePolicy(u8): 2 bits {
LRU = 0,
STREAM = 1,
BYPASS = 2,
}
}

open_enum! {
/// `COND_INDIRECT_BUFFER_MODE` (2-bit field values).
///
/// Used by `COND_INDIRECT_BUFFER.MODE`.
pub struct CondIndirectBufferMode(u8): 2 bits {
IF = 1,
IF_ELSE = 2,
}
}

open_enum! {
/// `COND_WRITE_SPACE` (2-bit field values).
///
/// Used by `COND_WRITE.POLL_SPACE`, `COND_WRITE.WRITE_SPACE`.
pub struct CondWriteSpace(u8): 2 bits {
REGISTER = 0,
MEMORY = 1,
}
}

open_enum! {
/// `COPY_DATA_COUNT_SEL` (1-bit field values).
///
/// Used by `COPY_DATA.COUNT_SEL`.
pub struct CopyDataCountSel(u8): 1 bits {
COUNT_32_BITS = 0,
COUNT_64_BITS = 1,
}
}

open_enum! {
/// `COPY_DATA_DST_SEL` (4-bit field values).
///
/// Used by `COPY_DATA.DST_SEL`.
pub struct CopyDataDstSel(u8): 4 bits {
REGISTER = 0,
MEMORY_SYNC = 1,
TC_L2 = 2,
GDS = 3,
PERF_COUNTER = 4,
MEMORY_ASYNC = 5,
MEM_MAPPED_REG_DC = 6,
}
}

open_enum! {
/// `COPY_DATA_SRC_SEL` (4-bit field values).
///
/// Used by `COPY_DATA.SRC_SEL`.
pub struct CopyDataSrcSel(u8): 4 bits {
REGISTER = 0,
MEMORY = 1,
TC_L2 = 2,
GDS = 3,
PERF_COUNTER = 4,
IMMEDIATE = 5,
ATOMIC_RETURN_DATA = 6,
GDS_ATOMIC_RETURN_DATA0 = 7,
GDS_ATOMIC_RETURN_DATA1 = 8,
GPU_CLOCK_COUNT = 9,
}
}

open_enum! {
/// `CP_DMA_DST_SEL` (2-bit field values).
///
/// Used by `CP_DMA.DST_SEL`.
pub struct CpDmaDstSel(u8): 2 bits {
DST_ADDR = 0,
GDS = 1,
DST_ADDR_USING_L2 = 3,
}
}

open_enum! {
/// `CP_DMA_SRC_SEL` (2-bit field values).
///
/// Used by `CP_DMA.SRC_SEL`.
pub struct CpDmaSrcSel(u8): 2 bits {
SRC_ADDR = 0,
GDS = 1,
DATA = 2,
SRC_ADDR_USING_L2 = 3,
}
}

open_enum! {
/// `DMA_ADDR_INC` (1-bit field values).
///
/// Used by `CP_DMA.SRC_ADDR_INC`, `CP_DMA.DST_ADDR_INC`, `DMA_DATA.SAIC`, `DMA_DATA.DAIC`.
///
/// Note: SAIC/DAIC (DMA_DATA) and SRC/DST_ADDR_INC (CP_DMA)
pub struct DmaAddrInc(u8): 1 bits {
INCREMENT = 0,
NO_INCREMENT = 1,
}
}

open_enum! {
/// `DMA_ADDR_SPACE` (1-bit field values).
///
/// Used by `CP_DMA.SRC_ADDR_SPACE`, `CP_DMA.DST_ADDR_SPACE`, `DMA_DATA.SAS`, `DMA_DATA.DAS`.
///
/// Note: SAS/DAS (DMA_DATA) and SRC/DST_ADDR_SPACE (CP_DMA)
pub struct DmaAddrSpace(u8): 1 bits {
MEMORY = 0,
REGISTER = 1,
}
}

/// `DMA_DATA_DST_SEL` (2-bit field values): the values of [`CpDmaDstSel`].
///
/// Used by `DMA_DATA.DST_SEL`.
pub type DmaDataDstSel = CpDmaDstSel;

/// `DMA_DATA_SRC_SEL` (2-bit field values): the values of [`CpDmaSrcSel`].
///
/// Used by `DMA_DATA.SRC_SEL`.
pub type DmaDataSrcSel = CpDmaSrcSel;

open_enum! {
/// `DMA_SWAP` (2-bit field values).
///
/// Used by `CP_DMA.SRC_SWAP`, `CP_DMA.DST_SWAP`, `DMA_DATA.SRC_SWAP`, `DMA_DATA.DST_SWAP`.
pub struct DmaSwap(u8): 2 bits {
NONE = 0,
SWAP_8_IN_16 = 1,
SWAP_8_IN_32 = 2,
SWAP_8_IN_64 = 3,
}
}

open_enum! {
/// `ENGINE_PFP_ME` (1-bit field values).
///
/// Used by `ACQUIRE_MEM.ENGINE`, `SURFACE_SYNC.ENGINE`.
///
/// Note: SURFACE_SYNC / ACQUIRE_MEM ENGINE bit (note: inverted w.r.t. the other packets)
pub struct EnginePfpMe(u8): 1 bits {
PFP = 0,
ME = 1,
}
}

open_enum! {
/// `ENGINE_SEL_ME_PFP` (1-bit field values).
///
/// Used by `ATOMIC_MEM.ENGINE_SEL`, `CP_DMA.ENGINE`, `DMA_DATA.ENGINE`.
pub struct EngineSelMePfp(u8): 1 bits {
ME = 0,
PFP = 1,
}
}

open_enum! {
/// `ENGINE_SEL_ME_PFP_CE` (2-bit field values).
///
/// Used by `COPY_DATA.ENGINE_SEL`, `WAIT_REG_MEM.ENGINE`, `WRITE_DATA.ENGINE_SEL`.
pub struct EngineSelMePfpCe(u8): 2 bits {
ME = 0,
PFP = 1,
CE = 2,
}
}

open_enum! {
/// `EOP_DATA_SEL` (3-bit field values).
///
/// Used by `EVENT_WRITE_EOP.DATA_SEL`, `RELEASE_MEM.DATA_SEL`.
///
/// Note: EVENT_WRITE_EOP / RELEASE_MEM DATA_SEL. The AMD header defines 0-3 for EVENT_WRITE_EOP and 0-5 for RELEASE_MEM; the open-source Linux driver also uses 5 (GDS) with EVENT_WRITE_EOP on gfx6-8.
pub struct EopDataSel(u8): 3 bits {
DISCARD = 0,
SEND_DATA32_LO = 1,
SEND_DATA64 = 2,
SEND_GPU_CLOCK_COUNTER = 3,
SEND_CP_PERFCOUNTER = 4,
STORE_GDS_DATA = 5,
}
}

open_enum! {
/// `EOP_INT_SEL` (3-bit field values).
///
/// Used by `EVENT_WRITE_EOP.INT_SEL`, `RELEASE_MEM.INT_SEL`.
pub struct EopIntSel(u8): 3 bits {
NONE = 0,
SEND_INTERRUPT = 1,
SEND_INTERRUPT_AFTER_WRITE_CONFIRM = 2,
SEND_DATA_AFTER_WRITE_CONFIRM = 3,
}
}

open_enum! {
/// `EOS_COMMAND` (3-bit field values).
///
/// Used by `EVENT_WRITE_EOS.COMMAND`.
pub struct EosCommand(u8): 3 bits {
STORE_APPEND_COUNT_TO_MEMORY = 0,
STORE_GDS_DATA_TO_MEMORY = 1,
STORE_32BIT_DATA_TO_MEMORY = 2,
}
}

open_enum! {
/// `EVENT_INDEX` (4-bit field values).
///
/// Used by `EVENT_WRITE.EVENT_INDEX`, `EVENT_WRITE_EOP.EVENT_INDEX`, `EVENT_WRITE_EOS.EVENT_INDEX`, `RELEASE_MEM.EVENT_INDEX`.
///
/// Note: EVENT_WRITE: 0 for events not listed; 1-4 and 7 as named. 5 = reserved for EVENT_WRITE_EOP/RELEASE_MEM timestamp/fence events, 6 = reserved for EVENT_WRITE_EOS events (CS_DONE/PS_DONE); 7 covers CACHE_FLUSH and CACHE_FLUSH_AND_INV_EVENT.
pub struct EventIndex(u8): 4 bits {
ANY_NON_TIMESTAMP_EVENT = 0,
ZPASS_DONE = 1,
SAMPLE_PIPELINESTATS = 2,
SAMPLE_STREAMOUTSTATS = 3,
CS_VS_PS_PARTIAL_FLUSH = 4,
EOP_TIMESTAMP_EVENT = 5,
EOS_EVENT = 6,
CACHE_FLUSH_EVENT = 7,
}
}

open_enum! {
/// `INDEX_BASE_SELECT` (2-bit field values).
///
/// Used by `INDEX_BASE.BASE_SELECT`.
pub struct IndexBaseSelect(u8): 2 bits {
OFFSET = 0,
BASE = 1,
}
}

open_enum! {
/// `LOAD_DATA_FORMAT` (1-bit field values).
pub struct LoadDataFormat(u8): 1 bits {
OFFSET_AND_SIZE = 0,
OFFSET_AND_DATA = 1,
}
}

open_enum! {
/// `LOAD_DATA_INDEX` (1-bit field values).
pub struct LoadDataIndex(u8): 1 bits {
DIRECT_ADDR = 0,
OFFSET = 1,
}
}

open_enum! {
/// `MEM_SEMAPHORE_CLIENT_CODE` (2-bit field values).
///
/// Used by `MEM_SEMAPHORE.CLIENT_CODE`.
///
/// Note: the AMD header spells DB as 0x10 (binary 10); the 2-bit field value is 2
pub struct MemSemaphoreClientCode(u8): 2 bits {
CP = 0,
CB = 1,
DB = 2,
}
}

open_enum! {
/// `MEM_SEMAPHORE_SEM_SEL` (3-bit field values).
///
/// Used by `MEM_SEMAPHORE.SEM_SEL`.
pub struct MemSemaphoreSemSel(u8): 3 bits {
SIGNAL = 6,
WAIT = 7,
}
}

open_enum! {
/// `MEM_SEMAPHORE_SIGNAL_TYPE` (1-bit field values).
///
/// Used by `MEM_SEMAPHORE.SIGNAL_TYPE`.
pub struct MemSemaphoreSignalType(u8): 1 bits {
INCREMENT = 0,
WRITE_ONE = 1,
}
}

open_enum! {
/// `PACKET_TYPE` (2-bit field values).
pub struct PacketType(u8): 2 bits {
TYPE0 = 0,
TYPE1_RESERVED = 1,
TYPE2_FILLER = 2,
TYPE3 = 3,
}
}

open_enum! {
/// `PREAMBLE_CNTL_COMMAND` (4-bit field values).
///
/// Used by `PREAMBLE_CNTL.COMMAND`.
pub struct PreambleCntlCommand(u8): 4 bits {
PREAMBLE_BEGIN = 0,
PREAMBLE_END = 1,
CLEAR_STATE_BEGIN = 2,
CLEAR_STATE_END = 3,
}
}

open_enum! {
/// `RELEASE_MEM_DST_SEL` (2-bit field values).
///
/// Used by `RELEASE_MEM.DST_SEL`.
pub struct ReleaseMemDstSel(u8): 2 bits {
MEMORY = 0,
TC_L2 = 1,
}
}

open_enum! {
/// `SET_BASE_INDEX` (4-bit field values).
///
/// Used by `SET_BASE.BASE_INDEX`.
///
/// Note: 1 = base address used by DRAW_*INDIRECT* / DISPATCH_INDIRECT data offsets; 4 = base for LOAD_*_REG_INDEX (gfx8); 5 = base for SET_SH_REG_OFFSET with INDEX=1 (gfx8). On the constant engine index 2 sets the CE dump destination base.
pub struct SetBaseIndex(u8): 4 bits {
DISPLAY_LIST_PATCH_TABLE = 0,
DRAW_DISPATCH_INDIRECT = 1,
GDS_PARTITION_OR_CE_DST_BASE = 2,
CE_PARTITION = 3,
LOAD_REG_INDEX = 4,
INDIRECT_DATA = 5,
}
}

open_enum! {
/// `SET_CONTEXT_REG_INDEX` (4-bit field values).
///
/// Used by `SET_CONTEXT_REG.INDEX`.
///
/// Note: gfx7+; must be 0 on gfx6
pub struct SetContextRegIndex(u8): 4 bits {
DEFAULT = 0,
IA_MULTI_VGT_PARAM = 1,
VGT_LS_HS_CONFIG = 2,
PA_SC_RASTER_CONFIG = 3,
}
}

open_enum! {
/// `SET_PREDICATION_BOOLEAN` (1-bit field values).
///
/// Used by `SET_PREDICATION.PREDICATION_BOOLEAN`.
pub struct SetPredicationBoolean(u8): 1 bits {
DRAW_IF_NOT_VISIBLE_OR_OVERFLOW = 0,
DRAW_IF_VISIBLE_OR_NO_OVERFLOW = 1,
}
}

open_enum! {
/// `SET_PREDICATION_HINT` (1-bit field values).
///
/// Used by `SET_PREDICATION.HINT`.
pub struct SetPredicationHint(u8): 1 bits {
WAIT = 0,
DRAW_IF_NOT_READY = 1,
}
}

open_enum! {
/// `SET_PREDICATION_PRED_OP` (3-bit field values).
///
/// Used by `SET_PREDICATION.PRED_OP`.
///
/// Note: value 3 = predicate from a 64-bit boolean in memory
pub struct SetPredicationPredOp(u8): 3 bits {
CLEAR = 0,
ZPASS = 1,
PRIMCOUNT = 2,
MEMORY = 3,
}
}

open_enum! {
/// `SET_SH_REG_INDEX_INDEX` (4-bit field values).
///
/// Used by `SET_SH_REG_INDEX.INDEX`.
///
/// Note: SET_SH_REG_INDEX (Hawaii / gfx8): index 3 makes the CP AND the written CU_EN mask (COMPUTE_STATIC_THREAD_MGMT_SE*, SPI_SHADER_PGM_RSRC3_*) with the kernel-mode mask; 0-2 reserved
pub struct SetShRegIndexIndex(u8): 4 bits {
CP_MODIFY_CU_MASK = 3,
}
}

open_enum! {
/// `SET_SH_REG_OFFSET_INDEX` (1-bit field values).
pub struct SetShRegOffsetIndex(u8): 1 bits {
NORMAL = 0,
DATA_INDIRECT = 1,
}
}

open_enum! {
/// `SET_UCONFIG_REG_INDEX` (4-bit field values).
///
/// Used by `SET_UCONFIG_REG.INDEX`.
///
/// Note: gfx7+ per the AMD header; requires CP firmware support (the open-source Linux driver only uses indexed uconfig writes from gfx9)
pub struct SetUconfigRegIndex(u8): 4 bits {
DEFAULT = 0,
PRIM_TYPE = 1,
INDEX_TYPE = 2,
NUM_INSTANCES = 3,
}
}

open_enum! {
/// `SHADER_TYPE` (1-bit field values).
///
/// Used by `type3_header.SHADER_TYPE`.
pub struct ShaderType(u8): 1 bits {
GRAPHICS = 0,
COMPUTE = 1,
}
}

open_enum! {
/// `STRMOUT_DATA_TYPE` (1-bit field values).
///
/// Used by `STRMOUT_BUFFER_UPDATE.DATA_TYPE`.
pub struct StrmoutDataType(u8): 1 bits {
DWORDS = 0,
BYTES = 1,
}
}

open_enum! {
/// `STRMOUT_OFFSET_SOURCE` (2-bit field values).
///
/// Used by `STRMOUT_BUFFER_UPDATE.OFFSET_SOURCE_SELECT`.
pub struct StrmoutOffsetSource(u8): 2 bits {
FROM_PACKET = 0,
FROM_VGT_FILLED_SIZE = 1,
FROM_SRC_ADDRESS = 2,
NONE = 3,
}
}

open_enum! {
/// `WAIT_REG_MEM_FUNCTION` (3-bit field values).
///
/// Used by `COND_INDIRECT_BUFFER.FUNCTION`, `COND_WRITE.FUNCTION`, `WAIT_REG_MEM.FUNCTION`.
///
/// Note: compare (value & MASK) FUNCTION REFERENCE; also used by COND_WRITE and COND_INDIRECT_BUFFER
pub struct WaitRegMemFunction(u8): 3 bits {
ALWAYS = 0,
LESS = 1,
LESS_EQUAL = 2,
EQUAL = 3,
NOT_EQUAL = 4,
GREATER_EQUAL = 5,
GREATER = 6,
RESERVED = 7,
}
}

open_enum! {
/// `WAIT_REG_MEM_MEM_SPACE` (2-bit field values).
///
/// Used by `WAIT_REG_MEM.MEM_SPACE`.
///
/// Note: 2 only on gfx7+
pub struct WaitRegMemMemSpace(u8): 2 bits {
REGISTER = 0,
MEMORY = 1,
TC_L2 = 2,
}
}

open_enum! {
/// `WAIT_REG_MEM_OPERATION` (2-bit field values).
///
/// Used by `WAIT_REG_MEM.OPERATION`.
///
/// Note: gfx7+: 1 = (PFP only) write REFERENCE to POLL_ADDRESS_LO, wait for REFERENCE at POLL_ADDRESS_HI, then write REFERENCE to POLL_ADDRESS_HI
pub struct WaitRegMemOperation(u8): 2 bits {
WAIT_REG_MEM = 0,
WR_WAIT_WR_REG = 1,
}
}

open_enum! {
/// `WRITE_DATA_DST_SEL` (4-bit field values).
///
/// Used by `WRITE_DATA.DST_SEL`.
///
/// Note: 1 = memory written through GRBM (synchronous); 5 = direct (asynchronous) memory write
pub struct WriteDataDstSel(u8): 4 bits {
REGISTER = 0,
MEMORY_SYNC = 1,
TC_L2 = 2,
GDS = 3,
RESERVED = 4,
MEMORY_ASYNC = 5,
}
}

open_enum! {
/// `TC_OP` (7-bit field values).
///
/// Used by `ATOMIC_MEM.ATOMIC_OP`.
///
/// It holds gfx7's values, which some generations give other names; [`TcOp::on`] is the value
/// another generation gives the same name, [`TcOp::from_gfx`] the way back.
pub struct TcOp(u8): 7 bits {
TC_OP_READ = 0,
TC_OP_ATOMIC_FCMPSWAP_RTN_32 = 1,
TC_OP_ATOMIC_FMIN_RTN_32 = 2,
TC_OP_ATOMIC_FMAX_RTN_32 = 3,
TC_OP_RESERVED_FOP_RTN_32_0 = 4,
TC_OP_RESERVED_FOP_RTN_32_1 = 5,
TC_OP_RESERVED_FOP_RTN_32_2 = 6,
TC_OP_ATOMIC_SWAP_RTN_32 = 7,
TC_OP_ATOMIC_CMPSWAP_RTN_32 = 8,
TC_OP_ATOMIC_FCMPSWAP_FLUSH_DENORM_RTN_32 = 9,
TC_OP_ATOMIC_FMIN_FLUSH_DENORM_RTN_32 = 10,
TC_OP_ATOMIC_FMAX_FLUSH_DENORM_RTN_32 = 11,
TC_OP_RESERVED_FOP_FLUSH_DENORM_RTN_32_0 = 12,
TC_OP_RESERVED_FOP_FLUSH_DENORM_RTN_32_1 = 13,
TC_OP_RESERVED_FOP_FLUSH_DENORM_RTN_32_2 = 14,
TC_OP_ATOMIC_ADD_RTN_32 = 15,
TC_OP_ATOMIC_SUB_RTN_32 = 16,
TC_OP_ATOMIC_SMIN_RTN_32 = 17,
TC_OP_ATOMIC_UMIN_RTN_32 = 18,
TC_OP_ATOMIC_SMAX_RTN_32 = 19,
TC_OP_ATOMIC_UMAX_RTN_32 = 20,
TC_OP_ATOMIC_AND_RTN_32 = 21,
TC_OP_ATOMIC_OR_RTN_32 = 22,
TC_OP_ATOMIC_XOR_RTN_32 = 23,
TC_OP_ATOMIC_INC_RTN_32 = 24,
TC_OP_ATOMIC_DEC_RTN_32 = 25,
TC_OP_WBINVL1_VOL = 26,
TC_OP_RESERVED_NON_FLOAT_RTN_32_0 = 27,
TC_OP_RESERVED_NON_FLOAT_RTN_32_1 = 28,
TC_OP_RESERVED_NON_FLOAT_RTN_32_2 = 29,
TC_OP_RESERVED_NON_FLOAT_RTN_32_3 = 30,
TC_OP_RESERVED_NON_FLOAT_RTN_32_4 = 31,
TC_OP_WRITE = 32,
TC_OP_ATOMIC_FCMPSWAP_RTN_64 = 33,
TC_OP_ATOMIC_FMIN_RTN_64 = 34,
TC_OP_ATOMIC_FMAX_RTN_64 = 35,
TC_OP_RESERVED_FOP_RTN_64_0 = 36,
TC_OP_RESERVED_FOP_RTN_64_1 = 37,
TC_OP_RESERVED_FOP_RTN_64_2 = 38,
TC_OP_ATOMIC_SWAP_RTN_64 = 39,
TC_OP_ATOMIC_CMPSWAP_RTN_64 = 40,
TC_OP_ATOMIC_FCMPSWAP_FLUSH_DENORM_RTN_64 = 41,
TC_OP_ATOMIC_FMIN_FLUSH_DENORM_RTN_64 = 42,
TC_OP_ATOMIC_FMAX_FLUSH_DENORM_RTN_64 = 43,
TC_OP_RESERVED_FOP_FLUSH_DENORM_RTN_64_0 = 44,
TC_OP_RESERVED_FOP_FLUSH_DENORM_RTN_64_1 = 45,
TC_OP_RESERVED_FOP_FLUSH_DENORM_RTN_64_2 = 46,
TC_OP_ATOMIC_ADD_RTN_64 = 47,
TC_OP_ATOMIC_SUB_RTN_64 = 48,
TC_OP_ATOMIC_SMIN_RTN_64 = 49,
TC_OP_ATOMIC_UMIN_RTN_64 = 50,
TC_OP_ATOMIC_SMAX_RTN_64 = 51,
TC_OP_ATOMIC_UMAX_RTN_64 = 52,
TC_OP_ATOMIC_AND_RTN_64 = 53,
TC_OP_ATOMIC_OR_RTN_64 = 54,
TC_OP_ATOMIC_XOR_RTN_64 = 55,
TC_OP_ATOMIC_INC_RTN_64 = 56,
TC_OP_ATOMIC_DEC_RTN_64 = 57,
TC_OP_WBL2_VOL = 58,
TC_OP_RESERVED_NON_FLOAT_RTN_64_0 = 59,
TC_OP_RESERVED_NON_FLOAT_RTN_64_1 = 60,
TC_OP_RESERVED_NON_FLOAT_RTN_64_2 = 61,
TC_OP_RESERVED_NON_FLOAT_RTN_64_3 = 62,
TC_OP_RESERVED_NON_FLOAT_RTN_64_4 = 63,
TC_OP_WBINVL1 = 64,
TC_OP_ATOMIC_FCMPSWAP_32 = 65,
TC_OP_ATOMIC_FMIN_32 = 66,
TC_OP_ATOMIC_FMAX_32 = 67,
TC_OP_RESERVED_FOP_32_0 = 68,
TC_OP_RESERVED_FOP_32_1 = 69,
TC_OP_RESERVED_FOP_32_2 = 70,
TC_OP_ATOMIC_SWAP_32 = 71,
TC_OP_ATOMIC_CMPSWAP_32 = 72,
TC_OP_ATOMIC_FCMPSWAP_FLUSH_DENORM_32 = 73,
TC_OP_ATOMIC_FMIN_FLUSH_DENORM_32 = 74,
TC_OP_ATOMIC_FMAX_FLUSH_DENORM_32 = 75,
TC_OP_RESERVED_FOP_FLUSH_DENORM_32_0 = 76,
TC_OP_RESERVED_FOP_FLUSH_DENORM_32_1 = 77,
TC_OP_RESERVED_FOP_FLUSH_DENORM_32_2 = 78,
TC_OP_ATOMIC_ADD_32 = 79,
TC_OP_ATOMIC_SUB_32 = 80,
TC_OP_ATOMIC_SMIN_32 = 81,
TC_OP_ATOMIC_UMIN_32 = 82,
TC_OP_ATOMIC_SMAX_32 = 83,
TC_OP_ATOMIC_UMAX_32 = 84,
TC_OP_ATOMIC_AND_32 = 85,
TC_OP_ATOMIC_OR_32 = 86,
TC_OP_ATOMIC_XOR_32 = 87,
TC_OP_ATOMIC_INC_32 = 88,
TC_OP_ATOMIC_DEC_32 = 89,
TC_OP_INVL2_VOL = 90,
TC_OP_RESERVED_NON_FLOAT_32_0 = 91,
TC_OP_RESERVED_NON_FLOAT_32_1 = 92,
TC_OP_RESERVED_NON_FLOAT_32_2 = 93,
TC_OP_RESERVED_NON_FLOAT_32_3 = 94,
TC_OP_RESERVED_NON_FLOAT_32_4 = 95,
TC_OP_WBINVL2 = 96,
TC_OP_ATOMIC_FCMPSWAP_64 = 97,
TC_OP_ATOMIC_FMIN_64 = 98,
TC_OP_ATOMIC_FMAX_64 = 99,
TC_OP_RESERVED_FOP_64_0 = 100,
TC_OP_RESERVED_FOP_64_1 = 101,
TC_OP_RESERVED_FOP_64_2 = 102,
TC_OP_ATOMIC_SWAP_64 = 103,
TC_OP_ATOMIC_CMPSWAP_64 = 104,
TC_OP_ATOMIC_FCMPSWAP_FLUSH_DENORM_64 = 105,
TC_OP_ATOMIC_FMIN_FLUSH_DENORM_64 = 106,
TC_OP_ATOMIC_FMAX_FLUSH_DENORM_64 = 107,
TC_OP_RESERVED_FOP_FLUSH_DENORM_64_0 = 108,
TC_OP_RESERVED_FOP_FLUSH_DENORM_64_1 = 109,
TC_OP_RESERVED_FOP_FLUSH_DENORM_64_2 = 110,
TC_OP_ATOMIC_ADD_64 = 111,
TC_OP_ATOMIC_SUB_64 = 112,
TC_OP_ATOMIC_SMIN_64 = 113,
TC_OP_ATOMIC_UMIN_64 = 114,
TC_OP_ATOMIC_SMAX_64 = 115,
TC_OP_ATOMIC_UMAX_64 = 116,
TC_OP_ATOMIC_AND_64 = 117,
TC_OP_ATOMIC_OR_64 = 118,
TC_OP_ATOMIC_XOR_64 = 119,
TC_OP_ATOMIC_INC_64 = 120,
TC_OP_ATOMIC_DEC_64 = 121,
TC_OP_INVL1L2_VOL = 122,
TC_OP_RESERVED_NON_FLOAT_64_0 = 123,
TC_OP_RESERVED_NON_FLOAT_64_1 = 124,
TC_OP_RESERVED_NON_FLOAT_64_2 = 125,
TC_OP_RESERVED_NON_FLOAT_64_3 = 126,
TC_OP_RESERVED_NON_FLOAT_64_4 = 127,
}
per generation {
(17, Gfx6) => None,
(18, Gfx6) => "TC_OP_ATOMIC_SMIN_RTN_32",
(19, Gfx6) => "TC_OP_ATOMIC_UMIN_RTN_32",
(20, Gfx6) => "TC_OP_ATOMIC_SMAX_RTN_32",
(21, Gfx6) => "TC_OP_ATOMIC_UMAX_RTN_32",
(22, Gfx6) => "TC_OP_ATOMIC_AND_RTN_32",
(23, Gfx6) => "TC_OP_ATOMIC_OR_RTN_32",
(24, Gfx6) => "TC_OP_ATOMIC_XOR_RTN_32",
(25, Gfx6) => "TC_OP_ATOMIC_INC_RTN_32",
(26, Gfx6) => "TC_OP_ATOMIC_DEC_RTN_32",
(27, Gfx8) => "TC_OP_WBINVL1_SD",
(28, Gfx8) => "TC_OP_RESERVED_NON_FLOAT_RTN_32_0",
(29, Gfx8) => "TC_OP_RESERVED_NON_FLOAT_RTN_32_1",
(30, Gfx8) => "TC_OP_RESERVED_NON_FLOAT_RTN_32_2",
(31, Gfx8) => "TC_OP_RESERVED_NON_FLOAT_RTN_32_3",
(44, Gfx8) => "TC_OP_WBINVL2_SD",
(45, Gfx8) => "TC_OP_RESERVED_FOP_FLUSH_DENORM_RTN_64_0",
(46, Gfx8) => "TC_OP_RESERVED_FOP_FLUSH_DENORM_RTN_64_1",
(49, Gfx6) => None,
(50, Gfx6) => "TC_OP_ATOMIC_SMIN_RTN_64",
(51, Gfx6) => "TC_OP_ATOMIC_UMIN_RTN_64",
(52, Gfx6) => "TC_OP_ATOMIC_SMAX_RTN_64",
(53, Gfx6) => "TC_OP_ATOMIC_UMAX_RTN_64",
(54, Gfx6) => "TC_OP_ATOMIC_AND_RTN_64",
(55, Gfx6) => "TC_OP_ATOMIC_OR_RTN_64",
(56, Gfx6) => "TC_OP_ATOMIC_XOR_RTN_64",
(57, Gfx6) => "TC_OP_ATOMIC_INC_RTN_64",
(58, Gfx6) => "TC_OP_ATOMIC_DEC_RTN_64",
(58, Gfx8) => "TC_OP_WBL2_NC",
(81, Gfx6) => None,
(82, Gfx6) => "TC_OP_ATOMIC_SMIN_32",
(83, Gfx6) => "TC_OP_ATOMIC_UMIN_32",
(84, Gfx6) => "TC_OP_ATOMIC_SMAX_32",
(85, Gfx6) => "TC_OP_ATOMIC_UMAX_32",
(86, Gfx6) => "TC_OP_ATOMIC_AND_32",
(87, Gfx6) => "TC_OP_ATOMIC_OR_32",
(88, Gfx6) => "TC_OP_ATOMIC_XOR_32",
(89, Gfx6) => "TC_OP_ATOMIC_INC_32",
(90, Gfx6) => "TC_OP_ATOMIC_DEC_32",
(90, Gfx8) => "TC_OP_INVL2_NC",
(113, Gfx6) => None,
(114, Gfx6) => "TC_OP_ATOMIC_SMIN_64",
(115, Gfx6) => "TC_OP_ATOMIC_UMIN_64",
(116, Gfx6) => "TC_OP_ATOMIC_SMAX_64",
(117, Gfx6) => "TC_OP_ATOMIC_UMAX_64",
(118, Gfx6) => "TC_OP_ATOMIC_AND_64",
(119, Gfx6) => "TC_OP_ATOMIC_OR_64",
(120, Gfx6) => "TC_OP_ATOMIC_XOR_64",
(121, Gfx6) => "TC_OP_ATOMIC_INC_64",
(122, Gfx6) => "TC_OP_ATOMIC_DEC_64",
(122, Gfx8) => "TC_OP_WBINVL2_NC",
}
}

impl TcOp {
    /// The value generation `gfx` gives the name this (gfx7) value has: itself where the
    /// numbers agree, `None` where `gfx` lacks the name (the spec's per-generation values of
    /// `TC_OP`).
    pub const fn on(self, gfx: crate::regs::Gfx) -> Option<Self> {
        match (self.0, gfx) {
            (17, crate::regs::Gfx::Gfx6) => Some(Self(18)),
            (18, crate::regs::Gfx::Gfx6) => Some(Self(19)),
            (19, crate::regs::Gfx::Gfx6) => Some(Self(20)),
            (20, crate::regs::Gfx::Gfx6) => Some(Self(21)),
            (21, crate::regs::Gfx::Gfx6) => Some(Self(22)),
            (22, crate::regs::Gfx::Gfx6) => Some(Self(23)),
            (23, crate::regs::Gfx::Gfx6) => Some(Self(24)),
            (24, crate::regs::Gfx::Gfx6) => Some(Self(25)),
            (25, crate::regs::Gfx::Gfx6) => Some(Self(26)),
            (26, crate::regs::Gfx::Gfx6) => None,
            (27, crate::regs::Gfx::Gfx8) => Some(Self(28)),
            (28, crate::regs::Gfx::Gfx8) => Some(Self(29)),
            (29, crate::regs::Gfx::Gfx8) => Some(Self(30)),
            (30, crate::regs::Gfx::Gfx8) => Some(Self(31)),
            (31, crate::regs::Gfx::Gfx8) => None,
            (44, crate::regs::Gfx::Gfx8) => Some(Self(45)),
            (45, crate::regs::Gfx::Gfx8) => Some(Self(46)),
            (46, crate::regs::Gfx::Gfx8) => None,
            (49, crate::regs::Gfx::Gfx6) => Some(Self(50)),
            (50, crate::regs::Gfx::Gfx6) => Some(Self(51)),
            (51, crate::regs::Gfx::Gfx6) => Some(Self(52)),
            (52, crate::regs::Gfx::Gfx6) => Some(Self(53)),
            (53, crate::regs::Gfx::Gfx6) => Some(Self(54)),
            (54, crate::regs::Gfx::Gfx6) => Some(Self(55)),
            (55, crate::regs::Gfx::Gfx6) => Some(Self(56)),
            (56, crate::regs::Gfx::Gfx6) => Some(Self(57)),
            (57, crate::regs::Gfx::Gfx6) => Some(Self(58)),
            (58, crate::regs::Gfx::Gfx6 | crate::regs::Gfx::Gfx8) => None,
            (81, crate::regs::Gfx::Gfx6) => Some(Self(82)),
            (82, crate::regs::Gfx::Gfx6) => Some(Self(83)),
            (83, crate::regs::Gfx::Gfx6) => Some(Self(84)),
            (84, crate::regs::Gfx::Gfx6) => Some(Self(85)),
            (85, crate::regs::Gfx::Gfx6) => Some(Self(86)),
            (86, crate::regs::Gfx::Gfx6) => Some(Self(87)),
            (87, crate::regs::Gfx::Gfx6) => Some(Self(88)),
            (88, crate::regs::Gfx::Gfx6) => Some(Self(89)),
            (89, crate::regs::Gfx::Gfx6) => Some(Self(90)),
            (90, crate::regs::Gfx::Gfx6 | crate::regs::Gfx::Gfx8) => None,
            (113, crate::regs::Gfx::Gfx6) => Some(Self(114)),
            (114, crate::regs::Gfx::Gfx6) => Some(Self(115)),
            (115, crate::regs::Gfx::Gfx6) => Some(Self(116)),
            (116, crate::regs::Gfx::Gfx6) => Some(Self(117)),
            (117, crate::regs::Gfx::Gfx6) => Some(Self(118)),
            (118, crate::regs::Gfx::Gfx6) => Some(Self(119)),
            (119, crate::regs::Gfx::Gfx6) => Some(Self(120)),
            (120, crate::regs::Gfx::Gfx6) => Some(Self(121)),
            (121, crate::regs::Gfx::Gfx6) => Some(Self(122)),
            (122, crate::regs::Gfx::Gfx6 | crate::regs::Gfx::Gfx8) => None,
            _ => Some(self),
        }
    }

    /// The (gfx7) value of the name `value` has on generation `gfx`: itself where the
    /// numbers agree, `None` where gfx7 lacks the name or `gfx` does not name `value`.
    pub const fn from_gfx(value: Self, gfx: crate::regs::Gfx) -> Option<Self> {
        match (value.0, gfx) {
            (17, crate::regs::Gfx::Gfx6) => None,
            (18, crate::regs::Gfx::Gfx6) => Some(Self(17)),
            (19, crate::regs::Gfx::Gfx6) => Some(Self(18)),
            (20, crate::regs::Gfx::Gfx6) => Some(Self(19)),
            (21, crate::regs::Gfx::Gfx6) => Some(Self(20)),
            (22, crate::regs::Gfx::Gfx6) => Some(Self(21)),
            (23, crate::regs::Gfx::Gfx6) => Some(Self(22)),
            (24, crate::regs::Gfx::Gfx6) => Some(Self(23)),
            (25, crate::regs::Gfx::Gfx6) => Some(Self(24)),
            (26, crate::regs::Gfx::Gfx6) => Some(Self(25)),
            (27, crate::regs::Gfx::Gfx8) => None,
            (28, crate::regs::Gfx::Gfx8) => Some(Self(27)),
            (29, crate::regs::Gfx::Gfx8) => Some(Self(28)),
            (30, crate::regs::Gfx::Gfx8) => Some(Self(29)),
            (31, crate::regs::Gfx::Gfx8) => Some(Self(30)),
            (44, crate::regs::Gfx::Gfx8) => None,
            (45, crate::regs::Gfx::Gfx8) => Some(Self(44)),
            (46, crate::regs::Gfx::Gfx8) => Some(Self(45)),
            (49, crate::regs::Gfx::Gfx6) => None,
            (50, crate::regs::Gfx::Gfx6) => Some(Self(49)),
            (51, crate::regs::Gfx::Gfx6) => Some(Self(50)),
            (52, crate::regs::Gfx::Gfx6) => Some(Self(51)),
            (53, crate::regs::Gfx::Gfx6) => Some(Self(52)),
            (54, crate::regs::Gfx::Gfx6) => Some(Self(53)),
            (55, crate::regs::Gfx::Gfx6) => Some(Self(54)),
            (56, crate::regs::Gfx::Gfx6) => Some(Self(55)),
            (57, crate::regs::Gfx::Gfx6) => Some(Self(56)),
            (58, crate::regs::Gfx::Gfx6) => Some(Self(57)),
            (58, crate::regs::Gfx::Gfx8) => None,
            (81, crate::regs::Gfx::Gfx6) => None,
            (82, crate::regs::Gfx::Gfx6) => Some(Self(81)),
            (83, crate::regs::Gfx::Gfx6) => Some(Self(82)),
            (84, crate::regs::Gfx::Gfx6) => Some(Self(83)),
            (85, crate::regs::Gfx::Gfx6) => Some(Self(84)),
            (86, crate::regs::Gfx::Gfx6) => Some(Self(85)),
            (87, crate::regs::Gfx::Gfx6) => Some(Self(86)),
            (88, crate::regs::Gfx::Gfx6) => Some(Self(87)),
            (89, crate::regs::Gfx::Gfx6) => Some(Self(88)),
            (90, crate::regs::Gfx::Gfx6) => Some(Self(89)),
            (90, crate::regs::Gfx::Gfx8) => None,
            (113, crate::regs::Gfx::Gfx6) => None,
            (114, crate::regs::Gfx::Gfx6) => Some(Self(113)),
            (115, crate::regs::Gfx::Gfx6) => Some(Self(114)),
            (116, crate::regs::Gfx::Gfx6) => Some(Self(115)),
            (117, crate::regs::Gfx::Gfx6) => Some(Self(116)),
            (118, crate::regs::Gfx::Gfx6) => Some(Self(117)),
            (119, crate::regs::Gfx::Gfx6) => Some(Self(118)),
            (120, crate::regs::Gfx::Gfx6) => Some(Self(119)),
            (121, crate::regs::Gfx::Gfx6) => Some(Self(120)),
            (122, crate::regs::Gfx::Gfx6) => Some(Self(121)),
            (122, crate::regs::Gfx::Gfx8) => None,
            _ => Some(value),
        }
    }
}
