//! T# views of render targets: sample what a colour or depth target rendered.
//!
//! A pass that reads the result of an earlier pass (post-processing, shadow
//! maps, deferred lighting) needs a T# describing the same memory as the
//! target's registers. The views here read the register block and fill
//! every T# field from it, so address, pitch, tiling and format agree by
//! construction:
//!
//! | T# field | colour target ([`ColorTarget::texture_view`]) | depth / stencil ([`DepthTarget::depth_texture_view`], [`DepthTarget::stencil_texture_view`]) |
//! |---|---|---|
//! | `BASE_ADDRESS` | `CB_COLORn_BASE` | `DB_Z_READ_BASE` / `DB_STENCIL_READ_BASE` |
//! | `DATA_FORMAT`, `NUM_FORMAT` | `CB_COLORn_INFO.FORMAT`, `NUMBER_TYPE` (same numbering; `NUMBER_SRGB` → `IMG_NUM_FORMAT_SRGB`) | `DB_Z_INFO.FORMAT`: [`DataFormat::D16_UNORM`] (an R16 view), [`DataFormat::D24_UNORM`], [`DataFormat::D32_FLOAT`] (an R32F view); stencil: [`DataFormat::S8_UINT`] |
//! | `DST_SEL_X..W` | from `COMP_SWAP` and the channel count (table below) | depth or stencil in every channel |
//! | `PITCH` | `(CB_COLORn_PITCH.TILE_MAX + 1) * 8` | `(DB_DEPTH_SIZE.PITCH_TILE_MAX + 1) * 8` |
//! | `WIDTH`, `HEIGHT` | the caller's size, at most the pitch and the padded height `(SLICE.TILE_MAX + 1) * 64 / pitch` | the caller's size, at most the pitch and `(DB_DEPTH_SIZE.HEIGHT_TILE_MAX + 1) * 8` |
//! | `TILING_INDEX` | `CB_COLORn_ATTRIB.TILE_MODE_INDEX` | [`DepthTarget::plane_tile_index`]: `DB_Z_INFO.TILE_MODE_INDEX` / `DB_STENCIL_INFO.TILE_MODE_INDEX` when its entry agrees with `DB_DEPTH_INFO` and the plane's `TILE_SPLIT`, else the first entry that does (on gfx6, which reads the layout from `TILE_MODE_INDEX`: the named entry when it has depth micro tiling) |
//! | `TYPE`, `LAST_LEVEL` | `2D`; `2D_MSAA` when `ATTRIB.NUM_SAMPLES` > 0, with `LAST_LEVEL` = `ATTRIB.NUM_FRAGMENTS` (log2 of the stored fragments) | `2D`; `2D_MSAA` when `DB_Z_INFO.NUM_SAMPLES` > 0, `LAST_LEVEL` = `NUM_SAMPLES` |
//! | `BASE_ARRAY`, `LAST_ARRAY` | `CB_COLORn_VIEW.SLICE_START`, `SLICE_MAX`; an array type when `SLICE_MAX` > 0 | `DB_DEPTH_VIEW.SLICE_START`, `SLICE_MAX`, likewise |
//!
//! The register blocks do not hold the unpadded size of the surface, so the
//! caller passes it. Each view returns an [`ImageBuilder`]: every other
//! field keeps its default and can still be changed before
//! [`ImageBuilder::build`] (which validates as usual).
//!
//! Channel selects from `COMP_SWAP` (the inverse of
//! [`DataFormat::color_target`]):
//!
//! | channels | `SWAP_STD` | `SWAP_ALT` | `SWAP_STD_REV` | `SWAP_ALT_REV` |
//! |---|---|---|---|---|
//! | 1 | X, 0, 0, 1 | — | — | 0, 0, 0, X (alpha only) |
//! | 2 | X, Y, 0, 1 | X, 0, 0, Y | Y, X, 0, 1 | Y, 0, 0, X |
//! | 3 | X, Y, Z, 1 | — | Z, Y, X, 1 | — |
//! | 4 | X, Y, Z, W | Z, Y, X, W | W, Z, Y, X | Y, Z, W, X |
//!
//! The T# reads memory as it is: a colour target with fast-clear (CMASK) or
//! FMASK compression, or a depth target with HTILE, must be resolved by a
//! fast-clear eliminate or decompress pass before gfx7 texture units can
//! sample it. A gfx8 colour target with DCC (`CB_COLORn_INFO.DCC_ENABLE`,
//! [`ColorTarget::with_dcc`]) gives a gfx8 T# that reads its keys, as
//! Mesa's gfx8 T# of a DCC surface does: `COMPRESSION_EN`,
//! `ALPHA_IS_ON_MSB` ([`DataFormat::dcc_alpha_is_on_msb`] of the view's
//! format) and `META_DATA_ADDRESS` = `CB_COLORn_DCC_BASE` (see
//! [`ImageBuilder::with_compression`]); for a level bound with
//! [`ColorTarget::with_dcc_level`] that is the level's keys, as Mesa's gfx8 T#
//! adds its base level's key offset. A T# of a whole DCC mip chain from base
//! level *n* takes [`DccLayout::level_address`](crate::tiling::layout::DccLayout::level_address)
//! of level *n* in [`ImageBuilder::with_compression`]. A gfx8 depth target with
//! TC-compatible HTILE ([`DepthTarget::with_tc_compatible_htile`]) gives
//! gfx8 T#s that read the HTILE, as Mesa's gfx8 T# of such a surface
//! (`ac_set_mutable_tex_desc_fields`): `COMPRESSION_EN` and
//! `META_DATA_ADDRESS` = `DB_HTILE_DATA_BASE`, for the depth view and,
//! while HTILE holds stencil (always, for such a target), the stencil view.
//!
//! # Worked example: sample the display buffer and the depth buffer
//!
//! ```
//! use gcn::blocks::Slot;
//! use gcn::blocks::color_target::{ColorSurface, ColorTarget};
//! use gcn::blocks::depth_target::{DepthSurface, DepthTarget};
//! use gcn::desc::{DataFormat, SqRsrcImgType, SqSel};
//! use gcn::tiling::Config;
//! use gcn::tiling::config::Ps4TileMode;
//!
//! // A 1920x1080 B8G8R8A8 display buffer on tile mode 10, padded to 1920x1088.
//! let tiling = Ps4TileMode::Display2dThin.index();
//! let surface = ColorSurface::new(DataFormat::B8G8R8A8_UNORM, tiling, 1920, 1080)?
//!     .with_padded(1920, 1088)
//!     .with_address(0x10_0000_0000);
//! let target = ColorTarget::setup(&Config::PS4, Slot::S0, &surface)?;
//! let t = target.texture_view(1920, 1080)?.build()?;
//! assert_eq!(t.base_address(), 0x10_0000_0000);
//! assert_eq!(t.format(), DataFormat::B8G8R8A8_UNORM); // SWAP_ALT: selects Z, Y, X, W
//! assert_eq!((t.width(), t.height(), t.pitch()), (1920, 1080, 1920));
//! assert_eq!(t.tiling_index(), Ps4TileMode::Display2dThin.index());
//! assert_eq!(t.image_type(), SqRsrcImgType::SQ_RSRC_IMG_2D);
//!
//! // A 32-bit float depth buffer on tile mode 2: sampled as R32F, depth in every channel.
//! let depth = DepthSurface::new(DataFormat::D32_FLOAT, 1920, 1080)
//!     .with_layout(1920, 1088, Ps4TileMode::Depth2dThin256.index())
//!     .with_address(0x20_0000_0000);
//! let db = DepthTarget::setup(&Config::PS4, &depth)?;
//! let z = db.depth_texture_view(&Config::PS4, 1920, 1080)?.build()?;
//! assert_eq!(z.format(), DataFormat::D32_FLOAT);
//! assert_eq!(z.dst_sel(), [SqSel::SQ_SEL_X; 4]);
//! assert_eq!(z.tiling_index(), 2);
//!
//! // It has no stencil plane, so there is no stencil view.
//! assert!(db.stencil_texture_view(&Config::PS4, 1920, 1080).is_err());
//! # Ok::<(), Box<dyn core::error::Error>>(())
//! ```

use super::color_target::ColorTarget;
use super::depth_target::{DepthPlane, DepthTarget};
use crate::desc::{
    DataFormat, Error, Gfx, ImageBuilder, ImgDataFormat, ImgNumFormat, SqRsrcImgType, Swizzle,
};
use crate::regs::{
    CbColorNBase, CbColorNPitch, CbColorNSlice, CbColorNView, ColorFormat, StencilFormat,
    SurfaceNumber, SurfaceSwap, ZFormat,
};
use crate::tiling::{Config, TileIndex};

use crate::desc::format::sel::{S0, S1, W, X, Y, Z};

/// The geometry both kinds of target share: what the T# needs besides the format.
struct TargetShape {
    address: u64,
    pitch: u32,
    padded_height: u32,
    tiling_index: TileIndex,
    log2_fragments: Option<u32>,
    slice_start: u32,
    slice_max: u32,
}

/// The builder for `shape` seen as `format`, `width` × `height` texels.
const fn view(
    format: DataFormat,
    shape: &TargetShape,
    width: u32,
    height: u32,
) -> Result<ImageBuilder, Error> {
    if height == 0 || height > shape.padded_height {
        return Err(Error::HeightOutOfRange { height });
    }
    let array = shape.slice_max > 0;
    let (ty, fragments) = match shape.log2_fragments {
        // The field is at most 3 bits wide, so the shift stays below 2^8.
        Some(log2) => (
            if array {
                SqRsrcImgType::SQ_RSRC_IMG_2D_MSAA_ARRAY
            } else {
                SqRsrcImgType::SQ_RSRC_IMG_2D_MSAA
            },
            1u32.wrapping_shl(log2),
        ),
        None => (
            if array {
                SqRsrcImgType::SQ_RSRC_IMG_2D_ARRAY
            } else {
                SqRsrcImgType::SQ_RSRC_IMG_2D
            },
            1,
        ),
    };
    // SLICE_MAX is an 11-bit field: adding one cannot overflow.
    let slices = shape.slice_max.wrapping_add(1);
    Ok(
        ImageBuilder::new(ty, format, shape.address, shape.tiling_index, width, height)
            .with_pitch(shape.pitch)
            .with_fragments(fragments)
            .with_array_size(slices)
            .with_array_range(shape.slice_start, shape.slice_max),
    )
}

/// The selects that read back what a colour target stored (the table in the
/// module documentation): a row per channel count (1 to 4), a column per `COMP_SWAP`
/// (`SWAP_STD`, `SWAP_ALT`, `SWAP_STD_REV`, `SWAP_ALT_REV`); `None` where the count
/// does not take the swap.
const COLOR_DST_SEL: [[Option<Swizzle>; 4]; 4] = [
    [Some([X, S0, S0, S1]), None, None, Some([S0, S0, S0, X])],
    [
        Some([X, Y, S0, S1]),
        Some([X, S0, S0, Y]),
        Some([Y, X, S0, S1]),
        Some([Y, S0, S0, X]),
    ],
    [Some([X, Y, Z, S1]), None, Some([Z, Y, X, S1]), None],
    [
        Some([X, Y, Z, W]),
        Some([Z, Y, X, W]),
        Some([W, Z, Y, X]),
        Some([Y, Z, W, X]),
    ],
];

/// The [`COLOR_DST_SEL`] entry of a colour target with `channels` channels and `swap`.
fn color_dst_sel(channels: u32, swap: SurfaceSwap) -> Option<Swizzle> {
    let row = COLOR_DST_SEL.get(usize::try_from(channels.checked_sub(1)?).ok()?)?;
    *row.get(usize::from(swap.into_bits()))?
}

/// `IMG_NUM_FORMAT` for a colour target's `NUMBER_TYPE`: the same numbers
/// except `NUMBER_SRGB` (6), which is `IMG_NUM_FORMAT_SRGB` (9).
const fn color_num_format(number: SurfaceNumber) -> ImgNumFormat {
    if number.into_bits() == SurfaceNumber::NUMBER_SRGB.into_bits() {
        ImgNumFormat::IMG_NUM_FORMAT_SRGB
    } else {
        ImgNumFormat::from_bits(number.into_bits())
    }
}

/// The view of `plane` of `target` as `format`: what the depth and stencil
/// views share (size, samples and slices), the plane's address and tiling.
const fn plane_view(
    cfg: &Config,
    target: &DepthTarget,
    plane: DepthPlane,
    format: DataFormat,
    width: u32,
    height: u32,
) -> Result<ImageBuilder, Error> {
    let address_256b = match plane {
        DepthPlane::Depth => target.z_read_base().base_256b(),
        DepthPlane::Stencil => target.stencil_read_base().base_256b(),
    };
    let size = target.depth_size();
    let slices = target.depth_view();
    let Some(tiling_index) = target.plane_tile_index(cfg, plane) else {
        return Err(Error::NoTileIndex);
    };
    let samples = target.z_info().num_samples() as u32;
    // The tile counts are 11-bit fields: (2047 + 1) * 8 fits easily.
    let shape = TargetShape {
        address: (address_256b as u64) << 8,
        pitch: (size.pitch_tile_max() as u32)
            .wrapping_add(1)
            .wrapping_mul(8),
        padded_height: (size.height_tile_max() as u32)
            .wrapping_add(1)
            .wrapping_mul(8),
        tiling_index,
        log2_fragments: if samples > 0 { Some(samples) } else { None },
        slice_start: slices.slice_start() as u32,
        slice_max: slices.slice_max() as u32,
    };
    let builder = match view(format, &shape, width, height) {
        Ok(b) => b,
        Err(e) => return Err(e),
    };
    // gfx8 TC-compatible HTILE: the texture unit reads the plane through
    // the HTILE, as Mesa's gfx8 T# of such a surface (COMPRESSION_EN,
    // META_DATA_ADDRESS = the HTILE); the stencil plane only while HTILE
    // holds stencil (TILE_STENCIL_DISABLE clear).
    let reads_htile = target.tc_compatible_htile()
        && match plane {
            DepthPlane::Depth => true,
            DepthPlane::Stencil => !target.stencil_info().tile_stencil_disable(),
        };
    if !reads_htile {
        return Ok(builder);
    }
    let htile = (target.htile_data_base().base_256b() as u64) << 8;
    Ok(builder.with_gfx(Gfx::Gfx8).with_compression(htile, false))
}

impl ColorTarget {
    /// A builder for a 2D T# that samples this colour target, whose
    /// surface is `width` × `height` pixels (the registers hold only the
    /// padded size). Every field is read from the block's registers as the
    /// [module documentation](super::view) lists.
    ///
    /// # Errors
    /// - [`Error::NotSampleable`]: `CB_COLORn_INFO.FORMAT` is
    ///   `COLOR_INVALID` (a disabled slot) or a reserved value, or
    ///   `COMP_SWAP` has no channel selects for the format's channel count.
    /// - [`Error::HeightOutOfRange`]: `height` is 0 or above the padded height.
    /// - At [`ImageBuilder::build`]: [`Error::PitchOutOfRange`] when `width`
    ///   exceeds the pitch, [`Error::WidthOutOfRange`] when it is 0.
    pub fn texture_view(&self, width: u32, height: u32) -> Result<ImageBuilder, Error> {
        let info = self.info();
        let attrib = self.attrib();
        let format = info.format();
        let f = format.into_bits();
        let reserved = f == ColorFormat::COLOR_INVALID.into_bits()
            || f == ColorFormat::COLOR_RESERVED_13.into_bits()
            || f == ColorFormat::COLOR_RESERVED_15.into_bits()
            || f > ColorFormat::COLOR_X24_8_32_FLOAT.into_bits();
        if reserved {
            return Err(Error::NotSampleable {
                register: "CB_COLOR_INFO",
                field: "FORMAT",
                value: f as u32,
            });
        }
        // COLOR_1..COLOR_X24_8_32_FLOAT have the IMG_DATA_FORMAT numbers.
        let data = ImgDataFormat::from_bits(f);
        let num = color_num_format(info.number_type());
        let plain = DataFormat::new(data, num, [X, Y, Z, W]);
        let swap = info.comp_swap();
        // A swap without channel selects for the format (or, with DCC,
        // without the alpha position of the keys).
        let bad_swap = Error::NotSampleable {
            register: "CB_COLOR_INFO",
            field: "COMP_SWAP",
            value: swap.raw(),
        };
        let Some(sel) = (match plain.channels() {
            Some(n) => color_dst_sel(n, swap),
            None => None,
        }) else {
            return Err(bad_swap);
        };

        let regs = self.registers();
        let slot = self.slot().index();
        // `registers()` lists every register of the slot (12, 14 on gfx8); a missing
        // one reads as 0, which the checks below and `build` reject.
        let read = |offset: Option<u16>| offset.and_then(|o| regs.get(o)).unwrap_or(0);
        let base = CbColorNBase::<0>::from_bits(read(CbColorNBase::<0>::slot_offset(slot)));
        let pitch = CbColorNPitch::<0>::from_bits(read(CbColorNPitch::<0>::slot_offset(slot)));
        let slice = CbColorNSlice::<0>::from_bits(read(CbColorNSlice::<0>::slot_offset(slot)));
        let view_reg = CbColorNView::<0>::from_bits(read(CbColorNView::<0>::slot_offset(slot)));

        // TILE_MAX fields are 11 and 22 bits wide: the products fit in u64.
        let pitch_px = u64::from(pitch.tile_max()).wrapping_add(1).wrapping_mul(8);
        let slice_px = u64::from(slice.tile_max()).wrapping_add(1).wrapping_mul(64);
        let padded_height = slice_px.checked_div(pitch_px).unwrap_or(0);
        let samples = u32::from(attrib.num_samples());
        let shape = TargetShape {
            address: u64::from(base.base_256b()) << 8,
            pitch: u32::try_from(pitch_px).unwrap_or(u32::MAX),
            padded_height: u32::try_from(padded_height).unwrap_or(u32::MAX),
            tiling_index: TileIndex::from_field(attrib.tile_mode_index()),
            log2_fragments: if samples > 0 {
                Some(u32::from(attrib.num_fragments()))
            } else {
                None
            },
            slice_start: u32::from(view_reg.slice_start()),
            slice_max: u32::from(view_reg.slice_max()),
        };
        let format = DataFormat::new(data, num, sel);
        let builder = view(format, &shape, width, height)?;
        if !info.dcc_enable() {
            return Ok(builder);
        }
        // gfx8 DCC: the texture unit reads the keys at DCC_BASE, as Mesa's
        // gfx8 T# of a DCC surface does (COMPRESSION_EN, ALPHA_IS_ON_MSB,
        // META_DATA_ADDRESS); only a gfx8 slot writes DCC_ENABLE.
        let Some(alpha_on_msb) = format.dcc_alpha_is_on_msb() else {
            return Err(bad_swap);
        };
        let dcc_base = u64::from(self.dcc_base().base_256b()) << 8;
        Ok(builder
            .with_gfx(Gfx::Gfx8)
            .with_compression(dcc_base, alpha_on_msb))
    }
}

impl DepthTarget {
    /// A builder for a 2D T# that samples the depth plane of this target, whose
    /// surface is `width` × `height` pixels: `Z_16` as [`DataFormat::D16_UNORM`]
    /// (R16 unorm), `Z_24` as [`DataFormat::D24_UNORM`], `Z_32_FLOAT` as
    /// [`DataFormat::D32_FLOAT`] (R32 float), depth in every channel (change
    /// the selects with [`ImageBuilder::with_format`], e.g. to
    /// [`DataFormat::R32_FLOAT`]). `cfg` is the tile-mode table the target
    /// was set up with; the tiling index is looked up in it.
    ///
    /// # Errors
    /// - [`Error::NotSampleable`]: `DB_Z_INFO.FORMAT` is `Z_INVALID` (no depth target).
    /// - [`Error::NoTileIndex`]: no table entry matches the depth plane's tiling.
    /// - [`Error::HeightOutOfRange`]: `height` is 0 or above the padded height.
    /// - At [`ImageBuilder::build`]: [`Error::PitchOutOfRange`] when `width`
    ///   exceeds the pitch, [`Error::WidthOutOfRange`] when it is 0.
    pub const fn depth_texture_view(
        &self,
        cfg: &Config,
        width: u32,
        height: u32,
    ) -> Result<ImageBuilder, Error> {
        let z = self.z_info();
        let format = match z.format() {
            ZFormat::Z_16 => DataFormat::D16_UNORM,
            ZFormat::Z_24 => DataFormat::D24_UNORM,
            ZFormat::Z_32_FLOAT => DataFormat::D32_FLOAT,
            other => {
                return Err(Error::NotSampleable {
                    register: "DB_Z_INFO",
                    field: "FORMAT",
                    value: other.raw(),
                });
            }
        };
        plane_view(cfg, self, DepthPlane::Depth, format, width, height)
    }

    /// A builder for a 2D T# that samples the stencil plane of this target as
    /// [`DataFormat::S8_UINT`] (stencil in every channel); otherwise as
    /// [`DepthTarget::depth_texture_view`].
    ///
    /// # Errors
    /// - [`Error::NoStencil`]: `DB_STENCIL_INFO.FORMAT` is `STENCIL_INVALID`.
    /// - [`Error::NoTileIndex`]: no table entry matches the stencil plane's tiling.
    /// - [`Error::HeightOutOfRange`]: `height` is 0 or above the padded height.
    /// - At [`ImageBuilder::build`]: as [`DepthTarget::depth_texture_view`].
    pub const fn stencil_texture_view(
        &self,
        cfg: &Config,
        width: u32,
        height: u32,
    ) -> Result<ImageBuilder, Error> {
        let s = self.stencil_info();
        if s.format().into_bits() != StencilFormat::STENCIL_8.into_bits() {
            return Err(Error::NoStencil);
        }
        plane_view(
            cfg,
            self,
            DepthPlane::Stencil,
            DataFormat::S8_UINT,
            width,
            height,
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every (channels, swap) pair with selects maps back to the same
    /// `COMP_SWAP` through the colour-target table of `DataFormat`.
    #[test]
    fn selects_invert_color_target_swap() {
        let formats = [
            (ImgDataFormat::IMG_DATA_FORMAT_8, 1),
            (ImgDataFormat::IMG_DATA_FORMAT_8_8, 2),
            (ImgDataFormat::IMG_DATA_FORMAT_5_6_5, 3),
            (ImgDataFormat::IMG_DATA_FORMAT_8_8_8_8, 4),
        ];
        let mut checked = 0;
        for (data, n) in formats {
            for swap in SurfaceSwap::ALL {
                let Some(sel) = color_dst_sel(n, *swap) else {
                    continue;
                };
                let f = DataFormat::new(data, ImgNumFormat::IMG_NUM_FORMAT_UNORM, sel);
                assert_eq!(f.channels(), Some(n));
                let cb = f.color_target().map(|c| c.comp_swap());
                assert_eq!(cb, Some(*swap), "{data:?} {swap:?}");
                checked += 1;
            }
        }
        assert_eq!(checked, 12);
    }
}
