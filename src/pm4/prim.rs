//! Draw and event selectors of the packets: `VGT_DMA_SWAP_MODE` and the packet
//! `EVENT_INDEX`, what the packets need to know of the register enumerations
//! [`PrimitiveType`], [`IndexType`] and [`EventType`] (generated in
//! [`crate::regs`], re-exported here), and [`vertex_count`].

use crate::regs::gfx7::pm4::EventIndex;
use crate::regs::{EventType, IndexType, PrimitiveType};

impl IndexType {
    /// Bytes per index (`None` for a value AMD does not name).
    pub const fn bytes(self) -> Option<u32> {
        match self.into_bits() {
            0 => Some(2),
            1 => Some(4),
            2 => Some(1),
            _ => None,
        }
    }
}

/// `VGT_DMA_SWAP_MODE`: byte swap applied to fetched indices (the register enumeration).
pub use crate::regs::VgtDmaSwapMode as IndexSwapMode;

impl EventType {
    /// The `EVENT_INDEX` the CP expects with this event.
    pub const fn event_index(self) -> EventIndex {
        match self.into_bits() {
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
    match prim.into_bits() {
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
    matches!(prim.into_bits(), 1..=6 | 10..=13 | 17..=20)
}
