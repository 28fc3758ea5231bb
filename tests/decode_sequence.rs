//! Typed decoding of arbitrary call sequences: a command buffer driven by
//! packet calls (valid and invalid arguments) into a tiny buffer never
//! exceeds its capacity, never touches memory past its length, and decodes
//! back to typed packets whose named fields are exactly the arguments of the
//! calls that returned `Ok`, in order.

use gcn::pm4::decode::{Decoder, Packet};
use gcn::pm4::*;
use proptest::prelude::*;

const SENTINEL: u32 = 0x5EED_F00D;

#[derive(Clone, Debug)]
enum Call {
    Nop(Vec<u32>),
    Pad(usize),
    Embedded(usize, u32),
    SetContext(u16, Vec<u32>),
    SetSh(u16, Vec<u32>),
    IndexBase(u64),
    NumInstances(u32),
    DrawIndexAuto(u32, u32),
    DrawIndex2(u32, u64, u32),
    DrawIndirect(u32, u16, u16),
    MultiAuto(u32, u8, u16),
    Dispatch(u32, u32, u32),
    EventWrite(u8),
    EventWriteEop(u8, u64, u8),
    WriteData(u32, u64, Vec<u32>),
    CopyData(u32, u64, u64),
    IndirectBuffer(u64, u32),
    LoadConstRam(u64, u16, u32),
}

fn call() -> impl Strategy<Value = Call> {
    let small = proptest::collection::vec(any::<u32>(), 0..6);
    prop_oneof![
        small.clone().prop_map(Call::Nop),
        (0usize..12).prop_map(Call::Pad),
        (0usize..8, prop_oneof![Just(4u32), Just(16), Just(3)])
            .prop_map(|(n, a)| Call::Embedded(n, a)),
        (prop_oneof![0u16..0x10, 0x3FF0u16..0xFFFF], small.clone())
            .prop_map(|(o, v)| Call::SetContext(o, v)),
        (0u16..0x400, small.clone()).prop_map(|(o, v)| Call::SetSh(o, v)),
        any::<u64>().prop_map(Call::IndexBase),
        any::<u32>().prop_map(Call::NumInstances),
        (any::<u32>(), any::<u32>()).prop_map(|(a, b)| Call::DrawIndexAuto(a, b)),
        (any::<u32>(), any::<u64>(), any::<u32>()).prop_map(|(a, b, c)| Call::DrawIndex2(a, b, c)),
        (any::<u32>(), 0u16..0x800, 0u16..0x800).prop_map(|(a, b, c)| Call::DrawIndirect(a, b, c)),
        (any::<u32>(), 0u8..40, 0u16..0x1000).prop_map(|(a, b, c)| Call::MultiAuto(a, b, c)),
        (any::<u32>(), any::<u32>(), any::<u32>()).prop_map(|(a, b, c)| Call::Dispatch(a, b, c)),
        (0u8..64).prop_map(Call::EventWrite),
        (0u8..64, any::<u64>(), 0u8..8).prop_map(|(a, b, c)| Call::EventWriteEop(a, b, c)),
        (
            any::<u32>(),
            prop_oneof![0u64..0x20000, any::<u64>()],
            small.clone()
        )
            .prop_map(|(a, b, c)| Call::WriteData(a, b, c)),
        (any::<u32>(), any::<u64>(), any::<u64>()).prop_map(|(a, b, c)| Call::CopyData(a, b, c)),
        (any::<u64>(), 0u32..0x20_0000).prop_map(|(a, b)| Call::IndirectBuffer(a, b)),
        (any::<u64>(), 0u16..0x8000, 0u32..0x2_0000)
            .prop_map(|(a, b, c)| Call::LoadConstRam(a, b, c)),
    ]
}

fn apply(cb: &mut CommandBuffer<'_>, c: &Call) -> Result<(), Error> {
    match c {
        Call::Nop(p) => cb.nop(p),
        Call::Pad(n) => cb.pad(*n),
        Call::Embedded(n, a) => cb.alloc_embedded(*n, *a).map(|(_, d)| d.fill(7)),
        Call::SetContext(o, v) => cb.set_context_regs(*o, v),
        Call::SetSh(o, v) => cb.set_sh_regs(*o, v),
        Call::IndexBase(a) => cb.index_base(*a, IndexBaseSelect::OFFSET),
        Call::NumInstances(n) => cb.num_instances(*n),
        Call::DrawIndexAuto(n, i) => cb.draw_index_auto(*n, DrawInitiator::from_bits(*i)),
        Call::DrawIndex2(m, b, n) => cb.draw_index_2(*m, *b, *n, DrawInitiator::DMA),
        Call::DrawIndirect(d, v, s) => cb.draw_indirect(*d, *v, *s, DrawInitiator::AUTO_INDEX),
        Call::MultiAuto(n, p, c) => cb.draw_index_multi_auto(
            *n,
            DrawInitiator::AUTO_INDEX,
            0,
            PrimitiveType::from_bits(*p),
            *c,
        ),
        Call::Dispatch(x, y, z) => cb.dispatch_direct(*x, *y, *z, DispatchInitiator::ENABLE),
        Call::EventWrite(e) => cb.event_write(EventType::from_bits(*e)),
        Call::EventWriteEop(e, a, s) => cb.event_write_eop(
            EventType::from_bits(*e),
            EventWriteEopWord::new(),
            *a,
            EopDataSel::from_bits(*s),
            EopIntSel::NONE,
            1,
        ),
        Call::WriteData(c, a, d) => cb.write_data(WriteDataControl::from_bits(*c), *a, d),
        Call::CopyData(c, s, d) => cb.copy_data(CopyDataControl::from_bits(*c), *s, *d),
        Call::IndirectBuffer(a, n) => cb.indirect_buffer(*a, *n, IbControl::new()),
        Call::LoadConstRam(a, n, o) => cb.load_const_ram(*a, *n, *o),
    }
}

/// Whether a decoded packet is what `c` records.
fn matches_call(c: &Call, p: &Packet<'_>) -> bool {
    match (c, p) {
        (Call::Nop(body), Packet::Nop(n)) => n.body == &body[..],
        (Call::Pad(_) | Call::Embedded(..), Packet::Nop(_)) => true,
        (Call::SetContext(o, v), Packet::SetRegs(s)) | (Call::SetSh(o, v), Packet::SetRegs(s)) => {
            s.offset() == *o && s.values == &v[..]
        }
        (Call::IndexBase(a), Packet::IndexBase(p)) => p.address() == *a,
        (Call::NumInstances(n), Packet::NumInstances(p)) => p.num_instances == *n,
        (Call::DrawIndexAuto(n, i), Packet::DrawIndexAuto(p)) => {
            p.index_count == *n && p.draw_initiator.into_bits() == *i
        }
        (Call::DrawIndex2(m, b, n), Packet::DrawIndex2(p)) => {
            (p.max_size, p.index_base, p.index_count) == (*m, *b, *n)
        }
        (Call::DrawIndirect(d, v, s), Packet::DrawIndirect(p)) => {
            (p.data_offset, p.base_vtx_loc.loc(), p.start_inst_loc.loc()) == (*d, *v, *s)
        }
        (Call::MultiAuto(n, t, c), Packet::DrawIndexMultiAuto(p)) => {
            (p.prim_count, p.control.prim_type(), p.control.index_count()) == (*n, *t, *c)
        }
        (Call::Dispatch(x, y, z), Packet::DispatchDirect(p)) => {
            (p.dim_x, p.dim_y, p.dim_z) == (*x, *y, *z)
        }
        (Call::EventWrite(e), Packet::EventWrite(p)) => {
            p.event.event_type().into_bits() == *e && p.address.is_none()
        }
        (Call::EventWriteEop(e, a, s), Packet::EventWriteEop(p)) => {
            p.event.event_type().into_bits() == *e
                && p.address() == *a
                && p.address_hi.data_sel().into_bits() == *s
        }
        (Call::WriteData(c, a, d), Packet::WriteData(p)) => {
            p.control.into_bits() == *c && p.dst_addr == *a && p.data == &d[..]
        }
        (Call::CopyData(c, s, d), Packet::CopyData(p)) => {
            (p.control.into_bits(), p.src_addr, p.dst_addr) == (*c, *s, *d)
        }
        (Call::IndirectBuffer(a, n), Packet::IndirectBuffer(p)) => {
            p.ib_base == *a && p.control.ib_size() == *n
        }
        (Call::LoadConstRam(a, n, o), Packet::LoadConstRam(p)) => {
            p.addr == *a && p.num_dwords.num_dwords() == *n && u32::from(p.offset.offset()) == *o
        }
        _ => false,
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

    #[test]
    fn arbitrary_call_sequences_into_a_tiny_buffer(cap in 0usize..48, calls in proptest::collection::vec(call(), 0..24)) {
        let mut storage = vec![SENTINEL; cap + 16];
        let (buf, guard) = storage.split_at_mut(cap);
        let mut cb = CommandBuffer::new(buf);
        let mut ok = Vec::new();
        for c in &calls {
            let before = cb.len();
            match apply(&mut cb, c) {
                // `pad(0)` records nothing.
                Ok(()) if matches!(c, Call::Pad(0)) => prop_assert_eq!(cb.len(), before),
                Ok(()) => ok.push(c.clone()),
                Err(_) => prop_assert_eq!(cb.len(), before, "a failed call changed the length: {:?}", c),
            }
            prop_assert!(cb.len() <= cap);
        }
        let len = cb.len();
        let recorded = cb.as_slice().to_vec();
        prop_assert!(guard.iter().all(|&w| w == SENTINEL), "wrote past the capacity");
        prop_assert!(storage[len..cap].iter().all(|&w| w == SENTINEL), "touched dwords past the length");
        let packets: Vec<_> = Decoder::new(&recorded).map(|d| d.map(|d| d.packet)).collect::<Result<_, _>>()
            .map_err(|e| TestCaseError::fail(format!("recorded stream does not decode: {e}")))?;
        prop_assert_eq!(packets.len(), ok.len(), "{:?}\n{:?}", packets, ok);
        for (c, p) in ok.iter().zip(&packets) {
            prop_assert!(matches_call(c, p), "{:?} decoded as {:?}", c, p);
        }
    }
}
