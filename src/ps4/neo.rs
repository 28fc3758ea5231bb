//! PS4 Pro ("Neo") shapes of the system driver, where they differ from the
//! base console's; selected by calling these functions instead of the base
//! ones in [`draw`] and [`init`].
//!
//! Everything here is what shadPS4's reimplementation of the system driver
//! (`src/core/libraries/gnmdriver/gnmdriver.cpp` and `gnmdriver_init.h`)
//! writes when `sceKernelIsNeoMode()` is true; every other window is the
//! same on both consoles (use the base function). The differences:
//!
//! | driver function | base console | PS4 Pro | here |
//! |---|---|---|---|
//! | `sceGnmDrawIndex`, `sceGnmDrawIndexAuto`, `sceGnmDrawIndexOffset`, `sceGnmDrawIndirect`, `sceGnmDrawIndexIndirect`, `sceGnmDrawIndexIndirectMulti`, `sceGnmDrawIndirectMulti`, `sceGnmDrawIndexIndirectCountMulti` | `DRAW_INITIATOR` 0 or 2 | the caller's flag bits \[31:29\] are or-ed into `DRAW_INITIATOR`: the render-target slice ([`RtSlice`]) | [`draw_index`], [`draw_index_auto`], [`draw_index_offset`], [`draw_indirect`], [`draw_index_indirect`], [`draw_index_indirect_multi`], [`draw_indirect_multi`], [`draw_index_indirect_count_multi`] |
//! | `sceGnmSetVgtControl`, `sceGnmResetVgtControl` | `SET_CONTEXT_REG` `IA_MULTI_VGT_PARAM` (context `0x2AA`) | `SET_UCONFIG_REG` of uconfig `0x258` with `INDEX` 4, other fields ([`ia_multi_vgt_param`]) | [`set_vgt_control`], [`reset_vgt_control`] |
//! | `sceGnmDrawInitDefaultHardwareState200` / `350` | [`init::draw_init_default_hardware_state`] | adds `COMPUTE_STATIC_THREAD_MGMT_SE2` / `SE3`, context `0xEB`-`0xEC`, and `IA_MULTI_VGT_PARAM` in the uconfig form | [`draw_init_default_hardware_state`] |
//! | `sceGnmDrawInitDefaultHardwareState`, `...175` | | the same as the base console | [`init::draw_init_default_hardware_state`] |
//! | `sceGnmDispatchInitDefaultHardwareState` | SE0, SE1 masks | adds `COMPUTE_STATIC_THREAD_MGMT_SE2` / `SE3` | [`dispatch_init_default_hardware_state`] |
//! | `sceGnmDrawInitToDefaultContextState` | | adds context `0xEB`-`0xEC` | [`draw_init_to_default_context_state`] |
//! | `sceGnmDrawInitToDefaultContextState400` | | adds context `0xEB`-`0xEC`, `IA_MULTI_VGT_PARAM` in the uconfig form | [`draw_init_to_default_context_state_400`] |
//!
//! The uconfig form of `IA_MULTI_VGT_PARAM` is where gfx9 has the register
//! (Mesa's `gfx9.json`: `IA_MULTI_VGT_PARAM` at `0x30960`, uconfig dword
//! `0x258`, with `EN_INST_OPT_BASIC` \[21\] and `EN_INST_OPT_ADV` \[22\]),
//! written as radeonsi writes it on gfx9 (`SET_UCONFIG_REG` with `INDEX` 4).
//! The `DRAW_INITIATOR` bits \[31:29\] are `REG_RT_INDEX` in AMD's later
//! register files (Mesa's `gfx10.json`); the gfx7 spec has no field there.
//!
//! Not known from a public source, so not provided:
//! - the names and fields of context registers `0xEB`-`0xEC` (byte `0x283AC`):
//!   neither the spec nor shadPS4 names them. GPCS4 (`GnmOpCode.h`) files
//!   context offset `0xEB` as the register the Gnm library's foveated-window
//!   set and reset calls write, so the pair is presumably that window, reset
//!   by the initialisers; its layout is not public, so the values
//!   `0xFF00_FF00`, `0xFF00` are written raw;
//! - the "compat" sequences shadPS4 keeps behind a disabled switch (the same
//!   init with `IA_MULTI_VGT_PARAM` as `SET_CONTEXT_REG` of `0x2AA` with
//!   `INDEX` 1): shadPS4 says the driver's switch between the forms is
//!   unknown;
//! - the `sceGnmSetEmbedded*Shader` windows (not provided on the base
//!   console either) and any Neo-only packet shapes of the application's
//!   Gnm library (e.g. `setComputeResourceManagementForNeo`): the public
//!   emulators only name or stub them.
//!
//! # Example
//!
//! ```
//! use gcn::pm4::CommandBuffer;
//! use gcn::ps4::neo::{draw_index_offset, RtSlice};
//!
//! let mut storage = [0u32; 16];
//! let mut cb = CommandBuffer::new(&mut storage);
//! draw_index_offset(&mut cb, 12, 6, RtSlice::new(3)?)?;
//! // DRAW_INDEX_OFFSET_2: MAX_SIZE, INDEX_OFFSET, INDEX_COUNT, DRAW_INITIATOR with slice 3.
//! assert_eq!(&cb.as_slice()[..5], &[0xC003_3500, 6, 12, 6, 0x6000_0000]);
//! # Ok::<(), gcn::ps4::Error>(())
//! ```

use super::Error;
use super::draw::{self, VertexStage};
use super::error::check_at_most;
use super::init::{self, InitOp, InitRevision};
use crate::pm4::{self, CommandBuffer};
use crate::regs::{self, Register, Space};

/// The render-target slice (array index) a PS4 Pro draw renders to: the
/// driver's flag bits \[31:29\], written to `DRAW_INITIATOR` \[31:29\].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct RtSlice(u8);

impl RtSlice {
    /// Slice 0 (the base console's draw).
    pub const ZERO: RtSlice = RtSlice(0);
    /// The largest slice (3 bits).
    pub const MAX: u8 = 7;

    /// Slice `slice`; [`Error::ArgumentOutOfRange`] above [`RtSlice::MAX`].
    pub const fn new(slice: u8) -> Result<Self, Error> {
        match check_at_most("rt_slice", slice as u32, RtSlice::MAX as u32) {
            Ok(()) => Ok(RtSlice(slice)),
            Err(e) => Err(e),
        }
    }

    /// The slice.
    pub const fn get(self) -> u8 {
        self.0
    }

    /// The `DRAW_INITIATOR` bits of the slice (\[31:29\]).
    pub const fn initiator_bits(self) -> u32 {
        ((self.0 & RtSlice::MAX) as u32) << 29
    }
}

/// Writes a base window with `base`, then ors `slice` into its
/// `DRAW_INITIATOR`, dword `at` of the window (nothing is written if `base`
/// fails).
fn with_slice(
    cb: &mut CommandBuffer<'_>,
    slice: RtSlice,
    at: usize,
    base: impl FnOnce(&mut CommandBuffer<'_>) -> Result<(), Error>,
) -> Result<(), Error> {
    let start = cb.len();
    base(cb)?;
    if let Some(initiator) = cb
        .recorded_mut(start.saturating_add(at), 1)
        .and_then(<[u32]>::first_mut)
    {
        *initiator |= slice.initiator_bits();
    }
    Ok(())
}

/// The PS4 Pro form of each base draw window: `/// doc`, then
/// `name(arguments) at initiator-dword;` with the base function's arguments.
macro_rules! neo_draws {
    ($( $(#[$m:meta])* $name:ident($($arg:ident: $ty:ty),*) at $at:literal; )*) => {$(
        $(#[$m])*
        #[doc = concat!("\n\nErrors: as [`draw::", stringify!($name), "`].")]
        #[allow(clippy::too_many_arguments)] // the driver call's arguments and the slice
        pub fn $name(cb: &mut CommandBuffer<'_>, $($arg: $ty,)* slice: RtSlice) -> Result<(), Error> {
            with_slice(cb, slice, $at, |cb| draw::$name(cb, $($arg),*))
        }
    )*};
}

neo_draws! {
    /// [`draw::draw_index`] with `slice` in `DRAW_INITIATOR` (window dword 5).
    draw_index(index_count: u32, index_address: u64) at 5;
    /// [`draw::draw_index_auto`] with `slice` in `DRAW_INITIATOR` (window
    /// dword 2, `2 | slice << 29`).
    draw_index_auto(vertex_count: u32) at 2;
    /// [`draw::draw_index_offset`] with `slice` in `DRAW_INITIATOR` (window
    /// dword 4): the PS4 Pro's index-offset draw into a render-target slice.
    draw_index_offset(index_offset: u32, index_count: u32) at 4;
    /// [`draw::draw_indirect`] with `slice` in `DRAW_INITIATOR` (window dword 4).
    draw_indirect(data_offset: u32, stage: VertexStage, vertex_sgpr: u32, instance_sgpr: u32) at 4;
    /// [`draw::draw_index_indirect`] with `slice` in `DRAW_INITIATOR` (window
    /// dword 4).
    draw_index_indirect(data_offset: u32, stage: VertexStage, vertex_sgpr: u32, instance_sgpr: u32) at 4;
    /// [`draw::draw_index_indirect_multi`] with `slice` in `DRAW_INITIATOR`
    /// (window dword 6).
    draw_index_indirect_multi(data_offset: u32, count: u32, stage: VertexStage, vertex_sgpr: u32, instance_sgpr: u32) at 6;
    /// [`draw::draw_indirect_multi`] with `slice` in `DRAW_INITIATOR` (window
    /// dword 6, `2 | slice << 29`).
    draw_indirect_multi(data_offset: u32, count: u32, stage: VertexStage, vertex_sgpr: u32, instance_sgpr: u32) at 6;
    /// [`draw::draw_index_indirect_count_multi`] with `slice` in the packet's
    /// last dword (window dword 12, 0 on the base console).
    draw_index_indirect_count_multi(data_offset: u32, max_count: u32, count_address: u64, stage: VertexStage, vertex_sgpr: u32, instance_sgpr: u32) at 12;
}

/// Uconfig dword offset of the PS4 Pro's `IA_MULTI_VGT_PARAM` (gfx9's
/// `0x30960`).
pub const IA_MULTI_VGT_PARAM_UCONFIG: u16 = 0x258;
/// `INDEX` of the `SET_UCONFIG_REG` offset dword that writes it.
pub const IA_MULTI_VGT_PARAM_INDEX: u8 = 4;

/// The gfx7 `IA_MULTI_VGT_PARAM` fields that gfx9 keeps in place.
const IA: regs::IaMultiVgtParam = regs::IaMultiVgtParam::new();
/// `PARTIAL_VS_WAVE_ON` (bit 16).
const PARTIAL_VS_WAVE_ON: u32 = IA.with_partial_vs_wave_on(true).into_bits();
/// `PARTIAL_ES_WAVE_ON` (bit 18).
const PARTIAL_ES_WAVE_ON: u32 = IA.with_partial_es_wave_on(true).into_bits();
/// `SWITCH_ON_EOI` (bit 19).
const SWITCH_ON_EOI: u32 = IA.with_switch_on_eoi(true).into_bits();
/// `WD_SWITCH_ON_EOP` (bit 20).
const WD_SWITCH_ON_EOP: u32 = IA.with_wd_switch_on_eop(true).into_bits();
static_assertions::const_assert_eq!(
    PARTIAL_VS_WAVE_ON | PARTIAL_ES_WAVE_ON | SWITCH_ON_EOI | WD_SWITCH_ON_EOP,
    1 << 16 | 1 << 18 | 1 << 19 | 1 << 20
);
/// `EN_INST_OPT_BASIC` and `EN_INST_OPT_ADV` (bits 22:21, gfx9 only: not in
/// the gfx7 spec).
const EN_INST_OPT: u32 = 3 << 21;

/// The PS4 Pro's `IA_MULTI_VGT_PARAM` value of `sceGnmSetVgtControl` (gfx9
/// layout): `PRIMGROUP_SIZE` = `prim_group_size_minus_one`,
/// `PARTIAL_ES_WAVE_ON`, `EN_INST_OPT_BASIC` and `EN_INST_OPT_ADV` always;
/// with `wd_switch_only_on_eop`, `WD_SWITCH_ON_EOP` and `PARTIAL_VS_WAVE_ON` =
/// `partial_vs_wave`; without, `SWITCH_ON_EOI` and `PARTIAL_VS_WAVE_ON`
/// whatever `partial_vs_wave` says (as the driver writes it).
///
/// ```
/// use gcn::ps4::neo::ia_multi_vgt_param;
/// assert_eq!(ia_multi_vgt_param(0x7F, false, false), 0x006D_007F); // the reset value
/// ```
pub const fn ia_multi_vgt_param(
    prim_group_size_minus_one: u8,
    partial_vs_wave: bool,
    wd_switch_only_on_eop: bool,
) -> u32 {
    let group = prim_group_size_minus_one as u32;
    let switch = if wd_switch_only_on_eop {
        WD_SWITCH_ON_EOP
            | if partial_vs_wave {
                PARTIAL_VS_WAVE_ON
            } else {
                0
            }
    } else {
        SWITCH_ON_EOI | PARTIAL_VS_WAVE_ON
    };
    group | switch | PARTIAL_ES_WAVE_ON | EN_INST_OPT
}

/// `PRIMGROUP_SIZE` of the reset value (groups of 128 primitives).
pub const RESET_PRIM_GROUP_SIZE_MINUS_ONE: u8 = 0x7F;

/// Writes `IA_MULTI_VGT_PARAM` = `value` in the PS4 Pro's form:
/// `SET_UCONFIG_REG` of [`IA_MULTI_VGT_PARAM_UCONFIG`] with `INDEX`
/// [`IA_MULTI_VGT_PARAM_INDEX`] (3 dwords).
fn write_ia_multi_vgt_param(cb: &mut CommandBuffer<'_>, value: u32) -> Result<(), Error> {
    cb.set_regs_indexed(
        pm4::SetUconfigRegIndex::from_bits(IA_MULTI_VGT_PARAM_INDEX),
        IA_MULTI_VGT_PARAM_UCONFIG,
        &[value],
    )?;
    Ok(())
}

/// Writes the PS4 Pro's 3-dword VGT control window (`sceGnmSetVgtControl`):
/// [`ia_multi_vgt_param`] in the uconfig form (`0xC001_7900`, `0x4000_0258`,
/// value).
///
/// Errors: [`Error::ArgumentOutOfRange`] for a group size above
/// [`draw::MAX_PRIM_GROUP_SIZE_MINUS_ONE`]; [`Error::OutOfSpace`].
pub fn set_vgt_control(
    cb: &mut CommandBuffer<'_>,
    prim_group_size_minus_one: u32,
    partial_vs_wave: bool,
    wd_switch_only_on_eop: bool,
) -> Result<(), Error> {
    check_at_most(
        "prim_group_size_minus_one",
        prim_group_size_minus_one,
        draw::MAX_PRIM_GROUP_SIZE_MINUS_ONE,
    )?;
    let group = prim_group_size_minus_one as u8;
    write_ia_multi_vgt_param(
        cb,
        ia_multi_vgt_param(group, partial_vs_wave, wd_switch_only_on_eop),
    )
}

/// Writes the PS4 Pro's VGT control reset (`sceGnmResetVgtControl`):
/// `IA_MULTI_VGT_PARAM` = `0x006D_007F` in the uconfig form.
///
/// Errors: [`Error::OutOfSpace`].
pub fn reset_vgt_control(cb: &mut CommandBuffer<'_>) -> Result<(), Error> {
    write_ia_multi_vgt_param(
        cb,
        ia_multi_vgt_param(RESET_PRIM_GROUP_SIZE_MINUS_ONE, false, false),
    )
}

/// Context dword offset of the register pair only the PS4 Pro's
/// initialisers write (unnamed in the spec and in shadPS4; GPCS4 files it as
/// the foveated window's register).
pub const NEO_CONTEXT_PAIR_OFFSET: u16 = 0xEB;
/// The values the PS4 Pro's initialisers write there.
pub const NEO_CONTEXT_PAIR: [u32; 2] = [0xFF00_FF00, 0xFF00];

/// `COMPUTE_STATIC_THREAD_MGMT_SE2` = all CUs.
static SE2: InitOp = sh_all_cus::<regs::ComputeStaticThreadMgmtSe2>();
/// `COMPUTE_STATIC_THREAD_MGMT_SE3` = all CUs.
static SE3: InitOp = sh_all_cus::<regs::ComputeStaticThreadMgmtSe3>();
/// The context pair at [`NEO_CONTEXT_PAIR_OFFSET`].
static CONTEXT_PAIR: InitOp = InitOp::SetReg {
    space: Space::Context,
    offset: NEO_CONTEXT_PAIR_OFFSET,
    name: "context 0xEB",
    values: &NEO_CONTEXT_PAIR,
};

/// A `SET_SH_REG` of `R` = `0xFFFF_FFFF`.
const fn sh_all_cus<R: Register>() -> InitOp {
    InitOp::SetReg {
        space: R::SPACE,
        offset: R::OFFSET,
        name: R::NAME,
        values: &[0xFFFF_FFFF],
    }
}

/// One step of a PS4 Pro initialiser: a base step, or the uconfig
/// `IA_MULTI_VGT_PARAM` reset.
#[derive(Clone, Copy)]
enum Step {
    Op(&'static InitOp),
    IaMultiVgtParam,
}

/// Whether `op` writes register `R` first.
fn writes<R: Register>(op: &InitOp) -> bool {
    matches!(op, InitOp::SetReg { space, offset, .. } if *space == R::SPACE && *offset == R::OFFSET)
}

/// The PS4 Pro's steps for `revision` (2.00 or 3.50), from the base ones:
/// `SE2` / `SE3` after `COMPUTE_STATIC_THREAD_MGMT_SE1`, the context pair
/// before `VGT_GS_PER_ES`, the context `IA_MULTI_VGT_PARAM` dropped and the
/// uconfig one written last.
fn neo_steps(revision: InitRevision) -> impl Iterator<Item = Step> {
    init::default_state(revision)
        .flat_map(|op| {
            let base = Some(Step::Op(op));
            if writes::<regs::ComputeStaticThreadMgmtSe1>(op) {
                [base, Some(Step::Op(&SE2)), Some(Step::Op(&SE3))]
            } else if writes::<regs::VgtGsPerEs>(op) {
                [Some(Step::Op(&CONTEXT_PAIR)), base, None]
            } else if writes::<regs::IaMultiVgtParam>(op) {
                [None, None, None]
            } else {
                [base, None, None]
            }
        })
        .flatten()
        .chain(core::iter::once(Step::IaMultiVgtParam))
}

/// Writes one step.
fn write_step(cb: &mut CommandBuffer<'_>, step: Step) -> Result<(), Error> {
    match step {
        Step::Op(op) => init::write_op(cb, op),
        Step::IaMultiVgtParam => reset_vgt_control(cb),
    }
}

/// Writes the PS4 Pro's 256-dword draw initialiser for `revision`: for
/// [`InitRevision::Rev200`] and [`InitRevision::Rev350`] the base window
/// with `COMPUTE_STATIC_THREAD_MGMT_SE2` / `SE3` (`0xFFFF_FFFF`) after `SE1`,
/// context `0xEB`-`0xEC` = `0xFF00_FF00`, `0xFF00` before `VGT_GS_PER_ES`,
/// and `IA_MULTI_VGT_PARAM` = `0x006D_007F` in the uconfig form last (instead
/// of the 3.50 context write); for the base and 1.75 revisions the base
/// console's window (the driver writes the same).
///
/// Errors: [`Error::OutOfSpace`] if fewer than 256 dwords are free; nothing
/// is written then.
pub fn draw_init_default_hardware_state(
    cb: &mut CommandBuffer<'_>,
    revision: InitRevision,
) -> Result<(), Error> {
    if matches!(revision, InitRevision::Base | InitRevision::Rev175) {
        return init::draw_init_default_hardware_state(cb, revision);
    }
    init::window::<{ init::INIT_WINDOW_DWORDS }>(cb, |cb| {
        init::write_prefix(cb)?;
        neo_steps(revision).try_for_each(|step| write_step(cb, step))
    })
}

/// Writes the PS4 Pro's 256-dword compute initialiser: compute `SET_SH_REG`
/// of `COMPUTE_STATIC_THREAD_MGMT_SE0` .. `SE3` (`0xFFFF_FFFF`) and
/// `COMPUTE_RESOURCE_LIMITS` ([`init::DISPATCH_INIT_RESOURCE_LIMITS`]), the
/// base console's `ACQUIRE_MEM`, and a 234-dword filler NOP.
///
/// Errors: [`Error::OutOfSpace`] if fewer than 256 dwords are free.
pub fn dispatch_init_default_hardware_state(cb: &mut CommandBuffer<'_>) -> Result<(), Error> {
    init::window::<{ init::INIT_WINDOW_DWORDS }>(cb, |cb| {
        for offset in [
            regs::ComputeStaticThreadMgmtSe0::OFFSET,
            regs::ComputeStaticThreadMgmtSe1::OFFSET,
            regs::ComputeStaticThreadMgmtSe2::OFFSET,
            regs::ComputeStaticThreadMgmtSe3::OFFSET,
        ] {
            cb.set_sh_regs(offset, &[0xFFFF_FFFF])?;
        }
        cb.set_sh_regs(
            regs::ComputeResourceLimits::OFFSET,
            &[init::DISPATCH_INIT_RESOURCE_LIMITS],
        )?;
        init::acquire(cb, init::DISPATCH_INIT_COHER_CNTL, 0)
    })
}

/// Writes the PS4 Pro's 32-dword context reset
/// (`sceGnmDrawInitToDefaultContextState`): the base console's packets, then
/// context `0xEB`-`0xEC` = `0xFF00_FF00`, `0xFF00`, and the filler.
///
/// Errors: [`Error::OutOfSpace`] if fewer than 32 dwords are free.
pub fn draw_init_to_default_context_state(cb: &mut CommandBuffer<'_>) -> Result<(), Error> {
    init::window::<{ init::CONTEXT_STATE_WINDOW_DWORDS }>(cb, |cb| {
        init::write_context_state(cb)?;
        init::write_op(cb, &CONTEXT_PAIR)
    })
}

/// Writes the PS4 Pro's 256-dword context reset of the 4.00 driver
/// (`sceGnmDrawInitToDefaultContextState400`): `CONTEXT_CONTROL`,
/// `CLEAR_STATE`, the context writes of the PS4 Pro's 3.50 state (with the
/// context pair before `VGT_GS_PER_ES`) and the uconfig `IA_MULTI_VGT_PARAM`,
/// then the filler.
///
/// Errors: [`Error::OutOfSpace`] if fewer than 256 dwords are free.
pub fn draw_init_to_default_context_state_400(cb: &mut CommandBuffer<'_>) -> Result<(), Error> {
    init::window::<{ init::INIT_WINDOW_DWORDS }>(cb, |cb| {
        init::write_context_reset(cb)?;
        neo_steps(InitRevision::Rev350)
            .filter(|step| match step {
                Step::Op(InitOp::SetReg { space, .. }) => *space == Space::Context,
                Step::Op(InitOp::NumInstances(_)) | Step::IaMultiVgtParam => true,
            })
            .try_for_each(|step| write_step(cb, step))
    })
}
