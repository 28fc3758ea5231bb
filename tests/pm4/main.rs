//! The PM4 writer: every packet against hand-encoded dwords and the spec.

mod bind;
mod control;
mod core;
#[path = "../data_source/mod.rs"]
mod data_source;
mod draw;
mod event;
mod gfx;
mod load;
mod mem;
mod pm4_support;
mod prim;
mod scene;
mod sequence;
mod sequence_support;
mod spec;
