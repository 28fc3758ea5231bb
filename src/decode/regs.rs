//! `SET_*_REG` packets seen from the reading side: the register writes they
//! carry, named through the register definitions.

use core::fmt;

use crate::pm4::{Opcode, SetRegOffset};
use crate::regs::{Field, FieldKind, Gfx, RegInfo, Space};

/// The body of a `SET_CONFIG_REG`, `SET_SH_REG`, `SET_CONTEXT_REG`,
/// `SET_UCONFIG_REG` or `SET_SH_REG_INDEX` packet.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SetRegs<'a> {
    /// The register space the packet's opcode writes.
    pub space: Space,
    /// The packet: `SET_CONFIG_REG`, `SET_SH_REG`, `SET_CONTEXT_REG`,
    /// `SET_UCONFIG_REG`, or `SET_SH_REG_INDEX` (SH registers with an
    /// `INDEX`, gfx7+).
    pub opcode: Opcode,
    /// Body dword 1: `REG_OFFSET` and `INDEX`.
    pub offset_word: SetRegOffset,
    /// The values written to consecutive registers, first register first.
    pub values: &'a [u32],
}

impl<'a> SetRegs<'a> {
    /// Whether [`SetRegs::opcode`] writes [`SetRegs::space`] (always so for a
    /// decoded packet; an edited one may break it, and is then not encoded).
    pub fn opcode_fits_space(&self) -> bool {
        self.opcode == crate::pm4::set_reg_opcode(self.space)
            || (self.opcode == Opcode::SET_SH_REG_INDEX && self.space == Space::Sh)
    }

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

impl RegWrites<'_> {
    /// The next write with its register's definition: the same as
    /// `next()` followed by [`RegWrite::info`] (one read of the register
    /// index per write, no search).
    pub fn next_with_info(&mut self) -> Option<(RegWrite, Option<&'static RegInfo>)> {
        let w = self.next()?;
        Some((w, w.info()))
    }
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

    /// The register's gfx7 definition (name and field table), if this crate
    /// defines one at this address.
    pub fn info(&self) -> Option<&'static RegInfo> {
        self.info_on(Gfx::Gfx7)
    }

    /// The register's definition on generation `gfx`, if that generation
    /// has one at this address that this crate defines.
    pub fn info_on(&self, gfx: Gfx) -> Option<&'static RegInfo> {
        let offset = u16::try_from(self.offset).ok()?;
        gfx.lookup(self.space, offset)
    }

    /// AMD's name of the register, if this crate defines it.
    pub fn name(&self) -> Option<&'static str> {
        self.info().map(|i| i.name)
    }
}

impl fmt::Display for RegWrite {
    /// `NAME = 0xXXXXXXXX { FIELD: VALUE, ... }` for a register this crate
    /// defines (AMD value names for enumerations, decimal below 10, hex from
    /// 10 on, floats as floats), `SPACE[0xOFFSET] = 0xXXXXXXXX` for any other.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_reg(f, self, self.info(), Gfx::Gfx7)
    }
}

impl RegWrite {
    /// The write as `Display` prints it, with the register named, its
    /// fields split and its enumeration values named as generation `gfx`
    /// has them (`Display` itself is gfx7's).
    ///
    /// ```
    /// use gcn::decode::RegWrite;
    /// use gcn::regs::{Gfx, Space};
    ///
    /// // Context 0x325: CB_COLOR0_DCC_BASE on gfx8, no register on gfx7.
    /// let w = RegWrite { space: Space::Context, offset: 0x325, value: 0x100 };
    /// assert_eq!(w.on(Gfx::Gfx8).to_string(), "CB_COLOR0_DCC_BASE = 0x00000100 { BASE_256B: 0x100 }");
    /// assert_eq!(w.to_string(), "CONTEXT[0x325] = 0x00000100");
    /// ```
    pub fn on(&self, gfx: Gfx) -> RegWriteOn {
        RegWriteOn { write: *self, gfx }
    }
}

/// A [`RegWrite`] printed as one generation has the register
/// ([`RegWrite::on`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RegWriteOn {
    /// The write.
    pub write: RegWrite,
    /// The generation naming it.
    pub gfx: Gfx,
}

impl fmt::Display for RegWriteOn {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_reg(f, &self.write, self.write.info_on(self.gfx), self.gfx)
    }
}

/// [`RegWrite`]'s `Display` with its definition on generation `gfx`
/// already looked up (enumeration values named as `gfx` names them).
pub(super) fn write_reg(
    f: &mut dyn fmt::Write,
    w: &RegWrite,
    info: Option<&'static RegInfo>,
    gfx: Gfx,
) -> fmt::Result {
    {
        let label = RegLabel {
            space: w.space,
            offset: w.offset,
            name: info.map(|i| i.name),
        };
        write!(f, "{label} = {:#010X}", w.value)?;
        let fields = FieldValues {
            fields: info.map_or(&[][..], |i| i.fields).iter(),
            value: w.value,
            gfx,
        };
        let mut fields = fields.peekable();
        if fields.peek().is_none() {
            return Ok(());
        }
        f.write_str(" {")?;
        for (i, v) in fields.enumerate() {
            let sep = if i == 0 { " " } else { ", " };
            write!(f, "{sep}{}: {v}", v.name)?;
        }
        f.write_str(" }")
    }
}

impl RegWrite {
    /// What the register prints as: its name, or `SPACE[0xOFFSET]` when this
    /// crate does not define it.
    pub fn label(&self) -> RegLabel {
        self.label_on(Gfx::Gfx7)
    }

    /// [`Self::label`] as generation `gfx` names the register.
    pub fn label_on(&self, gfx: Gfx) -> RegLabel {
        RegLabel::on(self.space, self.offset, gfx)
    }

    /// The named fields of the register and their values in this write.
    pub fn fields(&self) -> FieldValues {
        self.fields_on(Gfx::Gfx7)
    }

    /// [`Self::fields`] with the field table and value names of generation `gfx`.
    pub fn fields_on(&self, gfx: Gfx) -> FieldValues {
        FieldValues {
            fields: self.info_on(gfx).map_or(&[][..], |i| i.fields).iter(),
            value: self.value,
            gfx,
        }
    }

    /// The fields whose value differs between this write and `other_value`
    /// (empty for a register without a field table).
    pub fn differing_fields(&self, other_value: u32) -> impl Iterator<Item = FieldDiff> + use<> {
        self.differing_fields_on(other_value, Gfx::Gfx7)
    }

    /// [`Self::differing_fields`] with the field table of generation `gfx`.
    ///
    /// ```
    /// use gcn::decode::RegWrite;
    /// use gcn::regs::{Gfx, Space};
    ///
    /// // Context 0x31E: CB_COLOR0_DCC_CONTROL on gfx8, no register on gfx7.
    /// let w = RegWrite { space: Space::Context, offset: 0x31E, value: 1 };
    /// let names: Vec<_> = w.differing_fields_on(0, Gfx::Gfx8).map(|d| d.name).collect();
    /// assert_eq!(names, ["OVERWRITE_COMBINER_DISABLE"]);
    /// assert_eq!(w.differing_fields(0).count(), 0);
    /// ```
    pub fn differing_fields_on(
        &self,
        other_value: u32,
        gfx: Gfx,
    ) -> impl Iterator<Item = FieldDiff> + use<> {
        let other = RegWrite {
            value: other_value,
            ..*self
        };
        self.fields_on(gfx)
            .zip(other.fields_on(gfx))
            .filter(|(a, b)| a.raw != b.raw)
            .map(|(actual, expected)| FieldDiff {
                name: actual.name,
                actual,
                expected,
            })
    }
}

/// A register's printable name; see [`RegWrite::label`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct RegLabel {
    space: Space,
    offset: u32,
    name: Option<&'static str>,
}

impl RegLabel {
    /// The label of the register at dword `offset` of `space` as generation
    /// `gfx` names it.
    pub(super) fn on(space: Space, offset: u32, gfx: Gfx) -> Self {
        let name = u16::try_from(offset)
            .ok()
            .and_then(|o| gfx.lookup(space, o))
            .map(|i| i.name);
        RegLabel {
            space,
            offset,
            name,
        }
    }
}

impl fmt::Display for RegLabel {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.name {
            Some(n) => f.write_str(n),
            None => write!(f, "{}[{:#x}]", self.space.name(), self.offset),
        }
    }
}

/// Iterator over the field values of a [`RegWrite`]; see [`RegWrite::fields`].
#[derive(Clone, Debug)]
pub struct FieldValues {
    fields: core::slice::Iter<'static, Field>,
    value: u32,
    /// The generation whose names enumeration values take.
    gfx: Gfx,
}

impl Iterator for FieldValues {
    type Item = FieldValue;

    fn next(&mut self) -> Option<FieldValue> {
        let d = self.fields.next()?;
        Some(FieldValue {
            name: d.name,
            raw: d.extract(self.value),
            value_name: d.value_name_on(self.value, self.gfx),
            float: matches!(d.kind, FieldKind::Float),
        })
    }
}

/// One field of a register value.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct FieldValue {
    /// AMD's field name.
    pub name: &'static str,
    /// The field's bits, shifted down to bit 0.
    pub raw: u32,
    /// AMD's name of the value, for enumeration fields that name it.
    pub value_name: Option<&'static str>,
    /// Whether the field holds an IEEE-754 single (printed as a float).
    pub float: bool,
}

impl fmt::Display for FieldValue {
    /// The value alone: its AMD name, or the number (decimal below 10, hex
    /// from 10 on).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.value_name {
            Some(n) => f.write_str(n),
            None if self.float => write!(f, "{:?}", f32::from_bits(self.raw)),
            None => super::desc::write_value(f, self.raw),
        }
    }
}

/// A field whose value differs between two writes of one register.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct FieldDiff {
    /// AMD's field name.
    pub name: &'static str,
    /// The field in the actual value.
    pub actual: FieldValue,
    /// The field in the expected value.
    pub expected: FieldValue,
}
