//! The frame of `examples/triangle_frame`, recorded by the example's own
//! code: it decodes without error packet after packet to the last dword,
//! re-encodes to the same dwords, and holds the state the example promises,
//! read back from the stream.

#[path = "../../examples/triangle_frame/frame.rs"]
mod frame;

use std::collections::BTreeMap;

use gcn::decode::{Decoder, Packet};
use gcn::desc::{BufferResource, ImageResource, SamplerResource};
use gcn::pm4::{CommandBuffer, Opcode};
use gcn::regs::Space;

/// The recorded stream and the resources it bound.
fn recorded() -> (Vec<u32>, frame::Resources) {
    let mut storage = vec![0u32; 2048];
    let mut cb = CommandBuffer::new(&mut storage);
    let res = frame::record(&mut cb).expect("the example frame records");
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
    assert_eq!(sh(0x48), Some(0x3000_0000));
    assert_eq!(sh(0x08), Some(0x3000_0010));

    // The descriptors in user data: SPI_SHADER_USER_DATA_VS_0 (sh 0x4C) and _PS_0 (sh 0x0C).
    let user = |first: u32, n: u32| -> Vec<u32> {
        (first..first + n)
            .map(|o| sh(o).expect("user-data register written"))
            .collect()
    };
    let v: [u32; 4] = user(0x4C, 4).try_into().unwrap();
    let t: [u32; 8] = user(0x0C, 8).try_into().unwrap();
    let s: [u32; 4] = user(0x0C + 8, 4).try_into().unwrap();
    assert_eq!(BufferResource::from_words(v), res.vertices);
    assert_eq!(ImageResource::from_words(t), res.texture);
    assert_eq!(SamplerResource::from_words(s), res.sampler);
    // The V# points at the vertex data embedded in the stream.
    let base = res.vertices.base_address() - frame::addr::COMMAND_BUFFER;
    let at = (base / 4) as usize;
    let embedded: Vec<f32> = words[at..at + frame::TRIANGLE.len()]
        .iter()
        .map(|w| f32::from_bits(*w))
        .collect();
    assert_eq!(embedded, frame::TRIANGLE);
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

/// The committed golden copy of the frame: its dwords (`triangle_frame.dwords`,
/// one hex dword a line) and its disassembly (`triangle_frame.dis`). Any change
/// to an emitted dword or to the disassembler's text shows as a diff here;
/// `GCN_REGEN=1 cargo test --test ps4 golden` rewrites both after a deliberate change.
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
