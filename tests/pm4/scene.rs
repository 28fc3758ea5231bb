//! The done-when check of the `scene` example: its DE and CE streams for 2
//! frames × 100 draws, recorded by the example's own code and decoded.

#[path = "../../examples/scene/scene.rs"]
#[allow(dead_code)]
mod scene_frame;

use scene_frame as scene;

use gcn::bind::TableStorage;
use gcn::decode::Decoder;
use gcn::pm4::Opcode;

/// Packets only the constant engine executes.
const CE_ONLY: [Opcode; 5] = [
    Opcode::WRITE_CONST_RAM,
    Opcode::DUMP_CONST_RAM,
    Opcode::LOAD_CONST_RAM,
    Opcode::INCREMENT_CE_COUNTER,
    Opcode::WAIT_ON_DE_COUNTER_DIFF,
];

fn opcodes(words: &[u32]) -> Vec<Opcode> {
    Decoder::new(words)
        .map(|d| {
            let d = d.expect("the stream decodes");
            d.packet.opcode().expect("type-3 packets only")
        })
        .collect()
}

#[test]
fn two_frames_of_100_draws() {
    let scene = scene::Scene::new().expect("scene");
    let mut tables = Box::new(TableStorage::new());
    let mut de = vec![0u32; 64 * 1024];
    let mut ce = vec![0u32; 64 * 1024];
    let report = scene
        .record(&mut tables, 2, 100, &mut de, &mut ce)
        .expect("record");
    let de = &de[..report.de_dwords];
    let ce = &ce[..report.ce_dwords];

    let de_ops = opcodes(de);
    let draws = de_ops
        .iter()
        .filter(|&&o| o == Opcode::DRAW_INDEX_AUTO)
        .count();
    assert_eq!(draws, 200);
    assert_eq!(report.stats.draws, 200);
    assert!(
        de_ops.iter().all(|o| !CE_ONLY.contains(o)),
        "no constant-engine packet in the DE stream"
    );
    let first_draw = de_ops
        .iter()
        .position(|&o| o == Opcode::DRAW_INDEX_AUTO)
        .unwrap();
    let first_wait = de_ops
        .iter()
        .position(|&o| o == Opcode::WAIT_ON_CE_COUNTER)
        .unwrap();
    assert!(first_wait < first_draw);
    assert!(de.len() <= 64 * 200, "{} DE dwords for 200 draws", de.len());

    let ce_ops = opcodes(ce);
    assert!(ce_ops.iter().all(|o| CE_ONLY.contains(o)), "{ce_ops:?}");
    assert!(ce_ops.contains(&Opcode::DUMP_CONST_RAM));
    let increments = ce_ops
        .iter()
        .filter(|&&o| o == Opcode::INCREMENT_CE_COUNTER)
        .count();
    let waits = de_ops
        .iter()
        .filter(|&&o| o == Opcode::WAIT_ON_CE_COUNTER)
        .count();
    let de_increments = de_ops
        .iter()
        .filter(|&&o| o == Opcode::INCREMENT_DE_COUNTER)
        .count();
    assert!(increments > 0);
    assert_eq!(waits, increments, "one DE wait for every CE increment");
    assert_eq!(de_increments, waits);

    // Each wait is followed by exactly one draw and then the DE increment.
    let mut pending: Option<usize> = None;
    for &o in &de_ops {
        match o {
            Opcode::WAIT_ON_CE_COUNTER => {
                assert_eq!(pending, None);
                pending = Some(0);
            }
            Opcode::DRAW_INDEX_AUTO => {
                if let Some(n) = pending.as_mut() {
                    *n += 1;
                }
            }
            Opcode::INCREMENT_DE_COUNTER => {
                assert_eq!(
                    pending,
                    Some(1),
                    "one draw between a wait and its increment"
                );
                pending = None;
            }
            _ => {}
        }
    }
    assert_eq!(pending, None);
}

#[test]
fn de_stream_lints_clean() {
    let scene = scene::Scene::new().expect("scene");
    let mut tables = Box::new(TableStorage::new());
    let mut de = vec![0u32; 64 * 1024];
    let mut ce = vec![0u32; 64 * 1024];
    let report = scene
        .record(&mut tables, 2, 100, &mut de, &mut ce)
        .expect("record");
    // The tables the example's layouts declare, so that the pointers are
    // checked against each program's USER_SGPR (the tables themselves are in
    // the CE's ring, which the lint does not see: unreadable-table).
    use gcn::decode::DescriptorKind;
    use gcn::decode::lint::Rule;
    use gcn::decode::state::TableDecl;
    let decls: Vec<TableDecl> = scene::layouts()
        .iter()
        .flat_map(|(stage, layout)| {
            let uses = gcn::bind::TableKind::ALL
                .into_iter()
                .filter_map(|kind| layout.table(kind).map(|u| (kind, u.sgpr)));
            uses.map(move |(kind, register)| TableDecl {
                stage: *stage,
                register,
                kind: match kind {
                    gcn::bind::TableKind::Textures | gcn::bind::TableKind::RwTextures => {
                        DescriptorKind::Image
                    }
                    gcn::bind::TableKind::Samplers => DescriptorKind::Sampler,
                    _ => DescriptorKind::Buffer,
                },
                count: 1,
            })
        })
        .collect();
    assert_eq!(decls.len(), 3);
    let mut shadow = Box::new(gcn::decode::state::Shadow::new());
    let mut findings = Vec::new();
    gcn::decode::lint::lint_with(
        &de[..report.de_dwords],
        &mut shadow,
        &decls,
        |_, _| None,
        |f| {
            if !matches!(f.rule, Rule::UnreadableTable { .. }) {
                findings.push(f.to_string())
            }
        },
    )
    .expect("valid table declarations");
    assert_eq!(findings, Vec::<String>::new());
}
