//! The crate-level error: every module's error converts into [`Error`].
//!
//! Each module keeps its own precise error type (what a caller matches on);
//! [`Error`] wraps any of them, so code that records a whole frame through
//! several modules can use `?` everywhere and return one type:
//!
//! ```
//! use gcn::blocks::blend::Blend;
//! use gcn::desc::{BufferResource, DataFormat};
//! use gcn::pm4::CommandBuffer;
//! use gcn::ps4::markers;
//!
//! fn frame(cb: &mut CommandBuffer<'_>) -> Result<(), gcn::Error> {
//!     markers::push_marker(cb, "frame")?; // ps4::Error
//!     Blend::alpha_blended().emit(cb)?; // blocks::Error
//!     let vb = BufferResource::vertex_stream(0x40_0000, DataFormat::R8G8B8A8_UNORM, 4, 64)?; // desc::Error
//!     cb.set_sh_regs(0x4C, &vb.to_words())?; // pm4::Error
//!     Ok(())
//! }
//!
//! let mut storage = [0u32; 256];
//! frame(&mut CommandBuffer::new(&mut storage))?;
//!
//! let mut tiny = [0u32; 2];
//! let err = frame(&mut CommandBuffer::new(&mut tiny)).unwrap_err();
//! assert!(matches!(err, gcn::Error::Ps4(gcn::ps4::Error::OutOfSpace { .. })));
//! # Ok::<(), gcn::Error>(())
//! ```
//!
//! The module sits above every other one in the module graph: it names their
//! errors, and no module depends on it.

use core::fmt;

use crate::bind;
use crate::blocks;
use crate::decode;
use crate::desc;
use crate::gnf;
use crate::isa;
use crate::pm4;
use crate::ps4;
use crate::regs::{AddressError, FieldOverflow};
use crate::shader;
use crate::tiling;

/// Declares [`Error`] with one variant per module error, and its `Display`,
/// `source` and `From` impls, from one list.
macro_rules! module_errors {
    ($($(#[$doc:meta])* $variant:ident($ty:ty),)*) => {
        /// Any error of this crate: one variant per module error type.
        ///
        /// `Display` and [`source`](core::error::Error::source) are those of the
        /// wrapped error (no prefix is added), so a message reads the same whether
        /// it comes from the module error or from this one.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        #[non_exhaustive]
        pub enum Error {
            $($(#[$doc])* $variant($ty),)*
        }

        impl fmt::Display for Error {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                match self {
                    $(Error::$variant(e) => e.fmt(f),)*
                }
            }
        }

        impl core::error::Error for Error {
            fn source(&self) -> Option<&(dyn core::error::Error + 'static)> {
                match self {
                    $(Error::$variant(e) => e.source(),)*
                }
            }
        }

        $(
            impl From<$ty> for Error {
                fn from(e: $ty) -> Self {
                    Error::$variant(e)
                }
            }
        )*
    };
}

module_errors! {
    /// The PM4 writer refused a packet ([`pm4::Error`]).
    Pm4(pm4::Error),
    /// A stream could not be decoded ([`decode::DecodeError`]).
    Decode(decode::DecodeError),
    /// A replay or lint was given descriptor-table declarations it cannot
    /// resolve ([`decode::state::TableDeclError`]).
    TableDecl(decode::state::TableDeclError),
    /// A resource descriptor could not be built ([`desc::Error`]).
    Desc(desc::Error),
    /// A resource-binding call was refused ([`bind::Error`]).
    Bind(bind::Error),
    /// A register block was refused, or could not be decoded or emitted
    /// ([`blocks::Error`]).
    Blocks(blocks::Error),
    /// A tiling computation was refused: surface sizes, metadata, element
    /// addresses, tiling and detiling ([`tiling::Error`]).
    Tiling(tiling::Error),
    /// A PS4 helper refused to write ([`ps4::Error`]).
    Ps4(ps4::Error),
    /// A machine instruction could not be encoded or decoded ([`isa::Error`]).
    Isa(isa::Error),
    /// A shader (a fetch shader, ...) could not be generated ([`shader::Error`]).
    Shader(shader::Error),
    /// A GNF texture file could not be read or written ([`gnf::Error`]).
    Gnf(gnf::Error),
    /// [`check_address`](crate::regs::check_address) refused an address. The module errors carry
    /// their address errors themselves ([`pm4::Error::Address`], ...);
    /// [`Error::address`] finds it in any variant.
    Address(AddressError),
    /// A `with_*_checked` / `set_*_checked` field setter refused a value that
    /// does not fit its field ([`FieldOverflow`]).
    Field(FieldOverflow),
}

impl Error {
    /// The misaligned or too-wide address, whichever module refused it.
    pub const fn address(&self) -> Option<AddressError> {
        match *self {
            Error::Address(e)
            | Error::Pm4(pm4::Error::Address(e))
            | Error::Desc(desc::Error::Address(e))
            | Error::Shader(shader::Error::Desc(desc::Error::Address(e)))
            | Error::Blocks(blocks::Error::Address(e))
            | Error::Blocks(blocks::Error::Pm4(pm4::Error::Address(e)))
            | Error::Ps4(ps4::Error::Address(e))
            | Error::Ps4(ps4::Error::Pm4(pm4::Error::Address(e))) => Some(e),
            _ => None,
        }
    }
}
