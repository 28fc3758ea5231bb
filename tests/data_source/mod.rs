//! Where the test data is: the register spec and the golden vector folders.
//!
//! Lookup order, the same for every data-driven test:
//!
//! 1. `$GCN_SPEC` (a file) / `$GCN_GOLDEN_DIR/<folder>` (a directory) when the
//!    variable is set; a variable that names nothing is a test failure.
//! 2. Otherwise the copies committed under `tests/data/`: the full register spec
//!    `tests/data/gcn-registers.json` and samples of the golden vector sets
//!    `tests/data/<folder>/`.
//!
//! Nothing outside the repository is read unless a variable asks for it. Every
//! lookup prints which source it chose, so a log always says what was checked.
#![allow(dead_code)]

use std::path::{Path, PathBuf};

/// The committed data directory, `tests/data`.
pub fn committed() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data")
}

/// Prints past the test harness capture, so CI logs always show it.
pub fn note(line: &str) {
    use std::io::Write as _;
    let _ = writeln!(std::io::stderr(), "{line}");
}

/// The register spec file: `$GCN_SPEC` when set (it must exist), else the
/// committed `tests/data/gcn-registers.json`.
pub fn spec_path() -> PathBuf {
    let (path, source) = match std::env::var_os("GCN_SPEC") {
        Some(p) => (PathBuf::from(p), "GCN_SPEC"),
        None => (committed().join("gcn-registers.json"), "committed copy"),
    };
    assert!(
        path.is_file(),
        "register spec {} ({source}) is missing",
        path.display()
    );
    note(&format!("spec source: {} ({source})", path.display()));
    path
}

/// The register spec, parsed.
pub fn spec() -> serde_json::Value {
    let path = spec_path();
    let text = std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("cannot read the register spec {}: {e}", path.display()));
    serde_json::from_str(&text)
        .unwrap_or_else(|e| panic!("register spec {} is not JSON: {e}", path.display()))
}

/// A golden vector folder that only the repository holds (the visible sets
/// beside it have no such folder): `$GCN_GOLDEN_DIR/<folder>` when the
/// variable is set and that directory exists, else the committed
/// `tests/data/<folder>` (which must exist). Returns the directory and
/// whether it is the committed copy.
pub fn golden_dir_or_committed(folder: &str) -> (PathBuf, bool) {
    let outside = std::env::var_os("GCN_GOLDEN_DIR")
        .map(|d| PathBuf::from(d).join(folder))
        .filter(|d| d.is_dir());
    let (dir, committed_copy) = match outside {
        Some(d) => (d, false),
        None => (committed().join(folder), true),
    };
    assert!(dir.is_dir(), "golden folder {} is missing", dir.display());
    note(&format!(
        "golden source {folder}: {} ({})",
        dir.display(),
        if committed_copy {
            "committed; GCN_GOLDEN_DIR has no such folder"
        } else {
            "GCN_GOLDEN_DIR"
        }
    ));
    (dir, committed_copy)
}

/// A golden vector folder (`tiling`, `descriptors`, ...): `$GCN_GOLDEN_DIR/<folder>`
/// when the variable is set (it must exist), else the committed sample
/// `tests/data/<folder>`. Returns the directory and whether it is the sample.
pub fn golden_dir(folder: &str) -> (PathBuf, bool) {
    let (dir, sample) = match std::env::var_os("GCN_GOLDEN_DIR") {
        Some(d) => (PathBuf::from(d).join(folder), false),
        None => (committed().join(folder), true),
    };
    assert!(
        dir.is_dir(),
        "golden folder {} is missing{}",
        dir.display(),
        if sample {
            ""
        } else {
            " (GCN_GOLDEN_DIR is set)"
        }
    );
    note(&format!(
        "golden source {folder}: {} ({})",
        dir.display(),
        if sample {
            "committed sample"
        } else {
            "GCN_GOLDEN_DIR"
        }
    ));
    (dir, sample)
}
