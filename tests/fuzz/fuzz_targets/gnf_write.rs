//! GNF writing from RGBA8 images: any size, tile entry, options, pixel count
//! and buffer length give a file or a typed error. An error leaves the buffer
//! as it was; a written file is as long as `rgba8_file_size` said, parses,
//! names the image's size in its T#, and its level 0 detiles to the pixels.
#![no_main]

use gcn::gnf::{Gnf, GnfOptions, rgba8_file_size, write_rgba8};
use gcn::tiling::addr::SurfaceAddresser;
use gcn::tiling::{Config, Region, TileIndex, tile::detile};
use libfuzzer_sys::arbitrary::{Result, Unstructured};
use libfuzzer_sys::fuzz_target;

const CONFIGS: [Config; 4] = [
    Config::PS4,
    Config::PS4_NEO,
    Config::PITCAIRN,
    Config::POLARIS10,
];

fn run(u: &mut Unstructured<'_>) -> Result<()> {
    let cfg = CONFIGS[usize::from(u.int_in_range(0u8..=3)?)];
    // Mostly small images (so that a run writes whole files), sometimes any
    // size (the size checks; nothing that large is written).
    let (width, height) = if u.ratio(7u8, 8)? {
        (u.int_in_range(1u32..=96)?, u.int_in_range(1u32..=96)?)
    } else {
        (u.arbitrary()?, u.arbitrary()?)
    };
    let opts = GnfOptions::default()
        .with_srgb(u.arbitrary()?)
        .with_mips(u.arbitrary()?)
        .with_tile(TileIndex::from_field(u.arbitrary()?));
    let size = rgba8_file_size(&cfg, width, height, &opts);
    let Ok(size) = size else {
        let mut out = [0xA5u8; 64];
        assert!(write_rgba8(&cfg, width, height, &[], &opts, &mut out).is_err());
        assert!(out.iter().all(|&b| b == 0xA5));
        return Ok(());
    };
    if size > 1 << 22 {
        return Ok(());
    }
    let pixel_count = (width as usize) * (height as usize) * 4;
    let pixels_len = if u.ratio(15u8, 16)? {
        pixel_count
    } else {
        u.int_in_range(0..=pixel_count + 4)?
    };
    let seed: u8 = u.arbitrary()?;
    let pixels: Vec<u8> = (0..pixels_len)
        .map(|i| (i as u8).wrapping_mul(31).wrapping_add(seed))
        .collect();
    let out_len = if u.ratio(15u8, 16)? {
        size + usize::from(u.int_in_range(0u8..=16)?)
    } else {
        u.int_in_range(0..=size + 16)?
    };
    let mut out = vec![0x5Au8; out_len];
    match write_rgba8(&cfg, width, height, &pixels, &opts, &mut out) {
        Err(_) => {
            assert!(pixels_len != pixel_count || out_len < size);
            assert!(out.iter().all(|&b| b == 0x5A));
        }
        Ok(len) => {
            assert_eq!(len, size);
            assert!(out[len..].iter().all(|&b| b == 0x5A));
            let gnf = Gnf::parse(&out[..len]).expect("a written file parses");
            assert_eq!(gnf.texture_count(), 1);
            let tex = gnf.texture_checked(0, &cfg).expect("its texture fits");
            let t = tex.t_sharp();
            assert_eq!((t.width(), t.height()), (width, height));
            let layout = tex.layout(&cfg).expect("its layout");
            let l0 = &layout.levels[0];
            let a = SurfaceAddresser::new(&cfg, &l0.addr_surface()).expect("level 0");
            let mut back = vec![0u8; pixel_count];
            let level = &tex.data()[l0.offset_bytes as usize..][..l0.size_bytes as usize];
            detile(&a, Region::new(width, height), level, &mut back).expect("detile");
            assert_eq!(back, pixels);
        }
    }
    Ok(())
}

fuzz_target!(|data: &[u8]| {
    let _ = run(&mut Unstructured::new(data));
});
