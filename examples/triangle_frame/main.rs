//! Records one complete frame for a PS4-class GPU — a single textured
//! triangle on a 1920x1080 display buffer — and prints it three ways: a
//! summary, the raw dwords in hex, and the full disassembly.
//!
//! ```sh
//! cargo run --example triangle_frame                 # print the frame
//! cargo run --example triangle_frame -- --raw f.bin  # also write it as little-endian dwords
//! cargo run --features cli --bin gcn -- disasm f.bin  # read that file back
//! ```
//!
//! The recording itself is in `frame.rs`: typed register blocks, descriptor
//! builders and packet methods only, no register value written by hand.

mod frame;
#[path = "../common/raw.rs"]
mod raw;

use std::process::ExitCode;

use gcn::decode::disassemble;
use gcn::pm4::CommandBuffer;

/// Dwords per line of the hex dump.
const HEX_PER_LINE: usize = 8;

fn main() -> ExitCode {
    let raw = match raw::raw_arg("triangle_frame") {
        Ok(raw) => raw,
        Err(code) => return code,
    };

    // The caller owns the memory; the writer never allocates.
    let mut storage = vec![0u32; 2048];
    let mut cb = CommandBuffer::new(&mut storage);
    let res = match frame::record(&mut cb) {
        Ok(r) => r,
        Err(e) => {
            eprintln!("triangle_frame: recording failed: {e}");
            return ExitCode::FAILURE;
        }
    };
    let words = cb.as_slice();

    println!(
        "triangle_frame: one PS4 frame, {} dwords ({} bytes)",
        words.len(),
        cb.as_bytes().len()
    );
    println!();
    println!("What the frame does, in order:");
    for line in summary(&res) {
        println!("  {line}");
    }

    if let Some(path) = raw {
        let len = match raw::write_raw("triangle_frame", &path, words) {
            Ok(len) => len,
            Err(code) => return code,
        };
        println!();
        println!(
            "Wrote {} bytes of little-endian dwords to {path} (read it back with: cargo run --features cli --bin gcn -- disasm {path})",
            len
        );
    }

    println!();
    println!("== Hex: the dwords the GPU reads, {HEX_PER_LINE} per line (offsets count dwords) ==");
    for (i, line) in words.chunks(HEX_PER_LINE).enumerate() {
        let hex: Vec<String> = line.iter().map(|w| format!("{w:08x}")).collect();
        println!("{:#06x}: {}", i * HEX_PER_LINE, hex.join(" "));
    }

    println!();
    println!("== Disassembly: one packet per line (dword offset, header, packet, fields) ==");
    println!("   Register writes follow their packet, one per line, with named fields;");
    println!("   descriptors announced by a user-data hint are shown field by field.");
    println!();
    print!("{}", disassemble(words));
    ExitCode::SUCCESS
}

/// One line per step of [`frame::record`].
fn summary(res: &frame::Resources) -> Vec<String> {
    use frame::addr;
    vec![
        format!(
            "1. reset to the default state, then wait until the display releases back buffer {}",
            frame::BACK_BUFFER
        ),
        format!(
            "2. colour target 0: {}x{} B8G8R8A8 display buffer at {:#x}, tile mode 10 (Display2dThin)",
            frame::WIDTH,
            frame::HEIGHT,
            addr::DISPLAY_BUFFER
        ),
        format!(
            "   depth target: {}x{} Z32F at {:#x}, tile mode 2 (Depth2dThin256)",
            frame::WIDTH,
            frame::HEIGHT,
            addr::DEPTH_BUFFER
        ),
        "3. viewport covering the screen, depth 0..1; blending off; depth test LESS; back faces culled".to_string(),
        format!(
            "4. three vertices embedded in the command buffer (V# base {:#x}, stride {} bytes)",
            res.vertices.base_address(),
            res.vertices.stride()
        ),
        format!(
            "5. vertex shader at {:#x}, pixel shader at {:#x}",
            addr::VS_CODE,
            addr::PS_CODE
        ),
        format!(
            "   user data: V# in VS s[{}:{}]; T# ({}x{}, {} levels) in PS s[{}:{}]; S# in PS s[{}:{}]",
            frame::VS_VERTEX_BUFFER_SGPR,
            frame::VS_VERTEX_BUFFER_SGPR + 3,
            res.texture.width(),
            res.texture.height(),
            res.texture.last_level() + 1,
            frame::PS_TEXTURE_SGPR,
            frame::PS_TEXTURE_SGPR + 7,
            frame::PS_SAMPLER_SGPR,
            frame::PS_SAMPLER_SGPR + 3
        ),
        "6. triangle list: one draw of 3 vertices".to_string(),
        format!(
            "7. end of pipe: flush the colour/depth caches, write {} to the label at {:#x}; prepare the flip",
            frame::FRAME_NUMBER,
            addr::FRAME_LABEL
        ),
    ]
}
