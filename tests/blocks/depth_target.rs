//! Depth-target block: golden register values written from the register spec
//! and the PS4 tile tables field by field, packet count, decode round trips
//! and bad input.
// Golden values spell out every field, zeros and bit 0 included.
#![allow(clippy::identity_op, clippy::eq_op)]

use crate::target_support;

use gcn::blocks::Error;
use gcn::blocks::color_target::ColorSurface;
use gcn::blocks::depth_target::{DepthSurface, DepthTarget};
use gcn::desc::DataFormat;
use gcn::pm4::CommandBuffer;
use gcn::regs::AddressError;
use gcn::regs::Space;
use gcn::tiling::Config;
use gcn::tiling::TileIndex;
use gcn::tiling::config::Ps4TileMode;
use gcn::tiling::surface::{SurfaceFlags, SurfaceInput, surface_info};
use target_support::{assert_golden, flatten, read_set_reg_packets, source};

const ADDR: u64 = 0x20_0000_0000;

fn z32f() -> DepthTarget {
    let s = DepthSurface::new(DataFormat::D32_FLOAT, 1920, 1080)
        .with_layout(1920, 1088, Ps4TileMode::Depth2dThin256.index())
        .with_address(ADDR);
    DepthTarget::setup(&Config::PS4, &s).unwrap()
}

/// 1920×1080 Z32F without stencil or HTILE, PS4 tile mode 2 (Depth2dThin256).
///
/// GB_TILE_MODE2 = 0x90801310: ARRAY_MODE[5:2] = 4 (2D_TILED_THIN1),
/// PIPE_CONFIG[10:6] = 12 (P8_32x32_16x16), TILE_SPLIT[13:11] = 2 (256 B).
/// 32-bit elements in 256-byte tiles use GB_MACROTILE_MODE2 = 0x21D0:
/// BANK_WIDTH[1:0] = 0, BANK_HEIGHT[3:2] = 0, MACRO_TILE_ASPECT[5:4] = 1,
/// NUM_BANKS[7:6] = 3 (16 banks).
#[rustfmt::skip]
const GOLDEN_Z32F: &[(&str, u16, u32)] = &[
    // register               offset  value
    ("DB_DEPTH_VIEW",         0x002,  (0 << 0) | (0 << 13)),     // SLICE_START[10:0], SLICE_MAX[23:13]
    ("DB_HTILE_DATA_BASE",    0x005,  0),                        // no HTILE
    ("DB_STENCIL_CLEAR",      0x00A,  0),                        // CLEAR[7:0]
    ("DB_DEPTH_CLEAR",        0x00B,  0x3F80_0000),              // 1.0f
    ("DB_DEPTH_INFO",         0x00F,  (1 << 0)                   // ADDR5_SWIZZLE_MASK[3:0]
                                    | (4 << 4)                   // ARRAY_MODE[7:4]       = 2D_TILED_THIN1
                                    | (12 << 8)                  // PIPE_CONFIG[12:8]     = P8_32x32_16x16
                                    | (0 << 13)                  // BANK_WIDTH[14:13]     = 1
                                    | (0 << 15)                  // BANK_HEIGHT[16:15]    = 1
                                    | (1 << 17)                  // MACRO_TILE_ASPECT[18:17] = 2
                                    | (3 << 19)),                // NUM_BANKS[20:19]      = 16
    ("DB_Z_INFO",             0x010,  (3 << 0)                   // FORMAT[1:0] = Z_32_FLOAT
                                    | (0 << 2)                   // NUM_SAMPLES[3:2]
                                    | (2 << 13)                  // TILE_SPLIT[15:13] = 256 B
                                    | (2 << 20)                  // TILE_MODE_INDEX[22:20] = 2, as Gnm writes it
                                    | (0 << 29)                  // TILE_SURFACE_ENABLE[29]
                                    | (1 << 31)),                // ZRANGE_PRECISION[31]
    ("DB_STENCIL_INFO",       0x011,  (0 << 0)                   // FORMAT[0] = STENCIL_INVALID
                                    | (2 << 13)                  // TILE_SPLIT[15:13] (depth entry)
                                    | (2 << 20)),                // TILE_MODE_INDEX[22:20] (depth entry)
    ("DB_Z_READ_BASE",        0x012,  0x2000_0000),              // BASE_256B
    ("DB_STENCIL_READ_BASE",  0x013,  0x2000_0000),              // = depth base without stencil
    ("DB_Z_WRITE_BASE",       0x014,  0x2000_0000),
    ("DB_STENCIL_WRITE_BASE", 0x015,  0x2000_0000),
    ("DB_DEPTH_SIZE",         0x016,  (239 << 0)                 // PITCH_TILE_MAX[10:0]   = 1920/8 - 1
                                    | (135 << 11)),              // HEIGHT_TILE_MAX[21:11] = 1088/8 - 1
    ("DB_DEPTH_SLICE",        0x017,  32639),                    // SLICE_TILE_MAX[21:0] = 1920*1088/64 - 1
    ("DB_HTILE_SURFACE",      0x2AF,  0),
];

#[test]
fn z32f_golden() {
    assert_golden(Space::Context, z32f().registers().as_slice(), GOLDEN_Z32F);
}

#[test]
fn z32f_from_tiling_layout() {
    let input = SurfaceInput::new(Ps4TileMode::Depth2dThin256.index(), 32, 1920, 1080)
        .with_flags(SurfaceFlags::new().with_depth(true));
    let info = surface_info(&Config::PS4, &input).unwrap();
    assert_eq!((info.pitch_elems, info.height_elems), (1920, 1088));
    let s =
        DepthSurface::from_surface_info(DataFormat::D32_FLOAT, 1920, 1080, &info, ADDR).unwrap();
    assert_eq!(DepthTarget::setup(&Config::PS4, &s).unwrap(), z32f());
}

/// A layout computed for another element size than the format's is
/// refused, as `ColorSurface::from_surface_info` refuses it: a 16-bit layout
/// taken for a 32-bit depth plane would program twice the bytes the layout
/// (and the memory allocated for it) holds.
#[test]
fn surface_info_of_another_element_size_is_refused() {
    let flags = SurfaceFlags::new().with_depth(true).with_no_stencil(true);
    let tiling = Ps4TileMode::Depth2dThin256.index();
    let info16 = surface_info(
        &Config::PS4,
        &SurfaceInput::new(tiling, 16, 1920, 1080).with_flags(flags),
    )
    .unwrap();
    let info32 = surface_info(
        &Config::PS4,
        &SurfaceInput::new(tiling, 32, 1920, 1080).with_flags(flags),
    )
    .unwrap();
    let refused = |bits| Error::OutOfRange {
        field: "bits per element",
        value: bits,
        min: 32 + 16 - bits,
        max: 32 + 16 - bits,
    };
    for (format, info, bits) in [
        (DataFormat::D32_FLOAT, &info16, 16),
        (DataFormat::D16_UNORM, &info32, 32),
    ] {
        assert_eq!(
            DepthSurface::from_surface_info(format, 1920, 1080, info, ADDR),
            Err(refused(bits)),
            "{format:?}"
        );
    }
    // The matching sizes are taken.
    for (format, info) in [
        (DataFormat::D16_UNORM, &info16),
        (DataFormat::D32_FLOAT, &info32),
    ] {
        let s = DepthSurface::from_surface_info(format, 1920, 1080, info, ADDR).unwrap();
        DepthTarget::setup(&Config::PS4, &s).unwrap();
    }
}

/// 256×256 D16 with an 8-bit stencil plane and HTILE.
///
/// Depth entry 1 (GB_TILE_MODE1 = 0x90800B10: TILE_SPLIT 1 = 128 B); 16-bit
/// elements in 128-byte tiles use GB_MACROTILE_MODE1 = 0x26D4: BANK_WIDTH 0,
/// BANK_HEIGHT 1, MACRO_TILE_ASPECT 1, NUM_BANKS 3. Stencil entry 0
/// (GB_TILE_MODE0 = 0x90800310: TILE_SPLIT 0 = 64 B).
#[test]
fn d16_stencil_htile_golden() {
    let s = DepthSurface::new(DataFormat::D16_UNORM, 256, 256)
        .with_layout(256, 256, Ps4TileMode::Depth2dThin128.index())
        .with_address(0x10_0000)
        .with_stencil(0x12_0000, Ps4TileMode::Depth2dThin64.index())
        .with_htile(0x14_0000);
    let db = DepthTarget::setup(&Config::PS4, &s)
        .unwrap()
        .with_stencil_clear(0x80)
        .with_depth_clear(0.0);
    #[rustfmt::skip]
    let golden: &[(&str, u16, u32)] = &[
        ("DB_DEPTH_VIEW",         0x002, 0),
        ("DB_HTILE_DATA_BASE",    0x005, 0x1400),
        ("DB_STENCIL_CLEAR",      0x00A, 0x80),
        ("DB_DEPTH_CLEAR",        0x00B, 0),                           // 0.0f
        ("DB_DEPTH_INFO",         0x00F, (1 << 0) | (4 << 4) | (12 << 8) | (0 << 13) | (1 << 15) | (1 << 17) | (3 << 19)),
        ("DB_Z_INFO",             0x010, (1 << 0)                      // FORMAT = Z_16
                                       | (1 << 13)                     // TILE_SPLIT = 128 B
                                       | (1 << 20)                     // TILE_MODE_INDEX = 1 (depth entry)
                                       | (1 << 27)                     // ALLOW_EXPCLEAR
                                       | (1 << 29)                     // TILE_SURFACE_ENABLE
                                       | (0 << 31)),                   // ZRANGE_PRECISION: clear value 0.0
        ("DB_STENCIL_INFO",       0x011, (1 << 0)                      // FORMAT = STENCIL_8
                                       | (0 << 13)                     // TILE_SPLIT = 64 B
                                       | (0 << 20)                     // TILE_MODE_INDEX = 0 (stencil entry)
                                       | (1 << 27)                     // ALLOW_EXPCLEAR
                                       | (0 << 29)),                   // TILE_STENCIL_DISABLE
        ("DB_Z_READ_BASE",        0x012, 0x1000),
        ("DB_STENCIL_READ_BASE",  0x013, 0x1200),
        ("DB_Z_WRITE_BASE",       0x014, 0x1000),
        ("DB_STENCIL_WRITE_BASE", 0x015, 0x1200),
        ("DB_DEPTH_SIZE",         0x016, (31 << 0) | (31 << 11)),
        ("DB_DEPTH_SLICE",        0x017, 1023),
        ("DB_HTILE_SURFACE",      0x2AF, 1 << 1),                      // FULL_CACHE
    ];
    // The golden against the registers the emitted packets write.
    let mut buf = [0u32; 64];
    let mut cb = CommandBuffer::new(&mut buf);
    db.emit(&mut cb).unwrap();
    let packets = read_set_reg_packets(cb.as_slice());
    assert!(packets.iter().all(|p| p.space == Space::Context));
    assert_golden(Space::Context, &flatten(&packets, Space::Context), golden);
    assert_golden(Space::Context, db.registers().as_slice(), golden);

    // HTILE without stencil: the whole HTILE serves depth.
    let s = DepthSurface::new(DataFormat::D32_FLOAT, 256, 256)
        .with_layout(256, 256, Ps4TileMode::Depth2dThin256.index())
        .with_htile(0x14_0000);
    let db = DepthTarget::setup(&Config::PS4, &s).unwrap();
    assert_eq!(
        db.stencil_info().into_bits(),
        (2 << 13) | (2 << 20) | (1 << 29)
    );
}

#[test]
fn emits_one_packet_per_run() {
    let runs = 1 + GOLDEN_Z32F
        .windows(2)
        .filter(|w| w[1].1 != w[0].1 + 1)
        .count();
    assert_eq!(runs, 5);
    let mut buf = [0u32; 64];
    let mut cb = CommandBuffer::new(&mut buf);
    z32f().emit(&mut cb).unwrap();
    let words = cb.as_slice().to_vec();
    assert_eq!(words.len(), runs * 2 + GOLDEN_Z32F.len());
    let packets = read_set_reg_packets(&words);
    assert_eq!(packets.len(), runs);
    assert!(packets.iter().all(|p| p.space == Space::Context));
    let regs = flatten(&packets, Space::Context);
    assert_golden(Space::Context, &regs, GOLDEN_Z32F);
    assert_eq!(
        DepthTarget::decode(&source(Space::Context, &regs)).unwrap(),
        z32f()
    );

    let mut small = [0u32; 23];
    let mut cb = CommandBuffer::new(&mut small);
    assert!(z32f().emit(&mut cb).is_err());
    assert_eq!(cb.len(), 0);
}

#[test]
fn decode_of_emit_round_trips() {
    let mut x = 0x2545_F491_4F6C_DD1Du64;
    for _ in 0..64 {
        let mut regs = DepthTarget::new().registers().as_slice().to_vec();
        for r in regs.iter_mut() {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            r.1 = x as u32;
        }
        let db = DepthTarget::decode(&source(Space::Context, &regs)).unwrap();
        assert_eq!(db.registers().as_slice(), &regs[..]);
        let mut buf = [0u32; 24];
        let mut cb = CommandBuffer::new(&mut buf);
        db.emit(&mut cb).unwrap();
        let back = flatten(&read_set_reg_packets(cb.as_slice()), Space::Context);
        assert_eq!(
            DepthTarget::decode(&source(Space::Context, &back)).unwrap(),
            db
        );
    }
    let regs = z32f().registers();
    assert_eq!(
        DepthTarget::decode(&source(Space::Context, &regs.as_slice()[1..])),
        Err(Error::MissingRegister {
            register: "DB_DEPTH_VIEW"
        })
    );
}

#[test]
fn bad_input_gives_documented_errors() {
    let ok = DepthSurface::new(DataFormat::D32_FLOAT, 1920, 1080).with_layout(
        1920,
        1088,
        Ps4TileMode::Depth2dThin256.index(),
    );
    let e = |s: DepthSurface| DepthTarget::setup(&Config::PS4, &s).unwrap_err();
    assert_eq!(
        e(ok.with_address(ADDR + 0x40)),
        Error::Address(AddressError::Misaligned {
            field: "DB_Z_READ_BASE",
            address: ADDR + 0x40,
            align: 256
        })
    );
    assert_eq!(
        e(ok.with_address(1 << 40)),
        Error::Address(AddressError::TooWide {
            field: "DB_Z_READ_BASE",
            address: 1 << 40,
            bits: 40
        })
    );
    assert!(matches!(
        e(ok.with_stencil(0x10, Ps4TileMode::Depth2dThin64.index())),
        Error::Address(AddressError::Misaligned {
            field: "DB_STENCIL_READ_BASE",
            ..
        })
    ));
    assert!(matches!(
        e(ok.with_htile(1 << 45)),
        Error::Address(AddressError::TooWide {
            field: "DB_HTILE_DATA_BASE",
            ..
        })
    ));
    assert_eq!(
        e(DepthSurface { width: 0, ..ok }),
        Error::OutOfRange {
            field: "width",
            value: 0,
            min: 1,
            max: 16384
        }
    );
    assert_eq!(
        e(DepthSurface {
            height: 16385,
            padded_height: 16392,
            ..ok
        }),
        Error::OutOfRange {
            field: "height",
            value: 16385,
            min: 1,
            max: 16384
        }
    );
    assert_eq!(
        e(ok.with_layout(1920, 1090, Ps4TileMode::Depth2dThin256.index())),
        Error::NotMultiple {
            field: "padded_height",
            value: 1090,
            multiple: 8
        }
    );
    // A tile mode index past the table cannot be built.
    assert_eq!(
        TileIndex::new(40),
        Err(gcn::tiling::Error::TileIndexOutOfRange { index: 40 })
    );
    assert_eq!(
        e(ok.with_samples(16)),
        Error::OutOfRange {
            field: "samples",
            value: 16,
            min: 1,
            max: 8
        }
    );
    // No sample count at all: the same error as the raster block's.
    assert_eq!(
        e(ok.with_samples(3)),
        Error::InvalidSampleCount { count: 3 }
    );
    assert_eq!(
        e(ok.with_samples(0)),
        Error::InvalidSampleCount { count: 0 }
    );
    assert_eq!(
        e(DepthSurface {
            format: DataFormat::R8G8B8A8_UNORM,
            ..ok
        }),
        Error::UnsupportedFormat {
            format: DataFormat::R8G8B8A8_UNORM
        }
    );
    // Setter arguments are checked by validate and emit; nothing is written.
    let bad = z32f().with_view(0, 2048);
    assert_eq!(
        bad.validate(),
        Err(Error::OutOfRange {
            field: "slice_max",
            value: 2048,
            min: 0,
            max: 2047
        })
    );
    assert_eq!(
        z32f().with_view(5, 4).validate(),
        Err(Error::OutOfRange {
            field: "slice_start",
            value: 5,
            min: 0,
            max: 4
        })
    );
    let mut buf = [0u32; 64];
    let mut cb = CommandBuffer::new(&mut buf);
    assert!(bad.emit(&mut cb).is_err());
    assert_eq!(cb.len(), 0);
    assert_eq!(z32f().with_view(0, 2047).validate(), Ok(()));
}

/// A padded size that is not a whole layout of the tile mode is refused
/// with the typed error a colour target gives, naming the size it needs;
/// the tiling library's padding is accepted.
#[test]
fn unpadded_size_is_refused_like_a_colour_target() {
    let tiling = Ps4TileMode::Depth2dThin256.index();
    let unpadded =
        DepthSurface::new(DataFormat::D32_FLOAT, 1280, 720).with_layout(1280, 720, tiling);
    assert_eq!(unpadded.alignment(&Config::PS4), Ok((128, 64)));
    assert_eq!(
        DepthTarget::setup(&Config::PS4, &unpadded),
        Err(Error::NotPadded {
            tile_mode_index: tiling,
            given: (1280, 720),
            needed: (1280, 768)
        })
    );
    assert_eq!(
        DepthTarget::setup(&Config::PS4, &unpadded.with_layout(1288, 768, tiling)),
        Err(Error::NotPadded {
            tile_mode_index: tiling,
            given: (1288, 768),
            needed: (1408, 768)
        })
    );
    assert!(DepthTarget::setup(&Config::PS4, &unpadded.with_layout(1280, 768, tiling)).is_ok());

    // The same rule as the colour block for the same tile mode, element size and samples.
    let color = ColorSurface::new(DataFormat::R32_FLOAT, tiling, 1280, 720).unwrap();
    assert_eq!(
        color.alignment(&Config::PS4),
        unpadded.alignment(&Config::PS4)
    );

    // What the tiling library lays out is a whole layout.
    let input =
        SurfaceInput::new(tiling, 32, 1280, 720).with_flags(SurfaceFlags::new().with_depth(true));
    let info = surface_info(&Config::PS4, &input).unwrap();
    let s = DepthSurface::from_surface_info(DataFormat::D32_FLOAT, 1280, 720, &info, ADDR).unwrap();
    assert_eq!((s.pitch, s.padded_height), (1280, 768));
    assert!(DepthTarget::setup(&Config::PS4, &s).is_ok());
}

/// The entry a depth plane uses, from the registers alone: the entry
/// `TILE_MODE_INDEX` names (as Gnm writes it) when it agrees with
/// `DB_DEPTH_INFO` and the tile split, else the first entry that agrees.
#[test]
fn plane_tile_index_from_registers() {
    use gcn::blocks::depth_target::DepthPlane;
    let db = z32f();
    let mode2 = Ps4TileMode::Depth2dThin256.index();
    // Named by `setup` as Gnm names it.
    assert_eq!(db.z_info().tile_mode_index(), 2);
    assert_eq!(db.stencil_info().tile_mode_index(), 2);
    assert_eq!(
        db.plane_tile_index(&Config::PS4, DepthPlane::Depth),
        Some(mode2)
    );
    // Entry 0 (64-byte split) contradicts TILE_SPLIT 256B: the hardware's fields win.
    let zero = db.with_z_info(db.z_info().with_tile_mode_index(0));
    assert_eq!(
        zero.plane_tile_index(&Config::PS4, DepthPlane::Depth),
        Some(mode2)
    );
    // A contradicting name (entry 4 is 1D tiled): the hardware's fields win.
    let wrong = db.with_z_info(db.z_info().with_tile_mode_index(4));
    assert_eq!(
        wrong.plane_tile_index(&Config::PS4, DepthPlane::Depth),
        Some(mode2)
    );
    // No entry has a 2D depth layout with a linear array mode.
    assert_eq!(
        DepthTarget::new().plane_tile_index(&Config::PS4, DepthPlane::Depth),
        None
    );
    assert_eq!(
        DepthTarget::new().surface_info(&Config::PS4),
        Err(Error::NoTileIndex)
    );

    // One call from the registers to the layout: 1920 x 1088 x 4 bytes.
    let info = db.surface_info(&Config::PS4).unwrap();
    assert_eq!(
        (info.pitch_elems, info.height_elems, info.depth_slices),
        (1920, 1088, 1)
    );
    assert_eq!(info.surf_size_bytes, 1920 * 1088 * 4);
}

/// The PS4 configuration with other `GB_TILE_MODE` entries (16 banks, 1 rank).
fn config(modes: &[u32; 32]) -> Config {
    Config::from_registers(
        gcn::tiling::config::PS4_ADDR_CONFIG,
        modes,
        &gcn::tiling::config::PS4_MACRO_TILE_MODES,
        2,
        0,
        false,
    )
    .unwrap()
}

/// An entry the 3-bit `TILE_MODE_INDEX` cannot name: `setup` stores the first
/// entry of `0..=7` that agrees with the registers, or 0 when none does.
#[test]
fn tile_mode_index_beyond_the_field() {
    let surface = |index: TileIndex| {
        DepthSurface::new(DataFormat::D32_FLOAT, 1920, 1080)
            .with_layout(1920, 1088, index)
            .with_address(ADDR)
    };
    // Entry 9 a copy of entry 2: entry 2 agrees and is stored.
    let mut modes = gcn::tiling::config::PS4_TILE_MODES;
    modes[9] = modes[2];
    let cfg = config(&modes);
    let db = DepthTarget::setup(&cfg, &surface(TileIndex::new(9).unwrap())).unwrap();
    assert_eq!(db.z_info().tile_mode_index(), 2);
    assert_eq!(db.stencil_info().tile_mode_index(), 2);
    // Entry 2 changed (its tile split 512 B), entry 9 the old entry 2: no entry of
    // 0..=7 agrees with the registers, so 0 is stored.
    let mut modes = gcn::tiling::config::PS4_TILE_MODES;
    modes[9] = modes[2];
    modes[2] = modes[3];
    let cfg = config(&modes);
    let db = DepthTarget::setup(&cfg, &surface(TileIndex::new(9).unwrap())).unwrap();
    assert_eq!(db.z_info().tile_mode_index(), 0);
    assert_eq!(
        db.plane_tile_index(&cfg, gcn::blocks::depth_target::DepthPlane::Depth),
        TileIndex::new(9).ok()
    );
}

/// `with_depth_clear` stores its value as given; `validate`, `encode` and
/// `emit` refuse a NaN or infinite one ([`Error::NotFinite`]) and write
/// nothing, and so does a block decoded with such a `DB_DEPTH_CLEAR`.
#[test]
fn depth_clear_refuses_non_finite_values() {
    let want = Err(Error::NotFinite {
        what: "depth clear value",
    });
    for bad in [f32::NAN, f32::INFINITY, f32::NEG_INFINITY] {
        for t in [z32f(), DepthTarget::new()] {
            let t = t.with_depth_clear(bad);
            assert_eq!(t.validate(), want, "{bad}");
            assert_eq!(t.encode().map(|_| ()), want);
            let mut words = [0u32; 128];
            let mut cb = CommandBuffer::new(&mut words);
            assert_eq!(t.emit(&mut cb), want);
            assert!(cb.is_empty());
            let decoded = DepthTarget::decode(&t.registers()).unwrap();
            assert_eq!(decoded.validate(), want);
            // A later finite value replaces it.
            assert_eq!(t.with_depth_clear(0.5).validate(), Ok(()));
        }
    }
    // A setter error found first is reported first.
    assert!(matches!(
        z32f().with_view(3, 2).with_depth_clear(f32::NAN).validate(),
        Err(Error::OutOfRange { .. })
    ));
    // Finite values outside 0..=1 are written as given (a fast clear
    // through HTILE refuses them, `htile_clear_value`).
    let t = z32f().with_depth_clear(-2.0);
    assert_eq!(t.validate(), Ok(()));
    assert_eq!(t.depth_clear().depth_clear(), -2.0);
}
