//! `gcn::bind`: the commit before a draw against dwords written from the
//! spec's packet layouts (tests/data/gcn-registers.json: opcodes
//! `WRITE_CONST_RAM` 0x81, `DUMP_CONST_RAM` 0x83, `INCREMENT_CE_COUNTER`
//! 0x84, `INCREMENT_DE_COUNTER` 0x85, `WAIT_ON_CE_COUNTER` 0x86,
//! `WAIT_ON_DE_COUNTER_DIFF` 0x88, `SET_SH_REG` 0x76, `DRAW_INDEX_AUTO`
//! 0x2D, `INDIRECT_BUFFER` 0x3F, `INDIRECT_BUFFER_CONST` 0x33; header
//! `3 << 30 | (body − 1) << 16 | opcode << 8`), the all-or-nothing rule
//! across the DE and CE buffers, and refused inputs.

use gcn::bind::{
    Arena, Binder, Error, Mode, Pipeline, Recorded, ResourceLayout, ResourceSet, Ring, Shadow,
    Stage, TableKind, TableStorage, chain,
};
use gcn::pm4::{CommandBuffer, DispatchDirect, DispatchInitiator, DrawIndexAuto, DrawInitiator};
use gcn::regs::{Gfx, Space};

/// A type-3 header with `body` body dwords.
const fn h(opcode: u32, body: u32) -> u32 {
    3 << 30 | (body - 1) << 16 | opcode << 8
}

const RING: u64 = 0x10_0000_0000;
const DE_BASE: u64 = 0x2000_0000;
const T: [u32; 8] = [1, 2, 3, 4, 5, 6, 7, 8];
const T2: [u32; 8] = [11, 12, 13, 14, 15, 16, 17, 18];
const S: [u32; 4] = [9, 10, 11, 12];

fn draw(n: u32) -> DrawIndexAuto {
    DrawIndexAuto {
        index_count: n,
        draw_initiator: DrawInitiator::AUTO_INDEX,
    }
}

/// PS: textures through user data 0/1 (1 slot), samplers through 2/3 (1 slot).
fn ps_layout() -> ResourceLayout {
    ResourceLayout::new()
        .with_table(TableKind::Textures, 0, 1)
        .with_table(TableKind::Samplers, 2, 1)
}

fn ce_binder(tables: &mut TableStorage, slots: u32, frames: u8) -> Binder<'_> {
    let ring = Ring::new(RING, slots, frames).unwrap();
    let mut b = Binder::new(tables, Mode::ConstantEngine(ring), DE_BASE).unwrap();
    b.set_layout(Stage::Ps, ps_layout()).unwrap();
    b
}

// Ring addresses of the PS tables. PS is stage 0, so a table's region of the
// ring starts at the table's CE RAM byte offset × the ring's slots, and each
// slot holds one copy of the table. The texture table is at CE RAM 0 and takes
// 128 T# × 32 bytes = 0x1000 bytes a slot; the sampler table is at CE RAM
// 0x1200 bytes (dword 0x480).
/// Texture slot 0 (of any ring).
const TEX0: u64 = RING;
/// Texture slot 1: one table copy further.
const TEX1: u64 = RING + 0x1000;
/// Sampler slot 0 of an 8-slot ring: 0x1200 × 8.
const SMP0: u64 = RING + 0x9000;

/// The first commit of [`filled`] on the CE: the T# written to CE RAM 0 and
/// dumped to texture slot 0, the S# written to CE RAM 0x1200 and dumped to
/// sampler slot 0, then the CE counter.
#[rustfmt::skip]
const CE_EXPECTED: [u32; 28] = [
    h(0x81, 9), 0, 1, 2, 3, 4, 5, 6, 7, 8,                 // WRITE_CONST_RAM, OFFSET 0, the T#
    h(0x83, 4), 0, 8, TEX0 as u32, (TEX0 >> 32) as u32,    // DUMP_CONST_RAM 8 dwords
    h(0x81, 5), 0x480 * 4, 9, 10, 11, 12,                  // WRITE_CONST_RAM, OFFSET 0x1200, the S#
    h(0x83, 4), 0x1200, 4, SMP0 as u32, (SMP0 >> 32) as u32, // DUMP_CONST_RAM 4 dwords
    h(0x84, 1), 1,                                         // INCREMENT_CE_COUNTER, INC_CE_COUNTER
];

/// The first commit of [`filled`] on the DE: the two table pointers, the
/// wait for the CE, the draw, the DE counter.
#[rustfmt::skip]
const DE_EXPECTED: [u32; 15] = [
    h(0x76, 3), 0x0C, TEX0 as u32, (TEX0 >> 32) as u32, // SPI_SHADER_USER_DATA_PS_0/1
    h(0x76, 3), 0x0E, SMP0 as u32, (SMP0 >> 32) as u32, // SPI_SHADER_USER_DATA_PS_2/3
    h(0x86, 1), 1,                                      // WAIT_ON_CE_COUNTER, CONTROL
    h(0x2D, 2), 3, 2,                                   // DRAW_INDEX_AUTO, DI_SRC_SEL_AUTO_INDEX
    h(0x85, 1), 0,                                      // INCREMENT_DE_COUNTER
];

/// [`ce_binder`] with 8 slots, the PS texture and sampler set.
fn filled(tables: &mut TableStorage) -> Binder<'_> {
    let mut b = ce_binder(tables, 8, 1);
    b.set_descriptor(Stage::Ps, TableKind::Textures, 0, &T)
        .unwrap();
    b.set_descriptor(Stage::Ps, TableKind::Samplers, 0, &S)
        .unwrap();
    b
}

#[test]
fn ce_commit_golden() {
    let mut tables = TableStorage::new();
    let mut b = filled(&mut tables);
    let (mut de_words, mut ce_words) = ([0u32; 64], [0u32; 64]);
    let mut de = CommandBuffer::new(&mut de_words);
    let mut ce = CommandBuffer::new(&mut ce_words);
    b.draw(&mut de, Some(&mut ce), &draw(3)).unwrap();

    assert_eq!(ce.as_slice(), &CE_EXPECTED);
    assert_eq!(de.as_slice(), &DE_EXPECTED);

    // Nothing changed: the draw alone, no CE packet, no counter.
    let (d0, c0) = (de.len(), ce.len());
    b.draw(&mut de, Some(&mut ce), &draw(6)).unwrap();
    assert_eq!(&de.as_slice()[d0..], &[h(0x2D, 2), 6, 2]);
    assert_eq!(ce.len(), c0);

    // The same T# again changes nothing either.
    assert!(
        !b.set_descriptor(Stage::Ps, TableKind::Textures, 0, &T)
            .unwrap()
    );
    // A new T#: only the texture table, into its next ring slot.
    assert!(
        b.set_descriptor(Stage::Ps, TableKind::Textures, 0, &T2)
            .unwrap()
    );
    let (d1, c1) = (de.len(), ce.len());
    b.draw(&mut de, Some(&mut ce), &draw(9)).unwrap();
    #[rustfmt::skip]
    let ce2 = [
        h(0x81, 9), 0, 11, 12, 13, 14, 15, 16, 17, 18,
        h(0x83, 4), 0, 8, TEX1 as u32, (TEX1 >> 32) as u32,
        h(0x84, 1), 1,
    ];
    assert_eq!(&ce.as_slice()[c1..], &ce2);
    #[rustfmt::skip]
    let de2 = [
        h(0x76, 3), 0x0C, TEX1 as u32, (TEX1 >> 32) as u32,
        h(0x86, 1), 1,
        h(0x2D, 2), 9, 2,
        h(0x85, 1), 0,
    ];
    assert_eq!(&de.as_slice()[d1..], &de2);
    assert_eq!(b.stats().tables_committed, 3);
}

#[test]
fn out_of_space_on_either_buffer_changes_nothing() {
    for (de_cap, ce_cap) in [(64usize, 20usize), (12, 64)] {
        let mut tables = TableStorage::new();
        let mut b = filled(&mut tables);
        let mut de_words = vec![0xAAAA_AAAAu32; de_cap];
        let mut ce_words = vec![0x5555_5555u32; ce_cap];
        let mut de = CommandBuffer::new(&mut de_words);
        let mut ce = CommandBuffer::new(&mut ce_words);
        let err = b.draw(&mut de, Some(&mut ce), &draw(3)).unwrap_err();
        assert!(
            matches!(err, Error::Pm4(gcn::pm4::Error::OutOfSpace { .. })),
            "{err:?}"
        );
        assert!(de.is_empty() && ce.is_empty());
        assert!(de_words.iter().all(|&w| w == 0xAAAA_AAAA));
        assert!(ce_words.iter().all(|&w| w == 0x5555_5555));
        // The state did not move: with room, the same commit as from the start.
        let (mut dw, mut cw) = ([0u32; 64], [0u32; 64]);
        let mut de = CommandBuffer::new(&mut dw);
        let mut ce = CommandBuffer::new(&mut cw);
        b.draw(&mut de, Some(&mut ce), &draw(3)).unwrap();
        assert_eq!(ce.as_slice(), &CE_EXPECTED);
        assert_eq!(de.as_slice(), &DE_EXPECTED);
        assert_eq!(b.stats().draws, 1);
    }
}

#[test]
fn bad_inputs_are_typed_errors() {
    let mut tables = TableStorage::new();
    let mut b = ce_binder(&mut tables, 8, 1);
    let (mut dw, mut cw) = ([0u32; 64], [0u32; 64]);
    let mut de = CommandBuffer::new(&mut dw);
    let mut ce = CommandBuffer::new(&mut cw);
    // The PS reads texture slot 0, which nothing filled.
    assert_eq!(
        b.draw(&mut de, Some(&mut ce), &draw(3)),
        Err(Error::Unfilled {
            stage: Stage::Ps,
            table: TableKind::Textures,
            slot: 0
        })
    );
    assert!(de.is_empty() && ce.is_empty());
    assert!(matches!(
        b.set_descriptor(Stage::Ps, TableKind::Textures, 128, &T),
        Err(Error::SlotOutOfRange {
            slot: 128,
            count: 1,
            ..
        })
    ));
    assert!(matches!(
        b.set_slots(Stage::Vs, TableKind::Samplers, 15, &[0; 8]),
        Err(Error::SlotOutOfRange {
            slot: 15,
            count: 2,
            ..
        })
    ));
    assert!(matches!(
        b.set_slots(Stage::Vs, TableKind::Textures, 0, &[0; 4]),
        Err(Error::BadDescriptorLength { dwords: 4, .. })
    ));
    // A pointer pair past user data 15, 0 slots, too many slots, a shared SGPR.
    for layout in [
        ResourceLayout::new().with_table(TableKind::Textures, 15, 1),
        ResourceLayout::new().with_table(TableKind::Textures, 0, 0),
        ResourceLayout::new().with_table(TableKind::Samplers, 0, 17),
        ResourceLayout::new()
            .with_table(TableKind::Textures, 2, 1)
            .with_table(TableKind::Samplers, 3, 1),
    ] {
        assert!(matches!(
            b.set_layout(Stage::Vs, layout),
            Err(Error::BadLayout { .. })
        ));
    }
    // The CE mode needs a CE buffer.
    assert_eq!(
        b.draw(&mut de, None, &draw(3)),
        Err(Error::ConstantEngineBuffer { ce_mode: true })
    );
    // Rings.
    assert!(matches!(
        Ring::new(RING, 3, 1),
        Err(Error::RingTooSmall { slots: 3, .. })
    ));
    assert!(matches!(
        Ring::new(RING, 8, 0),
        Err(Error::RingTooSmall { .. })
    ));
    assert!(matches!(
        Ring::new(RING, 8, 5),
        Err(Error::RingTooSmall { .. })
    ));
    assert!(matches!(
        Ring::new(RING + 2, 8, 1),
        Err(Error::BadAddress { .. })
    ));
    assert!(matches!(
        Ring::new((1 << 48) - 0x1000, 8, 1),
        Err(Error::BadAddress { .. })
    ));
    let mut storage = [0u32; 16];
    assert!(matches!(
        Arena::new(&mut storage, 0x1004),
        Err(Error::BadAddress { .. })
    ));
    // The message names the rule the address broke: 0x1004 is 4-byte
    // aligned, an arena needs 32 bytes; a ring at 2^48 - 0x1000 starts
    // below 2^48 but ends past it.
    let arena = Arena::new(&mut storage, 0x1004).unwrap_err().to_string();
    assert!(!arena.contains("is not 4-byte aligned"), "{arena}");
    assert!(arena.contains("32"), "{arena}");
    let ring = Ring::new((1 << 48) - 0x1000, 8, 1).unwrap_err().to_string();
    assert!(ring.contains("end"), "{ring}");
    // Errors convert into the crate error.
    let e: gcn::Error = Error::RingTooSmall {
        slots: 3,
        frames_in_flight: 1,
    }
    .into();
    assert!(e.to_string().contains("3 slots"));
}

/// A binder over a 4-slot ring whose PS reads one texture.
fn textures_only(tables: &mut TableStorage, frames: u8) -> Binder<'_> {
    let ring = Ring::new(RING, 4, frames).unwrap();
    let mut b = Binder::new(tables, Mode::ConstantEngine(ring), DE_BASE).unwrap();
    let layout = ResourceLayout::new().with_table(TableKind::Textures, 0, 1);
    b.set_layout(Stage::Ps, layout).unwrap();
    b
}

#[test]
fn ring_wrap_waits_on_the_de_and_frames_in_flight_are_checked() {
    // 4 slots, 1 frame in flight: after the ring wraps, the CE waits for the
    // DE at each quarter (here every dump) with a counter difference of 1.
    let mut tables = TableStorage::new();
    let mut b = textures_only(&mut tables, 1);
    let (mut dw, mut cw) = ([0u32; 256], [0u32; 256]);
    let mut de = CommandBuffer::new(&mut dw);
    let mut ce = CommandBuffer::new(&mut cw);
    for i in 0..6u32 {
        b.set_descriptor(Stage::Ps, TableKind::Textures, 0, &[i; 8])
            .unwrap();
        let c = ce.len();
        b.draw(&mut de, Some(&mut ce), &draw(3)).unwrap();
        let first = ce.as_slice()[c];
        if i < 4 {
            assert_eq!(first, h(0x81, 9), "draw {i}: no wait before the ring wraps");
        } else {
            assert_eq!(&ce.as_slice()[c..c + 2], &[h(0x88, 1), 1], "draw {i}");
            // Slot i mod 4 again: texture slots are 0x1000 bytes apart.
            let addr = RING + u64::from(i % 4) * 0x1000;
            assert_eq!(
                &ce.as_slice()[c + 15..c + 17],
                &[addr as u32, (addr >> 32) as u32]
            );
        }
    }

    // 4 slots, 2 frames in flight: a frame may not overwrite a slot the
    // previous frame read.
    let mut tables = TableStorage::new();
    let mut b = textures_only(&mut tables, 2);
    let mut de = CommandBuffer::new(&mut dw);
    let mut ce = CommandBuffer::new(&mut cw);
    for i in 0..4u32 {
        b.set_descriptor(Stage::Ps, TableKind::Textures, 0, &[i; 8])
            .unwrap();
        b.draw(&mut de, Some(&mut ce), &draw(3)).unwrap();
    }
    b.begin(DE_BASE, Shadow::new()).unwrap();
    b.set_descriptor(Stage::Ps, TableKind::Textures, 0, &[9; 8])
        .unwrap();
    let (d, c) = (de.len(), ce.len());
    assert_eq!(
        b.draw(&mut de, Some(&mut ce), &draw(3)),
        Err(Error::RingTooSmall {
            slots: 4,
            frames_in_flight: 2
        })
    );
    assert_eq!((de.len(), ce.len()), (d, c));
}

#[test]
fn cpu_mode_copies_into_the_arena() {
    let mut tables = TableStorage::new();
    let mut arena_words = [0u32; 32];
    let arena = Arena::new(&mut arena_words, 0x4000_0000).unwrap();
    let mut b = Binder::new(&mut tables, Mode::Cpu(arena), DE_BASE).unwrap();
    b.set_layout(Stage::Ps, ps_layout()).unwrap();
    b.set_descriptor(Stage::Ps, TableKind::Textures, 0, &T)
        .unwrap();
    b.set_descriptor(Stage::Ps, TableKind::Samplers, 0, &S)
        .unwrap();
    let mut dw = [0u32; 64];
    let mut cw = [0u32; 8];
    let mut de = CommandBuffer::new(&mut dw);
    let mut ce = CommandBuffer::new(&mut cw);
    assert_eq!(
        b.draw(&mut de, Some(&mut ce), &draw(3)),
        Err(Error::ConstantEngineBuffer { ce_mode: false })
    );
    b.draw(&mut de, None, &draw(3)).unwrap();
    #[rustfmt::skip]
    let de_expected = [
        h(0x76, 3), 0x0C, 0x4000_0000, 0, // textures at the arena start
        h(0x76, 3), 0x0E, 0x4000_0020, 0, // samplers 32 bytes on
        h(0x2D, 2), 3, 2,                 // the draw; no counter packets
    ];
    assert_eq!(de.as_slice(), &de_expected);
    assert_eq!(b.arena().unwrap().used(), 12);
    assert_eq!(
        &b.arena().unwrap().as_slice()[..12],
        &[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]
    );
    // A full arena: refused, nothing written.
    b.set_descriptor(Stage::Ps, TableKind::Textures, 0, &T2)
        .unwrap();
    b.set_descriptor(Stage::Ps, TableKind::Samplers, 0, &[1; 4])
        .unwrap();
    b.draw(&mut de, None, &draw(3)).unwrap(); // 16 + 12 dwords
    b.set_descriptor(Stage::Ps, TableKind::Textures, 0, &T)
        .unwrap();
    let n = de.len();
    assert!(matches!(
        b.draw(&mut de, None, &draw(3)),
        Err(Error::ArenaFull { .. })
    ));
    assert_eq!(de.len(), n);
    assert!(b.reset_arena());
    b.draw(&mut de, None, &draw(3)).unwrap();
}

#[test]
fn pipelines_bind_once_and_skip_unchanged_packets() {
    // Two pipelines sharing SPI_SHADER_PGM_LO/HI_PS and differing in
    // CB_COLOR_CONTROL (context 0x202).
    #[rustfmt::skip]
    let a = [
        h(0x76, 3), 0x08, 0x1234, 0,  // SET_SH_REG SPI_SHADER_PGM_LO/HI_PS
        h(0x69, 2), 0x202, 0x00CC_0010, // SET_CONTEXT_REG CB_COLOR_CONTROL
    ];
    let mut bb = a;
    bb[6] = 0x00CC_0000;
    let mut tables = TableStorage::new();
    let ring = Ring::new(RING, 8, 1).unwrap();
    let mut b = Binder::new(&mut tables, Mode::ConstantEngine(ring), DE_BASE).unwrap();
    let pa = Pipeline::new(1, &a, &[(Stage::Ps, ps_layout())]).unwrap();
    let pb = Pipeline::new(2, &bb, &[(Stage::Ps, ps_layout())]).unwrap();
    let mut dw = [0u32; 64];
    let mut de = CommandBuffer::new(&mut dw);
    assert!(b.bind_pipeline(&mut de, &pa).unwrap());
    assert_eq!(de.as_slice(), &a);
    assert!(!b.bind_pipeline(&mut de, &pa).unwrap());
    assert_eq!(de.len(), 7);
    assert!(b.bind_pipeline(&mut de, &pb).unwrap());
    assert_eq!(&de.as_slice()[7..], &bb[4..]);
    assert_eq!(b.layout(Stage::Ps), ps_layout());
    assert_eq!(b.shadow().get(Space::Context, 0x202), Some(0x00CC_0000));
    // Not enough room: nothing written.
    let mut small = [0u32; 2]; // CB_COLOR_CONTROL differs: 3 dwords
    let mut de2 = CommandBuffer::new(&mut small);
    assert!(matches!(b.bind_pipeline(&mut de2, &pa), Err(Error::Pm4(_))));
    assert!(de2.is_empty());
    // A draw packet is not pipeline state; a packet cut short neither.
    assert_eq!(
        Pipeline::new(3, &[h(0x2D, 2), 3, 2], &[]),
        Err(Error::BadPipeline { offset: 0 })
    );
    assert_eq!(
        Pipeline::new(3, &a[..6], &[]),
        Err(Error::BadPipeline { offset: 4 })
    );
    // A resource set fills a table range in one call.
    let set = ResourceSet::new(Stage::Ps, TableKind::Samplers, 2, &[7; 8]).unwrap();
    assert!(b.set_resources(&set).unwrap());
    let base = TableKind::Samplers.offset();
    assert_eq!(&b.tables().words[base + 8..base + 16], &[7; 8]);
    assert!(matches!(
        ResourceSet::new(Stage::Ps, TableKind::Samplers, 15, &[7; 8]),
        Err(Error::SlotOutOfRange { .. })
    ));
}

#[test]
fn per_draw_data_is_16_byte_aligned_in_gpu_memory() {
    // The promise of `alloc_draw_data`: the V#'s address is 16-byte aligned
    // and is where the data lies (the DE buffer's base plus 4 bytes per
    // dword before the data), for every base the binder accepts (4-byte
    // aligned) and every fill of the buffer. The NOP's COUNT (PM4 type-3
    // header bits 29:16, body dwords - 1) covers the padding and the data.
    let ring = Ring::new(RING, 8, 1).unwrap();
    for base_skew in [0u64, 4, 8, 12] {
        let de_base = DE_BASE + base_skew;
        for filled in 0..8usize {
            for begin in [false, true] {
                let mut tables = TableStorage::new();
                let b = if begin {
                    let mut b =
                        Binder::new(&mut tables, Mode::ConstantEngine(ring), DE_BASE).unwrap();
                    b.begin(de_base, Shadow::new()).unwrap();
                    b
                } else {
                    Binder::new(&mut tables, Mode::ConstantEngine(ring), de_base).unwrap()
                };
                let mut dw = [0xAAAA_AAAAu32; 64];
                let mut de = CommandBuffer::new(&mut dw);
                if filled > 0 {
                    de.pad(filled).unwrap();
                }
                let (v, data) = b.alloc_draw_data(&mut de, 4).unwrap();
                data.copy_from_slice(&[0x5151_5151; 4]);
                let addr = v.base_address();
                assert_eq!(addr % 16, 0, "base {de_base:#x}, {filled} dwords before");
                let at = usize::try_from((addr - de_base) / 4).unwrap();
                let words = de.as_slice();
                assert_eq!(&words[at..at + 4], &[0x5151_5151; 4]);
                assert_eq!(words.len(), at + 4);
                // The NOP header right after what was there, its body up to the end.
                let body = u32::try_from(at + 4 - filled - 1).unwrap();
                assert_eq!(words[filled], h(0x10, body));
                assert!(words[filled + 1..at].iter().all(|&w| w == 0));
                assert!(at - (filled + 1) < 4, "at most 3 dwords of padding");
            }
        }
    }
}

#[test]
fn per_draw_data_is_addressed_inside_the_buffer() {
    let mut tables = TableStorage::new();
    let ring = Ring::new(RING, 8, 1).unwrap();
    let b = Binder::new(&mut tables, Mode::ConstantEngine(ring), DE_BASE).unwrap();
    let mut dw = [0u32; 64];
    let mut de = CommandBuffer::new(&mut dw);
    de.nop(&[]).unwrap(); // one dword, so the data needs alignment
    let (v, data) = b.alloc_draw_data(&mut de, 16).unwrap();
    data.copy_from_slice(&[5; 16]);
    // NOP header at dword 1, padding to dword 4 (16 bytes), data at 4..20.
    assert_eq!(v.base_address(), DE_BASE + 16);
    assert_eq!(v.to_words()[2], 64, "NUM_RECORDS = 64 bytes");
    assert_eq!(&de.as_slice()[4..20], &[5; 16]);
    assert_eq!(de.len(), 20);
    // 3 dwords free: the header and padding fit, 16 data dwords do not.
    let mut dw = [0xAAAA_AAAAu32; 8];
    let mut de = CommandBuffer::new(&mut dw);
    de.pad(5).unwrap();
    assert!(matches!(
        b.alloc_draw_data(&mut de, 16),
        Err(Error::Pm4(gcn::pm4::Error::OutOfSpace { .. }))
    ));
    assert!(matches!(
        b.alloc_draw_data(&mut de, 0),
        Err(Error::Pm4(gcn::pm4::Error::CountOutOfRange { .. }))
    ));
    assert_eq!(de.len(), 5);
    assert_eq!(&dw[5..], &[0xAAAA_AAAA; 3]);
    // A buffer whose data would lie past 2^48: no V#, nothing written.
    let mut tables = TableStorage::new();
    let b = Binder::new(&mut tables, Mode::ConstantEngine(ring), (1 << 48) - 8).unwrap();
    let mut dw = [0u32; 32];
    let mut de = CommandBuffer::new(&mut dw);
    assert!(matches!(b.alloc_draw_data(&mut de, 4), Err(Error::Desc(_))));
    assert!(de.is_empty());
    // Room for exactly the header, 3 padding dwords and the data.
    let mut tables = TableStorage::new();
    let b = Binder::new(&mut tables, Mode::ConstantEngine(ring), DE_BASE).unwrap();
    let mut dw = [0xAAAA_AAAAu32; 20];
    let mut de = CommandBuffer::new(&mut dw);
    let (v, data) = b.alloc_draw_data(&mut de, 16).unwrap();
    assert!(data.iter().all(|&w| w == 0));
    assert_eq!(v.base_address(), DE_BASE + 16);
    // NOP with a 19-dword body: 3 padding dwords, then the data.
    assert_eq!(&de.as_slice()[..4], &[h(0x10, 19), 0, 0, 0]);
}

#[test]
fn chain_calls_ce_then_de_buffers_in_order() {
    let parts = [
        Recorded {
            de: 0x1000,
            de_dwords: 40,
            ce: Some((0x2000, 30)),
        },
        Recorded {
            de: 0x3000,
            de_dwords: 50,
            ce: None,
        },
    ];
    let mut w = [0u32; 16];
    let mut cb = CommandBuffer::new(&mut w);
    chain(&mut cb, &parts).unwrap();
    #[rustfmt::skip]
    let expected = [
        h(0x33, 3), 0x2000, 0, 30, // INDIRECT_BUFFER_CONST, IB_SIZE 30
        h(0x3F, 3), 0x1000, 0, 40, // INDIRECT_BUFFER, IB_SIZE 40
        h(0x3F, 3), 0x3000, 0, 50,
    ];
    assert_eq!(cb.as_slice(), &expected);
    let mut w2 = [0u32; 11];
    let mut small = CommandBuffer::new(&mut w2);
    assert!(matches!(chain(&mut small, &parts), Err(Error::Pm4(_))));
    assert!(small.is_empty());
    let bad = [Recorded {
        de: 0x1000,
        de_dwords: 0,
        ce: None,
    }];
    assert!(matches!(chain(&mut cb, &bad), Err(Error::Pm4(_))));
}

#[test]
fn parallel_recordings_are_self_contained() {
    // Two threads each record one part with their own binder, tables and
    // buffers; the parts are then chained in order. Each part's first commit
    // writes CE RAM afresh and balances its counters.
    let mut storage = vec![0u32; 2 * 256];
    let (de_a, de_b) = storage.split_at_mut(256);
    let mut ce_storage = vec![0u32; 2 * 256];
    let (ce_a, ce_b) = ce_storage.split_at_mut(256);
    let record = |i: u64, de: &mut [u32], ce: &mut [u32]| -> (usize, usize) {
        let mut tables = Box::new(TableStorage::new());
        let ring = Ring::new(RING + i * 0x100_0000, 8, 1).unwrap();
        let mut b = Binder::new(
            &mut tables,
            Mode::ConstantEngine(ring),
            DE_BASE + i * 0x1000,
        )
        .unwrap();
        b.set_layout(Stage::Ps, ps_layout()).unwrap();
        b.set_descriptor(Stage::Ps, TableKind::Textures, 0, &T)
            .unwrap();
        b.set_descriptor(Stage::Ps, TableKind::Samplers, 0, &S)
            .unwrap();
        let mut de = CommandBuffer::new(de);
        let mut ce = CommandBuffer::new(ce);
        b.draw(&mut de, Some(&mut ce), &draw(3)).unwrap();
        b.draw(&mut de, Some(&mut ce), &draw(3)).unwrap();
        (de.len(), ce.len())
    };
    let (a, bb) = std::thread::scope(|s| {
        let ta = s.spawn(|| record(0, de_a, ce_a));
        let tb = s.spawn(|| record(1, de_b, ce_b));
        (ta.join().unwrap(), tb.join().unwrap())
    });
    assert_eq!(a, bb);
    assert_eq!(a, (15 + 3, 28));
    let parts = [
        Recorded {
            de: DE_BASE,
            de_dwords: a.0 as u32,
            ce: Some((0x8000, a.1 as u32)),
        },
        Recorded {
            de: DE_BASE + 0x1000,
            de_dwords: bb.0 as u32,
            ce: Some((0x9000, bb.1 as u32)),
        },
    ];
    let mut w = [0u32; 16];
    let mut cb = CommandBuffer::new(&mut w);
    chain(&mut cb, &parts).unwrap();
    assert_eq!(cb.len(), 16);
}

#[test]
fn shadow_skips_unchanged_writes() {
    let mut shadow = Shadow::new();
    let mut w = [0u32; 16];
    let mut cb = CommandBuffer::new(&mut w);
    assert!(shadow.set_regs(&mut cb, Space::Sh, 0x0C, &[1, 2]).unwrap());
    assert!(!shadow.set_regs(&mut cb, Space::Sh, 0x0C, &[1, 2]).unwrap());
    assert!(shadow.set_regs(&mut cb, Space::Sh, 0x0D, &[2, 3]).unwrap()); // 0x0E unknown
    assert_eq!(
        cb.as_slice(),
        &[h(0x76, 3), 0x0C, 1, 2, h(0x76, 3), 0x0D, 2, 3]
    );
    assert_eq!(shadow.skipped(), 1);
    assert_eq!(shadow.get(Space::Sh, 0x0E), Some(3));
    assert_eq!(shadow.get(Space::Context, 0x0E), None);
    // A snapshot carries what it knows into the next recording.
    let snapshot = shadow.clone();
    assert!(!snapshot.differs(Space::Sh, 0x0C, &[1, 2, 3]));
    shadow.forget();
    assert!(shadow.differs(Space::Sh, 0x0C, &[1]));
}

#[test]
fn a_new_recording_rewrites_ce_ram() {
    // The PS reads two texture slots. After `begin`, CE RAM counts as
    // unknown: changing slot 1 writes slots 0 and 1.
    let mut tables = TableStorage::new();
    let ring = Ring::new(RING, 8, 1).unwrap();
    let mut b = Binder::new(&mut tables, Mode::ConstantEngine(ring), DE_BASE).unwrap();
    let layout = ResourceLayout::new().with_table(TableKind::Textures, 0, 2);
    b.set_layout(Stage::Ps, layout).unwrap();
    b.set_slots(Stage::Ps, TableKind::Textures, 0, &[T, T2].concat())
        .unwrap();
    let (mut dw, mut cw) = ([0u32; 128], [0u32; 128]);
    let mut de = CommandBuffer::new(&mut dw);
    let mut ce = CommandBuffer::new(&mut cw);
    b.draw(&mut de, Some(&mut ce), &draw(3)).unwrap();
    // Same recording: only slot 1 is written.
    b.set_descriptor(Stage::Ps, TableKind::Textures, 1, &T)
        .unwrap();
    let c = ce.len();
    b.draw(&mut de, Some(&mut ce), &draw(3)).unwrap();
    assert_eq!(&ce.as_slice()[c..c + 3], &[h(0x81, 9), 8 * 4, 1]);
    // Next recording: both slots.
    b.begin(DE_BASE, Shadow::new()).unwrap();
    b.set_descriptor(Stage::Ps, TableKind::Textures, 1, &T2)
        .unwrap();
    let (d, c) = (de.len(), ce.len());
    b.draw(&mut de, Some(&mut ce), &draw(3)).unwrap();
    assert_eq!(&ce.as_slice()[c..c + 3], &[h(0x81, 17), 0, 1]);
    // And the fresh shadow rewrites the pointer even though it is the next slot anyway.
    assert_eq!(de.as_slice()[d], h(0x76, 3));
}

#[test]
fn every_generation_gets_the_same_commit() {
    // The commit's packets and the user-data registers its pointers go to
    // exist on gfx6, gfx7 and gfx8, so buffers made for any generation
    // record the same dwords as the gfx7 golden above.
    for gfx in [Gfx::Gfx6, Gfx::Gfx7, Gfx::Gfx8] {
        for stage in gcn::bind::STAGE_ORDER {
            for i in 0..16 {
                let offset = stage.user_data_offset() + i;
                assert!(
                    gfx.lookup(Space::Sh, offset).is_some(),
                    "{gfx:?} {offset:#x}"
                );
            }
        }
        let mut tables = TableStorage::new();
        let mut b = filled(&mut tables);
        let (mut dw, mut cw) = ([0u32; 64], [0u32; 64]);
        let mut de = CommandBuffer::for_gfx(&mut dw, gfx);
        let mut ce = CommandBuffer::for_gfx(&mut cw, gfx);
        b.draw(&mut de, Some(&mut ce), &draw(3)).unwrap();
        assert_eq!(de.as_slice(), &DE_EXPECTED, "{gfx:?}");
        assert_eq!(ce.as_slice(), &CE_EXPECTED, "{gfx:?}");
    }
}

#[test]
fn resetting_the_arena_copies_every_table_again() {
    // Draw 1 copies the textures to dwords 0..8 and the samplers to 8..12.
    // After the reset only the textures change, yet both are copied again
    // (0..8 and 8..12): the samplers' old copy may be overwritten from now
    // on, so their pointer must not keep its address. The next texture
    // change goes to 16..24 and leaves the samplers' copy alone.
    let mut tables = TableStorage::new();
    let mut arena_words = [0u32; 32];
    let arena = Arena::new(&mut arena_words, 0x4000_0000).unwrap();
    let mut b = Binder::new(&mut tables, Mode::Cpu(arena), DE_BASE).unwrap();
    b.set_layout(Stage::Ps, ps_layout()).unwrap();
    b.set_descriptor(Stage::Ps, TableKind::Textures, 0, &T)
        .unwrap();
    b.set_descriptor(Stage::Ps, TableKind::Samplers, 0, &S)
        .unwrap();
    let mut dw = [0u32; 128];
    let mut de = CommandBuffer::new(&mut dw);
    b.draw(&mut de, None, &draw(3)).unwrap();
    assert!(b.reset_arena());
    assert_eq!(b.arena().unwrap().used(), 0);
    b.set_descriptor(Stage::Ps, TableKind::Textures, 0, &T2)
        .unwrap();
    let d = de.len();
    b.draw(&mut de, None, &draw(3)).unwrap();
    assert_eq!(b.stats().tables_committed, 4);
    assert_eq!(
        b.arena().unwrap().as_slice(),
        &[11, 12, 13, 14, 15, 16, 17, 18, 9, 10, 11, 12]
    );
    // Same addresses as before the reset: the shadow skips both pointers.
    assert_eq!(&de.as_slice()[d..], &[h(0x2D, 2), 3, 2]);
    b.set_descriptor(Stage::Ps, TableKind::Textures, 0, &T)
        .unwrap();
    let d = de.len();
    b.draw(&mut de, None, &draw(3)).unwrap();
    #[rustfmt::skip]
    let expected = [
        h(0x76, 3), 0x0C, 0x4000_0040, 0, // textures at dword 16
        h(0x2D, 2), 3, 2,
    ];
    assert_eq!(&de.as_slice()[d..], &expected);
    let copied = b.arena().unwrap().as_slice();
    assert_eq!(&copied[8..12], &S);
    assert_eq!(&copied[16..24], &T);
    // The CE mode has no arena.
    let mut tables = TableStorage::new();
    let mut b = filled(&mut tables);
    assert!(!b.reset_arena());
    assert!(b.arena().is_none());
}

#[test]
fn a_generation_checked_buffer_refuses_pipelines_and_draws_it_would_refuse() {
    // SET_CONTEXT_REG of CB_DCC_CONTROL (context 0x109), a gfx8 register.
    let cb_dcc_control = [h(0x69, 2), 0x109, 1];
    let p = Pipeline::new(1, &cb_dcc_control, &[]).unwrap();
    for (gfx, have) in [(Gfx::Gfx6, false), (Gfx::Gfx7, false), (Gfx::Gfx8, true)] {
        assert_eq!(gfx.lookup(Space::Context, 0x109).is_some(), have);
        let mut tables = TableStorage::new();
        let ring = Ring::new(RING, 8, 1).unwrap();
        let mut b = Binder::new(&mut tables, Mode::ConstantEngine(ring), DE_BASE).unwrap();
        let mut dw = [0u32; 16];
        let mut de = CommandBuffer::for_gfx(&mut dw, gfx);
        let own = de.set_context_regs(0x109, &[1]);
        de.reset();
        // Only gfx8 has CB_DCC_CONTROL: the buffer's own method says so too.
        assert_eq!(own.is_ok(), have, "{gfx:?}");
        match own {
            Ok(()) => {
                assert!(b.bind_pipeline(&mut de, &p).unwrap());
                assert_eq!(de.as_slice(), &cb_dcc_control);
            }
            Err(e) => {
                assert!(matches!(e, gcn::pm4::Error::RegisterNotOnGfx { .. }));
                assert_eq!(b.bind_pipeline(&mut de, &p), Err(Error::Pm4(e)));
                assert!(de.is_empty());
                assert_eq!(b.shadow().get(Space::Context, 0x109), None);
                assert_eq!(b.stats().pipelines_bound, 0);
            }
        }
    }
    // An unchecked buffer writes any register, as `set_context_regs` does.
    let mut tables = TableStorage::new();
    let ring = Ring::new(RING, 8, 1).unwrap();
    let mut b = Binder::new(&mut tables, Mode::ConstantEngine(ring), DE_BASE).unwrap();
    let mut dw = [0u32; 16];
    let mut de = CommandBuffer::new(&mut dw);
    assert!(b.bind_pipeline(&mut de, &p).unwrap());
    assert_eq!(de.as_slice(), &cb_dcc_control);
    // A packet the shadow would skip is checked too.
    let shadow = b.shadow().clone();
    b.begin(DE_BASE, shadow).unwrap();
    let mut dw = [0u32; 16];
    let mut de = CommandBuffer::for_gfx(&mut dw, Gfx::Gfx7);
    assert!(matches!(
        b.bind_pipeline(&mut de, &p),
        Err(Error::Pm4(gcn::pm4::Error::RegisterNotOnGfx { .. }))
    ));
    assert!(de.is_empty());

    // A dispatch setting ORDERED_APPEND_MODE, a gfx7+ field, through the
    // binder: refused on gfx6 as `push` refuses it, nothing written.
    let dispatch = DispatchDirect {
        dim_x: 1,
        dim_y: 1,
        dim_z: 1,
        dispatch_initiator: DispatchInitiator::ENABLE.with_ordered_append_mode(true),
    };
    for gfx in [Gfx::Gfx6, Gfx::Gfx7, Gfx::Gfx8] {
        let mut tables = TableStorage::new();
        let mut b = filled(&mut tables);
        let (mut dw, mut cw) = ([0u32; 64], [0u32; 64]);
        let mut de = CommandBuffer::for_gfx(&mut dw, gfx);
        let mut ce = CommandBuffer::for_gfx(&mut cw, gfx);
        let own = de.push(&dispatch);
        de.reset();
        // ORDERED_APPEND_MODE is a field on gfx7 and gfx8 only.
        assert_eq!(own.is_err(), gfx == Gfx::Gfx6, "{gfx:?}");
        let got = b.draw(&mut de, Some(&mut ce), &dispatch);
        match own {
            Ok(()) => {
                got.unwrap();
                assert_eq!(&de.as_slice()[10..15], &[h(0x15, 4) | 2, 1, 1, 1, 0x11]);
            }
            Err(e) => {
                assert_eq!(
                    e,
                    gcn::pm4::Error::FieldNotOnGfx {
                        opcode: gcn::pm4::Opcode::DISPATCH_DIRECT,
                        field: "ORDERED_APPEND_MODE",
                        gfx,
                    }
                );
                assert_eq!(got, Err(Error::Pm4(e)));
                assert!(de.is_empty() && ce.is_empty());
                assert_eq!(b.stats().draws, 0);
            }
        }
    }
}

#[test]
fn a_pipeline_ending_in_nops_is_refused() {
    // A NOP travels with the register packet after it: written before it,
    // skipped with it.
    #[rustfmt::skip]
    let hinted = [
        h(0x10, 1), 0x1234,            // NOP hint
        h(0x76, 3), 0x0C, 5, 6,        // SET_SH_REG SPI_SHADER_USER_DATA_PS_0/1
    ];
    let p = Pipeline::new(1, &hinted, &[]).unwrap();
    let mut tables = TableStorage::new();
    let ring = Ring::new(RING, 8, 1).unwrap();
    let mut b = Binder::new(&mut tables, Mode::ConstantEngine(ring), DE_BASE).unwrap();
    let mut dw = [0u32; 32];
    let mut de = CommandBuffer::new(&mut dw);
    assert!(b.bind_pipeline(&mut de, &p).unwrap());
    assert_eq!(de.as_slice(), &hinted);
    // A NOP after the last register packet has no packet to travel with.
    let trailing = [hinted.as_slice(), &[h(0x10, 1), 0x5678]].concat();
    assert_eq!(
        Pipeline::new(2, &trailing, &[]),
        Err(Error::TrailingNop { offset: 6 })
    );
    assert_eq!(
        Pipeline::new(2, &[h(0x10, 1), 0x5678], &[]),
        Err(Error::TrailingNop { offset: 0 })
    );
    let two = [hinted.as_slice(), &[h(0x10, 1), 0, h(0x10, 2), 0, 0]].concat();
    assert_eq!(
        Pipeline::new(2, &two, &[]),
        Err(Error::TrailingNop { offset: 6 })
    );
    let e: gcn::Error = Error::TrailingNop { offset: 6 }.into();
    assert!(e.to_string().contains("dwords at 6: NOPs after the last"));
    assert_eq!(Pipeline::new(2, &[], &[]).map(|p| p.dwords().len()), Ok(0));
}

/// A pipeline may write a register twice, as PM4 allows: each packet is
/// compared with the register as the shadow and the packets before it in
/// the pipeline leave it (the order the GPU runs them), so the shadow ends
/// holding what the GPU holds.
#[test]
fn a_register_written_twice_is_decided_in_order() {
    // SET_CONTEXT_REG of one register: 3 << 30 | (2 - 1) << 16 | 0x69 << 8.
    const SET1: u32 = 0xC001_6900;
    // CB_TARGET_MASK, context register 0x8E (0x28238).
    const MASK: u32 = 0x8E;
    let mut tables = TableStorage::new();
    let ring = Ring::new(RING, 8, 1).unwrap();
    let mut b = Binder::new(&mut tables, Mode::ConstantEngine(ring), DE_BASE).unwrap();
    let mut dw = [0u32; 64];
    let mut de = CommandBuffer::new(&mut dw);
    let two = [SET1, MASK, 2];
    let p_two = Pipeline::new(1, &two, &[]).unwrap();
    assert!(b.bind_pipeline(&mut de, &p_two).unwrap());
    assert_eq!(de.as_slice(), &[SET1, MASK, 2]);
    assert_eq!(b.shadow().get(Space::Context, 0x8E), Some(2));

    // 1 then 2 over a shadow of 2: both packets change the register.
    let one_two = [SET1, MASK, 1, SET1, MASK, 2];
    let p_one_two = Pipeline::new(2, &one_two, &[]).unwrap();
    // All or nothing: 6 dwords needed, 5 given.
    let mut small = [0u32; 5];
    let mut de_small = CommandBuffer::new(&mut small);
    assert!(matches!(
        b.bind_pipeline(&mut de_small, &p_one_two),
        Err(Error::Pm4(_))
    ));
    assert!(de_small.is_empty());
    assert_eq!(b.shadow().get(Space::Context, 0x8E), Some(2));
    assert_eq!(b.shadow().skipped(), 0);
    assert!(b.bind_pipeline(&mut de, &p_one_two).unwrap());
    assert_eq!(&de.as_slice()[3..], &[SET1, MASK, 1, SET1, MASK, 2]);
    assert_eq!(b.shadow().get(Space::Context, 0x8E), Some(2));
    assert_eq!(b.shadow().skipped(), 0);

    // 2 then 1 over a shadow of 2: the first changes nothing, the second does.
    let two_one = [SET1, MASK, 2, SET1, MASK, 1];
    let p_two_one = Pipeline::new(3, &two_one, &[]).unwrap();
    assert!(b.bind_pipeline(&mut de, &p_two_one).unwrap());
    assert_eq!(&de.as_slice()[9..], &[SET1, MASK, 1]);
    assert_eq!(b.shadow().get(Space::Context, 0x8E), Some(1));
    assert_eq!(b.shadow().skipped(), 1);

    // The register holds 1, so a write of 2 is written.
    assert!(b.bind_pipeline(&mut de, &p_two).unwrap());
    assert_eq!(&de.as_slice()[12..], &[SET1, MASK, 2]);
    assert_eq!(de.len(), 15);

    // A register the shadow does not know, written twice with one value
    // (CB_SHADER_MASK, 0x8F, inside a two-register packet first): the
    // second write changes nothing.
    const SET2: u32 = 0xC002_6900; // two registers: (3 - 1) << 16
    let twice = [SET2, MASK, 2, 0xF, SET1, 0x8F, 0xF];
    let p_twice = Pipeline::new(4, &twice, &[]).unwrap();
    assert!(b.bind_pipeline(&mut de, &p_twice).unwrap());
    assert_eq!(&de.as_slice()[15..], &[SET2, MASK, 2, 0xF]);
    assert_eq!(b.shadow().get(Space::Context, 0x8F), Some(0xF));
    assert_eq!(b.shadow().skipped(), 2);
}

/// Pipelines of `SET_CONTEXT_REG` packets over five registers (0x8E..0x93),
/// bound one after another: a packet is written exactly when one of its
/// registers is unknown or holds another value once the packets before it
/// have run, and the shadow holds the values last written.
mod in_order {
    use super::*;
    use proptest::prelude::*;
    use std::collections::HashMap;

    /// A packet: first register (0x8E + 0..5) and 1..=3 values of 0..3.
    fn packet() -> impl Strategy<Value = (u32, Vec<u32>)> {
        (0u32..5, proptest::collection::vec(0u32..3, 1..=3))
    }

    fn pipeline() -> impl Strategy<Value = Vec<(u32, Vec<u32>)>> {
        proptest::collection::vec(packet(), 1..6)
    }

    proptest! {
        #![proptest_config(ProptestConfig { cases: 256, failure_persistence: None, ..ProptestConfig::default() })]

        #[test]
        fn packets_are_written_as_the_gpu_would_need(pipes in proptest::collection::vec(pipeline(), 1..4)) {
            let mut tables = TableStorage::new();
            let ring = Ring::new(RING, 8, 1).unwrap();
            let mut b = Binder::new(&mut tables, Mode::ConstantEngine(ring), DE_BASE).unwrap();
            let mut model: HashMap<u32, u32> = HashMap::new();
            for (id, packets) in pipes.iter().enumerate() {
                let mut dwords = Vec::new();
                let mut want = Vec::new();
                for (first, values) in packets {
                    let reg = 0x8E + first;
                    let p = [&[h(0x69, values.len() as u32 + 1), reg][..], values].concat();
                    let changes = values
                        .iter()
                        .zip(reg..)
                        .any(|(v, r)| model.get(&r) != Some(v));
                    if changes {
                        want.extend_from_slice(&p);
                    }
                    for (v, r) in values.iter().zip(reg..) {
                        model.insert(r, *v);
                    }
                    dwords.extend_from_slice(&p);
                }
                let pipe = Pipeline::new(id as u32 + 1, &dwords, &[]).unwrap();
                let mut dw = [0u32; 64];
                let mut de = CommandBuffer::new(&mut dw);
                prop_assert!(b.bind_pipeline(&mut de, &pipe).unwrap());
                prop_assert_eq!(de.as_slice(), &want[..]);
                for r in 0x8E..0x96u32 {
                    prop_assert_eq!(b.shadow().get(Space::Context, r as u16), model.get(&r).copied());
                }
            }
        }
    }
}
