//! Records the gfx8 render-target passes of one frame on a Polaris10
//! command buffer — a 1920x1080 R8G8B8A8 colour target with DCC and a
//! Z32_FLOAT + S8 depth target with TC-compatible HTILE, laid out by the
//! tiling module; DCC fast clears to opaque black (code 0x40, no eliminate)
//! and to grey (code 0x20, the clear words), the new HTILE filled with
//! radeonsi's TC-compatible initial word, a fast depth clear to 1.0, a
//! draw, the fast-clear eliminate a texture read of the keys needs after the
//! grey clear, the cache flushes before both targets are sampled — and
//! prints the numbered steps, the T#s that sample both targets (field by
//! field, as gfx8 names them) and the disassembly.
//!
//! ```sh
//! cargo run --example gfx8_targets                 # print the steps, the T#s and the disassembly
//! cargo run --example gfx8_targets -- --raw f.bin  # also write the stream as little-endian dwords
//! ```

mod frame;
#[path = "../common/raw.rs"]
mod raw;

use std::process::ExitCode;

use gcn::decode::disassemble;
use gcn::desc::ImageResource;
use gcn::pm4::CommandBuffer;

/// Prints where each allocation of `plan` lives: address, bytes and the
/// base alignment it was placed on, in memory order.
fn print_plan(plan: &frame::Plan) {
    println!("Memory plan (Polaris10 layouts, each allocation on its base alignment):");
    let rows = [
        (
            "colour surface",
            plan.color,
            plan.color_info.surf_size_bytes,
            plan.color_info.base_align_bytes,
        ),
        (
            "DCC keys",
            plan.dcc_address,
            plan.dcc.dcc_ram_size_bytes,
            plan.dcc.dcc_ram_base_align_bytes,
        ),
        (
            "depth plane",
            plan.depth,
            plan.depth_info.surf_size_bytes,
            plan.depth_info.base_align_bytes,
        ),
        (
            "stencil plane",
            plan.stencil,
            plan.stencil_info.surf_size_bytes,
            plan.stencil_info.base_align_bytes,
        ),
        (
            "HTILE (TC-compatible)",
            plan.htile_address,
            plan.htile.htile_bytes,
            plan.htile.base_align_bytes,
        ),
    ];
    let rows = rows.into_iter().chain([
        ("rect-list VS code", plan.vs_code, plan.vs_bytes, 256),
        ("clear PS code", plan.ps_code, plan.ps_bytes, 256),
    ]);
    for (name, address, bytes, align) in rows {
        println!("  {address:#011x}  {bytes:>8} bytes  align {align:>6}  {name}");
    }
    println!("  {:#011x}  end", plan.end);
    println!(
        "  colour {}x{} on entry {}, depth {}x{} on entry {}, stencil on entry {}",
        plan.color_info.pitch_elems,
        plan.color_info.height_elems,
        frame::COLOR_ENTRY,
        plan.depth_info.pitch_elems,
        plan.depth_info.height_elems,
        frame::DEPTH_ENTRY,
        plan.stencil_info.tile_index.to_addrlib(),
    );
}

/// Prints the T# `t` named `name`: its dwords, then each field gfx8 has
/// (`ImageResource::fields_for`), with the value's name for enumerations.
fn print_tsharp(name: &str, t: &ImageResource) {
    let words = t.to_words();
    let hex: Vec<String> = words.iter().map(|w| format!("{w:08X}")).collect();
    println!("T# of the {name}: {}", hex.join(" "));
    for (word, field) in ImageResource::fields_for(frame::GFX) {
        let Some(&w) = words.get(usize::from(word)) else {
            continue;
        };
        let value = field.extract(w);
        match field.value_name_on(w, frame::GFX) {
            Some(n) => println!("  WORD{word}.{} = {value:#x} ({n})", field.name),
            None => println!("  WORD{word}.{} = {value:#x}", field.name),
        }
    }
}

fn main() -> ExitCode {
    let raw = match raw::raw_arg("gfx8_targets") {
        Ok(raw) => raw,
        Err(code) => return code,
    };
    let mut storage = vec![0u32; 2048];
    let mut cb = CommandBuffer::for_gfx(&mut storage, frame::GFX);
    let rec = match frame::record(&mut cb) {
        Ok(r) => r,
        Err(e) => {
            eprintln!("gfx8_targets: recording failed: {e}");
            return ExitCode::FAILURE;
        }
    };
    let words = cb.as_slice();
    println!("gfx8_targets: one gfx8 frame, {} dwords", words.len());
    for (i, s) in rec.steps.iter().enumerate() {
        println!("  {}. {s}", i + 1);
    }
    println!();
    print_plan(&rec.plan);
    println!();
    print_tsharp("colour target", &rec.color_tsharp);
    print_tsharp("depth plane", &rec.depth_tsharp);
    if let Some(path) = raw {
        let len = match raw::write_raw("gfx8_targets", &path, words) {
            Ok(len) => len,
            Err(code) => return code,
        };
        println!("Wrote {len} bytes to {path}");
    }
    println!();
    println!("== Disassembly (gfx8)");
    println!();
    print!("{}", disassemble(words).for_gfx(frame::GFX));
    ExitCode::SUCCESS
}
