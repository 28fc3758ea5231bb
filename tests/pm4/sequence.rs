//! A command buffer driven by an arbitrary sequence of packet calls (valid
//! and invalid arguments, PM4 writer methods, reservations and the PS4
//! helpers) into a tiny buffer inside a sentinel-filled array:
//!
//! - the buffer never grows past its capacity and no dword past its length
//!   (nor past its capacity) is ever written;
//! - a call that fails leaves length and contents unchanged, and fails for
//!   the same reason as in a roomy buffer, or for lack of space;
//! - a call that succeeds writes exactly the dwords the same call writes at
//!   the same position in a roomy reference buffer;
//! - decoding the recorded stream gives back, packet by packet, exactly the
//!   calls that returned `Ok` (opcode, header and body), the typed packet of
//!   a one-packet call has the call's arguments in its named fields, and
//!   every decoded packet re-encodes to its own dwords.

use crate::sequence_support;

use gcn::pm4::MultiDrawIndirect;
use gcn::regs::{Gfx, Space};
use proptest::prelude::*;
use sequence_support::{Call, MAX_CAP, check_sequence, check_sequence_on};

fn space() -> impl Strategy<Value = Space> {
    prop_oneof![
        Just(Space::Config),
        Just(Space::Sh),
        Just(Space::Context),
        Just(Space::Uconfig)
    ]
}

/// Addresses: arbitrary, aligned and small, and the extremes.
fn addr() -> impl Strategy<Value = u64> {
    prop_oneof![
        3 => (0u64..1 << 40).prop_map(|a| a & !0xFF),
        2 => any::<u64>(),
        1 => 0u64..1 << 48,
        1 => Just(0u64),
        1 => Just(u64::MAX),
    ]
}

/// 32-bit values: arbitrary, small, and the extremes.
fn val() -> impl Strategy<Value = u32> {
    prop_oneof![
        2 => any::<u32>(),
        3 => 0u32..64,
        1 => Just(u32::MAX),
    ]
}

/// Register offsets: small, near the ends of the spaces, arbitrary.
fn reg_off() -> impl Strategy<Value = u16> {
    prop_oneof![
        3 => 0u16..0x400,
        1 => 0x3F00u16..0x4000,
        1 => any::<u16>(),
    ]
}

/// Dword counts: small, near the NOP limits, huge.
fn count() -> impl Strategy<Value = usize> {
    prop_oneof![
        6 => 0usize..40,
        1 => 0x3FFCusize..0x4002,
        1 => Just(usize::MAX),
    ]
}

fn words(max: usize) -> impl Strategy<Value = Vec<u32>> {
    proptest::collection::vec(any::<u32>(), 0..max)
}

fn text() -> impl Strategy<Value = String> {
    prop_oneof![
        4 => "[a-z ]{0,12}",
        1 => "[a-z]{0,3}\0[a-z]{0,3}",
        1 => "\\PC{0,6}",
    ]
}

fn multi() -> impl Strategy<Value = MultiDrawIndirect> {
    (
        val(),
        reg_off(),
        reg_off(),
        proptest::option::of(reg_off()),
        val(),
        proptest::option::of(addr()),
        val(),
    )
        .prop_map(
            |(
                data_offset,
                base_vtx_loc,
                start_inst_loc,
                draw_index_loc,
                count,
                count_address,
                stride,
            )| {
                MultiDrawIndirect {
                    data_offset,
                    base_vtx_loc,
                    start_inst_loc,
                    draw_index_loc,
                    count,
                    count_address,
                    stride,
                }
            },
        )
}

/// The calls a reservation records (those [`gcn::pm4::Reserved`] offers).
fn reserved_call() -> impl Strategy<Value = Call> {
    prop_oneof![
        (space(), reg_off(), words(6)).prop_map(|(s, o, v)| Call::SetRegs(s, o, v)),
        val().prop_map(Call::NumInstances),
        (val(), any::<u32>()).prop_map(|(n, i)| Call::DrawIndexAuto(n, i)),
        (val(), addr(), val(), any::<u32>()).prop_map(|(m, a, n, i)| Call::DrawIndex2(m, a, n, i)),
        (val(), val(), val(), any::<u32>())
            .prop_map(|(m, o, n, i)| Call::DrawIndexOffset2(m, o, n, i)),
        (val(), reg_off(), reg_off(), any::<u32>())
            .prop_map(|(d, b, s, i)| Call::DrawIndirect(d, b, s, i)),
        (val(), val(), val(), any::<u32>())
            .prop_map(|(x, y, z, i)| Call::DispatchDirect(x, y, z, i)),
        any::<u8>().prop_map(Call::EventWrite),
    ]
}

fn pm4_call_a() -> impl Strategy<Value = Call> {
    prop_oneof![
        (space(), reg_off(), words(8)).prop_map(|(s, o, v)| Call::SetRegs(s, o, v)),
        (any::<u8>(), reg_off(), words(4))
            .prop_map(|(i, o, v)| Call::SetContextRegsIndexed(i, o, v)),
        (any::<u8>(), reg_off(), words(4))
            .prop_map(|(i, o, v)| Call::SetUconfigRegsIndexed(i, o, v)),
        (
            space(),
            proptest::collection::vec((reg_off(), any::<u32>()), 0..6)
        )
            .prop_map(|(s, mut l)| {
                // Mostly sorted lists (some with runs), some left unsorted.
                if l.len() % 3 != 0 {
                    l.sort_by_key(|p| p.0);
                }
                Call::SetRegList(s, l)
            }),
        words(12).prop_map(Call::Nop),
        count().prop_map(Call::Pad),
        (
            count(),
            prop_oneof![
                Just(4u32),
                Just(16),
                Just(256),
                Just(1),
                Just(0),
                Just(3),
                any::<u32>()
            ],
            any::<u32>()
        )
            .prop_map(|(n, a, f)| Call::AllocEmbedded(n, a, f)),
        (any::<u32>(), any::<u32>()).prop_map(|(l, s)| Call::ContextControl(l, s)),
        Just(Call::ClearState),
        (any::<u8>(), any::<u8>()).prop_map(|(t, s)| Call::IndexType(t, s)),
        (addr(), any::<u8>()).prop_map(|(a, s)| Call::IndexBase(a, s)),
        val().prop_map(Call::IndexBufferSize),
        val().prop_map(Call::NumInstances),
        (val(), addr(), val(), any::<u32>()).prop_map(|(m, a, n, i)| Call::DrawIndex2(m, a, n, i)),
        (val(), any::<u32>()).prop_map(|(n, i)| Call::DrawIndexAuto(n, i)),
        (val(), val(), val(), any::<u32>())
            .prop_map(|(m, o, n, i)| Call::DrawIndexOffset2(m, o, n, i)),
        (val(), reg_off(), reg_off(), any::<u32>())
            .prop_map(|(d, b, s, i)| Call::DrawIndirect(d, b, s, i)),
        (val(), reg_off(), reg_off(), any::<u32>())
            .prop_map(|(d, b, s, i)| Call::DrawIndexIndirect(d, b, s, i)),
        (multi(), any::<u32>()).prop_map(|(m, i)| Call::DrawIndirectMulti(m, i)),
        (multi(), any::<u32>()).prop_map(|(m, i)| Call::DrawIndexIndirectMulti(m, i)),
        (val(), any::<u32>(), any::<u16>(), any::<u8>(), any::<u16>())
            .prop_map(|(p, i, o, t, n)| Call::DrawIndexMultiAuto(p, i, o, t, n)),
        (val(), val(), val(), any::<u32>())
            .prop_map(|(x, y, z, i)| Call::DispatchDirect(x, y, z, i)),
        (val(), any::<u32>()).prop_map(|(d, i)| Call::DispatchIndirect(d, i)),
    ]
}

fn pm4_call_b() -> impl Strategy<Value = Call> {
    prop_oneof![
        any::<u8>().prop_map(Call::EventWrite),
        (any::<u8>(), addr()).prop_map(|(e, a)| Call::EventWriteQuery(e, a)),
        (
            any::<u8>(),
            any::<u32>(),
            addr(),
            any::<u8>(),
            any::<u8>(),
            any::<u64>()
        )
            .prop_map(|(e, w, a, d, i, v)| Call::EventWriteEop(e, w, a, d, i, v)),
        (any::<u8>(), addr(), any::<u8>(), any::<u32>())
            .prop_map(|(e, a, c, d)| Call::EventWriteEos(e, a, c, d)),
        (
            any::<u8>(),
            any::<u32>(),
            any::<u32>(),
            addr(),
            any::<u64>()
        )
            .prop_map(|(e, w, s, a, d)| Call::ReleaseMem(e, w, s, a, d)),
        (any::<u32>(), any::<u8>(), addr(), addr(), any::<u16>())
            .prop_map(|(c, e, b, s, p)| Call::AcquireMem(c, e, b, s, p)),
        (any::<u32>(), any::<u8>(), val(), val(), val())
            .prop_map(|(c, e, b, s, p)| Call::SurfaceSync(c, e, b, s, p)),
        (any::<u32>(), addr(), any::<u32>(), any::<u32>(), val())
            .prop_map(|(c, a, r, m, p)| Call::WaitRegMem(c, a, r, m, p)),
        (any::<u32>(), addr(), words(8)).prop_map(|(c, a, d)| Call::WriteData(c, a, d)),
        (any::<u32>(), addr(), addr()).prop_map(|(c, s, d)| Call::CopyData(c, s, d)),
        (any::<u32>(), addr(), addr(), val(), any::<u32>())
            .prop_map(|(c, s, d, n, m)| Call::DmaData(c, s, d, n, m)),
        (any::<u32>(), addr(), addr(), val(), any::<u32>())
            .prop_map(|(c, s, d, n, m)| Call::CpDma(c, s, d, n, m)),
        (
            any::<u32>(),
            addr(),
            any::<u64>(),
            any::<u64>(),
            any::<u16>()
        )
            .prop_map(|(c, a, s, m, l)| Call::AtomicMem(c, a, s, m, l)),
        (addr(), any::<u32>()).prop_map(|(a, c)| Call::MemSemaphore(a, c)),
        (any::<bool>(), addr(), val(), any::<u32>())
            .prop_map(|(k, a, n, c)| Call::IndirectBuffer(k, a, n, c)),
        (any::<u8>(), addr(), any::<u8>(), any::<u8>(), any::<bool>())
            .prop_map(|(o, a, b, h, c)| Call::SetPredication(o, a, b, h, c)),
        (addr(), any::<u16>()).prop_map(|(a, n)| Call::CondExec(a, n)),
        (any::<u16>(), any::<u8>()).prop_map(|(n, d)| Call::PredExec(n, d)),
        (any::<bool>(), any::<bool>()).prop_map(|(v, o)| Call::Rewind(v, o)),
        (
            any::<u32>(),
            addr(),
            any::<u32>(),
            any::<u32>(),
            addr(),
            any::<u32>()
        )
            .prop_map(|(c, p, r, m, w, d)| Call::CondWrite(c, p, r, m, w, d)),
        (any::<u16>(), any::<u32>(), any::<u32>())
            .prop_map(|(o, m, d)| Call::ContextRegRmw(o, m, d)),
        (any::<u32>(), any::<u32>(), any::<u32>())
            .prop_map(|(t, i, l)| Call::DrawPreamble(t, i, l)),
        (
            space(),
            addr(),
            any::<bool>(),
            proptest::collection::vec((reg_off().prop_map(u32::from), val()), 0..4)
        )
            .prop_map(|(s, a, w, r)| Call::LoadRegs(s, a, w, r)),
        (reg_off(), words(4)).prop_map(|(o, p)| Call::SetContextRegIndirect(o, p)),
        (reg_off(), val(), any::<u16>()).prop_map(|(o, i, d)| Call::SetShRegOffset(o, i, d)),
        (any::<u8>(), reg_off(), words(4)).prop_map(|(i, o, v)| Call::SetShRegsIndexed(i, o, v)),
        (any::<u16>(), any::<u32>(), any::<u32>()).prop_map(|(r, a, o)| Call::RegRmw(r, a, o)),
        (
            any::<u8>(),
            addr(),
            (any::<u64>(), any::<u64>()),
            (addr(), val()),
            proptest::option::of((addr(), val()))
        )
            .prop_map(|(f, c, m, t, e)| Call::CondIndirectBuffer(f, c, m, t, e)),
        (addr(), addr()).prop_map(|(s, q)| Call::OcclusionQuery(s, q)),
        Just(Call::PfpSyncMe),
        (any::<u8>(), addr(), any::<u8>()).prop_map(|(i, a, s)| Call::SetBase(i, a, s)),
        (any::<u32>(), addr(), addr()).prop_map(|(c, d, s)| Call::StrmoutBufferUpdate(c, d, s)),
        (addr(), any::<u16>(), val()).prop_map(|(a, n, o)| Call::LoadConstRam(a, n, o)),
        (val(), words(8)).prop_map(|(o, d)| Call::WriteConstRam(o, d)),
        (any::<u32>(), any::<u16>(), addr()).prop_map(|(c, n, a)| Call::DumpConstRam(c, n, a)),
        any::<u32>().prop_map(Call::IncrementCeCounter),
        Just(Call::IncrementDeCounter),
        any::<u32>().prop_map(Call::WaitOnCeCounter),
        val().prop_map(Call::WaitOnDeCounterDiff),
        Just(Call::SwitchBuffer),
    ]
}

fn other_call() -> impl Strategy<Value = Call> {
    prop_oneof![
        any::<bool>().prop_map(Call::SetPredicate),
        Just(Call::Reset),
        (
            prop_oneof![0usize..40, any::<usize>()],
            proptest::collection::vec(reserved_call(), 0..5)
        )
            .prop_map(|(n, c)| Call::Reserve(n, c)),
        proptest::collection::vec(
            prop_oneof![
                3 => pm4_call_a(),
                3 => pm4_call_b(),
                1 => any::<bool>().prop_map(Call::SetPredicate)
            ],
            0..4
        )
        .prop_map(Call::Group),
        text().prop_map(Call::PushMarker),
        text().prop_map(Call::SetMarker),
        (text(), any::<u32>()).prop_map(|(t, c)| Call::PushColorMarker(t, c)),
        Just(Call::PopMarker),
        any::<u8>().prop_map(Call::UserDataHint),
        (val(), val()).prop_map(|(w, h)| Call::TargetSizeHint(w, h)),
        (count(), prop_oneof![0u32..18, any::<u32>()], any::<u32>())
            .prop_map(|(n, a, f)| Call::Allocate(n, a, f)),
        (val(), addr()).prop_map(|(n, a)| Call::Ps4DrawIndex(n, a)),
        val().prop_map(Call::Ps4DrawIndexAuto),
        (val(), val()).prop_map(|(o, n)| Call::Ps4DrawIndexOffset(o, n)),
        (addr(), prop_oneof![0u32..20, any::<u32>()]).prop_map(|(a, b)| Call::WaitFlipDone(a, b)),
        (addr(), any::<u32>()).prop_map(|(a, v)| Call::PrepareFlip(a, v)),
        any::<u8>().prop_map(Call::DrawInit),
        Just(Call::DispatchInit),
    ]
}

/// The PS4 driver windows.
fn ps4_window_call() -> impl Strategy<Value = Call> {
    let sgpr = || prop_oneof![0u32..18, any::<u32>()];
    prop_oneof![
        (any::<bool>(), val(), any::<u8>(), sgpr(), sgpr())
            .prop_map(|(x, d, st, v, i)| Call::Ps4DrawIndirect(x, d, st, v, i)),
        (any::<bool>(), val(), val(), any::<u8>(), sgpr(), sgpr())
            .prop_map(|(x, d, n, st, v, i)| Call::Ps4DrawIndirectMulti(x, d, n, st, v, i)),
        (prop_oneof![0u32..0x102, any::<u32>()], any::<bool>())
            .prop_map(|(g, p)| Call::Ps4SetVgtControl(g, p)),
        Just(Call::Ps4ResetVgtControl),
        (any::<[u32; 3]>(), any::<u8>()).prop_map(|(g, o)| Call::Ps4DispatchDirect(g, o)),
        (val(), any::<u8>()).prop_map(|(d, o)| Call::Ps4DispatchIndirect(d, o)),
        (addr(), any::<u8>()).prop_map(|(a, o)| Call::Ps4DispatchIndirectOnMec(a, o)),
        (any::<bool>(), addr(), val(), any::<u8>(), val())
            .prop_map(|(r, a, m, f, v)| Call::Ps4ComputeWait(r, a, m, f, v)),
        any::<bool>().prop_map(Call::Ps4DefaultContextState),
        Just(Call::DingDongMarker),
        (
            any::<u8>(),
            any::<bool>(),
            prop_oneof![addr(), (0u64..0x100_0000).prop_map(|a| a << 8)],
            prop_oneof![0u32..300, any::<u32>()],
            prop_oneof![0u32..120, any::<u32>()],
            prop_oneof![0u32..0x400, any::<u32>()],
            any::<u32>()
        )
            .prop_map(|(k, u, a, v, s, m, x)| Call::Ps4ShaderWindow(k, u, a, v, s, m, x)),
    ]
}

fn call() -> impl Strategy<Value = Call> {
    prop_oneof![3 => pm4_call_a(), 3 => pm4_call_b(), 2 => other_call(), 1 => ps4_window_call()]
}

fn capacity() -> impl Strategy<Value = usize> {
    prop_oneof![8 => 0usize..64, 1 => 64usize..=MAX_CAP]
}

fn cases() -> u32 {
    if cfg!(miri) { 4 } else { 384 }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: cases(), failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn call_sequences_into_a_tiny_buffer(cap in capacity(), calls in proptest::collection::vec(call(), 0..24)) {
        if let Err(e) = check_sequence(cap, &calls) {
            return Err(TestCaseError::fail(e));
        }
    }

    /// The same on buffers that check every packet, register and field for
    /// their generation, where calls (and groups) are refused partway.
    #[test]
    fn call_sequences_per_generation(
        gfx in prop_oneof![Just(Gfx::Gfx6), Just(Gfx::Gfx7), Just(Gfx::Gfx8)],
        cap in capacity(),
        calls in proptest::collection::vec(call(), 0..24),
    ) {
        if let Err(e) = check_sequence_on(cap, Some(gfx), &calls) {
            return Err(TestCaseError::fail(format!("{gfx:?}: {e}")));
        }
    }
}
