//! T#: the image resource descriptor (`SQ_IMG_RSRC_WORD0..7`, 8 dwords).
//!
//! A T# describes a texture or storage image to the shader: base address,
//! [`DataFormat`], size, pitch, tiling, the mip levels and array slices the
//! shader may use, and the image type.
//!
//! Two level counts exist and must not be confused:
//!
//! - the **surface level count** ([`ImageBuilder::with_surface_levels`]) is
//!   how many mip levels the surface has in memory. With more than one level
//!   the hardware places every level below the first on a power-of-two padded
//!   chain (`POW2_PAD`); a wrong count moves every level but the first.
//! - the **sampled level range** ([`ImageBuilder::with_sampled_levels`],
//!   `BASE_LEVEL`..=`LAST_LEVEL`) is which of those levels the shader may read.
//!   It must lie inside the surface's levels.
//!
//! [`ImageBuilder`] validates every input and builds an [`ImageResource`];
//! [`ImageResource::from_words`] decodes any 8 dwords losslessly, so a T#
//! read from a texture file can be patched (say, its base address) and
//! written back with every other bit unchanged.
//!
//! ```
//! use gcn::desc::{DataFormat, ImageBuilder, ImageResource, SqRsrcImgType};
//! use gcn::tiling::config::Ps4TileMode;
//!
//! // A 256×128 RGBA8 texture with 9 mip levels, 2D tiled (tile mode index 14).
//! let tiling = Ps4TileMode::Thin2dThin.index();
//! let t = ImageBuilder::texture_2d(0x10_0000_0000, DataFormat::R8G8B8A8_UNORM, tiling, 256, 128, 9)
//!     .build()?;
//! assert_eq!(t.width(), 256);
//! assert_eq!(t.tiling_index(), 14);
//! assert_eq!(t.image_type(), SqRsrcImgType::SQ_RSRC_IMG_2D);
//! assert_eq!(t.to_words()[0], 0x1000_0000); // address >> 8
//!
//! // Sample only levels 2..=4 of the same surface: the surface still has 9 levels.
//! let mips = ImageBuilder::texture_2d(0x10_0000_0000, DataFormat::R8G8B8A8_UNORM, tiling, 256, 128, 9)
//!     .with_sampled_levels(2, 4)
//!     .build()?;
//! assert_eq!((mips.base_level(), mips.last_level(), mips.pow2_pad()), (2, 4, true));
//!
//! // A loader patches the address of a T# from a file; nothing else changes.
//! let patched = ImageResource::from_words(t.to_words()).with_base_address(0x20_0000_0000)?;
//! assert_eq!(patched.to_words()[1..], t.to_words()[1..]);
//!
//! // Bad input is an error.
//! assert!(ImageBuilder::texture_2d(0, DataFormat::R8_UNORM, tiling, 0, 1, 1).build().is_err());
//! # Ok::<(), gcn::desc::Error>(())
//! ```

use super::Error;
use super::error::check_address;
use super::fixed;
use super::format::DataFormat;
use super::generation::{Generation, Gfx, ImageField};
use crate::regs::SqRsrcImgType;
use crate::regs::gfx7::descriptors::{
    ImageResource, SqImgRsrcWord0, SqImgRsrcWord1, SqImgRsrcWord2, SqImgRsrcWord3, SqImgRsrcWord4,
    SqImgRsrcWord5, SqImgRsrcWord6, SqImgRsrcWord7,
};
use crate::tiling::TileIndex;
use crate::tiling::config::Config;
use crate::tiling::layout::{TextureDesc, TextureLayout, texture_layout};
use crate::tiling::surface::{FmaskInfo, FmaskInput, Format, SurfaceFlags, TileSelect, fmask_info};

/// Largest width, height and pitch in texels (`WIDTH`, `HEIGHT` and `PITCH`
/// hold them minus one, in 14 bits).
pub const MAX_DIM: u32 = SqImgRsrcWord2::new().with_width(u16::MAX).width() as u32 + 1;
/// Largest 3D depth and array slice count (`DEPTH` holds it minus one, in 13
/// bits; `BASE_ARRAY` and `LAST_ARRAY` name slices below it).
pub const MAX_SLICES: u32 = SqImgRsrcWord4::new().with_depth(u16::MAX).depth() as u32 + 1;
/// Largest surface level count (`LAST_LEVEL` names levels below it, in 4 bits).
pub const MAX_LEVELS: u32 = SqImgRsrcWord3::new().with_last_level(u8::MAX).last_level() as u32 + 1;
const _: () = {
    assert!(MAX_DIM == 16384 && MAX_SLICES == 8192 && MAX_LEVELS == 16);
    assert!(SqImgRsrcWord2::new().with_height(u16::MAX).height() as u32 + 1 == MAX_DIM);
    assert!(SqImgRsrcWord4::new().with_pitch(u16::MAX).pitch() as u32 + 1 == MAX_DIM);
    assert!(SqImgRsrcWord5::new().with_base_array(u16::MAX).base_array() as u32 + 1 == MAX_SLICES);
    assert!(SqImgRsrcWord5::new().with_last_array(u16::MAX).last_array() as u32 + 1 == MAX_SLICES);
    assert!(SqImgRsrcWord3::new().with_base_level(u8::MAX).base_level() as u32 + 1 == MAX_LEVELS);
};
/// Largest `PERF_MOD` (3 bits).
const MAX_PERF_MOD: u8 = SqImgRsrcWord2::new().with_perf_mod(u8::MAX).perf_mod();
/// Largest raw `MIN_LOD`, unsigned 4.8 (12 bits).
const MAX_MIN_LOD: u16 = SqImgRsrcWord1::new().with_min_lod(u16::MAX).min_lod();
/// Largest raw `MIN_LOD_WARN`, unsigned 4.8 (12 bits).
const MAX_MIN_LOD_WARN: u16 = SqImgRsrcWord6::new()
    .with_min_lod_warn(u16::MAX)
    .min_lod_warn();

impl ImageResource {
    /// Replaces the base address (`BASE_ADDRESS`, `BASE_ADDRESS_HI`); every
    /// other field is kept. A tile swizzle that was OR-ed into the old
    /// address is not carried over (add it to `address` if the surface has one).
    ///
    /// Errors: [`Error::Address`] unless `address` is a multiple of 256
    /// below 2^48.
    pub const fn with_base_address(mut self, address: u64) -> Result<Self, Error> {
        if let Err(e) = check_address("BASE_ADDRESS", address, 256, 48) {
            return Err(e);
        }
        self.word0 = self.word0.with_base_address((address >> 8) as u32);
        self.word1 = self.word1.with_base_address_hi((address >> 40) as u8);
        Ok(self)
    }

    /// The byte base address (including any tile swizzle bits).
    pub const fn base_address(self) -> u64 {
        ((self.word0.base_address() as u64) << 8) | ((self.word1.base_address_hi() as u64) << 40)
    }

    /// The texel format: `DATA_FORMAT`, `NUM_FORMAT`, `DST_SEL_X..W`.
    pub const fn format(self) -> DataFormat {
        DataFormat::new(
            self.word1.data_format(),
            self.word1.num_format(),
            self.dst_sel(),
        )
    }

    /// Replaces `DATA_FORMAT`, `NUM_FORMAT` and `DST_SEL_X..W`.
    pub const fn with_format(mut self, format: DataFormat) -> Self {
        self.word1 = self
            .word1
            .with_data_format(format.data_format())
            .with_num_format(format.num_format());
        self.with_dst_sel(format.dst_sel())
    }

    /// Width in texels (`WIDTH` + 1).
    pub const fn width(self) -> u32 {
        // A 14-bit field: adding one cannot overflow.
        (self.word2.width() as u32).wrapping_add(1)
    }

    /// Height in texels (`HEIGHT` + 1).
    pub const fn height(self) -> u32 {
        // A 14-bit field: adding one cannot overflow.
        (self.word2.height() as u32).wrapping_add(1)
    }

    /// `DEPTH` + 1: 3D depth, array slices, or cube count, by type.
    pub const fn depth(self) -> u32 {
        // A 13-bit field: adding one cannot overflow.
        (self.word4.depth() as u32).wrapping_add(1)
    }

    /// Pitch in texels (`PITCH` + 1).
    pub const fn pitch(self) -> u32 {
        // A 14-bit field: adding one cannot overflow.
        (self.word4.pitch() as u32).wrapping_add(1)
    }

    /// `BASE_LEVEL`.
    pub const fn base_level(self) -> u32 {
        self.word3.base_level() as u32
    }

    /// `LAST_LEVEL`.
    pub const fn last_level(self) -> u32 {
        self.word3.last_level() as u32
    }

    /// `POW2_PAD`: whether the surface has a padded mip chain.
    pub const fn pow2_pad(self) -> bool {
        self.word3.pow2_pad()
    }

    /// `BASE_ARRAY`.
    pub const fn base_array(self) -> u32 {
        self.word5.base_array() as u32
    }

    /// `LAST_ARRAY`.
    pub const fn last_array(self) -> u32 {
        self.word5.last_array() as u32
    }

    /// `TILING_INDEX`.
    pub const fn tiling_index(self) -> TileIndex {
        TileIndex::from_field(self.word3.tiling_index())
    }

    /// `TYPE`.
    pub const fn image_type(self) -> SqRsrcImgType {
        self.word3.r#type()
    }

    /// `MIN_LOD` in mip levels.
    pub const fn min_lod(self) -> f32 {
        fixed::u4_8_to_lod(self.word1.min_lod())
    }

    /// The surface this T# reads, as the tiling module describes one: what
    /// an emulator holding only descriptors needs to detile a texture.
    ///
    /// | T# field | [`TextureDesc`] field |
    /// |---|---|
    /// | `TILING_INDEX` | `tile` |
    /// | `DATA_FORMAT` | `bpp`, `format` (the BC kind) |
    /// | `WIDTH`, `HEIGHT` (1 for the 1D types) | `width_px`, `height_px` |
    /// | `DEPTH` | `depth_or_layers`: 3D depth, array slices, 6 × cubes |
    /// | `LAST_LEVEL` | `num_levels` = `LAST_LEVEL` + 1, or for MSAA types `num_samples` = 2^`LAST_LEVEL` |
    /// | `POW2_PAD`, `TYPE` | `flags` (`texture`, `pow2_pad`, `cube`, `volume`) |
    ///
    /// A T# says nothing of levels past `LAST_LEVEL`; the levels it names
    /// lay out the same whatever follows them.
    ///
    /// An FMASK T# (`DATA_FORMAT` `FMASK*`) reads no texture: its layout is
    /// [`Self::fmask_layout`]'s.
    ///
    /// # Errors
    /// [`Error::NotAnImageType`] for a `TYPE` below `SQ_RSRC_IMG_1D`
    /// (0..=7, reserved: `SQ_RSRC_IMG_RSVD_*`), as [`ImageBuilder::build`]
    /// refuses it; [`Error::FmaskSurface`] for an FMASK data format;
    /// [`Error::FormatUnsupported`] for a data format without an element
    /// size (`IMG_DATA_FORMAT_INVALID`, reserved values).
    pub const fn texture_desc(self) -> Result<TextureDesc, Error> {
        use SqRsrcImgType as T;
        let ty = self.image_type().into_bits();
        if ty < T::SQ_RSRC_IMG_1D.into_bits() {
            return Err(Error::NotAnImageType { value: ty as u32 });
        }
        let format = self.format();
        if format.fmask_samples().is_some() {
            return Err(Error::FmaskSurface);
        }
        let Some(bpp) = format.bits_per_element() else {
            return Err(Error::FormatUnsupported);
        };
        let bc = match format.data_format().name() {
            Some(name) => bc_kind(name),
            None => Format::Plain,
        };
        let depth = self.depth();
        let last = self.last_level();
        let one_d =
            ty == T::SQ_RSRC_IMG_1D.into_bits() || ty == T::SQ_RSRC_IMG_1D_ARRAY.into_bits();
        let msaa = ty == T::SQ_RSRC_IMG_2D_MSAA.into_bits()
            || ty == T::SQ_RSRC_IMG_2D_MSAA_ARRAY.into_bits();
        let mut flags = SurfaceFlags::new()
            .with_texture(true)
            .with_pow2_pad(self.pow2_pad());
        let layers = if ty == T::SQ_RSRC_IMG_3D.into_bits() {
            flags = flags.with_volume(true);
            depth
        } else if ty == T::SQ_RSRC_IMG_CUBE.into_bits() {
            flags = flags.with_cube(true);
            // DEPTH + 1 is at most 8192 cubes: six faces each fit in u32.
            depth.saturating_mul(6)
        } else if ty == T::SQ_RSRC_IMG_1D_ARRAY.into_bits()
            || ty == T::SQ_RSRC_IMG_2D_ARRAY.into_bits()
            || ty == T::SQ_RSRC_IMG_2D_MSAA_ARRAY.into_bits()
        {
            depth
        } else {
            1
        };
        let (levels, samples) = if msaa {
            // LAST_LEVEL is log2(samples) for MSAA types (4 bits: at most 15).
            (1, 1u32 << (last & 0xF))
        } else {
            (last.saturating_add(1), 1)
        };
        Ok(TextureDesc {
            tile: TileSelect::Index(self.tiling_index()),
            format: bc,
            bpp,
            width_px: self.width(),
            height_px: if one_d { 1 } else { self.height() },
            depth_or_layers: layers,
            num_levels: levels,
            num_samples: samples,
            num_frags: 0,
            flags,
            linear_pitch_align_bytes: 0,
        })
    }

    /// The memory layout of the levels this T# names ([`texture_desc`](Self::texture_desc)
    /// laid out with `cfg`), checked against the T#'s `PITCH`.
    ///
    /// A driver may ask the address library for a wider pitch than the
    /// surface needs: Mesa widens single-level `LINEAR_ALIGNED` surfaces to
    /// 256 bytes ([`TextureDesc::with_linear_pitch_align`]). When the plain
    /// layout's pitch differs from the T#'s, that widening is tried next.
    ///
    /// ```
    /// use gcn::desc::{DataFormat, ImageBuilder, SqRsrcImgType};
    /// use gcn::tiling::config::{Config, Ps4TileMode};
    /// use gcn::tiling::layout::{texture_layout, TextureDesc};
    /// use gcn::tiling::surface::{Format, SurfaceFlags};
    ///
    /// let desc = TextureDesc::new_2d(Ps4TileMode::Thin1dThin.index(), Format::Plain, 32, 100, 50)
    ///     .with_levels(4)
    ///     .with_flags(SurfaceFlags::new().with_texture(true).with_pow2_pad(true));
    /// let layout = texture_layout(&Config::PS4, &desc)?;
    /// let t = ImageBuilder::from_layout(SqRsrcImgType::SQ_RSRC_IMG_2D, DataFormat::R8G8B8A8_UNORM, 0x10_0000, &layout)
    ///     .unwrap()
    ///     .build()
    ///     .unwrap();
    /// // An emulator holding only the T# gets the same levels back.
    /// assert_eq!(t.texture_desc().unwrap(), desc);
    /// assert_eq!(t.texture_layout(&Config::PS4).unwrap(), layout);
    /// # Ok::<(), gcn::tiling::Error>(())
    /// ```
    ///
    /// # Errors
    /// As [`texture_desc`](Self::texture_desc); [`Error::Layout`] when the
    /// tiling module refuses the surface; [`Error::PitchMismatch`] when no
    /// layout has the T#'s pitch.
    pub fn texture_layout(self, cfg: &Config) -> Result<TextureLayout, Error> {
        let desc = self.texture_desc()?;
        let layout = texture_layout(cfg, &desc).map_err(Error::Layout)?;
        let pitch = |l: &TextureLayout| l.levels.first().map_or(0, |l0| l0.info.pixel_pitch_px);
        if pitch(&layout) == self.pitch() {
            return Ok(layout);
        }
        let wide =
            texture_layout(cfg, &desc.with_linear_pitch_align(256)).map_err(Error::Layout)?;
        if pitch(&wide) == self.pitch() {
            return Ok(wide);
        }
        Err(Error::PitchMismatch {
            t_sharp: self.pitch(),
            layout: pitch(&layout),
        })
    }

    /// The FMASK layout an FMASK T# (`DATA_FORMAT` `FMASK*`) reads.
    ///
    /// Mesa's gfx6-8 drivers write such a T# beside the T# of a multisampled
    /// colour surface. Its layout is the address library's unresolved FMASK
    /// ([`fmask_info`]) of `PITCH` × `HEIGHT` pixels, `DEPTH` + 1 slices
    /// for `SQ_RSRC_IMG_2D_ARRAY` (1 for `SQ_RSRC_IMG_2D`), with the samples
    /// and fragments the data format names ([`DataFormat::fmask_samples`]),
    /// in the tile mode of `TILING_INDEX`'s entry (gfx6 lays it out from
    /// that entry), laid out with `cfg`, and checked against the T#'s
    /// `TILING_INDEX` and `PITCH`.
    ///
    /// The T# holds the FMASK's pitch, the colour surface's padded pitch
    /// padded again for the FMASK; padding a padded pitch keeps it, so the
    /// layout is the one the colour surface's FMASK has.
    ///
    /// # Errors
    /// [`Error::NotAnImageType`] for a `TYPE` below `SQ_RSRC_IMG_1D`;
    /// [`Error::FmaskFieldInvalid`] for a `DATA_FORMAT` that is not an FMASK
    /// format, a `TYPE` other than `SQ_RSRC_IMG_2D` / `SQ_RSRC_IMG_2D_ARRAY`,
    /// a `BASE_LEVEL` or `LAST_LEVEL` other than 0, or a `TILING_INDEX`
    /// other than the entry the layout ends on; [`Error::PitchOutOfRange`]
    /// when `WIDTH` exceeds `PITCH`; [`Error::Layout`] when the tiling module
    /// refuses the FMASK (an entry that is not 2D or 3D thin);
    /// [`Error::PitchMismatch`] when the layout's pitch is not the T#'s.
    pub fn fmask_layout(self, cfg: &Config) -> Result<FmaskInfo, Error> {
        use SqRsrcImgType as T;
        let ty = self.image_type();
        if ty.into_bits() < T::SQ_RSRC_IMG_1D.into_bits() {
            return Err(Error::NotAnImageType { value: ty.raw() });
        }
        let format = self.format();
        let Some((samples, frags)) = format.fmask_samples() else {
            return Err(Error::FmaskFieldInvalid {
                field: "DATA_FORMAT",
                value: format.data_format().raw(),
            });
        };
        let slices = match ty {
            T::SQ_RSRC_IMG_2D => 1,
            T::SQ_RSRC_IMG_2D_ARRAY => self.depth(),
            _ => {
                return Err(Error::FmaskFieldInvalid {
                    field: "TYPE",
                    value: ty.raw(),
                });
            }
        };
        for (field, value) in [
            ("BASE_LEVEL", self.base_level()),
            ("LAST_LEVEL", self.last_level()),
        ] {
            if value != 0 {
                return Err(Error::FmaskFieldInvalid { field, value });
            }
        }
        let pitch = self.pitch();
        if self.width() > pitch {
            return Err(Error::PitchOutOfRange { pitch });
        }
        let index = self.tiling_index();
        let input = FmaskInput {
            tile_mode: cfg.tile_mode(index).mode,
            pitch_px: pitch,
            height_px: self.height(),
            num_slices: slices,
            num_samples: samples,
            num_frags: frags,
            resolved: false,
            tile_index: Some(index),
        };
        let info = fmask_info(cfg, &input).map_err(Error::Layout)?;
        if info.tile_index.index() != Some(index) {
            return Err(Error::FmaskFieldInvalid {
                field: "TILING_INDEX",
                value: index.get(),
            });
        }
        if info.pitch_elems != pitch {
            return Err(Error::PitchMismatch {
                t_sharp: pitch,
                layout: info.pitch_elems,
            });
        }
        Ok(info)
    }

    /// Replaces word 7 raw (`UNUNSED` on gfx6/gfx7: ignored by hardware,
    /// free for shader-side data such as a sampler mask; `META_DATA_ADDRESS`
    /// on gfx8, see [`Self::with_field_for`] and [`ImageBuilder::with_compression`]).
    pub const fn with_word7(mut self, value: u32) -> Self {
        self.word7 = SqImgRsrcWord7::from_bits(value);
        self
    }

    /// Replaces word 6 raw (gfx7: `MIN_LOD_WARN`, `COUNTER_BANK_ID`,
    /// `LOD_HDW_CNT_EN`, `UNUNSED`; the generation-checked way to set the
    /// fields that differ is [`Self::with_field_for`]).
    pub const fn with_word6(mut self, value: u32) -> Self {
        self.word6 = SqImgRsrcWord6::from_bits(value);
        self
    }
}

dst_sel_accessors!(ImageResource);
gen_field_accessors!(ImageResource, ImageField);

/// Validating builder of an [`ImageResource`].
///
/// Start from [`ImageBuilder::new`], a shape constructor
/// ([`ImageBuilder::texture_2d`], …) or [`ImageBuilder::from_layout`],
/// adjust with the `with_*` setters, then [`ImageBuilder::build`]: every
/// cross-field rule is checked there and the first violation is returned as
/// an [`Error`]. The tiling is always an argument: the `GB_TILE_MODEn` entry
/// the surface was laid out with (from [`crate::tiling`]: use
/// [`ImageBuilder::from_layout`] to take it, with size and pitch, from the
/// layout). Defaults: pitch = width, one surface level, all levels sampled,
/// one slice, one fragment, no tile swizzle, `MIN_LOD` 0, `PERF_MOD` 4 (the
/// value AMD's drivers write), words 6 and 7 zero.
#[derive(Clone, Copy, PartialEq)]
pub struct ImageBuilder {
    ty: SqRsrcImgType,
    format: DataFormat,
    address: u64,
    tile_swizzle: u8,
    width: u32,
    height: u32,
    depth: u32,
    array_size: u32,
    pitch: Option<u32>,
    levels: u32,
    sampled: Option<(u32, u32)>,
    fragments: u32,
    array_range: Option<(u32, u32)>,
    tiling_index: TileIndex,
    min_lod: u16,
    min_lod_warn: u16,
    perf_mod: u8,
    word7: u32,
    gfx: Gfx,
    compression: Option<(u64, bool)>,
}

debug_hex!(ImageBuilder {
    ty,
    format,
    address: hex,
    tile_swizzle,
    width,
    height,
    depth,
    array_size,
    pitch,
    levels,
    sampled,
    fragments,
    array_range,
    tiling_index,
    min_lod,
    min_lod_warn,
    perf_mod,
    word7,
    gfx,
    compression,
});

impl ImageBuilder {
    /// An image of type `ty` (one of `SQ_RSRC_IMG_1D` …
    /// `SQ_RSRC_IMG_2D_MSAA_ARRAY`), `format`, at byte `address`, tiled with
    /// table entry `tiling`, of `width` × `height` texels (1D types: height
    /// 1; cubes: height = width), with the defaults listed on [`ImageBuilder`].
    #[inline]
    pub const fn new(
        ty: SqRsrcImgType,
        format: DataFormat,
        address: u64,
        tiling: TileIndex,
        width: u32,
        height: u32,
    ) -> Self {
        ImageBuilder {
            ty,
            format,
            address,
            tile_swizzle: 0,
            width,
            height,
            depth: 1,
            array_size: 1,
            pitch: None,
            levels: 1,
            sampled: None,
            fragments: 1,
            array_range: None,
            tiling_index: tiling,
            min_lod: 0,
            min_lod_warn: 0,
            perf_mod: 4,
            word7: 0,
            gfx: Gfx::Gfx7,
            compression: None,
        }
    }

    /// A 2D texture tiled with entry `tiling`, with `levels` mip levels, all sampled.
    #[inline]
    pub const fn texture_2d(
        address: u64,
        format: DataFormat,
        tiling: TileIndex,
        width: u32,
        height: u32,
        levels: u32,
    ) -> Self {
        Self::new(
            SqRsrcImgType::SQ_RSRC_IMG_2D,
            format,
            address,
            tiling,
            width,
            height,
        )
        .with_surface_levels(levels)
    }

    /// A 2D array texture of `layers` slices, all sampled.
    pub const fn texture_2d_array(
        address: u64,
        format: DataFormat,
        tiling: TileIndex,
        width: u32,
        height: u32,
        layers: u32,
        levels: u32,
    ) -> Self {
        Self::new(
            SqRsrcImgType::SQ_RSRC_IMG_2D_ARRAY,
            format,
            address,
            tiling,
            width,
            height,
        )
        .with_array_size(layers)
        .with_surface_levels(levels)
    }

    /// A cube map (`cubes` = 1) or cube array: `6 × cubes` faces of `size` × `size`.
    ///
    /// `DEPTH` holds up to [`MAX_SLICES`] cubes, but `BASE_ARRAY` and
    /// `LAST_ARRAY` count faces in 13 bits: a view reaches faces `0..8192`
    /// only, so [`build`](Self::build) refuses more than 1365 cubes unless
    /// [`with_array_range`](Self::with_array_range) picks faces below 8192
    /// ([`Error::ArrayRangeInvalid`]).
    pub const fn texture_cube(
        address: u64,
        format: DataFormat,
        tiling: TileIndex,
        size: u32,
        cubes: u32,
        levels: u32,
    ) -> Self {
        Self::new(
            SqRsrcImgType::SQ_RSRC_IMG_CUBE,
            format,
            address,
            tiling,
            size,
            size,
        )
        .with_array_size(cubes.saturating_mul(6))
        .with_surface_levels(levels)
    }

    /// A 3D texture of `width` × `height` × `depth`.
    pub const fn texture_3d(
        address: u64,
        format: DataFormat,
        tiling: TileIndex,
        width: u32,
        height: u32,
        depth: u32,
        levels: u32,
    ) -> Self {
        Self::new(
            SqRsrcImgType::SQ_RSRC_IMG_3D,
            format,
            address,
            tiling,
            width,
            height,
        )
        .with_depth(depth)
        .with_surface_levels(levels)
    }

    /// A multisampled 2D colour or depth surface with `samples` fragments.
    pub const fn msaa_2d(
        address: u64,
        format: DataFormat,
        tiling: TileIndex,
        width: u32,
        height: u32,
        samples: u32,
    ) -> Self {
        Self::new(
            SqRsrcImgType::SQ_RSRC_IMG_2D_MSAA,
            format,
            address,
            tiling,
            width,
            height,
        )
        .with_fragments(samples)
    }

    /// A builder for the texture `layout` computed by [`crate::tiling::layout`]:
    /// size, pitch, tiling index, surface level count, slice count and
    /// fragments (the samples stored per pixel, for the MSAA types) are taken
    /// from the layout (level 0), so they agree with the memory the layout
    /// describes. A multisampled layout needs an MSAA `ty`
    /// ([`ImageBuilder::build`] refuses it otherwise). `address` is where level 0 starts; add
    /// [`ImageBuilder::with_tile_swizzle`] for 2D-tiled surfaces that use one.
    /// 3D types take the slices as depth, the other types as array layers.
    /// `PITCH` is the address library's pitch; for the pitch Mesa's drivers put
    /// in the T# of a single-level linear texture, lay it out with
    /// [`TextureDesc::with_linear_pitch_align(256)`](crate::tiling::layout::TextureDesc::with_linear_pitch_align).
    ///
    /// A T# of more than one level sets `POW2_PAD` (as Mesa's drivers, which
    /// lay every mip chain out with addrlib's `pow2Pad`), so lay a mip chain
    /// out with [`SurfaceFlags::pow2_pad`](crate::tiling::surface::SurfaceFlags).
    ///
    /// The tiling index is the entry level 0 ended on, as Mesa puts its level
    /// 0's entry in the T#. When the address library moved level 0 off the
    /// entry the layout asked for (a thick entry for a surface it does not
    /// suit, such as a BC format, goes thin), the layout keeps bank
    /// parameters of the requested entry, and a layout computed from the
    /// T#'s entry can differ from it (a 1×1 BC1 texture asked for on PS4 entry
    /// 20 ends on entry 14 with a pitch of 256, where entry 14 gives 512).
    /// Ask for the entry the surface suits, so that level 0 keeps it.
    ///
    /// ```
    /// use gcn::tiling::config::Config;
    /// use gcn::tiling::layout::{texture_layout, TextureDesc};
    /// use gcn::tiling::surface::Format;
    /// use gcn::tiling::TileIndex;
    ///
    /// let on = |entry| TextureDesc::new_2d(TileIndex::new(entry).unwrap(), Format::Bc1, 64, 1, 1);
    /// let asked = texture_layout(&Config::PS4, &on(20)).unwrap(); // a thick entry
    /// let l0 = &asked.levels[0].info;
    /// assert_eq!(l0.tile_index.index(), Some(TileIndex::new(14).unwrap())); // went thin
    /// let from_t = texture_layout(&Config::PS4, &on(14)).unwrap();
    /// assert_eq!((l0.pixel_pitch_px, from_t.levels[0].info.pixel_pitch_px), (256, 512));
    /// ```
    ///
    /// Errors: [`Error::LevelCountOutOfRange`] for an empty layout,
    /// [`Error::NoTileIndex`] when level 0 has no table entry,
    /// [`Error::FormatMismatch`] when the layout's bits per element differ
    /// from `format`'s, [`Error::MipChainNotPow2Padded`] for a layout of more
    /// than one level whose level 0 is padded to less than its width, height
    /// or slice count rounded up to a power of two (laid out without
    /// `pow2_pad`, so not the memory the T# describes). Everything else is
    /// checked by [`ImageBuilder::build`].
    ///
    /// ```
    /// use gcn::desc::{DataFormat, ImageBuilder, SqRsrcImgType};
    /// use gcn::tiling::config::{Config, Ps4TileMode};
    /// use gcn::tiling::layout::{texture_layout, TextureDesc};
    /// use gcn::tiling::surface::{Format, SurfaceFlags};
    ///
    /// let desc = TextureDesc::new_2d(Ps4TileMode::Thin2dThin.index(), Format::Plain, 32, 300, 200)
    ///     .with_levels(9)
    ///     .with_flags(SurfaceFlags::new().with_texture(true).with_pow2_pad(true));
    /// let layout = texture_layout(&Config::PS4, &desc).unwrap();
    /// let t = ImageBuilder::from_layout(SqRsrcImgType::SQ_RSRC_IMG_2D, DataFormat::R8G8B8A8_UNORM, 0x100_0000, &layout)?
    ///     .build()?;
    /// assert_eq!((t.width(), t.height(), t.last_level(), t.pow2_pad()), (300, 200, 8, true));
    /// assert!(t.pitch() >= 300);
    /// # Ok::<(), gcn::desc::Error>(())
    /// ```
    pub fn from_layout(
        ty: SqRsrcImgType,
        format: DataFormat,
        address: u64,
        layout: &TextureLayout,
    ) -> Result<Self, Error> {
        let Some(l0) = layout.levels.first() else {
            return Err(Error::LevelCountOutOfRange { levels: 0 });
        };
        let Some(index) = l0.info.tile_index.index() else {
            return Err(Error::NoTileIndex);
        };
        if format.bits_per_element() != Some(l0.info.bpp_bits) {
            return Err(Error::FormatMismatch {
                layout_bits: l0.info.bpp_bits,
            });
        }
        // With `pow2_pad`, level 0 is rounded up to powers of two before it
        // is padded, so its padding covers at least that.
        let covers = |padded: u32, size: u32| {
            size.checked_next_power_of_two()
                .is_some_and(|p| padded >= p)
        };
        if layout.levels.len() > 1
            && !(covers(l0.info.pixel_pitch_px, l0.width_px)
                && covers(l0.info.pixel_height_px, l0.height_px)
                && covers(l0.info.depth_slices, l0.num_slices))
        {
            return Err(Error::MipChainNotPow2Padded);
        }
        let b = Self::new(ty, format, address, index, l0.width_px, l0.height_px)
            .with_pitch(l0.info.pixel_pitch_px)
            .with_surface_levels(layout.levels.len() as u32)
            .with_fragments(l0.info.num_samples);
        Ok(
            if ty.into_bits() == SqRsrcImgType::SQ_RSRC_IMG_3D.into_bits() {
                b.with_depth(l0.num_slices)
            } else {
                b.with_array_size(l0.num_slices)
            },
        )
    }

    /// Sets width and height in texels (1..=16384; 1D types need height 1,
    /// cube faces are square: height = width).
    pub const fn with_size(mut self, width: u32, height: u32) -> Self {
        self.width = width;
        self.height = height;
        self
    }

    /// Sets which levels the **shader** may sample: `BASE_LEVEL` = `base`,
    /// `LAST_LEVEL` = `last`, with `base ≤ last < surface levels` and `last`
    /// a level the size has (below `floor(log2(largest extent)) + 1`). The
    /// surface's memory layout is unaffected.
    ///
    /// A view of one level of a larger surface (as Mesa's gfx6-8 storage
    /// image views: the level's size, level 0 sampled) keeps the surface's
    /// level count, which may exceed the levels of the view's size.
    pub const fn with_sampled_levels(mut self, base: u32, last: u32) -> Self {
        self.sampled = Some((base, last));
        self
    }

    /// Sets the array slices the view covers: `BASE_ARRAY` = `base`,
    /// `LAST_ARRAY` = `last` (default: all slices of array types, slice 0
    /// otherwise).
    pub const fn with_array_range(mut self, base: u32, last: u32) -> Self {
        self.array_range = Some((base, last));
        self
    }

    #[inline]
    const fn is_msaa(ty: SqRsrcImgType) -> bool {
        matches!(
            ty,
            SqRsrcImgType::SQ_RSRC_IMG_2D_MSAA | SqRsrcImgType::SQ_RSRC_IMG_2D_MSAA_ARRAY
        )
    }

    /// Validates every input and encodes the T#.
    ///
    /// Errors, in the order checked: [`Error::Address`] (misaligned, then
    /// too wide), [`Error::NotAnImageType`] (a type below 8),
    /// [`Error::FormatUnsupported`] (a `NUM_FORMAT` the builder's generation
    /// reserves but another names: on gfx8 `SNORM_OGL` and the `UB*`
    /// formats, [`Generation::img_num_formats`]),
    /// [`Error::FieldOverflow`] (`PERF_MOD` > 7, `MIN_LOD`/`MIN_LOD_WARN` > `0xFFF`),
    /// [`Error::WidthOutOfRange`], [`Error::HeightOutOfRange`] (also a 1D
    /// height other than 1, a cube height other than the width),
    /// [`Error::DepthOutOfRange`], [`Error::PitchOutOfRange`],
    /// [`Error::LevelCountOutOfRange`] (also more levels than the size
    /// has, when every level is sampled), [`Error::SamplesInvalid`],
    /// [`Error::LevelRangeInvalid`] (also a last level the size does not
    /// have), [`Error::ArrayRangeInvalid`]; then for
    /// words 6 and 7 [`Error::FieldAbsent`] (a raw word 7 on gfx8,
    /// compression before gfx8) and [`Error::Address`] (the metadata address).
    #[inline(always)]
    pub const fn build(self) -> Result<ImageResource, Error> {
        use SqRsrcImgType as T;
        let a = self.address;
        if let Err(e) = check_address("BASE_ADDRESS", a, 256, 48) {
            return Err(e);
        }
        let ty = self.ty;
        // The types below `SQ_RSRC_IMG_1D` are reserved (`SQ_RSRC_IMG_RSVD_*`).
        if ty.into_bits() < T::SQ_RSRC_IMG_1D.into_bits() {
            return Err(Error::NotAnImageType { value: ty.raw() });
        }
        // A number format this generation reserves but another names
        // (gfx8 reserves gfx6/gfx7's `SNORM_OGL` and the `UB*` formats).
        if Generation::of(self.gfx)
            .img_num_format_reserved_here(self.format.num_format().into_bits())
        {
            return Err(Error::FormatUnsupported);
        }
        if self.perf_mod > MAX_PERF_MOD {
            return Err(Error::FieldOverflow {
                field: "PERF_MOD",
                value: self.perf_mod as u32,
            });
        }
        if self.min_lod > MAX_MIN_LOD {
            return Err(Error::FieldOverflow {
                field: "MIN_LOD",
                value: self.min_lod as u32,
            });
        }
        if self.min_lod_warn > MAX_MIN_LOD_WARN {
            return Err(Error::FieldOverflow {
                field: "MIN_LOD_WARN",
                value: self.min_lod_warn as u32,
            });
        }
        if self.width == 0 || self.width > MAX_DIM {
            return Err(Error::WidthOutOfRange { width: self.width });
        }
        let one_d = matches!(ty, T::SQ_RSRC_IMG_1D | T::SQ_RSRC_IMG_1D_ARRAY);
        // Cube faces are square.
        let cube = matches!(ty, T::SQ_RSRC_IMG_CUBE);
        if self.height == 0
            || self.height > MAX_DIM
            || (one_d && self.height != 1)
            || (cube && self.height != self.width)
        {
            return Err(Error::HeightOutOfRange {
                height: self.height,
            });
        }
        // DEPTH field and the number of slices the array range may address.
        let (depth_field, slices) = match ty {
            T::SQ_RSRC_IMG_3D => {
                if self.depth == 0 || self.depth > MAX_SLICES {
                    return Err(Error::DepthOutOfRange { depth: self.depth });
                }
                (self.depth.saturating_sub(1), self.depth)
            }
            T::SQ_RSRC_IMG_CUBE => {
                let n = self.array_size;
                if n == 0 || !n.is_multiple_of(6) || n / 6 > MAX_SLICES {
                    return Err(Error::DepthOutOfRange { depth: n });
                }
                ((n / 6).saturating_sub(1), n)
            }
            _ => {
                let n = self.array_size;
                if n == 0 || n > MAX_SLICES || (self.depth != 1) {
                    return Err(Error::DepthOutOfRange {
                        depth: if self.depth != 1 { self.depth } else { n },
                    });
                }
                let is_array = matches!(
                    ty,
                    T::SQ_RSRC_IMG_1D_ARRAY
                        | T::SQ_RSRC_IMG_2D_ARRAY
                        | T::SQ_RSRC_IMG_2D_MSAA_ARRAY
                );
                (if is_array { n.saturating_sub(1) } else { 0 }, n)
            }
        };
        let pitch = match self.pitch {
            Some(p) => p,
            None => self.width,
        };
        if pitch < self.width || pitch > MAX_DIM {
            return Err(Error::PitchOutOfRange { pitch });
        }
        // Levels the size has, down to 1×1: floor(log2(largest extent)) + 1,
        // the depth counting for 3D only (the extents were checked above).
        let extent = if ty.into_bits() == T::SQ_RSRC_IMG_3D.into_bits() {
            max_u32(max_u32(self.width, self.height), self.depth)
        } else {
            max_u32(self.width, self.height)
        };
        let chain = u32::BITS.saturating_sub(extent.leading_zeros());
        // With every level sampled, `LAST_LEVEL` is the count minus one: it
        // must name a level of the size. A view of one level of a larger
        // surface keeps the surface's count and samples a range inside it.
        if self.levels == 0
            || self.levels > MAX_LEVELS
            || (self.sampled.is_none() && self.levels > chain)
        {
            return Err(Error::LevelCountOutOfRange {
                levels: self.levels,
            });
        }
        let f = self.fragments;
        let log2 = match f {
            1 => 0,
            2 => 1,
            4 => 2,
            8 => 3,
            16 => 4,
            _ => return Err(Error::SamplesInvalid { samples: f }),
        };
        let msaa = Self::is_msaa(self.ty);
        if (f > 1 && !msaa) || (msaa && self.levels != 1) {
            return Err(Error::SamplesInvalid { samples: f });
        }
        let (base_level, last_level) = if msaa {
            if self.sampled.is_some() {
                // MSAA reuses the level fields for the fragment count.
                return Err(Error::SamplesInvalid { samples: f });
            }
            (0, log2)
        } else {
            match self.sampled {
                Some((b, l)) => {
                    if b > l || l >= self.levels || l >= chain {
                        return Err(Error::LevelRangeInvalid { base: b, last: l });
                    }
                    (b, l)
                }
                None => (0, self.levels.saturating_sub(1)),
            }
        };
        let (base_array, last_array) = match self.array_range {
            Some((b, l)) => {
                if b > l || l >= slices {
                    return Err(Error::ArrayRangeInvalid { base: b, last: l });
                }
                (b, l)
            }
            None => {
                if matches!(
                    ty,
                    T::SQ_RSRC_IMG_1D_ARRAY
                        | T::SQ_RSRC_IMG_2D_ARRAY
                        | T::SQ_RSRC_IMG_2D_MSAA_ARRAY
                        | T::SQ_RSRC_IMG_CUBE
                ) {
                    (0, slices.saturating_sub(1))
                } else {
                    (0, 0)
                }
            }
        };
        // A cube array counts its range in faces, six a cube, while `DEPTH`
        // counts cubes: past 8192 faces the 13-bit `LAST_ARRAY` cannot name
        // the last face (no other type has more slices than the field holds).
        if last_array >= MAX_SLICES {
            return Err(Error::ArrayRangeInvalid {
                base: base_array,
                last: last_array,
            });
        }
        // Words 6 and 7 by generation: a raw word 7 only where the hardware
        // ignores it, the metadata fields only where they exist.
        if self.word7 != 0
            && let Err(e) = ImageField::UnusedWord7.info().check(self.gfx)
        {
            return Err(e);
        }
        let mut word6 = SqImgRsrcWord6::new()
            .with_min_lod_warn(self.min_lod_warn)
            .into_bits();
        let mut word7 = self.word7;
        if let Some((meta, alpha_on_msb)) = self.compression {
            if let Err(e) = ImageField::CompressionEn.info().check(self.gfx) {
                return Err(e);
            }
            if let Err(e) = check_address("META_DATA_ADDRESS", meta, 256, 40) {
                return Err(e);
            }
            word6 |= ImageField::CompressionEn.info().field.mask();
            if alpha_on_msb {
                word6 |= ImageField::AlphaIsOnMsb.info().field.mask();
            }
            word7 = (meta >> 8) as u32;
        }
        let [x, y, z, w] = self.format.dst_sel();
        Ok(ImageResource {
            word0: SqImgRsrcWord0::new()
                .with_base_address((a >> 8) as u32 | self.tile_swizzle as u32),
            word1: SqImgRsrcWord1::new()
                .with_base_address_hi((a >> 40) as u8)
                .with_min_lod(self.min_lod)
                .with_data_format(self.format.data_format())
                .with_num_format(self.format.num_format()),
            word2: SqImgRsrcWord2::new()
                .with_width(self.width.saturating_sub(1) as u16)
                .with_height(self.height.saturating_sub(1) as u16)
                .with_perf_mod(self.perf_mod),
            word3: SqImgRsrcWord3::new()
                .with_dst_sel_x(x)
                .with_dst_sel_y(y)
                .with_dst_sel_z(z)
                .with_dst_sel_w(w)
                .with_base_level(base_level as u8)
                .with_last_level(last_level as u8)
                .with_tiling_index(self.tiling_index.bits())
                .with_pow2_pad(self.levels > 1)
                .with_type(self.ty),
            word4: SqImgRsrcWord4::new()
                .with_depth(depth_field as u16)
                .with_pitch(pitch.saturating_sub(1) as u16),
            word5: SqImgRsrcWord5::new()
                .with_base_array(base_array as u16)
                .with_last_array(last_array as u16),
            word6: SqImgRsrcWord6::from_bits(word6),
            word7: SqImgRsrcWord7::from_bits(word7),
        })
    }
}

set_builder_fields! { ImageBuilder {
    /// Sets the image type.
    with_type(ty: SqRsrcImgType) => ty = ty;
    /// Sets the format.
    with_format(format: DataFormat) => format = format;
    /// Sets the byte base address (256-byte aligned, below 2^48).
    with_address(address: u64) => address = address;
    /// Sets the tile swizzle of a 2D-tiled surface (the bank/pipe swizzle
    /// the surface allocator chose), OR-ed into `BASE_ADDRESS` — that is,
    /// into byte-address bits 15..8. Leave 0 for linear and 1D-tiled surfaces.
    with_tile_swizzle(swizzle: u8) => tile_swizzle = swizzle;
    /// Sets the depth of a 3D image in slices (1..=8192).
    with_depth(depth: u32) => depth = depth;
    /// Sets the number of array slices (layers) of the surface: array
    /// types encode `layers − 1` in `DEPTH`, cube types `layers / 6 − 1`
    /// (layers count faces and must be a multiple of 6). Non-array types
    /// still use it to bound the array range (a 2D view of one layer of an
    /// array surface).
    with_array_size(layers: u32) => array_size = layers;
    /// Sets the pitch in texels (width ≤ pitch ≤ 16384). For block-compressed
    /// formats too the pitch is in texels (blocks × 4).
    with_pitch(pitch: u32) => pitch = Some(pitch);
    /// Sets how many mip levels the **surface** has in memory (1..=16; with
    /// every level sampled, at most the size's levels down to 1×1,
    /// `floor(log2(largest extent)) + 1`, depth counting for 3D only).
    ///
    /// This decides the memory layout (`POW2_PAD` = more than one level), not
    /// what the shader samples; see [`Self::with_sampled_levels`]. Unless a
    /// sampled range is set, all levels are sampled.
    with_surface_levels(levels: u32) => levels = levels;
    /// Sets the fragment (sample) count of an MSAA image: 1, 2, 4, 8 or 16.
    /// MSAA types reuse the level fields: `BASE_LEVEL` = 0, `LAST_LEVEL` =
    /// log2(fragments); more than one fragment needs an MSAA type and one
    /// surface level.
    with_fragments(fragments: u32) => fragments = fragments;
    /// Sets the `GB_TILE_MODEn` entry the surface is tiled with (`TILING_INDEX`).
    with_tiling_index(index: TileIndex) => tiling_index = index;
    /// Sets `MIN_LOD` from a LOD in mip levels ([`fixed::lod_to_u4_8`]: NaN → 0,
    /// clamped to 0..=15, truncated).
    with_min_lod(lod: f32) => min_lod = fixed::lod_to_u4_8(lod);
    /// Sets `MIN_LOD` raw, unsigned 4.8 (values above `0xFFF` are an error at build).
    with_min_lod_fixed(lod: u16) => min_lod = lod;
    /// Sets `MIN_LOD_WARN` raw, unsigned 4.8 (values above `0xFFF` are an error at build).
    with_min_lod_warn_fixed(lod: u16) => min_lod_warn = lod;
    /// Sets `PERF_MOD` (0..=7; default 4).
    with_perf_mod(perf_mod: u8) => perf_mod = perf_mod;
    /// Sets word 7, which gfx6 and gfx7 hardware ignores (default 0). On
    /// gfx8 word 7 is `META_DATA_ADDRESS`: a non-zero value is
    /// [`Error::FieldAbsent`] at build (use [`Self::with_compression`]).
    with_word7(value: u32) => word7 = value;
    /// Sets the generation the T# is for (default [`Gfx::Gfx7`]). The
    /// layout of words 0-5 is the same on gfx6-8; [`Self::build`] refuses
    /// word 6 and 7 contents the generation does not have ([`ImageField`])
    /// and a `NUM_FORMAT` it reserves but another generation names.
    with_gfx(gfx: Gfx) => gfx = gfx;
}}

impl ImageBuilder {
    /// Makes the texture unit read compressed data (gfx8 only): sets
    /// `COMPRESSION_EN`, `ALPHA_IS_ON_MSB` = `alpha_on_msb` (colour DCC: see
    /// [`DataFormat::dcc_alpha_is_on_msb`]; `false` for depth) and
    /// `META_DATA_ADDRESS` = `meta_address` >> 8, the byte address of the
    /// level's DCC (with the surface's tile swizzle OR-ed into bits 15..8 as
    /// drivers do) or of the TC-compatible HTILE. The field holds address
    /// bits 39..8: `meta_address` must be a multiple of 256 below 2^40,
    /// checked at build, where a generation other than gfx8 is
    /// [`Error::FieldAbsent`].
    pub const fn with_compression(mut self, meta_address: u64, alpha_on_msb: bool) -> Self {
        self.compression = Some((meta_address, alpha_on_msb));
        self
    }
}

/// The larger of `a` and `b` (`Ord::max` is not `const`).
const fn max_u32(a: u32, b: u32) -> u32 {
    if a > b { a } else { b }
}

/// The BC kind of a block-compressed `DATA_FORMAT` name.
const fn bc_kind(name: &str) -> Format {
    match name.as_bytes() {
        b"IMG_DATA_FORMAT_BC1" => Format::Bc1,
        b"IMG_DATA_FORMAT_BC2" => Format::Bc2,
        b"IMG_DATA_FORMAT_BC3" => Format::Bc3,
        b"IMG_DATA_FORMAT_BC4" => Format::Bc4,
        b"IMG_DATA_FORMAT_BC5" => Format::Bc5,
        b"IMG_DATA_FORMAT_BC6" => Format::Bc6,
        b"IMG_DATA_FORMAT_BC7" => Format::Bc7,
        _ => Format::Plain,
    }
}
