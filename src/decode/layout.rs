//! Shared machinery of the typed packet decoders: reading body dwords,
//! printing fields by AMD name, and the `fixed_packet!` declaration macro.

use core::fmt::{self, Write};

use super::desc::write_value;

pub(super) use crate::pm4::packet::{
    Body, BodyField, FieldFmt, Layout, join, put_all, word_fields,
};

use super::error::DecodeError;
use crate::pm4::Opcode;

/// Reads a fixed-size packet ([`Layout`]) from its body, or
/// [`DecodeError::BodyLength`] unless the body has exactly its length.
pub(super) trait DecodeFixed: Sized {
    /// Reads the packet at `offset` with `opcode` from `body`.
    fn decode(offset: usize, opcode: Opcode, body: &[u32]) -> Result<Self, DecodeError>;
}

impl<T: Layout> DecodeFixed for T {
    #[inline]
    fn decode(offset: usize, opcode: Opcode, body: &[u32]) -> Result<Self, DecodeError> {
        T::read_body(body).ok_or(DecodeError::BodyLength {
            offset,
            opcode,
            len: body.len(),
            min: T::BODY_DWORDS,
            max: T::BODY_DWORDS,
        })
    }
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

/// `FieldFmt` (`{ FIELD: VALUE, ... }`) for `#[bitfield(u32)]` field words.
macro_rules! fmt_fields {
    ($($t:ty),* $(,)?) => {$(
        impl $crate::decode::layout::FieldFmt for $t {
            fn fmt_field(&self, f: &mut dyn core::fmt::Write) -> core::fmt::Result {
                $crate::decode::layout::write_bits(f, self)
            }
        }
    )*};
}

/// `FieldFmt` (`{ FIELD: VALUE, ... }`) and `BodyField` (one dword, every
/// bit kept) for `#[bitfield(u32)]` field words.
macro_rules! bits_fields {
    ($($t:ty),* $(,)?) => {
        $crate::decode::layout::fmt_fields!($($t),*);
        $crate::pm4::packet::word_fields!($($t),*);
    };
}

pub(super) use bits_fields;
pub(super) use fmt_fields;

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

pub(super) use crate::pm4::packet::fixed_packet;
