//! The decoder, disassembler and diff.

#[path = "../data_source/mod.rs"]
mod data_source;
mod diff;
mod generations;
mod lint;
mod packets;
mod replay;
mod roundtrip;
mod spec;
