//! Pixel shader: the PS program and the context registers describing its
//! inputs and exports.
//!
//! | register | space | what |
//! |---|---|---|
//! | `SPI_SHADER_PGM_LO/HI_PS`, `RSRC1_PS`, `RSRC2_PS`, `USER_DATA_PS_0..` | SH `0x08..` | the program ([`ShaderProgram`]) |
//! | `SPI_PS_INPUT_CNTL_0..31` | context `0x191..` | where each interpolated input comes from (one per input) |
//! | `SPI_PS_INPUT_ENA`, `SPI_PS_INPUT_ADDR` | context `0x1B3`, `0x1B4` | which barycentrics and position values the hardware computes / the VGPR layout |
//! | `SPI_INTERP_CONTROL_0` | context `0x1B5` | flat shading and point-sprite overrides |
//! | `SPI_PS_IN_CONTROL` | context `0x1B6` | `NUM_INTERP` = number of inputs |
//! | `SPI_BARYC_CNTL` | context `0x1B8` | barycentric and position sampling location |
//! | `SPI_SHADER_Z_FORMAT`, `SPI_SHADER_COL_FORMAT` | context `0x1C4`, `0x1C5` | export formats of depth and colour targets 0..7 |
//!
//! [`PsShader::emit`] writes one `SET_SH_REG` packet and three
//! `SET_CONTEXT_REG` packets, plus one for the inputs when there are any.
//!
//! # Worked example
//!
//! ```
//! use gcn::blocks::shader::PsShader;
//! use gcn::pm4::CommandBuffer;
//!
//! // A PS at 0x12_3456_9000 reading two inputs (parameters 0 and 1) and
//! // exporting a 32-bit RGBA colour to target 0.
//! let ps = PsShader::new(0x12_3456_9000)?
//!     .with_vgprs(8)?
//!     .with_inputs(&[PsShader::input(0, false), PsShader::input(1, false)])?;
//! assert_eq!(ps.in_control().num_interp(), 2);
//!
//! let mut words = [0u32; 48];
//! let mut cb = CommandBuffer::new(&mut words);
//! ps.emit(&mut cb).unwrap();
//! assert_eq!(cb.len(), (2 + 4) + (2 + 2) + (2 + 4) + (2 + 1) + (2 + 2));
//! # Ok::<(), gcn::blocks::Error>(())
//! ```

use super::program::{MAX_REGISTERS, ShaderProgram};
use super::{Stage, sgpr_blocks, vgpr_blocks};
use crate::blocks::{Error, RegSource, emit_sh_and_context};
use crate::pm4::{self, CommandBuffer};
use crate::regs::Register;
use crate::regs::gfx7::enums::SpiShaderExFormat;
use crate::regs::gfx7::{
    SpiBarycCntl, SpiInterpControl0, SpiPsInControl, SpiPsInputAddr, SpiPsInputCntl0,
    SpiPsInputEna, SpiShaderColFormat, SpiShaderPgmRsrc1Ps, SpiShaderPgmRsrc2Ps, SpiShaderZFormat,
};

/// Most interpolated inputs (`SPI_PS_INPUT_CNTL_0..31`).
pub const MAX_INPUTS: usize = 32;
/// Context offset of `SPI_PS_INPUT_CNTL_0`.
pub const INPUT_CNTL_OFFSET: u16 = 0x191;
/// Bits that exist in `SPI_PS_INPUT_CNTL_20..31` (`OFFSET`, `DEFAULT_VAL`,
/// `FLAT_SHADE`, `DUP`); the cylindrical-wrap and point-sprite fields exist
/// only in inputs 0..19.
pub const INPUT_CNTL_HIGH_MASK: u32 = 0x3F | (3 << 8) | (1 << 10) | (1 << 18);
/// Most context registers a [`PsShader`] writes.
pub const MAX_CONTEXT_REGISTERS: usize = MAX_INPUTS + 7;

/// The pixel-shader block.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PsShader {
    program: ShaderProgram,
    inputs: [u32; MAX_INPUTS],
    num_inputs: u8,
    input_ena: SpiPsInputEna,
    input_addr: SpiPsInputAddr,
    interp_control: SpiInterpControl0,
    in_control: SpiPsInControl,
    baryc: SpiBarycCntl,
    z_format: SpiShaderZFormat,
    col_format: SpiShaderColFormat,
}

impl PsShader {
    /// A PS at `address`: the [`ShaderProgram::new`] defaults, no inputs,
    /// perspective centre barycentrics enabled in `SPI_PS_INPUT_ENA` and
    /// `SPI_PS_INPUT_ADDR` (the hardware needs at least one interpolant
    /// enabled), no depth export (`SPI_SHADER_ZERO`) and target 0 exported
    /// as four 32-bit channels (`COL0_EXPORT_FORMAT` = `SPI_SHADER_32_ABGR`).
    ///
    /// # Errors
    /// [`Error::MisalignedAddress`], [`Error::AddressTooWide`].
    pub const fn new(address: u64) -> Result<PsShader, Error> {
        let program = ctry!(ShaderProgram::new(Stage::Ps, address));
        Ok(PsShader {
            program,
            inputs: [0; MAX_INPUTS],
            num_inputs: 0,
            input_ena: SpiPsInputEna::new().with_persp_center_ena(true),
            input_addr: SpiPsInputAddr::new().with_persp_center_ena(true),
            interp_control: SpiInterpControl0::new(),
            in_control: SpiPsInControl::new(),
            baryc: SpiBarycCntl::new(),
            z_format: SpiShaderZFormat::new()
                .with_z_export_format(SpiShaderExFormat::SPI_SHADER_ZERO),
            col_format: SpiShaderColFormat::new()
                .with_col0_export_format(SpiShaderExFormat::SPI_SHADER_32_ABGR),
        })
    }

    /// An input reading VS parameter `param` (`OFFSET`, masked to 6 bits),
    /// flat-shaded (from the provoking vertex) or interpolated.
    pub const fn input(param: u8, flat: bool) -> SpiPsInputCntl0 {
        SpiPsInputCntl0::new()
            .with_offset(param & 0x3F)
            .with_flat_shade(flat)
    }

    /// The program registers.
    pub const fn program(&self) -> &ShaderProgram {
        &self.program
    }
    /// `SPI_SHADER_PGM_RSRC1_PS`.
    pub const fn rsrc1(&self) -> SpiShaderPgmRsrc1Ps {
        SpiShaderPgmRsrc1Ps::from_bits(self.program.rsrc1_bits())
    }
    /// `SPI_SHADER_PGM_RSRC2_PS`.
    pub const fn rsrc2(&self) -> SpiShaderPgmRsrc2Ps {
        SpiShaderPgmRsrc2Ps::from_bits(self.program.rsrc2_bits())
    }
    /// The raw `SPI_PS_INPUT_CNTL_n` values of the inputs.
    pub fn inputs(&self) -> &[u32] {
        self.inputs.get(..self.num_inputs as usize).unwrap_or(&[])
    }
    /// `SPI_PS_INPUT_ENA`.
    pub const fn input_ena(&self) -> SpiPsInputEna {
        self.input_ena
    }
    /// `SPI_PS_INPUT_ADDR`.
    pub const fn input_addr(&self) -> SpiPsInputAddr {
        self.input_addr
    }
    /// `SPI_INTERP_CONTROL_0`.
    pub const fn interp_control(&self) -> SpiInterpControl0 {
        self.interp_control
    }
    /// `SPI_PS_IN_CONTROL`.
    pub const fn in_control(&self) -> SpiPsInControl {
        self.in_control
    }
    /// `SPI_BARYC_CNTL`.
    pub const fn baryc(&self) -> SpiBarycCntl {
        self.baryc
    }
    /// `SPI_SHADER_Z_FORMAT`.
    pub const fn z_format(&self) -> SpiShaderZFormat {
        self.z_format
    }
    /// `SPI_SHADER_COL_FORMAT`.
    pub const fn col_format(&self) -> SpiShaderColFormat {
        self.col_format
    }

    /// With the program moved to `address`.
    ///
    /// # Errors
    /// [`Error::MisalignedAddress`], [`Error::AddressTooWide`].
    pub const fn with_address(mut self, address: u64) -> Result<PsShader, Error> {
        self.program = ctry!(self.program.with_address(address));
        Ok(self)
    }

    /// With `vgprs` VGPRs (`RSRC1_PS.VGPRS`).
    ///
    /// # Errors
    /// [`Error::OutOfRange`] outside `1..=256`.
    pub const fn with_vgprs(mut self, vgprs: u32) -> Result<PsShader, Error> {
        let v = ctry!(vgpr_blocks(vgprs));
        self.program = self
            .program
            .with_rsrc1_bits(self.rsrc1().with_vgprs(v).into_bits());
        Ok(self)
    }

    /// With `sgprs` SGPRs (`RSRC1_PS.SGPRS`).
    ///
    /// # Errors
    /// [`Error::OutOfRange`] outside `1..=104`.
    pub const fn with_sgprs(mut self, sgprs: u32) -> Result<PsShader, Error> {
        let v = ctry!(sgpr_blocks(sgprs));
        self.program = self
            .program
            .with_rsrc1_bits(self.rsrc1().with_sgprs(v).into_bits());
        Ok(self)
    }

    /// With user-data registers `0..values.len()` (and `USER_SGPR`).
    ///
    /// # Errors
    /// [`Error::OutOfRange`] with more than 16 values.
    pub const fn with_user_data(mut self, values: &[u32]) -> Result<PsShader, Error> {
        self.program = ctry!(self.program.with_user_data(values));
        Ok(self)
    }

    /// With a whole `RSRC1_PS` value.
    pub const fn with_rsrc1(mut self, v: SpiShaderPgmRsrc1Ps) -> PsShader {
        self.program = self.program.with_rsrc1_bits(v.into_bits());
        self
    }

    /// With a whole `RSRC2_PS` value.
    pub const fn with_rsrc2(mut self, v: SpiShaderPgmRsrc2Ps) -> PsShader {
        self.program = self.program.with_rsrc2_bits(v.into_bits());
        self
    }

    /// With the interpolated inputs, one `SPI_PS_INPUT_CNTL_n` each (see
    /// [`PsShader::input`]); sets `SPI_PS_IN_CONTROL.NUM_INTERP`. Inputs 20..31
    /// keep only the bits of [`INPUT_CNTL_HIGH_MASK`].
    ///
    /// # Errors
    /// [`Error::OutOfRange`] with more than 32 inputs.
    pub const fn with_inputs(mut self, inputs: &[SpiPsInputCntl0]) -> Result<PsShader, Error> {
        if inputs.len() > MAX_INPUTS {
            return Err(Error::OutOfRange {
                field: "inputs",
                value: if inputs.len() > u32::MAX as usize {
                    u32::MAX
                } else {
                    inputs.len() as u32
                },
                min: 0,
                max: MAX_INPUTS as u32,
            });
        }
        let mut values = [0u32; MAX_INPUTS];
        let mut i = 0;
        while i < inputs.len() {
            if let (Some((_, [dst, ..])), Some((_, [src, ..]))) =
                (values.split_at_mut_checked(i), inputs.split_at_checked(i))
            {
                let bits = src.into_bits();
                *dst = if i >= 20 {
                    bits & INPUT_CNTL_HIGH_MASK
                } else {
                    bits
                };
            }
            i += 1;
        }
        self.inputs = values;
        self.num_inputs = inputs.len() as u8;
        self.in_control = self.in_control.with_num_interp(inputs.len() as u8);
        Ok(self)
    }

    /// With `SPI_PS_INPUT_ENA`, and `SPI_PS_INPUT_ADDR` set to the same bits
    /// (the VGPR layout then holds exactly the enabled values).
    pub const fn with_input_ena(mut self, v: SpiPsInputEna) -> PsShader {
        self.input_ena = v;
        self.input_addr = SpiPsInputAddr::from_bits(v.into_bits());
        self
    }

    /// With `SPI_PS_INPUT_ADDR` alone.
    pub const fn with_input_addr(mut self, v: SpiPsInputAddr) -> PsShader {
        self.input_addr = v;
        self
    }

    /// With `SPI_INTERP_CONTROL_0`.
    pub const fn with_interp_control(mut self, v: SpiInterpControl0) -> PsShader {
        self.interp_control = v;
        self
    }

    /// With `SPI_PS_IN_CONTROL` (raw; [`PsShader::with_inputs`] sets `NUM_INTERP`).
    pub const fn with_in_control(mut self, v: SpiPsInControl) -> PsShader {
        self.in_control = v;
        self
    }

    /// With `SPI_BARYC_CNTL`.
    pub const fn with_baryc(mut self, v: SpiBarycCntl) -> PsShader {
        self.baryc = v;
        self
    }

    /// With the depth export format (`SPI_SHADER_Z_FORMAT.Z_EXPORT_FORMAT`).
    pub const fn with_z_format(mut self, v: SpiShaderExFormat) -> PsShader {
        self.z_format = self.z_format.with_z_export_format(v);
        self
    }

    /// With the export format of colour target `slot` (`COLn_EXPORT_FORMAT`,
    /// 4 bits at `4 * slot`).
    ///
    /// # Errors
    /// [`Error::SlotOutOfRange`] when `slot` is 8 or more.
    pub const fn with_color_format(
        mut self,
        slot: u32,
        v: SpiShaderExFormat,
    ) -> Result<PsShader, Error> {
        if slot >= 8 {
            return Err(Error::SlotOutOfRange {
                slot: slot as usize,
                slots: 8,
            });
        }
        let shift = 4 * slot;
        let bits = (self.col_format.into_bits() & !(0xF << shift))
            | (((v.into_bits() as u32) & 0xF) << shift);
        self.col_format = SpiShaderColFormat::from_bits(bits);
        Ok(self)
    }

    /// With a whole `SPI_SHADER_COL_FORMAT`.
    pub const fn with_col_format(mut self, v: SpiShaderColFormat) -> PsShader {
        self.col_format = v;
        self
    }

    /// The SH registers, as [`ShaderProgram::registers`].
    pub fn sh_registers(&self) -> heapless::Vec<(u16, u32), MAX_REGISTERS> {
        self.program.registers()
    }

    /// The context registers as `(offset, value)`, sorted by offset: the
    /// inputs, then `SPI_PS_INPUT_ENA` .. `SPI_SHADER_COL_FORMAT`.
    pub fn context_registers(&self) -> heapless::Vec<(u16, u32), MAX_CONTEXT_REGISTERS> {
        let mut out = heapless::Vec::new();
        for (i, &v) in self.inputs().iter().enumerate() {
            let _ = out.push((INPUT_CNTL_OFFSET + i as u16, v));
        }
        for r in [
            (SpiPsInputEna::OFFSET, self.input_ena.into_bits()),
            (SpiPsInputAddr::OFFSET, self.input_addr.into_bits()),
            (SpiInterpControl0::OFFSET, self.interp_control.into_bits()),
            (SpiPsInControl::OFFSET, self.in_control.into_bits()),
            (SpiBarycCntl::OFFSET, self.baryc.into_bits()),
            (SpiShaderZFormat::OFFSET, self.z_format.into_bits()),
            (SpiShaderColFormat::OFFSET, self.col_format.into_bits()),
        ] {
            let _ = out.push(r);
        }
        out
    }

    /// Writes the block: one `SET_SH_REG` packet, then `SET_CONTEXT_REG`
    /// packets for the inputs (if any), `0x1B3..=0x1B6`, `0x1B8` and
    /// `0x1C4..=0x1C5`. All or nothing.
    ///
    /// # Errors
    /// [`pm4::Error::OutOfSpace`].
    pub fn emit(&self, cb: &mut CommandBuffer<'_>) -> Result<(), pm4::Error> {
        emit_sh_and_context(cb, &self.sh_registers(), &self.context_registers())
    }

    /// The block from SH and context register values. Inputs are
    /// read from `SPI_PS_INPUT_CNTL_0` up to the first one missing; user data
    /// as [`ShaderProgram::decode`].
    ///
    /// # Errors
    /// [`Error::MissingRegister`].
    pub fn decode<S: RegSource + ?Sized>(src: &S) -> Result<PsShader, Error> {
        let mut inputs = [0u32; MAX_INPUTS];
        let mut num_inputs = 0u8;
        for (i, slot) in inputs.iter_mut().enumerate() {
            let off = INPUT_CNTL_OFFSET + i as u16;
            match src.read(crate::regs::Space::Context, off) {
                Some(v) => {
                    *slot = v;
                    num_inputs = i as u8 + 1;
                }
                None => break,
            }
        }
        Ok(PsShader {
            program: ShaderProgram::decode(Stage::Ps, src)?,
            inputs,
            num_inputs,
            input_ena: src.reg()?,
            input_addr: src.reg()?,
            interp_control: src.reg()?,
            in_control: src.reg()?,
            baryc: src.reg()?,
            z_format: src.reg()?,
            col_format: src.reg()?,
        })
    }
}

#[cfg(test)]
mod tests {
    extern crate std;
    use super::*;

    #[test]
    fn input_offsets_follow_the_register_table() {
        for i in 0..MAX_INPUTS as u16 {
            let info =
                crate::regs::gfx7::lookup(crate::regs::Space::Context, INPUT_CNTL_OFFSET + i)
                    .unwrap();
            assert_eq!(info.name, std::format!("SPI_PS_INPUT_CNTL_{i}"));
        }
    }
}
