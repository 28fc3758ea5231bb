//! Resource descriptors (V#, T#, S#) seen from the reading side: field-by-field
//! display of descriptor dwords found in a stream.

use core::fmt;

pub(super) use crate::pm4::packet::write_value;

use crate::desc::{BufferResource, ImageResource, SamplerResource};
use crate::ps4::markers::UserData;
use crate::regs::Field;

/// Which resource descriptor a run of dwords holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DescriptorKind {
    /// A V# (buffer resource, 4 dwords).
    Buffer,
    /// A T# (image resource, 8 dwords).
    Image,
    /// An S# (sampler, 4 dwords).
    Sampler,
}

impl DescriptorKind {
    /// The descriptor a PS4 user-data hint announces, if it announces one.
    pub const fn of_hint(hint: UserData) -> Option<Self> {
        match hint {
            UserData::Vsharp => Some(DescriptorKind::Buffer),
            UserData::Tsharp => Some(DescriptorKind::Image),
            UserData::Ssharp => Some(DescriptorKind::Sampler),
            UserData::Region => None,
        }
    }

    /// Dwords the descriptor takes.
    pub const fn dwords(self) -> usize {
        match self {
            DescriptorKind::Buffer | DescriptorKind::Sampler => 4,
            DescriptorKind::Image => 8,
        }
    }

    /// The descriptor's usual name: `V#`, `T#` or `S#`.
    pub const fn name(self) -> &'static str {
        match self {
            DescriptorKind::Buffer => "V#",
            DescriptorKind::Image => "T#",
            DescriptorKind::Sampler => "S#",
        }
    }

    /// The descriptor's named fields, word by word (gfx7 field tables of [`crate::desc`]).
    pub const fn fields(self) -> &'static [&'static [Field]] {
        match self {
            DescriptorKind::Buffer => BufferResource::FIELDS,
            DescriptorKind::Image => ImageResource::FIELDS,
            DescriptorKind::Sampler => SamplerResource::FIELDS,
        }
    }

    /// Every named field with the index of its word, word by word.
    pub fn each_field(self) -> impl Iterator<Item = (usize, &'static Field)> {
        self.fields()
            .iter()
            .enumerate()
            .flat_map(|(i, fields)| fields.iter().map(move |f| (i, f)))
    }
}

/// The value of `field` of word `word` in `words`, or `None` if there is no such word.
pub(super) fn field_value(words: &[u32], word: usize, field: &Field) -> Option<u32> {
    words.get(word).map(|&w| field.extract(w))
}

/// Descriptor dwords paired with their kind; `Display` prints every field.
///
/// ```
/// use gcn::decode::{DescriptorKind, DescriptorView};
///
/// let v = DescriptorView::new(DescriptorKind::Buffer, &[0x0040_0000, 0x0004_0000, 64, 0x0005_0FAC]);
/// let text = v.to_string();
/// assert!(text.starts_with("V# { BASE_ADDRESS: 0x400000, BASE_ADDRESS_HI: 0, STRIDE: 4,"));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DescriptorView<'a> {
    /// The descriptor kind.
    pub kind: DescriptorKind,
    /// Its dwords (normally exactly [`DescriptorKind::dwords`] of them).
    pub words: &'a [u32],
}

impl<'a> DescriptorView<'a> {
    /// A view of `words` as a descriptor of `kind`.
    pub const fn new(kind: DescriptorKind, words: &'a [u32]) -> Self {
        DescriptorView { kind, words }
    }

    /// The value of each named field of the words present, word by word, with
    /// its word index and description.
    pub fn fields(&self) -> impl Iterator<Item = (usize, &'static Field, u32)> + '_ {
        self.kind
            .each_field()
            .filter_map(|(i, f)| field_value(self.words, i, f).map(|v| (i, f, v)))
    }
}

impl fmt::Display for DescriptorView<'_> {
    /// `V# { FIELD: VALUE, ... }` (`T#`, `S#` likewise), or `V# [0x........, ...]`
    /// for a kind without a field table.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.kind.name())?;
        if self.kind.fields().is_empty() {
            f.write_str(" [")?;
            for (i, w) in self.words.iter().enumerate() {
                let sep = if i == 0 { "" } else { ", " };
                write!(f, "{sep}{w:#010X}")?;
            }
            return f.write_str("]");
        }
        f.write_str(" {")?;
        for (i, (_, fi, v)) in self.fields().enumerate() {
            let sep = if i == 0 { " " } else { ", " };
            write!(f, "{sep}{}: ", fi.name)?;
            write_value(f, v)?;
        }
        f.write_str(" }")
    }
}
