//! Shared helpers of the register-block tests: a minimal `SET_*_REG` packet
//! reader and a field-by-field comparison that names registers and fields.
#![allow(dead_code)]

use gcn::regs::Space;

/// One `SET_*_REG` packet read back from a command stream.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SetRegPacket {
    pub space: Space,
    pub offset: u16,
    pub values: Vec<u32>,
}

/// Splits `words` into `SET_CONFIG/SH/CONTEXT/UCONFIG_REG` packets, reading the
/// PM4 type-3 header by hand (bits 31:30 = 3, COUNT 29:16, IT_OPCODE 15:8).
/// Panics on anything else, so a test sees every stray dword.
pub fn read_set_reg_packets(words: &[u32]) -> Vec<SetRegPacket> {
    let mut out = Vec::new();
    let mut i = 0;
    while i < words.len() {
        let h = words[i];
        assert_eq!(h >> 30, 3, "dword {i}: {h:#010x} is not a type-3 header");
        let body = ((h >> 16) & 0x3FFF) as usize + 1;
        let space = match (h >> 8) & 0xFF {
            0x68 => Space::Config,
            0x76 => Space::Sh,
            0x69 => Space::Context,
            0x79 => Space::Uconfig,
            op => panic!("dword {i}: opcode {op:#x} is not SET_*_REG"),
        };
        let off = words[i + 1];
        out.push(SetRegPacket {
            space,
            offset: (off & 0xFFFF) as u16,
            values: words[i + 2..i + 1 + body].to_vec(),
        });
        i += 1 + body;
    }
    out
}

/// The `(offset, value)` pairs of every packet of `space`, in stream order.
pub fn flatten(packets: &[SetRegPacket], space: Space) -> Vec<(u16, u32)> {
    let mut out = Vec::new();
    for p in packets.iter().filter(|p| p.space == space) {
        for (k, v) in p.values.iter().enumerate() {
            out.push((p.offset + k as u16, *v));
        }
    }
    out
}

/// Compares `got` with the golden `(name, offset, value)` table register by
/// register. On a difference, prints the register and every field that
/// differs (field layout from the crate's register table) and fails.
pub fn assert_golden(space: Space, got: &[(u16, u32)], golden: &[(&str, u16, u32)]) {
    let mut bad = 0;
    assert_eq!(
        got.len(),
        golden.len(),
        "register count: got {got:x?}, golden {golden:x?}"
    );
    for (&(off, value), &(name, goff, gvalue)) in got.iter().zip(golden) {
        if off != goff {
            eprintln!("{name}: written at offset {off:#x}, expected {goff:#x}");
            bad += 1;
            continue;
        }
        let info = gcn::regs::gfx7::lookup(space, off).expect("register exists");
        assert_eq!(info.name, name, "offset {off:#x}");
        if value != gvalue {
            bad += 1;
            eprintln!("{name}: {value:#010x}, expected {gvalue:#010x}");
            for f in info.fields {
                let (a, b) = (f.extract(value), f.extract(gvalue));
                if a != b {
                    eprintln!("    {name}.{}: {a:#x}, expected {b:#x}", f.name);
                }
            }
            let known: u32 = info.fields.iter().fold(0, |m, f| m | f.mask());
            if (value ^ gvalue) & !known != 0 {
                eprintln!(
                    "    reserved bits differ: {:#010x}",
                    (value ^ gvalue) & !known
                );
            }
        }
    }
    assert_eq!(bad, 0, "{bad} register(s) differ");
}

/// A register source (for the blocks' `decode`) over `(offset, value)`
/// pairs of one space; the last write of a register wins.
pub fn source(space: Space, list: &[(u16, u32)]) -> impl Fn(Space, u16) -> Option<u32> + '_ {
    move |s, off| {
        if s != space {
            return None;
        }
        list.iter().rev().find(|r| r.0 == off).map(|r| r.1)
    }
}

/// A register source over SH and context pairs.
pub fn source2<'a>(
    sh: &'a [(u16, u32)],
    context: &'a [(u16, u32)],
) -> impl Fn(Space, u16) -> Option<u32> + 'a {
    move |s, off| {
        let list = match s {
            Space::Sh => sh,
            Space::Context => context,
            _ => return None,
        };
        list.iter().rev().find(|r| r.0 == off).map(|r| r.1)
    }
}
