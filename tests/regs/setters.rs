//! The field setters of every `#[bitfield]` word: `with_x` / `set_x` keep
//! the value's bits that fit the field and drop the rest; `with_x_checked` /
//! `set_x_checked` refuse a value that does not fit with a `FieldOverflow`
//! and leave the word as it was.
//!
//! [`check`] computes what every setter must give from the field's bit range
//! alone (not from the crate's constants); `setters_generated.rs` calls it
//! for every register and descriptor field of the spec, the table below for
//! the hand-written PM4 and tiling words.

use gcn::regs::FieldOverflow;

/// One field: upper-case name, position and the bits its Rust type carries
/// (`bool` 1, `u16` 16, an enumeration its field width).
pub struct Case {
    pub name: &'static str,
    pub lsb: u32,
    pub width: u32,
    pub ty_bits: u32,
}

/// The four setters of a field, each from a base word and a value (cut to
/// the field's Rust type by the caller as `as` does).
pub struct Setters {
    pub with: fn(u32, u64) -> u32,
    pub with_checked: fn(u32, u64) -> Result<u32, FieldOverflow>,
    pub set: fn(u32, u64) -> u32,
    pub set_checked: fn(u32, u64) -> (Result<(), FieldOverflow>, u32),
}

fn ones(bits: u32) -> u64 {
    u64::MAX.checked_shr(64 - bits).unwrap_or(0)
}

/// Checks the four setters of `c` on values wider than the field, exactly
/// as wide, and zero, over several base words.
pub fn check(ty: &str, c: &Case, s: &Setters) {
    assert!(
        c.width >= 1 && c.lsb + c.width <= 32,
        "{ty}.{}: bad bit range",
        c.name
    );
    let field_max = ones(c.width);
    let spec_mask = (field_max << c.lsb) as u32;
    let ty_mask = ones(c.ty_bits);
    for v in [u64::MAX, field_max + 1, field_max, 0x5555_5555_5555_5555, 0] {
        let typed = v & ty_mask;
        let fits = typed <= field_max;
        let want_field = (typed & field_max) as u32;
        for base in [0, u32::MAX, 0xA5C3_3C5A] {
            let want = (base & !spec_mask) | (want_field << c.lsb);
            let at = format!("{ty}.{} base {base:#x} value {v:#x}", c.name);
            assert_eq!((s.with)(base, v), want, "with: {at}");
            assert_eq!((s.set)(base, v), want, "set: {at}");
            let overflow = FieldOverflow {
                field: c.name,
                bits: c.width,
                value: typed,
            };
            match (s.with_checked)(base, v) {
                Ok(word) => {
                    assert!(fits, "with_checked accepted: {at}");
                    assert_eq!(word, want, "with_checked: {at}");
                }
                Err(e) => {
                    assert!(!fits, "with_checked refused: {at}");
                    assert_eq!(e, overflow, "with_checked: {at}");
                }
            }
            match (s.set_checked)(base, v) {
                (Ok(()), word) => {
                    assert!(fits, "set_checked accepted: {at}");
                    assert_eq!(word, want, "set_checked: {at}");
                }
                (Err(e), word) => {
                    assert!(!fits, "set_checked refused: {at}");
                    assert_eq!(e, overflow, "set_checked: {at}");
                    assert_eq!(word, base, "set_checked changed the word: {at}");
                }
            }
        }
    }
}

/// The bits a field's Rust type carries.
macro_rules! ty_bits {
    (bool, $w:expr) => {
        1
    };
    (u8, $w:expr) => {
        8
    };
    (u16, $w:expr) => {
        16
    };
    (u32, $w:expr) => {
        32
    };
    (f32, $w:expr) => {
        32
    };
    (enum $e:ty, $w:expr) => {
        $w
    };
}
pub(crate) use ty_bits;

/// The value `$v: u64` as the field's Rust type.
macro_rules! conv {
    (bool, $v:expr) => {
        ($v & 1) != 0
    };
    (u8, $v:expr) => {
        $v as u8
    };
    (u16, $v:expr) => {
        $v as u16
    };
    (u32, $v:expr) => {
        $v as u32
    };
    (f32, $v:expr) => {
        f32::from_bits($v as u32)
    };
    (enum $e:ty, $v:expr) => {
        <$e>::from_bits($v as _)
    };
}
pub(crate) use conv;

/// [`check`] for field `$name` of word type `$ty` at bits `$lsb..$lsb + $width`.
macro_rules! field {
    ($ty:ty, $name:literal, $lsb:literal, $width:literal, [$($kind:tt)+], $with:ident, $with_c:ident, $set:ident, $set_c:ident) => {{
        $crate::setters::check(
            stringify!($ty),
            &$crate::setters::Case {
                name: $name,
                lsb: $lsb,
                width: $width,
                ty_bits: $crate::setters::ty_bits!($($kind)+, $width),
            },
            &$crate::setters::Setters {
                with: |w, v| <$ty>::from_bits(w).$with($crate::setters::conv!($($kind)+, v)).into_bits(),
                with_checked: |w, v| {
                    <$ty>::from_bits(w)
                        .$with_c($crate::setters::conv!($($kind)+, v))
                        .map(|r| r.into_bits())
                },
                set: |w, v| {
                    let mut r = <$ty>::from_bits(w);
                    r.$set($crate::setters::conv!($($kind)+, v));
                    r.into_bits()
                },
                set_checked: |w, v| {
                    let mut r = <$ty>::from_bits(w);
                    let res = r.$set_c($crate::setters::conv!($($kind)+, v));
                    (res, r.into_bits())
                },
            },
        );
    }};
}
pub(crate) use field;

/// The setters named in the crate's no-panic promise: out-of-range values
/// are masked by the plain setters and refused by the checked ones.
#[test]
fn out_of_range_values_are_masked_or_refused() {
    use gcn::pm4::IbControl;
    use gcn::regs::{CbColorNPitch, DbDepthSize};

    // TILE_MAX is 11 bits: 0x800 keeps none of its bits.
    let pitch = CbColorNPitch::<0>::new().with_tile_max(0x800);
    assert_eq!(pitch.into_bits(), 0);
    assert_eq!(
        CbColorNPitch::<0>::new().with_tile_max(0xFFF).into_bits(),
        0x7FF
    );
    assert_eq!(
        CbColorNPitch::<0>::new().with_tile_max_checked(0x800),
        Err(FieldOverflow {
            field: "TILE_MAX",
            bits: 11,
            value: 0x800
        })
    );
    let mut p = CbColorNPitch::<0>::new().with_tile_max(5);
    assert!(p.set_tile_max_checked(0x800).is_err());
    assert_eq!(p.tile_max(), 5);

    // DB_DEPTH_SIZE.PITCH_TILE_MAX is bits 0..=10.
    let size = DbDepthSize::new().with_pitch_tile_max(0xFFFF);
    assert_eq!(size.into_bits(), 0x7FF);
    assert_eq!(size.height_tile_max(), 0);
    let err = DbDepthSize::new()
        .with_pitch_tile_max_checked(0xFFFF)
        .unwrap_err();
    assert_eq!(
        err,
        FieldOverflow {
            field: "PITCH_TILE_MAX",
            bits: 11,
            value: 0xFFFF
        }
    );
    assert_eq!(
        err.to_string(),
        "PITCH_TILE_MAX 0xffff does not fit in 11 bits"
    );
    let top: gcn::Error = err.into();
    assert_eq!(top, gcn::Error::Field(err));
    assert_eq!(top.to_string(), err.to_string());

    // IB_SIZE is 20 bits: 1 << 20 keeps none of its bits, CHAIN (bit 20) stays clear.
    let ib = IbControl::new().with_ib_size(1 << 20);
    assert_eq!(ib.into_bits(), 0);
    assert!(!ib.chain());
    assert_eq!(
        IbControl::new().with_ib_size_checked(1 << 20),
        Err(FieldOverflow {
            field: "IB_SIZE",
            bits: 20,
            value: 1 << 20
        })
    );
    assert_eq!(
        IbControl::new()
            .with_ib_size_checked(0xF_FFFF)
            .map(IbControl::into_bits),
        Ok(0xF_FFFF)
    );
}
