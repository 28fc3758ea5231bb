//! Generator of the per-generation register definitions in `src/regs/<generation>/`.
//!
//! The register files are produced from the spec (`$GCN_SPEC`, else
//! the committed `tests/data/gcn-registers.json`) and committed, like a peripheral-access
//! crate. `GCN_REGEN=1 cargo test --test regs codegen` rewrites them; a plain run
//! checks that the committed files equal a fresh generation (formatted with
//! `rustfmt`), so a spec change or a hand edit cannot go unnoticed.
//!
//! Everything is generated for one generation at a time ([`Ctx::generation`]):
//! the spec tags registers, fields and values with the generations that have
//! them, and [`generate`] keeps what the given generation has. [`GENERATIONS`]
//! lists the generations whose files are committed; another generation is one
//! more entry there (and its `mod.rs`).

use crate::data_source;

use super::codegen_desc::{self, Descriptor};

use serde_json::Value;
use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write as _;
use std::path::Path;

/// The generations whose files are generated and committed, each into
/// `src/regs/<generation>/`. The first is the base generation: it holds every
/// definition it has, each register type carrying the fields the other
/// generations add where they fit ([`unify`]); the others
/// ([`generate_derived`]) re-export the base type of every register (and
/// enumeration) whose fields are the type's fields on that generation and
/// define only those that differ or the base lacks.
const GENERATIONS: &[&str] = &["gfx7", "gfx6", "gfx8"];

/// Enumerations packets take as well as registers (`pm4` re-exports them),
/// by spec name, with their Rust name. They keep the values of every
/// generation, each value of some generations only saying which, so a
/// stream written for another generation still decodes by name.
const PACKET_ENUMS: &[(&str, &str)] = &[
    ("VGT_DI_PRIM_TYPE", "PrimitiveType"),
    ("VGT_INDEX_TYPE_MODE", "IndexType"),
    ("VGT_EVENT_TYPE", "EventType"),
];

/// Enumerations whose Rust name is not the type-case of the AMD name.
const ENUM_NAMES: &[(&str, &str)] = &[
    // The AMD name lists the selectable channels; the type selects one.
    ("SQ_SEL_XYZW01", "SqSel"),
];

/// Rust type name of the AMD enumeration `name`.
fn enum_rust_name(name: &str) -> String {
    PACKET_ENUMS
        .iter()
        .chain(ENUM_NAMES)
        .find(|(n, _)| *n == name)
        .map_or_else(|| enum_type(name), |(_, rust)| (*rust).to_string())
}

/// Uconfig registers a draw or dispatch may write (performance counters,
/// CP-internal state and debug traps are left out).
const UCONFIG: &[&str] = &[
    "GRBM_GFX_INDEX",
    "CP_STRMOUT_CNTL",
    "VGT_ESGS_RING_SIZE",
    "VGT_GSVS_RING_SIZE",
    "VGT_PRIMITIVE_TYPE",
    "VGT_INDEX_TYPE",
    "VGT_STRMOUT_BUFFER_FILLED_SIZE_0",
    "VGT_STRMOUT_BUFFER_FILLED_SIZE_1",
    "VGT_STRMOUT_BUFFER_FILLED_SIZE_2",
    "VGT_STRMOUT_BUFFER_FILLED_SIZE_3",
    "VGT_NUM_INDICES",
    "VGT_NUM_INSTANCES",
    "VGT_TF_RING_SIZE",
    "VGT_HS_OFFCHIP_PARAM",
    "VGT_TF_MEMORY_BASE",
    "PA_SU_LINE_STIPPLE_VALUE",
    "PA_SC_LINE_STIPPLE_STATE",
    "SQ_THREAD_TRACE_USERDATA_0",
    "SQ_THREAD_TRACE_USERDATA_1",
    "SQ_THREAD_TRACE_USERDATA_2",
    "SQ_THREAD_TRACE_USERDATA_3",
    "SQC_CACHES",
    "TA_CS_BC_BASE_ADDR",
    "TA_CS_BC_BASE_ADDR_HI",
];

/// Config registers the generated files define: the chip's tiling tables
/// (`GB_TILE_MODE0..31`, `GB_MACROTILE_MODE0..15`) and `GB_ADDR_CONFIG`,
/// which `tiling` decodes. A name ending in `_MODE` stands for its numbered
/// registers.
const CONFIG: &[&str] = &["GB_ADDR_CONFIG", "GB_TILE_MODE", "GB_MACROTILE_MODE"];

fn is_config_kept(name: &str) -> bool {
    CONFIG.iter().any(|p| {
        name == *p
            || (p.ends_with("_MODE")
                && name
                    .strip_prefix(p)
                    .is_some_and(|d| !d.is_empty() && d.chars().all(|c| c.is_ascii_digit())))
    })
}

/// Register families: `prefix{n}suffix`. A suffix ending in `_` matches any rest.
/// `zero_bare` families name slot 0 without the `_n` suffix (`PA_CL_VPORT_XSCALE`).
const FAMILIES: &[(&str, &str, bool)] = &[
    ("GB_TILE_MODE", "", false),
    ("GB_MACROTILE_MODE", "", false),
    ("CB_COLOR", "_", false),
    ("CB_BLEND", "_CONTROL", false),
    ("PA_SC_VPORT_SCISSOR_", "_", false),
    ("PA_SC_VPORT_ZMIN_", "", false),
    ("PA_SC_VPORT_ZMAX_", "", false),
    ("PA_CL_VPORT_XSCALE_", "", true),
    ("PA_CL_VPORT_XOFFSET_", "", true),
    ("PA_CL_VPORT_YSCALE_", "", true),
    ("PA_CL_VPORT_YOFFSET_", "", true),
    ("PA_CL_VPORT_ZSCALE_", "", true),
    ("PA_CL_VPORT_ZOFFSET_", "", true),
    ("PA_CL_UCP_", "_", false),
    ("PA_SC_CLIPRECT_", "_", false),
    ("PA_SC_AA_SAMPLE_LOCS_PIXEL_X0Y0_", "", false),
    ("PA_SC_AA_SAMPLE_LOCS_PIXEL_X1Y0_", "", false),
    ("PA_SC_AA_SAMPLE_LOCS_PIXEL_X0Y1_", "", false),
    ("PA_SC_AA_SAMPLE_LOCS_PIXEL_X1Y1_", "", false),
    ("SPI_PS_INPUT_CNTL_", "", false),
    ("SPI_SHADER_USER_DATA_PS_", "", false),
    ("SPI_SHADER_USER_DATA_VS_", "", false),
    ("SPI_SHADER_USER_DATA_GS_", "", false),
    ("SPI_SHADER_USER_DATA_ES_", "", false),
    ("SPI_SHADER_USER_DATA_HS_", "", false),
    ("SPI_SHADER_USER_DATA_LS_", "", false),
    ("COMPUTE_USER_DATA_", "", false),
    ("VGT_STRMOUT_BUFFER_SIZE_", "", false),
    ("VGT_STRMOUT_VTX_STRIDE_", "", false),
    ("VGT_STRMOUT_BUFFER_OFFSET_", "", false),
    ("VGT_STRMOUT_BUFFER_FILLED_SIZE_", "", false),
    ("SQ_THREAD_TRACE_USERDATA_", "", false),
];

/// Registers whose single 32-bit field is an IEEE-754 float.
const FLOAT_PREFIXES: &[&str] = &[
    "PA_CL_VPORT_",
    "PA_CL_UCP_",
    "CB_BLEND_RED",
    "CB_BLEND_GREEN",
    "CB_BLEND_BLUE",
    "CB_BLEND_ALPHA",
    "PA_SC_VPORT_ZMIN_",
    "PA_SC_VPORT_ZMAX_",
    "PA_CL_GB_",
    "PA_SU_POLY_OFFSET_CLAMP",
    "PA_SU_POLY_OFFSET_FRONT_",
    "PA_SU_POLY_OFFSET_BACK_",
    "DB_DEPTH_BOUNDS_",
    "DB_DEPTH_CLEAR",
    "PA_CL_POINT_",
    "PA_SU_LINE_STIPPLE_SCALE",
    "VGT_HOS_MAX_TESS_LEVEL",
    "VGT_HOS_MIN_TESS_LEVEL",
];

/// Hardware blocks named by register prefixes, for register documentation.
const UNITS: &[(&str, &str)] = &[
    ("CB_", "colour buffer"),
    ("COMPUTE_", "compute dispatch"),
    ("CP_", "command processor"),
    ("DB_", "depth buffer"),
    ("GRBM_", "graphics register bus manager"),
    ("IA_", "input assembler"),
    ("PA_CL_", "primitive assembly, clipper"),
    ("PA_SC_", "primitive assembly, scan converter"),
    ("PA_SU_", "primitive assembly, setup unit"),
    ("SPI_", "shader processor input"),
    ("SQC_", "shader sequencer caches"),
    ("SQ_", "shader sequencer"),
    ("SX_", "shader export"),
    ("TA_", "texture addresser"),
    ("VGT_", "vertex grouper and tessellator"),
    ("WD_", "work distributor"),
];

/// Enumeration values by table name: (name, value, generations when the
/// value is not on every generation; listed for [`PACKET_ENUMS`] only).
type Enums = BTreeMap<String, Vec<(String, u64, Option<String>)>>;
/// A register layout: its fields and whether the single field is a float.
type Layout = (Vec<Field>, bool);
/// Table rows of one space: (offset, Rust type, AMD name).
type Rows = Vec<(u32, String, String)>;

/// A generation's own table entries, in (space, offset) order: one
/// `Entry` expression per register or family.
type Entries = Vec<String>;

#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Field {
    pub(super) name: String,
    pub(super) lsb: u32,
    pub(super) width: u32,
    pub(super) enum_name: Option<String>,
    /// On a register type several generations share ([`unify`]), the
    /// generations that have the field if not all of them; `None` elsewhere.
    pub(super) gens: Option<FieldGens>,
}

/// The generations that have a field of a shared register type (`on`) and
/// those that share the type without it (`off`), each sorted.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct FieldGens {
    pub(super) on: Vec<String>,
    pub(super) off: Vec<String>,
    /// The generations that have the same field (name, bits, enumeration)
    /// in a register type of their own, for the field's doc.
    pub(super) elsewhere: Vec<String>,
}

/// Whether `generation` has field `f` of a (possibly shared) register type.
fn on_gen(f: &Field, generation: &str) -> bool {
    f.gens
        .as_ref()
        .is_none_or(|g| g.on.iter().any(|o| o == generation))
}

/// The fields of a (possibly shared) register type that `generation` has,
/// as that generation's own field list.
fn restrict(fields: &[Field], generation: &str) -> Vec<Field> {
    fields
        .iter()
        .filter(|f| on_gen(f, generation))
        .map(|f| Field {
            gens: None,
            ..f.clone()
        })
        .collect()
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Reg {
    pub(super) name: String,
    pub(super) space: String,
    pub(super) offset: u32,
    pub(super) fields: Vec<Field>,
}

struct Family {
    /// AMD-style family name, `CB_COLORn_BASE`.
    amd: String,
    rust: String,
    first: u32,
    stride: u32,
    regs: Vec<Reg>,
}

enum Item {
    Single(Reg),
    Family(Family),
}

fn hex(v: &Value) -> u32 {
    let s = v.as_str().expect("hex string");
    u32::from_str_radix(s.trim_start_matches("0x"), 16).expect("hex value")
}

/// Whether the spec item `v` (register, field, value) exists on `generation`:
/// items without `generations` exist on every generation.
pub(super) fn on_generation(v: &Value, generation: &str) -> bool {
    match v.get("generations") {
        None => true,
        Some(g) => g
            .as_array()
            .expect("generations")
            .iter()
            .any(|x| x == generation),
    }
}

/// The fields of a spec register or descriptor word on `generation`, lowest bit first.
pub(super) fn fields_on(item: &Value, generation: &str) -> Vec<Field> {
    let list = item
        .get("fields_by_generation")
        .and_then(|g| g.get(generation))
        .unwrap_or(&item["fields"]);
    let mut fields: Vec<Field> = list
        .as_array()
        .expect("fields")
        .iter()
        .filter(|f| on_generation(f, generation))
        .map(|f| Field {
            name: f["name"].as_str().expect("field name").to_string(),
            lsb: f["lsb"].as_u64().expect("lsb") as u32,
            width: f["width"].as_u64().expect("width") as u32,
            enum_name: f.get("enum").map(|e| e.as_str().expect("enum").to_string()),
            gens: None,
        })
        .collect();
    fields.sort_by_key(|f| f.lsb);
    match item.get("name").and_then(Value::as_str) {
        Some(owner) => resolve_overlaps(owner, generation, fields),
        None => fields,
    }
}

/// How the generator lays out two fields of one word that overlap in the
/// spec: `(word, generations, kept, yielding, evidence)`. The yielding field
/// gives way to the kept one: it ends below the kept field if it starts
/// below it, else it is dropped. Every other overlap stops the generator.
pub(super) const OVERLAPS: &[(&str, &[&str], &str, &str, &str)] = &[
    (
        "type0_header",
        &["gfx6", "gfx7", "gfx8"],
        "ONE_REG_WR",
        "BASE_INDEX",
        "the spec's rule: ONE_REG_WR (bit 15) aliases the top bit of BASE_INDEX, \
         so BASE_INDEX is bits [14:0]",
    ),
    (
        "VGT_TESS_DISTRIBUTION",
        &["gfx8"],
        "DONUT_SPLIT",
        "TRAP_SPLIT",
        "the spec merges two VI variants; Mesa's gfx8 register database \
         (src/amd/registers/gfx81.json) has DONUT_SPLIT [31:24] and no TRAP_SPLIT \
         (gfx8.json has neither), TRAP_SPLIT [31:29] next to a 5-bit DONUT_SPLIT is \
         gfx9's layout (gfx9.json)",
    ),
];

/// `fields` of `owner` with the [`OVERLAPS`] rules of `generation` applied.
pub(super) fn resolve_overlaps(
    owner: &str,
    generation: &str,
    mut fields: Vec<Field>,
) -> Vec<Field> {
    for (word, generations, kept, yielding, _) in OVERLAPS {
        if *word != owner || !generations.contains(&generation) {
            continue;
        }
        let Some(kept_lsb) = fields.iter().find(|f| f.name == *kept).map(|f| f.lsb) else {
            continue;
        };
        fields.retain_mut(|f| {
            if f.name != *yielding || f.lsb + f.width <= kept_lsb {
                return true;
            }
            f.width = kept_lsb.saturating_sub(f.lsb);
            f.width > 0
        });
    }
    fields
}

/// Rust type-case of an AMD upper-snake name: `CB_BLEND0_CONTROL` → `CbBlend0Control`.
pub(super) fn camel(name: &str) -> String {
    let mut out = String::new();
    for part in name.split('_').filter(|p| !p.is_empty()) {
        let mut chars = part.chars();
        if let Some(c) = chars.next() {
            out.push(c.to_ascii_uppercase());
            out.extend(chars.map(|c| c.to_ascii_lowercase()));
        }
    }
    out
}

/// Rust type-case of an AMD enumeration name (`BlendOp`, `CBMode`, `VGT_DI_PRIM_TYPE`).
fn enum_type(name: &str) -> String {
    if name.contains('_') || name.chars().all(|c| !c.is_ascii_lowercase()) {
        return camel(name);
    }
    // CamelCase with acronyms: CBMode -> CbMode, DbPSLControl -> DbPslControl.
    let chars: Vec<char> = name.chars().collect();
    let mut words: Vec<String> = Vec::new();
    let mut cur = String::new();
    for (i, &c) in chars.iter().enumerate() {
        let next_lower = chars.get(i + 1).is_some_and(|n| n.is_ascii_lowercase());
        let prev_lower = i > 0 && chars[i - 1].is_ascii_lowercase();
        if c.is_ascii_uppercase() && !cur.is_empty() && (prev_lower || next_lower) {
            words.push(std::mem::take(&mut cur));
        }
        cur.push(c);
    }
    words.push(cur);
    words.iter().map(|w| camel(w)).collect()
}

fn field_ident(name: &str) -> String {
    let lower = name.to_ascii_lowercase();
    match lower.as_str() {
        "type" | "priv" | "override" | "final" | "macro" | "match" | "ref" | "move" => {
            format!("r#{lower}")
        }
        _ => lower,
    }
}

fn is_float(reg: &Reg) -> bool {
    reg.fields.len() == 1
        && reg.fields[0].width == 32
        && FLOAT_PREFIXES.iter().any(|p| reg.name.starts_with(p))
}

fn load(spec: &Value, generation: &str) -> (Vec<Reg>, Enums, BTreeMap<String, String>) {
    let mut regs = Vec::new();
    for r in spec["registers"].as_array().expect("registers") {
        if !on_generation(r, generation) {
            continue;
        }
        let space = r["space"].as_str().expect("space").to_string();
        let name = r["name"].as_str().expect("name").to_string();
        let keep = match space.as_str() {
            "context" | "sh" => true,
            "uconfig" => UCONFIG.contains(&name.as_str()),
            // gfx6 has the uconfig registers above as config registers.
            "config" => is_config_kept(&name) || UCONFIG.contains(&name.as_str()),
            _ => false,
        };
        if !keep {
            continue;
        }
        regs.push(Reg {
            name,
            space,
            offset: hex(&r["dword_offset_in_space"]),
            fields: fields_on(r, generation),
        });
    }
    regs.sort_by(|a, b| {
        (space_rank(&a.space), a.offset, &a.name).cmp(&(space_rank(&b.space), b.offset, &b.name))
    });

    let mut enums = BTreeMap::new();
    let mut notes = BTreeMap::new();
    for (k, e) in spec["enums"].as_object().expect("enums") {
        let every_generation = PACKET_ENUMS.iter().any(|(n, _)| n == k);
        let vals = e["values"]
            .as_array()
            .expect("values")
            .iter()
            .filter(|v| every_generation || on_generation(v, generation))
            .map(|v| {
                let generations = v.get("generations").filter(|_| every_generation).map(|g| {
                    let g: Vec<&str> = g
                        .as_array()
                        .expect("generations")
                        .iter()
                        .map(|x| x.as_str().expect("generation"))
                        .collect();
                    g.join(", ")
                });
                (
                    v["name"].as_str().expect("value name").to_string(),
                    v["value"].as_u64().expect("value"),
                    generations,
                )
            })
            .collect();
        enums.insert(k.clone(), vals);
        if let Some(n) = e.get("note").and_then(Value::as_str) {
            notes.insert(k.clone(), n.to_string());
        }
    }
    (regs, enums, notes)
}

/// The registers of `generation` as the types the generations of
/// [`GENERATIONS`] share: each register carries the union of its fields on
/// every generation whose fields fit beside its own ([`unify`]), as Mesa's
/// register headers give one layout per register. A field only some of
/// those generations have says which ([`FieldGens`]).
fn load_unified(spec: &Value, generation: &str) -> (Vec<Reg>, Enums, BTreeMap<String, String>) {
    let (mut regs, enums, notes) = load(spec, generation);
    let others: Vec<(&str, Vec<Reg>, Enums)> = GENERATIONS
        .iter()
        .filter(|g| **g != generation)
        .map(|g| {
            let (regs, enums, _) = load(spec, g);
            (*g, regs, enums)
        })
        .collect();
    for reg in &mut regs {
        unify(reg, generation, &enums, &others);
    }
    (regs, enums, notes)
}

/// Adds to `reg` of `generation` the fields of the same register (name,
/// space, offset) on each of `others` whose fields fit: no field of another
/// name on the same bits, no name on other bits, every enumeration with the
/// same values as on `generation`, and the same float reading. Generations
/// whose fields do not fit keep a type of their own.
fn unify(reg: &mut Reg, generation: &str, enums: &Enums, others: &[(&str, Vec<Reg>, Enums)]) {
    let float = is_float(reg);
    let mut have = vec![generation.to_string()];
    let mut fields: Vec<(Field, Vec<String>)> = reg
        .fields
        .iter()
        .map(|f| (f.clone(), vec![generation.to_string()]))
        .collect();
    for (g, regs, g_enums) in others {
        let Some(other) = regs
            .iter()
            .find(|o| (&o.name, &o.space, o.offset) == (&reg.name, &reg.space, reg.offset))
        else {
            continue;
        };
        let same_enums = other
            .fields
            .iter()
            .filter_map(|f| f.enum_name.as_ref())
            .all(|e| enums.get(e).is_some_and(|v| !v.is_empty()) && g_enums.get(e) == enums.get(e));
        if !same_enums || is_float(other) != float {
            continue;
        }
        let mut merged = fields.clone();
        let mut fits = true;
        for f in &other.fields {
            if let Some((_, on)) = merged.iter_mut().find(|(m, _)| m == f) {
                on.push(g.to_string());
                continue;
            }
            fits &= !merged.iter().any(|(m, _)| {
                m.name == f.name || (m.lsb < f.lsb + f.width && f.lsb < m.lsb + m.width)
            });
            merged.push((f.clone(), vec![g.to_string()]));
        }
        merged.sort_by_key(|(f, _)| f.lsb);
        let union = Reg {
            fields: merged.iter().map(|(f, _)| f.clone()).collect(),
            ..reg.clone()
        };
        if fits && is_float(&union) == float {
            fields = merged;
            have.push(g.to_string());
        }
    }
    have.sort();
    let elsewhere = |f: &Field| -> Vec<String> {
        let mut gens: Vec<String> = others
            .iter()
            .filter(|(g, regs, _)| {
                !have.iter().any(|h| h == g)
                    && regs.iter().any(|o| {
                        (&o.name, &o.space, o.offset) == (&reg.name, &reg.space, reg.offset)
                            && o.fields.contains(f)
                    })
            })
            .map(|(g, _, _)| g.to_string())
            .collect();
        gens.sort();
        gens
    };
    reg.fields = fields
        .into_iter()
        .map(|(mut f, mut on)| {
            on.sort();
            if on != have {
                let off = have.iter().filter(|h| !on.contains(h)).cloned().collect();
                let elsewhere = elsewhere(&f);
                f.gens = Some(FieldGens { on, off, elsewhere });
            }
            f
        })
        .collect();
}

fn space_rank(s: &str) -> u32 {
    match s {
        "config" => 0,
        "sh" => 1,
        "context" => 2,
        _ => 3,
    }
}

fn space_variant(s: &str) -> &'static str {
    match s {
        "sh" => "Sh",
        "context" => "Context",
        "uconfig" => "Uconfig",
        _ => "Config",
    }
}

fn space_base(s: &str) -> u32 {
    match s {
        "sh" => 0xB000,
        "context" => 0x2_8000,
        "uconfig" => 0x3_0000,
        _ => 0x8000,
    }
}

/// Splits `name` into (family key parts, slot index) if it belongs to a family.
fn family_of(name: &str) -> Option<(String, String, u32)> {
    for &(prefix, suffix, zero_bare) in FAMILIES {
        if zero_bare && name == prefix.trim_end_matches('_') {
            return Some((prefix.to_string(), String::new(), 0));
        }
        let Some(rest) = name.strip_prefix(prefix) else {
            continue;
        };
        let digits: String = rest.chars().take_while(char::is_ascii_digit).collect();
        if digits.is_empty() {
            continue;
        }
        let tail = &rest[digits.len()..];
        let ok = if suffix.ends_with('_') && !suffix.is_empty() {
            tail.starts_with(suffix) && tail.len() > suffix.len()
        } else {
            tail == suffix
        };
        if ok {
            return Some((
                prefix.to_string(),
                tail.to_string(),
                digits.parse().expect("digits"),
            ));
        }
    }
    None
}

fn same_layout(a: &Reg, b: &Reg) -> bool {
    a.fields == b.fields
}

fn group(regs: &[Reg]) -> Vec<Item> {
    let mut fams: BTreeMap<(String, String, String), Vec<(u32, Reg)>> = BTreeMap::new();
    let mut items: Vec<(u32, u32, Item)> = Vec::new();
    for r in regs {
        match family_of(&r.name) {
            Some((p, t, n)) => fams
                .entry((r.space.clone(), p, t))
                .or_default()
                .push((n, r.clone())),
            None => items.push((space_rank(&r.space), r.offset, Item::Single(r.clone()))),
        }
    }
    for ((space, prefix, tail), mut members) in fams {
        members.sort_by_key(|m| m.0);
        // Split into runs of identical layout, consecutive indices and constant stride.
        let mut runs: Vec<Vec<(u32, Reg)>> = Vec::new();
        for m in members {
            let extend = runs.last().is_some_and(|run| {
                let last = &run[run.len() - 1];
                let first = &run[0];
                let stride_ok = if run.len() == 1 {
                    m.1.offset > last.1.offset
                } else {
                    m.1.offset - last.1.offset == run[1].1.offset - first.1.offset
                };
                m.0 == last.0 + 1 && same_layout(&first.1, &m.1) && stride_ok
            });
            if extend {
                runs.last_mut().expect("run").push(m);
            } else {
                runs.push(vec![m]);
            }
        }
        for (i, run) in runs.into_iter().enumerate() {
            if run.len() < 2 {
                for (_, r) in run {
                    items.push((space_rank(&space), r.offset, Item::Single(r)));
                }
                continue;
            }
            let stride = run[1].1.offset - run[0].1.offset;
            let amd = format!("{}n{}", prefix, tail);
            let first = run[0].0;
            // A later run of other fields (`SPI_PS_INPUT_CNTL_20..31`) is a
            // family of its own, named by its first slot.
            let from = if i > 0 {
                format!("From{first}")
            } else {
                String::new()
            };
            let rust = format!("{}N{}{from}", camel(&prefix), camel(&tail));
            let key = (space_rank(&space), run[0].1.offset);
            items.push((
                key.0,
                key.1,
                Item::Family(Family {
                    amd,
                    rust,
                    first,
                    stride,
                    regs: run.into_iter().map(|m| m.1).collect(),
                }),
            ));
        }
    }
    items.sort_by_key(|i| (i.0, i.1));
    items.into_iter().map(|i| i.2).collect()
}

pub(super) struct Ctx<'a> {
    /// The generation the files are for (`gfx7`).
    pub(super) generation: &'a str,
    enums: &'a Enums,
    notes: &'a BTreeMap<String, String>,
}

impl Ctx<'_> {
    /// The Rust type naming a field's enumeration, if the field uses one.
    fn enum_ty(&self, f: &Field) -> Option<String> {
        let e = f.enum_name.as_ref()?;
        if !PACKET_ENUMS.iter().any(|(n, _)| n == e)
            && self.notes.get(e).is_some_and(|n| n.contains("bit mask"))
        {
            return None;
        }
        Some(enum_rust_name(e))
    }
}

fn field_ty(ctx: &Ctx, reg: &Reg, f: &Field) -> (String, String, String) {
    // (type, bits attribute, kind)
    if let Some(t) = ctx.enum_ty(f) {
        return (
            t.clone(),
            // `default = 0`: bitfield-struct's default of a field without a
            // setter casts the value, which an enumeration does not allow.
            format!("#[bits({}, default = 0, access = RO)]", f.width),
            format!("FieldKind::Enum({t}::name_of)"),
        );
    }
    if is_float(reg) {
        return (
            "f32".into(),
            "#[bits(32, from = f32::from_bits, access = RO)]".into(),
            "FieldKind::Float".into(),
        );
    }
    match f.width {
        1 => (
            "bool".into(),
            "#[bits(1, access = RO)]".into(),
            "FieldKind::Bool".into(),
        ),
        2..=8 => (
            "u8".into(),
            format!("#[bits({}, access = RO)]", f.width),
            "FieldKind::Uint".into(),
        ),
        9..=16 => (
            "u16".into(),
            format!("#[bits({}, access = RO)]", f.width),
            "FieldKind::Uint".into(),
        ),
        _ => (
            "u32".into(),
            format!("#[bits({}, access = RO)]", f.width),
            "FieldKind::Uint".into(),
        ),
    }
}

/// A field's documentation: what its name does not say (bit range,
/// enumeration) and, on a type some generations share without it, the
/// generations that have the field and those whose buffers refuse it.
fn field_doc(ctx: &Ctx, f: &Field) -> String {
    let bits = if f.width == 1 {
        format!("Bit {}", f.lsb)
    } else {
        format!("Bits {}..={}", f.lsb, f.lsb + f.width - 1)
    };
    let only = f
        .gens
        .as_ref()
        .map(|g| {
            let mut on: Vec<&str> =
                g.on.iter()
                    .chain(&g.elsewhere)
                    .map(String::as_str)
                    .collect();
            on.sort_unstable();
            format!(
                " {} only; a {} `for_gfx` command buffer refuses it.",
                on.join("/"),
                g.off.join("/")
            )
        })
        .unwrap_or_default();
    match (&f.enum_name, ctx.enum_ty(f)) {
        (Some(_), Some(t)) => format!("{bits}: [`{t}`].{only}"),
        (Some(e), None) => format!("{bits}: `{e}` bit mask.{only}"),
        _ => format!("{bits}.{only}"),
    }
}

fn reg_doc(name: &str, space: &str, offset: u32) -> String {
    let unit = UNITS
        .iter()
        .find(|(p, _)| name.starts_with(p))
        .map(|(_, u)| format!(" ({u})"))
        .unwrap_or_default();
    format!(
        "`{name}`{unit}: {} register `{:#05X}`, byte address `{:#07X}`.",
        space,
        offset,
        space_base(space) + 4 * offset
    )
}

/// The doc comment of a register alias.
fn alias_doc(name: &str, space: &str, offset: u32) -> String {
    format!("/// {}", reg_doc(name, space, offset))
}

/// The derives of a register type.
const REGISTER_DERIVES: &str = "PartialEq, Eq, Hash";

/// Emits `reg`'s layout as one `crate::regs::word!` declaration: the
/// struct, one line per field (its doc, width and setter names, spelled out
/// as a declarative macro cannot build them) or reserved gap. `word!` derives
/// the field table from those lines. The macro body is indented here:
/// rustfmt leaves brace-delimited macro bodies alone.
pub(super) fn emit_struct(
    out: &mut String,
    ctx: &Ctx,
    doc: &[String],
    (ty, generics, derives): (&str, &str, &str),
    reg: &Reg,
) {
    writeln!(out, "crate::regs::word! {{").unwrap();
    for d in doc {
        writeln!(out, "    /// {d}").unwrap();
    }
    writeln!(out, "    #[derive({derives})]").unwrap();
    writeln!(out, "    pub struct {ty}{generics} {{").unwrap();
    let mut pos = 0;
    let mut names = BTreeSet::new();
    for f in &reg.fields {
        assert!(f.lsb >= pos, "{}: overlapping field {}", reg.name, f.name);
        assert!(
            names.insert(f.name.clone()),
            "{}: duplicate field {}",
            reg.name,
            f.name
        );
        if f.lsb > pos {
            writeln!(out, "        #[bits({})] __: u32;", f.lsb - pos).unwrap();
        }
        let (t, bits, _) = field_ty(ctx, reg, f);
        // `word!` adds `access = RO` to every named field; a field as wide
        // as its type needs no `#[bits]`.
        let bits = bits.replace(", access = RO)]", ")]");
        let natural = matches!(
            (t.as_str(), f.width),
            ("bool", 1) | ("u8", 8) | ("u16", 16) | ("u32", 32)
        );
        let bits = if natural {
            String::new()
        } else {
            format!("{bits} ")
        };
        let name = field_ident(&f.name);
        let bare = name.trim_start_matches("r#");
        let up = f.name.to_ascii_uppercase();
        writeln!(
            out,
            "        #[doc = \"{}\"] {bits}pub {name}: {t} [{up}_OFFSET, {up}_BITS] => with_{bare}, with_{bare}_checked, set_{bare}, set_{bare}_checked;",
            field_doc(ctx, f)
        )
        .unwrap();
        pos = f.lsb + f.width;
    }
    assert!(pos <= 32, "{}: fields past bit 31", reg.name);
    if pos < 32 {
        writeln!(out, "        #[bits({})] __: u32;", 32 - pos).unwrap();
    }
    writeln!(out, "    }}\n}}\n").unwrap();
}

/// Layout names where the names of the registers that share a layout have no
/// good common part, by one AMD register (or family) name of the layout.
const LAYOUT_NAMES: &[(&str, &str)] = &[
    ("SPI_SHADER_USER_DATA_PS_n", "Data32"),
    ("PA_CL_UCP_n_X", "PaClFloat"),
    ("DB_Z_READ_BASE", "Base256b"),
    ("PA_SC_WINDOW_SCISSOR_BR", "PaScScissorBr"),
    ("PA_SC_WINDOW_SCISSOR_TL", "PaScScissorTl"),
    ("SPI_SHADER_PGM_LO_PS", "SpiShaderAddressLo"),
    ("SPI_SHADER_PGM_HI_PS", "SpiShaderAddressHi"),
    ("COMPUTE_DIM_X", "Size32"),
    ("VGT_ESGS_RING_ITEMSIZE", "VgtItemsize"),
    ("VGT_ENHANCE", "Enhance"),
    ("COMPUTE_TBA_HI", "ComputeTrapAddressHi"),
    ("VGT_DMA_SIZE", "VgtIndexCount"),
    ("VGT_DMA_NUM_INSTANCES", "VgtInstanceCount"),
    // The GS, ES and LS stages' layout with gfx8's GROUP_FIFO_DEPTH.
    ("SPI_SHADER_PGM_RSRC3_GS", "SpiShaderPgmRsrc3Fifo"),
];

/// A register layout (field list) that several registers or register families
/// share: one type `name<G, N>`, member `G`, slot `N`.
struct Shared {
    name: String,
    /// Indices of the member items, in (space, offset) order.
    members: Vec<usize>,
    /// Members after those: the same registers of other generations at
    /// another address (gfx6's draw registers in config space), by
    /// generation ([`bindings`]).
    foreign: Vec<(String, Item)>,
    /// Whether the layout is the base generation's, named by its path and
    /// not emitted here (a derived generation's registers bound to it).
    external: bool,
}

/// Per base item (index in `items` of `generation`, the base): the
/// registers or families of each other generation that take its layout
/// (one field layout, a binding per generation), which the base
/// generation's layout file lists and the other generation's file aliases:
/// - the same register or family at another address (gfx6's
///   `VGT_PRIMITIVE_TYPE` in config space, gfx7's in user-config space)
///   with the same fields and enumerations;
/// - a register or family the base generation lacks (gfx8's
///   `CB_COLORn_DCC_BASE`) with the fields and enumerations of a layout
///   that base registers already share, bound to its last member.
fn bindings(
    spec: &Value,
    generation: &str,
    items: &[Item],
    enums: &Enums,
) -> BTreeMap<usize, Vec<(String, Item)>> {
    let mut out: BTreeMap<usize, Vec<(String, Item)>> = BTreeMap::new();
    if generation != GENERATIONS[0] {
        return out;
    }
    let base_names: BTreeSet<(&str, &str)> = items
        .iter()
        .flat_map(item_regs)
        .map(|r| (r.name.as_str(), r.space.as_str()))
        .collect();
    let layout = |item: &Item| (item.reg().fields.clone(), is_float(item.reg()));
    for g in &GENERATIONS[1..] {
        let (regs, g_enums, _) = load(spec, g);
        for other in group(&regs) {
            let moved = items
                .iter()
                .position(|b| b.key() == other.key() && b.reg().space != other.reg().space);
            let base_lacks = item_regs(&other)
                .iter()
                .all(|r| !base_names.contains(&(r.name.as_str(), r.space.as_str())));
            let i = match moved {
                Some(i) => {
                    let base = &items[i];
                    let shape = match (base, &other) {
                        (Item::Single(_), Item::Single(_)) => true,
                        (Item::Family(a), Item::Family(b)) => {
                            (a.first, a.stride, a.regs.len()) == (b.first, b.stride, b.regs.len())
                        }
                        _ => false,
                    };
                    let same_regs = item_regs(base)
                        .iter()
                        .zip(item_regs(&other))
                        .all(|(a, b)| a.name == b.name);
                    if !(shape && same_regs) {
                        continue;
                    }
                    i
                }
                None if base_lacks => {
                    let sharing: Vec<usize> = (0..items.len())
                        .filter(|&i| layout(&items[i]) == layout(&other))
                        .collect();
                    match sharing[..] {
                        [_, .., last] => last,
                        _ => continue,
                    }
                }
                None => continue,
            };
            let base = &items[i];
            let fields = &base.reg().fields;
            let same = fields.iter().all(|f| f.gens.is_none())
                // A layout type has `BASE_OFFSET` (its first slot's offset),
                // which a field `BASE` would define again.
                && fields.iter().all(|f| f.name != "BASE")
                && *fields == other.reg().fields
                && is_float(base.reg()) == is_float(other.reg())
                && fields
                    .iter()
                    .filter_map(|f| f.enum_name.as_ref())
                    .all(|e| g_enums.get(e) == enums.get(e));
            if same {
                out.entry(i).or_default().push((g.to_string(), other));
            }
        }
    }
    out
}

impl Item {
    /// The first register of the item.
    fn reg(&self) -> &Reg {
        match self {
            Item::Single(r) => r,
            Item::Family(f) => &f.regs[0],
        }
    }

    /// The AMD name and first slot of the register or family: what the
    /// same item of another generation has.
    fn key(&self) -> (&str, u32) {
        match self {
            Item::Single(r) => (&r.name, 0),
            Item::Family(f) => (&f.amd, f.first),
        }
    }

    /// AMD name of the register or family (`CB_COLORn_BASE`).
    fn amd(&self) -> &str {
        match self {
            Item::Single(r) => &r.name,
            Item::Family(f) => &f.amd,
        }
    }

    /// Rust name of the register or generic family type.
    fn rust(&self) -> String {
        match self {
            Item::Single(r) => camel(&r.name),
            Item::Family(f) => f.rust.clone(),
        }
    }
}

/// Words of an AMD register or family name, without the slot marker `n`.
fn name_words(amd: &str) -> Vec<String> {
    amd.split('_')
        .filter(|w| !w.is_empty() && *w != "n")
        .map(|w| w.strip_suffix('n').unwrap_or(w).to_string())
        .collect()
}

/// The type name of a layout shared by `members`: a curated name, else the
/// words every member name begins and ends with, else the first member's name
/// with `Layout`; `Layout` is appended where the name is already taken.
fn layout_name(members: &[&Item], taken: &BTreeSet<String>) -> String {
    if let Some((_, name)) = LAYOUT_NAMES
        .iter()
        .find(|(amd, _)| members.iter().any(|m| m.amd() == *amd))
    {
        return (*name).to_string();
    }
    let words: Vec<Vec<String>> = members.iter().map(|m| name_words(m.amd())).collect();
    let shortest = words.iter().map(Vec::len).min().unwrap_or(0);
    let prefix = (0..shortest)
        .take_while(|&i| words.iter().all(|w| w[i] == words[0][i]))
        .count();
    let suffix = (0..shortest - prefix)
        .take_while(|&i| {
            let last = &words[0][words[0].len() - 1 - i];
            words.iter().all(|w| &w[w.len() - 1 - i] == last)
        })
        .count();
    let mut common: Vec<String> = words[0][..prefix].to_vec();
    common.extend_from_slice(&words[0][words[0].len() - suffix..]);
    let unit_only = suffix == 0
        && UNITS
            .iter()
            .any(|(unit, _)| *unit == format!("{}_", common.join("_")));
    let name = if common.len() >= 2 && !unit_only {
        camel(&common.join("_"))
    } else {
        format!("{}Layout", members[0].rust())
    };
    if taken.contains(&name) {
        format!("{name}Layout")
    } else {
        name
    }
}

/// Groups the items whose registers have the same layout (fields and float
/// reading); returns the groups of two or more and, per item index, its
/// (group, member index).
fn share_layouts(
    items: &[Item],
    enums: &Enums,
    mut bound: BTreeMap<usize, Vec<(String, Item)>>,
) -> (Vec<Shared>, BTreeMap<usize, (usize, usize)>) {
    // (fields, float reading) -> item indices
    let mut by_layout: Vec<(Layout, Vec<usize>)> = Vec::new();
    for (i, item) in items.iter().enumerate() {
        let key = (item.reg().fields.clone(), is_float(item.reg()));
        match by_layout.iter_mut().find(|(k, _)| *k == key) {
            Some((_, list)) => list.push(i),
            None => by_layout.push((key, vec![i])),
        }
    }
    // Enumeration types share the namespace of the register files.
    let mut taken: BTreeSet<String> = enums.keys().map(|e| enum_rust_name(e)).collect();
    for item in items {
        taken.insert(item.rust());
        if let Item::Family(f) = item {
            taken.extend(f.regs.iter().map(|r| camel(&r.name)));
        }
    }
    let mut shared = Vec::new();
    let mut member_of = BTreeMap::new();
    let lists: Vec<Vec<usize>> = by_layout
        .into_iter()
        .map(|(_, l)| l)
        .filter(|l| l.len() > 1 || l.iter().any(|i| bound.contains_key(i)))
        .collect();
    for list in lists {
        let members: Vec<&Item> = list.iter().map(|&i| &items[i]).collect();
        let name = layout_name(&members, &taken);
        assert!(taken.insert(name.clone()), "layout name {name} taken");
        for (g, &i) in list.iter().enumerate() {
            member_of.insert(i, (shared.len(), g));
        }
        let foreign = list
            .iter()
            .flat_map(|i| bound.remove(i).unwrap_or_default())
            .collect();
        shared.push(Shared {
            name,
            members: list,
            foreign,
            external: false,
        });
    }
    (shared, member_of)
}

fn unit_of(name: &str) -> String {
    UNITS
        .iter()
        .find(|(p, _)| name.starts_with(p))
        .map(|(_, u)| format!(" ({u})"))
        .unwrap_or_default()
}

fn family_doc(f: &Family) -> String {
    let r0 = &f.regs[0];
    let last = f.first + f.regs.len() as u32 - 1;
    format!(
        "`{}`{}: {} registers `{}`..=`{}`, slot `N` in `{}..={}` at `{:#05X} + {:#X} * (N - {})`.",
        f.amd,
        unit_of(&f.amd),
        r0.space,
        r0.name,
        f.regs[f.regs.len() - 1].name,
        f.first,
        last,
        r0.offset,
        f.stride,
        f.first
    )
}

pub(super) const HEADER: &str =
    "//! Generated from the register spec by `tests/regs/codegen.rs`; do not edit by hand.";

/// The file of the layouts several registers share (`layouts.rs`).
fn emit_layouts(ctx: &Ctx, items: &[Item], shared: &[Shared]) -> String {
    let mut out = format!(
        "//! {} register layouts that several registers or register families share.\n//!\n{HEADER}\n//!\n\
         //! Each layout is one type `Layout<G, N>`: `G` selects the register (or family) and `N`\n\
         //! the AMD slot within a family (`0` for a single register), so every register is\n\
         //! still its own type with its own offset. The register names are aliases, defined\n\
         //! with the register's space (`sh`, `context`, `uconfig`).\n\n",
        ctx.generation
    );
    writeln!(out, "#[allow(unused_imports)]\nuse super::enums::*;\n").unwrap();
    for s in shared.iter().filter(|s| !s.external) {
        let first = items[s.members[0]].reg();
        let mut doc = vec![
            format!(
                "Layout of {} registers or register families, by `G`:",
                s.members.len() + s.foreign.len()
            ),
            String::new(),
        ];
        for (g, &i) in s.members.iter().enumerate() {
            let item = &items[i];
            doc.push(format!("{g}. [`{0}`](super::{0})", item.rust()));
        }
        for (g, (generation, item)) in s.foreign.iter().enumerate() {
            let where_ = if items.iter().any(|b| b.key() == item.key()) {
                "at another address".to_string()
            } else {
                format!("a register {} lacks", ctx.generation)
            };
            doc.push(format!(
                "{}. {generation}'s [`{1}`](crate::regs::{generation}::{1}), {where_}",
                s.members.len() + g,
                item.rust()
            ));
        }
        emit_struct(
            &mut out,
            ctx,
            &doc,
            (
                &s.name,
                "<const G: usize, const N: usize>",
                REGISTER_DERIVES,
            ),
            first,
        );
        writeln!(
            out,
            "crate::regs::register_layout! {{\n    {} {{\n        members: [",
            s.name
        )
        .unwrap();
        let members = s.members.iter().map(|&i| &items[i]);
        for item in members.chain(s.foreign.iter().map(|(_, item)| item)) {
            let (regs, stride, slot0) = match item {
                Item::Single(r) => (std::slice::from_ref(r), 0, 0),
                Item::Family(f) => (&f.regs[..], f.stride, f.first),
            };
            let names: Vec<String> = regs.iter().map(|r| format!("\"{}\"", r.name)).collect();
            writeln!(
                out,
                "            {{ space: {}, base: {:#05X}, stride: {stride:#X}, first: {slot0}, names: [{}] }},",
                space_variant(&regs[0].space),
                regs[0].offset,
                names.join(", ")
            )
            .unwrap();
        }
        writeln!(out, "        ],\n    }}\n}}\n").unwrap();
    }
    out
}

/// The table entry of `item` (a register type, its registers or family) on
/// `generation`: the type's field table, without the fields the generation
/// does not have ([`FieldGens`]).
fn table_entry(item: &Item, generation: &str) -> String {
    let fields = &item.reg().fields;
    let absent: Vec<String> = fields
        .iter()
        .filter(|f| !on_gen(f, generation))
        .map(|f| format!("\"{}\"", f.name))
        .collect();
    let ty = match item {
        Item::Single(r) => camel(&r.name),
        Item::Family(f) => format!("{}::<{}>", f.rust, f.first),
    };
    let kind = match item {
        Item::Single(_) => "One",
        Item::Family(_) => "Slots",
    };
    match item {
        _ if !absent.is_empty() => format!("narrowed!({kind}({ty}), [{}])", absent.join(", ")),
        Item::Single(_) => format!("Entry::One(RegInfo::of::<{ty}>())"),
        Item::Family(_) => format!("Entry::Slots({ty}::MEMBER, {ty}::FIELDS)"),
    }
}

fn emit_space(
    ctx: &Ctx,
    items: &[Item],
    shared: &[Shared],
    member_of: &BTreeMap<usize, (usize, usize)>,
    space: &str,
    title: &str,
) -> (String, Rows, Entries) {
    // Returns the file, the table rows (offset, type expression, name) and
    // the table entries (one per register or family).
    let mut out = String::new();
    let base = space_base(space);
    writeln!(
        out,
        "//! {} {title} (`SET_{}_REG`, byte addresses from `{:#07X}`).\n//!\n{HEADER}\n",
        ctx.generation,
        space.to_ascii_uppercase(),
        base
    )
    .unwrap();
    writeln!(out, "#[allow(unused_imports)]\nuse super::enums::*;").unwrap();
    if shared.iter().any(|s| !s.external) {
        writeln!(out, "#[allow(unused_imports)]\nuse super::layouts::*;").unwrap();
    }
    writeln!(out).unwrap();
    let mut rows = Vec::new();
    let mut entries = Vec::new();
    let sv = space_variant(space);
    for (i, item) in items.iter().enumerate() {
        if item.reg().space != space {
            continue;
        }
        let layout = member_of.get(&i).map(|&(s, g)| (&shared[s].name, g));
        match (item, layout) {
            (Item::Single(r), Some((layout, g))) => {
                writeln!(
                    out,
                    "{}\npub type {} = {layout}<{g}, 0>;",
                    alias_doc(&r.name, space, r.offset),
                    camel(&r.name),
                )
                .unwrap();
                rows.push((r.offset, camel(&r.name), r.name.clone()));
                entries.push(table_entry(item, ctx.generation));
            }
            (Item::Single(r), None) => {
                let ty = camel(&r.name);
                emit_struct(
                    &mut out,
                    ctx,
                    &[reg_doc(&r.name, space, r.offset)],
                    (&ty, "", REGISTER_DERIVES),
                    r,
                );
                writeln!(
                    out,
                    "crate::regs::register! {{ {ty}, {sv}, {:#05X}, \"{}\" }}\n",
                    r.offset, r.name,
                )
                .unwrap();
                entries.push(table_entry(item, ctx.generation));
                rows.push((r.offset, ty, r.name.clone()));
            }
            (Item::Family(f), layout) => {
                let r0 = &f.regs[0];
                let doc = [
                    family_doc(f),
                    String::new(),
                    "One layout shared by every slot; each slot is its own type (see the aliases such as".to_string(),
                    format!("[`{}`]), so the offset always comes from the type.", camel(&r0.name)),
                ];
                let slots: Vec<String> = f
                    .regs
                    .iter()
                    .enumerate()
                    .map(|(i, r)| {
                        format!(
                            "        {} = {} \"{}\";",
                            camel(&r.name),
                            f.first + i as u32,
                            r.name
                        )
                    })
                    .collect();
                let slots = slots.join("\n");
                match layout {
                    Some((layout, g)) => {
                        for d in &doc {
                            writeln!(out, "/// {d}").unwrap();
                        }
                        writeln!(
                            out,
                            "pub type {}<const N: usize> = {layout}<{g}, N>;\n",
                            f.rust
                        )
                        .unwrap();
                        writeln!(
                            out,
                            "crate::regs::slots! {{\n    {} {{\n{slots}\n    }}\n}}",
                            f.rust
                        )
                        .unwrap();
                    }
                    None => {
                        emit_struct(
                            &mut out,
                            ctx,
                            &doc,
                            (&f.rust, "<const N: usize>", REGISTER_DERIVES),
                            r0,
                        );
                        writeln!(
                            out,
                            "crate::regs::register_family! {{\n    {} {{\n        space: {sv},\n        base: {:#05X},\n        stride: {:#X},\n        slots: {{\n{}\n        }}\n    }}\n}}",
                            f.rust,
                            r0.offset,
                            f.stride,
                            slots.replace("\n        ", "\n            ").replacen("        ", "            ", 1),
                        )
                        .unwrap();
                    }
                }
                for r in &f.regs {
                    rows.push((r.offset, camel(&r.name), r.name.clone()));
                }
                entries.push(table_entry(item, ctx.generation));
                writeln!(out).unwrap();
            }
        }
    }
    (out, rows, entries)
}

/// Per enumeration: the field widths it is used with and its users
/// (`REGISTER.FIELD`, `CB_COLORn_INFO.FORMAT`, `T# WORD1.DATA_FORMAT`).
type EnumUsers = BTreeMap<String, (BTreeSet<u32>, Vec<String>)>;

/// Records that `user` holds enumeration fields `fields`.
fn add_enum_users(ctx: &Ctx, used: &mut EnumUsers, user: &str, fields: &[Field]) {
    for f in fields {
        let Some(e) = &f.enum_name else { continue };
        if ctx.enum_ty(f).is_none() {
            continue;
        }
        let entry = used.entry(e.clone()).or_default();
        entry.0.insert(f.width);
        let user = format!("{user}.{}", f.name);
        if !entry.1.contains(&user) {
            entry.1.push(user);
        }
    }
}

/// The enumerations the registers and descriptors use, with their users.
fn enum_users(ctx: &Ctx, regs: &[Reg], descriptors: &[Descriptor]) -> EnumUsers {
    let mut used = EnumUsers::new();
    for r in regs {
        let user = match family_of(&r.name) {
            Some((p, t, _)) => format!("{p}n{t}"),
            None => r.name.clone(),
        };
        add_enum_users(ctx, &mut used, &user, &r.fields);
    }
    for d in descriptors {
        for w in &d.words {
            add_enum_users(ctx, &mut used, &w.name, &w.fields);
        }
    }
    for (e, _) in codegen_desc::STANDALONE_ENUMS {
        let max = ctx.enums[*e].iter().map(|v| v.1).max().expect("values");
        let width = (u64::BITS - max.leading_zeros()).max(1);
        used.entry((*e).to_string()).or_default().0.insert(width);
    }
    used
}

fn emit_enums(ctx: &Ctx, used: &EnumUsers) -> String {
    let mut out = format!(
        "//! {} register- and descriptor-field enumerations: AMD's value tables as total, lossless newtypes.\n//!\n{HEADER}\n\n",
        ctx.generation
    );
    for (e, (widths, users)) in used {
        assert_eq!(
            widths.len(),
            1,
            "enum {e} used with several widths {widths:?}"
        );
        let w = *widths.iter().next().expect("width");
        let repr = match w {
            1..=8 => "u8",
            9..=16 => "u16",
            _ => "u32",
        };
        let packet = PACKET_ENUMS.iter().any(|(n, _)| n == e);
        let ty = enum_rust_name(e);
        writeln!(out, "open_enum! {{").unwrap();
        writeln!(out, "/// `{e}` ({w}-bit field values).").unwrap();
        writeln!(out, "///").unwrap();
        if users.is_empty() {
            let (_, note) = codegen_desc::STANDALONE_ENUMS
                .iter()
                .find(|(n, _)| n == e)
                .expect("an enumeration without users is a standalone one");
            writeln!(out, "/// {note}").unwrap();
        } else {
            let shown: Vec<String> = users.iter().take(4).map(|u| format!("`{u}`")).collect();
            let more = if users.len() > 4 {
                format!(" and {} more", users.len() - 4)
            } else {
                String::new()
            };
            writeln!(out, "/// Used by {}{more}.", shown.join(", ")).unwrap();
        }
        if packet {
            writeln!(
                out,
                "///\n/// Packets take it too (re-exported by `pm4`). It holds the values of every\n\
                 /// generation: a value only some generations have says which."
            )
            .unwrap();
        }
        if let Some(n) = ctx.notes.get(e) {
            writeln!(
                out,
                "///\n/// Note: {}",
                n.replace('[', "\\[").replace(']', "\\]")
            )
            .unwrap();
        }
        writeln!(out, "pub struct {ty}({repr}): {w} bits {{").unwrap();
        let mut seen = BTreeSet::new();
        for (name, value, generations) in &ctx.enums[e] {
            assert!(
                *value < (1u64 << w),
                "{e}.{name} = {value} does not fit {w} bits"
            );
            if !seen.insert(name.clone()) {
                continue;
            }
            if let Some(g) = generations {
                writeln!(out, "/// Only on {g}.").unwrap();
            }
            writeln!(out, "{name} = {value},").unwrap();
        }
        writeln!(out, "}}").unwrap();
        if packet {
            emit_names_per_generation(&mut out, &ctx.enums[e]);
        }
        writeln!(out, "}}\n").unwrap();
    }
    out
}

/// The `per generation { .. }` block of a packet enumeration (one type for
/// every generation, `values`: name, value, generations) whose spec names a
/// value differently per generation: those values' names, per generation.
fn emit_names_per_generation(out: &mut String, values: &[(String, u64, Option<String>)]) {
    let mut arms = Vec::new();
    for (name, value, generations) in values {
        if values.iter().filter(|v| v.1 == *value).count() < 2 {
            continue;
        }
        let generations = generations
            .as_deref()
            .expect("a value named differently per generation says on which");
        let gfx: Vec<String> = generations.split(", ").map(camel).collect();
        arms.push(format!("({value}, {}) => \"{name}\",", gfx.join(" | ")));
    }
    if !arms.is_empty() {
        writeln!(out, "per generation {{\n{}\n}}", arms.join("\n")).unwrap();
    }
}

/// The table file (`table.rs`): `runs` of the base generation's table
/// (`(position, length)`, registers whose type is the base's) and the
/// generation's own `entries`, which `join` expands (every slot of a
/// family) and sorts by (space, offset, name) at compile time.
fn emit_table(ctx: &Ctx, runs: &[(usize, usize)], entries: &[String], total: usize) -> String {
    let narrowed = entries.iter().any(|e| e.starts_with("narrowed!"));
    let g = ctx.generation;
    let base = GENERATIONS[0];
    let mut out = format!(
        "//! Every {g} register this crate defines, sorted by (space, offset), for decoders and disassemblers.\n//!\n\
         {HEADER}\n\n\
         use super::*;\nuse crate::regs::index::{{join, len, Entry, Part}};\nuse crate::regs::RegInfo;\n{}\n",
        if narrowed {
            "use crate::regs::index::narrowed;\n"
        } else {
            ""
        }
    );
    if runs.is_empty() {
        writeln!(
            out,
            "/// The pieces of [`REGISTERS`]: every register, a family as one entry."
        )
        .unwrap();
    } else {
        writeln!(out, "/// The pieces of [`REGISTERS`]: runs of {base}'s table (registers whose type is {base}'s) and {g}'s own, a family as one entry.").unwrap();
    }
    writeln!(out, "const PARTS: &[Part] = &[").unwrap();
    for (at, len) in runs {
        writeln!(out, "Part::Base({at}, {len}),").unwrap();
    }
    writeln!(out, "Part::Own(&[").unwrap();
    for e in entries {
        writeln!(out, "{e},").unwrap();
    }
    writeln!(out, "]),\n];\n").unwrap();
    writeln!(
        out,
        "static_assertions::const_assert_eq!(len(PARTS), {total});\n"
    )
    .unwrap();
    writeln!(out, "/// All defined {g} registers ({total}), sorted by space (config, SH, context, uconfig), then offset.").unwrap();
    let base_table = if runs.is_empty() {
        "&[]".to_string()
    } else {
        format!("&crate::regs::{base}::REGISTERS")
    };
    writeln!(
        out,
        "pub static REGISTERS: [RegInfo; {total}] = join({base_table}, PARTS);"
    )
    .unwrap();
    out
}

fn rustfmt(src: &str) -> String {
    use std::io::Write;
    use std::process::{Command, Stdio};
    let mut child = Command::new("rustfmt")
        .args(["--edition", "2024", "--emit", "stdout"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("rustfmt must be installed to check the generated register files");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(src.as_bytes())
        .expect("write to rustfmt");
    let out = child.wait_with_output().expect("rustfmt output");
    assert!(
        out.status.success(),
        "rustfmt failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).expect("utf-8")
}

/// Every generated file of `generation`: (file name, unformatted source).
fn generate(spec: &Value, generation: &str) -> Vec<(&'static str, String)> {
    let (regs, enums, notes) = load_unified(spec, generation);
    let ctx = Ctx {
        generation,
        enums: &enums,
        notes: &notes,
    };
    let mut seen = BTreeSet::new();
    for r in &regs {
        assert!(
            seen.insert((r.space.clone(), r.name.clone())),
            "duplicate register {}",
            r.name
        );
    }
    let descriptors = codegen_desc::load(spec, generation);
    let items = group(&regs);
    let bound = bindings(spec, generation, &items, &enums);
    let (shared, member_of) = share_layouts(&items, &enums, bound);
    let mut entries = Vec::new();
    let mut total = 0;
    let mut space = |space, title| {
        let (out, rows, own) = emit_space(&ctx, &items, &shared, &member_of, space, title);
        entries.extend(own);
        total += rows.len();
        out
    };
    let config = space(
        "config",
        "config registers: the tiling tables, written by the kernel driver",
    );
    let sh = space("sh", "shader (SH) registers");
    let context = space("context", "context registers");
    let uconfig = space("uconfig", "user-config registers");
    let layouts = emit_layouts(&ctx, &items, &shared);
    let enums_rs = emit_enums(&ctx, &enum_users(&ctx, &regs, &descriptors));
    let mut descriptors_rs = codegen_desc::emit(&ctx, &descriptors);
    descriptors_rs.push_str(&codegen_desc::emit_per_generation(spec));
    let table = emit_table(&ctx, &[], &entries, total);
    vec![
        ("enums.rs", enums_rs),
        ("layouts.rs", layouts),
        ("config.rs", config),
        ("sh.rs", sh),
        ("context.rs", context),
        ("uconfig.rs", uconfig),
        ("table.rs", table),
        ("descriptors.rs", descriptors_rs),
        ("pm4.rs", crate::codegen_pm4::emit_enums(spec, generation)),
        ("packets.rs", crate::codegen_pm4::emit_packets(spec, &ctx)),
    ]
}

/// The type names `item` declares: the register's, or the family's and
/// its slots' aliases.
fn item_names(item: &Item) -> Vec<String> {
    let family = match item {
        Item::Family(f) => Some(f.rust.clone()),
        Item::Single(_) => None,
    };
    family
        .into_iter()
        .chain(item_regs(item).iter().map(|r| camel(&r.name)))
        .collect()
}

/// The registers of `item` (one, or a family's slots).
fn item_regs(item: &Item) -> &[Reg] {
    match item {
        Item::Single(r) => std::slice::from_ref(r),
        Item::Family(f) => &f.regs,
    }
}

/// How a derived generation's item is the base generation's type.
enum Fold {
    /// The base type with the base generation's fields: rows of its table.
    Same,
    /// The base type with other fields of its union ([`unify`]): an entry
    /// of the generation's own ([`table_entry`]).
    Rebased,
}

/// Whether `item` of `generation` is the base generation's type of `base`:
/// the same register or family (names, offsets, slots, float reading), its
/// fields those of `base`'s type that `generation` has, and every
/// enumeration they use the same on both (`same_enum`).
fn fold(
    base: &Item,
    item: &Item,
    generation: &str,
    same_enum: &dyn Fn(&str) -> bool,
) -> Option<Fold> {
    let shape = match (base, item) {
        (Item::Single(_), Item::Single(_)) => true,
        (Item::Family(a), Item::Family(b)) => (a.first, a.stride) == (b.first, b.stride),
        _ => false,
    };
    let same_regs = item_regs(base).len() == item_regs(item).len()
        && item_regs(base)
            .iter()
            .zip(item_regs(item))
            .all(|(a, b)| (&a.name, &a.space, a.offset) == (&b.name, &b.space, b.offset));
    let (base_fields, fields) = (&base.reg().fields, &item.reg().fields);
    let fits = restrict(base_fields, generation) == *fields
        && fields
            .iter()
            .all(|f| f.enum_name.as_deref().is_none_or(same_enum));
    if !(shape && same_regs && fits && is_float(base.reg()) == is_float(item.reg())) {
        return None;
    }
    Some(if restrict(base_fields, GENERATIONS[0]) == *fields {
        Fold::Same
    } else {
        Fold::Rebased
    })
}

/// Every generated file of a generation after the first of [`GENERATIONS`]
/// (file name, unformatted source): the registers whose fields are those the
/// base generation's type has on this generation ([`fold`]) are re-exported
/// from it, with this generation's field table, the others (fields that
/// differ, another offset, a register the base lacks) are defined here, sharing
/// layouts among themselves as the base does. Enumerations likewise: the base
/// type where the values are the same, one of this generation's own where they
/// differ. No descriptors: those stay the base generation's; of the packets,
/// only the words and sizes the generation lays out otherwise
/// ([`emit_derived_packets`](crate::codegen_pm4::emit_derived_packets)).
fn generate_derived(spec: &Value, generation: &str) -> Vec<(&'static str, String)> {
    let base_name = GENERATIONS[0];
    let (base_regs, base_enums, base_notes) = load_unified(spec, base_name);
    let base_ctx = Ctx {
        generation: base_name,
        enums: &base_enums,
        notes: &base_notes,
    };
    let base_used = enum_users(&base_ctx, &base_regs, &codegen_desc::load(spec, base_name));
    let base_items = group(&base_regs);
    let base_bound = bindings(spec, base_name, &base_items, &base_enums);
    let (base_shared, _) = share_layouts(&base_items, &base_enums, base_bound);
    // The base layout and member `G` of each register of this generation
    // bound to a base layout at another address.
    let bound_to = |item: &Item| {
        base_shared.iter().find_map(|s| {
            let at = s
                .foreign
                .iter()
                .position(|(g, other)| g == generation && other.key() == item.key())?;
            Some((
                format!("crate::regs::{base_name}::layouts::{}", s.name),
                s.members.len() + at,
            ))
        })
    };
    let (regs, enums, notes) = load(spec, generation);
    let ctx = Ctx {
        generation,
        enums: &enums,
        notes: &notes,
    };
    let all_used = enum_users(&ctx, &regs, &[]);
    let same_enum = |e: &str| {
        base_enums.get(e) == enums.get(e)
            && base_used.get(e).map(|u| &u.0) == all_used.get(e).map(|u| &u.0)
    };
    let (mut reused, mut narrowed, mut own) = (Vec::new(), Vec::new(), Vec::new());
    let mut bound = Vec::new();
    for item in group(&regs) {
        if let Some(layout) = bound_to(&item) {
            bound.push((item, layout));
            continue;
        }
        let base = base_items.iter().find(|b| b.key() == item.key());
        match base.and_then(|b| Some((b, fold(b, &item, generation, &same_enum)?))) {
            Some((_, Fold::Same)) => reused.push(item),
            Some((b, Fold::Rebased)) => narrowed.push((item, b)),
            None => own.push(item),
        }
    }
    let own_regs: Vec<Reg> = own.iter().flat_map(|i| item_regs(i).to_vec()).collect();
    let (mut shared, mut member_of) = share_layouts(&own, &enums, BTreeMap::new());
    // The registers bound to base layouts follow the own ones, each a member
    // of an external layout.
    for (item, (layout, g)) in bound {
        member_of.insert(own.len(), (shared.len(), g));
        shared.push(Shared {
            name: layout,
            members: Vec::new(),
            foreign: Vec::new(),
            external: true,
        });
        own.push(item);
    }
    let reexport = |names: &[String], path: &str| {
        if names.is_empty() {
            return String::new();
        }
        format!(
            "\n// The same layout as on {base_name}: {base_name}'s types.\npub use crate::regs::{base_name}{path}::{{{}}};\n",
            names.join(", ")
        )
    };
    let mut files = Vec::new();
    let mut rows = Vec::new();
    let mut entries = Vec::new();
    for (file, space, title) in [
        (
            "config.rs",
            "config",
            "config registers: the tiling tables, written by the kernel driver",
        ),
        ("sh.rs", "sh", "shader (SH) registers"),
        ("context.rs", "context", "context registers"),
        ("uconfig.rs", "uconfig", "user-config registers"),
    ] {
        let rebased = narrowed.iter().map(|(item, _)| item);
        if !own
            .iter()
            .chain(&reused)
            .chain(rebased)
            .any(|i| i.reg().space == space)
        {
            // gfx6 has no user-config space.
            continue;
        }
        let (mut out, mut space_rows, own_entries) =
            emit_space(&ctx, &own, &shared, &member_of, space, title);
        entries.extend(own_entries);
        let mut names = Vec::new();
        let base_types = reused.iter().chain(narrowed.iter().map(|(item, _)| item));
        for item in base_types.filter(|i| i.reg().space == space) {
            if let Item::Family(f) = item {
                names.push(f.rust.clone());
            }
            for r in item_regs(item) {
                names.push(camel(&r.name));
                space_rows.push((r.offset, camel(&r.name), r.name.clone()));
            }
        }
        names.sort();
        // Every name gfx7's file of the space declares, and those this
        // generation has (its own types and gfx7's it shares).
        let in_space = |items: &mut dyn Iterator<Item = &Item>| -> BTreeSet<String> {
            items
                .filter(|i| i.reg().space == space)
                .flat_map(item_names)
                .collect()
        };
        let base_names = in_space(&mut base_items.iter());
        let have = in_space(
            &mut own
                .iter()
                .chain(&reused)
                .chain(narrowed.iter().map(|(i, _)| i)),
        );
        if !names.is_empty() && base_names.is_subset(&have) {
            writeln!(
                out,
                "\n// Every {base_name} {space} register is a {generation} register too: {base_name}'s types,\n\
                 // but for those defined above, which shadow them.\npub use crate::regs::{base_name}::{space}::*;"
            )
            .unwrap();
        } else {
            out.push_str(&reexport(&names, ""));
        }
        files.push((file, out));
        rows.push((space.to_string(), space_rows));
    }
    let mut used = enum_users(&ctx, &own_regs, &[]);
    let same: Vec<String> = used
        .keys()
        .filter(|e| same_enum(e))
        .map(|e| enum_rust_name(e))
        .collect();
    used.retain(|e, _| !same_enum(e));
    let mut enums_rs = emit_enums(&ctx, &used);
    enums_rs.push_str(&reexport(&same, "::enums"));
    let mut out = vec![("enums.rs", enums_rs)];
    let packets = crate::codegen_pm4::emit_derived_packets(spec, &ctx, base_name);
    out.extend(packets.map(|p| ("packets.rs", p)));
    // gfx6 shares every layout of its own with gfx7: no layouts file.
    if shared.iter().any(|s| !s.external) {
        out.push(("layouts.rs", emit_layouts(&ctx, &own, &shared)));
    }
    out.extend(files);
    let reused_types: BTreeSet<String> = reused
        .iter()
        .flat_map(item_regs)
        .map(|r| camel(&r.name))
        .collect();
    for (_, base) in &narrowed {
        entries.push(table_entry(base, generation));
    }
    let total = rows.iter().map(|(_, r)| r.len()).sum();
    out.push((
        "table.rs",
        emit_table(
            &ctx,
            &base_runs(&rows, &base_items, &reused_types),
            &entries,
            total,
        ),
    ));
    out
}

/// The runs of the base generation's table (position, length) that hold
/// the registers of a derived generation whose type is the base's
/// (`reused`), among its `rows`.
fn base_runs(
    rows: &[(String, Rows)],
    base_items: &[Item],
    reused: &BTreeSet<String>,
) -> Vec<(usize, usize)> {
    // The base table's order: space rank, then (offset, name).
    let mut base_rows: Vec<(u32, u32, String)> = base_items
        .iter()
        .flat_map(item_regs)
        .map(|r| (space_rank(&r.space), r.offset, r.name.clone()))
        .collect();
    base_rows.sort();
    let mut at: Vec<usize> = rows
        .iter()
        .flat_map(|(space, list)| {
            let base_rows = &base_rows;
            list.iter()
                .filter(|(_, ty, _)| reused.contains(ty))
                .map(move |(offset, _, name)| {
                    base_rows
                        .iter()
                        .position(|b| *b == (space_rank(space), *offset, name.clone()))
                        .expect("a reused register is in the base table")
                })
        })
        .collect();
    at.sort();
    let mut runs: Vec<(usize, usize)> = Vec::new();
    for i in at {
        match runs.last_mut() {
            Some((start, len)) if *start + *len == i => *len += 1,
            _ => runs.push((i, 1)),
        }
    }
    runs
}

/// The generated setter test (`tests/regs/setters_generated.rs`) of
/// `generation`: per section (a register space, the shared layouts, the
/// descriptor words, the packet field words) one test calling every setter of every field through
/// `setters::fields!`, with the field's name, bits and kind from the spec.
fn generate_setter_tests(spec: &Value, generation: &str) -> String {
    let (regs, enums, notes) = load_unified(spec, generation);
    let ctx = Ctx {
        generation,
        enums: &enums,
        notes: &notes,
    };
    let items = group(&regs);
    let (shared, member_of) = share_layouts(&items, &enums, BTreeMap::new());
    let mut out = format!(
        "//! Every field setter of the {generation} registers and descriptor words, called with\n\
         //! values that do and do not fit the field (see `setters.rs`).\n//!\n\
         //! Generated from the register spec by `tests/regs/codegen.rs`; do not edit by hand.\n\n\
         use crate::setters::fields;\n\n"
    );
    let pm4_types = crate::codegen_pm4::table_types(spec, generation);
    let mut section = |title: &str, words: Vec<(String, &Reg)>| {
        writeln!(out, "#[test]\nfn {title}_setters() {{\n    fields! {{").unwrap();
        for (ty, reg) in words {
            for f in &reg.fields {
                let (t, _, _) = field_ty(&ctx, reg, f);
                let kind = if ctx.enum_ty(f).is_none() {
                    t
                } else if pm4_types.contains(&t) {
                    format!("enum gcn::regs::{generation}::pm4::{t}")
                } else if t == "Opcode" {
                    format!("enum gcn::regs::{generation}::packets::{t}")
                } else {
                    format!("enum gcn::regs::{t}")
                };
                let bare = field_ident(&f.name).trim_start_matches("r#").to_string();
                writeln!(
                    out,
                    "        {ty}, \"{}\", {}, {}, [{kind}], with_{bare}, with_{bare}_checked, set_{bare}, set_{bare}_checked;",
                    f.name.to_ascii_uppercase(),
                    f.lsb,
                    f.width
                )
                .unwrap();
            }
        }
        writeln!(out, "    }}\n}}\n").unwrap();
    };
    for space in ["config", "sh", "context", "uconfig"] {
        let mut words = Vec::new();
        for (i, item) in items.iter().enumerate() {
            if item.reg().space != space || member_of.contains_key(&i) {
                continue;
            }
            let ty = match item {
                Item::Single(r) => format!("gcn::regs::{}", camel(&r.name)),
                Item::Family(f) => format!("gcn::regs::{}<{}>", f.rust, f.first),
            };
            words.push((ty, item.reg()));
        }
        section(space, words);
    }
    let layouts = shared
        .iter()
        .map(|s| {
            let first = &items[s.members[0]];
            let slot = match first {
                Item::Single(_) => 0,
                Item::Family(f) => f.first,
            };
            (
                format!("gcn::regs::gfx7::layouts::{}<0, {slot}>", s.name),
                first.reg(),
            )
        })
        .collect();
    section("layout", layouts);
    let descriptors = codegen_desc::load(spec, generation);
    let mut seen: Vec<&[Field]> = Vec::new();
    let mut word_regs = Vec::new();
    for d in &descriptors {
        for w in &d.words {
            if !seen.contains(&&w.fields[..]) {
                seen.push(&w.fields);
                word_regs.push((camel(&w.name), w.layout()));
            }
        }
    }
    section(
        "descriptor",
        word_regs
            .iter()
            .map(|(ty, r)| (format!("gcn::regs::gfx7::descriptors::{ty}"), r))
            .collect(),
    );
    let headers = crate::codegen_pm4::headers(spec, generation)
        .into_iter()
        .map(|(name, _, fields)| (name.to_string(), fields));
    let coher_cntl = crate::codegen_pm4::coher_cntl(spec, generation)
        .map(|(_, fields)| ("CoherCntl".to_string(), fields));
    let packet_words: Vec<(String, Reg)> = crate::codegen_pm4::words(spec, generation)
        .into_iter()
        .map(|w| (w.name, w.fields))
        .chain(headers)
        .chain(coher_cntl)
        .map(|(name, fields)| {
            let reg = Reg {
                name: name.clone(),
                space: "pm4".into(),
                offset: 0,
                fields,
            };
            (format!("gcn::regs::{generation}::packets::{name}"), reg)
        })
        .collect();
    section(
        "packet",
        packet_words.iter().map(|(ty, r)| (ty.clone(), r)).collect(),
    );
    out
}

#[test]
fn generated_register_files_are_current() {
    let spec = data_source::spec();
    let regen = std::env::var_os("GCN_REGEN").is_some_and(|v| v == "1");
    let mut stale = Vec::new();
    for generation in GENERATIONS {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("src/regs")
            .join(generation);
        let files = if *generation == GENERATIONS[0] {
            generate(&spec, generation)
        } else {
            generate_derived(&spec, generation)
        };
        for (file, src) in files {
            let formatted = rustfmt(&src);
            let target = dir.join(file);
            if regen {
                std::fs::write(&target, &formatted).expect("write generated file");
                println!("wrote {}", target.display());
            } else if std::fs::read_to_string(&target).ok().as_deref() != Some(formatted.as_str()) {
                stale.push(format!("{generation}/{file}"));
            }
        }
    }
    let tests = rustfmt(&generate_setter_tests(&spec, GENERATIONS[0]));
    let target = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/regs/setters_generated.rs");
    if regen {
        std::fs::write(&target, &tests).expect("write generated file");
        println!("wrote {}", target.display());
    } else if std::fs::read_to_string(&target).ok().as_deref() != Some(tests.as_str()) {
        stale.push("tests/regs/setters_generated.rs".to_string());
    }
    assert!(
        stale.is_empty(),
        "generated register files differ from the spec: {stale:?}; run GCN_REGEN=1 cargo test --test regs codegen"
    );
    println!("generated register files match the spec");
}

/// The generator runs for every spec generation, not only the committed ones:
/// each gives the same files, and its checks (no overlapping fields but those
/// [`OVERLAPS`] resolves, no duplicate fields, one width per enumeration) hold.
#[test]
fn generator_covers_every_spec_generation() {
    let spec = data_source::spec();
    let committed: Vec<&str> = generate(&spec, GENERATIONS[0])
        .into_iter()
        .map(|(file, _)| file)
        .collect();
    for generation in spec["generations"].as_array().expect("generations") {
        let generation = generation.as_str().expect("generation");
        let files = generate(&spec, generation);
        let names: Vec<&str> = files.iter().map(|(file, _)| *file).collect();
        assert_eq!(names, committed, "{generation}");
        let context = &files
            .iter()
            .find(|(f, _)| *f == "context.rs")
            .expect("context")
            .1;
        if generation == "gfx8" {
            // The OVERLAPS rule: Mesa's gfx8 layout, DONUT_SPLIT [31:24], no TRAP_SPLIT.
            let tess = &context[context
                .find("pub struct VgtTessDistribution")
                .expect("gfx8 register")..];
            let tess = &tess[..tess.find("\n}").expect("end")];
            assert!(
                tess.contains("#[doc = \"Bits 24..=31.\"] pub donut_split: u8"),
                "{tess}"
            );
            assert!(!tess.contains("trap_split"), "{tess}");
        }
    }
}
