//! Declared packet layouts: each packet with a body layout is one struct of
//! named body fields ([`TypedPacket`]) that the writer encodes
//! ([`CommandBuffer::push`]) and the decoder ([`crate::decode::Decoder`])
//! yields, the body of a variable-length packet ending in its data.

use core::fmt::{self, Write};

use super::buffer::{CommandBuffer, Reserved};
use super::error::Error;
use super::header::{MAX_BODY_DWORDS, Type3Header, type3};
use super::opcode::Opcode;
use crate::regs::Gfx;
use crate::regs::gfx7::pm4::{PacketType, ShaderType};

mod sealed {
    /// Only the crate's declared packets are [`TypedPacket`](super::TypedPacket)s.
    pub trait Sealed {}
}
pub(crate) use sealed::Sealed;

/// A type-3 packet with a declared body layout, declared once: the writer
/// encodes it with [`CommandBuffer::push`] / [`Reserved::push`] and the
/// decoder yields it in [`crate::decode::Packet`].
///
/// Every field is a whole body dword (or two, for 64-bit values); the last
/// may be the data of a variable-length packet (`WRITE_DATA`,
/// `WRITE_CONST_RAM`) or the optional address of `EVENT_WRITE`. Any value of
/// the struct encodes: pushing does not validate the fields (only that the
/// body fits a header), the convenience methods
/// ([`CommandBuffer::draw_index_auto`], ...) check their arguments and push.
/// The header is built from the trait's constants and, for draws and
/// dispatches, the buffer's predication toggle. `'a` is the lifetime of the
/// data a variable-length packet borrows.
pub trait TypedPacket<'a>: Copy + Sealed {
    /// The opcode in the header.
    const OPCODE: Opcode;
    /// Header `SHADER_TYPE`.
    const SHADER_TYPE: ShaderType;
    /// Whether the header takes `PREDICATE` from the predication toggle
    /// (draws and dispatches); otherwise it is 0.
    const PREDICATED: bool;
    /// Fewest body dwords (header excluded): the body length of a
    /// fixed-size packet.
    const MIN_BODY_DWORDS: usize;
    /// Most body dwords the layout has (`usize::MAX` for a packet ending in
    /// data; the header `COUNT` limits every body to [`MAX_BODY_DWORDS`]).
    const MAX_BODY_DWORDS: usize;

    /// Body dwords of this packet.
    fn body_len(&self) -> usize;

    /// Writes every field at its body position (`out` holds
    /// [`body_len`](Self::body_len) dwords; dwords past its end are dropped).
    fn write_body(&self, out: &mut [u32]);

    /// Reads the packet from its body, every bit kept; `None` for a body
    /// length the layout does not have.
    fn read_body(body: &'a [u32]) -> Option<Self>;
}

/// Header bits a packet is encoded with besides `IT_OPCODE`, `COUNT` and
/// `TYPE`: `PREDICATE` (bit 0), `SHADER_TYPE` (bit 1) and reserved bits 7:2.
pub(crate) const HEADER_FLAG_BITS: u32 = !Type3Header::new()
    .with_opcode(Opcode::from_bits(u8::MAX))
    .with_count(u16::MAX)
    .with_packet_type(PacketType::from_bits(u8::MAX))
    .into_bits();
static_assertions::const_assert_eq!(HEADER_FLAG_BITS, 0xFF);

/// The header flags the writer records: `PREDICATE` and `SHADER_TYPE`.
#[inline]
pub(crate) fn header_flags(predicate: bool, shader: ShaderType) -> u32 {
    Type3Header::new()
        .with_predicate(predicate)
        .with_shader_type(shader)
        .into_bits()
}

/// Writes `packet` (header first, with the [`HEADER_FLAG_BITS`] of `flags`)
/// to the start of `out` and returns the dwords written.
///
/// # Errors
///
/// [`Error::BodyLength`] for a body no header can count (empty, or over
/// [`MAX_BODY_DWORDS`]), [`Error::OutOfSpace`]; nothing is written then.
pub(crate) fn encode<'p, P: TypedPacket<'p>>(
    packet: &P,
    flags: u32,
    out: &mut [u32],
) -> Result<usize, Error> {
    let (len, min) = (packet.body_len(), P::MIN_BODY_DWORDS);
    encode_body(P::OPCODE, len, min, flags, out, |b| packet.write_body(b))
}

/// Writes a type-3 packet of `len` body dwords (the layout takes at least
/// `min`) to the start of `out`: the header (`opcode`, `COUNT`, the
/// [`HEADER_FLAG_BITS`] of `flags`), then `write_body` fills the body.
/// Returns the dwords written; errors as [`encode`].
fn encode_body(
    opcode: Opcode,
    len: usize,
    min: usize,
    flags: u32,
    out: &mut [u32],
    write_body: impl FnOnce(&mut [u32]),
) -> Result<usize, Error> {
    let header = packet_header(opcode, len, min, flags)?;
    let total = len.saturating_add(1);
    let remaining = out.len();
    match out.get_mut(..total).and_then(<[u32]>::split_first_mut) {
        Some((head, body)) => {
            *head = header;
            write_body(body);
            Ok(total)
        }
        None => Err(Error::OutOfSpace {
            needed: total,
            remaining,
        }),
    }
}

/// The header of a type-3 packet of `len` body dwords (the layout takes at
/// least `min`): `opcode`, `COUNT` and the [`HEADER_FLAG_BITS`] of `flags`.
///
/// # Errors
///
/// [`Error::BodyLength`] for an empty body, one shorter than `min`, or one
/// over [`MAX_BODY_DWORDS`].
#[inline(always)]
fn packet_header(opcode: Opcode, len: usize, min: usize, flags: u32) -> Result<u32, Error> {
    let min = min.max(1);
    if len < min || len > MAX_BODY_DWORDS {
        return Err(Error::BodyLength {
            opcode: Some(opcode),
            len,
            min,
            max: MAX_BODY_DWORDS,
        });
    }
    let header = type3(opcode, len, false, ShaderType::GRAPHICS);
    Ok((header & !HEADER_FLAG_BITS) | (flags & HEADER_FLAG_BITS))
}

impl CommandBuffer<'_> {
    /// Records a declared packet (see [`TypedPacket`]); draws and
    /// dispatches carry the predication toggle's `PREDICATE`.
    ///
    /// ```
    /// use gcn::pm4::{CommandBuffer, DrawIndexAuto, DrawInitiator};
    ///
    /// let mut storage = [0u32; 8];
    /// let mut cb = CommandBuffer::new(&mut storage);
    /// cb.push(&DrawIndexAuto { index_count: 3, draw_initiator: DrawInitiator::AUTO_INDEX })?;
    /// assert_eq!(cb.as_slice(), &[0xC001_2D00, 3, 2]);
    /// # Ok::<(), gcn::pm4::Error>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`Error::OutOfSpace`], [`Error::BodyLength`] for a body no header
    /// can count (a `WRITE_DATA` without data, ...); nothing is recorded then.
    #[inline]
    pub fn push<'p, P: TypedPacket<'p>>(&mut self, packet: &P) -> Result<(), Error> {
        self.push_as(packet, P::SHADER_TYPE)
    }

    /// [`push`](Self::push) with header `SHADER_TYPE = shader` (`SET_BASE`
    /// sets the base of either pipeline).
    #[inline(always)]
    pub(crate) fn push_as<'p, P: TypedPacket<'p>>(
        &mut self,
        packet: &P,
        shader: ShaderType,
    ) -> Result<(), Error> {
        self.check_opcode(P::OPCODE)?;
        if let Some(gfx) = self.reg_gfx() {
            super::fields::check_packet(packet, gfx)?;
        }
        let flags = header_flags(self.predicate() && P::PREDICATED, shader);
        let len = packet.body_len();
        let header = packet_header(P::OPCODE, len, P::MIN_BODY_DWORDS, flags)?;
        // `len` is at most `MAX_BODY_DWORDS`.
        self.put_exact(len.wrapping_add(1), |out| {
            if let Some((head, body)) = out.split_first_mut() {
                *head = header;
                packet.write_body(body);
            }
        })
    }

    /// Records a type-3 packet whose body is not a declared layout (a
    /// console driver's own body form of an AMD packet): a header with
    /// `opcode`, the predication toggle's `PREDICATE` and `shader`, then
    /// `body` (1 to [`MAX_BODY_DWORDS`] dwords). Only whether the buffer's
    /// generation has the opcode is checked: the body is not the gfx7 layout
    /// [`check_opcode`](Self::check_opcode) vouches for.
    ///
    /// # Errors
    ///
    /// [`Error::PacketNotOnGfx`] when the buffer's generation lacks the
    /// opcode; as [`push`](Self::push) otherwise. Nothing is recorded then.
    pub(crate) fn push_body(
        &mut self,
        opcode: Opcode,
        shader: ShaderType,
        body: &[u32],
    ) -> Result<(), Error> {
        let gfx = self.gfx();
        if !opcode.exists_on(gfx) {
            return Err(Error::PacketNotOnGfx { opcode, gfx });
        }
        let flags = header_flags(self.predicate(), shader);
        self.put_with(|out| encode_body(opcode, body.len(), 1, flags, out, |b| put_all(b, 0, body)))
    }
}

impl Reserved<'_, '_> {
    /// [`CommandBuffer::push`] within the reservation.
    #[inline]
    pub fn push<'p, P: TypedPacket<'p>>(&mut self, packet: &P) -> &mut Self {
        if let Err(e) = P::OPCODE.check_on(self.gfx()) {
            return self.fail(e);
        }
        if let Some(gfx) = self.reg_gfx()
            && let Err(e) = super::fields::check_packet(packet, gfx)
        {
            return self.fail(e);
        }
        let flags = header_flags(self.predicate() && P::PREDICATED, P::SHADER_TYPE);
        self.put_with(|out| encode(packet, flags, out))
    }

    /// Pushes a packet a checked constructor built (`DrawIndirect::new`,
    /// ...), or records its validation error as a packet that failed.
    #[inline]
    pub fn push_checked<'p, P: TypedPacket<'p>>(&mut self, packet: Result<P, Error>) -> &mut Self {
        match packet {
            Ok(p) => self.push(&p),
            Err(e) => self.fail(e),
        }
    }
}

/// The body of a packet whose length has been checked: dword `i` or 0.
#[derive(Clone, Copy)]
pub(crate) struct Body<'a>(pub(crate) &'a [u32]);

impl<'a> Body<'a> {
    /// Body dword `i` (0 past the end; callers check the length first).
    #[inline]
    pub(crate) fn w(self, i: usize) -> u32 {
        self.0.get(i).copied().unwrap_or(0)
    }

    /// Body dwords `i` (low half) and `i + 1` (high half) as one 64-bit value.
    #[inline]
    pub(crate) fn q(self, i: usize) -> u64 {
        let mut words = self.rest(i).iter().copied();
        let lo = words.next().unwrap_or(0);
        join(lo, words.next().unwrap_or(0))
    }

    /// The body from dword `i` on.
    pub(crate) fn rest(self, i: usize) -> &'a [u32] {
        self.0.get(i..).unwrap_or(&[])
    }
}

/// A 64-bit address or value from its low dword and the high bits kept in
/// another field word (`*_LO` / `*_HI`).
pub(crate) const fn join(lo: u32, hi: u32) -> u64 {
    lo as u64 | ((hi as u64) << 32)
}

/// Accessors of 64-bit values a packet keeps in a low dword field and the
/// high bits of a field word: `/// doc` then
/// `Packet::accessor = lo_field + word_field.high_bits_getter;`.
macro_rules! joined {
    ($( $(#[$m:meta])* $t:ident :: $f:ident = $lo:ident + $w:ident . $hi:ident; )*) => {$(
        impl $t {
            $(#[$m])*
            #[allow(clippy::unnecessary_cast)]
            pub const fn $f(&self) -> u64 {
                $crate::pm4::packet::join(self.$lo, self.$w.$hi() as u32)
            }
        }
    )*};
}

pub(crate) use joined;

/// How many body dwords a field takes: a fixed count, or (for the last
/// field of a variable-length packet) a range.
pub(crate) trait FieldSize {
    /// Fewest body dwords the field takes.
    const MIN_DWORDS: usize;
    /// Most body dwords the field takes (`usize::MAX`: all that follow).
    const MAX_DWORDS: usize;
}

/// A field of a packet body: where it reads from and writes to.
pub(crate) trait BodyField<'a>: Copy + FieldSize {
    /// Body dwords this value takes.
    fn dwords(&self) -> usize {
        Self::MIN_DWORDS
    }
    /// Reads the field starting at body dword `at` (0 past the end).
    fn read(b: Body<'a>, at: usize) -> Self;
    /// Writes the field starting at `out[at]` (dwords past the end dropped).
    fn write(&self, out: &mut [u32], at: usize);
}

/// A one-dword field: a number or a `#[bitfield(u32)]` field word.
pub(crate) trait Word: Copy {
    /// The field from its dword, every bit kept.
    fn from_dword(w: u32) -> Self;
    /// The field's dword.
    fn to_dword(self) -> u32;
}

impl Word for u32 {
    #[inline]
    fn from_dword(w: u32) -> Self {
        w
    }
    #[inline]
    fn to_dword(self) -> u32 {
        self
    }
}

impl<T: Word> FieldSize for T {
    const MIN_DWORDS: usize = 1;
    const MAX_DWORDS: usize = 1;
}

impl<T: Word> BodyField<'_> for T {
    #[inline]
    fn read(b: Body<'_>, at: usize) -> Self {
        T::from_dword(b.w(at))
    }
    #[inline]
    fn write(&self, out: &mut [u32], at: usize) {
        put(out, at, self.to_dword());
    }
}

/// Stores `v` in `out[at]` when it exists.
#[inline]
pub(crate) fn put(out: &mut [u32], at: usize, v: u32) {
    if let Some(w) = out.get_mut(at) {
        *w = v;
    }
}

/// Copies `data` to `out` from dword `at` on (as much as fits).
#[inline]
pub(crate) fn put_all(out: &mut [u32], at: usize, data: &[u32]) {
    if let Some(dst) = out.get_mut(at..) {
        for (d, s) in dst.iter_mut().zip(data) {
            *d = *s;
        }
    }
}

/// A 64-bit value in two dwords, low half first (`*_LO` / `*_HI`).
impl FieldSize for u64 {
    const MIN_DWORDS: usize = 2;
    const MAX_DWORDS: usize = 2;
}

impl BodyField<'_> for u64 {
    #[inline]
    fn read(b: Body<'_>, at: usize) -> Self {
        b.q(at)
    }
    #[inline]
    fn write(&self, out: &mut [u32], at: usize) {
        put_all(out, at, &[*self as u32, (*self >> 32) as u32]);
    }
}

/// A 64-bit value that ends the body when present (`EVENT_WRITE`'s address).
impl FieldSize for Option<u64> {
    const MIN_DWORDS: usize = 0;
    const MAX_DWORDS: usize = 2;
}

impl BodyField<'_> for Option<u64> {
    fn dwords(&self) -> usize {
        if self.is_some() { 2 } else { 0 }
    }
    #[inline]
    fn read(b: Body<'_>, at: usize) -> Self {
        (!b.rest(at).is_empty()).then(|| b.q(at))
    }
    #[inline]
    fn write(&self, out: &mut [u32], at: usize) {
        if let Some(v) = self {
            v.write(out, at);
        }
    }
}

/// The data dwords that end a variable-length body (at least one).
impl FieldSize for &[u32] {
    const MIN_DWORDS: usize = 1;
    const MAX_DWORDS: usize = usize::MAX;
}

impl<'a> BodyField<'a> for &'a [u32] {
    fn dwords(&self) -> usize {
        self.len()
    }
    #[inline]
    fn read(b: Body<'a>, at: usize) -> Self {
        b.rest(at)
    }
    #[inline]
    fn write(&self, out: &mut [u32], at: usize) {
        put_all(out, at, self);
    }
}

/// `Word` (one dword, every bit kept) and `FieldFmt` (`{ FIELD: VALUE,
/// ... }`) for `#[bitfield(u32)]` field words; `@body` for `Word` only
/// (a word with a printer of its own); `@on_gfx` for a gfx7 word that some
/// generations lay out otherwise: on each generation listed, the dword
/// prints with that generation's generated word type (`Gfx6 =>
/// gfx6::packets::IbControl`), elsewhere (and on every generation when
/// none is listed) with its own.
macro_rules! word_fields {
    (@on_gfx $t:ty { $($gfx:ident => $other:ty),* $(,)? }) => {
        $crate::pm4::packet::word_fields!(@body $t);
        impl $crate::pm4::packet::FieldFmt for $t {
            fn fmt_field(
                &self,
                f: &mut dyn core::fmt::Write,
                gfx: $crate::regs::Gfx,
            ) -> core::fmt::Result {
                let bits = self.into_bits();
                match gfx {
                    $($crate::regs::Gfx::$gfx => {
                        let word = <$other>::from_bits(bits);
                        $crate::pm4::packet::write_bits(f, &word, (<$other>::FIELDS, bits, gfx))
                    })*
                    #[allow(unreachable_patterns)]
                    _ => $crate::pm4::packet::write_bits(f, self, (<$t>::FIELDS, bits, gfx)),
                }
            }
        }
    };
    (@body $($t:ty),* $(,)?) => {$(
        impl $crate::pm4::packet::Word for $t {
            #[inline]
            fn from_dword(w: u32) -> Self {
                <$t>::from_bits(w)
            }
            #[inline]
            fn to_dword(self) -> u32 {
                self.into_bits()
            }
        }
    )*};
    ($($t:ty),* $(,)?) => {$(
        $crate::pm4::packet::word_fields!(@on_gfx $t {});
    )*};
}

pub(crate) use word_fields;

/// A packet's `FIELD=VALUE, ...` in body order, field words as
/// `{ FIELD: VALUE, ... }`, enumerations named as generation `gfx` names
/// them (its `Display` is gfx7's).
pub(crate) trait WriteFields {
    /// Writes the fields.
    fn write_fields(&self, f: &mut dyn Write, gfx: Gfx) -> fmt::Result;
}

/// A packet field that prints its value (the name is printed by the caller),
/// enumerations named as generation `gfx` names them.
pub(crate) trait FieldFmt {
    /// Writes the value: numbers in hex or decimal, enumerations by AMD
    /// name, field words as `{ FIELD: VALUE, ... }`.
    fn fmt_field(&self, f: &mut dyn Write, gfx: Gfx) -> fmt::Result;

    /// Writes `NAME=VALUE` (`name` is the Rust field name), after `", "`
    /// unless it is the `first` field written.
    fn fmt_named(&self, f: &mut dyn Write, name: &str, first: &mut bool, gfx: Gfx) -> fmt::Result {
        sep(f, first)?;
        write_upper(f, name)?;
        f.write_str("=")?;
        self.fmt_field(f, gfx)
    }
}

impl FieldFmt for u32 {
    fn fmt_field(&self, f: &mut dyn Write, _gfx: Gfx) -> fmt::Result {
        write_value(f, *self)
    }
}

impl FieldFmt for u16 {
    fn fmt_field(&self, f: &mut dyn Write, _gfx: Gfx) -> fmt::Result {
        write_value(f, u32::from(*self))
    }
}

impl FieldFmt for u64 {
    fn fmt_field(&self, f: &mut dyn Write, _gfx: Gfx) -> fmt::Result {
        match u32::try_from(*self) {
            Ok(v) => write_value(f, v),
            Err(_) => write!(f, "{self:#x}"),
        }
    }
}

/// An optional field prints only when present.
impl<T: FieldFmt> FieldFmt for Option<T> {
    fn fmt_field(&self, f: &mut dyn Write, gfx: Gfx) -> fmt::Result {
        match self {
            Some(v) => v.fmt_field(f, gfx),
            None => f.write_str("none"),
        }
    }

    fn fmt_named(&self, f: &mut dyn Write, name: &str, first: &mut bool, gfx: Gfx) -> fmt::Result {
        match self {
            Some(v) => v.fmt_named(f, name, first, gfx),
            None => Ok(()),
        }
    }
}

/// Data dwords print as their count (a disassembly lists them on
/// continuation lines).
impl FieldFmt for &[u32] {
    fn fmt_field(&self, f: &mut dyn Write, _gfx: Gfx) -> fmt::Result {
        write!(f, "{} data dwords", self.len())
    }

    fn fmt_named(&self, f: &mut dyn Write, _name: &str, first: &mut bool, gfx: Gfx) -> fmt::Result {
        sep(f, first)?;
        self.fmt_field(f, gfx)
    }
}

/// A number as the disassembler prints it: decimal below 10, else hex.
pub(crate) fn write_value(f: &mut dyn Write, v: u32) -> fmt::Result {
    if v < 10 {
        write!(f, "{v}")
    } else {
        write!(f, "{v:#x}")
    }
}

/// Writes a field word through its `Debug` (`Type { name: value, .. }`) as
/// `{ NAME: VALUE, ... }`: names upper-cased, `true`/`false` as 1/0,
/// numbers as [`write_value`] does, and the values of enumerations whose
/// names differ per generation
/// ([`FieldKind::EnumOn`](crate::regs::FieldKind::EnumOn)) as generation
/// `gfx` names them (`on`: the word's field table, its bits and `gfx`).
pub(crate) fn write_bits(
    f: &mut dyn Write,
    word: &dyn fmt::Debug,
    on: (&'static [crate::regs::Field], u32, Gfx),
) -> fmt::Result {
    let mut w = BitsWriter::new(f, false);
    w.on = Some(on);
    w.run(word)
}

/// [`write_bits`] keeping only the fields that are not 0 (for words made of
/// many flags, such as `CP_COHER_CNTL`).
pub(crate) fn write_set_bits(f: &mut dyn Write, word: &dyn fmt::Debug) -> fmt::Result {
    BitsWriter::new(f, true).run(word)
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum State {
    /// Before the `{`: the type name, dropped.
    Head,
    /// A field name, gathered in `key`.
    Key,
    /// A field value, gathered in `token`.
    Value,
    /// After the `}`.
    Done,
}

/// Rewrites a `Debug` struct of a field word on the fly; see [`write_bits`].
struct BitsWriter<'w> {
    out: &'w mut dyn Write,
    state: State,
    key: heapless::String<48>,
    token: heapless::String<64>,
    only_set: bool,
    first: bool,
    /// The word's field table, bits and generation, to name per-generation
    /// enumeration values by.
    on: Option<(&'static [crate::regs::Field], u32, Gfx)>,
}

impl<'w> BitsWriter<'w> {
    fn new(out: &'w mut dyn Write, only_set: bool) -> Self {
        BitsWriter {
            out,
            state: State::Head,
            key: heapless::String::new(),
            token: heapless::String::new(),
            only_set,
            first: true,
            on: None,
        }
    }

    fn run(mut self, word: &dyn fmt::Debug) -> fmt::Result {
        write!(self, "{word:?}")?;
        match self.state {
            State::Head => self.out.write_str("{ }"),
            State::Key | State::Value => {
                self.emit()?;
                self.close()
            }
            State::Done => Ok(()),
        }
    }

    fn close(&mut self) -> fmt::Result {
        self.out.write_str(if self.first { "{ }" } else { " }" })
    }

    /// Writes the gathered `KEY: VALUE` (unless it is 0 and only set
    /// fields are wanted).
    fn emit(&mut self) -> fmt::Result {
        let t = self.token.trim();
        let zero = matches!(t, "false" | "0");
        if !(self.only_set && zero) {
            self.out.write_str(if self.first { "{ " } else { ", " })?;
            self.first = false;
            self.out.write_str(&self.key)?;
            self.out.write_str(": ")?;
            // A value named differently per generation: its name on the
            // generation, or its number where the generation does not name
            // it but the word's type does (gfx6's `TC_OP` 17).
            let mut number = None;
            let named_on = self.on.and_then(|(fields, bits, gfx)| {
                let field = fields.iter().find(|d| d.name == self.key.as_str())?;
                match field.kind {
                    crate::regs::FieldKind::EnumOn(_) => {
                        let name = field.value_name_on(bits, gfx);
                        if name.is_none() && field.value_name(bits).is_some() {
                            number = Some(field.extract(bits));
                        }
                        name
                    }
                    _ => None,
                }
            });
            let t = named_on.unwrap_or(t);
            match (number, t) {
                (Some(v), _) => write_value(self.out, v)?,
                (None, "true") => self.out.write_char('1')?,
                (None, "false") => self.out.write_char('0')?,
                (None, _) => match t.parse::<u32>() {
                    Ok(v) => write_value(self.out, v)?,
                    Err(_) => self.out.write_str(t)?,
                },
            }
        }
        self.key.clear();
        self.token.clear();
        Ok(())
    }
}

impl Write for BitsWriter<'_> {
    fn write_str(&mut self, s: &str) -> fmt::Result {
        for c in s.chars() {
            match self.state {
                State::Head => {
                    if c == '{' {
                        self.state = State::Key;
                    }
                }
                State::Key => match c {
                    ':' => self.state = State::Value,
                    ' ' | ',' => {}
                    // A name longer than the buffer is cut; field names are short.
                    _ => {
                        let _ = self.key.push(c.to_ascii_uppercase());
                    }
                },
                State::Value => match c {
                    ',' => {
                        self.emit()?;
                        self.state = State::Key;
                    }
                    '}' => {
                        self.emit()?;
                        self.close()?;
                        self.state = State::Done;
                    }
                    // A value longer than the buffer is cut; values are
                    // names and numbers well below it.
                    _ => {
                        let _ = self.token.push(c);
                    }
                },
                State::Done => {}
            }
        }
        Ok(())
    }
}

/// Writes a name (a Rust field name) in AMD's upper case.
pub(crate) fn write_upper(f: &mut dyn Write, name: &str) -> fmt::Result {
    for c in name.chars() {
        f.write_char(c.to_ascii_uppercase())?;
    }
    Ok(())
}

/// Writes `", "` before every item but the first.
pub(crate) fn sep(f: &mut dyn Write, first: &mut bool) -> fmt::Result {
    if *first {
        *first = false;
        Ok(())
    } else {
        f.write_str(", ")
    }
}

/// The fewest and most body dwords of a layout whose fields are
/// `(first dword, fewest dwords, most dwords)`, checked (at compile time for
/// every [`typed_packet!`]): the fields follow one another from dword 0 and
/// only the last may vary in length.
pub(crate) const fn body_bounds(fields: &[(usize, usize, usize)]) -> (usize, usize) {
    let (mut min, mut max) = (0usize, 0usize);
    let mut rest = fields;
    while let Some((&(at, lo, hi), tail)) = rest.split_first() {
        assert!(at == min, "fields must follow one another from dword 0");
        assert!(lo == hi || tail.is_empty(), "only the last field may vary");
        min = min.saturating_add(lo);
        max = max.saturating_add(hi);
        rest = tail;
    }
    (min, max)
}

/// Declares a packet once: a `Copy` struct of named fields, each at a body
/// dword position (`field @ dword: Type`), its [`TypedPacket`]
/// implementation (opcode, header, body layout) and a `Display` printing
/// `FIELD=VALUE, ...`. The fields must follow one another from dword 0, and
/// only the last may vary in length (data, an optional address): a
/// compile-time check.
///
/// `pub struct Name = OPCODE [NAME_DWORDS][, predicated][, compute] { ... }`;
/// several `Name = OPCODE` pairs (separated by `|`) declare one struct per
/// opcode with the same layout; the optional `[NAME_DWORDS]` checks (at
/// compile time) the layout against the generated constant of the packet's
/// dwords, header included, in [`crate::regs::gfx7::packets`]; `pub struct Name<'a> =
/// OPCODE { ... }` (or `Name<'a> = OPCODE | Other = OPCODE2 ...`) declares a
/// packet borrowing its data.
macro_rules! typed_packet {
    (
        $(#[$m:meta])*
        pub struct $n0:ident<$lt:lifetime> = $o0:ident $(| $n:ident = $o:ident)* $(, $flag:ident)* {
            $($fields:tt)*
        }
    ) => {
        $crate::pm4::packet::typed_packet!(
            @each_borrowing $lt { [$(#[$m])*] [$($flag)*] { $($fields)* } } ; $n0 = $o0 $(, $n = $o)*
        );
    };
    (@each_borrowing $lt:lifetime $common:tt ; ) => {};
    (@each_borrowing $lt:lifetime $common:tt ; $name:ident = $op:ident $(, $more:ident = $mop:ident)*) => {
        $crate::pm4::packet::typed_packet!(@packet $name $op [$lt] $lt $common);
        $crate::pm4::packet::typed_packet!(@each_borrowing $lt $common ; $($more = $mop),*);
    };
    (
        $(#[$m:meta])*
        pub struct $n0:ident = $o0:ident $(| $n:ident = $o:ident)* $([$dw:ident])?
            $(, $flag:ident)* {
            $($fields:tt)*
        }
    ) => {
        $crate::pm4::packet::typed_packet!(
            @each { [$(#[$m])*] [$($flag)*] { $($fields)* } } ; $n0 = $o0 $(, $n = $o)*
        );
        $crate::pm4::packet::typed_packet!(
            @dwords [$($dw)?] $n0 concat!(
                "the layout of `", stringify!($o0), "`" $(, " and `", stringify!($o), "`")*,
                " is not the spec's size"
            )
        );
    };
    (@dwords [] $name:ident $doc:expr) => {};
    (@dwords [$dw:ident] $name:ident $doc:expr) => {
        const _: () = assert!(
            $name::BODY_DWORDS + 1 == $crate::regs::gfx7::packets::$dw,
            $doc
        );
    };
    (@each $common:tt ; ) => {};
    (@each $common:tt ; $name:ident = $op:ident $(, $more:ident = $mop:ident)*) => {
        $crate::pm4::packet::typed_packet!(@packet $name $op [] 'p $common);
        $crate::pm4::packet::typed_packet!(@each $common ; $($more = $mop),*);
    };
    (@is_predicated predicated) => { true };
    (@is_predicated $other:ident) => { false };
    (@is_compute compute) => { true };
    (@is_compute $other:ident) => { false };
    (@packet $name:ident $op:ident [$($glt:lifetime)?] $lt:lifetime {
        [$(#[$m:meta])*] [$($flag:ident)*] {
            $( $(#[$fm:meta])* $field:ident @ $at:literal : $ty:ty ),* $(,)?
        }
    }) => {
        $(#[$m])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct $name<$($glt)?> {
            $( $(#[$fm])* pub $field: $ty, )*
        }

        impl<$($glt)?> $name<$($glt)?> {
            /// Body dwords of the packet (header excluded); for a packet
            /// ending in data, the fewest (one data dword).
            pub const BODY_DWORDS: usize = Self::BOUNDS.0;

            /// Fewest and most body dwords of the layout, checked.
            const BOUNDS: (usize, usize) = $crate::pm4::packet::body_bounds(&[$(
                (
                    $at,
                    <$ty as $crate::pm4::packet::FieldSize>::MIN_DWORDS,
                    <$ty as $crate::pm4::packet::FieldSize>::MAX_DWORDS,
                )
            ),*]);
        }

        impl<$($glt)?> $crate::pm4::packet::Sealed for $name<$($glt)?> {}

        impl<$lt> $crate::pm4::TypedPacket<$lt> for $name<$($glt)?> {
            const OPCODE: $crate::pm4::Opcode = $crate::pm4::Opcode::$op;
            const SHADER_TYPE: $crate::pm4::ShaderType =
                if false $(|| $crate::pm4::packet::typed_packet!(@is_compute $flag))* {
                    $crate::pm4::ShaderType::COMPUTE
                } else {
                    $crate::pm4::ShaderType::GRAPHICS
                };
            const PREDICATED: bool =
                false $(|| $crate::pm4::packet::typed_packet!(@is_predicated $flag))*;
            const MIN_BODY_DWORDS: usize = Self::BOUNDS.0;
            const MAX_BODY_DWORDS: usize = Self::BOUNDS.1;

            #[inline]
            fn body_len(&self) -> usize {
                #[allow(unused_mut)]
                let mut n = 0usize;
                $( n = n.saturating_add($crate::pm4::packet::BodyField::dwords(&self.$field)); )*
                n
            }

            #[inline]
            fn write_body(&self, out: &mut [u32]) {
                $( $crate::pm4::packet::BodyField::write(&self.$field, out, $at); )*
            }

            #[inline]
            fn read_body(body: &$lt [u32]) -> Option<Self> {
                if body.len() < Self::BOUNDS.0 || body.len() > Self::BOUNDS.1 {
                    return None;
                }
                #[allow(unused_variables)]
                let b = $crate::pm4::packet::Body(body);
                let p = $name {
                    $( $field: <$ty as $crate::pm4::packet::BodyField<$lt>>::read(b, $at), )*
                };
                (p.body_len() == body.len()).then_some(p)
            }
        }

        impl<$($glt)?> $crate::pm4::packet::WriteFields for $name<$($glt)?> {
            fn write_fields(
                &self,
                f: &mut dyn core::fmt::Write,
                gfx: $crate::regs::Gfx,
            ) -> core::fmt::Result {
                #[allow(unused_mut, unused_variables)]
                let mut first = true;
                $( $crate::pm4::packet::FieldFmt::fmt_named(
                    &self.$field, f, stringify!($field), &mut first, gfx,
                )?; )*
                Ok(())
            }
        }

        impl<$($glt)?> core::fmt::Display for $name<$($glt)?> {
            /// `FIELD=VALUE, ...` in body order, field words as `{ FIELD: VALUE, ... }`.
            fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
                $crate::pm4::packet::WriteFields::write_fields(self, f, $crate::regs::Gfx::Gfx7)
            }
        }
    };
}

pub(crate) use typed_packet;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pm4::{EventWrite, EventWriteWord, WriteData, WriteDataControl};

    #[test]
    fn a_body_no_header_can_count_is_refused_and_nothing_written() {
        let mut storage = [0u32; 8];
        let mut cb = CommandBuffer::new(&mut storage);
        let empty = WriteData {
            control: WriteDataControl::new(),
            dst_addr: 0x1000,
            data: &[],
        };
        assert_eq!(
            cb.push(&empty),
            Err(Error::BodyLength {
                opcode: Some(Opcode::WRITE_DATA),
                len: 3,
                min: 4,
                max: MAX_BODY_DWORDS,
            })
        );
        assert!(cb.is_empty());
    }

    #[test]
    fn variable_layouts_read_back_only_their_own_lengths() {
        let event = EventWrite {
            event: EventWriteWord::from_bits(0x10),
            address: Some(0x1_2345_6780),
        };
        let mut body = [0u32; 3];
        event.write_body(&mut body);
        assert_eq!(body, [0x10, 0x2345_6780, 1]);
        assert_eq!(EventWrite::read_body(&body), Some(event));
        assert_eq!(
            EventWrite::read_body(&body[..1]).map(|e| e.address),
            Some(None)
        );
        assert_eq!(EventWrite::read_body(&body[..2]), None);
        assert_eq!(EventWrite::read_body(&[0; 4]), None);
        let data = [7, 8];
        let words = [0, 0x1000, 0, 7, 8];
        let write = WriteData::read_body(&words).map(|w| (w.dst_addr, w.data));
        assert_eq!(write, Some((0x1000, &data[..])));
        assert_eq!(WriteData::read_body(&words[..3]), None);
    }
}
