//! `gcn`: the command-line tool (`cargo install gcn --features cli`).
//!
//! ```text
//! gcn disasm FILE [--offset BYTES] [--hex] [--gfx 6|7|8]    disassemble little-endian PM4 dwords
//! gcn isa FILE [--offset BYTES]               disassemble gfx7 machine code
//! gcn shader FILE [--registers] [--code]      an LLVM code object or PS4 shader code: stage, code, registers
//! gcn fetch-shader --format FMT [--format FMT ...] [--instance] --out FILE
//!                                             write a fetch shader and print it
//! gcn tile|detile --tile-mode N --bpp B --width W --height H --input FILE --output FILE [--rect X,Y,RW,RH]
//!                                             convert one surface (or a rectangle) between linear and tiled
//! gcn gnf info FILE                           describe a GNF texture file
//! gcn gnf build --input IMAGE.png --output FILE.gnf [--srgb] [--mips] [--tile-mode N]
//!                                             write a GNF from a PNG image
//! gcn lint FILE [--offset BYTES] [--mem ADDR=FILE ...] [--table STAGE:REG:KIND:COUNT ...]
//!                                             check a PM4 stream against the lint rules
//! gcn state FILE --draw N [--offset BYTES] [--mem ADDR=FILE ...] [--table ...]
//!                                             the GPU state at draw N of a PM4 stream
//! gcn picture [--gfx CHIP] [--tile-mode N] [--bpp B] [--width W] [--height H] [--scale PX] [--output FILE]
//!                                             draw how a surface is tiled, as a PNG
//! ```
//!
//! Every command prints its usage with `--help`; bad input is a message on
//! stderr and exit status 1 (2 for a usage error). Output whose reader stops
//! early (`gcn disasm FILE | head`) ends the command quietly with status 0.

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
use gcn::regs::{CbColorNBase, CbColorNInfo, ColorFormat, Space};
use gcn::shader::code_object::{CodeObject, SPILLED_SGPRS, SPILLED_VGPRS};
use gcn::shader::fetch::{FetchRegisters, InputRate, VertexInput, fetch_shader};

const USAGE: &str = "\
usage: gcn COMMAND [ARGS]

commands:
  disasm FILE [--offset BYTES] [--hex] [--gfx 6|7|8]   disassemble a file of little-endian PM4 dwords
  isa FILE [--offset BYTES]              disassemble a file of gfx7 machine code
  shader FILE [--registers] [--code]     describe an LLVM AMDGPU code object, or PS4 shader code
                                         with its OrbShdr block
  fetch-shader --format FMT [--format FMT ...] [--instance] --out FILE
                                         write a fetch shader (input i from vertex buffer i)
                                         and print it in LLVM assembly syntax
  tile --tile-mode N --bpp B --width W --height H --input LINEAR --output TILED [--rect X,Y,RW,RH]
  detile --tile-mode N --bpp B --width W --height H --input TILED --output LINEAR [--rect X,Y,RW,RH]
                                         convert a 2D surface between linear rows and a
                                         PS4 tile mode (elements: pixels, or BC blocks)
  gnf info FILE                          describe a GNF texture file
  gnf build --input IMAGE.png --output FILE.gnf [--srgb] [--mips] [--tile-mode N]
                                         write a GNF texture from a PNG image
  lint FILE [--offset BYTES] [--mem ADDR=FILE ...] [--table STAGE:REG:KIND:COUNT ...]
                                         check a file of PM4 dwords against the lint rules
  state FILE --draw N [--offset BYTES] [--mem ADDR=FILE ...] [--table STAGE:REG:KIND:COUNT ...]
                                         print the GPU state at draw N of a file of PM4 dwords
  picture [--gfx CHIP] [--tile-mode N] [--bpp B] [--width W] [--height H] [--scale PX] [--output FILE]
                                         draw how a surface is tiled in memory, as a PNG

`gcn COMMAND --help` describes one command.";

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
    let args: Vec<String> = std::env::args().skip(1).collect();
    let Some((command, rest)) = args.split_first() else {
        eprintln!("{USAGE}");
        return ExitCode::from(2);
    };
    let result = match command.as_str() {
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
        other => Err(usage_error(format!("unknown command {other:?}"), USAGE)),
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

/// A command's arguments, read in order, with the usage text its errors print.
struct Cli<'a> {
    it: std::slice::Iter<'a, String>,
    usage: &'static str,
    help: bool,
}

impl<'a> Cli<'a> {
    fn new(args: &'a [String], usage: &'static str) -> Self {
        Cli {
            it: args.iter(),
            usage,
            help: false,
        }
    }

    /// The next argument; `None` at the end, and at `-h` / `--help`, which prints
    /// the usage and ends the reading ([`Cli::help`] tells which).
    fn next(&mut self) -> Option<&'a String> {
        let arg = self.it.next()?;
        if matches!(arg.as_str(), "-h" | "--help") {
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

    /// The value after `option`, as is (`None` when there is none).
    fn raw_value(&mut self) -> Option<&'a String> {
        self.it.next()
    }

    /// The value after `option`, which `what` describes in the error for a missing one.
    fn value(&mut self, option: &str, what: &str) -> Result<&'a String, Failure> {
        self.it
            .next()
            .ok_or_else(|| self.error(format!("{option} needs {what}")))
    }

    /// The number (decimal or `0x` hex) after `option`, described by `what`.
    fn number(&mut self, option: &str, what: &str) -> Result<usize, Failure> {
        self.it
            .next()
            .and_then(|s| number(s))
            .ok_or_else(|| self.error(format!("{option} needs {what}")))
    }

    /// A usage error of this command.
    fn error(&self, message: impl Into<String>) -> Failure {
        usage_error(message, self.usage)
    }

    /// The usage error for an argument the command does not take.
    fn unexpected(&self, arg: &str) -> Failure {
        self.error(format!("unexpected argument {arg:?}"))
    }
}

/// Parsed common arguments: one file, an optional byte offset, flags.
struct Args {
    file: String,
    offset: usize,
    flags: Vec<String>,
    /// `--gfx N`, for the commands that list `--gfx` among their flags.
    gfx: Option<usize>,
}

fn parse(args: &[String], usage: &'static str, flags: &[&str]) -> Result<Option<Args>, Failure> {
    let mut file = None;
    let mut offset = 0;
    let mut seen = Vec::new();
    let mut gfx = None;
    let mut cli = Cli::new(args, usage);
    while let Some(arg) = cli.next() {
        match arg.as_str() {
            "--offset" => offset = cli.number("--offset", "a byte count (decimal or 0x hex)")?,
            "--gfx" if flags.contains(&"--gfx") => gfx = Some(cli.number("--gfx", "6, 7 or 8")?),
            f if flags.contains(&f) => seen.push(f.to_string()),
            f if f.starts_with("--") => return Err(cli.error(format!("unknown option {f}"))),
            _ if file.is_none() => file = Some(arg.clone()),
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

fn read(path: &str) -> Result<Vec<u8>, Failure> {
    std::fs::read(path).map_err(|e| fail(format!("cannot read {path}: {e}")))
}

/// The file as little-endian dwords, checked to be whole dwords and the
/// offset to lie inside it on a dword boundary.
fn dwords(path: &str, bytes: &[u8], offset: usize) -> Result<Vec<u32>, Failure> {
    if !bytes.len().is_multiple_of(4) {
        return Err(fail(format!(
            "{path} is {} bytes, not a whole number of dwords (a multiple of 4)",
            bytes.len()
        )));
    }
    if !offset.is_multiple_of(4) || offset > bytes.len() {
        return Err(fail(format!(
            "--offset {offset} must be a multiple of 4 within the file ({} bytes)",
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

fn disasm(args: &[String]) -> Outcome {
    let Some(a) = parse(args, DISASM_USAGE, &["--hex", "--gfx"])? else {
        return Ok(());
    };
    let gfx = match a.gfx {
        None | Some(7) => gcn::regs::Gfx::Gfx7,
        Some(6) => gcn::regs::Gfx::Gfx6,
        Some(8) => gcn::regs::Gfx::Gfx8,
        Some(n) => return Err(fail(format!("--gfx {n}: the generation is 6, 7 or 8"))),
    };
    let bytes = read(&a.file)?;
    let words = dwords(&a.file, &bytes, a.offset)?;
    println!(
        "{}: {} dwords, decoding from dword {:#x}",
        a.file,
        words.len(),
        a.offset / 4
    );
    let hex = a.flags.iter().any(|f| f == "--hex");
    print!(
        "{}",
        disassemble(&words)
            .starting_at(a.offset / 4)
            .with_hex(hex)
            .for_gfx(gfx)
    );
    Ok(())
}

const ISA_USAGE: &str = "\
usage: gcn isa FILE [--offset BYTES]

Disassembles a file of gfx7 machine code (little-endian dwords), one
instruction a line in LLVM's assembly syntax, each after its dword offset.
Decoding stops at the first word that is no instruction the crate models.";

fn isa(args: &[String]) -> Outcome {
    let Some(a) = parse(args, ISA_USAGE, &[])? else {
        return Ok(());
    };
    let bytes = read(&a.file)?;
    let words = dwords(&a.file, &bytes, a.offset)?;
    print_code(&words[a.offset / 4..], a.offset / 4)
}

/// Prints machine code, one instruction a line; an undecodable word is an
/// error after the lines before it.
fn print_code(code: &[u32], base: usize) -> Outcome {
    for item in gcn::isa::instructions(code) {
        match item {
            Ok((at, inst)) => println!("{:#06x}: {inst}", (base + at) * 4),
            Err(e) => return Err(fail(format!("{e}"))),
        }
    }
    Ok(())
}

const SHADER_USAGE: &str = "\
usage: gcn shader FILE [--registers] [--code]

Describes an LLVM AMDGPU code object (llc -mtriple=amdgcn-- -mcpu=bonaire
-filetype=obj): its stage, code size and spilled registers. --registers prints
every entry of its .AMDGPU.config as NAME = 0xVALUE, one a line, in file
order; --code disassembles its code.

A file that is no ELF object is read as PS4 shader code followed by its
OrbShdr info block: the stage, code length and hash the block gives, and each
input-usage slot (which user-data register a resource goes in); --code
disassembles the code before the block.";

/// The register's name for a `.AMDGPU.config` byte address.
fn config_name(address: u32) -> String {
    if address == SPILLED_SGPRS {
        return "SPILLED_SGPRS".into();
    }
    if address == SPILLED_VGPRS {
        return "SPILLED_VGPRS".into();
    }
    Space::of_byte_address(address)
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

fn shader(args: &[String]) -> Outcome {
    let Some(a) = parse(args, SHADER_USAGE, &["--registers", "--code"])? else {
        return Ok(());
    };
    let bytes = read(&a.file)?;
    if !bytes.starts_with(b"\x7fELF") {
        return ps4_shader(&a, &bytes);
    }
    let obj = CodeObject::parse(&bytes).map_err(|e| fail(format!("{}: {e}", a.file)))?;
    let stage = obj
        .stage()
        .map_or("none (no program resource register)", stage_name);
    println!("{}: LLVM code object, stage {stage}", a.file);
    println!("code: {} dwords", obj.code_dwords());
    println!("config entries: {}", obj.config().count());
    if let (Some(s), Some(v)) = (obj.spilled_sgprs(), obj.spilled_vgprs()) {
        println!("spilled: {s} SGPRs, {v} VGPRs");
    }
    if a.flags.iter().any(|f| f == "--registers") {
        for (address, value) in obj.config() {
            println!("{} = {value:#010x}", config_name(address));
        }
    }
    if a.flags.iter().any(|f| f == "--code") {
        let mut code = vec![0u32; obj.code_dwords()];
        obj.copy_code(&mut code).map_err(|e| fail(format!("{e}")))?;
        print_code(&code, 0)?;
    }
    Ok(())
}

/// `gcn shader` of PS4 shader code with its `OrbShdr` block.
fn ps4_shader(a: &Args, bytes: &[u8]) -> Outcome {
    use gcn::shader::binary_info::BinaryInfo;
    let info = BinaryInfo::find(bytes).map_err(|e| {
        fail(format!(
            "{}: neither an ELF code object nor PS4 shader code: {e}",
            a.file
        ))
    })?;
    let stage = info
        .binary_type()
        .map_or_else(|| "unknown".to_string(), |t| format!("{t:?}"));
    println!(
        "{}: PS4 shader code, OrbShdr block at byte {:#x} (version {})",
        a.file,
        info.offset(),
        info.version()
    );
    println!(
        "stage {stage}, {} code, {} bytes of code, hash {:#018x}, CRC-32 {:#010x}",
        if info.is_pssl() { "PSSL" } else { "IL" },
        info.code_length(),
        info.hash(),
        info.crc32()
    );
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
    if a.flags.iter().any(|f| f == "--code") {
        let len = usize::try_from(info.code_length()).unwrap_or(usize::MAX);
        let code = bytes
            .get(..len.min(info.offset()))
            .ok_or_else(|| fail("code length past the block"))?;
        print_code(&dwords(&a.file, code, 0)?, 0)?;
    }
    Ok(())
}

const FETCH_USAGE: &str = "\
usage: gcn fetch-shader --format FMT [--format FMT ...] [--instance] --out FILE

Writes the fetch shader of a vertex layout to FILE (little-endian dwords) and
prints it, one instruction a line in LLVM's assembly syntax. Input i is read
from vertex buffer slot i at byte offset 0 into v[4+4i..]; --instance fetches
every input at the instance index (v3) instead of the vertex index (v0).
FMT is a data format name such as R32G32B32A32_FLOAT or R8G8B8A8_UNORM.";

fn fetch(args: &[String]) -> Outcome {
    let mut formats = Vec::new();
    let mut out = None;
    let mut rate = InputRate::Vertex;
    let mut cli = Cli::new(args, FETCH_USAGE);
    while let Some(arg) = cli.next() {
        match arg.as_str() {
            "--format" => {
                let name = cli.value("--format", "a format name")?;
                let format = DataFormat::NAMED
                    .iter()
                    .find(|(n, _)| n.eq_ignore_ascii_case(name))
                    .map(|&(_, f)| f)
                    .ok_or_else(|| {
                        fail(format!(
                            "unknown format {name:?} (names as in gcn::desc::DataFormat)"
                        ))
                    })?;
                formats.push(format);
            }
            "--instance" => rate = InputRate::Instance,
            "--out" => out = Some(cli.value("--out", "a file")?),
            other => return Err(cli.unexpected(other)),
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
    let fs =
        fetch_shader(&inputs, &FetchRegisters::PS4, &mut code).map_err(|e| fail(format!("{e}")))?;
    let code = &code[..fs.dwords];
    let bytes: Vec<u8> = code.iter().flat_map(|w| w.to_le_bytes()).collect();
    std::fs::write(out, &bytes).map_err(|e| fail(format!("cannot write {out}: {e}")))?;
    for item in gcn::isa::instructions(code) {
        let (_, inst) = item.map_err(|e| fail(format!("{e}")))?;
        println!("{inst}");
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

fn gnf(args: &[String]) -> Outcome {
    match args.split_first() {
        Some((sub, rest)) if sub == "info" => gnf_info(rest),
        Some((sub, rest)) if sub == "build" => gnf_build(rest),
        Some((flag, _)) if flag == "-h" || flag == "--help" => {
            println!("{GNF_USAGE}");
            Ok(())
        }
        _ => Err(usage_error("gnf needs `info` or `build`", GNF_USAGE)),
    }
}

fn gnf_info(args: &[String]) -> Outcome {
    let Some(a) = parse(args, GNF_USAGE, &[])? else {
        return Ok(());
    };
    let bytes = read(&a.file)?;
    let file = gcn::gnf::Gnf::parse(&bytes).map_err(|e| fail(format!("{}: {e}", a.file)))?;
    println!(
        "{}: GNF version {}, {} texture(s), data aligned to {} bytes",
        a.file,
        file.version(),
        file.texture_count(),
        1u64 << file.alignment()
    );
    for i in 0..file.texture_count() {
        let tex = file
            .texture(i)
            .map_err(|e| fail(format!("texture {i}: {e}")))?;
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
    }
    Ok(())
}

/// Reads a PNG into RGBA8 pixels: (width, height, pixels).
fn read_png(path: &str) -> Result<(u32, u32, Vec<u8>), Failure> {
    let file = std::fs::File::open(path).map_err(|e| fail(format!("cannot read {path}: {e}")))?;
    let mut decoder = png::Decoder::new(std::io::BufReader::new(file));
    decoder.set_transformations(png::Transformations::EXPAND | png::Transformations::STRIP_16);
    let mut reader = decoder
        .read_info()
        .map_err(|e| fail(format!("{path}: not a PNG image: {e}")))?;
    let mut buf = vec![0u8; reader.output_buffer_size()];
    let frame = reader
        .next_frame(&mut buf)
        .map_err(|e| fail(format!("{path}: {e}")))?;
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
            return Err(fail(format!("{path}: palette images are not expanded")));
        }
    };
    Ok((frame.width, frame.height, rgba))
}

fn gnf_build(args: &[String]) -> Outcome {
    use gcn::gnf::{GnfOptions, rgba8_file_size, write_rgba8};
    use gcn::tiling::config::{Config, TileIndex};
    let mut input = None;
    let mut output = None;
    let mut opts = GnfOptions::default();
    let mut cli = Cli::new(args, GNF_USAGE);
    while let Some(arg) = cli.next() {
        match arg.as_str() {
            "--input" => input = Some(cli.value("--input", "a file")?),
            "--output" => output = Some(cli.value("--output", "a file")?),
            "--srgb" => opts = opts.with_srgb(true),
            "--mips" => opts = opts.with_mips(true),
            "--tile-mode" => {
                let n = cli.number("--tile-mode", "an entry number 0..=31")?;
                let index = u32::try_from(n)
                    .ok()
                    .and_then(|n| TileIndex::new(n).ok())
                    .ok_or_else(|| fail(format!("--tile-mode {n}: entries are 0..=31")))?;
                opts = opts.with_tile(index);
            }
            other => return Err(cli.unexpected(other)),
        }
    }
    if cli.help() {
        return Ok(());
    }
    let input = input.ok_or_else(|| cli.error("--input IMAGE.png is needed"))?;
    let output = output.ok_or_else(|| cli.error("--output FILE.gnf is needed"))?;
    let (width, height, pixels) = read_png(input)?;
    let cfg = Config::PS4;
    let size = rgba8_file_size(&cfg, width, height, &opts).map_err(|e| fail(format!("{e}")))?;
    let mut file = vec![0u8; size];
    let len = write_rgba8(&cfg, width, height, &pixels, &opts, &mut file)
        .map_err(|e| fail(format!("{input}: {e}")))?;
    std::fs::write(output, &file[..len])
        .map_err(|e| fail(format!("cannot write {output}: {e}")))?;
    println!("{output}: {width}x{height} GNF, {len} bytes");
    Ok(())
}

const TILE_USAGE: &str = "\
usage: gcn tile   --tile-mode N --bpp B --width W --height H --input LINEAR --output TILED [--rect X,Y,RW,RH]
       gcn detile --tile-mode N --bpp B --width W --height H --input TILED --output LINEAR [--rect X,Y,RW,RH]

Converts one 2D surface of W x H elements of B bits (8, 16, 32, 64 or 128; a
BC texture is its 4x4 blocks) between tightly packed linear rows and the
layout of PS4 tile-mode entry N (0..=31), as the GPU reads it. The tiled
file holds the whole padded surface (its size is the surface's, from the
address library's rules); the linear file holds W x H x B/8 bytes.

With --rect, only the RW x RH elements from (X, Y) move: the linear file
holds just them (RW x RH x B/8 bytes); `tile` writes them into the tiled
file given as --output, which it reads first when it exists (so the rest of
the surface is kept), and `detile` writes them alone.";

fn tile_cmd(args: &[String], to_tiled: bool) -> Outcome {
    use gcn::tiling::addr::SurfaceAddresser;
    use gcn::tiling::config::{Config, TileIndex};
    use gcn::tiling::layout::{TextureDesc, texture_layout};
    use gcn::tiling::surface::Format;
    use gcn::tiling::tile::{Rect, Region, detile, detile_rect, linear_size, tile, tile_rect};
    let (mut mode, mut bpp, mut width, mut height) = (None, None, None, None);
    let (mut input, mut output, mut rect) = (None, None, None);
    let mut cli = Cli::new(args, TILE_USAGE);
    while let Some(arg) = cli.next() {
        match arg.as_str() {
            "--tile-mode" => mode = Some(cli.number("--tile-mode", "a number")?),
            "--bpp" => bpp = Some(cli.number("--bpp", "a number")?),
            "--width" => width = Some(cli.number("--width", "a number")?),
            "--height" => height = Some(cli.number("--height", "a number")?),
            "--input" => input = cli.raw_value().cloned(),
            "--output" => output = cli.raw_value().cloned(),
            "--rect" => {
                let parts: Option<Vec<u32>> = cli.raw_value().map(|s| {
                    s.split(',')
                        .map(|p| number(p).and_then(|n| u32::try_from(n).ok()))
                        .collect::<Option<Vec<u32>>>()
                        .unwrap_or_default()
                });
                match parts.as_deref() {
                    Some(&[x, y, w, h]) => rect = Some((x, y, w, h)),
                    _ => return Err(cli.error("--rect needs X,Y,WIDTH,HEIGHT")),
                }
            }
            other => return Err(cli.unexpected(other)),
        }
    }
    if cli.help() {
        return Ok(());
    }
    let need =
        |v: Option<usize>, name: &str| v.ok_or_else(|| cli.error(format!("{name} is needed")));
    let small = |v: usize, name: &str| {
        u32::try_from(v).map_err(|_| fail(format!("{name} {v} is too large")))
    };
    let mode = small(need(mode, "--tile-mode")?, "--tile-mode")?;
    let bpp = small(need(bpp, "--bpp")?, "--bpp")?;
    let width = small(need(width, "--width")?, "--width")?;
    let height = small(need(height, "--height")?, "--height")?;
    let input = input.ok_or_else(|| cli.error("--input FILE is needed"))?;
    let output = output.ok_or_else(|| cli.error("--output FILE is needed"))?;
    let index = TileIndex::new(mode).map_err(|e| fail(format!("--tile-mode {mode}: {e}")))?;
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
    let data = read(&input)?;
    if let Some((x, y, w, h)) = rect {
        let inside = |o: u32, n: u32, size: u32| o.checked_add(n).is_some_and(|e| e <= size);
        if !inside(x, w, width) || !inside(y, h, height) {
            return Err(fail(format!(
                "--rect {x},{y},{w},{h} reaches outside the {width}x{height} surface"
            )));
        }
        // The rectangle's rows packed in the linear file.
        let row = linear_size(bpp, w, 1).map_err(|e| fail(format!("--rect: {e}")))?;
        let rect = Rect::new(x, y, w, h, row);
        let rect_len = rect
            .linear_size(bpp)
            .map_err(|e| fail(format!("--rect: {e}")))?;
        let (expected, what) = if to_tiled {
            (rect_len, "the rectangle")
        } else {
            (tiled_len, "the tiled surface")
        };
        if data.len() != expected {
            return Err(fail(format!(
                "{input} is {} bytes; {what} is {expected}",
                data.len()
            )));
        }
        let out = if to_tiled {
            let mut out = match std::fs::read(&output) {
                Ok(old) if old.len() == tiled_len => old,
                Ok(old) => {
                    return Err(fail(format!(
                        "{output} is {} bytes; the tiled surface is {tiled_len}",
                        old.len()
                    )));
                }
                Err(_) => vec![0u8; tiled_len],
            };
            tile_rect(&a, rect, &data, &mut out).map(|()| out)
        } else {
            let mut out = vec![0u8; rect_len];
            detile_rect(&a, rect, &data, &mut out).map(|()| out)
        }
        .map_err(|e| fail(format!("--rect {x},{y},{w},{h}: {e}")))?;
        std::fs::write(&output, &out).map_err(|e| fail(format!("cannot write {output}: {e}")))?;
        println!(
            "{output}: {} bytes ({w}x{h} from ({x}, {y}) of {width}x{height}, {bpp} bits, tile mode {mode})",
            out.len()
        );
        return Ok(());
    }
    let region = Region::new(width, height);
    let (expected, what, out_len) = if to_tiled {
        (
            linear_len,
            format!("{width}x{height} of {bpp} bits"),
            tiled_len,
        )
    } else {
        (tiled_len, "the tiled surface".to_string(), linear_len)
    };
    if data.len() != expected {
        return Err(fail(format!(
            "{input} is {} bytes; {what} is {expected}",
            data.len()
        )));
    }
    let mut out = vec![0u8; out_len];
    let result = if to_tiled {
        tile(&a, region, &data, &mut out)
    } else {
        detile(&a, region, &data, &mut out)
    }
    .map(|()| out);
    let out = result.map_err(|e| fail(format!("{e}")))?;
    std::fs::write(&output, &out).map_err(|e| fail(format!("cannot write {output}: {e}")))?;
    println!(
        "{output}: {} bytes ({width}x{height}, {bpp} bits, tile mode {mode}, pitch {} elements)",
        out.len(),
        level.info.pitch_elems
    );
    Ok(())
}

const LINT_USAGE: &str = "\
usage: gcn lint FILE [--offset BYTES] [--mem ADDR=FILE ...] [--table STAGE:REG:KIND:COUNT ...]

Replays a file of little-endian PM4 dwords (from byte --offset) and checks it
against the lint rules of gcn::decode::lint: one line per finding,
`@0xOFFSET RULE: message`, OFFSET the packet's dword offset in the file
(`@0xOFFSET+0xINNER` for a packet of an indirect buffer it chains to).
Exit status 1 when there is any finding, 0 when the stream is clean.

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

/// Takes `--mem`, `--table` and `--draw` out of `args`; the rest is left
/// for [`parse`].
fn replay_options(
    args: &[String],
    usage: &'static str,
) -> Result<(Vec<String>, ReplayOptions), Failure> {
    let mut opts = ReplayOptions {
        memory: Vec::new(),
        tables: Vec::new(),
        draw: None,
    };
    let mut rest = Vec::new();
    let mut it = args.iter();
    while let Some(arg) = it.next() {
        match arg.as_str() {
            "--draw" => {
                let n = it.next().and_then(|s| number(s));
                opts.draw =
                    Some(n.ok_or_else(|| usage_error("--draw needs a draw number", usage))?);
            }
            "--mem" => {
                let spec = it.next().map(String::as_str).unwrap_or("");
                let (addr, file) = spec
                    .split_once('=')
                    .and_then(|(a, f)| Some((number(a)? as u64, f)))
                    .filter(|(a, f)| a % 4 == 0 && !f.is_empty())
                    .ok_or_else(|| {
                        usage_error("--mem needs ADDR=FILE (ADDR a multiple of 4)", usage)
                    })?;
                let bytes = read(file)?;
                let words = dwords(file, &bytes, 0)?;
                opts.memory.push((addr, words));
            }
            "--table" => {
                let spec = it.next().map(String::as_str).unwrap_or("");
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

fn lint(args: &[String]) -> Outcome {
    let (rest, opts) = replay_options(args, LINT_USAGE)?;
    if opts.draw.is_some() {
        return Err(usage_error("unknown option --draw", LINT_USAGE));
    }
    let Some(a) = parse(&rest, LINT_USAGE, &[])? else {
        return Ok(());
    };
    let bytes = read(&a.file)?;
    let words = dwords(&a.file, &bytes, a.offset)?;
    let base = a.offset / 4;
    let mut shadow = Box::new(Shadow::new());
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
    );
    if findings == 0 { Ok(()) } else { Err(fail("")) }
}

const STATE_USAGE: &str = "\
usage: gcn state FILE --draw N [--offset BYTES] [--mem ADDR=FILE ...] [--table STAGE:REG:KIND:COUNT ...]

Replays a file of little-endian PM4 dwords (from byte --offset) up to its draw
or dispatch N (counted from 0, draws and dispatches together) and prints the
GPU state there: the draw, primitive and index state, colour and depth
targets, viewports and scissors, blend, depth-stencil, raster state, and the
VS, PS (or CS) programs with their user data, the descriptors a PS4 hint
announced in it and those of the declared tables. Every register is printed
with its fields. --mem and --table are those of `gcn lint`.";

/// `name = value` of field `field` of the register at `offset`, by AMD's value name.
fn field_text(space: Space, offset: u16, value: u32, field: &str) -> String {
    gcn::regs::gfx7::lookup(space, offset)
        .and_then(|info| info.field(field))
        .map_or_else(
            || format!("{field}=?"),
            |f| match f.value_name(value) {
                Some(n) => n.to_string(),
                None => format!("{:#x}", f.extract(value)),
            },
        )
}

/// Prints a register list, one register a line with its fields.
fn print_regs(space: Space, regs: &[(u16, u32)]) {
    for &(offset, value) in regs {
        let w = RegWrite {
            space,
            offset: u32::from(offset),
            value,
        };
        println!("    {w}");
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
        for (i, view) in descriptors(kinds, &data) {
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

fn state(args: &[String]) -> Outcome {
    let (rest, opts) = replay_options(args, STATE_USAGE)?;
    let Some(a) = parse(&rest, STATE_USAGE, &[])? else {
        return Ok(());
    };
    let n = opts
        .draw
        .ok_or_else(|| usage_error("--draw N is needed", STATE_USAGE))?;
    let bytes = read(&a.file)?;
    let words = dwords(&a.file, &bytes, a.offset)?;
    let base = a.offset / 4;
    let mut shadow = Box::new(Shadow::new());
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
    );
    if found {
        Ok(())
    } else {
        Err(fail(format!(
            "{}: no draw {n} (the stream has {draws} draws and dispatches)",
            a.file
        )))
    }
}

fn print_state(offset: usize, d: &Draw, st: &State<'_>) {
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
        print_regs(Space::Sh, s.cs.registers().as_slice());
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
    }
    print_regs(Space::Uconfig, s.primitive.uconfig_registers().as_slice());
    print_regs(Space::Context, s.primitive.context_registers().as_slice());
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
        let format = field_text(Space::Context, info_offset, info, "FORMAT");
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
            field_text(Space::Context, info_offset, info, "NUMBER_TYPE"),
            t.attrib().tile_mode_index()
        );
        print_regs(Space::Context, regs.as_slice());
    }
    flush(&mut unbound);
    let depth = s.depth.registers();
    use gcn::regs::{DbDepthControl, DbStencilInfo, DbZInfo, DbZWriteBase, Register as _};
    let z_info = st.shadow.reg::<DbZInfo>().into_bits();
    let stencil_info = st.shadow.reg::<DbStencilInfo>().into_bits();
    let z_base = u64::from(st.shadow.reg::<DbZWriteBase>().into_bits()) << 8;
    println!(
        "depth target: {}, stencil {}, base {z_base:#x}",
        field_text(Space::Context, DbZInfo::OFFSET, z_info, "FORMAT"),
        field_text(
            Space::Context,
            DbStencilInfo::OFFSET,
            stencil_info,
            "FORMAT"
        )
    );
    print_regs(Space::Context, depth.as_slice());
    let dc = s.depth_stencil.depth_control();
    let dcv = dc.into_bits();
    println!(
        "depth state: test {}, write {}, function {}, stencil {}",
        on(dc.z_enable()),
        on(dc.z_write_enable()),
        field_text(Space::Context, DbDepthControl::OFFSET, dcv, "ZFUNC"),
        on(dc.stencil_enable())
    );
    print_regs(Space::Context, s.depth_stencil.registers().as_slice());
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
    print_regs(Space::Context, s.viewports.registers().as_slice());
    println!("blend:");
    print_regs(Space::Context, s.blend.registers().as_slice());
    println!("raster:");
    print_regs(Space::Context, s.raster.registers().as_slice());
    println!("VS: program at {:#x}", st.program_address(Stage::Vs));
    print_regs(Space::Sh, s.vs.sh_registers().as_slice());
    print_regs(Space::Context, s.vs.context_registers().as_slice());
    print_user_data(Stage::Vs, st);
    println!("PS: program at {:#x}", st.program_address(Stage::Ps));
    print_regs(Space::Sh, s.ps.sh_registers().as_slice());
    print_regs(Space::Context, s.ps.context_registers().as_slice());
    print_user_data(Stage::Ps, st);
}

fn on(b: bool) -> &'static str {
    if b { "on" } else { "off" }
}
