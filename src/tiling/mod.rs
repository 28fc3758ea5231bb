//! Surface tiling for GCN gfx6-gfx8 (Southern, Sea and Volcanic Islands; PS4
//! "Liverpool" and PS4 Pro alternate tiling), bit-identical to AMD's address
//! library (addrlib, SI/CI path).
//!
//! GCN memory is tiled: pixels are not stored row after row but in small
//! blocks, so that neighbouring pixels share DRAM pages and spread over the
//! memory channels ("pipes") and banks.
//!
//! ```text
//!  linear (LINEAR_ALIGNED)     1D tiled (1D_TILED_THIN1)      2D tiled (2D_TILED_THIN1)
//!  row after row               8x8 micro tiles, row-major     macro tiles of micro tiles,
//!                                                             spread over pipes and banks
//!  +-------------------+       +----+----+----+----+          +---------+---------+
//!  | 0 1 2 3 4 5 ...   |       | t0 | t1 | t2 | t3 |          | pipe/   | pipe/   |
//!  | ...               |       +----+----+----+----+          | bank A  | bank B  |
//!  +-------------------+       | t4 | t5 | t6 | t7 |          +---------+---------+
//!                              +----+----+----+----+
//! ```
//!
//! | level | unit | size |
//! |---|---|---|
//! | element | one pixel, or one 4×4 block for BC formats | `bpp` bits |
//! | micro tile | 8×8 elements (×4 or ×8 slices when thick) | `64 * thickness * bpp / 8` bytes |
//! | macro tile | `pipes * bank_width * 8` × `banks * bank_height * 8 / macro_aspect` elements, roughly | see [`config`] |
//!
//! Everything is driven by a [`config::Config`]: [`config::Config::PS4`] for
//! the PS4 base GPU, [`config::Config::PS4_NEO`] for PS4 Pro alternate tiling,
//! [`config::Config::PITCAIRN`] (gfx6) and [`config::Config::POLARIS10`]
//! (gfx8), or [`config::Config::from_chip_registers`] for any chip of those
//! generations. The generation ([`config::Gfx`]) selects addrlib's `SiLib` or
//! `CiLib` rules where they differ:
//!
//! | rule | gfx6 | gfx7, gfx8 (and PS4 Pro alternate tiling) |
//! |---|---|---|
//! | bank layout, tile split | in each `GB_TILE_MODE` entry | `GB_MACROTILE_MODE` by micro-tile bytes; `ALT_*` fields under alternate tiling |
//! | entry for a surface without tile info | by role and element size | by mode and type |
//! | entry kept after the computation | whole tile info equal | pipe configuration equal |
//! | thick modes on fewer slices | thinner mode | kept |
//! | PRT modes | 2D/3D with the PRT flag | PRT 2D/3D become plain PRT |
//! | linear HTILE/CMASK padding | 8 tiles for three pipe configurations | 8 tiles for all 8/16-pipe ones and P4_32x32 |
//! | FMASK entry | the colour surface's | 14 or 15 |
//!
//! # DCC and TC-compatible metadata (gfx8)
//!
//! gfx8 adds delta colour compression (DCC: one key byte per 256 bytes of a
//! colour surface) and texture-cache (TC) compatible layouts, whose HTILE and
//! CMASK the texture units can read. They follow addrlib's
//! `SupportDccAndTcCompatibility`: on for the Volcanic Islands family
//! ([`config::Gfx::Gfx8`]) only. The PS4 and PS4 Pro (also in alternate
//! tiling) are Sea Islands/Kaveri-family chips to addrlib, so
//! [`surface::SurfaceFlags::tc_compatible`] and `dcc_compatible` change
//! nothing there and [`meta::dcc_info`] returns [`Error::DccTcNotSupported`].
//!
//! | piece | function | on gfx8 |
//! |---|---|---|
//! | surface flags | [`surface::surface_info`] with `tc_compatible` | depth without an entry picks the unsplit entry (0..4) by micro-tile bytes; `tc_compatible` is reported when the level stays macro tiled and its tile split fits the DRAM row |
//! | | with `dcc_compatible` | level 0 of a multi-sample macro-tiled surface: pitch padded so each sample split is whole DCC fast-clear blocks |
//! | DCC keys | [`meta::dcc_info`] | key bytes, base alignment, fast-clear bytes (first sample split) |
//! | DCC keys of a texture | [`layout::dcc_layout`] | each compressed level's key offset and fast-clear bytes, the number of compressed levels, the buffer's size and alignment, as Mesa places them |
//! | TC HTILE | [`meta::htile_info`] with [`meta::MetaInput::tc_compatible`] (any chip, as addrlib), [`meta::htile_addr_tc`] | 4 bytes per 8×8 tile, bank-aligned; addressed from the depth byte address |
//! | TC CMASK | [`meta::cmask_info`] with `tc_compatible` (any chip), [`meta::cmask_addr_tc`] | bank-aligned; addressed from the FMASK byte address |
//!
//! Every fallible function of every submodule returns the
//! one [`Error`]; [`Error::return_code`] names the address library's return
//! code for it, and `?` converts it into the crate-level
//! [`gcn::Error`](crate::Error).
//!
//! # Memory
//!
//! Nothing allocates; sizes on `thumbv7em-none-eabihf` (the same on x86-64):
//!
//! | value | bytes | where it lives |
//! |---|---|---|
//! | [`config::Config`] | 1,680 (144 of them what colour and depth targets need of each entry) | a constant for [`config::Config::PS4`]; a value when built from registers |
//! | [`surface::SurfaceInput`] / [`surface::SurfaceInfo`] | 48 / 128 | the caller's stack |
//! | [`SurfaceAddresser`] | 904 (two 256-byte pipe and bank hash tables, 192 bytes of micro-tile bit offsets) | the caller's stack |
//! | tile-mode flags, pipe counts | 64, 32 | constant tables (flash) |
//!
//! Stack, read from the prologues of a `thumbv7em-none-eabihf` release build (rustc
//! 1.95.0; a debug build takes several times more):
//!
//! | call | deepest frames | bytes below the caller |
//! |---|---|---|
//! | [`surface::surface_info`] | `surface_info` 288, `hwl_surface_info` 168, `alignments_macro` 88 | about 550 |
//! | [`SurfaceAddresser::new`] | one frame that builds the value and its tables | about 1,560 |
//! | [`SurfaceAddresser::element_address`] | one frame | 88 |
//!
//! So a surface-info computation fits in 1 KiB of microcontroller stack with the
//! [`config::Config`] in flash (a `const` such as [`config::Config::PS4`]); building an
//! addresser needs about 2.5 KiB (its frame and the 904-byte value), and a `Config` built at
//! run time 1,680 bytes more. On x86-64 `surface_info` takes about 0.6 KiB.
//!
//! Submodules:
//!
//! | module | what it computes |
//! |---|---|
//! | [`config`] | the chip's tile-mode and macro-tile tables, decoded |
//! | [`surface`] | size, pitch, alignment and final tile mode of one mip level |
//! | [`meta`] | CMASK, HTILE and FMASK sizes and addresses; gfx8 DCC keys and TC-compatible HTILE/CMASK |
//! | [`layout`] | every mip level and slice of a texture in one allocation; the DCC keys of every level |
//! | [`addr`] | byte address of element (x, y, slice, sample) of a level |
//! | [`tile`] | tile and detile one slice of a level between linear and tiled memory |

/// `const fn` setters returning the value with one field replaced:
/// `name(field: Type)` sets `field`.
macro_rules! with_fields {
    ($ty:ident { $($(#[$doc:meta])* $name:ident($field:ident: $t:ty),)* }) => {
        impl $ty {
            $(
                $(#[$doc])*
                pub const fn $name(self, $field: $t) -> Self {
                    Self { $field, ..self }
                }
            )*
        }
    };
}

pub mod addr;
pub mod config;
mod error;
pub mod layout;
pub mod meta;
mod stream;
pub mod surface;
pub mod tile;

pub use addr::{AddrSurface, AddrTiling, ElementAddress, ElementCoord, SurfaceAddresser, Swizzle};
pub use config::{Chip, Config, Gfx, TileIndex};
pub use error::{Error, ReturnCode};
pub use tile::{Rect, Region};
