//! Selector enumerations and field words shared by several packet families.

use bitfield_struct::bitfield;

open_enum! {
    /// `CACHE_POLICY` (gfx7+): TC L2 policy for the CP's memory access.
    pub struct CachePolicy(u8): 2 bits {
        /// Least-recently-used.
        LRU = 0,
        /// Streaming.
        STREAM = 1,
        /// Bypass the L2.
        BYPASS = 2,
    }
}

open_enum! {
    /// `ENGINE_SEL` / `ENGINE` of `WRITE_DATA`, `COPY_DATA`, `WAIT_REG_MEM`
    /// (ME, PFP or CE) and of `DMA_DATA`, `CP_DMA`, `ATOMIC_MEM` (ME or PFP).
    pub struct EngineSel(u8): 2 bits {
        /// Micro engine.
        ME = 0,
        /// Pre-fetch parser.
        PFP = 1,
        /// Constant engine.
        CE = 2,
    }
}

open_enum! {
    /// `ENGINE` of `SURFACE_SYNC` / `ACQUIRE_MEM` (note: inverted w.r.t. [`EngineSel`]).
    pub struct SyncEngine(u8): 1 bits {
        /// Pre-fetch parser.
        PFP = 0,
        /// Micro engine.
        ME = 1,
    }
}

/// A dword holding address bits 47..32 in its bits 15..0: `ADDRESS_HI`, `IB_BASE_HI`,
/// `BOOL_ADDR_HI`, ... of many packets.
#[bitfield(u32)]
#[derive(PartialEq, Eq)]
pub struct AddressHi16 {
    /// [15:0]: address bits [47:32].
    pub address_hi: u16,
    /// Reserved [31:16].
    __: u16,
}
