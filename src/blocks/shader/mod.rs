//! Shader stages: program address, resources and user data of each hardware
//! stage, plus the context registers that connect the VS outputs to the PS
//! inputs.
//!
//! | file | block | registers |
//! |---|---|---|
//! | [`program`] | [`ShaderProgram`] (any graphics stage: PS, VS, GS, ES, HS, LS) | `SPI_SHADER_PGM_LO/HI/RSRC1/RSRC2_*`, `SPI_SHADER_USER_DATA_*_0..15` |
//! | [`vs`] | [`VsShader`] | the VS program, `SPI_VS_OUT_CONFIG`, `SPI_SHADER_POS_FORMAT`, `PA_CL_VS_OUT_CNTL` |
//! | [`ps`] | [`PsShader`] | the PS program, `SPI_PS_INPUT_CNTL_n`, `SPI_PS_INPUT_ENA/ADDR`, `SPI_INTERP_CONTROL_0`, `SPI_PS_IN_CONTROL`, `SPI_BARYC_CNTL`, `SPI_SHADER_Z/COL_FORMAT` |
//! | [`cs`] | [`CsShader`] | `COMPUTE_PGM_*`, `COMPUTE_NUM_THREAD_X/Y/Z`, `COMPUTE_RESOURCE_LIMITS`, `COMPUTE_TMPRING_SIZE`, `COMPUTE_USER_DATA_0..15` |
//!
//! Program addresses are 256-byte aligned GPU addresses below 2^40: `PGM_LO`
//! holds bits 39:8 and `PGM_HI` bits 47:40 (always 0 here).
//!
//! # User data
//!
//! Every stage has sixteen user-data registers that the wave finds preloaded
//! in its first SGPRs. [`write_user_data`], [`write_pointer`] and
//! [`write_descriptor4`] / [`write_descriptor8`] write values, a 64-bit
//! address (low dword first) or a V#/S# (4 dwords) or T# (8 dwords) into
//! consecutive user-data registers of a stage with one `SET_SH_REG` packet.
//! The stage blocks have the same as setters (`with_pointer`,
//! `with_descriptor4`, `with_descriptor8`, `with_user_data_at`), so the user
//! data is written with the program and `RSRC2.USER_SGPR` counts it.
//!
//! # Descriptors with the PS4 hint
//!
//! The PS4 driver announces every V#, T# and S# it writes into user data with
//! a two-dword hint NOP ([`UserDataHint`], written alone by
//! [`ps4::markers::user_data_hint`](crate::ps4::markers::user_data_hint))
//! right before its own `SET_SH_REG`; tools (and this crate's disassembler)
//! use it to show the descriptor field by field. The stage blocks'
//! `with_vsharp`, `with_tsharp` and `with_ssharp` take the typed descriptor,
//! put it into user data (counted by `USER_SGPR` like any user data) and make
//! `emit` write it that way: the program packet holds the user data before
//! the first such descriptor; after the block's other packets come, for each
//! descriptor, its hint and its `SET_SH_REG`, and the other user data after
//! it in `SET_SH_REG`s of their own. Those are the dwords of the block
//! without the descriptors followed by `user_data_hint` and
//! [`write_descriptor4`] / [`write_descriptor8`] written by hand, with
//! `USER_SGPR` set by the block.
//! Blocks without such descriptors emit exactly as before (one packet). The
//! hints are not registers: `decode` reads the descriptors back as plain user
//! data.
//!
//! ```
//! use gcn::blocks::shader::PsShader;
//! use gcn::desc::{DataFormat, ImageBuilder, SamplerResource};
//! use gcn::pm4::CommandBuffer;
//! use gcn::decode::disassemble;
//! use gcn::tiling::config::Ps4TileMode;
//!
//! let texture = ImageBuilder::texture_2d(0x10_0000, DataFormat::R8G8B8A8_UNORM,
//!     Ps4TileMode::Thin2dThin.index(), 256, 256, 1).build()?;
//! let ps = PsShader::new()
//!     .with_address(0x20_0000)
//!     .with_tsharp(0, &texture)                 // s[0:7]
//!     .with_ssharp(8, &SamplerResource::new()); // s[8:11]
//! assert_eq!(ps.rsrc2().user_sgpr(), 12);
//!
//! let mut words = [0u32; 64];
//! let mut cb = CommandBuffer::new(&mut words);
//! ps.emit(&mut cb)?;
//! let text = disassemble(cb.as_slice()).to_string();
//! assert!(text.contains("T# { BASE_ADDRESS: 0x1000,"));
//! assert!(text.contains("S# {"));
//! # Ok::<(), Box<dyn core::error::Error>>(())
//! ```
//!
//! ```
//! use gcn::blocks::shader::{write_descriptor4, write_pointer, Stage};
//! use gcn::pm4::CommandBuffer;
//!
//! let mut words = [0u32; 16];
//! let mut cb = CommandBuffer::new(&mut words);
//! // s[2:3] of the VS = pointer to a table of descriptors.
//! write_pointer(&mut cb, Stage::Vs, 2, 0x12_3456_7000)?;
//! // s[4:7] of the PS = a V#.
//! write_descriptor4(&mut cb, Stage::Ps, 4, &[1, 2, 3, 4])?;
//! assert_eq!(cb.as_slice()[..4], [0xC002_7600, 0x4E, 0x3456_7000, 0x12]);
//! # Ok::<(), gcn::blocks::Error>(())
//! ```

/// The program part shared by the stage blocks ([`VsShader`], [`PsShader`]):
/// one `impl` with the getters and setters that delegate to the block's
/// `program: ShaderProgram` field, typed with the stage's `RSRC1`/`RSRC2`,
/// and `Default` (the block's `new()`). Each block writes its own
/// `validate`.
macro_rules! stage_program {
    ($block:ident, $rsrc1:ident, $rsrc2:ident, $stage:literal) => {
        impl $block {
            /// The program registers.
            #[inline]
            pub const fn program(&self) -> &ShaderProgram {
                &self.program
            }
            #[doc = concat!("`SPI_SHADER_PGM_RSRC1_", $stage, "`.")]
            #[inline]
            pub const fn rsrc1(&self) -> $rsrc1 {
                $rsrc1::from_bits(self.program.rsrc1_bits())
            }
            #[doc = concat!("`SPI_SHADER_PGM_RSRC2_", $stage, "`.")]
            #[inline]
            pub const fn rsrc2(&self) -> $rsrc2 {
                $rsrc2::from_bits(self.program.rsrc2_bits())
            }

            program_setters! {
                $block;
                #[doc = concat!("With `vgprs` VGPRs (`RSRC1_", $stage, ".VGPRS`); [`Error::OutOfRange`] outside `1..=256`.")]
                with_vgprs / set_vgprs(vgprs: u32);
                #[doc = concat!("With `sgprs` SGPRs (`RSRC1_", $stage, ".SGPRS`, groups of 8, VCC and flat scratch included: [`sgpr_blocks`](crate::blocks::shader::sgpr_blocks)); [`Error::OutOfRange`] outside `1..=104`.")]
                with_sgprs / set_sgprs(sgprs: u32);
                /// With the program at `address` (as [`ShaderProgram::with_address`]).
                with_address / set_address(address: u64);
                /// With `RSRC2.USER_SGPR` = `count`, as [`ShaderProgram::with_user_sgprs`]
                /// (after the user-data setters, which set it to the registers they hold).
                with_user_sgprs / set_user_sgprs(count: u32);
                /// With user-data registers `0..values.len()` (and `USER_SGPR`), as
                /// [`ShaderProgram::with_user_data`].
                with_user_data / set_user_data(values: &[u32]);
                /// With `words` in user-data registers `first..`, as [`ShaderProgram::with_user_data_at`].
                with_user_data_at / set_user_data_at(first: u32, words: &[u32]);
                /// With a 64-bit address in user-data registers `first`, `first + 1`.
                with_pointer / set_pointer(first: u32, address: u64);
                /// With another block's user data, hints included, as
                /// [`ShaderProgram::with_user_data_of`].
                with_user_data_of / set_user_data_of(user_data: &crate::blocks::shader::UserData);
                /// With a V# or S# in user-data registers `first..first + 4`.
                with_descriptor4 / set_descriptor4(first: u32, words: &[u32; 4]);
                /// With a T# in user-data registers `first..first + 8`.
                with_descriptor8 / set_descriptor8(first: u32, words: &[u32; 8]);
                /// With a V# in user-data registers `first..first + 4`, written
                /// after the PS4 V# hint NOP, as [`ShaderProgram::with_vsharp`].
                with_vsharp / set_vsharp(first: u32, v: &crate::desc::BufferResource);
                /// With a T# in user-data registers `first..first + 8`, written
                /// after the PS4 T# hint NOP, as [`ShaderProgram::with_tsharp`].
                with_tsharp / set_tsharp(first: u32, t: &crate::desc::ImageResource);
                /// With an S# in user-data registers `first..first + 4`, written
                /// after the PS4 S# hint NOP, as [`ShaderProgram::with_ssharp`].
                with_ssharp / set_ssharp(first: u32, s: &crate::desc::SamplerResource);
            }

            #[doc = concat!("With a whole `RSRC1_", $stage, "` value.")]
            #[inline]
            pub const fn with_rsrc1(mut self, v: $rsrc1) -> $block {
                self.program = self.program.with_rsrc1_bits(v.into_bits());
                self
            }

            #[doc = concat!("With a whole `RSRC2_", $stage, "` value.")]
            #[inline]
            pub const fn with_rsrc2(mut self, v: $rsrc2) -> $block {
                self.program = self.program.with_rsrc2_bits(v.into_bits());
                self
            }

            /// The SH registers, as [`ShaderProgram::registers`].
            pub fn sh_registers(&self) -> RegList<MAX_REGISTERS> {
                self.program.registers()
            }
        }

        impl Default for $block {
            fn default() -> Self {
                $block::new()
            }
        }
    };
}

/// Builder setters of a stage block that apply the [`ShaderProgram`]
/// setter's in-place form (`with_x / set_x`) to its `program`, so the
/// program is not moved out and back.
macro_rules! program_setters {
    ($block:ident; $($(#[$m:meta])* $name:ident / $set:ident($($a:ident: $t:ty),*);)*) => {
        $(
            $(#[$m])*
            #[inline]
            pub const fn $name(mut self, $($a: $t),*) -> $block {
                self.program.$set($($a),*);
                self
            }
        )*
    };
}

/// A builder setter `with_x(mut self, ..) -> Self` and its in-place form
/// `set_x(&mut self, ..)` (crate-internal), the body written once for the
/// in-place form.
macro_rules! with_and_set {
    ($block:ident; $(
        $(#[$m:meta])*
        $with:ident / $set:ident(&mut $self:ident $(, $a:ident: $t:ty)*) $body:block
    )*) => {
        $(
            $(#[$m])*
            #[inline]
            pub const fn $with(mut self $(, $a: $t)*) -> $block {
                self.$set($($a),*);
                self
            }

            #[doc = concat!("[`", stringify!($with), "`](Self::", stringify!($with), ") in place.")]
            #[inline]
            pub(crate) const fn $set(&mut $self $(, $a: $t)*) $body
        )*
    };
}

/// The user-data setters of a block with a `user_data: UserData` field, a
/// `keep` that records the first invalid argument and a `sync_user_sgpr`
/// that sets `RSRC2.USER_SGPR` to the registers in use (both in place).
///
/// Each `with_*` builder is its `set_*` in place (crate-internal, so that a
/// stage block updates its program without moving it).
macro_rules! user_data_setters {
    ($block:ident) => {
        impl $block {
            with_and_set! { $block;
                /// With `user_data` as it is (its values and which of them are
                /// PS4-hinted descriptors), as another block holds it; sets
                /// `RSRC2.USER_SGPR` to the registers in use.
                with_user_data_of / set_user_data_of(&mut self, user_data: &UserData) {
                    self.user_data = *user_data;
                    self.sync_user_sgpr();
                }

                /// With user-data registers `0..values.len()` set to `values` (any set
                /// before is dropped), written with the program; also sets
                /// `RSRC2.USER_SGPR` to `values.len()`. [`Error::OutOfRange`] with more
                /// than 16 values.
                with_user_data / set_user_data(&mut self, values: &[u32]) {
                    match UserData::from_slice(values) {
                        Ok(u) => {
                            self.user_data = u;
                            self.sync_user_sgpr();
                        }
                        Err(e) => self.keep(e),
                    }
                }

                /// With user-data registers `first..first + words.len()` set to `words`,
                /// keeping the others; registers below `first` not set yet become 0.
                /// `RSRC2.USER_SGPR` becomes the number of registers in use.
                /// [`Error::OutOfRange`] when the words do not fit in registers `0..16`.
                with_user_data_at / set_user_data_at(&mut self, first: u32, words: &[u32]) {
                    match self.user_data.set_words(first, words) {
                        Ok(()) => self.sync_user_sgpr(),
                        Err(e) => self.keep(e),
                    }
                }

                /// With a 64-bit GPU address in user-data registers `first` (low dword)
                /// and `first + 1`, as `with_user_data_at`.
                with_pointer / set_pointer(&mut self, first: u32, address: u64) {
                    self.set_user_data_at(first, &[address as u32, (address >> 32) as u32]);
                }

                /// With a 4-dword descriptor (V#, S#) in user-data registers
                /// `first..first + 4`, as `with_user_data_at`.
                with_descriptor4 / set_descriptor4(&mut self, first: u32, words: &[u32; 4]) {
                    self.set_user_data_at(first, words);
                }

                /// With an 8-dword descriptor (T#) in user-data registers
                /// `first..first + 8`, as `with_user_data_at`.
                with_descriptor8 / set_descriptor8(&mut self, first: u32, words: &[u32; 8]) {
                    self.set_user_data_at(first, words);
                }

                /// With a V# in user-data registers `first..first + 4`, written after the
                /// PS4 V# hint NOP; `RSRC2.USER_SGPR` counts it as for `with_user_data_at`.
                with_vsharp / set_vsharp(&mut self, first: u32, v: &crate::desc::BufferResource) {
                    self.set_hinted(first, &v.to_words(), UserDataHint::Vsharp);
                }

                /// With a T# in user-data registers `first..first + 8`, written after the
                /// PS4 T# hint NOP (as `with_vsharp`).
                with_tsharp / set_tsharp(&mut self, first: u32, t: &crate::desc::ImageResource) {
                    self.set_hinted(first, &t.to_words(), UserDataHint::Tsharp);
                }

                /// With an S# in user-data registers `first..first + 4`, written after the
                /// PS4 S# hint NOP (as `with_vsharp`).
                with_ssharp / set_ssharp(&mut self, first: u32, s: &crate::desc::SamplerResource) {
                    self.set_hinted(first, &s.to_words(), UserDataHint::Ssharp);
                }
            }

            /// With descriptor `words` in user-data registers `first..`, announced
            /// by `hint` when emitted (see [the module documentation](crate::blocks::shader#descriptors-with-the-ps4-hint)).
            #[inline]
            pub(crate) const fn set_hinted(
                &mut self,
                first: u32,
                words: &[u32],
                hint: UserDataHint,
            ) {
                match self.user_data.set_hinted(first, words, hint) {
                    Ok(()) => self.sync_user_sgpr(),
                    Err(e) => self.keep(e),
                }
            }
        }
    };
}

pub mod cs;
pub mod program;
pub mod ps;
pub mod vs;

pub use cs::CsShader;
pub use program::ShaderProgram;
pub use ps::PsShader;
pub use vs::VsShader;

use super::{Error, Writer, address_256, in_range, in_use, len_u32};
use crate::pm4::CommandBuffer;
use crate::regs::Space;

/// User-data registers per stage.
pub const USER_DATA_REGS: u32 = 16;

/// What a PS4 hint NOP announces the next `SET_SH_REG` writes into user-data
/// SGPRs, and the hint's payload dword.
///
/// The hint is the two-dword NOP `0xC000_1000, payload` the PS4 driver writes
/// before a V#, T# or S# (or a run of user data) in user data; the payloads are
/// PS4 marker values (`0x6875_xxxx`), which
/// [`ps4::markers`](crate::ps4::markers) names and recognises (there the type is
/// also `ps4::markers::UserData`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum UserDataHint {
    /// A V# (4 dwords); payload `0x6875_0004`.
    Vsharp,
    /// A T# (8 dwords); payload `0x6875_0005`.
    Tsharp,
    /// An S# (4 dwords); payload `0x6875_0006`.
    Ssharp,
    /// A run of user data; payload `0x6875_000D`.
    Region,
}

impl UserDataHint {
    /// The hint NOP's payload dword.
    #[inline]
    pub const fn payload(self) -> u32 {
        match self {
            UserDataHint::Vsharp => 0x6875_0004,
            UserDataHint::Tsharp => 0x6875_0005,
            UserDataHint::Ssharp => 0x6875_0006,
            UserDataHint::Region => 0x6875_000D,
        }
    }
}

/// Local name of the hint in this module's code.
type Hint = UserDataHint;

/// A hardware shader stage.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Stage {
    /// Pixel shader.
    Ps,
    /// Vertex shader (the last stage before rasterisation).
    Vs,
    /// Geometry shader.
    Gs,
    /// Export shader (vertex or domain shader feeding a GS).
    Es,
    /// Hull shader.
    Hs,
    /// Local shader (vertex shader feeding an HS).
    Ls,
    /// Compute shader.
    Cs,
}

impl Stage {
    /// Every stage, in the order of their registers in SH space (by
    /// [`Stage::pgm_lo_offset`]).
    pub const ALL: [Stage; 7] = [
        Stage::Ps,
        Stage::Vs,
        Stage::Gs,
        Stage::Es,
        Stage::Hs,
        Stage::Ls,
        Stage::Cs,
    ];

    /// SH-space offset of the stage's `PGM_LO` register.
    #[inline]
    pub const fn pgm_lo_offset(self) -> u16 {
        self.registers().pgm_lo
    }

    /// SH-space offset of the stage's `PGM_HI` register.
    #[inline]
    pub const fn pgm_hi_offset(self) -> u16 {
        self.registers().pgm_hi
    }

    /// SH-space offset of the stage's `PGM_RSRC2` register, whose
    /// `USER_SGPR` (bits 5:1 on every stage) counts the user-data registers
    /// loaded into the wave's SGPRs.
    #[inline]
    pub const fn rsrc2_offset(self) -> u16 {
        self.registers().rsrc2
    }

    /// SH-space offset of the stage's first user-data register
    /// (`SPI_SHADER_USER_DATA_*_0` or `COMPUTE_USER_DATA_0`).
    #[inline]
    pub const fn user_data_offset(self) -> u16 {
        self.registers().user_data
    }

    /// The stage's registers, by their generated types.
    #[inline]
    const fn registers(self) -> StageRegisters {
        use crate::regs;
        match self {
            Stage::Ps => StageRegisters::of::<
                regs::SpiShaderPgmLoPs,
                regs::SpiShaderPgmHiPs,
                regs::SpiShaderPgmRsrc2Ps,
                regs::SpiShaderUserDataPs0,
            >(),
            Stage::Vs => StageRegisters::of::<
                regs::SpiShaderPgmLoVs,
                regs::SpiShaderPgmHiVs,
                regs::SpiShaderPgmRsrc2Vs,
                regs::SpiShaderUserDataVs0,
            >(),
            Stage::Gs => StageRegisters::of::<
                regs::SpiShaderPgmLoGs,
                regs::SpiShaderPgmHiGs,
                regs::SpiShaderPgmRsrc2Gs,
                regs::SpiShaderUserDataGs0,
            >(),
            Stage::Es => StageRegisters::of::<
                regs::SpiShaderPgmLoEs,
                regs::SpiShaderPgmHiEs,
                regs::SpiShaderPgmRsrc2Es,
                regs::SpiShaderUserDataEs0,
            >(),
            Stage::Hs => StageRegisters::of::<
                regs::SpiShaderPgmLoHs,
                regs::SpiShaderPgmHiHs,
                regs::SpiShaderPgmRsrc2Hs,
                regs::SpiShaderUserDataHs0,
            >(),
            Stage::Ls => StageRegisters::of::<
                regs::SpiShaderPgmLoLs,
                regs::SpiShaderPgmHiLs,
                regs::SpiShaderPgmRsrc2Ls,
                regs::SpiShaderUserDataLs0,
            >(),
            Stage::Cs => StageRegisters::of::<
                regs::ComputePgmLo,
                regs::ComputePgmHi,
                regs::ComputePgmRsrc2,
                regs::ComputeUserData0,
            >(),
        }
    }
}

// Every stage's `PGM_HI` is the register after its `PGM_LO`: the program
// address is one run of two registers.
const _: () = {
    let mut rest: &[Stage] = &Stage::ALL;
    while let [stage, tail @ ..] = rest {
        assert!(stage.pgm_hi_offset() == stage.pgm_lo_offset() + 1);
        rest = tail;
    }
};

/// SH-space offsets of one stage's registers.
#[derive(Clone, Copy)]
struct StageRegisters {
    /// `PGM_LO`.
    pgm_lo: u16,
    /// `PGM_HI`.
    pgm_hi: u16,
    /// `PGM_RSRC2`.
    rsrc2: u16,
    /// The first user-data register.
    user_data: u16,
}

impl StageRegisters {
    /// The offsets of the registers `Lo` (`PGM_LO`), `Hi` (`PGM_HI`),
    /// `Rsrc2` (`PGM_RSRC2`) and `UserData` (the first user-data register).
    const fn of<Lo, Hi, Rsrc2, UserData>() -> Self
    where
        Lo: crate::regs::Register,
        Hi: crate::regs::Register,
        Rsrc2: crate::regs::Register,
        UserData: crate::regs::Register,
    {
        StageRegisters {
            pgm_lo: Lo::OFFSET,
            pgm_hi: Hi::OFFSET,
            rsrc2: Rsrc2::OFFSET,
            user_data: UserData::OFFSET,
        }
    }
}

/// `PGM_LO` and `PGM_HI` of a program at `address`.
///
/// # Errors
/// [`Error::Address`] unless 256-byte aligned and below 2^40.
#[inline]
pub const fn program_address(field: &'static str, address: u64) -> Result<(u32, u8), Error> {
    let lo = ctry!(address_256(field, address));
    Ok((lo, 0))
}

/// `RSRC1.VGPRS` for `vgprs` VGPRs: allocated in groups of 4, stored as
/// groups − 1.
///
/// # Errors
/// [`Error::OutOfRange`] outside `1..=256`.
#[inline]
pub const fn vgpr_blocks(vgprs: u32) -> Result<u8, Error> {
    let n = ctry!(in_range("vgprs", vgprs, 1, 256));
    // n is 1..=256.
    Ok((n.wrapping_sub(1) / 4) as u8)
}

/// `RSRC1.SGPRS` for `sgprs` SGPRs: allocated in groups of 8, stored as
/// groups − 1 (radeonsi `si_shader_encode_sgprs`: `num_sgprs / 8 − 1`).
///
/// `sgprs` is the whole allocation, so it counts the special registers the
/// wave allocates from the same pool: VCC (2) and, when the program uses
/// flat scratch, `FLAT_SCRATCH` (2 more), as LLVM's `NumSgprs` does (the
/// highest SGPR used plus 2 for VCC, 4 with flat scratch on gfx7). gfx7
/// allocates at most 104 in all (LLVM `getAddressableNumSGPRs`, Mesa
/// `max_sgpr_alloc`); the 112 LLVM allows beyond the addressable count is
/// gfx8's, not gfx7's.
///
/// # Errors
/// [`Error::OutOfRange`] outside `1..=104`, VCC and flat scratch included.
#[inline]
pub const fn sgpr_blocks(sgprs: u32) -> Result<u8, Error> {
    let n = ctry!(in_range("sgprs", sgprs, 1, 104));
    // n is 1..=104.
    Ok((n.wrapping_sub(1) / 8) as u8)
}

/// The SH offset of user-data register `first` of `stage`, checking that
/// `count` registers fit.
///
/// # Errors
/// [`Error::OutOfRange`] when `first + count` exceeds 16 or `count` is 0.
#[inline]
pub const fn user_data_slot(stage: Stage, first: u32, count: u32) -> Result<u16, Error> {
    let first = ctry!(user_data_range(first, count));
    // first < 16 and the user-data offsets are below 0x250.
    Ok(stage.user_data_offset().wrapping_add(first as u16))
}

/// `first`, checked that user-data registers `first..first + count` exist
/// and `count` is not 0.
///
/// # Errors
/// [`Error::OutOfRange`] (field `user_data_count` or `user_data_first`).
#[inline]
const fn user_data_range(first: u32, count: u32) -> Result<u32, Error> {
    let count = ctry!(in_range("user_data_count", count, 1, USER_DATA_REGS));
    // count is 1..=16, so the subtraction cannot wrap.
    in_range(
        "user_data_first",
        first,
        0,
        USER_DATA_REGS.wrapping_sub(count),
    )
}

/// Writes `values` into user-data registers `first..` of `stage` (one
/// `SET_SH_REG`).
///
/// # Errors
/// [`Error::OutOfRange`] when the registers do not fit in `0..16` or
/// `values` is empty; [`Error::Pm4`] when the buffer is full (nothing written).
pub fn write_user_data(
    cb: &mut CommandBuffer<'_>,
    stage: Stage,
    first: u32,
    values: &[u32],
) -> Result<(), Error> {
    let offset = user_data_slot(stage, first, len_u32(values.len()))?;
    cb.set_sh_regs(offset, values).map_err(Error::Pm4)
}

/// Writes a 64-bit GPU address into user-data registers `first` (low dword)
/// and `first + 1` (high dword) of `stage`.
///
/// # Errors
/// As [`write_user_data`].
pub fn write_pointer(
    cb: &mut CommandBuffer<'_>,
    stage: Stage,
    first: u32,
    address: u64,
) -> Result<(), Error> {
    write_user_data(cb, stage, first, &[address as u32, (address >> 32) as u32])
}

/// Writes a 4-dword descriptor (V#, S#) into user-data registers
/// `first..first + 4` of `stage`.
///
/// # Errors
/// As [`write_user_data`].
pub fn write_descriptor4(
    cb: &mut CommandBuffer<'_>,
    stage: Stage,
    first: u32,
    words: &[u32; 4],
) -> Result<(), Error> {
    write_user_data(cb, stage, first, words)
}

/// Writes an 8-dword descriptor (T#) into user-data registers
/// `first..first + 8` of `stage`.
///
/// # Errors
/// As [`write_user_data`].
pub fn write_descriptor8(
    cb: &mut CommandBuffer<'_>,
    stage: Stage,
    first: u32,
    words: &[u32; 8],
) -> Result<(), Error> {
    write_user_data(cb, stage, first, words)
}

/// `UserData::hints` entry of a register that is not part of a hinted descriptor.
const PLAIN: u8 = 0;
/// `UserData::hints` entry of a register inside a hinted descriptor, after its first.
const INSIDE: u8 = 4;
/// Bits of one register's `UserData::hints` entry.
const HINT_BITS: u32 = 4;

/// The `UserData::hints` entry of register `register` (< 16).
#[inline(always)]
const fn hint_at(hints: u64, register: usize) -> u8 {
    // The register masked to 0..16: the shift is at most 60.
    ((hints >> ((register as u32) & 0xF).wrapping_mul(HINT_BITS)) & 0xF) as u8
}

/// `hints` with register `register`'s entry (< 16) set to `code`.
#[inline(always)]
const fn with_hint_at(hints: u64, register: usize, code: u8) -> u64 {
    // The register masked to 0..16: the shift is at most 60.
    let shift = ((register as u32) & 0xF).wrapping_mul(HINT_BITS);
    (hints & !(0xF << shift)) | (((code & 0xF) as u64) << shift)
}

/// The `UserData::hints` entries of registers `0..n` (`n` <= 16).
#[inline(always)]
const fn hints_below(n: usize) -> u64 {
    if n >= USER_DATA_REGS as usize {
        u64::MAX
    } else {
        // n < 16: the shift is at most 60, the value at least 1.
        (1u64 << (n as u32).wrapping_mul(HINT_BITS)).wrapping_sub(1)
    }
}

/// The `UserData::hints` entries of registers `first..end` (`end` <= 16).
#[inline(always)]
const fn hint_mask(first: usize, end: usize) -> u64 {
    hints_below(end) & !hints_below(first)
}

/// The `UserData::hints` code of a hint (the entry of a descriptor's first register).
#[inline]
const fn hint_code(hint: Hint) -> u8 {
    match hint {
        Hint::Vsharp => 1,
        Hint::Tsharp => 2,
        Hint::Ssharp => 3,
        // Regions are not descriptors; nothing stores them.
        Hint::Region => PLAIN,
    }
}

/// The hint of a `UserData::hints` code, and the descriptor's dwords.
#[inline]
const fn code_hint(code: u8) -> Option<(Hint, usize)> {
    match code {
        1 => Some((Hint::Vsharp, 4)),
        2 => Some((Hint::Tsharp, 8)),
        3 => Some((Hint::Ssharp, 4)),
        _ => None,
    }
}

/// Up to sixteen user-data values kept by a stage block, and which of them
/// are descriptors announced by a PS4 hint (see the
/// [module documentation](self#descriptors-with-the-ps4-hint)).
///
/// Each field is stored whole and read whole (`len` a `u32`, the hints one
/// `u64`), so building a block and emitting it right away never reads a value
/// back at another width than it was stored.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct UserData {
    values: [u32; USER_DATA_REGS as usize],
    /// Values in use, `0..=16`.
    len: u32,
    /// Per register, 4 bits from bit `4 * register`: `PLAIN`, `INSIDE`, or
    /// the code of the hinted descriptor that starts there.
    hints: u64,
}

impl UserData {
    /// No user data.
    #[inline]
    pub const fn new() -> UserData {
        UserData {
            values: [0; USER_DATA_REGS as usize],
            len: 0,
            hints: 0,
        }
    }

    /// The values of registers `0..len`.
    ///
    /// # Errors
    /// [`Error::OutOfRange`] with more than 16 values.
    #[inline]
    pub const fn from_slice(values: &[u32]) -> Result<UserData, Error> {
        ctry!(in_range(
            "user_data_count",
            len_u32(values.len()),
            0,
            USER_DATA_REGS
        ));
        let mut out = UserData::new();
        let mut i = 0;
        while i < values.len() {
            if let (Some((_, [dst, ..])), Some((_, [src, ..]))) = (
                out.values.split_at_mut_checked(i),
                values.split_at_checked(i),
            ) {
                *dst = *src;
            }
            // i < values.len() <= 16.
            i = i.wrapping_add(1);
        }
        // values.len() <= 16.
        out.len = values.len() as u32;
        Ok(out)
    }

    /// The same values with registers `first..first + words.len()` set to
    /// `words`; registers between the old length and `first` become 0. A
    /// hinted descriptor the words overwrite (even in part) becomes plain
    /// user data.
    ///
    /// # Errors
    /// [`Error::OutOfRange`] (field `user_data_first` or `user_data_count`)
    /// when the words do not fit in registers `0..16` or `words` is empty.
    #[inline]
    pub const fn with_words(mut self, first: u32, words: &[u32]) -> Result<UserData, Error> {
        ctry!(self.set_words(first, words));
        Ok(self)
    }

    /// [`UserData::with_words`] in place: on error nothing changes.
    #[inline]
    pub(crate) const fn set_words(&mut self, first: u32, words: &[u32]) -> Result<(), Error> {
        let first = ctry!(user_data_range(first, len_u32(words.len()))) as usize;
        // first + words.len() <= 16.
        let end = first.wrapping_add(words.len());
        self.clear_hints(first, end);
        if let Some((head, _)) = self.values.split_at_mut_checked(end)
            && let Some((_, dst)) = head.split_at_mut_checked(first)
        {
            // `dst` is `first..end`: as long as `words`.
            dst.copy_from_slice(words);
        }
        // end <= 16.
        if end as u32 > self.len {
            self.len = end as u32;
        }
        Ok(())
    }

    /// The same values with a descriptor announced by `hint` in registers
    /// `first..first + words.len()`, as [`UserData::with_words`]; `emit`
    /// writes it after its hint NOP. A [`Hint::Region`] is stored as plain
    /// user data.
    ///
    /// # Errors
    /// As [`UserData::with_words`]; [`Error::OutOfRange`] (field
    /// `user_data_count`) when `words` is not the descriptor's size: 4 dwords
    /// for a V# or an S#, 8 for a T# (nothing changes).
    #[inline]
    pub const fn with_hinted(
        mut self,
        first: u32,
        words: &[u32],
        hint: Hint,
    ) -> Result<UserData, Error> {
        ctry!(self.set_hinted(first, words, hint));
        Ok(self)
    }

    /// [`UserData::with_hinted`] in place: on error nothing changes.
    #[inline]
    pub(crate) const fn set_hinted(
        &mut self,
        first: u32,
        words: &[u32],
        hint: Hint,
    ) -> Result<(), Error> {
        let code = hint_code(hint);
        if let Some((_, size)) = code_hint(code) {
            // size is 4 or 8.
            let size = size as u32;
            ctry!(in_range(
                "user_data_count",
                len_u32(words.len()),
                size,
                size
            ));
        }
        ctry!(self.set_words(first, words));
        if code != PLAIN {
            // set_words checked first + words.len() <= 16.
            let first = first as usize;
            let end = first.wrapping_add(words.len());
            let mut i = first;
            while i < end {
                let c = if i == first { code } else { INSIDE };
                self.hints = with_hint_at(self.hints, i, c);
                i = i.wrapping_add(1);
            }
        }
        Ok(())
    }

    /// Makes every hinted descriptor that overlaps registers `first..end` plain.
    #[inline]
    const fn clear_hints(&mut self, first: usize, end: usize) {
        if self.hints == 0 {
            // Every register is `PLAIN`: no descriptor to clear.
            return;
        }
        let mut start = 0;
        while start < USER_DATA_REGS as usize {
            let size = match code_hint(hint_at(self.hints, start)) {
                Some((_, size)) => size,
                None => 0,
            };
            // start < 16, size <= 8.
            let stop = start.wrapping_add(size);
            if size > 0 && start < end && first < stop {
                let stop = if stop > USER_DATA_REGS as usize {
                    USER_DATA_REGS as usize
                } else {
                    stop
                };
                self.hints &= !hint_mask(start, stop);
            }
            start = start.wrapping_add(1);
        }
    }

    /// The hint announcing the descriptor that starts at user-data register
    /// `register`, if one does.
    ///
    /// ```
    /// use gcn::blocks::shader::UserData;
    /// use gcn::blocks::shader::UserDataHint as Hint;
    ///
    /// let ud = UserData::new().with_hinted(4, &[1, 2, 3, 4], Hint::Ssharp)?;
    /// assert_eq!((ud.len(), ud.hint(4), ud.hint(0)), (8, Some(Hint::Ssharp), None));
    /// // Overwriting part of it makes it plain user data.
    /// assert_eq!(ud.with_words(5, &[0])?.hint(4), None);
    /// # Ok::<(), gcn::blocks::Error>(())
    /// ```
    #[inline]
    pub const fn hint(&self, register: u32) -> Option<Hint> {
        if register >= USER_DATA_REGS {
            return None;
        }
        match code_hint(hint_at(self.hints, register as usize)) {
            Some((hint, _)) => Some(hint),
            None => None,
        }
    }

    /// Registers before the first hinted descriptor (all of them without one):
    /// those the program packet writes.
    #[inline]
    pub(crate) const fn plain_prefix(&self) -> usize {
        // `PLAIN` is 0: the first register with a hint code is the lowest
        // non-zero nibble of the codes.
        static_assertions::const_assert!(PLAIN == 0);
        let first = (self.hints.trailing_zeros() / HINT_BITS) as usize;
        let len = self.len as usize;
        if first < len { first } else { len }
    }

    /// Appends the packets of registers `from..len` of `stage`: each hinted
    /// descriptor as its hint NOP and its `SET_SH_REG`, each run of other
    /// registers as one `SET_SH_REG`. Nothing when `from` is past the user
    /// data, as it is without hinted descriptors: that check is inlined
    /// into the block's `emit`, so a block without them does not call the
    /// loop, and the loop writes through a fork of the writer, so the
    /// block's own writer stays in registers.
    #[inline(always)]
    pub(crate) const fn write_from<const M: usize>(
        &self,
        p: &mut Writer<'_, M>,
        stage: Stage,
        from: usize,
    ) {
        if from < self.len as usize {
            let mut w = p.fork();
            self.write_runs(&mut w, stage, from);
            let (len, overflow) = (w.len, w.overflow);
            p.join(len, overflow);
        }
    }

    /// [`write_from`](Self::write_from) with user data from `from` on.
    #[inline(never)]
    const fn write_runs<const M: usize>(&self, p: &mut Writer<'_, M>, stage: Stage, from: usize) {
        let len = self.len as usize;
        let base = stage.user_data_offset();
        let mut i = from;
        while i < len {
            let code = hint_at(self.hints, i);
            let end = match code_hint(code) {
                Some((hint, size)) => {
                    p.put([crate::pm4::nop_header(1), hint.payload()]);
                    // i + size <= len <= 16 (set_hinted stored exactly
                    // `size` words from i).
                    i.wrapping_add(size)
                }
                None => {
                    let mut j = i;
                    while j < len {
                        let c = hint_at(self.hints, j);
                        if c != PLAIN && c != INSIDE {
                            break;
                        }
                        j = j.wrapping_add(1);
                    }
                    j
                }
            };
            let end = if end > len { len } else { end };
            // i < 16: the offsets stay below 0x250.
            p.start_run(
                Space::Sh,
                base.wrapping_add(i as u16),
                end.wrapping_sub(i),
                0,
            );
            match self.values.split_at_checked(end) {
                Some((head, _)) => match head.split_at_checked(i) {
                    Some((_, run)) => p.put_slice(run),
                    None => p.fail(),
                },
                None => p.fail(),
            }
            i = end;
        }
    }

    /// All sixteen registers (those past `len` are 0).
    #[inline]
    pub(crate) const fn all(&self) -> &[u32; USER_DATA_REGS as usize] {
        &self.values
    }

    /// The values.
    #[inline]
    pub const fn as_slice(&self) -> &[u32] {
        in_use(&self.values, self.len as usize)
    }

    /// Number of values.
    #[inline]
    pub const fn len(&self) -> usize {
        self.len as usize
    }

    /// Whether there are none.
    #[inline]
    pub const fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Reads the user-data registers of `stage` present in `regs`, from
    /// register 0 up to the first one missing (as plain user data).
    pub(crate) fn decode<S: crate::blocks::RegSource + ?Sized>(stage: Stage, src: &S) -> UserData {
        let mut out = UserData::new();
        let mut len = 0u32;
        for (slot, off) in out.values.iter_mut().zip(stage.user_data_offset()..) {
            match src.read(crate::regs::Space::Sh, off) {
                Some(v) => {
                    *slot = v;
                    // At most 16 values.
                    len = len.wrapping_add(1);
                    out.len = len;
                }
                None => break,
            }
        }
        out
    }
}

impl Default for UserData {
    fn default() -> Self {
        UserData::new()
    }
}
