//! Descriptor decoding: any T#, S# or V# dwords decode, re-encode to the same
//! dwords, answer every accessor and print; builders with arbitrary arguments
//! return a descriptor or a typed error. Any T# read on a chip table (PS4,
//! PS4 Pro, gfx6, gfx8) gives its texture or FMASK layout or a typed error:
//! an FMASK T# has no texture, and a layout has the T#'s pitch (and, for an
//! FMASK, its tile entry).
#![no_main]

use std::fmt::Write;

use gcn::decode::{DescriptorKind, DescriptorView, diff_descriptor};
use gcn::desc::{
    BufferField, BufferResource, DataFormat, Error, Gfx, ImageBuilder, ImageField, ImageResource,
    ImgDataFormat, ImgNumFormat, SamplerField, SamplerResource, SqRsrcImgType, SqSel,
};
use gcn::tiling::{Config, TileIndex};
use libfuzzer_sys::arbitrary::{Result, Unstructured};
use libfuzzer_sys::fuzz_target;

fn words<const N: usize>(u: &mut Unstructured<'_>) -> Result<[u32; N]> {
    let mut w = [0u32; N];
    for x in &mut w {
        *x = u.arbitrary()?;
    }
    Ok(w)
}

fn format(u: &mut Unstructured<'_>) -> Result<DataFormat> {
    let sel = |b: u8| SqSel::from_bits(b);
    Ok(DataFormat::new(
        ImgDataFormat::from_bits(u.arbitrary()?),
        ImgNumFormat::from_bits(u.arbitrary()?),
        [
            sel(u.arbitrary()?),
            sel(u.arbitrary()?),
            sel(u.arbitrary()?),
            sel(u.arbitrary()?),
        ],
    ))
}

fn gfx(u: &mut Unstructured<'_>) -> Result<Gfx> {
    Ok(*u.choose(&[Gfx::Gfx6, Gfx::Gfx7, Gfx::Gfx8])?)
}

const CONFIGS: [Config; 4] = [
    Config::PS4,
    Config::PS4_NEO,
    Config::PITCAIRN,
    Config::POLARIS10,
];

/// `w` with `WORD4.PITCH` = `pitch` - 1 (bits 26..13).
fn with_pitch(mut w: [u32; 8], pitch: u32) -> [u32; 8] {
    w[4] = (w[4] & !(0x3FFF << 13)) | (pitch.wrapping_sub(1) & 0x3FFF) << 13;
    w
}

/// The T# decoders on `cfg`: `texture_desc`, `texture_layout` and
/// `fmask_layout` give a value or a typed error, and their invariants hold.
/// A layout refused only for its pitch is tried again with the layout's
/// pitch, so that the successful paths are reached.
fn decoders(cfg: &Config, w: [u32; 8], text: &mut String) {
    let mut w = w;
    for _ in 0..2 {
        let t = ImageResource::from_words(w);
        let fmask = t.format().fmask_samples().is_some();
        let is_image = t.image_type().into_bits() >= SqRsrcImgType::SQ_RSRC_IMG_1D.into_bits();
        let desc = t.texture_desc();
        match desc {
            Ok(d) => {
                assert!(!fmask && is_image);
                assert!(d.num_levels >= 1 && d.num_samples >= 1);
            }
            Err(e) => {
                if is_image && fmask {
                    assert_eq!(e, Error::FmaskSurface);
                }
                write!(text, "{e}").unwrap();
            }
        }
        let mut retry = None;
        match t.texture_layout(cfg) {
            Ok(layout) => {
                assert!(desc.is_ok());
                let l0 = layout.levels.first().expect("a layout has level 0");
                assert_eq!(l0.info.pixel_pitch_px, t.pitch());
            }
            Err(e) => {
                if let Err(d) = desc {
                    assert_eq!(e, d);
                }
                if let Error::PitchMismatch { layout, .. } = e {
                    retry = Some(layout);
                }
                write!(text, "{e}").unwrap();
            }
        }
        match t.fmask_layout(cfg) {
            Ok(info) => {
                assert!(fmask && is_image);
                assert_eq!(info.pitch_elems, t.pitch());
                assert_eq!(info.tile_index.index(), Some(t.tiling_index()));
            }
            Err(e) => {
                if is_image && !fmask {
                    assert!(matches!(
                        e,
                        Error::FmaskFieldInvalid {
                            field: "DATA_FORMAT",
                            ..
                        }
                    ));
                }
                if let Error::PitchMismatch { layout, .. } = e {
                    retry = Some(layout);
                }
                write!(text, "{e}").unwrap();
            }
        }
        match retry {
            Some(pitch) if (1..=1 << 14).contains(&pitch) && pitch != t.pitch() => {
                w = with_pitch(w, pitch);
            }
            _ => break,
        }
    }
}

fn run(u: &mut Unstructured<'_>) -> Result<()> {
    let mut text = String::new();

    // T#: lossless decode, accessors, display.
    let t: [u32; 8] = words(u)?;
    let image = ImageResource::from_words(t);
    assert_eq!(image.to_words(), t);
    let _ = (
        image.base_address(),
        image.format(),
        image.dst_sel(),
        image.width(),
        image.height(),
        image.depth(),
        image.pitch(),
        image.base_level(),
        image.last_level(),
        image.pow2_pad(),
        image.base_array(),
        image.last_array(),
        image.tiling_index(),
        image.image_type(),
        image.min_lod(),
    );
    let f = image.format();
    let _ = (
        f.channels(),
        f.bits_per_element(),
        f.block_dims(),
        f.bytes_per_element(),
    );
    let _ = (f.buffer_format(), f.color_target(), f.z_format());
    write!(text, "{}", DescriptorView::new(DescriptorKind::Image, &t)).unwrap();
    for g in [Gfx::Gfx6, Gfx::Gfx7, Gfx::Gfx8] {
        let view = DescriptorView::new(DescriptorKind::Image, &t).for_gfx(g);
        write!(text, "{view}").unwrap();
    }

    // V#.
    let v: [u32; 4] = words(u)?;
    let buffer = BufferResource::from_words(v);
    assert_eq!(buffer.to_words(), v);
    let _ = (
        buffer.base_address(),
        buffer.stride(),
        buffer.num_records(),
        buffer.dst_sel(),
        buffer.data_format(),
        buffer.num_format(),
        buffer.element_size_code(),
        buffer.index_stride_code(),
        buffer.mtype(),
        buffer.rsrc_type(),
    );
    write!(text, "{}", DescriptorView::new(DescriptorKind::Buffer, &v)).unwrap();

    // S#.
    let s: [u32; 4] = words(u)?;
    let sampler = SamplerResource::from_words(s);
    assert_eq!(sampler.to_words(), s);
    let _ = (sampler.min_lod(), sampler.max_lod());
    write!(text, "{}", DescriptorView::new(DescriptorKind::Sampler, &s)).unwrap();

    // Field-by-field differences against other dwords.
    let other: [u32; 8] = words(u)?;
    if let Some(d) = diff_descriptor(DescriptorKind::Image, &t, &other) {
        write!(text, "{d}").unwrap();
    }
    if let Some(d) = diff_descriptor(DescriptorKind::Buffer, &v, &other[..4]) {
        write!(text, "{d}").unwrap();
    }
    if let Some(d) = diff_descriptor(DescriptorKind::Sampler, &s, &other[4..]) {
        write!(text, "{d}").unwrap();
    }

    // Setters on decoded descriptors with arbitrary values.
    let _ = image.with_base_address(u.arbitrary()?);
    let _ = image.with_format(format(u)?);
    let _ = buffer.with_base_address(u.arbitrary()?);
    let _ = buffer.with_stride(u.arbitrary()?);
    let _ = buffer.with_format(format(u)?);
    let _ = buffer.with_element_size_bytes(u.arbitrary()?);
    let _ = buffer.with_element_size_code(u.arbitrary()?);
    let _ = buffer.with_index_stride_elements(u.arbitrary()?);
    let _ = buffer.with_index_stride_code(u.arbitrary()?);
    let _ = buffer.with_mtype(u.arbitrary()?);
    let _ = sampler.with_aniso_threshold(u.arbitrary()?);
    let _ = sampler.with_aniso_bias(u.arbitrary()?);
    let _ = sampler.with_min_lod_fixed(u.arbitrary()?);
    let _ = sampler.with_max_lod_fixed(u.arbitrary()?);
    let _ = sampler.with_perf_mip(u.arbitrary()?);
    let _ = sampler.with_perf_z(u.arbitrary()?);
    let _ = sampler.with_lod_bias_fixed(u.arbitrary()?);
    let _ = sampler.with_lod_bias_sec_fixed(u.arbitrary()?);
    let _ = sampler.with_min_lod(u.arbitrary()?);
    let _ = sampler.with_max_lod(u.arbitrary()?);
    let _ = sampler.with_lod_bias(u.arbitrary()?);
    let _ = sampler.with_lod_bias_sec(u.arbitrary()?);

    // Generation-dependent fields and builders: a value or a typed error.
    let g = gfx(u)?;
    let _ = image.with_field_for(g, *u.choose(ImageField::ALL)?, u.arbitrary()?);
    let _ = image.field_for(g, *u.choose(ImageField::ALL)?);
    let _ = buffer.with_field_for(g, *u.choose(BufferField::ALL)?, u.arbitrary()?);
    let _ = buffer.field_for(g, *u.choose(BufferField::ALL)?);
    let _ = sampler.with_field_for(g, *u.choose(SamplerField::ALL)?, u.arbitrary()?);
    let _ = sampler.field_for(g, *u.choose(SamplerField::ALL)?);
    let _ = buffer.with_element_count(g, u.arbitrary()?);
    let _ = buffer.with_add_tid_for(g, u.arbitrary()?);
    let _ = f.dcc_alpha_is_on_msb();
    let _ = SamplerResource::new_for(g);
    let _ =
        BufferResource::structured_buffer_for(g, u.arbitrary()?, u.arbitrary()?, u.arbitrary()?);
    let _ = BufferResource::vertex_stream_for(
        g,
        u.arbitrary()?,
        format(u)?,
        u.arbitrary()?,
        u.arbitrary()?,
    );

    // Buffer constructors.
    let _ = BufferResource::constant_buffer(u.arbitrary()?, u.arbitrary()?);
    let _ = BufferResource::structured_buffer(u.arbitrary()?, u.arbitrary()?, u.arbitrary()?);
    let _ =
        BufferResource::vertex_stream(u.arbitrary()?, format(u)?, u.arbitrary()?, u.arbitrary()?);

    // The image builder with arbitrary arguments: a T# or a typed error; a
    // built T# decodes back to itself.
    let mut b = ImageBuilder::new(
        SqRsrcImgType::from_bits(u.arbitrary()?),
        format(u)?,
        u.arbitrary()?,
        TileIndex::from_field(u.arbitrary()?),
        u.arbitrary()?,
        u.arbitrary()?,
    );
    for _ in 0..u.int_in_range(0..=12)? {
        b = match u.int_in_range(0..=18)? {
            0 => b.with_tile_swizzle(u.arbitrary()?),
            1 => b.with_depth(u.arbitrary()?),
            2 => b.with_array_size(u.arbitrary()?),
            3 => b.with_pitch(u.arbitrary()?),
            4 => b.with_surface_levels(u.arbitrary()?),
            5 => b.with_sampled_levels(u.arbitrary()?, u.arbitrary()?),
            6 => b.with_fragments(u.arbitrary()?),
            7 => b.with_array_range(u.arbitrary()?, u.arbitrary()?),
            8 => b.with_tiling_index(TileIndex::from_field(u.arbitrary()?)),
            9 => b.with_min_lod(u.arbitrary()?),
            10 => b.with_min_lod_fixed(u.arbitrary()?),
            11 => b.with_min_lod_warn_fixed(u.arbitrary()?),
            12 => b.with_perf_mod(u.arbitrary()?),
            13 => b.with_word7(u.arbitrary()?),
            14 => b.with_size(u.arbitrary()?, u.arbitrary()?),
            15 => b.with_type(SqRsrcImgType::from_bits(u.arbitrary()?)),
            16 => b.with_gfx(gfx(u)?),
            17 => b.with_compression(u.arbitrary()?, u.arbitrary()?),
            _ => b.with_address(u.arbitrary()?),
        };
    }
    match b.build() {
        Ok(img) => {
            let w = img.to_words();
            assert_eq!(ImageResource::from_words(w).to_words(), w);
            write!(text, "{}", DescriptorView::new(DescriptorKind::Image, &w)).unwrap();
        }
        Err(e) => write!(text, "{e}").unwrap(),
    }

    // The T# decoders on a chip table: the T# above, and the same dwords
    // bent towards an FMASK T# (FMASK data format, 2D or 2D array type, one
    // level, the PRT entries 14 and 15) so that the FMASK layout is reached.
    let cfg = &CONFIGS[usize::from(u.int_in_range(0u8..=3)?)];
    decoders(cfg, t, &mut text);
    let mut bent = t;
    if u.arbitrary()? {
        let data: u32 = u.int_in_range(44..=56)?;
        bent[1] = (bent[1] & !(0x3F << 20)) | data << 20;
    }
    if u.arbitrary()? {
        let ty: u32 = *u.choose(&[9, 13])?;
        bent[3] = (bent[3] & !(0xF << 28)) | ty << 28;
    }
    if u.arbitrary()? {
        bent[3] &= !0xFF000; // BASE_LEVEL, LAST_LEVEL
    }
    if u.arbitrary()? {
        let entry: u32 = u.int_in_range(14..=15)?;
        bent[3] = (bent[3] & !(0x1F << 20)) | entry << 20;
    }
    decoders(cfg, bent, &mut text);
    std::hint::black_box(text);
    Ok(())
}

fuzz_target!(|data: &[u8]| {
    let _ = run(&mut Unstructured::new(data));
});
