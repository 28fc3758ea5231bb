//! Sample patterns: the location, centroid-priority and `MAX_SAMPLE_DIST`
//! words of the standard patterns and of custom positions, against Mesa's
//! and AMD PAL's tables worked out by hand, and the refused inputs.
//!
//! A location dword holds samples `4r .. 4r + 3` of a pixel, each as an
//! `(x, y)` pair of 4-bit two's complement nibbles from the low bits up
//! (Mesa's `FILL_SREG(s0x, s0y, s1x, s1y, s2x, s2y, s3x, s3y)`): −1 is
//! `0xF`, −8 is `0x8`.

use gcn::blocks::Error;
use gcn::blocks::samples::{SampleCount, SamplePattern, SamplePosition};

/// The pattern's 16 location dwords: `first` (the `_0 .. _3` registers of
/// one pixel) repeated in the four pixels of the quad.
fn quad(first: [u32; 4]) -> [u32; 16] {
    let mut out = [0; 16];
    for pixel in out.chunks_mut(4) {
        pixel.copy_from_slice(&first);
    }
    out
}

fn positions(pairs: &[(i8, i8)]) -> Vec<SamplePosition> {
    pairs
        .iter()
        .map(|&(x, y)| SamplePosition::new(x, y).unwrap())
        .collect()
}

/// The standard patterns of 1, 2, 4 and 8 samples are RADV's
/// (`radv_device.c`: `sample_locs_1x .. sample_locs_8x`,
/// `centroid_priority_*`, `max_dist_*`, written by
/// `radv_emit_default_sample_locations`); 16 samples are Mesa's Vulkan
/// standard locations (`vk_standard_sample_locations.c`,
/// `sample_locations_state_16x`) in 1/16 pixel from the centre,
/// `floor((location − 0.5) × 16)` as `radv_convert_user_sample_locs`
/// converts them.
#[test]
fn standard_patterns_are_mesas_tables() {
    // 1x: FILL_SREG(0, 0, 0, 0, 0, 0, 0, 0): the one sample at the centre.
    let p = SamplePattern::standard(SampleCount::X1);
    assert_eq!(p.locations(), [0; 16]);
    assert_eq!(p.centroid_priority(), [0, 0]); // centroid_priority_1x
    assert_eq!(p.max_sample_dist(), 0); // max_dist_1x

    // 2x: FILL_SREG(4, 4, -4, -4, 0, 0, 0, 0): nibbles 4, 4, C, C -> 0xCC44.
    let p = SamplePattern::standard(SampleCount::X2);
    assert_eq!(p.locations(), quad([0x0000_CC44, 0, 0, 0]));
    // Both samples at distance² 32: order 0, 1 repeated (centroid_priority_2x).
    assert_eq!(p.centroid_priority(), [0x1010_1010, 0x1010_1010]);
    assert_eq!(p.max_sample_dist(), 4); // max_dist_2x

    // 4x: FILL_SREG(-2, -6, 6, -2, -6, 2, 2, 6): nibbles E, A, 6, E, A, 2, 2, 6.
    let p = SamplePattern::standard(SampleCount::X4);
    assert_eq!(p.locations(), quad([0x622A_E6AE, 0, 0, 0]));
    // All four at distance² 40: order 0..3 (centroid_priority_4x).
    assert_eq!(p.centroid_priority(), [0x3210_3210, 0x3210_3210]);
    assert_eq!(p.max_sample_dist(), 6); // max_dist_4x

    // 8x: FILL_SREG(1, -3, -1, 3, 5, 1, -3, -5) -> nibbles 1, D, F, 3, 5, 1, D, B;
    //     FILL_SREG(-5, 5, -7, -1, 3, 7, 7, -7) -> nibbles B, 5, 9, F, 3, 7, 7, 9.
    let p = SamplePattern::standard(SampleCount::X8);
    assert_eq!(p.locations(), quad([0xBD15_3FD1, 0x9773_F95B, 0, 0]));
    // Distances² 10, 10, 26, 34, 50, 50, 58, 98: already sorted
    // (centroid_priority_8x = 0x7654321076543210).
    assert_eq!(p.centroid_priority(), [0x7654_3210, 0x7654_3210]);
    assert_eq!(p.max_sample_dist(), 7); // max_dist_8x

    // 16x: (1, 1) (-1, -3) (-3, 2) (4, -1)   -> 1, 1, F, D, D, 2, 4, F
    //      (-5, -2) (2, 5) (5, 3) (3, -5)    -> B, E, 2, 5, 5, 3, 3, B
    //      (-2, 6) (0, -7) (-4, -6) (-6, 4)  -> E, 6, 0, 9, C, A, A, 4
    //      (-8, 0) (7, -4) (6, 7) (-7, -8)   -> 8, 0, 7, C, 6, 7, 9, 8
    let p = SamplePattern::standard(SampleCount::X16);
    assert_eq!(
        p.locations(),
        quad([0xF42D_DF11, 0xB335_52EB, 0x4AAC_906E, 0x8976_C708])
    );
    // Distances² 2, 10, 13, 17, 29, 29, 34, 34, 40, 49, 52, 52, 64, 65,
    // 85, 113: sorted, so DISTANCE_n = n.
    assert_eq!(p.centroid_priority(), [0x7654_3210, 0xFEDC_BA98]);
    // (-8, 0) and (-7, -8): 8, as PAL's ComputeMaxSampleDistance gives for
    // its 16x DefaultSamplePattern, which has the same -8 coordinates.
    assert_eq!(p.max_sample_dist(), 8);
}

/// radeonsi's EQAA-ordered tables (`si_state_msaa.c`), given as custom
/// positions, give radeonsi's `FILL_SREG` dwords and `si_msaa_max_distance`.
/// The centroid order is PAL's and RADV's (nearest first, equal distances in
/// sample order): the same as radeonsi's `centroid_priority_2x` / `_4x`,
/// where every distance is equal, and another order of equals for 8 and 16.
#[test]
fn radeonsi_positions_as_a_custom_pattern() {
    // sample_locs_2x = FILL_SREG(-4, -4, 4, 4, 0, 0, 0, 0): C, C, 4, 4.
    let p = SamplePattern::new(SampleCount::X2, &positions(&[(-4, -4), (4, 4)])).unwrap();
    assert_eq!(p.locations(), quad([0x0000_44CC, 0, 0, 0]));
    assert_eq!(p.centroid_priority(), [0x1010_1010; 2]); // centroid_priority_2x
    assert_eq!(p.max_sample_dist(), 4); // si_msaa_max_distance[1]

    // sample_locs_4x = FILL_SREG(-2, -6, 2, 6, -6, 2, 6, -2): E, A, 2, 6, A, 2, 6, E.
    let p = SamplePattern::new(
        SampleCount::X4,
        &positions(&[(-2, -6), (2, 6), (-6, 2), (6, -2)]),
    )
    .unwrap();
    assert_eq!(p.locations(), quad([0xE62A_62AE, 0, 0, 0]));
    assert_eq!(p.centroid_priority(), [0x3210_3210; 2]); // centroid_priority_4x
    assert_eq!(p.max_sample_dist(), 6); // si_msaa_max_distance[2]

    // sample_locs_8x = FILL_SREG(-3, -5, 5, 1, -1, 3, 7, -7) -> D, B, 5, 1, F, 3, 7, 9
    //                  FILL_SREG(-7, -1, 3, 7, -5, 5, 1, -3) -> 9, F, 3, 7, B, 5, 1, D
    let p = SamplePattern::new(
        SampleCount::X8,
        &positions(&[
            (-3, -5),
            (5, 1),
            (-1, 3),
            (7, -7),
            (-7, -1),
            (3, 7),
            (-5, 5),
            (1, -3),
        ]),
    )
    .unwrap();
    assert_eq!(p.locations(), quad([0x973F_15BD, 0xD15B_73F9, 0, 0]));
    // Distances² 34, 26, 10, 98, 50, 58, 50, 10: nearest first, equals in
    // sample order -> 2, 7, 1, 0, 4, 6, 5, 3 (radeonsi's table orders the
    // equal pairs 7, 2 and 6, 4).
    assert_eq!(p.centroid_priority(), [0x3564_0172; 2]);
    assert_eq!(p.max_sample_dist(), 7); // si_msaa_max_distance[3]

    // sample_locs_16x, with radeonsi's -7 where D3D has -8:
    //   FILL_SREG(-5, -2, 5, 3, -2, 6, 3, -5) -> B, E, 5, 3, E, 6, 3, B
    //   FILL_SREG(-4, -6, 1, 1, -6, 4, 7, -4) -> C, A, 1, 1, A, 4, 7, C
    //   FILL_SREG(-1, -3, 6, 7, -3, 2, 0, -7) -> F, D, 6, 7, D, 2, 0, 9
    //   FILL_SREG(-7, -7, 2, 5, -7, 0, 4, -1) -> 9, 9, 2, 5, 9, 0, 4, F
    let p = SamplePattern::new(
        SampleCount::X16,
        &positions(&[
            (-5, -2),
            (5, 3),
            (-2, 6),
            (3, -5),
            (-4, -6),
            (1, 1),
            (-6, 4),
            (7, -4),
            (-1, -3),
            (6, 7),
            (-3, 2),
            (0, -7),
            (-7, -7),
            (2, 5),
            (-7, 0),
            (4, -1),
        ]),
    )
    .unwrap();
    assert_eq!(
        p.locations(),
        quad([0xB36E_35EB, 0xC74A_11AC, 0x902D_76DF, 0xF409_5299])
    );
    // Distances² 29, 34, 40, 34, 52, 2, 52, 65, 10, 85, 13, 49, 98, 29, 49, 17
    // -> 5, 8, 10, 15, 0, 13, 1, 3, 2, 11, 14, 4, 6, 7, 9, 12.
    assert_eq!(p.centroid_priority(), [0x31D0_FA85, 0xC976_4EB2]);
    assert_eq!(p.max_sample_dist(), 7); // si_msaa_max_distance[4]
}

/// Each pixel of the quad keeps its own positions, in register order
/// X0Y0, X1Y0, X0Y1, X1Y1; the centroid order comes from X0Y0 and
/// `MAX_SAMPLE_DIST` from all four (PAL `SetQuadSamplePattern`,
/// `SetCentroidPriorities`, `ComputeMaxSampleDistance`).
#[test]
fn per_pixel_positions_fill_their_own_registers() {
    let tl = positions(&[(1, 1), (-2, -2)]);
    let tr = positions(&[(3, 0), (0, 3)]);
    let bl = positions(&[(-8, 7), (0, 0)]);
    let br = positions(&[(0, 0), (5, -5)]);
    let p = SamplePattern::per_pixel(SampleCount::X2, [&tl, &tr, &bl, &br]).unwrap();
    let mut want = [0u32; 16];
    want[0] = 0x0000_EE11; // (1, 1) (-2, -2)
    want[4] = 0x0000_3003; // (3, 0) (0, 3)
    want[8] = 0x0000_0078; // (-8, 7) (0, 0)
    want[12] = 0x0000_B500; // (0, 0) (5, -5)
    assert_eq!(p.locations(), want);
    // X0Y0: distances² 2, 8 -> 0, 1.
    assert_eq!(p.centroid_priority(), [0x1010_1010; 2]);
    assert_eq!(p.max_sample_dist(), 8); // the -8 of X0Y1
    assert_eq!(p.position(2, 0), Some(SamplePosition::new(-8, 7).unwrap()));
    assert_eq!(p.position(2, 2), None);
    assert_eq!(p.position(4, 0), None);
    // Read back from its registers.
    assert_eq!(
        SamplePattern::from_registers(SampleCount::X2, p.locations()),
        p
    );
}

#[test]
fn bad_counts_and_positions_are_refused() {
    for count in [0, 3, 5, 6, 7, 12, 32, u32::MAX] {
        assert_eq!(
            SampleCount::new(count),
            Err(Error::InvalidSampleCount { count })
        );
    }
    for (count, want) in [
        (1, SampleCount::X1),
        (2, SampleCount::X2),
        (4, SampleCount::X4),
        (8, SampleCount::X8),
        (16, SampleCount::X16),
    ] {
        assert_eq!(SampleCount::new(count), Ok(want));
        assert_eq!(want.count(), count);
        assert_eq!(SampleCount::from_log2(want.log2()), Some(want));
    }
    assert_eq!(SampleCount::from_log2(5), None);
    for (x, y) in [(8, 0), (0, 8), (-9, 0), (0, -9), (i8::MIN, i8::MAX)] {
        assert_eq!(
            SamplePosition::new(x, y),
            Err(Error::SamplePositionOutOfRange { x, y })
        );
    }
    for (x, y) in [(-8, -8), (7, 7), (-8, 7)] {
        let p = SamplePosition::new(x, y).unwrap();
        assert_eq!((p.x(), p.y()), (x, y));
    }
    // One position per sample, in every pixel.
    let two = positions(&[(1, 1), (-1, -1)]);
    assert_eq!(
        SamplePattern::new(SampleCount::X4, &two),
        Err(Error::OutOfRange {
            field: "sample positions",
            value: 2,
            min: 4,
            max: 4
        })
    );
    assert!(SamplePattern::per_pixel(SampleCount::X2, [&two, &two, &two, &two[..1]]).is_err());
    assert_eq!(
        Error::InvalidSampleCount { count: 3 }.to_string(),
        "3 samples: the hardware takes 1, 2, 4, 8 or 16"
    );
}
