//! Alpha-to-coverage block: `DB_ALPHA_TO_MASK`, the one context register
//! that turns the pixel shader's alpha into a sample coverage mask.
//!
//! With `ALPHA_TO_MASK_ENABLE` the DB derives the coverage of each pixel from
//! the alpha its shader exports to colour target 0 (RADV keeps that alpha
//! for target 0 alone). Each pixel of a 2×2 quad has its own offset, a
//! threshold in quarters (0 = 0.00, 1 = 0.25, 2 = 0.50, 3 = 0.75: the
//! thresholds of Gnm's `AlphaToMaskDitherThreshold`): unequal offsets dither
//! the coverage across the quad, equal ones give its four pixels the same
//! mask. radeonsi and RADV pair the dithered offsets with `OFFSET_ROUND` 1
//! and the equal ones with 0.
//!
//! | field (bits) | what it does |
//! |---|---|
//! | `ALPHA_TO_MASK_ENABLE` (0) | coverage from the exported alpha |
//! | `ALPHA_TO_MASK_OFFSET0` (8..=9) | threshold of the quad's pixel 0 |
//! | `ALPHA_TO_MASK_OFFSET1` (10..=11) | threshold of the quad's pixel 1 |
//! | `ALPHA_TO_MASK_OFFSET2` (12..=13) | threshold of the quad's pixel 2 |
//! | `ALPHA_TO_MASK_OFFSET3` (14..=15) | threshold of the quad's pixel 3 |
//! | `OFFSET_ROUND` (16) | rounding of the offset alpha to a sample count (1 with dithering) |
//!
//! The register is the same on gfx6, gfx7 and gfx8. The PS4 driver's Gnm
//! library writes it with `setAlphaToMaskControl` (an `AlphaToMaskControl`
//! with `setEnabled`, `setPixelDitherThresholds` and `setDitherMode`); its
//! `CLEAR_STATE` value on gfx7 is 0 (everything off, offsets 0).
//!
//! ```
//! use gcn::blocks::alpha_to_mask::AlphaToMask;
//! use gcn::pm4::CommandBuffer;
//! use gcn::regs::{DbAlphaToMask, Register};
//!
//! // Dithered alpha-to-coverage, as radeonsi and RADV set it:
//! // ENABLE 1 | OFFSET0 3 << 8 | OFFSET1 1 << 10 | OFFSET2 0 << 12
//! // | OFFSET3 2 << 14 | OFFSET_ROUND 1 << 16
//! // = 0x1 | 0x300 | 0x400 | 0x0 | 0x8000 | 0x1_0000 = 0x0001_8701.
//! const A2C: AlphaToMask = AlphaToMask::dithered();
//! assert_eq!(A2C.registers().get(DbAlphaToMask::OFFSET), Some(0x0001_8701));
//!
//! let mut words = [0u32; 8];
//! let mut cb = CommandBuffer::new(&mut words);
//! A2C.emit(&mut cb)?;
//! // SET_CONTEXT_REG of one register at 0x2DC.
//! assert_eq!(cb.as_slice(), &[0xC001_6900, 0x2DC, 0x0001_8701]);
//!
//! // Your own thresholds: a value above 3 does not fit the 2-bit field.
//! let bad = AlphaToMask::new().with_offsets([0, 1, 4, 3]);
//! assert!(bad.validate().is_err());
//! # Ok::<(), gcn::blocks::Error>(())
//! ```

use super::{Error, RegList, first_error, in_range, kept};
use crate::regs::{DbAlphaToMask, Space};

block! {
    /// The alpha-to-coverage block. Defaults ([`AlphaToMask::new`]):
    /// alpha-to-coverage off, the four offsets 2 (0.50, the threshold Gnm
    /// names `kAlphaToMaskDitherDefault`) and `OFFSET_ROUND` 0:
    /// `DB_ALPHA_TO_MASK = 0x0000_AA00`, what radeonsi writes for a blend
    /// state without alpha-to-coverage ([`NOT_DITHERED`] with the enable
    /// bit clear).
    ///
    /// The block stores the register itself, so `decode` keeps every bit.
    pub struct AlphaToMask {
        /// Replaces `DB_ALPHA_TO_MASK` (every bit as given).
        reg: DbAlphaToMask { get alpha_to_mask, set with_alpha_to_mask },
    }
    extra {
        // The first invalid setter argument, reported by `validate`.
        error: Option<Error> = None,
    }
}

/// Registers in the block's read-back view.
pub const REGISTERS: usize = AlphaToMask::COUNT;
/// Dwords of the block's packets.
pub const DWORDS: usize = AlphaToMask::DWORDS;

/// Largest offset a 2-bit `ALPHA_TO_MASK_OFFSETn` field holds (0.75).
pub const MAX_OFFSET: u8 = 3;

/// The dithered offsets of the quad's four pixels, `OFFSET0..3` = 3, 1, 0, 2
/// (0.75, 0.25, 0.00, 0.50), used with `OFFSET_ROUND` 1: radeonsi
/// (`si_create_blend_state_mode` with `alpha_to_coverage_dither`) and RADV
/// (its default, without `RADV_DEBUG_NO_ATOC_DITHERING`); AMD PAL's
/// `MsaaState` likewise unless `disableAlphaToCoverageDither` is set.
pub const DITHERED: [u8; 4] = [3, 1, 0, 2];

/// The offsets without dithering, every pixel 2 (0.50), used with
/// `OFFSET_ROUND` 0: radeonsi without `alpha_to_coverage_dither`, RADV with
/// `RADV_DEBUG_NO_ATOC_DITHERING`, AMD PAL with
/// `disableAlphaToCoverageDither`, and Gnm's default threshold.
pub const NOT_DITHERED: [u8; 4] = [2, 2, 2, 2];

/// AMD's names of the offset fields, by pixel.
const OFFSET_FIELDS: [&str; 4] = [
    "ALPHA_TO_MASK_OFFSET0",
    "ALPHA_TO_MASK_OFFSET1",
    "ALPHA_TO_MASK_OFFSET2",
    "ALPHA_TO_MASK_OFFSET3",
];

impl AlphaToMask {
    /// The defaults described on [`AlphaToMask`].
    #[inline]
    pub const fn new() -> Self {
        AlphaToMask {
            reg: DbAlphaToMask::new(),
            error: None,
        }
        .with_offsets(NOT_DITHERED)
        .with_offset_round(false)
    }

    /// Alpha-to-coverage on with the dithered offsets [`DITHERED`] and
    /// `OFFSET_ROUND` 1: `DB_ALPHA_TO_MASK = 0x0001_8701`.
    #[inline]
    pub const fn dithered() -> Self {
        AlphaToMask::new()
            .with_enable(true)
            .with_offsets(DITHERED)
            .with_offset_round(true)
    }

    /// Alpha-to-coverage on with the same offset for every pixel,
    /// [`NOT_DITHERED`], and `OFFSET_ROUND` 0: `DB_ALPHA_TO_MASK =
    /// 0x0000_AA01`.
    #[inline]
    pub const fn not_dithered() -> Self {
        AlphaToMask::new()
            .with_enable(true)
            .with_offsets(NOT_DITHERED)
            .with_offset_round(false)
    }

    /// Turns alpha-to-coverage on or off (`ALPHA_TO_MASK_ENABLE`); the
    /// offsets and rounding are kept.
    #[inline]
    pub const fn with_enable(mut self, on: bool) -> Self {
        self.reg = self.reg.with_alpha_to_mask_enable(on);
        self
    }

    /// Sets the thresholds of the quad's four pixels
    /// (`ALPHA_TO_MASK_OFFSET0..3`), each in quarters: 0..=3.
    ///
    /// [`AlphaToMask::validate`] reports [`Error::OutOfRange`] naming the
    /// first field whose value is above [`MAX_OFFSET`]; the register is then
    /// left unchanged (no offset is written).
    pub const fn with_offsets(mut self, offsets: [u8; 4]) -> Self {
        let [o0, o1, o2, o3] = offsets;
        let checked = [
            in_range(OFFSET_FIELDS[0], o0 as u32, 0, MAX_OFFSET as u32),
            in_range(OFFSET_FIELDS[1], o1 as u32, 0, MAX_OFFSET as u32),
            in_range(OFFSET_FIELDS[2], o2 as u32, 0, MAX_OFFSET as u32),
            in_range(OFFSET_FIELDS[3], o3 as u32, 0, MAX_OFFSET as u32),
        ];
        let mut rest: &[Result<u32, Error>] = &checked;
        while let [first, tail @ ..] = rest {
            if let Err(e) = *first {
                self.error = first_error(self.error, e);
                return self;
            }
            rest = tail;
        }
        // Each value is at most 3: it fits its 2-bit field.
        self.reg = self
            .reg
            .with_alpha_to_mask_offset0(o0)
            .with_alpha_to_mask_offset1(o1)
            .with_alpha_to_mask_offset2(o2)
            .with_alpha_to_mask_offset3(o3);
        self
    }

    /// Sets `OFFSET_ROUND`, the rounding of the offset alpha to a sample
    /// count (radeonsi and RADV: 1 with [`DITHERED`], 0 with [`NOT_DITHERED`]).
    #[inline]
    pub const fn with_offset_round(mut self, round: bool) -> Self {
        self.reg = self.reg.with_offset_round(round);
        self
    }

    /// Whether alpha-to-coverage is on (`ALPHA_TO_MASK_ENABLE`).
    #[inline]
    pub const fn enabled(&self) -> bool {
        self.reg.alpha_to_mask_enable()
    }

    /// The four offsets, `ALPHA_TO_MASK_OFFSET0..3`.
    #[inline]
    pub const fn offsets(&self) -> [u8; 4] {
        [
            self.reg.alpha_to_mask_offset0(),
            self.reg.alpha_to_mask_offset1(),
            self.reg.alpha_to_mask_offset2(),
            self.reg.alpha_to_mask_offset3(),
        ]
    }

    /// `OFFSET_ROUND`.
    #[inline]
    pub const fn offset_round(&self) -> bool {
        self.reg.offset_round()
    }

    /// Checks the block: no setter was given an invalid argument. Every
    /// value of the register's fields is one the hardware accepts.
    ///
    /// # Errors
    /// The first invalid setter argument ([`Error::OutOfRange`]).
    #[inline]
    pub const fn validate(&self) -> Result<(), Error> {
        kept(self.error)
    }

    /// The block's register (one context register, one run):
    /// `DB_ALPHA_TO_MASK`.
    pub fn registers(&self) -> RegList<REGISTERS> {
        self.list(Space::Context)
    }
}
