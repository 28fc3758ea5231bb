//! `gcn::bind`: any dwords as pipeline state parse or give a typed error,
//! and any sequence of setters, layouts, pipeline binds and draws into small
//! DE/CE buffers either records or leaves both buffers as they were.
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
                let _ = b.begin(0x1000, gcn::bind::Shadow::new());
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
