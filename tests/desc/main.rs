//! Resource descriptors (T#, S#, V#) against golden vectors, the spec and their own decoders.

mod common;
#[path = "../data_source/mod.rs"]
mod data_source;
mod generation;
mod gnf;
mod golden;
mod props;
mod spec;
mod views;
