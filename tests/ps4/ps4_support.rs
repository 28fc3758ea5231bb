//! Dwords several PS4 test files share, written once from the public driver
//! sources they come from.

/// `ClearContextState` of the system driver (shadPS4 `gnmdriver.cpp`), the
/// 12 dwords every hardware-state initialiser starts with:
/// `CONTEXT_CONTROL`, `CLEAR_STATE`, and an `ACQUIRE_MEM` over the whole
/// address range.
#[rustfmt::skip]
pub(crate) const CLEAR_CONTEXT_STATE: [(u32, &str); 12] = [
    (0xC001_2800, "CONTEXT_CONTROL header"),
    (0x8000_0000, "LOAD_CONTROL: ENABLE_DW"),
    (0x8000_0000, "SHADOW_ENABLE: ENABLE_DW"),
    (0xC000_1200, "CLEAR_STATE header"),
    (0,           "CLEAR_STATE DUMMY_DATA"),
    (0xC005_5800, "ACQUIRE_MEM header"),
    // CB0..CB7_DEST_BASE_ENA [13:6], DB_DEST_BASE_ENA 14, TC_WB_ACTION_ENA 18,
    // TCL1_ACTION_ENA 22, TC_ACTION_ENA 23, CB_ACTION_ENA 25, DB_ACTION_ENA 26,
    // SH_KCACHE_ACTION_ENA 27, SH_ICACHE_ACTION_ENA 29; ENGINE PFP (0).
    (0x2EC4_7FC0, "COHER_CNTL"),
    (0xFFFF_FFFF, "COHER_SIZE"),
    (0,           "COHER_SIZE_HI"),
    (0,           "COHER_BASE_LO"),
    (0,           "COHER_BASE_HI"),
    (10,          "POLL_INTERVAL"),
];

/// The dwords of [`CLEAR_CONTEXT_STATE`] without their names.
pub(crate) fn clear_context_state() -> [u32; 12] {
    CLEAR_CONTEXT_STATE.map(|(dword, _)| dword)
}
