//! Property tests: decode(encode(x)) == x for typed inputs and
//! encode(decode(w)) == w for arbitrary words, plus bad-input errors.

use gcn::desc::*;
use proptest::prelude::*;

fn sel() -> impl Strategy<Value = SqSel> {
    (0u8..8).prop_map(SqSel::from_bits)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn buffer_words_round_trip(w in any::<[u32; 4]>()) {
        let d = BufferResource::from_words(w);
        prop_assert_eq!(d.to_words(), w);
        // Rebuild from the typed getters only.
        let r = BufferResource::new()
            .with_base_address(d.base_address()).unwrap()
            .with_stride(d.stride()).unwrap()
            .with_num_records(d.num_records())
            .with_dst_sel(d.dst_sel())
            .with_buffer_format(d.data_format(), d.num_format())
            .with_swizzle_enable(d.swizzle_enable())
            .with_cache_swizzle(d.cache_swizzle())
            .with_element_size_code(d.element_size_code()).unwrap()
            .with_index_stride_code(d.index_stride_code()).unwrap()
            .with_add_tid(d.add_tid())
            .with_atc(d.atc())
            .with_hash_enable(d.hash_enable())
            .with_heap(d.heap())
            .with_mtype(d.mtype()).unwrap()
            .with_type(d.rsrc_type());
        prop_assert_eq!(r.to_words(), w);
    }

    #[test]
    fn buffer_typed_round_trip(
        addr in 0u64..(1 << 48),
        stride in 0u32..16384,
        count in any::<u32>(),
        s in [sel(), sel(), sel(), sel()],
        data in 0u8..16,
        num in 0u8..8,
        swz in any::<bool>(),
        es in 0u8..4,
        is in 0u8..4,
        tid in any::<bool>(),
    ) {
        let d = BufferResource::structured_buffer(addr, stride, count).unwrap()
            .with_dst_sel(s)
            .with_buffer_format(BufDataFormat::from_bits(data), BufNumFormat::from_bits(num))
            .with_swizzle_enable(swz)
            .with_element_size_code(es).unwrap()
            .with_index_stride_code(is).unwrap()
            .with_add_tid(tid);
        let back = BufferResource::from_words(d.to_words());
        prop_assert_eq!(back, d);
        prop_assert_eq!(back.base_address(), addr);
        prop_assert_eq!(back.stride(), stride);
        prop_assert_eq!(back.num_records(), count);
        prop_assert_eq!(back.dst_sel(), s);
        prop_assert_eq!(back.data_format().raw(), u32::from(data));
        prop_assert_eq!(back.num_format().raw(), u32::from(num));
        prop_assert_eq!((back.swizzle_enable(), back.element_size_code(), back.index_stride_code(), back.add_tid()), (swz, es, is, tid));
    }

    #[test]
    fn buffer_bad_input_is_an_error(addr in (1u64 << 48).., stride in 16384u32.., bytes in any::<u32>()) {
        prop_assert_eq!(BufferResource::constant_buffer(addr, 16), Err(Error::AddressTooWide { address: addr }));
        prop_assert_eq!(BufferResource::structured_buffer(0, stride, 1), Err(Error::StrideTooLarge { stride }));
        if ![2, 4, 8, 16].contains(&bytes) {
            prop_assert_eq!(BufferResource::new().with_element_size_bytes(bytes), Err(Error::ElementSizeInvalid { bytes }));
        }
        if ![8, 16, 32, 64].contains(&bytes) {
            prop_assert_eq!(BufferResource::new().with_index_stride_elements(bytes), Err(Error::IndexStrideInvalid { elements: bytes }));
        }
    }
}

#[test]
fn buffer_errors() {
    assert_eq!(
        BufferResource::vertex_stream(0, DataFormat::BC1_UNORM, 8, 1),
        Err(Error::FormatUnsupported)
    );
    assert_eq!(
        BufferResource::new().with_mtype(8),
        Err(Error::FieldOverflow {
            field: "MTYPE",
            value: 8
        })
    );
    assert_eq!(
        BufferResource::new().with_element_size_code(4),
        Err(Error::FieldOverflow {
            field: "ELEMENT_SIZE",
            value: 4
        })
    );
    // Display never panics and names the problem.
    assert_eq!(
        Error::StrideTooLarge { stride: 16384 }.to_string(),
        "buffer stride 16384 is not below 16384"
    );
}

#[test]
fn buffer_words_hand_encoded() {
    // Written from the spec field by field: BASE_ADDRESS_HI [15:0], STRIDE [29:16],
    // DST_SEL_X..W [11:0] = X,Y,Z,W (4,5,6,7), NUM_FORMAT [14:12] = FLOAT (7),
    // DATA_FORMAT [18:15] = 32_32_32_32 (14).
    #[rustfmt::skip]
    let want: [u32; 4] = [
        0x3456_7890,                                   // BASE_ADDRESS
        0x0012 | (16 << 16),                           // BASE_ADDRESS_HI | STRIDE
        100,                                           // NUM_RECORDS
        4 | (5 << 3) | (6 << 6) | (7 << 9) | (7 << 12) | (14 << 15),
    ];
    let d = BufferResource::vertex_stream(0x12_3456_7890, DataFormat::R32G32B32A32_FLOAT, 16, 100)
        .unwrap();
    assert_eq!(d.to_words(), want);
}
