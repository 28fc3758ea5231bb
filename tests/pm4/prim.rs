//! `vertex_count` and the draw enumerations.

use gcn::pm4::{EventIndex, EventType, IndexType, PrimitiveType, vertex_count};

#[test]
#[rustfmt::skip]
fn vertex_count_per_topology() {
    // (topology, primitives, expected vertices)
    let cases: &[(PrimitiveType, u32, Option<u32>)] = &[
        (PrimitiveType::DI_PT_POINTLIST,     5, Some(5)),
        (PrimitiveType::DI_PT_LINELIST,      5, Some(10)),
        (PrimitiveType::DI_PT_LINESTRIP,     5, Some(6)),
        (PrimitiveType::DI_PT_LINELOOP,      5, Some(5)),
        (PrimitiveType::DI_PT_TRILIST,       5, Some(15)),
        (PrimitiveType::DI_PT_TRIFAN,        5, Some(7)),
        (PrimitiveType::DI_PT_TRISTRIP,      5, Some(7)),
        (PrimitiveType::DI_PT_RECTLIST,      5, Some(15)),
        (PrimitiveType::DI_PT_QUADLIST,      5, Some(20)),
        (PrimitiveType::DI_PT_QUADSTRIP,     5, Some(12)),
        (PrimitiveType::DI_PT_LINELIST_ADJ,  5, Some(20)),
        (PrimitiveType::DI_PT_LINESTRIP_ADJ, 5, Some(8)),
        (PrimitiveType::DI_PT_TRILIST_ADJ,   5, Some(30)),
        (PrimitiveType::DI_PT_TRISTRIP_ADJ,  5, Some(14)),
        (PrimitiveType::DI_PT_TRISTRIP,      0, Some(0)),
        (PrimitiveType::DI_PT_TRILIST,       1, Some(3)),
        (PrimitiveType::DI_PT_PATCH,         5, None),
        (PrimitiveType::DI_PT_POLYGON,       5, None),
        (PrimitiveType::DI_PT_NONE,          5, None),
        (PrimitiveType::DI_PT_2D_TRI_STRIP,  5, None),
        (PrimitiveType::from_bits(63),       5, None),
        (PrimitiveType::DI_PT_PATCH,         0, None),
    ];
    for &(prim, n, want) in cases {
        assert_eq!(vertex_count(prim, n), want, "{prim:?} x {n}");
    }
}

#[test]
#[rustfmt::skip]
fn vertex_count_overflow_is_none() {
    let max = u32::MAX;
    let cases: &[(PrimitiveType, u32, Option<u32>)] = &[
        (PrimitiveType::DI_PT_POINTLIST,     max,             Some(max)),
        (PrimitiveType::DI_PT_TRILIST,       max / 3,         Some(max / 3 * 3)),
        (PrimitiveType::DI_PT_TRILIST,       max / 3 + 1,     None),
        (PrimitiveType::DI_PT_LINESTRIP,     max,             None),
        (PrimitiveType::DI_PT_LINESTRIP,     max - 1,         Some(max)),
        (PrimitiveType::DI_PT_TRISTRIP,      max - 1,         None),
        (PrimitiveType::DI_PT_TRISTRIP_ADJ,  (max - 4) / 2,   Some(max - 1)),
        (PrimitiveType::DI_PT_TRISTRIP_ADJ,  (max - 4) / 2 + 1, None),
        (PrimitiveType::DI_PT_QUADSTRIP,     max / 2,         None),
        (PrimitiveType::DI_PT_QUADLIST,      max / 4 + 1,     None),
    ];
    for &(prim, n, want) in cases {
        assert_eq!(vertex_count(prim, n), want, "{prim:?} x {n}");
    }
}

#[test]
fn index_type_sizes_and_event_indices() {
    assert_eq!(IndexType::VGT_INDEX_16.bytes(), Some(2));
    assert_eq!(IndexType::VGT_INDEX_32.bytes(), Some(4));
    assert_eq!(IndexType::VGT_INDEX_8.bytes(), Some(1));
    assert_eq!(IndexType::from_bits(3).bytes(), None);
    #[rustfmt::skip]
    let cases: &[(EventType, EventIndex)] = &[
        (EventType::ZPASS_DONE,                   EventIndex::ZPASS_DONE),
        (EventType::SAMPLE_PIPELINESTAT,          EventIndex::SAMPLE_PIPELINESTATS),
        (EventType::SAMPLE_STREAMOUTSTATS,        EventIndex::SAMPLE_STREAMOUTSTATS),
        (EventType::SAMPLE_STREAMOUTSTATS2,       EventIndex::SAMPLE_STREAMOUTSTATS),
        (EventType::CS_PARTIAL_FLUSH,             EventIndex::CS_VS_PS_PARTIAL_FLUSH),
        (EventType::VS_PARTIAL_FLUSH,             EventIndex::CS_VS_PS_PARTIAL_FLUSH),
        (EventType::PS_PARTIAL_FLUSH,             EventIndex::CS_VS_PS_PARTIAL_FLUSH),
        (EventType::BOTTOM_OF_PIPE_TS,            EventIndex::EOP_TIMESTAMP_EVENT),
        (EventType::CACHE_FLUSH_AND_INV_TS_EVENT, EventIndex::EOP_TIMESTAMP_EVENT),
        (EventType::CS_DONE,                      EventIndex::EOS_EVENT),
        (EventType::PS_DONE,                      EventIndex::EOS_EVENT),
        (EventType::CACHE_FLUSH,                  EventIndex::CACHE_FLUSH_EVENT),
        (EventType::CACHE_FLUSH_AND_INV_EVENT,    EventIndex::CACHE_FLUSH_EVENT),
        (EventType::VGT_FLUSH,                    EventIndex::ANY_NON_TIMESTAMP_EVENT),
        (EventType::PIPELINESTAT_START,           EventIndex::ANY_NON_TIMESTAMP_EVENT),
    ];
    for &(ev, idx) in cases {
        assert_eq!(ev.event_index(), idx, "{ev:?}");
    }
    assert_eq!(EventType::ZPASS_DONE.raw(), 21);
    assert_eq!(format!("{:?}", EventType::from_bits(37)), "Reserved_0x25");
}
