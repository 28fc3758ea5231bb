//! gfx7 PM4 packets: every type-3 opcode, the packet sizes, the packet fields only some
//! generations have and the packet field words.
//!
//! A field word is one body dword's layout; a word several packets (or dwords) share is one
//! type. Generated from the register spec by `tests/regs/codegen_pm4.rs`; do not edit by hand.

#[allow(unused_imports)]
use super::enums::*;
#[allow(unused_imports)]
use super::pm4::*;

open_enum! {
/// A type-3 packet opcode (`IT_OPCODE`, header bits `[15:8]`).
///
/// Holds every opcode of the spec (gfx6, gfx7 and gfx8); the variant doc gives the
/// generations that have the opcode. `COND_INDIRECT_BUFFER` shares `0x3F` with `INDIRECT_BUFFER`; for that value [`Opcode::name`] answers `INDIRECT_BUFFER`.
pub struct Opcode(u8): 8 bits {
/// `IT_NOP` (gfx6-gfx8).
NOP = 0x10,
/// `IT_SET_BASE` (gfx6-gfx8).
SET_BASE = 0x11,
/// `IT_CLEAR_STATE` (gfx6-gfx8).
CLEAR_STATE = 0x12,
/// `IT_INDEX_BUFFER_SIZE` (gfx6-gfx8).
INDEX_BUFFER_SIZE = 0x13,
/// `IT_DISPATCH_DIRECT` (gfx6-gfx8).
DISPATCH_DIRECT = 0x15,
/// `IT_DISPATCH_INDIRECT` (gfx6-gfx8).
DISPATCH_INDIRECT = 0x16,
/// `IT_ATOMIC_GDS` (gfx6-gfx8).
ATOMIC_GDS = 0x1D,
/// `IT_ATOMIC_MEM` (gfx6-gfx8).
ATOMIC_MEM = 0x1E,
/// `IT_OCCLUSION_QUERY` (gfx6-gfx8).
OCCLUSION_QUERY = 0x1F,
/// `IT_SET_PREDICATION` (gfx6-gfx8).
SET_PREDICATION = 0x20,
/// `IT_REG_RMW` (gfx6-gfx8).
REG_RMW = 0x21,
/// `IT_COND_EXEC` (gfx6-gfx8).
COND_EXEC = 0x22,
/// `IT_PRED_EXEC` (gfx6-gfx8).
PRED_EXEC = 0x23,
/// `IT_DRAW_INDIRECT` (gfx6-gfx8).
DRAW_INDIRECT = 0x24,
/// `IT_DRAW_INDEX_INDIRECT` (gfx6-gfx8).
DRAW_INDEX_INDIRECT = 0x25,
/// `IT_INDEX_BASE` (gfx6-gfx8).
INDEX_BASE = 0x26,
/// `IT_DRAW_INDEX_2` (gfx6-gfx8).
DRAW_INDEX_2 = 0x27,
/// `IT_CONTEXT_CONTROL` (gfx6-gfx8).
CONTEXT_CONTROL = 0x28,
/// `IT_INDEX_TYPE` (gfx6-gfx8).
INDEX_TYPE = 0x2A,
/// `IT_DRAW_INDIRECT_MULTI` (gfx6-gfx8).
DRAW_INDIRECT_MULTI = 0x2C,
/// `IT_DRAW_INDEX_AUTO` (gfx6-gfx8).
DRAW_INDEX_AUTO = 0x2D,
/// `IT_DRAW_INDEX_IMMD` (gfx6).
DRAW_INDEX_IMMD = 0x2E,
/// `IT_NUM_INSTANCES` (gfx6-gfx8).
NUM_INSTANCES = 0x2F,
/// `IT_DRAW_INDEX_MULTI_AUTO` (gfx6-gfx8).
DRAW_INDEX_MULTI_AUTO = 0x30,
/// `IT_INDIRECT_BUFFER_SI` (gfx6).
INDIRECT_BUFFER_SI = 0x32,
/// `IT_INDIRECT_BUFFER_CONST` (gfx6-gfx8).
INDIRECT_BUFFER_CONST = 0x33,
/// `IT_STRMOUT_BUFFER_UPDATE` (gfx6-gfx8).
STRMOUT_BUFFER_UPDATE = 0x34,
/// `IT_DRAW_INDEX_OFFSET_2` (gfx6-gfx8).
DRAW_INDEX_OFFSET_2 = 0x35,
/// `IT_DRAW_PREAMBLE` (gfx7, gfx8).
DRAW_PREAMBLE = 0x36,
/// `IT_WRITE_DATA` (gfx6-gfx8).
WRITE_DATA = 0x37,
/// `IT_DRAW_INDEX_INDIRECT_MULTI` (gfx6-gfx8).
DRAW_INDEX_INDIRECT_MULTI = 0x38,
/// `IT_MEM_SEMAPHORE` (gfx6-gfx8).
MEM_SEMAPHORE = 0x39,
/// `IT_MPEG_INDEX` (gfx6).
MPEG_INDEX = 0x3A,
/// `IT_COPY_DW` (gfx6, gfx7).
COPY_DW = 0x3B,
/// `IT_WAIT_REG_MEM` (gfx6-gfx8).
WAIT_REG_MEM = 0x3C,
/// `IT_MEM_WRITE` (gfx6).
MEM_WRITE = 0x3D,
/// `IT_INDIRECT_BUFFER` (gfx6-gfx8).
INDIRECT_BUFFER = 0x3F,
/// `IT_COND_INDIRECT_BUFFER` (gfx6-gfx8).
COND_INDIRECT_BUFFER = 0x3F,
/// `IT_COPY_DATA` (gfx6-gfx8).
COPY_DATA = 0x40,
/// `IT_CP_DMA` (gfx6-gfx8).
CP_DMA = 0x41,
/// `IT_PFP_SYNC_ME` (gfx6-gfx8).
PFP_SYNC_ME = 0x42,
/// `IT_SURFACE_SYNC` (gfx6-gfx8).
SURFACE_SYNC = 0x43,
/// `IT_ME_INITIALIZE` (gfx6).
ME_INITIALIZE = 0x44,
/// `IT_COND_WRITE` (gfx6-gfx8).
COND_WRITE = 0x45,
/// `IT_EVENT_WRITE` (gfx6-gfx8).
EVENT_WRITE = 0x46,
/// `IT_EVENT_WRITE_EOP` (gfx6-gfx8).
EVENT_WRITE_EOP = 0x47,
/// `IT_EVENT_WRITE_EOS` (gfx6-gfx8).
EVENT_WRITE_EOS = 0x48,
/// `IT_RELEASE_MEM` (gfx7, gfx8).
RELEASE_MEM = 0x49,
/// `IT_PREAMBLE_CNTL` (gfx6-gfx8).
PREAMBLE_CNTL = 0x4A,
/// `IT_DMA_DATA` (gfx7, gfx8).
DMA_DATA = 0x50,
/// `IT_CONTEXT_REG_RMW` (gfx6-gfx8).
CONTEXT_REG_RMW = 0x51,
/// `IT_ONE_REG_WRITE` (gfx6).
ONE_REG_WRITE = 0x57,
/// `IT_ACQUIRE_MEM` (gfx7, gfx8).
ACQUIRE_MEM = 0x58,
/// `IT_REWIND` (gfx7, gfx8).
REWIND = 0x59,
/// `IT_LOAD_UCONFIG_REG` (gfx7, gfx8).
LOAD_UCONFIG_REG = 0x5E,
/// `IT_LOAD_SH_REG` (gfx6-gfx8).
LOAD_SH_REG = 0x5F,
/// `IT_LOAD_CONFIG_REG` (gfx6-gfx8).
LOAD_CONFIG_REG = 0x60,
/// `IT_LOAD_CONTEXT_REG` (gfx6-gfx8).
LOAD_CONTEXT_REG = 0x61,
/// `IT_LOAD_SH_REG_INDEX` (gfx8).
LOAD_SH_REG_INDEX = 0x63,
/// `IT_SET_CONFIG_REG` (gfx6-gfx8).
SET_CONFIG_REG = 0x68,
/// `IT_SET_CONTEXT_REG` (gfx6-gfx8).
SET_CONTEXT_REG = 0x69,
/// `IT_SET_CONTEXT_REG_INDIRECT` (gfx6-gfx8).
SET_CONTEXT_REG_INDIRECT = 0x73,
/// `IT_SET_SH_REG` (gfx6-gfx8).
SET_SH_REG = 0x76,
/// `IT_SET_SH_REG_OFFSET` (gfx6-gfx8).
SET_SH_REG_OFFSET = 0x77,
/// `IT_SET_QUEUE_REG` (gfx7, gfx8).
SET_QUEUE_REG = 0x78,
/// `IT_SET_UCONFIG_REG` (gfx7, gfx8).
SET_UCONFIG_REG = 0x79,
/// `IT_SCRATCH_RAM_WRITE` (gfx6-gfx8).
SCRATCH_RAM_WRITE = 0x7D,
/// `IT_SCRATCH_RAM_READ` (gfx6-gfx8).
SCRATCH_RAM_READ = 0x7E,
/// `IT_LOAD_CONST_RAM` (gfx6-gfx8).
LOAD_CONST_RAM = 0x80,
/// `IT_WRITE_CONST_RAM` (gfx6-gfx8).
WRITE_CONST_RAM = 0x81,
/// `IT_DUMP_CONST_RAM` (gfx6-gfx8).
DUMP_CONST_RAM = 0x83,
/// `IT_INCREMENT_CE_COUNTER` (gfx6-gfx8).
INCREMENT_CE_COUNTER = 0x84,
/// `IT_INCREMENT_DE_COUNTER` (gfx6-gfx8).
INCREMENT_DE_COUNTER = 0x85,
/// `IT_WAIT_ON_CE_COUNTER` (gfx6-gfx8).
WAIT_ON_CE_COUNTER = 0x86,
/// `IT_WAIT_ON_DE_COUNTER` (gfx6).
WAIT_ON_DE_COUNTER = 0x87,
/// `IT_WAIT_ON_DE_COUNTER_DIFF` (gfx6-gfx8).
WAIT_ON_DE_COUNTER_DIFF = 0x88,
/// `IT_SWITCH_BUFFER` (gfx6-gfx8).
SWITCH_BUFFER = 0x8B,
/// `IT_INDEX_ATTRIBUTES_INDIRECT` (gfx7, gfx8).
INDEX_ATTRIBUTES_INDIRECT = 0x91,
/// `IT_SET_SH_REG_INDEX` (gfx7, gfx8).
SET_SH_REG_INDEX = 0x9B,
/// `IT_DUMP_CONST_RAM_OFFSET` (gfx8).
DUMP_CONST_RAM_OFFSET = 0x9E,
/// `IT_LOAD_CONTEXT_REG_INDEX` (gfx8).
LOAD_CONTEXT_REG_INDEX = 0x9F,
/// `IT_SET_RESOURCES` (gfx7, gfx8).
SET_RESOURCES = 0xA0,
/// `IT_MAP_PROCESS` (gfx7, gfx8).
MAP_PROCESS = 0xA1,
/// `IT_MAP_QUEUES` (gfx7, gfx8).
MAP_QUEUES = 0xA2,
/// `IT_UNMAP_QUEUES` (gfx7, gfx8).
UNMAP_QUEUES = 0xA3,
/// `IT_QUERY_STATUS` (gfx7, gfx8).
QUERY_STATUS = 0xA4,
/// `IT_RUN_LIST` (gfx7, gfx8).
RUN_LIST = 0xA5,
/// `IT_DRAW_INDEX_INDIRECT_COUNT_MULTI`: not in AMD's opcode list; written by the PS4 driver's `sceGnmDrawIndexIndirectCountMulti` (shadPS4 `gnmdriver.cpp`).
DRAW_INDEX_INDIRECT_COUNT_MULTI = 0x9D,
}
}

impl Opcode {
    /// Every `(name, opcode)` pair, including names that share a value, then
    /// the other names AMD's headers use.
    pub const NAMED: &'static [(&'static str, Opcode)] = &[
        ("NOP", Opcode::NOP),
        ("SET_BASE", Opcode::SET_BASE),
        ("CLEAR_STATE", Opcode::CLEAR_STATE),
        ("INDEX_BUFFER_SIZE", Opcode::INDEX_BUFFER_SIZE),
        ("DISPATCH_DIRECT", Opcode::DISPATCH_DIRECT),
        ("DISPATCH_INDIRECT", Opcode::DISPATCH_INDIRECT),
        ("ATOMIC_GDS", Opcode::ATOMIC_GDS),
        ("ATOMIC_MEM", Opcode::ATOMIC_MEM),
        ("OCCLUSION_QUERY", Opcode::OCCLUSION_QUERY),
        ("SET_PREDICATION", Opcode::SET_PREDICATION),
        ("REG_RMW", Opcode::REG_RMW),
        ("COND_EXEC", Opcode::COND_EXEC),
        ("PRED_EXEC", Opcode::PRED_EXEC),
        ("DRAW_INDIRECT", Opcode::DRAW_INDIRECT),
        ("DRAW_INDEX_INDIRECT", Opcode::DRAW_INDEX_INDIRECT),
        ("INDEX_BASE", Opcode::INDEX_BASE),
        ("DRAW_INDEX_2", Opcode::DRAW_INDEX_2),
        ("CONTEXT_CONTROL", Opcode::CONTEXT_CONTROL),
        ("INDEX_TYPE", Opcode::INDEX_TYPE),
        ("DRAW_INDIRECT_MULTI", Opcode::DRAW_INDIRECT_MULTI),
        ("DRAW_INDEX_AUTO", Opcode::DRAW_INDEX_AUTO),
        ("DRAW_INDEX_IMMD", Opcode::DRAW_INDEX_IMMD),
        ("NUM_INSTANCES", Opcode::NUM_INSTANCES),
        ("DRAW_INDEX_MULTI_AUTO", Opcode::DRAW_INDEX_MULTI_AUTO),
        ("INDIRECT_BUFFER_SI", Opcode::INDIRECT_BUFFER_SI),
        ("INDIRECT_BUFFER_CONST", Opcode::INDIRECT_BUFFER_CONST),
        ("STRMOUT_BUFFER_UPDATE", Opcode::STRMOUT_BUFFER_UPDATE),
        ("DRAW_INDEX_OFFSET_2", Opcode::DRAW_INDEX_OFFSET_2),
        ("DRAW_PREAMBLE", Opcode::DRAW_PREAMBLE),
        ("WRITE_DATA", Opcode::WRITE_DATA),
        (
            "DRAW_INDEX_INDIRECT_MULTI",
            Opcode::DRAW_INDEX_INDIRECT_MULTI,
        ),
        ("MEM_SEMAPHORE", Opcode::MEM_SEMAPHORE),
        ("MPEG_INDEX", Opcode::MPEG_INDEX),
        ("COPY_DW", Opcode::COPY_DW),
        ("WAIT_REG_MEM", Opcode::WAIT_REG_MEM),
        ("MEM_WRITE", Opcode::MEM_WRITE),
        ("INDIRECT_BUFFER", Opcode::INDIRECT_BUFFER),
        ("COND_INDIRECT_BUFFER", Opcode::COND_INDIRECT_BUFFER),
        ("COPY_DATA", Opcode::COPY_DATA),
        ("CP_DMA", Opcode::CP_DMA),
        ("PFP_SYNC_ME", Opcode::PFP_SYNC_ME),
        ("SURFACE_SYNC", Opcode::SURFACE_SYNC),
        ("ME_INITIALIZE", Opcode::ME_INITIALIZE),
        ("COND_WRITE", Opcode::COND_WRITE),
        ("EVENT_WRITE", Opcode::EVENT_WRITE),
        ("EVENT_WRITE_EOP", Opcode::EVENT_WRITE_EOP),
        ("EVENT_WRITE_EOS", Opcode::EVENT_WRITE_EOS),
        ("RELEASE_MEM", Opcode::RELEASE_MEM),
        ("PREAMBLE_CNTL", Opcode::PREAMBLE_CNTL),
        ("DMA_DATA", Opcode::DMA_DATA),
        ("CONTEXT_REG_RMW", Opcode::CONTEXT_REG_RMW),
        ("ONE_REG_WRITE", Opcode::ONE_REG_WRITE),
        ("ACQUIRE_MEM", Opcode::ACQUIRE_MEM),
        ("REWIND", Opcode::REWIND),
        ("LOAD_UCONFIG_REG", Opcode::LOAD_UCONFIG_REG),
        ("LOAD_SH_REG", Opcode::LOAD_SH_REG),
        ("LOAD_CONFIG_REG", Opcode::LOAD_CONFIG_REG),
        ("LOAD_CONTEXT_REG", Opcode::LOAD_CONTEXT_REG),
        ("LOAD_SH_REG_INDEX", Opcode::LOAD_SH_REG_INDEX),
        ("SET_CONFIG_REG", Opcode::SET_CONFIG_REG),
        ("SET_CONTEXT_REG", Opcode::SET_CONTEXT_REG),
        ("SET_CONTEXT_REG_INDIRECT", Opcode::SET_CONTEXT_REG_INDIRECT),
        ("SET_SH_REG", Opcode::SET_SH_REG),
        ("SET_SH_REG_OFFSET", Opcode::SET_SH_REG_OFFSET),
        ("SET_QUEUE_REG", Opcode::SET_QUEUE_REG),
        ("SET_UCONFIG_REG", Opcode::SET_UCONFIG_REG),
        ("SCRATCH_RAM_WRITE", Opcode::SCRATCH_RAM_WRITE),
        ("SCRATCH_RAM_READ", Opcode::SCRATCH_RAM_READ),
        ("LOAD_CONST_RAM", Opcode::LOAD_CONST_RAM),
        ("WRITE_CONST_RAM", Opcode::WRITE_CONST_RAM),
        ("DUMP_CONST_RAM", Opcode::DUMP_CONST_RAM),
        ("INCREMENT_CE_COUNTER", Opcode::INCREMENT_CE_COUNTER),
        ("INCREMENT_DE_COUNTER", Opcode::INCREMENT_DE_COUNTER),
        ("WAIT_ON_CE_COUNTER", Opcode::WAIT_ON_CE_COUNTER),
        ("WAIT_ON_DE_COUNTER", Opcode::WAIT_ON_DE_COUNTER),
        ("WAIT_ON_DE_COUNTER_DIFF", Opcode::WAIT_ON_DE_COUNTER_DIFF),
        ("SWITCH_BUFFER", Opcode::SWITCH_BUFFER),
        (
            "INDEX_ATTRIBUTES_INDIRECT",
            Opcode::INDEX_ATTRIBUTES_INDIRECT,
        ),
        ("SET_SH_REG_INDEX", Opcode::SET_SH_REG_INDEX),
        ("DUMP_CONST_RAM_OFFSET", Opcode::DUMP_CONST_RAM_OFFSET),
        ("LOAD_CONTEXT_REG_INDEX", Opcode::LOAD_CONTEXT_REG_INDEX),
        ("SET_RESOURCES", Opcode::SET_RESOURCES),
        ("MAP_PROCESS", Opcode::MAP_PROCESS),
        ("MAP_QUEUES", Opcode::MAP_QUEUES),
        ("UNMAP_QUEUES", Opcode::UNMAP_QUEUES),
        ("QUERY_STATUS", Opcode::QUERY_STATUS),
        ("RUN_LIST", Opcode::RUN_LIST),
        (
            "DRAW_INDEX_INDIRECT_COUNT_MULTI",
            Opcode::DRAW_INDEX_INDIRECT_COUNT_MULTI,
        ),
        ("ATOMIC", Opcode::ATOMIC_MEM),
        ("INDIRECT_BUFFER_CNST", Opcode::INDIRECT_BUFFER_CONST),
    ];
}

impl Opcode {
    /// The generations the spec lists the opcode on, one bit each (bit 0 gfx6, bit 1 gfx7, bit 2 gfx8); the
    /// opcodes known only from the PS4 driver count as gfx7; 0 for a value the spec does not list.
    #[inline]
    pub const fn generation_bits(self) -> u8 {
        match self.into_bits() {
            0x2E | 0x32 | 0x3A | 0x3D | 0x44 | 0x57 | 0x87 => 0b001,
            0x9D => 0b010,
            0x3B => 0b011,
            0x63 | 0x9E | 0x9F => 0b100,
            0x36 | 0x49 | 0x50 | 0x58 | 0x59 | 0x5E | 0x78 | 0x79 | 0x91 | 0x9B | 0xA0 | 0xA1
            | 0xA2 | 0xA3 | 0xA4 | 0xA5 => 0b110,
            0x10 | 0x11 | 0x12 | 0x13 | 0x15 | 0x16 | 0x1D | 0x1E | 0x1F | 0x20 | 0x21 | 0x22
            | 0x23 | 0x24 | 0x25 | 0x26 | 0x27 | 0x28 | 0x2A | 0x2C | 0x2D | 0x2F | 0x30 | 0x33
            | 0x34 | 0x35 | 0x37 | 0x38 | 0x39 | 0x3C | 0x3F | 0x40 | 0x41 | 0x42 | 0x43 | 0x45
            | 0x46 | 0x47 | 0x48 | 0x4A | 0x51 | 0x5F | 0x60 | 0x61 | 0x68 | 0x69 | 0x73 | 0x76
            | 0x77 | 0x7D | 0x7E | 0x80 | 0x81 | 0x83 | 0x84 | 0x85 | 0x86 | 0x88 | 0x8B => 0b111,
            _ => 0,
        }
    }

    /// The generations (bits as [`Opcode::generation_bits`]) on which the opcode's body layout
    /// is the gfx7 one: all but where the spec's `body_by_generation` differs from gfx7's
    /// (other dwords, or a field at other bits; fields gfx7 has and another generation
    /// lacks are [`PACKET_FIELDS`] rows).
    #[inline]
    pub const fn gfx7_layout_bits(self) -> u8 {
        match self.into_bits() {
            0x22 => 0b110,
            _ => 0b111,
        }
    }
}

/// A packet field the spec gives only some generations (a row of [`PACKET_FIELDS`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PacketField {
    /// The packet.
    pub opcode: Opcode,
    /// The packet dword holding the field (the spec's `dw`: 1 is the first body dword).
    pub dword: u8,
    /// AMD's name of the field.
    pub name: &'static str,
    /// The field's bits in the dword.
    pub mask: u32,
    /// The generations that have it, one bit each (bit 0 gfx6, bit 1 gfx7, bit 2 gfx8, as [`Opcode::generation_bits`]).
    pub generations: u8,
}

/// Every packet field the spec gives only some generations (`pm4.packets.*.body[]`: `fields`
/// with their `generations`, or each `fields_by_generation` layout's fields that not every
/// generation has at the same bits, or, for a `body_by_generation` whose layouts all read as
/// gfx7's, the fields by bits that not every generation has), by packet and dword.
#[rustfmt::skip]
pub const PACKET_FIELDS: [PacketField; 74] = [
    field(Opcode::ATOMIC_MEM, 1, "ATC", 0x0100_0000, 0b110), // [24:24]
    field(Opcode::ATOMIC_MEM, 1, "CACHE_POLICY", 0x0600_0000, 0b110), // [26:25]
    field(Opcode::ATOMIC_MEM, 1, "VOLATILE", 0x0800_0000, 0b110), // [27:27]
    field(Opcode::ATOMIC_MEM, 1, "ENGINE_SEL", 0xC000_0000, 0b110), // [31:30]
    field(Opcode::CONTEXT_CONTROL, 1, "ENABLE_USER_CONFIG_REG", 0x0000_8000, 0b110), // [15:15]
    field(Opcode::CONTEXT_CONTROL, 2, "ENABLE_USER_CONFIG_REG", 0x0000_8000, 0b110), // [15:15]
    field(Opcode::COPY_DATA, 1, "SRC_ATC", 0x0000_1000, 0b110), // [12:12]
    field(Opcode::COPY_DATA, 1, "SRC_CACHE_POLICY", 0x0000_6000, 0b110), // [14:13]
    field(Opcode::COPY_DATA, 1, "SRC_VOLATILE", 0x0000_8000, 0b110), // [15:15]
    field(Opcode::COPY_DATA, 1, "DST_ATC", 0x0100_0000, 0b110), // [24:24]
    field(Opcode::COPY_DATA, 1, "DST_CACHE_POLICY", 0x0600_0000, 0b110), // [26:25]
    field(Opcode::COPY_DATA, 1, "DST_VOLATILE", 0x0800_0000, 0b110), // [27:27]
    field(Opcode::DISPATCH_DIRECT, 4, "ORDERED_APPEND_MODE", 0x0000_0010, 0b110), // [4:4]
    field(Opcode::DISPATCH_DIRECT, 4, "USE_THREAD_DIMENSIONS", 0x0000_0020, 0b110), // [5:5]
    field(Opcode::DISPATCH_DIRECT, 4, "ORDER_MODE", 0x0000_0040, 0b110), // [6:6]
    field(Opcode::DISPATCH_DIRECT, 4, "DISPATCH_CACHE_CNTL", 0x0000_0380, 0b110), // [9:7]
    field(Opcode::DISPATCH_DIRECT, 4, "SCALAR_L1_INV_VOL", 0x0000_0400, 0b110), // [10:10]
    field(Opcode::DISPATCH_DIRECT, 4, "VECTOR_L1_INV_VOL", 0x0000_0800, 0b110), // [11:11]
    field(Opcode::DISPATCH_DIRECT, 4, "DATA_ATC", 0x0000_1000, 0b110), // [12:12]
    field(Opcode::DISPATCH_DIRECT, 4, "RESTORE", 0x0000_4000, 0b110), // [14:14]
    field(Opcode::DISPATCH_INDIRECT, 2, "ORDERED_APPEND_MODE", 0x0000_0010, 0b110), // [4:4]
    field(Opcode::DISPATCH_INDIRECT, 2, "USE_THREAD_DIMENSIONS", 0x0000_0020, 0b110), // [5:5]
    field(Opcode::DISPATCH_INDIRECT, 2, "ORDER_MODE", 0x0000_0040, 0b110), // [6:6]
    field(Opcode::DISPATCH_INDIRECT, 2, "DISPATCH_CACHE_CNTL", 0x0000_0380, 0b110), // [9:7]
    field(Opcode::DISPATCH_INDIRECT, 2, "SCALAR_L1_INV_VOL", 0x0000_0400, 0b110), // [10:10]
    field(Opcode::DISPATCH_INDIRECT, 2, "VECTOR_L1_INV_VOL", 0x0000_0800, 0b110), // [11:11]
    field(Opcode::DISPATCH_INDIRECT, 2, "DATA_ATC", 0x0000_1000, 0b110), // [12:12]
    field(Opcode::DISPATCH_INDIRECT, 2, "RESTORE", 0x0000_4000, 0b110), // [14:14]
    field(Opcode::DRAW_PREAMBLE, 2, "WD_SWITCH_ON_EOP", 0x0010_0000, 0b110), // [20:20]
    field(Opcode::DRAW_PREAMBLE, 2, "MAX_PRIMGRP_IN_WAVE", 0xF000_0000, 0b100), // [31:28]
    field(Opcode::DUMP_CONST_RAM, 1, "CACHE_POLICY", 0x0600_0000, 0b110), // [26:25]
    field(Opcode::DUMP_CONST_RAM, 1, "INCREMENT_CS", 0x4000_0000, 0b100), // [30:30]
    field(Opcode::DUMP_CONST_RAM, 1, "INCREMENT_CE", 0x8000_0000, 0b100), // [31:31]
    field(Opcode::EVENT_WRITE, 1, "INVALIDATE_L2", 0x0010_0000, 0b001), // [20:20]
    field(Opcode::EVENT_WRITE, 1, "ATC", 0x0100_0000, 0b110), // [24:24]
    field(Opcode::EVENT_WRITE_EOP, 1, "TCL1_VOL_ACTION_ENA", 0x0000_1000, 0b110), // [12:12]
    field(Opcode::EVENT_WRITE_EOP, 1, "TC_VOL_ACTION_ENA", 0x0000_2000, 0b110), // [13:13]
    field(Opcode::EVENT_WRITE_EOP, 1, "TC_WB_ACTION_ENA", 0x0000_8000, 0b110), // [15:15]
    field(Opcode::EVENT_WRITE_EOP, 1, "TCL1_ACTION_ENA", 0x0001_0000, 0b110), // [16:16]
    field(Opcode::EVENT_WRITE_EOP, 1, "TC_ACTION_ENA", 0x0002_0000, 0b110), // [17:17]
    field(Opcode::EVENT_WRITE_EOP, 1, "INVALIDATE_L2", 0x0010_0000, 0b001), // [20:20]
    field(Opcode::EVENT_WRITE_EOP, 1, "ATC", 0x0100_0000, 0b110), // [24:24]
    field(Opcode::EVENT_WRITE_EOP, 1, "CACHE_POLICY", 0x0600_0000, 0b110), // [26:25]
    field(Opcode::EVENT_WRITE_EOP, 1, "VOLATILE", 0x0800_0000, 0b110), // [27:27]
    field(Opcode::INDIRECT_BUFFER, 3, "OFF_LOAD_POLLING", 0x0020_0000, 0b010), // [21:21]
    field(Opcode::INDIRECT_BUFFER, 3, "VOLATILE", 0x0040_0000, 0b010), // [22:22]
    field(Opcode::INDIRECT_BUFFER, 3, "VALID", 0x0080_0000, 0b110), // [23:23]
    field(Opcode::INDIRECT_BUFFER, 3, "VMID", 0x0F00_0000, 0b110), // [27:24]
    field(Opcode::INDIRECT_BUFFER, 3, "CACHE_POLICY", 0x3000_0000, 0b110), // [29:28]
    field(Opcode::INDIRECT_BUFFER, 3, "VMID", 0xFF00_0000, 0b001), // [31:24]
    field(Opcode::INDIRECT_BUFFER, 3, "PRE_ENA", 0x0020_0000, 0b100), // [21:21]
    field(Opcode::INDIRECT_BUFFER, 3, "PRE_RESUME", 0x4000_0000, 0b100), // [30:30]
    field(Opcode::INDIRECT_BUFFER_CONST, 3, "OFF_LOAD_POLLING", 0x0020_0000, 0b010), // [21:21]
    field(Opcode::INDIRECT_BUFFER_CONST, 3, "VOLATILE", 0x0040_0000, 0b010), // [22:22]
    field(Opcode::INDIRECT_BUFFER_CONST, 3, "VALID", 0x0080_0000, 0b110), // [23:23]
    field(Opcode::INDIRECT_BUFFER_CONST, 3, "VMID", 0x0F00_0000, 0b110), // [27:24]
    field(Opcode::INDIRECT_BUFFER_CONST, 3, "CACHE_POLICY", 0x3000_0000, 0b110), // [29:28]
    field(Opcode::INDIRECT_BUFFER_CONST, 3, "VMID", 0xFF00_0000, 0b001), // [31:24]
    field(Opcode::INDIRECT_BUFFER_CONST, 3, "PRE_ENA", 0x0020_0000, 0b100), // [21:21]
    field(Opcode::INDIRECT_BUFFER_CONST, 3, "PRE_RESUME", 0x4000_0000, 0b100), // [30:30]
    field(Opcode::MEM_SEMAPHORE, 2, "ADDR_HI", 0x0000_FFFF, 0b110), // [15:0]
    field(Opcode::MEM_SEMAPHORE, 2, "ADDR_HI", 0x0000_00FF, 0b001), // [7:0]
    field(Opcode::MEM_SEMAPHORE, 2, "WAIT_ON_SIGNAL", 0x0000_1000, 0b001), // [12:12]
    field(Opcode::RELEASE_MEM, 1, "VOLATILE", 0x0800_0000, 0b110), // [27:27]
    field(Opcode::SET_SH_REG_OFFSET, 1, "INDEX", 0x8000_0000, 0b100), // [31:31]
    field(Opcode::WAIT_ON_CE_COUNTER, 1, "VOLATILE", 0x0800_0000, 0b110), // [27:27]
    field(Opcode::WAIT_REG_MEM, 1, "OPERATION", 0x0000_00C0, 0b110), // [7:6]
    field(Opcode::WAIT_REG_MEM, 1, "UNCACHED", 0x0000_0400, 0b100), // [10:10]
    field(Opcode::WAIT_REG_MEM, 1, "ATC", 0x0100_0000, 0b110), // [24:24]
    field(Opcode::WAIT_REG_MEM, 1, "CACHE_POLICY", 0x0600_0000, 0b110), // [26:25]
    field(Opcode::WAIT_REG_MEM, 1, "VOLATILE", 0x0800_0000, 0b110), // [27:27]
    field(Opcode::WRITE_DATA, 1, "ATC", 0x0100_0000, 0b110), // [24:24]
    field(Opcode::WRITE_DATA, 1, "CACHE_POLICY", 0x0600_0000, 0b110), // [26:25]
    field(Opcode::WRITE_DATA, 1, "VOLATILE", 0x0800_0000, 0b110), // [27:27]
];

/// One [`PACKET_FIELDS`] row.
const fn field(
    opcode: Opcode,
    dword: u8,
    name: &'static str,
    mask: u32,
    generations: u8,
) -> PacketField {
    PacketField {
        opcode,
        dword,
        name,
        mask,
        generations,
    }
}

/// The `COHER_CNTL` bits (`SURFACE_SYNC` and `ACQUIRE_MEM` dword 1, the bit layout of
/// `CP_COHER_CNTL`) that some generations' `CP_COHER_CNTL` give a field and others do not:
/// the fields the spec's `CP_COHER_CNTL` entries give only some of their generations, with
/// the generations whose own entry has a field at those bits. The packet body gives the
/// dword as one field, so these rows are not in [`PACKET_FIELDS`]. Beyond the spec:
/// gfx6's `TC_VOL_ACTION_ENA` (Mesa's `gfx6.json` `CP_COHER_CNTL`; the spec's gfx6 `CP_COHER_CNTL` has no field there).
#[rustfmt::skip]
pub static COHER_CNTL_FIELDS: [PacketField; 8] = [
    field(Opcode::SURFACE_SYNC, 1, "TC_SD_ACTION_ENA", 0x0000_0004, 0b100), // [2:2]
    field(Opcode::SURFACE_SYNC, 1, "TC_NC_ACTION_ENA", 0x0000_0008, 0b100), // [3:3]
    field(Opcode::SURFACE_SYNC, 1, "TC_VOL_ACTION_ENA", 0x0001_0000, 0b011), // [16:16]
    field(Opcode::SURFACE_SYNC, 1, "SH_KCACHE_WB_ACTION_ENA", 0x4000_0000, 0b100), // [30:30]
    field(Opcode::ACQUIRE_MEM, 1, "TC_SD_ACTION_ENA", 0x0000_0004, 0b100), // [2:2]
    field(Opcode::ACQUIRE_MEM, 1, "TC_NC_ACTION_ENA", 0x0000_0008, 0b100), // [3:3]
    field(Opcode::ACQUIRE_MEM, 1, "TC_VOL_ACTION_ENA", 0x0001_0000, 0b011), // [16:16]
    field(Opcode::ACQUIRE_MEM, 1, "SH_KCACHE_WB_ACTION_ENA", 0x4000_0000, 0b100), // [30:30]
];

/// `INDEX_TYPE` dword 1 with `INDEX_TYPE` = `VGT_INDEX_8` (8-bit indices): the value the spec's
/// `VGT_INDEX_TYPE_MODE` gives only some generations, as the bits of it no value of every
/// generation sets (\[1:1\]).
pub static INDEX_TYPE_8: PacketField =
    field(Opcode::INDEX_TYPE, 1, "VGT_INDEX_8", 0x0000_0002, 0b100);

/// A packet field value some generations' value table lacks: the row (the field's bits, named
/// as the value, on the generations that have the value) and the value in place. Set when
/// the field's bits hold exactly [`value`](Self::value).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PacketValue {
    /// The field's bits, the value's name and the generations with the value.
    pub field: PacketField,
    /// The value, at the field's bits.
    pub value: u32,
}

/// The `EVENT_TYPE` values (`EVENT_WRITE`, `EVENT_WRITE_EOP`, `EVENT_WRITE_EOS`, `RELEASE_MEM`
/// dword 1, the table `VGT_EVENT_TYPE`) that not every generation's table has, with the
/// generations that list them (values whose bits no value of every generation leaves clear,
/// so matched by value, not by bits).
#[rustfmt::skip]
pub static EVENT_TYPE_VALUES: [PacketValue; 20] = [
    PacketValue { field: field(Opcode::EVENT_WRITE, 1, "PIXEL_PIPE_STAT_CONTROL", 0x0000_003F, 0b110), value: 0x0000_0038 }, // PIXEL_PIPE_STAT_CONTROL = 56
    PacketValue { field: field(Opcode::EVENT_WRITE, 1, "PIXEL_PIPE_STAT_DUMP", 0x0000_003F, 0b110), value: 0x0000_0039 }, // PIXEL_PIPE_STAT_DUMP = 57
    PacketValue { field: field(Opcode::EVENT_WRITE, 1, "PIXEL_PIPE_STAT_RESET", 0x0000_003F, 0b110), value: 0x0000_003A }, // PIXEL_PIPE_STAT_RESET = 58
    PacketValue { field: field(Opcode::EVENT_WRITE, 1, "CONTEXT_SUSPEND", 0x0000_003F, 0b110), value: 0x0000_003B }, // CONTEXT_SUSPEND = 59
    PacketValue { field: field(Opcode::EVENT_WRITE, 1, "OFFCHIP_HS_DEALLOC", 0x0000_003F, 0b100), value: 0x0000_003C }, // OFFCHIP_HS_DEALLOC = 60
    PacketValue { field: field(Opcode::EVENT_WRITE_EOP, 1, "PIXEL_PIPE_STAT_CONTROL", 0x0000_003F, 0b110), value: 0x0000_0038 }, // PIXEL_PIPE_STAT_CONTROL = 56
    PacketValue { field: field(Opcode::EVENT_WRITE_EOP, 1, "PIXEL_PIPE_STAT_DUMP", 0x0000_003F, 0b110), value: 0x0000_0039 }, // PIXEL_PIPE_STAT_DUMP = 57
    PacketValue { field: field(Opcode::EVENT_WRITE_EOP, 1, "PIXEL_PIPE_STAT_RESET", 0x0000_003F, 0b110), value: 0x0000_003A }, // PIXEL_PIPE_STAT_RESET = 58
    PacketValue { field: field(Opcode::EVENT_WRITE_EOP, 1, "CONTEXT_SUSPEND", 0x0000_003F, 0b110), value: 0x0000_003B }, // CONTEXT_SUSPEND = 59
    PacketValue { field: field(Opcode::EVENT_WRITE_EOP, 1, "OFFCHIP_HS_DEALLOC", 0x0000_003F, 0b100), value: 0x0000_003C }, // OFFCHIP_HS_DEALLOC = 60
    PacketValue { field: field(Opcode::EVENT_WRITE_EOS, 1, "PIXEL_PIPE_STAT_CONTROL", 0x0000_003F, 0b110), value: 0x0000_0038 }, // PIXEL_PIPE_STAT_CONTROL = 56
    PacketValue { field: field(Opcode::EVENT_WRITE_EOS, 1, "PIXEL_PIPE_STAT_DUMP", 0x0000_003F, 0b110), value: 0x0000_0039 }, // PIXEL_PIPE_STAT_DUMP = 57
    PacketValue { field: field(Opcode::EVENT_WRITE_EOS, 1, "PIXEL_PIPE_STAT_RESET", 0x0000_003F, 0b110), value: 0x0000_003A }, // PIXEL_PIPE_STAT_RESET = 58
    PacketValue { field: field(Opcode::EVENT_WRITE_EOS, 1, "CONTEXT_SUSPEND", 0x0000_003F, 0b110), value: 0x0000_003B }, // CONTEXT_SUSPEND = 59
    PacketValue { field: field(Opcode::EVENT_WRITE_EOS, 1, "OFFCHIP_HS_DEALLOC", 0x0000_003F, 0b100), value: 0x0000_003C }, // OFFCHIP_HS_DEALLOC = 60
    PacketValue { field: field(Opcode::RELEASE_MEM, 1, "PIXEL_PIPE_STAT_CONTROL", 0x0000_003F, 0b110), value: 0x0000_0038 }, // PIXEL_PIPE_STAT_CONTROL = 56
    PacketValue { field: field(Opcode::RELEASE_MEM, 1, "PIXEL_PIPE_STAT_DUMP", 0x0000_003F, 0b110), value: 0x0000_0039 }, // PIXEL_PIPE_STAT_DUMP = 57
    PacketValue { field: field(Opcode::RELEASE_MEM, 1, "PIXEL_PIPE_STAT_RESET", 0x0000_003F, 0b110), value: 0x0000_003A }, // PIXEL_PIPE_STAT_RESET = 58
    PacketValue { field: field(Opcode::RELEASE_MEM, 1, "CONTEXT_SUSPEND", 0x0000_003F, 0b110), value: 0x0000_003B }, // CONTEXT_SUSPEND = 59
    PacketValue { field: field(Opcode::RELEASE_MEM, 1, "OFFCHIP_HS_DEALLOC", 0x0000_003F, 0b100), value: 0x0000_003C }, // OFFCHIP_HS_DEALLOC = 60
];

/// A packet body length some generations lay a packet out with where gfx7's layout has
/// another (a row of [`OTHER_BODY_DWORDS`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BodyDwords {
    /// The packet.
    pub opcode: Opcode,
    /// The generations with this body length, one bit each (bit 0 gfx6, bit 1 gfx7, bit 2 gfx8, as
    /// [`Opcode::generation_bits`]).
    pub generations: u8,
    /// Body dwords, header excluded.
    pub dwords: usize,
}

/// Every body length the spec gives a packet on some generations (`pm4.packets.*.size.body_dwords`
/// by generation) where gfx7's differs, by packet.
pub const OTHER_BODY_DWORDS: [BodyDwords; 1] = [BodyDwords {
    opcode: Opcode::COND_EXEC,
    generations: 0b001,
    dwords: 3,
}];

crate::regs::word! {
    /// The type-3 packet header (dword 0 of every packet).
    #[derive(PartialEq, Eq)]
    pub struct Type3Header {
        #[doc = "Bit 0."] pub predicate: bool [PREDICATE_OFFSET, PREDICATE_BITS] => with_predicate, with_predicate_checked, set_predicate, set_predicate_checked;
        #[doc = "Bit 1: [`ShaderType`]."] #[bits(1, default = 0)] pub shader_type: ShaderType [SHADER_TYPE_OFFSET, SHADER_TYPE_BITS] => with_shader_type, with_shader_type_checked, set_shader_type, set_shader_type_checked;
        #[bits(6)] __: u32;
        #[doc = "Bits 8..=15: [`Opcode`]."] #[bits(8, default = 0)] pub opcode: Opcode [OPCODE_OFFSET, OPCODE_BITS] => with_opcode, with_opcode_checked, set_opcode, set_opcode_checked;
        #[doc = "Bits 16..=29."] #[bits(14)] pub count: u16 [COUNT_OFFSET, COUNT_BITS] => with_count, with_count_checked, set_count, set_count_checked;
        #[doc = "Bits 30..=31: [`PacketType`]."] #[bits(2, default = 0)] pub packet_type: PacketType [PACKET_TYPE_OFFSET, PACKET_TYPE_BITS] => with_packet_type, with_packet_type_checked, set_packet_type, set_packet_type_checked;
    }
}

crate::regs::word! {
    /// The type-0 header: writes `COUNT + 1` consecutive registers (privileged; never emitted by this writer, kept for decoders).
    #[derive(PartialEq, Eq)]
    pub struct Type0Header {
        #[doc = "Bits 0..=14."] #[bits(15)] pub base_index: u16 [BASE_INDEX_OFFSET, BASE_INDEX_BITS] => with_base_index, with_base_index_checked, set_base_index, set_base_index_checked;
        #[doc = "Bit 15."] pub one_reg_wr: bool [ONE_REG_WR_OFFSET, ONE_REG_WR_BITS] => with_one_reg_wr, with_one_reg_wr_checked, set_one_reg_wr, set_one_reg_wr_checked;
        #[doc = "Bits 16..=29."] #[bits(14)] pub count: u16 [COUNT_OFFSET, COUNT_BITS] => with_count, with_count_checked, set_count, set_count_checked;
        #[doc = "Bits 30..=31: [`PacketType`]."] #[bits(2, default = 0)] pub packet_type: PacketType [PACKET_TYPE_OFFSET, PACKET_TYPE_BITS] => with_packet_type, with_packet_type_checked, set_packet_type, set_packet_type_checked;
    }
}

/// Largest body a type-3 packet carries, in dwords (`COUNT` + 1 with a 14-bit `COUNT`).
pub const MAX_BODY_DWORDS: usize = 16384;

/// The one-dword type-2 filler packet.
pub const TYPE2_FILLER: u32 = 0x80000000;

crate::regs::word! {
    /// `CP_COHER_CNTL` as the `COHER_CNTL` field (bits \[30:0\]) of `SURFACE_SYNC` / `ACQUIRE_MEM` dword 1: the caches and surfaces the packet flushes or invalidates.
    #[derive(PartialEq, Eq)]
    pub struct CoherCntl {
        #[doc = "Bit 0."] pub dest_base_0_ena: bool [DEST_BASE_0_ENA_OFFSET, DEST_BASE_0_ENA_BITS] => with_dest_base_0_ena, with_dest_base_0_ena_checked, set_dest_base_0_ena, set_dest_base_0_ena_checked;
        #[doc = "Bit 1."] pub dest_base_1_ena: bool [DEST_BASE_1_ENA_OFFSET, DEST_BASE_1_ENA_BITS] => with_dest_base_1_ena, with_dest_base_1_ena_checked, set_dest_base_1_ena, set_dest_base_1_ena_checked;
        #[bits(4)] __: u32;
        #[doc = "Bit 6."] pub cb0_dest_base_ena: bool [CB0_DEST_BASE_ENA_OFFSET, CB0_DEST_BASE_ENA_BITS] => with_cb0_dest_base_ena, with_cb0_dest_base_ena_checked, set_cb0_dest_base_ena, set_cb0_dest_base_ena_checked;
        #[doc = "Bit 7."] pub cb1_dest_base_ena: bool [CB1_DEST_BASE_ENA_OFFSET, CB1_DEST_BASE_ENA_BITS] => with_cb1_dest_base_ena, with_cb1_dest_base_ena_checked, set_cb1_dest_base_ena, set_cb1_dest_base_ena_checked;
        #[doc = "Bit 8."] pub cb2_dest_base_ena: bool [CB2_DEST_BASE_ENA_OFFSET, CB2_DEST_BASE_ENA_BITS] => with_cb2_dest_base_ena, with_cb2_dest_base_ena_checked, set_cb2_dest_base_ena, set_cb2_dest_base_ena_checked;
        #[doc = "Bit 9."] pub cb3_dest_base_ena: bool [CB3_DEST_BASE_ENA_OFFSET, CB3_DEST_BASE_ENA_BITS] => with_cb3_dest_base_ena, with_cb3_dest_base_ena_checked, set_cb3_dest_base_ena, set_cb3_dest_base_ena_checked;
        #[doc = "Bit 10."] pub cb4_dest_base_ena: bool [CB4_DEST_BASE_ENA_OFFSET, CB4_DEST_BASE_ENA_BITS] => with_cb4_dest_base_ena, with_cb4_dest_base_ena_checked, set_cb4_dest_base_ena, set_cb4_dest_base_ena_checked;
        #[doc = "Bit 11."] pub cb5_dest_base_ena: bool [CB5_DEST_BASE_ENA_OFFSET, CB5_DEST_BASE_ENA_BITS] => with_cb5_dest_base_ena, with_cb5_dest_base_ena_checked, set_cb5_dest_base_ena, set_cb5_dest_base_ena_checked;
        #[doc = "Bit 12."] pub cb6_dest_base_ena: bool [CB6_DEST_BASE_ENA_OFFSET, CB6_DEST_BASE_ENA_BITS] => with_cb6_dest_base_ena, with_cb6_dest_base_ena_checked, set_cb6_dest_base_ena, set_cb6_dest_base_ena_checked;
        #[doc = "Bit 13."] pub cb7_dest_base_ena: bool [CB7_DEST_BASE_ENA_OFFSET, CB7_DEST_BASE_ENA_BITS] => with_cb7_dest_base_ena, with_cb7_dest_base_ena_checked, set_cb7_dest_base_ena, set_cb7_dest_base_ena_checked;
        #[doc = "Bit 14."] pub db_dest_base_ena: bool [DB_DEST_BASE_ENA_OFFSET, DB_DEST_BASE_ENA_BITS] => with_db_dest_base_ena, with_db_dest_base_ena_checked, set_db_dest_base_ena, set_db_dest_base_ena_checked;
        #[doc = "Bit 15."] pub tcl1_vol_action_ena: bool [TCL1_VOL_ACTION_ENA_OFFSET, TCL1_VOL_ACTION_ENA_BITS] => with_tcl1_vol_action_ena, with_tcl1_vol_action_ena_checked, set_tcl1_vol_action_ena, set_tcl1_vol_action_ena_checked;
        #[doc = "Bit 16."] pub tc_vol_action_ena: bool [TC_VOL_ACTION_ENA_OFFSET, TC_VOL_ACTION_ENA_BITS] => with_tc_vol_action_ena, with_tc_vol_action_ena_checked, set_tc_vol_action_ena, set_tc_vol_action_ena_checked;
        #[bits(1)] __: u32;
        #[doc = "Bit 18."] pub tc_wb_action_ena: bool [TC_WB_ACTION_ENA_OFFSET, TC_WB_ACTION_ENA_BITS] => with_tc_wb_action_ena, with_tc_wb_action_ena_checked, set_tc_wb_action_ena, set_tc_wb_action_ena_checked;
        #[doc = "Bit 19."] pub dest_base_2_ena: bool [DEST_BASE_2_ENA_OFFSET, DEST_BASE_2_ENA_BITS] => with_dest_base_2_ena, with_dest_base_2_ena_checked, set_dest_base_2_ena, set_dest_base_2_ena_checked;
        #[bits(1)] __: u32;
        #[doc = "Bit 21."] pub dest_base_3_ena: bool [DEST_BASE_3_ENA_OFFSET, DEST_BASE_3_ENA_BITS] => with_dest_base_3_ena, with_dest_base_3_ena_checked, set_dest_base_3_ena, set_dest_base_3_ena_checked;
        #[doc = "Bit 22."] pub tcl1_action_ena: bool [TCL1_ACTION_ENA_OFFSET, TCL1_ACTION_ENA_BITS] => with_tcl1_action_ena, with_tcl1_action_ena_checked, set_tcl1_action_ena, set_tcl1_action_ena_checked;
        #[doc = "Bit 23."] pub tc_action_ena: bool [TC_ACTION_ENA_OFFSET, TC_ACTION_ENA_BITS] => with_tc_action_ena, with_tc_action_ena_checked, set_tc_action_ena, set_tc_action_ena_checked;
        #[bits(1)] __: u32;
        #[doc = "Bit 25."] pub cb_action_ena: bool [CB_ACTION_ENA_OFFSET, CB_ACTION_ENA_BITS] => with_cb_action_ena, with_cb_action_ena_checked, set_cb_action_ena, set_cb_action_ena_checked;
        #[doc = "Bit 26."] pub db_action_ena: bool [DB_ACTION_ENA_OFFSET, DB_ACTION_ENA_BITS] => with_db_action_ena, with_db_action_ena_checked, set_db_action_ena, set_db_action_ena_checked;
        #[doc = "Bit 27."] pub sh_kcache_action_ena: bool [SH_KCACHE_ACTION_ENA_OFFSET, SH_KCACHE_ACTION_ENA_BITS] => with_sh_kcache_action_ena, with_sh_kcache_action_ena_checked, set_sh_kcache_action_ena, set_sh_kcache_action_ena_checked;
        #[doc = "Bit 28."] pub sh_kcache_vol_action_ena: bool [SH_KCACHE_VOL_ACTION_ENA_OFFSET, SH_KCACHE_VOL_ACTION_ENA_BITS] => with_sh_kcache_vol_action_ena, with_sh_kcache_vol_action_ena_checked, set_sh_kcache_vol_action_ena, set_sh_kcache_vol_action_ena_checked;
        #[doc = "Bit 29."] pub sh_icache_action_ena: bool [SH_ICACHE_ACTION_ENA_OFFSET, SH_ICACHE_ACTION_ENA_BITS] => with_sh_icache_action_ena, with_sh_icache_action_ena_checked, set_sh_icache_action_ena, set_sh_icache_action_ena_checked;
        #[bits(2)] __: u32;
    }
}

/// Dwords of `SET_BASE`, header included.
pub const SET_BASE_DWORDS: usize = 4;

/// Dwords of `CLEAR_STATE`, header included.
pub const CLEAR_STATE_DWORDS: usize = 2;

/// Dwords of `INDEX_BUFFER_SIZE`, header included.
pub const INDEX_BUFFER_SIZE_DWORDS: usize = 2;

/// Dwords of `DISPATCH_DIRECT`, header included.
pub const DISPATCH_DIRECT_DWORDS: usize = 5;

/// Dwords of `DISPATCH_INDIRECT`, header included.
pub const DISPATCH_INDIRECT_DWORDS: usize = 3;

/// Dwords of `ATOMIC_MEM`, header included.
pub const ATOMIC_MEM_DWORDS: usize = 9;

/// Dwords of `OCCLUSION_QUERY`, header included.
pub const OCCLUSION_QUERY_DWORDS: usize = 5;

/// Dwords of `SET_PREDICATION`, header included.
pub const SET_PREDICATION_DWORDS: usize = 3;

/// Dwords of `COND_EXEC`, header included.
pub const COND_EXEC_DWORDS: usize = 5;

/// Dwords of `DRAW_INDIRECT`, `DRAW_INDEX_INDIRECT`, header included.
pub const DRAW_INDIRECT_DWORDS: usize = 5;

/// Dwords of `INDEX_BASE`, header included.
pub const INDEX_BASE_DWORDS: usize = 3;

/// Dwords of `DRAW_INDEX_2`, header included.
pub const DRAW_INDEX_2_DWORDS: usize = 6;

/// Dwords of `CONTEXT_CONTROL`, header included.
pub const CONTEXT_CONTROL_DWORDS: usize = 3;

/// Dwords of `INDEX_TYPE`, header included.
pub const INDEX_TYPE_DWORDS: usize = 2;

/// Dwords of `DRAW_INDIRECT_MULTI`, `DRAW_INDEX_INDIRECT_MULTI`, header included.
pub const DRAW_INDIRECT_MULTI_DWORDS: usize = 10;

/// Dwords of `DRAW_INDEX_AUTO`, header included.
pub const DRAW_INDEX_AUTO_DWORDS: usize = 3;

/// Dwords of `NUM_INSTANCES`, header included.
pub const NUM_INSTANCES_DWORDS: usize = 2;

/// Dwords of `DRAW_INDEX_MULTI_AUTO`, header included.
pub const DRAW_INDEX_MULTI_AUTO_DWORDS: usize = 4;

/// Dwords of `INDIRECT_BUFFER`, `INDIRECT_BUFFER_CONST`, header included.
pub const INDIRECT_BUFFER_DWORDS: usize = 4;

/// Dwords of `STRMOUT_BUFFER_UPDATE`, header included.
pub const STRMOUT_BUFFER_UPDATE_DWORDS: usize = 6;

/// Dwords of `DRAW_INDEX_OFFSET_2`, header included.
pub const DRAW_INDEX_OFFSET_2_DWORDS: usize = 5;

/// Most data dwords one `WRITE_DATA` carries (a 14-bit `COUNT` less the fixed body dwords).
pub const WRITE_DATA_MAX_DWORDS: usize = 16381;

/// Dwords of `MEM_SEMAPHORE`, header included.
pub const MEM_SEMAPHORE_DWORDS: usize = 3;

/// Dwords of `WAIT_REG_MEM`, header included.
pub const WAIT_REG_MEM_DWORDS: usize = 7;

/// Dwords of `COPY_DATA`, header included.
pub const COPY_DATA_DWORDS: usize = 6;

/// Dwords of `CP_DMA`, header included.
pub const CP_DMA_DWORDS: usize = 6;

/// Dwords of `PFP_SYNC_ME`, header included.
pub const PFP_SYNC_ME_DWORDS: usize = 2;

/// Dwords of `SURFACE_SYNC`, header included.
pub const SURFACE_SYNC_DWORDS: usize = 5;

/// Dwords of `EVENT_WRITE` without an address, header included.
pub const EVENT_WRITE_DWORDS: usize = 2;

/// Dwords of `EVENT_WRITE` with an address, header included.
pub const EVENT_WRITE_QUERY_DWORDS: usize = 4;

/// Dwords of `EVENT_WRITE_EOP`, header included.
pub const EVENT_WRITE_EOP_DWORDS: usize = 6;

/// Dwords of `EVENT_WRITE_EOS`, header included.
pub const EVENT_WRITE_EOS_DWORDS: usize = 5;

/// Dwords of `RELEASE_MEM`, header included.
pub const RELEASE_MEM_DWORDS: usize = 7;

/// Dwords of `PREAMBLE_CNTL`, header included.
pub const PREAMBLE_CNTL_DWORDS: usize = 2;

/// Dwords of `DMA_DATA`, header included.
pub const DMA_DATA_DWORDS: usize = 7;

/// Dwords of `ACQUIRE_MEM`, header included.
pub const ACQUIRE_MEM_DWORDS: usize = 7;

/// Dwords of `LOAD_CONST_RAM`, header included.
pub const LOAD_CONST_RAM_DWORDS: usize = 5;

/// Most data dwords one `WRITE_CONST_RAM` carries (a 14-bit `COUNT` less the fixed body dwords).
pub const WRITE_CONST_RAM_MAX_DWORDS: usize = 16383;

/// Dwords of `DUMP_CONST_RAM`, header included.
pub const DUMP_CONST_RAM_DWORDS: usize = 5;

/// Dwords of `INCREMENT_CE_COUNTER`, `INCREMENT_DE_COUNTER`, `WAIT_ON_CE_COUNTER`, `WAIT_ON_DE_COUNTER_DIFF`, `SWITCH_BUFFER`, header included.
pub const CE_COUNTER_DWORDS: usize = 2;

/// Dwords of `REWIND`, header included.
pub const REWIND_DWORDS: usize = 2;

/// Dwords of `PRED_EXEC`, header included.
pub const PRED_EXEC_DWORDS: usize = 2;

/// Dwords of `DRAW_PREAMBLE`, header included.
pub const DRAW_PREAMBLE_DWORDS: usize = 4;

/// Dwords of `COND_WRITE`, header included.
pub const COND_WRITE_DWORDS: usize = 9;

/// Dwords of `CONTEXT_REG_RMW`, header included.
pub const CONTEXT_REG_RMW_DWORDS: usize = 4;

/// Dwords of `REG_RMW`, header included.
pub const REG_RMW_DWORDS: usize = 4;

/// Dwords of `ATOMIC_GDS`, header included.
pub const ATOMIC_GDS_DWORDS: usize = 11;

/// Dwords of `SCRATCH_RAM_WRITE`, header included.
pub const SCRATCH_RAM_WRITE_DWORDS: usize = 3;

/// Dwords of `SET_SH_REG_OFFSET`, header included.
pub const SET_SH_REG_OFFSET_DWORDS: usize = 4;

/// Dwords of `INDEX_ATTRIBUTES_INDIRECT`, header included.
pub const INDEX_ATTRIBUTES_INDIRECT_DWORDS: usize = 4;

/// Dwords of `COND_INDIRECT_BUFFER`, header included.
pub const COND_INDIRECT_BUFFER_DWORDS: usize = 14;

/// Dwords of `DUMP_CONST_RAM_OFFSET`, header included.
pub const DUMP_CONST_RAM_OFFSET_DWORDS: usize = 4;

/// Dwords of `DRAW_INDEX_MPEG`, header included.
pub const DRAW_INDEX_MPEG_DWORDS: usize = 4;

/// Dwords of `DISPATCH_INDIRECT` in the form the spec's `variants.mec_compute_queue` lays out, header included.
pub const DISPATCH_INDIRECT_MEC_DWORDS: usize = 4;

/// Dwords of `DRAW_INDIRECT_MULTI`, `DRAW_INDEX_INDIRECT_MULTI` as the PS4 driver writes them (the spec's `ps4.pm4_differences`), header included.
pub const PS4_DRAW_INDIRECT_MULTI_DWORDS: usize = 7;

crate::regs::word! {
    /// `SET_BASE` dword 3.
    ///
    /// Also the address-high dword (`IB_BASE_HI`, `BOOL_ADDR_HI`, ...) of other packets: address bits \[47:32\] in bits \[15:0\].
    #[derive(PartialEq, Eq)]
    pub struct AddressHi16 {
        #[doc = "Bits 0..=15."] pub address_hi: u16 [ADDRESS_HI_OFFSET, ADDRESS_HI_BITS] => with_address_hi, with_address_hi_checked, set_address_hi, set_address_hi_checked;
        #[bits(16)] __: u32;
    }
}

crate::regs::word! {
    /// `SET_BASE` dword 1.
    #[derive(PartialEq, Eq)]
    pub struct SetBaseWord {
        #[doc = "Bits 0..=3: [`SetBaseIndex`]."] #[bits(4, default = 0)] pub base_index: SetBaseIndex [BASE_INDEX_OFFSET, BASE_INDEX_BITS] => with_base_index, with_base_index_checked, set_base_index, set_base_index_checked;
        #[bits(28)] __: u32;
    }
}

crate::regs::word! {
    /// `INDIRECT_BUFFER` dword 3, `INDIRECT_BUFFER_CONST` dword 3.
    #[derive(PartialEq, Eq)]
    pub struct IbControl {
        #[doc = "Bits 0..=19."] #[bits(20)] pub ib_size: u32 [IB_SIZE_OFFSET, IB_SIZE_BITS] => with_ib_size, with_ib_size_checked, set_ib_size, set_ib_size_checked;
        #[doc = "Bit 20."] pub chain: bool [CHAIN_OFFSET, CHAIN_BITS] => with_chain, with_chain_checked, set_chain, set_chain_checked;
        #[doc = "Bit 21."] pub off_load_polling: bool [OFF_LOAD_POLLING_OFFSET, OFF_LOAD_POLLING_BITS] => with_off_load_polling, with_off_load_polling_checked, set_off_load_polling, set_off_load_polling_checked;
        #[doc = "Bit 22."] pub volatile: bool [VOLATILE_OFFSET, VOLATILE_BITS] => with_volatile, with_volatile_checked, set_volatile, set_volatile_checked;
        #[doc = "Bit 23."] pub valid: bool [VALID_OFFSET, VALID_BITS] => with_valid, with_valid_checked, set_valid, set_valid_checked;
        #[doc = "Bits 24..=27."] #[bits(4)] pub vmid: u8 [VMID_OFFSET, VMID_BITS] => with_vmid, with_vmid_checked, set_vmid, set_vmid_checked;
        #[doc = "Bits 28..=29: [`CachePolicy`]."] #[bits(2, default = 0)] pub cache_policy: CachePolicy [CACHE_POLICY_OFFSET, CACHE_POLICY_BITS] => with_cache_policy, with_cache_policy_checked, set_cache_policy, set_cache_policy_checked;
        #[bits(2)] __: u32;
    }
}

crate::regs::word! {
    /// `SET_PREDICATION` dword 2.
    #[derive(PartialEq, Eq)]
    pub struct SetPredicationControl {
        #[doc = "Bits 0..=7."] pub start_addr_hi: u8 [START_ADDR_HI_OFFSET, START_ADDR_HI_BITS] => with_start_addr_hi, with_start_addr_hi_checked, set_start_addr_hi, set_start_addr_hi_checked;
        #[doc = "Bit 8: [`SetPredicationBoolean`]."] #[bits(1, default = 0)] pub predication_boolean: SetPredicationBoolean [PREDICATION_BOOLEAN_OFFSET, PREDICATION_BOOLEAN_BITS] => with_predication_boolean, with_predication_boolean_checked, set_predication_boolean, set_predication_boolean_checked;
        #[bits(3)] __: u32;
        #[doc = "Bit 12: [`SetPredicationHint`]."] #[bits(1, default = 0)] pub hint: SetPredicationHint [HINT_OFFSET, HINT_BITS] => with_hint, with_hint_checked, set_hint, set_hint_checked;
        #[bits(3)] __: u32;
        #[doc = "Bits 16..=18: [`SetPredicationPredOp`]."] #[bits(3, default = 0)] pub pred_op: SetPredicationPredOp [PRED_OP_OFFSET, PRED_OP_BITS] => with_pred_op, with_pred_op_checked, set_pred_op, set_pred_op_checked;
        #[bits(12)] __: u32;
        #[doc = "Bit 31."] pub continue_predicate: bool [CONTINUE_PREDICATE_OFFSET, CONTINUE_PREDICATE_BITS] => with_continue_predicate, with_continue_predicate_checked, set_continue_predicate, set_continue_predicate_checked;
    }
}

crate::regs::word! {
    /// `COND_EXEC` dword 2.
    #[derive(PartialEq, Eq)]
    pub struct CondExecAddrHi {
        #[doc = "Bits 0..=15."] pub bool_addr_hi: u16 [BOOL_ADDR_HI_OFFSET, BOOL_ADDR_HI_BITS] => with_bool_addr_hi, with_bool_addr_hi_checked, set_bool_addr_hi, set_bool_addr_hi_checked;
        #[bits(12)] __: u32;
        #[doc = "Bits 28..=31."] #[bits(4)] pub command: u8 [COMMAND_OFFSET, COMMAND_BITS] => with_command, with_command_checked, set_command, set_command_checked;
    }
}

crate::regs::word! {
    /// `COND_EXEC` dword 3.
    #[derive(PartialEq, Eq)]
    pub struct CondExecControl {
        #[bits(28)] __: u32;
        #[doc = "Bits 28..=31."] #[bits(4)] pub control: u8 [CONTROL_OFFSET, CONTROL_BITS] => with_control, with_control_checked, set_control, set_control_checked;
    }
}

crate::regs::word! {
    /// `COND_EXEC` dword 4.
    #[derive(PartialEq, Eq)]
    pub struct CondExecCount {
        #[doc = "Bits 0..=13."] #[bits(14)] pub exec_count: u16 [EXEC_COUNT_OFFSET, EXEC_COUNT_BITS] => with_exec_count, with_exec_count_checked, set_exec_count, set_exec_count_checked;
        #[bits(18)] __: u32;
    }
}

crate::regs::word! {
    /// `STRMOUT_BUFFER_UPDATE` dword 1.
    #[derive(PartialEq, Eq)]
    pub struct StrmoutControl {
        #[doc = "Bit 0."] pub store_buffer_filled_size: bool [STORE_BUFFER_FILLED_SIZE_OFFSET, STORE_BUFFER_FILLED_SIZE_BITS] => with_store_buffer_filled_size, with_store_buffer_filled_size_checked, set_store_buffer_filled_size, set_store_buffer_filled_size_checked;
        #[doc = "Bits 1..=2: [`StrmoutOffsetSource`]."] #[bits(2, default = 0)] pub offset_source_select: StrmoutOffsetSource [OFFSET_SOURCE_SELECT_OFFSET, OFFSET_SOURCE_SELECT_BITS] => with_offset_source_select, with_offset_source_select_checked, set_offset_source_select, set_offset_source_select_checked;
        #[bits(4)] __: u32;
        #[doc = "Bit 7: [`StrmoutDataType`]."] #[bits(1, default = 0)] pub data_type: StrmoutDataType [DATA_TYPE_OFFSET, DATA_TYPE_BITS] => with_data_type, with_data_type_checked, set_data_type, set_data_type_checked;
        #[doc = "Bits 8..=9."] #[bits(2)] pub buffer_select: u8 [BUFFER_SELECT_OFFSET, BUFFER_SELECT_BITS] => with_buffer_select, with_buffer_select_checked, set_buffer_select, set_buffer_select_checked;
        #[bits(22)] __: u32;
    }
}

crate::regs::word! {
    /// `CONTEXT_CONTROL` dword 1, `CONTEXT_CONTROL` dword 2.
    #[derive(PartialEq, Eq)]
    pub struct ContextControlBits {
        #[doc = "Bit 0."] pub enable_single_cntx_config_reg: bool [ENABLE_SINGLE_CNTX_CONFIG_REG_OFFSET, ENABLE_SINGLE_CNTX_CONFIG_REG_BITS] => with_enable_single_cntx_config_reg, with_enable_single_cntx_config_reg_checked, set_enable_single_cntx_config_reg, set_enable_single_cntx_config_reg_checked;
        #[doc = "Bit 1."] pub enable_multi_cntx_render_reg: bool [ENABLE_MULTI_CNTX_RENDER_REG_OFFSET, ENABLE_MULTI_CNTX_RENDER_REG_BITS] => with_enable_multi_cntx_render_reg, with_enable_multi_cntx_render_reg_checked, set_enable_multi_cntx_render_reg, set_enable_multi_cntx_render_reg_checked;
        #[bits(13)] __: u32;
        #[doc = "Bit 15."] pub enable_user_config_reg: bool [ENABLE_USER_CONFIG_REG_OFFSET, ENABLE_USER_CONFIG_REG_BITS] => with_enable_user_config_reg, with_enable_user_config_reg_checked, set_enable_user_config_reg, set_enable_user_config_reg_checked;
        #[doc = "Bit 16."] pub enable_gfx_sh_reg: bool [ENABLE_GFX_SH_REG_OFFSET, ENABLE_GFX_SH_REG_BITS] => with_enable_gfx_sh_reg, with_enable_gfx_sh_reg_checked, set_enable_gfx_sh_reg, set_enable_gfx_sh_reg_checked;
        #[bits(7)] __: u32;
        #[doc = "Bit 24."] pub enable_cs_sh_reg: bool [ENABLE_CS_SH_REG_OFFSET, ENABLE_CS_SH_REG_BITS] => with_enable_cs_sh_reg, with_enable_cs_sh_reg_checked, set_enable_cs_sh_reg, set_enable_cs_sh_reg_checked;
        #[bits(6)] __: u32;
        #[doc = "Bit 31."] pub enable_dw: bool [ENABLE_DW_OFFSET, ENABLE_DW_BITS] => with_enable_dw, with_enable_dw_checked, set_enable_dw, set_enable_dw_checked;
    }
}

crate::regs::word! {
    /// `PREAMBLE_CNTL` dword 1.
    #[derive(PartialEq, Eq)]
    pub struct PreambleCntlWord {
        #[doc = "Bits 0..=19."] #[bits(20)] pub ib_offset: u32 [IB_OFFSET_OFFSET, IB_OFFSET_BITS] => with_ib_offset, with_ib_offset_checked, set_ib_offset, set_ib_offset_checked;
        #[bits(8)] __: u32;
        #[doc = "Bits 28..=31: [`PreambleCntlCommand`]."] #[bits(4, default = 0)] pub command: PreambleCntlCommand [COMMAND_OFFSET, COMMAND_BITS] => with_command, with_command_checked, set_command, set_command_checked;
    }
}

crate::regs::word! {
    /// `SET_CONFIG_REG` dword 1, `SET_SH_REG` dword 1, `SET_CONTEXT_REG_INDIRECT` dword 1.
    ///
    /// Note: REG_OFFSET bits \[15:0\]; INDEX \[31:28\] (gfx7+, 0 on gfx6)
    #[derive(PartialEq, Eq)]
    pub struct SetRegOffset {
        #[doc = "Bits 0..=15."] pub reg_offset: u16 [REG_OFFSET_OFFSET, REG_OFFSET_BITS] => with_reg_offset, with_reg_offset_checked, set_reg_offset, set_reg_offset_checked;
        #[bits(12)] __: u32;
        #[doc = "Bits 28..=31."] #[bits(4)] pub index: u8 [INDEX_OFFSET, INDEX_BITS] => with_index, with_index_checked, set_index, set_index_checked;
    }
}

crate::regs::word! {
    /// `INDEX_TYPE` dword 1.
    #[derive(PartialEq, Eq)]
    pub struct IndexTypeWord {
        #[doc = "Bits 0..=1: [`IndexType`]."] #[bits(2, default = 0)] pub index_type: IndexType [INDEX_TYPE_OFFSET, INDEX_TYPE_BITS] => with_index_type, with_index_type_checked, set_index_type, set_index_type_checked;
        #[doc = "Bits 2..=3: [`VgtDmaSwapMode`]."] #[bits(2, default = 0)] pub swap_mode: VgtDmaSwapMode [SWAP_MODE_OFFSET, SWAP_MODE_BITS] => with_swap_mode, with_swap_mode_checked, set_swap_mode, set_swap_mode_checked;
        #[bits(28)] __: u32;
    }
}

crate::regs::word! {
    /// `INDEX_BASE` dword 2.
    #[derive(PartialEq, Eq)]
    pub struct IndexBaseHi {
        #[doc = "Bits 0..=15."] pub addr_hi: u16 [ADDR_HI_OFFSET, ADDR_HI_BITS] => with_addr_hi, with_addr_hi_checked, set_addr_hi, set_addr_hi_checked;
        #[bits(14)] __: u32;
        #[doc = "Bits 30..=31: [`IndexBaseSelect`]."] #[bits(2, default = 0)] pub base_select: IndexBaseSelect [BASE_SELECT_OFFSET, BASE_SELECT_BITS] => with_base_select, with_base_select_checked, set_base_select, set_base_select_checked;
    }
}

crate::regs::word! {
    /// `DRAW_INDIRECT` dword 2, `DRAW_INDIRECT` dword 3, `DRAW_INDEX_INDIRECT` dword 2, `DRAW_INDEX_INDIRECT` dword 3.
    #[derive(PartialEq, Eq)]
    pub struct ShRegLoc {
        #[doc = "Bits 0..=15."] pub loc: u16 [LOC_OFFSET, LOC_BITS] => with_loc, with_loc_checked, set_loc, set_loc_checked;
        #[bits(16)] __: u32;
    }
}

crate::regs::word! {
    /// `DRAW_INDIRECT_MULTI` dword 4, `DRAW_INDEX_INDIRECT_MULTI` dword 4.
    #[derive(PartialEq, Eq)]
    pub struct DrawIndexLoc {
        #[doc = "Bits 0..=15."] pub draw_index_loc: u16 [DRAW_INDEX_LOC_OFFSET, DRAW_INDEX_LOC_BITS] => with_draw_index_loc, with_draw_index_loc_checked, set_draw_index_loc, set_draw_index_loc_checked;
        #[bits(14)] __: u32;
        #[doc = "Bit 30."] pub count_indirect_enable: bool [COUNT_INDIRECT_ENABLE_OFFSET, COUNT_INDIRECT_ENABLE_BITS] => with_count_indirect_enable, with_count_indirect_enable_checked, set_count_indirect_enable, set_count_indirect_enable_checked;
        #[doc = "Bit 31."] pub draw_index_enable: bool [DRAW_INDEX_ENABLE_OFFSET, DRAW_INDEX_ENABLE_BITS] => with_draw_index_enable, with_draw_index_enable_checked, set_draw_index_enable, set_draw_index_enable_checked;
    }
}

crate::regs::word! {
    /// `DRAW_INDEX_MULTI_AUTO` dword 3.
    #[derive(PartialEq, Eq)]
    pub struct MultiAutoWord {
        #[doc = "Bits 0..=15."] pub index_offset: u16 [INDEX_OFFSET_OFFSET, INDEX_OFFSET_BITS] => with_index_offset, with_index_offset_checked, set_index_offset, set_index_offset_checked;
        #[doc = "Bits 16..=20."] #[bits(5)] pub prim_type: u8 [PRIM_TYPE_OFFSET, PRIM_TYPE_BITS] => with_prim_type, with_prim_type_checked, set_prim_type, set_prim_type_checked;
        #[doc = "Bits 21..=31."] #[bits(11)] pub index_count: u16 [INDEX_COUNT_OFFSET, INDEX_COUNT_BITS] => with_index_count, with_index_count_checked, set_index_count, set_index_count_checked;
    }
}

crate::regs::word! {
    /// `EVENT_WRITE` dword 1.
    #[derive(PartialEq, Eq)]
    pub struct EventWriteWord {
        #[doc = "Bits 0..=5: [`EventType`]."] #[bits(6, default = 0)] pub event_type: EventType [EVENT_TYPE_OFFSET, EVENT_TYPE_BITS] => with_event_type, with_event_type_checked, set_event_type, set_event_type_checked;
        #[bits(2)] __: u32;
        #[doc = "Bits 8..=11: [`EventIndex`]."] #[bits(4, default = 0)] pub event_index: EventIndex [EVENT_INDEX_OFFSET, EVENT_INDEX_BITS] => with_event_index, with_event_index_checked, set_event_index, set_event_index_checked;
        #[bits(8)] __: u32;
        #[doc = "Bit 20."] pub invalidate_l2: bool [INVALIDATE_L2_OFFSET, INVALIDATE_L2_BITS] => with_invalidate_l2, with_invalidate_l2_checked, set_invalidate_l2, set_invalidate_l2_checked;
        #[bits(3)] __: u32;
        #[doc = "Bit 24."] pub atc: bool [ATC_OFFSET, ATC_BITS] => with_atc, with_atc_checked, set_atc, set_atc_checked;
        #[bits(6)] __: u32;
        #[doc = "Bit 31."] pub offload_enable: bool [OFFLOAD_ENABLE_OFFSET, OFFLOAD_ENABLE_BITS] => with_offload_enable, with_offload_enable_checked, set_offload_enable, set_offload_enable_checked;
    }
}

crate::regs::word! {
    /// `EVENT_WRITE_EOP` dword 1.
    #[derive(PartialEq, Eq)]
    pub struct EventWriteEopWord {
        #[doc = "Bits 0..=5: [`EventType`]."] #[bits(6, default = 0)] pub event_type: EventType [EVENT_TYPE_OFFSET, EVENT_TYPE_BITS] => with_event_type, with_event_type_checked, set_event_type, set_event_type_checked;
        #[bits(2)] __: u32;
        #[doc = "Bits 8..=11: [`EventIndex`]."] #[bits(4, default = 0)] pub event_index: EventIndex [EVENT_INDEX_OFFSET, EVENT_INDEX_BITS] => with_event_index, with_event_index_checked, set_event_index, set_event_index_checked;
        #[doc = "Bit 12."] pub tcl1_vol_action_ena: bool [TCL1_VOL_ACTION_ENA_OFFSET, TCL1_VOL_ACTION_ENA_BITS] => with_tcl1_vol_action_ena, with_tcl1_vol_action_ena_checked, set_tcl1_vol_action_ena, set_tcl1_vol_action_ena_checked;
        #[doc = "Bit 13."] pub tc_vol_action_ena: bool [TC_VOL_ACTION_ENA_OFFSET, TC_VOL_ACTION_ENA_BITS] => with_tc_vol_action_ena, with_tc_vol_action_ena_checked, set_tc_vol_action_ena, set_tc_vol_action_ena_checked;
        #[bits(1)] __: u32;
        #[doc = "Bit 15."] pub tc_wb_action_ena: bool [TC_WB_ACTION_ENA_OFFSET, TC_WB_ACTION_ENA_BITS] => with_tc_wb_action_ena, with_tc_wb_action_ena_checked, set_tc_wb_action_ena, set_tc_wb_action_ena_checked;
        #[doc = "Bit 16."] pub tcl1_action_ena: bool [TCL1_ACTION_ENA_OFFSET, TCL1_ACTION_ENA_BITS] => with_tcl1_action_ena, with_tcl1_action_ena_checked, set_tcl1_action_ena, set_tcl1_action_ena_checked;
        #[doc = "Bit 17."] pub tc_action_ena: bool [TC_ACTION_ENA_OFFSET, TC_ACTION_ENA_BITS] => with_tc_action_ena, with_tc_action_ena_checked, set_tc_action_ena, set_tc_action_ena_checked;
        #[bits(2)] __: u32;
        #[doc = "Bit 20."] pub invalidate_l2: bool [INVALIDATE_L2_OFFSET, INVALIDATE_L2_BITS] => with_invalidate_l2, with_invalidate_l2_checked, set_invalidate_l2, set_invalidate_l2_checked;
        #[bits(3)] __: u32;
        #[doc = "Bit 24."] pub atc: bool [ATC_OFFSET, ATC_BITS] => with_atc, with_atc_checked, set_atc, set_atc_checked;
        #[doc = "Bits 25..=26: [`CachePolicy`]."] #[bits(2, default = 0)] pub cache_policy: CachePolicy [CACHE_POLICY_OFFSET, CACHE_POLICY_BITS] => with_cache_policy, with_cache_policy_checked, set_cache_policy, set_cache_policy_checked;
        #[doc = "Bit 27."] pub volatile: bool [VOLATILE_OFFSET, VOLATILE_BITS] => with_volatile, with_volatile_checked, set_volatile, set_volatile_checked;
        #[bits(4)] __: u32;
    }
}

crate::regs::word! {
    /// `EVENT_WRITE_EOP` dword 3.
    #[derive(PartialEq, Eq)]
    pub struct EopAddressHi {
        #[doc = "Bits 0..=15."] pub address_hi: u16 [ADDRESS_HI_OFFSET, ADDRESS_HI_BITS] => with_address_hi, with_address_hi_checked, set_address_hi, set_address_hi_checked;
        #[bits(8)] __: u32;
        #[doc = "Bits 24..=25: [`EopIntSel`]."] #[bits(2, default = 0)] pub int_sel: EopIntSel [INT_SEL_OFFSET, INT_SEL_BITS] => with_int_sel, with_int_sel_checked, set_int_sel, set_int_sel_checked;
        #[bits(3)] __: u32;
        #[doc = "Bits 29..=31: [`EopDataSel`]."] #[bits(3, default = 0)] pub data_sel: EopDataSel [DATA_SEL_OFFSET, DATA_SEL_BITS] => with_data_sel, with_data_sel_checked, set_data_sel, set_data_sel_checked;
    }
}

crate::regs::word! {
    /// `EVENT_WRITE_EOS` dword 3.
    #[derive(PartialEq, Eq)]
    pub struct EosAddressHi {
        #[doc = "Bits 0..=15."] pub address_hi: u16 [ADDRESS_HI_OFFSET, ADDRESS_HI_BITS] => with_address_hi, with_address_hi_checked, set_address_hi, set_address_hi_checked;
        #[bits(13)] __: u32;
        #[doc = "Bits 29..=31: [`EosCommand`]."] #[bits(3, default = 0)] pub command: EosCommand [COMMAND_OFFSET, COMMAND_BITS] => with_command, with_command_checked, set_command, set_command_checked;
    }
}

crate::regs::word! {
    /// `EVENT_WRITE_EOS` dword 4.
    ///
    /// Also `RELEASE_MEM` dword 5 with `DATA_SEL = STORE_GDS_DATA`, where the upper half is `NUM_DWORDS`.
    #[derive(PartialEq, Eq)]
    pub struct GdsData {
        #[doc = "Bits 0..=15."] pub gds_index: u16 [GDS_INDEX_OFFSET, GDS_INDEX_BITS] => with_gds_index, with_gds_index_checked, set_gds_index, set_gds_index_checked;
        #[doc = "Bits 16..=31."] pub size: u16 [SIZE_OFFSET, SIZE_BITS] => with_size, with_size_checked, set_size, set_size_checked;
    }
}

crate::regs::word! {
    /// `RELEASE_MEM` dword 1.
    #[derive(PartialEq, Eq)]
    pub struct ReleaseMemWord {
        #[doc = "Bits 0..=5: [`EventType`]."] #[bits(6, default = 0)] pub event_type: EventType [EVENT_TYPE_OFFSET, EVENT_TYPE_BITS] => with_event_type, with_event_type_checked, set_event_type, set_event_type_checked;
        #[bits(2)] __: u32;
        #[doc = "Bits 8..=11: [`EventIndex`]."] #[bits(4, default = 0)] pub event_index: EventIndex [EVENT_INDEX_OFFSET, EVENT_INDEX_BITS] => with_event_index, with_event_index_checked, set_event_index, set_event_index_checked;
        #[doc = "Bit 12."] pub tcl1_vol_action_ena: bool [TCL1_VOL_ACTION_ENA_OFFSET, TCL1_VOL_ACTION_ENA_BITS] => with_tcl1_vol_action_ena, with_tcl1_vol_action_ena_checked, set_tcl1_vol_action_ena, set_tcl1_vol_action_ena_checked;
        #[doc = "Bit 13."] pub tc_vol_action_ena: bool [TC_VOL_ACTION_ENA_OFFSET, TC_VOL_ACTION_ENA_BITS] => with_tc_vol_action_ena, with_tc_vol_action_ena_checked, set_tc_vol_action_ena, set_tc_vol_action_ena_checked;
        #[bits(1)] __: u32;
        #[doc = "Bit 15."] pub tc_wb_action_ena: bool [TC_WB_ACTION_ENA_OFFSET, TC_WB_ACTION_ENA_BITS] => with_tc_wb_action_ena, with_tc_wb_action_ena_checked, set_tc_wb_action_ena, set_tc_wb_action_ena_checked;
        #[doc = "Bit 16."] pub tcl1_action_ena: bool [TCL1_ACTION_ENA_OFFSET, TCL1_ACTION_ENA_BITS] => with_tcl1_action_ena, with_tcl1_action_ena_checked, set_tcl1_action_ena, set_tcl1_action_ena_checked;
        #[doc = "Bit 17."] pub tc_action_ena: bool [TC_ACTION_ENA_OFFSET, TC_ACTION_ENA_BITS] => with_tc_action_ena, with_tc_action_ena_checked, set_tc_action_ena, set_tc_action_ena_checked;
        #[bits(7)] __: u32;
        #[doc = "Bits 25..=26: [`CachePolicy`]."] #[bits(2, default = 0)] pub cache_policy: CachePolicy [CACHE_POLICY_OFFSET, CACHE_POLICY_BITS] => with_cache_policy, with_cache_policy_checked, set_cache_policy, set_cache_policy_checked;
        #[doc = "Bit 27."] pub volatile: bool [VOLATILE_OFFSET, VOLATILE_BITS] => with_volatile, with_volatile_checked, set_volatile, set_volatile_checked;
        #[bits(4)] __: u32;
    }
}

crate::regs::word! {
    /// `RELEASE_MEM` dword 2.
    #[derive(PartialEq, Eq)]
    pub struct ReleaseMemSelect {
        #[bits(16)] __: u32;
        #[doc = "Bits 16..=17: [`ReleaseMemDstSel`]."] #[bits(2, default = 0)] pub dst_sel: ReleaseMemDstSel [DST_SEL_OFFSET, DST_SEL_BITS] => with_dst_sel, with_dst_sel_checked, set_dst_sel, set_dst_sel_checked;
        #[bits(6)] __: u32;
        #[doc = "Bits 24..=26: [`EopIntSel`]."] #[bits(3, default = 0)] pub int_sel: EopIntSel [INT_SEL_OFFSET, INT_SEL_BITS] => with_int_sel, with_int_sel_checked, set_int_sel, set_int_sel_checked;
        #[bits(2)] __: u32;
        #[doc = "Bits 29..=31: [`EopDataSel`]."] #[bits(3, default = 0)] pub data_sel: EopDataSel [DATA_SEL_OFFSET, DATA_SEL_BITS] => with_data_sel, with_data_sel_checked, set_data_sel, set_data_sel_checked;
    }
}

crate::regs::word! {
    /// `SURFACE_SYNC` dword 1, `ACQUIRE_MEM` dword 1.
    #[derive(PartialEq, Eq)]
    pub struct CoherCntlWord {
        #[doc = "Bits 0..=30."] #[bits(31)] pub coher_cntl: u32 [COHER_CNTL_OFFSET, COHER_CNTL_BITS] => with_coher_cntl, with_coher_cntl_checked, set_coher_cntl, set_coher_cntl_checked;
        #[doc = "Bit 31: [`EnginePfpMe`]."] #[bits(1, default = 0)] pub engine: EnginePfpMe [ENGINE_OFFSET, ENGINE_BITS] => with_engine, with_engine_checked, set_engine, set_engine_checked;
    }
}

crate::regs::word! {
    /// `ACQUIRE_MEM` dword 3.
    #[derive(PartialEq, Eq)]
    pub struct CoherSizeHi {
        #[doc = "Bits 0..=7."] pub coher_size_hi: u8 [COHER_SIZE_HI_OFFSET, COHER_SIZE_HI_BITS] => with_coher_size_hi, with_coher_size_hi_checked, set_coher_size_hi, set_coher_size_hi_checked;
        #[doc = "Bits 8..=23."] pub coher_size_hi_rsvd: u16 [COHER_SIZE_HI_RSVD_OFFSET, COHER_SIZE_HI_RSVD_BITS] => with_coher_size_hi_rsvd, with_coher_size_hi_rsvd_checked, set_coher_size_hi_rsvd, set_coher_size_hi_rsvd_checked;
        #[bits(8)] __: u32;
    }
}

crate::regs::word! {
    /// `ACQUIRE_MEM` dword 5.
    #[derive(PartialEq, Eq)]
    pub struct CoherBaseHi {
        #[doc = "Bits 0..=23."] #[bits(24)] pub coher_base_hi: u32 [COHER_BASE_HI_OFFSET, COHER_BASE_HI_BITS] => with_coher_base_hi, with_coher_base_hi_checked, set_coher_base_hi, set_coher_base_hi_checked;
        #[bits(8)] __: u32;
    }
}

crate::regs::word! {
    /// `ACQUIRE_MEM` dword 6.
    #[derive(PartialEq, Eq)]
    pub struct PollInterval16 {
        #[doc = "Bits 0..=15."] pub poll_interval: u16 [POLL_INTERVAL_OFFSET, POLL_INTERVAL_BITS] => with_poll_interval, with_poll_interval_checked, set_poll_interval, set_poll_interval_checked;
        #[bits(16)] __: u32;
    }
}

crate::regs::word! {
    /// `WAIT_REG_MEM` dword 1.
    #[derive(PartialEq, Eq)]
    pub struct WaitRegMemControl {
        #[doc = "Bits 0..=2: [`WaitRegMemFunction`]."] #[bits(3, default = 0)] pub function: WaitRegMemFunction [FUNCTION_OFFSET, FUNCTION_BITS] => with_function, with_function_checked, set_function, set_function_checked;
        #[bits(1)] __: u32;
        #[doc = "Bits 4..=5: [`WaitRegMemMemSpace`]."] #[bits(2, default = 0)] pub mem_space: WaitRegMemMemSpace [MEM_SPACE_OFFSET, MEM_SPACE_BITS] => with_mem_space, with_mem_space_checked, set_mem_space, set_mem_space_checked;
        #[doc = "Bits 6..=7: [`WaitRegMemOperation`]."] #[bits(2, default = 0)] pub operation: WaitRegMemOperation [OPERATION_OFFSET, OPERATION_BITS] => with_operation, with_operation_checked, set_operation, set_operation_checked;
        #[doc = "Bits 8..=9: [`EngineSelMePfpCe`]."] #[bits(2, default = 0)] pub engine: EngineSelMePfpCe [ENGINE_OFFSET, ENGINE_BITS] => with_engine, with_engine_checked, set_engine, set_engine_checked;
        #[bits(14)] __: u32;
        #[doc = "Bit 24."] pub atc: bool [ATC_OFFSET, ATC_BITS] => with_atc, with_atc_checked, set_atc, set_atc_checked;
        #[doc = "Bits 25..=26: [`CachePolicy`]."] #[bits(2, default = 0)] pub cache_policy: CachePolicy [CACHE_POLICY_OFFSET, CACHE_POLICY_BITS] => with_cache_policy, with_cache_policy_checked, set_cache_policy, set_cache_policy_checked;
        #[doc = "Bit 27."] pub volatile: bool [VOLATILE_OFFSET, VOLATILE_BITS] => with_volatile, with_volatile_checked, set_volatile, set_volatile_checked;
        #[bits(4)] __: u32;
    }
}

crate::regs::word! {
    /// `WRITE_DATA` dword 1.
    #[derive(PartialEq, Eq)]
    pub struct WriteDataControl {
        #[bits(8)] __: u32;
        #[doc = "Bits 8..=11: [`WriteDataDstSel`]."] #[bits(4, default = 0)] pub dst_sel: WriteDataDstSel [DST_SEL_OFFSET, DST_SEL_BITS] => with_dst_sel, with_dst_sel_checked, set_dst_sel, set_dst_sel_checked;
        #[bits(4)] __: u32;
        #[doc = "Bit 16."] pub wr_one_addr: bool [WR_ONE_ADDR_OFFSET, WR_ONE_ADDR_BITS] => with_wr_one_addr, with_wr_one_addr_checked, set_wr_one_addr, set_wr_one_addr_checked;
        #[bits(3)] __: u32;
        #[doc = "Bit 20."] pub wr_confirm: bool [WR_CONFIRM_OFFSET, WR_CONFIRM_BITS] => with_wr_confirm, with_wr_confirm_checked, set_wr_confirm, set_wr_confirm_checked;
        #[bits(3)] __: u32;
        #[doc = "Bit 24."] pub atc: bool [ATC_OFFSET, ATC_BITS] => with_atc, with_atc_checked, set_atc, set_atc_checked;
        #[doc = "Bits 25..=26: [`CachePolicy`]."] #[bits(2, default = 0)] pub cache_policy: CachePolicy [CACHE_POLICY_OFFSET, CACHE_POLICY_BITS] => with_cache_policy, with_cache_policy_checked, set_cache_policy, set_cache_policy_checked;
        #[doc = "Bit 27."] pub volatile: bool [VOLATILE_OFFSET, VOLATILE_BITS] => with_volatile, with_volatile_checked, set_volatile, set_volatile_checked;
        #[bits(2)] __: u32;
        #[doc = "Bits 30..=31: [`EngineSelMePfpCe`]."] #[bits(2, default = 0)] pub engine_sel: EngineSelMePfpCe [ENGINE_SEL_OFFSET, ENGINE_SEL_BITS] => with_engine_sel, with_engine_sel_checked, set_engine_sel, set_engine_sel_checked;
    }
}

crate::regs::word! {
    /// `COPY_DATA` dword 1.
    #[derive(PartialEq, Eq)]
    pub struct CopyDataControl {
        #[doc = "Bits 0..=3: [`CopyDataSrcSel`]."] #[bits(4, default = 0)] pub src_sel: CopyDataSrcSel [SRC_SEL_OFFSET, SRC_SEL_BITS] => with_src_sel, with_src_sel_checked, set_src_sel, set_src_sel_checked;
        #[bits(4)] __: u32;
        #[doc = "Bits 8..=11: [`CopyDataDstSel`]."] #[bits(4, default = 0)] pub dst_sel: CopyDataDstSel [DST_SEL_OFFSET, DST_SEL_BITS] => with_dst_sel, with_dst_sel_checked, set_dst_sel, set_dst_sel_checked;
        #[doc = "Bit 12."] pub src_atc: bool [SRC_ATC_OFFSET, SRC_ATC_BITS] => with_src_atc, with_src_atc_checked, set_src_atc, set_src_atc_checked;
        #[doc = "Bits 13..=14: [`CachePolicy`]."] #[bits(2, default = 0)] pub src_cache_policy: CachePolicy [SRC_CACHE_POLICY_OFFSET, SRC_CACHE_POLICY_BITS] => with_src_cache_policy, with_src_cache_policy_checked, set_src_cache_policy, set_src_cache_policy_checked;
        #[doc = "Bit 15."] pub src_volatile: bool [SRC_VOLATILE_OFFSET, SRC_VOLATILE_BITS] => with_src_volatile, with_src_volatile_checked, set_src_volatile, set_src_volatile_checked;
        #[doc = "Bit 16: [`CopyDataCountSel`]."] #[bits(1, default = 0)] pub count_sel: CopyDataCountSel [COUNT_SEL_OFFSET, COUNT_SEL_BITS] => with_count_sel, with_count_sel_checked, set_count_sel, set_count_sel_checked;
        #[bits(3)] __: u32;
        #[doc = "Bit 20."] pub wr_confirm: bool [WR_CONFIRM_OFFSET, WR_CONFIRM_BITS] => with_wr_confirm, with_wr_confirm_checked, set_wr_confirm, set_wr_confirm_checked;
        #[bits(3)] __: u32;
        #[doc = "Bit 24."] pub dst_atc: bool [DST_ATC_OFFSET, DST_ATC_BITS] => with_dst_atc, with_dst_atc_checked, set_dst_atc, set_dst_atc_checked;
        #[doc = "Bits 25..=26: [`CachePolicy`]."] #[bits(2, default = 0)] pub dst_cache_policy: CachePolicy [DST_CACHE_POLICY_OFFSET, DST_CACHE_POLICY_BITS] => with_dst_cache_policy, with_dst_cache_policy_checked, set_dst_cache_policy, set_dst_cache_policy_checked;
        #[doc = "Bit 27."] pub dst_volatile: bool [DST_VOLATILE_OFFSET, DST_VOLATILE_BITS] => with_dst_volatile, with_dst_volatile_checked, set_dst_volatile, set_dst_volatile_checked;
        #[bits(2)] __: u32;
        #[doc = "Bits 30..=31: [`EngineSelMePfpCe`]."] #[bits(2, default = 0)] pub engine_sel: EngineSelMePfpCe [ENGINE_SEL_OFFSET, ENGINE_SEL_BITS] => with_engine_sel, with_engine_sel_checked, set_engine_sel, set_engine_sel_checked;
    }
}

crate::regs::word! {
    /// `DMA_DATA` dword 1.
    #[derive(PartialEq, Eq)]
    pub struct DmaDataControl {
        #[doc = "Bit 0: [`EngineSelMePfp`]."] #[bits(1, default = 0)] pub engine: EngineSelMePfp [ENGINE_OFFSET, ENGINE_BITS] => with_engine, with_engine_checked, set_engine, set_engine_checked;
        #[bits(11)] __: u32;
        #[doc = "Bit 12."] pub src_atc: bool [SRC_ATC_OFFSET, SRC_ATC_BITS] => with_src_atc, with_src_atc_checked, set_src_atc, set_src_atc_checked;
        #[doc = "Bits 13..=14: [`CachePolicy`]."] #[bits(2, default = 0)] pub src_cache_policy: CachePolicy [SRC_CACHE_POLICY_OFFSET, SRC_CACHE_POLICY_BITS] => with_src_cache_policy, with_src_cache_policy_checked, set_src_cache_policy, set_src_cache_policy_checked;
        #[doc = "Bit 15."] pub src_volatile: bool [SRC_VOLATILE_OFFSET, SRC_VOLATILE_BITS] => with_src_volatile, with_src_volatile_checked, set_src_volatile, set_src_volatile_checked;
        #[bits(4)] __: u32;
        #[doc = "Bits 20..=21: [`DmaDataDstSel`]."] #[bits(2, default = 0)] pub dst_sel: DmaDataDstSel [DST_SEL_OFFSET, DST_SEL_BITS] => with_dst_sel, with_dst_sel_checked, set_dst_sel, set_dst_sel_checked;
        #[bits(2)] __: u32;
        #[doc = "Bit 24."] pub dst_atc: bool [DST_ATC_OFFSET, DST_ATC_BITS] => with_dst_atc, with_dst_atc_checked, set_dst_atc, set_dst_atc_checked;
        #[doc = "Bits 25..=26: [`CachePolicy`]."] #[bits(2, default = 0)] pub dst_cache_policy: CachePolicy [DST_CACHE_POLICY_OFFSET, DST_CACHE_POLICY_BITS] => with_dst_cache_policy, with_dst_cache_policy_checked, set_dst_cache_policy, set_dst_cache_policy_checked;
        #[doc = "Bit 27."] pub dst_volatile: bool [DST_VOLATILE_OFFSET, DST_VOLATILE_BITS] => with_dst_volatile, with_dst_volatile_checked, set_dst_volatile, set_dst_volatile_checked;
        #[bits(1)] __: u32;
        #[doc = "Bits 29..=30: [`DmaDataSrcSel`]."] #[bits(2, default = 0)] pub src_sel: DmaDataSrcSel [SRC_SEL_OFFSET, SRC_SEL_BITS] => with_src_sel, with_src_sel_checked, set_src_sel, set_src_sel_checked;
        #[doc = "Bit 31."] pub cp_sync: bool [CP_SYNC_OFFSET, CP_SYNC_BITS] => with_cp_sync, with_cp_sync_checked, set_cp_sync, set_cp_sync_checked;
    }
}

crate::regs::word! {
    /// `DMA_DATA` dword 6.
    ///
    /// Also `CP_DMA` dword 5, whose `SRC/DST_ADDR_SPACE` and `SRC/DST_ADDR_INC` are `SAS`/`DAS` and `SAIC`/`DAIC` here.
    #[derive(PartialEq, Eq)]
    pub struct DmaCommand {
        #[doc = "Bits 0..=20."] #[bits(21)] pub byte_count: u32 [BYTE_COUNT_OFFSET, BYTE_COUNT_BITS] => with_byte_count, with_byte_count_checked, set_byte_count, set_byte_count_checked;
        #[doc = "Bit 21."] pub dis_wc: bool [DIS_WC_OFFSET, DIS_WC_BITS] => with_dis_wc, with_dis_wc_checked, set_dis_wc, set_dis_wc_checked;
        #[doc = "Bits 22..=23: [`DmaSwap`]."] #[bits(2, default = 0)] pub src_swap: DmaSwap [SRC_SWAP_OFFSET, SRC_SWAP_BITS] => with_src_swap, with_src_swap_checked, set_src_swap, set_src_swap_checked;
        #[doc = "Bits 24..=25: [`DmaSwap`]."] #[bits(2, default = 0)] pub dst_swap: DmaSwap [DST_SWAP_OFFSET, DST_SWAP_BITS] => with_dst_swap, with_dst_swap_checked, set_dst_swap, set_dst_swap_checked;
        #[doc = "Bit 26: [`DmaAddrSpace`]."] #[bits(1, default = 0)] pub sas: DmaAddrSpace [SAS_OFFSET, SAS_BITS] => with_sas, with_sas_checked, set_sas, set_sas_checked;
        #[doc = "Bit 27: [`DmaAddrSpace`]."] #[bits(1, default = 0)] pub das: DmaAddrSpace [DAS_OFFSET, DAS_BITS] => with_das, with_das_checked, set_das, set_das_checked;
        #[doc = "Bit 28: [`DmaAddrInc`]."] #[bits(1, default = 0)] pub saic: DmaAddrInc [SAIC_OFFSET, SAIC_BITS] => with_saic, with_saic_checked, set_saic, set_saic_checked;
        #[doc = "Bit 29: [`DmaAddrInc`]."] #[bits(1, default = 0)] pub daic: DmaAddrInc [DAIC_OFFSET, DAIC_BITS] => with_daic, with_daic_checked, set_daic, set_daic_checked;
        #[doc = "Bit 30."] pub raw_wait: bool [RAW_WAIT_OFFSET, RAW_WAIT_BITS] => with_raw_wait, with_raw_wait_checked, set_raw_wait, set_raw_wait_checked;
        #[bits(1)] __: u32;
    }
}

crate::regs::word! {
    /// `CP_DMA` dword 2.
    #[derive(PartialEq, Eq)]
    pub struct CpDmaControl {
        #[doc = "Bits 0..=15."] pub src_addr_hi: u16 [SRC_ADDR_HI_OFFSET, SRC_ADDR_HI_BITS] => with_src_addr_hi, with_src_addr_hi_checked, set_src_addr_hi, set_src_addr_hi_checked;
        #[bits(4)] __: u32;
        #[doc = "Bits 20..=21: [`CpDmaDstSel`]."] #[bits(2, default = 0)] pub dst_sel: CpDmaDstSel [DST_SEL_OFFSET, DST_SEL_BITS] => with_dst_sel, with_dst_sel_checked, set_dst_sel, set_dst_sel_checked;
        #[bits(2)] __: u32;
        #[doc = "Bit 24."] pub m2m_opt: bool [M2M_OPT_OFFSET, M2M_OPT_BITS] => with_m2m_opt, with_m2m_opt_checked, set_m2m_opt, set_m2m_opt_checked;
        #[bits(2)] __: u32;
        #[doc = "Bit 27: [`EngineSelMePfp`]."] #[bits(1, default = 0)] pub engine: EngineSelMePfp [ENGINE_OFFSET, ENGINE_BITS] => with_engine, with_engine_checked, set_engine, set_engine_checked;
        #[bits(1)] __: u32;
        #[doc = "Bits 29..=30: [`CpDmaSrcSel`]."] #[bits(2, default = 0)] pub src_sel: CpDmaSrcSel [SRC_SEL_OFFSET, SRC_SEL_BITS] => with_src_sel, with_src_sel_checked, set_src_sel, set_src_sel_checked;
        #[doc = "Bit 31."] pub cp_sync: bool [CP_SYNC_OFFSET, CP_SYNC_BITS] => with_cp_sync, with_cp_sync_checked, set_cp_sync, set_cp_sync_checked;
    }
}

crate::regs::word! {
    /// `ATOMIC_MEM` dword 1.
    #[derive(PartialEq, Eq)]
    pub struct AtomicMemControl {
        #[doc = "Bits 0..=6: [`TcOp`]."] #[bits(7, default = 0)] pub atomic_op: TcOp [ATOMIC_OP_OFFSET, ATOMIC_OP_BITS] => with_atomic_op, with_atomic_op_checked, set_atomic_op, set_atomic_op_checked;
        #[bits(1)] __: u32;
        #[doc = "Bits 8..=11: [`AtomicCommand`]."] #[bits(4, default = 0)] pub command: AtomicCommand [COMMAND_OFFSET, COMMAND_BITS] => with_command, with_command_checked, set_command, set_command_checked;
        #[bits(12)] __: u32;
        #[doc = "Bit 24."] pub atc: bool [ATC_OFFSET, ATC_BITS] => with_atc, with_atc_checked, set_atc, set_atc_checked;
        #[doc = "Bits 25..=26: [`CachePolicy`]."] #[bits(2, default = 0)] pub cache_policy: CachePolicy [CACHE_POLICY_OFFSET, CACHE_POLICY_BITS] => with_cache_policy, with_cache_policy_checked, set_cache_policy, set_cache_policy_checked;
        #[doc = "Bit 27."] pub volatile: bool [VOLATILE_OFFSET, VOLATILE_BITS] => with_volatile, with_volatile_checked, set_volatile, set_volatile_checked;
        #[bits(2)] __: u32;
        #[doc = "Bits 30..=31: [`EngineSelMePfpCe`]."] #[bits(2, default = 0)] pub engine_sel: EngineSelMePfpCe [ENGINE_SEL_OFFSET, ENGINE_SEL_BITS] => with_engine_sel, with_engine_sel_checked, set_engine_sel, set_engine_sel_checked;
    }
}

crate::regs::word! {
    /// `ATOMIC_MEM` dword 8.
    #[derive(PartialEq, Eq)]
    pub struct AtomicLoopInterval {
        #[doc = "Bits 0..=12."] #[bits(13)] pub loop_interval: u16 [LOOP_INTERVAL_OFFSET, LOOP_INTERVAL_BITS] => with_loop_interval, with_loop_interval_checked, set_loop_interval, set_loop_interval_checked;
        #[bits(19)] __: u32;
    }
}

crate::regs::word! {
    /// `MEM_SEMAPHORE` dword 2.
    #[derive(PartialEq, Eq)]
    pub struct MemSemaphoreControl {
        #[doc = "Bits 0..=15."] pub addr_hi: u16 [ADDR_HI_OFFSET, ADDR_HI_BITS] => with_addr_hi, with_addr_hi_checked, set_addr_hi, set_addr_hi_checked;
        #[doc = "Bit 16."] pub use_mailbox: bool [USE_MAILBOX_OFFSET, USE_MAILBOX_BITS] => with_use_mailbox, with_use_mailbox_checked, set_use_mailbox, set_use_mailbox_checked;
        #[bits(3)] __: u32;
        #[doc = "Bit 20: [`MemSemaphoreSignalType`]."] #[bits(1, default = 0)] pub signal_type: MemSemaphoreSignalType [SIGNAL_TYPE_OFFSET, SIGNAL_TYPE_BITS] => with_signal_type, with_signal_type_checked, set_signal_type, set_signal_type_checked;
        #[bits(3)] __: u32;
        #[doc = "Bits 24..=25: [`MemSemaphoreClientCode`]."] #[bits(2, default = 0)] pub client_code: MemSemaphoreClientCode [CLIENT_CODE_OFFSET, CLIENT_CODE_BITS] => with_client_code, with_client_code_checked, set_client_code, set_client_code_checked;
        #[bits(3)] __: u32;
        #[doc = "Bits 29..=31: [`MemSemaphoreSemSel`]."] #[bits(3, default = 0)] pub sem_sel: MemSemaphoreSemSel [SEM_SEL_OFFSET, SEM_SEL_BITS] => with_sem_sel, with_sem_sel_checked, set_sem_sel, set_sem_sel_checked;
    }
}

crate::regs::word! {
    /// `LOAD_CONST_RAM` dword 3, `DUMP_CONST_RAM` dword 2, `DUMP_CONST_RAM_OFFSET` dword 2.
    #[derive(PartialEq, Eq)]
    pub struct ConstRamNumDwords {
        #[doc = "Bits 0..=14."] #[bits(15)] pub num_dwords: u16 [NUM_DWORDS_OFFSET, NUM_DWORDS_BITS] => with_num_dwords, with_num_dwords_checked, set_num_dwords, set_num_dwords_checked;
        #[bits(17)] __: u32;
    }
}

crate::regs::word! {
    /// `LOAD_CONST_RAM` dword 4, `WRITE_CONST_RAM` dword 1.
    #[derive(PartialEq, Eq)]
    pub struct ConstRamOffset {
        #[doc = "Bits 0..=15."] pub offset: u16 [OFFSET_OFFSET, OFFSET_BITS] => with_offset, with_offset_checked, set_offset, set_offset_checked;
        #[bits(16)] __: u32;
    }
}

crate::regs::word! {
    /// `DUMP_CONST_RAM` dword 1.
    #[derive(PartialEq, Eq)]
    pub struct DumpConstRamControl {
        #[doc = "Bits 0..=15."] pub offset: u16 [OFFSET_OFFSET, OFFSET_BITS] => with_offset, with_offset_checked, set_offset, set_offset_checked;
        #[bits(9)] __: u32;
        #[doc = "Bits 25..=26: [`CachePolicy`]."] #[bits(2, default = 0)] pub cache_policy: CachePolicy [CACHE_POLICY_OFFSET, CACHE_POLICY_BITS] => with_cache_policy, with_cache_policy_checked, set_cache_policy, set_cache_policy_checked;
        #[bits(5)] __: u32;
    }
}

crate::regs::word! {
    /// `INCREMENT_CE_COUNTER` dword 1.
    #[derive(PartialEq, Eq)]
    pub struct IncrementCeCounterWord {
        #[doc = "Bit 0."] pub inc_ce_counter: bool [INC_CE_COUNTER_OFFSET, INC_CE_COUNTER_BITS] => with_inc_ce_counter, with_inc_ce_counter_checked, set_inc_ce_counter, set_inc_ce_counter_checked;
        #[doc = "Bit 1."] pub inc_cs_counter: bool [INC_CS_COUNTER_OFFSET, INC_CS_COUNTER_BITS] => with_inc_cs_counter, with_inc_cs_counter_checked, set_inc_cs_counter, set_inc_cs_counter_checked;
        #[bits(30)] __: u32;
    }
}

crate::regs::word! {
    /// `WAIT_ON_CE_COUNTER` dword 1.
    #[derive(PartialEq, Eq)]
    pub struct WaitOnCeCounterWord {
        #[doc = "Bit 0."] pub control: bool [CONTROL_OFFSET, CONTROL_BITS] => with_control, with_control_checked, set_control, set_control_checked;
        #[doc = "Bit 1."] pub force_sync: bool [FORCE_SYNC_OFFSET, FORCE_SYNC_BITS] => with_force_sync, with_force_sync_checked, set_force_sync, set_force_sync_checked;
        #[bits(25)] __: u32;
        #[doc = "Bit 27."] pub volatile: bool [VOLATILE_OFFSET, VOLATILE_BITS] => with_volatile, with_volatile_checked, set_volatile, set_volatile_checked;
        #[bits(4)] __: u32;
    }
}

crate::regs::word! {
    /// `REWIND` dword 1.
    #[derive(PartialEq, Eq)]
    pub struct RewindWord {
        #[bits(24)] __: u32;
        #[doc = "Bit 24."] pub offload_enable: bool [OFFLOAD_ENABLE_OFFSET, OFFLOAD_ENABLE_BITS] => with_offload_enable, with_offload_enable_checked, set_offload_enable, set_offload_enable_checked;
        #[bits(6)] __: u32;
        #[doc = "Bit 31."] pub valid: bool [VALID_OFFSET, VALID_BITS] => with_valid, with_valid_checked, set_valid, set_valid_checked;
    }
}

crate::regs::word! {
    /// `PRED_EXEC` dword 1.
    #[derive(PartialEq, Eq)]
    pub struct PredExecWord {
        #[doc = "Bits 0..=13."] #[bits(14)] pub exec_count: u16 [EXEC_COUNT_OFFSET, EXEC_COUNT_BITS] => with_exec_count, with_exec_count_checked, set_exec_count, set_exec_count_checked;
        #[bits(10)] __: u32;
        #[doc = "Bits 24..=31."] pub device_select: u8 [DEVICE_SELECT_OFFSET, DEVICE_SELECT_BITS] => with_device_select, with_device_select_checked, set_device_select, set_device_select_checked;
    }
}

crate::regs::word! {
    /// `COND_WRITE` dword 1.
    #[derive(PartialEq, Eq)]
    pub struct CondWriteControl {
        #[doc = "Bits 0..=2: [`WaitRegMemFunction`]."] #[bits(3, default = 0)] pub function: WaitRegMemFunction [FUNCTION_OFFSET, FUNCTION_BITS] => with_function, with_function_checked, set_function, set_function_checked;
        #[bits(1)] __: u32;
        #[doc = "Bit 4: [`CondWriteSpace`]."] #[bits(1, default = 0)] pub poll_space: CondWriteSpace [POLL_SPACE_OFFSET, POLL_SPACE_BITS] => with_poll_space, with_poll_space_checked, set_poll_space, set_poll_space_checked;
        #[bits(3)] __: u32;
        #[doc = "Bits 8..=9: [`CondWriteSpace`]."] #[bits(2, default = 0)] pub write_space: CondWriteSpace [WRITE_SPACE_OFFSET, WRITE_SPACE_BITS] => with_write_space, with_write_space_checked, set_write_space, set_write_space_checked;
        #[bits(22)] __: u32;
    }
}

crate::regs::word! {
    /// `CONTEXT_REG_RMW` dword 1.
    #[derive(PartialEq, Eq)]
    pub struct ContextRegRmwOffset {
        #[doc = "Bits 0..=15."] pub reg_offset: u16 [REG_OFFSET_OFFSET, REG_OFFSET_BITS] => with_reg_offset, with_reg_offset_checked, set_reg_offset, set_reg_offset_checked;
        #[bits(16)] __: u32;
    }
}

crate::regs::word! {
    /// `REG_RMW` dword 1.
    #[derive(PartialEq, Eq)]
    pub struct RegRmwControl {
        #[doc = "Bits 0..=13."] #[bits(14)] pub mod_adrs: u16 [MOD_ADRS_OFFSET, MOD_ADRS_BITS] => with_mod_adrs, with_mod_adrs_checked, set_mod_adrs, set_mod_adrs_checked;
        #[bits(16)] __: u32;
        #[doc = "Bit 30."] pub or_mask_src: bool [OR_MASK_SRC_OFFSET, OR_MASK_SRC_BITS] => with_or_mask_src, with_or_mask_src_checked, set_or_mask_src, set_or_mask_src_checked;
        #[doc = "Bit 31."] pub and_mask_src: bool [AND_MASK_SRC_OFFSET, AND_MASK_SRC_BITS] => with_and_mask_src, with_and_mask_src_checked, set_and_mask_src, set_and_mask_src_checked;
    }
}

crate::regs::word! {
    /// `ATOMIC_GDS` dword 1.
    #[derive(PartialEq, Eq)]
    pub struct AtomicGdsControl {
        #[doc = "Bits 0..=6."] #[bits(7)] pub atom_op: u8 [ATOM_OP_OFFSET, ATOM_OP_BITS] => with_atom_op, with_atom_op_checked, set_atom_op, set_atom_op_checked;
        #[bits(9)] __: u32;
        #[doc = "Bit 16."] pub atom_cmp_swap: bool [ATOM_CMP_SWAP_OFFSET, ATOM_CMP_SWAP_BITS] => with_atom_cmp_swap, with_atom_cmp_swap_checked, set_atom_cmp_swap, set_atom_cmp_swap_checked;
        #[doc = "Bit 17."] pub atom_complete: bool [ATOM_COMPLETE_OFFSET, ATOM_COMPLETE_BITS] => with_atom_complete, with_atom_complete_checked, set_atom_complete, set_atom_complete_checked;
        #[doc = "Bit 18."] pub atom_read: bool [ATOM_READ_OFFSET, ATOM_READ_BITS] => with_atom_read, with_atom_read_checked, set_atom_read, set_atom_read_checked;
        #[doc = "Bits 19..=20."] #[bits(2)] pub atom_rd_cntl: u8 [ATOM_RD_CNTL_OFFSET, ATOM_RD_CNTL_BITS] => with_atom_rd_cntl, with_atom_rd_cntl_checked, set_atom_rd_cntl, set_atom_rd_cntl_checked;
        #[bits(11)] __: u32;
    }
}

crate::regs::word! {
    /// `ATOMIC_GDS` dword 2.
    #[derive(PartialEq, Eq)]
    pub struct AtomicGdsMode {
        #[doc = "Bits 0..=5."] #[bits(6)] pub auto_incr: u8 [AUTO_INCR_OFFSET, AUTO_INCR_BITS] => with_auto_incr, with_auto_incr_checked, set_auto_incr, set_auto_incr_checked;
        #[bits(2)] __: u32;
        #[doc = "Bit 8."] pub dmode: bool [DMODE_OFFSET, DMODE_BITS] => with_dmode, with_dmode_checked, set_dmode, set_dmode_checked;
        #[bits(23)] __: u32;
    }
}

crate::regs::word! {
    /// `ATOMIC_GDS` dword 3.
    #[derive(PartialEq, Eq)]
    pub struct AtomicGdsBase {
        #[doc = "Bits 0..=15."] pub atom_base: u16 [ATOM_BASE_OFFSET, ATOM_BASE_BITS] => with_atom_base, with_atom_base_checked, set_atom_base, set_atom_base_checked;
        #[bits(16)] __: u32;
    }
}

crate::regs::word! {
    /// `ATOMIC_GDS` dword 4.
    #[derive(PartialEq, Eq)]
    pub struct AtomicGdsSize {
        #[doc = "Bits 0..=15."] pub atom_size: u16 [ATOM_SIZE_OFFSET, ATOM_SIZE_BITS] => with_atom_size, with_atom_size_checked, set_atom_size, set_atom_size_checked;
        #[bits(16)] __: u32;
    }
}

crate::regs::word! {
    /// `ATOMIC_GDS` dword 5.
    #[derive(PartialEq, Eq)]
    pub struct AtomicGdsOffsets {
        #[doc = "Bits 0..=7."] pub atom_offset0: u8 [ATOM_OFFSET0_OFFSET, ATOM_OFFSET0_BITS] => with_atom_offset0, with_atom_offset0_checked, set_atom_offset0, set_atom_offset0_checked;
        #[bits(8)] __: u32;
        #[doc = "Bits 16..=23."] pub atom_offset1: u8 [ATOM_OFFSET1_OFFSET, ATOM_OFFSET1_BITS] => with_atom_offset1, with_atom_offset1_checked, set_atom_offset1, set_atom_offset1_checked;
        #[bits(8)] __: u32;
    }
}

crate::regs::word! {
    /// `SCRATCH_RAM_WRITE` dword 1.
    #[derive(PartialEq, Eq)]
    pub struct ScratchRamAddr {
        #[doc = "Bits 0..=7."] pub scratch_addr: u8 [SCRATCH_ADDR_OFFSET, SCRATCH_ADDR_BITS] => with_scratch_addr, with_scratch_addr_checked, set_scratch_addr, set_scratch_addr_checked;
        #[bits(22)] __: u32;
        #[doc = "Bits 30..=31."] #[bits(2)] pub eng_sel: u8 [ENG_SEL_OFFSET, ENG_SEL_BITS] => with_eng_sel, with_eng_sel_checked, set_eng_sel, set_eng_sel_checked;
    }
}

/// `SET_SH_REG_OFFSET` dword 1.
pub type ShRegOffsetWord = ContextRegRmwOffset;

crate::regs::word! {
    /// `SET_SH_REG_OFFSET` dword 2.
    #[derive(PartialEq, Eq)]
    pub struct IbOffsetWord {
        #[doc = "Bits 0..=21."] #[bits(22)] pub dw_ib_offset: u32 [DW_IB_OFFSET_OFFSET, DW_IB_OFFSET_BITS] => with_dw_ib_offset, with_dw_ib_offset_checked, set_dw_ib_offset, set_dw_ib_offset_checked;
        #[bits(10)] __: u32;
    }
}

crate::regs::word! {
    /// `SET_SH_REG_OFFSET` dword 3.
    #[derive(PartialEq, Eq)]
    pub struct DriverDataWord {
        #[bits(16)] __: u32;
        #[doc = "Bits 16..=31."] pub driver_data: u16 [DRIVER_DATA_OFFSET, DRIVER_DATA_BITS] => with_driver_data, with_driver_data_checked, set_driver_data, set_driver_data_checked;
    }
}

crate::regs::word! {
    /// `INDEX_ATTRIBUTES_INDIRECT` dword 3.
    #[derive(PartialEq, Eq)]
    pub struct AttributeIndexWord {
        #[doc = "Bits 0..=15."] pub attribute_index: u16 [ATTRIBUTE_INDEX_OFFSET, ATTRIBUTE_INDEX_BITS] => with_attribute_index, with_attribute_index_checked, set_attribute_index, set_attribute_index_checked;
        #[bits(16)] __: u32;
    }
}

crate::regs::word! {
    /// `LOAD_CONFIG_REG` dword 2, `LOAD_SH_REG` dword 2, `LOAD_CONTEXT_REG` dword 2, `LOAD_UCONFIG_REG` dword 2.
    #[derive(PartialEq, Eq)]
    pub struct LoadRegAddrHi {
        #[doc = "Bits 0..=15."] pub addr_hi: u16 [ADDR_HI_OFFSET, ADDR_HI_BITS] => with_addr_hi, with_addr_hi_checked, set_addr_hi, set_addr_hi_checked;
        #[bits(15)] __: u32;
        #[doc = "Bit 31."] pub wait_idle: bool [WAIT_IDLE_OFFSET, WAIT_IDLE_BITS] => with_wait_idle, with_wait_idle_checked, set_wait_idle, set_wait_idle_checked;
    }
}

crate::regs::word! {
    /// `SET_SH_REG_INDEX` dword 1.
    ///
    /// Note: REG_OFFSET bits \[15:0\]; INDEX \[31:28\] (gfx7+, 0 on gfx6)
    #[derive(PartialEq, Eq)]
    pub struct ShRegIndexOffset {
        #[doc = "Bits 0..=15."] pub reg_offset: u16 [REG_OFFSET_OFFSET, REG_OFFSET_BITS] => with_reg_offset, with_reg_offset_checked, set_reg_offset, set_reg_offset_checked;
        #[bits(12)] __: u32;
        #[doc = "Bits 28..=31: [`SetShRegIndexIndex`]."] #[bits(4, default = 0)] pub index: SetShRegIndexIndex [INDEX_OFFSET, INDEX_BITS] => with_index, with_index_checked, set_index, set_index_checked;
    }
}

crate::regs::word! {
    /// `COND_INDIRECT_BUFFER` dword 1.
    #[derive(PartialEq, Eq)]
    pub struct CondIbControl {
        #[doc = "Bits 0..=1: [`CondIndirectBufferMode`]."] #[bits(2, default = 0)] pub mode: CondIndirectBufferMode [MODE_OFFSET, MODE_BITS] => with_mode, with_mode_checked, set_mode, set_mode_checked;
        #[bits(6)] __: u32;
        #[doc = "Bits 8..=10: [`WaitRegMemFunction`]."] #[bits(3, default = 0)] pub function: WaitRegMemFunction [FUNCTION_OFFSET, FUNCTION_BITS] => with_function, with_function_checked, set_function, set_function_checked;
        #[bits(21)] __: u32;
    }
}

crate::regs::word! {
    /// `COND_INDIRECT_BUFFER` dword 10, `COND_INDIRECT_BUFFER` dword 13.
    #[derive(PartialEq, Eq)]
    pub struct CondIbSize {
        #[doc = "Bits 0..=19."] #[bits(20)] pub ib_size: u32 [IB_SIZE_OFFSET, IB_SIZE_BITS] => with_ib_size, with_ib_size_checked, set_ib_size, set_ib_size_checked;
        #[bits(8)] __: u32;
        #[doc = "Bits 28..=29: [`CachePolicy`]."] #[bits(2, default = 0)] pub cache_policy: CachePolicy [CACHE_POLICY_OFFSET, CACHE_POLICY_BITS] => with_cache_policy, with_cache_policy_checked, set_cache_policy, set_cache_policy_checked;
        #[bits(2)] __: u32;
    }
}

crate::regs::word! {
    /// `DUMP_CONST_RAM_OFFSET` dword 1.
    #[derive(PartialEq, Eq)]
    pub struct DumpConstRamOffsetControl {
        #[doc = "Bits 0..=15."] pub offset: u16 [OFFSET_OFFSET, OFFSET_BITS] => with_offset, with_offset_checked, set_offset, set_offset_checked;
        #[bits(9)] __: u32;
        #[doc = "Bits 25..=26: [`CachePolicy`]."] #[bits(2, default = 0)] pub cache_policy: CachePolicy [CACHE_POLICY_OFFSET, CACHE_POLICY_BITS] => with_cache_policy, with_cache_policy_checked, set_cache_policy, set_cache_policy_checked;
        #[bits(3)] __: u32;
        #[doc = "Bit 30."] pub increment_cs: bool [INCREMENT_CS_OFFSET, INCREMENT_CS_BITS] => with_increment_cs, with_increment_cs_checked, set_increment_cs, set_increment_cs_checked;
        #[doc = "Bit 31."] pub increment_ce: bool [INCREMENT_CE_OFFSET, INCREMENT_CE_BITS] => with_increment_ce, with_increment_ce_checked, set_increment_ce, set_increment_ce_checked;
    }
}

crate::regs::word! {
    /// `LOAD_SH_REG_INDEX` dword 1, `LOAD_CONTEXT_REG_INDEX` dword 1.
    #[derive(PartialEq, Eq)]
    pub struct LoadIndexAddrLo {
        #[doc = "Bit 0: [`LoadDataIndex`]."] #[bits(1, default = 0)] pub index: LoadDataIndex [INDEX_OFFSET, INDEX_BITS] => with_index, with_index_checked, set_index, set_index_checked;
        #[bits(1)] __: u32;
        #[doc = "Bits 2..=31."] #[bits(30)] pub addr_lo: u32 [ADDR_LO_OFFSET, ADDR_LO_BITS] => with_addr_lo, with_addr_lo_checked, set_addr_lo, set_addr_lo_checked;
    }
}

crate::regs::word! {
    /// `LOAD_SH_REG_INDEX` dword 3, `LOAD_CONTEXT_REG_INDEX` dword 3.
    #[derive(PartialEq, Eq)]
    pub struct LoadIndexRegOffset {
        #[doc = "Bits 0..=15."] pub reg_offset: u16 [REG_OFFSET_OFFSET, REG_OFFSET_BITS] => with_reg_offset, with_reg_offset_checked, set_reg_offset, set_reg_offset_checked;
        #[bits(15)] __: u32;
        #[doc = "Bit 31: [`LoadDataFormat`]."] #[bits(1, default = 0)] pub data_format: LoadDataFormat [DATA_FORMAT_OFFSET, DATA_FORMAT_BITS] => with_data_format, with_data_format_checked, set_data_format, set_data_format_checked;
    }
}
