//! Descriptor decoding: any T#, S# or V# dwords decode, re-encode to the same
//! dwords, answer every accessor and print; builders with arbitrary arguments
//! return a descriptor or a typed error.
#![no_main]

use std::fmt::Write;

use gcn::decode::{DescriptorKind, DescriptorView, diff_descriptor};
use gcn::desc::{
    BufferField, BufferResource, DataFormat, Gfx, ImageBuilder, ImageField, ImageResource,
    ImgDataFormat, ImgNumFormat, SamplerField, SamplerResource, SqRsrcImgType, SqSel,
};
use gcn::tiling::TileIndex;
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
    std::hint::black_box(text);
    Ok(())
}

fuzz_target!(|data: &[u8]| {
    let _ = run(&mut Unstructured::new(data));
});
