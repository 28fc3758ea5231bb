//! Shader programs: fetch shaders the crate generates from a vertex input
//! layout ([`fetch`], built on [`crate::isa`]), shaders compiled by LLVM
//! read into the crate's stage blocks ([`code_object`]), the built-in
//! rect-list vertex shader and clear pixel shader ([`builtin`]), and the
//! `OrbShdr` info block and input-usage slots behind PS4 shader code
//! ([`binary_info`]).
//!
//! The module sits above [`crate::isa`] (the machine code),
//! [`crate::desc`] (the data formats a vertex input names) and
//! [`crate::blocks`] (the stage blocks a shader fills in).
//!
//! The programs the crate writes itself come for each generation: the
//! functions without one ([`fetch::fetch_shader`], [`builtin::rect_vs`],
//! [`builtin::clear_ps`]) write gfx7 code, their `_for` siblings
//! ([`fetch::fetch_shader_for`], [`builtin::rect_vs_for`],
//! [`builtin::clear_ps_for`]) the code of the [`Gfx`] given, with that
//! generation's encodings and register limits ([`addressable_sgprs`]).
//! Code for one generation is other instructions, or none, on another:
//! build it with the generation of the command buffer that runs it
//! ([`CommandBuffer::gfx`](crate::pm4::CommandBuffer::gfx)).

use crate::blocks;
use crate::blocks::shader::Stage;
use crate::desc;
use crate::isa;
use crate::regs::Gfx;

pub mod binary_info;
pub mod builtin;
pub mod code_object;
pub mod fetch;

/// SGPRs a wave of generation `gfx` can name in its code: 104 on gfx6 and
/// gfx7 (`s0`..`s103`), 102 on gfx8 (`s0`..`s101`; operand codes 102 and
/// 103 are `flat_scratch` there, and `llvm-mc-14 -mcpu=tonga` refuses
/// `s102`). LLVM's `getAddressableNumSGPRs` and Mesa's ACO (`aco_ir.cpp`,
/// the SGPR limit per generation) give the same counts. Tonga and Iceland
/// (gfx802, gfx800) are stricter: a hardware bug in their SGPR
/// initialisation makes every wave allocate exactly 96 SGPRs, `VCC`
/// included (Mesa `ac_gpu_info.c`, `max_sgpr_alloc`; ACO's allocation
/// granule there; `llc-14 -mcpu=tonga` reports `NumSgprs: 96` for every
/// program and refuses one naming `s101`). A stage block for those chips
/// sets `RSRC1.SGPRS` to 96 SGPRs whatever the code uses, and a program
/// for them keeps below that.
pub const fn addressable_sgprs(gfx: Gfx) -> u16 {
    match gfx {
        Gfx::Gfx6 | Gfx::Gfx7 => isa::SGPR_COUNT,
        Gfx::Gfx8 => 102,
    }
}

/// Why a shader was not generated.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Error {
    /// An instruction could not be written ([`isa::Error`]; running out of
    /// space is [`isa::Error::OutOfSpace`]).
    Isa(isa::Error),
    /// A vertex input's format cannot be fetched by a buffer load (no buffer
    /// data format, or a block-compressed / depth-only format).
    UnfetchableFormat {
        /// Index of the input in the layout.
        input: usize,
    },
    /// A vertex input's byte offset is above the 4095 a buffer load's
    /// immediate offset holds.
    OffsetTooLarge {
        /// Index of the input in the layout.
        input: usize,
        /// The offset given.
        offset: u32,
    },
    /// A generated program needs more registers of a kind than a wave has:
    /// SGPRs or VGPRs (a fetch shader's layout), or user SGPRs (the 16
    /// user-data registers of a stage, for [`builtin::clear_ps`]'s colour).
    TooManyRegisters {
        /// `SGPR`, `VGPR` or `user SGPR`.
        kind: &'static str,
        /// Registers needed.
        needed: u32,
        /// Registers of the kind a wave has.
        available: u32,
    },
    /// Two uses of a fetch shader's registers
    /// ([`fetch::FetchRegisters`]) share a register: a V# load over the
    /// return address or the table pointer, the table over the return
    /// address, or an input's VGPRs over the vertex or instance index.
    OverlappingRegisters {
        /// The [`fetch::FetchRegisters`] field of the first use.
        first: &'static str,
        /// The field of the second.
        second: &'static str,
    },
    /// The SGPRs the vertex shader receives (its user data, then the
    /// system SGPRs its `RSRC2_VS` enables) reach the SGPRs the fetch
    /// shader loads its V#s into, so the loads would overwrite them
    /// ([`fetch::check_user_sgprs`]).
    UserDataOverwritten {
        /// The VS's `SPI_SHADER_PGM_RSRC2_VS.USER_SGPR` (user data in
        /// `s0..`).
        user_sgprs: u8,
        /// The system SGPRs after the user data ([`fetch::system_sgprs`]:
        /// streamout, off-chip LDS, scratch offset).
        system_sgprs: u8,
        /// The first SGPR the fetch shader loads ([`fetch::FetchRegisters::first_vsharp`]).
        first_vsharp: u8,
    },
    /// The bytes are not a 64-bit little-endian AMD GPU ELF object.
    NotAnObject {
        /// What is wrong.
        reason: &'static str,
    },
    /// A header, the section table or a section lies past the end of the
    /// bytes.
    OutOfBounds {
        /// What lies outside.
        what: &'static str,
    },
    /// The object has no section of this name.
    MissingSection {
        /// The section's name.
        name: &'static str,
    },
    /// A section's size is not whole entries (dwords of code, pairs of
    /// register entries).
    BadSection {
        /// The section's name.
        name: &'static str,
    },
    /// The object is a shader of another stage than asked for.
    WrongStage {
        /// The stage asked for.
        expected: Stage,
        /// The stage the object sets registers of, if any.
        found: Option<Stage>,
    },
    /// The template given for a stage's block is a program of another
    /// stage ([`code_object::CodeObject::es_shader`] and the other
    /// [`blocks::shader::ShaderProgram`] stages take a template of theirs).
    TemplateStage {
        /// The stage of the block asked for.
        expected: Stage,
        /// The template's stage.
        found: Stage,
    },
    /// The code reads the scratch buffer's descriptor through
    /// `SCRATCH_RSRC_DWORD0/1` relocations, which the method asked does not
    /// apply, and its block would not run the code as built
    /// ([`code_object::CodeObject::vs_shader`] and the other `*_shader`
    /// methods; the `*_shader_with_scratch` methods, such as
    /// [`code_object::CodeObject::cs_shader_with_scratch`], apply them).
    UnappliedScratchRelocations {
        /// The stage of the block asked for.
        stage: Stage,
    },
    /// The code has relocations, places a loader patches, and the method
    /// asked copies the code as stored
    /// ([`code_object::CodeObject::copy_code`]): the first of them.
    UnappliedRelocation {
        /// Byte offset in `.text` of the place it patches.
        offset: u64,
        /// The relocation type.
        kind: u32,
        /// The symbol, when it is one of
        /// [`code_object::SCRATCH_RSRC_SYMBOLS`] (any other is named by
        /// [`code_object::CodeObject::relocations`]).
        symbol: Option<&'static str>,
    },
    /// A relocation of the code is of a type the crate does not apply
    /// (it applies LLVM's `R_AMDGPU_ABS32_LO`,
    /// [`code_object::R_AMDGPU_ABS32_LO`]).
    UnsupportedRelocation {
        /// Byte offset in `.text` of the place it patches.
        offset: u64,
        /// The relocation type.
        kind: u32,
    },
    /// A relocation of the code names a symbol the crate has no value for
    /// (it fills [`code_object::SCRATCH_RSRC_SYMBOLS`]; the name is in
    /// [`code_object::CodeObject::relocations`]).
    UnknownRelocationSymbol {
        /// Byte offset in `.text` of the place it patches.
        offset: u64,
    },
    /// A relocation's place is not a whole dword of the code.
    RelocationOutOfBounds {
        /// Byte offset in `.text` of the place it patches.
        offset: u64,
    },
    /// A descriptor the shader needs could not be built ([`desc::Error`]:
    /// a scratch buffer address of 2^48 or more).
    Desc(desc::Error),
    /// The registers do not form a valid stage block ([`blocks::Error`]).
    Block(blocks::Error),
    /// A code object lists a register the stage block does not take from it:
    /// one the block does not hold, or user data (which the template gives).
    UnusedRegister {
        /// The stage of the block asked for.
        stage: Stage,
        /// The entry's register byte address.
        byte_address: u32,
        /// The gfx7 register at that address, if there is one.
        name: Option<&'static str>,
        /// The value the object gives it.
        value: u32,
    },
    /// The layout is empty or has more inputs than the generator takes.
    InputCount {
        /// Inputs given.
        count: usize,
        /// Largest count accepted.
        max: usize,
    },
    /// No `OrbShdr` shader binary info block where one was looked for.
    NoBinaryInfo,
    /// The binary info block's usage masks or input-usage slots would start
    /// before the bytes given.
    BinaryInfoOutOfBounds {
        /// What lies outside.
        what: &'static str,
    },
    /// The binary info block's code length reaches past the block itself
    /// ([`binary_info::BinaryInfo::code_length`]).
    BinaryInfoCodeTooLong {
        /// The code length in bytes.
        length: u32,
        /// Byte offset of the block.
        block: usize,
    },
}

display_messages!(Error {
    Error::Isa(e) => "{e}";
    Error::UnfetchableFormat { input } => "vertex input {input}: the format cannot be fetched by a buffer load";
    Error::OffsetTooLarge { input, offset } => "vertex input {input}: byte offset {offset} is above 4095";
    Error::TooManyRegisters { kind, needed, available } => "the shader needs {needed} {kind}s, more than the {available} a wave has";
    Error::OverlappingRegisters { first, second } => "the fetch shader's `{first}` and `{second}` registers overlap";
    Error::UserDataOverwritten { user_sgprs, system_sgprs: 0, first_vsharp } => "the vertex shader's {user_sgprs} user SGPRs (from s0) reach s{first_vsharp}, where the fetch shader loads its V#s: `first_vsharp` must be at least the user SGPR count";
    Error::UserDataOverwritten { user_sgprs, system_sgprs, first_vsharp } => "the vertex shader's {user_sgprs} user SGPRs (from s0) and the {system_sgprs} system SGPRs after them (streamout, off-chip LDS, scratch offset) reach s{first_vsharp}, where the fetch shader loads its V#s: `first_vsharp` must be at least the SGPRs the vertex shader receives";
    Error::InputCount { count, max } => "{count} vertex inputs given, 1..={max} accepted";
    Error::NotAnObject { reason } => "not an AMD GPU code object: {reason}";
    Error::OutOfBounds { what } => "code object truncated: {what} lies past the end";
    Error::MissingSection { name } => "code object has no {name} section";
    Error::BadSection { name } => "code object section {name} has a partial entry";
    Error::WrongStage { expected, found: Some(found) } => "code object is a {found:?} shader, not a {expected:?} shader";
    Error::WrongStage { expected, found: None } => "code object sets no program registers of any stage (wanted {expected:?})";
    Error::TemplateStage { expected, found } => "the template is a {found:?} program, not a {expected:?} program";
    Error::UnappliedScratchRelocations { stage } => "code object's {stage:?} shader uses scratch memory: its code reads the scratch buffer descriptor through SCRATCH_RSRC_DWORD0/1 relocations, which are not applied (the stage's *_shader_with_scratch applies them)";
    Error::UnappliedRelocation { offset, kind, symbol: Some(symbol) } => "code object relocation at .text byte {offset:#x} (type {kind}, {symbol}) would be left unpatched: copy the code with copy_code_with_scratch, which applies it";
    Error::UnappliedRelocation { offset, kind, symbol: None } => "code object relocation at .text byte {offset:#x} (type {kind}, a symbol the crate has no value for) would be left unpatched";
    Error::UnsupportedRelocation { offset, kind } => "code object relocation at .text byte {offset:#x} is of type {kind}, which is not applied (only R_AMDGPU_ABS32_LO, type 1, is)";
    Error::UnknownRelocationSymbol { offset } => "code object relocation at .text byte {offset:#x} names a symbol with no value (only SCRATCH_RSRC_DWORD0/1 are filled)";
    Error::RelocationOutOfBounds { offset } => "code object relocation at .text byte {offset:#x} is not a whole dword of the code";
    Error::Desc(e) => "{e}";
    Error::Block(e) => "{e}";
    Error::UnusedRegister { stage, byte_address, name: Some(name), value } => "code object sets {name} (byte address {byte_address:#X}) to {value:#010X}, which the {stage:?} block does not take";
    Error::UnusedRegister { stage, byte_address, name: None, value } => "code object sets byte address {byte_address:#X}, no gfx7 register, to {value:#010X}, which the {stage:?} block does not take";
    Error::NoBinaryInfo => "no 'OrbShdr' shader binary info block found";
    Error::BinaryInfoOutOfBounds { what } => "shader binary info: the {what} start before the bytes given";
    Error::BinaryInfoCodeTooLong { length, block } =>
        "shader binary info: {length} bytes of code run past the block at byte {block:#x}";
});

wrap_errors!(sources of Error {
    Isa(isa::Error),
    Desc(desc::Error),
    Block(blocks::Error),
});
