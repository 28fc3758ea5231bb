//! Checks the PM4 opcode and enumeration tables against the spec file
//! (`$GCN_SPEC`, else the committed `tests/data/gcn-registers.json`).

use crate::data_source;

use gcn::pm4::{EventType, IndexType, Opcode, PrimitiveType};
use serde_json::Value;

pub(crate) fn spec() -> Value {
    data_source::spec()
}

pub(crate) fn num(v: &Value) -> u32 {
    match v {
        Value::Number(n) => n.as_u64().expect("integer") as u32,
        Value::String(s) => {
            let s = s.trim_start_matches("0x").trim_start_matches("0X");
            u32::from_str_radix(s, 16).unwrap_or_else(|_| panic!("bad hex {s}"))
        }
        _ => panic!("cannot evaluate {v}"),
    }
}

pub(crate) fn has_gen(v: &Value, generation: &str) -> bool {
    match v.get("generations") {
        None => true,
        Some(g) => g
            .as_array()
            .expect("generations list")
            .iter()
            .any(|x| x == generation),
    }
}

#[test]
fn every_gfx7_opcode_name_and_value() {
    let spec = spec();
    let ops = spec["pm4"]["opcodes"].as_array().expect("pm4.opcodes");
    let (mut checked, mut gfx7) = (0, 0);
    let mut bad = Vec::new();
    for op in ops {
        let name = op["name"].as_str().expect("name");
        let value = num(&op["value"]);
        match Opcode::from_name(name) {
            Some(o) if o.raw() == value => {}
            Some(o) => bad.push(format!("{name}: crate {:#04x}, spec {value:#04x}", o.raw())),
            None => bad.push(format!("{name} ({value:#04x}) missing from Opcode")),
        }
        // The value must decode to this name or to another spec name sharing it.
        let decoded = Opcode::from_bits(value as u8).name();
        let sharing: Vec<&str> = ops
            .iter()
            .filter(|o| num(&o["value"]) == value)
            .map(|o| o["name"].as_str().unwrap())
            .collect();
        if !decoded.is_some_and(|d| sharing.contains(&d)) {
            bad.push(format!(
                "{value:#04x} decodes to {decoded:?}, spec names {sharing:?}"
            ));
        }
        if has_gen(op, "gfx7") {
            gfx7 += 1;
        }
        for alias in op
            .get("aliases")
            .and_then(Value::as_array)
            .into_iter()
            .flatten()
        {
            let alias = alias.as_str().unwrap();
            if !alias.contains(' ') {
                assert_eq!(
                    Opcode::from_name(alias).map(Opcode::raw),
                    Some(value),
                    "alias {alias}"
                );
            }
        }
        checked += 1;
    }
    // Nothing in the crate that the spec does not list (its opcode list, or
    // the opcodes it records from other sources).
    let others = spec["pm4"]["opcodes_only_in_other_sources"]
        .as_array()
        .unwrap();
    for &(name, op) in Opcode::NAMED {
        let from_other = others
            .iter()
            .any(|o| o["name"] == name && num(&o["value"]) == op.raw());
        let known = from_other
            || ops.iter().any(|o| num(&o["value"]) == op.raw())
                && (ops.iter().any(|o| o["name"] == name)
                    || ops.iter().any(|o| {
                        o.get("aliases")
                            .is_some_and(|a| a.as_array().unwrap().iter().any(|x| x == name))
                    }));
        if !known {
            bad.push(format!(
                "crate opcode {name} = {:#04x} not in the spec",
                op.raw()
            ));
        }
    }
    assert!(bad.is_empty(), "opcode mismatches:\n{}", bad.join("\n"));
    assert!(gfx7 > 70, "too few gfx7 opcodes in the spec: {gfx7}");
    println!("opcodes: {checked} checked ({gfx7} on gfx7), all match");
}

/// Checks an enumeration: every spec value of `generation` decodes to its
/// spec name, and every crate name is a spec name with the same value.
fn check_enum(
    spec: &Value,
    table: &Value,
    crate_name: &str,
    all: &[(Option<&'static str>, u32)],
    decode: impl Fn(u32) -> Option<&'static str>,
) -> usize {
    let values = table["values"]
        .as_array()
        .unwrap_or_else(|| panic!("{crate_name}: no values"));
    let _ = spec;
    let mut bad = Vec::new();
    let mut n = 0;
    let renamed = |spec_name: &str| -> String {
        // Rust names cannot start with a digit: the crate prefixes those.
        if spec_name.starts_with(|c: char| c.is_ascii_digit()) {
            let prefix = all
                .iter()
                .filter_map(|(n, _)| *n)
                .find_map(|n| n.strip_suffix(spec_name))
                .unwrap_or("?");
            format!("{prefix}{spec_name}")
        } else {
            spec_name.to_string()
        }
    };
    for v in values {
        let name = &renamed(v["name"].as_str().unwrap());
        let name = name.as_str();
        let value = num(&v["value"]);
        let collides = values
            .iter()
            .any(|o| num(&o["value"]) == value && renamed(o["name"].as_str().unwrap()) != name);
        if has_gen(v, "gfx7") || !collides {
            if decode(value) != Some(name) {
                bad.push(format!(
                    "{crate_name}: {value} decodes to {:?}, spec says {name}",
                    decode(value)
                ));
            }
            n += 1;
        }
    }
    for &(name, value) in all {
        let name = name.expect("named");
        if !values
            .iter()
            .any(|v| renamed(v["name"].as_str().unwrap()) == name && num(&v["value"]) == value)
        {
            bad.push(format!(
                "{crate_name}: crate {name} = {value} not in the spec"
            ));
        }
    }
    assert!(bad.is_empty(), "{}", bad.join("\n"));
    n
}

macro_rules! all_of {
    ($t:ty) => {
        <$t>::ALL
            .iter()
            .map(|v| (v.name(), v.raw()))
            .collect::<Vec<_>>()
    };
}

#[test]
fn draw_and_event_enums_match_spec() {
    let spec = spec();
    let e = &spec["enums"];
    let mut total = 0;
    total += check_enum(
        &spec,
        &e["VGT_DI_PRIM_TYPE"],
        "PrimitiveType",
        &all_of!(PrimitiveType),
        |v| PrimitiveType::from_bits(v as u8).name(),
    );
    total += check_enum(
        &spec,
        &e["VGT_INDEX_TYPE_MODE"],
        "IndexType",
        &all_of!(IndexType),
        |v| IndexType::from_bits(v as u8).name(),
    );
    total += check_enum(
        &spec,
        &e["VGT_EVENT_TYPE"],
        "EventType",
        &all_of!(EventType),
        |v| EventType::from_bits(v as u8).name(),
    );
    total += check_enum(
        &spec,
        &e["VGT_DMA_SWAP_MODE"],
        "IndexSwapMode",
        &all_of!(gcn::pm4::IndexSwapMode),
        |v| gcn::pm4::IndexSwapMode::from_bits(v as u8).name(),
    );
    let p = &spec["pm4"]["enums"];
    total += check_enum(
        &spec,
        &p["EVENT_INDEX"],
        "EventIndex",
        &all_of!(gcn::pm4::EventIndex),
        |v| gcn::pm4::EventIndex::from_bits(v as u8).name(),
    );
    total += check_enum(
        &spec,
        &p["SHADER_TYPE"],
        "ShaderType",
        &all_of!(gcn::pm4::ShaderType),
        |v| gcn::pm4::ShaderType::from_bits(v as u8).name(),
    );
    total += check_enum(
        &spec,
        &p["PACKET_TYPE"],
        "PacketType",
        &all_of!(gcn::pm4::PacketType),
        |v| gcn::pm4::PacketType::from_bits(v as u8).name(),
    );
    total += check_enum(
        &spec,
        &p["SET_CONTEXT_REG_INDEX"],
        "SetContextRegIndex",
        &all_of!(gcn::pm4::SetContextRegIndex),
        |v| gcn::pm4::SetContextRegIndex::from_bits(v as u8).name(),
    );
    total += check_enum(
        &spec,
        &p["SET_UCONFIG_REG_INDEX"],
        "SetUconfigRegIndex",
        &all_of!(gcn::pm4::SetUconfigRegIndex),
        |v| gcn::pm4::SetUconfigRegIndex::from_bits(v as u8).name(),
    );
    println!("enum values: {total} checked, all match");
}

macro_rules! check {
    ($spec:expr, $table:expr, $t:ty) => {
        check_enum($spec, $table, stringify!($t), &all_of!($t), |v| {
            <$t>::from_bits(v as u8).name()
        })
    };
}

#[test]
fn packet_enums_match_spec() {
    use gcn::pm4::*;
    let spec = spec();
    let p = &spec["pm4"]["enums"];
    let e = &spec["enums"];
    let mut total = 0;
    total += check!(&spec, &p["EOP_DATA_SEL"], EopDataSel);
    total += check!(&spec, &p["EOP_INT_SEL"], EopIntSel);
    total += check!(&spec, &p["RELEASE_MEM_DST_SEL"], ReleaseMemDstSel);
    total += check!(&spec, &p["EOS_COMMAND"], EosCommand);
    total += check!(&spec, &p["CACHE_POLICY"], CachePolicy);
    total += check!(&spec, &p["ENGINE_SEL_ME_PFP_CE"], EngineSelMePfpCe);
    total += check!(&spec, &p["ENGINE_SEL_ME_PFP"], EngineSelMePfp);
    total += check!(&spec, &p["ENGINE_PFP_ME"], EnginePfpMe);
    total += check!(&spec, &p["WRITE_DATA_DST_SEL"], WriteDataDstSel);
    total += check!(&spec, &p["WAIT_REG_MEM_FUNCTION"], WaitRegMemFunction);
    total += check!(&spec, &p["WAIT_REG_MEM_MEM_SPACE"], WaitRegMemMemSpace);
    total += check!(&spec, &p["WAIT_REG_MEM_OPERATION"], WaitRegMemOperation);
    total += check!(&spec, &p["COPY_DATA_SRC_SEL"], CopyDataSrcSel);
    total += check!(&spec, &p["COPY_DATA_DST_SEL"], CopyDataDstSel);
    total += check!(&spec, &p["COPY_DATA_COUNT_SEL"], CopyDataCountSel);
    total += check!(&spec, &p["DMA_DATA_SRC_SEL"], DmaDataSrcSel);
    total += check!(&spec, &p["DMA_DATA_DST_SEL"], DmaDataDstSel);
    total += check!(&spec, &p["CP_DMA_SRC_SEL"], CpDmaSrcSel);
    total += check!(&spec, &p["CP_DMA_DST_SEL"], CpDmaDstSel);
    total += check!(&spec, &p["DMA_ADDR_SPACE"], DmaAddrSpace);
    total += check!(&spec, &p["DMA_ADDR_INC"], DmaAddrInc);
    total += check!(&spec, &p["DMA_SWAP"], DmaSwap);
    total += check!(&spec, &p["SET_BASE_INDEX"], SetBaseIndex);
    total += check!(&spec, &p["SET_PREDICATION_PRED_OP"], SetPredicationPredOp);
    total += check!(&spec, &p["SET_PREDICATION_HINT"], SetPredicationHint);
    total += check!(&spec, &p["SET_PREDICATION_BOOLEAN"], SetPredicationBoolean);
    total += check!(&spec, &p["STRMOUT_OFFSET_SOURCE"], StrmoutOffsetSource);
    total += check!(&spec, &p["STRMOUT_DATA_TYPE"], StrmoutDataType);
    total += check!(&spec, &p["MEM_SEMAPHORE_SEM_SEL"], MemSemaphoreSemSel);
    total += check!(
        &spec,
        &p["MEM_SEMAPHORE_CLIENT_CODE"],
        MemSemaphoreClientCode
    );
    total += check!(
        &spec,
        &p["MEM_SEMAPHORE_SIGNAL_TYPE"],
        MemSemaphoreSignalType
    );
    total += check!(&spec, &p["PREAMBLE_CNTL_COMMAND"], PreambleCntlCommand);
    total += check!(&spec, &p["INDEX_BASE_SELECT"], IndexBaseSelect);
    total += check!(&spec, &p["ATOMIC_COMMAND"], AtomicCommand);
    total += check!(&spec, &e["VGT_DI_SOURCE_SELECT"], VgtDiSourceSelect);
    total += check!(&spec, &e["VGT_DI_MAJOR_MODE_SELECT"], VgtDiMajorModeSelect);
    total += check!(&spec, &e["TC_OP"], TcOp);
    println!("packet enum values: {total} checked, all match");
}

#[test]
fn type3_header_layout_matches_spec() {
    let spec = spec();
    let fields = spec["pm4"]["type3_header"]["fields"].as_array().unwrap();
    let want: &[(&str, u32, u32)] = &[
        ("PREDICATE", 0, 1),
        ("SHADER_TYPE", 1, 1),
        ("OPCODE", 8, 8),
        ("COUNT", 16, 14),
        ("TYPE", 30, 2),
    ];
    for &(name, lsb, width) in want {
        let f = fields
            .iter()
            .find(|f| f["name"] == name)
            .unwrap_or_else(|| panic!("{name} not in spec"));
        assert_eq!((num(&f["lsb"]), num(&f["width"])), (lsb, width), "{name}");
    }
    // The crate's header type puts each field where the spec says.
    let h = gcn::pm4::Type3Header::from_bits(0)
        .with_predicate(true)
        .with_shader_type(gcn::pm4::ShaderType::COMPUTE)
        .with_opcode(Opcode::from_bits(0xFF))
        .with_count(0x3FFF)
        .with_packet_type(gcn::pm4::PacketType::TYPE3);
    assert_eq!(
        h.into_bits(),
        0b1 | 0b10 | (0xFF << 8) | (0x3FFF << 16) | (3 << 30)
    );
    assert_eq!(num(&spec["pm4"]["type2"]["value"]), gcn::pm4::TYPE2_FILLER);
}

/// A dword's fields as the spec lists them: (name, lowest bit, width).
type SpecFields = Vec<(String, u32, u32)>;

/// The field words of every packet dword the spec lays out per generation
/// (`body_by_generation`, `fields_by_generation`), generation by generation:
/// each generation's word type (`gfx6::packets`, `gfx8::packets` where the
/// layout differs from gfx7's, gfx7's otherwise) has the spec's fields of
/// that generation's dword, by name, lowest bit and width. Whole-dword
/// fields (addresses, data) have no word.
#[test]
fn per_generation_packet_words_match_spec() {
    use gcn::regs::{Field, gfx6, gfx7, gfx8};
    let spec = spec();
    // (packet, generation, dword) -> the crate's word of that dword.
    let word = |packet: &str, generation: &str, dw: u64| -> Option<&'static [Field]> {
        Some(match (packet, generation, dw) {
            ("MEM_SEMAPHORE", "gfx6", 2) => gfx6::packets::MemSemaphoreControl::FIELDS,
            ("MEM_SEMAPHORE", "gfx7", 2) => gfx7::packets::MemSemaphoreControl::FIELDS,
            ("MEM_SEMAPHORE", "gfx8", 2) => gfx8::packets::MemSemaphoreControl::FIELDS,
            ("ATOMIC_MEM", "gfx6", 1) => gfx6::packets::AtomicMemControl::FIELDS,
            ("ATOMIC_MEM", "gfx7", 1) => gfx7::packets::AtomicMemControl::FIELDS,
            ("ATOMIC_MEM", "gfx8", 1) => gfx8::packets::AtomicMemControl::FIELDS,
            ("ATOMIC_MEM", "gfx6", 8) => gfx6::packets::AtomicLoopInterval::FIELDS,
            ("ATOMIC_MEM", "gfx7", 8) => gfx7::packets::AtomicLoopInterval::FIELDS,
            ("ATOMIC_MEM", "gfx8", 8) => gfx8::packets::AtomicLoopInterval::FIELDS,
            ("INDIRECT_BUFFER" | "INDIRECT_BUFFER_CONST", "gfx6", 3) => {
                gfx6::packets::IbControl::FIELDS
            }
            ("INDIRECT_BUFFER" | "INDIRECT_BUFFER_CONST", "gfx7", 3) => {
                gfx7::packets::IbControl::FIELDS
            }
            ("INDIRECT_BUFFER" | "INDIRECT_BUFFER_CONST", "gfx8", 3) => {
                gfx8::packets::IbControl::FIELDS
            }
            ("COND_EXEC", "gfx6", 2) => gfx6::packets::CondExecAddrHi::FIELDS,
            ("COND_EXEC", "gfx7", 2) => gfx7::packets::CondExecAddrHi::FIELDS,
            ("COND_EXEC", "gfx8", 2) => gfx8::packets::CondExecAddrHi::FIELDS,
            // gfx6's COND_EXEC has no CONTROL dword: dword 3 is EXEC_COUNT.
            ("COND_EXEC", "gfx6", 3) => gfx6::packets::CondExecCount::FIELDS,
            ("COND_EXEC", "gfx7", 3) => gfx7::packets::CondExecControl::FIELDS,
            ("COND_EXEC", "gfx8", 3) => gfx8::packets::CondExecControl::FIELDS,
            ("COND_EXEC", "gfx7", 4) => gfx7::packets::CondExecCount::FIELDS,
            ("COND_EXEC", "gfx8", 4) => gfx8::packets::CondExecCount::FIELDS,
            _ => return None,
        })
    };
    let fields_of = |list: &Value| -> SpecFields {
        let mut v: Vec<_> = list
            .as_array()
            .unwrap()
            .iter()
            .map(|f| {
                let name = f["name"].as_str().unwrap().to_string();
                (name, num(&f["lsb"]), num(&f["width"]))
            })
            .collect();
        v.sort_by_key(|f| f.1);
        v
    };
    let mut checked = 0;
    for (name, packet) in spec["pm4"]["packets"].as_object().unwrap() {
        // (generation, dword, fields) of each per-generation dword.
        let mut dwords: Vec<(String, u64, SpecFields)> = Vec::new();
        if let Some(by) = packet.get("body_by_generation").and_then(Value::as_object) {
            for (generation, body) in by {
                for dw in body.as_array().unwrap() {
                    let fields = fields_of(&dw["fields"]);
                    dwords.push((generation.clone(), dw["dw"].as_u64().unwrap(), fields));
                }
            }
        }
        for dw in packet["body"].as_array().into_iter().flatten() {
            let Some(by) = dw.get("fields_by_generation").and_then(Value::as_object) else {
                continue;
            };
            for (generation, list) in by {
                dwords.push((
                    generation.clone(),
                    dw["dw"].as_u64().unwrap(),
                    fields_of(list),
                ));
            }
        }
        for (generation, dw, want) in dwords {
            if want.len() == 1 && want[0].1 == 0 && want[0].2 == 32 {
                continue;
            }
            let fields = word(name, &generation, dw)
                .unwrap_or_else(|| panic!("{name} dword {dw} on {generation}: no word"));
            let got: SpecFields = fields
                .iter()
                .map(|f| (f.name.to_string(), u32::from(f.lsb), u32::from(f.width)))
                .collect();
            assert_eq!(got, want, "{name} dword {dw} on {generation}");
            checked += 1;
        }
    }
    assert_eq!(checked, 23);
}

/// [`OTHER_BODY_DWORDS`](gcn::pm4::OTHER_BODY_DWORDS) holds every body length
/// the spec's per-generation `size.body_dwords` gives a generation where
/// gfx7's differs (gfx6's 3-dword `COND_EXEC`), and gfx6's generated
/// `COND_EXEC_DWORDS` is its size.
#[test]
fn other_body_lengths_match_spec() {
    use gcn::regs::Gfx;
    let spec = spec();
    let gfx = |g: &str| match g {
        "gfx6" => Gfx::Gfx6,
        "gfx7" => Gfx::Gfx7,
        "gfx8" => Gfx::Gfx8,
        other => panic!("{other}"),
    };
    let mut want = Vec::new();
    for (name, packet) in spec["pm4"]["packets"].as_object().unwrap() {
        let Some(by) = packet["size"]["body_dwords"].as_object() else {
            continue;
        };
        let Some(gfx7) = by.get("gfx7").and_then(Value::as_u64) else {
            continue;
        };
        for (g, n) in by {
            let n = n.as_u64().unwrap() as usize;
            if n as u64 != gfx7 {
                want.push((Opcode::from_name(name).unwrap(), gfx(g), n));
            }
        }
    }
    let mut got = Vec::new();
    for row in &gcn::pm4::OTHER_BODY_DWORDS {
        for g in [Gfx::Gfx6, Gfx::Gfx7, Gfx::Gfx8] {
            if row.exists_on(g) {
                got.push((row.opcode, g, row.dwords));
            }
        }
    }
    assert_eq!(got, want);
    assert_eq!(want, [(Opcode::COND_EXEC, Gfx::Gfx6, 3)]);
    let gfx6 = num(&spec["pm4"]["packets"]["COND_EXEC"]["size"]["body_dwords"]["gfx6"]);
    assert_eq!(
        gcn::regs::gfx6::packets::COND_EXEC_DWORDS,
        gfx6 as usize + 1
    );
}

/// The generated sizes of the packet forms the decoder tells apart by body
/// length: `DISPATCH_INDIRECT_MEC_DWORDS` is the spec's
/// `DISPATCH_INDIRECT.variants.mec_compute_queue` body plus the header (on
/// its generations, gfx7 and gfx8), and `PS4_DRAW_INDIRECT_MULTI_DWORDS`
/// the dwords the `ps4.pm4_differences` entry for `DRAW_INDIRECT_MULTI /
/// DRAW_INDEX_INDIRECT_MULTI` lists in braces, plus the header.
#[test]
fn variant_and_ps4_packet_sizes_match_spec() {
    let spec = spec();
    let variant = &spec["pm4"]["packets"]["DISPATCH_INDIRECT"]["variants"]["mec_compute_queue"];
    assert_eq!(
        gcn::pm4::DISPATCH_INDIRECT_MEC_DWORDS,
        variant["body"].as_array().unwrap().len() + 1
    );
    assert!(!has_gen(variant, "gfx6") && has_gen(variant, "gfx7") && has_gen(variant, "gfx8"));
    let entry = spec["ps4"]["pm4_differences"]
        .as_array()
        .unwrap()
        .iter()
        .find(|d| d["packet"] == "DRAW_INDIRECT_MULTI / DRAW_INDEX_INDIRECT_MULTI")
        .expect("the PS4 multi-draw difference");
    let text = entry["difference"].as_str().unwrap();
    let open = text.find('{').unwrap();
    let close = open + text[open..].find('}').unwrap();
    let listed = text[open + 1..close].split(',').count();
    assert!(text.contains(&format!("{listed} body dwords")), "{text}");
    assert_eq!(gcn::pm4::PS4_DRAW_INDIRECT_MULTI_DWORDS, listed + 1);
}

/// The generated dwords of gfx6's `COND_EXEC` fields (the decoder reads
/// its 3-dword body with them) are the spec's
/// `COND_EXEC.body_by_generation.gfx6` `dw` of each field.
#[test]
fn gfx6_cond_exec_dwords_match_spec() {
    use gcn::regs::gfx6::packets as gfx6;
    let spec = spec();
    let generated = [
        ("BOOL_ADDR_LO", gfx6::COND_EXEC_BOOL_ADDR_LO_DW),
        ("BOOL_ADDR_HI", gfx6::COND_EXEC_BOOL_ADDR_HI_DW),
        ("COMMAND", gfx6::COND_EXEC_COMMAND_DW),
        ("EXEC_COUNT", gfx6::COND_EXEC_EXEC_COUNT_DW),
    ];
    let mut want = Vec::new();
    for dw in spec["pm4"]["packets"]["COND_EXEC"]["body_by_generation"]["gfx6"]
        .as_array()
        .unwrap()
    {
        for f in dw["fields"].as_array().unwrap() {
            want.push((f["name"].as_str().unwrap(), num(&dw["dw"]) as usize));
        }
    }
    assert_eq!(generated.to_vec(), want);
}
