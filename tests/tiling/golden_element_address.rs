//! Golden vectors: `AddrComputeSurfaceAddrFromCoord` on the PS4 configuration.
//!
//! Reads `$GCN_GOLDEN_DIR/tiling/element_address.jsonl` when `GCN_GOLDEN_DIR` is set
//! (and fails if it is missing), else the committed sample
//! `tests/data/tiling/element_address.jsonl`.

use crate::tiling_support;

use gcn::tiling::TileIndex;
use gcn::tiling::addr::{AddrSurface, AddrTiling, ElementCoord, SurfaceAddresser, Swizzle};
use gcn::tiling::config::{Config, PipeConfig, TileInfo, TileMode, TileType};
use serde::Deserialize;
use tiling_support::Diffs;

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

/// Evaluates one line: `(ret, out)` as this crate computes them.
fn evaluate(cfg: &Config, input: &Input) -> Result<(&'static str, Option<Output>), String> {
    let tile = if input.tile_index >= 0 {
        match TileIndex::new(input.tile_index as u32) {
            Ok(index) => AddrTiling::Index(index),
            // Past the table: the crate's refusal, by its addrlib return code.
            Err(e) => return Ok((e.return_code().name(), None)),
        }
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
    let result = SurfaceAddresser::new(cfg, &surface).and_then(|a| a.element_address(coord));
    Ok(match result {
        Ok(at) => (
            "ADDR_OK",
            Some(Output {
                addr: at.byte,
                bit_position: at.bit,
                prt_block_index: at.prt_block_index(),
            }),
        ),
        Err(e) => (e.return_code().name(), None),
    })
}

/// Compares one line with the addresser's result, field by field.
fn eval_line(cfg: &Config, raw: &str) -> Result<Diffs, String> {
    let line: Line = serde_json::from_str(raw).map_err(|e| format!("cannot parse: {e}"))?;
    let (ret, out) = evaluate(cfg, &line.input)?;
    let mut d = Diffs::new();
    if ret != line.ret {
        d.push(("ret".into(), line.ret.clone(), ret.into()));
    }
    match (line.out, out) {
        (Some(w), Some(g)) => {
            if w.addr != g.addr {
                d.push((
                    "addr".into(),
                    format!("{} ({:#x})", w.addr, w.addr),
                    format!("{} ({:#x}), xor {:#x}", g.addr, g.addr, w.addr ^ g.addr),
                ));
            }
            if w.bit_position != g.bit_position {
                d.push((
                    "bit_position".into(),
                    w.bit_position.to_string(),
                    g.bit_position.to_string(),
                ));
            }
            if w.prt_block_index != g.prt_block_index {
                d.push((
                    "prt_block_index".into(),
                    w.prt_block_index.to_string(),
                    g.prt_block_index.to_string(),
                ));
            }
        }
        (None, None) => {}
        (w, g) => d.push(("out".into(), format!("{w:?}"), format!("{g:?}"))),
    }
    Ok(d)
}

#[test]
fn element_address() {
    tiling_support::family("element_address", &|raw| eval_line(&Config::PS4, raw));
}

/// The element addresses of golden folder `folder`, evaluated with `cfg`.
pub fn family_in(folder: &str, cfg: &Config) {
    tiling_support::family_in(folder, "element_address", &|raw| eval_line(cfg, raw));
}
