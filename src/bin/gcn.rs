//! `gcn`: the command-line tool (`cargo install gcn --features cli`).
//!
//! ```text
//! gcn disasm FILE [--offset BYTES] [--hex] [--gfx 6|7|8]    disassemble little-endian PM4 dwords
//! gcn isa FILE [--offset BYTES] [--gfx 6|7|8]  disassemble gfx7 (gfx6, gfx8) machine code
//! gcn shader FILE [--registers] [--code]      an LLVM code object or PS4 shader code: stage, code, registers
//! gcn fetch-shader --format FMT [--format FMT ...] [--instance] [--gfx 6|7|8] --out FILE
//!                                             write a fetch shader and print it
//! gcn tile|detile --tile-mode N --bpp B --width W --height H --input FILE --output FILE [--rect X,Y,RW,RH]
//!                                             convert one surface (or a rectangle) between linear and tiled
//! gcn gnf info FILE                           describe a GNF texture file
//! gcn gnf build --input IMAGE.png --output FILE.gnf [--srgb] [--mips] [--tile-mode N]
//!                                             write a GNF from a PNG image
//! gcn lint FILE [--offset BYTES] [--gfx 6|7|8] [--mem ADDR=FILE ...] [--table STAGE:REG:KIND:COUNT ...]
//!                                             check a PM4 stream against the lint rules
//! gcn state FILE --draw N [--offset BYTES] [--gfx 6|7|8] [--mem ADDR=FILE ...] [--table ...]
//!                                             the GPU state at draw N of a PM4 stream
//! gcn picture [--gfx CHIP] [--tile-mode N|NAME] [--bpp B] [--width W] [--height H] [--scale PX] [--output FILE]
//!                                             draw how a surface is tiled, as a PNG
//! gcn picture --list                          list the PS4 tile modes
//! ```
//!
//! Every command prints its usage with `--help`; bad input is a message on
//! stderr and exit status 1, a usage error (an unknown command or option, a
//! missing argument, a value the option does not take) status 2. Numbers are
//! decimal or `0x` hex; file names are taken as the OS gives them. Output
//! whose reader stops early (`gcn disasm FILE | head`) ends the command
//! quietly with status 0.

use std::ffi::{OsStr, OsString};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

/// `print!` of the tool: through [`write_stdout`].
macro_rules! print {
    ($($arg:tt)*) => {
        $crate::write_stdout(format_args!($($arg)*), false)
    };
}

/// `println!` of the tool: through [`write_stdout`].
macro_rules! println {
    () => {
        $crate::write_stdout(format_args!(""), true)
    };
    ($($arg:tt)*) => {
        $crate::write_stdout(format_args!($($arg)*), true)
    };
}

#[path = "gcn/picture.rs"]
mod picture;

/// Writes `args` (and a newline) to standard output. A reader that has
/// closed it (`gcn disasm FILE | head`) ends the program quietly with status
/// 0; another write error is a message and status 1.
fn write_stdout(args: std::fmt::Arguments<'_>, newline: bool) {
    use std::io::Write;
    let mut out = std::io::stdout().lock();
    let written = out.write_fmt(args).and_then(|()| {
        if newline {
            out.write_all(b"\n")
        } else {
            Ok(())
        }
    });
    match written {
        Ok(()) => {}
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => std::process::exit(0),
        Err(e) => {
            eprintln!("gcn: cannot write to standard output: {e}");
            std::process::exit(1)
        }
    }
}

use gcn::blocks::shader::Stage;
use gcn::decode::DescriptorKind;
use gcn::decode::RegWrite;
use gcn::decode::disassemble;
use gcn::decode::state::{Draw, DrawState, Event, Shadow, State, TableDecl, descriptors};
use gcn::decode::state::{MAX_TABLES, replay_with};
use gcn::desc::DataFormat;
use gcn::regs::{CbColorNBase, CbColorNInfo, ColorFormat, Gfx, Space};
use gcn::shader::code_object::{CodeObject, SPILLED_SGPRS, SPILLED_VGPRS};
use gcn::shader::fetch::{FetchRegisters, InputRate, VertexInput, fetch_shader_for};

const USAGE: &str = "\
usage: gcn COMMAND [ARGS]

commands:
  disasm FILE [--offset BYTES] [--hex] [--gfx 6|7|8]   disassemble a file of little-endian PM4 dwords
  isa FILE [--offset BYTES] [--gfx 6|7|8]   disassemble a file of gfx7 (gfx6, gfx8) machine code
  shader FILE [--registers] [--code]     describe an LLVM AMDGPU code object, or PS4 shader code
                                         with its OrbShdr block
  fetch-shader --format FMT [--format FMT ...] [--instance] [--gfx 6|7|8] --out FILE
                                         write a fetch shader (input i from vertex buffer i)
                                         and print it in LLVM assembly syntax
  tile --tile-mode N --bpp B --width W --height H --input LINEAR --output TILED [--rect X,Y,RW,RH]
  detile --tile-mode N --bpp B --width W --height H --input TILED --output LINEAR [--rect X,Y,RW,RH]
                                         convert a 2D surface between linear rows and a
                                         PS4 tile mode (elements: pixels, or BC blocks)
  gnf info FILE                          describe a GNF texture file
  gnf build --input IMAGE.png --output FILE.gnf [--srgb] [--mips] [--tile-mode N]
                                         write a GNF texture from a PNG image
  lint FILE [--offset BYTES] [--gfx 6|7|8] [--mem ADDR=FILE ...] [--table STAGE:REG:KIND:COUNT ...]
                                         check a file of PM4 dwords against the lint rules
  state FILE --draw N [--offset BYTES] [--gfx 6|7|8] [--mem ADDR=FILE ...] [--table STAGE:REG:KIND:COUNT ...]
                                         print the GPU state at draw N of a file of PM4 dwords
  picture [--gfx CHIP] [--tile-mode N|NAME] [--bpp B] [--width W] [--height H] [--scale PX] [--output FILE]
                                         draw how a surface is tiled in memory, as a PNG
  picture --list                         list the PS4 tile modes (index and name)

Numbers are decimal or 0x hex. `gcn COMMAND --help` describes one command.";

/// A command's failure: a message, and whether it was a usage error.
struct Failure {
    message: String,
    usage: Option<&'static str>,
}

fn fail(message: impl Into<String>) -> Failure {
    Failure {
        message: message.into(),
        usage: None,
    }
}

fn usage_error(message: impl Into<String>, usage: &'static str) -> Failure {
    Failure {
        message: message.into(),
        usage: Some(usage),
    }
}

type Outcome = Result<(), Failure>;

fn main() -> ExitCode {
    // Arguments as the OS gives them: a file name need not be UTF-8.
    let args: Vec<OsString> = std::env::args_os().skip(1).collect();
    let Some((command, rest)) = args.split_first() else {
        eprintln!("{USAGE}");
        return ExitCode::from(2);
    };
    let result = match command.to_str().unwrap_or("") {
        "disasm" => disasm(rest),
        "isa" => isa(rest),
        "shader" => shader(rest),
        "fetch-shader" => fetch(rest),
        "gnf" => gnf(rest),
        "tile" => tile_cmd(rest, true),
        "detile" => tile_cmd(rest, false),
        "lint" => lint(rest),
        "state" => state(rest),
        "picture" => picture::picture(rest),
        "-h" | "--help" | "help" => {
            println!("{USAGE}");
            Ok(())
        }
        _ => Err(usage_error(format!("unknown command {command:?}"), USAGE)),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(Failure { message, usage }) => {
            if !message.is_empty() {
                eprintln!("gcn: {message}");
            }
            match usage {
                Some(u) => {
                    eprintln!("{u}");
                    ExitCode::from(2)
                }
                None => ExitCode::FAILURE,
            }
        }
    }
}

/// A number in decimal or `0x` hex.
fn number(s: &str) -> Option<usize> {
    match s.strip_prefix("0x").or_else(|| s.strip_prefix("0X")) {
        Some(hex) => usize::from_str_radix(hex, 16).ok(),
        None => s.parse().ok(),
    }
}

/// An argument as text for matching against option names: `""` when it is
/// not UTF-8 (no option is), so that it falls to the arm for a file or an
/// unexpected argument.
fn text(arg: &OsStr) -> &str {
    arg.to_str().unwrap_or("")
}

/// A command's arguments, read in order, with the usage text its errors print.
struct Cli<'a> {
    it: std::slice::Iter<'a, OsString>,
    usage: &'static str,
    help: bool,
}

impl<'a> Cli<'a> {
    fn new(args: &'a [OsString], usage: &'static str) -> Self {
        Cli {
            it: args.iter(),
            usage,
            help: false,
        }
    }

    /// The next argument; `None` at the end, and at `-h` / `--help`, which prints
    /// the usage and ends the reading ([`Cli::help`] tells which).
    fn next(&mut self) -> Option<&'a OsStr> {
        let arg = self.it.next()?;
        if matches!(text(arg), "-h" | "--help") {
            println!("{}", self.usage);
            self.help = true;
            return None;
        }
        Some(arg)
    }

    /// Whether the reading ended at `-h` / `--help` (the command has nothing more to do).
    fn help(&self) -> bool {
        self.help
    }

    /// The value after `option`, which `what` describes in the error for a missing one.
    fn value(&mut self, option: &str, what: &str) -> Result<&'a OsStr, Failure> {
        match self.it.next() {
            Some(v) => Ok(v),
            None => Err(self.error(format!("{option} needs {what}"))),
        }
    }

    /// The file named after `option`, as the OS gives it.
    fn path(&mut self, option: &str) -> Result<PathBuf, Failure> {
        self.value(option, "a file").map(PathBuf::from)
    }

    /// The value after `option` as text, described by `what`.
    fn text(&mut self, option: &str, what: &str) -> Result<&'a str, Failure> {
        let v = self.value(option, what)?;
        v.to_str()
            .ok_or_else(|| self.error(format!("{option} needs {what}, not {v:?}")))
    }

    /// The number (decimal or `0x` hex) after `option`, described by `what`.
    fn number(&mut self, option: &str, what: &str) -> Result<usize, Failure> {
        let v = self.value(option, what)?;
        v.to_str()
            .and_then(number)
            .ok_or_else(|| self.error(format!("{option} needs {what}, not {v:?}")))
    }

    /// A usage error of this command.
    fn error(&self, message: impl Into<String>) -> Failure {
        usage_error(message, self.usage)
    }

    /// The usage error for an argument the command does not take.
    fn unexpected(&self, arg: &OsStr) -> Failure {
        self.error(format!("unexpected argument {arg:?}"))
    }
}

/// Parsed common arguments: one file, an optional byte offset, flags.
struct Args {
    file: PathBuf,
    offset: usize,
    flags: Vec<&'static str>,
    /// `--gfx N`, for the commands that list `--gfx` among their flags.
    gfx: Option<gcn::regs::Gfx>,
}

impl Args {
    fn has(&self, flag: &str) -> bool {
        self.flags.contains(&flag)
    }
}

/// The generation after `--gfx`: 6, 7 or 8.
fn gfx_value(cli: &mut Cli) -> Result<Gfx, Failure> {
    match cli.number("--gfx", "6, 7 or 8")? {
        6 => Ok(Gfx::Gfx6),
        7 => Ok(Gfx::Gfx7),
        8 => Ok(Gfx::Gfx8),
        n => Err(cli.error(format!("--gfx {n}: the generation is 6, 7 or 8"))),
    }
}

/// Reads one FILE and the options in `flags`: plain flags, and `--offset`
/// and `--gfx` with their values, only for the commands that list them.
fn parse(
    args: &[OsString],
    usage: &'static str,
    flags: &[&'static str],
) -> Result<Option<Args>, Failure> {
    let mut file = None;
    let mut offset = 0;
    let mut seen = Vec::new();
    let mut gfx = None;
    let mut cli = Cli::new(args, usage);
    while let Some(arg) = cli.next() {
        match text(arg) {
            "--offset" if flags.contains(&"--offset") => {
                offset = cli.number("--offset", "a byte count (decimal or 0x hex)")?;
                if !offset.is_multiple_of(4) {
                    return Err(cli.error(format!("--offset {offset} is not a multiple of 4")));
                }
            }
            "--gfx" if flags.contains(&"--gfx") => gfx = Some(gfx_value(&mut cli)?),
            f if f.starts_with("--") => match flags.iter().find(|&&known| known == f) {
                Some(known) => seen.push(*known),
                None => return Err(cli.error(format!("unknown option {f}"))),
            },
            _ if file.is_none() => file = Some(PathBuf::from(arg)),
            _ => return Err(cli.unexpected(arg)),
        }
    }
    if cli.help() {
        return Ok(None);
    }
    let file = file.ok_or_else(|| cli.error("a FILE is needed"))?;
    Ok(Some(Args {
        file,
        offset,
        flags: seen,
        gfx,
    }))
}

/// The failure for an error reading `path`.
fn cannot_read(path: &Path, e: &std::io::Error) -> Failure {
    fail(format!("cannot read {}: {e}", path.display()))
}

fn read(path: &Path) -> Result<Vec<u8>, Failure> {
    std::fs::read(path).map_err(|e| cannot_read(path, &e))
}

/// The bytes of `path`, which must be `expected` bytes (`what` names them in
/// the error): a longer file is refused before it is read, and no more than
/// one byte past `expected` is read from one whose size is not known ahead
/// (a device, a pipe).
fn read_sized(path: &Path, expected: usize, what: &str) -> Result<Vec<u8>, Failure> {
    let file = std::fs::File::open(path).map_err(|e| cannot_read(path, &e))?;
    read_sized_from(file, path, expected, what)
}

/// [`read_sized`] of a file already open.
fn read_sized_from(
    file: std::fs::File,
    path: &Path,
    expected: usize,
    what: &str,
) -> Result<Vec<u8>, Failure> {
    use std::io::Read;
    let wrong = |size: String| {
        fail(format!(
            "{} is {size} bytes; {what} is {expected}",
            path.display()
        ))
    };
    if let Ok(m) = file.metadata()
        && m.is_file()
        && m.len() != expected as u64
    {
        return Err(wrong(m.len().to_string()));
    }
    let mut data = Vec::new();
    file.take((expected as u64).saturating_add(1))
        .read_to_end(&mut data)
        .map_err(|e| cannot_read(path, &e))?;
    match data.len() {
        n if n == expected => Ok(data),
        n if n > expected => Err(wrong(format!("more than {expected}"))),
        n => Err(wrong(n.to_string())),
    }
}

/// Writes `bytes` to `path`. A regular file (or a new one) is written
/// through a temporary file in the same directory renamed over it, so that
/// a failed write leaves the old file as it was; anything else (a device,
/// a pipe, a symbolic link), or a directory where no temporary file can be
/// made, is written directly.
fn write_file(path: &Path, bytes: &[u8]) -> Outcome {
    use std::io::Write;
    let err = |e: std::io::Error| fail(format!("cannot write {}: {e}", path.display()));
    // A regular file is replaced through a temporary file in its directory,
    // unless it is read-only (the OS refuses the write, as it should) or has
    // other hard links (they keep seeing the new contents).
    let permissions = match std::fs::symlink_metadata(path) {
        Ok(m) if m.is_file() && !m.permissions().readonly() && single_link(&m) => {
            Some(m.permissions())
        }
        Ok(_) => return std::fs::write(path, bytes).map_err(err),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => None,
        Err(e) => return Err(err(e)),
    };
    let Some(name) = path.file_name() else {
        return std::fs::write(path, bytes).map_err(err);
    };
    let mut temp_name = OsString::from(".");
    temp_name.push(name);
    temp_name.push(format!(".{}.tmp", std::process::id()));
    let temp = path.with_file_name(temp_name);
    let Ok(mut file) = std::fs::File::create_new(&temp) else {
        return std::fs::write(path, bytes).map_err(err);
    };
    let written = file
        .write_all(bytes)
        .and_then(|()| match permissions {
            Some(p) => file.set_permissions(p),
            None => Ok(()),
        })
        .and_then(|()| file.sync_all())
        .and_then(|()| {
            drop(file);
            std::fs::rename(&temp, path)
        });
    written.map_err(|e| {
        let _ = std::fs::remove_file(&temp);
        err(e)
    })
}

/// Whether a file has no other hard link.
fn single_link(m: &std::fs::Metadata) -> bool {
    #[cfg(unix)]
    {
        use std::os::unix::fs::MetadataExt;
        m.nlink() <= 1
    }
    #[cfg(not(unix))]
    {
        let _ = m;
        true
    }
}

/// The file as little-endian dwords, checked to be whole dwords and the
/// offset (a multiple of 4) to lie inside it.
fn dwords(path: &Path, bytes: &[u8], offset: usize) -> Result<Vec<u32>, Failure> {
    if !bytes.len().is_multiple_of(4) {
        return Err(fail(format!(
            "{} is {} bytes, not a whole number of dwords (a multiple of 4)",
            path.display(),
            bytes.len()
        )));
    }
    if offset > bytes.len() {
        return Err(fail(format!(
            "--offset {offset} is past the end of {} ({} bytes)",
            path.display(),
            bytes.len()
        )));
    }
    Ok(bytes
        .chunks_exact(4)
        .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect())
}

const DISASM_USAGE: &str = "\
usage: gcn disasm FILE [--offset BYTES] [--hex] [--gfx 6|7|8]

Disassembles a file of little-endian PM4 dwords. --offset starts decoding at
that byte offset (decimal or 0x hex, a multiple of 4); printed offsets still
count dwords from the start of the file. --hex also prints every packet's raw
dwords. --gfx names registers as that GCN generation has them (default 7, the
PS4's): a register the generation does not have prints as unknown.";

fn disasm(args: &[OsString]) -> Outcome {
    let Some(a) = parse(args, DISASM_USAGE, &["--offset", "--hex", "--gfx"])? else {
        return Ok(());
    };
    let gfx = a.gfx.unwrap_or(gcn::regs::Gfx::Gfx7);
    let bytes = read(&a.file)?;
    let words = dwords(&a.file, &bytes, a.offset)?;
    println!(
        "{}: {} dwords, decoding from dword {:#x}",
        a.file.display(),
        words.len(),
        a.offset / 4
    );
    print!(
        "{}",
        disassemble(&words)
            .starting_at(a.offset / 4)
            .with_hex(a.has("--hex"))
            .for_gfx(gfx)
    );
    Ok(())
}

const ISA_USAGE: &str = "\
usage: gcn isa FILE [--offset BYTES] [--gfx 6|7|8]

Disassembles a file of gfx7 machine code (little-endian dwords), one
instruction a line in LLVM's assembly syntax, each after its dword offset.
Decoding stops at the first word that is no instruction the crate models.
--gfx 6 reads gfx6 code: an instruction gfx6 lacks (FLAT, the f64 roundings,
...) stops decoding too. --gfx 8 reads gfx8 code with gfx8's encodings and
names, its own opcodes, SDWA and DPP among them.";

fn isa(args: &[OsString]) -> Outcome {
    let Some(a) = parse(args, ISA_USAGE, &["--offset", "--gfx"])? else {
        return Ok(());
    };
    let gfx = a.gfx.unwrap_or(Gfx::Gfx7);
    let bytes = read(&a.file)?;
    let words = dwords(&a.file, &bytes, a.offset)?;
    print_code(
        &a.file.display().to_string(),
        &words[a.offset / 4..],
        a.offset / 4,
        gfx,
    )
}

/// Prints machine code of generation `gfx`, one instruction a line, each
/// after its byte offset (`base` dwords added); an undecodable word (or one
/// `gfx` lacks) is an error, after the lines before it, that names `what`
/// (the file) and the word's byte offset.
fn print_code(what: &str, code: &[u32], base: usize, gfx: Gfx) -> Outcome {
    let mut at = 0;
    while let Some(rest) = code.get(at..).filter(|r| !r.is_empty()) {
        let byte = (base + at) * 4;
        match gcn::isa::Inst::decode_for(rest, gfx) {
            Ok((inst, n)) => {
                println!("{byte:#06x}: {}", inst.display_for(gfx));
                at += n.max(1);
            }
            Err(e) => return Err(fail(format!("{what}: at byte {byte:#x}: {e}"))),
        }
    }
    Ok(())
}

const SHADER_USAGE: &str = "\
usage: gcn shader FILE [--registers] [--code]

Describes an LLVM AMDGPU code object (llc -mtriple=amdgcn-- -mcpu=bonaire
-filetype=obj): its stage, code size and spilled registers. --registers prints
every entry of its .AMDGPU.config as NAME = 0xVALUE, one a line, in file
order; --code disassembles its code, which must be gfx6, gfx7 or gfx8 code
(the object's EF_AMDGPU_MACH; a later one is an error), with that
generation's rules (the generic target, EF_AMDGPU_MACH 0, is gfx6). The relocations of the
code (a shader that uses scratch memory has two, SCRATCH_RSRC_DWORD0/1) are
listed, and --code shows their places as stored, unpatched.

A file that is no ELF object is read as PS4 shader code followed by its
OrbShdr info block: the stage, code length and hash the block gives, and each
input-usage slot (which user-data register a resource goes in); --code
disassembles the code before the block. A code length that is not whole
dwords, or that reaches past where the input-usage slots start, is an
error.";

/// The register's name for a `.AMDGPU.config` byte address; the address in
/// hex when no register starts there.
fn config_name(address: u32) -> String {
    if address == SPILLED_SGPRS {
        return "SPILLED_SGPRS".into();
    }
    if address == SPILLED_VGPRS {
        return "SPILLED_VGPRS".into();
    }
    Space::of_byte_address(address)
        .filter(|_| address.is_multiple_of(4))
        .and_then(|space| {
            let offset = u16::try_from((address - space.base()) / 4).ok()?;
            gcn::regs::gfx7::lookup(space, offset)
        })
        .map_or_else(|| format!("{address:#x}"), |info| info.name.to_string())
}

fn stage_name(stage: Stage) -> &'static str {
    match stage {
        Stage::Ps => "PS (pixel)",
        Stage::Vs => "VS (vertex)",
        Stage::Gs => "GS (geometry)",
        Stage::Es => "ES (export)",
        Stage::Hs => "HS (hull)",
        Stage::Ls => "LS (local)",
        Stage::Cs => "CS (compute)",
    }
}

fn shader(args: &[OsString]) -> Outcome {
    let Some(a) = parse(args, SHADER_USAGE, &["--registers", "--code"])? else {
        return Ok(());
    };
    let bytes = read(&a.file)?;
    if !bytes.starts_with(b"\x7fELF") {
        return ps4_shader(&a, &bytes);
    }
    let file = a.file.display();
    let obj = CodeObject::parse(&bytes).map_err(|e| fail(format!("{file}: {e}")))?;
    let stage = obj
        .stage()
        .map_or("none (no program resource register)", stage_name);
    println!("{file}: LLVM code object, stage {stage}");
    println!("code: {} dwords", obj.code_dwords());
    println!("config entries: {}", obj.config().count());
    if let (Some(s), Some(v)) = (obj.spilled_sgprs(), obj.spilled_vgprs()) {
        println!("spilled: {s} SGPRs, {v} VGPRs");
    }
    let relocations = obj.relocations().count();
    if relocations > 0 {
        println!(
            "relocations: {relocations} (places a loader patches; --code shows them as stored)"
        );
        for r in obj.relocations() {
            let kind = match r.kind {
                gcn::shader::code_object::R_AMDGPU_ABS32_LO => "R_AMDGPU_ABS32_LO".to_string(),
                k => format!("type {k}"),
            };
            println!(
                ".text byte {:#x}: {kind} {}",
                r.offset,
                String::from_utf8_lossy(r.symbol)
            );
        }
    }
    if a.has("--registers") {
        for (address, value) in obj.config() {
            println!("{} = {value:#010x}", config_name(address));
        }
    }
    if a.has("--code") {
        // The disassembler reads gfx6, gfx7 and gfx8 encodings (LLVM's
        // generic target, `EF_AMDGPU_MACH` 0, emits gfx6 code); later ones
        // encode differently and would print as other instructions.
        let known = obj.gfx().is_some() || obj.mach() == 0;
        if !known {
            let target = obj
                .gfx()
                .map_or_else(|| "a later generation".to_string(), |g| format!("{g:?}"));
            return Err(fail(format!(
                "{file}: --code disassembles gfx6, gfx7 and gfx8 machine code; the object is {target} code \
                 (EF_AMDGPU_MACH {:#04x})",
                obj.mach()
            )));
        }
        // The code as stored: the places relocations patch (listed above)
        // hold their stored values.
        let code: Vec<u32> = obj
            .code()
            .chunks_exact(4)
            .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
            .collect();
        let gfx = obj.gfx().unwrap_or(Gfx::Gfx6);
        print_code(&format!("{file}: .text"), &code, 0, gfx)?;
    }
    Ok(())
}

/// `gcn shader` of PS4 shader code with its `OrbShdr` block.
fn ps4_shader(a: &Args, bytes: &[u8]) -> Outcome {
    use gcn::shader::binary_info::BinaryInfo;
    let file = a.file.display();
    let info = BinaryInfo::find(bytes).map_err(|e| match e {
        gcn::shader::Error::NoBinaryInfo => fail(format!(
            "{file}: neither an ELF code object nor PS4 shader code: {e}"
        )),
        _ => fail(format!("{file}: PS4 shader code: {e}")),
    })?;
    // The code starts the bytes and ends, at the latest, where the
    // input-usage slots start. Sources disagree on whether the block's length
    // counts the tables after the code (`BinaryInfo::code_length`), so a
    // length into them is reported and `--code` reads up to the slots.
    let block = info.offset();
    let code_end = info.slots_offset();
    let length = info.code_length();
    let code_len = match usize::try_from(length) {
        Ok(l) if l <= code_end => l,
        _ => code_end,
    } / 4
        * 4;
    let stage = info
        .binary_type()
        .map_or_else(|| "unknown".to_string(), |t| format!("{t:?}"));
    println!(
        "{file}: PS4 shader code, OrbShdr block at byte {block:#x} (version {})",
        info.version()
    );
    println!(
        "stage {stage}, {} code, {length} bytes of code, hash {:#018x}, CRC-32 {:#010x}",
        if info.is_pssl() { "PSSL" } else { "IL" },
        info.hash(),
        info.crc32()
    );
    if usize::try_from(length) != Ok(code_len) {
        println!(
            "note: {length} bytes of code is not whole dwords ending by byte {code_end:#x}, \
             where the input-usage slots start; the code is read as its first {code_len} bytes"
        );
    }
    for s in info.slots() {
        let usage = s.usage().map_or_else(
            || format!("type {:#04x}", s.usage_type),
            |u| format!("{u:?}"),
        );
        println!(
            "slot: {usage} {} in s{} ({} dwords)",
            s.api_slot,
            s.start_register,
            if s.eight_dwords() { 8 } else { 4 }
        );
    }
    if a.has("--code") {
        // code_len is whole dwords and at most slots_offset(), inside the bytes.
        let code = bytes.get(..code_len).unwrap_or_default();
        print_code(&file.to_string(), &dwords(&a.file, code, 0)?, 0, Gfx::Gfx7)?;
    }
    Ok(())
}

const FETCH_USAGE: &str = "\
usage: gcn fetch-shader --format FMT [--format FMT ...] [--instance] [--gfx 6|7|8] --out FILE

Writes the fetch shader of a vertex layout to FILE (little-endian dwords) and
prints it, one instruction a line in LLVM's assembly syntax. Input i is read
from vertex buffer slot i at byte offset 0 into v[4+4i..]; --instance fetches
every input at the instance index (v3) instead of the vertex index (v0).
FMT is a data format name such as R32G32B32A32_FLOAT or R8G8B8A8_UNORM.
--gfx writes the code of that GCN generation (default 7, the PS4's): gfx6
and gfx7 share the encodings, gfx8 loads the V#s with SMEM and byte offsets.";

fn fetch(args: &[OsString]) -> Outcome {
    let mut formats = Vec::new();
    let mut out = None;
    let mut rate = InputRate::Vertex;
    let mut gfx = Gfx::Gfx7;
    let mut cli = Cli::new(args, FETCH_USAGE);
    while let Some(arg) = cli.next() {
        match text(arg) {
            "--format" => {
                let name = cli.text("--format", "a format name")?;
                let format = DataFormat::NAMED
                    .iter()
                    .find(|(n, _)| n.eq_ignore_ascii_case(name))
                    .map(|&(_, f)| f)
                    .ok_or_else(|| {
                        cli.error(format!(
                            "unknown format {name:?} (names as in gcn::desc::DataFormat)"
                        ))
                    })?;
                formats.push(format);
            }
            "--instance" => rate = InputRate::Instance,
            "--gfx" => gfx = gfx_value(&mut cli)?,
            "--out" => out = Some(cli.path("--out")?),
            _ => return Err(cli.unexpected(arg)),
        }
    }
    if cli.help() {
        return Ok(());
    }
    let out = out.ok_or_else(|| cli.error("--out FILE is needed"))?;
    if formats.is_empty() {
        return Err(cli.error("at least one --format is needed"));
    }
    let inputs: Vec<VertexInput> = formats
        .iter()
        .enumerate()
        .map(|(i, &format)| VertexInput {
            buffer: i as u8,
            offset: 0,
            format,
            rate,
        })
        .collect();
    let mut code = vec![0u32; 256];
    let fs = fetch_shader_for(gfx, &inputs, &FetchRegisters::PS4, &mut code)
        .map_err(|e| fail(format!("{e}")))?;
    let code = &code[..fs.dwords];
    let bytes: Vec<u8> = code.iter().flat_map(|w| w.to_le_bytes()).collect();
    write_file(&out, &bytes)?;
    for item in gcn::isa::instructions_for(code, gfx) {
        let (_, inst) = item.map_err(|e| fail(format!("{e}")))?;
        println!("{}", inst.display_for(gfx));
    }
    Ok(())
}

const GNF_USAGE: &str = "\
usage: gcn gnf info FILE
       gcn gnf build --input IMAGE.png --output FILE.gnf [--srgb] [--mips] [--tile-mode N]

info prints each texture of a GNF file: its size, format, levels, tiling and
data size. build writes a GNF of one 2D texture from a PNG image (any colour
type, converted to RGBA8): R8G8B8A8_UNORM, or _SRGB with --srgb; --mips adds
a box-filtered mip chain; --tile-mode picks the GB_TILE_MODE entry (default
13, 1D thin).";

fn gnf(args: &[OsString]) -> Outcome {
    match args.split_first() {
        Some((sub, rest)) if *sub == "info" => gnf_info(rest),
        Some((sub, rest)) if *sub == "build" => gnf_build(rest),
        Some((flag, _)) if *flag == "-h" || *flag == "--help" => {
            println!("{GNF_USAGE}");
            Ok(())
        }
        _ => Err(usage_error("gnf needs `info` or `build`", GNF_USAGE)),
    }
}

fn gnf_info(args: &[OsString]) -> Outcome {
    let Some(a) = parse(args, GNF_USAGE, &[])? else {
        return Ok(());
    };
    let path = a.file.display();
    let bytes = read(&a.file)?;
    let file = gcn::gnf::Gnf::parse(&bytes).map_err(|e| fail(format!("{path}: {e}")))?;
    println!(
        "{path}: GNF version {}, {} texture(s), data aligned to {} bytes",
        file.version(),
        file.texture_count(),
        1u64 << file.alignment()
    );
    for i in 0..file.texture_count() {
        let tex = file
            .texture(i)
            .map_err(|e| fail(format!("{path}: texture {i}: {e}")))?;
        let t = tex.t_sharp();
        let format = t.format();
        println!(
            "texture {i}: {}x{}, {} levels, {} / {}, type {}, tile mode {}, {} bytes of data",
            t.width(),
            t.height(),
            t.last_level() + 1,
            format.data_format().name().unwrap_or("?"),
            format.num_format().name().unwrap_or("?"),
            t.image_type().name().unwrap_or("?"),
            t.tiling_index().get(),
            tex.data().len()
        );
        // The layout is the PS4's: a file for another chip may need other sizes.
        if let Err(e @ gcn::gnf::Error::TextureDataTooSmall { .. }) =
            file.texture_checked(i, &gcn::tiling::Config::PS4)
        {
            println!("note: {e}");
        }
    }
    Ok(())
}

/// Reads a PNG into RGBA8 pixels: (width, height, pixels).
fn read_png(path: &Path) -> Result<(u32, u32, Vec<u8>), Failure> {
    let file = std::fs::File::open(path).map_err(|e| cannot_read(path, &e))?;
    let name = path.display();
    let mut decoder = png::Decoder::new(std::io::BufReader::new(file));
    decoder.set_transformations(png::Transformations::EXPAND | png::Transformations::STRIP_16);
    let mut reader = decoder
        .read_info()
        .map_err(|e| fail(format!("{name}: not a PNG image: {e}")))?;
    let mut buf = vec![0u8; reader.output_buffer_size()];
    let frame = reader
        .next_frame(&mut buf)
        .map_err(|e| fail(format!("{name}: {e}")))?;
    let data = &buf[..frame.buffer_size()];
    let rgba: Vec<u8> = match frame.color_type {
        png::ColorType::Rgba => data.to_vec(),
        png::ColorType::Rgb => data
            .chunks_exact(3)
            .flat_map(|p| [p[0], p[1], p[2], 255])
            .collect(),
        png::ColorType::GrayscaleAlpha => data
            .chunks_exact(2)
            .flat_map(|p| [p[0], p[0], p[0], p[1]])
            .collect(),
        png::ColorType::Grayscale => data.iter().flat_map(|&g| [g, g, g, 255]).collect(),
        png::ColorType::Indexed => {
            return Err(fail(format!("{name}: palette images are not expanded")));
        }
    };
    Ok((frame.width, frame.height, rgba))
}

fn gnf_build(args: &[OsString]) -> Outcome {
    use gcn::gnf::{GnfOptions, rgba8_file_size, write_rgba8};
    use gcn::tiling::config::{Config, TileIndex};
    let mut input = None;
    let mut output = None;
    let mut opts = GnfOptions::default();
    let mut cli = Cli::new(args, GNF_USAGE);
    while let Some(arg) = cli.next() {
        match text(arg) {
            "--input" => input = Some(cli.path("--input")?),
            "--output" => output = Some(cli.path("--output")?),
            "--srgb" => opts = opts.with_srgb(true),
            "--mips" => opts = opts.with_mips(true),
            "--tile-mode" => {
                let n = cli.number("--tile-mode", "an entry number 0..=31")?;
                let index = u32::try_from(n)
                    .ok()
                    .and_then(|n| TileIndex::new(n).ok())
                    .ok_or_else(|| cli.error(format!("--tile-mode {n}: entries are 0..=31")))?;
                opts = opts.with_tile(index);
            }
            _ => return Err(cli.unexpected(arg)),
        }
    }
    if cli.help() {
        return Ok(());
    }
    let input = input.ok_or_else(|| cli.error("--input IMAGE.png is needed"))?;
    let output = output.ok_or_else(|| cli.error("--output FILE.gnf is needed"))?;
    let (width, height, pixels) = read_png(&input)?;
    let name = input.display();
    let cfg = Config::PS4;
    let size =
        rgba8_file_size(&cfg, width, height, &opts).map_err(|e| fail(format!("{name}: {e}")))?;
    let mut file = vec![0u8; size];
    let len = write_rgba8(&cfg, width, height, &pixels, &opts, &mut file)
        .map_err(|e| fail(format!("{name}: {e}")))?;
    write_file(&output, &file[..len])?;
    println!("{}: {width}x{height} GNF, {len} bytes", output.display());
    Ok(())
}

const TILE_USAGE: &str = "\
usage: gcn tile   --tile-mode N --bpp B --width W --height H --input LINEAR --output TILED [--rect X,Y,RW,RH]
       gcn detile --tile-mode N --bpp B --width W --height H --input TILED --output LINEAR [--rect X,Y,RW,RH]

Converts one 2D surface of W x H elements (W and H at least 1) of B bits (8,
16, 32, 64 or 128; a BC texture is its 4x4 blocks) between tightly packed
linear rows and the layout of PS4 tile-mode entry N (0..=31), as the GPU reads
it. The tiled file holds the whole padded surface (its size is the surface's,
from the address library's rules); the linear file holds W x H x B/8 bytes.

With --rect, only the RW x RH elements from (X, Y), inside the surface, move:
the linear file holds just them (RW x RH x B/8 bytes); `tile` writes them
into the tiled file given as --output, which it reads first when it exists
(so the rest of the surface is kept), and `detile` writes them alone.";

fn tile_cmd(args: &[OsString], to_tiled: bool) -> Outcome {
    use gcn::tiling::addr::SurfaceAddresser;
    use gcn::tiling::config::{Config, TileIndex};
    use gcn::tiling::layout::{TextureDesc, texture_layout};
    use gcn::tiling::surface::Format;
    use gcn::tiling::tile::{Rect, Region, detile, detile_rect, linear_size, tile, tile_rect};
    let (mut mode, mut bpp, mut width, mut height) = (None, None, None, None);
    let (mut input, mut output, mut rect) = (None, None, None);
    let mut cli = Cli::new(args, TILE_USAGE);
    while let Some(arg) = cli.next() {
        match text(arg) {
            "--tile-mode" => mode = Some(cli.number("--tile-mode", "an entry number 0..=31")?),
            "--bpp" => bpp = Some(cli.number("--bpp", "8, 16, 32, 64 or 128")?),
            "--width" => width = Some(cli.number("--width", "a number of elements")?),
            "--height" => height = Some(cli.number("--height", "a number of elements")?),
            "--input" => input = Some(cli.path("--input")?),
            "--output" => output = Some(cli.path("--output")?),
            "--rect" => {
                let spec = cli.text("--rect", "X,Y,WIDTH,HEIGHT")?;
                let parts: Option<Vec<u32>> = spec
                    .split(',')
                    .map(|p| number(p).and_then(|n| u32::try_from(n).ok()))
                    .collect();
                match parts.as_deref() {
                    Some(&[x, y, w, h]) => rect = Some((x, y, w, h)),
                    _ => {
                        return Err(
                            cli.error(format!("--rect needs X,Y,WIDTH,HEIGHT, not {spec:?}"))
                        );
                    }
                }
            }
            _ => return Err(cli.unexpected(arg)),
        }
    }
    if cli.help() {
        return Ok(());
    }
    let need =
        |v: Option<usize>, name: &str| v.ok_or_else(|| cli.error(format!("{name} is needed")));
    let mode = need(mode, "--tile-mode")?;
    let index = u32::try_from(mode)
        .ok()
        .and_then(|m| TileIndex::new(m).ok())
        .ok_or_else(|| cli.error(format!("--tile-mode {mode}: entries are 0..=31")))?;
    let bpp = match need(bpp, "--bpp")? {
        b @ (8 | 16 | 32 | 64 | 128) => b as u32,
        b => return Err(cli.error(format!("--bpp {b} is not 8, 16, 32, 64 or 128"))),
    };
    let dimension = |v: usize, name: &str| {
        u32::try_from(v)
            .ok()
            .filter(|&v| v > 0)
            .ok_or_else(|| cli.error(format!("{name} {v} is outside 1..={}", u32::MAX)))
    };
    let width = dimension(need(width, "--width")?, "--width")?;
    let height = dimension(need(height, "--height")?, "--height")?;
    let input = input.ok_or_else(|| cli.error("--input FILE is needed"))?;
    let output = output.ok_or_else(|| cli.error("--output FILE is needed"))?;
    if let Some((x, y, w, h)) = rect {
        let inside = |o: u32, n: u32, size: u32| o.checked_add(n).is_some_and(|e| e <= size);
        if !inside(x, w, width) || !inside(y, h, height) {
            return Err(cli.error(format!(
                "--rect {x},{y},{w},{h} reaches outside the {width}x{height} surface"
            )));
        }
    }
    let cfg = Config::PS4;
    let desc = TextureDesc::new_2d(index, Format::Plain, bpp, width, height);
    let layout = texture_layout(&cfg, &desc).map_err(|e| fail(format!("surface: {e}")))?;
    let level = layout
        .levels
        .first()
        .ok_or_else(|| fail("surface has no level"))?;
    let a = SurfaceAddresser::new(&cfg, &level.addr_surface())
        .map_err(|e| fail(format!("surface: {e}")))?;
    let linear_len = linear_size(bpp, width, height).map_err(|e| fail(format!("surface: {e}")))?;
    let tiled_len = usize::try_from(level.size_bytes).map_err(|_| fail("surface too large"))?;
    let (in_name, out_name) = (input.display(), output.display());
    if let Some((x, y, w, h)) = rect {
        // The rectangle's rows packed in the linear file.
        let row = linear_size(bpp, w, 1).map_err(|e| fail(format!("--rect: {e}")))?;
        let rect = Rect::new(x, y, w, h, row);
        let rect_len = rect
            .linear_size(bpp)
            .map_err(|e| fail(format!("--rect: {e}")))?;
        let data = if to_tiled {
            read_sized(&input, rect_len, "the rectangle")?
        } else {
            read_sized(&input, tiled_len, "the tiled surface")?
        };
        let out = if to_tiled {
            // Only a file that is not there starts from zeros; one that
            // cannot be read is an error, not a surface to overwrite.
            let mut out = match std::fs::File::open(&output) {
                Ok(file) => read_sized_from(file, &output, tiled_len, "the tiled surface")?,
                Err(e) if e.kind() == std::io::ErrorKind::NotFound => vec![0u8; tiled_len],
                Err(e) => return Err(cannot_read(&output, &e)),
            };
            tile_rect(&a, rect, &data, &mut out).map(|()| out)
        } else {
            let mut out = vec![0u8; rect_len];
            detile_rect(&a, rect, &data, &mut out).map(|()| out)
        }
        .map_err(|e| fail(format!("{in_name}: --rect {x},{y},{w},{h}: {e}")))?;
        write_file(&output, &out)?;
        println!(
            "{out_name}: {} bytes ({w}x{h} from ({x}, {y}) of {width}x{height}, {bpp} bits, tile mode {mode})",
            out.len()
        );
        return Ok(());
    }
    let region = Region::new(width, height);
    let (data, out_len) = if to_tiled {
        let what = format!("{width}x{height} of {bpp} bits");
        (read_sized(&input, linear_len, &what)?, tiled_len)
    } else {
        (
            read_sized(&input, tiled_len, "the tiled surface")?,
            linear_len,
        )
    };
    let mut out = vec![0u8; out_len];
    let result = if to_tiled {
        tile(&a, region, &data, &mut out)
    } else {
        detile(&a, region, &data, &mut out)
    }
    .map(|()| out);
    let out = result.map_err(|e| fail(format!("{in_name}: {e}")))?;
    write_file(&output, &out)?;
    println!(
        "{out_name}: {} bytes ({width}x{height}, {bpp} bits, tile mode {mode}, pitch {} elements)",
        out.len(),
        level.info.pitch_elems
    );
    Ok(())
}

const LINT_USAGE: &str = "\
usage: gcn lint FILE [--offset BYTES] [--gfx 6|7|8] [--mem ADDR=FILE ...] [--table STAGE:REG:KIND:COUNT ...]

Replays a file of little-endian PM4 dwords (from byte --offset) and checks it
against the lint rules of gcn::decode::lint: one line per finding,
`@0xOFFSET RULE: message`, OFFSET the packet's dword offset in the file
(`@0xOFFSET+0xINNER` for a packet of an indirect buffer it chains to).
Exit status 1 when there is any finding, 0 when the stream is clean.

--gfx 6|7|8        the GCN generation the stream is for (default 7, the PS4's):
                   its registers, packets and clear state; on 6 a non-indexed
                   draw keeps the index type.
--mem ADDR=FILE    the GPU memory at ADDR (decimal or 0x hex, a multiple of 4)
                   holds FILE's bytes: indirect buffers, descriptor tables,
                   LOAD_*_REG ranges and COND_INDIRECT_BUFFER compare values
                   are read from these regions (an indirect buffer found in
                   none is reported as unreadable-ib, the others as
                   unreadable-memory and unreadable-table). Repeatable.
--table STAGE:REG:KIND:COUNT
                   STAGE's user-data registers REG, REG+1 (VS, PS or CS;
                   REG 0..14) hold the address of a table of COUNT descriptors of
                   KIND (T, V or S, for T#, V#, S#), checked at every draw.
                   Repeatable, up to 8.";

/// The options `lint` and `state` share: memory regions and descriptor
/// tables, taken out of the argument list.
struct ReplayOptions {
    memory: Vec<(u64, Vec<u32>)>,
    tables: Vec<TableDecl>,
    draw: Option<usize>,
}

impl ReplayOptions {
    /// `dwords` dwords at `address`, if one region holds them all.
    fn read(&self, address: u64, dwords: usize) -> Option<&[u32]> {
        self.memory.iter().find_map(|(base, words)| {
            let bytes = address.checked_sub(*base)?;
            if bytes % 4 != 0 {
                return None;
            }
            let first = usize::try_from(bytes / 4).ok()?;
            words.get(first..first.checked_add(dwords)?)
        })
    }
}

fn stage_of(s: &str) -> Option<Stage> {
    match s.to_ascii_uppercase().as_str() {
        "VS" => Some(Stage::Vs),
        "PS" => Some(Stage::Ps),
        "CS" => Some(Stage::Cs),
        _ => None,
    }
}

fn table_of(s: &str) -> Option<TableDecl> {
    let mut parts = s.split(':');
    let stage = stage_of(parts.next()?)?;
    let register = u8::try_from(number(parts.next()?)?)
        .ok()
        .filter(|r| *r < 15)?;
    let kind = match parts.next()?.to_ascii_uppercase().as_str() {
        "T" | "T#" => DescriptorKind::Image,
        "V" | "V#" => DescriptorKind::Buffer,
        "S" | "S#" => DescriptorKind::Sampler,
        _ => return None,
    };
    let count = u8::try_from(number(parts.next()?)?)
        .ok()
        .filter(|c| *c > 0)?;
    if parts.next().is_some() {
        return None;
    }
    Some(TableDecl {
        stage,
        register,
        kind,
        count,
    })
}

/// `ADDR=FILE` of `--mem`: the address as text, and the file as the OS gives
/// it (split at the first `=`, which an ASCII address cannot hold).
fn mem_spec(spec: &OsStr) -> Option<(&str, PathBuf)> {
    let bytes = spec.as_encoded_bytes();
    let eq = bytes.iter().position(|&b| b == b'=')?;
    let addr = std::str::from_utf8(&bytes[..eq]).ok()?;
    #[cfg(unix)]
    let file = {
        use std::os::unix::ffi::OsStrExt;
        PathBuf::from(OsStr::from_bytes(&bytes[eq + 1..]))
    };
    #[cfg(not(unix))]
    let file = PathBuf::from(std::str::from_utf8(&bytes[eq + 1..]).ok()?);
    Some((addr, file))
}

/// Takes `--mem`, `--table` and `--draw` out of `args`; the rest is left
/// for [`parse`].
fn replay_options(
    args: &[OsString],
    usage: &'static str,
) -> Result<(Vec<OsString>, ReplayOptions), Failure> {
    let mut opts = ReplayOptions {
        memory: Vec::new(),
        tables: Vec::new(),
        draw: None,
    };
    let mut rest = Vec::new();
    let mut it = args.iter();
    while let Some(arg) = it.next() {
        match text(arg) {
            "--draw" => {
                let n = it.next().and_then(|s| s.to_str()).and_then(number);
                opts.draw =
                    Some(n.ok_or_else(|| usage_error("--draw needs a draw number", usage))?);
            }
            "--mem" => {
                let (addr, file) = it
                    .next()
                    .and_then(|spec| mem_spec(spec))
                    .and_then(|(a, f)| Some((number(a)? as u64, f)))
                    .filter(|(a, f)| a % 4 == 0 && !f.as_os_str().is_empty())
                    .ok_or_else(|| {
                        usage_error("--mem needs ADDR=FILE (ADDR a multiple of 4)", usage)
                    })?;
                let bytes = read(&file)?;
                let words = dwords(&file, &bytes, 0)?;
                opts.memory.push((addr, words));
            }
            "--table" => {
                let spec = it.next().and_then(|s| s.to_str()).unwrap_or("");
                let table = table_of(spec).ok_or_else(|| {
                    usage_error(
                        "--table needs STAGE:REG:KIND:COUNT (VS/PS/CS, 0..14, T/V/S, 1..255)",
                        usage,
                    )
                })?;
                if opts.tables.len() == MAX_TABLES {
                    return Err(usage_error("at most 8 --table options", usage));
                }
                opts.tables.push(table);
            }
            _ => rest.push(arg.clone()),
        }
    }
    Ok((rest, opts))
}

fn lint(args: &[OsString]) -> Outcome {
    let (rest, opts) = replay_options(args, LINT_USAGE)?;
    if opts.draw.is_some() {
        return Err(usage_error("unknown option --draw", LINT_USAGE));
    }
    let Some(a) = parse(&rest, LINT_USAGE, &["--offset", "--gfx"])? else {
        return Ok(());
    };
    let bytes = read(&a.file)?;
    let words = dwords(&a.file, &bytes, a.offset)?;
    let base = a.offset / 4;
    let mut shadow = Box::new(Shadow::for_gfx(a.gfx.unwrap_or(Gfx::Gfx7)));
    let mut findings = 0usize;
    gcn::decode::lint::lint_with(
        &words[base..],
        &mut shadow,
        &opts.tables,
        |address, n| opts.read(address, n),
        |mut f| {
            f.site.offset += base;
            println!("{f}");
            findings += 1;
        },
    )
    .map_err(|e| fail(e.to_string()))?;
    if findings == 0 { Ok(()) } else { Err(fail("")) }
}

const STATE_USAGE: &str = "\
usage: gcn state FILE --draw N [--offset BYTES] [--gfx 6|7|8] [--mem ADDR=FILE ...] [--table STAGE:REG:KIND:COUNT ...]

Replays a file of little-endian PM4 dwords (from byte --offset) up to its draw
or dispatch N (counted from 0, draws and dispatches together) and prints the
GPU state there: the draw, primitive and index state, colour and depth
targets, viewports and scissors, blend, depth-stencil, raster state, and the
VS, PS (or CS) programs with their user data, the descriptors a PS4 hint
announced in it and those of the declared tables. Every register is printed
with its fields, as the generation --gfx names them. --gfx, --mem and --table
are those of `gcn lint`.";

/// `name = value` of field `field` of the register at `offset`, by AMD's value name.
fn field_text(gfx: Gfx, space: Space, offset: u16, value: u32, field: &str) -> String {
    gfx.lookup(space, offset)
        .and_then(|info| info.field(field))
        .map_or_else(
            || format!("{field}=?"),
            |f| match f.value_name(value) {
                Some(n) => n.to_string(),
                None => format!("{:#x}", f.extract(value)),
            },
        )
}

/// Prints a register list, one register a line with its fields, as
/// generation `gfx` names them.
fn print_regs(gfx: Gfx, space: Space, regs: &[(u16, u32)]) {
    for &(offset, value) in regs {
        let w = RegWrite {
            space,
            offset: u32::from(offset),
            value,
        };
        println!("    {}", w.on(gfx));
    }
}

fn print_user_data(stage: Stage, st: &State<'_>) {
    let data = st.user_data(stage);
    let words: Vec<String> = data.iter().map(|w| format!("{w:#010x}")).collect();
    println!("  user data: {}", words.join(" "));
    match st.user_sgpr_count(stage) {
        0 => println!("  loaded into SGPRs: none (RSRC2.USER_SGPR = 0)"),
        n => println!(
            "  loaded into SGPRs: user data 0..={} (RSRC2.USER_SGPR = {n})",
            n - 1
        ),
    }
    if let Some(kinds) = st.user_data.of(stage) {
        for (i, view) in descriptors(kinds, &data, st.shadow.gfx()) {
            println!("  user data {i}: {view}");
        }
    }
    for table in st.tables.iter().filter(|t| t.decl.stage == stage) {
        let (reg, address) = (table.decl.register, table.address);
        if table.words.is_none() {
            println!("  table at user data {reg} ({address:#x}): not available");
        }
        for (i, view) in table.descriptors() {
            println!("  table at user data {reg} ({address:#x}) entry {i}: {view}");
        }
    }
}

fn state(args: &[OsString]) -> Outcome {
    let (rest, opts) = replay_options(args, STATE_USAGE)?;
    let Some(a) = parse(&rest, STATE_USAGE, &["--offset", "--gfx"])? else {
        return Ok(());
    };
    let n = opts
        .draw
        .ok_or_else(|| usage_error("--draw N is needed", STATE_USAGE))?;
    let bytes = read(&a.file)?;
    let words = dwords(&a.file, &bytes, a.offset)?;
    let base = a.offset / 4;
    let mut shadow = Box::new(Shadow::for_gfx(a.gfx.unwrap_or(Gfx::Gfx7)));
    let mut found = false;
    let mut draws = 0usize;
    replay_with(
        &words[base..],
        &mut shadow,
        &opts.tables,
        |address, n| opts.read(address, n),
        |site, event, st| {
            let Event::Draw(d) = event else {
                return;
            };
            draws += 1;
            if d.number != n || found {
                return;
            }
            found = true;
            print_state(site.offset + base, d, st);
        },
    )
    .map_err(|e| fail(e.to_string()))?;
    if found {
        Ok(())
    } else {
        Err(fail(format!(
            "{}: no draw {n} (the stream has {draws} draws and dispatches)",
            a.file.display()
        )))
    }
}

fn print_state(offset: usize, d: &Draw, st: &State<'_>) {
    let gfx = st.shadow.gfx();
    let s = DrawState::capture(st);
    if d.kind.is_dispatch() {
        let groups = d.groups.map_or("thread groups in memory".to_string(), |g| {
            format!("{} x {} x {} thread groups", g[0], g[1], g[2])
        });
        println!(
            "draw {} at @{offset:#x}: {}, {groups}",
            d.number,
            d.kind.name()
        );
        println!("CS: program at {:#x}", st.program_address(Stage::Cs));
        print_regs(gfx, Space::Sh, s.cs.registers().as_slice());
        print_user_data(Stage::Cs, st);
        return;
    }
    let count = d
        .count
        .map_or("count in memory".to_string(), |c| format!("count {c}"));
    let instances = st
        .packets
        .num_instances
        .map_or("NUM_INSTANCES not set".to_string(), |i| {
            format!("{i} instances")
        });
    println!(
        "draw {} at @{offset:#x}: {}, {count}, {instances}",
        d.number,
        d.kind.name()
    );
    let p = &st.packets;
    println!("primitive and index state:");
    if d.kind.is_indexed() {
        println!(
            "  index buffer: base {}, size {}, first index {}",
            p.index_base.map_or("not set".into(), |b| format!("{b:#x}")),
            d.max_size.map_or("not set".into(), |b| b.to_string()),
            d.first_index
        );
        // The index size and swap: the last INDEX_TYPE packet's dword,
        // unknown after a non-indexed draw.
        match p.index_type {
            Some(_) => print_regs(
                gfx,
                Space::Context,
                s.primitive.packet_registers().as_slice(),
            ),
            None => println!(
                "  index type: not known (no INDEX_TYPE packet, or none since the last non-indexed draw)"
            ),
        }
    }
    print_regs(
        gfx,
        Space::Uconfig,
        s.primitive.uconfig_registers().as_slice(),
    );
    print_regs(
        gfx,
        Space::Context,
        s.primitive.context_registers().as_slice(),
    );
    // Runs of consecutive unbound slots print as one line.
    let mut unbound: Option<(usize, usize, String)> = None;
    let flush = |run: &mut Option<(usize, usize, String)>| match run.take() {
        Some((first, last, format)) if first == last => {
            println!("colour target {first}: {format}");
        }
        Some((first, last, format)) => println!("colour targets {first}..={last}: {format}"),
        None => {}
    };
    for t in &s.color {
        let regs = t.registers();
        let info = t.info().into_bits();
        let slot = t.slot().index();
        let info_offset = CbColorNInfo::<0>::slot_offset(slot).unwrap_or(0);
        let format = field_text(gfx, Space::Context, info_offset, info, "FORMAT");
        if t.info().format() == ColorFormat::COLOR_INVALID {
            match &mut unbound {
                Some((_, last, _)) if last.checked_add(1) == Some(slot) => *last = slot,
                _ => {
                    flush(&mut unbound);
                    unbound = Some((slot, slot, format));
                }
            }
            continue;
        }
        flush(&mut unbound);
        let base_offset = CbColorNBase::<0>::slot_offset(slot);
        let base = regs
            .as_slice()
            .iter()
            .find(|r| Some(r.0) == base_offset)
            .map_or(0, |r| u64::from(r.1) << 8);
        println!(
            "colour target {slot}: {format} {}, base {base:#x}, tile mode index {}",
            field_text(gfx, Space::Context, info_offset, info, "NUMBER_TYPE"),
            t.attrib().tile_mode_index()
        );
        print_regs(gfx, Space::Context, regs.as_slice());
    }
    flush(&mut unbound);
    let depth = s.depth.registers();
    use gcn::regs::{DbDepthControl, DbStencilInfo, DbZInfo, DbZWriteBase, Register as _};
    let z_info = st.shadow.reg::<DbZInfo>().into_bits();
    let stencil_info = st.shadow.reg::<DbStencilInfo>().into_bits();
    let z_base = u64::from(st.shadow.reg::<DbZWriteBase>().into_bits()) << 8;
    println!(
        "depth target: {}, stencil {}, base {z_base:#x}",
        field_text(gfx, Space::Context, DbZInfo::OFFSET, z_info, "FORMAT"),
        field_text(
            gfx,
            Space::Context,
            DbStencilInfo::OFFSET,
            stencil_info,
            "FORMAT"
        )
    );
    print_regs(gfx, Space::Context, depth.as_slice());
    let dc = s.depth_stencil.depth_control();
    let dcv = dc.into_bits();
    println!(
        "depth state: test {}, write {}, function {}, stencil {}",
        on(dc.z_enable()),
        on(dc.z_write_enable()),
        field_text(gfx, Space::Context, DbDepthControl::OFFSET, dcv, "ZFUNC"),
        on(dc.stencil_enable())
    );
    print_regs(gfx, Space::Context, s.depth_stencil.registers().as_slice());
    // Without a per-vertex viewport index every primitive uses viewport 0.
    let vs_out = st.shadow.reg::<gcn::regs::PaClVsOutCntl>();
    let used = if vs_out.use_vtx_viewport_indx() {
        s.viewports.count()
    } else {
        1
    };
    for i in 0..used {
        if let Some(v) = s.viewports.viewport(i).filter(|v| v.width != 0) {
            let (min_z, max_z) = v.depth_range();
            println!(
                "viewport {i}: at ({}, {}), {} x {}, depth {min_z}..{max_z}",
                v.x, v.y, v.width, v.height
            );
        }
    }
    if used < s.viewports.count() {
        println!(
            "viewports 1..={}: not used (PA_CL_VS_OUT_CNTL.USE_VTX_VIEWPORT_INDX = 0)",
            s.viewports.count() - 1
        );
    }
    print_regs(gfx, Space::Context, s.viewports.registers().as_slice());
    println!("blend:");
    print_regs(gfx, Space::Context, s.blend.registers().as_slice());
    println!("raster:");
    print_regs(gfx, Space::Context, s.raster.registers().as_slice());
    println!("VS: program at {:#x}", st.program_address(Stage::Vs));
    print_regs(gfx, Space::Sh, s.vs.sh_registers().as_slice());
    print_regs(gfx, Space::Context, s.vs.context_registers().as_slice());
    print_user_data(Stage::Vs, st);
    println!("PS: program at {:#x}", st.program_address(Stage::Ps));
    print_regs(gfx, Space::Sh, s.ps.sh_registers().as_slice());
    print_regs(gfx, Space::Context, s.ps.context_registers().as_slice());
    print_user_data(Stage::Ps, st);
}

fn on(b: bool) -> &'static str {
    if b { "on" } else { "off" }
}
