//! Depth-stencil, viewport, raster and primitive blocks: golden values from
//! the spec, emission in the fewest packets, decode(emit(block)) == block,
//! bad input.

use crate::blocks_support;

use blocks_support::{Golden, GoldenDwords, apply, compare, compare_dwords, parse};
use gcn::blocks::depth_stencil::{DepthStencil, StencilFace};
use gcn::blocks::primitive::PrimitiveState;
use gcn::blocks::raster::{FrontFace, Raster};
use gcn::blocks::samples::{SampleCount, SamplePattern, SamplePosition};
use gcn::blocks::viewport::{Viewport, Viewports};
use gcn::blocks::{Error, RegSource};
use gcn::pm4::{CommandBuffer, IndexSwapMode, IndexType, PrimitiveType};
use gcn::regs::{CompareFrag, Gfx, PaSuScModeCntlPolymodePtype, Space, StencilOp};
use std::collections::BTreeMap;

const CTX: Space = Space::Context;
const UC: Space = Space::Uconfig;

type Regs = BTreeMap<(Space, u16), u32>;

fn emit_with(
    f: impl FnOnce(&mut CommandBuffer) -> Result<(), Error>,
) -> (Vec<u32>, Vec<(u16, usize)>, Regs) {
    let mut words = [0u32; 512];
    let mut cb = CommandBuffer::new(&mut words);
    f(&mut cb).unwrap();
    let out = cb.as_slice().to_vec();
    let packets = parse(&out);
    let runs = packets.iter().map(|p| (p.offset, p.values.len())).collect();
    let regs = apply(&packets);
    (out, runs, regs)
}

fn source(regs: &Regs) -> impl RegSource + '_ {
    move |s: Space, o: u16| regs.get(&(s, o)).copied()
}

#[test]
fn depth_test_lequal_matches_the_spec_and_round_trips() {
    let ds = DepthStencil::new().with_depth_test(CompareFrag::FRAG_LEQUAL, true);
    let (words, runs, regs) = emit_with(|cb| ds.emit(cb));
    #[rustfmt::skip]
    let golden: Golden = &[
        ("DB_RENDER_CONTROL",   CTX, 0x000, &[("DEPTH_CLEAR_ENABLE", 0, 1, 0)]),
        // Not counting: 0, as the PS4's CLEAR_STATE leaves it and radeonsi
        // and PAL write it on gfx7.
        ("DB_COUNT_CONTROL",    CTX, 0x001, &[("ZPASS_INCREMENT_DISABLE", 0, 1, 0), ("ZPASS_ENABLE", 8, 4, 0)]),
        // Both 0: the hardware's own choices (no forced HiZ/HiS, no
        // expclear or compression overrides).
        ("DB_RENDER_OVERRIDE",  CTX, 0x003, &[("FORCE_HIZ_ENABLE", 0, 2, 0)]),
        ("DB_RENDER_OVERRIDE2", CTX, 0x004, &[("PARTIAL_SQUAD_LAUNCH_CONTROL", 0, 2, 0)]),
        ("DB_DEPTH_BOUNDS_MIN", CTX, 0x008, &[("MIN", 0, 32, 0x0000_0000)]),  // 0.0
        ("DB_DEPTH_BOUNDS_MAX", CTX, 0x009, &[("MAX", 0, 32, 0x3F80_0000)]),  // 1.0
        ("DB_STENCIL_CONTROL",  CTX, 0x10B, &[("STENCILFAIL", 0, 4, 0)]),     // STENCIL_KEEP
        ("DB_STENCILREFMASK",   CTX, 0x10C, &[
            ("STENCILTESTVAL",    0, 8, 0),
            ("STENCILMASK",       8, 8, 0xFF),
            ("STENCILWRITEMASK", 16, 8, 0xFF),
            ("STENCILOPVAL",     24, 8, 1),
        ]),
        // The back face the same: StencilFace::KEEP.
        ("DB_STENCILREFMASK_BF", CTX, 0x10D, &[
            ("STENCILTESTVAL_BF",    0, 8, 0),
            ("STENCILMASK_BF",       8, 8, 0xFF),
            ("STENCILWRITEMASK_BF", 16, 8, 0xFF),
            ("STENCILOPVAL_BF",     24, 8, 1),
        ]),
        ("DB_DEPTH_CONTROL",    CTX, 0x200, &[
            ("STENCIL_ENABLE",  0, 1, 0),
            ("Z_ENABLE",        1, 1, 1),
            ("Z_WRITE_ENABLE",  2, 1, 1),
            ("ZFUNC",           4, 3, 3),  // FRAG_LEQUAL
            ("STENCILFUNC",     8, 3, 7),  // FRAG_ALWAYS
            ("STENCILFUNC_BF", 20, 3, 7),  // FRAG_ALWAYS
        ]),
        ("DB_SHADER_CONTROL",   CTX, 0x203, &[("Z_ORDER", 4, 2, 1)]),  // EARLY_Z_THEN_LATE_Z
    ];
    let bad = compare(&regs, golden);
    println!(
        "depth-stencil golden: {} registers checked, {bad} mismatches",
        golden.len()
    );
    assert_eq!(bad, 0);
    assert_eq!(
        runs,
        [
            (0x000, 2),
            (0x003, 2),
            (0x008, 2),
            (0x10B, 3),
            (0x200, 1),
            (0x203, 1)
        ]
    );
    assert_eq!(words.len(), 6 * 2 + 11);
    assert_eq!(DepthStencil::decode(&source(&regs)).unwrap(), ds);

    let face = StencilFace {
        fail: StencilOp::STENCIL_ZERO,
        depth_fail: StencilOp::STENCIL_INVERT,
        pass: StencilOp::STENCIL_REPLACE_TEST,
        func: CompareFrag::FRAG_EQUAL,
        reference: 0x5A,
        read_mask: 0x0F,
        write_mask: 0xF0,
        op_value: 2,
    };
    let full = ds
        .with_stencil(face, StencilFace::KEEP)
        .with_depth_bounds(0.25, 0.75)
        .with_occlusion_counting(true, 2)
        .with_clear(true, true);
    let (_, _, regs) = emit_with(|cb| full.emit(cb));
    #[rustfmt::skip]
    let golden: GoldenDwords = &[
        // DEPTH_CLEAR_ENABLE (0), STENCIL_CLEAR_ENABLE (1).
        ("DB_RENDER_CONTROL",    CTX, 0x000, 0x0000_0003),
        // PERFECT_ZPASS_COUNTS (1), SAMPLE_RATE 2 (6..4), ZPASS_ENABLE 1
        // (11..8), SLICE_EVEN_ENABLE 1 (27..24), SLICE_ODD_ENABLE 1 (31..28);
        // ZPASS_INCREMENT_DISABLE (0) clear: radeonsi's gfx7 "queries
        // enabled" value (si_emit_db_render_state).
        ("DB_COUNT_CONTROL",     CTX, 0x001, 0x1100_0122),
        ("DB_RENDER_OVERRIDE",   CTX, 0x003, 0),
        ("DB_RENDER_OVERRIDE2",  CTX, 0x004, 0),
        ("DB_DEPTH_BOUNDS_MIN",  CTX, 0x008, 0x3E80_0000), // 0.25
        ("DB_DEPTH_BOUNDS_MAX",  CTX, 0x009, 0x3F40_0000), // 0.75
        // Front: STENCILFAIL STENCIL_ZERO 1 (3..0), STENCILZPASS
        // STENCIL_REPLACE_TEST 3 (7..4), STENCILZFAIL STENCIL_INVERT 7
        // (11..8); back STENCIL_KEEP 0 (23..12).
        ("DB_STENCIL_CONTROL",   CTX, 0x10B, 0x0000_0731),
        // STENCILTESTVAL 0x5A, STENCILMASK 0x0F (15..8), STENCILWRITEMASK
        // 0xF0 (23..16), STENCILOPVAL 2 (31..24).
        ("DB_STENCILREFMASK",    CTX, 0x10C, 0x02F0_0F5A),
        // StencilFace::KEEP: reference 0, masks 0xFF, operand 1.
        ("DB_STENCILREFMASK_BF", CTX, 0x10D, 0x01FF_FF00),
        // STENCIL_ENABLE (0), Z_ENABLE (1), Z_WRITE_ENABLE (2),
        // DEPTH_BOUNDS_ENABLE (3), ZFUNC FRAG_LEQUAL 3 (6..4),
        // BACKFACE_ENABLE (7), STENCILFUNC FRAG_EQUAL 2 (10..8),
        // STENCILFUNC_BF FRAG_ALWAYS 7 (22..20).
        ("DB_DEPTH_CONTROL",     CTX, 0x200, 0x0070_02BF),
        // Z_ORDER EARLY_Z_THEN_LATE_Z 1 (5..4).
        ("DB_SHADER_CONTROL",    CTX, 0x203, 0x0000_0010),
    ];
    assert_eq!(compare_dwords(&regs, golden), 0);
    let back = DepthStencil::decode(&source(&regs)).unwrap();
    assert_eq!(back, full);
    assert_eq!(back.stencil_face(false), face);
    assert_eq!(back.stencil_face(true), StencilFace::KEEP);
    assert_eq!(back.depth_bounds(), (0.25, 0.75));
    assert_eq!(DepthStencil::decode(&full.registers()).unwrap(), full);
    assert_eq!(
        full.registers().len(),
        gcn::blocks::depth_stencil::REGISTERS
    );
}

/// `with_decompress`, and the stencil face state written through
/// `with_stencil_both` (one face for both, `BACKFACE_ENABLE = 0`) and kept by
/// `without_stencil`: every register of the block as a whole dword from the
/// spec's field positions.
#[test]
fn depth_stencil_decompress_and_one_stencil_face_match_the_spec() {
    let decompress = DepthStencil::new().with_decompress(true);
    let (_, _, regs) = emit_with(|cb| decompress.emit(cb));
    #[rustfmt::skip]
    let golden: GoldenDwords = &[
        // STENCIL_COMPRESS_DISABLE (5), DEPTH_COMPRESS_DISABLE (6): the
        // in-place decompress of radeonsi (si_emit_db_render_state,
        // db_flush_depth_inplace / db_flush_stencil_inplace).
        ("DB_RENDER_CONTROL",    CTX, 0x000, 0x0000_0060),
        ("DB_COUNT_CONTROL",     CTX, 0x001, 0),           // not counting: ZPASS_ENABLE 0
        ("DB_RENDER_OVERRIDE",   CTX, 0x003, 0),
        ("DB_RENDER_OVERRIDE2",  CTX, 0x004, 0),
        ("DB_DEPTH_BOUNDS_MIN",  CTX, 0x008, 0x0000_0000), // 0.0
        ("DB_DEPTH_BOUNDS_MAX",  CTX, 0x009, 0x3F80_0000), // 1.0
        ("DB_STENCIL_CONTROL",   CTX, 0x10B, 0),           // STENCIL_KEEP everywhere
        // STENCILMASK 0xFF (15..8), STENCILWRITEMASK 0xFF (23..16), STENCILOPVAL 1 (31..24).
        ("DB_STENCILREFMASK",    CTX, 0x10C, 0x01FF_FF00),
        ("DB_STENCILREFMASK_BF", CTX, 0x10D, 0x01FF_FF00),
        // ZFUNC FRAG_ALWAYS 7 (6..4), STENCILFUNC 7 (10..8), STENCILFUNC_BF 7 (22..20).
        ("DB_DEPTH_CONTROL",     CTX, 0x200, 0x0070_0770),
        ("DB_SHADER_CONTROL",    CTX, 0x203, 0x0000_0010), // Z_ORDER EARLY_Z_THEN_LATE_Z
    ];
    assert_eq!(compare_dwords(&regs, golden), 0);
    // Off again, the clear enables untouched: DEPTH_CLEAR_ENABLE (0) alone.
    let off = decompress.with_clear(true, false).with_decompress(false);
    assert_eq!(off.registers().get(0x000), Some(0x0000_0001));

    let face = StencilFace {
        fail: StencilOp::STENCIL_ZERO,
        depth_fail: StencilOp::STENCIL_INVERT,
        pass: StencilOp::STENCIL_REPLACE_TEST,
        func: CompareFrag::FRAG_EQUAL,
        reference: 0x5A,
        read_mask: 0x0F,
        write_mask: 0xF0,
        op_value: 2,
    };
    let both = DepthStencil::new().with_stencil_both(face);
    let (_, _, regs) = emit_with(|cb| both.emit(cb));
    #[rustfmt::skip]
    let golden: GoldenDwords = &[
        ("DB_RENDER_CONTROL",    CTX, 0x000, 0),
        ("DB_COUNT_CONTROL",     CTX, 0x001, 0),
        ("DB_RENDER_OVERRIDE",   CTX, 0x003, 0),
        ("DB_RENDER_OVERRIDE2",  CTX, 0x004, 0),
        ("DB_DEPTH_BOUNDS_MIN",  CTX, 0x008, 0x0000_0000),
        ("DB_DEPTH_BOUNDS_MAX",  CTX, 0x009, 0x3F80_0000),
        // The face's operations on the front (11..0) and, the same, on the
        // back (23..12): STENCILFAIL(_BF) STENCIL_ZERO 1 (3..0, 15..12),
        // STENCILZPASS(_BF) STENCIL_REPLACE_TEST 3 (7..4, 19..16),
        // STENCILZFAIL(_BF) STENCIL_INVERT 7 (11..8, 23..20).
        ("DB_STENCIL_CONTROL",   CTX, 0x10B, 0x0073_1731),
        // STENCILTESTVAL(_BF) 0x5A (7..0), STENCILMASK(_BF) 0x0F (15..8),
        // STENCILWRITEMASK(_BF) 0xF0 (23..16), STENCILOPVAL(_BF) 2 (31..24).
        ("DB_STENCILREFMASK",    CTX, 0x10C, 0x02F0_0F5A),
        ("DB_STENCILREFMASK_BF", CTX, 0x10D, 0x02F0_0F5A),
        // STENCIL_ENABLE (0), ZFUNC FRAG_ALWAYS 7 (6..4), BACKFACE_ENABLE (7)
        // clear, STENCILFUNC FRAG_EQUAL 2 (10..8), STENCILFUNC_BF 2 (22..20).
        ("DB_DEPTH_CONTROL",     CTX, 0x200, 0x0020_0271),
        ("DB_SHADER_CONTROL",    CTX, 0x203, 0x0000_0010),
    ];
    assert_eq!(compare_dwords(&regs, golden), 0);
    assert_eq!(DepthStencil::decode(&source(&regs)).unwrap(), both);
    // The test off: STENCIL_ENABLE (0) clear, the face state kept.
    let off = both.without_stencil().registers();
    assert_eq!(off.get(0x200), Some(0x0020_0270));
    assert_eq!(
        [off.get(0x10B), off.get(0x10C), off.get(0x10D)],
        [Some(0x0073_1731), Some(0x02F0_0F5A), Some(0x02F0_0F5A)]
    );
}

/// Occlusion counting off is `DB_COUNT_CONTROL = 0` (gfx7: `ZPASS_ENABLE`
/// 0): the value of gfx7's `CLEAR_STATE` (Linux `clearstate_ci.h`), which
/// the PS4 driver never overwrites when not counting, and the value radeonsi
/// (`si_emit_db_render_state`) writes on gfx7 and the passes write after a
/// query. The block's default, the value `without_occlusion_counting` writes
/// after a query and the passes' value are the same dword.
#[test]
fn occlusion_counting_off_is_db_count_control_0() {
    let count = |ds: DepthStencil| ds.registers().get(0x001);
    assert_eq!(count(DepthStencil::new()), Some(0));
    let on = DepthStencil::new().with_occlusion_counting(false, 0);
    // ZPASS_ENABLE 1 (11..8), SLICE_EVEN_ENABLE 1 (27..24), SLICE_ODD_ENABLE 1 (31..28).
    assert_eq!(count(on), Some(0x1100_0100));
    assert_eq!(count(on.without_occlusion_counting()), Some(0));
    assert_eq!(on.without_occlusion_counting(), DepthStencil::new());
    assert_eq!(gcn::passes::query::NOT_COUNTING.into_bits(), 0);
    // gfx6's "off", ZPASS_INCREMENT_DISABLE (0), through the raw setter.
    let gfx6_off = gcn::regs::DbCountControl::from_bits(1);
    assert_eq!(
        count(DepthStencil::new().with_count_control(gfx6_off)),
        Some(1)
    );
}

#[test]
fn viewport_1920x1080_depth_0_1_y_negated_matches_the_spec() {
    let vp = Viewports::new(0, 0, 1920, 1080, 0.0, 1.0);
    let (words, runs, regs) = emit_with(|cb| vp.emit(cb));
    #[rustfmt::skip]
    let golden: Golden = &[
        ("PA_SC_SCREEN_SCISSOR_TL",  CTX, 0x00C, &[("TL_X", 0, 16, 0), ("TL_Y", 16, 16, 0)]),
        ("PA_SC_SCREEN_SCISSOR_BR",  CTX, 0x00D, &[("BR_X", 0, 16, 1920), ("BR_Y", 16, 16, 1080)]),
        ("PA_SC_WINDOW_OFFSET",      CTX, 0x080, &[("WINDOW_X_OFFSET", 0, 16, 0), ("WINDOW_Y_OFFSET", 16, 16, 0)]),
        ("PA_SC_WINDOW_SCISSOR_TL",  CTX, 0x081, &[("TL_X", 0, 15, 0), ("TL_Y", 16, 15, 0), ("WINDOW_OFFSET_DISABLE", 31, 1, 1)]),
        ("PA_SC_WINDOW_SCISSOR_BR",  CTX, 0x082, &[("BR_X", 0, 15, 1920), ("BR_Y", 16, 15, 1080)]),
        ("PA_SC_CLIPRECT_RULE",      CTX, 0x083, &[("CLIP_RULE", 0, 16, 0xFFFF)]),
        ("PA_SC_GENERIC_SCISSOR_TL", CTX, 0x090, &[("TL_X", 0, 15, 0), ("TL_Y", 16, 15, 0), ("WINDOW_OFFSET_DISABLE", 31, 1, 1)]),
        ("PA_SC_GENERIC_SCISSOR_BR", CTX, 0x091, &[("BR_X", 0, 15, 1920), ("BR_Y", 16, 15, 1080)]),
        ("PA_SC_VPORT_SCISSOR_0_TL", CTX, 0x094, &[("TL_X", 0, 15, 0), ("TL_Y", 16, 15, 0), ("WINDOW_OFFSET_DISABLE", 31, 1, 1)]),
        ("PA_SC_VPORT_SCISSOR_0_BR", CTX, 0x095, &[("BR_X", 0, 15, 1920), ("BR_Y", 16, 15, 1080)]),
        ("PA_SC_VPORT_ZMIN_0",       CTX, 0x0B4, &[("VPORT_ZMIN", 0, 32, 0x0000_0000)]),   // 0.0
        ("PA_SC_VPORT_ZMAX_0",       CTX, 0x0B5, &[("VPORT_ZMAX", 0, 32, 0x3F80_0000)]),   // 1.0
        ("PA_CL_VPORT_XSCALE",       CTX, 0x10F, &[("VPORT_XSCALE", 0, 32, 0x4470_0000)]), // 960.0
        ("PA_CL_VPORT_XOFFSET",      CTX, 0x110, &[("VPORT_XOFFSET", 0, 32, 0x4470_0000)]),// 960.0
        ("PA_CL_VPORT_YSCALE",       CTX, 0x111, &[("VPORT_YSCALE", 0, 32, 0xC407_0000)]), // -540.0
        ("PA_CL_VPORT_YOFFSET",      CTX, 0x112, &[("VPORT_YOFFSET", 0, 32, 0x4407_0000)]),// 540.0
        ("PA_CL_VPORT_ZSCALE",       CTX, 0x113, &[("VPORT_ZSCALE", 0, 32, 0x3F80_0000)]), // 1.0
        ("PA_CL_VPORT_ZOFFSET",      CTX, 0x114, &[("VPORT_ZOFFSET", 0, 32, 0x0000_0000)]),// 0.0
        ("PA_CL_VTE_CNTL",           CTX, 0x206, &[
            ("VPORT_X_SCALE_ENA",  0, 1, 1),
            ("VPORT_X_OFFSET_ENA", 1, 1, 1),
            ("VPORT_Y_SCALE_ENA",  2, 1, 1),
            ("VPORT_Y_OFFSET_ENA", 3, 1, 1),
            ("VPORT_Z_SCALE_ENA",  4, 1, 1),
            ("VPORT_Z_OFFSET_ENA", 5, 1, 1),
            ("VTX_W0_FMT",        10, 1, 1),
        ]),
        // Guard band adjust 1.0 on all four: clipping at the viewport edges.
        ("PA_CL_GB_VERT_CLIP_ADJ",   CTX, 0x2FA, &[("DATA_REGISTER", 0, 32, 0x3F80_0000)]),
        ("PA_CL_GB_VERT_DISC_ADJ",   CTX, 0x2FB, &[("DATA_REGISTER", 0, 32, 0x3F80_0000)]),
        ("PA_CL_GB_HORZ_CLIP_ADJ",   CTX, 0x2FC, &[("DATA_REGISTER", 0, 32, 0x3F80_0000)]),
        ("PA_CL_GB_HORZ_DISC_ADJ",   CTX, 0x2FD, &[("DATA_REGISTER", 0, 32, 0x3F80_0000)]),
    ];
    let bad = compare(&regs, golden);
    println!(
        "viewport golden: {} registers checked, {bad} mismatches",
        golden.len()
    );
    assert_eq!(bad, 0);
    assert_eq!(
        runs,
        [
            (0x00C, 2),
            (0x080, 4),
            (0x090, 2),
            (0x094, 2),
            (0x0B4, 2),
            (0x10F, 6),
            (0x206, 1),
            (0x2FA, 4)
        ]
    );
    assert_eq!(words.len(), 8 * 2 + 23);
    assert_eq!(Viewports::decode(&source(&regs)).unwrap(), vp);

    // Two viewports, y not negated.
    let two = vp
        .with_viewport(1, Viewport::new(100, 50, 640, 480, 0.5, 1.0))
        .with_y_flip(false);
    let (_, runs, regs) = emit_with(|cb| two.emit(cb));
    assert_eq!(runs.len(), 8);
    // The registers of viewport 0 and 1 as whole dwords (the screen,
    // window, generic scissors, VTE and guard band as above). Viewport 1:
    // 640x480 at (100, 50), right edge 740 (0x2E4), bottom 530 (0x212);
    // XSCALE 640 / 2 = 320, XOFFSET 100 + 320 = 420, YSCALE +480 / 2 =
    // 240 (y not negated), YOFFSET 50 + 240 = 290, ZSCALE 1.0 - 0.5, ZOFFSET 0.5.
    #[rustfmt::skip]
    let golden: GoldenDwords = &[
        ("PA_SC_SCREEN_SCISSOR_TL",  CTX, 0x00C, 0x0000_0000),
        ("PA_SC_SCREEN_SCISSOR_BR",  CTX, 0x00D, 0x0438_0780), // BR_X 1920, BR_Y 1080 (31..16)
        ("PA_SC_WINDOW_OFFSET",      CTX, 0x080, 0x0000_0000),
        ("PA_SC_WINDOW_SCISSOR_TL",  CTX, 0x081, 0x8000_0000), // WINDOW_OFFSET_DISABLE (31)
        ("PA_SC_WINDOW_SCISSOR_BR",  CTX, 0x082, 0x0438_0780),
        ("PA_SC_CLIPRECT_RULE",      CTX, 0x083, 0x0000_FFFF),
        ("PA_SC_GENERIC_SCISSOR_TL", CTX, 0x090, 0x8000_0000),
        ("PA_SC_GENERIC_SCISSOR_BR", CTX, 0x091, 0x0438_0780),
        ("PA_SC_VPORT_SCISSOR_0_TL", CTX, 0x094, 0x8000_0000),
        ("PA_SC_VPORT_SCISSOR_0_BR", CTX, 0x095, 0x0438_0780),
        // TL_X 100 (14..0), TL_Y 50 (30..16), WINDOW_OFFSET_DISABLE (31).
        ("PA_SC_VPORT_SCISSOR_1_TL", CTX, 0x096, 0x8032_0064),
        ("PA_SC_VPORT_SCISSOR_1_BR", CTX, 0x097, 0x0212_02E4),
        ("PA_SC_VPORT_ZMIN_0",       CTX, 0x0B4, 0x0000_0000), // 0.0
        ("PA_SC_VPORT_ZMAX_0",       CTX, 0x0B5, 0x3F80_0000), // 1.0
        ("PA_SC_VPORT_ZMIN_1",       CTX, 0x0B6, 0x3F00_0000), // 0.5
        ("PA_SC_VPORT_ZMAX_1",       CTX, 0x0B7, 0x3F80_0000), // 1.0
        ("PA_CL_VPORT_XSCALE",       CTX, 0x10F, 0x4470_0000), // 960.0
        ("PA_CL_VPORT_XOFFSET",      CTX, 0x110, 0x4470_0000), // 960.0
        ("PA_CL_VPORT_YSCALE",       CTX, 0x111, 0x4407_0000), // +540.0
        ("PA_CL_VPORT_YOFFSET",      CTX, 0x112, 0x4407_0000), // 540.0
        ("PA_CL_VPORT_ZSCALE",       CTX, 0x113, 0x3F80_0000), // 1.0
        ("PA_CL_VPORT_ZOFFSET",      CTX, 0x114, 0x0000_0000), // 0.0
        ("PA_CL_VPORT_XSCALE_1",     CTX, 0x115, 0x43A0_0000), // 320.0
        ("PA_CL_VPORT_XOFFSET_1",    CTX, 0x116, 0x43D2_0000), // 420.0
        ("PA_CL_VPORT_YSCALE_1",     CTX, 0x117, 0x4370_0000), // 240.0
        ("PA_CL_VPORT_YOFFSET_1",    CTX, 0x118, 0x4391_0000), // 290.0
        ("PA_CL_VPORT_ZSCALE_1",     CTX, 0x119, 0x3F00_0000), // 0.5
        ("PA_CL_VPORT_ZOFFSET_1",    CTX, 0x11A, 0x3F00_0000), // 0.5
        // The six scale/offset enables (5..0), VTX_W0_FMT (10).
        ("PA_CL_VTE_CNTL",           CTX, 0x206, 0x0000_043F),
        ("PA_CL_GB_VERT_CLIP_ADJ",   CTX, 0x2FA, 0x3F80_0000),
        ("PA_CL_GB_VERT_DISC_ADJ",   CTX, 0x2FB, 0x3F80_0000),
        ("PA_CL_GB_HORZ_CLIP_ADJ",   CTX, 0x2FC, 0x3F80_0000),
        ("PA_CL_GB_HORZ_DISC_ADJ",   CTX, 0x2FD, 0x3F80_0000),
    ];
    assert_eq!(compare_dwords(&regs, golden), 0);
    assert_eq!(Viewports::decode(&source(&regs)).unwrap(), two);
}

/// `with_scissor` (the generic scissor) and `with_guard_band`, with four
/// different factors so the order of `PA_CL_GB_VERT_CLIP_ADJ`,
/// `VERT_DISC_ADJ`, `HORZ_CLIP_ADJ`, `HORZ_DISC_ADJ` (context 0x2FA..0x2FD
/// in the spec) is pinned.
#[test]
fn viewport_scissor_and_guard_band_match_the_spec() {
    let vp = Viewports::new(0, 0, 1920, 1080, 0.0, 1.0)
        .with_scissor(8, 16, 640, 480)
        .with_guard_band(1.25, 1.5, 1.75, 2.25);
    let (words, _, regs) = emit_with(|cb| vp.emit(cb));
    // PA_SC_GENERIC_SCISSOR_TL: TL_X 8 (14..0), TL_Y 16 (30..16),
    // WINDOW_OFFSET_DISABLE (31) kept; _BR: BR_X 640 (0x280), BR_Y 480 (0x1E0).
    assert_eq!(regs[&(CTX, 0x090)], 0x8010_0008);
    assert_eq!(regs[&(CTX, 0x091)], 0x01E0_0280);
    // The viewport scissor and the screen and window scissors stay the viewport's.
    assert_eq!(regs[&(CTX, 0x094)], 0x8000_0000);
    assert_eq!(regs[&(CTX, 0x095)], 0x0438_0780);
    assert_eq!(regs[&(CTX, 0x00D)], 0x0438_0780);
    assert_eq!(regs[&(CTX, 0x082)], 0x0438_0780);
    // The guard band run, whole: SET_CONTEXT_REG of 4 registers at 0x2FA,
    // then the IEEE bits of 1.25, 1.5, 1.75, 2.25 in the order given.
    assert_eq!(
        words[words.len() - 6..],
        [
            0xC004_6900,
            0x2FA,
            0x3FA0_0000,
            0x3FC0_0000,
            0x3FE0_0000,
            0x4010_0000
        ]
    );
    assert_eq!(Viewports::decode(&source(&regs)).unwrap(), vp);
    // Corners past 16384 are clamped to 16384 (0x4000).
    let far = Viewports::new(0, 0, 8, 8, 0.0, 1.0).with_scissor(20000, 0, 30000, 16384);
    let regs = far.registers();
    assert_eq!(regs.get(0x090), Some(0x8000_4000));
    assert_eq!(regs.get(0x091), Some(0x4000_4000));
}

/// The screen, window and generic scissors cut every pixel outside them
/// from every viewport, so `with_viewport` keeps them on the rectangle
/// covering all viewports (radeonsi and RADV keep them on the whole
/// framebuffer and clip each viewport with its own `PA_SC_VPORT_SCISSOR`):
/// a second viewport beside the first is drawn, and a replaced viewport 0
/// gives the registers of a block made for it. A generic scissor set with
/// `with_scissor` stays as set.
#[test]
fn screen_window_and_generic_scissors_cover_every_viewport() {
    // Split screen: two 960x1080 halves of a 1920x1080 target.
    let split = Viewports::new(0, 0, 960, 1080, 0.0, 1.0)
        .with_viewport(1, Viewport::new(960, 0, 960, 1080, 0.0, 1.0));
    let (_, _, regs) = emit_with(|cb| split.emit(cb));
    // TL 0, 0 (WINDOW_OFFSET_DISABLE (31) on the window and generic
    // scissors); BR_X 1920 (0x780, 14..0), BR_Y 1080 (0x438, 30..16).
    for (name, offset, value) in [
        ("PA_SC_SCREEN_SCISSOR_TL", 0x00C, 0x0000_0000),
        ("PA_SC_SCREEN_SCISSOR_BR", 0x00D, 0x0438_0780),
        ("PA_SC_WINDOW_SCISSOR_TL", 0x081, 0x8000_0000),
        ("PA_SC_WINDOW_SCISSOR_BR", 0x082, 0x0438_0780),
        ("PA_SC_GENERIC_SCISSOR_TL", 0x090, 0x8000_0000),
        ("PA_SC_GENERIC_SCISSOR_BR", 0x091, 0x0438_0780),
        // Viewport 1: TL_X 960 (0x3C0); BR_X 1920, BR_Y 1080.
        ("PA_SC_VPORT_SCISSOR_1_TL", 0x096, 0x8000_03C0),
        ("PA_SC_VPORT_SCISSOR_1_BR", 0x097, 0x0438_0780),
    ] {
        assert_eq!(regs[&(CTX, offset)], value, "{name}");
    }
    assert_eq!(Viewports::decode(&source(&regs)).unwrap(), split);

    // Viewport 0 replaced: the block of the new viewport alone.
    let full = Viewports::new(0, 0, 1920, 1080, 0.0, 1.0);
    let replaced = Viewports::new(0, 0, 1, 1, 0.0, 1.0).with_viewport(0, full.viewport(0).unwrap());
    assert_eq!(replaced.registers(), full.registers());

    // An explicit generic scissor is kept; the screen and window scissors still grow.
    let scissored = Viewports::new(0, 0, 960, 1080, 0.0, 1.0)
        .with_scissor(8, 8, 64, 64)
        .with_viewport(1, Viewport::new(960, 0, 960, 1080, 0.0, 1.0));
    let regs = scissored.registers();
    assert_eq!(regs.get(0x090), Some(0x8008_0008));
    assert_eq!(regs.get(0x091), Some(0x0040_0040));
    assert_eq!(regs.get(0x00D), Some(0x0438_0780));
    assert_eq!(regs.get(0x082), Some(0x0438_0780));
}

#[test]
fn back_face_culling_matches_the_spec_and_round_trips() {
    let raster = Raster::new()
        .with_cull(false, true)
        .with_front_face(FrontFace::Ccw);
    let (words, runs, regs) = emit_with(|cb| raster.emit(cb));
    #[rustfmt::skip]
    let golden: Golden = &[
        // One sample as radeonsi (si_emit_msaa_config), RADV and PAL (gfx6
        // MsaaState::Init) write it: 0x0013_0000.
        ("DB_EQAA",            CTX, 0x201, &[
            ("HIGH_QUALITY_INTERSECTIONS", 16, 1, 1),
            ("INCOHERENT_EQAA_READS",      17, 1, 1),
            ("STATIC_ANCHOR_ASSOCIATIONS", 20, 1, 1),
        ]),
        ("PA_CL_CLIP_CNTL",    CTX, 0x204, &[("DX_CLIP_SPACE_DEF", 19, 1, 1), ("DX_LINEAR_ATTR_CLIP_ENA", 24, 1, 1)]),
        ("PA_SU_SC_MODE_CNTL", CTX, 0x205, &[
            ("CULL_FRONT",           0, 1, 0),
            ("CULL_BACK",            1, 1, 1),
            ("FACE",                 2, 1, 0),  // counter-clockwise front
            ("POLY_MODE",            3, 2, 0),  // X_DISABLE_POLY_MODE
            ("POLYMODE_FRONT_PTYPE", 5, 3, 2),  // X_DRAW_TRIANGLES
            ("POLYMODE_BACK_PTYPE",  8, 3, 2),  // X_DRAW_TRIANGLES
        ]),
        // Sizes in 12.4 fixed point of half the size in pixels (radeonsi
        // si_create_rs_state: "0.5 = 1 pixel"), so 1 pixel is 8.
        ("PA_SU_POINT_SIZE",   CTX, 0x280, &[("HEIGHT", 0, 16, 8), ("WIDTH", 16, 16, 8)]),
        // Point sizes 0..=8191.875 pixels, the PS4 driver's default state.
        ("PA_SU_POINT_MINMAX", CTX, 0x281, &[("MIN_SIZE", 0, 16, 0), ("MAX_SIZE", 16, 16, 0xFFFF)]),
        ("PA_SU_LINE_CNTL",    CTX, 0x282, &[("WIDTH", 0, 16, 8)]),
        ("PA_SC_MODE_CNTL_0",  CTX, 0x292, &[("VPORT_SCISSOR_ENABLE", 1, 1, 1)]),
        // The PS4 driver's default state (1.75 on) and radeonsi's
        // si_emit_msaa_config "always 1" bits.
        ("PA_SC_MODE_CNTL_1",  CTX, 0x293, &[
            ("MULTI_SHADER_ENGINE_PRIM_DISCARD_ENABLE", 17, 1, 1),
            ("FORCE_EOV_CNTDWN_ENABLE",                 25, 1, 1),
            ("FORCE_EOV_REZ_ENABLE",                    26, 1, 1),
        ]),
        // No depth offset: format, clamp, scales and offsets all 0.
        ("PA_SU_POLY_OFFSET_DB_FMT_CNTL",  CTX, 0x2DE, &[("POLY_OFFSET_NEG_NUM_DB_BITS", 0, 8, 0)]),
        ("PA_SU_POLY_OFFSET_CLAMP",        CTX, 0x2DF, &[("CLAMP", 0, 32, 0)]),
        ("PA_SU_POLY_OFFSET_FRONT_SCALE",  CTX, 0x2E0, &[("SCALE", 0, 32, 0)]),
        ("PA_SU_POLY_OFFSET_FRONT_OFFSET", CTX, 0x2E1, &[("OFFSET", 0, 32, 0)]),
        ("PA_SU_POLY_OFFSET_BACK_SCALE",   CTX, 0x2E2, &[("SCALE", 0, 32, 0)]),
        ("PA_SU_POLY_OFFSET_BACK_OFFSET",  CTX, 0x2E3, &[("OFFSET", 0, 32, 0)]),
        // One sample: the centroid priorities, PA_SC_AA_CONFIG and the 16
        // sample-location registers 0, as radeonsi (centroid_priority_1x,
        // sample_locs_1x, si_emit_msaa_config) and RADV write them.
        ("PA_SC_CENTROID_PRIORITY_0", CTX, 0x2F5, &[("DISTANCE_0", 0, 4, 0)]),
        ("PA_SC_CENTROID_PRIORITY_1", CTX, 0x2F6, &[("DISTANCE_8", 0, 4, 0)]),
        ("PA_SC_LINE_CNTL",    CTX, 0x2F7, &[("DX10_DIAMOND_TEST_ENA", 12, 1, 1)]),
        ("PA_SC_AA_CONFIG",    CTX, 0x2F8, &[("MSAA_NUM_SAMPLES", 0, 3, 0)]),
        ("PA_SU_VTX_CNTL",     CTX, 0x2F9, &[
            ("PIX_CENTER", 0, 1, 1),
            ("ROUND_MODE", 1, 2, 2),  // X_ROUND_TO_EVEN
            ("QUANT_MODE", 3, 3, 5),  // X_16_8_FIXED_POINT_1_256TH
        ]),
        ("PA_SC_AA_SAMPLE_LOCS_PIXEL_X0Y0_0", CTX, 0x2FE, &[("S0_X", 0, 4, 0)]),
        ("PA_SC_AA_SAMPLE_LOCS_PIXEL_X0Y0_1", CTX, 0x2FF, &[("S4_X", 0, 4, 0)]),
        ("PA_SC_AA_SAMPLE_LOCS_PIXEL_X0Y0_2", CTX, 0x300, &[("S8_X", 0, 4, 0)]),
        ("PA_SC_AA_SAMPLE_LOCS_PIXEL_X0Y0_3", CTX, 0x301, &[("S12_X", 0, 4, 0)]),
        ("PA_SC_AA_SAMPLE_LOCS_PIXEL_X1Y0_0", CTX, 0x302, &[("S0_X", 0, 4, 0)]),
        ("PA_SC_AA_SAMPLE_LOCS_PIXEL_X1Y0_1", CTX, 0x303, &[("S4_X", 0, 4, 0)]),
        ("PA_SC_AA_SAMPLE_LOCS_PIXEL_X1Y0_2", CTX, 0x304, &[("S8_X", 0, 4, 0)]),
        ("PA_SC_AA_SAMPLE_LOCS_PIXEL_X1Y0_3", CTX, 0x305, &[("S12_X", 0, 4, 0)]),
        ("PA_SC_AA_SAMPLE_LOCS_PIXEL_X0Y1_0", CTX, 0x306, &[("S0_X", 0, 4, 0)]),
        ("PA_SC_AA_SAMPLE_LOCS_PIXEL_X0Y1_1", CTX, 0x307, &[("S4_X", 0, 4, 0)]),
        ("PA_SC_AA_SAMPLE_LOCS_PIXEL_X0Y1_2", CTX, 0x308, &[("S8_X", 0, 4, 0)]),
        ("PA_SC_AA_SAMPLE_LOCS_PIXEL_X0Y1_3", CTX, 0x309, &[("S12_X", 0, 4, 0)]),
        ("PA_SC_AA_SAMPLE_LOCS_PIXEL_X1Y1_0", CTX, 0x30A, &[("S0_X", 0, 4, 0)]),
        ("PA_SC_AA_SAMPLE_LOCS_PIXEL_X1Y1_1", CTX, 0x30B, &[("S4_X", 0, 4, 0)]),
        ("PA_SC_AA_SAMPLE_LOCS_PIXEL_X1Y1_2", CTX, 0x30C, &[("S8_X", 0, 4, 0)]),
        ("PA_SC_AA_SAMPLE_LOCS_PIXEL_X1Y1_3", CTX, 0x30D, &[("S12_X", 0, 4, 0)]),
        // Every sample of the four pixels of a quad on.
        ("PA_SC_AA_MASK_X0Y0_X1Y0", CTX, 0x30E, &[("AA_MASK_X0Y0", 0, 16, 0xFFFF), ("AA_MASK_X1Y0", 16, 16, 0xFFFF)]),
        ("PA_SC_AA_MASK_X0Y1_X1Y1", CTX, 0x30F, &[("AA_MASK_X0Y1", 0, 16, 0xFFFF), ("AA_MASK_X1Y1", 16, 16, 0xFFFF)]),
    ];
    let bad = compare(&regs, golden);
    println!(
        "raster golden: {} registers checked, {bad} mismatches",
        golden.len()
    );
    assert_eq!(bad, 0);
    assert_eq!(
        runs,
        [
            (0x201, 1),
            (0x204, 2),
            (0x280, 3),
            (0x292, 2),
            (0x2DE, 6),
            (0x2F5, 5),
            (0x2FE, 18)
        ]
    );
    assert_eq!(words.len(), 7 * 2 + 37);
    // gfx6 and gfx8 have every register at the same offset with the same
    // fields (Mesa's gfx6.json / gfx8.json): a buffer checking them takes
    // the same dwords.
    for gfx in [Gfx::Gfx6, Gfx::Gfx7, Gfx::Gfx8] {
        let mut storage = [0u32; 64];
        let mut cb = CommandBuffer::for_gfx(&mut storage, gfx);
        raster.emit(&mut cb).unwrap();
        assert_eq!(cb.as_slice(), &words[..], "{gfx:?}");
    }
    assert_eq!(Raster::decode(&source(&regs)).unwrap(), raster);

    let fancy = raster
        .with_polygon_mode(
            PaSuScModeCntlPolymodePtype::X_DRAW_LINES,
            PaSuScModeCntlPolymodePtype::X_DRAW_TRIANGLES,
        )
        .with_depth_offset(2.0, 1.5, 0.0, 0xE8, false)
        .with_provoking_vertex_last(true)
        .with_line_width(2.5)
        .with_point_size(4.0)
        .with_samples(SampleCount::X4)
        .with_sample_mask(0x000F);
    let (_, _, regs) = emit_with(|cb| fancy.emit(cb));
    // Every register as a whole dword, from the spec's field positions.
    // 4 samples: the values of raster_writes_the_multi_sample_state_of_each_count.
    #[rustfmt::skip]
    let golden: GoldenDwords = &[
        // 0x0013_0000 | MAX_ANCHOR_SAMPLES 2 (2..0) | MASK_EXPORT_NUM_SAMPLES 2
        // (10..8) | ALPHA_TO_MASK_NUM_SAMPLES 2 (14..12).
        ("DB_EQAA",                        CTX, 0x201, 0x0013_2202),
        // DX_CLIP_SPACE_DEF (19), DX_LINEAR_ATTR_CLIP_ENA (24).
        ("PA_CL_CLIP_CNTL",                CTX, 0x204, 0x0108_0000),
        // CULL_BACK (1), POLY_MODE X_DUAL_MODE 1 (4..3), POLYMODE_FRONT_PTYPE
        // X_DRAW_LINES 1 (7..5), POLYMODE_BACK_PTYPE X_DRAW_TRIANGLES 2
        // (10..8), POLY_OFFSET_FRONT_ENABLE (11), POLY_OFFSET_BACK_ENABLE
        // (12), PROVOKING_VTX_LAST (19).
        ("PA_SU_SC_MODE_CNTL",             CTX, 0x205, 0x0008_1A2A),
        // 4.0 px: 4 / 2 = 2.0 in 12.4 fixed point = 32 (0x20), in HEIGHT
        // (15..0) and WIDTH (31..16); radeonsi writes point_size * 8.
        ("PA_SU_POINT_SIZE",               CTX, 0x280, 0x0020_0020),
        // MIN_SIZE 0 (15..0), MAX_SIZE 0xFFFF (31..16): the PS4 driver's
        // default state (shadPS4 gnmdriver_init.h: 0x281 = 0xffff0000) and
        // RADV's 8191.875 / 2 in 12.4 fixed point.
        ("PA_SU_POINT_MINMAX",             CTX, 0x281, 0xFFFF_0000),
        // 2.5 px: 2.5 / 2 * 16 = 20.
        ("PA_SU_LINE_CNTL",                CTX, 0x282, 0x0000_0014),
        // MSAA_ENABLE (0), VPORT_SCISSOR_ENABLE (1).
        ("PA_SC_MODE_CNTL_0",              CTX, 0x292, 0x0000_0003),
        ("PA_SC_MODE_CNTL_1",              CTX, 0x293, 0x0602_0000),
        // POLY_OFFSET_NEG_NUM_DB_BITS -24 = 0xE8 (7..0), DB_IS_FLOAT_FMT (8) clear.
        ("PA_SU_POLY_OFFSET_DB_FMT_CNTL",  CTX, 0x2DE, 0x0000_00E8),
        ("PA_SU_POLY_OFFSET_CLAMP",        CTX, 0x2DF, 0x0000_0000), // 0.0
        ("PA_SU_POLY_OFFSET_FRONT_SCALE",  CTX, 0x2E0, 0x3FC0_0000), // 1.5
        ("PA_SU_POLY_OFFSET_FRONT_OFFSET", CTX, 0x2E1, 0x4000_0000), // 2.0
        ("PA_SU_POLY_OFFSET_BACK_SCALE",   CTX, 0x2E2, 0x3FC0_0000), // 1.5
        ("PA_SU_POLY_OFFSET_BACK_OFFSET",  CTX, 0x2E3, 0x4000_0000), // 2.0
        ("PA_SC_CENTROID_PRIORITY_0",      CTX, 0x2F5, 0x3210_3210),
        ("PA_SC_CENTROID_PRIORITY_1",      CTX, 0x2F6, 0x3210_3210),
        // EXPAND_LINE_WIDTH (9) with MSAA, DX10_DIAMOND_TEST_ENA (12).
        ("PA_SC_LINE_CNTL",                CTX, 0x2F7, 0x0000_1200),
        // MSAA_NUM_SAMPLES 2, MAX_SAMPLE_DIST 6 (16..13), MSAA_EXPOSED_SAMPLES 2 (22..20).
        ("PA_SC_AA_CONFIG",                CTX, 0x2F8, 0x0020_C002),
        // PIX_CENTER (0), ROUND_MODE X_ROUND_TO_EVEN 2 (2..1), QUANT_MODE 5 (5..3).
        ("PA_SU_VTX_CNTL",                 CTX, 0x2F9, 0x0000_002D),
        // RADV's 4x positions (-2,-6) (6,-2) (-6,2) (2,6), 4-bit x then y
        // per sample, the same four in each pixel.
        ("PA_SC_AA_SAMPLE_LOCS_PIXEL_X0Y0_0", CTX, 0x2FE, 0x622A_E6AE),
        ("PA_SC_AA_SAMPLE_LOCS_PIXEL_X0Y0_1", CTX, 0x2FF, 0),
        ("PA_SC_AA_SAMPLE_LOCS_PIXEL_X0Y0_2", CTX, 0x300, 0),
        ("PA_SC_AA_SAMPLE_LOCS_PIXEL_X0Y0_3", CTX, 0x301, 0),
        ("PA_SC_AA_SAMPLE_LOCS_PIXEL_X1Y0_0", CTX, 0x302, 0x622A_E6AE),
        ("PA_SC_AA_SAMPLE_LOCS_PIXEL_X1Y0_1", CTX, 0x303, 0),
        ("PA_SC_AA_SAMPLE_LOCS_PIXEL_X1Y0_2", CTX, 0x304, 0),
        ("PA_SC_AA_SAMPLE_LOCS_PIXEL_X1Y0_3", CTX, 0x305, 0),
        ("PA_SC_AA_SAMPLE_LOCS_PIXEL_X0Y1_0", CTX, 0x306, 0x622A_E6AE),
        ("PA_SC_AA_SAMPLE_LOCS_PIXEL_X0Y1_1", CTX, 0x307, 0),
        ("PA_SC_AA_SAMPLE_LOCS_PIXEL_X0Y1_2", CTX, 0x308, 0),
        ("PA_SC_AA_SAMPLE_LOCS_PIXEL_X0Y1_3", CTX, 0x309, 0),
        ("PA_SC_AA_SAMPLE_LOCS_PIXEL_X1Y1_0", CTX, 0x30A, 0x622A_E6AE),
        ("PA_SC_AA_SAMPLE_LOCS_PIXEL_X1Y1_1", CTX, 0x30B, 0),
        ("PA_SC_AA_SAMPLE_LOCS_PIXEL_X1Y1_2", CTX, 0x30C, 0),
        ("PA_SC_AA_SAMPLE_LOCS_PIXEL_X1Y1_3", CTX, 0x30D, 0),
        // Sample mask 0x000F in each pixel's 16 bits: AA_MASK_X0Y0 (15..0),
        // AA_MASK_X1Y0 (31..16); AA_MASK_X0Y1, AA_MASK_X1Y1 the same.
        ("PA_SC_AA_MASK_X0Y0_X1Y0",        CTX, 0x30E, 0x000F_000F),
        ("PA_SC_AA_MASK_X0Y1_X1Y1",        CTX, 0x30F, 0x000F_000F),
    ];
    assert_eq!(compare_dwords(&regs, golden), 0);
    assert_eq!(Raster::decode(&source(&regs)).unwrap(), fancy);
    assert_eq!(fancy.registers().len(), gcn::blocks::raster::REGISTERS);
}

/// The multi-sample state of each count, whole dwords worked out by hand
/// from Mesa's tables: radeonsi `si_emit_msaa_config` for gfx6-8 (no depth
/// target, one shader invocation a pixel) writes
/// `PA_SC_AA_CONFIG = MSAA_NUM_SAMPLES(l) | MSAA_EXPOSED_SAMPLES(l) |
/// MAX_SAMPLE_DIST(d)` (bits 2..0, 22..20, 16..13),
/// `DB_EQAA = 0x0013_0000 | MAX_ANCHOR_SAMPLES(l) | MASK_EXPORT_NUM_SAMPLES(l)
/// | ALPHA_TO_MASK_NUM_SAMPLES(l)` (bits 2..0, 10..8, 14..12) and
/// `PA_SC_LINE_CNTL.EXPAND_LINE_WIDTH` (bit 9) with more than one sample;
/// `MSAA_ENABLE` (bit 0 of `PA_SC_MODE_CNTL_0`) as RADV and PAL; the
/// locations, centroid priorities and `d` of the standard patterns are
/// RADV's `radv_device.c` tables (1 to 8 samples) and Mesa's
/// `vk_standard_sample_locations.c` (16; see `tests/blocks/samples.rs`).
#[test]
fn raster_writes_the_multi_sample_state_of_each_count() {
    struct Want {
        count: SampleCount,
        aa_config: u32,
        db_eqaa: u32,
        centroid: [u32; 2],
        locations: [u32; 4],
    }
    #[rustfmt::skip]
    let cases = [
        // l = 0, d = 0: every sample register 0, DB_EQAA the base bits.
        Want { count: SampleCount::X1, aa_config: 0, db_eqaa: 0x0013_0000,
               centroid: [0, 0], locations: [0, 0, 0, 0] },
        // l = 1, d = 4: 1 | 4 << 13 | 1 << 20; 0x0013_0000 | 1 | 1 << 8 | 1 << 12.
        Want { count: SampleCount::X2, aa_config: 0x0010_8001, db_eqaa: 0x0013_1101,
               centroid: [0x1010_1010, 0x1010_1010], locations: [0x0000_CC44, 0, 0, 0] },
        // l = 2, d = 6: 2 | 6 << 13 | 2 << 20.
        Want { count: SampleCount::X4, aa_config: 0x0020_C002, db_eqaa: 0x0013_2202,
               centroid: [0x3210_3210, 0x3210_3210], locations: [0x622A_E6AE, 0, 0, 0] },
        // l = 3, d = 7: 3 | 7 << 13 | 3 << 20.
        Want { count: SampleCount::X8, aa_config: 0x0030_E003, db_eqaa: 0x0013_3303,
               centroid: [0x7654_3210, 0x7654_3210], locations: [0xBD15_3FD1, 0x9773_F95B, 0, 0] },
        // l = 4, d = 8: 4 | 8 << 13 | 4 << 20 (radeonsi's own 16x pattern,
        // with -7 for -8, has d = 7).
        Want { count: SampleCount::X16, aa_config: 0x0041_0004, db_eqaa: 0x0013_4404,
               centroid: [0x7654_3210, 0xFEDC_BA98],
               locations: [0xF42D_DF11, 0xB335_52EB, 0x4AAC_906E, 0x8976_C708] },
    ];
    for want in cases {
        let raster = Raster::new().with_samples(want.count);
        let multi = want.count != SampleCount::X1;
        let (words, runs, regs) = emit_with(|cb| raster.emit(cb));
        let name = want.count;
        assert_eq!(
            regs[&(CTX, 0x2F8)],
            want.aa_config,
            "{name:?} PA_SC_AA_CONFIG"
        );
        assert_eq!(regs[&(CTX, 0x201)], want.db_eqaa, "{name:?} DB_EQAA");
        assert_eq!(
            [regs[&(CTX, 0x2F5)], regs[&(CTX, 0x2F6)]],
            want.centroid,
            "{name:?} PA_SC_CENTROID_PRIORITY_0/1"
        );
        // X0Y0_0..3, X1Y0_0..3, X0Y1_0..3, X1Y1_0..3: the same four per pixel.
        for (i, offset) in (0x2FE..=0x30D).enumerate() {
            assert_eq!(
                regs[&(CTX, offset)],
                want.locations[i % 4],
                "{name:?} PA_SC_AA_SAMPLE_LOCS_PIXEL register {i}"
            );
        }
        // VPORT_SCISSOR_ENABLE (bit 1), MSAA_ENABLE (bit 0).
        assert_eq!(regs[&(CTX, 0x292)], 0x2 | u32::from(multi), "{name:?}");
        // DX10_DIAMOND_TEST_ENA (bit 12, the block's default), EXPAND_LINE_WIDTH (bit 9).
        assert_eq!(
            regs[&(CTX, 0x2F7)],
            0x1000 | u32::from(multi) << 9,
            "{name:?}"
        );
        // PS_ITER_SAMPLE (bit 16) stays 0; the sample masks stay all set.
        assert_eq!(regs[&(CTX, 0x293)], 0x0602_0000, "{name:?}");
        assert_eq!([regs[&(CTX, 0x30E)], regs[&(CTX, 0x30F)]], [u32::MAX; 2]);
        // The same packets as one sample: the registers are always written.
        assert_eq!(runs.len(), 7);
        assert_eq!(words.len(), 51);
        let decoded = Raster::decode(&source(&regs)).unwrap();
        assert_eq!(decoded, raster);
        assert_eq!(
            decoded.sample_pattern(),
            Some(SamplePattern::standard(want.count))
        );
        assert_eq!(decoded.validate(), Ok(()));
    }
    // One sample is the default block.
    assert_eq!(Raster::new().with_samples(SampleCount::X1), Raster::new());
    // A multi-sample block and then a single-sample one: nothing is left over.
    assert_eq!(
        Raster::new()
            .with_samples(SampleCount::X8)
            .with_ps_iter_samples(SampleCount::X8)
            .with_samples(SampleCount::X1),
        Raster::new()
    );
}

/// EQAA and sample shading on top of the coverage count: radeonsi's
/// `MAX_ANCHOR_SAMPLES(log2 z samples)`, `PS_ITER_SAMPLES(log2 ps iter
/// samples)` and `PA_SC_MODE_CNTL_1.PS_ITER_SAMPLE(ps iter > 1)`
/// (`si_emit_msaa_config`); custom positions; and the refused combinations.
#[test]
fn depth_samples_ps_iteration_and_custom_positions() {
    // 16 coverage samples over an 8-sample depth target, 4 invocations a pixel:
    // 0x0013_0000 | 3 | 2 << 4 | 4 << 8 | 4 << 12.
    let eqaa = Raster::new()
        .with_samples(SampleCount::X16)
        .with_depth_samples(SampleCount::X8)
        .with_ps_iter_samples(SampleCount::X4);
    assert_eq!(eqaa.db_eqaa().into_bits(), 0x0013_4423);
    let (_, _, regs) = emit_with(|cb| eqaa.emit(cb));
    // PA_SC_MODE_CNTL_1: the default 0x0602_0000 with PS_ITER_SAMPLE (bit 16).
    assert_eq!(regs[&(CTX, 0x293)], 0x0603_0000);
    assert_eq!(Raster::decode(&source(&regs)).unwrap(), eqaa);

    // More depth samples or invocations than coverage samples.
    let four = Raster::new().with_samples(SampleCount::X4);
    assert_eq!(
        four.with_depth_samples(SampleCount::X8).validate(),
        Err(Error::OutOfRange {
            field: "DB_EQAA.MAX_ANCHOR_SAMPLES",
            value: 3,
            min: 0,
            max: 2
        })
    );
    assert_eq!(
        Raster::new()
            .with_ps_iter_samples(SampleCount::X2)
            .validate(),
        Err(Error::OutOfRange {
            field: "DB_EQAA.PS_ITER_SAMPLES",
            value: 1,
            min: 0,
            max: 0
        })
    );
    let mut small = [0u32; 64];
    let mut cb = CommandBuffer::new(&mut small);
    assert!(
        four.with_depth_samples(SampleCount::X16)
            .emit(&mut cb)
            .is_err()
    );
    assert!(cb.is_empty());
    // Set in either order, the count first is what holds.
    assert_eq!(
        Raster::new()
            .with_depth_samples(SampleCount::X2)
            .with_samples(SampleCount::X4)
            .validate(),
        Ok(())
    );

    // Two samples on a horizontal line, a third of a pixel apart in the
    // bottom-right pixel: (-3, 0) (3, 0) -> nibbles D, 0, 3, 0 = 0x030D;
    // (-5, 0) (5, 0) -> B, 0, 5, 0 = 0x050B. MAX_SAMPLE_DIST 5 from X1Y1:
    // 1 | 5 << 13 | 1 << 20.
    let at = |x, y| SamplePosition::new(x, y).unwrap();
    let near = [at(-3, 0), at(3, 0)];
    let far = [at(-5, 0), at(5, 0)];
    let pattern = SamplePattern::per_pixel(SampleCount::X2, [&near, &near, &near, &far]).unwrap();
    let custom = Raster::new().with_sample_pattern(&pattern);
    let (_, _, regs) = emit_with(|cb| custom.emit(cb));
    assert_eq!(regs[&(CTX, 0x2FE)], 0x0000_030D); // X0Y0_0
    assert_eq!(regs[&(CTX, 0x30A)], 0x0000_050B); // X1Y1_0
    assert_eq!(regs[&(CTX, 0x2F8)], 0x0010_A001);
    assert_eq!(regs[&(CTX, 0x2F5)], 0x1010_1010);
    let decoded = Raster::decode(&source(&regs)).unwrap();
    assert_eq!(decoded.sample_pattern(), Some(pattern));
    // Lines kept at their width with MSAA (RADV's choice).
    let narrow = custom.with_expand_line_width(false);
    assert_eq!(narrow.registers().get(0x2F7), Some(0x1000));
}

#[test]
fn reversed_depth_range_orders_zmin_zmax_and_round_trips() {
    // Depth range 0.75 -> 0.25 (min_z > max_z, legal in Vulkan). The
    // transform keeps the order: ZSCALE = 0.25 - 0.75 = -0.5, ZOFFSET = 0.75.
    // The depth clamp takes the lower end first: radeonsi
    // (si_viewport_zmin_zmax through util_viewport_zmin_zmax) and RADV
    // (radv_get_viewport_zmin_zmax) write ZMIN = min of the two ends, ZMAX =
    // max. Viewport 1 of a two-viewport block takes the other write path.
    let reversed = Viewport::new(0, 0, 64, 64, 0.75, 0.25);
    for vp in [
        Viewports::new(0, 0, 64, 64, 0.75, 0.25),
        Viewports::new(0, 0, 64, 64, 0.0, 1.0).with_viewport(1, reversed),
    ] {
        vp.validate().unwrap();
        let (_, _, regs) = emit_with(|cb| vp.emit(cb));
        let i = vp.count() as u16 - 1;
        assert_eq!(regs[&(CTX, 0x0B4 + 2 * i)], 0x3E80_0000, "ZMIN 0.25");
        assert_eq!(regs[&(CTX, 0x0B5 + 2 * i)], 0x3F40_0000, "ZMAX 0.75");
        assert_eq!(regs[&(CTX, 0x10F + 6 * i + 4)], 0xBF00_0000, "ZSCALE -0.5");
        assert_eq!(regs[&(CTX, 0x10F + 6 * i + 5)], 0x3F40_0000, "ZOFFSET 0.75");
        assert_eq!(Viewports::decode(&source(&regs)).unwrap(), vp);
    }
}

#[test]
fn line_width_and_point_sizes_drop_the_fraction_of_an_eighth() {
    // radeonsi si_create_rs_state stores half the size in 12.4 fixed point
    // (point size: an unsigned cast of size * 8; min/max and line width:
    // size / 2 * 16 through its 12.4 packer) and RADV casts line width * 8:
    // both truncate. 1.1 px: 8.8 -> 8; 3.19 px: 25.52 -> 25; 0.1 px: 0.8 -> 0.
    let r = Raster::new()
        .with_line_width(1.1)
        .with_point_size(3.19)
        .with_point_size_range(0.1, 3.19);
    let (_, _, regs) = emit_with(|cb| r.emit(cb));
    // PA_SU_POINT_SIZE: HEIGHT [15:0] = WIDTH [31:16] = 25.
    assert_eq!(regs[&(CTX, 0x280)], (25 << 16) | 25);
    // PA_SU_POINT_MINMAX: MIN_SIZE [15:0] = 0, MAX_SIZE [31:16] = 25.
    assert_eq!(regs[&(CTX, 0x281)], 25 << 16);
    // PA_SU_LINE_CNTL: WIDTH [15:0] = 8.
    assert_eq!(regs[&(CTX, 0x282)], 8);
}

#[test]
fn depth_offset_format_is_the_negated_bit_count() {
    use gcn::regs::gfx7::enums::ZFormat;
    // radeonsi si_create_rs_state / RADV: NEG_NUM_DB_BITS -16 (D16), -24
    // (D24), -23 with DB_IS_FLOAT_FMT (D32F); 0 without a depth target.
    assert_eq!(Raster::depth_offset_format(ZFormat::Z_16), (0xF0, false));
    assert_eq!(Raster::depth_offset_format(ZFormat::Z_24), (0xE8, false));
    assert_eq!(
        Raster::depth_offset_format(ZFormat::Z_32_FLOAT),
        (0xE9, true)
    );
    assert_eq!(Raster::depth_offset_format(ZFormat::Z_INVALID), (0, false));
    let (bits, float) = Raster::depth_offset_format(ZFormat::Z_32_FLOAT);
    let r = Raster::new().with_depth_offset(1.0, 16.0, 0.0, bits, float);
    let (_, _, regs) = emit_with(|cb| r.emit(cb));
    // PA_SU_POLY_OFFSET_DB_FMT_CNTL: NEG_NUM_DB_BITS [7:0] = 0xE9 (-23),
    // DB_IS_FLOAT_FMT [8] = 1 (the PS4 driver's default state writes 0x1E9).
    assert_eq!(regs[&(CTX, 0x2DE)], 0x1E9);
    // The slope scale is written as given: 16.0 for an API slope factor of 1.
    assert_eq!(regs[&(CTX, 0x2E0)], 16.0f32.to_bits());
}

#[test]
fn primitive_state_matches_the_spec_and_round_trips() {
    let prim = PrimitiveState::new()
        .with_topology(PrimitiveType::DI_PT_TRILIST)
        .with_index_type(IndexType::VGT_INDEX_16);
    let (words, runs, regs) = emit_with(|cb| prim.emit(cb));
    #[rustfmt::skip]
    let golden: Golden = &[
        ("VGT_PRIMITIVE_TYPE",           UC,  0x242, &[("PRIM_TYPE", 0, 6, 4)]),  // DI_PT_TRILIST
        ("VGT_MULTI_PRIM_IB_RESET_INDX", CTX, 0x103, &[("RESET_INDX", 0, 32, 0xFFFF_FFFF)]),
        ("VGT_MULTI_PRIM_IB_RESET_EN",   CTX, 0x2A5, &[("RESET_EN", 0, 1, 0)]),
        // PRIMGROUP_SIZE 255, no switch: the PS4 driver's value (shadPS4
        // gnmdriver_init.h InitSequence350, sceGnmResetVgtControl: 0x2aa = 0xff).
        ("IA_MULTI_VGT_PARAM",           CTX, 0x2AA, &[("PRIMGROUP_SIZE", 0, 16, 255), ("WD_SWITCH_ON_EOP", 20, 1, 0)]),
        ("VGT_SHADER_STAGES_EN",         CTX, 0x2D5, &[("VS_EN", 6, 2, 0)]),
        // Written by the INDEX_TYPE packet, not a SET_*_REG.
        ("VGT_DMA_INDEX_TYPE",           CTX, 0x29F, &[("INDEX_TYPE", 0, 2, 0), ("SWAP_MODE", 2, 2, 0)]),
    ];
    let bad = compare(&regs, golden);
    println!(
        "primitive golden: {} registers checked, {bad} mismatches",
        golden.len()
    );
    assert_eq!(bad, 0);
    assert_eq!(
        runs,
        [
            (0x242, 1),
            (0x103, 1),
            (0x2A5, 1),
            (0x2AA, 1),
            (0x2D5, 1),
            (0x29F, 1)
        ]
    );
    // No SET_UCONFIG_REG of VGT_INDEX_TYPE (uconfig 0x243): on gfx6-8 the
    // index size of an indexed DMA draw is VGT_DMA_INDEX_TYPE, which the
    // INDEX_TYPE packet writes (radeonsi si_emit_draw_packets, RADV
    // radv_emit_draw_registers, PAL gfx6 BuildIndexType).
    assert!(!regs.contains_key(&(UC, 0x243)));
    // 3 + 4 * 3 dwords of SET_*_REG, then INDEX_TYPE: header
    // (3 << 30) | (0 << 16) | (0x2A << 8), INDEX_TYPE = VGT_INDEX_16 (0),
    // SWAP_MODE = VGT_DMA_SWAP_NONE (0).
    assert_eq!(words.len(), 17);
    assert_eq!(words[15..], [0xC000_2A00, 0]);
    let packets = parse(&words);
    assert_eq!(
        packets[3].index, 1,
        "IA_MULTI_VGT_PARAM is written with INDEX = 1"
    );
    assert_eq!(packets[5].index, blocks_support::INDEX_TYPE_PACKET);
    assert_eq!(PrimitiveState::decode(&source(&regs)).unwrap(), prim);
    let strip = prim
        .with_topology(PrimitiveType::DI_PT_TRISTRIP)
        .with_restart(Some(0xFFFF));
    let (_, _, regs) = emit_with(|cb| strip.emit(cb));
    #[rustfmt::skip]
    let golden: GoldenDwords = &[
        ("VGT_PRIMITIVE_TYPE",           UC,  0x242, 6),       // DI_PT_TRISTRIP
        ("VGT_MULTI_PRIM_IB_RESET_INDX", CTX, 0x103, 0xFFFF),  // RESET_INDX, the 16-bit restart index
        ("VGT_MULTI_PRIM_IB_RESET_EN",   CTX, 0x2A5, 1),       // RESET_EN (0)
        ("IA_MULTI_VGT_PARAM",           CTX, 0x2AA, 0xFF),    // PRIMGROUP_SIZE 256 - 1, the PS4 driver's
        ("VGT_SHADER_STAGES_EN",         CTX, 0x2D5, 0),
        ("VGT_DMA_INDEX_TYPE",           CTX, 0x29F, 0),       // INDEX_TYPE packet: VGT_INDEX_16
    ];
    assert_eq!(compare_dwords(&regs, golden), 0);
    assert_eq!(PrimitiveState::decode(&source(&regs)).unwrap(), strip);
    assert_eq!(strip.restart(), Some(0xFFFF));
    // 32-bit indices swapped by 32-bit words: INDEX_TYPE = VGT_INDEX_32 (1),
    // SWAP_MODE = VGT_DMA_SWAP_32_BIT (2) at bits 3:2 of the packet's dword.
    let swapped = prim
        .with_index_type(IndexType::VGT_INDEX_32)
        .with_index_swap(IndexSwapMode::VGT_DMA_SWAP_32_BIT);
    let (words, _, regs) = emit_with(|cb| swapped.emit(cb));
    assert_eq!(words[15..], [0xC000_2A00, 1 | (2 << 2)]);
    let back = PrimitiveState::decode(&source(&regs)).unwrap();
    assert_eq!(back, swapped);
    assert_eq!(
        (back.index_type(), back.index_swap()),
        (IndexType::VGT_INDEX_32, IndexSwapMode::VGT_DMA_SWAP_32_BIT)
    );
    // The register lists hold the SET_*_REG writes; the packet's dword is
    // listed apart, at VGT_DMA_INDEX_TYPE.
    assert_eq!(swapped.uconfig_registers().as_slice(), &[(0x242, 4)]);
    assert_eq!(swapped.packet_registers().as_slice(), &[(0x29F, 9)]);
    assert_eq!(swapped.context_registers().get(0x29F), None);
    // A PS4 setIndexSize dword with its cache policy (RDREQ_POLICY [7:6] =
    // VGT_POLICY_STREAM, REQ_PATH [10]; GPCS4 onIndexType) is written whole.
    let ps4 = prim.with_dma_index_type(gcn::regs::VgtDmaIndexType::from_bits(
        1 | (1 << 6) | (1 << 10),
    ));
    ps4.validate().unwrap();
    let (words, _, _) = emit_with(|cb| ps4.emit(cb));
    assert_eq!(words[15..], [0xC000_2A00, 0x441]);
}

#[test]
fn bad_input_is_refused_with_the_documented_error() {
    let vp = Viewports::new(0, 0, 0, 1080, 0.0, 1.0);
    assert!(matches!(
        vp.validate(),
        Err(Error::BadDimension {
            what: "viewport width",
            value: 0,
            ..
        })
    ));
    let vp = Viewports::new(0, 0, 16385, 1080, 0.0, 1.0);
    assert!(matches!(
        vp.validate(),
        Err(Error::BadDimension {
            value: 16385,
            max: 16384,
            ..
        })
    ));
    let vp = Viewports::new(16000, 0, 1000, 1080, 0.0, 1.0);
    assert!(matches!(
        vp.validate(),
        Err(Error::BadDimension {
            what: "viewport right edge",
            ..
        })
    ));
    assert_eq!(
        Viewports::new(0, 0, 8, 8, f32::INFINITY, 0.0).validate(),
        Err(Error::InvalidRange {
            what: "viewport depth range"
        })
    );
    // A reversed range is a valid viewport (see reversed_depth_range_*).
    assert_eq!(Viewports::new(0, 0, 8, 8, 1.0, 0.0).validate(), Ok(()));
    assert_eq!(
        Viewports::new(0, 0, 8, 8, 0.0, 1.0)
            .with_viewport(16, Viewport::default())
            .validate(),
        Err(Error::SlotOutOfRange {
            slot: 16,
            slots: 16
        })
    );
    assert_eq!(
        DepthStencil::new()
            .with_depth_bounds(f32::NAN, 1.0)
            .validate(),
        Err(Error::InvalidRange {
            what: "depth bounds"
        })
    );
    assert_eq!(
        PrimitiveState::new()
            .with_index_type(IndexType::VGT_INDEX_8)
            .validate(),
        Err(Error::UnknownValue {
            register: "VGT_DMA_INDEX_TYPE",
            field: "INDEX_TYPE",
            value: 2
        })
    );
    assert!(matches!(
        PrimitiveState::new()
            .with_topology(PrimitiveType::from_bits(0x3F))
            .validate(),
        Err(Error::UnknownValue {
            field: "PRIM_TYPE",
            value: 0x3F,
            ..
        })
    ));
    // A sample count is 1, 2, 4, 8 or 16, never rounded to one.
    for count in [0, 3, 5, 17, 32, 64, 128] {
        assert_eq!(
            SampleCount::new(count),
            Err(Error::InvalidSampleCount { count })
        );
    }
    // A decoded MSAA_NUM_SAMPLES above 4 (more than 16 samples) is refused.
    let regs = Raster::new().registers();
    for log2 in 5..=7 {
        let decoded = Raster::decode(&|s: Space, o: u16| {
            if o == 0x2F8 {
                Some(log2)
            } else {
                regs.read(s, o)
            }
        })
        .unwrap();
        assert_eq!(decoded.sample_pattern(), None);
        assert_eq!(
            decoded.validate(),
            Err(Error::UnknownValue {
                register: "PA_SC_AA_CONFIG",
                field: "MSAA_NUM_SAMPLES",
                value: log2
            })
        );
    }
    assert_eq!(
        Raster::new()
            .with_depth_offset(f32::INFINITY, 0.0, 0.0, 0, true)
            .validate(),
        Err(Error::NotFinite {
            what: "depth offset"
        })
    );
    // Invalid blocks and full buffers write nothing.
    let mut small = [0u32; 8];
    let mut cb = CommandBuffer::new(&mut small);
    assert!(matches!(
        PrimitiveState::new().emit(&mut cb),
        Err(Error::Pm4(_))
    ));
    assert!(matches!(Raster::new().emit(&mut cb), Err(Error::Pm4(_))));
    assert!(matches!(
        Viewports::new(0, 0, 0, 1, 0.0, 1.0).emit(&mut cb),
        Err(Error::BadDimension { .. })
    ));
    assert!(cb.is_empty());
    // Missing registers.
    let empty = |_: Space, _: u16| None;
    assert_eq!(
        Raster::decode(&empty),
        Err(Error::MissingRegister {
            register: "PA_CL_CLIP_CNTL"
        })
    );
    assert_eq!(
        PrimitiveState::decode(&empty),
        Err(Error::MissingRegister {
            register: "VGT_PRIMITIVE_TYPE"
        })
    );
}

#[test]
fn a_block_loaded_from_its_register_image_replays_to_its_registers() {
    use gcn::decode::state::{Event, Shadow, replay};
    use gcn::pm4::RegRange;
    let vp = Viewports::new(0, 0, 1920, 1080, 0.0, 1.0);
    let regs = vp.registers();
    // The viewport block's context registers lie in several runs.
    let ranges = regs.ranges();
    assert!(ranges.len() > 1, "{ranges:?}");
    let covered: u32 = ranges.iter().map(|r| r.num_dwords).sum();
    assert_eq!(covered as usize, regs.len());
    for pair in ranges.windows(2) {
        assert!(pair[0].end().unwrap() < pair[1].reg_offset, "{pair:?}");
    }
    const IMAGE: u64 = 0x40_0000;
    let mut image = vec![0xDEAD_BEEFu32; Space::Context.len() as usize];
    regs.write_image(&mut image).unwrap();
    let mut words = [0u32; 64];
    let mut cb = CommandBuffer::new(&mut words);
    regs.emit_load(&mut cb, IMAGE).unwrap();
    // LOAD_CONTEXT_REG (0x61): COUNT = 2 + 2 * ranges - 1.
    let n = cb.len();
    assert_eq!(
        words[0],
        0xC000_6100 | ((2 * ranges.len() as u32 + 1) << 16)
    );
    assert_eq!(words[1..3], [IMAGE as u32, 0]);
    let pairs: Vec<RegRange> = words[3..n]
        .chunks(2)
        .map(|p| RegRange {
            reg_offset: p[0],
            num_dwords: p[1],
        })
        .collect();
    assert_eq!(pairs, ranges.as_slice());
    // Replayed with the image as memory, the shadow holds the block's values.
    let mut shadow = Shadow::new();
    let mut unreadable = 0;
    replay(
        &words[..n],
        &mut shadow,
        |address, dwords| {
            let at = usize::try_from((address - IMAGE) / 4).ok()?;
            image.get(at..at + dwords)
        },
        |_, event, _| {
            if let Event::Unreadable { .. } = event {
                unreadable += 1;
            }
        },
    );
    assert_eq!(unreadable, 0);
    for &(offset, value) in regs.as_slice() {
        assert_eq!(
            shadow.get(CTX, u32::from(offset)),
            Some(value),
            "{offset:#x}"
        );
    }
    // The block decoded from the shadow has the viewport.
    let back = Viewports::decode(&|s: Space, o: u16| shadow.get(s, u32::from(o))).unwrap();
    assert_eq!(back.viewport(0), vp.viewport(0));
    // An image that ends before the last register is refused untouched.
    let last = regs.as_slice().last().unwrap().0;
    let mut short = vec![7u32; usize::from(last)];
    assert_eq!(
        regs.write_image(&mut short),
        Err(Error::OutOfRange {
            field: "register image",
            value: u32::from(last),
            min: 0,
            max: u32::from(last) - 1
        })
    );
    assert!(short.iter().all(|&w| w == 7));
}

/// `with_guard_band` stores its factors as given; `validate`, `encode` and
/// `emit` refuse a NaN or infinite one ([`Error::NotFinite`]) or a negative
/// one ([`Error::InvalidRange`]), writing nothing, as they refuse a bad
/// viewport depth range. A decoded block with such a factor is refused too.
/// Finite factors of 0 and more are written as given.
#[test]
fn guard_band_refuses_non_finite_and_negative_factors() {
    let vp = Viewports::new(0, 0, 1920, 1080, 0.0, 1.0);
    let not_finite = Err(Error::NotFinite {
        what: "guard band adjust",
    });
    let negative = Err(Error::InvalidRange {
        what: "guard band (-adjust..=adjust)",
    });
    for (bad, want) in [
        (f32::NAN, not_finite),
        (f32::INFINITY, not_finite),
        (f32::NEG_INFINITY, not_finite),
        (-1.0, negative),
        (-f32::MIN_POSITIVE, negative),
    ] {
        for i in 0..4 {
            let mut f = [1.5f32; 4];
            f[i] = bad;
            for v in [
                vp.with_guard_band(f[0], f[1], f[2], f[3]),
                // With several viewports (the other write path).
                vp.with_viewport(2, Viewport::new(8, 8, 64, 64, 0.0, 1.0))
                    .with_guard_band(f[0], f[1], f[2], f[3]),
                // A later setter does not hide it.
                vp.with_guard_band(f[0], f[1], f[2], f[3])
                    .with_scissor(0, 0, 8, 8)
                    .with_viewport(0, Viewport::new(0, 0, 64, 64, 0.0, 1.0)),
            ] {
                assert_eq!(v.validate(), want, "factor {i} = {bad}");
                assert_eq!(v.encode().map(|_| ()), want);
                let mut words = [0u32; 512];
                let mut cb = CommandBuffer::new(&mut words);
                assert_eq!(v.emit(&mut cb), want);
                assert!(cb.is_empty());
                // Read back from its registers, it is refused again.
                let decoded = Viewports::decode(&v.registers()).unwrap();
                assert_eq!(decoded.validate(), want);
            }
        }
    }
    // A viewport error found first is reported first.
    assert!(matches!(
        Viewports::new(0, 0, 0, 1, 0.0, 1.0)
            .with_guard_band(f32::NAN, 1.0, 1.0, 1.0)
            .validate(),
        Err(Error::BadDimension { .. })
    ));
    // Factors are replaced by the last call.
    assert_eq!(
        vp.with_guard_band(f32::NAN, 1.0, 1.0, 1.0)
            .with_guard_band(1.0, 1.0, 1.0, 1.0)
            .validate(),
        Ok(())
    );
    // Zero, -0.0, below 1.0 and large finite factors are written as given.
    let odd = vp.with_guard_band(0.0, -0.0, 0.5, f32::MAX);
    let (words, _, _) = emit_with(|cb| odd.emit(cb));
    assert_eq!(
        words[words.len() - 6..],
        [0xC004_6900, 0x2FA, 0, 0x8000_0000, 0x3F00_0000, 0x7F7F_FFFF]
    );
}
