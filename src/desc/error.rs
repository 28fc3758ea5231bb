//! The error type of the descriptor builders.

use crate::regs::AddressError;

/// Why a descriptor could not be built from the values given.
///
/// Every builder and checked setter in [`crate::desc`] returns this type; the
/// variant says which input was wrong. No descriptor is produced on error.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Error {
    /// An address is not aligned as the descriptor field requires (T# base
    /// addresses are multiples of 256 bytes), or does not fit the
    /// descriptor's 48-bit (V#) or 40-bit-after-shift (T#: byte address
    /// below 2^48) address field.
    Address(AddressError),
    /// V# stride is 16384 bytes or more (`WORD1.STRIDE` is 14 bits).
    StrideTooLarge {
        /// The stride given, in bytes.
        stride: u32,
    },
    /// A V# element count times its stride, or a byte size, does not fit the
    /// 32-bit `NUM_RECORDS` field.
    NumRecordsTooLarge,
    /// V# `ELEMENT_SIZE` given in bytes is not 2, 4, 8 or 16.
    ElementSizeInvalid {
        /// The element size given, in bytes.
        bytes: u32,
    },
    /// V# `INDEX_STRIDE` given in elements is not 8, 16, 32 or 64.
    IndexStrideInvalid {
        /// The index stride given, in elements.
        elements: u32,
    },
    /// A format has no encoding for the requested use (for example an image
    /// format such as BC1 used for a buffer, or an sRGB number format in a V#).
    FormatUnsupported,
    /// Width outside `1..=16384` texels.
    WidthOutOfRange {
        /// The width given.
        width: u32,
    },
    /// Height outside `1..=16384` texels (1D images must have height 1, cube
    /// faces are square: height = width), or taller than the padded height
    /// of the render target a view samples.
    HeightOutOfRange {
        /// The height given.
        height: u32,
    },
    /// Depth (3D) or slice count (arrays, cubes) outside the range the type
    /// allows: 3D depth `1..=8192`, array slices `1..=8192`, cube faces a
    /// multiple of 6, non-array types exactly 1.
    DepthOutOfRange {
        /// The depth or slice count given.
        depth: u32,
    },
    /// Pitch smaller than the width, or above 16384 texels.
    PitchOutOfRange {
        /// The pitch given, in texels.
        pitch: u32,
    },
    /// Surface level count outside `1..=16`, or, with every level sampled,
    /// more levels than the size has down to 1×1 (`floor(log2(largest
    /// extent)) + 1`, depth counting for 3D only: a 4×4 image has 3).
    LevelCountOutOfRange {
        /// The level count given.
        levels: u32,
    },
    /// Sampled level range invalid: `base > last`, or `last` is not below the
    /// surface level count, or `last` names a level past the size's 1×1 level.
    LevelRangeInvalid {
        /// First level the shader may sample.
        base: u32,
        /// Last level the shader may sample.
        last: u32,
    },
    /// Array range invalid: `base > last`, or `last` is not below the number
    /// of slices (layers; faces for cubes).
    ArrayRangeInvalid {
        /// First slice of the view.
        base: u32,
        /// Last slice of the view.
        last: u32,
    },
    /// Fragment (sample) count is not 1, 2, 4, 8 or 16, or more than 1 with a
    /// non-MSAA image type, or an MSAA type with mip levels.
    SamplesInvalid {
        /// The sample count given.
        samples: u32,
    },
    /// A surface layout has no `GB_TILE_MODEn` entry for its final tile
    /// mode (linear-general or unmatched), or no entry matches the tiling of
    /// a depth target's plane, so no T# can name its tiling.
    NoTileIndex,
    /// A render target register holds a value no T# view can express: a
    /// disabled or reserved colour `FORMAT`, a `COMP_SWAP` without channel
    /// selects for the format, or a depth target with `Z_INVALID`.
    NotSampleable {
        /// AMD's name of the register (`CB_COLOR_INFO` for every slot).
        register: &'static str,
        /// AMD's name of the field.
        field: &'static str,
        /// The field's value.
        value: u32,
    },
    /// A stencil view was asked of a depth target without a stencil plane
    /// (`DB_STENCIL_INFO.FORMAT` = `STENCIL_INVALID`).
    NoStencil,
    /// A surface layout's element size differs from the format's.
    FormatMismatch {
        /// Bits per element of the layout.
        layout_bits: u32,
    },
    /// The tiling module refused the surface a T# describes
    /// ([`crate::tiling::Error`]).
    Layout(crate::tiling::Error),
    /// No layout of the surface a T# describes has the T#'s `PITCH`.
    PitchMismatch {
        /// `PITCH` + 1 of the T#, in texels.
        t_sharp: u32,
        /// The pitch of the plain layout, in texels.
        layout: u32,
    },
    /// A field was written, or read, on a generation that does not have it
    /// (the gfx8 DCC fields on gfx7, `ATC` on gfx6, a word 7 value on gfx8
    /// where word 7 is `META_DATA_ADDRESS`, ...; see [`super::generation`]).
    FieldAbsent {
        /// AMD's name of the field.
        field: &'static str,
        /// The generation that lacks it.
        gfx: super::Gfx,
    },
    /// A T# `TYPE` below `SQ_RSRC_IMG_1D` (0..=7, `SQ_RSRC_IMG_RSVD_*`):
    /// not an image type, so no image layout.
    NotAnImageType {
        /// The `TYPE` value.
        value: u32,
    },
    /// A layout of more than one level whose level 0 is padded to less than
    /// its size rounded up to powers of two: laid out without
    /// [`SurfaceFlags::pow2_pad`](crate::tiling::surface::SurfaceFlags),
    /// while the T# of a mip chain sets `POW2_PAD` and so describes the
    /// chain laid out with it ([`ImageBuilder::from_layout`](super::ImageBuilder::from_layout)).
    MipChainNotPow2Padded,
    /// An FMASK T# (`DATA_FORMAT` `FMASK*`) has no texture layout: it reads
    /// the FMASK of a multisampled colour surface, whose layout
    /// [`ImageResource::fmask_layout`](super::ImageResource::fmask_layout) gives.
    FmaskSurface,
    /// A T# field no FMASK layout has: a `DATA_FORMAT` that is not an FMASK
    /// format, a `TYPE` other than `SQ_RSRC_IMG_2D` or `SQ_RSRC_IMG_2D_ARRAY`,
    /// a `BASE_LEVEL` or `LAST_LEVEL` other than 0, or a `TILING_INDEX` other
    /// than the entry the FMASK layout ends on.
    FmaskFieldInvalid {
        /// AMD's name of the field.
        field: &'static str,
        /// The field's value.
        value: u32,
    },
    /// A raw field value does not fit its field.
    FieldOverflow {
        /// AMD's name of the field.
        field: &'static str,
        /// The value given.
        value: u32,
    },
}

display_messages!(Error {
    Error::Address(e) => "{e}";
    Error::StrideTooLarge { stride } => "buffer stride {stride} is not below 16384";
    Error::NumRecordsTooLarge => "buffer size does not fit NUM_RECORDS";
    Error::ElementSizeInvalid { bytes } => "element size {bytes} is not 2, 4, 8 or 16 bytes";
    Error::IndexStrideInvalid { elements } => "index stride {elements} is not 8, 16, 32 or 64";
    Error::FormatUnsupported => "format has no encoding for this use";
    Error::WidthOutOfRange { width } => "width {width} outside 1..=16384";
    Error::HeightOutOfRange { height } => "height {height} outside 1..=16384 or invalid for the image type";
    Error::DepthOutOfRange { depth } => "depth or slice count {depth} invalid for the image type";
    Error::PitchOutOfRange { pitch } => "pitch {pitch} below the width or above 16384";
    Error::LevelCountOutOfRange { levels } => "level count {levels} outside 1..=16 or past the size's 1x1 level";
    Error::LevelRangeInvalid { base, last } => "level range {base}..={last} invalid for the surface";
    Error::ArrayRangeInvalid { base, last } => "array range {base}..={last} invalid for the surface";
    Error::SamplesInvalid { samples } => "sample count {samples} invalid for the image type";
    Error::NoTileIndex => "surface has no tile-mode table entry";
    Error::NotSampleable { register, field, value } => "{register}.{field} = {value} has no texture view";
    Error::NoStencil => "depth target has no stencil plane";
    Error::FormatMismatch { layout_bits } => "layout has {layout_bits} bits per element, the format differs";
    Error::FieldAbsent { field, gfx } => "{} has no field {field}", super::generation::name(gfx);
    Error::NotAnImageType { value } => "TYPE {value} is not an image type (0..=7 are reserved)";
    Error::MipChainNotPow2Padded => "mip chain not laid out with pow2_pad, which its T# (POW2_PAD) reads";
    Error::FmaskSurface => "an FMASK T# has no texture layout (it has an FMASK layout)";
    Error::FmaskFieldInvalid { field, value } => "T# {field} = {value} does not describe an FMASK";
    Error::FieldOverflow { field, value } => "value {value:#x} does not fit field {field}";
    Error::Layout(e) => "{e}";
    Error::PitchMismatch { t_sharp, layout } =>
        "the T# pitch {t_sharp} is not the surface's pitch {layout} (nor its 256-byte widening)";
});

impl core::error::Error for Error {}

address_error!(Error);
