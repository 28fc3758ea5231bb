//! Ratios against a baseline, timed interleaved in one process.
//!
//! divan times each benchmark on its own, one after another, so a baseline
//! and the path compared with it can land in different phases of a shared
//! machine (the copy baselines of these benches moved by 25% between
//! back-to-back runs while the crate's times did not). After divan's table,
//! each bench also times its baseline and its cases in rounds: every round
//! runs the baseline, then each case once, and each case's ratio for that
//! round is taken against that round's baseline. The line printed per case
//! is the median of those ratios, their range, the median times, and the
//! performance target the ratio is held to:
//!
//! ```text
//! ratio draws_blocks_built_each_draw / draws_copy_baseline: 3.19× the time [3.05–3.41] (495.1 / 155.2 µs), target ≤ 3×: misses
//! ```
//!
//! A ratio of kind [`Kind::Time`] is the case's time over the baseline's
//! ("at most 3× the copy"); [`Kind::Speed`] is the baseline's time over the
//! case's, the case's throughput as a fraction of the baseline's ("at least
//! 0.5× the copy").
//!
//! The rounds run unless divan was asked only to list or test the benches
//! (`--list`, `--test`), and, when names are given on the command line
//! (`cargo bench -p gcn-benches --bench tiling -- mode10`), only for cases
//! whose name or baseline's name contains one of them.

// Each bench uses the kinds and targets of its own cases.
#![allow(dead_code)]

use std::time::{Duration, Instant};

/// How a case's ratio is formed.
#[derive(Clone, Copy)]
pub enum Kind {
    /// Case time / baseline time: how many times longer the case takes.
    Time,
    /// Baseline time / case time: the case's throughput as a fraction of the baseline's.
    Speed,
}

/// The bound a case is held to.
#[derive(Clone, Copy)]
pub enum Target {
    /// The ratio must be at most this.
    AtMost(f64),
    /// The ratio must be at least this.
    AtLeast(f64),
    /// The case must move at least this many GB/s (of the group's bytes).
    GbPerSecond(f64),
}

/// One path timed against the group's baseline.
pub struct Case<'a> {
    /// The divan benchmark of the same work (and the name filters match).
    pub name: String,
    /// How its ratio is formed.
    pub kind: Kind,
    /// The bound its ratio is held to.
    pub target: Target,
    /// One run of the work.
    pub run: Box<dyn FnMut() + 'a>,
}

impl<'a> Case<'a> {
    /// A case named `name`, its ratio of `kind` held to `target`.
    pub fn new(
        name: impl Into<String>,
        kind: Kind,
        target: Target,
        run: impl FnMut() + 'a,
    ) -> Self {
        Case {
            name: name.into(),
            kind,
            target,
            run: Box::new(run),
        }
    }
}

/// Options of divan's command line that take a value (the value is not a name filter).
const VALUE_OPTIONS: &[&str] = &[
    "--sample-count",
    "--sample-size",
    "--min-time",
    "--max-time",
    "--skip",
    "--threads",
    "--timer",
    "--color",
    "--items-count",
    "--bytes-count",
    "--chars-count",
    "--cycles-count",
    "--bytes-format",
];

/// The name filters given on the command line; `None` when divan only lists or tests.
fn filters() -> Option<Vec<String>> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.iter().any(|a| a == "--list" || a == "--test") {
        return None;
    }
    let mut names = Vec::new();
    let mut takes_value = false;
    for a in args {
        if takes_value {
            takes_value = false;
        } else if a.starts_with('-') {
            takes_value = VALUE_OPTIONS.contains(&a.as_str());
        } else {
            names.push(a);
        }
    }
    Some(names)
}

/// Whether the command line asks for the ratios of `baseline` and `cases`
/// (the bench's `main` builds the inputs only then).
pub fn wanted(baseline: &str, cases: &[&str]) -> bool {
    match filters() {
        None => false,
        Some(f) if f.is_empty() => true,
        Some(f) => f
            .iter()
            .any(|n| baseline.contains(n.as_str()) || cases.iter().any(|c| c.contains(n.as_str()))),
    }
}

/// The median of `v` (sorted in place); NaN for none.
fn median(v: &mut [f64]) -> f64 {
    v.sort_by(f64::total_cmp);
    match v.len() {
        0 => f64::NAN,
        n if n % 2 == 1 => v[n / 2],
        n => (v[n / 2 - 1] + v[n / 2]) / 2.0,
    }
}

fn time(f: &mut dyn FnMut()) -> Duration {
    let start = Instant::now();
    f();
    start.elapsed()
}

/// A duration in µs or ms, three significant digits.
fn show(seconds: f64) -> String {
    let us = seconds * 1e6;
    if us >= 1000.0 {
        format!("{:.2} ms", us / 1000.0)
    } else {
        format!("{us:.1} µs")
    }
}

/// Times `baseline` and `cases` in `rounds` interleaved rounds (after one
/// untimed warm-up round) and prints each case's ratio line; with `bytes`
/// (the bytes one run moves), each case's throughput too.
pub fn report(
    rounds: usize,
    bytes: Option<usize>,
    baseline_name: &str,
    baseline: &mut dyn FnMut(),
    mut cases: Vec<Case<'_>>,
) {
    baseline();
    for c in cases.iter_mut() {
        (c.run)();
    }
    let mut base = Vec::with_capacity(rounds);
    let mut times = vec![Vec::with_capacity(rounds); cases.len()];
    let mut ratios = vec![Vec::with_capacity(rounds); cases.len()];
    for _ in 0..rounds {
        let b = time(baseline).as_secs_f64();
        base.push(b);
        for (i, c) in cases.iter_mut().enumerate() {
            let t = time(&mut *c.run).as_secs_f64();
            times[i].push(t);
            ratios[i].push(match c.kind {
                Kind::Time => t / b,
                Kind::Speed => b / t,
            });
        }
    }
    let base_median = median(&mut base);
    for (i, c) in cases.iter().enumerate() {
        let r = median(&mut ratios[i]);
        let lo = ratios[i].first().copied().unwrap_or(f64::NAN);
        let hi = ratios[i].last().copied().unwrap_or(f64::NAN);
        let t = median(&mut times[i]);
        let what = match c.kind {
            Kind::Time => "the time",
            Kind::Speed => "the speed",
        };
        let gbs = bytes.map(|n| n as f64 / t / 1e9);
        let (target, holds) = match c.target {
            Target::AtMost(x) => (format!("≤ {x}×"), r <= x),
            Target::AtLeast(x) => (format!("≥ {x}×"), r >= x),
            Target::GbPerSecond(x) => (format!("≥ {x} GB/s"), gbs.is_some_and(|g| g >= x)),
        };
        let throughput = gbs.map(|g| format!(", {g:.2} GB/s")).unwrap_or_default();
        println!(
            "ratio {} / {baseline_name}: {r:.2}× {what} [{lo:.2}–{hi:.2}] ({} / {}{throughput}), target {target}: {}",
            c.name,
            show(t),
            show(base_median),
            if holds { "holds" } else { "misses" },
        );
    }
}
