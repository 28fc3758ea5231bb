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
//! derived once. When the 64 elements of the slice and sample fill one block of the micro
//! tile in a thin order (display, thin or rotated, as for every single-sample thin
//! surface), the block moves with a copy kernel built at compile time for that order and
//! element size: each micro-tile row goes as fixed-size copies of the elements that are
//! adjacent in both layouts (4 elements of 32 bits in display order, 2 in thin order).
//! Edge tiles and other orders (thick, multi-sample depth) move run by run. Macro-tiled
//! surfaces are walked one micro-tile row (8 linear rows) at a time across the region, so
//! the linear side streams; the micro tiles of a row that share a macro tile go in
//! tiled-memory order, and their pipe and bank come from tables shared by the row.
//!
//! With the `non-temporal` feature on x86-64, [`tile`] and [`tile_rect`] write a tiled
//! level of 16 MiB or more with non-temporal stores (each whole micro-tile block,
//! without first reading its cache lines; see the `stream` module), visit each row's
//! micro tiles left to right, and end with a store fence. [`detile`] of a linear image
//! of 16 MiB or more then goes one macro tile at a time (one run of up to 32 KiB of a
//! 1D micro-tile row): its micro tiles are read in tiled-memory order, with the
//! processor asked to prefetch 16 KiB ahead, into a 32 KiB staging buffer laid out as
//! the macro tile's linear rows, which go out whole with non-temporal stores:
//!
//! ```text
//! PS4 tile mode 10, 32-bit elements, 4096 wide: one macro tile is 128 × 64 elements
//!
//!  tiled memory (32 KiB)        staging buffer (32 KiB)      linear image
//!  [ 0][ 1][ 2] ... [127]  -->  64 rows × 512 B; micro  -->  64 rows of 512 B,
//!  micro tiles of 256 B,        tile k lands as 8 rows       16 KiB apart, each
//!  read in this order           of 32 B at its x, y          written whole
//! ```
//!
//! That path keeps its staging buffer and the macro tile's order on the stack: about
//! 64 KiB, on the x86-64 hosts the feature serves. Smaller levels, [`detile_rect`] and
//! other targets use ordinary stores, with or without the feature.
//!
//! # Levels no buffer holds, and sizes to allocate
//!
//! The element addresses are the address library's in every case; [`tiled_size`],
//! [`tile`] and [`detile`] refuse the layouts in which those addresses make elements
//! overlap or leave the level, instead of losing data:
//!
//! - [`Error::AliasedLayout`]: explicit macro-tile parameters under which two micro
//!   tiles of one macro tile reach the same pipe, bank and position in the bank (a
//!   macro aspect ratio above the bank count, which addrlib's surface path rejects as
//!   input but its address path accepts; pipe configurations whose hash leaves pipes
//!   unused for the given bank parameters, P4_32x32 and P8_32x64_32x32 included), or a
//!   tile split that does not cut the micro tile into whole slices (three samples, or a
//!   split that is not a power of two). Use parameters a chip's tables hold:
//!   [`AddrTiling::Index`](super::AddrTiling::Index), or the tile info
//!   [`surface_info`](super::surface::surface_info) reports for a power-of-two sample
//!   count. Also a linear level of several samples with `num_slices` 0: addrlib starts
//!   sample `s` at slice `s * num_slices`, so every sample lands on sample 0's bytes;
//!   give the slice count (1 for a single slice).
//! - [`Error::UnalignedSurface`]: a pitch or height that is not a whole number of
//!   tiles; use the padded pitch and height surface info reports.
//! - [`Error::DegenerateMicroTileOrder`]: a micro-tile order that does not number the
//!   micro tile's elements once each. Surface info reaches one for 64-bit elements on
//!   the PS4 thick entries 20 and 22–25 with one or two slices: the mode degrades to
//!   THIN1 but the micro-tile type stays THICK, exactly as addrlib does (its final
//!   `tile_index` is -1). The THICK order then spreads one slice's 64 elements over 256
//!   element slots, so addrlib's addresses run past its own `surf_size` and into the
//!   neighbouring micro tiles. Such a texture cannot be tiled as reported: lay it out
//!   with the thin entry of the same family instead (14, thin 2D, for 20 and 25; 16,
//!   thin PRT, for 22–24), which tiles 64-bit elements one to one.
//!   128-bit elements on ROTATED entries (27–30) are refused the same way.
//!
//! For the layouts it accepts, [`tiled_size`] covers every element of every slice and
//! sample. It can exceed the level's `surf_size`: for multisampled depth on 1D tiling
//! (PS4 entry 5) addrlib leaves the samples out of the size of small levels (a level
//! padded to 32×8 8-bit elements with 8 samples has a `surf_size` of 256 bytes, its
//! samples span 2,048), and this crate's surface info agrees with it bit for bit.
//! Allocate the larger of the two when tiling every sample of such a level.
//!
//! # Example: fill a 256×256 BC1 texture
//!
//! BC1 stores 4×4 pixel blocks of 8 bytes, so the level is 64×64 elements of 64 bits.
//! On PS4 tile mode 13 (thin 1D) surface info reports a pitch and height of 64 elements.
//!
//! ```
//! use gcn::tiling::{AddrSurface, Config, ElementCoord, Region, SurfaceAddresser, AddrTiling};
//! use gcn::tiling::config::Ps4TileMode;
//! use gcn::tiling::tile::{detile, linear_size, tile, tiled_size};
//!
//! let surface = AddrSurface::new(64, 64, 64, AddrTiling::Index(Ps4TileMode::Thin1dThin.index()));
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
//! let frame = vec![0x80u8; linear_size(32, 1920, 1080)?];
//! let mut memory = vec![0u8; info.surf_size_bytes as usize];
//! tile(&addresser, Region::new(1920, 1080), &frame, &mut memory)?;
//!
//! let mut read_back = vec![0u8; frame.len()];
//! detile(&addresser, Region::new(1920, 1080), &memory, &mut read_back)?;
//! assert!(read_back == frame);
//! # Ok::<(), Box<dyn core::error::Error>>(())
//! ```

use super::Error;
use super::addr::{ElementCoord, Family, MacroBlock, MacroRow, SurfaceAddresser, pixel_index};
use super::config::TileType;
use super::config::{MICRO_TILE_HEIGHT, MICRO_TILE_WIDTH};
use super::stream;

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
}

/// A sub-rectangle of one slice and sample for [`tile_rect`] / [`detile_rect`]: the
/// elements `x..x + width` × `y..y + height` of the level, and how the linear image
/// holds them: element `(x + i, y + j)` at byte `j * row_pitch + i * bytes_per_element`
/// (the bytes between the end of one row and the start of the next are neither read
/// nor written).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Rect {
    /// First column, in elements.
    pub x: u32,
    /// First row, in elements.
    pub y: u32,
    /// Width in elements.
    pub width: u32,
    /// Height in elements.
    pub height: u32,
    /// Slice (array layer, cube face or depth index).
    pub slice: u32,
    /// Sample.
    pub sample: u32,
    /// Bytes from one linear row to the next (at least `width` elements).
    pub row_pitch: usize,
}

impl Rect {
    /// `width × height` elements from `(x, y)` of slice 0, sample 0, with linear rows
    /// `row_pitch` bytes apart.
    pub const fn new(x: u32, y: u32, width: u32, height: u32, row_pitch: usize) -> Self {
        Self {
            x,
            y,
            width,
            height,
            slice: 0,
            sample: 0,
            row_pitch,
        }
    }

    /// Bytes of the linear image of this rectangle of `bpp`-bit elements: the last row
    /// ends `(height - 1) * row_pitch + width * bytes_per_element` bytes in (0 for an
    /// empty rectangle).
    ///
    /// # Errors
    /// [`Error::UnsupportedElementSize`] unless `bpp` is 8, 16, 32, 64 or 128;
    /// [`Error::RowPitchTooSmall`] when a row of `width` elements is longer than
    /// `row_pitch`; [`Error::Overflow`] when the size does not fit in `usize`.
    pub const fn linear_size(&self, bpp: u32) -> Result<usize, Error> {
        let row = ctry!(linear_size(bpp, self.width, 1));
        if row > self.row_pitch {
            return Err(Error::RowPitchTooSmall {
                row_pitch: self.row_pitch,
                needed: row as u64,
            });
        }
        if self.width == 0 || self.height == 0 {
            return Ok(0);
        }
        // height >= 1 here.
        match self
            .row_pitch
            .checked_mul(self.height.wrapping_sub(1) as usize)
        {
            Some(v) => match v.checked_add(row) {
                Some(total) => Ok(total),
                None => Err(Error::Overflow),
            },
            None => Err(Error::Overflow),
        }
    }

    /// The region from the level's origin that ends where this rectangle ends.
    const fn bounds(&self) -> Option<Region> {
        match (
            self.x.checked_add(self.width),
            self.y.checked_add(self.height),
        ) {
            (Some(width), Some(height)) => Some(Region {
                width,
                height,
                slice: self.slice,
                sample: self.sample,
            }),
            _ => None,
        }
    }
}

/// Bytes of a tightly packed linear image of `width × height` elements of `bpp` bits.
///
/// The element size comes first, then the size, as in
/// [`AddrSurface::new`](super::AddrSurface::new) and
/// [`SurfaceInput::new`](super::surface::SurfaceInput::new).
///
/// # Errors
/// [`Error::UnsupportedElementSize`] unless `bpp` is 8, 16, 32, 64 or 128;
/// [`Error::Overflow`] when the size does not fit in `usize`.
pub const fn linear_size(bpp: u32, width: u32, height: u32) -> Result<usize, Error> {
    let bpe = ctry!(bytes_per_element(bpp));
    // u32 x u32 always fits in u64.
    let bytes = match (width as u64)
        .wrapping_mul(height as u64)
        .checked_mul(bpe as u64)
    {
        Some(b) if b <= usize::MAX as u64 => b,
        _ => return Err(Error::Overflow),
    };
    Ok(bytes as usize)
}

/// Bytes the whole level spans in tiled memory (every slice and sample), i.e. the length
/// a tiled buffer needs to hold the level: every element of every slice and sample
/// (`x < pitch`, `y < height`) lies wholly below it.
///
/// A layout for which no such length exists is an error, not a size: addrlib
/// computes addresses for it (and [`SurfaceAddresser::element_address`] returns them),
/// but elements overlap each other or lie past the level's end.
///
/// # Errors
/// [`Error::UnalignedSurface`] for a pitch or height that is not a whole number of
/// tiles (1D: 8×8 micro tiles; 2D/3D/PRT: macro tiles);
/// [`Error::DegenerateMicroTileOrder`] when the micro-tile order does not place the
/// elements of a micro tile at distinct offsets inside it (a THICK order on a thin
/// mode, 128-bit ROTATED, an element size the order does not define);
/// [`Error::AliasedLayout`] when the macro-tile parameters send two elements to the
/// same bytes, or for a linear level of several samples and no slices;
/// [`Error::UnsupportedElementSize`] for a 2D/3D/PRT level whose elements
/// are not 8, 16, 32, 64 or 128 bits (they would straddle pipe interleaves);
/// [`Error::Overflow`] when the size does not fit in 64 bits.
pub const fn tiled_size(a: &SurfaceAddresser) -> Result<u64, Error> {
    let slices = if a.num_slices == 0 { 1 } else { a.num_slices };
    match a.family {
        Family::Linear => {
            if a.aliased {
                return Err(Error::AliasedLayout);
            }
            // u32 x u32 always fits in u64.
            let elems = (a.pitch as u64).wrapping_mul(a.height as u64);
            let planes = (slices as u64).wrapping_mul(a.num_samples as u64);
            match elems.checked_mul(planes) {
                Some(e) => match e.checked_mul(a.bpp as u64) {
                    Some(bits) => Ok(bits.div_ceil(8)),
                    None => Err(Error::Overflow),
                },
                None => Err(Error::Overflow),
            }
        }
        Family::Micro => {
            // A partial micro tile at the end of a row shares its micro-tile index
            // with the first one of the next row, and a partial last row of micro
            // tiles is only partly counted in the slice size.
            if !a.pitch.is_multiple_of(MICRO_TILE_WIDTH)
                || !a.height.is_multiple_of(MICRO_TILE_HEIGHT)
            {
                return Err(Error::UnalignedSurface);
            }
            if !micro_tile_order_is_whole(a) {
                return Err(Error::DegenerateMicroTileOrder);
            }
            let groups = slices.div_ceil(a.thickness) as u64;
            match groups.checked_mul(a.slice_bytes) {
                Some(b) => Ok(b),
                None => Err(Error::Overflow),
            }
        }
        Family::Macro => {
            if let Err(e) = bytes_per_element(a.bpp) {
                return Err(e);
            }
            if !micro_tile_order_is_whole(a) {
                return Err(Error::DegenerateMicroTileOrder);
            }
            let groups = slices.div_ceil(a.thickness);
            macro_group_end(a, groups.saturating_sub(1))
        }
    }
}

/// Whether the micro-tile order numbers the `64 * thickness` elements of one micro tile
/// (all its slices) `0..64 * thickness`, each once; the samples of an element then
/// follow from the order without overlap.
const fn micro_tile_order_is_whole(a: &SurfaceAddresser) -> bool {
    // thickness is 1, 4 or 8: at most 512 elements, one bit each.
    let count = MICRO_TILE_WIDTH
        .wrapping_mul(MICRO_TILE_HEIGHT)
        .wrapping_mul(a.thickness);
    let mut seen = [0u64; 8];
    let mut z = 0;
    while z < a.thickness {
        let mut y = 0;
        while y < MICRO_TILE_HEIGHT {
            let mut x = 0;
            while x < MICRO_TILE_WIDTH {
                let index = pixel_index(x, y, z, a.bpp, a.thickness, a.tile_type);
                if index >= count {
                    return false;
                }
                // index < 512.
                #[allow(clippy::indexing_slicing)]
                let word = &mut seen[(index / 64) as usize];
                let bit = 1u64 << (index % 64);
                if *word & bit != 0 {
                    return false;
                }
                *word |= bit;
                x = x.wrapping_add(1);
            }
            y = y.wrapping_add(1);
        }
        z = z.wrapping_add(1);
    }
    true
}

/// Macro: the end of the tiled bytes of slice group `group` (slices `group * thickness ..`).
const fn macro_group_end(a: &SurfaceAddresser, group: u32) -> Result<u64, Error> {
    if !a.pitch.is_multiple_of(a.macro_pitch)
        || !a.height.is_multiple_of(a.macro_height)
        || !a.macro_height.is_multiple_of(MICRO_TILE_HEIGHT)
    {
        return Err(Error::UnalignedSurface);
    }
    if a.aliased {
        return Err(Error::AliasedLayout);
    }
    let group_local = match a.slices_per_tile.checked_mul(a.slice_bytes) {
        Some(v) => v,
        None => return Err(Error::Overflow),
    };
    let end_local = match (group as u64).wrapping_add(1).checked_mul(group_local) {
        Some(v) => v,
        None => return Err(Error::Overflow),
    };
    let interleave = 1u64 << a.pipe_interleave_bits;
    let chunks = end_local.div_ceil(interleave);
    // At most 2^16 x 16 x 16 (checked by the addresser).
    let spread = interleave
        .wrapping_mul(a.pipes as u64)
        .wrapping_mul(a.banks as u64);
    match chunks.checked_mul(spread) {
        Some(v) => Ok(v),
        None => Err(Error::Overflow),
    }
}

/// [`Error::LinearBufferTooSmall`] when a linear buffer of `got` bytes is shorter than
/// the `needed` bytes of its image.
const fn check_linear_len(needed: usize, got: usize) -> Result<(), Error> {
    if got < needed {
        return Err(Error::LinearBufferTooSmall {
            needed: needed as u64,
            got,
        });
    }
    Ok(())
}

const fn bytes_per_element(bpp: u32) -> Result<u32, Error> {
    match bpp {
        8 | 16 | 32 | 64 | 128 => Ok(bpp / 8),
        _ => Err(Error::UnsupportedElementSize { bpp }),
    }
}

/// Copies `linear` (a tightly packed `region.width × region.height` image) into the tiled
/// level `tiled`.
///
/// # Errors
/// Any [`Error`]; sizes and ranges are checked before anything is written.
pub fn tile(
    a: &SurfaceAddresser,
    region: Region,
    linear: &[u8],
    tiled: &mut [u8],
) -> Result<(), Error> {
    tile_streamed(a, region, linear, tiled, stream::worth_it(tiled.len()))
}

/// The checks [`tile`] makes before it writes anything (the surface, the
/// region, and the lengths of `linear` and `tiled`), with nothing written.
pub(crate) fn check_tile(
    a: &SurfaceAddresser,
    region: Region,
    linear_len: usize,
    tiled_len: usize,
) -> Result<(), Error> {
    Plan::new(a, region, linear_len, tiled_len).map(|_| ())
}

/// [`tile`], with non-temporal stores into `tiled` when `stream` (and the
/// `non-temporal` feature) says so.
pub(crate) fn tile_streamed(
    a: &SurfaceAddresser,
    region: Region,
    linear: &[u8],
    tiled: &mut [u8],
    stream: bool,
) -> Result<(), Error> {
    let plan = Plan::new(a, region, linear.len(), tiled.len())?;
    let stream = stream && stream::ENABLED;
    let done = plan.run(&mut ToTiled {
        linear,
        tiled,
        stream,
    });
    stream::fence();
    done
}

/// Copies the `region` of the tiled level `tiled` into `linear` (tightly packed rows).
///
/// # Errors
/// Any [`Error`]; sizes and ranges are checked before anything is written.
pub fn detile(
    a: &SurfaceAddresser,
    region: Region,
    tiled: &[u8],
    linear: &mut [u8],
) -> Result<(), Error> {
    detile_streamed(a, region, tiled, linear, stream::worth_it(linear.len()))
}

/// [`detile`], through [`Plan::detile_staged`] when `stream` (with non-temporal stores
/// when the `non-temporal` feature is on, else ordinary ones).
pub(crate) fn detile_streamed(
    a: &SurfaceAddresser,
    region: Region,
    tiled: &[u8],
    linear: &mut [u8],
    stream: bool,
) -> Result<(), Error> {
    let plan = Plan::new(a, region, linear.len(), tiled.len())?;
    if stream {
        let done = plan.detile_staged(tiled, linear);
        stream::fence();
        return done;
    }
    plan.run(&mut FromTiled { tiled, linear })
}

/// Copies the rectangle `rect` of the linear image `linear` (rows `rect.row_pitch`
/// bytes apart, see [`Rect`]) into the tiled level `tiled`; the level's other elements
/// and the bytes between linear rows are not touched.
///
/// # Errors
/// Any [`Error`]: [`Error::RegionTooLarge`] when the rectangle reaches past the pitch
/// or height, [`Error::RowPitchTooSmall`], [`Error::LinearBufferTooSmall`] below
/// [`Rect::linear_size`], the others as [`tile`]. Sizes and ranges are checked before
/// anything is written.
pub fn tile_rect(
    a: &SurfaceAddresser,
    rect: Rect,
    linear: &[u8],
    tiled: &mut [u8],
) -> Result<(), Error> {
    let plan = Plan::for_rect(a, rect, linear.len(), tiled.len())?;
    let stream = stream::worth_it(tiled.len());
    let done = plan.run_rect(
        rect,
        &mut ToTiled {
            linear,
            tiled,
            stream,
        },
    );
    stream::fence();
    done
}

/// Copies the rectangle `rect` of the tiled level `tiled` into `linear` (rows
/// `rect.row_pitch` bytes apart, see [`Rect`]); the bytes between linear rows are not
/// written.
///
/// # Errors
/// As [`tile_rect`]; nothing is written on an error.
pub fn detile_rect(
    a: &SurfaceAddresser,
    rect: Rect,
    tiled: &[u8],
    linear: &mut [u8],
) -> Result<(), Error> {
    let plan = Plan::for_rect(a, rect, linear.len(), tiled.len())?;
    plan.run_rect(rect, &mut FromTiled { tiled, linear })
}

/// The part of the level one micro tile copies, in element coordinates, and where its
/// rows lie in the linear image: element `(x + i, y + j)` at `j * pitch + i * bpe`.
#[derive(Clone, Copy, Debug)]
struct Window {
    x: u32,
    y: u32,
    x_end: u32,
    y_end: u32,
    pitch: usize,
}

/// Byte range `at..at + n` of `buf`, if inside it.
#[inline(always)]
fn range(buf: &[u8], at: usize, n: usize) -> Option<&[u8]> {
    buf.get(at..)?.get(..n)
}

/// Mutable byte range `at..at + n` of `buf`, if inside it.
#[inline(always)]
fn range_mut(buf: &mut [u8], at: usize, n: usize) -> Option<&mut [u8]> {
    buf.get_mut(at..)?.get_mut(..n)
}

/// Copies `n` bytes from `src[s..]` to `dst[d..]`; `false` when a range is outside its buffer.
#[inline(always)]
fn copy_bytes(dst: &mut [u8], d: usize, src: &[u8], s: usize, n: usize) -> bool {
    match (range_mut(dst, d, n), range(src, s, n)) {
        (Some(to), Some(from)) => {
            to.copy_from_slice(from);
            true
        }
        _ => false,
    }
}

/// One whole micro tile moved by a kernel: its linear rows start at `l`, `row_bytes`
/// apart; piece `k` (`piece` bytes) of its block lives at tiled offset `pieces[k]`.
struct WholeTile<'p> {
    l: usize,
    row_bytes: usize,
    pieces: &'p [usize],
    piece: usize,
}

/// Where the block of a [`WholeTile`] is assembled.
enum Block<'s> {
    /// In tiled memory, in one piece at this offset.
    Tiled(usize),
    /// In the staging buffer, copied piece by piece.
    Staged(&'s mut [u8]),
}

impl WholeTile<'_> {
    /// The block of order `K`: tiled memory itself for one piece, else the staging
    /// buffer (`None` for pieces of 0 bytes).
    #[inline(always)]
    fn block<'s, K: Kernel>(&self, staging: &'s mut [u8; STAGING_BYTES]) -> Option<Block<'s>> {
        if let [at] = self.pieces {
            return Some(Block::Tiled(*at));
        }
        if self.piece == 0 {
            return None;
        }
        staging.get_mut(..K::BLOCK).map(Block::Staged)
    }
}

/// One direction of copying between the two buffers.
trait Mover {
    /// Whether a macro-tiled walk visits each micro-tile row of a macro tile
    /// in tiled-memory order (else left to right).
    #[inline(always)]
    fn tiled_order(&self) -> bool {
        true
    }

    /// Moves `n` bytes between tiled offset `t` and linear offset `l`; `false` when a
    /// range is outside its buffer.
    fn copy(&mut self, t: usize, l: usize, n: usize) -> bool;

    /// Moves one whole micro tile whose block follows the order `K`; `false` when a
    /// range is outside its buffer.
    fn whole<K: Kernel>(&mut self, w: &WholeTile<'_>, staging: &mut [u8; STAGING_BYTES]) -> bool;

    /// [`Mover::whole`], with a range outside its buffer as [`Error::Overflow`].
    #[inline(always)]
    fn whole_tile<K: Kernel>(
        &mut self,
        w: &WholeTile<'_>,
        staging: &mut [u8; STAGING_BYTES],
    ) -> Result<(), Error> {
        if self.whole::<K>(w, staging) {
            Ok(())
        } else {
            Err(Error::Overflow)
        }
    }
}

struct ToTiled<'a, 'b> {
    linear: &'a [u8],
    tiled: &'b mut [u8],
    /// Whether tiled memory is written with non-temporal stores
    /// ([`stream::worth_it`]).
    stream: bool,
}

impl Mover for ToTiled<'_, '_> {
    /// With non-temporal stores, left to right: the linear rows are read in
    /// order and every block is written whole wherever it lies.
    #[inline(always)]
    fn tiled_order(&self) -> bool {
        !self.stream
    }

    #[inline(always)]
    fn copy(&mut self, t: usize, l: usize, n: usize) -> bool {
        copy_bytes(self.tiled, t, self.linear, l, n)
    }

    #[inline(always)]
    fn whole<K: Kernel>(&mut self, w: &WholeTile<'_>, staging: &mut [u8; STAGING_BYTES]) -> bool {
        match w.block::<K>(staging) {
            // Straight into tiled memory; with non-temporal stores, assembled in the
            // staging buffer and written out whole.
            Some(Block::Tiled(at)) => {
                let linear = self.linear;
                let stage = staging.get_mut(..K::BLOCK);
                match (range_mut(self.tiled, at, K::BLOCK), stage) {
                    (Some(block), Some(stage)) if self.stream => {
                        K::to_block(linear, w.l, w.row_bytes, stage) && stream::copy(block, stage)
                    }
                    (Some(block), _) => K::to_block(linear, w.l, w.row_bytes, block),
                    (None, _) => false,
                }
            }
            Some(Block::Staged(stage)) => {
                K::to_block(self.linear, w.l, w.row_bytes, stage)
                    && w.pieces
                        .iter()
                        .zip(stage.chunks_exact(w.piece))
                        .all(|(&at, src)| match range_mut(self.tiled, at, w.piece) {
                            Some(dst) if self.stream => stream::copy(dst, src),
                            Some(dst) => {
                                dst.copy_from_slice(src);
                                true
                            }
                            None => false,
                        })
            }
            None => false,
        }
    }
}

struct FromTiled<'a, 'b> {
    tiled: &'a [u8],
    linear: &'b mut [u8],
}

impl Mover for FromTiled<'_, '_> {
    #[inline(always)]
    fn copy(&mut self, t: usize, l: usize, n: usize) -> bool {
        copy_bytes(self.linear, l, self.tiled, t, n)
    }

    #[inline(always)]
    fn whole<K: Kernel>(&mut self, w: &WholeTile<'_>, staging: &mut [u8; STAGING_BYTES]) -> bool {
        match w.block::<K>(staging) {
            Some(Block::Tiled(at)) => range(self.tiled, at, K::BLOCK)
                .is_some_and(|block| K::from_block(block, self.linear, w.l, w.row_bytes)),
            Some(Block::Staged(stage)) => {
                let tiled = self.tiled;
                w.pieces
                    .iter()
                    .zip(stage.chunks_exact_mut(w.piece))
                    .all(|(&at, dst)| copy_bytes(dst, 0, tiled, at, w.piece))
                    && K::from_block(stage, self.linear, w.l, w.row_bytes)
            }
            None => false,
        }
    }
}

/// A thin micro-tile element order known at compile time: tile type `TT`
/// (`ADDR_DISPLAYABLE`, `ADDR_NON_DISPLAYABLE` or `ADDR_ROTATED`) for `BPE`-byte elements.
/// The 64 elements of one slice and sample fill one block of `64 * BPE` bytes.
struct Order<const TT: u8, const BPE: usize>;

/// Moves the 64 elements of one micro tile between 8 linear rows and their block.
trait Kernel {
    /// Bytes of the block.
    const BLOCK: usize;
    /// Linear rows at `l`, `row_bytes` apart, into `block`; `false` when out of
    /// range.
    fn to_block(linear: &[u8], l: usize, row_bytes: usize, block: &mut [u8]) -> bool;
    /// `block` out to the linear rows at `l`, `row_bytes` apart.
    fn from_block(block: &[u8], linear: &mut [u8], l: usize, row_bytes: usize) -> bool;
}

/// Byte offset of element (x, y) inside the block of thin order `tile_type` for
/// `bpe`-byte elements: addrlib's pixel index (slice 0) times the element size.
// Compile-time only: x and y stay below 8, offsets below 2048.
#[allow(clippy::indexing_slicing, clippy::arithmetic_side_effects)]
const fn order_offsets(tile_type: u8, bpe: usize) -> [[usize; 8]; 8] {
    let mut table = [[0; 8]; 8];
    let mut y = 0;
    while y < 8 {
        let mut x = 0;
        while x < 8 {
            let index = pixel_index(
                x as u32,
                y as u32,
                0,
                (bpe as u32).wrapping_mul(8),
                1,
                TileType::from_bits(tile_type),
            );
            table[y][x] = (index as usize).wrapping_mul(bpe);
            x += 1;
        }
        y += 1;
    }
    table
}

/// Longest run (elements, a power of two) such that every aligned group of that many
/// elements of a row is contiguous in the block.
// Compile-time only, on tables of offsets below 2048: x, y < 8 and 1 <= run <= 8.
#[allow(clippy::indexing_slicing, clippy::arithmetic_side_effects)]
const fn run_length(table: &[[usize; 8]; 8], bpe: usize) -> usize {
    let mut run = 8;
    while run > 1 {
        let mut ok = true;
        let mut y = 0;
        while y < 8 {
            let mut x = 0;
            while x < 8 {
                let first = x - x % run;
                if table[y][x] != table[y][first] + (x - first) * bpe {
                    ok = false;
                }
                x += 1;
            }
            y += 1;
        }
        if ok {
            break;
        }
        run /= 2;
    }
    run
}

impl<const TT: u8, const BPE: usize> Order<TT, BPE> {
    const OFFSET: [[usize; 8]; 8] = order_offsets(TT, BPE);
    /// Elements per copy.
    const RUN: usize = run_length(&Self::OFFSET, BPE);
    /// Bytes per copy.
    const UNIT: usize = Self::RUN * BPE;
    /// Bytes of one micro-tile row in the linear image.
    const ROW: usize = 8 * BPE;
}

impl<const TT: u8, const BPE: usize> Kernel for Order<TT, BPE> {
    const BLOCK: usize = 64 * BPE;

    #[inline(always)]
    fn to_block(linear: &[u8], l: usize, row_bytes: usize, block: &mut [u8]) -> bool {
        let Some(block) = block.get_mut(..Self::BLOCK) else {
            return false;
        };
        let mut start = l;
        for offsets in &Self::OFFSET {
            let Some(row) = range(linear, start, Self::ROW) else {
                return false;
            };
            for (src, &o) in row
                .chunks_exact(Self::UNIT)
                .zip(offsets.iter().step_by(Self::RUN))
            {
                match range_mut(block, o, Self::UNIT) {
                    Some(dst) => dst.copy_from_slice(src),
                    None => return false,
                }
            }
            // Wraps only past the end of `linear`, which the next range check rejects.
            start = start.wrapping_add(row_bytes);
        }
        true
    }

    #[inline(always)]
    fn from_block(block: &[u8], linear: &mut [u8], l: usize, row_bytes: usize) -> bool {
        let Some(block) = block.get(..Self::BLOCK) else {
            return false;
        };
        let mut start = l;
        for offsets in &Self::OFFSET {
            let Some(row) = range_mut(linear, start, Self::ROW) else {
                return false;
            };
            for (dst, &o) in row
                .chunks_exact_mut(Self::UNIT)
                .zip(offsets.iter().step_by(Self::RUN))
            {
                match range(block, o, Self::UNIT) {
                    Some(src) => dst.copy_from_slice(src),
                    None => return false,
                }
            }
            // Wraps only past the end of `linear`, which the next range check rejects.
            start = start.wrapping_add(row_bytes);
        }
        true
    }
}

/// No kernel: every micro tile moves run by run.
struct NoKernel;

impl Kernel for NoKernel {
    const BLOCK: usize = 0;

    fn to_block(_: &[u8], _: usize, _: usize, _: &mut [u8]) -> bool {
        false
    }

    fn from_block(_: &[u8], _: &mut [u8], _: usize, _: usize) -> bool {
        false
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

/// Largest block a kernel moves through the staging buffer: 64 elements of 16 bytes.
const STAGING_BYTES: usize = 64 * 16;

/// Most pieces of a block whose addresses the macro-tiled walk keeps; blocks in more
/// pieces move run by run.
const FAST_PIECES: usize = 16;

/// Most micro tiles of one macro tile visited in memory order; larger macro tiles are
/// visited row by row.
const ORDER_CAP: usize = 256;

/// Bytes of the staging buffer of [`Plan::detile_staged`]: one macro tile of 32-bit
/// elements on the PS4's 2D modes (128 × 64 elements). On the stack of that path alone,
/// which [`detile`] takes only with the `non-temporal` feature on x86-64.
const STAGE_BYTES: usize = 32 * 1024;

/// How far ahead of the block it is staging [`Plan::detile_staged`] prefetches tiled
/// memory, in bytes (with the `non-temporal` feature): half a macro tile of 32-bit
/// elements, the distance that measured best (`benches/README.md`).
const PREFETCH_AHEAD: usize = 16 * 1024;

/// Most micro-tile rows of one macro tile [`Plan::detile_staged`] stages.
const MAX_GROUP_ROWS: usize = 32;

/// Most micro tiles of one group [`Plan::detile_staged`] stages: a macro tile of 8-bit
/// elements on the PS4's 2D modes (256 × 128 elements) has 512.
const MAX_GROUP_TILES: usize = 512;

/// Where the pieces of every whole micro tile's block go in a macro-tiled level: the
/// kernel's block and each piece's [`MacroBlock`].
struct FastBlocks {
    whole: Whole,
    blocks: [MacroBlock; FAST_PIECES],
}

/// One micro tile of a staged group: the tiled offset of its block's first piece,
/// where its rows start in the staging buffer, and its micro-tile row in the group and
/// x in the level.
#[derive(Clone, Copy, Debug, Default)]
struct GroupTile {
    at: u64,
    l: u32,
    row: u16,
    x: u32,
}

/// Puts `keys` into `spare` in order of their tiled offsets when those are the smallest
/// one plus every multiple of `step` below `keys.len() * step`, once each, as the micro
/// tiles of one macro tile are when their blocks are whole and adjacent (in linear
/// time); `false` otherwise.
fn in_place_order(keys: &[GroupTile], spare: &mut [GroupTile], step: u64) -> bool {
    let Some(min) = keys.iter().map(|k| k.at).min() else {
        return true;
    };
    let Some(step) = core::num::NonZeroU64::new(step) else {
        return false;
    };
    if spare.len() != keys.len() {
        return false;
    }
    spare.fill(GroupTile {
        at: u64::MAX,
        ..GroupTile::default()
    });
    for k in keys.iter() {
        // `min` is the smallest offset.
        let d = k.at.wrapping_sub(min);
        let slot = usize::try_from(d / step)
            .ok()
            .filter(|_| d % step == 0)
            .and_then(|i| spare.get_mut(i));
        match slot {
            Some(s) if s.at == u64::MAX => *s = *k,
            _ => return false,
        }
    }
    true
}

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
    /// Whole micro tiles by a kernel, when this slice/sample's elements fill one
    /// block of the micro tile in a known thin order.
    whole: Option<Whole>,
}

/// How whole micro tiles move: the slice/sample's 64 elements fill `64 * bpe` bytes at
/// `base` inside the micro tile, in the thin order of tile type `order`, and the block
/// lies in memory as `pieces` contiguous pieces of `piece` bytes.
#[derive(Clone, Copy, Debug)]
struct Whole {
    order: u8,
    base: u64,
    piece: usize,
    pieces: usize,
}

impl Whole {
    /// The kernel for `offsets` (byte offsets of the 64 elements, row-major), if their
    /// order is a known thin order.
    fn new(offsets: &[u64; 64], base: u64, bpe: u64, chunk: u64, tile_type: u32) -> Option<Self> {
        let block = bpe.checked_mul(64)?;
        let piece = chunk.min(block);
        if piece == 0
            || !base.is_multiple_of(piece)
            || !block.is_multiple_of(piece)
            || block > STAGING_BYTES as u64
        {
            return None;
        }
        // Depth order with one sample is the non-displayable order.
        let order = match tile_type {
            0 => 0,
            1 | 2 => 1,
            3 => 3,
            _ => return None,
        };
        let table = order_offsets(order, usize::try_from(bpe).ok()?);
        let same = offsets.chunks_exact(8).zip(&table).all(|(got, want)| {
            got.iter()
                .zip(want)
                .all(|(&g, &w)| g.checked_sub(base) == Some(w as u64))
        });
        let pieces = block.checked_div(piece)? as usize;
        same.then_some(Whole {
            order,
            base,
            piece: piece as usize,
            pieces,
        })
    }
}

/// Per-call working memory of the tiled walk.
struct Scratch {
    chunk_at: [usize; MAX_CHUNKS],
    pieces: [usize; MAX_CHUNKS],
    staging: [u8; STAGING_BYTES],
}

/// Calls `$plan.$method::<K>(args)` with `K` the plan's kernel: `Order<order, bpe>`, or
/// [`NoKernel`].
macro_rules! with_kernel {
    ($plan:ident . $method:ident ( $($arg:expr),* )) => {
        with_kernel!(@ $plan, $method, ($($arg),*),
            (0, 1), (0, 2), (0, 4), (0, 8), (0, 16),
            (1, 1), (1, 2), (1, 4), (1, 8), (1, 16),
            (3, 1), (3, 2), (3, 4), (3, 8))
    };
    (@ $plan:ident, $method:ident, $args:tt, $( ($o:literal, $b:literal) ),* ) => {
        match $plan.whole.map(|w| (w.order, $plan.bpe)) {
            $( Some(($o, $b)) => with_kernel!(@call $plan, $method, Order<$o, $b>, $args), )*
            _ => with_kernel!(@call $plan, $method, NoKernel, $args),
        }
    };
    (@call $plan:ident, $method:ident, $k:ty, ($($arg:expr),*)) => {
        $plan.$method::<$k>($($arg),*)
    };
}
impl<'a> Plan<'a> {
    fn new(
        a: &'a SurfaceAddresser,
        region: Region,
        linear_len: usize,
        tiled_len: usize,
    ) -> Result<Self, Error> {
        let bpe = Self::check_region(a, region)?;
        check_linear_len(linear_size(a.bpp, region.width, region.height)?, linear_len)?;
        Self::build(a, region, bpe, tiled_len)
    }

    /// The plan of the region from the level's origin to the end of `rect`, after
    /// checking the rectangle's linear image.
    fn for_rect(
        a: &'a SurfaceAddresser,
        rect: Rect,
        linear_len: usize,
        tiled_len: usize,
    ) -> Result<Self, Error> {
        let bounds = rect.bounds().ok_or(Error::RegionTooLarge)?;
        let bpe = Self::check_region(a, bounds)?;
        check_linear_len(rect.linear_size(a.bpp)?, linear_len)?;
        Self::build(a, bounds, bpe, tiled_len)
    }

    /// Checks the region against the surface; returns the bytes per element.
    fn check_region(a: &SurfaceAddresser, region: Region) -> Result<u32, Error> {
        let bpe = bytes_per_element(a.bpp)?;
        if region.width > a.pitch || region.height > a.height {
            return Err(Error::RegionTooLarge);
        }
        if region.slice >= a.num_slices.max(1) {
            return Err(Error::SliceOutOfRange);
        }
        if !a.num_samples.is_power_of_two() {
            return Err(Error::UnsupportedSampleCount {
                samples: a.num_samples,
            });
        }
        if region.sample >= a.num_samples {
            return Err(Error::SampleOutOfRange);
        }
        Ok(bpe)
    }

    /// The plan of a checked region: the tiled buffer's length checked, the runs of
    /// a micro tile built.
    fn build(
        a: &'a SurfaceAddresser,
        region: Region,
        bpe: u32,
        tiled_len: usize,
    ) -> Result<Self, Error> {
        let mut plan = Plan {
            a,
            region,
            bpe: bpe as usize,
            rows: [RowRuns::default(); 8],
            chunk_bytes: 0,
            chunk_mask: 0,
            whole: None,
        };
        if region.width == 0 || region.height == 0 {
            return Ok(plan);
        }

        // Both are at least 1 here.
        let (last_x, last_y) = (region.width.wrapping_sub(1), region.height.wrapping_sub(1));
        let tiled_needed = match a.family {
            Family::Linear => {
                if a.aliased {
                    return Err(Error::AliasedLayout);
                }
                let last = ElementCoord {
                    x: last_x,
                    y: last_y,
                    slice: region.slice,
                    sample: region.sample,
                };
                let at = a.element_address(last)?;
                at.byte.checked_add(bpe as u64).ok_or(Error::Overflow)?
            }
            Family::Micro => {
                if !a.pitch.is_multiple_of(MICRO_TILE_WIDTH)
                    || !a.height.is_multiple_of(MICRO_TILE_HEIGHT)
                {
                    return Err(Error::UnalignedSurface);
                }
                plan.chunk_bytes = a.micro_tile_bytes;
                let last_x = last_x & !(MICRO_TILE_WIDTH - 1);
                let last_y = last_y & !(MICRO_TILE_HEIGHT - 1);
                let base = a.micro_tiled_base(last_x, last_y, region.slice)?;
                base.checked_add(a.micro_tile_bytes)
                    .ok_or(Error::Overflow)?
            }
            Family::Macro => {
                plan.chunk_bytes = a.micro_tile_bytes.min(1u64 << a.pipe_interleave_bits);
                macro_group_end(a, region.slice >> a.thick_shift)?
            }
        };
        if (tiled_len as u64) < tiled_needed {
            return Err(Error::TiledBufferTooSmall {
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
    // Offsets inside one micro tile (at most 8 KiB per sample, 16 samples), coordinates
    // below 8, chunk sizes non-zero: nothing here can overflow or divide by zero.
    #[allow(clippy::arithmetic_side_effects)]
    fn build_runs(&mut self) -> Result<(), Error> {
        let a = self.a;
        let bpe = self.bpe as u64;
        let total = a.micro_tile_bits / 8;
        let chunk = self.chunk_bytes;
        if chunk == 0 || total.div_ceil(chunk) > MAX_CHUNKS as u64 {
            return Err(Error::DegenerateMicroTileOrder);
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
                let (off, bit) = a.offset_in_micro_tile(c);
                if bit != 0 || off % bpe != 0 || off + bpe > total {
                    return Err(Error::DegenerateMicroTileOrder);
                }
                let slot = (off / bpe) as usize;
                let word = seen
                    .get_mut(slot / 64)
                    .ok_or(Error::DegenerateMicroTileOrder)?;
                if *word & (1 << (slot % 64)) != 0 {
                    return Err(Error::DegenerateMicroTileOrder);
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
                            .ok_or(Error::DegenerateMicroTileOrder)?;
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
            self.whole = Whole::new(&offsets, lowest, bpe, chunk, a.tile_type.raw());
        }
        Ok(())
    }

    fn run<M: Mover>(&self, m: &mut M) -> Result<(), Error> {
        let r = self.region;
        if r.width == 0 || r.height == 0 {
            return Ok(());
        }
        if self.a.family == Family::Linear {
            return self.run_linear(m);
        }
        let plan = self;
        with_kernel!(plan.run_tiled(m))
    }

    // Rows of the region, whose linear size `new` checked.
    #[allow(clippy::arithmetic_side_effects)]
    fn run_linear<M: Mover>(&self, m: &mut M) -> Result<(), Error> {
        let r = self.region;
        let row_bytes = r.width as usize * self.bpe;
        for y in 0..r.height {
            let at = self.a.element_address(ElementCoord {
                x: 0,
                y,
                slice: r.slice,
                sample: r.sample,
            })?;
            let t = usize::try_from(at.byte).map_err(|_| Error::Overflow)?;
            if !m.copy(t, y as usize * row_bytes, row_bytes) {
                return Err(Error::Overflow);
            }
        }
        Ok(())
    }

    /// Every micro tile of the region: 1D in memory order (row-major); macro-tiled one
    /// macro tile at a time, its micro tiles in the memory order of the first macro tile.
    // Micro-tile and macro-tile counters bounded by the region and the macro tile size.
    #[allow(clippy::arithmetic_side_effects)]
    fn run_tiled<K: Kernel>(&self, m: &mut impl Mover) -> Result<(), Error> {
        let a = self.a;
        let r = self.region;
        let mut scratch = Scratch {
            chunk_at: [0; MAX_CHUNKS],
            pieces: [0; MAX_CHUNKS],
            staging: [0; STAGING_BYTES],
        };
        let tiles_x = r.width.div_ceil(MICRO_TILE_WIDTH);
        let tiles_y = r.height.div_ceil(MICRO_TILE_HEIGHT);
        if a.family != Family::Macro {
            let row_bytes = r.width as usize * self.bpe;
            let (full_x, full_y) = (r.width / MICRO_TILE_WIDTH, r.height / MICRO_TILE_HEIGHT);
            let step = usize::try_from(a.micro_tile_bytes).map_err(|_| Error::Overflow)?;
            for ty in 0..tiles_y {
                let mut first_edge = 0;
                match self.whole {
                    // The micro tiles of a 1D row follow each other: whole ones move
                    // from one base address stepped by the micro-tile size.
                    Some(w) if K::BLOCK != 0 && w.pieces == 1 && ty < full_y => {
                        let base = a.micro_tiled_base(0, ty * MICRO_TILE_HEIGHT, r.slice)?;
                        let base = base.checked_add(w.base).ok_or(Error::Overflow)?;
                        let mut at = usize::try_from(base).map_err(|_| Error::Overflow)?;
                        let mut l = ty as usize * MICRO_TILE_HEIGHT as usize * row_bytes;
                        for _ in 0..full_x {
                            let tile = WholeTile {
                                l,
                                row_bytes,
                                pieces: &[at],
                                piece: w.piece,
                            };
                            m.whole_tile::<K>(&tile, &mut scratch.staging)?;
                            // Below the checked end of the level and the linear image.
                            at = at.wrapping_add(step);
                            l = l.wrapping_add(MICRO_TILE_WIDTH as usize * self.bpe);
                        }
                        first_edge = full_x;
                    }
                    _ => {}
                }
                for tx in first_edge..tiles_x {
                    self.micro_tile::<_, K>(m, tx, ty, &mut scratch)?;
                }
            }
            return Ok(());
        }
        // Macro-tiled: one micro-tile row (8 linear rows) across the region at a time, so
        // the linear side is 8 sequential streams; inside each macro tile the row's micro
        // tiles go in the tiled-memory order of the row's first macro tile.
        let window = self.window();
        let mtw = (a.macro_pitch / MICRO_TILE_WIDTH).max(1);
        let fast = self.fast_blocks::<K>()?;
        let mut keys = [(0u64, 0u16); ORDER_CAP];
        let mut order = [0u16; ORDER_CAP];
        for ty in 0..tiles_y {
            let y0 = ty * MICRO_TILE_HEIGHT;
            let row = a.macro_row(y0, r.slice)?;
            let n = mtw as usize;
            let order = match (keys.get_mut(..n), order.get_mut(..n)) {
                (Some(keys), Some(order)) if m.tiled_order() => {
                    for (i, k) in keys.iter_mut().enumerate() {
                        let b = row.tile(i as u32 * MICRO_TILE_WIDTH);
                        *k = (a.assemble(b.offset, b.pipe, b.bank)?, i as u16);
                    }
                    keys.sort_unstable();
                    for (o, k) in order.iter_mut().zip(keys.iter()) {
                        *o = k.1;
                    }
                    &*order
                }
                _ => &[],
            };
            let mut tile = |tx: u32| -> Result<(), Error> {
                self.macro_micro_tile::<K>(m, (&row, tx, ty), fast.as_ref(), &window, &mut scratch)
            };
            let mut mx = 0;
            while mx < tiles_x {
                if order.is_empty() {
                    for tx in mx..(mx + mtw).min(tiles_x) {
                        tile(tx)?;
                    }
                } else {
                    for &i in order {
                        let tx = mx + u32::from(i);
                        if tx < tiles_x {
                            tile(tx)?;
                        }
                    }
                }
                mx += mtw;
            }
        }
        Ok(())
    }

    /// Where each piece of a whole micro tile's block goes in a macro-tiled level, when
    /// the kernel `K` moves whole micro tiles in at most [`FAST_PIECES`] pieces.
    fn fast_blocks<K: Kernel>(&self) -> Result<Option<FastBlocks>, Error> {
        match self.whole {
            Some(w) if K::BLOCK != 0 && w.pieces <= FAST_PIECES => {
                let first = self.a.macro_block(w.base)?;
                let mut blocks = [first; FAST_PIECES];
                for (k, b) in blocks.iter_mut().enumerate().take(w.pieces).skip(1) {
                    let offset = k
                        .checked_mul(w.piece)
                        .and_then(|o| w.base.checked_add(o as u64))
                        .ok_or(Error::Overflow)?;
                    *b = self.a.macro_block(offset)?;
                }
                Ok(Some(FastBlocks { whole: w, blocks }))
            }
            _ => Ok(None),
        }
    }

    /// Micro tile `tx` of the macro-tiled micro-tile row `ty`, whose row terms are
    /// `row`: whole by the kernel when `fast` is given and the tile is one of the
    /// region's whole micro tiles, else run by run inside `window`.
    // Offsets inside the linear image and the tiled level, whose sizes `new` checked.
    #[allow(clippy::arithmetic_side_effects)]
    #[inline(always)]
    fn macro_micro_tile<K: Kernel>(
        &self,
        m: &mut impl Mover,
        (row, tx, ty): (&MacroRow, u32, u32),
        fast: Option<&FastBlocks>,
        window: &Window,
        scratch: &mut Scratch,
    ) -> Result<(), Error> {
        let r = self.region;
        let (x0, y0) = (tx * MICRO_TILE_WIDTH, ty * MICRO_TILE_HEIGHT);
        match fast {
            Some(f) if tx < r.width / MICRO_TILE_WIDTH && ty < r.height / MICRO_TILE_HEIGHT => {
                let row_bytes = r.width as usize * self.bpe;
                let base = row.tile(x0);
                let pieces = scratch.pieces.get_mut(..f.whole.pieces).unwrap_or(&mut []);
                for (p, b) in pieces.iter_mut().zip(&f.blocks) {
                    *p = usize::try_from(b.address(base)).map_err(|_| Error::Overflow)?;
                }
                let tile = WholeTile {
                    l: y0 as usize * row_bytes + x0 as usize * self.bpe,
                    row_bytes,
                    pieces,
                    piece: f.whole.piece,
                };
                m.whole_tile::<K>(&tile, &mut scratch.staging)
            }
            _ => self.partial(m, x0, y0, window, &mut scratch.chunk_at),
        }
    }

    /// [`detile`] of a level of [`stream::MIN_BYTES`] or more with the `non-temporal`
    /// feature. One group of micro tiles at a time, a whole macro tile (or up to
    /// [`STAGE_BYTES`] of one 1D micro-tile row), is read in tiled-memory order into a
    /// staging buffer laid out as its linear rows, which then go out whole with
    /// non-temporal stores; the micro tiles outside whole groups move as in [`Plan::run`].
    /// Writing whole linear lines at once, never reading them first, is what the
    /// ordinary walk cannot do: it writes each line 32 bytes at a time from eight
    /// micro tiles.
    #[inline(never)]
    fn detile_staged(&self, tiled: &[u8], linear: &mut [u8]) -> Result<(), Error> {
        let r = self.region;
        if r.width == 0 || r.height == 0 {
            return Ok(());
        }
        let plan = self;
        match self.a.family {
            Family::Linear => self.run_linear(&mut FromTiled { tiled, linear }),
            _ => with_kernel!(plan.detile_groups(tiled, linear)),
        }
    }

    /// The body of [`Plan::detile_staged`] for the kernel `K`.
    // Counters bounded by the region and the group size; linear offsets below the
    // region's checked linear size.
    #[allow(clippy::arithmetic_side_effects)]
    fn detile_groups<K: Kernel>(&self, tiled: &[u8], linear: &mut [u8]) -> Result<(), Error> {
        let a = self.a;
        let r = self.region;
        let bpe = self.bpe;
        let row_bytes = r.width as usize * bpe;
        let macro_tiled = a.family == Family::Macro;
        let fast = if macro_tiled {
            self.fast_blocks::<K>()?
        } else {
            None
        };
        // The group: `gw × gh` micro tiles, staged as `gh * 8` rows of `pitch` bytes.
        let tile_row_bytes = MICRO_TILE_WIDTH as usize * bpe;
        let (gw, gh) = match (self.whole, &fast) {
            (Some(_), Some(_)) => (
                (a.macro_pitch / MICRO_TILE_WIDTH) as usize,
                (a.macro_height / MICRO_TILE_HEIGHT) as usize,
            ),
            (Some(w), None) if !macro_tiled && K::BLOCK != 0 && w.pieces == 1 => (
                (STAGE_BYTES / K::BLOCK).min((r.width / MICRO_TILE_WIDTH) as usize),
                1,
            ),
            _ => (0, 0),
        };
        let pitch = gw * tile_row_bytes;
        let group_rows = gh * MICRO_TILE_HEIGHT as usize;
        let staged = gw * gh != 0
            && gw * gh <= MAX_GROUP_TILES
            && gh <= MAX_GROUP_ROWS
            && pitch * group_rows <= STAGE_BYTES;
        let (groups_x, groups_y) = if staged {
            (
                r.width as usize / (gw * MICRO_TILE_WIDTH as usize),
                r.height as usize / group_rows,
            )
        } else {
            (0, 0)
        };
        let mut stage = [0u8; STAGE_BYTES];
        let stage = stage.get_mut(..pitch * group_rows).unwrap_or(&mut []);
        let mut scratch = Scratch {
            chunk_at: [0; MAX_CHUNKS],
            pieces: [0; MAX_CHUNKS],
            staging: [0; STAGING_BYTES],
        };
        let mut keys = [GroupTile::default(); MAX_GROUP_TILES];
        let keys = keys.get_mut(..gw * gh).unwrap_or(&mut []);
        let mut spare = [GroupTile::default(); MAX_GROUP_TILES];
        let spare = spare.get_mut(..gw * gh).unwrap_or(&mut []);
        let group_width = (gw * MICRO_TILE_WIDTH as usize) as u32;
        for gy in 0..groups_y {
            let y0 = (gy * group_rows) as u32;
            // The row terms of each micro-tile row of the group (macro-tiled).
            let mut rows = [None; MAX_GROUP_ROWS];
            if macro_tiled {
                for (i, row) in rows.iter_mut().enumerate().take(gh) {
                    *row = Some(a.macro_row(y0 + (i as u32) * MICRO_TILE_HEIGHT, r.slice)?);
                }
            }
            let mut at_1d = match self.whole {
                Some(w) if !macro_tiled => a
                    .micro_tiled_base(0, y0, r.slice)?
                    .checked_add(w.base)
                    .ok_or(Error::Overflow)?,
                _ => 0,
            };
            for gx in 0..groups_x {
                let x0 = gx as u32 * group_width;
                // Each micro tile's first piece and its place in the staging buffer.
                let mut key = keys.iter_mut();
                for (ti, row) in rows.iter().take(gh).enumerate() {
                    for tj in 0..gw {
                        let x = x0 + tj as u32 * MICRO_TILE_WIDTH;
                        let at = match (&fast, row) {
                            (Some(f), Some(row)) => f.blocks[0].address(row.tile(x)),
                            _ => {
                                let at = at_1d;
                                at_1d = at_1d.wrapping_add(a.micro_tile_bytes);
                                at
                            }
                        };
                        if let Some(k) = key.next() {
                            *k = GroupTile {
                                at,
                                l: (ti * MICRO_TILE_HEIGHT as usize * pitch + tj * tile_row_bytes)
                                    as u32,
                                row: ti as u16,
                                x,
                            };
                        }
                    }
                }
                // In tiled-memory order.
                let ordered: &[GroupTile] = if !macro_tiled {
                    keys
                } else if in_place_order(keys, spare, K::BLOCK as u64) {
                    spare
                } else {
                    keys.sort_unstable_by_key(|k| k.at);
                    keys
                };
                // The micro tiles into the staging buffer, as `detile` moves them
                // into the linear image.
                let mut into_stage = FromTiled {
                    tiled,
                    linear: &mut *stage,
                };
                for k in ordered {
                    // Tiled memory goes on in address order past this group: ask for
                    // the lines [`PREFETCH_AHEAD`] bytes on (the feature's prefetch).
                    let ahead = usize::try_from(k.at)
                        .unwrap_or(usize::MAX)
                        .saturating_add(PREFETCH_AHEAD);
                    for line in (0..K::BLOCK).step_by(64) {
                        stream::prefetch(tiled, ahead.saturating_add(line));
                    }
                    // Where the block's pieces are: one piece at the key's offset, or
                    // (a block split at the pipe interleave) each from the micro tile's
                    // base.
                    let row = rows.get(usize::from(k.row)).and_then(Option::as_ref);
                    let (pieces, piece): (&[usize], usize) = match (&fast, row) {
                        (Some(f), Some(row)) if f.whole.pieces > 1 => {
                            let base = row.tile(k.x);
                            let pieces = scratch.pieces.get_mut(..f.whole.pieces);
                            let pieces = pieces.unwrap_or(&mut []);
                            for (p, b) in pieces.iter_mut().zip(&f.blocks) {
                                *p = usize::try_from(b.address(base))
                                    .map_err(|_| Error::Overflow)?;
                            }
                            (pieces, f.whole.piece)
                        }
                        _ => {
                            let first = scratch.pieces.first_mut().ok_or(Error::Overflow)?;
                            *first = usize::try_from(k.at).map_err(|_| Error::Overflow)?;
                            (scratch.pieces.get(..1).unwrap_or(&[]), K::BLOCK)
                        }
                    };
                    let tile = WholeTile {
                        l: k.l as usize,
                        row_bytes: pitch,
                        pieces,
                        piece,
                    };
                    into_stage.whole_tile::<K>(&tile, &mut scratch.staging)?;
                }
                let origin = y0 as usize * row_bytes + x0 as usize * bpe;
                for (j, src) in stage.chunks_exact(pitch).enumerate() {
                    let done = range_mut(linear, origin + j * row_bytes, pitch)
                        .is_some_and(|dst| stream::copy(dst, src));
                    if !done {
                        return Err(Error::Overflow);
                    }
                }
            }
        }
        // The micro tiles outside whole groups: the right-hand strip beside them, and
        // every row below them.
        let staged_x = (groups_x * gw) as u32;
        let staged_y = (groups_y * gh) as u32;
        let tiles_x = r.width.div_ceil(MICRO_TILE_WIDTH);
        let tiles_y = r.height.div_ceil(MICRO_TILE_HEIGHT);
        let window = self.window();
        let m = &mut FromTiled { tiled, linear };
        for ty in 0..tiles_y {
            let first = if ty < staged_y { staged_x } else { 0 };
            if first >= tiles_x {
                continue;
            }
            if macro_tiled {
                let row = a.macro_row(ty * MICRO_TILE_HEIGHT, r.slice)?;
                for tx in first..tiles_x {
                    self.macro_micro_tile::<K>(
                        m,
                        (&row, tx, ty),
                        fast.as_ref(),
                        &window,
                        &mut scratch,
                    )?;
                }
            } else {
                for tx in first..tiles_x {
                    self.micro_tile::<_, K>(m, tx, ty, &mut scratch)?;
                }
            }
        }
        Ok(())
    }

    /// Micro tile (tx, ty) of a 1D region.
    // Offsets inside the linear image and the tiled level, whose sizes `new` checked.
    #[allow(clippy::arithmetic_side_effects)]
    #[inline(always)]
    fn micro_tile<M: Mover, K: Kernel>(
        &self,
        m: &mut M,
        tx: u32,
        ty: u32,
        scratch: &mut Scratch,
    ) -> Result<(), Error> {
        let a = self.a;
        let r = self.region;
        let row_bytes = r.width as usize * self.bpe;
        let (x0, y0) = (tx * MICRO_TILE_WIDTH, ty * MICRO_TILE_HEIGHT);
        let rows = (r.height - y0).min(MICRO_TILE_HEIGHT) as usize;
        let cols = (r.width - x0).min(MICRO_TILE_WIDTH) as u8;
        let linear_tile = y0 as usize * row_bytes + x0 as usize * self.bpe;
        match (self.whole, cols, rows) {
            (Some(w), 8, 8) if K::BLOCK != 0 => {
                let pieces = scratch.pieces.get_mut(..w.pieces).unwrap_or(&mut []);
                let base = a.micro_tiled_base(x0, y0, r.slice)?;
                let at = base.checked_add(w.base).ok_or(Error::Overflow)?;
                for (k, p) in pieces.iter_mut().enumerate() {
                    *p = usize::try_from(at + (k * w.piece) as u64).map_err(|_| Error::Overflow)?;
                }
                let tile = WholeTile {
                    l: linear_tile,
                    row_bytes,
                    pieces,
                    piece: w.piece,
                };
                m.whole_tile::<K>(&tile, &mut scratch.staging)
            }
            _ => self.partial(m, x0, y0, &self.window(), &mut scratch.chunk_at),
        }
    }

    /// The window of the whole region: from the origin, rows packed.
    // The linear size of the region was checked by `new`.
    #[allow(clippy::arithmetic_side_effects)]
    fn window(&self) -> Window {
        let r = self.region;
        Window {
            x: 0,
            y: 0,
            x_end: r.width,
            y_end: r.height,
            pitch: r.width as usize * self.bpe,
        }
    }

    /// Every micro tile `rect` touches, run by run: the rectangle's rows `rect.row_pitch`
    /// bytes apart in the linear image.
    // Coordinates inside the bounds `for_rect` checked; linear offsets below its
    // checked linear size.
    #[allow(clippy::arithmetic_side_effects)]
    fn run_rect<M: Mover>(&self, rect: Rect, m: &mut M) -> Result<(), Error> {
        if rect.width == 0 || rect.height == 0 {
            return Ok(());
        }
        let bpe = self.bpe;
        let win = Window {
            x: rect.x,
            y: rect.y,
            x_end: rect.x + rect.width,
            y_end: rect.y + rect.height,
            pitch: rect.row_pitch,
        };
        if self.a.family == Family::Linear {
            for j in 0..rect.height {
                let at = self.a.element_address(ElementCoord {
                    x: rect.x,
                    y: rect.y + j,
                    slice: rect.slice,
                    sample: rect.sample,
                })?;
                let t = usize::try_from(at.byte).map_err(|_| Error::Overflow)?;
                if !m.copy(t, j as usize * win.pitch, rect.width as usize * bpe) {
                    return Err(Error::Overflow);
                }
            }
            return Ok(());
        }
        let mut chunk_at = [0; MAX_CHUNKS];
        for ty in win.y / MICRO_TILE_HEIGHT..win.y_end.div_ceil(MICRO_TILE_HEIGHT) {
            for tx in win.x / MICRO_TILE_WIDTH..win.x_end.div_ceil(MICRO_TILE_WIDTH) {
                let (x0, y0) = (tx * MICRO_TILE_WIDTH, ty * MICRO_TILE_HEIGHT);
                self.partial(m, x0, y0, &win, &mut chunk_at)?;
            }
        }
        Ok(())
    }

    /// The micro tile at `(x0, y0)` moved run by run, the part of it inside `win`: edge
    /// tiles, rectangles, and orders no kernel covers.
    // Offsets inside the linear image and the tiled level, whose sizes `new` checked.
    #[allow(clippy::arithmetic_side_effects)]
    #[inline(never)]
    fn partial<M: Mover>(
        &self,
        m: &mut M,
        x0: u32,
        y0: u32,
        win: &Window,
        chunk_at: &mut [usize; MAX_CHUNKS],
    ) -> Result<(), Error> {
        let a = self.a;
        let r = self.region;
        let bpe = self.bpe;
        // The columns and rows of the micro tile inside the window.
        let col_lo = win.x.saturating_sub(x0).min(MICRO_TILE_WIDTH) as u8;
        let col_hi = win.x_end.saturating_sub(x0).min(MICRO_TILE_WIDTH) as u8;
        let row_lo = win.y.saturating_sub(y0).min(MICRO_TILE_HEIGHT) as usize;
        let row_hi = win.y_end.saturating_sub(y0).min(MICRO_TILE_HEIGHT) as usize;
        // Where each chunk of this micro tile lives.
        if a.family == Family::Micro {
            let base = a.micro_tiled_base(x0, y0, r.slice)?;
            chunk_at[0] = usize::try_from(base).map_err(|_| Error::Overflow)?;
        } else {
            let base = a.macro_tile_base(x0, y0, r.slice)?;
            let mut mask = self.chunk_mask;
            while mask != 0 {
                let k = mask.trailing_zeros() as usize;
                mask &= mask - 1;
                let addr = a.macro_address(base, k as u64 * self.chunk_bytes)?;
                if let Some(slot) = chunk_at.get_mut(k) {
                    *slot = usize::try_from(addr).map_err(|_| Error::Overflow)?;
                }
            }
        }
        let rows = self.rows.iter().enumerate().take(row_hi).skip(row_lo);
        for (j, row) in rows {
            // Rows inside the window: y0 + j >= win.y.
            let linear_row = (y0 as usize + j - win.y as usize) * win.pitch;
            for run in row.runs.iter().take(row.count as usize) {
                let start = run.x.max(col_lo);
                let end = run.x.saturating_add(run.len).min(col_hi);
                if start >= end {
                    continue;
                }
                let len = usize::from(end - start);
                let base = chunk_at
                    .get(run.chunk as usize)
                    .copied()
                    .unwrap_or(usize::MAX);
                let t = base
                    .wrapping_add(run.offset as usize)
                    .wrapping_add(usize::from(start - run.x) * bpe);
                // Columns inside the window: x0 + start >= win.x.
                let l = linear_row + (x0 as usize + usize::from(start) - win.x as usize) * bpe;
                if !m.copy(t, l, len * bpe) {
                    return Err(Error::Overflow);
                }
            }
        }
        Ok(())
    }
}

with_fields! {
    Region {
        /// The same rectangle on another slice.
        with_slice(slice: u32),
        /// The same rectangle for another sample.
        with_sample(sample: u32),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tiling::config::{Config, TileIndex};
    use crate::tiling::surface::{SurfaceFlags, SurfaceInput, surface_info};
    use crate::tiling::{AddrSurface, SurfaceAddresser};

    extern crate std;
    use std::vec;

    /// The staged detile (whole macro tiles, or runs of 1D micro tiles, through the
    /// staging buffer) gives the ordinary walk's linear image for every tile index and
    /// element size of the PS4 and PS4 Pro tables, and 4 samples of 32 bits, on a region
    /// with whole groups and edge strips and on the whole padded level of the last slice
    /// and sample.
    #[test]
    fn staged_detile_matches_the_walk() {
        let mut staged_levels = 0;
        for config in [&Config::PS4, &Config::PS4_NEO] {
            for index in TileIndex::all() {
                for (bpp, samples) in [(8u32, 1u32), (16, 1), (32, 1), (64, 1), (128, 1), (32, 4)] {
                    let input = SurfaceInput::new(index, bpp, 600, 300)
                        .with_slices(2)
                        .with_samples(samples, samples)
                        .with_flags(SurfaceFlags::new().with_texture(samples == 1));
                    let Ok(info) = surface_info(config, &input) else {
                        continue;
                    };
                    let Ok(a) =
                        SurfaceAddresser::new(config, &AddrSurface::from_surface_info(&info))
                    else {
                        continue;
                    };
                    let Ok(size) = tiled_size(&a) else {
                        continue;
                    };
                    let tiled: vec::Vec<u8> = (0..size as usize)
                        .map(|i| (i.wrapping_mul(2_654_435_761) >> 11) as u8)
                        .collect();
                    let last = a.num_slices.max(1) - 1;
                    let sample = a.num_samples.max(1) - 1;
                    for region in [
                        Region::new(600, 300),
                        Region::new(a.pitch, a.height)
                            .with_slice(last)
                            .with_sample(sample),
                    ] {
                        let len = linear_size(bpp, region.width, region.height).expect("size");
                        let mut walked = vec![0u8; len];
                        let mut staged = vec![0x5Au8; len];
                        let want = detile_streamed(&a, region, &tiled, &mut walked, false);
                        let got = detile_streamed(&a, region, &tiled, &mut staged, true);
                        assert_eq!(got, want, "{index:?} {bpp} bpp {region:?}");
                        assert!(staged == walked, "{index:?} {bpp} bpp {region:?}");
                        staged_levels += usize::from(want.is_ok());
                    }
                }
            }
        }
        assert!(staged_levels > 300, "{staged_levels} levels compared");
    }
}
