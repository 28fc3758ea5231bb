//! Draw and event selectors of the packets: `VGT_DMA_SWAP_MODE` and the packet
//! `EVENT_INDEX`, what the packets need to know of the register enumerations
//! [`PrimitiveType`], [`IndexType`] and [`EventType`] (generated in
//! [`crate::regs`], re-exported here), and [`vertex_count`].

use crate::regs::gfx7::pm4::EventIndex;
use crate::regs::{EventType, IndexType, PrimitiveType};

impl IndexType {
    /// Bytes per index (`None` for a value AMD does not name).
    pub const fn bytes(self) -> Option<u32> {
        match self {
            Self::VGT_INDEX_16 => Some(2),
            Self::VGT_INDEX_32 => Some(4),
            Self::VGT_INDEX_8 => Some(1),
            _ => None,
        }
    }
}

/// `VGT_DMA_SWAP_MODE`: byte swap applied to fetched indices (the register enumeration).
pub use crate::regs::VgtDmaSwapMode as IndexSwapMode;

impl EventType {
    /// The `EVENT_INDEX` the CP expects with this event.
    pub const fn event_index(self) -> EventIndex {
        match self {
            Self::ZPASS_DONE => EventIndex::ZPASS_DONE,
            Self::SAMPLE_PIPELINESTAT => EventIndex::SAMPLE_PIPELINESTATS,
            Self::SAMPLE_STREAMOUTSTATS1
            | Self::SAMPLE_STREAMOUTSTATS2
            | Self::SAMPLE_STREAMOUTSTATS3
            | Self::SAMPLE_STREAMOUTSTATS => EventIndex::SAMPLE_STREAMOUTSTATS,
            Self::CS_PARTIAL_FLUSH | Self::VS_PARTIAL_FLUSH | Self::PS_PARTIAL_FLUSH => {
                EventIndex::CS_VS_PS_PARTIAL_FLUSH
            }
            Self::CACHE_FLUSH_TS
            | Self::END_OF_PIPE_INCR_DE
            | Self::END_OF_PIPE_IB_END
            | Self::CACHE_FLUSH_AND_INV_TS_EVENT
            | Self::BOTTOM_OF_PIPE_TS
            | Self::FLUSH_SX_TS
            | Self::FLUSH_AND_INV_DB_DATA_TS
            | Self::FLUSH_AND_INV_CB_DATA_TS => EventIndex::EOP_TIMESTAMP_EVENT,
            Self::CS_DONE | Self::PS_DONE => EventIndex::EOS_EVENT,
            Self::CACHE_FLUSH | Self::CACHE_FLUSH_AND_INV_EVENT => EventIndex::CACHE_FLUSH_EVENT,
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
    match prim {
        PrimitiveType::DI_PT_POINTLIST => Some(n),
        PrimitiveType::DI_PT_LINELIST => n.checked_mul(2),
        PrimitiveType::DI_PT_LINESTRIP => n.checked_add(1),
        PrimitiveType::DI_PT_TRILIST | PrimitiveType::DI_PT_RECTLIST => n.checked_mul(3),
        PrimitiveType::DI_PT_TRIFAN | PrimitiveType::DI_PT_TRISTRIP => n.checked_add(2),
        PrimitiveType::DI_PT_LINELIST_ADJ => n.checked_mul(4),
        PrimitiveType::DI_PT_LINESTRIP_ADJ => n.checked_add(3),
        PrimitiveType::DI_PT_TRILIST_ADJ => n.checked_mul(6),
        PrimitiveType::DI_PT_TRISTRIP_ADJ => match n.checked_mul(2) {
            Some(v) => v.checked_add(4),
            None => None,
        },
        PrimitiveType::DI_PT_LINELOOP => Some(n),
        PrimitiveType::DI_PT_QUADLIST => n.checked_mul(4),
        PrimitiveType::DI_PT_QUADSTRIP => match n.checked_mul(2) {
            Some(v) => v.checked_add(2),
            None => None,
        },
        _ => None,
    }
}

const fn prim_is_countable(prim: PrimitiveType) -> bool {
    matches!(
        prim,
        PrimitiveType::DI_PT_POINTLIST
            | PrimitiveType::DI_PT_LINELIST
            | PrimitiveType::DI_PT_LINESTRIP
            | PrimitiveType::DI_PT_TRILIST
            | PrimitiveType::DI_PT_TRIFAN
            | PrimitiveType::DI_PT_TRISTRIP
            | PrimitiveType::DI_PT_LINELIST_ADJ
            | PrimitiveType::DI_PT_LINESTRIP_ADJ
            | PrimitiveType::DI_PT_TRILIST_ADJ
            | PrimitiveType::DI_PT_TRISTRIP_ADJ
            | PrimitiveType::DI_PT_RECTLIST
            | PrimitiveType::DI_PT_LINELOOP
            | PrimitiveType::DI_PT_QUADLIST
            | PrimitiveType::DI_PT_QUADSTRIP
    )
}
