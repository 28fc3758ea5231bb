//! The PM4 decoder and disassembler: hand-written streams (dwords composed
//! from the spec's header layout, not by the writer), malformed input, and
//! decode(write(x)) round trips.

use gcn::decode::{DecodeError, Decoder, Packet, disassemble};
use gcn::pm4::CommandBuffer;
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
fn disassembly_of_typed_packets() {
    // Field positions from the spec's pm4.packets layouts.
    const IT_INDEX_TYPE: u32 = 0x2A;
    const IT_DRAW_INDEX_AUTO: u32 = 0x2D;
    const IT_WRITE_DATA: u32 = 0x37;
    const IT_EVENT_WRITE_EOP: u32 = 0x47;
    const EVENT_INDEX_LSB: u32 = 8;
    const TC_ACTION_ENA_LSB: u32 = 17;
    const INT_SEL_LSB: u32 = 24;
    const DATA_SEL_LSB: u32 = 29;
    const DST_SEL_LSB: u32 = 8;
    const WR_CONFIRM_LSB: u32 = 20;
    #[rustfmt::skip]
    let stream = [
        t3(IT_INDEX_TYPE, 1, 0),      1,                            // INDEX_TYPE = VGT_INDEX_32
        t3(IT_DRAW_INDEX_AUTO, 2, 0), 300, 2,                       // 300 vertices, SOURCE_SELECT = AUTO_INDEX
        t3(IT_EVENT_WRITE_EOP, 5, 0),
            0x14 | (5 << EVENT_INDEX_LSB) | (1 << TC_ACTION_ENA_LSB), // CACHE_FLUSH_AND_INV_TS_EVENT
            0x0000_1000,                                              // ADDRESS_LO
            0x12 | (2 << INT_SEL_LSB) | (1 << DATA_SEL_LSB),          // ADDRESS_HI, INT_SEL, DATA_SEL
            7, 0,                                                     // DATA
        t3(IT_WRITE_DATA, 5, 0),
            (5 << DST_SEL_LSB) | (1 << WR_CONFIRM_LSB),               // MEMORY_ASYNC, WR_CONFIRM
            0x2000, 0, 0xA, 0xB,
        t3(IT_DRAW_INDEX_AUTO, 1, 0), 3,                             // body too short
    ];
    let text = disassemble(&stream).to_string();
    let expected = "\
0x000000  C0002A00  INDEX_TYPE INDEX_TYPE={ INDEX_TYPE: VGT_INDEX_32, SWAP_MODE: VGT_DMA_SWAP_NONE }
0x000002  C0012D00  DRAW_INDEX_AUTO INDEX_COUNT=0x12c, DRAW_INITIATOR={ SOURCE_SELECT: DI_SRC_SEL_AUTO_INDEX, \
MAJOR_MODE: DI_MAJOR_MODE_0, SPRITE_EN_R6XX: 0, NOT_EOP: 0, USE_OPAQUE: 0 }
0x000005  C0044700  EVENT_WRITE_EOP EVENT={ EVENT_TYPE: CACHE_FLUSH_AND_INV_TS_EVENT, EVENT_INDEX: EOP_TIMESTAMP_EVENT, \
TCL1_VOL_ACTION_ENA: 0, TC_VOL_ACTION_ENA: 0, TC_WB_ACTION_ENA: 0, TCL1_ACTION_ENA: 0, TC_ACTION_ENA: 1, INVALIDATE_L2: 0, \
ATC: 0, CACHE_POLICY: LRU, VOLATILE: 0 }, ADDRESS_LO=0x1000, ADDRESS_HI={ ADDRESS_HI: 0x12, \
INT_SEL: SEND_INTERRUPT_AFTER_WRITE_CONFIRM, DATA_SEL: SEND_DATA32_LO }, DATA=7
0x00000b  C0043700  WRITE_DATA CONTROL={ DST_SEL: MEMORY_ASYNC, WR_ONE_ADDR: 0, WR_CONFIRM: 1, ATC: 0, \
CACHE_POLICY: LRU, VOLATILE: 0, ENGINE_SEL: ME }, DST_ADDR=0x2000, 2 data dwords
                    0x00000f: 0000000A 0000000B
0x000011  C0002D00  !! DRAW_INDEX_AUTO at dword 0x11 has 1 body dwords, its layout needs 2
                    0x000012: 00000003
";
    assert_eq!(text, expected, "\n{text}");
}

#[test]
fn cache_flags_print_only_when_set() {
    // ACQUIRE_MEM (spec pm4.packets.ACQUIRE_MEM); COHER_CNTL holds CP_COHER_CNTL
    // with TC_ACTION_ENA [23] and SH_KCACHE_ACTION_ENA [27]; ENGINE [31] = 1 (ME).
    const IT_ACQUIRE_MEM: u32 = 0x58;
    #[rustfmt::skip]
    let stream = [
        t3(IT_ACQUIRE_MEM, 6, 0),
        (1 << 23) | (1 << 27) | (1 << 31), 0xFFFF_FFFF, 0xFF, 0, 0, 10,
    ];
    let text = disassemble(&stream).to_string();
    let expected = "0x000000  C0055800  ACQUIRE_MEM COHER_CNTL={ COHER_CNTL: { TC_ACTION_ENA: 1, \
SH_KCACHE_ACTION_ENA: 1 }, ENGINE: ME }, COHER_SIZE=0xffffffff, COHER_SIZE_HI={ COHER_SIZE_HI: 0xff, \
COHER_SIZE_HI_RSVD: 0 }, COHER_BASE_LO=0, COHER_BASE_HI={ COHER_BASE_HI: 0 }, POLL_INTERVAL={ POLL_INTERVAL: 0xa }\n";
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
    // The decoder yields the hint as a NOP body; what it announces is the
    // disassembler's reading, and it covers only the packet right after it.
    let packets: Vec<_> = Decoder::new(cb.as_slice())
        .map(|d| d.unwrap().packet)
        .collect();
    let announced: Vec<_> = packets
        .windows(2)
        .filter_map(|w| match (w[0], w[1]) {
            (Packet::Nop(nop), Packet::SetRegs(_)) => Some(nop.marker().map(|m| m.kind())),
            (_, Packet::SetRegs(_)) => Some(None),
            _ => None,
        })
        .collect();
    assert_eq!(announced, [Some(UserData::Vsharp.marker()), None]);
    assert_eq!(text.matches("V# {").count(), 1, "{text}");
    assert!(!text.contains("announced as"), "{text}");
}

/// A hint kind with bits [15:12] set is not a hint: the disassembly names
/// it with its nibble and reads the next `SET_SH_REG` as plain user data.
#[test]
fn a_hint_with_a_nibble_announces_nothing() {
    let words = [
        0xC001_1000, // NOP, 2 body dwords
        0x6875_F004, // VSHARP_IN_USER_DATA with bits [15:12] = 0xF
        0x0000_0000,
        0xC004_7600, // SET_SH_REG, 5 body dwords
        0x0000_004C, // SPI_SHADER_USER_DATA_VS_0
        0x0040_0000,
        0x0004_0000,
        0x0000_0040,
        0x0005_0FAC,
    ];
    let text = disassemble(&words).to_string();
    assert!(
        text.contains("NOP VSHARP_IN_USER_DATA nibble=0xf"),
        "{text}"
    );
    assert!(!text.contains("V# {"), "{text}");
    assert!(!text.contains("announced as"), "{text}");
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

    /// `next_with_info` finds exactly the definition `RegWrite::info` finds.
    #[test]
    fn register_definitions_by_walk_match_lookup(space in space(), start in 0u32..0x4000, n in 1usize..40) {
        let offset = (start % space.len().saturating_sub(n as u32).max(1)) as u16;
        let values: Vec<u32> = (0..n as u32).collect();
        let mut storage = [0u32; 64];
        let mut cb = CommandBuffer::new(&mut storage);
        cb.set_regs(space, offset, &values).unwrap();
        let d = Decoder::new(cb.as_slice()).next().unwrap().unwrap();
        let Packet::SetRegs(s) = d.packet else { panic!("{:?}", d.packet) };
        let mut walk = s.writes();
        let mut count = 0;
        while let Some((w, info)) = walk.next_with_info() {
            prop_assert_eq!(info.map(|i| (i.space, i.offset, i.name)), w.info().map(|i| (i.space, i.offset, i.name)));
            count += 1;
        }
        prop_assert_eq!(count, n);
    }
}

// Opcodes used by the re-encoding tests (spec pm4.opcodes).
const IT_WRITE_DATA: u32 = 0x37;
const IT_DRAW_INDEX_AUTO: u32 = 0x2D;

/// Edited packets re-encode with a recomputed `COUNT` and the original
/// header's flag and reserved bits; the dwords are composed here from the
/// header layout.
#[test]
fn edited_packets_reencode_with_their_header_bits() {
    // WRITE_DATA, SHADER_TYPE = 1, reserved bit 2 set, 2 data dwords.
    let header = t3(IT_WRITE_DATA, 5, 1) | (1 << 2);
    let words = [header, 0x0000_0500, 0x1000, 0, 7, 8];
    let d = Decoder::new(&words).next().unwrap().unwrap();
    let Packet::WriteData(mut w) = d.packet else {
        panic!("{:?}", d.packet)
    };
    let longer = [7, 8, 9];
    w.data = &longer;
    let mut out = [0u32; 8];
    let n = Packet::WriteData(w)
        .encode_into(d.header(), &mut out)
        .unwrap();
    #[rustfmt::skip]
    let expected = [t3(IT_WRITE_DATA, 6, 1) | (1 << 2), 0x0000_0500, 0x1000, 0, 7, 8, 9];
    assert_eq!(&out[..n], &expected);

    // Type-2 filler low bits and type-0 headers survive.
    let words = [0x8000_1234, 0x0001_2345, 10, 11];
    let mut out = [0u32; 4];
    let mut at = 0;
    for d in Decoder::new(&words) {
        at += d.unwrap().encode_into(&mut out[at..]).unwrap();
    }
    assert_eq!(out, words);
}

#[test]
fn reencoding_refuses_what_cannot_be_framed_and_writes_nothing() {
    use gcn::pm4::{Error, Opcode, Type0Header};
    let mut out = [0xAAAA_AAAAu32; 4];
    // WRITE_DATA without data: its layout needs 4 body dwords.
    let words = [t3(IT_WRITE_DATA, 4, 0), 0, 0, 0, 1];
    let Packet::WriteData(mut w) = Decoder::new(&words).next().unwrap().unwrap().packet else {
        panic!()
    };
    w.data = &[];
    assert_eq!(
        Packet::WriteData(w).encode_into(0, &mut out),
        Err(Error::BodyLength {
            opcode: Some(Opcode::WRITE_DATA),
            len: 3,
            min: 4,
            max: 1 << 14
        })
    );
    // A NOP body of 2^14 dwords would read as the header-only NOP.
    let big = vec![0u32; 1 << 14];
    assert_eq!(
        Packet::Nop(gcn::decode::Nop { body: &big }).encode_into(0, &mut out),
        Err(Error::BodyLength {
            opcode: Some(Opcode::NOP),
            len: 1 << 14,
            min: 0,
            max: (1 << 14) - 1
        })
    );
    // Any other opcode needs a body.
    assert_eq!(
        Packet::Unknown {
            opcode: Opcode::from_bits(IT_DRAW_RESERVED0 as u8),
            body: &[]
        }
        .encode_into(0, &mut out),
        Err(Error::BodyLength {
            opcode: Some(Opcode::from_bits(IT_DRAW_RESERVED0 as u8)),
            len: 0,
            min: 1,
            max: 1 << 14
        })
    );
    // A type-0 packet needs values.
    assert_eq!(
        Packet::Type0 {
            header: Type0Header::new(),
            values: &[]
        }
        .encode_into(0, &mut out),
        Err(Error::BodyLength {
            opcode: None,
            len: 0,
            min: 1,
            max: 1 << 14
        })
    );
    // Too small a slice or buffer: nothing written.
    let words = [t3(IT_DRAW_INDEX_AUTO, 2, 0), 3, 2];
    let d = Decoder::new(&words).next().unwrap().unwrap();
    assert_eq!(
        d.encode_into(&mut out[..2]),
        Err(Error::OutOfSpace {
            needed: 3,
            remaining: 2
        })
    );
    assert_eq!(out, [0xAAAA_AAAA; 4]);
    let mut storage = [0u32; 4];
    let mut cb = CommandBuffer::new(&mut storage);
    cb.nop(&[]).unwrap();
    cb.nop(&[]).unwrap();
    assert_eq!(
        cb.write_decoded(&d),
        Err(Error::OutOfSpace {
            needed: 3,
            remaining: 2
        })
    );
    assert_eq!(cb.len(), 2);
    // The header-only NOP keeps COUNT = 0x3FFF.
    let mut one = [0u32; 1];
    assert_eq!(
        Packet::Nop(gcn::decode::Nop { body: &[] }).encode_into(0, &mut one),
        Ok(1)
    );
    assert_eq!(one, [t3(IT_NOP, 0x4000, 0)]);
}

/// The one packet `words` holds, decoded.
fn decoded(words: &[u32]) -> gcn::decode::Decoded<'_> {
    let d = Decoder::new(words).next().unwrap().unwrap();
    assert_eq!(d.len(), words.len());
    d
}

/// A decoded packet written into a buffer made with `for_gfx` is checked for
/// the buffer's generation as the buffer's own packet methods check theirs:
/// refused with no dword of the buffer (free ones included) written, or
/// written as decoded. A buffer from `new` writes every one unchecked.
#[test]
fn writing_decoded_packets_checks_the_buffers_generation() {
    use gcn::pm4::{Error, Opcode};
    use gcn::regs::Gfx;

    const MARK: u32 = 0xAAAA_AAAA;
    const IT_ACQUIRE_MEM: u32 = 0x58;
    const IT_INDIRECT_BUFFER: u32 = 0x3F;
    // ACQUIRE_MEM (gfx7+): TC_ACTION_ENA over all memory, poll interval 10.
    #[rustfmt::skip]
    let acquire_mem = [t3(IT_ACQUIRE_MEM, 6, 0), 1 << 23, 0xFFFF_FFFF, 0xFF, 0, 0, 10];
    // DB_COUNT_CONTROL (context 0x1) with ZPASS_ENABLE = 1 [11:8], a field
    // gfx6's register lacks, and SAMPLE_RATE = 2 [6:4], one it has.
    let zpass = [t3(IT_SET_CONTEXT_REG, 2, 0), 0x1, (1 << 8) | (2 << 4)];
    // The same register with SAMPLE_RATE only, and INDEX = 1 (gfx7+).
    let index = [t3(IT_SET_CONTEXT_REG, 2, 0), (1 << 28) | 0x1, 2 << 4];
    // INDIRECT_BUFFER with VALID [23] (gfx7+) in its control dword.
    let ib = [t3(IT_INDIRECT_BUFFER, 3, 0), 0x1000, 0, (1 << 23) | 4];
    let cases: [(&[u32], Error); 4] = [
        (
            &acquire_mem,
            Error::PacketNotOnGfx {
                opcode: Opcode::ACQUIRE_MEM,
                gfx: Gfx::Gfx6,
            },
        ),
        (
            &zpass,
            Error::RegisterFieldNotOnGfx {
                register: "DB_COUNT_CONTROL",
                field: "ZPASS_ENABLE",
                gfx: Gfx::Gfx6,
            },
        ),
        (
            &index,
            Error::FieldNotOnGfx {
                opcode: Opcode::SET_CONTEXT_REG,
                field: "INDEX",
                gfx: Gfx::Gfx6,
            },
        ),
        (
            &ib,
            Error::FieldNotOnGfx {
                opcode: Opcode::INDIRECT_BUFFER,
                field: "VALID",
                gfx: Gfx::Gfx6,
            },
        ),
    ];
    // What a gfx6 buffer holds after one NOP: the NOP, then free dwords.
    let mut after_nop = [MARK; 12];
    after_nop[..2].copy_from_slice(&[t3(IT_NOP, 1, 0), 0x1234]);
    for (words, want) in cases {
        let d = decoded(words);
        let mut storage = [MARK; 12];
        let mut cb = CommandBuffer::for_gfx(&mut storage, Gfx::Gfx6);
        cb.nop(&[0x1234]).unwrap();
        assert_eq!(cb.write_decoded(&d), Err(want), "{d}");
        assert_eq!(cb.write_packet(&d.packet, d.header()), Err(want), "{d}");
        assert_eq!(cb.len(), 2);
        assert_eq!(storage, after_nop, "{d}");
        for mut cb in [
            CommandBuffer::for_gfx(&mut [MARK; 12], Gfx::Gfx7),
            CommandBuffer::new(&mut [MARK; 12]),
        ] {
            assert_eq!(cb.write_decoded(&d), Ok(()), "{d}");
            assert_eq!(cb.as_slice(), words);
        }
    }

    // An edited SET_CONTEXT_REG whose values are no longer next to its
    // offset dword: every value is checked, the last one refused.
    let d = decoded(&zpass);
    let Packet::SetRegs(mut regs) = d.packet else {
        panic!("{:?}", d.packet)
    };
    // DB_RENDER_CONTROL (0x0) = 0, then the gfx7-only DB_COUNT_CONTROL.
    let values = [0, zpass[2]];
    regs.offset_word = regs.offset_word.with_reg_offset(0x0);
    regs.values = &values;
    let edited = Packet::SetRegs(regs);
    let mut storage = [MARK; 8];
    let mut cb = CommandBuffer::for_gfx(&mut storage, Gfx::Gfx6);
    assert_eq!(
        cb.write_packet(&edited, d.header()),
        Err(Error::RegisterFieldNotOnGfx {
            register: "DB_COUNT_CONTROL",
            field: "ZPASS_ENABLE",
            gfx: Gfx::Gfx6,
        })
    );
    assert_eq!(storage, [MARK; 8]);
    let mut cb = CommandBuffer::for_gfx(&mut storage, Gfx::Gfx7);
    assert_eq!(cb.write_packet(&edited, d.header()), Ok(()));
    assert_eq!(
        cb.as_slice(),
        &[t3(IT_SET_CONTEXT_REG, 3, 0), 0x0, 0, zpass[2]]
    );
}
