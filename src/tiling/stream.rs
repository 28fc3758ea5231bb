//! Non-temporal stores and prefetches for large tile and detile copies: writes
//! that do not read the destination's cache lines first, and reads asked for
//! ahead of their use.
//!
//! An ordinary store to a line that is not in the cache reads the line from
//! memory before writing it; a large copy through ordinary stores so moves
//! three bytes of memory traffic for each byte copied. A non-temporal store
//! writes the line without reading it, as the C library's `memcpy` does for
//! copies larger than the cache. With the `non-temporal` feature on x86-64,
//! for levels of [`MIN_BYTES`] or more:
//!
//! - [`tile`](super::tile::tile) and [`tile_rect`](super::tile::tile_rect)
//!   write each micro tile's block (whole cache lines) with [`copy`];
//! - [`detile`](super::tile::detile) gathers one macro tile at a time into a
//!   staging buffer, in tiled-memory order and with [`prefetch`] a few
//!   kilobytes ahead, then writes its linear rows out with [`copy`];
//!
//! and both end with a store fence ([`fence`]). Without the feature, or on
//! other targets, [`copy`] is `copy_from_slice` and [`prefetch`] does
//! nothing. `benches/README.md` has the measurements that justify it.
//!
//! The `unsafe` operations are the 16-byte non-temporal store
//! (`_mm_stream_si128`), on a pointer taken from a 16-byte chunk of a
//! `&mut [u8]` and checked 16-byte aligned, so each store writes exactly the
//! chunk the borrow covers; the prefetch hint
//! (`_mm_prefetch`) on a pointer to a byte inside a `&[u8]`; and the store
//! fence. The unit tests below run under Miri (`.ci/run`), which checks each
//! write through the same pointer (it cannot run the instructions
//! themselves).

/// Whether [`copy`] uses non-temporal stores.
pub(crate) const ENABLED: bool = cfg!(all(feature = "non-temporal", target_arch = "x86_64"));

/// Smallest level moved with non-temporal stores: a smaller one likely
/// stays in the last-level cache, where ordinary stores are faster (the
/// bench's 8 MiB BC1 level tiles at 0.38-0.54 of a copy with them, 0.67-0.72
/// without).
pub(crate) const MIN_BYTES: usize = 16 << 20;

/// Whether `tile` writes a tiled level (or `detile` a linear image) of
/// `bytes` with non-temporal stores.
#[inline]
pub(crate) const fn worth_it(bytes: usize) -> bool {
    ENABLED && bytes >= MIN_BYTES
}

/// Copies `src` into `dst` when their lengths are equal (else nothing, and
/// `false`), with 16-byte non-temporal stores when [`ENABLED`]: the bytes
/// before `dst`'s first 16-byte boundary and after its last whole 16 bytes
/// are copied plainly. (The callers copy whole micro-tile blocks and linear
/// rows, multiples of 64 bytes that are 16-byte aligned in any buffer that
/// is.)
#[inline(always)]
pub(crate) fn copy(dst: &mut [u8], src: &[u8]) -> bool {
    if dst.len() != src.len() {
        return false;
    }
    copy_equal(dst, src);
    true
}

/// [`copy`] of two slices of equal length, with non-temporal stores.
#[cfg(all(feature = "non-temporal", target_arch = "x86_64"))]
#[inline(always)]
fn copy_equal(dst: &mut [u8], src: &[u8]) {
    let head = (dst.as_ptr() as usize).wrapping_neg() & 15;
    let (d_head, d_body) = dst.split_at_mut(head.min(dst.len()));
    let (s_head, s_body) = src.split_at(head.min(src.len()));
    d_head.copy_from_slice(s_head);
    let mut d_chunks = d_body.chunks_exact_mut(16);
    let mut s_chunks = s_body.chunks_exact(16);
    for (d, s) in d_chunks.by_ref().zip(s_chunks.by_ref()) {
        stream_16(d, s);
    }
    d_chunks
        .into_remainder()
        .copy_from_slice(s_chunks.remainder());
}

/// [`copy`] of two slices of equal length, without the feature.
#[cfg(not(all(feature = "non-temporal", target_arch = "x86_64")))]
#[inline(always)]
fn copy_equal(dst: &mut [u8], src: &[u8]) {
    dst.copy_from_slice(src);
}

/// One non-temporal 16-byte store of `src` into `dst` (both 16 bytes, `dst`
/// 16-byte aligned: [`copy`] starts at the first 16-byte boundary and steps
/// by 16 bytes; a plain copy otherwise).
#[cfg(all(feature = "non-temporal", target_arch = "x86_64"))]
#[inline(always)]
#[allow(unsafe_code)]
fn stream_16(dst: &mut [u8], src: &[u8]) {
    let (Ok(d), Ok(s)) = (<&mut [u8; 16]>::try_from(dst), <[u8; 16]>::try_from(src)) else {
        return;
    };
    if !(d.as_ptr() as usize).is_multiple_of(16) {
        d.copy_from_slice(&s);
        return;
    }
    let ptr: *mut [u8; 16] = d;
    // SAFETY: `ptr` comes from a live `&mut [u8; 16]`, so it is valid for a
    // 16-byte write and nothing else aliases it; it is 16-byte aligned
    // (checked above), as `MOVNTDQ` needs; the unaligned load reads the 16
    // bytes of the local array `s`. SSE2 (the instructions' feature) is part
    // of every x86-64 target.
    #[cfg(not(miri))]
    unsafe {
        use core::arch::x86_64::{__m128i, _mm_loadu_si128, _mm_stream_si128};
        let value = _mm_loadu_si128(s.as_ptr().cast::<__m128i>());
        _mm_stream_si128(ptr.cast::<__m128i>(), value)
    };
    // Miri cannot run the instruction: it checks the same write through the
    // same pointer (provenance, bounds, alignment).
    // SAFETY: as above.
    #[cfg(miri)]
    unsafe {
        ptr.cast::<u128>().write(u128::from_ne_bytes(s))
    };
}

/// Asks the processor to bring the cache line holding `buf[at]` into the cache
/// ahead of its use (`PREFETCHT0`), when [`ENABLED`] and `at` is inside `buf`;
/// else nothing.
#[inline(always)]
#[cfg_attr(
    all(feature = "non-temporal", target_arch = "x86_64"),
    allow(unsafe_code)
)]
pub(crate) fn prefetch(buf: &[u8], at: usize) {
    #[cfg(all(feature = "non-temporal", target_arch = "x86_64", not(miri)))]
    if let Some(byte) = buf.get(at) {
        use core::arch::x86_64::{_MM_HINT_T0, _mm_prefetch};
        // SAFETY: a prefetch is a hint: it reads no value into the program and
        // cannot fault, and the pointer is to a live byte of `buf`. SSE (the
        // instruction's feature) is part of every x86-64 target.
        unsafe { _mm_prefetch::<_MM_HINT_T0>((byte as *const u8).cast::<i8>()) }
    }
    #[cfg(not(all(feature = "non-temporal", target_arch = "x86_64", not(miri))))]
    let _ = (buf, at);
}

/// Orders the non-temporal stores before every later store (`SFENCE`); a
/// no-op unless [`ENABLED`].
#[inline]
#[cfg_attr(feature = "non-temporal", allow(unsafe_code))]
pub(crate) fn fence() {
    #[cfg(all(feature = "non-temporal", target_arch = "x86_64", not(miri)))]
    // SAFETY: `SFENCE` has no operands; SSE is part of every x86-64 target.
    unsafe {
        core::arch::x86_64::_mm_sfence()
    };
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every length and alignment copies exactly `src` and nothing around it.
    #[test]
    fn copies_exactly() {
        let src: [u8; 100] = core::array::from_fn(|i| i as u8 ^ 0x5A);
        // A 16-aligned buffer: offsets 0..16 give every alignment of the
        // 16-byte stores.
        let mut buf = [0u128; 8];
        for at in 0..16usize {
            for len in [
                0usize, 1, 7, 8, 9, 15, 16, 17, 24, 31, 48, 63, 64, 65, 72, 100,
            ] {
                buf = [0; 8];
                let bytes: &mut [u8; 128] = zerocopy::transmute_mut!(&mut buf);
                assert!(copy(&mut bytes[at..at + len], &src[..len]));
                fence();
                assert_eq!(&bytes[at..at + len], &src[..len], "at {at}, len {len}");
                assert!(bytes[..at].iter().all(|&b| b == 0), "at {at}, len {len}");
                assert!(
                    bytes[at + len..].iter().all(|&b| b == 0),
                    "at {at}, len {len}"
                );
            }
        }
        // Unequal lengths: nothing written.
        let bytes: &mut [u8; 128] = zerocopy::transmute_mut!(&mut buf);
        bytes.fill(0);
        assert!(!copy(&mut bytes[..8], &src[..9]));
        assert!(bytes.iter().all(|&b| b == 0));
    }

    /// A prefetch anywhere, inside `buf` or past its end, changes nothing.
    #[test]
    fn prefetch_is_only_a_hint() {
        let buf: [u8; 200] = core::array::from_fn(|i| i as u8);
        for at in [0, 1, 63, 64, 199, 200, 4096, usize::MAX] {
            prefetch(&buf, at);
        }
        assert!(buf.iter().enumerate().all(|(i, &b)| b == i as u8));
    }

    /// `tile` of one 2D and one 1D level through the non-temporal path (with
    /// the feature) puts every element where `element_address` says, and
    /// `detile` brings the image back.
    #[test]
    fn tile_puts_every_element_at_its_address() {
        use crate::tiling::config::{Config, Ps4TileMode};
        use crate::tiling::surface::{SurfaceInput, surface_info};
        use crate::tiling::tile::{detile, detile_streamed, tile_streamed, tiled_size};
        use crate::tiling::{AddrSurface, ElementCoord, Region, SurfaceAddresser};
        let (w, h) = (128u32, 64u32);
        for mode in [Ps4TileMode::Display2dThin, Ps4TileMode::Thin1dThin] {
            let info = surface_info(&Config::PS4, &SurfaceInput::new(mode.index(), 32, w, h))
                .expect("surface info");
            let a = SurfaceAddresser::new(&Config::PS4, &AddrSurface::from_surface_info(&info))
                .expect("addresser");
            let mut linear = [0u32; 128 * 64];
            for (i, v) in linear.iter_mut().enumerate() {
                *v = (i as u32).wrapping_mul(2_654_435_761);
            }
            let linear: &[u8; 128 * 64 * 4] = zerocopy::transmute_ref!(&linear);
            let mut tiled = [0u8; 128 * 64 * 4];
            assert_eq!(tiled_size(&a), Ok(tiled.len() as u64));
            // Non-temporal stores (with the feature) even below `MIN_BYTES`.
            tile_streamed(&a, Region::new(w, h), linear, &mut tiled, true).expect("tile");
            for y in 0..h {
                for x in 0..w {
                    let at = a.element_address(ElementCoord::new(x, y)).expect("address");
                    let (t, l) = (at.byte as usize, ((y * w + x) * 4) as usize);
                    assert_eq!(tiled[t..t + 4], linear[l..l + 4], "{mode:?} ({x}, {y})");
                }
            }
            let mut back = [0u8; 128 * 64 * 4];
            detile(&a, Region::new(w, h), &tiled, &mut back).expect("detile");
            assert!(back == *linear, "{mode:?}");
            // The staged detile (prefetches and non-temporal rows with the
            // feature) even below `MIN_BYTES`.
            let mut staged = [0u8; 128 * 64 * 4];
            detile_streamed(&a, Region::new(w, h), &tiled, &mut staged, true).expect("detile");
            assert!(staged == *linear, "{mode:?}");
        }
    }
}
