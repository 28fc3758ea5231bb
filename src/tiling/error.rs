//! The one error type of the tiling functions, and the address library's
//! return codes it maps to.

use core::fmt;

/// Return codes of the address library (`ADDR_E_RETURNCODE`): data for
/// comparing with its outputs ([`Error::return_code`]), not an error type.
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

/// Why a tiling computation was refused: surface sizes, metadata, element
/// addresses, tiling and detiling all return this type. Nothing is written
/// when one is returned.
///
/// The address library's return code for a variant is
/// [`Error::return_code`]: `ADDR_INVALIDGBREGVALUES` for
/// [`Error::InvalidGbRegValues`], `ADDR_NOTSUPPORTED` for
/// [`Error::UnsupportedTileMode`] and [`Error::DccTcNotSupported`],
/// `ADDR_INVALIDPARAMS` for every other one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Error {
    /// `GB_ADDR_CONFIG` or the memory bank/rank counts hold a value the
    /// library does not accept.
    InvalidGbRegValues,
    /// A tile index outside the 32-entry `GB_TILE_MODE` table: a value
    /// [`TileIndex::new`](super::TileIndex::new) refuses, or a surface
    /// without a table entry.
    TileIndexOutOfRange {
        /// The index given.
        index: i32,
    },
    /// A macro-mode index outside the 16-entry `GB_MACROTILE_MODE` table
    /// (also when a tile-mode entry selects one past its end).
    MacroModeIndexOutOfRange {
        /// The index given.
        index: i32,
    },
    /// A macro-tiled entry was used without a macro-mode index.
    MissingMacroModeIndex,
    /// A thick (3D-volume) tile mode was asked for more than one sample.
    ThickMultisample,
    /// A sample or fragment count the library does not handle (more than
    /// [`MAX_SAMPLES`](super::addr::MAX_SAMPLES) samples or fragments, or
    /// [`MAX_SAMPLES_GFX6`](super::addr::MAX_SAMPLES_GFX6) on gfx6, after
    /// their defaults, for an element address).
    InvalidSampleCount,
    /// Bits per element of 0 or above 128, or a value the mode cannot use.
    InvalidBpp,
    /// Any other input the library rejects with `ADDR_INVALIDPARAMS`.
    InvalidParams,
    /// A CMASK needs more blocks than `CB_COLOR*_CMASK_SLICE.TILE_MAX` holds.
    CmaskBlockMaxTooLarge,
    /// DCC or TC-compatible metadata asked of a chip without them (before
    /// gfx8) or, for DCC, of a linear or 1D tile mode.
    DccTcNotSupported,
    /// A size or address does not fit its integer type (inputs far beyond
    /// any real surface); the library itself would silently wrap.
    Overflow,
    /// An element coordinate with `x` greater than the pitch or `y` greater
    /// than the height (a coordinate equal to the pitch or height is
    /// accepted, as by the library).
    CoordOutOfRange,
    /// The macro-tile parameters cannot describe a macro tile: banks, bank
    /// width, bank height or macro aspect ratio not a power of two in range,
    /// a zero tile split, an unknown pipe configuration, or a macro tile less
    /// than one micro tile high.
    InvalidTileInfo,
    /// The tile mode is not one the SI/CI path addresses (R600-only or
    /// unknown modes).
    UnsupportedTileMode,
    /// Tiling or detiling: the element size is not 8, 16, 32, 64 or 128 bits.
    UnsupportedElementSize {
        /// Bits per element of the surface.
        bpp: u32,
    },
    /// Tiling or detiling: the micro-tile order does not place the elements
    /// of a slice at distinct offsets inside one micro tile (a THICK order
    /// on a thin mode, or 128-bit ROTATED: orders addrlib only reaches
    /// through its own inconsistency checks).
    DegenerateMicroTileOrder,
    /// Tiling, detiling or [`tiled_size`](super::tile::tiled_size): the pitch
    /// or height is not a whole number of micro tiles (1D) or macro tiles
    /// (2D/3D/PRT), or the macro tile is not a whole number of micro tiles
    /// high.
    UnalignedSurface,
    /// Tiling, detiling or [`tiled_size`](super::tile::tiled_size): the
    /// macro-tile parameters send two elements of the level to the same
    /// bytes (or, for a tile split that leaves a remainder, the last slice's
    /// elements past the level's end), so no buffer holds every element. The element addresses are
    /// still the address library's (which computes them without checking);
    /// only the functions that would lose data refuse. This happens when the
    /// micro tiles of one macro tile do not reach distinct (pipe, bank,
    /// position in the bank) triples (a macro aspect ratio above the bank
    /// count, a pipe configuration whose pipe hash leaves some pipes unused
    /// for these bank parameters, P4_32x32 or P8_32x64_32x32 at any bank
    /// width), or when the tile split does not divide the micro tile into
    /// whole slices of whole elements. A linear level of more than one sample
    /// (fragment) and a slice count of 0 aliases too: every sample starts at
    /// slice `sample * num_slices`.
    AliasedLayout,
    /// Tiling or detiling: the region is wider than the pitch or taller than
    /// the height.
    RegionTooLarge,
    /// Tiling or detiling: the slice is not below the surface's slice count.
    SliceOutOfRange,
    /// Tiling or detiling: the sample is not below the surface's sample
    /// (fragment) count.
    SampleOutOfRange,
    /// Tiling or detiling: the surface's sample (fragment) count is not a
    /// power of two; hardware surfaces have 1, 2, 4 or 8, and other counts
    /// have no defined layout.
    UnsupportedSampleCount {
        /// The sample (fragment) count.
        samples: u32,
    },
    /// The linear buffer is shorter than
    /// [`linear_size`](super::tile::linear_size) of the region.
    LinearBufferTooSmall {
        /// Bytes required.
        needed: u64,
        /// Bytes given.
        got: usize,
    },
    /// Tiling or detiling a rectangle: a row of its elements is longer than
    /// the linear image's row pitch.
    RowPitchTooSmall {
        /// The row pitch given, in bytes.
        row_pitch: usize,
        /// Bytes of one row of the rectangle.
        needed: u64,
    },
    /// The tiled buffer does not reach the end of the slice's tiled bytes.
    TiledBufferTooSmall {
        /// Bytes required.
        needed: u64,
        /// Bytes given.
        got: usize,
    },
}

impl Error {
    /// The address library's return code for this error.
    pub const fn return_code(self) -> ReturnCode {
        match self {
            Error::InvalidGbRegValues => ReturnCode::InvalidGbRegValues,
            Error::UnsupportedTileMode | Error::DccTcNotSupported => ReturnCode::NotSupported,
            _ => ReturnCode::InvalidParams,
        }
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match *self {
            Error::TileIndexOutOfRange { index } => {
                return write!(f, "tile index {index} outside the tile-mode table");
            }
            Error::MacroModeIndexOutOfRange { index } => {
                return write!(f, "macro-mode index {index} outside the macro-tile table");
            }
            Error::UnsupportedElementSize { bpp } => {
                return write!(f, "{bpp}-bit elements cannot be tiled");
            }
            Error::UnsupportedSampleCount { samples } => {
                return write!(f, "{samples} samples is not a power of two");
            }
            Error::LinearBufferTooSmall { needed, got } => {
                return write!(f, "linear buffer holds {got} bytes, {needed} needed");
            }
            Error::RowPitchTooSmall { row_pitch, needed } => {
                return write!(
                    f,
                    "linear row pitch of {row_pitch} bytes is below a row of {needed} bytes"
                );
            }
            Error::TiledBufferTooSmall { needed, got } => {
                return write!(f, "tiled buffer holds {got} bytes, {needed} needed");
            }
            Error::InvalidGbRegValues => "invalid GB_ADDR_CONFIG / memory configuration",
            Error::MissingMacroModeIndex => "macro-tiled entry without a macro-mode index",
            Error::ThickMultisample => "thick tile modes cannot hold more than one sample",
            Error::InvalidSampleCount => "unsupported sample or fragment count",
            Error::InvalidBpp => "unsupported bits per element",
            Error::InvalidParams => "invalid parameters",
            Error::CmaskBlockMaxTooLarge => "CMASK block count exceeds the 14-bit BLOCK_MAX",
            Error::DccTcNotSupported => "no DCC or TC-compatible metadata for this chip or mode",
            Error::Overflow => "size or address overflows",
            Error::CoordOutOfRange => "coordinate beyond the surface pitch or height",
            Error::InvalidTileInfo => "macro-tile parameters out of range",
            Error::UnsupportedTileMode => "tile mode not addressed on the SI/CI path",
            Error::DegenerateMicroTileOrder => "micro-tile order maps elements onto each other",
            Error::UnalignedSurface => "pitch or height is not a whole number of tiles",
            Error::AliasedLayout => "macro-tile parameters map two elements to the same bytes",
            Error::RegionTooLarge => "region exceeds the surface pitch or height",
            Error::SliceOutOfRange => "slice beyond the surface's slices",
            Error::SampleOutOfRange => "sample beyond the surface's samples",
        })
    }
}

impl core::error::Error for Error {}
