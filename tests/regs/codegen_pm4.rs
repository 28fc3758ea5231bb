//! Generator of the PM4 packet definitions of one generation:
//! `src/regs/<generation>/pm4.rs` (the value tables) and
//! `src/regs/<generation>/packets.rs` (opcodes, packet sizes, field words,
//! `PACKET_FIELDS`).
//!
//! Every value table of the spec's `pm4.enums`, plus the register tables
//! packet fields name (`"TC_OP (register enum)"`) that the register files do
//! not define, becomes an `open_enum!` type. The field width is the widest
//! packet field the table is used by (or the header field naming it, or the
//! bits its largest value needs); tables with the same values and width are
//! one type, the later names aliases of the first. Part of the one register
//! generator (`codegen.rs` writes the file; see it for `GCN_REGEN`).

use super::codegen::{Ctx, Field, Reg, emit_struct, fields_on, resolve_overlaps};
use serde_json::Value;
use std::collections::BTreeMap;
use std::fmt::Write as _;

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

fn on_generation(v: &Value, generation: &str) -> bool {
    v.get("generations")
        .and_then(Value::as_array)
        .is_none_or(|g| g.iter().any(|x| x == generation))
}

/// Every `(packet, field)` of a packet body on `generation`, with its width.
fn body_fields(packet: &Value, generation: &str) -> Vec<(String, u32)> {
    let mut bodies: Vec<&Value> = packet.get("body").into_iter().collect();
    if let Some(by) = packet.get("body_by_generation") {
        bodies.extend(by.get(generation));
    }
    let mut out = Vec::new();
    let mut push = |fields: Option<&Value>| {
        for f in fields.and_then(Value::as_array).into_iter().flatten() {
            if on_generation(f, generation) {
                let width = f["width"].as_u64().expect("width") as u32;
                out.push((f["name"].as_str().expect("name").to_string(), width));
            }
        }
    };
    for dw in bodies.iter().filter_map(|b| b.as_array()).flatten() {
        push(dw.get("fields"));
        if let Some(by) = dw.get("fields_by_generation") {
            push(by.get(generation));
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

/// The PM4 value tables of `generation`: the `pm4.enums` tables in spec
/// order, then the register tables packets use, each with its width and users.
fn tables(spec: &Value, generation: &str) -> Vec<Table> {
    let pm4 = &spec["pm4"];
    let mut used: BTreeMap<String, (u32, Vec<String>)> = BTreeMap::new();
    for (name, packet) in pm4["packets"].as_object().expect("pm4.packets") {
        if !on_generation(packet, generation) {
            continue;
        }
        let Some(fv) = packet.get("field_values").and_then(Value::as_object) else {
            continue;
        };
        for (field, width) in body_fields(packet, generation) {
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
            .filter(|v| on_generation(v, generation))
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

/// The spec table `name`: a `pm4.enums` table, else a register table.
fn spec_table<'a>(spec: &'a Value, name: &str) -> &'a Value {
    spec["pm4"]["enums"]
        .get(name)
        .unwrap_or(&spec["enums"][name])
}

/// The `(Rust name, value)` pairs table `name` has on `generation`.
fn values_on(spec: &Value, name: &str, generation: &str) -> Values {
    spec_table(spec, name)["values"]
        .as_array()
        .expect("values")
        .iter()
        .filter(|v| on_generation(v, generation))
        .map(|v| {
            let n = v["name"].as_str().expect("name");
            (value_name(name, n), v["value"].as_u64().expect("value"))
        })
        .collect()
}

/// Whether table `name` gives some name different values on different
/// generations (`TC_OP`: gfx6 numbers the atomics from `SMIN` to `DEC`
/// one higher than gfx7).
fn renumbered(spec: &Value, name: &str) -> bool {
    let gens = spec_generations(spec);
    let on: Vec<Values> = gens.iter().map(|g| values_on(spec, name, g)).collect();
    on.iter()
        .flatten()
        .any(|(n, v)| on.iter().flatten().any(|(other, w)| other == n && w != v))
}

/// The end of the `open_enum!` of a renumbered table ([`renumbered`]): its
/// `per generation` names (each value another generation names otherwise
/// than `generation`, or leaves unnamed), then `on` (the value each other
/// generation gives the name of a `generation` value) and `from_gfx` (the
/// way back).
fn emit_renumbered(out: &mut String, spec: &Value, name: &str, generation: &str, ty: &str) {
    let gens = spec_generations(spec);
    let base = values_on(spec, name, generation);
    let others: Vec<(&str, Values)> = gens
        .iter()
        .copied()
        .filter(|g| *g != generation)
        .map(|g| (g, values_on(spec, name, g)))
        .collect();
    let name_of = |list: &Values, v: u64| list.iter().find(|x| x.1 == v).map(|x| x.0.clone());
    let value_of = |list: &Values, n: &str| list.iter().find(|x| x.0 == n).map(|x| x.1);
    let gfx = |g: &str| format!("crate::regs::Gfx::{}", rust_type(g));
    // (value, generations, what) arms, generations merged where `what` agrees.
    fn arm(arms: &mut Vec<(u64, Vec<String>, String)>, v: u64, g: String, what: String) {
        match arms.iter_mut().find(|a| a.0 == v && a.2 == what) {
            Some(a) => a.1.push(g),
            None => arms.push((v, vec![g], what)),
        }
    }
    let mut values: Vec<u64> = base
        .iter()
        .chain(others.iter().flat_map(|(_, l)| l))
        .map(|x| x.1)
        .collect();
    values.sort_unstable();
    values.dedup();
    let (mut names, mut on, mut back) = (Vec::new(), Vec::new(), Vec::new());
    for &v in &values {
        for (g, list) in &others {
            let theirs = name_of(list, v);
            if theirs != name_of(&base, v) {
                let what = theirs
                    .as_ref()
                    .map_or("None".to_string(), |n| format!("\"{n}\""));
                arm(&mut names, v, rust_type(g), what);
            }
            // Back: the base value of the name `v` has on `g`.
            let base_value = theirs.as_deref().and_then(|n| value_of(&base, n));
            if theirs.is_some() && base_value != Some(v) {
                let what = base_value.map_or("None".to_string(), |b| format!("Some(Self({b}))"));
                arm(&mut back, v, gfx(g), what);
            }
            if theirs.is_none() && name_of(&base, v).is_some() {
                arm(&mut back, v, gfx(g), "None".to_string());
            }
        }
    }
    for (n, v) in &base {
        for (g, list) in &others {
            let theirs = value_of(list, n);
            if theirs != Some(*v) {
                let what = theirs.map_or("None".to_string(), |w| format!("Some(Self({w}))"));
                arm(&mut on, *v, gfx(g), what);
            }
        }
    }
    writeln!(out, "per generation {{").unwrap();
    for (v, g, what) in &names {
        writeln!(out, "({v}, {}) => {what},", g.join(" | ")).unwrap();
    }
    writeln!(out, "}}\n}}\n").unwrap();
    let arms = |list: &[(u64, Vec<String>, String)]| -> String {
        list.iter()
            .map(|(v, g, what)| format!("({v}, {}) => {what},\n", g.join(" | ")))
            .collect()
    };
    writeln!(
        out,
        "impl {ty} {{\n\
         /// The value generation `gfx` gives the name this ({generation}) value has: itself where the\n\
         /// numbers agree, `None` where `gfx` lacks the name (the spec's per-generation values of\n\
         /// `{name}`).\n\
         pub const fn on(self, gfx: crate::regs::Gfx) -> Option<Self> {{\nmatch (self.0, gfx) {{\n{}_ => Some(self),\n}}\n}}\n\n\
         /// The ({generation}) value of the name `value` has on generation `gfx`: itself where the\n\
         /// numbers agree, `None` where {generation} lacks the name or `gfx` does not name `value`.\n\
         pub const fn from_gfx(value: Self, gfx: crate::regs::Gfx) -> Option<Self> {{\nmatch (value.0, gfx) {{\n{}_ => Some(value),\n}}\n}}\n}}\n",
        arms(&on),
        arms(&back)
    )
    .unwrap();
}

/// The Rust names of the value tables `pm4.rs` defines for `generation`.
pub(crate) fn table_types(spec: &Value, generation: &str) -> Vec<String> {
    tables(spec, generation)
        .iter()
        .map(|t| rust_type(&t.spec))
        .collect()
}

/// The generated file `pm4.rs` of `generation`.
pub(crate) fn emit_enums(spec: &Value, generation: &str) -> String {
    let mut out = format!(
        "//! {generation} PM4 packet-field enumerations: the value tables of the spec's `pm4.enums`\n\
         //! (and the register tables packet fields take) as total, lossless newtypes.\n//!\n\
         //! Generated from the register spec by `tests/regs/codegen_pm4.rs`; do not edit by hand.\n\n",
    );
    // (Rust type, values, width) of every table emitted as a type.
    let mut first_of: Vec<(String, Values, u32)> = Vec::new();
    for t in tables(spec, generation) {
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
        let renumbered = renumbered(spec, &t.spec);
        let per_gen = if renumbered {
            format!(
                "\n///\n/// It holds {generation}'s values, which some generations give other names; \
                 [`{ty}::on`] is the value\n/// another generation gives the same name, \
                 [`{ty}::from_gfx`] the way back."
            )
        } else {
            String::new()
        };
        writeln!(
            out,
            "open_enum! {{\n/// `{}` ({}-bit field values).{used_by}{note}{per_gen}\npub struct {ty}({repr}): {} bits {{",
            t.spec, t.width, t.width
        )
        .unwrap();
        for (name, value) in &t.values {
            writeln!(out, "{name} = {value},").unwrap();
        }
        writeln!(out, "}}").unwrap();
        if renumbered {
            emit_renumbered(&mut out, spec, &t.spec, generation, &ty);
        } else {
            writeln!(out, "}}\n").unwrap();
        }
        first_of.push((ty, t.values, t.width));
    }
    out
}

/// The packet field words with a Rust type: the type's name (naming, not a
/// hardware fact) and the `(packet, body dword)` places it is the layout of.
/// All places of one type must have the same fields; a type whose packets
/// the generation lacks is left out.
const WORDS: &[(&str, &[(&str, u64)])] = &[
    ("AddressHi16", &[("SET_BASE", 3)]),
    ("SetBaseWord", &[("SET_BASE", 1)]),
    (
        "IbControl",
        &[("INDIRECT_BUFFER", 3), ("INDIRECT_BUFFER_CONST", 3)],
    ),
    ("SetPredicationControl", &[("SET_PREDICATION", 2)]),
    ("CondExecAddrHi", &[("COND_EXEC", 2)]),
    ("CondExecControl", &[("COND_EXEC", 3)]),
    ("CondExecCount", &[("COND_EXEC", 4)]),
    ("StrmoutControl", &[("STRMOUT_BUFFER_UPDATE", 1)]),
    (
        "ContextControlBits",
        &[("CONTEXT_CONTROL", 1), ("CONTEXT_CONTROL", 2)],
    ),
    ("PreambleCntlWord", &[("PREAMBLE_CNTL", 1)]),
    (
        "SetRegOffset",
        &[
            ("SET_CONFIG_REG", 1),
            ("SET_SH_REG", 1),
            ("SET_CONTEXT_REG_INDIRECT", 1),
        ],
    ),
    ("IndexTypeWord", &[("INDEX_TYPE", 1)]),
    ("IndexBaseHi", &[("INDEX_BASE", 2)]),
    (
        "ShRegLoc",
        &[
            ("DRAW_INDIRECT", 2),
            ("DRAW_INDIRECT", 3),
            ("DRAW_INDEX_INDIRECT", 2),
            ("DRAW_INDEX_INDIRECT", 3),
        ],
    ),
    (
        "DrawIndexLoc",
        &[("DRAW_INDIRECT_MULTI", 4), ("DRAW_INDEX_INDIRECT_MULTI", 4)],
    ),
    ("MultiAutoWord", &[("DRAW_INDEX_MULTI_AUTO", 3)]),
    ("EventWriteWord", &[("EVENT_WRITE", 1)]),
    ("EventWriteEopWord", &[("EVENT_WRITE_EOP", 1)]),
    ("EopAddressHi", &[("EVENT_WRITE_EOP", 3)]),
    ("EosAddressHi", &[("EVENT_WRITE_EOS", 3)]),
    ("GdsData", &[("EVENT_WRITE_EOS", 4)]),
    ("ReleaseMemWord", &[("RELEASE_MEM", 1)]),
    ("ReleaseMemSelect", &[("RELEASE_MEM", 2)]),
    ("CoherCntlWord", &[("SURFACE_SYNC", 1), ("ACQUIRE_MEM", 1)]),
    ("CoherSizeHi", &[("ACQUIRE_MEM", 3)]),
    ("CoherBaseHi", &[("ACQUIRE_MEM", 5)]),
    ("PollInterval16", &[("ACQUIRE_MEM", 6)]),
    ("WaitRegMemControl", &[("WAIT_REG_MEM", 1)]),
    ("WriteDataControl", &[("WRITE_DATA", 1)]),
    ("CopyDataControl", &[("COPY_DATA", 1)]),
    ("DmaDataControl", &[("DMA_DATA", 1)]),
    ("DmaCommand", &[("DMA_DATA", 6)]),
    ("CpDmaControl", &[("CP_DMA", 2)]),
    ("AtomicMemControl", &[("ATOMIC_MEM", 1)]),
    ("AtomicLoopInterval", &[("ATOMIC_MEM", 8)]),
    ("MemSemaphoreControl", &[("MEM_SEMAPHORE", 2)]),
    (
        "ConstRamNumDwords",
        &[
            ("LOAD_CONST_RAM", 3),
            ("DUMP_CONST_RAM", 2),
            ("DUMP_CONST_RAM_OFFSET", 2),
        ],
    ),
    (
        "ConstRamOffset",
        &[("LOAD_CONST_RAM", 4), ("WRITE_CONST_RAM", 1)],
    ),
    ("DumpConstRamControl", &[("DUMP_CONST_RAM", 1)]),
    ("IncrementCeCounterWord", &[("INCREMENT_CE_COUNTER", 1)]),
    ("WaitOnCeCounterWord", &[("WAIT_ON_CE_COUNTER", 1)]),
    ("RewindWord", &[("REWIND", 1)]),
    ("PredExecWord", &[("PRED_EXEC", 1)]),
    ("CondWriteControl", &[("COND_WRITE", 1)]),
    ("ContextRegRmwOffset", &[("CONTEXT_REG_RMW", 1)]),
    ("RegRmwControl", &[("REG_RMW", 1)]),
    ("AtomicGdsControl", &[("ATOMIC_GDS", 1)]),
    ("AtomicGdsMode", &[("ATOMIC_GDS", 2)]),
    ("AtomicGdsBase", &[("ATOMIC_GDS", 3)]),
    ("AtomicGdsSize", &[("ATOMIC_GDS", 4)]),
    ("AtomicGdsOffsets", &[("ATOMIC_GDS", 5)]),
    ("ScratchRamAddr", &[("SCRATCH_RAM_WRITE", 1)]),
    ("ShRegOffsetWord", &[("SET_SH_REG_OFFSET", 1)]),
    ("IbOffsetWord", &[("SET_SH_REG_OFFSET", 2)]),
    ("DriverDataWord", &[("SET_SH_REG_OFFSET", 3)]),
    ("AttributeIndexWord", &[("INDEX_ATTRIBUTES_INDIRECT", 3)]),
    (
        "LoadRegAddrHi",
        &[
            ("LOAD_CONFIG_REG", 2),
            ("LOAD_SH_REG", 2),
            ("LOAD_CONTEXT_REG", 2),
            ("LOAD_UCONFIG_REG", 2),
        ],
    ),
    ("ShRegIndexOffset", &[("SET_SH_REG_INDEX", 1)]),
    ("CondIbControl", &[("COND_INDIRECT_BUFFER", 1)]),
    (
        "CondIbSize",
        &[("COND_INDIRECT_BUFFER", 10), ("COND_INDIRECT_BUFFER", 13)],
    ),
    ("DumpConstRamOffsetControl", &[("DUMP_CONST_RAM_OFFSET", 1)]),
    (
        "LoadIndexAddrLo",
        &[("LOAD_SH_REG_INDEX", 1), ("LOAD_CONTEXT_REG_INDEX", 1)],
    ),
    (
        "LoadIndexRegOffset",
        &[("LOAD_SH_REG_INDEX", 3), ("LOAD_CONTEXT_REG_INDEX", 3)],
    ),
];

/// More documentation of a word than its places say.
const WORD_DOCS: &[(&str, &str)] = &[
    (
        "AddressHi16",
        "Also the address-high dword (`IB_BASE_HI`, `BOOL_ADDR_HI`, ...) of other packets: address bits \\[47:32\\] in bits \\[15:0\\].",
    ),
    (
        "DmaCommand",
        "Also `CP_DMA` dword 5, whose `SRC/DST_ADDR_SPACE` and `SRC/DST_ADDR_INC` are `SAS`/`DAS` and `SAIC`/`DAIC` here.",
    ),
    (
        "GdsData",
        "Also `RELEASE_MEM` dword 5 with `DATA_SEL = STORE_GDS_DATA`, where the upper half is `NUM_DWORDS`.",
    ),
];

/// Rust field names that are not the spec's, by word: `continue` is a Rust
/// keyword; one `ShRegLoc` serves two differently named dwords, one
/// `CondIbSize` the sizes of both `COND_INDIRECT_BUFFER` branches.
const FIELD_NAMES: &[(&str, &str, &str)] = &[
    ("SetPredicationControl", "CONTINUE", "CONTINUE_PREDICATE"),
    ("ShRegLoc", "BASE_VTX_LOC", "LOC"),
    ("ShRegLoc", "START_INST_LOC", "LOC"),
    ("CondIbSize", "IB_SIZE1", "IB_SIZE"),
    ("CondIbSize", "IB_SIZE2", "IB_SIZE"),
    ("CondIbSize", "CACHE_POLICY1", "CACHE_POLICY"),
    ("CondIbSize", "CACHE_POLICY2", "CACHE_POLICY"),
];

/// Value tables of fields that differ from the spec's `field_values` (`None`:
/// the plain integer): `ATOMIC_MEM` `ENGINE_SEL` is 2 bits, the width of
/// `ENGINE_SEL_ME_PFP_CE` (whose values include `ENGINE_SEL_ME_PFP`'s);
/// `DRAW_INDEX_MULTI_AUTO` `PRIM_TYPE` is 5 bits of the 6-bit
/// `VGT_DI_PRIM_TYPE`; `DUMP_CONST_RAM` and `COND_INDIRECT_BUFFER` list no
/// `field_values` for their cache policies, which are the one of every
/// other packet; gfx6's `ATOMIC_MEM` `ATOM_OP` is gfx7's `ATOMIC_OP` (the
/// spec's note: it takes `TC_OP` values), which `field_values` names only.
const FIELD_TABLES: &[(&str, &str, Option<&str>)] = &[
    ("AtomicMemControl", "ATOM_OP", Some("TC_OP")),
    (
        "AtomicMemControl",
        "ENGINE_SEL",
        Some("ENGINE_SEL_ME_PFP_CE"),
    ),
    ("MultiAutoWord", "PRIM_TYPE", None),
    ("DumpConstRamControl", "CACHE_POLICY", Some("CACHE_POLICY")),
    ("CondIbSize", "CACHE_POLICY1", Some("CACHE_POLICY")),
    (
        "DumpConstRamOffsetControl",
        "CACHE_POLICY",
        Some("CACHE_POLICY"),
    ),
    ("CondIbSize", "CACHE_POLICY2", Some("CACHE_POLICY")),
];

/// Fields of other generations kept on a word: the decoder prints every
/// field of a word, so a stream written for gfx6 still shows its
/// `INVALIDATE_L2`.
const KEPT_FIELDS: &[(&str, &str)] = &[
    ("EventWriteWord", "INVALIDATE_L2"),
    ("EventWriteEopWord", "INVALIDATE_L2"),
];

/// The packet-size constants: (constant, packets, which size). Each is
/// the packet's dwords, header included, from the spec's `size`; a constant
/// naming several packets requires them to agree.
const SIZES: &[(&str, &[&str], Size)] = &[
    ("SET_BASE_DWORDS", &["SET_BASE"], Size::Fixed),
    ("CLEAR_STATE_DWORDS", &["CLEAR_STATE"], Size::Fixed),
    (
        "INDEX_BUFFER_SIZE_DWORDS",
        &["INDEX_BUFFER_SIZE"],
        Size::Fixed,
    ),
    ("DISPATCH_DIRECT_DWORDS", &["DISPATCH_DIRECT"], Size::Fixed),
    (
        "DISPATCH_INDIRECT_DWORDS",
        &["DISPATCH_INDIRECT"],
        Size::Fixed,
    ),
    ("ATOMIC_MEM_DWORDS", &["ATOMIC_MEM"], Size::Fixed),
    ("OCCLUSION_QUERY_DWORDS", &["OCCLUSION_QUERY"], Size::Fixed),
    ("SET_PREDICATION_DWORDS", &["SET_PREDICATION"], Size::Fixed),
    ("COND_EXEC_DWORDS", &["COND_EXEC"], Size::Fixed),
    (
        "DRAW_INDIRECT_DWORDS",
        &["DRAW_INDIRECT", "DRAW_INDEX_INDIRECT"],
        Size::Fixed,
    ),
    ("INDEX_BASE_DWORDS", &["INDEX_BASE"], Size::Fixed),
    ("DRAW_INDEX_2_DWORDS", &["DRAW_INDEX_2"], Size::Fixed),
    ("CONTEXT_CONTROL_DWORDS", &["CONTEXT_CONTROL"], Size::Fixed),
    ("INDEX_TYPE_DWORDS", &["INDEX_TYPE"], Size::Fixed),
    (
        "DRAW_INDIRECT_MULTI_DWORDS",
        &["DRAW_INDIRECT_MULTI", "DRAW_INDEX_INDIRECT_MULTI"],
        Size::Fixed,
    ),
    ("DRAW_INDEX_AUTO_DWORDS", &["DRAW_INDEX_AUTO"], Size::Fixed),
    ("NUM_INSTANCES_DWORDS", &["NUM_INSTANCES"], Size::Fixed),
    (
        "DRAW_INDEX_MULTI_AUTO_DWORDS",
        &["DRAW_INDEX_MULTI_AUTO"],
        Size::Fixed,
    ),
    (
        "INDIRECT_BUFFER_DWORDS",
        &["INDIRECT_BUFFER", "INDIRECT_BUFFER_CONST"],
        Size::Fixed,
    ),
    (
        "STRMOUT_BUFFER_UPDATE_DWORDS",
        &["STRMOUT_BUFFER_UPDATE"],
        Size::Fixed,
    ),
    (
        "DRAW_INDEX_OFFSET_2_DWORDS",
        &["DRAW_INDEX_OFFSET_2"],
        Size::Fixed,
    ),
    ("WRITE_DATA_MAX_DWORDS", &["WRITE_DATA"], Size::MaxData),
    ("MEM_SEMAPHORE_DWORDS", &["MEM_SEMAPHORE"], Size::Fixed),
    ("WAIT_REG_MEM_DWORDS", &["WAIT_REG_MEM"], Size::Fixed),
    ("COPY_DATA_DWORDS", &["COPY_DATA"], Size::Fixed),
    ("CP_DMA_DWORDS", &["CP_DMA"], Size::Fixed),
    ("PFP_SYNC_ME_DWORDS", &["PFP_SYNC_ME"], Size::Fixed),
    ("SURFACE_SYNC_DWORDS", &["SURFACE_SYNC"], Size::Fixed),
    ("EVENT_WRITE_DWORDS", &["EVENT_WRITE"], Size::Default),
    ("EVENT_WRITE_QUERY_DWORDS", &["EVENT_WRITE"], Size::Other),
    ("EVENT_WRITE_EOP_DWORDS", &["EVENT_WRITE_EOP"], Size::Fixed),
    ("EVENT_WRITE_EOS_DWORDS", &["EVENT_WRITE_EOS"], Size::Fixed),
    ("RELEASE_MEM_DWORDS", &["RELEASE_MEM"], Size::Fixed),
    ("PREAMBLE_CNTL_DWORDS", &["PREAMBLE_CNTL"], Size::Fixed),
    ("DMA_DATA_DWORDS", &["DMA_DATA"], Size::Fixed),
    ("ACQUIRE_MEM_DWORDS", &["ACQUIRE_MEM"], Size::Fixed),
    ("LOAD_CONST_RAM_DWORDS", &["LOAD_CONST_RAM"], Size::Fixed),
    (
        "WRITE_CONST_RAM_MAX_DWORDS",
        &["WRITE_CONST_RAM"],
        Size::MaxData,
    ),
    ("DUMP_CONST_RAM_DWORDS", &["DUMP_CONST_RAM"], Size::Fixed),
    (
        "CE_COUNTER_DWORDS",
        &[
            "INCREMENT_CE_COUNTER",
            "INCREMENT_DE_COUNTER",
            "WAIT_ON_CE_COUNTER",
            "WAIT_ON_DE_COUNTER_DIFF",
            "SWITCH_BUFFER",
        ],
        Size::Fixed,
    ),
    ("REWIND_DWORDS", &["REWIND"], Size::Fixed),
    ("PRED_EXEC_DWORDS", &["PRED_EXEC"], Size::Fixed),
    ("DRAW_PREAMBLE_DWORDS", &["DRAW_PREAMBLE"], Size::Fixed),
    ("COND_WRITE_DWORDS", &["COND_WRITE"], Size::Fixed),
    ("CONTEXT_REG_RMW_DWORDS", &["CONTEXT_REG_RMW"], Size::Fixed),
    ("REG_RMW_DWORDS", &["REG_RMW"], Size::Fixed),
    ("ATOMIC_GDS_DWORDS", &["ATOMIC_GDS"], Size::Fixed),
    (
        "SCRATCH_RAM_WRITE_DWORDS",
        &["SCRATCH_RAM_WRITE"],
        Size::Fixed,
    ),
    (
        "SET_SH_REG_OFFSET_DWORDS",
        &["SET_SH_REG_OFFSET"],
        Size::Fixed,
    ),
    (
        "INDEX_ATTRIBUTES_INDIRECT_DWORDS",
        &["INDEX_ATTRIBUTES_INDIRECT"],
        Size::Fixed,
    ),
    (
        "COND_INDIRECT_BUFFER_DWORDS",
        &["COND_INDIRECT_BUFFER"],
        Size::Fixed,
    ),
    (
        "DUMP_CONST_RAM_OFFSET_DWORDS",
        &["DUMP_CONST_RAM_OFFSET"],
        Size::Fixed,
    ),
    ("DRAW_INDEX_MPEG_DWORDS", &["DRAW_INDEX_MPEG"], Size::Fixed),
    (
        "DISPATCH_INDIRECT_MEC_DWORDS",
        &["DISPATCH_INDIRECT"],
        Size::Variant("mec_compute_queue"),
    ),
    (
        "PS4_DRAW_INDIRECT_MULTI_DWORDS",
        &["DRAW_INDIRECT_MULTI", "DRAW_INDEX_INDIRECT_MULTI"],
        Size::Ps4,
    ),
];

/// Which size of a packet a [`SIZES`] constant is.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Size {
    /// The one body size (or this generation's).
    Fixed,
    /// The `default` body size of a packet with several.
    Default,
    /// The size other than `default` (`EVENT_WRITE` with an address).
    Other,
    /// A variable-size packet: the most data dwords after its fixed dwords.
    MaxData,
    /// The body of the packet's named `variants` entry, on its generations.
    Variant(&'static str),
    /// The PS4 driver's body (gfx7 only), from the spec's
    /// `ps4.pm4_differences` entry naming the packets: "modelled with N body
    /// dwords {A, B, ...}" ([`ps4_body_dwords`]).
    Ps4,
}

/// The body dwords `ps4.pm4_differences` gives `packets` (its `packet`
/// names them, joined by ` / `): the `N` of "modelled with N body dwords
/// {...}", checked against the number of dwords the braces list.
fn ps4_body_dwords(spec: &Value, packets: &[&str]) -> Option<u64> {
    let entry = spec["ps4"]["pm4_differences"]
        .as_array()?
        .iter()
        .find(|d| {
            let mut named: Vec<&str> = d["packet"].as_str().unwrap_or("").split(" / ").collect();
            let mut want = packets.to_vec();
            named.sort_unstable();
            want.sort_unstable();
            named == want
        })?;
    let text = entry["difference"].as_str()?;
    let rest = text.split("modelled with ").nth(1)?;
    let (n, rest) = rest.split_once(" body dwords {")?;
    let n: u64 = n.parse().ok()?;
    let (list, _) = rest.split_once('}')?;
    assert_eq!(
        list.split(", ").count() as u64,
        n,
        "{packets:?}: ps4.pm4_differences lists another number of dwords than it states"
    );
    Some(n)
}

/// Packets only another generation has, declared in this generation's file
/// with that generation's layout: the decoder reads them in any stream, and
/// a `for_gfx` buffer of a generation without the opcode refuses them.
const OTHER_GENERATION: &[(&str, &str)] = &[
    ("DUMP_CONST_RAM_OFFSET", "gfx8"),
    ("LOAD_SH_REG_INDEX", "gfx8"),
    ("LOAD_CONTEXT_REG_INDEX", "gfx8"),
    ("DRAW_INDEX_MPEG", "gfx6"),
    ("DRAW_INDEX_IMMD", "gfx6"),
];

/// The spec packet `name` if the generation has it.
fn packet<'a>(spec: &'a Value, name: &str, generation: &str) -> Option<&'a Value> {
    spec["pm4"]["packets"]
        .get(name)
        .filter(|p| on_generation(p, generation))
}

/// The spec packet `name` and the generation whose layout of it the
/// generation's files declare: its own, or the one [`OTHER_GENERATION`] names.
fn declared_layout<'a>(
    spec: &'a Value,
    name: &str,
    generation: &'a str,
) -> Option<(&'a Value, &'a str)> {
    if let Some(p) = packet(spec, name, generation) {
        return Some((p, generation));
    }
    let (_, other) = OTHER_GENERATION.iter().find(|(n, _)| *n == name)?;
    packet(spec, name, other).map(|p| (p, *other))
}

/// The body dwords of a packet on `generation`.
fn body<'a>(packet: &'a Value, generation: &str) -> Vec<&'a Value> {
    packet
        .get("body")
        .or_else(|| {
            packet
                .get("body_by_generation")
                .and_then(|b| b.get(generation))
        })
        .and_then(Value::as_array)
        .map(|b| b.iter().collect())
        .unwrap_or_default()
}

/// A size constant's value and what the spec says it is, or `None` if the
/// generation lacks one of its packets.
fn size_of(
    spec: &Value,
    (name, packets, which): &(&str, &[&str], Size),
    generation: &str,
) -> Option<(usize, String)> {
    let count_bits = spec["pm4"]["type3_header"]["fields"]
        .as_array()
        .expect("type3_header.fields")
        .iter()
        .find(|f| f["name"] == "COUNT")
        .and_then(|f| f["width"].as_u64())
        .expect("type3_header COUNT width");
    let mut value = None;
    for p in *packets {
        let (packet, generation) = declared_layout(spec, p, generation)?;
        let size = &packet["size"]["body_dwords"];
        let body_dwords = match which {
            Size::Fixed => size
                .as_u64()
                .or_else(|| size.get(generation).and_then(Value::as_u64)),
            Size::Default => size.get("default").and_then(Value::as_u64),
            Size::Other => size
                .as_object()
                .and_then(|o| o.iter().find(|(k, _)| *k != "default"))
                .and_then(|(_, v)| v.as_u64()),
            Size::MaxData => {
                assert_eq!(size, "variable", "{name}: {p} is not variable");
                let fixed = body(packet, generation).len() as u64;
                Some((1u64 << count_bits) - fixed)
            }
            Size::Variant(v) => {
                let variant = &packet["variants"][v];
                if !on_generation(variant, generation) {
                    return None;
                }
                Some(variant["body"].as_array().expect("variant body").len() as u64)
            }
            Size::Ps4 => {
                if generation != "gfx7" {
                    return None;
                }
                ps4_body_dwords(spec, packets)
            }
        };
        let body_dwords = body_dwords.unwrap_or_else(|| panic!("{name}: no size of {p}"));
        let v = if *which == Size::MaxData {
            body_dwords
        } else {
            body_dwords + 1
        };
        assert!(
            value.is_none_or(|x| x == v),
            "{name}: the packets differ in size"
        );
        value = Some(v);
    }
    let names: Vec<String> = packets.iter().map(|p| format!("`{p}`")).collect();
    let doc = match which {
        Size::MaxData => format!(
            "Most data dwords one {} carries (a {count_bits}-bit `COUNT` less the fixed body dwords).",
            names.join(", ")
        ),
        Size::Other => format!(
            "Dwords of {} with an address, header included.",
            names.join(", ")
        ),
        Size::Default => format!(
            "Dwords of {} without an address, header included.",
            names.join(", ")
        ),
        Size::Fixed => format!("Dwords of {}, header included.", names.join(", ")),
        Size::Variant(v) => format!(
            "Dwords of {} in the form the spec's `variants.{v}` lays out, header included.",
            names.join(", ")
        ),
        Size::Ps4 => format!(
            "Dwords of {} as the PS4 driver writes them (the spec's `ps4.pm4_differences`), header included.",
            names.join(", ")
        ),
    };
    value.map(|v| (v as usize, doc))
}

/// A generated word: its Rust name, the places it is the layout of and its fields.
pub(crate) struct Word {
    pub(crate) name: String,
    pub(crate) places: Vec<(String, u64)>,
    pub(crate) fields: Vec<Field>,
    /// The dword notes of the spec.
    notes: Vec<String>,
}

/// The fields of body dword `dw` of packet `name` on `generation`, named
/// and typed as the Rust word `word` has them.
fn word_fields(
    spec: &Value,
    word: &str,
    name: &str,
    dw: u64,
    generation: &str,
) -> Option<(Vec<Field>, Option<String>)> {
    let (packet, generation) = declared_layout(spec, name, generation)?;
    let dword = body(packet, generation)
        .into_iter()
        .find(|d| d["dw"].as_u64() == Some(dw))?;
    let list = dword
        .get("fields_by_generation")
        .and_then(|g| g.get(generation))
        .unwrap_or(&dword["fields"]);
    let field_values = packet.get("field_values");
    let mut fields: Vec<Field> = list
        .as_array()
        .expect("fields")
        .iter()
        .filter(|f| {
            on_generation(f, generation)
                || KEPT_FIELDS
                    .iter()
                    .any(|(w, n)| *w == word && f["name"] == *n)
        })
        .map(|f| {
            let spec_name = f["name"].as_str().expect("field name");
            let table = match FIELD_TABLES
                .iter()
                .find(|(w, n, _)| *w == word && *n == spec_name)
            {
                Some((.., t)) => t.map(str::to_string),
                None => field_values
                    .and_then(|v| v.get(spec_name))
                    .and_then(Value::as_str)
                    .filter(|t| {
                        t.ends_with(" (register enum)") || spec["pm4"]["enums"].get(*t).is_some()
                    })
                    .map(|t| t.trim_end_matches(" (register enum)").to_string()),
            };
            let rust = FIELD_NAMES
                .iter()
                .find(|(w, n, _)| *w == word && *n == spec_name)
                .map_or(spec_name, |(.., r)| *r);
            Field {
                name: rust.to_string(),
                lsb: f["lsb"].as_u64().expect("lsb") as u32,
                width: f["width"].as_u64().expect("width") as u32,
                enum_name: table,
                gens: None,
            }
        })
        .collect();
    fields.sort_by_key(|f| f.lsb);
    let note = dword
        .get("note")
        .and_then(Value::as_str)
        .map(str::to_string);
    Some((fields, note))
}

/// The `(packet, body dword)` places of a word.
type Places = &'static [(&'static str, u64)];

/// Words whose dwords a generation numbers otherwise than [`WORDS`] (a
/// naming, not a hardware fact: which Rust word a spec dword is): gfx6's
/// `COND_EXEC` has no `CONTROL` dword, and its `EXEC_COUNT` dword is the
/// third (`tests/pm4/spec.rs` checks every per-generation word's fields
/// against the spec).
const PLACES_ON: &[(&str, &str, Places)] = &[
    ("CondExecControl", "gfx6", &[]),
    ("CondExecCount", "gfx6", &[("COND_EXEC", 3)]),
];

/// The places of word `name` on `generation`: [`PLACES_ON`]'s, else [`WORDS`]'s.
fn places_on<'a>(
    name: &str,
    places: &'a [(&'a str, u64)],
    generation: &str,
) -> &'a [(&'a str, u64)] {
    PLACES_ON
        .iter()
        .find(|(w, g, _)| *w == name && *g == generation)
        .map_or(places, |(.., p)| *p)
}

/// The packet field words of `generation` ([`WORDS`] whose packets it has).
pub(crate) fn words(spec: &Value, generation: &str) -> Vec<Word> {
    let mut out = Vec::new();
    for (name, places) in WORDS {
        let mut word: Option<Word> = None;
        for (packet, dw) in places_on(name, places, generation) {
            let Some((fields, note)) = word_fields(spec, name, packet, *dw, generation) else {
                continue;
            };
            let w = word.get_or_insert_with(|| Word {
                name: name.to_string(),
                places: Vec::new(),
                fields: fields.clone(),
                notes: Vec::new(),
            });
            assert!(
                w.fields == fields,
                "{name}: {packet} dword {dw} differs from {:?}",
                w.places
            );
            w.places.push((packet.to_string(), *dw));
            if let Some(n) = note.filter(|n| !w.notes.contains(n)) {
                w.notes.push(n);
            }
        }
        out.extend(word);
    }
    out
}

/// The packet headers: (Rust name, spec key, what the word is).
const HEADERS: &[(&str, &str, &str)] = &[
    (
        "Type3Header",
        "type3_header",
        "The type-3 packet header (dword 0 of every packet).",
    ),
    (
        "Type0Header",
        "type0_header",
        "The type-0 header: writes `COUNT + 1` consecutive registers (privileged; never emitted by this writer, kept for decoders).",
    ),
];

/// Header fields named or typed otherwise than the spec says: `TYPE` is a
/// Rust keyword and takes the `PACKET_TYPE` table; `OPCODE` is an [`Opcode`].
const HEADER_FIELDS: &[(&str, &str, &str)] = &[
    ("TYPE", "PACKET_TYPE", "PACKET_TYPE"),
    ("OPCODE", "OPCODE", "Opcode"),
];

/// The header words of `generation`: (Rust name, doc, fields).
pub(crate) fn headers(
    spec: &Value,
    generation: &str,
) -> Vec<(&'static str, &'static str, Vec<Field>)> {
    HEADERS
        .iter()
        .map(|(name, key, doc)| {
            let mut fields = fields_on(&spec["pm4"][*key], generation);
            for f in &mut fields {
                if let Some((_, rust, table)) = HEADER_FIELDS.iter().find(|(n, ..)| *n == f.name) {
                    f.name = (*rust).to_string();
                    f.enum_name = Some((*table).to_string());
                }
            }
            (*name, *doc, resolve_overlaps(key, generation, fields))
        })
        .collect()
}

/// The `CP_COHER_CNTL` layout the `COHER_CNTL` packet field takes (the
/// spec's `field_values` names the register): the register's fields on
/// `generation` that fit the 31-bit packet field.
pub(crate) fn coher_cntl(spec: &Value, generation: &str) -> Option<(String, Vec<Field>)> {
    let layout = packet(spec, "ACQUIRE_MEM", generation)
        .or_else(|| packet(spec, "SURFACE_SYNC", generation))?["field_values"]["COHER_CNTL"]
        .as_str()?;
    let register = layout.strip_prefix("bit layout of register ")?;
    let reg = spec["registers"]
        .as_array()?
        .iter()
        .find(|r| r["name"] == register && super::codegen::on_generation(r, generation))?;
    let fields = fields_on(reg, generation)
        .into_iter()
        .filter(|f| f.lsb + f.width <= 31)
        .collect();
    Some((register.to_string(), fields))
}

/// Generations as the opcode docs list them: `gfx6-gfx8`, `gfx7, gfx8`, `gfx6`.
fn generation_list(g: &[&str]) -> String {
    if g.len() > 2 {
        format!("{}-{}", g[0], g[g.len() - 1])
    } else {
        g.join(", ")
    }
}

/// The body layout of `packet` on `generation` as `(dw, lsb, width)`
/// triples (names aside: the AMD header renames some fields per generation).
fn layout(packet: &Value, generation: &str) -> Vec<(u64, u64, u64)> {
    let mut bits: Vec<(u64, u64, u64)> = body(packet, generation)
        .iter()
        .flat_map(|dw| {
            let at = dw["dw"].as_u64().expect("body dw");
            dw["fields"]
                .as_array()
                .into_iter()
                .flatten()
                .filter(move |f| on_generation(f, generation))
                .map(move |f| {
                    let n = |k: &str| f[k].as_u64().expect("field lsb/width");
                    (at, n("lsb"), n("width"))
                })
        })
        .collect();
    bits.sort_unstable();
    bits
}

/// Whether `packet`'s `body_by_generation` layout on `generation` reads as
/// gfx7's: the same body dwords, and every field of either that overlaps a
/// field of the other at the same bits (names aside). A generation lacking
/// some of gfx7's fields (gfx6's `ATOMIC_MEM` dword 1) qualifies: the fields
/// only some generations have become [`PACKET_FIELDS`] rows.
fn gfx7_compatible(packet: &Value, generation: &str) -> bool {
    let dws = |g: &str| -> Vec<u64> {
        body(packet, g)
            .iter()
            .map(|d| d["dw"].as_u64().expect("body dw"))
            .collect()
    };
    let (mine, gfx7) = (layout(packet, generation), layout(packet, "gfx7"));
    let overlaps =
        |a: &(u64, u64, u64), b: &(u64, u64, u64)| a.0 == b.0 && a.1 < b.1 + b.2 && b.1 < a.1 + a.2;
    dws(generation) == dws("gfx7")
        && mine
            .iter()
            .all(|a| gfx7.iter().all(|b| !overlaps(a, b) || a == b))
}

/// The spec's generations in its order: generation `i` is bit `i` of the
/// generation masks the generated code holds.
fn spec_generations(spec: &Value) -> Vec<&str> {
    spec["generations"]
        .as_array()
        .expect("generations")
        .iter()
        .filter_map(Value::as_str)
        .collect()
}

/// The mask bit of generation `g` among `gens`.
fn generation_bit(gens: &[&str], g: &str) -> u64 {
    1u64 << gens.iter().position(|x| *x == g).expect("known generation")
}

/// How the generation mask bits read in docs: `bit 0 gfx6, bit 1 gfx7, ...`.
fn bit_order_doc(gens: &[&str]) -> String {
    gens.iter()
        .enumerate()
        .map(|(i, g)| format!("bit {i} {g}"))
        .collect::<Vec<_>>()
        .join(", ")
}

/// `Opcode::generation_bits` and `Opcode::gfx7_layout_bits`: per opcode
/// value, the generations the spec lists it on, and those whose body layout
/// (`body_by_generation`) is the gfx7 one the writer encodes; one bit per
/// spec generation in the spec's order.
fn emit_generation_bits(
    out: &mut String,
    spec: &Value,
    ops: &[(u64, &str, Vec<&str>, Vec<&str>)],
    others: &[(u64, &str, &str)],
) {
    let gens = spec_generations(spec);
    let gfx7 = gens.iter().position(|g| *g == "gfx7").expect("gfx7");
    let bits_of = |list: &mut dyn Iterator<Item = &str>| -> u64 {
        list.map(|g| generation_bit(&gens, g)).fold(0, |a, b| a | b)
    };
    let mut on: BTreeMap<u64, u64> = BTreeMap::new();
    let mut same: BTreeMap<u64, u64> = BTreeMap::new();
    for (value, name, list, _) in ops {
        *on.entry(*value).or_default() |= bits_of(&mut list.iter().copied());
        let packet = &spec["pm4"]["packets"][*name];
        if packet.get("body_by_generation").is_some() {
            let keep = bits_of(&mut gens.iter().copied().filter(|g| gfx7_compatible(packet, g)));
            *same.entry(*value).or_insert(u64::MAX) &= keep;
        }
    }
    // The other-source opcodes are known from the PS4 (gfx7) driver only.
    for (value, ..) in others {
        *on.entry(*value).or_default() |= 1 << gfx7;
    }
    let arms = |map: &BTreeMap<u64, u64>| -> String {
        let mut by_bits: BTreeMap<u64, Vec<String>> = BTreeMap::new();
        for (value, bits) in map {
            by_bits
                .entry(*bits)
                .or_default()
                .push(format!("0x{value:02X}"));
        }
        by_bits
            .iter()
            .map(|(bits, values)| format!("{} => 0b{bits:03b},\n", values.join(" | ")))
            .collect()
    };
    let order = bit_order_doc(&gens);
    let all = (1u64 << gens.len()) - 1;
    // The gfx7 layout everywhere is the catch-all arm.
    same.retain(|_, bits| *bits != all);
    writeln!(
        out,
        "impl Opcode {{\n/// The generations the spec lists the opcode on, one bit each ({order}); the\n\
         /// opcodes known only from the PS4 driver count as gfx7; 0 for a value the spec does not list.\n\
         #[inline]\n\
         pub const fn generation_bits(self) -> u8 {{\nmatch self.into_bits() {{\n{}_ => 0,\n}}\n}}\n\n\
         /// The generations (bits as [`Opcode::generation_bits`]) on which the opcode's body layout\n\
         /// is the gfx7 one: all but where the spec's `body_by_generation` differs from gfx7's\n\
         /// (other dwords, or a field at other bits; fields gfx7 has and another generation\n\
         /// lacks are [`PACKET_FIELDS`] rows).\n\
         #[inline]\n\
         pub const fn gfx7_layout_bits(self) -> u8 {{\nmatch self.into_bits() {{\n{}_ => 0b{all:03b},\n}}\n}}\n}}\n",
        arms(&on),
        arms(&same)
    )
    .unwrap();
}

/// `PACKET_FIELDS`: every packet field the spec gives only some
/// generations, as rows (packet, body dword, name, bits, generations). A
/// dword's `fields` with a `generations` list other than all of them give
/// one row each; a dword with `fields_by_generation` gives, layout by layout
/// (`generation`'s first, then the others in spec order), each field that
/// not every generation has at the same bits, once. A `body_by_generation`
/// packet whose layouts all read as gfx7's ([`gfx7_compatible`]) gives the
/// same by bits alone (the AMD header renames some fields per generation),
/// named as the first generation in that order that has the field; one
/// with another layout somewhere is refused whole there and gives none.
/// Packets by spec name; dwords with a number. Opcode 0x3F's
/// rows are the 3-dword `INDIRECT_BUFFER`'s (`COND_INDIRECT_BUFFER` shares
/// the value and has none).
fn emit_packet_fields(out: &mut String, spec: &Value, generation: &str) {
    let gens = spec_generations(spec);
    let all = (1u64 << gens.len()) - 1;
    let bit = |g: &str| generation_bit(&gens, g);
    let mut order: Vec<&str> = vec![generation];
    order.extend(gens.iter().copied().filter(|g| *g != generation));
    let opcodes: Vec<&str> = spec["pm4"]["opcodes"]
        .as_array()
        .expect("pm4.opcodes")
        .iter()
        .filter_map(|o| o["name"].as_str())
        .collect();
    let bits = |f: &Value| {
        let n = |k: &str| f[k].as_u64().expect("field lsb/width");
        (n("lsb"), n("width"))
    };
    fn field_name(f: &Value) -> &str {
        f["name"].as_str().expect("field name")
    }
    // (packet, dword, name, lsb, width, generation bits)
    let mut rows: Vec<(&str, u64, &str, u64, u64, u64)> = Vec::new();
    for (name, packet) in spec["pm4"]["packets"].as_object().expect("pm4.packets") {
        let before = rows.len();
        if let Some(by) = packet.get("body_by_generation").and_then(Value::as_object) {
            // A layout that reads as gfx7's on every generation it has
            // (`ATOMIC_MEM`): each field (by bits, named as the first
            // generation of `order` names it) that not all of them have.
            let have: Vec<&str> = order
                .iter()
                .copied()
                .filter(|g| by.contains_key(*g))
                .collect();
            if have.iter().all(|g| gfx7_compatible(packet, g)) {
                let named = |g: &str| -> Vec<(u64, &str, u64, u64)> {
                    body(packet, g)
                        .iter()
                        .flat_map(|dw| {
                            let at = dw["dw"].as_u64().expect("body dw");
                            dw["fields"].as_array().into_iter().flatten().map(move |f| {
                                let (lsb, width) = bits(f);
                                (at, field_name(f), lsb, width)
                            })
                        })
                        .collect()
                };
                let every = have.iter().fold(0, |a, g| a | bit(g));
                let mut seen: Vec<(u64, u64, u64)> = Vec::new();
                for g in &have {
                    for (at, field, lsb, width) in named(g) {
                        if seen.contains(&(at, lsb, width)) {
                            continue;
                        }
                        seen.push((at, lsb, width));
                        let on = have
                            .iter()
                            .filter(|x| layout(packet, x).contains(&(at, lsb, width)))
                            .fold(0, |a, x| a | bit(x));
                        if on != every {
                            rows.push((name, at, field, lsb, width, on));
                        }
                    }
                }
            }
        }
        let Some(body) = packet.get("body").and_then(Value::as_array) else {
            if rows.len() > before {
                assert!(
                    opcodes.contains(&name.as_str()),
                    "{name}: per-generation fields, but not an opcode name"
                );
            }
            continue;
        };
        for dw in body {
            let Some(at) = dw.get("dw").and_then(Value::as_u64) else {
                continue;
            };
            if let Some(by) = dw.get("fields_by_generation") {
                let layout = |g: &str| -> Vec<(&str, u64, u64)> {
                    by[g]
                        .as_array()
                        .unwrap_or_else(|| panic!("{name} dw{at}: no {g} layout"))
                        .iter()
                        .map(|f| {
                            let (lsb, width) = bits(f);
                            (field_name(f), lsb, width)
                        })
                        .collect()
                };
                let mut seen: Vec<(&str, u64, u64)> = Vec::new();
                for g in &order {
                    for field in layout(g) {
                        if seen.contains(&field) {
                            continue;
                        }
                        seen.push(field);
                        let on = gens
                            .iter()
                            .filter(|x| layout(x).contains(&field))
                            .fold(0, |a, x| a | bit(x));
                        if on != all {
                            rows.push((name, at, field.0, field.1, field.2, on));
                        }
                    }
                }
            } else {
                for f in dw["fields"].as_array().into_iter().flatten() {
                    let Some(list) = f.get("generations").and_then(Value::as_array) else {
                        continue;
                    };
                    let on = list
                        .iter()
                        .map(|g| bit(g.as_str().expect("generation")))
                        .fold(0, |a, b| a | b);
                    if on != all {
                        let (lsb, width) = bits(f);
                        rows.push((name, at, field_name(f), lsb, width, on));
                    }
                }
            }
        }
        if rows.len() > before {
            assert!(
                opcodes.contains(&name.as_str()),
                "{name}: per-generation fields, but not an opcode name"
            );
            assert!(
                name != "COND_INDIRECT_BUFFER",
                "COND_INDIRECT_BUFFER has per-generation fields; absent_field reads 0x3F as INDIRECT_BUFFER"
            );
        }
    }
    let order_doc = bit_order_doc(&gens);
    writeln!(
        out,
        "/// A packet field the spec gives only some generations (a row of [`PACKET_FIELDS`]).\n\
         #[derive(Clone, Copy, Debug, PartialEq, Eq)]\npub struct PacketField {{\n\
         /// The packet.\npub opcode: Opcode,\n\
         /// The packet dword holding the field (the spec's `dw`: 1 is the first body dword).\npub dword: u8,\n\
         /// AMD's name of the field.\npub name: &'static str,\n\
         /// The field's bits in the dword.\npub mask: u32,\n\
         /// The generations that have it, one bit each ({order_doc}, as [`Opcode::generation_bits`]).\n\
         pub generations: u8,\n}}\n\n\
         /// Every packet field the spec gives only some generations (`pm4.packets.*.body[]`: `fields`\n\
         /// with their `generations`, or each `fields_by_generation` layout's fields that not every\n\
         /// generation has at the same bits, or, for a `body_by_generation` whose layouts all read as\n\
         /// gfx7's, the fields by bits that not every generation has), by packet and dword.\n\
         #[rustfmt::skip]\npub const PACKET_FIELDS: [PacketField; {}] = [",
        rows.len()
    )
    .unwrap();
    for (packet, dword, name, lsb, width, on) in &rows {
        let mask = ((1u64 << width) - 1) << lsb;
        assert!(mask <= u64::from(u32::MAX), "{packet} {name}: bits past 31");
        writeln!(
            out,
            "    field(Opcode::{packet}, {dword}, \"{name}\", 0x{:04X}_{:04X}, 0b{on:03b}), // [{}:{lsb}]",
            mask >> 16,
            mask & 0xFFFF,
            lsb + width - 1
        )
        .unwrap();
    }
    writeln!(
        out,
        "];\n\n/// One [`PACKET_FIELDS`] row.\n\
         const fn field(opcode: Opcode, dword: u8, name: &'static str, mask: u32, generations: u8) -> PacketField {{\n\
         PacketField {{ opcode, dword, name, mask, generations }}\n}}\n"
    )
    .unwrap();
}

/// Register fields some generation has although the spec's register entry
/// for it gives none at those bits: (register, field, generation, evidence).
/// gfx6's `CP_COHER_CNTL` (config `0x85F0`) has no field at bit 16 in the
/// spec; Mesa's `gfx6.json` gives it `TC_VOL_ACTION_ENA`.
const FIELDS_BEYOND_SPEC: &[(&str, &str, &str, &str)] = &[(
    "CP_COHER_CNTL",
    "TC_VOL_ACTION_ENA",
    "gfx6",
    "Mesa's `gfx6.json` `CP_COHER_CNTL`",
)];

/// Packet fields whose value table gives some values only some generations
/// (`generations` on the value) and whose other generations use the number
/// for nothing: (packet, field). The rows are those values' bits.
const VALUE_ROWS: &[(&str, &str)] = &[("INDEX_TYPE", "INDEX_TYPE")];

/// A row of `COHER_CNTL_FIELDS` / `INDEX_TYPE_8` as written:
/// (packet, dword, name, mask, generation bits).
type Row = (String, u64, String, u64, u64);

/// The rows of the `COHER_CNTL` dword of every packet whose field values
/// give it the bit layout of register `CP_COHER_CNTL` (by opcode): each
/// field the spec's `CP_COHER_CNTL` entries give only some of their
/// generations (`generations` on the field), within the packet field's
/// bits, with the generations whose own entry has a field at those bits
/// (names aside), plus [`FIELDS_BEYOND_SPEC`].
pub(crate) fn coher_cntl_rows(spec: &Value) -> Vec<Row> {
    let gens = spec_generations(spec);
    let registers: Vec<&Value> = spec["registers"]
        .as_array()
        .expect("registers")
        .iter()
        .filter(|r| r["name"] == "CP_COHER_CNTL")
        .collect();
    let layout_on = |g: &str| -> Vec<(u32, u32)> {
        registers
            .iter()
            .find(|r| super::codegen::on_generation(r, g))
            .map(|r| fields_on(r, g).iter().map(|f| (f.lsb, f.width)).collect())
            .unwrap_or_default()
    };
    let mut candidates: Vec<(String, u32, u32)> = Vec::new();
    for r in &registers {
        for f in r["fields"].as_array().into_iter().flatten() {
            if f.get("generations").is_none() {
                continue;
            }
            let n = |k: &str| f[k].as_u64().expect("lsb/width") as u32;
            let name = f["name"].as_str().expect("field name").to_string();
            if !candidates
                .iter()
                .any(|c| c.1 == n("lsb") && c.2 == n("width"))
            {
                candidates.push((name, n("lsb"), n("width")));
            }
        }
    }
    candidates.sort_by_key(|c| c.1);
    let mut packets: Vec<(u64, &str, u64, u64, u64)> = Vec::new();
    for (name, packet) in spec["pm4"]["packets"].as_object().expect("pm4.packets") {
        if packet["field_values"]["COHER_CNTL"] != "bit layout of register CP_COHER_CNTL" {
            continue;
        }
        let (opcode, (dw, lsb, width)) = (
            packet_opcode(packet),
            body_field(name, packet, "COHER_CNTL"),
        );
        packets.push((opcode, name, dw, lsb, width));
    }
    packets.sort_by_key(|p| p.0);
    let mut rows = Vec::new();
    for (_, packet, dw, lsb, width) in packets {
        for (field, f_lsb, f_width) in &candidates {
            let (f_lsb, f_width) = (u64::from(*f_lsb), u64::from(*f_width));
            if f_lsb < lsb || f_lsb + f_width > lsb + width {
                continue;
            }
            let beyond = |g: &str| {
                FIELDS_BEYOND_SPEC
                    .iter()
                    .any(|b| b.0 == "CP_COHER_CNTL" && b.1 == field && b.2 == g)
            };
            let on = gens
                .iter()
                .filter(|g| layout_on(g).contains(&(f_lsb as u32, f_width as u32)) || beyond(g))
                .fold(0, |a, g| a | generation_bit(&gens, g));
            let mask = ((1u64 << f_width) - 1) << f_lsb;
            rows.push((packet.to_string(), dw, field.clone(), mask, on));
        }
    }
    rows
}

/// The [`VALUE_ROWS`] rows: for each value the field's table gives only
/// some generations, a row of the value's bits no value of every
/// generation sets, named as the value.
pub(crate) fn value_rows(spec: &Value) -> Vec<Row> {
    let gens = spec_generations(spec);
    let all = (1u64 << gens.len()) - 1;
    let mut rows = Vec::new();
    for (packet, field) in VALUE_ROWS {
        let p = &spec["pm4"]["packets"][*packet];
        let (dw, lsb) = p["body"]
            .as_array()
            .expect("body")
            .iter()
            .find_map(|dw| {
                let f = dw["fields"]
                    .as_array()?
                    .iter()
                    .find(|f| f["name"] == *field)?;
                Some((dw["dw"].as_u64()?, f["lsb"].as_u64()?))
            })
            .unwrap_or_else(|| panic!("{packet}: no field {field}"));
        let table = p["field_values"][*field].as_str().expect("field table");
        let table = table.strip_suffix(" (register enum)").unwrap_or(table);
        let values = spec_table(spec, table)["values"]
            .as_array()
            .expect("values");
        let on = |v: &Value| -> u64 {
            match v.get("generations").and_then(Value::as_array) {
                Some(list) => list
                    .iter()
                    .map(|g| generation_bit(&gens, g.as_str().expect("generation")))
                    .fold(0, |a, b| a | b),
                None => all,
            }
        };
        let common = values
            .iter()
            .filter(|v| on(v) == all)
            .fold(0, |m, v| m | v["value"].as_u64().expect("value"));
        for v in values.iter().filter(|v| on(v) != all) {
            let value = v["value"].as_u64().expect("value");
            assert!(
                values
                    .iter()
                    .filter(|o| o["value"] == v["value"])
                    .all(|o| on(o) & !on(v) == 0 || o == v),
                "{table}: {value} is another value on other generations"
            );
            let mask = (value & !common) << lsb;
            assert!(mask != 0, "{table}: {value} sets only common bits");
            let name = v["name"].as_str().expect("value name").to_string();
            rows.push((packet.to_string(), dw, name, mask, on(v)));
        }
    }
    rows
}

/// Value tables whose per-generation values the bits of a value cannot
/// tell apart (a value only some generations have sets no bit the values of
/// every generation leave clear): every packet field the spec gives one of
/// these tables (`field_values`) gets a row per such value, matched by value.
const VALUE_MATCH_TABLES: &[&str] = &["VGT_EVENT_TYPE"];

/// A row of `EVENT_TYPE_VALUES` as written: the row (the field's bits, named
/// as the value, on the generations whose table has the value) and the
/// value in place.
type ValueRow = (Row, u64);

/// The [`VALUE_MATCH_TABLES`] rows: for each packet field whose
/// `field_values` names one of the tables (by opcode), and each value of the
/// table that some generation's table has no entry for, a row of the
/// field's bits with the value in place, on the generations that list the
/// value.
pub(crate) fn value_match_rows(spec: &Value) -> Vec<ValueRow> {
    let gens = spec_generations(spec);
    let all = (1u64 << gens.len()) - 1;
    let on = |v: &Value| -> u64 {
        match v.get("generations").and_then(Value::as_array) {
            Some(list) => list
                .iter()
                .map(|g| generation_bit(&gens, g.as_str().expect("generation")))
                .fold(0, |a, b| a | b),
            None => all,
        }
    };
    let mut packets: Vec<(u64, &str, u64, u64, u64, &str)> = Vec::new();
    for (name, packet) in spec["pm4"]["packets"].as_object().expect("pm4.packets") {
        let Some(tables) = packet["field_values"].as_object() else {
            continue;
        };
        for (field, table) in tables {
            let table = table.as_str().unwrap_or_default();
            let table = table.strip_suffix(" (register enum)").unwrap_or(table);
            if !VALUE_MATCH_TABLES.contains(&table) {
                continue;
            }
            let opcode = packet_opcode(packet);
            let (dw, lsb, width) = body_field(name, packet, field);
            packets.push((opcode, name, dw, lsb, width, table));
        }
    }
    packets.sort_by_key(|p| (p.0, p.2, p.3));
    let mut rows = Vec::new();
    for (_, packet, dw, lsb, width, table) in packets {
        let values = spec_table(spec, table)["values"]
            .as_array()
            .expect("values");
        let mut numbers: Vec<u64> = values
            .iter()
            .map(|v| v["value"].as_u64().expect("value"))
            .collect();
        numbers.sort_unstable();
        numbers.dedup();
        for number in numbers {
            let listed: Vec<&Value> = values.iter().filter(|v| v["value"] == number).collect();
            let gens_on = listed.iter().fold(0, |m, v| m | on(v));
            if gens_on == all {
                continue;
            }
            let [v] = listed.as_slice() else {
                panic!("{table}: {number} has several names but not on every generation");
            };
            assert!(number < 1 << width, "{table}: {number} wider than {packet}");
            let mask = ((1u64 << width) - 1) << lsb;
            let name = v["name"].as_str().expect("value name").to_string();
            rows.push(((packet.to_string(), dw, name, mask, gens_on), number << lsb));
        }
    }
    rows
}

/// `COHER_CNTL_FIELDS` ([`coher_cntl_rows`]) and `INDEX_TYPE_8`
/// ([`value_rows`]): the per-generation bits of packet fields the packet
/// body gives as one field, so not [`PACKET_FIELDS`] rows.
fn emit_value_fields(out: &mut String, spec: &Value) {
    let expr = |(packet, dword, name, mask, on): &Row| {
        format!(
            "field(Opcode::{packet}, {dword}, \"{name}\", 0x{:04X}_{:04X}, 0b{on:03b})",
            mask >> 16,
            mask & 0xFFFF
        )
    };
    let bits = |mask: u64| format!("[{}:{}]", 63 - mask.leading_zeros(), mask.trailing_zeros());
    let beyond: Vec<String> = FIELDS_BEYOND_SPEC
        .iter()
        .map(|(register, field, g, evidence)| {
            format!("{g}'s `{field}` ({evidence}; the spec's {g} `{register}` has no field there)")
        })
        .collect();
    let coher = coher_cntl_rows(spec);
    writeln!(
        out,
        "/// The `COHER_CNTL` bits (`SURFACE_SYNC` and `ACQUIRE_MEM` dword 1, the bit layout of\n\
         /// `CP_COHER_CNTL`) that some generations' `CP_COHER_CNTL` give a field and others do not:\n\
         /// the fields the spec's `CP_COHER_CNTL` entries give only some of their generations, with\n\
         /// the generations whose own entry has a field at those bits. The packet body gives the\n\
         /// dword as one field, so these rows are not in [`PACKET_FIELDS`]. Beyond the spec:\n\
         /// {}.\n\
         #[rustfmt::skip]\npub static COHER_CNTL_FIELDS: [PacketField; {}] = [",
        beyond.join(", "),
        coher.len()
    )
    .unwrap();
    for r in &coher {
        writeln!(out, "    {}, // {}", expr(r), bits(r.3)).unwrap();
    }
    writeln!(out, "];\n").unwrap();
    let values = value_rows(spec);
    let [index8] = values.as_slice() else {
        panic!("one INDEX_TYPE value row expected, got {}", values.len());
    };
    assert_eq!(index8.2, "VGT_INDEX_8");
    writeln!(
        out,
        "/// `INDEX_TYPE` dword 1 with `INDEX_TYPE` = `VGT_INDEX_8` (8-bit indices): the value the spec's\n\
         /// `VGT_INDEX_TYPE_MODE` gives only some generations, as the bits of it no value of every\n\
         /// generation sets ({}).\n\
         pub static INDEX_TYPE_8: PacketField = {};\n",
        bits(index8.3).replace('[', "\\[").replace(']', "\\]"),
        expr(index8)
    )
    .unwrap();
    let matched = value_match_rows(spec);
    writeln!(
        out,
        "/// A packet field value some generations' value table lacks: the row (the field's bits, named\n\
         /// as the value, on the generations that have the value) and the value in place. Set when\n\
         /// the field's bits hold exactly [`value`](Self::value).\n\
         #[derive(Clone, Copy, Debug, PartialEq, Eq)]\npub struct PacketValue {{\n\
         /// The field's bits, the value's name and the generations with the value.\npub field: PacketField,\n\
         /// The value, at the field's bits.\npub value: u32,\n}}\n\n\
         /// The `EVENT_TYPE` values (`EVENT_WRITE`, `EVENT_WRITE_EOP`, `EVENT_WRITE_EOS`, `RELEASE_MEM`\n\
         /// dword 1, the table `VGT_EVENT_TYPE`) that not every generation's table has, with the\n\
         /// generations that list them (values whose bits no value of every generation leaves clear,\n\
         /// so matched by value, not by bits).\n\
         #[rustfmt::skip]\npub static EVENT_TYPE_VALUES: [PacketValue; {}] = [",
        matched.len()
    )
    .unwrap();
    for (row, value) in &matched {
        writeln!(
            out,
            "    PacketValue {{ field: {}, value: 0x{:04X}_{:04X} }}, // {} = {}",
            expr(row),
            value >> 16,
            value & 0xFFFF,
            row.2,
            value >> row.3.trailing_zeros()
        )
        .unwrap();
    }
    writeln!(out, "];\n").unwrap();
}

/// The generated file `packets.rs` of `generation`/// The generated file `packets.rs` of `generation`: every opcode, the
/// packet-size constants and the packet field words.
pub(crate) fn emit_packets(spec: &Value, ctx: &Ctx) -> String {
    let generation = ctx.generation;
    let mut out = format!(
        "//! {generation} PM4 packets: every type-3 opcode, the packet sizes, the packet fields only some\n//! generations have and the packet field words.\n//!\n\
         //! A field word is one body dword's layout; a word several packets (or dwords) share is one\n\
         //! type. Generated from the register spec by `tests/regs/codegen_pm4.rs`; do not edit by hand.\n\n\
         #[allow(unused_imports)]\nuse super::enums::*;\n#[allow(unused_imports)]\nuse super::pm4::*;\n\n"
    );
    // Opcodes: every generation's, by value (the spec order among equal values).
    let mut ops: Vec<(u64, &str, Vec<&str>, Vec<&str>)> = spec["pm4"]["opcodes"]
        .as_array()
        .expect("pm4.opcodes")
        .iter()
        .map(|o| {
            let value = o["value"].as_str().expect("opcode value");
            let value = u64::from_str_radix(value.trim_start_matches("0x"), 16).expect("hex");
            let list = |k: &str| -> Vec<&str> {
                o.get(k)
                    .and_then(Value::as_array)
                    .into_iter()
                    .flatten()
                    .filter_map(Value::as_str)
                    .collect()
            };
            let aliases = list("aliases")
                .into_iter()
                .filter(|a| !a.contains(' '))
                .collect();
            (
                value,
                o["name"].as_str().expect("opcode name"),
                list("generations"),
                aliases,
            )
        })
        .collect();
    // Opcodes the spec lists only among other sources, taken in by name where
    // a PS4 driver window writes the packet (evidence beside each).
    const FROM_OTHER_SOURCES: &[(&str, &str)] = &[(
        "DRAW_INDEX_INDIRECT_COUNT_MULTI",
        "written by the PS4 driver's `sceGnmDrawIndexIndirectCountMulti` (shadPS4 `gnmdriver.cpp`)",
    )];
    let mut others: Vec<(u64, &str, &str)> = Vec::new();
    for &(name, evidence) in FROM_OTHER_SOURCES {
        let entry = spec["pm4"]["opcodes_only_in_other_sources"]
            .as_array()
            .into_iter()
            .flatten()
            .find(|o| o["name"] == name)
            .unwrap_or_else(|| panic!("{name} is not among the spec's other-source opcodes"));
        let value = entry["value"].as_str().expect("opcode value");
        let value = u64::from_str_radix(value.trim_start_matches("0x"), 16).expect("hex");
        assert!(
            !ops.iter().any(|o| o.0 == value),
            "{name}: 0x{value:02X} is an AMD opcode"
        );
        others.push((value, name, evidence));
    }
    ops.sort_by_key(|o| o.0);
    let shared: Vec<String> = ops
        .windows(2)
        .filter(|w| w[0].0 == w[1].0)
        .map(|w| {
            format!(
                "`{}` shares `0x{:02X}` with `{}`; for that value [`Opcode::name`] answers `{}`.",
                w[1].1, w[1].0, w[0].1, w[0].1
            )
        })
        .collect();
    writeln!(
        out,
        "open_enum! {{\n/// A type-3 packet opcode (`IT_OPCODE`, header bits `[15:8]`).\n///\n\
         /// Holds every opcode of the spec (gfx6, gfx7 and gfx8); the variant doc gives the\n\
         /// generations that have the opcode. {}\npub struct Opcode(u8): 8 bits {{",
        shared.join(" ")
    )
    .unwrap();
    for (value, name, gens, _) in &ops {
        writeln!(
            out,
            "/// `IT_{name}` ({}).\n{name} = 0x{value:02X},",
            generation_list(gens)
        )
        .unwrap();
    }
    for (value, name, evidence) in &others {
        writeln!(
            out,
            "/// `IT_{name}`: not in AMD's opcode list; {evidence}.\n{name} = 0x{value:02X},"
        )
        .unwrap();
    }
    writeln!(out, "}}\n}}\n").unwrap();
    writeln!(
        out,
        "impl Opcode {{\n/// Every `(name, opcode)` pair, including names that share a value, then\n\
         /// the other names AMD's headers use.\npub const NAMED: &'static [(&'static str, Opcode)] = &["
    )
    .unwrap();
    for (_, name, ..) in &ops {
        writeln!(out, "(\"{name}\", Opcode::{name}),").unwrap();
    }
    for (_, name, _) in &others {
        writeln!(out, "(\"{name}\", Opcode::{name}),").unwrap();
    }
    for (_, name, _, aliases) in &ops {
        for a in aliases {
            writeln!(out, "(\"{a}\", Opcode::{name}),").unwrap();
        }
    }
    writeln!(out, "];\n}}\n").unwrap();
    emit_generation_bits(&mut out, spec, &ops, &others);
    emit_packet_fields(&mut out, spec, generation);
    emit_value_fields(&mut out, spec);
    emit_other_body_dwords(&mut out, spec, generation);
    // Headers, the packet size limit and the type-2 filler.
    for (name, doc, fields) in headers(spec, generation) {
        let reg = Reg {
            name: name.to_string(),
            space: "pm4".into(),
            offset: 0,
            fields,
        };
        emit_struct(
            &mut out,
            ctx,
            &[doc.to_string()],
            (name, "", "PartialEq, Eq"),
            &reg,
        );
    }
    let count_bits = spec["pm4"]["type3_header"]["fields"]
        .as_array()
        .expect("type3_header.fields")
        .iter()
        .find(|f| f["name"] == "COUNT")
        .and_then(|f| f["width"].as_u64())
        .expect("type3_header COUNT width");
    writeln!(
        out,
        "/// Largest body a type-3 packet carries, in dwords (`COUNT` + 1 with a {count_bits}-bit `COUNT`).\n\
         pub const MAX_BODY_DWORDS: usize = {};\n",
        1u64 << count_bits
    )
    .unwrap();
    writeln!(
        out,
        "/// The one-dword type-2 filler packet.\npub const TYPE2_FILLER: u32 = {};\n",
        spec["pm4"]["type2"]["value"].as_str().expect("type2 value")
    )
    .unwrap();
    if let Some((register, fields)) = coher_cntl(spec, generation) {
        let reg = Reg {
            name: "CoherCntl".into(),
            space: "pm4".into(),
            offset: 0,
            fields,
        };
        let doc = format!(
            "`{register}` as the `COHER_CNTL` field (bits \\[30:0\\]) of `SURFACE_SYNC` / `ACQUIRE_MEM` dword 1: the caches and surfaces the packet flushes or invalidates."
        );
        emit_struct(
            &mut out,
            ctx,
            &[doc],
            ("CoherCntl", "", "PartialEq, Eq"),
            &reg,
        );
    }
    // Sizes.
    for s in SIZES {
        if let Some((v, doc)) = size_of(spec, s, generation) {
            writeln!(out, "/// {doc}\npub const {}: usize = {v};\n", s.0).unwrap();
        }
    }
    // Words, identical layouts merged.
    let mut emitted: Vec<(String, Vec<Field>)> = Vec::new();
    for w in words(spec, generation) {
        let places: Vec<String> = w
            .places
            .iter()
            .map(|(p, dw)| format!("`{p}` dword {dw}"))
            .collect();
        let mut doc = vec![format!("{}.", places.join(", "))];
        if let Some((_, extra)) = WORD_DOCS.iter().find(|(n, _)| *n == w.name) {
            doc.push(String::new());
            doc.push((*extra).to_string());
        }
        for n in &w.notes {
            doc.push(String::new());
            doc.push(format!(
                "Note: {}",
                n.replace('[', "\\[").replace(']', "\\]")
            ));
        }
        if let Some((same, _)) = emitted.iter().find(|(_, f)| *f == w.fields) {
            writeln!(
                out,
                "/// {}\npub type {} = {same};\n",
                doc.join("\n/// "),
                w.name
            )
            .unwrap();
            continue;
        }
        let reg = Reg {
            name: w.name.clone(),
            space: "pm4".into(),
            offset: 0,
            fields: w.fields.clone(),
        };
        emit_struct(&mut out, ctx, &doc, (&w.name, "", "PartialEq, Eq"), &reg);
        emitted.push((w.name, w.fields));
    }
    out
}

/// `OTHER_BODY_DWORDS`: every body length the spec's per-generation
/// `size.body_dwords` gives other generations than `generation` where it
/// differs from `generation`'s, as rows (packet, generation bits, body
/// dwords); sizes keyed by anything but generations (`EVENT_WRITE`'s, by
/// event) are the packet's forms, not generations', and give none.
fn emit_other_body_dwords(out: &mut String, spec: &Value, generation: &str) {
    let gens = spec_generations(spec);
    let mut rows: Vec<(&str, u64, u64)> = Vec::new();
    for (name, packet) in spec["pm4"]["packets"].as_object().expect("pm4.packets") {
        let Some(by) = packet["size"]["body_dwords"].as_object() else {
            continue;
        };
        if !by.keys().all(|k| gens.contains(&k.as_str())) {
            continue;
        }
        let own = by.get(generation).and_then(Value::as_u64);
        let mut by_len: BTreeMap<u64, u64> = BTreeMap::new();
        for (g, n) in by {
            let n = n.as_u64().expect("body_dwords");
            if Some(n) != own {
                *by_len.entry(n).or_default() |= generation_bit(&gens, g);
            }
        }
        for (n, bits) in by_len {
            rows.push((name, bits, n));
        }
    }
    let order_doc = bit_order_doc(&gens);
    writeln!(
        out,
        "/// A packet body length some generations lay a packet out with where {generation}'s layout has\n\
         /// another (a row of [`OTHER_BODY_DWORDS`]).\n\
         #[derive(Clone, Copy, Debug, PartialEq, Eq)]\npub struct BodyDwords {{\n\
         /// The packet.\npub opcode: Opcode,\n\
         /// The generations with this body length, one bit each ({order_doc}, as\n\
         /// [`Opcode::generation_bits`]).\npub generations: u8,\n\
         /// Body dwords, header excluded.\npub dwords: usize,\n}}\n\n\
         /// Every body length the spec gives a packet on some generations (`pm4.packets.*.size.body_dwords`\n\
         /// by generation) where {generation}'s differs, by packet.\n\
         pub const OTHER_BODY_DWORDS: [BodyDwords; {}] = [",
        rows.len()
    )
    .unwrap();
    for (packet, bits, n) in &rows {
        writeln!(
            out,
            "BodyDwords {{ opcode: Opcode::{packet}, generations: 0b{bits:03b}, dwords: {n} }},"
        )
        .unwrap();
    }
    writeln!(out, "];\n").unwrap();
}

/// Whether the spec lays body dword `dw` of `packet` out per generation: a
/// dword with `fields_by_generation`, or any dword of a packet with
/// `body_by_generation`.
fn per_generation_dword(spec: &Value, packet: &str, dw: u64) -> bool {
    let p = &spec["pm4"]["packets"][packet];
    p.get("body_by_generation").is_some()
        || p["body"]
            .as_array()
            .into_iter()
            .flatten()
            .any(|d| d["dw"].as_u64() == Some(dw) && d.get("fields_by_generation").is_some())
}

/// The generated `packets.rs` of a generation derived from `base`, or
/// `None` if it would hold nothing: the field words of the packet dwords
/// the spec lays out per generation ([`per_generation_dword`]), `base`'s
/// type where the generation's fields are the same (re-exported), one of
/// its own where they differ; and the packet-size constants ([`SIZES`])
/// whose value differs from `base`'s.
pub(crate) fn emit_derived_packets(spec: &Value, ctx: &Ctx, base: &str) -> Option<String> {
    let generation = ctx.generation;
    let base_words = words(spec, base);
    let (mut same, mut own) = (Vec::new(), String::new());
    for w in words(spec, generation) {
        if !w
            .places
            .iter()
            .any(|(p, dw)| per_generation_dword(spec, p, *dw))
        {
            continue;
        }
        if base_words
            .iter()
            .any(|b| b.name == w.name && b.fields == w.fields)
        {
            same.push(w.name);
            continue;
        }
        let places: Vec<String> = w
            .places
            .iter()
            .map(|(p, dw)| format!("`{p}` dword {dw}"))
            .collect();
        let mut doc = vec![format!(
            "{} as {generation} lays it out ([`crate::regs::{base}::packets::{}`] is {base}'s).",
            places.join(", "),
            w.name
        )];
        for n in &w.notes {
            doc.push(String::new());
            doc.push(format!(
                "Note: {}",
                n.replace('[', "\\[").replace(']', "\\]")
            ));
        }
        for f in &w.fields {
            let Some(e) = f.enum_name.as_deref().filter(|e| renumbered(spec, e)) else {
                continue;
            };
            let ty = rust_type(e);
            doc.push(String::new());
            doc.push(format!(
                "`{}` holds {generation}'s `{e}` number in {base}'s [`{ty}`]: [`{ty}::from_gfx`] is {base}'s value of the same name.",
                f.name
            ));
        }
        let reg = Reg {
            name: w.name.clone(),
            space: "pm4".into(),
            offset: 0,
            fields: w.fields.clone(),
        };
        emit_struct(&mut own, ctx, &doc, (&w.name, "", "PartialEq, Eq"), &reg);
    }
    let mut sizes = String::new();
    for s in SIZES {
        if let (Some((v, doc)), Some((b, _))) =
            (size_of(spec, s, generation), size_of(spec, s, base))
            && v != b
        {
            writeln!(sizes, "/// {doc}\npub const {}: usize = {v};\n", s.0).unwrap();
        }
    }
    // Where the generation lays a packet out with other body dwords than
    // `base` (gfx6's 3-dword `COND_EXEC`), the dword of each field.
    for (name, packet) in spec["pm4"]["packets"].as_object().expect("pm4.packets") {
        if packet.get("body_by_generation").is_none()
            || !on_generation(packet, generation)
            || body(packet, generation).len() == body(packet, base).len()
        {
            continue;
        }
        for dw in body(packet, generation) {
            let at = dw["dw"].as_u64().expect("body dw");
            for f in dw["fields"].as_array().into_iter().flatten() {
                let field = f["name"].as_str().expect("field name");
                writeln!(
                    sizes,
                    "/// Packet dword (1: the first body dword) of `{name}`'s `{field}` as {generation} lays it out.\n\
                     pub const {name}_{field}_DW: usize = {at};\n"
                )
                .unwrap();
            }
        }
    }
    if own.is_empty() && sizes.is_empty() {
        return None;
    }
    let mut out = format!(
        "//! {generation} PM4 packet field words of the dwords the spec lays out per generation\n\
         //! (`body_by_generation`, `fields_by_generation`): {base}'s type where {generation}'s fields\n\
         //! are the same, one of {generation}'s own where they differ; the packet sizes that\n\
         //! differ from {base}'s, and the dword of each field of a packet {generation} lays out with\n\
         //! other body dwords than {base}.\n//!\n\
         //! Generated from the register spec by `tests/regs/codegen_pm4.rs`; do not edit by hand.\n\n\
         #[allow(unused_imports)]\nuse crate::regs::{base}::pm4::*;\n\n"
    );
    if !same.is_empty() {
        writeln!(
            out,
            "// The same layout as on {base}: {base}'s types.\npub use crate::regs::{base}::packets::{{{}}};\n",
            same.join(", ")
        )
        .unwrap();
    }
    out.push_str(&sizes);
    out.push_str(&own);
    Some(out)
}

/// A spec packet's opcode (`"0x.."`).
fn packet_opcode(packet: &Value) -> u64 {
    let opcode = packet["opcode"].as_str().expect("opcode");
    u64::from_str_radix(opcode.trim_start_matches("0x"), 16).expect("hex")
}

/// Where field `field` of spec packet `name` is in its (gfx7) body: the
/// dword, the lowest bit and the width.
fn body_field(name: &str, packet: &Value, field: &str) -> (u64, u64, u64) {
    packet["body"]
        .as_array()
        .expect("body")
        .iter()
        .find_map(|dw| {
            let f = dw["fields"]
                .as_array()?
                .iter()
                .find(|f| f["name"] == field)?;
            let n = |k: &str| f[k].as_u64().expect("lsb/width");
            Some((dw["dw"].as_u64().expect("dw"), n("lsb"), n("width")))
        })
        .unwrap_or_else(|| panic!("{name}: no field {field}"))
}
