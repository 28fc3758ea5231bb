//! `gcn picture`: draws how a surface is tiled in memory, as a PNG.
//!
//! Every element (pixel, or 4×4 block of a compressed format) becomes a small
//! square coloured by where it lands in memory, as the crate's tiling code
//! (`gcn::tiling`) computes it for the chosen chip's tile-mode table:
//!
//! - the **hue** follows the element's byte offset in the surface: red at the
//!   start, through yellow, green, cyan and blue, to magenta at the end;
//! - the **brightness** follows its offset inside its 8×8 micro tile: dark
//!   for the first byte of the micro tile, bright for the last, so the order
//!   inside a micro tile (DISPLAY rows vs THIN's bit interleave) is visible.
//!
//! Thin grey lines are micro-tile (8×8) borders, thick black lines macro-tile
//! borders (2D/3D/PRT modes). Elements in the padding past `--width` /
//! `--height` are drawn washed out. Try `--tile-mode 8` (linear),
//! `--tile-mode 13` (thin 1D) and `--tile-mode 10` (display 2D): a linear
//! surface is a top-to-bottom rainbow, a 1D surface a rainbow of micro tiles,
//! and a 2D surface jumps between pipes and banks every 256 bytes.
//!
//! The PNG is written by a small stored (uncompressed) encoder at the end of
//! this file, so its size is exact: 8 signature + 25 IHDR + 12 IDAT framing +
//! 2 zlib header + 5 per 65535-byte block + the rows (1 + 3 × width bytes
//! each) + 4 Adler-32 + 12 IEND bytes.

use gcn::tiling::config::{Config, Ps4TileMode};
use gcn::tiling::surface::{SurfaceFlags, SurfaceInfo, SurfaceInput, surface_info};
use gcn::tiling::{AddrSurface, ElementCoord, SurfaceAddresser, TileIndex};

use std::ffi::{OsStr, OsString};
use std::path::PathBuf;

use super::{Outcome, fail, usage_error};

/// Command-line options.
struct Options {
    config: Config,
    tile_mode: TileIndex,
    name: String,
    bpp: u32,
    width: u32,
    height: u32,
    scale: Option<u32>,
    out: PathBuf,
}

pub(crate) const USAGE: &str = "\
usage: gcn picture [--gfx CHIP] [--tile-mode N|NAME] [--bpp BITS] [--width N] [--height N]
                   [--scale PX] [--output FILE]
       gcn picture --list

Draws how a surface is tiled in memory as a PNG: each element's hue is its
byte offset in the surface (red first, magenta last), its brightness its
offset inside its 8x8 micro tile (dark first); grey lines are micro tiles,
black lines macro tiles, washed-out elements padding.

  --gfx        tile-mode table: ps4 (default), ps4-neo (PS4 Pro alternate
               tiling), pitcairn (gfx6), polaris10 (gfx8)
  --tile-mode  GB_TILE_MODE index 0..=31 (default 10), or for ps4 / ps4-neo
               its PS4 name (Display2dThin, ...); entries 0..=7 are drawn as
               depth surfaces, the others as colour surfaces
  --bpp        bits per element: 8, 16, 32, 64 or 128 (default 32)
  --width      surface width in elements, 1..=4096 (default 256)
  --height     surface height in elements, 1..=4096 (default 128)
  --scale      image pixels per element, 1..=64 (default: fit about 1024 pixels)
  --output     PNG file to write (default tiling.png)
  --list       print the PS4 table's tile modes (index and name) and exit

Numbers are decimal or 0x hex.";

/// Parses a number (decimal or `0x` hex) within `range`, naming the option
/// in the error.
fn number(option: &str, value: Option<&OsString>, range: (u32, u32)) -> Result<u32, String> {
    let value = value.ok_or_else(|| format!("{option} needs a value"))?;
    let n = value
        .to_str()
        .and_then(super::number)
        .ok_or_else(|| format!("{option}: {value:?} is not a number"))?;
    match u32::try_from(n) {
        Ok(n) if (range.0..=range.1).contains(&n) => Ok(n),
        _ => Err(format!(
            "{option}: {n} is outside {}..={}",
            range.0, range.1
        )),
    }
}

/// The chip's tile-mode table, and its name when the PS4 names do not apply
/// to its entries.
fn chip(value: Option<&OsString>) -> Result<(Config, Option<&'static str>), String> {
    let value = value.ok_or("--gfx needs a value")?;
    match value.to_str().unwrap_or("") {
        "ps4" => Ok((Config::PS4, None)),
        "ps4-neo" => Ok((Config::PS4_NEO, None)),
        "pitcairn" | "gfx6" => Ok((Config::PITCAIRN, Some("Pitcairn"))),
        "polaris10" | "gfx8" => Ok((Config::POLARIS10, Some("Polaris10"))),
        _ => Err(format!(
            "--gfx: unknown chip {value:?} (ps4, ps4-neo, pitcairn, polaris10)"
        )),
    }
}

/// A tile mode from its index, or its PS4 name (case-insensitive) when
/// `names` holds.
fn tile_mode(value: &OsStr, names: bool) -> Result<TileIndex, String> {
    let Some(value) = value.to_str() else {
        return Err(format!("--tile-mode: unknown mode {value:?} (see --list)"));
    };
    if let Some(index) = super::number(value) {
        return u32::try_from(index)
            .ok()
            .and_then(|i| TileIndex::new(i).ok())
            .ok_or_else(|| format!("--tile-mode: {index} is not a tile mode index (0..=31)"));
    }
    if !names {
        return Err(format!(
            "--tile-mode: '{value}': names are the PS4 table's; give an index for this chip"
        ));
    }
    Ps4TileMode::ALL
        .into_iter()
        .find(|m| format!("{m:?}").eq_ignore_ascii_case(value))
        .map(Ps4TileMode::index)
        .ok_or_else(|| format!("--tile-mode: unknown mode '{value}' (see --list)"))
}

/// `Ok(None)` means: help or list printed, nothing else to do.
fn parse_args(args: &[OsString]) -> Result<Option<Options>, String> {
    let mut o = Options {
        config: Config::PS4,
        tile_mode: Ps4TileMode::Display2dThin.index(),
        name: "Display2dThin".to_string(),
        bpp: 32,
        width: 256,
        height: 128,
        scale: None,
        out: PathBuf::from("tiling.png"),
    };
    let mut other_chip = None;
    let mut mode = None;
    let mut args = args.iter();
    while let Some(arg) = args.next() {
        match arg.to_str().unwrap_or("") {
            "--gfx" => (o.config, other_chip) = chip(args.next())?,
            "--tile-mode" => mode = Some(args.next().ok_or("--tile-mode needs a value")?),
            "--bpp" => {
                o.bpp = number("--bpp", args.next(), (8, 128))?;
                if !matches!(o.bpp, 8 | 16 | 32 | 64 | 128) {
                    return Err(format!("--bpp: {} is not 8, 16, 32, 64 or 128", o.bpp));
                }
            }
            "--width" => o.width = number("--width", args.next(), (1, 4096))?,
            "--height" => o.height = number("--height", args.next(), (1, 4096))?,
            "--scale" => o.scale = Some(number("--scale", args.next(), (1, 64))?),
            "--output" => o.out = args.next().ok_or("--output needs a file name")?.into(),
            "--list" => {
                for m in Ps4TileMode::ALL {
                    println!("{:2}  {m:?}", m.index());
                }
                return Ok(None);
            }
            "-h" | "--help" => {
                println!("{USAGE}");
                return Ok(None);
            }
            _ => return Err(format!("unknown argument {arg:?}")),
        }
    }
    // Names are looked up once the chip is known.
    if let Some(mode) = mode {
        o.tile_mode = tile_mode(mode, other_chip.is_none())?;
    }
    o.name = match other_chip {
        None => format!("{:?}", Ps4TileMode::from_index(o.tile_mode)),
        Some(chip) => format!("{chip} table"),
    };
    Ok(Some(o))
}

/// `gcn picture`.
pub(crate) fn picture(args: &[OsString]) -> Outcome {
    match parse_args(args) {
        Ok(None) => Ok(()),
        Ok(Some(o)) => run(&o).map_err(fail),
        Err(e) => Err(usage_error(e, USAGE)),
    }
}

/// An RGB image.
struct Image {
    width: u32,
    height: u32,
    rgb: Vec<u8>,
}

impl Image {
    fn new(width: u32, height: u32) -> Image {
        Image {
            width,
            height,
            rgb: vec![255; (width * height * 3) as usize],
        }
    }

    fn put(&mut self, x: u32, y: u32, c: [u8; 3]) {
        if x < self.width && y < self.height {
            let at = ((y * self.width + x) * 3) as usize;
            self.rgb[at..at + 3].copy_from_slice(&c);
        }
    }

    fn fill(&mut self, x: u32, y: u32, w: u32, h: u32, c: [u8; 3]) {
        for yy in y..y + h {
            for xx in x..x + w {
                self.put(xx, yy, c);
            }
        }
    }
}

/// HSV (hue in 0..1, saturation and value in 0..1) to RGB.
fn hsv(h: f64, s: f64, v: f64) -> [u8; 3] {
    let h6 = (h.fract() * 6.0).max(0.0);
    let f = h6.fract();
    let (p, q, t) = (v * (1.0 - s), v * (1.0 - s * f), v * (1.0 - s * (1.0 - f)));
    let (r, g, b) = match h6 as u32 {
        0 => (v, t, p),
        1 => (q, v, p),
        2 => (p, v, t),
        3 => (p, q, v),
        4 => (t, p, v),
        _ => (v, p, q),
    };
    [r, g, b].map(|c| (c * 255.0).round() as u8)
}

fn draw(o: &Options, info: &SurfaceInfo, scale: u32) -> Result<Image, String> {
    let addresser = SurfaceAddresser::new(&o.config, &AddrSurface::from_surface_info(info))
        .map_err(|e| format!("cannot address this surface: {e}"))?;
    let (pitch, height) = (info.pitch_elems, info.height_elems);
    let micro_bytes = 64 * u64::from(info.bpp_bits) / 8;
    let size = info.surf_size_bytes.max(1) as f64;

    let mut img = Image::new(pitch * scale, height * scale);
    for y in 0..height {
        for x in 0..pitch {
            let at = addresser
                .element_address(ElementCoord::new(x, y))
                .map_err(|e| format!("element ({x}, {y}): {e}"))?;
            let hue = at.byte as f64 / size * (5.0 / 6.0);
            let inside = (at.byte % micro_bytes) as f64 / micro_bytes as f64;
            let padding = x >= o.width || y >= o.height;
            let (s, v) = if padding {
                (0.2, 0.75 + 0.2 * inside)
            } else {
                (0.9, 0.45 + 0.55 * inside)
            };
            img.fill(x * scale, y * scale, scale, scale, hsv(hue, s, v));
        }
    }

    // Micro-tile borders: grey lines (when an element is at least 3 pixels
    // wide, so the colours stay visible); macro-tile borders: black lines
    // twice as wide (2D/3D/PRT modes only). The last line closes the grid.
    let line = (scale / 8).max(1);
    if scale >= 3 {
        grid(&mut img, (pitch, height), 8, 8, scale, line, [96, 96, 96]);
    }
    if info.tile_mode.is_macro_tiled() {
        let (bw, bh) = (info.block_width_elems, info.block_height_elems);
        grid(
            &mut img,
            (pitch, height),
            bw,
            bh,
            scale,
            2 * line,
            [0, 0, 0],
        );
    }
    Ok(img)
}

/// Lines every `step_x` / `step_y` elements over a `size` surface, `width` pixels wide.
fn grid(
    img: &mut Image,
    size: (u32, u32),
    step_x: u32,
    step_y: u32,
    scale: u32,
    width: u32,
    colour: [u8; 3],
) {
    let (w, h) = (img.width, img.height);
    for x in (0..=size.0).step_by(step_x.max(1) as usize) {
        img.fill((x * scale).min(w - width), 0, width, h, colour);
    }
    for y in (0..=size.1).step_by(step_y.max(1) as usize) {
        img.fill(0, (y * scale).min(h - width), w, width, colour);
    }
}

fn run(o: &Options) -> Result<(), String> {
    let index = o.tile_mode;
    // Entries 0..=7 hold the depth modes in every table here.
    let is_depth = index <= Ps4TileMode::Depth2dThinPrt1K.index();
    let flags = if is_depth {
        SurfaceFlags::new().with_depth(true)
    } else {
        SurfaceFlags::new().with_color(true)
    };
    let input = SurfaceInput::new(index, o.bpp, o.width, o.height).with_flags(flags);
    let info = surface_info(&o.config, &input)
        .map_err(|e| format!("tile mode {index} cannot hold this surface: {e}"))?;
    let scale = o
        .scale
        .unwrap_or_else(|| (1024 / info.pitch_elems.max(info.height_elems)).clamp(1, 16));
    let (iw, ih) = (
        u64::from(info.pitch_elems) * u64::from(scale),
        u64::from(info.height_elems) * u64::from(scale),
    );
    if iw > 16384 || ih > 16384 {
        return Err(format!(
            "the picture would be {iw}x{ih} pixels; use a smaller --scale or surface"
        ));
    }

    println!(
        "tile mode {index} ({}), {} bits per element, {}x{} elements",
        o.name, o.bpp, o.width, o.height
    );
    println!(
        "  laid out as {:?} with {:?} micro tiles",
        info.tile_mode, info.tile_type
    );
    println!(
        "  padded to {}x{} elements, {} bytes",
        info.pitch_elems, info.height_elems, info.surf_size_bytes
    );
    if info.tile_mode.is_macro_tiled() {
        println!(
            "  macro tile: {}x{} elements, {} pipes, {} banks",
            info.block_width_elems,
            info.block_height_elems,
            info.tile_info.pipes(),
            info.tile_info.banks
        );
    } else if info.tile_mode.is_micro_tiled() {
        println!("  micro tiles of 8x8 elements stored one after another, row by row");
    } else {
        println!("  linear: rows one after another");
    }

    let img = draw(o, &info, scale)?;
    super::write_file(&o.out, &png(&img)).map_err(|f| f.message)?;
    println!(
        "wrote {} ({}x{} pixels, {scale} per element)",
        o.out.display(),
        img.width,
        img.height
    );
    println!("  hue: byte offset in the surface (red first, magenta last)");
    println!("  brightness: offset inside the 8x8 micro tile (dark first)");
    println!("  lines: grey = micro tiles, black = macro tiles; washed out = padding");
    Ok(())
}

// ---------------------------------------------------------------------------
// Minimal PNG writer: 8-bit RGB, zlib stream of stored (uncompressed) deflate
// blocks. Format: PNG specification (RFC 2083), zlib (RFC 1950), deflate
// (RFC 1951).

/// CRC-32 (IEEE, reflected, polynomial 0xEDB88320) as PNG chunks use it.
fn crc32(parts: &[&[u8]]) -> u32 {
    let mut crc = !0u32;
    for byte in parts.iter().flat_map(|p| p.iter()) {
        crc ^= u32::from(*byte);
        for _ in 0..8 {
            let mask = (crc & 1).wrapping_neg();
            crc = (crc >> 1) ^ (0xEDB8_8320 & mask);
        }
    }
    !crc
}

/// Adler-32 checksum of the uncompressed zlib data.
fn adler32(data: &[u8]) -> u32 {
    let (mut a, mut b) = (1u32, 0u32);
    for chunk in data.chunks(5552) {
        for &byte in chunk {
            a += u32::from(byte);
            b += a;
        }
        a %= 65521;
        b %= 65521;
    }
    (b << 16) | a
}

/// Appends one chunk: length, type, data, CRC of type and data.
fn chunk(out: &mut Vec<u8>, kind: &[u8; 4], data: &[u8]) {
    out.extend_from_slice(&(data.len() as u32).to_be_bytes());
    out.extend_from_slice(kind);
    out.extend_from_slice(data);
    out.extend_from_slice(&crc32(&[kind, data]).to_be_bytes());
}

/// The PNG file of `img`.
fn png(img: &Image) -> Vec<u8> {
    // Scanlines, each prefixed with filter type 0 (none).
    let row = img.width as usize * 3;
    let mut raw = Vec::with_capacity((row + 1) * img.height as usize);
    for line in img.rgb.chunks(row) {
        raw.push(0);
        raw.extend_from_slice(line);
    }

    // zlib: CMF/FLG (deflate, 32 KiB window, no dictionary, check bits),
    // stored blocks of at most 65535 bytes, Adler-32.
    let mut z = vec![0x78, 0x01];
    let mut blocks = raw.chunks(65535).peekable();
    if blocks.peek().is_none() {
        z.extend_from_slice(&[1, 0, 0, 0xFF, 0xFF]);
    }
    while let Some(block) = blocks.next() {
        let last = u8::from(blocks.peek().is_none());
        let len = block.len() as u16;
        z.push(last); // BFINAL, BTYPE = 00 (stored)
        z.extend_from_slice(&len.to_le_bytes());
        z.extend_from_slice(&(!len).to_le_bytes());
        z.extend_from_slice(block);
    }
    z.extend_from_slice(&adler32(&raw).to_be_bytes());

    let mut ihdr = Vec::with_capacity(13);
    ihdr.extend_from_slice(&img.width.to_be_bytes());
    ihdr.extend_from_slice(&img.height.to_be_bytes());
    // Bit depth 8, colour type 2 (RGB), deflate, adaptive filtering, no interlace.
    ihdr.extend_from_slice(&[8, 2, 0, 0, 0]);

    let mut out = b"\x89PNG\r\n\x1a\n".to_vec();
    chunk(&mut out, b"IHDR", &ihdr);
    chunk(&mut out, b"IDAT", &z);
    chunk(&mut out, b"IEND", &[]);
    out
}
