//! Golden-vector tests of the descriptor builders.
//!
//! Every line of `descriptors/{buffer,sampler,texture}.jsonl` (gfx7) and of
//! `descriptors-gfx6-gfx8/...` (gfx6, gfx8) is rebuilt through the crate's
//! public API, for the line's generation, from its driver-level inputs. The
//! driver's policies (documented in the vectors' README: how it derives
//! record counts, picks formats for fetch fix-ups, converts LODs, fills the
//! words hardware ignores) are applied here, in the test, through the
//! crate's setters; the crate supplies the mechanism. The result is compared
//! word for word, mismatches are printed field by field, and the golden
//! words must decode and re-encode unchanged.

use crate::common;

use common::*;
use gcn::desc::{
    BufDataFormat, BufNumFormat, BufferResource, DataFormat, Error, Generation, Gfx, ImageBuilder,
    ImageResource, ImgDataFormat, ImgNumFormat, SamplerField, SamplerResource, SqRsrcImgType,
    SqSel, format,
};
use gcn::regs::Field;
use gcn::tiling::TileIndex;
use serde_json::Value;

/// A descriptor family: its fields on a generation, how a line is rebuilt,
/// and how golden words decode and re-encode.
struct Family {
    name: &'static str,
    fields: fn(Gfx) -> Vec<(u8, Field)>,
    build: fn(Gfx, &Value) -> Result<Vec<u32>, String>,
    reencode: fn(&[u32]) -> Result<Vec<u32>, String>,
}

/// The generation a line names.
fn line_gfx(v: &Value) -> Result<Gfx, String> {
    match v.get("gfx").and_then(Value::as_str) {
        Some("gfx6") => Ok(Gfx::Gfx6),
        Some("gfx7") => Ok(Gfx::Gfx7),
        Some("gfx8") => Ok(Gfx::Gfx8),
        other => Err(format!("unknown generation {other:?}")),
    }
}

/// Runs one family file of golden folder `folder` (every line, for the
/// generation it names) and prints `golden <folder>/<family>: P passed, F failed`.
fn run_family(folder: &str, fam: &Family) -> Tally {
    let dir = crate::data_source::golden_dir(folder).0;
    let family = fam.name;
    let path = dir.join(format!("{family}.jsonl"));
    let mut t = Tally::default();
    for (line, parsed) in read_jsonl(&path) {
        let v = match parsed {
            Ok(v) => v,
            Err(e) => {
                t.fail(line, &Value::Null, &format!("unparsable line: {e}"));
                continue;
            }
        };
        let gfx = match line_gfx(&v) {
            Ok(g) => g,
            Err(e) => {
                t.fail(line, &Value::Null, &e);
                continue;
            }
        };
        let fields = (fam.fields)(gfx);
        let input = v.get("in").cloned().unwrap_or(Value::Null);
        if v.get("family").and_then(Value::as_str) != Some(family) {
            t.fail(line, &input, "line of another family");
            continue;
        }
        let want = match words(&v) {
            Ok(w) => w,
            Err(e) => {
                t.fail(line, &input, &format!("cannot read words: {e}"));
                continue;
            }
        };
        let got = match (fam.build)(gfx, &input) {
            Ok(g) => g,
            Err(e) => {
                t.fail(line, &input, &format!("cannot evaluate: {e}"));
                continue;
            }
        };
        if got != want {
            t.fail(
                line,
                &input,
                &format!("words differ\n{}", diff(&fields, &got, &want)),
            );
            continue;
        }
        let decoded = match (fam.reencode)(&want) {
            Ok(r) => r,
            Err(e) => {
                t.fail(line, &input, &format!("cannot decode: {e}"));
                continue;
            }
        };
        if let Err(e) = check_decode(&fields, &v, &want, &decoded) {
            t.fail(line, &input, &format!("decode: {e}"));
            continue;
        }
        t.passed += 1;
    }
    {
        use std::io::Write as _;
        // Written past the test harness capture so CI logs always show the count.
        let _ = writeln!(
            std::io::stderr(),
            "golden {folder}/{family}: {} passed, {} failed",
            t.passed,
            t.failed
        );
    }
    if !t.report.is_empty() {
        println!("{}", t.report);
    }
    t
}

fn assert_tally(t: &Tally, family: &str) {
    assert!(t.passed > 0, "no {family} line evaluated");
    assert_eq!(
        t.failed, 0,
        "{family}: {} lines failed (see output)",
        t.failed
    );
}

fn e(err: Error) -> String {
    format!("crate error: {err}")
}

// ---------------------------------------------------------------------------
// V#

/// The driver's buffer number format for a format description.
fn buf_num(name: &str, d: &Desc) -> Result<u8, String> {
    if name == "R11G11B10_FLOAT" {
        return Ok(7);
    }
    let f = d.first_non_void().ok_or("format without channels")?;
    let size = d.sizes[f];
    Ok(match d.ty {
        Ty::Snorm | Ty::Sscaled | Ty::Sint | Ty::Fixed => {
            if size >= 32 || d.ty == Ty::Sint {
                5
            } else if d.ty == Ty::Snorm {
                1
            } else {
                3
            }
        }
        Ty::Unorm | Ty::Uscaled | Ty::Uint | Ty::Srgb => {
            if size >= 32 || d.ty == Ty::Uint {
                4
            } else if d.ty == Ty::Unorm || d.ty == Ty::Srgb {
                0
            } else {
                2
            }
        }
        Ty::Float => 7,
    })
}

/// The driver's buffer data format for a format description (0 = invalid).
fn buf_data(name: &str, d: &Desc) -> Result<u8, String> {
    if name == "R11G11B10_FLOAT" {
        return Ok(6);
    }
    let f = d.first_non_void().ok_or("format without channels")?;
    if d.sizes == [10, 10, 10, 2] {
        return Ok(9);
    }
    let size = d.sizes[f];
    if d.sizes.iter().any(|&s| s != size) {
        return Ok(0);
    }
    Ok(match (size, d.nr_channels()) {
        (8, 1 | 3) => 1,
        (8, 2) => 3,
        (8, 4) => 10,
        (16, 1 | 3) => 2,
        (16, 2) => 5,
        (16, 4) => 12,
        (32, 1) => 4,
        (32, 2) => 11,
        (32, 3) => 13,
        (32, 4) => 14,
        (64, 1 | 3) => 11,
        (64, 2 | 4) => 14,
        _ => 0,
    })
}

/// Word-3 format of a typed buffer: data, number format and the format's own selects.
fn typed(name: &str) -> Result<(BufDataFormat, BufNumFormat, [SqSel; 4]), String> {
    let d = parse_plain(name)?;
    let data = BufDataFormat::from_bits(buf_data(name, &d)?);
    let num = BufNumFormat::from_bits(buf_num(name, &d)?);
    let sel = d.swizzle.map(|s| SqSel::from_bits(sel_value(s)));
    // The crate's named formats must agree with the driver wherever the
    // hardware fetches the format directly.
    if let Some((_, f)) = DataFormat::NAMED.iter().find(|(n, _)| *n == name) {
        if data.raw() != 0 && f.buffer_format() != Some((data, num)) {
            return Err(format!(
                "crate format {name}: buffer_format {:?}, driver {data:?}/{num:?}",
                f.buffer_format()
            ));
        }
        if f.dst_sel() != sel {
            return Err(format!(
                "crate format {name}: dst_sel {:?}, driver {sel:?}",
                f.dst_sel()
            ));
        }
    }
    Ok((data, num, sel))
}

/// The crate's named format when it has one that matches, else `None`.
fn named(name: &str) -> Option<DataFormat> {
    DataFormat::NAMED
        .iter()
        .find(|(n, _)| *n == name)
        .map(|(_, f)| *f)
}

/// A typed V# of `count` elements on `gfx` (`NUM_RECORDS` in the
/// generation's unit: `BufferResource::with_element_count`).
fn typed_buffer(
    gfx: Gfx,
    name: &str,
    va: u64,
    stride: u32,
    count: u32,
) -> Result<BufferResource, String> {
    let (data, num, sel) = typed(name)?;
    match named(name) {
        Some(f) if f.buffer_format() == Some((data, num)) => {
            BufferResource::vertex_stream_for(gfx, va, f, stride, count).map_err(e)
        }
        _ => BufferResource::new()
            .with_base_address(va)
            .map_err(e)?
            .with_stride(stride)
            .map_err(e)?
            .with_buffer_format(data, num)
            .with_dst_sel(sel)
            .with_element_count(gfx, count)
            .map_err(e),
    }
}

fn build_buffer(gfx: Gfx, i: &Value) -> Result<Vec<u32>, String> {
    let api = string(i, "api")?;
    let d = match api {
        "vertex_buffer" => {
            let name = string(i, "format")?;
            let desc = parse_plain(name)?;
            let stride = int(i, "stride")?;
            let offset = int(i, "src_offset")? + int(i, "buffer_offset")?;
            let size = int(i, "buffer_size")?;
            if offset >= size {
                BufferResource::new()
            } else {
                let va = int(i, "buffer_va")? + offset;
                let elem = u64::from(desc.block_bytes());
                // The driver masks the stride to the 14-bit field.
                let stride14 = (stride & 0x3FFF) as u32;
                if stride != 0 && !Generation::of(gfx).num_records_in_bytes {
                    // Elements whose last byte fits: signed arithmetic with
                    // truncating division, as the driver does.
                    let records =
                        ((size as i64 - offset as i64 - elem as i64) / stride as i64 + 1) as u32;
                    typed_buffer(gfx, name, va, stride14, records)?
                } else {
                    // Bytes (stride 0, or a generation that counts bytes):
                    // the driver stores the byte size, not a whole number of
                    // elements.
                    typed_buffer(gfx, name, va, stride14, 0)?
                        .with_num_records((size - offset) as u32)
                }
            }
        }
        "texel_buffer_view" => {
            let name = string(i, "format")?;
            let desc = parse_plain(name)?;
            let elem = u64::from(desc.block_bytes());
            let offset = int(i, "offset")?;
            let size = int(i, "size")?;
            let buffer_size = int(i, "buffer_size")?;
            let clamped = (size / elem).min(268_435_455);
            if clamped != int(i, "num_elements_after_clamp")? {
                return Err("element clamp disagrees with the input".into());
            }
            // Unsigned 32-bit arithmetic, as the driver computes it.
            let room = u64::from((buffer_size as u32).wrapping_sub(offset as u32));
            let records = clamped.min(room / elem) as u32;
            typed_buffer(
                gfx,
                name,
                int(i, "buffer_va")? + offset,
                elem as u32,
                records,
            )?
        }
        "raw_buffer" => {
            BufferResource::constant_buffer(int(i, "va")?, int(i, "size")? as u32).map_err(e)?
        }
        "ring_buffer" => {
            let stride = int(i, "stride")? as u32;
            let va = int(i, "va")? + int(i, "offset")?;
            let count = int(i, "num_records")? as u32;
            let d = match BufferResource::structured_buffer_for(gfx, va, stride, count) {
                // The driver multiplies in 32 bits and keeps the wrapped
                // product; the crate refuses the overflow, so the driver's
                // value is written raw here.
                Err(Error::NumRecordsTooLarge) => {
                    BufferResource::structured_buffer_for(gfx, va, stride, 0)
                        .map_err(e)?
                        .with_num_records(count.wrapping_mul(stride))
                }
                r => r.map_err(e)?,
            };
            let mut d = d
                .with_swizzle_enable(boolean(i, "swizzle")?)
                .with_add_tid_for(gfx, boolean(i, "add_tid")?);
            d = match int(i, "element_size_bytes")? {
                0 => d.with_element_size_code(0).map_err(e)?,
                b => d.with_element_size_bytes(b as u32).map_err(e)?,
            };
            d = match int(i, "index_stride_elements")? {
                0 => d.with_index_stride_code(0).map_err(e)?,
                n => d.with_index_stride_elements(n as u32).map_err(e)?,
            };
            d
        }
        "ac_build_buffer_descriptor" => {
            let name = string(i, "format")?;
            let (data, num, _) = typed(name)?;
            let sel = parse_swizzle_letters(string(i, "swizzle")?)?
                .map(|s| SqSel::from_bits(sel_value(s)));
            BufferResource::new()
                .with_base_address(int(i, "va")?)
                .map_err(e)?
                .with_stride((int(i, "stride")? & 0x3FFF) as u32)
                .map_err(e)?
                .with_num_records(int(i, "size")? as u32)
                .with_buffer_format(data, num)
                .with_dst_sel(sel)
                .with_swizzle_enable(boolean(i, "swizzle_enable")?)
                .with_element_size_code(int(i, "element_size")? as u8)
                .map_err(e)?
                .with_index_stride_code(int(i, "index_stride")? as u8)
                .map_err(e)?
                .with_add_tid_for(gfx, boolean(i, "add_tid")?)
        }
        other => return Err(format!("unknown api {other}")),
    };
    Ok(d.to_words().to_vec())
}

fn reencode_buffer(w: &[u32]) -> Result<Vec<u32>, String> {
    let w: [u32; 4] = w
        .try_into()
        .map_err(|_| format!("{} words, want 4", w.len()))?;
    Ok(BufferResource::from_words(w).to_words().to_vec())
}

const BUFFER: Family = Family {
    name: "buffer",
    fields: |gfx| BufferResource::fields_for(gfx).collect(),
    build: build_buffer,
    reencode: reencode_buffer,
};

#[test]
fn golden_buffer() {
    assert_tally(&run_family("descriptors", &BUFFER), "buffer");
}

#[test]
fn golden_buffer_gfx6_gfx8() {
    assert_tally(&run_family("descriptors-gfx6-gfx8", &BUFFER), "buffer");
}

// ---------------------------------------------------------------------------
// T#

/// The driver's image format for a plain format description: the layout named
/// by the channel sizes, most significant first (`R10G10B10A2` → `2_10_10_10`),
/// and the number format from the channel type.
fn tex_format_plain(name: &str) -> Result<DataFormat, String> {
    let d = parse_plain(name)?;
    let layout: Vec<String> = d.sizes.iter().rev().map(u32::to_string).collect();
    let want = format!("IMG_DATA_FORMAT_{}", layout.join("_"));
    let data = *ImgDataFormat::ALL
        .iter()
        .find(|f| f.name() == Some(want.as_str()))
        .ok_or_else(|| format!("format {name}: no image layout {want}"))?;
    let num = ImgNumFormat::from_bits(match d.ty {
        Ty::Unorm => 0,
        Ty::Snorm => 1,
        Ty::Uscaled => 2,
        Ty::Sscaled => 3,
        Ty::Uint => 4,
        Ty::Sint => 5,
        Ty::Float => 7,
        Ty::Srgb => 9,
        Ty::Fixed => return Err(format!("format {name}: fixed point has no image encoding")),
    });
    let sel = d.swizzle.map(|s| SqSel::from_bits(sel_value(s)));
    let f = DataFormat::new(data, num, sel);
    if let Some(c) = named(name).filter(|c| *c != f) {
        return Err(format!("crate format {name} is {c:?}, driver {f:?}"));
    }
    Ok(f)
}

/// The image format a driver format name encodes to.
fn tex_format(name: &str) -> Result<DataFormat, String> {
    let xxxx = format::SWIZZLE_XXXX;
    Ok(match name {
        "DXT1_RGB" => DataFormat::BC1_RGB_UNORM,
        "DXT1_RGBA" => DataFormat::BC1_UNORM,
        "DXT1_SRGB" => DataFormat::BC1_RGB_SRGB,
        "DXT1_SRGBA" => DataFormat::BC1_SRGB,
        "DXT3_RGBA" => DataFormat::BC2_UNORM,
        "DXT3_SRGBA" => DataFormat::BC2_SRGB,
        "DXT5_RGBA" => DataFormat::BC3_UNORM,
        "DXT5_SRGBA" => DataFormat::BC3_SRGB,
        "LATC1_UNORM" => DataFormat::BC4_UNORM.with_dst_sel(format::SWIZZLE_XXX1),
        "LATC1_SNORM" => DataFormat::BC4_SNORM.with_dst_sel(format::SWIZZLE_XXX1),
        "LATC2_UNORM" => DataFormat::BC5_UNORM.with_dst_sel(format::SWIZZLE_XXXY),
        "LATC2_SNORM" => DataFormat::BC5_SNORM.with_dst_sel(format::SWIZZLE_XXXY),
        "R8G8_B8G8_UNORM" => DataFormat::new(
            ImgDataFormat::IMG_DATA_FORMAT_GB_GR,
            ImgNumFormat::IMG_NUM_FORMAT_UNORM,
            format::SWIZZLE_XYZ1,
        ),
        "G8R8_G8B8_UNORM" => DataFormat::new(
            ImgDataFormat::IMG_DATA_FORMAT_BG_RG,
            ImgNumFormat::IMG_NUM_FORMAT_UNORM,
            format::SWIZZLE_XYZ1,
        ),
        "RGTC1_UNORM" => DataFormat::BC4_UNORM,
        "RGTC1_SNORM" => DataFormat::BC4_SNORM,
        "RGTC2_UNORM" => DataFormat::BC5_UNORM,
        "RGTC2_SNORM" => DataFormat::BC5_SNORM,
        "BPTC_RGB_UFLOAT" => DataFormat::BC6H_UFLOAT,
        "BPTC_RGB_FLOAT" => DataFormat::BC6H_SFLOAT,
        "BPTC_RGBA_UNORM" => DataFormat::BC7_UNORM,
        "BPTC_SRGBA" => DataFormat::BC7_SRGB,
        "Z16_UNORM" => DataFormat::D16_UNORM,
        "Z24X8_UNORM" | "Z24_UNORM_S8_UINT" => DataFormat::D24_UNORM,
        "X8Z24_UNORM" | "S8_UINT_Z24_UNORM" => DataFormat::new(
            ImgDataFormat::IMG_DATA_FORMAT_24_8,
            ImgNumFormat::IMG_NUM_FORMAT_UNORM,
            xxxx,
        ),
        "Z32_FLOAT" => DataFormat::D32_FLOAT,
        "S8_UINT" => DataFormat::S8_UINT,
        _ => tex_format_plain(name)?,
    })
}

fn is_depth_stencil(name: &str) -> bool {
    name.starts_with('Z')
        || name.starts_with('S')
        || name.starts_with("X8Z24")
        || name.starts_with("X24S8")
        || name.starts_with("X32_S8")
}

fn image_type(target: &str, msaa: bool) -> Result<SqRsrcImgType, String> {
    use SqRsrcImgType as T;
    Ok(match (target, msaa) {
        ("1D", false) => T::SQ_RSRC_IMG_1D,
        ("2D" | "RECT", false) => T::SQ_RSRC_IMG_2D,
        ("2D" | "RECT", true) => T::SQ_RSRC_IMG_2D_MSAA,
        ("3D", false) => T::SQ_RSRC_IMG_3D,
        ("CUBE" | "CUBE_ARRAY", false) => T::SQ_RSRC_IMG_CUBE,
        ("1D_ARRAY", false) => T::SQ_RSRC_IMG_1D_ARRAY,
        ("2D_ARRAY", false) => T::SQ_RSRC_IMG_2D_ARRAY,
        ("2D_ARRAY", true) => T::SQ_RSRC_IMG_2D_MSAA_ARRAY,
        _ => return Err(format!("no image type for target {target} (msaa {msaa})")),
    })
}

fn build_texture(gfx: Gfx, i: &Value) -> Result<Vec<u32>, String> {
    let api = string(i, "api")?;
    let r = obj(i, "resource")?;
    let v = obj(i, "view")?;
    let s = obj(i, "surface")?;
    let encoded = string(i, "encoded_format")?;
    let depth_stencil = is_depth_stencil(encoded);
    let image = match api {
        "sampler_view" => false,
        "shader_image" => true,
        other => return Err(format!("unknown api {other}")),
    };
    let view_swizzle = if image { "RGBA" } else { string(v, "swizzle")? };
    let view_sel = parse_swizzle_letters(view_swizzle)?.map(|s| SqSel::from_bits(sel_value(s)));
    let fmt = tex_format(encoded)?.swizzled(view_sel);

    let samples = int(r, "samples")? as u32;
    let fragments = if depth_stencil {
        samples
    } else {
        int(r, "storage_samples")? as u32
    };
    // The image type follows the stored fragment count (EQAA colour surfaces
    // with one stored fragment are plain 2D); word 7 follows the sample count.
    let msaa = fragments > 1;
    let res_target = string(r, "target")?;
    let target = if image {
        match res_target {
            "CUBE" | "CUBE_ARRAY" | "3D" => "2D_ARRAY",
            t => t,
        }
    } else {
        string(v, "target")?
    };
    let ty = image_type(target, msaa)?;

    let level = if image { int(v, "level")? as u32 } else { 0 };
    let (mut width, mut height) = (int(r, "width")? as u32, int(r, "height")? as u32);
    if image {
        width = (width >> level).max(1);
        height = (height >> level).max(1);
    }
    if matches!(target, "1D" | "1D_ARRAY") {
        height = 1;
    }
    let address = int(r, "va")? + int(s, "level_offset_bytes")?;
    let swizzle = if string(s, "tile_mode")? == "2D_TILED" {
        int(s, "tile_swizzle")? as u8
    } else {
        0
    };
    let (first_layer, mut last_layer) =
        (int(v, "first_layer")? as u32, int(v, "last_layer")? as u32);
    if !image && matches!(target, "1D" | "2D" | "RECT" | "CUBE") {
        last_layer = first_layer;
    }
    let levels = int(r, "num_levels")? as u32;

    let tiling = TileIndex::new(int(s, "tiling_index")? as u32).map_err(|e| e.to_string())?;
    let mut b = ImageBuilder::new(ty, fmt, address, tiling, width, height)
        .with_tile_swizzle(swizzle)
        .with_pitch(int(s, "pitch_texels")? as u32)
        .with_surface_levels(levels)
        .with_array_range(first_layer, last_layer)
        .with_perf_mod(4);
    if image && res_target == "3D" {
        b = b.with_array_size(((int(r, "depth")? as u32) >> level).max(1));
    } else if target == "3D" {
        b = b.with_depth(int(r, "depth")? as u32);
    } else {
        b = b.with_array_size(int(r, "array_size")? as u32);
    }
    let (first_level, last_level) = if image {
        (0, 0)
    } else {
        (int(v, "first_level")? as u32, int(v, "last_level")? as u32)
    };
    // Levels the size has down to 1×1 (the depth counting for 3D).
    let extent = if target == "3D" {
        width.max(height).max(int(r, "depth")? as u32)
    } else {
        width.max(height)
    };
    let chain = 32 - extent.max(1).leading_zeros();
    // The driver encodes any level range it is given; the crate refuses a
    // last level past the size's 1×1 level (a grid input no API accepts,
    // such as 7 levels of a 17×17 cube), so the driver's range is written
    // raw here, the rest built as usual.
    let raw_levels = !msaa && last_level >= chain;
    if msaa {
        b = b.with_fragments(fragments);
    } else if raw_levels {
        b = b.with_sampled_levels(0, 0);
    } else {
        b = b.with_sampled_levels(first_level, last_level);
    }
    b = b.with_gfx(gfx);
    let dcc = boolean(s, "dcc")?;
    let htile = s.get("tc_compatible_htile").and_then(Value::as_bool) == Some(true);
    if dcc || htile {
        // gfx8 metadata: the driver adds the metadata offset to the
        // allocation, ORs the tile swizzle into bits 15..8 for DCC and
        // stores address >> 8 in a 32-bit word, dropping bits 47..40. DCC
        // starts at the DCC offset of the descriptor's base level: level 0
        // for sampler views (offset 0), the image's level for shader images,
        // whose offset the inputs do not give.
        if dcc && image && level != 0 {
            return Err(format!("DCC offset of level {level} is not in the input"));
        }
        let mut meta = int(r, "va")? + int(s, "meta_offset")?;
        let mut alpha_on_msb = false;
        if dcc {
            meta |= u64::from(swizzle) << 8;
            alpha_on_msb = tex_format(encoded)?
                .dcc_alpha_is_on_msb()
                .ok_or_else(|| format!("{encoded}: no colour-target swap for ALPHA_IS_ON_MSB"))?;
        }
        b = b.with_compression(meta & ((1 << 40) - 1), alpha_on_msb);
    } else if gcn::desc::ImageField::UnusedWord7.info().exists_on(gfx) {
        // Word 7 where the hardware ignores it: the driver's anisotropy
        // mask for the shader (0 for MSAA).
        b = b.with_word7(if samples > 1 {
            0
        } else if first_level == last_level {
            0xFFFF_F1FF
        } else {
            0xFFFF_FFFF
        });
    }
    let mut t = b.build().map_err(e)?;
    if raw_levels {
        t.word3 = t
            .word3
            .with_base_level_checked(first_level as u8)
            .and_then(|w| w.with_last_level_checked(last_level as u8))
            .map_err(|_| format!("level range {first_level}..={last_level} does not fit"))?;
    }
    Ok(t.to_words().to_vec())
}

fn reencode_texture(w: &[u32]) -> Result<Vec<u32>, String> {
    let w: [u32; 8] = w
        .try_into()
        .map_err(|_| format!("{} words, want 8", w.len()))?;
    Ok(ImageResource::from_words(w).to_words().to_vec())
}

const TEXTURE: Family = Family {
    name: "texture",
    fields: |gfx| ImageResource::fields_for(gfx).collect(),
    build: build_texture,
    reencode: reencode_texture,
};

#[test]
fn golden_texture() {
    assert_tally(&run_family("descriptors", &TEXTURE), "texture");
}

#[test]
fn golden_texture_gfx6_gfx8() {
    assert_tally(&run_family("descriptors-gfx6-gfx8", &TEXTURE), "texture");
}

// ---------------------------------------------------------------------------
// S#

/// The driver's LOD conversion: `trunc(clamp(x, 0, 15) * 256)`.
fn driver_lod(x: f32) -> u16 {
    (x.clamp(0.0, 15.0) * 256.0) as u16
}

/// The driver's bias conversion: `trunc(clamp(b, -16, 16) * 256)` as 14-bit two's complement.
fn driver_bias(b: f32) -> i16 {
    (b.clamp(-16.0, 16.0) * 256.0) as i16
}

fn f32_bits(i: &Value, key: &str) -> Result<f32, String> {
    let s = string(i, key)?;
    let h = s
        .strip_prefix("0x")
        .ok_or_else(|| format!("{key}: not hex"))?;
    Ok(f32::from_bits(
        u32::from_str_radix(h, 16).map_err(|e| e.to_string())?,
    ))
}

fn build_sampler(gfx: Gfx, i: &Value) -> Result<Vec<u32>, String> {
    use gcn::desc::{
        SqImgFilterType as Fm, SqTexAnisoRatio, SqTexBorderColor as Bc, SqTexClamp,
        SqTexDepthCompare, SqTexMipFilter, SqTexXyFilter as Xy,
    };
    let upgraded = match string(i, "variant")? {
        "regular" => false,
        "upgraded_depth" => true,
        v => return Err(format!("unknown variant {v}")),
    };
    let wrap = |k: &str| -> Result<SqTexClamp, String> {
        Ok(SqTexClamp::from_bits(match string(i, k)? {
            "REPEAT" => 0,
            "MIRROR_REPEAT" => 1,
            "CLAMP_TO_EDGE" => 2,
            "MIRROR_CLAMP_TO_EDGE" => 3,
            "CLAMP" => 4,
            "MIRROR_CLAMP" => 5,
            "CLAMP_TO_BORDER" => 6,
            "MIRROR_CLAMP_TO_BORDER" => 7,
            w => return Err(format!("unknown wrap {w}")),
        }))
    };
    let linear = |k: &str| -> Result<bool, String> {
        match string(i, k)? {
            "NEAREST" => Ok(false),
            "LINEAR" => Ok(true),
            f => Err(format!("unknown filter {f}")),
        }
    };
    let (min_linear, mag_linear) = (linear("min_img_filter")?, linear("mag_img_filter")?);
    let aniso = int(i, "max_anisotropy")?;
    let ratio: u8 = match aniso {
        0..=1 => 0,
        2..=3 => 1,
        4..=7 => 2,
        8..=15 => 3,
        _ => 4,
    };
    let xy = |lin: bool| -> Xy {
        match (aniso > 1, lin) {
            (false, false) => Xy::SQ_TEX_XY_FILTER_POINT,
            (false, true) => Xy::SQ_TEX_XY_FILTER_BILINEAR,
            (true, false) => Xy::SQ_TEX_XY_FILTER_ANISO_POINT,
            (true, true) => Xy::SQ_TEX_XY_FILTER_ANISO_BILINEAR,
        }
    };
    let mip = SqTexMipFilter::from_bits(match string(i, "mip_filter")? {
        "NONE" => 0,
        "NEAREST" => 1,
        "LINEAR" => 2,
        m => return Err(format!("unknown mip filter {m}")),
    });
    let compare = match string(i, "compare_mode")? {
        "NONE" => false,
        "R_TO_TEXTURE" => true,
        m => return Err(format!("unknown compare mode {m}")),
    };
    let func: u8 = match string(i, "compare_func")? {
        "NEVER" => 0,
        "LESS" => 1,
        "EQUAL" => 2,
        "LEQUAL" => 3,
        "GREATER" => 4,
        "NOTEQUAL" => 5,
        "GEQUAL" => 6,
        "ALWAYS" => 7,
        f => return Err(format!("unknown compare func {f}")),
    };
    let filter_mode = Fm::from_bits(match string(i, "reduction_mode")? {
        "WEIGHTED_AVERAGE" => 0,
        "MIN" => 1,
        "MAX" => 2,
        m => return Err(format!("unknown reduction mode {m}")),
    });
    let (cx, cy, cz) = (wrap("wrap_s")?, wrap("wrap_t")?, wrap("wrap_r")?);

    // Border colour: only when some axis samples the border.
    let samples_border = [cx, cy, cz].iter().any(|c| match c.raw() {
        6 | 7 => true,
        4 | 5 => min_linear || mag_linear,
        _ => false,
    });
    // The border colour as raw 32-bit channels (floats by their bits).
    let colour: Vec<u32> = if boolean(i, "border_color_is_integer")? {
        i["border_color"]
            .as_array()
            .ok_or("border_color")?
            .iter()
            .map(|x| x.as_u64().map(|v| v as u32).ok_or("integer border colour"))
            .collect::<Result<_, _>>()?
    } else {
        i["border_color_f32_bits"]
            .as_array()
            .ok_or("border_color_f32_bits")?
            .iter()
            .map(|b| {
                let s = b.as_str().ok_or("bits")?;
                u32::from_str_radix(s.trim_start_matches("0x"), 16).map_err(|_| "hex")
            })
            .collect::<Result<_, &str>>()?
    };
    let integer = boolean(i, "border_color_is_integer")?;
    let before = int(i, "border_color_table_entries_before")?;
    // The driver's border translation: (type, pointer, whether the colour
    // took a new table entry). Integer colours compare as integers, float
    // colours as floats (so -0.0 equals 0.0).
    let translate = |c: &[u32], integer: bool, before: u64| -> (Bc, u16, bool) {
        let class = |&v: &u32| {
            let (zero, one) = if integer {
                (v == 0, v == 1)
            } else {
                let f = f32::from_bits(v);
                (f == 0.0, f == 1.0)
            };
            if zero {
                0
            } else if one {
                1
            } else {
                2
            }
        };
        let classes: Vec<u8> = c.iter().map(class).collect();
        if !samples_border {
            return (Bc::SQ_TEX_BORDER_COLOR_TRANS_BLACK, 0, false);
        }
        match classes.as_slice() {
            [0, 0, 0, 0] => (Bc::SQ_TEX_BORDER_COLOR_TRANS_BLACK, 0, false),
            [0, 0, 0, 1] => (Bc::SQ_TEX_BORDER_COLOR_OPAQUE_BLACK, 0, false),
            [1, 1, 1, 1] => (Bc::SQ_TEX_BORDER_COLOR_OPAQUE_WHITE, 0, false),
            _ if before >= 4096 => (Bc::SQ_TEX_BORDER_COLOR_TRANS_BLACK, 0, false),
            _ => (Bc::SQ_TEX_BORDER_COLOR_REGISTER, before as u16, true),
        }
    };
    let (bc, ptr, added) = translate(&colour, integer, before);

    let (min_lod, max_lod, bias) = (
        f32_bits(i, "min_lod_f32_bits")?,
        f32_bits(i, "max_lod_f32_bits")?,
        f32_bits(i, "lod_bias_f32_bits")?,
    );
    let (unnormalized, seamless) = (
        boolean(i, "unnormalized_coords")?,
        boolean(i, "seamless_cube_map")?,
    );
    let common = |s: SamplerResource| -> Result<SamplerResource, Error> {
        s.with_clamp(cx, cy, cz)
            .with_max_aniso_ratio(SqTexAnisoRatio::from_bits(ratio))
            .with_aniso_threshold(ratio >> 1)?
            .with_aniso_bias(ratio)?
            .with_perf_mip(if ratio != 0 { ratio + 6 } else { 0 })?
            .with_depth_compare_func(SqTexDepthCompare::from_bits(if compare { func } else { 0 }))
            .with_force_unnormalized(unnormalized)
            .with_disable_cube_wrap(!seamless)
            .with_trunc_coord(!min_linear && !mag_linear && !compare)
            .with_filter_mode(filter_mode)
            .with_min_lod_fixed(driver_lod(min_lod))?
            .with_max_lod_fixed(driver_lod(max_lod))?
            .with_lod_bias_fixed(driver_bias(bias))?
            .with_xy_filter(xy(mag_linear), xy(min_linear))
            .with_mip_filter(mip)
            .with_border_color(bc, ptr)
    };
    // The generation's constant bits (DISABLE_LSB_CEIL, FILTER_PREC_FIX;
    // gfx8 COMPAT_MODE, ANISO_OVERRIDE) come from the crate's table.
    let s = common(SamplerResource::new_for(gfx)).map_err(e)?;
    // On gfx7 they are the two bits the driver sets by hand.
    if gfx == Gfx::Gfx7 {
        let by_hand = common(
            SamplerResource::new()
                .with_disable_lsb_ceil(true)
                .with_filter_prec_fix(true),
        )
        .map_err(e)?;
        if by_hand != s {
            return Err("new_for(Gfx7) differs from the driver's gfx7 bits".into());
        }
    }
    // The crate's float conversions follow the same rule: they must agree.
    let f = s
        .with_min_lod(min_lod)
        .with_max_lod(max_lod)
        .with_lod_bias(bias);
    if f != s {
        return Err(format!(
            "float LOD setters disagree: {:08x?} vs {:08x?}",
            f.to_words(),
            s.to_words()
        ));
    }
    if !upgraded {
        return Ok(s.to_words().to_vec());
    }
    // The second S# the driver keeps for depth stored as Z32_FLOAT: when
    // every border channel already equals channel 0 clamped to 0..1
    // (compared bit for bit), mark it UPGRADED_DEPTH; otherwise rebuild the
    // border from that clamped colour, as floats (a new colour takes the
    // next table entry).
    let c0 = f32::from_bits(colour.first().copied().ok_or("empty border colour")?);
    // f32::clamp keeps NaN and -0.0, as the driver's CLAMP macro does.
    let clamped = c0.clamp(0.0, 1.0).to_bits();
    if colour.iter().all(|&c| c == clamped) {
        let u = s
            .with_field_for(gfx, SamplerField::UpgradedDepth, 1)
            .map_err(e)?;
        return Ok(u.to_words().to_vec());
    }
    let (ubc, uptr, _) = translate(&[clamped; 4], false, before + u64::from(added));
    Ok(s.with_border_color(ubc, uptr)
        .map_err(e)?
        .to_words()
        .to_vec())
}

fn reencode_sampler(w: &[u32]) -> Result<Vec<u32>, String> {
    let w: [u32; 4] = w
        .try_into()
        .map_err(|_| format!("{} words, want 4", w.len()))?;
    Ok(SamplerResource::from_words(w).to_words().to_vec())
}

const SAMPLER: Family = Family {
    name: "sampler",
    fields: |gfx| SamplerResource::fields_for(gfx).collect(),
    build: build_sampler,
    reencode: reencode_sampler,
};

#[test]
fn golden_sampler() {
    assert_tally(&run_family("descriptors", &SAMPLER), "sampler");
}

#[test]
fn golden_sampler_gfx6_gfx8() {
    assert_tally(&run_family("descriptors-gfx6-gfx8", &SAMPLER), "sampler");
}

// ---------------------------------------------------------------------------
// T# from a tiling layout

/// For the 2D colour textures of the golden set (single- and multisampled), lays the
/// surface out with the crate's tiling (same tile-mode entry as the driver)
/// and builds the T# with `ImageBuilder::from_layout`: size, pitch, tiling
/// index, level count and fragments then come from the layout and must still give the
/// driver's words.
#[test]
fn golden_texture_from_layout() {
    texture_from_layout("descriptors");
}

/// [`golden_texture_from_layout`] for gfx6 (Pitcairn) and gfx8 (Polaris10),
/// laid out with those chips' tiling tables.
#[test]
fn golden_texture_from_layout_gfx6_gfx8() {
    texture_from_layout("descriptors-gfx6-gfx8");
}

/// A T# of more than one level sets `POW2_PAD` (Mesa: `POW2_PAD` = `last_level > 0`,
/// with the surface laid out with addrlib's `pow2Pad` = `levels > 1`), so the
/// hardware reads level 0 rounded up to powers of two. A mip chain laid out without
/// `pow2_pad` whose level 0 is padded to less than that is memory the T# does not
/// describe: `from_layout` refuses it. Where the padding gives the same layout
/// (a power-of-two level 0), the layout is taken, and the T# reads it back.
#[test]
fn from_layout_refuses_a_mip_chain_without_pow2_pad() {
    use gcn::tiling::config::{Config, Ps4TileMode};
    use gcn::tiling::layout::{TextureDesc, texture_layout};
    use gcn::tiling::surface::{Format, SurfaceFlags};

    let layout = |width, height, pow2| {
        let desc = TextureDesc::new_2d(
            Ps4TileMode::Thin2dThin.index(),
            Format::Plain,
            32,
            width,
            height,
        )
        .with_levels(9)
        .with_flags(SurfaceFlags::new().with_texture(true).with_pow2_pad(pow2));
        texture_layout(&Config::PS4, &desc).unwrap()
    };
    let from = |l: &gcn::tiling::layout::TextureLayout| {
        ImageBuilder::from_layout(
            SqRsrcImgType::SQ_RSRC_IMG_2D,
            DataFormat::R8G8B8A8_UNORM,
            0x100_0000,
            l,
        )
    };
    // 300x200 without pow2_pad: level 0 pitch 384, where the T# reads 512.
    let unpadded = layout(300, 200, false);
    assert_eq!(unpadded.levels[0].info.pixel_pitch_px, 384);
    assert_eq!(from(&unpadded).err(), Some(Error::MipChainNotPow2Padded));
    // The same texture laid out with pow2_pad: the T# reads back its layout.
    for (width, height, pow2) in [(300, 200, true), (256, 256, false), (256, 256, true)] {
        let l = layout(width, height, pow2);
        let t = from(&l).unwrap().build().unwrap();
        let back = t.texture_layout(&Config::PS4).unwrap();
        let offsets = |l: &gcn::tiling::layout::TextureLayout| {
            l.levels
                .iter()
                .map(|v| (v.offset_bytes, v.info.pitch_elems))
                .collect::<Vec<_>>()
        };
        assert_eq!(
            offsets(&back),
            offsets(&l),
            "{width}x{height} pow2_pad {pow2}"
        );
    }
    // One level needs no padding.
    let single = texture_layout(
        &Config::PS4,
        &TextureDesc::new_2d(Ps4TileMode::Thin2dThin.index(), Format::Plain, 32, 300, 200),
    )
    .unwrap();
    assert!(from(&single).is_ok());
}

/// The tiling configuration of a golden line's chip (the vectors' README:
/// PS4 base for gfx7, Pitcairn for gfx6, Polaris10 for gfx8).
fn chip_config(gfx: Gfx) -> &'static gcn::tiling::config::Config {
    use gcn::tiling::config::Config;
    match gfx {
        Gfx::Gfx6 => &Config::PITCAIRN,
        Gfx::Gfx7 => &Config::PS4,
        Gfx::Gfx8 => &Config::POLARIS10,
    }
}

fn texture_from_layout(folder: &str) {
    use gcn::tiling::layout::{TextureDesc, texture_layout};
    use gcn::tiling::surface::{Format, SurfaceFlags};

    let dir = crate::data_source::golden_dir(folder).0;
    let (mut passed, mut failed) = (0, 0);
    for (line, parsed) in read_jsonl(&dir.join("texture.jsonl")) {
        let Ok(v) = parsed else { continue };
        let Ok(gfx) = line_gfx(&v) else { continue };
        let i = &v["in"];
        let (r, view, s) = (&i["resource"], &i["view"], &i["surface"]);
        let eligible = i["api"] == "sampler_view"
            && s["dcc"] != true
            && r["target"] == "2D"
            && view["target"] == "2D"
            && !is_depth_stencil(i["encoded_format"].as_str().unwrap_or("Z"));
        if !eligible {
            continue;
        }
        let result = (|| -> Result<Vec<u32>, String> {
            let name = string(i, "encoded_format")?;
            let fmt = tex_format(name)?;
            let view_sel = parse_swizzle_letters(string(view, "swizzle")?)?
                .map(|s| SqSel::from_bits(sel_value(s)));
            let bc = match fmt.data_format().name() {
                Some("IMG_DATA_FORMAT_BC1") => Format::Bc1,
                Some("IMG_DATA_FORMAT_BC2") => Format::Bc2,
                Some("IMG_DATA_FORMAT_BC3") => Format::Bc3,
                Some("IMG_DATA_FORMAT_BC4") => Format::Bc4,
                Some("IMG_DATA_FORMAT_BC5") => Format::Bc5,
                Some("IMG_DATA_FORMAT_BC6") => Format::Bc6,
                Some("IMG_DATA_FORMAT_BC7") => Format::Bc7,
                _ => Format::Plain,
            };
            let levels = int(r, "num_levels")? as u32;
            let samples = int(r, "samples")? as u32;
            let fragments = int(r, "storage_samples")? as u32;
            let desc = TextureDesc::new_2d(
                TileIndex::new(int(s, "tiling_index")? as u32).map_err(|e| e.to_string())?,
                bc,
                fmt.bits_per_element().ok_or("format size")?,
                int(r, "width")? as u32,
                int(r, "height")? as u32,
            )
            .with_levels(levels)
            .with_samples(samples, fragments)
            .with_flags(
                SurfaceFlags::new()
                    .with_texture(true)
                    .with_pow2_pad(levels > 1),
            )
            // The driver widens single-level linear surfaces to 256 bytes.
            .with_linear_pitch_align(256);
            let layout =
                texture_layout(chip_config(gfx), &desc).map_err(|e| format!("layout: {e:?}"))?;
            let swizzle = if string(s, "tile_mode")? == "2D_TILED" {
                int(s, "tile_swizzle")? as u8
            } else {
                0
            };
            let (first, last) = (
                int(view, "first_level")? as u32,
                int(view, "last_level")? as u32,
            );
            // The type follows the stored fragments (one is a plain 2D texture).
            let ty = if fragments > 1 {
                SqRsrcImgType::SQ_RSRC_IMG_2D_MSAA
            } else {
                SqRsrcImgType::SQ_RSRC_IMG_2D
            };
            let t = ImageBuilder::from_layout(ty, fmt.swizzled(view_sel), int(r, "va")?, &layout)
                .map_err(e)?
                .with_gfx(gfx)
                .with_tile_swizzle(swizzle);
            // MSAA types hold the fragment count in the level fields.
            let t = if fragments > 1 {
                t
            } else {
                t.with_sampled_levels(first, last)
            };
            let t = if gcn::desc::ImageField::UnusedWord7.info().exists_on(gfx) {
                // The driver's anisotropy mask; 0 for multisampled textures.
                t.with_word7(if samples > 1 {
                    0
                } else if first == last {
                    0xFFFF_F1FF
                } else {
                    0xFFFF_FFFF
                })
            } else {
                t
            };
            let t = t.build().map_err(e)?;
            Ok(t.to_words().to_vec())
        })();
        let want = words(&v).unwrap_or_default();
        match result {
            Ok(got) if got == want => passed += 1,
            Ok(got) => {
                failed += 1;
                println!(
                    "line {line}: words differ\n{}",
                    diff(
                        &ImageResource::fields_for(gfx).collect::<Vec<_>>(),
                        &got,
                        &want
                    )
                );
            }
            Err(err) => {
                failed += 1;
                println!("line {line}: {err}");
            }
        }
    }
    tally(
        &format!("layout-built T# against golden 2D textures ({folder})"),
        passed,
        failed,
    );
}

/// The reverse direction, what an emulator holding only descriptors does: each
/// golden colour T# (every type; no DCC) gives back its surface
/// (`ImageResource::texture_layout`), whose pitch is the driver's, and whose
/// width, height, levels (for MSAA, stored fragments) and tile mode entry
/// are the resource's.
#[test]
fn golden_texture_to_layout() {
    texture_to_layout("descriptors");
}

/// [`golden_texture_to_layout`] for gfx6 and gfx8, with those chips' tiling.
#[test]
fn golden_texture_to_layout_gfx6_gfx8() {
    texture_to_layout("descriptors-gfx6-gfx8");
}

fn texture_to_layout(folder: &str) {
    let dir = crate::data_source::golden_dir(folder).0;
    let (mut passed, mut failed) = (0, 0);
    for (line, parsed) in read_jsonl(&dir.join("texture.jsonl")) {
        let Ok(v) = parsed else { continue };
        let Ok(gfx) = line_gfx(&v) else { continue };
        let i = &v["in"];
        let (r, s) = (&i["resource"], &i["surface"]);
        // DCC surfaces (gfx8) get an allocator padding for the DCC that the
        // T# does not record.
        if i["api"] != "sampler_view"
            || s["dcc"] == true
            || is_depth_stencil(i["encoded_format"].as_str().unwrap_or("Z"))
        {
            continue;
        }
        let Ok(want) = words(&v) else { continue };
        let t = ImageResource::from_words(want.clone().try_into().unwrap());
        let result = (|| -> Result<(), String> {
            let desc = t.texture_desc().map_err(e)?;
            let layout = t.texture_layout(chip_config(gfx)).map_err(e)?;
            let l0 = &layout.levels[0];
            if int(s, "tiling_index")? as u32 != t.tiling_index().get() {
                return Err("tiling index".into());
            }
            if (l0.width_px, desc.width_px) != (int(r, "width")? as u32, int(r, "width")? as u32) {
                return Err(format!("width {} vs {}", l0.width_px, int(r, "width")?));
            }
            let height = int(r, "height")? as u32;
            if (l0.height_px, desc.height_px) != (height, height) {
                return Err(format!("height {} vs {height}", l0.height_px));
            }
            // The levels the view names (LAST_LEVEL), or for MSAA the stored
            // fragments (the T# records those, not the coverage samples).
            if int(r, "samples")? > 1 {
                let fragments = int(r, "storage_samples")? as u32;
                if desc.num_samples != fragments {
                    return Err(format!("samples {} vs {fragments}", desc.num_samples));
                }
            } else {
                let levels = int(&i["view"], "last_level")? as u32 + 1;
                if (desc.num_levels, layout.levels.len() as u32) != (levels, levels) {
                    return Err(format!(
                        "levels {} / {} vs {levels}",
                        desc.num_levels,
                        layout.levels.len()
                    ));
                }
            }
            // The layout's own entry is the surface's.
            let entry = l0.info.tile_index.index().map(|index| index.get());
            if entry != Some(int(s, "tiling_index")? as u32) {
                return Err(format!(
                    "layout entry {entry:?} vs {}",
                    int(s, "tiling_index")?
                ));
            }
            // The pitch is the driver's, which the line gives apart from the
            // T# words.
            let pitch = int(s, "pitch_texels")? as u32;
            if l0.info.pixel_pitch_px != pitch {
                return Err(format!("pitch {} vs {pitch}", l0.info.pixel_pitch_px));
            }
            Ok(())
        })();
        match result {
            Ok(()) => passed += 1,
            Err(err) => {
                failed += 1;
                println!("line {line}: {err}");
            }
        }
    }
    tally(
        &format!("T# to layout against golden textures ({folder})"),
        passed,
        failed,
    );
}

/// The FMASK descriptors of the golden lines (`fmask_words`, Mesa's gfx6-8
/// FMASK T# of a multisampled colour texture, `ac_build_gfx6_fmask_descriptor`)
/// read back: `texture_desc` refuses them (`FmaskSurface`), and
/// `fmask_layout` gives the FMASK Mesa's surface code computed for the line's
/// colour surface (src/amd/common/ac_surface.c: `AddrComputeFmaskInfo` with
/// the colour surface's tile mode and padded pitch, the resource's height,
/// slices, samples and stored fragments, tile index -1), whose pitch and
/// entry are the T#'s `PITCH` and `TILING_INDEX` (Mesa writes
/// `fmask.pitch_in_pixels` and `fmask.tiling_index` there).
#[test]
fn golden_fmask_to_layout() {
    fmask_to_layout("descriptors");
}

/// [`golden_fmask_to_layout`] for gfx6 and gfx8, with those chips' tiling.
#[test]
fn golden_fmask_to_layout_gfx6_gfx8() {
    fmask_to_layout("descriptors-gfx6-gfx8");
}

/// The FMASK words of a golden line, if it has them.
fn fmask_words(v: &Value) -> Option<[u32; 8]> {
    let w: Vec<u32> = v
        .get("fmask_words")?
        .as_array()?
        .iter()
        .map(|w| u32::from_str_radix(w.as_str()?.strip_prefix("0x")?, 16).ok())
        .collect::<Option<_>>()?;
    w.try_into().ok()
}

fn fmask_to_layout(folder: &str) {
    use gcn::tiling::meta::{FmaskInput, fmask_info};
    let dir = crate::data_source::golden_dir(folder).0;
    let (mut passed, mut failed) = (0, 0);
    for (line, parsed) in read_jsonl(&dir.join("texture.jsonl")) {
        let Ok(v) = parsed else { continue };
        let Some(words) = fmask_words(&v) else {
            continue;
        };
        let result = (|| -> Result<(), String> {
            let gfx = line_gfx(&v)?;
            let cfg = chip_config(gfx);
            let (r, s) = (&v["in"]["resource"], &v["in"]["surface"]);
            let t = ImageResource::from_words(words);
            if t.texture_desc() != Err(Error::FmaskSurface)
                || t.texture_layout(cfg) != Err(Error::FmaskSurface)
            {
                return Err(format!("texture_desc {:?}", t.texture_desc()));
            }
            // Mesa picks the FMASK data format from (samples, stored fragments).
            let (samples, frags) = (int(r, "samples")? as u32, int(r, "storage_samples")? as u32);
            if t.format().fmask_samples() != Some((samples, frags)) {
                return Err(format!(
                    "{:?}: {:?} vs {samples}/{frags}",
                    t.format().data_format(),
                    t.format().fmask_samples()
                ));
            }
            let colour =
                TileIndex::new(int(s, "tiling_index")? as u32).map_err(|e| e.to_string())?;
            let want = fmask_info(
                cfg,
                &FmaskInput {
                    tile_mode: cfg.tile_mode(colour).mode,
                    pitch_px: int(s, "pitch_blocks")? as u32,
                    height_px: int(r, "height")? as u32,
                    num_slices: int(r, "array_size")? as u32,
                    num_samples: samples,
                    num_frags: frags,
                    resolved: false,
                    tile_index: None,
                },
            )
            .map_err(|e| e.to_string())?;
            if (want.pitch_elems, want.tile_index.index()) != (t.pitch(), Some(t.tiling_index())) {
                return Err(format!(
                    "colour surface's FMASK pitch {} entry {:?}, T# {} {}",
                    want.pitch_elems,
                    want.tile_index,
                    t.pitch(),
                    t.tiling_index().get()
                ));
            }
            let got = t.fmask_layout(cfg).map_err(e)?;
            if got != want {
                return Err(format!("fmask_layout {got:?}\n  want {want:?}"));
            }
            Ok(())
        })();
        match result {
            Ok(()) => passed += 1,
            Err(err) => {
                failed += 1;
                println!("line {line}: {err}");
            }
        }
    }
    tally(
        &format!("FMASK T# to layout against golden textures ({folder})"),
        passed,
        failed,
    );
}

/// An FMASK T# whose fields no FMASK layout has is refused, each with the
/// field: the first golden FMASK descriptor (Mesa's) with one field changed.
#[test]
fn fmask_layout_refusals() {
    use SqRsrcImgType as T;
    let dir = crate::data_source::golden_dir("descriptors").0;
    let (gfx, words) = read_jsonl(&dir.join("texture.jsonl"))
        .into_iter()
        .find_map(|(_, v)| {
            let v = v.ok()?;
            Some((line_gfx(&v).ok()?, fmask_words(&v)?))
        })
        .expect("a golden line with an FMASK descriptor");
    let cfg = chip_config(gfx);
    let t = ImageResource::from_words(words);
    assert!(t.fmask_layout(cfg).is_ok());
    let with_format = |data: ImgDataFormat| {
        t.with_format(DataFormat::new(
            data,
            ImgNumFormat::IMG_NUM_FORMAT_UINT,
            t.format().dst_sel(),
        ))
    };
    // A colour format is a texture, not an FMASK.
    let colour = with_format(ImgDataFormat::IMG_DATA_FORMAT_8_8_8_8);
    assert!(colour.texture_desc().is_ok());
    assert_eq!(
        colour.fmask_layout(cfg),
        Err(Error::FmaskFieldInvalid {
            field: "DATA_FORMAT",
            value: 10
        })
    );
    let mut w = words;
    w[3] = (w[3] & 0x0FFF_FFFF) | T::SQ_RSRC_IMG_2D_MSAA.raw() << 28;
    assert_eq!(
        ImageResource::from_words(w).fmask_layout(cfg),
        Err(Error::FmaskFieldInvalid {
            field: "TYPE",
            value: T::SQ_RSRC_IMG_2D_MSAA.raw()
        })
    );
    let mut w = words;
    w[3] |= 1 << 16; // LAST_LEVEL = 1
    assert_eq!(
        ImageResource::from_words(w).fmask_layout(cfg),
        Err(Error::FmaskFieldInvalid {
            field: "LAST_LEVEL",
            value: 1
        })
    );
    // Another 2D-thin entry than the FMASK's: its layout is not the entry's.
    let fmask_entry = t.tiling_index().get();
    let other = (0..32)
        .map(|i| TileIndex::new(i).unwrap())
        .find(|&i| {
            i.get() != fmask_entry && cfg.tile_mode(i).mode == cfg.tile_mode(t.tiling_index()).mode
        })
        .expect("another entry of the FMASK's mode");
    let mut w = words;
    w[3] = (w[3] & !(0x1F << 20)) | other.get() << 20;
    assert_eq!(
        ImageResource::from_words(w).fmask_layout(cfg),
        Err(Error::FmaskFieldInvalid {
            field: "TILING_INDEX",
            value: other.get()
        })
    );
    // A linear entry has no FMASK.
    let mut w = words;
    w[3] = (w[3] & !(0x1F << 20)) | 8 << 20;
    assert!(matches!(
        ImageResource::from_words(w).fmask_layout(cfg),
        Err(Error::Layout(_))
    ));
    // A pitch the FMASK pads further, and a width past the pitch.
    let mut w = words;
    w[4] = (w[4] & !(0x3FFF << 13)) | (t.pitch() + 8 - 1) << 13;
    let wider = ImageResource::from_words(w);
    let align = t.fmask_layout(cfg).unwrap().pitch_align_elems;
    assert_eq!(
        wider.fmask_layout(cfg),
        Err(Error::PitchMismatch {
            t_sharp: t.pitch() + 8,
            layout: (t.pitch() + 8).next_multiple_of(align),
        })
    );
    let mut w = words;
    w[2] = (w[2] & !0x3FFF) | t.pitch();
    assert_eq!(
        ImageResource::from_words(w).fmask_layout(cfg),
        Err(Error::PitchOutOfRange { pitch: t.pitch() })
    );
}

/// Prints `label: P passed, F failed` (to stderr, past the test harness's
/// capture, so CI logs always show the count) and fails unless some line
/// passed and none failed.
fn tally(label: &str, passed: usize, failed: usize) {
    use std::io::Write as _;
    let _ = writeln!(
        std::io::stderr(),
        "{label}: {passed} passed, {failed} failed"
    );
    assert!(passed > 0);
    assert_eq!(failed, 0);
}
