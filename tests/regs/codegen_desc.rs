//! The resource descriptors' part of the generator (`codegen.rs`): the V#, T#
//! and S# words of the spec's `descriptors`, for one generation.

use std::fmt::Write as _;

use serde_json::Value;

use super::codegen::{Ctx, Field, HEADER, Reg, camel, emit_struct, fields_on, on_generation};

/// Enumerations no spec field names but the descriptors' users want, with
/// what their documentation says instead of the fields that use them.
pub(super) const STANDALONE_ENUMS: &[(&str, &str)] = &[(
    "MTYPE",
    "Memory type for cache policy. No field holds it whole: V# `WORD3.MTYPE` is 3 bits, \
     T# `WORD1.MTYPE` and `WORD3.MTYPE` are its low 2 bits and its high bit, so the \
     descriptors store raw bits and these are the named values.",
)];

/// Descriptors by spec key, with the Rust type of the whole descriptor.
const DESCRIPTORS: &[(&str, &str)] = &[
    ("V#", "BufferResource"),
    ("T#", "ImageResource"),
    ("S#", "SamplerResource"),
];

/// One dword of a descriptor.
pub(super) struct Word {
    /// AMD's name of the word, `SQ_BUF_RSRC_WORD0`.
    pub(super) name: String,
    /// The word's fields on the generation, lowest bit first.
    pub(super) fields: Vec<Field>,
}

/// A resource descriptor on one generation.
pub(super) struct Descriptor {
    /// The spec key, `V#`.
    pub(super) key: &'static str,
    /// The Rust type of the whole descriptor, `BufferResource`.
    pub(super) rust: &'static str,
    /// The spec's title of the descriptor.
    pub(super) title: String,
    /// The spec's notes on the descriptor.
    pub(super) notes: Vec<String>,
    /// The words, word 0 first.
    pub(super) words: Vec<Word>,
}

impl Word {
    /// The word as a register-like layout, for the register emitters.
    pub(super) fn layout(&self) -> Reg {
        Reg {
            name: self.name.clone(),
            space: String::new(),
            offset: 0,
            fields: self.fields.clone(),
        }
    }
}

/// The descriptors of `generation`.
pub(super) fn load(spec: &Value, generation: &str) -> Vec<Descriptor> {
    DESCRIPTORS
        .iter()
        .map(|&(key, rust)| {
            let d = &spec["descriptors"][key];
            let words = d["words"]
                .as_array()
                .expect("descriptor words")
                .iter()
                .enumerate()
                .map(|(i, w)| {
                    assert_eq!(
                        w["word"].as_u64(),
                        Some(i as u64),
                        "{key} words out of order"
                    );
                    Word {
                        name: w["source_register_name"]
                            .as_str()
                            .expect("word name")
                            .to_string(),
                        fields: fields_on(w, generation),
                    }
                })
                .collect();
            Descriptor {
                key,
                rust,
                title: d["title"].as_str().unwrap_or_default().to_string(),
                notes: d["notes"]
                    .as_array()
                    .map(|n| {
                        n.iter()
                            .filter_map(Value::as_str)
                            .map(str::to_string)
                            .collect()
                    })
                    .unwrap_or_default(),
                words,
            }
        })
        .collect()
}

/// Derives of a descriptor word: it is also a byte view of descriptor memory.
const WORD_DERIVES: &str = "PartialEq, Eq, Hash, IntoBytes, FromBytes, Immutable, KnownLayout";

/// Escapes the brackets of spec text (bit ranges, `[31:0]`) for rustdoc.
fn doc_text(text: &str) -> String {
    text.replace('[', "\\[").replace(']', "\\]")
}

/// The file of the descriptor words and descriptors (`descriptors.rs`).
pub(super) fn emit(ctx: &Ctx, descriptors: &[Descriptor]) -> String {
    let g = ctx.generation;
    let mut out = format!(
        "//! {g} resource descriptors: the words of every V#, T# and S# and the descriptors made of them.\n\
         //!\n{HEADER}\n//!\n\
         //! Each word is a `#[bitfield(u32)]` type with its field table (`FIELDS`); words\n\
         //! with the same fields are one type under several names. Each descriptor is a\n\
         //! `#[repr(C)]` struct of its words in memory order; [`crate::desc`] builds and\n\
         //! checks them.\n\n"
    );
    writeln!(
        out,
        "#[allow(unused_imports)]\nuse super::enums::*;\n\
         use zerocopy::{{FromBytes, Immutable, IntoBytes, KnownLayout}};\n"
    )
    .unwrap();
    // Field lists already emitted, with the type that holds them.
    let mut emitted: Vec<(&[Field], String)> = Vec::new();
    for d in descriptors {
        let mut words = Vec::new();
        for (i, w) in d.words.iter().enumerate() {
            let ty = camel(&w.name);
            let doc = format!("`{}`: {} word {i}.", w.name, d.key);
            match emitted.iter().find(|(f, _)| *f == &w.fields[..]) {
                Some((_, same)) => {
                    writeln!(
                        out,
                        "/// {doc} The same fields as [`{same}`].\npub type {ty} = {same};\n"
                    )
                    .unwrap();
                }
                None => {
                    let layout = w.layout();
                    emit_struct(&mut out, ctx, &[doc], (&ty, "", WORD_DERIVES), &layout);
                    emitted.push((&w.fields, ty.clone()));
                }
            }
            words.push((format!("word{i}"), ty, &w.name));
        }
        let last = d.words.len() - 1;
        writeln!(
            out,
            "/// The {}: {} dwords, `{}` ..= `{}` in memory order.",
            doc_text(&d.title),
            d.words.len(),
            d.words[0].name,
            d.words[last].name
        )
        .unwrap();
        writeln!(
            out,
            "///\n/// The words are public for raw access; [`crate::desc`] adds the typed,\n\
             /// validating constructors and accessors."
        )
        .unwrap();
        if !d.notes.is_empty() {
            writeln!(out, "///").unwrap();
            for n in &d.notes {
                writeln!(out, "/// - {}", doc_text(n)).unwrap();
            }
        }
        writeln!(
            out,
            "#[repr(C)]\n#[derive(Clone, Copy, Debug, Default, {WORD_DERIVES})]\npub struct {} {{",
            d.rust
        )
        .unwrap();
        for (field, ty, name) in &words {
            writeln!(out, "/// `{name}`.\npub {field}: {ty},").unwrap();
        }
        writeln!(out, "}}\n").unwrap();
        let list: Vec<String> = words
            .iter()
            .map(|(field, ty, _)| format!("{field}: {ty}"))
            .collect();
        writeln!(
            out,
            "crate::regs::descriptor! {{ {} [{}] {{ {} }} }}\n",
            d.rust,
            d.words.len(),
            list.join(", ")
        )
        .unwrap();
    }
    out
}

/// The generations of the per-generation columns, in order; the crate's
/// `Gfx` has these three.
const COLUMNS: [&str; 3] = ["gfx6", "gfx7", "gfx8"];

/// The descriptor fields that some spec generations lack: `(descriptor key,
/// word, field, [gfx6, gfx7, gfx8])`, by descriptor, word, lowest bit, name.
pub(super) fn generation_fields(spec: &Value) -> Vec<(&'static str, usize, Field, [bool; 3])> {
    let generations: Vec<&str> = spec["generations"]
        .as_array()
        .expect("generations")
        .iter()
        .map(|g| g.as_str().expect("generation"))
        .collect();
    assert_eq!(
        generations, COLUMNS,
        "the descriptor tables have one column per generation"
    );
    let mut rows = Vec::new();
    for &(key, _) in DESCRIPTORS {
        let words = spec["descriptors"][key]["words"]
            .as_array()
            .expect("descriptor words");
        for (i, w) in words.iter().enumerate() {
            let per_gen: Vec<Vec<Field>> = COLUMNS.iter().map(|g| fields_on(w, g)).collect();
            let mut fields: Vec<Field> = per_gen.iter().flatten().cloned().collect();
            fields.sort_by(|a, b| (a.lsb, &a.name, a.width).cmp(&(b.lsb, &b.name, b.width)));
            fields.dedup();
            for f in fields {
                let on = [0, 1, 2].map(|g| per_gen[g].contains(&f));
                if on != [true; 3] {
                    assert!(
                        f.enum_name.is_none(),
                        "{key} WORD{i}.{}: per-generation fields with an enumeration are not emitted",
                        f.name
                    );
                    rows.push((key, i, f, on));
                }
            }
        }
    }
    rows
}

/// The T# `NUM_FORMAT` values the spec names on each generation (bit n for
/// value n; values named `*RESERVED*` left out), gfx6 first.
pub(super) fn img_num_formats(spec: &Value) -> [u16; 3] {
    let values = spec["enums"]["IMG_NUM_FORMAT"]["values"]
        .as_array()
        .expect("IMG_NUM_FORMAT values");
    COLUMNS.map(|g| {
        values
            .iter()
            .filter(|v| on_generation(v, g))
            .filter(|v| !v["name"].as_str().expect("value name").contains("RESERVED"))
            .map(|v| v["value"].as_u64().expect("value"))
            .fold(0u16, |m, n| {
                m | 1u16.checked_shl(n as u32).expect("a 4-bit value")
            })
    })
}

/// The `per_generation` module of `descriptors.rs`: the rows of
/// [`generation_fields`] and the masks of [`img_num_formats`], as the
/// constants `crate::desc::generation` builds its tables from.
pub(super) fn emit_per_generation(spec: &Value) -> String {
    let mut out = String::from(
        "/// What the spec says differs between the generations in the descriptors;\n\
         /// [`crate::desc::generation`] builds its tables from these.\n\
         pub mod per_generation {\n\
         use crate::regs::{Field, FieldKind, GenField};\n\n",
    );
    let rows = generation_fields(spec);
    for (key, word, f, on) in &rows {
        // The kind the word's generated `FIELDS` give it (`field_ty`).
        let kind = if f.width == 1 { "Bool" } else { "Uint" };
        let bits = match f.width {
            1 => format!("bit {}", f.lsb),
            w => format!("bits {}..={}", f.lsb, f.lsb + w - 1),
        };
        let gens: Vec<&str> = COLUMNS
            .iter()
            .zip(on)
            .filter(|(_, on)| **on)
            .map(|(g, _)| *g)
            .collect();
        writeln!(
            out,
            "/// {key} `WORD{word}.{}` ({}): on {} only.\n\
             pub const {}_WORD{word}_{}: GenField = GenField {{ word: {word}, \
             field: Field::new(\"{}\", {}, {}, FieldKind::{kind}), on: {on:?}, in_spec: true }};\n",
            f.name,
            bits,
            gens.join(", "),
            &key[..1],
            f.name,
            f.name,
            f.lsb,
            f.width,
        )
        .unwrap();
    }
    for &(key, rust) in DESCRIPTORS {
        let list: Vec<String> = rows
            .iter()
            .filter(|r| r.0 == key)
            .map(|(key, word, f, _)| format!("{}_WORD{word}_{}", &key[..1], f.name))
            .collect();
        writeln!(
            out,
            "/// The {key} ([`super::{rust}`]) fields some generations lack, by word and lowest bit.\n\
             pub const {}_FIELDS: [GenField; {}] = [{}];\n",
            rust.trim_end_matches("Resource").to_uppercase(),
            list.len(),
            list.join(", ")
        )
        .unwrap();
    }
    let snorm_ogl = COLUMNS.map(|g| {
        spec["enums"]["BUF_NUM_FORMAT"]["values"]
            .as_array()
            .expect("BUF_NUM_FORMAT values")
            .iter()
            .any(|v| v["name"] == "BUF_NUM_FORMAT_SNORM_OGL" && on_generation(v, g))
    });
    writeln!(
        out,
        "/// Whether the spec's `BUF_NUM_FORMAT` names value 6 `BUF_NUM_FORMAT_SNORM_OGL`\n\
         /// on gfx6, gfx7, gfx8 (elsewhere the value is reserved).\n\
         pub const BUF_SNORM_OGL: [bool; 3] = {snorm_ogl:?};\n"
    )
    .unwrap();
    let masks = img_num_formats(spec).map(|m| format!("{m:#06X}").replace("0X", "0x"));
    writeln!(
        out,
        "/// The T# `NUM_FORMAT` values the spec's `IMG_NUM_FORMAT` names on gfx6, gfx7, gfx8\n\
         /// (bit n for value n; the `IMG_NUM_FORMAT_RESERVED_*` values left out).\n\
         pub const IMG_NUM_FORMATS: [u16; 3] = [{}];\n}}",
        masks.join(", ")
    )
    .unwrap();
    out
}
