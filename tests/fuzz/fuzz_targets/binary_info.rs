//! Shader binary info: any bytes either hold an `OrbShdr` block (with its
//! input-usage slots inside the bytes) or give a typed error; a found block
//! answers every accessor and finds each of its own slots.
#![no_main]

use gcn::shader::binary_info::{BinaryInfo, InputUsage};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let info = match BinaryInfo::find(data) {
        Ok(info) => info,
        Err(e) => {
            let _ = e.to_string();
            return;
        }
    };
    assert!(info.offset() + 28 <= data.len());
    let _ = (
        info.version(),
        info.is_pssl(),
        info.binary_type(),
        info.code_length(),
    );
    let _ = (info.uses_srt(), info.hash(), info.crc32());
    let _ = (
        info.is_source_cached(),
        info.source_type(),
        info.chunk_usage_offset_dwords(),
        info.input_usage_slot_count(),
        info.srt_used_info_valid(),
        info.extended_usage_info(),
        info.reserved(),
    );
    assert_eq!(
        info.bytes().as_slice(),
        &data[info.offset()..info.offset() + 28]
    );
    assert_eq!(info.type_and_length() >> 8, info.code_length());
    // The code, from the start of the bytes, ends by the block.
    assert!(info.code_length() as usize <= info.offset());
    match info.binary_type() {
        Some(kind) => assert_eq!(kind.code(), info.binary_type_code()),
        None => assert!(matches!(info.binary_type_code(), 6 | 9..=15)),
    }
    assert_eq!(info.srt_flags() & 1 != 0, info.uses_srt());
    for s in info.slots() {
        let _ = (s.eight_dwords(), s.is_texture());
        if let Some(kind) = s.usage() {
            assert!(info.resource_slot(kind, s.api_slot).is_some());
        }
    }
    let _ = info.resource_slot(InputUsage::ImmResource, 0);
});
