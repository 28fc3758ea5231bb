//! The tiling functions never panic: random and extreme inputs return a value
//! or a typed error. Runs with overflow checks (test profile), so any
//! unchecked arithmetic on caller data shows up as a panic here.

use gcn::tiling::TileIndex;
use gcn::tiling::config::{Config, PipeConfig, Ps4TileMode, TileInfo, TileMode, TileType};
use gcn::tiling::layout::{TextureDesc, dcc_layout, texture_layout};
use gcn::tiling::meta::{
    DccInput, FmaskAddrInput, FmaskInput, MetaInput, MetaTile, cmask_addr, cmask_addr_tc,
    cmask_info, dcc_info, fmask_addr, fmask_info, htile_addr, htile_addr_tc, htile_info,
};
use gcn::tiling::surface::{
    Format, SurfaceFlags, SurfaceInput, TileEntry, TileSelect, surface_info,
};

/// xorshift64*: deterministic pseudo-random numbers.
struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    /// Mostly small values, sometimes extreme ones.
    fn dim(&mut self) -> u32 {
        match self.next() % 8 {
            0 => 0,
            1 => u32::MAX,
            2 => (self.next() as u32) >> (self.next() % 32),
            _ => (self.next() % 4097) as u32,
        }
    }
    fn small(&mut self, n: u64) -> u32 {
        (self.next() % n) as u32
    }
}

const FORMATS: [Format; 8] = [
    Format::Plain,
    Format::Bc1,
    Format::Bc2,
    Format::Bc3,
    Format::Bc4,
    Format::Bc5,
    Format::Bc6,
    Format::Bc7,
];

fn random_surface(r: &mut Rng) -> SurfaceInput {
    let tile = if r.small(4) == 0 {
        TileSelect::Mode {
            mode: TileMode::from_bits(r.small(32) as u8),
            tile_type: TileType::from_bits(r.small(8) as u8),
        }
    } else {
        TileSelect::Index(TileIndex::new(r.small(32)).unwrap())
    };
    SurfaceInput {
        tile,
        format: FORMATS[r.small(8) as usize],
        bpp: [0, 1, 8, 16, 24, 32, 64, 96, 128, 129][r.small(10) as usize],
        width_px: r.dim(),
        height_px: r.dim(),
        num_slices: r.dim(),
        slice: r.dim(),
        mip_level: r.small(40),
        num_mip_levels: r.small(20),
        base_pitch_px: r.dim(),
        num_samples: r.small(20),
        num_frags: r.small(20),
        flags: SurfaceFlags::from_bits(r.next() as u32),
    }
}

fn random_info(r: &mut Rng) -> TileInfo {
    TileInfo {
        banks: [0, 1, 2, 3, 4, 8, 16, 32][r.small(8) as usize],
        bank_width: r.small(10),
        bank_height: r.small(10),
        macro_aspect_ratio: r.small(10),
        tile_split_bytes: [0, 64, 256, 1024, 4096, u32::MAX][r.small(6) as usize],
        pipe_config: PipeConfig::from_bits(r.small(32) as u8),
    }
}

#[test]
fn surface_info_never_panics() {
    let mut r = Rng(0x1234_5678_9ABC_DEF1);
    let mut ok = 0;
    for _ in 0..200_000 {
        let input = random_surface(&mut r);
        if surface_info(&Config::PS4, &input).is_ok() {
            ok += 1;
        }
    }
    // Some random inputs are valid: the test exercises the full computation.
    assert!(ok > 1000, "only {ok} random surfaces were valid");
}

/// A random metadata tile description: explicit tile info, linear, no
/// table match or a table entry, with or without a macro-tile index.
fn random_meta_tile(r: &mut Rng) -> MetaTile {
    match r.small(4) {
        0 => MetaTile::Info(random_info(r)),
        1 => MetaTile::Index(TileEntry::LinearGeneral, None),
        2 => MetaTile::Index(TileEntry::NoMatch, Some(r.small(20))),
        _ => MetaTile::Index(
            TileEntry::Index(TileIndex::new(r.small(32)).unwrap()),
            if r.small(2) == 0 {
                None
            } else {
                Some(r.small(20))
            },
        ),
    }
}

#[test]
fn metadata_never_panics() {
    let mut r = Rng(0xDEAD_BEEF_CAFE_F00D);
    let mut ok = [0u32; 6];
    for _ in 0..100_000 {
        let tile = random_meta_tile(&mut r);
        let m = MetaInput {
            pitch_px: r.dim(),
            height_px: r.dim(),
            num_slices: r.dim(),
            is_linear: r.small(2) == 0,
            tc_compatible: false,
            tile,
        };
        ok[0] += u32::from(htile_info(&Config::PS4, &m).is_ok());
        ok[1] += u32::from(cmask_info(&Config::PS4, &m).is_ok());
        let (x, y, s) = (r.dim(), r.dim(), r.dim());
        ok[2] += u32::from(htile_addr(&Config::PS4, &m, x, y, s).is_ok());
        ok[3] += u32::from(cmask_addr(&Config::PS4, &m, x, y, s).is_ok());
        let f = FmaskInput {
            tile_mode: TileMode::from_bits(r.small(32) as u8),
            pitch_px: r.dim(),
            height_px: r.dim(),
            num_slices: r.dim(),
            num_samples: r.small(20),
            num_frags: r.small(20),
            resolved: r.small(2) == 0,
            tile_index: None,
        };
        ok[4] += u32::from(fmask_info(&Config::PS4, &f).is_ok());
        let mode = match r.small(3) {
            0 => TileMode::ADDR_TM_2D_TILED_THIN1,
            1 => TileMode::ADDR_TM_3D_TILED_THIN1,
            _ => TileMode::from_bits(r.small(32) as u8),
        };
        let info = if r.small(2) == 0 {
            Config::PS4
                .macro_mode_index(Ps4TileMode::Thin2dThin.index(), 8, 1, false)
                .map(|(_, i)| i)
                .unwrap_or(TileInfo::PLACEHOLDER)
        } else {
            random_info(&mut r)
        };
        let a = FmaskAddrInput {
            x: r.dim(),
            y: r.dim(),
            slice: r.dim(),
            plane: r.small(4),
            sample: r.small(20),
            pitch_px: r.dim(),
            height_px: r.dim(),
            num_samples: r.small(20),
            tile_mode: mode,
            bank_swizzle: r.dim(),
            pipe_swizzle: r.dim(),
            resolved: r.small(2) == 0,
            tile_info: info,
        };
        ok[5] += u32::from(fmask_addr(&Config::PS4, &a).is_ok());
    }
    // Every function computed real results for part of the random inputs.
    assert!(
        ok.iter().all(|&n| n > 100),
        "valid results per function: {ok:?}"
    );
}

/// gfx8's DCC and TC-compatible metadata: random and extreme inputs give a
/// value or a typed error, and each function gives real results for some.
#[test]
fn dcc_and_tc_metadata_never_panic() {
    let mut r = Rng(0x5EED_0DCC_7C7C_0001);
    let mut ok = [0u32; 5];
    for _ in 0..100_000 {
        let tile = random_meta_tile(&mut r);
        let cfg = if r.small(4) == 0 {
            Config::PS4
        } else {
            Config::POLARIS10
        };
        let m = MetaInput {
            pitch_px: r.dim(),
            height_px: r.dim(),
            num_slices: r.dim(),
            is_linear: r.small(2) == 0,
            tc_compatible: true,
            tile,
        };
        ok[0] += u32::from(htile_info(&cfg, &m).is_ok());
        ok[1] += u32::from(cmask_info(&cfg, &m).is_ok());
        let (bpp, addr) = (r.small(140), r.next());
        ok[2] += u32::from(htile_addr_tc(&cfg, &m, bpp, addr as u32).is_ok());
        ok[3] += u32::from(cmask_addr_tc(&cfg, &m, bpp, addr).is_ok());
        let d = DccInput {
            bpp,
            num_samples: r.small(20),
            color_surf_size_bytes: r.next() >> (r.next() % 64),
            tile_mode: TileMode::from_bits(r.small(32) as u8),
            tile,
        };
        ok[4] += u32::from(dcc_info(&cfg, &d).is_ok());
    }
    assert!(
        ok.iter().all(|&n| n > 100),
        "valid results per function: {ok:?}"
    );
}

#[test]
fn layout_never_panics() {
    let mut r = Rng(0x0F0F_1234_A5A5_5A5A);
    for _ in 0..5_000 {
        let s = random_surface(&mut r);
        let desc = TextureDesc {
            tile: s.tile,
            format: s.format,
            bpp: s.bpp,
            width_px: s.width_px,
            height_px: s.height_px,
            depth_or_layers: s.num_slices,
            num_levels: r.small(20),
            num_samples: s.num_samples,
            num_frags: s.num_frags,
            flags: s.flags,
            linear_pitch_align_bytes: [0, 256, 255, 1 << 31][r.small(4) as usize],
        };
        let _ = texture_layout(&Config::PS4, &desc);
    }
}

#[test]
fn dcc_layout_never_panics() {
    let mut r = Rng(0x0DCC_1E7E_15AA_0002);
    let cfg = Config::POLARIS10;
    let mut ok = 0u32;
    for _ in 0..5_000 {
        let mut s = random_surface(&mut r);
        // Half of them plain colour textures, which mostly have keys.
        let plain = r.small(2) == 0;
        if plain {
            s.format = gcn::tiling::surface::Format::Plain;
            s.bpp = 8 << r.small(5);
            (s.num_samples, s.num_frags) = (1 << r.small(3), 0);
            s.flags = SurfaceFlags::new()
                .with_color(true)
                .with_pow2_pad(r.small(2) == 0)
                .with_dcc_compatible(r.small(8) != 0);
        } else {
            s.flags = s.flags.with_dcc_compatible(r.small(4) != 0);
        }
        let desc = TextureDesc {
            tile: s.tile,
            format: s.format,
            bpp: s.bpp,
            width_px: s.width_px,
            height_px: s.height_px,
            depth_or_layers: if plain || r.small(2) == 0 {
                1
            } else {
                s.num_slices
            },
            num_levels: if plain { 1 + r.small(14) } else { r.small(17) },
            num_samples: s.num_samples,
            num_frags: s.num_frags,
            flags: s.flags,
            linear_pitch_align_bytes: 0,
        };
        let Ok(layout) = texture_layout(&cfg, &desc) else {
            continue;
        };
        if let Ok(d) = dcc_layout(&cfg, &desc, &layout) {
            ok += 1;
            // Levels follow each other inside the keys of the levels.
            let mut end = 0;
            for l in &d.levels {
                assert_eq!(l.offset_bytes, end, "{desc:?}");
                end += l.size_bytes;
                assert!(l.fast_clear_size_bytes <= l.size_bytes, "{desc:?}");
            }
            assert_eq!(end, d.levels_size_bytes);
            let _ = d.level_address(r.next(), r.small(20));
        }
        // A layout of another texture: refused or placed, never a panic.
        let other = desc.with_levels(r.small(17)).with_depth(r.dim());
        let _ = dcc_layout(&cfg, &other, &layout);
    }
    assert!(ok > 50, "valid layouts: {ok}");
}
