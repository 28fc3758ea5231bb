//! Tile and detile throughput, and surface-info cost.
//!
//! Tiling: one 4096×4096 level of 32-bit elements on PS4 tile modes 10
//! (display 2D), 13 (thin 1D) and 14 (thin 2D), and a 4096×4096-pixel BC1
//! texture (1024×1024 blocks of 8 bytes) on mode 13. Each is timed against
//! `copy_from_slice` of the same number of bytes and against a naive loop that
//! moves one element at a time to the address `element_address` gives. The
//! outputs of `tile`/`detile` are checked byte-equal to the naive loop's before
//! timing, every destination is written once before timing (no page faults in
//! the timed region), and inputs and outputs pass through `black_box`.
//!
//! Element address: one `element_address` call per element of the first 64
//! rows (262,144 calls) of the mode 10 and mode 13 levels, in `address_rows`
//! (not inlined, so that `callgrind --toggle-collect` can count it; README.md
//! gives the addrlib side, `addrlib/element_address.cpp`, run on the same
//! coordinates).
//!
//! Surface info: a fixed, mixed set of 1,000 surface descriptions (every
//! tile-mode index, plain and BC formats, odd sizes, mip levels, slices,
//! samples), one `surface_info` call each.
//!
//! After divan's table the bench prints, per case, the speed of `tile` and
//! `detile` as a fraction of the copy's, timed in interleaved rounds, cold and hot
//! (`ratio.rs`), against the target of at least 0.5×. The instruction
//! targets against addrlib (surface info, element address) are counted with
//! callgrind, as `README.md` describes.

use divan::counter::{BytesCount, ItemsCount};
use divan::{Bencher, black_box};
use gcn::tiling::TileIndex;
use gcn::tiling::config::{Config, Ps4TileMode};
use gcn::tiling::surface::{Format, SurfaceFlags, SurfaceInput, surface_info};
use gcn::tiling::tile::{detile, linear_size, tile, tiled_size};
use gcn::tiling::{AddrSurface, ElementCoord, Region, SurfaceAddresser};

#[path = "ratio.rs"]
mod ratio;

fn main() {
    divan::main();
    ratios();
}

/// The tiling target, timed interleaved (see `ratio.rs`): `tile` and
/// `detile` of every case at least 0.5× the speed of the case's
/// `copy_from_slice`. The copy and `detile` write one linear destination.
fn ratios() {
    use ratio::{Case, Kind, Target};
    use std::cell::RefCell;
    for &name in CASES {
        let (copy, tile_name, detile_name) = (
            format!("copy_baseline/{name}"),
            format!("tile_fast/{name}"),
            format!("detile_fast/{name}"),
        );
        if !ratio::wanted(&copy, &[&tile_name, &detile_name]) {
            continue;
        }
        let c = checked_case(name);
        let linear_out = RefCell::new(prefaulted(c.linear.len()));
        let mut tiled_out = prefaulted(c.tiled.len());
        ratio::report(
            15,
            Some(c.linear.len()),
            &copy,
            &mut || {
                let mut d = linear_out.borrow_mut();
                black_box(&mut d[..]).copy_from_slice(black_box(&c.linear[..]));
                black_box(&d);
            },
            vec![
                Case::new(tile_name, Kind::Speed, Target::AtLeast(0.5), || {
                    move_once(&c, Direction::Tile, fast, &c.linear, &mut tiled_out);
                }),
                Case::new(detile_name, Kind::Speed, Target::AtLeast(0.5), || {
                    move_once(
                        &c,
                        Direction::Detile,
                        fast,
                        &c.tiled,
                        &mut linear_out.borrow_mut(),
                    );
                }),
            ],
        );
        assert!(
            tiled_out == c.tiled,
            "{name}: the timed tile wrote other bytes"
        );
        assert!(
            *linear_out.borrow() == c.linear,
            "{name}: the timed detile wrote other bytes"
        );
    }
}

/// A tiled level with its linear image, as the benches use it.
struct Case {
    addresser: SurfaceAddresser,
    region: Region,
    bytes_per_element: usize,
    linear: Vec<u8>,
    tiled: Vec<u8>,
}

/// The addresser of case `name` and its surface input.
fn addresser(name: &str) -> (SurfaceAddresser, SurfaceInput) {
    let (index, format) = match name {
        "mode10" => (Ps4TileMode::Display2dThin, Format::Plain),
        "mode13" => (Ps4TileMode::Thin1dThin, Format::Plain),
        "mode14" => (Ps4TileMode::Thin2dThin, Format::Plain),
        "bc1_mode13" => (Ps4TileMode::Thin1dThin, Format::Bc1),
        _ => unreachable!("unknown case {name}"),
    };
    let flags = SurfaceFlags::new().with_texture(true);
    let input = SurfaceInput::new(index.index(), 32, 4096, 4096)
        .with_format(format)
        .with_flags(flags);
    let info = surface_info(&Config::PS4, &input).expect("surface info");
    let addresser = SurfaceAddresser::new(&Config::PS4, &AddrSurface::from_surface_info(&info))
        .expect("addresser");
    (addresser, input)
}

fn case(name: &str) -> Case {
    let (addresser, input) = addresser(name);
    let bpp = input.bpp;
    let (w, h) = if input.format.is_block_compressed() {
        (1024, 1024)
    } else {
        (4096, 4096)
    };
    let len = linear_size(bpp, w, h).expect("linear size");
    let linear: Vec<u8> = (0..len)
        .map(|i| (i.wrapping_mul(2_654_435_761) >> 13) as u8)
        .collect();
    let tiled = prefaulted(tiled_size(&addresser).expect("tiled size") as usize);
    Case {
        addresser,
        region: Region::new(w, h),
        bytes_per_element: bpp as usize / 8,
        linear,
        tiled,
    }
}

/// A buffer of `len` bytes whose pages are all mapped (written once), so that
/// timing does not include first-touch page faults.
fn prefaulted(len: usize) -> Vec<u8> {
    vec![0xA5; len]
}

/// Which way the bytes move.
#[derive(Clone, Copy)]
enum Direction {
    /// Linear image into tiled memory.
    Tile,
    /// Tiled memory into the linear image.
    Detile,
}

/// Moves the case element by element, each through the element-address
/// function: `src` is the linear image when tiling, the tiled memory when
/// detiling.
fn naive(c: &Case, dir: Direction, src: &[u8], dst: &mut [u8]) {
    let b = c.bytes_per_element;
    let w = c.region.width as usize;
    for y in 0..c.region.height {
        for x in 0..c.region.width {
            let at = c
                .addresser
                .element_address(ElementCoord::new(x, y))
                .expect("address")
                .byte as usize;
            let linear = (y as usize * w + x as usize) * b;
            match dir {
                Direction::Tile => dst[at..at + b].copy_from_slice(&src[linear..linear + b]),
                Direction::Detile => dst[linear..linear + b].copy_from_slice(&src[at..at + b]),
            }
        }
    }
}

/// `tile` or `detile` of the whole case.
fn fast(c: &Case, dir: Direction, src: &[u8], dst: &mut [u8]) {
    match dir {
        Direction::Tile => tile(&c.addresser, c.region, src, dst).expect("tile"),
        Direction::Detile => detile(&c.addresser, c.region, src, dst).expect("detile"),
    }
}

/// Checks `tile`/`detile` against the naive loops; returns the case with
/// `tiled` holding the tiled image.
fn checked_case(name: &str) -> Case {
    let mut c = case(name);
    let mut tiled = vec![0u8; c.tiled.len()];
    fast(&c, Direction::Tile, &c.linear, &mut tiled);
    let mut naive_tiled = vec![0u8; c.tiled.len()];
    naive(&c, Direction::Tile, &c.linear, &mut naive_tiled);
    assert!(
        tiled == naive_tiled,
        "{name}: tile differs from the naive loop"
    );
    let mut back = vec![0u8; c.linear.len()];
    fast(&c, Direction::Detile, &tiled, &mut back);
    let mut naive_back = vec![0u8; c.linear.len()];
    naive(&c, Direction::Detile, &tiled, &mut naive_back);
    assert!(
        back == naive_back,
        "{name}: detile differs from the naive loop"
    );
    assert!(back == c.linear, "{name}: detile does not round-trip");
    c.tiled = tiled;
    c
}

/// Times `mover` moving the checked case `name` in direction `dir`, into a
/// prefaulted destination; the counter is the linear image's bytes.
fn bench_move(
    bencher: Bencher,
    name: &str,
    dir: Direction,
    mover: fn(&Case, Direction, &[u8], &mut [u8]),
) {
    let c = checked_case(name);
    let (src, dst_len) = match dir {
        Direction::Tile => (&c.linear, c.tiled.len()),
        Direction::Detile => (&c.tiled, c.linear.len()),
    };
    let mut dst = prefaulted(dst_len);
    bencher
        .counter(BytesCount::new(c.linear.len()))
        .bench_local(|| move_once(&c, dir, mover, src, &mut dst));
}

/// One timed move of case `c` by `mover`, its inputs and output through `black_box`.
fn move_once(
    c: &Case,
    dir: Direction,
    mover: fn(&Case, Direction, &[u8], &mut [u8]),
    src: &[u8],
    dst: &mut [u8],
) {
    mover(black_box(c), dir, black_box(src), black_box(&mut *dst));
    black_box(dst);
}

const CASES: &[&str] = &["mode10", "mode13", "mode14", "bc1_mode13"];

#[divan::bench(args = CASES, sample_count = 20, sample_size = 1)]
fn copy_baseline(bencher: Bencher, name: &str) {
    let c = case(name);
    let mut dst = prefaulted(c.linear.len());
    bencher
        .counter(BytesCount::new(c.linear.len()))
        .bench_local(|| {
            black_box(&mut dst[..]).copy_from_slice(black_box(&c.linear[..]));
            black_box(&dst);
        });
}

#[divan::bench(args = CASES, sample_count = 20, sample_size = 1)]
fn tile_fast(bencher: Bencher, name: &str) {
    bench_move(bencher, name, Direction::Tile, fast);
}

#[divan::bench(args = CASES, sample_count = 20, sample_size = 1)]
fn detile_fast(bencher: Bencher, name: &str) {
    bench_move(bencher, name, Direction::Detile, fast);
}

#[divan::bench(args = CASES, sample_count = 3, sample_size = 1)]
fn tile_naive(bencher: Bencher, name: &str) {
    bench_move(bencher, name, Direction::Tile, naive);
}

#[divan::bench(args = CASES, sample_count = 3, sample_size = 1)]
fn detile_naive(bencher: Bencher, name: &str) {
    bench_move(bencher, name, Direction::Detile, naive);
}

/// Rows of the element-address bench.
const ADDRESS_ROWS: u32 = 64;

/// Calls `element_address` for every element of the first `rows` rows of a
/// 4096-wide level, folding the byte addresses into a checksum (the same
/// fold as the addrlib harness in README.md).
#[inline(never)]
fn address_rows(a: &SurfaceAddresser, rows: u32) -> u64 {
    let mut sum = 0u64;
    for y in 0..rows {
        for x in 0..4096 {
            let at = a
                .element_address(ElementCoord::new(x, y))
                .expect("address")
                .byte;
            sum = sum.wrapping_mul(31).wrapping_add(at);
        }
    }
    sum
}

#[divan::bench(args = ["mode10", "mode13"], sample_count = 20, sample_size = 1)]
fn element_address_rows(bencher: Bencher, name: &str) {
    let (a, _) = addresser(name);
    println!("{name}: checksum {}", address_rows(&a, ADDRESS_ROWS));
    bencher
        .counter(ItemsCount::new(ADDRESS_ROWS as usize * 4096))
        .bench_local(|| black_box(address_rows(black_box(&a), black_box(ADDRESS_ROWS))));
}

/// A fixed mixed set of 1,000 surface descriptions.
fn surface_set() -> Vec<SurfaceInput> {
    let sizes = [
        (1920, 1080),
        (1280, 720),
        (256, 256),
        (640, 360),
        (100, 37),
        (4096, 4096),
        (1, 1),
        (333, 77),
    ];
    let formats = [
        (Format::Plain, 8),
        (Format::Plain, 16),
        (Format::Plain, 32),
        (Format::Plain, 64),
        (Format::Plain, 128),
        (Format::Bc1, 64),
        (Format::Bc3, 128),
    ];
    let mut set = Vec::with_capacity(1000);
    let mut state = 0x9E37_79B9_7F4A_7C15u64;
    let mut next = |n: u64| {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        (state % n) as usize
    };
    while set.len() < 1000 {
        let index = TileIndex::new(next(32) as u32).expect("below 32");
        let (w, h) = sizes[next(sizes.len() as u64)];
        let (format, bpp) = formats[next(formats.len() as u64)];
        let entry = Config::PS4.tile_mode(index);
        let depth = entry.tile_type == gcn::tiling::config::TileType::ADDR_DEPTH_SAMPLE_ORDER;
        let flags = if depth {
            SurfaceFlags::new().with_depth(true)
        } else {
            SurfaceFlags::new()
                .with_texture(true)
                .with_pow2_pad(next(2) == 0)
        };
        let levels = 1 + next(4) as u32;
        let level = next(levels as u64) as u32;
        let input = SurfaceInput::new(index, bpp, w, h)
            .with_format(format)
            .with_flags(flags)
            .with_slices(1 + next(4) as u32 * (entry.mode.thickness()))
            .with_mip(level, levels, w);
        set.push(input);
    }
    set
}

#[divan::bench(sample_count = 50, sample_size = 1)]
fn surface_info_1000(bencher: Bencher) {
    let set = surface_set();
    let ok = set
        .iter()
        .filter(|i| surface_info(&Config::PS4, i).is_ok())
        .count();
    assert!(
        ok > 900,
        "only {ok} of 1000 surface descriptions are accepted"
    );
    bencher.counter(ItemsCount::new(set.len())).bench_local(|| {
        for input in black_box(&set[..]) {
            let _ = black_box(surface_info(black_box(&Config::PS4), input));
        }
    });
}
