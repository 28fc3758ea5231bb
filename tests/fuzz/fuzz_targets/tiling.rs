//! Surface info, texture layout, element addresses, tile/detile and
//! CMASK/HTILE/FMASK with arbitrary descriptions (and sometimes an arbitrary
//! chip configuration): a value or a typed error, never a panic. Tiling then
//! detiling a region of any surface `tile` accepts (from surface info or
//! explicit) gives the region back; a refused tile or detile call writes
//! nothing.
#![no_main]

use std::fmt::Write;

use gcn::tiling::TileIndex;
use gcn::tiling::addr::{AddrSurface, AddrTiling, ElementCoord, SurfaceAddresser, Swizzle};
use gcn::tiling::config::{
    Config, MACRO_TILE_MODE_COUNT, PipeConfig, TILE_MODE_COUNT, TileInfo, TileMode, TileType,
};
use gcn::tiling::layout::{TextureDesc, texture_layout};
use gcn::tiling::meta::{
    DccInput, FmaskAddrInput, FmaskInput, MetaInput, MetaTile, cmask_addr, cmask_addr_tc,
    cmask_info, dcc_info, fmask_addr, fmask_info, htile_addr, htile_addr_tc, htile_info,
};
use gcn::tiling::surface::{
    Format, SurfaceFlags, SurfaceInput, TileEntry, TileSelect, surface_info,
};
use gcn::tiling::tile::{
    Rect, Region, detile, detile_rect, linear_size, tile, tile_rect, tiled_size,
};
use libfuzzer_sys::arbitrary::{Result, Unstructured};
use libfuzzer_sys::fuzz_target;

/// Any entry of the tile-mode table.
fn tile_index(u: &mut Unstructured) -> Result<TileIndex> {
    Ok(TileIndex::from_field(u.int_in_range(0..=31)?))
}

/// Largest tiled level the target allocates.
const MAX_TILED: u64 = 4 << 20;
/// Largest linear region the target allocates.
const MAX_LINEAR: usize = 1 << 20;

/// Mostly small dimensions, sometimes extreme ones.
fn dim(u: &mut Unstructured<'_>) -> Result<u32> {
    Ok(match u.int_in_range(0..=7)? {
        0 => 0,
        1 => u32::MAX,
        2 => u.arbitrary::<u32>()? >> u.int_in_range(0..=31)?,
        _ => u.int_in_range(0..=2048)?,
    })
}

fn format(u: &mut Unstructured<'_>) -> Result<Format> {
    Ok(*u.choose(&[
        Format::Plain,
        Format::Bc1,
        Format::Bc2,
        Format::Bc3,
        Format::Bc4,
        Format::Bc5,
        Format::Bc6,
        Format::Bc7,
    ])?)
}

fn bpp(u: &mut Unstructured<'_>) -> Result<u32> {
    Ok(match u.int_in_range(0..=9)? {
        0 => u.arbitrary()?,
        n => [1, 8, 16, 24, 32, 64, 96, 128, 8][n as usize - 1],
    })
}

fn tile_info(u: &mut Unstructured<'_>) -> Result<TileInfo> {
    Ok(TileInfo {
        banks: *u.choose(&[0, 1, 2, 4, 8, 16, 32, 3])?,
        bank_width: u.int_in_range(0..=9)?,
        bank_height: u.int_in_range(0..=9)?,
        macro_aspect_ratio: u.int_in_range(0..=9)?,
        tile_split_bytes: *u.choose(&[0, 64, 128, 256, 512, 1024, 2048, 4096, u32::MAX, 96, 8])?,
        pipe_config: PipeConfig::from_bits(u.arbitrary()?),
    })
}

fn tile_select(u: &mut Unstructured<'_>) -> Result<TileSelect> {
    Ok(if u.ratio(1, 4)? {
        TileSelect::Mode {
            mode: TileMode::from_bits(u.arbitrary()?),
            tile_type: TileType::from_bits(u.arbitrary()?),
        }
    } else {
        TileSelect::Index(tile_index(u)?)
    })
}

fn config(u: &mut Unstructured<'_>) -> Result<Config> {
    if u.ratio(7, 8)? {
        return Ok(Config::PS4);
    }
    let mut tile_modes = [0u32; TILE_MODE_COUNT];
    for t in &mut tile_modes {
        *t = u.arbitrary()?;
    }
    let mut macro_modes = [0u32; MACRO_TILE_MODE_COUNT];
    for m in &mut macro_modes {
        *m = u.arbitrary()?;
    }
    Ok(Config::from_registers(
        u.arbitrary()?,
        &tile_modes,
        &macro_modes,
        u.int_in_range(0..=3)?,
        u.int_in_range(0..=2)?,
        u.arbitrary()?,
    )
    .unwrap_or(Config::PS4))
}

/// Tiles a random region into `tiled` and back; checks the round trip (a
/// layout that would lose elements must be refused) and that refused calls
/// write nothing.
fn round_trip(u: &mut Unstructured<'_>, a: &SurfaceAddresser) -> Result<()> {
    let Ok(size) = tiled_size(a) else {
        return Ok(());
    };
    if size > MAX_TILED {
        return Ok(());
    }
    let region = Region {
        width: u.int_in_range(0..=a.pitch().min(512))?,
        height: u.int_in_range(0..=a.height().min(512))?,
        slice: if u.ratio(1, 8)? {
            u.arbitrary()?
        } else {
            u.int_in_range(0..=a.num_slices())?
        },
        sample: if u.ratio(1, 8)? {
            u.arbitrary()?
        } else {
            u.int_in_range(0..=a.num_samples())?
        },
    };
    let Ok(lin) = linear_size(a.bpp(), region.width, region.height) else {
        return Ok(());
    };
    if lin > MAX_LINEAR {
        return Ok(());
    }
    // Sometimes a buffer one byte short.
    let short_tiled = usize::from(u.ratio(1, 16)?);
    let short_linear = usize::from(u.ratio(1, 16)?);
    let linear: Vec<u8> = (0..lin.saturating_sub(short_linear))
        .map(|i| (i as u8) ^ (i >> 8) as u8 ^ 0x5A)
        .collect();
    let mut tiled = vec![0xEEu8; (size as usize).saturating_sub(short_tiled)];
    match tile(a, region, &linear, &mut tiled) {
        Ok(()) => {
            let mut back = vec![0x11u8; linear.len()];
            detile(a, region, &tiled, &mut back).expect("detile after a successful tile");
            assert!(
                back == linear,
                "tile/detile round trip differs: {a:?} {region:?}"
            );
        }
        Err(e) => {
            let _ = e.to_string();
            assert!(
                tiled.iter().all(|&b| b == 0xEE),
                "refused tile wrote: {e:?}; {a:?} {region:?} tiled {} linear {}",
                tiled.len(),
                linear.len()
            );
            let mut back = vec![0x11u8; linear.len()];
            if detile(a, region, &tiled, &mut back).is_err() {
                assert!(back.iter().all(|&b| b == 0x11), "refused detile wrote");
            }
        }
    }
    rect_round_trip(u, a, region, size as usize)
}

/// A rectangle anywhere, with padded linear rows: `tile_rect` then `detile_rect`
/// gives its rows back; a refused call writes nothing.
fn rect_round_trip(
    u: &mut Unstructured<'_>,
    a: &SurfaceAddresser,
    region: Region,
    size: usize,
) -> Result<()> {
    let rect = Rect {
        x: u.int_in_range(0..=a.pitch())?,
        y: u.int_in_range(0..=a.height())?,
        width: u.int_in_range(0..=64)?,
        height: u.int_in_range(0..=64)?,
        slice: region.slice,
        sample: region.sample,
        row_pitch: u.int_in_range(0..=1100)?,
    };
    let Ok(len) = rect.linear_size(a.bpp()) else {
        return Ok(());
    };
    if len > MAX_LINEAR {
        return Ok(());
    }
    let linear: Vec<u8> = (0..len).map(|i| (i as u8) ^ 0xA5).collect();
    let mut tiled = vec![0xEEu8; size];
    match tile_rect(a, rect, &linear, &mut tiled) {
        Ok(()) => {
            let mut back = vec![0x11u8; len];
            detile_rect(a, rect, &tiled, &mut back).expect("detile_rect after tile_rect");
            let row = (a.bpp() / 8) as usize * rect.width as usize;
            // An empty rectangle (no row, or rows of no bytes) has no linear bytes.
            let rows = if row == 0 { 0 } else { rect.height as usize };
            for j in 0..rows {
                let at = j * rect.row_pitch;
                assert!(
                    back[at..at + row] == linear[at..at + row],
                    "rect round trip differs: {a:?} {rect:?}"
                );
            }
        }
        Err(e) => {
            let _ = e.to_string();
            assert!(tiled.iter().all(|&b| b == 0xEE), "refused tile_rect wrote");
        }
    }
    Ok(())
}

fn addresses(u: &mut Unstructured<'_>, a: &SurfaceAddresser) -> Result<()> {
    for _ in 0..u.int_in_range(0..=8)? {
        let c = if u.ratio(1, 2)? {
            ElementCoord {
                x: u.arbitrary()?,
                y: u.arbitrary()?,
                slice: u.arbitrary()?,
                sample: u.arbitrary()?,
            }
        } else {
            ElementCoord {
                x: u.int_in_range(0..=a.pitch())?,
                y: u.int_in_range(0..=a.height())?,
                slice: u.int_in_range(0..=a.num_slices())?,
                sample: u.int_in_range(0..=a.num_samples())?,
            }
        };
        match a.element_address(c) {
            Ok(at) => {
                assert!(at.bit < 8);
                let _ = at.prt_block_index();
            }
            Err(e) => {
                let _ = e.to_string();
            }
        }
    }
    Ok(())
}

fn run(u: &mut Unstructured<'_>) -> Result<()> {
    let cfg = config(u)?;
    let mut text = String::new();

    // Surface info of one level, then addressing and tiling of that level.
    let input = SurfaceInput {
        tile: tile_select(u)?,
        format: format(u)?,
        bpp: bpp(u)?,
        width_px: dim(u)?,
        height_px: dim(u)?,
        num_slices: dim(u)?,
        slice: dim(u)?,
        mip_level: u.int_in_range(0..=40)?,
        num_mip_levels: u.int_in_range(0..=20)?,
        base_pitch_px: dim(u)?,
        num_samples: u.int_in_range(0..=20)?,
        num_frags: u.int_in_range(0..=20)?,
        flags: SurfaceFlags::from_bits(u.arbitrary()?),
    };
    match surface_info(&cfg, &input) {
        Ok(info) => {
            write!(text, "{info:?}").unwrap();
            let mut s = AddrSurface::from_surface_info(&info);
            if u.ratio(1, 4)? {
                s = s.with_swizzle(Swizzle::Separate {
                    bank: u.int_in_range(0..=15)?,
                    pipe: u.int_in_range(0..=15)?,
                });
            }
            match SurfaceAddresser::new(&cfg, &s) {
                Ok(a) => {
                    addresses(u, &a)?;
                    round_trip(u, &a)?;
                }
                Err(e) => write!(text, "{e}").unwrap(),
            }
            // Metadata of the surface as computed.
            let m = MetaInput {
                pitch_px: info.pixel_pitch_px,
                height_px: info.pixel_height_px,
                num_slices: info.depth_slices,
                is_linear: u.arbitrary()?,
                tc_compatible: false,
                tile: MetaTile::Index(info.tile_index, info.macro_mode_index),
            };
            let _ = htile_info(&cfg, &m);
            let _ = cmask_info(&cfg, &m);
            let _ = htile_addr(&cfg, &m, dim(u)?, dim(u)?, dim(u)?);
            let _ = cmask_addr(&cfg, &m, dim(u)?, dim(u)?, dim(u)?);
            // gfx8's DCC keys and TC-compatible metadata of the same surface
            // (from values already drawn: the input bytes are read as before).
            let _ = dcc_info(&cfg, &DccInput::from_surface(&info));
            let tc = m.with_tc_compatible(true);
            let _ = htile_info(&cfg, &tc);
            let _ = cmask_info(&cfg, &tc);
            let data_addr = info.surf_size_bytes.wrapping_sub(1);
            let _ = htile_addr_tc(
                &cfg,
                &tc,
                info.bpp_bits,
                u32::try_from(data_addr).unwrap_or(u32::MAX),
            );
            let _ = cmask_addr_tc(&cfg, &tc, info.bpp_bits, data_addr);
        }
        Err(e) => write!(text, "{e}").unwrap(),
    }

    // A whole texture.
    let desc = TextureDesc {
        tile: input.tile,
        format: input.format,
        bpp: input.bpp,
        width_px: input.width_px,
        height_px: input.height_px,
        depth_or_layers: input.num_slices,
        num_levels: u.int_in_range(0..=20)?,
        num_samples: input.num_samples,
        num_frags: input.num_frags,
        flags: input.flags,
        linear_pitch_align_bytes: u32::from(u.arbitrary::<u16>()?),
    };
    if let Ok(layout) = texture_layout(&cfg, &desc) {
        let mut end = 0u64;
        for level in &layout.levels {
            assert!(level.offset_bytes >= end, "levels overlap: {layout:?}");
            end = level.offset_bytes.saturating_add(level.size_bytes);
        }
        assert!(
            end <= layout.total_size_bytes,
            "levels past the total: {layout:?}"
        );
    }

    // An arbitrary explicit surface straight into the addresser.
    let tiling = if u.ratio(1, 2)? {
        AddrTiling::Index(tile_index(u)?)
    } else {
        AddrTiling::Explicit {
            mode: TileMode::from_bits(u.arbitrary()?),
            tile_type: TileType::from_bits(u.arbitrary()?),
            info: tile_info(u)?,
        }
    };
    let s = AddrSurface {
        bpp: bpp(u)?,
        pitch: dim(u)?,
        height: dim(u)?,
        num_slices: dim(u)?,
        num_samples: u.int_in_range(0..=20)?,
        num_frags: u.int_in_range(0..=20)?,
        tile: tiling,
        swizzle: if u.arbitrary()? {
            Swizzle::Combined(u.arbitrary()?)
        } else {
            Swizzle::Separate {
                bank: u.arbitrary()?,
                pipe: u.arbitrary()?,
            }
        },
        is_depth: u.arbitrary()?,
    };
    if let Ok(a) = SurfaceAddresser::new(&cfg, &s) {
        addresses(u, &a)?;
        round_trip(u, &a)?;
    }

    // Metadata with arbitrary inputs.
    let tile = match u.int_in_range(0..=3)? {
        0 => MetaTile::Info(tile_info(u)?),
        1 => MetaTile::Index(TileEntry::LinearGeneral, None),
        2 => MetaTile::Index(TileEntry::NoMatch, Some(u.int_in_range(0..=20)?)),
        _ => MetaTile::Index(
            TileEntry::Index(tile_index(u)?),
            if u.arbitrary()? {
                None
            } else {
                Some(u.int_in_range(0..=20)?)
            },
        ),
    };
    let m = MetaInput {
        pitch_px: dim(u)?,
        height_px: dim(u)?,
        num_slices: dim(u)?,
        is_linear: u.arbitrary()?,
        tc_compatible: false,
        tile,
    };
    let _ = htile_info(&cfg, &m);
    let _ = cmask_info(&cfg, &m);
    let _ = htile_addr(&cfg, &m, dim(u)?, dim(u)?, dim(u)?);
    let _ = cmask_addr(&cfg, &m, dim(u)?, dim(u)?, dim(u)?);
    let f = FmaskInput {
        tile_mode: TileMode::from_bits(u.arbitrary()?),
        pitch_px: dim(u)?,
        height_px: dim(u)?,
        num_slices: dim(u)?,
        num_samples: u.int_in_range(0..=20)?,
        num_frags: u.int_in_range(0..=20)?,
        resolved: u.arbitrary()?,
        tile_index: None,
    };
    let fmask = fmask_info(&cfg, &f);
    let fa = FmaskAddrInput {
        x: dim(u)?,
        y: dim(u)?,
        slice: dim(u)?,
        plane: u.int_in_range(0..=4)?,
        sample: u.int_in_range(0..=20)?,
        pitch_px: dim(u)?,
        height_px: dim(u)?,
        num_samples: u.int_in_range(0..=20)?,
        tile_mode: match &fmask {
            Ok(_) if u.arbitrary()? => f.tile_mode,
            _ => TileMode::from_bits(u.arbitrary()?),
        },
        bank_swizzle: dim(u)?,
        pipe_swizzle: dim(u)?,
        resolved: u.arbitrary()?,
        tile_info: match &fmask {
            Ok(info) if u.arbitrary()? => info.tile_info,
            _ => tile_info(u)?,
        },
    };
    let _ = fmask_addr(&cfg, &fa);
    std::hint::black_box(text);
    Ok(())
}

fuzz_target!(|data: &[u8]| {
    let _ = run(&mut Unstructured::new(data));
});
