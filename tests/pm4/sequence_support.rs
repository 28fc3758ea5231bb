//! The command-buffer call sequence check shared by the property test
//! (`tests/pm4_sequence.rs`) and the `command_sequence` fuzz target: a
//! sequence of calls is performed on a tiny buffer cut from a
//! sentinel-filled array and compared with a model built from the same calls
//! recorded one by one into a roomy reference buffer.
#![allow(dead_code)]

use gcn::decode::{Decoder, Packet};
use gcn::pm4::{
    AtomicMemControl, CoherCntl, CommandBuffer, CondWriteControl, ContextControlBits,
    CopyDataControl, CpDmaControl, DispatchInitiator, DmaCommand, DmaDataControl, DrawInitiator,
    DumpConstRamControl, EnginePfpMe, EopDataSel, EopIntSel, EosCommand, EventType,
    EventWriteEopWord, IbControl, IncrementCeCounterWord, IndexBaseSelect, IndexSwapMode,
    IndexType, MemSemaphoreControl, MultiDrawIndirect, Opcode, PacketType, PrimitiveType, RegRange,
    ReleaseMemSelect, ReleaseMemWord, SetBaseIndex, SetContextRegIndex, SetPredicationBoolean,
    SetPredicationHint, SetPredicationPredOp, SetShRegIndexIndex, SetUconfigRegIndex, ShaderType,
    StrmoutControl, Type3Header, WaitOnCeCounterWord, WaitRegMemControl, WaitRegMemFunction,
    WriteDataControl, set_reg_opcode,
};
use gcn::ps4;
use gcn::regs::{Gfx, Space};

/// Filler for memory that must not be touched.
pub const SENTINEL: u32 = 0xA5A5_A5A5;

/// Returns `Err(message)` from the enclosing function unless `cond` holds.
macro_rules! ensure {
    ($cond:expr, $($fmt:tt)+) => {
        if !$cond {
            return Err(format!($($fmt)+));
        }
    };
}

/// Returns `Err(message)` from the enclosing function unless `a == b`.
macro_rules! ensure_eq {
    ($a:expr, $b:expr, $($fmt:tt)+) => {{
        let (a, b) = (&$a, &$b);
        if a != b {
            return Err(format!("{}: {:?} != {:?}", format!($($fmt)+), a, b));
        }
    }};
}

/// Largest capacity; the sentinel array is a little larger.
pub const MAX_CAP: usize = 300;
/// The whole sentinel-filled array the tiny buffer is cut from.
const ARRAY: usize = MAX_CAP + 16;

/// The scratch of a [`Call::Group`].
pub const GROUP_DWORDS: usize = 48;

/// Why a group failed: the writer's error (the copy into the buffer), or
/// the outcome of the call inside it that failed.
enum GroupError {
    Pm4(gcn::pm4::Error),
    Call(Outcome),
}

impl From<gcn::pm4::Error> for GroupError {
    fn from(e: gcn::pm4::Error) -> Self {
        GroupError::Pm4(e)
    }
}

/// Records `calls` as one group into `cb`.
fn perform_group(cb: &mut CommandBuffer<'_>, calls: &[Call]) -> Outcome {
    let r = cb.all_or_nothing::<GROUP_DWORDS, GroupError>(|g| {
        for c in calls {
            // The toggle is the group's own until it is copied out; the
            // other buffer-state calls (`Reset`, `Reserve`, `Group`) do
            // nothing inside a group, here and in the model.
            if let Call::SetPredicate(on) = c {
                g.set_predicate(*on);
                continue;
            }
            match perform(g, c) {
                Outcome::Ok => {}
                other => return Err(GroupError::Call(other)),
            }
        }
        Ok(())
    });
    match r {
        Ok(()) => Outcome::Ok,
        Err(GroupError::Call(o)) => o,
        Err(GroupError::Pm4(e)) => Err(e).into(),
    }
}
/// The reference buffer: room for the largest packet any call can write.
const ROOMY: usize = MAX_CAP + 0x4000 + 64;

/// One call's arguments.
#[derive(Clone, Debug)]
pub enum Call {
    SetRegs(Space, u16, Vec<u32>),
    SetContextRegsIndexed(u8, u16, Vec<u32>),
    SetUconfigRegsIndexed(u8, u16, Vec<u32>),
    SetRegList(Space, Vec<(u16, u32)>),
    Nop(Vec<u32>),
    Pad(usize),
    AllocEmbedded(usize, u32, u32),
    ContextControl(u32, u32),
    ClearState,
    IndexType(u8, u8),
    IndexBase(u64, u8),
    IndexBufferSize(u32),
    NumInstances(u32),
    DrawIndex2(u32, u64, u32, u32),
    DrawIndexAuto(u32, u32),
    DrawIndexOffset2(u32, u32, u32, u32),
    DrawIndirect(u32, u16, u16, u32),
    DrawIndexIndirect(u32, u16, u16, u32),
    DrawIndirectMulti(MultiDrawIndirect, u32),
    DrawIndexIndirectMulti(MultiDrawIndirect, u32),
    DrawIndexMultiAuto(u32, u32, u16, u8, u16),
    DispatchDirect(u32, u32, u32, u32),
    DispatchIndirect(u32, u32),
    EventWrite(u8),
    EventWriteQuery(u8, u64),
    EventWriteEop(u8, u32, u64, u8, u8, u64),
    EventWriteEos(u8, u64, u8, u32),
    ReleaseMem(u8, u32, u32, u64, u64),
    AcquireMem(u32, u8, u64, u64, u16),
    SurfaceSync(u32, u8, u32, u32, u32),
    WaitRegMem(u32, u64, u32, u32, u32),
    WriteData(u32, u64, Vec<u32>),
    CopyData(u32, u64, u64),
    DmaData(u32, u64, u64, u32, u32),
    CpDma(u32, u64, u64, u32, u32),
    AtomicMem(u32, u64, u64, u64, u16),
    MemSemaphore(u64, u32),
    IndirectBuffer(bool, u64, u32, u32),
    SetPredication(u8, u64, u8, u8, bool),
    CondExec(u64, u16),
    PredExec(u16, u8),
    Rewind(bool, bool),
    CondWrite(u32, u64, u32, u32, u64, u32),
    ContextRegRmw(u16, u32, u32),
    DrawPreamble(u32, u32, u32),
    LoadRegs(Space, u64, bool, Vec<(u32, u32)>),
    SetContextRegIndirect(u16, Vec<u32>),
    SetShRegOffset(u16, u32, u16),
    SetShRegsIndexed(u8, u16, Vec<u32>),
    RegRmw(u16, u32, u32),
    CondIndirectBuffer(u8, u64, (u64, u64), (u64, u32), Option<(u64, u32)>),
    OcclusionQuery(u64, u64),
    PfpSyncMe,
    SetBase(u8, u64, u8),
    StrmoutBufferUpdate(u32, u64, u64),
    LoadConstRam(u64, u16, u32),
    WriteConstRam(u32, Vec<u32>),
    DumpConstRam(u32, u16, u64),
    IncrementCeCounter(u32),
    IncrementDeCounter,
    WaitOnCeCounter(u32),
    WaitOnDeCounterDiff(u32),
    SwitchBuffer,
    // Buffer state.
    SetPredicate(bool),
    Reset,
    // A reservation and the packets recorded in it.
    Reserve(usize, Vec<Call>),
    // Packet calls recorded as one group (`CommandBuffer::all_or_nothing`
    // with a scratch of `GROUP_DWORDS`).
    Group(Vec<Call>),
    // PS4 helpers.
    PushMarker(String),
    SetMarker(String),
    PushColorMarker(String, u32),
    PopMarker,
    UserDataHint(u8),
    TargetSizeHint(u32, u32),
    Allocate(usize, u32, u32),
    Ps4DrawIndex(u32, u64),
    Ps4DrawIndexAuto(u32),
    Ps4DrawIndexOffset(u32, u32),
    WaitFlipDone(u64, u32),
    PrepareFlip(u64, u32),
    DrawInit(u8),
    DispatchInit,
    /// Indexed (`true`) or not, data offset, stage, vertex and instance SGPRs.
    Ps4DrawIndirect(bool, u32, u8, u32, u32),
    /// Indexed (`true`) or not, data offset, count, stage, vertex and instance SGPRs.
    Ps4DrawIndirectMulti(bool, u32, u32, u8, u32, u32),
    Ps4SetVgtControl(u32, bool),
    Ps4ResetVgtControl,
    /// Groups, ordered-append bits.
    Ps4DispatchDirect([u32; 3], u8),
    Ps4DispatchIndirect(u32, u8),
    Ps4DispatchIndirectOnMec(u64, u8),
    /// On a register (`true`) or an address, mask, function, reference.
    Ps4ComputeWait(bool, u64, u32, u8, u32),
    /// The 256-dword 4.00 form (`true`) or the 32-dword one.
    Ps4DefaultContextState(bool),
    DingDongMarker,
    /// Window kind (VS, PS, CS, ES, GS, HS, LS, null PS, embedded VS, embedded
    /// PS), update form, program address, VGPRs, SGPRs, modifier, a register
    /// value for the stage's other registers.
    Ps4ShaderWindow(u8, bool, u64, u32, u32, u32, u32),
}

/// Performs one shader window of [`Call::Ps4ShaderWindow`].
fn shader_window(
    cb: &mut CommandBuffer<'_>,
    (kind, update, address, vgprs, sgprs, modifier, value): (u8, bool, u64, u32, u32, u32, u32),
) -> Result<(), ps4::Error> {
    use gcn::blocks::shader::{CsShader, PsShader, ShaderProgram, Stage, VsShader};
    use ps4::shader as sh;
    let program = |stage| {
        ShaderProgram::new(stage)
            .with_address(address)
            .with_vgprs(vgprs)
            .with_sgprs(sgprs)
    };
    match kind % 10 {
        0 => {
            let vs = VsShader::new()
                .with_address(address)
                .with_vgprs(vgprs)
                .with_sgprs(sgprs);
            if update {
                sh::update_vs_shader(cb, &vs, modifier)
            } else {
                sh::set_vs_shader(cb, &vs, modifier)
            }
        }
        1 => {
            let ps = PsShader::new()
                .with_address(address)
                .with_vgprs(vgprs)
                .with_sgprs(sgprs);
            let db = gcn::regs::DbShaderControl::from_bits(value);
            let mask = gcn::regs::CbShaderMask::from_bits(modifier);
            if update {
                sh::update_ps_shader(cb, &ps, db, mask)
            } else {
                sh::set_ps_shader(cb, &ps, db, mask)
            }
        }
        2 => {
            let cs = CsShader::new()
                .with_address(address)
                .with_vgprs(vgprs)
                .with_sgprs(sgprs);
            sh::set_cs_shader_with_modifier(cb, &cs, modifier)
        }
        3 => sh::set_es_shader(cb, &program(Stage::Es), modifier),
        4 => {
            let regs = sh::GsRegisters {
                strmout_config: gcn::regs::VgtStrmoutConfig::from_bits(value),
                out_prim_type: gcn::regs::VgtGsOutPrimType::from_bits(modifier),
                instance_cnt: gcn::regs::VgtGsInstanceCnt::from_bits(vgprs),
            };
            if update {
                sh::update_gs_shader(cb, &program(Stage::Gs), &regs)
            } else {
                sh::set_gs_shader(cb, &program(Stage::Gs), &regs)
            }
        }
        5 => {
            let regs = sh::HsRegisters {
                tf_param: gcn::regs::VgtTfParam::from_bits(value),
                max_tess_level: gcn::regs::VgtHosMaxTessLevel::from_bits(modifier),
                min_tess_level: gcn::regs::VgtHosMinTessLevel::from_bits(sgprs),
                ls_hs_config: gcn::regs::VgtLsHsConfig::from_bits(vgprs),
            };
            if update {
                sh::update_hs_shader(cb, &program(Stage::Hs), &regs)
            } else {
                sh::set_hs_shader(cb, &program(Stage::Hs), &regs)
            }
        }
        6 => sh::set_ls_shader(cb, &program(Stage::Ls), modifier),
        // The embedded windows: a small shader id (some refused), or with the
        // update flag any id.
        8 => {
            let id = if update { vgprs } else { vgprs % 3 };
            sh::set_embedded_vs_shader(cb, id, modifier, address)
        }
        9 => {
            let id = if update { vgprs } else { vgprs % 3 };
            sh::set_embedded_ps_shader(cb, id, address)
        }
        _ => match (update, value % 2 == 0) {
            (false, false) => sh::set_null_ps_shader(cb),
            (false, true) => sh::set_null_ps_shader_350(cb),
            (true, false) => sh::update_null_ps_shader(cb),
            (true, true) => sh::update_null_ps_shader_350(cb),
        },
    }
}

/// The vertex stage numbered `n` (mod 3).
fn vertex_stage(n: u8) -> ps4::draw::VertexStage {
    match n % 3 {
        0 => ps4::draw::VertexStage::Vs,
        1 => ps4::draw::VertexStage::Es,
        _ => ps4::draw::VertexStage::Ls,
    }
}

/// The ordered-append bits `b` (bits 0 and 1).
fn dispatch_order(b: u8) -> ps4::dispatch::DispatchOrder {
    ps4::dispatch::DispatchOrder {
        ordered_append_enbl: b & 1 != 0,
        ordered_append_mode: b & 2 != 0,
    }
}

/// How a call ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    Ok,
    OutOfSpace { needed: usize, remaining: usize },
    Invalid(String),
}

impl From<Result<(), gcn::pm4::Error>> for Outcome {
    fn from(r: Result<(), gcn::pm4::Error>) -> Self {
        match r {
            Ok(()) => Outcome::Ok,
            Err(gcn::pm4::Error::OutOfSpace { needed, remaining }) => {
                Outcome::OutOfSpace { needed, remaining }
            }
            Err(e) => Outcome::Invalid(format!("{e:?}")),
        }
    }
}

impl From<Result<(), ps4::Error>> for Outcome {
    fn from(r: Result<(), ps4::Error>) -> Self {
        match r {
            Ok(()) => Outcome::Ok,
            Err(ps4::Error::OutOfSpace { needed, remaining }) => {
                Outcome::OutOfSpace { needed, remaining }
            }
            Err(e) => Outcome::Invalid(format!("{e:?}")),
        }
    }
}

/// Fills embedded data the same way in the buffer under test and the reference.
fn fill(data: &mut [u32], seed: u32) {
    for (i, d) in data.iter_mut().enumerate() {
        *d = seed.wrapping_add(i as u32);
    }
}

/// Performs one call (not `Reserve`, `SetPredicate` or `Reset`).
fn perform(cb: &mut CommandBuffer<'_>, call: &Call) -> Outcome {
    use Call as C;
    match call {
        C::SetRegs(s, o, v) => cb.set_regs(*s, *o, v).into(),
        C::SetContextRegsIndexed(i, o, v) => cb
            .set_regs_indexed(SetContextRegIndex::from_bits(*i), *o, v)
            .into(),
        C::SetUconfigRegsIndexed(i, o, v) => cb
            .set_regs_indexed(SetUconfigRegIndex::from_bits(*i), *o, v)
            .into(),
        C::SetRegList(s, l) => cb.set_reg_list(*s, l).into(),
        C::Nop(p) => cb.nop(p).into(),
        C::Pad(n) => cb.pad(*n).into(),
        C::AllocEmbedded(n, a, f) => cb.alloc_embedded(*n, *a).map(|(_, d)| fill(d, *f)).into(),
        C::ContextControl(l, s) => cb
            .context_control(
                ContextControlBits::from_bits(*l),
                ContextControlBits::from_bits(*s),
            )
            .into(),
        C::ClearState => cb.clear_state().into(),
        C::IndexType(t, s) => cb
            .index_type(IndexType::from_bits(*t), IndexSwapMode::from_bits(*s))
            .into(),
        C::IndexBase(a, s) => cb.index_base(*a, IndexBaseSelect::from_bits(*s)).into(),
        C::IndexBufferSize(n) => cb.index_buffer_size(*n).into(),
        C::NumInstances(n) => cb.num_instances(*n).into(),
        C::DrawIndex2(m, a, n, i) => cb
            .draw_index_2(*m, *a, *n, DrawInitiator::from_bits(*i))
            .into(),
        C::DrawIndexAuto(n, i) => cb.draw_index_auto(*n, DrawInitiator::from_bits(*i)).into(),
        C::DrawIndexOffset2(m, o, n, i) => cb
            .draw_index_offset_2(*m, *o, *n, DrawInitiator::from_bits(*i))
            .into(),
        C::DrawIndirect(d, b, s, i) => cb
            .draw_indirect(*d, *b, *s, DrawInitiator::from_bits(*i))
            .into(),
        C::DrawIndexIndirect(d, b, s, i) => cb
            .draw_index_indirect(*d, *b, *s, DrawInitiator::from_bits(*i))
            .into(),
        C::DrawIndirectMulti(m, i) => cb
            .draw_indirect_multi(m, DrawInitiator::from_bits(*i))
            .into(),
        C::DrawIndexIndirectMulti(m, i) => cb
            .draw_index_indirect_multi(m, DrawInitiator::from_bits(*i))
            .into(),
        C::DrawIndexMultiAuto(p, i, o, t, n) => cb
            .draw_index_multi_auto(
                *p,
                DrawInitiator::from_bits(*i),
                *o,
                PrimitiveType::from_bits(*t),
                *n,
            )
            .into(),
        C::DispatchDirect(x, y, z, i) => cb
            .dispatch_direct(*x, *y, *z, DispatchInitiator::from_bits(*i))
            .into(),
        C::DispatchIndirect(d, i) => cb
            .dispatch_indirect(*d, DispatchInitiator::from_bits(*i))
            .into(),
        C::EventWrite(e) => cb.event_write(EventType::from_bits(*e)).into(),
        C::EventWriteQuery(e, a) => cb.event_write_query(EventType::from_bits(*e), *a).into(),
        C::EventWriteEop(e, w, a, d, i, v) => cb
            .event_write_eop(
                EventType::from_bits(*e),
                EventWriteEopWord::from_bits(*w),
                *a,
                EopDataSel::from_bits(*d),
                EopIntSel::from_bits(*i),
                *v,
            )
            .into(),
        C::EventWriteEos(e, a, c, d) => cb
            .event_write_eos(EventType::from_bits(*e), *a, EosCommand::from_bits(*c), *d)
            .into(),
        C::ReleaseMem(e, w, s, a, d) => cb
            .release_mem(
                EventType::from_bits(*e),
                ReleaseMemWord::from_bits(*w),
                ReleaseMemSelect::from_bits(*s),
                *a,
                *d,
            )
            .into(),
        C::AcquireMem(c, e, b, s, p) => cb
            .acquire_mem(
                CoherCntl::from_bits(*c),
                EnginePfpMe::from_bits(*e),
                *b,
                *s,
                *p,
            )
            .into(),
        C::SurfaceSync(c, e, b, s, p) => cb
            .surface_sync(
                CoherCntl::from_bits(*c),
                EnginePfpMe::from_bits(*e),
                *b,
                *s,
                *p,
            )
            .into(),
        C::WaitRegMem(c, a, r, m, p) => cb
            .wait_reg_mem(WaitRegMemControl::from_bits(*c), *a, *r, *m, *p)
            .into(),
        C::WriteData(c, a, d) => cb.write_data(WriteDataControl::from_bits(*c), *a, d).into(),
        C::CopyData(c, s, d) => cb.copy_data(CopyDataControl::from_bits(*c), *s, *d).into(),
        C::DmaData(c, s, d, n, m) => cb
            .dma_data(
                DmaDataControl::from_bits(*c),
                *s,
                *d,
                *n,
                DmaCommand::from_bits(*m),
            )
            .into(),
        C::CpDma(c, s, d, n, m) => cb
            .cp_dma(
                CpDmaControl::from_bits(*c),
                *s,
                *d,
                *n,
                DmaCommand::from_bits(*m),
            )
            .into(),
        C::AtomicMem(c, a, s, m, l) => cb
            .atomic_mem(AtomicMemControl::from_bits(*c), *a, *s, *m, *l)
            .into(),
        C::MemSemaphore(a, c) => cb
            .mem_semaphore(*a, MemSemaphoreControl::from_bits(*c))
            .into(),
        C::IndirectBuffer(konst, a, n, c) => {
            if *konst {
                cb.indirect_buffer_const(*a, *n, IbControl::from_bits(*c))
                    .into()
            } else {
                cb.indirect_buffer(*a, *n, IbControl::from_bits(*c)).into()
            }
        }
        C::SetPredication(o, a, b, h, c) => cb
            .set_predication(
                SetPredicationPredOp::from_bits(*o),
                *a,
                SetPredicationBoolean::from_bits(*b),
                SetPredicationHint::from_bits(*h),
                *c,
            )
            .into(),
        C::CondExec(a, n) => cb.cond_exec(*a, *n).into(),
        C::PredExec(n, d) => cb.pred_exec(*n, *d).into(),
        C::Rewind(v, o) => cb.rewind(*v, *o).into(),
        C::CondWrite(c, p, r, m, w, d) => cb
            .cond_write(CondWriteControl::from_bits(*c), *p, *r, *m, *w, *d)
            .into(),
        C::ContextRegRmw(o, m, d) => cb.context_reg_rmw(*o, *m, *d).into(),
        C::DrawPreamble(t, i, l) => cb
            .draw_preamble(
                gcn::regs::VgtPrimitiveType::from_bits(*t),
                gcn::regs::IaMultiVgtParam::from_bits(*i),
                gcn::regs::VgtLsHsConfig::from_bits(*l),
            )
            .into(),
        C::LoadRegs(s, a, w, r) => {
            let ranges: Vec<RegRange> = r
                .iter()
                .map(|&(o, n)| RegRange {
                    reg_offset: o,
                    num_dwords: n,
                })
                .collect();
            cb.load_regs(*s, *a, *w, &ranges).into()
        }
        C::SetContextRegIndirect(o, p) => cb.set_context_reg_indirect(*o, p).into(),
        C::SetShRegOffset(o, i, d) => cb.set_sh_reg_offset(*o, *i, *d).into(),
        C::SetShRegsIndexed(i, o, v) => cb
            .set_regs_indexed(SetShRegIndexIndex::from_bits(*i), *o, v)
            .into(),
        C::RegRmw(r, a, o) => cb.reg_rmw(*r, *a, *o).into(),
        C::CondIndirectBuffer(f, c, m, t, e) => cb
            .cond_indirect_buffer(WaitRegMemFunction::from_bits(*f), *c, *m, *t, *e)
            .into(),
        C::OcclusionQuery(s, q) => cb.occlusion_query(*s, *q).into(),
        C::PfpSyncMe => cb.pfp_sync_me().into(),
        C::SetBase(i, a, s) => cb
            .set_base(SetBaseIndex::from_bits(*i), *a, ShaderType::from_bits(*s))
            .into(),
        C::StrmoutBufferUpdate(c, d, s) => cb
            .strmout_buffer_update(StrmoutControl::from_bits(*c), *d, *s)
            .into(),
        C::LoadConstRam(a, n, o) => cb.load_const_ram(*a, *n, *o).into(),
        C::WriteConstRam(o, d) => cb.write_const_ram(*o, d).into(),
        C::DumpConstRam(c, n, a) => cb
            .dump_const_ram(DumpConstRamControl::from_bits(*c), *n, *a)
            .into(),
        C::IncrementCeCounter(w) => cb
            .increment_ce_counter(IncrementCeCounterWord::from_bits(*w))
            .into(),
        C::IncrementDeCounter => cb.increment_de_counter().into(),
        C::WaitOnCeCounter(w) => cb
            .wait_on_ce_counter(WaitOnCeCounterWord::from_bits(*w))
            .into(),
        C::WaitOnDeCounterDiff(n) => cb.wait_on_de_counter_diff(*n).into(),
        C::SwitchBuffer => cb.switch_buffer().into(),
        C::PushMarker(t) => ps4::markers::push_marker(cb, t).into(),
        C::SetMarker(t) => ps4::markers::set_marker(cb, t).into(),
        C::PushColorMarker(t, c) => ps4::markers::push_color_marker(cb, t, *c).into(),
        C::PopMarker => ps4::markers::pop_marker(cb).into(),
        C::UserDataHint(k) => {
            let what = match k % 4 {
                0 => ps4::markers::UserData::Vsharp,
                1 => ps4::markers::UserData::Tsharp,
                2 => ps4::markers::UserData::Ssharp,
                _ => ps4::markers::UserData::Region,
            };
            ps4::markers::user_data_hint(cb, what).into()
        }
        C::TargetSizeHint(w, h) => ps4::markers::target_size_hint(cb, *w, *h).into(),
        C::Allocate(n, a, f) => ps4::markers::allocate(cb, *n, *a)
            .map(|(_, d)| fill(d, *f))
            .into(),
        C::Ps4DrawIndex(n, a) => ps4::draw::draw_index(cb, *n, *a).into(),
        C::Ps4DrawIndexAuto(n) => ps4::draw::draw_index_auto(cb, *n).into(),
        C::Ps4DrawIndexOffset(o, n) => ps4::draw::draw_index_offset(cb, *o, *n).into(),
        C::WaitFlipDone(a, b) => ps4::flip::wait_flip_done(cb, *a, *b).into(),
        C::PrepareFlip(a, v) => {
            let flip = if a % 2 == 0 {
                ps4::flip::PrepareFlip::Label {
                    address: *a,
                    value: *v,
                }
            } else {
                ps4::flip::PrepareFlip::Plain
            };
            ps4::flip::prepare_flip(cb, &flip).into()
        }
        C::DrawInit(r) => {
            let revision = match r % 4 {
                0 => ps4::init::InitRevision::Base,
                1 => ps4::init::InitRevision::Rev175,
                2 => ps4::init::InitRevision::Rev200,
                _ => ps4::init::InitRevision::Rev350,
            };
            ps4::init::draw_init_default_hardware_state(cb, revision).into()
        }
        C::DispatchInit => ps4::init::dispatch_init_default_hardware_state(cb).into(),
        C::Ps4DrawIndirect(indexed, d, st, v, i) => if *indexed {
            ps4::draw::draw_index_indirect(cb, *d, vertex_stage(*st), *v, *i)
        } else {
            ps4::draw::draw_indirect(cb, *d, vertex_stage(*st), *v, *i)
        }
        .into(),
        C::Ps4DrawIndirectMulti(indexed, d, n, st, v, i) => if *indexed {
            ps4::draw::draw_index_indirect_multi(cb, *d, *n, vertex_stage(*st), *v, *i)
        } else {
            ps4::draw::draw_indirect_multi(cb, *d, *n, vertex_stage(*st), *v, *i)
        }
        .into(),
        C::Ps4SetVgtControl(g, p) => ps4::draw::set_vgt_control(cb, *g, *p).into(),
        C::Ps4ResetVgtControl => ps4::draw::reset_vgt_control(cb).into(),
        C::Ps4DispatchDirect(g, o) => {
            ps4::dispatch::dispatch_direct(cb, *g, dispatch_order(*o)).into()
        }
        C::Ps4DispatchIndirect(d, o) => {
            ps4::dispatch::dispatch_indirect(cb, *d, dispatch_order(*o)).into()
        }
        C::Ps4DispatchIndirectOnMec(a, o) => {
            ps4::dispatch::dispatch_indirect_on_mec(cb, *a, dispatch_order(*o)).into()
        }
        C::Ps4ComputeWait(reg, a, m, f, r) => {
            let function = gcn::pm4::WaitRegMemFunction::from_bits(f & 7);
            if *reg {
                ps4::dispatch::compute_wait_on_register(cb, *a as u16, *m, function, *r)
            } else {
                ps4::dispatch::compute_wait_on_address(cb, *a, *m, function, *r)
            }
            .into()
        }
        C::Ps4DefaultContextState(v400) => if *v400 {
            ps4::init::draw_init_to_default_context_state_400(cb)
        } else {
            ps4::init::draw_init_to_default_context_state(cb)
        }
        .into(),
        C::DingDongMarker => ps4::markers::ding_dong_marker(cb).into(),
        C::Ps4ShaderWindow(k, u, a, v, s, m, x) => {
            shader_window(cb, (*k, *u, *a, *v, *s, *m, *x)).into()
        }
        C::SetPredicate(_) | C::Reset | C::Reserve(..) | C::Group(_) => Outcome::Ok,
    }
}

/// Records one reservable call into a reservation.
fn perform_reserved(group: &mut gcn::pm4::Reserved<'_, '_>, call: &Call) {
    use Call as C;
    match call {
        C::SetRegs(s, o, v) => group.set_regs(*s, *o, v),
        C::NumInstances(n) => group.push(&gcn::pm4::NumInstances { num_instances: *n }),
        C::DrawIndexAuto(n, i) => group.push(&gcn::pm4::DrawIndexAuto {
            index_count: *n,
            draw_initiator: DrawInitiator::from_bits(*i),
        }),
        C::DrawIndex2(m, a, n, i) => group.push(&gcn::pm4::DrawIndex2 {
            max_size: *m,
            index_base: *a,
            index_count: *n,
            draw_initiator: DrawInitiator::from_bits(*i),
        }),
        C::DrawIndexOffset2(m, o, n, i) => group.push(&gcn::pm4::DrawIndexOffset2 {
            max_size: *m,
            index_offset: *o,
            index_count: *n,
            draw_initiator: DrawInitiator::from_bits(*i),
        }),
        C::DrawIndirect(d, b, s, i) => group.push_checked(gcn::pm4::DrawIndirect::new(
            *d,
            *b,
            *s,
            DrawInitiator::from_bits(*i),
        )),
        C::DispatchDirect(x, y, z, i) => group.push(&gcn::pm4::DispatchDirect {
            dim_x: *x,
            dim_y: *y,
            dim_z: *z,
            dispatch_initiator: DispatchInitiator::from_bits(*i),
        }),
        C::EventWrite(e) => group.event_write(EventType::from_bits(*e)),
        other => unreachable!("not a reservable call: {other:?}"),
    };
}

/// What one call wrote and how it ended.
struct Written {
    outcome: Outcome,
    words: Vec<u32>,
}

/// Performs `call` in a roomy buffer at position `len` (filled with padding)
/// with the predication toggle `predicate`.
/// A command buffer over `buf`: from `new`, or `for_gfx(buf, gfx)`.
fn buffer(buf: &mut [u32], gfx: Option<Gfx>) -> CommandBuffer<'_> {
    match gfx {
        None => CommandBuffer::new(buf),
        Some(gfx) => CommandBuffer::for_gfx(buf, gfx),
    }
}

fn reference(
    roomy: &mut [u32],
    gfx: Option<Gfx>,
    len: usize,
    predicate: bool,
    call: &Call,
) -> Written {
    let mut cb = buffer(roomy, gfx);
    cb.pad(len).unwrap();
    assert_eq!(cb.len(), len);
    cb.set_predicate(predicate);
    let outcome = perform(&mut cb, call);
    let words = cb.as_slice()[len..].to_vec();
    if outcome != Outcome::Ok {
        assert!(
            words.is_empty(),
            "{call:?} failed ({outcome:?}) but wrote {words:x?}"
        );
    }
    Written { outcome, words }
}

/// The expected state: every dword of the array, length and predication.
#[derive(Clone)]
struct Model {
    array: Vec<u32>,
    len: usize,
    predicate: bool,
    /// Each successful call since the last reset, in order: its index in
    /// the sequence, the call (the packet call inside a reservation) and its
    /// words.
    chunks: Vec<(usize, Call, Vec<u32>)>,
}

/// Expected outcome of `call` on the model, updating it.
fn expect(
    model: &mut Model,
    cap: usize,
    (roomy, gfx): (&mut [u32], Option<Gfx>),
    index: usize,
    call: &Call,
) -> Outcome {
    match call {
        Call::SetPredicate(on) => {
            model.predicate = *on;
            Outcome::Ok
        }
        Call::Reset => {
            model.len = 0;
            model.predicate = false;
            model.chunks.clear();
            Outcome::Ok
        }
        Call::Group(calls) => {
            // Each call as the scratch records it, from its dword 0.
            let mut words: Vec<u32> = Vec::new();
            let mut chunks = Vec::new();
            let mut predicate = model.predicate;
            for c in calls {
                if let Call::SetPredicate(on) = c {
                    predicate = *on;
                    continue;
                }
                let r = reference(roomy, gfx, words.len(), predicate, c);
                match r.outcome {
                    Outcome::Ok if words.len() + r.words.len() <= GROUP_DWORDS => {
                        words.extend_from_slice(&r.words);
                        chunks.push((index, c.clone(), r.words));
                    }
                    Outcome::Ok => {
                        return Outcome::OutOfSpace {
                            needed: r.words.len(),
                            remaining: GROUP_DWORDS - words.len(),
                        };
                    }
                    other => return other,
                }
            }
            let remaining = cap - model.len;
            if words.len() > remaining {
                return Outcome::OutOfSpace {
                    needed: words.len(),
                    remaining,
                };
            }
            model.array[model.len..model.len + words.len()].copy_from_slice(&words);
            model.len += words.len();
            model.predicate = predicate;
            model.chunks.extend(chunks);
            Outcome::Ok
        }
        Call::Reserve(dwords, calls) => {
            let remaining = cap - model.len;
            if *dwords > remaining {
                return Outcome::OutOfSpace {
                    needed: *dwords,
                    remaining,
                };
            }
            let end = model.len + dwords;
            for c in calls {
                let r = reference(roomy, gfx, model.len, model.predicate, c);
                match r.outcome {
                    Outcome::Ok if model.len + r.words.len() <= end => {
                        model.array[model.len..model.len + r.words.len()].copy_from_slice(&r.words);
                        model.len += r.words.len();
                        model.chunks.push((index, c.clone(), r.words));
                    }
                    Outcome::Ok => {
                        return Outcome::OutOfSpace {
                            needed: r.words.len(),
                            remaining: end - model.len,
                        };
                    }
                    other => return other,
                }
            }
            Outcome::Ok
        }
        _ => {
            let r = reference(roomy, gfx, model.len, model.predicate, call);
            let remaining = cap - model.len;
            match r.outcome {
                Outcome::Ok if r.words.len() <= remaining => {
                    model.array[model.len..model.len + r.words.len()].copy_from_slice(&r.words);
                    model.len += r.words.len();
                    model.chunks.push((index, call.clone(), r.words));
                    Outcome::Ok
                }
                Outcome::Ok => Outcome::OutOfSpace {
                    needed: r.words.len(),
                    remaining,
                },
                other => other,
            }
        }
    }
}

/// Performs `calls` on a buffer of capacity `cap` cut from a sentinel-filled
/// array and returns each call's outcome, the final array and the state.
fn run(cap: usize, gfx: Option<Gfx>, calls: &[Call]) -> (Vec<Outcome>, Vec<u32>, usize, bool) {
    let mut array = vec![SENTINEL; ARRAY];
    let mut outcomes = Vec::new();
    let (len, predicate) = {
        let mut cb = buffer(&mut array[..cap], gfx);
        for call in calls {
            let outcome = match call {
                Call::SetPredicate(on) => {
                    cb.set_predicate(*on);
                    Outcome::Ok
                }
                Call::Reset => {
                    cb.reset();
                    Outcome::Ok
                }
                Call::Group(inner) => perform_group(&mut cb, inner),
                Call::Reserve(dwords, inner) => match cb.reserve(*dwords) {
                    Err(e) => Err(e).into(),
                    Ok(mut group) => {
                        for c in inner {
                            perform_reserved(&mut group, c);
                        }
                        group.finish().into()
                    }
                },
                _ => perform(&mut cb, call),
            };
            assert!(cb.len() <= cb.capacity());
            assert_eq!(cb.capacity(), cap);
            outcomes.push(outcome);
        }
        (cb.len(), cb.predicate())
    };
    (outcomes, array, len, predicate)
}

/// Checks the named fields of the typed packet a one-packet call decodes
/// to against the call's arguments (calls not listed have their dwords
/// compared only).
fn check_fields(call: &Call, p: &Packet<'_>) -> Result<(), String> {
    use Call as C;
    let ok = match (call, p) {
        (C::Nop(body), Packet::Nop(n)) => n.body == &body[..],
        (C::SetRegs(sp, o, v), Packet::SetRegs(s)) => {
            (s.space, s.offset(), s.values) == (*sp, *o, &v[..])
        }
        (C::ContextControl(l, s), Packet::ContextControl(p)) => {
            (p.load_control.into_bits(), p.shadow_enable.into_bits()) == (*l, *s)
        }
        (C::IndexBase(a, _), Packet::IndexBase(p)) => p.address() == *a,
        (C::IndexBufferSize(n), Packet::IndexBufferSize(p)) => p.index_buffer_size == *n,
        (C::NumInstances(n), Packet::NumInstances(p)) => p.num_instances == *n,
        (C::DrawIndexAuto(n, i), Packet::DrawIndexAuto(p)) => {
            (p.index_count, p.draw_initiator.into_bits()) == (*n, *i)
        }
        (C::DrawIndex2(m, a, n, i), Packet::DrawIndex2(p)) => {
            (
                p.max_size,
                p.index_base,
                p.index_count,
                p.draw_initiator.into_bits(),
            ) == (*m, *a, *n, *i)
        }
        (C::DrawIndexOffset2(m, o, n, i), Packet::DrawIndexOffset2(p)) => {
            (
                p.max_size,
                p.index_offset,
                p.index_count,
                p.draw_initiator.into_bits(),
            ) == (*m, *o, *n, *i)
        }
        (C::DrawIndirect(d, b, s, i), Packet::DrawIndirect(p)) => {
            (
                p.data_offset,
                p.base_vtx_loc.loc(),
                p.start_inst_loc.loc(),
                p.draw_initiator.into_bits(),
            ) == (*d, *b, *s, *i)
        }
        (C::DrawIndexIndirect(d, b, s, i), Packet::DrawIndexIndirect(p)) => {
            (
                p.data_offset,
                p.base_vtx_loc.loc(),
                p.start_inst_loc.loc(),
                p.draw_initiator.into_bits(),
            ) == (*d, *b, *s, *i)
        }
        (C::DrawIndirectMulti(m, i), Packet::DrawIndirectMulti(p)) => {
            p.args() == *m && p.draw_initiator.into_bits() == *i
        }
        (C::DrawIndexIndirectMulti(m, i), Packet::DrawIndexIndirectMulti(p)) => {
            p.args() == *m && p.draw_initiator.into_bits() == *i
        }
        (C::DrawIndexMultiAuto(n, i, o, t, c), Packet::DrawIndexMultiAuto(p)) => {
            (
                p.prim_count,
                p.draw_initiator.into_bits(),
                p.control.index_offset(),
                p.control.prim_type(),
                p.control.index_count(),
            ) == (*n, *i, *o, PrimitiveType::from_bits(*t).into_bits(), *c)
        }
        (C::DispatchDirect(x, y, z, i), Packet::DispatchDirect(p)) => {
            (p.dim_x, p.dim_y, p.dim_z, p.dispatch_initiator.into_bits()) == (*x, *y, *z, *i)
        }
        (C::DispatchIndirect(d, i), Packet::DispatchIndirect(p)) => {
            (p.data_offset, p.dispatch_initiator.into_bits()) == (*d, *i)
        }
        (C::EventWrite(e), Packet::EventWrite(p)) => {
            p.event.event_type() == EventType::from_bits(*e) && p.address.is_none()
        }
        (C::EventWriteQuery(e, a), Packet::EventWrite(p)) => {
            p.event.event_type() == EventType::from_bits(*e) && p.address == Some(*a)
        }
        (C::EventWriteEop(e, _, a, d, _, _), Packet::EventWriteEop(p)) => {
            p.event.event_type() == EventType::from_bits(*e)
                && p.address() == *a
                && p.address_hi.data_sel() == EopDataSel::from_bits(*d)
        }
        (C::EventWriteEos(e, a, _, d), Packet::EventWriteEos(p)) => {
            p.event.event_type() == EventType::from_bits(*e) && p.address() == *a && p.data == *d
        }
        (C::WaitRegMem(c, a, r, m, i), Packet::WaitRegMem(p)) => {
            (
                p.control.into_bits(),
                p.poll_address,
                p.reference,
                p.mask,
                p.poll_interval,
            ) == (*c, *a, *r, *m, *i)
        }
        (C::WriteData(c, a, d), Packet::WriteData(p)) => {
            p.control.into_bits() == *c && p.dst_addr == *a && p.data == &d[..]
        }
        (C::CopyData(c, s, d), Packet::CopyData(p)) => {
            (p.control.into_bits(), p.src_addr, p.dst_addr) == (*c, *s, *d)
        }
        (C::IndirectBuffer(false, a, n, _), Packet::IndirectBuffer(p)) => {
            p.ib_base == *a && p.control.ib_size() == *n
        }
        (C::IndirectBuffer(true, a, n, _), Packet::IndirectBufferConst(p)) => {
            p.ib_base == *a && p.control.ib_size() == *n
        }
        (C::CondExec(a, _), Packet::CondExec(p)) => p.bool_addr() == *a,
        (C::PredExec(n, d), Packet::PredExec(p)) => {
            (p.control.exec_count(), p.control.device_select()) == (*n, *d)
        }
        (C::Rewind(v, o), Packet::Rewind(p)) => {
            (p.control.valid(), p.control.offload_enable()) == (*v, *o)
        }
        (C::CondWrite(c, pa, r, m, w, d), Packet::CondWrite(p)) => {
            (
                p.control.into_bits(),
                p.poll_addr,
                p.reference,
                p.mask,
                p.write_addr,
                p.write_data,
            ) == (*c, *pa, *r, *m, *w, *d)
        }
        (C::ContextRegRmw(o, m, d), Packet::ContextRegRmw(p)) => {
            (p.reg_offset.reg_offset(), p.reg_mask, p.reg_data) == (*o, *m, *d)
        }
        (C::DrawPreamble(t, i, l), Packet::DrawPreamble(p)) => {
            (
                p.prim_type.into_bits(),
                p.ia_multi_vgt_param.into_bits(),
                p.vgt_ls_hs_config.into_bits(),
            ) == (*t, *i, *l)
        }
        (C::LoadRegs(s, a, w, r), packet) => {
            let (space, address, wait, ranges) = match packet {
                Packet::LoadConfigReg(p) => {
                    (Space::Config, p.address(), p.addr_hi.wait_idle(), p.ranges)
                }
                Packet::LoadShReg(p) => (Space::Sh, p.address(), p.addr_hi.wait_idle(), p.ranges),
                Packet::LoadContextReg(p) => {
                    (Space::Context, p.address(), p.addr_hi.wait_idle(), p.ranges)
                }
                Packet::LoadUconfigReg(p) => {
                    (Space::Uconfig, p.address(), p.addr_hi.wait_idle(), p.ranges)
                }
                _ => return Err(format!("{call:?} decoded as {p:?}")),
            };
            let pairs: Vec<(u32, u32)> = ranges
                .iter()
                .map(|g| (g.reg_offset, g.num_dwords))
                .collect();
            (space, address, wait, pairs) == (*s, *a, *w, r.clone())
        }
        (C::SetContextRegIndirect(o, pt), Packet::SetContextRegIndirect(p)) => {
            (p.offset.reg_offset(), p.patch_offsets) == (*o, &pt[..])
        }
        (C::SetShRegOffset(o, i, d), Packet::SetShRegOffset(p)) => {
            (
                p.offset.reg_offset(),
                p.ib_offset.dw_ib_offset(),
                p.driver_data.driver_data(),
            ) == (*o, *i, *d)
        }
        (C::SetShRegsIndexed(i, o, v), Packet::SetRegs(s)) => {
            (s.opcode, s.space, s.index(), s.offset(), s.values)
                == (Opcode::SET_SH_REG_INDEX, Space::Sh, *i & 0xF, *o, &v[..])
        }
        (C::CondIndirectBuffer(f, c, (m, r), t, e), Packet::CondIndirectBuffer(held)) => {
            let p = held.get();
            let otherwise =
                (p.control.mode().into_bits() == 2).then(|| (p.ib_base2, p.ib_size2.ib_size()));
            (
                p.control.function().into_bits(),
                p.compare_addr,
                p.mask,
                p.reference,
                (p.ib_base1, p.ib_size1.ib_size()),
                otherwise,
            ) == (*f & 7, *c, *m, *r, *t, *e)
        }
        (C::RegRmw(r, a, o), Packet::RegRmw(p)) => {
            (p.control.mod_adrs(), p.and_mask, p.or_mask) == (*r, *a, *o)
        }
        (C::OcclusionQuery(s, q), Packet::OcclusionQuery(p)) => {
            (p.start_addr, p.query_addr) == (*s, *q)
        }
        (C::StrmoutBufferUpdate(c, d, _), Packet::StrmoutBufferUpdate(p)) => {
            (p.control.into_bits(), p.dst_address) == (*c, *d)
        }
        (C::LoadConstRam(a, n, o), Packet::LoadConstRam(p)) => {
            p.addr == *a && p.num_dwords.num_dwords() == *n && u32::from(p.offset.offset()) == *o
        }
        (C::WriteConstRam(o, d), Packet::WriteConstRam(p)) => {
            u32::from(p.offset.offset()) == *o && p.data == &d[..]
        }
        (C::WaitOnDeCounterDiff(d), Packet::WaitOnDeCounterDiff(p)) => p.counter_diff == *d,
        (
            C::Nop(_)
            | C::SetRegs(..)
            | C::ContextControl(..)
            | C::IndexBase(..)
            | C::IndexBufferSize(_)
            | C::NumInstances(_)
            | C::DrawIndexAuto(..)
            | C::DrawIndex2(..)
            | C::DrawIndexOffset2(..)
            | C::DrawIndirect(..)
            | C::DrawIndexIndirect(..)
            | C::DrawIndirectMulti(..)
            | C::DrawIndexIndirectMulti(..)
            | C::DrawIndexMultiAuto(..)
            | C::DispatchDirect(..)
            | C::DispatchIndirect(..)
            | C::EventWrite(_)
            | C::EventWriteQuery(..)
            | C::EventWriteEop(..)
            | C::EventWriteEos(..)
            | C::WaitRegMem(..)
            | C::WriteData(..)
            | C::CopyData(..)
            | C::IndirectBuffer(..)
            | C::CondExec(..)
            | C::PredExec(..)
            | C::Rewind(..)
            | C::CondWrite(..)
            | C::ContextRegRmw(..)
            | C::DrawPreamble(..)
            | C::SetContextRegIndirect(..)
            | C::SetShRegOffset(..)
            | C::SetShRegsIndexed(..)
            | C::RegRmw(..)
            | C::CondIndirectBuffer(..)
            | C::OcclusionQuery(..)
            | C::StrmoutBufferUpdate(..)
            | C::LoadConstRam(..)
            | C::WriteConstRam(..)
            | C::WaitOnDeCounterDiff(_),
            _,
        ) => false,
        _ => true,
    };
    ensure!(ok, "{call:?} decoded as {p:?}");
    Ok(())
}

/// Decodes `stream` and checks it is exactly `chunks`, packet by packet,
/// that one-packet calls decode to their arguments and that every packet
/// re-encodes to its own dwords.
fn check_decode(stream: &[u32], chunks: &[(usize, Call, Vec<u32>)]) -> Result<(), String> {
    let mut decoder = Decoder::new(stream);
    let mut offset = 0usize;
    for (call, args, chunk) in chunks {
        let mut used = 0usize;
        while used < chunk.len() {
            let d = match decoder.next() {
                Some(Ok(d)) => d,
                other => {
                    return Err(format!(
                        "call #{call}: packet at dword {offset} did not decode: {other:?}"
                    ));
                }
            };
            ensure_eq!(d.offset, offset, "call #{}", call);
            let want = &chunk[used..];
            ensure!(
                !d.is_empty() && d.len() <= want.len(),
                "call #{}: decoded packet of {} dwords crosses the call's {} dwords",
                call,
                d.len(),
                want.len()
            );
            let want = &want[..d.len()];
            let h = Type3Header::from_bits(want[0]);
            ensure_eq!(h.packet_type(), PacketType::TYPE3, "call #{}", call);
            let header = d.type3_header().map(|t| t.into_bits());
            ensure_eq!(header, Some(want[0]), "call #{}: header", call);
            ensure_eq!(
                d.type3_header().map(|t| t.opcode()),
                Some(h.opcode()),
                "call #{}: opcode",
                call
            );
            ensure_eq!(d.words, want, "call #{}: words", call);
            let body = &want[1..];
            match d.packet {
                Packet::Nop(nop) => {
                    ensure_eq!(h.opcode(), gcn::pm4::Opcode::NOP, "call #{}", call);
                    ensure_eq!(nop.body, body, "call #{}: NOP body", call);
                }
                Packet::SetRegs(s) => {
                    ensure_eq!(h.opcode(), s.opcode, "call #{}", call);
                    if s.opcode == Opcode::SET_SH_REG_INDEX {
                        ensure_eq!(s.space, Space::Sh, "call #{}", call);
                    } else {
                        ensure_eq!(s.opcode, set_reg_opcode(s.space), "call #{}", call);
                    }
                    ensure_eq!(s.offset_word.into_bits(), body[0], "call #{}", call);
                    ensure_eq!(s.values, &body[1..], "call #{}: values", call);
                }
                Packet::Unknown { opcode, body: b } => {
                    ensure_eq!(opcode, h.opcode(), "call #{}", call);
                    ensure_eq!(b, body, "call #{}: body", call);
                }
                Packet::Type0 { .. } | Packet::Type2 => {
                    return Err(format!(
                        "call #{call}: type-3 words decoded as {:?}",
                        d.packet
                    ));
                }
                // Typed variants: the raw header and words were compared above.
                _ => {}
            }
            if used == 0 && d.len() == chunk.len() {
                check_fields(args, &d.packet).map_err(|e| format!("call #{call}: {e}"))?;
            }
            let mut again = vec![0u32; d.len()];
            ensure_eq!(
                d.encode_into(&mut again),
                Ok(d.len()),
                "call #{}: re-encoding",
                call
            );
            ensure_eq!(again, d.words, "call #{}: re-encoded words", call);
            let _ = d.to_string();
            used += d.len();
            offset += d.len();
        }
    }
    ensure!(decoder.next().is_none(), "packets after the last call");
    Ok(())
}

/// Performs `calls` on a buffer of capacity `cap` (at most [`MAX_CAP`]) and
/// checks every property against the model.
pub fn check_sequence(cap: usize, calls: &[Call]) -> Result<(), String> {
    check_sequence_on(cap, None, calls)
}

/// [`check_sequence`] on a buffer made with `for_gfx(gfx)` when `gfx` is
/// given: every call, the reference included, is checked for that
/// generation.
pub fn check_sequence_on(cap: usize, gfx: Option<Gfx>, calls: &[Call]) -> Result<(), String> {
    ensure!(cap <= MAX_CAP, "capacity {cap} above {MAX_CAP}");
    let mut roomy = vec![0u32; ROOMY];
    let mut model = Model {
        array: vec![SENTINEL; ARRAY],
        len: 0,
        predicate: false,
        chunks: Vec::new(),
    };
    let mut snapshots = vec![model.clone()];
    let mut expected = Vec::new();
    for (i, call) in calls.iter().enumerate() {
        expected.push(expect(&mut model, cap, (&mut roomy, gfx), i, call));
        snapshots.push(model.clone());
    }
    let (outcomes, array, len, predicate) = run(cap, gfx, calls);
    for (i, (got, want)) in outcomes.iter().zip(&expected).enumerate() {
        let same = got == want
            // A call may find out it lacks space before it checks its
            // arguments: it fails either way and writes nothing.
            || matches!((got, want), (Outcome::OutOfSpace { .. }, Outcome::Invalid(_)));
        ensure!(same, "call #{i} {:?}: got {got:?}, want {want:?}", calls[i]);
    }
    ensure_eq!(len, model.len, "length");
    ensure_eq!(predicate, model.predicate, "predication");
    ensure!(len <= cap, "length {len} above capacity {cap}");
    if let Some(i) = array.iter().zip(&model.array).position(|(a, b)| a != b) {
        return Err(format!(
            "dword {i} is {:#010x}, want {:#010x} (len {len}, capacity {cap})",
            array[i], model.array[i]
        ));
    }
    check_decode(&array[..len], &model.chunks)?;
    // Every prefix of the sequence leaves the array exactly as the model
    // says: no stray write is hidden by a later call.
    for (k, snap) in snapshots.iter().enumerate().take(calls.len()) {
        let (_, array, len, _) = run(cap, gfx, &calls[..k]);
        ensure_eq!(len, snap.len, "length after {k} calls");
        ensure!(array == snap.array, "array differs after {k} calls");
    }
    Ok(())
}
