//! gfx6 register layouts that several registers or register families share.
//!
//! Generated from the register spec by `tests/regs/codegen.rs`; do not edit by hand.
//!
//! Each layout is one type `Layout<G, N>`: `G` selects the register (or family) and `N`
//! the AMD slot within a family (`0` for a single register), so every register is
//! still its own type with its own offset. The register names are aliases, defined
//! with the register's space (`sh`, `context`, `uconfig`).

#[allow(unused_imports)]
use super::enums::*;

crate::regs::word! {
    /// Layout of 2 registers or register families, by `G`:
    ///
    /// 0. [`VgtEsgsRingSize`](super::VgtEsgsRingSize)
    /// 1. [`VgtGsvsRingSize`](super::VgtGsvsRingSize)
    #[derive(PartialEq, Eq, Hash)]
    pub struct VgtRingSize<const G: usize, const N: usize> {
        #[doc = "Bits 0..=31."] pub mem_size: u32 [MEM_SIZE_OFFSET, MEM_SIZE_BITS] => with_mem_size, with_mem_size_checked, set_mem_size, set_mem_size_checked;
    }
}

crate::regs::register_layout! {
    VgtRingSize {
        members: [
            { space: Config, base: 0x232, stride: 0x0, first: 0, names: ["VGT_ESGS_RING_SIZE"] },
            { space: Config, base: 0x233, stride: 0x0, first: 0, names: ["VGT_GSVS_RING_SIZE"] },
        ],
    }
}
