//! Ratios against a baseline, timed interleaved in one process.
//!
//! divan times each benchmark on its own, one after another, so a baseline
//! and the path compared with it can land in different phases of a shared
//! machine (the copy baselines of these benches moved by 25% between
//! back-to-back runs while the crate's times did not). After divan's table,
//! each bench also times its baseline and its cases in rounds: every round
//! runs the baseline, then each case once, and each case's ratio for that
//! round is taken against that round's baseline.
//!
//! Every timed run starts from the same cache state as the baseline's run it
//! is compared with, in two states, each in rounds of its own (the cold
//! rounds first):
//!
//! - **cold**: a pass over a buffer of [`evict_bytes`] just before the run
//!   (twice the largest CPU cache the machine reports, at least
//!   [`MIN_EVICT_BYTES`]), so its inputs and outputs come from memory;
//! - **hot**: [`HOT_RUNS`] untimed runs of the same work just before the
//!   run, so its own inputs and outputs are in cache as far as they fit, as
//!   in divan's back-to-back samples.
//!
//! Interleaved runs without either (a case right after the baseline and the
//! other cases) start from a mixture that favours whichever path reads what
//! the previous one wrote: the 8 MiB BC1 level measured 0.45× the copy's
//! speed that way, against 0.69× cold and 0.86× hot.
//!
//! The line printed per case gives, per state, the median of the round
//! ratios, their range and the median times; then the performance target,
//! which holds only when it holds in both states:
//!
//! ```text
//! ratio draws_blocks_prebuilt / draws_copy_baseline, the time: cold 0.63× [0.55–1.20] (278.9 µs / 438.7 µs); hot 1.21× [0.98–1.98] (178.6 µs / 148.0 µs); target ≤ 1.1×: misses
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
    /// None: a control, timed to explain the other cases' ratios.
    Control,
}

impl Target {
    /// Whether a median `ratio` (and throughput `gbs`, where there is one) meets the target.
    fn holds(self, ratio: f64, gbs: Option<f64>) -> bool {
        match self {
            Target::AtMost(x) => ratio <= x,
            Target::AtLeast(x) => ratio >= x,
            Target::GbPerSecond(x) => gbs.is_some_and(|g| g >= x),
            Target::Control => true,
        }
    }
}

impl std::fmt::Display for Target {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Target::AtMost(x) => write!(f, "≤ {x}×"),
            Target::AtLeast(x) => write!(f, "≥ {x}×"),
            Target::GbPerSecond(x) => write!(f, "≥ {x} GB/s"),
            Target::Control => f.write_str("none"),
        }
    }
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

/// The smallest eviction pass: four times the 32 MiB L3 of the machine of the
/// earlier sections of `README.md`, and the size used where the machine does
/// not report its caches.
pub const MIN_EVICT_BYTES: usize = 128 << 20;

/// The largest eviction pass (a machine reporting a larger cache is evicted
/// as far as 2 GiB of writes go).
pub const MAX_EVICT_BYTES: usize = 2 << 30;

/// The largest CPU cache this machine reports (Linux `sysfs`), in bytes.
fn largest_cache_bytes() -> Option<usize> {
    let dir = std::fs::read_dir("/sys/devices/system/cpu/cpu0/cache").ok()?;
    dir.filter_map(|e| e.ok())
        .filter_map(|e| std::fs::read_to_string(e.path().join("size")).ok())
        .filter_map(|s| {
            let s = s.trim();
            let (digits, unit) = s.split_at(s.find(|c: char| !c.is_ascii_digit())?);
            let n: usize = digits.parse().ok()?;
            match unit {
                "K" => n.checked_mul(1 << 10),
                "M" => n.checked_mul(1 << 20),
                _ => None,
            }
        })
        .max()
}

/// Bytes of the buffer one cold run's eviction pass writes: twice the
/// largest cache the machine reports, within [`MIN_EVICT_BYTES`] and
/// [`MAX_EVICT_BYTES`]. A pass of a fixed 128 MiB left much of a run's data in
/// the 480 MiB L3 such a virtual machine reports (the 10.1 MB copy of `record`
/// took 1.57 ms after it, 2.00 ms after a 2 GiB pass).
pub fn evict_bytes() -> usize {
    largest_cache_bytes()
        .and_then(|c| c.checked_mul(2))
        .unwrap_or(MIN_EVICT_BYTES)
        .clamp(MIN_EVICT_BYTES, MAX_EVICT_BYTES)
}

/// Untimed runs of the same work before each hot run (with three, the 9.2 MB
/// copy of `record` had not reached the time of divan's back-to-back samples).
pub const HOT_RUNS: usize = 20;

/// The cache state a timed run starts from.
#[derive(Clone, Copy)]
enum State {
    /// After a pass over [`evict_bytes`] of other data.
    Cold,
    /// After [`HOT_RUNS`] untimed runs of the same work.
    Hot,
}

const STATES: [State; 2] = [State::Cold, State::Hot];

/// Per state: the baseline's times, and each case's times and ratios.
struct Samples {
    base: Vec<f64>,
    times: Vec<Vec<f64>>,
    ratios: Vec<Vec<f64>>,
}

/// Times `baseline` and `cases` in `rounds` interleaved rounds cold, then in
/// `rounds` hot (after one untimed warm-up round), and prints each case's ratio line;
/// with `bytes` (the bytes one run moves), each case's throughput too.
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
    let evict_len = evict_bytes();
    static SAID: std::sync::Once = std::sync::Once::new();
    SAID.call_once(|| {
        println!(
            "cold rounds: each run after a pass over {} MiB of other data",
            evict_len >> 20
        );
    });
    let mut other = vec![1u64; evict_len / 8];
    let mut evict = move || {
        for x in other.iter_mut() {
            *x = x.wrapping_add(1);
        }
        std::hint::black_box(&other);
    };
    let mut samples: Vec<Samples> = STATES
        .iter()
        .map(|_| Samples {
            base: Vec::with_capacity(rounds),
            times: vec![Vec::with_capacity(rounds); cases.len()],
            ratios: vec![Vec::with_capacity(rounds); cases.len()],
        })
        .collect();
    let mut prepare = |state: State, run: &mut dyn FnMut()| match state {
        State::Cold => evict(),
        State::Hot => (0..HOT_RUNS).for_each(|_| run()),
    };
    for (&state, s) in STATES.iter().zip(samples.iter_mut()) {
        for _ in 0..rounds {
            prepare(state, baseline);
            let b = time(baseline).as_secs_f64();
            s.base.push(b);
            for (i, c) in cases.iter_mut().enumerate() {
                prepare(state, &mut *c.run);
                let t = time(&mut *c.run).as_secs_f64();
                s.times[i].push(t);
                s.ratios[i].push(match c.kind {
                    Kind::Time => t / b,
                    Kind::Speed => b / t,
                });
            }
        }
    }
    let base_medians: Vec<f64> = samples.iter_mut().map(|s| median(&mut s.base)).collect();
    for (i, c) in cases.iter().enumerate() {
        let mut parts = Vec::new();
        let mut holds = true;
        for ((state, s), b) in STATES.iter().zip(samples.iter_mut()).zip(&base_medians) {
            let r = median(&mut s.ratios[i]);
            let lo = s.ratios[i].first().copied().unwrap_or(f64::NAN);
            let hi = s.ratios[i].last().copied().unwrap_or(f64::NAN);
            let t = median(&mut s.times[i]);
            let gbs = bytes.map(|n| n as f64 / t / 1e9);
            holds &= c.target.holds(r, gbs);
            let throughput = gbs.map(|g| format!(", {g:.2} GB/s")).unwrap_or_default();
            let state = match state {
                State::Cold => "cold",
                State::Hot => "hot",
            };
            parts.push(format!(
                "{state} {r:.2}× [{lo:.2}–{hi:.2}] ({} / {}{throughput})",
                show(t),
                show(*b)
            ));
        }
        let what = match c.kind {
            Kind::Time => "the time",
            Kind::Speed => "the speed",
        };
        let verdict = match c.target {
            Target::Control => "a control".to_string(),
            t => format!("target {t}: {}", if holds { "holds" } else { "misses" }),
        };
        println!(
            "ratio {} / {baseline_name}, {what}: {}; {verdict}",
            c.name,
            parts.join("; "),
        );
    }
}
