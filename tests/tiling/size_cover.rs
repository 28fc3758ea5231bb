//! `tiled_size` holds every element of every level it accepts, and no two elements of
//! an accepted level share a byte: checked element by element over small levels from
//! surface info (every PS4 entry, element size, sample count including 3, slice count)
//! and over explicit tilings (every pipe configuration, bank parameters including
//! macro aspect ratios above the bank count, tile splits that are not powers of two,
//! unaligned pitches). A level refused as aliased must really have overlapping
//! elements. The element addresses are the address library's (see the golden tests).

use gcn::tiling::addr::{AddrSurface, AddrTiling, SurfaceAddresser};
use gcn::tiling::config::{Config, PipeConfig, TileInfo, TileMode, TileType};
use gcn::tiling::surface::{SurfaceFlags, SurfaceInput, surface_info};
use gcn::tiling::tile::tiled_size;
use gcn::tiling::{Error, TileIndex};

use crate::tiling_support::{element_spans, elements_overlap};

/// Levels above this many elements (all slices and samples) are skipped.
const MAX_ELEMENTS: u64 = 1 << 18;

/// Checks the level `s`; returns whether its size was accepted.
fn check(s: &AddrSurface, what: &str) -> bool {
    let Ok(a) = SurfaceAddresser::new(&Config::PS4, s) else {
        return false;
    };
    let a = &a;
    let elements = u64::from(a.pitch())
        * u64::from(a.height())
        * u64::from(a.num_slices().max(1))
        * u64::from(a.num_samples().max(1));
    if elements == 0 || elements > MAX_ELEMENTS {
        return false;
    }
    match tiled_size(a) {
        Ok(size) => {
            let mut spans = element_spans(a);
            for &(byte, len) in &spans {
                assert!(
                    byte + len <= size,
                    "{what}: element at byte {byte} past tiled_size {size}"
                );
            }
            spans.sort_unstable();
            for w in spans.windows(2) {
                assert!(
                    w[0].0 + w[0].1 <= w[1].0,
                    "{what}: two elements share byte {}",
                    w[1].0
                );
            }
            true
        }
        Err(Error::AliasedLayout) => {
            // Inside one slice, or (a tile split that leaves a remainder) between the
            // spill of one slice and the next one: one more slice shows it.
            let mut more = *s;
            more.num_slices = s.num_slices.max(1) + 1;
            let b = SurfaceAddresser::new(&Config::PS4, &more).unwrap();
            assert!(
                elements_overlap(a) || elements_overlap(&b),
                "{what}: refused as aliased, but no two elements overlap"
            );
            false
        }
        Err(_) => false,
    }
}

#[test]
fn surface_info_levels_fit_their_tiled_size() {
    let mut accepted = 0;
    let mut three_samples = 0;
    for index in TileIndex::all() {
        for bpp in [8, 16, 32, 64, 128] {
            for samples in [1, 2, 3, 4, 8] {
                for slices in [1, 3] {
                    for (w, h) in [(1, 1), (9, 8), (33, 17), (100, 40)] {
                        let entry = Config::PS4.tile_mode(index);
                        let flags = if entry.tile_type == TileType::ADDR_DEPTH_SAMPLE_ORDER {
                            SurfaceFlags::new().with_depth(true)
                        } else {
                            SurfaceFlags::new().with_color(true)
                        };
                        let mut input = SurfaceInput::new(index, bpp, w, h)
                            .with_flags(flags)
                            .with_slices(slices);
                        input.num_samples = samples;
                        let Ok(info) = surface_info(&Config::PS4, &input) else {
                            continue;
                        };
                        let a = AddrSurface::from_surface_info(&info);
                        let what = format!("index {index} bpp {bpp} x{samples} {w}x{h}x{slices}");
                        if check(&a, &what) {
                            accepted += 1;
                            three_samples += usize::from(samples == 3);
                        }
                    }
                }
            }
        }
    }
    println!("{accepted} surface-info levels checked element by element");
    assert!(accepted > 1000, "only {accepted} levels accepted");
    assert!(three_samples > 0, "no 3-sample level accepted");
}

#[test]
fn explicit_tilings_fit_their_tiled_size() {
    let mut state = 0x51F1_5EED_0BAD_CAFEu64;
    let mut below = |n: u32| {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        (state % u64::from(n)) as u32
    };
    let modes = [2u8, 3, 4, 7, 12, 13, 16, 17, 19, 20, 21, 22, 23, 24];
    let pipe_configs = [0u8, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 16, 17];
    let splits = [64, 128, 256, 512, 1024, 96, 192, 8, 48];
    let (mut accepted, mut aliased) = (0, 0);
    for round in 0..3000 {
        let mode = TileMode::from_bits(modes[round % modes.len()]);
        let info = TileInfo {
            banks: 2 << below(4),
            bank_width: 1 << below(4),
            bank_height: 1 << below(4),
            macro_aspect_ratio: 1 << below(4),
            tile_split_bytes: splits[below(splits.len() as u32) as usize],
            pipe_config: PipeConfig::from_bits(
                pipe_configs[below(pipe_configs.len() as u32) as usize],
            ),
        };
        let tile_type = TileType::from_bits(below(5) as u8);
        let bpp = [8, 16, 24, 32, 64, 96, 128][below(7) as usize];
        let probe = AddrSurface::new(
            bpp,
            0,
            0,
            AddrTiling::Explicit {
                mode,
                tile_type,
                info,
            },
        );
        let Ok(p) = SurfaceAddresser::new(&Config::PS4, &probe) else {
            continue;
        };
        let (pw, ph) = if p.macro_tile_pitch() != 0 {
            (p.macro_tile_pitch(), p.macro_tile_height().max(1))
        } else {
            (8, 8)
        };
        let mut s = probe;
        s.pitch = pw * (1 + below(2));
        s.height = ph * (1 + below(2));
        if below(8) == 0 {
            s.pitch += 1 + below(7); // unaligned
        }
        s.num_slices = 1 + below(5);
        s.num_samples = if mode.thickness() > 1 {
            1
        } else {
            [1, 2, 3, 4, 8][below(5) as usize]
        };
        let a = SurfaceAddresser::new(&Config::PS4, &s).unwrap();
        let what = format!("{s:?}");
        if check(&s, &what) {
            accepted += 1;
        } else if tiled_size(&a) == Err(Error::AliasedLayout) {
            aliased += 1;
        }
    }
    println!("{accepted} explicit levels accepted, {aliased} refused as aliased");
    assert!(
        accepted > 300 && aliased > 100,
        "{accepted} accepted, {aliased} aliased"
    );
}
