//! Occlusion query results.
//!
//! A query's `ZPASS_DONE` begin and end samples leave 16 qwords in memory:
//! 8 (begin, end) pairs, one per depth-backend slot, each with bit 63 set
//! once the hardware has written it.

use zerocopy::FromBytes;
use zerocopy::little_endian::U64;

/// Bit 63 of each sample: set when the hardware has written it.
pub const OCCLUSION_VALID_BIT: u64 = 1 << 63;

/// Bytes of one occlusion query result (16 qwords).
pub const OCCLUSION_RESULT_BYTES: usize = 128;

/// The passed-sample count of an occlusion query: `None` until bit 63 is set
/// in all 16 qwords; otherwise the sum over the 8 (begin, end) pairs of
/// `end - begin`, each with bit 63 masked off (63-bit modular difference; the
/// sum saturates at `u64::MAX`).
pub const fn occlusion_count(result: &[u64; 16]) -> Option<u64> {
    let mask = OCCLUSION_VALID_BIT - 1;
    let mut sum = 0u64;
    let mut rest: &[u64] = result;
    while let [begin, end, tail @ ..] = rest {
        if *begin & OCCLUSION_VALID_BIT == 0 || *end & OCCLUSION_VALID_BIT == 0 {
            return None;
        }
        sum = sum.saturating_add((*end & mask).wrapping_sub(*begin & mask) & mask);
        rest = tail;
    }
    Some(sum)
}

/// [`occlusion_count`] over the 128 result bytes as the GPU wrote them
/// (little-endian qwords).
pub fn occlusion_count_from_bytes(bytes: &[u8; OCCLUSION_RESULT_BYTES]) -> Option<u64> {
    let words = <[U64; 16]>::read_from_bytes(bytes.as_slice()).ok()?;
    let mut q = [0u64; 16];
    for (dst, src) in q.iter_mut().zip(words.iter()) {
        *dst = src.get();
    }
    occlusion_count(&q)
}
