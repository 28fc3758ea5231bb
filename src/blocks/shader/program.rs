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
//! ```
//! use gcn::blocks::shader::{ShaderProgram, Stage};
//!
//! // A geometry shader at 0x40_0000 using 24 VGPRs, 16 SGPRs, 4 user SGPRs.
//! let gs = ShaderProgram::new(Stage::Gs, 0x40_0000)?
//!     .with_vgprs(24)?
//!     .with_sgprs(16)?
//!     .with_user_data(&[1, 2, 3, 4])?;
//! let regs = gs.registers();
//! assert_eq!(regs[0], (0x88, 0x4000)); // SPI_SHADER_PGM_LO_GS
//! assert_eq!(regs[2].1 & 0x3FF, 5 | (1 << 6)); // VGPRS = 24/4 - 1, SGPRS = 16/8 - 1
//! assert_eq!(regs[3].1, 4 << 1); // USER_SGPR = 4
//! assert_eq!(regs.len(), 8);
//! # Ok::<(), gcn::blocks::Error>(())
//! ```

use super::{Stage, UserData, program_address, sgpr_blocks, vgpr_blocks};
use crate::blocks::{Error, RegSource, in_range, read_reg};
use crate::pm4::{self, CommandBuffer};
use crate::regs::Space;
use crate::regs::gfx7::enums::FloatMode;
use crate::regs::gfx7::{SpiShaderPgmRsrc1Ps, SpiShaderPgmRsrc2Ps};

/// Most registers a [`ShaderProgram`] writes (4 + 16 user data).
pub const MAX_REGISTERS: usize = 20;

/// `FLOAT_MODE` the constructors set: `0xC0`, FP32 denormals flushed,
/// FP64/FP16 denormals kept, round to nearest even.
pub const DEFAULT_FLOAT_MODE: u8 = 0xC0;

/// The SH registers of one graphics stage.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ShaderProgram {
    stage: Stage,
    pgm_lo: u32,
    pgm_hi: u32,
    rsrc1: u32,
    rsrc2: u32,
    user_data: UserData,
}

/// The shared `RSRC1` fields, read through the PS layout (identical bits in every stage).
const fn rsrc1_common(bits: u32) -> SpiShaderPgmRsrc1Ps {
    SpiShaderPgmRsrc1Ps::from_bits(bits)
}

/// The shared `RSRC2` fields, read through the PS layout.
const fn rsrc2_common(bits: u32) -> SpiShaderPgmRsrc2Ps {
    SpiShaderPgmRsrc2Ps::from_bits(bits)
}

impl ShaderProgram {
    /// The program of `stage` at `address`.
    ///
    /// Defaults: 4 VGPRs and 8 SGPRs (`VGPRS` = `SGPRS` = 0),
    /// `FLOAT_MODE` = [`DEFAULT_FLOAT_MODE`], `DX10_CLAMP` = 1, every other
    /// field 0, no user data.
    ///
    /// # Errors
    /// [`Error::MisalignedAddress`] unless `address` is 256-byte aligned,
    /// [`Error::AddressTooWide`] at or above 2^40, [`Error::OutOfRange`]
    /// for [`Stage::Cs`] (compute has its own block,
    /// [`CsShader`](super::CsShader)).
    pub const fn new(stage: Stage, address: u64) -> Result<ShaderProgram, Error> {
        if matches!(stage, Stage::Cs) {
            return Err(Error::OutOfRange {
                field: "stage",
                value: 6,
                min: 0,
                max: 5,
            });
        }
        let (lo, hi) = ctry!(program_address("SPI_SHADER_PGM_LO", address));
        let rsrc1 = SpiShaderPgmRsrc1Ps::new()
            .with_float_mode(FloatMode::from_bits(DEFAULT_FLOAT_MODE))
            .with_dx10_clamp(true)
            .into_bits();
        Ok(ShaderProgram {
            stage,
            pgm_lo: lo,
            pgm_hi: hi as u32,
            rsrc1,
            rsrc2: 0,
            user_data: UserData::new(),
        })
    }

    /// The stage.
    pub const fn stage(&self) -> Stage {
        self.stage
    }

    /// The program's GPU address.
    pub const fn address(&self) -> u64 {
        ((self.pgm_hi as u64 & 0xFF) << 40) | ((self.pgm_lo as u64) << 8)
    }

    /// `SPI_SHADER_PGM_LO_*`.
    pub const fn pgm_lo(&self) -> u32 {
        self.pgm_lo
    }
    /// `SPI_SHADER_PGM_HI_*`.
    pub const fn pgm_hi(&self) -> u32 {
        self.pgm_hi
    }
    /// `SPI_SHADER_PGM_RSRC1_*` (raw; the stage blocks give the typed view).
    pub const fn rsrc1_bits(&self) -> u32 {
        self.rsrc1
    }
    /// `SPI_SHADER_PGM_RSRC2_*` (raw).
    pub const fn rsrc2_bits(&self) -> u32 {
        self.rsrc2
    }
    /// The user-data values written with the program.
    pub const fn user_data(&self) -> &UserData {
        &self.user_data
    }

    /// With the program at `address`.
    ///
    /// # Errors
    /// As [`ShaderProgram::new`].
    pub const fn with_address(mut self, address: u64) -> Result<ShaderProgram, Error> {
        let (lo, hi) = ctry!(program_address("SPI_SHADER_PGM_LO", address));
        self.pgm_lo = lo;
        self.pgm_hi = hi as u32;
        Ok(self)
    }

    /// With `vgprs` VGPRs allocated (`RSRC1.VGPRS`, groups of 4).
    ///
    /// # Errors
    /// [`Error::OutOfRange`] outside `1..=256`.
    pub const fn with_vgprs(mut self, vgprs: u32) -> Result<ShaderProgram, Error> {
        let v = ctry!(vgpr_blocks(vgprs));
        self.rsrc1 = rsrc1_common(self.rsrc1).with_vgprs(v).into_bits();
        Ok(self)
    }

    /// With `sgprs` SGPRs allocated (`RSRC1.SGPRS`, groups of 8).
    ///
    /// # Errors
    /// [`Error::OutOfRange`] outside `1..=104`.
    pub const fn with_sgprs(mut self, sgprs: u32) -> Result<ShaderProgram, Error> {
        let v = ctry!(sgpr_blocks(sgprs));
        self.rsrc1 = rsrc1_common(self.rsrc1).with_sgprs(v).into_bits();
        Ok(self)
    }

    /// With `RSRC1.FLOAT_MODE`.
    pub const fn with_float_mode(mut self, mode: FloatMode) -> ShaderProgram {
        self.rsrc1 = rsrc1_common(self.rsrc1).with_float_mode(mode).into_bits();
        self
    }

    /// With `RSRC1.DX10_CLAMP` (clamp NaN results of clamped instructions to 0).
    pub const fn with_dx10_clamp(mut self, on: bool) -> ShaderProgram {
        self.rsrc1 = rsrc1_common(self.rsrc1).with_dx10_clamp(on).into_bits();
        self
    }

    /// With `RSRC1.IEEE_MODE`.
    pub const fn with_ieee_mode(mut self, on: bool) -> ShaderProgram {
        self.rsrc1 = rsrc1_common(self.rsrc1).with_ieee_mode(on).into_bits();
        self
    }

    /// With `RSRC2.SCRATCH_EN`.
    pub const fn with_scratch(mut self, on: bool) -> ShaderProgram {
        self.rsrc2 = rsrc2_common(self.rsrc2).with_scratch_en(on).into_bits();
        self
    }

    /// With `RSRC2.USER_SGPR`: how many user-data registers the hardware
    /// loads into `s0..`.
    ///
    /// # Errors
    /// [`Error::OutOfRange`] above 16.
    pub const fn with_user_sgprs(mut self, count: u32) -> Result<ShaderProgram, Error> {
        let n = ctry!(in_range("user_sgpr", count, 0, 16));
        self.rsrc2 = rsrc2_common(self.rsrc2).with_user_sgpr(n as u8).into_bits();
        Ok(self)
    }

    /// With user-data registers `0..values.len()` set to `values`, written
    /// with the program; also sets `RSRC2.USER_SGPR` to `values.len()`.
    ///
    /// # Errors
    /// [`Error::OutOfRange`] with more than 16 values.
    pub const fn with_user_data(mut self, values: &[u32]) -> Result<ShaderProgram, Error> {
        self.user_data = ctry!(UserData::from_slice(values));
        self.rsrc2 = rsrc2_common(self.rsrc2)
            .with_user_sgpr(self.user_data.len() as u8)
            .into_bits();
        Ok(self)
    }

    /// With a raw `RSRC1` value (stage-specific fields).
    pub const fn with_rsrc1_bits(mut self, bits: u32) -> ShaderProgram {
        self.rsrc1 = bits;
        self
    }

    /// With a raw `RSRC2` value (stage-specific fields).
    pub const fn with_rsrc2_bits(mut self, bits: u32) -> ShaderProgram {
        self.rsrc2 = bits;
        self
    }

    /// The block as `(SH register offset, value)` pairs, sorted by offset:
    /// `PGM_LO`, `PGM_HI`, `RSRC1`, `RSRC2`, then the user data.
    pub fn registers(&self) -> heapless::Vec<(u16, u32), MAX_REGISTERS> {
        let base = self.stage.pgm_lo_offset();
        let mut out = heapless::Vec::new();
        for (i, v) in [self.pgm_lo, self.pgm_hi, self.rsrc1, self.rsrc2]
            .into_iter()
            .enumerate()
        {
            let _ = out.push((base + i as u16, v));
        }
        let ud = self.stage.user_data_offset();
        for (i, &v) in self.user_data.as_slice().iter().enumerate() {
            let _ = out.push((ud + i as u16, v));
        }
        out
    }

    /// Writes the block: one `SET_SH_REG` packet. All or nothing.
    ///
    /// # Errors
    /// [`pm4::Error::OutOfSpace`] when the buffer is too small.
    pub fn emit(&self, cb: &mut CommandBuffer<'_>) -> Result<(), pm4::Error> {
        cb.set_reg_list(Space::Sh, &self.registers())
    }

    /// The program of `stage` from register values: the four program
    /// registers must be present; user data is read from
    /// register 0 up to the first one missing. Every bit is kept.
    ///
    /// # Errors
    /// [`Error::MissingRegister`]; [`Error::OutOfRange`] for [`Stage::Cs`].
    pub fn decode<S: RegSource + ?Sized>(stage: Stage, src: &S) -> Result<ShaderProgram, Error> {
        let mut p = ShaderProgram::new(stage, 0)?;
        let base = stage.pgm_lo_offset();
        let get = |i: u16| {
            let name =
                crate::regs::gfx7::lookup(Space::Sh, base + i).map_or("SPI_SHADER_PGM", |r| r.name);
            read_reg(src, Space::Sh, base + i, name)
        };
        p.pgm_lo = get(0)?;
        p.pgm_hi = get(1)?;
        p.rsrc1 = get(2)?;
        p.rsrc2 = get(3)?;
        p.user_data = UserData::decode(stage, src);
        Ok(p)
    }
}
