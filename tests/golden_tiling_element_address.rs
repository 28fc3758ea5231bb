//! Golden vectors: `AddrComputeSurfaceAddrFromCoord` on the PS4 configuration.
//!
//! Reads `$GCN_GOLDEN_DIR/tiling/element_address.jsonl` when `GCN_GOLDEN_DIR` is set
//! (and fails if it is missing), else `../shared/golden/tiling/element_address.jsonl`;
//! the committed sample under `tests/data/tiling/` is always checked as well.

use std::fmt::Write as _;
use std::path::PathBuf;

use gcn::tiling::addr::{
    AddrError, AddrSurface, AddrTiling, ElementCoord, SurfaceAddresser, Swizzle,
};
use gcn::tiling::config::{Config, PipeConfig, TileInfo, TileMode, TileType};
use serde::Deserialize;

#[derive(Deserialize)]
struct Line {
    #[serde(rename = "in")]
    input: Input,
    ret: String,
    out: Option<Output>,
}

#[derive(Deserialize)]
struct Input {
    x: u32,
    y: u32,
    slice: u32,
    sample: u32,
    bpp: u32,
    pitch: u32,
    height: u32,
    num_slices: u32,
    num_samples: u32,
    num_frags: u32,
    tile_mode: u8,
    tile_type: u8,
    is_depth: bool,
    tile_index: i32,
    tile_info: Option<JsonTileInfo>,
    use_combined_swizzle: bool,
    #[serde(default)]
    bank_swizzle: u32,
    #[serde(default)]
    pipe_swizzle: u32,
    #[serde(default)]
    tile_swizzle: u32,
}

#[derive(Deserialize)]
struct JsonTileInfo {
    banks: u32,
    bank_width: u32,
    bank_height: u32,
    macro_aspect_ratio: u32,
    tile_split_bytes: u32,
    pipe_config: u32,
}

#[derive(Deserialize, PartialEq, Eq, Debug, Clone, Copy)]
struct Output {
    addr: u64,
    bit_position: u32,
    prt_block_index: u64,
}

/// addrlib's return code for an error of the address function.
fn ret_name(e: AddrError) -> &'static str {
    match e {
        AddrError::CoordOutOfRange
        | AddrError::TooManySamples
        | AddrError::InvalidTileIndex
        | AddrError::InvalidTileInfo
        | AddrError::InvalidBpp
        | AddrError::Overflow => "ADDR_INVALIDPARAMS",
        AddrError::UnsupportedTileMode => "ADDR_NOTSUPPORTED",
    }
}

/// Evaluates one line: `(ret, out)` as this crate computes them.
fn evaluate(input: &Input) -> Result<(&'static str, Option<Output>), String> {
    let tile = if input.tile_index >= 0 {
        AddrTiling::Index(input.tile_index as u32)
    } else {
        let info = input
            .tile_info
            .as_ref()
            .ok_or_else(|| "tile_index -1 without tile_info".to_string())?;
        let pipe_config = PipeConfig::from_addrlib_value(info.pipe_config)
            .ok_or_else(|| format!("pipe_config {} has no hardware value", info.pipe_config))?;
        AddrTiling::Explicit {
            mode: TileMode::from_bits(input.tile_mode),
            tile_type: TileType::from_bits(input.tile_type),
            info: TileInfo {
                banks: info.banks,
                bank_width: info.bank_width,
                bank_height: info.bank_height,
                macro_aspect_ratio: info.macro_aspect_ratio,
                tile_split_bytes: info.tile_split_bytes,
                pipe_config,
            },
        }
    };
    let swizzle = if input.use_combined_swizzle {
        Swizzle::Combined(input.tile_swizzle)
    } else {
        Swizzle::Separate {
            bank: input.bank_swizzle,
            pipe: input.pipe_swizzle,
        }
    };
    let surface = AddrSurface {
        bpp: input.bpp,
        pitch: input.pitch,
        height: input.height,
        num_slices: input.num_slices,
        num_samples: input.num_samples,
        num_frags: input.num_frags,
        tile,
        swizzle,
        is_depth: input.is_depth,
    };
    let coord = ElementCoord {
        x: input.x,
        y: input.y,
        slice: input.slice,
        sample: input.sample,
    };
    let result =
        SurfaceAddresser::new(&Config::PS4, &surface).and_then(|a| a.element_address(coord));
    Ok(match result {
        Ok(at) => (
            "ADDR_OK",
            Some(Output {
                addr: at.byte,
                bit_position: at.bit,
                prt_block_index: at.prt_block_index(),
            }),
        ),
        Err(e) => (ret_name(e), None),
    })
}

struct Tally {
    passed: usize,
    failed: usize,
    report: String,
}

/// Checks every line of `text`; records the first mismatches in `report`.
fn check(text: &str) -> Tally {
    let mut t = Tally {
        passed: 0,
        failed: 0,
        report: String::new(),
    };
    let mut shown = 0;
    for (n, raw) in text.lines().enumerate() {
        if raw.trim().is_empty() {
            continue;
        }
        let problem = match serde_json::from_str::<Line>(raw) {
            Err(e) => Some(format!("cannot parse: {e}")),
            Ok(line) => match evaluate(&line.input) {
                Err(why) => Some(format!("cannot evaluate: {why}")),
                Ok((ret, out)) => {
                    let mut diff = String::new();
                    if ret != line.ret {
                        let _ = write!(diff, " ret: want {} got {ret};", line.ret);
                    }
                    match (line.out, out) {
                        (Some(w), Some(g)) => {
                            if w.addr != g.addr {
                                let _ = write!(
                                    diff,
                                    " addr: want {} ({:#x}) got {} ({:#x}), xor {:#x};",
                                    w.addr,
                                    w.addr,
                                    g.addr,
                                    g.addr,
                                    w.addr ^ g.addr
                                );
                            }
                            if w.bit_position != g.bit_position {
                                let _ = write!(
                                    diff,
                                    " bit_position: want {} got {};",
                                    w.bit_position, g.bit_position
                                );
                            }
                            if w.prt_block_index != g.prt_block_index {
                                let _ = write!(
                                    diff,
                                    " prt_block_index: want {} got {};",
                                    w.prt_block_index, g.prt_block_index
                                );
                            }
                        }
                        (None, None) => {}
                        (w, g) => {
                            let _ = write!(diff, " out: want {w:?} got {g:?};");
                        }
                    }
                    if diff.is_empty() { None } else { Some(diff) }
                }
            },
        };
        match problem {
            None => t.passed += 1,
            Some(p) => {
                t.failed += 1;
                if shown < 12 {
                    shown += 1;
                    let _ = writeln!(t.report, "line {}:{p}\n    {}", n + 1, raw);
                }
            }
        }
    }
    t
}

fn manifest_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// The golden directory: `$GCN_GOLDEN_DIR/tiling` (required to exist when set), else
/// `../shared/golden/tiling` if present.
fn golden_dir() -> Option<PathBuf> {
    match std::env::var_os("GCN_GOLDEN_DIR") {
        Some(dir) => {
            let dir = PathBuf::from(dir).join("tiling");
            assert!(
                dir.is_dir(),
                "GCN_GOLDEN_DIR is set but {} does not exist",
                dir.display()
            );
            Some(dir)
        }
        None => {
            let dir = manifest_dir().join("../shared/golden/tiling");
            dir.is_dir().then_some(dir)
        }
    }
}

fn run(label: &str, text: &str) {
    let t = check(text);
    {
        use std::io::Write as _;
        // Written past the test harness capture so CI logs always show the count.
        let _ = writeln!(
            std::io::stderr(),
            "golden {label}: {} passed, {} failed",
            t.passed,
            t.failed
        );
    }
    assert!(t.passed + t.failed > 0, "{label}: no vectors");
    assert!(
        t.failed == 0,
        "{label}: {} lines differ; first ones:\n{}",
        t.failed,
        t.report
    );
}

#[test]
fn golden_element_address() {
    match golden_dir() {
        Some(dir) => {
            let path = dir.join("element_address.jsonl");
            let text = std::fs::read_to_string(&path)
                .unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
            run("tiling/element_address", &text);
        }
        None => {
            println!(
                "golden vectors not found (../shared/golden); checking the committed sample only"
            );
            let text = include_str!("data/tiling/element_address.sample.jsonl");
            run("tiling/element_address", text);
        }
    }
}

#[test]
fn committed_sample_element_address() {
    let text = include_str!("data/tiling/element_address.sample.jsonl");
    run("tiling/element_address (committed sample)", text);
}
