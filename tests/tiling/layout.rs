//! Whole-texture layouts: every level of every slice is tiled into one
//! allocation, then read back. Overlapping levels or slices, or a level
//! larger than the size the layout reserves, would corrupt a neighbour and
//! fail the read-back.

use gcn::tiling::config::{Config, Ps4TileMode};
use gcn::tiling::layout::{TextureDesc, texture_layout};
use gcn::tiling::surface::{Format, SurfaceFlags};
use gcn::tiling::tile::{detile, tile, tiled_size};
use gcn::tiling::{Region, SurfaceAddresser};

/// A byte pattern unique to (level, slice, position).
fn pattern(level: u32, slice: u32, len: usize) -> Vec<u8> {
    (0..len)
        .map(|i| {
            (i as u32)
                .wrapping_mul(31)
                .wrapping_add(level * 7 + slice * 13) as u8
        })
        .collect()
}

fn check(desc: &TextureDesc) {
    let layout = texture_layout(&Config::PS4, desc).unwrap_or_else(|e| panic!("{desc:?}: {e}"));
    let mut memory = vec![0u8; layout.total_size_bytes as usize];
    let expand = if desc.format.is_block_compressed() {
        4
    } else {
        1
    };
    let mut written = Vec::new();
    for level in &layout.levels {
        let surface = level.addr_surface();
        let a = SurfaceAddresser::new(&Config::PS4, &surface).unwrap();
        assert!(
            tiled_size(&a).unwrap() <= level.size_bytes,
            "level {} tiled size exceeds its reservation",
            level.level
        );
        let (w, h) = (
            level.width_px.div_ceil(expand),
            level.height_px.div_ceil(expand),
        );
        let bytes = (w * h * level.info.bpp_bits / 8) as usize;
        let dst = &mut memory[level.offset_bytes as usize..][..level.size_bytes as usize];
        for slice in 0..level.num_slices {
            let data = pattern(level.level, slice, bytes);
            tile(&a, Region::new(w, h).with_slice(slice), &data, dst).unwrap();
            written.push((level.level, slice, data));
        }
    }
    for (lv, slice, data) in written {
        let level = &layout.levels[lv as usize];
        let a = SurfaceAddresser::new(&Config::PS4, &level.addr_surface()).unwrap();
        let (w, h) = (
            level.width_px.div_ceil(expand),
            level.height_px.div_ceil(expand),
        );
        let src = &memory[level.offset_bytes as usize..][..level.size_bytes as usize];
        let mut back = vec![0u8; data.len()];
        detile(&a, Region::new(w, h).with_slice(slice), src, &mut back).unwrap();
        assert!(
            back == data,
            "{desc:?}: level {lv} slice {slice} was overwritten"
        );
    }
}

#[test]
fn mip_chains_do_not_overlap() {
    let tex = SurfaceFlags::new().with_texture(true).with_pow2_pad(true);
    let modes = [
        Ps4TileMode::Thin2dThin,
        Ps4TileMode::Display2dThin,
        Ps4TileMode::Thin1dThin,
        Ps4TileMode::DisplayLinearAligned,
        Ps4TileMode::Thin3dThin,
        Ps4TileMode::ThinThinPrt,
    ];
    for mode in modes {
        for (format, bpp) in [
            (Format::Plain, 8),
            (Format::Plain, 32),
            (Format::Plain, 64),
            (Format::Bc1, 64),
            (Format::Bc3, 128),
        ] {
            for (w, h, layers) in [(256, 256, 1), (300, 75, 3), (64, 1024, 2)] {
                let desc = TextureDesc::new_2d(mode.index(), format, bpp, w, h)
                    .with_levels(1 + w.max(h).ilog2())
                    .with_depth(layers)
                    .with_flags(tex);
                check(&desc);
            }
        }
    }
}

#[test]
fn cube_and_volume_chains_do_not_overlap() {
    let cube = SurfaceFlags::new()
        .with_texture(true)
        .with_cube(true)
        .with_pow2_pad(true);
    check(
        &TextureDesc::new_2d(Ps4TileMode::Thin2dThin.index(), Format::Plain, 32, 128, 128)
            .with_levels(8)
            .with_depth(6)
            .with_flags(cube),
    );
    let vol = SurfaceFlags::new()
        .with_texture(true)
        .with_volume(true)
        .with_pow2_pad(true);
    for mode in [
        Ps4TileMode::Thick2dThick,
        Ps4TileMode::Thick1dThick,
        Ps4TileMode::Thin2dThin,
    ] {
        check(
            &TextureDesc::new_2d(mode.index(), Format::Plain, 32, 64, 64)
                .with_levels(7)
                .with_depth(32)
                .with_flags(vol),
        );
    }
}

/// `with_linear_pitch_align(256)`: the width a single-level linear texture is
/// asked for becomes a multiple of 256 bytes (Mesa's rule), and the pitch
/// follows. Expected pitches worked out by hand: without the option the
/// address library aligns a 32-bit linear pitch to 16 elements and the slice
/// (pitch × height) to 64 elements; with it the width is first rounded up to
/// `256 / bytes per element` elements.
#[rustfmt::skip]
#[test]
fn linear_pitch_align_widens_single_level_linear_textures() {
    let linear = Ps4TileMode::DisplayLinearAligned.index();
    let thin = Ps4TileMode::Thin1dThin.index();
    //   tile    bpp  width height levels  pitch (addrlib)  pitch (256 bytes)
    let cases = [
        (linear, 32,   20,   4,     1,      32,              64),
        (linear, 32,   65,   4,     1,      80,              128),
        (linear, 16,   20,   4,     1,      32,              128),
        (linear,  8,   20,   4,     1,      64,              256),
        (linear, 64,   20,   4,     1,      32,              32),
        (linear, 32,   20,   4,     2,      32,              32),  // mip chains: unchanged
        (thin,   32,   20,   4,     1,      24,              24),  // tiled: unchanged
    ];
    for (tile, bpp, width, height, levels, plain, wide) in cases {
        let desc = TextureDesc::new_2d(tile, Format::Plain, bpp, width, height)
            .with_levels(levels)
            .with_flags(SurfaceFlags::new().with_texture(true).with_pow2_pad(levels > 1));
        let pitch = |d: &TextureDesc| {
            let l = texture_layout(&Config::PS4, d).unwrap();
            (l.levels[0].info.pitch_elems, l.levels[0].width_px)
        };
        assert_eq!(pitch(&desc), (plain, width), "{desc:?}");
        assert_eq!(pitch(&desc.with_linear_pitch_align(256)), (wide, width), "{desc:?}");
    }
    let desc = TextureDesc::new_2d(linear, Format::Plain, 32, 20, 4);
    assert!(texture_layout(&Config::PS4, &desc.with_linear_pitch_align(96)).is_err());
}
