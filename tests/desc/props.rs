//! Property tests: decode(encode(x)) == x for typed inputs and
//! encode(decode(w)) == w for arbitrary words, plus bad-input errors.

#![allow(clippy::identity_op)] // hand-encoded words spell every field, zeros included

use gcn::desc::*;
use gcn::regs::AddressError;
use gcn::tiling::TileIndex;
use gcn::tiling::config::Ps4TileMode;
use proptest::prelude::*;

/// The bits of `word` that no field of `fields` covers.
fn unnamed_bits(fields: &[gcn::regs::Field], word: u32) -> u32 {
    word & !fields.iter().fold(0, |m, f| m | f.mask())
}

fn sel() -> impl Strategy<Value = SqSel> {
    (0u8..8).prop_map(SqSel::from_bits)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 2000, failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn buffer_words_round_trip(w in any::<[u32; 4]>()) {
        let d = BufferResource::from_words(w);
        prop_assert_eq!(d.to_words(), w);
        // Rebuild from the typed getters only.
        let r = BufferResource::new()
            .with_base_address(d.base_address()).unwrap()
            .with_stride(d.stride()).unwrap()
            .with_num_records(d.num_records())
            .with_dst_sel(d.dst_sel())
            .with_buffer_format(d.data_format(), d.num_format())
            .with_swizzle_enable(d.swizzle_enable())
            .with_cache_swizzle(d.cache_swizzle())
            .with_element_size_code(d.element_size_code()).unwrap()
            .with_index_stride_code(d.index_stride_code()).unwrap()
            .with_add_tid(d.add_tid())
            .with_atc(d.atc())
            .with_hash_enable(d.hash_enable())
            .with_heap(d.heap())
            .with_mtype(d.mtype()).unwrap()
            .with_type(d.rsrc_type());
        prop_assert_eq!(r.to_words(), w);
    }

    #[test]
    fn buffer_typed_round_trip(
        addr in 0u64..(1 << 48),
        stride in 0u32..16384,
        count in any::<u32>(),
        s in [sel(), sel(), sel(), sel()],
        data in 0u8..16,
        num in 0u8..8,
        swz in any::<bool>(),
        es in 0u8..4,
        is in 0u8..4,
        tid in any::<bool>(),
    ) {
        let d = BufferResource::structured_buffer(addr, stride, count).unwrap()
            .with_dst_sel(s)
            .with_buffer_format(BufDataFormat::from_bits(data), BufNumFormat::from_bits(num))
            .with_swizzle_enable(swz)
            .with_element_size_code(es).unwrap()
            .with_index_stride_code(is).unwrap()
            .with_add_tid(tid);
        let back = BufferResource::from_words(d.to_words());
        prop_assert_eq!(back, d);
        prop_assert_eq!(back.base_address(), addr);
        prop_assert_eq!(back.stride(), stride);
        prop_assert_eq!(back.num_records(), count);
        prop_assert_eq!(back.dst_sel(), s);
        prop_assert_eq!(back.data_format().raw(), u32::from(data));
        prop_assert_eq!(back.num_format().raw(), u32::from(num));
        prop_assert_eq!((back.swizzle_enable(), back.element_size_code(), back.index_stride_code(), back.add_tid()), (swz, es, is, tid));
    }

    #[test]
    fn buffer_bad_input_is_an_error(addr in (1u64 << 48).., stride in 16384u32.., bytes in any::<u32>()) {
        prop_assert_eq!(BufferResource::constant_buffer(addr, 16), Err(Error::Address(AddressError::TooWide { field: "BASE_ADDRESS", address: addr, bits: 48 })));
        prop_assert_eq!(BufferResource::structured_buffer(0, stride, 1), Err(Error::StrideTooLarge { stride }));
        if ![2, 4, 8, 16].contains(&bytes) {
            prop_assert_eq!(BufferResource::new().with_element_size_bytes(bytes), Err(Error::ElementSizeInvalid { bytes }));
        }
        if ![8, 16, 32, 64].contains(&bytes) {
            prop_assert_eq!(BufferResource::new().with_index_stride_elements(bytes), Err(Error::IndexStrideInvalid { elements: bytes }));
        }
    }
}

#[test]
fn buffer_errors() {
    assert_eq!(
        BufferResource::vertex_stream(0, DataFormat::BC1_UNORM, 8, 1),
        Err(Error::FormatUnsupported)
    );
    assert_eq!(
        BufferResource::new().with_mtype(8),
        Err(Error::FieldOverflow {
            field: "MTYPE",
            value: 8
        })
    );
    assert_eq!(
        BufferResource::new().with_element_size_code(4),
        Err(Error::FieldOverflow {
            field: "ELEMENT_SIZE",
            value: 4
        })
    );
    // Display never panics and names the problem.
    assert_eq!(
        Error::StrideTooLarge { stride: 16384 }.to_string(),
        "buffer stride 16384 is not below 16384"
    );
}

#[test]
fn buffer_words_hand_encoded() {
    // Written from the spec field by field: BASE_ADDRESS_HI [15:0], STRIDE [29:16],
    // DST_SEL_X..W [11:0] = X,Y,Z,W (4,5,6,7), NUM_FORMAT [14:12] = FLOAT (7),
    // DATA_FORMAT [18:15] = 32_32_32_32 (14).
    #[rustfmt::skip]
    let want: [u32; 4] = [
        0x3456_7890,                                   // BASE_ADDRESS
        0x0012 | (16 << 16),                           // BASE_ADDRESS_HI | STRIDE
        100,                                           // NUM_RECORDS
        4 | (5 << 3) | (6 << 6) | (7 << 9) | (7 << 12) | (14 << 15),
    ];
    let d = BufferResource::vertex_stream(0x12_3456_7890, DataFormat::R32G32B32A32_FLOAT, 16, 100)
        .unwrap();
    assert_eq!(d.to_words(), want);
}

// ---------------------------------------------------------------------------
// T#

proptest! {
    #![proptest_config(ProptestConfig { cases: 2000, failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn image_words_round_trip(w in any::<[u32; 8]>()) {
        let d = ImageResource::from_words(w);
        prop_assert_eq!(d.to_words(), w);
        // Re-encode through the typed accessors of every word.
        let mut r = ImageResource::from_words([0; 8])
            .with_format(d.format())
            .with_word6(d.word6.into_bits())
            .with_word7(d.word7.into_bits());
        r.word0 = SqImgRsrcWord0::new().with_base_address(d.word0.base_address());
        r.word1 = r.word1.with_base_address_hi(d.word1.base_address_hi()).with_min_lod(d.word1.min_lod()).with_mtype(d.word1.mtype());
        r.word2 = SqImgRsrcWord2::new()
            .with_width(d.word2.width())
            .with_height(d.word2.height())
            .with_perf_mod(d.word2.perf_mod())
            .with_interlaced(d.word2.interlaced());
        r.word3 = r.word3
            .with_base_level(d.word3.base_level())
            .with_last_level(d.word3.last_level())
            .with_tiling_index(d.word3.tiling_index())
            .with_pow2_pad(d.word3.pow2_pad())
            .with_mtype(d.word3.mtype())
            .with_atc(d.word3.atc())
            .with_type(d.image_type());
        // Bits outside the gfx7 fields go through the raw words.
        r.word4 = SqImgRsrcWord4::from_bits(unnamed_bits(SqImgRsrcWord4::FIELDS, d.word4.into_bits()))
            .with_depth(d.word4.depth())
            .with_pitch(d.word4.pitch());
        r.word5 = SqImgRsrcWord5::from_bits(unnamed_bits(SqImgRsrcWord5::FIELDS, d.word5.into_bits()))
            .with_base_array(d.word5.base_array())
            .with_last_array(d.word5.last_array());
        prop_assert_eq!(r.to_words(), w);
    }

    #[test]
    fn image_typed_round_trip(
        page in 0u64..(1 << 40),
        w in 1u32..=16384,
        h in 1u32..=16384,
        extra_pitch in 0u32..64,
        levels in 1u32..=16,
        lv in any::<(u8, u8)>(),
        layers in 1u32..=8192,
        ar in any::<(u16, u16)>(),
        tile in 0u32..32,
        data in 0u8..64,
        num in 0u8..16,
        s in [0u8..8, 0u8..8, 0u8..8, 0u8..8],
        word7 in any::<u32>(),
    ) {
        // The levels the size has down to 1×1 bound the levels sampled.
        let levels = levels.min(32 - w.max(h).leading_zeros());
        let base = u32::from(lv.0) % levels;
        let last = base + u32::from(lv.1) % (levels - base);
        let b0 = u32::from(ar.0) % layers;
        let b1 = b0 + u32::from(ar.1) % (layers - b0);
        let pitch = (w + extra_pitch).min(16384);
        let fmt = DataFormat::new(ImgDataFormat::from_bits(data), ImgNumFormat::from_bits(num), s.map(SqSel::from_bits));
        let tile = TileIndex::new(tile).unwrap();
        let t = ImageBuilder::new(SqRsrcImgType::SQ_RSRC_IMG_2D_ARRAY, fmt, page << 8, tile, w, h)
            .with_pitch(pitch)
            .with_surface_levels(levels)
            .with_sampled_levels(base, last)
            .with_array_size(layers)
            .with_array_range(b0, b1)
            .with_word7(word7)
            .build()
            .unwrap();
        let d = ImageResource::from_words(t.to_words());
        prop_assert_eq!(d, t);
        prop_assert_eq!(d.base_address(), page << 8);
        prop_assert_eq!((d.width(), d.height(), d.pitch(), d.depth()), (w, h, pitch, layers));
        prop_assert_eq!((d.base_level(), d.last_level(), d.pow2_pad()), (base, last, levels > 1));
        prop_assert_eq!((d.base_array(), d.last_array(), d.tiling_index()), (b0, b1, tile));
        prop_assert_eq!(d.format(), fmt);
        prop_assert_eq!(d.word7.into_bits(), word7);
    }

    #[test]
    fn image_bad_input_is_an_error(
        // Mostly aligned addresses inside the 48-bit space, so that the
        // checks after the address ones are reached too.
        addr in prop_oneof![3 => (0u64..1 << 40).prop_map(|a| a << 8), 1 => any::<u64>()],
        w in any::<u32>(),
        h in any::<u32>(),
        levels in any::<u32>(),
        lv in any::<(u32, u32)>(),
        samples in any::<u32>(),
        tile in 0u32..32,
        ty in 0u8..16,
    ) {
        // Never panics, whatever the input; the result is either a T# or an error.
        let tile = TileIndex::new(tile).unwrap();
        let r = ImageBuilder::new(SqRsrcImgType::from_bits(ty), DataFormat::R8_UNORM, addr, tile, w, h)
            .with_surface_levels(levels)
            .with_sampled_levels(lv.0, lv.1)
            .with_fragments(samples)
            .build();
        if addr % 256 != 0 {
            prop_assert_eq!(r, Err(Error::Address(AddressError::Misaligned { field: "BASE_ADDRESS", address: addr, align: 256 })));
        } else if addr >= 1 << 48 {
            prop_assert_eq!(r, Err(Error::Address(AddressError::TooWide { field: "BASE_ADDRESS", address: addr, bits: 48 })));
        } else if ty < 8 {
            prop_assert_eq!(r, Err(Error::NotAnImageType { value: u32::from(ty) }));
        } else if w == 0 || w > 16384 {
            prop_assert_eq!(r, Err(Error::WidthOutOfRange { width: w }));
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 2000, failure_persistence: None, ..ProptestConfig::default() })]

    /// Any T# with an FMASK data format: `fmask_layout` never panics, on
    /// every chip, and a layout it returns has the T#'s pitch and entry;
    /// `texture_desc` refuses it.
    #[test]
    fn fmask_layout_of_any_words(
        w in any::<[u32; 8]>(),
        data in 44u32..=56,
        chip in 0usize..4,
        // Mostly 2D and 2D array types of one level, entry 14 or 15, so that
        // the layout is reached too.
        ty in prop_oneof![2 => Just(9u32), 2 => Just(13), 1 => 0u32..16],
        one_level in any::<bool>(),
        entry in prop_oneof![2 => 14u32..=15, 1 => 0u32..32],
    ) {
        use gcn::tiling::config::Config;
        let mut w = w;
        w[1] = (w[1] & !(0x3F << 20)) | data << 20;
        w[3] = (w[3] & 0x0E0F_FFFF) | ty << 28 | entry << 20;
        if one_level {
            w[3] &= !0xFF000; // BASE_LEVEL, LAST_LEVEL
        }
        let t = ImageResource::from_words(w);
        let cfg = [&Config::PS4, &Config::PS4_NEO, &Config::PITCAIRN, &Config::POLARIS10][chip];
        if let Ok(info) = t.fmask_layout(cfg) {
            prop_assert_eq!(info.pitch_elems, t.pitch());
            prop_assert_eq!(info.tile_index.index(), Some(t.tiling_index()));
        }
        if t.image_type().raw() >= 8 {
            prop_assert_eq!(t.texture_desc().map(|_| ()), Err(Error::FmaskSurface));
        }
    }
}

#[test]
fn image_errors() {
    use SqRsrcImgType as T;
    let f = DataFormat::R8G8B8A8_UNORM;
    let b = |ty| ImageBuilder::new(ty, f, 0x1000, Ps4TileMode::Thin2dThin.index(), 64, 64);
    // Types 0..=7 are reserved (`SQ_RSRC_IMG_RSVD_*`): no image.
    for ty in 0..8 {
        assert_eq!(
            b(T::from_bits(ty)).build(),
            Err(Error::NotAnImageType {
                value: u32::from(ty)
            })
        );
    }
    // A cube array's view counts faces in the 13-bit LAST_ARRAY: 1365 cubes
    // (8190 faces) fit, 1366 (8196) do not unless the range stays below 8192.
    let cubes =
        |n| ImageBuilder::texture_cube(0x1000, f, Ps4TileMode::Thin2dThin.index(), 64, n, 1);
    let t = cubes(1365).build().expect("1365 cubes");
    assert_eq!((t.depth(), t.last_array()), (1365, 8189));
    assert_eq!(
        cubes(1366).build(),
        Err(Error::ArrayRangeInvalid {
            base: 0,
            last: 8195
        })
    );
    let t = cubes(2000)
        .with_array_range(6, 8191)
        .build()
        .expect("faces 6..=8191");
    assert_eq!((t.depth(), t.last_array()), (2000, 8191));
    assert_eq!(
        cubes(2000).with_array_range(0, 8192).build(),
        Err(Error::ArrayRangeInvalid {
            base: 0,
            last: 8192
        })
    );
    // The same types read from a T#'s words (`SQ_IMG_RSRC_WORD3.TYPE`, bits
    // 31:28) have no layout either.
    let good = b(T::SQ_RSRC_IMG_2D).build().expect("2D T#").to_words();
    assert!(ImageResource::from_words(good).texture_desc().is_ok());
    for ty in 0..8u32 {
        let mut w = good;
        w[3] = (w[3] & 0x0FFF_FFFF) | ty << 28;
        assert_eq!(
            ImageResource::from_words(w).texture_desc().map(|_| ()),
            Err(Error::NotAnImageType { value: ty })
        );
    }
    assert_eq!(
        b(T::SQ_RSRC_IMG_2D).with_address(0x1080).build(),
        Err(Error::Address(AddressError::Misaligned {
            field: "BASE_ADDRESS",
            address: 0x1080,
            align: 256
        }))
    );
    assert_eq!(
        b(T::SQ_RSRC_IMG_2D).with_size(16385, 1).build(),
        Err(Error::WidthOutOfRange { width: 16385 })
    );
    assert_eq!(
        b(T::SQ_RSRC_IMG_2D).with_size(1, 0).build(),
        Err(Error::HeightOutOfRange { height: 0 })
    );
    assert_eq!(
        b(T::SQ_RSRC_IMG_1D).build(),
        Err(Error::HeightOutOfRange { height: 64 })
    );
    assert_eq!(
        b(T::SQ_RSRC_IMG_2D).with_pitch(63).build(),
        Err(Error::PitchOutOfRange { pitch: 63 })
    );
    assert_eq!(
        b(T::SQ_RSRC_IMG_2D).with_surface_levels(17).build(),
        Err(Error::LevelCountOutOfRange { levels: 17 })
    );
    assert_eq!(
        b(T::SQ_RSRC_IMG_2D)
            .with_surface_levels(4)
            .with_sampled_levels(2, 4)
            .build(),
        Err(Error::LevelRangeInvalid { base: 2, last: 4 })
    );
    assert_eq!(
        b(T::SQ_RSRC_IMG_2D)
            .with_surface_levels(4)
            .with_sampled_levels(3, 2)
            .build(),
        Err(Error::LevelRangeInvalid { base: 3, last: 2 })
    );
    assert_eq!(
        b(T::SQ_RSRC_IMG_2D_ARRAY)
            .with_array_size(4)
            .with_array_range(2, 4)
            .build(),
        Err(Error::ArrayRangeInvalid { base: 2, last: 4 })
    );
    assert_eq!(
        b(T::SQ_RSRC_IMG_CUBE).with_array_size(7).build(),
        Err(Error::DepthOutOfRange { depth: 7 })
    );
    assert_eq!(
        b(T::SQ_RSRC_IMG_3D).with_depth(8193).build(),
        Err(Error::DepthOutOfRange { depth: 8193 })
    );
    assert_eq!(
        b(T::SQ_RSRC_IMG_2D).with_fragments(4).build(),
        Err(Error::SamplesInvalid { samples: 4 })
    );
    assert_eq!(
        b(T::SQ_RSRC_IMG_2D_MSAA).with_fragments(3).build(),
        Err(Error::SamplesInvalid { samples: 3 })
    );
    assert_eq!(
        b(T::SQ_RSRC_IMG_2D_MSAA)
            .with_fragments(4)
            .with_surface_levels(2)
            .build(),
        Err(Error::SamplesInvalid { samples: 4 })
    );
    // A tiling index past the table cannot be built.
    assert_eq!(
        TileIndex::new(32),
        Err(gcn::tiling::Error::TileIndexOutOfRange { index: 32 })
    );
    assert_eq!(
        b(T::SQ_RSRC_IMG_2D).with_min_lod_fixed(0x1000).build(),
        Err(Error::FieldOverflow {
            field: "MIN_LOD",
            value: 0x1000
        })
    );
}

/// A T# samples only levels its size has: `floor(log2(largest extent)) + 1`
/// of them, the depth counting for 3D only (Mesa's
/// `_mesa_get_tex_max_num_levels` in src/mesa/main/teximage.c: a 4×4 2D
/// image has 3 levels, 4, 2, 1; a 1×1 one has 1; 3D takes the largest of
/// width, height and depth).
#[test]
fn image_levels_past_the_size_are_refused() {
    use SqRsrcImgType as T;
    let f = DataFormat::R8G8B8A8_UNORM;
    let tiling = Ps4TileMode::Thin1dThin.index();
    let t2d = |w, h, levels| ImageBuilder::texture_2d(0x1000, f, tiling, w, h, levels).build();
    assert_eq!(t2d(4, 4, 3).map(|t| t.last_level()), Ok(2));
    assert_eq!(t2d(4, 4, 4), Err(Error::LevelCountOutOfRange { levels: 4 }));
    assert_eq!(t2d(1, 1, 2), Err(Error::LevelCountOutOfRange { levels: 2 }));
    assert_eq!(t2d(300, 200, 9).map(|t| t.last_level()), Ok(8));
    assert_eq!(
        t2d(300, 200, 10),
        Err(Error::LevelCountOutOfRange { levels: 10 })
    );
    assert_eq!(t2d(16384, 1, 15).map(|t| t.last_level()), Ok(14));
    // An explicit range past the size's 1×1 level.
    assert_eq!(
        ImageBuilder::texture_2d(0x1000, f, tiling, 4, 4, 5)
            .with_sampled_levels(1, 3)
            .build(),
        Err(Error::LevelRangeInvalid { base: 1, last: 3 })
    );
    // The depth of a 3D image counts; the slices of an array do not.
    let t3d =
        |depth, levels| ImageBuilder::texture_3d(0x1000, f, tiling, 4, 4, depth, levels).build();
    assert_eq!(t3d(16, 5).map(|t| t.last_level()), Ok(4));
    assert_eq!(t3d(16, 6), Err(Error::LevelCountOutOfRange { levels: 6 }));
    assert_eq!(
        ImageBuilder::texture_2d_array(0x1000, f, tiling, 4, 4, 16, 4).build(),
        Err(Error::LevelCountOutOfRange { levels: 4 })
    );
    // Mesa's gfx6-8 storage image view of level 3 of a 64×64 surface of 7
    // levels (si_set_shader_image_desc): the level's 8×8 size, level 0
    // sampled, the surface's 7 levels (POW2_PAD).
    let view = ImageBuilder::new(T::SQ_RSRC_IMG_2D, f, 0x1000, tiling, 8, 8)
        .with_surface_levels(7)
        .with_sampled_levels(0, 0)
        .build()
        .unwrap();
    assert_eq!((view.last_level(), view.pow2_pad()), (0, true));
}

/// Cube faces are square: Mesa's GL front end refuses a cube map (and a
/// cube map array) level whose width differs from its height
/// (`legal_teximage_size` in src/mesa/main/teximage.c, `GL_TEXTURE_CUBE_MAP`
/// and `GL_TEXTURE_CUBE_MAP_ARRAY`: `width != height` is not a legal size),
/// and a cube view of a non-square texture (src/mesa/main/textureview.c).
#[test]
fn image_cube_faces_are_square() {
    use SqRsrcImgType as T;
    let f = DataFormat::R8G8B8A8_UNORM;
    let tiling = Ps4TileMode::Thin2dThin.index();
    let cube = |w, h, faces| {
        ImageBuilder::new(T::SQ_RSRC_IMG_CUBE, f, 0x1000, tiling, w, h)
            .with_array_size(faces)
            .build()
    };
    assert_eq!(cube(64, 32, 6), Err(Error::HeightOutOfRange { height: 32 }));
    assert_eq!(
        cube(32, 64, 12),
        Err(Error::HeightOutOfRange { height: 64 })
    );
    assert_eq!(cube(64, 64, 12).map(|t| t.depth()), Ok(2));
    // The cube constructor, resized.
    assert_eq!(
        ImageBuilder::texture_cube(0x1000, f, tiling, 16, 1, 1)
            .with_size(16, 8)
            .build(),
        Err(Error::HeightOutOfRange { height: 8 })
    );
    // A 2D array of six non-square layers is not a cube.
    assert!(
        ImageBuilder::texture_2d_array(0x1000, f, tiling, 64, 32, 6, 1)
            .build()
            .is_ok()
    );
}

#[test]
fn image_words_hand_encoded() {
    // A 4-fragment 2D MSAA R32_FLOAT target, 1920x1080, pitch 1920, tile index 14,
    // at 0x12_3456_7800, written from the spec field by field.
    #[rustfmt::skip]
    let want: [u32; 8] = [
        0x1234_5678,                                        // BASE_ADDRESS = addr >> 8
        0x00 | (4 << 20) | (7 << 26),                       // BASE_ADDRESS_HI, DATA_FORMAT 32, NUM_FORMAT FLOAT
        1919 | (1079 << 14) | (4 << 28),                    // WIDTH, HEIGHT, PERF_MOD 4
        4 | (0 << 3) | (0 << 6) | (1 << 9) | (0 << 12) | (2 << 16) | (14 << 20) | (14 << 28),
        (1919 << 13),                                       // DEPTH 0, PITCH
        0,                                                  // BASE_ARRAY, LAST_ARRAY
        0,
        0,
    ];
    let t = ImageBuilder::msaa_2d(
        0x12_3456_7800,
        DataFormat::R32_FLOAT,
        Ps4TileMode::Thin2dThin.index(),
        1920,
        1080,
        4,
    )
    .build()
    .unwrap();
    assert_eq!(t.to_words(), want);
}

// ---------------------------------------------------------------------------
// S#

proptest! {
    #![proptest_config(ProptestConfig { cases: 2000, failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn sampler_words_round_trip(w in any::<[u32; 4]>()) {
        let d = SamplerResource::from_words(w);
        prop_assert_eq!(d.to_words(), w);
        let [cx, cy, cz] = d.clamp();
        let (bc, ptr) = d.border_color();
        let mut r = SamplerResource::new()
            .with_clamp(cx, cy, cz)
            .with_max_aniso_ratio(d.word0.max_aniso_ratio())
            .with_depth_compare_func(d.word0.depth_compare_func())
            .with_force_unnormalized(d.word0.force_unnormalized())
            .with_aniso_threshold(d.word0.aniso_threshold()).unwrap()
            .with_mc_coord_trunc(d.word0.mc_coord_trunc())
            .with_force_degamma(d.word0.force_degamma())
            .with_aniso_bias(d.word0.aniso_bias()).unwrap()
            .with_trunc_coord(d.word0.trunc_coord())
            .with_disable_cube_wrap(d.word0.disable_cube_wrap())
            .with_filter_mode(d.word0.filter_mode())
            .with_min_lod_fixed(d.word1.min_lod()).unwrap()
            .with_max_lod_fixed(d.word1.max_lod()).unwrap()
            .with_perf_mip(d.word1.perf_mip()).unwrap()
            .with_perf_z(d.word1.perf_z()).unwrap()
            .with_lod_bias_fixed(d.lod_bias_fixed()).unwrap()
            .with_lod_bias_sec_fixed(d.lod_bias_sec_fixed()).unwrap()
            .with_xy_filter(d.word2.xy_mag_filter(), d.word2.xy_min_filter())
            .with_z_filter(d.word2.z_filter())
            .with_mip_filter(d.word2.mip_filter())
            .with_mip_point_preclamp(d.word2.mip_point_preclamp())
            .with_disable_lsb_ceil(d.word2.disable_lsb_ceil())
            .with_filter_prec_fix(d.word2.filter_prec_fix())
            .with_border_color(bc, ptr).unwrap();
        // Bits outside the gfx7 fields go through the raw words.
        r.word0 = SqImgSampWord0::from_bits(r.word0.into_bits() | unnamed_bits(SqImgSampWord0::FIELDS, d.word0.into_bits()));
        r.word2 = SqImgSampWord2::from_bits(r.word2.into_bits() | unnamed_bits(SqImgSampWord2::FIELDS, d.word2.into_bits()));
        r.word3 = SqImgSampWord3::from_bits(r.word3.into_bits() | unnamed_bits(SqImgSampWord3::FIELDS, d.word3.into_bits()));
        prop_assert_eq!(r.to_words(), w);
    }

    #[test]
    fn sampler_lod_round_trip(min in 0u16..0x1000, max in 0u16..0x1000, bias in -8192i16..8192, sec in -32i8..32) {
        let s = SamplerResource::new()
            .with_min_lod_fixed(min).unwrap()
            .with_max_lod_fixed(max).unwrap()
            .with_lod_bias_fixed(bias).unwrap()
            .with_lod_bias_sec_fixed(sec).unwrap();
        let d = SamplerResource::from_words(s.to_words());
        prop_assert_eq!(d, s);
        prop_assert_eq!((d.word1.min_lod(), d.word1.max_lod(), d.lod_bias_fixed(), d.lod_bias_sec_fixed()), (min, max, bias, sec));
        prop_assert_eq!(d.min_lod(), f32::from(min) / 256.0);
        prop_assert_eq!(d.lod_bias(), f32::from(bias) / 256.0);
        // The float setters reproduce exact fixed-point values inside their clamp ranges.
        if min <= 0xF00 {
            prop_assert_eq!(SamplerResource::new().with_min_lod(d.min_lod()).word1.min_lod(), min);
        }
        if (-4096..=4096).contains(&bias) {
            prop_assert_eq!(SamplerResource::new().with_lod_bias(d.lod_bias()).lod_bias_fixed(), bias);
        }
    }

    #[test]
    fn sampler_float_setters_never_panic(x in any::<f32>()) {
        let s = SamplerResource::new().with_min_lod(x).with_max_lod(x).with_lod_bias(x).with_lod_bias_sec(x);
        prop_assert!(s.word1.min_lod() <= 0xF00);
        prop_assert!((-4096..=4096).contains(&s.lod_bias_fixed()));
        prop_assert!((-32..=31).contains(&s.lod_bias_sec_fixed()));
    }
}

#[test]
fn sampler_default_is_wrap_point_base_level() {
    let s = SamplerResource::default();
    assert_eq!(s.to_words(), [0; 4]);
    assert_eq!(s.clamp(), [SqTexClamp::SQ_TEX_WRAP; 3]);
    assert_eq!(
        s.word2.xy_mag_filter(),
        SqTexXyFilter::SQ_TEX_XY_FILTER_POINT
    );
    assert_eq!(s.word2.mip_filter(), SqTexMipFilter::SQ_TEX_MIP_FILTER_NONE);
    assert_eq!((s.min_lod(), s.max_lod()), (0.0, 0.0));
}

#[test]
fn sampler_errors() {
    let s = SamplerResource::new();
    assert_eq!(
        s.with_aniso_threshold(8),
        Err(Error::FieldOverflow {
            field: "ANISO_THRESHOLD",
            value: 8
        })
    );
    assert_eq!(
        s.with_aniso_bias(64),
        Err(Error::FieldOverflow {
            field: "ANISO_BIAS",
            value: 64
        })
    );
    assert_eq!(
        s.with_min_lod_fixed(0x1000),
        Err(Error::FieldOverflow {
            field: "MIN_LOD",
            value: 0x1000
        })
    );
    assert_eq!(
        s.with_perf_mip(16),
        Err(Error::FieldOverflow {
            field: "PERF_MIP",
            value: 16
        })
    );
    assert_eq!(
        s.with_lod_bias_fixed(8192),
        Err(Error::FieldOverflow {
            field: "LOD_BIAS",
            value: 8192
        })
    );
    assert!(s.with_lod_bias_fixed(-8193).is_err());
    assert!(s.with_lod_bias_sec_fixed(32).is_err());
    assert_eq!(
        s.with_border_color(SqTexBorderColor::SQ_TEX_BORDER_COLOR_REGISTER, 4096),
        Err(Error::FieldOverflow {
            field: "BORDER_COLOR_PTR",
            value: 4096
        })
    );
}

#[test]
fn sampler_words_hand_encoded() {
    // Anisotropic x16, clamp-to-border with table entry 5, LESS compare,
    // MIN_LOD 0.5, MAX_LOD 15, LOD_BIAS -1, written from the spec field by field.
    #[rustfmt::skip]
    let want: [u32; 4] = [
        6 | (6 << 3) | (6 << 6) | (4 << 9) | (1 << 12) | (2 << 16) | (4 << 21),
        0x080 | (0xF00 << 12) | (10 << 24),
        0x3F00 | (3 << 20) | (3 << 22) | (2 << 26) | (1 << 29) | (1 << 30),
        5 | (3 << 30),
    ];
    let c = SqTexClamp::SQ_TEX_CLAMP_BORDER;
    let s = SamplerResource::new()
        .with_clamp(c, c, c)
        .with_max_aniso_ratio(SqTexAnisoRatio::SQ_TEX_ANISO_RATIO_16)
        .with_depth_compare_func(SqTexDepthCompare::SQ_TEX_DEPTH_COMPARE_LESS)
        .with_aniso_threshold(2)
        .unwrap()
        .with_aniso_bias(4)
        .unwrap()
        .with_min_lod(0.5)
        .with_max_lod(15.0)
        .with_perf_mip(10)
        .unwrap()
        .with_lod_bias(-1.0)
        .with_xy_filter(
            SqTexXyFilter::SQ_TEX_XY_FILTER_ANISO_BILINEAR,
            SqTexXyFilter::SQ_TEX_XY_FILTER_ANISO_BILINEAR,
        )
        .with_mip_filter(SqTexMipFilter::SQ_TEX_MIP_FILTER_LINEAR)
        .with_disable_lsb_ceil(true)
        .with_filter_prec_fix(true)
        .with_border_color(SqTexBorderColor::SQ_TEX_BORDER_COLOR_REGISTER, 5)
        .unwrap();
    assert_eq!(s.to_words(), want);
}
