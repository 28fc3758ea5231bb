//! Text form of decoded packets and streams, through `core::fmt`.
//!
//! One line per packet: `0xOFFSET  HEADER  NAME fields`, then indented
//! continuation lines for what a packet carries in bulk (one line per
//! register write, embedded data eight dwords a line, descriptors).

use core::fmt::{self, Write};

use crate::pm4::packet::FieldFmt;
use crate::pm4::{Opcode, RegRange, ShaderType};
use crate::regs::{Gfx, Space};

use crate::ps4::markers::UserData;

use super::desc::{DescriptorKind, DescriptorView};
use super::packet::{Nop, Packet};
use super::regs::{RegLabel, SetRegs};
use super::{DecodeError, Decoded, Decoder};

/// Indentation of continuation lines: the width of `0x000000  00000000  `.
pub(super) const INDENT: &str = "                    ";

/// Dwords per line in data dumps.
const DATA_PER_LINE: usize = 8;

/// Writes `words` (starting at stream dword `first`) as indented hex lines.
pub(super) fn write_data(f: &mut dyn Write, first: usize, words: &[u32]) -> fmt::Result {
    for (i, chunk) in words.chunks(DATA_PER_LINE).enumerate() {
        let at = first.saturating_add(i.saturating_mul(DATA_PER_LINE));
        write!(f, "\n{INDENT}{at:#08x}:")?;
        for w in chunk {
            write!(f, " {w:08X}")?;
        }
    }
    Ok(())
}

impl fmt::Display for Packet<'_> {
    /// The packet's name and its fields on one line (no offset, no header,
    /// no continuation lines).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_summary(f, self, Gfx::Gfx7)
    }
}

fn write_name(f: &mut dyn Write, p: &Packet<'_>) -> fmt::Result {
    match p.name() {
        Some(n) => f.write_str(n),
        None => match p {
            Packet::Unknown { opcode, .. } => write!(f, "OPCODE_{:#04X}", opcode.into_bits()),
            _ => f.write_str("?"),
        },
    }
}

fn write_summary(f: &mut dyn Write, p: &Packet<'_>, gfx: Gfx) -> fmt::Result {
    write_name(f, p)?;
    match p {
        Packet::Type0 { header, values } => {
            write!(f, " BASE_INDEX={:#x}", header.base_index())?;
            if header.one_reg_wr() {
                f.write_str(" ONE_REG_WR")?;
            }
            write!(f, ", {} values", values.len())
        }
        Packet::Type2 => f.write_str(" (filler)"),
        Packet::Nop(nop) => write_nop_summary(f, nop),
        Packet::SetRegs(s) => write_set_regs_summary(f, s),
        // gfx6's `COND_EXEC` on gfx6: its fields (the raw body follows).
        Packet::Unknown { opcode, body }
            if super::packet::other_layout_on(*opcode, body.len(), gfx) == Some(true) =>
        {
            match super::packet::gfx6_cond_exec(*opcode, body) {
                Some(c) => {
                    f.write_str(" BOOL_ADDR_LO=")?;
                    FieldFmt::fmt_field(&c.bool_addr_lo, f, gfx)?;
                    f.write_str(", BOOL_ADDR_HI=")?;
                    FieldFmt::fmt_field(&c.bool_addr_hi, f, gfx)?;
                    f.write_str(", EXEC_COUNT=")?;
                    FieldFmt::fmt_field(&c.exec_count, f, gfx)
                }
                None => write!(f, " ({} body dwords, layout not decoded)", body.len()),
            }
        }
        Packet::Unknown { body, .. } => {
            write!(f, " ({} body dwords, layout not decoded)", body.len())
        }
        other => other.typed().map_or(Ok(()), |t| t.write_fields(f, gfx)),
    }
}

fn write_nop_summary(f: &mut dyn Write, nop: &Nop<'_>) -> fmt::Result {
    if nop.body.is_empty() {
        return f.write_str(" (header only)");
    }
    match nop.marker() {
        Some(marker) => write!(f, " {marker}"),
        None => match nop.context_reg_update() {
            Some(update) => write!(f, " {update}"),
            None => write!(f, " data, {} dwords", nop.body.len()),
        },
    }
}

fn write_set_regs_summary(f: &mut dyn Write, s: &SetRegs<'_>) -> fmt::Result {
    write!(f, " REG_OFFSET={:#x}", s.offset())?;
    if s.index() != 0 {
        write!(f, " INDEX={}", s.index())?;
    }
    let n = s.values.len();
    write!(f, ", {n} register{}", if n == 1 { "" } else { "s" })
}

/// Header flags worth showing: `PREDICATE`, `COMPUTE`.
fn write_flags(f: &mut dyn Write, d: &Decoded<'_>) -> fmt::Result {
    if let Some(h) = d.type3_header() {
        if h.predicate() {
            f.write_str(" PREDICATE")?;
        }
        if h.shader_type() == ShaderType::COMPUTE {
            f.write_str(" COMPUTE")?;
        }
    }
    Ok(())
}

/// What a packet announces the next `SET_SH_REG` writes into user data: a
/// PS4 V#/T#/S#/region hint `NOP` ([`crate::ps4::markers`]).
pub(super) fn announced(p: &Packet<'_>) -> Option<UserData> {
    let Packet::Nop(nop) = p else {
        return None;
    };
    // The whole first dword: a hint kind with bits [15:12] set announces
    // nothing.
    let first = *nop.body.first()?;
    [
        UserData::Vsharp,
        UserData::Tsharp,
        UserData::Ssharp,
        UserData::Region,
    ]
    .into_iter()
    .find(|u| u.payload() == first)
}

/// Writes the lines of one decoded packet (no trailing newline), registers
/// named as gfx7's; `hint` is what the packet before it [`announced`].
pub(super) fn write_decoded(
    f: &mut dyn Write,
    d: &Decoded<'_>,
    hint: Option<UserData>,
    hex: bool,
) -> fmt::Result {
    write_decoded_on(f, d, hint, hex, Gfx::Gfx7)
}

/// One indented line of a register write, named as generation `gfx` has it.
fn write_reg_line(f: &mut dyn Write, w: &super::RegWrite, gfx: Gfx) -> fmt::Result {
    f.write_str("\n")?;
    f.write_str(INDENT)?;
    super::regs::write_reg(f, w, w.info_on(gfx), gfx)
}

/// [`write_decoded`] with the registers and descriptor fields of generation `gfx`.
pub(super) fn write_decoded_on(
    f: &mut dyn Write,
    d: &Decoded<'_>,
    hint: Option<UserData>,
    hex: bool,
    gfx: Gfx,
) -> fmt::Result {
    write!(f, "{:#08x}  {:08X}  ", d.offset, d.header())?;
    write_name(f, &d.packet)?;
    write_flags(f, d)?;
    // The summary without the name.
    let mut skip = SkipPrefix {
        inner: f,
        skip: name_len(&d.packet),
    };
    write_summary(&mut skip, &d.packet, gfx)?;
    if let Some(field) = d.field_not_on(gfx) {
        let name = crate::pm4::gfx_name(gfx);
        write!(f, "\n{INDENT}({} is not a field on {name})", field.name)?;
    }
    let body_at = d.offset.saturating_add(1);
    match &d.packet {
        Packet::Type0 { header, values } => {
            for (i, v) in values.iter().enumerate() {
                let reg = if header.one_reg_wr() { 0 } else { i as u32 };
                let byte = (header.base_index() as u32)
                    .wrapping_add(reg)
                    .wrapping_mul(4);
                write!(f, "\n{INDENT}[{byte:#07x}] = {v:#010X}")?;
                if let Some(space) = Space::of_byte_address(byte) {
                    let w = super::RegWrite {
                        space,
                        offset: byte.wrapping_sub(space.base()) / 4,
                        value: *v,
                    };
                    if let Some(info) = w.info_on(gfx) {
                        let name = info.name;
                        write!(f, " ({name})")?;
                    }
                }
            }
        }
        Packet::Nop(nop) => {
            if let Some(update) = nop.context_reg_update() {
                for (offset, value) in update.writes() {
                    let w = super::RegWrite {
                        space: Space::Context,
                        offset,
                        value,
                    };
                    write_reg_line(f, &w, gfx)?;
                }
            }
            if let Some(data) = nop.data() {
                let at = body_at.saturating_add(nop.body.len().saturating_sub(data.len()));
                write_data(f, at, data)?;
            }
        }
        Packet::SetRegs(s) => {
            for w in s.writes() {
                write_reg_line(f, &w, gfx)?;
            }
            if let Some(hint) = hint {
                write_hinted(f, s, hint, gfx)?;
            }
        }
        Packet::Unknown { body, .. } => write_data(f, body_at, body)?,
        Packet::WriteData(w) => write_data(f, body_at.saturating_add(3), w.data)?,
        Packet::WriteConstRam(w) => write_data(f, body_at.saturating_add(1), w.data)?,
        Packet::LoadConfigReg(p) => write_loads(f, (Space::Config, p.address()), p.ranges, gfx)?,
        Packet::LoadShReg(p) => write_loads(f, (Space::Sh, p.address()), p.ranges, gfx)?,
        Packet::LoadContextReg(p) => write_loads(f, (Space::Context, p.address()), p.ranges, gfx)?,
        Packet::LoadUconfigReg(p) => write_loads(f, (Space::Uconfig, p.address()), p.ranges, gfx)?,
        Packet::SetContextRegIndirect(p) => {
            let first = u32::from(p.offset.reg_offset());
            for (reg, at) in (first..).zip(p.patch_offsets) {
                let label = RegLabel::on(Space::Context, reg, gfx);
                write!(f, "\n{INDENT}{label} = patch table dword {at:#x}")?;
            }
        }
        _ => {}
    }
    if hex {
        write!(f, "\n{INDENT}raw:")?;
        write_data(f, d.offset, d.words)?;
    }
    Ok(())
}

/// One line per range of a `LOAD_*_REG` packet: the first register, how
/// many follow, and where in memory they are read (`address + 4·offset`).
fn write_loads(
    f: &mut dyn Write,
    (space, address): (Space, u64),
    ranges: &[RegRange],
    gfx: Gfx,
) -> fmt::Result {
    for r in ranges {
        let label = RegLabel::on(space, r.reg_offset, gfx);
        let from = address.wrapping_add(u64::from(r.reg_offset).wrapping_mul(4));
        write!(f, "\n{INDENT}{label}")?;
        match r.num_dwords {
            0 => f.write_str(" (no registers)")?,
            1 => {}
            n => write!(f, " and the next {}", n.wrapping_sub(1))?,
        }
        write!(f, " from {from:#x}")?;
    }
    Ok(())
}

/// The descriptors (or region) a PS4 hint announced for this `SET_SH_REG`.
fn write_hinted(f: &mut dyn Write, s: &SetRegs<'_>, hint: UserData, gfx: Gfx) -> fmt::Result {
    match DescriptorKind::of_hint(hint) {
        Some(kind) if s.space == Space::Sh && s.values.len() >= kind.dwords() => {
            for words in s.values.chunks_exact(kind.dwords()) {
                let view = DescriptorView::new(kind, words).for_gfx(gfx);
                write!(f, "\n{INDENT}{view}")?;
            }
            Ok(())
        }
        Some(kind) => write!(
            f,
            "\n{INDENT}(announced as {}, does not hold one)",
            kind.name()
        ),
        None => write!(f, "\n{INDENT}(user-data region)"),
    }
}

fn name_len(p: &Packet<'_>) -> usize {
    let mut n = Count(0);
    let _ = write_name(&mut n, p);
    n.0
}

/// Counts the bytes written to it.
pub(super) struct Count(pub usize);

impl Write for Count {
    fn write_str(&mut self, s: &str) -> fmt::Result {
        self.0 = self.0.saturating_add(s.len());
        Ok(())
    }
}

/// Drops the first `skip` bytes written through it.
struct SkipPrefix<'w> {
    inner: &'w mut dyn Write,
    skip: usize,
}

impl Write for SkipPrefix<'_> {
    fn write_str(&mut self, s: &str) -> fmt::Result {
        if self.skip >= s.len() {
            self.skip = self.skip.saturating_sub(s.len());
            return Ok(());
        }
        let rest = s.get(self.skip..).unwrap_or("");
        self.skip = 0;
        self.inner.write_str(rest)
    }
}

/// Writes an error line for a [`DecodeError`].
pub(super) fn write_error(f: &mut dyn Write, words: &[u32], e: &DecodeError) -> fmt::Result {
    let at = e.offset();
    let header = words.get(at).copied().unwrap_or(0);
    write!(f, "{at:#08x}  {header:08X}  !! {e}")?;
    if let DecodeError::BodyLength { len, .. } = e {
        let body = words
            .get(at.saturating_add(1)..)
            .and_then(|b| b.get(..*len))
            .unwrap_or(&[]);
        write_data(f, at.saturating_add(1), body)?;
    }
    Ok(())
}

impl fmt::Display for Decoded<'_> {
    /// The packet's lines: `0xOFFSET  HEADER  NAME fields`, then one indented
    /// line per register write or data line. The alternate form (`{:#}`)
    /// adds the packet's raw dwords. (The descriptors a PS4 hint `NOP`
    /// announces for a `SET_SH_REG` are printed by [`disassemble`], which
    /// sees the `NOP` before it.)
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let hex = f.alternate();
        write_decoded(f, self, None, hex)
    }
}

/// A stream ready to print; see [`disassemble`].
#[derive(Clone, Copy, Debug)]
pub struct Disassembly<'a> {
    words: &'a [u32],
    start: usize,
    hex: bool,
    gfx: Gfx,
}

/// Disassembles `words`: its `Display` prints every packet as
/// [`Decoded`]'s `Display` does, one after another, and an `!!` line for
/// each [`DecodeError`]. After an error that stops decoding, the remaining
/// dwords are printed as undecoded data.
///
/// ```
/// use gcn::decode::disassemble;
///
/// let stream = [0xC000_1000, 0x1234_5678, 0x8000_0000];
/// let text = disassemble(&stream).to_string();
/// assert_eq!(
///     text,
///     "0x000000  C0001000  NOP data, 1 dwords\n\
///      \x20                   0x000001: 12345678\n\
///      0x000002  80000000  TYPE2 (filler)\n"
/// );
/// ```
pub const fn disassemble(words: &[u32]) -> Disassembly<'_> {
    Disassembly {
        words,
        start: 0,
        hex: false,
        gfx: Gfx::Gfx7,
    }
}

impl<'a> Disassembly<'a> {
    builder_setters! {
        /// Starts decoding at dword `start` (printed offsets still count from
        /// the start of the stream).
        starting_at(start: usize);
        /// Also prints every packet's raw dwords.
        with_hex(hex: bool);
        /// Names registers, and the fields of the descriptors a PS4 hint
        /// announces, as generation `gfx` has them (gfx7 by default): a
        /// register the generation does not have prints as unknown
        /// (`SPACE[0xOFFSET]`), even where another generation names it.
        ///
        /// ```
        /// use gcn::decode::disassemble;
        /// use gcn::regs::Gfx;
        ///
        /// // SET_CONTEXT_REG VGT_TESS_DISTRIBUTION (context 0x2D4): gfx8 only.
        /// let stream = [0xC001_6900, 0x0000_02D4, 0x0000_0000];
        /// assert!(disassemble(&stream).for_gfx(Gfx::Gfx8).to_string().contains("VGT_TESS_DISTRIBUTION = "));
        /// assert!(disassemble(&stream).to_string().contains("CONTEXT[0x2d4] = "));
        /// ```
        for_gfx(gfx: Gfx);
    }

    /// The stream being disassembled.
    pub const fn words(&self) -> &'a [u32] {
        self.words
    }
}

impl fmt::Display for Disassembly<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut dec = Decoder::at(self.words, self.start);
        let mut hint = None;
        for item in dec.by_ref() {
            match item {
                Ok(d) => {
                    write_decoded_on(f, &d, hint, self.hex, self.gfx)?;
                    hint = announced(&d.packet);
                }
                Err(e) => {
                    write_error(f, self.words, &e)?;
                    hint = None;
                }
            }
            f.write_char('\n')?;
        }
        let rest = dec.rest();
        if !rest.is_empty() {
            write!(f, "{INDENT}undecoded, {} dwords:", rest.len())?;
            write_data(f, dec.position(), rest)?;
            f.write_char('\n')?;
        }
        Ok(())
    }
}

/// The name an opcode prints with: AMD's name or `OPCODE_0xNN`.
#[allow(dead_code)]
pub(super) fn opcode_name(f: &mut dyn Write, op: Opcode) -> fmt::Result {
    match op.name() {
        Some(n) => f.write_str(n),
        None => write!(f, "OPCODE_{:#04X}", op.into_bits()),
    }
}
