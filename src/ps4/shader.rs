//! Shader windows: the fixed dword footprints the system driver gives the
//! `sceGnmSet*Shader` and `sceGnmUpdate*Shader` calls, written from the
//! crate's stage blocks.
//!
//! Each window is the driver's packet split (a `SET_SH_REG` for `PGM_LO`/`PGM_HI`,
//! one for `RSRC1`/`RSRC2`, a `SET_CONTEXT_REG` per register group the stage
//! has), then a NOP filler whose payload is written as zero. The graphics
//! stages' `SET_SH_REG`s have `SHADER_TYPE` 0; the compute window's have
//! `SHADER_TYPE` 1, as the compute initialiser's
//! ([`init::dispatch_init_default_hardware_state`](super::init::dispatch_init_default_hardware_state))
//! do (see [`set_cs_shader`] for the sources). Sizes and contents from shadPS4
//! `src/core/libraries/gnmdriver/gnmdriver.cpp`:
//!
//! | window | dwords | packets (`SH` = `SET_SH_REG`, `CTX` = `SET_CONTEXT_REG`, offsets in dwords) |
//! |---|---|---|
//! | [`set_vs_shader`] | 29 | SH `0x48` (`PGM_LO_VS`, 0), SH `0x4A` (`RSRC1_VS` with the modifier, `RSRC2_VS`), CTX `0x207` `PA_CL_VS_OUT_CNTL`, CTX `0x1B1` `SPI_VS_OUT_CONFIG`, CTX `0x1C3` `SPI_SHADER_POS_FORMAT`, 12-dword filler |
//! | [`set_ps_shader`] | 40 | SH `0x08`, SH `0x0A`, CTX `0x1C4` (`SPI_SHADER_Z_FORMAT`, `COL_FORMAT`), CTX `0x1B3` (`SPI_PS_INPUT_ENA`, `ADDR`), CTX `0x1B6` `SPI_PS_IN_CONTROL`, CTX `0x1B8` `SPI_BARYC_CNTL`, CTX `0x203` `DB_SHADER_CONTROL`, CTX `0x08F` `CB_SHADER_MASK`, 12-dword filler |
//! | [`set_null_ps_shader`] | 40 | SH `0x08` (0, 0), CTX `0x203` = 0, 33-dword filler |
//! | [`set_null_ps_shader_350`] | 40 | SH `0x08` (0, 0), CTX `0x203` = 0, CTX `0x08F` = `0xF`, 30-dword filler |
//! | [`set_cs_shader`], [`set_cs_shader_with_modifier`] | 25 | SH `0x20C` (`COMPUTE_PGM_LO`, 0), SH `0x212` (`RSRC1` with the modifier, `RSRC2`), SH `0x207` (`COMPUTE_NUM_THREAD_X/Y/Z`), 12-dword filler |
//! | [`set_es_shader`] | 20 | SH `0xC8`, SH `0xCA` (`RSRC1_ES` with the modifier, `RSRC2_ES`), 12-dword filler |
//! | [`set_gs_shader`] | 29 | SH `0x88`, SH `0x8A`, CTX `0x2E5` `VGT_STRMOUT_CONFIG`, CTX `0x29B` `VGT_GS_OUT_PRIM_TYPE`, CTX `0x2E4` `VGT_GS_INSTANCE_CNT`, 12-dword filler |
//! | [`set_hs_shader`] | 30 | SH `0x108`, SH `0x10A`, CTX `0x286` (`VGT_HOS_MAX_TESS_LEVEL`, `MIN_TESS_LEVEL`), CTX `0x2DB` `VGT_TF_PARAM`, CTX `0x2D6` `VGT_LS_HS_CONFIG`, 12-dword filler |
//! | [`set_ls_shader`] | 23 | SH `0x148`, SH `0x14B` (`RSRC2_LS` alone), SH `0x14A` (`RSRC1_LS` with the modifier, `RSRC2_LS`), 12-dword filler |
//! | [`set_embedded_vs_shader`] | 29 | the VS window of the built-in VS: `RSRC1_VS` `0x000C_0000` (with the modifier), `RSRC2_VS` 4, `PA_CL_VS_OUT_CNTL` 0, `SPI_VS_OUT_CONFIG` 0, `SPI_SHADER_POS_FORMAT` 4 |
//! | [`set_embedded_ps_shader`] | 40 | the PS window of built-in PS 0 or 1 (values in the function docs) |
//!
//! The update forms ([`update_vs_shader`], [`update_ps_shader`],
//! [`update_null_ps_shader`], [`update_null_ps_shader_350`], [`update_gs_shader`],
//! [`update_hs_shader`]) write the same `SET_SH_REG`s, but every `SET_CONTEXT_REG`
//! of the set form becomes a context-register update NOP of the same size
//! ([`ContextRegUpdate`](super::markers::ContextRegUpdate): payload `0xC01E_0000 | offset`, then the
//! values), so the windows keep their sizes. Exception: the null PS 3.50 update
//! writes `CB_SHADER_MASK` = `0xF` as a real `SET_CONTEXT_REG`, as the driver does.
//! The disassembler names those NOPs `CONTEXT_REG_UPDATE` and lists their
//! registers.
//!
//! # Inputs
//!
//! The windows read the stage blocks: [`VsShader`], [`PsShader`], [`CsShader`], and
//! for the stages without a block of their own a [`ShaderProgram`] of that stage
//! (ES, GS, HS, LS) with the context registers of [`GsRegisters`] /
//! [`HsRegisters`]. A block is validated first. A window writes only the registers
//! the driver's window writes: not the user data (write it with
//! [`blocks::shader::write_user_data`](crate::blocks::shader::write_user_data);
//! `RSRC2.USER_SGPR` is written as the block has it), not the PS inputs
//! (`SPI_PS_INPUT_CNTL_n`) nor `SPI_INTERP_CONTROL_0`, not
//! `COMPUTE_RESOURCE_LIMITS` or `COMPUTE_TMPRING_SIZE`. The PS window also writes
//! `DB_SHADER_CONTROL` and `CB_SHADER_MASK`, which are arguments here (the PS block
//! does not own them).
//! The embedded-shader windows ([`set_embedded_vs_shader`],
//! [`set_embedded_ps_shader`]) read no block: the registers are the system's
//! built-in shaders' own, and only the code address is an argument.
//!
//! **Modifiers.** `sceGnmSetVsShader`, `SetEsShader`, `SetLsShader` and
//! `SetCsShaderWithModifier` take a shader modifier that replaces fields of
//! `RSRC1`; a modifier of 0 leaves `RSRC1` as it is. VS and ES accept the bits
//! [`VS_MODIFIER_BITS`] (`SGPRS` and `VGPR_COMP_CNT`) and clear both fields before
//! or-ing the modifier in; CS accepts [`CS_MODIFIER_BITS`] (`SGPRS`); LS accepts
//! [`VS_MODIFIER_BITS`] but clears `VGPR_COMP_CNT` only when the modifier sets a bit
//! of it. Other bits: [`Error::InvalidModifier`].
//!
//! Every window checks its arguments and the space first and writes nothing on
//! error.
//!
//! # Example
//!
//! ```
//! use gcn::blocks::shader::VsShader;
//! use gcn::decode::disassemble;
//! use gcn::pm4::CommandBuffer;
//! use gcn::ps4::shader::{set_vs_shader, update_vs_shader, VS_SHADER_WINDOW_DWORDS};
//!
//! let vs = VsShader::new().with_address(0x12_3456_7800).with_params(2);
//! let mut storage = [0u32; 64];
//! let mut cb = CommandBuffer::new(&mut storage);
//! set_vs_shader(&mut cb, &vs, 0)?;
//! assert_eq!(cb.len(), VS_SHADER_WINDOW_DWORDS);
//! assert_eq!(cb.as_slice()[..4], [0xC002_7600, 0x48, 0x1234_5678, 0]);
//! update_vs_shader(&mut cb, &vs, 0)?;
//! let text = disassemble(cb.as_slice()).to_string();
//! assert!(text.contains("CONTEXT_REG_UPDATE REG_OFFSET=0x1b1"));
//! # Ok::<(), gcn::ps4::Error>(())
//! ```

use super::Error;
use super::error::checked_window;
use super::markers::CONTEXT_REG_UPDATE_PREFIX;
use crate::blocks::shader::{CsShader, PsShader, ShaderProgram, Stage, VsShader};
use crate::pm4::CommandBuffer;
use crate::regs;
use crate::regs::gfx7::pm4::ShaderType;
use crate::regs::gfx7::{
    CbShaderMask, DbShaderControl, VgtGsInstanceCnt, VgtGsOutPrimType, VgtHosMaxTessLevel,
    VgtHosMinTessLevel, VgtLsHsConfig, VgtStrmoutConfig, VgtTfParam,
};

/// Dwords of the NOP filler that ends a shader window (header + 11 dwords).
pub const SHADER_FILLER_DWORDS: usize = 12;
/// Dwords of the VS windows ([`set_vs_shader`], [`update_vs_shader`]).
pub const VS_SHADER_WINDOW_DWORDS: usize = 4 + 4 + 3 * 3 + SHADER_FILLER_DWORDS;
/// Dwords of every PS window (set, update, null, 3.50).
pub const PS_SHADER_WINDOW_DWORDS: usize = 4 + 4 + 2 * 4 + 4 * 3 + SHADER_FILLER_DWORDS;
/// Dwords of the CS windows.
pub const CS_SHADER_WINDOW_DWORDS: usize = 4 + 4 + 5 + SHADER_FILLER_DWORDS;
/// Dwords of the ES window.
pub const ES_SHADER_WINDOW_DWORDS: usize = 4 + 4 + SHADER_FILLER_DWORDS;
/// Dwords of the GS windows.
pub const GS_SHADER_WINDOW_DWORDS: usize = 4 + 4 + 3 * 3 + SHADER_FILLER_DWORDS;
/// Dwords of the HS windows.
pub const HS_SHADER_WINDOW_DWORDS: usize = 4 + 4 + 4 + 2 * 3 + SHADER_FILLER_DWORDS;
/// Dwords of the LS window.
pub const LS_SHADER_WINDOW_DWORDS: usize = 4 + 3 + 4 + SHADER_FILLER_DWORDS;

/// The largest graphics stage window ([`stage_window`]'s scratch).
const MAX_SHADER_WINDOW_DWORDS: usize = PS_SHADER_WINDOW_DWORDS;
static_assertions::const_assert!(
    VS_SHADER_WINDOW_DWORDS <= MAX_SHADER_WINDOW_DWORDS
        && ES_SHADER_WINDOW_DWORDS <= MAX_SHADER_WINDOW_DWORDS
        && GS_SHADER_WINDOW_DWORDS <= MAX_SHADER_WINDOW_DWORDS
        && HS_SHADER_WINDOW_DWORDS <= MAX_SHADER_WINDOW_DWORDS
);
/// Payload dwords of the null PS filler (`sceGnmSetPsShader` without registers).
const NULL_PS_FILLER_PAYLOAD: usize = 0x20;
/// Payload dwords of the null PS 3.50 filler.
const NULL_PS_350_FILLER_PAYLOAD: usize = 0x1D;

/// Bits a VS, ES or LS shader modifier may set: `RSRC1.SGPRS` (bits 9:6) and
/// `RSRC1.VGPR_COMP_CNT` (bits 25:24), `0x0300_03C0`.
pub const VS_MODIFIER_BITS: u32 = regs::SpiShaderPgmRsrc1Vs::new()
    .with_sgprs(u8::MAX)
    .with_vgpr_comp_cnt(u8::MAX)
    .into_bits();
/// Bits a CS shader modifier may set: `COMPUTE_PGM_RSRC1.SGPRS` (bits 9:6),
/// `0x0000_03C0`.
pub const CS_MODIFIER_BITS: u32 = regs::ComputePgmRsrc1::new().with_sgprs(u8::MAX).into_bits();
// The ES program register shares the VS's layout (one generated type);
// the LS one, a layout of its own, has the same fields there.
static_assertions::const_assert_eq!(
    VS_MODIFIER_BITS,
    regs::SpiShaderPgmRsrc1Ls::new()
        .with_sgprs(u8::MAX)
        .with_vgpr_comp_cnt(u8::MAX)
        .into_bits()
);

/// Context offsets the windows write (the generated registers').
mod ctx {
    use crate::regs::{self, Register};

    pub(super) const PA_CL_VS_OUT_CNTL: u16 = regs::PaClVsOutCntl::OFFSET;
    pub(super) const SPI_VS_OUT_CONFIG: u16 = regs::SpiVsOutConfig::OFFSET;
    pub(super) const SPI_SHADER_POS_FORMAT: u16 = regs::SpiShaderPosFormat::OFFSET;
    pub(super) const SPI_SHADER_Z_FORMAT: u16 = regs::SpiShaderZFormat::OFFSET;
    pub(super) const SPI_PS_INPUT_ENA: u16 = regs::SpiPsInputEna::OFFSET;
    pub(super) const SPI_PS_IN_CONTROL: u16 = regs::SpiPsInControl::OFFSET;
    pub(super) const SPI_BARYC_CNTL: u16 = regs::SpiBarycCntl::OFFSET;
    pub(super) const DB_SHADER_CONTROL: u16 = regs::DbShaderControl::OFFSET;
    pub(super) const CB_SHADER_MASK: u16 = regs::CbShaderMask::OFFSET;
    pub(super) const VGT_STRMOUT_CONFIG: u16 = regs::VgtStrmoutConfig::OFFSET;
    pub(super) const VGT_GS_OUT_PRIM_TYPE: u16 = regs::VgtGsOutPrimType::OFFSET;
    pub(super) const VGT_GS_INSTANCE_CNT: u16 = regs::VgtGsInstanceCnt::OFFSET;
    pub(super) const VGT_HOS_MAX_TESS_LEVEL: u16 = regs::VgtHosMaxTessLevel::OFFSET;
    pub(super) const VGT_TF_PARAM: u16 = regs::VgtTfParam::OFFSET;
    pub(super) const VGT_LS_HS_CONFIG: u16 = regs::VgtLsHsConfig::OFFSET;
}

/// SH offsets the windows write (the generated registers').
mod sh {
    use crate::regs::{self, Register};

    pub(super) const COMPUTE_PGM_LO: u16 = regs::ComputePgmLo::OFFSET;
    pub(super) const COMPUTE_PGM_RSRC1: u16 = regs::ComputePgmRsrc1::OFFSET;
    pub(super) const COMPUTE_NUM_THREAD_X: u16 = regs::ComputeNumThreadX::OFFSET;
}

/// The context registers of the GS windows besides the program
/// (`gs_regs[4..7]` of the driver).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct GsRegisters {
    /// `VGT_STRMOUT_CONFIG`.
    pub strmout_config: VgtStrmoutConfig,
    /// `VGT_GS_OUT_PRIM_TYPE`.
    pub out_prim_type: VgtGsOutPrimType,
    /// `VGT_GS_INSTANCE_CNT`.
    pub instance_cnt: VgtGsInstanceCnt,
}

/// The context registers of the HS windows besides the program
/// (`hs_regs[4..7]` of the driver and its `VGT_LS_HS_CONFIG` argument).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct HsRegisters {
    /// `VGT_TF_PARAM`.
    pub tf_param: VgtTfParam,
    /// `VGT_HOS_MAX_TESS_LEVEL`.
    pub max_tess_level: VgtHosMaxTessLevel,
    /// `VGT_HOS_MIN_TESS_LEVEL`.
    pub min_tess_level: VgtHosMinTessLevel,
    /// `VGT_LS_HS_CONFIG`.
    pub ls_hs_config: VgtLsHsConfig,
}

/// How a window writes its context registers: `SET_CONTEXT_REG` (set forms) or
/// a context-register update NOP (update forms).
#[derive(Clone, Copy, PartialEq, Eq)]
enum Form {
    Set,
    Update,
}

/// Context registers from `offset` on, as `form` writes them (same size either way).
fn context(
    cb: &mut CommandBuffer<'_>,
    form: Form,
    offset: u16,
    values: &[u32],
) -> Result<(), Error> {
    match form {
        Form::Set => cb.set_context_regs(offset, values)?,
        Form::Update => {
            let mut payload = [0u32; 3];
            let n = values.len().min(2);
            if let (Some((first, rest)), Some(src)) = (payload.split_first_mut(), values.get(..n)) {
                *first = CONTEXT_REG_UPDATE_PREFIX | u32::from(offset);
                if let Some(dst) = rest.get_mut(..n) {
                    dst.copy_from_slice(src);
                }
            }
            cb.nop(payload.get(..n.saturating_add(1)).unwrap_or(&[]))?;
        }
    }
    Ok(())
}

/// The filler NOP with `N` zero payload dwords.
fn filler<const N: usize>(cb: &mut CommandBuffer<'_>) -> Result<(), Error> {
    cb.nop(&[0; N])?;
    Ok(())
}

/// `PGM_LO`, checked that `PGM_HI` is 0 (the driver refuses anything else).
fn pgm_lo(pgm_lo: u32, pgm_hi: u32) -> Result<u32, Error> {
    if pgm_hi != 0 {
        return Err(Error::ArgumentOutOfRange {
            name: "PGM_HI",
            value: pgm_hi,
            max: 0,
        });
    }
    Ok(pgm_lo)
}

/// `rsrc1` with `modifier`: refused when it sets a bit outside `allowed`; 0 keeps
/// `rsrc1`, any other clears `clear` and ors it in.
const fn modified(rsrc1: u32, modifier: u32, allowed: u32, clear: u32) -> Result<u32, Error> {
    if modifier & !allowed != 0 {
        return Err(Error::InvalidModifier { modifier, allowed });
    }
    Ok(if modifier == 0 {
        rsrc1
    } else {
        (rsrc1 & !clear) | modifier
    })
}

/// `RSRC1` with a VS/ES modifier: refused outside [`VS_MODIFIER_BITS`]; 0 keeps
/// `rsrc1`, any other clears `SGPRS` and `VGPR_COMP_CNT` and ors it in.
const fn vs_modified(rsrc1: u32, modifier: u32) -> Result<u32, Error> {
    modified(rsrc1, modifier, VS_MODIFIER_BITS, VS_MODIFIER_BITS)
}

/// `RSRC1` with an LS modifier: as [`vs_modified`], but `VGPR_COMP_CNT` is cleared
/// only when the modifier sets a bit of it.
const fn ls_modified(rsrc1: u32, modifier: u32) -> Result<u32, Error> {
    let clear = if modifier & !CS_MODIFIER_BITS == 0 {
        CS_MODIFIER_BITS
    } else {
        VS_MODIFIER_BITS
    };
    modified(rsrc1, modifier, VS_MODIFIER_BITS, clear)
}

/// `COMPUTE_PGM_RSRC1` with a CS modifier (only `SGPRS`).
const fn cs_modified(rsrc1: u32, modifier: u32) -> Result<u32, Error> {
    modified(rsrc1, modifier, CS_MODIFIER_BITS, CS_MODIFIER_BITS)
}

/// A graphics program of `stage`, validated: `(PGM_LO, RSRC1, RSRC2)`.
fn program(p: &ShaderProgram, stage: Stage) -> Result<(u32, u32, u32), Error> {
    if p.stage() != stage {
        return Err(Error::WrongStage {
            expected: stage,
            found: p.stage(),
        });
    }
    p.validate()?;
    Ok((
        pgm_lo(p.pgm_lo(), p.pgm_hi())?,
        p.rsrc1_bits(),
        p.rsrc2_bits(),
    ))
}

/// As [`program`], with `modifier` applied to `RSRC1` by `apply` ([`vs_modified`],
/// [`ls_modified`]).
fn modified_program(
    p: &ShaderProgram,
    stage: Stage,
    modifier: u32,
    apply: fn(u32, u32) -> Result<u32, Error>,
) -> Result<(u32, u32, u32), Error> {
    let (lo, rsrc1, rsrc2) = program(p, stage)?;
    Ok((lo, apply(rsrc1, modifier)?, rsrc2))
}

/// The two program `SET_SH_REG`s of a graphics stage: `PGM_LO`/`PGM_HI` (0), then
/// `RSRC1`/`RSRC2`.
fn program_regs(
    cb: &mut CommandBuffer<'_>,
    stage: Stage,
    (lo, rsrc1, rsrc2): (u32, u32, u32),
) -> Result<(), Error> {
    let base = stage.pgm_lo_offset();
    cb.set_sh_regs(base, &[lo, 0])?;
    cb.set_sh_regs(base.wrapping_add(2), &[rsrc1, rsrc2])?;
    Ok(())
}

/// Declares the `Set` and `Update` forms of a stage window: two public functions taking
/// the command buffer and the listed arguments, which call the stage's window function
/// with those arguments and [`Form::Set`] or [`Form::Update`].
macro_rules! set_and_update {
    (
        $(#[$set_doc:meta])* $set:ident,
        $(#[$update_doc:meta])* $update:ident
        ($($arg:ident: $ty:ty),*) => $window:ident;
    ) => {
        $(#[$set_doc])*
        pub fn $set(cb: &mut CommandBuffer<'_>, $($arg: $ty),*) -> Result<(), Error> {
            $window(cb, $($arg,)* Form::Set)
        }

        $(#[$update_doc])*
        pub fn $update(cb: &mut CommandBuffer<'_>, $($arg: $ty),*) -> Result<(), Error> {
            $window(cb, $($arg,)* Form::Update)
        }
    };
}

/// A stage window: `dwords` checked free, the program registers of `stage`, the
/// context-register groups `groups` (first offset, values) as `form` writes them,
/// the filler.
fn stage_window(
    cb: &mut CommandBuffer<'_>,
    stage: Stage,
    program_words: (u32, u32, u32),
    dwords: usize,
    form: Form,
    groups: &[(u16, &[u32])],
) -> Result<(), Error> {
    checked_window::<MAX_SHADER_WINDOW_DWORDS>(cb, dwords, |cb| {
        program_regs(cb, stage, program_words)?;
        for &(offset, values) in groups {
            context(cb, form, offset, values)?;
        }
        filler::<{ SHADER_FILLER_DWORDS - 1 }>(cb)
    })
}

/// The VS window of either form.
fn vs_window(
    cb: &mut CommandBuffer<'_>,
    vs: &VsShader,
    modifier: u32,
    form: Form,
) -> Result<(), Error> {
    stage_window(
        cb,
        Stage::Vs,
        modified_program(vs.program(), Stage::Vs, modifier, vs_modified)?,
        VS_SHADER_WINDOW_DWORDS,
        form,
        &[
            (ctx::PA_CL_VS_OUT_CNTL, &[vs.out_cntl().into_bits()]),
            (ctx::SPI_VS_OUT_CONFIG, &[vs.out_config().into_bits()]),
            (ctx::SPI_SHADER_POS_FORMAT, &[vs.pos_format().into_bits()]),
        ],
    )
}

set_and_update! {
    /// Writes the 29-dword VS window (`sceGnmSetVsShader`): the program of `vs`
    /// with `modifier` applied to `RSRC1_VS`, `PA_CL_VS_OUT_CNTL`,
    /// `SPI_VS_OUT_CONFIG`, `SPI_SHADER_POS_FORMAT`, the filler.
    ///
    /// Errors: [`Error::InvalidModifier`]; the block's error ([`Error::Address`],
    /// [`Error::Block`]); [`Error::OutOfSpace`]. Nothing is written on error.
    set_vs_shader,
    /// Writes the 29-dword VS update window (`sceGnmUpdateVsShader`): as
    /// [`set_vs_shader`], the three context registers as update NOPs.
    ///
    /// Errors: as [`set_vs_shader`].
    update_vs_shader
    (vs: &VsShader, modifier: u32) => vs_window;
}

/// The PS window of either form.
fn ps_window(
    cb: &mut CommandBuffer<'_>,
    ps: &PsShader,
    db_shader_control: DbShaderControl,
    cb_shader_mask: CbShaderMask,
    form: Form,
) -> Result<(), Error> {
    // The block's own checks too: an export format, a barycentric enable.
    ps.validate()?;
    let regs = program(ps.program(), Stage::Ps)?;
    stage_window(
        cb,
        Stage::Ps,
        regs,
        PS_SHADER_WINDOW_DWORDS,
        form,
        &[
            (
                ctx::SPI_SHADER_Z_FORMAT,
                &[ps.z_format().into_bits(), ps.col_format().into_bits()],
            ),
            (
                ctx::SPI_PS_INPUT_ENA,
                &[ps.input_ena().into_bits(), ps.input_addr().into_bits()],
            ),
            (ctx::SPI_PS_IN_CONTROL, &[ps.in_control().into_bits()]),
            (ctx::SPI_BARYC_CNTL, &[ps.baryc().into_bits()]),
            (ctx::DB_SHADER_CONTROL, &[db_shader_control.into_bits()]),
            (ctx::CB_SHADER_MASK, &[cb_shader_mask.into_bits()]),
        ],
    )
}

set_and_update! {
    /// Writes the 40-dword PS window (`sceGnmSetPsShader` and `sceGnmSetPsShader350`
    /// with registers, which write the same): the program of `ps`,
    /// `SPI_SHADER_Z_FORMAT`/`COL_FORMAT`, `SPI_PS_INPUT_ENA`/`ADDR`,
    /// `SPI_PS_IN_CONTROL`, `SPI_BARYC_CNTL`, `db_shader_control`, `cb_shader_mask`,
    /// the filler.
    ///
    /// Errors: the block's error ([`Error::Address`], [`Error::Block`], also
    /// for a PS with no export format, no barycentric enable,
    /// `POS_W_FLOAT_ENA` without a perspective one, or an
    /// `SPI_PS_INPUT_ADDR` lacking bits of `SPI_PS_INPUT_ENA`, see
    /// [`PsShader::validate`]); [`Error::OutOfSpace`]. Nothing is written on
    /// error.
    set_ps_shader,
    /// Writes the 40-dword PS update window (`sceGnmUpdatePsShader` and
    /// `sceGnmUpdatePsShader350` with registers): as [`set_ps_shader`], the six
    /// context-register groups as update NOPs.
    ///
    /// Errors: as [`set_ps_shader`].
    update_ps_shader
    (ps: &PsShader, db_shader_control: DbShaderControl, cb_shader_mask: CbShaderMask) => ps_window;
}

/// The null PS window: `PGM_LO_PS`/`HI` = 0, `DB_SHADER_CONTROL` = 0 (as `form`),
/// with the 3.50 forms `CB_SHADER_MASK` = `0xF` (always a `SET_CONTEXT_REG`).
fn null_ps_window(cb: &mut CommandBuffer<'_>, form: Form, v350: bool) -> Result<(), Error> {
    checked_window::<PS_SHADER_WINDOW_DWORDS>(cb, PS_SHADER_WINDOW_DWORDS, |cb| {
        cb.set_sh_regs(Stage::Ps.pgm_lo_offset(), &[0, 0])?;
        context(cb, form, ctx::DB_SHADER_CONTROL, &[0])?;
        if v350 {
            cb.set_context_regs(ctx::CB_SHADER_MASK, &[0xF])?;
            filler::<NULL_PS_350_FILLER_PAYLOAD>(cb)
        } else {
            filler::<NULL_PS_FILLER_PAYLOAD>(cb)
        }
    })
}

/// Writes the 40-dword null PS window (`sceGnmSetPsShader` without registers):
/// `PGM_LO_PS` = `PGM_HI_PS` = 0, `DB_SHADER_CONTROL` = 0, a 33-dword filler.
///
/// Errors: [`Error::OutOfSpace`]; nothing is written then.
pub fn set_null_ps_shader(cb: &mut CommandBuffer<'_>) -> Result<(), Error> {
    null_ps_window(cb, Form::Set, false)
}

/// Writes the 40-dword null PS window of `sceGnmSetPsShader350`: as
/// [`set_null_ps_shader`], then `CB_SHADER_MASK` = `0xF` and a 30-dword filler.
///
/// Errors: [`Error::OutOfSpace`]; nothing is written then.
pub fn set_null_ps_shader_350(cb: &mut CommandBuffer<'_>) -> Result<(), Error> {
    null_ps_window(cb, Form::Set, true)
}

/// Writes the 40-dword null PS update window (`sceGnmUpdatePsShader` without
/// registers): as [`set_null_ps_shader`], `DB_SHADER_CONTROL` as an update NOP.
///
/// Errors: [`Error::OutOfSpace`]; nothing is written then.
pub fn update_null_ps_shader(cb: &mut CommandBuffer<'_>) -> Result<(), Error> {
    null_ps_window(cb, Form::Update, false)
}

/// Writes the 40-dword null PS update window of `sceGnmUpdatePsShader350`: as
/// [`set_null_ps_shader_350`], `DB_SHADER_CONTROL` as an update NOP
/// (`CB_SHADER_MASK` stays a `SET_CONTEXT_REG`).
///
/// Errors: [`Error::OutOfSpace`]; nothing is written then.
pub fn update_null_ps_shader_350(cb: &mut CommandBuffer<'_>) -> Result<(), Error> {
    null_ps_window(cb, Form::Update, true)
}

/// Writes the 25-dword CS window (`sceGnmSetCsShader`): `COMPUTE_PGM_LO`/`HI`,
/// `COMPUTE_PGM_RSRC1`/`RSRC2`, `COMPUTE_NUM_THREAD_X/Y/Z` of `cs`, the filler.
///
/// The three `SET_SH_REG`s have `SHADER_TYPE` 1 (headers `0xC002_7602`,
/// `0xC002_7602`, `0xC003_7602`), as fpPS4 (`ps4_libscegnmdriver.pas`,
/// `ps4_sceGnmSetCsShader`) writes them, and as the platform's Gnm library
/// marks its compute `SET_SH_REG`s (GPCS4 `GnmOpCode.h` records the compute
/// user-data and persistent-register headers as `0xC001_7602`, `0xC002_7602`).
/// shadPS4 writes them with its packet helper's default type, graphics, the
/// default its compute initialiser also had until it was corrected to compute.
///
/// Errors: the block's error ([`Error::Address`], [`Error::Block`]);
/// [`Error::OutOfSpace`]. Nothing is written on error.
pub fn set_cs_shader(cb: &mut CommandBuffer<'_>, cs: &CsShader) -> Result<(), Error> {
    set_cs_shader_with_modifier(cb, cs, 0)
}

/// Writes the 25-dword CS window with `modifier` applied to `COMPUTE_PGM_RSRC1`
/// (`sceGnmSetCsShaderWithModifier`); with 0 the same as [`set_cs_shader`].
///
/// Errors: [`Error::InvalidModifier`] for bits outside [`CS_MODIFIER_BITS`]; as
/// [`set_cs_shader`].
pub fn set_cs_shader_with_modifier(
    cb: &mut CommandBuffer<'_>,
    cs: &CsShader,
    modifier: u32,
) -> Result<(), Error> {
    cs.validate()?;
    let lo = pgm_lo(cs.pgm_lo().into_bits(), cs.pgm_hi().into_bits())?;
    let rsrc1 = cs_modified(cs.rsrc1().into_bits(), modifier)?;
    let compute = ShaderType::COMPUTE;
    checked_window::<CS_SHADER_WINDOW_DWORDS>(cb, CS_SHADER_WINDOW_DWORDS, |cb| {
        cb.set_sh_regs_typed(compute, sh::COMPUTE_PGM_LO, &[lo, 0])?;
        cb.set_sh_regs_typed(
            compute,
            sh::COMPUTE_PGM_RSRC1,
            &[rsrc1, cs.rsrc2().into_bits()],
        )?;
        cb.set_sh_regs_typed(
            compute,
            sh::COMPUTE_NUM_THREAD_X,
            &[
                cs.num_thread_x().into_bits(),
                cs.num_thread_y().into_bits(),
                cs.num_thread_z().into_bits(),
            ],
        )?;
        filler::<{ SHADER_FILLER_DWORDS - 1 }>(cb)
    })
}

/// Writes the 20-dword ES window (`sceGnmSetEsShader`): the program `es` (of
/// [`Stage::Es`]) with `modifier` applied to `RSRC1_ES` as for the VS, the filler.
///
/// Errors: [`Error::WrongStage`]; [`Error::InvalidModifier`]; the program's
/// error ([`Error::Address`], [`Error::Block`]); [`Error::OutOfSpace`]. Nothing
/// is written on error.
pub fn set_es_shader(
    cb: &mut CommandBuffer<'_>,
    es: &ShaderProgram,
    modifier: u32,
) -> Result<(), Error> {
    stage_window(
        cb,
        Stage::Es,
        modified_program(es, Stage::Es, modifier, vs_modified)?,
        ES_SHADER_WINDOW_DWORDS,
        Form::Set,
        &[],
    )
}

/// The context registers a GS or HS window writes after the program.
trait StageRegisters {
    /// The stage whose program the window writes.
    const STAGE: Stage;
    /// Dwords of the window.
    const DWORDS: usize;
    /// `write` called with the context-register groups (first offset, values) in
    /// window order.
    fn with_groups<R>(&self, write: impl FnOnce(&[(u16, &[u32])]) -> R) -> R;
}

impl StageRegisters for GsRegisters {
    const STAGE: Stage = Stage::Gs;
    const DWORDS: usize = GS_SHADER_WINDOW_DWORDS;

    fn with_groups<R>(&self, write: impl FnOnce(&[(u16, &[u32])]) -> R) -> R {
        write(&[
            (ctx::VGT_STRMOUT_CONFIG, &[self.strmout_config.into_bits()]),
            (ctx::VGT_GS_OUT_PRIM_TYPE, &[self.out_prim_type.into_bits()]),
            (ctx::VGT_GS_INSTANCE_CNT, &[self.instance_cnt.into_bits()]),
        ])
    }
}

impl StageRegisters for HsRegisters {
    const STAGE: Stage = Stage::Hs;
    const DWORDS: usize = HS_SHADER_WINDOW_DWORDS;

    fn with_groups<R>(&self, write: impl FnOnce(&[(u16, &[u32])]) -> R) -> R {
        write(&[
            (
                ctx::VGT_HOS_MAX_TESS_LEVEL,
                &[
                    self.max_tess_level.into_bits(),
                    self.min_tess_level.into_bits(),
                ],
            ),
            (ctx::VGT_TF_PARAM, &[self.tf_param.into_bits()]),
            (ctx::VGT_LS_HS_CONFIG, &[self.ls_hs_config.into_bits()]),
        ])
    }
}

/// The GS or HS window of either form: the program `p` (of `R::STAGE`), the
/// context registers of `regs`, the filler.
fn regs_window<R: StageRegisters>(
    cb: &mut CommandBuffer<'_>,
    p: &ShaderProgram,
    regs: &R,
    form: Form,
) -> Result<(), Error> {
    let words = program(p, R::STAGE)?;
    regs.with_groups(|groups| stage_window(cb, R::STAGE, words, R::DWORDS, form, groups))
}

set_and_update! {
    /// Writes the 29-dword GS window (`sceGnmSetGsShader`): the program `gs` (of
    /// [`Stage::Gs`]), `VGT_STRMOUT_CONFIG`, `VGT_GS_OUT_PRIM_TYPE`,
    /// `VGT_GS_INSTANCE_CNT`, the filler.
    ///
    /// Errors: [`Error::WrongStage`]; the program's error ([`Error::Address`],
    /// [`Error::Block`]); [`Error::OutOfSpace`]. Nothing is written on error.
    set_gs_shader,
    /// Writes the 29-dword GS update window (`sceGnmUpdateGsShader`): as
    /// [`set_gs_shader`], the three context registers as update NOPs.
    ///
    /// Errors: as [`set_gs_shader`].
    update_gs_shader
    (gs: &ShaderProgram, regs: &GsRegisters) => regs_window;
}

set_and_update! {
    /// Writes the 30-dword HS window (`sceGnmSetHsShader`): the program `hs` (of
    /// [`Stage::Hs`]), `VGT_HOS_MAX_TESS_LEVEL`/`MIN_TESS_LEVEL`, `VGT_TF_PARAM`,
    /// `VGT_LS_HS_CONFIG`, the filler.
    ///
    /// Errors: [`Error::WrongStage`]; the program's error ([`Error::Address`],
    /// [`Error::Block`]); [`Error::OutOfSpace`]. Nothing is written on error.
    set_hs_shader,
    /// Writes the 30-dword HS update window (`sceGnmUpdateHsShader`): as
    /// [`set_hs_shader`], the three context-register groups as update NOPs.
    ///
    /// The driver's size check accepts 29 dwords although it writes 30; here 30
    /// must be free.
    ///
    /// Errors: as [`set_hs_shader`].
    update_hs_shader
    (hs: &ShaderProgram, regs: &HsRegisters) => regs_window;
}

/// Writes the 23-dword LS window (`sceGnmSetLsShader`): `PGM_LO_LS`/`HI`, a
/// `SET_SH_REG` of `RSRC2_LS` alone, then `RSRC1_LS` (with `modifier`, see the
/// [module documentation](self#inputs)) and `RSRC2_LS` again, the filler.
///
/// Errors: [`Error::WrongStage`]; [`Error::InvalidModifier`]; the program's
/// error ([`Error::Address`], [`Error::Block`]); [`Error::OutOfSpace`]. Nothing
/// is written on error.
pub fn set_ls_shader(
    cb: &mut CommandBuffer<'_>,
    ls: &ShaderProgram,
    modifier: u32,
) -> Result<(), Error> {
    let (lo, rsrc1, rsrc2) = modified_program(ls, Stage::Ls, modifier, ls_modified)?;
    let base = Stage::Ls.pgm_lo_offset();
    checked_window::<LS_SHADER_WINDOW_DWORDS>(cb, LS_SHADER_WINDOW_DWORDS, |cb| {
        cb.set_sh_regs(base, &[lo, 0])?;
        cb.set_sh_regs(base.wrapping_add(3), &[rsrc2])?;
        cb.set_sh_regs(base.wrapping_add(2), &[rsrc1, rsrc2])?;
        filler::<{ SHADER_FILLER_DWORDS - 1 }>(cb)
    })
}

/// `shaderId` of the one built-in VS: a full-screen rectangle from the vertex id
/// (`kEmbeddedVsShaderFullScreen`).
pub const EMBEDDED_VS_FULL_SCREEN: u32 = 0;
/// `shaderId` of the built-in PS that exports zero to MRT 0 as `FP16_ABGR`.
pub const EMBEDDED_PS_DUMMY: u32 = 0;
/// `shaderId` of the built-in PS that exports zero to MRT 0 as `32_GR`.
pub const EMBEDDED_PS_DUMMY_G32R32: u32 = 1;

/// The built-in VS's registers: `RSRC1_VS` (`FLOAT_MODE` `0xC0`, 4 VGPRs, 8
/// SGPRs), `RSRC2_VS` (`USER_SGPR` 2), `PA_CL_VS_OUT_CNTL`, `SPI_VS_OUT_CONFIG`
/// (one parameter), `SPI_SHADER_POS_FORMAT` (`4COMP`).
const EMBEDDED_VS_REGS: [u32; 5] = [0x000C_0000, 4, 0, 0, 4];

/// The built-in PSs' registers, by `shaderId`: `RSRC1_PS`, `RSRC2_PS`,
/// `SPI_SHADER_Z_FORMAT`, `SPI_SHADER_COL_FORMAT`, `SPI_PS_INPUT_ENA`,
/// `SPI_PS_INPUT_ADDR`, `SPI_PS_IN_CONTROL`, `SPI_BARYC_CNTL`,
/// `DB_SHADER_CONTROL`, `CB_SHADER_MASK`.
const EMBEDDED_PS_REGS: [[u32; 10]; 2] = [
    [0x000C_0000, 4, 0, 4, 2, 2, 0, 0, 0x10, 0xF],
    [0x0000_2000, 0, 0, 2, 2, 2, 0, 0, 0x10, 0x3],
];

/// `PGM_LO` of a built-in shader's code at `code_address`: 256-byte aligned,
/// below 2^40 (`PGM_HI` 0, as the driver's VS and PS windows require).
fn embedded_pgm_lo(code_address: u64) -> Result<u32, Error> {
    regs::check_address("PGM_LO", code_address, 256, 40)?;
    Ok(u32::try_from(code_address >> 8).unwrap_or(u32::MAX))
}

/// Writes the 29-dword window of `sceGnmSetEmbeddedVsShader`: the VS window
/// ([`set_vs_shader`]) of the system's built-in VS `shader_id` with its code at
/// `code_address` and `modifier` applied to `RSRC1_VS`.
///
/// The only id is [`EMBEDDED_VS_FULL_SCREEN`]. Its registers (shadPS4
/// `gnmdriver.cpp` `sceGnmSetEmbeddedVsShader`, fpPS4 `ps4_libscegnmdriver.pas`
/// `EmbVsRegs`, which agree): `RSRC1_VS` = `0x000C_0000`, `RSRC2_VS` = 4,
/// `PA_CL_VS_OUT_CNTL` = 0, `SPI_VS_OUT_CONFIG` = 0, `SPI_SHADER_POS_FORMAT` = 4.
/// Where the system keeps the code is not public (the emulators put their copy
/// of it where they like), so `code_address` is the caller's: the address of a
/// program with the same registers. That program exports, for vertex id `i`,
/// position (`2(i & 1) - 1`, `(i & !1) - 1`, 0, 1), so vertices 0, 1, 2 at
/// (-1, -1), (+1, -1), (-1, +1), a full-target `DI_PT_RECTLIST`, and parameter 0
/// as (1, 1, 1, 1), in at most 4 VGPRs (read from the program shadPS4
/// carries; GPCS4 `GnmCommandBufferDraw.cpp` lists the same three vertices).
/// A homebrew caller puts a program of its own that fits these registers there.
///
/// The modifier is applied as [`set_vs_shader`] applies it, as fpPS4 does (it
/// passes the call on to its VS window); shadPS4 ignores the modifier here.
///
/// [`crate::shader::builtin::rect_vs`] puts out the same three positions, but
/// parameter 0 as zero, and it needs 5 VGPRs, more than this `RSRC1_VS` gives:
/// it is not a stand-in for the built-in program at `code_address`; draw it with
/// [`set_vs_shader`] and its own block instead.
///
/// ```
/// use gcn::pm4::CommandBuffer;
/// use gcn::ps4::shader::{set_embedded_vs_shader, EMBEDDED_VS_FULL_SCREEN, VS_SHADER_WINDOW_DWORDS};
///
/// let mut storage = [0u32; 32];
/// let mut cb = CommandBuffer::new(&mut storage);
/// set_embedded_vs_shader(&mut cb, EMBEDDED_VS_FULL_SCREEN, 0, 0xFE00_0F00)?;
/// assert_eq!(cb.len(), VS_SHADER_WINDOW_DWORDS);
/// assert_eq!(cb.as_slice()[..8], [0xC002_7600, 0x48, 0x00FE_000F, 0, 0xC002_7600, 0x4A, 0x000C_0000, 4]);
/// # Ok::<(), gcn::ps4::Error>(())
/// ```
///
/// Errors: [`Error::ArgumentOutOfRange`] for a `shader_id` other than 0;
/// [`Error::InvalidModifier`]; [`Error::Address`] for a `code_address` not
/// 256-byte aligned or not below 2^40; [`Error::OutOfSpace`]. Nothing is written
/// on error.
pub fn set_embedded_vs_shader(
    cb: &mut CommandBuffer<'_>,
    shader_id: u32,
    modifier: u32,
    code_address: u64,
) -> Result<(), Error> {
    super::error::check_at_most("shaderId", shader_id, EMBEDDED_VS_FULL_SCREEN)?;
    let lo = embedded_pgm_lo(code_address)?;
    let [rsrc1, rsrc2, out_cntl, out_config, pos_format] = EMBEDDED_VS_REGS;
    stage_window(
        cb,
        Stage::Vs,
        (lo, vs_modified(rsrc1, modifier)?, rsrc2),
        VS_SHADER_WINDOW_DWORDS,
        Form::Set,
        &[
            (ctx::PA_CL_VS_OUT_CNTL, &[out_cntl]),
            (ctx::SPI_VS_OUT_CONFIG, &[out_config]),
            (ctx::SPI_SHADER_POS_FORMAT, &[pos_format]),
        ],
    )
}

/// Writes the 40-dword window of `sceGnmSetEmbeddedPsShader`: the PS window
/// ([`set_ps_shader`]) of the system's built-in PS `shader_id` with its code at
/// `code_address`.
///
/// Both ids write `SPI_SHADER_Z_FORMAT` = 0, `SPI_PS_INPUT_ENA` =
/// `SPI_PS_INPUT_ADDR` = 2 (`PERSP_CENTER_ENA`), `SPI_PS_IN_CONTROL` = 0,
/// `SPI_BARYC_CNTL` = 0, `DB_SHADER_CONTROL` = `0x10`; then by id:
///
/// | `shader_id` | `RSRC1_PS` | `RSRC2_PS` | `SPI_SHADER_COL_FORMAT` | `CB_SHADER_MASK` |
/// |---|---|---|---|---|
/// | [`EMBEDDED_PS_DUMMY`] (0) | `0x000C_0000` | 4 | 4 (`FP16_ABGR`) | `0xF` |
/// | [`EMBEDDED_PS_DUMMY_G32R32`] (1) | `0x0000_2000` | 0 | 2 (`32_GR`) | `0x3` |
///
/// Sources: shadPS4 `gnmdriver.cpp` `sceGnmSetEmbeddedPsShader`, fpPS4
/// `ps4_libscegnmdriver.pas` `EmbPsRegs0`/`EmbPsRegs1`. They disagree on one
/// dword, id 1's `RSRC1_PS`: shadPS4 has `0x2000` (`FLOAT_MODE` 2), fpPS4
/// `0x20_0000` (`DX10_CLAMP`). This follows shadPS4, whose value also stands in
/// the register record it carries after that program's header, a second
/// place; fpPS4 gives it once, and its copy of that program differs from
/// shadPS4's in the dwords after `s_endpgm`. Where the system keeps the code is
/// not public, so `code_address` is the caller's.
///
/// Errors: [`Error::ArgumentOutOfRange`] for a `shader_id` above 1;
/// [`Error::Address`] for a `code_address` not 256-byte aligned or not below
/// 2^40; [`Error::OutOfSpace`]. Nothing is written on error.
pub fn set_embedded_ps_shader(
    cb: &mut CommandBuffer<'_>,
    shader_id: u32,
    code_address: u64,
) -> Result<(), Error> {
    super::error::check_at_most("shaderId", shader_id, EMBEDDED_PS_DUMMY_G32R32)?;
    let lo = embedded_pgm_lo(code_address)?;
    let [rsrc1, rsrc2, z, col, ena, addr, in_control, baryc, db, mask] =
        if shader_id == EMBEDDED_PS_DUMMY {
            EMBEDDED_PS_REGS[0]
        } else {
            EMBEDDED_PS_REGS[1]
        };
    stage_window(
        cb,
        Stage::Ps,
        (lo, rsrc1, rsrc2),
        PS_SHADER_WINDOW_DWORDS,
        Form::Set,
        &[
            (ctx::SPI_SHADER_Z_FORMAT, &[z, col]),
            (ctx::SPI_PS_INPUT_ENA, &[ena, addr]),
            (ctx::SPI_PS_IN_CONTROL, &[in_control]),
            (ctx::SPI_BARYC_CNTL, &[baryc]),
            (ctx::DB_SHADER_CONTROL, &[db]),
            (ctx::CB_SHADER_MASK, &[mask]),
        ],
    )
}
