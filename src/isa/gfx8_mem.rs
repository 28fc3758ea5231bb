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

/// Decodes the two dwords of a gfx8 memory instruction (`w0` is one of the
/// memory encodings), with its scalar operands in gfx8's codes; the caller
/// translates them and refuses a decoding that does not encode back to the
/// same dwords.
pub(super) fn decode(w0: u32, w1: u32) -> Result<Inst, Error> {
    let _ = w1;
    let what = match w0 >> 26 {
        0b11_0110 => "DS",
        0b11_0111 => "FLAT",
        0b11_1100 => "MIMG",
        0b11_1010 => "MTBUF",
        _ => "MUBUF",
    };
    Err(Error::NotOnGfx {
        gfx: Gfx::Gfx8,
        what,
    })
}
