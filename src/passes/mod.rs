//! Render-target passes a renderer runs every frame: each function records
//! the state, the work and the cache flush / invalidate around it into a
//! [`CommandBuffer`], all or nothing, and restores the state it changed.
//!
//! | pass | what it records |
//! |---|---|
//! | [`fast_color_clear`] | `FLUSH_AND_INV_CB_META`, a `DMA_DATA` fill of the CMASK with the fast-clear code 0, an `ACQUIRE_MEM` of the CMASK range for the CB, then the colour target with `FAST_CLEAR`, its CMASK and the clear words |
//! | [`depth_clear`] | `DB_RENDER_CONTROL.DEPTH_CLEAR_ENABLE` / `STENCIL_CLEAR_ENABLE`, depth test always with writes, stencil always / replace, a rect list, `FLUSH_AND_INV_DB_META`, then the caller's depth registers again |
//! | [`depth_decompress`] | `DB_RENDER_CONTROL.DEPTH_COMPRESS_DISABLE` and `STENCIL_COMPRESS_DISABLE` with depth and stencil tests off, a rect list, `FLUSH_AND_INV_DB_META`, then the caller's depth registers again |
//! | [`slow_color_clear`] | the built-in rect-list VS and clear PS ([`ClearShaders`]) with the colour in the PS user data, blend off on target 0, `CB_NORMAL` / ROP3 copy, depth test off, a rect list, then the caller's blend, colour control, depth control and primitive type again |
//! | [`clear`] | per colour slot 0..3 of a [`ClearMask`]: nothing for an empty slot, [`fast_color_clear`] where the target has a CMASK and a fast-clearable format, [`slow_color_clear`] otherwise; then [`depth_clear`] for the depth / stencil bits |
//! | [`query`] | occlusion queries: clear the result, `ZPASS_DONE` begin / end samples, draws predicated on the result |
//! | [`transition`](mod@transition) | the cache flushes and invalidations between a colour / depth / CPU write and a texture or CPU read (`ACQUIRE_MEM` over the range) |
//! | [`fast_clear_eliminate`] | `CB_COLOR_CONTROL.MODE = CB_ELIMINATE_FAST_CLEAR` (ROP3 copy), `VGT_PRIMITIVE_TYPE = DI_PT_RECTLIST`, a 3-vertex auto-index draw, `FLUSH_AND_INV_CB_META`, then the caller's `CB_COLOR_CONTROL` and primitive type again |
//!
//! The CMASK fill and the eliminate follow radeonsi's gfx6–gfx8 path
//! (`si_clear.c`: a CMASK cleared to 0 marks every tile fast-cleared; the
//! eliminate pass writes the clear colour into the tiles still marked).
//! The eliminate draws a full-target rect list: the caller binds a vertex
//! shader that places it, such as
//! [`shader::builtin::rect_vs`](crate::shader::builtin).
//!
//! ```
//! use gcn::blocks::clear_value::ClearColor;
//! use gcn::blocks::color_target::{ColorSurface, ColorTarget};
//! use gcn::blocks::Slot;
//! use gcn::desc::DataFormat;
//! use gcn::passes::{fast_color_clear, fast_clear_eliminate, RestoreState};
//! use gcn::pm4::CommandBuffer;
//! use gcn::tiling::config::{Config, Ps4TileMode};
//! use gcn::tiling::meta::{cmask_info, MetaInput, MetaTile};
//! use gcn::tiling::surface::{surface_info, SurfaceFlags, SurfaceInput};
//!
//! let input = SurfaceInput::new(Ps4TileMode::Display2dThin.index(), 32, 1920, 1080)
//!     .with_flags(SurfaceFlags::new().with_color(true).with_display(true));
//! let info = surface_info(&Config::PS4, &input)?;
//! let tile = MetaTile::Index(info.tile_index, info.macro_mode_index);
//! let cmask = cmask_info(&Config::PS4, &MetaInput::new(info.pitch_elems, info.height_elems, 1, tile))?;
//! let s = ColorSurface::from_surface_info(DataFormat::B8G8R8A8_UNORM, 1920, 1080, &info, 0x10_0000)?;
//! let target = ColorTarget::setup(&Config::PS4, Slot::S0, &s)?;
//!
//! let mut words = [0u32; 256];
//! let mut cb = CommandBuffer::new(&mut words);
//! let cleared = fast_color_clear(&mut cb, &target, &cmask, 0x80_0000, ClearColor::Float([0.0, 0.25, 0.5, 1.0]))?;
//! assert!(cleared.info().fast_clear());
//! fast_clear_eliminate(&mut cb, &RestoreState::DEFAULT)?;
//! # Ok::<(), Box<dyn core::error::Error>>(())
//! ```

pub mod query;
pub mod transition;

use crate::blocks::Error;
use crate::blocks::Slot;
use crate::blocks::clear_value::ClearColor;
use crate::blocks::color_target::ColorTarget;
use crate::blocks::shader::{PsShader, VsShader, ps, vs};
use crate::pm4::{
    CoherCntl, CommandBuffer, DMA_MAX_BYTES, DmaCommand, DmaDataControl, DmaDataSrcSel,
    DrawInitiator, EnginePfpMe, EventType, PrimitiveType,
};
use crate::regs::gfx7::enums::SpiShaderExFormat;
use crate::regs::{
    CbBlend0Control, CbColorControl, CbMode, CompareFrag, DbDepthControl, DbRenderControl,
    DbStencilControl, Register, Rop3, StencilOp, VgtPrimitiveType,
};
use crate::shader::builtin::{Builtin, ColorExport};
use crate::tiling::meta::CmaskInfo;

/// Dwords a pass records at most (the scratch it records into before the one
/// copy): the two stage blocks of [`slow_color_clear`] and its 40 dwords of
/// state, draw and restore.
pub const MAX_PASS_DWORDS: usize = vs::DWORDS + ps::DWORDS + 40;

/// The state a pass changes and puts back afterwards.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RestoreState {
    /// `CB_COLOR_CONTROL` as the frame has it.
    pub cb_color_control: CbColorControl,
    /// `VGT_PRIMITIVE_TYPE.PRIM_TYPE` as the frame has it.
    pub primitive_type: PrimitiveType,
    /// `DB_RENDER_CONTROL` as the frame has it.
    pub db_render_control: DbRenderControl,
    /// `DB_DEPTH_CONTROL` as the frame has it.
    pub db_depth_control: DbDepthControl,
    /// `DB_STENCIL_CONTROL` as the frame has it.
    pub db_stencil_control: DbStencilControl,
    /// `CB_BLEND0_CONTROL` as the frame has it.
    pub cb_blend0_control: CbBlend0Control,
}

impl RestoreState {
    /// Normal colour output with ROP3 copy (`MODE = CB_NORMAL`, `ROP3 = 0xCC`),
    /// triangle lists, depth and stencil registers 0 (tests off, compression on).
    pub const DEFAULT: RestoreState = RestoreState {
        cb_color_control: CbColorControl::new()
            .with_mode(CbMode::CB_NORMAL)
            .with_rop3(Rop3::ROP3_COPY),
        primitive_type: PrimitiveType::DI_PT_TRILIST,
        db_render_control: DbRenderControl::new(),
        db_depth_control: DbDepthControl::new(),
        db_stencil_control: DbStencilControl::new(),
        cb_blend0_control: CbBlend0Control::new(),
    };
}

/// [`Error::UnknownValue`] unless `restore`'s `CB_COLOR_CONTROL.MODE` is a gfx7 value.
fn check_mode(restore: &RestoreState) -> Result<(), Error> {
    if restore.cb_color_control.mode().name().is_none() {
        return Err(Error::UnknownValue {
            register: "CB_COLOR_CONTROL",
            field: "MODE",
            value: restore.cb_color_control.mode().raw(),
        });
    }
    Ok(())
}

/// Records `body` into a scratch buffer and copies it into `cb` in one go,
/// so a pass that fails writes nothing.
fn record(
    cb: &mut CommandBuffer<'_>,
    body: impl FnOnce(&mut CommandBuffer<'_>) -> Result<(), Error>,
) -> Result<(), Error> {
    record_in::<MAX_PASS_DWORDS>(cb, body)
}

/// [`record`] with a scratch of `N` dwords.
fn record_in<const N: usize>(
    cb: &mut CommandBuffer<'_>,
    body: impl FnOnce(&mut CommandBuffer<'_>) -> Result<(), Error>,
) -> Result<(), Error> {
    let mut scratch = [0u32; N];
    let mut tmp = CommandBuffer::new(&mut scratch);
    body(&mut tmp)?;
    cb.put(tmp.as_slice(), &[])?;
    Ok(())
}

/// Fast colour clear of `target` to `color` through its CMASK, laid out by
/// `cmask` at `cmask_address`: flushes the CB metadata caches, fills the
/// CMASK with 0 (every tile fast-cleared) through `DMA_DATA` with
/// `CP_SYNC`, makes the range visible to the CB (`ACQUIRE_MEM`,
/// `CB_ACTION_ENA`), then emits the target with `FAST_CLEAR`, the CMASK and
/// the clear words. Returns that target; run [`fast_clear_eliminate`] before
/// anything but the CB reads the surface.
///
/// # Errors
/// Those of [`ColorTarget::with_cmask`] and
/// [`ColorTarget::with_clear_color`]; [`Error::MetadataMismatch`] for a
/// CMASK larger than one `DMA_DATA` fills; [`Error::Pm4`] when `cb` has no
/// room. Nothing is written on error.
pub fn fast_color_clear(
    cb: &mut CommandBuffer<'_>,
    target: &ColorTarget,
    cmask: &CmaskInfo,
    cmask_address: u64,
    color: ClearColor,
) -> Result<ColorTarget, Error> {
    let cleared = target
        .with_cmask(cmask, cmask_address)?
        .with_clear_color(color)?;
    let bytes = match u32::try_from(cmask.cmask_bytes) {
        Ok(b) if (1..=DMA_MAX_BYTES).contains(&b) => b,
        _ => {
            return Err(Error::MetadataMismatch {
                what: "CMASK size outside one DMA_DATA fill",
            });
        }
    };
    let size_256b = u64::from(bytes).div_ceil(256);
    record(cb, |c| {
        c.event_write(EventType::FLUSH_AND_INV_CB_META)?;
        let control = DmaDataControl::new()
            .with_src_sel(DmaDataSrcSel::DATA)
            .with_cp_sync(true);
        c.dma_data(control, 0, cmask_address, bytes, DmaCommand::new())?;
        c.acquire_mem(
            CoherCntl::new().with_cb_action_ena(true),
            EnginePfpMe::ME,
            cmask_address >> 8,
            size_256b,
            10,
        )?;
        cleared.emit(c)?;
        Ok(())
    })?;
    Ok(cleared)
}

/// Fast-clear eliminate: writes the clear colour into every tile the CMASK
/// still marks cleared, by drawing a 3-vertex rect list with
/// `CB_COLOR_CONTROL.MODE = CB_ELIMINATE_FAST_CLEAR` (ROP3 copy); then
/// flushes the CB metadata (`FLUSH_AND_INV_CB_META`) and writes `restore`'s
/// `CB_COLOR_CONTROL` and primitive type back. The bound targets and the
/// caller's rect-list vertex shader (see the [module documentation](self))
/// pick what is resolved.
///
/// # Errors
/// [`Error::UnknownValue`] for a `restore.cb_color_control` mode that is
/// not a gfx7 value; [`Error::Pm4`] when `cb` has no room (nothing written).
pub fn fast_clear_eliminate(
    cb: &mut CommandBuffer<'_>,
    restore: &RestoreState,
) -> Result<(), Error> {
    check_mode(restore)?;
    let eliminate = CbColorControl::new()
        .with_mode(CbMode::CB_ELIMINATE_FAST_CLEAR)
        .with_rop3(Rop3::ROP3_COPY);
    let control = |v: CbColorControl| [(CbColorControl::OFFSET, v.into_bits())];
    record(cb, |c| {
        rect_list(
            c,
            &control(eliminate),
            Some(EventType::FLUSH_AND_INV_CB_META),
            &control(restore.cb_color_control),
            restore,
        )
    })
}

/// Within a recording: the context registers `set` (offset, value), a
/// 3-vertex rect list, the `flush` event if any, the context registers
/// `back`, then `restore`'s primitive type.
fn rect_list(
    c: &mut CommandBuffer<'_>,
    set: &[(u16, u32)],
    flush: Option<EventType>,
    back: &[(u16, u32)],
    restore: &RestoreState,
) -> Result<(), Error> {
    let rect = VgtPrimitiveType::new().with_prim_type(PrimitiveType::DI_PT_RECTLIST);
    let prim_back = VgtPrimitiveType::new().with_prim_type(restore.primitive_type);
    for &(offset, value) in set {
        c.set_context_regs(offset, &[value])?;
    }
    c.set_uconfig_regs(VgtPrimitiveType::OFFSET, &[rect.into_bits()])?;
    c.draw_index_auto(3, DrawInitiator::AUTO_INDEX)?;
    if let Some(event) = flush {
        c.event_write(event)?;
    }
    for &(offset, value) in back {
        c.set_context_regs(offset, &[value])?;
    }
    c.set_uconfig_regs(VgtPrimitiveType::OFFSET, &[prim_back.into_bits()])?;
    Ok(())
}

/// A rect list drawn with `db` as `DB_RENDER_CONTROL`, `depth` / `stencil`
/// as `DB_DEPTH_CONTROL` / `DB_STENCIL_CONTROL`, then a DB metadata flush
/// and `restore`'s depth registers and primitive type again.
fn depth_pass(
    cb: &mut CommandBuffer<'_>,
    db: DbRenderControl,
    depth: DbDepthControl,
    stencil: DbStencilControl,
    restore: &RestoreState,
) -> Result<(), Error> {
    let set = [
        (DbRenderControl::OFFSET, db.into_bits()),
        (DbStencilControl::OFFSET, stencil.into_bits()),
        (DbDepthControl::OFFSET, depth.into_bits()),
    ];
    let back = [
        (
            DbRenderControl::OFFSET,
            restore.db_render_control.into_bits(),
        ),
        (
            DbStencilControl::OFFSET,
            restore.db_stencil_control.into_bits(),
        ),
        (DbDepthControl::OFFSET, restore.db_depth_control.into_bits()),
    ];
    record(cb, |c| {
        rect_list(
            c,
            &set,
            Some(EventType::FLUSH_AND_INV_DB_META),
            &back,
            restore,
        )
    })
}

/// Depth and/or stencil clear through HTILE of the bound depth target:
/// `DB_RENDER_CONTROL.DEPTH_CLEAR_ENABLE` / `STENCIL_CLEAR_ENABLE`, depth
/// test `FRAG_ALWAYS` with writes for a depth clear, stencil test
/// `FRAG_ALWAYS` with `STENCIL_REPLACE_TEST` for a stencil clear, a rect
/// list, `FLUSH_AND_INV_DB_META`, then `restore`'s registers. The values
/// written are the target's `DB_DEPTH_CLEAR` / `DB_STENCIL_CLEAR`
/// ([`DepthTarget::with_depth_clear`](crate::blocks::depth_target::DepthTarget::with_depth_clear)).
///
/// # Errors
/// [`Error::InvalidRange`] when neither depth nor stencil is cleared;
/// [`Error::Pm4`] when `cb` has no room (nothing written).
pub fn depth_clear(
    cb: &mut CommandBuffer<'_>,
    depth: bool,
    stencil: bool,
    restore: &RestoreState,
) -> Result<(), Error> {
    if !depth && !stencil {
        return Err(Error::InvalidRange {
            what: "depth clear of neither depth nor stencil",
        });
    }
    let db = DbRenderControl::new()
        .with_depth_clear_enable(depth)
        .with_stencil_clear_enable(stencil);
    let mut control = DbDepthControl::new();
    if depth {
        control = control
            .with_z_enable(true)
            .with_z_write_enable(true)
            .with_zfunc(CompareFrag::FRAG_ALWAYS);
    }
    let mut ops = DbStencilControl::new();
    if stencil {
        control = control
            .with_stencil_enable(true)
            .with_stencilfunc(CompareFrag::FRAG_ALWAYS);
        ops = ops
            .with_stencilfail(StencilOp::STENCIL_REPLACE_TEST)
            .with_stencilzpass(StencilOp::STENCIL_REPLACE_TEST)
            .with_stencilzfail(StencilOp::STENCIL_REPLACE_TEST);
    }
    depth_pass(cb, db, control, ops, restore)
}

/// In-place depth/stencil decompress of the bound depth target: a rect list
/// with `DB_RENDER_CONTROL.DEPTH_COMPRESS_DISABLE` and
/// `STENCIL_COMPRESS_DISABLE` and the depth and stencil tests off, so the DB
/// rewrites every compressed tile expanded; `FLUSH_AND_INV_DB_META`; then
/// `restore`'s registers.
///
/// # Errors
/// [`Error::Pm4`] when `cb` has no room (nothing written).
pub fn depth_decompress(cb: &mut CommandBuffer<'_>, restore: &RestoreState) -> Result<(), Error> {
    let db = DbRenderControl::new()
        .with_depth_compress_disable(true)
        .with_stencil_compress_disable(true);
    depth_pass(
        cb,
        db,
        DbDepthControl::new(),
        DbStencilControl::new(),
        restore,
    )
}

/// The stage blocks of the two programs [`slow_color_clear`] draws with: the
/// crate's [`rect_vs`](crate::shader::builtin::rect_vs) and
/// [`clear_ps`](crate::shader::builtin::clear_ps) (colour in user SGPRs
/// 0..3), at the GPU addresses where the caller placed their code.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ClearShaders {
    /// The rect-list vertex shader.
    pub vs: VsShader,
    /// The clear pixel shader, without its colour (the pass sets it).
    pub ps: PsShader,
    /// How the PS exports its colour.
    pub export: ColorExport,
}

impl ClearShaders {
    /// The blocks for `rect` at `vs_address` and `clear` (written by
    /// `clear_ps(0, export, ..)`) at `ps_address`: VGPR and SGPR counts from
    /// the programs (SGPRs plus the two of `VCC`, as LLVM counts them on
    /// gfx7), one exported parameter, and target 0's export format
    /// `SPI_SHADER_32_ABGR` or `SPI_SHADER_FP16_ABGR`.
    ///
    /// # Errors
    /// The program-address and register-count errors of the stage blocks
    /// ([`VsShader::validate`], [`PsShader::validate`]), e.g. an address not
    /// 256-byte aligned.
    pub fn new(
        vs_address: u64,
        rect: &Builtin,
        ps_address: u64,
        clear: &Builtin,
        export: ColorExport,
    ) -> Result<ClearShaders, Error> {
        let vs = VsShader::new()
            .with_address(vs_address)
            .with_vgprs(rect.vgprs)
            .with_sgprs(rect.sgprs.saturating_add(2))
            .with_params(1);
        vs.validate()?;
        let format = match export {
            ColorExport::Float32 => SpiShaderExFormat::SPI_SHADER_32_ABGR,
            ColorExport::Fp16 => SpiShaderExFormat::SPI_SHADER_FP16_ABGR,
        };
        let ps = PsShader::new()
            .with_address(ps_address)
            .with_vgprs(clear.vgprs)
            .with_sgprs(clear.sgprs.saturating_add(2))
            .with_user_data(&[0; 4])
            .with_color_format(Slot::S0, format);
        ps.validate()?;
        Ok(ClearShaders { vs, ps, export })
    }
}

/// Slow colour clear of colour target 0 (bound by the caller) to `color`
/// (red, green, blue, alpha as the PS exports them): binds `shaders`, puts
/// `color` in the PS user data, turns blending off on target 0
/// (`CB_BLEND0_CONTROL` = 0), sets `CB_COLOR_CONTROL` to `CB_NORMAL` with
/// ROP3 copy and the depth test off, draws a 3-vertex rect list, then
/// writes `restore`'s `CB_BLEND0_CONTROL`, `CB_COLOR_CONTROL`,
/// `DB_DEPTH_CONTROL` and primitive type back. The caller's own shaders are
/// not put back: its next pipeline bind writes them.
///
/// This is the clear for targets without CMASK or with a format that cannot
/// be fast-cleared (see [`clear_value`](crate::blocks::clear_value)).
///
/// # Errors
/// [`Error::UnknownValue`] for a `restore.cb_color_control` mode that is not
/// a gfx7 value; the stage blocks' errors; [`Error::Pm4`] when `cb` has no
/// room. Nothing is written on error.
pub fn slow_color_clear(
    cb: &mut CommandBuffer<'_>,
    shaders: &ClearShaders,
    color: [f32; 4],
    restore: &RestoreState,
) -> Result<(), Error> {
    slow_clear_bits(cb, shaders, color.map(f32::to_bits), restore)
}

/// [`slow_color_clear`] with the colour given as the bits of its four user SGPRs.
fn slow_clear_bits(
    cb: &mut CommandBuffer<'_>,
    shaders: &ClearShaders,
    bits: [u32; 4],
    restore: &RestoreState,
) -> Result<(), Error> {
    check_mode(restore)?;
    let ps = shaders.ps.with_user_data(&bits);
    let normal = CbColorControl::new()
        .with_mode(CbMode::CB_NORMAL)
        .with_rop3(Rop3::ROP3_COPY);
    let set = [
        (CbBlend0Control::OFFSET, 0),
        (CbColorControl::OFFSET, normal.into_bits()),
        (DbDepthControl::OFFSET, 0),
    ];
    let back = [
        (
            CbBlend0Control::OFFSET,
            restore.cb_blend0_control.into_bits(),
        ),
        (CbColorControl::OFFSET, restore.cb_color_control.into_bits()),
        (DbDepthControl::OFFSET, restore.db_depth_control.into_bits()),
    ];
    record(cb, |c| {
        shaders.vs.emit(c)?;
        ps.emit(c)?;
        rect_list(c, &set, None, &back, restore)
    })
}

/// Which targets [`clear`] clears, in the engine's clear-mask layout: colour
/// target `i` (0..3) is bit `4 << i` (the bits `0x3C`), depth `0x40`, stencil
/// `0x80`; bits 0 and 1 are not used.
///
/// ```
/// use gcn::passes::ClearMask;
///
/// let mask = ClearMask::new(0x04 | 0x10 | ClearMask::DEPTH)?;
/// assert!(mask.color(0) && !mask.color(1) && mask.color(2));
/// assert!(mask.depth() && !mask.stencil());
/// assert!(ClearMask::new(0x01).is_err());
/// # Ok::<(), gcn::blocks::Error>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ClearMask(u8);

impl ClearMask {
    /// The bit of the depth plane.
    pub const DEPTH: u8 = 0x40;
    /// The bit of the stencil plane.
    pub const STENCIL: u8 = 0x80;
    /// The bits of colour targets 0..3.
    pub const COLOR: u8 = 0x3C;

    /// The mask of `bits`; [`Error::InvalidRange`] when bit 0 or 1 is set.
    pub const fn new(bits: u8) -> Result<ClearMask, Error> {
        if bits & 0x03 != 0 {
            return Err(Error::InvalidRange {
                what: "clear mask bits 0 and 1 (colour target i is 4 << i)",
            });
        }
        Ok(ClearMask(bits))
    }

    /// The raw mask.
    pub const fn bits(self) -> u8 {
        self.0
    }

    /// Whether colour target `i` is cleared (`false` for `i` above 3).
    pub const fn color(self, i: usize) -> bool {
        i < 4 && self.0 & (4 << i) != 0
    }

    /// Whether the depth plane is cleared.
    pub const fn depth(self) -> bool {
        self.0 & Self::DEPTH != 0
    }

    /// Whether the stencil plane is cleared.
    pub const fn stencil(self) -> bool {
        self.0 & Self::STENCIL != 0
    }
}

/// One colour target of a [`clear`]: the target as bound, its CMASK (layout
/// and address) when it has one, and the colour.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ColorClear<'a> {
    /// The bound target.
    pub target: &'a ColorTarget,
    /// Its CMASK layout and GPU address, if it has one.
    pub cmask: Option<(&'a CmaskInfo, u64)>,
    /// The colour, in the kind of the target's channels.
    pub color: ClearColor,
}

/// How [`clear`] cleared one colour slot.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ClearKind {
    /// Not in the mask, or the slot is empty.
    Skipped,
    /// Through the CMASK ([`fast_color_clear`]); the target as it is now
    /// bound (with `FAST_CLEAR`) is in [`ClearOutcome::fast`].
    Fast,
    /// With a rect list ([`slow_color_clear`]).
    Slow,
}

/// What [`clear`] recorded.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ClearOutcome {
    /// Per colour slot 0..3, how it was cleared.
    pub color: [ClearKind; 4],
    /// Per colour slot, the target after a fast clear (run
    /// [`fast_clear_eliminate`] before anything but the CB reads it).
    pub fast: [Option<ColorTarget>; 4],
    /// Whether a depth/stencil clear was recorded.
    pub depth_stencil: bool,
}

/// Dwords [`clear`] records at most (its scratch before the one copy).
pub const MAX_CLEAR_DWORDS: usize = 4 * MAX_PASS_DWORDS + 48;

/// The engine's clear: for each colour slot 0..3 in `mask`, skips an empty
/// slot (`None` in `colors`), uses [`fast_color_clear`] when the target has a
/// CMASK and its format can be fast-cleared to the colour, and
/// [`slow_color_clear`] with `shaders` otherwise; then, when `mask` has the
/// depth or stencil bit, one [`depth_clear`] of the bound depth target. The
/// whole clear is all or nothing.
///
/// The slow clear's PS exports to target 0 only, so a slot other than 0 that
/// needs a slow clear is refused. An integer colour ([`ClearColor::Uint`],
/// [`ClearColor::Sint`]) is passed to the PS as its bits, which only a
/// 32-bit export ([`ColorExport::Float32`]) keeps.
///
/// # Errors
/// [`Error::InvalidRange`] for a slow clear of slot 1..3 or of an integer
/// colour through an FP16 export; the errors of the passes it calls;
/// [`Error::Pm4`] when `cb` has no room. Nothing is written on error.
pub fn clear(
    cb: &mut CommandBuffer<'_>,
    mask: ClearMask,
    colors: &[Option<ColorClear<'_>>; 4],
    shaders: &ClearShaders,
    restore: &RestoreState,
) -> Result<ClearOutcome, Error> {
    let mut outcome = ClearOutcome {
        color: [ClearKind::Skipped; 4],
        fast: [None; 4],
        depth_stencil: false,
    };
    record_in::<MAX_CLEAR_DWORDS>(cb, |tmp| {
        let slots = colors
            .iter()
            .zip(outcome.color.iter_mut().zip(&mut outcome.fast));
        for (i, (slot, (kind, fast))) in slots.enumerate() {
            let Some(c) = slot.filter(|_| mask.color(i)) else {
                continue;
            };
            if let Some((cmask, address)) = c.cmask {
                match fast_color_clear(tmp, c.target, cmask, address, c.color) {
                    Ok(t) => {
                        *fast = Some(t);
                        *kind = ClearKind::Fast;
                        continue;
                    }
                    Err(Error::NotFastClearable { .. }) => {}
                    Err(e) => return Err(e),
                }
            }
            if i != 0 {
                return Err(Error::InvalidRange {
                    what: "slow clear of a colour target other than slot 0 (the clear PS exports MRT 0)",
                });
            }
            let bits = match (c.color, shaders.export) {
                (ClearColor::Float(f), _) => f.map(f32::to_bits),
                (ClearColor::Uint(u), ColorExport::Float32) => u,
                (ClearColor::Sint(s), ColorExport::Float32) => s.map(i32::cast_unsigned),
                _ => {
                    return Err(Error::InvalidRange {
                        what: "slow clear of an integer colour through an FP16 export",
                    });
                }
            };
            slow_clear_bits(tmp, shaders, bits, restore)?;
            *kind = ClearKind::Slow;
        }
        if mask.depth() || mask.stencil() {
            depth_clear(tmp, mask.depth(), mask.stencil(), restore)?;
            outcome.depth_stencil = true;
        }
        Ok(())
    })?;
    Ok(outcome)
}
