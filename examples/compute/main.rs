//! Records one compute job for a PS4-class GPU — a dispatch of a compute
//! shader compiled by LLVM that fills a buffer with squares, then a fence —
//! and prints it: the program's instructions, the registers its block sets,
//! and the disassembly of the command buffer.
//!
//! ```sh
//! cargo run --example compute                 # print the job
//! cargo run --example compute -- --raw j.bin  # also write it as little-endian dwords
//! cargo run --features cli --bin gcn -- disasm j.bin  # read that file back
//! ```
//!
//! The recording itself is in `job.rs`.

mod job;
#[path = "../common/raw.rs"]
mod raw;

use std::process::ExitCode;

use gcn::decode::disassemble;
use gcn::pm4::CommandBuffer;
use gcn::regs::{Gfx, Space};

fn main() -> ExitCode {
    let raw = match raw::raw_arg("compute") {
        Ok(raw) => raw,
        Err(code) => return code,
    };
    let mut storage = vec![0u32; 512];
    let mut cb = CommandBuffer::new(&mut storage);
    let (code, shader) = match job::code().and_then(|c| Ok((c, job::shader()?))) {
        Ok(v) => v,
        Err(e) => {
            eprintln!("compute: reading the shader failed: {e}");
            return ExitCode::FAILURE;
        }
    };
    if let Err(e) = job::record(&mut cb) {
        eprintln!("compute: recording failed: {e}");
        return ExitCode::FAILURE;
    }
    let words = cb.as_slice();
    println!(
        "compute: one compute job, {} dwords ({} bytes)",
        words.len(),
        cb.as_bytes().len()
    );
    println!();
    println!(
        "{} workgroups of {} threads; thread i writes i * i to word i of the buffer at {:#x},",
        job::GROUPS,
        job::GROUP_SIZE,
        job::addr::OUTPUT
    );
    let squares = job::expected_output();
    println!(
        "so it ends up as [{}, {}, {}, ..., {}]; then {} is written to the fence at {:#x}.",
        squares[0],
        squares[1],
        squares[2],
        squares[squares.len() - 1],
        job::FENCE_VALUE,
        job::addr::FENCE
    );

    if let Some(path) = raw {
        let len = match raw::write_raw("compute", &path, words) {
            Ok(len) => len,
            Err(code) => return code,
        };
        println!();
        println!("Wrote {len} bytes of little-endian dwords to {path}");
    }

    println!();
    println!(
        "== Compute shader at {:#x} (cs.o, compiled by llc-14 from cs.ll), {} dwords ==",
        job::addr::SHADER_CODE,
        code.len()
    );
    for item in gcn::isa::instructions(&code) {
        match item {
            Ok((at, inst)) => println!("  {:#06x}: {inst}", 4 * at),
            Err(e) => {
                eprintln!("compute: the code does not decode: {e}");
                return ExitCode::FAILURE;
            }
        }
    }

    println!();
    println!("== The registers of its block (SET_SH_REG) ==");
    for &(offset, value) in shader.registers().as_slice() {
        let name = Gfx::Gfx7
            .lookup(Space::Sh, offset)
            .map_or("?", |reg| reg.name);
        println!("  {name} = {value:#010x}");
    }

    println!();
    println!("== Disassembly: one packet per line ==");
    println!();
    print!("{}", disassemble(words));
    ExitCode::SUCCESS
}
