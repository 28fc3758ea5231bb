//! `gcn::bind`: any dwords as pipeline state parse or give a typed error,
//! and any sequence of setters, layouts, pipeline binds and draws into small
//! DE/CE buffers either records or leaves both buffers as they were.
//! Per-draw data placed in the DE buffer (after a `begin` at any 4-byte
//! aligned base) sits at a 16-byte aligned GPU address, the V#'s, right
//! behind its `NOP` header and at most three dwords of padding.
#![no_main]

use gcn::bind::{
    Binder, Mode, Pipeline, ResourceLayout, Ring, STAGE_ORDER, TableKind, TableStorage,
};
use gcn::pm4::{CommandBuffer, DrawIndexAuto, DrawInitiator};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let words: Vec<u32> = data
        .chunks_exact(4)
        .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect();
    let (head, ops) = words.split_at(words.len() / 2);
    let pipeline = Pipeline::new(1, head, &[]).ok();
    let mut tables = Box::new(TableStorage::new());
    let Ok(ring) = Ring::new(0x1_0000_0000, 4, 2) else {
        return;
    };
    let Ok(mut b) = Binder::new(&mut tables, Mode::ConstantEngine(ring), 0x1000) else {
        return;
    };
    let mut de_words = vec![0u32; 96];
    let mut ce_words = vec![0u32; 96];
    let mut de = CommandBuffer::new(&mut de_words);
    let mut ce = CommandBuffer::new(&mut ce_words);
    for &op in ops {
        let stage = STAGE_ORDER[(op as usize >> 4) % 7];
        let table = TableKind::ALL[(op as usize >> 8) % 5];
        let slot = (op >> 12) as usize & 0xFF;
        match op & 0xF {
            0 => {
                let _ = b.set_slots(stage, table, slot, &[op; 8][..table.slot_dwords()]);
            }
            1 => {
                let layout =
                    ResourceLayout::new().with_table(table, (op >> 20) as u8 & 0xF, slot as u16);
                let _ = b.set_layout(stage, layout);
            }
            2 => {
                if let Some(p) = &pipeline {
                    let n = de.len();
                    if b.bind_pipeline(&mut de, p).is_err() {
                        assert_eq!(de.len(), n);
                    }
                }
            }
            3 => {
                // Any 4-byte aligned base, which `begin` accepts.
                let base = 0x1000 + 4 * u64::from(op >> 28);
                assert_eq!(b.begin(base, gcn::bind::Shadow::new()), Ok(()));
            }
            15 => {
                let dwords = if op & 0x10 != 0 {
                    (op >> 5) as usize & 0x3F
                } else {
                    (op >> 5) as usize
                };
                let before = de.as_slice().to_vec();
                let base = b.de_base();
                match b.alloc_draw_data(&mut de, dwords) {
                    Ok((v, data)) => {
                        assert_eq!(data.len(), dwords);
                        assert!(data.iter().all(|&w| w == 0));
                        let address = v.base_address();
                        assert_eq!(
                            address % 16,
                            0,
                            "base {base:#x}, {} dwords before",
                            before.len()
                        );
                        let after = de.len();
                        let start = after - dwords;
                        assert!((before.len() + 1..=before.len() + 4).contains(&start));
                        assert_eq!(address, base + 4 * start as u64);
                        assert_eq!(de.as_slice()[..before.len()], before[..]);
                    }
                    Err(_) => assert_eq!(de.as_slice(), &before[..]),
                }
                if de.remaining() < 32 {
                    de.reset();
                    ce.reset();
                }
            }
            _ => {
                let (d, c) = (de.len(), ce.len());
                let draw = DrawIndexAuto {
                    index_count: op >> 8,
                    draw_initiator: DrawInitiator::AUTO_INDEX,
                };
                if b.draw(&mut de, Some(&mut ce), &draw).is_err() {
                    assert_eq!((de.len(), ce.len()), (d, c));
                }
                if de.remaining() < 32 || ce.remaining() < 32 {
                    de.reset();
                    ce.reset();
                }
            }
        }
    }
});
