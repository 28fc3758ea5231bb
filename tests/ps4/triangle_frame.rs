//! The frame of `examples/triangle_frame`, recorded by the example's own
//! code: it decodes without error packet after packet to the last dword,
//! re-encodes to the same dwords, and holds the state the example promises,
//! read back from the stream, for the shader code it places.

#[path = "../../examples/triangle_frame/frame.rs"]
mod frame;

use std::collections::BTreeMap;

use gcn::decode::{Decoder, Packet};
use gcn::pm4::{CommandBuffer, Opcode};
use gcn::regs::Space;

/// The recorded stream and the resources it bound.
fn recorded() -> (Vec<u32>, frame::Resources) {
    let shaders = frame::shaders().expect("the example's shaders read");
    let mut storage = vec![0u32; 2048];
    let mut cb = CommandBuffer::new(&mut storage);
    let res = frame::record(&mut cb, &shaders).expect("the example frame records");
    (cb.as_slice().to_vec(), res)
}

/// Every register write of the stream, last value wins.
fn registers(words: &[u32]) -> BTreeMap<(u8, u32), u32> {
    let mut regs = BTreeMap::new();
    for d in Decoder::new(words) {
        if let Ok(d) = d
            && let Packet::SetRegs(s) = d.packet
        {
            for w in s.writes() {
                regs.insert((space_id(w.space), w.offset), w.value);
            }
        }
    }
    regs
}

fn space_id(space: Space) -> u8 {
    match space {
        Space::Config => 0,
        Space::Context => 1,
        Space::Sh => 2,
        Space::Uconfig => 3,
    }
}

#[test]
fn every_dword_decodes() {
    let (words, _) = recorded();
    let mut next = 0;
    let mut packets = 0;
    for d in Decoder::new(&words) {
        let d = d.unwrap_or_else(|e| panic!("decode error: {e}"));
        assert_eq!(d.offset, next, "packets must follow each other");
        next += d.len();
        packets += 1;
    }
    assert_eq!(next, words.len(), "the last packet ends at the last dword");
    println!("triangle_frame: {} dwords, {packets} packets", words.len());
}

/// Re-encoding every decoded packet of the frame (markers, embedded data,
/// descriptors, draws) writes the frame back dword for dword.
#[test]
fn the_frame_reencodes_exactly() {
    let (words, _) = recorded();
    let mut storage = vec![0u32; words.len()];
    let mut again = CommandBuffer::new(&mut storage);
    for d in Decoder::new(&words) {
        let d = d.unwrap_or_else(|e| panic!("decode error: {e}"));
        again
            .write_decoded(&d)
            .unwrap_or_else(|e| panic!("{:?} at dword {}: {e}", d.packet.name(), d.offset));
    }
    assert_eq!(again.as_slice(), &words[..]);
}

#[test]
fn one_draw_of_three_vertices_then_the_frame_end() {
    let (words, _) = recorded();
    let mut draws = Vec::new();
    let mut eop = Vec::new();
    for d in Decoder::new(&words).flatten() {
        let Some(h) = d.type3_header() else { continue };
        if h.opcode() == Opcode::DRAW_INDEX_AUTO {
            draws.push(d.words.get(1).copied());
        }
        if h.opcode() == Opcode::EVENT_WRITE_EOP {
            eop.push(d.offset);
        }
    }
    assert_eq!(draws, [Some(3)], "DRAW_INDEX_AUTO with INDEX_COUNT = 3");
    assert_eq!(eop.len(), 1, "one end-of-pipe label write");
    // The prepare-flip NOP (header 0xC03E1000: NOP, 63 body dwords) ends the buffer.
    assert_eq!(words[words.len() - 64], 0xC03E_1000);
}

/// Compares registers of one space read back from the stream with golden
/// `(name, offset, value)` rows; reports every difference before failing.
fn check(regs: &BTreeMap<(u8, u32), u32>, space: Space, golden: &[(&str, u32, u32)]) {
    let mut bad = Vec::new();
    for &(name, offset, want) in golden {
        match regs.get(&(space_id(space), offset)) {
            Some(&got) if got == want => {}
            got => bad.push(format!(
                "{name} ({offset:#x}): {got:#010x?}, expected {want:#010x}"
            )),
        }
    }
    assert!(bad.is_empty(), "{}", bad.join("\n"));
}

#[test]
fn state_read_back_from_the_stream() {
    let (words, res) = recorded();
    let regs = registers(&words);
    let sh = |offset: u32| regs.get(&(2, offset)).copied();

    // Every value below is worked out from the register spec's field
    // positions (tests/data/gcn-registers.json), not read from the crate.
    //
    // The colour target: 1920x1080 B8G8R8A8_UNORM on tile mode 10 at
    // 0x20_0000_0000, padded to 1920x1088, no CMASK or FMASK.
    #[rustfmt::skip]
    check(&regs, Space::Context, &[
        ("CB_COLOR0_BASE",        0x318, 0x2000_0000), // 0x20_0000_0000 >> 8
        // TILE_MAX 1920 / 8 - 1 = 239 (10..0), FMASK_TILE_MAX 239 (30..20).
        ("CB_COLOR0_PITCH",       0x319, 0x0EF0_00EF),
        ("CB_COLOR0_SLICE",       0x31A, 0x0000_7F7F), // 1920 * 1088 / 64 - 1 = 32639
        ("CB_COLOR0_VIEW",        0x31B, 0),
        // FORMAT COLOR_8_8_8_8 10 (6..2), NUMBER_TYPE NUMBER_UNORM 0 (10..8),
        // COMP_SWAP SWAP_ALT 1 (12..11), BLEND_CLAMP (15), SIMPLE_FLOAT (17).
        ("CB_COLOR0_INFO",        0x31C, 0x0002_8828),
        // TILE_MODE_INDEX 10 (4..0), FMASK_TILE_MODE_INDEX 10 (9..5).
        ("CB_COLOR0_ATTRIB",      0x31D, 0x0000_014A),
        ("CB_COLOR0_CMASK",       0x31F, 0),
        ("CB_COLOR0_CMASK_SLICE", 0x320, 0),
        // Without FMASK: the surface's base and slice (Mesa's
        // ac_set_mutable_cb_surface_fields).
        ("CB_COLOR0_FMASK",       0x321, 0x2000_0000),
        ("CB_COLOR0_FMASK_SLICE", 0x322, 0x0000_7F7F),
        ("CB_COLOR0_CLEAR_WORD0", 0x323, 0),
        ("CB_COLOR0_CLEAR_WORD1", 0x324, 0),
    ]);
    // The depth target: 1920x1080 Z32F on tile mode 2 (GB_TILE_MODE2 =
    // 0x90801310, GB_MACROTILE_MODE2 = 0x21D0 of the PS4 tables) at
    // 0x21_0000_0000, no stencil, no HTILE, cleared to 1.0.
    #[rustfmt::skip]
    check(&regs, Space::Context, &[
        ("DB_DEPTH_VIEW",         0x002, 0),
        ("DB_HTILE_DATA_BASE",    0x005, 0),
        ("DB_STENCIL_CLEAR",      0x00A, 0),
        ("DB_DEPTH_CLEAR",        0x00B, 0x3F80_0000), // 1.0
        // ADDR5_SWIZZLE_MASK 1 (3..0), ARRAY_MODE 2D_TILED_THIN1 4 (7..4),
        // PIPE_CONFIG P8_32x32_16x16 12 (12..8), BANK_WIDTH 0, BANK_HEIGHT 0,
        // MACRO_TILE_ASPECT 1 (18..17), NUM_BANKS 3 (20..19).
        ("DB_DEPTH_INFO",         0x00F, 0x001A_0C41),
        // FORMAT Z_32_FLOAT 3 (1..0), TILE_SPLIT 256 B 2 (15..13),
        // TILE_MODE_INDEX 2 (22..20), ZRANGE_PRECISION (31).
        ("DB_Z_INFO",             0x010, 0x8020_4003),
        // FORMAT STENCIL_INVALID 0, TILE_SPLIT 2, TILE_MODE_INDEX 2.
        ("DB_STENCIL_INFO",       0x011, 0x0020_4000),
        ("DB_Z_READ_BASE",        0x012, 0x2100_0000), // 0x21_0000_0000 >> 8
        ("DB_STENCIL_READ_BASE",  0x013, 0x2100_0000),
        ("DB_Z_WRITE_BASE",       0x014, 0x2100_0000),
        ("DB_STENCIL_WRITE_BASE", 0x015, 0x2100_0000),
        // PITCH_TILE_MAX 239 (10..0), HEIGHT_TILE_MAX 1088 / 8 - 1 = 135 (21..11).
        ("DB_DEPTH_SIZE",         0x016, 0x0004_38EF),
        ("DB_DEPTH_SLICE",        0x017, 0x0000_7F7F),
        ("DB_HTILE_SURFACE",      0x2AF, 0),
    ]);
    // Fixed-function state.
    #[rustfmt::skip]
    check(&regs, Space::Context, &[
        // Slot 0 off: COLOR_SRCBLEND BLEND_ONE 1, ENABLE (30) 0.
        ("CB_BLEND0_CONTROL",  0x1E0, 0x0000_0001),
        // Z_ENABLE (1), Z_WRITE_ENABLE (2), ZFUNC FRAG_LESS 1 (6..4),
        // STENCILFUNC / STENCILFUNC_BF FRAG_ALWAYS 7 (10..8, 22..20).
        ("DB_DEPTH_CONTROL",   0x200, 0x0070_0716),
        // CULL_BACK (1), POLYMODE_FRONT/BACK_PTYPE X_DRAW_TRIANGLES 2 (7..5, 10..8).
        ("PA_SU_SC_MODE_CNTL", 0x205, 0x0000_0242),
        ("PA_CL_VPORT_XSCALE", 0x10F, 0x4470_0000), // 960.0
        ("PA_CL_VPORT_YSCALE", 0x111, 0xC407_0000), // -540.0
        // The defaults the PS4 driver runs with. Not counting: 0, gfx7's
        // CLEAR_STATE value (clearstate_ci.h), which its default state keeps.
        ("DB_COUNT_CONTROL",   0x001, 0),
        // MIN_SIZE 0 (15..0), MAX_SIZE 0xFFFF (31..16): gnmdriver_init.h's 0x281.
        ("PA_SU_POINT_MINMAX", 0x281, 0xFFFF_0000),
        // DX10_DIAMOND_TEST_ENA (12): gfx7's CLEAR_STATE value.
        ("PA_SC_LINE_CNTL",    0x2F7, 0x0000_1000),
        // PRIMGROUP_SIZE 0xFF (15..0), every switch 0: gnmdriver_init.h's
        // 0x2aa (3.50) and sceGnmResetVgtControl.
        ("IA_MULTI_VGT_PARAM", 0x2AA, 0x0000_00FF),
    ]);
    check(&regs, Space::Uconfig, &[("VGT_PRIMITIVE_TYPE", 0x242, 4)]); // DI_PT_TRILIST

    // The shader programs: the VS at 0x30_0000_0000, the PS 256 bytes on;
    // RSRC1 and the PS input enables as vs.o / ps.o list them in
    // .AMDGPU.config (0xB128 = 0x42, 0xB028 = 0x40, 0x286CC / 0x286D0 = 2).
    #[rustfmt::skip]
    check(&regs, Space::Sh, &[
        ("SPI_SHADER_PGM_LO_VS",    0x48, 0x3000_0000), // address >> 8
        ("SPI_SHADER_PGM_HI_VS",    0x49, 0),           // address >> 40
        ("SPI_SHADER_PGM_RSRC1_VS", 0x4A, 0x0000_0042), // VGPRS 2 (12 VGPRs), SGPRS 1 (16 SGPRs)
        ("SPI_SHADER_PGM_RSRC2_VS", 0x4B, 0x0000_0008), // USER_SGPR 4 (5..1): two pointers
        ("SPI_SHADER_PGM_LO_PS",    0x08, 0x3000_0001),
        ("SPI_SHADER_PGM_HI_PS",    0x09, 0),
        ("SPI_SHADER_PGM_RSRC1_PS", 0x0A, 0x0000_0040), // VGPRS 0, SGPRS 1
        ("SPI_SHADER_PGM_RSRC2_PS", 0x0B, 0x0000_0018), // USER_SGPR 12: T# and S#
    ]);
    #[rustfmt::skip]
    check(&regs, Space::Context, &[
        ("SPI_VS_OUT_CONFIG",     0x1B1, 0),           // VS_EXPORT_COUNT 1 - 1
        ("SPI_PS_INPUT_ENA",      0x1B3, 0x0000_0002), // PERSP_CENTER_ENA (1)
        ("SPI_PS_INPUT_ADDR",     0x1B4, 0x0000_0002),
        ("SPI_PS_IN_CONTROL",     0x1B6, 0x0000_0001), // NUM_INTERP 1
        ("SPI_SHADER_COL_FORMAT", 0x1C5, 0x0000_0004), // COL0_EXPORT_FORMAT SPI_SHADER_FP16_ABGR
    ]);

    // The descriptors in the PS user data (SPI_SHADER_USER_DATA_PS_0, sh 0x0C).
    // T# (as Mesa's ac_build_gfx6_texture_descriptor builds it for gfx7): a
    // 256x256 R8G8B8A8_UNORM 2D texture, 9 levels, on tile mode 14, at
    // 0x22_0000_0000.
    #[rustfmt::skip]
    let t: [u32; 8] = [
        0x2200_0000, // BASE_ADDRESS = address >> 8
        // BASE_ADDRESS_HI 0, MIN_LOD 0, DATA_FORMAT IMG_DATA_FORMAT_8_8_8_8 10
        // (25..20), NUM_FORMAT IMG_NUM_FORMAT_UNORM 0 (29..26).
        0x00A0_0000,
        // WIDTH 255 (13..0), HEIGHT 255 (27..14), PERF_MOD 4 (30..28).
        0x403F_C0FF,
        // DST_SEL_X/Y/Z/W SQ_SEL_X/Y/Z/W 4, 5, 6, 7 (11..0), BASE_LEVEL 0,
        // LAST_LEVEL 8 (19..16), TILING_INDEX 14 (24..20), POW2_PAD (25,
        // more than one level), TYPE SQ_RSRC_IMG_2D 9 (31..28).
        0x92E8_0FAC,
        0x001F_E000, // DEPTH 0, PITCH 256 - 1 (26..13)
        0, 0, 0,     // BASE_ARRAY, LAST_ARRAY 0; words 6 and 7 unused on gfx7
    ];
    // S#: SQ_TEX_WRAP (0) on x, y and z; MAX_LOD 15.0 in 4.8 fixed point
    // 0xF00 (23..12); XY_MAG_FILTER / XY_MIN_FILTER SQ_TEX_XY_FILTER_BILINEAR 1
    // (21..20, 23..22), MIP_FILTER SQ_TEX_MIP_FILTER_LINEAR 2 (27..26).
    let s: [u32; 4] = [0, 0x00F0_0000, 0x0850_0000, 0];
    let ps_user: Vec<Option<u32>> = (0x0C..0x0C + 12).map(sh).collect();
    let want: Vec<Option<u32>> = t.iter().chain(&s).map(|&w| Some(w)).collect();
    assert_eq!(ps_user, want, "PS user data: T# in s[0:7], S# in s[8:11]");
    // The resources the example returns are the ones it bound.
    assert_eq!((res.texture.to_words(), res.sampler.to_words()), (t, s));

    // The VS user data: s[0:1] the fetch shader's address (the third
    // program, 0x30_0000_0200), s[2:3] the vertex buffer table's.
    let vs_user: Vec<u32> = (0x4C..0x50).map(|o| sh(o).expect("VS user data")).collect();
    assert_eq!(vs_user[..2], [0x0000_0200, 0x30]);
    let table = u64::from(vs_user[2]) | u64::from(vs_user[3]) << 32;
    // The vertices are embedded in the stream: found by their bits, their
    // GPU address is the command buffer's plus 4 bytes a dword.
    let at = words
        .windows(frame::TRIANGLE.len())
        .position(|w| {
            w.iter()
                .zip(frame::TRIANGLE)
                .all(|(a, b)| *a == b.to_bits())
        })
        .expect("the vertices are in the stream");
    let vertices = frame::addr::COMMAND_BUFFER + 4 * at as u64;
    // V# 0 (positions) and V# 1 (texture coordinates, 16 bytes on): word 1
    // BASE_ADDRESS_HI (15..0) and STRIDE 32 (29..16), NUM_RECORDS 3; word 3
    // DST_SEL X, Y, Z, W (4, 5, 6, 7) / X, Y, 0, 1 (4, 5, 0, 1), NUM_FORMAT
    // BUF_NUM_FORMAT_FLOAT 7 (14..12), DATA_FORMAT BUF_DATA_FORMAT_32_32_32_32
    // 14 / BUF_DATA_FORMAT_32_32 11 (18..15).
    let v_hi = (vertices >> 32) as u32 | 32 << 16;
    #[rustfmt::skip]
    let v: [u32; 8] = [
        vertices as u32,        v_hi, 3, 0x0007_7FAC,
        (vertices + 16) as u32, v_hi, 3, 0x0005_F22C,
    ];
    let table_at = usize::try_from((table - frame::addr::COMMAND_BUFFER) / 4).unwrap();
    assert_eq!(
        words[table_at..table_at + 8],
        v,
        "the V# table s[2:3] points at"
    );
    assert_eq!(res.vertex_table, table);
    // Where the vertices sit: after the embedded-data NOP that follows the
    // raster block (dword 0x1C4, byte 0x710 of the command buffer).
    assert_eq!(at, 0x1C4);
}

/// The shader code the frame places: three programs on 256-byte boundaries
/// from 0x30_0000_0000, not overlapping, and a fetch shader that fits the
/// registers the vertex shader gives it.
#[test]
fn the_shader_code_is_placed_and_fits() {
    let shaders = frame::shaders().unwrap();
    let programs = [&shaders.vs, &shaders.ps, &shaders.fetch];
    assert_eq!(
        programs.map(|p| p.address),
        [0x30_0000_0000, 0x30_0000_0100, 0x30_0000_0200]
    );
    for pair in programs.windows(2) {
        assert!(pair[0].address + 4 * pair[0].code.len() as u64 <= pair[1].address);
    }
    // The VS calls the fetch shader first (s_swappc_b64 s[0:1], s[0:1]) and
    // ends the program; the fetch shader returns (s_setpc_b64 s[0:1]).
    assert_eq!(shaders.vs.code[0], 0xBE80_2100);
    assert_eq!(shaders.vs.code.last(), Some(&0xBF81_0000));
    assert_eq!(shaders.fetch.code.last(), Some(&0xBE80_2000));
    // RSRC1 of vs.o: VGPRS [5:0] = 2 (12 VGPRs), SGPRS [9:6] = 1 (16 SGPRs);
    // the fetch shader runs in the VS's wave and must fit in them. (Its code
    // is checked against LLVM's assembler in `tests/shader/fetch.rs`.)
    let mut code = [0u32; 16];
    let fs = gcn::shader::fetch::fetch_shader(
        &frame::VERTEX_INPUTS,
        &gcn::shader::fetch::FetchRegisters::PS4,
        &mut code,
    )
    .unwrap();
    assert_eq!(fs.dwords, shaders.fetch.code.len());
    assert!(fs.vgprs <= 12 && fs.sgprs <= 16, "{fs:?}");
}

/// The committed golden copy of the frame: its dwords (`triangle_frame.dwords`,
/// one hex dword a line) and its disassembly (`triangle_frame.dis`). Any change
/// to an emitted dword or to the disassembler's text shows as a diff here;
/// `GCN_REGEN=1 cargo test --test ps4 golden` rewrites both after a deliberate change.
///
/// This is a regression snapshot: the crate wrote both files at a reviewed
/// commit, so it shows that something changed, not that it is right. The
/// frame's registers and packets are checked against values written from the
/// spec in [`state_read_back_from_the_stream`] and the tests beside it.
#[test]
fn the_frame_equals_its_golden_copy() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data");
    let (dwords_path, dis_path) = (
        dir.join("triangle_frame.dwords"),
        dir.join("triangle_frame.dis"),
    );
    let (words, _) = recorded();
    let text = gcn::decode::disassemble(&words).to_string();
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
        words,
        golden,
        "triangle frame against {}",
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
        "triangle_frame: {} dwords and {} disassembly lines equal the golden copy",
        words.len(),
        want.lines().count()
    );
}
