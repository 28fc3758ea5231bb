//! Shared machinery of the typed packet decoders: reading body dwords,
//! printing fields by AMD name, and the `fixed_packet!` declaration macro.

use core::fmt::{self, Write};

use super::desc::write_value;

/// The body of a packet whose length has been checked: dword `i` or 0.
#[derive(Clone, Copy)]
pub(super) struct Body<'a>(pub(super) &'a [u32]);

impl<'a> Body<'a> {
    /// Body dword `i` (0 past the end; callers check the length first).
    #[inline]
    pub(super) fn w(self, i: usize) -> u32 {
        self.0.get(i).copied().unwrap_or(0)
    }

    /// Body dwords `i` (low half) and `i + 1` (high half) as one 64-bit value.
    #[inline]
    pub(super) fn q(self, i: usize) -> u64 {
        u64::from(self.w(i)) | (u64::from(self.w(i.wrapping_add(1))) << 32)
    }

    /// The body from dword `i` on.
    pub(super) fn rest(self, i: usize) -> &'a [u32] {
        self.0.get(i..).unwrap_or(&[])
    }
}

/// A 64-bit address or value from its low dword and the high bits kept in
/// another field word (`*_LO` / `*_HI`).
pub(super) const fn join(lo: u32, hi: u32) -> u64 {
    lo as u64 | ((hi as u64) << 32)
}

/// A field of a packet body: where it reads from and writes to.
pub(super) trait BodyField: Copy {
    /// Body dwords the field takes.
    const DWORDS: usize;
    /// Reads the field starting at body dword `at` (0 past the end).
    fn read(b: Body<'_>, at: usize) -> Self;
    /// Writes the field starting at `out[at]` (dwords past the end dropped).
    fn write(self, out: &mut [u32], at: usize);
}

/// Stores `v` in `out[at]` when it exists.
#[inline]
pub(super) fn put(out: &mut [u32], at: usize, v: u32) {
    if let Some(w) = out.get_mut(at) {
        *w = v;
    }
}

/// Copies `data` to `out` from dword `at` on (as much as fits).
#[inline]
pub(super) fn put_all(out: &mut [u32], at: usize, data: &[u32]) {
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
        put(out, at, self as u32);
        put(out, at.wrapping_add(1), (self >> 32) as u32);
    }
}

/// A decoded field that prints its value (the name is printed by the caller).
pub(super) trait FieldFmt {
    /// Writes the value: numbers as [`write_value`], enumerations by AMD
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

/// `FieldFmt` (`{ FIELD: VALUE, ... }`) and `BodyField` (one dword, every
/// bit kept) for `#[bitfield(u32)]` field words.
macro_rules! bits_fields {
    ($($t:ty),* $(,)?) => {$(
        impl $crate::decode::layout::FieldFmt for $t {
            fn fmt_field(&self, f: &mut dyn core::fmt::Write) -> core::fmt::Result {
                $crate::decode::layout::write_bits(f, self)
            }
        }
    )*
        $crate::decode::layout::word_fields!($($t),*);
    };
}

/// `BodyField` (one dword, every bit kept) for `#[bitfield(u32)]` field
/// words.
macro_rules! word_fields {
    ($($t:ty),* $(,)?) => {$(
        impl $crate::decode::layout::BodyField for $t {
            const DWORDS: usize = 1;
            #[inline]
            fn read(b: $crate::decode::layout::Body<'_>, at: usize) -> Self {
                <$t>::from_bits(b.w(at))
            }
            #[inline]
            fn write(self, out: &mut [u32], at: usize) {
                $crate::decode::layout::put(out, at, self.into_bits());
            }
        }
    )*};
}

pub(super) use bits_fields;
pub(super) use word_fields;

/// Writes a name (a Rust field name) in AMD's upper case.
pub(super) fn write_upper(f: &mut dyn Write, name: &str) -> fmt::Result {
    for c in name.chars() {
        f.write_char(c.to_ascii_uppercase())?;
    }
    Ok(())
}

/// Writes `", "` before every item but the first.
pub(super) fn sep(f: &mut dyn Write, first: &mut bool) -> fmt::Result {
    if *first {
        *first = false;
        Ok(())
    } else {
        f.write_str(", ")
    }
}

/// Writes a field word through its `Debug` (`Type { name: value, .. }`) as
/// `{ NAME: VALUE, ... }`: names upper-cased, `true`/`false` as 1/0 and
/// numbers as [`write_value`] does.
pub(super) fn write_bits(f: &mut dyn Write, word: &dyn fmt::Debug) -> fmt::Result {
    BitsWriter::new(f, false).run(word)
}

/// [`write_bits`] keeping only the fields that are not 0 (for words made of
/// many flags, such as `CP_COHER_CNTL`).
pub(super) fn write_set_bits(f: &mut dyn Write, word: &dyn fmt::Debug) -> fmt::Result {
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

/// Whether fields of `(first dword, dwords)` cover `0..len` exactly once
/// (checked at compile time for every [`fixed_packet!`]).
pub(super) const fn covers_exactly(fields: &[(usize, usize)], len: usize) -> bool {
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

/// Declares the decoded form of a fixed-size packet: a `Copy` struct of
/// named fields, each at a body dword position (`field @ dword: Type`),
/// `decode` (checks the body length, then reads every field), `encode_body`
/// (writes every field back) and a `Display` printing `FIELD=VALUE, ...`.
/// The fields must cover the body exactly once: a compile-time check.
macro_rules! fixed_packet {
    (
        $(#[$m:meta])*
        pub struct $name:ident, body $len:literal {
            $( $(#[$fm:meta])* $field:ident @ $at:literal : $ty:ty ),* $(,)?
        }
    ) => {
        $(#[$m])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct $name {
            $( $(#[$fm])* pub $field: $ty, )*
        }

        static_assertions::const_assert!($crate::decode::layout::covers_exactly(
            &[$( ($at, <$ty as $crate::decode::layout::BodyField>::DWORDS) ),*],
            $len,
        ));

        impl $name {
            /// Body dwords of the packet (header excluded).
            pub const BODY_DWORDS: usize = $len;

            /// Fewest body dwords the layout takes (it is fixed-size).
            pub(crate) const MIN_BODY_DWORDS: usize = $len;

            /// Body dwords [`encode_body`](Self::encode_body) writes.
            #[inline]
            pub(crate) const fn body_len(&self) -> usize {
                $len
            }

            /// Reads the packet from its body; [`DecodeError::BodyLength`]
            /// unless the body has exactly [`Self::BODY_DWORDS`] dwords.
            #[inline]
            pub(crate) fn decode(
                offset: usize,
                opcode: $crate::pm4::Opcode,
                body: &[u32],
            ) -> Result<Self, $crate::decode::DecodeError> {
                $crate::decode::packet::check_len(offset, opcode, body.len(), $len, $len)?;
                let b = $crate::decode::layout::Body(body);
                Ok($name {
                    $( $field: <$ty as $crate::decode::layout::BodyField>::read(b, $at), )*
                })
            }

            /// Writes every field at its body position (`out` holds
            /// [`Self::BODY_DWORDS`] dwords; dwords past its end are dropped).
            #[inline]
            pub(crate) fn encode_body(&self, out: &mut [u32]) {
                $( $crate::decode::layout::BodyField::write(self.$field, out, $at); )*
            }
        }

        impl core::fmt::Display for $name {
            /// `FIELD=VALUE, ...` in body order, field words as `{ FIELD: VALUE, ... }`.
            fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
                #[allow(unused_mut, unused_variables)]
                let mut first = true;
                $(
                    $crate::decode::layout::sep(f, &mut first)?;
                    $crate::decode::layout::write_upper(f, stringify!($field))?;
                    f.write_str("=")?;
                    $crate::decode::layout::FieldFmt::fmt_field(&self.$field, f)?;
                )*
                Ok(())
            }
        }
    };
}

pub(super) use fixed_packet;
