//! The `--raw FILE` option the stream examples share: parsing it, and
//! writing a recorded stream as little-endian dwords.

use std::process::ExitCode;

/// The `--raw` file named on the command line of example `name`, or the exit
/// code of a usage error (printed).
pub fn raw_arg(name: &str) -> Result<Option<String>, ExitCode> {
    let usage = || {
        eprintln!("usage: {name} [--raw FILE]");
        ExitCode::from(2)
    };
    let mut raw = None;
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--raw" => match args.next() {
                Some(path) => raw = Some(path),
                None => {
                    eprintln!("{name}: --raw needs a file name");
                    return Err(usage());
                }
            },
            "-h" | "--help" => return Err(usage()),
            other => {
                eprintln!("{name}: unknown argument '{other}'");
                return Err(usage());
            }
        }
    }
    Ok(raw)
}

/// Writes `words` to `path` as little-endian dwords; returns the byte count,
/// or the failure exit code after printing why.
pub fn write_raw(name: &str, path: &str, words: &[u32]) -> Result<usize, ExitCode> {
    let bytes: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
    match std::fs::write(path, &bytes) {
        Ok(()) => Ok(bytes.len()),
        Err(e) => {
            eprintln!("{name}: cannot write {path}: {e}");
            Err(ExitCode::FAILURE)
        }
    }
}
