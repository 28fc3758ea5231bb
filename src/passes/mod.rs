//! Render-target passes a renderer runs every frame: each function records
//! the state, the work and the cache flush / invalidate around it into a
//! [`CommandBuffer`], all or nothing, and restores the state it changed.
//!
//! | pass | what it records |
//! |---|---|
//! | [`fast_color_clear`] | a CB sync (`FLUSH_AND_INV_CB_META` and a full-range `ACQUIRE_MEM` with `CB_ACTION_ENA`), a `DMA_DATA` fill of the CMASK with the fast-clear code 0, an `ACQUIRE_MEM` of the CMASK range for the CB, then the colour target with `FAST_CLEAR`, its CMASK and the clear words, and its size hint |
//! | [`dcc_fast_clear`] | gfx8 only: the CB sync, a `DMA_DATA` fill of the target's DCC fast-clear range (`DccInfo::dcc_fast_clear_size_bytes` at `CB_COLORn_DCC_BASE`) with the clear code byte in every byte (table below), for a multi-sample target with FMASK a fill of its CMASK with [`CMASK_FMASK_INIT`], an `ACQUIRE_MEM` of each range for the CB, then the target with its clear words and its size hint |
//! | [`dcc_fast_clear_level`] | [`dcc_fast_clear`] of mip level n ([`ColorTarget::with_dcc_level`]): the level's `DccLevel::fast_clear_size_bytes` filled from its keys (key buffer + the level's `offset_bytes`); a level with a fast-clear size of 0 refused |
//! | [`resolve_dcc_clear`] | after a DCC fast clear, the pass a reader needs ([`DccCleared::pass_before`]): nothing, the eliminate on the target at slot 0, [`fmask_decompress`] or [`dcc_decompress`] |
//! | [`init_msaa_cmask`] | for a multi-sample target with FMASK: its CMASK attached, then a CB sync, a `DMA_DATA` fill of the CMASK with [`CMASK_FMASK_INIT`] (`0xCCCCCCCC`, radeonsi's initial value: not fast-cleared, FMASK compressed to fragment 0) and an `ACQUIRE_MEM` of the CMASK range for the CB |
//! | [`init_htile`] | for a depth target with HTILE: a DB sync (`FLUSH_AND_INV_DB_META` and a full-range `ACQUIRE_MEM` with `DB_ACTION_ENA` and `DB_DEST_BASE_ENA`), a `DMA_DATA` fill of the whole HTILE (or, [`init_htile_slices`], of slices `first..first + count` where the layout's slices are separate: [`HtileSlices`]) with the word [`HtileInit`] picks from the target (a fresh surface: radeonsi's [`HTILE_INIT`] or, TC-compatible, [`HTILE_TC_INIT`]; memory that holds the values: RADV's and PAL's [`HTILE_EXPANDED_DEPTH_ONLY`] / [`HTILE_EXPANDED_DEPTH_STENCIL`] by `TILE_STENCIL_DISABLE`) and an `ACQUIRE_MEM` of the HTILE range for the DB |
//! | [`fast_clear_eliminate`] | blending off (`CB_BLEND0_CONTROL` = 0), `CB_TARGET_MASK` / `CB_SHADER_MASK` 0xF, `CB_COLOR_CONTROL.MODE = CB_ELIMINATE_FAST_CLEAR` (ROP3 copy), depth test off, `VGT_PRIMITIVE_TYPE = DI_PT_RECTLIST`, a 3-vertex auto-index draw, `FLUSH_AND_INV_CB_META`, then the caller's blend, masks, `CB_COLOR_CONTROL`, `DB_DEPTH_CONTROL` and primitive type again |
//! | [`fmask_decompress`] | the MSAA target at slot 0 and its size hint, a CB sync (`FLUSH_AND_INV_CB_META` and a full-range `ACQUIRE_MEM` with `CB_ACTION_ENA`), blending off, the masks 0xF and `MODE = CB_FMASK_DECOMPRESS`, a rect list, a CB sync, the caller's registers and targets again |
//! | [`dcc_decompress`] | gfx8 only: the DCC target at slot 0 and its size hint, a CB sync, blending off, the masks 0xF and `MODE = CB_DCC_DECOMPRESS` (gfx8's 6), a rect list, a CB sync, the caller's registers and targets again |
//! | [`msaa_resolve`] | for a gfx8 destination with DCC first the CB sync, a `DMA_DATA` fill of its keys' fast-clear range (a surface's or mip level n's, [`DccKeys`]) with [`DCC_UNCOMPRESSED`] (`0xFFFFFFFF`, radeonsi's `DCC_UNCOMPRESSED`) and an `ACQUIRE_MEM` of the range for the CB; then the source at slot 0 and the destination at slot 1 with their size hints (an R16G16 UNORM / SNORM pair as R16A16: `COMP_SWAP` `SWAP_ALT`, radeonsi's fix-up), a CB sync, blending off, the masks 0xF and `MODE = CB_RESOLVE`, a rect list, a CB sync, the caller's registers and targets again |
//! | [`depth_clear`] | `DB_RENDER_CONTROL.DEPTH_CLEAR_ENABLE` / `STENCIL_CLEAR_ENABLE`, depth test always with writes, stencil always / replace with `DB_STENCILREFMASK` / `_BF` = the clear value and masks 0xFF, `DB_RENDER_OVERRIDE2` expanded-clear optimisations off, colour writes off (`CB_TARGET_MASK` = 0, `MODE = CB_DISABLE`), a rect list, `FLUSH_AND_INV_DB_META`, then the caller's depth registers, `CB_TARGET_MASK` and `CB_COLOR_CONTROL` again |
//! | [`fast_depth_clear`] | [`depth_clear`] of a depth target to its own clear values, refused where radeonsi would not clear through HTILE (gfx8 TC-compatible HTILE: depth 0.0 or 1.0, stencil 0) |
//! | [`depth_decompress`] | `DB_RENDER_CONTROL.DEPTH_COMPRESS_DISABLE` and `STENCIL_COMPRESS_DISABLE` with depth and stencil tests off, colour writes off, a rect list, `FLUSH_AND_INV_DB_META`, then the caller's depth registers, `CB_TARGET_MASK` and `CB_COLOR_CONTROL` again |
//! | [`slow_color_clear`] | the built-in rect-list VS and clear PS ([`ClearShaders`]) with the colour in the PS user data, blend off on target 0, the masks 0xF, `CB_NORMAL` / ROP3 copy, depth test off, a rect list, then the caller's blend, masks, colour control, depth control and primitive type again |
//! | [`clear`] | per colour slot 0..3 of a [`ClearMask`]: nothing for an empty slot, [`dcc_fast_clear`] (or [`dcc_fast_clear_level`] for a mip level's keys, [`DccKeys`]) where the target has DCC and radeonsi would fast-clear it, [`fast_color_clear`] where the target has a CMASK, a fast-clearable format and no DCC, [`slow_color_clear`] otherwise (slots 1..3 through slot 0); then [`depth_clear`] of the depth target for the depth / stencil bits, on a TC-compatible HTILE as radeonsi per plane: a stencil other than 0 written by the draw (`STENCIL_CLEAR_ENABLE` off), a depth other than 0.0 / 1.0 written by the draw at that depth (`DEPTH_CLEAR_ENABLE` off, viewport 0's z offset and range = the value) |
//! | [`query`] | occlusion queries: clear the result, `ZPASS_DONE` begin / end samples, draws predicated on the result |
//! | [`transition`](mod@transition) | the cache flushes and invalidations between a colour / depth / CPU write and a texture or CPU read (the metadata flush and `PS_PARTIAL_FLUSH` after a colour or depth write, then `ACQUIRE_MEM` over the range, with the L2 invalidated for a render target that shaders read) |
//!
//! Every colour target a pass binds is a [`SizedTarget`]: its registers are
//! followed by the PS4 render-target size hint NOP (`width | height << 16`,
//! [`crate::ps4::markers::target_size_hint`]), as the PS4 driver writes
//! after every colour target and as the `no-size-hint` lint rule
//! ([`crate::decode::lint::Rule::NoSizeHint`]) expects. The hint is a NOP:
//! other GCN command processors skip it too.
//!
//! Every CB pass writes `CB_TARGET_MASK = CB_SHADER_MASK = 0xF` (all four
//! channels of target 0 only), so no other bound target is written. PAL's
//! gfx6 pipelines set exactly these values for `CB_ELIMINATE_FAST_CLEAR`
//! and `CB_FMASK_DECOMPRESS`, citing the CB specification, and target 0's
//! fields to 0xF for `CB_RESOLVE` (`gfx6GraphicsPipeline.cpp`); radeonsi's
//! blend states for the three modes enable target 0 only
//! (`si_create_blend_custom`), which gives the same `CB_TARGET_MASK`. Each
//! pass also turns the depth and stencil tests off
//! (`DB_DEPTH_CONTROL` = 0: radeonsi's blitter binds a depth state with
//! every test off and no depth target for these passes); [`RestoreState`]
//! carries the frame's values back. The eliminate, FMASK decompress and
//! resolve draw with the vertex and pixel shaders the caller has bound, such
//! as [`ClearShaders`] (radeonsi binds its clear-colour PS for them).
//! The depth passes ([`depth_clear`], [`depth_decompress`]) instead turn
//! colour writes off (`CB_TARGET_MASK` = 0, `CB_COLOR_CONTROL.MODE =
//! CB_DISABLE`), so their draw writes none of the bound colour targets.
//!
//! The passes write gfx7's packets (`ACQUIRE_MEM`, `DMA_DATA`,
//! `VGT_PRIMITIVE_TYPE` with `SET_UCONFIG_REG`), which gfx8 has too and gfx6
//! does not: a buffer made with [`CommandBuffer::for_gfx`] for gfx6 refuses
//! every pass but [`query::end_occlusion_query`],
//! [`query::begin_predication`] and [`query::end_predication`]
//! ([`Error::Pm4`] with [`PacketNotOnGfx`](crate::pm4::Error::PacketNotOnGfx);
//! nothing is written).
//!
//! The passes draw with auto-generated indices (`DRAW_INDEX_AUTO`), which on
//! gfx7 and gfx8 overwrite the index type the last `INDEX_TYPE` packet set
//! and which [`RestoreState`] does not carry: write `INDEX_TYPE` again (the
//! [`PrimitiveState`](crate::blocks::primitive::PrimitiveState) block, or
//! [`CommandBuffer::index_type`]) before the frame's next indexed draw.
//!
//! # Metadata fills
//!
//! The CMASK, DCC key and HTILE fills ([`fast_color_clear`],
//! [`init_msaa_cmask`], [`init_htile`], [`init_htile_slices`], [`dcc_fast_clear`],
//! [`dcc_fast_clear_level`], [`msaa_resolve`]'s key fill and [`clear`]
//! through them) write a range with one `DMA_DATA` (`SRC_SEL = DATA`) per
//! [`FILL_CHUNK_BYTES`] (2,097,120 bytes: the spec's 21-bit `BYTE_COUNT`
//! rounded down to 32 bytes, radeonsi's `cp_dma_max_byte_count` on
//! gfx6–gfx8), the last with the rest and the only one with `CP_SYNC`, as
//! radeonsi's `si_cp_dma_clear_buffer` splits a CP DMA clear; then one
//! `ACQUIRE_MEM` over the whole range. A range up to [`MAX_FILL_BYTES`]
//! (nine such packets, 18,874,080 bytes) is filled; a larger one is refused
//! ([`Error::MetadataMismatch`], nothing written).
//!
//! # gfx8 DCC fast clear
//!
//! [`dcc_fast_clear`] fills the keys with the code
//! [`dcc_clear_code`] picks from
//! the target's `FORMAT`, `NUMBER_TYPE` and `COMP_SWAP` and the colour, as
//! radeonsi's `gfx8_get_dcc_clear_parameters` (see
//! [the table](crate::blocks::clear_value#gfx8-dcc-clear-codes)):
//!
//! | colour (stored channels as colour / alpha) | code byte | fill dword | pass before a texture reads it ([`DccCleared::pass_before`]) |
//! |---|---|---|---|
//! | 0 / 0 | `0x00` | `0x00000000` | none (single-sample) |
//! | 0 / 1 | `0x40` | `0x40404040` | none (single-sample) |
//! | 1 / 0 | `0x80` | `0x80808080` | none (single-sample) |
//! | 1 / 1 | `0xC0` | `0xC0C0C0C0` | none (single-sample) |
//! | anything else | `0x20` (the clear words) | `0x20202020` | [`fast_clear_eliminate`]; refused for a multi-sample target on gfx8 |
//!
//! A multi-sample target with FMASK also has its CMASK set to
//! `0xCCCCCCCC` and needs [`fmask_decompress`] before a texture reads it;
//! a reader that cannot read the keys (another format family, an image
//! store, a copy) needs [`dcc_decompress`] whatever the code.
//!
//! ```
//! use gcn::blocks::clear_value::{ClearColor, DccClearCode};
//! use gcn::blocks::color_target::{ColorSurface, ColorTarget};
//! use gcn::blocks::Slot;
//! use gcn::desc::DataFormat;
//! use gcn::passes::{dcc_fast_clear, resolve_dcc_clear, DccReader, DccResolve, RestoreState, SizedTarget};
//! use gcn::pm4::CommandBuffer;
//! use gcn::regs::Gfx;
//! use gcn::tiling::meta::{dcc_info, DccInput};
//! use gcn::tiling::surface::{surface_info, SurfaceFlags, SurfaceInput};
//! use gcn::tiling::{Config, TileIndex};
//!
//! // A 1920x1080 R16G16B16A16_FLOAT target with DCC on Polaris10's entry 10.
//! let cfg = &Config::POLARIS10;
//! let flags = SurfaceFlags::new().with_color(true).with_dcc_compatible(true);
//! let info = surface_info(cfg, &SurfaceInput::new(TileIndex::new(10)?, 64, 1920, 1080).with_flags(flags))?;
//! let dcc = dcc_info(cfg, &DccInput::from_surface(&info))?;
//! let s = ColorSurface::from_surface_info(DataFormat::R16G16B16A16_FLOAT, 1920, 1080, &info, 0x100_0000)?;
//! let t = SizedTarget::of(ColorTarget::setup(cfg, Slot::S0, &s)?.with_dcc(&dcc, 0x200_0000)?, &s);
//!
//! let mut words = [0u32; 128];
//! let mut cb = CommandBuffer::for_gfx(&mut words, Gfx::Gfx8);
//! // White: code 0xC0, and the clear words 1.0 (0x3C00) in each 16-bit channel.
//! let white = dcc_fast_clear(&mut cb, &t, &dcc, None, ClearColor::Float([1.0; 4]))?;
//! assert_eq!(white.clear.code, DccClearCode::Clear1111);
//! assert_eq!(white.clear.clear_words, [0x3C00_3C00, 0x3C00_3C00]);
//! // A texture view of the target reads the code: no pass; a copy needs the decompress.
//! let n = cb.len();
//! assert_eq!(resolve_dcc_clear(&mut cb, &white, DccReader::Keys, &[], &RestoreState::DEFAULT)?, DccResolve::Nothing);
//! assert_eq!(cb.len(), n);
//! assert_eq!(white.pass_before(DccReader::NoKeys), DccResolve::DccDecompress);
//! # Ok::<(), Box<dyn core::error::Error>>(())
//! ```
//!
//! The CMASK fill and the eliminate follow radeonsi's gfx6–gfx8 path
//! (`si_clear.c`: a CMASK cleared to 0 marks every tile fast-cleared; the
//! eliminate pass writes the clear colour into the tiles still marked).
//! The eliminate draws a full-target rect list: the caller binds a vertex
//! shader that places it, such as
//! [`shader::builtin::rect_vs`](crate::shader::builtin).
//!
//! The passes write the addresses of the shaders they draw with
//! ([`ClearShaders`]), not their code: the code at those addresses must be
//! the generation's the buffer is for, built with
//! [`rect_vs_for`](crate::shader::builtin::rect_vs_for) and
//! [`clear_ps_for`](crate::shader::builtin::clear_ps_for) given
//! [`CommandBuffer::gfx`] (gfx7 code, [`rect_vs`](crate::shader::builtin::rect_vs)'s
//! and [`clear_ps`](crate::shader::builtin::clear_ps)'s, is other
//! instructions on gfx8). The passes cannot tell which code lies there.
//!
//! ```
//! use gcn::blocks::clear_value::ClearColor;
//! use gcn::blocks::color_target::{ColorSurface, ColorTarget};
//! use gcn::blocks::Slot;
//! use gcn::desc::DataFormat;
//! use gcn::passes::{fast_color_clear, fast_clear_eliminate, RestoreState, SizedTarget};
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
//! let target = SizedTarget::of(ColorTarget::setup(&Config::PS4, Slot::S0, &s)?, &s);
//!
//! let mut words = [0u32; 256];
//! let mut cb = CommandBuffer::new(&mut words);
//! let cleared = fast_color_clear(&mut cb, &target, &cmask, 0x80_0000, ClearColor::Float([0.0, 0.25, 0.5, 1.0]))?;
//! assert!(cleared.target.info().fast_clear());
//! // The target's registers end with the size hint NOP, 1920 | 1080 << 16.
//! assert_eq!(cb.as_slice()[cb.as_slice().len() - 2..], [0xC000_1000, 0x0438_0780]);
//! fast_clear_eliminate(&mut cb, &RestoreState::DEFAULT)?;
//! # Ok::<(), Box<dyn core::error::Error>>(())
//! ```

pub mod query;
pub mod transition;

use crate::blocks::Error;
use crate::blocks::Slot;
use crate::blocks::clear_value::{ClearColor, DccClear, dcc_clear_code};
use crate::blocks::color_target::{self, ColorSurface, ColorTarget, MAX_DIMENSION};
use crate::blocks::depth_target::{
    DepthTarget, HTILE_EXPANDED_DEPTH_ONLY, HTILE_EXPANDED_DEPTH_STENCIL, HTILE_INIT, HTILE_TC_INIT,
};
use crate::blocks::shader::{PsShader, VsShader, ps, vs};
use crate::blocks::viewport::Viewports;
use crate::desc::{ChannelOrder, ColorTargetFormat};
use crate::pm4::{
    ACQUIRE_MEM_FULL_SIZE, CoherCntl, CommandBuffer, DMA_MAX_BYTES, DmaCommand, DmaDataControl,
    DmaDataSrcSel, DrawInitiator, EventType, PrimitiveType,
};
use crate::ps4::markers::target_size_hint_payload;
use crate::regs::Gfx;
use crate::regs::gfx7::enums::{SpiShaderExFormat, StencilFormat};
use crate::regs::gfx8::enums::CbMode as Gfx8CbMode;
use crate::regs::{
    CbBlend0Control, CbColorControl, CbMode, CbShaderMask, CbTargetMask, ColorFormat, CompareFrag,
    DbDepthControl, DbRenderControl, DbRenderOverride2, DbStencilControl, DbStencilrefmask,
    DbStencilrefmaskBf, PaClVportZoffset, PaClVportZscale, PaClVteCntl, PaScVportZmax0,
    PaScVportZmin0, Register, Rop3, StencilOp, SurfaceNumber, SurfaceSwap, VgtPrimitiveType,
};
use crate::shader::builtin::{Builtin, ColorExport};
use crate::tiling::layout::DccLayout;
use crate::tiling::meta::{CmaskInfo, DccInfo, HtileInfo};
use crate::tiling::{Config, TileIndex};

/// Dwords a pass records at most (the scratch it records into before the one
/// copy): the larger of [`slow_color_clear`] (its two stage blocks at their
/// largest, user data with hinted descriptors included, and 40 dwords of
/// state, draw and restore; 176 dwords) and [`msaa_resolve`] (a DCC key
/// fill of up to [`MAX_FILL_CHUNKS`] `DMA_DATA`, four colour target blocks,
/// two CB syncs, state, draw and restore). 226 dwords: the scratch takes
/// 904 bytes of stack.
pub const MAX_PASS_DWORDS: usize = max(SLOW_CLEAR_DWORDS, RESOLVE_DWORDS);

/// Dwords of [`slow_color_clear`] at most: its two stage blocks at their
/// largest and 40 dwords of state, draw and restore.
const SLOW_CLEAR_DWORDS: usize = vs::MAX_DWORDS + ps::MAX_DWORDS + 40;

/// Dwords of a metadata fill at most ([`MetaFill::record`]):
/// [`MAX_FILL_CHUNKS`] 7-dword `DMA_DATA` and a 7-dword `ACQUIRE_MEM`.
const FILL_DWORDS: usize = (MAX_FILL_CHUNKS as usize + 1) * 7;

/// Dwords of [`dcc_fast_clear`] at most: a CB sync, the key fill and the
/// CMASK fill, the target block with its size hint.
const DCC_CLEAR_DWORDS: usize = 9 + 2 * FILL_DWORDS + SizedTarget::DWORDS;

/// Dwords of [`depth_clear`] (or [`clear`]'s depth clear) at most: 13
/// registers set and put back (depth, stencil and stencil reference
/// registers, `DB_RENDER_OVERRIDE2`, the colour mask and control, and for a
/// depth written by the draw `PA_CL_VTE_CNTL` and viewport 0's z scale,
/// offset, minimum and maximum), the primitive type twice, the draw and the
/// DB metadata flush.
const DEPTH_CLEAR_DWORDS: usize = 26 * 3 + 2 * 3 + 3 + 2;

/// Dwords of [`msaa_resolve`] at most: for a destination with DCC the key
/// fill (a CB sync and [`FILL_DWORDS`]), four
/// colour-target blocks with their size hints (the two bound for the pass
/// and two put back), two CB syncs of 9 dwords before and after, five
/// registers set and put back, the primitive type twice and the draw.
const RESOLVE_DWORDS: usize =
    9 + FILL_DWORDS + 4 * SizedTarget::DWORDS + 4 * 9 + 10 * 3 + 2 * 3 + 3;

/// The larger of `a` and `b`.
const fn max(a: usize, b: usize) -> usize {
    if a > b { a } else { b }
}

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
    /// `CB_TARGET_MASK` as the frame has it.
    pub cb_target_mask: CbTargetMask,
    /// `CB_SHADER_MASK` as the frame has it.
    pub cb_shader_mask: CbShaderMask,
    /// `DB_RENDER_OVERRIDE2` as the frame has it.
    pub db_render_override2: DbRenderOverride2,
    /// `DB_STENCILREFMASK` (front-face stencil reference and masks) as the
    /// frame has it.
    pub db_stencil_refmask: DbStencilrefmask,
    /// `DB_STENCILREFMASK_BF` (back-face) as the frame has it.
    pub db_stencil_refmask_bf: DbStencilrefmaskBf,
    /// `PA_CL_VTE_CNTL` as the frame has it.
    pub pa_cl_vte_cntl: PaClVteCntl,
    /// `PA_CL_VPORT_ZSCALE` (viewport 0) as the frame has it.
    pub pa_cl_vport_zscale: PaClVportZscale,
    /// `PA_CL_VPORT_ZOFFSET` (viewport 0) as the frame has it.
    pub pa_cl_vport_zoffset: PaClVportZoffset,
    /// `PA_SC_VPORT_ZMIN_0` as the frame has it.
    pub pa_sc_vport_zmin_0: PaScVportZmin0,
    /// `PA_SC_VPORT_ZMAX_0` as the frame has it.
    pub pa_sc_vport_zmax_0: PaScVportZmax0,
}

impl RestoreState {
    /// Normal colour output with ROP3 copy (`MODE = CB_NORMAL`, `ROP3 = 0xCC`),
    /// triangle lists, depth and stencil registers 0 (tests off, compression
    /// on, stencil reference and masks 0), blending off, and target 0 written and exported with all four
    /// channels (`CB_TARGET_MASK = CB_SHADER_MASK = 0xF`, the defaults of
    /// [`Blend`](crate::blocks::blend::Blend)), and viewport 0's depth as
    /// [`Viewports::new`](crate::blocks::viewport::Viewports::new) with
    /// depth `0.0..1.0` writes it (`PA_CL_VTE_CNTL` = 0x43F, `ZSCALE` 1.0,
    /// `ZOFFSET` 0.0, `ZMIN_0` 0.0, `ZMAX_0` 1.0).
    pub const DEFAULT: RestoreState = RestoreState {
        cb_color_control: CbColorControl::new()
            .with_mode(CbMode::CB_NORMAL)
            .with_rop3(Rop3::ROP3_COPY),
        primitive_type: PrimitiveType::DI_PT_TRILIST,
        db_render_control: DbRenderControl::new(),
        db_depth_control: DbDepthControl::new(),
        db_stencil_control: DbStencilControl::new(),
        cb_blend0_control: CbBlend0Control::new(),
        cb_target_mask: TARGET0_ONLY,
        cb_shader_mask: SHADER0_ONLY,
        db_render_override2: DbRenderOverride2::new(),
        db_stencil_refmask: DbStencilrefmask::new(),
        db_stencil_refmask_bf: DbStencilrefmaskBf::new(),
        pa_cl_vte_cntl: Viewports::DEFAULT_VTE,
        pa_cl_vport_zscale: PaClVportZscale::new().with_vport_zscale(1.0),
        pa_cl_vport_zoffset: PaClVportZoffset::new(),
        pa_sc_vport_zmin_0: PaScVportZmin0::new(),
        pa_sc_vport_zmax_0: PaScVportZmax0::new().with_vport_zmax(1.0),
    };

    /// The registers a CB pass sets, with their frame values:
    /// `CB_BLEND0_CONTROL`, `CB_TARGET_MASK`, `CB_SHADER_MASK`,
    /// `CB_COLOR_CONTROL`, `DB_DEPTH_CONTROL`.
    fn cb_mode_registers(&self) -> [(u16, u32); 5] {
        [
            (CbBlend0Control::OFFSET, self.cb_blend0_control.into_bits()),
            (CbTargetMask::OFFSET, self.cb_target_mask.into_bits()),
            (CbShaderMask::OFFSET, self.cb_shader_mask.into_bits()),
            (CbColorControl::OFFSET, self.cb_color_control.into_bits()),
            (DbDepthControl::OFFSET, self.db_depth_control.into_bits()),
        ]
    }

    /// `self` with the registers of a CB pass on target 0 in `mode`:
    /// blending off (`CB_BLEND0_CONTROL` = 0: radeonsi's blend states for
    /// these modes enable no blending, `si_create_blend_custom`),
    /// `CB_TARGET_MASK = CB_SHADER_MASK = 0xF`, ROP3 copy, and depth and
    /// stencil tests off (`DB_DEPTH_CONTROL` = 0, as radeonsi's blitter
    /// binds `dsa_keep_depth_stencil` for these passes).
    const fn cb_pass(&self, mode: CbMode) -> RestoreState {
        let mut pass = *self;
        pass.cb_blend0_control = CbBlend0Control::new();
        pass.cb_target_mask = TARGET0_ONLY;
        pass.cb_shader_mask = SHADER0_ONLY;
        pass.cb_color_control = CbColorControl::new()
            .with_mode(mode)
            .with_rop3(Rop3::ROP3_COPY);
        pass.db_depth_control = DbDepthControl::new();
        pass
    }
}

/// `CB_TARGET_MASK` with all four channels of target 0 and nothing else.
const TARGET0_ONLY: CbTargetMask = CbTargetMask::new().with_target0_enable(0xF);
/// `CB_SHADER_MASK` with all four channels of export 0 and nothing else.
const SHADER0_ONLY: CbShaderMask = CbShaderMask::new().with_output0_enable(0xF);

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

/// A colour target with its size in pixels, as a pass binds it: its
/// `SET_CONTEXT_REG` runs (`CB_COLORn_BASE` … `CB_COLORn_CLEAR_WORD1`, or
/// … `CB_COLORn_DCC_BASE` on gfx8),
/// then the PS4 render-target size hint, a 2-dword NOP whose payload is
/// `width | height << 16` ([`target_size_hint_payload`]), which the PS4
/// driver writes after every colour target. The GPU ignores the hint; the
/// registers hold only the padded pitch and slice size, so the real extent
/// is given here (the [`ColorSurface`]'s `width` and `height`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SizedTarget {
    /// The target's registers (and slot).
    pub target: ColorTarget,
    /// Width in pixels, `1..=16384`.
    pub width: u32,
    /// Height in pixels, `1..=16384`.
    pub height: u32,
}

impl SizedTarget {
    /// Dwords [`SizedTarget::emit`] writes: the target block and the 2-dword hint.
    pub const DWORDS: usize = color_target::DWORDS + 2;

    /// `target` of `width` × `height` pixels.
    pub const fn new(target: ColorTarget, width: u32, height: u32) -> Self {
        SizedTarget {
            target,
            width,
            height,
        }
    }

    /// `target` with the size of the surface it was set up from
    /// ([`ColorTarget::setup`]).
    pub const fn of(target: ColorTarget, surface: &ColorSurface) -> Self {
        Self::new(target, surface.width, surface.height)
    }

    /// The same target and size at `slot` ([`ColorTarget::with_slot`]).
    pub const fn with_slot(self, slot: Slot) -> Self {
        Self::new(self.target.with_slot(slot), self.width, self.height)
    }

    /// The size hint's payload, `width | height << 16`.
    ///
    /// # Errors
    /// [`Error::InvalidRange`] unless both are in `1..=16384`.
    pub const fn hint_payload(&self) -> Result<u32, Error> {
        if self.width == 0
            || self.height == 0
            || self.width > MAX_DIMENSION
            || self.height > MAX_DIMENSION
        {
            return Err(Error::InvalidRange {
                what: "colour target size for the size hint outside 1..=16384",
            });
        }
        // Both at most 16384: they fit 16 bits.
        Ok(target_size_hint_payload(
            self.width as u16,
            self.height as u16,
        ))
    }

    /// Writes the target's registers, then the size hint.
    ///
    /// # Errors
    /// Those of [`SizedTarget::hint_payload`] and [`ColorTarget::emit`];
    /// [`Error::Pm4`] when `cb` has no room. Nothing is written on error.
    pub fn emit(&self, cb: &mut CommandBuffer<'_>) -> Result<(), Error> {
        record_in::<{ SizedTarget::DWORDS }>(cb, |c| self.emit_in(c))
    }

    /// [`SizedTarget::emit`] within a recording.
    fn emit_in(&self, c: &mut CommandBuffer<'_>) -> Result<(), Error> {
        let payload = self.hint_payload()?;
        self.target.emit(c)?;
        c.nop(&[payload])?;
        Ok(())
    }
}

/// Records `body` as one group ([`CommandBuffer::all_or_nothing`]), so a
/// pass that fails writes nothing.
fn record(
    cb: &mut CommandBuffer<'_>,
    body: impl FnOnce(&mut CommandBuffer<'_>) -> Result<(), Error>,
) -> Result<(), Error> {
    record_in::<MAX_PASS_DWORDS>(cb, body)
}

/// [`record`] with a scratch of `N` dwords. A pass's draws are never
/// predicated (they decompress, resolve or clear what later draws read), so
/// the group records with the predicate toggle off and leaves `cb`'s as it
/// was.
fn record_in<const N: usize>(
    cb: &mut CommandBuffer<'_>,
    body: impl FnOnce(&mut CommandBuffer<'_>) -> Result<(), Error>,
) -> Result<(), Error> {
    let was = cb.predicate();
    cb.all_or_nothing::<N, Error>(|c| {
        c.set_predicate(false);
        body(c)?;
        c.set_predicate(was);
        Ok(())
    })
}

/// Fast colour clear of `target` to `color` through its CMASK, laid out by
/// `cmask` at `cmask_address`: flushes the CB and its metadata caches and
/// waits for it to go idle (a CB sync: `FLUSH_AND_INV_CB_META` and a
/// full-range `ACQUIRE_MEM` with `CB_ACTION_ENA` and every
/// `CBn_DEST_BASE_ENA`), so no CMASK line still in flight lands on the new
/// one; fills the CMASK with 0 (every tile fast-cleared) through
/// `DMA_DATA` with `CP_SYNC`, makes the range visible to the CB
/// (`ACQUIRE_MEM`, `CB_ACTION_ENA`), then emits the target with
/// `FAST_CLEAR`, the CMASK and the clear words, and its size hint
/// ([`SizedTarget::emit`]). Returns that target; run
/// [`fast_clear_eliminate`] before anything but the CB reads the surface.
///
/// The sync before the fill is radeonsi's `si_barrier_before_image_fast_clear`
/// for a CMASK clear (`si_barrier.c`: the CB flushed and waited for before
/// the CMASK is rewritten).
///
/// A target with DCC (gfx8, [`ColorTarget::with_dcc`]) is refused: radeonsi
/// fast-clears such a surface through its DCC keys and never through the
/// CMASK alone (`si_clear.c`: "Try to clear DCC first, otherwise try
/// CMASK", the CMASK path only for surfaces without DCC); that clear is
/// [`dcc_fast_clear`], which shares this pass's sync and fill.
///
/// # Errors
/// Those of [`ColorTarget::with_cmask`],
/// [`ColorTarget::with_clear_color`] and [`SizedTarget::hint_payload`];
/// [`Error::MetadataMismatch`] for a target with DCC (use
/// [`dcc_fast_clear`]) or a CMASK larger than
/// [`MAX_FILL_BYTES`]; [`Error::Pm4`] when `cb` has no room. Nothing is
/// written on error.
pub fn fast_color_clear(
    cb: &mut CommandBuffer<'_>,
    target: &SizedTarget,
    cmask: &CmaskInfo,
    cmask_address: u64,
    color: ClearColor,
) -> Result<SizedTarget, Error> {
    if target.target.info().dcc_enable() {
        return Err(Error::MetadataMismatch {
            what: "CMASK fast clear of a target with DCC (its keys need the clear code: dcc_fast_clear)",
        });
    }
    let cleared = SizedTarget {
        target: target
            .target
            .with_cmask(cmask, cmask_address)?
            .with_clear_color(color)?,
        ..*target
    };
    let fill = cmask_fill(cmask, cmask_address, 0)?;
    record(cb, |c| {
        fill_metadata(c, MetaUnit::Cb, &[fill])?;
        cleared.emit_in(c)
    })?;
    Ok(cleared)
}

/// The CMASK value radeonsi fills the CMASK of a multi-sample surface with
/// FMASK with when it creates it (`si_texture.c`: "compressed state"): in
/// each 4-bit element, bits 3..2 = `0b11` (the tile is not fast-cleared)
/// and bits 1..0 = `0b00` (FMASK compression mode: every sample uses
/// fragment 0, so the FMASK is not read and needs no initial value). PAL's
/// `Gfx6Cmask::GetInitialValue` describes the same two fields.
pub const CMASK_FMASK_INIT: u32 = 0xCCCC_CCCC;

/// Gives the multi-sample `target`, which has an FMASK
/// ([`ColorTarget::with_fmask`]), the CMASK `cmask` lays out at
/// `cmask_address` ([`ColorTarget::with_cmask`]: `CB_COLORn_CMASK`,
/// `CMASK_SLICE` and `INFO.FAST_CLEAR`) and records its initialisation, as
/// radeonsi does for such a surface on gfx6–gfx8: a CB sync (as
/// [`fast_color_clear`]), a `DMA_DATA` fill of the CMASK with
/// [`CMASK_FMASK_INIT`] (`CP_SYNC`), and an `ACQUIRE_MEM` of the CMASK
/// range for the CB. Returns that target, for the passes that bind it
/// ([`fmask_decompress`], [`msaa_resolve`]); the target itself is not
/// written. An FMASK-compressed target needs its CMASK
/// ([`ColorTarget::validate`]).
///
/// RADV and PAL initialise such a surface another way, which this crate
/// does not record: the FMASK filled with the identity mapping (sample `i`
/// in fragment `i`) and the CMASK with the matching fully expanded value
/// (`0xDDDDDDDD`, `0xEEEEEEEE`, `0xFFFFFFFF` for 2, 4, 8 fragments).
///
/// ```
/// use gcn::blocks::color_target::{ColorSurface, ColorTarget};
/// use gcn::blocks::Slot;
/// use gcn::desc::DataFormat;
/// use gcn::passes::{init_msaa_cmask, SizedTarget, CMASK_FMASK_INIT};
/// use gcn::pm4::CommandBuffer;
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
/// let t = SizedTarget::of(ColorTarget::setup(cfg, Slot::S0, &s)?.with_fmask(&fmask, 0x40_0000)?, &s);
///
/// let mut words = [0u32; 64];
/// let mut cb = CommandBuffer::new(&mut words);
/// let t = init_msaa_cmask(&mut cb, &t, &cmask, 0x80_0000)?;
/// assert!(t.target.info().compression() && t.target.info().fast_clear());
/// // The DMA_DATA after the CB sync fills with the init value (its SRC_ADDR_LO dword).
/// assert_eq!(cb.as_slice()[9..12], [0xC005_5000, 0x8000_0000 | 2 << 29, CMASK_FMASK_INIT]);
/// # Ok::<(), Box<dyn core::error::Error>>(())
/// ```
///
/// # Errors
/// [`Error::MetadataMismatch`] when `target` is single-sample or has no
/// FMASK (`CB_COLORn_INFO.COMPRESSION` clear), or for a CMASK larger than
/// [`MAX_FILL_BYTES`]; those of [`ColorTarget::with_cmask`];
/// [`Error::Pm4`] when `cb` has no room. Nothing is written on error.
pub fn init_msaa_cmask(
    cb: &mut CommandBuffer<'_>,
    target: &SizedTarget,
    cmask: &CmaskInfo,
    cmask_address: u64,
) -> Result<SizedTarget, Error> {
    let t = &target.target;
    if t.attrib().num_samples() == 0 || !t.info().compression() {
        return Err(Error::MetadataMismatch {
            what: "CMASK init of a target without FMASK (single-sample or COMPRESSION clear)",
        });
    }
    let with_cmask = SizedTarget {
        target: t.with_cmask(cmask, cmask_address)?,
        ..*target
    };
    let fill = cmask_fill(cmask, cmask_address, CMASK_FMASK_INIT)?;
    record(cb, |c| fill_metadata(c, MetaUnit::Cb, &[fill]))?;
    Ok(with_cmask)
}

/// The fill of `cmask` at `address` with the dword `value`.
///
/// # Errors
/// [`Error::MetadataMismatch`] as [`MetaFill::new`] says.
fn cmask_fill(cmask: &CmaskInfo, address: u64, value: u32) -> Result<MetaFill, Error> {
    MetaFill::new(
        address,
        cmask.cmask_bytes,
        value,
        "CMASK size 0 or beyond MAX_FILL_BYTES",
    )
}

/// Bytes of each `DMA_DATA` of a metadata fill but the last: the largest
/// `BYTE_COUNT` ([`DMA_MAX_BYTES`], the spec's 21-bit field) rounded down
/// to a multiple of 32, radeonsi's `cp_dma_max_byte_count` on gfx6–gfx8
/// (`SI_CPDMA_ALIGNMENT`, "aligned for optimal performance"): 2,097,120.
pub const FILL_CHUNK_BYTES: u32 = DMA_MAX_BYTES & !31;

/// `DMA_DATA` packets one metadata fill records at most.
pub const MAX_FILL_CHUNKS: u32 = 9;

/// Bytes one metadata fill (a CMASK, DCC key or HTILE range) covers at
/// most: [`MAX_FILL_CHUNKS`] × [`FILL_CHUNK_BYTES`], 18,874,080, more than
/// the 16 MiB of HTILE of a 16384 × 16384 depth target or of DCC keys of a
/// 16384 × 16384 128-bit colour target. The passes refuse a larger range
/// ([`Error::MetadataMismatch`]): their all-or-nothing scratch
/// ([`MAX_PASS_DWORDS`]) holds this many fills.
pub const MAX_FILL_BYTES: u64 = (FILL_CHUNK_BYTES as u64).saturating_mul(MAX_FILL_CHUNKS as u64);

/// A metadata range to fill: `bytes` at `address` with the dword `value`.
#[derive(Clone, Copy)]
struct MetaFill {
    address: u64,
    bytes: u64,
    value: u32,
}

impl MetaFill {
    /// The fill of `bytes` at `address` with `value`.
    ///
    /// # Errors
    /// [`Error::MetadataMismatch`] with `what` for `bytes` outside
    /// `1..=MAX_FILL_BYTES` or a range past the end of the address space.
    fn new(address: u64, bytes: u64, value: u32, what: &'static str) -> Result<Self, Error> {
        if bytes == 0 || bytes > MAX_FILL_BYTES || address.checked_add(bytes).is_none() {
            return Err(Error::MetadataMismatch { what });
        }
        Ok(MetaFill {
            address,
            bytes,
            value,
        })
    }

    /// Within a recording: the range filled by one `DMA_DATA` per
    /// [`FILL_CHUNK_BYTES`] (the last with the rest), `CP_SYNC` on the last
    /// one only, as radeonsi's `si_cp_dma_clear_buffer` splits a clear (the
    /// CP then waits for every DMA before it goes on), then one
    /// `ACQUIRE_MEM` of `action` over the whole range (its 40-bit
    /// `COHER_SIZE` in 256-byte units covers any fill).
    fn record(&self, c: &mut CommandBuffer<'_>, action: CoherCntl) -> Result<(), Error> {
        let control = DmaDataControl::new().with_src_sel(DmaDataSrcSel::DATA);
        let (mut at, mut left) = (self.address, self.bytes);
        while left > 0 {
            let n = left.min(u64::from(FILL_CHUNK_BYTES));
            let count = u32::try_from(n).map_err(|_| Error::InvalidRange {
                what: "metadata fill chunk over 32 bits",
            })?;
            let control = control.with_cp_sync(n == left);
            c.dma_data(control, u64::from(self.value), at, count, DmaCommand::new())?;
            left = left.saturating_sub(n);
            at = at.checked_add(n).ok_or(Error::InvalidRange {
                what: "metadata fill past the end of the address space",
            })?;
        }
        let base = self.address >> 8;
        let end = at.div_ceil(256);
        c.acquire_mem(
            action,
            transition::ENGINE,
            base,
            end.saturating_sub(base),
            transition::POLL_INTERVAL,
        )?;
        Ok(())
    }
}

/// The unit whose metadata a fill rewrites: the CB (CMASK, DCC keys) or
/// the DB (HTILE).
#[derive(Clone, Copy)]
enum MetaUnit {
    Cb,
    Db,
}

impl MetaUnit {
    /// radeonsi's gfx6–gfx8 flush and invalidate of the unit
    /// (`SI_BARRIER_SYNC_AND_INV_CB` / `_DB` in `gfx6_emit_barrier`):
    /// `FLUSH_AND_INV_CB_META` (CMASK / FMASK) or `FLUSH_AND_INV_DB_META`
    /// (HTILE), then one `ACQUIRE_MEM` over all memory with the unit's
    /// action and destination-base enables (`CB_ACTION_ENA` and every
    /// `CBn_DEST_BASE_ENA`, or `DB_ACTION_ENA` and `DB_DEST_BASE_ENA`),
    /// which waits for the unit to go idle.
    fn sync(self, c: &mut CommandBuffer<'_>) -> Result<(), Error> {
        let (event, writeback) = match self {
            MetaUnit::Cb => (EventType::FLUSH_AND_INV_CB_META, transition::CB_WRITEBACK),
            MetaUnit::Db => (EventType::FLUSH_AND_INV_DB_META, transition::DB_WRITEBACK),
        };
        c.event_write(event)?;
        c.acquire_mem(
            writeback,
            transition::ENGINE,
            0,
            ACQUIRE_MEM_FULL_SIZE,
            transition::POLL_INTERVAL,
        )?;
        Ok(())
    }

    /// The `ACQUIRE_MEM` action that makes a range visible to the unit.
    const fn range_action(self) -> CoherCntl {
        match self {
            MetaUnit::Cb => CoherCntl::new().with_cb_action_ena(true),
            MetaUnit::Db => CoherCntl::new().with_db_action_ena(true),
        }
    }
}

/// Within a recording: the sync of `unit` ([`MetaUnit::sync`]), then each range of `fills` filled by `DMA_DATA` and made
/// visible to that unit by an `ACQUIRE_MEM` (`CB_ACTION_ENA` or
/// `DB_ACTION_ENA`) over it ([`MetaFill::record`]). The CMASK clears, the
/// DCC clear and the HTILE init share it: radeonsi's barrier before an
/// image fast clear (`si_barrier_before_image_fast_clear`) syncs the CB
/// for a CMASK or DCC clear and the DB for an HTILE one.
fn fill_metadata(
    c: &mut CommandBuffer<'_>,
    unit: MetaUnit,
    fills: &[MetaFill],
) -> Result<(), Error> {
    unit.sync(c)?;
    fills
        .iter()
        .try_for_each(|f| f.record(c, unit.range_action()))
}

/// Which word [`init_htile`] fills a new HTILE with (see the
/// [HTILE words](crate::blocks::depth_target#htile-words)).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum HtileInit {
    /// A new surface whose planes are undefined until the first clear or
    /// draw: radeonsi's word when it allocates one (`si_texture.c`),
    /// [`HTILE_TC_INIT`] for a TC-compatible HTILE, else [`HTILE_INIT`] (0).
    /// radeonsi does not count the fill as a clear.
    Fresh,
    /// A surface whose planes' memory holds its depth (and stencil) values,
    /// such as one written by a copy or an upload: every tile expanded, the
    /// z-range the whole 0.0..=1.0, and with stencil in HTILE the stencil
    /// uncompressed with unknown test results. RADV's word for a layout
    /// transition from `UNDEFINED` (`radv_get_htile_initial_value`) and
    /// PAL's for every initialisation (`Gfx6Htile::GetInitialValue`), both
    /// also for new surfaces: [`HTILE_EXPANDED_DEPTH_ONLY`] with
    /// `TILE_STENCIL_DISABLE`, else [`HTILE_EXPANDED_DEPTH_STENCIL`].
    Expanded,
}

impl HtileInit {
    /// The word `self` fills `depth`'s HTILE with, in the layout its
    /// `DB_STENCIL_INFO.TILE_STENCIL_DISABLE` selects.
    ///
    /// ```
    /// use gcn::blocks::depth_target::{DepthSurface, DepthTarget};
    /// use gcn::desc::DataFormat;
    /// use gcn::passes::HtileInit;
    /// use gcn::tiling::Config;
    ///
    /// let z = DepthSurface::new(DataFormat::D32_FLOAT, 256, 128).with_htile(0x10_0000);
    /// let depth_only = DepthTarget::setup(&Config::PS4, &z)?;
    /// let with_stencil = DepthTarget::setup(&Config::PS4, &z.with_stencil(0x20_0000, z.tile_mode_index))?;
    /// assert_eq!(HtileInit::Fresh.value(&depth_only)?, 0);
    /// assert_eq!(HtileInit::Expanded.value(&depth_only)?, 0xFFFC_000F);
    /// assert_eq!(HtileInit::Expanded.value(&with_stencil)?, 0xFFFF_F3FF);
    /// # Ok::<(), gcn::blocks::Error>(())
    /// ```
    ///
    /// # Errors
    /// [`Error::MetadataMismatch`] when `depth` has no HTILE
    /// (`DB_Z_INFO.TILE_SURFACE_ENABLE` clear), has a TC-compatible HTILE
    /// with `TILE_STENCIL_DISABLE` set (gfx8 needs it clear, and
    /// [`HTILE_TC_INIT`] is a depth-and-stencil word), or for
    /// [`HtileInit::Expanded`] in the depth-and-stencil layout when
    /// `DB_Z_INFO.ZRANGE_PRECISION` is 0 (a depth clear value of 0.0): the
    /// sources' word takes its z-range base as the maximum, which it is
    /// only under `ZRANGE_PRECISION` 1 (PAL's note; RADV likewise keeps 1
    /// until a fast clear to 0.0 rewrites the HTILE), and no source gives
    /// the word for 0.
    pub const fn value(self, depth: &DepthTarget) -> Result<u32, Error> {
        if !depth.z_info().tile_surface_enable() {
            return htile_mismatch(
                "HTILE init of a depth target without HTILE (DB_Z_INFO.TILE_SURFACE_ENABLE)",
            );
        }
        let depth_only = depth.stencil_info().tile_stencil_disable();
        let tc = depth.tc_compatible_htile();
        if tc && depth_only {
            return htile_mismatch(
                "HTILE init of a TC-compatible HTILE with TILE_STENCIL_DISABLE (gfx8 needs it clear)",
            );
        }
        match (self, depth_only) {
            (HtileInit::Fresh, _) if tc => Ok(HTILE_TC_INIT),
            (HtileInit::Fresh, _) => Ok(HTILE_INIT),
            (HtileInit::Expanded, true) => Ok(HTILE_EXPANDED_DEPTH_ONLY),
            (HtileInit::Expanded, false) if depth.z_info().zrange_precision() => {
                Ok(HTILE_EXPANDED_DEPTH_STENCIL)
            }
            (HtileInit::Expanded, false) => htile_mismatch(
                "expanded depth-and-stencil HTILE word with ZRANGE_PRECISION 0 (the sources' word is for 1)",
            ),
        }
    }
}

/// [`Error::MetadataMismatch`] with `what`.
const fn htile_mismatch(what: &'static str) -> Result<u32, Error> {
    Err(Error::MetadataMismatch { what })
}

/// Records the fill of a depth target's new HTILE with the word `init`
/// picks for it ([`HtileInit::value`]), before the DB first uses it: a DB
/// sync (`FLUSH_AND_INV_DB_META` and a full-range `ACQUIRE_MEM` with
/// `DB_ACTION_ENA` and `DB_DEST_BASE_ENA`, which waits for the DB to go
/// idle), a `DMA_DATA` fill
/// (`CP_SYNC`) of the whole HTILE, `htile.htile_bytes` at `htile_address`,
/// and an `ACQUIRE_MEM` of that range with `DB_ACTION_ENA`. Returns the
/// word. The target is not written; bind it ([`DepthTarget::emit`]) before
/// the draws that use it. A texture that reads a TC-compatible target's
/// HTILE afterwards needs the depth transition over the HTILE range first
/// ([`Transition::DepthToTexture`](transition::Transition::DepthToTexture)).
///
/// radeonsi fills the whole HTILE (its `meta_offset`, `meta_size`) with a
/// compute clear when it allocates a depth texture (`si_texture.c`); RADV
/// fills the HTILE of the slices of a layout transition from `UNDEFINED`
/// (`radv_initialize_htile`), PAL those of an initialisation
/// (`InitMetadataFill`). Like the CMASK fill of [`init_msaa_cmask`], this
/// pass fills with the CP instead. The sync before the fill is radeonsi's
/// barrier before it rewrites an HTILE in a clear
/// (`si_barrier_before_image_fast_clear` for an HTILE clear: the DB
/// flushed and waited for), so that no HTILE line the DB still holds from
/// an earlier use of the memory lands on the new words. The pass sets no
/// clear state: the target's clear values stay as they are.
///
/// ```
/// use gcn::blocks::depth_target::{DepthSurface, DepthTarget, HTILE_EXPANDED_DEPTH_STENCIL};
/// use gcn::desc::DataFormat;
/// use gcn::passes::{init_htile, HtileInit};
/// use gcn::pm4::CommandBuffer;
/// use gcn::tiling::config::{Config, Ps4TileMode};
/// use gcn::tiling::meta::{htile_info, MetaInput, MetaTile};
/// use gcn::tiling::surface::{surface_info, SurfaceFlags, SurfaceInput};
///
/// // A 1920x1080 Z32F + S8 buffer on the PS4's entry 2, its HTILE at 0x200_0000.
/// let cfg = &Config::PS4;
/// let entry = Ps4TileMode::Depth2dThin256.index();
/// let input = SurfaceInput::new(entry, 32, 1920, 1080).with_flags(SurfaceFlags::new().with_depth(true));
/// let info = surface_info(cfg, &input)?;
/// let tile = MetaTile::Index(info.tile_index, info.macro_mode_index);
/// let htile = htile_info(cfg, &MetaInput::new(info.pitch_elems, info.height_elems, 1, tile))?;
/// let s = DepthSurface::from_surface_info(DataFormat::D32_FLOAT, 1920, 1080, &info, 0x100_0000)?
///     .with_stencil(0x180_0000, entry)
///     .with_htile(0x200_0000);
/// let depth = DepthTarget::setup(cfg, &s)?;
///
/// let mut words = [0u32; 32];
/// let mut cb = CommandBuffer::new(&mut words);
/// let word = init_htile(&mut cb, &depth, &htile, 0x200_0000, HtileInit::Expanded)?;
/// assert_eq!(word, HTILE_EXPANDED_DEPTH_STENCIL);
/// // After the DB sync (2 + 7 dwords): the DMA_DATA fill of the HTILE's bytes.
/// let out = cb.as_slice();
/// assert_eq!(out[9..16], [0xC005_5000, 0xC000_0000, word, 0, 0x200_0000, 0, htile.htile_bytes as u32]);
/// # Ok::<(), Box<dyn core::error::Error>>(())
/// ```
///
/// # Errors
/// Those of [`DepthTarget::validate`], [`DepthTarget::check_htile`] (no
/// HTILE, a layout TC-compatible where the target's HTILE is not or the
/// reverse ([`HtileInfo::tc_compatible`]), its address off the layout's
/// alignment, a layout smaller than the surface) and [`HtileInit::value`];
/// [`Error::MetadataMismatch`] when
/// `htile_address` is not the target's `DB_HTILE_DATA_BASE`, when the
/// layout has fewer slices than the target's view reaches
/// (`DB_DEPTH_VIEW.SLICE_MAX`), or for an HTILE larger than
/// [`MAX_FILL_BYTES`]; [`Error::Pm4`] when `cb` has no room or is a gfx6 buffer
/// (`DMA_DATA` and `ACQUIRE_MEM` are gfx7 packets). Nothing is written on
/// error.
pub fn init_htile(
    cb: &mut CommandBuffer<'_>,
    depth: &DepthTarget,
    htile: &HtileInfo,
    htile_address: u64,
    init: HtileInit,
) -> Result<u32, Error> {
    let value = htile_init_value(depth, htile, htile_address, init)?;
    let fill = MetaFill::new(
        htile_address,
        htile.htile_bytes,
        value,
        "HTILE size beyond MAX_FILL_BYTES",
    )?;
    record(cb, |c| fill_metadata(c, MetaUnit::Db, &[fill]))?;
    Ok(value)
}

/// The checks [`init_htile`] and [`init_htile_slices`] share, then the word `init` picks.
fn htile_init_value(
    depth: &DepthTarget,
    htile: &HtileInfo,
    htile_address: u64,
    init: HtileInit,
) -> Result<u32, Error> {
    let fail = |what| Err(Error::MetadataMismatch { what });
    depth.validate()?;
    depth.check_htile(htile)?;
    if htile_address != u64::from(depth.htile_data_base().base_256b()) << 8 {
        return fail("HTILE address other than the target's DB_HTILE_DATA_BASE");
    }
    let slices = u64::from(depth.depth_view().slice_max()) + 1;
    match htile.slice_size_bytes.checked_mul(slices) {
        Some(b) if b <= htile.htile_bytes => {}
        _ => return fail("HTILE layout with fewer slices than the depth view reaches"),
    }
    init.value(depth)
}

/// Slices `first..first + count` of an HTILE, which [`init_htile_slices`] fills.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct HtileSlices {
    /// The first slice.
    pub first: u32,
    /// How many slices.
    pub count: u32,
}

impl HtileSlices {
    /// Slices `first..first + count`.
    pub const fn new(first: u32, count: u32) -> HtileSlices {
        HtileSlices { first, count }
    }

    /// The byte offset from the HTILE's base and the byte size of these
    /// slices in the layout `htile`: `first` and `count` times
    /// [`HtileInfo::slice_size_bytes`], as RADV places a layer range of an
    /// HTILE (`radv_clear_htile`: `meta_slice_size` × the first layer and ×
    /// the layer count, addrlib's `sliceSize`).
    ///
    /// ```
    /// use gcn::passes::HtileSlices;
    /// use gcn::tiling::config::{Config, Ps4TileMode};
    /// use gcn::tiling::meta::{htile_info, MetaInput, MetaTile};
    /// use gcn::tiling::surface::{surface_info, SurfaceFlags, SurfaceInput};
    ///
    /// // 7 slices of a 1920x1080 Z32 surface on the PS4's Depth2dThin256: 196,608 bytes each.
    /// let flags = SurfaceFlags::new().with_depth(true);
    /// let input = SurfaceInput::new(Ps4TileMode::Depth2dThin256.index(), 32, 1920, 1080).with_flags(flags);
    /// let info = surface_info(&Config::PS4, &input.with_slices(7))?;
    /// let tile = MetaTile::Index(info.tile_index, info.macro_mode_index);
    /// let htile = htile_info(&Config::PS4, &MetaInput::new(info.pitch_elems, info.height_elems, 7, tile))?;
    /// assert_eq!(HtileSlices::new(2, 3).byte_range(&htile)?, (2 * 196_608, 3 * 196_608));
    /// assert!(HtileSlices::new(5, 3).byte_range(&htile).is_err());
    /// # Ok::<(), Box<dyn core::error::Error>>(())
    /// ```
    ///
    /// # Errors
    /// - [`Error::MetadataMismatch`]: the layout's slices are not separate
    ///   byte ranges: [`HtileInfo::slice_interleaved`] (a TC-compatible HTILE
    ///   of several slices whose slice is not a whole number of
    ///   `base_align_bytes`; RADV turns TC-compatibility off for layered
    ///   images because its range fill cannot clear such a slice), or a slice
    ///   size of 0 or not a whole number of `base_align_bytes` (the plain
    ///   layout spreads each pipe's part of the HTILE over the pipes in
    ///   units of the pipe interleave, so a smaller slice shares those units
    ///   with its neighbours).
    /// - [`Error::InvalidRange`]: `count` is 0.
    /// - [`Error::OutOfRange`]: the slices reach past `htile_bytes` (`max`
    ///   is the number of whole slices it holds).
    pub fn byte_range(&self, htile: &HtileInfo) -> Result<(u64, u64), Error> {
        let slice = htile.slice_size_bytes;
        if htile.slice_interleaved {
            return Err(Error::MetadataMismatch {
                what: "HTILE slices of a layout whose slices are interleaved (HtileInfo::slice_interleaved)",
            });
        }
        let align = u64::from(htile.base_align_bytes);
        if slice == 0 || slice.checked_rem(align).is_none_or(|r| r != 0) {
            return Err(Error::MetadataMismatch {
                what: "HTILE slices of a layout whose slice size is 0 or not a whole number of base_align_bytes",
            });
        }
        if self.count == 0 {
            return Err(Error::InvalidRange {
                what: "HTILE slice range (count 0)",
            });
        }
        let held = htile.htile_bytes.checked_div(slice).unwrap_or(0);
        let end = u64::from(self.first).saturating_add(u64::from(self.count));
        if end > held {
            return Err(Error::OutOfRange {
                field: "HTILE slice range end (first + count)",
                value: u32::try_from(end).unwrap_or(u32::MAX),
                min: 1,
                max: u32::try_from(held).unwrap_or(u32::MAX),
            });
        }
        // end * slice <= htile_bytes: neither product overflows.
        Ok((
            u64::from(self.first).saturating_mul(slice),
            u64::from(self.count).saturating_mul(slice),
        ))
    }
}

/// [`init_htile`] of slices `slices.first..slices.first + slices.count`
/// only: the same DB sync, then the fill of those slices' bytes
/// ([`HtileSlices::byte_range`]: `first × slice_size_bytes` from
/// `htile_address`, `count × slice_size_bytes` long) and an `ACQUIRE_MEM`
/// of that range for the DB. Returns the word. As RADV initialises the
/// HTILE of the layers of a layout transition from `UNDEFINED`
/// (`radv_initialize_htile` → `radv_clear_htile` over the subresource
/// range's layers); the other slices' words are left as they are.
///
/// ```
/// use gcn::blocks::depth_target::{DepthSurface, DepthTarget};
/// use gcn::desc::DataFormat;
/// use gcn::passes::{init_htile_slices, HtileInit, HtileSlices};
/// use gcn::pm4::CommandBuffer;
/// use gcn::tiling::config::{Config, Ps4TileMode};
/// use gcn::tiling::meta::{htile_info, MetaInput, MetaTile};
/// use gcn::tiling::surface::{surface_info, SurfaceFlags, SurfaceInput};
///
/// // A 1920x1080 Z32F array of 6 slices on the PS4's entry 2, its HTILE at 0x200_0000.
/// let cfg = &Config::PS4;
/// let entry = Ps4TileMode::Depth2dThin256.index();
/// let flags = SurfaceFlags::new().with_depth(true).with_no_stencil(true);
/// let input = SurfaceInput::new(entry, 32, 1920, 1080).with_slices(6).with_flags(flags);
/// let info = surface_info(cfg, &input)?;
/// let tile = MetaTile::Index(info.tile_index, info.macro_mode_index);
/// let htile = htile_info(cfg, &MetaInput::new(info.pitch_elems, info.height_elems, 6, tile))?;
/// let s = DepthSurface::from_surface_info(DataFormat::D32_FLOAT, 1920, 1080, &info, 0x100_0000)?
///     .with_htile(0x200_0000);
/// let depth = DepthTarget::setup(cfg, &s)?;
///
/// let mut words = [0u32; 32];
/// let mut cb = CommandBuffer::new(&mut words);
/// let word = init_htile_slices(&mut cb, &depth, &htile, 0x200_0000, HtileInit::Expanded, HtileSlices::new(4, 2))?;
/// // After the DB sync: the DMA_DATA fill of slices 4 and 5.
/// let (at, bytes) = (4 * htile.slice_size_bytes, 2 * htile.slice_size_bytes);
/// assert_eq!(cb.as_slice()[9..16], [0xC005_5000, 0xC000_0000, word, 0, 0x200_0000 + at as u32, 0, bytes as u32]);
/// # Ok::<(), Box<dyn core::error::Error>>(())
/// ```
///
/// # Errors
/// Those of [`init_htile`] (for the slices' range instead of the whole
/// HTILE) and of [`HtileSlices::byte_range`]: a layout whose slices are not
/// separate byte ranges ([`HtileInfo::slice_interleaved`], or a slice not a
/// whole number of `base_align_bytes`), an empty range or one past the
/// layout's bytes. Nothing is written on error.
pub fn init_htile_slices(
    cb: &mut CommandBuffer<'_>,
    depth: &DepthTarget,
    htile: &HtileInfo,
    htile_address: u64,
    init: HtileInit,
    slices: HtileSlices,
) -> Result<u32, Error> {
    let value = htile_init_value(depth, htile, htile_address, init)?;
    let (offset, bytes) = slices.byte_range(htile)?;
    let fill = MetaFill::new(
        htile_address
            .checked_add(offset)
            .ok_or(Error::MetadataMismatch {
                what: "HTILE slices past the end of the address space",
            })?,
        bytes,
        value,
        "HTILE slices beyond MAX_FILL_BYTES",
    )?;
    record(cb, |c| fill_metadata(c, MetaUnit::Db, &[fill]))?;
    Ok(value)
}

/// What [`dcc_fast_clear`] recorded, which the caller keeps: the target as
/// it is now bound, the code and clear words, and whether the CMASK was
/// cleared (a multi-sample target with FMASK).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DccCleared {
    /// The target with its clear words (and, multi-sampled, its CMASK), as bound.
    pub target: SizedTarget,
    /// The key code and the clear words.
    pub clear: DccClear,
    /// Whether the CMASK was filled with [`CMASK_FMASK_INIT`] (radeonsi's
    /// "DCC fast clear with MSAA should clear CMASK to 0xC").
    pub cmask_cleared: bool,
}

/// Who reads a DCC fast-cleared surface next, which decides the pass that
/// must run before ([`DccCleared::pass_before`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DccReader {
    /// A T# that reads the keys: [`ColorTarget::texture_view`] of the
    /// target (gfx8, `COMPRESSION_EN`, the same format).
    Keys,
    /// Anything that cannot read the keys: a view of a format radeonsi
    /// deems DCC-incompatible (`vi_dcc_formats_compatible`: another channel
    /// size, float against non-float, alpha on the other end, another
    /// channel type), an image store, a copy by the CP or DMA, the CPU.
    NoKeys,
}

/// The pass to run after a DCC fast clear before a reader, as radeonsi
/// picks it on gfx8.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DccResolve {
    /// None: the keys hold a code texture units read.
    Nothing,
    /// [`fast_clear_eliminate`] with the target bound at slot 0.
    FastClearEliminate,
    /// [`fmask_decompress`].
    FmaskDecompress,
    /// [`dcc_decompress`].
    DccDecompress,
}

impl DccCleared {
    /// The pass radeonsi runs before `reader` reads this surface:
    /// - [`DccReader::NoKeys`]: [`DccResolve::DccDecompress`]. radeonsi
    ///   decompresses DCC (or drops it) before a view whose format is not
    ///   DCC-compatible or a store that cannot write DCC
    ///   (`vi_disable_dcc_if_incompatible_format`, `si_set_shader_image`);
    ///   the decompress also eliminates the fast clear and decompresses
    ///   FMASK.
    /// - [`DccReader::Keys`] after a multi-sample clear (the CMASK set to
    ///   `0xCCCCCCCC`): [`DccResolve::FmaskDecompress`]. radeonsi marks the
    ///   level dirty ("fmask_decompress_needed") and its decompress of a
    ///   surface with FMASK draws the FMASK decompress
    ///   (`si_blit_decompress_color`); gfx8 never clears such a surface to
    ///   the clear words, so no eliminate follows.
    /// - [`DccReader::Keys`] after a clear to the clear words
    ///   ([`DccClearCode::Reg`](crate::blocks::clear_value::DccClearCode::Reg)): [`DccResolve::FastClearEliminate`]
    ///   ("eliminate_needed" marks the level dirty, and a single-sample
    ///   surface's decompress is the eliminate).
    /// - otherwise [`DccResolve::Nothing`]: radeonsi leaves the level clean,
    ///   texture units read the code.
    pub const fn pass_before(&self, reader: DccReader) -> DccResolve {
        match reader {
            DccReader::NoKeys => DccResolve::DccDecompress,
            DccReader::Keys if self.cmask_cleared => DccResolve::FmaskDecompress,
            DccReader::Keys if self.clear.code.needs_eliminate() => DccResolve::FastClearEliminate,
            DccReader::Keys => DccResolve::Nothing,
        }
    }
}

/// [`Error::MetadataMismatch`] where radeonsi does not fast-clear the DCC
/// surface whatever the colour: a view that does not start at slice 0 (it
/// clears only with every layer bound), a fast-clear size of 0 (sample
/// splits whose keys are not pipe-aligned), a layered view of 4 or more
/// samples ("Layered 4x and 8x MSAA DCC fast clears need to clear
/// dcc_fast_clear_size bytes for each layer"); and where this crate does
/// not: a fast-clear size beyond [`MAX_FILL_BYTES`].
fn check_dcc_shape(target: &ColorTarget, fast_clear_bytes: u64) -> Result<(), Error> {
    let fail = |what| Err(Error::MetadataMismatch { what });
    if target.view().slice_start() != 0 {
        return fail("DCC fast clear of a view that does not start at slice 0");
    }
    if target.attrib().num_samples() >= 2 && target.view().slice_max() != 0 {
        return fail("DCC fast clear of a layered view of 4 or more samples");
    }
    if fast_clear_bytes == 0 || fast_clear_bytes > MAX_FILL_BYTES {
        return fail("DCC fast-clear size 0 or beyond MAX_FILL_BYTES");
    }
    Ok(())
}

/// gfx8 DCC fast clear of `target` (with DCC, [`ColorTarget::with_dcc`]) to
/// `color`, as radeonsi's `si_fast_clear`: picks the key code
/// ([`dcc_clear_code`]), flushes and waits for the CB (the sync of
/// [`fast_color_clear`]), fills the first `dcc.dcc_fast_clear_size_bytes`
/// of keys at `CB_COLORn_DCC_BASE` with the code byte in every byte
/// (`DMA_DATA`, `CP_SYNC`, then an `ACQUIRE_MEM` of the range for the CB);
/// for a multi-sample target with FMASK, fills its CMASK `cmask` with
/// [`CMASK_FMASK_INIT`] the same way and attaches it
/// ([`ColorTarget::with_cmask`]); then binds the target with the clear words
/// (`CB_COLORn_CLEAR_WORD0/1`, which gfx8 reads with every code) and its
/// size hint. Returns that target, the code and whether the CMASK was
/// cleared; [`DccCleared::pass_before`] says which pass a reader needs.
///
/// PAL's gfx6 code agrees on the multi-sample CMASK value
/// (`Gfx6Cmask::GetFastClearCode`: `0xCCCCCCCC` with DCC and more than one
/// sample); for a single-sample DCC surface with a CMASK it keeps the CMASK
/// fully expanded, a case radeonsi never has and this pass refuses.
///
/// radeonsi clears the keys with a compute shader; the crate fills them
/// with `DMA_DATA`, as it does the CMASK. radeonsi also skips fast clears
/// of single-sample surfaces up to 512 × 512 pixels when an eliminate would
/// follow (a cost heuristic): this pass does not.
///
/// ```
/// use gcn::blocks::clear_value::{ClearColor, DccClearCode};
/// use gcn::blocks::color_target::{ColorSurface, ColorTarget};
/// use gcn::blocks::Slot;
/// use gcn::desc::DataFormat;
/// use gcn::passes::{dcc_fast_clear, DccReader, DccResolve, SizedTarget};
/// use gcn::pm4::CommandBuffer;
/// use gcn::regs::Gfx;
/// use gcn::tiling::meta::{dcc_info, DccInput};
/// use gcn::tiling::surface::{surface_info, SurfaceFlags, SurfaceInput};
/// use gcn::tiling::{Config, TileIndex};
///
/// let cfg = &Config::POLARIS10;
/// let flags = SurfaceFlags::new().with_color(true).with_dcc_compatible(true);
/// let info = surface_info(cfg, &SurfaceInput::new(TileIndex::new(10)?, 32, 1920, 1080).with_flags(flags))?;
/// let dcc = dcc_info(cfg, &DccInput::from_surface(&info))?;
/// let s = ColorSurface::from_surface_info(DataFormat::B8G8R8A8_UNORM, 1920, 1080, &info, 0x100_0000)?;
/// let t = SizedTarget::of(ColorTarget::setup(cfg, Slot::S0, &s)?.with_dcc(&dcc, 0x200_0000)?, &s);
///
/// let mut words = [0u32; 128];
/// let mut cb = CommandBuffer::for_gfx(&mut words, Gfx::Gfx8);
/// // Opaque black: code 0x40 in every key byte; textures read it as it is.
/// let black = dcc_fast_clear(&mut cb, &t, &dcc, None, ClearColor::Float([0.0, 0.0, 0.0, 1.0]))?;
/// assert_eq!(black.clear.code, DccClearCode::Clear0001);
/// // The DMA_DATA after the CB sync: CP_SYNC | SRC_SEL = DATA, the fill dword, the DCC base.
/// assert_eq!(cb.as_slice()[9..14], [0xC005_5000, 0xC000_0000, 0x4040_4040, 0, 0x200_0000]);
/// assert_eq!(black.pass_before(DccReader::Keys), DccResolve::Nothing);
/// // Grey needs the clear words, and an eliminate before a texture reads the keys.
/// let grey = dcc_fast_clear(&mut cb, &t, &dcc, None, ClearColor::Float([0.5; 4]))?;
/// assert_eq!(grey.clear.code, DccClearCode::Reg);
/// assert_eq!(grey.pass_before(DccReader::Keys), DccResolve::FastClearEliminate);
/// assert_eq!(grey.pass_before(DccReader::NoKeys), DccResolve::DccDecompress);
/// # Ok::<(), Box<dyn core::error::Error>>(())
/// ```
///
/// # Errors
/// - [`Error::NotOnGfx`] for a gfx6 or gfx7 buffer ([`CommandBuffer::gfx`]).
/// - [`Error::NotFinite`], and [`Error::NotFastClearable`] where radeonsi
///   does not fast-clear DCC to this colour: those of [`dcc_clear_code`],
///   and a multi-sample target whose colour needs the clear words (gfx8
///   allows that for no element size: `allow_dcc_msaa_clear_to_reg_for_bpp`
///   is set from gfx9). [`clear`] clears slowly on this error.
/// - [`Error::MetadataMismatch`] for a target that is not a gfx8 target
///   with DCC, a view that does not start at slice 0, a layered view of 4 or
///   more samples, a fast-clear size of 0 or beyond [`MAX_FILL_BYTES`], a
///   `cmask` for a target without FMASK, or a single-sample target marked
///   `FAST_CLEAR` (radeonsi gives a DCC surface no CMASK of its own).
/// - [`Error::FmaskWithoutCmask`] for a target with FMASK and no `cmask`.
/// - Those of [`ColorTarget::with_cmask`] and
///   [`SizedTarget::hint_payload`]; [`Error::Pm4`] when `cb` has no room.
///
/// Nothing is written on error.
pub fn dcc_fast_clear(
    cb: &mut CommandBuffer<'_>,
    target: &SizedTarget,
    dcc: &DccInfo,
    cmask: Option<(&CmaskInfo, u64)>,
    color: ClearColor,
) -> Result<DccCleared, Error> {
    dcc_fast_clear_bytes(cb, target, dcc.dcc_fast_clear_size_bytes, cmask, color)
}

/// [`dcc_fast_clear`] of mip level `level` of a texture whose keys
/// (`dcc`, [`dcc_layout`](crate::tiling::layout::dcc_layout)) are at
/// `keys_address`, as radeonsi's gfx8 `vi_dcc_get_clear_info` for a level:
/// `target` is that level bound with
/// [`ColorTarget::with_dcc_level`], and the fill covers the level's
/// [`DccLevel::fast_clear_size_bytes`](crate::tiling::layout::DccLevel::fast_clear_size_bytes)
/// from the level's keys (`keys_address` + its `offset_bytes`), the rest of
/// the pass as [`dcc_fast_clear`].
///
/// ```
/// use gcn::blocks::clear_value::ClearColor;
/// use gcn::blocks::color_target::{ColorSurface, ColorTarget};
/// use gcn::blocks::Slot;
/// use gcn::desc::DataFormat;
/// use gcn::passes::{dcc_fast_clear_level, SizedTarget};
/// use gcn::pm4::CommandBuffer;
/// use gcn::regs::Gfx;
/// use gcn::tiling::layout::{dcc_layout, texture_layout, TextureDesc};
/// use gcn::tiling::surface::{Format, SurfaceFlags};
/// use gcn::tiling::{Config, TileIndex};
///
/// let cfg = &Config::POLARIS10;
/// let flags = SurfaceFlags::new().with_color(true).with_texture(true).with_display(true)
///     .with_pow2_pad(true).with_dcc_compatible(true);
/// let desc = TextureDesc::new_2d(TileIndex::new(10)?, Format::Plain, 32, 1920, 1080)
///     .with_levels(11)
///     .with_flags(flags);
/// let layout = texture_layout(cfg, &desc)?;
/// let dcc = dcc_layout(cfg, &desc, &layout)?;
/// let (texture, keys) = (0x1000_0000, 0x2000_0000);
/// let l = &layout.levels[1];
/// let s = ColorSurface::from_surface_info(DataFormat::B8G8R8A8_UNORM, l.width_px, l.height_px, &l.info, texture + l.offset_bytes)?;
/// let t = SizedTarget::of(ColorTarget::setup(cfg, Slot::S0, &s)?.with_dcc_level(&dcc, keys, 1)?, &s);
///
/// let mut words = [0u32; 128];
/// let mut cb = CommandBuffer::for_gfx(&mut words, Gfx::Gfx8);
/// dcc_fast_clear_level(&mut cb, &t, &dcc, keys, 1, None, ClearColor::Float([0.0; 4]))?;
/// // The DMA_DATA: the code 0x00, level 1's keys (Mesa's dcc_offset 65536),
/// // its fast-clear size (16384 bytes: addrlib's, as Mesa keeps it).
/// let out = cb.as_slice();
/// assert_eq!(out[11..16], [0, 0, keys as u32 + 65536, 0, 16384]);
/// # Ok::<(), Box<dyn core::error::Error>>(())
/// ```
///
/// # Errors
/// Those of [`dcc_fast_clear`] (a fast-clear size of 0: radeonsi does not
/// fast-clear that level); [`Error::MetadataMismatch`] for a level `dcc`
/// does not compress, a `keys_address` off the keys' alignment or whose
/// level address overflows, or a `target` whose `CB_COLORn_DCC_BASE` is
/// not the level's keys. Nothing is written on error.
pub fn dcc_fast_clear_level(
    cb: &mut CommandBuffer<'_>,
    target: &SizedTarget,
    dcc: &DccLayout,
    keys_address: u64,
    level: u32,
    cmask: Option<(&CmaskInfo, u64)>,
    color: ClearColor,
) -> Result<DccCleared, Error> {
    let bytes = level_fast_clear(&target.target, dcc, keys_address, level)?;
    dcc_fast_clear_bytes(cb, target, bytes, cmask, color)
}

/// The DCC keys [`clear`] fast-clears ([`ColorClear::dcc`]) and
/// [`msaa_resolve`] sets uncompressed: a surface's keys as [`dcc_info`]
/// gives them, or those of one mip level of a texture whose keys
/// [`dcc_layout`] placed.
///
/// [`dcc_info`]: crate::tiling::meta::dcc_info
/// [`dcc_layout`]: crate::tiling::layout::dcc_layout
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DccKeys<'a> {
    /// The keys of a surface (level 0) at the target's
    /// `CB_COLORn_DCC_BASE` ([`ColorTarget::with_dcc`]): their
    /// `dcc_fast_clear_size_bytes`, as [`dcc_fast_clear`]. For a texture
    /// with mip levels give [`DccKeys::Level`]: a level's `DccInfo` carries
    /// addrlib's fast-clear size where Mesa's may be 0.
    Surface(&'a DccInfo),
    /// Mip level `level` of the keys `layout` places at `keys_address`, the
    /// target bound with [`ColorTarget::with_dcc_level`]: the level's
    /// [`DccLevel::fast_clear_size_bytes`](crate::tiling::layout::DccLevel::fast_clear_size_bytes)
    /// from its keys, as [`dcc_fast_clear_level`] (radeonsi's gfx8
    /// `vi_dcc_get_clear_info` for a level).
    Level {
        /// The texture's key layout.
        layout: &'a DccLayout,
        /// GPU address of the key buffer (level 0's keys).
        keys_address: u64,
        /// The mip level the target binds.
        level: u32,
    },
}

impl<'a> From<&'a DccInfo> for DccKeys<'a> {
    fn from(dcc: &'a DccInfo) -> Self {
        DccKeys::Surface(dcc)
    }
}

impl DccKeys<'_> {
    /// The bytes a fast clear of these keys fills from `target`'s
    /// `CB_COLORn_DCC_BASE` (0: radeonsi does not fast-clear them).
    ///
    /// ```
    /// use gcn::blocks::color_target::{ColorSurface, ColorTarget};
    /// use gcn::blocks::Slot;
    /// use gcn::desc::DataFormat;
    /// use gcn::passes::DccKeys;
    /// use gcn::tiling::layout::{dcc_layout, texture_layout, TextureDesc};
    /// use gcn::tiling::surface::{Format, SurfaceFlags};
    /// use gcn::tiling::{Config, TileIndex};
    ///
    /// let cfg = &Config::POLARIS10;
    /// let flags = SurfaceFlags::new().with_color(true).with_texture(true).with_display(true)
    ///     .with_pow2_pad(true).with_dcc_compatible(true);
    /// let desc = TextureDesc::new_2d(TileIndex::new(10)?, Format::Plain, 32, 1920, 1080)
    ///     .with_levels(11)
    ///     .with_flags(flags);
    /// let layout = texture_layout(cfg, &desc)?;
    /// let dcc = dcc_layout(cfg, &desc, &layout)?;
    /// let l = &layout.levels[1];
    /// let s = ColorSurface::from_surface_info(DataFormat::B8G8R8A8_UNORM, l.width_px, l.height_px, &l.info, 0x1000_0000 + l.offset_bytes)?;
    /// let t = ColorTarget::setup(cfg, Slot::S0, &s)?.with_dcc_level(&dcc, 0x2000_0000, 1)?;
    /// let keys = DccKeys::Level { layout: &dcc, keys_address: 0x2000_0000, level: 1 };
    /// assert_eq!(keys.fast_clear_size_bytes(&t)?, 16384);
    /// // Bound to level 1's keys, the target is not level 2's.
    /// let level2 = DccKeys::Level { layout: &dcc, keys_address: 0x2000_0000, level: 2 };
    /// assert!(level2.fast_clear_size_bytes(&t).is_err());
    /// # Ok::<(), Box<dyn core::error::Error>>(())
    /// ```
    ///
    /// # Errors
    /// For [`DccKeys::Level`], [`Error::MetadataMismatch`] for a level the
    /// layout does not compress, a `keys_address` off the keys' alignment
    /// or whose level address overflows, or a `target` whose
    /// `CB_COLORn_DCC_BASE` is not the level's keys.
    pub fn fast_clear_size_bytes(&self, target: &ColorTarget) -> Result<u64, Error> {
        match *self {
            DccKeys::Surface(dcc) => Ok(dcc.dcc_fast_clear_size_bytes),
            DccKeys::Level {
                layout,
                keys_address,
                level,
            } => level_fast_clear(target, layout, keys_address, level),
        }
    }
}

/// The fast-clear size of level `level` of the keys `dcc` at
/// `keys_address`, once `target`'s `CB_COLORn_DCC_BASE` is that level's.
///
/// # Errors
/// [`Error::MetadataMismatch`] as [`dcc_fast_clear_level`] says.
fn level_fast_clear(
    target: &ColorTarget,
    dcc: &DccLayout,
    keys_address: u64,
    level: u32,
) -> Result<u64, Error> {
    let fail = |what| Err(Error::MetadataMismatch { what });
    let Some(keys) = dcc.level(level) else {
        return fail("DCC fast clear of a mip level without keys");
    };
    let Ok(address) = dcc.level_address(keys_address, level) else {
        return fail("DCC key buffer off its alignment or the level beyond the address space");
    };
    if u64::from(target.dcc_base().base_256b()) << 8 != address {
        return fail("DCC fast clear of a level whose target is not bound to the level's keys");
    }
    Ok(keys.fast_clear_size_bytes)
}

/// [`dcc_fast_clear`] with a fill of `fast_clear_bytes` at the target's
/// `CB_COLORn_DCC_BASE`.
fn dcc_fast_clear_bytes(
    cb: &mut CommandBuffer<'_>,
    target: &SizedTarget,
    fast_clear_bytes: u64,
    cmask: Option<(&CmaskInfo, u64)>,
    color: ClearColor,
) -> Result<DccCleared, Error> {
    if !matches!(cb.gfx(), Gfx::Gfx8) {
        return Err(Error::NotOnGfx {
            what: "DCC fast clear",
            gfx: cb.gfx(),
        });
    }
    let t = &target.target;
    if !matches!(t.gfx(), Gfx::Gfx8) || !t.info().dcc_enable() {
        return Err(Error::MetadataMismatch {
            what: "DCC fast clear of a target without DCC (not gfx8, or DCC_ENABLE clear)",
        });
    }
    check_dcc_shape(t, fast_clear_bytes)?;
    let info = t.info();
    let format = ColorTargetFormat {
        format: info.format(),
        number_type: info.number_type(),
        order: ChannelOrder::from_comp_swap(info.comp_swap()),
    };
    let clear = dcc_clear_code(format, color)?;
    let multi_sample = t.attrib().num_samples() != 0;
    if multi_sample && clear.code.needs_eliminate() {
        return Err(Error::NotFastClearable { format });
    }
    let dcc_address = u64::from(t.dcc_base().base_256b()) << 8;
    let dcc_fill = MetaFill::new(
        dcc_address,
        fast_clear_bytes,
        clear.code.fill_dword(),
        "DCC keys past the end of the address space",
    )?;
    let mut fills = [dcc_fill; 2];
    let mut bound = t.with_clear_words(clear.clear_words[0], clear.clear_words[1]);
    let cmask_cleared = match (info.compression(), cmask) {
        (true, Some((cmask, address))) => {
            bound = bound.with_cmask(cmask, address)?;
            if let Some(f) = fills.get_mut(1) {
                *f = cmask_fill(cmask, address, CMASK_FMASK_INIT)?;
            }
            true
        }
        (true, None) => {
            return Err(Error::FmaskWithoutCmask {
                slot: t.slot().index(),
            });
        }
        (false, Some(_)) => {
            return Err(Error::MetadataMismatch {
                what: "CMASK given for a DCC fast clear of a target without FMASK",
            });
        }
        (false, None) if info.fast_clear() => {
            return Err(Error::MetadataMismatch {
                what: "DCC fast clear of a target marked FAST_CLEAR without FMASK",
            });
        }
        (false, None) => false,
    };
    let cleared = SizedTarget {
        target: bound,
        ..*target
    };
    let n = if cmask_cleared { 2 } else { 1 };
    record(cb, |c| {
        fill_metadata(c, MetaUnit::Cb, fills.get(..n).unwrap_or(&[]))?;
        cleared.emit_in(c)
    })?;
    Ok(DccCleared {
        target: cleared,
        clear,
        cmask_cleared,
    })
}

/// Runs the pass [`DccCleared::pass_before`] picks for `reader` after the
/// DCC fast clear `cleared`, and returns which: nothing; the eliminate with
/// `cleared.target` bound at slot 0 first (with its size hint) and the
/// targets of `rebind` after; or [`fmask_decompress`] / [`dcc_decompress`]
/// of `cleared.target` with `rebind`. The caller binds the rect-list vertex
/// shader and a pixel shader, as for those passes.
///
/// # Errors
/// Those of the pass it runs; [`Error::InvalidRange`] for more than two
/// targets in `rebind`. Nothing is written on error.
pub fn resolve_dcc_clear(
    cb: &mut CommandBuffer<'_>,
    cleared: &DccCleared,
    reader: DccReader,
    rebind: &[SizedTarget],
    restore: &RestoreState,
) -> Result<DccResolve, Error> {
    let pass = cleared.pass_before(reader);
    match pass {
        DccResolve::Nothing => {}
        DccResolve::FastClearEliminate => {
            check_mode(restore)?;
            check_rebind(rebind)?;
            target_mode_pass(
                cb,
                &cleared.target,
                CbMode::CB_ELIMINATE_FAST_CLEAR,
                false,
                rebind,
                restore,
            )?;
        }
        DccResolve::FmaskDecompress => fmask_decompress(cb, &cleared.target, rebind, restore)?,
        DccResolve::DccDecompress => dcc_decompress(cb, &cleared.target, rebind, restore)?,
    }
    Ok(pass)
}

/// Fast-clear eliminate: writes the clear colour into every tile the CMASK
/// still marks cleared, by drawing a 3-vertex rect list with
/// `CB_COLOR_CONTROL.MODE = CB_ELIMINATE_FAST_CLEAR` (ROP3 copy), blending
/// off (`CB_BLEND0_CONTROL` = 0), `CB_TARGET_MASK = CB_SHADER_MASK = 0xF` (all four channels of target 0,
/// what PAL's gfx6 pipeline sets for this mode after the CB documentation)
/// and the depth and stencil tests off (`DB_DEPTH_CONTROL` = 0, as
/// radeonsi's blitter does for it); then flushes the CB
/// metadata (`FLUSH_AND_INV_CB_META`) and writes `restore`'s
/// `CB_BLEND0_CONTROL`, masks, `CB_COLOR_CONTROL`, `DB_DEPTH_CONTROL` and
/// primitive type back. The
/// target bound at slot 0 and the caller's rect-list vertex shader (see the
/// [module documentation](self)) pick what is resolved.
///
/// # Errors
/// [`Error::UnknownValue`] for a `restore.cb_color_control` mode that is
/// not a gfx7 value; [`Error::Pm4`] when `cb` has no room (nothing written).
pub fn fast_clear_eliminate(
    cb: &mut CommandBuffer<'_>,
    restore: &RestoreState,
) -> Result<(), Error> {
    check_mode(restore)?;
    record(cb, |c| {
        cb_mode_pass(c, CbMode::CB_ELIMINATE_FAST_CLEAR, false, restore)
    })
}

/// FMASK decompress of the multi-sample `target` (with FMASK,
/// [`ColorTarget::with_fmask`]): binds it at slot 0 (with its size hint,
/// as every target a pass binds: [`SizedTarget::emit`]), flushes and waits for
/// the CB (`FLUSH_AND_INV_CB_META` and a full-range `ACQUIRE_MEM` with
/// `CB_ACTION_ENA` and every `CBn_DEST_BASE_ENA`), draws a 3-vertex rect
/// list with `CB_COLOR_CONTROL.MODE = CB_FMASK_DECOMPRESS` (ROP3 copy,
/// blending off, `CB_TARGET_MASK = CB_SHADER_MASK = 0xF`, depth and stencil
/// tests off), flushes and waits again, writes `restore`'s
/// `CB_BLEND0_CONTROL`, masks, `CB_COLOR_CONTROL`, `DB_DEPTH_CONTROL` and
/// primitive type back, then
/// binds the targets of `rebind` (the frame's own, e.g. its slot 0; empty to
/// leave `target` bound). Afterwards the samples can be read through the
/// FMASK by a shader. radeonsi runs this pass in place of the eliminate for
/// a target with FMASK (`si_blit_decompress_color`), so it also writes the
/// fast-cleared tiles.
///
/// This is radeonsi's gfx6–gfx8 path: a rect list drawn with the
/// `CB_FMASK_DECOMPRESS` blend state (`si_create_blend_custom`) over the
/// surface bound as colour buffer 0, with `SI_BARRIER_SYNC_AND_INV_CB`
/// before and after. The mask values are PAL's gfx6 pipeline's for this
/// mode. The caller binds a rect-list vertex shader and a pixel shader, as
/// for [`fast_clear_eliminate`].
///
/// # Errors
/// [`Error::MetadataMismatch`] when `target` is single-sample or has no
/// FMASK (`CB_COLORn_INFO.COMPRESSION` clear); [`Error::FmaskWithoutCmask`]
/// when it has no CMASK ([`init_msaa_cmask`] gives it one);
/// [`Error::InvalidRange`] for
/// more than two targets in `rebind` or a size outside `1..=16384`;
/// [`Error::UnknownValue`] for a
/// `restore.cb_color_control` mode that is not a gfx7 value; [`Error::Pm4`]
/// when `cb` has no room. Nothing is written on error.
pub fn fmask_decompress(
    cb: &mut CommandBuffer<'_>,
    target: &SizedTarget,
    rebind: &[SizedTarget],
    restore: &RestoreState,
) -> Result<(), Error> {
    check_mode(restore)?;
    check_rebind(rebind)?;
    let t = &target.target;
    if t.attrib().num_samples() == 0 || !t.info().compression() {
        return Err(Error::MetadataMismatch {
            what: "FMASK decompress of a target without FMASK (single-sample or COMPRESSION clear)",
        });
    }
    target_mode_pass(
        cb,
        target,
        CbMode::CB_FMASK_DECOMPRESS,
        true,
        rebind,
        restore,
    )
}

/// DCC decompress of the gfx8 `target` (with DCC, [`ColorTarget::with_dcc`]):
/// binds it at slot 0 (with its size hint, [`SizedTarget::emit`]), flushes
/// and waits for the CB (as [`fmask_decompress`]), draws a 3-vertex rect
/// list with `CB_COLOR_CONTROL.MODE = CB_DCC_DECOMPRESS` (gfx8's value 6,
/// ROP3 copy, blending off, `CB_TARGET_MASK = CB_SHADER_MASK = 0xF`, depth
/// and stencil tests off), flushes and waits again, writes `restore`'s
/// `CB_BLEND0_CONTROL`, masks, `CB_COLOR_CONTROL`, `DB_DEPTH_CONTROL` and
/// primitive type back, then binds the targets of `rebind`. Afterwards the
/// surface holds its pixels uncompressed (the keys no longer matter), as a
/// reader without DCC needs it; the decompress also does the work of a
/// fast-clear eliminate and an FMASK decompress.
///
/// This is radeonsi's gfx8 path (`si_blit_decompress_color` with
/// `need_dcc_decompress`): the `CB_DCC_DECOMPRESS` blend state
/// (`si_create_blend_custom`, target 0 only) over the surface bound as
/// colour buffer 0, with `SI_BARRIER_SYNC_AND_INV_CB` before and after, as
/// for the FMASK decompress (radeonsi's rule that the mode needs
/// `MSAA_NUM_SAMPLES` 0 is gfx11's). PAL's gfx6 pipeline for the mode
/// (`gfx6GraphicsPipeline.cpp`, `IsDccDecompress`) sets ROP3 copy and the
/// masks 0xF, because the mode implies an FMASK decompress and a fast-clear
/// eliminate. The caller binds a rect-list vertex shader and a pixel shader,
/// as for [`fast_clear_eliminate`].
///
/// # Errors
/// [`Error::NotOnGfx`] for a gfx6 or gfx7 buffer ([`CommandBuffer::gfx`]);
/// [`Error::MetadataMismatch`] when `target` is not a gfx8 target with DCC
/// (`CB_COLORn_INFO.DCC_ENABLE` clear); [`Error::FmaskWithoutCmask`] when it
/// has FMASK without CMASK; [`Error::InvalidRange`] for more than two targets
/// in `rebind` or a size outside `1..=16384`; [`Error::UnknownValue`] for a
/// `restore.cb_color_control` mode that is not a gfx7 value; [`Error::Pm4`]
/// when `cb` has no room. Nothing is written on error.
pub fn dcc_decompress(
    cb: &mut CommandBuffer<'_>,
    target: &SizedTarget,
    rebind: &[SizedTarget],
    restore: &RestoreState,
) -> Result<(), Error> {
    if !matches!(cb.gfx(), Gfx::Gfx8) {
        return Err(Error::NotOnGfx {
            what: "DCC decompress (CB_COLOR_CONTROL.MODE = CB_DCC_DECOMPRESS)",
            gfx: cb.gfx(),
        });
    }
    check_mode(restore)?;
    check_rebind(rebind)?;
    let t = &target.target;
    if !matches!(t.gfx(), Gfx::Gfx8) || !t.info().dcc_enable() {
        return Err(Error::MetadataMismatch {
            what: "DCC decompress of a target without DCC (not gfx8, or DCC_ENABLE clear)",
        });
    }
    target_mode_pass(cb, target, DCC_DECOMPRESS, true, rebind, restore)
}

/// gfx8's `CB_COLOR_CONTROL.MODE = CB_DCC_DECOMPRESS` in the gfx7 field type
/// the passes write (gfx7 names no value 6).
const DCC_DECOMPRESS: CbMode = CbMode::from_bits(Gfx8CbMode::CB_DCC_DECOMPRESS.into_bits());

/// The DCC key code radeonsi names `DCC_UNCOMPRESSED` (`si_pipe.h`: the
/// byte 0xFF in every byte of the fill dword) and PAL
/// `Gfx6Dcc::DecompressedValue` (0xFF): every key marks its block stored
/// uncompressed, so the CB and the texture units read the pixels as they
/// lie in memory.
pub const DCC_UNCOMPRESSED: u32 = 0xFFFF_FFFF;

/// MSAA resolve by the CB: for a gfx8 destination with DCC, first fills the
/// fast-clear range of its keys `dst_dcc` ([`DccKeys::fast_clear_size_bytes`]
/// from `CB_COLORn_DCC_BASE`: a surface's `dcc_fast_clear_size_bytes`, or a
/// mip level's `DccLevel::fast_clear_size_bytes` for a destination bound
/// with [`ColorTarget::with_dcc_level`]) with [`DCC_UNCOMPRESSED`] by the fill
/// [`dcc_fast_clear`] uses (a CB sync, `DMA_DATA` with `CP_SYNC`, an
/// `ACQUIRE_MEM` of the range for the CB); then binds the multi-sample
/// `src` at slot 0 and the single-sample `dst` at slot 1 (each with its
/// size hint), flushes and waits for the CB
/// (as [`fmask_decompress`]), draws a 3-vertex rect list with
/// `CB_COLOR_CONTROL.MODE = CB_RESOLVE` (ROP3 copy, blending off,
/// `CB_TARGET_MASK = CB_SHADER_MASK = 0xF`, depth and stencil tests off):
/// the CB resolves
/// each pixel's samples of slot 0 into slot 1; flushes and waits again (the
/// destination is then ready to be sampled after a
/// [`transition`](mod@transition)), writes `restore`'s `CB_BLEND0_CONTROL`,
/// masks, `CB_COLOR_CONTROL`, `DB_DEPTH_CONTROL` and primitive type back,
/// then binds the targets of `rebind` (the frame's own slots 0 and 1).
///
/// This is radeonsi's gfx6–gfx8 `si_do_CB_resolve`: the
/// `CB_RESOLVE` blend state, the source as colour buffer 0 and the
/// destination as 1 (`util_blitter_custom_resolve_color`), a full-surface
/// rect, `SI_BARRIER_SYNC_AND_INV_CB` before and after. The checks are
/// radeonsi's conditions for it (`si_msaa_resolve_blit_via_CB`) that the
/// registers show: the caller binds the rect-list vertex shader and a pixel
/// shader, and sizes the draw to the source (both surfaces the same size).
///
/// # R16G16 targets
/// radeonsi notes that the CB resolve does not work for R16G16 UNORM and
/// SNORM surfaces with the `SPI_SHADER_UNORM16_ABGR` / `SNORM16_ABGR`
/// export format and resolves them as R16A16 instead
/// (`si_msaa_resolve_blit_via_CB` in `si_blit.c`: `PIPE_FORMAT_R16G16_UNORM`
/// → `R16A16_UNORM`, `_SNORM` likewise, for the views of both surfaces).
/// This pass binds both targets the same way when they are `COLOR_16_16`,
/// `NUMBER_UNORM` or `NUMBER_SNORM`, `SWAP_STD`: `CB_COLORn_INFO.COMP_SWAP`
/// becomes `SWAP_ALT` (Mesa's `ac_translate_colorswap` of R16A16: X in the
/// first channel, Y in alpha) and `CB_COLORn_ATTRIB.FORCE_DST_ALPHA_1` is
/// cleared (R16A16 has alpha; `ac_init_cb_surface`); `FORMAT`,
/// `NUMBER_TYPE` and every other field stay, as they do in radeonsi, whose
/// export format for both views is the same `UNORM16_ABGR` / `SNORM16_ABGR`
/// (`ac_choose_spi_color_formats`). The swap only names which shader
/// components the two 16-bit channels in memory take (red and green, or
/// red and alpha): the surfaces' layout and size are unchanged, and
/// blending is off. The targets of `rebind` are bound as they are. Other
/// channel orders of `COLOR_16_16` (`SWAP_STD_REV`, `SWAP_ALT`,
/// `SWAP_ALT_REV`) are bound unchanged, as radeonsi changes only R16G16.
///
/// # DCC destination (gfx8)
/// The CB resolve does not write DCC keys, so radeonsi sets the
/// destination's keys to "uncompressed" before it (`si_msaa_resolve_blit_via_CB`:
/// `vi_dcc_get_clear_info` with `DCC_UNCOMPRESSED` over the level's
/// `dcc_fast_clear_size`, between `si_barrier_before_image_fast_clear` and
/// `si_barrier_after_image_fast_clear`) and leaves the destination bound
/// with DCC; it then needs no decompress before a reader. It does not
/// resolve through the CB where it cannot clear the keys
/// (`vi_dcc_get_clear_info` fails for a fast-clear size of 0) and for a
/// destination of more than one layer, whose keys the fill would cover
/// too; this pass refuses those ([`Error::MetadataMismatch`]). PAL's gfx6
/// resolve reaches the same state the other way round: it skips the DCC
/// expand of a destination the resolve overwrites and initialises its keys
/// afterwards (`HwlFixupResolveDstImage`; its fully decompressed key value
/// is 0xFF). radeonsi's gfx8 `si_blit` prefers a shader resolve for speed
/// and takes this path when told not to (`fail_if_slow`); the result is
/// the same.
///
/// ```
/// use gcn::blocks::color_target::{ColorSurface, ColorTarget};
/// use gcn::blocks::Slot;
/// use gcn::desc::DataFormat;
/// use gcn::passes::{msaa_resolve, DccKeys, RestoreState, SizedTarget, DCC_UNCOMPRESSED};
/// use gcn::pm4::CommandBuffer;
/// use gcn::regs::Gfx;
/// use gcn::tiling::meta::{cmask_info, dcc_info, fmask_info, DccInput, MetaInput, MetaTile};
/// use gcn::tiling::surface::{surface_info, FmaskInput, SurfaceFlags, SurfaceInput};
/// use gcn::tiling::{Config, TileIndex};
///
/// // 4x and 1x 1920x1080 B8G8R8A8 targets on Polaris10's entry 14; the destination has DCC.
/// let cfg = &Config::POLARIS10;
/// let entry = TileIndex::new(14)?;
/// let layout = |samples| {
///     let flags = SurfaceFlags::new().with_color(true).with_dcc_compatible(true);
///     surface_info(cfg, &SurfaceInput::new(entry, 32, 1920, 1080).with_samples(samples, samples).with_flags(flags))
/// };
/// let (ms, ss) = (layout(4)?, layout(1)?);
/// let fmask = fmask_info(cfg, &FmaskInput {
///     tile_mode: ms.tile_mode, pitch_px: ms.pitch_elems, height_px: ms.height_elems,
///     num_slices: 1, num_samples: 4, num_frags: 4, resolved: false, tile_index: None,
/// })?;
/// let tile = MetaTile::Index(ms.tile_index, ms.macro_mode_index);
/// let cmask = cmask_info(cfg, &MetaInput::new(ms.pitch_elems, ms.height_elems, 1, tile))?;
/// let s = ColorSurface::from_surface_info(DataFormat::B8G8R8A8_UNORM, 1920, 1080, &ms, 0x100_0000)?;
/// let src = ColorTarget::setup(cfg, Slot::S0, &s)?
///     .with_fmask(&fmask, 0x400_0000)?
///     .with_cmask(&cmask, 0x500_0000)?;
/// let src = SizedTarget::of(src, &s);
/// let dcc = dcc_info(cfg, &DccInput::from_surface(&ss))?;
/// let d = ColorSurface::from_surface_info(DataFormat::B8G8R8A8_UNORM, 1920, 1080, &ss, 0x600_0000)?;
/// let dst = SizedTarget::of(ColorTarget::setup(cfg, Slot::S1, &d)?.with_dcc(&dcc, 0x700_0000)?, &d);
///
/// let mut words = [0u32; 256];
/// let mut cb = CommandBuffer::for_gfx(&mut words, Gfx::Gfx8);
/// msaa_resolve(&mut cb, cfg, &src, &dst, Some(DccKeys::Surface(&dcc)), &[], &RestoreState::DEFAULT)?;
/// // After the CB sync: DMA_DATA filling the keys with 0xFF bytes, 36,864 bytes of them.
/// assert_eq!(dcc.dcc_fast_clear_size_bytes, 36_864);
/// assert_eq!(cb.as_slice()[9..16], [0xC005_5000, 0xC000_0000, DCC_UNCOMPRESSED, 0, 0x700_0000, 0, 36_864]);
/// // Without the key layout the destination with DCC is refused.
/// assert!(msaa_resolve(&mut cb, cfg, &src, &dst, None, &[], &RestoreState::DEFAULT).is_err());
/// # Ok::<(), Box<dyn core::error::Error>>(())
/// ```
///
/// # Errors
/// [`Error::InvalidRange`] when `src` is not multi-sample, `dst` is not
/// single-sample, either is a disabled slot, their `FORMAT`,
/// `NUMBER_TYPE` or `COMP_SWAP` differ, the channels are integers, the views
/// are not one slice, `dst` is linear or marked `FAST_CLEAR` (bind it
/// without CMASK after its eliminate), the two micro tile modes (display,
/// thin, depth, rotated: the [`TileConfig::tile_type`](crate::tiling::config::TileConfig::tile_type)
/// of `cfg`'s entries) differ, `rebind`
/// has more than two targets, or a size is outside `1..=16384`;
/// [`Error::MetadataMismatch`] for a `dst` with DCC (`DCC_ENABLE`) without
/// `dst_dcc`, a `dst_dcc` for a `dst` without DCC, a DCC destination view
/// that does not start at slice 0, a fast-clear size of 0 or beyond
/// [`MAX_FILL_BYTES`], or a [`DccKeys::Level`] that
/// [`DccKeys::fast_clear_size_bytes`] refuses; [`Error::NotOnGfx`] for a DCC destination in a gfx6 or
/// gfx7 buffer;
/// [`Error::FmaskWithoutCmask`] for a target with FMASK but no CMASK
/// ([`init_msaa_cmask`]); [`Error::UnknownValue`] for a
/// `restore.cb_color_control` mode that is not a gfx7 value; [`Error::Pm4`]
/// when `cb` has no room. Nothing is written on error.
pub fn msaa_resolve(
    cb: &mut CommandBuffer<'_>,
    cfg: &Config,
    src: &SizedTarget,
    dst: &SizedTarget,
    dst_dcc: Option<DccKeys<'_>>,
    rebind: &[SizedTarget],
    restore: &RestoreState,
) -> Result<(), Error> {
    check_mode(restore)?;
    check_rebind(rebind)?;
    check_resolve(cfg, &src.target, &dst.target)?;
    let fill = resolve_key_fill(cb.gfx(), &dst.target, dst_dcc)?;
    record(cb, |c| {
        if let Some(f) = fill {
            fill_metadata(c, MetaUnit::Cb, &[f])?;
        }
        resolve_form(src).with_slot(Slot::S0).emit_in(c)?;
        resolve_form(dst).with_slot(Slot::S1).emit_in(c)?;
        cb_mode_pass(c, CbMode::CB_RESOLVE, true, restore)?;
        rebind.iter().try_for_each(|t| t.emit_in(c))
    })
}

/// `t` as [`msaa_resolve`] binds it: an R16G16 UNORM or SNORM target
/// (`COLOR_16_16`, `NUMBER_UNORM` or `NUMBER_SNORM`, `SWAP_STD`) as R16A16
/// (`SWAP_ALT`, `FORCE_DST_ALPHA_1` clear), as radeonsi binds both
/// surfaces of its CB resolve (see [`msaa_resolve`]); any other target as it is.
fn resolve_form(t: &SizedTarget) -> SizedTarget {
    let info = t.target.info();
    let n = info.number_type().raw();
    let r16g16 = info.format() == ColorFormat::COLOR_16_16
        && (n == SurfaceNumber::NUMBER_UNORM.raw() || n == SurfaceNumber::NUMBER_SNORM.raw())
        && info.comp_swap().into_bits() == SurfaceSwap::SWAP_STD.into_bits();
    if !r16g16 {
        return *t;
    }
    let target = t
        .target
        .with_comp_swap(SurfaceSwap::SWAP_ALT)
        .with_force_dst_alpha_1(false);
    SizedTarget { target, ..*t }
}

/// The key fill with [`DCC_UNCOMPRESSED`] [`msaa_resolve`] records before
/// resolving into `dst`: none without DCC.
fn resolve_key_fill(
    gfx: Gfx,
    dst: &ColorTarget,
    dcc: Option<DccKeys<'_>>,
) -> Result<Option<MetaFill>, Error> {
    let fail = |what| Err(Error::MetadataMismatch { what });
    let dcc = match (dst.info().dcc_enable(), dcc) {
        (false, None) => return Ok(None),
        (false, Some(_)) => {
            return fail("DCC key layout given for a resolve destination without DCC");
        }
        (true, None) => {
            return fail(
                "resolve into a destination with DCC without its key layout (its keys are set uncompressed first)",
            );
        }
        (true, Some(d)) => d,
    };
    if !matches!(gfx, Gfx::Gfx8) {
        return Err(Error::NotOnGfx {
            what: "resolve into a destination with DCC",
            gfx,
        });
    }
    if !matches!(dst.gfx(), Gfx::Gfx8) {
        return fail("resolve into a DCC_ENABLE destination that is not a gfx8 target");
    }
    if dst.view().slice_start() != 0 {
        return fail(
            "resolve into a slice other than 0 of a destination with DCC (its keys cover every slice)",
        );
    }
    let address = u64::from(dst.dcc_base().base_256b()) << 8;
    MetaFill::new(
        address,
        dcc.fast_clear_size_bytes(dst)?,
        DCC_UNCOMPRESSED,
        "resolve into a destination with DCC whose fast-clear size is 0 (radeonsi then resolves with a shader) or beyond MAX_FILL_BYTES",
    )
    .map(Some)
}

/// [`Error::InvalidRange`] for more than two targets to bind back.
fn check_rebind(rebind: &[SizedTarget]) -> Result<(), Error> {
    if rebind.len() > 2 {
        return Err(Error::InvalidRange {
            what: "more than two colour targets to bind back after a pass",
        });
    }
    Ok(())
}

/// The conditions of [`msaa_resolve`] on its two targets.
fn check_resolve(cfg: &Config, src: &ColorTarget, dst: &ColorTarget) -> Result<(), Error> {
    let fail = |what| Err(Error::InvalidRange { what });
    let (si, di) = (src.info(), dst.info());
    let (sa, da) = (src.attrib(), dst.attrib());
    if si.format() == ColorFormat::COLOR_INVALID || di.format() == ColorFormat::COLOR_INVALID {
        return fail("resolve with a disabled colour slot");
    }
    if sa.num_samples() == 0 || da.num_samples() != 0 {
        return fail("resolve from other than a multi-sample to a single-sample target");
    }
    if si.format() != di.format()
        || si.number_type() != di.number_type()
        || si.comp_swap() != di.comp_swap()
    {
        return fail("resolve between different FORMAT, NUMBER_TYPE or COMP_SWAP");
    }
    let n = si.number_type().raw();
    if n == SurfaceNumber::NUMBER_UINT.raw() || n == SurfaceNumber::NUMBER_SINT.raw() {
        return fail("resolve of integer channels");
    }
    let one_slice = |t: &ColorTarget| t.view().slice_max() == t.view().slice_start();
    if !one_slice(src) || !one_slice(dst) {
        return fail("resolve of a view of more than one slice");
    }
    if di.fast_clear() {
        return fail("resolve into a target marked FAST_CLEAR");
    }
    let src_mode = cfg.tile_mode(TileIndex::from_field(sa.tile_mode_index()));
    let dst_mode = cfg.tile_mode(TileIndex::from_field(da.tile_mode_index()));
    if dst_mode.mode.is_linear() {
        return fail("resolve into a linear target");
    }
    if src_mode.tile_type != dst_mode.tile_type {
        return fail("resolve between different micro tile modes");
    }
    Ok(())
}

/// One recording: `target` bound at slot 0, the CB pass of `mode` on it
/// ([`cb_mode_pass`]), then the targets of `rebind` bound.
fn target_mode_pass(
    cb: &mut CommandBuffer<'_>,
    target: &SizedTarget,
    mode: CbMode,
    sync: bool,
    rebind: &[SizedTarget],
    restore: &RestoreState,
) -> Result<(), Error> {
    record(cb, |c| {
        target.with_slot(Slot::S0).emit_in(c)?;
        cb_mode_pass(c, mode, sync, restore)?;
        rebind.iter().try_for_each(|t| t.emit_in(c))
    })
}

/// Within a recording: a CB pass of `mode` on target 0
/// ([`RestoreState::cb_pass`]), a rect list and `restore`'s registers
/// again. With `sync` the draw is fenced by the CB sync ([`MetaUnit::sync`]) before and after (as
/// radeonsi does around `CB_FMASK_DECOMPRESS` and `CB_RESOLVE`); without,
/// it is followed by `FLUSH_AND_INV_CB_META`.
fn cb_mode_pass(
    c: &mut CommandBuffer<'_>,
    mode: CbMode,
    sync: bool,
    restore: &RestoreState,
) -> Result<(), Error> {
    let pass = restore.cb_pass(mode);
    if sync {
        MetaUnit::Cb.sync(c)?;
    }
    rect_list(
        c,
        &pass.cb_mode_registers(),
        |c| {
            if sync {
                MetaUnit::Cb.sync(c)
            } else {
                c.event_write(EventType::FLUSH_AND_INV_CB_META)?;
                Ok(())
            }
        },
        &restore.cb_mode_registers(),
        restore,
    )
}

/// Within a recording: the context registers `set` (offset, value), a
/// 3-vertex rect list, `after` (the flush), the context registers `back`,
/// then `restore`'s primitive type.
fn rect_list(
    c: &mut CommandBuffer<'_>,
    set: &[(u16, u32)],
    after: impl FnOnce(&mut CommandBuffer<'_>) -> Result<(), Error>,
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
    after(c)?;
    for &(offset, value) in back {
        c.set_context_regs(offset, &[value])?;
    }
    c.set_uconfig_regs(VgtPrimitiveType::OFFSET, &[prim_back.into_bits()])?;
    Ok(())
}

/// `CB_COLOR_CONTROL` of a depth pass: `MODE = CB_DISABLE` (ROP3 copy), as
/// radeonsi programs a blend state that writes no colour channel.
const CB_OFF: CbColorControl = CbColorControl::new()
    .with_mode(CbMode::CB_DISABLE)
    .with_rop3(Rop3::ROP3_COPY);

/// `restore` with viewport 0 placing the rect-list vertex shader's
/// rectangle (clip-space z 0, w 1) at window depth `z` exactly: the z scale
/// and offset enabled in `PA_CL_VTE_CNTL` (its other bits kept),
/// `PA_CL_VPORT_ZSCALE` 0.0 and `PA_CL_VPORT_ZOFFSET` `z` (`0 * 0.0 + z`),
/// and `PA_SC_VPORT_ZMIN_0` = `PA_SC_VPORT_ZMAX_0` = `z`, so the viewport
/// depth clamp keeps `z` too.
fn depth_at(restore: &RestoreState, z: f32) -> RestoreState {
    RestoreState {
        pa_cl_vte_cntl: restore
            .pa_cl_vte_cntl
            .with_vport_z_scale_ena(true)
            .with_vport_z_offset_ena(true),
        pa_cl_vport_zscale: PaClVportZscale::new().with_vport_zscale(0.0),
        pa_cl_vport_zoffset: PaClVportZoffset::new().with_vport_zoffset(z),
        pa_sc_vport_zmin_0: PaScVportZmin0::new().with_vport_zmin(z),
        pa_sc_vport_zmax_0: PaScVportZmax0::new().with_vport_zmax(z),
        ..*restore
    }
}

/// The registers a depth pass may set, in the order it writes them, with
/// their values in `r`: `DB_RENDER_CONTROL`, `DB_STENCIL_CONTROL`,
/// `DB_DEPTH_CONTROL`, `DB_STENCILREFMASK`, `DB_STENCILREFMASK_BF`,
/// `DB_RENDER_OVERRIDE2`, `CB_TARGET_MASK`, `CB_COLOR_CONTROL`,
/// `PA_CL_VTE_CNTL`, `PA_CL_VPORT_ZSCALE`, `PA_CL_VPORT_ZOFFSET`,
/// `PA_SC_VPORT_ZMIN_0`, `PA_SC_VPORT_ZMAX_0`.
fn depth_registers(r: &RestoreState) -> [(u16, u32); 13] {
    [
        (DbRenderControl::OFFSET, r.db_render_control.into_bits()),
        (DbStencilControl::OFFSET, r.db_stencil_control.into_bits()),
        (DbDepthControl::OFFSET, r.db_depth_control.into_bits()),
        (DbStencilrefmask::OFFSET, r.db_stencil_refmask.into_bits()),
        (
            DbStencilrefmaskBf::OFFSET,
            r.db_stencil_refmask_bf.into_bits(),
        ),
        (DbRenderOverride2::OFFSET, r.db_render_override2.into_bits()),
        (CbTargetMask::OFFSET, r.cb_target_mask.into_bits()),
        (CbColorControl::OFFSET, r.cb_color_control.into_bits()),
        (PaClVteCntl::OFFSET, r.pa_cl_vte_cntl.into_bits()),
        (PaClVportZscale::OFFSET, r.pa_cl_vport_zscale.into_bits()),
        (PaClVportZoffset::OFFSET, r.pa_cl_vport_zoffset.into_bits()),
        (PaScVportZmin0::OFFSET, r.pa_sc_vport_zmin_0.into_bits()),
        (PaScVportZmax0::OFFSET, r.pa_sc_vport_zmax_0.into_bits()),
    ]
}

/// The entries of `regs` whose flag in `used` is set, packed at the front,
/// and their count.
fn pick<const N: usize>(regs: [(u16, u32); N], used: [bool; N]) -> ([(u16, u32); N], usize) {
    let mut out = [(0, 0); N];
    let mut n = 0;
    for (r, u) in regs.into_iter().zip(used) {
        if let (true, Some(slot)) = (u, out.get_mut(n)) {
            *slot = r;
            // n < N here: get_mut(n) found a slot.
            n = n.saturating_add(1);
        }
    }
    (out, n)
}

/// A rect list drawn with `db` as `DB_RENDER_CONTROL`, `depth` / `stencil`
/// as `DB_DEPTH_CONTROL` / `DB_STENCIL_CONTROL`, when given `stencil_ref`
/// as the stencil reference of both faces (test and write masks 0xFF), when
/// given `override2` as `DB_RENDER_OVERRIDE2`, when given `z_draw` the
/// rectangle at that depth (viewport 0: [`depth_at`]), and colour writes
/// off (`CB_TARGET_MASK` = 0, `CB_COLOR_CONTROL.MODE = CB_DISABLE`), then a
/// DB metadata flush and `restore`'s registers and primitive type again.
fn depth_pass(
    cb: &mut CommandBuffer<'_>,
    (db, depth, stencil): (DbRenderControl, DbDepthControl, DbStencilControl),
    stencil_ref: Option<u8>,
    override2: Option<DbRenderOverride2>,
    z_draw: Option<f32>,
    restore: &RestoreState,
) -> Result<(), Error> {
    check_mode(restore)?;
    let value = stencil_ref.unwrap_or(0);
    let frame = match z_draw {
        Some(z) => depth_at(restore, z),
        None => *restore,
    };
    let pass = RestoreState {
        db_stencil_refmask: DbStencilrefmask::new()
            .with_stenciltestval(value)
            .with_stencilmask(0xFF)
            .with_stencilwritemask(0xFF)
            .with_stencilopval(1),
        db_stencil_refmask_bf: DbStencilrefmaskBf::new()
            .with_stenciltestval_bf(value)
            .with_stencilmask_bf(0xFF)
            .with_stencilwritemask_bf(0xFF)
            .with_stencilopval_bf(1),
        db_render_control: db,
        db_depth_control: depth,
        db_stencil_control: stencil,
        db_render_override2: override2.unwrap_or(restore.db_render_override2),
        cb_target_mask: CbTargetMask::new(),
        cb_color_control: CB_OFF,
        ..frame
    };
    // DB_RENDER_OVERRIDE2 is written only when the pass changes it.
    // The stencil reference and DB_RENDER_OVERRIDE2 are written only when
    // the pass changes them.
    let s = stencil_ref.is_some();
    let z = z_draw.is_some();
    let used = [
        true,
        true,
        true,
        s,
        s,
        override2.is_some(),
        true,
        true,
        z,
        z,
        z,
        z,
        z,
    ];
    let (set, n) = pick(depth_registers(&pass), used);
    let (back, _) = pick(depth_registers(restore), used);
    record(cb, |c| {
        rect_list(
            c,
            set.get(..n).unwrap_or(&[]),
            |c| {
                c.event_write(EventType::FLUSH_AND_INV_DB_META)?;
                Ok(())
            },
            back.get(..n).unwrap_or(&[]),
            restore,
        )
    })
}

/// Depth and/or stencil clear through HTILE of the bound depth target:
/// `DB_RENDER_CONTROL.DEPTH_CLEAR_ENABLE` / `STENCIL_CLEAR_ENABLE`, depth
/// test `FRAG_ALWAYS` with writes for a depth clear; for a stencil clear
/// (`stencil` = `Some(value)`) stencil test `FRAG_ALWAYS` with
/// `STENCIL_REPLACE_TEST` and `DB_STENCILREFMASK` / `_BF` set to `value`
/// with test and write masks 0xFF (`STENCILOPVAL` 1), so every pixel's
/// stencil becomes `value` whatever reference and masks the frame has;
/// `DB_RENDER_OVERRIDE2.DISABLE_ZMASK_EXPCLEAR_OPTIMIZATION` (depth) /
/// `DISABLE_SMEM_EXPCLEAR_OPTIMIZATION` (stencil) on top of `restore`'s
/// value, colour writes off (`CB_TARGET_MASK` = 0, `CB_COLOR_CONTROL.MODE =
/// CB_DISABLE`, so no bound colour target is written), a rect list,
/// `FLUSH_AND_INV_DB_META`, then `restore`'s registers. Turning colour
/// writes off is what radeonsi's depth-only clear does (`u_blitter.c` binds
/// a blend state with no colour channel, which `si_state.c` programs as
/// `CB_DISABLE`). The values written are the target's `DB_DEPTH_CLEAR` /
/// `DB_STENCIL_CLEAR`
/// ([`DepthTarget::with_depth_clear`](crate::blocks::depth_target::DepthTarget::with_depth_clear),
/// [`DepthTarget::with_stencil_clear`](crate::blocks::depth_target::DepthTarget::with_stencil_clear));
/// give the same stencil value here. The reference and masks follow
/// radeonsi's clear through `u_blitter.c`, which sets the stencil
/// reference to the clear value with masks 0xFF and replace operations.
///
/// # `ALLOW_EXPCLEAR`
/// A target set up with HTILE has `DB_Z_INFO.ALLOW_EXPCLEAR` (and
/// `DB_STENCIL_INFO.ALLOW_EXPCLEAR` when single-sampled) set, as radeonsi
/// does ([`DepthTarget::setup`](crate::blocks::depth_target::DepthTarget::setup)):
/// the DB may then mark tiles as "expanded clear" and skip writing them.
/// Those marks stay valid only while the clear value is the same, so
/// radeonsi (`si_clear.c`) sets the two `DISABLE_*_EXPCLEAR_OPTIMIZATION`
/// bits for a clear that is the level's first or uses a new value. The pass
/// cannot know the previous clear, so it sets them for every clear draw;
/// this only gives up the optimisation during the clear itself.
///
/// # Errors
/// [`Error::InvalidRange`] when neither depth nor stencil is cleared;
/// [`Error::UnknownValue`] for a `restore.cb_color_control` mode that is
/// not a gfx7 value; [`Error::Pm4`] when `cb` has no room. Nothing is
/// written on error.
pub fn depth_clear(
    cb: &mut CommandBuffer<'_>,
    depth: bool,
    stencil: Option<u8>,
    restore: &RestoreState,
) -> Result<(), Error> {
    depth_clear_with(cb, depth, stencil, true, None, restore)
}

/// [`depth_clear`], the stencil cleared through HTILE
/// (`STENCIL_CLEAR_ENABLE` and `DISABLE_SMEM_EXPCLEAR_OPTIMIZATION`) when
/// `stencil_htile`, else written by the draw alone (the replace operations
/// with the reference, as radeonsi's clear draw when it cannot fast-clear
/// the stencil); the depth, when `z_draw` is given, written by the draw
/// alone at that depth (`DEPTH_CLEAR_ENABLE` off, the rectangle placed by
/// [`depth_at`], as radeonsi's clear draw when it cannot fast-clear the
/// depth).
fn depth_clear_with(
    cb: &mut CommandBuffer<'_>,
    depth: bool,
    stencil: Option<u8>,
    stencil_htile: bool,
    z_draw: Option<f32>,
    restore: &RestoreState,
) -> Result<(), Error> {
    let stencil_ref = stencil;
    let stencil = stencil.is_some();
    if !depth && !stencil {
        return Err(Error::InvalidRange {
            what: "depth clear of neither depth nor stencil",
        });
    }
    let htile_stencil = stencil && stencil_htile;
    let z_draw = z_draw.filter(|_| depth);
    let htile_depth = depth && z_draw.is_none();
    let db = DbRenderControl::new()
        .with_depth_clear_enable(htile_depth)
        .with_stencil_clear_enable(htile_stencil);
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
    let frame = restore.db_render_override2;
    let override2 = frame
        .with_disable_zmask_expclear_optimization(
            htile_depth || frame.disable_zmask_expclear_optimization(),
        )
        .with_disable_smem_expclear_optimization(
            htile_stencil || frame.disable_smem_expclear_optimization(),
        );
    // A plane written by the draw alone changes no EXPCLEAR bit.
    let override2 = (htile_depth || htile_stencil).then_some(override2);
    depth_pass(
        cb,
        (db, control, ops),
        stencil_ref,
        override2,
        z_draw,
        restore,
    )
}

/// Within [`clear`]: the depth and/or stencil clear of `target` (the bound
/// depth target) to its `DB_DEPTH_CLEAR` / `DB_STENCIL_CLEAR`, per plane as
/// radeonsi's `si_fast_clear` (`si_can_fast_clear_depth` / `_stencil`): on
/// a target with TC-compatible HTILE a plane whose value the texture unit
/// cannot decode from a cleared tile is not cleared through HTILE but by
/// the draw. Returns whether the stencil, and whether the depth, was
/// written by the draw instead.
///
/// # Errors
/// [`Error::InvalidRange`] for a depth clear of a TC-compatible target to
/// a depth outside `0.0..=1.0` or NaN, or a stencil clear of a target
/// without stencil; those of
/// [`DepthTarget::check_fast_clear`](crate::blocks::depth_target::DepthTarget::check_fast_clear)
/// for the planes cleared through HTILE, and of [`depth_clear`].
fn clear_depth_target(
    c: &mut CommandBuffer<'_>,
    target: &DepthTarget,
    depth: bool,
    stencil: bool,
    restore: &RestoreState,
) -> Result<(bool, bool), Error> {
    let value = target.stencil_clear().clear();
    if !target.tc_compatible_htile() {
        depth_clear(c, depth, stencil.then_some(value), restore)?;
        return Ok((false, false));
    }
    let z = target.depth_clear().depth_clear();
    // radeonsi fast-clears a TC-compatible depth only to 0.0 or 1.0.
    let z_draw = (depth && z != 0.0 && z != 1.0).then_some(z);
    if z_draw.is_some_and(|z| !(0.0..=1.0).contains(&z)) {
        return Err(Error::InvalidRange {
            what: "depth clear of a TC-compatible HTILE to a depth outside 0.0..=1.0 (or NaN)",
        });
    }
    let htile_depth = depth && z_draw.is_none();
    let by_draw = stencil && value != 0;
    let htile_stencil = stencil && !by_draw;
    if htile_depth || htile_stencil {
        target.check_fast_clear(htile_depth, htile_stencil)?;
    }
    if by_draw
        && target.stencil_info().format().into_bits() == StencilFormat::STENCIL_INVALID.into_bits()
    {
        return Err(Error::InvalidRange {
            what: "stencil clear of a depth target without stencil (STENCIL_INVALID)",
        });
    }
    depth_clear_with(
        c,
        depth,
        stencil.then_some(value),
        !by_draw,
        z_draw,
        restore,
    )?;
    Ok((by_draw, z_draw.is_some()))
}

/// [`depth_clear`] of `target` (the bound depth target) to its own
/// `DB_DEPTH_CLEAR` / `DB_STENCIL_CLEAR`, after checking the clear is one
/// radeonsi makes through HTILE
/// ([`DepthTarget::check_fast_clear`](crate::blocks::depth_target::DepthTarget::check_fast_clear)): a
/// target with TC-compatible HTILE (gfx8) only to depth 0.0 or 1.0 and
/// stencil 0 (`si_clear.c`), other values being ones the texture unit
/// cannot decode from a cleared tile.
///
/// # Errors
/// As [`DepthTarget::check_fast_clear`](crate::blocks::depth_target::DepthTarget::check_fast_clear)
/// (the crate has no slow depth clear:
/// clear such a target to another value by drawing the depth with a shader)
/// and [`depth_clear`]. Nothing is written on error.
pub fn fast_depth_clear(
    cb: &mut CommandBuffer<'_>,
    target: &crate::blocks::depth_target::DepthTarget,
    depth: bool,
    stencil: bool,
    restore: &RestoreState,
) -> Result<(), Error> {
    target.check_fast_clear(depth, stencil)?;
    let value = stencil.then_some(target.stencil_clear().clear());
    depth_clear(cb, depth, value, restore)
}

/// In-place depth/stencil decompress of the bound depth target: a rect list
/// with `DB_RENDER_CONTROL.DEPTH_COMPRESS_DISABLE` and
/// `STENCIL_COMPRESS_DISABLE` and the depth and stencil tests off, so the DB
/// rewrites every compressed tile expanded, with colour writes off
/// (`CB_TARGET_MASK` = 0, `CB_COLOR_CONTROL.MODE = CB_DISABLE`: radeonsi's
/// in-place decompress draws with no colour buffer and a blend state that
/// writes nothing, `si_blit.c`); `FLUSH_AND_INV_DB_META`; then `restore`'s
/// registers.
///
/// A gfx8 target with TC-compatible HTILE is sampled without this pass
/// ([`DepthTarget::needs_decompress_to_sample`](crate::blocks::depth_target::DepthTarget::needs_decompress_to_sample)):
/// radeonsi skips it for such a target and only flushes the DB
/// (`si_blit.c`). The pass still expands one in place, with the same
/// registers.
///
/// # Errors
/// [`Error::UnknownValue`] for a `restore.cb_color_control` mode that is
/// not a gfx7 value; [`Error::Pm4`] when `cb` has no room. Nothing is
/// written on error.
pub fn depth_decompress(cb: &mut CommandBuffer<'_>, restore: &RestoreState) -> Result<(), Error> {
    let db = DbRenderControl::new()
        .with_depth_compress_disable(true)
        .with_stencil_compress_disable(true);
    depth_pass(
        cb,
        (db, DbDepthControl::new(), DbStencilControl::new()),
        None,
        None,
        None,
        restore,
    )
}

/// The stage blocks of the two programs [`slow_color_clear`] draws with: the
/// crate's [`rect_vs`](crate::shader::builtin::rect_vs) and
/// [`clear_ps`](crate::shader::builtin::clear_ps) (colour in user SGPRs
/// 0..3), at the GPU addresses where the caller placed their code. For a
/// buffer of another generation than gfx7, place the code
/// [`rect_vs_for`](crate::shader::builtin::rect_vs_for) and
/// [`clear_ps_for`](crate::shader::builtin::clear_ps_for) write for its
/// [`CommandBuffer::gfx`].
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
    /// `clear_ps(0, export, ..)` or `clear_ps_for(gfx, 0, export, ..)`) at
    /// `ps_address`: VGPR and SGPR counts from the programs (SGPRs plus the
    /// two of `VCC`, as LLVM counts them on gfx6 to gfx8; on Tonga and
    /// Iceland LLVM allocates 96 SGPRs instead, see
    /// [`addressable_sgprs`](crate::shader::addressable_sgprs)), one
    /// exported parameter, and target 0's export format
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
/// (`CB_BLEND0_CONTROL` = 0), writes target 0 only (`CB_TARGET_MASK =
/// CB_SHADER_MASK = 0xF`), sets `CB_COLOR_CONTROL` to `CB_NORMAL` with ROP3
/// copy and the depth test off, draws a 3-vertex rect list, then writes
/// `restore`'s `CB_BLEND0_CONTROL`, masks, `CB_COLOR_CONTROL`,
/// `DB_DEPTH_CONTROL` and primitive type back. The caller's own shaders are
/// not put back: its next pipeline bind writes them. [`clear`] clears a
/// target of slot 1..3 with it by binding that target at slot 0.
///
/// This is the clear for targets without CMASK or with a format that cannot
/// be fast-cleared (see [`clear_value`](crate::blocks::clear_value)).
///
/// # Errors
/// [`Error::NotFinite`] for a NaN or infinite colour channel, as
/// [`clear_words`](crate::blocks::clear_value::clear_words) refuses for a
/// fast clear; [`Error::UnknownValue`] for a `restore.cb_color_control`
/// mode that is not a gfx7 value; the stage blocks' errors; [`Error::Pm4`]
/// when `cb` has no room. Nothing is written on error.
pub fn slow_color_clear(
    cb: &mut CommandBuffer<'_>,
    shaders: &ClearShaders,
    color: [f32; 4],
    restore: &RestoreState,
) -> Result<(), Error> {
    slow_clear_bits(cb, shaders, float_color_bits(color)?, restore)
}

/// The bits of a float clear colour, or [`Error::NotFinite`] when a channel
/// is NaN or infinite.
fn float_color_bits(color: [f32; 4]) -> Result<[u32; 4], Error> {
    for x in color {
        crate::blocks::finite(x, "clear colour")?;
    }
    Ok(color.map(f32::to_bits))
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
    let pass = restore.cb_pass(CbMode::CB_NORMAL);
    record(cb, |c| {
        shaders.vs.emit(c)?;
        ps.emit(c)?;
        rect_list(
            c,
            &pass.cb_mode_registers(),
            |_| Ok(()),
            &restore.cb_mode_registers(),
            restore,
        )
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
/// and address) when it has one, its DCC key layout when it has DCC, and
/// the colour.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ColorClear<'a> {
    /// The bound target, with its size for the size hint.
    pub target: &'a SizedTarget,
    /// Its CMASK layout and GPU address, if it has one.
    pub cmask: Option<(&'a CmaskInfo, u64)>,
    /// Its DCC keys, for a gfx8 target with DCC that may be fast-cleared:
    /// a surface's ([`DccKeys::Surface`], [`dcc_fast_clear`]) or mip level
    /// n's of a texture ([`DccKeys::Level`], [`dcc_fast_clear_level`]).
    pub dcc: Option<DccKeys<'a>>,
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
    /// Through the DCC keys ([`dcc_fast_clear`]); the target as it is now
    /// bound is in [`ClearOutcome::fast`], the code in [`ClearOutcome::dcc`].
    Dcc,
    /// With a rect list ([`slow_color_clear`]).
    Slow,
}

/// What [`clear`] recorded.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ClearOutcome {
    /// Per colour slot 0..3, how it was cleared.
    pub color: [ClearKind; 4],
    /// Per colour slot, the target after a fast clear (after a CMASK clear,
    /// run [`fast_clear_eliminate`] before anything but the CB reads it).
    pub fast: [Option<SizedTarget>; 4],
    /// Per colour slot, what a DCC fast clear recorded: run the pass
    /// [`DccCleared::pass_before`] names ([`resolve_dcc_clear`]) before a
    /// reader.
    pub dcc: [Option<DccCleared>; 4],
    /// Whether a depth/stencil clear was recorded.
    pub depth_stencil: bool,
    /// Whether that clear wrote the stencil by its draw alone
    /// (`STENCIL_CLEAR_ENABLE` off, the replace operations with the
    /// reference) rather than through HTILE: a target with TC-compatible
    /// HTILE cleared to a stencil other than 0, as radeonsi does.
    pub stencil_by_draw: bool,
    /// Whether that clear wrote the depth by its draw alone
    /// (`DEPTH_CLEAR_ENABLE` off, the rectangle at the clear depth) rather
    /// than through HTILE: a target with TC-compatible HTILE cleared to a
    /// depth other than 0.0 and 1.0, as radeonsi does.
    pub depth_by_draw: bool,
}

/// Dwords [`clear`] records at most (its scratch before the one copy): a
/// colour clear per slot (a slow clear, 176 dwords, or less: a DCC fast
/// clear with two fills of [`MAX_FILL_CHUNKS`] `DMA_DATA` takes 167), two
/// target blocks for each of slots 1..3 cleared
/// through slot 0, and the depth clear. 901 dwords: the scratch takes 3,604
/// bytes of stack, and each pass inside it another [`MAX_PASS_DWORDS`].
pub const MAX_CLEAR_DWORDS: usize =
    4 * max(SLOW_CLEAR_DWORDS, DCC_CLEAR_DWORDS) + 6 * SizedTarget::DWORDS + DEPTH_CLEAR_DWORDS;

/// The engine's clear: for each colour slot 0..3 in `mask`, skips an empty
/// slot (`None` in `colors`); for a target with DCC, uses [`dcc_fast_clear`]
/// (of a surface's keys, [`DccKeys::Surface`]) or [`dcc_fast_clear_level`]
/// (of mip level n's, [`DccKeys::Level`]) when its [`ColorClear::dcc`] is
/// given and radeonsi would fast-clear it (a gfx8 buffer, the view from
/// slice 0, a fast-clear size of the keys or level from 1 to
/// [`MAX_FILL_BYTES`], no layered view of 4 or more samples, and a code the
/// format and samples allow: no [`Error::NotFastClearable`]); for a target
/// without DCC, uses [`fast_color_clear`] when it has a CMASK and its
/// format can be fast-cleared to the colour; and [`slow_color_clear`] with
/// `shaders` otherwise (radeonsi: "Try to clear DCC first, otherwise try
/// CMASK", never the CMASK alone for a DCC surface); then, when `mask` has the
/// depth or stencil bit, one [`depth_clear`] of `depth`, the bound depth
/// target, to its own `DB_DEPTH_CLEAR` / `DB_STENCIL_CLEAR` (below). The
/// whole clear is all or nothing.
///
/// # Depth and stencil
/// The planes of `depth` are cleared as radeonsi's `si_fast_clear` picks
/// per plane (`si_can_fast_clear_depth` / `_stencil` in `si_clear.c`):
///
/// | target | depth plane | stencil plane |
/// |---|---|---|
/// | without TC-compatible HTILE | `DEPTH_CLEAR_ENABLE` (as [`depth_clear`]) | `STENCIL_CLEAR_ENABLE` (as [`depth_clear`]) |
/// | TC-compatible HTILE (gfx8), value 0.0 / 1.0 or stencil 0 | `DEPTH_CLEAR_ENABLE` | `STENCIL_CLEAR_ENABLE` |
/// | TC-compatible HTILE, depth other than 0.0 and 1.0 (in `0.0..=1.0`) | written by the draw at that depth: `DEPTH_CLEAR_ENABLE` and `DISABLE_ZMASK_EXPCLEAR_OPTIMIZATION` off, the depth test always passing with writes, viewport 0 placing the rectangle at the value (`PA_CL_VTE_CNTL` z scale and offset on, `PA_CL_VPORT_ZSCALE` 0.0, `PA_CL_VPORT_ZOFFSET` = `PA_SC_VPORT_ZMIN_0` = `PA_SC_VPORT_ZMAX_0` = the value, then the frame's from [`RestoreState`]) ([`ClearOutcome::depth_by_draw`]); outside `0.0..=1.0` refused: [`Error::InvalidRange`] | |
/// | TC-compatible HTILE, stencil other than 0 | | written by the draw: `STENCIL_CLEAR_ENABLE` and `DISABLE_SMEM_EXPCLEAR_OPTIMIZATION` off, the stencil test always passing with `STENCIL_REPLACE_TEST` and the reference = the value ([`ClearOutcome::stencil_by_draw`]) |
///
/// radeonsi clears a plane it cannot fast-clear by its clear draw alone
/// (`util_blitter_clear` with `db_depth_clear` / `db_stencil_clear` unset;
/// it decompresses nothing first): the stencil through the replace
/// operations, which this pass writes too, and the depth by placing the
/// rectangle at the clear depth (its vertex z), which this pass does through
/// viewport 0 instead: the crate's rect-list vertex shader outputs z = 0 and
/// w = 1, which the z offset maps to the value exactly (`0 * 0.0 + z`).
///
/// ```
/// use gcn::blocks::depth_target::{DepthSurface, DepthTarget};
/// use gcn::desc::DataFormat;
/// use gcn::passes::{clear, ClearMask, ClearShaders, RestoreState};
/// use gcn::pm4::CommandBuffer;
/// use gcn::regs::Gfx;
/// use gcn::shader::builtin::{clear_ps_for, rect_vs_for, ColorExport};
/// use gcn::tiling::meta::{htile_info, MetaInput, MetaTile};
/// use gcn::tiling::surface::{surface_info, SurfaceFlags, SurfaceInput};
/// use gcn::tiling::{Config, TileIndex};
///
/// // A TC-compatible 1920x1080 D32_FLOAT / S8 target on Polaris10's entry 2.
/// let cfg = &Config::POLARIS10;
/// let flags = SurfaceFlags::new().with_depth(true).with_tc_compatible(true);
/// let info = surface_info(cfg, &SurfaceInput::new(TileIndex::new(2)?, 32, 1920, 1080).with_flags(flags))?;
/// let tile = MetaTile::Index(info.tile_index, info.macro_mode_index);
/// let htile = htile_info(cfg, &MetaInput::new(info.pitch_elems, info.height_elems, 1, tile).with_tc_compatible(true))?;
/// let s = DepthSurface::from_surface_info(DataFormat::D32_FLOAT, 1920, 1080, &info, 0x100_0000)?
///     .with_stencil(0x300_0000, TileIndex::new(2)?)
///     .with_htile(0x400_0000);
/// let db = DepthTarget::setup(cfg, &s)?.with_tc_compatible_htile(cfg, &info)?;
///
/// let mut code = [0u32; 32];
/// let rect = rect_vs_for(Gfx::Gfx8, &mut code)?;
/// let ps = clear_ps_for(Gfx::Gfx8, 0, ColorExport::Float32, &mut code)?;
/// let shaders = ClearShaders::new(0x10_0000, &rect, 0x10_0100, &ps, ColorExport::Float32)?;
/// let mut words = [0u32; 256];
/// let mut cb = CommandBuffer::for_gfx(&mut words, Gfx::Gfx8);
/// let mask = ClearMask::new(ClearMask::DEPTH | ClearMask::STENCIL)?;
/// // Depth 1.0 through HTILE; stencil 7 by the draw: DB_RENDER_CONTROL = DEPTH_CLEAR_ENABLE only.
/// let db = db.with_depth_clear(1.0).with_stencil_clear(7);
/// let out = clear(&mut cb, mask, &[None; 4], Some(&db), &shaders, &RestoreState::DEFAULT)?;
/// assert!(out.depth_stencil && out.stencil_by_draw);
/// assert_eq!(cb.as_slice()[..3], [0xC001_6900, 0x000, 0x1]);
/// // Depth 0.5 is drawn at that depth: DB_RENDER_CONTROL = 0, then (after the
/// // depth, stencil and colour registers) PA_CL_VPORT_ZOFFSET (0x114) = 0.5.
/// let n = cb.len();
/// let half = db.with_depth_clear(0.5);
/// let out = clear(&mut cb, mask, &[None; 4], Some(&half), &shaders, &RestoreState::DEFAULT)?;
/// assert!(out.depth_by_draw && out.stencil_by_draw);
/// assert_eq!(cb.as_slice()[n..n + 3], [0xC001_6900, 0x000, 0]);
/// assert_eq!(cb.as_slice()[n + 27..n + 30], [0xC001_6900, 0x114, 0x3F00_0000]);
/// // Outside 0.0..=1.0: refused, nothing written.
/// let n = cb.len();
/// assert!(clear(&mut cb, mask, &[None; 4], Some(&db.with_depth_clear(2.0)), &shaders, &RestoreState::DEFAULT).is_err());
/// assert_eq!(cb.len(), n);
/// # Ok::<(), Box<dyn core::error::Error>>(())
/// ```
///
/// # Slow clears of slots 1..3
/// The built-in clear PS exports to `MRT0` only, so a slot `i` above 0 that
/// needs a slow clear is cleared through slot 0: its target is bound at
/// slot 0 ([`SizedTarget::with_slot`], with its size hint), the slow clear
/// draws, and slot 0 is bound back as the frame has it (the fast-cleared
/// target of this clear, else `colors[0]`'s target, both with their size
/// hints; else a disabled slot, every register 0 and no hint, since it has
/// no size). radeonsi instead
/// clears several targets in one draw with a pixel shader that writes every
/// bound `MRTn` and per-target write masks (`util_blitter_clear`); one
/// clear PS for `MRT0` keeps [`ClearShaders`] to one program, at the cost
/// of a draw and two target blocks per such slot. What Gnm's clear does
/// here is not documented by a public source.
///
/// An integer colour ([`ClearColor::Uint`], [`ClearColor::Sint`]) is passed
/// to the PS as its bits, which only a 32-bit export
/// ([`ColorExport::Float32`]) keeps.
///
/// # Errors
/// [`Error::InvalidRange`] for a slow clear of an integer colour through an
/// FP16 export, for the depth or stencil bit without `depth`, and for the
/// depth clear of a TC-compatible target to a depth outside `0.0..=1.0` (above);
/// [`Error::NotFinite`] for a NaN or infinite float colour
/// channel (fast or slow clear); the errors of the passes it calls, of
/// [`DccKeys::fast_clear_size_bytes`] for a target with DCC (a
/// [`DccKeys::Level`] the target is not bound to), and of
/// [`DepthTarget::check_fast_clear`] for the planes cleared through a
/// TC-compatible HTILE; [`Error::Pm4`] when `cb`
/// has no room. Nothing is written on error.
pub fn clear(
    cb: &mut CommandBuffer<'_>,
    mask: ClearMask,
    colors: &[Option<ColorClear<'_>>; 4],
    depth: Option<&DepthTarget>,
    shaders: &ClearShaders,
    restore: &RestoreState,
) -> Result<ClearOutcome, Error> {
    let mut outcome = ClearOutcome {
        color: [ClearKind::Skipped; 4],
        fast: [None; 4],
        dcc: [None; 4],
        depth_stencil: false,
        stencil_by_draw: false,
        depth_by_draw: false,
    };
    if (mask.depth() || mask.stencil()) && depth.is_none() {
        return Err(Error::InvalidRange {
            what: "depth or stencil clear without the depth target",
        });
    }
    record_in::<MAX_CLEAR_DWORDS>(cb, |tmp| {
        for (i, slot) in colors.iter().enumerate() {
            let Some(c) = slot.filter(|_| mask.color(i)) else {
                continue;
            };
            let dcc = c.target.target.info().dcc_enable();
            let key_bytes = match c.dcc.filter(|_| dcc) {
                Some(keys) => Some(keys.fast_clear_size_bytes(&c.target.target)?),
                None => None,
            };
            // A DCC target is cleared through its keys when radeonsi would, else slowly.
            if let Some(bytes) = key_bytes.filter(|&b| check_dcc_shape(&c.target.target, b).is_ok())
            {
                match dcc_fast_clear_bytes(tmp, c.target, bytes, c.cmask, c.color) {
                    Ok(d) => {
                        if let (Some(f), Some(k), Some(r)) = (
                            outcome.fast.get_mut(i),
                            outcome.color.get_mut(i),
                            outcome.dcc.get_mut(i),
                        ) {
                            *f = Some(d.target);
                            *k = ClearKind::Dcc;
                            *r = Some(d);
                        }
                        continue;
                    }
                    Err(Error::NotFastClearable { .. }) => {}
                    Err(e) => return Err(e),
                }
            }
            if let Some((cmask, address)) = c.cmask.filter(|_| !dcc) {
                match fast_color_clear(tmp, c.target, cmask, address, c.color) {
                    Ok(t) => {
                        if let Some(f) = outcome.fast.get_mut(i) {
                            *f = Some(t);
                        }
                        if let Some(k) = outcome.color.get_mut(i) {
                            *k = ClearKind::Fast;
                        }
                        continue;
                    }
                    Err(Error::NotFastClearable { .. }) => {}
                    Err(e) => return Err(e),
                }
            }
            let bits = match (c.color, shaders.export) {
                (ClearColor::Float(f), _) => float_color_bits(f)?,
                (ClearColor::Uint(u), ColorExport::Float32) => u,
                (ClearColor::Sint(s), ColorExport::Float32) => s.map(i32::cast_unsigned),
                _ => {
                    return Err(Error::InvalidRange {
                        what: "slow clear of an integer colour through an FP16 export",
                    });
                }
            };
            if i == 0 {
                slow_clear_bits(tmp, shaders, bits, restore)?;
            } else {
                c.target.with_slot(Slot::S0).emit_in(tmp)?;
                slow_clear_bits(tmp, shaders, bits, restore)?;
                match (outcome.fast[0], colors[0]) {
                    (Some(fast), _) => fast.with_slot(Slot::S0).emit_in(tmp)?,
                    (None, Some(c0)) => c0.target.with_slot(Slot::S0).emit_in(tmp)?,
                    (None, None) => ColorTarget::new(Slot::S0).emit(tmp)?,
                }
            }
            if let Some(k) = outcome.color.get_mut(i) {
                *k = ClearKind::Slow;
            }
        }
        if let Some(target) = depth.filter(|_| mask.depth() || mask.stencil()) {
            (outcome.stencil_by_draw, outcome.depth_by_draw) =
                clear_depth_target(tmp, target, mask.depth(), mask.stencil(), restore)?;
            outcome.depth_stencil = true;
        }
        Ok(())
    })?;
    Ok(outcome)
}
