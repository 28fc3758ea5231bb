//! Register definitions: the generator, golden values and the spec.

mod codegen;
mod codegen_desc;
mod codegen_pm4;
#[path = "../data_source/mod.rs"]
mod data_source;
mod golden;
mod setters;
mod setters_generated;
mod spec;
