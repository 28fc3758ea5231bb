//! Register spaces and the [`Register`] trait.
//!
//! Every GCN register the command processor can write lives in one of four
//! address spaces. A `SET_*_REG` packet names a register by its dword offset
//! from the base of that space:
//!
//! | space | byte range | packet |
//! |---|---|---|
//! | [`Space::Config`] | `0x08000..0x0B000` | `SET_CONFIG_REG` (gfx6; privileged on gfx7+) |
//! | [`Space::Sh`] | `0x0B000..0x0C000` | `SET_SH_REG` |
//! | [`Space::Context`] | `0x28000..0x30000` | `SET_CONTEXT_REG` |
//! | [`Space::Uconfig`] | `0x30000..0x40000` | `SET_UCONFIG_REG` (gfx7+) |

/// A register address space, selected by the `SET_*_REG` packet that writes it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Space {
    /// Config registers, `0x8000..0xB000`, written with `SET_CONFIG_REG`.
    Config,
    /// Shader (SH) registers, `0xB000..0xC000`, written with `SET_SH_REG`.
    Sh,
    /// Context registers, `0x28000..0x30000`, written with `SET_CONTEXT_REG`.
    Context,
    /// User-config registers, `0x30000..0x40000`, written with `SET_UCONFIG_REG`.
    Uconfig,
}

impl Space {
    /// Byte address of the first register of the space.
    pub const fn base(self) -> u32 {
        match self {
            Space::Config => 0x8000,
            Space::Sh => 0xB000,
            Space::Context => 0x2_8000,
            Space::Uconfig => 0x3_0000,
        }
    }

    /// Byte address one past the last register of the space.
    pub const fn end(self) -> u32 {
        match self {
            Space::Config => 0xB000,
            Space::Sh => 0xC000,
            Space::Context => 0x3_0000,
            Space::Uconfig => 0x4_0000,
        }
    }

    /// Number of dword registers the space can address.
    pub const fn len(self) -> u32 {
        (self.end() - self.base()) / 4
    }

    /// Always `false`: every space holds registers. Present for API symmetry with [`Space::len`].
    pub const fn is_empty(self) -> bool {
        false
    }

    /// The space that holds the register at `byte_address`, if any.
    pub const fn of_byte_address(byte_address: u32) -> Option<Space> {
        match byte_address {
            0x8000..0xB000 => Some(Space::Config),
            0xB000..0xC000 => Some(Space::Sh),
            0x2_8000..0x3_0000 => Some(Space::Context),
            0x3_0000..0x4_0000 => Some(Space::Uconfig),
            _ => None,
        }
    }

    /// AMD's name for the space, as used in packet names (`CONTEXT`, `SH`, ...).
    pub const fn name(self) -> &'static str {
        match self {
            Space::Config => "CONFIG",
            Space::Sh => "SH",
            Space::Context => "CONTEXT",
            Space::Uconfig => "UCONFIG",
        }
    }
}

/// A typed 32-bit register with a fixed home.
///
/// Implemented by every register type in this crate. The writer uses
/// [`Register::SPACE`] to pick the `SET_*_REG` packet and [`Register::OFFSET`]
/// as its register offset, so callers never spell an offset by hand.
pub trait Register: Copy {
    /// The address space the register lives in.
    const SPACE: Space;
    /// Dword offset from the base of [`Register::SPACE`] (the packet's `REG_OFFSET`).
    const OFFSET: u16;
    /// AMD's name of the register, e.g. `CB_BLEND0_CONTROL`.
    const NAME: &'static str;
    /// The register's raw 32-bit value.
    fn to_bits(self) -> u32;
    /// The register from a raw 32-bit value; every bit pattern is accepted and kept.
    fn from_bits(bits: u32) -> Self;
    /// MMIO byte address of the register.
    fn byte_address() -> u32 {
        Self::SPACE.base() + 4 * Self::OFFSET as u32
    }
}

#[cfg(test)]
#[allow(dead_code)]
mod tests {
    open_enum! {
        /// Test enum.
        pub struct Sample(u8): 3 bits {
            /// Zero.
            ZERO = 0,
            /// Five.
            FIVE = 5,
        }
    }

    #[test]
    fn open_enum_is_lossless_and_total() {
        extern crate std;
        use std::format;
        assert_eq!(Sample::from_bits(5), Sample::FIVE);
        assert_eq!(Sample::from_bits(6).into_bits(), 6);
        assert_eq!(Sample::from_bits(6).name(), None);
        assert_eq!(format!("{:?}", Sample::from_bits(6)), "Sample(0x6)");
        assert_eq!(format!("{:?}", Sample::FIVE), "FIVE");
        assert_eq!(Sample::from_bits(0xFF).into_bits(), 7);
        assert_eq!(Sample::new_checked(8), None);
        assert_eq!(Sample::new_checked(7), Some(Sample::from_bits(7)));
        assert_eq!(Sample::ALL.len(), 2);
    }
}
