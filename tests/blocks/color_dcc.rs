//! gfx8 DCC on a colour target and the DCC decompress pass: whole dwords
//! against the spec's field layout (`tests/data/gcn-registers.json`:
//! `CB_COLOR0_DCC_CONTROL` 0x31E, `CB_COLOR0_DCC_BASE` 0x325, gfx8 only;
//! `CB_COLOR0_INFO.DCC_ENABLE` bit 28) and the `DCC_CONTROL` values Mesa's
//! `ac_init_gfx6_cb_surface` (`ac_descriptors.c`) writes on gfx8; refusals;
//! decode round trips.

use crate::blocks_support::{Golden, apply, compare, parse};
use gcn::blocks::color_target::{ColorSurface, ColorTarget};
use gcn::blocks::{Error, Slot};
use gcn::desc::DataFormat;
use gcn::passes::{RestoreState, SizedTarget, dcc_decompress};
use gcn::pm4::CommandBuffer;
use gcn::regs::gfx8::CbColorNDccControl;
use gcn::regs::{CbColorControl, Gfx, Space};
use gcn::tiling::meta::{DccInfo, DccInput, dcc_info};
use gcn::tiling::surface::{SurfaceFlags, SurfaceInput, surface_info};
use gcn::tiling::{Config, TileIndex};
use serde_json::Value;

const CTX: Space = Space::Context;
const DCC: u64 = 0x0200_0000;

/// A `width` x `height` target of `format` with `samples` samples on
/// Polaris10's table entry 10 (2D display / thin), laid out by addrlib, at
/// 0x100_0000, and its DCC keys.
pub(crate) fn polaris(
    slot: Slot,
    format: DataFormat,
    bpp: u32,
    samples: u32,
    size: (u32, u32),
) -> (ColorSurface, ColorTarget, DccInfo) {
    polaris_at(10, slot, format, bpp, samples, size)
}

/// [`polaris`] on table entry `entry`.
pub(crate) fn polaris_at(
    entry: u32,
    slot: Slot,
    format: DataFormat,
    bpp: u32,
    samples: u32,
    size: (u32, u32),
) -> (ColorSurface, ColorTarget, DccInfo) {
    let cfg = &Config::POLARIS10;
    let flags = SurfaceFlags::new()
        .with_color(true)
        .with_dcc_compatible(true);
    let input = SurfaceInput::new(TileIndex::new(entry).unwrap(), bpp, size.0, size.1)
        .with_samples(samples, samples)
        .with_flags(flags);
    let info = surface_info(cfg, &input).unwrap();
    let dcc = dcc_info(cfg, &DccInput::from_surface(&info)).unwrap();
    let s = ColorSurface::from_surface_info(format, size.0, size.1, &info, 0x0100_0000).unwrap();
    (s, ColorTarget::setup(cfg, slot, &s).unwrap(), dcc)
}

/// Mesa's gfx8 `CB_COLORn_DCC_CONTROL` (`ac_init_gfx6_cb_surface`):
/// `MAX_UNCOMPRESSED_BLOCK_SIZE` at 3..2 (`max_uncompressed`: 0 = 64B,
/// 1 = 128B, 2 = 256B), `MIN_COMPRESSED_BLOCK_SIZE` (4) 0 = 32B for a GPU
/// with its own VRAM, `MAX_COMPRESSED_BLOCK_SIZE` (6..5) left 0 = 64B,
/// `INDEPENDENT_64B_BLOCKS` (9) set; everything else 0.
const fn mesa_dcc_control(max_uncompressed: u32) -> u32 {
    (max_uncompressed << 2) | (1 << 9)
}

#[test]
fn dcc_of_a_1080p_target_matches_the_spec_and_mesa() {
    // Polaris10's entry 14 (2D thin). AMD's addrlib (the vector of
    // tests/data/tiling-gfx8-dcc/dcc.jsonl for entry 14, 32 bpp, 1920x1080,
    // one sample) gives a 9437184-byte surface, 2048 x 1152 x 4 bytes, and
    // 36864 bytes of keys aligned to 32768.
    let (s, t, dcc) = polaris_at(
        14,
        Slot::S0,
        DataFormat::B8G8R8A8_UNORM,
        32,
        1,
        (1920, 1080),
    );
    assert_eq!((s.pitch, s.padded_height), (2048, 1152));
    assert_eq!(
        (dcc.dcc_ram_size_bytes, dcc.dcc_ram_base_align_bytes),
        (36864, 32768)
    );
    let t = t.with_dcc(&dcc, DCC).unwrap();
    let mut words = [0u32; 64];
    let mut cb = CommandBuffer::for_gfx(&mut words, Gfx::Gfx8);
    t.emit(&mut cb).unwrap();
    let packets = parse(cb.as_slice());
    // One SET_CONTEXT_REG run of 14 from CB_COLOR0_BASE to CB_COLOR0_DCC_BASE,
    // as radeonsi writes a gfx8 slot.
    assert_eq!(packets.len(), 1);
    assert_eq!((packets[0].offset, packets[0].values.len()), (0x318, 14));
    // 2048 / 8 - 1 and 2048 * 1152 / 64 - 1.
    let (pitch_max, slice_max) = (255, 36863);
    #[rustfmt::skip]
    let golden: Golden = &[
        ("CB_COLOR0_BASE",        CTX, 0x318, &[("BASE_256B", 0, 32, 0x1_0000)]),
        ("CB_COLOR0_PITCH",       CTX, 0x319, &[("TILE_MAX", 0, 11, pitch_max), ("FMASK_TILE_MAX", 20, 11, pitch_max)]),
        ("CB_COLOR0_SLICE",       CTX, 0x31A, &[("TILE_MAX", 0, 22, slice_max)]),
        ("CB_COLOR0_VIEW",        CTX, 0x31B, &[]),
        ("CB_COLOR0_INFO", CTX, 0x31C, &[
            ("FORMAT", 2, 5, 10), ("COMP_SWAP", 11, 2, 1), ("BLEND_CLAMP", 15, 1, 1),
            ("SIMPLE_FLOAT", 17, 1, 1), ("DCC_ENABLE", 28, 1, 1),
        ]),
        ("CB_COLOR0_ATTRIB",      CTX, 0x31D, &[("TILE_MODE_INDEX", 0, 5, 14), ("FMASK_TILE_MODE_INDEX", 5, 5, 14)]),
        ("CB_COLOR0_DCC_CONTROL", CTX, 0x31E, &[
            ("MAX_UNCOMPRESSED_BLOCK_SIZE", 2, 2, 2), ("MIN_COMPRESSED_BLOCK_SIZE", 4, 1, 0),
            ("MAX_COMPRESSED_BLOCK_SIZE", 5, 2, 0), ("INDEPENDENT_64B_BLOCKS", 9, 1, 1),
        ]),
        ("CB_COLOR0_CMASK",       CTX, 0x31F, &[]),
        ("CB_COLOR0_CMASK_SLICE", CTX, 0x320, &[]),
        ("CB_COLOR0_FMASK",       CTX, 0x321, &[("BASE_256B", 0, 32, 0x1_0000)]),
        ("CB_COLOR0_FMASK_SLICE", CTX, 0x322, &[("TILE_MAX", 0, 22, slice_max)]),
        ("CB_COLOR0_CLEAR_WORD0", CTX, 0x323, &[]),
        ("CB_COLOR0_CLEAR_WORD1", CTX, 0x324, &[]),
        ("CB_COLOR0_DCC_BASE",    CTX, 0x325, &[("BASE_256B", 0, 32, 0x2_0000)]),
    ];
    assert_eq!(compare(&apply(&packets), golden), 0);
    assert_eq!(packets[0].values[6], mesa_dcc_control(2));
    assert_eq!(packets[0].values[6], 0x0000_0208);
}

#[test]
fn max_uncompressed_block_size_follows_element_size_and_fragments() {
    // Mesa and PAL: 64B for 8-bit and 128B for 16-bit elements with two or
    // more fragments; 256B otherwise.
    let cases = [
        (DataFormat::R8_UNORM, 8, 1, 2),
        (DataFormat::R8_UNORM, 8, 2, 0),
        (DataFormat::R8G8_UNORM, 16, 1, 2),
        (DataFormat::R8G8_UNORM, 16, 4, 1),
        (DataFormat::R8G8B8A8_UNORM, 32, 4, 2),
        (DataFormat::R16G16B16A16_FLOAT, 64, 8, 2),
    ];
    for (format, bpp, samples, max) in cases {
        let (_, t, dcc) = polaris(Slot::S3, format, bpp, samples, (256, 256));
        let t = t.with_dcc(&dcc, DCC).unwrap();
        assert_eq!(
            t.dcc_control().into_bits(),
            mesa_dcc_control(max),
            "{format:?} x{samples}"
        );
        // Slot 3: 3 * 15 registers after slot 0's.
        let regs = t.registers();
        let at = |offset: u16| regs.get(offset);
        assert_eq!(at(0x31E + 45), Some(mesa_dcc_control(max)));
        assert_eq!(at(0x325 + 45), Some(0x2_0000));
        assert_eq!(at(0x31C + 45).map(|v| v >> 28 & 1), Some(1));
    }
}

#[test]
fn gfx8_target_without_dcc_writes_its_dcc_registers_as_0() {
    let (_, t, _) = polaris(Slot::S0, DataFormat::B8G8R8A8_UNORM, 32, 1, (256, 256));
    let regs = t.registers();
    assert_eq!(regs.len(), 14);
    let at = |offset: u16| regs.get(offset);
    assert_eq!((at(0x31E), at(0x325)), (Some(0), Some(0)));
    assert_eq!(at(0x31C).map(|v| v >> 28), Some(0));
    // A gfx7 buffer has no register at 0x31E or 0x325: refused, nothing written.
    let mut words = [0u32; 64];
    let mut cb = CommandBuffer::for_gfx(&mut words, Gfx::Gfx7);
    assert!(matches!(t.emit(&mut cb), Err(Error::Pm4(_))));
    assert!(cb.is_empty());
}

#[test]
fn dcc_is_refused_before_gfx8_and_on_bad_input() {
    let (_, t, dcc) = polaris(Slot::S0, DataFormat::B8G8R8A8_UNORM, 32, 1, (256, 256));
    // The same registers on a gfx7 slot (a decoded block without DCC registers is gfx7).
    let gfx7 = ColorTarget::decode(Slot::S0, &|space: Space, offset: u16| {
        let kept = space == Space::Context && offset != 0x31E && offset != 0x325;
        t.registers().get(offset).filter(|_| kept)
    })
    .unwrap();
    assert_eq!(gfx7.gfx(), Gfx::Gfx7);
    assert_eq!(gfx7.registers().len(), 12);
    assert!(matches!(
        gfx7.with_dcc(&dcc, DCC),
        Err(Error::NotOnGfx { gfx: Gfx::Gfx7, .. })
    ));
    assert!(matches!(
        gfx7.with_dcc_control(CbColorNDccControl::new()),
        Err(Error::NotOnGfx { .. })
    ));
    // Off the keys' base alignment, not 256-byte aligned, no keys, a disabled slot.
    assert!(matches!(
        t.with_dcc(&dcc, DCC + 0x100),
        Err(Error::MetadataMismatch { .. })
    ));
    assert!(matches!(t.with_dcc(&dcc, DCC + 1), Err(Error::Address(_))));
    let empty = DccInfo {
        dcc_ram_size_bytes: 0,
        ..dcc
    };
    assert!(matches!(
        t.with_dcc(&empty, DCC),
        Err(Error::MetadataMismatch { .. })
    ));
    let unaligned = DccInfo {
        dcc_ram_base_align_bytes: 0,
        ..dcc
    };
    assert!(matches!(
        t.with_dcc(&unaligned, DCC),
        Err(Error::MetadataMismatch { .. })
    ));
    let off = ColorTarget::new(Slot::S0);
    assert!(off.with_dcc(&dcc, DCC).is_err());
    // A gfx8 slot takes a control of its own: MIN_COMPRESSED_BLOCK_SIZE 64B (bit 4) for an APU.
    let apu = t
        .with_dcc(&dcc, DCC)
        .unwrap()
        .with_dcc_control(CbColorNDccControl::from_bits(mesa_dcc_control(2) | 1 << 4))
        .unwrap();
    assert_eq!(apu.dcc_control().into_bits(), 0x218);
}

#[test]
fn dcc_registers_round_trip_through_decode() {
    for slot in [Slot::S0, Slot::S5, Slot::S7] {
        let (_, t, dcc) = polaris(slot, DataFormat::R8G8B8A8_UNORM, 32, 4, (256, 256));
        let t = t.with_dcc(&dcc, DCC).unwrap();
        let regs = t.registers();
        let src = |space: Space, offset: u16| regs.get(offset).filter(|_| space == Space::Context);
        let back = ColorTarget::decode(slot, &src).unwrap();
        assert_eq!(back, t);
        assert_eq!(back.gfx(), Gfx::Gfx8);
        assert_eq!(back.registers(), regs);
        // The packets decode to the same registers too.
        let mut words = [0u32; 64];
        let mut cb = CommandBuffer::for_gfx(&mut words, Gfx::Gfx8);
        back.emit(&mut cb).unwrap();
        let got = apply(&parse(cb.as_slice()));
        assert_eq!(got.len(), 14);
        for &(o, v) in regs.as_slice() {
            assert_eq!(got.get(&(Space::Context, o)), Some(&v));
        }
    }
}

/// A texture view of a DCC target reads the keys: a gfx8 T# with word 6
/// `COMPRESSION_EN` (bit 21) and `ALPHA_IS_ON_MSB` (bit 22) and word 7
/// `META_DATA_ADDRESS` = the keys' address >> 8, as Mesa's gfx8 T# of a DCC
/// surface (the `dcc: true` vectors of the descriptors-gfx6-gfx8 golden set
/// carry word 6 = 0x0060_0000 for a 4-channel `SWAP_STD`/`SWAP_ALT` format);
/// a one-channel `SWAP_STD` format keeps its alpha low (bit 22 clear).
/// Words 0..=5 are those of the same target without DCC.
#[test]
fn texture_view_of_a_dcc_target_reads_its_keys() {
    for (format, bpp, word6) in [
        (DataFormat::B8G8R8A8_UNORM, 32, 0x0060_0000),
        (DataFormat::R8G8B8A8_UNORM, 32, 0x0060_0000),
        (DataFormat::R8_UNORM, 8, 0x0020_0000),
    ] {
        let (_, plain, dcc) = polaris(Slot::S0, format, bpp, 1, (1920, 1080));
        let t = plain.with_dcc(&dcc, DCC).unwrap();
        let words = t
            .texture_view(1920, 1080)
            .unwrap()
            .build()
            .unwrap()
            .to_words();
        let plain_words = plain
            .texture_view(1920, 1080)
            .unwrap()
            .build()
            .unwrap()
            .to_words();
        assert_eq!(words[..6], plain_words[..6], "{format:?}");
        assert_eq!(
            (words[6], words[7]),
            (word6, (DCC >> 8) as u32),
            "{format:?}"
        );
        assert_eq!((plain_words[6], plain_words[7]), (0, 0), "{format:?}");
    }
}

/// The offsets of every slot's registers are the spec's (`dword_offset_in_space`).
#[test]
fn every_slot_writes_the_spec_offsets() {
    let spec: Value = serde_json::from_str(include_str!("../data/gcn-registers.json")).unwrap();
    let offset_of = |name: &str| -> u16 {
        let r = spec["registers"]
            .as_array()
            .unwrap()
            .iter()
            .find(|r| r["name"] == name)
            .unwrap_or_else(|| panic!("{name} not in the spec"));
        u16::from_str_radix(
            r["dword_offset_in_space"]
                .as_str()
                .unwrap()
                .trim_start_matches("0x"),
            16,
        )
        .unwrap()
    };
    let names = [
        "BASE",
        "PITCH",
        "SLICE",
        "VIEW",
        "INFO",
        "ATTRIB",
        "DCC_CONTROL",
        "CMASK",
        "CMASK_SLICE",
        "FMASK",
        "FMASK_SLICE",
        "CLEAR_WORD0",
        "CLEAR_WORD1",
        "DCC_BASE",
    ];
    for i in 0..8 {
        let slot = Slot::new(i).unwrap();
        let (_, t, dcc) = polaris(slot, DataFormat::B8G8R8A8_UNORM, 32, 1, (256, 256));
        let t = t.with_dcc(&dcc, DCC).unwrap();
        let got: Vec<u16> = t.registers().as_slice().iter().map(|&(o, _)| o).collect();
        let want: Vec<u16> = names
            .iter()
            .map(|n| offset_of(&format!("CB_COLOR{i}_{n}")))
            .collect();
        assert_eq!(got, want, "slot {i}");
    }
}

#[test]
fn dcc_decompress_dwords() {
    let (s, t, dcc) = polaris(Slot::S2, DataFormat::B8G8R8A8_UNORM, 32, 1, (1920, 1080));
    let t = SizedTarget::of(t.with_dcc(&dcc, DCC).unwrap(), &s);
    let mut words = [0u32; 256];
    let mut cb = CommandBuffer::for_gfx(&mut words, Gfx::Gfx8);
    dcc_decompress(&mut cb, &t, &[], &RestoreState::DEFAULT).unwrap();
    let out = cb.as_slice().to_vec();
    let block = gcn::blocks::color_target::DWORDS;
    let (bind, rest) = out.split_at(block);
    // Bound at slot 0: one run of 14 at CB_COLOR0_BASE, DCC_ENABLE and DCC_BASE kept.
    let packets = parse(bind);
    assert_eq!((packets.len(), packets[0].offset), (1, 0x318));
    assert_eq!(packets[0].values[4] >> 28 & 1, 1);
    assert_eq!(packets[0].values[13], 0x2_0000);
    // The size hint: 1920 = 0x780, 1080 = 0x438.
    let (hint, pass) = rest.split_at(2);
    assert_eq!(hint, [0xC000_1000, 0x0438_0780]);
    // CB_COLOR_CONTROL: MODE 6 (gfx8's CB_DCC_DECOMPRESS) at 4..6, ROP3 0xCC at 16..23.
    assert_eq!(pass, crate::passes::synced_cb_pass(0x00CC_0060));

    // Refused, nothing written: a gfx7 or gfx6 buffer (and the default gfx7 one).
    for gfx in [Gfx::Gfx7, Gfx::Gfx6] {
        let mut words = [0u32; 256];
        let mut cb = CommandBuffer::for_gfx(&mut words, gfx);
        assert!(matches!(
            dcc_decompress(&mut cb, &t, &[], &RestoreState::DEFAULT),
            Err(Error::NotOnGfx { .. })
        ));
        assert!(cb.is_empty());
    }
    let mut words = [0u32; 256];
    let mut cb = CommandBuffer::new(&mut words);
    assert!(dcc_decompress(&mut cb, &t, &[], &RestoreState::DEFAULT).is_err());
    assert!(cb.is_empty());
    // A target without DCC, three targets to bind back, a reserved mode, one dword short.
    let mut words = [0u32; 256];
    let mut cb = CommandBuffer::for_gfx(&mut words, Gfx::Gfx8);
    let (s0, plain, _) = polaris(Slot::S0, DataFormat::B8G8R8A8_UNORM, 32, 1, (256, 256));
    let plain = SizedTarget::of(plain, &s0);
    assert!(matches!(
        dcc_decompress(&mut cb, &plain, &[], &RestoreState::DEFAULT),
        Err(Error::MetadataMismatch { .. })
    ));
    assert!(matches!(
        dcc_decompress(&mut cb, &t, &[plain; 3], &RestoreState::DEFAULT),
        Err(Error::InvalidRange { .. })
    ));
    let reserved = RestoreState {
        cb_color_control: CbColorControl::from_bits(0x70),
        ..RestoreState::DEFAULT
    };
    assert!(matches!(
        dcc_decompress(&mut cb, &t, &[], &reserved),
        Err(Error::UnknownValue { .. })
    ));
    assert!(cb.is_empty());
    let mut short = vec![0u32; out.len() - 1];
    let mut cb = CommandBuffer::for_gfx(&mut short, Gfx::Gfx8);
    assert!(matches!(
        dcc_decompress(&mut cb, &t, &[], &RestoreState::DEFAULT),
        Err(Error::Pm4(_))
    ));
    assert!(cb.is_empty());
}

/// A gfx8 stream binding a DCC target and decompressing it lints clean on
/// gfx8 (no reserved bits in `DCC_ENABLE`, no unknown register at
/// `DCC_CONTROL` / `DCC_BASE`, the size hint after the 14-register run),
/// and the state at its draw decodes the target back with its DCC.
#[test]
fn dcc_streams_lint_clean_and_replay_on_gfx8() {
    use gcn::decode::lint::{Finding, lint};
    use gcn::decode::state::{DrawState, Event, Shadow, replay};
    let (s, t, dcc) = polaris(Slot::S0, DataFormat::B8G8R8A8_UNORM, 32, 1, (1920, 1080));
    let t = t.with_dcc(&dcc, DCC).unwrap();
    let mut words = [0u32; 256];
    let mut cb = CommandBuffer::for_gfx(&mut words, Gfx::Gfx8);
    dcc_decompress(
        &mut cb,
        &SizedTarget::of(t, &s),
        &[],
        &RestoreState::DEFAULT,
    )
    .unwrap();
    let stream = cb.as_slice().to_vec();
    let mut found = Vec::new();
    lint(
        &stream,
        &mut Shadow::for_gfx(Gfx::Gfx8),
        |_, _| None,
        |f: Finding| found.push(f.to_string()),
    );
    // The pass draws with the caller's shaders and state, which this bare
    // stream never binds: only those findings, none about the target.
    found.retain(|f| !f.contains("-program"));
    assert_eq!(
        found,
        [
            "@0x0 no-state-reset: stream does not start with CONTEXT_CONTROL, CLEAR_STATE or the PS4 default-state window",
            "@0x2d target-not-exported: colour target 0 is written (CB_TARGET_MASK, CB_SHADER_MASK) but the PS exports nothing to it (SPI_SHADER_COL_FORMAT)",
        ]
    );
    let mut draws = 0;
    replay(
        &stream,
        &mut Shadow::for_gfx(Gfx::Gfx8),
        |_, _| None,
        |_, event, state| {
            if let Event::Draw(_) = event {
                draws += 1;
                assert_eq!(DrawState::capture(state).color[0], t);
                // CB_COLOR_CONTROL.MODE 6 at 4..6.
                assert_eq!(
                    state.shadow.get(Space::Context, 0x202).map(|v| v >> 4 & 7),
                    Some(6)
                );
            }
        },
    );
    assert_eq!(draws, 1);
}

/// radeonsi never fast-clears a DCC surface through its CMASK alone
/// (`si_clear.c`): `fast_color_clear` refuses one (nothing written) and
/// `clear`, not given the keys' layout (`ColorClear::dcc`), clears it
/// slowly (dcc_clear.rs tests the DCC fast clear).
#[test]
fn a_dcc_target_is_not_cmask_fast_cleared() {
    use gcn::blocks::clear_value::ClearColor;
    use gcn::passes::{ClearKind, ClearMask, ClearShaders, ColorClear, clear, fast_color_clear};
    use gcn::shader::builtin::{ColorExport, clear_ps_for, rect_vs_for};
    use gcn::tiling::meta::{MetaInput, MetaTile, cmask_info};
    let cfg = &Config::POLARIS10;
    let (s, t, dcc) = polaris(Slot::S0, DataFormat::B8G8R8A8_UNORM, 32, 1, (256, 256));
    let input = SurfaceInput::new(TileIndex::new(10).unwrap(), 32, 256, 256).with_flags(
        SurfaceFlags::new()
            .with_color(true)
            .with_dcc_compatible(true),
    );
    let info = surface_info(cfg, &input).unwrap();
    let tile = MetaTile::Index(info.tile_index, info.macro_mode_index);
    let cmask = cmask_info(cfg, &MetaInput::new(s.pitch, s.padded_height, 1, tile)).unwrap();
    let color = ClearColor::Float([0.0, 0.25, 0.5, 1.0]);
    let plain = SizedTarget::of(t, &s);
    let with_dcc = SizedTarget::of(t.with_dcc(&dcc, DCC).unwrap(), &s);
    let mut words = [0u32; 1024];
    let mut cb = CommandBuffer::for_gfx(&mut words, Gfx::Gfx8);
    assert!(matches!(
        fast_color_clear(&mut cb, &with_dcc, &cmask, 0x0300_0000, color),
        Err(Error::MetadataMismatch { .. })
    ));
    assert!(cb.is_empty());
    // Without DCC the same target and CMASK clear fast.
    assert!(fast_color_clear(&mut cb, &plain, &cmask, 0x0300_0000, color).is_ok());

    let mut code = [0u32; 32];
    let rect = rect_vs_for(Gfx::Gfx8, &mut code).unwrap();
    let ps = clear_ps_for(Gfx::Gfx8, 0, ColorExport::Float32, &mut code).unwrap();
    let shaders =
        ClearShaders::new(0x0010_0000, &rect, 0x0010_0100, &ps, ColorExport::Float32).unwrap();
    let mask = ClearMask::new(0x04).unwrap();
    for (target, kind) in [(&with_dcc, ClearKind::Slow), (&plain, ClearKind::Fast)] {
        let colors = [
            Some(ColorClear {
                target,
                cmask: Some((&cmask, 0x0300_0000)),
                dcc: None,
                color,
            }),
            None,
            None,
            None,
        ];
        let mut words = [0u32; 1024];
        let mut cb = CommandBuffer::for_gfx(&mut words, Gfx::Gfx8);
        let out = clear(
            &mut cb,
            mask,
            &colors,
            None,
            &shaders,
            &RestoreState::DEFAULT,
        )
        .unwrap();
        assert_eq!(out.color[0], kind);
    }
}

/// A colour format of `bpp` bits per element for the mip-level targets.
pub(crate) fn format_of(bpp: u32) -> DataFormat {
    match bpp {
        8 => DataFormat::R8_UNORM,
        16 => DataFormat::R16_FLOAT,
        32 => DataFormat::R8G8B8A8_UNORM,
        64 => DataFormat::R16G16B16A16_FLOAT,
        _ => DataFormat::R32G32B32A32_FLOAT,
    }
}

/// Every single-sample mip chain of `tiling-gfx8-dcc/dcc_levels.jsonl`
/// (addrlib's levels, keys placed by Mesa's rules): the target of each
/// compressed level `n` writes radeonsi's gfx8 `CB_COLORn_DCC_BASE` =
/// (keys + `dcc_level[n].dcc_offset`) >> 8, its T# view the same
/// `META_DATA_ADDRESS` (`ac_set_mutable_tex_desc_fields`: `meta_offset` +
/// the base level's `dcc_offset`), and a T# of the whole texture from base
/// level `n` the same; a level Mesa does not compress is refused.
#[test]
fn dcc_of_each_mip_level_is_mesas_level_offset() {
    use gcn::desc::{ImageBuilder, SqRsrcImgType};
    use gcn::tiling::layout::{TextureDesc, dcc_layout, texture_layout};
    use gcn::tiling::surface::Format;

    let cfg = &Config::POLARIS10;
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/tiling-gfx8-dcc/dcc_levels.jsonl"
    );
    let text = std::fs::read_to_string(path).unwrap();
    let (texture, keys) = (0x10_0000_0000u64, 0x20_0000_0000u64);
    let (mut chains, mut compressed, mut refused) = (0, 0, 0);
    for line in text.lines() {
        let v: Value = serde_json::from_str(line).unwrap();
        let in_ = &v["in"];
        let get = |k: &str| in_[k].as_u64().unwrap() as u32;
        let (levels, bpp) = (get("num_mip_levels"), get("bpp"));
        if levels < 2 || get("num_samples") != 1 {
            continue;
        }
        chains += 1;
        let display = in_["flags"]
            .as_array()
            .unwrap()
            .iter()
            .any(|f| f == "display");
        let flags = SurfaceFlags::new()
            .with_color(true)
            .with_texture(true)
            .with_display(display)
            .with_pow2_pad(true)
            .with_dcc_compatible(true);
        let desc = TextureDesc::new_2d(
            TileIndex::new(get("tile_index")).unwrap(),
            Format::Plain,
            bpp,
            get("width"),
            get("height"),
        )
        .with_levels(levels)
        .with_flags(flags);
        let layout = texture_layout(cfg, &desc).unwrap();
        let dcc = dcc_layout(cfg, &desc, &layout).unwrap();
        let format = format_of(bpp);
        for (n, mesa) in v["mesa"]["levels"].as_array().unwrap().iter().enumerate() {
            let l = &layout.levels[n];
            let s = ColorSurface::from_surface_info(
                format,
                l.width_px,
                l.height_px,
                &l.info,
                texture + l.offset_bytes,
            )
            .unwrap();
            let t = ColorTarget::setup(cfg, Slot::S0, &s).unwrap();
            let r = t.with_dcc_level(&dcc, keys, n as u32);
            if !mesa["compressed"].as_bool().unwrap() {
                assert!(
                    matches!(r, Err(Error::MetadataMismatch { .. })),
                    "{line}: level {n}"
                );
                refused += 1;
                continue;
            }
            compressed += 1;
            let want = ((keys + mesa["dcc_offset"].as_u64().unwrap()) >> 8) as u32;
            let t = r.unwrap();
            let dcc_base = t.registers().get(0x325).unwrap();
            assert_eq!(dcc_base, want, "{line}: level {n}");
            let view = t
                .texture_view(l.width_px, l.height_px)
                .unwrap()
                .build()
                .unwrap();
            assert_eq!(view.to_words()[7], want, "{line}: level {n}");
            let whole =
                ImageBuilder::from_layout(SqRsrcImgType::SQ_RSRC_IMG_2D, format, texture, &layout)
                    .unwrap()
                    .with_sampled_levels(n as u32, levels - 1)
                    .with_gfx(Gfx::Gfx8)
                    .with_compression(dcc.level_address(keys, n as u32).unwrap(), true)
                    .build()
                    .unwrap();
            assert_eq!(whole.to_words()[7], want, "{line}: level {n}");
        }
    }
    assert!(
        chains > 50 && compressed > chains && refused > chains,
        "{chains} {compressed} {refused}"
    );
}
