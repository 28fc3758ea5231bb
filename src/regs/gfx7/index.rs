//! Register lookup by address without a search: for each space, an array
//! indexed by dword offset that holds the position in [`REGISTERS`] of the
//! register at that offset. The arrays are built at compile time from the
//! table itself and end at the highest offset the space defines.

use super::table::REGISTERS;
use crate::regs::{RegInfo, Space};

/// Index entry of an offset without a defined register.
const NONE: u16 = u16::MAX;

// Every table position is an index entry below `NONE`.
static_assertions::const_assert!(REGISTERS.len() < NONE as usize);

/// Whether two spaces are the same (`PartialEq` is not usable in `const`).
const fn same(a: Space, b: Space) -> bool {
    a as u8 == b as u8
}

/// One past the highest offset defined in `space`; 0 if it defines none.
const fn span(space: Space) -> usize {
    let mut rest: &[RegInfo] = &REGISTERS;
    let mut end = 0;
    while let Some((r, tail)) = rest.split_first() {
        if same(r.space, space) && r.offset as usize >= end {
            // An offset is at most `u16::MAX`: no overflow.
            end = (r.offset as usize).wrapping_add(1);
        }
        rest = tail;
    }
    end
}

/// The index of `space`: entry `o` is the table position of the first
/// register at offset `o` (the first in name order where two AMD names share
/// an address), [`NONE`] where there is none.
const fn build<const N: usize>(space: Space) -> [u16; N] {
    let mut index = [NONE; N];
    let mut rest: &[RegInfo] = &REGISTERS;
    let mut pos: u16 = 0;
    while let Some((r, tail)) = rest.split_first() {
        let slots: &mut [u16] = &mut index;
        if same(r.space, space)
            && let Some((_, from)) = slots.split_at_mut_checked(r.offset as usize)
            && let Some(slot) = from.first_mut()
            && *slot == NONE
        {
            *slot = pos;
        }
        // Below `NONE` by the assertion above.
        pos = pos.wrapping_add(1);
        rest = tail;
    }
    index
}

/// Offsets covered by the index of each space.
const CONFIG_LEN: usize = span(Space::Config);
const SH_LEN: usize = span(Space::Sh);
const CONTEXT_LEN: usize = span(Space::Context);
const UCONFIG_LEN: usize = span(Space::Uconfig);

/// Index of the config space.
static CONFIG: [u16; CONFIG_LEN] = build(Space::Config);
/// Index of the SH space.
static SH: [u16; SH_LEN] = build(Space::Sh);
/// Index of the context space.
static CONTEXT: [u16; CONTEXT_LEN] = build(Space::Context);
/// Index of the user-config space.
static UCONFIG: [u16; UCONFIG_LEN] = build(Space::Uconfig);

/// The register at dword `offset` of `space`: one bounds-checked read of the
/// space's index and one of the table.
pub(super) fn lookup(space: Space, offset: u16) -> Option<&'static RegInfo> {
    let index: &'static [u16] = match space {
        Space::Config => &CONFIG,
        Space::Sh => &SH,
        Space::Context => &CONTEXT,
        Space::Uconfig => &UCONFIG,
    };
    let pos = *index.get(usize::from(offset))?;
    REGISTERS.get(usize::from(pos))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Offsets of `space` to compare: all of them natively; under Miri (which would take
    /// hours for all) the offset of every 16th register and its neighbours, and every
    /// 4099th offset between.
    fn offsets(space: Space) -> impl Iterator<Item = u16> {
        let every = if cfg!(miri) { 4099 } else { 1 };
        let near = REGISTERS
            .iter()
            .filter(move |r| cfg!(miri) && r.space == space)
            .step_by(16)
            .flat_map(|r| {
                [
                    r.offset.saturating_sub(1),
                    r.offset,
                    r.offset.saturating_add(1),
                ]
            });
        (0..=u16::MAX).step_by(every).chain(near)
    }

    /// The index gives, for every offset of every space, the register a
    /// linear search of the table finds first (the same entry, by address).
    #[test]
    fn index_matches_linear_search() {
        let mut found = 0usize;
        for space in [Space::Config, Space::Sh, Space::Context, Space::Uconfig] {
            for offset in offsets(space) {
                let linear = REGISTERS
                    .iter()
                    .find(|r| r.space == space && r.offset == offset);
                let indexed = lookup(space, offset);
                assert!(
                    match (linear, indexed) {
                        (Some(a), Some(b)) => core::ptr::eq(a, b),
                        (None, None) => true,
                        _ => false,
                    },
                    "{space:?}[{offset:#X}]: linear {:?}, indexed {:?}",
                    linear.map(|r| r.name),
                    indexed.map(|r| r.name)
                );
                found += usize::from(indexed.is_some());
            }
        }
        if cfg!(miri) {
            // Offsets near registers were visited more than once.
            return;
        }
        // Every register is found, except a second name at a shared address.
        let distinct = REGISTERS.len()
            - REGISTERS
                .windows(2)
                .filter(|p| (p[0].space, p[0].offset) == (p[1].space, p[1].offset))
                .count();
        assert_eq!(found, distinct);
        assert!(found > 700, "{found} registers found");
    }
}
