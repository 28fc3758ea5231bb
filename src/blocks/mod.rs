//! Register blocks: the groups of registers a renderer sets together.
//!
//! Each block (one per file) is a plain value holding its typed registers,
//! declared once as a register list from which its fields, register table
//! ([`Reg`]), compile-time packet layout, read-back list and decoder are
//! derived. Every block implements [`Block`] and has the same shape:
//!
//! - a `const fn new()` with documented defaults (per-slot blocks take the
//!   [`Slot`], [`shader::ShaderProgram`] its [`shader::Stage`]; the colour
//!   and depth targets also have a fallible `setup` from a surface
//!   description);
//! - `const` builder setters that never fail, so a whole block can be a
//!   `const`: an argument the hardware cannot take (a misaligned address,
//!   300 VGPRs, viewport 16, ...) leaves the block unchanged and is kept as
//!   the block's error;
//! - `validate()`, returning that first error or a typed [`Error`] for a
//!   combination the hardware does not accept. [`blend::Blend`],
//!   [`raster::Raster`], [`primitive::PrimitiveState`] and
//!   [`viewport::Viewports`] check each value their setters store and
//!   remember that they did, so `validate()` (and with it `emit()`) returns
//!   at once for a block built by setters alone; a decoded block, or one
//!   given a value that failed its check, is checked register by register;
//! - `registers()`, a fixed-capacity [`RegList`] of `(offset, value)` pairs
//!   sorted by offset (no heap); blocks spanning two register spaces have one
//!   list per space (`sh_registers()` / `context_registers()`,
//!   `uconfig_registers()` / `context_registers()`);
//! - `encode()`, a `const fn` that validates the block and writes its
//!   [`Packets`]: one `SET_*_REG` packet per run of consecutive registers,
//!   with headers and offset dwords at positions fixed by the block's
//!   register layout (no intermediate list), so a constant block can be
//!   encoded at compile time (the primitive block ends with its
//!   `INDEX_TYPE` packet, a shader block's hinted descriptors come after
//!   their hint NOPs);
//! - `emit()`, which validates the block and writes the same packets
//!   straight into the [`CommandBuffer`]'s free space when it has room for
//!   the block's largest packets (no stack buffer, no copy), else through a
//!   [`Packets`] on the stack; all or nothing either way (dwords past the
//!   recorded ones may be used as scratch);
//! - `decode()`, which rebuilds the block from register values (any
//!   [`RegSource`]: a [`RegList`], a pair of sources, or a closure over an
//!   emulator's register file). Decoding keeps every bit and does not
//!   validate; `decode(emit(block)) == block` for every valid block (a
//!   shader block's PS4-hinted descriptors, `with_vsharp` and the like, come
//!   back as the same registers in plain user data: the hints are NOPs, not
//!   registers; the primitive block's `INDEX_TYPE` dword is read from
//!   `VGT_DMA_INDEX_TYPE`, the register the packet writes).
//!
//! | block | registers |
//! |---|---|
//! | [`blend::Blend`] | `CB_BLENDn_CONTROL`, `CB_BLEND_RED..ALPHA`, `CB_COLOR_CONTROL`, `CB_TARGET_MASK`, `CB_SHADER_MASK` |
//! | [`color_target::ColorTarget`] | `CB_COLORn_BASE/PITCH/SLICE/VIEW/INFO/ATTRIB/CMASK/CMASK_SLICE/FMASK/FMASK_SLICE/CLEAR_WORD0/1` of one slot, and gfx8's `DCC_CONTROL/DCC_BASE` (CMASK, FMASK and DCC from [`tiling::meta`](crate::tiling::meta), clear words from [`clear_value`]) |
//! | [`depth_target::DepthTarget`] | `DB_*` depth and stencil surface registers |
//! | [`shader::VsShader`], [`shader::PsShader`], [`shader::CsShader`], [`shader::ShaderProgram`] | VS, PS, CS (and ES, GS, HS, LS) programs, their inputs, outputs and user data |
//! | [`alpha_to_mask::AlphaToMask`] | `DB_ALPHA_TO_MASK` (alpha-to-coverage and its dither offsets) |
//! | [`depth_stencil::DepthStencil`] | `DB_DEPTH_CONTROL`, `DB_STENCIL_CONTROL`, `DB_STENCILREFMASK(_BF)`, `DB_RENDER_CONTROL`, `DB_RENDER_OVERRIDE(2)`, `DB_SHADER_CONTROL`, `DB_COUNT_CONTROL`, depth bounds |
//! | [`viewport::Viewports`] | `PA_CL_VPORT_*`, `PA_SC_VPORT_ZMIN/ZMAX`, viewport/screen/window/generic scissors, `PA_CL_VTE_CNTL`, guard band |
//! | [`raster::Raster`] | `PA_SU_SC_MODE_CNTL`, `PA_CL_CLIP_CNTL`, `PA_SU_POLY_OFFSET_*`, point and line size, `PA_SC_MODE_CNTL_0/1`, `PA_SC_LINE_CNTL`, `PA_SC_AA_CONFIG`, `PA_SU_VTX_CNTL`, sample masks, sample locations `PA_SC_AA_SAMPLE_LOCS_PIXEL_*`, `PA_SC_CENTROID_PRIORITY_0/1`, `DB_EQAA` |
//! | [`primitive::PrimitiveState`] | `VGT_PRIMITIVE_TYPE`, primitive restart, `IA_MULTI_VGT_PARAM`, `VGT_SHADER_STAGES_EN`; the index size and swap (`VGT_DMA_INDEX_TYPE`) as an `INDEX_TYPE` packet |
//!
//! # Sizes
//!
//! Bytes of each block and of the [`Packets`] its `encode()` returns (the
//! stack buffer `emit()` falls back on near the end of a buffer), on a 64-bit target and
//! on `thumbv7em-none-eabihf` (32-bit; a block differs only where it keeps an
//! error holding a `&'static str`). `tests/blocks/sizes.rs` pins the 64-bit
//! values.
//!
//! | block | block, 64-bit / 32-bit | `Packets`, 64-bit / 32-bit |
//! |---|---|---|
//! | [`color_target::ColorTarget`] ([`color_target::ColorSurface`] 40 / 40) | 60 / 60 | 72 / 68 |
//! | [`depth_target::DepthTarget`] ([`depth_target::DepthSurface`] 80 / 80) | 104 / 96 | 104 / 100 |
//! | [`blend::Blend`] | 64 / 64 | 104 / 96 |
//! | [`depth_stencil::DepthStencil`] | 44 / 44 | 104 / 96 |
//! | [`alpha_to_mask::AlphaToMask`] | 56 / 48 | 24 / 16 |
//! | [`viewport::Viewports`] | 496 / 488 | 760 / 752 |
//! | [`raster::Raster`] | 152 / 152 | 216 / 208 |
//! | [`primitive::PrimitiveState`] | 28 / 28 | 80 / 72 |
//! | [`shader::VsShader`] | 168 / 160 | 208 / 200 (largest) |
//! | [`shader::PsShader`] | 312 / 304 | 360 / 352 (largest) |
//!
//! [`samples`] holds the multi-sample patterns [`raster::Raster`] writes:
//! the standard positions of 1, 2, 4, 8 and 16 samples, your own, and the
//! centroid order and `MAX_SAMPLE_DIST` that follow from them.
//!
//! [`view`] reads a T# off a colour or depth target
//! ([`ColorTarget::texture_view`](color_target::ColorTarget::texture_view),
//! [`DepthTarget::depth_texture_view`](depth_target::DepthTarget::depth_texture_view)),
//! so a later pass samples what an earlier one rendered.
//!
//! ```
//! use gcn::blocks::blend::Blend;
//! use gcn::pm4::CommandBuffer;
//!
//! const BLEND: Blend = Blend::alpha_blended();
//! let mut words = [0u32; 64];
//! let mut cb = CommandBuffer::new(&mut words);
//! BLEND.emit(&mut cb).unwrap();
//! assert_eq!(BLEND.registers().len(), 15);
//! ```

/// Returns [`Error::UnknownValue`] from the enclosing function for the first
/// listed field of a register value that holds a value AMD does not name:
/// `check_known!(reg => mode "MODE", rop3 "ROP3")` (the register's name from
/// its type) or `check_known!(reg, name => ..)`.
macro_rules! check_known {
    ($reg:expr => $($field:ident $name:literal),+ $(,)?) => {{
        let reg = $reg;
        check_known!(reg, $crate::blocks::register_name(&reg) => $($field $name),+);
    }};
    ($reg:expr, $register:expr => $($field:ident $name:literal),+ $(,)?) => {{
        let reg = $reg;
        let register: &'static str = $register;
        $(
            let value = reg.$field();
            ctry!($crate::blocks::known(value.name(), register, $name, value.raw()));
        )+
    }};
}

#[macro_use]
mod declare;

pub mod alpha_to_mask;
pub mod blend;
pub mod clear_value;
pub mod color_target;
pub mod depth_stencil;
pub mod depth_target;
pub mod primitive;
pub mod raster;
pub mod samples;
pub mod shader;
mod surface;
pub mod view;
pub mod viewport;

pub(crate) use declare::Layout;
pub use declare::{Block, Reg};

use crate::pm4::{self, CommandBuffer, RegRange};
use crate::regs::{AddressError, Field, Gfx, Register, Space, put_field};

/// Why a block was refused, or could not be decoded or emitted.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Error {
    /// A slot index (colour target, viewport, ...) is outside the hardware's range.
    SlotOutOfRange {
        /// The index given.
        slot: usize,
        /// Number of slots the hardware has.
        slots: usize,
    },
    /// `decode` needs a register the source does not hold.
    MissingRegister {
        /// AMD's name of the register.
        register: &'static str,
    },
    /// A field holds a value AMD does not name for gfx7 (typically decoded from a stream,
    /// or a gfx8-only value).
    UnknownValue {
        /// AMD's name of the register.
        register: &'static str,
        /// AMD's name of the field.
        field: &'static str,
        /// The raw field value.
        value: u32,
    },
    /// A blend factor the hardware does not accept in that position
    /// (`BLEND_SRC_ALPHA_SATURATE` as a destination factor).
    InvalidBlendFactor {
        /// The colour slot.
        slot: usize,
    },
    /// A dual-source blend factor (`BLEND_*SRC1*`) on a colour slot other than 0.
    DualSourceSlot {
        /// The colour slot.
        slot: usize,
    },
    /// A size or coordinate is zero or larger than the hardware accepts.
    BadDimension {
        /// What the value is (e.g. `viewport width`).
        what: &'static str,
        /// The value given.
        value: u32,
        /// The largest accepted value.
        max: u32,
    },
    /// A range is empty, reversed or not finite (depth bounds; a viewport depth range only when not finite).
    InvalidRange {
        /// What the range is.
        what: &'static str,
    },
    /// A GPU address does not have the alignment its register requires, or
    /// has bits above what the register holds (`field` says which address).
    Address(AddressError),
    /// A floating-point parameter is NaN or infinite.
    NotFinite {
        /// What the parameter is.
        what: &'static str,
    },
    /// The command buffer refused the packets (nothing was written);
    /// `Display` shows the PM4 error's own message.
    Pm4(pm4::Error),
    /// A size, count or index is outside `min..=max`.
    OutOfRange {
        /// What the value is (a field or input name).
        field: &'static str,
        /// The value given.
        value: u32,
        /// The smallest accepted value.
        min: u32,
        /// The largest accepted value.
        max: u32,
    },
    /// A size that must be a multiple of `multiple` is not (for example a
    /// pitch that is not a whole number of 8×8 tiles).
    NotMultiple {
        /// What the value is.
        field: &'static str,
        /// The value given.
        value: u32,
        /// The required multiple.
        multiple: u32,
    },
    /// The data format cannot be written by the block (a block-compressed
    /// format as a colour target, a colour format as a depth target, ...).
    UnsupportedFormat {
        /// The format given.
        format: crate::desc::DataFormat,
    },
    /// A colour or depth target's padded pitch or height is not a whole number of
    /// the tiles its tile mode lays it out in: the hardware would address
    /// another layout than the memory holds.
    NotPadded {
        /// The tile mode entry of the surface.
        tile_mode_index: crate::tiling::TileIndex,
        /// The padded pitch and height given, in pixels.
        given: (u32, u32),
        /// The smallest padded pitch and height at least as large that the
        /// tile mode accepts, in pixels.
        needed: (u32, u32),
    },
    /// No `GB_TILE_MODE` entry agrees with a target's registers (a depth
    /// target's `DB_DEPTH_INFO` array mode, pipe config and bank fields and its
    /// plane's tile split).
    NoTileIndex,
    /// The tile mode entry has no layout the block can address (an
    /// unaddressable array mode or macro-tile parameters out of range in the
    /// configuration).
    UnsupportedTileMode {
        /// The tile mode entry.
        tile_mode_index: crate::tiling::TileIndex,
    },
    /// The colour target's encoding cannot hold a fast-clear colour (a
    /// 128-bit, depth-like or scaled format), or the colour is of another
    /// kind than its channels (float for integer channels, or the reverse).
    NotFastClearable {
        /// The target's encoding.
        format: crate::desc::ColorTargetFormat,
    },
    /// A metadata surface (CMASK, FMASK, HTILE) does not describe the target
    /// it is attached to (`what` says which, and how).
    MetadataMismatch {
        /// What disagrees.
        what: &'static str,
    },
    /// A colour target has FMASK compression (`CB_COLORn_INFO.COMPRESSION`)
    /// but no CMASK, which holds the compression state of each tile on
    /// gfx6–gfx8 (attach one with `ColorTarget::with_cmask`).
    FmaskWithoutCmask {
        /// The colour slot.
        slot: usize,
    },
    /// A pixel shader with no export format: `SPI_SHADER_COL_FORMAT` is 0
    /// (every `COLn_EXPORT_FORMAT` is `SPI_SHADER_ZERO`) and
    /// `SPI_SHADER_Z_FORMAT.Z_EXPORT_FORMAT` is `SPI_SHADER_ZERO`. gfx6-8
    /// allocate no export memory for such a shader: it then ignores its
    /// `EXEC` mask (kill and alpha test fail) and its null export stalls.
    /// A shader that writes nothing sets `COL0_EXPORT_FORMAT` to
    /// `SPI_SHADER_32_R` (and leaves `CB_SHADER_MASK` 0), as radeonsi and
    /// RADV do.
    NoPsExport,
    /// A pixel shader whose `SPI_PS_INPUT_ENA` or `SPI_PS_INPUT_ADDR`
    /// (`register`) enables none of the barycentrics (`PERSP_SAMPLE_ENA`,
    /// `PERSP_CENTER_ENA`, `PERSP_CENTROID_ENA`, `PERSP_PULL_MODEL_ENA`,
    /// `LINEAR_SAMPLE_ENA`, `LINEAR_CENTER_ENA`, `LINEAR_CENTROID_ENA`): the
    /// hardware hangs without one. A shader that interpolates nothing sets
    /// `PERSP_CENTER_ENA` in both (what [`shader::PsShader::new`] holds, and
    /// what radeonsi, RADV and LLVM enable then).
    NoPsInterpolant {
        /// AMD's name of the register.
        register: &'static str,
    },
    /// A pixel shader whose `SPI_PS_INPUT_ENA` sets `POS_W_FLOAT_ENA` (bit
    /// 11) with none of the perspective barycentrics (`PERSP_SAMPLE_ENA`,
    /// `PERSP_CENTER_ENA`, `PERSP_CENTROID_ENA`, `PERSP_PULL_MODEL_ENA`,
    /// bits 3:0; [`shader::ps::PERSPECTIVE_ENABLES`]): the hardware requires
    /// one of them with it (radeonsi asserts it in `si_shader_ps` and adds
    /// `PERSP_SAMPLE_ENA` in `si_fixup_spi_ps_input_config`; RADV's
    /// `radv_compute_spi_ps_input` adds `PERSP_CENTER_ENA`). Set
    /// `PERSP_CENTER_ENA` too.
    PsPosWWithoutPerspective,
    /// A pixel shader whose `SPI_PS_INPUT_ADDR` lacks bits its
    /// `SPI_PS_INPUT_ENA` sets (`missing`, the bits of ENA that ADDR does not
    /// have). ADDR is the VGPR layout the shader was compiled for and ENA
    /// the values the SPI computes into it, so ADDR must hold every bit of
    /// ENA (radeonsi asserts `(ENA & ADDR) == ENA` for every pixel shader it
    /// builds, `si_shader_select_ps_parts`; RADV writes ADDR equal to ENA;
    /// LLVM enables no input it has not allocated in ADDR). Set `missing`
    /// in `SPI_PS_INPUT_ADDR` too.
    PsInputAddrMissesEna {
        /// The `SPI_PS_INPUT_ENA` bits `SPI_PS_INPUT_ADDR` lacks.
        missing: u32,
    },
    /// A feature the block's or command buffer's generation does not have
    /// (`what` says which; e.g. DCC before gfx8). Nothing was changed.
    NotOnGfx {
        /// What was refused.
        what: &'static str,
        /// The generation that lacks it.
        gfx: Gfx,
    },
    /// A sample count other than 1, 2, 4, 8 and 16
    /// ([`samples::SampleCount::new`]).
    InvalidSampleCount {
        /// The count given.
        count: u32,
    },
    /// A sample position with a coordinate outside `-8..=7` (1/16 pixel
    /// from the pixel centre; [`samples::SamplePosition::new`]).
    SamplePositionOutOfRange {
        /// The horizontal offset given.
        x: i8,
        /// The vertical offset given.
        y: i8,
    },
}

display_messages!(Error {
    Error::SlotOutOfRange { slot, slots } => "slot {slot} out of range (the hardware has {slots})";
    Error::MissingRegister { register } => "register {register} missing";
    Error::UnknownValue { register, field, value } => "{register}.{field} = {value:#x} is not a gfx7 value";
    Error::InvalidBlendFactor { slot } => "slot {slot}: BLEND_SRC_ALPHA_SATURATE is a source-only factor";
    Error::DualSourceSlot { slot } => "slot {slot}: dual-source blend factors work on slot 0 only";
    Error::BadDimension { what, value, max } => "{what} {value} outside 1..={max}";
    Error::InvalidRange { what } => "{what} is empty, reversed or not finite";
    Error::Address(e) => "{e}";
    Error::NotFinite { what } => "{what} is not a finite number";
    // The writer's message already says what was refused.
    Error::Pm4(e) => "{e}";
    Error::OutOfRange { field, value, min, max } => "{field}: {value} outside {min}..={max}";
    Error::NotMultiple { field, value, multiple } => "{field}: {value} is not a multiple of {multiple}";
    Error::UnsupportedFormat { format } => "format {format:?} is not supported by this target";
    Error::NotPadded { tile_mode_index, given: (pitch, height), needed: (needed_pitch, needed_height) } =>
        "padded size {pitch}x{height} is not a whole layout of tile mode \
         {tile_mode_index}: it needs {needed_pitch}x{needed_height}";
    Error::NoTileIndex => "no tile mode entry agrees with the target's registers";
    Error::UnsupportedTileMode { tile_mode_index } => "tile mode {tile_mode_index} has no layout the block can address";
    Error::NotFastClearable { format } => "colour encoding {format:?} cannot take this fast-clear colour";
    Error::MetadataMismatch { what } => "metadata does not match the target: {what}";
    Error::FmaskWithoutCmask { slot } =>
        "colour slot {slot}: FMASK compression (CB_COLOR{slot}_INFO.COMPRESSION) without a CMASK";
    Error::NoPsExport =>
        "the pixel shader exports nothing (SPI_SHADER_COL_FORMAT = 0, Z_EXPORT_FORMAT = \
         SPI_SHADER_ZERO): set COL0_EXPORT_FORMAT, e.g. SPI_SHADER_32_R";
    Error::NoPsInterpolant { register } =>
        "{register} enables no PERSP_* or LINEAR_* barycentric: set PERSP_CENTER_ENA";
    Error::PsPosWWithoutPerspective =>
        "SPI_PS_INPUT_ENA sets POS_W_FLOAT_ENA without a PERSP_* barycentric: set PERSP_CENTER_ENA";
    Error::PsInputAddrMissesEna { missing } =>
        "SPI_PS_INPUT_ADDR lacks SPI_PS_INPUT_ENA bits {missing:#x}: set them in SPI_PS_INPUT_ADDR too";
    Error::NotOnGfx { what, gfx } => "{what} is not on {gfx:?}";
    Error::InvalidSampleCount { count } => "{count} samples: the hardware takes 1, 2, 4, 8 or 16";
    Error::SamplePositionOutOfRange { x, y } =>
        "sample position ({x}, {y}) outside -8..=7 (1/16 pixel from the centre)";
});

/// A wrapped [`pm4::Error`] is shown by `Display` itself, so it is not also
/// a `source`.
impl core::error::Error for Error {}

wrap_errors!(Error { Pm4(pm4::Error) });

address_error!(Error);

/// A colour-target slot, `0..8` (`CB_COLOR0..7`, `CB_BLEND0..7`, `MRT0..7`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub struct Slot(u8);

impl Slot {
    /// Number of colour slots.
    pub const COUNT: usize = 8;
    /// Slot 0.
    pub const S0: Slot = Slot(0);
    /// Slot 1.
    pub const S1: Slot = Slot(1);
    /// Slot 2.
    pub const S2: Slot = Slot(2);
    /// Slot 3.
    pub const S3: Slot = Slot(3);
    /// Slot 4.
    pub const S4: Slot = Slot(4);
    /// Slot 5.
    pub const S5: Slot = Slot(5);
    /// Slot 6.
    pub const S6: Slot = Slot(6);
    /// Slot 7.
    pub const S7: Slot = Slot(7);

    /// The slot `index`, or [`Error::SlotOutOfRange`] for 8 and above.
    #[inline]
    pub const fn new(index: usize) -> Result<Slot, Error> {
        if index < Self::COUNT {
            Ok(Slot(index as u8))
        } else {
            Err(Error::SlotOutOfRange {
                slot: index,
                slots: Self::COUNT,
            })
        }
    }

    /// The slot's index.
    #[inline]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The slot's field of a register with one field per colour slot, slot 0
    /// first (`CB_TARGET_MASK`, `CB_SHADER_MASK`, `SPI_SHADER_COL_FORMAT`):
    /// entry [`Slot::index`] of the register's `FIELDS`, if it has one.
    #[inline]
    const fn field(self, fields: &[Field]) -> Option<Field> {
        match fields.split_at_checked(self.index()) {
            Some((_, [f, ..])) => Some(*f),
            _ => None,
        }
    }

    /// The value of the slot's field ([`Slot::field`]) in `bits`; 0 if
    /// `fields` has no entry for the slot.
    #[inline]
    pub(crate) const fn read_field(self, fields: &[Field], bits: u32) -> u32 {
        match self.field(fields) {
            Some(f) => f.extract(bits),
            None => 0,
        }
    }

    /// `bits` with the slot's field ([`Slot::field`]) set to `value`, masked
    /// to the field's width; unchanged if `fields` has no entry for the slot.
    #[inline]
    pub(crate) const fn write_field(self, fields: &[Field], bits: u32, value: u32) -> u32 {
        match self.field(fields) {
            Some(f) => put_field(bits, f.lsb as usize, f.width as usize, value as u64),
            None => bits,
        }
    }
}

/// A source of register values for `decode`.
///
/// Implemented by [`RegList`], by a pair of sources (read in order) and by
/// any `Fn(Space, u16) -> Option<u32>` (e.g. a closure over an emulator's
/// register file).
pub trait RegSource {
    /// The value of the register at dword `offset` of `space`, if known.
    fn read(&self, space: Space, offset: u16) -> Option<u32>;

    /// The typed register `R`, or [`Error::MissingRegister`].
    fn reg<R: Register>(&self) -> Result<R, Error> {
        match self.read(R::SPACE, R::OFFSET) {
            Some(v) => Ok(R::from_bits(v)),
            None => Err(Error::MissingRegister { register: R::NAME }),
        }
    }
}

/// Two sources read as one: the first, then the second (e.g. the SH and
/// context lists of a shader block).
impl<A: RegSource, B: RegSource> RegSource for (A, B) {
    fn read(&self, space: Space, offset: u16) -> Option<u32> {
        self.0
            .read(space, offset)
            .or_else(|| self.1.read(space, offset))
    }
}

impl<F: Fn(Space, u16) -> Option<u32>> RegSource for F {
    fn read(&self, space: Space, offset: u16) -> Option<u32> {
        self(space, offset)
    }
}

/// A fixed-capacity list of register writes of one space, sorted by
/// increasing offset: the read-back view of a block.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RegList<const N: usize> {
    space: Space,
    regs: heapless::Vec<(u16, u32), N>,
}

impl<const N: usize> RegList<N> {
    /// An empty list of registers of `space`.
    #[inline]
    pub const fn new(space: Space) -> Self {
        RegList {
            space,
            regs: heapless::Vec::new(),
        }
    }

    /// Appends a raw `(offset, value)` pair (for slot registers known at run time).
    pub(crate) fn push_raw(&mut self, offset: u16, value: u32) {
        let _ = self.regs.push((offset, value));
    }

    /// The registers of `space` that the `SET_*_REG` packets in `words`
    /// write, in stream order (other packets are skipped).
    pub(crate) fn from_packets(space: Space, words: &[u32]) -> Self {
        let mut list = RegList::new(space);
        let opcode = pm4::set_reg_opcode(space);
        let mut rest = words;
        while let [header, tail @ ..] = rest {
            let header = pm4::Type3Header::from_bits(*header);
            let Some((packet, next)) = tail.split_at_checked(pm4::body_dwords(header)) else {
                break;
            };
            if header.opcode() == opcode
                && let [offset, values @ ..] = packet
            {
                let first = pm4::SetRegOffset::from_bits(*offset).reg_offset();
                for (i, &v) in values.iter().enumerate() {
                    // A run inside one 16-bit space (the crate's own packets).
                    list.push_raw(first.wrapping_add(i as u16), v);
                }
            }
            rest = next;
        }
        list
    }

    /// The register space of every entry.
    #[inline]
    pub const fn space(&self) -> Space {
        self.space
    }

    /// The `(offset, value)` pairs, sorted by offset.
    pub fn as_slice(&self) -> &[(u16, u32)] {
        &self.regs
    }

    /// Number of registers.
    pub fn len(&self) -> usize {
        self.regs.len()
    }

    /// Whether the list is empty.
    pub fn is_empty(&self) -> bool {
        self.regs.is_empty()
    }

    /// The value written to the register at `offset`, if the list has it.
    pub fn get(&self, offset: u16) -> Option<u32> {
        self.regs.iter().find(|r| r.0 == offset).map(|r| r.1)
    }

    /// Writes the list with one `SET_*_REG` packet per run of consecutive offsets.
    pub fn emit(&self, cb: &mut CommandBuffer<'_>) -> Result<(), Error> {
        cb.set_reg_list(self.space, &self.regs)?;
        Ok(())
    }

    /// Stores the list's values into `image`, a register image of its space
    /// (register `o` at `image[o]`): the memory a `LOAD_*_REG` packet reads
    /// ([`RegList::emit_load`]). Other dwords of `image` are left as they
    /// are.
    ///
    /// Errors: [`Error::OutOfRange`] (`register image`) when `image` ends
    /// before the list's last register; nothing is written then.
    pub fn write_image(&self, image: &mut [u32]) -> Result<(), Error> {
        let last = self.regs.iter().map(|r| r.0).max();
        if let Some(last) = last
            && usize::from(last) >= image.len()
        {
            return Err(Error::OutOfRange {
                field: "register image",
                value: u32::from(last),
                min: 0,
                max: u32::try_from(image.len())
                    .unwrap_or(u32::MAX)
                    .saturating_sub(1),
            });
        }
        for &(offset, value) in &self.regs {
            if let Some(slot) = image.get_mut(usize::from(offset)) {
                *slot = value;
            }
        }
        Ok(())
    }

    /// The list's runs of consecutive offsets as `LOAD_*_REG` ranges.
    pub fn ranges(&self) -> heapless::Vec<RegRange, N> {
        let mut out: heapless::Vec<RegRange, N> = heapless::Vec::new();
        for &(offset, _) in &self.regs {
            let offset = u32::from(offset);
            match out.last_mut() {
                Some(r) if r.end() == Some(offset) => {
                    r.num_dwords = r.num_dwords.saturating_add(1);
                }
                // At most one range per register: the list holds N.
                _ => {
                    let _ = out.push(RegRange {
                        reg_offset: offset,
                        num_dwords: 1,
                    });
                }
            }
        }
        out
    }

    /// Loads the list's registers from the register image at `address`
    /// (4-byte aligned, 48 bits; filled by [`RegList::write_image`]) with
    /// one `LOAD_*_REG` packet of one range per run of consecutive offsets:
    /// state kept in GPU memory and restored with one packet, as AMD's PAL
    /// restores its shadowed registers. The CP applies it only while the
    /// last `CONTEXT_CONTROL` enables loading the space
    /// ([`crate::decode::state::LoadClass`]; the PS4's initialisers load
    /// nothing).
    ///
    /// ```
    /// use gcn::blocks::depth_stencil::DepthStencil;
    /// use gcn::pm4::CommandBuffer;
    /// use gcn::regs::{CompareFrag, Space};
    ///
    /// let ds = DepthStencil::new().with_depth_test(CompareFrag::FRAG_LEQUAL, true);
    /// let regs = ds.registers();
    /// let mut image = vec![0u32; Space::Context.len() as usize]; // GPU memory at 0x10_0000
    /// regs.write_image(&mut image)?;
    /// // DB_DEPTH_CONTROL (context 0x200) with Z_ENABLE, Z_WRITE_ENABLE, ZFUNC = LEQUAL.
    /// assert_eq!(image[0x200] & 0x76, 0x36);
    /// let mut storage = [0u32; 64];
    /// let mut cb = CommandBuffer::new(&mut storage);
    /// regs.emit_load(&mut cb, 0x10_0000)?;
    /// // LOAD_CONTEXT_REG: the image's address, then one (REG_OFFSET, NUM_DWORDS) per run.
    /// let words = cb.as_slice();
    /// assert_eq!(words[0] & 0xC000_FF00, 0xC000_6100);
    /// assert_eq!(words[1..3], [0x10_0000, 0]);
    /// let loaded: u32 = words[3..].chunks(2).map(|pair| pair[1]).sum();
    /// assert_eq!(loaded as usize, regs.len());
    /// # Ok::<(), gcn::blocks::Error>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`Error::Pm4`] with the errors of
    /// [`CommandBuffer::load_regs`](crate::pm4::CommandBuffer::load_regs)
    /// (an empty list has no range to load); nothing is written then.
    pub fn emit_load(&self, cb: &mut CommandBuffer<'_>, address: u64) -> Result<(), Error> {
        cb.load_regs(self.space, address, false, &self.ranges())?;
        Ok(())
    }
}

impl<const N: usize> RegSource for RegList<N> {
    fn read(&self, space: Space, offset: u16) -> Option<u32> {
        if space == self.space {
            self.get(offset)
        } else {
            None
        }
    }
}

/// AMD's name of the register type of `_reg`.
#[inline]
pub(crate) const fn register_name<R: Register>(_reg: &R) -> &'static str {
    R::NAME
}

/// [`Error::UnknownValue`] unless AMD names `value` (`name` is the enum's `name()`).
#[inline]
pub(crate) const fn known(
    name: Option<&'static str>,
    register: &'static str,
    field: &'static str,
    value: u32,
) -> Result<(), Error> {
    match name {
        Some(_) => Ok(()),
        None => Err(Error::UnknownValue {
            register,
            field,
            value,
        }),
    }
}

/// Whether every value a block holds passed its check as a setter stored it,
/// so that `validate` has nothing left to look at. [`Checked::YES`] from a
/// block's constructor, kept by setters whose argument passes the check that
/// `validate` would make, and [`Checked::NO`] after a setter whose argument
/// fails it (or stores a raw register) and in a block `decode` rebuilt: then
/// `validate` checks every register and names the error.
///
/// Two blocks with the same registers are equal and hash alike however they
/// were built: the flag always compares equal and hashes to nothing.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Checked(bool);

impl Checked {
    /// Every value was checked when stored.
    pub(crate) const YES: Checked = Checked(true);
    /// Some value was not (or failed its check).
    pub(crate) const NO: Checked = Checked(false);

    /// Still checked after storing a value whose check gave `ok`.
    #[inline(always)]
    pub(crate) const fn and(self, ok: bool) -> Checked {
        Checked(self.0 && ok)
    }

    /// Whether every value was checked when stored.
    #[inline(always)]
    pub(crate) const fn all(self) -> bool {
        self.0
    }
}

impl PartialEq for Checked {
    fn eq(&self, _: &Checked) -> bool {
        true
    }
}

impl Eq for Checked {}

impl core::hash::Hash for Checked {
    fn hash<H: core::hash::Hasher>(&self, _: &mut H) {}
}

/// For the tests of blocks with a [`Checked`] flag: each block's `validate`
/// agrees with `full` (its register-by-register check) and with the block
/// `decode` gives back (equal to it and not marked checked), and at least
/// `min` of the blocks pass and `min` fail.
#[cfg(test)]
pub(crate) fn assert_checks_agree<B: Block + PartialEq + core::fmt::Debug>(
    blocks: impl IntoIterator<Item = B>,
    min: usize,
    full: impl Fn(&B) -> Result<(), Error>,
    decode: impl Fn(&B) -> (B, Checked),
) {
    let (mut ok, mut bad) = (0, 0);
    for b in blocks {
        assert_eq!(b.validate(), full(&b), "{b:?}");
        let (decoded, checked) = decode(&b);
        assert!(!checked.all(), "{decoded:?}");
        assert_eq!(decoded, b);
        assert_eq!(decoded.validate(), b.validate(), "{b:?}");
        if b.validate().is_ok() {
            ok += 1;
        } else {
            bad += 1;
        }
    }
    assert!(ok >= min && bad >= min, "{ok} valid, {bad} invalid");
}

/// The error a chain of setters keeps: the first one met.
#[inline]
pub(crate) const fn first_error(kept: Option<Error>, new: Error) -> Option<Error> {
    match kept {
        Some(e) => Some(e),
        None => Some(new),
    }
}

/// The error a block kept from its setters, as `validate` reports it.
#[inline]
pub(crate) const fn kept(error: Option<Error>) -> Result<(), Error> {
    match error {
        Some(e) => Err(e),
        None => Ok(()),
    }
}

/// [`Error::NotFinite`] unless `x` is finite.
#[inline]
pub(crate) const fn finite(x: f32, what: &'static str) -> Result<(), Error> {
    if x.is_finite() {
        Ok(())
    } else {
        Err(Error::NotFinite { what })
    }
}

/// Bits of a gfx7 GPU virtual address.
pub const ADDRESS_BITS: u32 = 40;

/// Checks a 256-byte aligned, 40-bit address and returns it `>> 8`, the form
/// the `*_BASE` and `PGM_LO` registers hold.
#[inline]
pub(crate) const fn address_256(field: &'static str, address: u64) -> Result<u32, Error> {
    ctry!(check_address(field, address, 256, ADDRESS_BITS));
    // Below 2^40, so `>> 8` fits in 32 bits.
    Ok((address >> 8) as u32)
}

/// Checks that a metadata surface's `address` is a multiple of its base
/// alignment `align` (an alignment of 0 is never met); `what` names the
/// mismatch.
#[inline]
pub(crate) fn check_base_align(address: u64, align: u32, what: &'static str) -> Result<(), Error> {
    match address.checked_rem(u64::from(align)) {
        Some(0) => Ok(()),
        _ => Err(Error::MetadataMismatch { what }),
    }
}

/// Checks `min <= value <= max`.
#[inline]
pub(crate) const fn in_range(
    field: &'static str,
    value: u32,
    min: u32,
    max: u32,
) -> Result<u32, Error> {
    if value < min || value > max {
        return Err(Error::OutOfRange {
            field,
            value,
            min,
            max,
        });
    }
    Ok(value)
}

/// The first `len` of `values`: the ones in use; all of them when `len` is past the end.
#[inline]
pub(crate) const fn in_use<T>(values: &[T], len: usize) -> &[T] {
    match values.split_at_checked(len) {
        Some((used, _)) => used,
        None => values,
    }
}

/// A length as the `u32` an error reports (saturating).
#[inline]
pub(crate) const fn len_u32(len: usize) -> u32 {
    if len > u32::MAX as usize {
        u32::MAX
    } else {
        len as u32
    }
}

/// [`Error::BadDimension`] unless `1 <= value <= max`.
#[inline]
pub(crate) const fn dimension(what: &'static str, value: u32, max: u32) -> Result<(), Error> {
    if value == 0 || value > max {
        Err(Error::BadDimension { what, value, max })
    } else {
        Ok(())
    }
}

/// The value of register `offset` of `space` in `src`, or
/// [`Error::MissingRegister`] naming it.
pub(crate) fn read_reg<S: RegSource + ?Sized>(
    src: &S,
    space: Space,
    offset: u16,
    name: &'static str,
) -> Result<u32, Error> {
    src.read(space, offset)
        .ok_or(Error::MissingRegister { register: name })
}

/// A block's `SET_*_REG` packets, validated and encoded once: headers,
/// offset dwords and values in a fixed-size array, so that emitting them is
/// one space check and one copy.
///
/// Every block's `encode()` returns one; keep it to re-emit the block draw
/// after draw without rebuilding or validating it again. `encode()` is a
/// `const fn`, so a constant block can be encoded at compile time:
///
/// ```
/// use gcn::blocks::blend::{self, Blend};
/// use gcn::blocks::Packets;
/// use gcn::pm4::CommandBuffer;
///
/// // Validated and encoded by the compiler; an invalid block fails the build.
/// const BLEND: Packets<{ blend::DWORDS }> = match Blend::alpha_blended().encode() {
///     Ok(p) => p,
///     Err(_) => panic!("invalid blend block"),
/// };
/// let mut words = [0u32; 256];
/// let mut cb = CommandBuffer::new(&mut words);
/// for _ in 0..4 {
///     BLEND.emit(&mut cb)?; // a copy of 23 dwords
/// }
/// assert_eq!(cb.len(), 4 * 23);
/// assert_eq!(cb.as_slice()[..23], *BLEND.as_slice());
/// # Ok::<(), gcn::blocks::Error>(())
/// ```
#[derive(Clone, Copy, Debug)]
pub struct Packets<const N: usize> {
    words: [u32; N],
    len: usize,
}

/// Packets are equal when they hold the same dwords.
impl<const N: usize> PartialEq for Packets<N> {
    fn eq(&self, other: &Self) -> bool {
        self.as_slice() == other.as_slice()
    }
}

impl<const N: usize> Eq for Packets<N> {}

impl<const N: usize> core::hash::Hash for Packets<N> {
    fn hash<H: core::hash::Hasher>(&self, state: &mut H) {
        self.as_slice().hash(state);
    }
}

impl<const N: usize> Default for Packets<N> {
    fn default() -> Self {
        Self::new()
    }
}

impl<const N: usize> Packets<N> {
    /// No packets.
    #[inline]
    pub const fn new() -> Self {
        Packets {
            words: [0; N],
            len: 0,
        }
    }

    /// The encoded dwords.
    #[inline]
    pub const fn as_slice(&self) -> &[u32] {
        in_use(&self.words, self.len)
    }

    /// Number of encoded dwords.
    #[inline]
    pub const fn len(&self) -> usize {
        self.len
    }

    /// Whether there are no packets.
    #[inline]
    pub const fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Appends the dwords to `cb` with one copy, all or nothing. Into a
    /// buffer from [`CommandBuffer::new`] with `N` dwords free, the copy goes
    /// by 16 dwords and may also fill free dwords after the packets, up to
    /// `N` (free space, which the next write overwrites).
    ///
    /// # Errors
    /// [`Error::Pm4`] when the buffer has too little space left, or (a buffer
    /// made with [`CommandBuffer::for_gfx`]) a packet, register or field its
    /// generation lacks; nothing is written.
    #[inline]
    pub fn emit(&self, cb: &mut CommandBuffer<'_>) -> Result<(), Error> {
        if self.emit_in_place(cb) {
            return Ok(());
        }
        let gfx = cb.reg_gfx();
        cb.put_with(|free| self.emit_checked(free, gfx))
            .map_err(Error::Pm4)
    }

    /// [`Packets::emit`] into a buffer from `CommandBuffer::new` with `N` dwords
    /// free; `false`, with nothing written, otherwise.
    #[inline(always)]
    fn emit_in_place(&self, cb: &mut CommandBuffer<'_>) -> bool {
        let len = self.len;
        // A buffer from `CommandBuffer::new` with `N` dwords free: the
        // packets in place, with copies of known size: the whole array for
        // a fixed-size block, else by 16 dwords (dwords past `len`, up to the
        // next multiple of 16 or the end of the array, are left in the free
        // space).
        let copied = cb.write_front::<N, _>(|free| {
            if len == N {
                *free = self.words;
                return (len, ());
            }
            let mut done = 0usize;
            for (dst, src) in free.chunks_exact_mut(16).zip(self.words.chunks_exact(16)) {
                dst.copy_from_slice(src);
                // done < len <= N.
                done = done.wrapping_add(16);
                if done >= len {
                    break;
                }
            }
            // Packets reaching into the last `N % 16` dwords: the array's
            // last 16 dwords (again) cover them, or the whole array when it
            // is shorter.
            if done < len {
                match (free.last_chunk_mut::<16>(), self.words.last_chunk::<16>()) {
                    (Some(dst), Some(src)) => *dst = *src,
                    _ => *free = self.words,
                }
            }
            (len, ())
        });
        copied.is_some()
    }

    /// [`Packets::emit`] with every check: a buffer made with `for_gfx` (which
    /// checks the packets for its generation, `gfx`), or fewer than `N` dwords
    /// free. Writes into `free` and returns the dwords written. It takes the
    /// free dwords rather than the buffer, so the caller's buffer stays out
    /// of memory.
    #[cold]
    #[inline(never)]
    fn emit_checked(&self, free: &mut [u32], gfx: Option<Gfx>) -> Result<usize, pm4::Error> {
        let words = self.as_slice();
        if let Some(gfx) = gfx {
            pm4::check_encoded(gfx, words)?;
        }
        let remaining = free.len();
        match free.get_mut(..words.len()) {
            Some(dst) => {
                dst.copy_from_slice(words);
                Ok(words.len())
            }
            None => Err(pm4::Error::OutOfSpace {
                needed: words.len(),
                remaining,
            }),
        }
    }

    /// The error of packets that did not fit their capacity.
    const OVERFLOW: Error = Error::Pm4(pm4::Error::OutOfSpace {
        needed: N.saturating_add(1),
        remaining: N,
    });

    /// A writer appending to the packets' array (empty packets: from the start).
    #[inline(always)]
    pub(crate) const fn writer(&mut self) -> Writer<'_, N> {
        Writer::new(&mut self.words)
    }

    /// The packets holding the dwords a [`writer`](Self::writer) wrote
    /// (`written`, see [`Writer::written`]), or [`Error::Pm4`] if a write did
    /// not fit.
    #[inline(always)]
    pub(crate) const fn finish(mut self, written: Option<usize>) -> Result<Self, Error> {
        match written {
            Some(len) => {
                self.len = len;
                Ok(self)
            }
            None => Err(Self::OVERFLOW),
        }
    }
}

/// Writes the packets `write` appends (at most `M` dwords, already
/// validated) in place into `cb`'s free space and records them: `true` if
/// recorded. `false`, with nothing recorded, when `cb` has fewer than `M`
/// dwords free or checks packets per generation (only a buffer from
/// [`CommandBuffer::new`] takes them in place), or when the packets
/// overflowed `M` (never for the blocks' capacities; the free dwords may
/// then hold some of them).
///
/// A block's `emit` falls back on its `encode` and [`Packets::emit`], which
/// checks the space left and the generation first and writes nothing on
/// error (a nearly full buffer, or one from [`CommandBuffer::for_gfx`]), and
/// which reports an overflow as `encode` does.
#[inline(always)]
pub(crate) fn emit_in_place<const M: usize>(
    cb: &mut CommandBuffer<'_>,
    write: impl FnOnce(&mut Writer<'_, M>),
) -> bool {
    let written = cb.write_front::<M, _>(|free| {
        let mut w = Writer::new(free);
        write(&mut w);
        match w.written() {
            Some(n) => (n, true),
            None => (0, false),
        }
    });
    written == Some(true)
}

/// Appends packets to a block of `M` dwords: a [`Packets`]' own array (for
/// `encode`) or the first `M` free dwords of a [`CommandBuffer`] (for `emit`,
/// which then writes the packets in place, with no stack buffer to zero and
/// copy). Every store is bounds-checked against `M`; a write that does not fit
/// is dropped and marks the writer as overflowed.
pub(crate) struct Writer<'a, const M: usize> {
    words: &'a mut [u32; M],
    len: usize,
    /// Set when a write did not fit (never for the capacities blocks use).
    overflow: bool,
}

impl<'a, const M: usize> Writer<'a, M> {
    /// An empty writer into `words`.
    #[inline(always)]
    pub(crate) const fn new(words: &'a mut [u32; M]) -> Self {
        Writer {
            words,
            len: 0,
            overflow: false,
        }
    }

    /// Dwords written, or `None` if a write did not fit.
    #[inline(always)]
    pub(crate) const fn written(&self) -> Option<usize> {
        if self.overflow { None } else { Some(self.len) }
    }

    /// Marks the packets as incomplete: `encode` and `emit` then fail.
    #[inline]
    pub(crate) const fn fail(&mut self) {
        self.overflow = true;
    }

    /// A writer going on where this one stands, for an out-of-line call:
    /// the call gets the copy's address, so this one can stay in registers.
    /// [`Writer::join`] takes back what the copy wrote.
    #[inline(always)]
    pub(crate) const fn fork(&mut self) -> Writer<'_, M> {
        Writer {
            words: &mut *self.words,
            len: self.len,
            overflow: self.overflow,
        }
    }

    /// Takes back the length and overflow of a [`fork`](Writer::fork)ed writer.
    #[inline(always)]
    pub(crate) const fn join(&mut self, len: usize, overflow: bool) {
        self.len = len;
        self.overflow = overflow;
    }

    /// Appends `values` (one bounds check for the group).
    #[inline(always)]
    pub(crate) const fn put<const K: usize>(&mut self, values: [u32; K]) {
        match self.words.split_at_mut_checked(self.len) {
            Some((_, free)) => match free.first_chunk_mut::<K>() {
                Some(dst) => {
                    *dst = values;
                    // len + K <= M.
                    self.len = self.len.wrapping_add(K);
                }
                None => self.overflow = true,
            },
            None => self.overflow = true,
        }
    }

    /// Appends `values` (one bounds check for the slice).
    #[inline(always)]
    pub(crate) const fn put_slice(&mut self, values: &[u32]) {
        let end = self.len.saturating_add(values.len());
        match self.words.split_at_mut_checked(end) {
            Some((head, _)) => match head.split_at_mut_checked(self.len) {
                Some((_, dst)) => {
                    dst.copy_from_slice(values);
                    self.len = end;
                }
                None => self.overflow = true,
            },
            None => self.overflow = true,
        }
    }

    /// Appends the first `n` of `values` (`n <= K`). When the space after
    /// the packets holds all `K` words this is one fixed-size copy (the words
    /// past `n` land beyond the end and are not part of the packets).
    #[inline(always)]
    pub(crate) const fn put_prefix<const K: usize>(&mut self, values: &[u32; K], n: usize) {
        let n = if n < K { n } else { K };
        match self.words.split_at_mut_checked(self.len) {
            Some((_, free)) if free.len() >= K => {
                if let Some(dst) = free.first_chunk_mut::<K>() {
                    *dst = *values;
                    // len + n <= len + K <= M.
                    self.len = self.len.wrapping_add(n);
                }
            }
            _ => match values.split_at_checked(n) {
                Some((head, _)) => self.put_slice(head),
                None => self.overflow = true,
            },
        }
    }

    /// Appends the header and offset dword of a `SET_*_REG` packet writing
    /// `count` registers (1..=16383, written next) from `offset` of `space`
    /// with `INDEX = index`.
    #[inline(always)]
    pub(crate) const fn start_run(&mut self, space: Space, offset: u16, count: usize, index: u8) {
        self.put(pm4::set_reg_head(space, offset, count, index));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Packets of `len` distinct dwords in a block of capacity `N`.
    fn packets<const N: usize>(len: usize) -> Packets<N> {
        let mut p = Packets::<N>::new();
        let mut w = p.writer();
        let words: [u32; N] = core::array::from_fn(|i| 0x100 + i as u32);
        w.put_slice(&words[..len]);
        let written = w.written();
        p.finish(written).unwrap()
    }

    /// Every length of a block of capacity `N` copies exactly the packets, in
    /// place (room for the whole capacity) and staged (room for the packets
    /// only), and a second block follows the first.
    fn copies_every_length<const N: usize>() {
        for len in 0..=N {
            let p = packets::<N>(len);
            for room in [len, 120] {
                let mut buf = [0xDEAD_BEEF_u32; 120];
                let mut cb = CommandBuffer::new(&mut buf[..room.max(len)]);
                p.emit(&mut cb).unwrap();
                assert_eq!(cb.len(), len, "N {N}, len {len}, room {room}");
                assert_eq!(cb.as_slice(), p.as_slice(), "N {N}, len {len}, room {room}");
                if room > len {
                    packets::<13>(3).emit(&mut cb).unwrap();
                    assert_eq!(&cb.as_slice()[len..], packets::<13>(3).as_slice());
                }
            }
            if len > 0 {
                let mut buf = [0u32; 120];
                let mut cb = CommandBuffer::new(&mut buf[..len - 1]);
                assert!(p.emit(&mut cb).is_err());
                assert_eq!(cb.len(), 0);
            }
        }
    }

    /// Capacities below, at and past the 8- and 16-dword copy steps, with
    /// every remainder class.
    #[test]
    fn emit_copies_every_length() {
        copies_every_length::<1>();
        copies_every_length::<7>();
        copies_every_length::<8>();
        copies_every_length::<13>();
        copies_every_length::<16>();
        copies_every_length::<21>();
        copies_every_length::<24>();
        copies_every_length::<45>();
        copies_every_length::<48>();
        copies_every_length::<87>();
    }
}
