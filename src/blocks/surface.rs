//! What colour and depth targets share: the surface layout a tiling result
//! gives (padded size, tile mode entry, slices, samples) and the check that
//! the padded size is a whole layout of the tile mode.

use super::Error;
use crate::tiling::config::{MICRO_TILE_HEIGHT, MICRO_TILE_WIDTH, TileInfo, TileMode};
use crate::tiling::surface::SurfaceInfo;
use crate::tiling::{Config, TileIndex};

/// log2 of a sample count of 1, 2, 4 or 8.
///
/// # Errors
/// [`Error::OutOfRange`] (field `samples`) for any other count.
pub(crate) const fn log2_samples(samples: u32) -> Result<u8, Error> {
    match samples {
        1 => Ok(0),
        2 => Ok(1),
        4 => Ok(2),
        8 => Ok(3),
        _ => Err(Error::OutOfRange {
            field: "samples",
            value: samples,
            min: 1,
            max: 8,
        }),
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

/// A tile mode entry of a [`Config`] resolved for one element size and
/// sample count: its mode, the bank layout and `GB_MACROTILE_MODE` entry the
/// element size and sample count select, and `log2(samples)`. One
/// resolution serves the layout check and the registers of a target.
#[derive(Clone, Copy)]
pub(crate) struct Resolved {
    /// The entry.
    pub(crate) tile: TileIndex,
    /// The entry's tile mode.
    pub(crate) mode: TileMode,
    /// Bank and pipe parameters of the surface.
    pub(crate) info: TileInfo,
    /// The `GB_MACROTILE_MODE` entry (`None` for linear and 1D entries).
    pub(crate) macro_index: Option<u32>,
    /// log2 of the sample count.
    pub(crate) log2_samples: u8,
}

/// Resolves entry `tile` of `cfg` for `bpp`-bit elements and `samples` samples.
///
/// # Errors
/// [`Error::OutOfRange`] (field `samples`) for a count other than 1, 2, 4 or 8;
/// [`Error::UnsupportedTileMode`] when the entry selects no macro-tile entry.
#[inline(always)]
pub(crate) const fn resolve(
    cfg: &Config,
    tile: TileIndex,
    bpp: u32,
    samples: u32,
) -> Result<Resolved, Error> {
    let log2_samples = ctry!(log2_samples(samples));
    match cfg.macro_mode_index(tile, bpp, samples, false) {
        Ok((macro_index, info)) => Ok(Resolved {
            tile,
            mode: cfg.tile_mode(tile).mode,
            info,
            macro_index,
            log2_samples,
        }),
        Err(_) => Err(Error::UnsupportedTileMode {
            tile_mode_index: tile,
        }),
    }
}

/// The multiples (pixels) the padded pitch and height of a surface with
/// `bpp`-bit elements and `samples` samples must be for tile mode entry
/// `tile` of `cfg` ([`Resolved::alignment`]).
///
/// # Errors
/// As [`resolve`] and [`Resolved::alignment`].
pub(crate) const fn alignment(
    cfg: &Config,
    tile: TileIndex,
    bpp: u32,
    samples: u32,
    pitch: u32,
) -> Result<(u32, u32), Error> {
    ctry!(resolve(cfg, tile, bpp, samples)).alignment(cfg, bpp, pitch)
}

impl Resolved {
    /// The multiples (pixels) the padded pitch and height must be: 8×8
    /// pixels for 1D modes; one macro tile of the `GB_MACROTILE_MODE` entry
    /// for 2D, 3D and PRT modes (`8 × bank width × pipes × aspect` by
    /// `8 × bank height × banks / aspect`); for the linear-aligned mode a
    /// pitch of 64 bytes and slices of whole 256-byte pipe interleaves; for
    /// linear general whole 8-pixel pitch units and 64-pixel slices. For
    /// linear modes the height multiple is the one for `pitch` rounded up to
    /// its own multiple.
    ///
    /// # Errors
    /// [`Error::UnsupportedTileMode`] when the entry has no layout a target can address.
    #[inline(always)]
    pub(crate) const fn alignment(
        &self,
        cfg: &Config,
        bpp: u32,
        pitch: u32,
    ) -> Result<(u32, u32), Error> {
        let unsupported = Error::UnsupportedTileMode {
            tile_mode_index: self.tile,
        };
        let (mode, info) = (self.mode, self.info);
        if mode.is_linear() {
            // Linear aligned: a pitch of 64 bytes (addrlib's rule) and whole
            // 8-pixel register units; slices of whole 256-byte pipe
            // interleaves and whole 64-pixel register units. Linear general:
            // the register units only. bpp is 8, 16, 32, 64 or 128: the bytes
            // per pixel are a power of two.
            let shift = (bpp / 8).trailing_zeros();
            let (pitch_align, slice_align) = if mode.raw() == TileMode::ADDR_TM_LINEAR_GENERAL.raw()
            {
                (MICRO_TILE_WIDTH, 64)
            } else {
                (
                    max(MICRO_TILE_WIDTH, 64 >> shift),
                    max(64, cfg.pipe_interleave_bytes >> shift),
                )
            };
            if !slice_align.is_power_of_two() {
                return Err(unsupported);
            }
            // pitch <= 2^32 - 1 rounded to a multiple of 8 <= 64: saturates at worst.
            let pitch = align_up(pitch, pitch_align);
            let row = (pitch as u64) << self.log2_samples;
            let shift = min(row.trailing_zeros(), slice_align.trailing_zeros());
            Ok((pitch_align, slice_align >> shift))
        } else if mode.is_micro_tiled() {
            Ok((MICRO_TILE_WIDTH, MICRO_TILE_HEIGHT))
        } else if mode.is_macro_tiled() {
            let pipes = info.pipe_config.num_pipes();
            let sane = pipes != 0
                && is_pow2_at_most(info.bank_width, 8)
                && is_pow2_at_most(info.bank_height, 8)
                && is_pow2_at_most(info.banks, 16)
                && is_pow2_at_most(info.macro_aspect_ratio, 8)
                && info.macro_aspect_ratio <= info.banks;
            if !sane {
                return Err(unsupported);
            }
            // Powers of two of at most 8 and 16: no product overflows.
            let width = MICRO_TILE_WIDTH
                .wrapping_mul(info.bank_width)
                .wrapping_mul(pipes)
                .wrapping_mul(info.macro_aspect_ratio);
            let height = MICRO_TILE_HEIGHT
                .wrapping_mul(info.bank_height)
                .wrapping_mul(info.banks)
                >> info.macro_aspect_ratio.trailing_zeros();
            Ok((width, height))
        } else {
            Err(unsupported)
        }
    }

    /// Checks that `pitch` × `padded_height` is a whole layout of the entry
    /// (see [`Resolved::alignment`]) in whole 64-pixel slices.
    ///
    /// # Errors
    /// As [`Resolved::alignment`]; [`Error::NotPadded`], naming the smallest
    /// padded size at least as large that the layout accepts.
    #[inline(always)]
    pub(crate) const fn check_padded(
        &self,
        cfg: &Config,
        bpp: u32,
        pitch: u32,
        padded_height: u32,
    ) -> Result<(), Error> {
        let (pitch_align, height_align) = ctry!(self.alignment(cfg, bpp, pitch));
        // Both are u32: the product fits in u64.
        let slice_px = (pitch as u64).wrapping_mul(padded_height as u64);
        if pitch.is_multiple_of(pitch_align)
            && padded_height.is_multiple_of(height_align)
            && slice_px & 63 == 0
        {
            return Ok(());
        }
        let needed_pitch = align_up(pitch, pitch_align);
        let mut needed_height = align_up(padded_height, height_align);
        // Whole 64-pixel slices (SLICE.TILE_MAX counts them): the pitch is a
        // multiple of 8, so a multiple of 8 rows is enough.
        if ((needed_pitch as u64).wrapping_mul(needed_height as u64)) & 63 != 0 {
            needed_height = align_up(needed_height, 8);
        }
        Err(Error::NotPadded {
            tile_mode_index: self.tile,
            given: (pitch, padded_height),
            needed: (needed_pitch, needed_height),
        })
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

const fn is_pow2_at_most(v: u32, max: u32) -> bool {
    v.is_power_of_two() && v <= max
}
