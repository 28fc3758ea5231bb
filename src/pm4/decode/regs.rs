//! `SET_*_REG` packets seen from the reading side: the register writes they
//! carry, named through the register definitions.

use core::fmt;

use crate::pm4::SetRegOffset;
use crate::ps4::markers::UserData;
use crate::regs::Space;

/// The body of a `SET_CONFIG_REG`, `SET_SH_REG`, `SET_CONTEXT_REG` or
/// `SET_UCONFIG_REG` packet.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SetRegs<'a> {
    /// The register space the packet's opcode writes.
    pub space: Space,
    /// Body dword 1: `REG_OFFSET` and `INDEX`.
    pub offset_word: SetRegOffset,
    /// The values written to consecutive registers, first register first.
    pub values: &'a [u32],
    /// What a PS4 hint NOP right before this packet announced it writes
    /// (a V#, T#, S# or a user-data region), if there was one.
    pub hint: Option<UserData>,
}

impl<'a> SetRegs<'a> {
    /// Dword offset of the first register from the base of [`SetRegs::space`].
    pub const fn offset(&self) -> u16 {
        self.offset_word.reg_offset()
    }

    /// The `INDEX` field (gfx7+; 0 for a plain write).
    pub const fn index(&self) -> u8 {
        self.offset_word.index()
    }

    /// The individual register writes, in order.
    pub fn writes(&self) -> RegWrites<'a> {
        RegWrites {
            space: self.space,
            next: self.offset() as u32,
            values: self.values.iter(),
        }
    }
}

/// Iterator over the register writes of a [`SetRegs`] packet.
#[derive(Clone, Debug)]
pub struct RegWrites<'a> {
    space: Space,
    next: u32,
    values: core::slice::Iter<'a, u32>,
}

impl Iterator for RegWrites<'_> {
    type Item = RegWrite;

    fn next(&mut self) -> Option<RegWrite> {
        let value = *self.values.next()?;
        let offset = self.next;
        self.next = self.next.wrapping_add(1);
        Some(RegWrite {
            space: self.space,
            offset,
            value,
        })
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        self.values.size_hint()
    }
}

impl ExactSizeIterator for RegWrites<'_> {}

/// One register write: which register, and the value written.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct RegWrite {
    /// The register's space.
    pub space: Space,
    /// Dword offset from the space base (may lie past the space's end in a
    /// malformed packet).
    pub offset: u32,
    /// The value written.
    pub value: u32,
}

impl RegWrite {
    /// MMIO byte address of the register (wrapping for offsets no packet can
    /// reach).
    pub const fn byte_address(&self) -> u32 {
        self.space.base().wrapping_add(self.offset.wrapping_mul(4))
    }

    /// AMD's name of the register, if this crate defines it.
    pub fn name(&self) -> Option<&'static str> {
        None
    }
}

impl fmt::Display for RegWrite {
    /// `NAME = 0xXXXXXXXX { FIELD: VALUE, ... }` for a register this crate
    /// defines, `SPACE[0xOFFSET] = 0xXXXXXXXX` for any other.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.name() {
            Some(name) => write!(f, "{name} = {:#010X}", self.value),
            None => write!(
                f,
                "{}[{:#x}] = {:#010X}",
                self.space.name(),
                self.offset,
                self.value
            ),
        }
    }
}
