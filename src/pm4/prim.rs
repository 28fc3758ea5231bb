//! Draw and event enumerations shared by the whole crate: `VGT_DI_PRIM_TYPE`,
//! `VGT_INDEX_TYPE_MODE`, `VGT_DMA_SWAP_MODE`, `VGT_EVENT_TYPE` and the packet
//! `EVENT_INDEX`, plus [`vertex_count`].

open_enum! {
    /// `VGT_DI_PRIM_TYPE`: the primitive topology (`VGT_PRIMITIVE_TYPE.PRIM_TYPE`, 6 bits).
    pub struct PrimitiveType(u8): 6 bits {
        /// `DI_PT_NONE`.
        DI_PT_NONE = 0,
        /// `DI_PT_POINTLIST`.
        DI_PT_POINTLIST = 1,
        /// `DI_PT_LINELIST`.
        DI_PT_LINELIST = 2,
        /// `DI_PT_LINESTRIP`.
        DI_PT_LINESTRIP = 3,
        /// `DI_PT_TRILIST`.
        DI_PT_TRILIST = 4,
        /// `DI_PT_TRIFAN`.
        DI_PT_TRIFAN = 5,
        /// `DI_PT_TRISTRIP`.
        DI_PT_TRISTRIP = 6,
        /// `DI_PT_UNUSED_0`.
        DI_PT_UNUSED_0 = 7,
        /// `DI_PT_UNUSED_1`.
        DI_PT_UNUSED_1 = 8,
        /// `DI_PT_PATCH`.
        DI_PT_PATCH = 9,
        /// `DI_PT_LINELIST_ADJ`.
        DI_PT_LINELIST_ADJ = 10,
        /// `DI_PT_LINESTRIP_ADJ`.
        DI_PT_LINESTRIP_ADJ = 11,
        /// `DI_PT_TRILIST_ADJ`.
        DI_PT_TRILIST_ADJ = 12,
        /// `DI_PT_TRISTRIP_ADJ`.
        DI_PT_TRISTRIP_ADJ = 13,
        /// `DI_PT_UNUSED_3`.
        DI_PT_UNUSED_3 = 14,
        /// `DI_PT_UNUSED_4`.
        DI_PT_UNUSED_4 = 15,
        /// `DI_PT_TRI_WITH_WFLAGS`.
        DI_PT_TRI_WITH_WFLAGS = 16,
        /// `DI_PT_RECTLIST`.
        DI_PT_RECTLIST = 17,
        /// `DI_PT_LINELOOP`.
        DI_PT_LINELOOP = 18,
        /// `DI_PT_QUADLIST`.
        DI_PT_QUADLIST = 19,
        /// `DI_PT_QUADSTRIP`.
        DI_PT_QUADSTRIP = 20,
        /// `DI_PT_POLYGON`.
        DI_PT_POLYGON = 21,
        /// `DI_PT_2D_COPY_RECT_LIST_V0`.
        DI_PT_2D_COPY_RECT_LIST_V0 = 22,
        /// `DI_PT_2D_COPY_RECT_LIST_V1`.
        DI_PT_2D_COPY_RECT_LIST_V1 = 23,
        /// `DI_PT_2D_COPY_RECT_LIST_V2`.
        DI_PT_2D_COPY_RECT_LIST_V2 = 24,
        /// `DI_PT_2D_COPY_RECT_LIST_V3`.
        DI_PT_2D_COPY_RECT_LIST_V3 = 25,
        /// `DI_PT_2D_FILL_RECT_LIST`.
        DI_PT_2D_FILL_RECT_LIST = 26,
        /// `DI_PT_2D_LINE_STRIP`.
        DI_PT_2D_LINE_STRIP = 27,
        /// `DI_PT_2D_TRI_STRIP`.
        DI_PT_2D_TRI_STRIP = 28,
    }
}

open_enum! {
    /// `VGT_INDEX_TYPE_MODE`: index size (`VGT_INDEX_TYPE`, `VGT_DMA_INDEX_TYPE`, `INDEX_TYPE` packet).
    pub struct IndexType(u8): 2 bits {
        /// 16-bit indices.
        VGT_INDEX_16 = 0,
        /// 32-bit indices.
        VGT_INDEX_32 = 1,
        /// 8-bit indices (gfx8 only).
        VGT_INDEX_8 = 2,
    }
}

impl IndexType {
    /// Bytes per index (`None` for a value AMD does not name).
    pub const fn bytes(self) -> Option<u32> {
        match self.0 {
            0 => Some(2),
            1 => Some(4),
            2 => Some(1),
            _ => None,
        }
    }
}

open_enum! {
    /// `VGT_DMA_SWAP_MODE`: byte swap applied to fetched indices.
    pub struct IndexSwapMode(u8): 2 bits {
        /// No swap.
        VGT_DMA_SWAP_NONE = 0,
        /// Swap bytes within 16 bits.
        VGT_DMA_SWAP_16_BIT = 1,
        /// Swap bytes within 32 bits.
        VGT_DMA_SWAP_32_BIT = 2,
        /// Swap 16-bit halves within 32 bits.
        VGT_DMA_SWAP_WORD = 3,
    }
}

open_enum! {
    /// `VGT_EVENT_TYPE`: the event an `EVENT_WRITE*` / `RELEASE_MEM` packet
    /// sends down the pipeline (`VGT_EVENT_INITIATOR.EVENT_TYPE`, 6 bits).
    /// Value 37 is `Reserved_0x25` on gfx6/gfx7 and `TGID_ROLLOVER` on gfx8.
    pub struct EventType(u8): 6 bits {
        /// `Reserved_0x00`.
        #[allow(non_upper_case_globals)]
        Reserved_0x00 = 0,
        /// `SAMPLE_STREAMOUTSTATS1`.
        SAMPLE_STREAMOUTSTATS1 = 1,
        /// `SAMPLE_STREAMOUTSTATS2`.
        SAMPLE_STREAMOUTSTATS2 = 2,
        /// `SAMPLE_STREAMOUTSTATS3`.
        SAMPLE_STREAMOUTSTATS3 = 3,
        /// `CACHE_FLUSH_TS`.
        CACHE_FLUSH_TS = 4,
        /// `CONTEXT_DONE`.
        CONTEXT_DONE = 5,
        /// `CACHE_FLUSH`.
        CACHE_FLUSH = 6,
        /// `CS_PARTIAL_FLUSH`.
        CS_PARTIAL_FLUSH = 7,
        /// `VGT_STREAMOUT_SYNC`.
        VGT_STREAMOUT_SYNC = 8,
        /// `Reserved_0x09`.
        #[allow(non_upper_case_globals)]
        Reserved_0x09 = 9,
        /// `VGT_STREAMOUT_RESET`.
        VGT_STREAMOUT_RESET = 10,
        /// `END_OF_PIPE_INCR_DE`.
        END_OF_PIPE_INCR_DE = 11,
        /// `END_OF_PIPE_IB_END`.
        END_OF_PIPE_IB_END = 12,
        /// `RST_PIX_CNT`.
        RST_PIX_CNT = 13,
        /// `Reserved_0x0E`.
        #[allow(non_upper_case_globals)]
        Reserved_0x0E = 14,
        /// `VS_PARTIAL_FLUSH`.
        VS_PARTIAL_FLUSH = 15,
        /// `PS_PARTIAL_FLUSH`.
        PS_PARTIAL_FLUSH = 16,
        /// `FLUSH_HS_OUTPUT`.
        FLUSH_HS_OUTPUT = 17,
        /// `FLUSH_LS_OUTPUT`.
        FLUSH_LS_OUTPUT = 18,
        /// `Reserved_0x13`.
        #[allow(non_upper_case_globals)]
        Reserved_0x13 = 19,
        /// `CACHE_FLUSH_AND_INV_TS_EVENT`.
        CACHE_FLUSH_AND_INV_TS_EVENT = 20,
        /// `ZPASS_DONE`.
        ZPASS_DONE = 21,
        /// `CACHE_FLUSH_AND_INV_EVENT`.
        CACHE_FLUSH_AND_INV_EVENT = 22,
        /// `PERFCOUNTER_START`.
        PERFCOUNTER_START = 23,
        /// `PERFCOUNTER_STOP`.
        PERFCOUNTER_STOP = 24,
        /// `PIPELINESTAT_START`.
        PIPELINESTAT_START = 25,
        /// `PIPELINESTAT_STOP`.
        PIPELINESTAT_STOP = 26,
        /// `PERFCOUNTER_SAMPLE`.
        PERFCOUNTER_SAMPLE = 27,
        /// `FLUSH_ES_OUTPUT`.
        FLUSH_ES_OUTPUT = 28,
        /// `FLUSH_GS_OUTPUT`.
        FLUSH_GS_OUTPUT = 29,
        /// `SAMPLE_PIPELINESTAT`.
        SAMPLE_PIPELINESTAT = 30,
        /// `SO_VGTSTREAMOUT_FLUSH`.
        SO_VGTSTREAMOUT_FLUSH = 31,
        /// `SAMPLE_STREAMOUTSTATS`.
        SAMPLE_STREAMOUTSTATS = 32,
        /// `RESET_VTX_CNT`.
        RESET_VTX_CNT = 33,
        /// `BLOCK_CONTEXT_DONE`.
        BLOCK_CONTEXT_DONE = 34,
        /// `CS_CONTEXT_DONE`.
        CS_CONTEXT_DONE = 35,
        /// `VGT_FLUSH`.
        VGT_FLUSH = 36,
        /// `Reserved_0x25` (gfx6, gfx7 only).
        #[allow(non_upper_case_globals)]
        Reserved_0x25 = 37,
        /// `TGID_ROLLOVER` (gfx8 only).
        TGID_ROLLOVER = 37,
        /// `SQ_NON_EVENT`.
        SQ_NON_EVENT = 38,
        /// `SC_SEND_DB_VPZ`.
        SC_SEND_DB_VPZ = 39,
        /// `BOTTOM_OF_PIPE_TS`.
        BOTTOM_OF_PIPE_TS = 40,
        /// `FLUSH_SX_TS`.
        FLUSH_SX_TS = 41,
        /// `DB_CACHE_FLUSH_AND_INV`.
        DB_CACHE_FLUSH_AND_INV = 42,
        /// `FLUSH_AND_INV_DB_DATA_TS`.
        FLUSH_AND_INV_DB_DATA_TS = 43,
        /// `FLUSH_AND_INV_DB_META`.
        FLUSH_AND_INV_DB_META = 44,
        /// `FLUSH_AND_INV_CB_DATA_TS`.
        FLUSH_AND_INV_CB_DATA_TS = 45,
        /// `FLUSH_AND_INV_CB_META`.
        FLUSH_AND_INV_CB_META = 46,
        /// `CS_DONE`.
        CS_DONE = 47,
        /// `PS_DONE`.
        PS_DONE = 48,
        /// `FLUSH_AND_INV_CB_PIXEL_DATA`.
        FLUSH_AND_INV_CB_PIXEL_DATA = 49,
        /// `SX_CB_RAT_ACK_REQUEST`.
        SX_CB_RAT_ACK_REQUEST = 50,
        /// `THREAD_TRACE_START`.
        THREAD_TRACE_START = 51,
        /// `THREAD_TRACE_STOP`.
        THREAD_TRACE_STOP = 52,
        /// `THREAD_TRACE_MARKER`.
        THREAD_TRACE_MARKER = 53,
        /// `THREAD_TRACE_FLUSH`.
        THREAD_TRACE_FLUSH = 54,
        /// `THREAD_TRACE_FINISH`.
        THREAD_TRACE_FINISH = 55,
        /// `PIXEL_PIPE_STAT_CONTROL` (gfx7, gfx8 only).
        PIXEL_PIPE_STAT_CONTROL = 56,
        /// `PIXEL_PIPE_STAT_DUMP` (gfx7, gfx8 only).
        PIXEL_PIPE_STAT_DUMP = 57,
        /// `PIXEL_PIPE_STAT_RESET` (gfx7, gfx8 only).
        PIXEL_PIPE_STAT_RESET = 58,
        /// `CONTEXT_SUSPEND` (gfx7, gfx8 only).
        CONTEXT_SUSPEND = 59,
        /// `OFFCHIP_HS_DEALLOC` (gfx8 only).
        OFFCHIP_HS_DEALLOC = 60,
    }
}

open_enum! {
    /// Packet `EVENT_INDEX` (`EVENT_WRITE`, `EVENT_WRITE_EOP/EOS`, `RELEASE_MEM`, 4 bits).
    pub struct EventIndex(u8): 4 bits {
        /// Any event not listed below.
        ANY_NON_TIMESTAMP_EVENT = 0,
        /// `ZPASS_DONE` (occlusion query sample; takes an address).
        ZPASS_DONE = 1,
        /// `SAMPLE_PIPELINESTAT` (takes an address).
        SAMPLE_PIPELINESTATS = 2,
        /// `SAMPLE_STREAMOUTSTATS*` (takes an address).
        SAMPLE_STREAMOUTSTATS = 3,
        /// `CS/VS/PS_PARTIAL_FLUSH`.
        CS_VS_PS_PARTIAL_FLUSH = 4,
        /// End-of-pipe timestamp/fence events (`EVENT_WRITE_EOP`, `RELEASE_MEM`).
        EOP_TIMESTAMP_EVENT = 5,
        /// End-of-shader events `CS_DONE` / `PS_DONE` (`EVENT_WRITE_EOS`).
        EOS_EVENT = 6,
        /// `CACHE_FLUSH` and `CACHE_FLUSH_AND_INV_EVENT`.
        CACHE_FLUSH_EVENT = 7,
    }
}

impl EventType {
    /// The `EVENT_INDEX` the CP expects with this event.
    pub const fn event_index(self) -> EventIndex {
        match self.0 {
            21 => EventIndex::ZPASS_DONE,
            30 => EventIndex::SAMPLE_PIPELINESTATS,
            1 | 2 | 3 | 32 => EventIndex::SAMPLE_STREAMOUTSTATS,
            7 | 15 | 16 => EventIndex::CS_VS_PS_PARTIAL_FLUSH,
            4 | 11 | 12 | 20 | 40 | 41 | 43 | 45 => EventIndex::EOP_TIMESTAMP_EVENT,
            47 | 48 => EventIndex::EOS_EVENT,
            6 | 22 => EventIndex::CACHE_FLUSH_EVENT,
            _ => EventIndex::ANY_NON_TIMESTAMP_EVENT,
        }
    }
}

/// Vertices (indices) needed to draw `primitives` primitives of type `prim`.
///
/// point list n, line list 2n, line strip n+1, line loop n, triangle list 3n,
/// triangle fan n+2, triangle strip n+2, rect list 3n, quad list 4n, quad
/// strip 2n+2, line list adj 4n, line strip adj n+3, triangle list adj 6n,
/// triangle strip adj 2n+4; 0 primitives need 0 vertices. `None` on overflow
/// and for types without a fixed count (`DI_PT_PATCH`, `DI_PT_POLYGON`, the
/// 2D and unused types, unknown values).
pub const fn vertex_count(prim: PrimitiveType, primitives: u32) -> Option<u32> {
    let n = primitives;
    if n == 0 && prim_is_countable(prim) {
        return Some(0);
    }
    match prim.0 {
        1 => Some(n),
        2 => n.checked_mul(2),
        3 => n.checked_add(1),
        4 | 17 => n.checked_mul(3),
        5 | 6 => n.checked_add(2),
        10 => n.checked_mul(4),
        11 => n.checked_add(3),
        12 => n.checked_mul(6),
        13 => match n.checked_mul(2) {
            Some(v) => v.checked_add(4),
            None => None,
        },
        18 => Some(n),
        19 => n.checked_mul(4),
        20 => match n.checked_mul(2) {
            Some(v) => v.checked_add(2),
            None => None,
        },
        _ => None,
    }
}

const fn prim_is_countable(prim: PrimitiveType) -> bool {
    matches!(prim.0, 1..=6 | 10..=13 | 17..=20)
}
