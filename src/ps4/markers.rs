//! NOP payload markers (`0x6875xxxx`) and the render-target size hint.
//!
//! The command processor skips a NOP's payload, so the PS4's driver library
//! uses NOPs to carry information for itself and for its tools. A marker NOP's
//! first payload dword is `0x6875_0000 | kind`, where `kind` is a twelve-bit
//! value in bits `[11:0]`; bits `[15:12]` carry an extra nibble (the alignment
//! of an embedded-data allocation, zero for every other marker). The rest of the
//! payload depends on the kind:
//!
//! | marker | packet | payload after the marker dword |
//! |---|---|---|
//! | [`MarkerKind::PUSH_MARKER`], [`MarkerKind::SET_MARKER`] | [`push_marker_dwords`] | NUL-terminated text, zero-padded |
//! | [`MarkerKind::PUSH_COLOR_MARKER`] | [`push_color_marker_dwords`] | text, NUL, 8 zero bytes, colour (little-endian `u32` at byte `len + 9`), zero padding |
//! | [`MarkerKind::POP_MARKER`] | 6 dwords | four zero dwords |
//! | [`MarkerKind::VSHARP_IN_USER_DATA`], `TSHARP_…`, `SSHARP_…`, [`MarkerKind::USER_DATA_REGION`] | 2 dwords | none: the next packet is the `SET_SH_REG` that writes the descriptor or region into user-data SGPRs |
//! | [`MarkerKind::ALLOCATION`] | any | zero padding up to the requested alignment, then the embedded data to the end of the packet |
//! | [`MarkerKind::PREPARE_FLIP`] … | 64 dwords | see [`flip`](super::flip) |
//!
//! Text is packed in memory order: the first character is the low byte of the
//! first text dword (the GPU reads dwords little-endian).
//!
//! The packet sizes of the text markers are the system driver's: for a text of
//! `len` bytes the push/set packet is `P + 2` dwords with
//! `P = ((len + 8) >> 2) + ((len + 12) >> 3) * 2` text dwords, and the coloured
//! push uses `P = ((len + 12) >> 2) + ((len + 16) >> 3) * 2` (shadPS4
//! `gnmdriver.cpp`, `sceGnmInsertPushMarker` / `sceGnmInsertPushColorMarker`, which
//! refuse any other size).
//!
//! **Where the colour goes.** The public sources disagree on the coloured
//! marker's layout. shadPS4 (`sceGnmInsertPushColorMarker`) stores the colour at
//! byte `len + 9` of the text area (eight bytes after the text's NUL) and zeroes
//! from there to the end; fpPS4 (`ps4_libscegnmdriver.pas`) stores it at byte
//! `len + 1`, right after the NUL; GPCS4 puts it in the first payload dword,
//! before the text, but sizes the packet from the caller and is not a driver
//! reimplementation. The crate follows shadPS4, the driver source this module
//! takes its facts from, and writes the eight bytes in between as zero (shadPS4
//! leaves them untouched), so a packet is fully defined. The V#/T#/S#/region hints are two-dword NOPs
//! directly followed by a `SET_SH_REG` of 4, 8, 4 or N dwords (GPCS4
//! `GnmCommandProxy.cpp`). The allocation nibble is log2 of the alignment in
//! bytes (GPCS4 `GnmCommandProcessor.cpp`: `0x6875_3000` = 8-byte aligned data).
//!
//! **Render-target size hint.** Right after the `SET_CONTEXT_REG` run that
//! programs a colour target (`CB_COLORn_BASE` …), and at the end of the
//! register sequence of a depth target, the driver writes a one-dword NOP
//! (`0xC000_1000`) whose payload is `width | height << 16` in pixels
//! ([`target_size_hint_payload`]); the GPU ignores it, tools use it for the
//! real surface extent (shadPS4 `liverpool.cpp`, `cb_db_extent.h`; GPCS4
//! `GnmCommandProcessor.cpp`).
//!
//! # Example
//!
//! ```
//! use gcn::ps4::markers::{recognize, Marker, MarkerKind};
//!
//! // A set-marker NOP for the text "A": P = (9 >> 2) + (13 >> 3) * 2 = 4.
//! let packet = [0xC004_1000, 0x6875_0003, 0x0000_0041, 0, 0, 0];
//! let marker = recognize(&packet).unwrap();
//! assert_eq!(marker.kind(), MarkerKind::SET_MARKER);
//! match marker {
//!     Marker::SetMarker(text) => assert!(text.eq_str("A")),
//!     _ => unreachable!(),
//! }
//! ```

use core::fmt;

use super::Error;
use super::flip::{CacheAction, EndOfPipeEvent, PrepareFlip};
pub use super::marker_kind::{MARKER_KIND_MASK, MARKER_PREFIX, MARKER_PREFIX_MASK, MarkerKind};
use crate::pm4::{CommandBuffer, Opcode, PacketType, Type3Header, body_dwords};

/// Largest `COUNT` of a NOP that still has a body (`0x3FFF` means header only).
pub(crate) const MAX_NOP_COUNT: usize = 0x3FFE;

/// Dwords of the pop-marker packet.
pub const POP_MARKER_DWORDS: usize = 6;
/// Dwords of the NOP that announces a V#/T#/S# or a user-data region in the
/// next `SET_SH_REG`.
pub const USER_DATA_HINT_DWORDS: usize = 2;
/// Dwords of the render-target size hint NOP.
pub const TARGET_SIZE_HINT_DWORDS: usize = 2;

/// Dwords of a push-marker or set-marker NOP for a text of `text_len` bytes
/// (without the terminating NUL), as the system driver sizes it, or `None` if
/// it does not fit in one NOP.
pub const fn push_marker_dwords(text_len: usize) -> Option<usize> {
    text_dwords(text_len, 8, 12)
}

/// Dwords of a coloured push-marker NOP for a text of `text_len` bytes, as the
/// system driver sizes it, or `None` if it does not fit in one NOP.
pub const fn push_color_marker_dwords(text_len: usize) -> Option<usize> {
    text_dwords(text_len, 12, 16)
}

/// `P + 2` with `P = ((len + a) >> 2) + ((len + b) >> 3) * 2`, bounded by the
/// largest NOP.
const fn text_dwords(len: usize, a: usize, b: usize) -> Option<usize> {
    let (Some(x), Some(y)) = (len.checked_add(a), len.checked_add(b)) else {
        return None;
    };
    let p = (x >> 2).saturating_add((y >> 3).saturating_mul(2));
    if p > MAX_NOP_COUNT {
        return None;
    }
    Some(p.saturating_add(2))
}

/// The payload dword of the render-target size hint: `width | height << 16`
/// (the raw 16-bit fields; [`target_size_hint`] takes the target's size).
pub const fn target_size_hint_payload(width: u16, height: u16) -> u32 {
    width as u32 | (height as u32) << 16
}

/// The marker dword of an embedded-data allocation aligned to `1 << log2`
/// bytes, or `None` if `log2` is outside `2..=15`.
pub const fn allocation_marker(log2: u32) -> Option<u32> {
    if log2 < 2 || log2 > 15 {
        return None;
    }
    Some(MARKER_PREFIX | log2 << 12)
}

/// Checks a marker text (no NUL inside) and returns the packet size `dwords`
/// computed for it, or the error.
fn check_text(text: &str, dwords: Option<usize>) -> Result<usize, Error> {
    if let Some(at) = text.bytes().position(|b| b == 0) {
        return Err(Error::TextContainsNul { at });
    }
    dwords.ok_or(Error::TextTooLong { len: text.len() })
}

/// Writes byte `index` of a little-endian dword array (ignored past the end).
fn set_byte(words: &mut [u32], index: usize, byte: u8) {
    if let Some(w) = words.get_mut(index / 4) {
        let shift = (index % 4).wrapping_mul(8); // at most 24
        *w = (*w & !(0xFF << shift)) | (byte as u32) << shift;
    }
}

/// Reads byte `index` of a little-endian dword array.
fn get_byte(words: &[u32], index: usize) -> Option<u8> {
    // The shift is at most 24.
    words
        .get(index / 4)
        .map(|w| (w >> (index % 4).wrapping_mul(8)) as u8)
}

/// Takes the first `n` dwords of `out`, or reports how many were missing.
fn take(out: &mut [u32], n: usize) -> Result<&mut [u32], Error> {
    let remaining = out.len();
    out.get_mut(..n).ok_or(Error::OutOfSpace {
        needed: n,
        remaining,
    })
}

/// Writes the NOP payload (every dword after the header) of a text marker of
/// kind `kind` (normally [`MarkerKind::PUSH_MARKER`] or
/// [`MarkerKind::SET_MARKER`]) into the start of `out`, and returns the number
/// of payload dwords, `push_marker_dwords(text.len()) - 1`. The payload is the
/// marker dword, the text, and zeros to the end.
///
/// Nothing is written on error: the text holds a NUL, is too long for one
/// NOP, or `out` is too short ([`Error::OutOfSpace`]).
pub fn text_marker_payload(out: &mut [u32], kind: MarkerKind, text: &str) -> Result<usize, Error> {
    let n = check_text(text, push_marker_dwords(text.len()))?.saturating_sub(1);
    text_area(out, n, kind, text)?;
    Ok(n)
}

/// Zeroes the first `n` dwords of `out` and writes `kind` and `text` there;
/// returns the text area (the dwords after the marker).
fn text_area<'o>(
    out: &'o mut [u32],
    n: usize,
    kind: MarkerKind,
    text: &str,
) -> Result<&'o mut [u32], Error> {
    let payload = take(out, n)?;
    payload.fill(0);
    let Some((first, area)) = payload.split_first_mut() else {
        return Ok(&mut []);
    };
    *first = kind.raw();
    for (i, b) in text.bytes().enumerate() {
        set_byte(area, i, b);
    }
    Ok(area)
}

/// Writes the NOP payload of a coloured push marker into the start of `out`
/// and returns its length in dwords, `push_color_marker_dwords(text.len()) - 1`:
/// [`MarkerKind::PUSH_COLOR_MARKER`], the text, its NUL, eight zero bytes,
/// `color` as a little-endian `u32` at byte `text.len() + 9` of the text area
/// (not dword aligned in general), then zeros.
///
/// Nothing is written on error (as for [`text_marker_payload`]).
pub fn color_marker_payload(out: &mut [u32], text: &str, color: u32) -> Result<usize, Error> {
    color_payload(out, MarkerKind::PUSH_COLOR_MARKER, text, color)
}

/// [`color_marker_payload`] with marker `kind`.
fn color_payload(
    out: &mut [u32],
    kind: MarkerKind,
    text: &str,
    color: u32,
) -> Result<usize, Error> {
    let n = check_text(text, push_color_marker_dwords(text.len()))?.saturating_sub(1);
    let area = text_area(out, n, kind, text)?;
    let at = text.len().saturating_add(9);
    for (i, b) in color.to_le_bytes().into_iter().enumerate() {
        set_byte(area, at.saturating_add(i), b);
    }
    Ok(n)
}

/// The text of a marker: the payload dwords after the marker dword, read as
/// bytes in memory order up to the first NUL.
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct MarkerText<'a> {
    words: &'a [u32],
}

impl<'a> MarkerText<'a> {
    /// The text stored in `words` (the text area of a marker payload).
    pub const fn new(words: &'a [u32]) -> Self {
        MarkerText { words }
    }

    /// The bytes of the text, without the terminating NUL.
    pub fn bytes(&self) -> TextBytes<'a> {
        TextBytes {
            words: self.words,
            index: 0,
        }
    }

    /// Length of the text in bytes (up to the first NUL or the end of the payload).
    pub fn len(&self) -> usize {
        self.bytes().count()
    }

    /// Whether the text is empty.
    pub fn is_empty(&self) -> bool {
        self.bytes().next().is_none()
    }

    /// Whether the text equals `s` byte for byte.
    pub fn eq_str(&self, s: &str) -> bool {
        self.bytes().eq(s.bytes())
    }
}

impl fmt::Display for MarkerText<'_> {
    /// Printable ASCII as is, anything else as `\xNN`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for b in self.bytes() {
            if (0x20..0x7F).contains(&b) && b != b'"' && b != b'\\' {
                write!(f, "{}", b as char)?;
            } else {
                write!(f, "\\x{b:02x}")?;
            }
        }
        Ok(())
    }
}

impl fmt::Debug for MarkerText<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "\"{self}\"")
    }
}

/// Iterator over the bytes of a [`MarkerText`].
#[derive(Clone, Debug)]
pub struct TextBytes<'a> {
    words: &'a [u32],
    index: usize,
}

impl Iterator for TextBytes<'_> {
    type Item = u8;

    fn next(&mut self) -> Option<u8> {
        let b = get_byte(self.words, self.index)?;
        if b == 0 {
            return None;
        }
        self.index = self.index.saturating_add(1);
        Some(b)
    }
}

/// A recognised marker NOP, borrowing the packet it was read from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Marker<'a> {
    /// [`MarkerKind::PUSH_MARKER`] with its text.
    PushMarker(MarkerText<'a>),
    /// [`MarkerKind::SET_MARKER`] with its text.
    SetMarker(MarkerText<'a>),
    /// [`MarkerKind::PUSH_COLOR_MARKER`] with its text and, if the payload is
    /// long enough, the colour found at byte `len + 9` of the text area.
    PushColorMarker {
        /// The scope's name.
        text: MarkerText<'a>,
        /// The colour, if present.
        color: Option<u32>,
    },
    /// [`MarkerKind::POP_MARKER`].
    PopMarker,
    /// [`MarkerKind::ALLOCATION`]: data embedded in the command buffer.
    Allocation {
        /// log2 of the data's alignment in bytes (bits `[15:12]` of the marker).
        alignment_log2: u8,
        /// The payload after the marker dword: alignment padding, then the data.
        payload: &'a [u32],
    },
    /// One of the four prepare-flip markers, decoded.
    PrepareFlip(PrepareFlip),
    /// Any other marker (V#/T#/S#/region hints, patched flip, performance
    /// scopes, or a kind this crate does not name), and any kind but an
    /// allocation with a nonzero nibble (bits `[15:12]`, kept here), or a
    /// prepare-flip whose payload this crate cannot give back whole.
    Other {
        /// The marker's kind.
        kind: MarkerKind,
        /// Bits `[15:12]` of the marker dword.
        nibble: u8,
    },
}

impl Marker<'_> {
    /// The marker's kind.
    pub const fn kind(&self) -> MarkerKind {
        match self {
            Marker::PushMarker(_) => MarkerKind::PUSH_MARKER,
            Marker::SetMarker(_) => MarkerKind::SET_MARKER,
            Marker::PushColorMarker { .. } => MarkerKind::PUSH_COLOR_MARKER,
            Marker::PopMarker => MarkerKind::POP_MARKER,
            Marker::Allocation { .. } => MarkerKind::ALLOCATION,
            Marker::PrepareFlip(flip) => flip.marker(),
            Marker::Other { kind, .. } => *kind,
        }
    }
}

impl fmt::Display for Marker<'_> {
    /// The marker's name and its decoded payload, e.g. `PUSH_MARKER "shadow pass"`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.kind())?;
        match self {
            Marker::PushMarker(text) | Marker::SetMarker(text) => write!(f, " {text:?}"),
            Marker::PushColorMarker { text, color } => {
                write!(f, " {text:?}")?;
                match color {
                    Some(c) => write!(f, " color={c:#010x}"),
                    None => Ok(()),
                }
            }
            Marker::PopMarker => Ok(()),
            Marker::Allocation {
                alignment_log2,
                payload,
            } => write!(
                f,
                " align={} bytes, {} payload dwords",
                1u32 << (*alignment_log2 & 0xF),
                payload.len()
            ),
            Marker::PrepareFlip(flip) => {
                if let Some((address, value)) = flip.label() {
                    write!(f, " label={address:#x} value={value:#x}")?;
                }
                if let Some((event, cache)) = flip.interrupt() {
                    write!(f, " event={event} cache_action={cache}")?;
                }
                Ok(())
            }
            Marker::Other { nibble, .. } => {
                if *nibble != 0 {
                    write!(f, " nibble={nibble:#x}")?;
                }
                Ok(())
            }
        }
    }
}

/// Recognises the marker in a NOP payload `body` (the dwords after the
/// header), or `None` if the first dword is not a `0x6875xxxx` marker.
pub fn recognize_body(body: &[u32]) -> Option<Marker<'_>> {
    let (&first, rest) = body.split_first()?;
    let (kind, nibble) = MarkerKind::of_dword(first)?;
    // Only an allocation has a nibble; any other kind with one set is kept
    // whole as `Other`, never read as the marker without it.
    if nibble != 0 && kind != MarkerKind::ALLOCATION {
        return Some(Marker::Other { kind, nibble });
    }
    let marker = match kind {
        MarkerKind::PUSH_MARKER => Marker::PushMarker(MarkerText::new(rest)),
        MarkerKind::SET_MARKER => Marker::SetMarker(MarkerText::new(rest)),
        MarkerKind::PUSH_COLOR_MARKER => {
            let text = MarkerText::new(rest);
            let at = text.len().saturating_add(9);
            let mut bytes = [0u8; 4];
            let mut complete = true;
            for (i, b) in bytes.iter_mut().enumerate() {
                match get_byte(rest, at.saturating_add(i)) {
                    Some(v) => *b = v,
                    None => complete = false,
                }
            }
            Marker::PushColorMarker {
                text,
                color: complete.then(|| u32::from_le_bytes(bytes)),
            }
        }
        MarkerKind::POP_MARKER => Marker::PopMarker,
        MarkerKind::ALLOCATION => Marker::Allocation {
            alignment_log2: nibble,
            payload: rest,
        },
        MarkerKind::PREPARE_FLIP
        | MarkerKind::PREPARE_FLIP_LABEL
        | MarkerKind::PREPARE_FLIP_INTERRUPT
        | MarkerKind::PREPARE_FLIP_INTERRUPT_LABEL => match decode_flip(kind, rest) {
            Some(flip) => Marker::PrepareFlip(flip),
            None => Marker::Other { kind, nibble },
        },
        _ => Marker::Other { kind, nibble },
    };
    Some(marker)
}

/// Decodes a prepare-flip payload (the dwords after the marker): label
/// address low/high, label value, end-of-pipe event, cache action.
fn decode_flip(kind: MarkerKind, rest: &[u32]) -> Option<PrepareFlip> {
    let word = |i: usize| rest.get(i).copied();
    let label = || -> Option<(u64, u32)> {
        let address = (word(0)? as u64) | (word(1)? as u64) << 32;
        Some((address, word(2)?))
    };
    // Both are 6-bit values: a dword with higher bits set is not a payload
    // this type can give back, and the marker stays `Marker::Other`.
    let six = |w: u32| u8::try_from(w).ok().filter(|&b| b <= 0x3F);
    let interrupt = || -> Option<(EndOfPipeEvent, CacheAction)> {
        Some((
            EndOfPipeEvent::from_bits(six(word(3)?)?),
            CacheAction::from_bits(six(word(4)?)?),
        ))
    };
    Some(match kind {
        MarkerKind::PREPARE_FLIP => PrepareFlip::Plain,
        MarkerKind::PREPARE_FLIP_LABEL => {
            let (address, value) = label()?;
            PrepareFlip::Label { address, value }
        }
        MarkerKind::PREPARE_FLIP_INTERRUPT => {
            let (event, cache_action) = interrupt()?;
            PrepareFlip::Interrupt {
                event,
                cache_action,
            }
        }
        _ => {
            let (address, value) = label()?;
            let (event, cache_action) = interrupt()?;
            PrepareFlip::InterruptLabel {
                event,
                cache_action,
                address,
                value,
            }
        }
    })
}

/// Recognises a marker NOP from a whole packet (header first), or `None` if
/// the packet is not a type-3 NOP with a body, is shorter than its header
/// says, or its payload does not start with a `0x6875xxxx` marker.
///
/// Only the dwords the header covers are read; `packet` may extend past the
/// packet's end (e.g. the rest of the command buffer).
pub fn recognize(packet: &[u32]) -> Option<Marker<'_>> {
    let body = nop_body(packet)?;
    recognize_body(body)
}

/// The body of a type-3 NOP packet at the start of `packet`.
fn nop_body(packet: &[u32]) -> Option<&[u32]> {
    let header = Type3Header::from_bits(*packet.first()?);
    if header.packet_type() != PacketType::TYPE3 || header.opcode() != Opcode::NOP {
        return None;
    }
    match body_dwords(header) {
        0 => None,
        n => packet.get(1..n.checked_add(1)?),
    }
}

// ------------------------------------------------- context-register updates

/// The upper half of the first payload dword of a context-register update
/// NOP: `0xC01E_0000 | offset`.
pub const CONTEXT_REG_UPDATE_PREFIX: u32 = 0xC01E_0000;

/// A context-register update NOP, as the driver's `sceGnmUpdate*Shader`
/// functions write them: instead of a `SET_CONTEXT_REG`, a NOP whose payload
/// is `0xC01E_0000 | offset` and the values of the registers from context
/// offset `offset` on (shadPS4 `gnmdriver.cpp`). The command processor skips
/// it; the registers stay as they were until the platform applies the update.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ContextRegUpdate<'a> {
    /// Context-space dword offset of the first register.
    pub offset: u16,
    /// The values, one a register from `offset` on.
    pub values: &'a [u32],
}

impl ContextRegUpdate<'_> {
    /// The register writes the update carries, in order: `(context offset,
    /// value)`; offsets go on past `0xFFFF` rather than wrap.
    pub fn writes(&self) -> impl Iterator<Item = (u32, u32)> + '_ {
        let base = u32::from(self.offset);
        self.values
            .iter()
            .enumerate()
            .map(move |(i, &v)| (base.saturating_add(u32::try_from(i).unwrap_or(u32::MAX)), v))
    }
}

impl fmt::Display for ContextRegUpdate<'_> {
    /// `CONTEXT_REG_UPDATE REG_OFFSET=0x203, 1 register`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let n = self.values.len();
        write!(
            f,
            "CONTEXT_REG_UPDATE REG_OFFSET={:#x}, {n} register{}",
            self.offset,
            if n == 1 { "" } else { "s" }
        )
    }
}

/// Recognises a context-register update in a NOP payload `body` (the dwords
/// after the header): the first dword is `0xC01E_0000 | offset` and at least
/// one value follows.
///
/// ```
/// use gcn::ps4::markers::recognize_context_reg_update;
///
/// let update = recognize_context_reg_update(&[0xC01E_0203, 0x10]).unwrap();
/// assert_eq!((update.offset, update.values), (0x203, &[0x10][..]));
/// assert!(recognize_context_reg_update(&[0xC01E_0203]).is_none());
/// ```
pub fn recognize_context_reg_update(body: &[u32]) -> Option<ContextRegUpdate<'_>> {
    let (&first, values) = body.split_first()?;
    if first & MARKER_PREFIX_MASK != CONTEXT_REG_UPDATE_PREFIX || values.is_empty() {
        return None;
    }
    Some(ContextRegUpdate {
        offset: (first & 0xFFFF) as u16,
        values,
    })
}

/// Writes a context-register update NOP: `0xC01E_0000 | offset`, then
/// `values` (see [`ContextRegUpdate`]).
///
/// Errors: [`Error::ArgumentOutOfRange`] (`values`) for no values or more
/// than one NOP holds; [`Error::OutOfSpace`]. Nothing is written on error.
pub fn context_reg_update(
    cb: &mut CommandBuffer<'_>,
    offset: u16,
    values: &[u32],
) -> Result<(), Error> {
    let max = MAX_NOP_COUNT as u32;
    let n = u32::try_from(values.len()).unwrap_or(u32::MAX);
    if values.is_empty() || n > max {
        return Err(Error::ArgumentOutOfRange {
            name: "values",
            value: n,
            max,
        });
    }
    let total = values.len().saturating_add(2);
    nop_filled(cb, total, |payload| {
        if let Some((first, rest)) = payload.split_first_mut() {
            *first = CONTEXT_REG_UPDATE_PREFIX | u32::from(offset);
            if let Some(dst) = rest.get_mut(..values.len()) {
                dst.copy_from_slice(values);
            }
        }
    })
}

// ------------------------------------------------------------------ writers

/// Writes a NOP of `total` dwords (`total >= 2`) whose payload `fill`
/// completes, or nothing: the NOP is recorded zeroed in one step (after the
/// space check), then filled in place.
fn nop_filled(
    cb: &mut CommandBuffer<'_>,
    total: usize,
    fill: impl FnOnce(&mut [u32]),
) -> Result<(), Error> {
    let start = cb.len();
    cb.pad(total)?;
    if let Some(payload) = cb.recorded_mut(start.saturating_add(1), total.saturating_sub(1)) {
        fill(payload);
    }
    Ok(())
}

/// Writes a push-marker NOP (begin a named debug scope), sized as the system
/// driver sizes it ([`push_marker_dwords`]).
///
/// Errors: [`Error::TextContainsNul`], [`Error::TextTooLong`],
/// [`Error::OutOfSpace`]; nothing is written on error.
pub fn push_marker(cb: &mut CommandBuffer<'_>, text: &str) -> Result<(), Error> {
    text_marker(cb, MarkerKind::PUSH_MARKER, text)
}

/// Writes a set-marker NOP (a named debug point); same shape and errors as
/// [`push_marker`].
pub fn set_marker(cb: &mut CommandBuffer<'_>, text: &str) -> Result<(), Error> {
    text_marker(cb, MarkerKind::SET_MARKER, text)
}

/// A text marker NOP of kind `kind`.
fn text_marker(cb: &mut CommandBuffer<'_>, kind: MarkerKind, text: &str) -> Result<(), Error> {
    let total = check_text(text, push_marker_dwords(text.len()))?;
    nop_filled(cb, total, |payload| {
        // Cannot fail: the text was checked and `payload` has the exact size.
        let _ = text_marker_payload(payload, kind, text);
    })
}

/// Writes a coloured push-marker NOP ([`push_color_marker_dwords`] dwords;
/// layout in [`color_marker_payload`]). Errors as for [`push_marker`].
pub fn push_color_marker(cb: &mut CommandBuffer<'_>, text: &str, color: u32) -> Result<(), Error> {
    color_marker(cb, MarkerKind::PUSH_COLOR_MARKER, text, color)
}

/// A coloured text marker NOP of kind `kind`.
fn color_marker(
    cb: &mut CommandBuffer<'_>,
    kind: MarkerKind,
    text: &str,
    color: u32,
) -> Result<(), Error> {
    let total = check_text(text, push_color_marker_dwords(text.len()))?;
    nop_filled(cb, total, |payload| {
        // Cannot fail: the text was checked and `payload` has the exact size.
        let _ = color_payload(payload, kind, text, color);
    })
}

/// Writes the 6-dword pop-marker NOP (end the innermost debug scope): the
/// marker and four zero dwords (shadPS4 `sceGnmInsertPopMarker`).
pub fn pop_marker(cb: &mut CommandBuffer<'_>) -> Result<(), Error> {
    cb.nop(&[MarkerKind::POP_MARKER.raw(), 0, 0, 0, 0])?;
    Ok(())
}

/// Dwords of the [`ding_dong_marker`] NOP.
pub const DING_DONG_MARKER_DWORDS: usize = 4;

/// Writes the 4-dword ding-dong marker (`sceGnmInsertDingDongMarker`): a NOP with three
/// zero payload dwords (header `0xC002_1000`; shadPS4 `gnmdriver.cpp`). No public source
/// says what the system later reads or writes there.
pub fn ding_dong_marker(cb: &mut CommandBuffer<'_>) -> Result<(), Error> {
    cb.nop(&[0; DING_DONG_MARKER_DWORDS - 1])?;
    Ok(())
}

/// What the `SET_SH_REG` after a [`user_data_hint`] writes into user-data SGPRs
/// (the hint the stage blocks write, defined with them as
/// [`UserDataHint`](crate::blocks::shader::UserDataHint)).
pub use crate::blocks::shader::UserDataHint as UserData;

impl UserData {
    /// The marker announcing this kind of user data (its
    /// [`payload`](UserData::payload) as a [`MarkerKind`]).
    pub const fn marker(self) -> MarkerKind {
        MarkerKind::from_bits(self.payload())
    }
}

/// Writes the 2-dword NOP that announces what the next `SET_SH_REG` writes
/// into user-data SGPRs (write that `SET_SH_REG` right after it).
pub fn user_data_hint(cb: &mut CommandBuffer<'_>, what: UserData) -> Result<(), Error> {
    cb.nop(&[what.marker().raw()])?;
    Ok(())
}

/// Writes the 2-dword render-target size hint NOP (`0xC000_1000`,
/// `width | height << 16`). Write it right after the `SET_CONTEXT_REG` run
/// of a colour target, or at the end of a depth target's registers. `width`
/// and `height` are the target's size in pixels, the `u32`s of
/// colour and depth surfaces (`gcn::blocks`).
///
/// ```
/// use gcn::pm4::CommandBuffer;
/// use gcn::ps4::markers::target_size_hint;
///
/// let mut words = [0u32; 2];
/// let mut cb = CommandBuffer::new(&mut words);
/// target_size_hint(&mut cb, 1920, 1080)?;
/// assert_eq!(cb.as_slice(), [0xC000_1000, 1920 | 1080 << 16]);
/// assert!(target_size_hint(&mut cb, 65_536, 1).is_err()); // no silent truncation
/// # Ok::<(), gcn::ps4::Error>(())
/// ```
///
/// # Errors
/// [`Error::TargetSizeOutOfRange`] unless both are in `1..=16384` (the
/// largest render target); [`Error::OutOfSpace`]. Nothing is written on error.
pub fn target_size_hint(cb: &mut CommandBuffer<'_>, width: u32, height: u32) -> Result<(), Error> {
    // The largest render target, 16384 pixels each way.
    const MAX: u32 = 16384;
    let (Ok(w), Ok(h)) = (u16::try_from(width), u16::try_from(height)) else {
        return Err(Error::TargetSizeOutOfRange { width, height });
    };
    if width == 0 || height == 0 || width > MAX || height > MAX {
        return Err(Error::TargetSizeOutOfRange { width, height });
    }
    cb.nop(&[target_size_hint_payload(w, h)])?;
    Ok(())
}

/// Allocates `dwords` dwords of data inside the command buffer the way the
/// platform's driver library marks it: one NOP whose payload is the
/// allocation marker ([`allocation_marker`] with `align_log2`), zero padding
/// up to a multiple of `1 << align_log2` bytes from the buffer start, then
/// the data, which ends the packet.
///
/// Returns the data's dword offset from the buffer start (the buffer's GPU
/// address must be at least as aligned) and the zeroed data to fill;
/// [`CommandBuffer::recorded_mut`] gives it back later.
///
/// Errors: [`Error::AlignmentOutOfRange`] unless `align_log2` is in `2..=15`;
/// [`Error::AllocationSize`] for zero dwords or more than one NOP holds;
/// [`Error::OutOfSpace`]. Nothing is written on error.
pub fn allocate<'c>(
    cb: &'c mut CommandBuffer<'_>,
    dwords: usize,
    align_log2: u32,
) -> Result<(usize, &'c mut [u32]), Error> {
    let marker =
        allocation_marker(align_log2).ok_or(Error::AlignmentOutOfRange { log2: align_log2 })?;
    let align = 1usize << align_log2.saturating_sub(2);
    let start = cb.len();
    // Header and marker first, then the data at the next aligned dword.
    let after_marker = start.saturating_add(2);
    let data = after_marker.saturating_add(after_marker.wrapping_neg() & align.saturating_sub(1));
    let total = data.saturating_sub(start).saturating_add(dwords);
    if dwords == 0 || total.saturating_sub(1) > MAX_NOP_COUNT + 1 {
        return Err(Error::AllocationSize { dwords });
    }
    cb.pad(total)?;
    if let Some(m) = cb.recorded_mut(start.saturating_add(1), 1) {
        m.fill(marker);
    }
    match cb.recorded_mut(data, dwords) {
        Some(slice) => Ok((data, slice)),
        None => Err(Error::AllocationSize { dwords }),
    }
}
