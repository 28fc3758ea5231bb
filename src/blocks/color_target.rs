//! Colour target block: `CB_COLORn_BASE`, `PITCH`, `SLICE`, `VIEW`, `INFO`,
//! `ATTRIB`, `CMASK`, `CMASK_SLICE`, `FMASK`, `FMASK_SLICE`, `CLEAR_WORD0/1`
//! of one slot.
//!
//! A [`ColorSurface`] describes the surface: its encoding, from a
//! [`DataFormat`] ([`DataFormat::color_target`] gives `FORMAT`,
//! `NUMBER_TYPE` and the [`ChannelOrder`]), its size, and its layout: the tile
//! mode entry and the padded pitch and height the tiling library computed
//! for it. [`ColorSurface::from_surface_info`] takes the layout from a
//! [`surface_info`](crate::tiling::surface::surface_info) result.
//!
//! [`ColorTarget::setup`] checks the layout against the tile mode of the
//! [`Config`] and derives every field: `PITCH.TILE_MAX = pitch / 8 - 1`,
//! `SLICE.TILE_MAX = pitch * padded_height / 64 - 1`, `COMP_SWAP` from the
//! [`ChannelOrder`], and `BLEND_CLAMP`, `BLEND_BYPASS`, `ROUND_MODE`,
//! `SIMPLE_FLOAT` from the channel type the way the hardware setup does:
//! normalised and sRGB types clamp blending; integer types (and the
//! depth-like `8_24`, `24_8`, `X24_8_32_FLOAT` formats) bypass blending;
//! other types (and `X24_8_32_FLOAT`) round by truncation; `SIMPLE_FLOAT` is always set.
//! Without FMASK the FMASK fields repeat the colour surface (base, tile
//! mode, pitch and slice tile counts), as the hardware expects for fast clears.
//!
//! # The layout check
//!
//! The colour block addresses the surface with the tile mode's own tiles,
//! so the padded pitch and height must be whole numbers of them
//! ([`ColorSurface::alignment`]): 8×8 pixels for 1D modes; for 2D, 3D and
//! PRT modes one macro tile of the `GB_MACROTILE_MODE` entry the element
//! size and sample count select (`8 × bank width × pipes × aspect` by
//! `8 × bank height × banks / aspect`); for the linear-aligned mode a pitch
//! of 64 bytes and slices of whole 256-byte pipe interleaves; for linear
//! general whole 8-pixel pitch units and 64-pixel slices (what
//! `PITCH.TILE_MAX` and `SLICE.TILE_MAX` count). A surface that is not
//! padded is refused with [`Error::NotPadded`], which names the size the
//! layout needs, instead of programming a slice size the hardware reads as
//! another layout.
//!
//! # Worked example: a 1920×1080 display buffer
//!
//! ```
//! use gcn::blocks::color_target::{ColorSurface, ColorTarget};
//! use gcn::blocks::{Error, Slot};
//! use gcn::desc::DataFormat;
//! use gcn::tiling::config::{Config, Ps4TileMode};
//! use gcn::tiling::surface::{surface_info, SurfaceFlags, SurfaceInput};
//!
//! // B8G8R8A8 on tile mode 10 (Display2dThin), laid out by the tiling library.
//! let tiling = Ps4TileMode::Display2dThin.index();
//! let input = SurfaceInput::new(tiling, 32, 1920, 1080)
//!     .with_flags(SurfaceFlags::new().with_color(true).with_display(true));
//! let info = surface_info(&Config::PS4, &input)?;
//! let surface =
//!     ColorSurface::from_surface_info(DataFormat::B8G8R8A8_UNORM, 1920, 1080, &info, 0x10_0000)?;
//! assert_eq!((surface.pitch, surface.padded_height), (1920, 1088));
//! let target = ColorTarget::setup(&Config::PS4, Slot::S0, &surface)?;
//! assert_eq!(target.registers().len(), 12);
//!
//! // The same size without the padding is refused, naming the size it needs.
//! let unpadded = ColorSurface::new(DataFormat::B8G8R8A8_UNORM, tiling, 1280, 720)?;
//! assert_eq!(
//!     ColorTarget::setup(&Config::PS4, Slot::S0, &unpadded),
//!     Err(Error::NotPadded { tile_mode_index: tiling, given: (1280, 720), needed: (1280, 768) })
//! );
//! assert!(ColorTarget::setup(&Config::PS4, Slot::S0, &unpadded.with_padded(1280, 768)).is_ok());
//! # Ok::<(), Box<dyn core::error::Error>>(())
//! ```

use super::{Error, Packets, RegList, RegSource, Slot, known};
use crate::desc::{ColorTargetFormat, DataFormat};
use crate::pm4::CommandBuffer;
use crate::regs::{
    CbColorNAttrib, CbColorNBase, CbColorNClearWord0, CbColorNClearWord1, CbColorNCmask,
    CbColorNCmaskSlice, CbColorNFmask, CbColorNFmaskSlice, CbColorNInfo, CbColorNPitch,
    CbColorNSlice, CbColorNView, ColorFormat, Register, RoundMode, Space, SurfaceNumber,
};
use crate::tiling::addr::resolve_tile_index;
use crate::tiling::config::{MICRO_TILE_HEIGHT, MICRO_TILE_WIDTH, TileMode};
use crate::tiling::surface::SurfaceInfo;
use crate::tiling::{Config, TileIndex};

/// Largest width, height or pitch of a colour target, in pixels.
pub const MAX_DIMENSION: u32 = 16384;
/// Largest number of array slices.
pub const MAX_SLICES: u32 = 2048;
/// Registers in the read-back view.
pub const REGISTERS: usize = 12;
/// Dwords of the block's packets.
pub const DWORDS: usize = 16;

// `encode` writes two runs of six consecutive registers.
static_assertions::const_assert!(
    CbColorNPitch::<0>::OFFSET == CbColorNBase::<0>::OFFSET + 1
        && CbColorNSlice::<0>::OFFSET == CbColorNBase::<0>::OFFSET + 2
        && CbColorNView::<0>::OFFSET == CbColorNBase::<0>::OFFSET + 3
        && CbColorNInfo::<0>::OFFSET == CbColorNBase::<0>::OFFSET + 4
        && CbColorNAttrib::<0>::OFFSET == CbColorNBase::<0>::OFFSET + 5
        && CbColorNCmask::<0>::OFFSET > CbColorNAttrib::<0>::OFFSET + 1
        && CbColorNCmaskSlice::<0>::OFFSET == CbColorNCmask::<0>::OFFSET + 1
        && CbColorNFmask::<0>::OFFSET == CbColorNCmask::<0>::OFFSET + 2
        && CbColorNFmaskSlice::<0>::OFFSET == CbColorNCmask::<0>::OFFSET + 3
        && CbColorNClearWord0::<0>::OFFSET == CbColorNCmask::<0>::OFFSET + 4
        && CbColorNClearWord1::<0>::OFFSET == CbColorNCmask::<0>::OFFSET + 5
);

pub use crate::desc::ChannelOrder;

/// A colour surface as the tiling layout describes it: what
/// [`ColorTarget::setup`] programs into one slot.
///
/// Build it from a [`DataFormat`] ([`ColorSurface::new`]) or a raw encoding
/// ([`ColorSurface::from_encoding`]), with its tile mode entry, then give it
/// the padded size of its layout ([`ColorSurface::with_padded`]); or take
/// everything from a tiling result with [`ColorSurface::from_surface_info`].
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct ColorSurface {
    /// Pixel encoding: `CB_COLORn_INFO.FORMAT`, `NUMBER_TYPE` and the channel order (`COMP_SWAP`).
    pub format: ColorTargetFormat,
    /// Width in pixels.
    pub width: u32,
    /// Height in pixels.
    pub height: u32,
    /// Padded pitch in pixels, from the tiling layout.
    pub pitch: u32,
    /// Padded height in rows, from the tiling layout.
    pub padded_height: u32,
    /// Tile mode entry the surface is laid out with (`ATTRIB.TILE_MODE_INDEX`).
    pub tile_mode_index: TileIndex,
    /// GPU address of the surface (256-byte aligned, below 2^40).
    pub address: u64,
    /// Array slices (`1..=2048`).
    pub slices: u32,
    /// log2 of the sample count (`0..=3`).
    pub log2_samples: u8,
}

impl core::fmt::Debug for ColorSurface {
    /// As derived, with addresses in hex.
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("ColorSurface")
            .field("format", &self.format)
            .field("width", &self.width)
            .field("height", &self.height)
            .field("pitch", &self.pitch)
            .field("padded_height", &self.padded_height)
            .field("tile_mode_index", &self.tile_mode_index)
            .field("address", &crate::macros::Hex(self.address))
            .field("slices", &self.slices)
            .field("log2_samples", &self.log2_samples)
            .finish()
    }
}

impl ColorSurface {
    /// A single-slice, single-sample surface of `format`, laid out with
    /// tile mode entry `tiling`, of `width` × `height` pixels, not padded
    /// yet (pitch = width, padded height = height), at address 0; set the
    /// rest with the builders.
    ///
    /// # Errors
    /// [`Error::UnsupportedFormat`] when the colour block cannot write
    /// `format` ([`DataFormat::color_target`] is `None`).
    pub const fn new(
        format: DataFormat,
        tiling: TileIndex,
        width: u32,
        height: u32,
    ) -> Result<Self, Error> {
        match format.color_target() {
            Some(encoding) => Ok(Self::from_encoding(encoding, tiling, width, height)),
            None => Err(Error::UnsupportedFormat { format }),
        }
    }

    /// As [`ColorSurface::new`] from a raw encoding (any `FORMAT`,
    /// `NUMBER_TYPE` and channel order, checked by [`ColorTarget::setup`]).
    ///
    /// ```
    /// use gcn::blocks::color_target::{ChannelOrder, ColorSurface};
    /// use gcn::desc::{ColorTargetFormat, DataFormat};
    /// use gcn::regs::{ColorFormat, SurfaceNumber};
    /// use gcn::tiling::config::Ps4TileMode;
    ///
    /// // B8G8R8A8 unorm spelt out: the encoding DataFormat::B8G8R8A8_UNORM gives.
    /// let encoding = ColorTargetFormat {
    ///     format: ColorFormat::COLOR_8_8_8_8,
    ///     number_type: SurfaceNumber::NUMBER_UNORM,
    ///     order: ChannelOrder::Alt,
    /// };
    /// let tiling = Ps4TileMode::Display1dThin.index();
    /// let s = ColorSurface::from_encoding(encoding, tiling, 64, 64);
    /// assert_eq!(Ok(s), ColorSurface::new(DataFormat::B8G8R8A8_UNORM, tiling, 64, 64));
    /// ```
    pub const fn from_encoding(
        format: ColorTargetFormat,
        tiling: TileIndex,
        width: u32,
        height: u32,
    ) -> Self {
        ColorSurface {
            format,
            width,
            height,
            pitch: width,
            padded_height: height,
            tile_mode_index: tiling,
            address: 0,
            slices: 1,
            log2_samples: 0,
        }
    }

    /// The surface a tiling surface-info result describes: pitch, padded
    /// height, tile mode entry, slices and samples come from `info`, the
    /// level's `width` × `height` pixels and `format` from the caller.
    ///
    /// # Errors
    /// - [`Error::UnsupportedFormat`]: as [`ColorSurface::new`].
    /// - [`Error::OutOfRange`] (field `tile_mode_index`): `info` has no
    ///   table entry; (field `bits per element`): `info` was computed for
    ///   another element size than `format`'s; (field `samples`): not 1, 2,
    ///   4 or 8.
    pub const fn from_surface_info(
        format: DataFormat,
        width: u32,
        height: u32,
        info: &SurfaceInfo,
        address: u64,
    ) -> Result<ColorSurface, Error> {
        let Some(tiling) = info.tile_index.index() else {
            return Err(Error::OutOfRange {
                field: "tile_mode_index",
                value: u32::MAX,
                min: 0,
                max: 31,
            });
        };
        let surface = ctry!(ColorSurface::new(format, tiling, width, height));
        let bits = match format_bits(surface.format.format) {
            Some(b) => b,
            None => 0,
        };
        if info.bpp_bits != bits {
            return Err(Error::OutOfRange {
                field: "bits per element",
                value: info.bpp_bits,
                min: bits,
                max: bits,
            });
        }
        let log2 = match info.num_samples {
            1 => 0,
            2 => 1,
            4 => 2,
            8 => 3,
            n => {
                return Err(Error::OutOfRange {
                    field: "samples",
                    value: n,
                    min: 1,
                    max: 8,
                });
            }
        };
        Ok(surface
            .with_padded(info.pitch_elems, info.height_elems)
            .with_slices(info.depth_slices)
            .with_log2_samples(log2)
            .with_address(address))
    }

    /// Sets the padded pitch and height (pixels) of the tiling layout.
    pub const fn with_padded(mut self, pitch: u32, padded_height: u32) -> Self {
        self.pitch = pitch;
        self.padded_height = padded_height;
        self
    }

    /// Sets the tile mode entry.
    pub const fn with_tile_mode_index(mut self, index: TileIndex) -> Self {
        self.tile_mode_index = index;
        self
    }

    /// Sets the GPU address.
    pub const fn with_address(mut self, address: u64) -> Self {
        self.address = address;
        self
    }

    /// Sets the number of array slices.
    pub const fn with_slices(mut self, slices: u32) -> Self {
        self.slices = slices;
        self
    }

    /// Sets log2 of the sample count.
    pub const fn with_log2_samples(mut self, log2: u8) -> Self {
        self.log2_samples = log2;
        self
    }

    /// Bits per pixel of the surface's `FORMAT`, `None` for a reserved or
    /// invalid value.
    pub const fn bits_per_pixel(&self) -> Option<u32> {
        format_bits(self.format.format)
    }

    /// The multiples (pixels) the padded pitch and height must be for the
    /// surface's tile mode entry of `cfg`, its element size and sample count
    /// (see [the layout check](self#the-layout-check)). For linear modes the
    /// height multiple depends on the pitch: it is the one for the pitch
    /// rounded up to its own multiple.
    ///
    /// ```
    /// use gcn::blocks::color_target::ColorSurface;
    /// use gcn::desc::DataFormat;
    /// use gcn::tiling::config::{Config, Ps4TileMode};
    ///
    /// let s = ColorSurface::new(DataFormat::B8G8R8A8_UNORM, Ps4TileMode::Display2dThin.index(), 1280, 720)?;
    /// assert_eq!(s.alignment(&Config::PS4)?, (128, 64)); // one 32-bit macro tile of mode 10
    /// let s = s.with_tile_mode_index(Ps4TileMode::Display1dThin.index());
    /// assert_eq!(s.alignment(&Config::PS4)?, (8, 8));
    /// # Ok::<(), gcn::blocks::Error>(())
    /// ```
    ///
    /// # Errors
    /// [`Error::UnknownValue`] for a `FORMAT` without a size,
    /// [`Error::OutOfRange`] for more than 8 samples,
    /// [`Error::UnsupportedTileMode`] when the entry has no layout the
    /// colour block can address.
    pub const fn alignment(&self, cfg: &Config) -> Result<(u32, u32), Error> {
        let Some(bpp) = self.bits_per_pixel() else {
            return Err(Error::UnknownValue {
                register: "CB_COLOR_INFO",
                field: "FORMAT",
                value: self.format.format.raw(),
            });
        };
        if self.log2_samples > 3 {
            return Err(Error::OutOfRange {
                field: "log2 samples",
                value: self.log2_samples as u32,
                min: 0,
                max: 3,
            });
        }
        let samples = 1u32 << self.log2_samples;
        let tile = self.tile_mode_index;
        let unsupported = Error::UnsupportedTileMode {
            tile_mode_index: tile,
        };
        let Ok((mode, _, info)) = resolve_tile_index(cfg, tile, bpp, samples) else {
            return Err(unsupported);
        };
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
            let pitch = align_up(self.pitch, pitch_align);
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

    /// Checks the description against `cfg` ([`Error::BadDimension`],
    /// [`Error::Address`],
    /// [`Error::UnknownValue`], [`Error::NotPadded`],
    /// [`Error::UnsupportedTileMode`]).
    pub const fn validate(&self, cfg: &Config) -> Result<(), Error> {
        let format = self.format.format;
        let number = self.format.number_type;
        ctry!(known(
            format.name(),
            "CB_COLOR_INFO",
            "FORMAT",
            format.raw()
        ));
        if format.raw() == ColorFormat::COLOR_INVALID.raw() {
            return Err(Error::UnknownValue {
                register: "CB_COLOR_INFO",
                field: "FORMAT",
                value: 0,
            });
        }
        ctry!(known(
            number.name(),
            "CB_COLOR_INFO",
            "NUMBER_TYPE",
            number.raw()
        ));
        ctry!(dimension("width", self.width, MAX_DIMENSION));
        ctry!(dimension("height", self.height, MAX_DIMENSION));
        ctry!(dimension("pitch", self.pitch, MAX_DIMENSION));
        if self.pitch & 7 != 0 || self.pitch < self.width {
            return Err(Error::BadDimension {
                what: "pitch (a multiple of 8, at least the width)",
                value: self.pitch,
                max: MAX_DIMENSION,
            });
        }
        ctry!(dimension(
            "padded height",
            self.padded_height,
            MAX_DIMENSION
        ));
        if self.padded_height < self.height {
            return Err(Error::BadDimension {
                what: "padded height (at least the height)",
                value: self.padded_height,
                max: MAX_DIMENSION,
            });
        }
        ctry!(dimension("slices", self.slices, MAX_SLICES));
        if self.log2_samples > 3 {
            return Err(Error::BadDimension {
                what: "log2 samples",
                value: self.log2_samples as u32,
                max: 3,
            });
        }
        let (pitch_align, height_align) = ctry!(self.alignment(cfg));
        // Both are u32: the product fits in u64.
        let slice_px = (self.pitch as u64).wrapping_mul(self.padded_height as u64);
        if !self.pitch.is_multiple_of(pitch_align)
            || !self.padded_height.is_multiple_of(height_align)
            || slice_px & 63 != 0
        {
            let pitch = align_up(self.pitch, pitch_align);
            let mut height = align_up(self.padded_height, height_align);
            // Whole 64-pixel slices (SLICE.TILE_MAX counts them): the pitch
            // is a multiple of 8, so a multiple of 8 rows is enough.
            if ((pitch as u64).wrapping_mul(height as u64)) & 63 != 0 {
                height = align_up(height, 8);
            }
            return Err(Error::NotPadded {
                tile_mode_index: self.tile_mode_index,
                given: (self.pitch, self.padded_height),
                needed: (pitch, height),
            });
        }
        address("colour base", self.address)
    }
}

/// Bits per pixel of a colour `FORMAT`.
const fn format_bits(format: ColorFormat) -> Option<u32> {
    Some(match format.raw() {
        1 => 8,
        2 | 3 | 16..=19 => 16,
        4..=10 | 20 | 21 => 32,
        11 | 12 | 22 => 64,
        14 => 128,
        _ => return None,
    })
}

const fn max(a: u32, b: u32) -> u32 {
    if a > b { a } else { b }
}

const fn min(a: u32, b: u32) -> u32 {
    if a < b { a } else { b }
}

/// `value` rounded up to a multiple of the power of two `align` (saturating).
const fn align_up(value: u32, align: u32) -> u32 {
    let mask = align.wrapping_sub(1);
    match value.checked_add(mask) {
        Some(v) => v & !mask,
        None => !mask,
    }
}

const fn is_pow2_at_most(v: u32, max: u32) -> bool {
    v.is_power_of_two() && v <= max
}

const fn dimension(what: &'static str, value: u32, max: u32) -> Result<(), Error> {
    if value == 0 || value > max {
        Err(Error::BadDimension { what, value, max })
    } else {
        Ok(())
    }
}

/// 256-byte aligned, below 2^40.
const fn address(what: &'static str, address: u64) -> Result<(), Error> {
    match super::address_256(what, address) {
        Ok(_) => Ok(()),
        Err(e) => Err(e),
    }
}

/// One colour target slot. [`ColorTarget::new`] is a disabled slot (every
/// register 0: `FORMAT = COLOR_INVALID`); [`ColorTarget::setup`] fills it
/// from a [`ColorSurface`].
///
/// The block stores the registers themselves, so `decode` keeps every bit.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ColorTarget {
    slot: Slot,
    base: CbColorNBase<0>,
    pitch: CbColorNPitch<0>,
    slice: CbColorNSlice<0>,
    view: CbColorNView<0>,
    info: CbColorNInfo<0>,
    attrib: CbColorNAttrib<0>,
    cmask: CbColorNCmask<0>,
    cmask_slice: CbColorNCmaskSlice<0>,
    fmask: CbColorNFmask<0>,
    fmask_slice: CbColorNFmaskSlice<0>,
    clear: [u32; 2],
}

impl ColorTarget {
    /// A disabled slot (all registers 0).
    pub const fn new(slot: Slot) -> Self {
        ColorTarget {
            slot,
            base: CbColorNBase::new(),
            pitch: CbColorNPitch::new(),
            slice: CbColorNSlice::new(),
            view: CbColorNView::new(),
            info: CbColorNInfo::new(),
            attrib: CbColorNAttrib::new(),
            cmask: CbColorNCmask::new(),
            cmask_slice: CbColorNCmaskSlice::new(),
            fmask: CbColorNFmask::new(),
            fmask_slice: CbColorNFmaskSlice::new(),
            clear: [0; 2],
        }
    }

    /// The slot filled from `s`, laid out with the tile modes of `cfg` (see
    /// the [module documentation](self) for the layout check and the
    /// derivations).
    ///
    /// # Errors
    /// Those of [`ColorSurface::validate`]; among them [`Error::NotPadded`]
    /// when the padded pitch or height is not a whole layout of the tile mode.
    pub const fn setup(cfg: &Config, slot: Slot, s: &ColorSurface) -> Result<Self, Error> {
        ctry!(s.validate(cfg));
        // Validated: the pitch is a multiple of 8 in 8..=16384 and pitch ×
        // padded height a multiple of 64 below 2^29, so these neither wrap
        // nor exceed their fields.
        let pitch_tile_max = (s.pitch / 8).wrapping_sub(1) as u16;
        let slice_tile_max =
            ((s.pitch as u64).wrapping_mul(s.padded_height as u64) / 64).wrapping_sub(1) as u32;
        let n = s.format.number_type.raw();
        let f = s.format.format.raw();
        let normalised = n == SurfaceNumber::NUMBER_UNORM.raw()
            || n == SurfaceNumber::NUMBER_SNORM.raw()
            || n == SurfaceNumber::NUMBER_SRGB.raw();
        let depth_like = f == ColorFormat::COLOR_8_24.raw()
            || f == ColorFormat::COLOR_24_8.raw()
            || f == ColorFormat::COLOR_X24_8_32_FLOAT.raw();
        let integer =
            n == SurfaceNumber::NUMBER_UINT.raw() || n == SurfaceNumber::NUMBER_SINT.raw();
        let bypass = integer || depth_like;
        let clamp = normalised && !bypass;
        let half =
            normalised || f == ColorFormat::COLOR_8_24.raw() || f == ColorFormat::COLOR_24_8.raw();
        let round = if half {
            RoundMode::ROUND_BY_HALF
        } else {
            RoundMode::ROUND_TRUNCATE
        };
        let base = (s.address >> 8) as u32;
        let mut t = ColorTarget::new(slot);
        t.base = CbColorNBase::new().with_base_256b(base);
        t.pitch = CbColorNPitch::new()
            .with_tile_max(pitch_tile_max)
            .with_fmask_tile_max(pitch_tile_max);
        t.slice = CbColorNSlice::new().with_tile_max(slice_tile_max);
        t.view = CbColorNView::new()
            .with_slice_start(0)
            .with_slice_max(s.slices.wrapping_sub(1) as u16); // slices validated 1..=2048
        t.info = CbColorNInfo::new()
            .with_format(s.format.format)
            .with_number_type(s.format.number_type)
            .with_comp_swap(s.format.order.comp_swap())
            .with_blend_clamp(clamp)
            .with_blend_bypass(bypass)
            .with_simple_float(true)
            .with_round_mode(round);
        t.attrib = CbColorNAttrib::new()
            .with_tile_mode_index(s.tile_mode_index.bits())
            .with_fmask_tile_mode_index(s.tile_mode_index.bits())
            .with_num_samples(s.log2_samples)
            .with_num_fragments(s.log2_samples);
        t.fmask = CbColorNFmask::new().with_base_256b(base);
        t.fmask_slice = CbColorNFmaskSlice::new().with_tile_max(slice_tile_max);
        Ok(t)
    }

    /// Sets the fast-clear colour (`CB_COLORn_CLEAR_WORD0/1`).
    pub const fn with_clear_words(mut self, word0: u32, word1: u32) -> Self {
        self.clear = [word0, word1];
        self
    }

    /// The slot.
    pub const fn slot(&self) -> Slot {
        self.slot
    }

    /// `CB_COLORn_INFO`.
    pub const fn info(&self) -> CbColorNInfo<0> {
        self.info
    }

    /// `CB_COLORn_ATTRIB`.
    pub const fn attrib(&self) -> CbColorNAttrib<0> {
        self.attrib
    }

    /// Checks the registers: a disabled slot (`COLOR_INVALID`) is always
    /// valid; otherwise the format, channel type and channel order are gfx7 values.
    pub const fn validate(&self) -> Result<(), Error> {
        let i = self.info;
        if i.format().raw() == ColorFormat::COLOR_INVALID.raw() {
            return Ok(());
        }
        let name = match CbColorNInfo::<0>::slot_name(self.slot.index()) {
            Some(n) => n,
            None => "CB_COLOR_INFO",
        };
        if let Err(e) = known(i.format().name(), name, "FORMAT", i.format().raw()) {
            return Err(e);
        }
        if let Err(e) = known(
            i.number_type().name(),
            name,
            "NUMBER_TYPE",
            i.number_type().raw(),
        ) {
            return Err(e);
        }
        Ok(())
    }

    /// The slot's 12 registers, sorted by offset (2 runs: `BASE..ATTRIB` and
    /// `CMASK..CLEAR_WORD1`; the gfx8-only `DCC_CONTROL` between them is not written).
    pub fn registers(&self) -> RegList<REGISTERS> {
        let mut list = RegList::new(Space::Context);
        let i = self.slot.index();
        let values = [
            (CbColorNBase::<0>::slot_offset(i), self.base.into_bits()),
            (CbColorNPitch::<0>::slot_offset(i), self.pitch.into_bits()),
            (CbColorNSlice::<0>::slot_offset(i), self.slice.into_bits()),
            (CbColorNView::<0>::slot_offset(i), self.view.into_bits()),
            (CbColorNInfo::<0>::slot_offset(i), self.info.into_bits()),
            (CbColorNAttrib::<0>::slot_offset(i), self.attrib.into_bits()),
            (CbColorNCmask::<0>::slot_offset(i), self.cmask.into_bits()),
            (
                CbColorNCmaskSlice::<0>::slot_offset(i),
                self.cmask_slice.into_bits(),
            ),
            (CbColorNFmask::<0>::slot_offset(i), self.fmask.into_bits()),
            (
                CbColorNFmaskSlice::<0>::slot_offset(i),
                self.fmask_slice.into_bits(),
            ),
            (CbColorNClearWord0::<0>::slot_offset(i), self.clear[0]),
            (CbColorNClearWord1::<0>::slot_offset(i), self.clear[1]),
        ];
        for (offset, value) in values {
            if let Some(o) = offset {
                list.push_raw(o, value);
            }
        }
        list
    }

    /// Validates the block and encodes its packets (2 `SET_CONTEXT_REG` packets, 16 dwords), for
    /// re-emitting with [`Packets::emit`] (one copy).
    ///
    /// # Errors
    /// As `validate`.
    #[inline]
    pub const fn encode(&self) -> Result<Packets<DWORDS>, Error> {
        ctry!(self.validate());
        let mut p = Packets::new();
        self.write(&mut p);
        p.finish()
    }

    /// Appends the block's packets to `p` (not validated).
    #[inline]
    pub(crate) const fn write<const M: usize>(&self, p: &mut Packets<M>) {
        let i = self.slot.index();
        let (Some(first), Some(second)) = (
            CbColorNBase::<0>::slot_offset(i),
            CbColorNCmask::<0>::slot_offset(i),
        ) else {
            // Every `Slot` has its registers.
            p.fail();
            return;
        };
        p.run(
            Space::Context,
            first,
            [
                self.base.into_bits(),
                self.pitch.into_bits(),
                self.slice.into_bits(),
                self.view.into_bits(),
                self.info.into_bits(),
                self.attrib.into_bits(),
            ],
        );
        p.run(
            Space::Context,
            second,
            [
                self.cmask.into_bits(),
                self.cmask_slice.into_bits(),
                self.fmask.into_bits(),
                self.fmask_slice.into_bits(),
                self.clear[0],
                self.clear[1],
            ],
        );
    }

    /// Validates the block and writes it (2 `SET_CONTEXT_REG` packets, 16 dwords), all or nothing.
    ///
    /// # Errors
    /// As `validate`; [`Error::Pm4`] when the buffer is too small.
    pub fn emit(&self, cb: &mut CommandBuffer<'_>) -> Result<(), Error> {
        self.validate()?;
        let mut p = Packets::<DWORDS>::new();
        self.write(&mut p);
        p.emit(cb)
    }

    /// Rebuilds slot `slot` from register values; every bit is kept and nothing is validated.
    ///
    /// Errors: [`Error::MissingRegister`] naming the first register `src` lacks.
    pub fn decode(slot: Slot, src: &impl RegSource) -> Result<Self, Error> {
        let i = slot.index();
        let read = |offset: Option<u16>, name: Option<&'static str>| -> Result<u32, Error> {
            let missing = Error::MissingRegister {
                register: name.unwrap_or("CB_COLOR register"),
            };
            offset
                .and_then(|o| src.read(Space::Context, o))
                .ok_or(missing)
        };
        Ok(ColorTarget {
            slot,
            base: CbColorNBase::from_bits(read(
                CbColorNBase::<0>::slot_offset(i),
                CbColorNBase::<0>::slot_name(i),
            )?),
            pitch: CbColorNPitch::from_bits(read(
                CbColorNPitch::<0>::slot_offset(i),
                CbColorNPitch::<0>::slot_name(i),
            )?),
            slice: CbColorNSlice::from_bits(read(
                CbColorNSlice::<0>::slot_offset(i),
                CbColorNSlice::<0>::slot_name(i),
            )?),
            view: CbColorNView::from_bits(read(
                CbColorNView::<0>::slot_offset(i),
                CbColorNView::<0>::slot_name(i),
            )?),
            info: CbColorNInfo::from_bits(read(
                CbColorNInfo::<0>::slot_offset(i),
                CbColorNInfo::<0>::slot_name(i),
            )?),
            attrib: CbColorNAttrib::from_bits(read(
                CbColorNAttrib::<0>::slot_offset(i),
                CbColorNAttrib::<0>::slot_name(i),
            )?),
            cmask: CbColorNCmask::from_bits(read(
                CbColorNCmask::<0>::slot_offset(i),
                CbColorNCmask::<0>::slot_name(i),
            )?),
            cmask_slice: CbColorNCmaskSlice::from_bits(read(
                CbColorNCmaskSlice::<0>::slot_offset(i),
                CbColorNCmaskSlice::<0>::slot_name(i),
            )?),
            fmask: CbColorNFmask::from_bits(read(
                CbColorNFmask::<0>::slot_offset(i),
                CbColorNFmask::<0>::slot_name(i),
            )?),
            fmask_slice: CbColorNFmaskSlice::from_bits(read(
                CbColorNFmaskSlice::<0>::slot_offset(i),
                CbColorNFmaskSlice::<0>::slot_name(i),
            )?),
            clear: [
                read(
                    CbColorNClearWord0::<0>::slot_offset(i),
                    CbColorNClearWord0::<0>::slot_name(i),
                )?,
                read(
                    CbColorNClearWord1::<0>::slot_offset(i),
                    CbColorNClearWord1::<0>::slot_name(i),
                )?,
            ],
        })
    }
}
