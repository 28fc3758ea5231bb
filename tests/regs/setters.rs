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

/// Every setter of the hand-written words: the PM4 packet words (bit ranges
/// as the spec's `pm4.packets` and their documentation give them) and the
/// tiling `SurfaceFlags`.
#[test]
fn pm4_and_tiling_word_setters() {
    use gcn::pm4::*;
    use gcn::tiling::surface::SurfaceFlags;
    fields! {
        ConstRamNumDwords, "NUM_DWORDS", 0, 15, [u16], with_num_dwords, with_num_dwords_checked, set_num_dwords, set_num_dwords_checked;
        ConstRamOffset, "OFFSET", 0, 16, [u16], with_offset, with_offset_checked, set_offset, set_offset_checked;
        DumpConstRamControl, "OFFSET", 0, 16, [u16], with_offset, with_offset_checked, set_offset, set_offset_checked;
        DumpConstRamControl, "CACHE_POLICY", 25, 2, [enum CachePolicy], with_cache_policy, with_cache_policy_checked, set_cache_policy, set_cache_policy_checked;
        IncrementCeCounterWord, "INC_CE_COUNTER", 0, 1, [bool], with_inc_ce_counter, with_inc_ce_counter_checked, set_inc_ce_counter, set_inc_ce_counter_checked;
        IncrementCeCounterWord, "INC_CS_COUNTER", 1, 1, [bool], with_inc_cs_counter, with_inc_cs_counter_checked, set_inc_cs_counter, set_inc_cs_counter_checked;
        WaitOnCeCounterWord, "CONTROL", 0, 1, [bool], with_control, with_control_checked, set_control, set_control_checked;
        WaitOnCeCounterWord, "FORCE_SYNC", 1, 1, [bool], with_force_sync, with_force_sync_checked, set_force_sync, set_force_sync_checked;
        WaitOnCeCounterWord, "VOLATILE", 27, 1, [bool], with_volatile, with_volatile_checked, set_volatile, set_volatile_checked;
        IbControl, "IB_SIZE", 0, 20, [u32], with_ib_size, with_ib_size_checked, set_ib_size, set_ib_size_checked;
        IbControl, "CHAIN", 20, 1, [bool], with_chain, with_chain_checked, set_chain, set_chain_checked;
        IbControl, "OFF_LOAD_POLLING", 21, 1, [bool], with_off_load_polling, with_off_load_polling_checked, set_off_load_polling, set_off_load_polling_checked;
        IbControl, "VOLATILE", 22, 1, [bool], with_volatile, with_volatile_checked, set_volatile, set_volatile_checked;
        IbControl, "VALID", 23, 1, [bool], with_valid, with_valid_checked, set_valid, set_valid_checked;
        IbControl, "VMID", 24, 4, [u8], with_vmid, with_vmid_checked, set_vmid, set_vmid_checked;
        IbControl, "CACHE_POLICY", 28, 2, [enum CachePolicy], with_cache_policy, with_cache_policy_checked, set_cache_policy, set_cache_policy_checked;
        SetPredicationControl, "START_ADDR_HI", 0, 8, [u8], with_start_addr_hi, with_start_addr_hi_checked, set_start_addr_hi, set_start_addr_hi_checked;
        SetPredicationControl, "PREDICATION_BOOLEAN", 8, 1, [enum SetPredicationBoolean], with_predication_boolean, with_predication_boolean_checked, set_predication_boolean, set_predication_boolean_checked;
        SetPredicationControl, "HINT", 12, 1, [enum SetPredicationHint], with_hint, with_hint_checked, set_hint, set_hint_checked;
        SetPredicationControl, "PRED_OP", 16, 3, [enum SetPredicationPredOp], with_pred_op, with_pred_op_checked, set_pred_op, set_pred_op_checked;
        SetPredicationControl, "CONTINUE_PREDICATE", 31, 1, [bool], with_continue_predicate, with_continue_predicate_checked, set_continue_predicate, set_continue_predicate_checked;
        CondExecAddrHi, "BOOL_ADDR_HI", 0, 16, [u16], with_bool_addr_hi, with_bool_addr_hi_checked, set_bool_addr_hi, set_bool_addr_hi_checked;
        CondExecAddrHi, "COMMAND", 28, 4, [u8], with_command, with_command_checked, set_command, set_command_checked;
        CondExecControl, "CONTROL", 28, 4, [u8], with_control, with_control_checked, set_control, set_control_checked;
        CondExecCount, "EXEC_COUNT", 0, 14, [u16], with_exec_count, with_exec_count_checked, set_exec_count, set_exec_count_checked;
        SetBaseWord, "BASE_INDEX", 0, 4, [enum SetBaseIndex], with_base_index, with_base_index_checked, set_base_index, set_base_index_checked;
        StrmoutControl, "STORE_BUFFER_FILLED_SIZE", 0, 1, [bool], with_store_buffer_filled_size, with_store_buffer_filled_size_checked, set_store_buffer_filled_size, set_store_buffer_filled_size_checked;
        StrmoutControl, "OFFSET_SOURCE_SELECT", 1, 2, [enum StrmoutOffsetSource], with_offset_source_select, with_offset_source_select_checked, set_offset_source_select, set_offset_source_select_checked;
        StrmoutControl, "DATA_TYPE", 7, 1, [enum StrmoutDataType], with_data_type, with_data_type_checked, set_data_type, set_data_type_checked;
        StrmoutControl, "BUFFER_SELECT", 8, 2, [u8], with_buffer_select, with_buffer_select_checked, set_buffer_select, set_buffer_select_checked;
        IndexTypeWord, "INDEX_TYPE", 0, 2, [enum IndexType], with_index_type, with_index_type_checked, set_index_type, set_index_type_checked;
        IndexTypeWord, "SWAP_MODE", 2, 2, [enum IndexSwapMode], with_swap_mode, with_swap_mode_checked, set_swap_mode, set_swap_mode_checked;
        IndexBaseHi, "ADDR_HI", 0, 16, [u16], with_addr_hi, with_addr_hi_checked, set_addr_hi, set_addr_hi_checked;
        IndexBaseHi, "BASE_SELECT", 30, 2, [enum IndexBaseSelect], with_base_select, with_base_select_checked, set_base_select, set_base_select_checked;
        ShRegLoc, "LOC", 0, 16, [u16], with_loc, with_loc_checked, set_loc, set_loc_checked;
        DrawIndexLoc, "DRAW_INDEX_LOC", 0, 16, [u16], with_draw_index_loc, with_draw_index_loc_checked, set_draw_index_loc, set_draw_index_loc_checked;
        DrawIndexLoc, "COUNT_INDIRECT_ENABLE", 30, 1, [bool], with_count_indirect_enable, with_count_indirect_enable_checked, set_count_indirect_enable, set_count_indirect_enable_checked;
        DrawIndexLoc, "DRAW_INDEX_ENABLE", 31, 1, [bool], with_draw_index_enable, with_draw_index_enable_checked, set_draw_index_enable, set_draw_index_enable_checked;
        MultiAutoWord, "INDEX_OFFSET", 0, 16, [u16], with_index_offset, with_index_offset_checked, set_index_offset, set_index_offset_checked;
        MultiAutoWord, "PRIM_TYPE", 16, 5, [u8], with_prim_type, with_prim_type_checked, set_prim_type, set_prim_type_checked;
        MultiAutoWord, "INDEX_COUNT", 21, 11, [u16], with_index_count, with_index_count_checked, set_index_count, set_index_count_checked;
        AddressHi16, "ADDRESS_HI", 0, 16, [u16], with_address_hi, with_address_hi_checked, set_address_hi, set_address_hi_checked;
        EventWriteWord, "EVENT_TYPE", 0, 6, [enum EventType], with_event_type, with_event_type_checked, set_event_type, set_event_type_checked;
        EventWriteWord, "EVENT_INDEX", 8, 4, [enum EventIndex], with_event_index, with_event_index_checked, set_event_index, set_event_index_checked;
        EventWriteWord, "INVALIDATE_L2", 20, 1, [bool], with_invalidate_l2, with_invalidate_l2_checked, set_invalidate_l2, set_invalidate_l2_checked;
        EventWriteWord, "ATC", 24, 1, [bool], with_atc, with_atc_checked, set_atc, set_atc_checked;
        EventWriteWord, "OFFLOAD_ENABLE", 31, 1, [bool], with_offload_enable, with_offload_enable_checked, set_offload_enable, set_offload_enable_checked;
        EventWriteEopWord, "EVENT_TYPE", 0, 6, [enum EventType], with_event_type, with_event_type_checked, set_event_type, set_event_type_checked;
        EventWriteEopWord, "EVENT_INDEX", 8, 4, [enum EventIndex], with_event_index, with_event_index_checked, set_event_index, set_event_index_checked;
        EventWriteEopWord, "TCL1_VOL_ACTION_ENA", 12, 1, [bool], with_tcl1_vol_action_ena, with_tcl1_vol_action_ena_checked, set_tcl1_vol_action_ena, set_tcl1_vol_action_ena_checked;
        EventWriteEopWord, "TC_VOL_ACTION_ENA", 13, 1, [bool], with_tc_vol_action_ena, with_tc_vol_action_ena_checked, set_tc_vol_action_ena, set_tc_vol_action_ena_checked;
        EventWriteEopWord, "TC_WB_ACTION_ENA", 15, 1, [bool], with_tc_wb_action_ena, with_tc_wb_action_ena_checked, set_tc_wb_action_ena, set_tc_wb_action_ena_checked;
        EventWriteEopWord, "TCL1_ACTION_ENA", 16, 1, [bool], with_tcl1_action_ena, with_tcl1_action_ena_checked, set_tcl1_action_ena, set_tcl1_action_ena_checked;
        EventWriteEopWord, "TC_ACTION_ENA", 17, 1, [bool], with_tc_action_ena, with_tc_action_ena_checked, set_tc_action_ena, set_tc_action_ena_checked;
        EventWriteEopWord, "INVALIDATE_L2", 20, 1, [bool], with_invalidate_l2, with_invalidate_l2_checked, set_invalidate_l2, set_invalidate_l2_checked;
        EventWriteEopWord, "ATC", 24, 1, [bool], with_atc, with_atc_checked, set_atc, set_atc_checked;
        EventWriteEopWord, "CACHE_POLICY", 25, 2, [enum CachePolicy], with_cache_policy, with_cache_policy_checked, set_cache_policy, set_cache_policy_checked;
        EventWriteEopWord, "VOLATILE", 27, 1, [bool], with_volatile, with_volatile_checked, set_volatile, set_volatile_checked;
        EopAddressHi, "ADDRESS_HI", 0, 16, [u16], with_address_hi, with_address_hi_checked, set_address_hi, set_address_hi_checked;
        EopAddressHi, "INT_SEL", 24, 2, [enum EopIntSel], with_int_sel, with_int_sel_checked, set_int_sel, set_int_sel_checked;
        EopAddressHi, "DATA_SEL", 29, 3, [enum EopDataSel], with_data_sel, with_data_sel_checked, set_data_sel, set_data_sel_checked;
        EosAddressHi, "ADDRESS_HI", 0, 16, [u16], with_address_hi, with_address_hi_checked, set_address_hi, set_address_hi_checked;
        EosAddressHi, "COMMAND", 29, 3, [enum EosCommand], with_command, with_command_checked, set_command, set_command_checked;
        GdsData, "GDS_INDEX", 0, 16, [u16], with_gds_index, with_gds_index_checked, set_gds_index, set_gds_index_checked;
        GdsData, "SIZE", 16, 16, [u16], with_size, with_size_checked, set_size, set_size_checked;
        ReleaseMemWord, "EVENT_TYPE", 0, 6, [enum EventType], with_event_type, with_event_type_checked, set_event_type, set_event_type_checked;
        ReleaseMemWord, "EVENT_INDEX", 8, 4, [enum EventIndex], with_event_index, with_event_index_checked, set_event_index, set_event_index_checked;
        ReleaseMemWord, "TCL1_VOL_ACTION_ENA", 12, 1, [bool], with_tcl1_vol_action_ena, with_tcl1_vol_action_ena_checked, set_tcl1_vol_action_ena, set_tcl1_vol_action_ena_checked;
        ReleaseMemWord, "TC_VOL_ACTION_ENA", 13, 1, [bool], with_tc_vol_action_ena, with_tc_vol_action_ena_checked, set_tc_vol_action_ena, set_tc_vol_action_ena_checked;
        ReleaseMemWord, "TC_WB_ACTION_ENA", 15, 1, [bool], with_tc_wb_action_ena, with_tc_wb_action_ena_checked, set_tc_wb_action_ena, set_tc_wb_action_ena_checked;
        ReleaseMemWord, "TCL1_ACTION_ENA", 16, 1, [bool], with_tcl1_action_ena, with_tcl1_action_ena_checked, set_tcl1_action_ena, set_tcl1_action_ena_checked;
        ReleaseMemWord, "TC_ACTION_ENA", 17, 1, [bool], with_tc_action_ena, with_tc_action_ena_checked, set_tc_action_ena, set_tc_action_ena_checked;
        ReleaseMemWord, "CACHE_POLICY", 25, 2, [enum CachePolicy], with_cache_policy, with_cache_policy_checked, set_cache_policy, set_cache_policy_checked;
        ReleaseMemWord, "VOLATILE", 27, 1, [bool], with_volatile, with_volatile_checked, set_volatile, set_volatile_checked;
        ReleaseMemSelect, "DST_SEL", 16, 2, [enum ReleaseMemDstSel], with_dst_sel, with_dst_sel_checked, set_dst_sel, set_dst_sel_checked;
        ReleaseMemSelect, "INT_SEL", 24, 3, [enum EopIntSel], with_int_sel, with_int_sel_checked, set_int_sel, set_int_sel_checked;
        ReleaseMemSelect, "DATA_SEL", 29, 3, [enum EopDataSel], with_data_sel, with_data_sel_checked, set_data_sel, set_data_sel_checked;
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
        CoherCntlWord, "COHER_CNTL", 0, 31, [u32], with_coher_cntl, with_coher_cntl_checked, set_coher_cntl, set_coher_cntl_checked;
        CoherCntlWord, "ENGINE", 31, 1, [enum EnginePfpMe], with_engine, with_engine_checked, set_engine, set_engine_checked;
        CoherSizeHi, "COHER_SIZE_HI", 0, 8, [u8], with_coher_size_hi, with_coher_size_hi_checked, set_coher_size_hi, set_coher_size_hi_checked;
        CoherSizeHi, "COHER_SIZE_HI_RSVD", 8, 16, [u16], with_coher_size_hi_rsvd, with_coher_size_hi_rsvd_checked, set_coher_size_hi_rsvd, set_coher_size_hi_rsvd_checked;
        CoherBaseHi, "COHER_BASE_HI", 0, 24, [u32], with_coher_base_hi, with_coher_base_hi_checked, set_coher_base_hi, set_coher_base_hi_checked;
        PollInterval16, "POLL_INTERVAL", 0, 16, [u16], with_poll_interval, with_poll_interval_checked, set_poll_interval, set_poll_interval_checked;
        Type3Header, "PREDICATE", 0, 1, [bool], with_predicate, with_predicate_checked, set_predicate, set_predicate_checked;
        Type3Header, "SHADER_TYPE", 1, 1, [enum ShaderType], with_shader_type, with_shader_type_checked, set_shader_type, set_shader_type_checked;
        Type3Header, "OPCODE", 8, 8, [enum Opcode], with_opcode, with_opcode_checked, set_opcode, set_opcode_checked;
        Type3Header, "COUNT", 16, 14, [u16], with_count, with_count_checked, set_count, set_count_checked;
        Type3Header, "PACKET_TYPE", 30, 2, [enum PacketType], with_packet_type, with_packet_type_checked, set_packet_type, set_packet_type_checked;
        Type0Header, "BASE_INDEX", 0, 15, [u16], with_base_index, with_base_index_checked, set_base_index, set_base_index_checked;
        Type0Header, "ONE_REG_WR", 15, 1, [bool], with_one_reg_wr, with_one_reg_wr_checked, set_one_reg_wr, set_one_reg_wr_checked;
        Type0Header, "COUNT", 16, 14, [u16], with_count, with_count_checked, set_count, set_count_checked;
        Type0Header, "PACKET_TYPE", 30, 2, [enum PacketType], with_packet_type, with_packet_type_checked, set_packet_type, set_packet_type_checked;
        WaitRegMemControl, "FUNCTION", 0, 3, [enum WaitRegMemFunction], with_function, with_function_checked, set_function, set_function_checked;
        WaitRegMemControl, "MEM_SPACE", 4, 2, [enum WaitRegMemMemSpace], with_mem_space, with_mem_space_checked, set_mem_space, set_mem_space_checked;
        WaitRegMemControl, "OPERATION", 6, 2, [enum WaitRegMemOperation], with_operation, with_operation_checked, set_operation, set_operation_checked;
        WaitRegMemControl, "ENGINE", 8, 2, [enum EngineSelMePfpCe], with_engine, with_engine_checked, set_engine, set_engine_checked;
        WaitRegMemControl, "ATC", 24, 1, [bool], with_atc, with_atc_checked, set_atc, set_atc_checked;
        WaitRegMemControl, "CACHE_POLICY", 25, 2, [enum CachePolicy], with_cache_policy, with_cache_policy_checked, set_cache_policy, set_cache_policy_checked;
        WaitRegMemControl, "VOLATILE", 27, 1, [bool], with_volatile, with_volatile_checked, set_volatile, set_volatile_checked;
        WriteDataControl, "DST_SEL", 8, 4, [enum WriteDataDstSel], with_dst_sel, with_dst_sel_checked, set_dst_sel, set_dst_sel_checked;
        WriteDataControl, "WR_ONE_ADDR", 16, 1, [bool], with_wr_one_addr, with_wr_one_addr_checked, set_wr_one_addr, set_wr_one_addr_checked;
        WriteDataControl, "WR_CONFIRM", 20, 1, [bool], with_wr_confirm, with_wr_confirm_checked, set_wr_confirm, set_wr_confirm_checked;
        WriteDataControl, "ATC", 24, 1, [bool], with_atc, with_atc_checked, set_atc, set_atc_checked;
        WriteDataControl, "CACHE_POLICY", 25, 2, [enum CachePolicy], with_cache_policy, with_cache_policy_checked, set_cache_policy, set_cache_policy_checked;
        WriteDataControl, "VOLATILE", 27, 1, [bool], with_volatile, with_volatile_checked, set_volatile, set_volatile_checked;
        WriteDataControl, "ENGINE_SEL", 30, 2, [enum EngineSelMePfpCe], with_engine_sel, with_engine_sel_checked, set_engine_sel, set_engine_sel_checked;
        CopyDataControl, "SRC_SEL", 0, 4, [enum CopyDataSrcSel], with_src_sel, with_src_sel_checked, set_src_sel, set_src_sel_checked;
        CopyDataControl, "DST_SEL", 8, 4, [enum CopyDataDstSel], with_dst_sel, with_dst_sel_checked, set_dst_sel, set_dst_sel_checked;
        CopyDataControl, "SRC_ATC", 12, 1, [bool], with_src_atc, with_src_atc_checked, set_src_atc, set_src_atc_checked;
        CopyDataControl, "SRC_CACHE_POLICY", 13, 2, [enum CachePolicy], with_src_cache_policy, with_src_cache_policy_checked, set_src_cache_policy, set_src_cache_policy_checked;
        CopyDataControl, "SRC_VOLATILE", 15, 1, [bool], with_src_volatile, with_src_volatile_checked, set_src_volatile, set_src_volatile_checked;
        CopyDataControl, "COUNT_SEL", 16, 1, [enum CopyDataCountSel], with_count_sel, with_count_sel_checked, set_count_sel, set_count_sel_checked;
        CopyDataControl, "WR_CONFIRM", 20, 1, [bool], with_wr_confirm, with_wr_confirm_checked, set_wr_confirm, set_wr_confirm_checked;
        CopyDataControl, "DST_ATC", 24, 1, [bool], with_dst_atc, with_dst_atc_checked, set_dst_atc, set_dst_atc_checked;
        CopyDataControl, "DST_CACHE_POLICY", 25, 2, [enum CachePolicy], with_dst_cache_policy, with_dst_cache_policy_checked, set_dst_cache_policy, set_dst_cache_policy_checked;
        CopyDataControl, "DST_VOLATILE", 27, 1, [bool], with_dst_volatile, with_dst_volatile_checked, set_dst_volatile, set_dst_volatile_checked;
        CopyDataControl, "ENGINE_SEL", 30, 2, [enum EngineSelMePfpCe], with_engine_sel, with_engine_sel_checked, set_engine_sel, set_engine_sel_checked;
        DmaDataControl, "ENGINE", 0, 1, [enum EngineSelMePfp], with_engine, with_engine_checked, set_engine, set_engine_checked;
        DmaDataControl, "SRC_ATC", 12, 1, [bool], with_src_atc, with_src_atc_checked, set_src_atc, set_src_atc_checked;
        DmaDataControl, "SRC_CACHE_POLICY", 13, 2, [enum CachePolicy], with_src_cache_policy, with_src_cache_policy_checked, set_src_cache_policy, set_src_cache_policy_checked;
        DmaDataControl, "SRC_VOLATILE", 15, 1, [bool], with_src_volatile, with_src_volatile_checked, set_src_volatile, set_src_volatile_checked;
        DmaDataControl, "DST_SEL", 20, 2, [enum DmaDataDstSel], with_dst_sel, with_dst_sel_checked, set_dst_sel, set_dst_sel_checked;
        DmaDataControl, "DST_ATC", 24, 1, [bool], with_dst_atc, with_dst_atc_checked, set_dst_atc, set_dst_atc_checked;
        DmaDataControl, "DST_CACHE_POLICY", 25, 2, [enum CachePolicy], with_dst_cache_policy, with_dst_cache_policy_checked, set_dst_cache_policy, set_dst_cache_policy_checked;
        DmaDataControl, "DST_VOLATILE", 27, 1, [bool], with_dst_volatile, with_dst_volatile_checked, set_dst_volatile, set_dst_volatile_checked;
        DmaDataControl, "SRC_SEL", 29, 2, [enum DmaDataSrcSel], with_src_sel, with_src_sel_checked, set_src_sel, set_src_sel_checked;
        DmaDataControl, "CP_SYNC", 31, 1, [bool], with_cp_sync, with_cp_sync_checked, set_cp_sync, set_cp_sync_checked;
        DmaCommand, "BYTE_COUNT", 0, 21, [u32], with_byte_count, with_byte_count_checked, set_byte_count, set_byte_count_checked;
        DmaCommand, "DIS_WC", 21, 1, [bool], with_dis_wc, with_dis_wc_checked, set_dis_wc, set_dis_wc_checked;
        DmaCommand, "SRC_SWAP", 22, 2, [enum DmaSwap], with_src_swap, with_src_swap_checked, set_src_swap, set_src_swap_checked;
        DmaCommand, "DST_SWAP", 24, 2, [enum DmaSwap], with_dst_swap, with_dst_swap_checked, set_dst_swap, set_dst_swap_checked;
        DmaCommand, "SAS", 26, 1, [enum DmaAddrSpace], with_sas, with_sas_checked, set_sas, set_sas_checked;
        DmaCommand, "DAS", 27, 1, [enum DmaAddrSpace], with_das, with_das_checked, set_das, set_das_checked;
        DmaCommand, "SAIC", 28, 1, [enum DmaAddrInc], with_saic, with_saic_checked, set_saic, set_saic_checked;
        DmaCommand, "DAIC", 29, 1, [enum DmaAddrInc], with_daic, with_daic_checked, set_daic, set_daic_checked;
        DmaCommand, "RAW_WAIT", 30, 1, [bool], with_raw_wait, with_raw_wait_checked, set_raw_wait, set_raw_wait_checked;
        CpDmaControl, "SRC_ADDR_HI", 0, 16, [u16], with_src_addr_hi, with_src_addr_hi_checked, set_src_addr_hi, set_src_addr_hi_checked;
        CpDmaControl, "DST_SEL", 20, 2, [enum CpDmaDstSel], with_dst_sel, with_dst_sel_checked, set_dst_sel, set_dst_sel_checked;
        CpDmaControl, "M2M_OPT", 24, 1, [bool], with_m2m_opt, with_m2m_opt_checked, set_m2m_opt, set_m2m_opt_checked;
        CpDmaControl, "ENGINE", 27, 1, [enum EngineSelMePfp], with_engine, with_engine_checked, set_engine, set_engine_checked;
        CpDmaControl, "SRC_SEL", 29, 2, [enum CpDmaSrcSel], with_src_sel, with_src_sel_checked, set_src_sel, set_src_sel_checked;
        CpDmaControl, "CP_SYNC", 31, 1, [bool], with_cp_sync, with_cp_sync_checked, set_cp_sync, set_cp_sync_checked;
        AtomicMemControl, "ATOMIC_OP", 0, 7, [enum TcOp], with_atomic_op, with_atomic_op_checked, set_atomic_op, set_atomic_op_checked;
        AtomicMemControl, "COMMAND", 8, 4, [enum AtomicCommand], with_command, with_command_checked, set_command, set_command_checked;
        AtomicMemControl, "ATC", 24, 1, [bool], with_atc, with_atc_checked, set_atc, set_atc_checked;
        AtomicMemControl, "CACHE_POLICY", 25, 2, [enum CachePolicy], with_cache_policy, with_cache_policy_checked, set_cache_policy, set_cache_policy_checked;
        AtomicMemControl, "VOLATILE", 27, 1, [bool], with_volatile, with_volatile_checked, set_volatile, set_volatile_checked;
        AtomicMemControl, "ENGINE_SEL", 30, 2, [enum EngineSelMePfpCe], with_engine_sel, with_engine_sel_checked, set_engine_sel, set_engine_sel_checked;
        AtomicLoopInterval, "LOOP_INTERVAL", 0, 13, [u16], with_loop_interval, with_loop_interval_checked, set_loop_interval, set_loop_interval_checked;
        MemSemaphoreControl, "ADDR_HI", 0, 16, [u16], with_addr_hi, with_addr_hi_checked, set_addr_hi, set_addr_hi_checked;
        MemSemaphoreControl, "USE_MAILBOX", 16, 1, [bool], with_use_mailbox, with_use_mailbox_checked, set_use_mailbox, set_use_mailbox_checked;
        MemSemaphoreControl, "SIGNAL_TYPE", 20, 1, [enum MemSemaphoreSignalType], with_signal_type, with_signal_type_checked, set_signal_type, set_signal_type_checked;
        MemSemaphoreControl, "CLIENT_CODE", 24, 2, [enum MemSemaphoreClientCode], with_client_code, with_client_code_checked, set_client_code, set_client_code_checked;
        MemSemaphoreControl, "SEM_SEL", 29, 3, [enum MemSemaphoreSemSel], with_sem_sel, with_sem_sel_checked, set_sem_sel, set_sem_sel_checked;
        SetRegOffset, "REG_OFFSET", 0, 16, [u16], with_reg_offset, with_reg_offset_checked, set_reg_offset, set_reg_offset_checked;
        SetRegOffset, "INDEX", 28, 4, [u8], with_index, with_index_checked, set_index, set_index_checked;
        ContextControlBits, "ENABLE_SINGLE_CNTX_CONFIG_REG", 0, 1, [bool], with_enable_single_cntx_config_reg, with_enable_single_cntx_config_reg_checked, set_enable_single_cntx_config_reg, set_enable_single_cntx_config_reg_checked;
        ContextControlBits, "ENABLE_MULTI_CNTX_RENDER_REG", 1, 1, [bool], with_enable_multi_cntx_render_reg, with_enable_multi_cntx_render_reg_checked, set_enable_multi_cntx_render_reg, set_enable_multi_cntx_render_reg_checked;
        ContextControlBits, "ENABLE_USER_CONFIG_REG", 15, 1, [bool], with_enable_user_config_reg, with_enable_user_config_reg_checked, set_enable_user_config_reg, set_enable_user_config_reg_checked;
        ContextControlBits, "ENABLE_GFX_SH_REG", 16, 1, [bool], with_enable_gfx_sh_reg, with_enable_gfx_sh_reg_checked, set_enable_gfx_sh_reg, set_enable_gfx_sh_reg_checked;
        ContextControlBits, "ENABLE_CS_SH_REG", 24, 1, [bool], with_enable_cs_sh_reg, with_enable_cs_sh_reg_checked, set_enable_cs_sh_reg, set_enable_cs_sh_reg_checked;
        ContextControlBits, "ENABLE_DW", 31, 1, [bool], with_enable_dw, with_enable_dw_checked, set_enable_dw, set_enable_dw_checked;
        PreambleCntlWord, "IB_OFFSET", 0, 20, [u32], with_ib_offset, with_ib_offset_checked, set_ib_offset, set_ib_offset_checked;
        PreambleCntlWord, "COMMAND", 28, 4, [enum PreambleCntlCommand], with_command, with_command_checked, set_command, set_command_checked;
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
