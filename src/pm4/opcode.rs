//! Type-3 opcodes (`IT_OPCODE`): [`Opcode`] and its values are generated
//! from the spec in [`crate::regs::gfx7::packets`].

use super::error::Error;
use crate::regs::Gfx;
pub use crate::regs::gfx7::packets::Opcode;

/// The bit of `gfx` in [`Opcode::generation_bits`] / [`Opcode::gfx7_layout_bits`].
#[inline]
pub(crate) const fn gfx_bit(gfx: Gfx) -> u8 {
    match gfx {
        Gfx::Gfx6 => 0b001,
        Gfx::Gfx7 => 0b010,
        Gfx::Gfx8 => 0b100,
    }
}

impl Opcode {
    /// The opcode AMD (or an alias AMD's header uses, such as `ATOMIC` or
    /// `INDIRECT_BUFFER_CNST`) calls `name`; `IT_` prefix optional.
    pub fn from_name(name: &str) -> Option<Opcode> {
        let name = name.strip_prefix("IT_").unwrap_or(name);
        Opcode::NAMED
            .iter()
            .find(|(n, _)| *n == name)
            .map(|&(_, op)| op)
    }

    /// Whether the spec lists the opcode on `gfx` ([`Opcode::generation_bits`]).
    #[inline]
    pub const fn exists_on(self, gfx: Gfx) -> bool {
        self.generation_bits() & gfx_bit(gfx) != 0
    }

    /// Whether the writer can encode the opcode for `gfx`: `Ok` if `gfx` has
    /// it ([`Error::PacketNotOnGfx`] otherwise) with the gfx7 body layout
    /// ([`Error::PacketLayoutNotOnGfx`] otherwise: `COND_EXEC` on gfx6;
    /// gfx6's `ATOMIC_MEM` is gfx7's layout less four dword-1 fields, which
    /// are [`PACKET_FIELDS`](super::PACKET_FIELDS) rows).
    #[inline]
    pub const fn check_on(self, gfx: Gfx) -> Result<(), Error> {
        if !self.exists_on(gfx) {
            Err(Error::PacketNotOnGfx { opcode: self, gfx })
        } else if self.gfx7_layout_bits() & gfx_bit(gfx) == 0 {
            Err(Error::PacketLayoutNotOnGfx { opcode: self, gfx })
        } else {
            Ok(())
        }
    }
}
