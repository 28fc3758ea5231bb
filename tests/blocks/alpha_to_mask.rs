//! The alpha-to-coverage block: whole `DB_ALPHA_TO_MASK` dwords written from
//! the spec's field positions (`tests/data/gcn-registers.json`:
//! `ALPHA_TO_MASK_ENABLE` bit 0, `ALPHA_TO_MASK_OFFSET0..3` bits 8, 10, 12
//! and 14, two bits each, `OFFSET_ROUND` bit 16) and the values radeonsi
//! (`si_create_blend_state_mode`) and RADV (`radv_pipeline_init_blend_state`)
//! write.

use gcn::blocks::alpha_to_mask::{self, AlphaToMask, DITHERED, NOT_DITHERED};
use gcn::blocks::{Block, Error};
use gcn::pm4::CommandBuffer;
use gcn::regs::{DbAlphaToMask, Gfx, Register, Space};

/// `SET_CONTEXT_REG` (opcode 0x69) of one register: type 3, count 1
/// (offset dword + one value, minus one): `0xC000_0000 | 1 << 16 | 0x69 << 8`.
const HEADER: u32 = 0xC001_6900;
/// `DB_ALPHA_TO_MASK`: byte address 0x28B70, context offset (0x28B70 - 0x28000) / 4.
const OFFSET: u32 = 0x2DC;

fn emitted(block: &AlphaToMask) -> Vec<u32> {
    let mut words = [0u32; 16];
    let mut cb = CommandBuffer::new(&mut words);
    block.emit(&mut cb).unwrap();
    cb.as_slice().to_vec()
}

#[test]
fn the_patterns_are_the_dwords_of_the_spec_and_mesa() {
    assert_eq!(DbAlphaToMask::OFFSET, OFFSET as u16);
    let cases = [
        // Off: offsets 2, 2, 2, 2 (radeonsi without alpha-to-coverage),
        // round 0: 2 << 8 | 2 << 10 | 2 << 12 | 2 << 14
        // = 0x200 | 0x800 | 0x2000 | 0x8000 = 0xAA00.
        ("new", AlphaToMask::new(), 0x0000_AA00),
        // Dithered (radeonsi with alpha_to_coverage_dither, RADV's default):
        // 1 | 3 << 8 | 1 << 10 | 0 << 12 | 2 << 14 | 1 << 16
        // = 0x1 | 0x300 | 0x400 | 0 | 0x8000 | 0x1_0000 = 0x1_8701.
        ("dithered", AlphaToMask::dithered(), 0x0001_8701),
        // Not dithered (radeonsi without dither, RADV_DEBUG_NO_ATOC_DITHERING):
        // 1 | 0xAA00, round 0 = 0xAA01.
        ("not dithered", AlphaToMask::not_dithered(), 0x0000_AA01),
        // RADV without alphaToCoverageEnable: the dithered offsets, enable 0:
        // 0x1_8701 - 1 = 0x1_8700.
        (
            "dithered, off",
            AlphaToMask::dithered().with_enable(false),
            0x0001_8700,
        ),
        // 3 << 8 | 3 << 10 | 3 << 12 | 3 << 14 = 0xFF00, round 1 << 16.
        (
            "largest",
            AlphaToMask::new()
                .with_offsets([3; 4])
                .with_offset_round(true),
            0x0001_FF00,
        ),
        // Each offset alone: 1 << 8, 2 << 10 = 0x800, 3 << 12 = 0x3000,
        // 1 << 14 = 0x4000: 0x7900, enable 1.
        (
            "one by one",
            AlphaToMask::new()
                .with_enable(true)
                .with_offsets([1, 2, 3, 1]),
            0x0000_7901,
        ),
        // gfx7 CLEAR_STATE (clearstate_ci.h): 0.
        ("zero", AlphaToMask::new().with_offsets([0; 4]), 0),
    ];
    for (name, block, value) in cases {
        block.validate().unwrap();
        assert_eq!(block.alpha_to_mask().into_bits(), value, "{name}");
        assert_eq!(emitted(&block), [HEADER, OFFSET, value], "{name}");
        assert_eq!(
            block.encode().unwrap().as_slice(),
            &[HEADER, OFFSET, value],
            "{name}"
        );
        assert_eq!(block.registers().get(OFFSET as u16), Some(value), "{name}");
    }
    assert_eq!(alpha_to_mask::DWORDS, 3);
    assert_eq!(alpha_to_mask::REGISTERS, 1);
    assert_eq!(AlphaToMask::dithered().offsets(), DITHERED);
    assert_eq!(AlphaToMask::not_dithered().offsets(), NOT_DITHERED);
    assert!(AlphaToMask::dithered().enabled() && AlphaToMask::dithered().offset_round());
    assert!(!AlphaToMask::new().enabled() && !AlphaToMask::new().offset_round());
    assert_eq!(AlphaToMask::default(), AlphaToMask::new());
}

#[test]
fn an_offset_above_three_is_an_error_and_changes_nothing() {
    for (pixel, field) in [
        "ALPHA_TO_MASK_OFFSET0",
        "ALPHA_TO_MASK_OFFSET1",
        "ALPHA_TO_MASK_OFFSET2",
        "ALPHA_TO_MASK_OFFSET3",
    ]
    .into_iter()
    .enumerate()
    {
        for value in [4u8, 7, 0xFF] {
            let mut offsets = DITHERED;
            offsets[pixel] = value;
            let block = AlphaToMask::dithered().with_offsets(offsets);
            let want = Error::OutOfRange {
                field,
                value: u32::from(value),
                min: 0,
                max: 3,
            };
            assert_eq!(block.validate(), Err(want), "{field} {value}");
            assert_eq!(block.encode(), Err(want));
            // Not masked into the field: the register keeps 0x1_8701.
            assert_eq!(block.alpha_to_mask().into_bits(), 0x0001_8701);
            let mut words = [0xDEAD_BEEFu32; 16];
            let mut cb = CommandBuffer::new(&mut words);
            assert_eq!(block.emit(&mut cb), Err(want));
            assert_eq!(cb.len(), 0);
            assert!(words.iter().all(|&w| w == 0xDEAD_BEEF));
        }
    }
    // The first error is kept: a later valid call does not clear it, a later
    // invalid one does not replace it.
    let block = AlphaToMask::new()
        .with_offsets([0, 5, 0, 0])
        .with_offsets([0, 0, 0, 9])
        .with_offsets(DITHERED);
    assert_eq!(
        block.validate(),
        Err(Error::OutOfRange {
            field: "ALPHA_TO_MASK_OFFSET1",
            value: 5,
            min: 0,
            max: 3
        })
    );
}

#[test]
fn decode_round_trips_and_keeps_every_bit() {
    let blocks = [
        AlphaToMask::new(),
        AlphaToMask::dithered(),
        AlphaToMask::not_dithered(),
        AlphaToMask::new()
            .with_enable(true)
            .with_offsets([1, 2, 3, 0]),
    ];
    for block in blocks {
        let regs = block.registers();
        assert_eq!(AlphaToMask::decode(&regs).unwrap(), block);
        assert_eq!(<AlphaToMask as Block>::decode((), &regs).unwrap(), block);
    }
    // Reserved bits come back as they were read.
    let raw = 0xFFFF_FFFFu32;
    let src = move |s: Space, o: u16| (s == Space::Context && o == OFFSET as u16).then_some(raw);
    let decoded = AlphaToMask::decode(&src).unwrap();
    assert_eq!(decoded.alpha_to_mask().into_bits(), raw);
    assert_eq!(decoded.offsets(), [3; 4]);
    assert_eq!(emitted(&decoded), [HEADER, OFFSET, raw]);
    // A source without the register.
    let empty = |_: Space, _: u16| None;
    assert_eq!(
        AlphaToMask::decode(&empty),
        Err(Error::MissingRegister {
            register: "DB_ALPHA_TO_MASK"
        })
    );
}

/// `DB_ALPHA_TO_MASK` has the same offset and fields on gfx6, gfx7 and gfx8
/// (the spec lists it for all three): a buffer checking packets for each
/// generation takes the same dwords.
#[test]
fn for_gfx_buffers_take_the_same_dwords() {
    for gfx in [Gfx::Gfx6, Gfx::Gfx7, Gfx::Gfx8] {
        let mut words = [0u32; 16];
        let mut cb = CommandBuffer::for_gfx(&mut words, gfx);
        AlphaToMask::dithered().emit(&mut cb).unwrap();
        AlphaToMask::not_dithered()
            .encode()
            .unwrap()
            .emit(&mut cb)
            .unwrap();
        assert_eq!(
            cb.as_slice(),
            &[HEADER, OFFSET, 0x0001_8701, HEADER, OFFSET, 0x0000_AA01],
            "{gfx:?}"
        );
    }
    // Too small a buffer: nothing written.
    let mut words = [0u32; 2];
    let mut cb = CommandBuffer::for_gfx(&mut words, Gfx::Gfx7);
    assert!(AlphaToMask::dithered().emit(&mut cb).is_err());
    assert_eq!(cb.len(), 0);
}
