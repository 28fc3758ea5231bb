//! GNF texture files: read from bytes built field by field from the format's
//! layout, written from RGBA8 images and read back.

use gcn::desc::ImageResource;
use gcn::gnf::{Error, Gnf, GnfOptions, rgba8_file_size, write_rgba8};
use gcn::tiling::addr::{AddrSurface, ElementCoord, SurfaceAddresser};
use gcn::tiling::config::Config;
use gcn::tiling::tile::{Region, detile};

/// A T# from Mesa's descriptor vectors (`tests/data/descriptors/texture.jsonl`,
/// a 2D R8G8B8A8_UNORM texture of 2 × 16384), with its address replaced by
/// offset 0 and dword 7 by the data size, as a GNF holds it.
fn file_with(t: [u32; 8], data: &[u8]) -> Vec<u8> {
    let mut f = Vec::new();
    f.extend_from_slice(b"GNF ");
    f.extend_from_slice(&(256u32 - 8).to_le_bytes()); // contents size
    f.extend_from_slice(&[2, 1, 8, 0]); // version 2, one texture, 256-byte alignment
    let total = 256 + data.len() as u32;
    f.extend_from_slice(&total.to_le_bytes()); // stream size
    for w in t {
        f.extend_from_slice(&w.to_le_bytes());
    }
    f.resize(256, 0);
    f.extend_from_slice(data);
    f
}

fn mesa_t_sharp(data_size: u32) -> [u32; 8] {
    // The words of the first texture.jsonl line (address 0xDEAD100000),
    // with BASE_ADDRESS = 0 and dword 7 = the data size.
    #[rustfmt::skip]
    let w = [0x0000_0000, 0x00A0_0000, 0x4FFF_C001, 0x90D0_0F2E, 0x0000_E000, 0, 0, data_size];
    w
}

#[test]
fn reads_a_file_built_from_the_layout() {
    let data = vec![0x5Au8; 1024];
    let file = file_with(mesa_t_sharp(1024), &data);
    let gnf = Gnf::parse(&file).unwrap();
    assert_eq!(
        (gnf.version(), gnf.alignment(), gnf.texture_count()),
        (2, 8, 1)
    );
    // `texture` checks the data against the file only: 1024 bytes are far
    // fewer than this T#'s layout (see `texture_data_smaller_than_its_layout_is_refused`).
    let tex = gnf.texture(0).unwrap();
    let t: ImageResource = tex.t_sharp();
    assert_eq!((t.width(), t.height()), (2, 16384));
    assert_eq!(tex.data(), &data[..]);
    let live = tex.t_sharp_at(0x12_3400).unwrap();
    assert_eq!(live.base_address(), 0x12_3400);
    assert_eq!(live.to_words()[7], 0);
    assert_eq!(gnf.texture(1), Err(Error::NoTexture { index: 1, count: 1 }));
}

#[test]
fn damaged_files_are_typed_errors() {
    let data = vec![0u8; 512];
    let good = file_with(mesa_t_sharp(512), &data);
    // A file cut short: the first field whose bytes are missing, in the
    // order the header is read (magic 0..4, contents size 4..8, version,
    // count and alignment 8..12, stream size 12..16); past the header the
    // stream size (768) is larger than the bytes.
    assert_eq!(good.len(), 768);
    for len in 0..good.len() {
        let what = match len {
            0..4 => "magic",
            4..8 => "contents size",
            8..12 => "header",
            12..16 => "stream size",
            _ => "stream",
        };
        assert_eq!(
            Gnf::parse(&good[..len]),
            Err(Error::Truncated { what }),
            "cut at {len}"
        );
    }
    let mut bad = good.clone();
    bad[0] = b'X';
    assert_eq!(Gnf::parse(&bad), Err(Error::NotGnf));
    let mut bad = good.clone();
    bad[8] = 3;
    assert_eq!(
        Gnf::parse(&bad),
        Err(Error::BadField {
            field: "version",
            value: 3
        })
    );
    let mut bad = good.clone();
    bad[9] = 0;
    assert_eq!(
        Gnf::parse(&bad),
        Err(Error::BadField {
            field: "texture count",
            value: 0
        })
    );
    let mut bad = good.clone();
    bad[9] = 8; // eight T#s (bytes 16..272, all there) do not fit 248 bytes of contents
    assert_eq!(
        Gnf::parse(&bad),
        Err(Error::BadField {
            field: "contents size",
            value: 248
        })
    );
    let mut bad = good.clone();
    bad.push(0); // stream size (768) no longer the file size (769)
    assert_eq!(
        Gnf::parse(&bad),
        Err(Error::BadField {
            field: "stream size",
            value: 768
        })
    );
    // A texture whose data runs past the end.
    let long = file_with(mesa_t_sharp(4096), &data);
    let gnf = Gnf::parse(&long).unwrap();
    assert_eq!(
        gnf.texture(0),
        Err(Error::Truncated {
            what: "texture data"
        })
    );
}

/// A contents size too small for the T#s is a bad field, not a truncated
/// file: the bytes are all there. Missing bytes stay `Truncated`.
#[test]
fn a_contents_size_below_the_t_sharps_is_a_bad_field() {
    let data = vec![0u8; 512];
    let good = file_with(mesa_t_sharp(512), &data);
    assert_eq!(good.len(), 768);
    // Contents size 8 with one T#: the T# needs bytes 16..48, the data
    // would start at 8 + 8 = 16.
    let mut bad = good.clone();
    bad[4..8].copy_from_slice(&8u32.to_le_bytes());
    assert_eq!(
        Gnf::parse(&bad),
        Err(Error::BadField {
            field: "contents size",
            value: 8
        })
    );
    // 39 bytes of contents: one byte short of 8 + 32.
    bad[4..8].copy_from_slice(&39u32.to_le_bytes());
    assert_eq!(
        Gnf::parse(&bad),
        Err(Error::BadField {
            field: "contents size",
            value: 39
        })
    );
    // 40: the data starts right after the T#.
    bad[4..8].copy_from_slice(&40u32.to_le_bytes());
    assert_eq!(Gnf::parse(&bad).unwrap().data().len(), 768 - 48);
    // A file cut short inside its T# whose stream size says so (40 bytes):
    // the T# table lies past the end.
    let mut cut = good[..40].to_vec();
    cut[12..16].copy_from_slice(&40u32.to_le_bytes());
    assert_eq!(Gnf::parse(&cut), Err(Error::Truncated { what: "T# table" }));
    // Cut short with the stream size unchanged (768): the stream is.
    assert_eq!(
        Gnf::parse(&good[..40]),
        Err(Error::Truncated { what: "stream" })
    );
}

/// A file of several textures: the header (contents size 248, version 2,
/// 256-byte alignment), the T#s from byte 16, the data from byte 256.
fn file_of(ts: &[[u32; 8]], data: &[u8]) -> Vec<u8> {
    let mut f = Vec::new();
    f.extend_from_slice(b"GNF ");
    f.extend_from_slice(&(256u32 - 8).to_le_bytes());
    f.extend_from_slice(&[2, ts.len() as u8, 8, 0]);
    f.extend_from_slice(&(256 + data.len() as u32).to_le_bytes());
    for t in ts {
        for w in t {
            f.extend_from_slice(&w.to_le_bytes());
        }
    }
    f.resize(256, 0);
    f.extend_from_slice(data);
    f
}

/// An 8 × 8 R8G8B8A8_UNORM 2D texture at byte `offset` of the data (a
/// multiple of 256: `BASE_ADDRESS` is `offset >> 8`), `size` bytes: the
/// Mesa T# of [`mesa_t_sharp`] with WIDTH 7, HEIGHT 7 << 14 (word 2, PERF_MOD
/// 4 << 28 kept). Tile index 13 (1D thin) tiles are 8 × 8 texels, so the
/// layout is one tile: 8 × 8 × 4 = 256 bytes.
fn small_t_sharp(offset: u32, size: u32) -> [u32; 8] {
    #[rustfmt::skip]
    let w = [offset >> 8, 0x00A0_0000, 0x4001_C007, 0x90D0_0F2E, 0x0000_E000, 0, 0, size];
    w
}

#[test]
fn texture_data_smaller_than_its_layout_is_refused() {
    let cfg = Config::PS4;
    // The 2 × 16384 T#: pitch 8 (word 4, PITCH - 1 = 7 << 13), 32 bits a
    // texel, tile index 13 (1D thin, 8 × 8 tiles), one level: 8 × 16384 × 4
    // = 524288 bytes, not 1024.
    let data = vec![0x5Au8; 1024];
    let file = file_with(mesa_t_sharp(1024), &data);
    let gnf = Gnf::parse(&file).unwrap();
    assert_eq!(gnf.texture(0).unwrap().data().len(), 1024);
    let small = Err(Error::TextureDataTooSmall {
        index: 0,
        size: 1024,
        needed: 524_288,
    });
    assert_eq!(gnf.texture_checked(0, &cfg), small);
    // The same T# as the second texture of two, after an 8 × 8 one.
    let data = vec![0x5Au8; 256 + 1024];
    let mut second = mesa_t_sharp(1024);
    second[0] = 256 >> 8; // BASE_ADDRESS: data offset 256
    let two = file_of(&[small_t_sharp(0, 256), second], &data);
    let gnf = Gnf::parse(&two).unwrap();
    assert_eq!(gnf.texture_count(), 2);
    assert_eq!(gnf.texture_checked(0, &cfg).unwrap().data(), &data[..256]);
    assert_eq!(
        gnf.texture_checked(1, &cfg),
        Err(Error::TextureDataTooSmall {
            index: 1,
            size: 1024,
            needed: 524_288,
        })
    );
    // Data exactly the layout's size, and larger, is accepted.
    let data = vec![0x5Au8; 1024];
    for size in [256, 512] {
        let file = file_of(&[small_t_sharp(0, 256), small_t_sharp(256, size)], &data);
        let gnf = Gnf::parse(&file).unwrap();
        let tex = gnf.texture_checked(1, &cfg).unwrap();
        assert_eq!(tex.data().len(), size as usize);
        assert_eq!(tex.layout(&cfg).unwrap().total_size_bytes, 256);
    }
    // 255 bytes: one short.
    let file = file_of(&[small_t_sharp(0, 255)], &data);
    assert_eq!(
        Gnf::parse(&file).unwrap().texture_checked(0, &cfg),
        Err(Error::TextureDataTooSmall {
            index: 0,
            size: 255,
            needed: 256,
        })
    );
    let e: gcn::Error = Error::TextureDataTooSmall {
        index: 1,
        size: 1024,
        needed: 524_288,
    }
    .into();
    assert_eq!(
        e.to_string(),
        "GNF texture 1 has 1024 bytes of data, its T#'s layout needs 524288"
    );
    // A written file passes the check.
    let opts = GnfOptions::default().with_mips(true);
    let pixels = vec![7u8; 100 * 50 * 4];
    let mut out = vec![0u8; rgba8_file_size(&cfg, 100, 50, &opts).unwrap()];
    let len = write_rgba8(&cfg, 100, 50, &pixels, &opts, &mut out).unwrap();
    let gnf = Gnf::parse(&out[..len]).unwrap();
    assert_eq!(gnf.texture_checked(0, &cfg).unwrap().data().len(), 0xAD00);
}

#[test]
fn overlapping_textures_are_refused() {
    // Byte i of the data is i / 256: 0s, 1s, 2s, 3s.
    let data: Vec<u8> = (0..1024u32).map(|i| (i / 256) as u8).collect();
    // Side by side: 0..256 and 256..512.
    let good = file_of(&[small_t_sharp(0, 256), small_t_sharp(256, 256)], &data);
    let gnf = Gnf::parse(&good).unwrap();
    assert_eq!(gnf.texture(0).unwrap().data(), &[0u8; 256]);
    assert_eq!(gnf.texture(1).unwrap().data(), &[1u8; 256]);
    for (ts, first, second) in [
        // Both at 0.
        (vec![small_t_sharp(0, 256), small_t_sharp(0, 256)], 0, 1),
        // 0..257 runs one byte into 256..512.
        (vec![small_t_sharp(0, 257), small_t_sharp(256, 256)], 0, 1),
        // The third inside the first (0..768 and 512..768).
        (
            vec![
                small_t_sharp(0, 768),
                small_t_sharp(768, 256),
                small_t_sharp(512, 256),
            ],
            0,
            2,
        ),
        // The second and third: 256..768 and 512..1024.
        (
            vec![
                small_t_sharp(0, 256),
                small_t_sharp(256, 512),
                small_t_sharp(512, 512),
            ],
            1,
            2,
        ),
    ] {
        assert_eq!(
            Gnf::parse(&file_of(&ts, &data)),
            Err(Error::OverlappingTextures { first, second }),
            "{ts:x?}"
        );
    }
    // A texture of no bytes shares none.
    let empty = file_of(&[small_t_sharp(0, 512), small_t_sharp(256, 0)], &data);
    assert_eq!(Gnf::parse(&empty).map(|g| g.texture_count()), Ok(2));
    let e: gcn::Error = Error::OverlappingTextures {
        first: 0,
        second: 2,
    }
    .into();
    assert_eq!(e.to_string(), "GNF textures 0 and 2 share data bytes");
}

#[test]
fn writes_a_100x50_texture_that_reads_back() {
    let (w, h) = (100u32, 50u32);
    let pixels: Vec<u8> = (0..w * h * 4).map(|i| (i * 7 % 251) as u8).collect();
    for opts in [
        GnfOptions::default(),
        GnfOptions::default().with_mips(true).with_srgb(true),
    ] {
        let cfg = Config::PS4;
        let size = rgba8_file_size(&cfg, w, h, &opts).unwrap();
        let mut file = vec![0xEEu8; size + 8];
        let len = write_rgba8(&cfg, w, h, &pixels, &opts, &mut file).unwrap();
        assert_eq!(len, size);
        let file = &file[..len];
        // The header, field by field.
        assert_eq!(&file[0..4], b"GNF ");
        assert_eq!(u32::from_le_bytes(file[4..8].try_into().unwrap()), 248);
        assert_eq!(&file[8..12], &[2, 1, 8, 0]);
        assert_eq!(
            u32::from_le_bytes(file[12..16].try_into().unwrap()) as usize,
            len
        );
        let gnf = Gnf::parse(file).unwrap();
        let tex = gnf.texture(0).unwrap();
        let t = tex.t_sharp();
        // Tile index 13 (1D thin) tiles are 8 x 8 texels, so level 0 is
        // padded to 104 x 56. With mips the chain has pow2 padding, which
        // pads every level to powers of two first (addrlib, as level 0 of
        // the pow2_pad rows of tests/data/tiling/surface_info.jsonl): 128 x 64.
        let pitch = if opts.mips { 128 } else { 104 };
        assert_eq!((t.width(), t.height(), t.pitch()), (100, 50, pitch));
        // Data bytes: 104 * 56 * 4 = 23296 = 0x5B00; with mips the levels
        // 128x64, 64x32, 32x16, 16x8 and three of 8x8 (6x3, 3x1, 1x1 padded
        // to 8x4, 4x1, 1x1, then to the 8x8 tile): (8192 + 2048 + 512 + 128
        // + 3 * 64) * 4 = 44288 = 0xAD00.
        let data = if opts.mips { 0xAD00 } else { 0x5B00 };
        // word 1: DATA_FORMAT 8_8_8_8 (10) << 20, NUM_FORMAT UNORM (0) or
        //   SRGB (9) << 26;
        // word 2: WIDTH 99 | HEIGHT 49 << 14 | PERF_MOD 4 << 28;
        // word 3: DST_SEL_X..W = X, Y, Z, W (4, 5, 6, 7: 0xFAC),
        //   LAST_LEVEL (0 or 6) << 16, TILING_INDEX 13 << 20, POW2_PAD << 25
        //   (with mips), TYPE SQ_RSRC_IMG_2D (9) << 28;
        // word 4: PITCH - 1 << 13 (103 << 13 = 0xCE000, 127 << 13 = 0xFE000);
        // word 7: the data size (the file's offset 0 is word 0's address).
        // (The second file is the sRGB one with mips.)
        #[rustfmt::skip]
        let words = if opts.mips {
            [0, 0x24A0_0000, 0x400C_4063, 0x92D6_0FAC, 0x000F_E000, 0, 0, data]
        } else {
            [0, 0x00A0_0000, 0x400C_4063, 0x90D0_0FAC, 0x000C_E000, 0, 0, data]
        };
        assert_eq!(t.to_words(), words);
        assert_eq!(len, 256 + data as usize);
        assert_eq!(t.last_level(), if opts.mips { 6 } else { 0 });
        // Level 0 detiles to the pixels.
        let layout = tex.layout(&cfg).unwrap();
        let l0 = &layout.levels[0];
        let a = SurfaceAddresser::new(&cfg, &l0.addr_surface()).unwrap();
        let mut back = vec![0u8; pixels.len()];
        detile(
            &a,
            Region::new(w, h),
            &tex.data()[..l0.size_bytes as usize],
            &mut back,
        )
        .unwrap();
        assert_eq!(back, pixels);
        if opts.mips {
            // Level 1 texel (3, 2) is the rounded mean of level-0 pixels (6..8, 4..6).
            let l1 = &layout.levels[1];
            let a1 = SurfaceAddresser::new(&cfg, &l1.addr_surface()).unwrap();
            let at = l1.offset_bytes as usize
                + a1.element_address(ElementCoord::new(3, 2)).unwrap().byte as usize;
            let mut want = [0u8; 4];
            for (c, v) in want.iter_mut().enumerate() {
                let sum: u32 = [(6, 4), (7, 4), (6, 5), (7, 5)]
                    .iter()
                    .map(|&(x, y)| u32::from(pixels[((y * w + x) * 4) as usize + c]))
                    .sum();
                *v = ((sum + 2) / 4) as u8;
            }
            assert_eq!(&tex.data()[at..at + 4], &want);
        }
    }
    let _ = AddrSurface::new; // the addressing types are the tiling module's
}

#[test]
fn writer_refuses_bad_input_and_writes_nothing() {
    let cfg = Config::PS4;
    let opts = GnfOptions::default();
    let mut out = vec![0xEEu8; 64];
    assert_eq!(
        write_rgba8(&cfg, 4, 4, &[0; 63], &opts, &mut out),
        Err(Error::PixelCount {
            expected: 64,
            given: 63
        })
    );
    let need = rgba8_file_size(&cfg, 4, 4, &opts).unwrap();
    assert_eq!(
        write_rgba8(&cfg, 4, 4, &[0; 64], &opts, &mut out),
        Err(Error::OutOfSpace {
            needed: need,
            remaining: 64
        })
    );
    assert!(out.iter().all(|&b| b == 0xEE));
    let mut big = vec![0u8; 1 << 20];
    assert_eq!(
        write_rgba8(&cfg, 0, 4, &[], &opts, &mut big),
        Err(Error::BadField {
            field: "width",
            value: 0
        })
    );
    assert_eq!(
        write_rgba8(&cfg, 4, 16385, &[], &opts, &mut big),
        Err(Error::BadField {
            field: "height",
            value: 16385
        })
    );
    let e: gcn::Error = Error::NotGnf.into();
    assert_eq!(e.to_string(), "not a GNF file (no `GNF ` magic)");
}

/// A table entry the addresser takes but tiling refuses (a reserved
/// `MICRO_TILE_MODE_NEW`, 5, on entry 9): the writer refuses it before it
/// writes the header.
#[test]
fn writer_refuses_an_untileable_entry_and_writes_nothing() {
    use gcn::tiling::config::{PS4_MACRO_TILE_MODES, PS4_TILE_MODES, TileIndex};
    let mut modes = PS4_TILE_MODES;
    modes[9] |= 5 << 22;
    let cfg = Config::from_registers(
        Config::PS4.addr_config.into_bits(),
        &modes,
        &PS4_MACRO_TILE_MODES,
        2,
        0,
        false,
    )
    .unwrap();
    let opts = GnfOptions::default().with_tile(TileIndex::new(9).unwrap());
    // The size is refused as the writer refuses the file.
    let size = rgba8_file_size(&cfg, 64, 64, &opts);
    assert!(matches!(size, Err(Error::Tiling(_))), "{size:?}");
    let mut out = vec![0xEEu8; 1 << 16];
    let got = write_rgba8(&cfg, 64, 64, &[7; 64 * 64 * 4], &opts, &mut out);
    assert!(matches!(got, Err(Error::Tiling(_))), "{got:?}");
    assert_eq!(got, size.map(|_| 0));
    assert!(out.iter().all(|&b| b == 0xEE), "the file was written to");
}

/// The size of a file the writer refuses is refused with the same error:
/// a width or height of 0 or above 16384.
#[test]
fn file_size_refuses_what_the_writer_refuses() {
    let cfg = Config::PS4;
    for mips in [false, true] {
        let opts = GnfOptions::default().with_mips(mips);
        for (w, h, field, value) in [
            (0, 0, "width", 0),
            (0, 4, "width", 0),
            (4, 0, "height", 0),
            (20000, 1, "width", 20000),
            (16385, 16, "width", 16385),
            (1, 16385, "height", 16385),
        ] {
            let want = Err(Error::BadField { field, value });
            assert_eq!(rgba8_file_size(&cfg, w, h, &opts), want, "{w}x{h}");
            let pixels = vec![0u8; (w * h * 4) as usize];
            let mut out = vec![0u8; 1024];
            assert_eq!(
                write_rgba8(&cfg, w, h, &pixels, &opts, &mut out).map(|_| 0),
                want.map(|_: usize| 0),
                "{w}x{h}"
            );
        }
        // The largest side accepted by both.
        let size = rgba8_file_size(&cfg, 16384, 1, &opts).unwrap();
        let mut out = vec![0u8; size];
        let pixels = vec![0u8; 16384 * 4];
        assert_eq!(
            write_rgba8(&cfg, 16384, 1, &pixels, &opts, &mut out),
            Ok(size)
        );
    }
}
