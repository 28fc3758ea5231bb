//! Tile and detile: move one mip level of one slice between a linear image and the
//! tiled layout, both in caller-owned byte slices.
//!
//! The linear image is `width × height` elements, rows packed tightly
//! (`width * bytes_per_element` bytes per row, see [`linear_size`]). The tiled buffer
//! holds the whole level from its base address (see [`tiled_size`]); only the bytes of
//! the chosen slice and sample are read or written. Every size is checked before the
//! first byte moves, so an error leaves the destination untouched.
//!
//! Element placement is exactly [`SurfaceAddresser::element_address`], but computed per
//! micro tile, not per element: the pipe, bank and base offset of each 8×8 micro tile are
//! derived once, the micro tile's bytes then map to at most a few contiguous pipe-interleave
//! chunks, and each row of the micro tile moves as runs of elements that are adjacent in
//! both layouts (a whole row for 8/16-bit DISPLAY order, pairs for THIN order).
//!
//! # Example: fill a 256×256 BC1 texture
//!
//! BC1 stores 4×4 pixel blocks of 8 bytes, so the level is 64×64 elements of 64 bits.
//! On PS4 tile mode 13 (thin 1D) surface info reports a pitch and height of 64 elements.
//!
//! ```
//! use gcn::tiling::{AddrSurface, Config, ElementCoord, Region, SurfaceAddresser, AddrTiling};
//! use gcn::tiling::tile::{detile, linear_size, tile, tiled_size};
//!
//! let surface = AddrSurface::new(64, 64, 64, AddrTiling::Index(13));
//! let addresser = SurfaceAddresser::new(&Config::PS4, &surface)?;
//!
//! // The compressed blocks, row after row (here: block index in every byte).
//! let mut blocks = vec![0u8; linear_size(64, 64, 64)?];
//! for (i, block) in blocks.chunks_mut(8).enumerate() {
//!     block.fill(i as u8);
//! }
//!
//! let mut memory = vec![0u8; tiled_size(&addresser)? as usize];
//! tile(&addresser, Region::new(64, 64), &blocks, &mut memory)?;
//!
//! // Block (5, 9) sits where the element-address function says.
//! let at = addresser.element_address(ElementCoord::new(5, 9))?.byte as usize;
//! assert_eq!(memory[at..at + 8], blocks[(9 * 64 + 5) * 8..][..8]);
//!
//! let mut back = vec![0u8; blocks.len()];
//! detile(&addresser, Region::new(64, 64), &memory, &mut back)?;
//! assert_eq!(back, blocks);
//! # Ok::<(), Box<dyn core::error::Error>>(())
//! ```
//!
//! # Example: a 1920×1080 display target from surface info
//!
//! ```
//! use gcn::tiling::config::{Config, Ps4TileMode};
//! use gcn::tiling::surface::{SurfaceFlags, SurfaceInput, surface_info};
//! use gcn::tiling::tile::{detile, linear_size, tile, tiled_size};
//! use gcn::tiling::{AddrSurface, Region, SurfaceAddresser};
//!
//! let input = SurfaceInput::new(Ps4TileMode::Display2dThin.index(), 32, 1920, 1080)
//!     .with_flags(SurfaceFlags::new().with_color(true));
//! let info = surface_info(&Config::PS4, &input)?;
//! let addresser = SurfaceAddresser::new(&Config::PS4, &AddrSurface::from_surface_info(&info))?;
//! assert!(tiled_size(&addresser)? <= info.surf_size_bytes);
//!
//! // A frame the CPU drew, 1920×1080 RGBA8, rows packed.
//! let frame = vec![0x80u8; linear_size(1920, 1080, 32)?];
//! let mut memory = vec![0u8; info.surf_size_bytes as usize];
//! tile(&addresser, Region::new(1920, 1080), &frame, &mut memory)?;
//!
//! let mut read_back = vec![0u8; frame.len()];
//! detile(&addresser, Region::new(1920, 1080), &memory, &mut read_back)?;
//! assert!(read_back == frame);
//! # Ok::<(), Box<dyn core::error::Error>>(())
//! ```

use core::fmt;

use super::addr::{AddrError, ElementCoord, Family, SurfaceAddresser};
use super::config::{MICRO_TILE_HEIGHT, MICRO_TILE_WIDTH};

/// Why a tile or detile call was refused. Nothing is written when one is returned.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TileError {
    /// The element size is not 8, 16, 32, 64 or 128 bits.
    UnsupportedElementSize {
        /// Bits per element of the surface.
        bpp: u32,
    },
    /// The micro-tile order does not place the elements of a slice at distinct offsets
    /// inside one micro tile (a THICK order on a thin mode, or 128-bit ROTATED: orders
    /// addrlib only reaches through its own inconsistency checks).
    DegenerateMicroTileOrder,
    /// The pitch or height is not a whole number of micro tiles (1D) or macro tiles
    /// (2D/3D/PRT), or the macro tile is not a whole number of micro tiles high.
    UnalignedSurface,
    /// The region is wider than the pitch or taller than the height.
    RegionTooLarge,
    /// The slice is not below the surface's slice count.
    SliceOutOfRange,
    /// The sample is not below the surface's sample (fragment) count.
    SampleOutOfRange,
    /// The linear buffer is shorter than [`linear_size`] of the region.
    LinearBufferTooSmall {
        /// Bytes required.
        needed: u64,
        /// Bytes given.
        got: usize,
    },
    /// The tiled buffer does not reach the end of the slice's tiled bytes.
    TiledBufferTooSmall {
        /// Bytes required.
        needed: u64,
        /// Bytes given.
        got: usize,
    },
    /// A size does not fit in `usize`/`u64`.
    Overflow,
    /// Addressing the surface failed.
    Addr(AddrError),
}

impl fmt::Display for TileError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::UnsupportedElementSize { bpp } => write!(f, "{bpp}-bit elements cannot be tiled"),
            Self::DegenerateMicroTileOrder => {
                f.write_str("micro-tile order maps elements onto each other")
            }
            Self::UnalignedSurface => f.write_str("pitch or height is not a whole number of tiles"),
            Self::RegionTooLarge => f.write_str("region exceeds the surface pitch or height"),
            Self::SliceOutOfRange => f.write_str("slice beyond the surface's slices"),
            Self::SampleOutOfRange => f.write_str("sample beyond the surface's samples"),
            Self::LinearBufferTooSmall { needed, got } => {
                write!(f, "linear buffer holds {got} bytes, {needed} needed")
            }
            Self::TiledBufferTooSmall { needed, got } => {
                write!(f, "tiled buffer holds {got} bytes, {needed} needed")
            }
            Self::Overflow => f.write_str("size overflows"),
            Self::Addr(e) => write!(f, "addressing: {e}"),
        }
    }
}

impl core::error::Error for TileError {
    fn source(&self) -> Option<&(dyn core::error::Error + 'static)> {
        match self {
            Self::Addr(e) => Some(e),
            _ => None,
        }
    }
}

impl From<AddrError> for TileError {
    fn from(e: AddrError) -> Self {
        Self::Addr(e)
    }
}

/// The part of a level that one tile/detile call moves: the top-left `width × height`
/// elements of one slice and sample.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Region {
    /// Width in elements (at most the pitch).
    pub width: u32,
    /// Height in elements (at most the padded height).
    pub height: u32,
    /// Slice (array layer, cube face or depth index).
    pub slice: u32,
    /// Sample.
    pub sample: u32,
}

impl Region {
    /// `width × height` elements of slice 0, sample 0.
    pub const fn new(width: u32, height: u32) -> Self {
        Self {
            width,
            height,
            slice: 0,
            sample: 0,
        }
    }

    /// The same rectangle on another slice.
    pub const fn with_slice(self, slice: u32) -> Self {
        Self { slice, ..self }
    }

    /// The same rectangle for another sample.
    pub const fn with_sample(self, sample: u32) -> Self {
        Self { sample, ..self }
    }
}

/// Bytes of a tightly packed linear image of `width × height` elements of `bpp` bits.
///
/// # Errors
/// [`TileError::UnsupportedElementSize`] unless `bpp` is 8, 16, 32, 64 or 128;
/// [`TileError::Overflow`] when the size does not fit in `usize`.
pub const fn linear_size(width: u32, height: u32, bpp: u32) -> Result<usize, TileError> {
    let bpe = match bytes_per_element(bpp) {
        Ok(b) => b,
        Err(e) => return Err(e),
    };
    let bytes = match (width as u64 * height as u64).checked_mul(bpe as u64) {
        Some(b) if b <= usize::MAX as u64 => b,
        _ => return Err(TileError::Overflow),
    };
    Ok(bytes as usize)
}

/// Bytes the whole level spans in tiled memory (every slice and sample), i.e. the length
/// a tiled buffer needs to hold the level.
///
/// # Errors
/// [`TileError::UnalignedSurface`] for a pitch or height that is not a whole number of
/// tiles; [`TileError::Overflow`] when the size does not fit in 64 bits.
pub const fn tiled_size(a: &SurfaceAddresser) -> Result<u64, TileError> {
    let slices = if a.num_slices == 0 { 1 } else { a.num_slices };
    match a.family {
        Family::Linear => {
            let elems = a.pitch as u64 * a.height as u64;
            let planes = slices as u64 * a.num_samples as u64;
            match elems.checked_mul(planes) {
                Some(e) => match e.checked_mul(a.bpp as u64) {
                    Some(bits) => Ok(bits.div_ceil(8)),
                    None => Err(TileError::Overflow),
                },
                None => Err(TileError::Overflow),
            }
        }
        Family::Micro => {
            let groups = slices.div_ceil(a.thickness) as u64;
            match groups.checked_mul(a.slice_bytes) {
                Some(b) => Ok(b),
                None => Err(TileError::Overflow),
            }
        }
        Family::Macro => {
            let groups = slices.div_ceil(a.thickness);
            macro_group_end(a, groups.saturating_sub(1))
        }
    }
}

/// Macro: the end of the tiled bytes of slice group `group` (slices `group * thickness ..`).
const fn macro_group_end(a: &SurfaceAddresser, group: u32) -> Result<u64, TileError> {
    if !a.pitch.is_multiple_of(a.macro_pitch)
        || !a.height.is_multiple_of(a.macro_height)
        || !a.macro_height.is_multiple_of(MICRO_TILE_HEIGHT)
    {
        return Err(TileError::UnalignedSurface);
    }
    let group_local = match a.slices_per_tile.checked_mul(a.slice_bytes) {
        Some(v) => v,
        None => return Err(TileError::Overflow),
    };
    let end_local = match (group as u64 + 1).checked_mul(group_local) {
        Some(v) => v,
        None => return Err(TileError::Overflow),
    };
    let interleave = 1u64 << a.pipe_interleave_bits;
    let chunks = end_local.div_ceil(interleave);
    let spread = interleave * a.pipes as u64 * a.banks as u64;
    match chunks.checked_mul(spread) {
        Some(v) => Ok(v),
        None => Err(TileError::Overflow),
    }
}

const fn bytes_per_element(bpp: u32) -> Result<u32, TileError> {
    match bpp {
        8 | 16 | 32 | 64 | 128 => Ok(bpp / 8),
        _ => Err(TileError::UnsupportedElementSize { bpp }),
    }
}

/// Copies `linear` (a tightly packed `region.width × region.height` image) into the tiled
/// level `tiled`.
///
/// # Errors
/// Any [`TileError`]; sizes and ranges are checked before anything is written.
pub fn tile(
    a: &SurfaceAddresser,
    region: Region,
    linear: &[u8],
    tiled: &mut [u8],
) -> Result<(), TileError> {
    let plan = Plan::new(a, region, linear.len(), tiled.len())?;
    plan.run(&mut ToTiled { linear, tiled })
}

/// Copies the `region` of the tiled level `tiled` into `linear` (tightly packed rows).
///
/// # Errors
/// Any [`TileError`]; sizes and ranges are checked before anything is written.
pub fn detile(
    a: &SurfaceAddresser,
    region: Region,
    tiled: &[u8],
    linear: &mut [u8],
) -> Result<(), TileError> {
    let plan = Plan::new(a, region, linear.len(), tiled.len())?;
    plan.run(&mut FromTiled { tiled, linear })
}

/// One direction of copying between the two buffers.
trait Mover {
    /// Moves `N` bytes between tiled offset `t` and linear offset `l`; `false` when a
    /// range is outside its buffer.
    fn fixed<const N: usize>(&mut self, t: usize, l: usize) -> bool;
    /// Moves `n` bytes between tiled offset `t` and linear offset `l`.
    fn any(&mut self, t: usize, l: usize, n: usize) -> bool;

    /// Moves one whole micro tile of a dense layout: linear rows start at `l` and are
    /// `row_bytes` apart; piece `k` of the block lives at tiled offset `pieces[k]`.
    fn dense(
        &mut self,
        d: &Dense,
        l: usize,
        row_bytes: usize,
        pieces: &[usize],
        staging: &mut [u8; STAGING_BYTES],
    ) -> bool;

    #[inline(always)]
    fn bytes(&mut self, t: usize, l: usize, n: usize) -> bool {
        match n {
            1 => self.fixed::<1>(t, l),
            2 => self.fixed::<2>(t, l),
            4 => self.fixed::<4>(t, l),
            8 => self.fixed::<8>(t, l),
            16 => self.fixed::<16>(t, l),
            32 => self.fixed::<32>(t, l),
            64 => self.fixed::<64>(t, l),
            128 => self.fixed::<128>(t, l),
            _ => self.any(t, l, n),
        }
    }
}

/// Dispatches a dense micro-tile move to the kernel for its unit size.
macro_rules! by_unit {
    ($d:expr, $f:ident, $($arg:expr),*) => {
        match $d.unit {
            1 => $f::<1>($d, $($arg),*),
            2 => $f::<2>($d, $($arg),*),
            4 => $f::<4>($d, $($arg),*),
            8 => $f::<8>($d, $($arg),*),
            16 => $f::<16>($d, $($arg),*),
            32 => $f::<32>($d, $($arg),*),
            64 => $f::<64>($d, $($arg),*),
            128 => $f::<128>($d, $($arg),*),
            _ => false,
        }
    };
}

/// Linear rows of one micro tile into the permuted block `block` (`64 * bpe` bytes).
#[inline(always)]
fn scatter<const UNIT: usize>(
    d: &Dense,
    linear: &[u8],
    l: usize,
    row_bytes: usize,
    block: &mut [u8],
) -> bool {
    let row_len = block.len() / 8;
    let per_row = (row_len / UNIT).max(1);
    for (j, perm) in d.perm.chunks_exact(per_row).take(8).enumerate() {
        let start = l + j * row_bytes;
        let Some(row) = linear.get(start..start + row_len) else {
            return false;
        };
        for (src, &p) in row.chunks_exact(UNIT).zip(perm) {
            let p = p as usize;
            match block.get_mut(p..p + UNIT) {
                Some(dst) => dst.copy_from_slice(src),
                None => return false,
            }
        }
    }
    true
}

/// The permuted block `block` of one micro tile out to linear rows.
#[inline(always)]
fn gather<const UNIT: usize>(
    d: &Dense,
    block: &[u8],
    linear: &mut [u8],
    l: usize,
    row_bytes: usize,
) -> bool {
    let row_len = block.len() / 8;
    let per_row = (row_len / UNIT).max(1);
    for (j, perm) in d.perm.chunks_exact(per_row).take(8).enumerate() {
        let start = l + j * row_bytes;
        let Some(row) = linear.get_mut(start..start + row_len) else {
            return false;
        };
        for (dst, &p) in row.chunks_exact_mut(UNIT).zip(perm) {
            let p = p as usize;
            match block.get(p..p + UNIT) {
                Some(src) => dst.copy_from_slice(src),
                None => return false,
            }
        }
    }
    true
}

/// One micro tile from linear rows to tiled memory: straight into place when the block
/// is one contiguous piece, else through the staging buffer and out piece by piece.
#[inline(always)]
fn dense_to_tiled<const UNIT: usize>(
    d: &Dense,
    linear: &[u8],
    tiled: &mut [u8],
    l: usize,
    row_bytes: usize,
    pieces: &[usize],
    staging: &mut [u8; STAGING_BYTES],
) -> bool {
    let block = d.pieces * d.piece;
    if let [at] = pieces {
        return match tiled.get_mut(*at..at.wrapping_add(block)) {
            Some(dst) => scatter::<UNIT>(d, linear, l, row_bytes, dst),
            None => false,
        };
    }
    let Some(stage) = staging.get_mut(..block) else {
        return false;
    };
    if !scatter::<UNIT>(d, linear, l, row_bytes, stage) {
        return false;
    }
    for (&at, src) in pieces.iter().zip(stage.chunks_exact(d.piece)) {
        match tiled.get_mut(at..at.wrapping_add(d.piece)) {
            Some(dst) => dst.copy_from_slice(src),
            None => return false,
        }
    }
    true
}

/// One micro tile from tiled memory to linear rows (the reverse of [`dense_to_tiled`]).
#[inline(always)]
fn dense_from_tiled<const UNIT: usize>(
    d: &Dense,
    tiled: &[u8],
    linear: &mut [u8],
    l: usize,
    row_bytes: usize,
    pieces: &[usize],
    staging: &mut [u8; STAGING_BYTES],
) -> bool {
    let block = d.pieces * d.piece;
    if let [at] = pieces {
        return match tiled.get(*at..at.wrapping_add(block)) {
            Some(src) => gather::<UNIT>(d, src, linear, l, row_bytes),
            None => false,
        };
    }
    let Some(stage) = staging.get_mut(..block) else {
        return false;
    };
    for (&at, dst) in pieces.iter().zip(stage.chunks_exact_mut(d.piece)) {
        match tiled.get(at..at.wrapping_add(d.piece)) {
            Some(src) => dst.copy_from_slice(src),
            None => return false,
        }
    }
    gather::<UNIT>(d, stage, linear, l, row_bytes)
}

struct ToTiled<'a, 'b> {
    linear: &'a [u8],
    tiled: &'b mut [u8],
}

impl Mover for ToTiled<'_, '_> {
    fn dense(
        &mut self,
        d: &Dense,
        l: usize,
        row_bytes: usize,
        pieces: &[usize],
        staging: &mut [u8; STAGING_BYTES],
    ) -> bool {
        by_unit!(
            d,
            dense_to_tiled,
            self.linear,
            self.tiled,
            l,
            row_bytes,
            pieces,
            staging
        )
    }

    #[inline(always)]
    fn fixed<const N: usize>(&mut self, t: usize, l: usize) -> bool {
        let (Some(te), Some(le)) = (t.checked_add(N), l.checked_add(N)) else {
            return false;
        };
        match (self.tiled.get_mut(t..te), self.linear.get(l..le)) {
            (Some(d), Some(s)) => {
                d.copy_from_slice(s);
                true
            }
            _ => false,
        }
    }

    #[inline(always)]
    fn any(&mut self, t: usize, l: usize, n: usize) -> bool {
        let (Some(te), Some(le)) = (t.checked_add(n), l.checked_add(n)) else {
            return false;
        };
        match (self.tiled.get_mut(t..te), self.linear.get(l..le)) {
            (Some(d), Some(s)) => {
                d.copy_from_slice(s);
                true
            }
            _ => false,
        }
    }
}

struct FromTiled<'a, 'b> {
    tiled: &'a [u8],
    linear: &'b mut [u8],
}

impl Mover for FromTiled<'_, '_> {
    fn dense(
        &mut self,
        d: &Dense,
        l: usize,
        row_bytes: usize,
        pieces: &[usize],
        staging: &mut [u8; STAGING_BYTES],
    ) -> bool {
        by_unit!(
            d,
            dense_from_tiled,
            self.tiled,
            self.linear,
            l,
            row_bytes,
            pieces,
            staging
        )
    }

    #[inline(always)]
    fn fixed<const N: usize>(&mut self, t: usize, l: usize) -> bool {
        let (Some(te), Some(le)) = (t.checked_add(N), l.checked_add(N)) else {
            return false;
        };
        match (self.linear.get_mut(l..le), self.tiled.get(t..te)) {
            (Some(d), Some(s)) => {
                d.copy_from_slice(s);
                true
            }
            _ => false,
        }
    }

    #[inline(always)]
    fn any(&mut self, t: usize, l: usize, n: usize) -> bool {
        let (Some(te), Some(le)) = (t.checked_add(n), l.checked_add(n)) else {
            return false;
        };
        match (self.linear.get_mut(l..le), self.tiled.get(t..te)) {
            (Some(d), Some(s)) => {
                d.copy_from_slice(s);
                true
            }
            _ => false,
        }
    }
}

/// A run of elements adjacent in one micro-tile row and in memory.
#[derive(Clone, Copy, Debug, Default)]
struct Run {
    /// First column inside the micro tile.
    x: u8,
    /// Elements in the run.
    len: u8,
    /// Chunk of the micro tile holding the run.
    chunk: u8,
    /// Byte offset inside that chunk.
    offset: u32,
}

/// Runs of one micro-tile row.
#[derive(Clone, Copy, Debug, Default)]
struct RowRuns {
    runs: [Run; 8],
    count: u8,
}

/// Most chunks a micro tile can have: 8 KiB (128-bit XTHICK, or 128-bit with 8
/// samples) split at 64 bytes.
const MAX_CHUNKS: usize = 128;

/// Everything one call needs, validated.
struct Plan<'a> {
    a: &'a SurfaceAddresser,
    region: Region,
    bpe: usize,
    rows: [RowRuns; 8],
    /// Bytes per chunk (macro: pipe interleave or micro tile; 1D: the whole micro tile).
    chunk_bytes: u64,
    /// Bit set of the chunks this slice/sample touches.
    chunk_mask: u128,
    /// Fast path for whole micro tiles, when this slice/sample's elements fill one
    /// contiguous block of the micro tile.
    dense: Option<Dense>,
}

/// A micro tile whose 64 elements (of one slice and sample) fill one contiguous block of
/// `64 * bpe` bytes: whole micro tiles are moved by permuting the block in a small
/// staging buffer and copying it in pieces that are contiguous in memory.
#[derive(Clone, Copy, Debug)]
struct Dense {
    /// Bytes per copy: a run of elements adjacent in both layouts (same for every run).
    unit: usize,
    /// Staging offset of each unit, row-major (`64 * bpe / unit` entries used).
    perm: [u16; 64],
    /// Offset of the block inside the micro tile.
    base: u64,
    /// Bytes per piece of the block that is contiguous in memory.
    piece: usize,
    /// Pieces in the block.
    pieces: usize,
}

/// Largest staging block: 64 elements of 16 bytes.
const STAGING_BYTES: usize = 64 * 16;

impl Dense {
    fn new(offsets: &[u64; 64], base: u64, bpe: u64, chunk: u64) -> Option<Dense> {
        let block = 64 * bpe;
        let piece = chunk.min(block);
        if piece == 0 || !base.is_multiple_of(piece) || block > STAGING_BYTES as u64 {
            return None;
        }
        // Longest run length (elements) that every aligned group of a row keeps contiguous.
        let mut run = 8u64;
        while run > 1 {
            let ok = offsets.chunks_exact(run as usize).all(|g| {
                let first = g.first().copied().unwrap_or(0);
                g.iter().zip(0..).all(|(&o, t)| o == first + t * bpe)
            });
            if ok {
                break;
            }
            run /= 2;
        }
        let mut perm = [0u16; 64];
        for (p, g) in perm.iter_mut().zip(offsets.chunks_exact(run as usize)) {
            *p = (g.first().copied().unwrap_or(0) - base) as u16;
        }
        Some(Dense {
            unit: (run * bpe) as usize,
            perm,
            base,
            piece: piece as usize,
            pieces: (block / piece) as usize,
        })
    }
}

impl<'a> Plan<'a> {
    fn new(
        a: &'a SurfaceAddresser,
        region: Region,
        linear_len: usize,
        tiled_len: usize,
    ) -> Result<Self, TileError> {
        let bpe = bytes_per_element(a.bpp)?;
        if region.width > a.pitch || region.height > a.height {
            return Err(TileError::RegionTooLarge);
        }
        if region.slice >= a.num_slices.max(1) {
            return Err(TileError::SliceOutOfRange);
        }
        if region.sample >= a.num_samples {
            return Err(TileError::SampleOutOfRange);
        }
        let needed = linear_size(region.width, region.height, a.bpp)?;
        if linear_len < needed {
            return Err(TileError::LinearBufferTooSmall {
                needed: needed as u64,
                got: linear_len,
            });
        }

        let mut plan = Plan {
            a,
            region,
            bpe: bpe as usize,
            rows: [RowRuns::default(); 8],
            chunk_bytes: 0,
            chunk_mask: 0,
            dense: None,
        };
        if region.width == 0 || region.height == 0 {
            return Ok(plan);
        }

        let tiled_needed = match a.family {
            Family::Linear => {
                let last = ElementCoord {
                    x: region.width - 1,
                    y: region.height - 1,
                    slice: region.slice,
                    sample: region.sample,
                };
                let at = a.element_address(last)?;
                at.byte.checked_add(bpe as u64).ok_or(TileError::Overflow)?
            }
            Family::Micro => {
                if !a.pitch.is_multiple_of(MICRO_TILE_WIDTH)
                    || !a.height.is_multiple_of(MICRO_TILE_HEIGHT)
                {
                    return Err(TileError::UnalignedSurface);
                }
                plan.chunk_bytes = a.micro_tile_bytes;
                let last_x = (region.width - 1) / MICRO_TILE_WIDTH * MICRO_TILE_WIDTH;
                let last_y = (region.height - 1) / MICRO_TILE_HEIGHT * MICRO_TILE_HEIGHT;
                let base = a.micro_tiled_base(last_x, last_y, region.slice)?;
                base.checked_add(a.micro_tile_bytes)
                    .ok_or(TileError::Overflow)?
            }
            Family::Macro => {
                plan.chunk_bytes = a.micro_tile_bytes.min(1u64 << a.pipe_interleave_bits);
                macro_group_end(a, region.slice / a.thickness)?
            }
        };
        if (tiled_len as u64) < tiled_needed {
            return Err(TileError::TiledBufferTooSmall {
                needed: tiled_needed,
                got: tiled_len,
            });
        }
        if a.family != Family::Linear {
            plan.build_runs()?;
        }
        Ok(plan)
    }

    /// Offsets of the 64 elements of this slice and sample inside their micro tile,
    /// checked to be distinct and inside the micro tile, grouped into runs.
    fn build_runs(&mut self) -> Result<(), TileError> {
        let a = self.a;
        let bpe = self.bpe as u64;
        let total = a.micro_tile_bits / 8;
        let chunk = self.chunk_bytes;
        if chunk == 0 || total.div_ceil(chunk) > MAX_CHUNKS as u64 {
            return Err(TileError::DegenerateMicroTileOrder);
        }
        // One bit per element slot of the micro tile (up to 8 KiB / 1 byte).
        let mut seen = [0u64; 128];
        let mut offsets = [0u64; 64];
        let mut lowest = u64::MAX;
        let mut highest = 0;
        for j in 0..MICRO_TILE_HEIGHT {
            let mut row = RowRuns::default();
            let mut prev: Option<u64> = None;
            for i in 0..MICRO_TILE_WIDTH {
                let c = ElementCoord {
                    x: i,
                    y: j,
                    slice: self.region.slice,
                    sample: self.region.sample,
                };
                let (off, bit) = a.offset_in_micro_tile(c)?;
                if bit != 0 || off % bpe != 0 || off + bpe > total {
                    return Err(TileError::DegenerateMicroTileOrder);
                }
                let slot = (off / bpe) as usize;
                let word = seen
                    .get_mut(slot / 64)
                    .ok_or(TileError::DegenerateMicroTileOrder)?;
                if *word & (1 << (slot % 64)) != 0 {
                    return Err(TileError::DegenerateMicroTileOrder);
                }
                *word |= 1 << (slot % 64);
                if let Some(o) = offsets.get_mut((j * MICRO_TILE_WIDTH + i) as usize) {
                    *o = off;
                }
                lowest = lowest.min(off);
                highest = highest.max(off);
                let chunk_index = off / chunk;
                self.chunk_mask |= 1u128 << chunk_index;
                let extends = matches!(prev, Some(p) if p + bpe == off && p / chunk == chunk_index);
                let count = row.count as usize;
                match (
                    extends,
                    count.checked_sub(1).and_then(|k| row.runs.get_mut(k)),
                ) {
                    (true, Some(run)) => run.len += 1,
                    _ => {
                        let run = row
                            .runs
                            .get_mut(count)
                            .ok_or(TileError::DegenerateMicroTileOrder)?;
                        *run = Run {
                            x: i as u8,
                            len: 1,
                            chunk: chunk_index as u8,
                            offset: (off % chunk) as u32,
                        };
                        row.count += 1;
                    }
                }
                prev = Some(off);
            }
            if let Some(r) = self.rows.get_mut(j as usize) {
                *r = row;
            }
        }
        if highest - lowest + bpe == 64 * bpe {
            self.dense = Dense::new(&offsets, lowest, bpe, self.chunk_bytes);
        }
        Ok(())
    }

    fn run<M: Mover>(&self, m: &mut M) -> Result<(), TileError> {
        let r = self.region;
        if r.width == 0 || r.height == 0 {
            return Ok(());
        }
        match self.a.family {
            Family::Linear => self.run_linear(m),
            Family::Micro | Family::Macro => self.run_tiled(m),
        }
    }

    fn run_linear<M: Mover>(&self, m: &mut M) -> Result<(), TileError> {
        let r = self.region;
        let row_bytes = r.width as usize * self.bpe;
        for y in 0..r.height {
            let at = self.a.element_address(ElementCoord {
                x: 0,
                y,
                slice: r.slice,
                sample: r.sample,
            })?;
            let t = usize::try_from(at.byte).map_err(|_| TileError::Overflow)?;
            if !m.any(t, y as usize * row_bytes, row_bytes) {
                return Err(TileError::Overflow);
            }
        }
        Ok(())
    }

    fn run_tiled<M: Mover>(&self, m: &mut M) -> Result<(), TileError> {
        let a = self.a;
        let r = self.region;
        let bpe = self.bpe;
        let row_bytes = r.width as usize * bpe;
        let mut chunk_at = [0usize; MAX_CHUNKS];
        let mut pieces = [0usize; MAX_CHUNKS];
        let mut staging = [0u8; STAGING_BYTES];
        let tiles_x = r.width.div_ceil(MICRO_TILE_WIDTH);
        let tiles_y = r.height.div_ceil(MICRO_TILE_HEIGHT);
        for ty in 0..tiles_y {
            let y0 = ty * MICRO_TILE_HEIGHT;
            let rows = (r.height - y0).min(MICRO_TILE_HEIGHT) as usize;
            for tx in 0..tiles_x {
                let x0 = tx * MICRO_TILE_WIDTH;
                let cols = (r.width - x0).min(MICRO_TILE_WIDTH) as u8;
                let linear_tile = y0 as usize * row_bytes + x0 as usize * bpe;
                if let (Some(d), 8, 8) = (&self.dense, cols, rows) {
                    // Whole micro tile, contiguous block: permute through the staging buffer.
                    let pieces = pieces.get_mut(..d.pieces).unwrap_or(&mut []);
                    if a.family == Family::Micro {
                        let base = a.micro_tiled_base(x0, y0, r.slice)?;
                        let at = base.checked_add(d.base).ok_or(TileError::Overflow)?;
                        for (k, p) in pieces.iter_mut().enumerate() {
                            *p = usize::try_from(at + (k * d.piece) as u64)
                                .map_err(|_| TileError::Overflow)?;
                        }
                    } else {
                        let base = a.macro_tile_base(x0, y0, r.slice)?;
                        for (k, p) in pieces.iter_mut().enumerate() {
                            let at = a.macro_address(base, d.base + (k * d.piece) as u64)?;
                            *p = usize::try_from(at).map_err(|_| TileError::Overflow)?;
                        }
                    }
                    if !m.dense(d, linear_tile, row_bytes, pieces, &mut staging) {
                        return Err(TileError::Overflow);
                    }
                    continue;
                }
                // Where each chunk of this micro tile lives.
                if a.family == Family::Micro {
                    let base = a.micro_tiled_base(x0, y0, r.slice)?;
                    chunk_at[0] = usize::try_from(base).map_err(|_| TileError::Overflow)?;
                } else {
                    let base = a.macro_tile_base(x0, y0, r.slice)?;
                    let mut mask = self.chunk_mask;
                    while mask != 0 {
                        let k = mask.trailing_zeros() as usize;
                        mask &= mask - 1;
                        let addr = a.macro_address(base, k as u64 * self.chunk_bytes)?;
                        if let Some(slot) = chunk_at.get_mut(k) {
                            *slot = usize::try_from(addr).map_err(|_| TileError::Overflow)?;
                        }
                    }
                }
                for (j, row) in self.rows.iter().take(rows).enumerate() {
                    let linear_row = linear_tile + j * row_bytes;
                    for run in row.runs.iter().take(row.count as usize) {
                        if run.x >= cols {
                            continue;
                        }
                        let len = run.len.min(cols - run.x) as usize;
                        let base = chunk_at
                            .get(run.chunk as usize)
                            .copied()
                            .unwrap_or(usize::MAX);
                        let t = base.wrapping_add(run.offset as usize);
                        let l = linear_row + run.x as usize * bpe;
                        if !m.bytes(t, l, len * bpe) {
                            return Err(TileError::Overflow);
                        }
                    }
                }
            }
        }
        Ok(())
    }
}
