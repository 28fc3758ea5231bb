//! Shader programs the crate writes itself, built on [`crate::isa`]: fetch
//! shaders generated from a vertex input layout ([`fetch`]).
//!
//! The module sits above [`crate::isa`] (the machine code) and
//! [`crate::desc`] (the data formats a vertex input names).

use core::fmt;

use crate::isa;

pub mod fetch;

/// Why a shader was not generated.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Error {
    /// An instruction could not be written ([`isa::Error`]; running out of
    /// space is [`isa::Error::OutOfSpace`]).
    Isa(isa::Error),
    /// A vertex input's format cannot be fetched by a buffer load (no buffer
    /// data format, or a block-compressed / depth-only format).
    UnfetchableFormat {
        /// Index of the input in the layout.
        input: usize,
    },
    /// A vertex input's byte offset is above the 4095 a buffer load's
    /// immediate offset holds.
    OffsetTooLarge {
        /// Index of the input in the layout.
        input: usize,
        /// The offset given.
        offset: u32,
    },
    /// The layout needs more registers than a wave has (`kind` is `SGPR` or
    /// `VGPR`).
    TooManyRegisters {
        /// `SGPR` or `VGPR`.
        kind: &'static str,
        /// Registers needed.
        needed: u32,
    },
    /// The layout is empty or has more inputs than the generator takes.
    InputCount {
        /// Inputs given.
        count: usize,
        /// Largest count accepted.
        max: usize,
    },
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Error::Isa(e) => e.fmt(f),
            Error::UnfetchableFormat { input } => {
                write!(
                    f,
                    "vertex input {input}: the format cannot be fetched by a buffer load"
                )
            }
            Error::OffsetTooLarge { input, offset } => {
                write!(
                    f,
                    "vertex input {input}: byte offset {offset} is above 4095"
                )
            }
            Error::TooManyRegisters { kind, needed } => {
                write!(
                    f,
                    "the fetch shader needs {needed} {kind}s, more than a wave has"
                )
            }
            Error::InputCount { count, max } => {
                write!(f, "{count} vertex inputs given, 1..={max} accepted")
            }
        }
    }
}

impl core::error::Error for Error {
    fn source(&self) -> Option<&(dyn core::error::Error + 'static)> {
        match self {
            Error::Isa(e) => Some(e),
            _ => None,
        }
    }
}

impl From<isa::Error> for Error {
    fn from(e: isa::Error) -> Self {
        Error::Isa(e)
    }
}
