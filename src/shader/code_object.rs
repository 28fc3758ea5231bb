//! LLVM AMDGPU code objects: the ELF files `llc -mtriple=amdgcn--
//! -mcpu=bonaire -filetype=obj` writes for an `amdgpu_vs`, `amdgpu_ps` or
//! `amdgpu_cs` function, read into the crate's stage blocks.
//!
//! What the object holds, and where:
//!
//! | section | contents |
//! |---|---|
//! | `.text` | the machine code (one shader per object) |
//! | `.AMDGPU.config` | (register byte address, value) pairs of 4-byte little-endian words: the stage's `SPI_SHADER_PGM_RSRC1/2_*` or `COMPUTE_PGM_RSRC1/2`, `SPI_PS_INPUT_ENA` / `SPI_PS_INPUT_ADDR`, the scratch ring size, and two LLVM entries that are no registers: `0x4` (SGPRs spilled) and `0x8` (VGPRs spilled) |
//!
//! What the object does not carry (the code's GPU address, the user data and
//! its count, the vertex shader's exports, the pixel shader's export formats)
//! comes from a template block the caller gives: every register the object
//! lists replaces the template's, the others keep the template's value. One
//! field is the exception: `RSRC2.USER_SGPR`, which LLVM writes as 0 (the
//! driver that loads the code decides the user data), keeps the template's.
//! The template's user data is kept as it is, so descriptors set with
//! `with_vsharp` / `with_tsharp` / `with_ssharp` are still written after
//! their PS4 hint.
//!
//! The reader is a small ELF64 reader of its own: it checks the ELF
//! identification (64-bit, little-endian, `EM_AMDGPU`), bounds-checks the
//! section table and every section it reads, and allocates nothing.
//!
//! ```no_run
//! use gcn::blocks::shader::PsShader;
//! use gcn::shader::code_object::CodeObject;
//!
//! // llc-14 -mtriple=amdgcn-- -mcpu=bonaire -filetype=obj ps.ll -o ps.o
//! let object = std::fs::read("ps.o")?;
//! let obj = CodeObject::parse(&object)?;
//! assert_eq!(obj.stage(), Some(gcn::blocks::shader::Stage::Ps));
//! let ps = obj.ps_shader(&PsShader::new().with_address(0x10_0000))?;
//! assert_eq!(ps.input_ena().into_bits(), 1); // from .AMDGPU.config
//! assert_eq!(ps.program().address(), 0x10_0000); // from the template
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use zerocopy::little_endian::{U16, U32, U64};
use zerocopy::{FromBytes, Immutable, KnownLayout, Unaligned};

use super::Error;
use crate::blocks::RegSource;
use crate::blocks::shader::{CsShader, PsShader, Stage, VsShader};
use crate::regs::Space;

/// `e_machine` of AMD GPU objects.
pub const EM_AMDGPU: u16 = 224;
/// The `.AMDGPU.config` entry LLVM uses for the number of SGPRs spilled.
pub const SPILLED_SGPRS: u32 = 0x4;
/// The `.AMDGPU.config` entry LLVM uses for the number of VGPRs spilled.
pub const SPILLED_VGPRS: u32 = 0x8;

/// The ELF64 file header.
#[derive(FromBytes, KnownLayout, Immutable, Unaligned)]
#[repr(C)]
struct Ehdr {
    ident: [u8; 16],
    kind: U16,
    machine: U16,
    version: U32,
    entry: U64,
    phoff: U64,
    shoff: U64,
    flags: U32,
    ehsize: U16,
    phentsize: U16,
    phnum: U16,
    shentsize: U16,
    shnum: U16,
    shstrndx: U16,
}

/// An ELF64 section header.
#[derive(FromBytes, KnownLayout, Immutable, Unaligned)]
#[repr(C)]
struct Shdr {
    name: U32,
    kind: U32,
    flags: U64,
    addr: U64,
    offset: U64,
    size: U64,
    link: U32,
    info: U32,
    addralign: U64,
    entsize: U64,
}

/// `sh_type` of a section without file data.
const SHT_NOBITS: u32 = 8;

/// The file data of the section called `name` in a 64-bit little-endian
/// AMD GPU ELF object (any object `llc` or `llvm-mc` writes for `amdgcn`).
///
/// # Errors
/// As [`CodeObject::parse`].
pub fn elf_section<'a>(bytes: &'a [u8], name: &'static str) -> Result<&'a [u8], Error> {
    let (eh, _) =
        Ehdr::ref_from_prefix(bytes).map_err(|_| Error::OutOfBounds { what: "ELF header" })?;
    let id = &eh.ident;
    if id.get(..4) != Some(b"\x7fELF".as_slice()) {
        return Err(Error::NotAnObject {
            reason: "no ELF magic",
        });
    }
    if id.get(4) != Some(&2) || id.get(5) != Some(&1) {
        return Err(Error::NotAnObject {
            reason: "not a 64-bit little-endian ELF",
        });
    }
    if eh.machine.get() != EM_AMDGPU {
        return Err(Error::NotAnObject {
            reason: "not an AMD GPU object (e_machine is not EM_AMDGPU)",
        });
    }
    if usize::from(eh.shentsize.get()) != core::mem::size_of::<Shdr>() {
        return Err(Error::NotAnObject {
            reason: "unexpected section header size",
        });
    }
    let table = usize::try_from(eh.shoff.get())
        .ok()
        .and_then(|start| bytes.get(start..))
        .ok_or(Error::OutOfBounds {
            what: "section table",
        })?;
    let (sections, _) = <[Shdr]>::ref_from_prefix_with_elems(table, usize::from(eh.shnum.get()))
        .map_err(|_| Error::OutOfBounds {
            what: "section table",
        })?;
    let strtab = sections
        .get(usize::from(eh.shstrndx.get()))
        .ok_or(Error::OutOfBounds {
            what: "section name table",
        })?;
    let strtab = section_data(bytes, strtab)?;
    for sh in sections {
        if name_at(strtab, sh.name.get()) == Some(name.as_bytes()) {
            return section_data(bytes, sh);
        }
    }
    Err(Error::MissingSection { name })
}

/// The `*_shader` methods: the object's registers over a template block's,
/// the user data (with its PS4 descriptor hints, which are no registers) and
/// `RSRC2.USER_SGPR` kept from the template.
macro_rules! stage_blocks {
    ($($(#[$doc:meta])* $name:ident($block:ident, $stage:expr, |$t:ident| $regs:expr, $user:expr);)*) => {
        $(
            $(#[$doc])*
            ///
            /// # Errors
            /// [`Error::WrongStage`] when the object is a shader of another
            /// stage; [`Error::Block`] when the merged registers do not form a
            /// block.
            pub fn $name(&self, template: &$block) -> Result<$block, Error> {
                self.check_stage($stage)?;
                let $t = template;
                let block = $block::decode(&(*self, $regs))?.with_user_data_of($user);
                Ok(block.with_rsrc2(block.rsrc2().with_user_sgpr(template.rsrc2().user_sgpr())))
            }
        )*
    };
}

/// A parsed code object: borrowed views of its code and register list.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CodeObject<'a> {
    code: &'a [u8],
    config: &'a [u8],
}

/// The bytes of a section's file data.
fn section_data<'a>(bytes: &'a [u8], sh: &Shdr) -> Result<&'a [u8], Error> {
    if sh.kind.get() == SHT_NOBITS {
        return Ok(&[]);
    }
    let start = usize::try_from(sh.offset.get()).map_err(|_| Error::OutOfBounds {
        what: "section data",
    })?;
    let size = usize::try_from(sh.size.get()).map_err(|_| Error::OutOfBounds {
        what: "section data",
    })?;
    let end = start.checked_add(size).ok_or(Error::OutOfBounds {
        what: "section data",
    })?;
    bytes.get(start..end).ok_or(Error::OutOfBounds {
        what: "section data",
    })
}

/// The NUL-terminated name at `offset` of a string table.
fn name_at(strtab: &[u8], offset: u32) -> Option<&[u8]> {
    let rest = strtab.get(usize::try_from(offset).ok()?..)?;
    let len = rest.iter().position(|&b| b == 0)?;
    rest.get(..len)
}

impl<'a> CodeObject<'a> {
    /// Reads the object's `.text` and `.AMDGPU.config` sections.
    ///
    /// # Errors
    /// [`Error::NotAnObject`] (not a 64-bit little-endian AMD GPU ELF),
    /// [`Error::OutOfBounds`] (a header or section past the end of the
    /// bytes), [`Error::MissingSection`], [`Error::BadSection`] (a size that
    /// is not whole dwords / whole pairs).
    pub fn parse(bytes: &'a [u8]) -> Result<Self, Error> {
        let code = elf_section(bytes, ".text")?;
        let config = elf_section(bytes, ".AMDGPU.config")?;
        if code.len() % 4 != 0 {
            return Err(Error::BadSection { name: ".text" });
        }
        if config.len() % 8 != 0 {
            return Err(Error::BadSection {
                name: ".AMDGPU.config",
            });
        }
        Ok(Self { code, config })
    }

    /// The machine code (`.text`), little-endian dwords as bytes.
    pub const fn code(&self) -> &'a [u8] {
        self.code
    }

    /// Dwords of machine code.
    pub const fn code_dwords(&self) -> usize {
        self.code.len() / 4
    }

    /// Copies the code into `out` as dwords; returns how many.
    ///
    /// # Errors
    /// [`Error::Isa`] with [`crate::isa::Error::OutOfSpace`] when `out` is
    /// too small (nothing is written).
    pub fn copy_code(&self, out: &mut [u32]) -> Result<usize, Error> {
        let n = self.code_dwords();
        let remaining = out.len();
        let dst = out
            .get_mut(..n)
            .ok_or(Error::Isa(crate::isa::Error::OutOfSpace {
                needed: n,
                remaining,
            }))?;
        for (d, c) in dst.iter_mut().zip(self.code.as_chunks::<4>().0) {
            *d = u32::from_le_bytes(*c);
        }
        Ok(n)
    }

    /// The `.AMDGPU.config` entries in file order: (register byte address,
    /// value).
    pub fn config(&self) -> impl Iterator<Item = (u32, u32)> + 'a {
        self.config
            .as_chunks::<8>()
            .0
            .iter()
            .map(|&[a0, a1, a2, a3, v0, v1, v2, v3]| {
                (
                    u32::from_le_bytes([a0, a1, a2, a3]),
                    u32::from_le_bytes([v0, v1, v2, v3]),
                )
            })
    }

    /// The value the object gives the register at `byte_address` (the last
    /// entry when it is listed twice).
    pub fn value(&self, byte_address: u32) -> Option<u32> {
        self.config()
            .filter(|&(a, _)| a == byte_address)
            .map(|(_, v)| v)
            .last()
    }

    /// The stage whose program resource register the object sets.
    pub fn stage(&self) -> Option<Stage> {
        Stage::ALL
            .into_iter()
            .find(|&stage| self.value(rsrc1_address(stage)).is_some())
    }

    /// SGPRs spilled to scratch memory, as LLVM reports it.
    pub fn spilled_sgprs(&self) -> Option<u32> {
        self.value(SPILLED_SGPRS)
    }

    /// VGPRs spilled to scratch memory, as LLVM reports it.
    pub fn spilled_vgprs(&self) -> Option<u32> {
        self.value(SPILLED_VGPRS)
    }

    stage_blocks! {
        /// The vertex-shader block: `template` with the registers the object
        /// sets (`SPI_SHADER_PGM_RSRC1_VS`, ...).
        vs_shader(VsShader, Stage::Vs, |t| (t.sh_registers(), t.context_registers()), t.program().user_data());
        /// The pixel-shader block: `template` with the registers the object
        /// sets (`RSRC1/2_PS`, `SPI_PS_INPUT_ENA`, `SPI_PS_INPUT_ADDR`, ...).
        ps_shader(PsShader, Stage::Ps, |t| (t.sh_registers(), t.context_registers()), t.program().user_data());
        /// The compute-shader block: `template` with the registers the object
        /// sets (`COMPUTE_PGM_RSRC1/2`, ...).
        cs_shader(CsShader, Stage::Cs, |t| t.registers(), t.user_data());
    }

    fn check_stage(&self, stage: Stage) -> Result<(), Error> {
        match self.stage() {
            Some(s) if s == stage => Ok(()),
            found => Err(Error::WrongStage {
                expected: stage,
                found,
            }),
        }
    }
}

/// Byte address of a stage's first program resource register.
const fn rsrc1_address(stage: Stage) -> u32 {
    use crate::regs::RegInfo;
    use crate::regs::gfx7 as r;
    let info = match stage {
        Stage::Ps => RegInfo::of::<r::SpiShaderPgmRsrc1Ps>(),
        Stage::Vs => RegInfo::of::<r::SpiShaderPgmRsrc1Vs>(),
        Stage::Gs => RegInfo::of::<r::SpiShaderPgmRsrc1Gs>(),
        Stage::Es => RegInfo::of::<r::SpiShaderPgmRsrc1Es>(),
        Stage::Hs => RegInfo::of::<r::SpiShaderPgmRsrc1Hs>(),
        Stage::Ls => RegInfo::of::<r::SpiShaderPgmRsrc1Ls>(),
        Stage::Cs => RegInfo::of::<r::ComputePgmRsrc1>(),
    };
    info.byte_address()
}

impl RegSource for CodeObject<'_> {
    fn read(&self, space: Space, offset: u16) -> Option<u32> {
        self.value(
            space
                .base()
                .checked_add(u32::from(offset).checked_mul(4)?)?,
        )
    }
}
