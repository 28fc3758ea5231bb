//! [`Binder`]: the tables' bookkeeping and the commit before each draw.

use super::table::{
    KINDS, STAGE_ORDER, TABLES, TableState, check_slots, prefix_mask, table_base, table_id,
};
use super::{
    Error, MAX_FRAMES_IN_FLIGHT, ResourceLayout, STAGES, Shadow, Stage, TableKind, TableStorage,
    TableUse, check_gpu_address, stage_index,
};
use crate::pm4::{
    CE_COUNTER_DWORDS, CommandBuffer, ConstRamNumDwords, ConstRamOffset, DUMP_CONST_RAM_DWORDS,
    DumpConstRam, DumpConstRamControl, IncrementCeCounter, IncrementCeCounterWord,
    IncrementDeCounter, Reserved, TypedPacket, WaitOnCeCounter, WaitOnCeCounterWord,
    WaitOnDeCounterDiff, WriteConstRam, set_regs_dwords,
};
use crate::regs::Space;

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

    /// Starts over at the arena's beginning (call it once the GPU is done
    /// with everything copied before).
    pub fn reset(&mut self) {
        self.used = 0;
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

/// One table commit planned before a draw (small, as the plan copies it).
#[derive(Clone, Copy, Debug, Default)]
struct Commit {
    /// Where the table goes.
    addr: u64,
    /// CE RAM / table dword offset of the table (below `TABLES_DWORDS`).
    base: u16,
    /// The table's index among the [`TABLES`].
    id: u8,
    /// 4 or 8.
    slot_dwords: u8,
    /// Slots dumped (`0..slots`, at most 128).
    slots: u8,
    /// Slots written into CE RAM first (`lo..hi`, empty when `lo == hi`).
    lo: u8,
    hi: u8,
}

impl Commit {
    /// Dwords dumped (or copied to the arena).
    fn dwords(&self) -> usize {
        usize::from(self.slots).saturating_mul(usize::from(self.slot_dwords))
    }

    /// Dwords written into CE RAM.
    fn ram_dwords(&self) -> usize {
        usize::from(self.hi.saturating_sub(self.lo)).saturating_mul(usize::from(self.slot_dwords))
    }
}

/// The totals of a commit, counted before anything is written.
#[derive(Clone, Copy, Debug, Default)]
struct Totals {
    /// Tables committed.
    n: usize,
    /// `WAIT_ON_DE_COUNTER_DIFF` value, once a ring has wrapped.
    wait_diff: Option<u32>,
    ce_dwords: usize,
    de_pointer_dwords: usize,
    /// Arena dwords used after the commit (CPU mode).
    arena_end: usize,
    /// The commit and pointer address of the first [`CACHED`] used tables,
    /// kept by the counting pass for the writing passes.
    commits: [Option<Commit>; CACHED],
    addrs: [u64; CACHED],
    /// Bit `i`: the pointer of used table `i` (of the first [`CACHED`])
    /// must be written (the shadow does not hold it).
    write: u8,
}

/// Used tables whose commits [`Totals`] keeps (more are worked out again).
const CACHED: usize = 8;

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
    used: [(Stage, TableKind, TableUse); TABLES],
    n_used: usize,
    mode: Mode<'t>,
    pub(crate) shadow: Shadow,
    pub(crate) pipeline: Option<u32>,
    de_base: u64,
    /// Recordings begun (the current one is `recording`).
    recording: u32,
    /// Per recording (mod `MAX_FRAMES_IN_FLIGHT`): each table's dump count at its start.
    starts: [[u32; TABLES]; MAX_FRAMES_IN_FLIGHT as usize],
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
        Ok(Binder {
            tables,
            state: [TableState::NEW; TABLES],
            layouts: [ResourceLayout::new(); STAGES],
            used: [(
                Stage::Ps,
                TableKind::Textures,
                TableUse { sgpr: 0, slots: 0 },
            ); TABLES],
            n_used: 0,
            mode,
            shadow: Shadow::new(),
            pipeline: None,
            de_base,
            recording: 0,
            starts: [[0; TABLES]; MAX_FRAMES_IN_FLIGHT as usize],
            stats: DrawStats::default(),
        })
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
        self.recording = self.recording.wrapping_add(1);
        let dumps = self.state.map(|s| s.dumps);
        if let Some(start) = self.starts.get_mut(
            (self.recording as usize)
                .checked_rem(MAX_FRAMES_IN_FLIGHT as usize)
                .unwrap_or(0),
        ) {
            *start = dumps;
        }
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

    /// The CPU-mode arena (`None` in CE mode), e.g. to reset it once a frame.
    pub fn arena(&mut self) -> Option<&mut Arena<'t>> {
        match &mut self.mode {
            Mode::Cpu(a) => Some(a),
            Mode::ConstantEngine(_) => None,
        }
    }

    /// Declares which tables the bound `stage` shader reads (also set by
    /// [`Binder::bind_pipeline`]).
    ///
    /// # Errors
    /// [`Error::BadLayout`] (nothing changes).
    pub fn set_layout(&mut self, stage: Stage, layout: ResourceLayout) -> Result<(), Error> {
        layout.validate(stage)?;
        self.set_layout_unchecked(stage, layout);
        Ok(())
    }

    /// [`Binder::set_layout`] for a layout already validated.
    pub(crate) fn set_layout_unchecked(&mut self, stage: Stage, layout: ResourceLayout) {
        match self.layouts.get_mut(stage_index(stage)) {
            Some(l) if *l != layout => *l = layout,
            _ => return,
        }
        let mut n = 0usize;
        for (&stage, layout) in STAGE_ORDER.iter().zip(self.layouts.iter()) {
            for t in TableKind::ALL {
                if let (Some(u), Some(slot)) = (layout.table(t), self.used.get_mut(n)) {
                    *slot = (stage, t, u);
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
        let out_of_range = Error::SlotOutOfRange {
            stage,
            table,
            slot: first,
            count,
        };
        let start = table_base(stage, table).saturating_add(first.saturating_mul(per));
        let dst = self
            .tables
            .words
            .get_mut(start..start.saturating_add(words.len()))
            .ok_or(out_of_range)?;
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
        let end = first
            .checked_add(count)
            .filter(|&e| e <= table.slots())
            .ok_or(Error::SlotOutOfRange {
                stage,
                table,
                slot: first,
                count,
            })?;
        if let Some(s) = self.state.get_mut(table_id(stage, table)) {
            s.filled &= !(prefix_mask(end) & !prefix_mask(first));
        }
        Ok(())
    }

    /// Whether a dump numbered `j` of a table with dump counts `starts`
    /// may overwrite its ring slot (see the module docs' ring sizing).
    fn slot_free(&self, ring: &Ring, id: usize, j: u32) -> bool {
        let s = ring.slots;
        let f = ring.frames_in_flight as u32;
        let Some(old) = j.checked_sub(s) else {
            return true; // first pass over the ring
        };
        if f == 1 {
            return true;
        }
        let start_of = |rec: u32| -> u32 {
            self.starts
                .get(
                    (rec as usize)
                        .checked_rem(MAX_FRAMES_IN_FLIGHT as usize)
                        .unwrap_or(0),
                )
                .and_then(|a| a.get(id))
                .copied()
                .unwrap_or(0)
        };
        let current = start_of(self.recording);
        // The first previous recording still in flight; before the first
        // recording every count is 0.
        let oldest = match self.recording.checked_sub(f.saturating_sub(1)) {
            Some(r) => start_of(r),
            None => 0,
        };
        old >= current || old.saturating_add(1) < oldest
    }

    /// Every table the bound layouts read, in stage and table order.
    fn used_tables(&self) -> &[(Stage, TableKind, TableUse)] {
        self.used.get(..self.n_used).unwrap_or(&[])
    }

    /// The commit of used table `(stage, table, u)` before the next draw,
    /// if it needs one; `arena_at` is the arena position (CPU mode), moved
    /// past the table. Checks every input.
    fn commit_of(
        &self,
        stage: Stage,
        table: TableKind,
        u: TableUse,
        arena_at: &mut usize,
    ) -> Result<Option<Commit>, Error> {
        let id = table_id(stage, table);
        let Some(st) = self.state.get(id) else {
            return Ok(None);
        };
        let slots = u.slots as usize;
        let mask = prefix_mask(slots);
        if st.filled & mask != mask {
            let slot = (!st.filled & mask).trailing_zeros() as usize;
            return Err(Error::Unfilled { stage, table, slot });
        }
        if !st.changed && slots <= st.dumped_slots as usize {
            return Ok(None);
        }
        let per = table.slot_dwords();
        // Every field fits: ids below 35, bases below `TABLES_DWORDS`,
        // slot counts at most 128.
        let mut c = Commit {
            addr: 0,
            base: table_base(stage, table) as u16,
            id: id as u8,
            slot_dwords: per as u8,
            slots: u.slots as u8,
            lo: 0,
            hi: 0,
        };
        match &self.mode {
            Mode::ConstantEngine(ring) => {
                let dirty = st.ce_dirty & mask;
                if dirty != 0 {
                    c.lo = dirty.trailing_zeros() as u8;
                    c.hi = 128u8.saturating_sub(dirty.leading_zeros() as u8);
                }
                if !self.slot_free(ring, id, st.dumps) {
                    return Err(Error::RingTooSmall {
                        slots: ring.slots,
                        frames_in_flight: ring.frames_in_flight,
                    });
                }
                c.addr = ring.slot_address(stage, table, st.dumps);
            }
            Mode::Cpu(arena) => {
                let at = arena_at.next_multiple_of(8);
                let end = at.saturating_add(slots.saturating_mul(per));
                if end > arena.cpu.len() {
                    return Err(Error::ArenaFull {
                        needed: end.saturating_sub(arena.used).saturating_mul(4),
                        remaining: arena.cpu.len().saturating_sub(arena.used).saturating_mul(4),
                    });
                }
                c.addr = arena.gpu.saturating_add((at as u64).saturating_mul(4));
                *arena_at = end;
            }
        }
        Ok(Some(c))
    }

    /// Visits the used tables in order with their commit (if any), the
    /// address their pointer holds after it and whether the shadow lacks
    /// that pointer; stops at the first error.
    fn each_table(
        &self,
        mut visit: impl FnMut(Stage, TableUse, Option<&Commit>, u64, bool),
    ) -> Result<usize, Error> {
        let mut arena_at = match &self.mode {
            Mode::Cpu(a) => a.used,
            Mode::ConstantEngine(_) => 0,
        };
        for &(stage, table, u) in self.used_tables() {
            let c = self.commit_of(stage, table, u, &mut arena_at)?;
            let addr = match &c {
                Some(c) => c.addr,
                None => self
                    .state
                    .get(table_id(stage, table))
                    .map_or(0, |s| s.dumped_at),
            };
            let (off, words) = Self::pointer(stage, u, addr);
            let write = self.shadow.differs(Space::Sh, off, &words);
            visit(stage, u, c.as_ref(), addr, write);
        }
        Ok(arena_at)
    }

    /// [`Binder::each_table`] from the commits `t` kept when they all fit.
    fn each_kept(
        &self,
        t: &Totals,
        mut visit: impl FnMut(Stage, TableUse, Option<&Commit>, u64, bool),
    ) -> Result<(), Error> {
        if self.n_used > CACHED {
            return self.each_table(visit).map(|_| ());
        }
        for (i, ((&(stage, _, u), c), &addr)) in self
            .used_tables()
            .iter()
            .zip(t.commits.iter())
            .zip(t.addrs.iter())
            .enumerate()
        {
            visit(stage, u, c.as_ref(), addr, t.write >> i & 1 != 0);
        }
        Ok(())
    }

    /// The SH offset and words of `stage`'s pointer to a table at `addr`.
    fn pointer(stage: Stage, u: TableUse, addr: u64) -> (u16, [u32; 2]) {
        let off = stage.user_data_offset().saturating_add(u.sgpr as u16);
        (off, [addr as u32, (addr >> 32) as u32])
    }

    /// Counts into `t` (fresh) what the next draw's commit writes; checks
    /// every input.
    fn totals(&self, t: &mut Totals) -> Result<(), Error> {
        let ring = match &self.mode {
            Mode::ConstantEngine(r) => Some(*r),
            Mode::Cpu(_) => None,
        };
        let mut i = 0usize;
        t.arena_end = self.each_table(|_, _, c, addr, write| {
            if let (Some(slot), Some(a)) = (t.commits.get_mut(i), t.addrs.get_mut(i)) {
                *slot = c.copied();
                *a = addr;
                t.write |= u8::from(write) << i;
            }
            i = i.saturating_add(1);
            if write {
                t.de_pointer_dwords = t.de_pointer_dwords.saturating_add(set_regs_dwords(2));
            }
            let (Some(c), Some(ring)) = (c, ring) else {
                t.n = t.n.saturating_add(usize::from(c.is_some()));
                return;
            };
            t.n = t.n.saturating_add(1);
            let j = self.state.get(usize::from(c.id)).map_or(0, |s| s.dumps);
            // PAL's rule: once the ring has wrapped, wait for the DE at each
            // quarter of the ring.
            let quarter = ring.slots / 4;
            if j >= ring.slots
                && j.checked_rem(ring.slots)
                    .unwrap_or(0)
                    .is_multiple_of(quarter)
            {
                t.wait_diff = Some(quarter);
            }
            if c.hi > c.lo {
                t.ce_dwords = t.ce_dwords.saturating_add(c.ram_dwords()).saturating_add(2);
            }
            t.ce_dwords = t.ce_dwords.saturating_add(DUMP_CONST_RAM_DWORDS);
        })?;
        if t.n > 0 && ring.is_some() {
            t.ce_dwords = t.ce_dwords.saturating_add(CE_COUNTER_DWORDS);
            if t.wait_diff.is_some() {
                t.ce_dwords = t.ce_dwords.saturating_add(CE_COUNTER_DWORDS);
            }
        }
        Ok(())
    }

    /// Commits the tables the bound layouts use and records `draw` (any
    /// draw packet, e.g. [`DrawIndexAuto`](crate::pm4::DrawIndexAuto)) on
    /// the DE buffer, with the CE packets on `ce` (CE mode; `None` in CPU
    /// mode). See the module docs for the packets and their order.
    ///
    /// # Errors
    /// [`Error::Unfilled`], [`Error::RingTooSmall`], [`Error::ArenaFull`],
    /// [`Error::ConstantEngineBuffer`], [`Error::Pm4`] with
    /// [`OutOfSpace`](crate::pm4::Error::OutOfSpace) when either buffer is
    /// too small for the whole commit and draw. On error nothing is written
    /// to either buffer or the arena and no state changes.
    pub fn draw<'p, P: TypedPacket<'p>>(
        &mut self,
        de: &mut CommandBuffer<'_>,
        mut ce: Option<&mut CommandBuffer<'_>>,
        draw: &P,
    ) -> Result<(), Error> {
        let ce_mode = matches!(self.mode, Mode::ConstantEngine(_));
        if ce_mode != ce.is_some() {
            return Err(Error::ConstantEngineBuffer { ce_mode });
        }
        let mut t = Totals::default();
        self.totals(&mut t)?;
        let sync = ce_mode && t.n > 0;
        let mut de_dwords = draw
            .body_len()
            .saturating_add(1)
            .saturating_add(t.de_pointer_dwords);
        if sync {
            de_dwords = de_dwords.saturating_add(2 * CE_COUNTER_DWORDS);
        }
        if let Some(ce) = ce.as_deref_mut() {
            let _ = ce.reserve(t.ce_dwords)?;
        }
        let _ = de.reserve(de_dwords)?;
        // Everything is checked: from here on nothing fails.
        if let Some(ce) = ce
            && t.n > 0
        {
            let mut group = ce.reserve(t.ce_dwords)?;
            if let Some(diff) = t.wait_diff {
                group.push(&WaitOnDeCounterDiff { counter_diff: diff });
            }
            let words = &self.tables.words;
            self.each_kept(&t, |_, _, c, _, _| {
                if let Some(c) = c {
                    write_commit(&mut group, words, c);
                }
            })?;
            group.push(&IncrementCeCounter {
                control: IncrementCeCounterWord::new().with_inc_ce_counter(true),
            });
            group.finish()?;
        }
        let mut group = de.reserve(de_dwords)?;
        self.each_kept(&t, |stage, u, _, addr, write| {
            if write {
                let (off, words) = Self::pointer(stage, u, addr);
                group.set_sh_regs(off, &words);
            }
        })?;
        if sync {
            group.push(&WaitOnCeCounter {
                control: WaitOnCeCounterWord::new().with_control(true),
            });
        }
        group.push(draw);
        if sync {
            group.push(&IncrementDeCounter { dummy: 0 });
        }
        group.finish()?;
        self.apply(&t)
    }

    /// Updates the arena, the tables' state and the shadow after a commit
    /// with totals `t` was written.
    fn apply(&mut self, t: &Totals) -> Result<(), Error> {
        let used = self.n_used;
        let ce_mode = matches!(self.mode, Mode::ConstantEngine(_));
        let mut at = match &self.mode {
            Mode::Cpu(a) => a.used,
            Mode::ConstantEngine(_) => 0,
        };
        for i in 0..used {
            let Some(&(stage, table, u)) = self.used.get(i) else {
                continue;
            };
            let (c, write) = match t.commits.get(i) {
                Some(&kept) if used <= CACHED => (kept, t.write >> i & 1 != 0),
                // Noting a pointer the shadow holds changes nothing.
                _ => (self.commit_of(stage, table, u, &mut at)?, true),
            };
            if let Some(c) = c {
                let n = c.dwords();
                let base = usize::from(c.base);
                if let Mode::Cpu(arena) = &mut self.mode {
                    let dst = (c.addr.saturating_sub(arena.gpu) / 4) as usize;
                    if let (Some(dst), Some(src)) = (
                        arena.cpu.get_mut(dst..dst.saturating_add(n)),
                        self.tables.words.get(base..base.saturating_add(n)),
                    ) {
                        dst.copy_from_slice(src);
                    }
                } else {
                    self.stats.ce_ram_dwords = self
                        .stats
                        .ce_ram_dwords
                        .saturating_add(c.ram_dwords() as u64);
                }
                if let Some(s) = self.state.get_mut(usize::from(c.id)) {
                    if ce_mode {
                        s.ce_dirty &= !prefix_mask(usize::from(c.slots));
                    }
                    s.changed = false;
                    s.dumped_slots = u16::from(c.slots);
                    s.dumped_at = c.addr;
                    s.dumps = s.dumps.wrapping_add(1);
                }
            }
            if write {
                let addr = self
                    .state
                    .get(table_id(stage, table))
                    .map_or(0, |s| s.dumped_at);
                let (off, words) = Self::pointer(stage, u, addr);
                self.shadow.note(Space::Sh, off, &words);
            }
        }
        if let Mode::Cpu(arena) = &mut self.mode {
            arena.used = t.arena_end;
        }
        self.stats.tables_committed = self.stats.tables_committed.saturating_add(t.n as u64);
        self.stats.draws = self.stats.draws.saturating_add(1);
        Ok(())
    }
}

/// The CE packets of one table commit: `WRITE_CONST_RAM` of the changed
/// slots, then `DUMP_CONST_RAM` of the used range.
fn write_commit(group: &mut Reserved<'_, '_>, words: &[u32], c: &Commit) {
    let per = usize::from(c.slot_dwords);
    let base = usize::from(c.base);
    let first = base.saturating_add(usize::from(c.lo).saturating_mul(per));
    let last = base.saturating_add(usize::from(c.hi).saturating_mul(per));
    if c.hi > c.lo
        && let Some(data) = words.get(first..last)
    {
        group.push(&WriteConstRam {
            offset: ConstRamOffset::new().with_offset(first.wrapping_mul(4) as u16),
            data,
        });
    }
    group.push(&DumpConstRam {
        control: DumpConstRamControl::new().with_offset(base.wrapping_mul(4) as u16),
        num_dwords: ConstRamNumDwords::new().with_num_dwords(c.dwords() as u16),
        addr: c.addr,
    });
}

/// Tables per stage, for the docs' arithmetic.
const _: () = assert!(KINDS * STAGES == TABLES);
