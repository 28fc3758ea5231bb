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

/// A register's fields on `generation` in the spec: (name, lsb, width).
fn fields_on(r: &Value, generation: &str) -> Vec<(String, u32, u32)> {
    let list = match r.get("fields_by_generation") {
        Some(by) => by[generation].as_array().cloned().unwrap_or_default(),
        None => r["fields"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|f| on(f, generation))
            .cloned()
            .collect(),
    };
    let n = |v: &Value| v.as_u64().unwrap() as u32;
    list.iter()
        .map(|f| {
            (
                f["name"].as_str().unwrap().to_owned(),
                n(&f["lsb"]),
                n(&f["width"]),
            )
        })
        .collect()
}

/// A field doc of gfx7's generated types that names generations ("Bits
/// 21..=22. gfx7/gfx8 only; a gfx6 `for_gfx` command buffer refuses it.")
/// says what the spec says of every register of the type: the generations
/// named are those whose register has the field at those bits, and each
/// generation said to refuse it has the register without the field and
/// gives some of its bits no field.
#[test]
fn generation_notes_of_fields_match_the_spec() {
    let spec = spec();
    let registers = spec["registers"].as_array().unwrap();
    let files = [
        include_str!("../../src/regs/gfx7/config.rs"),
        include_str!("../../src/regs/gfx7/sh.rs"),
        include_str!("../../src/regs/gfx7/context.rs"),
        include_str!("../../src/regs/gfx7/uconfig.rs"),
        include_str!("../../src/regs/gfx7/layouts.rs"),
    ];
    let (mut checked, mut bad) = (0, Vec::new());
    for file in files {
        // Each type: its field lines, then the macro naming its registers.
        for block in file.split("crate::regs::word! {").skip(1) {
            let (body, rest) = block.split_once("\n}\n").expect("end of a word");
            let naming = rest.split("pub type").next().unwrap();
            let naming = naming.split("crate::regs::slots!").next().unwrap();
            let names: Vec<&str> = naming
                .split('"')
                .skip(1)
                .step_by(2)
                .filter(|s| {
                    s.chars()
                        .all(|c| c.is_ascii_uppercase() || c.is_ascii_digit() || c == '_')
                })
                .collect();
            for line in body.lines().filter(|l| l.contains(" only; a ")) {
                let doc = line.split('"').nth(1).unwrap();
                let end = [doc.find(": "), doc.find(". ")].into_iter().flatten().min();
                let (bits, note) = doc.split_at(end.unwrap());
                let (lsb, msb) = match bits.strip_prefix("Bits ") {
                    Some(range) => range.split_once("..=").unwrap(),
                    None => {
                        let b = bits.strip_prefix("Bit ").unwrap();
                        (b, b)
                    }
                };
                let (lsb, msb): (u32, u32) = (lsb.parse().unwrap(), msb.parse().unwrap());
                let (before, after) = note.split_once(" only; a ").unwrap();
                let named: Vec<&str> = before.rsplit(' ').next().unwrap().split('/').collect();
                let refusing: Vec<&str> = after.split(' ').next().unwrap().split('/').collect();
                let field = line.split_once("_OFFSET, ").unwrap().0;
                let field = field.rsplit('[').next().unwrap();
                let want = (field.to_owned(), lsb, msb - lsb + 1);
                assert!(!names.is_empty(), "{field}: no register named");
                for name in &names {
                    let r = registers.iter().find(|r| r["name"] == *name).unwrap();
                    let have: Vec<&str> = ["gfx6", "gfx7", "gfx8"]
                        .into_iter()
                        .filter(|g| on(r, g) && fields_on(r, g).contains(&want))
                        .collect();
                    if have != named {
                        bad.push(format!("{name}.{field}: doc {named:?}, spec {have:?}"));
                    }
                    for g in &refusing {
                        let theirs = fields_on(r, g);
                        let covered = (lsb..=msb)
                            .all(|bit| theirs.iter().any(|f| f.1 <= bit && bit < f.1 + f.2));
                        if !on(r, g) || theirs.contains(&want) || covered {
                            bad.push(format!("{name}.{field}: {g} does not refuse it"));
                        }
                    }
                    checked += 1;
                }
            }
        }
    }
    assert!(bad.is_empty(), "{bad:#?}");
    assert!(checked > 150, "only {checked} field notes checked");
}
