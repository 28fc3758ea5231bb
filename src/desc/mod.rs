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
//! zerocopy byte views, generated from the spec with the registers
//! ([`crate::regs::gfx7::descriptors`]); this module adds the typed, validating
//! constructors and accessors. Typed `const fn` setters validate caller values
//! and return [`Error`]; `from_words` decodes any dwords losslessly (reserved
//! and unknown values included), so a descriptor read from game data and
//! patched re-encodes bit-identically. `FIELDS` tables name every field of
//! every word ([`crate::regs::Field`]: AMD name, position, width, enumeration)
//! for diffing and disassembly.
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

mod buffer;
mod error;
pub mod fixed;
pub mod format;
mod image;
mod sampler;

/// The descriptors and their words, generated from the spec with the registers.
pub use crate::regs::gfx7::descriptors::*;
/// The descriptors' enumerations, generated with the register enumerations (`crate::regs`).
pub use crate::regs::gfx7::enums::{
    BufDataFormat, BufNumFormat, ImgDataFormat, ImgNumFormat, Mtype, SqImgFilterType,
    SqRsrcBufType, SqRsrcImgType, SqSel, SqTexAnisoRatio, SqTexBorderColor, SqTexClamp,
    SqTexDepthCompare, SqTexMipFilter, SqTexXyFilter, SqTexZFilter,
};
pub use buffer::{ADDRESS_LIMIT, MAX_STRIDE};
pub use error::Error;
pub use format::{ChannelOrder, ColorTargetFormat, DataFormat, Swizzle};
pub use image::ImageBuilder;
pub use image::{MAX_DIM, MAX_LEVELS, MAX_SLICES};
pub use sampler::BORDER_COLOR_TABLE_SIZE;
