//! Depth metadata: HTILE enable and address, clear values, ZRANGE_PRECISION
//! and the HTILE clear word against the spec's field layout and the HTILE
//! bit layouts Mesa documents (radv `radv_get_htile_fast_clear_value`).

use crate::blocks_support::{Golden, apply, compare, parse};
use gcn::blocks::Error;
use gcn::blocks::depth_target::{DepthSurface, DepthTarget};
use gcn::desc::DataFormat;
use gcn::pm4::CommandBuffer;
use gcn::regs::Space;
use gcn::tiling::Config;
use gcn::tiling::config::Ps4TileMode;
use gcn::tiling::meta::{MetaInput, MetaTile, htile_info};
use gcn::tiling::surface::{SurfaceFlags, SurfaceInput, surface_info};

const CTX: Space = Space::Context;

/// The 1920x1080 Z32F target of tile mode 2 with HTILE at `htile` and its HTILE layout.
fn z32f_htile(htile: u64) -> (DepthTarget, gcn::tiling::meta::HtileInfo) {
    let input = SurfaceInput::new(Ps4TileMode::Depth2dThin256.index(), 32, 1920, 1080)
        .with_flags(SurfaceFlags::new().with_depth(true));
    let info = surface_info(&Config::PS4, &input).unwrap();
    let tile = MetaTile::Index(info.tile_index, info.macro_mode_index);
    let meta = MetaInput::new(info.pitch_elems, info.height_elems, 1, tile);
    let h = htile_info(&Config::PS4, &meta).unwrap();
    let s = DepthSurface::from_surface_info(DataFormat::D32_FLOAT, 1920, 1080, &info, 0x0100_0000)
        .unwrap()
        .with_htile(htile);
    (DepthTarget::setup(&Config::PS4, &s).unwrap(), h)
}

#[test]
fn htile_target_matches_the_spec() {
    let (t, h) = z32f_htile(0x0200_0000);
    t.check_htile(&h).unwrap();
    for (depth, precision) in [(1.0f32, 1), (0.0, 0), (0.5, 1)] {
        let t = t.with_depth_clear(depth).with_stencil_clear(0x5A);
        let mut words = [0u32; 64];
        let mut cb = CommandBuffer::new(&mut words);
        t.emit(&mut cb).unwrap();
        let regs = apply(&parse(cb.as_slice()));
        // Mode 2 (Depth2dThin256) splits tiles at 256 bytes: TILE_SPLIT 2.
        #[rustfmt::skip]
        let golden: Golden = &[
            ("DB_DEPTH_VIEW",      CTX, 0x002, &[("SLICE_START", 0, 11, 0), ("SLICE_MAX", 13, 11, 0)]),
            ("DB_HTILE_DATA_BASE", CTX, 0x005, &[("BASE_256B", 0, 32, 0x2_0000)]),
            ("DB_STENCIL_CLEAR",   CTX, 0x00A, &[("CLEAR", 0, 8, 0x5A)]),
            ("DB_DEPTH_CLEAR",     CTX, 0x00B, &[("DEPTH_CLEAR", 0, 32, depth.to_bits())]),
            // GB_TILE_MODE2 = 0x90801310 and GB_MACROTILE_MODE2 = 0x21D0 of
            // the PS4 tables (see depth_target.rs GOLDEN_Z32F).
            ("DB_DEPTH_INFO",      CTX, 0x00F, &[
                ("ADDR5_SWIZZLE_MASK", 0, 4, 1), ("ARRAY_MODE", 4, 4, 4), ("PIPE_CONFIG", 8, 5, 12),
                ("BANK_WIDTH", 13, 2, 0), ("BANK_HEIGHT", 15, 2, 0), ("MACRO_TILE_ASPECT", 17, 2, 1),
                ("NUM_BANKS", 19, 2, 3),
            ]),
            ("DB_Z_INFO",          CTX, 0x010, &[
                ("FORMAT", 0, 2, 3), ("TILE_SPLIT", 13, 3, 2), ("TILE_MODE_INDEX", 20, 3, 2),
                ("ALLOW_EXPCLEAR", 27, 1, 1), ("TILE_SURFACE_ENABLE", 29, 1, 1),
                ("ZRANGE_PRECISION", 31, 1, precision),
            ]),
            ("DB_STENCIL_INFO",    CTX, 0x011, &[
                ("TILE_SPLIT", 13, 3, 2), ("TILE_MODE_INDEX", 20, 3, 2), ("TILE_STENCIL_DISABLE", 29, 1, 1),
            ]),
            // 0x0100_0000 >> 8 for every plane (no stencil plane of its own).
            ("DB_Z_READ_BASE",        CTX, 0x012, &[("BASE_256B", 0, 32, 0x1_0000)]),
            ("DB_STENCIL_READ_BASE",  CTX, 0x013, &[("BASE_256B", 0, 32, 0x1_0000)]),
            ("DB_Z_WRITE_BASE",       CTX, 0x014, &[("BASE_256B", 0, 32, 0x1_0000)]),
            ("DB_STENCIL_WRITE_BASE", CTX, 0x015, &[("BASE_256B", 0, 32, 0x1_0000)]),
            // 1920 / 8 - 1, 1088 / 8 - 1; 1920 * 1088 / 64 - 1.
            ("DB_DEPTH_SIZE",      CTX, 0x016, &[("PITCH_TILE_MAX", 0, 11, 239), ("HEIGHT_TILE_MAX", 11, 11, 135)]),
            ("DB_DEPTH_SLICE",     CTX, 0x017, &[("SLICE_TILE_MAX", 0, 22, 32639)]),
            ("DB_HTILE_SURFACE",   CTX, 0x2AF, &[("FULL_CACHE", 1, 1, 1)]),
        ];
        assert_eq!(compare(&regs, golden), 0, "depth {depth}");
    }
}

#[test]
fn htile_clear_values_follow_the_htile_layouts() {
    let (t, _) = z32f_htile(0x0200_0000);
    // Depth only: MAX_Z << 18 | MIN_Z << 4 | ZMASK 0.
    assert_eq!(t.with_depth_clear(1.0).htile_clear_value(), Ok(0xFFFF_FFF0));
    assert_eq!(t.with_depth_clear(0.0).htile_clear_value(), Ok(0));
    // round(0.5 * 0x3FFF) = 0x2000.
    assert_eq!(t.with_depth_clear(0.5).htile_clear_value(), Ok(0x8002_0000));
    // Depth and stencil: Z_RANGE (z << 6) << 12, SR0 = SR1 = 3.
    let ds = t.with_stencil_info(t.stencil_info().with_tile_stencil_disable(false));
    assert_eq!(
        ds.with_depth_clear(1.0).htile_clear_value(),
        Ok(0xFFFC_00F0)
    );
    assert_eq!(
        ds.with_depth_clear(0.0).htile_clear_value(),
        Ok(0x0000_00F0)
    );
    for bad in [1.5f32, -0.25, f32::NAN] {
        assert!(matches!(
            t.with_depth_clear(bad).htile_clear_value(),
            Err(Error::InvalidRange { .. })
        ));
    }
}

#[test]
fn check_htile_refuses_mismatches() {
    let (t, h) = z32f_htile(0x0200_0100);
    assert!(matches!(
        t.check_htile(&h),
        Err(Error::MetadataMismatch { .. })
    ));
    let (t, mut h) = z32f_htile(0x0200_0000);
    h.pitch_px = 1024;
    assert!(matches!(
        t.check_htile(&h),
        Err(Error::MetadataMismatch { .. })
    ));
    let (_, h) = z32f_htile(0x0200_0000);
    assert!(matches!(
        DepthTarget::new().check_htile(&h),
        Err(Error::MetadataMismatch { .. })
    ));
}

/// `ALLOW_EXPCLEAR` follows radeonsi's gfx6–gfx8 rule (`ac_init_gfx6_ds_surface`):
/// with HTILE the depth plane always allows it, the stencil plane only
/// single-sampled; without HTILE neither does.
#[test]
fn allow_expclear_follows_radeonsi() {
    let tiling = Ps4TileMode::Depth1dThin.index();
    for samples in [1u32, 2, 4, 8] {
        let s = DepthSurface::new(DataFormat::D32_FLOAT, 64, 64)
            .with_layout(64, 64, tiling)
            .with_address(0x10_0000)
            .with_stencil(0x20_0000, tiling)
            .with_samples(samples);
        for htile in [false, true] {
            let s = if htile { s.with_htile(0x30_0000) } else { s };
            let t = DepthTarget::setup(&Config::PS4, &s).unwrap();
            let mut words = [0u32; 64];
            let mut cb = CommandBuffer::new(&mut words);
            t.emit(&mut cb).unwrap();
            let regs = apply(&parse(cb.as_slice()));
            // DB_Z_INFO (0x010) and DB_STENCIL_INFO (0x011): ALLOW_EXPCLEAR is
            // bit 27, TILE_SURFACE_ENABLE / TILE_STENCIL_DISABLE bit 29.
            let bit = |offset: u16, b: u32| (regs[&(CTX, offset)] >> b) & 1;
            let case = format!("{samples} samples, HTILE {htile}");
            assert_eq!(bit(0x010, 27), u32::from(htile), "{case}");
            assert_eq!(bit(0x010, 29), u32::from(htile), "{case}");
            assert_eq!(bit(0x011, 27), u32::from(htile && samples == 1), "{case}");
            assert_eq!(bit(0x011, 29), 0, "{case}");
        }
    }
}
