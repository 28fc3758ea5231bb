//! Type-3 opcodes (`IT_OPCODE`): [`Opcode`] and its values are generated
//! from the spec in [`crate::regs::gfx7::packets`].

pub use crate::regs::gfx7::packets::Opcode;

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
}
