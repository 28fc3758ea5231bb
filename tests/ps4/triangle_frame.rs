//! The frame of `examples/triangle_frame`, recorded by the example's own
//! code: it decodes without error packet after packet to the last dword,
//! re-encodes to the same dwords, and holds the state the example promises,
//! read back from the stream, for the shader code it places.

#[path = "../../examples/triangle_frame/frame.rs"]
mod frame;

use std::collections::BTreeMap;

use gcn::decode::{Decoder, Packet};
use gcn::desc::{BufferResource, ImageResource, SamplerResource};
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

#[test]
fn state_read_back_from_the_stream() {
    let (words, res) = recorded();
    let regs = registers(&words);
    let ctx = |offset: u32| regs.get(&(1, offset)).copied();
    let sh = |offset: u32| regs.get(&(2, offset)).copied();
    let uconfig = |offset: u32| regs.get(&(3, offset)).copied();

    // Offsets and field positions from the register spec.
    // CB_COLOR0_BASE (0x318) = 0x20_0000_0000 >> 8.
    assert_eq!(ctx(0x318), Some(0x2000_0000));
    // CB_COLOR0_PITCH (0x319).TILE_MAX[10:0] = 1920 / 8 - 1.
    assert_eq!(ctx(0x319).map(|v| v & 0x7FF), Some(239));
    // CB_COLOR0_INFO (0x31C): FORMAT[6:2] = COLOR_8_8_8_8 (10), COMP_SWAP[12:11] = SWAP_ALT (1).
    assert_eq!(
        ctx(0x31C).map(|v| ((v >> 2) & 0x1F, (v >> 11) & 3)),
        Some((10, 1))
    );
    // CB_COLOR0_ATTRIB (0x31D).TILE_MODE_INDEX[4:0] = 10.
    assert_eq!(ctx(0x31D).map(|v| v & 0x1F), Some(10));
    // DB_Z_INFO (0x010).FORMAT[1:0] = Z_32_FLOAT (3); DB_Z_READ_BASE (0x012).
    assert_eq!(ctx(0x010).map(|v| v & 3), Some(3));
    assert_eq!(ctx(0x012), Some(0x2100_0000));
    // DB_DEPTH_CONTROL (0x200): Z_ENABLE[1], Z_WRITE_ENABLE[2], ZFUNC[6:4] = FRAG_LESS (1).
    assert_eq!(ctx(0x200).map(|v| (v >> 1) & 1), Some(1));
    assert_eq!(ctx(0x200).map(|v| (v >> 2) & 1), Some(1));
    assert_eq!(ctx(0x200).map(|v| (v >> 4) & 7), Some(1));
    // PA_SU_SC_MODE_CNTL (0x205): CULL_FRONT[0] = 0, CULL_BACK[1] = 1.
    assert_eq!(ctx(0x205).map(|v| v & 3), Some(2));
    // CB_BLEND0_CONTROL (0x1E0).ENABLE[30] = 0: blending off.
    assert_eq!(ctx(0x1E0).map(|v| (v >> 30) & 1), Some(0));
    // PA_CL_VPORT_XSCALE (0x10F) = 960.0, PA_CL_VPORT_YSCALE (0x111) = -540.0.
    assert_eq!(ctx(0x10F), Some(960.0f32.to_bits()));
    assert_eq!(ctx(0x111), Some((-540.0f32).to_bits()));
    // VGT_PRIMITIVE_TYPE (uconfig 0x242) = DI_PT_TRILIST (4).
    assert_eq!(uconfig(0x242), Some(4));
    // SPI_SHADER_PGM_LO_VS (sh 0x48), SPI_SHADER_PGM_LO_PS (sh 0x08): address >> 8.
    // The VS is placed first, at 0x30_0000_0000, the PS 256 bytes on.
    assert_eq!(sh(0x48), Some(0x3000_0000));
    assert_eq!(sh(0x08), Some(0x3000_0001));
    // The programs' own registers, as vs.o / ps.o list them in .AMDGPU.config:
    // SPI_SHADER_PGM_RSRC1_VS (sh 0x4A) = 0x42 (VGPRS 2: 12 VGPRs, SGPRS 1:
    // 16 SGPRs); SPI_SHADER_PGM_RSRC1_PS (sh 0x0A) = 0x40;
    // SPI_PS_INPUT_ENA / _ADDR (context 0x1B3 / 0x1B4) = PERSP_CENTER_ENA (bit 1).
    assert_eq!(sh(0x4A), Some(0x42));
    assert_eq!(sh(0x0A), Some(0x40));
    assert_eq!((ctx(0x1B3), ctx(0x1B4)), (Some(2), Some(2)));
    // RSRC2.USER_SGPR[5:1]: 4 for the VS (two pointers), 12 for the PS (T#, S#).
    assert_eq!(sh(0x4B).map(|v| (v >> 1) & 0x1F), Some(4));
    assert_eq!(sh(0x0B).map(|v| (v >> 1) & 0x1F), Some(12));

    // The user data: SPI_SHADER_USER_DATA_VS_0 (sh 0x4C) and _PS_0 (sh 0x0C).
    let user = |first: u32, n: u32| -> Vec<u32> {
        (first..first + n)
            .map(|o| sh(o).expect("user-data register written"))
            .collect()
    };
    let shaders = frame::shaders().unwrap();
    // VS s[0:1]: the fetch shader's address; s[2:3]: the V# table's.
    let pointer = |lo: u32, hi: u32| u64::from(lo) | u64::from(hi) << 32;
    let vs_user = user(0x4C, 4);
    assert_eq!(pointer(vs_user[0], vs_user[1]), shaders.fetch.address);
    assert_eq!(pointer(vs_user[2], vs_user[3]), res.vertex_table);
    let t: [u32; 8] = user(0x0C, 8).try_into().unwrap();
    let s: [u32; 4] = user(0x0C + 8, 4).try_into().unwrap();
    assert_eq!(ImageResource::from_words(t), res.texture);
    assert_eq!(SamplerResource::from_words(s), res.sampler);
    // The table, embedded in the stream, holds the two V#s.
    let embedded = |address: u64, dwords: usize| -> &[u32] {
        let at = ((address - frame::addr::COMMAND_BUFFER) / 4) as usize;
        &words[at..at + dwords]
    };
    let table = embedded(res.vertex_table, 8);
    for (i, v) in res.vertex_buffers.iter().enumerate() {
        let w: [u32; 4] = table[4 * i..4 * i + 4].try_into().unwrap();
        assert_eq!(BufferResource::from_words(w), *v);
    }
    // V# 0 points at the vertices embedded in the stream, V# 1 16 bytes on
    // (the texture coordinate); both step 32 bytes a vertex.
    let [positions, texcoords] = res.vertex_buffers;
    let vertices: Vec<f32> = embedded(positions.base_address(), frame::TRIANGLE.len())
        .iter()
        .map(|w| f32::from_bits(*w))
        .collect();
    assert_eq!(vertices, frame::TRIANGLE);
    assert_eq!(texcoords.base_address(), positions.base_address() + 16);
    assert_eq!((positions.stride(), texcoords.stride()), (32, 32));
    // The texture T#: 256x256, 9 levels, tile mode 14, at the texture address.
    assert_eq!(
        (
            res.texture.width(),
            res.texture.height(),
            res.texture.last_level()
        ),
        (256, 256, 8)
    );
    assert_eq!(res.texture.tiling_index(), 14);
    assert_eq!(res.texture.base_address(), frame::addr::TEXTURE);
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
