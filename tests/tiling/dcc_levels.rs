//! DCC keys of whole gfx8 textures (`layout::dcc_layout`) against addrlib's
//! per-level numbers placed by Mesa's rules (`tiling-gfx8-dcc/dcc_levels.jsonl`,
//! see that folder's README), and the rule on a few surfaces written out by hand.

use crate::data_source;
use crate::tiling_support::{self, Diffs};
use gcn::tiling::config::{Config, Ps4TileMode};
use gcn::tiling::layout::{DccLayout, TextureDesc, dcc_layout, texture_layout};
use gcn::tiling::meta::{DccInput, dcc_info};
use gcn::tiling::surface::{Format, SurfaceFlags};
use gcn::tiling::{Error, TileIndex};
use serde_json::Value;

fn u64_of(v: &Value, k: &str) -> Result<u64, String> {
    v.get(k)
        .and_then(Value::as_u64)
        .ok_or_else(|| format!("missing/invalid `{k}`"))
}

fn u32_of(v: &Value, k: &str) -> Result<u32, String> {
    u64_of(v, k).and_then(|x| u32::try_from(x).map_err(|_| format!("`{k}` too large")))
}

fn push(d: &mut Diffs, field: String, want: u64, got: u64) {
    if want != got {
        d.push((field, want.to_string(), got.to_string()));
    }
}

/// The texture of one line: level-0 size, slices, levels, samples and flags.
fn desc_of(v: &Value) -> Result<TextureDesc, String> {
    let in_ = v.get("in").ok_or("missing `in`")?;
    let index = TileIndex::new(u32_of(in_, "tile_index")?).map_err(|e| e.to_string())?;
    let mut flags = SurfaceFlags::new();
    for f in in_
        .get("flags")
        .and_then(Value::as_array)
        .ok_or("missing `flags`")?
    {
        flags = match f.as_str().ok_or("bad flag")? {
            "color" => flags.with_color(true),
            "texture" => flags.with_texture(true),
            "display" => flags.with_display(true),
            "pow2_pad" => flags.with_pow2_pad(true),
            "dcc_compatible" => flags.with_dcc_compatible(true),
            other => return Err(format!("unknown flag {other}")),
        };
    }
    let samples = u32_of(in_, "num_samples")?;
    Ok(TextureDesc::new_2d(
        index,
        Format::Plain,
        u32_of(in_, "bpp")?,
        u32_of(in_, "width")?,
        u32_of(in_, "height")?,
    )
    .with_depth(u32_of(in_, "num_slices")?)
    .with_levels(u32_of(in_, "num_mip_levels")?)
    .with_samples(samples, samples)
    .with_flags(flags))
}

fn eval(v: &Value) -> Result<Diffs, String> {
    let cfg = Config::POLARIS10;
    let desc = desc_of(v)?;
    let layout = texture_layout(&cfg, &desc).map_err(|e| format!("texture_layout: {e}"))?;
    let mut d = Diffs::new();
    let levels = v
        .get("levels")
        .and_then(Value::as_array)
        .ok_or("missing `levels`")?;
    if levels.len() != layout.levels.len() {
        return Err("level count differs".into());
    }
    // Each level as addrlib laid it out, and its own key query.
    for (want, got) in levels.iter().zip(&layout.levels) {
        let n = got.level;
        push(
            &mut d,
            format!("level {n} offset"),
            u64_of(want, "offset")?,
            got.offset_bytes,
        );
        push(
            &mut d,
            format!("level {n} surf_size"),
            u64_of(want, "surf_size")?,
            got.size_bytes,
        );
        push(
            &mut d,
            format!("level {n} slice_size"),
            u64_of(want, "slice_size")?,
            got.info.slice_size_bytes,
        );
        let r = dcc_info(&cfg, &DccInput::from_surface(&got.info));
        match (u64_of(want, "dcc_ret")?, r) {
            (0, Ok(o)) => {
                let w = want.get("dcc").ok_or("missing `dcc`")?;
                push(
                    &mut d,
                    format!("level {n} dcc_ram_size"),
                    u64_of(w, "dcc_ram_size")?,
                    o.dcc_ram_size_bytes,
                );
                push(
                    &mut d,
                    format!("level {n} dcc_fast_clear_size"),
                    u64_of(w, "dcc_fast_clear_size")?,
                    o.dcc_fast_clear_size_bytes,
                );
            }
            // ADDR_NOTSUPPORTED (4): a 1D or linear level.
            (4, Err(Error::DccTcNotSupported)) => {}
            (want_ret, got) => {
                d.push((
                    format!("level {n} dcc ret"),
                    want_ret.to_string(),
                    format!("{got:?}"),
                ));
            }
        }
    }
    // Mesa's placement of the keys.
    let mesa = v.get("mesa").ok_or("missing `mesa`")?;
    let dcc = dcc_layout(&cfg, &desc, &layout).map_err(|e| format!("dcc_layout: {e}"))?;
    push(
        &mut d,
        "num_meta_levels".into(),
        u64_of(mesa, "num_meta_levels")?,
        dcc.num_levels().into(),
    );
    push(
        &mut d,
        "levels_meta_size".into(),
        u64_of(mesa, "levels_meta_size")?,
        dcc.levels_size_bytes,
    );
    push(
        &mut d,
        "meta_size".into(),
        u64_of(mesa, "meta_size")?,
        dcc.total_size_bytes,
    );
    push(
        &mut d,
        "meta_alignment".into(),
        u64_of(mesa, "meta_alignment")?,
        dcc.base_align_bytes.into(),
    );
    let mesa_levels = mesa
        .get("levels")
        .and_then(Value::as_array)
        .ok_or("missing `mesa.levels`")?;
    for (n, want) in mesa_levels.iter().enumerate() {
        let compressed = want
            .get("compressed")
            .and_then(Value::as_bool)
            .ok_or("bad `compressed`")?;
        let got = dcc.level(n as u32);
        match (compressed, got) {
            (true, Some(g)) => {
                push(
                    &mut d,
                    format!("level {n} dcc_offset"),
                    u64_of(want, "dcc_offset")?,
                    g.offset_bytes,
                );
                push(
                    &mut d,
                    format!("level {n} dcc_fast_clear_size"),
                    u64_of(want, "dcc_fast_clear_size")?,
                    g.fast_clear_size_bytes,
                );
                push(
                    &mut d,
                    format!("level {n} dcc_slice_fast_clear_size"),
                    u64_of(want, "dcc_slice_fast_clear_size")?,
                    g.slice_fast_clear_size_bytes,
                );
            }
            (false, None) => {}
            (want, got) => d.push((
                format!("level {n} compressed"),
                want.to_string(),
                got.is_some().to_string(),
            )),
        }
    }
    Ok(d)
}

/// Every line of the committed vectors (only the repository holds them).
#[test]
fn dcc_levels_golden() {
    let path = data_source::committed().join("tiling-gfx8-dcc/dcc_levels.jsonl");
    let (_, failed) = tiling_support::run("golden tiling-gfx8-dcc/dcc_levels", &path, &|line| {
        let v: Value = serde_json::from_str(line).map_err(|e| format!("unparsable line ({e})"))?;
        eval(&v)
    });
    assert_eq!(failed, 0, "dcc_levels: {failed} lines failed");
}

/// A Polaris10 colour texture on entry `index` with the flags Mesa gives a mip chain.
fn texture(index: u32, bpp: u32, w: u32, h: u32, levels: u32) -> TextureDesc {
    let flags = SurfaceFlags::new()
        .with_color(true)
        .with_texture(true)
        .with_dcc_compatible(true)
        .with_pow2_pad(levels > 1);
    TextureDesc::new_2d(TileIndex::new(index).unwrap(), Format::Plain, bpp, w, h)
        .with_levels(levels)
        .with_flags(flags)
}

fn layout_of(desc: &TextureDesc) -> DccLayout {
    let layout = texture_layout(&Config::POLARIS10, desc).unwrap();
    dcc_layout(&Config::POLARIS10, desc, &layout).unwrap()
}

/// (offset, size, fast clear) of each compressed level.
fn triples(l: &DccLayout) -> Vec<(u64, u64, u64)> {
    l.levels
        .iter()
        .map(|x| (x.offset_bytes, x.size_bytes, x.fast_clear_size_bytes))
        .collect()
}

/// 4096x2048 32-bit on entry 14, 13 levels. addrlib's numbers (dcc_levels.jsonl):
/// levels 0, 1, 2 and 3 hold 32, 8, 2 and 0.5 MiB of pixels, so 131072, 32768, 8192
/// and 2048 bytes of keys, all 2D, key alignment 32768. Levels 0 and 1 have a whole
/// number of 32 KiB of keys (sub-level compressible), level 2 does not, so level 2
/// is the last compressed level. Mesa's rules: offsets are the running sum (0,
/// 131072, 163840); every level's keys are a whole number of 2 KiB (8 pipes x 256
/// bytes: size-aligned), so each keeps its own fast-clear size. Keys of the chain:
/// the texture's 44740096 bytes / 256 = 174766, aligned to 4 x 32 KiB = 262144.
#[test]
fn mip_chain_32bpp_by_hand() {
    let desc = texture(14, 32, 4096, 2048, 13);
    let dcc = layout_of(&desc);
    assert_eq!(
        triples(&dcc),
        [
            (0, 131072, 131072),
            (131072, 32768, 32768),
            (163840, 8192, 8192)
        ]
    );
    assert_eq!(dcc.num_levels(), 3);
    assert_eq!(dcc.levels_size_bytes, 172032);
    assert_eq!(dcc.base_align_bytes, 32768);
    let total = texture_layout(&Config::POLARIS10, &desc)
        .unwrap()
        .total_size_bytes;
    assert_eq!(dcc.total_size_bytes, (total >> 8).div_ceil(131072) * 131072);
    assert_eq!(dcc.total_size_bytes, 262144);
}

/// 17x17 8-bit, 5 levels: level 0's keys (addrlib: 2048 bytes padded from fewer,
/// so not size-aligned, and not a whole 32 KiB) stop compression at level 0, and
/// since the chain goes on, Mesa gives level 0 no fast clear; a single-level
/// texture of the same size keeps its fast-clear size (the last level may be).
#[test]
fn small_chain_stops_at_level_0() {
    let chain = layout_of(&texture(10, 8, 17, 17, 5));
    assert_eq!(chain.num_levels(), 1);
    assert!(!chain.levels[0].info.dcc_ram_size_aligned);
    assert_eq!(chain.levels[0].fast_clear_size_bytes, 0);
    let single = layout_of(&texture(10, 8, 17, 17, 1));
    assert_eq!(single.num_levels(), 1);
    assert_eq!(
        single.levels[0].fast_clear_size_bytes,
        single.levels[0].info.dcc_fast_clear_size_bytes
    );
    assert_eq!(single.total_size_bytes, single.levels_size_bytes);
}

/// What Mesa never compresses is refused, not guessed.
#[test]
fn refusals() {
    let base = texture(14, 32, 256, 256, 9);
    let layout = |d: &TextureDesc| texture_layout(&Config::POLARIS10, d).unwrap();
    // A mip-mapped array.
    let arr = base.with_depth(6);
    assert_eq!(
        dcc_layout(&Config::POLARIS10, &arr, &layout(&arr)),
        Err(Error::DccTcNotSupported)
    );
    // No dcc_compatible flag.
    let plain = base.with_flags(base.flags.with_dcc_compatible(false));
    assert_eq!(
        dcc_layout(&Config::POLARIS10, &plain, &layout(&plain)),
        Err(Error::DccTcNotSupported)
    );
    // A linear level 0.
    let lin = texture(8, 32, 256, 256, 1);
    assert_eq!(
        dcc_layout(&Config::POLARIS10, &lin, &layout(&lin)),
        Err(Error::DccTcNotSupported)
    );
    // Before gfx8.
    let ps4 = TextureDesc::new_2d(Ps4TileMode::Thin2dThin.index(), Format::Plain, 32, 256, 256)
        .with_flags(
            SurfaceFlags::new()
                .with_color(true)
                .with_dcc_compatible(true),
        );
    let ps4_layout = texture_layout(&Config::PS4, &ps4).unwrap();
    assert_eq!(
        dcc_layout(&Config::PS4, &ps4, &ps4_layout),
        Err(Error::DccTcNotSupported)
    );
    // A layout of another level count.
    assert_eq!(
        dcc_layout(&Config::POLARIS10, &base.with_levels(8), &layout(&base)),
        Err(Error::InvalidParams)
    );
}

/// A 6-layer 333x129 64-bit 4-sample array on entry 14. addrlib: the level holds
/// 18874368 bytes (3145728 a slice) -> 73728 bytes of keys, of which a fast clear
/// writes the first sample split's 36864; one slice's query gives 12288 bytes of
/// keys and a 6144-byte fast clear, size-aligned. Mesa: one level at offset 0,
/// fast clear 36864, slice fast clear 6144, no chain rule (one level).
#[test]
fn array_of_one_level_by_hand() {
    let flags = SurfaceFlags::new()
        .with_color(true)
        .with_texture(true)
        .with_dcc_compatible(true);
    let desc = TextureDesc::new_2d(TileIndex::new(14).unwrap(), Format::Plain, 64, 333, 129)
        .with_depth(6)
        .with_samples(4, 4)
        .with_flags(flags);
    let dcc = layout_of(&desc);
    assert_eq!(triples(&dcc), [(0, 73728, 36864)]);
    assert_eq!(dcc.levels[0].slice_fast_clear_size_bytes, 6144);
    assert_eq!(
        (dcc.levels_size_bytes, dcc.total_size_bytes),
        (73728, 73728)
    );
    assert_eq!(dcc.base_align_bytes, 32768);
}
