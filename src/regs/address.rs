//! The one GPU address check every module uses, and its error.
//!
//! Packets, descriptors, register blocks and PS4 helpers all take GPU
//! addresses as `u64` bytes and check them with [`check_address`]: the
//! field's alignment first, then its width. Each module's error wraps the
//! result as its `Address` variant ([`pm4::Error::Address`](crate::pm4::Error::Address),
//! [`desc::Error::Address`](crate::desc::Error::Address),
//! [`blocks::Error::Address`](crate::blocks::Error::Address),
//! [`ps4::Error::Address`](crate::ps4::Error::Address)), so a misaligned or
//! too-wide address reads the same wherever it was refused.
//!
//! ```
//! use gcn::regs::{AddressError, check_address};
//!
//! assert_eq!(check_address("IB_BASE", 0x1000, 4, 48), Ok(()));
//! assert_eq!(
//!     check_address("IB_BASE", 0x1002, 4, 48),
//!     Err(AddressError::Misaligned { field: "IB_BASE", address: 0x1002, align: 4 })
//! );
//! assert_eq!(
//!     check_address("IB_BASE", 1 << 48, 4, 48),
//!     Err(AddressError::TooWide { field: "IB_BASE", address: 1 << 48, bits: 48 })
//! );
//! assert_eq!(
//!     check_address("IB_BASE", 1 << 48, 4, 48).unwrap_err().to_string(),
//!     "IB_BASE 0x1000000000000 does not fit in 48 bits"
//! );
//! ```

use core::fmt;

/// Why a GPU address was refused: misaligned for its field, or wider than it.
///
/// `Debug` is as derived, with the address in hex.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub enum AddressError {
    /// The address is not a multiple of the alignment its field requires.
    Misaligned {
        /// The field or register the address is for: AMD's name where it
        /// has one (`ADDRESS_LO`, `DB_Z_READ_BASE`, ...).
        field: &'static str,
        /// The address given, in bytes.
        address: u64,
        /// The required alignment in bytes.
        align: u32,
    },
    /// The address has bits set above what its field holds.
    TooWide {
        /// The field or register the address is for.
        field: &'static str,
        /// The address given, in bytes.
        address: u64,
        /// How many address bits the field carries.
        bits: u32,
    },
}

impl fmt::Debug for AddressError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (name, field, address, key, value) = match *self {
            AddressError::Misaligned {
                field,
                address,
                align,
            } => ("Misaligned", field, address, "align", align),
            AddressError::TooWide {
                field,
                address,
                bits,
            } => ("TooWide", field, address, "bits", bits),
        };
        f.debug_struct(name)
            .field("field", &field)
            .field("address", &format_args!("{address:#x}"))
            .field(key, &value)
            .finish()
    }
}

impl AddressError {
    /// The field or register the address was meant for.
    pub const fn field(&self) -> &'static str {
        match *self {
            AddressError::Misaligned { field, .. } | AddressError::TooWide { field, .. } => field,
        }
    }

    /// The address given, in bytes.
    pub const fn address(&self) -> u64 {
        match *self {
            AddressError::Misaligned { address, .. } | AddressError::TooWide { address, .. } => {
                address
            }
        }
    }
}

impl fmt::Display for AddressError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {:#x} ", self.field(), self.address())?;
        match *self {
            AddressError::Misaligned { align, .. } => write!(f, "is not {align}-byte aligned"),
            AddressError::TooWide { bits, .. } => write!(f, "does not fit in {bits} bits"),
        }
    }
}

impl core::error::Error for AddressError {}

/// Checks that `address` is a multiple of `align` bytes (no check for an
/// `align` of 0 or 1), then that it fits in `bits` bits (no check for 64
/// or more). `field` names the field in the error.
///
/// # Errors
///
/// [`AddressError::Misaligned`], else [`AddressError::TooWide`].
#[inline]
pub const fn check_address(
    field: &'static str,
    address: u64,
    align: u32,
    bits: u32,
) -> Result<(), AddressError> {
    if align > 1 && !address.is_multiple_of(align as u64) {
        return Err(AddressError::Misaligned {
            field,
            address,
            align,
        });
    }
    if bits < 64 && (address >> bits) != 0 {
        return Err(AddressError::TooWide {
            field,
            address,
            bits,
        });
    }
    Ok(())
}
