//! gfx8 encodings of the memory families (`DS`, `MUBUF`, `MTBUF`, `MIMG`,
//! `FLAT`): not modelled yet, so gfx8 refuses them with
//! [`Error::NotOnGfx`].

use super::Error;
use super::inst::Inst;
use crate::regs::Gfx;

/// The family of a memory instruction, as [`Error::NotOnGfx`] names it.
fn family(inst: &Inst) -> &'static str {
    match inst {
        Inst::Ds(_) => "DS",
        Inst::Flat(_) => "FLAT",
        Inst::Mimg(_) => "MIMG",
        Inst::Mtbuf { .. } => "MTBUF",
        _ => "MUBUF",
    }
}

/// The gfx8 words of a memory instruction (operands already in gfx8's
/// codes).
pub(super) fn words(inst: &Inst) -> Result<(u32, Option<u32>), Error> {
    Err(Error::NotOnGfx {
        gfx: Gfx::Gfx8,
        what: family(inst),
    })
}

/// Decodes a gfx8 memory instruction at the start of `code` (its first
/// dword is one of the memory encodings).
pub(super) fn decode(code: &[u32]) -> Result<(Inst, usize), Error> {
    let what = match code.first().map(|w| w >> 26) {
        Some(0b11_0110) => "DS",
        Some(0b11_0111) => "FLAT",
        Some(0b11_1100) => "MIMG",
        Some(0b11_1010) => "MTBUF",
        _ => "MUBUF",
    };
    Err(Error::NotOnGfx {
        gfx: Gfx::Gfx8,
        what,
    })
}
