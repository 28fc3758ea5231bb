//! The decoder, disassembler and diff.

#[path = "../data_source/mod.rs"]
mod data_source;
mod diff;
mod generations;
mod layouts;
mod lint;
mod packets;
mod replay;
mod roundtrip;
mod spec;

use gcn::decode::state::{Draw, Event, Shadow, Site, State, replay};

/// What `at` gives at each draw of `words`, replayed into `shadow` with no
/// memory.
pub fn at_draws<T>(
    words: &[u32],
    shadow: &mut Shadow,
    mut at: impl FnMut(Site, &Draw, &State<'_>) -> T,
) -> Vec<T> {
    let mut seen = Vec::new();
    replay(
        words,
        shadow,
        |_, _| None,
        |site, event, state| {
            if let Event::Draw(d) = event {
                seen.push(at(site, d, state));
            }
        },
    );
    seen
}
