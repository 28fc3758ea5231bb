//! The SH registers of one graphics shader stage: program address,
//! `RSRC1`, `RSRC2` and user data.
//!
//! Every graphics stage (PS, VS, GS, ES, HS, LS) has the same register
//! layout in SH space: `PGM_LO`, `PGM_HI`, `PGM_RSRC1`, `PGM_RSRC2` and
//! `USER_DATA_0..15` at consecutive offsets, so a [`ShaderProgram`] is
//! written with a single `SET_SH_REG` packet. The fields all stages share sit
//! at the same bits (`RSRC1`: `VGPRS` bits 5:0, `SGPRS` bits 9:6, `PRIORITY`
//! bits 11:10, `FLOAT_MODE` bits 19:12, `PRIV` bit 20, `DX10_CLAMP` bit 21,
//! `DEBUG_MODE` bit 22, `IEEE_MODE` bit 23; `RSRC2`: `SCRATCH_EN` bit 0,
//! `USER_SGPR` bits 5:1, `TRAP_PRESENT` bit 6) and have typed setters here; the
//! stage-specific fields are reached through the stage blocks
//! ([`VsShader`](super::VsShader), [`PsShader`](super::PsShader)) or the raw
//! setters.
//!
//! Setters never fail: an invalid argument (a misaligned address, 300
//! VGPRs, ...) is kept as the block's error and reported by
//! [`ShaderProgram::validate`] and [`ShaderProgram::emit`].
//!
//! ```
//! use gcn::blocks::shader::{ShaderProgram, Stage};
//! use gcn::pm4::CommandBuffer;
//!
//! // A geometry shader at 0x40_0000 using 24 VGPRs, 16 SGPRs, 4 user SGPRs.
//! const GS: ShaderProgram = ShaderProgram::new(Stage::Gs)
//!     .with_address(0x40_0000)
//!     .with_vgprs(24)
//!     .with_sgprs(16)
//!     .with_user_data(&[1, 2, 3, 4]);
//! GS.validate()?;
//! let regs = GS.registers();
//! assert_eq!(regs.as_slice()[0], (0x88, 0x4000)); // SPI_SHADER_PGM_LO_GS
//! assert_eq!(regs.as_slice()[2].1 & 0x3FF, 5 | (1 << 6)); // VGPRS = 24/4 - 1, SGPRS = 16/8 - 1
//! assert_eq!(regs.as_slice()[3].1, 4 << 1); // USER_SGPR = 4
//! assert_eq!(regs.len(), 8);
//!
//! let mut words = [0u32; 16];
//! let mut cb = CommandBuffer::new(&mut words);
//! GS.emit(&mut cb)?;
//! assert_eq!(cb.len(), 2 + 8); // one SET_SH_REG
//! assert_eq!(ShaderProgram::decode(Stage::Gs, &regs)?, GS);
//!
//! // A misaligned address is reported, not written.
//! assert!(GS.with_address(0x40_0080).emit(&mut cb).is_err());
//! # Ok::<(), gcn::blocks::Error>(())
//! ```

use super::{Stage, UserData, UserDataHint, program_address, sgpr_blocks, vgpr_blocks};
use crate::blocks::{Error, RegList, RegSource, Writer, in_range, kept, read_reg};
use crate::regs::Space;
use crate::regs::gfx7::enums::FloatMode;
use crate::regs::gfx7::{SpiShaderPgmHiPs, SpiShaderPgmRsrc1Ps, SpiShaderPgmRsrc2Ps};

/// Most registers a [`ShaderProgram`] writes (4 + 16 user data).
pub const MAX_REGISTERS: usize = 20;
/// Most dwords hinted descriptors add to a stage's user data: 4 for each
/// (hint NOP and its own `SET_SH_REG` header), 2 for each run of other user
/// data after one; three 4-dword descriptors, each followed by other user
/// data, are the most (`3 × 4 + 3 × 2`).
pub const HINT_DWORDS: usize = 18;
/// Most dwords of a [`ShaderProgram`]'s packet without hinted descriptors
/// (one `SET_SH_REG`).
pub const DWORDS: usize = MAX_REGISTERS + 2;
/// Most dwords of a [`ShaderProgram`]'s packets, hinted descriptors
/// included: the capacity of [`ShaderProgram::encode`]'s [`Packets`](crate::blocks::Packets).
pub const MAX_DWORDS: usize = DWORDS + HINT_DWORDS;

// Every graphics stage's user data follows `PGM_LO`, `PGM_HI`, `RSRC1`,
// `RSRC2`: the program is one run.
static_assertions::const_assert!(
    Stage::Ps.user_data_offset() == Stage::Ps.pgm_lo_offset().wrapping_add(4)
        && Stage::Vs.user_data_offset() == Stage::Vs.pgm_lo_offset().wrapping_add(4)
        && Stage::Gs.user_data_offset() == Stage::Gs.pgm_lo_offset().wrapping_add(4)
        && Stage::Es.user_data_offset() == Stage::Es.pgm_lo_offset().wrapping_add(4)
        && Stage::Hs.user_data_offset() == Stage::Hs.pgm_lo_offset().wrapping_add(4)
        && Stage::Ls.user_data_offset() == Stage::Ls.pgm_lo_offset().wrapping_add(4)
);

/// `FLOAT_MODE` the constructors set: `FP_16_64_DENORMS` (`0xC0`), FP32
/// denormals flushed, FP64/FP16 denormals kept, round to nearest even.
pub const DEFAULT_FLOAT_MODE: FloatMode = FloatMode::FP_16_64_DENORMS;

/// The SH registers of one graphics stage.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ShaderProgram {
    stage: Stage,
    pgm_lo: u32,
    pgm_hi: u32,
    rsrc1: u32,
    rsrc2: u32,
    user_data: UserData,
    /// The first invalid setter argument, reported by `validate`.
    error: Option<Error>,
}

/// The shared `RSRC1` fields, read through the PS layout (identical bits in every stage).
#[inline]
const fn rsrc1_common(bits: u32) -> SpiShaderPgmRsrc1Ps {
    SpiShaderPgmRsrc1Ps::from_bits(bits)
}

/// The shared `RSRC2` fields, read through the PS layout.
#[inline]
const fn rsrc2_common(bits: u32) -> SpiShaderPgmRsrc2Ps {
    SpiShaderPgmRsrc2Ps::from_bits(bits)
}

user_data_setters!(ShaderProgram);

/// Setters of one field of `RSRC1` or `RSRC2` that any value fits: each reads the
/// register through its common view (`rsrc1_common` / `rsrc2_common`), sets the
/// field with the view's `with_*` and stores the bits.
macro_rules! field_setters {
    ($($(#[$m:meta])* $name:ident($arg:ident: $ty:ty) => $reg:ident = $view:ident.$with:ident;)*) => {
        $(
            $(#[$m])*
            #[inline]
            pub const fn $name(mut self, $arg: $ty) -> ShaderProgram {
                self.$reg = $view(self.$reg).$with($arg).into_bits();
                self
            }
        )*
    };
}

impl ShaderProgram {
    /// The program of `stage`.
    ///
    /// Defaults: address 0, 4 VGPRs and 8 SGPRs (`VGPRS` = `SGPRS` = 0),
    /// `FLOAT_MODE` = [`DEFAULT_FLOAT_MODE`], `DX10_CLAMP` = 1, every other
    /// field 0, no user data. [`Stage::Cs`] is refused by
    /// [`ShaderProgram::validate`] with [`Error::OutOfRange`] (field `stage`):
    /// compute has its own block, [`CsShader`](super::CsShader).
    #[inline]
    pub const fn new(stage: Stage) -> ShaderProgram {
        let rsrc1 = SpiShaderPgmRsrc1Ps::new()
            .with_float_mode(DEFAULT_FLOAT_MODE)
            .with_dx10_clamp(true)
            .into_bits();
        ShaderProgram {
            stage,
            pgm_lo: 0,
            pgm_hi: 0,
            rsrc1,
            rsrc2: 0,
            user_data: UserData::new(),
            error: if matches!(stage, Stage::Cs) {
                Some(Error::OutOfRange {
                    field: "stage",
                    value: 6,
                    min: 0,
                    max: 5,
                })
            } else {
                None
            },
        }
    }

    /// Records `e` unless an error already is (in place).
    #[inline]
    pub(crate) const fn keep(&mut self, e: Error) {
        if self.error.is_none() {
            self.error = Some(e);
        }
    }

    /// The stage.
    #[inline]
    pub const fn stage(&self) -> Stage {
        self.stage
    }

    /// The program's GPU address.
    #[inline]
    pub const fn address(&self) -> u64 {
        let hi = SpiShaderPgmHiPs::from_bits(self.pgm_hi).mem_base();
        ((hi as u64) << 40) | ((self.pgm_lo as u64) << 8)
    }

    accessors! {
        /// `SPI_SHADER_PGM_LO_*`.
        get pgm_lo -> u32 { pgm_lo }
        /// `SPI_SHADER_PGM_HI_*`.
        get pgm_hi -> u32 { pgm_hi }
        /// `SPI_SHADER_PGM_RSRC1_*` (raw; the stage blocks give the typed view).
        get rsrc1_bits -> u32 { rsrc1 }
        /// `SPI_SHADER_PGM_RSRC2_*` (raw).
        get rsrc2_bits -> u32 { rsrc2 }
    }

    /// The user-data values written with the program.
    #[inline]
    pub const fn user_data(&self) -> &UserData {
        &self.user_data
    }

    with_and_set! { ShaderProgram;
        /// With the program at `address`: 256-byte aligned, below 2^40.
        ///
        /// Otherwise [`ShaderProgram::validate`] reports [`Error::Address`] and
        /// the address is left unchanged.
        with_address / set_address(&mut self, address: u64) {
            match program_address("SPI_SHADER_PGM_LO", address) {
                Ok((lo, hi)) => {
                    self.pgm_lo = lo;
                    self.pgm_hi = hi as u32;
                }
                Err(e) => self.keep(e),
            }
        }

        /// With `vgprs` VGPRs allocated (`RSRC1.VGPRS`, groups of 4);
        /// [`Error::OutOfRange`] outside `1..=256`.
        with_vgprs / set_vgprs(&mut self, vgprs: u32) {
            match vgpr_blocks(vgprs) {
                Ok(v) => self.rsrc1 = rsrc1_common(self.rsrc1).with_vgprs(v).into_bits(),
                Err(e) => self.keep(e),
            }
        }

        /// With `sgprs` SGPRs allocated (`RSRC1.SGPRS`, groups of 8, VCC and
        /// flat scratch included: [`sgpr_blocks`]);
        /// [`Error::OutOfRange`] outside `1..=104`.
        with_sgprs / set_sgprs(&mut self, sgprs: u32) {
            match sgpr_blocks(sgprs) {
                Ok(v) => self.rsrc1 = rsrc1_common(self.rsrc1).with_sgprs(v).into_bits(),
                Err(e) => self.keep(e),
            }
        }
    }

    field_setters! {
        /// With `RSRC1.FLOAT_MODE`.
        with_float_mode(mode: FloatMode) => rsrc1 = rsrc1_common.with_float_mode;
        /// With `RSRC1.DX10_CLAMP` (clamp NaN results of clamped instructions to 0).
        with_dx10_clamp(on: bool) => rsrc1 = rsrc1_common.with_dx10_clamp;
        /// With `RSRC1.IEEE_MODE`.
        with_ieee_mode(on: bool) => rsrc1 = rsrc1_common.with_ieee_mode;
        /// With `RSRC2.SCRATCH_EN`.
        with_scratch(on: bool) => rsrc2 = rsrc2_common.with_scratch_en;
    }

    with_and_set! { ShaderProgram;
        /// With `RSRC2.USER_SGPR`: how many user-data registers the hardware
        /// loads into `s0..`; [`Error::OutOfRange`] above 16. The user-data
        /// setters set it to the registers they hold: set it after them when
        /// another writer fills more (a resource binder's table pointers).
        with_user_sgprs / set_user_sgprs(&mut self, count: u32) {
            match in_range("user_sgpr", count, 0, 16) {
                // n <= 16 fits the 5-bit field.
                Ok(n) => self.rsrc2 = rsrc2_common(self.rsrc2).with_user_sgpr(n as u8).into_bits(),
                Err(e) => self.keep(e),
            }
        }
    }

    /// `RSRC2.USER_SGPR` = number of user-data registers held (at most 16).
    #[inline]
    const fn sync_user_sgpr(&mut self) {
        self.rsrc2 = rsrc2_common(self.rsrc2)
            .with_user_sgpr(self.user_data.len() as u8)
            .into_bits();
    }

    accessors! {
        /// With a raw `RSRC1` value (stage-specific fields).
        set with_rsrc1_bits(bits: u32) { rsrc1 }
        /// With a raw `RSRC2` value (stage-specific fields).
        set with_rsrc2_bits(bits: u32) { rsrc2 }
    }

    /// Checks the block.
    ///
    /// # Errors
    /// The first invalid setter argument: [`Error::Address`] or
    /// [`Error::OutOfRange`] (see the setters
    /// and [`ShaderProgram::new`]).
    pub const fn validate(&self) -> Result<(), Error> {
        kept(self.error)
    }

    /// The block's SH registers, sorted by offset: `PGM_LO`, `PGM_HI`,
    /// `RSRC1`, `RSRC2`, then the user data (one run).
    pub fn registers(&self) -> RegList<MAX_REGISTERS> {
        let mut list = RegList::new(Space::Sh);
        let base = self.stage.pgm_lo_offset();
        let regs = [self.pgm_lo, self.pgm_hi, self.rsrc1, self.rsrc2];
        for (off, v) in (base..).zip(regs) {
            list.push_raw(off, v);
        }
        let ud = self.stage.user_data_offset();
        for (off, &v) in (ud..).zip(self.user_data.as_slice()) {
            list.push_raw(off, v);
        }
        list
    }

    /// Appends the block's packets to `p` (not validated): one `SET_SH_REG`
    /// with the program and the user data before the first hinted
    /// descriptor, then the rest of the user data.
    #[inline]
    pub(crate) const fn write<const M: usize>(&self, p: &mut Writer<'_, M>) {
        self.write_program(p, self.stage);
        self.write_hinted(p, self.stage);
    }

    /// Appends the program's `SET_SH_REG`: `PGM_LO` .. `RSRC2` and the user
    /// data before the first hinted descriptor. `stage` is the program's
    /// own ([`stage`](Self::stage)); a stage block passes it as a constant,
    /// so the offsets fold.
    #[inline]
    pub(crate) const fn write_program<const M: usize>(&self, p: &mut Writer<'_, M>, stage: Stage) {
        let prefix = self.user_data.plain_prefix();
        // At most 16 user-data registers.
        p.start_run(Space::Sh, stage.pgm_lo_offset(), prefix.wrapping_add(4), 0);
        p.put([self.pgm_lo, self.pgm_hi, self.rsrc1, self.rsrc2]);
        p.put_prefix(self.user_data.all(), prefix);
    }

    /// Appends the user data from the first hinted descriptor on (nothing
    /// without one): each descriptor after its hint NOP, the rest in runs.
    /// `stage` as for [`write_program`](Self::write_program).
    #[inline]
    pub(crate) const fn write_hinted<const M: usize>(&self, p: &mut Writer<'_, M>, stage: Stage) {
        let prefix = self.user_data.plain_prefix();
        self.user_data.write_from(p, stage, prefix);
    }

    /// The program of `stage` from register values: the four program
    /// registers must be present; user data is read from
    /// register 0 up to the first one missing. Every bit is kept.
    ///
    /// # Errors
    /// [`Error::MissingRegister`]; [`Error::OutOfRange`] for [`Stage::Cs`].
    pub fn decode(stage: Stage, src: &impl RegSource) -> Result<ShaderProgram, Error> {
        let p = ShaderProgram::new(stage);
        p.validate()?;
        let base = stage.pgm_lo_offset();
        let get = |i: u16| {
            let off = base.wrapping_add(i);
            let name =
                crate::regs::gfx7::lookup(Space::Sh, off).map_or("SPI_SHADER_PGM", |r| r.name);
            read_reg(src, Space::Sh, off, name)
        };
        Ok(ShaderProgram {
            pgm_lo: get(0)?,
            pgm_hi: get(1)?,
            rsrc1: get(2)?,
            rsrc2: get(3)?,
            user_data: UserData::decode(stage, src),
            ..p
        })
    }
}

encode_by_write!(ShaderProgram, MAX_DWORDS, Stage, |stage, src| {
    ShaderProgram::decode(stage, src)
});
