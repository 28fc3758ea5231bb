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
//! # What the hardware needs
//!
//! [`PsShader::validate`] refuses four settings gfx6-8 cannot run (the
//! defaults of [`PsShader::new`] have none of them):
//!
//! - no export format at all, `SPI_SHADER_COL_FORMAT` = 0 with
//!   `Z_EXPORT_FORMAT` = `SPI_SHADER_ZERO` ([`Error::NoPsExport`]): the
//!   hardware allocates no export memory, then ignores the `EXEC` mask (kill
//!   and alpha test do not work) and stalls on the shader's null export. A
//!   shader that writes nothing still names a format: `COL0_EXPORT_FORMAT` =
//!   `SPI_SHADER_32_R` with `CB_SHADER_MASK` 0 (radeonsi's
//!   `si_shader_ps` and RADV's `radv_bind_fragment_output_state` set
//!   exactly that on gfx < 10);
//! - none of the seven barycentric enables (`PERSP_SAMPLE/CENTER/CENTROID/
//!   PULL_MODEL_ENA`, `LINEAR_SAMPLE/CENTER/CENTROID_ENA`, bits 6:0) in
//!   `SPI_PS_INPUT_ENA` or in `SPI_PS_INPUT_ADDR`
//!   ([`Error::NoPsInterpolant`]): the GPU hangs (radeonsi asserts it in
//!   `si_shader_ps`; RADV's `radv_compute_spi_ps_input` and LLVM's AMDGPU
//!   back end enable `PERSP_CENTER_ENA` when a shader uses none). Set
//!   `PERSP_CENTER_ENA`, as [`PsShader::new`] does;
//! - `POS_W_FLOAT_ENA` (bit 11) in `SPI_PS_INPUT_ENA` without one of the
//!   perspective barycentrics (`PERSP_SAMPLE/CENTER/CENTROID/PULL_MODEL_ENA`,
//!   bits 3:0, [`PERSPECTIVE_ENABLES`]; [`Error::PsPosWWithoutPerspective`]):
//!   radeonsi asserts one in `si_shader_ps` (and adds `PERSP_SAMPLE_ENA` in
//!   `si_fixup_spi_ps_input_config`), RADV's `radv_compute_spi_ps_input`
//!   adds `PERSP_CENTER_ENA`. Set `PERSP_CENTER_ENA` too;
//! - a bit of `SPI_PS_INPUT_ENA` that `SPI_PS_INPUT_ADDR` lacks
//!   ([`Error::PsInputAddrMissesEna`]): ADDR is the VGPR layout the shader
//!   was compiled for, ENA the values the SPI computes into it, and ADDR
//!   must hold all of ENA (radeonsi asserts `(ENA & ADDR) == ENA` in
//!   `si_shader_select_ps_parts`, RADV writes ADDR equal to ENA, LLVM's
//!   AMDGPU back end enables only inputs it allocated in ADDR). Set the
//!   missing bits in ADDR; [`PsShader::with_input_ena`] writes both.
//!
//! The block does not change any of these values for you: a value you set
//! is written as set, or refused.
//!
//! # Worked example
//!
//! ```
//! use gcn::blocks::shader::PsShader;
//! use gcn::pm4::CommandBuffer;
//!
//! // A PS at 0x12_3456_9000 reading two inputs (parameters 0 and 1) and
//! // exporting a 32-bit RGBA colour to target 0.
//! const PS: PsShader = PsShader::new()
//!     .with_address(0x12_3456_9000)
//!     .with_vgprs(8)
//!     .with_inputs(&[PsShader::input(0, false), PsShader::input(1, false)]);
//! PS.validate()?;
//! assert_eq!(PS.in_control().num_interp(), 2);
//!
//! let mut words = [0u32; 48];
//! let mut cb = CommandBuffer::new(&mut words);
//! PS.emit(&mut cb)?;
//! assert_eq!(cb.len(), (2 + 4) + (2 + 2) + (2 + 4) + (2 + 1) + (2 + 2));
//! assert_eq!(PsShader::decode(&(PS.sh_registers(), PS.context_registers()))?, PS);
//! # Ok::<(), gcn::blocks::Error>(())
//! ```

use super::Stage;
use super::program::{self, MAX_REGISTERS, ShaderProgram};
use crate::blocks::{Error, RegList, RegSource, Slot, Writer, in_range, in_use, len_u32};
use crate::regs::gfx7::enums::SpiShaderExFormat;
use crate::regs::gfx7::{
    SpiBarycCntl, SpiInterpControl0, SpiPsInControl, SpiPsInputAddr, SpiPsInputCntl0,
    SpiPsInputCntl20, SpiPsInputEna, SpiShaderColFormat, SpiShaderPgmRsrc1Ps, SpiShaderPgmRsrc2Ps,
    SpiShaderZFormat,
};
use crate::regs::{Register, Space};

/// Most interpolated inputs (`SPI_PS_INPUT_CNTL_0..31`).
pub const MAX_INPUTS: usize = 32;
/// Context offset of `SPI_PS_INPUT_CNTL_0` (`0x191`).
pub const INPUT_CNTL_OFFSET: u16 = crate::regs::SpiPsInputCntl0::OFFSET;
/// Bits that exist in `SPI_PS_INPUT_CNTL_20..31` (`OFFSET`, `DEFAULT_VAL`,
/// `FLAT_SHADE`, `DUP`); the cylindrical-wrap and point-sprite fields exist
/// only in inputs 0..19.
pub const INPUT_CNTL_HIGH_MASK: u32 = SpiPsInputCntl20::new()
    .with_offset(0x3F)
    .with_default_val(3)
    .with_flat_shade(true)
    .with_dup(true)
    .into_bits();
static_assertions::const_assert_eq!(
    INPUT_CNTL_HIGH_MASK,
    0x3F | (3 << 8) | (1 << 10) | (1 << 18)
);

registers! {
    /// The pixel-shader block.
    pub struct PsShader {
        input_ena: SpiPsInputEna { get },
        /// With `SPI_PS_INPUT_ADDR` alone (the VGPR layout; it must hold
        /// every bit of `SPI_PS_INPUT_ENA`).
        input_addr: SpiPsInputAddr { get, set with_input_addr },
        interp_control: SpiInterpControl0 { get, set with_interp_control },
        /// With `SPI_PS_IN_CONTROL` (raw; [`PsShader::with_inputs`] sets `NUM_INTERP`).
        in_control: SpiPsInControl { get, set with_in_control },
        baryc: SpiBarycCntl { get, set with_baryc },
        z_format: SpiShaderZFormat { get },
        col_format: SpiShaderColFormat { get, set with_col_format },
    }
    extra {
        program: ShaderProgram = ShaderProgram::new(Stage::Ps),
        inputs: [u32; MAX_INPUTS] = [0; MAX_INPUTS],
        num_inputs: u8 = 0,
    }
}

/// Most context registers a [`PsShader`] writes.
pub const MAX_CONTEXT_REGISTERS: usize = MAX_INPUTS + PsShader::COUNT;
/// Most dwords of a [`PsShader`]'s packets without hinted descriptors (the
/// program, the inputs and the other context registers).
pub const DWORDS: usize = program::DWORDS + 2 + MAX_INPUTS + PsShader::DWORDS;
/// Most dwords of a [`PsShader`]'s packets, hinted descriptors included: the
/// capacity of [`PsShader::encode`]'s [`Packets`](crate::blocks::Packets).
pub const MAX_DWORDS: usize = DWORDS + program::HINT_DWORDS;

// The inputs end before `SPI_PS_INPUT_ENA` even with all 32: their run is
// separate from the other context registers.
static_assertions::const_assert!(INPUT_CNTL_OFFSET + 32 < SpiPsInputEna::OFFSET);

/// The barycentric enables of `SPI_PS_INPUT_ENA` / `SPI_PS_INPUT_ADDR` of
/// which the hardware needs at least one (bits 6:0: `PERSP_SAMPLE_ENA`,
/// `PERSP_CENTER_ENA`, `PERSP_CENTROID_ENA`, `PERSP_PULL_MODEL_ENA`,
/// `LINEAR_SAMPLE_ENA`, `LINEAR_CENTER_ENA`, `LINEAR_CENTROID_ENA`).
pub const INTERPOLANT_ENABLES: u32 = SpiPsInputEna::new()
    .with_persp_sample_ena(true)
    .with_persp_center_ena(true)
    .with_persp_centroid_ena(true)
    .with_persp_pull_model_ena(true)
    .with_linear_sample_ena(true)
    .with_linear_center_ena(true)
    .with_linear_centroid_ena(true)
    .into_bits();
static_assertions::const_assert_eq!(INTERPOLANT_ENABLES, 0x7F);

/// The perspective barycentric enables of `SPI_PS_INPUT_ENA` of which
/// `POS_W_FLOAT_ENA` needs at least one (bits 3:0: `PERSP_SAMPLE_ENA`,
/// `PERSP_CENTER_ENA`, `PERSP_CENTROID_ENA`, `PERSP_PULL_MODEL_ENA`).
pub const PERSPECTIVE_ENABLES: u32 = SpiPsInputEna::new()
    .with_persp_sample_ena(true)
    .with_persp_center_ena(true)
    .with_persp_centroid_ena(true)
    .with_persp_pull_model_ena(true)
    .into_bits();
static_assertions::const_assert_eq!(PERSPECTIVE_ENABLES, 0xF);

// One export format per colour slot, slot 0 first: `Slot::write_field` reaches every slot.
static_assertions::const_assert!(SpiShaderColFormat::FIELDS.len() == Slot::COUNT);

stage_program!(PsShader, SpiShaderPgmRsrc1Ps, SpiShaderPgmRsrc2Ps, "PS");

impl PsShader {
    /// A PS with the [`ShaderProgram::new`] defaults (address 0), no inputs,
    /// perspective centre barycentrics enabled in `SPI_PS_INPUT_ENA` and
    /// `SPI_PS_INPUT_ADDR` (the hardware needs at least one interpolant
    /// enabled), no depth export (`SPI_SHADER_ZERO`) and target 0 exported
    /// as four 32-bit channels (`COL0_EXPORT_FORMAT` = `SPI_SHADER_32_ABGR`).
    #[inline]
    pub const fn new() -> PsShader {
        PsShader {
            program: ShaderProgram::new(Stage::Ps),
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
        }
    }

    /// An input reading VS parameter `param` (`OFFSET`, masked to 6 bits),
    /// flat-shaded (from the provoking vertex) or interpolated.
    ///
    /// Parameters are `0..=31` (a VS exports at most 32,
    /// [`VsShader::with_params`](super::VsShader::with_params)). `OFFSET`
    /// bit 5 is no parameter number: `param` 32..=63 reads no parameter
    /// but the constant `DEFAULT_VAL` selects (0 here: (0, 0, 0, 0)) when
    /// interpolated, and parameter `param - 32` in pass-through mode when
    /// flat (RADV's `offset_to_ps_input` writes `OFFSET` 0x20 for a
    /// constant input and sets bit 5 beside a flat parameter for
    /// pass-through reads; radeonsi writes 0x20 for an input no VS output
    /// feeds).
    #[inline]
    pub const fn input(param: u8, flat: bool) -> SpiPsInputCntl0 {
        SpiPsInputCntl0::new()
            .with_offset(param)
            .with_flat_shade(flat)
    }

    /// The raw `SPI_PS_INPUT_CNTL_n` values of the inputs.
    #[inline]
    pub const fn inputs(&self) -> &[u32] {
        in_use(&self.inputs, self.num_inputs as usize)
    }
    /// With the interpolated inputs, one `SPI_PS_INPUT_CNTL_n` each (see
    /// [`PsShader::input`]); sets `SPI_PS_IN_CONTROL.NUM_INTERP`. Inputs 20..31
    /// keep only the bits of [`INPUT_CNTL_HIGH_MASK`]. More than 32 inputs:
    /// [`Error::OutOfRange`] (field `inputs`), inputs left unchanged.
    #[inline]
    pub const fn with_inputs(mut self, inputs: &[SpiPsInputCntl0]) -> PsShader {
        if let Err(e) = in_range("inputs", len_u32(inputs.len()), 0, MAX_INPUTS as u32) {
            self.program.keep(e);
            return self;
        }
        let mut values = [0u32; MAX_INPUTS];
        let mut i = 0;
        while i < inputs.len() {
            if let (Some((_, [dst, ..])), Some((_, [src, ..]))) =
                (values.split_at_mut_checked(i), inputs.split_at_checked(i))
            {
                let bits = src.into_bits();
                *dst = if i >= SpiPsInputCntl20::FIRST_SLOT {
                    bits & INPUT_CNTL_HIGH_MASK
                } else {
                    bits
                };
            }
            i = i.wrapping_add(1);
        }
        self.inputs = values;
        // At most 32 inputs: fits u8 and the 6-bit NUM_INTERP.
        self.num_inputs = inputs.len() as u8;
        self.in_control = self.in_control.with_num_interp(inputs.len() as u8);
        self
    }

    /// With `SPI_PS_INPUT_ENA`, and `SPI_PS_INPUT_ADDR` set to the same bits
    /// (the VGPR layout then holds exactly the enabled values).
    #[inline]
    pub const fn with_input_ena(mut self, v: SpiPsInputEna) -> PsShader {
        self.input_ena = v;
        self.input_addr = SpiPsInputAddr::from_bits(v.into_bits());
        self
    }

    accessors! {
        /// With the depth export format (`SPI_SHADER_Z_FORMAT.Z_EXPORT_FORMAT`).
        set with_z_format(v: SpiShaderExFormat) { z_format.with_z_export_format }
    }

    /// With the export format of colour target `slot` (`COLn_EXPORT_FORMAT`,
    /// 4 bits at `4 * slot`).
    #[inline]
    pub const fn with_color_format(mut self, slot: Slot, v: SpiShaderExFormat) -> PsShader {
        let bits = self.col_format.into_bits();
        let bits = slot.write_field(SpiShaderColFormat::FIELDS, bits, v.raw());
        self.col_format = SpiShaderColFormat::from_bits(bits);
        self
    }

    /// Checks the block.
    ///
    /// # Errors
    /// The first invalid setter argument (see the setters and
    /// [`ShaderProgram::validate`]); [`Error::NoPsInterpolant`] when
    /// `SPI_PS_INPUT_ENA`, then `SPI_PS_INPUT_ADDR`, enables no barycentric
    /// ([`INTERPOLANT_ENABLES`]); [`Error::PsPosWWithoutPerspective`] when
    /// `SPI_PS_INPUT_ENA` sets `POS_W_FLOAT_ENA` and none of
    /// [`PERSPECTIVE_ENABLES`]; [`Error::PsInputAddrMissesEna`] when
    /// `SPI_PS_INPUT_ADDR` lacks a bit of `SPI_PS_INPUT_ENA`;
    /// [`Error::NoPsExport`] when neither a colour nor the depth export has
    /// a format (see the [module documentation](self#what-the-hardware-needs)).
    ///
    /// ```
    /// use gcn::blocks::Error;
    /// use gcn::blocks::shader::PsShader;
    /// use gcn::regs::{SpiPsInputAddr, SpiPsInputEna};
    ///
    /// // POS_W_FLOAT_ENA (0x800) needs a PERSP_* enable: with
    /// // PERSP_CENTER_ENA (0x2) it is 0x802.
    /// let w = PsShader::new().with_input_ena(SpiPsInputEna::from_bits(0x800 | 0x40));
    /// assert_eq!(w.validate(), Err(Error::PsPosWWithoutPerspective));
    /// PsShader::new().with_input_ena(SpiPsInputEna::from_bits(0x802)).validate()?;
    ///
    /// // ADDR 0x2 lacks ENA's FRONT_FACE_ENA (0x1000).
    /// let face = PsShader::new()
    ///     .with_input_ena(SpiPsInputEna::from_bits(0x1002))
    ///     .with_input_addr(SpiPsInputAddr::from_bits(0x2));
    /// assert_eq!(face.validate(), Err(Error::PsInputAddrMissesEna { missing: 0x1000 }));
    /// # Ok::<(), gcn::blocks::Error>(())
    /// ```
    pub const fn validate(&self) -> Result<(), Error> {
        ctry!(self.program.validate());
        let ena = self.input_ena.into_bits();
        let addr = self.input_addr.into_bits();
        if ena & INTERPOLANT_ENABLES == 0 {
            return Err(Error::NoPsInterpolant {
                register: SpiPsInputEna::NAME,
            });
        }
        if addr & INTERPOLANT_ENABLES == 0 {
            return Err(Error::NoPsInterpolant {
                register: SpiPsInputAddr::NAME,
            });
        }
        if self.input_ena.pos_w_float_ena() && ena & PERSPECTIVE_ENABLES == 0 {
            return Err(Error::PsPosWWithoutPerspective);
        }
        let missing = ena & !addr;
        if missing != 0 {
            return Err(Error::PsInputAddrMissesEna { missing });
        }
        if self.col_format.into_bits() == 0
            && self.z_format.z_export_format().raw() == SpiShaderExFormat::SPI_SHADER_ZERO.raw()
        {
            return Err(Error::NoPsExport);
        }
        Ok(())
    }

    /// The context registers, sorted by offset: the inputs, then
    /// `SPI_PS_INPUT_ENA` .. `SPI_SHADER_COL_FORMAT`.
    pub fn context_registers(&self) -> RegList<MAX_CONTEXT_REGISTERS> {
        let mut list = RegList::new(Space::Context);
        for (off, &v) in (INPUT_CNTL_OFFSET..).zip(self.inputs()) {
            list.push_raw(off, v);
        }
        let rest: RegList<{ PsShader::COUNT }> = self.list(Space::Context);
        for &(off, v) in rest.as_slice() {
            list.push_raw(off, v);
        }
        list
    }

    /// Appends the block's packets to `p` (not validated): the program (of
    /// the PS stage, always), the context registers, then any hinted
    /// descriptors.
    #[inline(always)]
    pub(crate) const fn write<const M: usize>(&self, p: &mut Writer<'_, M>) {
        self.program.write_program(p, Stage::Ps);
        let inputs = self.inputs();
        if !inputs.is_empty() {
            p.start_run(Space::Context, INPUT_CNTL_OFFSET, inputs.len(), 0);
            p.put_prefix(&self.inputs, inputs.len());
        }
        self.write_registers(p);
        self.program.write_hinted(p, Stage::Ps);
    }

    /// The block from SH and context register values. Inputs are
    /// read from `SPI_PS_INPUT_CNTL_0` up to the first one missing; user data
    /// as [`ShaderProgram::decode`].
    ///
    /// # Errors
    /// [`Error::MissingRegister`].
    pub fn decode(src: &impl RegSource) -> Result<PsShader, Error> {
        let mut inputs = [0u32; MAX_INPUTS];
        let mut num_inputs = 0u8;
        for (slot, off) in inputs.iter_mut().zip(INPUT_CNTL_OFFSET..) {
            match src.read(Space::Context, off) {
                Some(v) => {
                    *slot = v;
                    // At most 32 inputs.
                    num_inputs = num_inputs.wrapping_add(1);
                }
                None => break,
            }
        }
        let program = ShaderProgram::decode(Stage::Ps, src)?;
        Ok(PsShader {
            program,
            inputs,
            num_inputs,
            ..PsShader::read(src)?
        })
    }
}

encode_by_write!(PsShader, MAX_DWORDS, (), |_, src| PsShader::decode(src));

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
