//! Register lookup by address without a search: for each space, an array
//! indexed by dword offset that holds the position in a generation's
//! `REGISTERS` table of the register at that offset. The arrays are built at
//! compile time from the table itself and end at the highest offset the space
//! defines; [`generation!`] declares them, with `lookup`, `lookup_name` and
//! `iter`, in each generation's module.

use super::{Field, FieldKind, Member, RegInfo, Space};

/// Index entry of an offset without a defined register.
pub(crate) const NONE: u16 = u16::MAX;

/// Whether two spaces are the same (`PartialEq` is not usable in `const`).
const fn same(a: Space, b: Space) -> bool {
    a as u8 == b as u8
}

/// One past the highest offset `table` defines in `space`; 0 if it defines none.
pub(crate) const fn span(table: &[RegInfo], space: Space) -> usize {
    let mut rest: &[RegInfo] = table;
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

/// The index of `space` in `table`: entry `o` is the table position of the
/// first register at offset `o` (the first in name order where two AMD names
/// share an address), [`NONE`] where there is none. `table` holds fewer than
/// [`NONE`] registers (each generation asserts it).
pub(crate) const fn build<const N: usize>(table: &[RegInfo], space: Space) -> [u16; N] {
    let mut index = [NONE; N];
    let mut rest: &[RegInfo] = table;
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
        // Below `NONE` by the caller's assertion.
        pos = pos.wrapping_add(1);
        rest = tail;
    }
    index
}

/// The register at dword `offset` of `space`: one bounds-checked read of the
/// space's index (`[config, SH, context, uconfig]`) and one of the table.
pub(crate) fn lookup(
    table: &'static [RegInfo],
    [config, sh, context, uconfig]: [&'static [u16]; 4],
    space: Space,
    offset: u16,
) -> Option<&'static RegInfo> {
    let index = match space {
        Space::Config => config,
        Space::Sh => sh,
        Space::Context => context,
        Space::Uconfig => uconfig,
    };
    let pos = *index.get(usize::from(offset))?;
    table.get(usize::from(pos))
}

/// Whether two strings are equal (`PartialEq` is not usable in `const`).
const fn same_name(a: &str, b: &str) -> bool {
    let (mut x, mut y) = (a.as_bytes(), b.as_bytes());
    loop {
        match (x.split_first(), y.split_first()) {
            (Some((p, xs)), Some((q, ys))) if *p == *q => {
                x = xs;
                y = ys;
            }
            (None, None) => return true,
            _ => return false,
        }
    }
}

/// The fields of `all` not named in `absent`, in order: a register's field
/// table on a generation that lacks some of the fields of the type's
/// generation. `K` is the number of fields kept ([`narrowed!`] gives it);
/// entries past the fields kept stay unnamed (the spec test would show them).
pub(crate) const fn without<const K: usize>(all: &'static [Field], absent: &[&str]) -> [Field; K] {
    let mut kept = [Field::new("", 0, 0, FieldKind::Uint); K];
    let mut next = 0usize;
    let mut rest = all;
    while let Some((field, tail)) = rest.split_first() {
        let mut gone = false;
        let mut names = absent;
        while let Some((name, others)) = names.split_first() {
            gone = gone || same_name(field.name, name);
            names = others;
        }
        if !gone {
            let slots: &mut [Field] = &mut kept;
            if let Some((_, from)) = slots.split_at_mut_checked(next)
                && let Some(slot) = from.first_mut()
            {
                *slot = *field;
            }
            next = next.saturating_add(1);
        }
        rest = tail;
    }
    kept
}

/// The table entry of a register type on a generation that lacks some of
/// its fields (named in the list): `narrowed!(One(Type), ["FIELD", ..])`
/// for a register, `narrowed!(Slots(Family::<first>), [..])` for every
/// slot of a family, each with the type's field table without those fields.
macro_rules! narrowed {
    (One($ty:ty), [$($absent:literal),+ $(,)?]) => {
        $crate::regs::index::Entry::One($crate::regs::RegInfo {
            fields: &$crate::regs::index::narrowed!(@fields $ty, [$($absent),+]),
            ..$crate::regs::RegInfo::of::<$ty>()
        })
    };
    (Slots($ty:ty), [$($absent:literal),+ $(,)?]) => {
        $crate::regs::index::Entry::Slots(
            <$ty>::MEMBER,
            &$crate::regs::index::narrowed!(@fields $ty, [$($absent),+]),
        )
    };
    (@fields $ty:ty, [$($absent:literal),+]) => {
        $crate::regs::index::without::<{ <$ty>::FIELDS.len() - [$($absent),+].len() }>(
            <$ty>::FIELDS,
            &[$($absent),+],
        )
    };
}
pub(crate) use narrowed;

/// One register, or every slot of a register family, in a generation's table.
pub(crate) enum Entry {
    /// A register.
    One(RegInfo),
    /// The slots of a family (or shared-layout family): its space, offsets
    /// and names, and the field table every slot shares.
    Slots(Member, &'static [Field]),
}

impl Entry {
    /// How many registers the entry stands for.
    const fn len(&self) -> usize {
        match self {
            Entry::One(_) => 1,
            Entry::Slots(member, _) => member.names.len(),
        }
    }
}

/// A piece of a generation's table (see [`join`]).
pub(crate) enum Part {
    /// `len` entries of the base generation's (gfx7's) table from position
    /// `at`: registers the generation shares with it.
    Base(usize, usize),
    /// The generation's own registers and families.
    Own(&'static [Entry]),
}

/// How many registers `parts` hold.
pub(crate) const fn len(parts: &[Part]) -> usize {
    let mut rest = parts;
    let mut total = 0usize;
    while let Some((part, tail)) = rest.split_first() {
        match part {
            Part::Base(_, len) => total = total.saturating_add(*len),
            Part::Own(entries) => {
                let mut items = *entries;
                while let Some((entry, more)) = items.split_first() {
                    total = total.saturating_add(entry.len());
                    items = more;
                }
            }
        }
        rest = tail;
    }
    total
}

/// Whether `a` sorts before `b`: by space, offset, then AMD name (bytes).
const fn before(a: &RegInfo, b: &RegInfo) -> bool {
    if a.space as u8 != b.space as u8 {
        return (a.space as u8) < (b.space as u8);
    }
    if a.offset != b.offset {
        return a.offset < b.offset;
    }
    let (mut x, mut y) = (a.name.as_bytes(), b.name.as_bytes());
    loop {
        match (x.split_first(), y.split_first()) {
            (Some((p, xs)), Some((q, ys))) => {
                if *p != *q {
                    return *p < *q;
                }
                x = xs;
                y = ys;
            }
            (None, Some(_)) => return true,
            _ => return false,
        }
    }
}

/// Writes `r` at position `next` of `table` (nothing past its end).
const fn put(table: &mut [RegInfo], next: usize, r: RegInfo) {
    if let Some((_, from)) = table.split_at_mut_checked(next)
        && let Some(slot) = from.first_mut()
    {
        *slot = r;
    }
}

/// Sorts `table` by [`before`] (insertion sort: the pieces come nearly in order).
const fn sort(table: &mut [RegInfo]) {
    let mut i = 1usize;
    while i < table.len() {
        let mut j = i;
        while j > 0 {
            // `0 < j < table.len()`: both halves are non-empty.
            let Some((left, right)) = table.split_at_mut_checked(j) else {
                break;
            };
            let (Some(a), Some(b)) = (left.last_mut(), right.first_mut()) else {
                break;
            };
            if !before(b, a) {
                break;
            }
            core::mem::swap(a, b);
            j = j.wrapping_sub(1);
        }
        i = i.saturating_add(1);
    }
}

/// A generation's table from `parts`, sorted by (space, offset, name), with
/// [`Part::Base`] runs taken from `base` (gfx7's table; empty for gfx7's own).
/// The generated tables size it with [`len`].
pub(crate) const fn join<const N: usize>(base: &[RegInfo], parts: &[Part]) -> [RegInfo; N] {
    let placeholder = RegInfo {
        name: "",
        space: Space::Config,
        offset: 0,
        fields: &[],
    };
    let mut table = [placeholder; N];
    let mut next = 0usize;
    let mut rest = parts;
    while let Some((part, tail)) = rest.split_first() {
        match part {
            Part::Base(at, len) => {
                let run: &[RegInfo] = match base.split_at_checked(*at) {
                    Some((_, from)) => match from.split_at_checked(*len) {
                        Some((run, _)) => run,
                        None => from,
                    },
                    None => &[],
                };
                let mut items = run;
                while let Some((r, more)) = items.split_first() {
                    put(&mut table, next, *r);
                    next = next.saturating_add(1);
                    items = more;
                }
            }
            Part::Own(entries) => {
                let mut items = *entries;
                while let Some((entry, more)) = items.split_first() {
                    match entry {
                        Entry::One(r) => {
                            put(&mut table, next, *r);
                            next = next.saturating_add(1);
                        }
                        Entry::Slots(member, fields) => {
                            let mut names = member.names;
                            let mut offset = member.base;
                            while let Some((name, others)) = names.split_first() {
                                let r = RegInfo {
                                    name,
                                    space: member.space,
                                    offset,
                                    fields,
                                };
                                put(&mut table, next, r);
                                next = next.saturating_add(1);
                                // A family's slots stay inside its 16-bit space.
                                offset = offset.wrapping_add(member.stride);
                                names = others;
                            }
                        }
                    }
                    items = more;
                }
            }
        }
        rest = tail;
    }
    sort(&mut table);
    table
}

/// Declares, in a generation's module whose table is `REGISTERS`, the
/// per-space indexes and the public `lookup`, `lookup_name` and `iter`.
macro_rules! generation {
    ($gfx:literal) => {
        // Every table position is an index entry below `NONE`.
        static_assertions::const_assert!(REGISTERS.len() < $crate::regs::index::NONE as usize);

        /// Offsets covered by the index of each space.
        const LEN: [usize; 4] = [
            $crate::regs::index::span(&REGISTERS, $crate::regs::Space::Config),
            $crate::regs::index::span(&REGISTERS, $crate::regs::Space::Sh),
            $crate::regs::index::span(&REGISTERS, $crate::regs::Space::Context),
            $crate::regs::index::span(&REGISTERS, $crate::regs::Space::Uconfig),
        ];
        /// Index of the config space.
        static CONFIG: [u16; LEN[0]] =
            $crate::regs::index::build(&REGISTERS, $crate::regs::Space::Config);
        /// Index of the SH space.
        static SH: [u16; LEN[1]] = $crate::regs::index::build(&REGISTERS, $crate::regs::Space::Sh);
        /// Index of the context space.
        static CONTEXT: [u16; LEN[2]] =
            $crate::regs::index::build(&REGISTERS, $crate::regs::Space::Context);
        /// Index of the user-config space.
        static UCONFIG: [u16; LEN[3]] =
            $crate::regs::index::build(&REGISTERS, $crate::regs::Space::Uconfig);

        #[doc = concat!("The ", $gfx, " register at dword `offset` of `space`, or `None` if this crate does not define one there.")]
        ///
        /// Where two AMD names share an address (`CP_PIPEID` / `CP_RINGID`) the first
        /// in name order is returned. No search: one read of a per-space index built
        /// at compile time from [`REGISTERS`].
        pub fn lookup(
            space: $crate::regs::Space,
            offset: u16,
        ) -> Option<&'static $crate::regs::RegInfo> {
            $crate::regs::index::lookup(&REGISTERS, [&CONFIG, &SH, &CONTEXT, &UCONFIG], space, offset)
        }

        #[doc = concat!("The ", $gfx, " register called `name` (AMD spelling), or `None`.")]
        pub fn lookup_name(name: &str) -> Option<&'static $crate::regs::RegInfo> {
            REGISTERS.iter().find(|r| r.name == name)
        }

        #[doc = concat!("Every register this crate defines for ", $gfx, ", sorted by (space, offset).")]
        pub fn iter() -> core::slice::Iter<'static, $crate::regs::RegInfo> {
            REGISTERS.iter()
        }
    };
}
pub(crate) use generation;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::regs::{gfx6, gfx7, gfx8};

    /// A generation's table and lookup.
    type Generation = (
        &'static [RegInfo],
        fn(Space, u16) -> Option<&'static RegInfo>,
    );

    /// Every generation's table and lookup.
    const GENERATIONS: [Generation; 3] = [
        (&gfx6::REGISTERS, gfx6::lookup),
        (&gfx7::REGISTERS, gfx7::lookup),
        (&gfx8::REGISTERS, gfx8::lookup),
    ];

    /// Offsets of `space` to compare: all of them natively; under Miri (which would take
    /// hours for all) the offset of every 16th register and its neighbours, and every
    /// 4099th offset between.
    fn offsets(table: &'static [RegInfo], space: Space) -> impl Iterator<Item = u16> {
        let every = if cfg!(miri) { 4099 } else { 1 };
        let near = table
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

    /// Each generation's table is sorted by (space, offset), and each of its
    /// registers is found at its own address.
    #[test]
    fn tables_are_sorted_for_lookup() {
        for (table, lookup) in GENERATIONS {
            for pair in table.windows(2) {
                let (a, b) = (&pair[0], &pair[1]);
                assert!(
                    (a.space, a.offset) <= (b.space, b.offset),
                    "{} before {}",
                    a.name,
                    b.name
                );
            }
            for r in table {
                let found = lookup(r.space, r.offset).unwrap();
                assert_eq!((found.space, found.offset), (r.space, r.offset));
            }
        }
    }

    /// The index gives, for every offset of every space, the register a
    /// linear search of the table finds first (the same entry, by address).
    #[test]
    fn index_matches_linear_search() {
        for (table, lookup) in GENERATIONS {
            let mut found = 0usize;
            for space in [Space::Config, Space::Sh, Space::Context, Space::Uconfig] {
                for offset in offsets(table, space) {
                    let linear = table
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
                continue;
            }
            // Every register is found, except a second name at a shared address.
            let distinct = table.len()
                - table
                    .windows(2)
                    .filter(|p| (p[0].space, p[0].offset) == (p[1].space, p[1].offset))
                    .count();
            assert_eq!(found, distinct);
            assert!(found > 700, "{found} registers found");
        }
    }
}
