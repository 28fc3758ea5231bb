//! Register blocks: the groups of registers a renderer sets together.
//!
//! Each block is a plain value built with `const fn` constructors and
//! setters, validated as it is built (invalid caller values give an
//! [`Error`], never a panic), readable back as a fixed list of
//! `(register offset, value)` pairs, written into a
//! [`CommandBuffer`](crate::pm4::CommandBuffer) with one `SET_*_REG` packet
//! per run of consecutive registers, and decodable from register values.
//!
//! | block | registers |
//! |---|---|
//! | [`color_target`] | `CB_COLORn_*` of one colour slot |
//! | [`depth_target`] | `DB_*` depth and stencil surface registers |
//!
//! ```
//! use gcn::blocks::color_target::{ColorSurface, ColorTarget};
//! use gcn::desc::DataFormat;
//!
//! let surface = ColorSurface::new(DataFormat::B8G8R8A8_UNORM, 1920, 1080)
//!     .with_layout(1920, 1088, 10)
//!     .with_address(0x10_0000_0000);
//! let rt = ColorTarget::setup(0, &surface)?;
//! assert_eq!(rt.registers().len(), 12);
//! # Ok::<(), gcn::blocks::Error>(())
//! ```

use core::fmt;

use crate::desc::DataFormat;

/// `?` for `const fn`: returns the error of a `Result` early.
macro_rules! ctry {
    ($e:expr) => {
        match $e {
            Ok(v) => v,
            Err(e) => return Err(e),
        }
    };
}

pub mod color_target;
pub mod depth_target;

/// Why a register block was not built or decoded.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Error {
    /// A register slot (colour target, viewport, ...) outside the slots the
    /// hardware has: `slot` was given, the last valid one is `max`.
    SlotOutOfRange {
        /// The slot given.
        slot: u32,
        /// The highest valid slot.
        max: u32,
    },
    /// A GPU address is not a multiple of `align` bytes (base, metadata and
    /// shader-program addresses must be 256-byte aligned).
    MisalignedAddress {
        /// AMD's name of the register that stores the address.
        field: &'static str,
        /// The address given.
        address: u64,
        /// The required alignment in bytes.
        align: u32,
    },
    /// A GPU address has bits set at or above bit `bits` (gfx7 addresses
    /// are 40 bits wide).
    AddressTooWide {
        /// AMD's name of the register that stores the address.
        field: &'static str,
        /// The address given.
        address: u64,
        /// The number of address bits the register holds.
        bits: u32,
    },
    /// A size, count or index is outside `min..=max`.
    OutOfRange {
        /// What the value is (a field or input name).
        field: &'static str,
        /// The value given.
        value: u32,
        /// The smallest accepted value.
        min: u32,
        /// The largest accepted value.
        max: u32,
    },
    /// A size that must be a multiple of `multiple` is not (for example a
    /// pitch that is not a whole number of 8×8 tiles).
    NotMultiple {
        /// What the value is.
        field: &'static str,
        /// The value given.
        value: u32,
        /// The required multiple.
        multiple: u32,
    },
    /// The data format cannot be written by the block (e.g. a block-compressed
    /// format as a colour target, or a colour format as a depth target).
    UnsupportedFormat {
        /// The format given.
        format: DataFormat,
    },
    /// A register the block needs is missing from the values handed to a
    /// `decode` function.
    MissingRegister {
        /// AMD's name of the missing register.
        name: &'static str,
    },
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Error::SlotOutOfRange { slot, max } => {
                write!(f, "slot {slot} out of range (0..={max})")
            }
            Error::MisalignedAddress {
                field,
                address,
                align,
            } => write!(
                f,
                "{field}: address {address:#x} is not {align}-byte aligned"
            ),
            Error::AddressTooWide {
                field,
                address,
                bits,
            } => write!(
                f,
                "{field}: address {address:#x} does not fit in {bits} bits"
            ),
            Error::OutOfRange {
                field,
                value,
                min,
                max,
            } => write!(f, "{field}: {value} outside {min}..={max}"),
            Error::NotMultiple {
                field,
                value,
                multiple,
            } => write!(f, "{field}: {value} is not a multiple of {multiple}"),
            Error::UnsupportedFormat { format } => {
                write!(f, "format {format:?} is not supported by this target")
            }
            Error::MissingRegister { name } => write!(f, "register {name} missing"),
        }
    }
}

impl core::error::Error for Error {}

/// Bits of a gfx7 GPU virtual address.
pub const ADDRESS_BITS: u32 = 40;

/// Checks a 256-byte aligned, 40-bit address and returns it `>> 8`, the form
/// the `*_BASE` registers hold.
pub(crate) const fn address_256(field: &'static str, address: u64) -> Result<u32, Error> {
    if address & 0xFF != 0 {
        return Err(Error::MisalignedAddress {
            field,
            address,
            align: 256,
        });
    }
    if address >> ADDRESS_BITS != 0 {
        return Err(Error::AddressTooWide {
            field,
            address,
            bits: ADDRESS_BITS,
        });
    }
    Ok((address >> 8) as u32)
}

/// Checks `min <= value <= max`.
pub(crate) const fn in_range(
    field: &'static str,
    value: u32,
    min: u32,
    max: u32,
) -> Result<u32, Error> {
    if value < min || value > max {
        return Err(Error::OutOfRange {
            field,
            value,
            min,
            max,
        });
    }
    Ok(value)
}

/// The value of register `offset` in a `(offset, value)` list, or
/// [`Error::MissingRegister`] naming it.
pub(crate) fn find_reg(
    list: &[(u16, u32)],
    offset: Option<u16>,
    name: Option<&'static str>,
) -> Result<u32, Error> {
    let name = name.unwrap_or("?");
    let Some(offset) = offset else {
        return Err(Error::MissingRegister { name });
    };
    list.iter()
        .rev()
        .find(|(o, _)| *o == offset)
        .map(|&(_, v)| v)
        .ok_or(Error::MissingRegister { name })
}
