//! Lint rules over a replayed stream: each [`Finding`] names a [`Rule`],
//! the [`Site`] of the packet it concerns and prints as one line.
//!
//! [`lint`] replays a stream with [`state::replay`](super::state::replay)
//! and checks every packet, draw and dispatch. A finding about a draw is
//! reported at the draw packet's offset, whatever earlier packet set the
//! state at fault.
//!
//! ```
//! use gcn::decode::lint::{Rule, lint};
//! use gcn::decode::state::Shadow;
//! use gcn::pm4::{CommandBuffer, DrawInitiator};
//!
//! let mut storage = [0u32; 32];
//! let mut cb = CommandBuffer::new(&mut storage);
//! cb.clear_state()?;
//! cb.draw_index_auto(0, DrawInitiator::AUTO_INDEX)?;
//! let stream = cb.as_slice();
//!
//! let mut shadow = Shadow::new();
//! let mut rules = [None; 8];
//! let mut n = 0;
//! lint(stream, &mut shadow, |_, _| None, |f| {
//!     if let Some(slot) = rules.get_mut(n) {
//!         *slot = Some((f.site.offset, f.rule.code()));
//!     }
//!     n += 1;
//! });
//! // The draw at dword 2 has no VS, no PS and no vertices.
//! assert_eq!(
//!     &rules[..n],
//!     &[
//!         Some((2, "no-vs-program")),
//!         Some((2, "no-ps-program")),
//!         Some((2, "zero-count")),
//!     ]
//! );
//! # Ok::<(), gcn::pm4::Error>(())
//! ```

use core::fmt;

use crate::blocks::shader::Stage;
use crate::pm4::{EventType, Opcode, RegRange, gfx_name};
use crate::ps4::markers::{MARKER_PREFIX, Marker};
use crate::regs::gfx7::descriptors::{
    SqBufRsrcWord1, SqBufRsrcWord3, SqImgRsrcWord0, SqImgRsrcWord1, SqImgRsrcWord3,
};
use crate::regs::gfx7::pm4::{CpDmaDstSel, DmaAddrInc, DmaAddrSpace};
use crate::regs::gfx8::CbColorNDccBase;
use crate::regs::{
    CbColorControl, CbShaderMask, CbTargetMask, DbDepthControl, DbStencilInfo, DbZInfo,
};
use crate::regs::{CbColorNBase, CbColorNInfo, DbZWriteBase, SpiShaderColFormat};
use crate::regs::{CbColorNCmask, CbColorNFmask, DbHtileDataBase};
use crate::regs::{CbMode, ColorFormat, SpiShaderExFormat, StencilFormat, ZFormat};
use crate::regs::{Gfx, Register, Space, SpiPsInControl, SpiVsOutConfig};
use crate::regs::{SpiPsInputCntl0, SpiPsInputCntl20};
use crate::regs::{SqRsrcBufType, SqRsrcImgType};

#[cfg(doc)]
use super::state::replay_with;
use super::state::{
    Draw, DrawKind, Event, LoadClass, MemoryRead, Shadow, Site, State, TableDecl, UserDataKinds,
};
use super::state::{TableDeclError, check_tables, descriptors, run};
use super::{DecodeError, Decoded, DescriptorKind, DescriptorView, Packet};

/// Where a descriptor a shader reads lies: in the stage's user data, or in
/// a table a user-data pointer points at ([`TableDecl`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct DescriptorSite {
    /// The shader stage.
    pub stage: Stage,
    /// The first user-data register of the descriptor (or of the table's pointer).
    pub register: u8,
    /// The descriptor's entry in the table, for one read through a pointer.
    pub entry: Option<u8>,
}

impl fmt::Display for DescriptorSite {
    /// `PS user data 0`, or `PS table at user data 2, entry 1`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let stage = self.stage;
        match self.entry {
            None => write!(f, "{stage:?} user data {}", self.register),
            Some(e) => write!(
                f,
                "{stage:?} table at user data {}, entry {e}",
                self.register
            ),
        }
    }
}

/// A render surface of the current draw state.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Surface {
    /// Colour target `0..8` (`CB_COLORn_BASE`).
    Color(u8),
    /// The depth target (`DB_Z_WRITE_BASE`).
    Depth,
}

impl fmt::Display for Surface {
    /// `colour target N` or `depth target`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Surface::Color(slot) => write!(f, "colour target {slot}"),
            Surface::Depth => f.write_str("depth target"),
        }
    }
}

/// What reads memory a CP DMA wrote ([`Rule::DmaWithoutInvalidate`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DmaReader {
    /// The CB, reading colour target `0..8`'s CMASK (`CB_COLORn_CMASK`).
    Cmask(u8),
    /// The CB, reading colour target `0..8`'s FMASK (`CB_COLORn_FMASK`).
    Fmask(u8),
    /// The CB, reading colour target `0..8`'s DCC keys (gfx8 `CB_COLORn_DCC_BASE`).
    Dcc(u8),
    /// The DB, reading the depth target's HTILE (`DB_HTILE_DATA_BASE`).
    Htile,
    /// A shader, reading a T# or V# at its base address.
    Descriptor {
        /// Where the descriptor is.
        at: DescriptorSite,
        /// The descriptor's kind.
        kind: DescriptorKind,
    },
}

impl DmaReader {
    /// The cache it reads through.
    const fn cache(self) -> Cache {
        match self {
            DmaReader::Cmask(_) | DmaReader::Fmask(_) | DmaReader::Dcc(_) => Cache::Cb,
            DmaReader::Htile => Cache::Db,
            DmaReader::Descriptor { .. } => Cache::Tcl1,
        }
    }

    /// The unit whose cache it reads through: `CB`, `DB` or `texture L1`.
    pub const fn unit(self) -> &'static str {
        match self.cache() {
            Cache::Cb => "CB",
            Cache::Db => "DB",
            Cache::Tcl1 => "texture L1",
        }
    }

    /// The `COHER_CNTL` bit that invalidates that cache over a range.
    pub const fn invalidation(self) -> &'static str {
        match self.cache() {
            Cache::Cb => "CB_ACTION_ENA",
            Cache::Db => "DB_ACTION_ENA",
            Cache::Tcl1 => "TCL1_ACTION_ENA",
        }
    }
}

impl fmt::Display for DmaReader {
    /// `CMASK of colour target N`, `HTILE of the depth target`, `T# in PS user data 0`, ...
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DmaReader::Cmask(slot) => write!(f, "CMASK of colour target {slot}"),
            DmaReader::Fmask(slot) => write!(f, "FMASK of colour target {slot}"),
            DmaReader::Dcc(slot) => write!(f, "DCC keys of colour target {slot}"),
            DmaReader::Htile => f.write_str("HTILE of the depth target"),
            DmaReader::Descriptor { at, kind } => write!(f, "{} in {at}", kind.name()),
        }
    }
}

/// What a lint rule found.
///
/// Each variant says why it matters on the hardware, and where that comes
/// from: a source named, or "reasoning" where the reason is the crate's own
/// reading of the register's meaning.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Rule {
    /// A draw with `SPI_SHADER_PGM_LO/HI_VS` at address 0: the SPI launches
    /// vertex waves at GPU address 0, which fetch garbage or fault the VM;
    /// the GPU hangs or the draw produces nothing (reasoning: the program
    /// address is where waves start executing).
    NoVsProgram,
    /// A draw with `SPI_SHADER_PGM_LO/HI_PS` at address 0: gfx7 runs a pixel
    /// shader for every draw that rasterises (radeonsi binds a dummy PS when
    /// the application has none, `si_get_blitter_vs` / the "dummy pixel
    /// shader" of `si_state_shaders.c`), so pixel waves start at address 0.
    NoPsProgram,
    /// A dispatch with `COMPUTE_PGM_LO/HI` at address 0: compute waves start
    /// at GPU address 0 (reasoning, as for [`Rule::NoVsProgram`]).
    NoCsProgram,
    /// The PS exports to colour target `slot` (`SPI_SHADER_COL_FORMAT`
    /// not `SPI_SHADER_ZERO`) while `CB_COLORn_INFO.FORMAT` is
    /// `COLOR_INVALID`: the CB drops the export, so the colour is lost
    /// (reasoning: `COLOR_INVALID` is how drivers unbind a target; the
    /// clear state itself enables every target in `CB_TARGET_MASK` with
    /// every format invalid, so an enabled mask alone is no fault).
    ColorTargetInvalid {
        /// The target slot, `0..8`.
        slot: u8,
    },
    /// Colour target `slot` has a format and is written
    /// (`CB_TARGET_MASK` and `CB_SHADER_MASK` both enable it) but the PS
    /// exports nothing to it (`SPI_SHADER_COL_FORMAT` is `SPI_SHADER_ZERO`
    /// there): the CB writes the target with no colour from the shader, so
    /// its pixels get undefined values (reasoning: the SPI sends the CB
    /// nothing for a `ZERO` export format).
    TargetNotExported {
        /// The target slot, `0..8`.
        slot: u8,
    },
    /// Depth test or write (or the stencil test) is on while `DB_Z_INFO`
    /// (or `DB_STENCIL_INFO`) has `FORMAT = *_INVALID`: the DB has no
    /// surface, so the test passes or fails on undefined data and writes go
    /// nowhere (reasoning, as for colour targets).
    DepthWithoutTarget {
        /// `Z_ENABLE` is set.
        test: bool,
        /// `Z_WRITE_ENABLE` is set.
        write: bool,
        /// `STENCIL_ENABLE` is set with no stencil format.
        stencil: bool,
    },
    /// A draw of 0 vertices or indices, 0 instances, or a dispatch of 0
    /// thread groups: the command processor does the packet's full setup
    /// for no work; usually a bug upstream (reasoning). An indirect draw's
    /// counts are in memory: `NUM_INSTANCES` does not apply to it, and is
    /// not known after it.
    ZeroCount {
        /// The draw or dispatch packet.
        kind: DrawKind,
    },
    /// The stream does not start with a state reset: its first packet
    /// (after NOPs, and inside the indirect buffer it starts by chaining to)
    /// is neither `CONTEXT_CONTROL` nor `CLEAR_STATE`, and the
    /// stream does not start with the PS4 compute initialiser's window
    /// ([`crate::ps4::init::dispatch_init_default_hardware_state`]; the draw
    /// initialisers start with `CONTEXT_CONTROL`). Register state left by
    /// the previous submission then leaks into this one, so the frame renders
    /// differently from run to run (the Linux amdgpu driver starts its ring
    /// with `CONTEXT_CONTROL` and `CLEAR_STATE`, `gfx_v7_0_cp_gfx_start`).
    NoStateReset,
    /// An indexed draw reads indices `first..first + count` past the
    /// buffer's `size` (`MAX_SIZE` / `INDEX_BUFFER_SIZE`): the VGT stops
    /// fetching at the size and the rest read as index 0, drawing stray
    /// triangles (reasoning from the field's name and radeonsi passing the
    /// buffer's real size there).
    IndexOutOfBounds {
        /// First index read.
        first: u32,
        /// Indices read.
        count: u32,
        /// Indices the buffer holds.
        size: u32,
    },
    /// An indexed draw (`DRAW_INDEX_2`, `DRAW_INDEX_OFFSET_2`,
    /// `DRAW_INDEX_INDIRECT`, `DRAW_INDEX_INDIRECT_MULTI`) with no
    /// `INDEX_TYPE` packet since the last non-indexed draw
    /// ([`DrawKind::overwrites_index_type`]), or none at all: the VGT fetches
    /// the indices at whatever size and swap `VGT_DMA_INDEX_TYPE` holds. On
    /// gfx7 and gfx8 a non-indexed draw's dummy index fetch rewrites that
    /// register, and PAL's gfx6 back end names hangs and corrupt rendering
    /// of later indexed draws as the result (`UniversalCmdBuffer::CmdDraw`,
    /// which marks the index type dirty on every generation but gfx6); radeonsi's `si_emit_draw_packets` and
    /// RADV's `radv_before_draw` write `INDEX_TYPE` again after one on gfx7
    /// and later. A gfx6 command processor keeps the index type, so on a
    /// stream linted with a gfx6 shadow ([`Shadow::for_gfx`]) only the
    /// finding with `overwritten` `None` is made.
    IndexTypeStale {
        /// The indexed draw packet.
        kind: DrawKind,
        /// Dword offset of the non-indexed draw that overwrote the last
        /// `INDEX_TYPE` packet's index type (of the `INDIRECT_BUFFER`
        /// packet, for a draw inside a chained buffer); `None` when no
        /// `INDEX_TYPE` packet came before at all.
        overwritten: Option<usize>,
    },
    /// A `SET_*_REG` packet writes a register past the end of its space (or
    /// a `LOAD_*_REG` range or `SET_CONTEXT_REG_INDIRECT` run reaches past
    /// it): the CP masks the address into another register (or drops it),
    /// silently corrupting unrelated state (reasoning: the packet's offset
    /// field is wider than the space).
    RegisterOutsideSpace {
        /// The packet's space.
        space: Space,
        /// The first offending register offset.
        offset: u32,
    },
    /// A `SET_*_REG` (or `SET_CONTEXT_REG_INDIRECT`) packet writes an offset
    /// inside its space where the spec defines no register of that space
    /// for the shadow's generation ([`Shadow::gfx`]; often a register of
    /// another space written with the wrong packet, or a register of another
    /// generation): the write lands in a hole or an undocumented register
    /// (reasoning). `LOAD_*_REG` ranges are not checked for it: restoring
    /// a whole image across holes is their use.
    UnknownRegister {
        /// The packet's space.
        space: Space,
        /// The register offset.
        offset: u32,
        /// The generation linted for.
        gfx: Gfx,
    },
    /// A register write sets bits no field of the register covers in the
    /// spec's field layout of the shadow's generation (a field only another
    /// generation has among them): reserved bits must be written as 0, and
    /// the value is most likely a field written at the wrong place or with
    /// the wrong width (reasoning; AMD's register docs mark such bits
    /// reserved).
    ReservedBits {
        /// The register's space.
        space: Space,
        /// The register offset.
        offset: u32,
        /// The reserved bits set.
        bits: u32,
        /// The generation linted for.
        gfx: Gfx,
    },
    /// A type-3 packet whose opcode the shadow's generation does not have
    /// (`SET_UCONFIG_REG` on gfx6), or reads with another body layout than
    /// the packet's: a typed packet (gfx7's layout) of `COND_EXEC` on
    /// gfx6, a `COND_EXEC` with gfx6's 3-dword body (decoded
    /// as [`Packet::Unknown`]) on gfx7 or gfx8. The command processor rejects
    /// or misreads it (the spec's per-generation packet list and
    /// `body_by_generation`). gfx6's `COND_EXEC` on gfx6 is not reported.
    PacketNotOnGfx {
        /// The packet's opcode.
        opcode: Opcode,
        /// The generation linted for.
        gfx: Gfx,
        /// `true` when the generation has the opcode with another layout.
        other_layout: bool,
    },
    /// A packet sets a body field only other generations have (`VALID` of
    /// an `INDIRECT_BUFFER` on gfx6, `INVALIDATE_L2` of an
    /// `EVENT_WRITE_EOP` on gfx7): the generation's command processor
    /// ignores those bits or reads them as something else (the spec's
    /// per-generation packet fields, [`crate::pm4::absent_field`]).
    PacketFieldNotOnGfx {
        /// The packet's opcode.
        opcode: Opcode,
        /// AMD's name of the field.
        field: &'static str,
        /// The generation linted for.
        gfx: Gfx,
    },
    /// A packet follows the PS4 prepare-flip marker: the system patches that
    /// marker into the flip's end-of-pipe write (shadPS4 `PatchFlipRequest`),
    /// so whatever follows it runs after the flip was signalled and races
    /// the display.
    FlipNotLast {
        /// Dword offset of the first packet after the marker.
        next: usize,
    },
    /// A `SET_CONTEXT_REG` run that binds colour target `slot`
    /// (`CB_COLORn_BASE` …) is not followed by the PS4 render-target size
    /// hint NOP ([`crate::ps4::markers::target_size_hint`]). The GPU ignores
    /// the hint, but the PS4 driver writes it after every colour target and
    /// tools read the target's real extent from it (shadPS4 `liverpool.cpp`,
    /// GPCS4 `GnmCommandProcessor.cpp`): without it they fall back to the
    /// padded pitch and height. A run that leaves the slot disabled
    /// (`CB_COLORn_INFO.FORMAT = COLOR_INVALID`) needs none: it binds no
    /// surface whose extent there would be to announce.
    NoSizeHint {
        /// The target slot, `0..8`.
        slot: u8,
    },
    /// PS input `input` (below `SPI_PS_IN_CONTROL.NUM_INTERP`) reads VS
    /// parameter `offset` (`SPI_PS_INPUT_CNTL_n.OFFSET`, not a default value
    /// nor a point-sprite coordinate) but the VS exports only `exports`
    /// parameters (`SPI_VS_OUT_CONFIG.VS_EXPORT_COUNT + 1`): the SPI
    /// interpolates whatever the parameter cache holds there, left by
    /// earlier waves. OFFSET bit 5 (`0x20`) selects `DEFAULT_VAL` instead
    /// (radeonsi `si_shader.c`: "OFFSET=0x20 means that DEFAULT_VAL is
    /// used"); `VS_EXPORT_COUNT` is the parameter count minus one
    /// (radeonsi writes `MAX2(1, nr_param_exports) - 1`).
    PsInputNotExported {
        /// The PS input, `0..32`.
        input: u8,
        /// The VS parameter it reads.
        offset: u8,
        /// Parameters the VS exports.
        exports: u8,
    },
    /// A descriptor a PS4 hint announced in user data (or a declared table
    /// holds) whose `TYPE` field is no resource of its kind (a T# needs
    /// `SQ_RSRC_IMG_1D..2D_MSAA_ARRAY`, 8..=15, in word 3 bits `[31:28]`; a
    /// V# needs `SQ_RSRC_BUF`, 0, in word 3 bits `[31:30]`): the texture
    /// unit reads it as another kind of resource, or as a null one, and
    /// returns zeros or faults (the type encodings are the spec's
    /// `SQ_RSRC_IMG_*` / `SQ_RSRC_BUF`).
    DescriptorType {
        /// Where the descriptor is.
        at: DescriptorSite,
        /// What the hint or the table declared.
        kind: DescriptorKind,
        /// The `TYPE` field found.
        found: u8,
    },
    /// A descriptor a PS4 hint announced in user data, or the pointer of a
    /// declared table, in user-data registers past the stage's
    /// `RSRC2.USER_SGPR`: the SPI loads only the first `USER_SGPR` user-data
    /// registers into the wave's SGPRs, so the shader reads whatever else
    /// those SGPRs hold (reasoning: `USER_SGPR` is the count of user-data
    /// registers loaded; the crate's stage blocks set it from the user data
    /// they write).
    UserSgprCount {
        /// Where the descriptor or the pointer starts.
        at: DescriptorSite,
        /// The descriptor (`None`: a table's 64-bit pointer).
        kind: Option<DescriptorKind>,
        /// The stage's `USER_SGPR`.
        user_sgpr: u8,
    },
    /// A T# the draw's shaders read has the base address of a surface the
    /// same draw renders into (a colour target enabled in `CB_TARGET_MASK`,
    /// or the depth target with depth writes on): the texture unit reads
    /// through its own caches while the CB/DB write through theirs, so the
    /// samples see stale or half-written data (radeonsi decompresses and
    /// flushes bound targets before sampling them and treats a texture that
    /// is also a bound target as a feedback loop; reasoning for the exact
    /// outcome).
    FeedbackLoop {
        /// Where the T# is.
        at: DescriptorSite,
        /// The surface it aliases.
        surface: Surface,
    },
    /// A T# the draw (or dispatch) reads has the base address of a surface
    /// an earlier draw rendered into, with no CB (DB) flush in between: no
    /// flush event (`CACHE_FLUSH_AND_INV[_TS]_EVENT`, `CACHE_FLUSH[_TS]`,
    /// `FLUSH_AND_INV_CB_DATA_TS` / `FLUSH_AND_INV_CB_PIXEL_DATA`,
    /// `FLUSH_AND_INV_DB_DATA_TS` / `DB_CACHE_FLUSH_AND_INV`, in an
    /// `EVENT_WRITE`, `EVENT_WRITE_EOP`, `EVENT_WRITE_EOS` or `RELEASE_MEM`) and no
    /// `ACQUIRE_MEM` / `SURFACE_SYNC` with `CB_ACTION_ENA` (`DB_ACTION_ENA`)
    /// over its base. The rendered data may still sit in the CB/DB caches,
    /// which on gfx6-8 are not coherent with the texture path, so the
    /// samples read old memory (radeonsi's gfx6-8 `si_emit_cache_flush`
    /// flushes CB/DB for exactly this). The rule does not also ask for a
    /// texture-cache invalidation.
    SampledWithoutFlush {
        /// Where the T# is.
        at: DescriptorSite,
        /// The surface it aliases, as it was bound when rendered.
        surface: Surface,
        /// Dword offset of the draw that rendered it (of the
        /// `INDIRECT_BUFFER` packet, for a draw inside a chained buffer).
        rendered: usize,
    },
    /// A draw or dispatch runs while a CP DMA (`DMA_DATA`, or `CP_DMA`)
    /// that writes memory may still be running: neither that packet nor a
    /// later DMA packet before the draw has `CP_SYNC` set. The CP hands DMA
    /// work to its DMA engine and goes on with the next packets; only
    /// `CP_SYNC` makes it wait until every DMA it started is done
    /// (radeonsi's `si_cp_dma.c` sets `CP_SYNC` on the last packet of every
    /// CP DMA clear or copy so that the ME waits for the DMA, and
    /// `si_cp_dma_wait_for_idle` sends a 0-byte DMA with it to wait for
    /// earlier ones; RADV's `radv_cp_dma_wait_for_idle` does the same before
    /// barriers; PAL's gfx9 `BarrierMgr::IssueSyncs` waits for CP DMA with a
    /// DMA packet, `BuildWaitDmaData`, noting that no other packet, such as
    /// an end-of-pipe timestamp, waits for DMA work). So the draw may read
    /// the memory before the DMA wrote it. Reported once per DMA packet, at
    /// the first draw or dispatch after it, whatever the draw reads: which
    /// memory a draw reads is only partly known to the replay (index
    /// buffers, indirect arguments and shader loads through pointers are
    /// not).
    DmaWithoutSync {
        /// Dword offset of the DMA packet (of the `INDIRECT_BUFFER` packet,
        /// for one inside a chained buffer).
        dma: usize,
    },
    /// A draw (or dispatch) reads memory a CP DMA wrote, through a cache
    /// that may still hold the old contents: the CB for a colour target's
    /// CMASK, FMASK or (gfx8) DCC keys (`CB_COLORn_CMASK`, `_FMASK`,
    /// `_DCC_BASE`, read when `CB_COLORn_INFO` sets `FAST_CLEAR` or
    /// `COMPRESSION`, or `DCC_ENABLE`), the DB for the HTILE
    /// (`DB_HTILE_DATA_BASE`, with `DB_Z_INFO.TILE_SURFACE_ENABLE` and a
    /// depth or stencil test or write on), the texture L1 for the base of a
    /// T# or V# the draw's shaders read. The address is the surface's (or
    /// descriptor's) base, inside the DMA's destination range: the replay
    /// does not know the metadata's sizes.
    ///
    /// The DMA writes memory (`DST_SEL = DST_ADDR`, or through the L2 with
    /// `DST_ADDR_USING_L2`) and not those caches, so a line of the range
    /// the cache loaded before stays stale until the cache is invalidated
    /// after the DMA completed, or was invalidated before the DMA with no
    /// work of that unit since. radeonsi syncs and invalidates the CB
    /// (`FLUSH_AND_INV_CB_META` and a `SURFACE_SYNC` / `ACQUIRE_MEM` with
    /// `CB_ACTION_ENA`, `si_barrier_before_image_fast_clear` through
    /// `si_make_CB_shader_coherent`) or the DB (`FLUSH_AND_INV_DB_META`,
    /// `DB_ACTION_ENA`) before it rewrites CMASK, DCC or HTILE, and
    /// invalidates the shader caches (`SI_BARRIER_INV_VMEM`,
    /// `TCL1_ACTION_ENA`) after a buffer written by CP DMA
    /// (`si_barrier_after_simple_buffer_op`); the crate's
    /// [`passes`](crate::passes) do the unit's sync before the fill and an
    /// `ACQUIRE_MEM` of the range for the unit after it. What counts as an
    /// invalidation: for the CB, `ACQUIRE_MEM` / `SURFACE_SYNC` with
    /// `CB_ACTION_ENA`, or a `FLUSH_AND_INV_CB_META`,
    /// `CACHE_FLUSH_AND_INV_EVENT` or `CACHE_FLUSH_AND_INV_TS_EVENT` event;
    /// for the DB, `DB_ACTION_ENA` or `FLUSH_AND_INV_DB_META` or those two
    /// events; for shader reads, `TCL1_ACTION_ENA`. One after the DMA counts
    /// where its range covers the address (a range that covers only a
    /// middle part of what the DMA wrote leaves it all pending); one before
    /// it only when it covers all memory and no draw (for the texture L1,
    /// no draw nor dispatch) came in between; at the start of the stream
    /// the caches' contents are not known. An invalidation while the DMA
    /// may still run (before a `CP_SYNC` waited for it) does not count.
    /// Which of the CB's caches `CB_ACTION_ENA` and the metadata event each
    /// invalidate is not given by a public source (radeonsi sends both);
    /// either is taken.
    /// Not checked: a V# read with scalar loads, which go through the
    /// constant cache (`SH_KCACHE_ACTION_ENA`), and the L2 (CB and DB do
    /// not read through it on gfx6-8, radeonsi `si_barrier.c`, so a DMA
    /// written through it also needs an L2 write-back before they read).
    /// A DMA no `CP_SYNC` waited for before the draw is reported as
    /// [`Rule::DmaWithoutSync`] only.
    DmaWithoutInvalidate {
        /// What reads the memory.
        reader: DmaReader,
        /// The address it reads (the surface's or the descriptor's base).
        address: u64,
        /// Dword offset of the DMA packet that wrote it.
        dma: usize,
    },
    /// A `LOAD_*_REG` (or `LOAD_*_REG_INDEX`) of a register class the last
    /// `CONTEXT_CONTROL` with `ENABLE_DW` leaves off ([`LoadClass`]): the CP
    /// ignores the packet, so the registers keep their old values and the
    /// state the load was meant to restore is missing (PAL enables loading
    /// context registers for exactly this, so that its `LOAD_CONTEXT_REG` of
    /// fast-clear values takes effect: gfx6
    /// `UniversalQueueContext::WriteStateShadowingCommands`). The PS4's
    /// initialisers and Linux's per-submission `CONTEXT_CONTROL` load
    /// nothing (`0x80000000`).
    LoadDisabled {
        /// The packet's name.
        packet: &'static str,
        /// The class it loads.
        class: LoadClass,
    },
    /// Dwords that do not decode: the command processor would read them as
    /// headers too and go out of step with the stream.
    Malformed(DecodeError),
    /// An `INDIRECT_BUFFER` whose dwords were not available: what it does is
    /// not checked.
    UnreadableIb {
        /// The buffer's GPU address.
        address: u64,
        /// Its size in dwords.
        dwords: usize,
    },
    /// Memory a `COND_INDIRECT_BUFFER` or `COND_EXEC` tests or a
    /// `LOAD_*_REG` loads that was not available, or register values a
    /// packet writes that the replay does not know
    /// ([`MemoryRead::RegisterValue`]): the buffer it picks, or the
    /// registers it writes, are not checked.
    UnreadableMemory {
        /// What the packet reads.
        what: MemoryRead,
        /// The GPU address.
        address: u64,
        /// Its size in dwords.
        dwords: usize,
    },
    /// A declared descriptor table whose dwords were not available: its
    /// descriptors are not checked.
    UnreadableTable {
        /// The stage and user-data register of the pointer.
        at: DescriptorSite,
        /// The address the pointer holds.
        address: u64,
        /// The table's size in dwords.
        dwords: usize,
    },
}

impl Rule {
    /// The rule's short name, as `gcn lint` prints it.
    pub const fn code(&self) -> &'static str {
        match self {
            Rule::NoVsProgram => "no-vs-program",
            Rule::NoPsProgram => "no-ps-program",
            Rule::NoCsProgram => "no-cs-program",
            Rule::ColorTargetInvalid { .. } => "color-target-invalid",
            Rule::TargetNotExported { .. } => "target-not-exported",
            Rule::DepthWithoutTarget { .. } => "depth-without-target",
            Rule::ZeroCount { .. } => "zero-count",
            Rule::NoStateReset => "no-state-reset",
            Rule::IndexOutOfBounds { .. } => "index-out-of-bounds",
            Rule::IndexTypeStale { .. } => "index-type-stale",
            Rule::RegisterOutsideSpace { .. } => "register-outside-space",
            Rule::UnknownRegister { .. } => "unknown-register",
            Rule::ReservedBits { .. } => "reserved-bits",
            Rule::PacketNotOnGfx { .. } => "packet-not-on-gfx",
            Rule::PacketFieldNotOnGfx { .. } => "field-not-on-gfx",
            Rule::FlipNotLast { .. } => "flip-not-last",
            Rule::NoSizeHint { .. } => "no-size-hint",
            Rule::PsInputNotExported { .. } => "ps-input-not-exported",
            Rule::DescriptorType { .. } => "descriptor-type",
            Rule::UserSgprCount { .. } => "user-sgpr-count",
            Rule::FeedbackLoop { .. } => "feedback-loop",
            Rule::SampledWithoutFlush { .. } => "sampled-without-flush",
            Rule::DmaWithoutSync { .. } => "dma-without-sync",
            Rule::DmaWithoutInvalidate { .. } => "dma-without-invalidate",
            Rule::LoadDisabled { .. } => "load-disabled",
            Rule::Malformed(_) => "malformed",
            Rule::UnreadableIb { .. } => "unreadable-ib",
            Rule::UnreadableMemory { .. } => "unreadable-memory",
            Rule::UnreadableTable { .. } => "unreadable-table",
        }
    }
}

// The one-line message of each rule.
display_messages!(Rule {
    Rule::NoVsProgram => "draw with no VS program (SPI_SHADER_PGM_LO/HI_VS = 0)";
    Rule::NoPsProgram => "draw with no PS program (SPI_SHADER_PGM_LO/HI_PS = 0)";
    Rule::NoCsProgram => "dispatch with no CS program (COMPUTE_PGM_LO/HI = 0)";
    Rule::ColorTargetInvalid { slot } =>
        "the PS exports to colour target {slot} but CB_COLOR{slot}_INFO.FORMAT is COLOR_INVALID";
    Rule::TargetNotExported { slot } =>
        "colour target {slot} is written (CB_TARGET_MASK, CB_SHADER_MASK) but the PS exports nothing to it (SPI_SHADER_COL_FORMAT)";
    Rule::DepthWithoutTarget { test: false, write: false, .. } =>
        "stencil test on with no depth target (DB_STENCIL_INFO.FORMAT = STENCIL_INVALID)";
    Rule::DepthWithoutTarget { test, write, stencil } =>
        "{} on with no depth target (DB_Z_INFO.FORMAT = Z_INVALID){}",
        match (test, write) {
            (true, true) => "depth test and write",
            (true, false) => "depth test",
            _ => "depth write",
        },
        if stencil { ", stencil test on with no stencil target" } else { "" };
    Rule::ZeroCount { kind } if kind.is_dispatch() => "{} of zero thread groups", kind.name();
    Rule::ZeroCount { kind } => "{} of zero vertices or instances", kind.name();
    Rule::NoStateReset =>
        "stream does not start with CONTEXT_CONTROL, CLEAR_STATE or the PS4 default-state window";
    Rule::IndexOutOfBounds { first, count, size } =>
        "indexed draw reads indices {first}..{} past INDEX_BUFFER_SIZE {size}",
        u64::from(first).saturating_add(u64::from(count));
    Rule::IndexTypeStale { kind, overwritten: Some(at) } =>
        "{} reads the index type the non-indexed draw at {at:#x} overwrote: write INDEX_TYPE again before it",
        kind.name();
    Rule::IndexTypeStale { kind, overwritten: None } =>
        "{} reads the index type, but no INDEX_TYPE packet set it", kind.name();
    Rule::RegisterOutsideSpace { space, offset } =>
        "SET_{}_REG writes offset {offset:#x}, past the space's {:#x} registers", space.name(), space.len();
    Rule::UnknownRegister { space, offset, gfx } =>
        "SET_{}_REG writes offset {offset:#x}, where {} has no {} register", space.name(), gfx_name(gfx), space.name();
    Rule::ReservedBits { space, offset, bits, gfx } =>
        "{} ({offset:#x}) written with bits {bits:#010x} set that are reserved on {}",
        u16::try_from(offset).ok().and_then(|o| gfx.lookup(space, o)).map_or("?", |r| r.name),
        gfx_name(gfx);
    Rule::PacketNotOnGfx { opcode, gfx, other_layout: false } =>
        "{opcode} does not exist on {}", gfx_name(gfx);
    Rule::PacketNotOnGfx { opcode, gfx, other_layout: true } =>
        "{opcode} has another body layout on {} than the one it was read with", gfx_name(gfx);
    Rule::PacketFieldNotOnGfx { opcode, field, gfx } =>
        "{opcode} sets {field}, a field {} does not have", gfx_name(gfx);
    Rule::FlipNotLast { next } => "prepare-flip marker is not the last packet (next packet at {next:#x})";
    Rule::NoSizeHint { slot } =>
        "colour target {slot} is not followed by the PS4 size-hint NOP (width | height << 16)";
    Rule::PsInputNotExported { input, offset, exports } =>
        "PS input {input} reads VS parameter {offset} (SPI_PS_INPUT_CNTL_{input}.OFFSET) but the VS exports {exports} (SPI_VS_OUT_CONFIG.VS_EXPORT_COUNT + 1)";
    Rule::DescriptorType { at, kind, found } =>
        "{} in {at} has TYPE {found}, no {} resource type", kind.name(), kind.name();
    Rule::UserSgprCount { at, kind, user_sgpr } =>
        "{} in {at} reaches past the {user_sgpr} user-data registers RSRC2.USER_SGPR loads",
        kind.map_or("table pointer", DescriptorKind::name);
    Rule::FeedbackLoop { at, surface } => "T# in {at} samples the {surface} the same draw renders into";
    Rule::SampledWithoutFlush { at, surface, rendered } =>
        "T# in {at} samples what the draw at {rendered:#x} rendered as {surface}, with no CB/DB flush in between";
    Rule::DmaWithoutSync { dma } =>
        "draw or dispatch while the DMA at {dma:#x} may still write: no CP_SYNC on it or on a later DMA packet";
    Rule::DmaWithoutInvalidate { reader, address, dma } =>
        "{reader} at {address:#x} reads what the DMA at {dma:#x} wrote, with no {} invalidation ({}) after it",
        reader.unit(), reader.invalidation();
    Rule::LoadDisabled { packet, class } =>
        "{packet} ignored: the last CONTEXT_CONTROL does not set {} in LOAD_CONTROL", class.field();
    Rule::Malformed(e) => "{e}";
    Rule::UnreadableIb { address, dwords } =>
        "INDIRECT_BUFFER at {address:#x} ({dwords} dwords) not available: not checked";
    Rule::UnreadableMemory { what, address, dwords } =>
        "{} at {address:#x} ({dwords} dwords) not available: not checked", what.describe();
    Rule::UnreadableTable { at, address, dwords } =>
        "descriptor table of {at} at {address:#x} ({dwords} dwords) not available: not checked";
});

/// One lint finding: the rule and where.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Finding {
    /// The packet the finding is about.
    pub site: Site,
    /// What was found.
    pub rule: Rule,
}

impl fmt::Display for Finding {
    /// `@0xOFFSET RULE: message` (`@0xOFFSET+0xINNER` inside an indirect buffer).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "@{:#x}", self.site.offset)?;
        if let Some(inner) = self.site.inner {
            write!(f, "+{inner:#x}")?;
        }
        write!(f, " {}: {}", self.rule.code(), self.rule)
    }
}

/// Replays `words` into `shadow` (indirect buffers through `memory`, as in
/// [`replay`](super::state::replay)) and calls `found` for each finding, in
/// stream order (a missing size hint is reported when the packet after the
/// colour target is seen, or at the end).
pub fn lint<'a, M, F>(words: &'a [u32], shadow: &mut Shadow, memory: M, found: F)
where
    M: FnMut(u64, usize) -> Option<&'a [u32]>,
    F: FnMut(Finding),
{
    run_lint(words, shadow, &[], memory, found);
}

/// [`lint`], also checking the descriptors of the tables `tables` declares
/// (read through `memory`, as in [`replay_with`]).
///
/// # Errors
/// As [`replay_with`]: the declarations are refused before anything is
/// replayed or reported.
pub fn lint_with<'a, M, F>(
    words: &'a [u32],
    shadow: &mut Shadow,
    tables: &[TableDecl],
    memory: M,
    found: F,
) -> Result<(), TableDeclError>
where
    M: FnMut(u64, usize) -> Option<&'a [u32]>,
    F: FnMut(Finding),
{
    check_tables(tables)?;
    run_lint(words, shadow, tables, memory, found);
    Ok(())
}

/// [`lint_with`] of checked declarations.
fn run_lint<'a, M, F>(
    words: &'a [u32],
    shadow: &mut Shadow,
    tables: &[TableDecl],
    memory: M,
    mut found: F,
) where
    M: FnMut(u64, usize) -> Option<&'a [u32]>,
    F: FnMut(Finding),
{
    let mut l = Linter {
        started: starts_with_dispatch_init(words),
        flip: None,
        flip_reported: false,
        hint: None,
        rendered: [None; MAX_RENDERED],
        dma: [None; MAX_DMA_WRITES],
        clean: [false; CACHES.len()],
        fresh: [None; UserDataKinds::STAGES.len()],
        index_overwritten: None,
    };
    run(words, shadow, tables, memory, |site, event, state| {
        l.event(site, event, state, &mut found);
    });
    if let Some((site, slot)) = l.hint.take()
        && !slot_disabled(shadow, slot)
    {
        found(Finding {
            site,
            rule: Rule::NoSizeHint { slot },
        });
    }
}

/// Surfaces remembered as rendered and not yet flushed; when more are
/// pending the oldest is forgotten.
pub const MAX_RENDERED: usize = 16;

/// A surface an earlier draw rendered into.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Rendered {
    /// Base address in 256-byte units.
    base: u64,
    surface: Surface,
    /// Dword offset of the draw.
    at: usize,
}

/// CP DMA writes remembered while they may still be unsynced or unseen by
/// a cache ([`Rule::DmaWithoutSync`], [`Rule::DmaWithoutInvalidate`]); when
/// more are pending the oldest is forgotten.
pub const MAX_DMA_WRITES: usize = 16;

/// The caches [`Rule::DmaWithoutInvalidate`] follows, in the order of
/// [`CACHES`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Cache {
    /// The CB's (metadata) caches.
    Cb,
    /// The DB's (metadata) caches.
    Db,
    /// The texture L1 the shaders read T#s and V#s through.
    Tcl1,
}

/// Every [`Cache`], each at its index.
const CACHES: [Cache; 3] = [Cache::Cb, Cache::Db, Cache::Tcl1];

impl Cache {
    /// Its index in [`CACHES`].
    const fn index(self) -> usize {
        match self {
            Cache::Cb => 0,
            Cache::Db => 1,
            Cache::Tcl1 => 2,
        }
    }
}

/// Bytes `start..end` of GPU memory.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Span {
    start: u64,
    end: u64,
}

impl Span {
    const EMPTY: Span = Span { start: 0, end: 0 };
    const ALL: Span = Span {
        start: 0,
        end: u64::MAX,
    };

    fn contains(self, address: u64) -> bool {
        self.start <= address && address < self.end
    }

    fn is_empty(self) -> bool {
        self.start >= self.end
    }

    /// What is left of `self` outside `other`: all of it when `other`
    /// covers only a middle part.
    fn minus(self, other: Span) -> Span {
        let from_start = other.start <= self.start && other.end > self.start;
        let to_end = other.end >= self.end && other.start < self.end;
        match (from_start, to_end) {
            (true, true) => Span::EMPTY,
            (true, false) => Span {
                start: other.end,
                end: self.end,
            },
            (false, true) => Span {
                start: self.start,
                end: other.start,
            },
            (false, false) => self,
        }
    }
}

/// A CP DMA write to memory.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct DmaWrite {
    /// Dword offset of the DMA packet.
    at: usize,
    /// `CP_SYNC` on it or on a later DMA packet: the CP waited for it.
    synced: bool,
    /// Reported as [`Rule::DmaWithoutSync`].
    reported: bool,
    /// Per [`Cache`], the bytes it wrote that the cache may hold stale.
    pending: [Span; CACHES.len()],
}

impl DmaWrite {
    /// Whether it can still be reported.
    fn live(&self) -> bool {
        !self.synced || self.pending.iter().any(|p| !p.is_empty())
    }
}

struct Linter {
    started: bool,
    flip: Option<usize>,
    flip_reported: bool,
    /// A colour target bound and not yet followed by its size hint.
    hint: Option<(Site, u8)>,
    rendered: [Option<Rendered>; MAX_RENDERED],
    /// CP DMA writes, oldest first.
    dma: [Option<DmaWrite>; MAX_DMA_WRITES],
    /// Per [`Cache`]: invalidated over all memory, with no work of its unit
    /// since, so a DMA now leaves it nothing stale.
    clean: [bool; CACHES.len()],
    /// Per stage of [`UserDataKinds::STAGES`], the user-data registers written
    /// since the stage's `RSRC2` (bit `i`: register `i`); `None` before its
    /// first `RSRC2`.
    fresh: [Option<u16>; UserDataKinds::STAGES.len()],
    /// Dword offset of the first non-indexed draw after the last
    /// `INDEX_TYPE` packet: the one that overwrote its index type.
    index_overwritten: Option<usize>,
}

/// Registers of one colour target (`CB_COLORn_BASE` … `CLEAR_WORD1` and the
/// gaps up to the next target): the stride of the `CB_COLORn_*` families.
const CB_COLOR_STRIDE: u32 = CbColorNBase::<0>::STRIDE as u32;

/// Whether the stream starts with the PS4 compute initialiser's window.
fn starts_with_dispatch_init(words: &[u32]) -> bool {
    let mut window = [0u32; crate::ps4::init::INIT_WINDOW_DWORDS];
    let mut cb = crate::pm4::CommandBuffer::new(&mut window);
    if crate::ps4::init::dispatch_init_default_hardware_state(&mut cb).is_err() {
        return false;
    }
    words.starts_with(cb.as_slice())
}

impl Linter {
    fn event(
        &mut self,
        site: Site,
        event: Event<'_, '_>,
        state: &State<'_>,
        found: &mut impl FnMut(Finding),
    ) {
        let mut report = |rule| found(Finding { site, rule });
        match event {
            Event::Packet(d) => self.packet(site, d, state, found),
            Event::Draw(draw) => {
                check_draw(draw, state, &mut report);
                self.index_type(site, draw, state, &mut report);
                self.user_sgprs(draw, state, &mut report);
                self.hazards(site, draw, state, &mut report);
                self.dma_reads(draw, state, &mut report);
            }
            Event::Error(e) => report(Rule::Malformed(*e)),
            Event::Unreadable {
                what: MemoryRead::IndirectBuffer,
                address,
                dwords,
            } => report(Rule::UnreadableIb { address, dwords }),
            Event::Unreadable {
                what,
                address,
                dwords,
            } => report(Rule::UnreadableMemory {
                what,
                address,
                dwords,
            }),
        }
    }

    /// Notes a `SET_SH_REG` of `count` registers from `offset`: a stage's
    /// `RSRC2` starts its user data afresh, and the user-data registers
    /// written are fresh.
    fn note_sh_writes(&mut self, offset: u32, count: usize) {
        let end = offset.saturating_add(u32::try_from(count).unwrap_or(u32::MAX));
        for (stage, fresh) in UserDataKinds::STAGES.iter().zip(self.fresh.iter_mut()) {
            let rsrc2 = u32::from(stage.rsrc2_offset());
            if (offset..end).contains(&rsrc2) {
                *fresh = Some(0);
            }
            let Some(fresh) = fresh else {
                continue;
            };
            let base = u32::from(stage.user_data_offset());
            for register in offset.max(base)..end.min(base.saturating_add(16)) {
                // register - base < 16.
                *fresh |= 1 << register.saturating_sub(base);
            }
        }
    }

    /// [`Rule::IndexTypeStale`] at an indexed draw whose index type is not
    /// known ([`PacketState::index_type`](super::state::PacketState::index_type)
    /// `None`); a non-indexed draw that finds an index type known is
    /// remembered as the one that overwrote it.
    fn index_type(
        &mut self,
        site: Site,
        draw: &Draw,
        state: &State<'_>,
        report: &mut impl FnMut(Rule),
    ) {
        if draw.kind.is_indexed() && state.packets.index_type.is_none() {
            report(Rule::IndexTypeStale {
                kind: draw.kind,
                overwritten: self.index_overwritten,
            });
        }
        let overwrites = draw.kind.overwrites_index_type(state.shadow.gfx());
        if overwrites && state.packets.index_type.is_some() {
            self.index_overwritten = Some(site.offset);
        }
    }

    /// [`Rule::UserSgprCount`] at a draw (VS and PS) or dispatch (CS), for
    /// the hinted descriptors and declared table pointers written since the
    /// stage's last `RSRC2`: user data written before it may be meant for
    /// another program, and is not looked at, nor is a stage whose `RSRC2`
    /// was never written.
    fn user_sgprs(&self, draw: &Draw, state: &State<'_>, report: &mut impl FnMut(Rule)) {
        for (&stage, &fresh) in UserDataKinds::STAGES.iter().zip(self.fresh.iter()) {
            // No RSRC2 yet: no program to load user data into (the missing
            // program is a finding of its own).
            let Some(fresh) = fresh else {
                continue;
            };
            if draw.kind.is_dispatch() != (stage == Stage::Cs) {
                continue;
            }
            let user_sgpr = state.user_sgpr_count(stage);
            let mut check = |register: u8, dwords: usize, kind: Option<DescriptorKind>| {
                let written = fresh.checked_shr(u32::from(register)).unwrap_or(0) & 1 != 0;
                if written && usize::from(register).saturating_add(dwords) > usize::from(user_sgpr)
                {
                    report(Rule::UserSgprCount {
                        at: DescriptorSite {
                            stage,
                            register,
                            entry: None,
                        },
                        kind,
                        user_sgpr,
                    });
                }
            };
            if let Some(kinds) = state.user_data.of(stage) {
                for (register, kind) in (0u8..).zip(kinds.iter()) {
                    if let Some(kind) = kind {
                        check(register, kind.dwords(), Some(*kind));
                    }
                }
            }
            for table in state.tables.iter() {
                if table.decl.stage == stage {
                    check(table.decl.register, 2, None);
                }
            }
        }
    }

    fn packet(
        &mut self,
        site: Site,
        d: &Decoded<'_>,
        state: &State<'_>,
        found: &mut impl FnMut(Finding),
    ) {
        let filler = matches!(d.packet, Packet::Type2 | Packet::Nop(_));
        // The first packet of a chained indirect buffer counts as the first
        // (a constant-engine buffer's, which the replay does not walk, as well).
        let chain = matches!(
            d.packet,
            Packet::IndirectBuffer(_) | Packet::IndirectBufferConst(_)
        );
        if !self.started && !filler && !chain {
            self.started = true;
            if !matches!(d.packet, Packet::ContextControl(_) | Packet::ClearState(_)) {
                found(Finding {
                    site,
                    rule: Rule::NoStateReset,
                });
            }
        }
        if site.inner.is_none() {
            if let Some(at) = self.flip
                && !filler
                && !self.flip_reported
            {
                self.flip_reported = true;
                found(Finding {
                    site: Site {
                        offset: at,
                        inner: None,
                    },
                    rule: Rule::FlipNotLast { next: site.offset },
                });
            }
            if is_prepare_flip(d) {
                self.flip = Some(site.offset);
            }
        }
        self.size_hint(site, &d.packet, state.shadow, found);
        self.cache_actions(&d.packet);
        self.dma_packet(site, &d.packet);
        if matches!(d.packet, Packet::IndexType(_)) {
            self.index_overwritten = None;
        }
        let mut report = |rule| found(Finding { site, rule });
        let load = LoadClass::of(d);
        if let Some(class) = load
            && !state.load_enabled(class)
        {
            report(Rule::LoadDisabled {
                packet: d.packet.name().unwrap_or("LOAD_*_REG"),
                class,
            });
        }
        let loaded = load.is_none_or(|c| state.load_enabled(c));
        let gfx = state.shadow.gfx();
        let own_layout = match d.packet {
            Packet::Unknown { opcode, body } => {
                super::packet::other_layout_on(opcode, body.len(), gfx)
            }
            _ => None,
        };
        if let Some(own) = own_layout {
            // A body another generation's layout frames (gfx6's `COND_EXEC`):
            // right on that generation, another layout on the others.
            if let (false, Some(opcode)) = (own, d.packet.opcode()) {
                report(Rule::PacketNotOnGfx {
                    opcode,
                    gfx,
                    other_layout: true,
                });
            }
        } else if let Some(opcode) = d.packet.opcode() {
            match opcode.check_on(gfx) {
                Err(crate::pm4::Error::PacketNotOnGfx { .. }) => report(Rule::PacketNotOnGfx {
                    opcode,
                    gfx,
                    other_layout: false,
                }),
                Err(_) => report(Rule::PacketNotOnGfx {
                    opcode,
                    gfx,
                    other_layout: true,
                }),
                Ok(()) => {}
            }
        }
        if let Some(field) = d.field_not_on(gfx) {
            report(Rule::PacketFieldNotOnGfx {
                opcode: field.opcode,
                field: field.name,
                gfx,
            });
        }
        match &d.packet {
            Packet::SetRegs(s) => {
                if s.space == Space::Sh {
                    self.note_sh_writes(u32::from(s.offset()), s.values.len());
                }
                check_writes(s, state.shadow.gfx(), &mut report);
            }
            Packet::LoadShReg(p) => {
                // An ignored load writes no user data.
                if loaded {
                    for r in p.ranges {
                        let count = usize::try_from(r.num_dwords).unwrap_or(usize::MAX);
                        self.note_sh_writes(r.reg_offset, count);
                    }
                }
                check_ranges(Space::Sh, p.ranges, &mut report);
            }
            Packet::LoadContextReg(p) => check_ranges(Space::Context, p.ranges, &mut report),
            Packet::LoadUconfigReg(p) => check_ranges(Space::Uconfig, p.ranges, &mut report),
            Packet::LoadConfigReg(p) => check_ranges(Space::Config, p.ranges, &mut report),
            Packet::SetContextRegIndirect(p) => {
                let first = u32::from(p.offset.reg_offset());
                let count = u32::try_from(p.patch_offsets.len()).unwrap_or(u32::MAX);
                let range = [RegRange {
                    reg_offset: first,
                    num_dwords: count,
                }];
                check_ranges(Space::Context, &range, &mut report);
                let space_end = Space::Context.len();
                for offset in first..first.saturating_add(count).min(space_end) {
                    // The lookup `check_writes` makes, with no value to check.
                    let write = super::RegWrite {
                        space: Space::Context,
                        offset,
                        value: 0,
                    };
                    if write.info_on(gfx).is_none() {
                        report(Rule::UnknownRegister {
                            space: Space::Context,
                            offset,
                            gfx,
                        });
                    }
                }
            }
            _ => {}
        }
    }

    /// [`Rule::NoSizeHint`]: a colour target's register run (more runs of
    /// its registers may follow; one binding another target ends it) must
    /// be followed by the size hint, unless it leaves the slot disabled
    /// (`CB_COLORn_INFO.FORMAT = COLOR_INVALID` in `shadow`): no surface,
    /// no extent to announce.
    fn size_hint(
        &mut self,
        site: Site,
        p: &Packet<'_>,
        shadow: &Shadow,
        found: &mut impl FnMut(Finding),
    ) {
        let base0 = u32::from(CbColorNBase::<0>::OFFSET);
        let slots = CbColorNBase::<0>::SLOTS as u32;
        let targets = base0..base0.saturating_add(CB_COLOR_STRIDE.saturating_mul(slots));
        let (only_targets, bound) = match p {
            Packet::SetRegs(s) if s.space == Space::Context => {
                let only = s.writes().all(|w| targets.contains(&w.offset));
                let bound = s
                    .writes()
                    .map(|w| w.offset)
                    .filter(|o| targets.contains(o))
                    .filter_map(|o| o.checked_sub(base0))
                    .find(|r| r.checked_rem(CB_COLOR_STRIDE) == Some(0))
                    .and_then(|r| r.checked_div(CB_COLOR_STRIDE))
                    .and_then(|slot| u8::try_from(slot).ok());
                (only, bound)
            }
            _ => (false, None),
        };
        if let Some((at, slot)) = self.hint {
            // More registers of the target; a run binding the next target
            // (its `CB_COLORn_BASE`) ends the one before without its hint.
            if only_targets && bound.is_none() {
                return;
            }
            self.hint = None;
            if !is_size_hint(p) && !slot_disabled(shadow, slot) {
                found(Finding {
                    site: at,
                    rule: Rule::NoSizeHint { slot },
                });
            }
        }
        if let Some(slot) = bound {
            self.hint = Some((site, slot));
        }
    }

    /// Forgets rendered surfaces a flush event or a cache action covers,
    /// and the stale bytes of synced DMA writes the caches it invalidates
    /// covered.
    fn cache_actions(&mut self, p: &Packet<'_>) {
        let Some(action) = cache_action(p) else {
            return;
        };
        for slot in &mut self.rendered {
            let flushed = slot.is_some_and(|r| {
                let kind = match r.surface {
                    Surface::Color(_) => action.color,
                    Surface::Depth => action.depth,
                };
                kind && action.range.contains(r.base.saturating_mul(256))
            });
            if flushed {
                *slot = None;
            }
        }
        for w in self.dma.iter_mut().flatten() {
            // An invalidation while the DMA may still run proves nothing.
            if !w.synced {
                continue;
            }
            for (pending, &hit) in w.pending.iter_mut().zip(action.invalidated.iter()) {
                if hit {
                    *pending = pending.minus(action.range);
                }
            }
        }
        if action.range == Span::ALL {
            for (clean, &hit) in self.clean.iter_mut().zip(action.invalidated.iter()) {
                *clean |= hit;
            }
        }
        self.compact_dma();
    }

    /// Notes a `DMA_DATA` or `CP_DMA`: `CP_SYNC` makes the CP wait for
    /// every DMA before it; a write to memory is remembered, stale for the
    /// caches not [`clean`](Linter::clean).
    fn dma_packet(&mut self, site: Site, p: &Packet<'_>) {
        let (sync, dst_sel, dst, command) = match p {
            Packet::DmaData(d) => (
                d.control.cp_sync(),
                d.control.dst_sel(),
                d.dst_addr,
                d.command,
            ),
            Packet::CpDma(d) => (
                d.control.cp_sync(),
                d.control.dst_sel(),
                d.dst_addr,
                d.command,
            ),
            _ => return,
        };
        if sync {
            for w in self.dma.iter_mut().flatten() {
                w.synced = true;
            }
        }
        let to_memory = (dst_sel == CpDmaDstSel::DST_ADDR
            || dst_sel == CpDmaDstSel::DST_ADDR_USING_L2)
            && command.das() == DmaAddrSpace::MEMORY;
        let count = command.byte_count();
        // DAIC = NO_INCREMENT writes one dword over and over.
        let bytes = if command.daic() == DmaAddrInc::NO_INCREMENT {
            count.min(4)
        } else {
            count
        };
        if to_memory && bytes > 0 {
            let span = Span {
                start: dst,
                end: dst.saturating_add(u64::from(bytes)),
            };
            let mut pending = [span; CACHES.len()];
            for (p, &clean) in pending.iter_mut().zip(self.clean.iter()) {
                if clean {
                    *p = Span::EMPTY;
                }
            }
            let write = DmaWrite {
                at: site.offset,
                synced: sync,
                reported: false,
                pending,
            };
            if write.live() {
                match self.dma.iter().position(Option::is_none) {
                    Some(i) => {
                        if let Some(slot) = self.dma.get_mut(i) {
                            *slot = Some(write);
                        }
                    }
                    None => {
                        self.dma.rotate_left(1);
                        if let Some(last) = self.dma.last_mut() {
                            *last = Some(write);
                        }
                    }
                }
            }
        }
        self.compact_dma();
    }

    /// Drops the DMA writes that can no longer be reported, keeping the
    /// others in order at the front.
    fn compact_dma(&mut self) {
        let mut kept = [None; MAX_DMA_WRITES];
        let live = self.dma.iter().flatten().filter(|w| w.live());
        for (slot, w) in kept.iter_mut().zip(live) {
            *slot = Some(*w);
        }
        self.dma = kept;
    }

    /// [`Rule::DmaWithoutSync`] and [`Rule::DmaWithoutInvalidate`] at a draw
    /// or dispatch; then its units' caches hold lines again.
    fn dma_reads(&mut self, draw: &Draw, state: &State<'_>, report: &mut impl FnMut(Rule)) {
        for w in self.dma.iter_mut().flatten() {
            if !w.synced && !w.reported {
                w.reported = true;
                report(Rule::DmaWithoutSync { dma: w.at });
            }
        }
        let dma = &self.dma;
        dma_readers(draw, state, |reader, address| {
            let cache = reader.cache().index();
            let written =
                dma.iter().rev().flatten().find(|w| {
                    w.synced && w.pending.get(cache).is_some_and(|p| p.contains(address))
                });
            if let Some(w) = written {
                report(Rule::DmaWithoutInvalidate {
                    reader,
                    address,
                    dma: w.at,
                });
            }
        });
        for cache in CACHES {
            let used = cache == Cache::Tcl1 || !draw.kind.is_dispatch();
            if let Some(clean) = self.clean.get_mut(cache.index())
                && used
            {
                *clean = false;
            }
        }
    }

    /// [`Rule::FeedbackLoop`] and [`Rule::SampledWithoutFlush`], then
    /// remembers what this draw renders into.
    fn hazards(
        &mut self,
        site: Site,
        draw: &Draw,
        state: &State<'_>,
        report: &mut impl FnMut(Rule),
    ) {
        let mut targets = [None; 9];
        if !draw.kind.is_dispatch() {
            targets = bound_targets(state.shadow);
        }
        let stages: &[Stage] = if draw.kind.is_dispatch() {
            &[Stage::Cs]
        } else {
            &[Stage::Vs, Stage::Ps]
        };
        each_descriptor(stages, state, |at, view| {
            if view.kind != DescriptorKind::Image {
                return;
            }
            let base = image_base(&view);
            if let Some((_, surface)) = targets.iter().flatten().find(|(b, _)| *b == base) {
                report(Rule::FeedbackLoop {
                    at,
                    surface: *surface,
                });
            } else if let Some(r) = self.rendered.iter().flatten().find(|r| r.base == base) {
                report(Rule::SampledWithoutFlush {
                    at,
                    surface: r.surface,
                    rendered: r.at,
                });
            }
        });
        for (base, surface) in targets.into_iter().flatten() {
            let entry = Rendered {
                base,
                surface,
                at: site.offset,
            };
            let slot = match self
                .rendered
                .iter()
                .position(|r| r.is_some_and(|r| r.base == base))
            {
                Some(i) => i,
                None => match self.rendered.iter().position(Option::is_none) {
                    Some(i) => i,
                    None => {
                        self.rendered.rotate_left(1);
                        MAX_RENDERED - 1
                    }
                },
            };
            if let Some(s) = self.rendered.get_mut(slot) {
                *s = Some(entry);
            }
        }
    }
}

/// What a packet does to the caches.
struct CacheAction {
    /// Rendered colour data written back ([`Rule::SampledWithoutFlush`]).
    color: bool,
    /// Rendered depth data written back.
    depth: bool,
    /// Per [`Cache`], invalidated ([`Rule::DmaWithoutInvalidate`]).
    invalidated: [bool; CACHES.len()],
    /// Over which bytes.
    range: Span,
}

/// The cache action of a flush event (`EVENT_WRITE`, `EVENT_WRITE_EOP`,
/// `EVENT_WRITE_EOS`, `RELEASE_MEM`) or an `ACQUIRE_MEM` / `SURFACE_SYNC`,
/// `None` for any other packet.
fn cache_action(p: &Packet<'_>) -> Option<CacheAction> {
    let event = match p {
        Packet::EventWrite(e) => e.event.event_type(),
        Packet::EventWriteEop(e) => e.event.event_type(),
        Packet::EventWriteEos(e) => e.event.event_type(),
        // RELEASE_MEM's EVENT_TYPE is EVENT_WRITE_EOP's (VGT_EVENT_TYPE).
        Packet::ReleaseMem(r) => r.event.event_type(),
        Packet::AcquireMem(a) => {
            let size = a.size_256b();
            let start = a.base_256b().saturating_mul(256);
            let end = if size >= crate::pm4::ACQUIRE_MEM_FULL_SIZE {
                u64::MAX
            } else {
                a.base_256b().saturating_add(size).saturating_mul(256)
            };
            return Some(coher_action(a.caches(), Span { start, end }));
        }
        Packet::SurfaceSync(a) => {
            let start = u64::from(a.coher_base).saturating_mul(256);
            let end = if a.coher_size == u32::MAX {
                u64::MAX
            } else {
                u64::from(a.coher_base)
                    .saturating_add(u64::from(a.coher_size))
                    .saturating_mul(256)
            };
            return Some(coher_action(a.caches(), Span { start, end }));
        }
        _ => return None,
    };
    Some(event_action(event))
}

/// The action of an `ACQUIRE_MEM` / `SURFACE_SYNC` with `caches` over `range`.
fn coher_action(caches: crate::pm4::CoherCntl, range: Span) -> CacheAction {
    CacheAction {
        color: caches.cb_action_ena(),
        depth: caches.db_action_ena(),
        invalidated: [
            caches.cb_action_ena(),
            caches.db_action_ena(),
            caches.tcl1_action_ena(),
        ],
        range,
    }
}

/// The action of an event, over all memory. The flush-and-invalidate
/// events and `CACHE_FLUSH_TS` / `CACHE_FLUSH`, which write both caches
/// back without invalidating them (PAL's gfx9 `CmdUtil` picks
/// `CACHE_FLUSH_TS` to flush the CB and DB with no invalidation; the PS4's
/// end-of-pipe `kEopFlushCbDbCaches` is this event), flush rendered data.
/// The metadata events (`FLUSH_AND_INV_CB_META`, `FLUSH_AND_INV_DB_META`,
/// radeonsi's gfx6-8 flush of CMASK / FMASK / DCC and of HTILE) and the
/// two events that flush and invalidate both units invalidate the CB or DB
/// caches; the data-only events do not (radeonsi's gfx10 barrier sends
/// `FLUSH_AND_INV_CB_META` besides `FLUSH_AND_INV_CB_DATA_TS`, but not
/// besides `CACHE_FLUSH_AND_INV_TS_EVENT`).
fn event_action(event: EventType) -> CacheAction {
    use EventType as E;
    let both = [
        E::CACHE_FLUSH_AND_INV_TS_EVENT,
        E::CACHE_FLUSH_AND_INV_EVENT,
        E::CACHE_FLUSH_TS,
        E::CACHE_FLUSH,
    ];
    let color = both.contains(&event)
        || [E::FLUSH_AND_INV_CB_DATA_TS, E::FLUSH_AND_INV_CB_PIXEL_DATA].contains(&event);
    let depth = both.contains(&event)
        || [E::DB_CACHE_FLUSH_AND_INV, E::FLUSH_AND_INV_DB_DATA_TS].contains(&event);
    let invalidate_both = [
        E::CACHE_FLUSH_AND_INV_TS_EVENT,
        E::CACHE_FLUSH_AND_INV_EVENT,
    ];
    CacheAction {
        color,
        depth,
        invalidated: [
            invalidate_both.contains(&event) || event == E::FLUSH_AND_INV_CB_META,
            invalidate_both.contains(&event) || event == E::FLUSH_AND_INV_DB_META,
            false,
        ],
        range: Span::ALL,
    }
}

/// The surfaces the current draw writes, with their base addresses in
/// 256-byte units: colour targets enabled in `CB_TARGET_MASK` with a valid
/// format (when the CB is on), and the depth target with depth writes on.
fn bound_targets(s: &Shadow) -> [Option<(u64, Surface)>; 9] {
    let mut out = [None; 9];
    let color_on = s.reg::<CbColorControl>().mode() != CbMode::CB_DISABLE;
    let mask = s.reg::<CbTargetMask>().into_bits();
    for (slot, entry) in (0u8..8).zip(out.iter_mut()) {
        let enabled = CbTargetMask::FIELDS
            .get(usize::from(slot))
            .is_some_and(|f| f.extract(mask) != 0);
        let at = |o: Option<u16>| {
            o.and_then(|o| s.get(Space::Context, u32::from(o)))
                .unwrap_or(0)
        };
        let info = at(CbColorNInfo::<0>::slot_offset(usize::from(slot)));
        let base = at(CbColorNBase::<0>::slot_offset(usize::from(slot)));
        let format = CbColorNInfo::<0>::from_bits(info).format();
        if color_on && enabled && format != ColorFormat::COLOR_INVALID {
            *entry = Some((u64::from(base), Surface::Color(slot)));
        }
    }
    let dc = s.reg::<DbDepthControl>();
    if dc.z_write_enable()
        && s.reg::<DbZInfo>().format() != ZFormat::Z_INVALID
        && let Some(entry) = out.get_mut(8)
    {
        *entry = Some((
            u64::from(s.reg::<DbZWriteBase>().into_bits()),
            Surface::Depth,
        ));
    }
    out
}

/// A T#'s `BASE_ADDRESS` and `BASE_ADDRESS_HI`, in 256-byte units as
/// `CB_COLORn_BASE`.
fn image_base(view: &DescriptorView<'_>) -> u64 {
    let w0 = view.words.first().copied().unwrap_or(0);
    let w1 = view.words.get(1).copied().unwrap_or(0);
    let lo = SqImgRsrcWord0::from_bits(w0).base_address();
    let hi = SqImgRsrcWord1::from_bits(w1).base_address_hi();
    u64::from(lo) | (u64::from(hi) << 32)
}

/// A V#'s 48-bit byte address: `BASE_ADDRESS` and `BASE_ADDRESS_HI`.
fn buffer_base(view: &DescriptorView<'_>) -> u64 {
    let w0 = view.words.first().copied().unwrap_or(0);
    let w1 = view.words.get(1).copied().unwrap_or(0);
    let hi = SqBufRsrcWord1::from_bits(w1).base_address_hi();
    u64::from(w0) | (u64::from(hi) << 32)
}

/// Calls `f` with each memory a draw (or dispatch) reads that
/// [`Rule::DmaWithoutInvalidate`] checks, at its byte address: the
/// metadata of the bound colour targets the CB reads (CMASK with
/// `FAST_CLEAR` or `COMPRESSION`, FMASK with `COMPRESSION`, gfx8 DCC keys
/// with `DCC_ENABLE`), the HTILE the DB reads, and the T#s and V#s of the
/// draw's stages.
fn dma_readers(draw: &Draw, state: &State<'_>, mut f: impl FnMut(DmaReader, u64)) {
    let s = state.shadow;
    let stages: &[Stage] = if draw.kind.is_dispatch() {
        &[Stage::Cs]
    } else {
        &[Stage::Vs, Stage::Ps]
    };
    if !draw.kind.is_dispatch() {
        let at = |o: Option<u16>| {
            o.and_then(|o| s.get(Space::Context, u32::from(o)))
                .unwrap_or(0)
        };
        // The 256-byte-unit base registers.
        let base = |o: Option<u16>| u64::from(at(o)).saturating_mul(256);
        for (_, surface) in bound_targets(s).into_iter().flatten() {
            let Surface::Color(slot) = surface else {
                continue;
            };
            let i = usize::from(slot);
            let info = CbColorNInfo::<0>::from_bits(at(CbColorNInfo::<0>::slot_offset(i)));
            if info.fast_clear() || info.compression() {
                f(
                    DmaReader::Cmask(slot),
                    base(CbColorNCmask::<0>::slot_offset(i)),
                );
            }
            if info.compression() {
                f(
                    DmaReader::Fmask(slot),
                    base(CbColorNFmask::<0>::slot_offset(i)),
                );
            }
            if s.gfx() == Gfx::Gfx8 && info.dcc_enable() {
                f(
                    DmaReader::Dcc(slot),
                    base(CbColorNDccBase::<0>::slot_offset(i)),
                );
            }
        }
        let dc = s.reg::<DbDepthControl>();
        let z = s.reg::<DbZInfo>();
        let used = dc.z_enable() || dc.z_write_enable() || dc.stencil_enable();
        if used && z.format() != ZFormat::Z_INVALID && z.tile_surface_enable() {
            let htile = s.reg::<DbHtileDataBase>().into_bits();
            f(DmaReader::Htile, u64::from(htile).saturating_mul(256));
        }
    }
    each_descriptor(stages, state, |at, view| {
        let address = match view.kind {
            DescriptorKind::Image => image_base(&view).saturating_mul(256),
            DescriptorKind::Buffer => buffer_base(&view),
            DescriptorKind::Sampler => return,
        };
        f(
            DmaReader::Descriptor {
                at,
                kind: view.kind,
            },
            address,
        );
    });
}

/// Calls `f` for every descriptor of `stages`: those announced in user data
/// and those of the resolved tables.
fn each_descriptor(
    stages: &[Stage],
    state: &State<'_>,
    mut f: impl FnMut(DescriptorSite, DescriptorView<'_>),
) {
    for &stage in stages {
        let data = state.user_data(stage);
        if let Some(kinds) = state.user_data.of(stage) {
            for (i, view) in descriptors(kinds, &data, state.shadow.gfx()) {
                let register = u8::try_from(i).unwrap_or(u8::MAX);
                f(
                    DescriptorSite {
                        stage,
                        register,
                        entry: None,
                    },
                    view,
                );
            }
        }
    }
    for table in state.tables.iter() {
        if !stages.contains(&table.decl.stage) {
            continue;
        }
        for (i, view) in table.descriptors() {
            f(
                DescriptorSite {
                    stage: table.decl.stage,
                    register: table.decl.register,
                    entry: Some(u8::try_from(i).unwrap_or(u8::MAX)),
                },
                view,
            );
        }
    }
}

fn is_prepare_flip(d: &Decoded<'_>) -> bool {
    matches!(&d.packet, Packet::Nop(n) if matches!(n.marker(), Some(Marker::PrepareFlip(_))))
}

/// Whether colour slot `slot` is disabled in `shadow`: its
/// `CB_COLORn_INFO.FORMAT` is `COLOR_INVALID`.
fn slot_disabled(shadow: &Shadow, slot: u8) -> bool {
    CbColorNInfo::<0>::slot_offset(usize::from(slot))
        .and_then(|info| shadow.get(Space::Context, u32::from(info)))
        .is_some_and(|v| CbColorNInfo::<0>::from_bits(v).format() == ColorFormat::COLOR_INVALID)
}

/// Whether `p` is the PS4 render-target size hint: a 2-dword NOP whose
/// payload is `width | height << 16`, each in `1..=16384`, and no marker.
fn is_size_hint(p: &Packet<'_>) -> bool {
    const MAX: u32 = 16384;
    let Packet::Nop(n) = p else {
        return false;
    };
    let [payload] = n.body else {
        return false;
    };
    let (w, h) = (payload & 0xFFFF, payload >> 16);
    payload & crate::ps4::markers::MARKER_PREFIX_MASK != MARKER_PREFIX
        && (1..=MAX).contains(&w)
        && (1..=MAX).contains(&h)
}

/// [`Rule::RegisterOutsideSpace`] (once per packet), [`Rule::UnknownRegister`]
/// and [`Rule::ReservedBits`] (per register) for a `SET_*_REG` packet.
fn check_writes(s: &super::SetRegs<'_>, gfx: Gfx, report: &mut impl FnMut(Rule)) {
    let mut outside = false;
    for w in s.writes() {
        if w.offset >= s.space.len() {
            if !outside {
                outside = true;
                report(Rule::RegisterOutsideSpace {
                    space: s.space,
                    offset: w.offset,
                });
            }
            continue;
        }
        let Some(info) = w.info_on(gfx) else {
            report(Rule::UnknownRegister {
                space: w.space,
                offset: w.offset,
                gfx,
            });
            continue;
        };
        if info.fields.is_empty() {
            continue;
        }
        let covered = info.fields.iter().fold(0u32, |m, f| m | f.mask());
        let bits = w.value & !covered;
        if bits != 0 {
            report(Rule::ReservedBits {
                space: w.space,
                offset: w.offset,
                bits,
                gfx,
            });
        }
    }
}

/// [`Rule::RegisterOutsideSpace`] for the first range of `ranges` that
/// reaches past `space`, at its first register outside.
fn check_ranges(space: Space, ranges: &[RegRange], report: &mut impl FnMut(Rule)) {
    let end = u64::from(space.len());
    for r in ranges {
        let last = u64::from(r.reg_offset).saturating_add(u64::from(r.num_dwords));
        if r.num_dwords != 0 && last > end {
            report(Rule::RegisterOutsideSpace {
                space,
                offset: r.reg_offset.max(space.len()),
            });
            return;
        }
    }
}

/// The rules that look at the state at a draw or dispatch.
fn check_draw(draw: &Draw, state: &State<'_>, report: &mut impl FnMut(Rule)) {
    let s = state.shadow;
    // An indirect draw's instance count is in memory, not NUM_INSTANCES.
    let zero_instances = state.packets.num_instances == Some(0) && !draw.kind.is_indirect();
    if draw.kind.is_dispatch() {
        if state.program_address(Stage::Cs) == 0 {
            report(Rule::NoCsProgram);
        }
        if let Some(g) = draw.groups
            && g.contains(&0)
        {
            report(Rule::ZeroCount { kind: draw.kind });
        }
        check_descriptors(&[Stage::Cs], state, report);
        return;
    }
    if state.program_address(Stage::Vs) == 0 {
        report(Rule::NoVsProgram);
    }
    if state.program_address(Stage::Ps) == 0 {
        report(Rule::NoPsProgram);
    }
    let color_on = s.reg::<CbColorControl>().mode() != CbMode::CB_DISABLE;
    let target_mask = s.reg::<CbTargetMask>().into_bits();
    let shader_mask = s.reg::<CbShaderMask>().into_bits();
    let exports = s.reg::<SpiShaderColFormat>().into_bits();
    if color_on {
        // One field per colour slot in each of the three registers, slot 0 first.
        let slots = CbTargetMask::FIELDS
            .iter()
            .zip(CbShaderMask::FIELDS)
            .zip(SpiShaderColFormat::FIELDS);
        for (slot, ((target, shader), export)) in (0u8..8).zip(slots) {
            let exported = export.extract(exports) != SpiShaderExFormat::SPI_SHADER_ZERO.raw();
            let written = target.extract(target_mask) & shader.extract(shader_mask) != 0;
            let info = CbColorNInfo::<0>::slot_offset(usize::from(slot))
                .and_then(|o| s.get(Space::Context, u32::from(o)))
                .unwrap_or(0);
            let valid = CbColorNInfo::<0>::from_bits(info).format() != ColorFormat::COLOR_INVALID;
            if exported && !valid {
                report(Rule::ColorTargetInvalid { slot });
            } else if valid && !exported && written {
                report(Rule::TargetNotExported { slot });
            }
        }
    }
    let dc = s.reg::<DbDepthControl>();
    let no_z = s.reg::<DbZInfo>().format() == ZFormat::Z_INVALID;
    let no_stencil = s.reg::<DbStencilInfo>().format() == StencilFormat::STENCIL_INVALID;
    let test = dc.z_enable() && no_z;
    let write = dc.z_write_enable() && no_z;
    let stencil = dc.stencil_enable() && no_stencil;
    if test || write || stencil {
        report(Rule::DepthWithoutTarget {
            test,
            write,
            stencil,
        });
    }
    check_ps_inputs(s, report);
    check_descriptors(&[Stage::Vs, Stage::Ps], state, report);
    if draw.count == Some(0) || zero_instances {
        report(Rule::ZeroCount { kind: draw.kind });
    }
    if draw.kind.is_indexed()
        && let (Some(count), Some(size)) = (draw.count, draw.max_size)
        && u64::from(draw.first_index).saturating_add(u64::from(count)) > u64::from(size)
    {
        report(Rule::IndexOutOfBounds {
            first: draw.first_index,
            count,
            size,
        });
    }
}

/// [`Rule::PsInputNotExported`] for each PS input.
fn check_ps_inputs(s: &Shadow, report: &mut impl FnMut(Rule)) {
    // VS_EXPORT_COUNT is 5 bits, so exports is at most 32.
    let exports = s
        .reg::<SpiVsOutConfig>()
        .vs_export_count()
        .saturating_add(1);
    let inputs = s.reg::<SpiPsInControl>().num_interp().min(32);
    for input in 0..inputs {
        let at = |o: Option<u16>| {
            o.and_then(|o| s.get(Space::Context, u32::from(o)))
                .unwrap_or(0)
        };
        // Inputs 0..=19 and 20..=31 are two families of two layouts: the
        // second has no PT_SPRITE_TEX (its bit 17 is reserved).
        let (offset, sprite) = match SpiPsInputCntl0::slot_offset(usize::from(input)) {
            Some(o) => {
                let cntl = SpiPsInputCntl0::from_bits(at(Some(o)));
                (cntl.offset(), cntl.pt_sprite_tex())
            }
            None => {
                let o = SpiPsInputCntl20::slot_offset(usize::from(input));
                (SpiPsInputCntl20::from_bits(at(o)).offset(), false)
            }
        };
        // OFFSET bit 5 selects DEFAULT_VAL instead of a VS parameter.
        let default_value = offset & 0x20 != 0;
        if !default_value && !sprite && offset >= exports {
            report(Rule::PsInputNotExported {
                input,
                offset,
                exports,
            });
        }
    }
}

/// [`Rule::DescriptorType`] for each descriptor of `stages` (user data and tables),
/// and [`Rule::UnreadableTable`] for each of their tables not read.
fn check_descriptors(stages: &[Stage], state: &State<'_>, report: &mut impl FnMut(Rule)) {
    for table in state.tables.iter() {
        if stages.contains(&table.decl.stage) && table.words.is_none() {
            report(Rule::UnreadableTable {
                at: DescriptorSite {
                    stage: table.decl.stage,
                    register: table.decl.register,
                    entry: None,
                },
                address: table.address,
                dwords: table.decl.dwords(),
            });
        }
    }
    each_descriptor(stages, state, |at, view| {
        let word3 = view.words.get(3).copied().unwrap_or(0);
        let (found, valid) = match view.kind {
            DescriptorKind::Image => {
                // Types below SQ_RSRC_IMG_1D are reserved.
                let t = SqImgRsrcWord3::from_bits(word3).r#type();
                (t.into_bits(), t >= SqRsrcImgType::SQ_RSRC_IMG_1D)
            }
            DescriptorKind::Buffer => {
                let t = SqBufRsrcWord3::from_bits(word3).r#type();
                (t.into_bits(), t == SqRsrcBufType::SQ_RSRC_BUF)
            }
            DescriptorKind::Sampler => (0, true),
        };
        if !valid {
            report(Rule::DescriptorType {
                at,
                kind: view.kind,
                found,
            });
        }
    });
}
