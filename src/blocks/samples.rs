//! Multi-sample patterns: where the samples of a pixel lie, as the scan
//! converter reads them from `PA_SC_AA_SAMPLE_LOCS_PIXEL_*`, and the two
//! values that follow from the positions, the centroid order
//! (`PA_SC_CENTROID_PRIORITY_0/1`) and the largest offset
//! (`PA_SC_AA_CONFIG.MAX_SAMPLE_DIST`). [`Raster`](super::raster::Raster)
//! writes them, with the rest of the multi-sample state
//! ([`Raster::with_samples`](super::raster::Raster::with_samples),
//! [`Raster::with_sample_pattern`](super::raster::Raster::with_sample_pattern)).
//!
//! A position is an offset from the pixel centre in 1/16 pixel, `x` to the
//! right and `y` down, each in `-8..=7` (−8 is the pixel's left or top
//! edge). The hardware keeps one set of positions for each pixel of a 2×2
//! quad: `X0Y0` (top left), `X1Y0` (top right), `X0Y1` (bottom left) and
//! `X1Y1` (bottom right), four registers each (`_0` .. `_3`). Sample `i`
//! of a pixel is in register `_(i / 4)`: its `x` in bits `8·(i mod 4) + 3
//! .. 8·(i mod 4)` (`Sn_X`) and its `y` in the four bits above (`Sn_Y`),
//! each a 4-bit two's complement number. Fields of samples past the count
//! are written 0.
//!
//! [`SamplePattern::standard`] is the standard pattern of D3D and Vulkan
//! (Mesa's `vk_standard_sample_locations.c`, the tables RADV writes in
//! `radv_emit_default_sample_locations` and AMD PAL's
//! `GfxDevice::DefaultSamplePattern`). Its 4-sample pattern, in the same
//! place in every pixel of the quad (`+` is the pixel centre, one column or
//! row per 2/16 pixel):
//!
//! ```text
//!        x: -8  -6  -4  -2   0   2   4   6
//!   y: -8    .   .   .   .   .   .   .   .
//!      -6    .   .   .   0   .   .   .   .
//!      -4    .   .   .   .   .   .   .   .
//!      -2    .   .   .   .   .   .   .   1
//!       0    .   .   .   .   +   .   .   .
//!       2    .   2   .   .   .   .   .   .
//!       4    .   .   .   .   .   .   .   .
//!       6    .   .   .   .   .   3   .   .
//! ```
//!
//! | sample | `x` | `y` | nibbles (`Sn_X`, `Sn_Y`) | bits of `PA_SC_AA_SAMPLE_LOCS_PIXEL_X0Y0_0` |
//! |---|---|---|---|---|
//! | 0 | −2 | −6 | `0xE`, `0xA` | 3..0, 7..4 |
//! | 1 | 6 | −2 | `0x6`, `0xE` | 11..8, 15..12 |
//! | 2 | −6 | 2 | `0xA`, `0x2` | 19..16, 23..20 |
//! | 3 | 2 | 6 | `0x2`, `0x6` | 27..24, 31..28 |
//!
//! so `PA_SC_AA_SAMPLE_LOCS_PIXEL_X0Y0_0` (and `X1Y0_0`, `X0Y1_0`,
//! `X1Y1_0`) is `0x622A_E6AE` and the other twelve registers 0. All four
//! samples are √40 from the centre, so the centroid order is the sample
//! order, `0, 1, 2, 3` repeated through the sixteen 4-bit
//! `DISTANCE_n` fields (`0x3210_3210` in both `PA_SC_CENTROID_PRIORITY`
//! registers), and the largest coordinate is 6 (`MAX_SAMPLE_DIST = 6`).
//!
//! ```
//! use gcn::blocks::samples::{SampleCount, SamplePattern, SamplePosition};
//!
//! let standard = SamplePattern::standard(SampleCount::X4);
//! assert_eq!(standard.locations()[0], 0x622A_E6AE);
//! assert_eq!(standard.centroid_priority(), [0x3210_3210, 0x3210_3210]);
//! assert_eq!(standard.max_sample_dist(), 6);
//!
//! // Two samples on a horizontal line through the centre.
//! let at = |x, y| SamplePosition::new(x, y);
//! let custom = SamplePattern::new(SampleCount::X2, &[at(-4, 0)?, at(4, 0)?])?;
//! assert_eq!(custom.locations()[0], 0x0000_040C); // nibbles C, 0, 4, 0
//! assert!(SamplePosition::new(8, 0).is_err()); // 8/16 is outside the pixel
//! assert!(SampleCount::new(3).is_err());
//! # Ok::<(), gcn::blocks::Error>(())
//! ```

use super::Error;
use crate::regs::{
    PaScAaSampleLocsPixelX0y00 as LocsA, PaScAaSampleLocsPixelX0y01 as LocsB,
    PaScAaSampleLocsPixelX0y03 as LocsD, PaScCentroidPriority0 as Centroid0,
    PaScCentroidPriority1 as Centroid1,
};

/// Samples per pixel: 1, 2, 4, 8 or 16 (`PA_SC_AA_CONFIG.MSAA_NUM_SAMPLES`
/// holds its log2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
#[repr(u8)]
pub enum SampleCount {
    /// One sample: no multisampling.
    #[default]
    X1 = 0,
    /// Two samples.
    X2 = 1,
    /// Four samples.
    X4 = 2,
    /// Eight samples.
    X8 = 3,
    /// Sixteen samples.
    X16 = 4,
}

impl SampleCount {
    /// The count `count`, or [`Error::InvalidSampleCount`] for anything
    /// but 1, 2, 4, 8 and 16.
    #[inline]
    pub const fn new(count: u32) -> Result<SampleCount, Error> {
        match count {
            1 => Ok(SampleCount::X1),
            2 => Ok(SampleCount::X2),
            4 => Ok(SampleCount::X4),
            8 => Ok(SampleCount::X8),
            16 => Ok(SampleCount::X16),
            _ => Err(Error::InvalidSampleCount { count }),
        }
    }

    /// The count whose log2 is `log2` (a `MSAA_NUM_SAMPLES` value), if it is 0..=4.
    #[inline]
    pub const fn from_log2(log2: u8) -> Option<SampleCount> {
        match log2 {
            0 => Some(SampleCount::X1),
            1 => Some(SampleCount::X2),
            2 => Some(SampleCount::X4),
            3 => Some(SampleCount::X8),
            4 => Some(SampleCount::X16),
            _ => None,
        }
    }

    /// The number of samples.
    #[inline]
    pub const fn count(self) -> u32 {
        1 << self as u32
    }

    /// Its log2, as the `*_NUM_SAMPLES` and `*_SAMPLES` fields hold it.
    #[inline]
    pub const fn log2(self) -> u8 {
        self as u8
    }
}

/// One sample's offset from the pixel centre in 1/16 pixel: `x` to the
/// right, `y` down, each in `-8..=7`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct SamplePosition {
    x: i8,
    y: i8,
}

impl SamplePosition {
    /// The pixel centre, `(0, 0)`.
    pub const CENTER: SamplePosition = SamplePosition { x: 0, y: 0 };

    /// The position `(x, y)`, or [`Error::SamplePositionOutOfRange`] when a
    /// coordinate is outside `-8..=7`.
    #[inline]
    pub const fn new(x: i8, y: i8) -> Result<SamplePosition, Error> {
        if x < -8 || x > 7 || y < -8 || y > 7 {
            return Err(Error::SamplePositionOutOfRange { x, y });
        }
        Ok(SamplePosition { x, y })
    }

    /// The horizontal offset in 1/16 pixel (right is positive).
    #[inline]
    pub const fn x(self) -> i8 {
        self.x
    }

    /// The vertical offset in 1/16 pixel (down is positive).
    #[inline]
    pub const fn y(self) -> i8 {
        self.y
    }

    /// The position of two 4-bit two's complement fields (`Sn_X` in the
    /// low nibble of `bits`, `Sn_Y` in the next one).
    #[inline]
    const fn from_nibbles(bits: u32) -> SamplePosition {
        SamplePosition {
            x: sign_extend4(bits),
            y: sign_extend4(bits >> 4),
        }
    }

    /// The `Sn_X`, `Sn_Y` nibble pair of the position (x low).
    #[inline]
    const fn nibbles(self) -> u32 {
        (self.x as u8 as u32 & 0xF) | ((self.y as u8 as u32 & 0xF) << 4)
    }

    /// The square of the distance from the pixel centre, in (1/16 pixel)².
    #[inline]
    const fn distance_squared(self) -> u32 {
        let (x, y) = (self.x.unsigned_abs() as u32, self.y.unsigned_abs() as u32);
        // At most 8² + 8².
        x.wrapping_mul(x).wrapping_add(y.wrapping_mul(y))
    }
}

// The nibble layout `nibbles`, `shift_of` and `centroid_priority` write by
// hand: the generated fields of the location and centroid registers.
static_assertions::const_assert_eq!(
    LocsA::new()
        .with_s0_y(0xF)
        .with_s1_x(1)
        .with_s2_x(2)
        .with_s3_y(3)
        .into_bits(),
    0xF << 4 | 1 << 8 | 2 << 16 | 3 << 28
);
static_assertions::const_assert_eq!(
    LocsB::new().with_s4_x(1).with_s7_y(2).into_bits(),
    1 | 2 << 28
);
static_assertions::const_assert_eq!(
    LocsD::new().with_s12_x(1).with_s15_y(2).into_bits(),
    1 | 2 << 28
);
static_assertions::const_assert_eq!(
    Centroid0::new()
        .with_distance_1(0xF)
        .with_distance_7(1)
        .into_bits(),
    0xF << 4 | 1 << 28
);
static_assertions::const_assert_eq!(
    Centroid1::new()
        .with_distance_8(1)
        .with_distance_15(2)
        .into_bits(),
    1 | 2 << 28
);

/// The low 4 bits of `bits` as a two's complement number, `-8..=7`.
#[inline]
const fn sign_extend4(bits: u32) -> i8 {
    (((bits & 0xF) as u8) << 4) as i8 >> 4
}

/// The pixels of a 2×2 quad in register order.
pub const QUAD_PIXELS: usize = 4;
/// Location registers per pixel (`_0` .. `_3`, four samples each).
const REGS_PER_PIXEL: usize = 4;
/// Every `PA_SC_AA_SAMPLE_LOCS_PIXEL_*` register.
pub const LOCATION_REGISTERS: usize = QUAD_PIXELS * REGS_PER_PIXEL;
/// The most samples a pixel has.
const MAX_SAMPLES: usize = 16;

/// The location register of sample `sample` (below 16) of pixel `pixel`
/// (below 4), `0..16` in register order.
#[inline]
const fn register_of(pixel: usize, sample: usize) -> usize {
    pixel.wrapping_mul(REGS_PER_PIXEL).wrapping_add(sample / 4)
}

/// The shift of sample `sample`'s `Sn_X` field in its register (its `Sn_Y`
/// is 4 bits above).
#[inline]
const fn shift_of(sample: usize) -> u32 {
    ((sample % 4) as u32).wrapping_mul(8)
}

/// A pattern of sample positions for a 2×2 quad of pixels and a sample
/// count, kept as the 16 `PA_SC_AA_SAMPLE_LOCS_PIXEL_*` dwords.
///
/// Build the standard pattern with [`SamplePattern::standard`], your own
/// with [`SamplePattern::new`] (the same positions in every pixel) or
/// [`SamplePattern::per_pixel`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SamplePattern {
    count: SampleCount,
    locations: [u32; LOCATION_REGISTERS],
}

/// `(x, y)` pairs of the standard pattern of each count, sample order
/// (Mesa `vk_standard_sample_locations.c` in 1/16 pixel from the centre:
/// `floor((location − 0.5) × 16)`, as `radv_convert_user_sample_locs`
/// converts it).
const STANDARD_1X: [(i8, i8); 1] = [(0, 0)];
const STANDARD_2X: [(i8, i8); 2] = [(4, 4), (-4, -4)];
const STANDARD_4X: [(i8, i8); 4] = [(-2, -6), (6, -2), (-6, 2), (2, 6)];
const STANDARD_8X: [(i8, i8); 8] = [
    (1, -3),
    (-1, 3),
    (5, 1),
    (-3, -5),
    (-5, 5),
    (-7, -1),
    (3, 7),
    (7, -7),
];
const STANDARD_16X: [(i8, i8); 16] = [
    (1, 1),
    (-1, -3),
    (-3, 2),
    (4, -1),
    (-5, -2),
    (2, 5),
    (5, 3),
    (3, -5),
    (-2, 6),
    (0, -7),
    (-4, -6),
    (-6, 4),
    (-8, 0),
    (7, -4),
    (6, 7),
    (-7, -8),
];

/// The four location dwords of one pixel holding `positions` (at most 16,
/// each already in `-8..=7`).
const fn pixel_words(positions: &[(i8, i8)]) -> [u32; REGS_PER_PIXEL] {
    let mut words = [0u32; REGS_PER_PIXEL];
    let mut i = 0usize;
    let mut rest = positions;
    while let [(x, y), tail @ ..] = rest {
        let nibbles = SamplePosition { x: *x, y: *y }.nibbles();
        if let Some((_, [w, ..])) = words.split_at_mut_checked(register_of(0, i)) {
            *w |= nibbles << shift_of(i);
        }
        i = i.wrapping_add(1);
        rest = tail;
    }
    words
}

/// The standard locations of `positions` repeated in the four pixels.
const fn quad_words(positions: &[(i8, i8)]) -> [u32; LOCATION_REGISTERS] {
    let pixel = pixel_words(positions);
    let mut out = [0u32; LOCATION_REGISTERS];
    let mut r = 0usize;
    while r < LOCATION_REGISTERS {
        if let (Some((_, [o, ..])), Some((_, [p, ..]))) = (
            out.split_at_mut_checked(r),
            pixel.split_at_checked(r % REGS_PER_PIXEL),
        ) {
            *o = *p;
        }
        r = r.wrapping_add(1);
    }
    out
}

/// The standard patterns, indexed by log2 of the count.
const STANDARD: [[u32; LOCATION_REGISTERS]; 5] = [
    quad_words(&STANDARD_1X),
    quad_words(&STANDARD_2X),
    quad_words(&STANDARD_4X),
    quad_words(&STANDARD_8X),
    quad_words(&STANDARD_16X),
];

impl SamplePattern {
    /// The standard pattern of `count` (D3D's and Vulkan's standard sample
    /// locations; the same positions in the four pixels), in 1/16 pixel
    /// from the centre:
    ///
    /// - 1: `(0, 0)`
    /// - 2: `(4, 4) (−4, −4)`
    /// - 4: `(−2, −6) (6, −2) (−6, 2) (2, 6)`
    /// - 8: `(1, −3) (−1, 3) (5, 1) (−3, −5) (−5, 5) (−7, −1) (3, 7) (7, −7)`
    /// - 16: `(1, 1) (−1, −3) (−3, 2) (4, −1) (−5, −2) (2, 5) (5, 3) (3, −5)
    ///   (−2, 6) (0, −7) (−4, −6) (−6, 4) (−8, 0) (7, −4) (6, 7) (−7, −8)`
    ///
    /// Each list is sorted by distance from the centre, so the centroid
    /// order is the sample order. radeonsi (`si_state_msaa.c`) lists the
    /// same positions in another order for EQAA and moves the 16-sample
    /// pattern's −8 coordinates to −7; pass such positions to
    /// [`SamplePattern::new`] to write them. A sample on the pixel's left or
    /// top edge (−8, here in the 16-sample pattern) must not be excluded
    /// by `PA_SU_PRIM_FILTER_CNTL.XMAX_RIGHT_EXCLUSION` /
    /// `YMAX_BOTTOM_EXCLUSION` (gfx7 on): RADV clears them for such
    /// positions and sets them otherwise; no block here writes that
    /// register.
    #[inline]
    pub const fn standard(count: SampleCount) -> SamplePattern {
        let locations = match STANDARD.split_at_checked(count as usize) {
            Some((_, [l, ..])) => *l,
            _ => [0; LOCATION_REGISTERS],
        };
        SamplePattern { count, locations }
    }

    /// `positions` (one per sample, in sample order) in each pixel of the quad.
    ///
    /// # Errors
    /// [`Error::OutOfRange`] (`sample positions`) unless there are
    /// `count` positions.
    #[inline]
    pub const fn new(
        count: SampleCount,
        positions: &[SamplePosition],
    ) -> Result<SamplePattern, Error> {
        SamplePattern::per_pixel(count, [positions, positions, positions, positions])
    }

    /// A pattern with its own positions in each pixel of the quad, in
    /// register order: `X0Y0` (top left), `X1Y0` (top right), `X0Y1`
    /// (bottom left), `X1Y1` (bottom right).
    ///
    /// # Errors
    /// [`Error::OutOfRange`] (`sample positions`) unless each pixel has
    /// `count` positions.
    pub const fn per_pixel(
        count: SampleCount,
        pixels: [&[SamplePosition]; QUAD_PIXELS],
    ) -> Result<SamplePattern, Error> {
        let mut locations = [0u32; LOCATION_REGISTERS];
        let mut p = 0usize;
        while p < QUAD_PIXELS {
            let positions = match pixels.split_at_checked(p) {
                Some((_, [positions, ..])) => *positions,
                _ => &[],
            };
            if positions.len() != count.count() as usize {
                return Err(Error::OutOfRange {
                    field: "sample positions",
                    // Saturated only where a length does not fit 32 bits.
                    value: if positions.len() > u32::MAX as usize {
                        u32::MAX
                    } else {
                        positions.len() as u32
                    },
                    min: count.count(),
                    max: count.count(),
                });
            }
            let mut i = 0usize;
            while let Some((_, [position, ..])) = positions.split_at_checked(i) {
                if let Some((_, [w, ..])) = locations.split_at_mut_checked(register_of(p, i)) {
                    *w |= position.nibbles() << shift_of(i);
                }
                i = i.wrapping_add(1);
            }
            p = p.wrapping_add(1);
        }
        Ok(SamplePattern { count, locations })
    }

    /// The pattern the 16 `PA_SC_AA_SAMPLE_LOCS_PIXEL_*` dwords hold for
    /// `count` samples, in register order (`X0Y0_0..3`, `X1Y0_0..3`,
    /// `X0Y1_0..3`, `X1Y1_0..3`), every bit kept.
    #[inline]
    pub const fn from_registers(
        count: SampleCount,
        locations: [u32; LOCATION_REGISTERS],
    ) -> SamplePattern {
        SamplePattern { count, locations }
    }

    /// The sample count.
    #[inline]
    pub const fn count(&self) -> SampleCount {
        self.count
    }

    /// The position of sample `sample` of pixel `pixel` (0 `X0Y0`, 1
    /// `X1Y0`, 2 `X0Y1`, 3 `X1Y1`), or `None` past the count or the quad.
    #[inline]
    pub const fn position(&self, pixel: usize, sample: usize) -> Option<SamplePosition> {
        if pixel >= QUAD_PIXELS || sample >= self.count.count() as usize {
            return None;
        }
        match self.locations.split_at_checked(register_of(pixel, sample)) {
            Some((_, [w, ..])) => Some(SamplePosition::from_nibbles(*w >> shift_of(sample))),
            _ => None,
        }
    }

    /// The `PA_SC_AA_SAMPLE_LOCS_PIXEL_*` dwords in register order
    /// (`X0Y0_0..3`, `X1Y0_0..3`, `X0Y1_0..3`, `X1Y1_0..3`).
    #[inline]
    pub const fn locations(&self) -> [u32; LOCATION_REGISTERS] {
        self.locations
    }

    /// `PA_SC_CENTROID_PRIORITY_0` and `_1`: the samples of the top-left
    /// pixel (`X0Y0`) from the nearest to the centre to the farthest
    /// (equal distances in sample order), `DISTANCE_n` the `n`-th nearest,
    /// the list repeated to fill the 16 fields when there are fewer
    /// samples. The order AMD PAL (`SetCentroidPriorities`) and RADV
    /// (`radv_compute_centroid_priority`) compute.
    pub const fn centroid_priority(&self) -> [u32; 2] {
        let n = self.count.count() as usize;
        let mut distances = [u32::MAX; MAX_SAMPLES];
        let mut s = 0usize;
        while s < n {
            if let (Some(p), Some((_, [d, ..]))) =
                (self.position(0, s), distances.split_at_mut_checked(s))
            {
                *d = p.distance_squared();
            }
            s = s.wrapping_add(1);
        }
        let mut order = [0u32; MAX_SAMPLES];
        let mut rank = 0usize;
        while rank < n {
            // The nearest sample not yet ranked (the first of equals).
            let mut nearest = 0usize;
            let mut j = 1usize;
            while j < n {
                if let (Some((_, [dj, ..])), Some((_, [dn, ..]))) = (
                    distances.split_at_checked(j),
                    distances.split_at_checked(nearest),
                ) && *dj < *dn
                {
                    nearest = j;
                }
                j = j.wrapping_add(1);
            }
            if let Some((_, [o, ..])) = order.split_at_mut_checked(rank) {
                *o = nearest as u32;
            }
            if let Some((_, [d, ..])) = distances.split_at_mut_checked(nearest) {
                // Ranked: never the nearest again (real distances are at most 128).
                *d = u32::MAX;
            }
            rank = rank.wrapping_add(1);
        }
        let mut words = [0u32; 2];
        let mut field = 0usize;
        while field < MAX_SAMPLES {
            // n is a power of two: field mod n.
            let sample = match order.split_at_checked(field & n.wrapping_sub(1)) {
                Some((_, [s, ..])) => *s,
                _ => 0,
            };
            if let Some((_, [w, ..])) = words.split_at_mut_checked(field / 8) {
                *w |= (sample & 0xF) << ((field % 8) as u32).wrapping_mul(4);
            }
            field = field.wrapping_add(1);
        }
        words
    }

    /// `PA_SC_AA_CONFIG.MAX_SAMPLE_DIST`: the largest `|x|` or `|y|` of
    /// any sample of the four pixels, 0..=8 (AMD PAL's
    /// `ComputeMaxSampleDistance`; RADV computes the same for custom
    /// locations).
    pub const fn max_sample_dist(&self) -> u8 {
        let mut max = 0u8;
        let mut pixel = 0usize;
        while pixel < QUAD_PIXELS {
            let mut s = 0usize;
            while let Some(p) = self.position(pixel, s) {
                let (x, y) = (p.x.unsigned_abs(), p.y.unsigned_abs());
                if x > max {
                    max = x;
                }
                if y > max {
                    max = y;
                }
                s = s.wrapping_add(1);
            }
            pixel = pixel.wrapping_add(1);
        }
        max
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    extern crate std;
    use std::vec::Vec;

    /// The standard tables hold what the module's `standard` doc lists, in
    /// range, sorted by distance (so the centroid order is the identity).
    #[test]
    fn standard_positions_round_trip_through_the_nibbles() {
        for (count, table) in [
            (SampleCount::X1, &STANDARD_1X[..]),
            (SampleCount::X2, &STANDARD_2X[..]),
            (SampleCount::X4, &STANDARD_4X[..]),
            (SampleCount::X8, &STANDARD_8X[..]),
            (SampleCount::X16, &STANDARD_16X[..]),
        ] {
            let pattern = SamplePattern::standard(count);
            assert_eq!(table.len(), count.count() as usize);
            for pixel in 0..QUAD_PIXELS {
                for (i, &(x, y)) in table.iter().enumerate() {
                    assert_eq!(
                        pattern.position(pixel, i),
                        Some(SamplePosition::new(x, y).unwrap())
                    );
                }
                assert_eq!(pattern.position(pixel, table.len()), None);
            }
            let positions: Vec<_> = table
                .iter()
                .map(|&(x, y)| SamplePosition::new(x, y).unwrap())
                .collect();
            assert_eq!(SamplePattern::new(count, &positions).unwrap(), pattern);
            let d: Vec<_> = positions.iter().map(|p| p.distance_squared()).collect();
            assert!(d.is_sorted(), "{count:?}: {d:?}");
        }
    }

    #[test]
    fn every_nibble_decodes_to_its_coordinate() {
        for v in -8i8..=7 {
            let p = SamplePosition::new(v, -1 - v).unwrap();
            assert_eq!(SamplePosition::from_nibbles(p.nibbles()), p);
        }
    }
}
