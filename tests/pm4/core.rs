//! CommandBuffer core, SET_*_REG and NOP: golden dwords from the spec layout,
//! out-of-space and bad-argument cases.

use crate::pm4_support;

use gcn::pm4::{CommandBuffer, Error, SetContextRegIndex, SetUconfigRegIndex};
use gcn::regs::{Register, Space};
use pm4_support::*;

// Opcodes (spec pm4.opcodes).
const IT_NOP: u32 = 0x10;
const IT_SET_CONFIG_REG: u32 = 0x68;
const IT_SET_CONTEXT_REG: u32 = 0x69;
const IT_SET_SH_REG: u32 = 0x76;
const IT_SET_UCONFIG_REG: u32 = 0x79;
// SET_*_REG dword 1 fields.
const REG_OFFSET_SHIFT: u32 = 0;
const INDEX_SHIFT: u32 = 28;

#[derive(Clone, Copy)]
struct PaScScreenScissorTl(u32);
impl Register for PaScScreenScissorTl {
    const SPACE: Space = Space::Context;
    const OFFSET: u16 = 0x0C;
    const NAME: &'static str = "PA_SC_SCREEN_SCISSOR_TL";
    fn to_bits(self) -> u32 {
        self.0
    }
    fn from_bits(bits: u32) -> Self {
        Self(bits)
    }
}

#[derive(Clone, Copy)]
struct ComputeNumThreadX(u32);
impl Register for ComputeNumThreadX {
    const SPACE: Space = Space::Sh;
    const OFFSET: u16 = 0x207;
    const NAME: &'static str = "COMPUTE_NUM_THREAD_X";
    fn to_bits(self) -> u32 {
        self.0
    }
    fn from_bits(bits: u32) -> Self {
        Self(bits)
    }
}

#[test]
#[rustfmt::skip]
fn set_context_reg_golden() {
    golden("SET_CONTEXT_REG", &[
        ("header",     hdr(IT_SET_CONTEXT_REG, 2)),
        ("REG_OFFSET", 0x0A0 << REG_OFFSET_SHIFT),
        ("REG_VALUE",  0x1111_1111),
        ("REG_VALUE",  0x2222_2222),
    ], |cb| cb.set_context_regs(0x0A0, &[0x1111_1111, 0x2222_2222]));
    golden("SET_CONTEXT_REG INDEX", &[
        ("header",           hdr(IT_SET_CONTEXT_REG, 1)),
        ("REG_OFFSET|INDEX", (0x2D6 << REG_OFFSET_SHIFT) | (3 << INDEX_SHIFT)),
        ("REG_VALUE",        0x1234),
    ], |cb| cb.set_regs_indexed(SetContextRegIndex::PA_SC_RASTER_CONFIG, 0x2D6, &[0x1234]));
    golden("SET_CONTEXT_REG typed", &[
        ("header",     hdr(IT_SET_CONTEXT_REG, 1)),
        ("REG_OFFSET", 0x0C),
        ("REG_VALUE",  0x0001_0002),
    ], |cb| cb.set_reg(PaScScreenScissorTl(0x0001_0002)));
}

#[test]
#[rustfmt::skip]
fn set_sh_reg_golden_graphics_and_compute() {
    golden("SET_SH_REG", &[
        ("header",     hdr(IT_SET_SH_REG, 1)),
        ("REG_OFFSET", 0x4C),
        ("REG_VALUE",  0xCAFE_0000),
    ], |cb| cb.set_sh_regs(0x4C, &[0xCAFE_0000]));
    golden("SET_SH_REG compute", &[
        ("header SHADER_TYPE=1", hdr_cs(IT_SET_SH_REG, 1)),
        ("REG_OFFSET",           0x207),
        ("REG_VALUE",            64),
    ], |cb| cb.set_reg(ComputeNumThreadX(64)));
}

#[test]
#[rustfmt::skip]
fn set_uconfig_and_config_reg_golden() {
    golden("SET_UCONFIG_REG", &[
        ("header",     hdr(IT_SET_UCONFIG_REG, 1)),
        ("REG_OFFSET", 0x242),
        ("REG_VALUE",  4),
    ], |cb| cb.set_uconfig_regs(0x242, &[4]));
    golden("SET_UCONFIG_REG INDEX", &[
        ("header",           hdr(IT_SET_UCONFIG_REG, 1)),
        ("REG_OFFSET|INDEX", 0x242 | (1 << INDEX_SHIFT)),
        ("REG_VALUE",        4),
    ], |cb| cb.set_regs_indexed(SetUconfigRegIndex::PRIM_TYPE, 0x242, &[4]));
    golden("SET_CONFIG_REG", &[
        ("header",     hdr(IT_SET_CONFIG_REG, 1)),
        ("REG_OFFSET", 0x256),
        ("REG_VALUE",  4),
    ], |cb| cb.set_config_regs(0x256, &[4]));
}

#[test]
#[rustfmt::skip]
fn set_reg_list_one_packet_per_run() {
    golden("set_reg_list", &[
        ("header",     hdr(IT_SET_CONTEXT_REG, 2)),
        ("REG_OFFSET", 0x10),
        ("REG_VALUE",  1),
        ("REG_VALUE",  2),
        ("header",     hdr(IT_SET_CONTEXT_REG, 1)),
        ("REG_OFFSET", 0x20),
        ("REG_VALUE",  3),
        ("header",     hdr(IT_SET_CONTEXT_REG, 3)),
        ("REG_OFFSET", 0x22),
        ("REG_VALUE",  4),
        ("REG_VALUE",  5),
        ("REG_VALUE",  6),
    ], |cb| cb.set_reg_list(Space::Context, &[(0x10, 1), (0x11, 2), (0x20, 3), (0x22, 4), (0x23, 5), (0x24, 6)]));
    golden("set_reg_list empty", &[], |cb| cb.set_reg_list(Space::Sh, &[]));
}

#[test]
fn set_reg_out_of_space() {
    out_of_space("SET_CONTEXT_REG", 4, |cb| cb.set_context_regs(0, &[1, 2]));
    out_of_space("SET_SH_REG", 3, |cb| cb.set_sh_regs(0x4C, &[1]));
    out_of_space("SET_UCONFIG_REG", 3, |cb| cb.set_uconfig_regs(0x242, &[1]));
    out_of_space("SET_CONFIG_REG", 3, |cb| cb.set_config_regs(0x256, &[1]));
    out_of_space("set_reg typed", 3, |cb| cb.set_reg(PaScScreenScissorTl(1)));
    out_of_space("set_reg_list", 3 + 4, |cb| {
        cb.set_reg_list(Space::Context, &[(1, 1), (5, 2), (6, 3)])
    });
}

#[test]
fn set_reg_bad_arguments() {
    // Context space holds 0x2000 dwords: the last register is 0x1FFF.
    rejects(
        "run leaves the space",
        Error::RegisterOutsideSpace {
            space: Space::Context,
            offset: 0x1FFF,
            count: 2,
        },
        |cb| cb.set_context_regs(0x1FFF, &[1, 2]),
    );
    rejects(
        "SH offset past the space",
        Error::RegisterOutsideSpace {
            space: Space::Sh,
            offset: 0x400,
            count: 1,
        },
        |cb| cb.set_sh_regs(0x400, &[1]),
    );
    rejects(
        "empty run",
        Error::CountOutOfRange {
            field: "COUNT",
            value: 0,
            min: 1,
            max: 0x3FFF,
        },
        |cb| cb.set_uconfig_regs(0, &[]),
    );
    let many = vec![0u32; 0x4000];
    rejects(
        "too many values",
        Error::CountOutOfRange {
            field: "COUNT",
            value: 0x4000,
            min: 1,
            max: 0x3FFF,
        },
        |cb| cb.set_uconfig_regs(0, &many),
    );
    rejects(
        "unsorted list",
        Error::UnsortedRegisters { offset: 3 },
        |cb| cb.set_reg_list(Space::Context, &[(4, 0), (3, 0)]),
    );
    rejects(
        "duplicate offset",
        Error::UnsortedRegisters { offset: 4 },
        |cb| cb.set_reg_list(Space::Context, &[(4, 0), (4, 0)]),
    );
    rejects(
        "list register outside",
        Error::RegisterOutsideSpace {
            space: Space::Sh,
            offset: 0x400,
            count: 1,
        },
        |cb| cb.set_reg_list(Space::Sh, &[(1, 0), (0x400, 0)]),
    );
    // The largest run fits exactly.
    let mut storage = vec![0u32; 0x4001];
    let mut cb = CommandBuffer::new(&mut storage);
    cb.set_uconfig_regs(0, &many[..0x3FFF]).unwrap();
    assert_eq!(cb.as_slice()[0], hdr(IT_SET_UCONFIG_REG, 0x3FFF));
}

#[test]
fn set_reg_list_splits_runs_longer_than_one_packet() {
    // Uconfig holds 0x4000 registers: one full packet of 0x3FFF, then one more.
    let list: Vec<(u16, u32)> = (0..0x4000u16).map(|i| (i, u32::from(i))).collect();
    let mut storage = vec![0u32; 0x4004];
    let mut cb = CommandBuffer::new(&mut storage);
    cb.set_reg_list(Space::Uconfig, &list).unwrap();
    let s = cb.as_slice();
    assert_eq!(s.len(), 0x4004);
    assert_eq!(s[0], hdr(IT_SET_UCONFIG_REG, 0x3FFF));
    assert_eq!(s[1], 0);
    assert_eq!(s[0x4000], 0x3FFE);
    assert_eq!(&s[0x4001..], &[hdr(IT_SET_UCONFIG_REG, 1), 0x3FFF, 0x3FFF]);
}

#[test]
#[rustfmt::skip]
fn nop_golden() {
    golden("NOP payload", &[
        ("header",  hdr(IT_NOP, 1)),
        ("PAYLOAD", 0x6875_0000),
        ("PAYLOAD", 7),
    ], |cb| cb.nop(&[0x6875_0000, 7]));
    golden("NOP header-only", &[
        ("header COUNT=0x3FFF", hdr(IT_NOP, 0x3FFF)),
    ], |cb| cb.nop(&[]));
    golden("pad 3", &[
        ("header",  hdr(IT_NOP, 1)),
        ("PAYLOAD", 0),
        ("PAYLOAD", 0),
    ], |cb| cb.pad(3));
    golden("pad 1", &[("header COUNT=0x3FFF", hdr(IT_NOP, 0x3FFF))], |cb| cb.pad(1));
    golden("pad 0", &[], |cb| cb.pad(0));
}

#[test]
fn nop_out_of_space_and_bad_arguments() {
    out_of_space("NOP", 3, |cb| cb.nop(&[1, 2]));
    out_of_space("NOP header-only", 1, |cb| cb.nop(&[]));
    out_of_space("pad", 5, |cb| cb.pad(5));
    out_of_space("alloc_embedded", 3, |cb| {
        cb.alloc_embedded(2, 4).map(|_| ())
    });
    let big = vec![0u32; 0x4001];
    rejects(
        "NOP payload too long",
        Error::CountOutOfRange {
            field: "COUNT",
            value: 0x4001,
            min: 0,
            // A 0x4000-dword body would encode COUNT 0x3FFF, the header-only NOP.
            max: 0x3FFF,
        },
        |cb| cb.nop(&big),
    );
    rejects(
        "pad too long",
        Error::CountOutOfRange {
            field: "COUNT",
            value: 0x4002,
            min: 1,
            max: 0x4000,
        },
        |cb| cb.pad(0x4002),
    );
    rejects(
        "alignment not a power of two",
        Error::BadAlignment { align: 12 },
        |cb| cb.alloc_embedded(1, 12).map(|_| ()),
    );
    rejects(
        "zero dwords",
        Error::CountOutOfRange {
            field: "NUM_DWORDS",
            value: 0,
            min: 1,
            max: 0x3FFF,
        },
        |cb| cb.alloc_embedded(0, 4).map(|_| ()),
    );
}

#[test]
#[rustfmt::skip]
fn alloc_embedded_aligns_and_wraps_in_nop() {
    let mut storage = [SENTINEL; 16];
    let mut cb = CommandBuffer::new(&mut storage);
    cb.nop(&[]).unwrap(); // 1 dword recorded: the NOP header lands at dword 1
    let (offset, data) = cb.alloc_embedded(3, 16).unwrap();
    data.copy_from_slice(&[7, 8, 9]);
    // Header at 1, body starts at 2; 16-byte alignment = dword 4: 2 padding dwords.
    assert_eq!(offset, 4);
    check("alloc_embedded", cb.as_slice(), &[
        ("NOP header-only",     hdr(IT_NOP, 0x3FFF)),
        ("NOP COUNT=4",         hdr(IT_NOP, 4)),
        ("padding",             0),
        ("padding",             0),
        ("data",                7),
        ("data",                8),
        ("data",                9),
    ]);
    cb.recorded_mut(offset, 3).unwrap()[2] = 10;
    assert_eq!(cb.as_slice()[6], 10);
    assert!(cb.recorded_mut(offset, 4).is_none());
    // Already aligned start: no padding.
    let mut storage = [SENTINEL; 8];
    let mut cb = CommandBuffer::new(&mut storage);
    cb.pad(3).unwrap();
    let (offset, _) = cb.alloc_embedded(2, 16).unwrap();
    assert_eq!(offset, 4);
    assert_eq!(cb.as_slice()[3], hdr(IT_NOP, 1));
}

#[test]
fn buffer_accessors_and_bytes() {
    let mut storage = [0u32; 8];
    let mut cb = CommandBuffer::new(&mut storage);
    assert!(cb.is_empty());
    assert_eq!((cb.len(), cb.capacity(), cb.remaining()), (0, 8, 8));
    cb.set_sh_regs(0x4C, &[0x0403_0201]).unwrap();
    assert_eq!((cb.len(), cb.remaining()), (3, 5));
    let bytes = cb.as_bytes();
    assert_eq!(bytes.len(), 12);
    assert_eq!(&bytes[8..], &0x0403_0201u32.to_ne_bytes());
    cb.set_predicate(true);
    assert!(cb.predicate());
    cb.reset();
    assert!(cb.is_empty() && !cb.predicate());
    let mut empty: [u32; 0] = [];
    let mut cb = CommandBuffer::new(&mut empty);
    assert_eq!(
        cb.nop(&[]),
        Err(Error::OutOfSpace {
            needed: 1,
            remaining: 0
        })
    );
    assert_eq!(cb.into_slice(), &[] as &[u32]);
}

#[test]
fn reserve_checks_once_and_stops_at_first_error() {
    let mut storage = [SENTINEL; 10];
    let mut cb = CommandBuffer::new(&mut storage);
    assert_eq!(
        cb.reserve(11).map(|_| ()),
        Err(Error::OutOfSpace {
            needed: 11,
            remaining: 10
        })
    );
    let mut g = cb.reserve(6).unwrap();
    g.set_sh_regs(0x4C, &[1]).set_context_regs(0x10, &[2]);
    assert_eq!(g.remaining(), 0);
    // Does not fit the reservation (even though the buffer has room): dropped.
    g.set_uconfig_regs(0x242, &[3]).set_sh_regs(0x4C, &[4]);
    assert_eq!(
        g.finish(),
        Err(Error::OutOfSpace {
            needed: 3,
            remaining: 0
        })
    );
    assert_eq!(cb.len(), 6);
    assert_eq!(storage[6..], [SENTINEL; 4]);
    let mut storage = [SENTINEL; 10];
    let mut cb = CommandBuffer::new(&mut storage);
    let mut g = cb.reserve(9).unwrap();
    g.set_context_regs(0x1FFF, &[1, 2]).set_sh_regs(0x4C, &[1]);
    assert_eq!(
        g.finish(),
        Err(Error::RegisterOutsideSpace {
            space: Space::Context,
            offset: 0x1FFF,
            count: 2
        })
    );
    assert!(cb.is_empty());
}

#[test]
fn error_display_names_the_problem() {
    let e = Error::OutOfSpace {
        needed: 5,
        remaining: 2,
    };
    assert_eq!(
        e.to_string(),
        "command buffer out of space: packet needs 5 dwords, 2 left"
    );
    let e = Error::RegisterOutsideSpace {
        space: Space::Sh,
        offset: 0x400,
        count: 1,
    };
    assert!(e.to_string().contains("SH"));
    let _: &dyn std::error::Error = &e;
}
