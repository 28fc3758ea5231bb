//! The resource descriptors' part of the generator (`codegen.rs`): the V#, T#
//! and S# words of the spec's `descriptors`, for one generation.

use serde_json::Value;

use super::codegen::{Field, fields_on};

/// Enumerations no spec field names but the descriptors' users want, with
/// what their documentation says instead of the fields that use them.
pub(super) const STANDALONE_ENUMS: &[(&str, &str)] = &[(
    "MTYPE",
    "Memory type for cache policy. No field holds it whole: V# `WORD3.MTYPE` is 3 bits, \
     T# `WORD1.MTYPE` and `WORD3.MTYPE` are its low 2 bits and its high bit, so the \
     descriptors store raw bits and these are the named values.",
)];

/// Descriptors by spec key.
const DESCRIPTORS: &[&str] = &["V#", "T#", "S#"];

/// One dword of a descriptor.
pub(super) struct Word {
    /// AMD's name of the word, `SQ_BUF_RSRC_WORD0`.
    pub(super) name: String,
    /// The word's fields on the generation, lowest bit first.
    pub(super) fields: Vec<Field>,
}

/// A resource descriptor on one generation.
pub(super) struct Descriptor {
    /// The words, word 0 first.
    pub(super) words: Vec<Word>,
}

/// The descriptors of `generation`.
pub(super) fn load(spec: &Value, generation: &str) -> Vec<Descriptor> {
    DESCRIPTORS
        .iter()
        .map(|&key| {
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
            Descriptor { words }
        })
        .collect()
}
