//! PS4 Pro ("Neo") windows: golden dwords transcribed from shadPS4's
//! reimplementation of the system driver in Neo mode
//! (`src/core/libraries/gnmdriver/gnmdriver_init.h`: `InitSequence200Neo`,
//! `InitSequence350Neo`, `CtxInitSequenceNeo`, `CtxInitSequence400Neo`;
//! `gnmdriver.cpp`: `ClearContextState`, the `sceKernelIsNeoMode()` branches
//! of `sceGnmDrawIndex*`, `sceGnmDrawIndirect*`, `sceGnmSetVgtControl`,
//! `sceGnmResetVgtControl`, `sceGnmDispatchInitDefaultHardwareState`), and
//! Mesa radeonsi's gfx9 `IA_MULTI_VGT_PARAM` write (uconfig `0x30960`,
//! `INDEX` 4).

use gcn::pm4::CommandBuffer;
use gcn::ps4::Error;
use gcn::ps4::draw::VertexStage;
use gcn::ps4::init::InitRevision;
use gcn::ps4::neo::{self, RtSlice};

use crate::ps4_support::clear_context_state;
use crate::windows;

/// `InitSequence350Neo` without its leading `CLEAR_STATE`.
const INIT_350_NEO: [u32; 134] = [
    0xC0017600, 0x00000216, 0xFFFFFFFF, 0xC0017600, 0x00000217, 0xFFFFFFFF, 0xC0017600, 0x00000219,
    0xFFFFFFFF, 0xC0017600, 0x0000021A, 0xFFFFFFFF, 0xC0017600, 0x00000215, 0, 0xC0016900,
    0x000002F9, 0x0000002D, 0xC0016900, 0x00000282, 8, 0xC0016900, 0x00000280, 0x00080008,
    0xC0016900, 0x00000281, 0xFFFF0000, 0xC0016900, 0x00000204, 0, 0xC0016900, 0x00000206,
    0x0000043F, 0xC0016900, 0x00000083, 0x0000FFFF, 0xC0016900, 0x00000317, 0x00000010, 0xC0016900,
    0x000002FA, 0x3F800000, 0xC0016900, 0x000002FC, 0x3F800000, 0xC0016900, 0x000002FB, 0x3F800000,
    0xC0016900, 0x000002FD, 0x3F800000, 0xC0016900, 0x00000202, 0x00CC0010, 0xC0016900, 0x0000030E,
    0xFFFFFFFF, 0xC0016900, 0x0000030F, 0xFFFFFFFF, 0xC0002F00, 1, 0xC0017600, 7, 0x001701FF,
    0xC0017600, 0x00000046, 0x001701FD, 0xC0017600, 0x00000087, 0x001701FF, 0xC0017600, 0x000000C7,
    0x001701FD, 0xC0017600, 0x00000107, 0x00000017, 0xC0017600, 0x00000147, 0x001701FD, 0xC0017600,
    0x00000047, 0x0000001C, 0xC0016900, 0x000001B1, 2, 0xC0016900, 0x00000101, 0, 0xC0016900,
    0x00000100, 0xFFFFFFFF, 0xC0016900, 0x00000103, 0, 0xC0016900, 0x00000284, 0, 0xC0016900,
    0x00000290, 0, 0xC0016900, 0x000002AE, 0, 0xC0016900, 0x00000102, 0, 0xC0016900, 0x00000292, 0,
    0xC0016900, 0x00000293, 0x06020000, 0xC0016900, 0x000002F8, 0, 0xC0016900, 0x000002DE,
    0x000001E9, 0xC0026900, 0x000000EB, 0xFF00FF00, 0x0000FF00, 0xC0036900, 0x00000295, 0x00000100,
    0x00000100, 4, 0xC0017900, 0x00000200, 0xE0000000, 0xC0017900, 0x40000258, 0x006D007F,
];

/// `CtxInitSequenceNeo` (its NOP header last but one, then the payload).
const CTX_NEO: [u32; 19] = [
    0xC0012800, 0x80000000, 0x80000000, 0xC0001200, 0, 0xC0002F00, 1, 0xC0016900, 0x00000102, 0,
    0xC0016900, 0x00000202, 0x00CC0010, 0xC0026900, 0x000000EB, 0xFF00FF00, 0x0000FF00, 0xC00D1000,
    0,
];

/// `CtxInitSequence400Neo` (ends in the filler NOP header).
const CTX_400_NEO: [u32; 101] = [
    0xC0012800, 0x80000000, 0x80000000, 0xC0001200, 0, 0xC0016900, 0x000002F9, 0x0000002D,
    0xC0016900, 0x00000282, 8, 0xC0016900, 0x00000280, 0x00080008, 0xC0016900, 0x00000281,
    0xFFFF0000, 0xC0016900, 0x00000204, 0, 0xC0016900, 0x00000206, 0x0000043F, 0xC0016900,
    0x00000083, 0x0000FFFF, 0xC0016900, 0x00000317, 0x00000010, 0xC0016900, 0x000002FA, 0x3F800000,
    0xC0016900, 0x000002FC, 0x3F800000, 0xC0016900, 0x000002FB, 0x3F800000, 0xC0016900, 0x000002FD,
    0x3F800000, 0xC0016900, 0x00000202, 0x00CC0010, 0xC0016900, 0x0000030E, 0xFFFFFFFF, 0xC0016900,
    0x0000030F, 0xFFFFFFFF, 0xC0002F00, 1, 0xC0016900, 0x000001B1, 2, 0xC0016900, 0x00000101, 0,
    0xC0016900, 0x00000100, 0xFFFFFFFF, 0xC0016900, 0x00000103, 0, 0xC0016900, 0x00000284, 0,
    0xC0016900, 0x00000290, 0, 0xC0016900, 0x000002AE, 0, 0xC0016900, 0x00000102, 0, 0xC0016900,
    0x00000292, 0, 0xC0016900, 0x00000293, 0x06020000, 0xC0016900, 0x000002F8, 0, 0xC0016900,
    0x000002DE, 0x000001E9, 0xC0026900, 0x000000EB, 0xFF00FF00, 0x0000FF00, 0xC0036900, 0x00000295,
    0x00000100, 0x00000100, 4, 0xC0017900, 0x40000258, 0x006D007F, 0xC09A1000,
];

/// `head`, then zeros up to `total` dwords (a filler NOP's payload), or a
/// filler NOP header and zeros when `head` does not end in one.
fn window(head: &[&[u32]], total: usize, filler_header: bool) -> Vec<u32> {
    let mut v: Vec<u32> = head.concat();
    if filler_header {
        // NOP, COUNT = body dwords - 1.
        let body = total - v.len() - 1;
        v.push(0xC000_1000 | ((body as u32 - 1) << 16));
    }
    v.resize(total, 0);
    v
}

/// What `write` records into a fresh base buffer (nothing past it).
fn recorded(total: usize, write: impl Fn(&mut CommandBuffer<'_>) -> Result<(), Error>) -> Vec<u32> {
    let mut storage = vec![0x5A5A_5A5A; total + 4];
    let mut cb = CommandBuffer::new(&mut storage);
    write(&mut cb).unwrap();
    let got = cb.as_slice().to_vec();
    assert!(storage[got.len()..].iter().all(|&w| w == 0x5A5A_5A5A));
    got
}

/// `write` records `want`, and one dword short writes nothing.
fn golden(want: &[u32], write: impl Fn(&mut CommandBuffer<'_>) -> Result<(), Error>) {
    assert_eq!(recorded(want.len(), &write), want);
    short(want.len(), write);
}

/// One dword short: `OutOfSpace`, nothing written.
fn short(total: usize, write: impl Fn(&mut CommandBuffer<'_>) -> Result<(), Error>) {
    let mut storage = vec![0x5A5A_5A5A; total - 1];
    let mut cb = CommandBuffer::new(&mut storage);
    assert!(matches!(write(&mut cb), Err(Error::OutOfSpace { .. })));
    assert!(cb.is_empty());
    assert!(storage.iter().all(|&w| w == 0x5A5A_5A5A));
}

#[test]
fn draw_init_neo_golden() {
    // shadPS4's InitSequence200Neo is InitSequence350Neo without the
    // VGT_INDX_OFFSET (context 0x102) write.
    let at = INIT_350_NEO
        .windows(3)
        .position(|w| w == [0xC001_6900, 0x102, 0])
        .unwrap();
    let init_200_neo = [&INIT_350_NEO[..at], &INIT_350_NEO[at + 3..]].concat();
    for (rev, seq) in [
        (InitRevision::Rev200, &init_200_neo[..]),
        (InitRevision::Rev350, &INIT_350_NEO[..]),
    ] {
        let want = window(&[&clear_context_state(), seq], 256, true);
        golden(&want, |cb| neo::draw_init_default_hardware_state(cb, rev));
    }
    // The base and 1.75 initialisers have no PS4 Pro form: shadPS4's
    // `sceGnmDrawInitDefaultHardwareState` and `...175` write `InitSequence`
    // and `InitSequence175` in either mode.
    for rev in [InitRevision::Base, InitRevision::Rev175] {
        windows::golden("PS4 Pro draw init", &windows::draw_init_want(rev), |cb| {
            neo::draw_init_default_hardware_state(cb, rev)
        });
    }
}

#[test]
fn context_state_neo_golden() {
    let want = window(&[&CTX_NEO], 32, false);
    golden(&want, neo::draw_init_to_default_context_state);
    let want = window(&[&CTX_400_NEO], 256, false);
    golden(&want, neo::draw_init_to_default_context_state_400);
}

/// `sceGnmDispatchInitDefaultHardwareState` in Neo mode: compute
/// `SET_SH_REG` (`SHADER_TYPE` 1) of 0x216, 0x217, 0x219, 0x21A =
/// `0xFFFF_FFFF`, 0x215 = 0x170, `ACQUIRE_MEM` (6 body dwords: 0x2800_0000,
/// 0, 0, 0, 0, 10), then a NOP of 0xE9 body dwords.
#[test]
fn dispatch_init_neo_golden() {
    let mut head = Vec::new();
    for (reg, value) in [
        (0x216, u32::MAX),
        (0x217, u32::MAX),
        (0x219, u32::MAX),
        (0x21A, u32::MAX),
        (0x215, 0x170),
    ] {
        head.extend([0xC001_7602, reg, value]);
    }
    head.extend([0xC005_5800, 0x2800_0000, 0, 0, 0, 0, 10]);
    head.push(0xC0E8_1000);
    golden(
        &window(&[&head], 256, false),
        neo::dispatch_init_default_hardware_state,
    );
}

/// The Neo draws: the base windows with the flag bits [31:29] in
/// `DRAW_INITIATOR` (`flags & 0xE000_0000`, or-ed with 2 for auto-index
/// draws).
#[test]
fn draws_into_a_slice_golden() {
    let s5 = RtSlice::new(5).unwrap();
    let filler = [0xC002_1000, 0, 0, 0];
    let check = |want: &[&[u32]], write: &dyn Fn(&mut CommandBuffer<'_>) -> Result<(), Error>| {
        golden(&want.concat(), write)
    };
    check(
        &[&[0xC004_2700, 6, 0x1000, 0, 6, 0xA000_0000], &filler],
        &|cb| neo::draw_index(cb, 6, 0x1000, s5),
    );
    check(&[&[0xC001_2D00, 3, 0xA000_0002], &filler], &|cb| {
        neo::draw_index_auto(cb, 3, s5)
    });
    check(&[&[0xC003_3500, 6, 12, 6, 0xA000_0000], &filler], &|cb| {
        neo::draw_index_offset(cb, 12, 6, s5)
    });
    // indirect_sgpr_offsets: VS user data at SH 0x4C.
    check(
        &[
            &[0xC003_2400, 0x40, 0x4C + 2, 0x4C + 3, 0xA000_0002],
            &filler,
        ],
        &|cb| neo::draw_indirect(cb, 0x40, VertexStage::Vs, 2, 3, s5),
    );
    check(
        &[&[0xC003_2500, 0x40, 0x4C + 2, 0, 0xA000_0000], &filler],
        &|cb| neo::draw_index_indirect(cb, 0x40, VertexStage::Vs, 2, 0, s5),
    );
    check(
        &[
            &[0xC005_3800, 0x40, 0x4C + 2, 0x4C + 3, 4, 20, 0xA000_0000],
            &filler,
        ],
        &|cb| neo::draw_index_indirect_multi(cb, 0x40, 4, VertexStage::Vs, 2, 3, s5),
    );
    // sceGnmDrawIndirectMulti: the flag bits or-ed with 2 (auto index), stride 16.
    check(
        &[
            &[0xC005_2C00, 0x40, 0x4C + 2, 0x4C + 3, 4, 16, 0xA000_0002],
            &filler,
        ],
        &|cb| neo::draw_indirect_multi(cb, 0x40, 4, VertexStage::Vs, 2, 3, s5),
    );
    check(
        &[
            &[0xC001_1000, 0, 0],
            &[
                0xC008_9D00,
                0x40,
                0x4C + 2,
                0x4C + 3,
                1 << 30,
                8,
                0x2000,
                0,
                20,
                0xA000_0000,
            ],
            &[0xC001_1000, 0, 0],
        ],
        &|cb| neo::draw_index_indirect_count_multi(cb, 0x40, 8, 0x2000, VertexStage::Vs, 2, 3, s5),
    );
    // Slice 0 is the base console's window: no flag bits in DRAW_INITIATOR.
    check(&[&[0xC003_3500, 6, 12, 6, 0], &filler], &|cb| {
        neo::draw_index_offset(cb, 12, 6, RtSlice::ZERO)
    });
    assert_eq!(
        RtSlice::new(8),
        Err(Error::ArgumentOutOfRange {
            name: "rt_slice",
            value: 8,
            max: 7
        })
    );
}

/// `sceGnmSetVgtControl` / `sceGnmResetVgtControl` in Neo mode:
/// `SET_UCONFIG_REG` (`0xC001_7900`), offset dword `0x4000_0258`, and the
/// driver's value: with `wd_switch_only_on_eop`, `(partial_vs_wave << 16) |
/// group | 1 << 20 | 0x4_0000`; without, `group | 1 << 19 | 0x5_0000`; both
/// or-ed with `0x60_0000`.
#[test]
fn vgt_control_neo_golden() {
    let set = |v: u32| vec![0xC001_7900, 0x4000_0258, v];
    golden(&set(0x006D_007F), neo::reset_vgt_control);
    for (group, pvw, eop, value) in [
        (0x7F, false, false, 0x006D_007F),
        (0x1F, false, true, 0x0074_001F),
        (0x1F, true, true, 0x0075_001F),
        (0xFF, false, false, 0x006D_00FF),
        (0x00, true, false, 0x006D_0000),
    ] {
        assert_eq!(
            recorded(3, |cb| neo::set_vgt_control(cb, group, pvw, eop)),
            set(value),
            "{group:#x} {pvw} {eop}"
        );
    }
    let mut storage = [0u32; 3];
    let mut cb = CommandBuffer::new(&mut storage);
    assert_eq!(
        neo::set_vgt_control(&mut cb, 0x100, false, false),
        Err(Error::ArgumentOutOfRange {
            name: "prim_group_size_minus_one",
            value: 0x100,
            max: 0xFF
        })
    );
    assert!(cb.is_empty());
}
