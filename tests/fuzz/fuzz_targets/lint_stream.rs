//! Replay and lint of arbitrary bytes, with every indirect buffer chained
//! back into the same bytes: never panics, every site lies in the stream (or
//! the buffer it chains to), draws are numbered in order, the state at each
//! draw decodes into blocks, every declared descriptor table resolves to its
//! size or not at all, every finding prints as one line, and linting twice
//! gives the same findings. The generation the stream is replayed for comes
//! from the input's length (gfx6, gfx7, gfx8 in turn).
#![no_main]

use std::fmt::Write;

use gcn::blocks::shader::Stage;
use gcn::decode::DescriptorKind;
use gcn::decode::lint::lint_with;
use gcn::decode::state::{DrawState, Event, Shadow, TableDecl, descriptors, replay_with};
use gcn::regs::Gfx;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let words: Vec<u32> = data
        .chunks_exact(4)
        .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect();
    let gfx = [Gfx::Gfx6, Gfx::Gfx7, Gfx::Gfx8][data.len() % 3];
    // An indirect buffer at byte address A reads the stream from dword A / 4
    // (modulo its length), so chains reach back into the input.
    // (at most 64 dwords of it, so nested chains stay cheap).
    let memory = |address: u64, dwords: usize| -> Option<&[u32]> {
        if words.is_empty() || address & 0x4 != 0 {
            return None;
        }
        let start = (address / 4) as usize % words.len();
        let end = words.len().min(start + dwords.min(64));
        Some(&words[start..end])
    };

    // Tables in VS, PS and CS user data, read through the same memory.
    let table = |stage, register, kind, count| TableDecl {
        stage,
        register,
        kind,
        count,
    };
    let tables = [
        table(Stage::Vs, 2, DescriptorKind::Buffer, 4),
        table(Stage::Ps, 12, DescriptorKind::Image, 2),
        table(Stage::Cs, 0, DescriptorKind::Sampler, 1),
    ];

    let mut shadow = Shadow::for_gfx(gfx);
    let mut draws = 0usize;
    let mut last = 0usize;
    let mut text = String::new();
    replay_with(
        &words,
        &mut shadow,
        &tables,
        memory,
        |site, event, state| {
            assert!(site.offset < words.len().max(1));
            assert!(site.offset >= last, "sites go forward");
            last = site.offset;
            if let Some(inner) = site.inner {
                assert!(inner < words.len());
            }
            if let Event::Draw(d) = event {
                assert_eq!(d.number, draws);
                draws += 1;
                let s = DrawState::capture(state);
                let _ = write!(text, "{:?}", s.color[0].info());
                for t in state.tables.iter() {
                    if let Some(w) = t.words {
                        assert_eq!(w.len(), t.decl.dwords());
                    }
                    for (i, view) in t.descriptors() {
                        assert_eq!(view.gfx, gfx);
                        assert!(i < usize::from(t.decl.count));
                        let _ = write!(text, "{view}");
                    }
                }
                for stage in [Stage::Vs, Stage::Ps, Stage::Cs] {
                    let data = state.user_data(stage);
                    let _ = state.program_address(stage);
                    if let Some(kinds) = state.user_data.of(stage) {
                        for (i, view) in descriptors(kinds, &data, state.shadow.gfx()) {
                            assert_eq!(view.gfx, gfx);
                            assert!(i < data.len());
                            let _ = write!(text, "{view}");
                        }
                    }
                }
            }
        },
    )
    .expect("the declarations are valid");

    let mut first = Vec::new();
    let mut shadow = Shadow::for_gfx(gfx);
    lint_with(&words, &mut shadow, &tables, memory, |f| {
        let line = f.to_string();
        assert!(line.starts_with('@') && !line.contains('\n'), "{line}");
        first.push(f);
    })
    .expect("the declarations are valid");
    let mut second = Vec::new();
    let mut shadow = Shadow::for_gfx(gfx);
    lint_with(&words, &mut shadow, &tables, memory, |f| second.push(f))
        .expect("the declarations are valid");
    assert_eq!(first, second);
});
