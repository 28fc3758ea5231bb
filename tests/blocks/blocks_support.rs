//! Helpers shared by the register-block tests: a PM4 `SET_*_REG` reader
//! written from the packet layout (header `(3 << 30) | (COUNT << 16) |
//! (OPCODE << 8)`, body dword 1 = `REG_OFFSET`), independent of the writer.
//! It also takes the `INDEX_TYPE` packet (opcode `0x2A`, one body dword),
//! which writes `VGT_DMA_INDEX_TYPE` (context `0x29F`, spec `pm4.packets`
//! note), as a write of that register with `index` [`INDEX_TYPE_PACKET`].

#![allow(dead_code)]

use gcn::regs::Space;
use std::collections::BTreeMap;

/// One `SET_*_REG` packet: space, first offset, values.
#[derive(Debug, PartialEq, Eq)]
pub struct SetReg {
    pub space: Space,
    pub offset: u16,
    pub index: u32,
    pub values: Vec<u32>,
}

/// The `index` of the [`SetReg`] an `INDEX_TYPE` packet is read as.
pub const INDEX_TYPE_PACKET: u32 = 0x2A;

/// Splits a command stream into `SET_*_REG` packets (and `INDEX_TYPE`, see
/// the module docs); panics on anything else.
pub fn parse(words: &[u32]) -> Vec<SetReg> {
    let mut out = Vec::new();
    let mut i = 0;
    while i < words.len() {
        let h = words[i];
        assert_eq!(h >> 30, 3, "dword {i}: not a type-3 header: {h:#010x}");
        let count = ((h >> 16) & 0x3FFF) as usize;
        let opcode = (h >> 8) & 0xFF;
        let body = &words[i + 1..i + 2 + count];
        if opcode == 0x2A {
            assert_eq!(count, 0, "dword {i}: INDEX_TYPE has one body dword");
            out.push(SetReg {
                space: Space::Context,
                offset: 0x29F,
                index: INDEX_TYPE_PACKET,
                values: body.to_vec(),
            });
            i += 2;
            continue;
        }
        let space = match opcode {
            0x68 => Space::Config,
            0x69 => Space::Context,
            0x76 => Space::Sh,
            0x79 => Space::Uconfig,
            other => panic!("dword {i}: opcode {other:#x} is not SET_*_REG"),
        };
        out.push(SetReg {
            space,
            offset: (body[0] & 0xFFFF) as u16,
            index: body[0] >> 28,
            values: body[1..].to_vec(),
        });
        i += 2 + count;
    }
    out
}

/// Register file written by the packets.
pub fn apply(packets: &[SetReg]) -> BTreeMap<(Space, u16), u32> {
    let mut regs = BTreeMap::new();
    for p in packets {
        for (k, v) in p.values.iter().enumerate() {
            regs.insert((p.space, p.offset + k as u16), *v);
        }
    }
    regs
}

/// The mask of a `width`-bit field, at bit 0.
fn field_mask(width: u32) -> u32 {
    if width == 32 {
        u32::MAX
    } else {
        (1 << width) - 1
    }
}

/// Packs spec fields `(name, lsb, width, value)` into a dword.
pub fn pack(fields: &[(&str, u32, u32, u32)]) -> u32 {
    fields.iter().fold(0, |acc, &(name, lsb, width, value)| {
        assert!(value <= field_mask(width), "{name}: test value too wide");
        acc | (value << lsb)
    })
}

/// Prints each register of `got` that `listed` does not hold and returns
/// how many there are: a golden must name everything the block writes.
fn unlisted(got: &BTreeMap<(Space, u16), u32>, listed: impl Fn(Space, u16) -> bool) -> usize {
    let mut bad = 0;
    for (&(space, offset), &v) in got {
        if !listed(space, offset) {
            let name = gcn::regs::gfx7::lookup(space, offset).map_or("?", |r| r.name);
            println!("{name} ({space:?} {offset:#x}) = {v:#010x}: written, not in the golden");
            bad += 1;
        }
    }
    bad
}

/// Golden rows: (register name, space, offset from the spec, fields).
pub type Golden<'a> = &'a [(&'a str, Space, u16, &'a [(&'a str, u32, u32, u32)])];

/// Compares a register file against golden rows; prints every differing field
/// and every register written that the golden does not list. Returns the
/// number of mismatching registers (a register outside the golden counts as
/// one), so a golden must name everything the block writes.
pub fn compare(got: &BTreeMap<(Space, u16), u32>, golden: Golden) -> usize {
    let mut bad = unlisted(got, |space, offset| {
        golden.iter().any(|&(_, s, o, _)| (s, o) == (space, offset))
    });
    for &(name, space, offset, fields) in golden {
        bad += check_row(got, name, (space, offset), pack(fields), |v| {
            for &(f, lsb, width, value) in fields {
                let mask = field_mask(width);
                if (v >> lsb) & mask != value {
                    println!("  {name}.{f}: got {}, spec {value}", (v >> lsb) & mask);
                }
            }
        });
    }
    bad
}

/// One golden row: 0 when `got` holds `want` at `at`, else 1 after printing
/// the difference (`fields` prints the differing fields of the value got).
fn check_row(
    got: &BTreeMap<(Space, u16), u32>,
    name: &str,
    at: (Space, u16),
    want: u32,
    fields: impl Fn(u32),
) -> usize {
    match got.get(&at) {
        None => println!("{name}: not written"),
        Some(&v) if v != want => {
            println!("{name}: got {v:#010x}, spec {want:#010x}");
            fields(v);
        }
        Some(_) => return 0,
    }
    1
}

/// Golden rows of whole dwords: (register name, space, offset from the
/// spec, value).
pub type GoldenDwords<'a> = &'a [(&'a str, Space, u16, u32)];

/// [`compare`] for whole-dword golden rows: every row must be written with
/// its value and nothing else may be written. Prints each difference, field
/// by field (field layout from the register table), and returns the number
/// of mismatching registers.
pub fn compare_dwords(got: &BTreeMap<(Space, u16), u32>, golden: GoldenDwords) -> usize {
    let mut bad = unlisted(got, |space, offset| {
        golden.iter().any(|&(_, s, o, _)| (s, o) == (space, offset))
    });
    for &(name, space, offset, want) in golden {
        let info = gcn::regs::gfx7::lookup(space, offset);
        assert_eq!(
            info.map(|r| r.name),
            Some(name),
            "golden row {name}: {space:?} {offset:#x}"
        );
        bad += check_row(got, name, (space, offset), want, |v| {
            if let Some(info) = info {
                for f in info.fields {
                    let (a, b) = (f.extract(v), f.extract(want));
                    if a != b {
                        println!("  {name}.{}: got {a:#x}, spec {b:#x}", f.name);
                    }
                }
            }
        });
    }
    bad
}
