//! The resource descriptors' part of the generator (`codegen.rs`): the V#, T#
//! and S# words of the spec's `descriptors`, for one generation.

use std::fmt::Write as _;

use serde_json::Value;

use super::codegen::{Ctx, Field, HEADER, Reg, camel, emit_struct, fields_on};

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
