//! Records a scene through `gcn::bind`: per frame M draws with one of 8
//! textures, one of 4 pipelines (sorted by pipeline) and a 64-byte per-draw
//! constant block, the resource tables committed through the constant
//! engine. Prints DE and CE dwords per draw, tables dumped and register
//! writes skipped.
//!
//! ```sh
//! cargo run --example scene -- --frames 2 --draws 100 --raw-de de.bin --raw-ce ce.bin
//! ```

#[path = "../common/raw.rs"]
#[allow(dead_code)]
mod raw;
mod scene;

use std::process::ExitCode;

use gcn::bind::TableStorage;

struct Args {
    frames: usize,
    draws: usize,
    raw_de: Option<String>,
    raw_ce: Option<String>,
}

fn args() -> Result<Args, ExitCode> {
    let usage = || {
        eprintln!("usage: scene [--frames N] [--draws M] [--raw-de FILE] [--raw-ce FILE]");
        ExitCode::from(2)
    };
    let mut a = Args {
        frames: 2,
        draws: 100,
        raw_de: None,
        raw_ce: None,
    };
    let mut it = std::env::args().skip(1);
    while let Some(arg) = it.next() {
        let mut value = || it.next().ok_or_else(usage);
        match arg.as_str() {
            "--frames" => a.frames = value()?.parse().map_err(|_| usage())?,
            "--draws" => a.draws = value()?.parse().map_err(|_| usage())?,
            "--raw-de" => a.raw_de = Some(value()?),
            "--raw-ce" => a.raw_ce = Some(value()?),
            _ => return Err(usage()),
        }
    }
    if a.draws == 0 || a.frames == 0 {
        return Err(usage());
    }
    Ok(a)
}

fn main() -> ExitCode {
    let a = match args() {
        Ok(a) => a,
        Err(code) => return code,
    };
    let scene = match scene::Scene::new() {
        Ok(s) => s,
        Err(e) => {
            eprintln!("scene: {e}");
            return ExitCode::FAILURE;
        }
    };
    let total = a.frames * a.draws;
    let mut de = vec![0u32; 4096 + total * 128];
    let mut ce = vec![0u32; 4096 + total * 64];
    let mut tables = Box::new(TableStorage::new());
    let report = match scene.record(&mut tables, a.frames, a.draws, &mut de, &mut ce) {
        Ok(r) => r,
        Err(e) => {
            eprintln!("scene: recording failed: {e}");
            return ExitCode::FAILURE;
        }
    };
    let n = total as f64;
    println!(
        "scene: {} frames x {} draws = {} draws",
        a.frames, a.draws, report.stats.draws
    );
    println!(
        "  DE {} dwords ({:.1} per draw), CE {} dwords ({:.1} per draw)",
        report.de_dwords,
        report.de_dwords as f64 / n,
        report.ce_dwords,
        report.ce_dwords as f64 / n
    );
    println!(
        "  tables dumped {}, CE RAM dwords written {}, pipelines bound {}, writes skipped (last frame) {}",
        report.stats.tables_committed,
        report.stats.ce_ram_dwords,
        report.stats.pipelines_bound,
        report.writes_skipped
    );
    for (path, words, what) in [
        (&a.raw_de, de.get(..report.de_dwords), "DE"),
        (&a.raw_ce, ce.get(..report.ce_dwords), "CE"),
    ] {
        if let (Some(path), Some(words)) = (path, words) {
            match raw::write_raw("scene", path, words) {
                Ok(len) => println!("Wrote {len} bytes of the {what} stream to {path}"),
                Err(code) => return code,
            }
        }
    }
    ExitCode::SUCCESS
}
