//! What colour and depth targets share: the surface layout a tiling result
//! gives (padded size, tile mode entry, slices, samples) and the check that
//! the padded size is a whole layout of the tile mode.

use super::Error;
use super::samples::SampleCount;
use crate::tiling::config::{MICRO_TILE_WIDTH, TargetLayout};
use crate::tiling::surface::SurfaceInfo;
use crate::tiling::{Config, TileIndex};

/// log2 of a target's sample count of 1, 2, 4 or 8.
///
/// # Errors
/// [`Error::InvalidSampleCount`] for a number that is no sample count (as
/// [`SampleCount::new`]); [`Error::OutOfRange`] (field `samples`) for 16,
/// which rasterisation takes but a colour or depth surface does not.
pub(crate) const fn log2_samples(samples: u32) -> Result<u8, Error> {
    match SampleCount::new(samples) {
        Ok(count) if count.log2() <= 3 => Ok(count.log2()),
        Ok(_) => Err(Error::OutOfRange {
            field: "samples",
            value: samples,
            min: 1,
            max: 8,
        }),
        Err(e) => Err(e),
    }
}

/// The tile mode entry of a tiling result.
///
/// # Errors
/// [`Error::OutOfRange`] (field `tile_mode_index`) when `info` has no table
/// entry ([`TileEntry::NoMatch`](crate::tiling::surface::TileEntry::NoMatch)
/// or linear general).
pub(crate) const fn info_tile_index(info: &SurfaceInfo) -> Result<TileIndex, Error> {
    match info.tile_index.index() {
        Some(index) => Ok(index),
        None => Err(Error::OutOfRange {
            field: "tile_mode_index",
            value: u32::MAX,
            min: 0,
            max: 31,
        }),
    }
}

/// Checks that a tiling result was computed for `bits`-bit elements.
///
/// # Errors
/// [`Error::OutOfRange`] (field `bits per element`) when `info.bpp_bits` is
/// another size.
pub(crate) const fn check_element_bits(info: &SurfaceInfo, bits: u32) -> Result<(), Error> {
    if info.bpp_bits == bits {
        Ok(())
    } else {
        Err(Error::OutOfRange {
            field: "bits per element",
            value: info.bpp_bits,
            min: bits,
            max: bits,
        })
    }
}

/// What a target's registers need of a layout that passed [`check_layout`]:
/// `log2(samples)` and the `GB_MACROTILE_MODE` entry (`None` for linear and
/// 1D entries and on gfx6).
#[derive(Clone, Copy)]
pub(crate) struct Layout {
    /// log2 of the sample count.
    pub(crate) log2_samples: u8,
    /// The `GB_MACROTILE_MODE` entry.
    pub(crate) macro_index: Option<u32>,
}

/// The multiples (pixels) the padded pitch and height of a surface with
/// `8 << bpp_log2`-bit elements (`bpp_log2` in `0..=4`) and
/// `1 << log2_samples` samples must be on entry `tile` of `cfg`, and the
/// `GB_MACROTILE_MODE` entry it uses: 8×8 pixels for 1D modes; one macro
/// tile of the bank layout for 2D, 3D and PRT modes (`8 × bank width ×
/// pipes × aspect` by `8 × bank height × banks / aspect`, of the
/// `GB_MACROTILE_MODE` entry [`Config::macro_mode_index`] picks for the
/// element size and sample count, or of the entry itself on gfx6); for the
/// linear-aligned mode a pitch of 64 bytes and slices of whole 256-byte pipe
/// interleaves; for linear general whole 8-pixel pitch units and 64-pixel
/// slices. For linear modes the height multiple is the one for `pitch`
/// rounded up to its own multiple. Every multiple is a power of two.
///
/// # Errors
/// [`Error::UnsupportedTileMode`] when the entry has no layout a target can address.
#[inline(always)]
pub(crate) const fn multiples(
    cfg: &Config,
    tile: TileIndex,
    bpp_log2: u32,
    log2_samples: u8,
    pitch: u32,
) -> Result<(u32, u32, Option<u32>), Error> {
    match cfg.target_layout(tile, bpp_log2, log2_samples as u32) {
        // log2s of at most 13: no shift overflows.
        TargetLayout::Tiled {
            pitch_log2,
            height_log2,
            macro_index,
        } => Ok((1 << pitch_log2, 1 << height_log2, macro_index)),
        TargetLayout::Linear { general } => {
            match linear_multiples(cfg, general, bpp_log2, log2_samples, pitch) {
                Some((p, h)) => Ok((p, h, None)),
                None => Err(Error::UnsupportedTileMode {
                    tile_mode_index: tile,
                }),
            }
        }
        TargetLayout::Unsupported => Err(Error::UnsupportedTileMode {
            tile_mode_index: tile,
        }),
    }
}

/// The multiples of a linear entry ([`multiples`]); `None` when the pipe
/// interleave gives a slice multiple that is not a power of two.
const fn linear_multiples(
    cfg: &Config,
    general: bool,
    bpp_log2: u32,
    log2_samples: u8,
    pitch: u32,
) -> Option<(u32, u32)> {
    // Linear aligned: a pitch of 64 bytes (addrlib's rule) and whole
    // 8-pixel register units; slices of whole 256-byte pipe interleaves and
    // whole 64-pixel register units. Linear general: the register units
    // only. The bytes per pixel are 1 << bpp_log2.
    let shift = bpp_log2 & 7;
    let (pitch_align, slice_align) = if general {
        (MICRO_TILE_WIDTH, 64)
    } else {
        (
            max(MICRO_TILE_WIDTH, 64 >> shift),
            max(64, cfg.pipe_interleave_bytes >> shift),
        )
    };
    if !slice_align.is_power_of_two() {
        return None;
    }
    // pitch <= 2^32 - 1 rounded to a multiple of 8 <= 64: saturates at worst.
    let pitch = align_up(pitch, pitch_align);
    let row = (pitch as u64) << log2_samples;
    let shift = min(row.trailing_zeros(), slice_align.trailing_zeros());
    Some((pitch_align, slice_align >> shift))
}

/// The multiples (pixels) the padded pitch and height must be for entry
/// `tile` of `cfg` ([`multiples`]), for `samples` samples.
///
/// # Errors
/// As [`log2_samples`]; as [`multiples`].
pub(crate) const fn alignment(
    cfg: &Config,
    tile: TileIndex,
    bpp_log2: u32,
    samples: u32,
    pitch: u32,
) -> Result<(u32, u32), Error> {
    let log2 = ctry!(log2_samples(samples));
    match multiples(cfg, tile, bpp_log2, log2, pitch) {
        Ok((p, h, _)) => Ok((p, h)),
        Err(e) => Err(e),
    }
}

/// Checks that `pitch` × `padded_height` of a surface with
/// `8 << bpp_log2`-bit elements and `samples` samples is a whole layout of
/// entry `tile` of `cfg` ([`multiples`]) in whole 64-pixel slices, and
/// gives what the target's registers need of it.
///
/// # Errors
/// As [`log2_samples`]; as [`multiples`]; [`Error::NotPadded`], naming the smallest padded
/// size at least as large that the layout accepts.
#[inline(always)]
pub(crate) const fn check_layout(
    cfg: &Config,
    tile: TileIndex,
    bpp_log2: u32,
    samples: u32,
    pitch: u32,
    padded_height: u32,
) -> Result<Layout, Error> {
    let log2_samples = ctry!(log2_samples(samples));
    let (pitch_align, height_align, macro_index) =
        ctry!(multiples(cfg, tile, bpp_log2, log2_samples, pitch));
    // Powers of two: a multiple has no bit below the multiple's.
    let off = (pitch & pitch_align.wrapping_sub(1))
        | (padded_height & height_align.wrapping_sub(1))
        | (pitch.wrapping_mul(padded_height) & 63);
    if off != 0 {
        return Err(not_padded(
            tile,
            (pitch, padded_height),
            (pitch_align, height_align),
        ));
    }
    Ok(Layout {
        log2_samples,
        macro_index,
    })
}

/// [`Error::NotPadded`] for `given` against the multiples `align`: the
/// smallest size at least as large that is a whole layout in whole
/// 64-pixel slices.
#[cold]
const fn not_padded(tile: TileIndex, given: (u32, u32), align: (u32, u32)) -> Error {
    let needed_pitch = align_up(given.0, align.0);
    let mut needed_height = align_up(given.1, align.1);
    // Whole 64-pixel slices (SLICE.TILE_MAX counts them): the pitch is a
    // multiple of 8, so a multiple of 8 rows is enough.
    if ((needed_pitch as u64).wrapping_mul(needed_height as u64)) & 63 != 0 {
        needed_height = align_up(needed_height, 8);
    }
    Error::NotPadded {
        tile_mode_index: tile,
        given,
        needed: (needed_pitch, needed_height),
    }
}

const fn max(a: u32, b: u32) -> u32 {
    if a > b { a } else { b }
}

const fn min(a: u32, b: u32) -> u32 {
    if a < b { a } else { b }
}

/// `value` rounded up to a multiple of the power of two `align` (saturating).
pub(crate) const fn align_up(value: u32, align: u32) -> u32 {
    let mask = align.wrapping_sub(1);
    match value.checked_add(mask) {
        Some(v) => v & !mask,
        None => !mask,
    }
}
