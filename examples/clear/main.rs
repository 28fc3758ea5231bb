//! Records the render-target passes of one frame — a fast colour clear of a
//! 1920x1080 display target with CMASK, a draw, the fast-clear eliminate, a
//! slow clear of a second target at slot 1 with the built-in shaders, an
//! occlusion query with a predicated draw, a colour-to-texture transition,
//! the CMASK initialisation (filled with `0xCCCCCCCC`, as radeonsi does for a
//! surface with FMASK), FMASK decompress and CB resolve of a 4x MSAA target
//! with FMASK and CMASK, the HTILE initialisation and a Z32F depth clear
//! through HTILE, and a depth decompress — and prints the numbered steps
//! and the disassembly.
//!
//! ```sh
//! cargo run --example clear                 # print the steps and the disassembly
//! cargo run --example clear -- --raw f.bin  # also write the stream as little-endian dwords
//! ```

mod frame;
#[path = "../common/raw.rs"]
mod raw;

use std::process::ExitCode;

use gcn::decode::disassemble;
use gcn::pm4::CommandBuffer;

fn main() -> ExitCode {
    let raw = match raw::raw_arg("clear") {
        Ok(raw) => raw,
        Err(code) => return code,
    };
    let mut storage = vec![0u32; 2048];
    let mut cb = CommandBuffer::new(&mut storage);
    let steps = match frame::record(&mut cb) {
        Ok(s) => s,
        Err(e) => {
            eprintln!("clear: recording failed: {e}");
            return ExitCode::FAILURE;
        }
    };
    let words = cb.as_slice();
    println!("clear: {} dwords", words.len());
    for (i, s) in steps.iter().enumerate() {
        println!("  {}. {s}", i + 1);
    }
    if let Some(path) = raw {
        let len = match raw::write_raw("clear", &path, words) {
            Ok(len) => len,
            Err(code) => return code,
        };
        println!("Wrote {} bytes to {path}", len);
    }
    println!();
    print!("{}", disassemble(words));
    ExitCode::SUCCESS
}
