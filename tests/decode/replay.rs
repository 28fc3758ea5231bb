//! Replay of control-flow and register-writing packets: each stream is
//! written as literal dwords, with what each dword is.

use gcn::blocks::shader::Stage;
use gcn::decode::DescriptorKind;
use gcn::decode::state::{DrawKind, Event, MAX_IB_CHAIN_HOPS, MemoryRead, Shadow, Site, replay};
use gcn::regs::Space;

/// What one replay saw: the draws (site, kind, count) and the unreadable
/// reads (what, address, dwords).
#[derive(Debug, Default)]
struct Seen {
    draws: Vec<(Site, DrawKind, Option<u32>)>,
    unreadable: Vec<(MemoryRead, u64, usize)>,
    asked: Vec<(u64, usize)>,
}

/// Replays `words` with `memory` as the GPU memory (a buffer is given when
/// its address matches exactly).
fn run<'a>(words: &'a [u32], memory: &[(u64, &'a [u32])], shadow: &mut Shadow) -> Seen {
    let mut seen = Seen::default();
    let mut asked = Vec::new();
    replay(
        words,
        shadow,
        |address, dwords| {
            asked.push((address, dwords));
            memory.iter().find(|m| m.0 == address).map(|m| m.1)
        },
        |site, event, _| match event {
            Event::Draw(d) => seen.draws.push((site, d.kind, d.count)),
            Event::Unreadable {
                what,
                address,
                dwords,
            } => seen.unreadable.push((what, address, dwords)),
            _ => {}
        },
    );
    seen.asked = asked;
    seen
}

/// `INDIRECT_BUFFER` control dword: `IB_SIZE` with `CHAIN` (bit 20).
const CHAIN: u32 = 1 << 20;

#[test]
fn chained_buffers_replace_the_current_one() {
    // Three chain hops 0x1000 -> 0x2000 -> 0x3000, each buffer with one draw.
    let a = [
        0xC001_2D00, // DRAW_INDEX_AUTO
        1,           // INDEX_COUNT 1
        2,           // DRAW_INITIATOR: AUTO_INDEX
        0xC002_3F00, // INDIRECT_BUFFER
        0x2000,      // IB_BASE_LO
        0,           // IB_BASE_HI
        CHAIN | 7,   // IB_SIZE 7, CHAIN
    ];
    let b = [
        0xC001_2D00, // DRAW_INDEX_AUTO
        2,           // INDEX_COUNT 2
        2,           // DRAW_INITIATOR: AUTO_INDEX
        0xC002_3F00, // INDIRECT_BUFFER
        0x3000,      // IB_BASE_LO
        0,           // IB_BASE_HI
        CHAIN | 3,   // IB_SIZE 3, CHAIN
    ];
    let c = [
        0xC001_2D00, // DRAW_INDEX_AUTO
        3,           // INDEX_COUNT 3
        2,           // DRAW_INITIATOR: AUTO_INDEX
    ];
    let w = [
        0xC000_1200, // CLEAR_STATE
        0,           // (body)
        0xC002_3F00, // INDIRECT_BUFFER
        0x1000,      // IB_BASE_LO
        0,           // IB_BASE_HI
        CHAIN | 7,   // IB_SIZE 7, CHAIN
        0xC001_2D00, // DRAW_INDEX_AUTO, after the chain: not executed
        9,           // INDEX_COUNT 9
        2,           // DRAW_INITIATOR: AUTO_INDEX
    ];
    let memory: [(u64, &[u32]); 3] = [(0x1000, &a), (0x2000, &b), (0x3000, &c)];
    let seen = run(&w, &memory, &mut Shadow::new());
    let site = |inner| Site {
        offset: 2,
        inner: Some(inner),
    };
    assert_eq!(
        seen.draws,
        [
            (site(0), DrawKind::IndexAuto, Some(1)),
            (site(0), DrawKind::IndexAuto, Some(2)),
            (site(0), DrawKind::IndexAuto, Some(3)),
        ]
    );
    assert_eq!(seen.unreadable, []);
    assert_eq!(seen.asked, [(0x1000, 7), (0x2000, 7), (0x3000, 3)]);
}

#[test]
fn a_chain_that_loops_ends() {
    // A buffer at 0x1000 that draws and chains to itself.
    let a = [
        0xC001_2D00, // DRAW_INDEX_AUTO
        3,           // INDEX_COUNT 3
        2,           // DRAW_INITIATOR: AUTO_INDEX
        0xC002_3F00, // INDIRECT_BUFFER
        0x1000,      // IB_BASE_LO
        0,           // IB_BASE_HI
        CHAIN | 7,   // IB_SIZE 7, CHAIN
    ];
    let w = [
        0xC002_3F00, // INDIRECT_BUFFER
        0x1000,      // IB_BASE_LO
        0,           // IB_BASE_HI
        CHAIN | 7,   // IB_SIZE 7, CHAIN
    ];
    let seen = run(&w, &[(0x1000, &a)], &mut Shadow::new());
    assert_eq!(seen.draws.len(), usize::from(MAX_IB_CHAIN_HOPS));
    assert_eq!(seen.unreadable, [(MemoryRead::IndirectBuffer, 0x1000, 7)]);
}

#[test]
fn cond_exec_skips_its_dwords_when_the_boolean_is_zero() {
    let w = [
        0xC003_2200, // COND_EXEC
        0x5000,      // BOOL_ADDR_LO
        0,           // BOOL_ADDR_HI
        0,           // CONTROL
        3,           // EXEC_COUNT 3: the draw after
        0xC001_2D00, // DRAW_INDEX_AUTO
        1,           // INDEX_COUNT 1
        2,           // DRAW_INITIATOR: AUTO_INDEX
        0xC001_2D00, // DRAW_INDEX_AUTO
        2,           // INDEX_COUNT 2
        2,           // DRAW_INITIATOR: AUTO_INDEX
    ];
    let counts = |seen: &Seen| seen.draws.iter().map(|d| d.2).collect::<Vec<_>>();
    // The boolean is 0: the first draw is skipped.
    let seen = run(&w, &[(0x5000, &[0])], &mut Shadow::new());
    assert_eq!(counts(&seen), [Some(2)]);
    assert_eq!(seen.unreadable, []);
    // Not 0: both draws run.
    let seen = run(&w, &[(0x5000, &[1])], &mut Shadow::new());
    assert_eq!(counts(&seen), [Some(1), Some(2)]);
    // Unreadable: reported, and both draws run.
    let seen = run(&w, &[], &mut Shadow::new());
    assert_eq!(counts(&seen), [Some(1), Some(2)]);
    assert_eq!(seen.unreadable, [(MemoryRead::ExecCondition, 0x5000, 1)]);
    assert_eq!(MemoryRead::ExecCondition.describe(), "COND_EXEC boolean");
}

/// The PS's first user-data register's announced kind and value at each draw.
fn ps_user_data_0(words: &[u32], memory: &[(u64, &[u32])]) -> Vec<(Option<DescriptorKind>, u32)> {
    let mut seen = Vec::new();
    replay(
        words,
        &mut Shadow::new(),
        |address, _| memory.iter().find(|m| m.0 == address).map(|m| m.1),
        |_, event, state| {
            if let Event::Draw(_) = event {
                let kinds = state.user_data.of(Stage::Ps).copied().unwrap_or_default();
                seen.push((kinds[0], state.user_data(Stage::Ps)[0]));
            }
        },
    );
    seen
}

/// A PS4 T# hint and `SET_SH_REG` of 8 dwords into
/// `SPI_SHADER_USER_DATA_PS_0..7` (SH 0x00C), then a draw.
const TSHARP_IN_PS_USER_DATA: [u32; 14] = [
    0xC000_1000, // NOP, 1 body dword: the hint
    0x6875_0005, // PS4 hint: a T# (8 dwords) in the next SET_SH_REG
    0xC008_7600, // SET_SH_REG, 8 values
    0x00C,       // SPI_SHADER_USER_DATA_PS_0
    0x1111,      // user data 0..7
    0,
    0,
    0,
    0,
    0,
    0,
    0,
    0xC001_2D00, // DRAW_INDEX_AUTO
    3,           // INDEX_COUNT 3 (DRAW_INITIATOR next)
];

#[test]
fn register_writes_the_replay_does_not_know_are_forgotten() {
    let mut w = TSHARP_IN_PS_USER_DATA.to_vec();
    w.push(2); // DRAW_INITIATOR: AUTO_INDEX
    let first = ps_user_data_0(&w, &[]);
    assert_eq!(first, [(Some(DescriptorKind::Image), 0x1111)]);
    // SET_SH_REG_OFFSET of SH 0x00C: the value is the address of the buffer
    // holding it, not known to the replay.
    w.extend([
        0xC002_7700, // SET_SH_REG_OFFSET
        0x00C,       // REG_OFFSET: SPI_SHADER_USER_DATA_PS_0
        4,           // DW_IB_OFFSET 4
        0,           // DRIVER_DATA
        0xC001_2D00, // DRAW_INDEX_AUTO
        3,           // INDEX_COUNT 3
        2,           // DRAW_INITIATOR: AUTO_INDEX
    ]);
    assert_eq!(ps_user_data_0(&w, &[])[1], (None, 0));
    let seen = run(&w, &[], &mut Shadow::new());
    assert_eq!(
        seen.unreadable,
        [(MemoryRead::RegisterValue(Space::Sh), 0x00C, 1)]
    );
}

#[test]
fn write_data_and_immediate_copy_data_to_a_register_land_in_the_shadow() {
    let mut w = TSHARP_IN_PS_USER_DATA.to_vec();
    w.push(2); // DRAW_INITIATOR: AUTO_INDEX
    w.extend([
        0xC003_3700, // WRITE_DATA, 1 data dword
        0,           // DST_SEL 0: register
        0x2C0C,      // DST_ADDR_LO: SH 0x00C's dword address (0xB030 / 4)
        0,           // DST_ADDR_HI
        0x2222,      // the value
        0xC001_2D00, // DRAW_INDEX_AUTO
        3,           // INDEX_COUNT 3
        2,           // DRAW_INITIATOR: AUTO_INDEX
        0xC004_4000, // COPY_DATA
        5,           // SRC_SEL 5: immediate, DST_SEL 0: register, 32 bits
        0x3333,      // SRC_ADDR_LO: the immediate
        0,           // SRC_ADDR_HI
        0x2C0C,      // DST_ADDR_LO: SH 0x00C
        0,           // DST_ADDR_HI
        0xC001_2D00, // DRAW_INDEX_AUTO
        3,           // INDEX_COUNT 3
        2,           // DRAW_INITIATOR: AUTO_INDEX
        0xC004_4000, // COPY_DATA
        1,           // SRC_SEL 1: memory, DST_SEL 0: register, 32 bits
        0x8000,      // SRC_ADDR_LO
        0,           // SRC_ADDR_HI
        0x2C0C,      // DST_ADDR_LO: SH 0x00C
        0,           // DST_ADDR_HI
        0xC001_2D00, // DRAW_INDEX_AUTO
        3,           // INDEX_COUNT 3
        2,           // DRAW_INITIATOR: AUTO_INDEX
    ]);
    assert_eq!(
        ps_user_data_0(&w, &[]),
        [
            (Some(DescriptorKind::Image), 0x1111),
            (None, 0x2222),
            (None, 0x3333),
            (None, 0),
        ]
    );
    let seen = run(&w, &[], &mut Shadow::new());
    assert_eq!(
        seen.unreadable,
        [(MemoryRead::RegisterValue(Space::Sh), 0x00C, 1)]
    );
}

#[test]
fn address_bits_the_cp_does_not_read_are_cleared() {
    let w = [
        0xC002_3F00, // INDIRECT_BUFFER
        0x1003,      // IB_BASE_LO: bits 1:0 are not read
        0xFFFF_0000, // IB_BASE_HI: only bits 15:0 are read
        2,           // IB_SIZE 2
        0xC003_5F00, // LOAD_SH_REG
        0x2003,      // ADDR_LO: bits [31:2] only
        0,           // ADDR_HI
        0x00C,       // REG_OFFSET: SPI_SHADER_USER_DATA_PS_0
        1,           // NUM_DWORDS 1
        0xC00C_3F00, // COND_INDIRECT_BUFFER
        1,           // MODE IF, FUNCTION ALWAYS
        0x3005,      // COMPARE_ADDR_LO: bits 2:0 are not read
        0xFFFF_0000, // COMPARE_ADDR_HI: only bits 15:0 are read
        0,           // MASK_LO
        0,           // MASK_HI
        0,           // REFERENCE_LO
        0,           // REFERENCE_HI
        0x4000,      // IB_BASE1_LO
        0xFFFF_0000, // IB_BASE1_HI: only bits 15:0 are read
        1,           // IB_SIZE1 1
        0,           // IB_BASE2_LO
        0,           // IB_BASE2_HI
        0,           // IB_SIZE2
        0xC003_2200, // COND_EXEC
        0x5003,      // BOOL_ADDR_LO: bits 1:0 are not read
        0xFFFF_0000, // BOOL_ADDR_HI: only bits 15:0 are read (COMMAND 0xF)
        0,           // CONTROL
        0,           // EXEC_COUNT 0
    ];
    let seen = run(&w, &[], &mut Shadow::new());
    assert_eq!(
        seen.asked,
        [(0x1000, 2), (0x2030, 1), (0x3000, 2), (0x5000, 1)]
    );
    let ib = [0xC000_1000, 0]; // NOP, 1 body dword
    let filler = [0x8000_0000]; // type-2 filler
    let value = [0u32, 0]; // the compare value
    let memory: [(u64, &[u32]); 3] = [(0x1000, &ib), (0x3000, &value), (0x4000, &filler)];
    let seen = run(&w, &memory, &mut Shadow::new());
    assert_eq!(seen.asked[2..4], [(0x3000, 2), (0x4000, 1)]);
}

/// The four loads of [`loads`]: `LOAD_CONTEXT_REG` of `DB_DEPTH_CONTROL`
/// (context 0x200), `LOAD_SH_REG` of `SPI_SHADER_USER_DATA_PS_0` (SH
/// 0x00C), `LOAD_SH_REG` with `SHADER_TYPE` compute of `COMPUTE_USER_DATA_0`
/// (SH 0x240), `LOAD_UCONFIG_REG` of `VGT_NUM_INSTANCES` (uconfig 0x24D),
/// each from its own register image.
const LOADS: [u32; 20] = [
    0xC003_6100, // LOAD_CONTEXT_REG
    0x1000,      // ADDR_LO: the image at 0x1000
    0,           // ADDR_HI
    0x200,       // REG_OFFSET: DB_DEPTH_CONTROL
    1,           // NUM_DWORDS
    0xC003_5F00, // LOAD_SH_REG, SHADER_TYPE graphics
    0x2000,      // ADDR_LO
    0,           // ADDR_HI
    0x00C,       // REG_OFFSET: SPI_SHADER_USER_DATA_PS_0
    1,           // NUM_DWORDS
    0xC003_5F02, // LOAD_SH_REG, SHADER_TYPE compute (bit 1)
    0x3000,      // ADDR_LO
    0,           // ADDR_HI
    0x240,       // REG_OFFSET: COMPUTE_USER_DATA_0
    1,           // NUM_DWORDS
    0xC003_5E00, // LOAD_UCONFIG_REG
    0x4000,      // ADDR_LO
    0,           // ADDR_HI
    0x24D,       // REG_OFFSET: VGT_NUM_INSTANCES
    1,           // NUM_DWORDS
];

/// `CONTEXT_CONTROL` with `LOAD_CONTROL` `load` (dword 1) and
/// `SHADOW_ENABLE` 0x80000000, then [`LOADS`].
fn loads(load: u32) -> Vec<u32> {
    let mut w = vec![0xC001_2800, load, 0x8000_0000];
    w.extend(LOADS);
    w
}

/// The registers [`LOADS`] loads: (context 0x200, SH 0x00C, SH 0x240,
/// uconfig 0x24D).
fn loaded(shadow: &Shadow) -> [Option<u32>; 4] {
    [
        shadow.get(Space::Context, 0x200),
        shadow.get(Space::Sh, 0x00C),
        shadow.get(Space::Sh, 0x240),
        shadow.get(Space::Uconfig, 0x24D),
    ]
}

#[test]
fn context_control_load_enables_gate_the_loads() {
    // The images: register o of the image at A is read at A + 4 * o.
    let memory: [(u64, &[u32]); 4] = [
        (0x1000 + 4 * 0x200, &[0x11]),
        (0x2000 + 4 * 0x00C, &[0x22]),
        (0x3000 + 4 * 0x240, &[0x33]),
        (0x4000 + 4 * 0x24D, &[0x44]),
    ];
    let all = [Some(0x11), Some(0x22), Some(0x33), Some(0x44)];
    let none = [Some(0); 4];
    // Before any CONTEXT_CONTROL every load is applied.
    let mut shadow = Shadow::new();
    let seen = run(&LOADS, &memory, &mut shadow);
    assert_eq!(loaded(&shadow), all);
    assert_eq!(seen.asked.len(), 4);
    // LOAD_CONTROL 0x80000000 (ENABLE_DW only: Linux's and the PS4's value)
    // loads nothing: no memory read, nothing reported, the shadow unchanged.
    let mut shadow = Shadow::new();
    let seen = run(&loads(0x8000_0000), &memory, &mut shadow);
    assert_eq!(loaded(&shadow), none);
    assert_eq!(seen.asked, []);
    assert_eq!(seen.unreadable, []);
    // Each bit enables its class alone: bit 1 ENABLE_MULTI_CNTX_RENDER_REG
    // (context), bit 16 ENABLE_GFX_SH_REG (SH, graphics SHADER_TYPE), bit 24
    // ENABLE_CS_SH_REG (SH, compute SHADER_TYPE), bit 15
    // ENABLE_USER_CONFIG_REG (uconfig).
    for (bit, index) in [(1, 0), (16, 1), (24, 2), (15, 3)] {
        let mut shadow = Shadow::new();
        run(&loads(0x8000_0000 | 1 << bit), &memory, &mut shadow);
        let mut want = none;
        want[index] = all[index];
        assert_eq!(loaded(&shadow), want, "bit {bit}");
    }
    // Linux's value after a context switch (gfx_v7_ring_emit_cntxcntl:
    // 0x80000000 | 0x8001 | 0x01000000 | 0x10002) loads every class.
    let mut shadow = Shadow::new();
    run(&loads(0x8101_8003), &memory, &mut shadow);
    assert_eq!(loaded(&shadow), all);
    // Without ENABLE_DW (bit 31) a CONTEXT_CONTROL keeps the enables it
    // found: after 0x80000000, 0x01018003 still loads nothing.
    let mut w = vec![0xC001_2800, 0x8000_0000, 0x8000_0000];
    w.extend(loads(0x0101_8003));
    let mut shadow = Shadow::new();
    run(&w, &memory, &mut shadow);
    assert_eq!(loaded(&shadow), none);
}

#[test]
fn an_indexed_load_of_a_disabled_class_forgets_nothing() {
    // DB_DEPTH_CONTROL (context 0x200) holds 6; LOAD_CONTEXT_REG_INDEX (0x9F)
    // of it, whose value the replay does not read.
    let index_load = [
        0xC003_9F00, // LOAD_CONTEXT_REG_INDEX
        0x1000,      // INDEX 0, ADDR_LO
        0,           // ADDR_OFFSET
        0x200,       // REG_OFFSET: DB_DEPTH_CONTROL, DATA_FORMAT OFFSET_AND_SIZE
        1,           // NUM_DWORDS
    ];
    let run_with = |load: u32| {
        let mut w = vec![0xC001_2800, load, 0x8000_0000];
        w.extend(index_load);
        let mut shadow = Shadow::new();
        shadow.set(Space::Context, 0x200, 6);
        let seen = run(&w, &[], &mut shadow);
        (shadow.get(Space::Context, 0x200), seen.unreadable)
    };
    // Context loads on: the register is forgotten and reported.
    assert_eq!(
        run_with(0x8000_0002),
        (
            Some(0),
            vec![(MemoryRead::RegisterValue(Space::Context), 0x200, 1)]
        )
    );
    // Off: the CP ignores the packet; the register keeps 6.
    assert_eq!(run_with(0x8000_0000), (Some(6), vec![]));
}

#[test]
fn clear_state_keeps_the_draw_packet_state() {
    use gcn::decode::state::PacketState;
    let w = [
        0xC000_2A00, // INDEX_TYPE
        1,           // VGT_INDEX_32
        0xC000_2F00, // NUM_INSTANCES
        4,           // 4 instances
        0xC001_2600, // INDEX_BASE
        0x1000,      // ADDR_LO
        0,           // ADDR_HI
        0xC000_1300, // INDEX_BUFFER_SIZE
        6,           // 6 indices
        0xC000_1200, // CLEAR_STATE
        0,           // (body)
        0xC001_2D00, // DRAW_INDEX_AUTO
        3,           // INDEX_COUNT 3
        2,           // DRAW_INITIATOR: AUTO_INDEX
    ];
    let at_draw = crate::at_draws(&w, &mut Shadow::new(), |_, _, state| state.packets);
    // VGT_DMA_INDEX_TYPE, VGT_DMA_NUM_INSTANCES and VGT_DMA_MAX_SIZE are not
    // in the clear state (clearstate_ci.h has no extent over context
    // 0x29D..=0x29F or 0x2A2): CLEAR_STATE keeps what the packets set.
    assert_eq!(
        at_draw,
        [PacketState {
            index_base: Some(0x1000),
            index_buffer_size: Some(6),
            index_type: Some(1),
            num_instances: Some(4),
        }]
    );
}

/// The `INDEX_TYPE` packet writes `VGT_DMA_INDEX_TYPE` (context `0x29F`,
/// spec `pm4.packets` note; shadPS4 `liverpool.cpp` keeps the dword at
/// register `0xA29F`): the replay keeps it there too, so the state at an
/// indexed draw decodes the primitive block's index size and swap from it.
#[test]
fn index_type_packet_sets_the_primitive_block_index_type() {
    use gcn::decode::state::DrawState;
    use gcn::pm4::{IndexSwapMode, IndexType};
    let w = [
        0xC000_2A00,  // INDEX_TYPE
        1 | (2 << 2), // INDEX_TYPE 1 = VGT_INDEX_32, SWAP_MODE 2 = VGT_DMA_SWAP_32_BIT
        0xC004_2700,  // DRAW_INDEX_2
        3,            // MAX_SIZE
        0x1000,       // INDEX_BASE_LO
        0,            // INDEX_BASE_HI
        3,            // INDEX_COUNT
        0,            // DRAW_INITIATOR: DMA
    ];
    let mut shadow = Shadow::new();
    let seen = crate::at_draws(&w, &mut shadow, |_, _, state| {
        let p = DrawState::capture(state).primitive;
        (p.index_type(), p.index_swap(), state.packets.index_type)
    });
    assert_eq!(
        seen,
        [(
            IndexType::VGT_INDEX_32,
            IndexSwapMode::VGT_DMA_SWAP_32_BIT,
            Some(9)
        )]
    );
    assert_eq!(shadow.get(Space::Context, 0x29F), Some(9));
}

/// gfx6's `DRAW_INDEX_IMMD`, whose indices follow in the packet, is a draw
/// of the replay like every other draw packet, with its `INDEX_COUNT`.
#[test]
fn draw_index_immd_is_a_draw() {
    let w = [
        0xC003_2E00, // 0x00 DRAW_INDEX_IMMD, 4 body dwords
        3,           //      INDEX_COUNT
        1,           //      DRAW_INITIATOR: IMMEDIATE
        0x0001_0000, //      indices 0, 1 (16-bit)
        0x0000_0002, //      index 2
        0xC001_2D00, // 0x05 DRAW_INDEX_AUTO
        6,           //      INDEX_COUNT 6
        2,           //      DRAW_INITIATOR: AUTO_INDEX
    ];
    let top = |offset| Site {
        offset,
        inner: None,
    };
    let seen = run(&w, &[], &mut Shadow::new());
    assert_eq!(
        seen.draws,
        [
            (top(0x00), DrawKind::IndexImmd, Some(3)),
            (top(0x05), DrawKind::IndexAuto, Some(6)),
        ]
    );
    assert_eq!(DrawKind::IndexImmd.name(), "DRAW_INDEX_IMMD");
    assert!(!DrawKind::IndexImmd.is_indexed());
    assert!(!DrawKind::IndexImmd.overwrites_index_type(gcn::regs::Gfx::Gfx7));
}

/// A non-indexed draw leaves the index type unknown: on gfx7 and gfx8 the
/// command processor's dummy index fetch for it rewrites
/// `VGT_DMA_INDEX_TYPE` (PAL gfx6 `UniversalCmdBuffer::CmdDraw`,
/// `CmdDrawIndirectMulti`: the index type dirty on every generation but
/// gfx6; radeonsi `si_emit_draw_packets`, RADV `radv_before_draw`: the last
/// index type forgotten after a non-indexed draw on gfx7+). No source gives
/// the value left, so the replay says `None` (and the shadow reads 0).
/// Indexed draws and dispatches keep it.
#[test]
fn non_indexed_draws_leave_the_index_type_unknown() {
    use gcn::decode::state::DrawState;
    use gcn::pm4::{IndexSwapMode, IndexType};
    let w = [
        0xC000_2A00,  // 0x00 INDEX_TYPE
        1 | (1 << 2), //      VGT_INDEX_32, SWAP_MODE 1 = VGT_DMA_SWAP_16_BIT
        0xC004_2700,  // 0x02 DRAW_INDEX_2
        3,            //      MAX_SIZE
        0x1000,       //      INDEX_BASE_LO
        0,            //      INDEX_BASE_HI
        3,            //      INDEX_COUNT
        0,            //      DRAW_INITIATOR: DMA
        0xC003_1500,  // 0x08 DISPATCH_DIRECT
        1,            //      DIM_X
        1,            //      DIM_Y
        1,            //      DIM_Z
        1,            //      COMPUTE_SHADER_EN
        0xC001_2D00,  // 0x0D DRAW_INDEX_AUTO
        3,            //      INDEX_COUNT 3
        2,            //      DRAW_INITIATOR: AUTO_INDEX
        0xC003_3500,  // 0x10 DRAW_INDEX_OFFSET_2
        3,            //      MAX_SIZE
        0,            //      INDEX_OFFSET
        3,            //      NUM_INDICES
        0,            //      DRAW_INITIATOR: DMA
        0xC000_2A00,  // 0x15 INDEX_TYPE
        0,            //      VGT_INDEX_16, no swap
        0xC003_2400,  // 0x17 DRAW_INDIRECT
        0,            //      DATA_OFFSET
        0,            //      BASE_VTX_LOC
        0,            //      START_INST_LOC
        2,            //      DRAW_INITIATOR: AUTO_INDEX
        0xC003_2500,  // 0x1C DRAW_INDEX_INDIRECT
        0,            //      DATA_OFFSET
        0,            //      BASE_VTX_LOC
        0,            //      START_INST_LOC
        0,            //      DRAW_INITIATOR: DMA
        0xC000_2A00,  // 0x21 INDEX_TYPE
        1,            //      VGT_INDEX_32
        0xC002_3000,  // 0x23 DRAW_INDEX_MULTI_AUTO
        1,            //      PRIM_COUNT
        2,            //      DRAW_INITIATOR: AUTO_INDEX
        3 << 21,      //      INDEX_COUNT 3
        0xC004_2700,  // 0x27 DRAW_INDEX_2
        3,            //      MAX_SIZE
        0x1000,       //      INDEX_BASE_LO
        0,            //      INDEX_BASE_HI
        3,            //      INDEX_COUNT
        0,            //      DRAW_INITIATOR: DMA
    ];
    let seen = crate::at_draws(&w, &mut Shadow::new(), |site, d, state| {
        let p = DrawState::capture(state).primitive;
        (
            site.offset,
            d.kind,
            state.packets.index_type,
            state.shadow.get(Space::Context, 0x29F),
            p.index_type(),
            p.index_swap(),
        )
    });
    use DrawKind as K;
    use IndexSwapMode as S;
    use IndexType as T;
    assert_eq!(
        seen,
        [
            // INDEX_TYPE 0x5 holds through the indexed draw and the dispatch.
            (
                0x02,
                K::Index2,
                Some(5),
                Some(5),
                T::VGT_INDEX_32,
                S::VGT_DMA_SWAP_16_BIT
            ),
            (
                0x08,
                K::DispatchDirect,
                Some(5),
                Some(5),
                T::VGT_INDEX_32,
                S::VGT_DMA_SWAP_16_BIT
            ),
            (
                0x0D,
                K::IndexAuto,
                Some(5),
                Some(5),
                T::VGT_INDEX_32,
                S::VGT_DMA_SWAP_16_BIT
            ),
            // After DRAW_INDEX_AUTO: unknown.
            (
                0x10,
                K::IndexOffset2,
                None,
                Some(0),
                T::VGT_INDEX_16,
                S::VGT_DMA_SWAP_NONE
            ),
            (
                0x17,
                K::Indirect,
                Some(0),
                Some(0),
                T::VGT_INDEX_16,
                S::VGT_DMA_SWAP_NONE
            ),
            // After DRAW_INDIRECT: unknown.
            (
                0x1C,
                K::IndexIndirect,
                None,
                Some(0),
                T::VGT_INDEX_16,
                S::VGT_DMA_SWAP_NONE
            ),
            (
                0x23,
                K::IndexMultiAuto,
                Some(1),
                Some(1),
                T::VGT_INDEX_32,
                S::VGT_DMA_SWAP_NONE
            ),
            // After DRAW_INDEX_MULTI_AUTO: unknown.
            (
                0x27,
                K::Index2,
                None,
                Some(0),
                T::VGT_INDEX_16,
                S::VGT_DMA_SWAP_NONE
            ),
        ]
    );
}

/// The replay's descriptor views are of the shadow's generation: Mesa's
/// descriptors (`tests/data/descriptors-gfx6-gfx8`, words and the fields
/// radeonsi set) announced in PS user data and held in a declared table,
/// replayed with a shadow of their generation, read back with exactly the
/// fields Mesa gives for that generation (a gfx8 T# with DCC: its
/// `COMPRESSION_EN` and `META_DATA_ADDRESS`, which gfx7 calls `UNUNSED`; a
/// gfx6 T# without gfx7's `MTYPE` and `ATC`).
#[test]
fn descriptor_views_are_of_the_shadows_generation() {
    use gcn::decode::state::{TableDecl, descriptors, replay_with};
    use gcn::ps4::markers::{UserData, user_data_hint};
    use gcn::regs::Gfx;
    use std::collections::BTreeMap;
    let vectors = |file: &str| -> Vec<serde_json::Value> {
        let dir = crate::data_source::committed().join("descriptors-gfx6-gfx8");
        std::fs::read_to_string(dir.join(file))
            .unwrap()
            .lines()
            .map(|l| serde_json::from_str(l).unwrap())
            .collect()
    };
    let textures = vectors("texture.jsonl");
    let buffers = vectors("buffer.jsonl");
    let pick = |set: &[serde_json::Value], gfx: &str, dcc: bool| {
        set.iter()
            .find(|v| v["gfx"] == gfx && (!dcc || v["in"]["surface"]["dcc"] == true))
            .unwrap_or_else(|| panic!("a {gfx} vector"))
            .clone()
    };
    let cases = [
        (
            Gfx::Gfx8,
            DescriptorKind::Image,
            UserData::Tsharp,
            pick(&textures, "gfx8", true),
        ),
        (
            Gfx::Gfx6,
            DescriptorKind::Image,
            UserData::Tsharp,
            pick(&textures, "gfx6", false),
        ),
        (
            Gfx::Gfx6,
            DescriptorKind::Buffer,
            UserData::Vsharp,
            pick(&buffers, "gfx6", false),
        ),
    ];
    for (gfx, kind, hint, v) in cases {
        let words: Vec<u32> = v["words"]
            .as_array()
            .unwrap()
            .iter()
            .map(|w| u32::from_str_radix(w.as_str().unwrap().trim_start_matches("0x"), 16).unwrap())
            .collect();
        let expected: BTreeMap<String, u64> = v["fields"]
            .as_object()
            .unwrap()
            .iter()
            .map(|(k, x)| (k.clone(), x.as_u64().unwrap()))
            .collect();
        // The words differ in name between this generation and gfx7.
        let names = |g: Gfx| -> Vec<&str> { kind.fields_for(g).map(|(_, f)| f.name).collect() };
        assert_ne!(names(gfx), names(Gfx::Gfx7), "{gfx:?} {kind:?}");
        // PS user data 0: the descriptor (after its hint); 12..13: a table
        // pointer to the same words at 0x1000.
        let mut storage = [0u32; 64];
        let mut cb = gcn::pm4::CommandBuffer::new(&mut storage);
        user_data_hint(&mut cb, hint).unwrap();
        let ud = Stage::Ps.user_data_offset();
        cb.set_sh_regs(ud, &words).unwrap();
        cb.set_sh_regs(ud + 12, &[0x1000, 0]).unwrap();
        cb.draw_index_auto(3, gcn::pm4::DrawInitiator::AUTO_INDEX)
            .unwrap();
        let stream = cb.as_slice().to_vec();
        let decl = TableDecl {
            stage: Stage::Ps,
            register: 12,
            kind,
            count: 1,
        };
        let mut seen = Vec::new();
        replay_with(
            &stream,
            &mut Shadow::for_gfx(gfx),
            &[decl],
            |address, _| (address == 0x1000).then_some(&words[..]),
            |_, event, state| {
                if let Event::Draw(_) = event {
                    let data = state.user_data(Stage::Ps);
                    let kinds = state.user_data.of(Stage::Ps).unwrap();
                    let fields = |view: gcn::decode::DescriptorView<'_>| {
                        assert_eq!(view.gfx, gfx);
                        view.fields()
                            .map(|(w, f, x)| (format!("WORD{w}.{}", f.name), u64::from(x)))
                            .collect::<BTreeMap<_, _>>()
                    };
                    for (i, view) in descriptors(kinds, &data, state.shadow.gfx()) {
                        seen.push((format!("user data {i}"), fields(view)));
                    }
                    for t in state.tables.iter() {
                        assert_eq!(t.gfx, gfx);
                        for (i, view) in t.descriptors() {
                            seen.push((format!("table entry {i}"), fields(view)));
                        }
                    }
                }
            },
        )
        .unwrap();
        assert_eq!(
            seen,
            vec![
                ("user data 0".to_string(), expected.clone()),
                ("table entry 0".to_string(), expected)
            ],
            "{gfx:?} {kind:?}"
        );
    }
}
