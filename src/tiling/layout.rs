//! Whole-texture layout: every mip level and slice of a surface with its
//! byte offset and size, so a caller can allocate once and place each level,
//! and on gfx8 the DCC keys of every level.
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
//!
//! # DCC keys of every level (gfx8)
//!
//! A gfx8 colour texture made with `dcc_compatible` has one buffer of DCC
//! keys (one byte per 256 bytes of pixels, [`dcc_info`] per level), placed
//! after the texture by the caller. [`dcc_layout`] places each level's keys
//! in it as Mesa's radeonsi does (`gfx6_compute_level` in `ac_surface.c`):
//!
//! ```text
//!  key buffer, aligned to base_align_bytes                       total_size_bytes
//!  | level 0 keys      | level 1 keys | level 2 keys |  (no keys: levels 3..) ... |
//!  ^ offset 0          ^ = size 0     ^ = size 0 + size 1
//!    a whole number of   base_align      last compressed level: its keys may be
//!    base_align bytes    multiples       padded only to pipes x 256 bytes
//! ```
//!
//! * Level 0 is compressed; level *n* + 1 only when level *n* was and its
//!   keys are a whole number of the key base alignment (addrlib's
//!   `subLvlCompressible`), and only while the level stays 2D tiled. The
//!   compressed levels are [`DccLayout::levels`]; the rest read no keys
//!   ([`DccLayout::num_levels`] is Mesa's `num_dcc_levels`).
//! * Each level's keys start where the previous level's end, unpadded
//!   (the previous size is already a multiple of the alignment).
//! * A level can be fast-cleared ([`DccLevel::fast_clear_size_bytes`], the
//!   bytes from its offset to write) when its keys are a whole number of
//!   `pipes × 256` bytes (`dccRamSizeAligned`), or when it is the texture's
//!   last level and the previous level's keys were; otherwise 0, and the
//!   keys are cleared by a draw instead. A multi-sample level's fast clear
//!   covers the first sample split only (addrlib's `dccFastClearSize`).
//! * An array of one level asks addrlib again for one slice:
//!   [`DccLevel::slice_fast_clear_size_bytes`] is its fast-clear size when
//!   the slice's keys are size-aligned, else 0 (the slices' keys interleave).
//! * Bytes to allocate ([`DccLayout::total_size_bytes`]): the keys of the
//!   levels for a single level; for a mip chain, the keys of the whole
//!   texture (`total_size_bytes / 256`) rounded up to 4 × the alignment,
//!   because the texture unit reads keys for the uncompressed levels too
//!   (Mesa's rule, found by experiment with non-zero tile swizzles).
//! * The colour block of level *n* takes `CB_COLORn_DCC_BASE` = buffer +
//!   level *n*'s offset, and a gfx8 T# with base level *n* takes the same
//!   address as `META_DATA_ADDRESS` ([`DccLayout::level_address`]).
//!
//! Mesa never makes the keys of a mip-mapped array, cube or volume, nor of a
//! depth, stencil or block-compressed surface; [`dcc_layout`] refuses those.
//! AMD PAL places compressed levels the same way but sizes the buffer from
//! one addrlib query over the whole chain and gives the last compressed
//! level all the rest; this module follows Mesa.
//!
//! # Worked example: the keys of a 4096×2048 mip chain
//!
//! ```
//! use gcn::tiling::config::Config;
//! use gcn::tiling::layout::{dcc_layout, texture_layout, TextureDesc};
//! use gcn::tiling::surface::{Format, SurfaceFlags};
//! use gcn::tiling::TileIndex;
//!
//! let cfg = Config::POLARIS10;
//! let flags = SurfaceFlags::new()
//!     .with_color(true)
//!     .with_texture(true)
//!     .with_dcc_compatible(true)
//!     .with_pow2_pad(true);
//! let desc = TextureDesc::new_2d(TileIndex::new(14)?, Format::Plain, 32, 4096, 2048)
//!     .with_levels(13)
//!     .with_flags(flags);
//! let layout = texture_layout(&cfg, &desc)?;
//! let dcc = dcc_layout(&cfg, &desc, &layout)?;
//! // 32, 8 and 2 MiB of pixels: 128, 32 and 8 KiB of keys. Level 2's keys are
//! // not a whole 32 KiB, so levels 3 to 12 are not compressed.
//! let placed: Vec<(u32, u64, u64)> =
//!     dcc.levels.iter().map(|l| (l.level, l.offset_bytes, l.size_bytes)).collect();
//! assert_eq!(placed, [(0, 0, 131072), (1, 131072, 32768), (2, 163840, 8192)]);
//! assert_eq!(dcc.num_levels(), 3);
//! // Every compressed level's keys are a whole number of 2 KiB: all fast-clearable.
//! assert!(dcc.levels.iter().all(|l| l.fast_clear_size_bytes == l.size_bytes));
//! // Allocate the keys of the whole chain: 44740096 / 256 rounded up to 128 KiB.
//! assert_eq!(layout.total_size_bytes, 44740096);
//! assert_eq!((dcc.total_size_bytes, dcc.base_align_bytes), (262144, 32768));
//! // Level 1's colour block and a T# with base level 1 read the keys here:
//! let keys = 0x40_0000;
//! assert_eq!(dcc.level_address(keys, 1)?, keys + 131072);
//! # Ok::<(), gcn::tiling::Error>(())
//! ```

use heapless::Vec;

use super::Error;
use super::addr::AddrSurface;
use super::config::{Config, TileIndex, TileMode};
use super::meta::{DccInfo, DccInput, dcc_info};
use super::surface::{
    Format, SurfaceFlags, SurfaceInfo, SurfaceInput, TileSelect, supports_dcc_and_tc, surface_info,
};

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

/// DCC keys of one compressed mip level (gfx8), placed in the texture's key
/// buffer as Mesa's radeonsi places them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct DccLevel {
    /// Mip level.
    pub level: u32,
    /// Byte offset of the level's keys from the start of the key buffer.
    pub offset_bytes: u64,
    /// Bytes of the level's keys (all slices): addrlib's `dccRamSize`.
    pub size_bytes: u64,
    /// Bytes a fast clear of the whole level writes from `offset_bytes`
    /// (0: the level cannot be fast-cleared through its keys).
    pub fast_clear_size_bytes: u64,
    /// Bytes a fast clear of one slice writes (0: the slices' keys interleave);
    /// the level's `fast_clear_size_bytes` when the texture has one slice.
    pub slice_fast_clear_size_bytes: u64,
    /// The level's own key query ([`dcc_info`] of the level).
    pub info: DccInfo,
}

/// The DCC keys of every compressed mip level of a texture (gfx8).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DccLayout {
    /// Compressed levels, level 0 first.
    pub levels: Vec<DccLevel, MAX_LEVELS>,
    /// Bytes up to the end of the last compressed level's keys.
    pub levels_size_bytes: u64,
    /// Bytes to allocate for the keys (more than `levels_size_bytes` for a
    /// mip chain: the keys of the whole chain, see the module docs).
    pub total_size_bytes: u64,
    /// Alignment of the key buffer: the largest level key alignment.
    pub base_align_bytes: u32,
}

impl DccLayout {
    /// Levels whose keys are in use (Mesa's `num_dcc_levels`): the last compressed level + 1.
    pub fn num_levels(&self) -> u32 {
        match self.levels.last() {
            Some(l) => l.level.saturating_add(1),
            None => 0,
        }
    }

    /// The keys of mip level `level`, or `None` when that level is not compressed.
    pub fn level(&self, level: u32) -> Option<&DccLevel> {
        self.levels.iter().find(|l| l.level == level)
    }

    /// Byte address of level `level`'s keys in a key buffer at `keys_address`:
    /// gfx8's `CB_COLORn_DCC_BASE` of that level and `META_DATA_ADDRESS` of a
    /// T# whose base level it is.
    ///
    /// # Errors
    /// [`Error::DccTcNotSupported`] when the level is not compressed (Mesa
    /// then binds the level, or samples from it, without DCC);
    /// [`Error::InvalidParams`] when `keys_address` is not a multiple of
    /// [`base_align_bytes`](Self::base_align_bytes); [`Error::Overflow`].
    pub fn level_address(&self, keys_address: u64, level: u32) -> Result<u64, Error> {
        let Some(l) = self.level(level) else {
            return Err(Error::DccTcNotSupported);
        };
        match keys_address.checked_rem(u64::from(self.base_align_bytes)) {
            Some(0) => {}
            _ => return Err(Error::InvalidParams),
        }
        keys_address
            .checked_add(l.offset_bytes)
            .ok_or(Error::Overflow)
    }
}

/// Places the DCC keys of every mip level of a gfx8 colour texture (see the
/// module docs for the rule): `layout` must be [`texture_layout`] of `desc`.
///
/// # Errors
/// [`Error::DccTcNotSupported`] before gfx8, when level 0 has no keys (a
/// linear or 1D mode), for a texture without `dcc_compatible`, a depth or
/// stencil surface, a block-compressed format, or a mip chain of more than
/// one slice (array, cube or volume: Mesa never compresses those, so no
/// driver rule places their keys); [`Error::InvalidParams`] when `layout`
/// does not have `desc`'s level count; any error of [`dcc_info`] other than
/// [`Error::DccTcNotSupported`] on a level; [`Error::Overflow`].
pub fn dcc_layout(
    cfg: &Config,
    desc: &TextureDesc,
    layout: &TextureLayout,
) -> Result<DccLayout, Error> {
    if !supports_dcc_and_tc(cfg) {
        return Err(Error::DccTcNotSupported);
    }
    if layout.levels.len() != desc.num_levels as usize {
        return Err(Error::InvalidParams);
    }
    let flags = desc.flags;
    if !flags.dcc_compatible()
        || flags.depth()
        || flags.stencil()
        || desc.format.is_block_compressed()
        || (desc.num_levels > 1 && desc.depth_or_layers > 1)
    {
        return Err(Error::DccTcNotSupported);
    }
    // Slices of the array (a volume's depth slices count as one, as Mesa).
    let array_slices = if flags.volume() {
        1
    } else {
        desc.depth_or_layers.max(1)
    };
    let last = desc.num_levels.saturating_sub(1);
    let mut levels: Vec<DccLevel, MAX_LEVELS> = Vec::new();
    let mut end: u64 = 0;
    let mut base_align: u32 = 0;
    // The last key query that succeeded: its flags decide the next level.
    let mut prev: Option<DccInfo> = None;
    for l in &layout.levels {
        if let Some(p) = prev
            && !p.sub_lvl_compressible
        {
            break;
        }
        let info = match dcc_info(cfg, &DccInput::from_surface(&l.info)) {
            Ok(i) => i,
            // A level without keys (1D after degradation): uncompressed.
            Err(Error::DccTcNotSupported) if l.level > 0 => continue,
            Err(e) => return Err(e),
        };
        let prev_clearable = match prev {
            Some(p) => p.dcc_ram_size_aligned,
            None => true,
        };
        let fast_clear = if info.dcc_ram_size_aligned || (prev_clearable && l.level == last) {
            info.dcc_fast_clear_size_bytes
        } else {
            0
        };
        prev = Some(info);
        let slice_fast_clear = if array_slices > 1 {
            let mut one = DccInput::from_surface(&l.info);
            one.color_surf_size_bytes = l.info.slice_size_bytes;
            let slice = dcc_info(cfg, &one)?;
            // Mesa keeps this query's flags for the next level.
            prev = Some(slice);
            if slice.dcc_ram_size_aligned {
                slice.dcc_fast_clear_size_bytes
            } else {
                0
            }
        } else {
            fast_clear
        };
        let offset = end;
        end = offset
            .checked_add(info.dcc_ram_size_bytes)
            .ok_or(Error::Overflow)?;
        base_align = base_align.max(info.dcc_ram_base_align_bytes);
        let level = DccLevel {
            level: l.level,
            offset_bytes: offset,
            size_bytes: info.dcc_ram_size_bytes,
            fast_clear_size_bytes: fast_clear,
            slice_fast_clear_size_bytes: slice_fast_clear,
            info,
        };
        if levels.push(level).is_err() {
            return Err(Error::InvalidParams);
        }
    }
    let total = if desc.num_levels > 1 && end != 0 {
        // The keys of the whole chain, including the uncompressed levels.
        let align = u64::from(base_align)
            .checked_mul(4)
            .ok_or(Error::Overflow)?;
        (layout.total_size_bytes >> 8)
            .checked_next_multiple_of(align)
            .ok_or(Error::Overflow)?
    } else {
        end
    };
    Ok(DccLayout {
        levels,
        levels_size_bytes: end,
        total_size_bytes: total,
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
