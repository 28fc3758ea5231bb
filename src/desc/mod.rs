//! Resource descriptors: T# (image), S# (sampler), V# (buffer), and the data
//! formats they share.
//!
//! Shaders reach memory through descriptors the CPU writes into memory or
//! user-data registers:
//!
//! | descriptor | type | dwords | registers |
//! |---|---|---|---|
//! | T# | [`ImageResource`] (built by [`ImageBuilder`]) | 8 | `SQ_IMG_RSRC_WORD0..7` |
//! | S# | [`SamplerResource`] | 4 | `SQ_IMG_SAMP_WORD0..3` |
//! | V# | [`BufferResource`] | 4 | `SQ_BUF_RSRC_WORD0..3` |
//!
//! Each descriptor is a `#[repr(C)]` struct of `#[bitfield(u32)]` words with
//! zerocopy byte views. Typed `const fn` setters validate caller values and
//! return [`Error`]; `from_words` decodes any dwords losslessly (reserved and
//! unknown values included), so a descriptor read from game data and
//! patched re-encodes bit-identically. `FIELDS` tables name every field
//! (word, AMD name, position, width) for diffing and disassembly.
//!
//! ```
//! use gcn::desc::{BufferResource, DataFormat};
//! use zerocopy::IntoBytes;
//!
//! let vb = BufferResource::vertex_stream(0x40_0000, DataFormat::R8G8B8A8_UNORM, 4, 64)?;
//! assert_eq!(vb.as_bytes().len(), 16);
//! assert_eq!(vb.to_words(), [0x0040_0000, 0x0004_0000, 64, 0x0005_0FAC]);
//! # Ok::<(), gcn::desc::Error>(())
//! ```

/// Builds a [`FieldInfo`] from a bitfield word's generated position constants.
macro_rules! field {
    ($w:literal, $name:literal, $off:expr, $bits:expr) => {
        $crate::desc::FieldInfo {
            word: $w,
            name: $name,
            lsb: $off as u8,
            width: $bits as u8,
        }
    };
}

mod buffer;
mod error;
pub mod fixed;
pub mod format;
mod image;
mod sampler;

/// The descriptors' enumerations, generated with the register enumerations (`crate::regs`).
pub use crate::regs::gfx7::enums::{
    BufDataFormat, BufNumFormat, ImgDataFormat, ImgNumFormat, Mtype, SqImgFilterType,
    SqRsrcBufType, SqRsrcImgType, SqSel, SqTexAnisoRatio, SqTexBorderColor, SqTexClamp,
    SqTexDepthCompare, SqTexMipFilter, SqTexXyFilter, SqTexZFilter,
};
pub use buffer::{ADDRESS_LIMIT, MAX_STRIDE};
pub use buffer::{BufferResource, SqBufRsrcWord0, SqBufRsrcWord1, SqBufRsrcWord2, SqBufRsrcWord3};
pub use error::Error;
pub use format::{ChannelOrder, ColorTargetFormat, DataFormat, Swizzle};
pub use image::{
    ImageBuilder, ImageResource, SqImgRsrcWord0, SqImgRsrcWord1, SqImgRsrcWord2, SqImgRsrcWord3,
    SqImgRsrcWord4, SqImgRsrcWord5, SqImgRsrcWord6, SqImgRsrcWord7,
};
pub use image::{MAX_DIM, MAX_LEVELS, MAX_SLICES};
pub use sampler::BORDER_COLOR_TABLE_SIZE;
pub use sampler::{
    SamplerResource, SqImgSampWord0, SqImgSampWord1, SqImgSampWord2, SqImgSampWord3,
};

/// One named field of a descriptor: where it sits and how wide it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct FieldInfo {
    /// Dword index inside the descriptor (0-based).
    pub word: u8,
    /// AMD's field name, e.g. `STRIDE`.
    pub name: &'static str,
    /// Bit index of the field's least significant bit.
    pub lsb: u8,
    /// Width in bits.
    pub width: u8,
}

impl FieldInfo {
    /// The field mask within its dword.
    /// A width of 32 or more covers the rest of the dword from `lsb`; a
    /// field starting at bit 32 or above has an empty mask.
    pub const fn mask(&self) -> u32 {
        let ones = match 1u32.checked_shl(self.width as u32) {
            // `bit` is a power of two at least 1: subtracting one cannot wrap.
            Some(bit) => bit.wrapping_sub(1),
            None => u32::MAX,
        };
        match ones.checked_shl(self.lsb as u32) {
            Some(m) => m,
            None => 0,
        }
    }

    /// The field's value in `words`, or `None` if the descriptor has no such word.
    pub const fn get(&self, words: &[u32]) -> Option<u32> {
        let i = self.word as usize;
        if i >= words.len() {
            return None;
        }
        let [w] = match words.split_at(i).1.split_first() {
            Some((w, _)) => [*w],
            None => return None,
        };
        match (w & self.mask()).checked_shr(self.lsb as u32) {
            Some(v) => Some(v),
            None => Some(0),
        }
    }
}
