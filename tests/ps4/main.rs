//! PS4 conventions: markers, windows, and the triangle frame.

mod clear_frame;
mod conventions;
#[path = "../data_source/mod.rs"]
mod data_source;
mod driver_windows;
mod flip_patch;
mod neo;
mod ps4_support;
mod shader_windows;
mod triangle_frame;
mod windows;
