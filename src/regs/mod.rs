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
//!
//! # Register types
//!
//! Every register is a `#[bitfield(u32)]` type named after AMD's register in
//! Rust case (`CB_BLEND0_CONTROL` → [`CbBlend0Control`]) with one accessor per
//! AMD field in snake case (`COLOR_SRCBLEND` → `color_srcblend()`,
//! `with_color_srcblend(..)`, `set_color_srcblend(..)`). Fields that hold an
//! AMD enumeration take an [`open_enum`-style](crate) newtype from
//! [`gfx7::enums`] (re-exported here), so unknown values survive a round
//! trip. Whole-register IEEE floats (viewport scales, blend constant, ...)
//! are `f32` fields. The enumerations packets
//! take as well ([`PrimitiveType`], [`IndexType`], [`EventType`]) are
//! defined here too and re-exported by [`crate::pm4`].
//!
//! Registers that exist once per slot (colour targets, blend slots, viewports,
//! user data, ...) share one layout: the generic type `CbBlendNControl<N>`
//! holds the fields and `N` is AMD's slot index, so each slot is still its own
//! type and derives its own offset: `CbBlend0Control` is an alias of
//! `CbBlendNControl<0>`. The family type also gives the offset of a slot known
//! only at run time (`CbBlendNControl::<0>::slot_offset(i)`).
//!
//! Registers and families that share one field list (the per-stage
//! `SPI_SHADER_PGM_RSRC3_*`, every user-data slot, the 256-byte surface
//! bases, ...) share one type from [`gfx7::layouts`], as a generic
//! `Layout<G, N>`: `G` selects the register or family and `N` the slot, so
//! `SpiShaderPgmRsrc3Vs` is an alias of `SpiShaderPgmRsrc3<1, 0>` and
//! `SpiShaderUserDataVsN<N>` of `Data32<1, N>`, each still its own type with
//! its own offset.
//!
//! The definitions live per generation ([`gfx6`], [`gfx7`], [`gfx8`]); gfx7
//! is re-exported at this level as the default. A register's type is one
//! layout for every generation whose fields fit beside gfx7's (Mesa's
//! register headers have one layout per register): gfx7's type carries the
//! union of the fields (a field only some generations have says which in its
//! doc), and each generation's table lists its own fields only. gfx6 and
//! gfx8 re-export gfx7's type of every such register and define the others
//! (fields that conflict, other enumerations, another address, registers
//! gfx7 lacks); [`Gfx`] selects a generation's table at run time. An
//! enumeration whose values AMD names differently per generation is one type
//! whose fields read as [`FieldKind::EnumOn`] ([`Field::value_name_on`]). [`gfx7::lookup`] and [`gfx7::REGISTERS`] describe
//! every defined register (name, space, offset and field table) for decoders.
//!
//! ```
//! use gcn::regs::{BlendOp, CbBlend0Control, CombFunc, Register, Space};
//!
//! let blend = CbBlend0Control::new()
//!     .with_color_srcblend(BlendOp::BLEND_SRC_ALPHA)
//!     .with_color_destblend(BlendOp::BLEND_ONE_MINUS_SRC_ALPHA)
//!     .with_color_comb_fcn(CombFunc::COMB_DST_PLUS_SRC)
//!     .with_enable(true);
//! assert_eq!((CbBlend0Control::SPACE, CbBlend0Control::OFFSET), (Space::Context, 0x1E0));
//! assert_eq!(blend.to_bits(), 0x4000_0504);
//!
//! // A disassembler prints any register from its space and offset alone.
//! let info = gcn::regs::gfx7::lookup(Space::Context, 0x1E0).unwrap();
//! assert_eq!(
//!     info.display(0x4000_0504).to_string(),
//!     "CB_BLEND0_CONTROL = 0x40000504 { COLOR_SRCBLEND: BLEND_SRC_ALPHA, COLOR_COMB_FCN: COMB_DST_PLUS_SRC, \
//!      COLOR_DESTBLEND: BLEND_ONE_MINUS_SRC_ALPHA, ALPHA_SRCBLEND: BLEND_ZERO, ALPHA_COMB_FCN: COMB_DST_PLUS_SRC, \
//!      ALPHA_DESTBLEND: BLEND_ZERO, SEPARATE_ALPHA_BLEND: 0, ENABLE: 1, DISABLE_ROP3: 0 }"
//! );
//! ```
//!
//! # Field setters
//!
//! Every field of every register, descriptor word ([`gfx7::descriptors`]) and
//! PM4 packet word ([`crate::pm4`]), and of the tiling
//! [`SurfaceFlags`](crate::tiling::surface::SurfaceFlags), has four
//! `const fn` setters, none of which panics:
//!
//! - `with_x(value)` / `set_x(value)` **mask**: they keep the bits of `value`
//!   that fit the field and drop the bits above it, as the hardware would
//!   (`CbColor0Pitch::new().with_tile_max(0x801)` sets `TILE_MAX`, 11 bits,
//!   to 1);
//! - `with_x_checked(value)` / `set_x_checked(value)` **report**: a value that
//!   does not fit is a [`FieldOverflow`] naming the field and its width
//!   (it converts into [`crate::Error`]), and the word is left unchanged.
//!
//! Every such word also has its field table, `FIELDS` (AMD's name, bit
//! range and kind of each field, lowest bit first), which decoders print
//! from; a register's [`Register::FIELDS`] is the same table.
//!
//! ```
//! use gcn::regs::{CbColor0Pitch, FieldOverflow};
//!
//! let names: Vec<_> = CbColor0Pitch::FIELDS.iter().map(|f| (f.name, f.lsb, f.width)).collect();
//! assert_eq!(names, [("TILE_MAX", 0, 11), ("FMASK_TILE_MAX", 20, 11)]);
//!
//! assert_eq!(CbColor0Pitch::new().with_tile_max(0x801).tile_max(), 1);
//! assert_eq!(
//!     CbColor0Pitch::new().with_tile_max_checked(0x801),
//!     Err(FieldOverflow { field: "TILE_MAX", bits: 11, value: 0x801 })
//! );
//! ```

use core::fmt;

pub mod address;
pub mod gfx6;
pub mod gfx7;
pub mod gfx8;
mod index;
mod setter;
pub use address::{AddressError, check_address};
pub use gfx7::enums::*;
pub use gfx7::*;
pub use setter::FieldOverflow;
#[doc(hidden)]
pub use setter::{field_name, put_field, put_field_checked};
pub(crate) use setter::{setters, word};

/// GCN generation (Mesa's `gfx_level`, PAL's `GfxIpLevel`): selects the
/// register set ([`gfx6`], [`gfx7`], [`gfx8`]) a stream is read with and the
/// tiling rules ([`crate::tiling::Config`]). The default is gfx7, the PS4's.
///
/// ```
/// use gcn::regs::{Gfx, Space};
///
/// // VGT_PRIMITIVE_TYPE: a config register on gfx6, user-config from gfx7 on.
/// assert_eq!(Gfx::Gfx6.lookup(Space::Config, 0x256).unwrap().name, "VGT_PRIMITIVE_TYPE");
/// assert!(Gfx::Gfx7.lookup(Space::Config, 0x256).is_none());
/// assert_eq!(Gfx::default().lookup(Space::Uconfig, 0x242).unwrap().name, "VGT_PRIMITIVE_TYPE");
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Gfx {
    /// Southern Islands (Tahiti, Pitcairn, Verde, Oland, Hainan).
    Gfx6,
    /// Sea Islands (Bonaire, Hawaii, Kaveri, Kabini; PS4 "Liverpool", PS4 Pro "Neo").
    #[default]
    Gfx7,
    /// Volcanic Islands (Tonga, Fiji, Polaris).
    Gfx8,
}

impl Gfx {
    /// Every register this crate defines for the generation, sorted by (space, offset).
    pub fn registers(self) -> &'static [RegInfo] {
        match self {
            Gfx::Gfx6 => &gfx6::REGISTERS,
            Gfx::Gfx7 => &gfx7::REGISTERS,
            Gfx::Gfx8 => &gfx8::REGISTERS,
        }
    }

    /// The generation's register at dword `offset` of `space`, or `None` if
    /// it has none there that this crate defines ([`gfx7::lookup`] and its
    /// siblings).
    pub fn lookup(self, space: Space, offset: u16) -> Option<&'static RegInfo> {
        match self {
            Gfx::Gfx6 => gfx6::lookup(space, offset),
            Gfx::Gfx7 => gfx7::lookup(space, offset),
            Gfx::Gfx8 => gfx8::lookup(space, offset),
        }
    }

    /// The generation's register called `name` (AMD spelling), or `None`.
    pub fn lookup_name(self, name: &str) -> Option<&'static RegInfo> {
        self.registers().iter().find(|r| r.name == name)
    }
}

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
        // `end` is above `base` for every space.
        self.end().wrapping_sub(self.base()) / 4
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
    /// The register's fields, lowest bit first (empty for registers without a field table).
    const FIELDS: &'static [Field] = &[];
    /// MMIO byte address of the register.
    fn byte_address() -> u32 {
        // A 16-bit dword offset times 4 plus a space base below 0x40000 fits in u32.
        Self::SPACE
            .base()
            .wrapping_add((Self::OFFSET as u32).wrapping_mul(4))
    }
}

/// How a register field's bits are read.
#[derive(Clone, Copy, Debug)]
pub enum FieldKind {
    /// An unsigned integer.
    Uint,
    /// A one-bit flag.
    Bool,
    /// An IEEE-754 single-precision float (the whole 32-bit register).
    Float,
    /// An AMD enumeration; the function returns AMD's name of a raw value, if it has one.
    Enum(fn(u32) -> Option<&'static str>),
    /// An AMD enumeration whose values are named differently per generation,
    /// one type for every generation (packets take it too: [`EventType`]);
    /// the function returns AMD's name of a raw value on a generation
    /// (`VGT_EVENT_TYPE` 37 is `TGID_ROLLOVER` on gfx8, `Reserved_0x25` on
    /// gfx6 and gfx7).
    EnumOn(fn(u32, Gfx) -> Option<&'static str>),
}

/// A descriptor field that exists on some generations only: where it is and
/// which generations have it ([`crate::desc::generation`] checks and writes it).
#[derive(Clone, Copy, Debug)]
pub struct GenField {
    /// The dword that holds it (0 = `WORD0`).
    pub word: u8,
    /// AMD's name, position and kind.
    pub field: Field,
    /// Whether gfx6, gfx7, gfx8 (in that order) have the field.
    pub on: [bool; 3],
    /// Whether the spec (AMD's register header) names the field; `false` for
    /// bits only other drivers' tables name (S# `UPGRADED_DEPTH`).
    pub in_spec: bool,
}

impl GenField {
    /// Whether `gfx` has the field.
    pub const fn exists_on(&self, gfx: Gfx) -> bool {
        let [g6, g7, g8] = self.on;
        match gfx {
            Gfx::Gfx6 => g6,
            Gfx::Gfx7 => g7,
            Gfx::Gfx8 => g8,
        }
    }
}

/// One field of a register or of a resource descriptor word: AMD's name,
/// position and interpretation.
#[derive(Clone, Copy, Debug)]
pub struct Field {
    /// AMD's field name, e.g. `COLOR_SRCBLEND`.
    pub name: &'static str,
    /// Index of the field's least-significant bit.
    pub lsb: u8,
    /// Width in bits (1..=32).
    pub width: u8,
    /// How the bits are read.
    pub kind: FieldKind,
}

impl Field {
    /// A field at bits `lsb..lsb + width`.
    pub const fn new(name: &'static str, lsb: usize, width: usize, kind: FieldKind) -> Self {
        Field {
            name,
            lsb: lsb as u8,
            width: width as u8,
            kind,
        }
    }

    /// The field's bits within the register (`((1 << width) - 1) << lsb`).
    pub const fn mask(&self) -> u32 {
        let ones = match u32::MAX.checked_shr(32u32.saturating_sub(self.width as u32)) {
            Some(m) if self.width > 0 => m,
            _ => 0,
        };
        match ones.checked_shl(self.lsb as u32) {
            Some(m) => m,
            None => 0,
        }
    }

    /// The field's raw value in `register`, shifted down to bit 0.
    pub const fn extract(&self, register: u32) -> u32 {
        match (register & self.mask()).checked_shr(self.lsb as u32) {
            Some(v) => v,
            None => 0,
        }
    }

    /// AMD's name of the field's value in `register`, for enumeration
    /// fields (as gfx7 names it; [`Field::value_name_on`] for another generation).
    pub fn value_name(&self, register: u32) -> Option<&'static str> {
        self.value_name_on(register, Gfx::Gfx7)
    }

    /// AMD's name of the field's value in `register` on generation `gfx`,
    /// for enumeration fields.
    ///
    /// ```
    /// use gcn::regs::{Gfx, Register, VgtEventInitiator};
    ///
    /// let event = VgtEventInitiator::FIELDS.iter().find(|f| f.name == "EVENT_TYPE").unwrap();
    /// assert_eq!(event.value_name_on(37, Gfx::Gfx7), Some("Reserved_0x25"));
    /// assert_eq!(event.value_name_on(37, Gfx::Gfx8), Some("TGID_ROLLOVER"));
    /// ```
    pub fn value_name_on(&self, register: u32, gfx: Gfx) -> Option<&'static str> {
        match self.kind {
            FieldKind::Enum(name_of) => name_of(self.extract(register)),
            FieldKind::EnumOn(name_on) => name_on(self.extract(register), gfx),
            _ => None,
        }
    }
}

/// Static description of one register, for decoders and disassemblers.
#[derive(Clone, Copy, Debug)]
pub struct RegInfo {
    /// AMD's register name.
    pub name: &'static str,
    /// Address space.
    pub space: Space,
    /// Dword offset within [`RegInfo::space`].
    pub offset: u16,
    /// Fields, lowest bit first.
    pub fields: &'static [Field],
}

impl RegInfo {
    /// The description of register type `R`.
    pub const fn of<R: Register>() -> Self {
        RegInfo {
            name: R::NAME,
            space: R::SPACE,
            offset: R::OFFSET,
            fields: R::FIELDS,
        }
    }

    /// MMIO byte address of the register.
    pub const fn byte_address(&self) -> u32 {
        // A 16-bit dword offset times 4 plus a space base below 0x40000 fits in u32.
        self.space
            .base()
            .wrapping_add((self.offset as u32).wrapping_mul(4))
    }

    /// The field called `name` (AMD spelling), if the register has it.
    pub fn field(&self, name: &str) -> Option<&'static Field> {
        self.fields.iter().find(|f| f.name == name)
    }

    /// A printable view of `value` in this register:
    /// `NAME = 0xXXXXXXXX { FIELD: VALUE, ... }` with AMD value names where known.
    pub const fn display(&self, value: u32) -> RegValue {
        RegValue { info: *self, value }
    }
}

/// A register value paired with its description; `Display` prints every field.
#[derive(Clone, Copy, Debug)]
pub struct RegValue {
    /// The register's description.
    pub info: RegInfo,
    /// The raw 32-bit value.
    pub value: u32,
}

impl fmt::Display for RegValue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} = {:#010X}", self.info.name, self.value)?;
        if self.info.fields.is_empty() {
            return Ok(());
        }
        f.write_str(" {")?;
        for (i, field) in self.info.fields.iter().enumerate() {
            let sep = if i == 0 { " " } else { ", " };
            let raw = field.extract(self.value);
            write!(f, "{sep}{}: ", field.name)?;
            match field.kind {
                FieldKind::Enum(_) | FieldKind::EnumOn(_) => match field.value_name(self.value) {
                    Some(n) => f.write_str(n)?,
                    None => write!(f, "{raw:#x}")?,
                },
                FieldKind::Float => write!(f, "{:?}", f32::from_bits(raw))?,
                FieldKind::Bool => write!(f, "{raw}")?,
                FieldKind::Uint if raw < 10 => write!(f, "{raw}")?,
                FieldKind::Uint => write!(f, "{raw:#x}")?,
            }
        }
        f.write_str(" }")
    }
}

/// Implements the word access of a resource descriptor `Ty`, a `#[repr(C)]`
/// struct of `N` bitfield words `word0..`, each with its field table `FIELDS`.
macro_rules! descriptor {
    ($ty:ident [$n:literal] { $($word:ident: $wty:ty),* $(,)? }) => {
        const _: () = assert!(core::mem::size_of::<$ty>() == 4 * $n);

        impl $ty {
            /// The fields of every word, word 0 first, each word's lowest bit first.
            pub const FIELDS: &'static [&'static [$crate::regs::Field]] = &[$(<$wty>::FIELDS),*];

            /// Decodes the dwords; every bit is kept, so [`Self::to_words`] returns them unchanged.
            pub const fn from_words(words: [u32; $n]) -> Self {
                let [$($word),*] = words;
                Self { $($word: <$wty>::from_bits($word)),* }
            }

            /// The dwords, word 0 first.
            pub const fn to_words(self) -> [u32; $n] {
                [$(self.$word.into_bits()),*]
            }
        }
    };
}
pub(crate) use descriptor;

/// Index of slot `n` within a family whose AMD slots are `first..first + count`,
/// or `None` outside it (the family macros refuse such a slot at compile time).
#[doc(hidden)]
pub const fn slot_index(first: usize, count: usize, n: usize) -> Option<usize> {
    match n.checked_sub(first) {
        Some(i) if i < count => Some(i),
        _ => None,
    }
}

/// Dword offset of AMD slot `index` in a family, or `None` outside it.
#[doc(hidden)]
pub const fn slot_offset(
    base: u16,
    stride: u16,
    first: usize,
    count: usize,
    index: usize,
) -> Option<u16> {
    let Some(rel) = index.checked_sub(first) else {
        return None;
    };
    if rel >= count || rel > u16::MAX as usize {
        return None;
    }
    let Some(step) = stride.checked_mul(rel as u16) else {
        return None;
    };
    base.checked_add(step)
}

/// Entry `i` of `names`, or `None`.
#[doc(hidden)]
pub const fn slot_name(names: &'static [&'static str], i: usize) -> Option<&'static str> {
    match names.split_at_checked(i) {
        Some((_, [name, ..])) => Some(name),
        _ => None,
    }
}

/// Implements [`Register`] for `$self_ty` (generic over `$generics`) from its
/// space, offset and name expressions; the field table is the word's `FIELDS`.
macro_rules! register_impl {
    ([$($generics:tt)*] $self_ty:ty, $space:expr, $offset:expr, $name:expr) => {
        impl<$($generics)*> $crate::regs::Register for $self_ty {
            const SPACE: $crate::regs::Space = $space;
            const OFFSET: u16 = $offset;
            const NAME: &'static str = $name;
            const FIELDS: &'static [$crate::regs::Field] = Self::FIELDS;
            fn to_bits(self) -> u32 {
                self.into_bits()
            }
            fn from_bits(bits: u32) -> Self {
                Self::from_bits(bits)
            }
        }
    };
}
pub(crate) use register_impl;

/// Implements [`Register`] for a register type of its own layout:
/// `register! { Type, Space, offset, "NAME" }`.
macro_rules! register {
    ($ty:ident, $space:ident, $offset:expr, $name:expr) => {
        $crate::regs::register_impl!([] $ty, $crate::regs::Space::$space, $offset, $name);
    };
}
pub(crate) use register;

/// Implements [`Register`] and the slot helpers for a register family
/// `Ty<const N: usize>` and declares its slots' aliases ([`slots!`]); the
/// first slot listed is the family's first.
macro_rules! register_family {
    ($ty:ident {
        space: $space:ident,
        base: $base:expr,
        stride: $stride:expr,
        slots: {
            $alias0:ident = $first:literal $name0:literal;
            $($alias:ident = $n:literal $name:literal;)*
        } $(,)?
    }) => {
        impl<const N: usize> $ty<N> {
            /// The family: its space, slots and names.
            pub(crate) const MEMBER: $crate::regs::Member =
                $crate::regs::member_of!($space, $base, $stride, $first, [$name0 $(, $name)*]);
        }

        $crate::regs::member_register!([const N: usize] $ty<N>, $ty<M>);

        $crate::regs::slots! {
            $ty {
                $alias0 = $first $name0;
                $($alias = $n $name;)*
            }
        }
    };
}
pub(crate) use register_family;

/// The aliases of a register family's slots, `pub type Alias = Family<n>;`,
/// each documented with its AMD register name: `Alias = n "AMD_NAME";` per slot.
macro_rules! slots {
    ($family:ident { $($alias:ident = $n:literal $name:literal;)* }) => {
        $(
            #[doc = concat!("`", $name, "`: slot ", stringify!($n), " of [`", stringify!($family), "`].")]
            pub type $alias = $family<$n>;
        )*
    };
}
pub(crate) use slots;

/// One register (a family of one slot) or one register family that uses a
/// shared layout; see [`register_layout!`](crate::regs).
#[doc(hidden)]
#[derive(Clone, Copy, Debug)]
pub struct Member {
    /// Address space.
    pub space: Space,
    /// Dword offset of the first slot.
    pub base: u16,
    /// Dword distance between consecutive slots (0 for a single register).
    pub stride: u16,
    /// AMD index of the first slot.
    pub first: usize,
    /// AMD names of the slots' registers, in slot order.
    pub names: &'static [&'static str],
}

/// Entry `g` of a shared layout's members, or `None` past the list (the
/// layout macro refuses such a member at compile time).
#[doc(hidden)]
pub const fn member(members: &'static [Member], g: usize) -> Option<Member> {
    match members.split_at_checked(g) {
        Some((_, [m, ..])) => Some(*m),
        _ => None,
    }
}

/// Dword offset of AMD slot `n` of `member`, or `None` outside it.
#[doc(hidden)]
pub const fn member_offset(member: Member, n: usize) -> Option<u16> {
    slot_offset(
        member.base,
        member.stride,
        member.first,
        member.names.len(),
        n,
    )
}

/// AMD name of slot `n` of `member`, or `None` outside it.
#[doc(hidden)]
pub const fn member_name(member: Member, n: usize) -> Option<&'static str> {
    match n.checked_sub(member.first) {
        Some(i) => slot_name(member.names, i),
        None => None,
    }
}

/// A [`Member`] from its space, first offset, stride, first slot and names.
macro_rules! member_of {
    ($space:ident, $base:expr, $stride:expr, $first:expr, [$($name:expr),*]) => {
        $crate::regs::Member {
            space: $crate::regs::Space::$space,
            base: $base,
            stride: $stride,
            first: $first,
            names: &[$($name),*],
        }
    };
}
pub(crate) use member_of;

/// The slot helpers and the [`Register`] implementation of a register
/// family or shared layout type whose `MEMBER` constant describes it (its
/// space, first slot, stride and names); `N` is the AMD slot and `$slot` the
/// type of slot `M`. Used by [`register_family!`] and [`register_layout!`].
macro_rules! member_register {
    ([$($generics:tt)*] $self_ty:ty, $slot:ty) => {
        impl<$($generics)*> $self_ty {
            /// AMD index of the first slot (0 for a single register).
            pub const FIRST_SLOT: usize = Self::MEMBER.first;
            /// Number of slots.
            pub const SLOTS: usize = Self::MEMBER.names.len();
            /// Dword offset of the first slot.
            pub const BASE_OFFSET: u16 = Self::MEMBER.base;
            /// Dword distance between consecutive slots.
            pub const STRIDE: u16 = Self::MEMBER.stride;
            /// AMD names of the slots' registers, in slot order.
            pub const NAMES: &'static [&'static str] = Self::MEMBER.names;

            /// Dword offset of the register of AMD slot `index`, or `None` if there is no such slot.
            pub const fn slot_offset(index: usize) -> Option<u16> {
                $crate::regs::member_offset(Self::MEMBER, index)
            }

            /// AMD name of the register of slot `index`, or `None` if there is no such slot.
            pub const fn slot_name(index: usize) -> Option<&'static str> {
                $crate::regs::member_name(Self::MEMBER, index)
            }

            /// The same value, as the register of slot `M`.
            pub const fn into_slot<const M: usize>(self) -> $slot {
                <$slot>::from_bits(self.into_bits())
            }
        }

        $crate::regs::register_impl!(
            [$($generics)*] $self_ty,
            Self::MEMBER.space,
            match Self::slot_offset(N) {
                Some(offset) => offset,
                None => panic!("register slot out of range"),
            },
            match Self::slot_name(N) {
                Some(name) => name,
                None => panic!("register slot out of range"),
            }
        );
    };
}
pub(crate) use member_register;

/// Implements [`Register`] and the slot helpers for a layout `Ty<const G: usize, const N: usize>`
/// shared by several registers or register families: `G` selects the member, `N` the AMD slot
/// within it (the only slot, `0`, of a single register).
macro_rules! register_layout {
    ($ty:ident {
        members: [$({
            space: $space:ident,
            base: $base:expr,
            stride: $stride:expr,
            first: $first:expr,
            names: [$($name:expr),* $(,)?] $(,)?
        }),* $(,)?] $(,)?
    }) => {
        impl<const G: usize, const N: usize> $ty<G, N> {
            /// Every register or register family with this layout, in `G` order.
            const MEMBERS: &'static [$crate::regs::Member] =
                &[$($crate::regs::member_of!($space, $base, $stride, $first, [$($name),*])),*];
            pub(crate) const MEMBER: $crate::regs::Member = match $crate::regs::member(Self::MEMBERS, G) {
                Some(member) => member,
                None => panic!("register layout member out of range"),
            };
        }

        $crate::regs::member_register!([const G: usize, const N: usize] $ty<G, N>, $ty<G, M>);
    };
}
pub(crate) use register_layout;

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
    fn slot_helpers_return_none_outside_the_family() {
        use super::{Member, Space, member, member_name, member_offset, slot_index};
        assert_eq!(slot_index(1, 3, 0), None);
        assert_eq!(slot_index(1, 3, 1), Some(0));
        assert_eq!(slot_index(1, 3, 3), Some(2));
        assert_eq!(slot_index(1, 3, 4), None);
        assert_eq!(slot_index(usize::MAX, usize::MAX, 0), None);
        static MEMBERS: [Member; 1] = [Member {
            space: Space::Context,
            base: 0x10,
            stride: 2,
            first: 1,
            names: &["A1", "A2"],
        }];
        assert!(member(&MEMBERS, 1).is_none());
        let m = member(&MEMBERS, 0).unwrap();
        assert_eq!(member_offset(m, 2), Some(0x12));
        assert_eq!(member_offset(m, 0), None);
        assert_eq!(member_offset(m, 3), None);
        assert_eq!(member_name(m, 1), Some("A1"));
        assert_eq!(member_name(m, 0), None);
        assert_eq!(member_name(m, usize::MAX), None);
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
