//! Surface tiling against AMD address-library vectors, and its properties.

mod addrlib_cases;
#[path = "../data_source/mod.rs"]
mod data_source;
mod dcc_levels;
mod fuzz_regressions;
mod golden;
mod golden_element_address;
mod layout;
mod props;
mod refusals;
mod robust;
mod size_cover;
mod tile;
mod tiling_support;
