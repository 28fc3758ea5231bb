//! Vertex shader: the VS program and the context registers describing its
//! outputs.
//!
//! | register | space | what |
//! |---|---|---|
//! | `SPI_SHADER_PGM_LO/HI_VS`, `RSRC1_VS`, `RSRC2_VS`, `USER_DATA_VS_0..` | SH `0x48..` | the program ([`ShaderProgram`]) |
//! | `SPI_VS_OUT_CONFIG` | context `0x1B1` | `VS_EXPORT_COUNT` = parameters exported − 1 |
//! | `SPI_SHADER_POS_FORMAT` | context `0x1C3` | format of position exports 0..3 |
//! | `PA_CL_VS_OUT_CNTL` | context `0x207` | clip/cull distances and misc vector outputs |
//!
//! [`VsShader::emit`] writes one `SET_SH_REG` and three `SET_CONTEXT_REG`
//! packets (the context registers are not adjacent).
//!
//! # Worked example
//!
//! ```
//! use gcn::blocks::shader::VsShader;
//! use gcn::pm4::CommandBuffer;
//!
//! // A VS at 0x12_3456_7800 with 8 VGPRs, 16 SGPRs, 2 user SGPRs (a
//! // vertex-buffer table pointer) exporting one position and two parameters.
//! let vs = VsShader::new(0x12_3456_7800)?
//!     .with_vgprs(8)?
//!     .with_sgprs(16)?
//!     .with_user_data(&[0x0010_0000, 0])?
//!     .with_params(2)?;
//! assert_eq!(vs.program().pgm_lo(), 0x1234_5678);
//! assert_eq!(vs.out_config().vs_export_count(), 1);
//!
//! let mut words = [0u32; 32];
//! let mut cb = CommandBuffer::new(&mut words);
//! vs.emit(&mut cb).unwrap();
//! assert_eq!(cb.len(), (2 + 6) + 3 * 3);
//! # Ok::<(), gcn::blocks::Error>(())
//! ```

use super::program::{MAX_REGISTERS, ShaderProgram};
use super::{Stage, sgpr_blocks, vgpr_blocks};
use crate::blocks::{Error, RegSource, emit_sh_and_context, in_range};
use crate::pm4::{self, CommandBuffer};
use crate::regs::Register;
use crate::regs::gfx7::enums::SpiShaderFormat;
use crate::regs::gfx7::{
    PaClVsOutCntl, SpiShaderPgmRsrc1Vs, SpiShaderPgmRsrc2Vs, SpiShaderPosFormat, SpiVsOutConfig,
};

/// The vertex-shader block.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct VsShader {
    program: ShaderProgram,
    out_config: SpiVsOutConfig,
    pos_format: SpiShaderPosFormat,
    out_cntl: PaClVsOutCntl,
}

impl VsShader {
    /// A VS at `address`: the [`ShaderProgram::new`] defaults, one parameter
    /// export (`VS_EXPORT_COUNT` = 0), position 0 exported as four
    /// components (`POS0_EXPORT_FORMAT` = `SPI_SHADER_4COMP`), no clip or
    /// cull distances (`PA_CL_VS_OUT_CNTL` = 0).
    ///
    /// # Errors
    /// [`Error::MisalignedAddress`], [`Error::AddressTooWide`].
    pub const fn new(address: u64) -> Result<VsShader, Error> {
        let program = ctry!(ShaderProgram::new(Stage::Vs, address));
        Ok(VsShader {
            program,
            out_config: SpiVsOutConfig::new(),
            pos_format: SpiShaderPosFormat::new()
                .with_pos0_export_format(SpiShaderFormat::SPI_SHADER_4COMP),
            out_cntl: PaClVsOutCntl::new(),
        })
    }

    /// The program registers.
    pub const fn program(&self) -> &ShaderProgram {
        &self.program
    }
    /// `SPI_SHADER_PGM_RSRC1_VS`.
    pub const fn rsrc1(&self) -> SpiShaderPgmRsrc1Vs {
        SpiShaderPgmRsrc1Vs::from_bits(self.program.rsrc1_bits())
    }
    /// `SPI_SHADER_PGM_RSRC2_VS`.
    pub const fn rsrc2(&self) -> SpiShaderPgmRsrc2Vs {
        SpiShaderPgmRsrc2Vs::from_bits(self.program.rsrc2_bits())
    }
    /// `SPI_VS_OUT_CONFIG`.
    pub const fn out_config(&self) -> SpiVsOutConfig {
        self.out_config
    }
    /// `SPI_SHADER_POS_FORMAT`.
    pub const fn pos_format(&self) -> SpiShaderPosFormat {
        self.pos_format
    }
    /// `PA_CL_VS_OUT_CNTL`.
    pub const fn out_cntl(&self) -> PaClVsOutCntl {
        self.out_cntl
    }

    /// With the program moved to `address`.
    ///
    /// # Errors
    /// [`Error::MisalignedAddress`], [`Error::AddressTooWide`].
    pub const fn with_address(mut self, address: u64) -> Result<VsShader, Error> {
        self.program = ctry!(self.program.with_address(address));
        Ok(self)
    }

    /// With `vgprs` VGPRs (`RSRC1_VS.VGPRS`).
    ///
    /// # Errors
    /// [`Error::OutOfRange`] outside `1..=256`.
    pub const fn with_vgprs(mut self, vgprs: u32) -> Result<VsShader, Error> {
        let v = ctry!(vgpr_blocks(vgprs));
        self.program = self
            .program
            .with_rsrc1_bits(self.rsrc1().with_vgprs(v).into_bits());
        Ok(self)
    }

    /// With `sgprs` SGPRs (`RSRC1_VS.SGPRS`).
    ///
    /// # Errors
    /// [`Error::OutOfRange`] outside `1..=104`.
    pub const fn with_sgprs(mut self, sgprs: u32) -> Result<VsShader, Error> {
        let v = ctry!(sgpr_blocks(sgprs));
        self.program = self
            .program
            .with_rsrc1_bits(self.rsrc1().with_sgprs(v).into_bits());
        Ok(self)
    }

    /// With `RSRC1_VS.VGPR_COMP_CNT`: how many vertex-index VGPRs beyond
    /// `v0` the hardware initialises (0..=3).
    ///
    /// # Errors
    /// [`Error::OutOfRange`] above 3.
    pub const fn with_vgpr_comp_cnt(mut self, count: u32) -> Result<VsShader, Error> {
        let n = ctry!(in_range("vgpr_comp_cnt", count, 0, 3));
        self.program = self
            .program
            .with_rsrc1_bits(self.rsrc1().with_vgpr_comp_cnt(n as u8).into_bits());
        Ok(self)
    }

    /// With user-data registers `0..values.len()` (and `USER_SGPR`).
    ///
    /// # Errors
    /// [`Error::OutOfRange`] with more than 16 values.
    pub const fn with_user_data(mut self, values: &[u32]) -> Result<VsShader, Error> {
        self.program = ctry!(self.program.with_user_data(values));
        Ok(self)
    }

    /// With a whole `RSRC1_VS` value.
    pub const fn with_rsrc1(mut self, rsrc1: SpiShaderPgmRsrc1Vs) -> VsShader {
        self.program = self.program.with_rsrc1_bits(rsrc1.into_bits());
        self
    }

    /// With a whole `RSRC2_VS` value (streamout enables, scratch, ...).
    pub const fn with_rsrc2(mut self, rsrc2: SpiShaderPgmRsrc2Vs) -> VsShader {
        self.program = self.program.with_rsrc2_bits(rsrc2.into_bits());
        self
    }

    /// With `params` exported parameters (`VS_EXPORT_COUNT` = `max(params, 1) - 1`;
    /// the hardware always reserves one).
    ///
    /// # Errors
    /// [`Error::OutOfRange`] above 32.
    pub const fn with_params(mut self, params: u32) -> Result<VsShader, Error> {
        let n = ctry!(in_range("params", params, 0, 32));
        let count = if n == 0 { 0 } else { n - 1 };
        self.out_config = self.out_config.with_vs_export_count(count as u8);
        Ok(self)
    }

    /// With `SPI_SHADER_POS_FORMAT`.
    pub const fn with_pos_format(mut self, v: SpiShaderPosFormat) -> VsShader {
        self.pos_format = v;
        self
    }

    /// With `PA_CL_VS_OUT_CNTL`.
    pub const fn with_out_cntl(mut self, v: PaClVsOutCntl) -> VsShader {
        self.out_cntl = v;
        self
    }

    /// With `SPI_VS_OUT_CONFIG` (raw, e.g. `VS_HALF_PACK`).
    pub const fn with_out_config(mut self, v: SpiVsOutConfig) -> VsShader {
        self.out_config = v;
        self
    }

    /// The SH registers, as [`ShaderProgram::registers`].
    pub fn sh_registers(&self) -> heapless::Vec<(u16, u32), MAX_REGISTERS> {
        self.program.registers()
    }

    /// The context registers as `(offset, value)`, sorted by offset.
    pub const fn context_registers(&self) -> [(u16, u32); 3] {
        [
            (SpiVsOutConfig::OFFSET, self.out_config.into_bits()),
            (SpiShaderPosFormat::OFFSET, self.pos_format.into_bits()),
            (PaClVsOutCntl::OFFSET, self.out_cntl.into_bits()),
        ]
    }

    /// Writes the block: one `SET_SH_REG` and three `SET_CONTEXT_REG`
    /// packets. All or nothing.
    ///
    /// # Errors
    /// [`pm4::Error::OutOfSpace`].
    pub fn emit(&self, cb: &mut CommandBuffer<'_>) -> Result<(), pm4::Error> {
        emit_sh_and_context(cb, &self.sh_registers(), &self.context_registers())
    }

    /// The block from SH and context register values (see
    /// [`ShaderProgram::decode`] for the user data).
    ///
    /// # Errors
    /// [`Error::MissingRegister`].
    pub fn decode<S: RegSource + ?Sized>(src: &S) -> Result<VsShader, Error> {
        Ok(VsShader {
            program: ShaderProgram::decode(Stage::Vs, src)?,
            out_config: src.reg()?,
            pos_format: src.reg()?,
            out_cntl: src.reg()?,
        })
    }
}
