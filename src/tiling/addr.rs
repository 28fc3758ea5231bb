//! Element addresses: where element (x, y, slice, sample) of one mip level lives.
//!
//! This is addrlib's `AddrComputeSurfaceAddrFromCoord` for the SI/CI path, bit for bit:
//! linear, 1D (micro-tiled), 2D/3D (macro-tiled, with bank and pipe swizzles and the
//! slice rotations) and PRT modes, every micro-tile order, the tile split, the
//! combined tile swizzle and the depth sample order.
//!
//! Coordinates and sizes are in *elements*: pixels for plain formats, 4×4 blocks for
//! block-compressed formats (a 256×256 BC1 texture is 64×64 elements of 64 bits).
//! Addresses are in *bytes* from the base of the level.
//!
//! # Micro tiles
//!
//! Every tiled mode stores 8×8 elements (×4 or ×8 slices for THICK/XTHICK modes) as
//! one contiguous *micro tile*. The order of the 64 elements inside it depends on the
//! micro-tile mode. Each picture shows, for the element at column x (left to right)
//! and row y (top to bottom) of the micro tile, its index in memory order:
//!
//! ```text
//!  THIN / DEPTH (every element size)     DISPLAY, 32-bit elements
//!    x: 0  1  2  3  4  5  6  7             x: 0  1  2  3  4  5  6  7
//!  y0:  0  1  4  5 16 17 20 21           y0:  0  1  2  3  8  9 10 11
//!  y1:  2  3  6  7 18 19 22 23           y1:  4  5  6  7 12 13 14 15
//!  y2:  8  9 12 13 24 25 28 29           y2: 16 17 18 19 24 25 26 27
//!  y3: 10 11 14 15 26 27 30 31           y3: 20 21 22 23 28 29 30 31
//!  y4: 32 33 36 37 48 49 52 53           y4: 32 33 34 35 40 41 42 43
//!  y5: 34 35 38 39 50 51 54 55           y5: 36 37 38 39 44 45 46 47
//!  y6: 40 41 44 45 56 57 60 61           y6: 48 49 50 51 56 57 58 59
//!  y7: 42 43 46 47 58 59 62 63           y7: 52 53 54 55 60 61 62 63
//!
//!  DISPLAY, 8-bit elements               DISPLAY, 16-bit elements
//!    x: 0  1  2  3  4  5  6  7             x: 0  1  2  3  4  5  6  7
//!  y0:  0  1  2  3  4  5  6  7           y0:  0  1  2  3  4  5  6  7
//!  y1: 16 17 18 19 20 21 22 23           y1:  8  9 10 11 12 13 14 15
//!  y2:  8  9 10 11 12 13 14 15           y2: 16 17 18 19 20 21 22 23
//!  y3: 24 25 26 27 28 29 30 31           y3: 24 25 26 27 28 29 30 31
//!  y4: 32 33 34 35 36 37 38 39           y4: 32 33 34 35 36 37 38 39
//!  y5: 48 49 50 51 52 53 54 55           y5: 40 41 42 43 44 45 46 47
//!  y6: 40 41 42 43 44 45 46 47           y6: 48 49 50 51 52 53 54 55
//!  y7: 56 57 58 59 60 61 62 63           y7: 56 57 58 59 60 61 62 63
//! ```
//!
//! THIN ("non-displayable") interleaves x and y bit by bit (x0 y0 x1 y1 x2 y2), so a
//! 2×2 quad is contiguous; DEPTH uses the same order but stores the samples of one
//! element next to each other instead of one whole micro tile per sample. DISPLAY
//! keeps runs of a row together (a whole row for 8- and 16-bit elements, 4 elements
//! for 32-bit, 2 for 64-bit). ROTATED is DISPLAY with x and y exchanged. THICK
//! micro tiles interleave the slice bits z0 z1 (z2 for XTHICK) with x and y.
//!
//! # Macro tiles
//!
//! 2D/3D/PRT modes group micro tiles into macro tiles spread over the memory pipes
//! and banks: the address of a byte is its offset inside the surface with the pipe
//! number inserted above the 256-byte pipe interleave and the bank number above
//! that. Pipe and bank follow from the micro-tile coordinates (an XOR hash chosen
//! by the pipe configuration and the bank count), rotated per slice for 2D/3D
//! modes, and XORed with the surface's bank and pipe swizzle.
//!
//! # Example
//!
//! ```
//! use gcn::tiling::{AddrSurface, ElementCoord, SurfaceAddresser, AddrTiling, Config};
//! use gcn::tiling::config::Ps4TileMode;
//!
//! // A 64×64-element BC1 level (a 256×256 texture) on PS4 tile mode 13 (thin 1D).
//! let surface = AddrSurface::new(64, 64, 64, AddrTiling::Index(Ps4TileMode::Thin1dThin.index()));
//! let addresser = SurfaceAddresser::new(&Config::PS4, &surface)?;
//! let at = addresser.element_address(ElementCoord::new(9, 2))?;
//! // Micro tile (1, 0) starts at 8 × 64 bytes; element (1, 2) of it is the 9th in thin order.
//! assert_eq!(at.byte, 512 + 9 * 8);
//! assert_eq!(at.bit, 0);
//! # Ok::<(), gcn::tiling::Error>(())
//! ```

use super::Error;
use super::config::{
    Config, Gfx, MICRO_TILE_HEIGHT, MICRO_TILE_WIDTH, PipeConfig, TileIndex, TileInfo, TileMode,
    TileType,
};
use super::surface::{SurfaceInfo, fragments};

/// Most samples addrlib addresses on this path (`m_maxSamples`) on gfx7 and
/// gfx8; gfx6 (Southern Islands) addresses up to [`MAX_SAMPLES_GFX6`].
pub const MAX_SAMPLES: u32 = 8;

/// Most samples addrlib addresses on gfx6, whose back end raises the limit.
pub const MAX_SAMPLES_GFX6: u32 = 16;

/// Checked arithmetic that maps overflow to [`Error::Overflow`] in `const fn`.
macro_rules! chk {
    ($e:expr) => {
        match $e {
            Some(v) => v,
            None => return Err(Error::Overflow),
        }
    };
}

/// Where an element lives: a byte offset from the base of the level and, for
/// elements smaller than a byte, the bit inside that byte.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ElementAddress {
    /// Byte offset from the base of the level.
    pub byte: u64,
    /// Bit position inside `byte` (always 0 for elements of 8 bits or more).
    pub bit: u32,
}

impl ElementAddress {
    /// The 64 KiB partially-resident-texture block holding the element (`byte / 65536`).
    pub const fn prt_block_index(self) -> u64 {
        self.byte / (64 * 1024)
    }
}

/// Element coordinate inside one mip level, in elements (4×4 blocks for BC formats).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct ElementCoord {
    /// Column, in elements.
    pub x: u32,
    /// Row, in elements.
    pub y: u32,
    /// Array slice, cube face or volume depth index.
    pub slice: u32,
    /// Sample index (0 for single-sampled surfaces).
    pub sample: u32,
}

impl ElementCoord {
    /// Element (x, y) of slice 0, sample 0.
    pub const fn new(x: u32, y: u32) -> Self {
        Self {
            x,
            y,
            slice: 0,
            sample: 0,
        }
    }
}

/// Bank and pipe swizzle of a surface (only 2D/3D/PRT modes use them).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Swizzle {
    /// Separate bank and pipe swizzles.
    Separate {
        /// Bank swizzle, XORed into the bank number.
        bank: u32,
        /// Pipe swizzle, XORed into the pipe number.
        pipe: u32,
    },
    /// One combined tile swizzle (the 256-byte-unit base-address bits), split into a
    /// pipe part (the low pipe bits) and a bank part (the bits above them).
    Combined(u32),
}

impl Default for Swizzle {
    fn default() -> Self {
        Self::Separate { bank: 0, pipe: 0 }
    }
}

/// How a surface's tiling is chosen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AddrTiling {
    /// A GB_TILE_MODE table index: mode, micro-tile mode and macro-tile parameters come
    /// from the configuration's tables (the macro-tile entry picked from the element
    /// size and sample count as addrlib does).
    Index(TileIndex),
    /// Explicit values, as surface info reports them after degradation.
    Explicit {
        /// Tile mode.
        mode: TileMode,
        /// Micro-tile order.
        tile_type: TileType,
        /// Macro-tile parameters and pipe configuration (placeholders for linear/1D).
        info: TileInfo,
    },
}

/// The inputs addressing needs about one mip level (addrlib's
/// `ADDR_COMPUTE_SURFACE_ADDRFROMCOORD_INPUT` minus the coordinate).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AddrSurface {
    /// Bits per element (64 for BC1, 128 for BC3).
    pub bpp: u32,
    /// Padded pitch in elements (surface info's `pitch`).
    pub pitch: u32,
    /// Padded height in elements (surface info's `height`).
    pub height: u32,
    /// Padded slice count (surface info's `depth`). Linear addressing starts sample `s`
    /// at slice `s * num_slices`, so 0 puts every sample on the same bytes: tiling and
    /// sizing refuse such a multi-sample level with [`Error::AliasedLayout`].
    pub num_slices: u32,
    /// Samples (0 means 1); at most [`MAX_SAMPLES`] ([`MAX_SAMPLES_GFX6`] on gfx6).
    pub num_samples: u32,
    /// Fragments (0 means equal to `num_samples`); addressing uses the fragment count,
    /// which must be at most [`MAX_SAMPLES`] ([`MAX_SAMPLES_GFX6`] on gfx6).
    pub num_frags: u32,
    /// Tiling.
    pub tile: AddrTiling,
    /// Bank/pipe swizzle.
    pub swizzle: Swizzle,
    /// Store the samples of one element together (depth order) even if the micro-tile
    /// mode is not DEPTH (a DEPTH micro-tile mode always does).
    pub is_depth: bool,
}

impl AddrSurface {
    /// The level `info` describes, as [`super::surface::surface_info`] computed it: its
    /// final tile mode, micro-tile type and tile info, padded pitch, height and slice
    /// count, element size and sample count; no swizzle.
    pub const fn from_surface_info(info: &SurfaceInfo) -> Self {
        Self {
            bpp: info.bpp_bits,
            pitch: info.pitch_elems,
            height: info.height_elems,
            num_slices: info.depth_slices,
            num_samples: info.num_samples,
            num_frags: 0,
            tile: AddrTiling::Explicit {
                mode: info.tile_mode,
                tile_type: info.tile_type,
                info: info.tile_info,
            },
            swizzle: Swizzle::Separate { bank: 0, pipe: 0 },
            is_depth: false,
        }
    }

    /// A single-sampled, single-slice, unswizzled surface.
    pub const fn new(bpp: u32, pitch: u32, height: u32, tile: AddrTiling) -> Self {
        Self {
            bpp,
            pitch,
            height,
            num_slices: 1,
            num_samples: 1,
            num_frags: 0,
            tile,
            swizzle: Swizzle::Separate { bank: 0, pipe: 0 },
            is_depth: false,
        }
    }
}

/// The three addressing families.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Family {
    /// Row-major.
    Linear,
    /// 1D: micro tiles in row-major order.
    Micro,
    /// 2D/3D/PRT: micro tiles spread over pipes and banks.
    Macro,
}

/// Slice rotation a macro mode applies to banks and pipes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Rotation {
    /// No rotation (PRT modes).
    None,
    /// 2D: banks rotate per slice.
    Bank2d,
    /// 3D: pipes and banks rotate per slice.
    Pipe3d,
}

/// A surface prepared for addressing: every per-surface constant of addrlib's
/// address computation is derived once, so each element costs only its own bits.
///
/// The tile and detile routines ([`super::tile`]) use the same object.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SurfaceAddresser {
    pub(crate) family: Family,
    pub(crate) mode: TileMode,
    pub(crate) tile_type: TileType,
    pub(crate) info: TileInfo,
    pub(crate) bpp: u32,
    pub(crate) pitch: u32,
    pub(crate) height: u32,
    pub(crate) num_slices: u32,
    /// Effective sample count (fragments).
    pub(crate) num_samples: u32,
    pub(crate) thickness: u32,
    /// log2 of `thickness` (every divisor below is a power of two; shifts keep the
    /// per-micro-tile work cheap).
    pub(crate) thick_shift: u32,
    pub(crate) depth_order: bool,
    /// Bits of one micro tile with all samples.
    pub(crate) micro_tile_bits: u64,
    /// Bit offset inside the micro tile (sample 0) contributed by `x & 7`, `y & 7` and
    /// `slice & 7`: the micro-tile order is a permutation of those coordinate bits, so an
    /// element's offset is the sum of the three ([`pixel_index`] times the bits per index).
    micro_bit: [[u64; 8]; 3],
    /// Bits between two samples of one element inside the micro tile.
    sample_bits: u64,
    /// Bytes of one micro tile (1D: rounded up; macro: after the tile split).
    pub(crate) micro_tile_bytes: u64,
    /// 1D: bytes of one slice (of `thickness` slices). Macro: bytes of one slice per pipe and bank.
    pub(crate) slice_bytes: u64,
    /// 1D: micro tiles per row.
    pub(crate) micro_tiles_per_row: u64,
    // Macro-tiled only.
    pub(crate) pipes: u32,
    pub(crate) pipe_bits: u32,
    pub(crate) banks: u32,
    pub(crate) bank_bits: u32,
    /// Tile split in bytes, or `None` when the micro tile is not split.
    pub(crate) split_bytes: Option<u64>,
    pub(crate) slices_per_tile: u64,
    pub(crate) macro_pitch: u32,
    pub(crate) macro_height: u32,
    mp_shift: u32,
    mh_shift: u32,
    bw_shift: u32,
    bh_shift: u32,
    pub(crate) macro_tile_bytes: u64,
    pub(crate) macro_tiles_per_row: u64,
    pub(crate) pipe_interleave_bits: u32,
    pub(crate) pipe_swizzle: u32,
    pub(crate) bank_swizzle: u32,
    /// Pipe hash of micro tile (tx, ty) by `(ty & 15) << 4 | (tx & 15)` (the hashes read
    /// bits 0..=3 of the tile coordinates only).
    pipe_table: [u8; 256],
    /// Bank hash of bank tile (tx, ty) by `(ty & 15) << 4 | (tx & 15)`.
    bank_table: [u8; 256],
    rotation: Rotation,
    prt_no_rotation: bool,
    split_rotates: bool,
    /// P4_32x32 and P8_32x64_32x32 with one-tile-wide banks fold x4 ^ x5 into bank bit 0.
    folds_bank: bool,
    /// Two elements of the level share bytes (see [`Error::AliasedLayout`]). Macro: the
    /// macro-tile parameters; linear: no slice count with several samples (addrlib
    /// starts sample `s` at plane `s * num_slices`).
    pub(crate) aliased: bool,
}

/// The per-micro-tile part of a macro-tiled address: everything that does not
/// depend on the element inside the micro tile.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct MicroTileBase {
    /// Offset of the micro tile before pipe and bank are inserted (tile-split slice 0).
    pub(crate) offset: u64,
    /// Pipe of the micro tile.
    pub(crate) pipe: u32,
    /// Bank of the micro tile for tile-split slice 0, already masked.
    pub(crate) bank: u32,
}

/// What the micro tiles of one micro-tile row of a macro-tiled slice share: the row's
/// offset term, its rows of the pipe and bank hash tables with the slice's swizzle and
/// rotation, and the surface constants the rest of the computation needs (copied, so a
/// walk over the row reads nothing else). [`MacroRow::tile`] gives each micro tile's
/// [`MicroTileBase`] from its x alone, exactly as [`SurfaceAddresser::macro_tile_base`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct MacroRow {
    /// Slice, macro-tile row and bank-row terms of the offset.
    offset: u64,
    /// Pipe hash by `tx & 15` on this row.
    pipes: [u8; 16],
    /// Bank hash by bank-tile x `& 15` on this row.
    banks: [u8; 16],
    /// Pipe swizzle and rotation, masked to the pipe count.
    pipe_xor: u32,
    /// Bank swizzle and rotation (masked after the XOR).
    bank_xor: u32,
    mp_shift: u32,
    macro_tile_bytes: u64,
    micro_tile_bytes: u64,
    pipe_bits: u32,
    /// Bank width minus one.
    column_mask: u32,
    /// Macro pitch minus one for PRT modes without rotation, else all ones.
    x_mask: u32,
    /// Bank-tile x = micro-tile x >> this.
    bank_shift: u32,
    folds_bank: bool,
    /// Banks minus one.
    bank_mask: u32,
}

/// Where one byte offset of every micro tile (before the tile split) goes: the tile-split
/// slice's offset and bank rotation, and the pipe/bank bit positions. See
/// [`SurfaceAddresser::macro_block`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct MacroBlock {
    /// Added to the micro tile's offset: split slice × slice bytes + offset in the split.
    add: u64,
    /// XORed into the bank (tile-split rotation).
    bank_xor: u32,
    pib: u32,
    pipe_shift: u32,
    high_shift: u32,
}

impl MacroRow {
    /// The base of the micro tile at `x` of this row; equal to
    /// [`SurfaceAddresser::macro_tile_base`] for every x inside the pitch.
    // `offset` plus the macro-tile and bank-column terms is the micro tile's offset, which
    // `macro_tile_base` computes without overflow for x inside the pitch.
    #[inline(always)]
    pub(crate) const fn tile(&self, x: u32) -> MicroTileBase {
        let mx = (x >> self.mp_shift) as u64;
        let column = ((x / MICRO_TILE_WIDTH) >> self.pipe_bits) & self.column_mask;
        let offset = self
            .offset
            .wrapping_add(mx.wrapping_mul(self.macro_tile_bytes))
            .wrapping_add((column as u64).wrapping_mul(self.micro_tile_bytes));
        let tx = (x & self.x_mask) / MICRO_TILE_WIDTH;
        let pipe = row_at(&self.pipes, tx) ^ self.pipe_xor;
        let mut bank = row_at(&self.banks, tx >> self.bank_shift);
        if self.folds_bank {
            bank |= (bank & 1) ^ bit(tx, 1) ^ bit(tx, 2);
        }
        let bank = (bank ^ self.bank_xor) & self.bank_mask;
        MicroTileBase { offset, pipe, bank }
    }
}

impl MacroBlock {
    /// The address of the block's byte in the micro tile `base`; equal to
    /// [`SurfaceAddresser::macro_address`] whenever that address fits in 64 bits (for
    /// example inside a buffer the caller checked), and unspecified otherwise.
    #[inline(always)]
    pub(crate) const fn address(&self, base: MicroTileBase) -> u64 {
        let total = base.offset.wrapping_add(self.add);
        let bank = base.bank ^ self.bank_xor;
        (total & 1u64.wrapping_shl(self.pib).wrapping_sub(1))
            | (base.pipe as u64).wrapping_shl(self.pib)
            | (bank as u64).wrapping_shl(self.pipe_shift)
            | (total >> self.pib).wrapping_shl(self.high_shift)
    }
}

/// `row` with entry `index & 15` set to `value`.
#[allow(clippy::indexing_slicing)]
#[inline(always)]
const fn row_set(mut row: [u8; 16], index: u32, value: u8) -> [u8; 16] {
    row[(index & 15) as usize] = value;
    row
}

/// Entry `index & 15` of a 16-entry row.
#[allow(clippy::indexing_slicing)]
#[inline(always)]
const fn row_at(row: &[u8; 16], index: u32) -> u32 {
    row[(index & 15) as usize] as u32
}

/// Entry `index` of a 256-entry table: a `u8` index is always in range.
#[allow(clippy::indexing_slicing)]
#[inline]
const fn table_at(table: &[u8; 256], index: u8) -> u8 {
    table[index as usize]
}

/// Sets entry `index` of a 256-entry table: a `u8` index is always in range.
#[allow(clippy::indexing_slicing)]
const fn table_set(table: &mut [u8; 256], index: u8, value: u8) {
    table[index as usize] = value;
}

const fn bit(v: u32, n: u32) -> u32 {
    (v >> n) & 1
}

const fn is_pow2_in(v: u32, max: u32) -> bool {
    v != 0 && v <= max && v.is_power_of_two()
}

impl SurfaceAddresser {
    /// Prepares `surface` for addressing with the chip configuration `config`.
    ///
    /// # Errors
    /// [`Error::InvalidSampleCount`] for more than [`MAX_SAMPLES`] samples or fragments
    /// ([`MAX_SAMPLES_GFX6`] on gfx6);
    /// [`Error::InvalidBpp`] for 0 or more than 128 bits per element; the table errors
    /// of an [`AddrTiling::Index`]; [`Error::UnsupportedTileMode`];
    /// [`Error::InvalidTileInfo`] for macro-tile parameters that describe no macro tile;
    /// [`Error::Overflow`].
    pub const fn new(config: &Config, surface: &AddrSurface) -> Result<Self, Error> {
        let max_samples = if matches!(config.chip.gfx, Gfx::Gfx6) {
            MAX_SAMPLES_GFX6
        } else {
            MAX_SAMPLES
        };
        if surface.num_samples > max_samples {
            return Err(Error::InvalidSampleCount);
        }
        if surface.bpp == 0 || surface.bpp > 128 {
            return Err(Error::InvalidBpp);
        }
        let num_samples = if surface.num_samples == 0 {
            1
        } else {
            surface.num_samples
        };
        let num_frags = fragments(surface.num_frags, num_samples);
        // Addressing on NI and later works in fragments: the fragment count is
        // the one the sample limit applies to.
        if num_frags > max_samples {
            return Err(Error::InvalidSampleCount);
        }
        let num_samples = num_frags;

        let (mode, tile_type, info) = match surface.tile {
            AddrTiling::Explicit {
                mode,
                tile_type,
                info,
            } => (mode, tile_type, info),
            AddrTiling::Index(index) => {
                ctry!(resolve_tile_index(config, index, surface.bpp, num_samples))
            }
        };

        let family = if mode.is_linear() {
            Family::Linear
        } else if mode.is_micro_tiled() {
            Family::Micro
        } else if is_si_macro_mode(mode) {
            Family::Macro
        } else {
            return Err(Error::UnsupportedTileMode);
        };

        let thickness = mode.thickness();
        let depth_order =
            surface.is_depth || tile_type.raw() == TileType::ADDR_DEPTH_SAMPLE_ORDER.raw();
        let micro_tile_bits = chk!(
            (thickness as u64)
                .wrapping_mul(64)
                .wrapping_mul(surface.bpp as u64)
                .checked_mul(num_samples as u64)
        );

        // Depth sample order keeps the samples of an element together; the other orders
        // store whole micro tiles of one sample each (bpp <= 128, a u32 sample count:
        // the product fits; num_samples is not 0).
        let (bpp_index_bits, sample_bits) = if depth_order {
            (
                (surface.bpp as u64).wrapping_mul(num_samples as u64),
                surface.bpp as u64,
            )
        } else {
            (
                surface.bpp as u64,
                chk!(micro_tile_bits.checked_div(num_samples as u64)),
            )
        };
        let mut s = Self {
            family,
            mode,
            tile_type,
            info,
            bpp: surface.bpp,
            pitch: surface.pitch,
            height: surface.height,
            num_slices: surface.num_slices,
            num_samples,
            thickness,
            thick_shift: thickness.trailing_zeros(),
            depth_order,
            micro_tile_bits,
            micro_bit: micro_bit_table(bpp_index_bits, surface.bpp, thickness, tile_type),
            sample_bits,
            micro_tile_bytes: micro_tile_bits.div_ceil(8),
            slice_bytes: 0,
            micro_tiles_per_row: (surface.pitch / MICRO_TILE_WIDTH) as u64,
            pipes: 1,
            pipe_bits: 0,
            banks: 1,
            bank_bits: 0,
            split_bytes: None,
            slices_per_tile: 1,
            macro_pitch: 0,
            macro_height: 0,
            mp_shift: 0,
            mh_shift: 0,
            bw_shift: 0,
            bh_shift: 0,
            macro_tile_bytes: 0,
            macro_tiles_per_row: 0,
            pipe_interleave_bits: 0,
            pipe_swizzle: 0,
            bank_swizzle: 0,
            pipe_table: [0; 256],
            bank_table: [0; 256],
            rotation: Rotation::None,
            prt_no_rotation: false,
            split_rotates: false,
            folds_bank: false,
            aliased: false,
        };

        match family {
            Family::Linear => {
                s.aliased = surface.num_slices == 0 && num_samples > 1;
            }
            Family::Micro => {
                let bits = chk!((surface.pitch as u64).checked_mul(surface.height as u64));
                let bits = chk!(bits.checked_mul(micro_tile_bits / 64));
                s.slice_bytes = bits.div_ceil(8);
            }
            Family::Macro => {
                let pipes = info.pipe_config.num_pipes();
                if pipes == 0 {
                    return Err(Error::InvalidTileInfo);
                }
                if !is_pow2_in(info.banks, 16)
                    || !is_pow2_in(info.bank_width, 8)
                    || !is_pow2_in(info.bank_height, 8)
                    || !is_pow2_in(info.macro_aspect_ratio, 8)
                    || info.tile_split_bytes == 0
                {
                    return Err(Error::InvalidTileInfo);
                }
                let interleave = config.pipe_interleave_bytes;
                if !is_pow2_in(interleave, 1 << 16) || interleave < 256 {
                    return Err(Error::InvalidTileInfo);
                }
                s.pipes = pipes;
                s.pipe_bits = pipes.trailing_zeros();
                s.banks = info.banks;
                s.bank_bits = info.banks.trailing_zeros();
                s.pipe_interleave_bits = interleave.trailing_zeros();

                let mut tile_bytes = micro_tile_bits / 8;
                let split = info.tile_split_bytes as u64;
                if tile_bytes > split && thickness == 1 {
                    s.slices_per_tile = chk!(tile_bytes.checked_div(split));
                    s.split_bytes = Some(split);
                    tile_bytes = split;
                }
                s.micro_tile_bytes = tile_bytes;

                // Powers of two of at most 8 (bank width, aspect), 16 (banks, pipes) and 8
                // (bank height), checked above: every product fits.
                s.macro_pitch = MICRO_TILE_WIDTH
                    .wrapping_mul(info.bank_width)
                    .wrapping_mul(pipes)
                    .wrapping_mul(info.macro_aspect_ratio);
                s.macro_height = MICRO_TILE_HEIGHT
                    .wrapping_mul(info.bank_height)
                    .wrapping_mul(info.banks)
                    >> info.macro_aspect_ratio.trailing_zeros();
                if s.macro_height == 0 {
                    return Err(Error::InvalidTileInfo);
                }
                // All powers of two: validated above.
                s.mp_shift = s.macro_pitch.trailing_zeros();
                s.mh_shift = s.macro_height.trailing_zeros();
                s.bw_shift = info.bank_width.trailing_zeros();
                s.bh_shift = info.bank_height.trailing_zeros();
                let tiles = ((s.macro_pitch / MICRO_TILE_WIDTH) as u64)
                    .wrapping_mul((s.macro_height / MICRO_TILE_HEIGHT) as u64);
                s.macro_tile_bytes =
                    chk!(tile_bytes.checked_mul(tiles)) >> (s.pipe_bits.wrapping_add(s.bank_bits));
                s.macro_tiles_per_row = (surface.pitch >> s.mp_shift) as u64;
                let per_slice = chk!(
                    s.macro_tiles_per_row
                        .checked_mul((surface.height >> s.mh_shift) as u64)
                );
                s.slice_bytes = chk!(per_slice.checked_mul(s.macro_tile_bytes));

                let (bank, pipe) = match surface.swizzle {
                    Swizzle::Separate { bank, pipe } => (bank, pipe),
                    Swizzle::Combined(base256b) => {
                        split_combined_swizzle(base256b, interleave, pipes, info.banks)
                    }
                };
                s.bank_swizzle = bank;
                s.pipe_swizzle = pipe;
                s.rotation = if mode.is_prt() {
                    Rotation::None
                } else if mode.is_macro_3d() {
                    Rotation::Pipe3d
                } else {
                    Rotation::Bank2d
                };
                s.prt_no_rotation = mode.is_prt_no_rotation();
                let mut pipe_table = [0u8; 256];
                let mut bank_table = [0u8; 256];
                let mut i = 0u8;
                loop {
                    let (tx, ty) = (i as u32 & 15, i as u32 >> 4);
                    table_set(
                        &mut pipe_table,
                        i,
                        pipe_hash(info.pipe_config, tx, ty) as u8,
                    );
                    table_set(&mut bank_table, i, bank_hash(info.banks, tx, ty) as u8);
                    if i == u8::MAX {
                        break;
                    }
                    i = i.wrapping_add(1);
                }
                s.pipe_table = pipe_table;
                s.bank_table = bank_table;
                s.split_rotates = thickness == 1 && !s.prt_no_rotation;
                s.folds_bank = matches!(
                    s.info.pipe_config,
                    PipeConfig::ADDR_SURF_P4_32x32 | PipeConfig::ADDR_SURF_P8_32x64_32x32
                ) && s.info.bank_width == 1;
                s.aliased = !s.macro_tile_one_to_one() || !s.split_is_whole(micro_tile_bits / 8);
            }
        }
        Ok(s)
    }

    /// Macro: whether the micro tiles of one macro tile go to distinct (pipe, bank,
    /// position in the bank) triples, i.e. whether distinct micro tiles of the level
    /// get distinct bytes.
    ///
    /// Pipe, bank, bank column and bank row are XOR (GF(2)-linear) functions of the
    /// micro-tile coordinates, and the slice rotation, the swizzle and the macro tile's
    /// position only XOR constants into them; so the map is one-to-one on every macro
    /// tile exactly when the images of the single coordinate bits inside one macro tile
    /// are linearly independent (as many input as output bits: a full-rank square
    /// matrix). The bank-bit fold of P4_32x32 and P8_32x64_32x32 is an OR, which keeps
    /// bank bit 0 set whatever x4 is: two micro tiles always meet there.
    const fn macro_tile_one_to_one(&self) -> bool {
        if self.folds_bank || !self.macro_height.is_multiple_of(MICRO_TILE_HEIGHT) {
            return false;
        }
        // Powers of two (checked in `new`); macro_height is a non-zero multiple of 8.
        let x_bits = (self.macro_pitch / MICRO_TILE_WIDTH).trailing_zeros();
        let y_bits = (self.macro_height / MICRO_TILE_HEIGHT).trailing_zeros();
        let out_bits = self
            .pipe_bits
            .wrapping_add(self.bank_bits)
            .wrapping_add(self.bw_shift)
            .wrapping_add(self.bh_shift);
        if x_bits.wrapping_add(y_bits) != out_bits {
            return false;
        }
        // An XOR basis indexed by each vector's highest bit (out_bits <= 14, so every
        // vector below has fewer than 16 bits).
        let mut basis = [0u32; 16];
        let mut i = 0;
        while i < out_bits {
            let (tx, ty) = if i < x_bits {
                (1u32.wrapping_shl(i), 0)
            } else {
                (0, 1u32.wrapping_shl(i.wrapping_sub(x_bits)))
            };
            let mut v = self.micro_tile_image(tx, ty);
            loop {
                if v == 0 {
                    return false;
                }
                let top = (31u32.wrapping_sub(v.leading_zeros()) & 15) as usize;
                // top < 16.
                #[allow(clippy::indexing_slicing)]
                let b = basis[top];
                if b == 0 {
                    #[allow(clippy::indexing_slicing)]
                    {
                        basis[top] = v;
                    }
                    break;
                }
                v ^= b;
            }
            i = i.wrapping_add(1);
        }
        true
    }

    /// Macro, unswizzled and unrotated: pipe, bank, bank column and bank row of micro
    /// tile (tx, ty) packed into one word (the bank fold left out).
    // pipe_bits, bank_bits <= 4 and bw_shift, bh_shift <= 3 (checked in `new`): the word
    // has at most 14 bits.
    const fn micro_tile_image(&self, tx: u32, ty: u32) -> u32 {
        let pipe = pipe_hash(self.info.pipe_config, tx, ty);
        let bank = bank_hash(
            self.banks,
            tx.wrapping_shr(self.pipe_bits.wrapping_add(self.bw_shift)),
            ty.wrapping_shr(self.bh_shift),
        ) & self.banks.wrapping_sub(1);
        let column = tx.wrapping_shr(self.pipe_bits) & self.info.bank_width.wrapping_sub(1);
        let row = ty & self.info.bank_height.wrapping_sub(1);
        let bank_at = self.pipe_bits;
        let column_at = bank_at.wrapping_add(self.bank_bits);
        let row_at = column_at.wrapping_add(self.bw_shift);
        pipe | bank.wrapping_shl(bank_at)
            | column.wrapping_shl(column_at)
            | row.wrapping_shl(row_at)
    }

    /// Macro: whether the tile split (if the micro tile of `tile_bytes` is split) cuts
    /// it into whole slices of whole elements; otherwise the bytes past the last whole
    /// slice spill into the next slice's (or next micro tile's) bytes.
    const fn split_is_whole(&self, tile_bytes: u64) -> bool {
        match self.split_bytes {
            None => true,
            Some(split) => {
                tile_bytes.is_multiple_of(split)
                    && (split.wrapping_mul(8)).is_multiple_of(self.bpp as u64)
            }
        }
    }

    /// Final tile mode used for addressing.
    pub const fn tile_mode(&self) -> TileMode {
        self.mode
    }

    /// Micro-tile order used for addressing.
    pub const fn tile_type(&self) -> TileType {
        self.tile_type
    }

    /// Macro-tile parameters used for addressing.
    pub const fn tile_info(&self) -> TileInfo {
        self.info
    }

    /// Bits per element.
    pub const fn bpp(&self) -> u32 {
        self.bpp
    }

    /// Pitch in elements.
    pub const fn pitch(&self) -> u32 {
        self.pitch
    }

    /// Height in elements.
    pub const fn height(&self) -> u32 {
        self.height
    }

    /// Effective sample (fragment) count.
    pub const fn num_samples(&self) -> u32 {
        self.num_samples
    }

    /// Macro-tile width in elements (0 for linear and 1D modes).
    pub const fn macro_tile_pitch(&self) -> u32 {
        self.macro_pitch
    }

    /// Macro-tile height in elements (0 for linear and 1D modes).
    pub const fn macro_tile_height(&self) -> u32 {
        self.macro_height
    }

    /// Padded slice count.
    pub const fn num_slices(&self) -> u32 {
        self.num_slices
    }

    /// Slices stored together in one micro tile (1, 4 for THICK, 8 for XTHICK).
    pub const fn thickness(&self) -> u32 {
        self.thickness
    }

    /// Byte address and bit position of one element.
    pub const fn element_address(&self, c: ElementCoord) -> Result<ElementAddress, Error> {
        if c.x > self.pitch || c.y > self.height {
            return Err(Error::CoordOutOfRange);
        }
        match self.family {
            Family::Linear => self.linear_address(c),
            Family::Micro => {
                let (offset, bit) = self.offset_in_micro_tile(c);
                let base = ctry!(self.micro_tiled_base(c.x, c.y, c.slice));
                Ok(ElementAddress {
                    byte: chk!(base.checked_add(offset)),
                    bit,
                })
            }
            Family::Macro => {
                let (offset, bit) = self.offset_in_micro_tile(c);
                let base = ctry!(self.macro_tile_base(c.x, c.y, c.slice));
                let byte = ctry!(self.macro_address(base, offset));
                Ok(ElementAddress { byte, bit })
            }
        }
    }

    const fn linear_address(&self, c: ElementCoord) -> Result<ElementAddress, Error> {
        let slice_size = (self.pitch as u64).wrapping_mul(self.height as u64); // u32 x u32 fits u64
        let plane = chk!((c.sample as u64).checked_mul(self.num_slices as u64));
        let plane = chk!(plane.checked_add(c.slice as u64));
        let mut elem = chk!(plane.checked_mul(slice_size));
        elem = chk!(elem.checked_add((c.y as u64).wrapping_mul(self.pitch as u64))); // u32 x u32
        elem = chk!(elem.checked_add(c.x as u64));
        let bits = chk!(elem.checked_mul(self.bpp as u64));
        Ok(ElementAddress {
            byte: bits / 8,
            bit: (bits % 8) as u32,
        })
    }

    /// Offset in bits of element `c` from the start of its micro tile (all samples
    /// included), split into bytes and the bit inside the byte: three table reads (the
    /// micro-tile order of x, y and slice bits) and the sample's stride. The offset of
    /// sample 0 is below 2^48 and a sample's stride at most 2^16 bits, so nothing wraps.
    #[allow(clippy::indexing_slicing)]
    #[inline(always)]
    pub(crate) const fn offset_in_micro_tile(&self, c: ElementCoord) -> (u64, u32) {
        // Indices masked to 0..=7, the tables' length.
        let index_bits = self.micro_bit[0][(c.x & 7) as usize]
            .wrapping_add(self.micro_bit[1][(c.y & 7) as usize])
            .wrapping_add(self.micro_bit[2][(c.slice & 7) as usize]);
        let bits = (c.sample as u64)
            .wrapping_mul(self.sample_bits)
            .wrapping_add(index_bits);
        (bits / 8, (bits % 8) as u32)
    }

    /// 1D: byte offset of the micro tile holding (x, y, slice).
    #[inline]
    pub(crate) const fn micro_tiled_base(&self, x: u32, y: u32, slice: u32) -> Result<u64, Error> {
        let slice_offset = chk!(((slice >> self.thick_shift) as u64).checked_mul(self.slice_bytes));
        let tile = chk!(((y / MICRO_TILE_HEIGHT) as u64).checked_mul(self.micro_tiles_per_row));
        let tile = chk!(tile.checked_add((x / MICRO_TILE_WIDTH) as u64));
        let tile_offset = chk!(tile.checked_mul(self.micro_tile_bytes));
        Ok(chk!(slice_offset.checked_add(tile_offset)))
    }

    /// Macro: offset, pipe and bank of the micro tile holding (x, y, slice).
    #[inline]
    pub(crate) const fn macro_tile_base(
        &self,
        x: u32,
        y: u32,
        slice: u32,
    ) -> Result<MicroTileBase, Error> {
        let info = &self.info;
        let mx = (x >> self.mp_shift) as u64;
        let my = (y >> self.mh_shift) as u64;
        let macro_index = chk!(chk!(my.checked_mul(self.macro_tiles_per_row)).checked_add(mx));
        let macro_offset = chk!(macro_index.checked_mul(self.macro_tile_bytes));
        let slice_group =
            chk!(((slice >> self.thick_shift) as u64).checked_mul(self.slices_per_tile));
        let slice_offset = chk!(slice_group.checked_mul(self.slice_bytes));
        // Macro-tiled surfaces have power-of-two bank sizes of at most 8 (checked in `new`):
        // row, column and the tile offset inside the bank stay small.
        let row = (y / MICRO_TILE_HEIGHT) & info.bank_height.wrapping_sub(1);
        let column = ((x / MICRO_TILE_WIDTH) >> self.pipe_bits) & info.bank_width.wrapping_sub(1);
        let tile_offset = (row.wrapping_mul(info.bank_width).wrapping_add(column) as u64)
            .wrapping_mul(self.micro_tile_bytes);
        let offset = chk!(chk!(slice_offset.checked_add(macro_offset)).checked_add(tile_offset));

        let (px, py) = if self.prt_no_rotation {
            // Macro tile sizes are non-zero powers of two here.
            (
                x & self.macro_pitch.wrapping_sub(1),
                y & self.macro_height.wrapping_sub(1),
            )
        } else {
            (x, y)
        };
        let pipe = self.pipe_from_coord(px, py, slice);
        let bank = self.bank_from_coord(px, py, slice);
        Ok(MicroTileBase { offset, pipe, bank })
    }

    /// Macro: the shared part of the micro-tile bases on the micro-tile row holding `y` of
    /// `slice` (see [`MacroRow`]).
    pub(crate) const fn macro_row(&self, y: u32, slice: u32) -> Result<MacroRow, Error> {
        let info = &self.info;
        let my = (y >> self.mh_shift) as u64;
        let macro_offset =
            chk!(chk!(my.checked_mul(self.macro_tiles_per_row)).checked_mul(self.macro_tile_bytes));
        let slice_group =
            chk!(((slice >> self.thick_shift) as u64).checked_mul(self.slices_per_tile));
        let slice_offset = chk!(slice_group.checked_mul(self.slice_bytes));
        // Bank sizes are powers of two of at most 8 (checked in `new`).
        let row = (y / MICRO_TILE_HEIGHT) & info.bank_height.wrapping_sub(1);
        let row_offset =
            chk!((row.wrapping_mul(info.bank_width) as u64).checked_mul(self.micro_tile_bytes));
        let offset = chk!(chk!(slice_offset.checked_add(macro_offset)).checked_add(row_offset));
        let py = if self.prt_no_rotation {
            y & self.macro_height.wrapping_sub(1)
        } else {
            y
        };
        let pipe_row = ((py / MICRO_TILE_HEIGHT) & 15) << 4;
        let bank_row = (((py / MICRO_TILE_HEIGHT) >> self.bh_shift) & 15) << 4;
        let mut pipes = [0u8; 16];
        let mut banks = [0u8; 16];
        let mut i = 0;
        while i < 16 {
            // Row bases are multiples of 16 below 256, i < 16.
            let (p, b) = ((pipe_row | i) as u8, (bank_row | i) as u8);
            pipes = row_set(pipes, i, table_at(&self.pipe_table, p));
            banks = row_set(banks, i, table_at(&self.bank_table, b));
            i = i.wrapping_add(1);
        }
        Ok(MacroRow {
            offset,
            pipes,
            banks,
            pipe_xor: self.pipe_xor(slice),
            bank_xor: self.bank_xor(slice),
            mp_shift: self.mp_shift,
            macro_tile_bytes: self.macro_tile_bytes,
            micro_tile_bytes: self.micro_tile_bytes,
            pipe_bits: self.pipe_bits,
            column_mask: info.bank_width.wrapping_sub(1),
            x_mask: if self.prt_no_rotation {
                self.macro_pitch.wrapping_sub(1)
            } else {
                u32::MAX
            },
            bank_shift: self.bw_shift.wrapping_add(self.pipe_bits),
            folds_bank: self.folds_bank,
            bank_mask: self.banks.wrapping_sub(1),
        })
    }

    /// Macro: the tile-split slice of byte `offset` of a micro tile (all
    /// samples), the offset inside that slice, and the bank XOR of the
    /// slice's rotation (`None` on overflow).
    #[inline]
    const fn tile_split(&self, offset: u64) -> Option<(u64, u64, u32)> {
        let (split_slice, inner) = match self.split_bytes {
            Some(split) => match (offset.checked_div(split), offset.checked_rem(split)) {
                (Some(slice), Some(inner)) => (slice, inner),
                _ => return None,
            },
            None => (0, offset),
        };
        let mut bank_xor = 0;
        if self.split_rotates && split_slice != 0 {
            // banks is 2..=16 here.
            let Some(rotation) = ((self.banks / 2).wrapping_add(1) as u64).checked_mul(split_slice)
            else {
                return None;
            };
            bank_xor = (rotation & (self.banks as u64).wrapping_sub(1)) as u32;
        }
        Some((split_slice, inner, bank_xor))
    }

    /// Macro: how byte `offset` of every micro tile (all samples, before the tile split)
    /// is placed (see [`MacroBlock`]).
    pub(crate) const fn macro_block(&self, offset: u64) -> Result<MacroBlock, Error> {
        let (split_slice, inner, bank_xor) = chk!(self.tile_split(offset));
        let add = chk!(chk!(split_slice.checked_mul(self.slice_bytes)).checked_add(inner));
        // pib <= 16, pipe_bits <= 4 and bank_bits <= 4 (checked in `new`).
        let pipe_shift = self.pipe_interleave_bits.wrapping_add(self.pipe_bits);
        Ok(MacroBlock {
            add,
            bank_xor,
            pib: self.pipe_interleave_bits,
            pipe_shift,
            high_shift: pipe_shift.wrapping_add(self.bank_bits),
        })
    }

    /// Macro: the address of byte `offset` (all samples, before the tile split) of the
    /// micro tile described by `base`.
    #[inline]
    pub(crate) const fn macro_address(
        &self,
        base: MicroTileBase,
        offset: u64,
    ) -> Result<u64, Error> {
        let (split_slice, inner, bank_xor) = chk!(self.tile_split(offset));
        let bank = base.bank ^ bank_xor;
        let total = chk!(
            base.offset
                .checked_add(chk!(split_slice.checked_mul(self.slice_bytes)))
        );
        let total = chk!(total.checked_add(inner));
        self.assemble(total, base.pipe, bank)
    }

    /// Inserts pipe and bank numbers into a pipe/bank-local offset: the pipe goes right
    /// above the pipe interleave, the bank above the pipe (SI/CI interleave one bank).
    #[inline]
    pub(crate) const fn assemble(&self, total: u64, pipe: u32, bank: u32) -> Result<u64, Error> {
        // pib <= 16, pipe_bits <= 4 and bank_bits <= 4 (checked in `new`): the shifts are small.
        let pib = self.pipe_interleave_bits;
        let pipe_shift = pib.wrapping_add(self.pipe_bits);
        let high_shift = pipe_shift.wrapping_add(self.bank_bits);
        let low = total & 1u64.wrapping_shl(pib).wrapping_sub(1);
        let high = total >> pib;
        if high > u64::MAX >> high_shift {
            return Err(Error::Overflow);
        }
        Ok(low
            | (pipe as u64).wrapping_shl(pib)
            | (bank as u64).wrapping_shl(pipe_shift)
            | high.wrapping_shl(high_shift))
    }

    /// Pipe of the micro tile at (x, y) of `slice`, swizzled and rotated.
    #[inline]
    const fn pipe_from_coord(&self, x: u32, y: u32, slice: u32) -> u32 {
        let tx = x / MICRO_TILE_WIDTH;
        let ty = y / MICRO_TILE_HEIGHT;
        let pipe = table_at(&self.pipe_table, (((ty & 15) << 4) | (tx & 15)) as u8) as u32;
        pipe ^ self.pipe_xor(slice)
    }

    /// What `slice` XORs into every pipe: the pipe swizzle plus the 3D rotation, masked.
    #[inline]
    const fn pipe_xor(&self, slice: u32) -> u32 {
        let rotation = match self.rotation {
            // 3D modes (not the PRT 3D ones) rotate the pipe per slice.
            Rotation::Pipe3d => self.rotation_3d(slice >> self.thick_shift),
            _ => 0,
        };
        self.pipe_swizzle.wrapping_add(rotation) & self.pipes.wrapping_sub(1)
    }

    /// Bank of the micro tile at (x, y) of `slice`, swizzled and rotated (tile-split slice 0).
    #[inline]
    const fn bank_from_coord(&self, x: u32, y: u32, slice: u32) -> u32 {
        let tx = (x / MICRO_TILE_WIDTH) >> self.bw_shift.wrapping_add(self.pipe_bits);
        let ty = (y / MICRO_TILE_HEIGHT) >> self.bh_shift;
        let mut bank = table_at(&self.bank_table, (((ty & 15) << 4) | (tx & 15)) as u8) as u32;
        // P4_32x32 and P8_32x64_32x32 with one-tile-wide banks fold x4 ^ x5 into bank bit 0.
        if self.folds_bank {
            let micro_x = x / MICRO_TILE_WIDTH;
            bank |= (bank & 1) ^ bit(micro_x, 1) ^ bit(micro_x, 2);
        }
        (bank ^ self.bank_xor(slice)) & self.banks.wrapping_sub(1)
    }

    /// What `slice` XORs into every bank (before the mask): the bank swizzle plus the 2D
    /// or 3D rotation.
    #[inline]
    const fn bank_xor(&self, slice: u32) -> u32 {
        let group = slice >> self.thick_shift;
        let rotation = match self.rotation {
            Rotation::Bank2d => (self.banks / 2).wrapping_sub(1).wrapping_mul(group),
            Rotation::Pipe3d => self.rotation_3d(group) >> self.pipe_bits,
            Rotation::None => 0,
        };
        self.bank_swizzle.wrapping_add(rotation)
    }

    /// The 3D rotation of slice group `group` (slice over thickness): one
    /// step of `pipes / 2 - 1` (at least 1) a group.
    #[inline]
    const fn rotation_3d(&self, group: u32) -> u32 {
        let step = if self.pipes / 2 > 1 {
            (self.pipes / 2).wrapping_sub(1)
        } else {
            1
        };
        step.wrapping_mul(group)
    }
}

/// Splits a combined tile swizzle (base-address bits 8 and up) into `(bank, pipe)`
/// swizzles: the pipe part is the low pipe bits of the swizzle in pipe-interleave
/// units, the bank part the bits above them.
pub const fn split_combined_swizzle(
    base256b: u32,
    pipe_interleave_bytes: u32,
    pipes: u32,
    banks: u32,
) -> (u32, u32) {
    let unit = pipe_interleave_bytes >> 8;
    if base256b == 0 || unit == 0 || pipes == 0 {
        return (0, 0);
    }
    // unit and pipes are non-zero here.
    let units = match base256b.checked_div(unit) {
        Some(u) => u,
        None => 0,
    };
    let pipe = units & pipes.wrapping_sub(1);
    let bank = match units.checked_div(pipes) {
        Some(b) => b,
        None => 0,
    } & banks.wrapping_sub(1);
    (bank, pipe)
}

/// The bank XOR hash of bank tile (tx, ty) (micro-tile coordinates divided by the bank
/// width × pipes and the bank height), before the slice rotation and swizzle.
pub const fn bank_hash(banks: u32, tx: u32, ty: u32) -> u32 {
    match banks {
        16 => {
            (bit(tx, 0) ^ bit(ty, 3))
                | ((bit(tx, 1) ^ bit(ty, 2) ^ bit(ty, 3)) << 1)
                | ((bit(tx, 2) ^ bit(ty, 1)) << 2)
                | ((bit(tx, 3) ^ bit(ty, 0)) << 3)
        }
        8 => {
            (bit(tx, 0) ^ bit(ty, 2))
                | ((bit(tx, 1) ^ bit(ty, 1) ^ bit(ty, 2)) << 1)
                | ((bit(tx, 2) ^ bit(ty, 0)) << 2)
        }
        4 => (bit(tx, 0) ^ bit(ty, 1)) | ((bit(tx, 1) ^ bit(ty, 0)) << 1),
        _ => bit(tx, 0) ^ bit(ty, 0),
    }
}

/// The pipe-config XOR hash of micro tile (tx, ty), before swizzle and rotation.
#[inline]
pub const fn pipe_hash(config: PipeConfig, tx: u32, ty: u32) -> u32 {
    let x3 = tx & 1;
    let x4 = (tx >> 1) & 1;
    let x5 = (tx >> 2) & 1;
    let x6 = (tx >> 3) & 1;
    let y3 = ty & 1;
    let y4 = (ty >> 1) & 1;
    let y5 = (ty >> 2) & 1;
    let y6 = (ty >> 3) & 1;
    let (p0, p1, p2, p3) = match config {
        PipeConfig::ADDR_SURF_P2 => (x3 ^ y3, 0, 0, 0),
        PipeConfig::ADDR_SURF_P4_8x16 => (x4 ^ y3, x3 ^ y4, 0, 0),
        PipeConfig::ADDR_SURF_P4_16x16 => (x3 ^ y3 ^ x4, x4 ^ y4, 0, 0),
        PipeConfig::ADDR_SURF_P4_16x32 => (x3 ^ y3 ^ x4, x4 ^ y5, 0, 0),
        PipeConfig::ADDR_SURF_P4_32x32 => (x3 ^ y3 ^ x5, x5 ^ y5, 0, 0),
        PipeConfig::ADDR_SURF_P8_16x16_8x16 => (x4 ^ y3 ^ x5, x3 ^ y5, 0, 0),
        PipeConfig::ADDR_SURF_P8_16x32_8x16 => (x4 ^ y3 ^ x5, x3 ^ y4, x4 ^ y5, 0),
        PipeConfig::ADDR_SURF_P8_16x32_16x16 => (x3 ^ y3 ^ x4, x5 ^ y4, x4 ^ y5, 0),
        PipeConfig::ADDR_SURF_P8_32x32_8x16 => (x4 ^ y3 ^ x5, x3 ^ y4, x5 ^ y5, 0),
        PipeConfig::ADDR_SURF_P8_32x32_16x16 => (x3 ^ y3 ^ x4, x4 ^ y4, x5 ^ y5, 0),
        PipeConfig::ADDR_SURF_P8_32x32_16x32 => (x3 ^ y3 ^ x4, x4 ^ y6, x5 ^ y5, 0),
        PipeConfig::ADDR_SURF_P8_32x64_32x32 => (x3 ^ y3 ^ x5, x6 ^ y5, x5 ^ y6, 0),
        PipeConfig::ADDR_SURF_P16_32x32_8x16 => (x4 ^ y3, x3 ^ y4, x5 ^ y6, x6 ^ y5),
        PipeConfig::ADDR_SURF_P16_32x32_16x16 => (x3 ^ y3 ^ x4, x4 ^ y4, x5 ^ y6, x6 ^ y5),
        _ => (0, 0, 0, 0),
    };
    p0 | (p1 << 1) | (p2 << 2) | (p3 << 3)
}

/// Index of element (x, y, z) in memory order inside its micro tile.
///
/// `thickness` is the tile mode's (1, 4 or 8). Element sizes a micro-tile order does not
/// define (for example 128-bit ROTATED) leave the order's x/y bits at 0, as addrlib does.
pub const fn pixel_index(
    x: u32,
    y: u32,
    z: u32,
    bpp: u32,
    thickness: u32,
    tile_type: TileType,
) -> u32 {
    let x0 = x & 1;
    let x1 = (x >> 1) & 1;
    let x2 = (x >> 2) & 1;
    let y0 = y & 1;
    let y1 = (y >> 1) & 1;
    let y2 = (y >> 2) & 1;
    let z0 = z & 1;
    let z1 = (z >> 1) & 1;
    let z2 = (z >> 2) & 1;
    // Bits 0..=5 in order, then bits 6 and 7.
    let (b, b6, b7) = if tile_type.raw() == TileType::ADDR_THICK.raw() {
        let b = match bpp {
            8 | 16 => [x0, y0, x1, y1, z0, z1],
            32 => [x0, y0, x1, z0, y1, z1],
            64 | 128 => [x0, y0, z0, x1, y1, z1],
            _ => [0; 6],
        };
        (b, x2, y2)
    } else {
        let b = if tile_type.raw() == TileType::ADDR_DISPLAYABLE.raw() {
            match bpp {
                8 => [x0, x1, x2, y1, y0, y2],
                16 => [x0, x1, x2, y0, y1, y2],
                32 => [x0, x1, y0, x2, y1, y2],
                64 => [x0, y0, x1, x2, y1, y2],
                128 => [y0, x0, x1, x2, y1, y2],
                _ => [0; 6],
            }
        } else if tile_type.raw() == TileType::ADDR_NON_DISPLAYABLE.raw()
            || tile_type.raw() == TileType::ADDR_DEPTH_SAMPLE_ORDER.raw()
        {
            [x0, y0, x1, y1, x2, y2]
        } else if tile_type.raw() == TileType::ADDR_ROTATED.raw() {
            match bpp {
                8 => [y0, y1, y2, x1, x0, x2],
                16 => [y0, y1, y2, x0, x1, x2],
                32 => [y0, y1, x0, y2, x1, x2],
                64 => [y0, x0, y1, x1, x2, y2],
                _ => [0; 6],
            }
        } else {
            [0; 6]
        };
        if thickness > 1 {
            (b, z0, z1)
        } else {
            (b, 0, 0)
        }
    };
    let b8 = if thickness == 8 { z2 } else { 0 };
    b[0] | (b[1] << 1)
        | (b[2] << 2)
        | (b[3] << 3)
        | (b[4] << 4)
        | (b[5] << 5)
        | (b6 << 6)
        | (b7 << 7)
        | (b8 << 8)
}

/// The bits per micro-tile index times [`pixel_index`] of each value of the x, y and
/// slice bits (`[x][0..8]`, `[y][0..8]`, `[slice][0..8]`): the order places every
/// coordinate bit at its own index bit, so the index of (x, y, z) is the sum of the three.
#[allow(clippy::indexing_slicing)]
const fn micro_bit_table(
    bits_per_index: u64,
    bpp: u32,
    thickness: u32,
    tile_type: TileType,
) -> [[u64; 8]; 3] {
    let mut t = [[0u64; 8]; 3];
    let mut v = 0u32;
    while v < 8 {
        // v < 8, the rows' length; pixel_index < 512 and bits_per_index < 2^39.
        let i = v as usize;
        let coords = [(v, 0, 0), (0, v, 0), (0, 0, v)];
        let mut axis = 0;
        while axis < 3 {
            let (x, y, z) = coords[axis];
            let index = pixel_index(x, y, z, bpp, thickness, tile_type) as u64;
            t[axis][i] = index.wrapping_mul(bits_per_index);
            axis = axis.wrapping_add(1);
        }
        v = v.wrapping_add(1);
    }
    t
}

/// Whether the SI/CI path addresses `mode` as a macro-tiled mode (the R600-only
/// thin2/thin4 and bank-swapped modes are not).
const fn is_si_macro_mode(mode: TileMode) -> bool {
    matches!(mode.raw(), 4 | 7 | 12 | 13 | 16 | 17 | 19..=24)
}

/// Tile mode, micro-tile order and macro-tile parameters of table entry `index` for
/// `bpp`-bit elements and `num_samples` samples (fragments): addrlib's tile-index path
/// of `ComputeSurfaceAddrFromCoord`, which picks the macro-tile entry with no surface
/// flags set.
pub const fn resolve_tile_index(
    config: &Config,
    index: TileIndex,
    bpp: u32,
    num_samples: u32,
) -> Result<(TileMode, TileType, TileInfo), Error> {
    let entry = config.tile_mode(index);
    let (_, info) = ctry!(config.macro_mode_index(index, bpp, num_samples, false));
    Ok((entry.mode, entry.tile_type, info))
}

with_fields! {
    ElementCoord {
        /// The same element on another slice.
        with_slice(slice: u32),
        /// The same element for another sample.
        with_sample(sample: u32),
    }
}

with_fields! {
    AddrSurface {
        /// The same surface with a bank/pipe swizzle.
        with_swizzle(swizzle: Swizzle),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tiling::config::{Config, PipeConfig, TileInfo, TileMode, TileType};

    /// Every micro tile of `surface` (slices included): the row-shared base equals the
    /// per-tile base. Returns whether the surface is macro-tiled.
    fn rows_match(surface: AddrSurface) -> bool {
        let Ok(probe) = SurfaceAddresser::new(&Config::PS4, &surface) else {
            return false;
        };
        if probe.family != Family::Macro {
            return false;
        }
        // 3×3 macro tiles natively, every micro tile; under Miri 2×1 macro tiles, at most
        // two slices, every 7th micro-tile row and every 5th micro tile of a row.
        let (row_step, tile_step) = if cfg!(miri) { (56, 40) } else { (8, 8) };
        let (across, down, slices) = if cfg!(miri) {
            (2, 1, 2)
        } else {
            (3, 3, u32::MAX)
        };
        let mut s = surface;
        s.pitch = probe.macro_pitch * across;
        s.height = probe.macro_height * down;
        let a = SurfaceAddresser::new(&Config::PS4, &s).unwrap();
        let tile_bytes = a.micro_tile_bits / 8;
        let offsets = [0, 64, 256, tile_bytes / 2, tile_bytes.saturating_sub(64)];
        for slice in 0..a.num_slices.clamp(1, slices) {
            for y in (0..a.height).step_by(row_step) {
                let row = a.macro_row(y, slice).unwrap();
                for x in (0..a.pitch).step_by(tile_step) {
                    let base = a.macro_tile_base(x, y, slice).unwrap();
                    assert_eq!(
                        row.tile(x),
                        base,
                        "{s:?}: micro tile at ({x}, {y}) of slice {slice}"
                    );
                    for offset in offsets {
                        assert_eq!(
                            a.macro_block(offset).unwrap().address(base),
                            a.macro_address(base, offset).unwrap(),
                            "{s:?}: byte {offset} of micro tile at ({x}, {y}) of slice {slice}"
                        );
                    }
                }
            }
        }
        true
    }

    #[test]
    fn macro_row_matches_macro_tile_base() {
        let mut state = 0x2545_F491_4F6C_DD1Du64;
        let mut below = |n: u32| {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            (state % u64::from(n)) as u32
        };
        // Miri runs a sample: every 7th tile index at two sizes, 40 rounds.
        let (index_step, bpps, rounds): (usize, &[u32], usize) = if cfg!(miri) {
            (7, &[8, 64], 40)
        } else {
            (1, &[8, 16, 32, 64, 128], 600)
        };
        let mut checked = 0;
        for index in TileIndex::all().step_by(index_step) {
            for &bpp in bpps {
                let mut s = AddrSurface::new(bpp, 0, 0, AddrTiling::Index(index));
                s.num_slices = 1 + below(9);
                s.num_samples = 1 << below(4);
                s.swizzle = Swizzle::Separate {
                    bank: below(16),
                    pipe: below(8),
                };
                checked += usize::from(rows_match(s));
            }
        }
        let modes = [4u8, 7, 12, 13, 16, 17, 19, 20, 21, 22, 23, 24];
        let pipe_configs = [0u8, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 16, 17];
        for round in 0..rounds {
            let banks = 2 << below(4);
            let info = TileInfo {
                banks,
                bank_width: 1 << below(4),
                bank_height: 1 << below(4),
                macro_aspect_ratio: (1 << below(3)).min(banks),
                tile_split_bytes: 64 << below(5),
                pipe_config: PipeConfig::from_bits(pipe_configs[round % pipe_configs.len()]),
            };
            let mode = TileMode::from_bits(modes[below(modes.len() as u32) as usize]);
            let mut s = AddrSurface::new(
                [8, 16, 32, 64, 128][below(5) as usize],
                0,
                0,
                AddrTiling::Explicit {
                    mode,
                    tile_type: TileType::from_bits(below(4) as u8),
                    info,
                },
            );
            s.num_slices = 1 + below(17);
            s.swizzle = if below(2) == 0 {
                Swizzle::Combined(below(1024))
            } else {
                Swizzle::Separate {
                    bank: below(16),
                    pipe: below(16),
                }
            };
            checked += usize::from(rows_match(s));
        }
        let least = if cfg!(miri) { 20 } else { 300 };
        assert!(
            checked > least,
            "only {checked} macro-tiled surfaces checked"
        );
    }
}
