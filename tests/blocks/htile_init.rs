//! The HTILE init pass (`passes::init_htile`): whole dwords of its DB sync,
//! `DMA_DATA` fill and `ACQUIRE_MEM` built from the spec's packet layouts
//! (`tests/data/gcn-registers.json`), the HTILE sizes from AMD's addrlib
//! vectors (`tests/data/tiling/htile.jsonl`, `tests/data/tiling-gfx8-dcc/htile.jsonl`),
//! the fill words from radeonsi (`si_texture.c`), RADV
//! (`radv_get_htile_initial_value`, `radv_image.h`) and PAL
//! (`Gfx6Htile::GetInitialValue`, gfx6 `gfx6MaskRam.cpp`); refusals with
//! nothing written, and a lint / replay of the stream.

use crate::dcc_clear::pass::{spec_chunk_bytes, spec_dma_fill, spec_split_fill};
use crate::spec_json::{num, pack, packet_field, packet_header, pm4_enum, spec, spec_enum};
use gcn::blocks::Error;
use gcn::blocks::depth_target::{
    DepthSurface, DepthTarget, HTILE_EXPANDED_DEPTH_ONLY, HTILE_EXPANDED_DEPTH_STENCIL, HTILE_INIT,
    HTILE_TC_INIT,
};
use gcn::desc::DataFormat;
use gcn::passes::{
    FILL_CHUNK_BYTES, HtileInit, HtileSlices, MAX_FILL_BYTES, MAX_FILL_CHUNKS, RestoreState,
    fast_depth_clear, init_htile, init_htile_slices,
};
use gcn::pm4::{CommandBuffer, Error as Pm4Error, Opcode};
use gcn::regs::{DbStencilInfo, Gfx};
use gcn::tiling::meta::{HtileInfo, MetaInput, MetaTile, htile_info};
use gcn::tiling::surface::{SurfaceFlags, SurfaceInput, surface_info};
use gcn::tiling::{Config, TileIndex};
use serde_json::Value;

const Z_BASE: u64 = 0x0100_0000;
const S_BASE: u64 = 0x0400_0000;
const HTILE: u64 = 0x0800_0000;

/// `EVENT_WRITE` of the `VGT_EVENT_TYPE` `event`, `EVENT_INDEX` 0.
fn spec_event_write(event: &str) -> [u32; 2] {
    let (lsb, _) = packet_field("EVENT_WRITE", 1, "EVENT_TYPE");
    [
        packet_header("EVENT_WRITE"),
        spec_enum("VGT_EVENT_TYPE", event) << lsb,
    ]
}

/// `CP_COHER_CNTL` with the bits `names` set, at the spec's positions.
fn coher_cntl(names: &[&str]) -> u32 {
    pack(
        "CP_COHER_CNTL",
        &names.iter().map(|&n| (n, 1)).collect::<Vec<_>>(),
    )
}

/// `ACQUIRE_MEM` with `actions`, `ENGINE` = `PFP` (the spec's
/// `ENGINE_PFP_ME`), over `size_256b` units from `base_256b`, polling every
/// 10 (the crate's `transition::POLL_INTERVAL`).
fn spec_acquire_mem(actions: &[&str], base_256b: u64, size_256b: u64) -> [u32; 7] {
    let pfp = pm4_enum("ENGINE_PFP_ME", "PFP");
    let (engine, _) = packet_field("ACQUIRE_MEM", 1, "ENGINE");
    let (_, size_bits) = packet_field("ACQUIRE_MEM", 2, "COHER_SIZE");
    let (_, size_hi_bits) = packet_field("ACQUIRE_MEM", 3, "COHER_SIZE_HI");
    let (_, base_hi_bits) = packet_field("ACQUIRE_MEM", 5, "COHER_BASE_HI");
    assert!(size_256b < 1 << (size_bits + size_hi_bits));
    assert!(base_256b < 1 << (32 + base_hi_bits));
    [
        packet_header("ACQUIRE_MEM"),
        coher_cntl(actions) | pfp << engine,
        size_256b as u32,
        (size_256b >> size_bits) as u32,
        base_256b as u32,
        (base_256b >> 32) as u32,
        10,
    ]
}

/// The whole stream of an HTILE init of `bytes` at `address` with `word`:
/// the DB sync (radeonsi's `SI_BARRIER_SYNC_AND_INV_DB` in
/// `gfx6_emit_barrier`: `FLUSH_AND_INV_DB_META`, then `DB_ACTION_ENA` and
/// `DB_DEST_BASE_ENA` over all memory, the spec's full range 0xFF_FFFF_FFFF),
/// the fill, the range made visible to the DB.
fn spec_init(word: u32, address: u64, bytes: u32) -> Vec<u32> {
    let mut want = Vec::new();
    want.extend(spec_event_write("FLUSH_AND_INV_DB_META"));
    want.extend(spec_acquire_mem(
        &["DB_ACTION_ENA", "DB_DEST_BASE_ENA"],
        0,
        0xFF_FFFF_FFFF,
    ));
    want.extend(spec_dma_fill(word, address, bytes));
    want.extend(spec_acquire_mem(
        &["DB_ACTION_ENA"],
        address >> 8,
        u64::from(bytes).div_ceil(256),
    ));
    want
}

/// `(htile_bytes, slice_size)` of addrlib's HTILE info vector in `file` for
/// a 1920x1080 depth surface on `entry` with `bpp`, `samples`, `slices` and
/// `flags`.
fn addrlib_htile(
    file: &str,
    entry: u32,
    bpp: u32,
    samples: u32,
    slices: u32,
    flags: &[&str],
) -> (u64, u64) {
    let hit = file
        .lines()
        .map(|l| serde_json::from_str::<Value>(l).unwrap())
        .find(|v| {
            let s = &v["surface_in"];
            v["kind"] == "info"
                && v["ret"] == "ADDR_OK"
                && s["tile_index"] == entry
                && s["bpp"] == bpp
                && s["num_samples"] == samples
                && s["num_slices"] == slices
                && s["width"] == 1920
                && s["height"] == 1080
                && s["flags"] == serde_json::json!(flags)
        })
        .unwrap();
    (
        hit["out"]["htile_bytes"].as_u64().unwrap(),
        hit["out"]["slice_size"].as_u64().unwrap(),
    )
}

/// A 1920x1080 Z32F target on `cfg`'s `entry` with `samples` and `slices`,
/// an S8 plane when `stencil`, HTILE at [`HTILE`] (TC-compatible when
/// `tc`), and its HTILE layout.
fn target(
    cfg: &Config,
    entry: u32,
    samples: u32,
    slices: u32,
    stencil: bool,
    tc: bool,
) -> (DepthTarget, HtileInfo) {
    target_of(cfg, entry, (1920, 1080), samples, slices, stencil, tc)
}

/// [`target`] of `width` x `height` pixels.
fn target_of(
    cfg: &Config,
    entry: u32,
    (width, height): (u32, u32),
    samples: u32,
    slices: u32,
    stencil: bool,
    tc: bool,
) -> (DepthTarget, HtileInfo) {
    let entry = TileIndex::new(entry).unwrap();
    let flags = SurfaceFlags::new()
        .with_depth(true)
        .with_no_stencil(!stencil)
        .with_tc_compatible(tc);
    let input = SurfaceInput {
        num_slices: slices,
        ..SurfaceInput::new(entry, 32, width, height)
            .with_samples(samples, samples)
            .with_flags(flags)
    };
    let info = surface_info(cfg, &input).unwrap();
    let tile = MetaTile::Index(info.tile_index, info.macro_mode_index);
    let meta =
        MetaInput::new(info.pitch_elems, info.height_elems, slices, tile).with_tc_compatible(tc);
    let htile = htile_info(cfg, &meta).unwrap();
    let mut s =
        DepthSurface::from_surface_info(DataFormat::D32_FLOAT, width, height, &info, Z_BASE)
            .unwrap()
            .with_htile(HTILE);
    if stencil {
        s = s.with_stencil(S_BASE, entry);
    }
    let mut t = DepthTarget::setup(cfg, &s).unwrap();
    if tc {
        t = t.with_tc_compatible_htile(cfg, &info).unwrap();
    }
    (t, htile)
}

/// PS4 (gfx7) targets on entry 2 (`Depth2dThin256`), 7 slices: the whole
/// HTILE (addrlib: 1376256 bytes, 7 slices of 196608) filled in one
/// `DMA_DATA`, with radeonsi's 0 for a fresh surface and RADV's and PAL's
/// expanded word, which differs between the depth-only layout
/// (`TILE_STENCIL_DISABLE`, no stencil) and the depth-and-stencil one.
#[test]
fn init_htile_dwords_on_ps4() {
    let cfg = &Config::PS4;
    let (bytes, slice) = addrlib_htile(
        include_str!("../data/tiling/htile.jsonl"),
        2,
        32,
        1,
        7,
        &["depth"],
    );
    assert_eq!((bytes, slice), (1_376_256, 196_608));
    let bytes32 = u32::try_from(bytes).unwrap();
    // (stencil, init, the word from its source)
    #[rustfmt::skip]
    let cases = [
        // radeonsi si_texture.c: clear_value = 0 unless TC-compatible (gfx6-8).
        (false, HtileInit::Fresh, 0x0000_0000),
        (true, HtileInit::Fresh, 0x0000_0000),
        // RADV radv_get_htile_initial_value / PAL Gfx6Htile::GetInitialValue, Z only:
        // Max Z 0x3FFF (31..18), Min Z 0 (17..4), ZMask 0xF (3..0).
        (false, HtileInit::Expanded, 0xFFFC_000F),
        // Z and stencil: Z range 0xFFFFF (31..12), SMem 3 (9..8), SR1 3 (7..6), SR0 3 (5..4), ZMask 0xF.
        (true, HtileInit::Expanded, 0xFFFF_F3FF),
    ];
    for (stencil, init, word) in cases {
        let (t, htile) = target(cfg, 2, 1, 7, stencil, false);
        assert_eq!(t.stencil_info().tile_stencil_disable(), !stencil);
        assert_eq!((htile.htile_bytes, htile.slice_size_bytes), (bytes, slice));
        let mut words = [0u32; 64];
        let mut cb = CommandBuffer::for_gfx(&mut words, Gfx::Gfx7);
        let got = init_htile(&mut cb, &t, &htile, HTILE, init).unwrap();
        assert_eq!(got, word, "{stencil} {init:?}");
        assert_eq!(init.value(&t), Ok(word));
        assert_eq!(
            cb.as_slice(),
            spec_init(word, HTILE, bytes32),
            "{stencil} {init:?}"
        );
    }
    assert_eq!(
        (
            HTILE_INIT,
            HTILE_EXPANDED_DEPTH_ONLY,
            HTILE_EXPANDED_DEPTH_STENCIL
        ),
        (0, 0xFFFC_000F, 0xFFFF_F3FF)
    );
    // The two layouts take different expanded words.
    let (z, _) = target(cfg, 2, 1, 7, false, false);
    let (zs, _) = target(cfg, 2, 1, 7, true, false);
    assert_ne!(
        HtileInit::Expanded.value(&z),
        HtileInit::Expanded.value(&zs)
    );
}

/// gfx8 TC-compatible HTILE (Polaris10 entry 2, 4 samples, 7 slices;
/// addrlib's TC size 1048576 bytes): radeonsi fills a new one with 0x30F
/// (`si_texture.c`), RADV and PAL with the depth-and-stencil expanded word
/// even without a stencil plane, because gfx8 keeps `TILE_STENCIL_DISABLE`
/// clear for TC-compatible HTILE (RADV `radv_image_tile_stencil_disabled`,
/// PAL `waTcCompatZRange`).
#[test]
fn init_htile_dwords_tc_compatible_on_gfx8() {
    let cfg = &Config::POLARIS10;
    let (bytes, _) = addrlib_htile(
        include_str!("../data/tiling-gfx8-dcc/htile.jsonl"),
        2,
        32,
        4,
        7,
        &["depth", "tc_compatible"],
    );
    assert_eq!(bytes, 1_048_576);
    let bytes32 = u32::try_from(bytes).unwrap();
    #[rustfmt::skip]
    let cases = [
        // radeonsi si_texture.c: 0x0000030F for TC-compatible HTILE.
        (false, HtileInit::Fresh, 0x0000_030F),
        (true, HtileInit::Fresh, 0x0000_030F),
        // RADV / PAL: Z range 0xFFFFF, SMem 3, SR1 3, SR0 3, ZMask 0xF.
        (false, HtileInit::Expanded, 0xFFFF_F3FF),
        (true, HtileInit::Expanded, 0xFFFF_F3FF),
    ];
    for (stencil, init, word) in cases {
        let (t, htile) = target(cfg, 2, 4, 7, stencil, true);
        assert!(t.tc_compatible_htile() && !t.stencil_info().tile_stencil_disable());
        assert_eq!(htile.htile_bytes, bytes);
        let mut words = [0u32; 64];
        let mut cb = CommandBuffer::for_gfx(&mut words, Gfx::Gfx8);
        assert_eq!(init_htile(&mut cb, &t, &htile, HTILE, init), Ok(word));
        assert_eq!(
            cb.as_slice(),
            spec_init(word, HTILE, bytes32),
            "{stencil} {init:?}"
        );
    }
    assert_eq!(HTILE_TC_INIT, 0x0000_030F);
}

/// Every refusal: an error and nothing written.
#[test]
fn init_htile_refusals_write_nothing() {
    let cfg = &Config::PS4;
    let (t, htile) = target(cfg, 2, 1, 7, true, false);
    let (z, _) = target(cfg, 2, 1, 7, false, false);
    let (_, one_slice) = target(cfg, 2, 1, 1, true, false);
    // A MetadataMismatch whose message names `why`.
    let refused = |r: Result<u32, Error>, why: &str| matches!(r, Err(Error::MetadataMismatch { what }) if what.contains(why));
    let mut words = [0u32; 64];
    let mut cb = CommandBuffer::for_gfx(&mut words, Gfx::Gfx7);
    let c = &mut cb;
    let e = HtileInit::Expanded;
    let f = HtileInit::Fresh;

    // No HTILE on the target.
    let no_htile = DepthTarget::setup(
        cfg,
        &DepthSurface::new(DataFormat::D32_FLOAT, 1920, 1080)
            .with_layout(1920, 1088, TileIndex::new(2).unwrap())
            .with_address(Z_BASE),
    )
    .unwrap();
    assert!(refused(
        init_htile(c, &no_htile, &htile, HTILE, f),
        "TILE_SURFACE_ENABLE"
    ));
    assert!(refused(f.value(&no_htile), "TILE_SURFACE_ENABLE"));
    // Another address than the target's DB_HTILE_DATA_BASE.
    assert!(refused(
        init_htile(c, &t, &htile, HTILE + 0x10_0000, f),
        "DB_HTILE_DATA_BASE"
    ));
    // A layout of fewer slices than the view's 7.
    assert!(refused(
        init_htile(c, &t, &one_slice, HTILE, f),
        "fewer slices"
    ));
    // A layout smaller than the surface.
    let small = HtileInfo {
        height_px: 1024,
        ..htile
    };
    assert!(refused(
        init_htile(c, &t, &small, HTILE, f),
        "smaller than the depth surface"
    ));
    // The target's HTILE off the layout's alignment.
    let off = HtileInfo {
        base_align_bytes: HTILE as u32 * 2,
        ..htile
    };
    assert!(refused(init_htile(c, &t, &off, HTILE, f), "alignment"));
    // More than the largest fill (MAX_FILL_CHUNKS DMA_DATA).
    let big = HtileInfo {
        htile_bytes: MAX_FILL_BYTES + 4,
        ..htile
    };
    assert!(refused(init_htile(c, &t, &big, HTILE, f), "MAX_FILL_BYTES"));
    // The expanded depth-and-stencil word with ZRANGE_PRECISION 0 (clear
    // value 0.0): the sources' Z range base is Z max, ZRANGE_PRECISION 1.
    let zero = t.with_depth_clear(0.0);
    assert!(!zero.z_info().zrange_precision());
    assert!(refused(
        init_htile(c, &zero, &htile, HTILE, e),
        "ZRANGE_PRECISION 0"
    ));
    // An invalid target (a setter error).
    assert!(matches!(
        init_htile(c, &t.with_view(3, 2), &htile, HTILE, f),
        Err(Error::OutOfRange { .. })
    ));
    assert!(c.is_empty());
    // The same clear value is fine where the word does not depend on it.
    assert_eq!(
        f.value(&zero),
        Ok(0),
        "radeonsi's fresh word has no z-range"
    );
    assert_eq!(
        e.value(&z.with_depth_clear(0.0)),
        Ok(0xFFFC_000F),
        "the depth-only word gives Min Z and Max Z"
    );

    // A TC-compatible HTILE with TILE_STENCIL_DISABLE set by hand.
    let (tc, tc_htile) = target(&Config::POLARIS10, 2, 4, 7, false, true);
    let forced = tc.with_stencil_info(tc.stencil_info().with_tile_stencil_disable(true));
    let mut words = [0u32; 64];
    let mut cb = CommandBuffer::for_gfx(&mut words, Gfx::Gfx8);
    for init in [f, e] {
        assert!(refused(
            init_htile(&mut cb, &forced, &tc_htile, HTILE, init),
            "TILE_STENCIL_DISABLE"
        ));
    }
    assert!(cb.is_empty());
    assert_eq!(
        forced.stencil_info(),
        DbStencilInfo::from_bits(tc.stencil_info().into_bits() | 1 << 29)
    );

    // No room: one dword short of the 23 the pass writes (2 + 7 + 7 + 7).
    let mut short = [0u32; 22];
    let mut cb = CommandBuffer::for_gfx(&mut short, Gfx::Gfx7);
    assert!(matches!(
        init_htile(&mut cb, &t, &htile, HTILE, e),
        Err(Error::Pm4(_))
    ));
    assert!(cb.is_empty());
    let mut exact = [0u32; 23];
    let mut cb = CommandBuffer::for_gfx(&mut exact, Gfx::Gfx7);
    init_htile(&mut cb, &t, &htile, HTILE, e).unwrap();
    assert_eq!(cb.len(), 23);

    // A gfx6 buffer: DMA_DATA and ACQUIRE_MEM are gfx7 and gfx8 packets in the spec.
    assert_eq!(
        spec()["pm4"]["packets"]["ACQUIRE_MEM"]["generations"],
        serde_json::json!(["gfx7", "gfx8"])
    );
    let mut words = [0u32; 64];
    let mut cb = CommandBuffer::for_gfx(&mut words, Gfx::Gfx6);
    assert!(matches!(
        init_htile(&mut cb, &t, &htile, HTILE, e),
        Err(Error::Pm4(Pm4Error::PacketNotOnGfx { opcode, gfx: Gfx::Gfx6 }))
            if opcode == Opcode::ACQUIRE_MEM || opcode == Opcode::DMA_DATA
    ));
    assert!(cb.is_empty());
}

/// A stream that binds the target, initialises its HTILE and fast-clears it
/// lints clean (but for the bare stream's missing state reset and the
/// clear draw's unbound shaders) on gfx7 and, TC-compatible, on gfx8, and
/// its draw replays to the target.
#[test]
fn init_htile_stream_lints_clean_and_replays() {
    use gcn::decode::lint::{Finding, lint};
    use gcn::decode::state::{DrawState, Event, Shadow, replay};
    for (cfg, gfx, tc) in [
        (&Config::PS4, Gfx::Gfx7, false),
        (&Config::POLARIS10, Gfx::Gfx8, true),
    ] {
        let (t, htile) = target(cfg, 2, 1, 1, true, tc);
        let mut words = [0u32; 256];
        let mut cb = CommandBuffer::for_gfx(&mut words, gfx);
        t.emit(&mut cb).unwrap();
        init_htile(&mut cb, &t, &htile, HTILE, HtileInit::Fresh).unwrap();
        fast_depth_clear(&mut cb, &t, true, true, &RestoreState::DEFAULT).unwrap();
        let stream = cb.as_slice().to_vec();
        let mut found = Vec::new();
        lint(
            &stream,
            &mut Shadow::for_gfx(gfx),
            |_, _| None,
            |f: Finding| found.push(f.to_string()),
        );
        found.retain(|f| !f.contains("-program") && !f.contains("no-state-reset"));
        assert_eq!(found, Vec::<String>::new(), "{gfx:?}");
        let mut draws = 0;
        replay(
            &stream,
            &mut Shadow::for_gfx(gfx),
            |_, _| None,
            |_, event, state| {
                if let Event::Draw(_) = event {
                    draws += 1;
                    assert_eq!(DrawState::capture(state).depth, t);
                }
            },
        );
        assert_eq!(draws, 1, "{gfx:?}");
    }
}

/// An HTILE larger than one `DMA_DATA` fills (the spec's `BYTE_COUNT` is 21
/// bits): filled by several, split as radeonsi's `si_cp_dma_clear_buffer`
/// splits a CP DMA clear (`cp_dma_max_byte_count`: the field's largest
/// value rounded down to 32 bytes; `CP_SYNC` on the last packet), then one
/// `ACQUIRE_MEM` over the whole range. Before, every such HTILE was refused.
#[test]
fn init_htile_splits_a_large_htile() {
    let cfg = &Config::POLARIS10;
    // The chunk: 2^21 - 1 rounded down to 32 (radeonsi), from the spec's field width.
    let (_, count_width) = packet_field("DMA_DATA", 6, "BYTE_COUNT");
    assert_eq!(count_width, 21);
    assert_eq!(spec_chunk_bytes(), 2_097_120);
    assert_eq!(FILL_CHUNK_BYTES, spec_chunk_bytes());
    assert_eq!(MAX_FILL_BYTES, u64::from(MAX_FILL_CHUNKS) * 2_097_120);
    // addrlib's TC-compatible HTILE of a 4096x2048 Z32 target of 7 slices
    // on Polaris10's entry 2: 3670016 bytes, two fills.
    let (bytes, _) = {
        let hit = include_str!("../data/tiling-gfx8-dcc/htile.jsonl")
            .lines()
            .map(|l| serde_json::from_str::<Value>(l).unwrap())
            .find(|v| {
                let s = &v["surface_in"];
                v["kind"] == "info"
                    && v["ret"] == "ADDR_OK"
                    && s["tile_index"] == 2
                    && s["bpp"] == 32
                    && s["num_samples"] == 1
                    && s["num_slices"] == 7
                    && s["width"] == 4096
                    && s["height"] == 2048
                    && s["flags"] == serde_json::json!(["depth", "tc_compatible"])
            })
            .unwrap();
        (hit["out"]["htile_bytes"].as_u64().unwrap(), ())
    };
    assert_eq!(bytes, 3_670_016);
    let (t, htile) = target_of(cfg, 2, (4096, 2048), 1, 7, true, true);
    assert_eq!(htile.htile_bytes, bytes);
    // (target, layout, fills): addrlib's; one slice of the same target with
    // a layout just over one fill and one of the largest fill.
    let (one, slice) = target_of(cfg, 2, (4096, 2048), 1, 1, true, true);
    let over = HtileInfo {
        htile_bytes: 1 << count_width,
        ..slice
    };
    let most = HtileInfo {
        htile_bytes: MAX_FILL_BYTES,
        ..slice
    };
    for (t, layout, fills) in [
        (t, htile, 2),
        (one, over, 2),
        (one, most, MAX_FILL_CHUNKS as usize),
    ] {
        let n = layout.htile_bytes;
        let mut want = Vec::new();
        want.extend(spec_event_write("FLUSH_AND_INV_DB_META"));
        want.extend(spec_acquire_mem(
            &["DB_ACTION_ENA", "DB_DEST_BASE_ENA"],
            0,
            0xFF_FFFF_FFFF,
        ));
        let split = spec_split_fill(HTILE_TC_INIT, HTILE, n);
        assert_eq!(split.len(), 7 * fills, "{n}");
        want.extend(split);
        want.extend(spec_acquire_mem(
            &["DB_ACTION_ENA"],
            HTILE >> 8,
            n.div_ceil(256),
        ));
        let mut words = [0u32; 128];
        let mut cb = CommandBuffer::for_gfx(&mut words, Gfx::Gfx8);
        assert_eq!(
            init_htile(&mut cb, &t, &layout, HTILE, HtileInit::Fresh),
            Ok(HTILE_TC_INIT)
        );
        assert_eq!(cb.as_slice(), want, "{n}");
        // One dword short: refused, nothing written.
        let mut words = vec![0xAAAA_AAAAu32; want.len() - 1];
        let mut cb = CommandBuffer::for_gfx(&mut words, Gfx::Gfx8);
        assert!(matches!(
            init_htile(&mut cb, &t, &layout, HTILE, HtileInit::Fresh),
            Err(Error::Pm4(Pm4Error::OutOfSpace { .. }))
        ));
        assert!(cb.is_empty());
        assert!(words.iter().all(|&w| w == 0xAAAA_AAAA));
    }
    // The case that was refused before: a 7680x4320 Z32F + S8 target's
    // HTILE (PS4 entry 2, 2211840 bytes, addrlib's size: see
    // htile_of_8k_targets_matches_addrlib), now two fills of radeonsi's split.
    let (uhd, uhd_htile) = target_of(&Config::PS4, 2, (7680, 4320), 1, 1, true, false);
    let n = uhd_htile.htile_bytes;
    assert!(n > (1 << count_width) - 1);
    let mut want = spec_init(0, HTILE, 0)[..9].to_vec();
    want.extend(spec_split_fill(0, HTILE, n));
    want.extend(spec_acquire_mem(
        &["DB_ACTION_ENA"],
        HTILE >> 8,
        n.div_ceil(256),
    ));
    let mut words = [0u32; 128];
    let mut cb = CommandBuffer::for_gfx(&mut words, Gfx::Gfx7);
    assert_eq!(
        init_htile(&mut cb, &uhd, &uhd_htile, HTILE, HtileInit::Fresh),
        Ok(0)
    );
    assert_eq!(cb.as_slice(), want);
    assert_eq!(want.len(), 9 + 2 * 7 + 7);
    // One byte-dword past the largest fill: refused, nothing written.
    let past = HtileInfo {
        htile_bytes: MAX_FILL_BYTES + 4,
        ..htile
    };
    let mut words = [0u32; 128];
    let mut cb = CommandBuffer::for_gfx(&mut words, Gfx::Gfx8);
    assert!(matches!(
        init_htile(&mut cb, &t, &past, HTILE, HtileInit::Fresh),
        Err(Error::MetadataMismatch { .. })
    ));
    assert!(cb.is_empty());
}

/// addrlib's HTILE info vector in `file` for a `width` x `height` depth
/// surface (`surface_in`) on `entry` with `bpp`, `samples`, `slices` and `flags`.
fn addrlib_info(
    file: &str,
    (entry, bpp, width, height): (u32, u32, u32, u32),
    samples: u32,
    slices: u32,
    flags: &[&str],
) -> Value {
    file.lines()
        .map(|l| serde_json::from_str::<Value>(l).unwrap())
        .find(|v| {
            let s = &v["surface_in"];
            v["kind"] == "info"
                && v["ret"] == "ADDR_OK"
                && s["tile_index"] == entry
                && s["bpp"] == bpp
                && s["num_samples"] == samples
                && s["num_slices"] == slices
                && s["width"] == width
                && s["height"] == height
                && s["flags"] == serde_json::json!(flags)
        })
        .unwrap_or_else(|| panic!("no addrlib vector {entry} {bpp} {width}x{height}"))
}

/// The input of an addrlib HTILE vector (`in`): its pitch, height, slices,
/// linear flag, `tcCompatible` (bit 0 of its flags) and table entries;
/// `None` for a vector given explicit tile info or no table entry.
fn vector_input(v: &Value) -> Option<MetaInput> {
    let i = &v["in"];
    if i["tile_info_passed"] != false {
        return None;
    }
    let entry = TileIndex::new(u32::try_from(i["tile_index"].as_i64()?).ok()?).ok()?;
    let macro_mode = u32::try_from(i["macro_mode_index"].as_i64()?).ok();
    Some(MetaInput {
        is_linear: i["is_linear"].as_bool().unwrap(),
        tc_compatible: num(&i["flags_value"]) & 1 != 0,
        ..MetaInput::new(
            num(&i["pitch"]) as u32,
            num(&i["height"]) as u32,
            num(&i["num_slices"]) as u32,
            MetaTile::Index(gcn::tiling::surface::TileEntry::Index(entry), macro_mode),
        )
    })
}

/// `htile_info` of an addrlib vector's input, checked against the vector's
/// output (sizes, alignment, slice size, interleaving) and its flag.
fn vector_layout(cfg: &Config, v: &Value) -> HtileInfo {
    let input = vector_input(v).unwrap();
    let h = htile_info(cfg, &input).unwrap();
    let out = &v["out"];
    assert_eq!(
        (
            h.htile_bytes,
            h.slice_size_bytes,
            u64::from(h.base_align_bytes),
            h.slice_interleaved
        ),
        (
            num(&out["htile_bytes"]),
            num(&out["slice_size"]),
            num(&out["base_align"]),
            out["slice_interleaved"].as_bool().unwrap()
        ),
        "{v}"
    );
    assert_eq!(h.tc_compatible, input.tc_compatible);
    h
}

/// The whole stream of an HTILE init of `bytes` at `address` with `word`,
/// the fill split as radeonsi splits a CP DMA clear ([`spec_init`] for a
/// range of more than one `DMA_DATA`).
fn spec_init_split(word: u32, address: u64, bytes: u64) -> Vec<u32> {
    let mut want = spec_init(word, address, 4)[..9].to_vec();
    want.extend(spec_split_fill(word, address, bytes));
    want.extend(spec_acquire_mem(
        &["DB_ACTION_ENA"],
        address >> 8,
        bytes.div_ceil(256),
    ));
    want
}

/// Slices of a plain HTILE (PS4, entry 2, 1920x1080 Z32, 7 slices; addrlib:
/// 1,376,256 bytes, slices of 196,608): a range fills `first × 196608`
/// bytes on from the HTILE's base, `count × 196608` long, as RADV's
/// `radv_clear_htile` places a layer range (`meta_slice_size`); the whole
/// range is exactly `init_htile`'s stream.
#[test]
fn init_htile_slices_dwords_on_ps4() {
    let cfg = &Config::PS4;
    let v = addrlib_info(
        include_str!("../data/tiling/htile.jsonl"),
        (2, 32, 1920, 1080),
        1,
        7,
        &["depth"],
    );
    let layout = vector_layout(cfg, &v);
    let slice = num(&v["out"]["slice_size"]);
    assert_eq!((num(&v["out"]["htile_bytes"]), slice), (1_376_256, 196_608));
    for stencil in [false, true] {
        let (t, htile) = target(cfg, 2, 1, 7, stencil, false);
        assert_eq!(htile, layout);
        for init in [HtileInit::Fresh, HtileInit::Expanded] {
            let word = init.value(&t).unwrap();
            for (first, count) in [(0u32, 7u32), (0, 1), (2, 3), (6, 1), (1, 6)] {
                let range = HtileSlices::new(first, count);
                let (at, bytes) = (u64::from(first) * slice, u64::from(count) * slice);
                assert_eq!(range.byte_range(&htile), Ok((at, bytes)));
                let mut words = [0u32; 64];
                let mut cb = CommandBuffer::for_gfx(&mut words, Gfx::Gfx7);
                let got = init_htile_slices(&mut cb, &t, &htile, HTILE, init, range);
                assert_eq!(got, Ok(word));
                assert_eq!(
                    cb.as_slice(),
                    spec_init(word, HTILE + at, u32::try_from(bytes).unwrap()),
                    "{stencil} {init:?} {first}+{count}"
                );
            }
            // All slices: the stream of init_htile.
            let mut a = [0u32; 64];
            let mut b = [0u32; 64];
            let mut ca = CommandBuffer::for_gfx(&mut a, Gfx::Gfx7);
            let mut cb = CommandBuffer::for_gfx(&mut b, Gfx::Gfx7);
            init_htile(&mut ca, &t, &htile, HTILE, init).unwrap();
            init_htile_slices(&mut cb, &t, &htile, HTILE, init, HtileSlices::new(0, 7)).unwrap();
            assert_eq!(ca.as_slice(), cb.as_slice());
        }
    }
}

/// Slices of a TC-compatible HTILE whose slices are separate (Polaris10,
/// entry 2, 4096x2048 Z32, 7 slices: addrlib's 3,670,016 bytes, slices of
/// 524,288, a whole number of the 32 KiB alignment, `slice_interleaved`
/// false); four slices are more than one `DMA_DATA` and are split as
/// radeonsi splits a CP DMA clear.
#[test]
fn init_htile_slices_tc_compatible_separate_slices() {
    let cfg = &Config::POLARIS10;
    let v = addrlib_info(
        include_str!("../data/tiling-gfx8-dcc/htile.jsonl"),
        (2, 32, 4096, 2048),
        1,
        7,
        &["depth", "tc_compatible"],
    );
    let layout = vector_layout(cfg, &v);
    let slice = num(&v["out"]["slice_size"]);
    assert_eq!(slice, 524_288);
    assert_eq!(v["out"]["slice_interleaved"], false);
    let (t, htile) = target_of(cfg, 2, (4096, 2048), 1, 7, true, true);
    assert_eq!(htile, layout);
    for (first, count, packets) in [(1u32, 4u32, 2usize), (3, 2, 1), (6, 1, 1), (0, 7, 2)] {
        let (at, bytes) = (u64::from(first) * slice, u64::from(count) * slice);
        let want = spec_init_split(HTILE_TC_INIT, HTILE + at, bytes);
        assert_eq!(want.len(), 9 + 7 * packets + 7);
        let mut words = [0u32; 64];
        let mut cb = CommandBuffer::for_gfx(&mut words, Gfx::Gfx8);
        let range = HtileSlices::new(first, count);
        assert_eq!(
            init_htile_slices(&mut cb, &t, &htile, HTILE, HtileInit::Fresh, range),
            Ok(HTILE_TC_INIT)
        );
        assert_eq!(cb.as_slice(), want, "{first}+{count}");
    }
}

/// The refusals of a slice range: a layout whose slices interleave
/// (addrlib's `slice_interleaved`, a TC-compatible 1920x1080 array on
/// Polaris10) or whose slice is not a whole number of its base alignment
/// (addrlib's linear HTILE of a PS4 1D depth array: 1,024-byte slices, 2 KiB
/// alignment), an empty range, one past the layout; each with nothing
/// written.
#[test]
fn init_htile_slices_refusals_write_nothing() {
    // Interleaved slices: addrlib's 147,456-byte slices of a 32 KiB-aligned TC HTILE.
    let cfg = &Config::POLARIS10;
    let v = addrlib_info(
        include_str!("../data/tiling-gfx8-dcc/htile.jsonl"),
        (2, 32, 1920, 1080),
        4,
        7,
        &["depth", "tc_compatible"],
    );
    let layout = vector_layout(cfg, &v);
    assert!(layout.slice_interleaved);
    let (t, htile) = target(cfg, 2, 4, 7, true, true);
    assert_eq!(htile, layout);
    let mut words = [0xAAAA_AAAAu32; 64];
    let mut cb = CommandBuffer::for_gfx(&mut words, Gfx::Gfx8);
    for (first, count) in [(0, 1), (0, 7), (3, 2)] {
        let r = init_htile_slices(
            &mut cb,
            &t,
            &htile,
            HTILE,
            HtileInit::Fresh,
            HtileSlices::new(first, count),
        );
        assert!(
            matches!(r, Err(Error::MetadataMismatch { what }) if what.contains("interleaved")),
            "{r:?}"
        );
    }
    // The whole HTILE is still one range.
    assert!(cb.is_empty());
    init_htile(&mut cb, &t, &htile, HTILE, HtileInit::Fresh).unwrap();

    // A linear plain HTILE (PS4 entry 3, 6 slices) with slices of half its alignment.
    let cfg = &Config::PS4;
    let v = addrlib_info(
        include_str!("../data/tiling/htile.jsonl"),
        (3, 16, 1, 1),
        1,
        6,
        &["depth"],
    );
    let linear = vector_layout(cfg, &v);
    assert!(vector_input(&v).unwrap().is_linear && !linear.slice_interleaved);
    assert_eq!(
        (linear.slice_size_bytes, linear.base_align_bytes),
        (1024, 2048)
    );
    let s = DepthSurface::new(DataFormat::D16_UNORM, 8, 8)
        .with_layout(
            linear.pitch_px,
            linear.height_px,
            TileIndex::new(3).unwrap(),
        )
        .with_address(Z_BASE)
        .with_slices(6)
        .with_htile(HTILE);
    let small = DepthTarget::setup(cfg, &s).unwrap();
    let mut words = [0xAAAA_AAAAu32; 64];
    let mut cb = CommandBuffer::for_gfx(&mut words, Gfx::Gfx7);
    let r = init_htile_slices(
        &mut cb,
        &small,
        &linear,
        HTILE,
        HtileInit::Fresh,
        HtileSlices::new(1, 1),
    );
    assert!(
        matches!(r, Err(Error::MetadataMismatch { what }) if what.contains("whole number")),
        "{r:?}"
    );
    assert!(cb.is_empty());

    // Empty, past the layout's 7 slices, and a first slice near u32::MAX.
    let (t, htile) = target(cfg, 2, 1, 7, true, false);
    for (first, count) in [(0, 0), (5, 3), (7, 1), (u32::MAX, 1), (1, u32::MAX)] {
        let r = init_htile_slices(
            &mut cb,
            &t,
            &htile,
            HTILE,
            HtileInit::Expanded,
            HtileSlices::new(first, count),
        );
        if count == 0 {
            assert!(matches!(r, Err(Error::InvalidRange { .. })), "{r:?}");
        } else {
            assert!(
                matches!(r, Err(Error::OutOfRange { max: 7, .. })),
                "{first}+{count}: {r:?}"
            );
        }
    }
    // The target's own refusals come first, as for init_htile.
    assert!(matches!(
        init_htile_slices(
            &mut cb,
            &t,
            &htile,
            HTILE + 0x10_0000,
            HtileInit::Fresh,
            HtileSlices::new(0, 1)
        ),
        Err(Error::MetadataMismatch { what }) if what.contains("DB_HTILE_DATA_BASE")
    ));
    assert!(cb.is_empty());
    assert!(words.iter().all(|&w| w == 0xAAAA_AAAA));
}

/// Why a slice range needs slices that are a whole number of the base
/// alignment: addrlib's element addresses (the `addr_from_coord` vectors
/// of the PS4 and Polaris10 sets) of every slice past 0 lie inside the
/// slice's byte range where `HtileSlices::byte_range` accepts the layout,
/// and some lie outside `slice × slice_size ..` where it refuses it for
/// that reason (the plain layout spreads the slices over the pipes).
#[test]
fn slice_ranges_hold_their_slices_elements() {
    let mut inside = 0;
    let mut outside_refused = 0;
    for (cfg, file) in [
        (&Config::PS4, include_str!("../data/tiling/htile.jsonl")),
        (
            &Config::POLARIS10,
            include_str!("../data/tiling-gfx8/htile.jsonl"),
        ),
    ] {
        for v in file
            .lines()
            .map(|l| serde_json::from_str::<Value>(l).unwrap())
        {
            if v["kind"] != "addr_from_coord" || v["ret"] != "ADDR_OK" || v["in"]["slice"] == 0 {
                continue;
            }
            let Some(input) = vector_input(&v) else {
                continue;
            };
            let Ok(h) = htile_info(cfg, &input) else {
                continue;
            };
            let slice = num(&v["in"]["slice"]) as u32;
            let addr = num(&v["out"]["addr"]);
            match HtileSlices::new(slice, 1).byte_range(&h) {
                Ok((at, n)) => {
                    assert!((at..at + n).contains(&addr), "{v}");
                    inside += 1;
                }
                Err(Error::MetadataMismatch { .. }) => {
                    let s = h.slice_size_bytes;
                    if !(u64::from(slice) * s..u64::from(slice + 1) * s).contains(&addr) {
                        outside_refused += 1;
                    }
                }
                Err(e) => panic!("{e:?} for {v}"),
            }
        }
    }
    assert!(inside > 10, "{inside}");
    assert!(outside_refused > 0, "{outside_refused}");
}

/// A layout records whether it was laid out TC-compatible, and a target
/// refuses a layout of the other kind (`check_htile`, and through it
/// `init_htile` and `init_htile_slices`, nothing written), both ways: the
/// TC-compatible and plain layouts of addrlib's vectors (Polaris10 and PS4
/// `tc_compatible` sets, the plain PS4 and Polaris10 sets) against
/// Polaris10 targets with and without `DB_HTILE_SURFACE.TC_COMPATIBLE`,
/// and a PS4 (gfx7) target, which cannot have it.
#[test]
fn htile_layout_and_target_must_agree_on_tc_compatibility() {
    let mismatch = |r: Result<(), Error>, want: &str| matches!(r, Err(Error::MetadataMismatch { what }) if what.contains(want));
    // Polaris10: addrlib's TC-compatible layout of the 4-sample 1920x1080
    // array (1,048,576 bytes) and a plain layout of a surface of the same
    // padded size (2048x1152, 7 slices: 1,376,256 bytes), which covers it.
    let cfg = &Config::POLARIS10;
    let tc_v = addrlib_info(
        include_str!("../data/tiling-gfx8-dcc/htile.jsonl"),
        (2, 32, 1920, 1080),
        4,
        7,
        &["depth", "tc_compatible"],
    );
    let plain_v = addrlib_info(
        include_str!("../data/tiling-gfx8/htile.jsonl"),
        (3, 32, 1920, 1080),
        1,
        7,
        &["depth"],
    );
    let tc_layout = vector_layout(cfg, &tc_v);
    let plain_layout = vector_layout(cfg, &plain_v);
    assert!(tc_layout.tc_compatible && !plain_layout.tc_compatible);
    assert_eq!(
        (tc_layout.htile_bytes, plain_layout.htile_bytes),
        (1_048_576, 1_376_256)
    );
    let (tc_target, _) = target(cfg, 2, 4, 7, true, true);
    let (plain_target, _) = target(cfg, 2, 4, 7, true, false);
    // DB_HTILE_SURFACE.TC_COMPATIBLE (bit 17 in the spec) set / clear.
    let (tc_lsb, _) = crate::spec_json::spec_field("DB_HTILE_SURFACE", "TC_COMPATIBLE");
    assert_eq!(tc_target.htile_surface().into_bits() >> tc_lsb & 1, 1);
    assert_eq!(plain_target.htile_surface().into_bits() >> tc_lsb & 1, 0);
    tc_target.check_htile(&tc_layout).unwrap();
    plain_target.check_htile(&plain_layout).unwrap();
    assert!(mismatch(
        tc_target.check_htile(&plain_layout),
        "not TC-compatible"
    ));
    assert!(mismatch(
        plain_target.check_htile(&tc_layout),
        "TC_COMPATIBLE clear"
    ));
    // PS4: addrlib's TC-compatible layout of a 1920x1080 array (the
    // tiling-ps4-dcc set) on a gfx7 target, and its plain layout.
    let ps4 = &Config::PS4;
    let ps4_tc = vector_layout(
        ps4,
        &addrlib_info(
            include_str!("../data/tiling-ps4-dcc/htile.jsonl"),
            (0, 32, 1920, 1080),
            1,
            7,
            &["depth", "tc_compatible"],
        ),
    );
    let (ps4_target, ps4_plain) = target(ps4, 2, 1, 7, true, false);
    assert!(ps4_tc.tc_compatible && !ps4_plain.tc_compatible);
    assert!(mismatch(
        ps4_target.check_htile(&ps4_tc),
        "TC_COMPATIBLE clear"
    ));
    ps4_target.check_htile(&ps4_plain).unwrap();

    // The passes refuse the same pairs before writing anything.
    for (t, layout, gfx, want) in [
        (&tc_target, &plain_layout, Gfx::Gfx8, "not TC-compatible"),
        (&plain_target, &tc_layout, Gfx::Gfx8, "TC_COMPATIBLE clear"),
        (&ps4_target, &ps4_tc, Gfx::Gfx7, "TC_COMPATIBLE clear"),
    ] {
        let mut words = [0xAAAA_AAAAu32; 64];
        let mut cb = CommandBuffer::for_gfx(&mut words, gfx);
        for init in [HtileInit::Fresh, HtileInit::Expanded] {
            let r = init_htile(&mut cb, t, layout, HTILE, init);
            assert!(mismatch(r.map(drop), want), "{r:?}");
            let r = init_htile_slices(&mut cb, t, layout, HTILE, init, HtileSlices::new(0, 1));
            assert!(mismatch(r.map(drop), want), "{r:?}");
        }
        assert!(cb.is_empty());
        assert!(words.iter().all(|&w| w == 0xAAAA_AAAA));
    }
    // The matching pairs are filled.
    for (t, layout, gfx) in [
        (&tc_target, &tc_layout, Gfx::Gfx8),
        (&plain_target, &plain_layout, Gfx::Gfx8),
        (&ps4_target, &ps4_plain, Gfx::Gfx7),
    ] {
        let mut words = [0u32; 64];
        let mut cb = CommandBuffer::for_gfx(&mut words, gfx);
        let word = init_htile(&mut cb, t, layout, HTILE, HtileInit::Fresh).unwrap();
        let bytes = u32::try_from(layout.htile_bytes).unwrap();
        assert_eq!(cb.as_slice(), spec_init(word, HTILE, bytes));
    }
}

/// HTILE sizes of 8K depth targets against AMD's addrlib: the numbers below
/// are addrlib's `AddrComputeHtileInfo` output (a local build of Mesa's
/// `src/amd/addrlib`, created with the chip configurations the `tiling` and
/// `tiling-gfx8` READMEs give; no committed vector has these sizes), for a
/// Z32 depth surface (`depth` flag, 1 sample, 1 slice, its
/// `AddrComputeSurfaceInfo` first) on table entry 2, 8x8 blocks, tiled:
/// - PS4 (the `tiling` set's configuration), 7680x4320: surface 7680x4352;
///   HTILE pitch 7680, height 4608, 2,211,840 bytes, base alignment 2048,
///   macro 512x512, slice 2,211,840;
/// - PS4, 8192x8192: HTILE 8192x8192, 4,194,304 bytes, alignment 2048;
/// - Polaris10 (the `tiling-gfx8` configuration), 7680x4320, plain: as PS4;
/// - Polaris10, 7680x4320, `tc_compatible` (surface and HTILE): HTILE
///   7680x4352, 2,097,152 bytes (32 more than one `DMA_DATA` fill),
///   alignment 32768, slice 2,097,152, next mip level not compressible;
/// - Polaris10, 8192x8192, `tc_compatible`: 4,194,304 bytes, alignment
///   32768, next mip level compressible.
#[test]
fn htile_of_8k_targets_matches_addrlib() {
    // (config, (width, height), tc) -> addrlib's (pitch, height, bytes, align,
    // macro width, macro height, slice, interleaved, next mip compressible).
    #[rustfmt::skip]
    type Layout = (u32, u32, u64, u32, u32, u32, u64, bool, bool);
    let cases: [(&Config, (u32, u32), bool, Layout); 5] = [
        (
            &Config::PS4,
            (7680, 4320),
            false,
            (
                7680, 4608, 2_211_840, 2048, 512, 512, 2_211_840, false, false,
            ),
        ),
        (
            &Config::PS4,
            (8192, 8192),
            false,
            (
                8192, 8192, 4_194_304, 2048, 512, 512, 4_194_304, false, false,
            ),
        ),
        (
            &Config::POLARIS10,
            (7680, 4320),
            false,
            (
                7680, 4608, 2_211_840, 2048, 512, 512, 2_211_840, false, false,
            ),
        ),
        (
            &Config::POLARIS10,
            (7680, 4320),
            true,
            (7680, 4352, 2_097_152, 32768, 0, 0, 2_097_152, false, false),
        ),
        (
            &Config::POLARIS10,
            (8192, 8192),
            true,
            (8192, 8192, 4_194_304, 32768, 0, 0, 4_194_304, false, true),
        ),
    ];
    for (cfg, size, tc, want) in cases {
        let (t, h) = target_of(cfg, 2, size, 1, 1, true, tc);
        assert_eq!(
            (
                h.pitch_px,
                h.height_px,
                h.htile_bytes,
                h.base_align_bytes,
                h.macro_width_px,
                h.macro_height_px,
                h.slice_size_bytes,
                h.slice_interleaved,
                h.next_mip_level_compressible
            ),
            want,
            "{size:?} tc {tc}"
        );
        assert_eq!(h.tc_compatible, tc);
        // The padded depth surface addrlib gave the HTILE call: 7680x4352 / 8192x8192.
        let padded = if size.0 == 7680 { (7680, 4352) } else { size };
        let size_reg = t.depth_size();
        assert_eq!(
            (
                (u32::from(size_reg.pitch_tile_max()) + 1) * 8,
                (u32::from(size_reg.height_tile_max()) + 1) * 8
            ),
            padded
        );
        // The whole HTILE filled, split where it passes one DMA_DATA.
        let word = if tc { HTILE_TC_INIT } else { HTILE_INIT };
        let mut words = [0u32; 64];
        let gfx = if tc { Gfx::Gfx8 } else { Gfx::Gfx7 };
        let mut cb = CommandBuffer::for_gfx(&mut words, gfx);
        init_htile(&mut cb, &t, &h, HTILE, HtileInit::Fresh).unwrap();
        let want = spec_init_split(word, HTILE, h.htile_bytes);
        let packets = h.htile_bytes.div_ceil(u64::from(spec_chunk_bytes())) as usize;
        assert_eq!(want.len(), 9 + 7 * packets + 7);
        assert_eq!(cb.as_slice(), want, "{size:?} tc {tc}");
    }
}
