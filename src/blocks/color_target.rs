//! Colour target block: `CB_COLORn_BASE`, `PITCH`, `SLICE`, `VIEW`, `INFO`,
//! `ATTRIB`, `CMASK`, `CMASK_SLICE`, `FMASK`, `FMASK_SLICE`, `CLEAR_WORD0/1`
//! of one slot.
//!
//! [`ColorTarget::setup`] derives every field from a surface description:
//! `PITCH.TILE_MAX = pitch / 8 - 1`, `SLICE.TILE_MAX = pitch * height / 64 - 1`
//! (padded sizes from the tiling layout), `COMP_SWAP` from the
//! [`ChannelOrder`], and `BLEND_CLAMP`, `BLEND_BYPASS`, `ROUND_MODE`,
//! `SIMPLE_FLOAT` from the channel type the way the hardware setup does:
//! normalised and sRGB types clamp blending; integer types (and the
//! depth-like `8_24`, `24_8`, `X24_8_32_FLOAT` formats) bypass blending;
//! other types (and `X24_8_32_FLOAT`) round by truncation; `SIMPLE_FLOAT` is always set.
//! Without FMASK the FMASK fields repeat the colour surface (base, tile
//! mode, pitch and slice tile counts), as the hardware expects for fast clears.
//!
//! ```
//! use gcn::blocks::color_target::{ChannelOrder, ColorSurface, ColorTarget};
//! use gcn::blocks::Slot;
//! use gcn::regs::{ColorFormat, SurfaceNumber};
//! use gcn::tiling::config::Ps4TileMode;
//!
//! // A 1920x1080 B8G8R8A8 display buffer, tile mode index 10, padded to 1920x1088.
//! let surface = ColorSurface::new(ColorFormat::COLOR_8_8_8_8, SurfaceNumber::NUMBER_UNORM, ChannelOrder::Alt, 1920, 1080)
//!     .with_padded(1920, 1088)
//!     .with_tile_mode_index(Ps4TileMode::Display2dThin.index())
//!     .with_address(0x10_0000);
//! let target = ColorTarget::setup(Slot::S0, &surface).unwrap();
//! assert_eq!(target.registers().len(), 12);
//! ```

use super::{Error, Packets, RegList, RegSource, Slot, known};
use crate::pm4::CommandBuffer;
use crate::regs::{
    CbColorNAttrib, CbColorNBase, CbColorNClearWord0, CbColorNClearWord1, CbColorNCmask,
    CbColorNCmaskSlice, CbColorNFmask, CbColorNFmaskSlice, CbColorNInfo, CbColorNPitch,
    CbColorNSlice, CbColorNView, ColorFormat, Register, RoundMode, Space, SurfaceNumber,
    SurfaceSwap,
};
use crate::tiling::TileIndex;
use crate::tiling::config::Ps4TileMode;

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

/// Order of the channels in memory relative to the format's canonical order (`COMP_SWAP`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ChannelOrder {
    /// Canonical order, e.g. RGBA (`SWAP_STD`).
    Standard,
    /// Alternate order, e.g. BGRA: what a display buffer needs (`SWAP_ALT`).
    Alt,
    /// Reversed canonical order, e.g. ABGR (`SWAP_STD_REV`).
    Reversed,
    /// Reversed alternate order, e.g. ARGB (`SWAP_ALT_REV`).
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
}

/// A colour surface as the tiling layout describes it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ColorSurface {
    /// Data format (`CB_COLORn_INFO.FORMAT`).
    pub format: ColorFormat,
    /// Channel type (`NUMBER_TYPE`).
    pub number: SurfaceNumber,
    /// Channel order (`COMP_SWAP`).
    pub order: ChannelOrder,
    /// Width in pixels.
    pub width: u32,
    /// Height in pixels.
    pub height: u32,
    /// Padded pitch in pixels (a multiple of 8), from the tiling layout.
    pub pitch: u32,
    /// Padded height in rows, from the tiling layout.
    pub padded_height: u32,
    /// Tile mode index (`ATTRIB.TILE_MODE_INDEX`).
    pub tile_mode_index: TileIndex,
    /// GPU address of the surface (256-byte aligned, below 2^40).
    pub address: u64,
    /// Array slices (`1..=2048`).
    pub slices: u32,
    /// log2 of the sample count (`0..=3`).
    pub log2_samples: u8,
}

impl ColorSurface {
    /// A single-slice, single-sample surface of `width × height`, unpadded,
    /// linear-aligned tile mode index 8 at address 0; set the rest with the builders.
    pub const fn new(
        format: ColorFormat,
        number: SurfaceNumber,
        order: ChannelOrder,
        width: u32,
        height: u32,
    ) -> Self {
        ColorSurface {
            format,
            number,
            order,
            width,
            height,
            pitch: width,
            padded_height: height,
            tile_mode_index: Ps4TileMode::DisplayLinearAligned.index(),
            address: 0,
            slices: 1,
            log2_samples: 0,
        }
    }

    /// Sets the padded pitch and height from the tiling layout.
    pub const fn with_padded(mut self, pitch: u32, height: u32) -> Self {
        self.pitch = pitch;
        self.padded_height = height;
        self
    }

    /// Sets the tile mode index.
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

    /// Checks the description ([`Error::BadDimension`], [`Error::MisalignedAddress`],
    /// [`Error::AddressTooWide`], [`Error::UnknownValue`]).
    pub const fn validate(&self) -> Result<(), Error> {
        if let Err(e) = known(
            self.format.name(),
            "CB_COLOR_INFO",
            "FORMAT",
            self.format.raw(),
        ) {
            return Err(e);
        }
        if self.format.raw() == ColorFormat::COLOR_INVALID.raw() {
            return Err(Error::UnknownValue {
                register: "CB_COLOR_INFO",
                field: "FORMAT",
                value: 0,
            });
        }
        if let Err(e) = known(
            self.number.name(),
            "CB_COLOR_INFO",
            "NUMBER_TYPE",
            self.number.raw(),
        ) {
            return Err(e);
        }
        if let Err(e) = dimension("width", self.width, MAX_DIMENSION) {
            return Err(e);
        }
        if let Err(e) = dimension("height", self.height, MAX_DIMENSION) {
            return Err(e);
        }
        if let Err(e) = dimension("pitch", self.pitch, MAX_DIMENSION) {
            return Err(e);
        }
        if self.pitch & 7 != 0 || self.pitch < self.width {
            return Err(Error::BadDimension {
                what: "pitch (a multiple of 8, at least the width)",
                value: self.pitch,
                max: MAX_DIMENSION,
            });
        }
        if let Err(e) = dimension("padded height", self.padded_height, MAX_DIMENSION) {
            return Err(e);
        }
        if self.padded_height < self.height {
            return Err(Error::BadDimension {
                what: "padded height (at least the height)",
                value: self.padded_height,
                max: MAX_DIMENSION,
            });
        }
        // Both are u32: the product fits in u64.
        if (self.pitch as u64).wrapping_mul(self.padded_height as u64) & 63 != 0 {
            return Err(Error::BadDimension {
                what: "pitch * padded height (a multiple of 64)",
                value: self.padded_height,
                max: MAX_DIMENSION,
            });
        }
        if let Err(e) = dimension("slices", self.slices, MAX_SLICES) {
            return Err(e);
        }
        if self.log2_samples > 3 {
            return Err(Error::BadDimension {
                what: "log2 samples",
                value: self.log2_samples as u32,
                max: 3,
            });
        }
        address("colour base", self.address)
    }
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
    if address & 0xFF != 0 {
        return Err(Error::MisalignedAddress {
            what,
            address,
            align: 256,
        });
    }
    if address >> 40 != 0 {
        return Err(Error::AddressTooWide {
            what,
            address,
            bits: 40,
        });
    }
    Ok(())
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

    /// The slot filled from `s` (see the module documentation for the derivations).
    ///
    /// Errors: those of [`ColorSurface::validate`].
    pub const fn setup(slot: Slot, s: &ColorSurface) -> Result<Self, Error> {
        if let Err(e) = s.validate() {
            return Err(e);
        }
        // Validated: pitch and padded height are 8..=16384 multiples of 8, so
        // these neither wrap nor exceed their fields.
        let pitch_tile_max = (s.pitch / 8).wrapping_sub(1) as u16;
        let slice_tile_max =
            ((s.pitch as u64).wrapping_mul(s.padded_height as u64) / 64).wrapping_sub(1) as u32;
        let n = s.number.raw();
        let f = s.format.raw();
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
            .with_format(s.format)
            .with_number_type(s.number)
            .with_comp_swap(s.order.comp_swap())
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
