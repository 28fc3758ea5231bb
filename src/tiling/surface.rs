//! Surface info for one mip level (addrlib's `AddrComputeSurfaceInfo`, SI/CI path).
//!
//! Given a tile-mode entry, an element size and the level's extent,
//! [`surface_info`] returns the padded pitch, height and slice count, the
//! byte size, the alignments and the tile mode actually used after
//! addrlib's degradation rules, exactly as the address library computes them.
//!
//! # How a level is padded
//!
//! ```text
//!  mode family     pitch align (elements)            height align     base align (bytes)
//!  -------------   -------------------------------   --------------   --------------------------
//!  LINEAR_GENERAL  1                                 1                bytes per element
//!  LINEAR_ALIGNED  max(8, 64 / bytes per element)    slice % 64 el.   pipe interleave (256)
//!  1D tiled        8                                 8                pipe interleave (256)
//!  2D/3D/PRT       8*bank_w*pipes*aspect             8*bank_h*banks   pipes*bank_w*banks*bank_h
//!                  (one macro tile wide)             / aspect         * micro-tile bytes
//! ```
//!
//! Mip levels above 0 (and level 0 with [`SurfaceFlags::pow2_pad`]) are first
//! rounded up to powers of two; a macro-tiled level that is smaller than one
//! macro tile falls back to 1D tiling; thick modes fall back to thinner ones
//! when the level has fewer slices than the micro-tile thickness.
//!
//! # Worked example: a 1920×1080 display target
//!
//! ```
//! use gcn::tiling::config::{Config, Ps4TileMode, TileMode};
//! use gcn::tiling::surface::{surface_info, SurfaceFlags, SurfaceInput};
//!
//! let input = SurfaceInput::new(Ps4TileMode::Display2dThin.index(), 32, 1920, 1080)
//!     .with_flags(SurfaceFlags::new().with_color(true));
//! let info = surface_info(&Config::PS4, &input).unwrap();
//! // 32-bit pixels use macro mode 2: macro tiles of 128x64 elements
//! // (8 pipes x 8 x aspect 2 wide, 16 banks x 8 / aspect 2 high).
//! // 1920 is a multiple of 128; 1080 rounds up to 1088.
//! assert_eq!((info.block_width_elems, info.block_height_elems), (128, 64));
//! assert_eq!((info.pitch_elems, info.height_elems), (1920, 1088));
//! assert_eq!(info.surf_size_bytes, 1920 * 1088 * 4);
//! assert_eq!(info.tile_mode, TileMode::ADDR_TM_2D_TILED_THIN1);
//! assert_eq!(info.base_align_bytes, 32768);
//! ```
//!
//! # Worked example: one level of a 256×256 BC1 texture
//!
//! ```
//! use gcn::tiling::config::{Config, Ps4TileMode};
//! use gcn::tiling::surface::{surface_info, Format, SurfaceFlags, SurfaceInput};
//!
//! let input = SurfaceInput::new(Ps4TileMode::Thin2dThin.index(), 64, 256, 256)
//!     .with_format(Format::Bc1)
//!     .with_flags(SurfaceFlags::new().with_texture(true));
//! let info = surface_info(&Config::PS4, &input).unwrap();
//! // 64x64 blocks of 8 bytes. A 512-byte micro tile selects macro mode 3,
//! // whose macro tile is 128x64 blocks, so the pitch pads to 128 blocks
//! // (512 pixels). Pitches are in blocks, `pixel_*` in pixels.
//! assert_eq!((info.block_width_elems, info.block_height_elems), (128, 64));
//! assert_eq!((info.pitch_elems, info.height_elems), (128, 64));
//! assert_eq!((info.pixel_pitch_px, info.pixel_height_px), (512, 256));
//! assert_eq!(info.bpp_bits, 64);
//! assert_eq!(info.surf_size_bytes, 128 * 64 * 8);
//! ```

use super::Error;
use super::config::{
    Config, Gfx, MICRO_TILE_HEIGHT, MICRO_TILE_PIXELS, MICRO_TILE_WIDTH, TileConfig, TileIndex,
    TileInfo, TileMode, TileType,
};

/// Largest width, height, base pitch or slice count accepted (2^24). Real
/// GCN surfaces stop at 16384; larger values give [`Error::InvalidParams`]
/// instead of arithmetic that could wrap.
pub const MAX_DIMENSION: u32 = 1 << 24;

crate::regs::word! {
    /// Surface kind flags (addrlib's `ADDR_SURFACE_FLAGS`, same bit positions).
    #[derive(PartialEq, Eq, Hash)]
    pub struct SurfaceFlags {
        /// Colour buffer.
        pub color: bool [COLOR_OFFSET, COLOR_BITS] => with_color, with_color_checked, set_color, set_color_checked;
        /// Depth buffer (depth/stencil).
        pub depth: bool [DEPTH_OFFSET, DEPTH_BITS] => with_depth, with_depth_checked, set_depth, set_depth_checked;
        /// Stencil buffer.
        pub stencil: bool [STENCIL_OFFSET, STENCIL_BITS] => with_stencil, with_stencil_checked, set_stencil, set_stencil_checked;
        /// Texture.
        pub texture: bool [TEXTURE_OFFSET, TEXTURE_BITS] => with_texture, with_texture_checked, set_texture, set_texture_checked;
        /// Cube map.
        pub cube: bool [CUBE_OFFSET, CUBE_BITS] => with_cube, with_cube_checked, set_cube, set_cube_checked;
        /// Volume (3D) texture.
        pub volume: bool [VOLUME_OFFSET, VOLUME_BITS] => with_volume, with_volume_checked, set_volume, set_volume_checked;
        /// FMASK surface.
        pub fmask: bool [FMASK_OFFSET, FMASK_BITS] => with_fmask, with_fmask_checked, set_fmask, set_fmask_checked;
        /// Treat a cube map as an array.
        pub cube_as_array: bool [CUBE_AS_ARRAY_OFFSET, CUBE_AS_ARRAY_BITS] => with_cube_as_array, with_cube_as_array_checked, set_cube_as_array, set_cube_as_array_checked;
        /// Compressed Z buffer.
        pub compress_z: bool [COMPRESS_Z_OFFSET, COMPRESS_Z_BITS] => with_compress_z, with_compress_z_checked, set_compress_z, set_compress_z_checked;
        /// Overlay surface.
        pub overlay: bool [OVERLAY_OFFSET, OVERLAY_BITS] => with_overlay, with_overlay_checked, set_overlay, set_overlay_checked;
        /// Depth without a separate stencil plane.
        pub no_stencil: bool [NO_STENCIL_OFFSET, NO_STENCIL_BITS] => with_no_stencil, with_no_stencil_checked, set_no_stencil, set_no_stencil_checked;
        /// Must match display-controller requirements.
        pub display: bool [DISPLAY_OFFSET, DISPLAY_BITS] => with_display, with_display_checked, set_display, set_display_checked;
        /// Optimise for space (not honoured by this implementation: ignored).
        pub opt4_space: bool [OPT4_SPACE_OFFSET, OPT4_SPACE_BITS] => with_opt4_space, with_opt4_space_checked, set_opt4_space, set_opt4_space_checked;
        /// Partially-resident texture.
        pub prt: bool [PRT_OFFSET, PRT_BITS] => with_prt, with_prt_checked, set_prt, set_prt_checked;
        /// Quad-buffer stereo (not honoured: ignored).
        pub qb_stereo: bool [QB_STEREO_OFFSET, QB_STEREO_BITS] => with_qb_stereo, with_qb_stereo_checked, set_qb_stereo, set_qb_stereo_checked;
        /// Pad to powers of two (required for mip chains, including level 0).
        pub pow2_pad: bool [POW2_PAD_OFFSET, POW2_PAD_BITS] => with_pow2_pad, with_pow2_pad_checked, set_pow2_pad, set_pow2_pad_checked;
        /// Interleaved YUV padding (linear pitch alignment of 64 elements or a pipe interleave).
        pub interleaved: bool [INTERLEAVED_OFFSET, INTERLEAVED_BITS] => with_interleaved, with_interleaved_checked, set_interleaved, set_interleaved_checked;
        /// Texture-cache (shader) readable layout with TC-compatible metadata (gfx8 only; ignored elsewhere).
        pub tc_compatible: bool [TC_COMPATIBLE_OFFSET, TC_COMPATIBLE_BITS] => with_tc_compatible, with_tc_compatible_checked, set_tc_compatible, set_tc_compatible_checked;
        #[bits(1)]
        __: u8;
        /// Multi-sample colour surface padded so that DCC fast clears work per sample split (gfx8 only).
        pub dcc_compatible: bool [DCC_COMPATIBLE_OFFSET, DCC_COMPATIBLE_BITS] => with_dcc_compatible, with_dcc_compatible_checked, set_dcc_compatible, set_dcc_compatible_checked;
        /// addrlib's internal pipe-config DCC workaround (Fiji only; set from `dcc_compatible`, input ignored).
        pub dcc_pipe_workaround: bool [DCC_PIPE_WORKAROUND_OFFSET, DCC_PIPE_WORKAROUND_BITS] => with_dcc_pipe_workaround, with_dcc_pipe_workaround_checked, set_dcc_pipe_workaround, set_dcc_pipe_workaround_checked;
        #[bits(11)]
        __: u16;
    }
}

/// Element format: plain `bpp`-bit elements, or a block-compressed format
/// whose elements are 4×4 pixel blocks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum Format {
    /// Plain elements of the input `bpp` (addrlib's `ADDR_FMT_INVALID`).
    #[default]
    Plain,
    /// BC1: 64-bit 4×4 blocks.
    Bc1,
    /// BC2: 128-bit 4×4 blocks.
    Bc2,
    /// BC3: 128-bit 4×4 blocks.
    Bc3,
    /// BC4: 64-bit 4×4 blocks.
    Bc4,
    /// BC5: 128-bit 4×4 blocks.
    Bc5,
    /// BC6H: 128-bit 4×4 blocks.
    Bc6,
    /// BC7: 128-bit 4×4 blocks.
    Bc7,
}

impl Format {
    /// Bits per element (block) for BC formats, `None` for [`Format::Plain`].
    pub const fn block_bits(self) -> Option<u32> {
        match self {
            Format::Plain => None,
            Format::Bc1 | Format::Bc4 => Some(64),
            _ => Some(128),
        }
    }
    /// Whether this is a block-compressed format.
    pub const fn is_block_compressed(self) -> bool {
        !matches!(self, Format::Plain)
    }
}

/// How the tile mode is chosen.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TileSelect {
    /// A `GB_TILE_MODE` table index: mode, micro-tile type and bank parameters come from the table.
    Index(TileIndex),
    /// An explicit mode and micro-tile type; the library picks the matching table entry.
    Mode {
        /// Tile mode.
        mode: TileMode,
        /// Micro-tile type.
        tile_type: TileType,
    },
}

/// The inputs of one surface-info query (one mip level).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SurfaceInput {
    /// Tile-mode entry or explicit mode.
    pub tile: TileSelect,
    /// Element format.
    pub format: Format,
    /// Bits per pixel (for BC formats the bits per 4×4 block, which are taken from the format).
    pub bpp: u32,
    /// Width of this level in pixels.
    pub width_px: u32,
    /// Height of this level in pixels.
    pub height_px: u32,
    /// Array size, cube faces or volume depth of this level.
    pub num_slices: u32,
    /// Slice queried (affects only [`SurfaceInfo::slice_size_bytes`]).
    pub slice: u32,
    /// Mip level.
    pub mip_level: u32,
    /// Mip levels in the chain.
    pub num_mip_levels: u32,
    /// Level 0's pixel pitch when `mip_level > 0` (0 otherwise): the level's width becomes
    /// `max(1, base_pitch_px >> mip_level)`.
    pub base_pitch_px: u32,
    /// Samples per pixel (0 counts as 1).
    pub num_samples: u32,
    /// Fragments per pixel (0 means equal to `num_samples`; fewer is EQAA).
    pub num_frags: u32,
    /// Kind flags.
    pub flags: SurfaceFlags,
}

impl SurfaceInput {
    /// A single-level, single-slice, single-sample surface of `bpp`-bit
    /// elements on table entry `tile_index`, with no flags.
    pub const fn new(
        tile_index: TileIndex,
        bpp: u32,
        width_px: u32,
        height_px: u32,
    ) -> SurfaceInput {
        SurfaceInput {
            tile: TileSelect::Index(tile_index),
            format: Format::Plain,
            bpp,
            width_px,
            height_px,
            num_slices: 1,
            slice: 0,
            mip_level: 0,
            num_mip_levels: 1,
            base_pitch_px: 0,
            num_samples: 1,
            num_frags: 0,
            flags: SurfaceFlags::new(),
        }
    }
    /// With a block-compressed `format` (sets `bpp` to the block size).
    pub const fn with_format(mut self, format: Format) -> SurfaceInput {
        self.format = format;
        if let Some(b) = format.block_bits() {
            self.bpp = b;
        }
        self
    }
    /// With `num_samples` samples and `num_frags` fragments.
    pub const fn with_samples(mut self, num_samples: u32, num_frags: u32) -> SurfaceInput {
        self.num_samples = num_samples;
        self.num_frags = num_frags;
        self
    }
    /// As level `mip_level` of a chain of `num_mip_levels` whose level 0 has pixel pitch `base_pitch_px`.
    pub const fn with_mip(
        mut self,
        mip_level: u32,
        num_mip_levels: u32,
        base_pitch_px: u32,
    ) -> SurfaceInput {
        self.mip_level = mip_level;
        self.num_mip_levels = num_mip_levels;
        self.base_pitch_px = base_pitch_px;
        self
    }
}

/// The table entry a surface ended up on, if any.
///
/// ```
/// use gcn::tiling::config::{Config, Ps4TileMode, TileMode, TileType};
/// use gcn::tiling::surface::{surface_info, SurfaceFlags, SurfaceInput, TileEntry, TileSelect};
///
/// let input = SurfaceInput::new(Ps4TileMode::Display2dThin.index(), 32, 1920, 1080)
///     .with_flags(SurfaceFlags::new().with_color(true));
/// let info = surface_info(&Config::PS4, &input)?;
/// assert_eq!(info.tile_index, TileEntry::Index(Ps4TileMode::Display2dThin.index()));
/// assert_eq!(info.tile_index.to_addrlib(), 10);
///
/// // Linear general has no entry of its own.
/// let tile = TileSelect::Mode {
///     mode: TileMode::ADDR_TM_LINEAR_GENERAL,
///     tile_type: TileType::ADDR_DISPLAYABLE,
/// };
/// let info = surface_info(&Config::PS4, &SurfaceInput { tile, ..input })?;
/// assert_eq!((info.tile_index, info.tile_index.index()), (TileEntry::LinearGeneral, None));
/// # Ok::<(), gcn::tiling::Error>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TileEntry {
    /// `GB_TILE_MODE<n>`.
    Index(TileIndex),
    /// No table entry matches the final mode, type and pipe config (addrlib: -1).
    NoMatch,
    /// Linear general, which has no entry of its own (addrlib: -2).
    LinearGeneral,
}

impl TileEntry {
    /// addrlib's integer encoding (-1 no match, -2 linear general).
    pub const fn to_addrlib(self) -> i32 {
        match self {
            TileEntry::Index(i) => addrlib_index(i),
            TileEntry::NoMatch => -1,
            TileEntry::LinearGeneral => -2,
        }
    }
    /// The table index, if the surface has one.
    pub const fn index(self) -> Option<TileIndex> {
        match self {
            TileEntry::Index(i) => Some(i),
            _ => None,
        }
    }
    /// From addrlib's integer encoding: `0..=31` an entry, -2 linear general,
    /// anything else no match.
    pub(crate) const fn from_addrlib(index: i32) -> TileEntry {
        match index {
            TILE_INDEX_LINEAR_GENERAL => TileEntry::LinearGeneral,
            i if i >= 0 => match TileIndex::new(i as u32) {
                Ok(t) => TileEntry::Index(t),
                Err(_) => TileEntry::NoMatch,
            },
            _ => TileEntry::NoMatch,
        }
    }
}

/// The outputs of one surface-info query. Element counts are in elements
/// (4×4 blocks for BC formats), pixel counts in pixels.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SurfaceInfo {
    /// Padded pitch in elements.
    pub pitch_elems: u32,
    /// Padded height in elements.
    pub height_elems: u32,
    /// Padded slice count.
    pub depth_slices: u32,
    /// Size of the level (all slices) in bytes.
    pub surf_size_bytes: u64,
    /// Final tile mode after degradation.
    pub tile_mode: TileMode,
    /// Final micro-tile type.
    pub tile_type: TileType,
    /// Table entry matching the final mode.
    pub tile_index: TileEntry,
    /// `GB_MACROTILE_MODE` entry, `None` when the surface never used one.
    pub macro_mode_index: Option<u32>,
    /// Base address alignment in bytes.
    pub base_align_bytes: u32,
    /// Pitch alignment in elements.
    pub pitch_align_elems: u32,
    /// Height alignment in elements.
    pub height_align_elems: u32,
    /// Slice-count alignment (micro-tile thickness).
    pub depth_align_slices: u32,
    /// Bits per element (64/128 for BC1/BC3).
    pub bpp_bits: u32,
    /// Padded pitch in pixels.
    pub pixel_pitch_px: u32,
    /// Padded height in pixels.
    pub pixel_height_px: u32,
    /// Input bits per pixel.
    pub pixel_bits: u32,
    /// Bytes of the queried slice: `surf_size / depth`, plus the padding slices for the last
    /// slice of an array; the whole size for volumes.
    pub slice_size_bytes: u64,
    /// `pitch / 8 - 1` (wrapping, as the hardware field).
    pub pitch_tile_max: u32,
    /// `height / 8 - 1` (wrapping).
    pub height_tile_max: u32,
    /// `pitch * height / 64 - 1`, wrapping to `u32::MAX` below 64 elements as
    /// the address library does (a level of 2^32 elements or more is refused
    /// with [`Error::Overflow`] instead).
    pub slice_tile_max: u32,
    /// Effective sample count (fragments for EQAA).
    pub num_samples: u32,
    /// Texture-cache compatible: `tc_compatible` was asked for and the layout allows it (gfx8 only).
    pub tc_compatible: bool,
    /// DCC unsupported flag of the library.
    pub dcc_unsupport: bool,
    /// Macro-tile width in elements (0 if the surface never took the macro-tiled path).
    pub block_width_elems: u32,
    /// Macro-tile height in elements (0 if never macro tiled).
    pub block_height_elems: u32,
    /// Bank/pipe parameters used.
    pub tile_info: TileInfo,
}

// ---------------------------------------------------------------------------
// Checked arithmetic helpers.

/// `a op b` for each checked `u64` operation, with the error its failure
/// gives.
macro_rules! checked_ops {
    ($($name:ident = $op:ident or $error:ident;)*) => {
        $(
            pub(crate) const fn $name(a: u64, b: u64) -> Result<u64, Error> {
                match a.$op(b) {
                    Some(v) => Ok(v),
                    None => Err(Error::$error),
                }
            }
        )*
    };
}

checked_ops! {
    mul = checked_mul or Overflow;
    add = checked_add or Overflow;
    div = checked_div or InvalidParams;
    rem = checked_rem or InvalidParams;
}

pub(crate) const fn to_u32(v: u64) -> Result<u32, Error> {
    if v > u32::MAX as u64 {
        Err(Error::Overflow)
    } else {
        Ok(v as u32)
    }
}
/// Rounds `x` up to a multiple of the power of two `align`.
pub(crate) const fn pow2_align(x: u64, align: u64) -> Result<u64, Error> {
    if align == 0 {
        return Ok(x);
    }
    // align != 0 here.
    match x.checked_add(align.wrapping_sub(1)) {
        Some(v) => Ok(v & !align.wrapping_sub(1)),
        None => Err(Error::Overflow),
    }
}
/// Rounds `x` up to a multiple of `align` (any alignment).
pub(crate) const fn align_up(x: u64, align: u64) -> Result<u64, Error> {
    if align.is_power_of_two() {
        return pow2_align(x, align);
    }
    let s = ctry!(add(x, align.saturating_sub(1)));
    mul(ctry!(div(s, align)), align)
}
pub(crate) const fn next_pow2(x: u32) -> Result<u32, Error> {
    match x.checked_next_power_of_two() {
        Some(v) => Ok(if v == 0 { 1 } else { v }),
        None => Err(Error::Overflow),
    }
}
pub(crate) const fn bits_to_bytes(bits: u64) -> u64 {
    bits.div_ceil(8)
}

/// Working copy of the inputs (addrlib's `localIn`).
#[derive(Clone, Copy)]
struct Local {
    tile_mode: TileMode,
    tile_type: TileType,
    format: Format,
    bpp: u32,
    width: u32,
    height: u32,
    num_slices: u32,
    mip_level: u32,
    num_samples: u32,
    num_frags: u32,
    flags: SurfaceFlags,
    tile_info: TileInfo,
}

/// Working outputs (addrlib's `ADDR_COMPUTE_SURFACE_INFO_OUTPUT`).
#[derive(Clone, Copy)]
struct Out {
    pitch: u32,
    height: u32,
    depth: u32,
    surf_size: u64,
    tile_mode: TileMode,
    tile_type: TileType,
    tile_index: i32,
    macro_mode_index: i32,
    base_align: u32,
    pitch_align: u32,
    height_align: u32,
    depth_align: u32,
    num_samples: u32,
    tc_compatible: bool,
    dcc_unsupport: bool,
    block_width: u32,
    block_height: u32,
    tile_info: TileInfo,
}

impl Out {
    /// The outputs before [`hwl_surface_info`] fills them: `l`'s mode, type, samples and
    /// tile info, table entry `tile_index` and macro entry `macro_mode_index`, the rest 0.
    const fn start(l: &Local, tile_index: i32, macro_mode_index: i32) -> Out {
        Out {
            pitch: 0,
            height: 0,
            depth: 0,
            surf_size: 0,
            tile_mode: l.tile_mode,
            tile_type: l.tile_type,
            tile_index,
            macro_mode_index,
            base_align: 0,
            pitch_align: 0,
            height_align: 0,
            depth_align: 0,
            num_samples: l.num_samples,
            tc_compatible: false,
            dcc_unsupport: false,
            block_width: 0,
            block_height: 0,
            tile_info: l.tile_info,
        }
    }

    /// The macro-tile entry as the results report it: `None` for the negative markers.
    const fn macro_mode(&self) -> Option<u32> {
        if self.macro_mode_index >= 0 {
            Some(self.macro_mode_index as u32)
        } else {
            None
        }
    }
}

const ZERO_INFO: TileInfo = TileInfo {
    banks: 0,
    bank_width: 0,
    bank_height: 0,
    macro_aspect_ratio: 0,
    tile_split_bytes: 0,
    pipe_config: super::config::PipeConfig::ADDR_SURF_P2,
};

const TILE_INDEX_INVALID: i32 = -1;
const TILE_INDEX_LINEAR_GENERAL: i32 = -2;
const TILE_INDEX_NO_MACRO: i32 = -3;

/// Fragments a pixel: `num_frags`, or as many as the samples when 0 (addrlib's rule).
#[inline]
pub(crate) const fn fragments(num_frags: u32, num_samples: u32) -> u32 {
    if num_frags == 0 {
        num_samples
    } else {
        num_frags
    }
}

/// Whether the surface came without tile info (addrlib's all-zero `ADDR_TILEINFO`). Every
/// caller of [`hwl_surface_info`] passes the zero info exactly when it passes no table
/// entry (an entry's info always has banks), so the entry says it.
const fn has_no_tile_info(o: &Out) -> bool {
    o.tile_index == TILE_INDEX_INVALID
}

const fn mode_eq(a: TileMode, b: TileMode) -> bool {
    a.raw() == b.raw()
}
const fn type_eq(a: TileType, b: TileType) -> bool {
    a.raw() == b.raw()
}

/// The table index of addrlib's integer `index`.
const fn tile_index(index: i32) -> Result<TileIndex, Error> {
    if index < 0 {
        return Err(Error::TileIndexOutOfRange { index });
    }
    TileIndex::new(index as u32)
}

/// Table entry `index` (must be a valid index).
const fn entry(cfg: &Config, index: i32) -> Result<TileConfig, Error> {
    Ok(cfg.tile_mode(ctry!(tile_index(index))))
}

/// addrlib's integer encoding of a table entry.
const fn addrlib_index(index: TileIndex) -> i32 {
    // 0..=31.
    index.get() as i32
}

/// addrlib's `HwlComputeMacroModeIndex` in its integer encoding.
#[inline(always)]
const fn macro_mode_index(
    cfg: &Config,
    tile_index: i32,
    flags: SurfaceFlags,
    bpp: u32,
    num_samples: u32,
) -> Result<(i32, TileInfo), Error> {
    let (mi, info) = ctry!(cfg.macro_mode_index_ext(
        ctry!(self::tile_index(tile_index)),
        bpp,
        num_samples,
        flags.prt(),
        flags.fmask()
    ));
    Ok((
        match mi {
            Some(i) => i as i32,
            None => TILE_INDEX_NO_MACRO,
        },
        info,
    ))
}

/// Lib::DegradeLargeThickTile: thick tiles larger than a DRAM row become thinner.
const fn degrade_large_thick_tile(cfg: &Config, mode: TileMode, bpp: u32) -> TileMode {
    let thickness = mode.thickness();
    if thickness <= 1 {
        return mode;
    }
    // 64 x 8 x u32 fits in u64.
    let tile_size = (MICRO_TILE_PIXELS as u64)
        .wrapping_mul(thickness as u64)
        .wrapping_mul((bpp >> 3) as u64);
    let row = cfg.row_size_bytes as u64;
    if tile_size <= row {
        return mode;
    }
    match mode {
        TileMode::ADDR_TM_2D_TILED_XTHICK if (tile_size >> 1) <= row => {
            TileMode::ADDR_TM_2D_TILED_THICK
        }
        TileMode::ADDR_TM_3D_TILED_XTHICK if (tile_size >> 1) <= row => {
            TileMode::ADDR_TM_3D_TILED_THICK
        }
        m => thin_macro_mode(m),
    }
}

/// The thin twin of a thick or extra-thick 2D, 3D or PRT mode; other modes
/// (1D included) unchanged.
const fn thin_macro_mode(mode: TileMode) -> TileMode {
    match mode {
        TileMode::ADDR_TM_2D_TILED_XTHICK | TileMode::ADDR_TM_2D_TILED_THICK => {
            TileMode::ADDR_TM_2D_TILED_THIN1
        }
        TileMode::ADDR_TM_3D_TILED_XTHICK | TileMode::ADDR_TM_3D_TILED_THICK => {
            TileMode::ADDR_TM_3D_TILED_THIN1
        }
        TileMode::ADDR_TM_PRT_TILED_THICK => TileMode::ADDR_TM_PRT_TILED_THIN1,
        TileMode::ADDR_TM_PRT_2D_TILED_THICK => TileMode::ADDR_TM_PRT_2D_TILED_THIN1,
        TileMode::ADDR_TM_PRT_3D_TILED_THICK => TileMode::ADDR_TM_PRT_3D_TILED_THIN1,
        m => m,
    }
}

/// CiLib::HwlDegradeThickTileMode: Sea Islands keeps a thick mode even on
/// fewer slices than its thickness (the Evergreen rule of dropping to a
/// thinner mode is overridden), and the bytes per tile stay unchanged.
pub(crate) const fn degrade_thick_tile_mode(
    cfg: &Config,
    mode: TileMode,
    num_slices: u32,
    bytes_per_tile: u32,
) -> (TileMode, u32) {
    if !matches!(cfg.chip.gfx, Gfx::Gfx6) {
        return (mode, bytes_per_tile);
    }
    // EgBasedLib::HwlDegradeThickTileMode, which SiLib keeps: a thick mode on
    // fewer slices than its thickness becomes thinner, its tile bytes with it.
    match mode {
        TileMode::ADDR_TM_1D_TILED_THICK => (TileMode::ADDR_TM_1D_TILED_THIN1, bytes_per_tile >> 2),
        TileMode::ADDR_TM_2D_TILED_THICK => (TileMode::ADDR_TM_2D_TILED_THIN1, bytes_per_tile >> 2),
        TileMode::ADDR_TM_3D_TILED_THICK => (TileMode::ADDR_TM_3D_TILED_THIN1, bytes_per_tile >> 2),
        TileMode::ADDR_TM_2D_TILED_XTHICK if num_slices < 4 => {
            (TileMode::ADDR_TM_2D_TILED_THIN1, bytes_per_tile >> 3)
        }
        TileMode::ADDR_TM_2D_TILED_XTHICK => {
            (TileMode::ADDR_TM_2D_TILED_THICK, bytes_per_tile >> 1)
        }
        TileMode::ADDR_TM_3D_TILED_XTHICK if num_slices < 4 => {
            (TileMode::ADDR_TM_3D_TILED_THIN1, bytes_per_tile >> 3)
        }
        TileMode::ADDR_TM_3D_TILED_XTHICK => {
            (TileMode::ADDR_TM_3D_TILED_THICK, bytes_per_tile >> 1)
        }
        m => (m, bytes_per_tile),
    }
}

/// SiLib::HwlOverrideTileMode (gfx6): PRT modes become their non-PRT
/// counterparts with the PRT flag set; nothing else changes.
#[inline(always)]
const fn override_tile_mode_gfx6(l: &mut Local) {
    let mode = match l.tile_mode {
        TileMode::ADDR_TM_PRT_TILED_THIN1 => TileMode::ADDR_TM_2D_TILED_THIN1,
        TileMode::ADDR_TM_PRT_TILED_THICK | TileMode::ADDR_TM_PRT_2D_TILED_THICK => {
            TileMode::ADDR_TM_2D_TILED_THICK
        }
        TileMode::ADDR_TM_PRT_3D_TILED_THICK => TileMode::ADDR_TM_3D_TILED_THICK,
        m => m,
    };
    if !mode_eq(mode, l.tile_mode) {
        l.tile_mode = mode;
        l.flags = l.flags.with_prt(true);
    }
}

/// CiLib::HwlOverrideTileMode: PRT 2D/3D become plain PRT; BC formats on
/// thick modes become thin (non-Bonaire).
#[inline(always)]
const fn override_tile_mode(cfg: &Config, l: &mut Local) {
    if matches!(cfg.chip.gfx, Gfx::Gfx6) {
        override_tile_mode_gfx6(l);
        return;
    }
    // The PRT 2D and 3D modes (PRT with rotation) become plain PRT of their thickness.
    let mut mode = l.tile_mode;
    if mode.is_prt() && !mode.is_prt_no_rotation() {
        mode = if mode.thickness() > 1 {
            TileMode::ADDR_TM_PRT_TILED_THICK
        } else {
            TileMode::ADDR_TM_PRT_TILED_THIN1
        };
    }
    let mut ty = l.tile_type;
    if !cfg.is_bonaire && mode.thickness() > 1 && l.format.is_block_compressed() {
        mode = match mode {
            TileMode::ADDR_TM_1D_TILED_THICK => TileMode::ADDR_TM_1D_TILED_THIN1,
            m => thin_macro_mode(m),
        };
        if !mode_eq(mode, l.tile_mode) {
            ty = TileType::ADDR_NON_DISPLAYABLE;
        }
    }
    if !mode_eq(mode, l.tile_mode) {
        l.tile_mode = mode;
        l.tile_type = ty;
    }
}

/// The `GB_TILE_MODE` entry `CiLib::HwlSetupTileInfo` picks for a thin tile
/// type and mode when the caller gives no tile info.
const THIN_TILE_INDEX: [(TileType, TileMode, i32); 13] = [
    (
        TileType::ADDR_DEPTH_SAMPLE_ORDER,
        TileMode::ADDR_TM_1D_TILED_THIN1,
        5,
    ),
    (
        TileType::ADDR_DEPTH_SAMPLE_ORDER,
        TileMode::ADDR_TM_PRT_TILED_THIN1,
        6,
    ),
    (
        TileType::ADDR_DISPLAYABLE,
        TileMode::ADDR_TM_1D_TILED_THIN1,
        9,
    ),
    (
        TileType::ADDR_DISPLAYABLE,
        TileMode::ADDR_TM_2D_TILED_THIN1,
        10,
    ),
    (
        TileType::ADDR_DISPLAYABLE,
        TileMode::ADDR_TM_PRT_TILED_THIN1,
        11,
    ),
    (
        TileType::ADDR_NON_DISPLAYABLE,
        TileMode::ADDR_TM_1D_TILED_THIN1,
        13,
    ),
    (
        TileType::ADDR_NON_DISPLAYABLE,
        TileMode::ADDR_TM_2D_TILED_THIN1,
        14,
    ),
    (
        TileType::ADDR_NON_DISPLAYABLE,
        TileMode::ADDR_TM_3D_TILED_THIN1,
        15,
    ),
    (
        TileType::ADDR_NON_DISPLAYABLE,
        TileMode::ADDR_TM_PRT_TILED_THIN1,
        16,
    ),
    (TileType::ADDR_ROTATED, TileMode::ADDR_TM_1D_TILED_THIN1, 27),
    (TileType::ADDR_ROTATED, TileMode::ADDR_TM_2D_TILED_THIN1, 28),
    (
        TileType::ADDR_ROTATED,
        TileMode::ADDR_TM_PRT_TILED_THIN1,
        29,
    ),
    (
        TileType::ADDR_ROTATED,
        TileMode::ADDR_TM_PRT_2D_TILED_THIN1,
        30,
    ),
];

/// The tile-mode entry that `table` pairs with `key` (an element size or a
/// thickness), or [`TILE_INDEX_INVALID`].
fn entry_for(key: u32, table: &[(u32, i32)]) -> i32 {
    table
        .iter()
        .find(|&&(k, _)| k == key)
        .map_or(TILE_INDEX_INVALID, |&(_, index)| index)
}

/// The table entry `SiLib` and `CiLib::HwlSetupTileInfo` give a depth surface with
/// `num_samples` samples: 0 for 1, 1 for 2 or 4, 2 for 8, else none.
const fn depth_entry(num_samples: u32) -> i32 {
    match num_samples {
        1 => 0,
        2 | 4 => 1,
        8 => 2,
        _ => TILE_INDEX_INVALID,
    }
}

/// SiLib::HwlSetupTileInfo (gfx6): the entry for a surface without tile
/// info, chosen by role, element size and the type after its adjustment
/// (128-bit, thick, FMASK and PRT surfaces are thin, depth and stencil in
/// depth order); with tile info the type passes through and the index is
/// left for [`post_check_tile_index`] to find.
#[inline(never)]
fn setup_tile_info_gfx6(
    cfg: &Config,
    mode: TileMode,
    flags: SurfaceFlags,
    bpp: u32,
    num_samples: u32,
    in_type: TileType,
    o: &mut Out,
) -> Result<(), Error> {
    let thickness = mode.thickness();
    let mut ty = in_type;
    let mut index = TILE_INDEX_INVALID;
    if !mode.is_linear() {
        if bpp == 128 || thickness > 1 || flags.fmask() || flags.prt() {
            ty = TileType::ADDR_NON_DISPLAYABLE;
        }
        if flags.depth() || flags.stencil() {
            ty = TileType::ADDR_DEPTH_SAMPLE_ORDER;
        }
    }
    if has_no_tile_info(o) {
        if mode.is_macro_tiled() {
            if flags.prt() {
                if num_samples == 1 {
                    if flags.depth() {
                        index = entry_for(bpp, &[(16, 3), (32, 6)]);
                    } else {
                        index = entry_for(bpp, &[(8, 21), (16, 22), (32, 23), (64, 24), (128, 25)]);
                        if thickness > 1 && index >= 0 {
                            index = index.saturating_add(5);
                        }
                    }
                } else if flags.depth() {
                    index = entry_for(bpp, &[(16, 5), (32, 7)]);
                } else {
                    index = entry_for(bpp, &[(8, 23), (16, 24), (32, 25), (64, 30)]);
                }
            } else if flags.depth() || flags.stencil() {
                index = if !flags.compress_z() {
                    3
                } else if flags.stencil() {
                    0
                } else {
                    depth_entry(num_samples)
                };
            } else if type_eq(ty, TileType::ADDR_DISPLAYABLE) {
                index = entry_for(bpp, &[(8, 10), (16, 11), (32, 12), (64, 12)]);
            } else if thickness == 1 {
                let size = if flags.fmask() {
                    bpp.saturating_mul(num_samples)
                } else {
                    bpp
                };
                index = match size {
                    8 => 14,
                    16 => 15,
                    32 => 16,
                    64 => 17,
                    128 if !flags.fmask() => 17,
                    _ => TILE_INDEX_INVALID,
                };
            } else {
                index = entry_for(thickness, &[(4, 20), (8, 19)]);
            }
        } else if mode_eq(mode, TileMode::ADDR_TM_LINEAR_ALIGNED) {
            index = 8;
        } else if mode_eq(mode, TileMode::ADDR_TM_LINEAR_GENERAL) {
            index = TILE_INDEX_LINEAR_GENERAL;
        } else if flags.depth() || flags.stencil() {
            index = 4;
        } else if type_eq(ty, TileType::ADDR_DISPLAYABLE) {
            index = 9;
        } else if thickness == 1 {
            index = 13;
        } else {
            index = 18;
        }
        let e = if index == TILE_INDEX_LINEAR_GENERAL {
            Some(entry(cfg, 8)?)
        } else if index >= 0 {
            Some(entry(cfg, index)?)
        } else {
            None
        };
        if let Some(e) = e {
            o.tile_info = e.info;
            o.tile_type = e.tile_type;
        }
    } else {
        if flags.stencil() && o.tile_info.tile_split_bytes == 0 {
            o.tile_info = entry(cfg, 0)?.info;
        }
        o.tile_type = ty;
    }
    o.tile_index = index;
    Ok(())
}

/// The `GB_TILE_MODE` entry `CiLib::HwlSetupTileInfo` picks for a surface given by mode
/// and type without tile info (out of line: surfaces given by entry never take it).
#[inline(never)]
#[allow(clippy::too_many_arguments)]
fn ci_entry_without_info(
    cfg: &Config,
    mode: TileMode,
    ty: TileType,
    flags: SurfaceFlags,
    bpp: u32,
    num_samples: u32,
    tc: &mut bool,
    o: &mut Out,
) -> Result<i32, Error> {
    let thickness = mode.thickness();
    let mut index = TILE_INDEX_INVALID;
    if flags.depth() || flags.stencil() {
        let tile_size = depth_tile_bytes(thickness, bpp, num_samples);
        if (cfg.row_size_bytes as u64) < tile_size {
            *tc = false;
        }
        index = if *tc {
            // A TC-compatible depth surface is not split: the entry whose
            // split holds one whole micro tile.
            match tile_size {
                64 => 0,
                128 => 1,
                256 => 2,
                512 => 3,
                _ => 4,
            }
        } else {
            depth_entry(num_samples)
        };
    }
    if let Some(&(_, _, i)) = THIN_TILE_INDEX
        .iter()
        .find(|&&(t, m, _)| t == ty && m == mode)
    {
        index = i;
    }
    if thickness > 1 {
        let thick = type_eq(ty, TileType::ADDR_THICK) || cfg.is_bonaire;
        match mode {
            TileMode::ADDR_TM_1D_TILED_THICK => index = if thick { 19 } else { 18 },
            TileMode::ADDR_TM_2D_TILED_THICK => index = if thick { 20 } else { 24 },
            TileMode::ADDR_TM_3D_TILED_THICK => index = 21,
            TileMode::ADDR_TM_PRT_TILED_THICK => index = 22,
            TileMode::ADDR_TM_2D_TILED_XTHICK => index = 25,
            TileMode::ADDR_TM_3D_TILED_XTHICK => index = 26,
            _ => {}
        }
    }
    let prt_plain = mode_eq(mode, TileMode::ADDR_TM_PRT_TILED_THIN1)
        || mode_eq(mode, TileMode::ADDR_TM_PRT_TILED_THICK);
    let next_same = match entry(cfg, index.saturating_add(1)) {
        Ok(next) => mode_eq(next.mode, mode),
        Err(_) => false,
    };
    if cfg.pipes >= 8 && index >= 0 && prt_plain && next_same {
        let (_, ti) = ctry!(macro_mode_index(cfg, index, flags, bpp, num_samples));
        let bytes = ctry!(prt_macro_tile_bytes(bpp, num_samples, thickness, &ti));
        if bytes != 0x10000 {
            index = index.saturating_add(1);
            *tc = false;
            o.dcc_unsupport = true;
        }
    }
    Ok(index)
}

/// CiLib::HwlSetupTileInfo (gfx6: [`setup_tile_info_gfx6`]).
fn setup_tile_info(
    cfg: &Config,
    mode: TileMode,
    flags: SurfaceFlags,
    bpp: u32,
    num_samples: u32,
    in_type: TileType,
    o: &mut Out,
) -> Result<(), Error> {
    if matches!(cfg.chip.gfx, Gfx::Gfx6) {
        return setup_tile_info_gfx6(cfg, mode, flags, bpp, num_samples, in_type, o);
    }
    let thickness = mode.thickness();
    let mut ty = in_type;
    let index;
    let mut macro_index = TILE_INDEX_INVALID;
    // The TC-compatible flag only counts where the chip has DCC and TC support.
    let mut tc = flags.tc_compatible() && supports_dcc_and_tc(cfg);
    if !mode.is_linear() {
        if thickness > 1 {
            if cfg.is_bonaire {
                ty = TileType::ADDR_NON_DISPLAYABLE;
            } else if !cfg.allow_non_disp_thick_modes
                || !type_eq(ty, TileType::ADDR_NON_DISPLAYABLE)
                || mode.is_prt()
            {
                ty = TileType::ADDR_THICK;
            }
        } else if bpp == 128
            || flags.fmask()
            || mode_eq(mode, TileMode::ADDR_TM_3D_TILED_THIN1)
            || mode_eq(mode, TileMode::ADDR_TM_PRT_3D_TILED_THIN1)
        {
            ty = TileType::ADDR_NON_DISPLAYABLE;
        }
        if flags.depth() || flags.stencil() {
            ty = TileType::ADDR_DEPTH_SAMPLE_ORDER;
        }
    }
    if has_no_tile_info(o) {
        index = ctry!(ci_entry_without_info(
            cfg,
            mode,
            ty,
            flags,
            bpp,
            num_samples,
            &mut tc,
            o
        ));
    } else {
        index = o.tile_index;
        macro_index = o.macro_mode_index;
        o.tile_type = ty;
        if (flags.depth() || flags.stencil())
            && (cfg.row_size_bytes as u64) < depth_tile_bytes(thickness, bpp, num_samples)
        {
            tc = false;
        }
        if cfg.pipes != o.tile_info.pipe_config.num_pipes() {
            o.dcc_unsupport = true;
        }
    }
    if index != TILE_INDEX_INVALID && macro_index == TILE_INDEX_INVALID {
        let (mi, ti) = ctry!(macro_mode_index(cfg, index, flags, bpp, num_samples));
        o.tile_info = ti;
        o.tile_index = index;
        o.tile_type = ctry!(entry(cfg, index)).tile_type;
        o.macro_mode_index = mi;
    } else if mode_eq(mode, TileMode::ADDR_TM_LINEAR_GENERAL) {
        o.tile_index = TILE_INDEX_LINEAR_GENERAL;
        o.tile_info = ctry!(entry(cfg, 8)).info;
    } else if mode_eq(mode, TileMode::ADDR_TM_LINEAR_ALIGNED) {
        o.tile_index = 8;
        o.tile_info = ctry!(entry(cfg, 8)).info;
    }
    if tc {
        tc = check_tc_compatibility(cfg, &o.tile_info, bpp, mode, ty, o.tile_index);
    }
    o.tc_compatible = tc;
    Ok(())
}

/// Whether the chip has DCC and TC-compatible metadata (addrlib's
/// `SupportDccAndTcCompatibility`: the Volcanic Islands family, gfx8).
pub(crate) const fn supports_dcc_and_tc(cfg: &Config) -> bool {
    matches!(cfg.chip.gfx, Gfx::Gfx8)
}

/// Bytes of one depth micro tile of all samples: `thickness * bpp * samples * 8`.
const fn depth_tile_bytes(thickness: u32, bpp: u32, num_samples: u32) -> u64 {
    // Three u32 factors and 8 fit in u64 only when bounded: thickness is at
    // most 8 and bpp at most 128 here, so the product stays below 2^45.
    (thickness as u64)
        .wrapping_mul(bpp as u64)
        .wrapping_mul(num_samples as u64)
        .wrapping_mul(8)
}

/// CiLib::CheckTcCompatibility: whether a surface of `mode` can stay TC-compatible.
/// Linear and 1D modes cannot; a macro-tiled colour surface cannot when its
/// tile split (from table entry `tile_index`, or the entry its final
/// parameters match) exceeds the DRAM row.
fn check_tc_compatibility(
    cfg: &Config,
    info: &TileInfo,
    bpp: u32,
    mode: TileMode,
    ty: TileType,
    tile_index: i32,
) -> bool {
    if !mode.is_macro_tiled() {
        return false;
    }
    if type_eq(ty, TileType::ADDR_DEPTH_SAMPLE_ORDER) {
        return true;
    }
    let mut index = tile_index;
    if index == TILE_INDEX_INVALID && *info != ZERO_INFO {
        index = post_check_tile_index(cfg, info, mode, ty, index);
    }
    let Ok(e) = entry(cfg, index) else {
        return true;
    };
    // Non-depth entries hold a sample split factor (1..8); bpp is at most
    // 128 and thickness at most 8, so the products stay small.
    let tile_bytes_1x = bits_to_bytes(
        (bpp as u64)
            .wrapping_mul(MICRO_TILE_PIXELS as u64)
            .wrapping_mul(mode.thickness() as u64),
    );
    let split = (e.info.tile_split_bytes as u64).wrapping_mul(tile_bytes_1x);
    let color_tile_split = if split > 256 { split } else { 256 };
    (cfg.row_size_bytes as u64) >= color_tile_split
}

fn prt_macro_tile_bytes(
    bpp: u32,
    samples: u32,
    thickness: u32,
    ti: &TileInfo,
) -> Result<u64, Error> {
    let mut v = mul((bpp >> 3) as u64, 64)?;
    v = mul(v, samples as u64)?;
    v = mul(v, thickness as u64)?;
    v = mul(v, ti.pipes() as u64)?;
    v = mul(v, ti.banks as u64)?;
    v = mul(v, ti.bank_width as u64)?;
    mul(v, ti.bank_height as u64)
}

/// Lib::AdjustPitchAlignment.
const fn adjust_pitch_alignment(flags: SurfaceFlags, pitch_align: u32) -> Result<u32, Error> {
    if flags.display() || flags.overlay() {
        return to_u32(ctry!(pow2_align(pitch_align as u64, 32)));
    }
    Ok(pitch_align)
}

/// Lib::PadDimensions (CI's hook does nothing without DCC): the level's width, height and
/// slices padded to the pitch, height and depth alignments of `o`, as (pitch, height, slices).
/// The dimensions padded: all three, except for cube maps, whose level 0 (the library's
/// `padDims` 2) and single-slice higher levels pad pitch and height only.
#[inline(always)]
fn pad_dimensions(mode: TileMode, l: &Local, o: &Out) -> Result<(u32, u32, u32), Error> {
    let thickness = mode.thickness();
    let (mut pitch, mut height, mut slices) = (l.width, l.height, l.num_slices);
    let pad_dims = if !l.flags.cube() || (l.mip_level > 0 && slices > 1) {
        3
    } else {
        2
    };
    pitch = to_u32(align_up(pitch as u64, o.pitch_align as u64)?)?;
    if pad_dims > 1 {
        height = to_u32(align_up(height as u64, o.height_align as u64)?)?;
    }
    if pad_dims > 2 || thickness > 1 {
        if l.flags.cube() {
            slices = next_pow2(slices)?;
        }
        if thickness > 1 {
            slices = to_u32(pow2_align(slices as u64, o.depth_align as u64)?)?;
        }
    }
    Ok((pitch, height, slices))
}

/// CiLib::HwlPadDimensions: level 0 of a DCC-compatible multi-sample
/// macro-tiled surface (gfx8) whose first sample split is not a whole number
/// of DCC fast-clear blocks (`pipes * pipe interleave * 256` bytes) gets its
/// pitch, and `o.pitch_align`, widened until it is. Returns the pitch.
fn dcc_pad_pitch(
    cfg: &Config,
    mode: TileMode,
    l: &Local,
    o: &mut Out,
    pitch: u32,
    height: u32,
) -> Result<u32, Error> {
    let samples = o.num_samples;
    if !(supports_dcc_and_tc(cfg)
        && l.flags.dcc_compatible()
        && samples > 1
        && l.mip_level == 0
        && mode.is_macro_tiled())
    {
        return Ok(pitch);
    }
    // bpp is at most 128 here.
    let tile_bytes_per_sample = bits_to_bytes((l.bpp as u64).wrapping_mul(64));
    let samples_per_split = div(o.tile_info.tile_split_bytes as u64, tile_bytes_per_sample)?;
    if samples_per_split >= samples as u64 {
        return Ok(pitch);
    }
    let fast_clear_bytes = mul(
        mul(o.tile_info.pipes() as u64, cfg.pipe_interleave_bytes as u64)?,
        256,
    )?;
    // addrlib forms the split's bytes in 32 bits: a split that does not fit is refused.
    let split_bits = to_u32(mul(
        mul(mul(pitch as u64, height as u64)?, l.bpp as u64)?,
        samples_per_split,
    )?)?;
    let split_bytes = bits_to_bytes(split_bits as u64);
    if rem(split_bytes, fast_clear_bytes)? == 0 {
        return Ok(pitch);
    }
    let fast_clear_px = div(
        div(fast_clear_bytes, bits_to_bytes(l.bpp as u64))?,
        samples_per_split,
    )?;
    let macro_px = mul(o.pitch_align as u64, o.height_align as u64)?;
    if macro_px == 0 || fast_clear_px < macro_px || rem(fast_clear_px, macro_px)? != 0 {
        return Ok(pitch);
    }
    let mut pitch_in_macro = div(fast_clear_px, macro_px)?;
    let mut height_in_macro = div(height as u64, o.height_align as u64)?;
    while height_in_macro > 1
        && height_in_macro % 2 == 0
        && pitch_in_macro > 1
        && pitch_in_macro % 2 == 0
    {
        height_in_macro /= 2;
        pitch_in_macro /= 2;
    }
    let align = to_u32(mul(o.pitch_align as u64, pitch_in_macro)?)?;
    let padded = to_u32(align_up(pitch as u64, align as u64)?)?;
    o.pitch_align = align;
    Ok(padded)
}

/// EgBasedLib::ComputeSurfaceInfoLinear.
#[inline(never)]
fn surface_linear(cfg: &Config, l: &Local, o: &mut Out) -> Result<(), Error> {
    let samples = o.num_samples;
    let bpp = l.bpp;
    let bytes_pe = bits_to_bytes(bpp as u64);
    let (base_align, mut pitch_align) = if mode_eq(l.tile_mode, TileMode::ADDR_TM_LINEAR_GENERAL) {
        (if bpp > 8 { bpp / 8 } else { 1 }, 1u32)
    } else {
        let pa = if l.flags.interleaved() {
            let v = div(cfg.pipe_interleave_bytes as u64, bytes_pe)?;
            if v < 64 { 64 } else { v }
        } else {
            let v = div(64, bytes_pe)?;
            if v < 8 { 8 } else { v }
        };
        (cfg.pipe_interleave_bytes, to_u32(pa)?)
    };
    pitch_align = adjust_pitch_alignment(l.flags, pitch_align)?;
    o.base_align = base_align;
    o.pitch_align = pitch_align;
    o.height_align = 1;
    o.depth_align = 1;
    let (mut pitch, height, slices) = pad_dimensions(l.tile_mode, l, o)?;
    // SiLib::HwlGetSizeAdjustmentLinear.
    let slice_size = if mode_eq(l.tile_mode, TileMode::ADDR_TM_LINEAR_GENERAL) {
        bits_to_bytes(mul(
            mul(mul(pitch as u64, height as u64)?, bpp as u64)?,
            samples as u64,
        )?)
    } else {
        let per_interleave = div(cfg.pipe_interleave_bytes as u64, bytes_pe)?;
        let slice_align_px = if per_interleave < 64 {
            64
        } else {
            per_interleave
        };
        let mut p = pitch as u64;
        let mut px = mul(mul(p, height as u64)?, samples as u64)?;
        while rem(px, slice_align_px)? != 0 {
            p = add(p, pitch_align as u64)?;
            px = mul(mul(p, height as u64)?, samples as u64)?;
        }
        pitch = to_u32(p)?;
        let mut ha = 1u64;
        while rem(mul(p, ha)?, slice_align_px)? != 0 {
            ha = add(ha, 1)?;
        }
        o.height_align = to_u32(ha)?;
        bits_to_bytes(mul(px, bpp as u64)?)
    };
    o.pitch = pitch;
    o.height = height;
    o.depth = slices;
    o.surf_size = mul(slice_size, slices as u64)?;
    o.tile_mode = l.tile_mode;
    Ok(())
}

/// EgBasedLib::ComputeSurfaceInfoMicroTiled.
#[inline(always)]
fn surface_micro(cfg: &Config, l: &Local, o: &mut Out, mode_in: TileMode) -> Result<(), Error> {
    let mut mode = mode_in;
    let samples = o.num_samples;
    let bpp = l.bpp;
    let mut thickness = mode.thickness();
    if l.mip_level > 0 && mode_eq(mode, TileMode::ADDR_TM_1D_TILED_THICK) && l.num_slices < 4 {
        mode = degrade_thick_tile_mode(cfg, mode, l.num_slices, 64).0;
        if !mode_eq(mode, TileMode::ADDR_TM_1D_TILED_THICK) {
            thickness = 1;
        }
    }
    let base_align = cfg.pipe_interleave_bytes;
    let pitch_align = adjust_pitch_alignment(l.flags, MICRO_TILE_WIDTH)?;
    o.base_align = base_align;
    o.pitch_align = pitch_align;
    o.height_align = MICRO_TILE_HEIGHT;
    o.depth_align = thickness;
    let (pitch, height, slices) = pad_dimensions(mode, l, o)?;
    // SiLib::HwlGetSizeAdjustmentMicroTiled.
    let logical = |p: u64| -> Result<u64, Error> {
        Ok(bits_to_bytes(mul(
            mul(mul(p, height as u64)?, bpp as u64)?,
            samples as u64,
        )?))
    };
    let mut p = pitch as u64;
    let mut logical_size = logical(p)?;
    while rem(mul(logical_size, thickness as u64)?, base_align as u64)? != 0 {
        p = add(p, pitch_align as u64)?;
        logical_size = logical(p)?;
    }
    if l.flags.depth() && !l.flags.no_stencil() {
        let mut stencil = mul(p, height as u64)?;
        while rem(stencil, base_align as u64)? != 0 {
            p = add(p, pitch_align as u64)?;
            stencil = mul(p, height as u64)?;
        }
        if p != pitch as u64 {
            logical_size = mul(stencil, bits_to_bytes(bpp as u64))?;
        }
    }
    o.pitch = to_u32(p)?;
    o.height = height;
    o.depth = slices;
    o.surf_size = mul(logical_size, slices as u64)?;
    o.tile_mode = mode;
    Ok(())
}

/// Whether the bank parameters are ones the library accepts: banks 2, 4, 8 or 16, bank
/// width, bank height and macro aspect 1, 2, 4 or 8, no more aspect than banks, and a
/// pipe configuration with pipes.
#[inline(always)]
const fn sane_macro_info(ti: &TileInfo) -> bool {
    /// Whether `v` is below 32 and bit `v` of `accepted` is set.
    const fn one_of(v: u32, accepted: u32) -> bool {
        v < 32 && (accepted >> v) & 1 != 0
    }
    const BANKS: u32 = 1 << 2 | 1 << 4 | 1 << 8 | 1 << 16;
    const SMALL: u32 = 1 << 1 | 1 << 2 | 1 << 4 | 1 << 8;
    one_of(ti.banks, BANKS)
        && one_of(ti.bank_width, SMALL)
        && one_of(ti.bank_height, SMALL)
        && one_of(ti.macro_aspect_ratio, SMALL)
        && ti.banks >= ti.macro_aspect_ratio
        && ti.pipe_config.num_pipes() != 0
}

/// Bank-height alignment, in micro tiles of `tile_size` bytes: enough rows that one bank
/// holds a pipe interleave (`interleave / (tile_size * bank_width)`), at least 1.
fn bank_height_alignment(interleave: u64, tile_size: u64, ti: &TileInfo) -> Result<u64, Error> {
    let v = div(interleave, mul(tile_size, ti.bank_width as u64)?)?;
    Ok(if v < 1 { 1 } else { v })
}

/// Macro-aspect alignment of a single-sample surface:
/// `interleave / (tile_size * pipes * bank_width)`, at least 1.
fn macro_aspect_alignment(
    interleave: u64,
    tile_size: u64,
    pipes: u64,
    ti: &TileInfo,
) -> Result<u64, Error> {
    let v = div(
        interleave,
        mul(mul(tile_size, pipes)?, ti.bank_width as u64)?,
    )?;
    Ok(if v < 1 { 1 } else { v })
}

/// EgBasedLib::ComputeSurfaceAlignmentsMacroTiled. Mutates the tile info
/// (bank height / aspect alignment) like addrlib.
fn alignments_macro(
    cfg: &Config,
    mode: TileMode,
    bpp: u32,
    flags: SurfaceFlags,
    mip_level: u32,
    num_samples: u32,
    o: &mut Out,
) -> Result<(), Error> {
    if !sane_macro_info(&o.tile_info) {
        return Err(Error::InvalidParams);
    }
    let interleave = cfg.pipe_interleave_bytes as u64;
    let ti = &mut o.tile_info;
    let thickness = mode.thickness() as u64;
    let pipes = ti.pipes() as u64;
    // 64 * thickness (at most 8) * a u32 fits in u64.
    let micro = bits_to_bytes(mul(
        thickness.wrapping_mul(64).wrapping_mul(bpp as u64),
        num_samples as u64,
    )?);
    let tile_size = if (ti.tile_split_bytes as u64) < micro {
        ti.tile_split_bytes as u64
    } else {
        micro
    };
    let bank_height_align = bank_height_alignment(interleave, tile_size, ti)?;
    ti.bank_height = to_u32(pow2_align(ti.bank_height as u64, bank_height_align)?)?;
    if num_samples == 1 {
        let a = macro_aspect_alignment(interleave, tile_size, pipes, ti)?;
        ti.macro_aspect_ratio = to_u32(pow2_align(ti.macro_aspect_ratio as u64, a)?)?;
    }
    // No bank width or height reduction to fit the DRAM row: SiLib's hook for
    // it does nothing, and CiLib (gfx7, gfx8) inherits that hook, so every
    // generation keeps the bank layout aligned above.
    let t = *ti;
    // The sanity check bounds banks by 16 and bank width by 8, and pipes are at
    // most 16: with one u32 factor (aspect, bank height)
    // every product below but the last of `base` stays below 2^44.
    let width = (MICRO_TILE_WIDTH as u64)
        .wrapping_mul(t.bank_width as u64)
        .wrapping_mul(pipes)
        .wrapping_mul(t.macro_aspect_ratio as u64);
    let width = to_u32(width)?;
    o.pitch_align = adjust_pitch_alignment(flags, width)?;
    o.block_width = width;
    let height = div(
        (MICRO_TILE_HEIGHT as u64)
            .wrapping_mul(t.banks as u64)
            .wrapping_mul(t.bank_height as u64),
        t.macro_aspect_ratio as u64,
    )?;
    let height = to_u32(height)?;
    o.height_align = height;
    o.block_height = height;
    let base = mul(
        pipes
            .wrapping_mul(t.bank_width as u64)
            .wrapping_mul(t.banks as u64)
            .wrapping_mul(t.bank_height as u64),
        tile_size,
    )?;
    o.base_align = to_u32(base)?;
    if matches!(cfg.chip.gfx, Gfx::Gfx6) && mip_level == 0 && flags.prt() {
        prt_alignments_gfx6(bpp, num_samples, o)?;
    }
    Ok(())
}

/// SiLib::HwlComputeSurfaceAlignmentsMacroTiled (gfx6 only; CiLib replaces the
/// hook): level 0 of a PRT surface whose macro tile is smaller than a 64 KiB PRT
/// tile takes as many macro tiles as fill one in its pitch and base alignments.
fn prt_alignments_gfx6(bpp: u32, num_samples: u32, o: &mut Out) -> Result<(), Error> {
    const PRT_TILE_BYTES: u32 = 0x1_0000;
    // The library forms the macro-tile bytes in 32 bits.
    let macro_tile_bytes = o
        .block_width
        .wrapping_mul(o.block_height)
        .wrapping_mul(num_samples)
        .wrapping_mul(bpp)
        / 8;
    if macro_tile_bytes < PRT_TILE_BYTES {
        let count = div(PRT_TILE_BYTES as u64, macro_tile_bytes as u64)?;
        o.pitch_align = to_u32(mul(o.pitch_align as u64, count)?)?;
        o.base_align = to_u32(mul(o.base_align as u64, count)?)?;
    }
    Ok(())
}

/// EgBasedLib::ComputeSurfaceMipLevelTileMode: the mode a level above 0 really uses.
#[allow(clippy::too_many_arguments, clippy::collapsible_match)]
pub(crate) fn mip_level_tile_mode(
    cfg: &Config,
    base: TileMode,
    bpp: u32,
    pitch: u32,
    height: u32,
    num_slices: u32,
    num_samples: u32,
    pitch_align: u32,
    height_align: u32,
    ti: &TileInfo,
) -> Result<TileMode, Error> {
    let mut mode = base;
    let thickness = mode.thickness();
    let interleave = cfg.pipe_interleave_bytes as u64;
    let bpp_pow2 = next_pow2(bpp)? as u64;
    let mut bytes_per_tile = to_u32(bits_to_bytes(mul(
        mul(mul(MICRO_TILE_PIXELS as u64, thickness as u64)?, bpp_pow2)?,
        num_samples as u64,
    )?))?;
    if num_slices < thickness {
        let (m, b) = degrade_thick_tile_mode(cfg, mode, num_slices, bytes_per_tile);
        mode = m;
        bytes_per_tile = b;
    }
    if bytes_per_tile > ti.tile_split_bytes {
        bytes_per_tile = ti.tile_split_bytes;
    }
    let t1 = mul(
        mul(
            mul(bytes_per_tile as u64, ti.pipes() as u64)?,
            ti.bank_width as u64,
        )?,
        ti.macro_aspect_ratio as u64,
    )?;
    let t2 = mul(
        mul(bytes_per_tile as u64, ti.bank_width as u64)?,
        ti.bank_height as u64,
    )?;
    match mode {
        TileMode::ADDR_TM_2D_TILED_THIN1
        | TileMode::ADDR_TM_3D_TILED_THIN1
        | TileMode::ADDR_TM_PRT_TILED_THIN1
        | TileMode::ADDR_TM_PRT_2D_TILED_THIN1
        | TileMode::ADDR_TM_PRT_3D_TILED_THIN1 => {
            if pitch < pitch_align || height < height_align || interleave > t1 || interleave > t2 {
                mode = TileMode::ADDR_TM_1D_TILED_THIN1;
            }
        }
        TileMode::ADDR_TM_2D_TILED_THICK
        | TileMode::ADDR_TM_3D_TILED_THICK
        | TileMode::ADDR_TM_2D_TILED_XTHICK
        | TileMode::ADDR_TM_3D_TILED_XTHICK
        | TileMode::ADDR_TM_PRT_TILED_THICK
        | TileMode::ADDR_TM_PRT_2D_TILED_THICK
        | TileMode::ADDR_TM_PRT_3D_TILED_THICK => {
            if pitch < pitch_align || height < height_align {
                mode = TileMode::ADDR_TM_1D_TILED_THICK;
            }
        }
        _ => {}
    }
    Ok(mode)
}

/// EgBasedLib::ComputeSurfaceInfoMacroTiled.
fn surface_macro(
    cfg: &Config,
    l: &Local,
    o: &mut Out,
    mode_in: TileMode,
    depth: u32,
) -> Result<(), Error> {
    if depth > 4 {
        return Err(Error::InvalidParams);
    }
    let orig = mode_in;
    let mut mode = mode_in;
    let samples = o.num_samples;
    alignments_macro(cfg, mode, l.bpp, l.flags, l.mip_level, samples, o)?;
    let thickness = mode.thickness();
    if l.mip_level > 0 {
        mode = mip_level_tile_mode(
            cfg,
            mode,
            l.bpp,
            l.width,
            l.height,
            l.num_slices,
            samples,
            o.block_width,
            o.block_height,
            &o.tile_info,
        )?;
        if !mode.is_macro_tiled() {
            return surface_micro(cfg, l, o, mode);
        } else if thickness != mode.thickness() {
            return surface_macro(cfg, l, o, mode, depth.saturating_add(1));
        }
    }
    if !mode_eq(mode, orig) {
        alignments_macro(cfg, mode, l.bpp, l.flags, l.mip_level, samples, o)?;
    }
    o.depth_align = thickness;
    let (pitch, height, slices) = pad_dimensions(mode, l, o)?;
    let pitch = dcc_pad_pitch(cfg, mode, l, o, pitch, height)?;
    o.pitch = pitch;
    o.height = height;
    o.depth = slices;
    let bytes_per_slice = bits_to_bytes(mul(
        mul(mul(pitch as u64, height as u64)?, next_pow2(l.bpp)? as u64)?,
        samples as u64,
    )?);
    o.surf_size = mul(bytes_per_slice, slices as u64)?;
    o.tile_mode = mode;
    o.depth_align = thickness;
    Ok(())
}

/// CiLib::HwlPostCheckTileIndex: the table entry matching the final mode/type/pipe config.
/// The common case, the surface keeping its entry, is decided here (inlined); the search
/// for another entry is [`find_tile_index`].
#[inline(always)]
fn post_check_tile_index(
    cfg: &Config,
    info: &TileInfo,
    mode: TileMode,
    ty: TileType,
    cur: i32,
) -> i32 {
    if mode_eq(mode, TileMode::ADDR_TM_LINEAR_GENERAL) {
        return TILE_INDEX_LINEAR_GENERAL;
    }
    let macro_tiled = mode.is_macro_tiled();
    if matches!(cfg.chip.gfx, Gfx::Gfx6) {
        return post_check_tile_index_gfx6(cfg, info, mode, ty, cur, macro_tiled);
    }
    let keep = match entry(cfg, cur) {
        Ok(e) => {
            mode_eq(mode, e.mode)
                && !(macro_tiled && info.pipe_config.raw() != e.info.pipe_config.raw())
        }
        Err(_) => false,
    };
    if keep {
        return cur;
    }
    find_tile_index(cfg, info, mode, ty, macro_tiled)
}

/// CiLib::HwlPostCheckTileIndex when the surface does not keep its entry.
#[inline(never)]
fn find_tile_index(
    cfg: &Config,
    info: &TileInfo,
    mode: TileMode,
    ty: TileType,
    macro_tiled: bool,
) -> i32 {
    // The first entry of the mode (and type) that also has the pipe config (and
    // the depth tile split), found among the entries of the mode and type.
    let lookup = cfg.lookup();
    if !macro_tiled {
        let candidates = if mode_eq(mode, TileMode::ADDR_TM_LINEAR_ALIGNED) {
            lookup.of_mode(mode)
        } else {
            lookup.of(mode, ty)
        };
        return first_entry(candidates);
    }
    let mut candidates = lookup.of(mode, ty);
    let depth = type_eq(ty, TileType::ADDR_DEPTH_SAMPLE_ORDER);
    while candidates != 0 {
        let i = candidates.trailing_zeros();
        candidates &= candidates.wrapping_sub(1);
        let Ok(e) = entry(cfg, i as i32) else {
            break;
        };
        if info.pipe_config.raw() == e.info.pipe_config.raw()
            && (!depth || e.info.tile_split_bytes.min(cfg.row_size_bytes) == info.tile_split_bytes)
        {
            return i as i32;
        }
    }
    TILE_INDEX_INVALID
}

/// SiLib::HwlPostCheckTileIndex (gfx6): a macro-tiled surface keeps its entry
/// only when the whole tile info matches, and else takes the first entry with
/// the same mode, type and tile info.
fn post_check_tile_index_gfx6(
    cfg: &Config,
    info: &TileInfo,
    mode: TileMode,
    ty: TileType,
    cur: i32,
    macro_tiled: bool,
) -> i32 {
    let keep = match entry(cfg, cur) {
        Ok(e) => mode_eq(mode, e.mode) && !(macro_tiled && e.info != *info),
        Err(_) => false,
    };
    if keep {
        return cur;
    }
    let lookup = cfg.lookup();
    if mode_eq(mode, TileMode::ADDR_TM_LINEAR_ALIGNED) {
        return first_entry(lookup.of_mode(mode));
    }
    let mut candidates = lookup.of(mode, ty);
    if !macro_tiled {
        return first_entry(candidates);
    }
    while candidates != 0 {
        let i = candidates.trailing_zeros();
        candidates &= candidates.wrapping_sub(1);
        match entry(cfg, i as i32) {
            Ok(e) if e.info == *info => return i as i32,
            Ok(_) => {}
            Err(_) => break,
        }
    }
    TILE_INDEX_INVALID
}

/// The lowest entry of `mask`, or [`TILE_INDEX_INVALID`] for none.
const fn first_entry(mask: u32) -> i32 {
    if mask == 0 {
        TILE_INDEX_INVALID
    } else {
        // Below 32.
        mask.trailing_zeros() as i32
    }
}

/// CiLib / SiLib / EgBasedLib::HwlComputeSurfaceInfo: the chip-level part of
/// the computation, after the generic input preparation.
fn hwl_surface_info(cfg: &Config, l: &Local, tile_index: i32, o: &mut Out) -> Result<(), Error> {
    if tile_index == TILE_INDEX_INVALID {
        o.macro_mode_index = TILE_INDEX_INVALID;
    }
    o.tile_index = tile_index;
    if l.num_samples < l.num_frags {
        return Err(Error::InvalidSampleCount);
    }
    // EgBasedLib::DispatchComputeSurfaceInfo.
    let disp_mode = degrade_large_thick_tile(cfg, l.tile_mode, l.bpp);
    let frags = fragments(l.num_frags, l.num_samples);
    o.num_samples = frags;
    o.tile_info = l.tile_info;
    setup_tile_info(cfg, disp_mode, l.flags, l.bpp, frags, l.tile_type, o)?;
    if disp_mode.is_linear() {
        surface_linear(cfg, l, o)?;
    } else if disp_mode.is_micro_tiled() {
        surface_micro(cfg, l, o, disp_mode)?;
    } else if disp_mode.is_macro_tiled() {
        surface_macro(cfg, l, o, disp_mode, 0)?;
    } else {
        return Err(Error::InvalidParams);
    }
    let index = post_check_tile_index(cfg, &o.tile_info, o.tile_mode, o.tile_type, o.tile_index);
    o.tile_index = index;
    if o.tile_mode.is_macro_tiled() && o.macro_mode_index == TILE_INDEX_INVALID && index >= 0 {
        let (mi, _) = macro_mode_index(cfg, index, l.flags, l.bpp, l.num_samples)?;
        o.macro_mode_index = mi;
    }
    // CiLib: a level above 0 whose mode changed is checked again.
    if l.mip_level > 0
        && o.tc_compatible
        && !mode_eq(o.tile_mode, l.tile_mode)
        && supports_dcc_and_tc(cfg)
    {
        o.tc_compatible = check_tc_compatibility(
            cfg,
            &o.tile_info,
            l.bpp,
            o.tile_mode,
            o.tile_type,
            o.tile_index,
        );
    }
    Ok(())
}

/// FMASK layout (addrlib's `ADDR_COMPUTE_FMASK_INFO_OUTPUT`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct FmaskInfo {
    /// Pitch in elements (pixels).
    pub pitch_elems: u32,
    /// Height in elements.
    pub height_elems: u32,
    /// Padded slice count.
    pub num_slices: u32,
    /// Total bytes.
    pub fmask_bytes: u64,
    /// Base alignment in bytes.
    pub base_align_bytes: u32,
    /// Pitch alignment in elements.
    pub pitch_align_elems: u32,
    /// Height alignment in elements.
    pub height_align_elems: u32,
    /// FMASK bits per element.
    pub bpp_bits: u32,
    /// Sample count the FMASK surface is laid out with.
    pub num_samples: u32,
    /// Table entry of the FMASK surface.
    pub tile_index: TileEntry,
    /// Macro-tile entry.
    pub macro_mode_index: Option<u32>,
    /// Bytes per slice.
    pub slice_size_bytes: u64,
    /// Bank/pipe parameters.
    pub tile_info: TileInfo,
}

/// The inputs of an FMASK query: the colour surface's padded size and sample counts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct FmaskInput {
    /// Tile mode of the colour surface: 2D or 3D thin.
    pub tile_mode: TileMode,
    /// Padded pitch of the colour surface in pixels.
    pub pitch_px: u32,
    /// Padded height in pixels.
    pub height_px: u32,
    /// Slices.
    pub num_slices: u32,
    /// Samples per pixel (2, 4, 8 or 16).
    pub num_samples: u32,
    /// Fragments per pixel (0 = `num_samples`).
    pub num_frags: u32,
    /// Layout of a resolved FMASK.
    pub resolved: bool,
    /// The colour surface's `GB_TILE_MODE` entry, which gfx6 starts from
    /// (`None`: chosen by the FMASK element size). gfx7 and gfx8 ignore it and
    /// take entry 14 (2D) or 15 (3D).
    pub tile_index: Option<TileIndex>,
}

/// FMASK bits per element and the sample count of its surface (SiLib::HwlComputeFmaskBits).
pub(crate) const fn fmask_bits(
    num_samples: u32,
    num_frags: u32,
    resolved: bool,
) -> Result<(u32, u32), Error> {
    let frags = fragments(num_frags, num_samples);
    if frags != num_samples {
        if frags > 8 || !frags.is_power_of_two() {
            return Err(Error::InvalidSampleCount);
        }
        Ok(if !resolved {
            match frags {
                1 => (1, if num_samples == 16 { 16 } else { 8 }),
                2 => (2, num_samples),
                _ => (4, num_samples),
            }
        } else {
            match frags {
                1 => (if num_samples == 16 { 16 } else { 8 }, 1),
                2 => (num_samples.saturating_mul(2), 1),
                4 => (num_samples.saturating_mul(4), 1),
                _ => (64, 1),
            }
        })
    } else if !resolved {
        let planes = match num_samples {
            2 => 1,
            4 => 2,
            8 => 4,
            _ => return Err(Error::InvalidSampleCount),
        };
        Ok((planes, if num_samples == 2 { 8 } else { num_samples }))
    } else {
        let bpp = match num_samples {
            2 | 4 => 8,
            8 => 32,
            _ => return Err(Error::InvalidSampleCount),
        };
        Ok((bpp, 1))
    }
}

/// FMASK size and alignment for a multi-sample colour surface
/// (`AddrComputeFmaskInfo`, CI: the FMASK uses table entry 14 for 2D and 15
/// for 3D thin surfaces).
///
/// # Errors
/// [`Error::InvalidSampleCount`] for one sample or an unsupported
/// sample/fragment combination, [`Error::InvalidParams`] for a thick or
/// non-macro-tiled mode, [`Error::Overflow`].
pub fn fmask_info(cfg: &Config, input: &FmaskInput) -> Result<FmaskInfo, Error> {
    if input.tile_mode.thickness() != 1 || !input.tile_mode.is_macro_tiled() {
        return Err(Error::InvalidParams);
    }
    if input.num_samples <= 1 || input.num_samples > 16 || !input.num_samples.is_power_of_two() {
        return Err(Error::InvalidSampleCount);
    }
    if input.pitch_px > MAX_DIMENSION
        || input.height_px > MAX_DIMENSION
        || input.num_slices > MAX_DIMENSION
    {
        return Err(Error::InvalidParams);
    }
    let tile_index: i32 = if mode_eq(input.tile_mode, TileMode::ADDR_TM_2D_TILED_THIN1) {
        14
    } else {
        15
    };
    let samples = input.num_samples;
    let frags = fragments(input.num_frags, samples);
    if frags > samples || !frags.is_power_of_two() {
        return Err(Error::InvalidSampleCount);
    }
    // CiLib::HwlComputeFmaskInfo's element size for choosing the macro mode.
    let mut mbpp = frags.ilog2();
    if samples > frags {
        mbpp = mbpp.wrapping_add(1); // ilog2 of a u32 is below 32
    }
    if mbpp == 3 {
        mbpp = 4;
    }
    let mbpp = mbpp.saturating_mul(samples).max(8);
    let flags = SurfaceFlags::new().with_fmask(true);
    let (tile_index, mi, info) = if matches!(cfg.chip.gfx, Gfx::Gfx6) {
        // SiLib: the surface starts from the caller's entry as it stands, and
        // FMASK reports no macro-mode index.
        match input.tile_index {
            Some(t) => (addrlib_index(t), TILE_INDEX_INVALID, cfg.tile_mode(t).info),
            None => (TILE_INDEX_INVALID, TILE_INDEX_INVALID, ZERO_INFO),
        }
    } else {
        let (mi, info) = macro_mode_index(cfg, tile_index, flags, mbpp, samples)?;
        (tile_index, mi, info)
    };
    // EgBasedLib::DispatchComputeFmaskInfo: a thin non-displayable surface of FMASK elements.
    let (bpp, surf_samples) = fmask_bits(samples, input.num_frags, input.resolved)?;
    if bpp == 0 {
        return Err(Error::InvalidSampleCount);
    }
    let l = Local {
        tile_mode: input.tile_mode,
        tile_type: TileType::ADDR_NON_DISPLAYABLE,
        format: Format::Plain,
        bpp,
        width: input.pitch_px,
        height: input.height_px,
        num_slices: input.num_slices,
        mip_level: 0,
        num_samples: surf_samples,
        num_frags: 0,
        flags,
        tile_info: info,
    };
    let mut o = Out::start(&l, tile_index, mi);
    hwl_surface_info(cfg, &l, tile_index, &mut o)?;
    let index = post_check_tile_index(
        cfg,
        &o.tile_info,
        input.tile_mode,
        TileType::ADDR_NON_DISPLAYABLE,
        o.tile_index,
    );
    let slice_size = if o.depth > 1 {
        div(o.surf_size, o.depth as u64)?
    } else {
        o.surf_size
    };
    Ok(FmaskInfo {
        pitch_elems: o.pitch,
        height_elems: o.height,
        num_slices: o.depth,
        fmask_bytes: o.surf_size,
        base_align_bytes: o.base_align,
        pitch_align_elems: o.pitch_align,
        height_align_elems: o.height_align,
        bpp_bits: bpp,
        num_samples: o.num_samples,
        tile_index: TileEntry::from_addrlib(index),
        macro_mode_index: o.macro_mode(),
        slice_size_bytes: slice_size,
        tile_info: o.tile_info,
    })
}

/// Computes the layout of one mip level of a surface, as addrlib's
/// `AddrComputeSurfaceInfo` does on the SI/CI path.
///
/// # Errors
/// * [`Error::InvalidBpp`]: `bpp` above 128, or 0 for a plain format.
/// * [`Error::ThickMultisample`]: a thick table mode with more than one sample.
/// * [`Error::InvalidSampleCount`]: more fragments than samples.
/// * [`Error::InvalidParams`]: a dimension above [`MAX_DIMENSION`], `ADDR_TM_UNKNOWN`,
///   or tile parameters the library rejects.
/// * [`Error::Overflow`]: a size that does not fit, including a padded pitch × height
///   of 2^32 elements or more (the address library's 32-bit slice tile count).
pub fn surface_info(cfg: &Config, input: &SurfaceInput) -> Result<SurfaceInfo, Error> {
    if input.width_px > MAX_DIMENSION
        || input.height_px > MAX_DIMENSION
        || input.num_slices > MAX_DIMENSION
        || input.base_pitch_px > MAX_DIMENSION
        || input.num_samples > 16
        || input.num_frags > 16
        || input.mip_level > 31
    {
        return Err(Error::InvalidParams);
    }
    let (tile_index, mode, ty) = match input.tile {
        TileSelect::Index(i) => {
            let e = cfg.tile_mode(i);
            (addrlib_index(i), e.mode, e.tile_type)
        }
        TileSelect::Mode { mode, tile_type } => (TILE_INDEX_INVALID, mode, tile_type),
    };
    if input.bpp > 128 {
        return Err(Error::InvalidBpp);
    }
    // ADDR_TM_UNKNOWN and the values above it have thickness 0.
    if mode.thickness() == 0 || mode.is_bank_swapped() {
        return Err(Error::InvalidParams);
    }
    if mode.thickness() > 1 && input.num_samples > 1 {
        return Err(Error::ThickMultisample);
    }
    let mut l = Local {
        tile_mode: mode,
        tile_type: ty,
        format: input.format,
        bpp: input.bpp,
        width: input.width_px,
        height: input.height_px,
        num_slices: input.num_slices,
        mip_level: input.mip_level,
        num_samples: if input.num_samples == 0 {
            1
        } else {
            input.num_samples
        },
        num_frags: input.num_frags,
        flags: input.flags,
        tile_info: ZERO_INFO,
    };
    let base_pitch = input.base_pitch_px;
    // Lib::ComputeMipLevel + SiLib::HwlComputeMipLevel.
    if l.format.is_block_compressed() && l.mip_level == 0 {
        l.width = to_u32(pow2_align(l.width as u64, 4)?)?;
        l.height = to_u32(pow2_align(l.height as u64, 4)?)?;
    }
    if l.mip_level > 0 && base_pitch != 0 {
        l.width = (base_pitch >> l.mip_level).max(1);
    }
    let pixel_bits = l.bpp;
    let mut o = Out::start(&l, TILE_INDEX_INVALID, TILE_INDEX_INVALID);
    if let Some(bits) = l.format.block_bits() {
        l.bpp = bits;
        l.width = l.width.div_ceil(4).max(1);
        l.height = l.height.div_ceil(4).max(1);
    } else if l.bpp != 0 {
        l.width = l.width.max(1);
        l.height = l.height.max(1);
    } else {
        return Err(Error::InvalidBpp);
    }
    // Lib::PostComputeMipLevel.
    if l.flags.pow2_pad() {
        l.width = next_pow2(l.width)?;
        l.height = next_pow2(l.height)?;
        l.num_slices = next_pow2(l.num_slices)?;
    } else if l.mip_level > 0 {
        l.width = next_pow2(l.width)?;
        l.height = next_pow2(l.height)?;
        if !l.flags.cube() {
            l.num_slices = next_pow2(l.num_slices)?;
        }
    }
    // Tile index -> mode, type and bank parameters.
    if let TileSelect::Index(index) = input.tile {
        let frags = fragments(l.num_frags, l.num_samples);
        let (mi, info) =
            cfg.macro_mode_index_ext(index, l.bpp, frags, l.flags.prt(), l.flags.fmask())?;
        l.tile_info = info;
        o.macro_mode_index = match mi {
            // Below 16.
            Some(i) => i as i32,
            None => TILE_INDEX_NO_MACRO,
        };
    }
    // Lib::ComputeSurfaceInfo: HwlOverrideTileMode + OptimizeTileMode (no-op without opt flags).
    override_tile_mode(cfg, &mut l);
    hwl_surface_info(cfg, &l, tile_index, &mut o)?;
    // Lib::ComputeSurfaceInfo epilogue.
    let (pixel_pitch, pixel_height) = if l.format.is_block_compressed() {
        (
            o.pitch.saturating_mul(4).max(1),
            o.height.saturating_mul(4).max(1),
        )
    } else {
        (o.pitch, o.height)
    };
    let slice_size = if l.flags.volume() {
        o.surf_size
    } else {
        let mut s = div(o.surf_size, o.depth as u64)?;
        if input.num_slices > 1 && input.slice == input.num_slices.wrapping_sub(1) {
            let extra = match o.depth.checked_sub(input.num_slices) {
                Some(v) => v,
                None => return Err(Error::Overflow),
            };
            s = add(s, mul(s, extra as u64)?)?;
        }
        s
    };
    // addrlib forms pitch × height in 32 bits for the slice tile count: a
    // level that does not fit is refused rather than given a wrapped count.
    let slice_elems = to_u32(mul(o.pitch as u64, o.height as u64)?)?;
    Ok(SurfaceInfo {
        pitch_elems: o.pitch,
        height_elems: o.height,
        depth_slices: o.depth,
        surf_size_bytes: o.surf_size,
        tile_mode: o.tile_mode,
        tile_type: o.tile_type,
        tile_index: TileEntry::from_addrlib(o.tile_index),
        macro_mode_index: o.macro_mode(),
        base_align_bytes: o.base_align,
        pitch_align_elems: o.pitch_align,
        height_align_elems: o.height_align,
        depth_align_slices: o.depth_align,
        bpp_bits: l.bpp,
        pixel_pitch_px: pixel_pitch,
        pixel_height_px: pixel_height,
        pixel_bits,
        slice_size_bytes: slice_size,
        pitch_tile_max: (o.pitch / 8).wrapping_sub(1),
        height_tile_max: (o.height / 8).wrapping_sub(1),
        slice_tile_max: (slice_elems / 64).wrapping_sub(1),
        num_samples: o.num_samples,
        tc_compatible: o.tc_compatible,
        dcc_unsupport: o.dcc_unsupport,
        block_width_elems: o.block_width,
        block_height_elems: o.block_height,
        tile_info: o.tile_info,
    })
}

with_fields! {
    SurfaceInput {
        /// With `flags`.
        with_flags(flags: SurfaceFlags),
        /// With `num_slices` slices.
        with_slices(num_slices: u32),
    }
}
