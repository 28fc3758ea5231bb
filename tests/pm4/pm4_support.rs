//! Shared helpers of the PM4 tests: expected dwords are written from the
//! spec's field layout with the names below, never by the crate's encoder.
#![allow(dead_code)]

use gcn::pm4::{CommandBuffer, Error};

/// Type-3 header field shifts (spec `pm4.type3_header`).
pub const PREDICATE_SHIFT: u32 = 0;
pub const SHADER_TYPE_SHIFT: u32 = 1;
pub const OPCODE_SHIFT: u32 = 8;
pub const COUNT_SHIFT: u32 = 16;
pub const TYPE_SHIFT: u32 = 30;

/// Type-3 header from its fields: `COUNT` = body dwords - 1.
pub const fn hdr(opcode: u32, count: u32) -> u32 {
    (3 << TYPE_SHIFT) | (count << COUNT_SHIFT) | (opcode << OPCODE_SHIFT)
}

/// Type-3 header with `SHADER_TYPE = 1` (compute).
pub const fn hdr_cs(opcode: u32, count: u32) -> u32 {
    hdr(opcode, count) | (1 << SHADER_TYPE_SHIFT)
}

/// Type-3 header with `PREDICATE = 1`.
pub const fn hdr_pred(opcode: u32, count: u32) -> u32 {
    hdr(opcode, count) | (1 << PREDICATE_SHIFT)
}

/// Filler for memory that must not be touched.
pub const SENTINEL: u32 = 0xA5A5_A5A5;

/// Compares recorded dwords with `(dword name, expected)` rows and reports
/// every mismatch by name.
pub fn check(packet: &str, got: &[u32], want: &[(&str, u32)]) {
    let mut bad = Vec::new();
    for (i, (name, w)) in want.iter().enumerate() {
        match got.get(i) {
            Some(g) if g == w => {}
            Some(g) => bad.push(format!(
                "  dw{i} {name}: got {g:#010x}, want {w:#010x} (xor {:#010x})",
                g ^ w
            )),
            None => bad.push(format!("  dw{i} {name}: missing, want {w:#010x}")),
        }
    }
    if got.len() != want.len() {
        bad.push(format!(
            "  length: got {} dwords, want {}",
            got.len(),
            want.len()
        ));
    }
    assert!(
        bad.is_empty(),
        "{packet} differs from the spec layout:\n{}",
        bad.join("\n")
    );
}

/// Records with `f` into a fresh buffer and checks against `want`.
pub fn golden(
    packet: &str,
    want: &[(&str, u32)],
    f: impl Fn(&mut CommandBuffer) -> Result<(), Error>,
) {
    let mut storage = vec![SENTINEL; want.len() + 8];
    let mut cb = CommandBuffer::new(&mut storage);
    f(&mut cb).unwrap_or_else(|e| panic!("{packet}: unexpected error {e}"));
    check(packet, cb.as_slice(), want);
    let after = cb.len();
    assert!(
        storage[after..].iter().all(|&w| w == SENTINEL),
        "{packet} wrote past its length"
    );
}

/// The out-of-space case: with one dword fewer than the packet's `size`
/// (after a 1-dword packet already recorded) the packet returns
/// `OutOfSpace`, the length stays 1 and every other dword keeps its sentinel;
/// with exactly `size` free it fits.
pub fn out_of_space(
    packet: &str,
    size: usize,
    f: impl Fn(&mut CommandBuffer) -> Result<(), Error>,
) {
    const NOP_HEADER_ONLY: u32 = (3 << 30) | (0x3FFF << 16) | (0x10 << 8);
    let mut storage = vec![SENTINEL; size + 4];
    {
        let mut cb = CommandBuffer::new(&mut storage[..size]);
        cb.nop(&[]).unwrap();
        let r = f(&mut cb);
        assert_eq!(
            r,
            Err(Error::OutOfSpace {
                needed: size,
                remaining: size - 1
            }),
            "{packet}: expected OutOfSpace"
        );
        assert_eq!(cb.len(), 1, "{packet}: length changed");
    }
    assert_eq!(storage[0], NOP_HEADER_ONLY);
    assert!(
        storage[1..].iter().all(|&w| w == SENTINEL),
        "{packet}: buffer touched after OutOfSpace"
    );
    let mut storage = vec![SENTINEL; size + 1];
    let mut cb = CommandBuffer::new(&mut storage);
    cb.nop(&[]).unwrap();
    f(&mut cb).unwrap_or_else(|e| panic!("{packet}: exact fit failed: {e}"));
    assert_eq!(cb.len(), size + 1, "{packet}: size differs");
}

/// Runs `f` on a roomy buffer, expects `err`, and checks nothing was written.
pub fn rejects(what: &str, err: Error, f: impl Fn(&mut CommandBuffer) -> Result<(), Error>) {
    let mut storage = vec![SENTINEL; 64];
    let mut cb = CommandBuffer::new(&mut storage);
    assert_eq!(f(&mut cb), Err(err), "{what}");
    assert_eq!(cb.len(), 0, "{what}: length changed");
    assert!(
        storage.iter().all(|&w| w == SENTINEL),
        "{what}: buffer touched"
    );
}
