//! Golden vectors for the tiling module: every line of every family is
//! evaluated and every output field compared.
//!
//! Reads `$GCN_GOLDEN_DIR/tiling` when the variable is set (failing if that
//! directory is missing), else the committed sample under `tests/data/tiling`.

use crate::tiling_support;

use gcn::tiling::TileIndex;
use gcn::tiling::config::{Config, Gfx, PipeConfig, TileInfo, TileMode, TileType};
use gcn::tiling::meta::{
    DccInput, FmaskAddrInput, MetaAddress, MetaInput, MetaTile, cmask_addr, cmask_addr_tc,
    cmask_info, dcc_info, fmask_addr, htile_addr, htile_addr_tc, htile_info,
};
use gcn::tiling::surface::{
    FmaskInput, Format, SurfaceFlags, SurfaceInfo, SurfaceInput, TileEntry, TileSelect, fmask_info,
};
use serde_json::Value;
use tiling_support::Diffs;

/// Runs a family over the golden vectors of `folder`, each line parsed as JSON
/// and evaluated with `cfg`.
fn family_in(
    folder: &str,
    cfg: &Config,
    name: &str,
    eval: fn(&Config, &Value) -> Result<Diffs, String>,
) {
    tiling_support::family_in(folder, name, &|line| {
        let v: Value = serde_json::from_str(line).map_err(|e| format!("unparsable line ({e})"))?;
        eval(cfg, &v)
    });
}

/// Runs a family over the PS4 base vectors.
fn family(name: &str, eval: fn(&Config, &Value) -> Result<Diffs, String>) {
    family_in("tiling", &Config::PS4, name, eval);
}

// ---------------------------------------------------------------------------
// JSON helpers.

fn u(v: &Value, k: &str) -> Result<u32, String> {
    v.get(k)
        .and_then(Value::as_u64)
        .and_then(|x| u32::try_from(x).ok())
        .ok_or_else(|| format!("missing/invalid `{k}`"))
}
fn i(v: &Value, k: &str) -> Result<i64, String> {
    v.get(k)
        .and_then(Value::as_i64)
        .ok_or_else(|| format!("missing/invalid `{k}`"))
}
fn b(v: &Value, k: &str) -> Result<bool, String> {
    v.get(k)
        .and_then(Value::as_bool)
        .ok_or_else(|| format!("missing/invalid `{k}`"))
}
fn s<'a>(v: &'a Value, k: &str) -> Result<&'a str, String> {
    v.get(k)
        .and_then(Value::as_str)
        .ok_or_else(|| format!("missing/invalid `{k}`"))
}
fn obj<'a>(v: &'a Value, k: &str) -> Result<&'a Value, String> {
    v.get(k)
        .filter(|x| x.is_object())
        .ok_or_else(|| format!("missing object `{k}`"))
}

/// Compares an integer field.
fn cmp_int(d: &mut Diffs, out: &Value, k: &str, got: i64) -> Result<(), String> {
    let want = i(out, k)?;
    if want != got {
        d.push((k.to_owned(), want.to_string(), got.to_string()));
    }
    Ok(())
}
fn cmp_bool(d: &mut Diffs, out: &Value, k: &str, got: bool) -> Result<(), String> {
    let want = b(out, k)?;
    if want != got {
        d.push((k.to_owned(), want.to_string(), got.to_string()));
    }
    Ok(())
}
fn cmp_tile_info(d: &mut Diffs, out: &Value, got: &TileInfo) -> Result<(), String> {
    let t = obj(out, "tile_info")?;
    let mut sub = Diffs::new();
    cmp_int(&mut sub, t, "banks", got.banks.into())?;
    cmp_int(&mut sub, t, "bank_width", got.bank_width.into())?;
    cmp_int(&mut sub, t, "bank_height", got.bank_height.into())?;
    cmp_int(
        &mut sub,
        t,
        "macro_aspect_ratio",
        got.macro_aspect_ratio.into(),
    )?;
    cmp_int(&mut sub, t, "tile_split_bytes", got.tile_split_bytes.into())?;
    cmp_int(
        &mut sub,
        t,
        "pipe_config",
        got.pipe_config.addrlib_value().into(),
    )?;
    d.extend(
        sub.into_iter()
            .map(|(f, w, g)| (format!("tile_info.{f}"), w, g)),
    );
    Ok(())
}

/// Parses an explicit tile info object.
fn tile_info(t: &Value) -> Result<TileInfo, String> {
    Ok(TileInfo {
        banks: u(t, "banks")?,
        bank_width: u(t, "bank_width")?,
        bank_height: u(t, "bank_height")?,
        macro_aspect_ratio: u(t, "macro_aspect_ratio")?,
        tile_split_bytes: u(t, "tile_split_bytes")?,
        pipe_config: PipeConfig::from_addrlib_value(u(t, "pipe_config")?)
            .ok_or("bad pipe_config")?,
    })
}

/// addrlib's macro-mode index for a surface without one: -1, or on gfx6,
/// which has no macro-tile table, `TileIndexNoMacroIndex` (-3) on every surface.
fn no_macro_index(cfg: &Config) -> i64 {
    if cfg.chip.gfx == Gfx::Gfx6 { -3 } else { -1 }
}

/// The `ret` a library error maps to, or `ADDR_OK`.
fn ret_of<T>(r: &Result<T, gcn::tiling::Error>) -> &'static str {
    match r {
        Ok(_) => "ADDR_OK",
        Err(e) => e.return_code().name(),
    }
}

/// The `ret` diff of a call whose return code is not `want`, with its result.
fn ret_diff<T: std::fmt::Debug>(want: &str, r: &Result<T, gcn::tiling::Error>) -> Option<Diffs> {
    let got = ret_of(r);
    (want != got).then(|| vec![("ret".into(), want.into(), format!("{got} ({r:?})"))])
}

// ---------------------------------------------------------------------------
// surface_info

/// The input of one line, or the error this crate gives for it before
/// computing (a tile index past the table).
pub(crate) fn surface_input(
    i_: &Value,
) -> Result<Result<SurfaceInput, gcn::tiling::Error>, String> {
    let format = match s(i_, "format")? {
        "ADDR_FMT_INVALID" => Format::Plain,
        "ADDR_FMT_BC1" => Format::Bc1,
        "ADDR_FMT_BC2" => Format::Bc2,
        "ADDR_FMT_BC3" => Format::Bc3,
        "ADDR_FMT_BC4" => Format::Bc4,
        "ADDR_FMT_BC5" => Format::Bc5,
        "ADDR_FMT_BC6" => Format::Bc6,
        "ADDR_FMT_BC7" => Format::Bc7,
        f => return Err(format!("unsupported format {f}")),
    };
    let ti = i(i_, "tile_index")?;
    let tile = if ti >= 0 {
        match TileIndex::new(u32::try_from(ti).map_err(|e| e.to_string())?) {
            Ok(index) => TileSelect::Index(index),
            Err(e) => return Ok(Err(e)),
        }
    } else {
        TileSelect::Mode {
            mode: TileMode::new_checked(u(i_, "tile_mode")?).ok_or("bad tile_mode")?,
            tile_type: TileType::new_checked(u(i_, "tile_type")?).ok_or("bad tile_type")?,
        }
    };
    Ok(Ok(SurfaceInput {
        tile,
        format,
        bpp: u(i_, "bpp")?,
        width_px: u(i_, "width")?,
        height_px: u(i_, "height")?,
        num_slices: u(i_, "num_slices")?,
        slice: u(i_, "slice")?,
        mip_level: u(i_, "mip_level")?,
        num_mip_levels: u(i_, "num_mip_levels")?,
        base_pitch_px: u(i_, "base_pitch")?,
        num_samples: u(i_, "num_samples")?,
        num_frags: u(i_, "num_frags")?,
        flags: SurfaceFlags::from_bits(u(i_, "flags_value")?),
    }))
}

fn compare_surface(cfg: &Config, out: &Value, o: &SurfaceInfo) -> Result<Diffs, String> {
    let mut d = Diffs::new();
    cmp_int(&mut d, out, "pitch", o.pitch_elems.into())?;
    cmp_int(&mut d, out, "height", o.height_elems.into())?;
    cmp_int(&mut d, out, "depth", o.depth_slices.into())?;
    cmp_int(&mut d, out, "surf_size", o.surf_size_bytes as i64)?;
    cmp_int(&mut d, out, "tile_mode", o.tile_mode.raw().into())?;
    cmp_int(&mut d, out, "base_align", o.base_align_bytes.into())?;
    cmp_int(&mut d, out, "pitch_align", o.pitch_align_elems.into())?;
    cmp_int(&mut d, out, "height_align", o.height_align_elems.into())?;
    cmp_int(&mut d, out, "depth_align", o.depth_align_slices.into())?;
    cmp_int(&mut d, out, "bpp", o.bpp_bits.into())?;
    cmp_int(&mut d, out, "pixel_pitch", o.pixel_pitch_px.into())?;
    cmp_int(&mut d, out, "pixel_height", o.pixel_height_px.into())?;
    cmp_int(&mut d, out, "pixel_bits", o.pixel_bits.into())?;
    cmp_int(&mut d, out, "slice_size", o.slice_size_bytes as i64)?;
    cmp_int(&mut d, out, "pitch_tile_max", o.pitch_tile_max.into())?;
    cmp_int(&mut d, out, "height_tile_max", o.height_tile_max.into())?;
    cmp_int(&mut d, out, "slice_tile_max", o.slice_tile_max.into())?;
    cmp_int(&mut d, out, "num_samples", o.num_samples.into())?;
    cmp_int(&mut d, out, "tile_type", o.tile_type.raw().into())?;
    cmp_int(&mut d, out, "tile_index", o.tile_index.to_addrlib().into())?;
    cmp_int(
        &mut d,
        out,
        "macro_mode_index",
        o.macro_mode_index.map_or(no_macro_index(cfg), i64::from),
    )?;
    cmp_bool(&mut d, out, "tc_compatible", o.tc_compatible)?;
    cmp_bool(&mut d, out, "dcc_unsupport", o.dcc_unsupport)?;
    cmp_int(&mut d, out, "block_width", o.block_width_elems.into())?;
    cmp_int(&mut d, out, "block_height", o.block_height_elems.into())?;
    cmp_tile_info(&mut d, out, &o.tile_info)?;
    Ok(d)
}

fn eval_surface(cfg: &Config, v: &Value) -> Result<Diffs, String> {
    let r = surface_input(obj(v, "in")?)?
        .and_then(|input| gcn::tiling::surface::surface_info(cfg, &input));
    let want_ret = s(v, "ret")?;
    if let Some(d) = ret_diff(want_ret, &r) {
        return Ok(d);
    }
    match r {
        Ok(o) => compare_surface(cfg, obj(v, "out")?, &o),
        Err(_) => Ok(Diffs::new()),
    }
}

#[test]
fn surface_info() {
    family("surface_info", eval_surface);
}

// ---------------------------------------------------------------------------
// htile / cmask

/// The bank/pipe parameters of a metadata or DCC line: explicit tile info
/// when the line passed it, else the table entry (or the error this crate
/// gives for an entry past the table).
fn meta_tile(i_: &Value) -> Result<Result<MetaTile, gcn::tiling::Error>, String> {
    let ti = i(i_, "tile_index")?;
    let passed = b(i_, "tile_info_passed")?;
    let tile = if passed || ti == -1 {
        MetaTile::Info(tile_info(obj(i_, "tile_info")?)?)
    } else {
        let index = match ti {
            -2 => TileEntry::LinearGeneral,
            t => match TileIndex::new(u32::try_from(t).map_err(|e| e.to_string())?) {
                Ok(index) => TileEntry::Index(index),
                Err(e) => return Ok(Err(e)),
            },
        };
        let mi = i(i_, "macro_mode_index")?;
        MetaTile::Index(index, u32::try_from(mi).ok())
    };
    Ok(Ok(tile))
}

/// The input of one line (`tc_compatible` from bit 0 of its flags), or the
/// error this crate gives for it before computing (a tile index past the table).
fn meta_input(i_: &Value) -> Result<Result<MetaInput, gcn::tiling::Error>, String> {
    let tile = match meta_tile(i_)? {
        Ok(t) => t,
        Err(e) => return Ok(Err(e)),
    };
    Ok(Ok(MetaInput {
        pitch_px: u(i_, "pitch")?,
        height_px: u(i_, "height")?,
        num_slices: u(i_, "num_slices")?,
        is_linear: b(i_, "is_linear")?,
        tc_compatible: u(i_, "flags_value")? & 1 != 0,
        tile,
    }))
}

fn cmp_addr(
    out: &Value,
    r: &Result<MetaAddress, gcn::tiling::Error>,
    want_ret: &str,
) -> Result<Diffs, String> {
    if let Some(d) = ret_diff(want_ret, r) {
        return Ok(d);
    }
    let mut d = Diffs::new();
    if let Ok(a) = r {
        cmp_int(&mut d, out, "addr", a.addr as i64)?;
        cmp_int(&mut d, out, "bit_position", a.bit_position.into())?;
    }
    Ok(d)
}

fn eval_htile(cfg: &Config, v: &Value) -> Result<Diffs, String> {
    let in_ = obj(v, "in")?;
    let input = meta_input(in_)?;
    if u(in_, "block_width")? != 8
        || u(in_, "block_height")? != 8
        || u(in_, "flags_value")? & !1 != 0
    {
        return Err("only 8x8 HTILE blocks and the tc_compatible flag are implemented".into());
    }
    let want_ret = s(v, "ret")?;
    match s(v, "kind")? {
        "info" => {
            let r = input.and_then(|m| htile_info(cfg, &m));
            if let Some(d) = ret_diff(want_ret, &r) {
                return Ok(d);
            }
            let mut d = Diffs::new();
            if let Ok(o) = r {
                let out = obj(v, "out")?;
                cmp_int(&mut d, out, "pitch", o.pitch_px.into())?;
                cmp_int(&mut d, out, "height", o.height_px.into())?;
                cmp_int(&mut d, out, "htile_bytes", o.htile_bytes as i64)?;
                cmp_int(&mut d, out, "base_align", o.base_align_bytes.into())?;
                cmp_int(&mut d, out, "bpp", o.bpp.into())?;
                cmp_int(&mut d, out, "macro_width", o.macro_width_px.into())?;
                cmp_int(&mut d, out, "macro_height", o.macro_height_px.into())?;
                cmp_int(&mut d, out, "slice_size", o.slice_size_bytes as i64)?;
                cmp_bool(&mut d, out, "slice_interleaved", o.slice_interleaved)?;
                cmp_bool(
                    &mut d,
                    out,
                    "next_mip_level_compressible",
                    o.next_mip_level_compressible,
                )?;
                // The layout records addrlib's input flag `tcCompatible` (bit 0).
                let tc = u(in_, "flags_value")? & 1 != 0;
                if o.tc_compatible != tc {
                    d.push((
                        "tc_compatible".into(),
                        tc.to_string(),
                        o.tc_compatible.to_string(),
                    ));
                }
            }
            Ok(d)
        }
        "addr_from_coord" => {
            let (x, y, slice) = (u(in_, "x")?, u(in_, "y")?, u(in_, "slice")?);
            let r = match input {
                Ok(m) if m.tc_compatible => {
                    htile_addr_tc(cfg, &m, u(in_, "bpp")?, u(in_, "z_stencil_addr")?)
                }
                input => input.and_then(|m| htile_addr(cfg, &m, x, y, slice)),
            };
            let out = v.get("out").cloned().unwrap_or(Value::Null);
            cmp_addr(&out, &r, want_ret)
        }
        k => Err(format!("unknown kind {k}")),
    }
}

fn eval_cmask(cfg: &Config, v: &Value) -> Result<Diffs, String> {
    let in_ = obj(v, "in")?;
    let input = meta_input(in_)?;
    if u(in_, "flags_value")? & !1 != 0 {
        return Err("CMASK flags other than tc_compatible are not implemented".into());
    }
    let want_ret = s(v, "ret")?;
    match s(v, "kind")? {
        "info" => {
            let r = input.and_then(|m| cmask_info(cfg, &m));
            if let Some(d) = ret_diff(want_ret, &r) {
                return Ok(d);
            }
            let mut d = Diffs::new();
            if let Ok(o) = r {
                let out = obj(v, "out")?;
                cmp_int(&mut d, out, "pitch", o.pitch_px.into())?;
                cmp_int(&mut d, out, "height", o.height_px.into())?;
                cmp_int(&mut d, out, "cmask_bytes", o.cmask_bytes as i64)?;
                cmp_int(&mut d, out, "base_align", o.base_align_bytes.into())?;
                cmp_int(&mut d, out, "block_max", o.block_max.into())?;
                cmp_int(&mut d, out, "macro_width", o.macro_width_px.into())?;
                cmp_int(&mut d, out, "macro_height", o.macro_height_px.into())?;
                cmp_int(&mut d, out, "slice_size", o.slice_size_bytes as i64)?;
            }
            Ok(d)
        }
        "addr_from_coord" => {
            let (x, y, slice) = (u(in_, "x")?, u(in_, "y")?, u(in_, "slice")?);
            let r = match input {
                Ok(m) if m.tc_compatible => {
                    let addr = in_
                        .get("fmask_addr")
                        .and_then(Value::as_u64)
                        .ok_or("missing/invalid `fmask_addr`")?;
                    cmask_addr_tc(cfg, &m, u(in_, "bpp")?, addr)
                }
                input => input.and_then(|m| cmask_addr(cfg, &m, x, y, slice)),
            };
            let out = v.get("out").cloned().unwrap_or(Value::Null);
            cmp_addr(&out, &r, want_ret)
        }
        k => Err(format!("unknown kind {k}")),
    }
}

#[test]
fn htile() {
    family("htile", eval_htile);
}

#[test]
fn cmask() {
    family("cmask", eval_cmask);
}

// ---------------------------------------------------------------------------
// fmask

fn eval_fmask(cfg: &Config, v: &Value) -> Result<Diffs, String> {
    let in_ = obj(v, "in")?;
    let want_ret = s(v, "ret")?;
    let tile_mode = TileMode::new_checked(u(in_, "tile_mode")?).ok_or("bad tile_mode")?;
    match s(v, "kind")? {
        "info" => {
            let input = FmaskInput {
                tile_mode,
                pitch_px: u(in_, "pitch")?,
                height_px: u(in_, "height")?,
                num_slices: u(in_, "num_slices")?,
                num_samples: u(in_, "num_samples")?,
                num_frags: u(in_, "num_frags")?,
                resolved: b(in_, "resolved")?,
                tile_index: match in_.get("tile_index").and_then(Value::as_i64) {
                    Some(t) if t >= 0 => Some(
                        TileIndex::new(u32::try_from(t).map_err(|e| e.to_string())?)
                            .map_err(|e| e.to_string())?,
                    ),
                    _ => None,
                },
            };
            let r = fmask_info(cfg, &input);
            if let Some(d) = ret_diff(want_ret, &r) {
                return Ok(d);
            }
            let mut d = Diffs::new();
            if let Ok(o) = r {
                let out = obj(v, "out")?;
                cmp_int(&mut d, out, "pitch", o.pitch_elems.into())?;
                cmp_int(&mut d, out, "height", o.height_elems.into())?;
                cmp_int(&mut d, out, "num_slices", o.num_slices.into())?;
                cmp_int(&mut d, out, "fmask_bytes", o.fmask_bytes as i64)?;
                cmp_int(&mut d, out, "base_align", o.base_align_bytes.into())?;
                cmp_int(&mut d, out, "pitch_align", o.pitch_align_elems.into())?;
                cmp_int(&mut d, out, "height_align", o.height_align_elems.into())?;
                cmp_int(&mut d, out, "bpp", o.bpp_bits.into())?;
                cmp_int(&mut d, out, "num_samples", o.num_samples.into())?;
                cmp_int(&mut d, out, "tile_index", o.tile_index.to_addrlib().into())?;
                cmp_int(
                    &mut d,
                    out,
                    "macro_mode_index",
                    o.macro_mode_index.map_or(-1, i64::from),
                )?;
                cmp_int(&mut d, out, "slice_size", o.slice_size_bytes as i64)?;
                cmp_tile_info(&mut d, out, &o.tile_info)?;
            }
            Ok(d)
        }
        "addr_from_coord" => {
            let input = FmaskAddrInput {
                x: u(in_, "x")?,
                y: u(in_, "y")?,
                slice: u(in_, "slice")?,
                plane: u(in_, "plane")?,
                sample: u(in_, "sample")?,
                pitch_px: u(in_, "pitch")?,
                height_px: u(in_, "height")?,
                num_samples: u(in_, "num_samples")?,
                tile_mode,
                bank_swizzle: u(in_, "bank_swizzle")?,
                pipe_swizzle: u(in_, "pipe_swizzle")?,
                resolved: b(in_, "resolved")?,
                tile_info: tile_info(obj(in_, "tile_info")?)?,
            };
            let r = fmask_addr(cfg, &input);
            let out = v.get("out").cloned().unwrap_or(Value::Null);
            cmp_addr(&out, &r, want_ret)
        }
        k => Err(format!("unknown kind {k}")),
    }
}

#[test]
fn fmask() {
    family("fmask", eval_fmask);
}

// ---------------------------------------------------------------------------
// dcc

fn eval_dcc(cfg: &Config, v: &Value) -> Result<Diffs, String> {
    let in_ = obj(v, "in")?;
    let want_ret = s(v, "ret")?;
    if s(v, "kind")? != "info" {
        return Err("only DCC info lines are implemented".into());
    }
    let size = in_
        .get("color_surf_size")
        .and_then(Value::as_u64)
        .ok_or("missing/invalid `color_surf_size`")?;
    let (bpp, num_samples) = (u(in_, "bpp")?, u(in_, "num_samples")?);
    let tile_mode = TileMode::new_checked(u(in_, "tile_mode")?).ok_or("bad tile_mode")?;
    let r = meta_tile(in_)?.and_then(|tile| {
        let input = DccInput {
            bpp,
            num_samples,
            color_surf_size_bytes: size,
            tile_mode,
            tile,
        };
        dcc_info(cfg, &input)
    });
    if let Some(d) = ret_diff(want_ret, &r) {
        return Ok(d);
    }
    let mut d = Diffs::new();
    if let Ok(o) = r {
        let out = obj(v, "out")?;
        cmp_int(
            &mut d,
            out,
            "dcc_ram_base_align",
            o.dcc_ram_base_align_bytes.into(),
        )?;
        cmp_int(&mut d, out, "dcc_ram_size", o.dcc_ram_size_bytes as i64)?;
        cmp_int(
            &mut d,
            out,
            "dcc_fast_clear_size",
            o.dcc_fast_clear_size_bytes as i64,
        )?;
        cmp_bool(&mut d, out, "sub_lvl_compressible", o.sub_lvl_compressible)?;
        cmp_bool(&mut d, out, "dcc_ram_size_aligned", o.dcc_ram_size_aligned)?;
    }
    Ok(d)
}

/// DCC and TC-compatible vectors of one configuration, which only the
/// repository holds: read whether or not `GCN_GOLDEN_DIR` is set.
macro_rules! dcc_folder {
    ($module:ident, $folder:literal, $cfg:expr) => {
        mod $module {
            use super::*;

            fn family(name: &str, eval: fn(&Config, &Value) -> Result<Diffs, String>) {
                tiling_support::family_committed($folder, name, &|line| {
                    let v: Value =
                        serde_json::from_str(line).map_err(|e| format!("unparsable line ({e})"))?;
                    eval(&$cfg, &v)
                });
            }

            #[test]
            fn surface_info() {
                family("surface_info", eval_surface);
            }

            #[test]
            fn dcc() {
                family("dcc", eval_dcc);
            }

            #[test]
            fn htile() {
                family("htile", eval_htile);
            }

            #[test]
            fn cmask() {
                family("cmask", eval_cmask);
            }
        }
    };
}

// gfx8: DCC keys, TC-compatible surfaces, HTILE and CMASK.
dcc_folder!(gfx8_dcc, "tiling-gfx8-dcc", Config::POLARIS10);
// The PS4 with the same flags: no DCC, the flags change no surface, TC
// HTILE/CMASK sizes as on gfx8, no TC CMASK addresses.
dcc_folder!(ps4_dcc, "tiling-ps4-dcc", Config::PS4);

/// Every family of one other golden folder, evaluated with its configuration.
macro_rules! golden_folder {
    ($module:ident, $folder:literal, $cfg:expr) => {
        mod $module {
            use super::*;

            #[test]
            fn surface_info() {
                family_in($folder, &$cfg, "surface_info", eval_surface);
            }

            #[test]
            fn htile() {
                family_in($folder, &$cfg, "htile", eval_htile);
            }

            #[test]
            fn cmask() {
                family_in($folder, &$cfg, "cmask", eval_cmask);
            }

            #[test]
            fn fmask() {
                family_in($folder, &$cfg, "fmask", eval_fmask);
            }

            #[test]
            fn element_address() {
                crate::golden_element_address::family_in($folder, &$cfg);
            }
        }
    };
}

golden_folder!(neo, "tiling-neo", Config::PS4_NEO);
golden_folder!(gfx8, "tiling-gfx8", Config::POLARIS10);
golden_folder!(gfx6, "tiling-gfx6", Config::PITCAIRN);
