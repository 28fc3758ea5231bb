//! Records the render-target passes of one frame — a fast colour clear of a
//! 1920x1080 display target with CMASK, a draw, the fast-clear eliminate, a
//! Z32F depth clear through HTILE and a depth decompress — and prints the
//! numbered steps and the disassembly.
//!
//! ```sh
//! cargo run --example clear                 # print the steps and the disassembly
//! cargo run --example clear -- --raw f.bin  # also write the stream as little-endian dwords
//! ```

mod frame;

use std::process::ExitCode;

use gcn::decode::disassemble;
use gcn::pm4::CommandBuffer;

fn usage() -> ExitCode {
    eprintln!("usage: clear [--raw FILE]");
    ExitCode::from(2)
}

fn main() -> ExitCode {
    let mut raw = None;
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--raw" => match args.next() {
                Some(path) => raw = Some(path),
                None => {
                    eprintln!("clear: --raw needs a file name");
                    return usage();
                }
            },
            "-h" | "--help" => return usage(),
            other => {
                eprintln!("clear: unknown argument '{other}'");
                return usage();
            }
        }
    }
    let mut storage = vec![0u32; 1024];
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
        let bytes: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
        if let Err(e) = std::fs::write(&path, &bytes) {
            eprintln!("clear: cannot write {path}: {e}");
            return ExitCode::FAILURE;
        }
        println!("Wrote {} bytes to {path}", bytes.len());
    }
    println!();
    print!("{}", disassemble(words));
    ExitCode::SUCCESS
}
