//! Packets a generation lays out otherwise than gfx7 (the spec's
//! `pm4.packets.*.body_by_generation`, per-generation `size` and
//! per-dword `fields_by_generation`): a valid stream of each generation
//! decodes without error and re-encodes to its own dwords, the lint and the
//! replay read it with its generation's layout, and the accessors of the
//! fields whose width differs have a per-generation form. Every stream is
//! written from the spec's layouts as literal dwords.

use crate::data_source;

use gcn::decode::lint::{Rule, lint};
use gcn::decode::state::{Event, MemoryRead, Shadow, replay};
use gcn::decode::{DecodeError, Decoder, Packet, disassemble};
use gcn::pm4::{CommandBuffer, Error, IbControl, Opcode};
use gcn::regs::Gfx;
use serde_json::Value;

/// Type-3 header: `(3 << 30) | (COUNT << 16) | (OPCODE << 8)`, COUNT =
/// body dwords - 1 (the spec's `pm4.type3_header`).
fn hdr(opcode: u32, body: usize) -> u32 {
    (3 << 30) | ((body as u32 - 1) << 16) | (opcode << 8)
}

const IT_COND_EXEC: u32 = 0x22;

/// gfx6's `COND_EXEC` (`body_by_generation.gfx6`, 3 body dwords):
/// `BOOL_ADDR_LO`, `BOOL_ADDR_HI` \[15:0\] | `COMMAND` \[31:28\],
/// `EXEC_COUNT` \[13:0\].
fn gfx6_cond_exec(addr: u64, exec_count: u32) -> [u32; 4] {
    [
        hdr(IT_COND_EXEC, 3),
        addr as u32,
        (addr >> 32) as u32 & 0xFFFF,
        exec_count,
    ]
}

/// Every packet of `words` decoded, `Ok` re-encoded to its dwords.
fn decode_all(words: &[u32]) -> Vec<Result<Packet<'_>, DecodeError>> {
    Decoder::new(words)
        .map(|item| {
            item.map(|d| {
                let mut out = vec![0u32; d.len()];
                let n = d.encode_into(&mut out).expect("re-encodes");
                assert_eq!(&out[..n], d.words, "{d}");
                d.packet
            })
        })
        .collect()
}

#[test]
fn gfx6_cond_exec_decodes_whole_and_re_encodes() {
    let mut w = gfx6_cond_exec(0x12_0000_5000, 3).to_vec();
    w.extend([0xC000_1000, 0]); // NOP, one dword
    let body = &w[1..4];
    assert_eq!(body, [0x5000, 0x12, 3]);
    let packets = decode_all(&w);
    assert_eq!(
        packets,
        [
            Ok(Packet::Unknown {
                opcode: Opcode::COND_EXEC,
                body
            }),
            Ok(Packet::Nop(gcn::decode::Nop { body: &[0] })),
        ]
    );
    // The disassembler names it and shows its body, on every generation;
    // on gfx6 with gfx6's fields.
    for gfx in [Gfx::Gfx6, Gfx::Gfx7, Gfx::Gfx8] {
        let text = disassemble(&w).for_gfx(gfx).to_string();
        assert!(
            text.contains("0x000001: 00005000 00000012 00000003"),
            "{text}"
        );
        assert!(!text.to_lowercase().contains("error"), "{text}");
    }
    let gfx6 = disassemble(&w).for_gfx(Gfx::Gfx6).to_string();
    assert!(
        gfx6.starts_with(
            "0x000000  C0022200  COND_EXEC BOOL_ADDR_LO=0x5000, \
             BOOL_ADDR_HI={ BOOL_ADDR_HI: 0x12, COMMAND: 0 }, EXEC_COUNT={ EXEC_COUNT: 3 }\n"
        ),
        "{gfx6}"
    );
    let gfx7 = disassemble(&w).for_gfx(Gfx::Gfx7).to_string();
    assert!(
        gfx7.contains("COND_EXEC (3 body dwords, layout not decoded)"),
        "{gfx7}"
    );
}

/// gfx7's (and gfx8's) 4-dword `COND_EXEC` stays typed; a body that fits no
/// generation's layout (2 or 5 dwords) stays an error.
#[test]
fn cond_exec_of_no_generation_s_length_is_an_error() {
    // BOOL_ADDR_LO, BOOL_ADDR_HI, CONTROL, EXEC_COUNT.
    let gfx7 = [hdr(IT_COND_EXEC, 4), 0x5000, 0, 0, 3];
    let packets = decode_all(&gfx7);
    assert!(
        matches!(packets[..], [Ok(Packet::CondExec(c))] if c.bool_addr() == 0x5000),
        "{packets:?}"
    );
    for len in [1, 2, 5] {
        let mut w = vec![hdr(IT_COND_EXEC, len)];
        w.extend(std::iter::repeat_n(0, len));
        assert_eq!(
            decode_all(&w),
            [Err(DecodeError::BodyLength {
                offset: 0,
                opcode: Opcode::COND_EXEC,
                len,
                min: 4,
                max: 4
            })],
            "{len} body dwords"
        );
    }
}

/// The spec's body lengths per generation.
fn body_lengths(size: &Value) -> Vec<(String, usize)> {
    match &size["body_dwords"] {
        Value::Number(n) => ["gfx6", "gfx7", "gfx8"]
            .iter()
            .map(|g| (g.to_string(), n.as_u64().unwrap() as usize))
            .collect(),
        Value::Object(m) => m
            .iter()
            .filter(|(g, _)| g.starts_with("gfx"))
            .map(|(g, n)| (g.clone(), n.as_u64().unwrap() as usize))
            .collect(),
        _ => Vec::new(),
    }
}

/// Every packet the spec gives a layout per generation (`body_by_generation`,
/// or a dword with `fields_by_generation`): a body of each generation's
/// length (every dword 0, then every dword all ones) decodes without error
/// on that generation's stream and re-encodes to its own dwords.
#[test]
fn every_per_generation_layout_decodes() {
    let spec = data_source::spec();
    let mut checked = Vec::new();
    for (name, p) in spec["pm4"]["packets"].as_object().unwrap() {
        let per_gen = p.get("body_by_generation").is_some()
            || p["body"]
                .as_array()
                .is_some_and(|b| b.iter().any(|dw| dw.get("fields_by_generation").is_some()));
        if !per_gen {
            continue;
        }
        let opcode =
            u32::from_str_radix(p["opcode"].as_str().unwrap().trim_start_matches("0x"), 16)
                .unwrap();
        let gens: Vec<&str> = p["generations"]
            .as_array()
            .unwrap()
            .iter()
            .map(|g| g.as_str().unwrap())
            .collect();
        for (gfx, len) in body_lengths(&p["size"]) {
            if !gens.contains(&gfx.as_str()) {
                continue;
            }
            for fill in [0, u32::MAX] {
                let mut w = vec![hdr(opcode, len)];
                w.extend(std::iter::repeat_n(fill, len));
                let packets = decode_all(&w);
                assert!(
                    matches!(packets[..], [Ok(_)]),
                    "{name} {gfx} ({len} body dwords of {fill:#x}): {packets:?}"
                );
            }
            checked.push(format!("{name}/{gfx}/{len}"));
        }
    }
    checked.sort();
    assert_eq!(
        checked,
        [
            "ATOMIC_MEM/gfx6/8",
            "ATOMIC_MEM/gfx7/8",
            "ATOMIC_MEM/gfx8/8",
            "COND_EXEC/gfx6/3",
            "COND_EXEC/gfx7/4",
            "COND_EXEC/gfx8/4",
            "INDIRECT_BUFFER/gfx6/3",
            "INDIRECT_BUFFER/gfx7/3",
            "INDIRECT_BUFFER/gfx8/3",
            "INDIRECT_BUFFER_CONST/gfx6/3",
            "INDIRECT_BUFFER_CONST/gfx7/3",
            "INDIRECT_BUFFER_CONST/gfx8/3",
            "MEM_SEMAPHORE/gfx6/2",
            "MEM_SEMAPHORE/gfx7/2",
            "MEM_SEMAPHORE/gfx8/2",
        ]
    );
}

/// The lint's rules for one packet linted for `gfx` after a `CLEAR_STATE`,
/// every memory read giving 1 (a `COND_EXEC` boolean that is not 0).
fn packet_rules(gfx: Gfx, packet: &[u32]) -> Vec<Rule> {
    let mut words = vec![0xC000_1200, 0]; // CLEAR_STATE
    words.extend_from_slice(packet);
    let mut rules = Vec::new();
    lint(
        &words,
        &mut Shadow::for_gfx(gfx),
        |_, _| Some(&[1u32][..]),
        |f| rules.push(f.rule),
    );
    rules
}

#[test]
fn lint_reads_cond_exec_with_its_generation_s_layout() {
    let gfx6 = gfx6_cond_exec(0x5000, 0);
    let gfx7 = [hdr(IT_COND_EXEC, 4), 0x5000, 0, 0, 0];
    let other = |gfx| Rule::PacketNotOnGfx {
        opcode: Opcode::COND_EXEC,
        gfx,
        other_layout: true,
    };
    // gfx6's layout is right on gfx6, another layout on gfx7 and gfx8.
    assert_eq!(packet_rules(Gfx::Gfx6, &gfx6), []);
    for gfx in [Gfx::Gfx7, Gfx::Gfx8] {
        assert_eq!(packet_rules(gfx, &gfx6), [other(gfx)]);
        assert_eq!(packet_rules(gfx, &gfx7), []);
    }
    // gfx7's layout linted for gfx6 is still flagged.
    assert_eq!(packet_rules(Gfx::Gfx6, &gfx7), [other(Gfx::Gfx6)]);
}

/// `COND_EXEC` on gfx6: when the 32-bit boolean at `BOOL_ADDR` is 0 the
/// next `EXEC_COUNT` dwords are skipped (the spec's note).
#[test]
fn replay_skips_gfx6_cond_exec_dwords() {
    let mut w = gfx6_cond_exec(0x5000, 3).to_vec();
    w.extend([
        0xC001_2D00, // DRAW_INDEX_AUTO
        1,           // INDEX_COUNT 1
        2,           // DRAW_INITIATOR: AUTO_INDEX
        0xC001_2D00, // DRAW_INDEX_AUTO
        2,           // INDEX_COUNT 2
        2,           // DRAW_INITIATOR: AUTO_INDEX
    ]);
    let run = |boolean: Option<u32>| {
        let value = boolean.map(|b| vec![b]);
        let mut draws = Vec::new();
        let mut unreadable = Vec::new();
        let mut errors = 0;
        replay(
            &w,
            &mut Shadow::for_gfx(Gfx::Gfx6),
            |address, _| value.as_deref().filter(|_| address == 0x5000),
            |_, event, _| match event {
                Event::Draw(d) => draws.push(d.count),
                Event::Unreadable { what, address, .. } => unreadable.push((what, address)),
                Event::Error(_) => errors += 1,
                _ => {}
            },
        );
        assert_eq!(errors, 0);
        (draws, unreadable)
    };
    assert_eq!(run(Some(0)), (vec![Some(2)], vec![]));
    assert_eq!(run(Some(1)), (vec![Some(1), Some(2)], vec![]));
    assert_eq!(
        run(None),
        (
            vec![Some(1), Some(2)],
            vec![(MemoryRead::ExecCondition, 0x5000)]
        )
    );
}

/// A decoded gfx6 `COND_EXEC` written back: a gfx6 buffer takes it, a gfx7
/// or gfx8 one (whose layout has 4 body dwords) refuses it.
#[test]
fn gfx6_cond_exec_writes_back_on_gfx6_only() {
    let w = gfx6_cond_exec(0x5000, 3);
    let d = Decoder::new(&w).next().unwrap().unwrap();
    let mut storage = [0u32; 8];
    let mut gfx6 = CommandBuffer::for_gfx(&mut storage, Gfx::Gfx6);
    gfx6.write_decoded(&d).unwrap();
    assert_eq!(gfx6.as_slice(), w);
    for gfx in [Gfx::Gfx7, Gfx::Gfx8] {
        let mut storage = [0u32; 8];
        let mut cb = CommandBuffer::for_gfx(&mut storage, gfx);
        assert_eq!(
            cb.write_decoded(&d),
            Err(Error::PacketLayoutNotOnGfx {
                opcode: Opcode::COND_EXEC,
                gfx
            })
        );
        assert!(cb.is_empty());
    }
}

/// `MEM_SEMAPHORE` dword 2: gfx6 `ADDR_HI` \[7:0\], `WAIT_ON_SIGNAL` \[12\];
/// gfx7 and gfx8 `ADDR_HI` \[15:0\] (the spec's `fields_by_generation`;
/// Linux `gfx_v6_0_ring_emit_semaphore` writes `upper_32_bits(addr) & 0xff`).
#[test]
fn mem_semaphore_address_per_generation() {
    // ADDR_LO 0x40; ADDR_HI 0x12 | WAIT_ON_SIGNAL (bit 12) | SEM_SEL WAIT (7 << 29).
    let w = [0xC001_3900, 0x40, 0xE000_1012];
    let [Ok(Packet::MemSemaphore(sem))] = decode_all(&w)[..] else {
        panic!("not a MEM_SEMAPHORE")
    };
    assert_eq!(sem.addr_on(Gfx::Gfx6), 0x12_0000_0040);
    for gfx in [Gfx::Gfx7, Gfx::Gfx8] {
        assert_eq!(sem.addr_on(gfx), 0x1012_0000_0040);
    }
    assert_eq!(sem.addr(), 0x1012_0000_0040);
}

/// `INDIRECT_BUFFER` dword 3: gfx6 `VMID` \[31:24\]; gfx7 and gfx8 `VMID`
/// \[27:24\] with `CACHE_POLICY` \[29:28\] (the spec's `fields_by_generation`).
#[test]
fn indirect_buffer_vmid_per_generation() {
    // IB_SIZE 0x10; bits 31:24 = 0x35.
    let w = [0xC002_3F00, 0x1000, 0, 0x3500_0010];
    let [Ok(Packet::IndirectBuffer(ib))] = decode_all(&w)[..] else {
        panic!("not an INDIRECT_BUFFER")
    };
    assert_eq!(ib.control.ib_size(), 0x10);
    assert_eq!(ib.control.vmid_on(Gfx::Gfx6), 0x35);
    for gfx in [Gfx::Gfx7, Gfx::Gfx8] {
        assert_eq!(ib.control.vmid_on(gfx), 5);
    }
    assert_eq!(IbControl::from_bits(0xFF00_0000).vmid_on(Gfx::Gfx6), 0xFF);
}
