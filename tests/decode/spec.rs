//! The decoder's packet layouts against the spec file (`$GCN_SPEC`, else
//! the committed `tests/data/gcn-registers.json`): for every gfx7 packet of
//! `pm4.packets` with a fixed body size, a packet of exactly that size
//! decodes into the typed variant named like the spec packet (or into
//! `Unknown` for opcodes without a typed layout), and one dword less is a
//! `BodyLength` error for typed packets.

use crate::data_source;

use gcn::decode::{DecodeError, Decoder, Packet};
use serde_json::Value;

fn spec() -> Value {
    data_source::spec()
}

fn hex(v: &Value) -> u32 {
    let s = v
        .as_str()
        .unwrap_or_else(|| panic!("opcode {v} is not a hex string"));
    u32::from_str_radix(s.trim_start_matches("0x"), 16).unwrap_or_else(|_| panic!("bad hex {s}"))
}

/// The gfx7 body sizes of a packet: `None` for variable, every listed size otherwise.
fn gfx7_sizes(name: &str, size: &Value) -> Option<Vec<usize>> {
    match &size["body_dwords"] {
        Value::Number(n) => Some(vec![n.as_u64().expect("size") as usize]),
        Value::String(s) if s == "variable" => None,
        Value::Null => None,
        Value::Object(m) if m.contains_key("gfx7") => {
            Some(vec![m["gfx7"].as_u64().expect("gfx7 size") as usize])
        }
        Value::Object(m) => Some(
            m.values()
                .map(|v| v.as_u64().expect("size") as usize)
                .collect(),
        ),
        other => panic!("{name}: cannot evaluate body_dwords {other}"),
    }
}

/// The body sizes the spec gives generations other than gfx7 (per-generation
/// `size.body_dwords`).
fn other_sizes(size: &Value) -> Vec<usize> {
    match &size["body_dwords"] {
        Value::Object(m) => m
            .iter()
            .filter(|(g, _)| g.starts_with("gfx") && *g != "gfx7")
            .filter_map(|(_, v)| v.as_u64())
            .map(|v| v as usize)
            .collect(),
        _ => Vec::new(),
    }
}

/// Packets the writer emits (so the decoder must type them).
const TYPED: &[&str] = &[
    "SET_BASE",
    "CLEAR_STATE",
    "INDEX_BUFFER_SIZE",
    "DISPATCH_DIRECT",
    "DISPATCH_INDIRECT",
    "ATOMIC_MEM",
    "OCCLUSION_QUERY",
    "SET_PREDICATION",
    "COND_EXEC",
    "DRAW_INDIRECT",
    "DRAW_INDEX_INDIRECT",
    "INDEX_BASE",
    "DRAW_INDEX_2",
    "CONTEXT_CONTROL",
    "INDEX_TYPE",
    "DRAW_INDIRECT_MULTI",
    "DRAW_INDEX_AUTO",
    "NUM_INSTANCES",
    "DRAW_INDEX_MULTI_AUTO",
    "INDIRECT_BUFFER_CONST",
    "INDIRECT_BUFFER",
    "STRMOUT_BUFFER_UPDATE",
    "DRAW_INDEX_OFFSET_2",
    "WRITE_DATA",
    "DRAW_INDEX_INDIRECT_MULTI",
    "MEM_SEMAPHORE",
    "WAIT_REG_MEM",
    "COPY_DATA",
    "CP_DMA",
    "PFP_SYNC_ME",
    "SURFACE_SYNC",
    "EVENT_WRITE",
    "EVENT_WRITE_EOP",
    "EVENT_WRITE_EOS",
    "RELEASE_MEM",
    "PREAMBLE_CNTL",
    "DMA_DATA",
    "ACQUIRE_MEM",
    "LOAD_CONST_RAM",
    "WRITE_CONST_RAM",
    "DUMP_CONST_RAM",
    "INCREMENT_CE_COUNTER",
    "INCREMENT_DE_COUNTER",
    "WAIT_ON_CE_COUNTER",
    "WAIT_ON_DE_COUNTER_DIFF",
    "SWITCH_BUFFER",
    "PRED_EXEC",
    "REWIND",
    "COND_WRITE",
    "CONTEXT_REG_RMW",
    "DRAW_PREAMBLE",
    "REG_RMW",
    "ATOMIC_GDS",
    "SCRATCH_RAM_WRITE",
    "SET_SH_REG_OFFSET",
    "INDEX_ATTRIBUTES_INDIRECT",
    "LOAD_CONFIG_REG",
    "LOAD_SH_REG",
    "LOAD_CONTEXT_REG",
    "LOAD_UCONFIG_REG",
    "SET_CONTEXT_REG_INDIRECT",
    "SET_SH_REG_INDEX",
    "COND_INDIRECT_BUFFER",
    "NOP",
    "SET_CONFIG_REG",
    "SET_CONTEXT_REG",
    "SET_SH_REG",
    "SET_UCONFIG_REG",
];

fn packet(opcode: u32, body: usize) -> Vec<u32> {
    let mut w = vec![(3 << 30) | ((body as u32 - 1) << 16) | (opcode << 8)];
    w.extend((0..body as u32).map(|i| 0x1111_1111u32.wrapping_mul(i + 1)));
    w
}

#[test]
fn fixed_size_packets_decode_typed_at_the_spec_size() {
    let spec = spec();
    let packets = spec["pm4"]["packets"].as_object().expect("pm4.packets");
    let (mut typed, mut unknown, mut short) = (0, 0, 0);
    let mut seen = Vec::new();
    for (name, p) in packets {
        let gens = p["generations"].as_array().expect("generations");
        if !gens.iter().any(|g| g == "gfx7") {
            continue;
        }
        let opcode = hex(&p["opcode"]);
        let Some(sizes) = gfx7_sizes(name, &p["size"]) else {
            continue;
        };
        let others = other_sizes(&p["size"]);
        for size in sizes {
            let words = packet(opcode, size);
            let d = Decoder::new(&words)
                .next()
                .expect("one item")
                .unwrap_or_else(|e| panic!("{name} with {size} body dwords: {e}"));
            let is_typed = TYPED.contains(&name.as_str());
            match d.packet {
                Packet::Unknown { .. } => {
                    assert!(!is_typed, "{name} ({size} body dwords) decoded as Unknown");
                    unknown += 1;
                }
                ref p => {
                    assert!(is_typed, "{name} decoded as {p:?}");
                    assert_eq!(p.name(), Some(name.as_str()), "{name}: {p:?}");
                    typed += 1;
                    seen.push(name.clone());
                    // One dword less is an error, unless it is another
                    // generation's length of the packet (gfx6's 3-dword
                    // `COND_EXEC`): then it stays undecoded.
                    if size > 1 && others.contains(&(size - 1)) {
                        let words = packet(opcode, size - 1);
                        match Decoder::new(&words).next().expect("one item") {
                            Ok(d) if matches!(d.packet, Packet::Unknown { .. }) => {}
                            other => panic!("{name} with {} body dwords: {other:?}", size - 1),
                        }
                    } else if size > 1 {
                        let words = packet(opcode, size - 1);
                        match Decoder::new(&words).next().expect("one item") {
                            Err(DecodeError::BodyLength { offset: 0, len, .. }) => {
                                assert_eq!(len, size - 1, "{name}");
                                short += 1;
                            }
                            other => panic!("{name} with {} body dwords: {other:?}", size - 1),
                        }
                    }
                }
            }
        }
    }
    for name in TYPED {
        let fixed = !matches!(
            *name,
            "WRITE_DATA"
                | "WRITE_CONST_RAM"
                | "NOP"
                | "SET_CONFIG_REG"
                | "SET_CONTEXT_REG"
                | "SET_SH_REG"
                | "SET_UCONFIG_REG"
                | "LOAD_CONFIG_REG"
                | "LOAD_SH_REG"
                | "LOAD_CONTEXT_REG"
                | "LOAD_UCONFIG_REG"
                | "SET_CONTEXT_REG_INDIRECT"
                | "SET_SH_REG_INDEX"
        );
        assert!(
            !fixed || seen.iter().any(|s| s == name),
            "{name} not checked"
        );
    }
    println!("spec packets: {typed} typed, {short} short bodies rejected, {unknown} left Unknown");
    assert!(typed >= 40);
}

/// Variable-length packets whose data dwords the spec's body does not list
/// (it lists the fixed dwords only); the crate's layouts need one.
const DATA_NOT_LISTED: &[&str] = &["WRITE_DATA", "WRITE_CONST_RAM"];

#[test]
fn variable_size_packets_decode_typed_at_their_fewest_dwords() {
    let spec = spec();
    let packets = spec["pm4"]["packets"].as_object().expect("pm4.packets");
    let mut checked = Vec::new();
    for (name, p) in packets {
        let gens = p["generations"].as_array().expect("generations");
        if !gens.iter().any(|g| g == "gfx7") || p["size"]["body_dwords"] != "variable" {
            continue;
        }
        if name == "NOP" {
            continue; // any body, the header-only form included: tests/decode/packets.rs
        }
        // Each listed dword counts once, a `2..N` run as its first dword.
        let listed = p["body"].as_array().map_or(0, Vec::len);
        let fewest = listed + usize::from(DATA_NOT_LISTED.contains(&name.as_str()));
        let opcode = hex(&p["opcode"]);
        let words = packet(opcode, fewest);
        let d = Decoder::new(&words)
            .next()
            .expect("one item")
            .unwrap_or_else(|e| panic!("{name} with {fewest} body dwords: {e}"));
        if TYPED.contains(&name.as_str()) {
            assert!(
                !matches!(d.packet, Packet::Unknown { .. }),
                "{name} decoded as Unknown"
            );
            assert_eq!(d.packet.name(), Some(name.as_str()), "{name}");
            checked.push(name.clone());
        } else {
            assert!(
                matches!(d.packet, Packet::Unknown { .. }),
                "{name}: {:?}",
                d.packet
            );
        }
        if name.starts_with("LOAD_") {
            // REG_OFFSET / NUM_DWORDS come in pairs: one dword over is not a
            // layout, one more pair is.
            let odd = packet(opcode, fewest + 1);
            assert!(
                matches!(
                    Decoder::new(&odd).next(),
                    Some(Err(DecodeError::BodyLength { .. }))
                ),
                "{name} with a dword over"
            );
            let two = packet(opcode, fewest + 2);
            assert_eq!(
                Decoder::new(&two).next().unwrap().unwrap().packet.name(),
                Some(name.as_str())
            );
        }
    }
    for name in [
        "WRITE_DATA",
        "WRITE_CONST_RAM",
        "LOAD_SH_REG",
        "LOAD_CONTEXT_REG",
        "LOAD_CONFIG_REG",
        "LOAD_UCONFIG_REG",
        "SET_CONTEXT_REG_INDIRECT",
        "SET_SH_REG_INDEX",
        "SET_CONTEXT_REG",
    ] {
        assert!(checked.iter().any(|c| c == name), "{name} not checked");
    }
    println!("variable-length spec packets: {} typed", checked.len());
}
