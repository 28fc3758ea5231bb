//! Whole-texture layout: every mip level and slice of a surface with its
//! byte offset and size, so a caller can allocate once and place each level.
//!
//! # Where each level starts
//!
//! Levels are stored one after the other, largest first ("mip-major"), and
//! each level holds all of its slices (array layers, cube faces or volume
//! depth) contiguously:
//!
//! ```text
//!  offset 0                                               total_size_bytes
//!  | level 0: slice 0 | slice 1 | ... |pad| level 1: s0 | s1 | ... |pad| level 2 ...
//!  ^ base aligned                         ^ aligned to level 1's base_align
//! ```
//!
//! * Level 0 starts at offset 0; the whole allocation must be aligned to
//!   [`TextureLayout::base_align_bytes`] (the largest level alignment).
//! * Level *n* starts at the end of level *n − 1* rounded up to level *n*'s own
//!   [`SurfaceInfo::base_align_bytes`]: that is the alignment addrlib requires
//!   for the level's first byte (a whole macro tile for 2D modes, a pipe
//!   interleave for 1D and linear ones). The same rule is used by the
//!   addrlib-based Sea Islands drivers, which place each level at the running
//!   size aligned to that level's base alignment.
//! * Slice *s* of a level starts at `offset + s * slice_size_bytes` where
//!   `slice_size_bytes = surf_size / padded slices`. Thick modes interleave
//!   groups of `depth_align_slices` slices inside each micro tile, so for them
//!   [`LevelLayout::slice_offset`] gives the start of the slice's group.
//! * Level *n* is queried with width and height `max(1, base >> n)`, slices
//!   `max(1, depth >> n)` for volumes (unchanged for arrays and cubes), and
//!   `base_pitch` = level 0's pixel pitch, as addrlib expects.
//!
//! # Worked example: allocate and fill a 256×256 BC1 texture with mips
//!
//! ```
//! use gcn::tiling::config::{Config, Ps4TileMode};
//! use gcn::tiling::layout::{texture_layout, TextureDesc};
//! use gcn::tiling::surface::{Format, SurfaceFlags};
//! use gcn::tiling::tile::{detile, tile};
//! use gcn::tiling::{Region, SurfaceAddresser};
//!
//! let desc = TextureDesc::new_2d(Ps4TileMode::Thin2dThin.index(), Format::Bc1, 64, 256, 256)
//!     .with_levels(9)
//!     .with_flags(SurfaceFlags::new().with_texture(true).with_pow2_pad(true));
//! let layout = texture_layout(&Config::PS4, &desc)?;
//! assert_eq!(layout.levels.len(), 9);
//! let l0 = &layout.levels[0];
//! assert_eq!(l0.offset_bytes, 0);
//! // Level 0: 128x64 blocks of 8 bytes (the pitch is padded to one macro tile).
//! assert_eq!(l0.info.surf_size_bytes, 65536);
//! // Each later level starts at the previous end aligned to its own base alignment.
//! for w in layout.levels.windows(2) {
//!     let end = w[0].offset_bytes + w[0].size_bytes;
//!     assert!(w[1].offset_bytes >= end);
//!     assert_eq!(w[1].offset_bytes % u64::from(w[1].info.base_align_bytes), 0);
//! }
//! // One allocation holds everything; fill every level by tiling its blocks.
//! let mut memory = vec![0u8; layout.total_size_bytes as usize];
//! for level in &layout.levels {
//!     let surface = level.addr_surface();
//!     let addresser = SurfaceAddresser::new(&Config::PS4, &surface)?;
//!     // The level's 4x4 blocks, row after row (a level smaller than 4x4 is one block).
//!     let (bw, bh) = (level.width_px.div_ceil(4), level.height_px.div_ceil(4));
//!     let blocks: Vec<u8> = (0..bw * bh * 8).map(|i| (i / 8) as u8 ^ level.level as u8).collect();
//!     let dst = &mut memory[level.offset_bytes as usize..][..level.size_bytes as usize];
//!     tile(&addresser, Region::new(bw, bh), &blocks, dst)?;
//!     // Reading it back gives the same blocks.
//!     let mut back = vec![0u8; blocks.len()];
//!     detile(&addresser, Region::new(bw, bh), dst, &mut back)?;
//!     assert_eq!(back, blocks);
//! }
//! # Ok::<(), Box<dyn core::error::Error>>(())
//! ```

use heapless::Vec;

use super::Error;
use super::addr::AddrSurface;
use super::config::{Config, TileIndex, TileMode};
use super::surface::{Format, SurfaceFlags, SurfaceInfo, SurfaceInput, TileSelect, surface_info};

/// Most mip levels a texture can have (16384 → 1 is 15 levels).
pub const MAX_LEVELS: usize = 16;

/// A whole texture: the level-0 description plus the mip count.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TextureDesc {
    /// Tile-mode entry or explicit mode.
    pub tile: TileSelect,
    /// Element format.
    pub format: Format,
    /// Bits per pixel (per block for BC formats).
    pub bpp: u32,
    /// Level-0 width in pixels.
    pub width_px: u32,
    /// Level-0 height in pixels.
    pub height_px: u32,
    /// Array layers, cube faces (6 × cubes) or level-0 volume depth.
    pub depth_or_layers: u32,
    /// Mip levels (1..=16).
    pub num_levels: u32,
    /// Samples per pixel.
    pub num_samples: u32,
    /// Fragments per pixel (0 = samples).
    pub num_frags: u32,
    /// Kind flags; set `pow2_pad` for mip chains (addrlib requires it on SI/CI).
    pub flags: SurfaceFlags,
    /// Extra pitch alignment in bytes for a single-level `LINEAR_ALIGNED` texture,
    /// applied to the width before the address library sees it (0: none; see
    /// [`TextureDesc::with_linear_pitch_align`]).
    pub linear_pitch_align_bytes: u32,
}

impl TextureDesc {
    /// A single-level 2D texture of one layer.
    pub const fn new_2d(
        tile_index: TileIndex,
        format: Format,
        bpp: u32,
        width_px: u32,
        height_px: u32,
    ) -> TextureDesc {
        TextureDesc {
            tile: TileSelect::Index(tile_index),
            format,
            bpp: match format.block_bits() {
                Some(b) => b,
                None => bpp,
            },
            width_px,
            height_px,
            depth_or_layers: 1,
            num_levels: 1,
            num_samples: 1,
            num_frags: 0,
            flags: SurfaceFlags::new(),
            linear_pitch_align_bytes: 0,
        }
    }

    /// With a single-level `LINEAR_ALIGNED` texture's width first rounded up to
    /// a multiple of `bytes` bytes (a power of two; 0 turns it off), as a
    /// driver asks the address library for a wider pitch.
    ///
    /// The address library aligns a linear pitch to `max(8, 64 / bytes per
    /// element)` elements (32 for a display surface); Mesa's radeonsi and RADV
    /// align single-level linear surfaces to 256 bytes first, so that a gfx9
    /// GPU can share them. Pass 256 to get the pitch (and the T# `PITCH`) those
    /// drivers compute. Mip chains, tiled entries and element sizes that are
    /// not a power of two are left alone, as the drivers do; the level's
    /// `width_px` stays the texture's width.
    ///
    /// ```
    /// use gcn::tiling::config::{Config, Ps4TileMode};
    /// use gcn::tiling::layout::{TextureDesc, texture_layout};
    /// use gcn::tiling::surface::Format;
    ///
    /// let desc = TextureDesc::new_2d(Ps4TileMode::DisplayLinearAligned.index(), Format::Plain, 32, 20, 4);
    /// let plain = texture_layout(&Config::PS4, &desc).unwrap();
    /// let wide = texture_layout(&Config::PS4, &desc.with_linear_pitch_align(256)).unwrap();
    /// assert_eq!(plain.levels[0].info.pitch_elems, 32);
    /// assert_eq!(wide.levels[0].info.pitch_elems, 64); // 256 bytes of 32-bit texels
    /// assert_eq!(wide.levels[0].width_px, 20);
    /// ```
    pub const fn with_linear_pitch_align(mut self, bytes: u32) -> TextureDesc {
        self.linear_pitch_align_bytes = bytes;
        self
    }

    /// With `num_samples` samples and `num_frags` fragments per pixel (0:
    /// as many as the samples; fewer is EQAA), as
    /// [`SurfaceInput::with_samples`](super::surface::SurfaceInput::with_samples).
    pub const fn with_samples(mut self, num_samples: u32, num_frags: u32) -> TextureDesc {
        self.num_samples = num_samples;
        self.num_frags = num_frags;
        self
    }

    /// Level 0's width as the address library is asked for it: the width, or
    /// for a single-level `LINEAR_ALIGNED` texture with
    /// [`linear_pitch_align_bytes`](Self::linear_pitch_align_bytes) set, the
    /// width rounded up to that many bytes.
    ///
    /// # Errors
    /// [`Error::InvalidParams`] when the alignment is not a power of two, or
    /// [`Error::Overflow`] when the rounded width does not fit 32 bits.
    pub const fn requested_width_px(&self, cfg: &Config) -> Result<u32, Error> {
        let align = self.linear_pitch_align_bytes;
        if align == 0 {
            return Ok(self.width_px);
        }
        if !align.is_power_of_two() {
            return Err(Error::InvalidParams);
        }
        let mode = match self.tile {
            TileSelect::Index(i) => cfg.tile_mode(i).mode,
            TileSelect::Mode { mode, .. } => mode,
        };
        let linear = mode.raw() == TileMode::ADDR_TM_LINEAR_ALIGNED.raw();
        let bytes = self.bpp / 8;
        if self.num_levels != 1
            || !linear
            || !self.bpp.is_multiple_of(8)
            || !bytes.is_power_of_two()
        {
            return Ok(self.width_px);
        }
        let elems = match align.checked_div(bytes) {
            Some(e) if e > 1 => e,
            _ => return Ok(self.width_px),
        };
        match self.width_px.checked_next_multiple_of(elems) {
            Some(w) => Ok(w),
            None => Err(Error::Overflow),
        }
    }
}

/// One mip level in the allocation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct LevelLayout {
    /// Mip level.
    pub level: u32,
    /// Byte offset of the level from the start of the texture.
    pub offset_bytes: u64,
    /// Bytes of the level (all slices).
    pub size_bytes: u64,
    /// Width of the level in pixels (before padding).
    pub width_px: u32,
    /// Height of the level in pixels (before padding).
    pub height_px: u32,
    /// Slices of the level (before padding).
    pub num_slices: u32,
    /// Full surface info of the level.
    pub info: SurfaceInfo,
}

impl LevelLayout {
    /// The level as an addressing surface for [`super::addr`] and
    /// [`super::tile`]: its padded pitch, height and slices, element size,
    /// samples, and the final tile mode, micro-tile type and bank parameters
    /// surface info reported (after any degradation), unswizzled.
    pub const fn addr_surface(&self) -> AddrSurface {
        AddrSurface::from_surface_info(&self.info)
    }

    /// Bytes of one padded slice (`surf_size / padded slices`).
    pub const fn slice_size_bytes(&self) -> u64 {
        if self.info.depth_slices == 0 {
            self.info.surf_size_bytes
        } else {
            match self
                .info
                .surf_size_bytes
                .checked_div(self.info.depth_slices as u64)
            {
                Some(v) => v,
                None => self.info.surf_size_bytes,
            }
        }
    }

    /// Byte offset of `slice` from the start of the texture; for thick modes
    /// the start of the group of `depth_align_slices` slices holding it.
    ///
    /// # Errors
    /// [`Error::InvalidParams`] when `slice` is beyond the padded slice count.
    pub const fn slice_offset(&self, slice: u32) -> Result<u64, Error> {
        if slice >= self.info.depth_slices {
            return Err(Error::InvalidParams);
        }
        let group = if self.info.depth_align_slices > 1 {
            // depth_align_slices > 1, so the remainder is at most `slice`.
            match slice.checked_rem(self.info.depth_align_slices) {
                Some(r) => slice.wrapping_sub(r),
                None => slice,
            }
        } else {
            slice
        };
        match (self.slice_size_bytes()).checked_mul(group as u64) {
            Some(v) => match self.offset_bytes.checked_add(v) {
                Some(o) => Ok(o),
                None => Err(Error::Overflow),
            },
            None => Err(Error::Overflow),
        }
    }
}

/// Every level of a texture.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TextureLayout {
    /// Levels, largest first.
    pub levels: Vec<LevelLayout, MAX_LEVELS>,
    /// Bytes to allocate.
    pub total_size_bytes: u64,
    /// Alignment of the allocation (largest level base alignment).
    pub base_align_bytes: u32,
}

/// Lays out every mip level of a texture (see the module docs for the rule).
///
/// # Errors
/// [`Error::InvalidParams`] for 0 or more than [`MAX_LEVELS`] levels, or any
/// error of [`surface_info`] for a level.
pub fn texture_layout(cfg: &Config, desc: &TextureDesc) -> Result<TextureLayout, Error> {
    if desc.num_levels == 0 || desc.num_levels as usize > MAX_LEVELS {
        return Err(Error::InvalidParams);
    }
    let mut levels: Vec<LevelLayout, MAX_LEVELS> = Vec::new();
    let mut end: u64 = 0;
    let mut base_align: u32 = 1;
    let mut base_pitch = 0u32;
    let requested_width = desc.requested_width_px(cfg)?;
    for level in 0..desc.num_levels {
        let width = (desc.width_px >> level).max(1);
        let requested = (requested_width >> level).max(1);
        let height = (desc.height_px >> level).max(1);
        let slices = if desc.flags.volume() {
            (desc.depth_or_layers >> level).max(1)
        } else {
            desc.depth_or_layers.max(1)
        };
        let input = SurfaceInput {
            tile: desc.tile,
            format: desc.format,
            bpp: desc.bpp,
            width_px: requested,
            height_px: height,
            num_slices: slices,
            slice: 0,
            mip_level: level,
            num_mip_levels: desc.num_levels,
            base_pitch_px: if level == 0 { 0 } else { base_pitch },
            num_samples: desc.num_samples,
            num_frags: desc.num_frags,
            flags: desc.flags,
        };
        let info = surface_info(cfg, &input)?;
        if level == 0 {
            base_pitch = info.pixel_pitch_px;
        }
        let align = u64::from(info.base_align_bytes.max(1));
        // align >= 1.
        let offset = match end.checked_add(align.wrapping_sub(1)) {
            Some(v) => match v.checked_rem(align) {
                Some(r) => v.wrapping_sub(r),
                None => v,
            },
            None => return Err(Error::Overflow),
        };
        end = offset
            .checked_add(info.surf_size_bytes)
            .ok_or(Error::Overflow)?;
        base_align = base_align.max(info.base_align_bytes);
        let l = LevelLayout {
            level,
            offset_bytes: offset,
            size_bytes: info.surf_size_bytes,
            width_px: width,
            height_px: height,
            num_slices: slices,
            info,
        };
        if levels.push(l).is_err() {
            return Err(Error::InvalidParams);
        }
    }
    Ok(TextureLayout {
        levels,
        total_size_bytes: end,
        base_align_bytes: base_align,
    })
}

with_fields! {
    TextureDesc {
        /// With `num_levels` mip levels.
        with_levels(num_levels: u32),
        /// With `depth_or_layers` layers / faces / depth.
        with_depth(depth_or_layers: u32),
        /// With `flags`.
        with_flags(flags: SurfaceFlags),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tiling::config::Ps4TileMode;

    /// A plain 32-bit 2D texture of `width × height` on `mode`.
    fn plain32(mode: Ps4TileMode, width: u32, height: u32) -> TextureDesc {
        TextureDesc::new_2d(mode.index(), Format::Plain, 32, width, height)
    }

    #[test]
    fn levels_follow_each_other_aligned() {
        let desc = plain32(Ps4TileMode::Thin2dThin, 1024, 512)
            .with_levels(11)
            .with_depth(3)
            .with_flags(SurfaceFlags::new().with_texture(true).with_pow2_pad(true));
        let layout = texture_layout(&Config::PS4, &desc).unwrap();
        assert_eq!(layout.levels.len(), 11);
        let mut end = 0u64;
        for l in &layout.levels {
            let a = u64::from(l.info.base_align_bytes);
            assert_eq!(l.offset_bytes, end.div_ceil(a) * a, "level {}", l.level);
            end = l.offset_bytes + l.size_bytes;
            assert_eq!(
                l.slice_offset(1).unwrap(),
                l.offset_bytes + l.slice_size_bytes()
            );
        }
        assert_eq!(layout.total_size_bytes, end);
        // Level 0: 1024x512 32-bit, 3 layers padded to 4 by pow2_pad.
        assert_eq!(layout.levels[0].info.depth_slices, 4);
        assert_eq!(layout.levels[0].size_bytes, 1024 * 512 * 4 * 4);
        // The small levels fall back to 1D tiling.
        assert!(layout.levels[10].info.tile_mode.is_micro_tiled());
    }

    #[test]
    fn volume_levels_shrink_in_depth() {
        let desc = plain32(Ps4TileMode::Thick2dThick, 64, 64)
            .with_levels(7)
            .with_depth(64)
            .with_flags(
                SurfaceFlags::new()
                    .with_texture(true)
                    .with_volume(true)
                    .with_pow2_pad(true),
            );
        let layout = texture_layout(&Config::PS4, &desc).unwrap();
        let slices: Vec<u32, MAX_LEVELS> = layout.levels.iter().map(|l| l.num_slices).collect();
        assert_eq!(&slices[..], &[64, 32, 16, 8, 4, 2, 1]);
        assert_eq!(layout.levels[0].info.depth_align_slices, 4);
        // Thick levels round slice offsets down to the 4-slice group.
        assert_eq!(
            layout.levels[0].slice_offset(5).unwrap(),
            4 * layout.levels[0].slice_size_bytes()
        );
    }

    #[test]
    fn rejects_bad_level_counts() {
        let desc = plain32(Ps4TileMode::DisplayLinearAligned, 16, 16);
        assert!(texture_layout(&Config::PS4, &desc.with_levels(0)).is_err());
        assert!(texture_layout(&Config::PS4, &desc.with_levels(17)).is_err());
    }
}
