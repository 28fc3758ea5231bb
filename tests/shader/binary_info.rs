//! The `OrbShdr` shader binary info block and the input-usage slots before
//! it, read from bytes built field by field from the layout GPCS4
//! (`GcnShaderBinary.h`, `PsslProgramInfo::initBinaryInfo`) and fpPS4
//! (`chip/ps4_shader.pas`) give.

use gcn::shader::Error;
use gcn::shader::binary_info::{BinaryInfo, BinaryType, InputUsage, InputUsageSlot};

/// One slot: usage type, API slot, first user-data register, flags.
fn slot(usage: u8, api: u8, register: u8, flags: u8) -> [u8; 4] {
    [usage, api, register, flags]
}

/// Code, slots, `masks` dwords of chunk-usage masks, then the block.
fn shader(code_dwords: usize, slots: &[[u8; 4]], masks: u8, word2: u32) -> Vec<u8> {
    let mut b: Vec<u8> = (0..code_dwords)
        .flat_map(|_| 0xBF81_0000u32.to_le_bytes()) // s_endpgm
        .collect();
    for s in slots {
        b.extend_from_slice(s);
    }
    b.extend(std::iter::repeat_n(0xEE, 4 * usize::from(masks)));
    b.extend_from_slice(b"OrbShdr");
    b.push(3); // version
    b.extend_from_slice(&word2.to_le_bytes());
    b.extend_from_slice(&[masks, slots.len() as u8, 0b101, 0]);
    b.extend_from_slice(&0x1122_3344u32.to_le_bytes()); // hash, first dword
    b.extend_from_slice(&0x5566_7788u32.to_le_bytes()); // hash, second dword
    b.extend_from_slice(&0xCAFE_F00Du32.to_le_bytes()); // CRC-32
    b
}

/// A vertex shader's slots: the fetch shader at s[0:1], the vertex buffer
/// table at s[2:3], constant buffer 3's V# at s[4:7], texture 1's T# at
/// s[8:15].
fn vs_slots() -> [[u8; 4]; 4] {
    [
        slot(0x12, 0, 0, 0),      // SubPtrFetchShader
        slot(0x17, 0, 2, 0),      // PtrVertexBufferTable
        slot(0x02, 3, 4, 0),      // ImmConstBuffer 3
        slot(0x00, 1, 8, 0b1011), // ImmResource 1: T#, 8 dwords, chunk mask 2
    ]
}

/// Bits of the third dword: PSSL, type, length in bytes.
fn word2(pssl: bool, kind: u32, length: u32) -> u32 {
    u32::from(pssl) | kind << 2 | length << 8
}

#[test]
fn block_and_slots_read_field_by_field() {
    let bytes = shader(6, &vs_slots(), 2, word2(true, 1, 24));
    let info = BinaryInfo::find(&bytes).unwrap();
    // 6 code dwords, 4 slots, 2 mask dwords: the block at 24 + 16 + 8,
    // the slots right after the code.
    assert_eq!(info.offset(), 48);
    assert_eq!(info.slots_offset(), 24);
    assert_eq!(info.version(), 3);
    assert!(info.is_pssl());
    assert_eq!(info.binary_type(), Some(BinaryType::VsVs));
    assert_eq!(info.code_length(), 24);
    assert!(info.uses_srt());
    assert_eq!(info.hash(), 0x5566_7788_1122_3344);
    assert_eq!(info.crc32(), 0xCAFE_F00D);
    let slots: Vec<InputUsageSlot> = info.slots().collect();
    assert_eq!(slots.len(), 4);
    assert_eq!(
        slots[3],
        InputUsageSlot {
            usage_type: 0,
            api_slot: 1,
            start_register: 8,
            flags: 0b1011
        }
    );
    assert!(slots[3].eight_dwords() && slots[3].is_texture());
    assert!(!slots[2].eight_dwords() && !slots[2].is_texture());
    assert_eq!(slots[3].usage(), Some(InputUsage::ImmResource));
    assert_eq!(slots[0].usage(), Some(InputUsage::SubPtrFetchShader));
    // TryGetResourceSlot.
    assert_eq!(
        info.resource_slot(InputUsage::SubPtrFetchShader, 0),
        Some(0)
    );
    assert_eq!(
        info.resource_slot(InputUsage::PtrVertexBufferTable, 0),
        Some(2)
    );
    assert_eq!(info.resource_slot(InputUsage::ImmConstBuffer, 3), Some(4));
    assert_eq!(info.resource_slot(InputUsage::ImmResource, 1), Some(8));
    assert_eq!(info.resource_slot(InputUsage::ImmResource, 0), None);
    assert_eq!(info.resource_slot(InputUsage::ImmSampler, 0), None);
    // The same block read at its offset.
    assert_eq!(BinaryInfo::at(&bytes, 48), Ok(info));

    // Every stage value the sources name, and one they do not.
    for (code, kind) in [
        (0, BinaryType::Ps),
        (2, BinaryType::VsEs),
        (3, BinaryType::VsLs),
        (4, BinaryType::Cs),
        (5, BinaryType::Gs),
        (7, BinaryType::Hs),
        (8, BinaryType::DsVs),
    ] {
        let b = shader(1, &[], 0, word2(false, code, 4));
        let info = BinaryInfo::find(&b).unwrap();
        assert_eq!(info.binary_type(), Some(kind));
        assert!(!info.is_pssl());
        assert_eq!(info.slots().count(), 0);
    }
    let b = shader(1, &[], 0, word2(false, 6, 4));
    assert_eq!(BinaryInfo::find(&b).unwrap().binary_type(), None);
}

#[test]
fn only_an_aligned_whole_block_is_found() {
    // The signature at an unaligned offset inside the code is skipped.
    let mut bytes = b"xOrbShdr".to_vec();
    bytes.extend(shader(2, &[slot(0x01, 0, 12, 0)], 0, word2(true, 0, 8)));
    let info = BinaryInfo::find(&bytes).unwrap();
    assert_eq!(info.offset(), 8 + 8 + 4);
    assert_eq!(info.resource_slot(InputUsage::ImmSampler, 0), Some(12));
    // A signature with no whole block behind it is not a block.
    assert_eq!(
        BinaryInfo::find(b"OrbShdr\0\0\0\0\0"),
        Err(Error::NoBinaryInfo)
    );
    assert_eq!(BinaryInfo::find(&[]), Err(Error::NoBinaryInfo));
    assert_eq!(BinaryInfo::at(&bytes, 4), Err(Error::NoBinaryInfo));
    assert_eq!(BinaryInfo::at(&bytes, usize::MAX), Err(Error::NoBinaryInfo));
}

#[test]
fn damaged_blocks_are_typed_errors() {
    let good = shader(6, &vs_slots(), 2, word2(true, 1, 24));
    // Every cut of the end: the block is whole or not found, never misread.
    for len in 0..good.len() {
        assert_eq!(
            BinaryInfo::find(&good[..len]),
            Err(Error::NoBinaryInfo),
            "cut at {len}"
        );
    }
    // Slots counted from a later start: only the bytes before the block.
    let (slots_at, count_at) = (48 + 12, 48 + 13);
    let mut bad = good.clone();
    bad[slots_at] = 13; // masks from 52 bytes back: before the start
    assert_eq!(
        BinaryInfo::find(&bad),
        Err(Error::BinaryInfoOutOfBounds {
            what: "chunk-usage masks"
        })
    );
    let mut bad = good.clone();
    bad[count_at] = 11; // 44 slot bytes before the masks at 40
    assert_eq!(
        BinaryInfo::find(&bad),
        Err(Error::BinaryInfoOutOfBounds {
            what: "input-usage slots"
        })
    );
    // Ten slots fit exactly (the code counts as slots then).
    let mut edge = good.clone();
    edge[count_at] = 10;
    assert_eq!(BinaryInfo::find(&edge).unwrap().slots().count(), 10);
    assert_eq!(
        Error::BinaryInfoOutOfBounds {
            what: "input-usage slots"
        }
        .to_string(),
        "shader binary info: the input-usage slots start before the bytes given"
    );
}

/// Every field is there as stored: the binary-type codes no source names,
/// the source-cached and source-type bits, the SRT flag bits and the
/// reserved byte.
#[test]
fn unnamed_values_are_read_as_stored() {
    for code in [6u32, 9, 10, 11, 12, 13, 14, 15] {
        let b = shader(1, &[], 0, word2(false, code, 4));
        let info = BinaryInfo::find(&b).unwrap();
        assert_eq!(info.binary_type(), None);
        assert_eq!(u32::from(info.binary_type_code()), code);
        assert_eq!(info.code_length(), 4);
    }
    for code in [0u8, 1, 2, 3, 4, 5, 7, 8] {
        let kind = BinaryType::from_code(code).unwrap();
        assert_eq!(kind.code(), code);
        let b = shader(1, &[], 0, word2(true, code.into(), 4));
        assert_eq!(BinaryInfo::find(&b).unwrap().binary_type_code(), code);
    }

    // PSSL, source cached, type 1, source type 2, 24 bytes of code.
    let word = 1 | 1 << 1 | 1 << 2 | 2 << 6 | 24 << 8;
    let mut b = shader(6, &vs_slots(), 2, word);
    let at = BinaryInfo::find(&b).unwrap().offset();
    b[at + 14] = 0b1111_1010; // used-info valid, reserved bits 7:3
    b[at + 15] = 0x5A;
    let info = BinaryInfo::find(&b).unwrap();
    assert_eq!(info.type_and_length(), word);
    assert!(info.is_pssl() && info.is_source_cached());
    assert_eq!(info.source_type(), 2);
    assert_eq!(info.binary_type(), Some(BinaryType::VsVs));
    assert_eq!(info.code_length(), 24);
    assert_eq!(info.chunk_usage_offset_dwords(), 2);
    assert_eq!(info.input_usage_slot_count(), 4);
    assert_eq!(info.srt_flags(), 0b1111_1010);
    assert!(!info.uses_srt() && info.srt_used_info_valid() && !info.extended_usage_info());
    assert_eq!(info.reserved(), 0x5A);
    assert_eq!(info.bytes().as_slice(), &b[at..at + 28]);

    // The fixture's flags byte: SRT used, extended usage info.
    let b = shader(1, &[], 0, word2(false, 0, 4));
    let info = BinaryInfo::find(&b).unwrap();
    assert!(info.uses_srt() && !info.srt_used_info_valid() && info.extended_usage_info());
    assert!(!info.is_source_cached());
    assert_eq!((info.source_type(), info.reserved()), (0, 0));
}

/// The code length counts from the start of the bytes: the code alone
/// (GPCS4, fpPS4) ends by the slots, the code with the tables (the other
/// reading) by the block; a length past the block fits neither and is
/// refused.
#[test]
fn a_code_length_past_the_block_is_refused() {
    // 6 code dwords, 4 slots, 2 mask dwords: slots at 24, the block at 48.
    for (length, fits) in [
        (0, true),
        (24, true),  // the code alone
        (36, true),  // into the slots: the other reading's range
        (48, true),  // code, slots and masks: up to the block
        (49, false), // into the block
        (4096, false),
        (0xFF_FFFF, false),
    ] {
        let bytes = shader(6, &vs_slots(), 2, word2(true, 1, length));
        let got = BinaryInfo::find(&bytes);
        if fits {
            assert_eq!(got.map(|i| i.code_length()), Ok(length), "{length}");
        } else {
            assert_eq!(
                got,
                Err(Error::BinaryInfoCodeTooLong { length, block: 48 }),
                "{length}"
            );
        }
    }
    assert_eq!(
        Error::BinaryInfoCodeTooLong {
            length: 4096,
            block: 48
        }
        .to_string(),
        "shader binary info: 4096 bytes of code run past the block at byte 0x30"
    );
}

/// Every usage type GPCS4's `ShaderInputUsageType` and fpPS4's
/// `ps4_shader.pas` number is named, the dispatch-draw ones included
/// (0x22 GDS kick ring offset, 0x23 vertex ring offset, 0x24 pointer to the
/// dispatch-draw data, 0x25 instances); the gaps between stay unnamed.
#[test]
fn every_numbered_usage_type_is_named() {
    let named: Vec<u8> = (0..=0x1Eu8)
        .filter(|c| !matches!(c, 0x0B | 0x0C | 0x0E..=0x11))
        .chain(0x22..=0x25)
        .collect();
    for code in 0..=u8::MAX {
        let usage = InputUsage::from_code(code);
        assert_eq!(usage.is_some(), named.contains(&code), "type {code:#04x}");
        if let Some(u) = usage {
            assert_eq!(u as u8, code);
        }
    }
    assert_eq!(
        InputUsage::from_code(0x24),
        Some(InputUsage::PtrDispatchDraw)
    );
    assert_eq!(
        InputUsage::from_code(0x25),
        Some(InputUsage::ImmDispatchDrawInstances)
    );
}
