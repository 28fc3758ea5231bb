//! Scene recording through `gcn::bind`: 10 frames of 1,000 draws (10,000
//! draws), each with one of 8 textures (T# and S# in the PS tables), one of
//! 4 pipelines encoded once (sorted by pipeline) and a 64-byte per-draw
//! constant block in the DE buffer whose V# goes into the VS constant-buffer
//! table; the tables are committed through the constant engine. The scene
//! is `examples/scene`'s own code.
//!
//! The full-state draw benches of `record.rs` are built into this binary
//! too, so `cargo bench -p gcn-benches --bench scene` times both in the same
//! run, and prints their ratios to the copy. The setup prints DE and CE dwords per draw.

#[path = "record.rs"]
#[allow(dead_code)]
mod record;
#[path = "../examples/scene/scene.rs"]
#[allow(dead_code)]
mod scene;

use divan::{Bencher, black_box};
use gcn::bind::TableStorage;

const FRAMES: usize = 10;
const DRAWS_PER_FRAME: usize = 1_000;
const DRAWS: usize = FRAMES * DRAWS_PER_FRAME;

fn main() {
    divan::main();
    record::ratios();
}

/// Records the scene; returns the DE and CE dwords.
/// (Not inlined, so that `callgrind --toggle-collect` can count it.)
#[inline(never)]
fn record_scene(
    s: &scene::Scene,
    tables: &mut TableStorage,
    de: &mut [u32],
    ce: &mut [u32],
) -> (usize, usize) {
    let r = s
        .record(tables, FRAMES, DRAWS_PER_FRAME, de, ce)
        .expect("record");
    assert_eq!(r.stats.draws as usize, DRAWS);
    (r.de_dwords, r.ce_dwords)
}

#[divan::bench(sample_count = 30, sample_size = 1)]
fn scene_bind_ce(bencher: Bencher) {
    let s = scene::Scene::new().expect("scene");
    let mut tables = Box::new(TableStorage::new());
    let mut de = vec![0u32; DRAWS * 64];
    let mut ce = vec![0u32; DRAWS * 64];
    let (d, c) = record_scene(&s, &mut tables, &mut de, &mut ce);
    eprintln!(
        "scene: {DRAWS} draws, DE {d} dwords ({:.1} a draw), CE {c} dwords ({:.1} a draw)",
        d as f64 / DRAWS as f64,
        c as f64 / DRAWS as f64
    );
    bencher
        .counter(divan::counter::ItemsCount::new(DRAWS))
        .bench_local(|| {
            black_box(record_scene(
                black_box(&s),
                &mut tables,
                black_box(&mut de[..]),
                black_box(&mut ce[..]),
            ));
        });
}
