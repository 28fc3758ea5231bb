//! decode(write(args)) == args for every packet method of `CommandBuffer`:
//! each test records one packet with arbitrary valid arguments, decodes the
//! stream and checks it is exactly one packet of the right variant whose
//! named fields give the arguments back. Every recorded stream is also
//! re-encoded packet by packet (`encode(decode(words)) == words`), and so
//! are arbitrary dword streams that decode.

use gcn::decode::{Decoder, Packet};
use gcn::pm4::*;
use gcn::regs::Space;
use proptest::prelude::*;

/// Records with `f` into a fresh buffer (predication toggle `pred`) and
/// returns the dwords.
fn record(pred: bool, f: impl FnOnce(&mut CommandBuffer<'_>) -> Result<(), Error>) -> Vec<u32> {
    let mut storage = vec![0u32; 64];
    let mut cb = CommandBuffer::new(&mut storage);
    cb.set_predicate(pred);
    f(&mut cb).expect("valid arguments are recorded");
    let words = cb.as_slice().to_vec();
    assert_reencodes(&words);
    words
}

/// Every packet of `words` decodes, and re-encoding each one, into a slice
/// and into a `CommandBuffer`, gives its dwords back.
fn assert_reencodes(words: &[u32]) {
    let mut through_buffer = vec![0u32; words.len()];
    let mut cb = CommandBuffer::new(&mut through_buffer);
    for d in Decoder::new(words) {
        let d = d.unwrap_or_else(|e| panic!("{e}"));
        let mut out = vec![0u32; d.len()];
        assert_eq!(d.encode_into(&mut out), Ok(d.len()), "{d:?}");
        assert_eq!(
            out,
            d.words,
            "re-encoded {:?} at dword {}",
            d.packet.name(),
            d.offset
        );
        assert_eq!(d.packet.encoded_len(), d.len());
        cb.write_decoded(&d).expect("fits");
    }
    assert_eq!(cb.as_slice(), words);
}

/// The stream's only packet, with its header.
fn single(words: &[u32]) -> (Type3Header, Packet<'_>) {
    let all: Vec<_> = Decoder::new(words).collect();
    assert_eq!(all.len(), 1, "{all:?}");
    let d = all[0].expect("decodes");
    assert_eq!(d.len(), words.len());
    (d.type3_header().expect("type 3"), d.packet)
}

/// An address below `2^bits`, a multiple of `align`.
fn addr(align: u64, bits: u32) -> impl Strategy<Value = u64> {
    let max = if bits >= 64 {
        u64::MAX
    } else {
        (1u64 << bits) - 1
    };
    (0..=max / align).prop_map(move |v| v * align)
}

fn events_with_index(indices: &'static [u8]) -> impl Strategy<Value = EventType> {
    let list: Vec<EventType> = (0u8..64)
        .map(EventType::from_bits)
        .filter(|e| indices.contains(&e.event_index().into_bits()))
        .collect();
    prop::sample::select(list)
}

macro_rules! bits {
    ($t:ty) => {
        any::<u32>().prop_map(<$t>::from_bits)
    };
}

macro_rules! sel {
    ($t:ty) => {
        any::<u8>().prop_map(<$t>::from_bits)
    };
}

macro_rules! expect {
    ($packet:expr, $pat:pat => $body:expr) => {
        match $packet {
            $pat => $body,
            other => panic!("unexpected {other:?}"),
        }
    };
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    #[test]
    fn state_packets(load in bits!(ContextControlBits), shadow in bits!(ContextControlBits),
                     command in sel!(PreambleCntlCommand), ib_offset in 0u32..=0xF_FFFF) {
        let w = record(false, |cb| cb.context_control(load, shadow));
        expect!(single(&w).1, Packet::ContextControl(p) => {
            prop_assert_eq!((p.load_control, p.shadow_enable), (load, shadow));
        });
        let w = record(false, |cb| cb.clear_state());
        expect!(single(&w).1, Packet::ClearState(p) => prop_assert_eq!(p.dummy, 0));
        let w = record(false, |cb| cb.preamble_cntl(command, ib_offset));
        expect!(single(&w).1, Packet::PreambleCntl(p) => {
            prop_assert_eq!((p.control.command(), p.control.ib_offset()), (command, ib_offset));
        });
    }

    #[test]
    fn index_packets(ty in sel!(IndexType), swap in sel!(IndexSwapMode), address in addr(2, 48),
                     select in sel!(IndexBaseSelect), n in any::<u32>(), inst in any::<u32>()) {
        let w = record(false, |cb| cb.index_type(ty, swap));
        expect!(single(&w).1, Packet::IndexType(p) => {
            prop_assert_eq!((p.index_type.index_type(), p.index_type.swap_mode()), (ty, swap));
        });
        let w = record(false, |cb| cb.index_base(address, select));
        expect!(single(&w).1, Packet::IndexBase(p) => {
            prop_assert_eq!((p.address(), p.addr_hi.base_select()), (address, select));
        });
        let w = record(false, |cb| cb.index_buffer_size(n));
        expect!(single(&w).1, Packet::IndexBufferSize(p) => prop_assert_eq!(p.index_buffer_size, n));
        let w = record(false, |cb| cb.num_instances(inst));
        expect!(single(&w).1, Packet::NumInstances(p) => prop_assert_eq!(p.num_instances, inst));
    }

    #[test]
    fn direct_draws(pred in any::<bool>(), max_size in any::<u32>(), base in any::<u64>(),
                    count in any::<u32>(), offset in any::<u32>(), init in bits!(DrawInitiator)) {
        let w = record(pred, |cb| cb.draw_index_2(max_size, base, count, init));
        let (h, p) = single(&w);
        prop_assert_eq!(h.predicate(), pred);
        expect!(p, Packet::DrawIndex2(p) => {
            prop_assert_eq!((p.max_size, p.index_base, p.index_count, p.draw_initiator), (max_size, base, count, init));
        });
        let w = record(pred, |cb| cb.draw_index_auto(count, init));
        let (h, p) = single(&w);
        prop_assert_eq!(h.predicate(), pred);
        expect!(p, Packet::DrawIndexAuto(p) => {
            prop_assert_eq!((p.index_count, p.draw_initiator), (count, init));
        });
        let w = record(pred, |cb| cb.draw_index_offset_2(max_size, offset, count, init));
        let (h, p) = single(&w);
        prop_assert_eq!(h.predicate(), pred);
        expect!(p, Packet::DrawIndexOffset2(p) => {
            prop_assert_eq!((p.max_size, p.index_offset, p.index_count, p.draw_initiator), (max_size, offset, count, init));
        });
    }

    #[test]
    fn indirect_draws(pred in any::<bool>(), data_offset in any::<u32>(), vtx in 0u16..0x400, inst in 0u16..0x400,
                      init in bits!(DrawInitiator)) {
        let w = record(pred, |cb| cb.draw_indirect(data_offset, vtx, inst, init));
        let (h, p) = single(&w);
        prop_assert_eq!(h.predicate(), pred);
        expect!(p, Packet::DrawIndirect(p) => {
            prop_assert_eq!((p.data_offset, p.base_vtx_loc.loc(), p.start_inst_loc.loc(), p.draw_initiator), (data_offset, vtx, inst, init));
        });
        let w = record(pred, |cb| cb.draw_index_indirect(data_offset, vtx, inst, init));
        expect!(single(&w).1, Packet::DrawIndexIndirect(p) => {
            prop_assert_eq!((p.data_offset, p.base_vtx_loc.loc(), p.start_inst_loc.loc(), p.draw_initiator), (data_offset, vtx, inst, init));
        });
    }

    #[test]
    fn multi_indirect_draws(data_offset in any::<u32>(), vtx in 0u16..0x400, inst in 0u16..0x400,
                            loc in proptest::option::of(0u16..0x400), count in any::<u32>(),
                            count_address in proptest::option::of(addr(4, 64)), stride in any::<u32>(),
                            init in bits!(DrawInitiator)) {
        let args = MultiDrawIndirect { data_offset, base_vtx_loc: vtx, start_inst_loc: inst, draw_index_loc: loc, count, count_address, stride };
        let w = record(false, |cb| cb.draw_indirect_multi(&args, init));
        expect!(single(&w).1, Packet::DrawIndirectMulti(p) => {
            prop_assert_eq!((p.args(), p.draw_initiator), (args, init));
        });
        let w = record(false, |cb| cb.draw_index_indirect_multi(&args, init));
        expect!(single(&w).1, Packet::DrawIndexIndirectMulti(p) => {
            prop_assert_eq!((p.args(), p.draw_initiator), (args, init));
        });
    }

    #[test]
    fn multi_auto_draw(pred in any::<bool>(), prims in any::<u32>(), init in bits!(DrawInitiator), index_offset in any::<u16>(),
                       prim in (0u8..32).prop_map(PrimitiveType::from_bits), index_count in 0u16..0x800) {
        let w = record(pred, |cb| cb.draw_index_multi_auto(prims, init, index_offset, prim, index_count));
        let (h, p) = single(&w);
        prop_assert_eq!(h.predicate(), pred);
        expect!(p, Packet::DrawIndexMultiAuto(p) => {
            prop_assert_eq!((p.prim_count, p.draw_initiator), (prims, init));
            prop_assert_eq!((p.control.index_offset(), p.control.prim_type(), p.control.index_count()), (index_offset, prim.into_bits(), index_count));
        });
    }

    #[test]
    fn dispatches(pred in any::<bool>(), x in any::<u32>(), y in any::<u32>(), z in any::<u32>(),
                  data_offset in any::<u32>(), init in bits!(DispatchInitiator)) {
        let w = record(pred, |cb| cb.dispatch_direct(x, y, z, init));
        let (h, p) = single(&w);
        prop_assert_eq!((h.predicate(), h.shader_type()), (pred, ShaderType::COMPUTE));
        expect!(p, Packet::DispatchDirect(p) => {
            prop_assert_eq!((p.dim_x, p.dim_y, p.dim_z, p.dispatch_initiator), (x, y, z, init));
        });
        let w = record(pred, |cb| cb.dispatch_indirect(data_offset, init));
        let (h, p) = single(&w);
        prop_assert_eq!((h.predicate(), h.shader_type()), (pred, ShaderType::COMPUTE));
        expect!(p, Packet::DispatchIndirect(p) => {
            prop_assert_eq!((p.data_offset, p.dispatch_initiator), (data_offset, init));
        });
    }

    #[test]
    fn event_writes(plain in events_with_index(&[0, 4, 7]), query in events_with_index(&[1, 2, 3]), address in addr(8, 48)) {
        let w = record(false, |cb| cb.event_write(plain));
        expect!(single(&w).1, Packet::EventWrite(p) => {
            prop_assert_eq!((p.event.event_type(), p.event.event_index(), p.address), (plain, plain.event_index(), None));
        });
        let w = record(false, |cb| cb.event_write_query(query, address));
        expect!(single(&w).1, Packet::EventWrite(p) => {
            prop_assert_eq!((p.event.event_type(), p.event.event_index(), p.address), (query, query.event_index(), Some(address)));
        });
    }

    #[test]
    fn end_of_pipe(event in events_with_index(&[5]), actions in bits!(EventWriteEopWord), address in addr(8, 48),
                   data_sel in sel!(EopDataSel), int_sel in (0u8..4).prop_map(EopIntSel::from_bits), data in any::<u64>()) {
        let w = record(false, |cb| cb.event_write_eop(event, actions, address, data_sel, int_sel, data));
        expect!(single(&w).1, Packet::EventWriteEop(p) => {
            let expected = actions.with_event_type(event).with_event_index(EventIndex::EOP_TIMESTAMP_EVENT);
            prop_assert_eq!(p.event, expected);
            prop_assert_eq!((p.address(), p.address_hi.data_sel(), p.address_hi.int_sel(), p.data), (address, data_sel, int_sel, data));
        });
    }

    #[test]
    fn end_of_shader(event in events_with_index(&[6]), address in addr(4, 48), command in sel!(EosCommand), data in any::<u32>()) {
        let w = record(false, |cb| cb.event_write_eos(event, address, command, data));
        expect!(single(&w).1, Packet::EventWriteEos(p) => {
            prop_assert_eq!((p.event.event_type(), p.event.event_index()), (event, EventIndex::EOS_EVENT));
            prop_assert_eq!((p.address(), p.address_hi.command(), p.data), (address, command, data));
        });
    }

    #[test]
    fn release_mem(event in events_with_index(&[5, 6]), actions in bits!(ReleaseMemWord), select in bits!(ReleaseMemSelect),
                   address in addr(8, 64), data in any::<u64>()) {
        let w = record(false, |cb| cb.release_mem(event, actions, select, address, data));
        expect!(single(&w).1, Packet::ReleaseMem(p) => {
            prop_assert_eq!(p.event, actions.with_event_type(event).with_event_index(event.event_index()));
            prop_assert_eq!((p.select, p.address, p.data), (select, address, data));
        });
    }

    #[test]
    fn cache_syncs(cntl in bits!(CoherCntl), engine in sel!(EnginePfpMe), base in 0u64..(1 << 56),
                   size in 0..=ACQUIRE_MEM_FULL_SIZE, poll in any::<u16>(),
                   base32 in any::<u32>(), size32 in any::<u32>(), poll32 in any::<u32>()) {
        let caches = CoherCntl::from_bits(cntl.into_bits() & 0x7FFF_FFFF);
        let w = record(false, |cb| cb.acquire_mem(cntl, engine, base, size, poll));
        expect!(single(&w).1, Packet::AcquireMem(p) => {
            prop_assert_eq!((p.caches(), p.coher_cntl.engine()), (caches, engine));
            prop_assert_eq!((p.base_256b(), p.size_256b(), p.poll_interval.poll_interval()), (base, size, poll));
        });
        let w = record(false, |cb| cb.surface_sync(cntl, engine, base32, size32, poll32));
        expect!(single(&w).1, Packet::SurfaceSync(p) => {
            prop_assert_eq!((p.caches(), p.coher_cntl.engine()), (caches, engine));
            prop_assert_eq!((p.coher_base, p.coher_size, p.poll_interval), (base32, size32, poll32));
        });
    }

    #[test]
    fn wait_reg_mem(control in bits!(WaitRegMemControl), reg in addr(1, 16), mem in addr(4, 64),
                    reference in any::<u32>(), mask in any::<u32>(), poll in any::<u32>()) {
        let address = if control.mem_space() == WaitRegMemMemSpace::REGISTER { reg } else { mem };
        // The writer refuses the reserved FUNCTION 7 (tests/pm4/mem.rs); any other is recorded.
        let control = if control.function() == WaitRegMemFunction::RESERVED {
            control.with_function(WaitRegMemFunction::ALWAYS)
        } else {
            control
        };
        let w = record(false, |cb| cb.wait_reg_mem(control, address, reference, mask, poll));
        expect!(single(&w).1, Packet::WaitRegMem(p) => {
            prop_assert_eq!((p.control, p.poll_address, p.reference, p.mask, p.poll_interval), (control, address, reference, mask, poll));
        });
    }

    #[test]
    fn write_data(control in bits!(WriteDataControl), reg in addr(1, 16), gds in addr(1, 32), mem in addr(4, 64),
                  data in proptest::collection::vec(any::<u32>(), 1..16)) {
        let address = match control.dst_sel().into_bits() { 0 => reg, 3 => gds, _ => mem };
        let w = record(false, |cb| cb.write_data(control, address, &data));
        expect!(single(&w).1, Packet::WriteData(p) => {
            prop_assert_eq!((p.control, p.dst_addr, p.data), (control, address, &data[..]));
        });
    }

    #[test]
    fn copy_data(control in bits!(CopyDataControl), reg in addr(1, 16), mem in addr(8, 64), any_src in any::<u64>(), any_dst in any::<u64>()) {
        let src = match control.src_sel().into_bits() { 0 => reg, 1 | 2 => mem, _ => any_src };
        let dst = match control.dst_sel().into_bits() { 0 => reg, 1 | 2 | 5 => mem, _ => any_dst };
        let w = record(false, |cb| cb.copy_data(control, src, dst));
        expect!(single(&w).1, Packet::CopyData(p) => {
            prop_assert_eq!((p.control, p.src_addr, p.dst_addr), (control, src, dst));
        });
    }

    #[test]
    fn dma(control in bits!(DmaDataControl), cp in bits!(CpDmaControl), src in any::<u64>(), fill in any::<u32>(),
           src48 in addr(1, 48), dst in any::<u64>(), bytes in 1..=DMA_MAX_BYTES, command in bits!(DmaCommand)) {
        let src = if control.src_sel() == DmaDataSrcSel::DATA { u64::from(fill) } else { src };
        let w = record(false, |cb| cb.dma_data(control, src, dst, bytes, command));
        expect!(single(&w).1, Packet::DmaData(p) => {
            prop_assert_eq!((p.control, p.src_addr, p.dst_addr), (control, src, dst));
            prop_assert_eq!((p.command.byte_count(), p.command), (bytes, command.with_byte_count(bytes)));
        });
        let w = record(false, |cb| cb.cp_dma(cp, src48, dst, bytes, command));
        expect!(single(&w).1, Packet::CpDma(p) => {
            prop_assert_eq!((p.src_addr(), p.control, p.dst_addr), (src48, cp.with_src_addr_hi((src48 >> 32) as u16), dst));
            prop_assert_eq!((p.command.byte_count(), p.command), (bytes, command.with_byte_count(bytes)));
        });
    }

    #[test]
    fn atomic_and_semaphore(control in bits!(AtomicMemControl), address in addr(4, 64), src in any::<u64>(), cmp in any::<u64>(),
                            loop_interval in 0u16..0x2000, sem in addr(8, 48), sem_control in bits!(MemSemaphoreControl)) {
        let w = record(false, |cb| cb.atomic_mem(control, address, src, cmp, loop_interval));
        expect!(single(&w).1, Packet::AtomicMem(p) => {
            prop_assert_eq!((p.control, p.addr, p.src_data, p.cmp_data, p.loop_interval.loop_interval()), (control, address, src, cmp, loop_interval));
        });
        let w = record(false, |cb| cb.mem_semaphore(sem, sem_control));
        expect!(single(&w).1, Packet::MemSemaphore(p) => {
            prop_assert_eq!((p.addr(), p.control), (sem, sem_control.with_addr_hi((sem >> 32) as u16)));
        });
    }

    #[test]
    fn indirect_buffers(address in addr(4, 48), size in 1..=IB_MAX_DWORDS, control in bits!(IbControl)) {
        let w = record(false, |cb| cb.indirect_buffer(address, size, control));
        expect!(single(&w).1, Packet::IndirectBuffer(p) => {
            prop_assert_eq!((p.ib_base, p.control.ib_size(), p.control), (address, size, control.with_ib_size(size)));
        });
        let w = record(false, |cb| cb.indirect_buffer_const(address, size, control));
        expect!(single(&w).1, Packet::IndirectBufferConst(p) => {
            prop_assert_eq!((p.ib_base, p.control.ib_size(), p.control), (address, size, control.with_ib_size(size)));
        });
    }

    #[test]
    fn predication_and_cond_exec(op in (0u8..8).prop_map(SetPredicationPredOp::from_bits), a16 in addr(16, 40), a4 in addr(4, 40),
                                 boolean in sel!(SetPredicationBoolean), hint in sel!(SetPredicationHint), cont in any::<bool>(),
                                 bool_addr in addr(4, 48), exec_count in 0u16..0x4000) {
        let address = if op == SetPredicationPredOp::ZPASS { a16 } else { a4 };
        let w = record(false, |cb| cb.set_predication(op, address, boolean, hint, cont));
        expect!(single(&w).1, Packet::SetPredication(p) => {
            prop_assert_eq!((p.start_addr(), p.control.pred_op(), p.control.predication_boolean(), p.control.hint(), p.control.continue_predicate()),
                            (address, op, boolean, hint, cont));
        });
        let w = record(false, |cb| cb.cond_exec(bool_addr, exec_count));
        expect!(single(&w).1, Packet::CondExec(p) => {
            prop_assert_eq!((p.bool_addr(), p.exec_count.exec_count()), (bool_addr, exec_count));
        });
    }

    #[test]
    fn queries_and_bases(start in addr(4, 48), query in addr(4, 48), index in (0u8..16).prop_map(SetBaseIndex::from_bits),
                         base in addr(8, 48), compute in any::<bool>()) {
        let w = record(false, |cb| cb.occlusion_query(start, query));
        expect!(single(&w).1, Packet::OcclusionQuery(p) => {
            prop_assert_eq!((p.start_addr, p.query_addr), (start, query));
        });
        let w = record(false, |cb| cb.pfp_sync_me());
        expect!(single(&w).1, Packet::PfpSyncMe(p) => prop_assert_eq!(p.dummy, 0));
        let shader = if compute { ShaderType::COMPUTE } else { ShaderType::GRAPHICS };
        let w = record(false, |cb| cb.set_base(index, base, shader));
        let (h, p) = single(&w);
        prop_assert_eq!(h.shader_type(), shader);
        expect!(p, Packet::SetBase(p) => {
            prop_assert_eq!((p.base_index.base_index(), p.address), (index, base));
        });
    }

    #[test]
    fn strmout_buffer_update(control in bits!(StrmoutControl), dst in addr(4, 48), src_addr in addr(4, 48), offset in any::<u32>()) {
        let source = if control.offset_source_select() == StrmoutOffsetSource::FROM_SRC_ADDRESS { src_addr } else { u64::from(offset) };
        let w = record(false, |cb| cb.strmout_buffer_update(control, dst, source));
        expect!(single(&w).1, Packet::StrmoutBufferUpdate(p) => {
            prop_assert_eq!((p.control, p.dst_address, p.src_address), (control, dst, source));
        });
    }

    #[test]
    fn constant_engine(address in addr(32, 64), n8 in 1u16..=0xFFF, offset32 in addr(32, 16), offset4 in addr(4, 16),
                       data in proptest::collection::vec(any::<u32>(), 1..16), control in bits!(DumpConstRamControl),
                       n in 1u16..=0x7FFF, dump_addr in addr(4, 64), inc in bits!(IncrementCeCounterWord),
                       wait in bits!(WaitOnCeCounterWord), diff in any::<u32>()) {
        let w = record(false, |cb| cb.load_const_ram(address, n8 * 8, offset32 as u32));
        expect!(single(&w).1, Packet::LoadConstRam(p) => {
            prop_assert_eq!((p.addr, p.num_dwords.num_dwords(), u64::from(p.offset.offset())), (address, n8 * 8, offset32));
        });
        let w = record(false, |cb| cb.write_const_ram(offset4 as u32, &data));
        expect!(single(&w).1, Packet::WriteConstRam(p) => {
            prop_assert_eq!((u64::from(p.offset.offset()), p.data), (offset4, &data[..]));
        });
        // The dump's CE RAM offset is whole dwords (the method refuses others).
        let control = control.with_offset(control.offset() & !3);
        let w = record(false, |cb| cb.dump_const_ram(control, n, dump_addr));
        expect!(single(&w).1, Packet::DumpConstRam(p) => {
            prop_assert_eq!((p.control, p.num_dwords.num_dwords(), p.addr), (control, n, dump_addr));
        });
        let w = record(false, |cb| cb.increment_ce_counter(inc));
        expect!(single(&w).1, Packet::IncrementCeCounter(p) => prop_assert_eq!(p.control, inc));
        let w = record(false, |cb| cb.increment_de_counter());
        expect!(single(&w).1, Packet::IncrementDeCounter(p) => prop_assert_eq!(p.dummy, 0));
        let w = record(false, |cb| cb.wait_on_ce_counter(wait));
        expect!(single(&w).1, Packet::WaitOnCeCounter(p) => prop_assert_eq!(p.control, wait));
        let w = record(false, |cb| cb.wait_on_de_counter_diff(diff));
        expect!(single(&w).1, Packet::WaitOnDeCounterDiff(p) => prop_assert_eq!(p.counter_diff, diff));
        let w = record(false, |cb| cb.switch_buffer());
        expect!(single(&w).1, Packet::SwitchBuffer(p) => prop_assert_eq!(p.dummy, 0));
    }

    #[test]
    fn indexed_register_writes(index in (0u8..16).prop_map(SetContextRegIndex::from_bits),
                               uindex in (0u8..16).prop_map(SetUconfigRegIndex::from_bits),
                               offset in 0u16..0x100, values in proptest::collection::vec(any::<u32>(), 1..8)) {
        let w = record(false, |cb| cb.set_regs_indexed(index, offset, &values));
        expect!(single(&w).1, Packet::SetRegs(s) => {
            prop_assert_eq!((s.space, s.index(), s.offset(), s.values), (Space::Context, index.into_bits(), offset, &values[..]));
        });
        let w = record(false, |cb| cb.set_regs_indexed(uindex, offset, &values));
        expect!(single(&w).1, Packet::SetRegs(s) => {
            prop_assert_eq!((s.space, s.index(), s.offset(), s.values), (Space::Uconfig, uindex.into_bits(), offset, &values[..]));
        });
    }

    /// `set_reg_list` splits into one packet per run; the decoded writes are
    /// the list.
    #[test]
    fn register_lists(space in prop_oneof![Just(Space::Context), Just(Space::Sh), Just(Space::Uconfig)],
                      steps in proptest::collection::vec((1u16..3, any::<u32>()), 0..12)) {
        let mut list = Vec::new();
        let mut off = 0u16;
        for (step, value) in steps {
            off += step;
            list.push((off, value));
        }
        let w = record(false, |cb| cb.set_reg_list(space, &list));
        let mut writes = Vec::new();
        for d in Decoder::new(&w) {
            expect!(d.unwrap().packet, Packet::SetRegs(s) => {
                prop_assert_eq!(s.space, space);
                writes.extend(s.writes().map(|w| (w.offset as u16, w.value)));
            });
        }
        prop_assert_eq!(writes, list);
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    /// The packet methods not covered above: register writes in every
    /// space, `NOP`, padding and embedded data.
    #[test]
    fn nop_and_register_packets(payload in proptest::collection::vec(any::<u32>(), 0..24),
                                pad in 0usize..24, lead in 0usize..4, n in 1usize..8, align_log2 in 2u32..7,
                                offset in 0u16..0x200, values in proptest::collection::vec(any::<u32>(), 1..8)) {
        let w = record(false, |cb| cb.nop(&payload));
        expect!(single(&w).1, Packet::Nop(p) => prop_assert_eq!(p.body, &payload[..]));
        let w = record(false, |cb| cb.pad(pad));
        prop_assert_eq!(w.len(), pad);
        let w = record(false, |cb| {
            cb.pad(lead)?;
            let (_, data) = cb.alloc_embedded(n, 1 << align_log2)?;
            data.copy_from_slice(&values[..n.min(values.len())].repeat(n)[..n]);
            Ok(())
        });
        prop_assert!(!w.is_empty());
        for space in [Space::Config, Space::Sh, Space::Context, Space::Uconfig] {
            let w = record(false, |cb| match space {
                Space::Config => cb.set_config_regs(offset, &values),
                Space::Sh => cb.set_sh_regs(offset, &values),
                Space::Context => cb.set_context_regs(offset, &values),
                _ => cb.set_uconfig_regs(offset, &values),
            });
            expect!(single(&w).1, Packet::SetRegs(s) => {
                prop_assert_eq!((s.space, s.offset(), s.values), (space, offset, &values[..]));
            });
            let w = record(false, |cb| cb.set_regs(space, offset, &values));
            expect!(single(&w).1, Packet::SetRegs(s) => prop_assert_eq!(s.space, space));
        }
        let w = record(false, |cb| cb.set_reg(gcn::regs::gfx7::PaScScreenScissorTl::from_bits(values[0])));
        expect!(single(&w).1, Packet::SetRegs(s) => prop_assert_eq!(s.values, &values[..1]));
    }
}

/// A plausible packet that decodes: a type-3 header of a named opcode with
/// arbitrary `PREDICATE`, `SHADER_TYPE` and reserved bits and a body of
/// arbitrary dwords, a type-0 packet, or a type-2 filler with arbitrary low
/// bits.
fn plausible_packet() -> impl Strategy<Value = Vec<u32>> {
    let opcodes: Vec<u8> = (0u8..=255)
        .filter(|&o| Opcode::from_bits(o).name().is_some())
        .collect();
    let type3 = (
        prop::sample::select(opcodes),
        any::<u8>(),
        0usize..12,
        any::<u32>(),
    )
        .prop_flat_map(|(op, low, len, _)| {
            proptest::collection::vec(any::<u32>(), len).prop_map(move |body| {
                let count = (body.len() as u32).wrapping_sub(1) & 0x3FFF;
                let mut v = vec![(3 << 30) | (count << 16) | (u32::from(op) << 8) | u32::from(low)];
                v.extend(body);
                v
            })
        });
    let type0 = (
        0u32..0x1_0000,
        proptest::collection::vec(any::<u32>(), 1..6),
    )
        .prop_map(|(low, values)| {
            let mut v = vec![((values.len() as u32 - 1) << 16) | low];
            v.extend(values);
            v
        });
    let type2 = (0u32..0x4000_0000).prop_map(|low| vec![0x8000_0000 | low]);
    prop_oneof![8 => type3, 1 => type0, 1 => type2]
        .prop_filter("decodes on its own", |v| Decoder::new(v).all(|d| d.is_ok()))
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 512, ..ProptestConfig::default() })]

    /// encode(decode(words)) == words for arbitrary plausible streams that
    /// decode without error.
    #[test]
    fn plausible_streams_reencode(packets in proptest::collection::vec(plausible_packet(), 1..16)) {
        let words: Vec<u32> = packets.concat();
        assert_reencodes(&words);
    }

    /// The same for fully random dwords: every packet that decodes
    /// re-encodes to its own dwords, whatever the errors around it.
    #[test]
    fn random_words_reencode(words in proptest::collection::vec(any::<u32>(), 0..48)) {
        for d in Decoder::new(&words).flatten() {
            let mut out = vec![0u32; d.len()];
            prop_assert_eq!(d.encode_into(&mut out), Ok(d.len()));
            prop_assert_eq!(&out[..], d.words);
        }
    }
}

/// Packets recorded through a reservation decode like the direct calls.
#[test]
fn reserved_group_decodes_like_direct_calls() {
    let mut direct = vec![0u32; 64];
    let mut cb = CommandBuffer::new(&mut direct);
    cb.set_sh_regs(0x4C, &[1, 2]).unwrap();
    cb.num_instances(3).unwrap();
    cb.event_write(EventType::from_bits(7)).unwrap();
    cb.draw_index_2(9, 0x1000, 6, DrawInitiator::DMA).unwrap();
    cb.draw_index_offset_2(9, 3, 6, DrawInitiator::DMA).unwrap();
    cb.draw_indirect(16, 0x4C, 0x4D, DrawInitiator::AUTO_INDEX)
        .unwrap();
    cb.dispatch_direct(4, 5, 6, DispatchInitiator::ENABLE)
        .unwrap();
    cb.draw_index_auto(3, DrawInitiator::AUTO_INDEX).unwrap();
    let direct = cb.as_slice().to_vec();

    let mut grouped = vec![0u32; 64];
    let mut cb = CommandBuffer::new(&mut grouped);
    let mut g = cb.reserve(direct.len()).unwrap();
    g.set_sh_regs(0x4C, &[1, 2])
        .push(&NumInstances { num_instances: 3 })
        .event_write(EventType::from_bits(7))
        .push(&DrawIndex2 {
            max_size: 9,
            index_base: 0x1000,
            index_count: 6,
            draw_initiator: DrawInitiator::DMA,
        })
        .push(&DrawIndexOffset2 {
            max_size: 9,
            index_offset: 3,
            index_count: 6,
            draw_initiator: DrawInitiator::DMA,
        })
        .push(&DrawIndirect::new(16, 0x4C, 0x4D, DrawInitiator::AUTO_INDEX).unwrap())
        .push(&DispatchDirect {
            dim_x: 4,
            dim_y: 5,
            dim_z: 6,
            dispatch_initiator: DispatchInitiator::ENABLE,
        })
        .push(&DrawIndexAuto {
            index_count: 3,
            draw_initiator: DrawInitiator::AUTO_INDEX,
        });
    g.finish().unwrap();
    let a: Vec<_> = Decoder::new(&direct).map(|d| d.unwrap().packet).collect();
    let b: Vec<_> = Decoder::new(cb.as_slice())
        .map(|d| d.unwrap().packet)
        .collect();
    assert_eq!(a.len(), 8);
    assert_eq!(a, b);
    assert!(matches!(a[7], Packet::DrawIndexAuto(p) if p.index_count == 3));
}
