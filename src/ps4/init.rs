//! The default hardware state and the fixed-size initialisation windows.
//!
//! A PS4 command buffer starts by putting the GPU into a known state. The
//! system driver's draw initialiser (`sceGnmDrawInitDefaultHardwareState`
//! and its `175`, `200`, `350` revisions) fills a window of exactly
//! [`INIT_WINDOW_DWORDS`] (256) dwords:
//!
//! 1. [`CLEAR_STATE_PREFIX`] (12 dwords): `CONTEXT_CONTROL` with
//!    `LOAD_CONTROL` = `SHADOW_ENABLE` = `0x8000_0000` (`ENABLE_DW` only),
//!    `CLEAR_STATE`, and an `ACQUIRE_MEM` over the whole address range
//!    (`COHER_SIZE` `0xFFFF_FFFF`, base 0, poll interval 10) whose
//!    `COHER_CNTL` [`INIT_COHER_CNTL`] writes back and invalidates every
//!    cache: CB0-7 and DB destinations, TC write-back, TC L1, TC L2, CB, DB,
//!    scalar K-cache and instruction cache;
//! 2. the register writes of [`default_state`] for the revision, each
//!    `SET_*_REG` of one register (one run of three for `VGT_GS_PER_ES`,
//!    `VGT_ES_PER_GS`, `VGT_GS_PER_VS`), plus a `NUM_INSTANCES` of 1;
//!    `SET_SH_REG` is written with `SHADER_TYPE` 0 even for the `COMPUTE_*`
//!    registers;
//! 3. one NOP whose payload fills the window to 256 dwords.
//!
//! The compute initialiser (`sceGnmDispatchInitDefaultHardwareState`) fills
//! the same 256 dwords with three compute `SET_SH_REG` (`SHADER_TYPE` 1):
//! `COMPUTE_STATIC_THREAD_MGMT_SE0`/`SE1` = `0xFFFF_FFFF`,
//! `COMPUTE_RESOURCE_LIMITS` = `0x170`; an `ACQUIRE_MEM` with `COHER_CNTL`
//! [`DISPATCH_INIT_COHER_CNTL`] (K-cache and I-cache invalidate), size 0,
//! base 0, poll interval 10; and a filler NOP of 240 dwords.
//!
//! Values, order and sizes: shadPS4 `src/core/libraries/gnmdriver/gnmdriver.cpp`
//! (`ClearContextState`, the `sceGnm*InitDefaultHardwareState*` writers) and
//! `gnmdriver_init.h` (the register values of each revision, base mode; the
//! PS4 Pro sequences are in [`neo`](super::neo)). Register names: the register spec (`tests/data/gcn-registers.json` in the repository).
//!
//! # Example
//!
//! ```
//! use gcn::ps4::init::{default_state, InitRevision, INIT_WINDOW_DWORDS, CLEAR_STATE_PREFIX_DWORDS};
//!
//! let used = CLEAR_STATE_PREFIX_DWORDS + default_state(InitRevision::Rev350).map(|op| op.dwords()).sum::<usize>();
//! assert_eq!(used, 136); // the filler NOP takes the other 120 dwords
//! assert!(used < INIT_WINDOW_DWORDS);
//! ```

use super::Error;
use super::error::checked_window;
use crate::blocks::primitive::IA_MULTI_VGT_PARAM;
use crate::blocks::raster::{POINT_MINMAX, SC_MODE_CNTL_1};
use crate::pm4::{self, CoherCntl, CommandBuffer, ContextControlBits, EnginePfpMe};
use crate::regs::{self, Register, Space};

/// Dwords of every hardware-state initialisation window.
pub const INIT_WINDOW_DWORDS: usize = 256;

/// `CONTEXT_CONTROL` `LOAD_CONTROL` and `SHADOW_ENABLE` of the prefix:
/// `ENABLE_DW` (bit 31) only.
pub const INIT_CONTEXT_CONTROL: u32 = ContextControlBits::new().with_enable_dw(true).into_bits();
static_assertions::const_assert_eq!(INIT_CONTEXT_CONTROL, 1 << 31);

/// `COHER_CNTL` of the prefix's `ACQUIRE_MEM` (`0x2EC4_7FC0`): the CB0-7 and
/// DB destination bases, the TC write-back, TC L1, TC, CB, DB, K-cache and
/// I-cache actions.
pub const INIT_COHER_CNTL: u32 = pm4::CB_DEST_BASES
    .with_db_dest_base_ena(true)
    .with_tc_wb_action_ena(true)
    .with_tcl1_action_ena(true)
    .with_tc_action_ena(true)
    .with_cb_action_ena(true)
    .with_db_action_ena(true)
    .with_sh_kcache_action_ena(true)
    .with_sh_icache_action_ena(true)
    .into_bits();
static_assertions::const_assert_eq!(INIT_COHER_CNTL, 0x2EC4_7FC0);

/// `COHER_CNTL` of the compute initialiser's `ACQUIRE_MEM` (`0x2800_0000`):
/// the K-cache and I-cache actions.
pub const DISPATCH_INIT_COHER_CNTL: u32 = CoherCntl::new()
    .with_sh_kcache_action_ena(true)
    .with_sh_icache_action_ena(true)
    .into_bits();
static_assertions::const_assert_eq!(DISPATCH_INIT_COHER_CNTL, 0x2800_0000);

/// `POLL_INTERVAL` of the initialisers' `ACQUIRE_MEM`.
pub const INIT_ACQUIRE_POLL_INTERVAL: u32 = 10;

/// Dwords of the prefix: `CONTEXT_CONTROL` (3), `CLEAR_STATE` (2), `ACQUIRE_MEM` (7).
pub const CLEAR_STATE_PREFIX_DWORDS: usize = 3 + 2 + 7;

/// The prefix as data: `(LOAD_CONTROL, SHADOW_ENABLE)` of `CONTEXT_CONTROL`,
/// then the six `ACQUIRE_MEM` body dwords (`COHER_CNTL`, `COHER_SIZE`,
/// `COHER_SIZE_HI`, `COHER_BASE_LO`, `COHER_BASE_HI`, `POLL_INTERVAL`).
pub const CLEAR_STATE_PREFIX: ([u32; 2], [u32; 6]) = (
    [INIT_CONTEXT_CONTROL, INIT_CONTEXT_CONTROL],
    [
        INIT_COHER_CNTL,
        0xFFFF_FFFF,
        0,
        0,
        0,
        INIT_ACQUIRE_POLL_INTERVAL,
    ],
);

/// Revision of the system driver's draw initialiser; each revision writes
/// a slightly different default state.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum InitRevision {
    /// `sceGnmDrawInitDefaultHardwareState`.
    Base,
    /// `sceGnmDrawInitDefaultHardwareState175`: `PA_SC_MODE_CNTL_1` gains bit 17.
    Rev175,
    /// `sceGnmDrawInitDefaultHardwareState200`: new `SPI_SHADER_PGM_RSRC3_*`
    /// values and `SPI_SHADER_LATE_ALLOC_VS`.
    Rev200,
    /// `sceGnmDrawInitDefaultHardwareState350`: adds `VGT_INDX_OFFSET` and
    /// `IA_MULTI_VGT_PARAM`. The newest; the default.
    #[default]
    Rev350,
}

/// One step of the default state.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum InitOp {
    /// A `SET_*_REG` of `values.len()` consecutive registers starting at
    /// `offset` (dword offset in `space`), the first named `name`.
    SetReg {
        /// The register space (selects the packet).
        space: Space,
        /// Dword offset of the first register in `space`.
        offset: u16,
        /// AMD's name of the first register.
        name: &'static str,
        /// The values, one per register.
        values: &'static [u32],
    },
    /// A `NUM_INSTANCES` packet.
    NumInstances(u32),
}

impl InitOp {
    /// Dwords the step's packet takes: header, offset and values for a
    /// `SET_*_REG`, header and count for `NUM_INSTANCES`.
    pub const fn dwords(&self) -> usize {
        match self {
            InitOp::SetReg { values, .. } => values.len().saturating_add(2),
            InitOp::NumInstances(_) => 2,
        }
    }
}

/// A [`InitOp::SetReg`] of the register `$reg` (space, offset and name from the register
/// definitions) and the registers after it.
macro_rules! reg {
    ($reg:ident, $($v:expr),+) => {
        InitOp::SetReg {
            space: <regs::$reg as Register>::SPACE,
            offset: <regs::$reg as Register>::OFFSET,
            name: <regs::$reg as Register>::NAME,
            values: &[$($v),+],
        }
    };
}

/// The revisions that write a step of the default state: a set of
/// [`InitRevision`]s, bit `revision as u8`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Revisions(u8);

impl Revisions {
    const fn has(self, revision: InitRevision) -> bool {
        self.0 & (1 << revision as u8) != 0
    }
}

/// Every revision.
const ALL: Revisions = Revisions(0b1111);
/// The base and 1.75 revisions.
const UP_TO_175: Revisions = Revisions(0b0011);
/// The base revision only.
const BASE: Revisions = Revisions(0b0001);
/// The 1.75, 2.00 and 3.50 revisions.
const FROM_175: Revisions = Revisions(0b1110);
/// `PA_SC_MODE_CNTL_1` of the base revision (`0x0600_0000`): the raster
/// block's default without `MULTI_SHADER_ENGINE_PRIM_DISCARD_ENABLE`, which
/// the 1.75 revision adds.
const SC_MODE_CNTL_1_BASE: u32 = SC_MODE_CNTL_1
    .with_multi_shader_engine_prim_discard_enable(false)
    .into_bits();

/// The 2.00 and 3.50 revisions.
const FROM_200: Revisions = Revisions(0b1100);
/// The 3.50 revision only.
const REV_350: Revisions = Revisions(0b1000);

/// Every step any revision writes, in the system driver's order, with the
/// revisions that write it: compute masks, rasteriser, clipper and colour
/// defaults and `NUM_INSTANCES` 1; `SPI_SHADER_PGM_RSRC3_*` (new values and
/// `SPI_SHADER_LATE_ALLOC_VS` from 2.00); vertex-grouper defaults
/// (`VGT_INDX_OFFSET` from 3.50); scan-converter modes (`PA_SC_MODE_CNTL_1`
/// bit 17 from 1.75); `VGT_GS_PER_ES`, `VGT_ES_PER_GS`, `VGT_GS_PER_VS` in
/// one run; `GRBM_GFX_INDEX` broadcasting to every SE, SH and instance; and
/// `IA_MULTI_VGT_PARAM` last (3.50).
const DEFAULT_STATE: [(Revisions, InitOp); 48] = [
    (ALL, reg!(ComputeStaticThreadMgmtSe0, 0xFFFF_FFFF)),
    (ALL, reg!(ComputeStaticThreadMgmtSe1, 0xFFFF_FFFF)),
    (ALL, reg!(ComputeResourceLimits, 0)),
    (ALL, reg!(PaSuVtxCntl, 0x2D)),
    (ALL, reg!(PaSuLineCntl, 0x8)),
    (ALL, reg!(PaSuPointSize, 0x0008_0008)),
    (ALL, reg!(PaSuPointMinmax, POINT_MINMAX.into_bits())),
    (ALL, reg!(PaClClipCntl, 0)),
    (ALL, reg!(PaClVteCntl, 0x43F)),
    (ALL, reg!(PaScCliprectRule, 0xFFFF)),
    (ALL, reg!(VgtOutDeallocCntl, 0x10)),
    (ALL, reg!(PaClGbVertClipAdj, 0x3F80_0000)),
    (ALL, reg!(PaClGbHorzClipAdj, 0x3F80_0000)),
    (ALL, reg!(PaClGbVertDiscAdj, 0x3F80_0000)),
    (ALL, reg!(PaClGbHorzDiscAdj, 0x3F80_0000)),
    (ALL, reg!(CbColorControl, DEFAULT_CB_COLOR_CONTROL)),
    (ALL, reg!(PaScAaMaskX0y0X1y0, 0xFFFF_FFFF)),
    (ALL, reg!(PaScAaMaskX0y1X1y1, 0xFFFF_FFFF)),
    (ALL, InitOp::NumInstances(1)),
    (UP_TO_175, reg!(SpiShaderPgmRsrc3Ps, 0x1FF)),
    (UP_TO_175, reg!(SpiShaderPgmRsrc3Vs, 0x1FF)),
    (UP_TO_175, reg!(SpiShaderPgmRsrc3Gs, 0x1FF)),
    (UP_TO_175, reg!(SpiShaderPgmRsrc3Es, 0x1FF)),
    (UP_TO_175, reg!(SpiShaderPgmRsrc3Hs, 0)),
    (UP_TO_175, reg!(SpiShaderPgmRsrc3Ls, 0x1FF)),
    (FROM_200, reg!(SpiShaderPgmRsrc3Ps, 0x0017_01FF)),
    (FROM_200, reg!(SpiShaderPgmRsrc3Vs, 0x0017_01FD)),
    (FROM_200, reg!(SpiShaderPgmRsrc3Gs, 0x0017_01FF)),
    (FROM_200, reg!(SpiShaderPgmRsrc3Es, 0x0017_01FD)),
    (FROM_200, reg!(SpiShaderPgmRsrc3Hs, 0x17)),
    (FROM_200, reg!(SpiShaderPgmRsrc3Ls, 0x0017_01FD)),
    (FROM_200, reg!(SpiShaderLateAllocVs, 0x1C)),
    (ALL, reg!(SpiVsOutConfig, 2)),
    (ALL, reg!(VgtMinVtxIndx, 0)),
    (ALL, reg!(VgtMaxVtxIndx, 0xFFFF_FFFF)),
    (ALL, reg!(VgtMultiPrimIbResetIndx, 0)),
    (ALL, reg!(VgtOutputPathCntl, 0)),
    (ALL, reg!(VgtGsMode, 0)),
    (ALL, reg!(VgtVtxCntEn, 0)),
    (REV_350, reg!(VgtIndxOffset, 0)),
    (ALL, reg!(PaScModeCntl0, 0)),
    (BASE, reg!(PaScModeCntl1, SC_MODE_CNTL_1_BASE)),
    (FROM_175, reg!(PaScModeCntl1, SC_MODE_CNTL_1.into_bits())),
    (ALL, reg!(PaScAaConfig, 0)),
    (ALL, reg!(PaSuPolyOffsetDbFmtCntl, 0x1E9)),
    (ALL, reg!(VgtGsPerEs, 0x100, 0x100, 4)),
    (ALL, reg!(GrbmGfxIndex, 0xE000_0000)),
    (
        REV_350,
        reg!(IaMultiVgtParam, IA_MULTI_VGT_PARAM.into_bits()),
    ),
];

/// The register writes of `revision`'s default state, in the order the
/// system driver writes them (after [`CLEAR_STATE_PREFIX`]).
pub fn default_state(revision: InitRevision) -> impl Iterator<Item = &'static InitOp> + Clone {
    DEFAULT_STATE
        .iter()
        .filter(move |(revisions, _)| revisions.has(revision))
        .map(|(_, op)| op)
}

/// Dwords of the packets of `revision`'s default state (without the prefix
/// and the filler NOP).
pub fn default_state_dwords(revision: InitRevision) -> usize {
    default_state(revision).map(InitOp::dwords).sum()
}

// ------------------------------------------------------------------ writers

/// Writes the initialisers' `ACQUIRE_MEM`: `COHER_CNTL` `coher_cntl` over
/// `size` bytes from address 0, polling every
/// [`INIT_ACQUIRE_POLL_INTERVAL`].
pub(super) fn acquire(cb: &mut CommandBuffer<'_>, coher_cntl: u32, size: u64) -> Result<(), Error> {
    cb.acquire_mem(
        CoherCntl::from_bits(coher_cntl),
        EnginePfpMe::PFP,
        0,
        size,
        INIT_ACQUIRE_POLL_INTERVAL as u16,
    )?;
    Ok(())
}

/// Writes `CONTEXT_CONTROL` ([`INIT_CONTEXT_CONTROL`] for both words) and `CLEAR_STATE`.
pub(super) fn write_context_reset(cb: &mut CommandBuffer<'_>) -> Result<(), Error> {
    let dw = ContextControlBits::from_bits(INIT_CONTEXT_CONTROL);
    cb.context_control(dw, dw)?;
    cb.clear_state()?;
    Ok(())
}

/// Writes [`CLEAR_STATE_PREFIX`]: `CONTEXT_CONTROL`, `CLEAR_STATE`, `ACQUIRE_MEM`.
pub(super) fn write_prefix(cb: &mut CommandBuffer<'_>) -> Result<(), Error> {
    write_context_reset(cb)?;
    acquire(cb, INIT_COHER_CNTL, 0xFFFF_FFFF)
}

/// Writes a window of `N` dwords all or nothing: `body`, then a NOP filling
/// the rest of the window with zeros ([`fill_window`]). Checks first that
/// the whole window fits, and writes nothing if a packet is refused.
pub(super) fn window<const N: usize>(
    cb: &mut CommandBuffer<'_>,
    body: impl FnOnce(&mut CommandBuffer<'_>) -> Result<(), Error>,
) -> Result<(), Error> {
    checked_window::<N>(cb, N, |cb| fill_window::<N>(cb, body))
}

/// `body`, then a NOP filling the rest of `N` dwords with zeros, written
/// straight into `cb` (inside a caller's group).
pub(super) fn fill_window<const N: usize>(
    cb: &mut CommandBuffer<'_>,
    body: impl FnOnce(&mut CommandBuffer<'_>) -> Result<(), Error>,
) -> Result<(), Error> {
    let start = cb.len();
    body(cb)?;
    let used = cb.len().saturating_sub(start);
    cb.pad(N.saturating_sub(used))?;
    Ok(())
}

/// Writes one step. `SET_SH_REG` keeps `SHADER_TYPE` 0 even for the
/// `COMPUTE_*` registers, as the system driver's draw initialiser does (the
/// PM4 writer's `set_sh_regs` would mark those compute).
pub(super) fn write_op(cb: &mut CommandBuffer<'_>, op: &InitOp) -> Result<(), Error> {
    match *op {
        InitOp::SetReg {
            space: Space::Sh,
            offset,
            values,
            ..
        } => cb.set_sh_regs_typed(pm4::ShaderType::GRAPHICS, offset, values)?,
        InitOp::SetReg {
            space,
            offset,
            values,
            ..
        } => cb.set_regs(space, offset, values)?,
        InitOp::NumInstances(n) => cb.num_instances(n)?,
    }
    Ok(())
}

/// Writes the draw initialiser's 256-dword window for `revision`: the
/// [`CLEAR_STATE_PREFIX`], the [`default_state`] packets, and a NOP filling
/// the rest of the window with zeros.
///
/// Errors: [`Error::OutOfSpace`] if fewer than 256 dwords are free; nothing
/// is written then.
pub fn draw_init_default_hardware_state(
    cb: &mut CommandBuffer<'_>,
    revision: InitRevision,
) -> Result<(), Error> {
    window::<INIT_WINDOW_DWORDS>(cb, |cb| write_draw_init(cb, revision))
}

/// The base console's draw initialiser's packets and filler (its 256
/// dwords), written straight into `cb` (inside a caller's group).
pub(super) fn write_draw_init(
    cb: &mut CommandBuffer<'_>,
    revision: InitRevision,
) -> Result<(), Error> {
    fill_window::<INIT_WINDOW_DWORDS>(cb, |cb| {
        write_prefix(cb)?;
        default_state(revision).try_for_each(|op| write_op(cb, op))
    })
}

/// `COMPUTE_RESOURCE_LIMITS` written by the compute initialiser.
pub const DISPATCH_INIT_RESOURCE_LIMITS: u32 = 0x170;

/// Writes the compute initialiser's 256-dword window (base mode): compute
/// `SET_SH_REG` of `COMPUTE_STATIC_THREAD_MGMT_SE0`/`SE1` (`0xFFFF_FFFF`) and
/// `COMPUTE_RESOURCE_LIMITS` ([`DISPATCH_INIT_RESOURCE_LIMITS`]), an
/// `ACQUIRE_MEM` invalidating the K-cache and I-cache
/// ([`DISPATCH_INIT_COHER_CNTL`], size 0, base 0, poll interval 10), and a
/// 240-dword filler NOP.
///
/// Errors: [`Error::OutOfSpace`] if fewer than 256 dwords are free.
pub fn dispatch_init_default_hardware_state(cb: &mut CommandBuffer<'_>) -> Result<(), Error> {
    window::<INIT_WINDOW_DWORDS>(cb, |cb| {
        cb.set_sh_regs(regs::ComputeStaticThreadMgmtSe0::OFFSET, &[0xFFFF_FFFF])?;
        cb.set_sh_regs(regs::ComputeStaticThreadMgmtSe1::OFFSET, &[0xFFFF_FFFF])?;
        cb.set_sh_regs(
            regs::ComputeResourceLimits::OFFSET,
            &[DISPATCH_INIT_RESOURCE_LIMITS],
        )?;
        acquire(cb, DISPATCH_INIT_COHER_CNTL, 0)
    })
}

/// `CB_COLOR_CONTROL` of the default state: `MODE` normal, `ROP3` copy (`0xCC`).
pub const DEFAULT_CB_COLOR_CONTROL: u32 = 0x00CC_0010;

/// Dwords of the [`draw_init_to_default_context_state`] window.
pub const CONTEXT_STATE_WINDOW_DWORDS: usize = 32;

/// Writes the 32-dword context reset (`sceGnmDrawInitToDefaultContextState`):
/// `CONTEXT_CONTROL` ([`INIT_CONTEXT_CONTROL`]), `CLEAR_STATE`, `NUM_INSTANCES` 1,
/// `VGT_INDX_OFFSET` = 0, `CB_COLOR_CONTROL` = [`DEFAULT_CB_COLOR_CONTROL`], and a NOP
/// filling the window with zeros. Unlike the hardware-state initialisers it writes no
/// `ACQUIRE_MEM` and no SH or uconfig register.
///
/// | dwords | packet |
/// |---|---|
/// | 0-2 | `CONTEXT_CONTROL` `0x8000_0000`, `0x8000_0000` |
/// | 3-4 | `CLEAR_STATE` |
/// | 5-6 | `NUM_INSTANCES` 1 |
/// | 7-9 | `SET_CONTEXT_REG` `VGT_INDX_OFFSET` (`0x102`) = 0 |
/// | 10-12 | `SET_CONTEXT_REG` `CB_COLOR_CONTROL` (`0x202`) = `0x00CC_0010` |
/// | 13-31 | NOP (header `0xC011_1000`), zero payload |
///
/// Errors: [`Error::OutOfSpace`] if fewer than 32 dwords are free; nothing is
/// written then.
pub fn draw_init_to_default_context_state(cb: &mut CommandBuffer<'_>) -> Result<(), Error> {
    window::<CONTEXT_STATE_WINDOW_DWORDS>(cb, write_context_state)
}

/// The packets of [`draw_init_to_default_context_state`] without the filler.
pub(super) fn write_context_state(cb: &mut CommandBuffer<'_>) -> Result<(), Error> {
    write_context_reset(cb)?;
    cb.num_instances(1)?;
    cb.set_reg(regs::VgtIndxOffset::from_bits(0))?;
    cb.set_reg(regs::CbColorControl::from_bits(DEFAULT_CB_COLOR_CONTROL))?;
    Ok(())
}

/// Writes the 256-dword context reset of the 4.00 driver
/// (`sceGnmDrawInitToDefaultContextState400`): `CONTEXT_CONTROL`, `CLEAR_STATE`, then
/// every context-register write and the `NUM_INSTANCES` of the
/// [`InitRevision::Rev350`] default state, in its order (no SH or uconfig register, no
/// `ACQUIRE_MEM`), and a NOP filling the window with zeros.
///
/// Errors: [`Error::OutOfSpace`] if fewer than 256 dwords are free; nothing is
/// written then.
pub fn draw_init_to_default_context_state_400(cb: &mut CommandBuffer<'_>) -> Result<(), Error> {
    window::<INIT_WINDOW_DWORDS>(cb, |cb| {
        write_context_reset(cb)?;
        default_state(InitRevision::Rev350)
            .filter(|op| {
                !matches!(
                    op,
                    InitOp::SetReg {
                        space: Space::Sh | Space::Uconfig | Space::Config,
                        ..
                    }
                )
            })
            .try_for_each(|op| write_op(cb, op))
    })
}

/// Reserves a window of `dwords` dwords for the system driver to fill in
/// later (e.g. [`INIT_WINDOW_DWORDS`] for its hardware-state initialiser, or
/// the draw windows of [`draw`](super::draw)): one NOP of exactly that size
/// with a zero payload, so the buffer stays valid if the window is never
/// filled. Returns the window's dword offset from the buffer start and the
/// window itself (header included) for the fill-in call to overwrite.
///
/// Errors: [`Error::AllocationSize`] for 0 dwords or more than one NOP
/// holds; [`Error::OutOfSpace`]. Nothing is written on error.
pub fn reserve_window<'c>(
    cb: &'c mut CommandBuffer<'_>,
    dwords: usize,
) -> Result<(usize, &'c mut [u32]), Error> {
    // One dword would be the header-only NOP; 0x3FFF body dwords the largest body.
    if dwords == 0 || dwords > 0x4000 {
        return Err(Error::AllocationSize { dwords });
    }
    let start = cb.len();
    cb.pad(dwords)?;
    match cb.recorded_mut(start, dwords) {
        Some(window) => Ok((start, window)),
        None => Err(Error::AllocationSize { dwords }),
    }
}
