//! Walks the register spec and checks every register this crate defines for
//! gfx7: space, offset, name, and every field's position, width and enumeration
//! values, through the field tables that are built from the bitfield types.
//! Also checks that every in-scope spec register (all gfx7 context and SH
//! registers) has a definition.

use crate::data_source;

use gcn::regs::gfx7::REGISTERS;
use gcn::regs::{FieldKind, Space};
use serde_json::Value;
use std::collections::BTreeMap;

/// Enumeration tables the crate deliberately keeps as raw integers:
/// bit masks, not enumerations.
const RAW_ENUMS: &[&str] = &["EXCP_EN", "CLIP_RULE"];

fn spec() -> Value {
    data_source::spec()
}

fn gfx7(v: &Value) -> bool {
    v.get("generations")
        .is_none_or(|g| g.as_array().unwrap().iter().any(|x| x == "gfx7"))
}

fn space(s: &str) -> Space {
    match s {
        "config" => Space::Config,
        "sh" => Space::Sh,
        "context" => Space::Context,
        "uconfig" => Space::Uconfig,
        other => panic!("unknown space {other}"),
    }
}

fn hex(v: &Value) -> u32 {
    u32::from_str_radix(v.as_str().unwrap().trim_start_matches("0x"), 16).unwrap()
}

#[test]
fn every_register_and_field_matches_the_spec() {
    let spec = spec();
    let mut by_name: BTreeMap<(Space, &str), &Value> = BTreeMap::new();
    for r in spec["registers"].as_array().unwrap() {
        if gfx7(r) {
            by_name.insert(
                (
                    space(r["space"].as_str().unwrap()),
                    r["name"].as_str().unwrap(),
                ),
                r,
            );
        }
    }
    let enums = &spec["enums"];

    let (mut regs, mut fields, mut bad) = (0usize, 0usize, 0usize);
    let fail = |msg: String| {
        println!("MISMATCH {msg}");
        1
    };
    for info in REGISTERS.iter() {
        regs += 1;
        let Some(r) = by_name.get(&(info.space, info.name)) else {
            bad += fail(format!(
                "{} ({:?}) is not a gfx7 register of the spec",
                info.name, info.space
            ));
            continue;
        };
        if hex(&r["dword_offset_in_space"]) != u32::from(info.offset) {
            bad += fail(format!(
                "{}: offset {:#x}, spec {}",
                info.name, info.offset, r["dword_offset_in_space"]
            ));
        }
        if hex(&r["byte_address"]) != info.byte_address() {
            bad += fail(format!(
                "{}: byte address {:#x}, spec {}",
                info.name,
                info.byte_address(),
                r["byte_address"]
            ));
        }
        let list = r
            .get("fields_by_generation")
            .and_then(|g| g.get("gfx7"))
            .unwrap_or(&r["fields"]);
        let spec_fields: Vec<&Value> = list
            .as_array()
            .unwrap()
            .iter()
            .filter(|f| gfx7(f))
            .collect();
        for f in &spec_fields {
            fields += 1;
            let name = f["name"].as_str().unwrap();
            let Some(ours) = info.field(name) else {
                bad += fail(format!("{}.{name}: missing", info.name));
                continue;
            };
            let (lsb, width) = (f["lsb"].as_u64().unwrap(), f["width"].as_u64().unwrap());
            if (u64::from(ours.lsb), u64::from(ours.width)) != (lsb, width) {
                bad += fail(format!(
                    "{}.{name}: bits {}+{}, spec {lsb}+{width}",
                    info.name, ours.lsb, ours.width
                ));
            }
            let Some(e) = f.get("enum").and_then(Value::as_str) else {
                continue;
            };
            match ours.kind {
                FieldKind::Enum(name_of) => {
                    let mut first: BTreeMap<u64, &str> = BTreeMap::new();
                    for v in enums[e]["values"]
                        .as_array()
                        .unwrap()
                        .iter()
                        .filter(|v| gfx7(v))
                    {
                        first
                            .entry(v["value"].as_u64().unwrap())
                            .or_insert(v["name"].as_str().unwrap());
                    }
                    for (value, vname) in first {
                        if name_of(value as u32) != Some(vname) {
                            bad += fail(format!(
                                "{}.{name}: value {value} named {:?}, spec {e}.{vname}",
                                info.name,
                                name_of(value as u32)
                            ));
                        }
                    }
                }
                _ if RAW_ENUMS.contains(&e) => {}
                _ => {
                    bad += fail(format!(
                        "{}.{name}: spec enum {e}, crate field is not an enumeration",
                        info.name
                    ))
                }
            }
        }
        for ours in info.fields {
            if !spec_fields.iter().any(|f| f["name"] == ours.name) {
                bad += fail(format!(
                    "{}.{}: not a gfx7 field of the spec",
                    info.name, ours.name
                ));
            }
        }
    }
    // Coverage: every gfx7 context and SH register has a definition.
    for (sp, name) in by_name.keys() {
        if matches!(sp, Space::Context | Space::Sh)
            && !REGISTERS.iter().any(|r| r.space == *sp && r.name == *name)
        {
            bad += fail(format!("{name} ({sp:?}) has no definition"));
        }
    }
    {
        use std::io::Write as _;
        // Written past the test harness capture so CI logs always show the count.
        let _ = writeln!(
            std::io::stderr(),
            "spec registers: {regs} registers, {fields} fields checked, {bad} mismatches"
        );
    }
    assert!(regs > 0 && fields > 0, "nothing checked");
    assert_eq!(bad, 0, "register definitions differ from the spec");
}
