//! Walks the register spec and checks every register this crate defines for
//! each generation (gfx6, gfx7, gfx8): space, offset, name, and every field's
//! position, width and enumeration values, through the field tables that are
//! built from the bitfield types. Also checks that every in-scope spec register
//! (all context and SH registers of the generation) has a definition.

use crate::data_source;

use gcn::regs::{FieldKind, Gfx, RegInfo, Space};
use serde_json::Value;
use std::collections::BTreeMap;

/// Enumeration tables the crate deliberately keeps as raw integers:
/// bit masks, not enumerations.
const RAW_ENUMS: &[&str] = &["EXCP_EN", "CLIP_RULE"];

fn spec() -> Value {
    data_source::spec()
}

/// Whether the spec item `v` exists on `generation`.
fn on(v: &Value, generation: &str) -> bool {
    v.get("generations")
        .is_none_or(|g| g.as_array().unwrap().iter().any(|x| x == generation))
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
    for (generation, gfx) in [
        ("gfx6", Gfx::Gfx6),
        ("gfx7", Gfx::Gfx7),
        ("gfx8", Gfx::Gfx8),
    ] {
        check(&spec, generation, gfx);
    }
}

/// Checks the registers of `generation` (`gfx`) against the spec; an
/// enumeration value must have the generation's name.
fn check(spec: &Value, generation: &str, gfx: Gfx) {
    let table: &[RegInfo] = gfx.registers();
    let mut by_name: BTreeMap<(Space, &str), &Value> = BTreeMap::new();
    for r in spec["registers"].as_array().unwrap() {
        if on(r, generation) {
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
    for info in table {
        regs += 1;
        let Some(r) = by_name.get(&(info.space, info.name)) else {
            bad += fail(format!(
                "{} ({:?}) is not a {generation} register of the spec",
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
            .and_then(|g| g.get(generation))
            .unwrap_or(&r["fields"]);
        let spec_fields: Vec<&Value> = list
            .as_array()
            .unwrap()
            .iter()
            .filter(|f| on(f, generation))
            // A field the generator's documented OVERLAPS rule drops.
            .filter(|f| {
                !crate::codegen::OVERLAPS
                    .iter()
                    .any(|(word, gens, kept, yielding, _)| {
                        *word == info.name
                            && gens.contains(&generation)
                            && f["name"] == *yielding
                            && info.field(kept).is_some()
                            && info.field(yielding).is_none()
                    })
            })
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
            // The generation's name of a raw value.
            let name_of: Option<Box<dyn Fn(u32) -> Option<&'static str>>> = match ours.kind {
                FieldKind::Enum(name_of) => Some(Box::new(name_of)),
                FieldKind::EnumOn(name_on) => Some(Box::new(move |v| name_on(v, gfx))),
                _ => None,
            };
            match name_of {
                Some(name_of) => {
                    let mut first: BTreeMap<u64, &str> = BTreeMap::new();
                    for v in enums[e]["values"]
                        .as_array()
                        .unwrap()
                        .iter()
                        .filter(|v| on(v, generation))
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
                    "{}.{}: not a {generation} field of the spec",
                    info.name, ours.name
                ));
            }
        }
    }
    // Coverage: every context and SH register of the generation has a definition.
    for (sp, name) in by_name.keys() {
        if matches!(sp, Space::Context | Space::Sh)
            && !table.iter().any(|r| r.space == *sp && r.name == *name)
        {
            bad += fail(format!("{name} ({sp:?}) has no definition"));
        }
    }
    {
        use std::io::Write as _;
        // Written past the test harness capture so CI logs always show the count.
        let _ = writeln!(
            std::io::stderr(),
            "spec registers {generation}: {regs} registers, {fields} fields checked, {bad} mismatches"
        );
    }
    assert!(regs > 0 && fields > 0, "nothing checked");
    assert_eq!(bad, 0, "register definitions differ from the spec");
}
