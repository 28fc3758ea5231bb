//! Golden-stream comparison: two streams disassembled side by side, aligned by
//! packet, with the first difference and the differing fields marked.
//!
//! Everything here is `core::fmt`: a report is a value whose `Display` prints
//! the comparison, so it works without an allocator. The
//! [`assert_stream_eq!`](crate::assert_stream_eq) and
//! [`assert_descriptor_eq!`](crate::assert_descriptor_eq) macros panic with
//! that report in tests.

use core::fmt::{self, Write};

use super::desc::{DescriptorKind, DescriptorView, field_value, write_value};
use super::disasm::{Count, INDENT, announced, write_data, write_decoded_on, write_error};
use super::packet::Packet;
use super::regs::{RegWrite, SetRegs};
use super::{DecodeError, Decoded, Decoder};
use crate::ps4::markers::UserData;
use crate::regs::Gfx;

/// Packets looked ahead on either side when re-aligning after a difference.
const LOOKAHEAD: usize = 16;

/// Column width used when the formatter gives no width.
const DEFAULT_COLUMN: usize = 100;

/// One printable unit of a stream: a packet, an error, or the undecoded rest.
#[derive(Clone, Copy, Debug)]
enum Unit<'a> {
    /// A packet, what the packet before it announced (a PS4 hint), and the
    /// generation that names its registers and descriptor fields.
    Packet(Decoded<'a>, Option<UserData>, Gfx),
    Error(DecodeError, &'a [u32], &'a [u32]),
    Rest(usize, &'a [u32]),
}

impl<'a> Unit<'a> {
    /// The dwords the unit covers.
    fn words(&self) -> &'a [u32] {
        match *self {
            Unit::Packet(d, ..) => d.words,
            Unit::Error(_, covered, _) => covered,
            Unit::Rest(_, w) => w,
        }
    }

    fn offset(&self) -> usize {
        match self {
            Unit::Packet(d, ..) => d.offset,
            Unit::Error(e, ..) => e.offset(),
            Unit::Rest(at, _) => *at,
        }
    }

    fn same(&self, other: &Unit<'_>) -> bool {
        core::mem::discriminant(self) == core::mem::discriminant(other)
            && self.words() == other.words()
    }

    fn write(&self, f: &mut dyn Write) -> fmt::Result {
        match self {
            Unit::Packet(d, hint, gfx) => write_decoded_on(f, d, *hint, false, *gfx),
            Unit::Error(e, _, stream) => write_error(f, stream, e),
            Unit::Rest(at, words) => {
                write!(f, "{at:#08x}  undecoded, {} dwords:", words.len())?;
                write_data(f, *at, words)
            }
        }
    }

    fn lines(&self) -> usize {
        let mut c = LineCount(1);
        let _ = self.write(&mut c);
        c.0
    }
}

/// The units of a stream, in order.
#[derive(Clone, Debug)]
struct Units<'a> {
    words: &'a [u32],
    gfx: Gfx,
    dec: Decoder<'a>,
    hint: Option<UserData>,
    rest_done: bool,
}

impl<'a> Units<'a> {
    fn new(words: &'a [u32], gfx: Gfx) -> Self {
        Units {
            words,
            gfx,
            dec: Decoder::new(words),
            hint: None,
            rest_done: false,
        }
    }
}

impl<'a> Iterator for Units<'a> {
    type Item = Unit<'a>;

    fn next(&mut self) -> Option<Unit<'a>> {
        match self.dec.next() {
            Some(Ok(d)) => {
                let hint = core::mem::replace(&mut self.hint, announced(&d.packet));
                Some(Unit::Packet(d, hint, self.gfx))
            }
            Some(Err(e)) => {
                self.hint = None;
                let at = e.offset();
                let covered = self
                    .words
                    .get(at..)
                    .and_then(|w| w.get(..e.skip()))
                    .unwrap_or(&[]);
                Some(Unit::Error(e, covered, self.words))
            }
            None if !self.rest_done => {
                self.rest_done = true;
                let rest = self.dec.rest();
                (!rest.is_empty()).then_some(Unit::Rest(self.dec.position(), rest))
            }
            None => None,
        }
    }
}

/// How one row of the aligned comparison relates the two streams.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Step {
    /// Both sides hold the same packet.
    Same,
    /// Both sides hold a packet, and they differ.
    Changed,
    /// A packet only in the actual stream.
    OnlyActual,
    /// A packet only in the expected stream.
    OnlyExpected,
}

/// Walks both streams and yields aligned rows.
#[derive(Clone, Debug)]
struct Aligned<'a> {
    a: Units<'a>,
    e: Units<'a>,
    /// Rows still to emit from a re-alignment: (only-actual count, only-expected count).
    pending: (usize, usize),
}

impl<'a> Aligned<'a> {
    fn new(actual: &'a [u32], expected: &'a [u32], gfx: Gfx) -> Self {
        Aligned {
            a: Units::new(actual, gfx),
            e: Units::new(expected, gfx),
            pending: (0, 0),
        }
    }

    /// After a mismatch, the smallest skip on one side that re-aligns the streams.
    fn realign(&self, a0: &Unit<'_>, e0: &Unit<'_>) -> (usize, usize) {
        let mut ahead_a = self.a.clone();
        let mut ahead_e = self.e.clone();
        let mut la: [Option<Unit<'_>>; LOOKAHEAD] = [None; LOOKAHEAD];
        let mut le: [Option<Unit<'_>>; LOOKAHEAD] = [None; LOOKAHEAD];
        for slot in la.iter_mut() {
            *slot = ahead_a.next();
        }
        for slot in le.iter_mut() {
            *slot = ahead_e.next();
        }
        // la[k - 1] is the unit k after a0; le likewise.
        for k in 1..=LOOKAHEAD {
            let a_k = la.get(k.wrapping_sub(1)).copied().flatten();
            let e_k = le.get(k.wrapping_sub(1)).copied().flatten();
            if a_k.is_some_and(|u| u.same(e0)) {
                return (k, 0);
            }
            if e_k.is_some_and(|u| u.same(a0)) {
                return (0, k);
            }
        }
        (0, 0)
    }
}

impl<'a> Iterator for Aligned<'a> {
    type Item = (Step, Option<Unit<'a>>, Option<Unit<'a>>);

    fn next(&mut self) -> Option<Self::Item> {
        if self.pending.0 > 0 {
            self.pending.0 = self.pending.0.saturating_sub(1);
            return Some((Step::OnlyActual, self.a.next(), None));
        }
        if self.pending.1 > 0 {
            self.pending.1 = self.pending.1.saturating_sub(1);
            return Some((Step::OnlyExpected, None, self.e.next()));
        }
        let (mut pa, mut pe) = (self.a.clone(), self.e.clone());
        match (pa.next(), pe.next()) {
            (None, None) => None,
            (Some(a), None) => {
                self.a = pa;
                Some((Step::OnlyActual, Some(a), None))
            }
            (None, Some(e)) => {
                self.e = pe;
                Some((Step::OnlyExpected, None, Some(e)))
            }
            (Some(a), Some(e)) if a.same(&e) => {
                self.a = pa;
                self.e = pe;
                Some((Step::Same, Some(a), Some(e)))
            }
            (Some(a), Some(e)) => {
                let probe = Aligned {
                    a: pa.clone(),
                    e: pe.clone(),
                    pending: (0, 0),
                };
                match probe.realign(&a, &e) {
                    (0, 0) => {
                        self.a = pa;
                        self.e = pe;
                        Some((Step::Changed, Some(a), Some(e)))
                    }
                    (k, 0) => {
                        self.a = pa;
                        self.pending = (k.saturating_sub(1), 0);
                        Some((Step::OnlyActual, Some(a), None))
                    }
                    (_, k) => {
                        self.e = pe;
                        self.pending = (0, k.saturating_sub(1));
                        Some((Step::OnlyExpected, None, Some(e)))
                    }
                }
            }
        }
    }
}

/// The result of comparing two streams that differ; `Display` prints the
/// report. Made by [`diff_streams`] (gfx7) or [`diff_streams_for`].
///
/// The report starts with a summary naming the dword offsets of the first
/// difference, then both streams disassembled side by side (actual left,
/// expected right), one row per aligned packet. The gutter marks each row:
///
/// | mark | meaning |
/// |---|---|
/// | ` ` | same packet on both sides |
/// | `!` | the packets differ; the differing registers, fields or dwords follow on `~` lines |
/// | `+` | packet only in the actual stream |
/// | `-` | packet only in the expected stream |
///
/// and `>` before the mark flags the first difference. A formatter width
/// (`{:160}`) sets the total line width; longer column text is cut with `~`.
/// Registers, their fields and the descriptors a PS4 hint announces are
/// named as generation `gfx` has them.
#[derive(Clone, Copy, Debug)]
pub struct StreamDiff<'a> {
    /// The stream under test.
    pub actual: &'a [u32],
    /// The golden stream.
    pub expected: &'a [u32],
    /// The generation both streams are for.
    pub gfx: Gfx,
}

/// Compares `actual` with `expected`: `None` when they are the same dwords,
/// else a [`StreamDiff`] whose `Display` shows where and how they differ.
///
/// ```
/// use gcn::decode::diff_streams;
///
/// let expected = [0xC001_6900, 0x0000_01E0, 0x4001_0504];
/// let actual = [0xC001_6900, 0x0000_01E0, 0x4001_0505];
/// assert!(diff_streams(&expected, &expected).is_none());
/// let report = diff_streams(&actual, &expected).unwrap().to_string();
/// assert!(report.contains("first difference: actual dword 0x0, expected dword 0x0"));
/// ```
pub fn diff_streams<'a>(actual: &'a [u32], expected: &'a [u32]) -> Option<StreamDiff<'a>> {
    diff_streams_for(Gfx::Gfx7, actual, expected)
}

/// [`diff_streams`] for a stream of generation `gfx`: the report names
/// registers, fields and descriptor fields as `gfx` has them.
///
/// ```
/// use gcn::decode::{diff_streams, diff_streams_for};
/// use gcn::regs::Gfx;
///
/// // SET_CONTEXT_REG context 0x325: CB_COLOR0_DCC_BASE on gfx8 only.
/// let expected = [0xC001_6900, 0x0000_0325, 0x0000_0100];
/// let actual = [0xC001_6900, 0x0000_0325, 0x0000_0200];
/// let report = diff_streams_for(Gfx::Gfx8, &actual, &expected).unwrap().to_string();
/// assert!(report.contains("CB_COLOR0_DCC_BASE.BASE_256B: actual 0x200, expected 0x100"));
/// let report = diff_streams(&actual, &expected).unwrap().to_string();
/// assert!(report.contains("CONTEXT[0x325]: actual 0x00000200, expected 0x00000100"));
/// ```
pub fn diff_streams_for<'a>(
    gfx: Gfx,
    actual: &'a [u32],
    expected: &'a [u32],
) -> Option<StreamDiff<'a>> {
    (actual != expected).then_some(StreamDiff {
        actual,
        expected,
        gfx,
    })
}

impl StreamDiff<'_> {
    /// Dword offsets (actual, expected) of the first differing packet; `None`
    /// on a side that has no packet there (the other side has extra packets).
    pub fn first_difference(&self) -> (Option<usize>, Option<usize>) {
        Aligned::new(self.actual, self.expected, self.gfx)
            .find(|(s, ..)| *s != Step::Same)
            .map(|(_, a, e)| (a.map(|u| u.offset()), e.map(|u| u.offset())))
            .unwrap_or((None, None))
    }
}

fn count_units(words: &[u32]) -> usize {
    Units::new(words, Gfx::Gfx7).count()
}

impl fmt::Display for StreamDiff<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let column = match f.width() {
            Some(w) => w.saturating_sub(6).max(20) / 2,
            None => DEFAULT_COLUMN,
        };
        writeln!(
            f,
            "streams differ: actual {} dwords in {} packets, expected {} dwords in {} packets",
            self.actual.len(),
            count_units(self.actual),
            self.expected.len(),
            count_units(self.expected)
        )?;
        let show = |o: Option<usize>| o.map_or(Offset(None), |v| Offset(Some(v)));
        let (fa, fe) = self.first_difference();
        writeln!(
            f,
            "first difference: actual dword {}, expected dword {}",
            show(fa),
            show(fe)
        )?;
        write!(f, "   {:<column$} | expected", "actual")?;
        let mut first = true;
        for (step, a, e) in Aligned::new(self.actual, self.expected, self.gfx) {
            let mark = match step {
                Step::Same => ' ',
                Step::Changed => '!',
                Step::OnlyActual => '+',
                Step::OnlyExpected => '-',
            };
            let flag = if step != Step::Same && first {
                first = false;
                '>'
            } else {
                ' '
            };
            let a_text = a.as_ref().map(UnitText::new);
            let e_text = e.as_ref().map(UnitText::new);
            let rows = a_text.as_ref().map_or(0, UnitText::lines);
            let rows = rows.max(e_text.as_ref().map_or(0, UnitText::lines));
            let mut a_lines = a_text.as_ref().map(UnitText::line_writer);
            let mut e_lines = e_text.as_ref().map(UnitText::line_writer);
            for line in 0..rows {
                let (fl, mk) = if line == 0 { (flag, mark) } else { (' ', ' ') };
                write!(f, "\n{fl}{mk} ")?;
                let used = match a_lines.as_mut() {
                    Some(lines) => lines.write_next(f, column)?,
                    None => 0,
                };
                for _ in used..column {
                    f.write_char(' ')?;
                }
                f.write_str(" |")?;
                if let Some(lines) = e_lines.as_mut()
                    && lines.has_next()
                {
                    f.write_char(' ')?;
                    lines.write_next(f, usize::MAX)?;
                }
            }
            if let (Step::Changed, Some(a), Some(e)) = (step, a, e) {
                write_unit_diff(f, &a, &e, self.gfx)?;
            }
        }
        Ok(())
    }
}

/// `0x..` or `-`.
struct Offset(Option<usize>);

impl fmt::Display for Offset {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            Some(v) => write!(f, "{v:#x}"),
            None => f.write_str("- (no packet)"),
        }
    }
}

/// Writes line `line` of `unit`, at most `max` characters (cut with `~`);
/// returns the characters written.
fn write_line(
    f: &mut dyn Write,
    unit: &Unit<'_>,
    line: usize,
    max: usize,
) -> Result<usize, fmt::Error> {
    let mut w = OneLine {
        out: f,
        want: line,
        at: 0,
        col: 0,
        max,
        cut: false,
    };
    unit.write(&mut w)?;
    Ok(w.col)
}

/// Bytes of a unit's text kept to print it line by line; a unit whose text is longer is
/// formatted again for each of its lines.
const UNIT_TEXT_BYTES: usize = 2048;

/// A unit and, when it fits in [`UNIT_TEXT_BYTES`], its text formatted once.
struct UnitText<'u, 'a> {
    unit: &'u Unit<'a>,
    text: Option<heapless::String<UNIT_TEXT_BYTES>>,
    lines: usize,
}

impl<'u, 'a> UnitText<'u, 'a> {
    fn new(unit: &'u Unit<'a>) -> Self {
        let mut buf = heapless::String::new();
        let text = unit.write(&mut buf).ok().map(|()| buf);
        let lines = match &text {
            Some(t) => t.bytes().filter(|&b| b == b'\n').count().saturating_add(1),
            None => unit.lines(),
        };
        UnitText { unit, text, lines }
    }

    fn lines(&self) -> usize {
        self.lines
    }

    /// Writes the unit's lines one after the other.
    fn line_writer(&self) -> LineWriter<'_, 'u, 'a> {
        LineWriter {
            text: self,
            split: self.text.as_ref().map(|t| t.split('\n')),
            next: 0,
        }
    }
}

/// The next line of a [`UnitText`] to write.
struct LineWriter<'t, 'u, 'a> {
    text: &'t UnitText<'u, 'a>,
    split: Option<core::str::Split<'t, char>>,
    next: usize,
}

impl LineWriter<'_, '_, '_> {
    fn has_next(&self) -> bool {
        self.next < self.text.lines
    }

    /// Writes the next line, at most `max` characters (cut with `~`); returns the
    /// characters written (0 past the last line).
    fn write_next(&mut self, f: &mut dyn Write, max: usize) -> Result<usize, fmt::Error> {
        let line = self.next;
        self.next = self.next.saturating_add(1);
        match self.split.as_mut() {
            Some(split) => {
                let mut w = OneLine {
                    out: f,
                    want: 0,
                    at: 0,
                    col: 0,
                    max,
                    cut: false,
                };
                if let Some(text) = split.next() {
                    w.write_str(text)?;
                }
                Ok(w.col)
            }
            None => write_line(f, self.text.unit, line, max),
        }
    }
}

/// Passes through only line `want` of what is written, cut at `max` columns.
struct OneLine<'w> {
    out: &'w mut dyn Write,
    want: usize,
    at: usize,
    col: usize,
    max: usize,
    cut: bool,
}

impl Write for OneLine<'_> {
    fn write_str(&mut self, s: &str) -> fmt::Result {
        for c in s.chars() {
            if c == '\n' {
                self.at = self.at.saturating_add(1);
                continue;
            }
            if self.at != self.want || self.cut {
                continue;
            }
            if self.col.saturating_add(1) >= self.max && self.max != usize::MAX {
                self.out.write_char('~')?;
                self.col = self.col.saturating_add(1);
                self.cut = true;
                continue;
            }
            self.out.write_char(c)?;
            self.col = self.col.saturating_add(1);
        }
        Ok(())
    }
}

/// Counts lines.
struct LineCount(usize);

impl Write for LineCount {
    fn write_str(&mut self, s: &str) -> fmt::Result {
        self.0 = self
            .0
            .saturating_add(s.bytes().filter(|&b| b == b'\n').count());
        Ok(())
    }
}

/// The `~` lines under a changed row: differing registers and their fields,
/// descriptor fields, or differing dwords.
fn write_unit_diff(
    f: &mut fmt::Formatter<'_>,
    a: &Unit<'_>,
    e: &Unit<'_>,
    gfx: Gfx,
) -> fmt::Result {
    if let (Unit::Packet(da, ha, _), Unit::Packet(de, he, _)) = (a, e)
        && let (Packet::SetRegs(sa), Packet::SetRegs(se)) = (&da.packet, &de.packet)
        && sa.space == se.space
        && da.header() == de.header()
    {
        return write_regs_diff(f, (sa, *ha), (se, *he), gfx);
    }
    let (wa, we) = (a.words(), e.words());
    if wa.len() != we.len() {
        write!(
            f,
            "\n ~ {INDENT}length: actual {} dwords, expected {}",
            wa.len(),
            we.len()
        )?;
    }
    for (i, (x, y)) in wa.iter().zip(we).enumerate() {
        if x != y {
            let what = if i == 0 { "header" } else { "body" };
            write!(
                f,
                "\n ~ {INDENT}dword {i} ({what}): actual {x:#010X}, expected {y:#010X} (bits {:#010X})",
                x ^ y
            )?;
        }
    }
    Ok(())
}

/// The `~` lines of two `SET_*_REG` packets, each with what the packet
/// before it announced, named as generation `gfx` has them.
fn write_regs_diff(
    f: &mut fmt::Formatter<'_>,
    (a, ha): (&SetRegs<'_>, Option<UserData>),
    (e, he): (&SetRegs<'_>, Option<UserData>),
    gfx: Gfx,
) -> fmt::Result {
    if a.offset_word != e.offset_word {
        write!(
            f,
            "\n ~ {INDENT}REG_OFFSET/INDEX: actual {:#x}/{}, expected {:#x}/{}",
            a.offset(),
            a.index(),
            e.offset(),
            e.index()
        )?;
    }
    for wa in a.writes() {
        match e.writes().find(|w| w.offset == wa.offset) {
            Some(we) if we.value == wa.value => {}
            Some(we) => write_reg_value_diff(f, &wa, &we, gfx)?,
            None => write!(f, "\n ~ {INDENT}only in actual: {}", wa.on(gfx))?,
        }
    }
    for we in e.writes() {
        if !a.writes().any(|w| w.offset == we.offset) {
            write!(f, "\n ~ {INDENT}only in expected: {}", we.on(gfx))?;
        }
    }
    if let (Some(ha), Some(he)) = (ha, he)
        && ha == he
        && let Some(kind) = DescriptorKind::of_hint(ha)
    {
        let n = kind.dwords();
        for (x, y) in a.values.chunks_exact(n).zip(e.values.chunks_exact(n)) {
            write_descriptor_fields_diff(f, (kind, gfx), x, y)?;
        }
    }
    Ok(())
}

fn write_reg_value_diff(f: &mut dyn Write, a: &RegWrite, e: &RegWrite, gfx: Gfx) -> fmt::Result {
    let label = a.label_on(gfx);
    let mut named = false;
    for d in a.differing_fields_on(e.value, gfx) {
        named = true;
        write!(
            f,
            "\n ~ {INDENT}{label}.{}: actual {}, expected {}",
            d.name, d.actual, d.expected
        )?;
    }
    let bits = a.value ^ e.value;
    if !named {
        write!(
            f,
            "\n ~ {INDENT}{label}: actual {:#010X}, expected {:#010X} (bits {bits:#010X})",
            a.value, e.value
        )?;
    }
    Ok(())
}

/// The `~` lines of two descriptors of `kind`, fields named as generation `gfx` has them.
fn write_descriptor_fields_diff(
    f: &mut dyn Write,
    (kind, gfx): (DescriptorKind, Gfx),
    a: &[u32],
    e: &[u32],
) -> fmt::Result {
    let mut any = false;
    for (w, fi) in kind.fields_for(gfx) {
        let (x, y) = (field_value(a, w, &fi), field_value(e, w, &fi));
        if x != y {
            any = true;
            write!(f, "\n ~ {INDENT}{}.{}: actual ", kind.name(), fi.name)?;
            write_opt(f, x)?;
            f.write_str(", expected ")?;
            write_opt(f, y)?;
        }
    }
    if !any {
        for (i, (x, y)) in a.iter().zip(e).enumerate() {
            if x != y {
                write!(
                    f,
                    "\n ~ {INDENT}{} word {i}: actual {x:#010X}, expected {y:#010X}",
                    kind.name()
                )?;
            }
        }
    }
    Ok(())
}

fn write_opt(f: &mut dyn Write, v: Option<u32>) -> fmt::Result {
    match v {
        Some(v) => write_value(f, v),
        None => f.write_str("(missing)"),
    }
}

/// The result of comparing two descriptors that differ; `Display` prints
/// both field by field, side by side, with `!` on the differing fields.
/// Made by [`diff_descriptor`] (gfx7 fields) or [`diff_descriptor_for`].
#[derive(Clone, Copy, Debug)]
pub struct DescriptorDiff<'a> {
    /// The descriptor kind.
    pub kind: DescriptorKind,
    /// The descriptor under test.
    pub actual: &'a [u32],
    /// The golden descriptor.
    pub expected: &'a [u32],
    /// The generation whose fields name the dwords.
    pub gfx: Gfx,
}

/// Compares two descriptors of `kind`: `None` when their dwords are equal.
///
/// ```
/// use gcn::decode::{diff_descriptor, DescriptorKind};
///
/// let expected = [0x0040_0000, 0x0004_0000, 64, 0x0005_0FAC];
/// let actual = [0x0040_0000, 0x0008_0000, 64, 0x0005_0FAC];
/// let report = diff_descriptor(DescriptorKind::Buffer, &actual, &expected).unwrap().to_string();
/// assert!(report.contains("! STRIDE"));
/// ```
pub fn diff_descriptor<'a>(
    kind: DescriptorKind,
    actual: &'a [u32],
    expected: &'a [u32],
) -> Option<DescriptorDiff<'a>> {
    diff_descriptor_for(Gfx::Gfx7, kind, actual, expected)
}

/// [`diff_descriptor`] with the fields of generation `gfx`.
///
/// ```
/// use gcn::decode::{diff_descriptor_for, DescriptorKind};
/// use gcn::regs::Gfx;
///
/// // Two T#s whose word 7 (META_DATA_ADDRESS on gfx8) differs.
/// let expected = [0, 0, 0, 0, 0, 0, 0, 0x1000];
/// let actual = [0, 0, 0, 0, 0, 0, 0, 0x2000];
/// let report = diff_descriptor_for(Gfx::Gfx8, DescriptorKind::Image, &actual, &expected);
/// assert!(report.unwrap().to_string().contains("! META_DATA_ADDRESS"));
/// ```
pub fn diff_descriptor_for<'a>(
    gfx: Gfx,
    kind: DescriptorKind,
    actual: &'a [u32],
    expected: &'a [u32],
) -> Option<DescriptorDiff<'a>> {
    (actual != expected).then_some(DescriptorDiff {
        kind,
        actual,
        expected,
        gfx,
    })
}

impl fmt::Display for DescriptorDiff<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let name = self.kind.name();
        writeln!(f, "{name} descriptors differ")?;
        writeln!(
            f,
            "  actual:   {}",
            DescriptorView::new(self.kind, self.actual).for_gfx(self.gfx)
        )?;
        write!(
            f,
            "  expected: {}",
            DescriptorView::new(self.kind, self.expected).for_gfx(self.gfx)
        )?;
        let fields = self.kind.fields();
        if fields.is_empty() {
            return write_descriptor_fields_diff(
                f,
                (self.kind, self.gfx),
                self.actual,
                self.expected,
            );
        }
        let width = self
            .kind
            .fields_for(self.gfx)
            .map(|(_, fi)| fi.name.len())
            .max()
            .unwrap_or(0);
        write!(
            f,
            "\n    {:<width$}  {:>12}  {:>12}",
            "field", "actual", "expected"
        )?;
        for (w, fi) in self.kind.fields_for(self.gfx) {
            let (x, y) = (
                field_value(self.actual, w, &fi),
                field_value(self.expected, w, &fi),
            );
            let mark = if x == y { ' ' } else { '!' };
            write!(f, "\n  {mark} {:<width$}  ", fi.name)?;
            write_padded(f, x)?;
            f.write_str("  ")?;
            write_padded(f, y)?;
        }
        Ok(())
    }
}

fn write_padded(f: &mut fmt::Formatter<'_>, v: Option<u32>) -> fmt::Result {
    let mut n = Count(0);
    write_opt(&mut n, v)?;
    for _ in n.0..12 {
        f.write_char(' ')?;
    }
    write_opt(f, v)
}

/// Asserts that two command streams are the same dwords; on mismatch panics
/// with a [`StreamDiff`](crate::decode::StreamDiff) report: both
/// streams disassembled side by side, aligned by packet, the first differing
/// packet flagged with `>`, and the differing registers and fields listed.
///
/// Both arguments may be anything that is `AsRef<[u32]>` (arrays, slices,
/// vectors). An optional message (format arguments) is printed first. The
/// report names registers as gfx7 has them; for a stream of another
/// generation put `gfx = GFX;` first ([`diff_streams_for`](crate::decode::diff_streams_for)).
///
/// ```
/// use gcn::assert_stream_eq;
/// use gcn::pm4::CommandBuffer;
///
/// let mut storage = [0u32; 8];
/// let mut cb = CommandBuffer::new(&mut storage);
/// cb.set_context_regs(0x1E0, &[0x4001_0504])?;
/// // SET_CONTEXT_REG, COUNT = 1; REG_OFFSET = 0x1E0; the value.
/// assert_stream_eq!(cb.as_slice(), [0xC001_6900, 0x0000_01E0, 0x4001_0504]);
/// # Ok::<(), gcn::pm4::Error>(())
/// ```
///
/// ```should_panic
/// gcn::assert_stream_eq!([0xC000_1000u32, 1], [0xC000_1000u32, 2], "payload of {}", "NOP");
/// ```
///
/// ```should_panic
/// // Reports CB_COLOR0_DCC_BASE (context 0x325, gfx8 only), not CONTEXT[0x325].
/// let expected = [0xC001_6900u32, 0x0000_0325, 0x0000_0100];
/// let actual = [0xC001_6900u32, 0x0000_0325, 0x0000_0200];
/// gcn::assert_stream_eq!(gfx = gcn::regs::Gfx::Gfx8; actual, expected, "DCC key buffer");
/// ```
#[macro_export]
macro_rules! assert_stream_eq {
    // Shared with `assert_descriptor_eq!`: `$diff(actual, expected)` is the
    // report, `None` when they are equal.
    (@check $diff:expr, $actual:expr, $expected:expr, $head:expr) => {{
        match (&$actual, &$expected) {
            (actual, expected) => {
                let actual: &[u32] = ::core::convert::AsRef::<[u32]>::as_ref(actual);
                let expected: &[u32] = ::core::convert::AsRef::<[u32]>::as_ref(expected);
                if let ::core::option::Option::Some(report) = $diff(actual, expected) {
                    ::core::panic!("{}\n{}", $head, report);
                }
            }
        }
    }};
    (gfx = $gfx:expr; $actual:expr, $expected:expr $(,)?) => {
        $crate::assert_stream_eq!(
            @check |a, e| $crate::decode::diff_streams_for($gfx, a, e),
            $actual,
            $expected,
            "assert_stream_eq failed"
        )
    };
    (gfx = $gfx:expr; $actual:expr, $expected:expr, $($msg:tt)+) => {
        $crate::assert_stream_eq!(
            @check |a, e| $crate::decode::diff_streams_for($gfx, a, e),
            $actual,
            $expected,
            ::core::format_args!("assert_stream_eq failed: {}", ::core::format_args!($($msg)+))
        )
    };
    ($actual:expr, $expected:expr $(,)?) => {
        $crate::assert_stream_eq!(
            @check $crate::decode::diff_streams,
            $actual,
            $expected,
            "assert_stream_eq failed"
        )
    };
    ($actual:expr, $expected:expr, $($msg:tt)+) => {
        $crate::assert_stream_eq!(
            @check $crate::decode::diff_streams,
            $actual,
            $expected,
            ::core::format_args!("assert_stream_eq failed: {}", ::core::format_args!($($msg)+))
        )
    };
}

/// Asserts that two descriptors of a [`DescriptorKind`](crate::decode::DescriptorKind)
/// are the same dwords; on mismatch panics with a
/// [`DescriptorDiff`](crate::decode::DescriptorDiff) report (both
/// descriptors field by field, differing fields marked `!`). Fields are
/// gfx7's; `gfx = GFX;` first names them as another generation has them
/// ([`diff_descriptor_for`](crate::decode::diff_descriptor_for)).
///
/// ```should_panic
/// use gcn::assert_descriptor_eq;
/// use gcn::decode::DescriptorKind;
///
/// assert_descriptor_eq!(
///     DescriptorKind::Buffer,
///     [0x0040_0000u32, 0x0008_0000, 64, 0x0005_0FAC],
///     [0x0040_0000u32, 0x0004_0000, 64, 0x0005_0FAC]
/// );
/// ```
///
/// ```should_panic
/// use gcn::decode::DescriptorKind;
/// use gcn::regs::Gfx;
///
/// // Reports META_DATA_ADDRESS, the gfx8 name of T# word 7.
/// gcn::assert_descriptor_eq!(
///     gfx = Gfx::Gfx8;
///     DescriptorKind::Image,
///     [0u32, 0, 0, 0, 0, 0, 0, 0x2000],
///     [0u32, 0, 0, 0, 0, 0, 0, 0x1000]
/// );
/// ```
#[macro_export]
macro_rules! assert_descriptor_eq {
    (gfx = $gfx:expr; $kind:expr, $actual:expr, $expected:expr $(,)?) => {
        $crate::assert_stream_eq!(
            @check |a, e| $crate::decode::diff_descriptor_for($gfx, $kind, a, e),
            $actual,
            $expected,
            "assert_descriptor_eq failed"
        )
    };
    ($kind:expr, $actual:expr, $expected:expr $(,)?) => {
        $crate::assert_stream_eq!(
            @check |a, e| $crate::decode::diff_descriptor($kind, a, e),
            $actual,
            $expected,
            "assert_descriptor_eq failed"
        )
    };
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pm4::CommandBuffer;
    use crate::regs::Space;

    /// Collects what `write` writes.
    struct Text<const N: usize>(heapless::String<N>);

    impl<const N: usize> Write for Text<N> {
        fn write_str(&mut self, s: &str) -> fmt::Result {
            self.0.push_str(s).map_err(|_| fmt::Error)
        }
    }

    /// The lines a unit's buffered text gives equal the lines of formatting the
    /// unit again for each line, at every cut width, for units that fit the
    /// buffer and one (a 200-register write) that does not.
    #[test]
    fn buffered_lines_equal_reformatted_lines() {
        let mut storage = [0u32; 512];
        let mut cb = CommandBuffer::new(&mut storage);
        cb.set_regs(Space::Context, 0x202, &[0x00CC_0010]).unwrap();
        cb.set_regs(Space::Context, 0x100, &[7; 200]).unwrap();
        cb.nop(&[1, 2, 3, 4, 5, 6, 7, 8, 9]).unwrap();
        cb.draw_index_auto(3, crate::pm4::DrawInitiator::AUTO_INDEX)
            .unwrap();
        let words = cb.as_slice();
        let mut big = 0;
        for unit in Units::new(words, Gfx::Gfx7) {
            let text = UnitText::new(&unit);
            big += usize::from(text.text.is_none());
            assert_eq!(text.lines(), unit.lines());
            // Miri compares one width and the first lines only (the fallback formats the
            // whole unit for each line).
            let (widths, checked): (&[usize], usize) = if cfg!(miri) {
                (&[40], text.lines().min(3))
            } else {
                (&[12, 40, usize::MAX], text.lines())
            };
            for &max in widths {
                let mut lines = text.line_writer();
                for line in 0..checked {
                    let mut buffered = Text::<4096>(heapless::String::new());
                    let mut again = Text::<4096>(heapless::String::new());
                    let a = lines.write_next(&mut buffered, max).unwrap();
                    let b = write_line(&mut again, &unit, line, max).unwrap();
                    assert_eq!((a, buffered.0.as_str()), (b, again.0.as_str()));
                }
                assert_eq!(lines.has_next(), checked < text.lines());
            }
        }
        assert_eq!(big, 1, "the 200-register write exceeds the buffer");
    }
}
