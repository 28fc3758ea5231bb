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
//! const VS: VsShader = VsShader::new()
//!     .with_address(0x12_3456_7800)
//!     .with_vgprs(8)
//!     .with_sgprs(16)
//!     .with_pointer(0, 0x0010_0000)
//!     .with_params(2);
//! VS.validate()?;
//! assert_eq!(VS.program().pgm_lo(), 0x1234_5678);
//! assert_eq!(VS.out_config().vs_export_count(), 1);
//!
//! let mut words = [0u32; 32];
//! let mut cb = CommandBuffer::new(&mut words);
//! VS.emit(&mut cb)?;
//! assert_eq!(cb.len(), (2 + 6) + 3 * 3);
//!
//! let regs = (VS.sh_registers(), VS.context_registers());
//! assert_eq!(VsShader::decode(&regs)?, VS);
//! # Ok::<(), gcn::blocks::Error>(())
//! ```

use super::Stage;
use super::program::{self, MAX_REGISTERS, ShaderProgram};
use crate::blocks::{Error, RegList, RegSource, Writer, in_range};
use crate::regs::Space;
use crate::regs::gfx7::enums::SpiShaderFormat;
use crate::regs::gfx7::{
    PaClVsOutCntl, SpiShaderPgmRsrc1Vs, SpiShaderPgmRsrc2Vs, SpiShaderPosFormat, SpiVsOutConfig,
};

registers! {
    /// The vertex-shader block.
    pub struct VsShader {
        /// With `SPI_VS_OUT_CONFIG` (raw, e.g. `VS_HALF_PACK`).
        out_config: SpiVsOutConfig { get, set with_out_config },
        pos_format: SpiShaderPosFormat { get, set with_pos_format },
        out_cntl: PaClVsOutCntl { get, set with_out_cntl },
    }
    extra {
        program: ShaderProgram = ShaderProgram::new(Stage::Vs),
    }
}

/// Context registers a [`VsShader`] writes.
pub const CONTEXT_REGISTERS: usize = VsShader::COUNT;
/// Most dwords of a [`VsShader`]'s packets without hinted descriptors.
pub const DWORDS: usize = program::DWORDS + VsShader::DWORDS;
/// Most dwords of a [`VsShader`]'s packets, hinted descriptors included: the
/// capacity of [`VsShader::encode`]'s [`Packets`](crate::blocks::Packets).
pub const MAX_DWORDS: usize = DWORDS + program::HINT_DWORDS;

stage_program!(VsShader, SpiShaderPgmRsrc1Vs, SpiShaderPgmRsrc2Vs, "VS");

impl VsShader {
    /// A VS with the [`ShaderProgram::new`] defaults (address 0), one
    /// parameter export (`VS_EXPORT_COUNT` = 0), position 0 exported as four
    /// components (`POS0_EXPORT_FORMAT` = `SPI_SHADER_4COMP`), no clip or
    /// cull distances (`PA_CL_VS_OUT_CNTL` = 0).
    #[inline]
    pub const fn new() -> VsShader {
        VsShader {
            program: ShaderProgram::new(Stage::Vs),
            out_config: SpiVsOutConfig::new(),
            pos_format: SpiShaderPosFormat::new()
                .with_pos0_export_format(SpiShaderFormat::SPI_SHADER_4COMP),
            out_cntl: PaClVsOutCntl::new(),
        }
    }

    /// With `RSRC1_VS.VGPR_COMP_CNT`: how many vertex-index VGPRs beyond
    /// `v0` the hardware initialises; [`Error::OutOfRange`] above 3.
    #[inline]
    pub const fn with_vgpr_comp_cnt(mut self, count: u32) -> VsShader {
        match in_range("vgpr_comp_cnt", count, 0, 3) {
            // n <= 3 fits the 2-bit field.
            Ok(n) => {
                self.program = self
                    .program
                    .with_rsrc1_bits(self.rsrc1().with_vgpr_comp_cnt(n as u8).into_bits())
            }
            Err(e) => self.program.keep(e),
        }
        self
    }

    /// With `params` exported parameters (`VS_EXPORT_COUNT` = `max(params, 1) - 1`;
    /// the hardware always reserves one); [`Error::OutOfRange`] above 32.
    #[inline]
    pub const fn with_params(mut self, params: u32) -> VsShader {
        match in_range("params", params, 0, 32) {
            Ok(n) => {
                // n is 0..=32: the count is 0..=31, the 5-bit field.
                let count = n.saturating_sub(1);
                self.out_config = self.out_config.with_vs_export_count(count as u8);
            }
            Err(e) => self.program.keep(e),
        }
        self
    }

    /// Checks the block.
    ///
    /// # Errors
    /// The first invalid setter argument (see the setters and
    /// [`ShaderProgram::validate`]).
    pub const fn validate(&self) -> Result<(), Error> {
        self.program.validate()
    }

    /// The context registers, sorted by offset: `SPI_VS_OUT_CONFIG`,
    /// `SPI_SHADER_POS_FORMAT`, `PA_CL_VS_OUT_CNTL` (three runs).
    pub fn context_registers(&self) -> RegList<CONTEXT_REGISTERS> {
        self.list(Space::Context)
    }

    /// Appends the block's packets to `p` (not validated): the program (of
    /// the VS stage, always), the context registers, then any hinted
    /// descriptors.
    #[inline(always)]
    pub(crate) const fn write<const M: usize>(&self, p: &mut Writer<'_, M>) {
        self.program.write_program(p, Stage::Vs);
        self.write_registers(p);
        self.program.write_hinted(p, Stage::Vs);
    }

    /// The block from SH and context register values (see
    /// [`ShaderProgram::decode`] for the user data). Every bit is kept.
    ///
    /// # Errors
    /// [`Error::MissingRegister`].
    pub fn decode(src: &impl RegSource) -> Result<VsShader, Error> {
        let program = ShaderProgram::decode(Stage::Vs, src)?;
        Ok(VsShader {
            program,
            ..VsShader::read(src)?
        })
    }
}

encode_by_write!(VsShader, MAX_DWORDS, (), |_, src| VsShader::decode(src));
