//! Replaying a stream: the register shadow, the packet-set draw state, and
//! the effective GPU state at each draw or dispatch.
//!
//! [`replay`] walks a stream (and the indirect buffers it runs, read
//! through a caller-supplied memory callback: an `INDIRECT_BUFFER` with
//! `CHAIN` set ends the buffer holding it and the walk goes on in the new
//! one for good, one without returns after the called buffer) and keeps a [`Shadow`] of the
//! context, SH and uconfig registers, written by `SET_*_REG` packets,
//! `WRITE_DATA` and immediate `COPY_DATA` to a register, and loaded by
//! `LOAD_*_REG` ones (through the same callback). Registers a packet writes
//! with values the replay does not know (`SET_SH_REG_OFFSET`,
//! `SET_CONTEXT_REG_INDIRECT`, `LOAD_*_REG_INDEX`, other `COPY_DATA` to a
//! register) read 0 afterwards and are reported
//! ([`MemoryRead::RegisterValue`]). Storage is the caller's: the shadow is
//! a plain value (12 KiB) the caller places where it likes, and nothing is
//! allocated. At every packet the callback sees the packet and the state so
//! far; at every draw or dispatch it also sees a [`Draw`], and
//! [`DrawState::capture`] decodes the effective state into the crate's
//! register blocks ([`crate::blocks`]).
//!
//! `CONTEXT_CONTROL` sets which register classes the CP loads: a
//! `LOAD_*_REG` (or `LOAD_*_REG_INDEX`) whose class the last
//! `CONTEXT_CONTROL` with `ENABLE_DW` left off is ignored, as the CP ignores
//! it, and changes nothing ([`LoadClass`], [`State::load_control`]).
//!
//! The shadow knows the GPU generation the stream is for
//! ([`Shadow::for_gfx`]; [`Shadow::new`] is gfx7, the PS4's): it decides
//! the clear state, whether a non-indexed draw overwrites the index type,
//! and (in [`lint`](super::lint)) which registers and packets exist.
//!
//! `CLEAR_STATE` puts the context registers of the clear state back to
//! their clear-state values ([`clear_state_ranges`],
//! [`CLEAR_STATE_DEFAULTS`], [`clear_state_defaults_of`]); most registers the draw packets write
//! (`VGT_DMA_SIZE`, `VGT_DMA_INDEX_TYPE`, `VGT_DMA_NUM_INSTANCES`, ...) lie
//! outside it and keep their values, but `VGT_DMA_BASE` and
//! `VGT_DMA_BASE_HI` (which `INDEX_BASE` writes) are in the clear state and
//! read 0 after it. The packet-set draw state ([`PacketState`], its
//! `index_base` included) is kept: whether the CP keeps the `INDEX_BASE`
//! address apart from those registers is not documented publicly. On gfx7
//! and gfx8 a non-indexed draw (`DRAW_INDEX_AUTO`,
//! `DRAW_INDIRECT`, ...) leaves the index type unknown after it, as the
//! command processor of those generations leaves it (gfx6 keeps it): [`PacketState::index_type`]
//! is `None` and `VGT_DMA_INDEX_TYPE` reads 0 until the next `INDEX_TYPE`
//! packet ([`DrawKind::overwrites_index_type`]; not reported as
//! [`Event::Unreadable`]). [`replay_with`] also follows
//! descriptor tables: each [`TableDecl`] names the user-data registers of a
//! 64-bit table pointer and what the table holds, and at every draw or
//! dispatch the table is read through the memory callback
//! ([`State::tables`]).
//!
//! ```
//! use gcn::decode::state::{DrawState, Event, Shadow, replay};
//! use gcn::pm4::{CommandBuffer, DrawInitiator};
//!
//! let mut storage = [0u32; 32];
//! let mut cb = CommandBuffer::new(&mut storage);
//! cb.set_context_regs(0x200, &[0x0000_0006])?; // DB_DEPTH_CONTROL: Z_ENABLE, Z_WRITE_ENABLE
//! cb.draw_index_auto(3, DrawInitiator::AUTO_INDEX)?;
//! let stream = cb.as_slice();
//!
//! let mut shadow = Shadow::new();
//! let mut draws = 0;
//! replay(stream, &mut shadow, |_, _| None, |_, event, state| {
//!     if let Event::Draw(draw) = event {
//!         assert_eq!((draw.number, draw.count), (0, Some(3)));
//!         let s = DrawState::capture(state);
//!         assert!(s.depth_stencil.depth_control().z_enable());
//!         draws += 1;
//!     }
//! });
//! assert_eq!(draws, 1);
//! # Ok::<(), gcn::pm4::Error>(())
//! ```

use crate::blocks::RegSource;
use crate::blocks::Slot;
use crate::blocks::blend::Blend;
use crate::blocks::color_target::ColorTarget;
use crate::blocks::depth_stencil::DepthStencil;
use crate::blocks::depth_target::DepthTarget;
use crate::blocks::primitive::PrimitiveState;
use crate::blocks::raster::Raster;
use crate::blocks::shader::{CsShader, PsShader, Stage, VsShader};
use crate::blocks::viewport::Viewports;
use crate::ps4::markers::UserData;
use crate::regs::{Gfx, Register, Space, SpiShaderPgmHiPs, SpiShaderPgmRsrc2Ps};

use super::desc::{DescriptorKind, DescriptorView};
use super::disasm::announced;
use super::{CondExec, CondIndirectBuffer, DecodeError, Decoded, Decoder, Packet, RegRange};
use crate::pm4::{CondIndirectBufferMode, ContextControlBits, ShaderType};
use crate::regs::gfx7::pm4::{
    CopyDataCountSel, CopyDataDstSel, CopyDataSrcSel, LoadDataFormat, WriteDataDstSel,
};

/// Registers of each space the shadow keeps (offsets `0..0x400`: every
/// context, SH and draw-time uconfig register gfx7 defines).
pub const SHADOWED: usize = 0x400;

/// Indirect buffers followed inside one another (the command processor has
/// two levels, IB1 and IB2).
pub const MAX_IB_DEPTH: u8 = 2;

/// Chained indirect buffers (`INDIRECT_BUFFER` with `CHAIN` set) followed
/// in one replay, at every depth together; the next one is reported as
/// [`Event::Unreadable`] and not followed, so a chain that loops back on
/// itself ends and the work stays bounded.
pub const MAX_IB_CHAIN_HOPS: u8 = 64;

/// User-data registers of a graphics stage (`SPI_SHADER_USER_DATA_*_0..15`).
pub const USER_DATA_REGS: usize = 16;

/// The register shadow: the last value written to each context, SH and
/// uconfig register (0 until written; after `CLEAR_STATE` the context
/// registers of [`clear_state_ranges`] hold their clear-state values), and
/// the GPU generation the stream is for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Shadow {
    context: [u32; SHADOWED],
    sh: [u32; SHADOWED],
    uconfig: [u32; SHADOWED],
    gfx: Gfx,
}

impl Default for Shadow {
    fn default() -> Self {
        Self::new()
    }
}

impl Shadow {
    /// Every register 0, for a gfx7 stream (the PS4's generation).
    pub const fn new() -> Self {
        Self::for_gfx(Gfx::Gfx7)
    }

    /// Every register 0, for a stream of generation `gfx`.
    ///
    /// ```
    /// use gcn::decode::state::Shadow;
    /// use gcn::regs::{Gfx, Space};
    ///
    /// // gfx6's clear state leaves WD_ENHANCE (context 0x2A0), which gfx6
    /// // does not have, alone; gfx7's clears it.
    /// for (gfx, after) in [(Gfx::Gfx6, 5), (Gfx::Gfx7, 0)] {
    ///     let mut shadow = Shadow::for_gfx(gfx);
    ///     shadow.set(Space::Context, 0x2A0, 5);
    ///     shadow.clear_context();
    ///     assert_eq!(shadow.get(Space::Context, 0x2A0), Some(after));
    /// }
    /// ```
    pub const fn for_gfx(gfx: Gfx) -> Self {
        Shadow {
            context: [0; SHADOWED],
            sh: [0; SHADOWED],
            uconfig: [0; SHADOWED],
            gfx,
        }
    }

    /// The generation the shadow replays streams of.
    pub const fn gfx(&self) -> Gfx {
        self.gfx
    }

    #[inline]
    fn space(&self, space: Space) -> Option<&[u32; SHADOWED]> {
        match space {
            Space::Context => Some(&self.context),
            Space::Sh => Some(&self.sh),
            Space::Uconfig => Some(&self.uconfig),
            Space::Config => None,
        }
    }

    /// The register at `offset` of `space`, or `None` outside the shadow
    /// (config space, offsets `0x400` and above).
    #[inline]
    pub fn get(&self, space: Space, offset: u32) -> Option<u32> {
        let i = usize::try_from(offset).ok()?;
        self.space(space)?.get(i).copied()
    }

    /// The typed register `R` (0 if it lies outside the shadow).
    pub fn reg<R: Register>(&self) -> R {
        R::from_bits(self.get(R::SPACE, u32::from(R::OFFSET)).unwrap_or(0))
    }

    /// Records a write; returns `false` (and keeps nothing) outside the shadow.
    #[inline]
    pub fn set(&mut self, space: Space, offset: u32, value: u32) -> bool {
        let regs = match space {
            Space::Context => &mut self.context,
            Space::Sh => &mut self.sh,
            Space::Uconfig => &mut self.uconfig,
            Space::Config => return false,
        };
        match usize::try_from(offset).ok().and_then(|i| regs.get_mut(i)) {
            Some(slot) => {
                *slot = value;
                true
            }
            None => false,
        }
    }

    /// `CLEAR_STATE`: every context register of the generation's clear
    /// state ([`clear_state_ranges`]) back to its clear-state value,
    /// [`CLEAR_STATE_DEFAULTS`] and [`clear_state_defaults_of`] (0 for every
    /// register not listed there); the context registers outside those
    /// ranges keep their values.
    ///
    /// ```
    /// use gcn::decode::state::Shadow;
    /// use gcn::regs::Space;
    ///
    /// let mut shadow = Shadow::new();
    /// shadow.set(Space::Context, 0x200, 6); // DB_DEPTH_CONTROL
    /// shadow.set(Space::Context, 0x29F, 1); // VGT_DMA_INDEX_TYPE: 32-bit indices
    /// shadow.clear_context();
    /// assert_eq!(shadow.get(Space::Context, 0x200), Some(0));
    /// assert_eq!(shadow.get(Space::Context, 0x29F), Some(1));
    /// // PA_SC_SCREEN_SCISSOR_BR: 16384 x 16384.
    /// assert_eq!(shadow.get(Space::Context, 0x00D), Some(0x4000_4000));
    /// ```
    pub fn clear_context(&mut self) {
        for &(first, count) in clear_state_ranges(self.gfx) {
            let start = usize::from(first);
            let end = start.saturating_add(usize::from(count));
            if let Some(regs) = self.context.get_mut(start..end) {
                regs.fill(0);
            }
        }
        let defaults = CLEAR_STATE_DEFAULTS
            .iter()
            .chain(clear_state_defaults_of(self.gfx));
        for &(first, count, stride, value) in defaults {
            for i in 0..count {
                let step = u32::from(i).saturating_mul(u32::from(stride));
                let offset = u32::from(first).saturating_add(step);
                self.set(Space::Context, offset, value);
            }
        }
    }
}

/// The gfx7 context registers `CLEAR_STATE` resets, as runs of `(first
/// offset, registers)`: the extents of the clear state, holes between
/// registers inside an extent included.
///
/// Source: the Linux amdgpu driver's CIK clear-state buffer
/// (`drivers/gpu/drm/amd/amdgpu/clearstate_ci.h`, `ci_SECT_CONTEXT_defs`:
/// seven extents from `0xa000`, written between `PREAMBLE_CNTL`
/// `BEGIN_CLEAR_STATE` and `END_CLEAR_STATE` by `gfx_v7_0_cp_gfx_start`),
/// plus `PA_SC_RASTER_CONFIG` and `PA_SC_RASTER_CONFIG_1` (`0x0D4`,
/// `0x0D5`), which that function writes in the same preamble with the
/// chip's render-backend layout: the replay does not know that value, and
/// they read 0 after `CLEAR_STATE`. `clearstate_vi.h` (gfx8) has the same
/// extents. Left out, and so kept by `CLEAR_STATE`: `CS_COPY_STATE`,
/// `GFX_COPY_STATE` (`0x1F3`, `0x1F4`), `VGT_DRAW_INITIATOR`,
/// `VGT_IMMED_DATA`, `VGT_EVENT_ADDRESS_REG` (`0x1FC..=0x1FE`),
/// `VGT_DMA_SIZE`, `VGT_DMA_MAX_SIZE`, `VGT_DMA_INDEX_TYPE`
/// (`0x29D..=0x29F`), `VGT_DMA_NUM_INSTANCES` (`0x2A2`) and
/// `VGT_EVENT_INITIATOR` (`0x2A4`): the registers the CP writes from draw
/// and event packets.
pub const CLEAR_STATE_RANGES: &[(u16, u16)] = &[
    (0x000, 0x1E8), // DB_RENDER_CONTROL ..= CB_BLEND7_CONTROL (raster config at 0x0D4, 0x0D5)
    (0x1F5, 6),     // PA_CL_POINT_X_RAD ..= VGT_DMA_BASE
    (0x200, 157),   // DB_DEPTH_CONTROL ..= IA_ENHANCE (0x29C)
    (0x2A0, 2),     // WD_ENHANCE, VGT_PRIMITIVEID_EN
    (0x2A3, 1),     // VGT_PRIMITIVEID_RESET
    (0x2A5, 233),   // VGT_MULTI_PRIM_IB_RESET_EN ..= CB_COLOR7_CLEAR_WORD1 (0x38D)
];

/// The gfx6 context registers `CLEAR_STATE` resets, as
/// [`CLEAR_STATE_RANGES`] gives gfx7's.
///
/// Source: the Linux amdgpu driver's SI clear-state buffer
/// (`drivers/gpu/drm/amd/amdgpu/clearstate_si.h`, `si_SECT_CONTEXT_defs`),
/// which `gfx_v6_0_cp_gfx_start` writes with nothing else in the preamble.
/// Unlike gfx7's: `0x0D4..=0x0D7` (`PA_SC_RASTER_CONFIG` among them) and
/// `0x2A0` (`WD_ENHANCE`, which gfx6 does not have) are outside it, so
/// `CLEAR_STATE` keeps them.
pub const CLEAR_STATE_RANGES_GFX6: &[(u16, u16)] = &[
    (0x000, 212), // DB_RENDER_CONTROL ..= PA_SC_VPORT_ZMAX_15
    (0x0D8, 272), // CP_PERFMON_CNTX_CNTL ..= CB_BLEND7_CONTROL (0x1E7)
    (0x1F5, 6),   // PA_CL_POINT_X_RAD ..= VGT_DMA_BASE
    (0x200, 157), // DB_DEPTH_CONTROL ..= IA_ENHANCE (0x29C)
    (0x2A1, 1),   // VGT_PRIMITIVEID_EN
    (0x2A3, 1),   // VGT_PRIMITIVEID_RESET
    (0x2A5, 233), // VGT_MULTI_PRIM_IB_RESET_EN ..= CB_COLOR7_CLEAR_WORD1 (0x38D)
];

// Every run lies inside the shadow.
static_assertions::const_assert!(0x2A5 + 233 <= SHADOWED);

/// The context registers `CLEAR_STATE` resets on generation `gfx`:
/// [`CLEAR_STATE_RANGES_GFX6`] on gfx6, [`CLEAR_STATE_RANGES`] on gfx7 and
/// gfx8 (`clearstate_vi.h` has gfx7's extents, and `gfx_v8_0_cp_gfx_start`
/// writes the raster configuration in the same preamble).
pub const fn clear_state_ranges(gfx: Gfx) -> &'static [(u16, u16)] {
    match gfx {
        Gfx::Gfx6 => CLEAR_STATE_RANGES_GFX6,
        Gfx::Gfx7 | Gfx::Gfx8 => CLEAR_STATE_RANGES,
    }
}

/// The clear-state values of generation `gfx` that [`CLEAR_STATE_DEFAULTS`]
/// does not give, in its form; written after it. Empty on gfx6 and gfx7
/// (`clearstate_si.h` lists the same non-zero values as `clearstate_ci.h`);
/// on gfx8 `clearstate_vi.h` gives `VGT_VERTEX_REUSE_BLOCK_CNTL` `0x1E` and
/// `VGT_OUT_DEALLOC_CNTL` `0x20` instead of `0xE` and `0x10`.
pub const fn clear_state_defaults_of(gfx: Gfx) -> &'static [(u16, u8, u8, u32)] {
    use crate::regs::{VgtOutDeallocCntl, VgtVertexReuseBlockCntl};
    const GFX8: &[(u16, u8, u8, u32)] = &[
        one::<VgtVertexReuseBlockCntl>(0x0000_001E),
        one::<VgtOutDeallocCntl>(0x0000_0020),
    ];
    match gfx {
        Gfx::Gfx6 | Gfx::Gfx7 => &[],
        Gfx::Gfx8 => GFX8,
    }
}

/// A [`CLEAR_STATE_DEFAULTS`] run over every slot of the register family
/// whose slot-0 type is `$family`: its first offset, slot count and stride.
macro_rules! every_slot {
    ($family:ty, $value:expr) => {{
        static_assertions::const_assert!(
            <$family>::SLOTS <= u8::MAX as usize && <$family>::STRIDE <= u8::MAX as u16
        );
        (
            <$family>::BASE_OFFSET,
            <$family>::SLOTS as u8,
            <$family>::STRIDE as u8,
            $value,
        )
    }};
}

/// The gfx7 (and gfx6) context registers whose clear-state value is not 0,
/// as runs of `(first offset, registers, offset stride, value)`; gfx8
/// changes two of them ([`clear_state_defaults_of`]).
///
/// Source: the clear-state buffer of the Linux amdgpu driver for CIK
/// (`drivers/gpu/drm/amd/amdgpu/clearstate_ci.h`, `ci_SECT_CONTEXT_def_*`),
/// which the driver hands to the RLC as the state `CLEAR_STATE` restores and
/// also writes at ring start; `clearstate_si.h` (gfx6) gives the same
/// values. Every register that file lists with another
/// value is 0 there; only the non-zero ones are kept here, with the offsets
/// of the spec's register list. Whether the PS4's firmware loads the same
/// clear state is not known from a public source.
pub const CLEAR_STATE_DEFAULTS: &[(u16, u8, u8, u32)] = {
    use crate::regs::{
        CbShaderMask, CbTargetMask, IaMultiVgtParam, PaClClipCntl, PaClGbHorzClipAdj,
        PaClGbHorzDiscAdj, PaClGbVertClipAdj, PaClGbVertDiscAdj, PaScAaMaskX0y0X1y0,
        PaScAaMaskX0y1X1y1, PaScCliprect0Br, PaScCliprectRule, PaScEdgerule, PaScGenericScissorBr,
        PaScGenericScissorTl, PaScLineCntl, PaScScreenScissorBr, PaScVportScissor0Br,
        PaScVportScissor0Tl, PaScVportZmax0, PaScWindowScissorBr, PaScWindowScissorTl,
        PaSuScModeCntl, PaSuVtxCntl, SpiPsInControl, VgtEsPerGs, VgtGsPerEs, VgtGsPerVs,
        VgtMaxVtxIndx, VgtOutDeallocCntl, VgtVertexReuseBlockCntl,
    };
    &[
        one::<PaScScreenScissorBr>(0x4000_4000),
        one::<PaScWindowScissorTl>(0x8000_0000), // WINDOW_OFFSET_DISABLE
        one::<PaScWindowScissorBr>(0x4000_4000),
        one::<PaScCliprectRule>(0x0000_FFFF),
        every_slot!(PaScCliprect0Br, 0x4000_4000),
        one::<PaScEdgerule>(0xAA99_AAAA),
        one::<CbTargetMask>(0xFFFF_FFFF),
        one::<CbShaderMask>(0xFFFF_FFFF),
        one::<PaScGenericScissorTl>(0x8000_0000),
        one::<PaScGenericScissorBr>(0x4000_4000),
        every_slot!(PaScVportScissor0Tl, 0x8000_0000),
        every_slot!(PaScVportScissor0Br, 0x4000_4000),
        every_slot!(PaScVportZmax0, 0x3F80_0000), // 1.0
        one::<VgtMaxVtxIndx>(0xFFFF_FFFF),
        one::<SpiPsInControl>(0x0000_0002),
        one::<PaClClipCntl>(0x0009_0000),
        one::<PaSuScModeCntl>(0x0000_0004),
        one::<VgtGsPerEs>(0x0000_0100),
        one::<VgtEsPerGs>(0x0000_0080),
        one::<VgtGsPerVs>(0x0000_0002),
        one::<IaMultiVgtParam>(0x0000_00FF),
        one::<PaScLineCntl>(0x0000_1000),
        one::<PaSuVtxCntl>(0x0000_0005),
        one::<PaClGbVertClipAdj>(0x3F80_0000), // 1.0
        one::<PaClGbVertDiscAdj>(0x3F80_0000),
        one::<PaClGbHorzClipAdj>(0x3F80_0000),
        one::<PaClGbHorzDiscAdj>(0x3F80_0000),
        one::<PaScAaMaskX0y0X1y0>(0xFFFF_FFFF),
        one::<PaScAaMaskX0y1X1y1>(0xFFFF_FFFF),
        one::<VgtVertexReuseBlockCntl>(0x0000_000E),
        one::<VgtOutDeallocCntl>(0x0000_0010),
    ]
};

/// A [`CLEAR_STATE_DEFAULTS`] run of one register.
const fn one<R: Register>(value: u32) -> (u16, u8, u8, u32) {
    (R::OFFSET, 1, 1, value)
}

impl RegSource for Shadow {
    fn read(&self, space: Space, offset: u16) -> Option<u32> {
        self.get(space, u32::from(offset))
    }
}

/// Where a packet is: its dword offset in the top-level stream and, for a
/// packet of a chained indirect buffer, its offset there.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Site {
    /// Dword offset in the replayed stream (of the `INDIRECT_BUFFER` packet
    /// for a packet it chained to).
    pub offset: usize,
    /// Dword offset inside the innermost indirect buffer, if the packet is in one.
    pub inner: Option<usize>,
}

/// The draw or dispatch packet a [`Draw`] comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DrawKind {
    /// `DRAW_INDEX_AUTO`: vertex indices generated.
    IndexAuto,
    /// `DRAW_INDEX_2`: indices read from a buffer given in the packet.
    Index2,
    /// `DRAW_INDEX_OFFSET_2`: indices from the `INDEX_BASE` buffer, from an offset.
    IndexOffset2,
    /// `DRAW_INDEX_MULTI_AUTO`.
    IndexMultiAuto,
    /// `DRAW_INDEX_IMMD` (gfx6): the indices follow in the packet.
    IndexImmd,
    /// `DRAW_INDIRECT` / `DRAW_INDIRECT_MULTI`: arguments in memory.
    Indirect,
    /// `DRAW_INDEX_INDIRECT` / `DRAW_INDEX_INDIRECT_MULTI`: arguments in memory.
    IndexIndirect,
    /// `DISPATCH_DIRECT`.
    DispatchDirect,
    /// `DISPATCH_INDIRECT`.
    DispatchIndirect,
}

impl DrawKind {
    /// Whether this is a compute dispatch.
    pub const fn is_dispatch(self) -> bool {
        matches!(self, DrawKind::DispatchDirect | DrawKind::DispatchIndirect)
    }

    /// Whether the packet's arguments are in memory (`DRAW_INDIRECT`,
    /// `DRAW_INDEX_INDIRECT`, `DISPATCH_INDIRECT` and their `_MULTI` forms).
    pub const fn is_indirect(self) -> bool {
        matches!(
            self,
            DrawKind::Indirect | DrawKind::IndexIndirect | DrawKind::DispatchIndirect
        )
    }

    /// Whether the draw reads an index buffer.
    pub const fn is_indexed(self) -> bool {
        matches!(
            self,
            DrawKind::Index2 | DrawKind::IndexOffset2 | DrawKind::IndexIndirect
        )
    }

    /// Whether the draw leaves the index type (`VGT_DMA_INDEX_TYPE`)
    /// unknown after it on generation `gfx`: on gfx7 and gfx8 every draw
    /// that reads no index buffer (`DRAW_INDEX_AUTO`,
    /// `DRAW_INDEX_MULTI_AUTO`, `DRAW_INDIRECT`, `DRAW_INDIRECT_MULTI`), not
    /// a dispatch, nor gfx6's `DRAW_INDEX_IMMD`, whose indices are packed as
    /// the index type says; on gfx6 none.
    ///
    /// On gfx7 and gfx8 the command processor issues a dummy index fetch for
    /// a non-indexed draw, which rewrites `VGT_DMA_INDEX_TYPE` (PAL's gfx6
    /// back end, `UniversalCmdBuffer::CmdDraw`, `CmdDrawOpaque` and
    /// `CmdDrawIndirectMulti`, marks its index type dirty for it on every
    /// generation but gfx6; radeonsi's `si_emit_draw_packets` and RADV's
    /// `radv_before_draw` forget their last index type after any
    /// non-indexed draw on gfx7 and later). No public source gives the value
    /// it leaves. gfx6 keeps the index type.
    ///
    /// ```
    /// use gcn::decode::state::DrawKind;
    /// use gcn::regs::Gfx;
    ///
    /// assert!(DrawKind::IndexAuto.overwrites_index_type(Gfx::Gfx7));
    /// assert!(DrawKind::Indirect.overwrites_index_type(Gfx::Gfx8));
    /// assert!(!DrawKind::IndexAuto.overwrites_index_type(Gfx::Gfx6));
    /// assert!(!DrawKind::Index2.overwrites_index_type(Gfx::Gfx7));
    /// assert!(!DrawKind::DispatchDirect.overwrites_index_type(Gfx::Gfx7));
    /// ```
    pub const fn overwrites_index_type(self, gfx: Gfx) -> bool {
        !matches!(gfx, Gfx::Gfx6)
            && !self.is_indexed()
            && !self.is_dispatch()
            && !matches!(self, DrawKind::IndexImmd)
    }

    /// AMD's name of the packet.
    pub const fn name(self) -> &'static str {
        match self {
            DrawKind::IndexAuto => "DRAW_INDEX_AUTO",
            DrawKind::Index2 => "DRAW_INDEX_2",
            DrawKind::IndexOffset2 => "DRAW_INDEX_OFFSET_2",
            DrawKind::IndexMultiAuto => "DRAW_INDEX_MULTI_AUTO",
            DrawKind::IndexImmd => "DRAW_INDEX_IMMD",
            DrawKind::Indirect => "DRAW_INDIRECT",
            DrawKind::IndexIndirect => "DRAW_INDEX_INDIRECT",
            DrawKind::DispatchDirect => "DISPATCH_DIRECT",
            DrawKind::DispatchIndirect => "DISPATCH_INDIRECT",
        }
    }
}

/// One draw or dispatch, as its packet gives it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Draw {
    /// Draws and dispatches before this one in the replay (from 0).
    pub number: usize,
    /// The packet.
    pub kind: DrawKind,
    /// Vertices or indices drawn (`None` when they are in memory).
    pub count: Option<u32>,
    /// First index read (`DRAW_INDEX_OFFSET_2`), else 0.
    pub first_index: u32,
    /// Indices the buffer holds (`MAX_SIZE` of the packet, or the last
    /// `INDEX_BUFFER_SIZE` for an indirect indexed draw), if known.
    pub max_size: Option<u32>,
    /// Thread groups in x, y, z of a direct dispatch.
    pub groups: Option<[u32; 3]>,
}

/// State set by packets rather than registers.
///
/// `CLEAR_STATE` leaves it as it was: the registers these packets set
/// (`VGT_DMA_MAX_SIZE`, `VGT_DMA_INDEX_TYPE`, `VGT_DMA_NUM_INSTANCES`) lie
/// outside the clear state ([`CLEAR_STATE_RANGES`]), and the `INDEX_BASE`
/// address is held by the CP for the draws that read it (whether
/// `CLEAR_STATE` forgets it is not documented publicly; the replay keeps it).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct PacketState {
    /// The last `INDEX_BASE` address.
    pub index_base: Option<u64>,
    /// The last `INDEX_BUFFER_SIZE`, in indices.
    pub index_buffer_size: Option<u32>,
    /// The last `INDEX_TYPE` dword (`VGT_DMA_INDEX_TYPE`; the shadow holds
    /// it too, at context `0x29F`, where [`DrawState`]'s primitive block
    /// reads its index size and swap). `None` before the first `INDEX_TYPE`
    /// packet, and again after a non-indexed draw
    /// ([`DrawKind::overwrites_index_type`]), which on gfx7 and gfx8
    /// rewrites the index type with a value no public source gives (see
    /// [`blocks::primitive`](crate::blocks::primitive#the-index-type));
    /// the shadow's `0x29F` then reads 0, as a register written with a value
    /// the replay does not know. A gfx6 command processor keeps the index
    /// type across such a draw, and so does the replay of a gfx6 shadow.
    pub index_type: Option<u32>,
    /// The last `NUM_INSTANCES`; `None` again after an indirect draw, whose
    /// arguments in memory set the instance count (radeonsi writes
    /// `NUM_INSTANCES` again after one).
    pub num_instances: Option<u32>,
}

/// The descriptor kind announced for each user-data register of the VS, PS
/// and CS (the PS4 V#/T#/S# hint `NOP` before a `SET_SH_REG`), at the first
/// register of each descriptor.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct UserDataKinds {
    /// VS user data.
    pub vs: [Option<DescriptorKind>; USER_DATA_REGS],
    /// PS user data.
    pub ps: [Option<DescriptorKind>; USER_DATA_REGS],
    /// CS user data.
    pub cs: [Option<DescriptorKind>; USER_DATA_REGS],
}

impl UserDataKinds {
    /// The stages whose user data is tracked: the draw's VS and PS, and the CS.
    pub const STAGES: [Stage; 3] = [Stage::Vs, Stage::Ps, Stage::Cs];

    fn of_mut(&mut self, stage: Stage) -> Option<&mut [Option<DescriptorKind>; USER_DATA_REGS]> {
        match stage {
            Stage::Vs => Some(&mut self.vs),
            Stage::Ps => Some(&mut self.ps),
            Stage::Cs => Some(&mut self.cs),
            _ => None,
        }
    }

    /// The kinds of `stage`'s user data (`None` for stages not tracked).
    pub fn of(&self, stage: Stage) -> Option<&[Option<DescriptorKind>; USER_DATA_REGS]> {
        match stage {
            Stage::Vs => Some(&self.vs),
            Stage::Ps => Some(&self.ps),
            Stage::Cs => Some(&self.cs),
            _ => None,
        }
    }
}

/// The register class a `LOAD_*_REG` or `LOAD_*_REG_INDEX` packet loads,
/// each enabled by one bit of the `LOAD_CONTROL` dword (dword 1) of
/// `CONTEXT_CONTROL`; the CP ignores a load whose class the last
/// `CONTEXT_CONTROL` with `ENABLE_DW` left off.
///
/// The bits are the spec's (`tests/data/gcn-registers.json`, AMD's
/// `ENABLE_*` names); Mesa's `sid.h` (`CC0_LOAD_*`) and PAL's gfx9 packet
/// headers name them `LOAD_GLOBAL_CONFIG`, `LOAD_PER_CONTEXT_STATE`,
/// `LOAD_GLOBAL_UCONFIG`, `LOAD_GFX_SH_REGS`, `LOAD_CS_SH_REGS` and bit 31
/// `UPDATE_LOAD_ENABLES`. That a disabled class's loads are ignored is what
/// the drivers rely on: PAL sets `ENABLE_MULTI_CNTX_RENDER_REG` so that its
/// `LOAD_CONTEXT_REG` of fast-clear values takes effect (gfx6
/// `UniversalQueueContext::WriteStateShadowingCommands`), and Mesa's
/// register-shadowing preamble (`ac_create_shadowing_ib_preamble`) enables
/// the classes before its `LOAD_*_REG`s. Bit 28 (`LOAD_CE_RAM`, which Linux's
/// `gfx_v8_ring_emit_cntxcntl` sets) concerns the constant engine's RAM,
/// which the replay does not follow.
///
/// ```
/// use gcn::decode::Decoder;
/// use gcn::decode::state::LoadClass;
/// use gcn::pm4::ContextControlBits;
///
/// // LOAD_CONTEXT_REG (0x61) of one register from 0x1000.
/// let words = [0xC003_6100, 0x1000, 0, 0x200, 1];
/// let d = Decoder::new(&words).next().unwrap()?;
/// let class = LoadClass::of(&d).unwrap();
/// assert_eq!(class, LoadClass::Context);
/// // CONTEXT_CONTROL 0x80000000 (Linux's and the PS4's): nothing loaded.
/// assert!(!class.enabled(ContextControlBits::from_bits(0x8000_0000)));
/// assert!(class.enabled(ContextControlBits::from_bits(0x8000_0002)));
/// # Ok::<(), gcn::decode::DecodeError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum LoadClass {
    /// `LOAD_CONFIG_REG`: `ENABLE_SINGLE_CNTX_CONFIG_REG`, bit 0.
    Config,
    /// `LOAD_CONTEXT_REG`, `LOAD_CONTEXT_REG_INDEX`:
    /// `ENABLE_MULTI_CNTX_RENDER_REG`, bit 1.
    Context,
    /// `LOAD_UCONFIG_REG`: `ENABLE_USER_CONFIG_REG`, bit 15.
    Uconfig,
    /// `LOAD_SH_REG`, `LOAD_SH_REG_INDEX` with a graphics `SHADER_TYPE`:
    /// `ENABLE_GFX_SH_REG`, bit 16.
    GfxSh,
    /// `LOAD_SH_REG`, `LOAD_SH_REG_INDEX` with a compute `SHADER_TYPE`:
    /// `ENABLE_CS_SH_REG`, bit 24.
    CsSh,
}

impl LoadClass {
    /// The class of a load packet, `None` for any other packet.
    ///
    /// An SH load's class is its header's `SHADER_TYPE`, as PAL builds
    /// them: the graphics and the compute SH ranges in separate packets,
    /// graphics and compute (`CmdUtil::BuildLoadShRegs` callers in its
    /// queue contexts); how the CP picks the enable for a packet whose
    /// `SHADER_TYPE` disagrees with its registers is not documented
    /// publicly.
    pub fn of(d: &Decoded<'_>) -> Option<LoadClass> {
        let compute = d
            .type3_header()
            .is_some_and(|h| h.shader_type() == ShaderType::COMPUTE);
        match d.packet {
            Packet::LoadConfigReg(_) => Some(LoadClass::Config),
            Packet::LoadContextReg(_) | Packet::LoadContextRegIndex(_) => Some(LoadClass::Context),
            Packet::LoadUconfigReg(_) => Some(LoadClass::Uconfig),
            Packet::LoadShReg(_) | Packet::LoadShRegIndex(_) if compute => Some(LoadClass::CsSh),
            Packet::LoadShReg(_) | Packet::LoadShRegIndex(_) => Some(LoadClass::GfxSh),
            _ => None,
        }
    }

    /// Whether `load_control` (a `CONTEXT_CONTROL` `LOAD_CONTROL` dword)
    /// enables the class.
    pub const fn enabled(self, load_control: ContextControlBits) -> bool {
        match self {
            LoadClass::Config => load_control.enable_single_cntx_config_reg(),
            LoadClass::Context => load_control.enable_multi_cntx_render_reg(),
            LoadClass::Uconfig => load_control.enable_user_config_reg(),
            LoadClass::GfxSh => load_control.enable_gfx_sh_reg(),
            LoadClass::CsSh => load_control.enable_cs_sh_reg(),
        }
    }

    /// AMD's name of the enable bit: `ENABLE_MULTI_CNTX_RENDER_REG`, ...
    pub const fn field(self) -> &'static str {
        match self {
            LoadClass::Config => "ENABLE_SINGLE_CNTX_CONFIG_REG",
            LoadClass::Context => "ENABLE_MULTI_CNTX_RENDER_REG",
            LoadClass::Uconfig => "ENABLE_USER_CONFIG_REG",
            LoadClass::GfxSh => "ENABLE_GFX_SH_REG",
            LoadClass::CsSh => "ENABLE_CS_SH_REG",
        }
    }
}

/// The load enables the replay starts with, until the stream's first
/// `CONTEXT_CONTROL` with `ENABLE_DW`: every class of [`LoadClass`]
/// loaded.
///
/// The CP's enables after reset are not given by a public source. The
/// Linux amdgpu driver writes `CONTEXT_CONTROL` `0x80000000` (nothing
/// loaded) in its clear-state preamble at ring start
/// (`gfx_v7_0_cp_gfx_start`) and another before every submission
/// (`gfx_v7_ring_emit_cntxcntl`: `0x80000000`, or with every class on after
/// a context switch), so a stream replayed without its prefix is taken to
/// load what it asks for.
pub const DEFAULT_LOAD_CONTROL: ContextControlBits = ContextControlBits::new()
    .with_enable_single_cntx_config_reg(true)
    .with_enable_multi_cntx_render_reg(true)
    .with_enable_user_config_reg(true)
    .with_enable_gfx_sh_reg(true)
    .with_enable_cs_sh_reg(true)
    .with_enable_dw(true);

/// Tables the caller declares: at most this many are resolved at a draw.
pub const MAX_TABLES: usize = 8;

/// A descriptor table a shader reads through a pointer in its user data:
/// the 64-bit GPU address (low dword first) in user-data registers
/// `register` and `register + 1` of `stage`, pointing at `count` descriptors
/// of `kind`, one after the other.
///
/// Which user-data registers hold table pointers, and how long the tables
/// are, is known to the shader's author (for the PS4, the shader's
/// input-usage slots; for a fetch shader, [`crate::shader::fetch`]'s
/// `FetchRegisters::table`), not to the stream, so the caller declares them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TableDecl {
    /// The stage whose user data holds the pointer.
    pub stage: Stage,
    /// The first of the two user-data registers of the pointer
    /// (`0..=`[`MAX_TABLE_REGISTER`]).
    pub register: u8,
    /// The descriptors the table holds.
    pub kind: DescriptorKind,
    /// How many.
    pub count: u8,
}

impl TableDecl {
    /// The table's size in dwords.
    pub const fn dwords(&self) -> usize {
        self.kind.dwords().saturating_mul(self.count as usize)
    }

    /// Whether the declaration can be resolved: both registers of the
    /// pointer are user data of its stage.
    ///
    /// # Errors
    /// [`TableDeclError::RegisterOutOfRange`] for a `register` above
    /// [`MAX_TABLE_REGISTER`].
    pub const fn validate(&self) -> Result<(), TableDeclError> {
        if self.register > MAX_TABLE_REGISTER {
            return Err(TableDeclError::RegisterOutOfRange {
                stage: self.stage,
                register: self.register,
            });
        }
        Ok(())
    }
}

/// The highest first register of a table pointer: the pointer's high dword
/// is the stage's last user-data register.
pub const MAX_TABLE_REGISTER: u8 = USER_DATA_REGS as u8 - 2;

/// Why [`replay_with`] (and [`lint_with`](super::lint::lint_with)) refused
/// the table declarations; nothing was replayed then.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum TableDeclError {
    /// The pointer's registers `register` and `register + 1` are not both
    /// user data of the stage (`register` above [`MAX_TABLE_REGISTER`]).
    RegisterOutOfRange {
        /// The declaration's stage.
        stage: Stage,
        /// The declaration's first register.
        register: u8,
    },
    /// More declarations than [`MAX_TABLES`].
    TooMany {
        /// How many were given.
        count: usize,
    },
}

display_messages!(TableDeclError {
    TableDeclError::RegisterOutOfRange { stage, register } =>
        "{stage:?} table pointer at user data {register}: the pointer takes registers {register} and {}, past user data 0..=15",
        u16::from(register) + 1;
    TableDeclError::TooMany { count } =>
        "{count} descriptor tables declared, at most {MAX_TABLES}";
});

impl core::error::Error for TableDeclError {}

/// One declared table as resolved at a draw.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Table<'s> {
    /// The declaration.
    pub decl: TableDecl,
    /// The address the user data points at.
    pub address: u64,
    /// The table's dwords, if the memory callback gave them.
    pub words: Option<&'s [u32]>,
    /// The generation its descriptors are read as: the shadow's ([`Shadow::gfx`]).
    pub gfx: Gfx,
}

impl<'s> Table<'s> {
    /// The table's descriptors as `(entry, view)` pairs (none if unread),
    /// views of the table's generation ([`Table::gfx`]).
    pub fn descriptors(&self) -> impl Iterator<Item = (usize, DescriptorView<'s>)> + 's {
        let (kind, gfx) = (self.decl.kind, self.gfx);
        self.words
            .unwrap_or(&[])
            .chunks_exact(kind.dwords())
            .take(usize::from(self.decl.count))
            .enumerate()
            .map(move |(i, w)| (i, DescriptorView::new(kind, w).for_gfx(gfx)))
    }
}

/// The address bits the CP reads of a 48-bit address whose `low` bits it
/// ignores (the `*_HI` dwords of these packets are 16 bits).
const fn cp_address(address: u64, low: u64) -> u64 {
    address & 0xFFFF_FFFF_FFFF & !low
}

/// The address (bits `[47:2]`) and dword count of an indirect buffer.
fn ib_range(address: u64, dwords: u32) -> (u64, usize) {
    (cp_address(address, 3), usize::try_from(dwords).unwrap_or(0))
}

/// The space and offset of the register at `address`, a register's dword
/// address (its byte address / 4) as `WRITE_DATA` and `COPY_DATA` give it
/// for `DST_SEL = REGISTER` (low 32 bits); `None` outside the SH, context
/// and uconfig spaces.
fn register_at(address: u64) -> Option<(Space, u32)> {
    let byte = (address & 0xFFFF_FFFF).checked_mul(4)?;
    [Space::Sh, Space::Context, Space::Uconfig]
        .into_iter()
        .find(|s| (u64::from(s.base())..u64::from(s.end())).contains(&byte))
        .and_then(|s| {
            let offset = byte.checked_sub(u64::from(s.base()))? / 4;
            Some((s, u32::try_from(offset).ok()?))
        })
}

/// A declared table at a draw: the address its pointer holds and its dwords
/// if read (`None`: not a table of the draw's stages).
type Resolved<'s> = Option<(u64, Option<&'s [u32]>)>;

/// The declared tables of the stages a draw or dispatch runs, resolved
/// through the memory callback (empty at packets that are no draw).
#[derive(Clone, Copy, Debug, Default)]
pub struct Tables<'s> {
    decls: &'s [TableDecl],
    resolved: [Resolved<'s>; MAX_TABLES],
    gfx: Gfx,
}

impl<'s> Tables<'s> {
    /// Each table resolved at this draw, in declaration order.
    pub fn iter(&self) -> impl Iterator<Item = Table<'s>> + '_ {
        self.decls
            .iter()
            .zip(self.resolved.iter())
            .filter_map(|(decl, r)| {
                let (address, words) = (*r)?;
                Some(Table {
                    decl: *decl,
                    address,
                    words,
                    gfx: self.gfx,
                })
            })
    }
}

/// Everything the replay knows at a packet.
#[derive(Clone, Copy, Debug)]
pub struct State<'s> {
    /// The register shadow.
    pub shadow: &'s Shadow,
    /// Packet-set draw state.
    pub packets: PacketState,
    /// Descriptor kinds announced in user data.
    pub user_data: UserDataKinds,
    /// The declared descriptor tables, resolved (at draws and dispatches only).
    pub tables: Tables<'s>,
    /// The `LOAD_CONTROL` dword of the last `CONTEXT_CONTROL` with
    /// `ENABLE_DW` set (one without it changes nothing), or
    /// [`DEFAULT_LOAD_CONTROL`] before one: the register classes
    /// `LOAD_*_REG` packets load ([`LoadClass`]).
    pub load_control: ContextControlBits,
}

impl State<'_> {
    /// Whether a load of `class` takes effect now ([`State::load_control`]).
    pub const fn load_enabled(&self, class: LoadClass) -> bool {
        class.enabled(self.load_control)
    }

    /// The user-data registers of `stage` (16 for graphics stages, 16 for CS).
    pub fn user_data(&self, stage: Stage) -> [u32; USER_DATA_REGS] {
        let mut out = [0; USER_DATA_REGS];
        let base = u32::from(stage.user_data_offset());
        for (i, slot) in (0u32..).zip(out.iter_mut()) {
            *slot = self
                .shadow
                .get(Space::Sh, base.saturating_add(i))
                .unwrap_or(0);
        }
        out
    }

    /// `RSRC2.USER_SGPR` of `stage`: how many of its user-data registers the
    /// SPI loads into the wave's first SGPRs (the same bits in every stage's
    /// `RSRC2`, read here through the PS layout; 0 while it was never written).
    pub fn user_sgpr_count(&self, stage: Stage) -> u8 {
        let rsrc2 = self
            .shadow
            .get(Space::Sh, u32::from(stage.rsrc2_offset()))
            .unwrap_or(0);
        SpiShaderPgmRsrc2Ps::from_bits(rsrc2).user_sgpr()
    }

    /// The GPU address of `stage`'s program (`PGM_LO`/`PGM_HI` × 256).
    pub fn program_address(&self, stage: Stage) -> u64 {
        let read = |offset: u16| self.shadow.get(Space::Sh, u32::from(offset)).unwrap_or(0);
        let pgm_lo = read(stage.pgm_lo_offset());
        let pgm_hi = read(stage.pgm_hi_offset());
        // MEM_BASE: the same 8 bits in every stage's PGM_HI (COMPUTE_PGM_HI's DATA).
        let hi = SpiShaderPgmHiPs::from_bits(pgm_hi).mem_base();
        ((u64::from(hi) << 32) | u64::from(pgm_lo)) << 8
    }
}

/// What the replay reports for one packet.
#[derive(Clone, Copy, Debug)]
pub enum Event<'a, 'b> {
    /// A decoded packet (register writes already applied to the shadow).
    Packet(&'b Decoded<'a>),
    /// A draw or dispatch (reported after its [`Event::Packet`]).
    Draw(&'b Draw),
    /// A run of dwords that does not decode.
    Error(&'b DecodeError),
    /// Memory a packet reads that the memory callback did not give (see
    /// [`MemoryRead`] for what, and when it is reported).
    Unreadable {
        /// What the packet reads there.
        what: MemoryRead,
        /// The GPU address.
        address: u64,
        /// Its size in dwords.
        dwords: usize,
    },
}

/// What an [`Event::Unreadable`] packet reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum MemoryRead {
    /// The command buffer an `INDIRECT_BUFFER` or `COND_INDIRECT_BUFFER`
    /// runs (also reported for one deeper than [`MAX_IB_DEPTH`], and for a
    /// chain hop past [`MAX_IB_CHAIN_HOPS`]), reported after the packet:
    /// what it holds is not replayed.
    IndirectBuffer,
    /// The 64-bit value (2 dwords) a `COND_INDIRECT_BUFFER` tests, reported
    /// after the packet (also when the value is there but the packet's
    /// `FUNCTION` is the reserved 7 or its `MODE` a reserved 0 or 3, which
    /// the replay cannot evaluate): neither buffer is replayed.
    CompareValue,
    /// The 32-bit boolean (1 dword) a `COND_EXEC` tests, reported after the
    /// packet: the dwords it would skip when the boolean is 0 are replayed.
    ExecCondition,
    /// Registers of `space` a packet writes with values the replay does not
    /// know: `SET_SH_REG_OFFSET` (an address of the buffer holding it),
    /// `SET_CONTEXT_REG_INDIRECT` (a patch table), `LOAD_SH_REG_INDEX` /
    /// `LOAD_CONTEXT_REG_INDEX` (not read), `COPY_DATA` to a register from
    /// anything but an immediate. Reported before the packet, with `address`
    /// the first register's offset in `space` and `dwords` the registers:
    /// they read 0 afterwards, as if never written, and SH user data forgets
    /// its descriptor kind. A `LOAD_*_REG_INDEX` with `DATA_FORMAT =
    /// OFFSET_AND_DATA` names its registers in memory: it is reported once
    /// with `address` and `dwords` 0, and every SH descriptor kind is
    /// forgotten. A `LOAD_*_REG_INDEX` of a class the last `CONTEXT_CONTROL`
    /// left off ([`LoadClass`]) is ignored and not reported.
    RegisterValue(Space),
    /// A range a `LOAD_SH_REG`, `LOAD_CONTEXT_REG` or `LOAD_UCONFIG_REG`
    /// loads into `space`, reported before the packet (whose readable
    /// ranges are applied with its other writes): the range's registers
    /// keep what they held. A load of a class the last `CONTEXT_CONTROL`
    /// left off reads nothing and is not reported.
    RegisterLoad(Space),
}

impl MemoryRead {
    /// What is read, in words: `indirect buffer`, `COND_INDIRECT_BUFFER
    /// compare value`, `LOAD_SH_REG range`, ...
    pub const fn describe(self) -> &'static str {
        match self {
            MemoryRead::IndirectBuffer => "indirect buffer",
            MemoryRead::CompareValue => "COND_INDIRECT_BUFFER compare value",
            MemoryRead::ExecCondition => "COND_EXEC boolean",
            MemoryRead::RegisterValue(Space::Sh) => "SH register values",
            MemoryRead::RegisterValue(Space::Context) => "context register values",
            MemoryRead::RegisterValue(Space::Uconfig) => "uconfig register values",
            MemoryRead::RegisterValue(Space::Config) => "config register values",
            MemoryRead::RegisterLoad(Space::Sh) => "LOAD_SH_REG range",
            MemoryRead::RegisterLoad(Space::Context) => "LOAD_CONTEXT_REG range",
            MemoryRead::RegisterLoad(Space::Uconfig) => "LOAD_UCONFIG_REG range",
            MemoryRead::RegisterLoad(Space::Config) => "LOAD_CONFIG_REG range",
        }
    }
}

struct Replay<'s, 'a, M, F> {
    shadow: &'s mut Shadow,
    packets: PacketState,
    user_data: UserDataKinds,
    decls: &'s [TableDecl],
    resolved: [Resolved<'a>; MAX_TABLES],
    memory: M,
    visit: F,
    draws: usize,
    /// Chain hops taken so far.
    hops: u8,
    /// The load enables ([`State::load_control`]).
    load_control: ContextControlBits,
}

/// Replays `words`, calling `visit(site, event, state)` for each packet,
/// draw and error in stream order; `memory(address, dwords)` gives the
/// dwords of an `INDIRECT_BUFFER` the stream chains to (a
/// `COND_INDIRECT_BUFFER`'s test is evaluated on the compare value it
/// gives, and the buffer the test selects is walked), or of a register
/// range a `LOAD_*_REG` packet loads, or of the boolean a `COND_EXEC` tests
/// (the `EXEC_COUNT` dwords after it are skipped when it is 0) (`None` when
/// they are not available: the buffer or range is reported as
/// [`Event::Unreadable`] and skipped; for an unreadable boolean the dwords
/// after the `COND_EXEC` are replayed).
/// Register writes (`SET_*_REG`, the loads of the classes the last
/// `CONTEXT_CONTROL` enables, [`LoadClass`] and [`DEFAULT_LOAD_CONTROL`],
/// `WRITE_DATA` and immediate `COPY_DATA` to a register; registers written
/// with values not known read 0, see [`MemoryRead::RegisterValue`]) land in
/// `shadow`, which keeps what it held before (pass [`Shadow::new`] for a
/// fresh start); the load enables start from [`DEFAULT_LOAD_CONTROL`] in
/// every replay. Never panics.
pub fn replay<'a, M, F>(words: &'a [u32], shadow: &mut Shadow, memory: M, visit: F)
where
    M: FnMut(u64, usize) -> Option<&'a [u32]>,
    F: FnMut(Site, Event<'a, '_>, &State<'_>),
{
    run(words, shadow, &[], memory, visit);
}

/// [`replay`], also resolving the descriptor tables `tables` declares at
/// every draw and dispatch: the pointer is read from the stage's user data
/// and `memory(address, dwords)` gives the table ([`State::tables`]). Never
/// panics.
///
/// # Errors
/// [`TableDeclError::TooMany`] for more than [`MAX_TABLES`] declarations,
/// or the first declaration's [`TableDecl::validate`] error; nothing is
/// replayed then (`shadow` unchanged, `visit` not called).
pub fn replay_with<'a, M, F>(
    words: &'a [u32],
    shadow: &mut Shadow,
    tables: &[TableDecl],
    memory: M,
    visit: F,
) -> Result<(), TableDeclError>
where
    M: FnMut(u64, usize) -> Option<&'a [u32]>,
    F: FnMut(Site, Event<'a, '_>, &State<'_>),
{
    check_tables(tables)?;
    run(words, shadow, tables, memory, visit);
    Ok(())
}

/// The first of [`TableDeclError`] `tables` gives.
pub(super) fn check_tables(tables: &[TableDecl]) -> Result<(), TableDeclError> {
    if tables.len() > MAX_TABLES {
        return Err(TableDeclError::TooMany {
            count: tables.len(),
        });
    }
    tables.iter().try_for_each(TableDecl::validate)
}

/// [`replay_with`] of checked declarations (at most [`MAX_TABLES`]).
pub(super) fn run<'a, M, F>(
    words: &'a [u32],
    shadow: &mut Shadow,
    tables: &[TableDecl],
    memory: M,
    visit: F,
) where
    M: FnMut(u64, usize) -> Option<&'a [u32]>,
    F: FnMut(Site, Event<'a, '_>, &State<'_>),
{
    let mut r = Replay {
        shadow,
        packets: PacketState::default(),
        user_data: UserDataKinds::default(),
        decls: tables,
        resolved: [None; MAX_TABLES],
        memory,
        visit,
        draws: 0,
        hops: 0,
        load_control: DEFAULT_LOAD_CONTROL,
    };
    r.walk(words, None, 0);
}

impl<'a, M, F> Replay<'_, 'a, M, F>
where
    M: FnMut(u64, usize) -> Option<&'a [u32]>,
    F: FnMut(Site, Event<'a, '_>, &State<'_>),
{
    fn emit(&mut self, site: Site, event: Event<'a, '_>) {
        let state = State {
            shadow: self.shadow,
            packets: self.packets,
            user_data: self.user_data,
            tables: Tables {
                decls: self.decls,
                resolved: self.resolved,
                gfx: self.shadow.gfx(),
            },
            load_control: self.load_control,
        };
        (self.visit)(site, event, &state);
    }

    /// Walks `words` and the buffers it chains to: an `INDIRECT_BUFFER` with
    /// `CHAIN` set ends the buffer and the walk goes on in the new one at the
    /// same depth (at most [`MAX_IB_CHAIN_HOPS`] hops in the replay), one without runs
    /// the new buffer one level deeper and comes back.
    fn walk(&mut self, words: &'a [u32], outer: Option<usize>, depth: u8) {
        let (mut words, mut outer) = (words, outer);
        while let Some((address, dwords, site)) = self.walk_one(words, outer, depth) {
            let allowed = self.hops < MAX_IB_CHAIN_HOPS;
            let chained = self.read_ib(address, dwords, site, allowed);
            let Some(inner) = chained else {
                return;
            };
            self.hops = self.hops.saturating_add(1);
            words = inner;
            outer = Some(site.offset);
        }
    }

    /// Walks the packets of one buffer; returns the `INDIRECT_BUFFER` with
    /// `CHAIN` set that ends it, if one does.
    fn walk_one(
        &mut self,
        words: &'a [u32],
        outer: Option<usize>,
        depth: u8,
    ) -> Option<(u64, u32, Site)> {
        let mut hint: Option<UserData> = None;
        let mut decoder = Decoder::new(words);
        while let Some(item) = decoder.next() {
            let d = match item {
                Ok(d) => d,
                Err(e) => {
                    let site = self.site(outer, e.offset());
                    self.emit(site, Event::Error(&e));
                    hint = None;
                    continue;
                }
            };
            let site = self.site(outer, d.offset);
            // A load of a class the last CONTEXT_CONTROL left off is
            // ignored: nothing read, nothing written, nothing forgotten.
            if LoadClass::of(&d).is_none_or(|c| c.enabled(self.load_control)) {
                self.load(&d.packet, site);
                self.unknown_writes(&d.packet, site);
            }
            self.apply(&d, hint);
            self.emit(site, Event::Packet(&d));
            if let Some(draw) = self.draw_of(&d.packet) {
                self.resolve_tables(draw.kind.is_dispatch());
                self.emit(site, Event::Draw(&draw));
                self.resolved = [None; MAX_TABLES];
                if draw.kind.is_indirect() && !draw.kind.is_dispatch() {
                    self.packets.num_instances = None;
                }
                if draw.kind.overwrites_index_type(self.shadow.gfx()) {
                    self.forget_index_type();
                }
            }
            match d.packet {
                Packet::IndirectBuffer(ib) if ib.control.chain() => {
                    return Some((ib.ib_base, ib.control.ib_size(), site));
                }
                Packet::IndirectBuffer(ib) => {
                    self.chain(ib.ib_base, ib.control.ib_size(), site, depth);
                }
                Packet::CondIndirectBuffer(c) => self.cond_chain(&c.get(), site, depth),
                Packet::CondExec(c) => {
                    if let Some(skip) = self.cond_exec(&c, site) {
                        let next = d.offset.saturating_add(d.len()).saturating_add(skip);
                        decoder = Decoder::at(words, next);
                    }
                }
                // gfx6's `COND_EXEC`, read on a gfx6 shadow.
                Packet::Unknown { opcode, body }
                    if super::packet::other_layout_on(opcode, body.len(), self.shadow.gfx())
                        == Some(true) =>
                {
                    if let Some(c) = super::packet::gfx6_cond_exec(opcode, body)
                        && let Some(skip) = self.cond_exec(&c, site)
                    {
                        let next = d.offset.saturating_add(d.len()).saturating_add(skip);
                        decoder = Decoder::at(words, next);
                    }
                }
                _ => {}
            }
            hint = announced(&d.packet);
        }
        None
    }

    /// Walks the command buffer at `address` (`dwords` long) an indirect
    /// buffer runs, or reports it as [`Event::Unreadable`].
    fn chain(&mut self, address: u64, dwords: u32, site: Site, depth: u8) {
        if let Some(inner) = self.read_ib(address, dwords, site, depth < MAX_IB_DEPTH) {
            self.walk(inner, Some(site.offset), depth.saturating_add(1));
        }
    }

    /// The command buffer at `address` (`dwords` long), read through the
    /// memory callback when `allowed`; else (or when the callback does not
    /// give it) reported as [`Event::Unreadable`].
    fn read_ib(
        &mut self,
        address: u64,
        dwords: u32,
        site: Site,
        allowed: bool,
    ) -> Option<&'a [u32]> {
        let (address, size) = ib_range(address, dwords);
        let inner = if allowed {
            (self.memory)(address, size)
        } else {
            None
        };
        match inner {
            Some(inner) => Some(inner.get(..size).unwrap_or(inner)),
            None => {
                self.emit(
                    site,
                    Event::Unreadable {
                        what: MemoryRead::IndirectBuffer,
                        address,
                        dwords: size,
                    },
                );
                None
            }
        }
    }

    /// Evaluates a `COND_INDIRECT_BUFFER`'s test on the value the memory
    /// callback gives for its compare address (bits `[47:3]`, as the CP
    /// reads it), and walks the buffer it runs; an unreadable value, the
    /// reserved `FUNCTION` 7 or a reserved `MODE` (0, 3) is reported as
    /// [`Event::Unreadable`] and neither buffer is walked.
    fn cond_chain(&mut self, c: &CondIndirectBuffer, site: Site, depth: u8) {
        let address = cp_address(c.compare_addr, 7);
        let mode = c.control.mode();
        let known_mode =
            mode == CondIndirectBufferMode::IF || mode == CondIndirectBufferMode::IF_ELSE;
        let value = (self.memory)(address, 2)
            .and_then(|w| w.get(..2))
            .and_then(|w| Some(u64::from(*w.first()?) | (u64::from(*w.get(1)?) << 32)));
        let taken = value
            .filter(|_| known_mode)
            .and_then(|v| c.control.function().test(v & c.mask, c.reference));
        match taken {
            Some(true) => self.chain(c.ib_base1, c.ib_size1.ib_size(), site, depth),
            Some(false) if c.control.mode() == CondIndirectBufferMode::IF_ELSE => {
                self.chain(c.ib_base2, c.ib_size2.ib_size(), site, depth);
            }
            Some(false) => {}
            None => self.emit(
                site,
                Event::Unreadable {
                    what: MemoryRead::CompareValue,
                    address,
                    dwords: 2,
                },
            ),
        }
    }

    /// The dwords a `COND_EXEC` skips: its `EXEC_COUNT` when the 32-bit
    /// boolean at `BOOL_ADDR` (bits 47:2, as the CP reads it) is 0, none
    /// when it is not; an unreadable boolean is reported as
    /// [`Event::Unreadable`] and nothing is skipped.
    fn cond_exec(&mut self, c: &CondExec, site: Site) -> Option<usize> {
        let hi = u64::from(c.bool_addr_hi.bool_addr_hi());
        let address = cp_address((hi << 32) | u64::from(c.bool_addr_lo), 3);
        match (self.memory)(address, 1).and_then(|w| w.first().copied()) {
            Some(0) => Some(usize::from(c.exec_count.exec_count())),
            Some(_) => None,
            None => {
                self.emit(
                    site,
                    Event::Unreadable {
                        what: MemoryRead::ExecCondition,
                        address,
                        dwords: 1,
                    },
                );
                None
            }
        }
    }

    /// After a non-indexed draw: the index type is not known
    /// ([`PacketState::index_type`] `None`, `VGT_DMA_INDEX_TYPE` reads 0 in
    /// the shadow). Not reported as [`Event::Unreadable`]: no memory the
    /// caller could give holds it.
    fn forget_index_type(&mut self) {
        self.packets.index_type = None;
        self.shadow.set(
            Space::Context,
            u32::from(crate::regs::VgtDmaIndexType::OFFSET),
            0,
        );
    }

    /// Applies the ranges of a `LOAD_*_REG` packet, read through the memory
    /// callback from the packet's address bits `[47:2]` (SH user data loaded forgets the descriptor kinds a hint
    /// gave it); a range it does not give is reported as
    /// [`Event::Unreadable`] and leaves its registers as they were.
    fn load(&mut self, packet: &Packet<'a>, site: Site) {
        let (space, address, ranges) = match packet {
            Packet::LoadShReg(p) => (Space::Sh, p.address(), p.ranges),
            Packet::LoadContextReg(p) => (Space::Context, p.address(), p.ranges),
            Packet::LoadUconfigReg(p) => (Space::Uconfig, p.address(), p.ranges),
            _ => return,
        };
        // ADDR_LO is bits [31:2].
        let address = cp_address(address, 3);
        for r in ranges {
            let at = address.wrapping_add(u64::from(r.reg_offset).wrapping_mul(4));
            let dwords = usize::try_from(r.num_dwords).unwrap_or(usize::MAX);
            match (self.memory)(at, dwords).and_then(|w| w.get(..dwords)) {
                Some(values) => {
                    for (i, &value) in values.iter().enumerate() {
                        // Registers past `u32::MAX` lie in no space.
                        let Some(offset) = u32::try_from(i)
                            .ok()
                            .and_then(|i| r.reg_offset.checked_add(i))
                        else {
                            break;
                        };
                        self.shadow.set(space, offset, value);
                    }
                    if space == Space::Sh {
                        self.note_user_data(r.reg_offset, values.len(), None);
                    }
                }
                None => self.emit(
                    site,
                    Event::Unreadable {
                        what: MemoryRead::RegisterLoad(space),
                        address: at,
                        dwords,
                    },
                ),
            }
        }
    }

    /// Forgets the registers a packet writes with values the replay does
    /// not know, and reports them ([`MemoryRead::RegisterValue`]).
    fn unknown_writes(&mut self, packet: &Packet<'a>, site: Site) {
        match packet {
            Packet::SetShRegOffset(p) => {
                self.forget(site, Space::Sh, u32::from(p.offset.reg_offset()), 1);
            }
            Packet::SetContextRegIndirect(p) => {
                let count = u32::try_from(p.patch_offsets.len()).unwrap_or(u32::MAX);
                self.forget(
                    site,
                    Space::Context,
                    u32::from(p.offset.reg_offset()),
                    count,
                );
            }
            Packet::LoadShRegIndex(p) => {
                self.forget_ranges(site, Space::Sh, p.ranges, p.data_format());
            }
            Packet::LoadContextRegIndex(p) => {
                self.forget_ranges(site, Space::Context, p.ranges, p.data_format());
            }
            Packet::CopyData(c) if c.control.dst_sel() == CopyDataDstSel::REGISTER => {
                if c.control.src_sel() != CopyDataSrcSel::IMMEDIATE
                    && let Some((space, offset)) = register_at(c.dst_addr)
                {
                    let count = if c.control.count_sel() == CopyDataCountSel::COUNT_64_BITS {
                        2
                    } else {
                        1
                    };
                    self.forget(site, space, offset, count);
                }
            }
            _ => {}
        }
    }

    /// The ranges of a `LOAD_*_REG_INDEX`, forgotten (all SH descriptor
    /// kinds, for `OFFSET_AND_DATA`).
    fn forget_ranges(
        &mut self,
        site: Site,
        space: Space,
        ranges: &[RegRange],
        format: LoadDataFormat,
    ) {
        if format == LoadDataFormat::OFFSET_AND_DATA {
            if space == Space::Sh {
                self.user_data = UserDataKinds::default();
            }
            self.report_values(site, space, 0, 0);
            return;
        }
        for (i, r) in ranges.iter().enumerate() {
            // DATA_FORMAT is bit 31 of the first range's REG_OFFSET dword.
            let offset = if i == 0 {
                r.reg_offset & 0x7FFF_FFFF
            } else {
                r.reg_offset
            };
            self.forget(site, space, offset, r.num_dwords);
        }
    }

    /// Registers `offset..offset + count` of `space` read 0 (SH user data
    /// forgets its descriptor kinds), reported as [`Event::Unreadable`].
    fn forget(&mut self, site: Site, space: Space, offset: u32, count: u32) {
        // Registers past the shadow are not kept: at most SHADOWED of them.
        let end = offset.saturating_add(count);
        let kept = offset..end.min(SHADOWED as u32);
        for o in kept.clone() {
            self.shadow.set(space, o, 0);
        }
        if space == Space::Sh {
            self.note_user_data(offset, kept.len(), None);
        }
        self.report_values(site, space, offset, count);
    }

    fn report_values(&mut self, site: Site, space: Space, offset: u32, count: u32) {
        self.emit(
            site,
            Event::Unreadable {
                what: MemoryRead::RegisterValue(space),
                address: u64::from(offset),
                dwords: usize::try_from(count).unwrap_or(usize::MAX),
            },
        );
    }

    /// Reads the declared tables of the stages a draw (or a dispatch) runs.
    fn resolve_tables(&mut self, dispatch: bool) {
        for (decl, slot) in self.decls.iter().zip(self.resolved.iter_mut()) {
            if (decl.stage == Stage::Cs) != dispatch {
                continue;
            }
            let base =
                u32::from(decl.stage.user_data_offset()).saturating_add(u32::from(decl.register));
            let lo = self.shadow.get(Space::Sh, base).unwrap_or(0);
            let hi = self
                .shadow
                .get(Space::Sh, base.saturating_add(1))
                .unwrap_or(0);
            let address = (u64::from(hi) << 32) | u64::from(lo);
            let dwords = decl.dwords();
            let words = (self.memory)(address, dwords)
                .filter(|w| w.len() >= dwords)
                .and_then(|w| w.get(..dwords));
            *slot = Some((address, words));
        }
    }

    fn site(&self, outer: Option<usize>, offset: usize) -> Site {
        match outer {
            None => Site {
                offset,
                inner: None,
            },
            Some(o) => Site {
                offset: o,
                inner: Some(offset),
            },
        }
    }

    fn apply(&mut self, d: &Decoded<'a>, hint: Option<UserData>) {
        match &d.packet {
            Packet::SetRegs(s) => {
                for w in s.writes() {
                    self.shadow.set(w.space, w.offset, w.value);
                }
                if s.space == Space::Sh {
                    self.note_user_data(u32::from(s.offset()), s.values.len(), hint);
                }
            }
            Packet::ContextControl(c) if c.load_control.enable_dw() => {
                self.load_control = c.load_control;
            }
            Packet::ClearState(_) => self.shadow.clear_context(),
            Packet::IndexBase(b) => {
                self.packets.index_base = Some(b.address());
            }
            Packet::IndexBufferSize(s) => {
                self.packets.index_buffer_size = Some(s.index_buffer_size)
            }
            Packet::IndexType(t) => {
                // The packet writes `VGT_DMA_INDEX_TYPE`: kept in the shadow
                // too, where the primitive block is decoded from.
                let value = t.index_type.into_bits();
                self.packets.index_type = Some(value);
                self.shadow.set(
                    Space::Context,
                    u32::from(crate::regs::VgtDmaIndexType::OFFSET),
                    value,
                );
            }
            Packet::NumInstances(n) => self.packets.num_instances = Some(n.num_instances),
            Packet::WriteData(w) if w.control.dst_sel() == WriteDataDstSel::REGISTER => {
                if let Some((space, offset)) = register_at(w.dst_addr) {
                    let one = w.control.wr_one_addr();
                    for (i, &value) in (0u32..).zip(w.data.iter()) {
                        let reg = if one {
                            offset
                        } else {
                            offset.saturating_add(i)
                        };
                        self.shadow.set(space, reg, value);
                    }
                    if space == Space::Sh {
                        let count = if one { 1 } else { w.data.len() };
                        self.note_user_data(offset, count, None);
                    }
                }
            }
            Packet::CopyData(c)
                if c.control.dst_sel() == CopyDataDstSel::REGISTER
                    && c.control.src_sel() == CopyDataSrcSel::IMMEDIATE =>
            {
                if let Some((space, offset)) = register_at(c.dst_addr) {
                    // The immediate: 32 bits, or 64 (low dword first).
                    let wide = c.control.count_sel() == CopyDataCountSel::COUNT_64_BITS;
                    self.shadow.set(space, offset, c.src_addr as u32);
                    if wide {
                        self.shadow
                            .set(space, offset.saturating_add(1), (c.src_addr >> 32) as u32);
                    }
                    if space == Space::Sh {
                        self.note_user_data(offset, if wide { 2 } else { 1 }, None);
                    }
                }
            }
            _ => {}
        }
    }

    /// Records (or clears) the descriptor kinds of the user-data registers a
    /// `SET_SH_REG` at `offset` of `count` values writes.
    fn note_user_data(&mut self, offset: u32, count: usize, hint: Option<UserData>) {
        let kind = hint.and_then(DescriptorKind::of_hint);
        let start = u64::from(offset);
        let end = start.saturating_add(u64::try_from(count).unwrap_or(u64::MAX));
        for stage in UserDataKinds::STAGES {
            let base = u64::from(stage.user_data_offset());
            let Some(kinds) = self.user_data.of_mut(stage) else {
                continue;
            };
            // Every user-data register the write covers, also when the
            // write starts below the stage's first one.
            for (reg, k) in (base..).zip(kinds.iter_mut()) {
                if reg < start || reg >= end {
                    continue;
                }
                *k = match kind {
                    Some(kind) if reg == start && count >= kind.dwords() => Some(kind),
                    _ => None,
                };
            }
        }
    }

    fn draw_of(&mut self, p: &Packet<'_>) -> Option<Draw> {
        let mut draw = Draw {
            number: self.draws,
            kind: DrawKind::IndexAuto,
            count: None,
            first_index: 0,
            max_size: None,
            groups: None,
        };
        match p {
            Packet::DrawIndexAuto(d) => draw.count = Some(d.index_count),
            Packet::DrawIndex2(d) => {
                draw.kind = DrawKind::Index2;
                draw.count = Some(d.index_count);
                draw.max_size = Some(d.max_size);
            }
            Packet::DrawIndexOffset2(d) => {
                draw.kind = DrawKind::IndexOffset2;
                draw.count = Some(d.index_count);
                draw.first_index = d.index_offset;
                draw.max_size = Some(d.max_size);
            }
            Packet::DrawIndexMultiAuto(_) => draw.kind = DrawKind::IndexMultiAuto,
            Packet::DrawIndexImmd(d) => {
                draw.kind = DrawKind::IndexImmd;
                draw.count = Some(d.index_count);
            }
            Packet::DrawIndirect(_) | Packet::DrawIndirectMulti(_) => {
                draw.kind = DrawKind::Indirect
            }
            Packet::DrawIndexIndirect(_) | Packet::DrawIndexIndirectMulti(_) => {
                draw.kind = DrawKind::IndexIndirect;
                draw.max_size = self.packets.index_buffer_size;
            }
            Packet::DispatchDirect(d) => {
                draw.kind = DrawKind::DispatchDirect;
                draw.groups = Some([d.dim_x, d.dim_y, d.dim_z]);
            }
            Packet::DispatchIndirect(_) => draw.kind = DrawKind::DispatchIndirect,
            _ => return None,
        }
        self.draws = self.draws.saturating_add(1);
        Some(draw)
    }
}

/// The effective state at a draw, decoded into the crate's register blocks
/// from the shadow (registers never written read as 0).
#[derive(Clone, Debug, PartialEq)]
pub struct DrawState {
    /// Colour targets 0..8.
    pub color: [ColorTarget; Slot::COUNT],
    /// The depth target.
    pub depth: DepthTarget,
    /// Viewports, scissors and guard band.
    pub viewports: Viewports,
    /// Blend state and target masks.
    pub blend: Blend,
    /// Depth and stencil test state.
    pub depth_stencil: DepthStencil,
    /// Rasteriser state.
    pub raster: Raster,
    /// Primitive and index state.
    pub primitive: PrimitiveState,
    /// The vertex shader.
    pub vs: VsShader,
    /// The pixel shader.
    pub ps: PsShader,
    /// The compute shader.
    pub cs: CsShader,
}

impl DrawState {
    /// Decodes every block from the state's shadow.
    pub fn capture(state: &State<'_>) -> DrawState {
        let src = state.shadow;
        let slot = |i| Slot::new(i).unwrap_or_default();
        let color = core::array::from_fn(|i| {
            ColorTarget::decode(slot(i), src).unwrap_or_else(|_| ColorTarget::new(slot(i)))
        });
        DrawState {
            color,
            depth: DepthTarget::decode(src).unwrap_or_default(),
            viewports: Viewports::decode(src)
                .unwrap_or_else(|_| Viewports::new(0, 0, 1, 1, 0.0, 1.0)),
            blend: Blend::decode(src).unwrap_or_default(),
            depth_stencil: DepthStencil::decode(src).unwrap_or_default(),
            raster: Raster::decode(src).unwrap_or_default(),
            primitive: PrimitiveState::decode(src).unwrap_or_default(),
            vs: VsShader::decode(src).unwrap_or_default(),
            ps: PsShader::decode(src).unwrap_or_default(),
            cs: CsShader::decode(src).unwrap_or_default(),
        }
    }
}

/// The descriptors announced in a stage's user data, as `(first user-data
/// register, view)` pairs (descriptor words from `user_data`), views of
/// generation `gfx` (pass the shadow's, [`Shadow::gfx`]: a gfx8 T# then
/// shows gfx8's fields).
///
/// ```
/// use gcn::blocks::shader::Stage;
/// use gcn::decode::state::{Event, Shadow, descriptors, replay};
/// use gcn::pm4::{CommandBuffer, DrawInitiator};
/// use gcn::ps4::markers::{UserData, user_data_hint};
/// use gcn::regs::Gfx;
///
/// // A T# in PS user data 0 whose word 7 is a gfx8 metadata address.
/// let t = [0, 0, 0, 0, 0, 0, 0, 0x1234];
/// let mut storage = [0u32; 32];
/// let mut cb = CommandBuffer::new(&mut storage);
/// user_data_hint(&mut cb, UserData::Tsharp)?;
/// cb.set_sh_regs(Stage::Ps.user_data_offset(), &t)?;
/// cb.draw_index_auto(3, DrawInitiator::AUTO_INDEX)?;
/// let stream = cb.as_slice();
///
/// let mut shadow = Shadow::for_gfx(Gfx::Gfx8);
/// let mut seen = String::new();
/// replay(stream, &mut shadow, |_, _| None, |_, event, state| {
///     if let (Event::Draw(_), Some(kinds)) = (event, state.user_data.of(Stage::Ps)) {
///         let data = state.user_data(Stage::Ps);
///         for (_, view) in descriptors(kinds, &data, state.shadow.gfx()) {
///             seen = view.to_string();
///         }
///     }
/// });
/// assert!(seen.ends_with("META_DATA_ADDRESS: 0x1234 }"));
/// # Ok::<(), Box<dyn core::error::Error>>(())
/// ```
pub fn descriptors<'u>(
    kinds: &'u [Option<DescriptorKind>; USER_DATA_REGS],
    user_data: &'u [u32; USER_DATA_REGS],
    gfx: Gfx,
) -> impl Iterator<Item = (usize, DescriptorView<'u>)> + 'u {
    kinds.iter().enumerate().filter_map(move |(i, k)| {
        let kind = (*k)?;
        let words = user_data.get(i..i.saturating_add(kind.dwords()))?;
        Some((i, DescriptorView::new(kind, words).for_gfx(gfx)))
    })
}
