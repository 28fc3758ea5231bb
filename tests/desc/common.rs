//! Shared helpers of the descriptor tests: data location, JSON access, the
//! driver-side format description (what a renderer's format name means) and
//! field-by-field diff output.
#![allow(dead_code)]

use std::path::Path;

use gcn::regs::Field;
use serde_json::Value;

/// A descriptor's field table: the fields of every word, word 0 first.
pub type Table = &'static [&'static [Field]];

/// Every field of `table` with its word index, word by word.
pub fn each_field(table: Table) -> impl Iterator<Item = (u8, &'static Field)> {
    table
        .iter()
        .enumerate()
        .flat_map(|(i, fields)| fields.iter().map(move |f| (i as u8, f)))
}

/// The value of `field` of word `word` in `words`, or `None` without that word.
pub fn field_value(words: &[u32], word: u8, field: &Field) -> Option<u32> {
    words.get(usize::from(word)).map(|&w| field.extract(w))
}

/// A descriptor's fields on one generation, `(word, field)` (what the
/// descriptors' `fields_for` yields).
pub type GenTable = [(u8, Field)];

/// Every line of a JSON Lines file, with its 1-based line number.
pub fn read_jsonl(path: &Path) -> Vec<(usize, Result<Value, String>)> {
    let text = std::fs::read_to_string(path)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
    text.lines()
        .enumerate()
        .filter(|(_, l)| !l.trim().is_empty())
        .map(|(i, l)| (i + 1, serde_json::from_str(l).map_err(|e| e.to_string())))
        .collect()
}

/// An integer given as a JSON number or a `"0x…"` string.
pub fn int(v: &Value, key: &str) -> Result<u64, String> {
    let x = v.get(key).ok_or_else(|| format!("missing key {key}"))?;
    if let Some(n) = x.as_u64() {
        return Ok(n);
    }
    if let Some(h) = x.as_str().and_then(|s| s.strip_prefix("0x")) {
        return u64::from_str_radix(h, 16).map_err(|e| format!("{key}: {e}"));
    }
    Err(format!("{key}: not an unsigned integer: {x}"))
}

/// A signed integer (JSON number).
pub fn sint(v: &Value, key: &str) -> Result<i64, String> {
    v.get(key)
        .and_then(Value::as_i64)
        .ok_or_else(|| format!("missing or non-integer key {key}"))
}

/// A string value.
pub fn string<'a>(v: &'a Value, key: &str) -> Result<&'a str, String> {
    v.get(key)
        .and_then(Value::as_str)
        .ok_or_else(|| format!("missing or non-string key {key}"))
}

/// A boolean given as `true`/`false` or 0/1.
pub fn boolean(v: &Value, key: &str) -> Result<bool, String> {
    match v.get(key) {
        Some(Value::Bool(b)) => Ok(*b),
        Some(Value::Number(n)) if n.as_u64() == Some(0) => Ok(false),
        Some(Value::Number(n)) if n.as_u64() == Some(1) => Ok(true),
        other => Err(format!("{key}: not a boolean: {other:?}")),
    }
}

/// A sub-object.
pub fn obj<'a>(v: &'a Value, key: &str) -> Result<&'a Value, String> {
    v.get(key)
        .filter(|x| x.is_object())
        .ok_or_else(|| format!("missing object {key}"))
}

/// The expected descriptor words of a golden line.
pub fn words(v: &Value) -> Result<Vec<u32>, String> {
    let arr = v
        .get("words")
        .and_then(Value::as_array)
        .ok_or("missing words")?;
    arr.iter()
        .map(|w| {
            let s = w.as_str().ok_or("word is not a string")?;
            let h = s.strip_prefix("0x").ok_or("word is not 0x-prefixed")?;
            u32::from_str_radix(h, 16).map_err(|e| e.to_string())
        })
        .collect()
}

/// Field-by-field description of where `got` differs from `want`.
pub fn diff(fields: &GenTable, got: &[u32], want: &[u32]) -> String {
    let mut out = String::new();
    for (i, (g, w)) in got.iter().zip(want).enumerate() {
        if g == w {
            continue;
        }
        out += &format!("  WORD{i}: got {g:#010x}, want {w:#010x}\n");
        let mut covered = 0u32;
        for (word, f) in fields.iter().filter(|(w, _)| usize::from(*w) == i) {
            let (word, f) = (*word, f);
            covered |= f.mask();
            let (fg, fw) = (field_value(got, word, f), field_value(want, word, f));
            if fg != fw {
                out += &format!(
                    "    WORD{i}.{}: got {}, want {}\n",
                    f.name,
                    fg.unwrap_or_default(),
                    fw.unwrap_or_default()
                );
            }
        }
        if (g ^ w) & !covered != 0 {
            out += &format!(
                "    bits outside named fields: {:#010x}\n",
                (g ^ w) & !covered
            );
        }
    }
    out
}

/// Decode check: the crate's field table must name every field the golden
/// line decodes, at the same value, and re-encoding must be the identity.
pub fn check_decode(
    fields: &GenTable,
    golden: &Value,
    words: &[u32],
    reencoded: &[u32],
) -> Result<(), String> {
    if reencoded != words {
        return Err(format!("decode→encode changed the words: {reencoded:08x?}"));
    }
    let map = golden
        .get("fields")
        .and_then(Value::as_object)
        .ok_or("missing fields")?;
    for (key, val) in map {
        let want = val
            .as_u64()
            .ok_or_else(|| format!("{key}: not an integer"))?;
        let (w, name) = key
            .split_once('.')
            .ok_or_else(|| format!("bad field key {key}"))?;
        let wi: u8 = w
            .strip_prefix("WORD")
            .and_then(|n| n.parse().ok())
            .ok_or_else(|| format!("bad word in {key}"))?;
        let (_, f) = fields
            .iter()
            .find(|(w, f)| *w == wi && f.name == name)
            .ok_or_else(|| format!("field {key} is not in the crate's field table"))?;
        let got = field_value(words, wi, f).ok_or_else(|| format!("{key}: word out of range"))?;
        if u64::from(got) != want {
            return Err(format!("{key}: decoded {got}, golden says {want}"));
        }
    }
    let count = fields.len();
    if map.len() != count {
        return Err(format!(
            "golden line decodes {} fields, crate table has {count}",
            map.len(),
        ));
    }
    // Bits outside every named field: what the golden line lists (only the
    // gfx8 upgraded-depth S# has any), else none.
    for (i, &w) in words.iter().enumerate() {
        let covered = fields
            .iter()
            .filter(|(fw, _)| usize::from(*fw) == i)
            .fold(0u32, |m, (_, f)| m | f.mask());
        let want = match golden
            .get("bits_outside_named_fields")
            .and_then(|b| b.get(format!("WORD{i}")))
        {
            Some(v) => {
                let s = v
                    .as_str()
                    .ok_or("bits_outside_named_fields: not a string")?;
                u32::from_str_radix(s.trim_start_matches("0x"), 16).map_err(|e| e.to_string())?
            }
            None => 0,
        };
        if w & !covered != want {
            return Err(format!(
                "WORD{i}: bits outside the crate's fields {:#010x}, golden says {want:#010x}",
                w & !covered
            ));
        }
    }
    Ok(())
}

/// Per-family tally and failure report.
#[derive(Default)]
pub struct Tally {
    pub passed: usize,
    pub failed: usize,
    pub report: String,
}

impl Tally {
    pub fn fail(&mut self, line: usize, input: &Value, why: &str) {
        self.failed += 1;
        if self.failed <= 20 {
            self.report += &format!("line {line}: {why}\n  in: {input}\n");
        }
    }
}

// ---------------------------------------------------------------------------
// Driver-side format description: what a format name such as
// `B10G10R10A2_SNORM` means (channel order in memory from the least
// significant bits, sizes, type, swizzle). This is the renderer's vocabulary,
// not hardware; the tests translate it with the driver's documented rules.

/// Channel type of a format.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ty {
    Unorm,
    Snorm,
    Uscaled,
    Sscaled,
    Uint,
    Sint,
    Float,
    Fixed,
    Srgb,
}

/// One swizzle source: a memory channel index, or a constant.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Src {
    Chan(u8),
    Zero,
    One,
}

/// A plain (non-compressed) format.
#[derive(Clone, Debug)]
pub struct Desc {
    /// Channel sizes in memory order (least significant first); `void` marks X padding.
    pub sizes: Vec<u32>,
    pub void: Vec<bool>,
    pub ty: Ty,
    /// Output R, G, B, A.
    pub swizzle: [Src; 4],
}

impl Desc {
    pub fn nr_channels(&self) -> usize {
        self.sizes.len()
    }
    pub fn first_non_void(&self) -> Option<usize> {
        self.void.iter().position(|v| !v)
    }
    pub fn block_bytes(&self) -> u32 {
        self.sizes.iter().sum::<u32>() / 8
    }
    pub fn is_signed(&self) -> bool {
        matches!(self.ty, Ty::Snorm | Ty::Sscaled | Ty::Sint | Ty::Fixed)
    }
}

/// Parses a plain format name (`R8G8B8A8_UNORM`, `L8A8_UNORM`, `B5G6R5_UNORM`, …).
pub fn parse_plain(name: &str) -> Result<Desc, String> {
    let (chans, ty) = name
        .split_once('_')
        .ok_or_else(|| format!("format {name}: no type"))?;
    let ty = match ty {
        "UNORM" => Ty::Unorm,
        "SNORM" => Ty::Snorm,
        "USCALED" => Ty::Uscaled,
        "SSCALED" => Ty::Sscaled,
        "UINT" => Ty::Uint,
        "SINT" => Ty::Sint,
        "FLOAT" => Ty::Float,
        "FIXED" => Ty::Fixed,
        "SRGB" => Ty::Srgb,
        _ => return Err(format!("format {name}: unknown type {ty}")),
    };
    let mut letters = Vec::new();
    let mut sizes = Vec::new();
    let mut rest = chans;
    while !rest.is_empty() {
        let letter = rest.chars().next().ok_or("empty")?;
        if !"RGBAXLIE".contains(letter) {
            return Err(format!("format {name}: unknown channel {letter}"));
        }
        let digits: String = rest[1..].chars().take_while(char::is_ascii_digit).collect();
        if digits.is_empty() {
            return Err(format!("format {name}: channel {letter} without size"));
        }
        letters.push(letter);
        sizes.push(digits.parse::<u32>().map_err(|e| e.to_string())?);
        rest = &rest[1 + digits.len()..];
    }
    let idx = |c: char| {
        letters
            .iter()
            .position(|&l| l == c)
            .map(|i| Src::Chan(i as u8))
    };
    let swizzle = if let Some(i) = idx('I') {
        [i; 4]
    } else if let Some(l) = idx('L') {
        [l, l, l, idx('A').unwrap_or(Src::One)]
    } else if letters.contains(&'E') {
        [Src::Chan(0), Src::Chan(1), Src::Chan(2), Src::One]
    } else {
        [
            idx('R').unwrap_or(Src::Zero),
            idx('G').unwrap_or(Src::Zero),
            idx('B').unwrap_or(Src::Zero),
            idx('A').unwrap_or(Src::One),
        ]
    };
    let void = letters.iter().map(|&l| l == 'X').collect();
    Ok(Desc {
        sizes,
        void,
        ty,
        swizzle,
    })
}

/// A swizzle source as a hardware select (`SQ_SEL_*` value).
pub fn sel_value(s: Src) -> u8 {
    match s {
        Src::Zero => 0,
        Src::One => 1,
        Src::Chan(c) => 4 + c,
    }
}

/// Four letters from `RGBA01` as sources of a view swizzle.
pub fn parse_swizzle_letters(s: &str) -> Result<[Src; 4], String> {
    let v: Vec<Src> = s
        .chars()
        .map(|c| match c {
            'R' => Ok(Src::Chan(0)),
            'G' => Ok(Src::Chan(1)),
            'B' => Ok(Src::Chan(2)),
            'A' => Ok(Src::Chan(3)),
            '0' => Ok(Src::Zero),
            '1' => Ok(Src::One),
            _ => Err(format!("bad swizzle letter {c} in {s}")),
        })
        .collect::<Result<_, _>>()?;
    v.try_into()
        .map_err(|_| format!("swizzle {s} is not 4 letters"))
}
