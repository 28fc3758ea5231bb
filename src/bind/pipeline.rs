//! [`Pipeline`] and [`ResourceSet`]: state built once and bound with one
//! call, and per-draw data inside the DE buffer.

use super::table::check_slots;
use super::{
    Binder, Error, ResourceLayout, STAGES, Shadow, Stage, TableKind, on_every_gfx, stage_index,
};
use crate::desc::BufferResource;
use crate::pm4;
use crate::pm4::{
    CommandBuffer, MAX_NOP_BODY_DWORDS, Opcode, PacketType, SetRegOffset, Type3Header, body_dwords,
    check_encoded, nop_header,
};
use crate::regs::Space;

// A pipeline's packets exist with their gfx7 layout on every generation, so
// only a `for_gfx` buffer (its registers) needs a check at bind time.
const _: () = assert!(on_every_gfx(&[
    Opcode::NOP,
    Opcode::SET_SH_REG,
    Opcode::SET_CONTEXT_REG,
]));

/// The packet at `at` of a pipeline's dwords: its space (`None` for a
/// `NOP`), register offset and length in dwords.
fn packet_at(dwords: &[u32], at: usize) -> Option<(Option<Space>, u16, usize)> {
    let header = Type3Header::from_bits(*dwords.get(at)?);
    if header.packet_type() != PacketType::TYPE3 {
        return None;
    }
    let body = body_dwords(header);
    let len = body.checked_add(1)?;
    if at.checked_add(len)? > dwords.len() {
        return None;
    }
    let space = match header.opcode() {
        Opcode::NOP => return Some((None, 0, len)),
        Opcode::SET_SH_REG => Space::Sh,
        Opcode::SET_CONTEXT_REG => Space::Context,
        _ => return None,
    };
    if body < 2 {
        return None;
    }
    let offset = SetRegOffset::from_bits(*dwords.get(at.checked_add(1)?)?).reg_offset();
    Some((Some(space), offset, len))
}

/// The registers a register packet of `len` dwords writes from `offset`:
/// the first and one past the last.
fn written(offset: u16, len: usize) -> (usize, usize) {
    let first = usize::from(offset);
    // Header and offset dword, then one value a register.
    (first, first.saturating_add(len.saturating_sub(2)))
}

/// The value the last of the register packets before dword `end` writes to
/// register `reg` of `space`, if one writes it.
fn last_write(dwords: &[u32], end: usize, space: Space, reg: usize) -> Option<u32> {
    let mut found = None;
    let mut at = 0usize;
    while at < end {
        let Some((s, offset, len)) = packet_at(dwords, at) else {
            break;
        };
        let (first, last) = written(offset, len);
        if s == Some(space)
            && (first..last).contains(&reg)
            && let Some(&v) = dwords.get(
                at.saturating_add(2)
                    .saturating_add(reg.saturating_sub(first)),
            )
        {
            found = Some(v);
        }
        at = at.saturating_add(len);
    }
    found
}

/// Whether a register packet of `dwords` writes a register that a register
/// packet before it writes.
fn rewrites(dwords: &[u32]) -> bool {
    let mut at = 0usize;
    while let Some((space, offset, len)) = packet_at(dwords, at) {
        let (first, last) = written(offset, len);
        let mut before = 0usize;
        while space.is_some() && before < at {
            let Some((s, o, l)) = packet_at(dwords, before) else {
                break;
            };
            let (f, e) = written(o, l);
            if s == space && first < e && f < last {
                return true;
            }
            before = before.saturating_add(l);
        }
        at = at.saturating_add(len);
    }
    false
}

/// Pipeline state encoded once: the `SET_SH_REG` / `SET_CONTEXT_REG`
/// packets of its register blocks (shaders, blend, depth-stencil, raster,
/// targets' formats, ..., e.g. the [`Packets`](crate::blocks::Packets) of
/// each block's `encode()` laid end to end; `NOP`s such as the PS4 user-data
/// hints travel with the register packet after them: written just before it
/// and skipped with it, so a pipeline does not end in a `NOP`) and the
/// resource layout of each stage's shader. A pipeline may write a register
/// more than once, as PM4 allows: binding it decides each packet in order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Pipeline<'a> {
    id: u32,
    dwords: &'a [u32],
    layouts: [ResourceLayout; STAGES],
    /// Whether a register packet writes a register an earlier one writes
    /// (then each packet is compared with what the packets before it leave).
    rewrites: bool,
}

impl<'a> Pipeline<'a> {
    /// A pipeline named `id` (binding the pipeline already bound is
    /// skipped, by id) from its pre-encoded `dwords` and the layouts of
    /// the stages whose shaders read tables (other stages read none).
    ///
    /// # Errors
    /// [`Error::BadPipeline`] for dwords that are not whole `SET_SH_REG`,
    /// `SET_CONTEXT_REG` and `NOP` packets; [`Error::TrailingNop`] for a
    /// `NOP` after the last register packet; [`Error::BadLayout`].
    pub fn new(
        id: u32,
        dwords: &'a [u32],
        layouts: &[(Stage, ResourceLayout)],
    ) -> Result<Self, Error> {
        let mut at = 0usize;
        // The first of the `NOP`s after the last register packet so far.
        let mut nops = None;
        while at < dwords.len() {
            let (space, _, len) = packet_at(dwords, at).ok_or(Error::BadPipeline { offset: at })?;
            nops = match space {
                None => nops.or(Some(at)),
                Some(_) => None,
            };
            at = at.saturating_add(len);
        }
        if let Some(offset) = nops {
            return Err(Error::TrailingNop { offset });
        }
        let mut all = [ResourceLayout::new(); STAGES];
        for &(stage, layout) in layouts {
            layout.validate(stage)?;
            if let Some(l) = all.get_mut(stage_index(stage)) {
                *l = layout;
            }
        }
        Ok(Pipeline {
            id,
            dwords,
            layouts: all,
            rewrites: rewrites(dwords),
        })
    }

    /// The pipeline's id.
    pub const fn id(&self) -> u32 {
        self.id
    }

    /// The pre-encoded dwords.
    pub const fn dwords(&self) -> &'a [u32] {
        self.dwords
    }

    /// Whether the register packet at dword `at` (writing `values` from
    /// `offset` of `space`) changes a register, in the order the GPU runs
    /// the packets: against `shadow` (the registers before the pipeline) as
    /// the register packets before it leave it. A register the shadow does
    /// not track counts as unknown, whatever wrote it.
    fn differs(
        &self,
        shadow: &Shadow,
        at: usize,
        space: Space,
        offset: u16,
        values: &[u32],
    ) -> bool {
        if !self.rewrites {
            // No packet writes a register an earlier one writes: each is
            // compared with the shadow alone.
            return shadow.differs(space, offset, values);
        }
        let mut r = usize::from(offset);
        for &v in values {
            let now = if shadow.tracks(space, r) {
                last_write(self.dwords, at, space, r)
                    .or_else(|| u16::try_from(r).ok().and_then(|o| shadow.get(space, o)))
            } else {
                None
            };
            if now != Some(v) {
                return true;
            }
            r = r.saturating_add(1);
        }
        false
    }

    /// Visits each unit (leading `NOP`s plus one register packet) that
    /// `differs` (given the packet's start, space, offset and values) says
    /// must be written: `(start, len)` in dwords.
    fn units(
        &self,
        mut differs: impl FnMut(usize, Space, u16, &[u32]) -> bool,
        mut each: impl FnMut(usize, usize),
    ) {
        let d = self.dwords;
        let mut unit = 0usize;
        let mut at = 0usize;
        while let Some((space, offset, len)) = packet_at(d, at) {
            let end = at.saturating_add(len);
            if let Some(space) = space {
                let values = d.get(at.saturating_add(2)..end).unwrap_or(&[]);
                if differs(at, space, offset, values) {
                    each(unit, end.saturating_sub(unit));
                }
                unit = end;
            }
            at = end;
        }
    }
}

/// Pre-built descriptors for a range of one table: set with one call.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ResourceSet<'a> {
    stage: Stage,
    table: TableKind,
    first: usize,
    words: &'a [u32],
}

impl<'a> ResourceSet<'a> {
    /// Descriptors `words` (whole slots) for `table` of `stage` from slot `first`.
    ///
    /// # Errors
    /// [`Error::BadDescriptorLength`], [`Error::SlotOutOfRange`].
    pub fn new(
        stage: Stage,
        table: TableKind,
        first: usize,
        words: &'a [u32],
    ) -> Result<Self, Error> {
        check_slots(stage, table, first, words)?;
        Ok(ResourceSet {
            stage,
            table,
            first,
            words,
        })
    }
}

impl Binder<'_> {
    /// Binds `pipeline`: writes the packets of its blocks whose registers
    /// the shadow does not already hold (all in one copy per packet, all or
    /// nothing) and takes its stages' resource layouts. Binding the pipeline
    /// already bound writes nothing. Returns whether anything was bound.
    ///
    /// Each packet is compared with the registers as the GPU will hold
    /// them when it runs the packet: as the shadow and the pipeline's
    /// packets before it leave them. So a register written twice (`1` then
    /// `2` over a shadow holding `2`) has both packets written, and the
    /// shadow afterwards holds the last value written.
    ///
    /// On a buffer made with [`CommandBuffer::for_gfx`], every packet of
    /// the pipeline (written or skipped) must pass the checks the buffer's
    /// own `set_*_regs` make: a pipeline built for another generation is
    /// refused whole.
    ///
    /// # Errors
    /// [`Error::Pm4`] with `OutOfSpace`, or on a `for_gfx` buffer
    /// `RegisterNotOnGfx` / `RegisterFieldNotOnGfx`, or `FieldNotOnGfx`
    /// for a `SET_*_REG` `INDEX` on gfx6 (nothing written, nothing changes).
    #[inline]
    pub fn bind_pipeline(
        &mut self,
        de: &mut CommandBuffer<'_>,
        pipeline: &Pipeline<'_>,
    ) -> Result<bool, Error> {
        if self.pipeline == Some(pipeline.id) {
            self.shadow.count_skip();
            return Ok(false);
        }
        self.bind_new_pipeline(de, pipeline)
    }

    /// [`Binder::bind_pipeline`] of a pipeline other than the bound one.
    #[inline(never)]
    fn bind_new_pipeline(
        &mut self,
        de: &mut CommandBuffer<'_>,
        pipeline: &Pipeline<'_>,
    ) -> Result<bool, Error> {
        if let Some(gfx) = de.reg_gfx() {
            check_encoded(gfx, pipeline.dwords)?;
        }
        // Both passes make the same decision for each packet: whether it
        // changes a register as the shadow and the packets before it leave
        // it. The shadow takes the pipeline's values only once everything
        // is written (nothing changes on an error).
        let shadow = &self.shadow;
        let mut need = 0usize;
        pipeline.units(
            |at, s, o, v| pipeline.differs(shadow, at, s, o, v),
            |_, len| need = need.saturating_add(len),
        );
        let mut group = de.reserve(need)?;
        let d = pipeline.dwords;
        let mut skipped = 0u64;
        pipeline.units(
            |at, s, o, v| {
                let w = pipeline.differs(shadow, at, s, o, v);
                if !w {
                    skipped = skipped.saturating_add(1);
                }
                w
            },
            |start, len| {
                group.put(d.get(start..start.saturating_add(len)).unwrap_or(&[]), &[]);
            },
        );
        group.finish()?;
        let mut at = 0usize;
        while let Some((space, offset, len)) = packet_at(d, at) {
            let end = at.saturating_add(len);
            if let Some(space) = space {
                self.shadow.note(
                    space,
                    offset,
                    d.get(at.saturating_add(2)..end).unwrap_or(&[]),
                );
            }
            at = end;
        }
        for _ in 0..skipped {
            self.shadow.count_skip();
        }
        self.set_layouts(&pipeline.layouts);
        self.pipeline = Some(pipeline.id);
        self.stats.pipelines_bound = self.stats.pipelines_bound.saturating_add(1);
        Ok(true)
    }

    /// Writes a [`ResourceSet`]'s descriptors into its table. Returns
    /// whether any word changed.
    ///
    /// # Errors
    /// None in practice (the set was checked when built); the
    /// [`Binder::set_slots`] errors.
    pub fn set_resources(&mut self, set: &ResourceSet<'_>) -> Result<bool, Error> {
        self.set_slots(set.stage, set.table, set.first, set.words)
    }

    /// Places `dwords` dwords of per-draw data inside the DE buffer (behind
    /// a `NOP`, at a 16-byte aligned GPU address) and returns a
    /// constant-buffer V# of them at that address (the buffer's base from
    /// [`Binder::new`] / [`Binder::begin`] plus their offset) and the zeroed
    /// data for the CPU to fill.
    ///
    /// The padding after the `NOP` header aligns the address, not the
    /// offset in the buffer, so a DE buffer whose base is only 4-byte
    /// aligned still gets 16-byte aligned data (unlike
    /// [`CommandBuffer::alloc_embedded`], which aligns the offset).
    ///
    /// # Errors
    /// [`Error::Pm4`] (`OutOfSpace`; `CountOutOfRange` for 0 dwords or more
    /// than one `NOP` body holds with the padding), [`Error::Desc`] when the
    /// address passes 2^48; nothing is written.
    pub fn alloc_draw_data<'b>(
        &self,
        de: &'b mut CommandBuffer<'_>,
        dwords: usize,
    ) -> Result<(BufferResource, &'b mut [u32]), Error> {
        // The data starts after the NOP header and the padding up to the
        // next 16-byte GPU address (the base is 4-byte aligned, so whole
        // dwords of padding reach it).
        let base_dwords = usize::try_from((self.de_base() / 4) % 4).unwrap_or(0);
        let first = de.len().saturating_add(1);
        let pad = base_dwords.wrapping_add(first).wrapping_neg() & 3;
        let body = pad.saturating_add(dwords);
        let offset = first.saturating_add(pad);
        let addr = self
            .de_base()
            .saturating_add((offset as u64).saturating_mul(4));
        let bytes = u32::try_from(dwords.saturating_mul(4)).unwrap_or(u32::MAX);
        // Built before writing, so nothing is written when it fails.
        let v = BufferResource::constant_buffer(addr, bytes)?;
        // The counts `CommandBuffer::alloc_embedded` checks, in its order.
        for (field, value) in [("NUM_DWORDS", dwords), ("COUNT", body)] {
            if value == 0 || value > MAX_NOP_BODY_DWORDS {
                return Err(Error::Pm4(pm4::Error::CountOutOfRange {
                    field,
                    value: value as u64,
                    min: 1,
                    max: MAX_NOP_BODY_DWORDS as u64,
                }));
            }
        }
        // Header, padding and data in one zeroed run.
        let (_, run) = de.grow_zeroed(body.saturating_add(1))?;
        if let Some(header) = run.first_mut() {
            *header = nop_header(body);
        }
        Ok((v, run.get_mut(pad.saturating_add(1)..).unwrap_or(&mut [])))
    }
}
