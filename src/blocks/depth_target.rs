//! Depth target: the `DB_*` registers that describe the depth and stencil
//! surfaces.
//!
//! A [`DepthTarget`] holds fourteen gfx7 context registers:
//!
//! | offset | registers |
//! |---|---|
//! | `0x002` | `DB_DEPTH_VIEW` |
//! | `0x005` | `DB_HTILE_DATA_BASE` |
//! | `0x00A`..`0x00B` | `DB_STENCIL_CLEAR`, `DB_DEPTH_CLEAR` |
//! | `0x00F`..`0x017` | `DB_DEPTH_INFO`, `DB_Z_INFO`, `DB_STENCIL_INFO`, `DB_Z_READ_BASE`, `DB_STENCIL_READ_BASE`, `DB_Z_WRITE_BASE`, `DB_STENCIL_WRITE_BASE`, `DB_DEPTH_SIZE`, `DB_DEPTH_SLICE` |
//! | `0x2AF` | `DB_HTILE_SURFACE` |
//!
//! so [`DepthTarget::emit`] writes five `SET_CONTEXT_REG` packets (the
//! registers between the runs belong to other blocks).
//!
//! # Derived fields
//!
//! [`DepthTarget::setup`] fills every register from a [`DepthSurface`] and
//! the tiling configuration:
//!
//! | field | rule |
//! |---|---|
//! | `DB_Z_INFO.FORMAT` | [`DataFormat::z_format`]: `Z_16` or `Z_32_FLOAT` (also `Z_24`) |
//! | `DB_STENCIL_INFO.FORMAT` | `STENCIL_8` with a stencil plane, else `STENCIL_INVALID` |
//! | `DB_Z_INFO.NUM_SAMPLES` | `log2(samples)` |
//! | `DB_Z_INFO.TILE_SPLIT`, `DB_STENCIL_INFO.TILE_SPLIT` | `TILE_SPLIT` of the depth / stencil `GB_TILE_MODE` entry (gfx7, gfx8; 0 on gfx6) |
//! | `DB_Z_INFO.ZRANGE_PRECISION` | 1 unless the depth clear value is 0.0 |
//! | `DB_Z_INFO.TILE_MODE_INDEX`, `DB_STENCIL_INFO.TILE_MODE_INDEX` | the depth / stencil entry (the depth entry without stencil), as Gnm writes them (gfx7) and as gfx6 reads them; see below for entries above 7 |
//! | `DB_DEPTH_INFO.ADDR5_SWIZZLE_MASK` | 1 |
//! | `DB_DEPTH_INFO.ARRAY_MODE`, `PIPE_CONFIG` | the depth `GB_TILE_MODE` entry (gfx7, gfx8; 0 on gfx6) |
//! | `DB_DEPTH_INFO.BANK_WIDTH`, `BANK_HEIGHT`, `MACRO_TILE_ASPECT`, `NUM_BANKS` | the `GB_MACROTILE_MODE` entry the surface uses ([`Config::macro_mode_index`]); 0 for 1D and linear modes (gfx7, gfx8; 0 on gfx6) |
//! | `DB_*_READ_BASE`, `DB_*_WRITE_BASE` | addresses `>> 8`; without a stencil plane the stencil bases equal the depth base |
//! | `DB_DEPTH_SIZE` | `pitch / 8 - 1`, `padded_height / 8 - 1` |
//! | `DB_DEPTH_SLICE` | `pitch * padded_height / 64 - 1` |
//! | `DB_DEPTH_VIEW` | slices `0 ..= slices - 1`, writable |
//! | `DB_DEPTH_CLEAR`, `DB_STENCIL_CLEAR` | 1.0 and 0 |
//!
//! With HTILE: `DB_Z_INFO.TILE_SURFACE_ENABLE` and `ALLOW_EXPCLEAR`,
//! `DB_STENCIL_INFO.ALLOW_EXPCLEAR` for single-sample surfaces with stencil
//! or `TILE_STENCIL_DISABLE` without stencil (the whole HTILE serves
//! depth), `DB_HTILE_DATA_BASE` = address `>> 8` and
//! `DB_HTILE_SURFACE.FULL_CACHE`. Without HTILE those stay zero.
//!
//! # TC-compatible HTILE (gfx8)
//!
//! On gfx8 the texture unit can read a depth target's planes through its
//! HTILE, so a depth buffer is sampled without a decompress pass.
//! [`DepthTarget::with_tc_compatible_htile`] turns a target set up with
//! HTILE into one, given the depth plane's layout computed with
//! [`SurfaceFlags::tc_compatible`] (which addrlib grants to macro-tiled
//! depth only: the layout must report `tc_compatible`); the HTILE itself
//! is laid out with [`MetaInput::tc_compatible`](crate::tiling::meta::MetaInput::tc_compatible)
//! (a layout of its own on gfx8, so the choice is made at allocation). The
//! fields it changes, as radeonsi programs a gfx8 depth target
//! (`ac_set_mutable_ds_surface_fields` and `ac_init_gfx6_ds_surface` in
//! Mesa's `ac_descriptors.c`; `si_texture.c`), which AMD PAL's gfx6
//! depth view (`gfx6DepthStencilView.cpp`, `gfx6MaskRam.cpp`) agrees with:
//!
//! | register | field | value | why |
//! |---|---|---|---|
//! | `DB_HTILE_SURFACE` | `TC_COMPATIBLE` (bit 17) | 1 | the DB keeps the HTILE in the form the texture unit decodes |
//! | `DB_HTILE_SURFACE` | `FULL_CACHE` (bit 1), `LINEAR` (bit 0) | 1, 0 | unchanged from HTILE (radeonsi; PAL sets `FULL_CACHE` by pixels per RB) |
//! | `DB_Z_INFO` | `DECOMPRESS_ON_N_ZPLANES` (bits 26..23) | 5 for 1 sample, 3 for 2 and 4, 2 for 8; 1 for `Z_16` | the texture unit decodes up to 4, 2 or 1 Z planes per tile by sample count (0 would let the DB compress 16); `Z_16` it reads only cleared or expanded, so no plane compression (PAL, RADV's `no_d16_compression`) |
//! | `DB_STENCIL_INFO` | `TILE_STENCIL_DISABLE` (bit 29) | 0, even without stencil | a gfx8 bug: with depth-only HTILE the z-range of cleared TC-compatible tiles is not reset after late-Z kills (radeonsi `si_texture.c`, RADV `radv_image_tile_stencil_disabled`, PAL `waTcCompatZRange`) |
//! | `DB_DEPTH_INFO` | `ADDR5_SWIZZLE_MASK` (bits 3..0) | 0 | the texture unit does not follow the DB's 32-byte half swizzle (radeonsi sets 1 only without TC-compatible HTILE; PAL likewise) |
//! | `DB_Z_INFO` | `ZRANGE_PRECISION` (bit 31) | `DB_DEPTH_CLEAR != 0.0` | as without TC-compatibility ([`DepthTarget::with_depth_clear`]) |
//!
//! Every other field is as with HTILE. gfx8 has no `ITERATE_FLUSH`,
//! `PIPE_ALIGNED` or `RB_ALIGNED` (gfx9 fields, absent from the register
//! spec's gfx8 lists). A `Z_24` target is refused: radeonsi allocates a
//! 24-bit depth surface as `Z_32_FLOAT` when it wants TC-compatible HTILE
//! (`si_texture.c`), so no public driver shows `Z_24` with it. `Z_16` takes
//! RADV's and PAL's value (radeonsi instead promotes `Z16` to `Z_32_FLOAT`).
//! PAL writes 2 instead of 3 for 4 samples on chips with its
//! `waDbDecompressOnPlanesFor4xMsaa`; write that with
//! [`DepthTarget::with_z_info`]. RADV refuses TC-compatible HTILE for MSAA
//! surfaces with stencil and for arrays on gfx8; radeonsi enables both, and
//! so does this block.
//!
//! Such a target's texture views read the HTILE
//! ([`DepthTarget::depth_texture_view`]: `COMPRESSION_EN`,
//! `META_DATA_ADDRESS` = `DB_HTILE_DATA_BASE`), it need not be
//! decompressed before sampling ([`DepthTarget::needs_decompress_to_sample`]),
//! and it is fast-cleared only to depth 0.0 or 1.0 and stencil 0
//! ([`DepthTarget::check_fast_clear`], [`passes::fast_depth_clear`](crate::passes::fast_depth_clear)).
//! A newly allocated TC-compatible HTILE is filled with [`HTILE_TC_INIT`]
//! (radeonsi) or [`HTILE_EXPANDED_DEPTH_STENCIL`] (RADV, PAL) before the DB
//! first uses it: [`passes::init_htile`](crate::passes::init_htile) records
//! that fill (see [HTILE words](self#htile-words)).
//!
//! ```
//! use gcn::blocks::depth_target::{DepthSurface, DepthTarget, HTILE_TC_INIT};
//! use gcn::desc::DataFormat;
//! use gcn::tiling::meta::{htile_info, MetaInput, MetaTile};
//! use gcn::tiling::surface::{surface_info, SurfaceFlags, SurfaceInput};
//! use gcn::tiling::{Config, TileIndex};
//!
//! // A 1920x1080 Z32F buffer on Polaris10's entry 2 (2D depth), TC-compatible.
//! let cfg = &Config::POLARIS10;
//! let flags = SurfaceFlags::new().with_depth(true).with_no_stencil(true).with_tc_compatible(true);
//! let info = surface_info(cfg, &SurfaceInput::new(TileIndex::new(2)?, 32, 1920, 1080).with_flags(flags))?;
//! assert!(info.tc_compatible);
//! let tile = MetaTile::Index(info.tile_index, info.macro_mode_index);
//! let meta = MetaInput::new(info.pitch_elems, info.height_elems, 1, tile).with_tc_compatible(true);
//! let htile = htile_info(cfg, &meta)?;
//! let htile_address = 0x100_0000 + info.surf_size_bytes.next_multiple_of(u64::from(htile.base_align_bytes));
//! let s = DepthSurface::from_surface_info(DataFormat::D32_FLOAT, 1920, 1080, &info, 0x100_0000)?
//!     .with_htile(htile_address);
//! let db = DepthTarget::setup(cfg, &s)?.with_tc_compatible_htile(cfg, &info)?;
//! assert!(db.htile_surface().tc_compatible());
//! assert_eq!(db.z_info().decompress_on_n_zplanes(), 5);
//! assert!(!db.stencil_info().tile_stencil_disable());
//! assert_eq!(db.depth_info().addr5_swizzle_mask(), 0);
//! assert!(!db.needs_decompress_to_sample());
//! // Its T# reads the HTILE: COMPRESSION_EN (word 6 bit 21), META_DATA_ADDRESS (word 7).
//! let t = db.depth_texture_view(cfg, 1920, 1080)?.build()?.to_words();
//! assert_eq!((t[6], t[7]), (1 << 21, (htile_address >> 8) as u32));
//! // Fast clears to 1.0 only (or 0.0); the HTILE starts as HTILE_TC_INIT.
//! assert!(db.with_depth_clear(0.5).check_fast_clear(true, false).is_err());
//! assert_eq!(HTILE_TC_INIT, 0x30F);
//! # Ok::<(), Box<dyn core::error::Error>>(())
//! ```
//!
//! # HTILE words
//!
//! The HTILE holds one 32-bit word per 8×8 tile, in one of two layouts
//! chosen by `DB_STENCIL_INFO.TILE_STENCIL_DISABLE` (set by
//! [`DepthTarget::setup`] for a target with HTILE and no stencil plane,
//! cleared by [`DepthTarget::with_tc_compatible_htile`]), as RADV
//! (`radv_get_htile_initial_value`, `radv_get_htile_fast_clear_value`) and
//! PAL (`gfx6MaskRam.cpp`) document them:
//!
//! ```text
//! depth only (TILE_STENCIL_DISABLE = 1)
//!  31          18 17           4 3       0
//! +--------------+--------------+---------+
//! |    MAX_Z     |    MIN_Z     |  ZMASK  |
//! +--------------+--------------+---------+
//!
//! depth and stencil (TILE_STENCIL_DISABLE = 0)
//!  31            12 11  10 9    8 7    6 5    4 3       0
//! +----------------+------+------+------+------+---------+
//! |    Z_RANGE     |  -   | SMEM | SR1  | SR0  |  ZMASK  |
//! +----------------+------+------+------+------+---------+
//! ```
//!
//! `MIN_Z` / `MAX_Z` are 14-bit depths (`round(z × 0x3FFF)`); `Z_RANGE` is
//! a 14-bit base (the maximum under `DB_Z_INFO.ZRANGE_PRECISION` 1, the
//! minimum under 0) above a 6-bit code of the distance to the other end.
//! `ZMASK` 0 is a cleared tile, 0xF an expanded one (the plane's memory
//! holds its values); `SMEM` likewise for stencil (0 cleared, 3 expanded);
//! `SR0` / `SR1` are the tile's stencil test results (3: unknown).
//!
//! A new HTILE must be filled before the DB first uses it. The words the
//! drivers fill it with ([`passes::init_htile`](crate::passes::init_htile)
//! records the fill; [`HtileInit`](crate::passes::HtileInit) picks the
//! word):
//!
//! | constant | word | layout | `ZMASK` | z-range | `SMEM` | `SR0`, `SR1` | used by |
//! |---|---|---|---|---|---|---|---|
//! | [`HTILE_INIT`] | `0x00000000` | either | 0 (cleared) | 0 | 0 | 0 | radeonsi, a new HTILE that is not TC-compatible |
//! | [`HTILE_TC_INIT`] | `0x0000030F` | depth and stencil | 0xF | 0 | 3 | 0 | radeonsi, a new TC-compatible HTILE (gfx8) |
//! | [`HTILE_EXPANDED_DEPTH_ONLY`] | `0xFFFC000F` | depth only | 0xF | 0..=0x3FFF | – | – | RADV (a layout transition from `UNDEFINED`), PAL (every initialisation) |
//! | [`HTILE_EXPANDED_DEPTH_STENCIL`] | `0xFFFFF3FF` | depth and stencil | 0xF | base 0x3FFF, code 0x3F | 3 | 3 | RADV, PAL, as above |
//!
//! A fast clear writes [`DepthTarget::htile_clear_value`] instead.
//!
//! # Generations
//!
//! [`DepthTarget::setup`] writes the fields of the [`Config`]'s generation
//! (`cfg.chip.gfx`), as Mesa's `ac_init_gfx6_ds_surface` does for gfx6–gfx8:
//! gfx7 and gfx8 describe the layout in `DB_DEPTH_INFO` (`ARRAY_MODE`,
//! `PIPE_CONFIG`, bank fields) and the planes' `TILE_SPLIT`; gfx6 has none
//! of those fields (the register spec's gfx6 lists) and lays each plane out
//! from the `GB_TILE_MODE` entry its `TILE_MODE_INDEX` names, so on gfx6
//! `DB_DEPTH_INFO` is `ADDR5_SWIZZLE_MASK` = 1 alone, `TILE_SPLIT` stays 0,
//! and the 3-bit `TILE_MODE_INDEX` fields must name the planes' entries
//! themselves: a plane on an entry above 7 is refused
//! ([`Error::UnsupportedTileMode`]). Every other field is the same on the
//! three generations; gfx7 and gfx8 write the same registers.
//!
//! # `ALLOW_EXPCLEAR`
//!
//! The rule is radeonsi's for gfx6–gfx8 (`ac_init_gfx6_ds_surface` in Mesa's
//! `ac_descriptors.c`, called with `allow_expclear = true` from
//! `si_state.c`; early RADV wrote the same): with HTILE the depth plane always
//! allows expanded clears, and the stencil plane only on single-sample
//! surfaces, because MSAA with a fast stencil clear and a stencil decompress
//! was seen to corrupt later stencil use on Verde, Bonaire (gfx7), Tonga and
//! Carrizo. An expanded-clear mark is only right while the clear value stays
//! the same; radeonsi therefore sets `DB_RENDER_OVERRIDE2.DISABLE_*_EXPCLEAR_OPTIMIZATION`
//! for a clear to a new value, which
//! [`passes::depth_clear`](crate::passes::depth_clear) does for every clear.
//! Other sources differ: PAL's gfx6 depth view leaves `ALLOW_EXPCLEAR` off
//! unless the client promises clear values never change
//! (`dbPerTileExpClearEnable`, default false) and the image is shader-readable;
//! current RADV leaves it off. No public source shows what Gnm writes:
//! shadPS4 and GPCS4 only name the field. The colour block has no such
//! field on gfx7 (`CB_COLOR_CONTROL` and `CB_COLORn_INFO` have none in the
//! register spec or Mesa's `gfx7.json`).
//! [`DepthTarget::setup`] writes the planes' table entries into
//! `DB_Z_INFO.TILE_MODE_INDEX` (the depth entry) and
//! `DB_STENCIL_INFO.TILE_MODE_INDEX` (the stencil entry, or the depth entry
//! without a stencil plane), as the PS4's Gnm library does: gfx7 does not read
//! these fields, but PS4 emulators name a depth target's layout by them
//! (shadPS4 `DepthBuffer::GetTileMode`, GPCS4 `DepthRenderTarget::getTileMode`,
//! fpPS4's depth image from `Z_INFO.TILE_MODE_INDEX`). The fields are three
//! bits: for an entry above 7 `setup` stores the first entry of `0..=7` that
//! agrees with the registers ([`DepthTarget::plane_tile_index`]), or 0 when
//! none does (gfx7, gfx8; gfx6 refuses such an entry, see
//! [Generations](self#generations)). A Gnm-style target gives both planes
//! the same entry, so the two fields are equal.
//!
//! # The layout from the registers
//!
//! gfx7 addresses a depth surface with `DB_DEPTH_INFO` (`ARRAY_MODE`,
//! `PIPE_CONFIG`, bank fields) and the planes' `TILE_SPLIT`; it does not read
//! `TILE_MODE_INDEX`, which PS4 emulators read to name the layout.
//! [`DepthTarget::plane_tile_index`] takes the entry `TILE_MODE_INDEX` names
//! when that entry agrees with what the hardware reads (depth micro tiling, the
//! same array mode, pipe config and tile split and, for the depth plane, the
//! bank fields of the macro mode the element size and sample count select).
//! When they contradict, the hardware's fields win: the result is the first
//! entry that agrees with them, and `None` when none does. gfx6 reads
//! `TILE_MODE_INDEX` itself: on a gfx6 [`Config`] the result is the entry it
//! names when that entry has depth micro tiling, else `None`.
//! [`DepthTarget::surface_info`] lays the depth plane out from that entry in
//! one call.
//!
//! # Memory
//!
//! A [`DepthTarget`] is 96 bytes on `thumbv7em-none-eabihf` (104 on x86-64:
//! it keeps the first setter error, whose message is a pointer), a
//! [`DepthSurface`] 80, and the encoded `Packets<DWORDS>` 100 (104 on
//! x86-64). [`DepthTarget::setup`] reads the entry's padding multiples and
//! `GB_MACROTILE_MODE` entry (for the `DB_DEPTH_INFO` bank fields) from a
//! table the [`Config`] builds with its tile modes, and is `#[inline]`, as
//! the colour target's.
//!
//! # Worked example: a 1920×1080 32-bit float depth buffer
//!
//! ```
//! use gcn::blocks::depth_target::{DepthSurface, DepthTarget};
//! use gcn::desc::DataFormat;
//! use gcn::pm4::CommandBuffer;
//! use gcn::tiling::Config;
//! use gcn::tiling::config::Ps4TileMode;
//!
//! // PS4 tile mode 2 (Depth2dThin256): 1920×1080 pads to 1920×1088.
//! let surface = DepthSurface::new(DataFormat::D32_FLOAT, 1920, 1080)
//!     .with_layout(1920, 1088, Ps4TileMode::Depth2dThin256.index())
//!     .with_address(0x20_0000_0000);
//! let db = DepthTarget::setup(&Config::PS4, &surface)?;
//! assert_eq!(db.z_info().format().raw(), 3); // Z_32_FLOAT
//! assert_eq!(db.depth_size().pitch_tile_max(), 239);
//! assert_eq!(db.depth_size().height_tile_max(), 135);
//! assert_eq!(db.z_read_base().base_256b(), 0x2000_0000);
//!
//! let mut words = [0u32; 64];
//! let mut cb = CommandBuffer::new(&mut words);
//! db.emit(&mut cb)?;
//! assert_eq!(cb.len(), 5 * 2 + 14); // five packets, fourteen registers
//! assert_eq!(DepthTarget::decode(&db.registers())?, db);
//!
//! // Setters never fail; a bad value is reported by `validate` and `emit`.
//! let bad = db.with_view(3, 2);
//! assert!(bad.validate().is_err());
//! # Ok::<(), gcn::blocks::Error>(())
//! ```

use super::surface::{check_element_bits, check_layout, info_tile_index};
use super::{Error, RegList, address_256, finite, first_error, in_range};
use crate::desc::DataFormat;
use crate::regs::Space;
use crate::regs::gfx7::enums::{MicroTileMode, TileSplit};
use crate::regs::gfx7::enums::{StencilFormat, ZFormat};
use crate::regs::gfx7::{
    DbDepthClear, DbDepthInfo, DbDepthSize, DbDepthSlice, DbDepthView, DbHtileDataBase,
    DbHtileSurface, DbStencilClear, DbStencilInfo, DbStencilReadBase, DbStencilWriteBase, DbZInfo,
    DbZReadBase, DbZWriteBase,
};
use crate::tiling::Config;
use crate::tiling::TileIndex;
use crate::tiling::config::{
    GbMacrotileMode, Gfx, MICRO_TILE_HEIGHT, MICRO_TILE_WIDTH, Ps4TileMode, TileType,
};
use crate::tiling::meta::HtileInfo;
use crate::tiling::surface::{SurfaceFlags, SurfaceInfo, SurfaceInput, surface_info};

/// One of the two planes of a depth target.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DepthPlane {
    /// The depth plane (`DB_Z_INFO`, `DB_Z_READ_BASE`).
    Depth,
    /// The 8-bit stencil plane (`DB_STENCIL_INFO`, `DB_STENCIL_READ_BASE`).
    Stencil,
}

/// The word radeonsi fills a newly allocated TC-compatible HTILE with
/// (`si_texture.c`; [`HTILE_INIT`] without TC-compatibility on gfx6–gfx8):
/// the depth-and-stencil layout with `ZMASK` 0xF and `SMEM` 3, every tile
/// expanded, the z-range and stencil results 0 (see
/// [HTILE words](self#htile-words)). The pass
/// [`passes::init_htile`](crate::passes::init_htile) with
/// [`HtileInit::Fresh`](crate::passes::HtileInit::Fresh) fills a
/// TC-compatible target's HTILE with it; RADV and PAL fill
/// [`HTILE_EXPANDED_DEPTH_STENCIL`] instead
/// ([`HtileInit::Expanded`](crate::passes::HtileInit::Expanded)).
pub const HTILE_TC_INIT: u32 = 0x0000_030F;

/// The word radeonsi fills a newly allocated HTILE that is not
/// TC-compatible with on gfx6–gfx8 (`si_texture.c`): every field 0, so
/// `ZMASK` 0 marks every tile cleared with a z-range of 0 (in the
/// depth-only layout the word of a fast clear to depth 0.0, as RADV's list
/// of HTILE words in `radv_cmd_buffer.c` names it). radeonsi does not count
/// it as a clear (its per-level cleared masks start empty): the planes are
/// undefined until the first clear or draw.
pub const HTILE_INIT: u32 = 0;

/// The word RADV and PAL fill a depth-only HTILE (`TILE_STENCIL_DISABLE`
/// set) with when a surface's memory is to be read as stored: `MAX_Z`
/// 0x3FFF, `MIN_Z` 0 (the z-range 0.0..=1.0, so hierarchical Z rejects
/// nothing) and `ZMASK` 0xF (every tile expanded): RADV's
/// `radv_get_htile_initial_value` (`radv_image.h`) and PAL's gfx6
/// `Gfx6Htile::GetInitialValue` (`gfx6MaskRam.cpp`).
pub const HTILE_EXPANDED_DEPTH_ONLY: u32 = 0xFFFC_000F;

/// The word RADV and PAL fill a depth-and-stencil HTILE
/// (`TILE_STENCIL_DISABLE` clear) with when a surface's memory is to be
/// read as stored: `Z_RANGE` 0xFFFFF (base 0x3FFF, the maximum under
/// `ZRANGE_PRECISION` 1, with the delta code 0x3F of the whole 14-bit
/// range), `SMEM` 3 (stencil not compressed), `SR1` = `SR0` = 3 (stencil
/// test results unknown) and `ZMASK` 0xF: the same two sources as
/// [`HTILE_EXPANDED_DEPTH_ONLY`]. (The comment above RADV's
/// `radv_initialize_htile` lists `0xFFFFF30F`; its code and PAL write this
/// word.)
pub const HTILE_EXPANDED_DEPTH_STENCIL: u32 = 0xFFFF_F3FF;

/// Registers of a depth target on gfx7.
pub const REGISTERS: usize = DepthTarget::COUNT;
/// Dwords of the block's packets.
pub const DWORDS: usize = DepthTarget::DWORDS;
/// Largest width, height and pitch of a depth target, in pixels: the pitch
/// `DB_DEPTH_SIZE.PITCH_TILE_MAX` counts in 8-pixel tiles, minus one (and the
/// height `HEIGHT_TILE_MAX` counts the same way).
pub const MAX_DIMENSION: u32 = (DbDepthSize::new()
    .with_pitch_tile_max(u16::MAX)
    .pitch_tile_max() as u32
    + 1)
    * MICRO_TILE_WIDTH;
/// Largest number of slices (`DB_DEPTH_VIEW.SLICE_MAX` + 1).
pub const MAX_SLICES: u32 = DbDepthView::new().with_slice_max(u16::MAX).slice_max() as u32 + 1;
const _: () = {
    assert!(MAX_DIMENSION == 16384 && MAX_SLICES == 2048);
    let height_tiles = DbDepthSize::new()
        .with_height_tile_max(u16::MAX)
        .height_tile_max() as u32;
    assert!((height_tiles + 1) * MICRO_TILE_HEIGHT == MAX_DIMENSION);
};

/// What a depth target renders into: the inputs of [`DepthTarget::setup`].
///
/// Sizes are in pixels; `pitch` and `padded_height` come from the tiling
/// layout of the depth plane and are multiples of 8.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct DepthSurface {
    /// Depth format: [`DataFormat::D16_UNORM`] or [`DataFormat::D32_FLOAT`].
    pub format: DataFormat,
    /// Width in pixels, `1..=16384`.
    pub width: u32,
    /// Height in pixels, `1..=16384`.
    pub height: u32,
    /// Padded pitch in pixels, `width..=16384`, a multiple of 8.
    pub pitch: u32,
    /// Padded height in pixels, `height..=16384`, a multiple of 8.
    pub padded_height: u32,
    /// `GB_TILE_MODE` entry of the depth plane.
    pub tile_mode_index: TileIndex,
    /// GPU address of the depth plane (256-byte aligned, 40 bits).
    pub address: u64,
    /// The 8-bit stencil plane, if any: its address and `GB_TILE_MODE` entry.
    pub stencil: Option<(u64, TileIndex)>,
    /// GPU address of the HTILE buffer, if any.
    pub htile: Option<u64>,
    /// Array slices, `1..=2048`.
    pub slices: u32,
    /// Samples per pixel: 1, 2, 4 or 8.
    pub samples: u32,
}

debug_hex!(DepthSurface {
    format,
    width,
    height,
    pitch,
    padded_height,
    tile_mode_index,
    address: hex,
    stencil: hex,
    htile: hex,
    slices,
    samples,
});

impl DepthSurface {
    /// A `width` × `height` single-sample, single-slice depth plane of
    /// `format`, without stencil or HTILE.
    ///
    /// Defaults: pitch and padded height rounded up to multiples of 8, tile
    /// mode index 0 (`Depth2dThin64` on the PS4 table), address 0. A 2D tile
    /// mode needs the padded size of its layout ([`DepthSurface::with_layout`],
    /// [`DepthSurface::alignment`], or [`DepthSurface::from_surface_info`]).
    pub const fn new(format: DataFormat, width: u32, height: u32) -> DepthSurface {
        DepthSurface {
            format,
            width,
            height,
            pitch: round_up_8(width),
            padded_height: round_up_8(height),
            tile_mode_index: Ps4TileMode::Depth2dThin64.index(),
            address: 0,
            stencil: None,
            htile: None,
            slices: 1,
            samples: 1,
        }
    }

    /// With the padded pitch and height (pixels) and tile-mode index of the depth plane's layout.
    pub const fn with_layout(
        mut self,
        pitch: u32,
        padded_height: u32,
        tile_mode_index: TileIndex,
    ) -> Self {
        self.pitch = pitch;
        self.padded_height = padded_height;
        self.tile_mode_index = tile_mode_index;
        self
    }

    /// With an 8-bit stencil plane at `address`, tiled with entry `tile_mode_index`.
    pub const fn with_stencil(mut self, address: u64, tile_mode_index: TileIndex) -> Self {
        self.stencil = Some((address, tile_mode_index));
        self
    }

    /// With an HTILE buffer at `address`.
    pub const fn with_htile(mut self, address: u64) -> Self {
        self.htile = Some(address);
        self
    }

    accessors! {
        /// With the GPU address of the depth plane.
        set with_address(address: u64) { address }
        /// With `slices` array slices.
        set with_slices(slices: u32) { slices }
        /// With `samples` samples per pixel.
        set with_samples(samples: u32) { samples }
    }

    /// The multiples (pixels) the padded pitch and height must be for the
    /// depth plane's tile mode entry of `cfg`, its element size and sample
    /// count: the rule of
    /// [`ColorSurface::alignment`](super::color_target::ColorSurface::alignment).
    ///
    /// ```
    /// use gcn::blocks::depth_target::DepthSurface;
    /// use gcn::desc::DataFormat;
    /// use gcn::tiling::config::{Config, Ps4TileMode};
    ///
    /// let s = DepthSurface::new(DataFormat::D32_FLOAT, 1280, 720)
    ///     .with_layout(1280, 720, Ps4TileMode::Depth2dThin256.index());
    /// assert_eq!(s.alignment(&Config::PS4)?, (128, 64)); // one 32-bit macro tile of mode 2
    /// # Ok::<(), gcn::blocks::Error>(())
    /// ```
    ///
    /// # Errors
    /// [`Error::UnsupportedFormat`] for a format without a depth encoding,
    /// [`Error::InvalidSampleCount`] for a sample count other than 1, 2, 4,
    /// 8 or 16, [`Error::OutOfRange`] for 16 (a surface has at most 8),
    /// [`Error::UnsupportedTileMode`] when the entry has no layout the depth
    /// block can address.
    pub const fn alignment(&self, cfg: &Config) -> Result<(u32, u32), Error> {
        let bpp_log2 = match self.format.z_format() {
            Some(ZFormat::Z_16) => 1,
            Some(_) => 2,
            None => {
                return Err(Error::UnsupportedFormat {
                    format: self.format,
                });
            }
        };
        super::surface::alignment(
            cfg,
            self.tile_mode_index,
            bpp_log2,
            self.samples,
            self.pitch,
        )
    }

    /// The depth plane described by a tiling surface-info result: pitch,
    /// padded height, slices, samples and tile index come from `info`.
    ///
    /// # Errors
    /// [`Error::OutOfRange`] (field `tile_mode_index`) when `info` has no
    /// table entry ([`TileEntry::NoMatch`](crate::tiling::surface::TileEntry::NoMatch)
    /// or linear general); (field `bits per element`) when `info` was
    /// computed for another element size than `format`'s (16 bits for
    /// `Z_16`, 32 for the others), as
    /// [`ColorSurface::from_surface_info`](super::color_target::ColorSurface::from_surface_info).
    pub const fn from_surface_info(
        format: DataFormat,
        width: u32,
        height: u32,
        info: &SurfaceInfo,
        address: u64,
    ) -> Result<DepthSurface, Error> {
        let index = ctry!(info_tile_index(info));
        // A format without a depth encoding is refused by `setup`.
        let bits = match format.z_format() {
            Some(ZFormat::Z_16) => 16,
            Some(_) => 32,
            None => info.bpp_bits,
        };
        ctry!(check_element_bits(info, bits));
        Ok(DepthSurface::new(format, width, height)
            .with_layout(info.pitch_elems, info.height_elems, index)
            .with_slices(info.depth_slices)
            .with_samples(info.num_samples)
            .with_address(address))
    }
}

/// The `GB_MACROTILE_MODE` value a depth plane on entry `index` with
/// `bpp`-bit elements and `samples` samples uses; zero for entries that are
/// not macro tiled (their `DB_DEPTH_INFO` bank fields are 0).
/// Largest entry the 3-bit `DB_Z_INFO.TILE_MODE_INDEX` and
/// `DB_STENCIL_INFO.TILE_MODE_INDEX` fields name.
const TILE_MODE_INDEX_FIELD_MAX: u32 = 7;

const fn macro_reg(cfg: &Config, index: TileIndex, bpp: u32, samples: u32) -> GbMacrotileMode {
    match cfg.macro_mode_index(index, bpp, samples, false) {
        Ok((macro_index, _)) => macro_reg_at(cfg, macro_index),
        Err(_) => GbMacrotileMode::new(),
    }
}

/// The `GB_MACROTILE_MODE` value of entry `macro_index`; zero for none.
const fn macro_reg_at(cfg: &Config, macro_index: Option<u32>) -> GbMacrotileMode {
    match macro_index {
        Some(i) => match cfg.macro_tile_mode_regs.split_at_checked(i as usize) {
            Some((_, [reg, ..])) => GbMacrotileMode::from_bits(*reg),
            _ => GbMacrotileMode::new(),
        },
        None => GbMacrotileMode::new(),
    }
}

/// Whether table entry `index` describes a depth-target plane with the
/// registers' array mode, pipe config and tile split (and, for the depth
/// plane, bank fields): see [`DepthTarget::plane_tile_index`].
const fn entry_agrees(
    cfg: &Config,
    info: &DbDepthInfo,
    plane: DepthPlane,
    split: TileSplit,
    bpp: u32,
    samples: u32,
    index: TileIndex,
) -> bool {
    let e = cfg.tile_mode_reg(index);
    let banks_agree = match plane {
        // The bank fields describe the depth plane's macro mode.
        DepthPlane::Depth => {
            let m = macro_reg(cfg, index, bpp, samples);
            m.bank_width().into_bits() == info.bank_width().into_bits()
                && m.bank_height().into_bits() == info.bank_height().into_bits()
                && m.macro_tile_aspect().into_bits() == info.macro_tile_aspect().into_bits()
                && m.num_banks().into_bits() == info.num_banks().into_bits()
        }
        DepthPlane::Stencil => true,
    };
    e.micro_tile_mode_new().into_bits() == MicroTileMode::ADDR_SURF_DEPTH_MICRO_TILING.into_bits()
        && e.array_mode().into_bits() == info.array_mode().into_bits()
        && e.pipe_config().into_bits() == info.pipe_config().into_bits()
        && e.tile_split().into_bits() == split.into_bits()
        && banks_agree
}

/// [`DepthTarget::plane_tile_index`] on gfx6, where the hardware lays the
/// plane out from the entry `TILE_MODE_INDEX` names: that entry when it has
/// depth micro tiling (and, for the depth plane, `DB_Z_INFO.FORMAT` is a
/// depth format), else `None`.
const fn gfx6_plane_tile_index(
    cfg: &Config,
    target: &DepthTarget,
    plane: DepthPlane,
) -> Option<TileIndex> {
    let field = match plane {
        DepthPlane::Depth => match target.z_info.format() {
            ZFormat::Z_16 | ZFormat::Z_24 | ZFormat::Z_32_FLOAT => target.z_info.tile_mode_index(),
            _ => return None,
        },
        DepthPlane::Stencil => target.stencil_info.tile_mode_index(),
    };
    // The 3-bit field names entries 0..=7.
    let index = TileIndex::from_field(field);
    if cfg.tile_mode(index).tile_type.raw() == TileType::ADDR_DEPTH_SAMPLE_ORDER.raw() {
        Some(index)
    } else {
        None
    }
}

const fn round_up_8(v: u32) -> u32 {
    match v.checked_add(7) {
        Some(x) => x & !7,
        None => v,
    }
}

block! {
    /// The depth and stencil registers of the depth block.
    pub struct DepthTarget {
        depth_view: DbDepthView { get },
        htile_data_base: DbHtileDataBase { get },
        stencil_clear: DbStencilClear { get },
        depth_clear: DbDepthClear { get },
        depth_info: DbDepthInfo { get },
        /// With a whole `DB_Z_INFO` value (raw access).
        z_info: DbZInfo { get, set with_z_info },
        /// With a whole `DB_STENCIL_INFO` value (raw access).
        stencil_info: DbStencilInfo { get, set with_stencil_info },
        z_read_base: DbZReadBase { get },
        stencil_read_base: DbStencilReadBase { get },
        z_write_base: DbZWriteBase { get },
        stencil_write_base: DbStencilWriteBase { get },
        depth_size: DbDepthSize { get },
        depth_slice: DbDepthSlice { get },
        /// With a whole `DB_HTILE_SURFACE` value (raw access, e.g. preload windows).
        htile_surface: DbHtileSurface { get, set with_htile_surface },
    }
    extra {
        // The first invalid setter argument, reported by `validate`.
        error: Option<Error> = None,
    }
}

impl DepthTarget {
    /// No depth target: every register zero (`Z_INVALID`, `STENCIL_INVALID`),
    /// so the depth block reads and writes nothing.
    pub const fn new() -> DepthTarget {
        DepthTarget {
            depth_view: DbDepthView::new(),
            htile_data_base: DbHtileDataBase::new(),
            stencil_clear: DbStencilClear::new(),
            depth_clear: DbDepthClear::new(),
            depth_info: DbDepthInfo::new(),
            z_info: DbZInfo::new(),
            stencil_info: DbStencilInfo::new(),
            z_read_base: DbZReadBase::new(),
            stencil_read_base: DbStencilReadBase::new(),
            z_write_base: DbZWriteBase::new(),
            stencil_write_base: DbStencilWriteBase::new(),
            depth_size: DbDepthSize::new(),
            depth_slice: DbDepthSlice::new(),
            htile_surface: DbHtileSurface::new(),
            error: None,
        }
    }

    /// A depth target for `surface`, tiling fields from `cfg` in the layout
    /// of `cfg`'s generation, every field derived as the
    /// [module documentation](self) describes.
    ///
    /// # Errors
    /// - [`Error::UnsupportedFormat`]: the format has no depth encoding
    ///   ([`DataFormat::z_format`] is `None`).
    /// - [`Error::OutOfRange`]: width or height not in `1..=16384`, pitch or
    ///   padded height smaller than width or height or above 16384, slices
    ///   not in `1..=2048`, 16 samples.
    /// - [`Error::InvalidSampleCount`]: samples not 1, 2, 4, 8 or 16.
    /// - [`Error::NotMultiple`]: pitch or padded height not a multiple of 8.
    /// - [`Error::NotPadded`]: the padded pitch or height is not a whole
    ///   layout of the tile mode ([`DepthSurface::alignment`]), as for a
    ///   colour target.
    /// - [`Error::UnsupportedTileMode`]: the entry has no layout the depth
    ///   block can address; on gfx6 also a depth or stencil entry above 7
    ///   (`TILE_MODE_INDEX` is 3 bits and gfx6 reads the layout from it).
    /// - [`Error::Address`]: the depth, stencil or HTILE address.
    #[inline(always)]
    pub const fn setup(cfg: &Config, surface: &DepthSurface) -> Result<DepthTarget, Error> {
        let Some(zf) = surface.format.z_format() else {
            return Err(Error::UnsupportedFormat {
                format: surface.format,
            });
        };
        // 16- or 32-bit elements: log2(bits / 8).
        let bpp_log2 = if matches!(zf, ZFormat::Z_16) { 1 } else { 2 };
        let width = ctry!(in_range("width", surface.width, 1, MAX_DIMENSION));
        let height = ctry!(in_range("height", surface.height, 1, MAX_DIMENSION));
        let pitch = ctry!(in_range("pitch", surface.pitch, width, MAX_DIMENSION));
        let padded = ctry!(in_range(
            "padded_height",
            surface.padded_height,
            height,
            MAX_DIMENSION
        ));
        if pitch % 8 != 0 {
            return Err(Error::NotMultiple {
                field: "pitch",
                value: pitch,
                multiple: 8,
            });
        }
        if padded % 8 != 0 {
            return Err(Error::NotMultiple {
                field: "padded_height",
                value: padded,
                multiple: 8,
            });
        }
        let slices = ctry!(in_range("slices", surface.slices, 1, MAX_SLICES));
        let layout = ctry!(check_layout(
            cfg,
            surface.tile_mode_index,
            bpp_log2,
            surface.samples,
            pitch,
            padded
        ));
        let log_samples = layout.log2_samples;
        let z_tile = cfg.tile_mode_reg(surface.tile_mode_index);
        let z_base = ctry!(address_256("DB_Z_READ_BASE", surface.address));
        let (s_base, s_tile, has_stencil) = match surface.stencil {
            Some((address, index)) => (
                ctry!(address_256("DB_STENCIL_READ_BASE", address)),
                cfg.tile_mode_reg(index),
                true,
            ),
            None => (z_base, z_tile, false),
        };
        let s_index = match surface.stencil {
            Some((_, index)) => index,
            None => surface.tile_mode_index,
        };
        let gfx6 = matches!(cfg.chip.gfx, Gfx::Gfx6);
        if gfx6 {
            // gfx6 lays both planes out from the entries TILE_MODE_INDEX
            // names: a 3-bit field, so only entries 0..=7 can be addressed.
            if surface.tile_mode_index.get() > TILE_MODE_INDEX_FIELD_MAX {
                return Err(Error::UnsupportedTileMode {
                    tile_mode_index: surface.tile_mode_index,
                });
            }
            if s_index.get() > TILE_MODE_INDEX_FIELD_MAX {
                return Err(Error::UnsupportedTileMode {
                    tile_mode_index: s_index,
                });
            }
        }
        let mut depth_info = DbDepthInfo::new().with_addr5_swizzle_mask(1);
        let mut z_info = DbZInfo::new()
            .with_format(zf)
            .with_num_samples(log_samples)
            .with_zrange_precision(true);
        let mut stencil_info = DbStencilInfo::new().with_format(if has_stencil {
            StencilFormat::STENCIL_8
        } else {
            StencilFormat::STENCIL_INVALID
        });
        if !gfx6 {
            // gfx7+: the layout in DB_DEPTH_INFO and the planes' TILE_SPLIT.
            let macro_reg = macro_reg_at(cfg, layout.macro_index);
            depth_info = depth_info
                .with_array_mode(z_tile.array_mode())
                .with_pipe_config(z_tile.pipe_config())
                .with_bank_width(macro_reg.bank_width())
                .with_bank_height(macro_reg.bank_height())
                .with_macro_tile_aspect(macro_reg.macro_tile_aspect())
                .with_num_banks(macro_reg.num_banks());
            z_info = z_info.with_tile_split(z_tile.tile_split());
            stencil_info = stencil_info.with_tile_split(s_tile.tile_split());
        }

        let mut htile_data_base = DbHtileDataBase::new();
        let mut htile_surface = DbHtileSurface::new();
        if let Some(address) = surface.htile {
            let h = ctry!(address_256("DB_HTILE_DATA_BASE", address));
            htile_data_base = htile_data_base.with_base_256b(h);
            htile_surface = htile_surface.with_full_cache(true);
            z_info = z_info
                .with_tile_surface_enable(true)
                .with_allow_expclear(true);
            if has_stencil {
                stencil_info = stencil_info.with_allow_expclear(log_samples == 0);
            } else {
                stencil_info = stencil_info.with_tile_stencil_disable(true);
            }
        }

        // slices 1..=2048; pitch, padded 8..=16384, multiples of 8 (checked
        // above): nothing below wraps, every value fits its field.
        let target = DepthTarget {
            depth_view: DbDepthView::new()
                .with_slice_start(0)
                .with_slice_max(slices.wrapping_sub(1) as u16),
            htile_data_base,
            stencil_clear: DbStencilClear::new(),
            depth_clear: DbDepthClear::new().with_depth_clear(1.0),
            depth_info,
            z_info,
            stencil_info,
            z_read_base: DbZReadBase::new().with_base_256b(z_base),
            stencil_read_base: DbStencilReadBase::new().with_base_256b(s_base),
            z_write_base: DbZWriteBase::new().with_base_256b(z_base),
            stencil_write_base: DbStencilWriteBase::new().with_base_256b(s_base),
            depth_size: DbDepthSize::new()
                .with_pitch_tile_max((pitch / 8).wrapping_sub(1) as u16)
                .with_height_tile_max((padded / 8).wrapping_sub(1) as u16),
            depth_slice: DbDepthSlice::new()
                .with_slice_tile_max((pitch.wrapping_mul(padded) / 64).wrapping_sub(1)),
            htile_surface,
            error: None,
        };
        let mut target = target;
        let z_index = surface.tile_mode_index;
        if z_index.get() <= TILE_MODE_INDEX_FIELD_MAX && s_index.get() <= TILE_MODE_INDEX_FIELD_MAX
        {
            // Both fit their fields (the common case): stored as they are.
            target.z_info = target.z_info.with_tile_mode_index(z_index.bits());
            target.stencil_info = target.stencil_info.with_tile_mode_index(s_index.bits());
            return Ok(target);
        }
        let z_field = target.tile_mode_index_field(cfg, DepthPlane::Depth, z_index);
        let s_field = target.tile_mode_index_field(cfg, DepthPlane::Stencil, s_index);
        target.z_info = target.z_info.with_tile_mode_index(z_field);
        target.stencil_info = target.stencil_info.with_tile_mode_index(s_field);
        Ok(target)
    }

    /// The `TILE_MODE_INDEX` [`setup`](Self::setup) stores for `plane` set up
    /// with entry `index`: `index` when it fits the 3-bit field, else the
    /// entry [`plane_tile_index`](Self::plane_tile_index) finds when that
    /// fits, else 0.
    #[inline(always)]
    const fn tile_mode_index_field(&self, cfg: &Config, plane: DepthPlane, index: TileIndex) -> u8 {
        if index.get() <= TILE_MODE_INDEX_FIELD_MAX {
            return index.get() as u8;
        }
        match self.plane_tile_index(cfg, plane) {
            Some(found) if found.get() <= TILE_MODE_INDEX_FIELD_MAX => found.get() as u8,
            _ => 0,
        }
    }

    /// With the depth clear value (`DB_DEPTH_CLEAR`); also sets
    /// `DB_Z_INFO.ZRANGE_PRECISION` to `depth != 0.0`, the precision the
    /// HTILE z-range needs near that value.
    ///
    /// A new value that turns `ZRANGE_PRECISION` over (0.0 to non-zero or
    /// back) on a target already bound and drawn to needs the DB caches
    /// flushed first (`FLUSH_AND_INV_DB_META`, then `DB_ACTION_ENA` with
    /// `DB_DEST_BASE_ENA` in a cache sync, as the `passes` module's depth
    /// transitions write), as radeonsi does in `si_clear.c`: the HTILE data
    /// the DB holds was written with the other precision.
    ///
    /// # Errors
    /// The value is stored as given; [`DepthTarget::validate`] (and hence
    /// `encode` and `emit`, which then write nothing) reports
    /// [`Error::NotFinite`] when it is NaN or infinite. A fast clear through
    /// HTILE also needs it in `0.0..=1.0`
    /// ([`DepthTarget::htile_clear_value`]).
    pub const fn with_depth_clear(mut self, depth: f32) -> DepthTarget {
        self.depth_clear = self.depth_clear.with_depth_clear(depth);
        self.z_info = self.z_info.with_zrange_precision(depth != 0.0);
        self
    }

    /// The 32-bit HTILE word a fast clear fills the HTILE buffer with for
    /// the block's `DB_DEPTH_CLEAR` value: minimum and maximum Z both the
    /// clear depth in 14 bits (`round(depth × 0x3FFF)`) and `ZMASK` 0
    /// (cleared); without stencil in HTILE (`TILE_STENCIL_DISABLE`) the
    /// depth-only layout `MAX_Z << 18 | MIN_Z << 4 | ZMASK`, else the
    /// depth-and-stencil layout `Z_RANGE << 12 | SMEM << 8 | SR1 << 6 | SR0 << 4 | ZMASK`
    /// with a zero delta, `SMEM` 0 and both stencil results 3.
    ///
    /// ```
    /// use gcn::blocks::depth_target::DepthTarget;
    ///
    /// // Depth 1.0, depth only: MAX_Z = MIN_Z = 0x3FFF.
    /// let t = DepthTarget::new().with_stencil_info(
    ///     gcn::regs::DbStencilInfo::new().with_tile_stencil_disable(true),
    /// );
    /// assert_eq!(t.with_depth_clear(1.0).htile_clear_value(), Ok(0xFFFF_FFF0));
    /// ```
    ///
    /// # Errors
    /// [`Error::InvalidRange`] when the clear depth is not in `0.0..=1.0`.
    pub fn htile_clear_value(&self) -> Result<u32, Error> {
        let depth = self.depth_clear.depth_clear();
        if !(0.0..=1.0).contains(&depth) {
            return Err(Error::InvalidRange {
                what: "depth clear value (0.0..=1.0)",
            });
        }
        // In 0..=0x3FFF: a 14-bit value.
        let z = ((depth * 16383.0 + 0.5) as u32).min(0x3FFF);
        if self.stencil_info.tile_stencil_disable() {
            Ok((z << 18) | (z << 4))
        } else {
            Ok(((z << 6) << 12) | (0xF << 4))
        }
    }

    /// Checks the HTILE the block points at against the layout `htile`
    /// [`tiling::meta::htile_info`](crate::tiling::meta::htile_info)
    /// computed for it: HTILE enabled, the layout TC-compatible exactly when
    /// the target's HTILE is ([`HtileInfo::tc_compatible`] against
    /// [`DepthTarget::tc_compatible_htile`]: the two layouts differ in size
    /// and element order), its address on the layout's base alignment, and
    /// the layout covering the surface's padded size.
    ///
    /// # Errors
    /// [`Error::MetadataMismatch`] naming what disagrees.
    pub fn check_htile(&self, htile: &HtileInfo) -> Result<(), Error> {
        if !self.z_info.tile_surface_enable() {
            return Err(Error::MetadataMismatch {
                what: "HTILE not enabled (DB_Z_INFO.TILE_SURFACE_ENABLE)",
            });
        }
        match (htile.tc_compatible, self.tc_compatible_htile()) {
            (true, false) => {
                return Err(Error::MetadataMismatch {
                    what: "TC-compatible HTILE layout for a target whose HTILE is not (DB_HTILE_SURFACE.TC_COMPATIBLE clear)",
                });
            }
            (false, true) => {
                return Err(Error::MetadataMismatch {
                    what: "HTILE layout not TC-compatible for a target with DB_HTILE_SURFACE.TC_COMPATIBLE",
                });
            }
            _ => {}
        }
        let address = u64::from(self.htile_data_base.base_256b()) << 8;
        super::check_base_align(
            address,
            htile.base_align_bytes,
            "HTILE address off its base alignment",
        )?;
        let pitch = (u32::from(self.depth_size.pitch_tile_max()).wrapping_add(1)) << 3;
        let height = (u32::from(self.depth_size.height_tile_max()).wrapping_add(1)) << 3;
        if htile.pitch_px < pitch || htile.height_px < height {
            return Err(Error::MetadataMismatch {
                what: "HTILE layout smaller than the depth surface",
            });
        }
        Ok(())
    }

    /// Makes the block's HTILE TC-compatible (gfx8): the texture unit then
    /// samples the planes while they stay compressed. Sets the fields of
    /// [TC-compatible HTILE](self#tc-compatible-htile-gfx8):
    /// `DB_HTILE_SURFACE.TC_COMPATIBLE`, `DB_Z_INFO.DECOMPRESS_ON_N_ZPLANES`
    /// ([`DepthTarget::tc_decompress_on_n_zplanes`]),
    /// `DB_STENCIL_INFO.TILE_STENCIL_DISABLE` = 0 and
    /// `DB_DEPTH_INFO.ADDR5_SWIZZLE_MASK` = 0. `info` is the depth plane's
    /// layout, computed with [`SurfaceFlags::tc_compatible`]; its HTILE is
    /// laid out with [`MetaInput::tc_compatible`](crate::tiling::meta::MetaInput::tc_compatible).
    ///
    /// # Errors
    /// - [`Error::NotOnGfx`]: `cfg` is not gfx8's.
    /// - [`Error::MetadataMismatch`]: the block has no HTILE
    ///   (`DB_Z_INFO.TILE_SURFACE_ENABLE`), `info` is not TC-compatible
    ///   (`SurfaceInfo::tc_compatible`), or `info` describes another layout
    ///   than the registers' (table entry, padded size, element size, samples).
    /// - [`Error::UnsupportedFormat`]: a `Z_24` target (radeonsi allocates a
    ///   24-bit depth surface as `Z_32_FLOAT` for TC-compatible HTILE);
    ///   [`Error::UnknownValue`]: `Z_INVALID`.
    ///
    /// Nothing is changed on error.
    pub fn with_tc_compatible_htile(
        self,
        cfg: &Config,
        info: &SurfaceInfo,
    ) -> Result<DepthTarget, Error> {
        if !matches!(cfg.chip.gfx, Gfx::Gfx8) {
            return Err(Error::NotOnGfx {
                what: "TC-compatible HTILE (DB_HTILE_SURFACE.TC_COMPATIBLE, DB_Z_INFO.DECOMPRESS_ON_N_ZPLANES)",
                gfx: cfg.chip.gfx,
            });
        }
        if !self.z_info.tile_surface_enable() {
            return Err(Error::MetadataMismatch {
                what: "TC-compatible HTILE without HTILE (DB_Z_INFO.TILE_SURFACE_ENABLE)",
            });
        }
        if !info.tc_compatible {
            return Err(Error::MetadataMismatch {
                what: "surface not TC-compatible (SurfaceInfo::tc_compatible)",
            });
        }
        let Some(zplanes) = self.tc_decompress_on_n_zplanes() else {
            if matches!(self.z_info.format(), ZFormat::Z_24) {
                return Err(Error::UnsupportedFormat {
                    format: DataFormat::D24_UNORM,
                });
            }
            return Err(Error::UnknownValue {
                register: "DB_Z_INFO",
                field: "FORMAT",
                value: self.z_info.format().raw(),
            });
        };
        let size = self.depth_size;
        // 11-bit tile counts: (2047 + 1) * 8 fits.
        let pitch = u32::from(size.pitch_tile_max())
            .wrapping_add(1)
            .wrapping_mul(8);
        let height = u32::from(size.height_tile_max())
            .wrapping_add(1)
            .wrapping_mul(8);
        let bits = if matches!(self.z_info.format(), ZFormat::Z_16) {
            16
        } else {
            32
        };
        let samples = 1u32 << self.z_info.num_samples();
        let index = self.plane_tile_index(cfg, DepthPlane::Depth);
        if info.tile_index.index() != index
            || (info.pitch_elems, info.height_elems) != (pitch, height)
            || info.bpp_bits != bits
            || info.num_samples != samples
        {
            return Err(Error::MetadataMismatch {
                what: "SurfaceInfo of another layout than the depth target's",
            });
        }
        let mut t = self;
        t.htile_surface = t.htile_surface.with_tc_compatible(true);
        t.z_info = t.z_info.with_decompress_on_n_zplanes(zplanes);
        t.stencil_info = t.stencil_info.with_tile_stencil_disable(false);
        t.depth_info = t.depth_info.with_addr5_swizzle_mask(0);
        Ok(t)
    }

    /// Whether the block's HTILE is TC-compatible (`DB_HTILE_SURFACE.TC_COMPATIBLE`
    /// with HTILE enabled): the texture unit reads the planes compressed.
    pub const fn tc_compatible_htile(&self) -> bool {
        self.htile_surface.tc_compatible() && self.z_info.tile_surface_enable()
    }

    /// The `DB_Z_INFO.DECOMPRESS_ON_N_ZPLANES` a TC-compatible HTILE of this
    /// block's format and sample count takes (gfx8: 0 is full compression,
    /// N compresses up to N - 1 Z planes, as many as the texture unit
    /// reads): 5 for one sample, 3 for 2 and 4, 2 for 8; 1 (no Z-plane
    /// compression, only clears) for `Z_16`, which the gfx8 texture unit
    /// cannot read plane-compressed. `None` for `Z_24` and `Z_INVALID`.
    pub const fn tc_decompress_on_n_zplanes(&self) -> Option<u8> {
        match self.z_info.format() {
            ZFormat::Z_16 => Some(1),
            ZFormat::Z_32_FLOAT => Some(match self.z_info.num_samples() {
                0 => 5,
                1 | 2 => 3,
                _ => 2,
            }),
            _ => None,
        }
    }

    /// Whether the depth plane must be decompressed
    /// ([`passes::depth_decompress`](crate::passes::depth_decompress))
    /// before a texture samples it: with HTILE that is not TC-compatible.
    /// A TC-compatible target only needs its DB caches flushed and the L2
    /// lines of the plane and of its HTILE invalidated
    /// ([`Transition::DepthToTexture`](crate::passes::transition::Transition::DepthToTexture)
    /// over both ranges), as radeonsi does (`si_blit.c`).
    pub const fn needs_decompress_to_sample(&self) -> bool {
        self.z_info.tile_surface_enable() && !self.htile_surface.tc_compatible()
    }

    /// Checks that a fast clear (through HTILE) of the planes asked for, to the
    /// block's `DB_DEPTH_CLEAR` / `DB_STENCIL_CLEAR`, is one radeonsi makes
    /// (`si_clear.c`): the block has HTILE (and, for stencil, a stencil
    /// plane whose HTILE bits are not given to depth), and with TC-compatible
    /// HTILE depth clears only to 0.0 or 1.0 and stencil only to 0, the
    /// values the texture unit decodes from a cleared tile.
    ///
    /// # Errors
    /// [`Error::InvalidRange`] naming the first rule broken, or when neither
    /// plane is asked for; [`Error::MetadataMismatch`] without HTILE.
    pub fn check_fast_clear(&self, depth: bool, stencil: bool) -> Result<(), Error> {
        if !depth && !stencil {
            return Err(Error::InvalidRange {
                what: "depth clear of neither depth nor stencil",
            });
        }
        if !self.z_info.tile_surface_enable() {
            return Err(Error::MetadataMismatch {
                what: "fast depth clear without HTILE (DB_Z_INFO.TILE_SURFACE_ENABLE)",
            });
        }
        if stencil
            && (self.stencil_info.format().into_bits() != StencilFormat::STENCIL_8.into_bits()
                || self.stencil_info.tile_stencil_disable())
        {
            return Err(Error::InvalidRange {
                what: "fast stencil clear without stencil in HTILE (STENCIL_INVALID or TILE_STENCIL_DISABLE)",
            });
        }
        if !self.tc_compatible_htile() {
            return Ok(());
        }
        let value = self.depth_clear.depth_clear();
        if depth && value != 0.0 && value != 1.0 {
            return Err(Error::InvalidRange {
                what: "fast clear of a TC-compatible HTILE to a depth other than 0.0 or 1.0",
            });
        }
        if stencil && self.stencil_clear.clear() != 0 {
            return Err(Error::InvalidRange {
                what: "fast clear of a TC-compatible HTILE to a stencil other than 0",
            });
        }
        Ok(())
    }

    /// With the stencil clear value (`DB_STENCIL_CLEAR`).
    pub const fn with_stencil_clear(mut self, stencil: u8) -> DepthTarget {
        self.stencil_clear = self.stencil_clear.with_clear(stencil);
        self
    }

    /// With depth and/or stencil read-only (`DB_DEPTH_VIEW.Z_READ_ONLY`,
    /// `STENCIL_READ_ONLY`), for sampling the target while testing against it.
    pub const fn with_read_only(mut self, depth: bool, stencil: bool) -> DepthTarget {
        self.depth_view = self
            .depth_view
            .with_z_read_only(depth)
            .with_stencil_read_only(stencil);
        self
    }

    /// With the slice range `first ..= last` visible to rendering (`DB_DEPTH_VIEW`).
    ///
    /// [`DepthTarget::validate`] reports [`Error::OutOfRange`] (field
    /// `slice_max` or `slice_start`) when `last` is above 2047 or `first`
    /// above `last`; the register is then left unchanged.
    pub const fn with_view(mut self, first: u32, last: u32) -> DepthTarget {
        let last = match in_range("slice_max", last, 0, MAX_SLICES - 1) {
            Ok(v) => v,
            Err(e) => {
                self.error = first_error(self.error, e);
                return self;
            }
        };
        let first = match in_range("slice_start", first, 0, last) {
            Ok(v) => v,
            Err(e) => {
                self.error = first_error(self.error, e);
                return self;
            }
        };
        // Both are at most 2047: they fit the 11-bit fields.
        self.depth_view = self
            .depth_view
            .with_slice_start(first as u16)
            .with_slice_max(last as u16);
        self
    }

    /// The `GB_TILE_MODE` entry of the depth or stencil plane, read from the
    /// registers alone (what an emulator has): see
    /// [the module documentation](self#the-layout-from-the-registers).
    /// `None` when no entry of `cfg` agrees with the registers (on gfx6:
    /// when the named entry has no depth micro tiling), or for the depth
    /// plane of a target whose `DB_Z_INFO.FORMAT` is not a depth format.
    pub const fn plane_tile_index(&self, cfg: &Config, plane: DepthPlane) -> Option<TileIndex> {
        if matches!(cfg.chip.gfx, Gfx::Gfx6) {
            return gfx6_plane_tile_index(cfg, self, plane);
        }
        let info = self.depth_info();
        let (named, split, bpp) = match plane {
            DepthPlane::Depth => (
                self.z_info.tile_mode_index(),
                self.z_info.tile_split(),
                match self.z_info.format() {
                    ZFormat::Z_16 => 16,
                    ZFormat::Z_24 | ZFormat::Z_32_FLOAT => 32,
                    _ => return None,
                },
            ),
            DepthPlane::Stencil => (
                self.stencil_info.tile_mode_index(),
                self.stencil_info.tile_split(),
                8,
            ),
        };
        // NUM_SAMPLES is 2 bits: 1 << 3 at most.
        let samples = 1u32 << self.z_info.num_samples();
        // The 3-bit field names entries 0..=7.
        let named = TileIndex::from_field(named);
        if entry_agrees(cfg, &info, plane, split, bpp, samples, named) {
            return Some(named);
        }
        let mut i = 0u8;
        while (i as usize) < cfg.tile_mode_regs.len() {
            let index = TileIndex::from_field(i);
            if entry_agrees(cfg, &info, plane, split, bpp, samples, index) {
                return Some(index);
            }
            // The table has 32 entries.
            i = i.wrapping_add(1);
        }
        None
    }

    /// The layout of the depth plane as the tiling library computes it from
    /// the registers alone: entry [`plane_tile_index`](Self::plane_tile_index),
    /// `DB_Z_INFO.FORMAT`'s element size, `DB_Z_INFO.NUM_SAMPLES`, the padded
    /// pitch and height of `DB_DEPTH_SIZE` as the surface size and
    /// `DB_DEPTH_VIEW.SLICE_MAX + 1` slices, TC-compatible when the block's
    /// HTILE is ([`DepthTarget::tc_compatible_htile`]). Its `surf_size_bytes`
    /// is what the depth plane occupies.
    ///
    /// ```
    /// use gcn::blocks::depth_target::{DepthSurface, DepthTarget};
    /// use gcn::desc::DataFormat;
    /// use gcn::tiling::Config;
    /// use gcn::tiling::config::Ps4TileMode;
    ///
    /// let surface = DepthSurface::new(DataFormat::D32_FLOAT, 1920, 1080)
    ///     .with_layout(1920, 1088, Ps4TileMode::Depth2dThin256.index());
    /// let db = DepthTarget::setup(&Config::PS4, &surface)?;
    /// let info = db.surface_info(&Config::PS4)?;
    /// assert_eq!((info.pitch_elems, info.height_elems), (1920, 1088));
    /// assert_eq!(info.surf_size_bytes, 1920 * 1088 * 4);
    /// # Ok::<(), gcn::blocks::Error>(())
    /// ```
    ///
    /// # Errors
    /// - [`Error::NoTileIndex`]: no table entry agrees with the registers.
    /// - [`Error::UnsupportedTileMode`]: the tiling library refuses the entry.
    /// - [`Error::NotPadded`]: the registers' padded size is not a whole
    ///   layout of the entry (the library pads it further).
    pub fn surface_info(&self, cfg: &Config) -> Result<SurfaceInfo, Error> {
        let Some(index) = self.plane_tile_index(cfg, DepthPlane::Depth) else {
            return Err(Error::NoTileIndex);
        };
        let bpp = if matches!(self.z_info.format(), ZFormat::Z_16) {
            16
        } else {
            32
        };
        let size = self.depth_size();
        // 11-bit tile counts: (2047 + 1) * 8 fits.
        let pitch = (size.pitch_tile_max() as u32)
            .wrapping_add(1)
            .wrapping_mul(8);
        let height = (size.height_tile_max() as u32)
            .wrapping_add(1)
            .wrapping_mul(8);
        // An 11-bit field.
        let slices = (self.depth_view.slice_max() as u32).wrapping_add(1);
        let samples = 1u32 << self.z_info.num_samples();
        let no_stencil =
            self.stencil_info.format().into_bits() == StencilFormat::STENCIL_INVALID.into_bits();
        let input = SurfaceInput::new(index, bpp, pitch, height)
            .with_slices(slices)
            .with_samples(samples, samples)
            .with_flags(
                SurfaceFlags::new()
                    .with_depth(true)
                    .with_no_stencil(no_stencil)
                    .with_tc_compatible(self.tc_compatible_htile()),
            );
        let info = surface_info(cfg, &input).map_err(|_| Error::UnsupportedTileMode {
            tile_mode_index: index,
        })?;
        if (info.pitch_elems, info.height_elems) != (pitch, height) {
            return Err(Error::NotPadded {
                tile_mode_index: index,
                given: (pitch, height),
                needed: (info.pitch_elems, info.height_elems),
            });
        }
        Ok(info)
    }

    /// Checks the block: no setter was given an invalid argument,
    /// `DB_Z_INFO.FORMAT` and `DB_STENCIL_INFO.FORMAT` are gfx7 values, and
    /// the depth clear value (`DB_DEPTH_CLEAR`) is finite.
    ///
    /// # Errors
    /// The first invalid setter argument ([`Error::OutOfRange`]), else
    /// [`Error::UnknownValue`], else [`Error::NotFinite`].
    pub const fn validate(&self) -> Result<(), Error> {
        if let Some(e) = self.error {
            return Err(e);
        }
        check_known!(self.z_info => format "FORMAT");
        check_known!(self.stencil_info => format "FORMAT");
        finite(self.depth_clear.depth_clear(), "depth clear value")
    }

    /// The block's fourteen context registers, sorted by offset (five runs).
    pub fn registers(&self) -> RegList<REGISTERS> {
        self.list(Space::Context)
    }
}
