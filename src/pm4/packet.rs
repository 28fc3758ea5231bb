//! Declared packet layouts: each fixed-size packet is one struct of named
//! body fields that the writer encodes ([`CommandBuffer::push`]) and the
//! decoder ([`crate::decode::Decoder`]) yields.

use core::fmt::{self, Write};

use super::buffer::{CommandBuffer, Reserved};
use super::error::Error;
use super::header::type3;
use super::opcode::Opcode;
use crate::regs::gfx7::pm4::ShaderType;

mod sealed {
    /// Only the crate's declared packets are [`FixedPacket`](super::FixedPacket)s.
    pub trait Sealed {}
}
pub(crate) use sealed::Sealed;

/// A type-3 packet with a fixed body layout, declared once: the writer
/// encodes it with [`CommandBuffer::push`] / [`Reserved::push`] and the
/// decoder yields it in [`crate::decode::Packet`].
///
/// Every field is a whole body dword (or two, for 64-bit values), so any
/// value of the struct encodes: pushing does not validate, the convenience
/// methods ([`CommandBuffer::draw_index_auto`], ...) check their arguments
/// and push. The header is built from the trait's constants and, for draws
/// and dispatches, the buffer's predication toggle.
pub trait FixedPacket: Copy + Sealed {
    /// The opcode in the header.
    const OPCODE: Opcode;
    /// Body dwords (header excluded).
    const BODY_DWORDS: usize;
    /// Header `SHADER_TYPE`.
    const SHADER_TYPE: ShaderType;
    /// Whether the header takes `PREDICATE` from the predication toggle
    /// (draws and dispatches); otherwise it is 0.
    const PREDICATED: bool;

    /// Writes every field at its body position (`out` holds
    /// [`Self::BODY_DWORDS`] dwords; dwords past its end are dropped).
    fn write_body(&self, out: &mut [u32]);

    /// Reads the packet from a body of exactly [`Self::BODY_DWORDS`] dwords,
    /// every bit kept; `None` for another length.
    fn read_body(body: &[u32]) -> Option<Self>;

    /// The header dword, with `PREDICATE = predicate` when the packet is
    /// [`PREDICATED`](Self::PREDICATED).
    fn header(predicate: bool) -> u32 {
        type3(
            Self::OPCODE,
            Self::BODY_DWORDS,
            predicate && Self::PREDICATED,
            Self::SHADER_TYPE,
        )
    }
}

/// Writes `packet` (header first) to the start of `out`, or returns
/// [`Error::OutOfSpace`] having written nothing.
fn encode<P: FixedPacket>(packet: &P, predicate: bool, out: &mut [u32]) -> Result<usize, Error> {
    let total = P::BODY_DWORDS.saturating_add(1);
    let remaining = out.len();
    match out.get_mut(..total).and_then(<[u32]>::split_first_mut) {
        Some((head, body)) => {
            *head = P::header(predicate);
            packet.write_body(body);
            Ok(total)
        }
        None => Err(Error::OutOfSpace {
            needed: total,
            remaining,
        }),
    }
}

impl CommandBuffer<'_> {
    /// Records a declared packet (see [`FixedPacket`]); draws and
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
    /// [`Error::OutOfSpace`]; nothing is recorded then.
    #[inline]
    pub fn push<P: FixedPacket>(&mut self, packet: &P) -> Result<(), Error> {
        let predicate = self.predicate();
        self.put_with(|out| encode(packet, predicate, out))
    }
}

impl Reserved<'_, '_> {
    /// [`CommandBuffer::push`] within the reservation.
    #[inline]
    pub fn push<P: FixedPacket>(&mut self, packet: &P) -> &mut Self {
        let predicate = self.predicate();
        self.put_with(|out| encode(packet, predicate, out))
    }

    /// Pushes a packet a checked constructor built (`DrawIndirect::new`,
    /// ...), or records its validation error as a packet that failed.
    #[inline]
    pub fn push_checked<P: FixedPacket>(&mut self, packet: Result<P, Error>) -> &mut Self {
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

/// A field of a packet body: where it reads from and writes to.
pub(crate) trait BodyField: Copy {
    /// Body dwords the field takes.
    const DWORDS: usize;
    /// Reads the field starting at body dword `at` (0 past the end).
    fn read(b: Body<'_>, at: usize) -> Self;
    /// Writes the field starting at `out[at]` (dwords past the end dropped).
    fn write(self, out: &mut [u32], at: usize);
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

impl BodyField for u32 {
    const DWORDS: usize = 1;
    #[inline]
    fn read(b: Body<'_>, at: usize) -> Self {
        b.w(at)
    }
    #[inline]
    fn write(self, out: &mut [u32], at: usize) {
        put(out, at, self);
    }
}

/// A 64-bit value in two dwords, low half first (`*_LO` / `*_HI`).
impl BodyField for u64 {
    const DWORDS: usize = 2;
    #[inline]
    fn read(b: Body<'_>, at: usize) -> Self {
        b.q(at)
    }
    #[inline]
    fn write(self, out: &mut [u32], at: usize) {
        put_all(out, at, &[self as u32, (self >> 32) as u32]);
    }
}

/// `BodyField` (one dword, every bit kept) and `FieldFmt` (`{ FIELD: VALUE,
/// ... }`) for `#[bitfield(u32)]` field words; `@body` for `BodyField` only
/// (a word with a printer of its own).
macro_rules! word_fields {
    (@body $($t:ty),* $(,)?) => {$(
        impl $crate::pm4::packet::BodyField for $t {
            const DWORDS: usize = 1;
            #[inline]
            fn read(b: $crate::pm4::packet::Body<'_>, at: usize) -> Self {
                <$t>::from_bits(b.w(at))
            }
            #[inline]
            fn write(self, out: &mut [u32], at: usize) {
                $crate::pm4::packet::put(out, at, self.into_bits());
            }
        }
    )*};
    ($($t:ty),* $(,)?) => {
        $crate::pm4::packet::word_fields!(@body $($t),*);
        $(
            impl $crate::pm4::packet::FieldFmt for $t {
                fn fmt_field(&self, f: &mut dyn core::fmt::Write) -> core::fmt::Result {
                    $crate::pm4::packet::write_bits(f, self)
                }
            }
        )*
    };
}

pub(crate) use word_fields;

/// A packet field that prints its value (the name is printed by the caller).
pub(crate) trait FieldFmt {
    /// Writes the value: numbers in hex or decimal, enumerations by AMD
    /// name, field words as `{ FIELD: VALUE, ... }`.
    fn fmt_field(&self, f: &mut dyn Write) -> fmt::Result;
}

impl FieldFmt for u32 {
    fn fmt_field(&self, f: &mut dyn Write) -> fmt::Result {
        write_value(f, *self)
    }
}

impl FieldFmt for u16 {
    fn fmt_field(&self, f: &mut dyn Write) -> fmt::Result {
        write_value(f, u32::from(*self))
    }
}

impl FieldFmt for u64 {
    fn fmt_field(&self, f: &mut dyn Write) -> fmt::Result {
        match u32::try_from(*self) {
            Ok(v) => write_value(f, v),
            Err(_) => write!(f, "{self:#x}"),
        }
    }
}

impl<T: FieldFmt> FieldFmt for Option<T> {
    fn fmt_field(&self, f: &mut dyn Write) -> fmt::Result {
        match self {
            Some(v) => v.fmt_field(f),
            None => f.write_str("none"),
        }
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
/// `{ NAME: VALUE, ... }`: names upper-cased, `true`/`false` as 1/0 and
/// numbers as [`write_value`] does.
pub(crate) fn write_bits(f: &mut dyn Write, word: &dyn fmt::Debug) -> fmt::Result {
    BitsWriter::new(f, false).run(word)
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
            match t {
                "true" => self.out.write_char('1')?,
                "false" => self.out.write_char('0')?,
                _ => match t.parse::<u32>() {
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

/// Whether fields of `(first dword, dwords)` cover `0..len` exactly once
/// (checked at compile time for every [`fixed_packet!`]).
pub(crate) const fn covers_exactly(fields: &[(usize, usize)], len: usize) -> bool {
    if len >= 64 {
        return false;
    }
    let mut seen = 0u64;
    let mut rest = fields;
    while let Some((&(at, n), tail)) = rest.split_first() {
        let mut k = 0;
        while k < n {
            let d = at.wrapping_add(k);
            if d >= len || seen & (1 << d) != 0 {
                return false;
            }
            seen |= 1 << d;
            k = k.wrapping_add(1);
        }
        rest = tail;
    }
    seen == (1u64 << len).wrapping_sub(1)
}

/// The body layout of a fixed-size packet (every [`fixed_packet!`]),
/// whether or not it is a [`FixedPacket`] of its own opcode.
pub(crate) trait Layout: Copy {
    /// Body dwords (header excluded).
    const BODY_DWORDS: usize;
    /// Writes every field at its body position (dwords past `out` dropped).
    fn write_body(&self, out: &mut [u32]);
    /// Reads every field from a body of exactly [`Self::BODY_DWORDS`] dwords;
    /// `None` for another length.
    fn read_body(body: &[u32]) -> Option<Self>;
}

/// Declares a fixed-size packet once: a `Copy` struct of named fields, each
/// at a body dword position (`field @ dword: Type`), its body [`Layout`],
/// its [`FixedPacket`] implementation (opcode and header) and a `Display`
/// printing `FIELD=VALUE, ...`. The fields must cover the body exactly once:
/// a compile-time check.
///
/// `pub struct Name = OPCODE, body N[, predicated][, compute] { ... }`;
/// several `Name = OPCODE` pairs (separated by `|`) declare one struct per
/// opcode with the same layout. `pub struct Name, body N { ... }` declares a
/// layout without an opcode (shared by several opcodes in the decoder).
macro_rules! fixed_packet {
    (
        $(#[$m:meta])*
        pub struct $($name:ident = $op:ident)|+, body $len:literal $(, $flag:ident)* {
            $($fields:tt)*
        }
    ) => {
        $crate::pm4::packet::fixed_packet!(
            @each { [$(#[$m])*] $len [$($flag)*] { $($fields)* } } ; $($name = $op),+
        );
    };
    (
        $(#[$m:meta])*
        pub struct $name:ident, body $len:literal {
            $($fields:tt)*
        }
    ) => {
        $crate::pm4::packet::fixed_packet!(@layout $name { [$(#[$m])*] $len [] { $($fields)* } });
    };
    (@each $common:tt ; ) => {};
    (@each $common:tt ; $name:ident = $op:ident $(, $more:ident = $mop:ident)*) => {
        $crate::pm4::packet::fixed_packet!(@layout $name $common);
        $crate::pm4::packet::fixed_packet!(@packet $name $op $common);
        $crate::pm4::packet::fixed_packet!(@each $common ; $($more = $mop),*);
    };
    (@is_predicated predicated) => { true };
    (@is_predicated $other:ident) => { false };
    (@is_compute compute) => { true };
    (@is_compute $other:ident) => { false };
    (@packet $name:ident $op:ident { [$($m:tt)*] $len:literal [$($flag:ident)*] $fields:tt }) => {
        impl $crate::pm4::packet::Sealed for $name {}

        impl $crate::pm4::FixedPacket for $name {
            const OPCODE: $crate::pm4::Opcode = $crate::pm4::Opcode::$op;
            const BODY_DWORDS: usize = $len;
            const SHADER_TYPE: $crate::pm4::ShaderType =
                if false $(|| $crate::pm4::packet::fixed_packet!(@is_compute $flag))* {
                    $crate::pm4::ShaderType::COMPUTE
                } else {
                    $crate::pm4::ShaderType::GRAPHICS
                };
            const PREDICATED: bool =
                false $(|| $crate::pm4::packet::fixed_packet!(@is_predicated $flag))*;

            #[inline]
            fn write_body(&self, out: &mut [u32]) {
                $crate::pm4::packet::Layout::write_body(self, out);
            }

            #[inline]
            fn read_body(body: &[u32]) -> Option<Self> {
                <Self as $crate::pm4::packet::Layout>::read_body(body)
            }
        }
    };
    (@layout $name:ident {
        [$(#[$m:meta])*] $len:literal [$($flag:ident)*] {
            $( $(#[$fm:meta])* $field:ident @ $at:literal : $ty:ty ),* $(,)?
        }
    }) => {
        $(#[$m])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct $name {
            $( $(#[$fm])* pub $field: $ty, )*
        }

        static_assertions::const_assert!($crate::pm4::packet::covers_exactly(
            &[$( ($at, <$ty as $crate::pm4::packet::BodyField>::DWORDS) ),*],
            $len,
        ));

        impl $name {
            /// Body dwords of the packet (header excluded).
            pub const BODY_DWORDS: usize = $len;

            /// Fewest body dwords the layout takes (it is fixed-size).
            #[allow(dead_code)]
            pub(crate) const MIN_BODY_DWORDS: usize = $len;

            /// Body dwords [`encode_body`](Self::encode_body) writes.
            #[allow(dead_code)]
            #[inline]
            pub(crate) const fn body_len(&self) -> usize {
                $len
            }

            /// Writes every field at its body position (`out` holds
            /// [`Self::BODY_DWORDS`] dwords; dwords past its end are dropped).
            #[inline]
            pub(crate) fn encode_body(&self, out: &mut [u32]) {
                $( $crate::pm4::packet::BodyField::write(self.$field, out, $at); )*
            }
        }

        impl $crate::pm4::packet::Layout for $name {
            const BODY_DWORDS: usize = $len;

            #[inline]
            fn write_body(&self, out: &mut [u32]) {
                self.encode_body(out);
            }

            #[inline]
            fn read_body(body: &[u32]) -> Option<Self> {
                if body.len() != $len {
                    return None;
                }
                let b = $crate::pm4::packet::Body(body);
                Some($name {
                    $( $field: <$ty as $crate::pm4::packet::BodyField>::read(b, $at), )*
                })
            }
        }

        impl core::fmt::Display for $name {
            /// `FIELD=VALUE, ...` in body order, field words as `{ FIELD: VALUE, ... }`.
            fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
                #[allow(unused_mut, unused_variables)]
                let mut first = true;
                $(
                    $crate::pm4::packet::sep(f, &mut first)?;
                    $crate::pm4::packet::write_upper(f, stringify!($field))?;
                    f.write_str("=")?;
                    $crate::pm4::packet::FieldFmt::fmt_field(&self.$field, f)?;
                )*
                Ok(())
            }
        }
    };
}

pub(crate) use fixed_packet;
