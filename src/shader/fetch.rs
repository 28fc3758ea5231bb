//! Fetch shaders: the subroutine a PS4 vertex shader calls first, which loads
//! each vertex input into VGPRs and returns.
//!
//! The generated code has the shape PS4 vertex shaders expect (and that
//! emulators such as shadPS4 parse back):
//!
//! ```text
//! s_load_dwordx4 s[8:11], s[2:3], 0x0          ; V# of each vertex buffer used,
//! s_load_dwordx4 s[12:15], s[2:3], 0x4         ; 4 dwords per table slot
//! s_waitcnt lgkmcnt(0)
//! buffer_load_format_xyzw v[4:7], v0, s[8:11], 0 idxen   ; one load per input,
//! buffer_load_format_xy v[8:9], v0, s[12:15], 0 idxen    ; input i in v[4+4i..]
//! s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
//! s_setpc_b64 s[0:1]                            ; back to the vertex shader
//! ```
//!
//! | register | holds | [`FetchRegisters`] field |
//! |---|---|---|
//! | `s[0:1]` | the return address (the vertex shader's `s_swappc_b64` wrote it) | `ret` |
//! | `s[2:3]` | the address of the vertex buffer table (one 4-dword V# per slot) | `table` |
//! | `v0` | the vertex index | `vertex_index` |
//! | `v3` | the instance index | `instance_index` |
//! | `v4`.. | input `i` in `v[4+4i : 4+4i+n-1]` (`n` = the channels loaded, see below) | `first_input` |
//! | `s8`.. | the V#s loaded, 4 SGPRs per vertex buffer used | `first_vsharp` |
//!
//! [`fetch_shader`] writes gfx7 code (the PS4's); [`fetch_shader_for`]
//! writes the same program for another generation, with its encodings and
//! register limits: on gfx6 a V# load's offset is an 8-bit dword count, so
//! a vertex buffer slot above 63 (offset 256 dwords or more, which gfx7
//! writes as a literal) is refused; on gfx8 the loads are `SMEM`
//! instructions whose offset counts **bytes** (slot `k` at `16 * k`) and
//! the V#s must lie in `s0`..`s101` ([`addressable_sgprs`]).
//!
//! ```text
//! s_load_dwordx4 s[12:15], s[2:3], 0x10        ; gfx8: slot 1 at byte 16
//! ```
//!
//! The format of each input only decides how many channels are loaded: a
//! `buffer_load_format_*` converts with the data and number format of the V#
//! it reads, so a buffer's V# (see [`crate::desc::BufferResource`]) carries the
//! format, and formats the hardware cannot fetch are refused here as there.
//! The load also returns the channels through the V#'s destination selects,
//! so it reaches far enough for every data channel the selects show to
//! arrive: the format's channel count, or more where a data channel first
//! shows in a later position (`A8_UNORM`, selects `0, 0, 0, X`, loads `xyzw`:
//! its alpha arrives in the fourth VGPR; `L8A8_UNORM`, `X, X, X, Y`, too;
//! `L8_UNORM`, `X, X, X, 1`, has its one channel in `x` and loads `x`).
//!
//! ```
//! use gcn::desc::DataFormat;
//! use gcn::shader::fetch::{fetch_shader, FetchRegisters, InputRate, VertexInput};
//!
//! let inputs = [
//!     VertexInput { buffer: 0, offset: 0, format: DataFormat::R32G32B32A32_FLOAT, rate: InputRate::Vertex },
//!     VertexInput { buffer: 1, offset: 0, format: DataFormat::R32G32B32_FLOAT, rate: InputRate::Vertex },
//!     VertexInput { buffer: 2, offset: 0, format: DataFormat::R32G32_FLOAT, rate: InputRate::Vertex },
//! ];
//! let mut code = [0u32; 32];
//! let fs = fetch_shader(&inputs, &FetchRegisters::PS4, &mut code)?;
//! assert_eq!(fs.dwords, 12);
//! assert_eq!(fs.vgprs, 14); // v0..v13
//! let text: Vec<String> = gcn::isa::instructions(&code[..fs.dwords])
//!     .map(|r| r.map(|(_, i)| i.to_string()))
//!     .collect::<Result<_, _>>()?;
//! assert_eq!(text[4], "buffer_load_format_xyzw v[4:7], v0, s[8:11], 0 idxen");
//! assert_eq!(text.last().map(String::as_str), Some("s_setpc_b64 s[0:1]"));
//! # Ok::<(), gcn::Error>(())
//! ```

// Register arithmetic below adds at most 4 × MAX_INPUTS = 128 to a `u8`
// register number widened to `u32`, and the register bounds are checked
// before any number is narrowed back: no operation can overflow.
#![allow(clippy::arithmetic_side_effects)]

use super::{Error, addressable_sgprs};
use crate::blocks::shader::{VsShader, sgpr_blocks, vgpr_blocks};
use crate::desc::DataFormat;
use crate::isa::{
    Assembler, BufOperands, Inst, Mubuf, MubufFlags, Operand, SGPR_COUNT, Smrd, SmrdOffset, Sop1,
    Sopp, VGPR_COUNT, Waitcnt,
};
use crate::regs::{Gfx, SqSel};

/// Largest number of vertex inputs a fetch shader takes (as many as a PS4
/// vertex shader's input semantics).
pub const MAX_INPUTS: usize = 32;

/// Which index a vertex input is fetched at.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum InputRate {
    /// Once per vertex (the vertex index VGPR).
    Vertex,
    /// Once per instance (the instance index VGPR).
    Instance,
}

/// One vertex input: which buffer, where in its element, and what it holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct VertexInput {
    /// Slot of the buffer's V# in the vertex buffer table.
    pub buffer: u8,
    /// Byte offset of the input inside the buffer's element (0..=4095).
    pub offset: u16,
    /// Format of the input (its channel count decides the load).
    pub format: DataFormat,
    /// Vertex or instance rate.
    pub rate: InputRate,
}

/// The registers the fetch shader and its vertex shader agree on. No load
/// may overwrite a register still read: [`fetch_shader`] refuses an input
/// over an index VGPR and any overlap of the `ret` pair, the `table` pair and
/// the V#s ([`Error::OverlappingRegisters`]). The two index VGPRs are only
/// read, so they are not checked against each other.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct FetchRegisters {
    /// First SGPR of the pair holding the return address.
    pub ret: u8,
    /// First SGPR of the pair holding the vertex buffer table's address.
    pub table: u8,
    /// VGPR holding the vertex index.
    pub vertex_index: u8,
    /// VGPR holding the instance index.
    pub instance_index: u8,
    /// First VGPR of input 0 (input `i` starts 4 VGPRs after input `i - 1`).
    pub first_input: u8,
    /// First SGPR the V#s are loaded into (a multiple of 4).
    pub first_vsharp: u8,
}

impl FetchRegisters {
    /// The PS4 convention: return address `s[0:1]`, table `s[2:3]`, vertex
    /// index `v0`, instance index `v3`, inputs from `v4`, V#s from `s8`.
    pub const PS4: Self = Self {
        ret: 0,
        table: 2,
        vertex_index: 0,
        instance_index: 3,
        first_input: 4,
        first_vsharp: 8,
    };
}

/// `vs` with the fetch shader's address and the vertex buffer table's address
/// in its user data, where a PS4 vertex shader looks for them: the pair
/// `regs.ret` (the VS calls the fetch shader with `s_swappc_b64 s[0:1], s[0:1]`,
/// which jumps to the address in the pair and leaves the return address in
/// the same pair) and the pair `regs.table`, and with its `RSRC1_VS`
/// register allocation raised to cover the fetch shader `fs`
/// ([`cover_fetch_shader`]: its SGPRs plus `VCC`, its VGPRs, the index
/// VGPRs it reads); refused when
/// the fetch shader's V# loads would overwrite the VS's user data
/// ([`check_user_sgprs`]).
///
/// shadPS4 (`src/shader_recompiler/frontend/fetch_shader.cpp`,
/// `GetFetchShaderCode`) reads the fetch shader's 64-bit address from the user
/// data at the SGPR pair the vertex shader's `s_swappc_b64` names; with
/// [`FetchRegisters::PS4`] that is user data 0 (low dword) and 1 (high dword),
/// and the table follows in 2 and 3. An invalid register (past user data 15)
/// is recorded in the block and reported by [`VsShader::validate`] and its
/// `emit`, as for every `with_*` setter. The index VGPRs the fetch shader
/// reads are loaded too: `RSRC1_VS.VGPR_COMP_CNT` is raised to
/// [`FetchShader::vgpr_comp_cnt`] ([`cover_fetch_shader`]).
///
/// Give `vs` its other user data and its `RSRC2` first: the check sees the
/// block's `USER_SGPR` and system SGPRs as they are here. A block whose
/// user data grows later (a resource binder's table pointers raised with
/// `with_user_sgprs`), or that enables streamout or scratch later (as
/// [`CodeObject::vs_shader_with_scratch`](crate::shader::code_object::CodeObject::vs_shader_with_scratch)
/// does for an object that uses scratch), is checked again with
/// [`check_user_sgprs`]; one whose `RSRC1` is replaced later (by a code
/// object's, [`CodeObject::vs_shader`](crate::shader::code_object::CodeObject::vs_shader))
/// is raised again with [`cover_fetch_shader`].
///
/// ```
/// use gcn::blocks::shader::VsShader;
/// use gcn::desc::DataFormat;
/// use gcn::shader::fetch::{fetch_shader, with_fetch_shader, FetchRegisters, InputRate, VertexInput};
///
/// let input = VertexInput { buffer: 0, offset: 0, format: DataFormat::R32G32B32A32_FLOAT, rate: InputRate::Vertex };
/// let mut code = [0u32; 16];
/// let fs = fetch_shader(&[input], &FetchRegisters::PS4, &mut code)?; // s[8:11], v[4:7]
/// let vs = with_fetch_shader(
///     VsShader::new().with_address(0x10_0000),
///     &FetchRegisters::PS4,
///     &fs,
///     0x12_3456_7800,
///     0x0020_0000,
/// )?;
/// assert_eq!(vs.program().user_data().as_slice(), &[0x3456_7800, 0x12, 0x0020_0000, 0]);
/// assert_eq!(vs.rsrc2().user_sgpr(), 4);
/// // 12 SGPRs + VCC: two granules of 8 (SGPRS = 1); 8 VGPRs (VGPRS = 1).
/// assert_eq!((vs.rsrc1().sgprs(), vs.rsrc1().vgprs()), (1, 1));
///
/// // 12 user SGPRs reach s8, where FetchRegisters::PS4 loads the first V#.
/// let busy = VsShader::new().with_user_data(&[0; 12]);
/// assert!(with_fetch_shader(busy, &FetchRegisters::PS4, &fs, 0x12_3456_7800, 0x0020_0000).is_err());
/// // Loading the V#s past them (s12, a multiple of 4) is fine.
/// let regs = FetchRegisters { first_vsharp: 12, ..FetchRegisters::PS4 };
/// let fs = fetch_shader(&[input], &regs, &mut code)?;
/// assert!(with_fetch_shader(busy, &regs, &fs, 0x12_3456_7800, 0x0020_0000).is_ok());
/// // With scratch, the wave's scratch offset follows them in s12.
/// let scratch = busy.with_rsrc2(busy.rsrc2().with_scratch_en(true));
/// assert!(with_fetch_shader(scratch, &regs, &fs, 0x12_3456_7800, 0x0020_0000).is_err());
/// # Ok::<(), gcn::Error>(())
/// ```
///
/// # Errors
/// [`Error::UserDataOverwritten`] when the block's `USER_SGPR` count, the
/// two pointers included, and its system SGPRs ([`system_sgprs`]: streamout,
/// off-chip LDS, scratch offset) reach past `regs.first_vsharp`;
/// [`Error::TooManyRegisters`] and [`Error::Block`] as
/// [`cover_fetch_shader`].
pub const fn with_fetch_shader(
    vs: VsShader,
    regs: &FetchRegisters,
    fs: &FetchShader,
    fetch_shader: u64,
    vertex_buffer_table: u64,
) -> Result<VsShader, Error> {
    let vs = vs
        .with_pointer(regs.ret as u32, fetch_shader)
        .with_pointer(regs.table as u32, vertex_buffer_table);
    if let Err(e) = check_user_sgprs(&vs, regs) {
        return Err(e);
    }
    cover_fetch_shader(vs, fs)
}

/// SGPRs a wave allocates for `VCC` on gfx6..gfx8: two, from the same pool
/// as the SGPRs its code names, counted in `RSRC1.SGPRS`.
pub const VCC_SGPRS: u32 = 2;

/// `vs` with `SPI_SHADER_PGM_RSRC1_VS.SGPRS` and `VGPRS` raised, where
/// they are lower, to cover the registers the fetch shader `fs` writes:
/// its SGPRs plus the two of `VCC` ([`VCC_SGPRS`]), and its VGPRs; and
/// `VGPR_COMP_CNT` raised to [`FetchShader::vgpr_comp_cnt`], so the
/// hardware loads the index VGPRs it reads. Fields already large enough
/// are kept; nothing else changes.
///
/// The fetch shader runs in the vertex shader's wave, so the V#s it loads
/// into `s[first_vsharp..]` and the inputs it loads into
/// `v[first_input..]` must lie inside the wave's allocation, which
/// `RSRC1_VS` gives in granules (`SGPRS`: 8 SGPRs a granule, stored as
/// granules − 1; `VGPRS`: 4 VGPRs a granule, stored as granules − 1;
/// [`sgpr_blocks`], [`vgpr_blocks`]); a write past it lands outside the
/// wave's registers. The SGPR count adds `VCC`'s two as radeonsi does for
/// the SGPRs a shader receives (`si_shader.c`, `si_fix_resource_usage`:
/// at least the input SGPRs + 2 for `VCC`) and as LLVM 14 counts a
/// vertex shader that writes what the fetch shader writes and `VCC`:
/// `s[8:19]`, `v[4:13]` and `vcc` give `RSRC1_VS` = `0x83` (`SGPRS` 2 =
/// 24 SGPRs, `VGPRS` 3 = 16 VGPRs). The VS's code may use `VCC` whether or
/// not the fetch shader does, and the block does not say which.
///
/// [`with_fetch_shader`] calls it. A block whose `RSRC1` is replaced later
/// (as [`CodeObject::vs_shader`](crate::shader::code_object::CodeObject::vs_shader)
/// replaces it with the object's) is raised again with it.
///
/// ```
/// use gcn::blocks::shader::VsShader;
/// use gcn::shader::fetch::{cover_fetch_shader, FetchShader};
///
/// // V#s in s[8:19], inputs in v[4:13]: 20 + 2 SGPRs, 14 VGPRs.
/// let fs = FetchShader { dwords: 12, vgprs: 14, sgprs: 20, vgpr_comp_cnt: 0 };
/// let vs = cover_fetch_shader(VsShader::new(), &fs)?;
/// assert_eq!((vs.rsrc1().sgprs(), vs.rsrc1().vgprs()), (2, 3)); // 24 SGPRs, 16 VGPRs
/// // An instance-rate input read from v3: VGPR_COMP_CNT 3.
/// let instanced = FetchShader { vgpr_comp_cnt: 3, ..fs };
/// assert_eq!(cover_fetch_shader(VsShader::new(), &instanced)?.rsrc1().vgpr_comp_cnt(), 3);
/// // A larger allocation is kept.
/// let big = VsShader::new().with_sgprs(48).with_vgprs(32);
/// assert_eq!(cover_fetch_shader(big, &fs)?.rsrc1(), big.rsrc1());
/// # Ok::<(), gcn::Error>(())
/// ```
///
/// # Errors
/// [`Error::TooManyRegisters`] when the fetch shader's SGPRs plus `VCC`
/// pass the 104 SGPRs a gfx7 wave allocates (a gfx8 wave too: `s101` and
/// `VCC` make 104, which `llc-14 -mcpu=fiji` allocates), or its VGPRs the 256 VGPRs
/// (a [`FetchShader`] written by hand; [`fetch_shader`] refuses more than
/// the registers there are); [`Error::Block`] with
/// [`crate::blocks::Error::OutOfRange`] for a `vgpr_comp_cnt` above 3 (a
/// hand-written [`FetchShader`] too).
pub const fn cover_fetch_shader(vs: VsShader, fs: &FetchShader) -> Result<VsShader, Error> {
    let sgprs = fs.sgprs.saturating_add(VCC_SGPRS);
    let Ok(sgpr_field) = sgpr_blocks(sgprs) else {
        return Err(Error::TooManyRegisters {
            kind: "SGPR",
            needed: sgprs,
            available: SGPR_COUNT as u32,
        });
    };
    // A fetch shader writes at least one VGPR; 0 is read as 1.
    let vgprs = if fs.vgprs == 0 { 1 } else { fs.vgprs };
    let Ok(vgpr_field) = vgpr_blocks(vgprs) else {
        return Err(Error::TooManyRegisters {
            kind: "VGPR",
            needed: vgprs,
            available: VGPR_COUNT as u32,
        });
    };
    let r = vs.rsrc1();
    let r = if r.sgprs() < sgpr_field {
        r.with_sgprs(sgpr_field)
    } else {
        r
    };
    let r = if r.vgprs() < vgpr_field {
        r.with_vgprs(vgpr_field)
    } else {
        r
    };
    // VGPR_COMP_CNT is 2 bits: 0..=3.
    if fs.vgpr_comp_cnt > 3 {
        return Err(Error::Block(crate::blocks::Error::OutOfRange {
            field: "vgpr_comp_cnt",
            value: fs.vgpr_comp_cnt,
            min: 0,
            max: 3,
        }));
    }
    let comp_cnt = fs.vgpr_comp_cnt as u8;
    let r = if r.vgpr_comp_cnt() < comp_cnt {
        r.with_vgpr_comp_cnt(comp_cnt)
    } else {
        r
    };
    Ok(vs.with_rsrc1(r))
}

/// Checks that the fetch shader's V# loads leave the SGPRs `vs` receives
/// alone: its user data and the system SGPRs after it ([`system_sgprs`]).
///
/// The hardware loads a VS's `USER_SGPR` user-data registers
/// (`SPI_SHADER_PGM_RSRC2_VS.USER_SGPR`) into `s0..`, then the system SGPRs
/// its `RSRC2_VS` enables, and the VS reads them after the fetch shader
/// returns; the fetch shader loads its V#s into `s[first_vsharp..]` (at
/// least one). So the two counts together must not pass
/// `regs.first_vsharp`: pick `first_vsharp` as that sum rounded up to a
/// multiple of 4 (a 4-dword load's first SGPR), or higher. PS4 fetch
/// shaders do the same: shadPS4 documents one whose VS has the two pointers
/// alone (`s[0:3]`) loading its V#s into `s[4:7]`, and one loading them
/// from `s8` ([`FetchRegisters::PS4`]), which leaves 8 SGPRs to the VS.
///
/// # Errors
/// [`Error::UserDataOverwritten`].
pub const fn check_user_sgprs(vs: &VsShader, regs: &FetchRegisters) -> Result<(), Error> {
    let user_sgprs = vs.rsrc2().user_sgpr();
    let system_sgprs = system_sgprs(vs);
    // At most 31 + 9: no overflow.
    if user_sgprs + system_sgprs > regs.first_vsharp {
        return Err(Error::UserDataOverwritten {
            user_sgprs,
            system_sgprs,
            first_vsharp: regs.first_vsharp,
        });
    }
    Ok(())
}

/// The system SGPRs the hardware loads for `vs` after its user SGPRs, as
/// its `SPI_SHADER_PGM_RSRC2_VS` enables them (in this order):
///
/// | field | SGPRs |
/// |---|---|
/// | `SO_EN` | 2: the streamout configuration, then the streamout write index |
/// | `SO_BASE0_EN`..`SO_BASE3_EN` | 1 each: that streamout buffer's offset |
/// | `OC_LDS_EN` | the off-chip LDS offset of a tessellation evaluation shader run as the VS, after one SGPR more when `SO_EN` is clear (where the streamout configuration would be) |
/// | `SCRATCH_EN` | 1: the wave's scratch offset, last |
///
/// Sources: Mesa radeonsi (`si_shader_args.c`, `declare_streamout_params`
/// and the VS / TES cases) and RADV (`radv_shader_args.c`,
/// `declare_streamout_sgprs`) declare these after the user SGPRs, with the
/// `RSRC2_VS` bits they set (`si_state_shaders.cpp`, `radv_shader.c`);
/// radeonsi adds the scratch offset, which LLVM places after all the
/// others, to the input SGPRs (`si_shader.c`), and LLVM 14's code for an
/// `amdgpu_vs` with one `inreg` argument and scratch reads the scratch
/// offset from `s1` (`tests/data/shader/scratch_vs.ll`).
pub const fn system_sgprs(vs: &VsShader) -> u8 {
    let r = vs.rsrc2();
    let so_en = r.so_en() as u8;
    let bases = r.so_base0_en() as u8
        + r.so_base1_en() as u8
        + r.so_base2_en() as u8
        + r.so_base3_en() as u8;
    let off_chip = if r.oc_lds_en() { 2 - so_en } else { 0 };
    2 * so_en + bases + off_chip + r.scratch_en() as u8
}

/// What [`fetch_shader`] wrote.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct FetchShader {
    /// Dwords of code written.
    pub dwords: usize,
    /// VGPRs the code uses (highest VGPR + 1): at least what the vertex
    /// shader's `SPI_SHADER_PGM_RSRC1_VS.VGPRS` must cover.
    pub vgprs: u32,
    /// SGPRs the code uses (highest SGPR + 1).
    pub sgprs: u32,
    /// The smallest `SPI_SHADER_PGM_RSRC1_VS.VGPR_COMP_CNT` whose input
    /// VGPRs cover the index VGPRs the code reads
    /// ([`VsShader::with_vgpr_comp_cnt`]): a hardware VS starts with
    /// `VGPR_COMP_CNT + 1` of `v0` vertex index, `v1` instance index over step
    /// rate 0, `v2` primitive id, `v3` instance index, so an instance-rate
    /// input read from `v3` ([`FetchRegisters::PS4`]) needs 3. An index VGPR
    /// above `v3` is none the hardware writes and adds nothing.
    pub vgpr_comp_cnt: u32,
}

/// Channels a load of `format` must return: the format's channel count, or
/// more when a data channel the V#'s destination selects show first appears
/// in a later position (a format load returns its channels through them).
const fn load_channels(format: DataFormat) -> Option<u32> {
    let Some(channels) = format.channels() else {
        return None;
    };
    let sel = format.dst_sel();
    let x = SqSel::SQ_SEL_X.into_bits();
    // The data channels any select shows, one bit each (X..W).
    let mut shown = 0u8;
    let mut rest: &[SqSel] = &sel;
    while let [s, tail @ ..] = rest {
        if s.into_bits() >= x {
            shown |= 1 << (s.into_bits() - x);
        }
        rest = tail;
    }
    // The first prefix of the selects that shows all of them.
    let mut seen = 0u8;
    let mut reach = 0;
    let mut rest: &[SqSel] = &sel;
    while let [s, tail @ ..] = rest {
        reach += 1;
        if s.into_bits() >= x {
            seen |= 1 << (s.into_bits() - x);
        }
        if seen == shown {
            break;
        }
        rest = tail;
    }
    Some(if reach > channels { reach } else { channels })
}

/// The buffer load of `channels` channels.
const fn load_op(channels: u32) -> Option<Mubuf> {
    match channels {
        1 => Some(Mubuf::LoadFormatX),
        2 => Some(Mubuf::LoadFormatXy),
        3 => Some(Mubuf::LoadFormatXyz),
        4 => Some(Mubuf::LoadFormatXyzw),
        _ => None,
    }
}

/// Writes the gfx7 fetch shader of `inputs` into `out`; on an error
/// nothing is written (the buffer keeps its contents).
/// [`fetch_shader_for`] with [`Gfx::Gfx7`].
///
/// Each distinct vertex buffer's V# is loaded once, in order of first use;
/// input `i` lands in `regs.first_input + 4 * i`.
///
/// # Errors
/// [`Error::InputCount`] for no inputs or more than [`MAX_INPUTS`];
/// [`Error::UnfetchableFormat`], [`Error::OffsetTooLarge`] for an input;
/// [`Error::OverlappingRegisters`] when `regs` puts two things in one
/// register: an input's VGPRs over `vertex_index` or `instance_index`, or
/// any two of the `ret` pair, the `table` pair and the V#s loaded;
/// [`Error::TooManyRegisters`] past the last VGPR or SGPR; [`Error::Isa`]
/// for a misaligned register pair or V# ([`crate::isa::Error`]) and when
/// `out` is too short ([`crate::isa::Error::OutOfSpace`]).
pub fn fetch_shader(
    inputs: &[VertexInput],
    regs: &FetchRegisters,
    out: &mut [u32],
) -> Result<FetchShader, Error> {
    fetch_shader_for(Gfx::Gfx7, inputs, regs, out)
}

/// Writes the fetch shader of `inputs` for generation `gfx` into `out`;
/// on an error nothing is written. The program and its registers are
/// [`fetch_shader`]'s; the encodings are `gfx`'s: the V# loads are `SMRD`
/// with a dword offset on gfx6 and gfx7 and `SMEM` with a byte offset on
/// gfx8, and the SGPRs end at [`addressable_sgprs`]`(gfx)` (104, or 102 on
/// gfx8).
///
/// ```
/// use gcn::desc::DataFormat;
/// use gcn::regs::Gfx;
/// use gcn::shader::fetch::{fetch_shader_for, FetchRegisters, InputRate, VertexInput};
///
/// let input = VertexInput { buffer: 1, offset: 0, format: DataFormat::R32G32_FLOAT, rate: InputRate::Vertex };
/// let mut code = [0u32; 16];
/// let fs = fetch_shader_for(Gfx::Gfx6, &[input], &FetchRegisters::PS4, &mut code)?;
/// let text: Vec<String> = gcn::isa::instructions_for(&code[..fs.dwords], Gfx::Gfx6)
///     .map(|r| r.map(|(_, i)| i.display_for(Gfx::Gfx6).to_string()))
///     .collect::<Result<_, _>>()?;
/// assert_eq!(text[0], "s_load_dwordx4 s[8:11], s[2:3], 0x4"); // dwords
/// // gfx8's SMEM offset counts bytes.
/// let fs = fetch_shader_for(Gfx::Gfx8, &[input], &FetchRegisters::PS4, &mut code)?;
/// let text: Vec<String> = gcn::isa::instructions_for(&code[..fs.dwords], Gfx::Gfx8)
///     .map(|r| r.map(|(_, i)| i.display_for(Gfx::Gfx8).to_string()))
///     .collect::<Result<_, _>>()?;
/// assert_eq!(text[0], "s_load_dwordx4 s[8:11], s[2:3], 0x10");
/// // gfx6's SMRD offset holds at most 255 dwords: slot 64 is out of reach.
/// let far = VertexInput { buffer: 64, ..input };
/// assert!(fetch_shader_for(Gfx::Gfx6, &[far], &FetchRegisters::PS4, &mut code).is_err());
/// # Ok::<(), gcn::Error>(())
/// ```
///
/// # Errors
/// [`fetch_shader`]'s, with the SGPR limit of `gfx`
/// ([`Error::TooManyRegisters`] with `available` 102 on gfx8); on gfx6,
/// [`Error::Isa`] with [`crate::isa::Error::NotOnGfx`] (`SMRD literal
/// offset`) for a vertex buffer slot above 63; [`Error::Isa`] with
/// [`crate::isa::Error::NotOnGfx`] for an instruction the crate does not
/// encode for `gfx`, or a `ret` or `table` pair in `s[102:103]` on gfx8
/// (`s102 and s103`).
pub fn fetch_shader_for(
    gfx: Gfx,
    inputs: &[VertexInput],
    regs: &FetchRegisters,
    out: &mut [u32],
) -> Result<FetchShader, Error> {
    if inputs.is_empty() || inputs.len() > MAX_INPUTS {
        return Err(Error::InputCount {
            count: inputs.len(),
            max: MAX_INPUTS,
        });
    }
    // Validate every input and find the distinct buffers before writing.
    let mut buffers: heapless::Vec<u8, MAX_INPUTS> = heapless::Vec::new();
    let mut vgprs = u32::from(regs.vertex_index.max(regs.instance_index)) + 1;
    let mut vgpr_comp_cnt = 0;
    for (i, input) in inputs.iter().enumerate() {
        let channels =
            load_channels(input.format).filter(|_| input.format.buffer_format().is_some());
        let Some(channels) = channels.filter(|&c| load_op(c).is_some()) else {
            return Err(Error::UnfetchableFormat { input: i });
        };
        if input.offset > 0xFFF {
            return Err(Error::OffsetTooLarge {
                input: i,
                offset: u32::from(input.offset),
            });
        }
        if !buffers.contains(&input.buffer) {
            // At most MAX_INPUTS distinct buffers: one per input.
            buffers.push(input.buffer).map_err(|_| Error::InputCount {
                count: inputs.len(),
                max: MAX_INPUTS,
            })?;
        }
        let first = u32::from(regs.first_input) + 4 * i as u32;
        // A load into the index VGPRs would change the index later loads
        // (and the vertex shader) read.
        for (name, index) in [
            ("vertex_index", regs.vertex_index),
            ("instance_index", regs.instance_index),
        ] {
            if (first..first + channels).contains(&u32::from(index)) {
                return Err(Error::OverlappingRegisters {
                    first: "first_input",
                    second: name,
                });
            }
        }
        vgprs = vgprs.max(first + channels);
        let index = match input.rate {
            InputRate::Vertex => regs.vertex_index,
            InputRate::Instance => regs.instance_index,
        };
        if index <= 3 {
            vgpr_comp_cnt = vgpr_comp_cnt.max(u32::from(index));
        }
    }
    if vgprs > u32::from(VGPR_COUNT) {
        return Err(Error::TooManyRegisters {
            kind: "VGPR",
            needed: vgprs,
            available: u32::from(VGPR_COUNT),
        });
    }
    let sgprs = u32::from(regs.first_vsharp) + 4 * buffers.len() as u32;
    let sgpr_count = u32::from(addressable_sgprs(gfx));
    if sgprs > sgpr_count {
        return Err(Error::TooManyRegisters {
            kind: "SGPR",
            needed: sgprs,
            available: sgpr_count,
        });
    }
    // A V# load over the return address or the table pointer (or the
    // table over the return address) breaks the loads after it or the
    // return.
    let ranges = [
        ("ret", u32::from(regs.ret), 2),
        ("table", u32::from(regs.table), 2),
        (
            "first_vsharp",
            u32::from(regs.first_vsharp),
            4 * buffers.len() as u32,
        ),
    ];
    for (k, &(first, a, a_len)) in ranges.iter().enumerate() {
        for &(second, b, b_len) in ranges.iter().skip(k + 1) {
            if a < b + b_len && b < a + a_len {
                return Err(Error::OverlappingRegisters { first, second });
            }
        }
    }
    let sgprs = sgprs.max(u32::from(regs.ret.max(regs.table)) + 2);

    let mut scratch = [0u32; 2 * (2 * MAX_INPUTS + 3)];
    let mut asm = Assembler::for_gfx(&mut scratch, gfx);
    let table = Operand::sgprs(regs.table, 2)?;
    let vsharp = |k: usize| Operand::sgprs(regs.first_vsharp.saturating_add((4 * k) as u8), 4);
    for (k, &buffer) in buffers.iter().enumerate() {
        // Slot `buffer` of 4-dword V#s: 4 * buffer dwords, 16 * buffer
        // bytes (gfx8's SMEM offset unit).
        let offset = match gfx {
            Gfx::Gfx6 | Gfx::Gfx7 => SmrdOffset::dwords(4 * u32::from(buffer)),
            Gfx::Gfx8 => match 16 * u32::from(buffer) {
                bytes @ 0..=0xFF => SmrdOffset::Imm(bytes as u8),
                bytes => SmrdOffset::Literal(bytes),
            },
        };
        asm.push(&Inst::Smrd {
            op: Smrd::LoadDwordx4,
            dst: vsharp(k)?,
            base: table,
            offset,
            glc: false,
        })?;
    }
    asm.push(&Inst::Sopp {
        op: Sopp::Waitcnt,
        imm: Waitcnt::LGKM_ZERO.0,
    })?;
    for (i, input) in inputs.iter().enumerate() {
        let channels = load_channels(input.format).unwrap_or(4);
        let op = load_op(channels).unwrap_or(Mubuf::LoadFormatXyzw);
        let k = buffers.iter().position(|&b| b == input.buffer).unwrap_or(0);
        let index = match input.rate {
            InputRate::Vertex => regs.vertex_index,
            InputRate::Instance => regs.instance_index,
        };
        let first = regs.first_input.saturating_add((4 * i) as u8);
        asm.push(&Inst::Mubuf {
            op,
            buf: BufOperands {
                data: Operand::vgprs(first, channels as u8)?,
                vaddr: Operand::vgpr(index),
                srsrc: vsharp(k)?,
                soffset: Operand::ZERO,
                offset: input.offset,
                flags: MubufFlags::IDXEN,
            },
        })?;
    }
    asm.push(&Inst::Sopp {
        op: Sopp::Waitcnt,
        imm: Waitcnt::ALL_ZERO.0,
    })?;
    asm.push(&Inst::Sop1 {
        op: Sop1::SetpcB64,
        dst: Operand::ZERO,
        src0: Operand::sgprs(regs.ret, 2)?,
    })?;

    let code = asm.words();
    let remaining = out.len();
    let dst = out
        .get_mut(..code.len())
        .ok_or(Error::Isa(crate::isa::Error::OutOfSpace {
            needed: code.len(),
            remaining,
        }))?;
    dst.copy_from_slice(code);
    Ok(FetchShader {
        dwords: code.len(),
        vgprs,
        sgprs,
        vgpr_comp_cnt,
    })
}
