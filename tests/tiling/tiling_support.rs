//! Harness shared by the tiling golden tests: where the vectors are, and a runner that
//! evaluates every line, prints the counts and reports the first differences field by
//! field.

use std::fmt::Write as _;
use std::path::Path;

/// Fields of one line that differ: `(field, expected, got)`.
pub type Diffs = Vec<(String, String, String)>;

/// Evaluates every non-empty line of `path` with `eval`; prints the counts past the test
/// harness capture and the first mismatches; returns `(passed, failed)`.
pub fn run(
    label: &str,
    path: &Path,
    eval: &dyn Fn(&str) -> Result<Diffs, String>,
) -> (usize, usize) {
    let text = std::fs::read_to_string(path)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
    let (mut passed, mut failed) = (0, 0);
    let mut report = String::new();
    for (n, line) in text.lines().enumerate() {
        if line.trim().is_empty() {
            continue;
        }
        match eval(line) {
            Ok(d) if d.is_empty() => passed += 1,
            Ok(d) => {
                failed += 1;
                if failed <= 8 {
                    let _ = writeln!(report, "--- mismatch, line {}\n  {line}", n + 1);
                    for (f, want, got) in d {
                        let _ = writeln!(report, "  {f}: expected {want}, got {got}");
                    }
                }
            }
            Err(e) => {
                failed += 1;
                if failed <= 8 {
                    let _ = writeln!(report, "--- cannot evaluate line {}: {e}\n  {line}", n + 1);
                }
            }
        }
    }
    {
        use std::io::Write as _;
        // Written past the test harness capture so CI logs always show the count.
        let _ = writeln!(
            std::io::stderr(),
            "{label}: {passed} passed, {failed} failed"
        );
    }
    assert!(passed + failed > 0, "{} has no vectors", path.display());
    if failed > 0 {
        print!("{report}");
    }
    (passed, failed)
}

/// Runs family `name` over `<tiling folder>/<name>.jsonl` (see
/// [`crate::data_source::golden_dir`]); fails on any mismatch or line it
/// cannot evaluate.
pub fn family(name: &str, eval: &dyn Fn(&str) -> Result<Diffs, String>) {
    family_in("tiling", name, eval);
}

/// [`family`] over `<folder>/<name>.jsonl` of another golden folder
/// (`tiling-neo`, `tiling-gfx6`, `tiling-gfx8`).
pub fn family_in(folder: &str, name: &str, eval: &dyn Fn(&str) -> Result<Diffs, String>) {
    let (dir, _) = crate::data_source::golden_dir(folder);
    let path = dir.join(format!("{name}.jsonl"));
    let (_, failed) = run(&format!("golden {folder}/{name}"), &path, eval);
    assert_eq!(failed, 0, "{folder}/{name}: {failed} lines failed");
}

/// [`family_in`] over a folder only the repository holds
/// ([`crate::data_source::golden_dir_or_committed`]): read whether or not
/// `GCN_GOLDEN_DIR` is set.
pub fn family_committed(folder: &str, name: &str, eval: &dyn Fn(&str) -> Result<Diffs, String>) {
    let (dir, _) = crate::data_source::golden_dir_or_committed(folder);
    let path = dir.join(format!("{name}.jsonl"));
    let (_, failed) = run(&format!("golden {folder}/{name}"), &path, eval);
    assert_eq!(failed, 0, "{folder}/{name}: {failed} lines failed");
}

/// Every element of every slice and sample of `a` (`x < pitch`, `y < height`), by its
/// element address: `(byte, bytes it spans)`. An independent enumeration, for checking
/// sizes and refusals against.
pub fn element_spans(a: &gcn::tiling::SurfaceAddresser) -> Vec<(u64, u64)> {
    use gcn::tiling::ElementCoord;
    let bytes = u64::from(a.bpp().div_ceil(8));
    let mut spans = Vec::new();
    for slice in 0..a.num_slices().max(1) {
        for sample in 0..a.num_samples().max(1) {
            for y in 0..a.height() {
                for x in 0..a.pitch() {
                    let c = ElementCoord {
                        x,
                        y,
                        slice,
                        sample,
                    };
                    let at = a.element_address(c).expect("element address");
                    spans.push((at.byte, bytes));
                }
            }
        }
    }
    spans
}

/// Whether two elements of `a` share a byte (element addresses enumerated one by one).
pub fn elements_overlap(a: &gcn::tiling::SurfaceAddresser) -> bool {
    let mut spans = element_spans(a);
    spans.sort_unstable();
    spans.windows(2).any(|w| w[0].0 + w[0].1 > w[1].0)
}
