//! Colour target: the `CB_COLORn_*` registers of one of the eight colour slots.
//!
//! A [`ColorTarget`] holds the twelve gfx7 registers of slot `n`
//! (`CB_COLORn_BASE`, `PITCH`, `SLICE`, `VIEW`, `INFO`, `ATTRIB`, `CMASK`,
//! `CMASK_SLICE`, `FMASK`, `FMASK_SLICE`, `CLEAR_WORD0`, `CLEAR_WORD1`). The
//! slot's registers sit at `0x318 + 15 n ..` in context space with one gap
//! (offset 6 of the slot, `CB_COLORn_DCC_CONTROL`, exists only from gfx8), so
//! [`ColorTarget::emit`] writes two `SET_CONTEXT_REG` packets of six values.
//!
//! # Derived fields
//!
//! [`ColorTarget::setup`] fills every register from a [`ColorSurface`]:
//!
//! | field | rule |
//! |---|---|
//! | `BASE`, `CMASK`, `FMASK` | address `>> 8` (256-byte aligned, 40 bits) |
//! | `PITCH.TILE_MAX` | `pitch / 8 - 1` |
//! | `SLICE.TILE_MAX` | `pitch * padded_height / 64 - 1` |
//! | `VIEW` | slices `0 ..= slices - 1` |
//! | `INFO.FORMAT`, `NUMBER_TYPE` | from [`DataFormat::color_target`] |
//! | `INFO.COMP_SWAP` | from the [`ChannelOrder`] (by default the one the format's channel selects imply) |
//! | `INFO.BLEND_CLAMP` | 1 for UNORM, SNORM and SRGB; 0 otherwise |
//! | `INFO.BLEND_BYPASS` | 1 for UINT, SINT and the `8_24`, `24_8`, `X24_8_32` formats (which also clear `BLEND_CLAMP`) |
//! | `INFO.ROUND_MODE` | 1 (truncate) unless UNORM, SNORM, SRGB, `8_24` or `24_8` |
//! | `INFO.SIMPLE_FLOAT` | always 1 |
//! | `ATTRIB.TILE_MODE_INDEX` | the tile-mode table entry |
//! | `ATTRIB.NUM_SAMPLES`, `NUM_FRAGMENTS` | `log2(samples)` |
//! | `ATTRIB.FORCE_DST_ALPHA_1` | the format's W select is the constant 1 |
//!
//! Without an FMASK the hardware still needs FMASK fields that describe the
//! colour surface itself (fast clears read them): `FMASK` = `BASE`,
//! `FMASK_SLICE` = `SLICE`, `PITCH.FMASK_TILE_MAX` = `PITCH.TILE_MAX` and
//! `ATTRIB.FMASK_TILE_MODE_INDEX` = `TILE_MODE_INDEX`. Without a CMASK,
//! `CMASK` = `BASE` and `CMASK_SLICE` = 0. [`ColorTarget::with_cmask`] and
//! [`ColorTarget::with_fmask`] attach real metadata.
//!
//! # Worked example: a 1920×1080 display target
//!
//! ```
//! use gcn::blocks::color_target::{ColorSurface, ColorTarget};
//! use gcn::desc::DataFormat;
//! use gcn::pm4::CommandBuffer;
//!
//! // B8G8R8A8, 2D display tiling (PS4 tile mode 10): the tiling layout pads
//! // 1920×1080 to 1920×1088.
//! let surface = ColorSurface::new(DataFormat::B8G8R8A8_UNORM, 1920, 1080)
//!     .with_layout(1920, 1088, 10)
//!     .with_address(0x10_0000_0000);
//! let rt = ColorTarget::setup(0, &surface)?;
//! assert_eq!(rt.base().base_256b(), 0x1000_0000);
//! assert_eq!(rt.pitch().tile_max(), 239); // 1920 / 8 - 1
//! assert_eq!(rt.slice().tile_max(), 32639); // 1920 * 1088 / 64 - 1
//! assert_eq!(rt.info().comp_swap().raw(), 1); // SWAP_ALT: B, G, R, A in memory
//! assert_eq!(rt.info().into_bits(), 0x0002_8828);
//!
//! let mut words = [0u32; 32];
//! let mut cb = CommandBuffer::new(&mut words);
//! rt.emit(&mut cb).unwrap();
//! assert_eq!(cb.len(), 2 * (2 + 6)); // two SET_CONTEXT_REG packets
//!
//! // Reading the registers back gives the same block.
//! let regs = rt.registers();
//! let src = |_, off| regs.iter().find(|r| r.0 == off).map(|r| r.1);
//! assert_eq!(ColorTarget::decode(0, &src)?, rt);
//! # Ok::<(), gcn::blocks::Error>(())
//! ```

use super::{Error, RegSource, address_256, in_range, read_reg};
use crate::desc::{DataFormat, SqSel};
use crate::pm4::{self, CommandBuffer};
use crate::regs::Space;
use crate::regs::gfx7::enums::{ColorFormat, SurfaceNumber, SurfaceSwap};
use crate::regs::gfx7::{
    CbColor0Attrib, CbColor0Base, CbColor0ClearWord0, CbColor0ClearWord1, CbColor0Cmask,
    CbColor0CmaskSlice, CbColor0Fmask, CbColor0FmaskSlice, CbColor0Info, CbColor0Pitch,
    CbColor0Slice, CbColor0View, CbColorNAttrib, CbColorNBase, CbColorNClearWord0,
    CbColorNClearWord1, CbColorNCmask, CbColorNCmaskSlice, CbColorNFmask, CbColorNFmaskSlice,
    CbColorNInfo, CbColorNPitch, CbColorNSlice, CbColorNView,
};
use crate::tiling::meta::CmaskInfo;
use crate::tiling::surface::{FmaskInfo, SurfaceInfo};

/// Number of colour-target slots (`CB_COLOR0` .. `CB_COLOR7`).
pub const SLOTS: u32 = 8;
/// Registers of one colour target on gfx7.
pub const REGISTER_COUNT: usize = 12;
/// Largest width, height and pitch of a colour target, in pixels.
pub const MAX_DIMENSION: u32 = 16384;
/// Largest number of slices (`CB_COLORn_VIEW.SLICE_MAX` is 11 bits).
pub const MAX_SLICES: u32 = 2048;

/// Memory order of a colour target's channels: `CB_COLORn_INFO.COMP_SWAP`.
///
/// For a four-channel format the shader's R, G, B, A outputs land in memory as:
/// `Standard` R-G-B-A, `Alt` B-G-R-A (what a display buffer needs),
/// `Reversed` A-B-G-R, `AltReversed` A-R-G-B.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ChannelOrder {
    /// `SWAP_STD`.
    Standard,
    /// `SWAP_ALT`.
    Alt,
    /// `SWAP_STD_REV`.
    Reversed,
    /// `SWAP_ALT_REV`.
    AltReversed,
}

impl ChannelOrder {
    /// The `COMP_SWAP` value.
    pub const fn comp_swap(self) -> SurfaceSwap {
        match self {
            ChannelOrder::Standard => SurfaceSwap::SWAP_STD,
            ChannelOrder::Alt => SurfaceSwap::SWAP_ALT,
            ChannelOrder::Reversed => SurfaceSwap::SWAP_STD_REV,
            ChannelOrder::AltReversed => SurfaceSwap::SWAP_ALT_REV,
        }
    }

    /// The order a `COMP_SWAP` value selects (every 2-bit value is one).
    pub const fn from_comp_swap(swap: SurfaceSwap) -> ChannelOrder {
        match swap.raw() & 3 {
            0 => ChannelOrder::Standard,
            1 => ChannelOrder::Alt,
            2 => ChannelOrder::Reversed,
            _ => ChannelOrder::AltReversed,
        }
    }
}

/// What a colour target renders into: the inputs of [`ColorTarget::setup`].
///
/// Sizes are in pixels. `pitch` and `padded_height` are the padded extent of
/// the level from the tiling layout ([`SurfaceInfo::pitch_elems`] and
/// [`SurfaceInfo::height_elems`]); both are multiples of 8.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ColorSurface {
    /// Data format: surface layout, channel type and channel selects.
    pub format: DataFormat,
    /// Channel order; `None` derives it from the format's channel selects.
    pub order: Option<ChannelOrder>,
    /// Width in pixels, `1..=16384`.
    pub width: u32,
    /// Height in pixels, `1..=16384`.
    pub height: u32,
    /// Padded pitch in pixels, `width..=16384`, a multiple of 8.
    pub pitch: u32,
    /// Padded height in pixels, `height..=16384`, a multiple of 8.
    pub padded_height: u32,
    /// `GB_TILE_MODE` table entry, `0..=31`.
    pub tile_mode_index: u32,
    /// GPU address of the first byte (256-byte aligned, 40 bits).
    pub address: u64,
    /// Array slices, `1..=2048`.
    pub slices: u32,
    /// Samples per pixel: 1, 2, 4 or 8.
    pub samples: u32,
}

impl ColorSurface {
    /// A `width` × `height` single-sample, single-slice surface of `format`.
    ///
    /// Defaults: pitch and padded height rounded up to multiples of 8, tile
    /// mode index 8 (linear aligned on the PS4 table), address 0, channel
    /// order from the format. Callers normally set the real layout with
    /// [`ColorSurface::with_layout`] or start from
    /// [`ColorSurface::from_surface_info`].
    pub const fn new(format: DataFormat, width: u32, height: u32) -> ColorSurface {
        ColorSurface {
            format,
            order: None,
            width,
            height,
            pitch: round_up_8(width),
            padded_height: round_up_8(height),
            tile_mode_index: 8,
            address: 0,
            slices: 1,
            samples: 1,
        }
    }

    /// With the padded pitch and height (pixels) and the tile-mode index of the tiling layout.
    pub const fn with_layout(
        mut self,
        pitch: u32,
        padded_height: u32,
        tile_mode_index: u32,
    ) -> Self {
        self.pitch = pitch;
        self.padded_height = padded_height;
        self.tile_mode_index = tile_mode_index;
        self
    }

    /// With the GPU address of the surface.
    pub const fn with_address(mut self, address: u64) -> Self {
        self.address = address;
        self
    }

    /// With `slices` array slices.
    pub const fn with_slices(mut self, slices: u32) -> Self {
        self.slices = slices;
        self
    }

    /// With `samples` samples per pixel.
    pub const fn with_samples(mut self, samples: u32) -> Self {
        self.samples = samples;
        self
    }

    /// With an explicit channel order instead of the one the format implies.
    pub const fn with_channel_order(mut self, order: ChannelOrder) -> Self {
        self.order = Some(order);
        self
    }

    /// The surface described by a tiling surface-info result for one level:
    /// pitch, padded height, slices, samples and tile index are taken from
    /// `info`.
    ///
    /// # Errors
    /// [`Error::OutOfRange`] (field `tile_mode_index`) when `info` has no
    /// table entry (linear general or no match).
    pub const fn from_surface_info(
        format: DataFormat,
        width: u32,
        height: u32,
        info: &SurfaceInfo,
        address: u64,
    ) -> Result<ColorSurface, Error> {
        let Some(index) = info.tile_index.entry() else {
            return Err(Error::OutOfRange {
                field: "tile_mode_index",
                value: u32::MAX,
                min: 0,
                max: 31,
            });
        };
        Ok(ColorSurface::new(format, width, height)
            .with_layout(info.pitch_elems, info.height_elems, index)
            .with_slices(info.depth_slices)
            .with_samples(info.num_samples)
            .with_address(address))
    }
}

const fn round_up_8(v: u32) -> u32 {
    match v.checked_add(7) {
        Some(x) => x & !7,
        None => v,
    }
}

/// `log2(samples)` for 1, 2, 4, 8 samples.
const fn log2_samples(samples: u32) -> Result<u8, Error> {
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

/// The registers of one colour-target slot.
///
/// Every register is stored with its typed gfx7 layout (the slot-0 type; the
/// layout is the same for all slots) and written at the offsets of
/// [`ColorTarget::slot`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ColorTarget {
    slot: u8,
    base: CbColor0Base,
    pitch: CbColor0Pitch,
    slice: CbColor0Slice,
    view: CbColor0View,
    info: CbColor0Info,
    attrib: CbColor0Attrib,
    cmask: CbColor0Cmask,
    cmask_slice: CbColor0CmaskSlice,
    fmask: CbColor0Fmask,
    fmask_slice: CbColor0FmaskSlice,
    clear_word0: CbColor0ClearWord0,
    clear_word1: CbColor0ClearWord1,
}

const fn check_slot(slot: u32) -> Result<u8, Error> {
    if slot >= SLOTS {
        return Err(Error::SlotOutOfRange {
            slot: slot as usize,
            slots: SLOTS as usize,
        });
    }
    Ok(slot as u8)
}

impl ColorTarget {
    /// A disabled colour target in `slot`: every register zero, so
    /// `INFO.FORMAT` is `COLOR_INVALID` and the slot writes nothing.
    ///
    /// # Errors
    /// [`Error::SlotOutOfRange`] when `slot` is 8 or more.
    pub const fn new(slot: u32) -> Result<ColorTarget, Error> {
        let slot = ctry!(check_slot(slot));
        Ok(ColorTarget {
            slot,
            base: CbColor0Base::new(),
            pitch: CbColor0Pitch::new(),
            slice: CbColor0Slice::new(),
            view: CbColor0View::new(),
            info: CbColor0Info::new(),
            attrib: CbColor0Attrib::new(),
            cmask: CbColor0Cmask::new(),
            cmask_slice: CbColor0CmaskSlice::new(),
            fmask: CbColor0Fmask::new(),
            fmask_slice: CbColor0FmaskSlice::new(),
            clear_word0: CbColor0ClearWord0::new(),
            clear_word1: CbColor0ClearWord1::new(),
        })
    }

    /// A colour target in `slot` rendering into `surface`, every field derived
    /// as the [module documentation](self) describes; no CMASK or FMASK,
    /// clear words zero.
    ///
    /// # Errors
    /// - [`Error::SlotOutOfRange`]: `slot` ≥ 8.
    /// - [`Error::UnsupportedFormat`]: the colour block cannot write the
    ///   format ([`DataFormat::color_target`] is `None`).
    /// - [`Error::OutOfRange`]: width or height not in `1..=16384`, pitch or
    ///   padded height smaller than width or height or above 16384, tile
    ///   mode index above 31, slices not in `1..=2048`, samples not 1, 2, 4
    ///   or 8.
    /// - [`Error::NotMultiple`]: pitch or padded height not a multiple of 8.
    /// - [`Error::MisalignedAddress`], [`Error::AddressTooWide`]: the address.
    pub const fn setup(slot: u32, surface: &ColorSurface) -> Result<ColorTarget, Error> {
        let rt = ctry!(ColorTarget::new(slot));
        let Some(cb) = surface.format.color_target() else {
            return Err(Error::UnsupportedFormat {
                format: surface.format,
            });
        };
        let width = ctry!(in_range("width", surface.width, 1, MAX_DIMENSION));
        let height = ctry!(in_range("height", surface.height, 1, MAX_DIMENSION));
        let pitch = ctry!(in_range("pitch", surface.pitch, width, MAX_DIMENSION));
        let padded = ctry!(in_range(
            "padded_height",
            surface.padded_height,
            height,
            MAX_DIMENSION
        ));
        if pitch % 8 != 0 {
            return Err(Error::NotMultiple {
                field: "pitch",
                value: pitch,
                multiple: 8,
            });
        }
        if padded % 8 != 0 {
            return Err(Error::NotMultiple {
                field: "padded_height",
                value: padded,
                multiple: 8,
            });
        }
        let tile_index = ctry!(in_range("tile_mode_index", surface.tile_mode_index, 0, 31));
        let slices = ctry!(in_range("slices", surface.slices, 1, MAX_SLICES));
        let log_samples = ctry!(log2_samples(surface.samples));
        let base = ctry!(address_256("CB_COLOR_BASE", surface.address));

        // pitch, padded <= 16384 and multiples of 8: no overflow below.
        let pitch_tile_max = (pitch / 8 - 1) as u16;
        let slice_tile_max = pitch * padded / 64 - 1;

        let format = ColorFormat::from_bits(cb.format);
        let ntype = SurfaceNumber::from_bits(cb.number_type);
        let swap = match surface.order {
            Some(order) => order.comp_swap(),
            None => SurfaceSwap::from_bits(cb.comp_swap),
        };
        let norm = matches!(
            ntype,
            SurfaceNumber::NUMBER_UNORM | SurfaceNumber::NUMBER_SNORM | SurfaceNumber::NUMBER_SRGB
        );
        let depth_like = matches!(format, ColorFormat::COLOR_8_24 | ColorFormat::COLOR_24_8);
        let bypass = matches!(
            ntype,
            SurfaceNumber::NUMBER_UINT | SurfaceNumber::NUMBER_SINT
        ) || depth_like
            || matches!(format, ColorFormat::COLOR_X24_8_32_FLOAT);
        let clamp = norm && !bypass;
        let round_mode = !norm && !depth_like;
        let force_alpha_1 = matches!(surface.format.dst_sel()[3], SqSel::SQ_SEL_1);

        let info = CbColor0Info::new()
            .with_format(format)
            .with_number_type(ntype)
            .with_comp_swap(swap)
            .with_blend_clamp(clamp)
            .with_blend_bypass(bypass)
            .with_simple_float(true)
            .with_round_mode(crate::regs::gfx7::enums::RoundMode::from_bits(
                round_mode as u8,
            ));
        let attrib = CbColor0Attrib::new()
            .with_tile_mode_index(tile_index as u8)
            .with_fmask_tile_mode_index(tile_index as u8)
            .with_num_samples(log_samples)
            .with_num_fragments(log_samples)
            .with_force_dst_alpha_1(force_alpha_1);
        Ok(ColorTarget {
            base: CbColor0Base::new().with_base_256b(base),
            pitch: CbColor0Pitch::new()
                .with_tile_max(pitch_tile_max)
                .with_fmask_tile_max(pitch_tile_max),
            slice: CbColor0Slice::new().with_tile_max(slice_tile_max),
            view: CbColor0View::new()
                .with_slice_start(0)
                .with_slice_max((slices - 1) as u16),
            info,
            attrib,
            cmask: CbColor0Cmask::new().with_base_256b(base),
            cmask_slice: CbColor0CmaskSlice::new(),
            fmask: CbColor0Fmask::new().with_base_256b(base),
            fmask_slice: CbColor0FmaskSlice::new().with_tile_max(slice_tile_max),
            ..rt
        })
    }

    /// The slot, `0..=7`.
    pub const fn slot(&self) -> u32 {
        self.slot as u32
    }

    /// The same registers in another slot.
    ///
    /// # Errors
    /// [`Error::SlotOutOfRange`] when `slot` is 8 or more.
    pub const fn with_slot(mut self, slot: u32) -> Result<ColorTarget, Error> {
        self.slot = ctry!(check_slot(slot));
        Ok(self)
    }

    /// With the surface at `address` (`CB_COLORn_BASE`). The CMASK and FMASK
    /// addresses are not changed.
    ///
    /// # Errors
    /// [`Error::MisalignedAddress`] unless 256-byte aligned,
    /// [`Error::AddressTooWide`] at or above 2^40.
    pub const fn with_base_address(mut self, address: u64) -> Result<ColorTarget, Error> {
        let v = ctry!(address_256("CB_COLOR_BASE", address));
        self.base = self.base.with_base_256b(v);
        Ok(self)
    }

    /// With the slice range `first ..= last` visible to rendering (`CB_COLORn_VIEW`).
    ///
    /// # Errors
    /// [`Error::OutOfRange`] when `last` is above 2047 or `first` above `last`.
    pub const fn with_view(mut self, first: u32, last: u32) -> Result<ColorTarget, Error> {
        let last = ctry!(in_range("slice_max", last, 0, MAX_SLICES - 1));
        let first = ctry!(in_range("slice_start", first, 0, last));
        self.view = self
            .view
            .with_slice_start(first as u16)
            .with_slice_max(last as u16);
        Ok(self)
    }

    /// With a CMASK at `address` whose `CMASK_SLICE.TILE_MAX` is
    /// `slice_tile_max` (the number of 128×128-pixel blocks per slice minus
    /// one, [`CmaskInfo::block_max`]); `fast_clear` sets `INFO.FAST_CLEAR`.
    ///
    /// # Errors
    /// [`Error::MisalignedAddress`], [`Error::AddressTooWide`];
    /// [`Error::OutOfRange`] when `slice_tile_max` exceeds 14 bits.
    pub const fn with_cmask(
        mut self,
        address: u64,
        slice_tile_max: u32,
        fast_clear: bool,
    ) -> Result<ColorTarget, Error> {
        let v = ctry!(address_256("CB_COLOR_CMASK", address));
        let max = ctry!(in_range("cmask_slice_tile_max", slice_tile_max, 0, 0x3FFF));
        self.cmask = self.cmask.with_base_256b(v);
        self.cmask_slice = self.cmask_slice.with_tile_max(max as u16);
        self.info = self.info.with_fast_clear(fast_clear);
        Ok(self)
    }

    /// [`ColorTarget::with_cmask`] from a tiling CMASK layout.
    ///
    /// # Errors
    /// As [`ColorTarget::with_cmask`].
    pub const fn with_cmask_info(
        self,
        address: u64,
        info: &CmaskInfo,
        fast_clear: bool,
    ) -> Result<ColorTarget, Error> {
        self.with_cmask(address, info.block_max, fast_clear)
    }

    /// With an FMASK at `address`: laid out with tile-mode entry
    /// `tile_mode_index`, `pitch` pixels per row (multiple of 8) and
    /// `slice_tile_max` (`pitch * height / 64 - 1` of the FMASK surface).
    /// Sets `INFO.COMPRESSION`.
    ///
    /// # Errors
    /// [`Error::MisalignedAddress`], [`Error::AddressTooWide`];
    /// [`Error::OutOfRange`] for a tile index above 31, a pitch outside
    /// `8..=16384` or a slice tile max above 22 bits; [`Error::NotMultiple`]
    /// for a pitch that is not a multiple of 8.
    pub const fn with_fmask(
        mut self,
        address: u64,
        tile_mode_index: u32,
        pitch: u32,
        slice_tile_max: u32,
    ) -> Result<ColorTarget, Error> {
        let v = ctry!(address_256("CB_COLOR_FMASK", address));
        let index = ctry!(in_range("fmask_tile_mode_index", tile_mode_index, 0, 31));
        let pitch = ctry!(in_range("fmask_pitch", pitch, 8, MAX_DIMENSION));
        if pitch % 8 != 0 {
            return Err(Error::NotMultiple {
                field: "fmask_pitch",
                value: pitch,
                multiple: 8,
            });
        }
        let max = ctry!(in_range(
            "fmask_slice_tile_max",
            slice_tile_max,
            0,
            0x3F_FFFF
        ));
        self.fmask = self.fmask.with_base_256b(v);
        self.fmask_slice = self.fmask_slice.with_tile_max(max);
        self.pitch = self.pitch.with_fmask_tile_max((pitch / 8 - 1) as u16);
        self.attrib = self.attrib.with_fmask_tile_mode_index(index as u8);
        self.info = self.info.with_compression(true);
        Ok(self)
    }

    /// [`ColorTarget::with_fmask`] from a tiling FMASK layout.
    ///
    /// # Errors
    /// As [`ColorTarget::with_fmask`]; [`Error::OutOfRange`] (field
    /// `fmask_tile_mode_index`) when the layout has no table entry.
    pub const fn with_fmask_info(
        self,
        address: u64,
        info: &FmaskInfo,
    ) -> Result<ColorTarget, Error> {
        let Some(index) = info.tile_index.entry() else {
            return Err(Error::OutOfRange {
                field: "fmask_tile_mode_index",
                value: u32::MAX,
                min: 0,
                max: 31,
            });
        };
        let tiles = (info.pitch_elems as u64 * info.height_elems as u64) / 64;
        let max = if tiles == 0 { 0 } else { tiles - 1 };
        if max > 0x3F_FFFF {
            return Err(Error::OutOfRange {
                field: "fmask_slice_tile_max",
                value: u32::MAX,
                min: 0,
                max: 0x3F_FFFF,
            });
        }
        self.with_fmask(address, index, info.pitch_elems, max as u32)
    }

    /// With the fast-clear colour (`CLEAR_WORD0` low, `CLEAR_WORD1` high
    /// dword, in the target's format).
    pub const fn with_clear_words(mut self, word0: u32, word1: u32) -> ColorTarget {
        self.clear_word0 = self.clear_word0.with_clear_word0(word0);
        self.clear_word1 = self.clear_word1.with_clear_word1(word1);
        self
    }

    /// With a whole `CB_COLORn_INFO` value (raw access for fields the setup
    /// does not derive, such as `ENDIAN` or the `BLEND_OPT_*` hints).
    pub const fn with_info(mut self, info: CbColor0Info) -> ColorTarget {
        self.info = info;
        self
    }

    /// With a whole `CB_COLORn_ATTRIB` value.
    pub const fn with_attrib(mut self, attrib: CbColor0Attrib) -> ColorTarget {
        self.attrib = attrib;
        self
    }

    /// `CB_COLORn_BASE`.
    pub const fn base(&self) -> CbColor0Base {
        self.base
    }
    /// GPU address of the surface (`BASE << 8`).
    pub const fn base_address(&self) -> u64 {
        (self.base.base_256b() as u64) << 8
    }
    /// `CB_COLORn_PITCH`.
    pub const fn pitch(&self) -> CbColor0Pitch {
        self.pitch
    }
    /// `CB_COLORn_SLICE`.
    pub const fn slice(&self) -> CbColor0Slice {
        self.slice
    }
    /// `CB_COLORn_VIEW`.
    pub const fn view(&self) -> CbColor0View {
        self.view
    }
    /// `CB_COLORn_INFO`.
    pub const fn info(&self) -> CbColor0Info {
        self.info
    }
    /// `CB_COLORn_ATTRIB`.
    pub const fn attrib(&self) -> CbColor0Attrib {
        self.attrib
    }
    /// `CB_COLORn_CMASK`.
    pub const fn cmask(&self) -> CbColor0Cmask {
        self.cmask
    }
    /// `CB_COLORn_CMASK_SLICE`.
    pub const fn cmask_slice(&self) -> CbColor0CmaskSlice {
        self.cmask_slice
    }
    /// `CB_COLORn_FMASK`.
    pub const fn fmask(&self) -> CbColor0Fmask {
        self.fmask
    }
    /// `CB_COLORn_FMASK_SLICE`.
    pub const fn fmask_slice(&self) -> CbColor0FmaskSlice {
        self.fmask_slice
    }
    /// `CB_COLORn_CLEAR_WORD0`.
    pub const fn clear_word0(&self) -> CbColor0ClearWord0 {
        self.clear_word0
    }
    /// `CB_COLORn_CLEAR_WORD1`.
    pub const fn clear_word1(&self) -> CbColor0ClearWord1 {
        self.clear_word1
    }

    /// Context-space dword offsets of the slot's twelve registers, in the
    /// order of [`ColorTarget::registers`].
    pub const fn offsets(&self) -> [u16; REGISTER_COUNT] {
        let first = 0x318 + 0xF * self.slot as u16;
        [
            first,
            first + 1,
            first + 2,
            first + 3,
            first + 4,
            first + 5,
            first + 7,
            first + 8,
            first + 9,
            first + 10,
            first + 11,
            first + 12,
        ]
    }

    /// The block as `(context register offset, value)` pairs, sorted by offset.
    pub const fn registers(&self) -> [(u16, u32); REGISTER_COUNT] {
        let o = self.offsets();
        [
            (o[0], self.base.into_bits()),
            (o[1], self.pitch.into_bits()),
            (o[2], self.slice.into_bits()),
            (o[3], self.view.into_bits()),
            (o[4], self.info.into_bits()),
            (o[5], self.attrib.into_bits()),
            (o[6], self.cmask.into_bits()),
            (o[7], self.cmask_slice.into_bits()),
            (o[8], self.fmask.into_bits()),
            (o[9], self.fmask_slice.into_bits()),
            (o[10], self.clear_word0.into_bits()),
            (o[11], self.clear_word1.into_bits()),
        ]
    }

    /// Writes the block: two `SET_CONTEXT_REG` packets (`BASE`..`ATTRIB` and
    /// `CMASK`..`CLEAR_WORD1`), 16 dwords. All or nothing.
    ///
    /// # Errors
    /// [`pm4::Error::OutOfSpace`] when the buffer has fewer than 16 dwords left.
    pub fn emit(&self, cb: &mut CommandBuffer<'_>) -> Result<(), pm4::Error> {
        cb.set_reg_list(Space::Context, &self.registers())
    }

    /// The colour target of `slot` from register values: `src` must hold
    /// all twelve context registers of the slot. Every bit is kept, so
    /// decoding what [`ColorTarget::emit`] wrote gives the block back.
    ///
    /// # Errors
    /// [`Error::SlotOutOfRange`]; [`Error::MissingRegister`] naming the first
    /// register of the slot `src` does not hold.
    pub fn decode<S: RegSource + ?Sized>(slot: u32, src: &S) -> Result<ColorTarget, Error> {
        let rt = ColorTarget::new(slot)?;
        let s = slot as usize;
        let names = [
            CbColorNBase::<0>::slot_name(s),
            CbColorNPitch::<0>::slot_name(s),
            CbColorNSlice::<0>::slot_name(s),
            CbColorNView::<0>::slot_name(s),
            CbColorNInfo::<0>::slot_name(s),
            CbColorNAttrib::<0>::slot_name(s),
            CbColorNCmask::<0>::slot_name(s),
            CbColorNCmaskSlice::<0>::slot_name(s),
            CbColorNFmask::<0>::slot_name(s),
            CbColorNFmaskSlice::<0>::slot_name(s),
            CbColorNClearWord0::<0>::slot_name(s),
            CbColorNClearWord1::<0>::slot_name(s),
        ];
        let mut v = [0u32; REGISTER_COUNT];
        for ((value, off), name) in v.iter_mut().zip(rt.offsets()).zip(names) {
            *value = read_reg(src, Space::Context, off, name.unwrap_or("CB_COLOR"))?;
        }
        let [a, b, c, d, e, f, g, h, i, j, k, l] = v;
        Ok(ColorTarget {
            slot: rt.slot,
            base: CbColor0Base::from_bits(a),
            pitch: CbColor0Pitch::from_bits(b),
            slice: CbColor0Slice::from_bits(c),
            view: CbColor0View::from_bits(d),
            info: CbColor0Info::from_bits(e),
            attrib: CbColor0Attrib::from_bits(f),
            cmask: CbColor0Cmask::from_bits(g),
            cmask_slice: CbColor0CmaskSlice::from_bits(h),
            fmask: CbColor0Fmask::from_bits(i),
            fmask_slice: CbColor0FmaskSlice::from_bits(j),
            clear_word0: CbColor0ClearWord0::from_bits(k),
            clear_word1: CbColor0ClearWord1::from_bits(l),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::regs::Register;

    #[test]
    fn offsets_match_register_types() {
        for slot in 0..8u32 {
            let rt = ColorTarget::new(slot).unwrap();
            let o = rt.offsets();
            let s = slot as usize;
            assert_eq!(o[0], CbColorNBase::<0>::slot_offset(s).unwrap());
            assert_eq!(o[5], CbColorNAttrib::<0>::slot_offset(s).unwrap());
            assert_eq!(o[6], CbColorNCmask::<0>::slot_offset(s).unwrap());
            assert_eq!(o[11], CbColorNClearWord1::<0>::slot_offset(s).unwrap());
        }
        assert_eq!(
            <CbColorNInfo<7> as Register>::OFFSET,
            ColorTarget::new(7).unwrap().offsets()[4]
        );
    }

    #[test]
    fn channel_order_round_trips() {
        for v in 0..4u8 {
            let s = SurfaceSwap::from_bits(v);
            assert_eq!(ChannelOrder::from_comp_swap(s).comp_swap(), s);
        }
    }
}
