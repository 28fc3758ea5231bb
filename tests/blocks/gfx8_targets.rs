//! The stream of `examples/gfx8_targets`, recorded by the example's own
//! code: a regression snapshot (`tests/data/gfx8_targets.dwords` / `.dis`),
//! a clean gfx8 lint, and its key dwords worked out independently: the
//! `DMA_DATA` fills of the DCC keys and of the new HTILE (with its DB sync
//! and `ACQUIRE_MEM`) from the spec JSON's packet layouts, the
//! DCC, HTILE and TC-compatibility fields at the spec's gfx8 bit positions,
//! the colour and key sizes and the HTILE layout from addrlib's committed
//! gfx8 vectors (`tests/data/tiling-gfx8-dcc/dcc.jsonl`, `htile.jsonl`), and
//! the T#s' gfx8 words as
//! Mesa fills them.

#[path = "../../examples/gfx8_targets/frame.rs"]
mod frame;

use crate::spec_json::{
    get, num, packet_field, packet_header, pm4_enum, spec, spec_enum, spec_reg,
};
use gcn::pm4::CommandBuffer;
use gcn::regs::Gfx;
use serde_json::Value;

/// The recorded stream and what the example returned with it.
fn recorded() -> (Vec<u32>, frame::Recorded) {
    let mut storage = vec![0u32; 2048];
    let mut cb = CommandBuffer::for_gfx(&mut storage, frame::GFX);
    let rec = frame::record(&mut cb).expect("the example records");
    assert_eq!(rec.steps.len(), 8);
    (cb.as_slice().to_vec(), rec)
}

/// The register's context offset in the spec.
fn offset(name: &str) -> u32 {
    let r = spec_reg(name);
    assert_eq!(r["space"], "context", "{name}");
    num(&r["dword_offset_in_space"]) as u32
}

/// Field `field` of T# word `word` at the spec's gfx8 position.
fn tsharp_field(words: &[u32; 8], word: usize, field: &str) -> u32 {
    let w = spec()["descriptors"]["T#"]["words"]
        .as_array()
        .unwrap()
        .iter()
        .find(|w| w["word"] == word)
        .unwrap();
    let f = w["fields_by_generation"]["gfx8"]
        .as_array()
        .unwrap()
        .iter()
        .find(|f| f["name"] == field)
        .unwrap_or_else(|| panic!("T# WORD{word}.{field} is not a gfx8 field of the spec"));
    let (lsb, width) = (num(&f["lsb"]), num(&f["width"]));
    ((u64::from(words[word]) >> lsb) & ((1u64 << width) - 1)) as u32
}

/// One type-3 packet of the stream, read from the header layout alone
/// (`TYPE` 31..30 = 3, `COUNT` 29..16 = body dwords - 1, `OPCODE` 15..8).
struct Packet<'a> {
    at: usize,
    opcode: u32,
    body: &'a [u32],
}

fn packets(words: &[u32]) -> Vec<Packet<'_>> {
    let mut out = Vec::new();
    let mut at = 0;
    while at < words.len() {
        let h = words[at];
        assert_eq!(h >> 30, 3, "dword {at}: not a type-3 header: {h:#010x}");
        let body = ((h >> 16) & 0x3FFF) as usize + 1;
        out.push(Packet {
            at,
            opcode: (h >> 8) & 0xFF,
            body: &words[at + 1..at + 1 + body],
        });
        at += 1 + body;
    }
    assert_eq!(at, words.len(), "the last packet ends at the last dword");
    out
}

/// Every context register write, in stream order: (dword of the packet,
/// offset, value). `SET_CONTEXT_REG` is opcode 0x69; its first body dword
/// holds the offset.
fn context_writes(words: &[u32]) -> Vec<(usize, u32, u32)> {
    packets(words)
        .into_iter()
        .filter(|p| p.opcode == 0x69)
        .flat_map(|p| {
            let first = p.body[0] & 0xFFFF;
            p.body[1..]
                .iter()
                .enumerate()
                .map(move |(i, &v)| (p.at, first + i as u32, v))
        })
        .collect()
}

/// The values written to context register `name`, in stream order.
fn written(words: &[u32], name: &str) -> Vec<u32> {
    let o = offset(name);
    context_writes(words)
        .into_iter()
        .filter(|w| w.1 == o)
        .map(|w| w.2)
        .collect()
}

/// addrlib's `AddrComputeDccInfo` line for the example's colour surface
/// (Polaris10 entry 14, 32 bpp, 1920x1080, one sample, `color` +
/// `dcc_compatible`, the surface's own size): `(color_surf_size,
/// dcc_ram_size, dcc_ram_base_align, dcc_fast_clear_size)`.
fn addrlib_dcc() -> (u64, u64, u64, u64) {
    let text = include_str!("../data/tiling-gfx8-dcc/dcc.jsonl");
    let mut found = Vec::new();
    for line in text.lines() {
        let v: Value = serde_json::from_str(line).unwrap();
        let s = &v["surface_in"];
        let flags: Vec<&str> = s["flags"]
            .as_array()
            .unwrap()
            .iter()
            .map(|f| f.as_str().unwrap())
            .collect();
        if s["tile_index"] == frame::COLOR_ENTRY
            && s["bpp"] == 32
            && s["width"] == 1920
            && s["height"] == 1080
            && s["num_samples"] == 1
            && s["num_slices"] == 1
            && s["num_mip_levels"] == 1
            && flags == ["color", "dcc_compatible"]
            && v["ret"] == "ADDR_OK"
        {
            let o = &v["out"];
            found.push((
                v["in"]["color_surf_size"].as_u64().unwrap(),
                o["dcc_ram_size"].as_u64().unwrap(),
                o["dcc_ram_base_align"].as_u64().unwrap(),
                o["dcc_fast_clear_size"].as_u64().unwrap(),
            ));
        }
    }
    assert!(!found.is_empty(), "dcc.jsonl has the example's surface");
    assert!(found.windows(2).all(|w| w[0] == w[1]), "{found:?}");
    found[0]
}

/// The example's inputs the values below are worked out from.
#[test]
fn inputs() {
    assert_eq!(frame::GFX, Gfx::Gfx8);
    assert_eq!(frame::BASE, 0x0100_0000);
    assert_eq!((frame::WIDTH, frame::HEIGHT), (1920, 1080));
    assert_eq!((frame::COLOR_ENTRY, frame::DEPTH_ENTRY), (14, 2));
    assert_eq!(
        frame::BLACK,
        gcn::blocks::clear_value::ClearColor::Float([0.0, 0.0, 0.0, 1.0])
    );
    assert_eq!(
        frame::GREY,
        gcn::blocks::clear_value::ClearColor::Float([0.5, 0.5, 0.5, 1.0])
    );
    assert_eq!(frame::DEPTH_CLEAR, 1.0);
}

/// The memory plan: the colour surface and its keys as addrlib sizes them,
/// every allocation on its base alignment, one after the other.
#[test]
fn the_plan_follows_addrlib() {
    let (_, rec) = recorded();
    let p = rec.plan;
    let (surf_size, dcc_size, dcc_align, fast_clear) = addrlib_dcc();
    // 2048 x 1152 x 4 bytes (addrlib pads 1920x1080 to whole macro tiles).
    assert_eq!(surf_size, 9_437_184);
    assert_eq!(p.color_info.surf_size_bytes, surf_size);
    assert_eq!(
        (
            p.dcc.dcc_ram_size_bytes,
            u64::from(p.dcc.dcc_ram_base_align_bytes),
            p.dcc.dcc_fast_clear_size_bytes
        ),
        (dcc_size, dcc_align, fast_clear)
    );
    assert_eq!(p.color, frame::BASE);
    assert_eq!(
        p.dcc_address,
        (frame::BASE + surf_size).next_multiple_of(dcc_align)
    );
    // No vector of the committed sets matches the depth, stencil or HTILE
    // layout (TC-compatible, with stencil, one sample, 1920x1080): they are
    // checked to be placed in order, aligned and apart.
    let allocations = [
        (
            p.color,
            p.color_info.surf_size_bytes,
            p.color_info.base_align_bytes,
        ),
        (
            p.dcc_address,
            p.dcc.dcc_ram_size_bytes,
            p.dcc.dcc_ram_base_align_bytes,
        ),
        (
            p.depth,
            p.depth_info.surf_size_bytes,
            p.depth_info.base_align_bytes,
        ),
        (
            p.stencil,
            p.stencil_info.surf_size_bytes,
            p.stencil_info.base_align_bytes,
        ),
        (
            p.htile_address,
            p.htile.htile_bytes,
            p.htile.base_align_bytes,
        ),
        (p.vs_code, p.vs_bytes, 256),
        (p.ps_code, p.ps_bytes, 256),
    ];
    let mut next = frame::BASE;
    for (address, bytes, align) in allocations {
        assert_eq!(address, next.next_multiple_of(u64::from(align)));
        next = address + bytes;
    }
    assert_eq!(p.end, next);
    // The DB addresses stencil with the depth pitch: the planes agree.
    assert_eq!(
        (p.depth_info.pitch_elems, p.depth_info.height_elems),
        (p.stencil_info.pitch_elems, p.stencil_info.height_elems)
    );
    assert!(p.depth_info.tc_compatible);
}

/// The `DMA_DATA` fills of the keys, whole dwords from the spec JSON's
/// `DMA_DATA` layout: the black clear's code 0x40, then the grey clear's
/// 0x20 (radeonsi's `DCC_CLEAR_0001` and `DCC_CLEAR_REG`), each byte of the
/// fill dword the code, over addrlib's fast-clear size at the keys' address.
#[test]
fn dcc_fills_match_the_spec_json() {
    let (words, rec) = recorded();
    let field = |dw: u64, name: &str| packet_field("DMA_DATA", dw, name).0;
    let data_sel = pm4_enum("DMA_DATA_SRC_SEL", "DATA");
    let opcode = num(&spec()["pm4"]["packets"]["DMA_DATA"]["opcode"]) as u32;
    let header = packet_header("DMA_DATA");
    let (surf_size, _, dcc_align, fast_clear) = addrlib_dcc();
    let dcc = (frame::BASE + surf_size).next_multiple_of(dcc_align);
    assert_eq!(rec.plan.dcc_address, dcc);
    let fill = |value: u32, address: u64, bytes: u64| {
        vec![
            header,
            (data_sel << field(1, "SRC_SEL")) | (1 << field(1, "CP_SYNC")),
            value,
            0,
            address as u32,
            (address >> 32) as u32,
            (bytes as u32) << field(6, "BYTE_COUNT"),
        ]
    };
    let dma: Vec<Vec<u32>> = packets(&words)
        .iter()
        .filter(|p| p.opcode == opcode)
        .map(|p| words[p.at..p.at + 1 + p.body.len()].to_vec())
        .collect();
    // The third fills the HTILE (below).
    assert_eq!(
        dma[..2],
        [
            fill(0x4040_4040, dcc, fast_clear),
            fill(0x2020_2020, dcc, fast_clear)
        ]
    );
    assert_eq!(dma.len(), 3);
}

/// The new TC-compatible HTILE filled before the first depth clear
/// (`passes::init_htile` with `HtileInit::Fresh`), whole dwords from the
/// spec JSON's packet layouts: radeonsi's DB sync before an HTILE clear
/// (`EVENT_WRITE` `FLUSH_AND_INV_DB_META`, then `ACQUIRE_MEM` over all
/// memory with `DB_ACTION_ENA` and `DB_DEST_BASE_ENA`), one `DMA_DATA` of
/// the whole HTILE with `0x0000030F` (radeonsi's `si_texture.c` word for a
/// TC-compatible HTILE on gfx8) and an `ACQUIRE_MEM` of that range with
/// `DB_ACTION_ENA`, all before the depth target's registers. The HTILE
/// layout's inputs are addrlib's for this surface (`htile.jsonl`: entry
/// 2, 1920x1080 padded to 2048x1152), and with the vector's 7 slices they
/// give its sizes; no committed vector has this surface with one slice, so
/// the filled size (163,840 bytes) is the crate's own `htile_info`.
#[test]
fn htile_fill_matches_the_spec_json() {
    let (words, rec) = recorded();
    let p = rec.plan;
    // addrlib's vector with the same HTILE inputs but 7 slices.
    let vector = include_str!("../data/tiling-gfx8-dcc/htile.jsonl")
        .lines()
        .map(|l| serde_json::from_str::<Value>(l).unwrap())
        .find(|v| {
            let s = &v["surface_in"];
            v["kind"] == "info"
                && v["ret"] == "ADDR_OK"
                && s["tile_index"] == frame::DEPTH_ENTRY
                && s["width"] == 1920
                && s["height"] == 1080
                && s["flags"] == serde_json::json!(["depth", "tc_compatible"])
        })
        .expect("htile.jsonl has the example's HTILE inputs");
    let (vin, vout) = (&vector["in"], &vector["out"]);
    assert_eq!(vin["num_slices"], 7);
    assert_eq!(
        (
            u64::from(p.depth_info.pitch_elems),
            u64::from(p.depth_info.height_elems)
        ),
        (
            vin["pitch"].as_u64().unwrap(),
            vin["height"].as_u64().unwrap()
        )
    );
    // The same inputs with the vector's 7 slices give addrlib's layout;
    // the example's one-slice size has no vector of its own.
    use gcn::tiling::meta::{MetaInput, MetaTile, htile_info};
    let tile = MetaTile::Index(p.depth_info.tile_index, p.depth_info.macro_mode_index);
    let seven = htile_info(
        frame::CFG,
        &MetaInput::new(p.depth_info.pitch_elems, p.depth_info.height_elems, 7, tile)
            .with_tc_compatible(true),
    )
    .unwrap();
    assert_eq!(
        (
            seven.htile_bytes,
            seven.slice_size_bytes,
            u64::from(seven.base_align_bytes)
        ),
        (
            vout["htile_bytes"].as_u64().unwrap(),
            vout["slice_size"].as_u64().unwrap(),
            vout["base_align"].as_u64().unwrap()
        )
    );
    assert_eq!(p.htile.base_align_bytes, seven.base_align_bytes);
    assert!(p.htile.htile_bytes >= p.htile.slice_size_bytes);
    // The spec's packets.
    let field = |packet: &str, dw: u64, name: &str| packet_field(packet, dw, name).0;
    let coher = |names: &[&str]| {
        let fields = spec_reg("CP_COHER_CNTL")["fields"].as_array().unwrap();
        names.iter().fold(0u32, |acc, n| {
            let f = fields.iter().find(|f| f["name"] == *n).unwrap();
            acc | 1 << num(&f["lsb"])
        })
    };
    let pfp = pm4_enum("ENGINE_PFP_ME", "PFP") << field("ACQUIRE_MEM", 1, "ENGINE");
    let acquire = |actions: &[&str], base: u64, size: u64| {
        vec![
            packet_header("ACQUIRE_MEM"),
            coher(actions) | pfp,
            size as u32,
            (size >> 32) as u32,
            base as u32,
            (base >> 32) as u32,
            10,
        ]
    };
    let flush = spec_enum("VGT_EVENT_TYPE", "FLUSH_AND_INV_DB_META");
    let data = pm4_enum("DMA_DATA_SRC_SEL", "DATA");
    let (a, n) = (p.htile_address, p.htile.htile_bytes);
    assert!(n < 1 << 21, "one DMA_DATA");
    let mut want = vec![
        packet_header("EVENT_WRITE"),
        flush << field("EVENT_WRITE", 1, "EVENT_TYPE"),
    ];
    want.extend(acquire(
        &["DB_ACTION_ENA", "DB_DEST_BASE_ENA"],
        0,
        0xFF_FFFF_FFFF,
    ));
    want.extend([
        packet_header("DMA_DATA"),
        (data << field("DMA_DATA", 1, "SRC_SEL")) | (1 << field("DMA_DATA", 1, "CP_SYNC")),
        0x0000_030F,
        0,
        a as u32,
        (a >> 32) as u32,
        (n as u32) << field("DMA_DATA", 6, "BYTE_COUNT"),
    ]);
    want.extend(acquire(&["DB_ACTION_ENA"], a >> 8, n.div_ceil(256)));
    let at = words
        .windows(want.len())
        .position(|w| w == want.as_slice())
        .expect("the HTILE fill is in the stream");
    assert_eq!(
        words
            .windows(want.len())
            .filter(|w| *w == want.as_slice())
            .count(),
        1
    );
    // Before the depth target's registers (DB_HTILE_DATA_BASE) and the clear.
    let bind = context_writes(&words)
        .into_iter()
        .find(|w| w.1 == offset("DB_HTILE_DATA_BASE"))
        .unwrap()
        .0;
    assert!(at + want.len() <= bind);
    assert_eq!(gcn::blocks::depth_target::HTILE_TC_INIT, 0x0000_030F);
}

/// The colour target's and depth target's registers at the spec's gfx8
/// offsets and bit positions, with the values radeonsi writes.
#[test]
fn target_fields_at_the_spec_positions() {
    let (words, rec) = recorded();
    let p = rec.plan;
    // The colour target (bound by both clears and again by the eliminate):
    // DCC_BASE the keys >> 8, DCC_ENABLE, FORMAT COLOR_8_8_8_8 (10),
    // COMP_SWAP SWAP_STD (0, R8G8B8A8).
    let dcc_base = written(&words, "CB_COLOR0_DCC_BASE");
    assert_eq!(dcc_base, [(p.dcc_address >> 8) as u32; 3]);
    let info = written(&words, "CB_COLOR0_INFO");
    assert_eq!(info.len(), 3);
    for v in info {
        assert_eq!(get("CB_COLOR0_INFO", "DCC_ENABLE", v), 1);
        assert_eq!(get("CB_COLOR0_INFO", "FORMAT", v), 10);
        assert_eq!(get("CB_COLOR0_INFO", "COMP_SWAP", v), 0);
        // No CMASK fast clear with DCC (radeonsi gives a DCC surface none).
        assert_eq!(get("CB_COLOR0_INFO", "FAST_CLEAR", v), 0);
    }
    // CB_COLOR0_BASE: the surface >> 8.
    assert_eq!(
        written(&words, "CB_COLOR0_BASE"),
        [(p.color >> 8) as u32; 3]
    );
    // The clear words: black (R, G, B 0, A 255 in the high byte), then grey
    // (0.5 * 255 = 127.5, rounded to 128 = 0x80, in R, G and B).
    assert_eq!(
        written(&words, "CB_COLOR0_CLEAR_WORD0"),
        [0xFF00_0000, 0xFF80_8080, 0xFF80_8080]
    );

    // The depth target: TC-compatible HTILE (radeonsi's gfx8 fields).
    let htile = written(&words, "DB_HTILE_SURFACE");
    assert_eq!(htile.len(), 1);
    assert_eq!(get("DB_HTILE_SURFACE", "TC_COMPATIBLE", htile[0]), 1);
    assert_eq!(get("DB_HTILE_SURFACE", "FULL_CACHE", htile[0]), 1);
    assert_eq!(
        written(&words, "DB_HTILE_DATA_BASE"),
        [(p.htile_address >> 8) as u32]
    );
    let z = written(&words, "DB_Z_INFO");
    assert_eq!(z.len(), 1);
    // 5 for one sample (ac_get_decompress_on_z_planes).
    assert_eq!(get("DB_Z_INFO", "DECOMPRESS_ON_N_ZPLANES", z[0]), 5);
    assert_eq!(get("DB_Z_INFO", "TILE_SURFACE_ENABLE", z[0]), 1);
    assert_eq!(get("DB_Z_INFO", "FORMAT", z[0]), 3); // Z_32_FLOAT
    assert_eq!(get("DB_Z_INFO", "ZRANGE_PRECISION", z[0]), 1); // clear value 1.0
    let s = written(&words, "DB_STENCIL_INFO");
    assert_eq!(get("DB_STENCIL_INFO", "FORMAT", s[0]), 1); // STENCIL_8
    assert_eq!(get("DB_STENCIL_INFO", "TILE_STENCIL_DISABLE", s[0]), 0);
    let depth_info = written(&words, "DB_DEPTH_INFO");
    assert_eq!(get("DB_DEPTH_INFO", "ADDR5_SWIZZLE_MASK", depth_info[0]), 0);
    assert_eq!(written(&words, "DB_Z_READ_BASE"), [(p.depth >> 8) as u32]);
    assert_eq!(
        written(&words, "DB_STENCIL_READ_BASE"),
        [(p.stencil >> 8) as u32]
    );
    // DB_DEPTH_CLEAR 1.0.
    assert_eq!(written(&words, "DB_DEPTH_CLEAR"), [0x3F80_0000]);
}

/// The order of the work: both key fills, the HTILE fill, the depth clear (DB_RENDER_CONTROL
/// DEPTH_CLEAR_ENABLE and a rect list), the draw, the eliminate
/// (CB_COLOR_CONTROL.MODE 2, CB_ELIMINATE_FAST_CLEAR) and its rect list,
/// then the two transitions (ACQUIRE_MEM, opcode 0x58) last.
#[test]
fn the_passes_run_in_order() {
    let (words, _) = recorded();
    let ps = packets(&words);
    let first = |from: usize, what: &dyn Fn(&Packet) -> bool| -> usize {
        from + ps[from..]
            .iter()
            .position(what)
            .unwrap_or_else(|| panic!("nothing after packet {from}"))
    };
    let writes = |p: &Packet, name: &str, f: &dyn Fn(u32) -> bool| {
        let o = offset(name);
        p.opcode == 0x69 && {
            let first = p.body[0] & 0xFFFF;
            p.body[1..]
                .iter()
                .enumerate()
                .any(|(i, &v)| first + i as u32 == o && f(v))
        }
    };
    let draw = |p: &Packet| p.opcode == 0x2D; // DRAW_INDEX_AUTO
    let fill0 = first(0, &|p| p.opcode == 0x50);
    let fill1 = first(fill0 + 1, &|p| p.opcode == 0x50);
    let htile_fill = first(fill1 + 1, &|p| p.opcode == 0x50);
    let clear = first(htile_fill, &|p| {
        writes(p, "DB_RENDER_CONTROL", &|v| {
            get("DB_RENDER_CONTROL", "DEPTH_CLEAR_ENABLE", v) == 1
        })
    });
    let clear_draw = first(clear, &draw);
    let the_draw = first(clear_draw + 1, &draw);
    let elim = first(the_draw, &|p| {
        writes(p, "CB_COLOR_CONTROL", &|v| {
            get("CB_COLOR_CONTROL", "MODE", v) == 2
        })
    });
    let elim_draw = first(elim, &draw);
    let acquires: Vec<usize> = (elim_draw..ps.len())
        .filter(|&i| ps[i].opcode == 0x58)
        .collect();
    assert_eq!(acquires.len(), 2, "two transitions after the eliminate");
    assert_eq!(ps.iter().filter(|p| draw(p)).count(), 3);
    assert_eq!(*acquires.last().unwrap(), ps.len() - 1);
}

/// The T#s: Mesa's gfx8 T# of a DCC colour surface and of a depth plane
/// with TC-compatible HTILE sets COMPRESSION_EN and points
/// META_DATA_ADDRESS at the keys / the HTILE (>> 8); ALPHA_IS_ON_MSB is
/// set for R8G8B8A8 (alpha in the last component).
#[test]
fn tsharps_read_the_metadata() {
    let (_, rec) = recorded();
    let p = rec.plan;
    let c = rec.color_tsharp.to_words();
    assert_eq!(c[0], (p.color >> 8) as u32);
    assert_eq!(tsharp_field(&c, 6, "COMPRESSION_EN"), 1);
    assert_eq!(tsharp_field(&c, 6, "ALPHA_IS_ON_MSB"), 1);
    assert_eq!(
        tsharp_field(&c, 7, "META_DATA_ADDRESS"),
        (p.dcc_address >> 8) as u32
    );
    let d = rec.depth_tsharp.to_words();
    assert_eq!(d[0], (p.depth >> 8) as u32);
    assert_eq!(tsharp_field(&d, 6, "COMPRESSION_EN"), 1);
    assert_eq!(tsharp_field(&d, 6, "ALPHA_IS_ON_MSB"), 0);
    assert_eq!(
        tsharp_field(&d, 7, "META_DATA_ADDRESS"),
        (p.htile_address >> 8) as u32
    );
}

/// The stream passes every lint rule on a gfx8 shadow.
#[test]
fn lints_clean_on_gfx8() {
    use gcn::decode::lint::{Finding, lint};
    use gcn::decode::state::Shadow;
    let (words, _) = recorded();
    let mut found = Vec::new();
    lint(
        &words,
        &mut Shadow::for_gfx(Gfx::Gfx8),
        |_, _| None,
        |f: Finding| found.push(f.to_string()),
    );
    assert!(found.is_empty(), "{found:#?}");
}

/// The committed golden copy of the stream: its dwords
/// (`tests/data/gfx8_targets.dwords`, one hex dword a line) and its gfx8
/// disassembly (`gfx8_targets.dis`). Any changed dword fails with both
/// streams disassembled side by side, registers and fields named as gfx8
/// has them (`assert_stream_eq!(gfx = Gfx::Gfx8; ...)`);
/// `GCN_REGEN=1 cargo test --test blocks gfx8_targets` rewrites both after
/// a deliberate change.
///
/// This is a regression snapshot: the crate wrote both files at a reviewed
/// commit, so it shows that something changed, not that it is right; the
/// tests above check the key dwords against the spec and addrlib.
#[test]
fn the_stream_equals_its_golden_copy() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data");
    let (dwords_path, dis_path) = (
        dir.join("gfx8_targets.dwords"),
        dir.join("gfx8_targets.dis"),
    );
    let (words, _) = recorded();
    let text = gcn::decode::disassemble(&words)
        .for_gfx(Gfx::Gfx8)
        .to_string();
    if std::env::var_os("GCN_REGEN").is_some_and(|v| v == "1") {
        let hex: String = words.iter().map(|w| format!("{w:08x}\n")).collect();
        std::fs::write(&dwords_path, hex).expect("write the golden dwords");
        std::fs::write(&dis_path, &text).expect("write the golden disassembly");
        println!("wrote {} and {}", dwords_path.display(), dis_path.display());
        return;
    }
    let golden: Vec<u32> = std::fs::read_to_string(&dwords_path)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", dwords_path.display()))
        .lines()
        .map(|l| u32::from_str_radix(l.trim(), 16).expect("one hex dword a line"))
        .collect();
    gcn::assert_stream_eq!(
        gfx = Gfx::Gfx8;
        words,
        golden,
        "gfx8_targets stream against {}",
        dwords_path.display()
    );
    let want = std::fs::read_to_string(&dis_path)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", dis_path.display()));
    if text != want {
        let first = text
            .lines()
            .zip(want.lines())
            .position(|(a, b)| a != b)
            .unwrap_or_else(|| text.lines().count().min(want.lines().count()));
        panic!(
            "the disassembly differs from {} at line {}:\n  got:  {}\n  want: {}",
            dis_path.display(),
            first + 1,
            text.lines().nth(first).unwrap_or("<end>"),
            want.lines().nth(first).unwrap_or("<end>")
        );
    }
    println!(
        "gfx8_targets: {} dwords and {} disassembly lines equal the golden copy",
        words.len(),
        want.lines().count()
    );
}
