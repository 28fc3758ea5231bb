//! Non-temporal stores for [`tile`](super::tile::tile): copies into tiled
//! memory that do not read the destination's cache lines first.
//!
//! An ordinary store to a line that is not in the cache reads the line from
//! memory before writing it; a large copy through ordinary stores so moves
//! three bytes of memory traffic for each byte copied. A non-temporal store
//! writes the line without reading it, as the C library's `memcpy` does for
//! copies larger than the cache. With the `non-temporal` feature on x86-64,
//! [`tile`](super::tile::tile) and [`tile_rect`](super::tile::tile_rect)
//! write each micro tile's block (whole cache lines) this way and end with a
//! store fence; without it, or on other targets, [`copy`] is
//! `copy_from_slice`. `benches/README.md` has the measurements that justify
//! it.
//!
//! The one `unsafe` operation is the 8-byte non-temporal store itself
//! (`_mm_stream_si64`), on a pointer taken from an 8-byte chunk of a
//! `&mut [u8]` and aligned to 8 bytes: each store writes exactly the chunk
//! the borrow covers. The unit tests below run under Miri (`.ci/run`), which
//! checks that write through the same pointer (it cannot run the
//! instruction itself).

/// Whether [`copy`] uses non-temporal stores.
pub(crate) const ENABLED: bool = cfg!(all(feature = "non-temporal", target_arch = "x86_64"));

/// Smallest tiled level written with non-temporal stores: a smaller one
/// likely stays in the last-level cache, where ordinary stores are faster
/// (the bench's 8 MiB BC1 level tiles at 0.38-0.54 of a copy with them,
/// 0.67-0.72 without).
pub(crate) const MIN_BYTES: usize = 16 << 20;

/// Whether `tile` writes a tiled level of `bytes` with non-temporal stores.
#[inline]
pub(crate) const fn worth_it(bytes: usize) -> bool {
    ENABLED && bytes >= MIN_BYTES
}

/// Copies `src` into `dst` when their lengths are equal (else nothing, and
/// `false`), with non-temporal stores when [`ENABLED`] and `dst` is 8-byte
/// aligned.
#[inline(always)]
pub(crate) fn copy(dst: &mut [u8], src: &[u8]) -> bool {
    if dst.len() != src.len() {
        return false;
    }
    #[cfg(all(feature = "non-temporal", target_arch = "x86_64"))]
    if (dst.as_ptr() as usize).is_multiple_of(8) {
        for (d, s) in dst.chunks_exact_mut(8).zip(src.chunks_exact(8)) {
            stream_8(d, s);
        }
        let tail = dst.len() & !7;
        if let (Some(d), Some(s)) = (dst.get_mut(tail..), src.get(tail..)) {
            d.copy_from_slice(s);
        }
        return true;
    }
    dst.copy_from_slice(src);
    true
}

/// One non-temporal 8-byte store of `src` into `dst` (both 8 bytes, `dst`
/// 8-byte aligned: [`copy`] checked the alignment of the first chunk, and
/// every chunk is 8 bytes after it).
#[cfg(all(feature = "non-temporal", target_arch = "x86_64"))]
#[inline(always)]
#[allow(unsafe_code)]
fn stream_8(dst: &mut [u8], src: &[u8]) {
    let (Ok(d), Ok(s)) = (<&mut [u8; 8]>::try_from(dst), <[u8; 8]>::try_from(src)) else {
        return;
    };
    let value = i64::from_ne_bytes(s);
    let ptr: *mut i64 = (d as *mut [u8; 8]).cast();
    // SAFETY: `ptr` comes from a live `&mut [u8; 8]`, so it is valid for an
    // 8-byte write and nothing else aliases it; `copy` only calls this on
    // 8-byte aligned chunks, the alignment `i64` needs. SSE2 (the
    // instruction's feature) is part of every x86-64 target.
    #[cfg(not(miri))]
    unsafe {
        core::arch::x86_64::_mm_stream_si64(ptr, value)
    };
    // Miri cannot run the instruction (inline assembly): it checks the same
    // write through the same pointer (provenance, bounds, alignment).
    // SAFETY: as above.
    #[cfg(miri)]
    unsafe {
        ptr.write(value)
    };
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
        let src: [u8; 80] = core::array::from_fn(|i| i as u8 ^ 0x5A);
        // An 8-aligned buffer: offsets 0..8 give every alignment.
        let mut buf = [0u64; 12];
        for at in 0..8usize {
            for len in [0usize, 1, 7, 8, 9, 16, 31, 64, 72] {
                buf = [0; 12];
                let bytes: &mut [u8; 96] = bytemuck_bytes(&mut buf);
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
        let bytes: &mut [u8; 96] = bytemuck_bytes(&mut buf);
        bytes.fill(0);
        assert!(!copy(&mut bytes[..8], &src[..9]));
        assert!(bytes.iter().all(|&b| b == 0));
    }

    /// `tile` of one 2D and one 1D level through the non-temporal path (with
    /// the feature) puts every element where `element_address` says, and
    /// `detile` brings the image back.
    #[test]
    fn tile_puts_every_element_at_its_address() {
        use crate::tiling::config::{Config, Ps4TileMode};
        use crate::tiling::surface::{SurfaceInput, surface_info};
        use crate::tiling::tile::{detile, tile_streamed, tiled_size};
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
        }
    }

    /// The bytes of `words`, as one array (safe: through `zerocopy`).
    fn bytemuck_bytes(words: &mut [u64; 12]) -> &mut [u8; 96] {
        zerocopy::transmute_mut!(words)
    }
}
