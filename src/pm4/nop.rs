//! `NOP`: padding, payloads the CP skips, and data embedded in the command buffer.

use super::buffer::CommandBuffer;
use super::error::{Error, check_count};
use super::header::{self, MAX_BODY_DWORDS, NOP_HEADER_ONLY_COUNT, Type3Header};
use super::opcode::Opcode;
use crate::regs::gfx7::pm4::{PacketType, ShaderType};

/// The header-only `NOP` (`COUNT = 0x3FFF`, no body): one dword.
pub const NOP_HEADER_ONLY: u32 = Type3Header::new()
    .with_opcode(Opcode::NOP)
    .with_count(NOP_HEADER_ONLY_COUNT)
    .with_packet_type(PacketType::TYPE3)
    .into_bits();

/// Largest `NOP` body: one less than [`MAX_BODY_DWORDS`], because a
/// `MAX_BODY_DWORDS` body would encode `COUNT = 0x3FFF`, which the CP reads as
/// the header-only `NOP`.
pub const MAX_NOP_BODY_DWORDS: usize = MAX_BODY_DWORDS - 1;

/// Header of a `NOP` with `body` body dwords (`body` in `1..=MAX_NOP_BODY_DWORDS`);
/// `body == 0` gives the header-only `NOP`.
///
/// Above [`MAX_NOP_BODY_DWORDS`], `body - 1` is masked to the 14-bit
/// `COUNT`, as in [`type3_header`](super::type3_header) (never a panic): so
/// `0x4000` gives the header-only `NOP` and `0x4001` a one-dword body. Check
/// the range first, or write through [`CommandBuffer::nop`], which refuses it.
///
/// ```
/// use gcn::pm4::{MAX_NOP_BODY_DWORDS, NOP_HEADER_ONLY, nop_header};
///
/// assert_eq!(nop_header(2), 0xC001_1000);
/// assert_eq!(nop_header(0), NOP_HEADER_ONLY);
/// assert_eq!(nop_header(MAX_NOP_BODY_DWORDS), 0xFFFE_1000);
/// assert_eq!(nop_header(MAX_NOP_BODY_DWORDS + 1), NOP_HEADER_ONLY);
/// ```
pub const fn nop_header(body: usize) -> u32 {
    if body == 0 {
        NOP_HEADER_ONLY
    } else {
        header::type3(Opcode::NOP, body, false, ShaderType::GRAPHICS)
    }
}

impl CommandBuffer<'_> {
    /// `NOP` carrying `payload` as its body (ignored by the CP; tools read it).
    /// An empty payload gives the one-dword header-only `NOP`.
    ///
    /// Errors: [`Error::CountOutOfRange`] for a payload over
    /// [`MAX_NOP_BODY_DWORDS`]; [`Error::OutOfSpace`].
    pub fn nop(&mut self, payload: &[u32]) -> Result<(), Error> {
        check_count("COUNT", payload.len() as u64, 0, MAX_NOP_BODY_DWORDS as u64)?;
        self.put(&[nop_header(payload.len())], payload)
    }

    /// Exactly `dwords` dwords of padding: one `NOP` (header-only for 1,
    /// header plus zero body otherwise). 0 writes nothing.
    ///
    /// Errors: [`Error::CountOutOfRange`] above `MAX_NOP_BODY_DWORDS + 1`; [`Error::OutOfSpace`].
    pub fn pad(&mut self, dwords: usize) -> Result<(), Error> {
        if dwords == 0 {
            return Ok(());
        }
        check_count("COUNT", dwords as u64, 1, MAX_BODY_DWORDS as u64)?;
        self.check_space(dwords)?;
        let body = dwords.saturating_sub(1);
        self.put(&[nop_header(body)], &[])?;
        self.grow_zeroed(body)?;
        Ok(())
    }

    /// Allocates `dwords` dwords of data inside the command buffer, wrapped in
    /// a `NOP` so the CP skips them, starting at a byte offset from the buffer
    /// start that is a multiple of `align_bytes` (a power of two; the buffer's
    /// GPU address must be at least that aligned).
    ///
    /// Returns the data's dword offset from the buffer start (multiply by 4 and
    /// add the buffer's GPU address to get its address) and the zeroed data to
    /// fill. [`CommandBuffer::recorded_mut`] gives the data back later.
    ///
    /// Errors: [`Error::BadAlignment`]; [`Error::CountOutOfRange`] when
    /// `dwords` is 0 or the data and its alignment padding exceed one `NOP`
    /// body; [`Error::OutOfSpace`].
    pub fn alloc_embedded(
        &mut self,
        dwords: usize,
        align_bytes: u32,
    ) -> Result<(usize, &mut [u32]), Error> {
        if !align_bytes.is_power_of_two() {
            return Err(Error::BadAlignment { align: align_bytes });
        }
        let align = (align_bytes / 4).max(1) as usize;
        // The data starts after the header, then padding up to the alignment.
        let first = self.len().saturating_add(1);
        let pad = first.wrapping_neg() & align.wrapping_sub(1);
        let body = pad.saturating_add(dwords);
        check_count("NUM_DWORDS", dwords as u64, 1, MAX_NOP_BODY_DWORDS as u64)?;
        check_count("COUNT", body as u64, 1, MAX_NOP_BODY_DWORDS as u64)?;
        let needed = body.saturating_add(1);
        self.check_space(needed)?;
        self.put(&[nop_header(body)], &[])?;
        self.grow_zeroed(pad)?;
        self.grow_zeroed(dwords)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nop_body_never_encodes_the_header_only_count() {
        extern crate std;
        let payload = std::vec![0u32; MAX_BODY_DWORDS];
        let mut mem = std::vec![0u32; MAX_BODY_DWORDS + 2];
        let mut cb = CommandBuffer::new(&mut mem);
        assert!(matches!(
            cb.nop(&payload),
            Err(Error::CountOutOfRange { .. })
        ));
        assert!(matches!(
            cb.pad(MAX_BODY_DWORDS + 1),
            Err(Error::CountOutOfRange { .. })
        ));
        assert_eq!(cb.len(), 0);
        let payload = payload.get(..MAX_NOP_BODY_DWORDS).unwrap_or(&[]);
        assert!(cb.nop(payload).is_ok());
        let count = (cb.as_slice().first().copied().unwrap_or(0) >> 16) & 0x3FFF;
        assert_eq!(count, 0x3FFE);
    }
}
