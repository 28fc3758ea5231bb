//! Register blocks: encoding, validation, emission and decoding.

mod alpha_to_mask;
mod blend;
mod blocks_support;
mod color_dcc;
mod color_meta;
mod color_target;
#[path = "../data_source/mod.rs"]
mod data_source;
mod dcc_clear;
mod depth_meta;
mod depth_target;
mod depth_tc;
mod gfx6_targets;
mod gfx8_targets;
mod htile_init;
mod passes;
mod roundtrip;
mod samples;
mod shader;
mod sizes;
mod spec_json;
mod state;
mod target_support;
