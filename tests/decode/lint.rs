//! The state tracker and the lint rules: the triangle frame lints clean, and
//! each stream made wrong in one way gives exactly that finding, at the
//! offset of the packet (the draw) it affects.

use gcn::decode::lint::{DescriptorSite, Finding, Rule, Surface, lint, lint_with};
use gcn::decode::state::{DrawKind, DrawState, Event, MemoryRead, Shadow, Site, replay};
use gcn::regs::{Gfx, Space};

/// `tests/data/triangle_frame.dwords`: one hex dword a line.
fn triangle() -> Vec<u32> {
    include_str!("../data/triangle_frame.dwords")
        .lines()
        .map(|l| u32::from_str_radix(l.trim(), 16).expect("hex dword"))
        .collect()
}

/// Offset of the triangle frame's one draw (`DRAW_INDEX_AUTO`, 3 vertices);
/// [`the_draw`] finds it by decoding the frame.
const DRAW: usize = 0x238;

/// The packets of `words`, decoded (the stream must decode cleanly).
fn packets(words: &[u32]) -> Vec<gcn::decode::Decoded<'_>> {
    gcn::decode::Decoder::new(words)
        .map(|p| p.expect("the stream decodes"))
        .collect()
}

/// The offset of the only draw of `words` (`DRAW_INDEX_AUTO`).
fn the_draw(words: &[u32]) -> usize {
    let draws: Vec<usize> = packets(words)
        .iter()
        .filter(|p| matches!(p.packet, gcn::decode::Packet::DrawIndexAuto(_)))
        .map(|p| p.offset)
        .collect();
    assert_eq!(draws.len(), 1, "one draw");
    draws[0]
}

/// Where a `SET_*_REG` packet writes a register.
#[derive(Clone, Copy, Debug)]
struct RegSite {
    /// The packet's header.
    packet: usize,
    /// The dword after the packet.
    end: usize,
    /// The dword holding the register's value.
    value: usize,
}

/// The last write of register `name` (AMD's name) in `words`, found by
/// decoding the stream.
fn reg(words: &[u32], name: &str) -> RegSite {
    let mut found = None;
    for p in packets(words) {
        if let gcn::decode::Packet::SetRegs(s) = p.packet {
            for (i, w) in s.writes().enumerate() {
                if w.name() == Some(name) {
                    found = Some(RegSite {
                        packet: p.offset,
                        end: p.offset + p.len(),
                        value: p.offset + 2 + i,
                    });
                }
            }
        }
    }
    found.unwrap_or_else(|| panic!("{name} is written"))
}

#[test]
fn the_frame_is_found_by_decoding() {
    // The constant the tests print offsets against is the decoded draw.
    assert_eq!(the_draw(&triangle()), DRAW);
}

fn findings_with<'a>(words: &'a [u32], memory: &[(u64, &'a [u32])]) -> Vec<(Site, Rule)> {
    findings_on_with(Gfx::Gfx7, words, memory)
}

/// The findings of `words` linted as a stream of generation `gfx`.
fn findings_on_with<'a>(
    gfx: Gfx,
    words: &'a [u32],
    memory: &[(u64, &'a [u32])],
) -> Vec<(Site, Rule)> {
    let mut shadow = Shadow::for_gfx(gfx);
    let mut out = Vec::new();
    lint(
        words,
        &mut shadow,
        |address, dwords| {
            memory
                .iter()
                .find(|(a, w)| *a == address && w.len() >= dwords)
                .map(|(_, w)| *w)
        },
        |f: Finding| out.push((f.site, f.rule)),
    );
    out
}

fn findings(words: &[u32]) -> Vec<(usize, Rule)> {
    findings_on(Gfx::Gfx7, words)
}

fn findings_on(gfx: Gfx, words: &[u32]) -> Vec<(usize, Rule)> {
    findings_on_with(gfx, words, &[])
        .into_iter()
        .map(|(s, r)| {
            assert_eq!(s.inner, None);
            (s.offset, r)
        })
        .collect()
}

fn at(offset: usize, rule: Rule) -> Vec<(usize, Rule)> {
    vec![(offset, rule)]
}

/// A NOP header whose packet is `total` dwords (COUNT = total - 2).
fn nop(total: u32) -> u32 {
    0xC000_1000 | ((total - 2) << 16)
}

#[test]
fn triangle_frame_lints_clean() {
    assert_eq!(findings(&triangle()), vec![]);
}

#[test]
fn removed_ps_program() {
    // SET_SH_REG SPI_SHADER_PGM_LO_PS.. (6 dwords) becomes a NOP.
    let mut w = triangle();
    let ps = reg(&w, "SPI_SHADER_PGM_LO_PS").packet;
    assert_eq!(w[ps], 0xC004_7600);
    w[ps] = nop(6);
    assert_eq!(findings(&w), at(DRAW, Rule::NoPsProgram));
}

#[test]
fn removed_vs_program() {
    // SET_SH_REG SPI_SHADER_PGM_LO_VS.. with the user data (10 dwords)
    // becomes a NOP.
    let mut w = triangle();
    let vs = reg(&w, "SPI_SHADER_PGM_LO_VS").packet;
    assert_eq!(w[vs], 0xC008_7600);
    w[vs] = nop(10);
    assert_eq!(findings(&w), at(DRAW, Rule::NoVsProgram));
}

#[test]
fn zeroed_color_target_format() {
    let mut w = triangle();
    disable_color0(&mut w);
    assert_eq!(findings(&w), at(DRAW, Rule::ColorTargetInvalid { slot: 0 }));
}

/// CB_COLOR0_INFO of the frame: FORMAT, bits [6:2], COLOR_8_8_8_8 = 0xA ->
/// COLOR_INVALID.
fn disable_color0(w: &mut [u32]) {
    let info = reg(w, "CB_COLOR0_INFO").value;
    assert_eq!(w[info], 0x0002_8828);
    w[info] = 0x0002_8800;
}

#[test]
fn depth_test_without_depth_target() {
    // DB_Z_INFO: FORMAT, bits [1:0], Z_32_FLOAT = 3 -> Z_INVALID.
    let mut w = triangle();
    let z_info = reg(&w, "DB_Z_INFO").value;
    assert_eq!(w[z_info], 0x8020_4003);
    w[z_info] = 0x8020_4000;
    assert_eq!(
        findings(&w),
        at(
            DRAW,
            Rule::DepthWithoutTarget {
                test: true,
                write: true,
                stencil: false
            }
        )
    );
    let f = Finding {
        site: Site {
            offset: DRAW,
            inner: None,
        },
        rule: findings(&w)[0].1,
    };
    assert_eq!(
        f.to_string(),
        "@0x238 depth-without-target: depth test and write on with no depth target \
         (DB_Z_INFO.FORMAT = Z_INVALID)"
    );
}

#[test]
fn zero_count_draw() {
    let mut w = triangle();
    assert_eq!(w[DRAW..DRAW + 2], [0xC001_2D00, 3]);
    w[DRAW + 1] = 0;
    assert_eq!(
        findings(&w),
        at(
            DRAW,
            Rule::ZeroCount {
                kind: DrawKind::IndexAuto
            }
        )
    );
}

#[test]
fn zero_instances() {
    // NUM_INSTANCES (2 dwords) right before the draw set to 0.
    let mut w = triangle();
    assert_eq!(w[DRAW - 2..DRAW], [0xC000_2F00, 1]);
    w[DRAW - 1] = 0;
    assert_eq!(
        findings(&w),
        at(
            DRAW,
            Rule::ZeroCount {
                kind: DrawKind::IndexAuto
            }
        )
    );
}

#[test]
fn no_state_reset() {
    // CONTEXT_CONTROL (3 dwords) and CLEAR_STATE (2 dwords) become one NOP:
    // the first packet is then ACQUIRE_MEM at 5.
    let mut w = triangle();
    assert_eq!(w[0], 0xC001_2800);
    assert_eq!(w[3], 0xC000_1200);
    w[0] = nop(5);
    assert_eq!(findings(&w), at(5, Rule::NoStateReset));
}

#[test]
fn index_out_of_bounds() {
    // DRAW_INDEX_AUTO + 4-dword NOP (7 dwords) become DRAW_INDEX_2 (opcode
    // 0x27, 6 dwords: MAX_SIZE 2, base 0x1000, 3 indices, DMA source) and a
    // type-2 filler.
    let mut w = triangle();
    assert_eq!(w[DRAW + 3], 0xC002_1000);
    w.splice(
        DRAW..DRAW + 7,
        [0xC004_2700, 2, 0x1000, 0, 3, 0, 0x8000_0000],
    );
    assert_eq!(
        findings(&w),
        at(
            DRAW,
            Rule::IndexOutOfBounds {
                first: 0,
                count: 3,
                size: 2
            }
        )
    );
    // Three indices in a buffer of three are fine.
    w[DRAW + 1] = 3;
    assert_eq!(findings(&w), vec![]);
}

#[test]
fn index_offset_out_of_bounds() {
    // DRAW_INDEX_OFFSET_2 (0x35, 5 dwords): MAX_SIZE 8, offset 6, 3 indices.
    let w = [0xC000_1200, 0, 0xC003_3500, 8, 6, 3, 0];
    let f = findings(&w);
    assert!(f.contains(&(
        2,
        Rule::IndexOutOfBounds {
            first: 6,
            count: 3,
            size: 8
        }
    )));
}

#[test]
fn register_outside_space() {
    // SET_CONTEXT_REG at 0x15: REG_OFFSET 0x2F9 -> 0x2000, one past the
    // context space's 0x2000 registers (0x28000..0x30000).
    let mut w = triangle();
    assert_eq!(w[0x15..0x17], [0xC001_6900, 0x2F9]);
    w[0x16] = 0x2000;
    assert_eq!(
        findings(&w),
        at(
            0x15,
            Rule::RegisterOutsideSpace {
                space: Space::Context,
                offset: 0x2000
            }
        )
    );
    // SET_SH_REG: 0x400 registers (0xB000..0xC000); 0x3FF is the last
    // (gfx7 defines no register there: inside the space, but unknown).
    let w = [0xC000_1200, 0, 0xC001_7600, 0x3FF, 0];
    let unknown = Rule::UnknownRegister {
        space: Space::Sh,
        offset: 0x3FF,
        gfx: Gfx::Gfx7,
    };
    assert_eq!(findings(&w), at(2, unknown));
    let w = [0xC000_1200, 0, 0xC002_7600, 0x3FF, 0, 0];
    assert_eq!(
        findings(&w),
        vec![
            (2, unknown),
            (
                2,
                Rule::RegisterOutsideSpace {
                    space: Space::Sh,
                    offset: 0x400
                }
            )
        ]
    );
}

#[test]
fn prepare_flip_not_last() {
    let mut w = triangle();
    assert_eq!(w[0x24B], 0xC03E_1000);
    let flip_end = w.len();
    // A NUM_INSTANCES after the flip; a type-2 filler or NOP is no packet
    // that runs.
    w.push(0x8000_0000);
    assert_eq!(findings(&w), vec![]);
    w.extend([0xC000_2F00, 1]);
    assert_eq!(
        findings(&w),
        at(0x24B, Rule::FlipNotLast { next: flip_end + 1 })
    );
}

#[test]
fn malformed_tail() {
    // A SET_CONTEXT_REG header whose body runs past the end.
    let w = [0xC000_1200, 0, 0xC004_6900, 0];
    let f = findings(&w);
    assert_eq!(f.len(), 1);
    assert_eq!(f[0].0, 2);
    assert!(matches!(f[0].1, Rule::Malformed(_)));
}

#[test]
fn dispatch_of_zero_groups() {
    // COMPUTE_PGM_LO (SH 0x20C) = 0x100, then DISPATCH_DIRECT (0x15): 4 x 0
    // x 1 groups.
    let w = [
        0xC000_1200,
        0,
        0xC001_7600,
        0x20C,
        0x100,
        0xC003_1500,
        4,
        0,
        1,
        1,
    ];
    assert_eq!(
        findings(&w),
        at(
            5,
            Rule::ZeroCount {
                kind: DrawKind::DispatchDirect
            }
        )
    );
    // Without the program address.
    let w = [0xC000_1200, 0, 0xC003_1500, 4, 1, 1, 1];
    assert_eq!(findings(&w), at(2, Rule::NoCsProgram));
    assert_eq!(
        Rule::NoCsProgram.to_string(),
        "dispatch with no CS program (COMPUTE_PGM_LO/HI = 0)"
    );
}

#[test]
fn chained_indirect_buffer() {
    // INDIRECT_BUFFER (0x3F) to 0x1_0000 with 2 dwords: DRAW_INDEX_AUTO of
    // 0 vertices (with no shaders bound: three findings inside the IB).
    let ib = [0xC001_2D00, 0, 2];
    let w = [0xC000_1200, 0, 0xC002_3F00, 0x1_0000, 0, 3];
    let f = findings_with(&w, &[(0x1_0000, &ib)]);
    let site = Site {
        offset: 2,
        inner: Some(0),
    };
    assert_eq!(
        f,
        vec![
            (site, Rule::NoVsProgram),
            (site, Rule::NoPsProgram),
            (
                site,
                Rule::ZeroCount {
                    kind: DrawKind::IndexAuto
                }
            ),
        ]
    );
    // Without the memory the buffer is reported, not followed.
    assert_eq!(
        findings(&w),
        at(
            2,
            Rule::UnreadableIb {
                address: 0x1_0000,
                dwords: 3
            }
        )
    );
}

#[test]
fn unreadable_loads_and_compare_values() {
    // CLEAR_STATE; LOAD_SH_REG (0x5F) of SPI_SHADER_USER_DATA_PS_0 (SH
    // 0x00C) from the image at 0x2000; COND_INDIRECT_BUFFER (0x3F, 13 body
    // dwords) testing the value at 0x3000, MODE IF, FUNCTION ALWAYS.
    let mut w = vec![0xC000_1200, 0, 0xC003_5F00, 0x2000, 0, 0x00C, 1];
    w.extend([0xC00C_3F00, 1, 0x3000, 0, 0, 0, 0, 0, 0x4000, 0, 1, 0, 0, 0]);
    let message = |rule: &Rule| rule.to_string();
    let f = findings(&w);
    assert_eq!(
        f,
        vec![
            (
                2,
                Rule::UnreadableMemory {
                    what: MemoryRead::RegisterLoad(Space::Sh),
                    address: 0x2030,
                    dwords: 1
                }
            ),
            (
                7,
                Rule::UnreadableMemory {
                    what: MemoryRead::CompareValue,
                    address: 0x3000,
                    dwords: 2
                }
            ),
        ]
    );
    assert_eq!(f[0].1.code(), "unreadable-memory");
    assert_eq!(
        message(&f[0].1),
        "LOAD_SH_REG range at 0x2030 (1 dwords) not available: not checked"
    );
    assert_eq!(
        message(&f[1].1),
        "COND_INDIRECT_BUFFER compare value at 0x3000 (2 dwords) not available: not checked"
    );
}

#[test]
fn loads_and_indirect_writes_outside_their_space_or_known_registers() {
    // CLEAR_STATE; LOAD_CONTEXT_REG (0x61) of 2 registers from 0x1FFF, the
    // last context register: the second lies past the space.
    let w = [0xC000_1200, 0, 0xC003_6100, 0x1000, 0, 0x1FFF, 2];
    let image = [0u32; 2];
    let at_end = 0x1000 + 0x1FFF * 4;
    assert_eq!(
        findings_with(&w, &[(at_end, &image)])
            .into_iter()
            .map(|(s, r)| (s.offset, r))
            .collect::<Vec<_>>(),
        at(
            2,
            Rule::RegisterOutsideSpace {
                space: Space::Context,
                offset: 0x2000
            }
        )
    );
    // LOAD_UCONFIG_REG (0x5E) of a range starting past the uconfig space,
    // and a SET_CONTEXT_REG_INDIRECT (0x73) run from the last context
    // register on.
    let past = Space::Uconfig.len();
    let w = [0xC000_1200, 0, 0xC003_5E00, 0x1000, 0, past + 1, 1];
    assert_eq!(
        findings_with(&w, &[(0x1000 + u64::from(past + 1) * 4, &image[..1])])
            .into_iter()
            .map(|(s, r)| (s.offset, r))
            .collect::<Vec<_>>(),
        at(
            2,
            Rule::RegisterOutsideSpace {
                space: Space::Uconfig,
                offset: past + 1
            }
        )
    );
    let w = [0xC000_1200, 0, 0xC002_7300, 0x1FFF, 0, 0];
    let f = findings(&w);
    assert!(
        f.contains(&(
            2,
            Rule::RegisterOutsideSpace {
                space: Space::Context,
                offset: 0x2000
            }
        )),
        "{f:?}"
    );
    // SET_CONTEXT_REG_INDIRECT (0x73) of context 0x005..=0x007:
    // DB_HTILE_DATA_BASE (0x005) is a register, 0x006 and 0x007 are not;
    // the values, in the patch table, are not known.
    let w = [0xC000_1200, 0, 0xC003_7300, 0x005, 0, 1, 2];
    assert_eq!(
        findings(&w),
        vec![
            (
                2,
                Rule::UnreadableMemory {
                    what: MemoryRead::RegisterValue(Space::Context),
                    address: 5,
                    dwords: 3
                }
            ),
            (
                2,
                Rule::UnknownRegister {
                    space: Space::Context,
                    offset: 6,
                    gfx: Gfx::Gfx7,
                }
            ),
            (
                2,
                Rule::UnknownRegister {
                    space: Space::Context,
                    offset: 7,
                    gfx: Gfx::Gfx7,
                }
            ),
        ]
    );
}

#[test]
fn replayed_loads_and_cond_buffers_at_their_edges() {
    let draws = |w: &[u32], memory: &[(u64, &[u32])]| {
        let mut shadow = Shadow::new();
        let (mut seen, mut unreadable) = (Vec::new(), Vec::new());
        replay(
            w,
            &mut shadow,
            |address, _| memory.iter().find(|m| m.0 == address).map(|m| m.1),
            |_, event, state| match event {
                Event::Draw(d) => {
                    let ps = gcn::blocks::shader::Stage::Ps;
                    let kinds = state.user_data.of(ps).copied().unwrap_or_default();
                    seen.push((d.number, kinds[0], kinds[8], state.user_data(ps)[0]));
                }
                Event::Unreadable { what, address, .. } => unreadable.push((what, address)),
                _ => {}
            },
        );
        (seen, unreadable, shadow)
    };
    // A range at REG_OFFSET 0xFFFFFFFF (no register) and an empty one: the
    // replay goes on, the shadow unchanged.
    let w = [
        0xC005_5F00,
        0x2000,
        0,
        0xFFFF_FFFF,
        2,
        0x00C,
        0, // LOAD_SH_REG, 2 ranges
    ];
    let image = [7u32; 2];
    let (_, unreadable, shadow) = draws(
        &w,
        &[
            (0x2000u64.wrapping_add(0xFFFF_FFFF * 4), &image),
            (0x2030, &[]),
        ],
    );
    assert_eq!(unreadable, []);
    assert_eq!(shadow.get(Space::Sh, 0x00C), Some(0));
    // After the triangle's draw, LOAD_SH_REG of SPI_SHADER_USER_DATA_PS_0..3
    // (SH 0x00C) from an image at 0x1_0000, then a second draw: the T# kind
    // the hint gave user data 0 is gone, the S# at 8 is kept. The frame's
    // CONTEXT_CONTROL loads graphics SH registers (LOAD_CONTROL
    // 0x80010000: ENABLE_DW, ENABLE_GFX_SH_REG).
    let mut w = triangle();
    assert_eq!(w[..2], [0xC001_2800, 0x8000_0000]);
    w[1] = 0x8001_0000;
    w.extend([0xC003_5F00, 0x1_0000, 0, 0x00C, 4, 0xC001_2D00, 3, 2]);
    let loaded = [0x1111, 0x2222, 0x3333, 0x4444];
    let (seen, unreadable, _) = draws(&w, &[(0x1_0030, &loaded)]);
    use gcn::decode::DescriptorKind::{Image, Sampler};
    assert_eq!(
        seen,
        [
            (0, Some(Image), Some(Sampler), 0x2200_0000),
            (1, None, Some(Sampler), 0x1111)
        ]
    );
    assert_eq!(unreadable, []);
    // COND_INDIRECT_BUFFER with MODE IF (1) and a test that fails runs
    // nothing; FUNCTION 7 and MODE 0 cannot be evaluated.
    let cond = |mode_function: u32| {
        vec![
            0xC00C_3F00,
            mode_function,
            0x3000,
            0,
            0xFF,
            0,
            7,
            0,
            0x4000,
            0,
            3,
            0,
            0,
            0,
        ]
    };
    let value = [8u32, 0];
    let ib = [0xC001_2D00, 3, 2];
    let memory: [(u64, &[u32]); 2] = [(0x3000, &value), (0x4000, &ib)];
    // EQUAL (3): 8 & 0xFF != 7.
    assert_eq!(draws(&cond(1 | 3 << 8), &memory).0.len(), 0);
    // NOT_EQUAL (4): runs the buffer's draw.
    assert_eq!(draws(&cond(1 | 4 << 8), &memory).0.len(), 1);
    for reserved in [1 | 7 << 8, 4 << 8, 3 | 4 << 8] {
        let (seen, unreadable, _) = draws(&cond(reserved), &memory);
        assert_eq!(seen.len(), 0, "{reserved:#x}");
        assert_eq!(
            unreadable,
            [(MemoryRead::CompareValue, 0x3000)],
            "{reserved:#x}"
        );
    }
}

#[test]
fn state_at_the_triangle_draw() {
    let w = triangle();
    let mut shadow = Shadow::new();
    let mut seen = Vec::new();
    replay(
        &w,
        &mut shadow,
        |_, _| None,
        |site, event, state| {
            if let Event::Draw(d) = event {
                let s = DrawState::capture(state);
                // CB_COLOR0_BASE 0x20000000 (x 256), CB_COLOR0_INFO 0x00028828.
                assert_eq!(s.color[0].info().into_bits(), 0x0002_8828);
                assert_eq!(s.color[0].info().format().raw(), 0xA); // COLOR_8_8_8_8
                assert_eq!(s.color[1].info().format().raw(), 0); // COLOR_INVALID
                assert_eq!(state.shadow.get(Space::Context, 0x010), Some(0x8020_4003)); // DB_Z_INFO
                assert!(s.depth_stencil.depth_control().z_enable());
                assert_eq!(
                    state.program_address(gcn::blocks::shader::Stage::Vs),
                    0x30_0000_0000
                );
                assert_eq!(
                    state.program_address(gcn::blocks::shader::Stage::Ps),
                    0x30_0000_0100
                );
                // The PS's T# at user data 0, S# at 8, announced by the hints.
                let kinds = state.user_data.of(gcn::blocks::shader::Stage::Ps).unwrap();
                assert_eq!(kinds[0], Some(gcn::decode::DescriptorKind::Image));
                assert_eq!(kinds[8], Some(gcn::decode::DescriptorKind::Sampler));
                assert_eq!(
                    state.user_data(gcn::blocks::shader::Stage::Ps)[0],
                    0x2200_0000
                );
                // The VS's user data: the fetch shader's and the V# table's
                // addresses, no descriptor.
                assert_eq!(
                    state.user_data(gcn::blocks::shader::Stage::Vs)[..4],
                    [0x200, 0x30, 0x780, 0x10]
                );
                // SPI_SHADER_PGM_RSRC2_VS 0x8 and _PS 0x18: USER_SGPR
                // (bits 5:1) 4 and 12.
                assert_eq!(state.user_sgpr_count(gcn::blocks::shader::Stage::Vs), 4);
                assert_eq!(state.user_sgpr_count(gcn::blocks::shader::Stage::Ps), 12);
                assert_eq!(state.user_sgpr_count(gcn::blocks::shader::Stage::Cs), 0);
                let vs = state.user_data.of(gcn::blocks::shader::Stage::Vs);
                assert!(vs.is_none_or(|k| k.iter().all(Option::is_none)));
                assert_eq!(state.packets.num_instances, Some(1));
                seen.push((site.offset, d.number, d.count));
            }
        },
    );
    assert_eq!(seen, vec![(DRAW, 0, Some(3))]);
}

#[test]
fn descriptor_of_the_wrong_type() {
    // The PS's T# (user data 0..7): word 3, 0x92E80FAC, TYPE [31:28] = 9
    // (SQ_RSRC_IMG_2D) -> 0 (no image type).
    let mut w = triangle();
    let word3 = tsharp(&w) + 3;
    assert_eq!(w[word3], 0x92E8_0FAC);
    w[word3] = 0x02E8_0FAC;
    assert_eq!(
        findings(&w),
        at(
            DRAW,
            Rule::DescriptorType {
                at: DescriptorSite {
                    stage: gcn::blocks::shader::Stage::Ps,
                    register: 0,
                    entry: None
                },
                kind: gcn::decode::DescriptorKind::Image,
                found: 0
            }
        )
    );
    // The frame's VS reads its V#s from a table in memory (embedded at
    // 0x1E0); put the first into VS user data 0..3 before the draw, after the
    // PS4 V# hint (NOP, payload 0x68750004), with word 3 0x00077FAC's TYPE
    // [31:30] = 0 (SQ_RSRC_BUF) -> 2.
    let mut w = triangle();
    assert_eq!(w[0x1E0..0x1E4], [0x710, 0x0020_0010, 3, 0x0007_7FAC]);
    let vsharp = [
        0xC000_1000,
        0x6875_0004,
        0xC004_7600,
        0x4C,
        0x710,
        0x0020_0010,
        3,
        0x8007_7FAC,
    ];
    w.splice(DRAW..DRAW, vsharp);
    assert_eq!(
        findings(&w),
        at(
            DRAW + vsharp.len(),
            Rule::DescriptorType {
                at: DescriptorSite {
                    stage: gcn::blocks::shader::Stage::Vs,
                    register: 0,
                    entry: None
                },
                kind: gcn::decode::DescriptorKind::Buffer,
                found: 2
            }
        )
    );
}

#[test]
fn descriptors_past_user_sgpr() {
    // SPI_SHADER_PGM_RSRC2_PS 0x00000018: USER_SGPR (bits 5:1) = 12, the T#
    // in user data 0..7 and the S# in 8..11. With 8 the S# is not loaded.
    let mut w = triangle();
    let rsrc2 = reg(&w, "SPI_SHADER_PGM_RSRC2_PS");
    assert_eq!(w[rsrc2.value], 0x18);
    w[rsrc2.value] = 8 << 1;
    // The finding for the PS descriptor of `kind` at user data `register`.
    let past = |register, kind, user_sgpr| Rule::UserSgprCount {
        at: DescriptorSite {
            stage: gcn::blocks::shader::Stage::Ps,
            register,
            entry: None,
        },
        kind: Some(kind),
        user_sgpr,
    };
    use gcn::decode::DescriptorKind::{Image, Sampler};
    let sampler = past(8, Sampler, 8);
    assert_eq!(findings(&w), at(DRAW, sampler));
    assert_eq!(
        sampler.to_string(),
        "S# in Ps user data 8 reaches past the 8 user-data registers RSRC2.USER_SGPR loads"
    );
    // With 4, neither is.
    w[rsrc2.value] = 4 << 1;
    let (image, sampler) = (past(0, Image, 4), past(8, Sampler, 4));
    assert_eq!(findings(&w), vec![(DRAW, image), (DRAW, sampler)]);
    // RSRC2 written again after the user data: the descriptors may be meant
    // for an earlier program, and are not looked at.
    let again = [0xC001_7600, 0x0B, 4 << 1];
    w.splice(DRAW..DRAW, again);
    assert_eq!(findings(&w), vec![]);
}

#[test]
fn stencil_without_stencil_target() {
    // DB_DEPTH_CONTROL 0x00700716 + STENCIL_ENABLE (bit 0); the frame's
    // DB_STENCIL_INFO is STENCIL_INVALID.
    let mut w = triangle();
    assert_eq!(w[reg(&w, "DB_STENCIL_INFO").value] & 1, 0);
    let control = reg(&w, "DB_DEPTH_CONTROL").value;
    assert_eq!(w[control], 0x0070_0716);
    w[control] = 0x0070_0717;
    assert_eq!(
        findings(&w),
        at(
            DRAW,
            Rule::DepthWithoutTarget {
                test: false,
                write: false,
                stencil: true
            }
        )
    );
}

#[path = "../../examples/triangle_frame/frame.rs"]
#[allow(dead_code)]
mod triangle_frame;

#[path = "../../examples/clear/frame.rs"]
#[allow(dead_code)]
mod clear_frame;

mod dma;

/// Every finding of `words`, printed.
fn printed(words: &[u32]) -> Vec<String> {
    let mut shadow = Shadow::new();
    let mut out = Vec::new();
    lint(words, &mut shadow, |_, _| None, |f| out.push(f.to_string()));
    out
}

#[test]
fn every_example_stream_lints_clean() {
    let mut storage = vec![0u32; 2048];
    let mut cb = gcn::pm4::CommandBuffer::new(&mut storage);
    let shaders = triangle_frame::shaders().expect("the triangle frame's shaders load");
    triangle_frame::record(&mut cb, &shaders).expect("the triangle frame records");
    let triangle_recorded = cb.as_slice().to_vec();
    assert_eq!(
        triangle_recorded,
        triangle(),
        "the committed dwords are the example's"
    );
    assert_eq!(printed(&triangle_recorded), Vec::<String>::new());

    let mut storage = vec![0u32; 1024];
    let mut cb = gcn::pm4::CommandBuffer::new(&mut storage);
    clear_frame::record(&mut cb).expect("the clear example records");
    assert_eq!(printed(cb.as_slice()), Vec::<String>::new());
}

#[test]
fn reserved_bits() {
    // PA_SU_VTX_CNTL (SET_CONTEXT_REG at 0x15, value at 0x17): fields
    // PIX_CENTER [0], ROUND_MODE [2:1], QUANT_MODE [5:3]; bit 31 is no field's.
    let mut w = triangle();
    assert_eq!(w[0x15..0x18], [0xC001_6900, 0x2F9, 0x2D]);
    w[0x17] = 0x8000_002D;
    assert_eq!(
        findings(&w),
        at(
            0x15,
            Rule::ReservedBits {
                space: Space::Context,
                offset: 0x2F9,
                bits: 0x8000_0000,
                gfx: Gfx::Gfx7,
            }
        )
    );
    assert_eq!(
        printed(&w),
        [
            "@0x15 reserved-bits: PA_SU_VTX_CNTL (0x2f9) written with bits 0x80000000 set that are reserved on gfx7"
        ]
    );
}

#[test]
fn unknown_register() {
    // The spec has no gfx7 context register at 0x00E (between
    // PA_SC_SCREEN_SCISSOR_BR and DB_DEPTH_INFO).
    assert!(gcn::regs::gfx7::lookup(Space::Context, 0x00E).is_none());
    let mut w = triangle();
    w[0x16] = 0x00E;
    assert_eq!(
        findings(&w),
        at(
            0x15,
            Rule::UnknownRegister {
                space: Space::Context,
                offset: 0x00E,
                gfx: Gfx::Gfx7,
            }
        )
    );
}

#[test]
fn ps_input_not_exported() {
    // SPI_PS_INPUT_CNTL_0 (0 in the frame) reads VS parameter 0; the VS
    // exports one (SPI_VS_OUT_CONFIG 0: VS_EXPORT_COUNT 0). Set it to read
    // parameter 1.
    let mut w = triangle();
    let input = reg(&w, "SPI_PS_INPUT_CNTL_0").value;
    let out_config = reg(&w, "SPI_VS_OUT_CONFIG").value;
    assert!(out_config < DRAW && input < DRAW);
    assert_eq!(w[input], 0);
    assert_eq!(w[out_config], 0);
    w[input] = 1;
    assert_eq!(
        findings(&w),
        at(
            DRAW,
            Rule::PsInputNotExported {
                input: 0,
                offset: 1,
                exports: 1
            }
        )
    );
    // OFFSET 0x21: bit 5 selects DEFAULT_VAL; PT_SPRITE_TEX (bit 17) reads
    // the point-sprite coordinate: neither reads a VS parameter.
    w[input] = 0x21;
    assert_eq!(findings(&w), vec![]);
    w[input] = 1 | 1 << 17;
    assert_eq!(findings(&w), vec![]);
    // A VS exporting two parameters (VS_EXPORT_COUNT 1) covers parameter 1.
    w[input] = 1;
    w[out_config] = 1 << 1;
    assert_eq!(findings(&w), vec![]);
}

#[test]
fn point_sprite_input_only_below_20() {
    // 21 inputs (NUM_INTERP 21); the VS exports one parameter. Inputs 0 and
    // 20 both read parameter 1 with bit 17 set: PT_SPRITE_TEX in
    // SPI_PS_INPUT_CNTL_0 (the point-sprite coordinate, no VS parameter), a
    // reserved bit in SPI_PS_INPUT_CNTL_20..31, which have no PT_SPRITE_TEX,
    // so input 20 still reads the missing parameter 1.
    use gcn::regs::{Register, SpiPsInputCntl20};
    let mut w = triangle();
    let in_control = reg(&w, "SPI_PS_IN_CONTROL").value;
    let input0 = reg(&w, "SPI_PS_INPUT_CNTL_0").value;
    assert!(in_control < DRAW && input0 < DRAW);
    assert_eq!(w[in_control], 1);
    let sprite = 1 | 1 << 17;
    w[in_control] = 21;
    w[input0] = sprite;
    assert_eq!(findings(&w), vec![]);

    let mut storage = [0u32; 3];
    let mut cb = gcn::pm4::CommandBuffer::new(&mut storage);
    cb.set_context_regs(SpiPsInputCntl20::OFFSET, &[sprite])
        .expect("room for the packet");
    let packet = cb.as_slice().to_vec();
    w.splice(DRAW..DRAW, packet.iter().copied());
    let draw = DRAW + packet.len();
    assert_eq!(
        findings(&w),
        vec![
            (
                DRAW,
                Rule::ReservedBits {
                    space: Space::Context,
                    offset: u32::from(SpiPsInputCntl20::OFFSET),
                    bits: 1 << 17,
                    gfx: Gfx::Gfx7,
                }
            ),
            (
                draw,
                Rule::PsInputNotExported {
                    input: 20,
                    offset: 1,
                    exports: 1
                }
            ),
        ]
    );
}

#[test]
fn no_size_hint_after_colour_target() {
    // The hint NOP (payload 1920 | 1080 << 16) after the colour target's
    // two SET_CONTEXT_REG runs (CB_COLOR0_BASE.. and ..CB_COLOR0_CLEAR_WORD1).
    let mut w = triangle();
    let target = reg(&w, "CB_COLOR0_BASE").packet;
    let hint = reg(&w, "CB_COLOR0_CLEAR_WORD1").end;
    assert_eq!(w[hint..hint + 2], [0xC000_1000, 0x0438_0780]);
    w[hint + 1] = 0;
    assert_eq!(findings(&w), at(target, Rule::NoSizeHint { slot: 0 }));
    // A 2-dword NOP is a hint only with a size in 1..=16384 each way.
    w[hint + 1] = 0x4001_0780;
    assert_eq!(findings(&w), at(target, Rule::NoSizeHint { slot: 0 }));
    // A run that leaves the slot disabled (CB_COLOR0_INFO.FORMAT =
    // COLOR_INVALID) binds no surface and needs no hint: only the draw into
    // the disabled target 0 is reported.
    disable_color0(&mut w);
    assert_eq!(findings(&w), at(DRAW, Rule::ColorTargetInvalid { slot: 0 }));
}

#[test]
fn compute_initialiser_is_a_state_reset() {
    let mut storage = vec![0u32; 512];
    let mut cb = gcn::pm4::CommandBuffer::new(&mut storage);
    gcn::ps4::init::dispatch_init_default_hardware_state(&mut cb).unwrap();
    let start = cb.as_slice().len();
    // COMPUTE_PGM_LO: a program at 0x100 x 256.
    cb.set_sh_regs(0x20C, &[0x100]).unwrap();
    cb.dispatch_direct(
        1,
        1,
        1,
        gcn::pm4::DispatchInitiator::new().with_compute_shader_en(true),
    )
    .unwrap();
    let w = cb.as_slice().to_vec();
    assert_eq!(findings(&w), vec![]);
    // Without the window the stream starts with the dispatch.
    assert_eq!(findings(&w[start..]), at(0, Rule::NoStateReset));
}

/// The dword of the PS's T# in user data 0 (`SPI_SHADER_USER_DATA_PS_0`,
/// word 0 = address >> 8; 0x201 in the triangle frame).
fn tsharp(words: &[u32]) -> usize {
    reg(words, "SPI_SHADER_USER_DATA_PS_0").value
}
/// CB_COLOR0_BASE of the frame, 0x20_0000_0000 >> 8.
const COLOR0_BASE: u32 = 0x2000_0000;
/// Where that T# is.
const PS_UD0: DescriptorSite = DescriptorSite {
    stage: gcn::blocks::shader::Stage::Ps,
    register: 0,
    entry: None,
};

/// A feedback loop of the PS's T# with `surface`, at the draw.
fn feedback(surface: Surface) -> Vec<(usize, Rule)> {
    at(
        DRAW,
        Rule::FeedbackLoop {
            at: PS_UD0,
            surface,
        },
    )
}

#[test]
fn texture_is_the_bound_render_target() {
    let mut w = triangle();
    let t = tsharp(&w);
    assert_eq!(w[t], 0x2200_0000);
    assert_eq!(w[reg(&w, "CB_COLOR0_BASE").value], COLOR0_BASE);
    w[t] = COLOR0_BASE;
    assert_eq!(findings(&w), feedback(Surface::Color(0)));
    // Not a loop when target 0 is masked off in CB_TARGET_MASK (0xF in the
    // frame).
    let mask = reg(&w, "CB_TARGET_MASK").value;
    assert_eq!(w[mask], 0xF);
    w[mask] = 0;
    assert_eq!(findings(&w), vec![]);
}

/// The triangle frame with a second draw after the first, that samples
/// (PS T#) what the first rendered into colour target 0, while target 0 is
/// rebound elsewhere; `between` writes packets after the first draw.
/// Returns the stream and the second draw's offset.
fn sample_after_render(between: impl Fn(&mut gcn::pm4::CommandBuffer<'_>)) -> (Vec<u32>, usize) {
    let w = triangle();
    let mut storage = vec![0u32; 256];
    let mut cb = gcn::pm4::CommandBuffer::new(&mut storage);
    between(&mut cb);
    cb.set_context_regs(0x318, &[0x2300_0000]).unwrap(); // CB_COLOR0_BASE elsewhere
    gcn::ps4::markers::target_size_hint(&mut cb, 1920, 1080).unwrap();
    // The T#'s SET_SH_REG with the 2-dword PS4 hint NOP before it.
    let ud = reg(&w, "SPI_SHADER_USER_DATA_PS_0");
    let hint = ud.packet - 2;
    assert_eq!(w[hint], nop(2));
    let mut tsharp = w[hint..ud.end].to_vec();
    tsharp[ud.value - hint] = COLOR0_BASE;
    // The first draw and the NOP padding after it.
    let draw = the_draw(&w);
    let draw_len = packets(&w[draw..])[0].len();
    let after = draw + draw_len + packets(&w[draw + draw_len..])[0].len();
    assert!(matches!(
        packets(&w[draw + draw_len..])[0].packet,
        gcn::decode::Packet::Nop(_)
    ));
    let mut out = w[..after].to_vec();
    out.extend_from_slice(cb.as_slice());
    out.extend(tsharp);
    let second = out.len();
    out.extend_from_slice(&w[draw..draw + draw_len]);
    out.extend_from_slice(&w[after..]);
    (out, second)
}

#[test]
fn sampled_without_flush() {
    let (w, second) = sample_after_render(|_| {});
    assert_eq!(
        findings(&w),
        at(
            second,
            Rule::SampledWithoutFlush {
                at: PS_UD0,
                surface: Surface::Color(0),
                rendered: DRAW
            }
        )
    );
    // A CB flush event in between.
    let (w, _) = sample_after_render(|cb| {
        cb.event_write(gcn::pm4::EventType::CACHE_FLUSH_AND_INV_EVENT)
            .unwrap();
    });
    assert_eq!(findings(&w), vec![]);
    // ACQUIRE_MEM with CB_ACTION_ENA over the target: flushed; over other
    // memory, or without CB_ACTION_ENA: not.
    let sync = |caches: gcn::pm4::CoherCntl, base: u64| {
        move |cb: &mut gcn::pm4::CommandBuffer<'_>| {
            cb.acquire_mem(caches, gcn::pm4::EnginePfpMe::PFP, base, 0x100, 10)
                .unwrap();
        }
    };
    let cb_action = gcn::pm4::CoherCntl::new().with_cb_action_ena(true);
    let tc_action = gcn::pm4::CoherCntl::new().with_tc_action_ena(true);
    let base = u64::from(COLOR0_BASE);
    assert_eq!(
        findings(&sample_after_render(sync(cb_action, base)).0),
        vec![]
    );
    assert_eq!(
        findings(&sample_after_render(sync(cb_action, base + 0x100)).0).len(),
        1
    );
    assert_eq!(
        findings(&sample_after_render(sync(tc_action, base)).0).len(),
        1
    );
}

/// The flush-only events write the CB and DB caches back without
/// invalidating them, which is all the rule asks for: `CACHE_FLUSH_TS` at
/// the end of the pipe (the PS4's `kEopFlushCbDbCaches`, what its frames end
/// a pass with) and `CACHE_FLUSH` on `EVENT_WRITE`.
#[test]
fn flush_only_events_flush_the_render_targets() {
    use gcn::pm4::{EopDataSel, EopIntSel, EventType, EventWriteEopWord};
    let (w, _) = sample_after_render(|cb| {
        cb.event_write_eop(
            EventType::CACHE_FLUSH_TS,
            EventWriteEopWord::new(),
            0x40_0000,
            EopDataSel::SEND_DATA32_LO,
            EopIntSel::NONE,
            1,
        )
        .unwrap();
    });
    assert_eq!(findings(&w), vec![]);
    let (w, _) = sample_after_render(|cb| {
        cb.event_write(EventType::CACHE_FLUSH).unwrap();
    });
    assert_eq!(findings(&w), vec![]);
}

/// `RELEASE_MEM` takes the same `EVENT_TYPE` as `EVENT_WRITE_EOP` (spec
/// `pm4.packets.RELEASE_MEM.field_values.EVENT_TYPE` and
/// `EVENT_WRITE_EOP`'s are both `VGT_EVENT_TYPE`), so its flush events
/// flush the render targets too; a non-flush end-of-pipe event
/// (`BOTTOM_OF_PIPE_TS`) does not.
#[test]
fn release_mem_flush_events_flush_the_render_targets() {
    use gcn::pm4::{EopDataSel, EventType, ReleaseMemSelect, ReleaseMemWord};
    let release = |event: EventType| {
        move |cb: &mut gcn::pm4::CommandBuffer<'_>| {
            let select = ReleaseMemSelect::new().with_data_sel(EopDataSel::SEND_DATA32_LO);
            cb.release_mem(event, ReleaseMemWord::new(), select, 0x40_0000, 1)
                .unwrap();
        }
    };
    for event in [
        EventType::CACHE_FLUSH_TS,
        EventType::CACHE_FLUSH_AND_INV_TS_EVENT,
        EventType::FLUSH_AND_INV_CB_DATA_TS,
    ] {
        let (w, _) = sample_after_render(release(event));
        assert_eq!(findings(&w), vec![], "{event:?}");
    }
    let (w, second) = sample_after_render(release(EventType::BOTTOM_OF_PIPE_TS));
    assert_eq!(
        findings(&w),
        at(
            second,
            Rule::SampledWithoutFlush {
                at: PS_UD0,
                surface: Surface::Color(0),
                rendered: DRAW
            }
        )
    );
}

#[test]
fn descriptor_tables_through_memory() {
    use gcn::blocks::shader::Stage;
    use gcn::decode::DescriptorKind;
    use gcn::decode::state::TableDecl;
    // PS user data 12..13 point at a table of one T# at 0x50_0000_0000,
    // after SPI_SHADER_PGM_RSRC2_PS with USER_SGPR (bits 5:1) 14, so that
    // the PS loads the pointer.
    const TABLE: u64 = 0x50_0000_0000;
    let mut w = triangle();
    w.splice(
        DRAW..DRAW,
        [0xC001_7600, 0x0B, 14 << 1, 0xC002_7600, 0x0C + 12, 0, 0x50],
    );
    let draw = DRAW + 7;
    let decl = [TableDecl {
        stage: Stage::Ps,
        register: 12,
        kind: DescriptorKind::Image,
        count: 1,
    }];
    let t = tsharp(&w);
    let mut table = w[t..t + 8].to_vec();
    let run = |table: &[u32], given: bool| {
        let mut shadow = Shadow::new();
        let mut out = Vec::new();
        lint_with(
            &w,
            &mut shadow,
            &decl,
            |address, dwords| (given && address == TABLE && dwords == 8).then_some(table),
            |f| out.push((f.site.offset, f.rule)),
        )
        .expect("valid table declarations");
        out
    };
    assert_eq!(run(&table, true), vec![]);
    let entry0 = DescriptorSite {
        stage: Stage::Ps,
        register: 12,
        entry: Some(0),
    };
    assert_eq!(
        run(&table, false),
        at(
            draw,
            Rule::UnreadableTable {
                at: DescriptorSite {
                    entry: None,
                    ..entry0
                },
                address: TABLE,
                dwords: 8
            }
        )
    );
    table[3] &= 0x0FFF_FFFF; // TYPE 0: no image type
    assert_eq!(
        run(&table, true),
        at(
            draw,
            Rule::DescriptorType {
                at: entry0,
                kind: DescriptorKind::Image,
                found: 0
            }
        )
    );
    table[3] = w[t + 3];
    table[0] = COLOR0_BASE;
    assert_eq!(
        run(&table, true),
        at(
            draw,
            Rule::FeedbackLoop {
                at: entry0,
                surface: Surface::Color(0)
            }
        )
    );
    // Without the larger USER_SGPR the PS loads only user data 0..11: the
    // pointer in 12..13 is not loaded.
    table[0] = w[t];
    w.drain(DRAW..DRAW + 3);
    let mut out = Vec::new();
    lint_with(
        &w,
        &mut Shadow::new(),
        &decl,
        |address, dwords| (address == TABLE && dwords == 8).then_some(&table[..]),
        |f| out.push((f.site.offset, f.rule)),
    )
    .expect("valid table declarations");
    // The table pointer in PS user data 12..13, past USER_SGPR 12.
    let pointer_not_loaded = Rule::UserSgprCount {
        at: DescriptorSite {
            stage: Stage::Ps,
            register: 12,
            entry: None,
        },
        kind: None,
        user_sgpr: 12,
    };
    assert_eq!(out, at(DRAW + 4, pointer_not_loaded));
    // The same pointer loaded with LOAD_SH_REG (0x5F) of SH 0x018..0x019
    // from a register image at 0x7000 (the pointer at 0x7000 + 4 * 0x18),
    // with the frame's CONTEXT_CONTROL loading graphics SH registers
    // (LOAD_CONTROL 0x80010000: ENABLE_DW, ENABLE_GFX_SH_REG).
    assert_eq!(w[DRAW..DRAW + 4], [0xC002_7600, 0x0C + 12, 0, 0x50]);
    w.splice(DRAW..DRAW + 4, [0xC003_5F00, 0x7000, 0, 0x0C + 12, 2]);
    assert_eq!(w[..2], [0xC001_2800, 0x8000_0000]);
    w[1] = 0x8001_0000;
    let pointer = [0u32, 0x50];
    let mut out = Vec::new();
    lint_with(
        &w,
        &mut Shadow::new(),
        &decl,
        |address, dwords| match (address, dwords) {
            (0x7060, 2) => Some(&pointer[..]),
            (TABLE, 8) => Some(&table[..]),
            _ => None,
        },
        |f| out.push((f.site.offset, f.rule)),
    )
    .expect("valid table declarations");
    assert_eq!(out, at(DRAW + 5, pointer_not_loaded));
}

#[test]
fn target_written_without_export() {
    // SPI_SHADER_COL_FORMAT = 4, FP16_ABGR to target 0 -> ZERO, while
    // CB_TARGET_MASK and CB_SHADER_MASK enable target 0.
    let mut w = triangle();
    let col = reg(&w, "SPI_SHADER_COL_FORMAT").value;
    let shader_mask = reg(&w, "CB_SHADER_MASK").value;
    assert_eq!(w[col], 4);
    assert_eq!(w[reg(&w, "CB_TARGET_MASK").value], 0xF);
    assert_eq!(w[shader_mask], 0xF);
    w[col] = 0;
    assert_eq!(findings(&w), at(DRAW, Rule::TargetNotExported { slot: 0 }));
    // Not written by the shader's mask: nothing to complain about.
    w[shader_mask] = 0;
    assert_eq!(findings(&w), vec![]);
}

/// The registers `ci_SECT_CONTEXT_def_*` of the Linux amdgpu driver's
/// `clearstate_ci.h` (the gfx7 clear-state buffer) gives a value other than
/// 0, by name, as that file lists them.
const CLEAR_STATE_NONZERO: &[(&str, u32)] = &[
    ("PA_SC_SCREEN_SCISSOR_BR", 0x4000_4000),
    ("PA_SC_WINDOW_SCISSOR_TL", 0x8000_0000),
    ("PA_SC_WINDOW_SCISSOR_BR", 0x4000_4000),
    ("PA_SC_CLIPRECT_RULE", 0x0000_FFFF),
    ("PA_SC_CLIPRECT_0_BR", 0x4000_4000),
    ("PA_SC_CLIPRECT_1_BR", 0x4000_4000),
    ("PA_SC_CLIPRECT_2_BR", 0x4000_4000),
    ("PA_SC_CLIPRECT_3_BR", 0x4000_4000),
    ("PA_SC_EDGERULE", 0xAA99_AAAA),
    ("CB_TARGET_MASK", 0xFFFF_FFFF),
    ("CB_SHADER_MASK", 0xFFFF_FFFF),
    ("PA_SC_GENERIC_SCISSOR_TL", 0x8000_0000),
    ("PA_SC_GENERIC_SCISSOR_BR", 0x4000_4000),
    ("VGT_MAX_VTX_INDX", 0xFFFF_FFFF),
    ("SPI_PS_IN_CONTROL", 0x0000_0002),
    ("PA_CL_CLIP_CNTL", 0x0009_0000),
    ("PA_SU_SC_MODE_CNTL", 0x0000_0004),
    ("VGT_GS_PER_ES", 0x0000_0100),
    ("VGT_ES_PER_GS", 0x0000_0080),
    ("VGT_GS_PER_VS", 0x0000_0002),
    ("IA_MULTI_VGT_PARAM", 0x0000_00FF),
    ("PA_SC_LINE_CNTL", 0x0000_1000),
    ("PA_SU_VTX_CNTL", 0x0000_0005),
    ("PA_CL_GB_VERT_CLIP_ADJ", 0x3F80_0000),
    ("PA_CL_GB_VERT_DISC_ADJ", 0x3F80_0000),
    ("PA_CL_GB_HORZ_CLIP_ADJ", 0x3F80_0000),
    ("PA_CL_GB_HORZ_DISC_ADJ", 0x3F80_0000),
    ("PA_SC_AA_MASK_X0Y0_X1Y0", 0xFFFF_FFFF),
    ("PA_SC_AA_MASK_X0Y1_X1Y1", 0xFFFF_FFFF),
    ("VGT_VERTEX_REUSE_BLOCK_CNTL", 0x0000_000E),
    ("VGT_OUT_DEALLOC_CNTL", 0x0000_0010),
];

/// The context registers the gfx7 clear state holds, as `(register index,
/// count)`: the extents of `ci_SECT_CONTEXT_defs` in `clearstate_ci.h`, and
/// `PA_SC_RASTER_CONFIG` / `_1` (`0xa0d4`, 2), which the driver's
/// `gfx_v7_0_cp_gfx_start` writes in the same clear-state preamble with the
/// chip's value (not known to the replay: 0).
const CLEAR_STATE_EXTENTS_GFX7: [(u32, u32); 8] = [
    (0xa000, 212),
    (0xa0d4, 2),
    (0xa0d6, 274),
    (0xa1f5, 6),
    (0xa200, 157),
    (0xa2a0, 2),
    (0xa2a3, 1),
    (0xa2a5, 233),
];

/// The context registers the gfx6 clear state holds: the extents of
/// `si_SECT_CONTEXT_defs` in the Linux amdgpu driver's `clearstate_si.h`
/// (`gfx_v6_0_cp_gfx_start` writes nothing else in the preamble, so the
/// raster configuration at `0xa0d4` is not among them; gfx6 has no
/// `WD_ENHANCE` at `0xa2a0`).
const CLEAR_STATE_EXTENTS_GFX6: [(u32, u32); 7] = [
    (0xa000, 212),
    (0xa0d8, 272),
    (0xa1f5, 6),
    (0xa200, 157),
    (0xa2a1, 1),
    (0xa2a3, 1),
    (0xa2a5, 233),
];

/// The values `clearstate_vi.h` (gfx8) gives other than
/// [`CLEAR_STATE_NONZERO`]'s; its extents are gfx7's, and
/// `gfx_v8_0_cp_gfx_start` writes the raster configuration in the preamble
/// as gfx7's does.
const CLEAR_STATE_NONZERO_GFX8: &[(&str, u32)] = &[
    ("VGT_VERTEX_REUSE_BLOCK_CNTL", 0x0000_001E),
    ("VGT_OUT_DEALLOC_CNTL", 0x0000_0020),
];

#[test]
fn clear_state_restores_the_clear_state_values() {
    check_clear_state(Gfx::Gfx7, &CLEAR_STATE_EXTENTS_GFX7, &[]);
}

#[test]
fn clear_state_of_gfx6_and_gfx8() {
    check_clear_state(Gfx::Gfx6, &CLEAR_STATE_EXTENTS_GFX6, &[]);
    check_clear_state(
        Gfx::Gfx8,
        &CLEAR_STATE_EXTENTS_GFX7,
        CLEAR_STATE_NONZERO_GFX8,
    );
}

/// `CLEAR_STATE` replayed with a `gfx` shadow: the registers of `extents`
/// take [`CLEAR_STATE_NONZERO`]'s values with `changed` applied over them.
fn check_clear_state(gfx: Gfx, extents: &[(u32, u32)], changed: &[(&str, u32)]) {
    // Expected: the names above (plus the 16 viewport scissors and ZMAX),
    // placed at the offsets the spec gives them; every other context
    // register of the clear state's extents 0, and every register outside
    // them as it was.
    let spec = crate::data_source::spec();
    let offset_of = |name: &str| -> u32 {
        let r = spec["registers"]
            .as_array()
            .unwrap()
            .iter()
            .find(|r| r["name"] == name && r["space"] == "context")
            .unwrap_or_else(|| panic!("{name} in the spec"));
        let o = r["dword_offset_in_space"].as_str().unwrap();
        u32::from_str_radix(o.trim_start_matches("0x"), 16).unwrap()
    };
    let mut expected = std::collections::BTreeMap::new();
    for &(name, value) in CLEAR_STATE_NONZERO.iter().chain(changed) {
        expected.insert(offset_of(name), value);
    }
    for i in 0..16 {
        expected.insert(
            offset_of(&format!("PA_SC_VPORT_SCISSOR_{i}_TL")),
            0x8000_0000,
        );
        expected.insert(
            offset_of(&format!("PA_SC_VPORT_SCISSOR_{i}_BR")),
            0x4000_4000,
        );
        expected.insert(offset_of(&format!("PA_SC_VPORT_ZMAX_{i}")), 0x3F80_0000);
    }
    // Every context register written 0xDEADBEEF first, then CLEAR_STATE.
    let mut shadow = Shadow::for_gfx(gfx);
    for o in 0..0x400 {
        shadow.set(Space::Context, o, 0xDEAD_BEEF);
    }
    shadow.set(Space::Sh, 0x4C, 7);
    replay(&[0xC000_1200, 0], &mut shadow, |_, _| None, |_, _, _| {});
    let cleared = |o: u32| {
        extents
            .iter()
            .any(|&(first, n)| (first - 0xa000..first - 0xa000 + n).contains(&o))
    };
    for o in 0..0x400 {
        let want = if cleared(o) {
            expected.get(&o).copied().unwrap_or(0)
        } else {
            0xDEAD_BEEF
        };
        assert_eq!(
            shadow.get(Space::Context, o),
            Some(want),
            "{gfx:?} offset {o:#x}"
        );
    }
    // The registers the draw and event packets write are outside the
    // extents: kept.
    for name in [
        "VGT_DRAW_INITIATOR",
        "VGT_DMA_SIZE",
        "VGT_DMA_MAX_SIZE",
        "VGT_DMA_INDEX_TYPE",
        "VGT_DMA_NUM_INSTANCES",
        "VGT_EVENT_INITIATOR",
    ] {
        let o = offset_of(name);
        assert_eq!(shadow.get(Space::Context, o), Some(0xDEAD_BEEF), "{name}");
    }
    assert_eq!(
        shadow.get(Space::Context, offset_of("VGT_DMA_BASE")),
        Some(0)
    );
    // SH registers keep their values.
    assert_eq!(shadow.get(Space::Sh, 0x4C), Some(7));
}

#[test]
fn depth_target_sampled_while_written() {
    // The T#'s base set to DB_Z_WRITE_BASE (0x21000000) while the draw
    // writes depth; with Z_WRITE_ENABLE off (DB_DEPTH_CONTROL 0x00700716,
    // bit 2) it is only read.
    let mut w = triangle();
    assert_eq!(w[reg(&w, "DB_Z_WRITE_BASE").value], 0x2100_0000);
    let t = tsharp(&w);
    w[t] = 0x2100_0000;
    assert_eq!(findings(&w), feedback(Surface::Depth));
    let control = reg(&w, "DB_DEPTH_CONTROL").value;
    assert_eq!(w[control], 0x0070_0716);
    w[control] = 0x0070_0712;
    assert_eq!(findings(&w), vec![]);
}

#[test]
fn slow_clear_through_slot_0_lints_clean() {
    // A slot-1 target slow-cleared through slot 0, then slot 0 bound back:
    // as the frame's target (with its size hint), or disabled (no surface,
    // no hint) when the frame has none there.
    use gcn::blocks::Slot;
    use gcn::blocks::clear_value::ClearColor;
    use gcn::blocks::color_target::{ColorSurface, ColorTarget};
    use gcn::passes::{ClearMask, ClearShaders, ColorClear, RestoreState, SizedTarget, clear};
    use gcn::shader::builtin::{ColorExport, clear_ps, rect_vs};
    use gcn::tiling::config::{Config, Ps4TileMode};
    use gcn::tiling::surface::{SurfaceFlags, SurfaceInput, surface_info};
    let cfg = &Config::PS4;
    let input = SurfaceInput::new(Ps4TileMode::Display2dThin.index(), 32, 1920, 1080)
        .with_flags(SurfaceFlags::new().with_color(true).with_display(true));
    let info = surface_info(cfg, &input).unwrap();
    let at = |slot, address| {
        let s = ColorSurface::from_surface_info(
            gcn::desc::DataFormat::B8G8R8A8_UNORM,
            1920,
            1080,
            &info,
            address,
        )
        .unwrap();
        SizedTarget::of(ColorTarget::setup(cfg, slot, &s).unwrap(), &s)
    };
    let (t0, t1) = (at(Slot::S0, 0x0100_0000), at(Slot::S1, 0x0200_0000));
    let (mut vs_code, mut ps_code) = ([0u32; 16], [0u32; 16]);
    let rect = rect_vs(&mut vs_code).unwrap();
    let ps = clear_ps(0, ColorExport::Float32, &mut ps_code).unwrap();
    let shaders =
        ClearShaders::new(0x0600_0000, &rect, 0x0600_0100, &ps, ColorExport::Float32).unwrap();
    let color = ClearColor::Float([1.0, 0.5, 0.0, 1.0]);
    for slot0 in [None, Some(&t0)] {
        let mut storage = vec![0u32; 1024];
        let mut cb = gcn::pm4::CommandBuffer::new(&mut storage);
        cb.clear_state().unwrap();
        let c0 = slot0.map(|target| ColorClear {
            target,
            cmask: None,
            dcc: None,
            color,
        });
        let c1 = ColorClear {
            target: &t1,
            cmask: None,
            dcc: None,
            color,
        };
        clear(
            &mut cb,
            ClearMask::new(0x08).unwrap(),
            &[c0, Some(c1), None, None],
            None,
            &shaders,
            &RestoreState::DEFAULT,
        )
        .unwrap();
        assert_eq!(printed(cb.as_slice()), Vec::<String>::new());
    }
}

#[test]
fn constant_indirect_buffer_before_the_state_reset() {
    // What bind::chain writes in CE mode: the constant-engine buffer first.
    let w = [
        0xC002_3300, // INDIRECT_BUFFER_CONST
        0x1000,      // IB_BASE_LO
        0,           // IB_BASE_HI
        4,           // IB_SIZE 4
        0xC000_1200, // CLEAR_STATE
        0,           // (body)
    ];
    assert_eq!(findings(&w), vec![]);
}

#[test]
fn indirect_draws_do_not_use_num_instances() {
    let w = [
        0xC000_1200, // CLEAR_STATE
        0,           // (body)
        0xC000_2F00, // NUM_INSTANCES
        0,           // 0 instances
        0xC003_2400, // DRAW_INDIRECT
        0,           // DATA_OFFSET
        0,           // BASE_VTX_LOC
        0,           // START_INST_LOC
        2,           // DRAW_INITIATOR: AUTO_INDEX
        0xC001_2D00, // DRAW_INDEX_AUTO
        3,           // INDEX_COUNT 3
        2,           // DRAW_INITIATOR: AUTO_INDEX
    ];
    // The indirect draw's instance count is in memory, and after it
    // NUM_INSTANCES is not known: no zero-count (only the missing programs).
    let zero: Vec<_> = findings(&w)
        .into_iter()
        .filter(|f| matches!(f.1, Rule::ZeroCount { .. }))
        .collect();
    assert_eq!(zero, vec![]);
    let instances = crate::at_draws(&w, &mut Shadow::new(), |_, _, state| {
        state.packets.num_instances
    });
    assert_eq!(instances, [Some(0), None]);
}

#[test]
fn no_size_hint_between_back_to_back_colour_targets() {
    let w = [
        0xC000_1200, // CLEAR_STATE
        0,           // (body)
        0xC005_6900, // SET_CONTEXT_REG, 5 values
        0x318,       // CB_COLOR0_BASE
        0x100,       // CB_COLOR0_BASE
        0,           // CB_COLOR0_PITCH
        0,           // CB_COLOR0_SLICE
        0,           // CB_COLOR0_VIEW
        0x28,        // CB_COLOR0_INFO: FORMAT COLOR_8_8_8_8
        0xC005_6900, // SET_CONTEXT_REG, 5 values
        0x327,       // CB_COLOR1_BASE
        0x200,       // CB_COLOR1_BASE
        0,           // CB_COLOR1_PITCH
        0,           // CB_COLOR1_SLICE
        0,           // CB_COLOR1_VIEW
        0x28,        // CB_COLOR1_INFO: FORMAT COLOR_8_8_8_8
        0xC000_1000, // NOP, 1 body dword: target 1's size hint
        0x0438_0780, // 1920 x 1080
    ];
    // Target 0 is followed by target 1, not by its hint.
    assert_eq!(findings(&w), at(2, Rule::NoSizeHint { slot: 0 }));
}

#[test]
fn loads_the_last_context_control_leaves_off() {
    use gcn::decode::state::LoadClass;
    // CONTEXT_CONTROL 0x80000000 / 0x80000000 (ENABLE_DW only), then
    // LOAD_CONTEXT_REG (0x61) of DB_DEPTH_CONTROL (context 0x200) and
    // LOAD_SH_REG (0x5F) with SHADER_TYPE compute of COMPUTE_USER_DATA_0
    // (SH 0x240), from an image at 0x1000.
    let mut w = vec![0xC001_2800, 0x8000_0000, 0x8000_0000];
    w.extend([0xC003_6100, 0x1000, 0, 0x200, 1]);
    w.extend([0xC003_5F02, 0x1000, 0, 0x240, 1]);
    let image = [0u32];
    let memory: [(u64, &[u32]); 2] = [(0x1800, &image), (0x1900, &image)];
    let f: Vec<_> = findings_with(&w, &memory)
        .into_iter()
        .map(|(s, r)| (s.offset, r))
        .collect();
    let context = Rule::LoadDisabled {
        packet: "LOAD_CONTEXT_REG",
        class: LoadClass::Context,
    };
    let cs_sh = Rule::LoadDisabled {
        packet: "LOAD_SH_REG",
        class: LoadClass::CsSh,
    };
    assert_eq!(f, vec![(3, context), (8, cs_sh)]);
    assert_eq!(context.code(), "load-disabled");
    assert_eq!(
        context.to_string(),
        "LOAD_CONTEXT_REG ignored: the last CONTEXT_CONTROL does not set \
         ENABLE_MULTI_CNTX_RENDER_REG in LOAD_CONTROL"
    );
    // LOAD_CONTROL 0x81000002 (ENABLE_DW, ENABLE_CS_SH_REG,
    // ENABLE_MULTI_CNTX_RENDER_REG): both loads take effect.
    w[1] = 0x8100_0002;
    assert_eq!(findings_with(&w, &memory), vec![]);
    // ENABLE_GFX_SH_REG alone does not cover the compute load.
    w[1] = 0x8001_0002;
    assert_eq!(
        findings_with(&w, &memory)
            .into_iter()
            .map(|(s, r)| (s.offset, r))
            .collect::<Vec<_>>(),
        vec![(8, cs_sh)]
    );
}

#[test]
fn num_instances_survives_clear_state() {
    // CONTEXT_CONTROL; NUM_INSTANCES 0; CLEAR_STATE; DRAW_INDEX_AUTO of 3:
    // VGT_DMA_NUM_INSTANCES is not in the clear state, so the draw draws 0
    // instances.
    let w = [
        0xC001_2800,
        0x8000_0000,
        0x8000_0000,
        0xC000_2F00,
        0,
        0xC000_1200,
        0,
        0xC001_2D00,
        3,
        2,
    ];
    let f = findings(&w);
    assert!(
        f.contains(&(
            7,
            Rule::ZeroCount {
                kind: DrawKind::IndexAuto
            }
        )),
        "{f:?}"
    );
}

/// An indexed draw needs an `INDEX_TYPE` packet after the last non-indexed
/// draw: on gfx7 and gfx8 the command processor's dummy index fetch for a
/// non-indexed draw rewrites `VGT_DMA_INDEX_TYPE`, and PAL's gfx6 back end
/// names hangs and corrupt rendering of later indexed draws as the result
/// (`UniversalCmdBuffer::CmdDraw`, index type dirty on every generation but
/// gfx6), and radeonsi (`si_emit_draw_packets`) and RADV
/// (`radv_before_draw`) write `INDEX_TYPE` again after one.
#[test]
fn indexed_draw_after_a_non_indexed_one_needs_index_type() {
    let w = [
        0xC000_1200, // 0x00 CLEAR_STATE
        0,           //      (body)
        0xC000_2A00, // 0x02 INDEX_TYPE
        1,           //      VGT_INDEX_32
        0xC003_3500, // 0x04 DRAW_INDEX_OFFSET_2
        3,           //      MAX_SIZE
        0,           //      INDEX_OFFSET
        3,           //      NUM_INDICES
        0,           //      DRAW_INITIATOR: DMA
        0xC001_2D00, // 0x09 DRAW_INDEX_AUTO
        3,           //      INDEX_COUNT 3
        2,           //      DRAW_INITIATOR: AUTO_INDEX
        0xC003_2400, // 0x0C DRAW_INDIRECT
        0,           //      DATA_OFFSET
        0,           //      BASE_VTX_LOC
        0,           //      START_INST_LOC
        2,           //      DRAW_INITIATOR: AUTO_INDEX
        0xC004_2700, // 0x11 DRAW_INDEX_2
        3,           //      MAX_SIZE
        0x1000,      //      INDEX_BASE_LO
        0,           //      INDEX_BASE_HI
        3,           //      INDEX_COUNT
        0,           //      DRAW_INITIATOR: DMA
        0xC003_2500, // 0x17 DRAW_INDEX_INDIRECT
        0,           //      DATA_OFFSET
        0,           //      BASE_VTX_LOC
        0,           //      START_INST_LOC
        0,           //      DRAW_INITIATOR: DMA
        0xC000_2A00, // 0x1C INDEX_TYPE
        0,           //      VGT_INDEX_16
        0xC003_1500, // 0x1E DISPATCH_DIRECT
        1,           //      DIM_X
        1,           //      DIM_Y
        1,           //      DIM_Z
        1,           //      COMPUTE_SHADER_EN
        0xC004_2700, // 0x23 DRAW_INDEX_2
        3,           //      MAX_SIZE
        0x1000,      //      INDEX_BASE_LO
        0,           //      INDEX_BASE_HI
        3,           //      INDEX_COUNT
        0,           //      DRAW_INITIATOR: DMA
    ];
    let stale: Vec<_> = findings(&w)
        .into_iter()
        .filter(|f| matches!(f.1, Rule::IndexTypeStale { .. }))
        .collect();
    // Both indexed draws after DRAW_INDEX_AUTO (which overwrote the index
    // type of 0x02; DRAW_INDIRECT after it overwrote nothing known) until
    // the INDEX_TYPE at 0x1C; the dispatch keeps that one.
    let overwritten = Some(0x09);
    assert_eq!(
        stale,
        vec![
            (
                0x11,
                Rule::IndexTypeStale {
                    kind: DrawKind::Index2,
                    overwritten
                }
            ),
            (
                0x17,
                Rule::IndexTypeStale {
                    kind: DrawKind::IndexIndirect,
                    overwritten
                }
            ),
        ]
    );
    let (_, rule) = stale[0];
    assert_eq!(rule.code(), "index-type-stale");
    assert_eq!(
        rule.to_string(),
        "DRAW_INDEX_2 reads the index type the non-indexed draw at 0x9 overwrote: \
         write INDEX_TYPE again before it"
    );
}

/// An indexed draw with no `INDEX_TYPE` packet at all before it reads
/// whatever `VGT_DMA_INDEX_TYPE` holds (on gfx6 too).
#[test]
fn indexed_draw_with_no_index_type_at_all() {
    let w = [
        0xC000_1200, // 0x00 CLEAR_STATE
        0,           //      (body)
        0xC001_2D00, // 0x02 DRAW_INDEX_AUTO
        3,           //      INDEX_COUNT 3
        2,           //      DRAW_INITIATOR: AUTO_INDEX
        0xC003_3500, // 0x05 DRAW_INDEX_OFFSET_2
        3,           //      MAX_SIZE
        0,           //      INDEX_OFFSET
        3,           //      NUM_INDICES
        0,           //      DRAW_INITIATOR: DMA
    ];
    let stale: Vec<_> = findings(&w)
        .into_iter()
        .filter(|f| matches!(f.1, Rule::IndexTypeStale { .. }))
        .collect();
    let rule = Rule::IndexTypeStale {
        kind: DrawKind::IndexOffset2,
        overwritten: None,
    };
    assert_eq!(stale, vec![(0x05, rule)]);
    assert_eq!(
        rule.to_string(),
        "DRAW_INDEX_OFFSET_2 reads the index type, but no INDEX_TYPE packet set it"
    );
}

/// The triangle frame with an indexed draw after its auto draw: stale until
/// an `INDEX_TYPE` packet goes between them.
#[test]
fn indexed_draw_after_the_triangle_draw() {
    let mut w = triangle();
    // The DRAW_INDEX_AUTO window: the draw and its 4-dword NOP filler.
    assert_eq!(w[DRAW..DRAW + 4], [0xC001_2D00, 3, 2, 0xC002_1000]);
    // DRAW_INDEX_2 of 3 indices in a buffer of 3 at 0x1000, after the window.
    let index2 = [0xC004_2700, 3, 0x1000, 0, 3, 0];
    w.splice(DRAW + 7..DRAW + 7, index2);
    assert_eq!(
        findings(&w),
        at(
            DRAW + 7,
            Rule::IndexTypeStale {
                kind: DrawKind::Index2,
                overwritten: Some(DRAW)
            }
        )
    );
    // INDEX_TYPE VGT_INDEX_16 between them: clean.
    w.splice(DRAW + 7..DRAW + 7, [0xC000_2A00, 0]);
    assert_eq!(findings(&w), vec![]);
}

/// On gfx6 a non-indexed draw leaves the index type as it was (the dummy
/// index fetch of gfx7 and gfx8 is what rewrites it: PAL's `CmdDraw` marks
/// the index type dirty on every generation but gfx6), so the stream of
/// [`indexed_draw_after_a_non_indexed_one_needs_index_type`]'s kind is
/// clean on a gfx6 shadow, and the replay keeps `VGT_DMA_INDEX_TYPE`.
#[test]
fn gfx6_keeps_the_index_type_across_a_non_indexed_draw() {
    let w = [
        0xC000_1200, // 0x00 CLEAR_STATE
        0,           //      (body)
        0xC000_2A00, // 0x02 INDEX_TYPE
        1,           //      VGT_INDEX_32
        0xC001_2D00, // 0x04 DRAW_INDEX_AUTO
        3,           //      INDEX_COUNT 3
        2,           //      DRAW_INITIATOR: AUTO_INDEX
        0xC004_2700, // 0x07 DRAW_INDEX_2
        3,           //      MAX_SIZE
        0x1000,      //      INDEX_BASE_LO
        0,           //      INDEX_BASE_HI
        3,           //      INDEX_COUNT
        0,           //      DRAW_INITIATOR: DMA
    ];
    let stale = |gfx| -> Vec<(usize, Rule)> {
        findings_on(gfx, &w)
            .into_iter()
            .filter(|f| matches!(f.1, Rule::IndexTypeStale { .. }))
            .collect()
    };
    let after_auto = Rule::IndexTypeStale {
        kind: DrawKind::Index2,
        overwritten: Some(0x04),
    };
    assert_eq!(stale(Gfx::Gfx7), at(0x07, after_auto));
    assert_eq!(stale(Gfx::Gfx8), at(0x07, after_auto));
    assert_eq!(stale(Gfx::Gfx6), vec![]);
    // What the replay knows at the indexed draw.
    for (gfx, known, register) in [(Gfx::Gfx6, Some(1), 1), (Gfx::Gfx7, None, 0)] {
        let mut shadow = Shadow::for_gfx(gfx);
        let mut seen = Vec::new();
        replay(
            &w,
            &mut shadow,
            |_, _| None,
            |_, event, state| {
                if let Event::Draw(d) = event
                    && d.kind == DrawKind::Index2
                {
                    seen.push((
                        state.packets.index_type,
                        state.shadow.get(Space::Context, 0x29F),
                    ));
                }
            },
        );
        assert_eq!(seen, vec![(known, Some(register))], "{gfx:?}");
    }
}

/// Packets and packet fields a generation does not have, and registers of
/// another generation, linted with that generation's shadow.
#[test]
fn packets_and_registers_of_another_generation() {
    let w = [
        0xC000_1200, // 0x00 CLEAR_STATE
        0,           //      (body)
        0xC001_7900, // 0x02 SET_UCONFIG_REG (gfx7 on)
        0x242,       //      VGT_PRIMITIVE_TYPE
        4,           //      DI_PT_TRILIST
        0xC004_4700, // 0x05 EVENT_WRITE_EOP
        0x0002_0514, //      CACHE_FLUSH_AND_INV_TS_EVENT, EVENT_INDEX 5, TC_ACTION_ENA [17] (gfx7 on)
        0x1000,      //      ADDRESS_LO
        0x2000_0000, //      DATA_SEL 1
        7,           //      DATA_LO
        0,           //      DATA_HI
        0xC001_6900, // 0x0B SET_CONTEXT_REG
        0x325,       //      CB_COLOR0_DCC_BASE (gfx8)
        0,
    ];
    let dcc_base = Rule::UnknownRegister {
        space: Space::Context,
        offset: 0x325,
        gfx: Gfx::Gfx7,
    };
    assert_eq!(findings_on(Gfx::Gfx7, &w), at(0x0B, dcc_base));
    assert_eq!(findings_on(Gfx::Gfx8, &w), vec![]);
    let gfx6 = findings_on(Gfx::Gfx6, &w);
    let uconfig = Rule::PacketNotOnGfx {
        opcode: gcn::pm4::Opcode::SET_UCONFIG_REG,
        gfx: Gfx::Gfx6,
        other_layout: false,
    };
    let tc_action = Rule::PacketFieldNotOnGfx {
        opcode: gcn::pm4::Opcode::EVENT_WRITE_EOP,
        field: "TC_ACTION_ENA",
        gfx: Gfx::Gfx6,
    };
    assert_eq!(
        gfx6,
        vec![
            (0x02, uconfig),
            (
                0x02,
                Rule::UnknownRegister {
                    space: Space::Uconfig,
                    offset: 0x242,
                    gfx: Gfx::Gfx6,
                }
            ),
            (0x05, tc_action),
            (
                0x0B,
                Rule::UnknownRegister {
                    space: Space::Context,
                    offset: 0x325,
                    gfx: Gfx::Gfx6,
                }
            ),
        ]
    );
    let printed: Vec<String> = gfx6
        .iter()
        .map(|(_, r)| format!("{}: {r}", r.code()))
        .collect();
    assert_eq!(
        printed,
        [
            "packet-not-on-gfx: SET_UCONFIG_REG does not exist on gfx6",
            "unknown-register: SET_UCONFIG_REG writes offset 0x242, where gfx6 has no UCONFIG register",
            "field-not-on-gfx: EVENT_WRITE_EOP sets TC_ACTION_ENA, a field gfx6 does not have",
            "unknown-register: SET_CONTEXT_REG writes offset 0x325, where gfx6 has no CONTEXT register",
        ]
    );
    // gfx6's ATOMIC_MEM is gfx7's body without dword 1's ATC [24],
    // CACHE_POLICY [26:25], VOLATILE [27] and ENGINE_SEL [31:30] (the
    // spec's body_by_generation: ATOM_OP [6:0] and COMMAND [11:8] at gfx7's
    // bits): valid on gfx6 with those bits clear, a field of another
    // generation with ATC set.
    let atomic = |dw1: u32| {
        [
            0xC000_1200, // CLEAR_STATE
            0,
            0xC007_1E00, // ATOMIC_MEM, 8 body dwords
            dw1,         // ATOM_OP 15, COMMAND 1 (and ATC)
            0x1000,
            0,
            0,
            0,
            0,
            0,
            0,
        ]
    };
    assert_eq!(findings_on(Gfx::Gfx6, &atomic(0x0000_010F)), vec![]);
    assert_eq!(findings_on(Gfx::Gfx7, &atomic(0x0000_010F)), vec![]);
    assert_eq!(
        findings_on(Gfx::Gfx6, &atomic(0x0100_010F)),
        at(
            0x02,
            Rule::PacketFieldNotOnGfx {
                opcode: gcn::pm4::Opcode::ATOMIC_MEM,
                field: "ATC",
                gfx: Gfx::Gfx6,
            }
        )
    );
    assert_eq!(findings_on(Gfx::Gfx7, &atomic(0x0100_010F)), vec![]);
    assert_eq!(findings_on(Gfx::Gfx8, &atomic(0x0100_010F)), vec![]);
}

/// A table pointer must lie in the stage's sixteen user-data registers, and
/// at most `MAX_TABLES` tables are declared: other declarations are refused
/// before anything is replayed, never read from other registers or dropped.
#[test]
fn table_declarations_are_checked() {
    use gcn::blocks::shader::Stage;
    use gcn::decode::DescriptorKind;
    use gcn::decode::state::{
        MAX_TABLE_REGISTER, MAX_TABLES, TableDecl, TableDeclError, replay_with,
    };
    assert_eq!((MAX_TABLE_REGISTER, MAX_TABLES), (14, 8));
    let decl = |register| TableDecl {
        stage: Stage::Ps,
        register,
        kind: DescriptorKind::Image,
        count: 1,
    };
    assert_eq!(decl(14).validate(), Ok(()));
    let refused = TableDeclError::RegisterOutOfRange {
        stage: Stage::Ps,
        register: 15,
    };
    assert_eq!(decl(15).validate(), Err(refused));
    assert_eq!(
        refused.to_string(),
        "Ps table pointer at user data 15: the pointer takes registers 15 and 16, past user data 0..=15"
    );
    let w = [0xC000_1200, 0, 0xC001_2D00, 3, 2]; // CLEAR_STATE, DRAW_INDEX_AUTO
    let mut shadow = Shadow::new();
    shadow.set(Space::Context, 0x200, 6);
    let before = shadow.clone();
    let mut visits = 0;
    let r = replay_with(
        &w,
        &mut shadow,
        &[decl(0), decl(15)],
        |_, _| None,
        |_, _, _| visits += 1,
    );
    assert_eq!(r, Err(refused));
    assert_eq!((visits, &shadow), (0, &before));
    let nine = [decl(0); 9];
    let r = lint_with(&w, &mut shadow, &nine, |_, _| None, |_| visits += 1);
    assert_eq!(r, Err(TableDeclError::TooMany { count: 9 }));
    assert_eq!((visits, &shadow), (0, &before));
    let e: gcn::Error = TableDeclError::TooMany { count: 9 }.into();
    assert_eq!(e.to_string(), "9 descriptor tables declared, at most 8");
    // Eight valid declarations replay.
    let r = replay_with(
        &w,
        &mut shadow,
        &nine[..8],
        |_, _| None,
        |_, _, _| visits += 1,
    );
    assert_eq!(r, Ok(()));
    assert!(visits > 0);
}

/// An `EVENT_WRITE` of an event type the linted generation lacks is
/// reported like a field of another generation: `VGT_EVENT_TYPE` 56
/// (`PIXEL_PIPE_STAT_CONTROL`) is gfx7 and gfx8 only, 60
/// (`OFFCHIP_HS_DEALLOC`) gfx8 only (spec `enums.VGT_EVENT_TYPE`
/// `generations`).
#[test]
fn event_type_of_another_generation() {
    // Only the per-generation findings (a lone packet also lacks a state reset).
    let fields = |gfx, t: u32| -> Vec<(usize, Rule)> {
        findings_on(gfx, &[0xC000_4600, t])
            .into_iter()
            .filter(|f| matches!(f.1, Rule::PacketFieldNotOnGfx { .. }))
            .collect()
    };
    let rule = |field, gfx| Rule::PacketFieldNotOnGfx {
        opcode: gcn::pm4::Opcode::EVENT_WRITE,
        field,
        gfx,
    };
    assert_eq!(
        fields(Gfx::Gfx6, 56),
        at(0, rule("PIXEL_PIPE_STAT_CONTROL", Gfx::Gfx6))
    );
    assert_eq!(fields(Gfx::Gfx7, 56), vec![]);
    assert_eq!(
        fields(Gfx::Gfx7, 60),
        at(0, rule("OFFCHIP_HS_DEALLOC", Gfx::Gfx7))
    );
    assert_eq!(fields(Gfx::Gfx8, 60), vec![]);
}
