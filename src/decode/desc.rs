//! Resource descriptors (V#, T#, S#) seen from the reading side: field-by-field
//! display of descriptor dwords found in a stream.
//!
//! Fields are named as one generation has them ([`DescriptorView::for_gfx`];
//! gfx7 by default): a gfx8 T# shows `COMPRESSION_EN` and `META_DATA_ADDRESS`
//! where gfx7 has the unused bits AMD spells `UNUNSED`.

use core::fmt;

pub(super) use crate::pm4::packet::write_value;

use crate::desc::{
    BufferField, BufferResource, ImageField, ImageResource, SamplerField, SamplerResource,
};
use crate::ps4::markers::UserData;
use crate::regs::{Field, GenField, Gfx};

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

    /// The fields that exist only on some generations ([`crate::desc::generation`]).
    const fn generation_table(self) -> &'static [GenField] {
        match self {
            DescriptorKind::Buffer => BufferField::TABLE,
            DescriptorKind::Image => ImageField::TABLE,
            DescriptorKind::Sampler => SamplerField::TABLE,
        }
    }

    /// Every named field of the descriptor on generation `gfx` with the index of
    /// its word, word by word (as [`ImageResource::fields_for`] and its siblings).
    ///
    /// ```
    /// use gcn::decode::DescriptorKind;
    /// use gcn::regs::Gfx;
    ///
    /// let word7 = |gfx| -> Vec<&str> {
    ///     DescriptorKind::Image.fields_for(gfx).filter(|(w, _)| *w == 7).map(|(_, f)| f.name).collect()
    /// };
    /// assert_eq!(word7(Gfx::Gfx7), ["UNUNSED"]);
    /// assert_eq!(word7(Gfx::Gfx8), ["META_DATA_ADDRESS"]);
    /// ```
    pub fn fields_for(self, gfx: Gfx) -> impl Iterator<Item = (usize, Field)> + Clone {
        crate::desc::generation::fields_for(self.fields(), self.generation_table(), gfx)
            .map(|(w, f)| (usize::from(w), f))
    }
}

/// The value of `field` of word `word` in `words`, or `None` if there is no such word.
pub(super) fn field_value(words: &[u32], word: usize, field: &Field) -> Option<u32> {
    words.get(word).map(|&w| field.extract(w))
}

/// Descriptor dwords paired with their kind and generation; `Display` prints
/// every field the generation has.
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
    /// The generation whose fields name the dwords.
    pub gfx: Gfx,
}

impl<'a> DescriptorView<'a> {
    /// A view of `words` as a gfx7 descriptor of `kind`.
    pub const fn new(kind: DescriptorKind, words: &'a [u32]) -> Self {
        DescriptorView {
            kind,
            words,
            gfx: Gfx::Gfx7,
        }
    }

    /// The view with the fields of generation `gfx`.
    ///
    /// ```
    /// use gcn::decode::{DescriptorKind, DescriptorView};
    /// use gcn::regs::Gfx;
    ///
    /// // A T# whose word 7 holds a metadata address (gfx8) or nothing (gfx7).
    /// let t = [0, 0, 0, 0, 0, 0, 1 << 21, 0x1234];
    /// let v = DescriptorView::new(DescriptorKind::Image, &t);
    /// assert!(v.for_gfx(Gfx::Gfx8).to_string().contains("COMPRESSION_EN: 1, "));
    /// assert!(v.for_gfx(Gfx::Gfx8).to_string().ends_with("META_DATA_ADDRESS: 0x1234 }"));
    /// assert!(v.to_string().ends_with("UNUNSED: 0x1234 }"));
    /// ```
    pub const fn for_gfx(self, gfx: Gfx) -> Self {
        DescriptorView { gfx, ..self }
    }

    /// The value of each named field of the words present, word by word, with
    /// its word index and description, as the view's generation has the fields.
    pub fn fields(&self) -> impl Iterator<Item = (usize, Field, u32)> + '_ {
        self.kind
            .fields_for(self.gfx)
            .filter_map(|(i, f)| field_value(self.words, i, &f).map(|v| (i, f, v)))
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
