//! Resource binding at engine speed: per-stage resource tables committed
//! through the constant engine (CE) or by the CPU, a register shadow that
//! skips unchanged writes, pipelines and resource sets bound with one call,
//! per-draw data inside the command buffer, and independent command buffers
//! chained in submission order.
//!
//! Everything lives in memory the caller hands in: the CPU copy of the
//! tables ([`TableStorage`]), the GPU ring the CE dumps into (an address
//! range, [`Ring`]) or the CPU-written arena ([`Arena`]), and the DE / CE
//! [`CommandBuffer`](crate::pm4::CommandBuffer)s. Nothing allocates.
//!
//! # Table layout
//!
//! Each of the 7 hardware stages ([`Stage`]) has `0x642` dwords of tables,
//! in the layout of the PS4 constant update engine described by the engine
//! report (seed 000):
//!
//! | [`TableKind`] | slots × dwords | dword offset |
//! |---|---|---|
//! | `Textures` (T#) | 128 × 8 | `0x000` |
//! | `RwTextures` (T#) | 16 × 8 | `0x400` |
//! | `Samplers` (S#) | 16 × 4 | `0x480` |
//! | `VertexBuffers` (V#) | 32 × 4 | `0x4C0` |
//! | `ConstantBuffers` (V#) | 20 × 4 | `0x540` |
//!
//! Stage `i` (in the order of [`stage_index`], this crate's own order)
//! occupies CE RAM bytes `i × 0x642 × 4 ..`, 44,856 bytes for all seven,
//! within Liverpool's [`CE_RAM_BYTES`] (48 KiB; desktop gfx6-gfx8 under
//! Linux give user space 32 KiB, which holds the first five stages').
//!
//! # Commit order (CE mode)
//!
//! Before a draw, [`Binder::draw`] looks at each table the bound
//! [`ResourceLayout`] uses. A table whose contents changed since its last
//! dump (or that was never dumped, or is now used over more slots) is
//! committed:
//!
//! | engine | packets, in order |
//! |---|---|
//! | CE | `WAIT_ON_DE_COUNTER_DIFF` of a quarter of the ring (only once a committed table's ring has wrapped, when its next slot starts a quarter; see below) |
//! | CE | per committed table: `WRITE_CONST_RAM` of the slots changed since CE RAM last held them (within the used range), then `DUMP_CONST_RAM` of the used range to the table's next ring slot |
//! | CE | `INCREMENT_CE_COUNTER` (`INC_CE_COUNTER` = 1) |
//! | DE | `SET_SH_REG` of the stage's user SGPR pair to the slot address (skipped by the [`Shadow`] when unchanged) |
//! | DE | `WAIT_ON_CE_COUNTER` (`CONTROL` = 1), the draw, `INCREMENT_DE_COUNTER` |
//!
//! Draws that commit nothing get none of the counter packets. Sources:
//! radeonsi (Mesa 17.x `si_upload_descriptors`, `si_ce_upload`,
//! `si_ce_pre_draw_synchronization`, `si_ce_post_draw_synchronization`):
//! `WRITE_CONST_RAM` of the dirty ranges, `DUMP_CONST_RAM`, then
//! `INCREMENT_CE_COUNTER` (body 1) on the CE and `WAIT_ON_CE_COUNTER` (body
//! dword 1) before the draw and `INCREMENT_DE_COUNTER` (body 0) after it on the DE,
//! only when something was dumped. AMD PAL (gfx6 `HandleCeRinging`,
//! `DumpUserDataTableCeRam`): once a CE ring has wrapped inside a command
//! buffer, the CE waits with `WAIT_ON_DE_COUNTER_DIFF` of a quarter of the
//! ring before the dump that enters a new quarter (this crate applies it
//! once a table's ring has wrapped at all, not only within one recording), so it never runs more
//! than a quarter ring ahead of the DE.
//!
//! K-cache: the CE's dumps go through L2, the shaders read the tables
//! through the K-cache. PAL (gfx6 `HandleCeRinging`, `WaitOnCeCounter`,
//! `BuildWaitOnCeCounter`) sets bit 0 of the `WAIT_ON_CE_COUNTER` word
//! (`CONTROL`, which PAL's packet header calls "conditional surface sync for
//! wrapping CE buffers") only on the wait at the half and at the end of a
//! ring that has wrapped, to invalidate the K-cache there. This crate writes
//! radeonsi's word, `CONTROL` = 1, on every wait, so the invalidation PAL
//! asks for at those points is requested at every wait, those points
//! included. Whether the bit costs anything on a wait where no ring wrapped
//! ("conditional") is not documented publicly.
//!
//! # Ring sizing
//!
//! Each (stage, table) has its own ring of [`Ring::slots`] slots of the
//! table's full size, one slot per dump, so a slot is overwritten only by
//! the same table's dump `slots` dumps later. Within a recording the
//! counter wait above keeps the CE behind. Across submissions this crate
//! does not rely on the counters: a dump that would overwrite a slot whose
//! contents were read by one of the `frames_in_flight − 1` previous frames
//! is refused with [`Error::RingTooSmall`]. A frame here is one recording:
//! what a binder records between two [`Binder::begin`] calls. A ring needs at least 4 slots (a quarter of it
//! must be at least one draw).
//!
//! # CPU mode
//!
//! Without the CE ([`Mode::Cpu`]), a committed table's used range is copied
//! by the CPU into the next free bytes of a caller-owned, GPU-visible
//! [`Arena`], and the user SGPRs point there; no CE packet and no counter
//! packet is written. A table that has not changed keeps pointing at its
//! last copy until [`Binder::reset_arena`] starts the arena over (once the
//! GPU is done with it, e.g. once a frame): from then on every table counts
//! as changed and is copied again before the next draw that reads it.
//!
//! Every [`Binder`] call that writes is all or nothing across the DE and CE
//! buffers (and the arena): on error neither buffer, the arena, the tables'
//! state nor the shadow changes. A buffer made with
//! [`CommandBuffer::for_gfx`](crate::pm4::CommandBuffer::for_gfx) refuses
//! through the binder what it refuses through its own methods: a
//! pipeline's register the generation lacks, a draw packet's field it
//! lacks. The commit's own packets and the user-data registers its
//! pointers go to exist on gfx6, gfx7 and gfx8.

mod binder;
mod chain;
mod pipeline;
mod shadow;
mod table;

pub use binder::{Arena, Binder, DrawStats, Mode, Ring};
pub use chain::{Recorded, chain, chain_dwords};
pub use pipeline::{Pipeline, ResourceSet};
pub use shadow::Shadow;
pub use table::{
    CE_RAM_BYTES, ResourceLayout, STAGE_ORDER, STAGE_TABLE_DWORDS, STAGES, TABLES_DWORDS,
    TableKind, TableStorage, TableUse, stage_index,
};

/// The hardware shader stages, shared with the register blocks.
pub use crate::blocks::shader::Stage;

use crate::regs::Gfx;
use crate::{desc, pm4};
use core::fmt;

/// Why a binding call was refused (nothing was written).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Error {
    /// A packet was refused, or the DE or CE buffer is too small for the
    /// whole commit ([`pm4::Error::OutOfSpace`]).
    Pm4(pm4::Error),
    /// A descriptor (the per-draw V#) could not be built.
    Desc(desc::Error),
    /// A table slot outside the table (`slot + count > slots`).
    SlotOutOfRange {
        /// The stage.
        stage: Stage,
        /// The table.
        table: TableKind,
        /// First slot asked for.
        slot: usize,
        /// Slots asked for.
        count: usize,
    },
    /// Descriptor words whose length is not a whole number of slots of the table.
    BadDescriptorLength {
        /// The table.
        table: TableKind,
        /// Dwords given.
        dwords: usize,
    },
    /// A layout names a user SGPR pair outside `SPI_SHADER_USER_DATA_*_0..15`
    /// (`sgpr + 1 > 15`), or uses more slots than the table has, or two
    /// tables share a user SGPR.
    BadLayout {
        /// The stage.
        stage: Stage,
        /// The table.
        table: TableKind,
    },
    /// The bound shader uses a table slot that no setter has filled.
    Unfilled {
        /// The stage.
        stage: Stage,
        /// The table.
        table: TableKind,
        /// The first unfilled slot.
        slot: usize,
    },
    /// The ring cannot hold what the caller asks: fewer than 4 slots,
    /// `frames_in_flight` outside `1..=MAX_FRAMES_IN_FLIGHT`, or a dump would
    /// overwrite a slot an earlier frame still in flight reads.
    RingTooSmall {
        /// Slots per table the ring has.
        slots: u32,
        /// Frames in flight the caller asked for.
        frames_in_flight: u8,
    },
    /// The CPU-mode arena has too little room for the commit.
    ArenaFull {
        /// Bytes the commit needs.
        needed: usize,
        /// Bytes left.
        remaining: usize,
    },
    /// The CE mode needs a CE command buffer and none was given (or one was
    /// given in CPU mode).
    ConstantEngineBuffer {
        /// Whether the binder runs in CE mode.
        ce_mode: bool,
    },
    /// A pipeline's pre-encoded dwords hold something other than
    /// `SET_SH_REG` / `SET_CONTEXT_REG` packets and `NOP`s, or a packet runs
    /// past the end (dword `offset`).
    BadPipeline {
        /// Dword offset of the offending packet.
        offset: usize,
    },
    /// A pipeline's `NOP` (the first at dword `offset`) follows its last
    /// register packet: a `NOP` is written with the register packet after
    /// it, and these have none.
    TrailingNop {
        /// Dword offset of the first such `NOP`.
        offset: usize,
    },
    /// The GPU address of a command buffer, ring or table is not 4-byte
    /// aligned, or that of an arena not 32-byte aligned, or the memory does
    /// not end below 2^48.
    BadAddress {
        /// The address given.
        address: u64,
    },
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Error::Pm4(e) => e.fmt(f),
            Error::Desc(e) => e.fmt(f),
            Error::SlotOutOfRange {
                stage,
                table,
                slot,
                count,
            } => write!(
                f,
                "{count} slot(s) from {slot} do not lie in the {stage:?} {} table ({} slots)",
                table.name(),
                table.slots()
            ),
            Error::BadDescriptorLength { table, dwords } => write!(
                f,
                "{dwords} dwords are not whole {}-dword slots of the {} table",
                table.slot_dwords(),
                table.name()
            ),
            Error::BadLayout { stage, table } => write!(
                f,
                "{stage:?} layout of the {} table: user SGPR pair or slot count out of range, or SGPR shared",
                table.name()
            ),
            Error::Unfilled { stage, table, slot } => write!(
                f,
                "the {stage:?} shader uses slot {slot} of the {} table, which nothing filled",
                table.name()
            ),
            Error::RingTooSmall {
                slots,
                frames_in_flight,
            } => write!(
                f,
                "a ring of {slots} slots per table is too small for {frames_in_flight} frame(s) in flight"
            ),
            Error::ArenaFull { needed, remaining } => write!(
                f,
                "table arena full: the commit needs {needed} bytes, {remaining} left"
            ),
            Error::ConstantEngineBuffer { ce_mode: true } => {
                f.write_str("the constant-engine mode needs a CE command buffer")
            }
            Error::ConstantEngineBuffer { ce_mode: false } => {
                f.write_str("the CPU mode takes no CE command buffer")
            }
            Error::BadPipeline { offset } => write!(
                f,
                "pipeline dwords at {offset}: not a SET_SH_REG / SET_CONTEXT_REG / NOP packet inside the slice"
            ),
            Error::TrailingNop { offset } => write!(
                f,
                "pipeline dwords at {offset}: NOPs after the last SET_SH_REG / SET_CONTEXT_REG packet"
            ),
            Error::BadAddress { address } => write!(
                f,
                "GPU address {address:#x} is not aligned (4 bytes, an arena 32) or its memory does not end below 2^48"
            ),
        }
    }
}

impl core::error::Error for Error {
    fn source(&self) -> Option<&(dyn core::error::Error + 'static)> {
        match self {
            Error::Pm4(e) => Some(e),
            Error::Desc(e) => Some(e),
            _ => None,
        }
    }
}

impl From<pm4::Error> for Error {
    fn from(e: pm4::Error) -> Self {
        Error::Pm4(e)
    }
}

impl From<desc::Error> for Error {
    fn from(e: desc::Error) -> Self {
        Error::Desc(e)
    }
}

/// Most frames in flight a [`Ring`] tracks.
pub const MAX_FRAMES_IN_FLIGHT: u8 = 4;

/// Whether every packet of `ops` exists with its gfx7 layout on gfx6, gfx7
/// and gfx8 (checked at compile time for the packets a binder writes).
const fn on_every_gfx(mut ops: &[pm4::Opcode]) -> bool {
    while let [op, rest @ ..] = ops {
        if op.check_on(Gfx::Gfx6).is_err()
            || op.check_on(Gfx::Gfx7).is_err()
            || op.check_on(Gfx::Gfx8).is_err()
        {
            return false;
        }
        ops = rest;
    }
    true
}

/// `Ok` when `address` is 4-byte aligned and below 2^48.
const fn check_gpu_address(address: u64) -> Result<(), Error> {
    if !address.is_multiple_of(4) || address >= 1 << 48 {
        return Err(Error::BadAddress { address });
    }
    Ok(())
}
