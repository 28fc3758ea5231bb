//! GNF textures: the PS4's texture file, read and written.
//!
//! A GNF file is a small header, one T# per texture, and the textures' data,
//! already tiled as the GPU reads it:
//!
//! | bytes | field | meaning |
//! |---|---|---|
//! | 0..4 | magic | `GNF ` (`0x2046_4E47` little-endian) |
//! | 4..8 | contents size | bytes of the contents after this 8-byte header; the data starts at `8 + contents size` |
//! | 8 | version | 1 or 2 |
//! | 9 | count | textures in the file (1..) |
//! | 10 | alignment | log2 of the data's alignment in the file |
//! | 11 | — | unused (0) |
//! | 12..16 | stream size | bytes of the whole file |
//! | 16.. | T#s | `count` T#s of 8 dwords; in the file, `BASE_ADDRESS` is the texture's byte offset in the data (a multiple of 256) and dword 7 the byte size of its data |
//!
//! [`Gnf::parse`] refuses textures whose data ranges share bytes;
//! [`Gnf::texture`] checks a texture's data against the file's size, and
//! [`Gnf::texture_checked`] also against the layout its T# describes (the
//! data must hold at least the layout's total size). Whether each texture's
//! offset must also be a multiple of the header's alignment is not checked:
//! no public source this crate uses states it.
//!
//! The layout is that of GNF files as emulators and tools read them (a
//! header of 16 bytes before the T#s, the data size in the T#'s last dword,
//! the stream size being the file size); a loader patches the T#'s address
//! and dword 7 before the GPU sees it ([`GnfTexture::t_sharp_at`]).
//!
//! [`write_rgba8`] writes a GNF of one 2D texture from a linear RGBA8 image:
//! tiled with the crate's own tiling, optionally with a box-filtered mip
//! chain, as `R8G8B8A8_UNORM` or `_SRGB`.
//!
//! ```
//! use gcn::gnf::{write_rgba8, Gnf, GnfOptions};
//! use gcn::tiling::config::Config;
//!
//! let (w, h) = (100, 50);
//! let pixels: Vec<u8> = (0..w * h * 4).map(|i| i as u8).collect();
//! let opts = GnfOptions::default().with_mips(true);
//! let mut file = vec![0u8; gcn::gnf::rgba8_file_size(&Config::PS4, w, h, &opts)?];
//! let len = write_rgba8(&Config::PS4, w, h, &pixels, &opts, &mut file)?;
//!
//! let gnf = Gnf::parse(&file[..len])?;
//! let tex = gnf.texture_checked(0, &Config::PS4)?;
//! assert_eq!((tex.t_sharp().width(), tex.t_sharp().height()), (100, 50));
//! assert_eq!(tex.t_sharp().last_level(), 6); // 100x50 down to 1x1
//! let layout = tex.layout(&Config::PS4)?;
//! assert_eq!(layout.total_size_bytes, tex.data().len() as u64);
//! # Ok::<(), gcn::Error>(())
//! ```

// Texel arithmetic runs only after the T# builder has accepted the size
// (at most 16384 × 16384, levels at most 15): every product and shift below
// fits `u32` / `usize`; `32 - leading_zeros` of a non-zero value is 1..=32.
#![allow(clippy::arithmetic_side_effects)]

use crate::desc::{self, DataFormat, ImageBuilder, ImageResource, SqRsrcImgType};
use crate::tiling;
use crate::tiling::addr::{ElementCoord, SurfaceAddresser};
use crate::tiling::config::{Config, Ps4TileMode, TileIndex};
use crate::tiling::layout::{TextureDesc, TextureLayout, texture_layout};
use crate::tiling::surface::{Format, SurfaceFlags};
use crate::tiling::tile::{Region, tile};

/// `GNF ` as a little-endian dword.
pub const MAGIC: u32 = 0x2046_4E47;
/// Bytes before the first T#: the 8-byte header and the 8 bytes of contents
/// fields.
pub const HEADER_BYTES: usize = 16;
/// Bytes of one T# in the file.
pub const T_SHARP_BYTES: usize = 32;

/// Why a GNF file was not read or written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Error {
    /// The bytes do not start with `GNF `.
    NotGnf,
    /// A field or the data lies past the end of the bytes (`what` names it).
    Truncated {
        /// What lies outside.
        what: &'static str,
    },
    /// A header field holds a value the format does not allow.
    BadField {
        /// The field.
        field: &'static str,
        /// Its value.
        value: u32,
    },
    /// Two textures' data ranges (`BASE_ADDRESS` and dword 7 of their T#s)
    /// share bytes.
    OverlappingTextures {
        /// The earlier texture.
        first: usize,
        /// The later texture.
        second: usize,
    },
    /// A texture's data (dword 7 of its T#) is smaller than the layout its
    /// T# describes.
    TextureDataTooSmall {
        /// The texture.
        index: usize,
        /// Bytes of data the file gives it.
        size: u32,
        /// Bytes of the T#'s layout.
        needed: u64,
    },
    /// No texture of this index in the file.
    NoTexture {
        /// The index asked for.
        index: usize,
        /// Textures in the file.
        count: usize,
    },
    /// The output buffer is too small.
    OutOfSpace {
        /// Bytes needed.
        needed: usize,
        /// Bytes given.
        remaining: usize,
    },
    /// The image's pixel buffer is not `width × height × 4` bytes.
    PixelCount {
        /// Bytes expected.
        expected: usize,
        /// Bytes given.
        given: usize,
    },
    /// A T# was refused ([`desc::Error`]).
    Desc(desc::Error),
    /// The tiling was refused ([`tiling::Error`]).
    Tiling(tiling::Error),
}

display_messages!(Error {
    Error::NotGnf => "not a GNF file (no `GNF ` magic)";
    Error::Truncated { what } => "GNF file truncated: {what} lies past the end";
    Error::BadField { field, value } => "GNF {field} {value} is not allowed";
    Error::OverlappingTextures { first, second } => "GNF textures {first} and {second} share data bytes";
    Error::TextureDataTooSmall { index, size, needed } => "GNF texture {index} has {size} bytes of data, its T#'s layout needs {needed}";
    Error::NoTexture { index, count } => "GNF has {count} textures, no texture {index}";
    Error::OutOfSpace { needed, remaining } => "GNF needs {needed} bytes, {remaining} given";
    Error::PixelCount { expected, given } => "image needs {expected} bytes of RGBA8 pixels, {given} given";
    Error::Desc(e) => "{e}";
    Error::Tiling(e) => "{e}";
});

impl core::error::Error for Error {}

wrap_errors!(Error {
    Desc(desc::Error),
    Tiling(tiling::Error),
});

fn u32_at(bytes: &[u8], at: usize, what: &'static str) -> Result<u32, Error> {
    match bytes.get(at..at.saturating_add(4)) {
        Some(&[a, b, c, d]) => Ok(u32::from_le_bytes([a, b, c, d])),
        _ => Err(Error::Truncated { what }),
    }
}

/// The 8 dwords of T# `index` of the table, if there is one.
fn t_sharp_words(t_sharps: &[u8], index: usize) -> Option<[u32; 8]> {
    let at = index.checked_mul(T_SHARP_BYTES)?;
    let raw = t_sharps.get(at..at.checked_add(T_SHARP_BYTES)?)?;
    let mut words = [0u32; 8];
    for (w, c) in words.iter_mut().zip(raw.as_chunks::<4>().0) {
        *w = u32::from_le_bytes(*c);
    }
    Some(words)
}

/// The byte range in the data section a T# as the file holds it gives its
/// texture: from `BASE_ADDRESS`, dword 7 bytes long.
fn data_range(words: [u32; 8]) -> (u64, u64) {
    let start = ImageResource::from_words(words).base_address();
    let [.., size] = words;
    // BASE_ADDRESS is below 2^48, the size below 2^32.
    (start, start.saturating_add(u64::from(size)))
}

/// A parsed GNF file: borrowed views of its T#s and data.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Gnf<'a> {
    version: u8,
    alignment: u8,
    t_sharps: &'a [u8],
    data: &'a [u8],
}

impl<'a> Gnf<'a> {
    /// Reads the header and checks every field against the file's size.
    ///
    /// # Errors
    /// [`Error::NotGnf`], [`Error::Truncated`] (contents, T#s or data past the
    /// end of the bytes), [`Error::BadField`] (version not 1 or 2, no
    /// textures, a stream size that is not the file's size, an alignment
    /// above 31, a contents size too small to hold the header's 8 bytes of
    /// contents fields and `count` T#s: below `8 + 32 × count`),
    /// [`Error::OverlappingTextures`] when two textures' data ranges
    /// (`BASE_ADDRESS` and dword 7 of their T#s, each non-empty) share bytes.
    ///
    /// Each texture's data is checked against the file's size by
    /// [`Gnf::texture`], and against the layout its T# describes by
    /// [`Gnf::texture_checked`].
    pub fn parse(bytes: &'a [u8]) -> Result<Self, Error> {
        if u32_at(bytes, 0, "magic")? != MAGIC {
            return Err(Error::NotGnf);
        }
        let contents_field = u32_at(bytes, 4, "contents size")?;
        let contents = contents_field as usize;
        let Some(&[version, count, alignment, _]) = bytes.get(8..12) else {
            return Err(Error::Truncated { what: "header" });
        };
        if version != 1 && version != 2 {
            return Err(Error::BadField {
                field: "version",
                value: u32::from(version),
            });
        }
        if count == 0 {
            return Err(Error::BadField {
                field: "texture count",
                value: 0,
            });
        }
        if alignment > 31 {
            return Err(Error::BadField {
                field: "alignment",
                value: u32::from(alignment),
            });
        }
        let stream = u32_at(bytes, 12, "stream size")? as usize;
        if stream != bytes.len() {
            return Err(if stream > bytes.len() {
                Error::Truncated { what: "stream" }
            } else {
                Error::BadField {
                    field: "stream size",
                    value: stream as u32,
                }
            });
        }
        let data_start = contents
            .checked_add(8)
            .ok_or(Error::Truncated { what: "contents" })?;
        let t_end = HEADER_BYTES.saturating_add(usize::from(count).saturating_mul(T_SHARP_BYTES));
        if t_end > data_start {
            // The T#s would run into the data: the header's contents size is
            // too small for its texture count (whether or not the bytes are
            // there).
            return Err(Error::BadField {
                field: "contents size",
                value: contents_field,
            });
        }
        let t_sharps = bytes
            .get(HEADER_BYTES..t_end)
            .ok_or(Error::Truncated { what: "T# table" })?;
        let data = bytes
            .get(data_start..)
            .ok_or(Error::Truncated { what: "contents" })?;
        // Every pair of textures (at most 255 × 254 / 2).
        let count = usize::from(count);
        let ranges = |i| t_sharp_words(t_sharps, i).map(data_range);
        for second in 1..count {
            let Some((s2, e2)) = ranges(second) else {
                continue;
            };
            for first in 0..second {
                let Some((s1, e1)) = ranges(first) else {
                    continue;
                };
                if s1 < e1 && s2 < e2 && s1 < e2 && s2 < e1 {
                    return Err(Error::OverlappingTextures { first, second });
                }
            }
        }
        Ok(Self {
            version,
            alignment,
            t_sharps,
            data,
        })
    }

    /// The format version (1 or 2).
    pub const fn version(&self) -> u8 {
        self.version
    }

    /// Log2 of the data's alignment.
    pub const fn alignment(&self) -> u8 {
        self.alignment
    }

    /// Textures in the file.
    pub const fn texture_count(&self) -> usize {
        self.t_sharps.len() / T_SHARP_BYTES
    }

    /// The data section (every texture's data).
    pub const fn data(&self) -> &'a [u8] {
        self.data
    }

    /// Texture `index`: its T# and its data, checked to lie inside the file
    /// (not against the layout its T# describes: [`Gnf::texture_checked`]
    /// does that).
    ///
    /// # Errors
    /// [`Error::NoTexture`]; [`Error::Truncated`] when its data runs past
    /// the end of the file.
    pub fn texture(&self, index: usize) -> Result<GnfTexture<'a>, Error> {
        let count = self.texture_count();
        let words = t_sharp_words(self.t_sharps, index)
            .filter(|_| index < count)
            .ok_or(Error::NoTexture { index, count })?;
        let t = ImageResource::from_words(words);
        let offset = usize::try_from(t.base_address()).map_err(|_| Error::Truncated {
            what: "texture data",
        })?;
        let [.., size] = words;
        let size = size as usize;
        let data = offset
            .checked_add(size)
            .and_then(|end| self.data.get(offset..end))
            .ok_or(Error::Truncated {
                what: "texture data",
            })?;
        Ok(GnfTexture { t_sharp: t, data })
    }

    /// Texture `index` as [`Gnf::texture`] gives it, with its data also
    /// checked to hold the layout its T# describes with the tiling `cfg`
    /// ([`ImageResource::texture_layout`]): dword 7 at least the layout's
    /// total size.
    ///
    /// # Errors
    /// As [`Gnf::texture`]; [`Error::Desc`] when the T#'s layout cannot be
    /// computed (as [`GnfTexture::layout`]); [`Error::TextureDataTooSmall`]
    /// when the data is smaller than the layout.
    pub fn texture_checked(&self, index: usize, cfg: &Config) -> Result<GnfTexture<'a>, Error> {
        let tex = self.texture(index)?;
        let needed = tex.layout(cfg)?.total_size_bytes;
        let [.., size] = tex.t_sharp.to_words();
        if u64::from(size) < needed {
            return Err(Error::TextureDataTooSmall {
                index,
                size,
                needed,
            });
        }
        Ok(tex)
    }
}

/// One texture of a GNF file.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GnfTexture<'a> {
    t_sharp: ImageResource,
    data: &'a [u8],
}

impl<'a> GnfTexture<'a> {
    /// The T# as the file holds it (address = offset in the data, dword 7 =
    /// data size).
    pub const fn t_sharp(&self) -> ImageResource {
        self.t_sharp
    }

    /// The tiled data of the texture.
    pub const fn data(&self) -> &'a [u8] {
        self.data
    }

    /// The T# the GPU reads once the data is at `address` (256-byte aligned):
    /// `BASE_ADDRESS` set, dword 7 cleared.
    ///
    /// # Errors
    /// [`Error::Desc`] for a misaligned or too-wide address.
    pub fn t_sharp_at(&self, address: u64) -> Result<ImageResource, Error> {
        let [w0, w1, w2, w3, w4, w5, w6, _] = self.t_sharp.with_base_address(address)?.to_words();
        Ok(ImageResource::from_words([w0, w1, w2, w3, w4, w5, w6, 0]))
    }

    /// The memory layout of the texture's levels, from its T#
    /// ([`ImageResource::texture_layout`]).
    ///
    /// # Errors
    /// [`Error::Desc`] as that function.
    pub fn layout(&self, cfg: &Config) -> Result<TextureLayout, Error> {
        Ok(self.t_sharp.texture_layout(cfg)?)
    }
}

/// How [`write_rgba8`] writes its texture.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GnfOptions {
    /// `R8G8B8A8_SRGB` instead of `R8G8B8A8_UNORM`.
    pub srgb: bool,
    /// A full mip chain down to 1×1, each level a box filter of level 0.
    pub mips: bool,
    /// The `GB_TILE_MODE` entry (default 13, 1D thin: any size tiles).
    pub tile: TileIndex,
}

impl Default for GnfOptions {
    fn default() -> Self {
        Self {
            srgb: false,
            mips: false,
            tile: Ps4TileMode::Thin1dThin.index(),
        }
    }
}

impl GnfOptions {
    builder_setters! {
        /// With sRGB on or off.
        with_srgb(srgb: bool);
        /// With a mip chain or without.
        with_mips(mips: bool);
        /// With tile-mode entry `tile`.
        with_tile(tile: TileIndex);
    }
}

/// Bytes before the data in files [`write_rgba8`] writes: the header and one
/// T#, padded to the 256-byte data alignment.
const WRITTEN_HEADER_BYTES: usize = 256;

fn rgba8_layout(
    cfg: &Config,
    width: u32,
    height: u32,
    opts: &GnfOptions,
) -> Result<TextureLayout, Error> {
    let levels = if opts.mips {
        32 - width.max(height).max(1).leading_zeros()
    } else {
        1
    };
    let desc = TextureDesc::new_2d(opts.tile, Format::Plain, 32, width, height)
        .with_levels(levels)
        .with_flags(
            SurfaceFlags::new()
                .with_texture(true)
                .with_pow2_pad(opts.mips),
        );
    Ok(texture_layout(cfg, &desc)?)
}

/// The size of the file [`write_rgba8`] writes for this image.
///
/// # Errors
/// As [`write_rgba8`], but for the errors about its buffers
/// ([`Error::PixelCount`], [`Error::OutOfSpace`]): a size [`write_rgba8`]
/// refuses is refused here.
pub fn rgba8_file_size(
    cfg: &Config,
    width: u32,
    height: u32,
    opts: &GnfOptions,
) -> Result<usize, Error> {
    Ok(plan_rgba8(cfg, width, height, opts)?.total)
}

/// What [`write_rgba8`] writes for an image, with every check that does not
/// look at the buffers made: the layout, the T#, the sizes and each level's
/// addresser.
struct Rgba8Plan {
    layout: TextureLayout,
    t: ImageResource,
    /// Bytes of texture data (dword 7 of the T# in the file).
    data_size: u32,
    /// Bytes of the file.
    total: usize,
    addressers: heapless::Vec<SurfaceAddresser, { crate::tiling::layout::MAX_LEVELS }>,
}

/// The plan of [`write_rgba8`] for an image; the errors of
/// [`rgba8_file_size`].
fn plan_rgba8(
    cfg: &Config,
    width: u32,
    height: u32,
    opts: &GnfOptions,
) -> Result<Rgba8Plan, Error> {
    for (field, value) in [("width", width), ("height", height)] {
        if !(1..=16384).contains(&value) {
            return Err(Error::BadField { field, value });
        }
    }
    let layout = rgba8_layout(cfg, width, height, opts)?;
    let format = if opts.srgb {
        DataFormat::R8G8B8A8_SRGB
    } else {
        DataFormat::R8G8B8A8_UNORM
    };
    let t =
        ImageBuilder::from_layout(SqRsrcImgType::SQ_RSRC_IMG_2D, format, 0, &layout)?.build()?;
    let data_len = usize::try_from(layout.total_size_bytes)
        .map_err(|_| Error::Tiling(tiling::Error::Overflow))?;
    let data_size = u32::try_from(data_len).map_err(|_| Error::Tiling(tiling::Error::Overflow))?;
    // The header's stream-size field holds the file's size as a dword.
    let total = data_len
        .checked_add(WRITTEN_HEADER_BYTES)
        .filter(|&n| u32::try_from(n).is_ok())
        .ok_or(Error::Tiling(tiling::Error::Overflow))?;
    // Addressers and every check of the tiling first, so nothing is written
    // when a level is refused.
    let mut addressers = heapless::Vec::new();
    for level in &layout.levels {
        let a = SurfaceAddresser::new(cfg, &level.addr_surface())?;
        let in_file = (level.offset_bytes as usize)
            .checked_add(level.size_bytes as usize)
            .is_some_and(|end| end <= data_len);
        if !in_file {
            return Err(Error::Tiling(tiling::Error::InvalidParams));
        }
        let texels = (level.width_px as usize)
            .saturating_mul(level.height_px as usize)
            .saturating_mul(4);
        crate::tiling::tile::check_tile(
            &a,
            Region::new(level.width_px, level.height_px),
            texels,
            level.size_bytes as usize,
        )?;
        addressers
            .push(a)
            .map_err(|_| Error::Tiling(tiling::Error::InvalidParams))?;
    }
    Ok(Rgba8Plan {
        layout,
        t,
        data_size,
        total,
        addressers,
    })
}

/// The texel of level `level` at (`x`, `y`): the mean of the level-0 pixels
/// it covers.
fn box_texel(pixels: &[u8], width: u32, height: u32, level: u32, x: u32, y: u32) -> [u8; 4] {
    let (x0, y0) = (x << level, y << level);
    let (x1, y1) = (
        ((x + 1) << level).min(width),
        ((y + 1) << level).min(height),
    );
    let mut sum = [0u64; 4];
    let mut n = 0u64;
    for sy in y0..y1.max(y0 + 1).min(height) {
        for sx in x0..x1.max(x0 + 1).min(width) {
            let at = ((sy as usize) * (width as usize) + sx as usize) * 4;
            if let Some(p) = pixels.get(at..at + 4) {
                for (s, &c) in sum.iter_mut().zip(p) {
                    *s += u64::from(c);
                }
                n += 1;
            }
        }
    }
    let n = n.max(1);
    sum.map(|s| ((s + n / 2) / n) as u8)
}

/// Writes a GNF of one 2D texture from `pixels` (`width × height` RGBA8,
/// row after row, red first) into `out`; returns the file's length. On an
/// error `out` is left as it was.
///
/// # Errors
/// [`Error::BadField`] for a width or height of 0 or above 16384;
/// [`Error::Tiling`] / [`Error::Desc`] for a tile mode the texture cannot
/// use (these first, and [`rgba8_file_size`] gives them too); then
/// [`Error::PixelCount`], [`Error::OutOfSpace`].
pub fn write_rgba8(
    cfg: &Config,
    width: u32,
    height: u32,
    pixels: &[u8],
    opts: &GnfOptions,
    out: &mut [u8],
) -> Result<usize, Error> {
    let Rgba8Plan {
        layout,
        t,
        data_size,
        total,
        addressers,
    } = plan_rgba8(cfg, width, height, opts)?;
    let expected = (width as usize)
        .saturating_mul(height as usize)
        .saturating_mul(4);
    if pixels.len() != expected {
        return Err(Error::PixelCount {
            expected,
            given: pixels.len(),
        });
    }
    let remaining = out.len();
    let file = out.get_mut(..total).ok_or(Error::OutOfSpace {
        needed: total,
        remaining,
    })?;
    file.fill(0);
    let (header, data) = file.split_at_mut(WRITTEN_HEADER_BYTES);
    let [w0, w1, w2, w3, w4, w5, w6, _] = t.to_words();
    let words = [w0, w1, w2, w3, w4, w5, w6, data_size];
    let fields: [u32; 4] = [
        MAGIC,
        (WRITTEN_HEADER_BYTES - 8) as u32,
        2 | 1 << 8 | 8 << 16,
        total as u32, // below 2^32, as the plan checked
    ];
    for (dst, w) in header
        .chunks_exact_mut(4)
        .zip(fields.iter().chain(words.iter()))
    {
        dst.copy_from_slice(&w.to_le_bytes());
    }
    for (level, a) in layout.levels.iter().zip(&addressers) {
        let start = level.offset_bytes as usize;
        let dst = data
            .get_mut(start..start + level.size_bytes as usize)
            .ok_or(Error::Tiling(tiling::Error::InvalidParams))?;
        if level.level == 0 {
            tile(a, Region::new(width, height), pixels, dst)?;
            continue;
        }
        for y in 0..level.height_px {
            for x in 0..level.width_px {
                let texel = box_texel(pixels, width, height, level.level, x, y);
                // Inside the level `check_tile` took above (which addressed
                // its last element), so this address is found.
                let at = a.element_address(ElementCoord::new(x, y))?.byte as usize;
                if let Some(d) = dst.get_mut(at..at + 4) {
                    d.copy_from_slice(&texel);
                }
            }
        }
    }
    Ok(total)
}
