//! The field setters of every `#[bitfield]` word: `with_x` / `set_x` keep
//! the value's bits that fit the field and drop the rest; `with_x_checked` /
//! `set_x_checked` refuse a value that does not fit with a `FieldOverflow`
//! and leave the word as it was.
//!
//! [`check`] computes what every setter must give from the field's bit range
//! alone (not from the crate's constants); `setters_generated.rs` calls it
//! for every register, descriptor and packet field word of the spec, the
//! table below for the hand-written PM4 and tiling words.

use gcn::regs::FieldOverflow;

/// One field: upper-case name, position and the bits its Rust type carries
/// (`bool` 1, `u16` 16, an enumeration the width it is declared with,
/// which may exceed the field's).
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
        <$e>::BITS
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

/// [`field!`] for each line `Type, "NAME", lsb, width, [kind], setters...;`.
macro_rules! fields {
    ($($ty:ty, $name:literal, $lsb:literal, $width:literal, [$($kind:tt)+], $with:ident, $with_c:ident, $set:ident, $set_c:ident;)*) => {
        $($crate::setters::field!($ty, $name, $lsb, $width, [$($kind)+], $with, $with_c, $set, $set_c);)*
    };
}
pub(crate) use fields;

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

/// Every setter of the hand-written words (the generated PM4 packet words are
/// in `setters_generated.rs`): the packet headers, `CP_COHER_CNTL` (bit
/// ranges as the spec gives them) and the tiling `SurfaceFlags`.
#[test]
fn pm4_and_tiling_word_setters() {
    use gcn::pm4::*;
    use gcn::tiling::surface::SurfaceFlags;
    fields! {
        CoherCntl, "DEST_BASE_0_ENA", 0, 1, [bool], with_dest_base_0_ena, with_dest_base_0_ena_checked, set_dest_base_0_ena, set_dest_base_0_ena_checked;
        CoherCntl, "DEST_BASE_1_ENA", 1, 1, [bool], with_dest_base_1_ena, with_dest_base_1_ena_checked, set_dest_base_1_ena, set_dest_base_1_ena_checked;
        CoherCntl, "CB0_DEST_BASE_ENA", 6, 1, [bool], with_cb0_dest_base_ena, with_cb0_dest_base_ena_checked, set_cb0_dest_base_ena, set_cb0_dest_base_ena_checked;
        CoherCntl, "CB1_DEST_BASE_ENA", 7, 1, [bool], with_cb1_dest_base_ena, with_cb1_dest_base_ena_checked, set_cb1_dest_base_ena, set_cb1_dest_base_ena_checked;
        CoherCntl, "CB2_DEST_BASE_ENA", 8, 1, [bool], with_cb2_dest_base_ena, with_cb2_dest_base_ena_checked, set_cb2_dest_base_ena, set_cb2_dest_base_ena_checked;
        CoherCntl, "CB3_DEST_BASE_ENA", 9, 1, [bool], with_cb3_dest_base_ena, with_cb3_dest_base_ena_checked, set_cb3_dest_base_ena, set_cb3_dest_base_ena_checked;
        CoherCntl, "CB4_DEST_BASE_ENA", 10, 1, [bool], with_cb4_dest_base_ena, with_cb4_dest_base_ena_checked, set_cb4_dest_base_ena, set_cb4_dest_base_ena_checked;
        CoherCntl, "CB5_DEST_BASE_ENA", 11, 1, [bool], with_cb5_dest_base_ena, with_cb5_dest_base_ena_checked, set_cb5_dest_base_ena, set_cb5_dest_base_ena_checked;
        CoherCntl, "CB6_DEST_BASE_ENA", 12, 1, [bool], with_cb6_dest_base_ena, with_cb6_dest_base_ena_checked, set_cb6_dest_base_ena, set_cb6_dest_base_ena_checked;
        CoherCntl, "CB7_DEST_BASE_ENA", 13, 1, [bool], with_cb7_dest_base_ena, with_cb7_dest_base_ena_checked, set_cb7_dest_base_ena, set_cb7_dest_base_ena_checked;
        CoherCntl, "DB_DEST_BASE_ENA", 14, 1, [bool], with_db_dest_base_ena, with_db_dest_base_ena_checked, set_db_dest_base_ena, set_db_dest_base_ena_checked;
        CoherCntl, "TCL1_VOL_ACTION_ENA", 15, 1, [bool], with_tcl1_vol_action_ena, with_tcl1_vol_action_ena_checked, set_tcl1_vol_action_ena, set_tcl1_vol_action_ena_checked;
        CoherCntl, "TC_VOL_ACTION_ENA", 16, 1, [bool], with_tc_vol_action_ena, with_tc_vol_action_ena_checked, set_tc_vol_action_ena, set_tc_vol_action_ena_checked;
        CoherCntl, "TC_WB_ACTION_ENA", 18, 1, [bool], with_tc_wb_action_ena, with_tc_wb_action_ena_checked, set_tc_wb_action_ena, set_tc_wb_action_ena_checked;
        CoherCntl, "DEST_BASE_2_ENA", 19, 1, [bool], with_dest_base_2_ena, with_dest_base_2_ena_checked, set_dest_base_2_ena, set_dest_base_2_ena_checked;
        CoherCntl, "DEST_BASE_3_ENA", 21, 1, [bool], with_dest_base_3_ena, with_dest_base_3_ena_checked, set_dest_base_3_ena, set_dest_base_3_ena_checked;
        CoherCntl, "TCL1_ACTION_ENA", 22, 1, [bool], with_tcl1_action_ena, with_tcl1_action_ena_checked, set_tcl1_action_ena, set_tcl1_action_ena_checked;
        CoherCntl, "TC_ACTION_ENA", 23, 1, [bool], with_tc_action_ena, with_tc_action_ena_checked, set_tc_action_ena, set_tc_action_ena_checked;
        CoherCntl, "CB_ACTION_ENA", 25, 1, [bool], with_cb_action_ena, with_cb_action_ena_checked, set_cb_action_ena, set_cb_action_ena_checked;
        CoherCntl, "DB_ACTION_ENA", 26, 1, [bool], with_db_action_ena, with_db_action_ena_checked, set_db_action_ena, set_db_action_ena_checked;
        CoherCntl, "SH_KCACHE_ACTION_ENA", 27, 1, [bool], with_sh_kcache_action_ena, with_sh_kcache_action_ena_checked, set_sh_kcache_action_ena, set_sh_kcache_action_ena_checked;
        CoherCntl, "SH_KCACHE_VOL_ACTION_ENA", 28, 1, [bool], with_sh_kcache_vol_action_ena, with_sh_kcache_vol_action_ena_checked, set_sh_kcache_vol_action_ena, set_sh_kcache_vol_action_ena_checked;
        CoherCntl, "SH_ICACHE_ACTION_ENA", 29, 1, [bool], with_sh_icache_action_ena, with_sh_icache_action_ena_checked, set_sh_icache_action_ena, set_sh_icache_action_ena_checked;
        Type3Header, "PREDICATE", 0, 1, [bool], with_predicate, with_predicate_checked, set_predicate, set_predicate_checked;
        Type3Header, "SHADER_TYPE", 1, 1, [enum ShaderType], with_shader_type, with_shader_type_checked, set_shader_type, set_shader_type_checked;
        Type3Header, "OPCODE", 8, 8, [enum Opcode], with_opcode, with_opcode_checked, set_opcode, set_opcode_checked;
        Type3Header, "COUNT", 16, 14, [u16], with_count, with_count_checked, set_count, set_count_checked;
        Type3Header, "PACKET_TYPE", 30, 2, [enum PacketType], with_packet_type, with_packet_type_checked, set_packet_type, set_packet_type_checked;
        Type0Header, "BASE_INDEX", 0, 15, [u16], with_base_index, with_base_index_checked, set_base_index, set_base_index_checked;
        Type0Header, "ONE_REG_WR", 15, 1, [bool], with_one_reg_wr, with_one_reg_wr_checked, set_one_reg_wr, set_one_reg_wr_checked;
        Type0Header, "COUNT", 16, 14, [u16], with_count, with_count_checked, set_count, set_count_checked;
        Type0Header, "PACKET_TYPE", 30, 2, [enum PacketType], with_packet_type, with_packet_type_checked, set_packet_type, set_packet_type_checked;
        SurfaceFlags, "COLOR", 0, 1, [bool], with_color, with_color_checked, set_color, set_color_checked;
        SurfaceFlags, "DEPTH", 1, 1, [bool], with_depth, with_depth_checked, set_depth, set_depth_checked;
        SurfaceFlags, "STENCIL", 2, 1, [bool], with_stencil, with_stencil_checked, set_stencil, set_stencil_checked;
        SurfaceFlags, "TEXTURE", 3, 1, [bool], with_texture, with_texture_checked, set_texture, set_texture_checked;
        SurfaceFlags, "CUBE", 4, 1, [bool], with_cube, with_cube_checked, set_cube, set_cube_checked;
        SurfaceFlags, "VOLUME", 5, 1, [bool], with_volume, with_volume_checked, set_volume, set_volume_checked;
        SurfaceFlags, "FMASK", 6, 1, [bool], with_fmask, with_fmask_checked, set_fmask, set_fmask_checked;
        SurfaceFlags, "CUBE_AS_ARRAY", 7, 1, [bool], with_cube_as_array, with_cube_as_array_checked, set_cube_as_array, set_cube_as_array_checked;
        SurfaceFlags, "COMPRESS_Z", 8, 1, [bool], with_compress_z, with_compress_z_checked, set_compress_z, set_compress_z_checked;
        SurfaceFlags, "OVERLAY", 9, 1, [bool], with_overlay, with_overlay_checked, set_overlay, set_overlay_checked;
        SurfaceFlags, "NO_STENCIL", 10, 1, [bool], with_no_stencil, with_no_stencil_checked, set_no_stencil, set_no_stencil_checked;
        SurfaceFlags, "DISPLAY", 11, 1, [bool], with_display, with_display_checked, set_display, set_display_checked;
        SurfaceFlags, "OPT4_SPACE", 12, 1, [bool], with_opt4_space, with_opt4_space_checked, set_opt4_space, set_opt4_space_checked;
        SurfaceFlags, "PRT", 13, 1, [bool], with_prt, with_prt_checked, set_prt, set_prt_checked;
        SurfaceFlags, "QB_STEREO", 14, 1, [bool], with_qb_stereo, with_qb_stereo_checked, set_qb_stereo, set_qb_stereo_checked;
        SurfaceFlags, "POW2_PAD", 15, 1, [bool], with_pow2_pad, with_pow2_pad_checked, set_pow2_pad, set_pow2_pad_checked;
        SurfaceFlags, "INTERLEAVED", 16, 1, [bool], with_interleaved, with_interleaved_checked, set_interleaved, set_interleaved_checked;
    }
}
