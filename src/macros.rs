//! Crate-internal macros shared by every module.

/// Declares a *total, lossless* hardware enumeration: a `#[repr(transparent)]`
/// newtype over the field's integer with one associated constant per value
/// AMD names.
///
/// Values the hardware documentation does not name still round-trip: they are
/// kept as-is, `name()` returns `None` and `Debug` prints them as
/// `TypeName(0x..)`. `from_bits` masks to the declared width so the value
/// always fits the register field it came from (bitfield setters never panic
/// on it); `new_checked` refuses values wider than the field instead.
///
/// ```ignore
/// open_enum! {
///     /// Blend factor (`BlendOp`).
///     pub struct BlendOp(u8): 5 bits {
///         /// Factor 0.
///         BLEND_ZERO = 0,
///         /// Factor 1.
///         BLEND_ONE = 1,
///     }
/// }
/// ```
///
/// An enumeration whose values AMD names differently per generation (one
/// type for every generation, as the packet enumerations are) ends with
/// `per generation { (value, Gfx6 | Gfx7) => "NAME", ... }` (`=> None` for
/// a value those generations do not name): it gets `name_on(raw, gfx)`,
/// and its [`FieldKind`](crate::regs::FieldKind) is `EnumOn` instead of
/// `Enum`.
#[allow(unused_macros)]
macro_rules! open_enum {
    (@name None) => {
        None
    };
    (@name $n:literal) => {
        Some($n)
    };
    (@kind $name:ident []) => {
        $crate::regs::FieldKind::Enum($name::name_of)
    };
    (@kind $name:ident [$($per:tt)+]) => {
        $crate::regs::FieldKind::EnumOn($name::name_on)
    };
    (
        $(#[$meta:meta])*
        $vis:vis struct $name:ident($repr:ty): $bits:literal bits {
            $( $(#[$vmeta:meta])* $var:ident = $val:expr ),* $(,)?
        }
        $(per generation {
            $( ($pv:literal, $($pg:ident)|+) => $pn:tt ),* $(,)?
        })?
    ) => {
        $(
            impl $name {
                /// AMD's name of `raw` on generation `gfx`: its name there
                /// where AMD names the value differently per generation, else
                /// [`Self::name_of`] (for a value `gfx` lacks, its name on the
                /// generations that have it).
                pub const fn name_on(raw: u32, gfx: $crate::regs::Gfx) -> Option<&'static str> {
                    match (raw, gfx) {
                        $( ($pv, $($crate::regs::Gfx::$pg)|+) => open_enum!(@name $pn), )*
                        _ => Self::name_of(raw),
                    }
                }
            }
        )?

        impl $name {
            /// How a register or packet field of this type reads.
            pub const KIND: $crate::regs::FieldKind =
                open_enum!(@kind $name [$($($pv)*)?]);
        }

        $(#[$meta])*
        #[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
        #[repr(transparent)]
        $vis struct $name($repr);

        #[allow(missing_docs, non_upper_case_globals)]
        impl $name {
            $( $(#[$vmeta])* pub const $var: Self = Self($val); )*
        }

        impl $name {
            /// Width of the hardware field in bits.
            pub const BITS: u32 = $bits;
            /// Every value with an AMD name, in declaration order.
            pub const ALL: &'static [Self] = &[$(Self::$var),*];
            const MASK: $repr = ((1u64 << $bits) - 1) as $repr;

            /// The value from raw field bits, masked to [`Self::BITS`]; never fails.
            pub const fn from_bits(bits: $repr) -> Self {
                Self(bits & Self::MASK)
            }

            /// The value from a raw number, or `None` if it does not fit in [`Self::BITS`].
            pub const fn new_checked(value: u32) -> Option<Self> {
                if value > Self::MASK as u32 {
                    None
                } else {
                    Some(Self(value as $repr))
                }
            }

            /// The raw field bits.
            pub const fn into_bits(self) -> $repr {
                self.0
            }

            /// The raw value widened to `u32`.
            pub const fn raw(self) -> u32 {
                self.0 as u32
            }

            /// AMD's name for the value, or `None` for a value AMD does not name.
            pub const fn name(self) -> Option<&'static str> {
                $( if self.0 == $val { return Some(stringify!($var)); } )*
                None
            }

            /// AMD's name for a raw field value, or `None` if AMD does not name it
            /// or it does not fit in [`Self::BITS`] (a `fn` for field tables).
            pub const fn name_of(raw: u32) -> Option<&'static str> {
                match Self::new_checked(raw) {
                    Some(v) => v.name(),
                    None => None,
                }
            }

            /// Whether AMD names this value. Inlined, so that a setter given
            /// a constant checks it at compile time.
            #[inline]
            pub const fn is_known(self) -> bool {
                self.name().is_some()
            }
        }

        impl core::fmt::Debug for $name {
            fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
                match self.name() {
                    Some(n) => f.write_str(n),
                    None => write!(f, concat!(stringify!($name), "({:#x})"), self.0),
                }
            }
        }

        impl core::fmt::Display for $name {
            fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
                match self.name() {
                    Some(n) => f.write_str(n),
                    None => write!(f, "{:#x}", self.0),
                }
            }
        }
    };
}

/// `?` for `const fn`: unwraps the `Ok` of a `Result` or returns its error
/// from the enclosing function (the error type unchanged).
macro_rules! ctry {
    ($e:expr) => {
        match $e {
            Ok(v) => v,
            Err(e) => return Err(e),
        }
    };
}

/// The address half of a module error with an `Address(AddressError)`
/// variant: `From<AddressError>`, and the module's `check_address`, which is
/// [`regs::check_address`](crate::regs::check_address) returning the module
/// error (so `const fn` builders need no conversion of their own).
///
/// ```ignore
/// address_error!(Error);
/// ```
macro_rules! address_error {
    ($error:ident) => {
        impl From<$crate::regs::AddressError> for $error {
            fn from(e: $crate::regs::AddressError) -> Self {
                $error::Address(e)
            }
        }

        /// [`regs::check_address`](crate::regs::check_address) with this
        /// module's error.
        #[inline]
        pub(crate) const fn check_address(
            field: &'static str,
            address: u64,
            align: u32,
            bits: u32,
        ) -> Result<(), $error> {
            match $crate::regs::check_address(field, address, align, bits) {
                Ok(()) => Ok(()),
                Err(e) => Err($error::Address(e)),
            }
        }
    };
}

/// `Debug` as derived for a struct holding GPU addresses, with those printed
/// in hex ([`Hex`]): the fields in order, each address marked `: hex`
/// (a `u64`, an `Option` of one, or a `(u64, T)` pair), as in
/// `debug_hex!(Type { format, address: hex, slices })`. The older form
/// `debug_hex!(Type { address, ...; other, ... })` lists the addresses first.
macro_rules! debug_hex {
    ($ty:ident { $($hex:ident),+; $($plain:ident),* }) => {
        debug_hex!($ty { $($hex: hex,)+ $($plain),* });
    };
    ($ty:ident { $($field:ident $(: $hex:ident)?),+ $(,)? }) => {
        impl core::fmt::Debug for $ty {
            /// As derived, with addresses in hex.
            fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
                f.debug_struct(stringify!($ty))
                    $(.field(stringify!($field), &debug_hex!(@value self.$field $(, $hex)?)))+
                    .finish()
            }
        }
    };
    (@value $v:expr) => { $v };
    (@value $v:expr, hex) => { $crate::macros::AsHex::as_hex(&$v) };
}

/// A value holding GPU addresses, shown with the addresses in hex.
pub(crate) trait AsHex {
    /// What `Debug` prints.
    type Shown: core::fmt::Debug;
    /// The value with its addresses wrapped in [`Hex`].
    fn as_hex(&self) -> Self::Shown;
}

impl AsHex for u64 {
    type Shown = Hex;
    fn as_hex(&self) -> Hex {
        Hex(*self)
    }
}

impl<T: AsHex> AsHex for Option<T> {
    type Shown = Option<T::Shown>;
    fn as_hex(&self) -> Self::Shown {
        self.as_ref().map(AsHex::as_hex)
    }
}

impl<T: Copy + core::fmt::Debug> AsHex for (u64, T) {
    type Shown = (Hex, T);
    fn as_hex(&self) -> (Hex, T) {
        (Hex(self.0), self.1)
    }
}

/// An address printed as `0x…` by `Debug`, for the hand-written `Debug`
/// impls of the types that hold GPU addresses.
#[derive(Clone, Copy)]
pub(crate) struct Hex(pub(crate) u64);

impl core::fmt::Debug for Hex {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        write!(f, "{:#x}", self.0)
    }
}

/// `Display` for an enum from one message a variant: each arm is a pattern
/// (with an optional `if` guard, to pick among messages of one variant), a
/// format string and its arguments, as `write!` takes them; a wrapped error
/// is shown as `"{e}"`.
///
/// ```ignore
/// display_messages!(Error {
///     Error::NotGnf => "not a GNF file";
///     Error::BadField { field, value } => "GNF {field} {value} is not allowed";
///     Error::Desc(e) => "{e}";
/// });
/// ```
macro_rules! display_messages {
    ($ty:ident { $($pat:pat $(if $guard:expr)? => $fmt:literal $(, $arg:expr)*;)+ }) => {
        impl core::fmt::Display for $ty {
            fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
                match *self {
                    $($pat $(if $guard)? => write!(f, $fmt $(, $arg)*),)+
                }
            }
        }
    };
}

/// `From` for each error a module error wraps in a variant of its own, as in
/// `wrap_errors!(Error { Desc(desc::Error), Tiling(tiling::Error) })`. With
/// `sources of` before the error's name it also implements
/// `core::error::Error` with the wrapped errors as each variant's `source`.
macro_rules! wrap_errors {
    (sources of $error:ident { $($variant:ident($ty:ty)),+ $(,)? }) => {
        impl core::error::Error for $error {
            fn source(&self) -> Option<&(dyn core::error::Error + 'static)> {
                match self {
                    $($error::$variant(e) => Some(e),)+
                    _ => None,
                }
            }
        }

        wrap_errors!($error { $($variant($ty)),+ });
    };
    ($error:ident { $($variant:ident($ty:ty)),+ $(,)? }) => {
        $(
            impl From<$ty> for $error {
                fn from(e: $ty) -> Self {
                    $error::$variant(e)
                }
            }
        )+
    };
}

/// By-value builder setters, each `name(field: Type)` setting the field of
/// that name and returning the value, with its docs:
///
/// ```ignore
/// impl Options {
///     builder_setters! {
///         /// With sRGB on or off.
///         with_srgb(srgb: bool);
///     }
/// }
/// ```
macro_rules! builder_setters {
    ($($(#[$doc:meta])* $name:ident($field:ident: $ty:ty);)+) => {
        $(
            $(#[$doc])*
            pub const fn $name(mut self, $field: $ty) -> Self {
                self.$field = $field;
                self
            }
        )+
    };
}
