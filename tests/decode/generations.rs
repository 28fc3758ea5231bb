//! The disassembler names registers as the chosen generation has them: the
//! expected names, offsets and field lists are the spec's
//! (`tests/data/gcn-registers.json`), per generation.

use gcn::decode::disassemble;
use gcn::regs::Gfx;

/// The register line of a one-register `SET_*_REG` packet (`opcode`, dword
/// `offset`, `value`) disassembled for `gfx`.
fn line(gfx: Gfx, opcode: u32, offset: u32, value: u32) -> String {
    let stream = [0xC001_0000 | opcode << 8, offset, value];
    let text = disassemble(&stream).for_gfx(gfx).to_string();
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 2, "{text}");
    lines[1].trim().to_string()
}

const SET_CONFIG_REG: u32 = 0x68;
const SET_CONTEXT_REG: u32 = 0x69;
const SET_SH_REG: u32 = 0x76;
const SET_UCONFIG_REG: u32 = 0x79;

#[test]
fn a_register_of_one_generation_only_is_unknown_on_the_others() {
    // VGT_TESS_DISTRIBUTION, context 0x2D4: gfx8 only; on gfx8 (the OVERLAPS
    // rule) ACCUM_ISOLINE [7:0], ACCUM_TRI [15:8], ACCUM_QUAD [23:16], DONUT_SPLIT [31:24].
    assert_eq!(
        line(Gfx::Gfx8, SET_CONTEXT_REG, 0x2D4, 0x1810_0C0A),
        "VGT_TESS_DISTRIBUTION = 0x18100C0A { ACCUM_ISOLINE: 0xa, ACCUM_TRI: 0xc, \
         ACCUM_QUAD: 0x10, DONUT_SPLIT: 0x18 }"
    );
    for gfx in [Gfx::Gfx6, Gfx::Gfx7] {
        assert_eq!(
            line(gfx, SET_CONTEXT_REG, 0x2D4, 0x1810_0C0A),
            "CONTEXT[0x2d4] = 0x18100C0A",
            "{gfx:?}"
        );
    }
    // SPI_SHADER_PGM_RSRC3_PS, SH 0x007: gfx7 and gfx8, not gfx6.
    for gfx in [Gfx::Gfx7, Gfx::Gfx8] {
        assert!(
            line(gfx, SET_SH_REG, 0x7, 0).starts_with("SPI_SHADER_PGM_RSRC3_PS = 0x00000000 {"),
            "{gfx:?}"
        );
    }
    assert_eq!(line(Gfx::Gfx6, SET_SH_REG, 0x7, 0), "SH[0x7] = 0x00000000");
}

#[test]
fn a_register_that_moved_is_named_at_its_generation_s_offset() {
    // VGT_PRIMITIVE_TYPE: config 0x256 (byte 0x8958) on gfx6, uconfig 0x242
    // (byte 0x30908) on gfx7 and gfx8. PRIM_TYPE 4 is DI_PT_TRILIST.
    let gfx6 = "VGT_PRIMITIVE_TYPE = 0x00000004 { PRIM_TYPE: DI_PT_TRILIST }";
    assert_eq!(line(Gfx::Gfx6, SET_CONFIG_REG, 0x256, 4), gfx6);
    assert_eq!(
        line(Gfx::Gfx6, SET_UCONFIG_REG, 0x242, 4),
        "UCONFIG[0x242] = 0x00000004"
    );
    for gfx in [Gfx::Gfx7, Gfx::Gfx8] {
        assert_eq!(line(gfx, SET_UCONFIG_REG, 0x242, 4), gfx6, "{gfx:?}");
        assert_eq!(
            line(gfx, SET_CONFIG_REG, 0x256, 4),
            "CONFIG[0x256] = 0x00000004",
            "{gfx:?}"
        );
    }
}

#[test]
fn fields_are_those_of_the_generation() {
    // DB_COUNT_CONTROL, context 0x001: gfx6 has ZPASS_INCREMENT_DISABLE [0],
    // PERFECT_ZPASS_COUNTS [1], SAMPLE_RATE [6:4]; gfx7 and gfx8 add the
    // per-test enables ZPASS_ENABLE [11:8] .. SLICE_ODD_ENABLE [31:28].
    let value = 0x0000_0112;
    assert_eq!(
        line(Gfx::Gfx6, SET_CONTEXT_REG, 0x1, value),
        "DB_COUNT_CONTROL = 0x00000112 { ZPASS_INCREMENT_DISABLE: 0, PERFECT_ZPASS_COUNTS: 1, \
         SAMPLE_RATE: 1 }"
    );
    for gfx in [Gfx::Gfx7, Gfx::Gfx8] {
        assert_eq!(
            line(gfx, SET_CONTEXT_REG, 0x1, value),
            "DB_COUNT_CONTROL = 0x00000112 { ZPASS_INCREMENT_DISABLE: 0, PERFECT_ZPASS_COUNTS: 1, \
             SAMPLE_RATE: 1, ZPASS_ENABLE: 1, ZFAIL_ENABLE: 0, SFAIL_ENABLE: 0, DBFAIL_ENABLE: 0, \
             SLICE_EVEN_ENABLE: 0, SLICE_ODD_ENABLE: 0 }",
            "{gfx:?}"
        );
    }
    // COMPUTE_PGM_HI, SH 0x20D: DATA [7:0] everywhere, INST_ATC [8] from gfx7 on.
    assert_eq!(
        line(Gfx::Gfx6, SET_SH_REG, 0x20D, 0x1FF),
        "COMPUTE_PGM_HI = 0x000001FF { DATA: 0xff }"
    );
    assert_eq!(
        line(Gfx::Gfx7, SET_SH_REG, 0x20D, 0x1FF),
        "COMPUTE_PGM_HI = 0x000001FF { DATA: 0xff, INST_ATC: 1 }"
    );
}

#[test]
fn gfx7_is_the_default() {
    let stream = [0xC001_6900, 0x1, 0x112, 0xC001_6900, 0x2D4, 0];
    assert_eq!(
        disassemble(&stream).to_string(),
        disassemble(&stream).for_gfx(Gfx::Gfx7).to_string()
    );
}

#[test]
fn event_types_are_named_for_the_stream_s_generation() {
    // VGT_EVENT_TYPE 37 (0x25): `Reserved_0x25` on gfx6 and gfx7,
    // `TGID_ROLLOVER` on gfx8 (the spec's VGT_EVENT_TYPE table).
    // VGT_EVENT_INITIATOR, context 0x2A4: EVENT_TYPE [5:0], ADDRESS_HI
    // [26:18], EXTENDED_EVENT [27].
    let register = |name| {
        format!(
            "VGT_EVENT_INITIATOR = 0x00000025 {{ EVENT_TYPE: {name}, ADDRESS_HI: 0, EXTENDED_EVENT: 0 }}"
        )
    };
    assert_eq!(
        line(Gfx::Gfx8, SET_CONTEXT_REG, 0x2A4, 37),
        register("TGID_ROLLOVER")
    );
    for gfx in [Gfx::Gfx6, Gfx::Gfx7] {
        assert_eq!(
            line(gfx, SET_CONTEXT_REG, 0x2A4, 37),
            register("Reserved_0x25"),
            "{gfx:?}"
        );
    }
    // EVENT_WRITE (opcode 0x46, one body dword: EVENT_TYPE [5:0],
    // EVENT_INDEX [11:8]) of event 37 with EVENT_INDEX 0, then of
    // CACHE_FLUSH (6), which every generation names alike.
    let stream = [0xC000_4600, 37, 0xC000_4600, 6];
    let text = |gfx| disassemble(&stream).for_gfx(gfx).to_string();
    let gfx8 = text(Gfx::Gfx8);
    let lines: Vec<&str> = gfx8.lines().collect();
    assert_eq!(lines.len(), 2, "{gfx8}");
    assert!(lines[0].contains("EVENT_TYPE: TGID_ROLLOVER,"), "{gfx8}");
    assert!(lines[1].contains("EVENT_TYPE: CACHE_FLUSH,"), "{gfx8}");
    for gfx in [Gfx::Gfx6, Gfx::Gfx7] {
        let other = text(gfx);
        assert!(other.contains("EVENT_TYPE: Reserved_0x25,"), "{other}");
        assert!(!other.contains("TGID_ROLLOVER"), "{other}");
        // Only the name differs.
        assert_eq!(other.replace("Reserved_0x25", "TGID_ROLLOVER"), gfx8);
    }
    assert_eq!(disassemble(&stream).to_string(), text(Gfx::Gfx7));
}

/// `INDIRECT_BUFFER` dword 3 read with the generation's layout (the spec's
/// `pm4.packets.INDIRECT_BUFFER` dword 3 `fields_by_generation`): gfx6's
/// `VMID` is bits \[31:24\] (Linux `gfx_v6_0_ring_emit_ib` puts the VMID at
/// bit 24 of the dword, `gfx_v7_0`/`gfx_v8_0` the same 4-bit field), gfx8
/// has `PRE_ENA` at bit 21 and `PRE_RESUME` at bit 30.
#[test]
fn indirect_buffer_control_per_generation() {
    // IB_SIZE 0x10; VMID 0x35 on gfx6 = VMID 5, CACHE_POLICY 3 on gfx7/gfx8.
    let plain = [0xC002_3F00, 0x1000, 0, 0x3500_0010];
    let text = |stream: &[u32], gfx| disassemble(stream).for_gfx(gfx).to_string();
    assert_eq!(
        text(&plain, Gfx::Gfx6).trim_end(),
        "0x000000  C0023F00  INDIRECT_BUFFER IB_BASE=0x1000, CONTROL={ IB_SIZE: 0x10, CHAIN: 0, VMID: 0x35 }"
    );
    assert!(
        text(&plain, Gfx::Gfx7).contains("VMID: 5, CACHE_POLICY: CachePolicy(0x3) }"),
        "{}",
        text(&plain, Gfx::Gfx7)
    );
    // CHAIN, bit 21, VALID, PRE_RESUME (bit 30) on gfx8.
    let gfx8 = [0xC002_3F00, 0x1000, 0, 0x40B0_0010];
    assert_eq!(
        text(&gfx8, Gfx::Gfx8).trim_end(),
        "0x000000  C0023F00  INDIRECT_BUFFER IB_BASE=0x1000, CONTROL={ IB_SIZE: 0x10, CHAIN: 1, \
         PRE_ENA: 1, VALID: 1, VMID: 0, CACHE_POLICY: LRU, PRE_RESUME: 1 }"
    );
    assert!(
        text(&gfx8, Gfx::Gfx7).contains("CHAIN: 1, OFF_LOAD_POLLING: 1, VOLATILE: 0, VALID: 1")
    );
}

/// gfx8's `INDIRECT_BUFFER` dword 3 prints through the generated gfx8 word
/// as gfx7's does through gfx7's: a `CACHE_POLICY` the spec's table does not
/// name (3) as `CachePolicy(0x3)` on both.
#[test]
fn indirect_buffer_unnamed_cache_policy_prints_alike_on_gfx7_and_gfx8() {
    // IB_SIZE 0x10; VMID 5, CACHE_POLICY 3 on gfx7 and gfx8.
    let plain = [0xC002_3F00, 0x1000, 0, 0x3500_0010];
    for gfx in [Gfx::Gfx7, Gfx::Gfx8] {
        let text = disassemble(&plain).for_gfx(gfx).to_string();
        assert!(
            text.contains("VMID: 5, CACHE_POLICY: CachePolicy(0x3)"),
            "{text}"
        );
    }
}

/// `MEM_SEMAPHORE` dword 2 on gfx6: `ADDR_HI` \[7:0\], `WAIT_ON_SIGNAL` \[12\]
/// (the spec's `body_by_generation.gfx6`; Linux `r600_semaphore_ring_emit`
/// sets `PACKET3_SEM_WAIT_ON_SIGNAL` beside `upper_32_bits(addr) & 0xff`),
/// 16 address bits on gfx7.
#[test]
fn mem_semaphore_control_per_generation() {
    // ADDR_LO 0x40; ADDR_HI 0x12, WAIT_ON_SIGNAL, SEM_SEL = WAIT (7).
    let stream = [0xC001_3900, 0x40, 0xE000_1012];
    let text = |gfx| disassemble(&stream).for_gfx(gfx).to_string();
    assert!(
        text(Gfx::Gfx6).contains(
            "CONTROL={ ADDR_HI: 0x12, WAIT_ON_SIGNAL: 1, USE_MAILBOX: 0, SIGNAL_TYPE: INCREMENT, \
             CLIENT_CODE: CP, SEM_SEL: WAIT }"
        ),
        "{}",
        text(Gfx::Gfx6)
    );
    assert!(
        text(Gfx::Gfx7).contains("CONTROL={ ADDR_HI: 0x1012, USE_MAILBOX: 0"),
        "{}",
        text(Gfx::Gfx7)
    );
}
