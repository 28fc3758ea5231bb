//! Blend block: golden values from the spec, emission, decode, bad input.

use crate::blocks_support;

use blocks_support::{Golden, apply, compare, parse};
use gcn::blocks::blend::{Blend, BlendEquation, BlendFunc};
use gcn::blocks::{Error, Slot};
use gcn::pm4::CommandBuffer;
use gcn::regs::{BlendOp, CbBlend1Control, CbMode, CombFunc, Register, Rop3, Space};

const CTX: Space = Space::Context;

fn emit(b: &Blend) -> Vec<u32> {
    let mut words = [0u32; 128];
    let mut cb = CommandBuffer::new(&mut words);
    b.emit(&mut cb).unwrap();
    cb.as_slice().to_vec()
}

#[test]
fn standard_alpha_blend_on_slot_0_matches_the_spec() {
    let words = emit(&Blend::alpha_blended());
    let regs = apply(&parse(&words));
    #[rustfmt::skip]
    let golden: Golden = &[
        ("CB_TARGET_MASK",    CTX, 0x08E, &[("TARGET0_ENABLE", 0, 4, 0xF)]),
        ("CB_SHADER_MASK",    CTX, 0x08F, &[("OUTPUT0_ENABLE", 0, 4, 0xF)]),
        // Blend constant 0, 0, 0, 0.
        ("CB_BLEND_RED",      CTX, 0x105, &[("BLEND_RED",      0, 32, 0)]),
        ("CB_BLEND_GREEN",    CTX, 0x106, &[("BLEND_GREEN",    0, 32, 0)]),
        ("CB_BLEND_BLUE",     CTX, 0x107, &[("BLEND_BLUE",     0, 32, 0)]),
        ("CB_BLEND_ALPHA",    CTX, 0x108, &[("BLEND_ALPHA",    0, 32, 0)]),
        ("CB_BLEND0_CONTROL", CTX, 0x1E0, &[
            ("COLOR_SRCBLEND",        0, 5, 4),  // BLEND_SRC_ALPHA
            ("COLOR_COMB_FCN",        5, 3, 0),  // COMB_DST_PLUS_SRC
            ("COLOR_DESTBLEND",       8, 5, 5),  // BLEND_ONE_MINUS_SRC_ALPHA
            ("ALPHA_SRCBLEND",       16, 5, 1),  // BLEND_ONE
            ("ALPHA_COMB_FCN",       21, 3, 0),  // COMB_DST_PLUS_SRC
            ("ALPHA_DESTBLEND",      24, 5, 5),  // BLEND_ONE_MINUS_SRC_ALPHA
            ("SEPARATE_ALPHA_BLEND", 29, 1, 1),
            ("ENABLE",               30, 1, 1),
        ]),
        // Slots 1..7 off: ENABLE 0, colour ONE/ZERO, alpha fields 0.
        ("CB_BLEND1_CONTROL", CTX, 0x1E1, &[("COLOR_SRCBLEND", 0, 5, 1)]),
        ("CB_BLEND2_CONTROL", CTX, 0x1E2, &[("COLOR_SRCBLEND", 0, 5, 1)]),
        ("CB_BLEND3_CONTROL", CTX, 0x1E3, &[("COLOR_SRCBLEND", 0, 5, 1)]),
        ("CB_BLEND4_CONTROL", CTX, 0x1E4, &[("COLOR_SRCBLEND", 0, 5, 1)]),
        ("CB_BLEND5_CONTROL", CTX, 0x1E5, &[("COLOR_SRCBLEND", 0, 5, 1)]),
        ("CB_BLEND6_CONTROL", CTX, 0x1E6, &[("COLOR_SRCBLEND", 0, 5, 1)]),
        ("CB_BLEND7_CONTROL", CTX, 0x1E7, &[("COLOR_SRCBLEND", 0, 5, 1)]),
        ("CB_COLOR_CONTROL",  CTX, 0x202, &[
            ("MODE",  4, 3, 1),    // CB_NORMAL
            ("ROP3", 16, 8, 0xCC), // ROP3_COPY
        ]),
    ];
    let bad = compare(&regs, golden);
    println!(
        "blend golden: {} registers checked, {bad} mismatches",
        golden.len()
    );
    assert_eq!(bad, 0);
}

#[test]
fn emission_uses_one_packet_per_run_and_decodes_back() {
    let blend = Blend::alpha_blended()
        .with_equation(Slot::S3, BlendEquation::ADDITIVE)
        .with_write_mask(Slot::S3, 0b0111)
        .with_shader_mask(Slot::S3, 0xF)
        .with_constant([0.25, 0.5, 0.75, 1.0])
        .with_rop3_disabled(Slot::S3, true)
        .with_mode(CbMode::CB_NORMAL)
        .with_rop3(Rop3::ROP3_COPY);
    let words = emit(&blend);
    // The whole stream, from the spec's field positions: SET_CONTEXT_REG
    // headers (3 << 30) | (registers << 16) | (0x69 << 8), then REG_OFFSET.
    #[rustfmt::skip]
    let want: [u32; 23] = [
        0xC002_6900, 0x08E,
        // CB_TARGET_MASK: TARGET0_ENABLE 0xF (3..0), TARGET3_ENABLE 0b0111 (15..12).
        0x0000_700F,
        // CB_SHADER_MASK: OUTPUT0_ENABLE 0xF (3..0), OUTPUT3_ENABLE 0xF (15..12).
        0x0000_F00F,
        0xC004_6900, 0x105,
        // CB_BLEND_RED/GREEN/BLUE/ALPHA: the IEEE bits of 0.25, 0.5, 0.75, 1.0.
        0x3E80_0000, 0x3F00_0000, 0x3F40_0000, 0x3F80_0000,
        0xC008_6900, 0x1E0,
        // CB_BLEND0_CONTROL (alpha blending): COLOR_SRCBLEND BLEND_SRC_ALPHA 4
        // (4..0), COLOR_DESTBLEND BLEND_ONE_MINUS_SRC_ALPHA 5 (12..8),
        // ALPHA_SRCBLEND BLEND_ONE 1 (20..16), ALPHA_DESTBLEND 5 (28..24),
        // SEPARATE_ALPHA_BLEND (29), ENABLE (30); both COMB_FCN
        // COMB_DST_PLUS_SRC 0.
        0x6501_0504,
        // CB_BLEND1/2_CONTROL off: COLOR_SRCBLEND BLEND_ONE 1, the rest 0.
        0x0000_0001, 0x0000_0001,
        // CB_BLEND3_CONTROL, additive: COLOR_SRCBLEND BLEND_ONE 1 (4..0),
        // COLOR_DESTBLEND BLEND_ONE 1 (12..8), COMB_DST_PLUS_SRC 0; alpha
        // with the colour function (SEPARATE_ALPHA_BLEND 0, alpha fields 0,
        // as radeonsi's si_create_blend_state_mode writes equal RGB and A);
        // ENABLE (30); DISABLE_ROP3 (31).
        0xC000_0101,
        // CB_BLEND4..7_CONTROL off.
        0x0000_0001, 0x0000_0001, 0x0000_0001, 0x0000_0001,
        0xC001_6900, 0x202,
        // CB_COLOR_CONTROL: MODE CB_NORMAL 1 (6..4), ROP3 ROP3_COPY 0xCC (23..16).
        0x00CC_0010,
    ];
    assert_eq!(words, want);
    let packets = parse(&words);
    let runs: Vec<(u16, usize)> = packets.iter().map(|p| (p.offset, p.values.len())).collect();
    assert_eq!(runs, [(0x8E, 2), (0x105, 4), (0x1E0, 8), (0x202, 1)]);
    // Clearing DISABLE_ROP3 again gives back the register without bit 31.
    let again = emit(&blend.with_rop3_disabled(Slot::S3, false));
    assert_eq!(again[15], 0x4000_0101);
    let regs = apply(&packets);
    let decoded = Blend::decode(&|s: Space, o: u16| regs.get(&(s, o)).copied()).unwrap();
    assert_eq!(decoded, blend);
    assert_eq!(Blend::decode(&blend.registers()).unwrap(), blend);
    assert_eq!(decoded.equation(Slot::S3), BlendEquation::ADDITIVE);
    assert_eq!(decoded.write_mask(Slot::S3), 0b0111);
    assert_eq!(decoded.constant(), [0.25, 0.5, 0.75, 1.0]);
    assert_eq!(blend.registers().len(), gcn::blocks::blend::REGISTERS);
}

#[test]
fn bad_input_is_refused_with_the_documented_error() {
    assert_eq!(
        Slot::new(8),
        Err(Error::SlotOutOfRange { slot: 8, slots: 8 })
    );
    let dual = BlendEquation::new(BlendFunc::new(
        BlendOp::BLEND_SRC1_ALPHA,
        BlendOp::BLEND_INV_SRC1_ALPHA,
        CombFunc::COMB_DST_PLUS_SRC,
    ));
    assert_eq!(
        Blend::new().with_equation(Slot::S0, dual).validate(),
        Ok(())
    );
    assert_eq!(
        Blend::new().with_equation(Slot::S1, dual).validate(),
        Err(Error::DualSourceSlot { slot: 1 })
    );
    let sat_dst = BlendEquation::new(BlendFunc::new(
        BlendOp::BLEND_ONE,
        BlendOp::BLEND_SRC_ALPHA_SATURATE,
        CombFunc::COMB_DST_PLUS_SRC,
    ));
    assert_eq!(
        Blend::new().with_equation(Slot::S2, sat_dst).validate(),
        Err(Error::InvalidBlendFactor { slot: 2 })
    );
    assert_eq!(
        Blend::new()
            .with_constant([0.0, f32::NAN, 0.0, 0.0])
            .validate(),
        Err(Error::NotFinite {
            what: "blend constant"
        })
    );
    // A decoded stream may hold values AMD does not name: kept, then refused by validate.
    let mut regs = Blend::alpha_blended().registers();
    let odd = CbBlend1Control::new()
        .with_enable(true)
        .with_color_srcblend(BlendOp::from_bits(31));
    let decoded = Blend::decode(&|s: Space, o: u16| {
        if o == CbBlend1Control::OFFSET {
            Some(odd.to_bits())
        } else {
            gcn::blocks::RegSource::read(&regs, s, o)
        }
    })
    .unwrap();
    assert_eq!(decoded.slot_register(Slot::S1).into_bits(), odd.into_bits());
    assert_eq!(
        decoded.validate(),
        Err(Error::UnknownValue {
            register: "CB_BLEND1_CONTROL",
            field: "COLOR_SRCBLEND",
            value: 31
        })
    );
    let mut words = [0u32; 64];
    let mut cb = CommandBuffer::new(&mut words);
    assert!(decoded.emit(&mut cb).is_err());
    assert!(cb.is_empty(), "an invalid block writes nothing");
    // gfx8-only CB_DCC_DECOMPRESS (6) is not a gfx7 mode.
    assert!(matches!(
        Blend::new().with_mode(CbMode::from_bits(6)).validate(),
        Err(Error::UnknownValue {
            field: "MODE",
            value: 6,
            ..
        })
    ));
    // Missing registers.
    regs = gcn::blocks::RegList::new(Space::Context);
    assert_eq!(
        Blend::decode(&regs),
        Err(Error::MissingRegister {
            register: "CB_BLEND0_CONTROL"
        })
    );
    // Too little room: nothing written.
    let mut small = [0u32; 10];
    let mut cb = CommandBuffer::new(&mut small);
    assert!(matches!(Blend::new().emit(&mut cb), Err(Error::Pm4(_))));
    assert!(cb.is_empty());
}
