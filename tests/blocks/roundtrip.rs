//! decode(emit(block)) == block for every register block, over random typed
//! setter arguments (bounded case counts), and all-or-nothing emission for
//! blocks that do not validate.

use crate::blocks_support;

use blocks_support::{apply, parse};
use gcn::blocks::blend::{Blend, BlendEquation, BlendFunc};
use gcn::blocks::color_target::{ChannelOrder, ColorSurface, ColorTarget};
use gcn::blocks::depth_stencil::{DepthStencil, StencilFace};
use gcn::blocks::depth_target::{DepthSurface, DepthTarget};
use gcn::blocks::primitive::PrimitiveState;
use gcn::blocks::raster::{FrontFace, Raster};
use gcn::blocks::samples::SampleCount;
use gcn::blocks::shader::{CsShader, PsShader, ShaderProgram, Stage, VsShader};
use gcn::blocks::viewport::{Viewport, Viewports};
use gcn::blocks::{Error, RegSource, Slot};
use gcn::desc::ColorTargetFormat;
use gcn::desc::DataFormat;
use gcn::pm4::{CommandBuffer, IndexSwapMode, IndexType, PrimitiveType};
use gcn::regs::{BlendOp, ColorFormat, CombFunc, CompareFrag, Space, StencilOp, SurfaceNumber};
use gcn::tiling::Config;
use gcn::tiling::TileIndex;
use gcn::tiling::config::Ps4TileMode;
use proptest::prelude::*;
use std::collections::BTreeMap;

type Regs = BTreeMap<(Space, u16), u32>;

/// Emits with `emit`; `Some(register file)` when it succeeded, `None` (after
/// checking nothing was written) when it failed.
fn emitted(emit: impl FnOnce(&mut CommandBuffer) -> Result<(), Error>) -> Option<Regs> {
    let mut words = vec![0u32; 1024];
    let mut cb = CommandBuffer::new(&mut words);
    match emit(&mut cb) {
        Ok(()) => Some(apply(&parse(cb.as_slice()))),
        Err(_) => {
            assert_eq!(cb.len(), 0, "a refused block wrote dwords");
            None
        }
    }
}

fn src(regs: &Regs) -> impl RegSource + '_ {
    move |s: Space, o: u16| regs.get(&(s, o)).copied()
}

/// Checks the property for one block: valid ⇒ decode(emit) == block; invalid
/// ⇒ emit fails and writes nothing.
macro_rules! round_trip {
    ($block:expr, $decode:expr) => {{
        let block = $block;
        let valid = block.validate().is_ok();
        match emitted(|cb| block.emit(cb)) {
            Some(regs) => {
                prop_assert!(valid);
                let back = $decode(&src(&regs)).unwrap();
                prop_assert_eq!(back, block);
            }
            None => prop_assert!(!valid),
        }
    }};
}

fn blend_op() -> impl Strategy<Value = BlendOp> {
    (0u8..21).prop_map(BlendOp::from_bits)
}
fn comb() -> impl Strategy<Value = CombFunc> {
    (0u8..5).prop_map(CombFunc::from_bits)
}
fn func() -> impl Strategy<Value = BlendFunc> {
    (blend_op(), blend_op(), comb()).prop_map(|(s, d, o)| BlendFunc::new(s, d, o))
}
fn slot() -> impl Strategy<Value = Slot> {
    (0usize..8).prop_map(|i| Slot::new(i).unwrap())
}
fn finite() -> impl Strategy<Value = f32> {
    -1.0e6f32..1.0e6f32
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    #[test]
    fn blend(s in slot(), c in func(), a in proptest::option::of(func()), mask in 0u8..16,
             k in proptest::array::uniform4(finite())) {
        let eq = match a { Some(a) => BlendEquation::new(c).with_alpha(a), None => BlendEquation::new(c) };
        round_trip!(
            Blend::new().with_equation(s, eq).with_write_mask(s, mask).with_shader_mask(s, mask).with_constant(k),
            Blend::decode
        );
    }

    #[test]
    fn color_target(s in slot(), w in 1u32..4096, h in 1u32..4096, tile in 0u32..32,
                    addr in 0u64..(1 << 41), order in 0usize..4, slices in 1u32..8) {
        let order = [ChannelOrder::Standard, ChannelOrder::Alt, ChannelOrder::Reversed, ChannelOrder::AltReversed][order];
        let format = ColorTargetFormat { format: ColorFormat::COLOR_8_8_8_8, number_type: SurfaceNumber::NUMBER_UNORM, order };
        let surface = ColorSurface::from_encoding(format, TileIndex::new(tile).unwrap(), w, h);
        // Padded to whole tiles of the mode.
        let (pa, ha) = surface.alignment(&Config::PS4).unwrap();
        let surface = surface
            .with_padded(w.next_multiple_of(pa), h.next_multiple_of(ha))
            .with_address(addr)
            .with_slices(slices);
        if let Ok(ct) = ColorTarget::setup(&Config::PS4, s, &surface) {
            round_trip!(ct, |r| ColorTarget::decode(s, r));
        } else {
            prop_assert!(surface.validate(&Config::PS4).is_err());
        }
    }

    #[test]
    fn depth_target(w in 1u32..4096, h in 1u32..4096, tile in 0u32..5, d16 in any::<bool>(),
                    stencil in any::<bool>(), htile in any::<bool>(), addr in 0u64..(1 << 24),
                    clear in 0.0f32..=1.0, first in 0u32..2100, last in 0u32..2100) {
        let fmt = if d16 { DataFormat::D16_UNORM } else { DataFormat::D32_FLOAT };
        let tile = TileIndex::new(tile).unwrap();
        // Padded to whole tiles of the mode.
        let (pa, ha) = DepthSurface::new(fmt, w, h).with_layout(w, h, tile).alignment(&Config::PS4).unwrap();
        let mut s = DepthSurface::new(fmt, w, h).with_layout(w.next_multiple_of(pa), h.next_multiple_of(ha), tile)
            .with_address(addr << 8);
        if stencil { s = s.with_stencil((addr + 0x1000) << 8, Ps4TileMode::Depth2dThin64.index()); }
        if htile { s = s.with_htile((addr + 0x2000) << 8); }
        let db = DepthTarget::setup(&Config::PS4, &s).unwrap()
            .with_depth_clear(clear)
            .with_view(first, last);
        prop_assert_eq!(db.validate().is_ok(), last < 2048 && first <= last);
        round_trip!(db, DepthTarget::decode);
    }

    #[test]
    fn depth_stencil(z in 0u8..8, write in any::<bool>(), sf in 0u8..16, sp in 0u8..16,
                     reference in any::<u8>(), min in 0.0f32..1.0, max in 0.0f32..1.0, occl in any::<bool>()) {
        let face = StencilFace {
            fail: StencilOp::from_bits(sf), pass: StencilOp::from_bits(sp), reference, ..StencilFace::KEEP
        };
        let mut ds = DepthStencil::new()
            .with_depth_test(CompareFrag::from_bits(z), write)
            .with_stencil_both(face)
            .with_depth_bounds(min, max);
        if occl { ds = ds.with_occlusion_counting(true, 2); }
        round_trip!(ds, DepthStencil::decode);
    }

    #[test]
    fn viewport(x in 0u32..9000, y in 0u32..9000, w in 0u32..9000, h in 0u32..9000,
                min in 0.0f32..1.0, max in 0.0f32..1.0, flip in any::<bool>(), second in any::<bool>()) {
        let mut vp = Viewports::new(x, y, w, h, min, max).with_y_flip(flip);
        if second { vp = vp.with_viewport(3, Viewport::new(y, x, h, w, 0.0, 1.0)); }
        round_trip!(vp, Viewports::decode);
    }

    #[test]
    fn raster(front in any::<bool>(), back in any::<bool>(), cw in any::<bool>(),
              width in 0.0f32..64.0, point in 0.0f32..64.0, bias in finite(), samples in 0u8..5) {
        let r = Raster::new()
            .with_cull(front, back)
            .with_front_face(if cw { FrontFace::Cw } else { FrontFace::Ccw })
            .with_line_width(width)
            .with_point_size(point)
            .with_depth_offset(bias, 1.0, 0.0, 0xE8, false)
            .with_samples(SampleCount::from_log2(samples).unwrap());
        round_trip!(r, Raster::decode);
    }

    #[test]
    fn primitive(prim in 0u8..0x15, index in 0u8..4, swap in 0u8..4, restart in proptest::option::of(any::<u32>())) {
        let p = PrimitiveState::new()
            .with_topology(PrimitiveType::from_bits(prim))
            .with_index_type(IndexType::from_bits(index))
            .with_index_swap(IndexSwapMode::from_bits(swap))
            .with_restart(restart);
        round_trip!(p, PrimitiveState::decode);
    }

    #[test]
    fn shaders(addr in 0u64..(1 << 41), vgprs in 0u32..300, sgprs in 0u32..120,
               ud in proptest::collection::vec(any::<u32>(), 0..17), first in 0u32..16,
               params in 0u32..34, inputs in 0usize..34, threads in 1u32..40) {
        let vs = VsShader::new().with_address(addr).with_vgprs(vgprs).with_sgprs(sgprs)
            .with_user_data(&ud).with_params(params);
        round_trip!(vs, VsShader::decode);
        let ps = PsShader::new().with_address(addr).with_vgprs(vgprs)
            .with_pointer(first, addr)
            .with_inputs(&vec![PsShader::input(1, true); inputs]);
        round_trip!(ps, PsShader::decode);
        let cs = CsShader::new().with_address(addr).with_threads(threads, threads, 1)
            .with_sgprs(sgprs).with_user_data(&ud);
        round_trip!(cs, CsShader::decode);
        for stage in [Stage::Gs, Stage::Es, Stage::Hs, Stage::Ls] {
            let p = ShaderProgram::new(stage).with_address(addr).with_vgprs(vgprs).with_user_data(&ud);
            round_trip!(p, |r| ShaderProgram::decode(stage, r));
        }
    }
}

/// The dwords the general sorted-list writer (`RegList::emit`, one
/// `SET_*_REG` per run of consecutive offsets) produces from `lists`.
type ListEmit<'a> = &'a dyn Fn(&mut CommandBuffer) -> Result<(), Error>;

fn list_writer(lists: &[ListEmit<'_>]) -> Vec<u32> {
    let mut words = vec![0u32; 1024];
    let mut cb = CommandBuffer::new(&mut words);
    for l in lists {
        l(&mut cb).unwrap();
    }
    cb.as_slice().to_vec()
}

/// `encode` of `$block` equals the list writer over the closures.
macro_rules! same_as_lists {
    ($block:expr, $($list:expr),+) => {{
        let want = list_writer(&[$(&$list),+]);
        let got = $block.encode().unwrap();
        prop_assert_eq!(got.as_slice(), &want[..]);
    }};
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 128, ..ProptestConfig::default() })]

    /// The packets `encode` lays out directly (fixed templates and runs of
    /// known length) are the dwords of the sorted-list writer, for any
    /// viewport count, slot, user-data length and input count.
    #[test]
    fn encode_is_the_sorted_list_writer(
        count in 1usize..=16, x in 0u32..4000, w in 1u32..4000, flip in any::<bool>(),
        s in slot(), ud in proptest::collection::vec(any::<u32>(), 0..17),
        first in 0u32..15, inputs in 0usize..=32, threads in 1u32..32,
        k in proptest::array::uniform4(finite()),
    ) {
        let vp = (1..count).fold(Viewports::new(x, x, w, w, 0.25, 0.75).with_y_flip(flip), |v, i| {
            v.with_viewport(i, Viewport::new(i as u32, x, w, w + i as u32, 0.0, 1.0))
        });
        prop_assert_eq!(vp.count(), count);
        same_as_lists!(vp, |cb| vp.registers().emit(cb));

        let surface = ColorSurface::from_encoding(ColorTargetFormat { format: ColorFormat::COLOR_8_8_8_8, number_type: SurfaceNumber::NUMBER_UNORM, order: ChannelOrder::Standard }, Ps4TileMode::DisplayLinearAligned.index(), w, w)
            .with_padded(w.next_multiple_of(16), w.next_multiple_of(8))
            .with_address(u64::from(x) << 8);
        let ct = ColorTarget::setup(&Config::PS4, s, &surface).unwrap().with_clear_words(x, w);
        same_as_lists!(ct, |cb| ct.registers().emit(cb));

        let b = Blend::new().with_equation(s, BlendEquation::ALPHA).with_write_mask(s, 5).with_constant(k);
        same_as_lists!(b, |cb| b.registers().emit(cb));

        let vs = VsShader::new().with_address(u64::from(x) << 8).with_user_data(&ud).with_params(first);
        same_as_lists!(vs, |cb| vs.sh_registers().emit(cb), |cb| vs.context_registers().emit(cb));
        let ps = PsShader::new().with_user_data(&ud).with_pointer(first, u64::from(w) << 8)
            .with_inputs(&vec![PsShader::input(3, true); inputs]);
        same_as_lists!(ps, |cb| ps.sh_registers().emit(cb), |cb| ps.context_registers().emit(cb));
        let cs = CsShader::new().with_threads(threads, 2, 1).with_user_data(&ud);
        same_as_lists!(cs, |cb| cs.registers().emit(cb));
        for stage in [Stage::Ps, Stage::Vs, Stage::Gs, Stage::Es, Stage::Hs, Stage::Ls] {
            let p = ShaderProgram::new(stage).with_user_data(&ud);
            same_as_lists!(p, |cb| p.registers().emit(cb));
        }
    }
}

/// `encode` (which `emit` copies) holds exactly the dwords the general
/// sorted-list writer (`RegList::emit`, one `SET_*_REG` per run) produces
/// from `registers()`, and the fixed-size blocks fill their `DWORDS` capacity.
#[test]
fn encoded_packets_are_what_emit_writes() {
    fn check(encoded: &[u32], emit: impl FnOnce(&mut CommandBuffer) -> Result<(), Error>) {
        let mut words = vec![0u32; 1024];
        let mut cb = CommandBuffer::new(&mut words);
        emit(&mut cb).unwrap();
        assert_eq!(cb.as_slice(), encoded);
        // Every dword belongs to a SET_*_REG packet the independent reader accepts.
        assert!(!parse(encoded).is_empty());
    }
    use gcn::blocks::{blend, color_target, depth_stencil, depth_target, primitive, raster};
    let b = Blend::alpha_blended();
    assert_eq!(b.encode().unwrap().len(), blend::DWORDS);
    check(b.encode().unwrap().as_slice(), |cb| b.registers().emit(cb));
    let surface = ColorSurface::from_encoding(
        ColorTargetFormat {
            format: ColorFormat::COLOR_8_8_8_8,
            number_type: SurfaceNumber::NUMBER_UNORM,
            order: ChannelOrder::Alt,
        },
        Ps4TileMode::DisplayLinearAligned.index(),
        64,
        64,
    );
    let ct = ColorTarget::setup(&Config::PS4, Slot::S5, &surface).unwrap();
    assert_eq!(ct.encode().unwrap().len(), color_target::DWORDS);
    check(ct.encode().unwrap().as_slice(), |cb| {
        ct.registers().emit(cb)
    });
    let ds = DepthStencil::new();
    assert_eq!(ds.encode().unwrap().len(), depth_stencil::DWORDS);
    check(ds.encode().unwrap().as_slice(), |cb| {
        ds.registers().emit(cb)
    });
    let db = DepthTarget::new();
    assert_eq!(db.encode().unwrap().len(), depth_target::DWORDS);
    check(db.encode().unwrap().as_slice(), |cb| {
        db.registers().emit(cb)
    });
    let r = Raster::new();
    assert_eq!(r.encode().unwrap().len(), raster::DWORDS);
    check(r.encode().unwrap().as_slice(), |cb| r.registers().emit(cb));
    let p = PrimitiveState::new();
    assert_eq!(p.encode().unwrap().len(), primitive::DWORDS);
    // (IA_MULTI_VGT_PARAM carries INDEX = 1: its packets are checked against
    // the spec in blocks_state.rs.)
    let vp = (0..16).fold(Viewports::new(0, 0, 8, 8, 0.0, 1.0), |v, i| {
        v.with_viewport(i, Viewport::new(0, 0, 8, 8, 0.0, 1.0))
    });
    assert_eq!(vp.encode().unwrap().len(), gcn::blocks::viewport::DWORDS);
    check(vp.encode().unwrap().as_slice(), |cb| {
        vp.registers().emit(cb)
    });
    // Largest shader blocks: 16 user-data registers, 32 PS inputs.
    let ud = [7u32; 16];
    let vs = VsShader::new().with_user_data(&ud);
    assert_eq!(vs.encode().unwrap().len(), gcn::blocks::shader::vs::DWORDS);
    check(vs.encode().unwrap().as_slice(), |cb| {
        vs.sh_registers().emit(cb)?;
        vs.context_registers().emit(cb)
    });
    let ps = PsShader::new()
        .with_user_data(&ud)
        .with_inputs(&[PsShader::input(0, false); 32]);
    assert_eq!(ps.encode().unwrap().len(), gcn::blocks::shader::ps::DWORDS);
    check(ps.encode().unwrap().as_slice(), |cb| {
        ps.sh_registers().emit(cb)?;
        ps.context_registers().emit(cb)
    });
    let cs = CsShader::new().with_user_data(&ud);
    assert_eq!(cs.encode().unwrap().len(), gcn::blocks::shader::cs::DWORDS);
    check(cs.encode().unwrap().as_slice(), |cb| {
        cs.registers().emit(cb)
    });
    let gs = ShaderProgram::new(Stage::Gs).with_user_data(&ud);
    assert_eq!(
        gs.encode().unwrap().len(),
        gcn::blocks::shader::program::DWORDS
    );
    check(gs.encode().unwrap().as_slice(), |cb| {
        gs.registers().emit(cb)
    });
    // A refused block encodes nothing.
    assert!(VsShader::new().with_vgprs(0).encode().is_err());
}

/// Every block's `encode` is a `const fn`: a constant block is validated and
/// encoded by the compiler, to the same dwords as at run time.
#[test]
fn blocks_encode_at_compile_time() {
    use gcn::blocks::shader::{cs, program, ps, vs};
    use gcn::blocks::{
        Packets, blend, color_target, depth_stencil, depth_target, primitive, raster, viewport,
    };
    macro_rules! at_compile_time {
        ($ty:ty, $dwords:expr, $block:expr) => {{
            const BLOCK: $ty = $block;
            const PACKETS: Packets<{ $dwords }> = match BLOCK.encode() {
                Ok(p) => p,
                Err(_) => panic!("invalid block"),
            };
            assert!(!PACKETS.is_empty());
            assert_eq!(PACKETS, BLOCK.encode().unwrap());
            assert_eq!(PACKETS.as_slice(), BLOCK.encode().unwrap().as_slice());
        }};
    }
    at_compile_time!(Blend, blend::DWORDS, Blend::alpha_blended());
    at_compile_time!(
        ColorTarget,
        color_target::DWORDS,
        match ColorTarget::setup(
            &Config::PS4,
            Slot::S3,
            &ColorSurface::from_encoding(
                ColorTargetFormat {
                    format: ColorFormat::COLOR_8_8_8_8,
                    number_type: SurfaceNumber::NUMBER_SRGB,
                    order: ChannelOrder::Alt
                },
                Ps4TileMode::Display2dThin.index(),
                1280,
                720
            )
            .with_padded(1280, 768)
        ) {
            Ok(t) => t,
            Err(_) => panic!("colour target"),
        }
    );
    at_compile_time!(
        DepthTarget,
        depth_target::DWORDS,
        match DepthTarget::setup(
            &Config::PS4,
            &DepthSurface::new(DataFormat::D32_FLOAT, 1280, 720).with_layout(
                1280,
                768,
                Ps4TileMode::Depth2dThin256.index()
            )
        ) {
            Ok(t) => t,
            Err(_) => panic!("depth target"),
        }
    );
    at_compile_time!(
        DepthStencil,
        depth_stencil::DWORDS,
        DepthStencil::new().with_depth_test(CompareFrag::FRAG_LESS, true)
    );
    at_compile_time!(
        Viewports,
        viewport::DWORDS,
        Viewports::new(0, 0, 1280, 720, 0.0, 1.0)
            .with_viewport(2, Viewport::new(8, 8, 64, 64, 0.5, 1.0))
    );
    at_compile_time!(Raster, raster::DWORDS, Raster::new().with_cull(false, true));
    at_compile_time!(
        PrimitiveState,
        primitive::DWORDS,
        PrimitiveState::new().with_topology(PrimitiveType::DI_PT_TRISTRIP)
    );
    at_compile_time!(
        VsShader,
        vs::MAX_DWORDS,
        VsShader::new()
            .with_address(0x1000)
            .with_pointer(0, 0x2000)
            .with_params(3)
    );
    at_compile_time!(
        PsShader,
        ps::MAX_DWORDS,
        PsShader::new()
            .with_address(0x3000)
            .with_descriptor8(0, &[1, 2, 3, 4, 5, 6, 7, 8])
            .with_inputs(&[PsShader::input(0, false), PsShader::input(1, true)])
    );
    at_compile_time!(
        CsShader,
        cs::MAX_DWORDS,
        CsShader::new()
            .with_address(0x4000)
            .with_threads(8, 8, 1)
            .with_user_data(&[9, 10])
    );
    at_compile_time!(
        ShaderProgram,
        program::MAX_DWORDS,
        ShaderProgram::new(Stage::Gs)
            .with_address(0x5000)
            .with_user_data(&[11])
    );
}

/// A block (or its encoded packets) that does not fit the space left is
/// refused with `OutOfSpace` and touches no dword of the buffer; one that
/// fits writes the same dwords whatever the room left after it.
#[test]
fn emit_into_too_little_space_writes_nothing() {
    fn check(name: &str, emit: &dyn Fn(&mut CommandBuffer) -> Result<(), Error>) {
        let mut big = vec![0u32; 1024];
        let mut cb = CommandBuffer::new(&mut big);
        emit(&mut cb).unwrap();
        let want = cb.as_slice().to_vec();
        for room in 0..want.len() {
            let mut words = vec![0xDEAD_BEEFu32; room + 3];
            let mut cb = CommandBuffer::new(&mut words);
            cb.set_context_regs(0x100, &[7]).unwrap(); // 3 dwords already recorded
            let e = emit(&mut cb).unwrap_err();
            assert!(
                matches!(e, Error::Pm4(gcn::pm4::Error::OutOfSpace { .. })),
                "{name}: {e:?}"
            );
            assert_eq!(cb.len(), 3, "{name}");
            assert!(
                words[3..].iter().all(|&w| w == 0xDEAD_BEEF),
                "{name}: wrote into free space with room {room}"
            );
        }
        // Written in place when the largest block fits, through the stack
        // otherwise: every room from exactly enough up gives the same dwords.
        for room in want.len()..want.len() + 200 {
            let mut words = vec![0xDEAD_BEEFu32; room];
            let mut cb = CommandBuffer::new(&mut words);
            emit(&mut cb).unwrap();
            assert_eq!(cb.as_slice(), &want[..], "{name}: room {room}");
        }
        // A buffer checking packets for gfx7 writes the same dwords.
        let mut words = vec![0u32; want.len()];
        let mut cb = CommandBuffer::for_gfx(&mut words, gcn::regs::Gfx::Gfx7);
        emit(&mut cb).unwrap();
        assert_eq!(cb.as_slice(), &want[..], "{name}: for_gfx");
    }
    let vp = Viewports::new(0, 0, 64, 64, 0.0, 1.0)
        .with_viewport(4, Viewport::new(1, 2, 3, 4, 0.0, 1.0));
    let ps = PsShader::new()
        .with_user_data(&[1, 2, 3])
        .with_inputs(&[PsShader::input(0, false); 5]);
    let b = Blend::alpha_blended();
    let r = Raster::new();
    check("viewports", &|cb| vp.emit(cb));
    check("viewports encoded", &|cb| vp.encode().unwrap().emit(cb));
    check("ps", &|cb| ps.emit(cb));
    check("ps encoded", &|cb| ps.encode().unwrap().emit(cb));
    check("blend", &|cb| b.emit(cb));
    check("blend encoded", &|cb| b.encode().unwrap().emit(cb));
    check("raster", &|cb| r.emit(cb));
    check("vs", &|cb| VsShader::new().with_pointer(2, 0x100).emit(cb));
    check("primitive", &|cb| PrimitiveState::new().emit(cb));
    check("depth target", &|cb| DepthTarget::new().emit(cb));
    check("depth-stencil", &|cb| DepthStencil::new().emit(cb));
    check("cs", &|cb| {
        CsShader::new().with_user_data(&[5; 16]).emit(cb)
    });
    let t = ColorTarget::setup(
        &Config::PS4,
        Slot::S5,
        &ColorSurface::new(
            DataFormat::R8G8B8A8_UNORM,
            Ps4TileMode::Display2dThin.index(),
            256,
            256,
        )
        .unwrap(),
    )
    .unwrap();
    check("colour target", &|cb| t.emit(cb));
    let hinted = PsShader::new()
        .with_user_data(&[1, 2])
        .with_ssharp(4, &gcn::desc::SamplerResource::new())
        .with_user_data_at(9, &[3]);
    check("ps hinted", &|cb| hinted.emit(cb));
    check("program", &|cb| {
        ShaderProgram::new(Stage::Gs)
            .with_user_data(&[4; 7])
            .emit(cb)
    });
}
