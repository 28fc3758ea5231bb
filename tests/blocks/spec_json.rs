//! Readers of the register spec JSON for the gfx8 target and pass tests:
//! registers, their gfx8 fields, enumerations and PM4 packet layouts, so
//! each test builds its expected dwords from the spec alone.
#![allow(dead_code)]

use serde_json::Value;
use std::sync::OnceLock;

/// The register spec (`$GCN_SPEC` or the committed copy), parsed once.
pub fn spec() -> &'static Value {
    static SPEC: OnceLock<Value> = OnceLock::new();
    SPEC.get_or_init(crate::data_source::spec)
}

/// A spec number: a JSON number or a `0x` string.
pub fn num(v: &Value) -> u64 {
    match v {
        Value::String(s) => u64::from_str_radix(s.trim_start_matches("0x"), 16).unwrap(),
        v => v.as_u64().unwrap(),
    }
}

/// The register `name` of the spec.
pub fn spec_reg(name: &str) -> &'static Value {
    spec()["registers"]
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["name"] == name)
        .unwrap_or_else(|| panic!("{name} not in the spec"))
}

/// The register's dword offset in its space.
pub fn spec_offset(name: &str) -> u16 {
    u16::try_from(num(&spec_reg(name)["dword_offset_in_space"])).unwrap()
}

/// `(lsb, width)` of a gfx8 field of the spec (the register's field list
/// when the spec gives no per-generation lists, as for `GB_MACROTILE_MODE0`,
/// which gfx7 and gfx8 share).
pub fn spec_field(reg: &str, field: &str) -> (u32, u32) {
    let r = spec_reg(reg);
    let fields = r["fields_by_generation"]
        .get("gfx8")
        .unwrap_or(&r["fields"]);
    let f = fields
        .as_array()
        .unwrap()
        .iter()
        .find(|f| f["name"] == field)
        .unwrap_or_else(|| panic!("{reg}.{field} is not a gfx8 field of the spec"));
    (num(&f["lsb"]) as u32, num(&f["width"]) as u32)
}

/// A dword of `reg` with `fields` at the spec's gfx8 positions.
pub fn pack(reg: &str, fields: &[(&str, u32)]) -> u32 {
    fields.iter().fold(0, |acc, &(name, value)| {
        let (lsb, width) = spec_field(reg, name);
        assert!(u64::from(value) < 1u64 << width, "{reg}.{name} = {value}");
        acc | value << lsb
    })
}

/// Field `field` of `value`, a `reg` dword, at the spec's gfx8 position.
pub fn get(reg: &str, field: &str, value: u32) -> u32 {
    let (lsb, width) = spec_field(reg, field);
    ((u64::from(value) >> lsb) & ((1u64 << width) - 1)) as u32
}

/// The value of `name` in the spec's register enumeration `enum_name`.
pub fn spec_enum(enum_name: &str, name: &str) -> u32 {
    enum_value(&spec()["enums"][enum_name], enum_name, name)
}

/// The value of `name` in the spec's PM4 enumeration `enum_name`.
pub fn pm4_enum(enum_name: &str, name: &str) -> u32 {
    enum_value(&spec()["pm4"]["enums"][enum_name], enum_name, name)
}

fn enum_value(e: &Value, enum_name: &str, name: &str) -> u32 {
    e["values"]
        .as_array()
        .unwrap_or_else(|| panic!("{enum_name} not in the spec"))
        .iter()
        .find(|v| v["name"] == name)
        .map(|v| num(&v["value"]) as u32)
        .unwrap_or_else(|| panic!("{enum_name}.{name} not in the spec"))
}

/// The type-3 header of `packet` with its spec body size: TYPE 3 at 31..30,
/// COUNT = body dwords - 1 at 29..16, the spec's opcode at 15..8.
pub fn packet_header(packet: &str) -> u32 {
    let p = &spec()["pm4"]["packets"][packet];
    let body = match &p["size"]["body_dwords"] {
        Value::Object(m) => num(&m["default"]),
        v => num(v),
    };
    (3 << 30 | (body - 1) << 16 | num(&p["opcode"]) << 8) as u32
}

/// `(lsb, width)` of field `name` in body dword `dw` of `packet`.
pub fn packet_field(packet: &str, dw: u64, name: &str) -> (u32, u32) {
    let body = spec()["pm4"]["packets"][packet]["body"].as_array().unwrap();
    let d = body.iter().find(|d| d["dw"] == dw).unwrap();
    let f = d["fields"]
        .as_array()
        .unwrap()
        .iter()
        .find(|f| f["name"] == name)
        .unwrap_or_else(|| panic!("{packet} dw{dw} {name} not in the spec"));
    (num(&f["lsb"]) as u32, num(&f["width"]) as u32)
}
