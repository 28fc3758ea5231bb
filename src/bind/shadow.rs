//! [`Shadow`]: the register values a command buffer has set, to skip
//! writes that change nothing.

use crate::decode::state;
use crate::pm4::{CommandBuffer, Error};
use crate::regs::Space;

/// Registers of the SH and context spaces the shadow tracks (`0x400` each).
const REGS: usize = 0x400;
/// `u64` words of a validity bitmap over one space.
const BITMAP: usize = REGS / 64;

/// Whether bit `r` of `known` is set (`false` past its end).
#[inline]
fn known_bit(known: &[u64; BITMAP], r: usize) -> bool {
    known.get(r / 64).is_some_and(|w| w >> (r % 64) & 1 != 0)
}

/// A register shadow for one command buffer: the SH and context register
/// values it has written (or assumes at its start), so a write that changes
/// nothing is skipped.
///
/// The values are held in the decoder's register shadow
/// ([`state::Shadow`]), with a bit per register saying whether the value is
/// known. A recording starts from a known state: [`Shadow::new`] (nothing
/// known: every first write is recorded) or a copy of another shadow (the
/// snapshot restore of seed 000: a deferred recording that assumes what the
/// recording before it in submission order left).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Shadow {
    values: state::Shadow,
    sh_known: [u64; BITMAP],
    ctx_known: [u64; BITMAP],
    skipped: u64,
}

impl Shadow {
    /// A shadow that knows no register.
    pub const fn new() -> Self {
        Shadow {
            values: state::Shadow::new(),
            sh_known: [0; BITMAP],
            ctx_known: [0; BITMAP],
            skipped: 0,
        }
    }

    /// Forgets every register (e.g. after an indirect buffer or a
    /// `CLEAR_STATE` the shadow did not see).
    pub fn forget(&mut self) {
        self.sh_known = [0; BITMAP];
        self.ctx_known = [0; BITMAP];
    }

    /// Register writes skipped so far because they changed nothing.
    pub const fn skipped(&self) -> u64 {
        self.skipped
    }

    /// The register values (unknown registers read as whatever was last
    /// noted, 0 at first), in the decoder's form.
    pub const fn values(&self) -> &state::Shadow {
        &self.values
    }

    const fn known(&self, space: Space) -> Option<&[u64; BITMAP]> {
        match space {
            Space::Sh => Some(&self.sh_known),
            Space::Context => Some(&self.ctx_known),
            _ => None,
        }
    }

    /// The known value of the register at `offset` of `space` (SH or
    /// context), if the shadow knows it.
    #[inline]
    pub fn get(&self, space: Space, offset: u16) -> Option<u32> {
        let known = self.known(space)?;
        let i = usize::from(offset);
        if known_bit(known, i) {
            self.values.get(space, u32::from(offset))
        } else {
            None
        }
    }

    /// Whether the shadow can know register `reg` of `space` (SH or
    /// context, inside the tracked range): a write there is noted.
    #[inline]
    pub(crate) fn tracks(&self, space: Space, reg: usize) -> bool {
        reg < REGS
            && self.known(space).is_some()
            && u32::try_from(reg).is_ok_and(|r| self.values.get(space, r).is_some())
    }

    /// Whether writing `values` from `offset` of `space` would change a
    /// register (or reach one the shadow does not know). Spaces other than
    /// SH and context are never shadowed, so always `true` for them.
    #[inline]
    pub fn differs(&self, space: Space, offset: u16, values: &[u32]) -> bool {
        let Some(known) = self.known(space) else {
            return true;
        };
        let mut r = usize::from(offset);
        for &v in values {
            // `r` is below `0x10000 + values.len()`, so it fits a `u32`.
            if !known_bit(known, r) || self.values.get(space, r as u32) != Some(v) {
                return true;
            }
            r = r.saturating_add(1);
        }
        false
    }

    /// Records that `values` were written from `offset` of `space` (the
    /// writes themselves are the caller's). Registers outside the SH and
    /// context spaces are ignored.
    #[inline]
    pub fn note(&mut self, space: Space, offset: u16, values: &[u32]) {
        let known = match space {
            Space::Sh => &mut self.sh_known,
            Space::Context => &mut self.ctx_known,
            _ => return,
        };
        let mut r = usize::from(offset);
        for &v in values {
            if let Some(word) = known.get_mut(r / 64)
                && self.values.set(space, r as u32, v)
            {
                *word |= 1 << (r % 64);
            }
            r = r.saturating_add(1);
        }
    }

    /// Counts one skipped write.
    pub(crate) fn count_skip(&mut self) {
        self.skipped = self.skipped.saturating_add(1);
    }

    /// Writes `values` to consecutive registers of `space` from `offset`
    /// with one `SET_*_REG` packet, unless the shadow knows they already
    /// hold them. Returns whether the packet was written.
    ///
    /// # Errors
    /// The [`CommandBuffer::set_regs`] errors (nothing written, shadow unchanged).
    pub fn set_regs(
        &mut self,
        cb: &mut CommandBuffer<'_>,
        space: Space,
        offset: u16,
        values: &[u32],
    ) -> Result<bool, Error> {
        if !self.differs(space, offset, values) {
            self.count_skip();
            return Ok(false);
        }
        cb.set_regs(space, offset, values)?;
        self.note(space, offset, values);
        Ok(true)
    }
}
