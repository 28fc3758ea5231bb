//! Metadata surfaces: CMASK (colour), HTILE (depth) and FMASK (multi-sample
//! colour) sizes and addresses, as addrlib computes them on the SI/CI path.
//!
//! CMASK holds 4 bits and HTILE 32 bits per 8×8-pixel tile. Both are laid
//! out in "cache lines" of tiles spread over the pipes like the surface they
//! describe:
//!
//! ```text
//!  metadata   bits/tile   cache line        macro block (8 pipes, tiled)
//!  ---------  ---------   ---------------   -------------------------------
//!  CMASK      4           1024 bits         256 tiles per pipe -> e.g. 128x256 px
//!  HTILE      32          16384 bits        512 tiles per pipe -> e.g. 256x512 px
//! ```
//!
//! The linear layouts use square blocks of 4×4 or 8×8 tiles depending on the
//! pipe configuration.
//!
//! gfx8 adds DCC keys ([`dcc_info`]: one byte per 256 bytes of colour
//! surface) and TC-compatible HTILE and CMASK ([`MetaInput::tc_compatible`],
//! [`htile_addr_tc`], [`cmask_addr_tc`]), whose elements are found from the
//! data surface's byte address: its pipe and bank bits are kept and the rest
//! counts 8×8-element blocks.
//!
//! ```
//! use gcn::tiling::config::{Config, Ps4TileMode};
//! use gcn::tiling::meta::{cmask_info, htile_info, MetaInput, MetaTile};
//! use gcn::tiling::surface::TileEntry;
//!
//! // A 1920x1152 colour surface on Display2dThin (macro mode 2 for 32 bpp).
//! let tile = MetaTile::Index(TileEntry::Index(Ps4TileMode::Display2dThin.index()), Some(2));
//! let cmask = cmask_info(&Config::PS4, &MetaInput::new(1920, 1152, 1, tile)).unwrap();
//! // 1024-bit cache lines of 4-bit elements: 64x4 tiles per pipe, 8 pipes high.
//! assert_eq!((cmask.macro_width_px, cmask.macro_height_px), (512, 256));
//! assert_eq!((cmask.pitch_px, cmask.height_px), (2048, 1280));
//!
//! // HTILE of a 1920x1088 depth surface on Depth2dThin64 (macro mode 0).
//! let tile = MetaTile::Index(TileEntry::Index(Ps4TileMode::Depth2dThin64.index()), Some(0));
//! let htile = htile_info(&Config::PS4, &MetaInput::new(1920, 1088, 1, tile)).unwrap();
//! assert_eq!(htile.bpp, 32);
//! assert_eq!(htile.htile_bytes % 2048, 0);
//! ```

pub use super::surface::{FmaskInfo, FmaskInput, fmask_info};

use super::Error;
use super::addr::{
    AddrSurface, AddrTiling, ElementCoord, SurfaceAddresser, Swizzle, pipe_hash, pixel_index,
};
use super::config::{
    Config, Gfx, MICRO_TILE_HEIGHT, MICRO_TILE_WIDTH, PipeConfig, TileInfo, TileMode, TileType,
};
use super::surface::{
    MAX_DIMENSION, TileEntry, add, bits_to_bytes, div, mul, pow2_align, rem, to_u32,
};

/// Bits of one HTILE cache line (512 × 32).
pub const HTILE_CACHE_BITS: u32 = 16384;
/// Bits of one CMASK cache line.
pub const CMASK_CACHE_BITS: u32 = 1024;
/// Bits of one CMASK element (per 8×8 tile).
pub const CMASK_ELEM_BITS: u32 = 4;
/// Bits of one HTILE element (per 8×8 tile).
pub const HTILE_ELEM_BITS: u32 = 32;
/// Largest CMASK `BLOCK_MAX` the hardware field holds (14 bits).
pub const CMASK_BLOCK_MAX_LIMIT: u32 = 0x3FFF;

/// Which bank/pipe parameters the metadata follows.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MetaTile {
    /// The surface's final tile index and macro-mode index (from [`super::surface::SurfaceInfo`]).
    Index(TileEntry, Option<u32>),
    /// Explicit tile info (for surfaces without a table entry).
    Info(TileInfo),
}

/// The surface a CMASK or HTILE describes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct MetaInput {
    /// Padded pitch of the surface in pixels.
    pub pitch_px: u32,
    /// Padded height of the surface in pixels.
    pub height_px: u32,
    /// Slices.
    pub num_slices: u32,
    /// Linear metadata layout instead of the tiled one.
    pub is_linear: bool,
    /// TC-compatible (shader-readable) metadata: addrlib's `flags.tcCompatible` (see [`htile_info`]).
    pub tc_compatible: bool,
    /// Bank/pipe parameters.
    pub tile: MetaTile,
}

impl MetaInput {
    /// Tiled metadata for a `pitch_px` × `height_px` surface of `num_slices` slices.
    pub const fn new(pitch_px: u32, height_px: u32, num_slices: u32, tile: MetaTile) -> MetaInput {
        MetaInput {
            pitch_px,
            height_px,
            num_slices,
            is_linear: false,
            tc_compatible: false,
            tile,
        }
    }
}

/// HTILE layout (addrlib's `ADDR_COMPUTE_HTILE_INFO_OUTPUT`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct HtileInfo {
    /// Pitch covered, in pixels (aligned to the macro width).
    pub pitch_px: u32,
    /// Height covered, in pixels.
    pub height_px: u32,
    /// Total HTILE bytes, aligned as a whole to `2048 * pipes`.
    pub htile_bytes: u64,
    /// Base alignment in bytes.
    pub base_align_bytes: u32,
    /// Bits per 8×8 tile (32).
    pub bpp: u32,
    /// Macro (cache line) width in pixels.
    pub macro_width_px: u32,
    /// Macro height in pixels.
    pub macro_height_px: u32,
    /// Bytes per slice.
    pub slice_size_bytes: u64,
    /// Slices interleaved: a slice is not a whole number of `base_align_bytes` (TC-compatible HTILE only).
    pub slice_interleaved: bool,
    /// A slice is a whole number of `base_align_bytes`, so the next mip level can be compressed (TC-compatible HTILE only).
    pub next_mip_level_compressible: bool,
    /// Laid out TC-compatible: the input's [`MetaInput::tc_compatible`] (addrlib's `flags.tcCompatible`).
    pub tc_compatible: bool,
}

/// CMASK layout (addrlib's `ADDR_COMPUTE_CMASK_INFO_OUTPUT`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct CmaskInfo {
    /// Pitch covered in pixels.
    pub pitch_px: u32,
    /// Height covered in pixels (grown until a slice is base-aligned).
    pub height_px: u32,
    /// Total CMASK bytes.
    pub cmask_bytes: u64,
    /// Base alignment in bytes.
    pub base_align_bytes: u32,
    /// `CB_COLOR*_CMASK_SLICE.TILE_MAX`: pitch × height / 128² − 1.
    pub block_max: u32,
    /// Macro (cache line) width in pixels.
    pub macro_width_px: u32,
    /// Macro height in pixels.
    pub macro_height_px: u32,
    /// Bytes per slice.
    pub slice_size_bytes: u64,
}

/// A metadata element's location: byte address and bit within the byte.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct MetaAddress {
    /// Byte offset from the metadata base.
    pub addr: u64,
    /// Bit position inside the byte (CMASK: 0 or 4).
    pub bit_position: u32,
}

/// Bank/pipe parameters for metadata (addrlib: `HwlSetupTileCfg` with bpp 0).
pub(crate) fn resolve_tile(cfg: &Config, input: &MetaInput) -> Result<TileInfo, Error> {
    if input.pitch_px > MAX_DIMENSION
        || input.height_px > MAX_DIMENSION
        || input.num_slices > MAX_DIMENSION
    {
        return Err(Error::InvalidParams);
    }
    let info = match input.tile {
        MetaTile::Info(i) => i,
        MetaTile::Index(TileEntry::LinearGeneral, _) => TileInfo::PLACEHOLDER,
        MetaTile::Index(TileEntry::NoMatch, _) => {
            return Err(Error::TileIndexOutOfRange { index: -1 });
        }
        MetaTile::Index(TileEntry::Index(i), mi) => cfg.setup_tile_cfg(0, i, mi)?.0,
    };
    if info.pipes() == 0 {
        return Err(Error::InvalidParams);
    }
    Ok(info)
}

/// Lib::ComputeTileDataWidthAndHeight / CiLib::HwlComputeTileDataWidthAndHeightLinear
/// (gfx6: SiLib's, which pads to 8 tiles for three pipe configurations only).
fn tile_data_width_height(
    cfg: &Config,
    bpp: u32,
    cache_bits: u32,
    info: &TileInfo,
    linear: bool,
) -> (u32, u32) {
    if linear {
        // Pipe configurations padded to 8 micro tiles, else 4.
        let eight = if matches!(cfg.chip.gfx, Gfx::Gfx6) {
            matches!(
                info.pipe_config,
                PipeConfig::ADDR_SURF_P8_32x64_32x32
                    | PipeConfig::ADDR_SURF_P16_32x32_8x16
                    | PipeConfig::ADDR_SURF_P8_32x32_16x16
            )
        } else {
            matches!(
                info.pipe_config,
                PipeConfig::ADDR_SURF_P16_32x32_8x16
                    | PipeConfig::ADDR_SURF_P16_32x32_16x16
                    | PipeConfig::ADDR_SURF_P8_32x64_32x32
                    | PipeConfig::ADDR_SURF_P8_32x32_16x32
                    | PipeConfig::ADDR_SURF_P8_32x32_16x16
                    | PipeConfig::ADDR_SURF_P8_32x32_8x16
                    | PipeConfig::ADDR_SURF_P4_32x32
            )
        };
        let n: u32 = if eight { 8 } else { 4 };
        // n is 4 or 8.
        return (
            n.wrapping_mul(MICRO_TILE_WIDTH),
            n.wrapping_mul(MICRO_TILE_HEIGHT),
        );
    }
    let pipes = info.pipes();
    let mut height = 1u32;
    let mut width = cache_bits.checked_div(bpp).unwrap_or(0);
    while width > height.saturating_mul(2).saturating_mul(pipes) && width & 1 == 0 {
        width /= 2;
        height = height.saturating_mul(2);
    }
    (
        width.saturating_mul(8),
        height.saturating_mul(8).saturating_mul(pipes),
    )
}

fn htile_info_inner(cfg: &Config, input: &MetaInput, info: &TileInfo) -> Result<HtileInfo, Error> {
    let slices = input.num_slices.max(1) as u64;
    let (mw, mh) = tile_data_width_height(
        cfg,
        HTILE_ELEM_BITS,
        HTILE_CACHE_BITS,
        info,
        input.is_linear,
    );
    let pitch = to_u32(pow2_align(input.pitch_px as u64, mw as u64)?)?;
    let height = to_u32(pow2_align(input.height_px as u64, mh as u64)?)?;
    let base_align = to_u32(mul(cfg.pipe_interleave_bytes as u64, info.pipes() as u64)?)?;
    let slice_bytes =
        bits_to_bytes(mul(mul(pitch as u64, height as u64)?, HTILE_ELEM_BITS as u64)? / 64);
    let line = bits_to_bytes(HTILE_CACHE_BITS as u64);
    let surf = pow2_align(mul(slice_bytes, slices)?, mul(line, cfg.pipes as u64)?)?;
    Ok(HtileInfo {
        pitch_px: pitch,
        height_px: height,
        htile_bytes: surf,
        base_align_bytes: base_align,
        bpp: HTILE_ELEM_BITS,
        macro_width_px: mw,
        macro_height_px: mh,
        slice_size_bytes: slice_bytes,
        slice_interleaved: false,
        next_mip_level_compressible: false,
        tc_compatible: false,
    })
}

/// TC-compatible HTILE (Lib::ComputeHtileInfo): 4 bytes per 8×8 tile of the
/// unpadded surface, aligned to `pipes * banks * pipe interleave` as a whole
/// (several slices) or per slice (one slice).
fn htile_info_tc(cfg: &Config, input: &MetaInput, info: &TileInfo) -> Result<HtileInfo, Error> {
    let align = mul(
        mul(info.pipes() as u64, info.banks as u64)?,
        cfg.pipe_interleave_bytes as u64,
    )?;
    if !align.is_power_of_two() {
        return Err(Error::InvalidTileInfo);
    }
    // addrlib forms pitch * height * 4 in 32 bits: a product that does not fit is refused.
    let slice = to_u32(mul(mul(input.pitch_px as u64, input.height_px as u64)?, 4)?)? as u64 / 64;
    let whole = rem(slice, align)? == 0;
    let (slice_size, bytes, interleaved) = if input.num_slices > 1 {
        let surf = to_u32(mul(slice, input.num_slices as u64)?)? as u64;
        (slice, to_u32(pow2_align(surf, align)?)? as u64, !whole)
    } else {
        let s = to_u32(pow2_align(slice, align)?)? as u64;
        (s, s, false)
    };
    Ok(HtileInfo {
        pitch_px: input.pitch_px,
        height_px: input.height_px,
        htile_bytes: bytes,
        base_align_bytes: to_u32(align)?,
        bpp: HTILE_ELEM_BITS,
        macro_width_px: 0,
        macro_height_px: 0,
        slice_size_bytes: slice_size,
        slice_interleaved: interleaved,
        next_mip_level_compressible: whole,
        tc_compatible: true,
    })
}

/// HTILE size and alignment for a depth surface (`AddrComputeHtileInfo`,
/// 8×8 blocks). With `tc_compatible` (on any chip, as addrlib does) the
/// TC-compatible layout: the padded surface's pitch and height kept, 4 bytes
/// per 8×8 tile, aligned to `pipes * banks * pipe interleave`.
///
/// # Errors
/// [`Error::TileIndexOutOfRange`] / [`Error::MacroModeIndexOutOfRange`] /
/// [`Error::MissingMacroModeIndex`] for bad table references,
/// [`Error::InvalidParams`] for an unusable pipe config,
/// [`Error::InvalidTileInfo`] for a TC-compatible alignment that is not a
/// power of two, [`Error::Overflow`] (also where addrlib's 32-bit TC sizes
/// would wrap).
pub fn htile_info(cfg: &Config, input: &MetaInput) -> Result<HtileInfo, Error> {
    let info = resolve_tile(cfg, input)?;
    if input.tc_compatible {
        return htile_info_tc(cfg, input, &info);
    }
    htile_info_inner(cfg, input, &info)
}

/// The CMASK layout plus the `BLOCK_MAX` limit check result.
fn cmask_info_inner(
    cfg: &Config,
    input: &MetaInput,
    info: &TileInfo,
    tc: bool,
) -> Result<(CmaskInfo, bool), Error> {
    let slices = input.num_slices.max(1) as u64;
    let (mw, mh) = tile_data_width_height(
        cfg,
        CMASK_ELEM_BITS,
        CMASK_CACHE_BITS,
        info,
        input.is_linear,
    );
    let pitch = pow2_align(input.pitch_px as u64, mw as u64)?;
    let mut height = pow2_align(input.height_px as u64, mh as u64)?;
    let bytes = |h: u64| -> Result<u64, Error> {
        Ok(bits_to_bytes(mul(mul(pitch, h)?, CMASK_ELEM_BITS as u64)?) / 64)
    };
    let mut slice_bytes = bytes(height)?;
    let mut base_align = mul(cfg.pipe_interleave_bytes as u64, info.pipes() as u64)?;
    if tc {
        // A TC-compatible CMASK is aligned to a whole bank group.
        base_align = mul(base_align, info.banks as u64)?;
    }
    while rem(slice_bytes, base_align)? != 0 {
        height = add(height, mh as u64)?;
        slice_bytes = bytes(height)?;
    }
    // addrlib forms pitch × height in 32 bits and lets it wrap; here it is
    // formed in 64 bits, so a surface too large for the field is refused
    // instead of getting a wrapped, small BLOCK_MAX. Fewer than one 128×128
    // block gives addrlib's -1, also refused.
    let block_max = (mul(pitch, height)? / 128 / 128).wrapping_sub(1);
    let ok = block_max <= CMASK_BLOCK_MAX_LIMIT as u64;
    // Below 2^14 when `ok`.
    let block_max = if ok {
        block_max as u32
    } else {
        CMASK_BLOCK_MAX_LIMIT
    };
    let pitch = to_u32(pitch)?;
    let height = to_u32(height)?;
    Ok((
        CmaskInfo {
            pitch_px: pitch,
            height_px: height,
            cmask_bytes: mul(slice_bytes, slices)?,
            base_align_bytes: to_u32(base_align)?,
            block_max,
            macro_width_px: mw,
            macro_height_px: mh,
            slice_size_bytes: slice_bytes,
        },
        ok,
    ))
}

/// CMASK size and alignment for a colour surface (`AddrComputeCmaskInfo`);
/// with `tc_compatible` (on any chip, as addrlib does) the base alignment,
/// and so the slice padding, is `banks` times larger.
///
/// # Errors
/// As [`htile_info`], plus [`Error::CmaskBlockMaxTooLarge`] when the padded
/// surface holds more than 16384 CMASK blocks of 128×128 pixels, or none
/// (addrlib's `ADDR_INVALIDPARAMS`; addrlib forms pitch × height in 32 bits, so
/// a surface of 2^32 pixels or more can wrap to a small count there: it is
/// refused here too).
pub fn cmask_info(cfg: &Config, input: &MetaInput) -> Result<CmaskInfo, Error> {
    let info = resolve_tile(cfg, input)?;
    let (out, ok) = cmask_info_inner(cfg, input, &info, input.tc_compatible)?;
    if ok {
        Ok(out)
    } else {
        Err(Error::CmaskBlockMaxTooLarge)
    }
}

/// The colour surface a DCC query is about (addrlib's `ADDR_COMPUTE_DCCINFO_INPUT`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct DccInput {
    /// Bits per element of the colour surface.
    pub bpp: u32,
    /// Samples (fragments) of the colour surface.
    pub num_samples: u32,
    /// Bytes of the colour surface level the DCC keys cover.
    pub color_surf_size_bytes: u64,
    /// Tile mode of the surface, used when `tile` is explicit tile info or linear general.
    pub tile_mode: TileMode,
    /// The surface's table entry and macro-tile entry, or its tile info.
    pub tile: MetaTile,
}

impl DccInput {
    /// The DCC input of a colour surface level as [`surface_info`](super::surface::surface_info) laid it out.
    pub const fn from_surface(s: &super::surface::SurfaceInfo) -> DccInput {
        DccInput {
            bpp: s.bpp_bits,
            num_samples: s.num_samples,
            color_surf_size_bytes: s.surf_size_bytes,
            tile_mode: s.tile_mode,
            tile: match s.tile_index {
                TileEntry::NoMatch => MetaTile::Info(s.tile_info),
                t => MetaTile::Index(t, s.macro_mode_index),
            },
        }
    }
}

/// DCC key layout (addrlib's `ADDR_COMPUTE_DCCINFO_OUTPUT`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct DccInfo {
    /// Base alignment of the DCC keys: `banks * pipes * pipe interleave` bytes.
    pub dcc_ram_base_align_bytes: u32,
    /// Bytes of DCC keys: one byte per 256 bytes of surface, padded to `pipes * pipe interleave` when not base-aligned.
    pub dcc_ram_size_bytes: u64,
    /// Bytes a fast clear writes (the first sample split's keys; 0 when those are not pipe-aligned).
    pub dcc_fast_clear_size_bytes: u64,
    /// The key size is a whole number of `dcc_ram_base_align_bytes`, so the next mip level can be compressed.
    pub sub_lvl_compressible: bool,
    /// The unpadded key size was already a whole number of `pipes * pipe interleave` bytes.
    pub dcc_ram_size_aligned: bool,
}

/// DCC key size and alignment of a colour surface (`AddrComputeDccInfo`,
/// gfx8): one key byte per 256 bytes of surface. When the samples are split
/// over several tile splits, a fast clear covers only the first split's keys.
///
/// ```
/// use gcn::tiling::{Config, TileIndex};
/// use gcn::tiling::meta::{DccInput, dcc_info};
/// use gcn::tiling::surface::{SurfaceFlags, SurfaceInput, surface_info};
///
/// // A 1920x1080 32-bit colour target on Polaris10's entry 10 (2D display).
/// let cfg = Config::POLARIS10;
/// let flags = SurfaceFlags::new().with_color(true).with_dcc_compatible(true);
/// let input = SurfaceInput::new(TileIndex::new(10)?, 32, 1920, 1080).with_flags(flags);
/// let surf = surface_info(&cfg, &input)?;
/// let dcc = dcc_info(&cfg, &DccInput::from_surface(&surf))?;
/// // One key byte per 256 bytes: 2048 x 1152 x 4 bytes -> 36 KiB of keys.
/// assert_eq!(dcc.dcc_ram_size_bytes, surf.surf_size_bytes / 256);
/// // 16 banks * 8 pipes * 256-byte interleave.
/// assert_eq!(dcc.dcc_ram_base_align_bytes, 32768);
/// # Ok::<(), gcn::tiling::Error>(())
/// ```
///
/// # Errors
/// [`Error::DccTcNotSupported`] before gfx8 or for a linear or 1D mode; the
/// table errors of [`htile_info`]; [`Error::InvalidBpp`] for a multi-sample
/// surface of 0 or more than 128 bits per element; [`Error::InvalidTileInfo`]
/// for banks or pipes that give a non-power-of-two alignment, or a tile split
/// smaller than one sample's micro tile (where addrlib divides by zero);
/// [`Error::Overflow`].
pub fn dcc_info(cfg: &Config, input: &DccInput) -> Result<DccInfo, Error> {
    let (info, mode) = match input.tile {
        MetaTile::Info(i) => (i, input.tile_mode),
        MetaTile::Index(TileEntry::LinearGeneral, _) => (TileInfo::PLACEHOLDER, input.tile_mode),
        MetaTile::Index(TileEntry::NoMatch, _) => {
            return Err(Error::TileIndexOutOfRange { index: -1 });
        }
        MetaTile::Index(TileEntry::Index(i), mi) => {
            let (ti, m, _) = cfg.setup_tile_cfg(input.bpp, i, mi)?;
            (ti, m)
        }
    };
    if !super::surface::supports_dcc_and_tc(cfg) || !mode.is_macro_tiled() {
        return Err(Error::DccTcNotSupported);
    }
    let pipes = info.pipes() as u64;
    let pipe_align = mul(pipes, cfg.pipe_interleave_bytes as u64)?;
    let base_align = mul(pipe_align, info.banks as u64)?;
    if !pipe_align.is_power_of_two() || !base_align.is_power_of_two() {
        return Err(Error::InvalidTileInfo);
    }
    let keys = input.color_surf_size_bytes >> 8;
    let mut fast_clear = keys;
    if input.num_samples > 1 {
        if input.bpp == 0 || input.bpp > 128 {
            return Err(Error::InvalidBpp);
        }
        // Bytes of one sample's micro tile (bpp 1..=128, so at least 8).
        let per_sample = bits_to_bytes((input.bpp as u64).wrapping_mul(64));
        let per_split = div(info.tile_split_bytes as u64, per_sample)?;
        if per_split < input.num_samples as u64 {
            let splits =
                div(input.num_samples as u64, per_split).map_err(|_| Error::InvalidTileInfo)?;
            // splits >= 1: per_split is below the sample count.
            fast_clear = div(fast_clear, splits)?;
            if rem(fast_clear, pipe_align)? != 0 {
                fast_clear = 0;
            }
        }
    }
    let (size, sub_lvl, aligned) = if rem(keys, base_align)? == 0 {
        (keys, true, true)
    } else {
        if keys == fast_clear {
            fast_clear = pow2_align(keys, pipe_align)?;
        }
        (
            pow2_align(keys, pipe_align)?,
            false,
            rem(keys, pipe_align)? == 0,
        )
    };
    Ok(DccInfo {
        dcc_ram_base_align_bytes: to_u32(base_align)?,
        dcc_ram_size_bytes: size,
        dcc_fast_clear_size_bytes: fast_clear,
        sub_lvl_compressible: sub_lvl,
        dcc_ram_size_aligned: aligned,
    })
}

/// SiLib::TileCoordToMaskElementIndex: (element index, macro shift, index bits).
const fn mask_element_index(tx: u32, ty: u32, pipe_config: PipeConfig) -> (u32, u32, u32) {
    let tx0 = tx & 1;
    let tx1 = (tx >> 1) & 1;
    let ty0 = ty & 1;
    let ty1 = (ty >> 1) & 1;
    match pipe_config {
        PipeConfig::ADDR_SURF_P2 => ((tx1 << 2) | ((tx1 ^ ty1) << 1) | (tx1 ^ ty0), 3, 3),
        PipeConfig::ADDR_SURF_P4_8x16 => ((tx1 << 1) | (tx1 ^ ty1), 2, 2),
        PipeConfig::ADDR_SURF_P4_16x16 => ((tx1 << 1) | (tx1 ^ ty0), 2, 2),
        PipeConfig::ADDR_SURF_P4_16x32 => (((tx1 ^ ty1) << 1) | (tx1 ^ ty0), 2, 2),
        PipeConfig::ADDR_SURF_P4_32x32 => ((tx1 << 2) | ((tx1 ^ ty1) << 1) | (tx1 ^ ty0), 2, 3),
        PipeConfig::ADDR_SURF_P8_16x16_8x16 => (tx1, 1, 1),
        PipeConfig::ADDR_SURF_P8_16x32_8x16 => (tx0, 1, 1),
        PipeConfig::ADDR_SURF_P8_32x32_8x16 => ((tx1 << 1) | (tx1 ^ ty1), 1, 2),
        PipeConfig::ADDR_SURF_P8_16x32_16x16 => (tx0, 1, 1),
        PipeConfig::ADDR_SURF_P8_32x32_16x16 => ((tx1 << 1) | (tx1 ^ ty0), 1, 2),
        PipeConfig::ADDR_SURF_P8_32x32_16x32 => (((tx1 ^ ty1) << 1) | (tx1 ^ ty0), 1, 2),
        PipeConfig::ADDR_SURF_P8_32x64_32x32 => {
            ((tx1 << 2) | ((tx1 ^ ty1) << 1) | (tx1 ^ ty0), 1, 3)
        }
        PipeConfig::ADDR_SURF_P16_32x32_8x16 => ((tx1 << 1) | (tx1 ^ ty1), 0, 2),
        PipeConfig::ADDR_SURF_P16_32x32_16x16 => ((tx1 << 1) | (tx1 ^ ty0), 0, 2),
        _ => (0, 0, 0),
    }
}

/// SiLib::HwlComputeXmaskAddrFromCoord: `cmask` selects 4-bit CMASK, else 32-bit HTILE;
/// [`Error::InvalidParams`] for a `tc_compatible` input (its elements follow the surface).
fn xmask_addr(
    cfg: &Config,
    input: &MetaInput,
    x: u32,
    y: u32,
    slice: u32,
    cmask: bool,
) -> Result<MetaAddress, Error> {
    if input.tc_compatible {
        return Err(Error::InvalidParams);
    }
    let info = resolve_tile(cfg, input)?;
    let tx = x / MICRO_TILE_WIDTH;
    let ty = y / MICRO_TILE_HEIGHT;
    let (new_pitch, new_height, mw, mh, tiles_per_pipe, elem_bits) = if cmask {
        let (c, _) = cmask_info_inner(cfg, input, &info, false)?;
        (
            c.pitch_px,
            c.height_px,
            c.macro_width_px,
            c.macro_height_px,
            256u64,
            CMASK_ELEM_BITS as u64,
        )
    } else {
        let h = htile_info_inner(cfg, input, &info)?;
        (
            h.pitch_px,
            h.height_px,
            h.macro_width_px,
            h.macro_height_px,
            512u64,
            HTILE_ELEM_BITS as u64,
        )
    };
    let pitch_in_tile = (new_pitch / MICRO_TILE_WIDTH) as u64;
    let height_in_tile = (new_height / MICRO_TILE_WIDTH) as u64;
    let (elem_idx, micro_shift, elem_idx_bits) = mask_element_index(tx, ty, info.pipe_config);
    let pipes = info.pipes() as u64;
    let (macro_offset, mut micro_number) = if input.is_linear {
        let micro_x = (tx / 4) as u64;
        let micro_y = (ty / 4) as u64;
        let n = add(micro_x, mul(micro_y, pitch_in_tile / 4)?)? << micro_shift;
        let slice_bits = mul(pitch_in_tile, height_in_tile)?;
        let off = mul(mul(slice as u64, div(slice_bits, pipes)?)?, elem_bits)?;
        (off, n)
    } else {
        let mw_t = (mw / MICRO_TILE_WIDTH) as u64;
        let mh_t = (mh / MICRO_TILE_HEIGHT) as u64;
        let pitch_in_cl = div(pitch_in_tile, mw_t)?;
        let height_in_cl = div(height_in_tile, mh_t)?;
        let macro_x = div(x as u64, mw as u64)?;
        let macro_y = div(y as u64, mh as u64)?;
        let macro_number = add(
            add(macro_x, mul(macro_y, pitch_in_cl)?)?,
            mul(mul(slice as u64, pitch_in_cl)?, height_in_cl)?,
        )?;
        // Four 8-pixel tiles per CMASK/HTILE micro block.
        let micro_x = rem(x as u64, mw as u64)? >> 5;
        let micro_y = rem(y as u64, mh as u64)? >> 5;
        let per_row = (mw / (MICRO_TILE_WIDTH * 4)) as u64;
        let n = add(micro_x, mul(micro_y, per_row)?)? << micro_shift;
        (mul(mul(macro_number, tiles_per_pipe)?, elem_bits)?, n)
    };
    if elem_idx_bits == micro_shift {
        micro_number = add(micro_number, elem_idx as u64)?;
    } else {
        micro_number = add(
            (micro_number >> elem_idx_bits) << elem_idx_bits,
            elem_idx as u64,
        )?;
    }
    let total = add(mul(elem_bits, micro_number)?, macro_offset)?;
    let pipe = pipe_hash(info.pipe_config, tx, ty) as u64;
    let il_bits = mul(cfg.pipe_interleave_bytes as u64, 8)?;
    let addr_bits = add(
        add(rem(total, il_bits)?, mul(pipe, il_bits)?)?,
        mul(mul(div(total, il_bits)?, il_bits)?, pipes)?,
    )?;
    Ok(MetaAddress {
        addr: addr_bits / 8,
        bit_position: (addr_bits % 8) as u32,
    })
}

/// Byte address (and bit) of the HTILE element of pixel (`x`, `y`) in `slice`
/// (`AddrComputeHtileAddrFromCoord`, 8×8 blocks).
///
/// # Errors
/// As [`htile_info`]; [`Error::InvalidParams`] for a `tc_compatible` input,
/// whose elements are found from the depth address by [`htile_addr_tc`].
pub fn htile_addr(
    cfg: &Config,
    input: &MetaInput,
    x: u32,
    y: u32,
    slice: u32,
) -> Result<MetaAddress, Error> {
    xmask_addr(cfg, input, x, y, slice, false)
}

/// Byte address and nibble (bit 0 or 4) of the CMASK element of pixel (`x`,
/// `y`) in `slice` (`AddrComputeCmaskAddrFromCoord`).
///
/// # Errors
/// As [`htile_info`]; [`Error::InvalidParams`] for a `tc_compatible` input,
/// whose elements are found from the FMASK address by [`cmask_addr_tc`].
pub fn cmask_addr(
    cfg: &Config,
    input: &MetaInput,
    x: u32,
    y: u32,
    slice: u32,
) -> Result<MetaAddress, Error> {
    xmask_addr(cfg, input, x, y, slice, true)
}

/// `bits` with bits `lsb..=msb` taken out and the bits above moved down.
const fn remove_bits(bits: u64, msb: u32, lsb: u32) -> u64 {
    if msb < lsb {
        return bits;
    }
    low_bits(bits, lsb) | shl(high_bits(bits, msb.saturating_add(1)), lsb)
}

/// `bits` with `count` bits of `new` put in at `lsb` and the bits from `lsb` up moved above them.
const fn insert_bits(bits: u64, new: u64, count: u32, lsb: u32) -> u64 {
    if count == 0 {
        return bits;
    }
    low_bits(bits, lsb)
        | shl(low_bits(new, count), lsb)
        | shl(high_bits(bits, lsb), lsb.saturating_add(count))
}

/// The `n` low bits of `bits`.
const fn low_bits(bits: u64, n: u32) -> u64 {
    match 1u64.checked_shl(n) {
        Some(m) => bits & m.wrapping_sub(1),
        None => bits,
    }
}

/// `bits` shifted down by `n` (0 for 64 and more).
const fn high_bits(bits: u64, n: u32) -> u64 {
    match bits.checked_shr(n) {
        Some(v) => v,
        None => 0,
    }
}

/// `bits` shifted up by `n`, the bits past 64 dropped (0 for 64 and more).
const fn shl(bits: u64, n: u32) -> u64 {
    match bits.checked_shl(n) {
        Some(v) => v,
        None => 0,
    }
}

/// CiLib::HwlComputeMetadataNibbleAddress for a surface and metadata at base 0
/// and one sample per split: the nibble address of the `meta_bits`-bit
/// element covering byte `data_addr` of a surface of `bpp`-bit elements. The
/// data address's pipe and bank bits stay the metadata's; the rest counts
/// 8×8-element blocks.
fn meta_nibble_address(
    cfg: &Config,
    info: &TileInfo,
    data_addr: u64,
    meta_bits: u64,
    bpp: u32,
) -> Result<u64, Error> {
    if bpp == 0 || bpp > 128 {
        return Err(Error::InvalidBpp);
    }
    let pipes = info.pipes();
    if !info.banks.is_power_of_two() || info.banks > 16 || !pipes.is_power_of_two() {
        return Err(Error::InvalidTileInfo);
    }
    let Some(interleave_bits) = cfg.pipe_interleave_bytes.checked_ilog2() else {
        return Err(Error::InvalidGbRegValues);
    };
    let pipe_bits = pipes.ilog2();
    let bank_bits = info.banks.ilog2();
    // Each below 32: the sums stay far from overflow.
    let pipe_lsb = interleave_bits.wrapping_add(pipe_bits);
    let macro_bits = pipe_lsb.wrapping_add(bank_bits);
    let bank_data = low_bits(high_bits(data_addr, pipe_lsb), bank_bits);
    let pipe_data = low_bits(high_bits(data_addr, interleave_bits), pipe_bits);
    let without_pipe_bank = if macro_bits > interleave_bits {
        remove_bits(data_addr, macro_bits.wrapping_sub(1), interleave_bits)
    } else {
        data_addr
    };
    // One block of 8×8 elements: 8 * bpp bytes (bpp 1..=128).
    let block = div(without_pipe_bank, (bpp as u64).wrapping_mul(8))?;
    // A tile of one sample is one block, so the bank bits go in at bit 0.
    let with_bank = insert_bits(block, bank_data, bank_bits, 0);
    let in_pipe = mul(mul(with_bank, 2)?, meta_bits)? / 8;
    Ok(insert_bits(
        in_pipe,
        pipe_data,
        pipe_bits,
        interleave_bits.wrapping_add(1),
    ))
}

/// The bank and pipe parameters a TC-compatible metadata address uses, on a chip with them.
fn tc_tile(cfg: &Config, input: &MetaInput) -> Result<TileInfo, Error> {
    if !super::surface::supports_dcc_and_tc(cfg) {
        return Err(Error::DccTcNotSupported);
    }
    resolve_tile(cfg, input)
}

/// Byte address of the TC-compatible HTILE element of the depth or stencil
/// byte at `z_stencil_addr` (a surface of `bpp`-bit elements; gfx8,
/// `AddrComputeHtileAddrFromCoord` with `tcCompatible`): the HTILE keeps the
/// address's pipe and bank bits and holds 4 bytes per 8×8-element block.
/// `input` gives the bank and pipe parameters; its size and coordinates are
/// not used. The address is 32-bit, as addrlib's input.
///
/// # Errors
/// [`Error::DccTcNotSupported`] before gfx8, [`Error::InvalidBpp`] for `bpp`
/// 0 or above 128, [`Error::InvalidTileInfo`] for banks or pipes not a power of
/// two, and the table errors of [`htile_info`].
pub fn htile_addr_tc(
    cfg: &Config,
    input: &MetaInput,
    bpp: u32,
    z_stencil_addr: u32,
) -> Result<MetaAddress, Error> {
    let info = tc_tile(cfg, input)?;
    let nibble = meta_nibble_address(
        cfg,
        &info,
        z_stencil_addr as u64,
        HTILE_ELEM_BITS as u64,
        bpp,
    )?;
    Ok(MetaAddress {
        addr: nibble >> 1,
        bit_position: 0,
    })
}

/// Byte address and nibble (bit 0 or 4) of the TC-compatible CMASK element of
/// the FMASK byte at `fmask_addr` (an FMASK of `bpp`-bit elements, as addrlib
/// is given it; gfx8, `AddrComputeCmaskAddrFromCoord` with `tcCompatible`):
/// the CMASK keeps the address's pipe and bank bits and holds 4 bits per
/// 8×8-element block.
///
/// # Errors
/// As [`htile_addr_tc`]; [`Error::Overflow`] for an address whose nibble
/// address does not fit 64 bits.
pub fn cmask_addr_tc(
    cfg: &Config,
    input: &MetaInput,
    bpp: u32,
    fmask_addr: u64,
) -> Result<MetaAddress, Error> {
    let info = tc_tile(cfg, input)?;
    let nibble = meta_nibble_address(cfg, &info, fmask_addr, CMASK_ELEM_BITS as u64, bpp)?;
    Ok(MetaAddress {
        addr: nibble >> 1,
        bit_position: if nibble & 1 != 0 { 4 } else { 0 },
    })
}

/// The inputs of an FMASK address query (`AddrComputeFmaskAddrFromCoord`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct FmaskAddrInput {
    /// Pixel x.
    pub x: u32,
    /// Pixel y.
    pub y: u32,
    /// Slice.
    pub slice: u32,
    /// Plane (0 for the sample-index planes).
    pub plane: u32,
    /// Sample.
    pub sample: u32,
    /// FMASK pitch in pixels (from [`super::surface::FmaskInfo`]).
    pub pitch_px: u32,
    /// FMASK height in pixels.
    pub height_px: u32,
    /// Samples of the colour surface (2, 4 or 8).
    pub num_samples: u32,
    /// Tile mode of the FMASK (2D or 3D thin).
    pub tile_mode: super::config::TileMode,
    /// Bank swizzle.
    pub bank_swizzle: u32,
    /// Pipe swizzle.
    pub pipe_swizzle: u32,
    /// Resolved FMASK layout.
    pub resolved: bool,
    /// Bank/pipe parameters from [`super::surface::FmaskInfo::tile_info`].
    pub tile_info: TileInfo,
}

/// Largest sample count the FMASK address functions accept.
pub const FMASK_MAX_SAMPLES: u32 = 8;

/// Position of a pixel inside a thin non-displayable micro tile (x0 y0 x1 y1 x2 y2).
const fn thin_pixel_index(x: u32, y: u32) -> u32 {
    pixel_index(x, y, 0, 8, 1, TileType::ADDR_NON_DISPLAYABLE)
}

/// Address of element (x, y, slice, sample) of the thin surface FMASK is laid out as:
/// `bpp`-bit elements, `num_samples` samples, non-displayable (or depth-sample) order,
/// addressed by [`SurfaceAddresser`] (addrlib's `ComputeSurfaceAddrFromCoordMicroTiled`
/// and `...MacroTiled`).
#[allow(clippy::too_many_arguments)]
fn thin_addr(
    cfg: &Config,
    x: u32,
    y: u32,
    slice: u32,
    sample: u32,
    bpp: u32,
    pitch: u32,
    height: u32,
    num_samples: u32,
    mode: TileMode,
    depth_sample_order: bool,
    pipe_swizzle: u32,
    bank_swizzle: u32,
    ti: &TileInfo,
) -> Result<MetaAddress, Error> {
    let tile_type = if depth_sample_order {
        TileType::ADDR_DEPTH_SAMPLE_ORDER
    } else {
        TileType::ADDR_NON_DISPLAYABLE
    };
    let surface = AddrSurface {
        bpp,
        pitch,
        height,
        num_slices: 0,
        num_samples,
        num_frags: 0,
        tile: AddrTiling::Explicit {
            mode,
            tile_type,
            info: *ti,
        },
        swizzle: Swizzle::Separate {
            bank: bank_swizzle,
            pipe: pipe_swizzle,
        },
        is_depth: depth_sample_order,
    };
    // The library's metadata path reports every other addressing failure
    // as `ADDR_INVALIDPARAMS`.
    let to_error = |e: Error| match e {
        Error::Overflow | Error::InvalidSampleCount => e,
        _ => Error::InvalidParams,
    };
    let a = SurfaceAddresser::new(cfg, &surface).map_err(to_error)?;
    let at = a
        .element_address(ElementCoord {
            x,
            y,
            slice,
            sample,
        })
        .map_err(to_error)?;
    Ok(MetaAddress {
        addr: at.byte,
        bit_position: at.bit,
    })
}

/// Byte address and bit of a sample's FMASK entry (`AddrComputeFmaskAddrFromCoord`,
/// 1D, 2D and 3D thin FMASK surfaces).
///
/// # Errors
/// [`Error::InvalidParams`] when `x`/`y` lie beyond the pitch/height or the
/// mode is not 2D/3D thin, [`Error::InvalidSampleCount`] for more than 8
/// samples or a sample index of 8 or more (addrlib's `ADDR_INVALIDPARAMS`).
pub fn fmask_addr(cfg: &Config, input: &FmaskAddrInput) -> Result<MetaAddress, Error> {
    use super::config::TileMode as M;
    if input.num_samples <= 1 {
        return Err(Error::InvalidSampleCount);
    }
    if input.x > input.pitch_px || input.y > input.height_px {
        return Err(Error::InvalidParams);
    }
    if input.num_samples > FMASK_MAX_SAMPLES || input.sample >= FMASK_MAX_SAMPLES {
        return Err(Error::InvalidSampleCount);
    }
    let micro = input.tile_mode == M::ADDR_TM_1D_TILED_THIN1;
    if !(micro
        || input.tile_mode == M::ADDR_TM_2D_TILED_THIN1
        || input.tile_mode == M::ADDR_TM_3D_TILED_THIN1)
    {
        return Err(Error::InvalidParams);
    }
    let samples = if input.num_samples == 2 {
        4
    } else {
        input.num_samples
    };
    let ti = &input.tile_info;
    // 1D FMASK has neither bank parameters to check nor swizzles.
    let (pipe_swizzle, bank_swizzle) = if micro {
        (0, 0)
    } else if !matches!(ti.banks, 2 | 4 | 8 | 16)
        || ti.pipes() == 0
        || ti.bank_width == 0
        || ti.bank_height == 0
        || ti.macro_aspect_ratio == 0
    {
        return Err(Error::InvalidParams);
    } else {
        (input.pipe_swizzle, input.bank_swizzle)
    };
    // Resolved: sample `sample`'s 8- or 32-bit element, in depth-sample order; else
    // plane `plane`, `samples` bits a pixel.
    let (sample, bpp, planes, depth_order) = if input.resolved {
        (input.sample, if samples == 8 { 32 } else { 8 }, 1, true)
    } else {
        let planes = if samples == 4 { 2 } else { 4 };
        (input.plane, samples, planes, false)
    };
    let a = thin_addr(
        cfg,
        input.x,
        input.y,
        input.slice,
        sample,
        bpp,
        input.pitch_px,
        input.height_px,
        planes,
        input.tile_mode,
        depth_order,
        pipe_swizzle,
        bank_swizzle,
        ti,
    )?;
    if input.resolved {
        return Ok(a);
    }
    // The pixel's place in its micro tile (bits 0..=2 of x and y) picks the bit.
    let pixel_index = thin_pixel_index(input.x, input.y);
    let bit = (pixel_index.wrapping_mul(samples).wrapping_add(input.sample)) & 7;
    let bit_addr = add(mul(a.addr, 8)?, bit as u64)?;
    Ok(MetaAddress {
        addr: bit_addr / 8,
        bit_position: bit,
    })
}

with_fields! {
    MetaInput {
        /// With the linear (or tiled) metadata layout.
        with_linear(is_linear: bool),
        /// With the TC-compatible (or the plain) metadata layout.
        with_tc_compatible(tc_compatible: bool),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tiling::config::TileMode;

    /// 1D FMASK, 4 samples, unresolved: 2 planes of 4-bit elements, 64-byte
    /// micro tiles. Pixel (9, 2) is in micro tile 1 (byte 64), thin index 9
    /// (x0 = 1, y1 = 1) -> 36 bits -> byte 4; the sample's bit is
    /// (9 * 4 + 1) % 8 = 5.
    #[test]
    fn fmask_1d_worked_example() {
        let input = FmaskAddrInput {
            x: 9,
            y: 2,
            slice: 0,
            plane: 0,
            sample: 1,
            pitch_px: 64,
            height_px: 64,
            num_samples: 4,
            tile_mode: TileMode::ADDR_TM_1D_TILED_THIN1,
            bank_swizzle: 0,
            pipe_swizzle: 0,
            resolved: false,
            tile_info: TileInfo::PLACEHOLDER,
        };
        let a = fmask_addr(&Config::PS4, &input).unwrap();
        assert_eq!((a.addr, a.bit_position), (68, 5));
        // Slice 1 starts one slice (64 * 64 * 4 bits * 2 planes / 8 = 4096 bytes) later.
        let a = fmask_addr(&Config::PS4, &FmaskAddrInput { slice: 1, ..input }).unwrap();
        assert_eq!((a.addr, a.bit_position), (4096 + 68, 5));
    }
}
