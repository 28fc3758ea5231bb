//! Chip tiling configuration: the `GB_TILE_MODE0..31` and `GB_MACROTILE_MODE0..15`
//! tables and `GB_ADDR_CONFIG`, decoded the way AMD's address library (SI/CI
//! path) decodes them.
//!
//! Every tiling function in this module takes a [`Config`]. For the PS4 base
//! GPU use [`Config::PS4`], for PS4 Pro alternate tiling [`Config::PS4_NEO`],
//! for the gfx6 Pitcairn and gfx8 Polaris10 register sets [`Config::PITCAIRN`]
//! and [`Config::POLARIS10`]; for another Sea Islands chip build one from its
//! raw register values with [`Config::from_registers`], for any gfx6-gfx8 chip
//! with [`Config::from_chip_registers`] and its [`Chip`].
//!
//! # What a tile-mode entry says
//!
//! ```text
//!  GB_TILE_MODEn (gfx7)
//!  31      27 26  25 24    22 21     14 13   11 10      6 5       2 1  0
//! +----------+------+--------+---------+-------+---------+---------+----+
//! | ALT_PIPE |SAMPLE| MICRO_ |   (0)   | TILE_ |  PIPE_  | ARRAY_  |(0) |
//! | _CONFIG  |_SPLIT|TILE_MODE_NEW     | SPLIT | CONFIG  |  MODE   |    |
//! +----------+------+--------+---------+-------+---------+---------+----+
//! ```
//!
//! * `ARRAY_MODE` picks linear, 1D (micro-tiled), 2D/3D (macro-tiled) or PRT
//!   tiling and the micro-tile thickness (1, 4 or 8 slices).
//! * `MICRO_TILE_MODE_NEW` picks the order of elements inside an 8×8 micro
//!   tile: display, thin (non-displayable), depth (sample order), rotated or
//!   thick.
//! * `PIPE_CONFIG` picks how many memory pipes the surface spreads over and
//!   the pipe pattern.
//! * `TILE_SPLIT` (depth entries) or `SAMPLE_SPLIT` (all other entries) says
//!   how many bytes of a multi-sample micro tile stay together.
//!
//! Macro-tiled (2D/3D/PRT) entries then take their bank parameters from one
//! of the 16 `GB_MACROTILE_MODEn` entries, chosen by the micro-tile size in
//! bytes (see [`Config::macro_mode_index`]).
//!
//! # The PS4 table
//!
//! ```
//! use gcn::tiling::config::{Config, Ps4TileMode, TileMode, TileType, PipeConfig};
//!
//! let entry = Config::PS4.tile_mode(Ps4TileMode::Display2dThin.index());
//! assert_eq!(entry.mode, TileMode::ADDR_TM_2D_TILED_THIN1);
//! assert_eq!(entry.tile_type, TileType::ADDR_DISPLAYABLE);
//! assert_eq!(entry.info.pipe_config, PipeConfig::ADDR_SURF_P8_32x32_16x16);
//! assert_eq!(entry.info.pipe_config.num_pipes(), 8);
//!
//! // A 32-bit colour surface on that entry: 256-byte micro tiles use macro mode 2.
//! let (macro_index, info) = Config::PS4
//!     .macro_mode_index(Ps4TileMode::Display2dThin.index(), 32, 1, false)
//!     .unwrap();
//! assert_eq!(macro_index, Some(2));
//! assert_eq!((info.banks, info.bank_height, info.macro_aspect_ratio), (16, 1, 2));
//! assert_eq!(info.tile_split_bytes, 512);
//! ```

use super::Error;
pub use crate::regs::{
    ArrayMode, BankHeight, BankWidth, GbAddrConfig, GbMacrotileModeN, GbTileModeN, MacroTileAspect,
    MicroTileMode, NumBanks, PipeConfig, SampleSplit, TileSplit,
};
use crate::regs::{Field, FieldKind};

/// Pixels in one micro tile (8×8).
pub const MICRO_TILE_PIXELS: u32 = 64;
/// Width and height of a micro tile in elements.
pub const MICRO_TILE_WIDTH: u32 = 8;
/// Height of a micro tile in elements.
pub const MICRO_TILE_HEIGHT: u32 = 8;
/// Number of `GB_TILE_MODEn` registers on gfx7.
pub const TILE_MODE_COUNT: usize = 32;
/// Number of `GB_MACROTILE_MODEn` registers on gfx7.
pub const MACRO_TILE_MODE_COUNT: usize = 16;
/// Offset of the PRT macro-tile entries (8..15) from their non-PRT twins.
pub const PRT_MACRO_MODE_OFFSET: u32 = 8;

/// An index into the 32-entry `GB_TILE_MODE` table, `0..=31`: the one type
/// for every tile-mode index of the crate (a colour target's
/// `ATTRIB.TILE_MODE_INDEX`, a depth plane's entry, a T#'s `TILING_INDEX`,
/// the entry a surface is laid out with).
///
/// [`TileIndex::new`] checks the range, so a value of this type always names
/// a table entry; [`Ps4TileMode::index`] gives the named PS4 entries.
///
/// ```
/// use gcn::tiling::TileIndex;
/// use gcn::tiling::config::{Config, Ps4TileMode, TileMode};
///
/// let display = TileIndex::new(10)?;
/// assert_eq!(display, Ps4TileMode::Display2dThin.index());
/// assert_eq!(display.get(), 10);
/// assert_eq!(Config::PS4.tile_mode(display).mode, TileMode::ADDR_TM_2D_TILED_THIN1);
/// assert!(TileIndex::new(32).is_err());
/// # Ok::<(), gcn::tiling::Error>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct TileIndex(u8);

impl TileIndex {
    /// Number of table entries (32).
    pub const COUNT: u32 = TILE_MODE_COUNT as u32;

    /// Entry `index`.
    ///
    /// # Errors
    /// [`Error::TileIndexOutOfRange`] when `index` is 32 or more.
    pub const fn new(index: u32) -> Result<TileIndex, Error> {
        if index < Self::COUNT {
            // index < 32 fits a u8.
            Ok(TileIndex(index as u8))
        } else {
            Err(Error::TileIndexOutOfRange {
                index: if index > i32::MAX as u32 {
                    i32::MAX
                } else {
                    index as i32
                },
            })
        }
    }

    /// The index held in a 5-bit register field (`CB_COLORn_ATTRIB.TILE_MODE_INDEX`,
    /// `SQ_IMG_RSRC_WORD3.TILING_INDEX`): bits above bit 4 are ignored, as the
    /// field has none.
    pub const fn from_field(bits: u8) -> TileIndex {
        TileIndex(bits & 0x1F)
    }

    /// The index, `0..=31`.
    pub const fn get(self) -> u32 {
        self.0 as u32
    }

    /// The index as the 5-bit register field value.
    pub const fn bits(self) -> u8 {
        self.0
    }

    /// Every entry, `0..=31`.
    pub fn all() -> impl Iterator<Item = TileIndex> + Clone {
        (0..TILE_MODE_COUNT as u8).map(TileIndex)
    }
}

impl core::fmt::Display for TileIndex {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        core::fmt::Display::fmt(&self.0, f)
    }
}

impl From<TileIndex> for u32 {
    fn from(t: TileIndex) -> u32 {
        t.get()
    }
}

/// An index equals the number it holds.
impl PartialEq<u32> for TileIndex {
    fn eq(&self, other: &u32) -> bool {
        self.get() == *other
    }
}

/// A number equals the index holding it.
impl PartialEq<TileIndex> for u32 {
    fn eq(&self, other: &TileIndex) -> bool {
        *self == other.get()
    }
}

impl TryFrom<u32> for TileIndex {
    type Error = Error;
    /// As [`TileIndex::new`].
    fn try_from(index: u32) -> Result<TileIndex, Error> {
        TileIndex::new(index)
    }
}

impl From<Ps4TileMode> for TileIndex {
    fn from(m: Ps4TileMode) -> TileIndex {
        m.index()
    }
}

impl ArrayMode {
    /// The address library's tile mode for this hardware array mode.
    pub const fn tile_mode(self) -> TileMode {
        TileMode(match self.into_bits() {
            5 => 19,
            6 => 20,
            8 => 16,
            9 => 22,
            10 => 23,
            11 => 21,
            14 => 17,
            15 => 24,
            v => v,
        })
    }
}

open_enum! {
    /// The address library's tile mode (`AddrTileMode`). These numbers differ
    /// from the hardware [`ArrayMode`] values; convert with
    /// [`ArrayMode::tile_mode`] and [`TileMode::array_mode`].
    pub struct TileMode(u8): 5 bits {
        /// Linear, least restrictions.
        ADDR_TM_LINEAR_GENERAL = 0,
        /// Linear, pitch a multiple of 64 elements.
        ADDR_TM_LINEAR_ALIGNED = 1,
        /// Linear array of 8×8 micro tiles.
        ADDR_TM_1D_TILED_THIN1 = 2,
        /// Linear array of 8×8×4 micro tiles.
        ADDR_TM_1D_TILED_THICK = 3,
        /// Macro tiles made of 8×8 micro tiles.
        ADDR_TM_2D_TILED_THIN1 = 4,
        /// R600 only: macro aspect 1:4.
        ADDR_TM_2D_TILED_THIN2 = 5,
        /// R600 only: macro aspect 1:16.
        ADDR_TM_2D_TILED_THIN4 = 6,
        /// Macro tiles made of 8×8×4 micro tiles.
        ADDR_TM_2D_TILED_THICK = 7,
        /// R600 only: bank swapped.
        ADDR_TM_2B_TILED_THIN1 = 8,
        /// R600 only: bank swapped, aspect 1:4.
        ADDR_TM_2B_TILED_THIN2 = 9,
        /// R600 only: bank swapped, aspect 1:16.
        ADDR_TM_2B_TILED_THIN4 = 10,
        /// R600 only: bank swapped, thick.
        ADDR_TM_2B_TILED_THICK = 11,
        /// Macro tiling with pipe rotation between slices.
        ADDR_TM_3D_TILED_THIN1 = 12,
        /// Macro tiling with pipe rotation between slices, thick.
        ADDR_TM_3D_TILED_THICK = 13,
        /// R600 only: 3D bank swapped.
        ADDR_TM_3B_TILED_THIN1 = 14,
        /// R600 only: 3D bank swapped, thick.
        ADDR_TM_3B_TILED_THICK = 15,
        /// Macro tiles made of 8×8×8 micro tiles.
        ADDR_TM_2D_TILED_XTHICK = 16,
        /// 3D macro tiling with 8×8×8 micro tiles.
        ADDR_TM_3D_TILED_XTHICK = 17,
        /// Power-save mode (kernel only).
        ADDR_TM_POWER_SAVE = 18,
        /// PRT: no bank/pipe rotation beyond the macro tile.
        ADDR_TM_PRT_TILED_THIN1 = 19,
        /// PRT flavour of 2D thin.
        ADDR_TM_PRT_2D_TILED_THIN1 = 20,
        /// PRT flavour of 3D thin.
        ADDR_TM_PRT_3D_TILED_THIN1 = 21,
        /// PRT thick: no bank/pipe rotation beyond the macro tile.
        ADDR_TM_PRT_TILED_THICK = 22,
        /// PRT flavour of 2D thick.
        ADDR_TM_PRT_2D_TILED_THICK = 23,
        /// PRT flavour of 3D thick.
        ADDR_TM_PRT_3D_TILED_THICK = 24,
        /// Unknown: to be decided by the library.
        ADDR_TM_UNKNOWN = 25,
    }
}

/// Properties of one [`TileMode`], packed in a `u16`: thickness in bits 0..=3,
/// one family bit each above.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct ModeFlags(u16);

impl ModeFlags {
    const LINEAR: u16 = 1 << 4;
    const MICRO: u16 = 1 << 5;
    const MACRO: u16 = 1 << 6;
    const MACRO3D: u16 = 1 << 7;
    const PRT: u16 = 1 << 8;
    const PRT_NO_ROTATION: u16 = 1 << 9;
    const BANK_SWAPPED: u16 = 1 << 10;

    /// The flags of every 5-bit tile mode (64 bytes); modes above 24 have none.
    const TABLE: [u16; 32] = {
        const L: u16 = ModeFlags::LINEAR;
        const MI: u16 = ModeFlags::MICRO;
        const MA: u16 = ModeFlags::MACRO;
        const M3: u16 = ModeFlags::MACRO | ModeFlags::MACRO3D;
        const P: u16 = ModeFlags::PRT;
        const PN: u16 = ModeFlags::PRT | ModeFlags::PRT_NO_ROTATION;
        const B: u16 = ModeFlags::BANK_SWAPPED;
        [
            1 | L,       // 0 LINEAR_GENERAL
            1 | L,       // 1 LINEAR_ALIGNED
            1 | MI,      // 2 1D_TILED_THIN1
            4 | MI,      // 3 1D_TILED_THICK
            1 | MA,      // 4 2D_TILED_THIN1
            1 | MA,      // 5 2D_TILED_THIN2
            1 | MA,      // 6 2D_TILED_THIN4
            4 | MA,      // 7 2D_TILED_THICK
            1 | MA | B,  // 8 2B_TILED_THIN1
            1 | MA | B,  // 9 2B_TILED_THIN2
            1 | MA | B,  // 10 2B_TILED_THIN4
            4 | MA | B,  // 11 2B_TILED_THICK
            1 | M3,      // 12 3D_TILED_THIN1
            4 | M3,      // 13 3D_TILED_THICK
            1 | M3 | B,  // 14 3B_TILED_THIN1
            4 | M3 | B,  // 15 3B_TILED_THICK
            8 | MA,      // 16 2D_TILED_XTHICK
            8 | M3,      // 17 3D_TILED_XTHICK
            1,           // 18 POWER_SAVE
            1 | MA | PN, // 19 PRT_TILED_THIN1
            1 | MA | P,  // 20 PRT_2D_TILED_THIN1
            1 | M3 | P,  // 21 PRT_3D_TILED_THIN1
            4 | MA | PN, // 22 PRT_TILED_THICK
            4 | MA | P,  // 23 PRT_2D_TILED_THICK
            4 | M3 | P,  // 24 PRT_3D_TILED_THICK
            0,
            0,
            0,
            0,
            0,
            0,
            0,
        ]
    };

    /// The flags of `mode`: one table read (a `TileMode` holds 5 bits).
    #[allow(clippy::indexing_slicing)]
    #[inline(always)]
    const fn of(mode: TileMode) -> ModeFlags {
        ModeFlags(Self::TABLE[(mode.0 & 31) as usize])
    }

    /// Whether family bit `bit` is set.
    #[inline(always)]
    const fn has(self, bit: u16) -> bool {
        self.0 & bit != 0
    }

    /// Micro-tile thickness in slices.
    #[inline(always)]
    const fn thickness(self) -> u32 {
        (self.0 & 0xF) as u32
    }
}

/// One `TileMode` predicate per [`ModeFlags`] family bit.
macro_rules! mode_predicates {
    ($($(#[$doc:meta])* $name:ident => $flag:ident,)*) => {
        impl TileMode {
            $(
                $(#[$doc])*
                #[inline]
                pub const fn $name(self) -> bool {
                    ModeFlags::of(self).has(ModeFlags::$flag)
                }
            )*
        }
    };
}

mode_predicates! {
    /// Linear (general or aligned).
    is_linear => LINEAR,
    /// 1D (micro) tiled.
    is_micro_tiled => MICRO,
    /// 2D/3D/PRT (macro) tiled.
    is_macro_tiled => MACRO,
    /// 3D macro tiled (pipe rotation between slices).
    is_macro_3d => MACRO3D,
    /// A partially-resident-texture mode.
    is_prt => PRT,
    /// A PRT mode without bank/pipe rotation (`PRT_TILED_THIN1`, `PRT_TILED_THICK`).
    is_prt_no_rotation => PRT_NO_ROTATION,
    /// An R600 bank-swapped mode.
    is_bank_swapped => BANK_SWAPPED,
}

impl TileMode {
    /// Micro-tile thickness in slices: 1 (thin), 4 (thick) or 8 (xthick); 0 for unknown modes.
    #[inline]
    pub const fn thickness(self) -> u32 {
        ModeFlags::of(self).thickness()
    }
    /// The hardware `ARRAY_MODE` for this tile mode, `None` for modes gfx7 cannot encode.
    pub const fn array_mode(self) -> Option<ArrayMode> {
        let hw = match self.0 {
            0..=4 => self.0,
            7 => 7,
            12 => 12,
            13 => 13,
            16 => 8,
            17 => 14,
            19 => 5,
            20 => 6,
            21 => 11,
            22 => 9,
            23 => 10,
            24 => 15,
            _ => return None,
        };
        Some(ArrayMode::from_bits(hw))
    }
}

impl MicroTileMode {
    /// The address library's tile type (`AddrTileType`) with the same number.
    pub const fn tile_type(self) -> TileType {
        TileType(self.into_bits())
    }
}

open_enum! {
    /// The address library's micro-tile type (`AddrTileType`).
    pub struct TileType(u8): 3 bits {
        /// Displayable tiling.
        ADDR_DISPLAYABLE = 0,
        /// Non-displayable ("thin") tiling.
        ADDR_NON_DISPLAYABLE = 1,
        /// Non-displayable plus depth sample order.
        ADDR_DEPTH_SAMPLE_ORDER = 2,
        /// Rotated displayable tiling.
        ADDR_ROTATED = 3,
        /// Thick micro tiling (THICK and XTHICK modes only).
        ADDR_THICK = 4,
    }
}

impl PipeConfig {
    /// Number of pipes the configuration spreads a surface over (0 for reserved values).
    #[allow(clippy::indexing_slicing)]
    #[inline]
    pub const fn num_pipes(self) -> u32 {
        /// Pipes of each 5-bit value: 0 → 2, 4..=7 → 4, 8..=14 → 8, 16 and 17 → 16.
        const PIPES: [u8; 32] = [
            2, 0, 0, 0, 4, 4, 4, 4, 8, 8, 8, 8, 8, 8, 8, 0, 16, 16, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
            0, 0, 0, 0,
        ];
        // A PipeConfig holds 5 bits.
        PIPES[(self.into_bits() & 31) as usize] as u32
    }
    /// The address library's `AddrPipeCfg` number (hardware value + 1).
    pub const fn addrlib_value(self) -> u32 {
        // A u8 plus one fits in u32.
        (self.into_bits() as u32).wrapping_add(1)
    }
    /// From an `AddrPipeCfg` number; `None` for 0 (invalid) or values above 32.
    pub const fn from_addrlib_value(value: u32) -> Option<PipeConfig> {
        if value == 0 || value > 32 {
            None
        } else {
            Some(PipeConfig::from_bits(value.wrapping_sub(1) as u8)) // 1..=32 here
        }
    }
}

impl TileSplit {
    /// Split size in bytes (`64 << value`).
    pub const fn bytes(self) -> u32 {
        64u32 << self.into_bits()
    }
}

impl SampleSplit {
    /// Split factor (`1 << value`).
    pub const fn factor(self) -> u32 {
        1u32 << self.into_bits()
    }
}

/// The value of any `GB_TILE_MODEn` entry, typed as entry 0 (the tables hold raw
/// dwords; [`GbTileModeN::into_slot`] gives another entry's type).
pub type GbTileMode = GbTileModeN<0>;

/// The value of any `GB_MACROTILE_MODEn` entry, typed as entry 0.
pub type GbMacrotileMode = GbMacrotileModeN<0>;

/// PS4 Pro `ALT_PIPE_CONFIG` field of `GB_TILE_MODEn`, bits 27..=31 (not in AMD's headers).
const ALT_PIPE_CONFIG: Field = Field::new("ALT_PIPE_CONFIG", 27, 5, FieldKind::Uint);
/// PS4 Pro `ALT_BANK_HEIGHT` field of `GB_MACROTILE_MODEn`, bits 8..=9.
const ALT_BANK_HEIGHT: Field = Field::new("ALT_BANK_HEIGHT", 8, 2, FieldKind::Uint);
/// PS4 Pro `ALT_MACRO_TILE_ASPECT` field of `GB_MACROTILE_MODEn`, bits 10..=11.
const ALT_MACRO_TILE_ASPECT: Field = Field::new("ALT_MACRO_TILE_ASPECT", 10, 2, FieldKind::Uint);
/// PS4 Pro `ALT_NUM_BANKS` field of `GB_MACROTILE_MODEn`, bits 12..=13.
const ALT_NUM_BANKS: Field = Field::new("ALT_NUM_BANKS", 12, 2, FieldKind::Uint);

impl<const N: usize> GbTileModeN<N> {
    /// Alternate pipe configuration (PS4 Pro tiling only), bits 27..=31.
    pub const fn alt_pipe_config(self) -> PipeConfig {
        // The field is 5 bits wide: the value fits in u8.
        PipeConfig::from_bits(ALT_PIPE_CONFIG.extract(self.into_bits()) as u8)
    }
}

impl<const N: usize> GbMacrotileModeN<N> {
    /// Alternate bank height (PS4 Pro tiling only), bits 8..=9.
    pub const fn alt_bank_height(self) -> BankHeight {
        BankHeight::from_bits(ALT_BANK_HEIGHT.extract(self.into_bits()) as u8)
    }
    /// Alternate macro tile aspect (PS4 Pro tiling only), bits 10..=11.
    pub const fn alt_macro_tile_aspect(self) -> MacroTileAspect {
        MacroTileAspect::from_bits(ALT_MACRO_TILE_ASPECT.extract(self.into_bits()) as u8)
    }
    /// Alternate number of banks (PS4 Pro tiling only), bits 12..=13.
    pub const fn alt_num_banks(self) -> NumBanks {
        NumBanks::from_bits(ALT_NUM_BANKS.extract(self.into_bits()) as u8)
    }
}

/// Bank and pipe parameters of a surface (addrlib's `ADDR_TILEINFO`).
///
/// For macro-tiled modes these come from a `GB_MACROTILE_MODEn` entry plus
/// the tile-mode entry's pipe config and the computed tile split. For linear
/// and 1D modes addrlib reports placeholders: 2 banks, 1, 1, 1, 64 bytes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TileInfo {
    /// Number of banks (2, 4, 8 or 16).
    pub banks: u32,
    /// Bank width in micro tiles.
    pub bank_width: u32,
    /// Bank height in micro tiles.
    pub bank_height: u32,
    /// Macro-tile aspect ratio.
    pub macro_aspect_ratio: u32,
    /// Tile split in bytes. In a decoded tile-mode entry ([`TileConfig`]) of a
    /// non-depth type this holds the *sample split factor* instead, as addrlib
    /// stores it.
    pub tile_split_bytes: u32,
    /// Pipe configuration.
    pub pipe_config: PipeConfig,
}

impl TileInfo {
    /// The placeholder addrlib reports for linear and 1D surfaces.
    pub const PLACEHOLDER: TileInfo = TileInfo {
        banks: 2,
        bank_width: 1,
        bank_height: 1,
        macro_aspect_ratio: 1,
        tile_split_bytes: 64,
        pipe_config: PipeConfig::ADDR_SURF_P2,
    };

    /// Number of pipes of [`TileInfo::pipe_config`].
    pub const fn pipes(&self) -> u32 {
        self.pipe_config.num_pipes()
    }
}

/// One decoded `GB_TILE_MODEn` entry (addrlib's `TileConfig`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TileConfig {
    /// Tile mode (addrlib numbering).
    pub mode: TileMode,
    /// Micro-tile type.
    pub tile_type: TileType,
    /// Pipe config; for depth entries `tile_split_bytes` is the split in bytes, for
    /// other macro-tiled entries the sample split factor; placeholders for linear/1D.
    pub info: TileInfo,
}

impl TileConfig {
    /// Decodes one `GB_TILE_MODEn` value (non-alternate tiling).
    pub const fn decode(reg: GbTileMode) -> TileConfig {
        let tile_type = reg.micro_tile_mode_new().tile_type();
        let mode = reg.array_mode().tile_mode();
        let pipe_config = reg.pipe_config();
        let info = if !mode.is_macro_tiled() {
            TileInfo {
                pipe_config,
                ..TileInfo::PLACEHOLDER
            }
        } else {
            let split = if tile_type.0 == TileType::ADDR_DEPTH_SAMPLE_ORDER.0 {
                reg.tile_split().bytes()
            } else {
                reg.sample_split().factor()
            };
            TileInfo {
                banks: 0,
                bank_width: 0,
                bank_height: 0,
                macro_aspect_ratio: 0,
                tile_split_bytes: split,
                pipe_config,
            }
        };
        TileConfig {
            mode,
            tile_type,
            info,
        }
    }
}

impl TileConfig {
    /// Decodes one `GB_TILE_MODEn` value of `chip` (addrlib's `ReadGbTileMode`).
    ///
    /// gfx6 entries carry their own bank layout and a byte tile split on every
    /// entry, and keep their fields on linear/1D entries; gfx7/gfx8 entries
    /// are [`TileConfig::decode`], with the `ALT_PIPE_CONFIG` in force under
    /// alternate tiling.
    ///
    /// ```
    /// use gcn::tiling::config::{Chip, GbTileMode, PipeConfig, TileConfig, TileMode};
    ///
    /// // Pitcairn entry 10: 2D thin, P8_32x32_8x16, 256-byte split, 16 banks of height 4.
    /// let e = TileConfig::decode_for(Chip::GFX6, GbTileMode::from_bits(0x0036_1290));
    /// assert_eq!(e.mode, TileMode::ADDR_TM_2D_TILED_THIN1);
    /// assert_eq!(e.info.pipe_config, PipeConfig::ADDR_SURF_P8_32x32_8x16);
    /// assert_eq!((e.info.banks, e.info.bank_height, e.info.tile_split_bytes), (16, 4, 256));
    /// ```
    pub const fn decode_for(chip: Chip, reg: GbTileMode) -> TileConfig {
        let v = reg.into_bits();
        match chip.gfx {
            Gfx::Gfx6 => {
                // The spec's gfx6 layout has ARRAY_MODE, PIPE_CONFIG and
                // TILE_SPLIT; the tile type and bank fields around them
                // (bits 1:0 and 21:14, as Mesa's and Linux's `sid.h` place
                // them) are read by hand.
                let g6 = crate::regs::gfx6::GbTileMode0::from_bits(v);
                let array_mode = g6.array_mode().into_bits();
                let mode = match array_mode {
                    8 => TileMode::ADDR_TM_2D_TILED_XTHICK,
                    // 14 and 15 are 3D XTHICK and its successor: three past the raw value.
                    14 | 15 => TileMode(array_mode.wrapping_add(3)),
                    m => TileMode(m),
                };
                TileConfig {
                    mode,
                    tile_type: TileType((v & 3) as u8),
                    info: TileInfo {
                        banks: 2u32 << ((v >> 20) & 3),
                        bank_width: 1u32 << ((v >> 14) & 3),
                        bank_height: 1u32 << ((v >> 16) & 3),
                        macro_aspect_ratio: 1u32 << ((v >> 18) & 3),
                        tile_split_bytes: 64u32 << g6.tile_split().into_bits(),
                        pipe_config: PipeConfig::from_bits(g6.pipe_config().into_bits()),
                    },
                }
            }
            Gfx::Gfx7 | Gfx::Gfx8 => {
                let mut e = TileConfig::decode(reg);
                if chip.alt_tiling {
                    e.info.pipe_config = reg.alt_pipe_config();
                }
                e
            }
        }
    }
}

impl MacroTileConfig {
    /// Decodes one `GB_MACROTILE_MODEn` value, with the `ALT_*` bank height,
    /// aspect and bank count in force when `alt_tiling` (addrlib's `ReadGbMacroTileCfg`).
    pub const fn decode_for(reg: GbMacrotileMode, alt_tiling: bool) -> MacroTileConfig {
        let mut m = MacroTileConfig::decode(reg);
        if alt_tiling {
            m.banks = 2u32 << reg.alt_num_banks().into_bits();
            m.bank_height = 1u32 << reg.alt_bank_height().into_bits();
            m.macro_aspect_ratio = 1u32 << reg.alt_macro_tile_aspect().into_bits();
        }
        m
    }
}

/// One decoded `GB_MACROTILE_MODEn` entry.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct MacroTileConfig {
    /// Number of banks.
    pub banks: u32,
    /// Bank width in micro tiles.
    pub bank_width: u32,
    /// Bank height in micro tiles.
    pub bank_height: u32,
    /// Macro-tile aspect ratio.
    pub macro_aspect_ratio: u32,
}

impl MacroTileConfig {
    /// Decodes one `GB_MACROTILE_MODEn` value (non-alternate tiling).
    pub const fn decode(reg: GbMacrotileMode) -> MacroTileConfig {
        MacroTileConfig {
            banks: 2u32 << reg.num_banks().into_bits(),
            bank_width: 1u32 << reg.bank_width().into_bits(),
            bank_height: 1u32 << reg.bank_height().into_bits(),
            macro_aspect_ratio: 1u32 << reg.macro_tile_aspect().into_bits(),
        }
    }

    /// The whole tile info of a surface with this bank layout, `tile_split_bytes` and
    /// `pipe_config`.
    pub const fn tile_info(self, tile_split_bytes: u32, pipe_config: PipeConfig) -> TileInfo {
        TileInfo {
            banks: self.banks,
            bank_width: self.bank_width,
            bank_height: self.bank_height,
            macro_aspect_ratio: self.macro_aspect_ratio,
            tile_split_bytes,
            pipe_config,
        }
    }
}

/// The 32 PS4 tile modes (`GB_TILE_MODE` indices), as named by the PS4 SDK's `TileMode`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(u8)]
pub enum Ps4TileMode {
    /// Depth, 2D thin, 64-byte tile split.
    Depth2dThin64 = 0,
    /// Depth, 2D thin, 128-byte tile split.
    Depth2dThin128 = 1,
    /// Depth, 2D thin, 256-byte tile split.
    Depth2dThin256 = 2,
    /// Depth, 2D thin, 512-byte tile split.
    Depth2dThin512 = 3,
    /// Depth, 2D thin, 1 KiB tile split.
    Depth2dThin1K = 4,
    /// Depth, 1D thin.
    Depth1dThin = 5,
    /// Depth, PRT 2D thin, 256-byte tile split.
    Depth2dThinPrt256 = 6,
    /// Depth, PRT 2D thin, 1 KiB tile split.
    Depth2dThinPrt1K = 7,
    /// Display, linear aligned.
    DisplayLinearAligned = 8,
    /// Display, 1D thin.
    Display1dThin = 9,
    /// Display, 2D thin (displayable render targets).
    Display2dThin = 10,
    /// Display, PRT thin.
    DisplayThinPrt = 11,
    /// Display, PRT 2D thin.
    Display2dThinPrt = 12,
    /// Thin (non-displayable), 1D.
    Thin1dThin = 13,
    /// Thin (non-displayable), 2D.
    Thin2dThin = 14,
    /// Thin (non-displayable), 3D.
    Thin3dThin = 15,
    /// Thin, PRT.
    ThinThinPrt = 16,
    /// Thin, PRT 2D.
    Thin2dThinPrt = 17,
    /// Thin, PRT 3D.
    Thin3dThinPrt = 18,
    /// Thick, 1D.
    Thick1dThick = 19,
    /// Thick, 2D.
    Thick2dThick = 20,
    /// Thick, 3D.
    Thick3dThick = 21,
    /// Thick, PRT.
    ThickThickPrt = 22,
    /// Thick, PRT 2D.
    Thick2dThickPrt = 23,
    /// Thick, PRT 3D.
    Thick3dThickPrt = 24,
    /// Extra thick, 2D.
    Thick2dXThick = 25,
    /// Extra thick, 3D.
    Thick3dXThick = 26,
    /// Rotated, 1D thin.
    Rotated1dThin = 27,
    /// Rotated, 2D thin.
    Rotated2dThin = 28,
    /// Rotated, PRT thin.
    RotatedThinPrt = 29,
    /// Rotated, PRT 2D thin.
    Rotated2dThinPrt = 30,
    /// Display, linear general (unaligned).
    DisplayLinearGeneral = 31,
}

impl Ps4TileMode {
    /// All 32 modes in index order.
    pub const ALL: [Ps4TileMode; 32] = {
        use Ps4TileMode::*;
        [
            Depth2dThin64,
            Depth2dThin128,
            Depth2dThin256,
            Depth2dThin512,
            Depth2dThin1K,
            Depth1dThin,
            Depth2dThinPrt256,
            Depth2dThinPrt1K,
            DisplayLinearAligned,
            Display1dThin,
            Display2dThin,
            DisplayThinPrt,
            Display2dThinPrt,
            Thin1dThin,
            Thin2dThin,
            Thin3dThin,
            ThinThinPrt,
            Thin2dThinPrt,
            Thin3dThinPrt,
            Thick1dThick,
            Thick2dThick,
            Thick3dThick,
            ThickThickPrt,
            Thick2dThickPrt,
            Thick3dThickPrt,
            Thick2dXThick,
            Thick3dXThick,
            Rotated1dThin,
            Rotated2dThin,
            RotatedThinPrt,
            Rotated2dThinPrt,
            DisplayLinearGeneral,
        ]
    };

    /// The `GB_TILE_MODE` index.
    pub const fn index(self) -> TileIndex {
        // The discriminants are 0..=31.
        TileIndex::from_field(self as u8)
    }

    /// The mode of a `GB_TILE_MODE` index.
    pub const fn from_index(index: TileIndex) -> Ps4TileMode {
        match nth(&Self::ALL, index.0 as usize) {
            Some(m) => m,
            // ALL has 32 entries and index.0 < 32.
            None => Ps4TileMode::DisplayLinearGeneral,
        }
    }
}

/// GCN generation whose tiling tables a [`Config`] holds (Mesa's `gfx_level`,
/// addrlib's chip family); the crate's generation parameter, from [`crate::regs`].
///
/// | generation | family | tile-mode table | macro-tile table |
/// |---|---|---|---|
/// | [`Gfx::Gfx6`] | Southern Islands | whole bank layout per entry, `TILE_SPLIT` on every entry | none |
/// | [`Gfx::Gfx7`] | Sea Islands (PS4, PS4 Pro) | `MICRO_TILE_MODE_NEW`, `SAMPLE_SPLIT` | 16 entries |
/// | [`Gfx::Gfx8`] | Volcanic Islands | as gfx7 | as gfx7 |
pub use crate::regs::Gfx;

/// What a chip's registers are read as: its generation and the options that
/// change how addrlib decodes the tables.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Chip {
    /// GCN generation.
    pub gfx: Gfx,
    /// Bonaire (CI revision where THICK entries are used as thin); gfx7 only.
    pub is_bonaire: bool,
    /// Alternate (PS4 Pro "Neo") tiling: the `ALT_*` fields are in force; gfx7 only.
    pub alt_tiling: bool,
}

impl Chip {
    /// A gfx7 chip that is not a Bonaire, alternate tiling off (the PS4 base GPU).
    pub const GFX7: Chip = Chip {
        gfx: Gfx::Gfx7,
        is_bonaire: false,
        alt_tiling: false,
    };
    /// The PS4 Pro in Neo mode for resources with `ALT_TILE_MODE` set.
    pub const PS4_NEO: Chip = Chip {
        alt_tiling: true,
        ..Chip::GFX7
    };
    /// A Southern Islands chip.
    pub const GFX6: Chip = Chip {
        gfx: Gfx::Gfx6,
        ..Chip::GFX7
    };
    /// A Volcanic Islands chip.
    pub const GFX8: Chip = Chip {
        gfx: Gfx::Gfx8,
        ..Chip::GFX7
    };
}

/// A chip's tiling configuration: decoded tile-mode and macro-tile tables
/// plus the global address parameters.
///
/// Size: 1,680 bytes (the same on `thumbv7em-none-eabihf` and x86-64): the raw
/// registers (192), the decoded entries (32 × 28 + 16 × 16 = 1,152), a
/// reverse lookup of the entries by mode and type (160), what colour and
/// depth targets need of each entry (144: their macro-tile entry and padding
/// multiples by element size and sample count) and the scalars and
/// [`Chip`] (32). [`Config::PS4`], [`Config::PS4_NEO`], [`Config::PITCAIRN`]
/// and [`Config::POLARIS10`] are constants, so passing one costs no stack;
/// a `Config` built at run time with [`Config::from_registers`] or
/// [`Config::from_chip_registers`] is a value of that size. Build a new one rather than changing the fields of a built
/// one: the lookup and the target table are made from `tile_modes` and
/// `macro_modes` when the configuration is built.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Config {
    /// The raw `GB_ADDR_CONFIG`.
    pub addr_config: GbAddrConfig,
    /// Generation and decoding options.
    pub chip: Chip,
    /// Pipe interleave in bytes (256 or 512).
    pub pipe_interleave_bytes: u32,
    /// DRAM row size in bytes (1, 2 or 4 KiB).
    pub row_size_bytes: u32,
    /// Physical banks (4, 8 or 16).
    pub banks: u32,
    /// Ranks (1 or 2).
    pub ranks: u32,
    /// Whether the chip is a Bonaire (CI revision where THICK entries are used as thin).
    pub is_bonaire: bool,
    /// Whether non-displayable thick modes are allowed (entry 18 is 1D thick / thin type, or Bonaire).
    pub allow_non_disp_thick_modes: bool,
    /// Number of pipes of entry 0 (the chip's full pipe count).
    pub pipes: u32,
    /// The raw `GB_TILE_MODEn` values.
    pub tile_mode_regs: [u32; TILE_MODE_COUNT],
    /// The raw `GB_MACROTILE_MODEn` values.
    pub macro_tile_mode_regs: [u32; MACRO_TILE_MODE_COUNT],
    /// Decoded tile-mode entries.
    pub tile_modes: [TileConfig; TILE_MODE_COUNT],
    /// Decoded macro-tile entries.
    pub macro_modes: [MacroTileConfig; MACRO_TILE_MODE_COUNT],
    /// Which entries have each mode and each type, built from `tile_modes`.
    lookup: EntryLookup,
    /// What colour and depth targets need of each entry, built from `tile_modes` and `macro_modes`.
    targets: TargetTable,
}

/// Which `GB_TILE_MODE` entries have a given mode or type, as 32-bit masks
/// (bit `i` for entry `i`; 160 bytes): the reverse of [`Config::tile_modes`],
/// built with it, so that finding the first entry of a mode and type is one
/// AND and a trailing-zero count instead of a search of the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct EntryLookup {
    /// Entries by [`TileMode`] (5 bits).
    by_mode: [u32; 32],
    /// Entries by [`TileType`] (3 bits).
    by_type: [u32; 8],
}

impl EntryLookup {
    /// The masks of `entries`.
    #[allow(clippy::indexing_slicing)]
    const fn build(entries: &[TileConfig; TILE_MODE_COUNT]) -> EntryLookup {
        let mut l = EntryLookup {
            by_mode: [0; 32],
            by_type: [0; 8],
        };
        let mut i = 0;
        while i < TILE_MODE_COUNT {
            let e = entries[i];
            // TileMode holds 5 bits, TileType 3; i < 32.
            let bit = 1u32.wrapping_shl(i as u32);
            l.by_mode[(e.mode.0 & 31) as usize] |= bit;
            l.by_type[(e.tile_type.0 & 7) as usize] |= bit;
            i = i.wrapping_add(1);
        }
        l
    }

    /// The entries of `mode`.
    #[allow(clippy::indexing_slicing)]
    #[inline]
    pub(crate) const fn of_mode(&self, mode: TileMode) -> u32 {
        self.by_mode[(mode.0 & 31) as usize]
    }

    /// The entries of `mode` and `tile_type`.
    #[allow(clippy::indexing_slicing)]
    #[inline]
    pub(crate) const fn of(&self, mode: TileMode, tile_type: TileType) -> u32 {
        self.of_mode(mode) & self.by_type[(tile_type.0 & 7) as usize]
    }
}

/// How a colour or depth target of one element size and sample count is laid
/// out on one tile-mode entry ([`Config::target_layout`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum TargetLayout {
    /// A linear entry (`general`: `LINEAR_GENERAL`, else `LINEAR_ALIGNED`):
    /// the multiples depend on the pitch and the pipe interleave.
    Linear {
        /// Whether the entry is `LINEAR_GENERAL`.
        general: bool,
    },
    /// A tiled entry: the padded pitch and height are multiples of
    /// `1 << pitch_log2` and `1 << height_log2` pixels; `macro_index` is the
    /// `GB_MACROTILE_MODE` entry the surface uses (`None` for 1D entries and
    /// on gfx6, whose entries hold their own bank layout).
    Tiled {
        /// log2 of the pitch multiple.
        pitch_log2: u32,
        /// log2 of the height multiple.
        height_log2: u32,
        /// The `GB_MACROTILE_MODE` entry.
        macro_index: Option<u32>,
    },
    /// No layout a target can address (a mode without a tiling family, a
    /// reserved pipe config, or a bank layout whose aspect exceeds its banks).
    Unsupported,
}

/// What a colour or depth target needs of each tile-mode entry, worked out
/// from the decoded tables when the configuration is built (144 bytes), so
/// that a target's setup finds its macro-tile entry and its padding
/// multiples with a few shifts instead of [`Config::macro_mode_index`] and
/// the bank checks.
///
/// Each entry's word holds its kind (bits 24..=26); for a macro-tiled
/// entry of gfx7/gfx8 the tile split of 8-, 16-, 32-, 64- and 128-bit
/// elements as `log2(split / 64)` (3 bits each from bit 0), `log2` of the
/// micro-tile thickness (bits 16..=17), the PRT bit (18) and `log2` of the
/// pipes (bits 19..=21); for a macro-tiled gfx6 entry `log2` of its fixed
/// pitch and height multiples (bits 0..=3 and 4..=7). Each
/// `GB_MACROTILE_MODE` entry's byte is `log2(8 × bank width × aspect)` (bits
/// 0..=3) and `log2(8 × bank height × banks / aspect)` (bits 4..=7), or
/// `0xFF` when its aspect exceeds its banks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct TargetTable {
    entries: [u32; TILE_MODE_COUNT],
    macros: [u8; MACRO_TILE_MODE_COUNT],
}

/// [`TargetTable`] entry kinds.
const TARGET_NONE: u32 = 0;
const TARGET_LINEAR_GENERAL: u32 = 1;
const TARGET_LINEAR_ALIGNED: u32 = 2;
const TARGET_MICRO: u32 = 3;
const TARGET_MACRO: u32 = 4;
const TARGET_FIXED: u32 = 5;

/// The pitch and height multiples of a macro tile of bank layout `info`
/// over `pipes` pipes, as log2s packed `pitch | height << 4`; `None` when a
/// bank parameter is not a power of two in range or the aspect exceeds the banks.
const fn macro_tile_log2s(info: &TileInfo, pipes: u32) -> Option<u32> {
    const fn pow2_at_most(v: u32, max: u32) -> bool {
        v.is_power_of_two() && v <= max
    }
    if !(pow2_at_most(pipes, 16)
        && pow2_at_most(info.bank_width, 8)
        && pow2_at_most(info.bank_height, 8)
        && pow2_at_most(info.banks, 16)
        && pow2_at_most(info.macro_aspect_ratio, 8)
        && info.macro_aspect_ratio <= info.banks)
    {
        return None;
    }
    // Each log2 is at most 4; the sums are at most 13 and 10.
    let aspect = info.macro_aspect_ratio.trailing_zeros();
    let width = aspect
        .wrapping_add(3)
        .wrapping_add(info.bank_width.trailing_zeros())
        .wrapping_add(pipes.trailing_zeros());
    // aspect <= banks: the subtraction does not wrap.
    let height = info
        .bank_height
        .trailing_zeros()
        .wrapping_add(3)
        .wrapping_add(info.banks.trailing_zeros())
        .wrapping_sub(aspect);
    Some(width | height << 4)
}

impl TargetTable {
    /// The table of `cfg`'s decoded entries (`targets` not yet set).
    #[allow(clippy::indexing_slicing)]
    const fn build(cfg: &Config) -> TargetTable {
        let mut t = TargetTable {
            entries: [0; TILE_MODE_COUNT],
            macros: [0xFF; MACRO_TILE_MODE_COUNT],
        };
        let mut m = 0;
        while m < MACRO_TILE_MODE_COUNT {
            let mc = cfg.macro_modes[m];
            // The pipes are added per tile-mode entry; 1 stands in for them here.
            if let Some(logs) = macro_tile_log2s(&mc.tile_info(0, PipeConfig::ADDR_SURF_P2), 1) {
                t.macros[m] = logs as u8;
            }
            m = m.wrapping_add(1); // m < 16
        }
        let gfx6 = matches!(cfg.chip.gfx, Gfx::Gfx6);
        let mut i = 0;
        while i < TILE_MODE_COUNT {
            let e = cfg.tile_modes[i];
            let flags = ModeFlags::of(e.mode);
            let pipes = e.info.pipe_config.num_pipes();
            t.entries[i] = if flags.has(ModeFlags::LINEAR) {
                if e.mode.0 == TileMode::ADDR_TM_LINEAR_GENERAL.0 {
                    TARGET_LINEAR_GENERAL << 24
                } else {
                    TARGET_LINEAR_ALIGNED << 24
                }
            } else if flags.has(ModeFlags::MICRO) {
                TARGET_MICRO << 24
            } else if !flags.has(ModeFlags::MACRO) {
                TARGET_NONE << 24
            } else if gfx6 {
                match macro_tile_log2s(&e.info, pipes) {
                    Some(logs) => TARGET_FIXED << 24 | logs,
                    None => TARGET_NONE << 24,
                }
            } else if !pipes.is_power_of_two() {
                TARGET_NONE << 24
            } else {
                // Thickness 1, 4 or 8: log2 0, 2 or 3.
                let thick = flags.thickness().trailing_zeros();
                let mut word = TARGET_MACRO << 24
                    | thick << 16
                    | (flags.has(ModeFlags::PRT) as u32) << 18
                    | pipes.trailing_zeros() << 19;
                let mut b = 0u32;
                while b < 5 {
                    // One 1-sample micro tile of 8 << b bits: 64 << (b + thick) bytes.
                    let split = cfg.split_of(&e, 64u32 << b.wrapping_add(thick)); // b + thick <= 7
                    // split >= 64 (a depth split is 64 << n, another at least
                    // 256) and at most the row size (8 KiB): 0..=7.
                    let log = match split.checked_ilog2() {
                        Some(l) => l.saturating_sub(6),
                        None => 0,
                    };
                    word |= (log & 7) << b.wrapping_mul(3); // b < 5
                    b = b.wrapping_add(1);
                }
                word
            };
            i = i.wrapping_add(1); // i < 32
        }
        t
    }
}

/// PS4 base GPU `GB_TILE_MODE0..31`.
pub const PS4_TILE_MODES: [u32; TILE_MODE_COUNT] = [
    0x9080_0310,
    0x9080_0B10,
    0x9080_1310,
    0x9080_1B10,
    0x9080_2310,
    0x9080_0308,
    0x9080_1318,
    0x9080_2318,
    0x9000_0304,
    0x9000_0308,
    0x9200_0310,
    0x9200_0294,
    0x9200_0318,
    0x9040_0308,
    0x9240_0310,
    0x9240_02B0,
    0x9240_0294,
    0x9240_0318,
    0x9240_032C,
    0x9100_030C,
    0x9100_031C,
    0x9100_02B4,
    0x9100_02A4,
    0x9100_0328,
    0x9100_02BC,
    0x9100_0320,
    0x9100_02B8,
    0x90C0_0308,
    0x92C0_0310,
    0x92C0_0294,
    0x92C0_0318,
    0x0000_0000,
];

/// PS4 base GPU `GB_MACROTILE_MODE0..15`.
pub const PS4_MACRO_TILE_MODES: [u32; MACRO_TILE_MODE_COUNT] = [
    0x26E8, 0x26D4, 0x21D0, 0x21D0, 0x2080, 0x2040, 0x1000, 0x0000, 0x36EC, 0x26E8, 0x21D4, 0x20D0,
    0x1080, 0x1040, 0x0000, 0x0000,
];

/// PS4 base GPU `GB_ADDR_CONFIG`: 8 pipes, 256-byte pipe interleave, 1 KiB rows.
pub const PS4_ADDR_CONFIG: u32 = 0x0000_0003;

/// PS4 Pro (Neo) `GB_TILE_MODE0..31` for alternate tiling: the base table with
/// `ALT_PIPE_CONFIG` (bits 27..=31) = 16, P16_32x32_8x16, in entries 0..30.
#[allow(clippy::indexing_slicing)]
pub const PS4_NEO_TILE_MODES: [u32; TILE_MODE_COUNT] = {
    let mut t = PS4_TILE_MODES;
    let mut i = 0;
    while i < TILE_MODE_COUNT - 1 {
        t[i] = (t[i] & 0x07FF_FFFF) | (16 << 27);
        i += 1;
    }
    t
};

/// Pitcairn (gfx6) `GB_TILE_MODE0..31` as the amdgpu driver reads them (gfx6 layout).
pub const PITCAIRN_TILE_MODES: [u32; TILE_MODE_COUNT] = [
    0x0036_0292,
    0x0036_0A92,
    0x0036_1292,
    0x0012_2A92,
    0x0000_028A,
    0x0002_1A92,
    0x0003_1292,
    0x0002_2112,
    0x0000_0004,
    0x0000_0288,
    0x0036_1290,
    0x0035_1290,
    0x0030_1A90,
    0x0000_0289,
    0x0032_1291,
    0x0031_1291,
    0x0030_1A91,
    0x0030_2A91,
    0x0000_028D,
    0x0030_2AA1,
    0x0030_2A9D,
    0x0013_1291,
    0x0012_1291,
    0x0003_1291,
    0x0002_1A91,
    0x0002_2111,
    0x0002_2111,
    0x0002_2111,
    0x0002_2111,
    0x0002_2111,
    0x0001_2911,
    0x0000_0000,
];

/// Pitcairn `GB_ADDR_CONFIG`: 8 pipes, 256-byte pipe interleave, 2 KiB rows.
pub const PITCAIRN_ADDR_CONFIG: u32 = 0x1201_1003;

/// Polaris10 (gfx8) `GB_TILE_MODE0..31` as the amdgpu driver reads them.
pub const POLARIS10_TILE_MODES: [u32; TILE_MODE_COUNT] = [
    0x0080_0310,
    0x0080_0B10,
    0x0080_1310,
    0x0080_1B10,
    0x0080_2B10,
    0x0080_2B08,
    0x0080_2B14,
    0x0080_2954,
    0x0000_0304,
    0x0200_0308,
    0x0200_0310,
    0x0600_0314,
    0x0600_0154,
    0x0240_0308,
    0x0240_0310,
    0x0240_0330,
    0x0640_0314,
    0x0640_0154,
    0x0040_030C,
    0x0100_030C,
    0x0100_031C,
    0x0100_0334,
    0x0100_0324,
    0x0100_0164,
    0x0040_031C,
    0x0100_0320,
    0x0100_0338,
    0x02C0_0308,
    0x02C0_0310,
    0x06C0_0314,
    0x06C0_0154,
    0x0000_0000,
];

/// Polaris10 `GB_MACROTILE_MODE0..15`.
pub const POLARIS10_MACRO_TILE_MODES: [u32; MACRO_TILE_MODE_COUNT] = [
    0x00E8, 0x00E8, 0x00E8, 0x00E8, 0x00D4, 0x00C0, 0x00C0, 0x0000, 0x00EC, 0x00E8, 0x00D4, 0x00D0,
    0x0080, 0x0040, 0x0040, 0x0000,
];

/// Polaris10 `GB_ADDR_CONFIG`: 8 pipes, 256-byte pipe interleave, 4 KiB rows.
pub const POLARIS10_ADDR_CONFIG: u32 = 0x2201_1003;

impl Config {
    /// The PS4 base GPU ("Liverpool", Sea Islands, non-Bonaire): the tables
    /// above, 16 banks, 1 rank, alternate (Neo) tiling off.
    pub const PS4: Config = Config::decode(
        Chip::GFX7,
        PS4_ADDR_CONFIG,
        &PS4_TILE_MODES,
        &PS4_MACRO_TILE_MODES,
        16,
        1,
    );

    /// The PS4 Pro ("Neo") for resources with alternate tiling: the base
    /// registers with `ALT_PIPE_CONFIG` = P16_32x32_8x16 in entries 0..30
    /// ([`PS4_NEO_TILE_MODES`]) and the `ALT_*` macro-tile fields in force.
    pub const PS4_NEO: Config = Config::decode(
        Chip::PS4_NEO,
        PS4_ADDR_CONFIG,
        &PS4_NEO_TILE_MODES,
        &PS4_MACRO_TILE_MODES,
        16,
        1,
    );

    /// Pitcairn (gfx6, Southern Islands): [`PITCAIRN_TILE_MODES`],
    /// `GB_ADDR_CONFIG` [`PITCAIRN_ADDR_CONFIG`], 16 banks, 1 rank.
    pub const PITCAIRN: Config = Config::decode(
        Chip::GFX6,
        PITCAIRN_ADDR_CONFIG,
        &PITCAIRN_TILE_MODES,
        &[0; MACRO_TILE_MODE_COUNT],
        16,
        1,
    );

    /// Polaris10 (gfx8, Volcanic Islands): [`POLARIS10_TILE_MODES`],
    /// [`POLARIS10_MACRO_TILE_MODES`], `GB_ADDR_CONFIG`
    /// [`POLARIS10_ADDR_CONFIG`], 16 banks, 1 rank.
    pub const POLARIS10: Config = Config::decode(
        Chip::GFX8,
        POLARIS10_ADDR_CONFIG,
        &POLARIS10_TILE_MODES,
        &POLARIS10_MACRO_TILE_MODES,
        16,
        1,
    );

    /// Builds a configuration from raw register values.
    ///
    /// `num_banks_code` and `num_ranks_code` are the memory controller's
    /// `NOOFBANK` (0 = 4, 1 = 8, 2 = 16 banks) and `NOOFRANK` (0 = 1, 1 = 2
    /// ranks). `is_bonaire` selects the Bonaire treatment of thick entries.
    ///
    /// # Errors
    /// [`Error::InvalidGbRegValues`] when `GB_ADDR_CONFIG` has a pipe interleave
    /// other than 256/512 bytes or a row size above 4 KiB, or the bank/rank
    /// codes are out of range (addrlib's `ADDR_INVALIDGBREGVALUES`).
    pub const fn from_registers(
        gb_addr_config: u32,
        tile_modes: &[u32; TILE_MODE_COUNT],
        macro_tile_modes: &[u32; MACRO_TILE_MODE_COUNT],
        num_banks_code: u32,
        num_ranks_code: u32,
        is_bonaire: bool,
    ) -> Result<Config, Error> {
        Config::from_chip_registers(
            Chip {
                is_bonaire,
                ..Chip::GFX7
            },
            gb_addr_config,
            tile_modes,
            macro_tile_modes,
            num_banks_code,
            num_ranks_code,
        )
    }

    /// Builds a configuration of `chip`'s generation from raw register values
    /// (as [`Config::from_registers`]; gfx6 has no `GB_MACROTILE_MODE`
    /// registers and ignores `macro_tile_modes`).
    ///
    /// ```
    /// use gcn::tiling::config::{
    ///     Chip, Config, POLARIS10_ADDR_CONFIG, POLARIS10_MACRO_TILE_MODES, POLARIS10_TILE_MODES,
    /// };
    ///
    /// let cfg = Config::from_chip_registers(
    ///     Chip::GFX8,
    ///     POLARIS10_ADDR_CONFIG,
    ///     &POLARIS10_TILE_MODES,
    ///     &POLARIS10_MACRO_TILE_MODES,
    ///     2, // NOOFBANK: 16 banks
    ///     0, // NOOFRANKS: 1 rank
    /// )
    /// .unwrap();
    /// assert_eq!(cfg, Config::POLARIS10);
    /// assert_eq!((cfg.pipes, cfg.row_size_bytes), (8, 4096));
    /// ```
    ///
    /// # Errors
    /// As [`Config::from_registers`].
    pub const fn from_chip_registers(
        chip: Chip,
        gb_addr_config: u32,
        tile_modes: &[u32; TILE_MODE_COUNT],
        macro_tile_modes: &[u32; MACRO_TILE_MODE_COUNT],
        num_banks_code: u32,
        num_ranks_code: u32,
    ) -> Result<Config, Error> {
        let reg = GbAddrConfig::from_bits(gb_addr_config);
        if reg.pipe_interleave_size() > 1 || reg.row_size() > 2 {
            return Err(Error::InvalidGbRegValues);
        }
        let banks = match num_banks_code {
            0 => 4,
            1 => 8,
            2 => 16,
            _ => return Err(Error::InvalidGbRegValues),
        };
        let ranks = match num_ranks_code {
            0 => 1,
            1 => 2,
            _ => return Err(Error::InvalidGbRegValues),
        };
        Ok(Config::decode(
            chip,
            gb_addr_config,
            tile_modes,
            macro_tile_modes,
            banks,
            ranks,
        ))
    }

    const fn decode(
        chip: Chip,
        gb_addr_config: u32,
        tile_modes: &[u32; TILE_MODE_COUNT],
        macro_tile_modes: &[u32; MACRO_TILE_MODE_COUNT],
        banks: u32,
        ranks: u32,
    ) -> Config {
        let is_bonaire = chip.is_bonaire;
        let reg = GbAddrConfig::from_bits(gb_addr_config);
        let mut decoded = [TileConfig::decode(GbTileMode::from_bits(0)); TILE_MODE_COUNT];
        {
            let mut out: &mut [TileConfig] = &mut decoded;
            let mut src: &[u32] = tile_modes;
            while let ([o, out_rest @ ..], [v, src_rest @ ..]) = (out, src) {
                *o = TileConfig::decode_for(chip, GbTileMode::from_bits(*v));
                out = out_rest;
                src = src_rest;
            }
        }
        let mut macros =
            [MacroTileConfig::decode(GbMacrotileMode::from_bits(0)); MACRO_TILE_MODE_COUNT];
        {
            let mut out: &mut [MacroTileConfig] = &mut macros;
            let mut src: &[u32] = macro_tile_modes;
            while let ([o, out_rest @ ..], [v, src_rest @ ..]) = (out, src) {
                *o = MacroTileConfig::decode_for(GbMacrotileMode::from_bits(*v), chip.alt_tiling);
                out = out_rest;
                src = src_rest;
            }
        }
        let allow_non_disp_thick_modes = is_bonaire
            || match nth(&decoded, 18) {
                Some(e) => {
                    e.mode.0 == TileMode::ADDR_TM_1D_TILED_THICK.0
                        && e.tile_type.0 == TileType::ADDR_NON_DISPLAYABLE.0
                }
                None => false,
            };
        let pipes = match nth(&decoded, 0) {
            Some(e) => e.info.pipe_config.num_pipes(),
            None => 0,
        };
        let mut cfg = Config {
            addr_config: reg,
            chip,
            pipe_interleave_bytes: 256u32 << (reg.pipe_interleave_size() & 1),
            row_size_bytes: 1024u32 << (reg.row_size() & 3),
            banks,
            ranks,
            is_bonaire,
            allow_non_disp_thick_modes,
            pipes,
            tile_mode_regs: *tile_modes,
            macro_tile_mode_regs: *macro_tile_modes,
            tile_modes: decoded,
            macro_modes: macros,
            lookup: EntryLookup::build(&decoded),
            targets: TargetTable {
                entries: [0; TILE_MODE_COUNT],
                macros: [0xFF; MACRO_TILE_MODE_COUNT],
            },
        };
        cfg.targets = TargetTable::build(&cfg);
        cfg
    }

    /// Which entries have each mode and type (built with the table).
    #[inline]
    pub(crate) const fn lookup(&self) -> &EntryLookup {
        &self.lookup
    }

    /// The decoded entry `GB_TILE_MODE<index>`.
    #[allow(clippy::indexing_slicing)]
    #[inline]
    pub const fn tile_mode(&self, index: TileIndex) -> TileConfig {
        // A TileIndex is below 32, the table's length.
        self.tile_modes[(index.0 & 31) as usize]
    }

    /// The raw `GB_TILE_MODE<index>` value.
    ///
    /// ```
    /// use gcn::tiling::config::{Config, Ps4TileMode, PS4_TILE_MODES};
    ///
    /// let reg = Config::PS4.tile_mode_reg(Ps4TileMode::Display2dThin.index());
    /// assert_eq!(reg.into_bits(), PS4_TILE_MODES[10]);
    /// ```
    #[allow(clippy::indexing_slicing)]
    pub const fn tile_mode_reg(&self, index: TileIndex) -> GbTileMode {
        // A TileIndex is below 32, the table's length.
        GbTileMode::from_bits(self.tile_mode_regs[(index.0 & 31) as usize])
    }

    /// The decoded entry `GB_MACROTILE_MODE<index>`.
    ///
    /// # Errors
    /// [`Error::MacroModeIndexOutOfRange`] when `index` is 16 or more.
    #[allow(clippy::indexing_slicing)]
    #[inline]
    pub const fn macro_mode(&self, index: u32) -> Result<MacroTileConfig, Error> {
        if index as usize >= MACRO_TILE_MODE_COUNT {
            return Err(Error::MacroModeIndexOutOfRange {
                index: index as i32,
            });
        }
        // Checked above: index < 16, the table's length.
        Ok(self.macro_modes[(index & 15) as usize])
    }

    /// Tile split in bytes of a macro-tiled entry for elements of `bpp` bits:
    /// depth entries store it; other entries store a sample split factor and
    /// the split is `max(256, factor * bytes of one 1-sample micro tile)`.
    /// Clamped to the DRAM row size.
    pub const fn tile_split_bytes(&self, entry: &TileConfig, bpp: u32) -> u32 {
        self.split_of(entry, micro_tile_bytes_1x(bpp, entry.mode.thickness()))
    }

    /// [`Config::tile_split_bytes`] from the bytes of one 1-sample micro tile.
    #[inline(always)]
    const fn split_of(&self, entry: &TileConfig, tile_bytes_1x: u32) -> u32 {
        let split = if entry.tile_type.0 == TileType::ADDR_DEPTH_SAMPLE_ORDER.0 {
            entry.info.tile_split_bytes
        } else {
            let s = entry.info.tile_split_bytes.saturating_mul(tile_bytes_1x);
            if s < 256 { 256 } else { s }
        };
        if split < self.row_size_bytes {
            split
        } else {
            self.row_size_bytes
        }
    }

    /// Picks the `GB_MACROTILE_MODE` entry for tile-mode entry `tile_index`
    /// and a surface of `bpp`-bit elements with `num_samples` samples
    /// (addrlib's `HwlComputeMacroModeIndex`): the index is
    /// `log2(micro-tile bytes / 64)`, micro-tile bytes capped at the tile split
    /// and at least 64, plus 8 for PRT modes or `prt`.
    ///
    /// Returns the macro index (`None` for linear/1D entries) and the tile
    /// info: for macro-tiled entries the macro entry's banks with the tile
    /// entry's pipe config and the clamped tile split; for others the entry's
    /// placeholders.
    ///
    /// # Errors
    /// [`Error::MacroModeIndexOutOfRange`] when the chosen macro entry is outside the table.
    pub const fn macro_mode_index(
        &self,
        tile_index: TileIndex,
        bpp: u32,
        num_samples: u32,
        prt: bool,
    ) -> Result<(Option<u32>, TileInfo), Error> {
        self.macro_mode_index_ext(tile_index, bpp, num_samples, prt, false)
    }

    /// [`Config::macro_mode_index`] with the FMASK rule: for `fmask` the
    /// micro-tile bytes do not scale with the sample count.
    ///
    /// # Errors
    /// As [`Config::macro_mode_index`].
    #[inline(always)]
    pub const fn macro_mode_index_ext(
        &self,
        tile_index: TileIndex,
        bpp: u32,
        num_samples: u32,
        prt: bool,
        fmask: bool,
    ) -> Result<(Option<u32>, TileInfo), Error> {
        let entry = self.tile_mode(tile_index);
        let flags = ModeFlags::of(entry.mode);
        if !flags.has(ModeFlags::MACRO) || matches!(self.chip.gfx, Gfx::Gfx6) {
            // gfx6 has no macro-tile table: every entry holds its whole tile info.
            return Ok((None, entry.info));
        }
        let tile_bytes_1x = micro_tile_bytes_1x(bpp, flags.thickness());
        let split = self.split_of(&entry, tile_bytes_1x);
        let want = if fmask {
            tile_bytes_1x
        } else {
            tile_bytes_1x.saturating_mul(num_samples)
        };
        let mut tile_bytes = if split < want { split } else { want };
        if tile_bytes < 64 {
            tile_bytes = 64;
        }
        let mut index = (tile_bytes / 64).ilog2();
        if prt || flags.has(ModeFlags::PRT) {
            // ilog2 of a u32 is below 32.
            index = index.wrapping_add(PRT_MACRO_MODE_OFFSET);
        }
        let m = ctry!(self.macro_mode(index));
        Ok((Some(index), m.tile_info(split, entry.info.pipe_config)))
    }

    /// How a colour or depth target with `8 << bpp_log2`-bit elements
    /// (`bpp_log2` in `0..=4`) and `1 << samples_log2` samples
    /// (`samples_log2` in `0..=3`) is laid out on entry `tile`: the entry
    /// [`Config::macro_mode_index`] picks and the macro tile its bank
    /// layout gives, read from a table built with the configuration.
    #[allow(clippy::indexing_slicing)]
    #[inline(always)]
    pub(crate) const fn target_layout(
        &self,
        tile: TileIndex,
        bpp_log2: u32,
        samples_log2: u32,
    ) -> TargetLayout {
        // A TileIndex is below 32, the table's length.
        let w = self.targets.entries[(tile.0 & 31) as usize];
        match w >> 24 {
            TARGET_MACRO => {
                // tile bytes = max(64, min(split, 1-sample micro tile × samples)),
                // index = log2(tile bytes / 64) (+ 8 for PRT): at most 7 + 8.
                let split = (w >> ((bpp_log2 & 7).wrapping_mul(3))) & 7;
                let want = bpp_log2
                    .wrapping_add((w >> 16) & 3)
                    .wrapping_add(samples_log2);
                let index = (if split < want { split } else { want }) | ((w >> 18) & 1) << 3;
                let m = self.targets.macros[(index & 15) as usize] as u32;
                if m == 0xFF {
                    return TargetLayout::Unsupported;
                }
                TargetLayout::Tiled {
                    pitch_log2: (m & 15).wrapping_add((w >> 19) & 7),
                    height_log2: m >> 4,
                    macro_index: Some(index),
                }
            }
            TARGET_MICRO => TargetLayout::Tiled {
                pitch_log2: 3,
                height_log2: 3,
                macro_index: None,
            },
            TARGET_FIXED => TargetLayout::Tiled {
                pitch_log2: w & 15,
                height_log2: (w >> 4) & 15,
                macro_index: None,
            },
            TARGET_LINEAR_GENERAL => TargetLayout::Linear { general: true },
            TARGET_LINEAR_ALIGNED => TargetLayout::Linear { general: false },
            _ => TargetLayout::Unsupported,
        }
    }

    /// Tile info, mode and type for table entry `tile_index` with a known
    /// macro-mode index (addrlib's `HwlSetupTileCfg`). `macro_index` is
    /// ignored for linear/1D entries. A `bpp` of 0 keeps the macro entry's
    /// nominal split (`64 << (macro_index % 8)`).
    ///
    /// # Errors
    /// [`Error::MacroModeIndexOutOfRange`] for a macro index outside the
    /// table, [`Error::MissingMacroModeIndex`] when a macro-tiled entry gets
    /// no macro index.
    pub const fn setup_tile_cfg(
        &self,
        bpp: u32,
        tile_index: TileIndex,
        macro_index: Option<u32>,
    ) -> Result<(TileInfo, TileMode, TileType), Error> {
        let entry = self.tile_mode(tile_index);
        if !entry.mode.is_macro_tiled() || matches!(self.chip.gfx, Gfx::Gfx6) {
            return Ok((entry.info, entry.mode, entry.tile_type));
        }
        let Some(mi) = macro_index else {
            return Err(Error::MissingMacroModeIndex);
        };
        let m = ctry!(self.macro_mode(mi));
        let split = if bpp == 0 && entry.tile_type.0 != TileType::ADDR_DEPTH_SAMPLE_ORDER.0 {
            let nominal = 64u32 << (mi % 8);
            if nominal < self.row_size_bytes {
                nominal
            } else {
                self.row_size_bytes
            }
        } else {
            self.tile_split_bytes(&entry, bpp)
        };
        Ok((
            m.tile_info(split, entry.info.pipe_config),
            entry.mode,
            entry.tile_type,
        ))
    }
}

/// Element `index` of `slice`, `None` past the end (usable in `const fn`).
pub(crate) const fn nth<T: Copy>(slice: &[T], index: usize) -> Option<T> {
    let mut rest = slice;
    let mut i = index;
    while let [first, tail @ ..] = rest {
        if i == 0 {
            return Some(*first);
        }
        i = i.wrapping_sub(1); // i > 0 here
        rest = tail;
    }
    None
}

/// Bytes of one 1-sample micro tile, `8 * thickness * bpp`, saturating (as
/// [`micro_tile_bytes`] with one sample).
#[inline(always)]
const fn micro_tile_bytes_1x(bpp: u32, thickness: u32) -> u32 {
    // thickness is at most 8 (a mode's) and bpp a u32: the product fits in u64.
    let bytes = (bpp as u64).wrapping_mul(thickness as u64).wrapping_shl(3);
    if bytes > u32::MAX as u64 {
        u32::MAX
    } else {
        bytes as u32
    }
}

/// Bytes of one micro tile: `64 * thickness * bpp * samples / 8`, saturating.
pub const fn micro_tile_bytes(bpp: u32, thickness: u32, samples: u32) -> u32 {
    let bits = (MICRO_TILE_PIXELS as u64)
        .saturating_mul(thickness as u64)
        .saturating_mul(bpp as u64)
        .saturating_mul(samples as u64);
    let bytes = bits.div_ceil(8);
    if bytes > u32::MAX as u64 {
        u32::MAX
    } else {
        bytes as u32
    }
}

#[cfg(test)]
#[allow(clippy::type_complexity)]
mod tests {
    use super::*;
    use crate::regs::Register;

    #[test]
    fn ps4_is_valid_registers() {
        let c = Config::from_registers(
            PS4_ADDR_CONFIG,
            &PS4_TILE_MODES,
            &PS4_MACRO_TILE_MODES,
            2,
            0,
            false,
        )
        .unwrap();
        assert_eq!(c, Config::PS4);
        assert_eq!(c.pipe_interleave_bytes, 256);
        assert_eq!(c.row_size_bytes, 1024);
        assert_eq!(c.banks, 16);
        assert_eq!(c.pipes, 8);
        assert!(!c.allow_non_disp_thick_modes);
    }

    #[test]
    fn sizes_are_the_documented_ones() {
        // The bytes the Config and tiling docs state (no field is pointer-sized,
        // so these hold on 32-bit targets as well).
        assert_eq!(core::mem::size_of::<Config>(), 1680);
        assert_eq!(core::mem::size_of::<TargetTable>(), 144);
        assert_eq!(core::mem::size_of::<TileConfig>(), 28);
        assert_eq!(core::mem::size_of::<MacroTileConfig>(), 16);
        assert_eq!(core::mem::size_of::<EntryLookup>(), 160);
        assert_eq!(core::mem::size_of_val(&ModeFlags::TABLE), 64);
        assert_eq!(
            core::mem::size_of::<crate::tiling::surface::SurfaceInfo>(),
            128
        );
        assert_eq!(
            core::mem::size_of::<crate::tiling::surface::SurfaceInput>(),
            48
        );
        assert_eq!(core::mem::size_of::<crate::tiling::SurfaceAddresser>(), 904);
    }

    #[test]
    fn entry_lookup_names_the_entries_of_each_mode_and_type() {
        let c = Config::PS4;
        let bits = |entries: &[u32]| entries.iter().fold(0u32, |m, &i| m | 1 << i);
        // The PS4 table by name: 1D thin entries are depth, display, thin, rotated.
        assert_eq!(
            c.lookup().of_mode(TileMode::ADDR_TM_1D_TILED_THIN1),
            bits(&[5, 9, 13, 27])
        );
        assert_eq!(
            c.lookup().of(
                TileMode::ADDR_TM_2D_TILED_THIN1,
                TileType::ADDR_DEPTH_SAMPLE_ORDER
            ),
            bits(&[0, 1, 2, 3, 4])
        );
        assert_eq!(
            c.lookup().of_mode(TileMode::ADDR_TM_LINEAR_ALIGNED),
            bits(&[8])
        );
        assert_eq!(
            c.lookup().of_mode(TileMode::ADDR_TM_LINEAR_GENERAL),
            bits(&[31])
        );
        for m in 0..32u8 {
            for t in 0..8u8 {
                let (mode, ty) = (TileMode::from_bits(m), TileType::from_bits(t));
                let want = (0..32u32)
                    .filter(|&i| {
                        let e = c.tile_mode(TileIndex::new(i).unwrap());
                        e.mode == mode && e.tile_type == ty
                    })
                    .fold(0u32, |acc, i| acc | 1 << i);
                assert_eq!(c.lookup().of(mode, ty), want, "mode {m} type {t}");
            }
        }
    }

    #[test]
    fn rejects_bad_registers() {
        // PIPE_INTERLEAVE_SIZE = 2 (1 KiB) is not accepted.
        let bad = PS4_ADDR_CONFIG | (2 << 4);
        assert_eq!(
            Config::from_registers(bad, &PS4_TILE_MODES, &PS4_MACRO_TILE_MODES, 2, 0, false),
            Err(Error::InvalidGbRegValues)
        );
        assert_eq!(
            Config::from_registers(
                PS4_ADDR_CONFIG | (3 << 28),
                &PS4_TILE_MODES,
                &PS4_MACRO_TILE_MODES,
                2,
                0,
                false
            ),
            Err(Error::InvalidGbRegValues)
        );
        assert!(
            Config::from_registers(
                PS4_ADDR_CONFIG,
                &PS4_TILE_MODES,
                &PS4_MACRO_TILE_MODES,
                3,
                0,
                false
            )
            .is_err()
        );
    }

    /// Checks one PS4 mode dword against its row of a README table: each value is the
    /// field's bits at the README's bit position (AMD name, lowest bit), the register's
    /// field table agrees on the position, and the row's values rebuild the whole dword.
    fn check_row(
        reg: &str,
        slot: usize,
        fields: &[&[Field]],
        dword: u32,
        columns: &[(&str, u32)],
        row: &[u8],
    ) {
        assert_eq!(columns.len(), row.len());
        let mut rebuilt = 0u32;
        for (&(name, low), &value) in columns.iter().zip(row) {
            let field = fields.iter().copied().flatten().find(|f| f.name == name);
            assert_eq!(
                field.map(|f| u32::from(f.lsb)),
                Some(low),
                "{reg}{slot}.{name} position"
            );
            assert_eq!(
                field.map(|f| f.extract(dword)),
                Some(u32::from(value)),
                "{reg}{slot}.{name}"
            );
            rebuilt |= u32::from(value) << low;
        }
        assert_eq!(rebuilt, dword, "{reg}{slot} dword");
    }

    /// The README table of the golden vectors: the fields of `GB_TILE_MODEn`, then one row a slot.
    const TILE_COLUMNS: [(&str, u32); 6] = [
        ("ARRAY_MODE", 2),
        ("PIPE_CONFIG", 6),
        ("TILE_SPLIT", 11),
        ("MICRO_TILE_MODE_NEW", 22),
        ("SAMPLE_SPLIT", 25),
        ("ALT_PIPE_CONFIG", 27),
    ];
    #[rustfmt::skip]
    const TILE_TABLE: [[u8; 6]; 32] = [
        [ 4, 12,  0,  2,  0, 18], // 0
        [ 4, 12,  1,  2,  0, 18], // 1
        [ 4, 12,  2,  2,  0, 18], // 2
        [ 4, 12,  3,  2,  0, 18], // 3
        [ 4, 12,  4,  2,  0, 18], // 4
        [ 2, 12,  0,  2,  0, 18], // 5
        [ 6, 12,  2,  2,  0, 18], // 6
        [ 6, 12,  4,  2,  0, 18], // 7
        [ 1, 12,  0,  0,  0, 18], // 8
        [ 2, 12,  0,  0,  0, 18], // 9
        [ 4, 12,  0,  0,  1, 18], // 10
        [ 5, 10,  0,  0,  1, 18], // 11
        [ 6, 12,  0,  0,  1, 18], // 12
        [ 2, 12,  0,  1,  0, 18], // 13
        [ 4, 12,  0,  1,  1, 18], // 14
        [12, 10,  0,  1,  1, 18], // 15
        [ 5, 10,  0,  1,  1, 18], // 16
        [ 6, 12,  0,  1,  1, 18], // 17
        [11, 12,  0,  1,  1, 18], // 18
        [ 3, 12,  0,  4,  0, 18], // 19
        [ 7, 12,  0,  4,  0, 18], // 20
        [13, 10,  0,  4,  0, 18], // 21
        [ 9, 10,  0,  4,  0, 18], // 22
        [10, 12,  0,  4,  0, 18], // 23
        [15, 10,  0,  4,  0, 18], // 24
        [ 8, 12,  0,  4,  0, 18], // 25
        [14, 10,  0,  4,  0, 18], // 26
        [ 2, 12,  0,  3,  0, 18], // 27
        [ 4, 12,  0,  3,  1, 18], // 28
        [ 5, 10,  0,  3,  1, 18], // 29
        [ 6, 12,  0,  3,  1, 18], // 30
        [ 0,  0,  0,  0,  0,  0], // 31
    ];

    #[test]
    fn tile_mode_fields_match_the_table() {
        let fields = [<GbTileMode as Register>::FIELDS, &[ALT_PIPE_CONFIG]];
        for ((slot, row), &dword) in TILE_TABLE.iter().enumerate().zip(&PS4_TILE_MODES) {
            check_row("GB_TILE_MODE", slot, &fields, dword, &TILE_COLUMNS, row);
        }
    }

    /// The same for `GB_MACROTILE_MODEn`.
    const MACRO_COLUMNS: [(&str, u32); 7] = [
        ("BANK_WIDTH", 0),
        ("BANK_HEIGHT", 2),
        ("MACRO_TILE_ASPECT", 4),
        ("NUM_BANKS", 6),
        ("ALT_BANK_HEIGHT", 8),
        ("ALT_MACRO_TILE_ASPECT", 10),
        ("ALT_NUM_BANKS", 12),
    ];
    #[rustfmt::skip]
    const MACRO_TABLE: [[u8; 7]; 16] = [
        [0, 2, 2, 3, 2, 1, 2], // 0
        [0, 1, 1, 3, 2, 1, 2], // 1
        [0, 0, 1, 3, 1, 0, 2], // 2
        [0, 0, 1, 3, 1, 0, 2], // 3
        [0, 0, 0, 2, 0, 0, 2], // 4
        [0, 0, 0, 1, 0, 0, 2], // 5
        [0, 0, 0, 0, 0, 0, 1], // 6
        [0, 0, 0, 0, 0, 0, 0], // 7
        [0, 3, 2, 3, 2, 1, 3], // 8
        [0, 2, 2, 3, 2, 1, 2], // 9
        [0, 1, 1, 3, 1, 0, 2], // 10
        [0, 0, 1, 3, 0, 0, 2], // 11
        [0, 0, 0, 2, 0, 0, 1], // 12
        [0, 0, 0, 1, 0, 0, 1], // 13
        [0, 0, 0, 0, 0, 0, 0], // 14
        [0, 0, 0, 0, 0, 0, 0], // 15
    ];

    #[test]
    fn macro_mode_fields_match_the_table() {
        let fields = [
            <GbMacrotileMode as Register>::FIELDS,
            &[ALT_BANK_HEIGHT, ALT_MACRO_TILE_ASPECT, ALT_NUM_BANKS],
        ];
        for ((slot, row), &dword) in MACRO_TABLE.iter().enumerate().zip(&PS4_MACRO_TILE_MODES) {
            check_row(
                "GB_MACROTILE_MODE",
                slot,
                &fields,
                dword,
                &MACRO_COLUMNS,
                row,
            );
        }
    }

    #[test]
    fn addr_config_fields() {
        let r = GbAddrConfig::from_bits(PS4_ADDR_CONFIG);
        assert_eq!(r.num_pipes(), 3, "NUM_PIPES");
        assert_eq!(r.pipe_interleave_size(), 0, "PIPE_INTERLEAVE_SIZE");
        assert_eq!(r.bank_interleave_size(), 0, "BANK_INTERLEAVE_SIZE");
        assert_eq!(r.row_size(), 0, "ROW_SIZE");
        let r = GbAddrConfig::from_bits(0x1000_0010 | (2 << 28));
        assert_eq!((r.pipe_interleave_size(), r.row_size()), (1, 3));
    }

    #[rustfmt::skip]
    #[test]
    fn decoded_entries() {
        use TileMode as M;
        use TileType as T;
        let c = &Config::PS4;
        // (index, mode, type, addrlib pipe config)
        let expect: [(u8, TileMode, TileType, u32); 12] = [
            ( 0, M::ADDR_TM_2D_TILED_THIN1,     T::ADDR_DEPTH_SAMPLE_ORDER, 13),
            ( 5, M::ADDR_TM_1D_TILED_THIN1,     T::ADDR_DEPTH_SAMPLE_ORDER, 13),
            ( 6, M::ADDR_TM_PRT_2D_TILED_THIN1, T::ADDR_DEPTH_SAMPLE_ORDER, 13),
            ( 8, M::ADDR_TM_LINEAR_ALIGNED,     T::ADDR_DISPLAYABLE,        13),
            (11, M::ADDR_TM_PRT_TILED_THIN1,    T::ADDR_DISPLAYABLE,        11),
            (15, M::ADDR_TM_3D_TILED_THIN1,     T::ADDR_NON_DISPLAYABLE,    11),
            (18, M::ADDR_TM_PRT_3D_TILED_THIN1, T::ADDR_NON_DISPLAYABLE,    13),
            (22, M::ADDR_TM_PRT_TILED_THICK,    T::ADDR_THICK,              11),
            (25, M::ADDR_TM_2D_TILED_XTHICK,    T::ADDR_THICK,              13),
            (26, M::ADDR_TM_3D_TILED_XTHICK,    T::ADDR_THICK,              11),
            (28, M::ADDR_TM_2D_TILED_THIN1,     T::ADDR_ROTATED,            13),
            (31, M::ADDR_TM_LINEAR_GENERAL,     T::ADDR_DISPLAYABLE,         1),
        ];
        for (i, m, t, p) in expect {
            let e = c.tile_mode(TileIndex::from_field(i));
            assert_eq!((e.mode, e.tile_type, e.info.pipe_config.addrlib_value()), (m, t, p), "entry {i}");
        }
        let t = |i: u32| TileIndex::new(i).unwrap();
        assert_eq!(c.tile_mode(t(0)).info.tile_split_bytes, 64);
        assert_eq!(c.tile_mode(t(4)).info.tile_split_bytes, 1024);
        assert_eq!(c.tile_mode(t(10)).info.tile_split_bytes, 2, "sample split factor");
        assert_eq!(c.tile_mode(t(9)).info, TileInfo { pipe_config: PipeConfig::ADDR_SURF_P8_32x32_16x16, ..TileInfo::PLACEHOLDER });
        assert!(TileIndex::new(32).is_err());
        assert_eq!(c.macro_mode(8).unwrap(), MacroTileConfig { banks: 16, bank_width: 1, bank_height: 8, macro_aspect_ratio: 4 });
        assert!(c.macro_mode(16).is_err());
    }

    #[test]
    fn macro_mode_index_examples() {
        let c = &Config::PS4;
        let t = |i: u32| TileIndex::new(i).unwrap();
        // Depth entry 0, 32 bpp: 256-byte micro tile capped at the 64-byte split -> macro 0.
        let (mi, info) = c.macro_mode_index(t(0), 32, 1, false).unwrap();
        assert_eq!(mi, Some(0));
        assert_eq!(
            (
                info.banks,
                info.bank_height,
                info.macro_aspect_ratio,
                info.tile_split_bytes
            ),
            (16, 4, 4, 64)
        );
        // Thin 2D entry 14, 128 bpp, 4 samples: split max(256, 2*1024) clamped to 1024 -> macro 4.
        let (mi, info) = c.macro_mode_index(t(14), 128, 4, false).unwrap();
        assert_eq!(mi, Some(4));
        assert_eq!((info.banks, info.tile_split_bytes), (8, 1024));
        // PRT entry 16: offset by 8.
        let (mi, _) = c.macro_mode_index(t(16), 32, 1, false).unwrap();
        assert_eq!(mi, Some(10));
        // 1D entry: placeholders.
        let (mi, info) = c.macro_mode_index(t(13), 32, 1, false).unwrap();
        assert_eq!(mi, None);
        assert_eq!(info.banks, 2);
    }

    /// The layout of a target on one entry worked out the general way:
    /// [`Config::macro_mode_index`]'s entry and tile info, then the macro
    /// tile of that bank layout (`8 × bank width × pipes × aspect` by
    /// `8 × bank height × banks / aspect`, every parameter a power of two in
    /// range and the aspect at most the banks).
    fn target_layout_by_macro_mode_index(
        c: &Config,
        t: TileIndex,
        bpp: u32,
        samples: u32,
    ) -> TargetLayout {
        let mode = c.tile_mode(t).mode;
        if mode.is_linear() {
            let general = mode == TileMode::ADDR_TM_LINEAR_GENERAL;
            return TargetLayout::Linear { general };
        }
        let Ok((macro_index, info)) = c.macro_mode_index(t, bpp, samples, false) else {
            return TargetLayout::Unsupported;
        };
        if mode.is_micro_tiled() {
            return TargetLayout::Tiled {
                pitch_log2: 3,
                height_log2: 3,
                macro_index,
            };
        }
        let ok = |v: u32, max: u32| v.is_power_of_two() && v <= max;
        let pipes = info.pipe_config.num_pipes();
        if !mode.is_macro_tiled()
            || pipes == 0
            || !ok(info.bank_width, 8)
            || !ok(info.bank_height, 8)
            || !ok(info.banks, 16)
            || !ok(info.macro_aspect_ratio, 8)
            || info.macro_aspect_ratio > info.banks
        {
            return TargetLayout::Unsupported;
        }
        let width = 8 * info.bank_width * pipes * info.macro_aspect_ratio;
        let height = 8 * info.bank_height * info.banks / info.macro_aspect_ratio;
        TargetLayout::Tiled {
            pitch_log2: width.ilog2(),
            height_log2: height.ilog2(),
            macro_index,
        }
    }

    /// Configurations with every row size and pipe interleave, on every
    /// generation, and a macro table whose entries break the bank rules.
    fn target_configs() -> [Config; 28] {
        let mut odd_macros = PS4_MACRO_TILE_MODES;
        let mut odd_modes = PS4_TILE_MODES;
        for (i, m) in odd_macros.iter_mut().enumerate() {
            *m = (i as u32).wrapping_mul(0x9E37_79B9) & 0xFF;
        }
        for (i, m) in odd_modes.iter_mut().enumerate() {
            *m = (i as u32).wrapping_mul(0x9E37_79B9) ^ 0x1234_5678;
        }
        let mut v = [Config::PS4; 28];
        (v[1], v[2], v[3]) = (Config::PS4_NEO, Config::PITCAIRN, Config::POLARIS10);
        let mut n = 4;
        for addr in [0x0000_0003u32, 0x0000_0013, 0x1000_0003, 0x2000_0013] {
            let tables: [(Chip, &[u32; 32], &[u32; 16]); 6] = [
                (Chip::GFX7, &PS4_TILE_MODES, &PS4_MACRO_TILE_MODES),
                (Chip::PS4_NEO, &PS4_NEO_TILE_MODES, &PS4_MACRO_TILE_MODES),
                (Chip::GFX6, &PITCAIRN_TILE_MODES, &[0; 16]),
                (
                    Chip::GFX8,
                    &POLARIS10_TILE_MODES,
                    &POLARIS10_MACRO_TILE_MODES,
                ),
                (Chip::GFX7, &odd_modes, &odd_macros),
                (Chip::GFX6, &odd_modes, &odd_macros),
            ];
            for (chip, modes, macros) in tables {
                v[n] = Config::from_chip_registers(chip, addr, modes, macros, 2, 0).unwrap();
                n += 1;
            }
        }
        v
    }

    #[test]
    fn target_layout_is_the_macro_mode_index_layout() {
        let mut tiled = 0;
        for c in target_configs() {
            for t in TileIndex::all() {
                for b in 0..5u32 {
                    for s in 0..4u32 {
                        let want = target_layout_by_macro_mode_index(&c, t, 8 << b, 1 << s);
                        assert_eq!(
                            c.target_layout(t, b, s),
                            want,
                            "entry {t}, {} bits, {} samples, {:?}",
                            8 << b,
                            1 << s,
                            c.chip
                        );
                        tiled += matches!(
                            want,
                            TargetLayout::Tiled {
                                macro_index: Some(_),
                                ..
                            }
                        ) as u32;
                    }
                }
            }
        }
        // Most cases go through a macro-tile entry.
        assert!(tiled > 5000, "{tiled}");
    }

    #[test]
    fn ps4_names() {
        let t = |i: u32| TileIndex::new(i).unwrap();
        assert_eq!(Ps4TileMode::from_index(t(10)), Ps4TileMode::Display2dThin);
        assert_eq!(Ps4TileMode::from_index(t(13)), Ps4TileMode::Thin1dThin);
        assert_eq!(
            Ps4TileMode::from_index(t(31)),
            Ps4TileMode::DisplayLinearGeneral
        );
        for (i, m) in Ps4TileMode::ALL.iter().enumerate() {
            assert_eq!(m.index().get(), i as u32);
            assert_eq!(Ps4TileMode::from_index(m.index()), *m);
        }
    }

    #[test]
    fn array_mode_round_trip() {
        for v in 0..16u8 {
            let a = ArrayMode::from_bits(v);
            assert_eq!(a.tile_mode().array_mode(), Some(a));
        }
    }
}
