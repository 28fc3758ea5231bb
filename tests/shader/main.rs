//! Shaders: gfx6, gfx7 and gfx8 machine code (`gcn::isa`) against LLVM's assembler.

mod binary_info;
mod builtin;
mod code_object;
mod compute_job;
#[path = "../data_source/mod.rs"]
mod data_source;
mod fetch;
mod gfx;
mod isa;
mod isa_compare_clamp;
mod isa_gfx8_dpp;
mod isa_gfx8_mem;
mod isa_gfx8_sdwa;
mod isa_literal;
mod isa_llc_sweep;
