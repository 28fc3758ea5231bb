//! Generator of the gfx7 PM4 packet enumerations, `src/regs/gfx7/pm4.rs`.
//!
//! Every value table of the spec's `pm4.enums`, plus the register tables
//! packet fields name (`"TC_OP (register enum)"`) that the register files do
//! not define, becomes an `open_enum!` type. The field width is the widest
//! packet field the table is used by (or the header field naming it, or the
//! bits its largest value needs); tables with the same values and width are
//! one type, the later names aliases of the first. Part of the one register
//! generator (`codegen.rs` writes the file; see it for `GCN_REGEN`).

use serde_json::Value;
use std::collections::BTreeMap;
use std::fmt::Write as _;

/// The generation the output is for.
const GENERATION: &str = "gfx7";

/// Field widths chosen over the widest use: `ENGINE_SEL_ME_PFP` is the 1-bit
/// `ENGINE` of `DMA_DATA` / `CP_DMA`; the 2-bit `ATOMIC_MEM` `ENGINE_SEL`
/// takes `ENGINE_SEL_ME_PFP_CE`, whose values include it.
const WIDTHS: &[(&str, u32)] = &[("ENGINE_SEL_ME_PFP", 1)];

/// Register value tables packet fields take that the register files do not
/// define (no gfx7 register field uses them): `ATOMIC_MEM` `ATOMIC_OP`.
const REGISTER_TABLES: &[&str] = &["TC_OP"];

/// Rust type case of an AMD upper-snake name: `WAIT_REG_MEM_FUNCTION` →
/// `WaitRegMemFunction`.
fn rust_type(name: &str) -> String {
    name.split('_')
        .filter(|p| !p.is_empty())
        .map(|p| {
            let mut c = p.chars();
            c.next().map_or_else(String::new, |f| {
                f.to_ascii_uppercase().to_string() + &c.as_str().to_ascii_lowercase()
            })
        })
        .collect()
}

/// A value name as a Rust constant: names starting with a digit (`32_BITS`,
/// `8_IN_16`) take the table's last word (`_SEL` dropped) as a prefix
/// (`COUNT_32_BITS`, `SWAP_8_IN_16`).
fn value_name(table: &str, name: &str) -> String {
    if name.starts_with(|c: char| c.is_ascii_digit()) {
        let stem = table.strip_suffix("_SEL").unwrap_or(table);
        let word = stem.rsplit('_').next().unwrap_or(stem);
        format!("{word}_{name}")
    } else {
        name.to_string()
    }
}

fn on_generation(v: &Value) -> bool {
    v.get("generations")
        .and_then(Value::as_array)
        .is_none_or(|g| g.iter().any(|x| x == GENERATION))
}

/// Every `(packet, field)` of a packet body on [`GENERATION`], with its width.
fn body_fields(packet: &Value) -> Vec<(String, u32)> {
    let mut bodies: Vec<&Value> = packet.get("body").into_iter().collect();
    if let Some(by) = packet.get("body_by_generation") {
        bodies.extend(by.get(GENERATION));
    }
    let mut out = Vec::new();
    let mut push = |fields: Option<&Value>| {
        for f in fields.and_then(Value::as_array).into_iter().flatten() {
            if on_generation(f) {
                let width = f["width"].as_u64().expect("width") as u32;
                out.push((f["name"].as_str().expect("name").to_string(), width));
            }
        }
    };
    for dw in bodies.iter().filter_map(|b| b.as_array()).flatten() {
        push(dw.get("fields"));
        if let Some(by) = dw.get("fields_by_generation") {
            push(by.get(GENERATION));
        }
        for alt in dw
            .get("alternatives")
            .and_then(Value::as_array)
            .into_iter()
            .flatten()
        {
            push(alt.get("fields"));
        }
    }
    out
}

/// A table's values: (Rust constant name, value).
type Values = Vec<(String, u64)>;

/// One table to emit.
struct Table {
    spec: String,
    values: Values,
    note: Option<String>,
    width: u32,
    users: Vec<String>,
}

/// The PM4 value tables of [`GENERATION`]: the `pm4.enums` tables in spec
/// order, then the register tables packets use, each with its width and users.
fn tables(spec: &Value) -> Vec<Table> {
    let pm4 = &spec["pm4"];
    let mut used: BTreeMap<String, (u32, Vec<String>)> = BTreeMap::new();
    for (name, packet) in pm4["packets"].as_object().expect("pm4.packets") {
        if !on_generation(packet) {
            continue;
        }
        let Some(fv) = packet.get("field_values").and_then(Value::as_object) else {
            continue;
        };
        for (field, width) in body_fields(packet) {
            let Some(table) = fv.get(&field).and_then(Value::as_str) else {
                continue;
            };
            let table = table.strip_suffix(" (register enum)").unwrap_or(table);
            let entry = used.entry(table.to_string()).or_default();
            entry.0 = entry.0.max(width);
            let user = format!("{name}.{field}");
            if !entry.1.contains(&user) {
                entry.1.push(user);
            }
        }
    }
    for header in ["type3_header", "type0_header"] {
        for f in pm4[header]["fields"].as_array().into_iter().flatten() {
            if let Some(table) = f.get("enum").and_then(Value::as_str) {
                let entry = used.entry(table.to_string()).or_default();
                entry.0 = entry.0.max(f["width"].as_u64().expect("width") as u32);
                entry
                    .1
                    .push(format!("{header}.{}", f["name"].as_str().expect("name")));
            }
        }
    }
    let read = |spec_name: &str, table: &Value| {
        let values: Vec<(String, u64)> = table["values"]
            .as_array()
            .expect("values")
            .iter()
            .filter(|v| on_generation(v))
            .map(|v| {
                let name = v["name"].as_str().expect("name");
                (
                    value_name(spec_name, name),
                    v["value"].as_u64().expect("value"),
                )
            })
            .collect();
        let (width, users) = used.get(spec_name).cloned().unwrap_or_default();
        let needed = values
            .iter()
            .map(|v| v.1)
            .max()
            .map_or(1, |m| (u64::BITS - m.leading_zeros()).max(1));
        let width = WIDTHS
            .iter()
            .find(|(n, _)| *n == spec_name)
            .map_or(width.max(needed), |w| w.1);
        Table {
            spec: spec_name.to_string(),
            values,
            note: table
                .get("note")
                .and_then(Value::as_str)
                .map(str::to_string),
            width,
            users,
        }
    };
    let mut out: Vec<Table> = pm4["enums"]
        .as_object()
        .expect("pm4.enums")
        .iter()
        .map(|(n, t)| read(n, t))
        .collect();
    for name in REGISTER_TABLES {
        out.push(read(name, &spec["enums"][*name]));
    }
    out
}

/// The generated file `pm4.rs`.
pub(crate) fn emit_enums(spec: &Value) -> String {
    let mut out = String::from(
        "//! gfx7 PM4 packet-field enumerations: the value tables of the spec's `pm4.enums`\n\
         //! (and the register tables packet fields take) as total, lossless newtypes.\n//!\n\
         //! Generated from the register spec by `tests/regs/codegen_pm4.rs`; do not edit by hand.\n\n",
    );
    // (Rust type, values, width) of every table emitted as a type.
    let mut first_of: Vec<(String, Values, u32)> = Vec::new();
    for t in tables(spec) {
        let ty = rust_type(&t.spec);
        for (name, value) in &t.values {
            assert!(
                *value < (1u64 << t.width),
                "{}.{name} = {value} does not fit {} bits",
                t.spec,
                t.width
            );
        }
        let users: Vec<String> = t.users.iter().map(|u| format!("`{u}`")).collect();
        let used_by = if users.is_empty() {
            String::new()
        } else {
            format!("\n///\n/// Used by {}.", users.join(", "))
        };
        let note = t.note.as_deref().map_or(String::new(), |n| {
            format!(
                "\n///\n/// Note: {}",
                n.replace('[', "\\[").replace(']', "\\]")
            )
        });
        if let Some((same, ..)) = first_of
            .iter()
            .find(|(_, v, w)| *v == t.values && *w == t.width)
        {
            writeln!(
                out,
                "/// `{}` ({}-bit field values): the values of [`{same}`].{used_by}{note}\npub type {ty} = {same};\n",
                t.spec, t.width
            )
            .unwrap();
            continue;
        }
        let repr = if t.width <= 8 { "u8" } else { "u16" };
        writeln!(
            out,
            "open_enum! {{\n/// `{}` ({}-bit field values).{used_by}{note}\npub struct {ty}({repr}): {} bits {{",
            t.spec, t.width, t.width
        )
        .unwrap();
        for (name, value) in &t.values {
            writeln!(out, "{name} = {value},").unwrap();
        }
        writeln!(out, "}}\n}}\n").unwrap();
        first_of.push((ty, t.values, t.width));
    }
    out
}
