//! The PM4 decoder and disassembler: hand-written streams (dwords composed
//! from the spec's header layout, not by the writer), malformed input, and
//! decode(write(x)) round trips.

use gcn::pm4::CommandBuffer;
use gcn::pm4::decode::{DecodeError, Decoder, Packet, disassemble};
use gcn::ps4::markers::{self, UserData};
use gcn::regs::Space;
use proptest::prelude::*;

// Type-3 header fields (spec pm4.type3_header).
const TYPE_SHIFT: u32 = 30;
const COUNT_SHIFT: u32 = 16;
const OPCODE_SHIFT: u32 = 8;
const SHADER_TYPE_SHIFT: u32 = 1;
// Opcodes (spec pm4.opcodes).
const IT_NOP: u32 = 0x10;
const IT_SET_CONTEXT_REG: u32 = 0x69;
const IT_SET_SH_REG: u32 = 0x76;
const IT_DRAW_RESERVED0: u32 = 0x4C;

const fn t3(opcode: u32, body: u32, shader: u32) -> u32 {
    (3 << TYPE_SHIFT)
        | ((body - 1) << COUNT_SHIFT)
        | (opcode << OPCODE_SHIFT)
        | (shader << SHADER_TYPE_SHIFT)
}

/// Every item of a decoder, as text, for assertions that print well.
fn items(words: &[u32]) -> Vec<Result<(usize, usize), DecodeError>> {
    Decoder::new(words)
        .map(|r| r.map(|d| (d.offset, d.len())))
        .collect()
}

#[test]
fn hand_written_stream_decodes_packet_by_packet() {
    #[rustfmt::skip]
    let stream = [
        t3(IT_SET_CONTEXT_REG, 3, 0), 0x0000_00A0, 0x0000_0000, 0x0000_0001, // 2 registers at 0xA0
        t3(IT_NOP, 2, 0),             0xDEAD_BEEF, 0x0000_0002,             // data
        0x8000_0000,                                                        // type-2 filler
        t3(IT_SET_SH_REG, 2, 1),      0x0000_0240, 0x0000_0040,             // COMPUTE_* register, SHADER_TYPE=1
        (3 << TYPE_SHIFT) | (0x3FFF << COUNT_SHIFT) | (IT_NOP << OPCODE_SHIFT), // header-only NOP
        t3(IT_DRAW_RESERVED0, 1, 0),  0x1234_5678,                          // an opcode without layout
        (1 << COUNT_SHIFT) | 0x2000,  0x11, 0x22,                           // type 0, 2 values at dword 0x2000
    ];
    let got: Vec<_> = Decoder::new(&stream).collect::<Result<_, _>>().unwrap();
    let offsets: Vec<usize> = got.iter().map(|d| d.offset).collect();
    assert_eq!(offsets, [0, 4, 7, 8, 11, 12, 14]);

    match got[0].packet {
        Packet::SetRegs(s) => {
            assert_eq!(
                (s.space, s.offset(), s.index(), s.values),
                (Space::Context, 0xA0, 0, &[0, 1][..])
            );
            let w: Vec<_> = s
                .writes()
                .map(|w| (w.offset, w.value, w.byte_address()))
                .collect();
            assert_eq!(w, [(0xA0, 0, 0x2_8280), (0xA1, 1, 0x2_8284)]);
        }
        other => panic!("{other:?}"),
    }
    assert!(
        matches!(got[1].packet, Packet::Nop(n) if n.body == [0xDEAD_BEEF, 2] && n.data() == Some(&[0xDEAD_BEEF, 2][..]))
    );
    assert!(matches!(got[2].packet, Packet::Type2));
    assert!(
        matches!(got[3].packet, Packet::SetRegs(s) if s.space == Space::Sh && s.offset() == 0x240)
    );
    assert_eq!(
        got[3].type3_header().unwrap().shader_type(),
        gcn::pm4::ShaderType::COMPUTE
    );
    assert!(matches!(got[4].packet, Packet::Nop(n) if n.body.is_empty()));
    assert!(
        matches!(got[5].packet, Packet::Unknown { opcode, body } if opcode.into_bits() == 0x4C && body == [0x1234_5678])
    );
    match got[6].packet {
        Packet::Type0 { header, values } => {
            assert_eq!(
                (header.base_index(), header.count(), values),
                (0x2000, 1, &[0x11, 0x22][..])
            );
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn count_past_end_stops_with_the_offset() {
    let stream = [0x8000_0000, t3(IT_NOP, 5, 0), 1, 2];
    assert_eq!(
        items(&stream),
        [
            Ok((0, 1)),
            Err(DecodeError::CountPastEnd {
                offset: 1,
                header: stream[1],
                needed: 6,
                available: 3
            })
        ]
    );
    // Type-0 count past the end too.
    let stream = [(7 << COUNT_SHIFT) | 0x100, 5];
    assert_eq!(
        items(&stream),
        [Err(DecodeError::CountPastEnd {
            offset: 0,
            header: stream[0],
            needed: 9,
            available: 2
        })]
    );
}

#[test]
fn reserved_type_resynchronises_on_the_next_dword() {
    let stream = [0x4000_0000, 0x7FFF_FFFF, t3(IT_NOP, 1, 0), 9];
    assert_eq!(
        items(&stream),
        [
            Err(DecodeError::ReservedType {
                offset: 0,
                header: 0x4000_0000
            }),
            Err(DecodeError::ReservedType {
                offset: 1,
                header: 0x7FFF_FFFF
            }),
            Ok((2, 2)),
        ]
    );
}

#[test]
fn empty_and_truncated_streams() {
    assert!(items(&[]).is_empty());
    // Header of SET_CONTEXT_REG with no body at all.
    let stream = [t3(IT_SET_CONTEXT_REG, 2, 0)];
    assert!(matches!(
        items(&stream)[..],
        [Err(DecodeError::CountPastEnd {
            offset: 0,
            needed: 3,
            available: 1,
            ..
        })]
    ));
    let text = disassemble(&stream).to_string();
    assert!(text.contains("!! packet at dword 0x0"), "{text}");
    assert!(text.contains("undecoded, 1 dwords"), "{text}");
}

#[test]
fn disassembly_of_a_hand_written_stream() {
    #[rustfmt::skip]
    let stream = [
        t3(IT_SET_CONTEXT_REG, 2, 0), 0x0000_01E0, 0x4001_0504, // CB_BLEND0_CONTROL
        t3(IT_SET_CONTEXT_REG, 2, 0), 0x0000_1FFF, 0x0000_0009, // no register defined there
        t3(IT_NOP, 1, 0),             0x0000_0007,
        0x4000_0000,
    ];
    let text = disassemble(&stream).to_string();
    // CB_BLEND0_CONTROL 0x40010504 field by field (spec registers[CB_BLEND0_CONTROL]):
    // COLOR_SRCBLEND [4:0] = 4 BLEND_SRC_ALPHA, COLOR_COMB_FCN [7:5] = 0 COMB_DST_PLUS_SRC,
    // COLOR_DESTBLEND [12:8] = 5 BLEND_ONE_MINUS_SRC_ALPHA, ALPHA_SRCBLEND [20:16] = 1 BLEND_ONE,
    // ALPHA_COMB_FCN [23:21] = 0, ALPHA_DESTBLEND [28:24] = 0 BLEND_ZERO,
    // SEPARATE_ALPHA_BLEND [29] = 0, ENABLE [30] = 1, DISABLE_ROP3 [31] = 0.
    let expected = "\
0x000000  C0016900  SET_CONTEXT_REG REG_OFFSET=0x1e0, 1 register
                    CB_BLEND0_CONTROL = 0x40010504 { COLOR_SRCBLEND: BLEND_SRC_ALPHA, \
COLOR_COMB_FCN: COMB_DST_PLUS_SRC, COLOR_DESTBLEND: BLEND_ONE_MINUS_SRC_ALPHA, ALPHA_SRCBLEND: BLEND_ONE, \
ALPHA_COMB_FCN: COMB_DST_PLUS_SRC, ALPHA_DESTBLEND: BLEND_ZERO, SEPARATE_ALPHA_BLEND: 0, ENABLE: 1, \
DISABLE_ROP3: 0 }
0x000003  C0016900  SET_CONTEXT_REG REG_OFFSET=0x1fff, 1 register
                    CONTEXT[0x1fff] = 0x00000009
0x000006  C0001000  NOP data, 1 dwords
                    0x000007: 00000007
0x000008  40000000  !! dword 0x8 (0x40000000) has reserved packet type 1
";
    assert_eq!(text, expected, "\n{text}");
}

#[test]
fn ps4_markers_are_named_and_announce_descriptors() {
    let mut storage = [0u32; 64];
    let mut cb = CommandBuffer::new(&mut storage);
    markers::push_marker(&mut cb, "shadow").unwrap();
    markers::user_data_hint(&mut cb, UserData::Vsharp).unwrap();
    cb.set_sh_regs(0x4C, &[0x0040_0000, 0x0004_0000, 64, 0x0005_0FAC])
        .unwrap();
    cb.set_sh_regs(0x50, &[1]).unwrap();
    let text = disassemble(cb.as_slice()).to_string();
    assert!(text.contains("NOP PUSH_MARKER \"shadow\""), "{text}");
    assert!(text.contains("NOP VSHARP_IN_USER_DATA"), "{text}");
    assert!(
        text.contains("V# { BASE_ADDRESS: 0x400000, BASE_ADDRESS_HI: 0, STRIDE: 4"),
        "{text}"
    );
    let regs: Vec<_> = Decoder::new(cb.as_slice())
        .filter_map(|d| match d.unwrap().packet {
            Packet::SetRegs(s) => Some(s.hint),
            _ => None,
        })
        .collect();
    // The hint covers only the packet right after it.
    assert_eq!(regs, [Some(UserData::Vsharp), None]);
}

#[test]
fn sampler_in_user_data_prints_its_fields() {
    // S# words composed from the spec's descriptors["S#"] field positions.
    const CLAMP_Y_LSB: u32 = 3;
    const DEPTH_COMPARE_FUNC_LSB: u32 = 12;
    const MAX_LOD_LSB: u32 = 12;
    const XY_MAG_FILTER_LSB: u32 = 20;
    const MIP_FILTER_LSB: u32 = 26;
    const BORDER_COLOR_TYPE_LSB: u32 = 30;
    #[rustfmt::skip]
    let sampler = [
        2 | (1 << CLAMP_Y_LSB) | (5 << DEPTH_COMPARE_FUNC_LSB), // CLAMP_X=2, CLAMP_Y=1, DEPTH_COMPARE_FUNC=5
        0x100 << MAX_LOD_LSB,                                   // MIN_LOD=0, MAX_LOD=0x100
        (1 << XY_MAG_FILTER_LSB) | (2 << MIP_FILTER_LSB),       // XY_MAG_FILTER=1, MIP_FILTER=2
        0x7 | (3 << BORDER_COLOR_TYPE_LSB),                     // BORDER_COLOR_PTR=7, BORDER_COLOR_TYPE=3
    ];
    let mut storage = [0u32; 32];
    let mut cb = CommandBuffer::new(&mut storage);
    markers::user_data_hint(&mut cb, UserData::Ssharp).unwrap();
    cb.set_sh_regs(0x0C, &sampler).unwrap();
    let text = disassemble(cb.as_slice()).to_string();
    for expected in [
        "S# { CLAMP_X: 2, CLAMP_Y: 1, CLAMP_Z: 0, MAX_ANISO_RATIO: 0, DEPTH_COMPARE_FUNC: 5,",
        "MIN_LOD: 0, MAX_LOD: 0x100,",
        "XY_MAG_FILTER: 1, XY_MIN_FILTER: 0, Z_FILTER: 0, MIP_FILTER: 2,",
        "BORDER_COLOR_PTR: 7, BORDER_COLOR_TYPE: 3 }",
    ] {
        assert!(text.contains(expected), "missing {expected:?} in\n{text}");
    }
}

#[test]
fn embedded_allocations_show_as_data() {
    let mut storage = [0u32; 64];
    let mut cb = CommandBuffer::new(&mut storage);
    cb.set_context_regs(0x100, &[5]).unwrap();
    let (at, data) = markers::allocate(&mut cb, 3, 4).unwrap();
    data.copy_from_slice(&[0xA, 0xB, 0xC]);
    let d: Vec<_> = Decoder::new(cb.as_slice()).map(Result::unwrap).collect();
    match d[1].packet {
        Packet::Nop(nop) => {
            let data = nop.data().unwrap();
            assert_eq!(data.last().copied(), Some(0xC));
            let text = d[1].to_string();
            assert!(
                text.contains(&format!("{:#08x}:", at - (data.len() - 3))),
                "{text}"
            );
            assert!(text.contains("0000000A 0000000B 0000000C"), "{text}");
        }
        ref other => panic!("{other:?}"),
    }
}

fn space() -> impl Strategy<Value = Space> {
    prop_oneof![
        Just(Space::Config),
        Just(Space::Sh),
        Just(Space::Context),
        Just(Space::Uconfig)
    ]
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

    /// Random dwords never panic the decoder or the disassembler; decoded
    /// packets are exactly the stream's dwords at their offset; the decoder
    /// moves forward and stops only where it says.
    #[test]
    fn random_words_never_panic(words in proptest::collection::vec(any::<u32>(), 0..64)) {
        let mut next = 0usize;
        let mut stopped = false;
        for item in Decoder::new(&words) {
            prop_assert!(!stopped);
            match item {
                Ok(d) => {
                    prop_assert_eq!(d.offset, next);
                    prop_assert_eq!(d.words, &words[d.offset..d.offset + d.len()]);
                    next += d.len();
                }
                Err(e) => {
                    prop_assert_eq!(e.offset(), next);
                    stopped = e.is_fatal();
                    next += e.skip();
                }
            }
        }
        prop_assert!(stopped || next == words.len());
        let _ = disassemble(&words).with_hex(true).to_string();
    }

    /// Streams made of plausible headers (type 3 with small counts) followed
    /// by random bodies, truncated anywhere.
    #[test]
    fn truncated_plausible_streams(ops in proptest::collection::vec((any::<u8>(), 0u32..6, any::<u32>()), 1..12), cut in 0usize..80) {
        let mut words = Vec::new();
        for (op, count, fill) in ops {
            words.push((3 << 30) | (count << 16) | ((op as u32) << 8));
            words.extend(std::iter::repeat_n(fill, count as usize + 1));
        }
        words.truncate(cut.min(words.len()));
        for item in Decoder::new(&words) {
            let _ = item.map(|d| d.to_string());
        }
        let _ = disassemble(&words).to_string();
    }

    /// decode(set_regs(space, offset, values)) gives back the arguments.
    #[test]
    fn set_regs_round_trip(space in space(), start in 0u32..0x4000, values in proptest::collection::vec(any::<u32>(), 1..20)) {
        let offset = (start % space.len().saturating_sub(values.len() as u32).max(1)) as u16;
        let mut storage = [0u32; 32];
        let mut cb = CommandBuffer::new(&mut storage);
        cb.set_regs(space, offset, &values).unwrap();
        let all: Vec<_> = Decoder::new(cb.as_slice()).collect();
        prop_assert_eq!(all.len(), 1);
        match all[0].unwrap().packet {
            Packet::SetRegs(s) => {
                prop_assert_eq!(s.space, space);
                prop_assert_eq!(s.offset(), offset);
                prop_assert_eq!(s.values, &values[..]);
                let writes: Vec<_> = s.writes().map(|w| (w.space, w.offset, w.value)).collect();
                let expected: Vec<_> = values.iter().enumerate().map(|(i, v)| (space, offset as u32 + i as u32, *v)).collect();
                prop_assert_eq!(writes, expected);
            }
            other => prop_assert!(false, "{:?}", other),
        }
    }

    /// decode(nop(payload)) and decode(pad(n)) give back the payload / size.
    #[test]
    fn nop_round_trip(payload in proptest::collection::vec(any::<u32>(), 0..40), pad in 1usize..40) {
        let mut storage = [0u32; 96];
        let mut cb = CommandBuffer::new(&mut storage);
        cb.nop(&payload).unwrap();
        cb.pad(pad).unwrap();
        let all: Vec<_> = Decoder::new(cb.as_slice()).map(Result::unwrap).collect();
        prop_assert_eq!(all.len(), 2);
        prop_assert!(matches!(all[0].packet, Packet::Nop(n) if n.body == &payload[..]));
        prop_assert_eq!(all[1].len(), pad);
        prop_assert!(matches!(all[1].packet, Packet::Nop(_)));
    }

    /// alloc_embedded data comes back as the NOP's data at the returned offset.
    #[test]
    fn embedded_data_round_trip(lead in 0usize..8, n in 1usize..16, align_log2 in 2u32..7) {
        let mut storage = [0u32; 128];
        let mut cb = CommandBuffer::new(&mut storage);
        cb.pad(lead).unwrap();
        let (at, data) = cb.alloc_embedded(n, 1 << align_log2).unwrap();
        for (i, d) in data.iter_mut().enumerate() { *d = 0x100 + i as u32; }
        let stream = cb.as_slice();
        let last = Decoder::new(stream).map(Result::unwrap).last().unwrap();
        match last.packet {
            Packet::Nop(nop) => {
                let body_at = last.offset + 1;
                let expected: Vec<u32> = (0..n as u32).map(|i| 0x100 + i).collect();
                prop_assert_eq!(nop.body.get(at - body_at..), Some(&expected[..]));
                prop_assert_eq!(nop.data(), Some(nop.body));
            }
            other => prop_assert!(false, "{:?}", other),
        }
    }
}
