//! Surface tiling for GCN gfx7 (Sea Islands, PS4 "Liverpool"), bit-identical
//! to AMD's address library (addrlib, SI/CI path).
//!
//! GCN memory is tiled: pixels are not stored row after row but in small
//! blocks, so that neighbouring pixels share DRAM pages and spread over the
//! memory channels ("pipes") and banks.
//!
//! ```text
//!  linear (LINEAR_ALIGNED)     1D tiled (1D_TILED_THIN1)      2D tiled (2D_TILED_THIN1)
//!  row after row               8x8 micro tiles, row-major     macro tiles of micro tiles,
//!                                                             spread over pipes and banks
//!  +-------------------+       +----+----+----+----+          +---------+---------+
//!  | 0 1 2 3 4 5 ...   |       | t0 | t1 | t2 | t3 |          | pipe/   | pipe/   |
//!  | ...               |       +----+----+----+----+          | bank A  | bank B  |
//!  +-------------------+       | t4 | t5 | t6 | t7 |          +---------+---------+
//!                              +----+----+----+----+
//! ```
//!
//! | level | unit | size |
//! |---|---|---|
//! | element | one pixel, or one 4×4 block for BC formats | `bpp` bits |
//! | micro tile | 8×8 elements (×4 or ×8 slices when thick) | `64 * thickness * bpp / 8` bytes |
//! | macro tile | `pipes * bank_width * 8` × `banks * bank_height * 8 / macro_aspect` elements, roughly | see [`config`] |
//!
//! Everything is driven by a [`config::Config`]: [`config::Config::PS4`] for
//! the PS4 base GPU.
//!
//! Submodules:
//!
//! | module | what it computes |
//! |---|---|
//! | [`config`] | the chip's tile-mode and macro-tile tables, decoded |
//! | [`surface`] | size, pitch, alignment and final tile mode of one mip level |
//! | [`meta`] | CMASK, HTILE and FMASK sizes and addresses |
//! | [`layout`] | every mip level and slice of a texture in one allocation |
//! | [`addr`] | byte address of element (x, y, slice, sample) of a level |
//! | [`tile`] | tile and detile one slice of a level between linear and tiled memory |

pub mod addr;
pub mod config;
pub mod layout;
pub mod meta;
pub mod surface;
pub mod tile;

pub use addr::{
    AddrError, AddrSurface, AddrTiling, ElementAddress, ElementCoord, SurfaceAddresser, Swizzle,
};
pub use config::{Config, TileIndex};
pub use tile::{Region, TileError};

/// Return codes of the address library (`ADDR_E_RETURNCODE`), for comparing
/// with its outputs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ReturnCode {
    /// `ADDR_OK`.
    Ok,
    /// `ADDR_ERROR`.
    Error,
    /// `ADDR_OUTOFMEMORY`.
    OutOfMemory,
    /// `ADDR_INVALIDPARAMS`.
    InvalidParams,
    /// `ADDR_NOTSUPPORTED`.
    NotSupported,
    /// `ADDR_NOTIMPLEMENTED`.
    NotImplemented,
    /// `ADDR_PARAMSIZEMISMATCH`.
    ParamSizeMismatch,
    /// `ADDR_INVALIDGBREGVALUES`.
    InvalidGbRegValues,
}

impl ReturnCode {
    /// AMD's name (`ADDR_OK`, `ADDR_INVALIDPARAMS`, ...).
    pub const fn name(self) -> &'static str {
        match self {
            ReturnCode::Ok => "ADDR_OK",
            ReturnCode::Error => "ADDR_ERROR",
            ReturnCode::OutOfMemory => "ADDR_OUTOFMEMORY",
            ReturnCode::InvalidParams => "ADDR_INVALIDPARAMS",
            ReturnCode::NotSupported => "ADDR_NOTSUPPORTED",
            ReturnCode::NotImplemented => "ADDR_NOTIMPLEMENTED",
            ReturnCode::ParamSizeMismatch => "ADDR_PARAMSIZEMISMATCH",
            ReturnCode::InvalidGbRegValues => "ADDR_INVALIDGBREGVALUES",
        }
    }
}

/// Errors of the tiling functions.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Error {
    /// `GB_ADDR_CONFIG` or the memory bank/rank counts hold a value the
    /// library does not accept (addrlib: `ADDR_INVALIDGBREGVALUES`).
    InvalidGbRegValues,
    /// A tile index outside the 32-entry `GB_TILE_MODE` table (`ADDR_INVALIDPARAMS`):
    /// a value [`TileIndex::new`] refuses, or a surface without a table entry.
    TileIndexOutOfRange {
        /// The index given.
        index: i32,
    },
    /// A macro-mode index outside the 16-entry `GB_MACROTILE_MODE` table (`ADDR_INVALIDPARAMS`).
    MacroModeIndexOutOfRange {
        /// The index given.
        index: i32,
    },
    /// A macro-tiled entry was used without a macro-mode index (`ADDR_INVALIDPARAMS`).
    MissingMacroModeIndex,
    /// A thick (3D-volume) tile mode was asked for more than one sample (`ADDR_INVALIDPARAMS`).
    ThickMultisample,
    /// A sample or fragment count the library does not handle (`ADDR_INVALIDPARAMS`).
    InvalidSampleCount,
    /// Bits per element of 0 or above 128, or a value the mode cannot use (`ADDR_INVALIDPARAMS`).
    InvalidBpp,
    /// Any other input the library rejects with `ADDR_INVALIDPARAMS`.
    InvalidParams,
    /// A CMASK needs more blocks than `CB_COLOR*_CMASK_SLICE.TILE_MAX` holds (`ADDR_INVALIDPARAMS`).
    CmaskBlockMaxTooLarge,
    /// A size or address does not fit the integer type (inputs far beyond any
    /// real surface); the library itself would silently wrap (`ADDR_INVALIDPARAMS`).
    Overflow,
}

impl Error {
    /// The address library's return code for this error.
    pub const fn return_code(self) -> ReturnCode {
        match self {
            Error::InvalidGbRegValues => ReturnCode::InvalidGbRegValues,
            _ => ReturnCode::InvalidParams,
        }
    }
}

impl core::fmt::Display for Error {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self {
            Error::InvalidGbRegValues => {
                f.write_str("invalid GB_ADDR_CONFIG / memory configuration")
            }
            Error::TileIndexOutOfRange { index } => {
                write!(f, "tile index {index} outside the tile-mode table")
            }
            Error::MacroModeIndexOutOfRange { index } => {
                write!(f, "macro-mode index {index} outside the macro-tile table")
            }
            Error::MissingMacroModeIndex => {
                f.write_str("macro-tiled entry without a macro-mode index")
            }
            Error::ThickMultisample => {
                f.write_str("thick tile modes cannot hold more than one sample")
            }
            Error::InvalidSampleCount => f.write_str("unsupported sample or fragment count"),
            Error::InvalidBpp => f.write_str("unsupported bits per element"),
            Error::InvalidParams => f.write_str("invalid parameters"),
            Error::CmaskBlockMaxTooLarge => {
                f.write_str("CMASK block count exceeds the 14-bit BLOCK_MAX")
            }
            Error::Overflow => f.write_str("size or address overflows"),
        }
    }
}

impl core::error::Error for Error {}
