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
//! Surface info: a fixed, mixed set of 1,000 surface descriptions (every
//! tile-mode index, plain and BC formats, odd sizes, mip levels, slices,
//! samples), one `surface_info` call each.

use divan::counter::{BytesCount, ItemsCount};
use divan::{Bencher, black_box};
use gcn::tiling::config::Config;
use gcn::tiling::surface::{Format, SurfaceFlags, SurfaceInput, surface_info};
use gcn::tiling::tile::{detile, linear_size, tile, tiled_size};
use gcn::tiling::{AddrSurface, ElementCoord, Region, SurfaceAddresser};

fn main() {
    divan::main();
}

/// A tiled level with its linear image, as the benches use it.
struct Case {
    addresser: SurfaceAddresser,
    region: Region,
    bytes_per_element: usize,
    linear: Vec<u8>,
    tiled: Vec<u8>,
}

fn case(name: &str) -> Case {
    let (index, format) = match name {
        "mode10" => (10, Format::Plain),
        "mode13" => (13, Format::Plain),
        "mode14" => (14, Format::Plain),
        "bc1_mode13" => (13, Format::Bc1),
        _ => unreachable!("unknown case {name}"),
    };
    let flags = SurfaceFlags::new().with_texture(true);
    let input = SurfaceInput::new(index, 32, 4096, 4096)
        .with_format(format)
        .with_flags(flags);
    let info = surface_info(&Config::PS4, &input).expect("surface info");
    let addresser = SurfaceAddresser::new(&Config::PS4, &AddrSurface::from_surface_info(&info))
        .expect("addresser");
    let bpp = input.bpp;
    let (w, h) = if format.is_block_compressed() {
        (1024, 1024)
    } else {
        (4096, 4096)
    };
    let len = linear_size(w, h, bpp).expect("linear size");
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

/// Tiles element by element through the element-address function.
fn naive_tile(c: &Case, src: &[u8], dst: &mut [u8]) {
    let b = c.bytes_per_element;
    let w = c.region.width as usize;
    for y in 0..c.region.height {
        for x in 0..c.region.width {
            let at = c
                .addresser
                .element_address(ElementCoord::new(x, y))
                .expect("address")
                .byte as usize;
            let from = (y as usize * w + x as usize) * b;
            dst[at..at + b].copy_from_slice(&src[from..from + b]);
        }
    }
}

/// Detiles element by element through the element-address function.
fn naive_detile(c: &Case, src: &[u8], dst: &mut [u8]) {
    let b = c.bytes_per_element;
    let w = c.region.width as usize;
    for y in 0..c.region.height {
        for x in 0..c.region.width {
            let at = c
                .addresser
                .element_address(ElementCoord::new(x, y))
                .expect("address")
                .byte as usize;
            let to = (y as usize * w + x as usize) * b;
            dst[to..to + b].copy_from_slice(&src[at..at + b]);
        }
    }
}

/// Checks `tile`/`detile` against the naive loops; returns the case with
/// `tiled` holding the tiled image.
fn checked_case(name: &str) -> Case {
    let mut c = case(name);
    let mut tiled = vec![0u8; c.tiled.len()];
    tile(&c.addresser, c.region, &c.linear, &mut tiled).expect("tile");
    let mut naive = vec![0u8; c.tiled.len()];
    naive_tile(&c, &c.linear, &mut naive);
    assert!(tiled == naive, "{name}: tile differs from the naive loop");
    let mut back = vec![0u8; c.linear.len()];
    detile(&c.addresser, c.region, &tiled, &mut back).expect("detile");
    let mut naive_back = vec![0u8; c.linear.len()];
    naive_detile(&c, &tiled, &mut naive_back);
    assert!(
        back == naive_back,
        "{name}: detile differs from the naive loop"
    );
    assert!(back == c.linear, "{name}: detile does not round-trip");
    c.tiled = tiled;
    c
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
    let c = checked_case(name);
    let mut dst = prefaulted(c.tiled.len());
    bencher
        .counter(BytesCount::new(c.linear.len()))
        .bench_local(|| {
            tile(
                black_box(&c.addresser),
                c.region,
                black_box(&c.linear),
                black_box(&mut dst[..]),
            )
            .expect("tile");
            black_box(&dst);
        });
}

#[divan::bench(args = CASES, sample_count = 20, sample_size = 1)]
fn detile_fast(bencher: Bencher, name: &str) {
    let c = checked_case(name);
    let mut dst = prefaulted(c.linear.len());
    bencher
        .counter(BytesCount::new(c.linear.len()))
        .bench_local(|| {
            detile(
                black_box(&c.addresser),
                c.region,
                black_box(&c.tiled),
                black_box(&mut dst[..]),
            )
            .expect("detile");
            black_box(&dst);
        });
}

#[divan::bench(args = CASES, sample_count = 3, sample_size = 1)]
fn tile_naive(bencher: Bencher, name: &str) {
    let c = case(name);
    let mut dst = prefaulted(c.tiled.len());
    bencher
        .counter(BytesCount::new(c.linear.len()))
        .bench_local(|| {
            naive_tile(black_box(&c), black_box(&c.linear), black_box(&mut dst[..]));
            black_box(&dst);
        });
}

#[divan::bench(args = CASES, sample_count = 3, sample_size = 1)]
fn detile_naive(bencher: Bencher, name: &str) {
    let c = checked_case(name);
    let mut dst = prefaulted(c.linear.len());
    bencher
        .counter(BytesCount::new(c.linear.len()))
        .bench_local(|| {
            naive_detile(black_box(&c), black_box(&c.tiled), black_box(&mut dst[..]));
            black_box(&dst);
        });
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
        let index = next(32) as u32;
        let (w, h) = sizes[next(sizes.len() as u64)];
        let (format, bpp) = formats[next(formats.len() as u64)];
        let entry = Config::PS4.tile_mode(index).expect("tile mode");
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
