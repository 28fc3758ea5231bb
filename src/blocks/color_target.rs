//! Colour target block: `CB_COLORn_BASE`, `PITCH`, `SLICE`, `VIEW`, `INFO`,
//! `ATTRIB`, `CMASK`, `CMASK_SLICE`, `FMASK`, `FMASK_SLICE`, `CLEAR_WORD0/1`
//! of one slot, and on gfx8 `DCC_CONTROL` and `DCC_BASE`.
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
//! other types (and `X24_8_32_FLOAT`) round by truncation; `SIMPLE_FLOAT` is always set;
//! `ATTRIB.FORCE_DST_ALPHA_1` (blending reads the destination's alpha as 1)
//! from [`ColorSurface::force_dst_alpha_1`]: set for a format whose alpha
//! select is the constant 1 (B8G8R8X8, R8G8B8X8, one- to three-channel
//! formats: Mesa's rule) or, from a raw encoding, one that stores no alpha
//! channel by its channel count and `COMP_SWAP` ([`force_dst_alpha_1`]).
//! Without FMASK the FMASK fields repeat the colour surface (base, tile
//! mode, pitch (gfx7 and gfx8) and slice tile counts), as the hardware
//! expects for fast clears.
//! Without a CMASK, `CB_COLORn_CMASK` and `CMASK_SLICE` stay 0, as AMD PAL
//! (gfx6 `ColorTargetView`: the CMASK base only with a CMASK, `CMASK_SLICE`
//! 0 when uncompressed) and the PS4 driver's render target (GPCS4
//! `RenderTarget::init` zeroes every register, only `setCmaskAddress` writes
//! `CMASK`) leave them, while Mesa writes the colour base there
//! (`ac_set_mutable_cb_surface_fields`; radeonsi's comment says only "needed
//! even without CMASK", names no hardware reason, and its driver wrote 0
//! before 2014).
//!
//! # Generations
//!
//! [`ColorTarget::setup`] writes the fields of the [`Config`]'s generation
//! (`cfg.chip.gfx`), as Mesa's `ac_init_cb_surface` does for gfx6–gfx8, and
//! the block keeps it ([`ColorTarget::gfx`]) for [`ColorTarget::with_fmask`]:
//!
//! | field | gfx6 | gfx7, gfx8 |
//! |---|---|---|
//! | `PITCH.FMASK_TILE_MAX` | absent: 0 (the CB reads the FMASK with the colour pitch) | the colour pitch without FMASK, the FMASK's with one |
//! | `ATTRIB.FMASK_BANK_HEIGHT` | log2 of the bank height: of the colour entry (0 for linear and 1D entries) without FMASK, of the FMASK's with one (Mesa sets it on gfx6 for a hardware bug inherited from the previous generation, and for fast clears without FMASK) | 0 |
//! | `ATTRIB.FMASK_TILE_MODE_INDEX`, `FMASK`, `FMASK_SLICE` | the colour surface's without FMASK, the FMASK's with one | as gfx6 |
//!
//! Every other field is the same on the three generations (the register
//! spec's gfx6 field lists; gfx8's `INFO.DCC_ENABLE` (but for
//! [`ColorTarget::with_dcc`]), `CMASK_ADDR_TYPE`,
//! `FMASK_COMPRESS_1FRAG_ONLY` and gfx7's `FMASK_COMPRESSION_DISABLE` stay
//! 0 on every generation). gfx6 and gfx7 write the same 12 registers, gfx8
//! two more ([DCC](#dcc-gfx8)). On gfx6
//! [`ColorTarget::with_fmask`] refuses an FMASK whose pitch is not the colour
//! pitch ([`Error::MetadataMismatch`]), since no field can give it.
//!
//! [`ColorTarget::with_cmask`] and [`ColorTarget::with_fmask`] attach the
//! metadata surfaces. On gfx6–gfx8 FMASK compression needs a CMASK as well
//! (it holds each tile's compression state), so [`ColorTarget::validate`]
//! (and with it `emit`) refuses a slot with FMASK and no CMASK
//! ([`Error::FmaskWithoutCmask`]);
//! [`passes::init_msaa_cmask`](crate::passes::init_msaa_cmask) attaches one
//! and records its initial fill.
//!
//! # DCC (gfx8)
//!
//! A gfx8 slot (a [`Config`] of gfx8) writes 14 registers in one
//! `SET_CONTEXT_REG` run, `CB_COLORn_BASE..DCC_BASE`, as radeonsi does
//! (`si_emit_framebuffer_state`: 14 registers on gfx8, 13 before); gfx6 and
//! gfx7 slots write the 12 others in two runs (the two offsets hold no
//! register there, so a gfx6 or gfx7 `CommandBuffer::for_gfx` buffer
//! refuses a gfx8 slot's packets). Without DCC both stay 0, as PAL leaves `DCC_CONTROL`
//! of a view without DCC (`CbColorDccControlDecompressed` in
//! `gfx6ColorTargetView.cpp`; Mesa writes its DCC value there even then,
//! which `INFO.DCC_ENABLE = 0` makes unused).
//!
//! [`ColorTarget::with_dcc`] attaches the DCC keys
//! [`dcc_info`](crate::tiling::meta::dcc_info) sizes: `DCC_BASE` (the
//! address in 256-byte units, aligned to the keys' base alignment),
//! `INFO.DCC_ENABLE` (bit 28) and `DCC_CONTROL`
//! ([`ColorTarget::default_dcc_control`]) as Mesa's `ac_init_gfx6_cb_surface`
//! (`ac_descriptors.c`) sets it on gfx8:
//!
//! | `DCC_CONTROL` field | value | source |
//! |---|---|---|
//! | `OVERWRITE_COMBINER_DISABLE` (bit 0), `KEY_CLEAR_ENABLE` (1) | 0 | Mesa; PAL's `Gfx6Dcc::SetControlReg` (key clear "not supported on VI") |
//! | `MAX_UNCOMPRESSED_BLOCK_SIZE` (3:2) | 64B (0) for 8-bit and 128B (1) for 16-bit elements with 2 or more fragments, else 256B (2) | Mesa (fragments, `num_storage_samples`) and PAL (samples) alike: a CB resolve needs it no larger than one sample's data |
//! | `MIN_COMPRESSED_BLOCK_SIZE` (4) | 32B (0) | Mesa and PAL for a GPU with its own VRAM; both write 64B (1) for an APU ([`ColorTarget::with_dcc_control`]) |
//! | `MAX_COMPRESSED_BLOCK_SIZE` (6:5) | 64B (0) | Mesa (left 0); PAL's value for keys textures read (`supportMetaDataTexFetch`) |
//! | `COLOR_TRANSFORM` (8:7), `LOSSY_RGB_PRECISION` (13:10), `LOSSY_ALPHA_PRECISION` (17:14) | 0 (`DCC_CT_AUTO`, lossless) | Mesa; PAL |
//! | `INDEPENDENT_64B_BLOCKS` (9) | 1 | Mesa, always on gfx8; PAL only for keys textures read (else 0 with `MAX_COMPRESSED` = `MAX_UNCOMPRESSED`) |
//!
//! So the keys stay readable by the texture unit, as Mesa always keeps them
//! on gfx8; PAL's values for keys no texture reads are set with
//! [`ColorTarget::with_dcc_control`]. A decompress
//! ([`passes::dcc_decompress`](crate::passes::dcc_decompress)) writes the
//! pixels back uncompressed. A texture view of the surface
//! ([`ColorTarget::texture_view`]) reads the keys itself (`COMPRESSION_EN`
//! and `META_DATA_ADDRESS` = `DCC_BASE` in a gfx8 T#), as Mesa samples DCC
//! surfaces on gfx8 without a decompress. Mesa's low address bits from the tile
//! swizzle are not written: the crate lays out no swizzled surfaces.
//!
//! A mip chain has one key buffer whose levels
//! [`dcc_layout`](crate::tiling::layout::dcc_layout) places;
//! [`ColorTarget::with_dcc_level`] binds level *n*'s keys (`DCC_BASE` = the
//! buffer plus level *n*'s offset, as radeonsi's gfx8 `CB_COLORn_DCC_BASE`)
//! to the target of that level, and refuses a level without keys.
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
//! # Memory
//!
//! A [`ColorTarget`] is 60 bytes, a [`ColorSurface`] 40, and the encoded
//! `Packets<DWORDS>` of one slot 68 on `thumbv7em-none-eabihf` (72 on
//! x86-64); [`ColorTarget::setup`] allocates nothing and reads the entry's
//! padding multiples from a table the [`Config`] builds with its tile modes
//! (no search, no division). It is `#[inline]`: with a constant `Config`,
//! format, entry and address only the checks of run-time sizes remain.
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

use super::clear_value::{ClearColor, clear_words};
use super::surface::{Layout, check_element_bits, check_layout, info_tile_index, log2_samples};
use super::{Error, RegList, RegSource, Slot, Writer, dimension, known};
use crate::desc::{ColorTargetFormat, DataFormat};
use crate::regs::gfx7::enums::BankHeight;
use crate::regs::gfx8::enums::{DccMaxUncompressedBlockSize, DccMinCompressedBlockSize};
use crate::regs::gfx8::{CbColorNDccBase, CbColorNDccControl};
use crate::regs::{
    CbColorNAttrib, CbColorNBase, CbColorNClearWord0, CbColorNClearWord1, CbColorNCmask,
    CbColorNCmaskSlice, CbColorNFmask, CbColorNFmaskSlice, CbColorNInfo, CbColorNPitch,
    CbColorNSlice, CbColorNView, ColorFormat, Gfx, RoundMode, Space, SqSel, SurfaceNumber,
    SurfaceSwap,
};
use crate::tiling::config::{MICRO_TILE_PIXELS, MICRO_TILE_WIDTH};
use crate::tiling::layout::DccLayout;
use crate::tiling::meta::{CmaskInfo, DccInfo, FmaskInfo};
use crate::tiling::surface::SurfaceInfo;
use crate::tiling::{Config, TileIndex};

/// `PITCH.TILE_MAX` at most: the pitch in 8-pixel tiles, minus one.
const PITCH_TILE_MAX: u16 = CbColorNPitch::<0>::new().with_tile_max(u16::MAX).tile_max();
/// `VIEW.SLICE_MAX` at most: the last slice.
const SLICE_MAX: u16 = CbColorNView::<0>::new()
    .with_slice_max(u16::MAX)
    .slice_max();

/// Largest width, height or pitch of a colour target, in pixels: the largest
/// pitch `PITCH.TILE_MAX` counts (a slice that wide and high is the largest
/// `SLICE.TILE_MAX` counts).
pub const MAX_DIMENSION: u32 = (PITCH_TILE_MAX as u32 + 1) * MICRO_TILE_WIDTH;
/// Largest number of array slices (`VIEW.SLICE_MAX` + 1).
pub const MAX_SLICES: u32 = SLICE_MAX as u32 + 1;
const _: () = {
    assert!(MAX_DIMENSION == 16384 && MAX_SLICES == 2048);
    // `SLICE.TILE_MAX` counts 64-pixel tiles, minus one.
    let slice_tiles = MAX_DIMENSION * MAX_DIMENSION / MICRO_TILE_PIXELS;
    assert!(slice_tiles - 1 == CbColorNSlice::<0>::new().with_tile_max(u32::MAX).tile_max());
};
/// Registers in the read-back view.
pub const REGISTERS: usize = ColorTarget::COUNT;
/// Dwords of the block's packets.
pub const DWORDS: usize = ColorTarget::DWORDS;

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
    /// Samples per pixel: 1, 2, 4 or 8.
    pub samples: u32,
    /// The format stores no alpha, so blending reads the destination's
    /// alpha as 1 (`CB_COLORn_ATTRIB.FORCE_DST_ALPHA_1`): from the format's
    /// alpha select ([`ColorSurface::new`]) or its encoding
    /// ([`ColorSurface::from_encoding`], [`force_dst_alpha_1`]).
    pub force_dst_alpha_1: bool,
}

debug_hex!(ColorSurface {
    format,
    width,
    height,
    pitch,
    padded_height,
    tile_mode_index,
    address: hex,
    slices,
    samples,
    force_dst_alpha_1,
});

impl ColorSurface {
    /// A single-slice, single-sample surface of `format`, laid out with
    /// tile mode entry `tiling`, of `width` × `height` pixels, not padded
    /// yet (pitch = width, padded height = height), at address 0; set the
    /// rest with the builders. `force_dst_alpha_1` is set when the format's
    /// alpha select is the constant 1 (B8G8R8X8, R8G8B8X8, the one- to
    /// three-channel formats: Mesa's rule) or its encoding stores no alpha
    /// ([`force_dst_alpha_1`]).
    ///
    /// # Errors
    /// [`Error::UnsupportedFormat`] when the colour block cannot write
    /// `format` ([`DataFormat::color_target`] is `None`).
    #[inline(always)]
    pub const fn new(
        format: DataFormat,
        tiling: TileIndex,
        width: u32,
        height: u32,
    ) -> Result<Self, Error> {
        match format.color_target() {
            Some(encoding) => {
                let mut s = Self::from_encoding(encoding, tiling, width, height);
                let alpha = format.dst_sel()[3].raw();
                s.force_dst_alpha_1 |= alpha == SqSel::SQ_SEL_1.raw();
                Ok(s)
            }
            None => Err(Error::UnsupportedFormat { format }),
        }
    }

    /// As [`ColorSurface::new`] from a raw encoding (any `FORMAT`,
    /// `NUMBER_TYPE` and channel order, checked by [`ColorTarget::setup`]);
    /// `force_dst_alpha_1` from the encoding alone ([`force_dst_alpha_1`]:
    /// a four-channel encoding with unused alpha needs it set by hand).
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
    #[inline(always)]
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
            samples: 1,
            force_dst_alpha_1: force_dst_alpha_1(format),
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
    ///   another element size than `format`'s; (field `samples`): 16
    ///   samples.
    /// - [`Error::InvalidSampleCount`]: `info`'s sample count is not 1, 2,
    ///   4, 8 or 16.
    pub const fn from_surface_info(
        format: DataFormat,
        width: u32,
        height: u32,
        info: &SurfaceInfo,
        address: u64,
    ) -> Result<ColorSurface, Error> {
        let tiling = ctry!(info_tile_index(info));
        let surface = ctry!(ColorSurface::new(format, tiling, width, height));
        let bits = match format_bits(surface.format.format) {
            Some(b) => b,
            None => 0,
        };
        ctry!(check_element_bits(info, bits));
        ctry!(log2_samples(info.num_samples));
        Ok(surface
            .with_padded(info.pitch_elems, info.height_elems)
            .with_slices(info.depth_slices)
            .with_samples(info.num_samples)
            .with_address(address))
    }

    /// Sets the padded pitch and height (pixels) of the tiling layout.
    pub const fn with_padded(mut self, pitch: u32, padded_height: u32) -> Self {
        self.pitch = pitch;
        self.padded_height = padded_height;
        self
    }

    accessors! {
        /// Sets the tile mode entry.
        set with_tile_mode_index(index: TileIndex) { tile_mode_index }
        /// Sets the GPU address.
        set with_address(address: u64) { address }
        /// Sets the number of array slices.
        set with_slices(slices: u32) { slices }
        /// Sets the number of samples per pixel (1, 2, 4 or 8).
        set with_samples(samples: u32) { samples }
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
    /// [`Error::InvalidSampleCount`] for a sample count other than 1, 2, 4,
    /// 8 or 16, [`Error::OutOfRange`] for 16 (a surface has at most 8),
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
        super::surface::alignment(
            cfg,
            self.tile_mode_index,
            bpp_log2(bpp),
            self.samples,
            self.pitch,
        )
    }

    /// Checks the description against `cfg` ([`Error::BadDimension`],
    /// [`Error::Address`],
    /// [`Error::UnknownValue`], [`Error::NotPadded`],
    /// [`Error::UnsupportedTileMode`]).
    pub const fn validate(&self, cfg: &Config) -> Result<(), Error> {
        match self.checked_layout(cfg) {
            Ok(_) => Ok(()),
            Err(e) => Err(e),
        }
    }

    /// [`ColorSurface::validate`], giving what the registers need of the
    /// layout (the sample count's log2).
    #[inline(always)]
    const fn checked_layout(&self, cfg: &Config) -> Result<Layout, Error> {
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
        let Some(bpp) = format_bits(format) else {
            return Err(Error::UnknownValue {
                register: "CB_COLOR_INFO",
                field: "FORMAT",
                value: format.raw(),
            });
        };
        let layout = ctry!(check_layout(
            cfg,
            self.tile_mode_index,
            bpp_log2(bpp),
            self.samples,
            self.pitch,
            self.padded_height
        ));
        ctry!(address("colour base", self.address));
        Ok(layout)
    }
}

/// Bits per pixel of a colour `FORMAT`.
#[inline(always)]
const fn format_bits(format: ColorFormat) -> Option<u32> {
    use ColorFormat as C;
    Some(match format {
        C::COLOR_8 => 8,
        C::COLOR_16
        | C::COLOR_8_8
        | C::COLOR_5_6_5
        | C::COLOR_1_5_5_5
        | C::COLOR_5_5_5_1
        | C::COLOR_4_4_4_4 => 16,
        C::COLOR_32
        | C::COLOR_16_16
        | C::COLOR_10_11_11
        | C::COLOR_11_11_10
        | C::COLOR_10_10_10_2
        | C::COLOR_2_10_10_10
        | C::COLOR_8_8_8_8
        | C::COLOR_8_24
        | C::COLOR_24_8 => 32,
        C::COLOR_32_32 | C::COLOR_16_16_16_16 | C::COLOR_X24_8_32_FLOAT => 64,
        C::COLOR_32_32_32_32 => 128,
        _ => return None,
    })
}

/// The `CB_COLORn_ATTRIB.FORCE_DST_ALPHA_1` of an encoding
/// ([`ColorSurface::from_encoding`]): set when the encoding stores no alpha channel, so that
/// blending with the destination's alpha reads 1.
///
/// The channels a `COMP_SWAP` stores (as PAL's gfx6 `ColorCompSwap`
/// chooses it): one channel is R for `SWAP_STD`, G for `SWAP_ALT`, A for
/// `SWAP_ALT_REV` (`SWAP_STD_REV`, which no driver writes for one channel,
/// counts as a colour channel); two are RG, RA, GR, AR for `SWAP_STD`,
/// `SWAP_ALT`, `SWAP_STD_REV`, `SWAP_ALT_REV`; three RGB, RGA, BGR, AGR;
/// four always include alpha. So the bit is set for
/// one-channel formats (`COLOR_8`, `COLOR_16`, `COLOR_32`) unless
/// `SWAP_ALT_REV` (alpha only, e.g. A8), and for two- and three-channel
/// formats (`COLOR_8_8`, `COLOR_16_16`, `COLOR_32_32`, `COLOR_5_6_5`,
/// `COLOR_10_11_11`, `COLOR_11_11_10`) with `SWAP_STD` or `SWAP_STD_REV`;
/// never for four-channel formats or the depth-like `COLOR_8_24`,
/// `COLOR_24_8` and `COLOR_X24_8_32_FLOAT`. The channel type does not
/// matter (integer formats, whose blending is bypassed, get it too).
///
/// This is Mesa's rule (`ac_init_cb_surface` in `ac_descriptors.c`,
/// radeonsi and RADV: the format's alpha select is the constant 1, or it is
/// an intensity format, which the CB stores as red) for every encoding
/// Mesa's `ac_translate_colorswap` produces; Mesa's depth-stencil formats
/// have no alpha select, so it stays clear for them. A four-channel format
/// whose alpha is unused (B8G8R8X8, R8G8B8X8: the same encoding as
/// B8G8R8A8 and R8G8B8A8) cannot be told apart here; Mesa and PAL
/// (`HasUnusedAlpha`) set the bit for it, and so does
/// [`ColorSurface::new`], which sees the format's alpha select. (PAL sets it for those formats
/// only, and leaves it clear for one- to three-channel formats.)
///
/// ```
/// use gcn::blocks::color_target::force_dst_alpha_1;
/// use gcn::desc::DataFormat;
///
/// let of = |f: DataFormat| force_dst_alpha_1(f.color_target().unwrap());
/// assert!(of(DataFormat::R8_UNORM) && of(DataFormat::R16G16_FLOAT) && of(DataFormat::B5G6R5_UNORM));
/// assert!(!of(DataFormat::A8_UNORM) && !of(DataFormat::L8A8_UNORM) && !of(DataFormat::B8G8R8A8_UNORM));
/// ```
pub const fn force_dst_alpha_1(format: ColorTargetFormat) -> bool {
    use ColorFormat as C;
    let swap = format.order.comp_swap().into_bits();
    let std =
        swap == SurfaceSwap::SWAP_STD.into_bits() || swap == SurfaceSwap::SWAP_STD_REV.into_bits();
    match format.format {
        C::COLOR_8 | C::COLOR_16 | C::COLOR_32 => swap != SurfaceSwap::SWAP_ALT_REV.into_bits(),
        C::COLOR_8_8
        | C::COLOR_16_16
        | C::COLOR_32_32
        | C::COLOR_5_6_5
        | C::COLOR_10_11_11
        | C::COLOR_11_11_10 => std,
        _ => false,
    }
}

/// `log2(bits / 8)` of the 8, 16, 32, 64 or 128 bits [`format_bits`] gives.
#[inline(always)]
const fn bpp_log2(bits: u32) -> u32 {
    (bits >> 3).trailing_zeros()
}

/// `CB_COLORn_DCC_CONTROL.MAX_COMPRESSED_BLOCK_SIZE` for 64 bytes (the
/// field shares `MAX_UNCOMPRESSED_BLOCK_SIZE`'s encoding: 0 = 64B).
const MAX_COMPRESSED_64B: u8 = DccMaxUncompressedBlockSize::MAX_BLOCK_SIZE_64B.into_bits();

/// 256-byte aligned, below 2^40.
#[inline]
const fn address(what: &'static str, address: u64) -> Result<(), Error> {
    match super::address_256(what, address) {
        Ok(_) => Ok(()),
        Err(e) => Err(e),
    }
}

registers! {
    /// One colour target slot. [`ColorTarget::new`] is a disabled slot (every
    /// register 0: `FORMAT = COLOR_INVALID`); [`ColorTarget::setup`] fills it
    /// from a [`ColorSurface`].
    ///
    /// The block stores the registers themselves, so `decode` keeps every bit.
    /// A gfx8 block also writes `CB_COLORn_DCC_CONTROL` and `DCC_BASE` (see
    /// [DCC](self#dcc-gfx8)); on gfx6 and gfx7 they stay 0 and are not written.
    pub struct ColorTarget [slot] {
        base: CbColorNBase<0>,
        pitch: CbColorNPitch<0>,
        slice: CbColorNSlice<0>,
        view: CbColorNView<0> { get },
        info: CbColorNInfo<0> { get },
        attrib: CbColorNAttrib<0> { get },
        dcc_control: CbColorNDccControl<0> { get },
        cmask: CbColorNCmask<0>,
        cmask_slice: CbColorNCmaskSlice<0>,
        fmask: CbColorNFmask<0>,
        fmask_slice: CbColorNFmaskSlice<0>,
        clear0: CbColorNClearWord0<0>,
        clear1: CbColorNClearWord1<0>,
        dcc_base: CbColorNDccBase<0> { get },
    }
    extra {
        // The generation whose fields `setup` and `with_fmask` write and
        // whose registers `write` writes (gfx7 when decoded without DCC
        // registers).
        gfx: Gfx = Gfx::Gfx7,
    }
}

registers! {
    /// The registers of a gfx6 or gfx7 slot: a [`ColorTarget`]'s without the
    /// gfx8-only `DCC_CONTROL` and `DCC_BASE` (two runs, `BASE..ATTRIB` and
    /// `CMASK..CLEAR_WORD1`).
    struct Gfx7Target [slot] {
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
        clear0: CbColorNClearWord0<0>,
        clear1: CbColorNClearWord1<0>,
    }
}

// Both layouts fit one capacity: 14 registers in one run, or 12 in two.
const _: () = assert!(ColorTarget::DWORDS == 16 && Gfx7Target::DWORDS == ColorTarget::DWORDS);

encode_by_write!(ColorTarget, DWORDS, Slot, |slot, src| ColorTarget::decode(
    slot, src
));

/// `CB_COLORn_ATTRIB.FMASK_BANK_HEIGHT` for a bank height of 1, 2, 4 or 8
/// micro tiles: its log2 (a decoded bank height is one of those).
#[inline(always)]
const fn bank_height_log2(bank_height: u32) -> BankHeight {
    BankHeight::from_bits((bank_height.trailing_zeros() & 3) as u8)
}

impl ColorTarget {
    /// A disabled slot (all registers 0).
    #[inline]
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
            clear0: CbColorNClearWord0::new(),
            clear1: CbColorNClearWord1::new(),
            dcc_control: CbColorNDccControl::new(),
            dcc_base: CbColorNDccBase::new(),
            gfx: Gfx::Gfx7,
        }
    }

    /// The slot filled from `s`, laid out with the tile modes of `cfg`, with
    /// the fields of `cfg`'s generation (see the [module documentation](self)
    /// for the layout check, the derivations and the
    /// [generations](self#generations)).
    ///
    /// # Errors
    /// Those of [`ColorSurface::validate`]; among them [`Error::NotPadded`]
    /// when the padded pitch or height is not a whole layout of the tile mode.
    #[inline(always)]
    pub const fn setup(cfg: &Config, slot: Slot, s: &ColorSurface) -> Result<Self, Error> {
        let log2 = ctry!(s.checked_layout(cfg)).log2_samples;
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
        let gfx6 = matches!(cfg.chip.gfx, Gfx::Gfx6);
        let mut t = ColorTarget::new(slot);
        t.gfx = cfg.chip.gfx;
        t.base = CbColorNBase::new().with_base_256b(base);
        t.pitch = CbColorNPitch::new().with_tile_max(pitch_tile_max);
        if !gfx6 {
            // gfx7+: the FMASK pitch repeats the colour pitch without FMASK.
            t.pitch = t.pitch.with_fmask_tile_max(pitch_tile_max);
        }
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
            .with_num_samples(log2)
            .with_num_fragments(log2)
            .with_force_dst_alpha_1(s.force_dst_alpha_1);
        if gfx6 {
            // gfx6 reads FMASK_BANK_HEIGHT even without FMASK: the colour
            // surface's bank height for a macro-tiled entry, else 0.
            let entry = cfg.tile_mode(s.tile_mode_index);
            let bank_height = if entry.mode.is_macro_tiled() {
                bank_height_log2(entry.info.bank_height)
            } else {
                BankHeight::ADDR_SURF_BANK_HEIGHT_1
            };
            t.attrib = t.attrib.with_fmask_bank_height(bank_height);
        }
        t.fmask = CbColorNFmask::new().with_base_256b(base);
        t.fmask_slice = CbColorNFmaskSlice::new().with_tile_max(slice_tile_max);
        Ok(t)
    }

    /// Sets the fast-clear colour (`CB_COLORn_CLEAR_WORD0/1`).
    pub const fn with_clear_words(mut self, word0: u32, word1: u32) -> Self {
        self.clear0 = CbColorNClearWord0::from_bits(word0);
        self.clear1 = CbColorNClearWord1::from_bits(word1);
        self
    }

    /// Sets `CB_COLORn_ATTRIB.FORCE_DST_ALPHA_1`: blending reads the
    /// destination's alpha as 1. [`ColorTarget::setup`] takes it from
    /// [`ColorSurface::force_dst_alpha_1`].
    ///
    /// ```
    /// use gcn::blocks::color_target::{ColorSurface, ColorTarget};
    /// use gcn::blocks::Slot;
    /// use gcn::desc::DataFormat;
    /// use gcn::tiling::config::{Config, Ps4TileMode};
    ///
    /// // B8G8R8X8 is stored as B8G8R8A8 (COLOR_8_8_8_8, SWAP_ALT), but its
    /// // alpha select is the constant 1: the surface says so.
    /// let tiling = Ps4TileMode::Display1dThin.index();
    /// let s = ColorSurface::new(DataFormat::B8G8R8X8_UNORM, tiling, 64, 64)?;
    /// assert!(s.force_dst_alpha_1);
    /// let t = ColorTarget::setup(&Config::PS4, Slot::S0, &s)?;
    /// assert_eq!(t.attrib().into_bits(), 0x0002_0000 | 9 << 5 | 9); // bit 17; tile mode 9 twice
    /// // The same encoding with alpha: B8G8R8A8.
    /// let a = ColorSurface::new(DataFormat::B8G8R8A8_UNORM, tiling, 64, 64)?;
    /// let t = ColorTarget::setup(&Config::PS4, Slot::S0, &a)?;
    /// assert!(!t.attrib().force_dst_alpha_1());
    /// assert_eq!(t.with_force_dst_alpha_1(true).attrib().into_bits(), 0x0002_0000 | 9 << 5 | 9);
    /// # Ok::<(), gcn::blocks::Error>(())
    /// ```
    pub const fn with_force_dst_alpha_1(mut self, force: bool) -> Self {
        self.attrib = self.attrib.with_force_dst_alpha_1(force);
        self
    }

    /// Sets `CB_COLORn_INFO.COMP_SWAP`, the other fields kept (the
    /// resolve's R16G16 fix-up in [`passes::msaa_resolve`](crate::passes::msaa_resolve)).
    pub(crate) const fn with_comp_swap(mut self, swap: SurfaceSwap) -> Self {
        self.info = self.info.with_comp_swap(swap);
        self
    }

    /// Sets the fast-clear colour from `color` in the slot's encoding
    /// ([`clear_words`]).
    ///
    /// # Errors
    /// Those of [`clear_words`].
    pub fn with_clear_color(self, color: ClearColor) -> Result<Self, Error> {
        let format = ColorTargetFormat {
            format: self.info.format(),
            number_type: self.info.number_type(),
            order: ChannelOrder::from_comp_swap(self.info.comp_swap()),
        };
        let [w0, w1] = clear_words(format, color)?;
        Ok(self.with_clear_words(w0, w1))
    }

    /// Attaches the CMASK `cmask` describes at `address`: `CB_COLORn_CMASK`,
    /// `CMASK_SLICE.TILE_MAX = cmask.block_max` and `INFO.FAST_CLEAR`.
    ///
    /// ```
    /// use gcn::blocks::color_target::{ColorSurface, ColorTarget};
    /// use gcn::blocks::Slot;
    /// use gcn::desc::DataFormat;
    /// use gcn::tiling::config::{Config, Ps4TileMode};
    /// use gcn::tiling::meta::{cmask_info, MetaInput, MetaTile};
    /// use gcn::tiling::surface::{surface_info, SurfaceFlags, SurfaceInput};
    ///
    /// let input = SurfaceInput::new(Ps4TileMode::Display2dThin.index(), 32, 1920, 1080)
    ///     .with_flags(SurfaceFlags::new().with_color(true).with_display(true));
    /// let info = surface_info(&Config::PS4, &input)?;
    /// let tile = MetaTile::Index(info.tile_index, info.macro_mode_index);
    /// let cmask = cmask_info(&Config::PS4, &MetaInput::new(info.pitch_elems, info.height_elems, 1, tile))?;
    /// let s = ColorSurface::from_surface_info(DataFormat::B8G8R8A8_UNORM, 1920, 1080, &info, 0x10_0000)?;
    /// let t = ColorTarget::setup(&Config::PS4, Slot::S0, &s)?.with_cmask(&cmask, 0x80_0000)?;
    /// assert!(t.info().fast_clear());
    /// # Ok::<(), Box<dyn core::error::Error>>(())
    /// ```
    ///
    /// # Errors
    /// [`Error::Address`] for an address that is not 256-byte aligned or
    /// above 2^40, [`Error::MetadataMismatch`] for an address off the
    /// CMASK's base alignment, a `block_max` above 14 bits or a disabled slot.
    pub fn with_cmask(mut self, cmask: &CmaskInfo, address: u64) -> Result<Self, Error> {
        self.check_enabled()?;
        let base = super::address_256("CMASK base", address)?;
        super::check_base_align(
            address,
            cmask.base_align_bytes,
            "CMASK address off its base alignment",
        )?;
        let Ok(tile_max) = u16::try_from(cmask.block_max) else {
            return Err(Error::MetadataMismatch {
                what: "CMASK block_max above CMASK_SLICE.TILE_MAX",
            });
        };
        let Ok(slice) = CbColorNCmaskSlice::<0>::new().with_tile_max_checked(tile_max) else {
            return Err(Error::MetadataMismatch {
                what: "CMASK block_max above CMASK_SLICE.TILE_MAX",
            });
        };
        self.cmask = CbColorNCmask::new().with_base_256b(base);
        self.cmask_slice = slice;
        self.info = self.info.with_fast_clear(true);
        Ok(self)
    }

    /// Attaches the FMASK `fmask` describes at `address` to a multi-sample
    /// slot: `CB_COLORn_FMASK`, `PITCH.FMASK_TILE_MAX = pitch / 8 - 1`
    /// (gfx7, gfx8; on gfx6 `ATTRIB.FMASK_BANK_HEIGHT` = log2 of the FMASK's
    /// bank height instead, see [Generations](self#generations)),
    /// `FMASK_SLICE.TILE_MAX = pitch × height / 64 - 1`,
    /// `ATTRIB.FMASK_TILE_MODE_INDEX` from the FMASK's table entry and
    /// `INFO.COMPRESSION`. The slot needs a CMASK too
    /// ([`ColorTarget::with_cmask`], before or after; see
    /// [`ColorTarget::validate`]).
    ///
    /// # Errors
    /// [`Error::Address`] for an address that is not 256-byte aligned or
    /// above 2^40; [`Error::MetadataMismatch`] for a single-sample or
    /// disabled slot, an FMASK of another sample count, without a table
    /// entry, off its base alignment, larger than the fields hold or, on
    /// gfx6, of another pitch than the colour surface.
    pub fn with_fmask(mut self, fmask: &FmaskInfo, address: u64) -> Result<Self, Error> {
        self.check_enabled()?;
        let base = super::address_256("FMASK base", address)?;
        let samples = 1u32 << (self.attrib.num_samples() & 7);
        if samples == 1 || fmask.num_samples != samples {
            return Err(Error::MetadataMismatch {
                what: "FMASK sample count differs from the slot's",
            });
        }
        super::check_base_align(
            address,
            fmask.base_align_bytes,
            "FMASK address off its base alignment",
        )?;
        let Some(index) = fmask.tile_index.index() else {
            return Err(Error::MetadataMismatch {
                what: "FMASK without a tile mode entry",
            });
        };
        let too_big = Error::MetadataMismatch {
            what: "FMASK pitch or slice larger than the fields hold",
        };
        let pitch_max = (fmask.pitch_elems / 8).checked_sub(1).ok_or(too_big)?;
        let slice_max = (u64::from(fmask.pitch_elems).wrapping_mul(u64::from(fmask.height_elems))
            / 64)
            .checked_sub(1)
            .ok_or(too_big)?;
        let pitch_max = u16::try_from(pitch_max).map_err(|_| too_big)?;
        let slice_max = u32::try_from(slice_max).map_err(|_| too_big)?;
        let slice = CbColorNFmaskSlice::<0>::new()
            .with_tile_max_checked(slice_max)
            .map_err(|_| too_big)?;
        if matches!(self.gfx, Gfx::Gfx6) {
            // gfx6 has no FMASK_TILE_MAX: the CB walks the FMASK with the
            // colour pitch, so an FMASK laid out with another is refused.
            if pitch_max != self.pitch.tile_max() {
                return Err(Error::MetadataMismatch {
                    what: "FMASK pitch differs from the colour pitch (gfx6 has no FMASK_TILE_MAX)",
                });
            }
            self.attrib = self
                .attrib
                .with_fmask_bank_height(bank_height_log2(fmask.tile_info.bank_height));
        } else {
            self.pitch = self
                .pitch
                .with_fmask_tile_max_checked(pitch_max)
                .map_err(|_| too_big)?;
        }
        self.fmask = CbColorNFmask::new().with_base_256b(base);
        self.fmask_slice = slice;
        self.attrib = self.attrib.with_fmask_tile_mode_index(index.bits());
        self.info = self.info.with_compression(true);
        Ok(self)
    }

    /// Attaches the DCC keys `dcc` describes at `address` to a gfx8 slot:
    /// `CB_COLORn_DCC_BASE = address >> 8`, `INFO.DCC_ENABLE` and
    /// `DCC_CONTROL` with Mesa's gfx8 values ([DCC](self#dcc-gfx8)).
    ///
    /// ```
    /// use gcn::blocks::color_target::{ColorSurface, ColorTarget};
    /// use gcn::blocks::Slot;
    /// use gcn::desc::DataFormat;
    /// use gcn::tiling::meta::{dcc_info, DccInput};
    /// use gcn::tiling::surface::{surface_info, SurfaceFlags, SurfaceInput};
    /// use gcn::tiling::{Config, TileIndex};
    ///
    /// let cfg = &Config::POLARIS10;
    /// let flags = SurfaceFlags::new().with_color(true).with_dcc_compatible(true);
    /// let info = surface_info(cfg, &SurfaceInput::new(TileIndex::new(10)?, 32, 1920, 1080).with_flags(flags))?;
    /// let dcc = dcc_info(cfg, &DccInput::from_surface(&info))?;
    /// let s = ColorSurface::from_surface_info(DataFormat::B8G8R8A8_UNORM, 1920, 1080, &info, 0x100_0000)?;
    /// let t = ColorTarget::setup(cfg, Slot::S0, &s)?.with_dcc(&dcc, 0x200_0000)?;
    /// assert!(t.info().dcc_enable());
    /// assert_eq!(t.dcc_base().into_bits(), 0x2_0000);
    /// // MAX_UNCOMPRESSED_BLOCK_SIZE = 256B (2 << 2), INDEPENDENT_64B_BLOCKS (bit 9).
    /// assert_eq!(t.dcc_control().into_bits(), 0x208);
    /// # Ok::<(), Box<dyn core::error::Error>>(())
    /// ```
    ///
    /// # Errors
    /// [`Error::NotOnGfx`] for a gfx6 or gfx7 slot (DCC is gfx8's);
    /// [`Error::Address`] for an address that is not 256-byte aligned or
    /// above 2^40; [`Error::MetadataMismatch`] for a disabled slot, no keys
    /// (`dcc_ram_size_bytes` 0) or an address off the keys' base alignment.
    /// Nothing is changed on error.
    pub fn with_dcc(self, dcc: &DccInfo, address: u64) -> Result<Self, Error> {
        self.check_gfx8()?;
        self.check_enabled()?;
        let base = super::address_256("DCC base", address)?;
        if dcc.dcc_ram_size_bytes == 0 {
            return Err(Error::MetadataMismatch {
                what: "DCC without keys (dcc_ram_size_bytes 0)",
            });
        }
        super::check_base_align(
            address,
            dcc.dcc_ram_base_align_bytes,
            "DCC address off its base alignment",
        )?;
        let control = self.default_dcc_control();
        let mut t = self;
        t.dcc_base = CbColorNDccBase::new().with_base_256b(base);
        t.dcc_control = control;
        t.info = t.info.with_dcc_enable(true);
        Ok(t)
    }

    /// Attaches the keys of mip level `level` of a texture whose key buffer
    /// [`dcc_layout`](crate::tiling::layout::dcc_layout) placed at
    /// `keys_address` to a gfx8 slot bound to that level: `DCC_BASE` = the
    /// level's keys ([`DccLayout::level_address`]), as radeonsi's gfx8
    /// `CB_COLORn_DCC_BASE` adds the level's `dcc_offset`, and the rest as
    /// [`Self::with_dcc`] with the level's own key query. Its
    /// [`texture_view`](Self::texture_view) then reads the same keys.
    ///
    /// ```
    /// use gcn::blocks::color_target::{ColorSurface, ColorTarget};
    /// use gcn::blocks::Slot;
    /// use gcn::desc::DataFormat;
    /// use gcn::tiling::layout::{dcc_layout, texture_layout, TextureDesc};
    /// use gcn::tiling::surface::{Format, SurfaceFlags};
    /// use gcn::tiling::{Config, TileIndex};
    ///
    /// let cfg = &Config::POLARIS10;
    /// let flags = SurfaceFlags::new().with_color(true).with_texture(true)
    ///     .with_dcc_compatible(true).with_pow2_pad(true);
    /// let desc = TextureDesc::new_2d(TileIndex::new(14)?, Format::Plain, 32, 4096, 2048)
    ///     .with_levels(13)
    ///     .with_flags(flags);
    /// let layout = texture_layout(cfg, &desc)?;
    /// let dcc = dcc_layout(cfg, &desc, &layout)?;
    /// let (texture, keys) = (0x1000_0000, 0x2000_0000);
    /// // Render to level 1 (2048x1024).
    /// let l1 = &layout.levels[1];
    /// let s = ColorSurface::from_surface_info(
    ///     DataFormat::R8G8B8A8_UNORM, 2048, 1024, &l1.info, texture + l1.offset_bytes)?;
    /// let t = ColorTarget::setup(cfg, Slot::S0, &s)?.with_dcc_level(&dcc, keys, 1)?;
    /// // Level 0's 128 KiB of keys come first.
    /// assert_eq!(u64::from(t.dcc_base().base_256b()) << 8, keys + 131072);
    /// // Level 5 is 1D tiled: it has no keys.
    /// let l5 = &layout.levels[5];
    /// let s5 = ColorSurface::from_surface_info(
    ///     DataFormat::R8G8B8A8_UNORM, 128, 64, &l5.info, texture + l5.offset_bytes)?;
    /// assert!(ColorTarget::setup(cfg, Slot::S0, &s5)?.with_dcc_level(&dcc, keys, 5).is_err());
    /// # Ok::<(), Box<dyn core::error::Error>>(())
    /// ```
    ///
    /// # Errors
    /// As [`Self::with_dcc`] (also [`Error::Address`] for a `keys_address`
    /// that is not 256-byte aligned or above 2^40);
    /// [`Error::MetadataMismatch`] also for a level without keys (not
    /// compressed: bind it without DCC, as radeonsi does) or a `keys_address`
    /// off the buffer's base alignment. Nothing is changed on error.
    pub fn with_dcc_level(
        self,
        dcc: &DccLayout,
        keys_address: u64,
        level: u32,
    ) -> Result<Self, Error> {
        self.check_gfx8()?;
        let Some(keys) = dcc.level(level) else {
            return Err(Error::MetadataMismatch {
                what: "DCC of a mip level without keys",
            });
        };
        super::address_256("DCC key buffer", keys_address)?;
        let address = match dcc.level_address(keys_address, level) {
            Ok(a) => a,
            Err(crate::tiling::Error::Overflow) => {
                return Err(Error::MetadataMismatch {
                    what: "DCC keys of the level beyond the address space",
                });
            }
            Err(_) => {
                return Err(Error::MetadataMismatch {
                    what: "DCC key buffer off its base alignment",
                });
            }
        };
        self.with_dcc(&keys.info, address)
    }

    /// Replaces `CB_COLORn_DCC_CONTROL` of a gfx8 slot, e.g. with
    /// `MIN_COMPRESSED_BLOCK_SIZE = 64B` for an APU, or PAL's values for keys
    /// that textures never read ([DCC](self#dcc-gfx8)).
    ///
    /// # Errors
    /// [`Error::NotOnGfx`] for a gfx6 or gfx7 slot.
    pub fn with_dcc_control(mut self, control: CbColorNDccControl<0>) -> Result<Self, Error> {
        self.check_gfx8()?;
        self.dcc_control = control;
        Ok(self)
    }

    /// The `CB_COLORn_DCC_CONTROL` [`ColorTarget::with_dcc`] writes for the
    /// slot's format and fragment count: Mesa's gfx8 value for a GPU with
    /// its own VRAM ([DCC](self#dcc-gfx8)).
    pub const fn default_dcc_control(&self) -> CbColorNDccControl<0> {
        let fragments_log2 = self.attrib.num_fragments();
        let max_uncompressed = match format_bits(self.info.format()) {
            Some(8) if fragments_log2 > 0 => DccMaxUncompressedBlockSize::MAX_BLOCK_SIZE_64B,
            Some(16) if fragments_log2 > 0 => DccMaxUncompressedBlockSize::MAX_BLOCK_SIZE_128B,
            _ => DccMaxUncompressedBlockSize::MAX_BLOCK_SIZE_256B,
        };
        CbColorNDccControl::new()
            .with_max_uncompressed_block_size(max_uncompressed)
            .with_min_compressed_block_size(DccMinCompressedBlockSize::MIN_BLOCK_SIZE_32B)
            .with_max_compressed_block_size(MAX_COMPRESSED_64B)
            .with_independent_64b_blocks(true)
    }

    /// [`Error::NotOnGfx`] unless the slot is gfx8's.
    const fn check_gfx8(&self) -> Result<(), Error> {
        if self.writes_dcc() {
            Ok(())
        } else {
            Err(Error::NotOnGfx {
                what: "DCC (CB_COLORn_DCC_BASE, DCC_CONTROL, INFO.DCC_ENABLE)",
                gfx: self.gfx,
            })
        }
    }

    /// [`Error::MetadataMismatch`] for a disabled slot.
    fn check_enabled(&self) -> Result<(), Error> {
        if self.info.format().raw() == ColorFormat::COLOR_INVALID.raw() {
            return Err(Error::MetadataMismatch {
                what: "metadata on a disabled slot",
            });
        }
        Ok(())
    }

    accessors! {
        /// The slot.
        get slot -> Slot { slot }
        /// The generation whose fields [`ColorTarget::setup`] wrote (that of
        /// its [`Config`]) and [`ColorTarget::with_fmask`] writes: gfx7 for
        /// [`ColorTarget::new`] and a decoded block.
        get gfx -> Gfx { gfx }
    }

    /// The same registers bound at `slot` (`CB_COLOR<slot>_*`): how a pass
    /// binds a target at the slot its draw writes (the resolve source at 0
    /// and destination at 1, a clear at 0).
    pub const fn with_slot(mut self, slot: Slot) -> Self {
        self.slot = slot;
        self
    }

    /// Checks the registers: a disabled slot (`COLOR_INVALID`) is always
    /// valid; otherwise the format, channel type and channel order are gfx7
    /// values, and a slot with FMASK compression has a CMASK.
    ///
    /// On gfx6–gfx8 the CB keeps each tile's FMASK compression state in the
    /// CMASK, so FMASK (`INFO.COMPRESSION`, [`ColorTarget::with_fmask`])
    /// needs a CMASK ([`ColorTarget::with_cmask`], which sets
    /// `INFO.FAST_CLEAR`): Mesa gives a CMASK to every surface with FMASK
    /// (`ac_compute_cmask` skips only multi-sample surfaces without FMASK)
    /// and radeonsi sets `FAST_CLEAR` with it; PAL gives every multi-sample
    /// image a CMASK (`Gfx6Cmask::UseCmaskForImage`) and sets `COMPRESSION`
    /// only for a view with one (`gfx6ColorTargetView.cpp`), sometimes with
    /// `FAST_CLEAR` clear. So the slot counts as having a CMASK when
    /// `INFO.FAST_CLEAR` is set or `CB_COLORn_CMASK` is not 0.
    ///
    /// ```
    /// use gcn::blocks::color_target::{ColorSurface, ColorTarget};
    /// use gcn::blocks::{Error, Slot};
    /// use gcn::desc::DataFormat;
    /// use gcn::tiling::config::{Config, Ps4TileMode};
    /// use gcn::tiling::meta::{cmask_info, fmask_info, FmaskInput, MetaInput, MetaTile};
    /// use gcn::tiling::surface::{surface_info, SurfaceFlags, SurfaceInput};
    ///
    /// let cfg = &Config::PS4;
    /// let input = SurfaceInput::new(Ps4TileMode::Thin2dThin.index(), 32, 256, 256)
    ///     .with_samples(4, 4)
    ///     .with_flags(SurfaceFlags::new().with_color(true));
    /// let info = surface_info(cfg, &input)?;
    /// let fmask = fmask_info(cfg, &FmaskInput {
    ///     tile_mode: info.tile_mode, pitch_px: info.pitch_elems, height_px: info.height_elems,
    ///     num_slices: 1, num_samples: 4, num_frags: 4, resolved: false, tile_index: None,
    /// })?;
    /// let tile = MetaTile::Index(info.tile_index, info.macro_mode_index);
    /// let cmask = cmask_info(cfg, &MetaInput::new(info.pitch_elems, info.height_elems, 1, tile))?;
    /// let s = ColorSurface::from_surface_info(DataFormat::R8G8B8A8_UNORM, 256, 256, &info, 0x10_0000)?;
    /// let t = ColorTarget::setup(cfg, Slot::S0, &s)?.with_fmask(&fmask, 0x40_0000)?;
    /// assert_eq!(t.validate(), Err(Error::FmaskWithoutCmask { slot: 0 }));
    /// assert_eq!(t.with_cmask(&cmask, 0x80_0000)?.validate(), Ok(()));
    /// # Ok::<(), Box<dyn core::error::Error>>(())
    /// ```
    ///
    /// # Errors
    /// [`Error::UnknownValue`] for a `FORMAT` or `NUMBER_TYPE` AMD does not
    /// name; [`Error::FmaskWithoutCmask`] for FMASK compression without a CMASK.
    pub const fn validate(&self) -> Result<(), Error> {
        let i = self.info;
        if i.format().raw() == ColorFormat::COLOR_INVALID.raw() {
            return Ok(());
        }
        let name = match CbColorNInfo::<0>::slot_name(self.slot.index()) {
            Some(n) => n,
            None => "CB_COLOR_INFO",
        };
        check_known!(i, name => format "FORMAT", number_type "NUMBER_TYPE");
        if i.compression() && !i.fast_clear() && self.cmask.base_256b() == 0 {
            return Err(Error::FmaskWithoutCmask {
                slot: self.slot.index(),
            });
        }
        Ok(())
    }

    /// The slot's registers, sorted by offset: on gfx8 14 in one run
    /// (`BASE..DCC_BASE`, as radeonsi writes a gfx8 slot), on gfx6 and gfx7
    /// 12 in two (`BASE..ATTRIB`, `CMASK..CLEAR_WORD1`: `DCC_CONTROL` and
    /// `DCC_BASE` are gfx8 registers).
    pub fn registers(&self) -> RegList<REGISTERS> {
        if self.writes_dcc() {
            self.list(Space::Context)
        } else {
            self.gfx7().list(Space::Context)
        }
    }

    /// Whether the block writes the gfx8 registers `DCC_CONTROL` and `DCC_BASE`.
    const fn writes_dcc(&self) -> bool {
        matches!(self.gfx, Gfx::Gfx8)
    }

    /// The registers a gfx6 or gfx7 slot writes.
    const fn gfx7(&self) -> Gfx7Target {
        Gfx7Target {
            slot: self.slot,
            base: self.base,
            pitch: self.pitch,
            slice: self.slice,
            view: self.view,
            info: self.info,
            attrib: self.attrib,
            cmask: self.cmask,
            cmask_slice: self.cmask_slice,
            fmask: self.fmask,
            fmask_slice: self.fmask_slice,
            clear0: self.clear0,
            clear1: self.clear1,
        }
    }

    /// Appends the slot's packets to `p` (not validated): one
    /// `SET_CONTEXT_REG` run of 14 on gfx8, two runs of 6 on gfx6 and gfx7.
    #[inline(always)]
    pub(crate) const fn write<const M: usize>(&self, p: &mut Writer<'_, M>) {
        if self.writes_dcc() {
            self.write_registers(p);
        } else {
            self.gfx7().write_registers(p);
        }
    }

    /// Rebuilds the slot from register values; every bit is kept and nothing
    /// is validated. `CB_COLORn_DCC_CONTROL` and `DCC_BASE` are optional: a
    /// source with `DCC_BASE`, or a non-zero `DCC_CONTROL`, gives a gfx8 block
    /// (which writes both), one without them a gfx7 block with both 0.
    ///
    /// # Errors
    /// [`Error::MissingRegister`] naming the first of the 12 other registers
    /// `src` lacks.
    pub fn decode(slot: Slot, src: &impl RegSource) -> Result<ColorTarget, Error> {
        let t = Gfx7Target::read(slot, src)?;
        // Declaration order: DCC_CONTROL is the 7th register, DCC_BASE the last.
        let [_, _, _, _, _, _, control_reg, _, _, _, _, _, _, base_reg] =
            ColorTarget::regs(slot.index());
        let control = control_reg.read(src).ok();
        let base = base_reg.read(src).ok();
        let gfx8 = base.is_some() || control.is_some_and(|c| c != 0);
        Ok(ColorTarget {
            slot,
            base: t.base,
            pitch: t.pitch,
            slice: t.slice,
            view: t.view,
            info: t.info,
            attrib: t.attrib,
            cmask: t.cmask,
            cmask_slice: t.cmask_slice,
            fmask: t.fmask,
            fmask_slice: t.fmask_slice,
            clear0: t.clear0,
            clear1: t.clear1,
            dcc_control: CbColorNDccControl::from_bits(control.unwrap_or(0)),
            dcc_base: CbColorNDccBase::from_bits(base.unwrap_or(0)),
            gfx: if gfx8 { Gfx::Gfx8 } else { Gfx::Gfx7 },
        })
    }
}
