//! Machine code: any dwords decode instruction by instruction without panic;
//! every decoded instruction re-encodes to exactly the dwords it came from,
//! prints (and says whether its text is exact), and decodes again from its
//! own encoding to itself; and the same for gfx6's and gfx8's rules
//! (`instructions_for`, `encode_for`, `text_is_exact_for`).
#![no_main]

use std::fmt::Write;

use gcn::isa::{Inst, instructions, instructions_for};
use gcn::regs::Gfx;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let code: Vec<u32> = data
        .chunks_exact(4)
        .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect();
    let mut text = String::new();
    for item in instructions(&code) {
        match item {
            Ok((at, inst)) => {
                let mut out = [0u32; 2];
                let n = inst
                    .encode(&mut out)
                    .expect("a decoded instruction encodes");
                assert_eq!(&out[..n], &code[at..at + n], "re-encoding {inst}");
                assert_eq!(Inst::decode(&out[..n]), Ok((inst, n)));
                // A buffer one dword short is refused and left untouched.
                let mut short = [0xAAAA_AAAAu32; 1];
                if n == 2 {
                    assert!(inst.encode(&mut short).is_err());
                    assert_eq!(short, [0xAAAA_AAAA]);
                }
                let _ = writeln!(text, "{inst} {}", inst.text_is_exact());
            }
            Err(e) => {
                let _ = writeln!(text, "{e}");
            }
        }
    }
    for gfx in [Gfx::Gfx6, Gfx::Gfx8] {
        for (at, inst) in instructions_for(&code, gfx).flatten() {
            let mut out = [0u32; 2];
            let n = inst
                .encode_for(gfx, &mut out)
                .expect("a decoded instruction encodes");
            assert_eq!(
                &out[..n],
                &code[at..at + n],
                "re-encoding {inst} for {gfx:?}"
            );
            assert_eq!(Inst::decode_for(&out[..n], gfx), Ok((inst, n)));
            let mut short = [0xAAAA_AAAAu32; 1];
            if n == 2 {
                assert!(inst.encode_for(gfx, &mut short).is_err());
                assert_eq!(short, [0xAAAA_AAAA]);
            }
            let _ = writeln!(
                text,
                "{} {}",
                inst.display_for(gfx),
                inst.text_is_exact_for(gfx)
            );
        }
    }
});
