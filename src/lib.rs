//! # gcn — bit-exact AMD GCN command streams for `no_std`
//!
//! `gcn` emits the exact dwords an AMD GCN GPU reads. The first target is gfx7
//! (Sea Islands), the generation of the PS4's "Liverpool" GPU. The crate has no
//! driver, no OS and no heap: every command is written into a caller-owned
//! `&mut [u32]`, every register field is a typed setter, every resource
//! descriptor is validated, and every tiling number matches AMD's address
//! library.
//!
//! The modules, one concern each:
//!
//! | module | what it holds |
//! |---|---|
//! | [`regs`] | register spaces, the [`regs::Register`] trait, and a typed definition of every gfx7 context, shader-stage and draw-time uconfig register, with a lookup table for decoders |
//! | [`blocks`] | register blocks a renderer sets (blend, ...): typed, validated, emitted in the fewest packets, decodable |
//! | [`desc`] | resource descriptors (T# image, S# sampler, V# buffer) and the data formats they share |
//! | [`pm4`] | the PM4 type-3 command-buffer writer: [`pm4::CommandBuffer`] and every gfx7 packet |
//! | [`tiling`] | addrlib-exact surface tiling: tile tables, surface sizes, metadata |
//! | [`ps4`] | PS4 platform conventions: NOP payload markers, default hardware state, display sync |
#![no_std]
#![forbid(unsafe_code)]
#![deny(missing_docs)]
#![cfg_attr(
    not(test),
    deny(
        clippy::unwrap_used,
        clippy::expect_used,
        clippy::panic,
        clippy::indexing_slicing
    )
)]

#[cfg(feature = "alloc")]
extern crate alloc;
#[cfg(feature = "std")]
extern crate std;

#[macro_use]
mod macros;

pub mod blocks;
pub mod desc;
pub mod pm4;
pub mod ps4;
pub mod regs;
pub mod tiling;
