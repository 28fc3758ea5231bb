//! [`Binder`]: the tables' bookkeeping and the commit before each draw.

use super::table::{
    KINDS, STAGE_ORDER, TABLES, TableState, check_slots, prefix_mask, slot_range, table_base,
    table_id,
};
use super::{
    Error, MAX_FRAMES_IN_FLIGHT, ResourceLayout, STAGES, Shadow, Stage, TableKind, TableStorage,
    TableUse, check_gpu_address, on_every_gfx, stage_index,
};
use crate::pm4;
use crate::pm4::packet::{encode, header_flags};
use crate::pm4::{
    CE_COUNTER_DWORDS, CommandBuffer, ConstRamNumDwords, ConstRamOffset, DUMP_CONST_RAM_DWORDS,
    DumpConstRam, DumpConstRamControl, IncrementCeCounter, IncrementCeCounterWord,
    IncrementDeCounter, Opcode, TypedPacket, WaitOnCeCounter, WaitOnCeCounterWord,
    WaitOnDeCounterDiff, WriteConstRam, set_reg_head, set_regs_dwords, type3,
};
use crate::regs::{Gfx, Space};

/// The GPU ring the constant engine dumps tables into: for each (stage,
/// table) `slots` slots of the table's full size, laid out stage by stage
/// in table order ([`Ring::bytes`] in all).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Ring {
    base: u64,
    slots: u32,
    frames_in_flight: u8,
}

impl Ring {
    /// A ring at GPU address `base` (4-byte aligned, below 2^48) with
    /// `slots` slots per table, for `frames_in_flight` recordings the GPU
    /// may still execute (the current one included).
    ///
    /// # Errors
    /// [`Error::RingTooSmall`] for fewer than 4 slots or frames in flight
    /// outside `1..=MAX_FRAMES_IN_FLIGHT`; [`Error::BadAddress`], also when
    /// the ring's end passes 2^48.
    pub const fn new(base: u64, slots: u32, frames_in_flight: u8) -> Result<Ring, Error> {
        if slots < 4 || frames_in_flight == 0 || frames_in_flight > MAX_FRAMES_IN_FLIGHT {
            return Err(Error::RingTooSmall {
                slots,
                frames_in_flight,
            });
        }
        if let Err(e) = check_gpu_address(base) {
            return Err(e);
        }
        match base.checked_add(Self::bytes(slots)) {
            Some(end) if end <= 1 << 48 => Ok(Ring {
                base,
                slots,
                frames_in_flight,
            }),
            _ => Err(Error::BadAddress { address: base }),
        }
    }

    /// Bytes a ring of `slots` slots per table takes: `0x642 × 7 × 4 × slots`.
    pub const fn bytes(slots: u32) -> u64 {
        (super::TABLES_DWORDS as u64)
            .saturating_mul(4)
            .saturating_mul(slots as u64)
    }

    /// Slots per table.
    pub const fn slots(&self) -> u32 {
        self.slots
    }

    /// Whether the CE waits for the DE before dump number `j` of a table,
    /// into slot `pos`: PAL's rule, once the ring has wrapped, at each
    /// quarter of the ring.
    const fn wait_before(&self, j: u32, pos: u32) -> bool {
        j >= self.slots
            && match pos.checked_rem(self.slots / 4) {
                Some(r) => r == 0,
                None => false,
            }
    }

    /// GPU address of slot `slot` (taken modulo the slot count) of (stage, table).
    pub const fn slot_address(&self, stage: Stage, table: TableKind, slot: u32) -> u64 {
        let slots = self.slots as u64;
        let region = (table_base(stage, table) as u64).wrapping_mul(slots);
        let pos = match slot.checked_rem(self.slots) {
            Some(p) => p,
            None => 0,
        };
        let within = (pos as u64).wrapping_mul(table.dwords() as u64);
        self.base
            .wrapping_add(region.wrapping_add(within).wrapping_mul(4))
    }
}

/// A caller-owned, GPU-visible arena the CPU mode copies tables into: the
/// CPU view `cpu` of memory the GPU sees at `gpu`.
///
/// Copies go to the next free bytes; [`Binder::reset_arena`] starts over
/// at the beginning (the arena is the binder's once handed to it, so the
/// tables it points into are copied again).
#[derive(Debug)]
pub struct Arena<'a> {
    cpu: &'a mut [u32],
    gpu: u64,
    used: usize,
}

impl<'a> Arena<'a> {
    /// An empty arena over `cpu`, which the GPU reads at `gpu`.
    ///
    /// # Errors
    /// [`Error::BadAddress`] unless `gpu` is 32-byte aligned and the arena
    /// ends below 2^48.
    pub fn new(cpu: &'a mut [u32], gpu: u64) -> Result<Self, Error> {
        let bytes = (cpu.len() as u64).saturating_mul(4);
        if !gpu.is_multiple_of(32) || gpu.checked_add(bytes).is_none_or(|e| e > 1 << 48) {
            return Err(Error::BadAddress { address: gpu });
        }
        Ok(Arena { cpu, gpu, used: 0 })
    }

    /// Dwords used so far.
    pub const fn used(&self) -> usize {
        self.used
    }

    /// The dwords copied so far.
    pub fn as_slice(&self) -> &[u32] {
        self.cpu.get(..self.used).unwrap_or(&[])
    }
}

/// Where committed tables go.
#[derive(Debug)]
pub enum Mode<'a> {
    /// Through the constant engine: `WRITE_CONST_RAM` + `DUMP_CONST_RAM`
    /// into a [`Ring`] on the CE buffer, counters on both.
    ConstantEngine(Ring),
    /// Copied by the CPU into an [`Arena`]; no CE buffer.
    Cpu(Arena<'a>),
}

/// What the binder has done so far (for the example's and bench's report).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct DrawStats {
    /// Draws recorded.
    pub draws: u64,
    /// Tables dumped (CE) or copied (CPU).
    pub tables_committed: u64,
    /// Dwords written into CE RAM with `WRITE_CONST_RAM`.
    pub ce_ram_dwords: u64,
    /// Pipelines bound (not counting binds of the pipeline already bound).
    pub pipelines_bound: u64,
}

/// One table the bound layouts read: what is fixed when the layout is set
/// (worked out once, so a draw only reads it), and what [`Binder::plan`]
/// works out for the next draw.
#[derive(Clone, Copy, Debug)]
struct Used {
    stage: Stage,
    table: TableKind,
    u: TableUse,
    /// The table's index among the [`TABLES`] (below 35).
    id: u8,
    /// Dwords per slot (4 or 8).
    per: u8,
    /// CE RAM / table dword offset of the table (below `TABLES_DWORDS`).
    base: u16,
    /// SH offset of the pointer's low dword.
    ptr: u16,
    /// The slots the shader reads.
    mask: u128,
    /// Header and offset dword of the pointer's `SET_SH_REG`.
    ptr_head: [u32; 2],
    /// `DUMP_CONST_RAM` dwords 0..=2: header, CE RAM byte offset, dwords.
    dump: [u32; 3],
    /// GPU address of the table's ring region (CE mode).
    ring_at: u64,
    /// Bytes of one ring slot: the whole table.
    slot_bytes: u64,
    /// Planned: the table is committed before the next draw.
    commit: bool,
    /// Planned: slots `lo..hi` are written into CE RAM first (none when equal).
    lo: u8,
    hi: u8,
    /// Planned: the shadow lacks the pointer, so its `SET_SH_REG` is written.
    write_ptr: bool,
    /// Planned: the address the pointer holds after the draw.
    addr: u64,
}

impl Used {
    /// `stage`'s shader reading `table` as `u` (a validated layout), with
    /// its ring region in `ring` (CE mode).
    fn new(stage: Stage, table: TableKind, u: TableUse, ring: Option<&Ring>) -> Self {
        let ptr = stage.user_data_offset().saturating_add(u16::from(u.sgpr));
        let base = table_base(stage, table);
        let per = table.slot_dwords();
        // Every value fits: ids below 35, bases below `TABLES_DWORDS` (CE
        // RAM byte offsets below 2^16), at most 1,024 dwords dumped (inside
        // the 15-bit `NUM_DWORDS`), 8 dwords a slot.
        let dumped = usize::from(u.slots).saturating_mul(per).min(0x7FFF);
        let dump = [
            DUMP,
            DumpConstRamControl::new()
                .with_offset(base.wrapping_mul(4) as u16)
                .into_bits(),
            ConstRamNumDwords::new()
                .with_num_dwords(dumped as u16)
                .into_bits(),
        ];
        Used {
            stage,
            table,
            u,
            id: table_id(stage, table) as u8,
            per: per as u8,
            base: base as u16,
            ptr,
            mask: prefix_mask(usize::from(u.slots)),
            ptr_head: set_reg_head(Space::Sh, ptr, 2, 0),
            dump,
            ring_at: ring.map_or(0, |r| r.slot_address(stage, table, 0)),
            slot_bytes: (table.dwords() as u64).wrapping_mul(4),
            commit: false,
            lo: 0,
            hi: 0,
            write_ptr: false,
            addr: 0,
        }
    }

    /// Dwords dumped (or copied to the arena): the used slots.
    fn dwords(&self) -> usize {
        usize::from(self.u.slots).saturating_mul(usize::from(self.per))
    }

    /// Dwords written into CE RAM.
    fn ram_dwords(&self) -> usize {
        usize::from(self.hi.saturating_sub(self.lo)).saturating_mul(usize::from(self.per))
    }

    /// The pointer's two dwords.
    fn pointer(&self) -> [u32; 2] {
        [self.addr as u32, (self.addr >> 32) as u32]
    }
}

/// The totals of a planned commit, counted before anything is written.
#[derive(Clone, Copy, Debug, Default)]
struct Totals {
    /// Tables committed.
    n: usize,
    /// `WAIT_ON_DE_COUNTER_DIFF` value, once a ring has wrapped.
    wait_diff: Option<u32>,
    /// CE dwords of the commit.
    ce: usize,
    /// DE dwords of the pointer writes.
    pointers: usize,
    /// Dwords written into CE RAM.
    ram: usize,
    /// Arena dwords used after the commit (CPU mode).
    arena_end: usize,
}

/// The header of a fixed-size packet `P` with `body` body dwords.
const fn header<'p, P: TypedPacket<'p>>(body: usize) -> u32 {
    type3(P::OPCODE, body, false, P::SHADER_TYPE)
}

/// `WAIT_ON_CE_COUNTER` with `CONTROL` = 1: radeonsi's word, which PAL
/// (gfx6 `BuildWaitOnCeCounter`) sets to invalidate the K-cache
/// ("conditional surface sync for wrapping CE buffers").
const WAIT_ON_CE: [u32; 2] = [
    header::<WaitOnCeCounter>(1),
    WaitOnCeCounterWord::new().with_control(true).into_bits(),
];
/// `INCREMENT_DE_COUNTER` (body 0).
const INCREMENT_DE: [u32; 2] = [header::<IncrementDeCounter>(1), 0];
/// `INCREMENT_CE_COUNTER` with `INC_CE_COUNTER` = 1.
const INCREMENT_CE: [u32; 2] = [
    header::<IncrementCeCounter>(1),
    IncrementCeCounterWord::new()
        .with_inc_ce_counter(true)
        .into_bits(),
];
/// The header of `WAIT_ON_DE_COUNTER_DIFF`.
const WAIT_ON_DE_DIFF: u32 = header::<WaitOnDeCounterDiff>(1);
/// The header of `DUMP_CONST_RAM`.
const DUMP: u32 = header::<DumpConstRam>(DUMP_CONST_RAM_DWORDS - 1);

// Every packet the commit writes exists with its gfx7 layout on every
// generation, so a commit needs no generation check at run time (the
// caller's draw packet is checked per draw).
const _: () = assert!(on_every_gfx(&[
    Opcode::WRITE_CONST_RAM,
    Opcode::DUMP_CONST_RAM,
    Opcode::INCREMENT_CE_COUNTER,
    Opcode::WAIT_ON_DE_COUNTER_DIFF,
    Opcode::SET_SH_REG,
    Opcode::WAIT_ON_CE_COUNTER,
    Opcode::INCREMENT_DE_COUNTER,
]));

/// Whether generation `gfx` has the draw packet `P` with its gfx7 layout,
/// worked out at compile time for each generation.
struct DrawOn<'p, P>(core::marker::PhantomData<(&'p (), P)>);

impl<'p, P: TypedPacket<'p>> DrawOn<'p, P> {
    const GFX6: Result<(), pm4::Error> = P::OPCODE.check_on(Gfx::Gfx6);
    const GFX7: Result<(), pm4::Error> = P::OPCODE.check_on(Gfx::Gfx7);
    const GFX8: Result<(), pm4::Error> = P::OPCODE.check_on(Gfx::Gfx8);

    /// [`Opcode::check_on`] of `P` for `gfx`.
    const fn check(gfx: Gfx) -> Result<(), pm4::Error> {
        match gfx {
            Gfx::Gfx6 => Self::GFX6,
            Gfx::Gfx7 => Self::GFX7,
            Gfx::Gfx8 => Self::GFX8,
        }
    }
}

/// A write cursor over free dwords whose room was checked before.
struct Words<'o> {
    out: &'o mut [u32],
    at: usize,
}

impl Words<'_> {
    /// Writes `words` at the cursor and moves past them.
    #[inline]
    fn put<const N: usize>(&mut self, words: [u32; N]) {
        if let Some(dst) = self
            .out
            .get_mut(self.at..)
            .and_then(|s| s.first_chunk_mut::<N>())
        {
            *dst = words;
        }
        // `at` stays within the checked room, far below `usize::MAX`.
        self.at = self.at.wrapping_add(N);
    }

    /// Writes `words` at the cursor and moves past them: one or two
    /// descriptors as fixed-size copies, more with one slice copy.
    #[inline]
    fn put_slice(&mut self, words: &[u32]) {
        if let Ok(&w) = <&[u32; 4]>::try_from(words) {
            self.put(w);
        } else if let Ok(&w) = <&[u32; 8]>::try_from(words) {
            self.put(w);
        } else {
            let end = self.at.saturating_add(words.len());
            if let Some(dst) = self.out.get_mut(self.at..end) {
                dst.copy_from_slice(words);
            }
            self.at = end;
        }
    }
}

/// The recordings (frames) in flight and which ring slots each table's
/// next dumps may overwrite.
#[derive(Debug)]
struct Frames {
    /// Recordings begun (the current one is `recording`).
    recording: u32,
    /// Per recording (mod `MAX_FRAMES_IN_FLIGHT`): each table's dump count at its start.
    starts: [[u32; TABLES]; MAX_FRAMES_IN_FLIGHT as usize],
    /// Per table `[below, from]`: a dump may overwrite the slot of the
    /// dump numbered `old` when `old < below` (read by no recording still
    /// in flight) or `old >= from` (made by the current recording, which
    /// the counters order). Worked out at each [`Binder::begin`].
    guard: [[u32; 2]; TABLES],
}

/// Table `id`'s dump count at the start of recording `rec`.
fn start_of(starts: &[[u32; TABLES]; MAX_FRAMES_IN_FLIGHT as usize], rec: u32, id: usize) -> u32 {
    starts
        .get(
            (rec as usize)
                .checked_rem(MAX_FRAMES_IN_FLIGHT as usize)
                .unwrap_or(0),
        )
        .and_then(|a| a.get(id))
        .copied()
        .unwrap_or(0)
}

impl Frames {
    /// Starts the next recording, the tables having been dumped `dumps`
    /// times, with `frames_in_flight` recordings the GPU may still run.
    fn begin(&mut self, dumps: [u32; TABLES], frames_in_flight: u8) {
        self.recording = self.recording.wrapping_add(1);
        if let Some(start) = self.starts.get_mut(
            (self.recording as usize)
                .checked_rem(MAX_FRAMES_IN_FLIGHT as usize)
                .unwrap_or(0),
        ) {
            *start = dumps;
        }
        let f = u32::from(frames_in_flight);
        // The first previous recording still in flight; before the first
        // recording every count is 0.
        let oldest = self.recording.checked_sub(f.saturating_sub(1));
        let (starts, recording) = (&self.starts, self.recording);
        for (id, g) in self.guard.iter_mut().enumerate() {
            *g = if f <= 1 {
                [0, 0]
            } else {
                let below = oldest.map_or(0, |r| start_of(starts, r, id));
                [below.saturating_sub(1), start_of(starts, recording, id)]
            };
        }
    }

    /// Whether dump number `j` of table `id` may overwrite its slot in a
    /// ring of `slots` slots (see the module docs' ring sizing).
    #[inline]
    fn slot_free(&self, id: usize, j: u32, slots: u32) -> bool {
        let Some(old) = j.checked_sub(slots) else {
            return true; // first pass over the ring
        };
        let [below, from] = self.guard.get(id).copied().unwrap_or([0, 0]);
        old < below || old >= from
    }
}

/// The resource tables of every stage and their commit before each draw,
/// for one command buffer pair (DE and, in CE mode, CE) at a time.
///
/// Setters write descriptors into the caller's [`TableStorage`] and mark
/// what changed; [`Binder::draw`] commits what the bound layouts use and
/// records the draw, all or nothing.
#[derive(Debug)]
pub struct Binder<'t> {
    tables: &'t mut TableStorage,
    state: [TableState; TABLES],
    layouts: [ResourceLayout; STAGES],
    /// The tables the layouts read, in stage and table order (`used[..n_used]`).
    used: [Used; TABLES],
    n_used: usize,
    mode: Mode<'t>,
    pub(crate) shadow: Shadow,
    pub(crate) pipeline: Option<u32>,
    de_base: u64,
    frames: Frames,
    pub(crate) stats: DrawStats,
}

impl<'t> Binder<'t> {
    /// A binder over `tables` (their current words are kept but count as
    /// unfilled) committing through `mode`, recording its first command
    /// buffer pair, whose DE buffer the GPU reads at `de_base`.
    ///
    /// # Errors
    /// [`Error::BadAddress`] for a `de_base` not 4-byte aligned below 2^48.
    pub fn new(tables: &'t mut TableStorage, mode: Mode<'t>, de_base: u64) -> Result<Self, Error> {
        check_gpu_address(de_base)?;
        let unused = Used::new(
            Stage::Ps,
            TableKind::Textures,
            TableUse { sgpr: 0, slots: 0 },
            None,
        );
        Ok(Binder {
            tables,
            state: [TableState::NEW; TABLES],
            layouts: [ResourceLayout::new(); STAGES],
            used: [unused; TABLES],
            n_used: 0,
            mode,
            shadow: Shadow::new(),
            pipeline: None,
            de_base,
            frames: Frames {
                recording: 0,
                starts: [[0; TABLES]; MAX_FRAMES_IN_FLIGHT as usize],
                guard: [[0; 2]; TABLES],
            },
            stats: DrawStats::default(),
        })
    }

    /// The CE mode's ring.
    fn ring(&self) -> Option<&Ring> {
        match &self.mode {
            Mode::ConstantEngine(r) => Some(r),
            Mode::Cpu(_) => None,
        }
    }

    /// Starts the next recording (a new DE/CE buffer pair, one frame of
    /// this binder): the DE buffer is at `de_base`, the register shadow
    /// starts as `shadow` (a snapshot, or [`Shadow::new`]), and CE RAM
    /// counts as unknown, so each table's first commit writes its whole
    /// used range and the recording does not depend on the one before it.
    ///
    /// # Errors
    /// [`Error::BadAddress`] (nothing changes).
    pub fn begin(&mut self, de_base: u64, shadow: Shadow) -> Result<(), Error> {
        check_gpu_address(de_base)?;
        self.de_base = de_base;
        self.shadow = shadow;
        self.pipeline = None;
        let frames_in_flight = self.ring().map_or(1, |r| r.frames_in_flight);
        self.frames
            .begin(self.state.map(|s| s.dumps), frames_in_flight);
        for s in &mut self.state {
            s.ce_dirty = u128::MAX;
        }
        Ok(())
    }

    /// The register shadow of the current recording (copy it for a snapshot).
    pub const fn shadow(&self) -> &Shadow {
        &self.shadow
    }

    /// What has been recorded so far.
    pub const fn stats(&self) -> DrawStats {
        self.stats
    }

    /// GPU address of the current DE buffer's first dword.
    pub const fn de_base(&self) -> u64 {
        self.de_base
    }

    /// The tables' CPU copy.
    pub fn tables(&self) -> &TableStorage {
        self.tables
    }

    /// The CPU-mode arena (`None` in CE mode).
    pub const fn arena(&self) -> Option<&Arena<'t>> {
        match &self.mode {
            Mode::Cpu(a) => Some(a),
            Mode::ConstantEngine(_) => None,
        }
    }

    /// Starts the CPU-mode arena over at its beginning (call it once the GPU
    /// is done with everything copied into it, e.g. once a frame) and counts
    /// every table as changed, so each table a draw reads is copied again
    /// before that draw: no pointer keeps an address whose bytes the next
    /// copies may reuse. Returns whether there is an arena (in CE mode
    /// nothing changes).
    pub fn reset_arena(&mut self) -> bool {
        let Mode::Cpu(a) = &mut self.mode else {
            return false;
        };
        a.used = 0;
        for s in &mut self.state {
            s.changed = true;
        }
        true
    }

    /// Declares which tables the bound `stage` shader reads (also set by
    /// [`Binder::bind_pipeline`]).
    ///
    /// # Errors
    /// [`Error::BadLayout`] (nothing changes).
    pub fn set_layout(&mut self, stage: Stage, layout: ResourceLayout) -> Result<(), Error> {
        layout.validate(stage)?;
        let mut all = self.layouts;
        if let Some(l) = all.get_mut(stage_index(stage)) {
            *l = layout;
        }
        self.set_layouts(&all);
        Ok(())
    }

    /// Takes the layouts of every stage (already validated) and lists the
    /// tables they read, if anything changed.
    pub(crate) fn set_layouts(&mut self, layouts: &[ResourceLayout; STAGES]) {
        if self.layouts == *layouts {
            return;
        }
        self.layouts = *layouts;
        let ring = self.ring().copied();
        let mut n = 0usize;
        for (&stage, layout) in STAGE_ORDER.iter().zip(self.layouts.iter()) {
            for t in TableKind::ALL {
                if let (Some(u), Some(slot)) = (layout.table(t), self.used.get_mut(n)) {
                    *slot = Used::new(stage, t, u, ring.as_ref());
                    n = n.saturating_add(1);
                }
            }
        }
        self.n_used = n;
    }

    /// The layout the `stage` shader was declared with.
    pub fn layout(&self, stage: Stage) -> ResourceLayout {
        self.layouts
            .get(stage_index(stage))
            .copied()
            .unwrap_or_default()
    }

    /// Writes `words` (whole slots) into `table` of `stage` from slot
    /// `first` and marks what changed. Returns whether any word changed
    /// (writing the words a slot already holds changes nothing but still
    /// counts the slot as filled).
    ///
    /// # Errors
    /// [`Error::BadDescriptorLength`], [`Error::SlotOutOfRange`] (nothing changes).
    pub fn set_slots(
        &mut self,
        stage: Stage,
        table: TableKind,
        first: usize,
        words: &[u32],
    ) -> Result<bool, Error> {
        let per = table.slot_dwords();
        let count = check_slots(stage, table, first, words)?;
        let end = first.saturating_add(count);
        let start = table_base(stage, table).saturating_add(first.saturating_mul(per));
        let dst = self
            .tables
            .words
            .get_mut(start..start.saturating_add(words.len()))
            .ok_or(Error::SlotOutOfRange {
                stage,
                table,
                slot: first,
                count,
            })?;
        let changed = dst != words;
        if changed {
            dst.copy_from_slice(words);
        }
        self.mark(
            stage,
            table,
            prefix_mask(end) & !prefix_mask(first),
            changed,
        );
        Ok(changed)
    }

    /// Marks the slots of `mask` filled and, if `changed`, dirty.
    #[inline]
    fn mark(&mut self, stage: Stage, table: TableKind, mask: u128, changed: bool) {
        if let Some(s) = self.state.get_mut(table_id(stage, table)) {
            s.filled |= mask;
            if changed {
                s.ce_dirty |= mask;
                s.changed = true;
            }
        }
    }

    /// One descriptor (a T# for the texture tables, else an S# or V#) into
    /// slot `slot` of `table` of `stage`: [`Binder::set_slots`] for one slot.
    ///
    /// # Errors
    /// [`Error::BadDescriptorLength`], [`Error::SlotOutOfRange`].
    #[inline]
    pub fn set_descriptor<const N: usize>(
        &mut self,
        stage: Stage,
        table: TableKind,
        slot: usize,
        words: &[u32; N],
    ) -> Result<bool, Error> {
        if N != table.slot_dwords() {
            return Err(Error::BadDescriptorLength { table, dwords: N });
        }
        // `set_slots` for one slot, comparing and copying a fixed-size array.
        let start = table_base(stage, table).saturating_add(slot.saturating_mul(N));
        let dst = self
            .tables
            .words
            .get_mut(start..)
            .and_then(|w| w.first_chunk_mut::<N>())
            .filter(|_| slot < table.slots())
            .ok_or(Error::SlotOutOfRange {
                stage,
                table,
                slot,
                count: 1,
            })?;
        let changed = dst != words;
        if changed {
            *dst = *words;
        }
        // `slot < 128`, checked above.
        self.mark(stage, table, 1u128.wrapping_shl(slot as u32), changed);
        Ok(changed)
    }

    /// Marks `count` slots of `table` from `first` unfilled (a draw whose
    /// shader reads one is refused with [`Error::Unfilled`]).
    ///
    /// # Errors
    /// [`Error::SlotOutOfRange`].
    pub fn clear_slots(
        &mut self,
        stage: Stage,
        table: TableKind,
        first: usize,
        count: usize,
    ) -> Result<(), Error> {
        let end = slot_range(stage, table, first, count)?;
        if let Some(s) = self.state.get_mut(table_id(stage, table)) {
            s.filled &= !(prefix_mask(end) & !prefix_mask(first));
        }
        Ok(())
    }

    /// Works out what the next draw commits, into each used table's plan
    /// fields, and counts it; checks every input. Changes nothing else.
    fn plan(&mut self) -> Result<Totals, Error> {
        let Binder {
            state,
            used,
            n_used,
            mode,
            shadow,
            frames,
            ..
        } = self;
        let mut t = Totals::default();
        if let Mode::Cpu(a) = mode {
            t.arena_end = a.used;
        }
        for e in used.iter_mut().take(*n_used) {
            let id = usize::from(e.id);
            let Some(st) = state.get(id) else {
                continue;
            };
            if st.filled & e.mask != e.mask {
                return Err(Error::Unfilled {
                    stage: e.stage,
                    table: e.table,
                    slot: (!st.filled & e.mask).trailing_zeros() as usize,
                });
            }
            e.commit = st.changed || e.u.slots > st.dumped_slots;
            e.addr = st.dumped_at;
            if e.commit {
                t.n = t.n.saturating_add(1);
                match mode {
                    Mode::ConstantEngine(ring) => {
                        let dirty = st.ce_dirty & e.mask;
                        (e.lo, e.hi) = if dirty == 0 {
                            (0, 0)
                        } else {
                            // Both at most 128.
                            (
                                dirty.trailing_zeros() as u8,
                                128u8.saturating_sub(dirty.leading_zeros() as u8),
                            )
                        };
                        if !frames.slot_free(id, st.dumps, ring.slots) {
                            return Err(Error::RingTooSmall {
                                slots: ring.slots,
                                frames_in_flight: ring.frames_in_flight,
                            });
                        }
                        e.addr = e
                            .ring_at
                            .wrapping_add(u64::from(st.pos).wrapping_mul(e.slot_bytes));
                        if ring.wait_before(st.dumps, st.pos) {
                            t.wait_diff = Some(ring.slots / 4);
                        }
                        if e.hi > e.lo {
                            t.ram = t.ram.saturating_add(e.ram_dwords());
                            t.ce = t.ce.saturating_add(e.ram_dwords()).saturating_add(2);
                        }
                        t.ce = t.ce.saturating_add(DUMP_CONST_RAM_DWORDS);
                    }
                    Mode::Cpu(arena) => {
                        let at = t.arena_end.next_multiple_of(8);
                        let end = at.saturating_add(e.dwords());
                        if end > arena.cpu.len() {
                            let remaining = arena.cpu.len().saturating_sub(arena.used);
                            return Err(Error::ArenaFull {
                                needed: end.saturating_sub(arena.used).saturating_mul(4),
                                remaining: remaining.saturating_mul(4),
                            });
                        }
                        e.addr = arena.gpu.saturating_add((at as u64).saturating_mul(4));
                        t.arena_end = end;
                    }
                }
            }
            e.write_ptr = shadow.differs(Space::Sh, e.ptr, &e.pointer());
            if e.write_ptr {
                t.pointers = t.pointers.saturating_add(set_regs_dwords(2));
            }
        }
        if t.n > 0 && matches!(mode, Mode::ConstantEngine(_)) {
            t.ce = t.ce.saturating_add(CE_COUNTER_DWORDS);
            if t.wait_diff.is_some() {
                t.ce = t.ce.saturating_add(CE_COUNTER_DWORDS);
            }
        }
        Ok(t)
    }

    /// Commits the tables the bound layouts use and records `draw` (any
    /// draw packet, e.g. [`DrawIndexAuto`](crate::pm4::DrawIndexAuto)) on
    /// the DE buffer, with the CE packets on `ce` (CE mode; `None` in CPU
    /// mode). See the module docs for the packets and their order.
    ///
    /// The binder writes no index type: an indexed draw
    /// ([`DrawIndex2`](crate::pm4::DrawIndex2), `DrawIndexOffset2`,
    /// `DrawIndexIndirect`, ...) reads the size and swap of the last
    /// `INDEX_TYPE` packet on the DE buffer, which a [`Pipeline`](super::Pipeline)
    /// cannot hold (it takes `SET_SH_REG` / `SET_CONTEXT_REG` packets only)
    /// and which a non-indexed draw overwrites on gfx7 and gfx8. Write it
    /// yourself before the indexed draw, after any non-indexed one:
    /// [`PrimitiveState`](crate::blocks::primitive::PrimitiveState)'s `emit`
    /// or [`CommandBuffer::index_type`] (see
    /// [`blocks::primitive`](crate::blocks::primitive#the-index-type)).
    ///
    /// # Errors
    /// [`Error::Unfilled`], [`Error::RingTooSmall`], [`Error::ArenaFull`],
    /// [`Error::ConstantEngineBuffer`], [`Error::Pm4`] with
    /// [`OutOfSpace`](crate::pm4::Error::OutOfSpace) when either buffer is
    /// too small for the whole commit and draw, or the errors
    /// [`CommandBuffer::push`] gives the draw packet on the DE buffer
    /// (`PacketNotOnGfx`, `PacketLayoutNotOnGfx`, on a
    /// [`for_gfx`](CommandBuffer::for_gfx) buffer `FieldNotOnGfx`,
    /// `BodyLength`). On error nothing is written to either buffer or the
    /// arena and no state changes.
    pub fn draw<'p, P: TypedPacket<'p>>(
        &mut self,
        de: &mut CommandBuffer<'_>,
        ce: Option<&mut CommandBuffer<'_>>,
        draw: &P,
    ) -> Result<(), Error> {
        let ce_mode = matches!(self.mode, Mode::ConstantEngine(_));
        if ce_mode != ce.is_some() {
            return Err(Error::ConstantEngineBuffer { ce_mode });
        }
        let t = self.plan()?;
        DrawOn::<P>::check(de.gfx())?;
        if let Some(gfx) = de.reg_gfx() {
            pm4::check_packet(draw, gfx)?;
        }
        let sync = ce_mode && t.n > 0;
        let counters = if sync { CE_COUNTER_DWORDS } else { 0 };
        // The draw goes after the pointers and the wait.
        let draw_at = t.pointers.saturating_add(counters);
        let de_dwords = draw_at
            .saturating_add(draw.body_len())
            .saturating_add(1)
            .saturating_add(counters);
        if let Some(ce) = &ce {
            ce.check_space(t.ce)?;
        }
        de.check_space(de_dwords)?;
        let flags = header_flags(de.predicate() && P::PREDICATED, P::SHADER_TYPE);
        de.put_with(|de_out| {
            // The draw first: the one packet that can still be refused (its
            // body length), before any other dword is written.
            let n = encode(draw, flags, de_out.get_mut(draw_at..).unwrap_or(&mut []))?;
            let mut de_w = Words { out: de_out, at: 0 };
            match ce {
                Some(ce) if sync => ce.put_with(|ce_out| {
                    let mut ce_w = Words { out: ce_out, at: 0 };
                    self.commit(&mut de_w, Some(&mut ce_w), &t);
                    Ok(ce_w.at)
                })?,
                _ => self.commit(&mut de_w, None, &t),
            }
            if sync {
                de_w.put(WAIT_ON_CE);
            }
            de_w.at = draw_at.saturating_add(n);
            if sync {
                de_w.put(INCREMENT_DE);
            }
            Ok(de_w.at)
        })?;
        Ok(())
    }

    /// Writes the commit planned with totals `t` (rooms checked): on `ce`
    /// (CE mode, something committed) `WAIT_ON_DE_COUNTER_DIFF` if due,
    /// then per committed table `WRITE_CONST_RAM` of the changed slots and
    /// `DUMP_CONST_RAM` of the used range, then `INCREMENT_CE_COUNTER`;
    /// in CPU mode the arena copies; on `de` the pointers the shadow lacks.
    /// Then updates the tables' state, the shadow and the counts.
    fn commit(&mut self, de: &mut Words<'_>, mut ce: Option<&mut Words<'_>>, t: &Totals) {
        let Binder {
            tables,
            state,
            used,
            n_used,
            mode,
            shadow,
            stats,
            ..
        } = self;
        let ce_mode = matches!(mode, Mode::ConstantEngine(_));
        if let (Some(ce), Some(diff)) = (ce.as_deref_mut(), t.wait_diff) {
            ce.put([WAIT_ON_DE_DIFF, diff]);
        }
        for e in used.iter().take(*n_used) {
            if e.commit {
                let base = usize::from(e.base);
                if let Some(ce) = ce.as_deref_mut() {
                    if e.hi > e.lo {
                        let first = base
                            .saturating_add(usize::from(e.lo).saturating_mul(usize::from(e.per)));
                        let n = e.ram_dwords();
                        // Byte offsets below `TABLES_DWORDS × 4` fit the 16-bit field.
                        ce.put([
                            type3(
                                Opcode::WRITE_CONST_RAM,
                                n.saturating_add(1),
                                false,
                                WriteConstRam::SHADER_TYPE,
                            ),
                            ConstRamOffset::new()
                                .with_offset(first.wrapping_mul(4) as u16)
                                .into_bits(),
                        ]);
                        ce.put_slice(
                            tables
                                .words
                                .get(first..first.saturating_add(n))
                                .unwrap_or(&[]),
                        );
                    }
                    let [h, o, n] = e.dump;
                    let [lo, hi] = e.pointer();
                    ce.put([h, o, n, lo, hi]);
                } else if let Mode::Cpu(arena) = mode {
                    let n = e.dwords();
                    let dst = (e.addr.saturating_sub(arena.gpu) / 4) as usize;
                    if let (Some(dst), Some(src)) = (
                        arena.cpu.get_mut(dst..dst.saturating_add(n)),
                        tables.words.get(base..base.saturating_add(n)),
                    ) {
                        dst.copy_from_slice(src);
                    }
                }
                if let Some(s) = state.get_mut(usize::from(e.id)) {
                    if ce_mode {
                        s.ce_dirty &= !e.mask;
                        s.pos = s.pos.wrapping_add(1);
                        if let Mode::ConstantEngine(ring) = mode
                            && s.pos >= ring.slots
                        {
                            s.pos = 0;
                        }
                    }
                    s.changed = false;
                    s.dumped_slots = e.u.slots;
                    s.dumped_at = e.addr;
                    s.dumps = s.dumps.wrapping_add(1);
                }
            }
            if e.write_ptr {
                let [h, o] = e.ptr_head;
                let [lo, hi] = e.pointer();
                de.put([h, o, lo, hi]);
                shadow.note(Space::Sh, e.ptr, &[lo, hi]);
            }
        }
        if let Some(ce) = ce {
            ce.put(INCREMENT_CE);
        }
        if let Mode::Cpu(arena) = mode {
            arena.used = t.arena_end;
        }
        stats.ce_ram_dwords = stats.ce_ram_dwords.saturating_add(t.ram as u64);
        stats.tables_committed = stats.tables_committed.saturating_add(t.n as u64);
        stats.draws = stats.draws.saturating_add(1);
    }
}

/// Tables per stage, for the docs' arithmetic.
const _: () = assert!(KINDS * STAGES == TABLES);
