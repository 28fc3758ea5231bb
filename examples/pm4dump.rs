//! Disassembles a file of little-endian PM4 dwords.
//!
//! ```sh
//! cargo run --example pm4dump -- FILE [--offset BYTES] [--hex]
//! ```
//!
//! `--offset` starts decoding at that byte offset of the file (decimal or
//! `0x` hex, a multiple of 4); printed offsets still count dwords from the
//! start of the file. `--hex` also prints every packet's raw dwords.

use std::process::ExitCode;

use gcn::decode::disassemble;

fn usage() -> ExitCode {
    eprintln!("usage: pm4dump FILE [--offset BYTES] [--hex]");
    ExitCode::from(2)
}

fn parse_number(s: &str) -> Option<usize> {
    match s.strip_prefix("0x").or_else(|| s.strip_prefix("0X")) {
        Some(hex) => usize::from_str_radix(hex, 16).ok(),
        None => s.parse().ok(),
    }
}

fn main() -> ExitCode {
    let mut path = None;
    let mut offset = 0usize;
    let mut hex = false;
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--hex" => hex = true,
            "--offset" => match args.next().as_deref().and_then(parse_number) {
                Some(v) => offset = v,
                None => {
                    eprintln!("pm4dump: --offset needs a byte count (decimal or 0x hex)");
                    return usage();
                }
            },
            "-h" | "--help" => return usage(),
            _ if path.is_none() => path = Some(arg),
            _ => return usage(),
        }
    }
    let Some(path) = path else {
        return usage();
    };
    let bytes = match std::fs::read(&path) {
        Ok(b) => b,
        Err(e) => {
            eprintln!("pm4dump: cannot read {path}: {e}");
            return ExitCode::FAILURE;
        }
    };
    if !bytes.len().is_multiple_of(4) {
        eprintln!(
            "pm4dump: {path} is {} bytes, not a whole number of dwords (a multiple of 4)",
            bytes.len()
        );
        return ExitCode::FAILURE;
    }
    if !offset.is_multiple_of(4) || offset > bytes.len() {
        eprintln!(
            "pm4dump: --offset {offset} must be a multiple of 4 within the file ({} bytes)",
            bytes.len()
        );
        return ExitCode::FAILURE;
    }
    let words: Vec<u32> = bytes
        .chunks_exact(4)
        .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect();
    println!(
        "{path}: {} dwords, decoding from dword {:#x}",
        words.len(),
        offset / 4
    );
    print!(
        "{}",
        disassemble(&words).starting_at(offset / 4).with_hex(hex)
    );
    ExitCode::SUCCESS
}
