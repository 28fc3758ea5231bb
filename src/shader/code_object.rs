//! LLVM AMDGPU code objects: the ELF files `llc -mtriple=amdgcn--
//! -mcpu=bonaire -filetype=obj` writes for an `amdgpu_vs`, `amdgpu_ps`,
//! `amdgpu_cs`, `amdgpu_es`, `amdgpu_gs`, `amdgpu_hs` or `amdgpu_ls`
//! function, read into the crate's stage blocks: [`VsShader`], [`PsShader`],
//! [`CsShader`], and for the ES, GS, HS and LS the [`ShaderProgram`] of the
//! stage (their program registers; LLVM lists `SPI_SHADER_PGM_RSRC1_*` of
//! the stage and `SPI_TMPRING_SIZE` for them, and the context registers of
//! a GS or HS, ring sizes and tessellation state, are the caller's).
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
//! comes from a template block the caller gives (for the ES, GS, HS and LS a
//! [`ShaderProgram`] of that stage; another stage's is
//! [`Error::TemplateStage`]): every register the object
//! lists replaces the template's, the others keep the template's value. One
//! field is the exception: `RSRC2.USER_SGPR`, which LLVM writes as 0 (the
//! driver that loads the code decides the user data), keeps the template's.
//! The template's user data is kept as it is, so descriptors set with
//! `with_vsharp` / `with_tsharp` / `with_ssharp` are still written after
//! their PS4 hint.
//!
//! No entry is dropped. A register the stage block does not hold (or a
//! user-data register, which comes from the template) is refused with
//! [`Error::UnusedRegister`], naming it, with two exceptions: the spill
//! counts `0x4` and `0x8`, which are no registers
//! ([`CodeObject::spilled_sgprs`], [`CodeObject::spilled_vgprs`]), and, for
//! a graphics shader, `SPI_TMPRING_SIZE`: one context register for
//! every graphics stage, so no stage block holds it, and LLVM lists it for
//! every graphics shader. It says how much scratch memory a wave of the
//! shader needs; [`CodeObject::spi_tmpring_size`] gives it to the renderer,
//! which sets the register for the draw (see there).
//!
//! Relocations. The code is copied out only with its relocations applied:
//! [`CodeObject::copy_code`] copies code that has none and refuses code
//! that has any with [`Error::UnappliedRelocation`], naming the first, so
//! no caller gets code whose patched places still hold their stored
//! values; [`CodeObject::code`] is the code as stored, for a reader (a
//! disassembler) that wants it so.
//!
//! Scratch memory. LLVM's code for a shader that uses it (a private array
//! indexed at run time, spilled registers) reads the low two dwords of the
//! scratch buffer's descriptor through `SCRATCH_RSRC_DWORD0/1`
//! relocations of `.text` ([`CodeObject::relocations`],
//! [`CodeObject::uses_scratch_relocations`]), which a loader patches with
//! the scratch buffer's address: [`CodeObject::copy_code_with_scratch`]
//! copies the code with them applied for a scratch buffer address, the
//! words radeonsi gives them ([`scratch_rsrc_dwords`]), and refuses a
//! relocation it cannot apply (another symbol or type) with a typed error.
//! Every stage is built the same way: the plain `*_shader` method
//! ([`CodeObject::vs_shader`], [`CodeObject::ps_shader`],
//! [`CodeObject::cs_shader`], [`CodeObject::es_shader`],
//! [`CodeObject::gs_shader`], [`CodeObject::hs_shader`],
//! [`CodeObject::ls_shader`]), which copies no code, refuses an object
//! whose code uses scratch with [`Error::UnappliedScratchRelocations`],
//! and the `*_shader_with_scratch` method of the stage builds the block
//! and copies the code with the relocations applied in one step, with
//! scratch enabled in the block. For a graphics shader LLVM leaves
//! `RSRC2.SCRATCH_EN` clear and gives the scratch a wave needs in
//! `SPI_TMPRING_SIZE`, outside the block:
//! [`CodeObject::vs_shader_with_scratch`] and
//! [`CodeObject::ps_shader_with_scratch`] set `SCRATCH_EN` when its
//! `WAVESIZE` is above 0, as radeonsi does (so do the ES, GS, HS and LS
//! forms, [`CodeObject::es_shader_with_scratch`] and the others), and the
//! caller, which sets up
//! the scratch ring for the draw, sets `SPI_TMPRING_SIZE`
//! ([`CodeObject::spi_tmpring_size`]). For a compute shader LLVM sets
//! `COMPUTE_PGM_RSRC2.SCRATCH_EN` and lists `COMPUTE_TMPRING_SIZE`, both in
//! the block: [`CodeObject::cs_shader_with_scratch`] also takes the number
//! of waves the scratch buffer holds (`COMPUTE_TMPRING_SIZE.WAVES`, which
//! LLVM leaves 0).
//!
//! ```no_run
//! use gcn::blocks::shader::CsShader;
//! use gcn::shader::code_object::CodeObject;
//!
//! // A kernel with a private array indexed at run time (scratch memory).
//! let object = std::fs::read("scratch_cs.o")?;
//! let obj = CodeObject::parse(&object)?;
//! let mut code = vec![0u32; obj.code_dwords()];
//! // 32 waves of scratch in a buffer at 0x1_0000_0000 of 32 × WAVESIZE KiB.
//! let cs = obj.cs_shader_with_scratch(
//!     &CsShader::new().with_address(0x10_0000),
//!     &mut code,
//!     0x1_0000_0000,
//!     32,
//! )?;
//! assert!(cs.rsrc2().scratch_en()); // from .AMDGPU.config
//! // `code` goes at 0x10_0000, with the scratch V#'s words 0 and 1 in it.
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! The reader is a small ELF64 reader of its own: it checks the ELF
//! identification (64-bit, little-endian, `EM_AMDGPU`), bounds-checks the
//! section table and every section it reads, and allocates nothing. A file
//! it does not read is refused with [`Error::NotAnObject`] naming why (no
//! magic, a 32-bit or big-endian ELF, even when shorter than the 64-byte
//! header, another machine, no section header table) and a file cut short
//! with [`Error::OutOfBounds`].
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
//! // The scratch a wave needs: the renderer's to set (SPI_TMPRING_SIZE).
//! assert_eq!(obj.spi_tmpring_size().map(|r| r.wavesize()), Some(0));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use core::cell::Cell;

use zerocopy::little_endian::{U16, U32, U64};
use zerocopy::{FromBytes, Immutable, KnownLayout, Unaligned};

use super::Error;
use crate::blocks::RegSource;
use crate::blocks::shader::cs::SCRATCH_GRANULE_BYTES;
use crate::blocks::shader::{CsShader, PsShader, ShaderProgram, Stage, USER_DATA_REGS, VsShader};
use crate::desc::BufferResource;
use crate::regs::gfx7::{SpiShaderPgmRsrc2Ps, SpiTmpringSize};
use crate::regs::{Gfx, RegInfo, Space};

/// `e_machine` of AMD GPU objects.
pub const EM_AMDGPU: u16 = 224;
/// The `.AMDGPU.config` entry LLVM uses for the number of SGPRs spilled.
pub const SPILLED_SGPRS: u32 = 0x4;
/// The `.AMDGPU.config` entry LLVM uses for the number of VGPRs spilled.
pub const SPILLED_VGPRS: u32 = 0x8;
/// Byte address of `SPI_TMPRING_SIZE` (`0x286E8`), which LLVM lists for every
/// graphics shader.
pub const SPI_TMPRING_SIZE: u32 = RegInfo::of::<SpiTmpringSize>().byte_address();

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
/// `sh_type` of relocations with addends (`Elf64_Rela`, 24 bytes).
const SHT_RELA: u32 = 4;
/// `sh_type` of relocations without addends (`Elf64_Rel`, 16 bytes).
const SHT_REL: u32 = 9;
/// Bytes of an `Elf64_Rel`: `r_offset`, `r_info`.
const REL_BYTES: usize = 16;
/// Bytes of an `Elf64_Rela`: `r_offset`, `r_info`, `r_addend`.
const RELA_BYTES: usize = 24;
/// Bytes of an `Elf64_Sym`: `st_name`, `st_info`, `st_other`, `st_shndx`,
/// `st_value`, `st_size`.
const SYM_BYTES: usize = 24;

/// The symbols LLVM's code reads the low two dwords of the scratch buffer's
/// descriptor through, for the loader to fill (the code sets the other two).
pub const SCRATCH_RSRC_SYMBOLS: [&str; 2] = ["SCRATCH_RSRC_DWORD0", "SCRATCH_RSRC_DWORD1"];

/// LLVM's `R_AMDGPU_ABS32_LO`: the low 32 bits of the symbol's value plus
/// the addend, the relocation type of [`SCRATCH_RSRC_SYMBOLS`].
pub const R_AMDGPU_ABS32_LO: u32 = 1;

/// The values of [`SCRATCH_RSRC_SYMBOLS`] for a scratch buffer at byte
/// address `scratch`: the scratch V#'s words 0 and 1, `BASE_ADDRESS`, and
/// `BASE_ADDRESS_HI` with `SWIZZLE_ENABLE` set (stride 0).
///
/// Radeonsi fills the two symbols so for gfx6..gfx8 (its LLVM and ACO
/// loaders give `SCRATCH_RSRC_DWORD0` the address's low 32 bits and
/// `SCRATCH_RSRC_DWORD1` `BASE_ADDRESS_HI` with `SWIZZLE_ENABLE`, set
/// for scratch coalescing); the code sets words 2 and 3 itself.
///
/// # Errors
/// [`Error::Desc`] with [`crate::desc::Error::Address`] when `scratch` is
/// 2^48 or more (a V# holds a 48-bit address).
pub const fn scratch_rsrc_dwords(scratch: u64) -> Result<[u32; 2], Error> {
    let v = match BufferResource::new().with_base_address(scratch) {
        Ok(v) => v,
        Err(e) => return Err(Error::Desc(e)),
    };
    let [word0, word1, _, _] = v.with_swizzle_enable(true).to_words();
    Ok([word0, word1])
}

/// One relocation of the code (`.text`): a place the loader patches.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Relocation<'a> {
    /// Byte offset in `.text` (`r_offset`).
    pub offset: u64,
    /// The relocation type (`ELF64_R_TYPE(r_info)`; 1 is LLVM's
    /// `R_AMDGPU_ABS32_LO`).
    pub kind: u32,
    /// The name of the symbol whose value goes there.
    pub symbol: &'a [u8],
}

/// The relocation entries of `.text` and the symbols they name.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Relocations<'a> {
    entries: &'a [u8],
    entry: usize,
    symbols: &'a [u8],
    names: &'a [u8],
}

impl<'a> Relocations<'a> {
    const NONE: Self = Self {
        entries: &[],
        entry: REL_BYTES,
        symbols: &[],
        names: &[],
    };

    /// Entry `k`, `None` past the end or when its symbol is not there.
    fn get(&self, k: usize) -> Option<Relocation<'a>> {
        let at = k.checked_mul(self.entry)?;
        let e = self.entries.get(at..at.checked_add(REL_BYTES)?)?;
        let (offset, info) = e.split_at(8);
        let offset = u64::from_le_bytes(offset.try_into().ok()?);
        let info = u64::from_le_bytes(info.try_into().ok()?);
        let symbol = usize::try_from(info >> 32).ok()?;
        let sym_at = symbol.checked_mul(SYM_BYTES)?;
        let st_name = self.symbols.get(sym_at..sym_at.checked_add(4)?)?;
        let st_name = u32::from_le_bytes(st_name.try_into().ok()?);
        Some(Relocation {
            offset,
            kind: (info & 0xFFFF_FFFF) as u32,
            symbol: name_at(self.names, st_name)?,
        })
    }

    fn len(&self) -> usize {
        self.entries.len().checked_div(self.entry).unwrap_or(0)
    }

    /// The addend of entry `k`, whose place `stored` holds: `r_addend` in a
    /// `.rela` section, the stored dword in a `.rel` section (gABI: an
    /// `Elf64_Rel`'s addend is the field it relocates).
    fn addend(&self, k: usize, stored: u32) -> Option<u64> {
        if self.entry != RELA_BYTES {
            return Some(u64::from(stored));
        }
        let at = k.checked_mul(self.entry)?.checked_add(REL_BYTES)?;
        let addend = self.entries.get(at..at.checked_add(8)?)?;
        Some(u64::from_le_bytes(addend.try_into().ok()?))
    }
}

/// The file data of the section called `name` in a 64-bit little-endian
/// AMD GPU ELF object (any object `llc` or `llvm-mc` writes for `amdgcn`).
///
/// The data is as stored: relocations against the section are not applied
/// (for the code, [`CodeObject::copy_code`] refuses code that has any and
/// [`CodeObject::copy_code_with_scratch`] applies them).
///
/// # Errors
/// As [`CodeObject::parse`].
pub fn elf_section<'a>(bytes: &'a [u8], name: &'static str) -> Result<&'a [u8], Error> {
    let elf = Elf::read(bytes)?;
    let (_, sh) = elf.find(name).ok_or(Error::MissingSection { name })?;
    section_data(bytes, sh)
}

/// The section table of an ELF file and the section names.
struct Elf<'a> {
    bytes: &'a [u8],
    sections: &'a [Shdr],
    names: &'a [u8],
}

impl<'a> Elf<'a> {
    /// Checks the header and reads the section table.
    fn read(bytes: &'a [u8]) -> Result<Self, Error> {
        // The identification first, from as many of its bytes as there are,
        // so a short file of another kind is named for what it is, not as
        // truncated.
        check_ident(bytes)?;
        let (eh, _) =
            Ehdr::ref_from_prefix(bytes).map_err(|_| Error::OutOfBounds { what: "ELF header" })?;
        if eh.machine.get() != EM_AMDGPU {
            return Err(Error::NotAnObject {
                reason: "not an AMD GPU object (e_machine is not EM_AMDGPU)",
            });
        }
        // gABI: e_shoff is 0 when the file has no section header table, and
        // e_shnum is 0 with e_shoff set when the count is kept in section 0
        // (extended numbering, for 0xFF00 sections or more).
        if eh.shoff.get() == 0 {
            return Err(Error::NotAnObject {
                reason: "no section header table (e_shoff is 0)",
            });
        }
        if eh.shnum.get() == 0 {
            return Err(Error::NotAnObject {
                reason: "no section count in the header (e_shnum is 0)",
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
        let (sections, _) =
            <[Shdr]>::ref_from_prefix_with_elems(table, usize::from(eh.shnum.get())).map_err(
                |_| Error::OutOfBounds {
                    what: "section table",
                },
            )?;
        let names = sections
            .get(usize::from(eh.shstrndx.get()))
            .ok_or(Error::OutOfBounds {
                what: "section name table",
            })?;
        let names = section_data(bytes, names)?;
        Ok(Self {
            bytes,
            sections,
            names,
        })
    }

    /// The index and header of the first section called `name`.
    fn find(&self, name: &str) -> Option<(usize, &'a Shdr)> {
        self.sections
            .iter()
            .enumerate()
            .find(|(_, sh)| name_at(self.names, sh.name.get()) == Some(name.as_bytes()))
    }

    /// The file data of the section at `index`.
    fn data(&self, index: u32) -> Result<&'a [u8], Error> {
        let sh = usize::try_from(index)
            .ok()
            .and_then(|i| self.sections.get(i))
            .ok_or(Error::OutOfBounds {
                what: "linked section",
            })?;
        section_data(self.bytes, sh)
    }

    /// The relocations of the section at `target`: the entries of the
    /// `SHT_REL` / `SHT_RELA` section whose `sh_info` names it (empty when
    /// there is none), their entry size, and the symbol table and its
    /// names they refer to.
    fn relocations(&self, target: usize) -> Result<Relocations<'a>, Error> {
        let target = u32::try_from(target).unwrap_or(u32::MAX);
        let Some(rel) = self
            .sections
            .iter()
            .find(|sh| [SHT_REL, SHT_RELA].contains(&sh.kind.get()) && sh.info.get() == target)
        else {
            return Ok(Relocations::NONE);
        };
        let entry = if rel.kind.get() == SHT_RELA {
            RELA_BYTES
        } else {
            REL_BYTES
        };
        let entries = section_data(self.bytes, rel)?;
        let symbols = self.data(rel.link.get())?;
        let symbol_table = usize::try_from(rel.link.get())
            .ok()
            .and_then(|i| self.sections.get(i))
            .ok_or(Error::OutOfBounds {
                what: "linked section",
            })?;
        let names = self.data(symbol_table.link.get())?;
        let relocations = Relocations {
            entries,
            entry,
            symbols,
            names,
        };
        if !entries.len().is_multiple_of(entry) || !symbols.len().is_multiple_of(SYM_BYTES) {
            return Err(Error::BadSection { name: ".rel.text" });
        }
        // Every entry names a symbol that is there, so `relocations()` drops
        // none.
        for k in 0..relocations.len() {
            if relocations.get(k).is_none() {
                return Err(Error::BadSection { name: ".rel.text" });
            }
        }
        Ok(relocations)
    }
}

/// Checks the ELF identification bytes present in `bytes` (all 16 need not
/// be there): the magic, then `EI_CLASS` (byte 4) and `EI_DATA` (byte 5).
fn check_ident(bytes: &[u8]) -> Result<(), Error> {
    // gABI: EI_CLASS 1 is ELFCLASS32, 2 ELFCLASS64; EI_DATA 1 is ELFDATA2LSB,
    // 2 ELFDATA2MSB.
    let present = |at: usize| bytes.get(at).copied();
    if bytes.iter().zip(b"\x7fELF").any(|(b, m)| b != m) {
        return Err(Error::NotAnObject {
            reason: "no ELF magic",
        });
    }
    match present(4) {
        None | Some(2) => {}
        Some(1) => {
            return Err(Error::NotAnObject {
                reason: "a 32-bit ELF (ELFCLASS32); AMD GPU code objects are ELFCLASS64",
            });
        }
        Some(_) => {
            return Err(Error::NotAnObject {
                reason: "unknown ELF class (EI_CLASS is neither 1 nor 2)",
            });
        }
    }
    match present(5) {
        None | Some(1) => Ok(()),
        Some(2) => Err(Error::NotAnObject {
            reason: "a big-endian ELF (ELFDATA2MSB); AMD GPU code objects are little-endian",
        }),
        Some(_) => Err(Error::NotAnObject {
            reason: "unknown ELF data encoding (EI_DATA is neither 1 nor 2)",
        }),
    }
}

/// The `*_shader` methods: the object's registers over a template block's,
/// the user data (with its PS4 descriptor hints, which are no registers) and
/// `RSRC2.USER_SGPR` kept from the template; an entry the block does not take
/// (but for the spill counts and the registers in `$outside`) refused; an
/// object whose code uses scratch relocations refused. With `with_scratch`,
/// a graphics stage's `*_shader_with_scratch` too.
///
/// Per stage: `decode` builds the block from the merged registers `src`,
/// `user_sgpr` puts the template's `USER_SGPR` into the block `b`, and
/// `scratch_on` sets `SCRATCH_EN` in `b`.
macro_rules! stage_blocks {
    ($($(#[$doc:meta])* $name:ident / $merge:ident($block:ident, $stage:expr, |$t:ident| $regs:expr, $user:expr, outside: $outside:expr,
        decode: |$src:ident| $decode:expr, user_sgpr: |$ub:ident| $user_sgpr:expr, scratch_on: |$sb:ident| $scratch_on:expr
        $(, with_scratch: $with_scratch:ident)?);)*) => {
        $(
            $(#[$doc])*
            ///
            /// # Errors
            /// [`Error::WrongStage`] when the object is a shader of another
            /// stage; [`Error::UnappliedScratchRelocations`] when its code
            /// uses scratch memory (see the module docs); [`Error::Block`]
            /// when the merged registers do not form a block;
            /// [`Error::UnusedRegister`] for the first entry the block does
            /// not take (see the module docs).
            pub fn $name(&self, template: &$block) -> Result<$block, Error> {
                self.check_stage($stage)?;
                if self.uses_scratch_relocations() {
                    return Err(Error::UnappliedScratchRelocations { stage: $stage });
                }
                self.$merge(template)
            }

            /// The block of the stage, scratch relocations or not.
            fn $merge(&self, template: &$block) -> Result<$block, Error> {
                self.check_stage($stage)?;
                let $t = template;
                let src = Asked::new((*self, $regs));
                let $src = &src;
                let block = $decode?;
                self.check_taken(&src, $stage, $outside)?;
                let $ub = block.with_user_data_of($user);
                Ok($user_sgpr)
            }

            $(
                #[doc = concat!("The block of [`", stringify!($name), "`](Self::", stringify!($name), ") for code whose scratch")]
                /// relocations are applied here: copies the code into `code`
                /// with them applied for a scratch buffer at GPU byte address
                /// `scratch` ([`copy_code_with_scratch`](Self::copy_code_with_scratch))
                /// and returns the block with `RSRC2.SCRATCH_EN` set when the
                /// object's `SPI_TMPRING_SIZE.WAVESIZE` is above 0 (what
                /// radeonsi sets for a shader whose scratch bytes per wave,
                /// read from that entry, are above 0; LLVM leaves the bit
                /// clear). `SPI_TMPRING_SIZE` itself stays the renderer's to
                /// set for the draw ([`spi_tmpring_size`](Self::spi_tmpring_size)):
                /// the buffer at `scratch` holds its `WAVES` × `WAVESIZE`
                /// KiB. The code goes at the template's program address.
                ///
                /// # Errors
                #[doc = concat!("As [`", stringify!($name), "`](Self::", stringify!($name), ") (but for")]
                /// [`Error::UnappliedScratchRelocations`]) and
                /// [`copy_code_with_scratch`](Self::copy_code_with_scratch).
                /// Nothing is written to `code` on error.
                pub fn $with_scratch(
                    &self,
                    template: &$block,
                    code: &mut [u32],
                    scratch: u64,
                ) -> Result<$block, Error> {
                    let block = self.$merge(template)?;
                    let wavesize = self.spi_tmpring_size().map_or(0, |r| r.wavesize());
                    let block = if wavesize > 0 {
                        let $sb = block;
                        $scratch_on
                    } else {
                        block
                    };
                    self.copy_code_with_scratch(code, scratch)?;
                    Ok(block)
                }
            )?
        )*
    };
}

/// [`stage_blocks!`] for the stages whose block is a [`ShaderProgram`] (ES,
/// GS, HS, LS): the template's registers and user data, the block from
/// [`program_block`], `USER_SGPR` kept from the template and `SCRATCH_EN`
/// set through the program.
macro_rules! program_stages {
    ($($(#[$doc:meta])* $name:ident / $merge:ident($stage:expr), with_scratch: $with_scratch:ident;)*) => {
        stage_blocks! {
            $(
                $(#[$doc])*
                $name / $merge(ShaderProgram, $stage, |t| t.registers(), t.user_data(), outside: &[SPI_TMPRING_SIZE],
                    decode: |s| program_block($stage, t, s),
                    user_sgpr: |b| b.with_rsrc2_bits(with_template_user_sgpr(b.rsrc2_bits(), t.rsrc2_bits())),
                    scratch_on: |b| b.with_scratch(true),
                    with_scratch: $with_scratch);
            )*
        }
    };
}

/// The program block of `stage` (ES, GS, HS, LS) from the merged registers
/// `src`, for a `template` of that stage.
fn program_block(
    stage: Stage,
    template: &ShaderProgram,
    src: &impl RegSource,
) -> Result<ShaderProgram, Error> {
    if template.stage() != stage {
        return Err(Error::TemplateStage {
            expected: stage,
            found: template.stage(),
        });
    }
    Ok(ShaderProgram::decode(stage, src)?)
}

/// `RSRC2` bits `program` with `USER_SGPR` (bits 5:1, at the same place in
/// every graphics stage's `RSRC2`) taken from `template`.
const fn with_template_user_sgpr(program: u32, template: u32) -> u32 {
    let user_sgpr = SpiShaderPgmRsrc2Ps::from_bits(template).user_sgpr();
    SpiShaderPgmRsrc2Ps::from_bits(program)
        .with_user_sgpr(user_sgpr)
        .into_bits()
}

/// 64-register words of the SH space.
const SH_WORDS: usize = (Space::Sh.len() / 64) as usize;
/// 64-register words of the context space.
const CONTEXT_WORDS: usize = (Space::Context.len() / 64) as usize;

/// A register source that marks each SH and context register it is asked
/// for (the spaces the stage blocks hold), one bit a register.
struct Asked<S> {
    src: S,
    sh: [Cell<u64>; SH_WORDS],
    context: [Cell<u64>; CONTEXT_WORDS],
}

impl<S> Asked<S> {
    fn new(src: S) -> Self {
        Self {
            src,
            sh: [const { Cell::new(0) }; SH_WORDS],
            context: [const { Cell::new(0) }; CONTEXT_WORDS],
        }
    }

    /// The word and bit of a register, for the two spaces marked.
    fn bit(&self, space: Space, offset: u16) -> Option<(&Cell<u64>, u64)> {
        let words: &[Cell<u64>] = match space {
            Space::Sh => &self.sh,
            Space::Context => &self.context,
            Space::Config | Space::Uconfig => return None,
        };
        let word = words.get(usize::from(offset / 64))?;
        Some((word, 1u64.wrapping_shl(u32::from(offset % 64))))
    }

    /// Whether the register at `byte_address` was asked for.
    fn was_asked(&self, byte_address: u32) -> bool {
        let Some((space, offset)) = register_at(byte_address) else {
            return false;
        };
        self.bit(space, offset)
            .is_some_and(|(word, bit)| word.get() & bit != 0)
    }
}

impl<S: RegSource> RegSource for Asked<S> {
    fn read(&self, space: Space, offset: u16) -> Option<u32> {
        if let Some((word, bit)) = self.bit(space, offset) {
            word.set(word.get() | bit);
        }
        self.src.read(space, offset)
    }
}

/// The space and dword offset of the register at `byte_address` (`None`
/// outside the spaces or between two registers).
fn register_at(byte_address: u32) -> Option<(Space, u16)> {
    let space = Space::of_byte_address(byte_address)?;
    let from_base = byte_address.checked_sub(space.base())?;
    if from_base % 4 != 0 {
        return None;
    }
    Some((space, u16::try_from(from_base / 4).ok()?))
}

/// A parsed code object: borrowed views of its code and register list.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CodeObject<'a> {
    code: &'a [u8],
    config: &'a [u8],
    flags: u32,
    relocations: Relocations<'a>,
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
    /// Reads the object's `.text` and `.AMDGPU.config` sections and the
    /// relocations of `.text`.
    ///
    /// # Errors
    /// [`Error::NotAnObject`] (not a 64-bit little-endian AMD GPU ELF),
    /// [`Error::OutOfBounds`] (a header or section past the end of the
    /// bytes), [`Error::MissingSection`], [`Error::BadSection`] (a size that
    /// is not whole dwords / whole pairs, or a relocation of a symbol the
    /// object does not have).
    pub fn parse(bytes: &'a [u8]) -> Result<Self, Error> {
        let elf = Elf::read(bytes)?;
        let (text, code) = elf
            .find(".text")
            .ok_or(Error::MissingSection { name: ".text" })?;
        let code = section_data(bytes, code)?;
        let config = elf_section(bytes, ".AMDGPU.config")?;
        let relocations = elf.relocations(text)?;
        if code.len() % 4 != 0 {
            return Err(Error::BadSection { name: ".text" });
        }
        if config.len() % 8 != 0 {
            return Err(Error::BadSection {
                name: ".AMDGPU.config",
            });
        }
        // `elf_section` read the header already.
        let flags = Ehdr::ref_from_prefix(bytes).map_or(0, |(eh, _)| eh.flags.get());
        Ok(Self {
            code,
            config,
            flags,
            relocations,
        })
    }

    /// The ELF header's `e_flags` as stored.
    pub const fn elf_flags(&self) -> u32 {
        self.flags
    }

    /// LLVM's `EF_AMDGPU_MACH`, bits 7:0 of `e_flags`: the processor the code
    /// was compiled for (`0x26` for `-mcpu=bonaire`, gfx704; 0 for no
    /// `-mcpu`, LLVM's generic target, which emits gfx6 code).
    pub const fn mach(&self) -> u8 {
        (self.flags & 0xFF) as u8
    }

    /// The generation of [`mach`](Self::mach), with LLVM 14's numbers:
    /// gfx6 for gfx600, gfx601, gfx602 (`0x20`, `0x21`, `0x3A`), gfx7 for
    /// gfx700..=gfx705 (`0x22`..=`0x26`, `0x3B`), gfx8 for gfx801..=gfx810
    /// (`0x28`..=`0x2B`, `0x3C`); `None` for the generic target and later
    /// processors. The machine code of gfx8 is encoded differently from
    /// gfx6's and gfx7's, which [`crate::isa`] decodes.
    pub const fn gfx(&self) -> Option<Gfx> {
        match self.mach() {
            0x20 | 0x21 | 0x3A => Some(Gfx::Gfx6),
            0x22..=0x26 | 0x3B => Some(Gfx::Gfx7),
            0x28..=0x2B | 0x3C => Some(Gfx::Gfx8),
            _ => None,
        }
    }

    /// The machine code (`.text`), little-endian dwords as bytes.
    pub const fn code(&self) -> &'a [u8] {
        self.code
    }

    /// Dwords of machine code.
    pub const fn code_dwords(&self) -> usize {
        self.code.len() / 4
    }

    /// Copies the code into `out` as dwords, for code without relocations;
    /// returns how many.
    ///
    /// Code with relocations is refused, not copied with the places a loader
    /// patches left as stored: copy it with
    /// [`copy_code_with_scratch`](Self::copy_code_with_scratch), which
    /// applies the scratch relocations, or take the bytes as stored from
    /// [`code`](Self::code).
    ///
    /// # Errors
    /// [`Error::UnappliedRelocation`] naming the first relocation when the
    /// code has any; [`Error::Isa`] with
    /// [`crate::isa::Error::OutOfSpace`] when `out` is too small. Nothing
    /// is written on error.
    pub fn copy_code(&self, out: &mut [u32]) -> Result<usize, Error> {
        if let Some(r) = self.relocations().next() {
            return Err(Error::UnappliedRelocation {
                offset: r.offset,
                kind: r.kind,
                symbol: SCRATCH_RSRC_SYMBOLS
                    .into_iter()
                    .find(|s| s.as_bytes() == r.symbol),
            });
        }
        self.copy_stored(out)
    }

    /// Copies the code as stored into `out` as dwords; returns how many.
    fn copy_stored(&self, out: &mut [u32]) -> Result<usize, Error> {
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

    /// Copies the code into `out` as dwords with its relocations applied for
    /// a scratch buffer at GPU byte address `scratch`; returns how many.
    ///
    /// Every relocation must be an [`R_AMDGPU_ABS32_LO`] of one of
    /// [`SCRATCH_RSRC_SYMBOLS`] on a whole dword of the code: it gets the
    /// low 32 bits of the symbol's value ([`scratch_rsrc_dwords`]) plus its
    /// addend (the stored dword for a `.rel` section, `r_addend` for
    /// `.rela`), as a loader applies it. Code without relocations is copied
    /// as [`copy_code`](Self::copy_code) copies it.
    ///
    /// Radeonsi's loader (Mesa `ac_rtld.c`) likewise applies every
    /// relocation of the code and refuses a symbol it has no value for.
    ///
    /// # Errors
    /// [`Error::Desc`] when `scratch` is not a 48-bit address;
    /// [`Error::UnsupportedRelocation`] (another relocation type),
    /// [`Error::UnknownRelocationSymbol`] (another symbol) or
    /// [`Error::RelocationOutOfBounds`] (not a whole dword of the code) for
    /// the first relocation that cannot be applied; [`Error::Isa`] with
    /// [`crate::isa::Error::OutOfSpace`] when `out` is too small. Nothing is
    /// written on error.
    pub fn copy_code_with_scratch(&self, out: &mut [u32], scratch: u64) -> Result<usize, Error> {
        let values = scratch_rsrc_dwords(scratch)?;
        for k in 0..self.relocations.len() {
            self.relocated(k, values)?;
        }
        let n = self.copy_stored(out)?;
        for k in 0..self.relocations.len() {
            // Checked above: the same answer.
            let (at, value) = self.relocated(k, values)?;
            if let Some(d) = out.get_mut(at) {
                *d = value;
            }
        }
        Ok(n)
    }

    /// The dword index relocation `k` patches and the value it puts there,
    /// for the scratch symbols' `values`.
    fn relocated(&self, k: usize, values: [u32; 2]) -> Result<(usize, u32), Error> {
        let r = self
            .relocations
            .get(k)
            .ok_or(Error::BadSection { name: ".rel.text" })?;
        let offset = r.offset;
        if r.kind != R_AMDGPU_ABS32_LO {
            return Err(Error::UnsupportedRelocation {
                offset,
                kind: r.kind,
            });
        }
        let symbol = SCRATCH_RSRC_SYMBOLS
            .iter()
            .position(|s| s.as_bytes() == r.symbol)
            .and_then(|i| values.get(i))
            .ok_or(Error::UnknownRelocationSymbol { offset })?;
        let at = usize::try_from(offset)
            .ok()
            .filter(|o| o % 4 == 0)
            .map(|o| o / 4)
            .ok_or(Error::RelocationOutOfBounds { offset })?;
        let stored = at
            .checked_mul(4)
            .and_then(|b| self.code.get(b..b.checked_add(4)?))
            .and_then(|b| b.try_into().ok())
            .map(u32::from_le_bytes)
            .ok_or(Error::RelocationOutOfBounds { offset })?;
        let addend = self
            .relocations
            .addend(k, stored)
            .ok_or(Error::BadSection { name: ".rel.text" })?;
        // R_AMDGPU_ABS32_LO: the low 32 bits of S + A (ELF arithmetic is
        // modulo 2^64).
        let value = u64::from(*symbol).wrapping_add(addend) as u32;
        Ok((at, value))
    }

    /// The compute-shader block of [`cs_shader`](Self::cs_shader) for code
    /// whose scratch relocations are applied here: copies the code into
    /// `code` with them applied for a scratch buffer at GPU byte address
    /// `scratch` ([`copy_code_with_scratch`](Self::copy_code_with_scratch)),
    /// and returns the block, with `RSRC2.SCRATCH_EN` and
    /// `COMPUTE_TMPRING_SIZE.WAVESIZE` as the object gives them and
    /// `COMPUTE_TMPRING_SIZE.WAVES` = `waves` (LLVM writes 0 there: how many
    /// waves get scratch at once is the loader's to say).
    ///
    /// The buffer at `scratch` holds `waves` × `WAVESIZE` KiB (what
    /// radeonsi allocates: the scratch bytes of a wave times the waves it
    /// gives scratch). The code goes at the template's program address.
    ///
    /// # Errors
    /// As [`cs_shader`](Self::cs_shader) (but for
    /// [`Error::UnappliedScratchRelocations`]) and
    /// [`copy_code_with_scratch`](Self::copy_code_with_scratch);
    /// [`Error::Block`] with [`crate::blocks::Error::OutOfRange`] when
    /// `waves` is above 4095. Nothing is written to `code` on error.
    pub fn cs_shader_with_scratch(
        &self,
        template: &CsShader,
        code: &mut [u32],
        scratch: u64,
        waves: u32,
    ) -> Result<CsShader, Error> {
        let block = self.cs_block(template)?;
        let tmpring = block.tmpring_size();
        // WAVESIZE is 13 bits: the product fits.
        let wave_bytes = u32::from(tmpring.wavesize()).saturating_mul(SCRATCH_GRANULE_BYTES);
        // `with_scratch` sets SCRATCH_EN from the sizes: the object's
        // RSRC2 is put back.
        let block = block
            .with_scratch(waves, wave_bytes)
            .with_rsrc2(block.rsrc2());
        block.validate()?;
        self.copy_code_with_scratch(code, scratch)?;
        Ok(block)
    }

    /// The relocations of the code in file order: the places a loader
    /// patches before the code runs. [`copy_code`](Self::copy_code) refuses
    /// code that has any;
    /// [`copy_code_with_scratch`](Self::copy_code_with_scratch) applies
    /// them; [`code`](Self::code) is the code as stored, without them.
    pub fn relocations(&self) -> impl Iterator<Item = Relocation<'a>> + 'a {
        let relocations = self.relocations;
        (0..relocations.len()).filter_map(move |k| relocations.get(k))
    }

    /// Whether the code reads the scratch buffer's descriptor through
    /// relocations ([`SCRATCH_RSRC_SYMBOLS`]): LLVM's code for a shader that
    /// uses scratch memory (a private array indexed at run time, spills).
    pub fn uses_scratch_relocations(&self) -> bool {
        self.relocations().any(|r| {
            SCRATCH_RSRC_SYMBOLS
                .iter()
                .any(|s| s.as_bytes() == r.symbol)
        })
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

    /// `SPI_TMPRING_SIZE` as the object lists it (`None` when it does not):
    /// the scratch memory a wave of this graphics shader needs, `WAVESIZE`
    /// in 1 KiB units (LLVM leaves `WAVES`, how many waves get scratch, 0).
    ///
    /// The register is one for every graphics stage, so no graphics
    /// stage's method ([`vs_shader`](Self::vs_shader),
    /// [`ps_shader`](Self::ps_shader), [`es_shader`](Self::es_shader), ...)
    /// puts it in its block: a renderer sets it for the draw, with `WAVESIZE` at
    /// least the largest of the shaders bound, and `WAVES` and the scratch
    /// ring behind it. A `WAVESIZE` of 0 is a shader that needs no scratch.
    /// LLVM's entries do not set `RSRC2.SCRATCH_EN` either, and the code of
    /// a shader that uses scratch reads the scratch buffer's descriptor
    /// through relocations (`SCRATCH_RSRC_DWORD0/1`,
    /// [`uses_scratch_relocations`](Self::uses_scratch_relocations)): such
    /// a shader is built with
    /// [`vs_shader_with_scratch`](Self::vs_shader_with_scratch),
    /// [`ps_shader_with_scratch`](Self::ps_shader_with_scratch) or the
    /// stage's other `*_shader_with_scratch`, which set `SCRATCH_EN` and
    /// apply them.
    pub fn spi_tmpring_size(&self) -> Option<SpiTmpringSize> {
        self.value(SPI_TMPRING_SIZE).map(SpiTmpringSize::from_bits)
    }

    stage_blocks! {
        /// The vertex-shader block: `template` with the registers the object
        /// sets (`SPI_SHADER_PGM_RSRC1_VS`, ...). `SPI_TMPRING_SIZE` is no
        /// part of the block: [`spi_tmpring_size`](Self::spi_tmpring_size).
        /// An object whose code uses scratch memory is built with
        /// [`vs_shader_with_scratch`](Self::vs_shader_with_scratch), whose
        /// `SCRATCH_EN` adds an SGPR after the user data: a VS that calls a
        /// fetch shader is checked again then
        /// ([`check_user_sgprs`](crate::shader::fetch::check_user_sgprs)).
        /// The object's `RSRC1_VS` replaces the template's, which
        /// [`with_fetch_shader`](crate::shader::fetch::with_fetch_shader)
        /// raised to cover the fetch shader: raise it again with
        /// [`cover_fetch_shader`](crate::shader::fetch::cover_fetch_shader)
        /// unless the object's code names the fetch shader's registers in
        /// its call (as `examples/triangle_frame/vs.ll` does), so LLVM
        /// counted them.
        vs_shader / vs_block(VsShader, Stage::Vs, |t| (t.sh_registers(), t.context_registers()), t.program().user_data(), outside: &[SPI_TMPRING_SIZE],
            decode: |s| VsShader::decode(s), user_sgpr: |b| b.with_rsrc2(b.rsrc2().with_user_sgpr(t.rsrc2().user_sgpr())), scratch_on: |b| b.with_rsrc2(b.rsrc2().with_scratch_en(true)),
            with_scratch: vs_shader_with_scratch);
        /// The pixel-shader block: `template` with the registers the object
        /// sets (`RSRC1/2_PS`, `SPI_PS_INPUT_ENA`, `SPI_PS_INPUT_ADDR`, ...).
        /// `SPI_TMPRING_SIZE` is no part of the block:
        /// [`spi_tmpring_size`](Self::spi_tmpring_size). An object whose
        /// code uses scratch memory is built with
        /// [`ps_shader_with_scratch`](Self::ps_shader_with_scratch).
        ps_shader / ps_block(PsShader, Stage::Ps, |t| (t.sh_registers(), t.context_registers()), t.program().user_data(), outside: &[SPI_TMPRING_SIZE],
            decode: |s| PsShader::decode(s), user_sgpr: |b| b.with_rsrc2(b.rsrc2().with_user_sgpr(t.rsrc2().user_sgpr())), scratch_on: |b| b.with_rsrc2(b.rsrc2().with_scratch_en(true)),
            with_scratch: ps_shader_with_scratch);
        /// The compute-shader block: `template` with the registers the object
        /// sets (`COMPUTE_PGM_RSRC1/2`, `COMPUTE_TMPRING_SIZE`, ...). An
        /// object whose code uses scratch memory (for which LLVM sets
        /// `RSRC2.SCRATCH_EN`) is built with
        /// [`cs_shader_with_scratch`](Self::cs_shader_with_scratch).
        cs_shader / cs_block(CsShader, Stage::Cs, |t| t.registers(), t.user_data(), outside: &[],
            decode: |s| CsShader::decode(s), user_sgpr: |b| b.with_rsrc2(b.rsrc2().with_user_sgpr(t.rsrc2().user_sgpr())), scratch_on: |b| b);
    }

    program_stages! {
        /// The export-shader program (an `amdgpu_es` function: a vertex or
        /// domain shader feeding a geometry shader): `template`, a
        /// [`ShaderProgram`] of [`Stage::Es`], with the registers the object
        /// sets (`SPI_SHADER_PGM_RSRC1_ES`, and `RSRC2_ES` when listed).
        /// `SPI_TMPRING_SIZE` is no part of the block
        /// ([`spi_tmpring_size`](Self::spi_tmpring_size)); an object whose
        /// code uses scratch memory is built with
        /// [`es_shader_with_scratch`](Self::es_shader_with_scratch). A
        /// template of another stage is [`Error::TemplateStage`].
        es_shader / es_block(Stage::Es), with_scratch: es_shader_with_scratch;
        /// The geometry-shader program (an `amdgpu_gs` function): as
        /// [`es_shader`](Self::es_shader), for [`Stage::Gs`]
        /// (`SPI_SHADER_PGM_RSRC1_GS`, ...; scratch:
        /// [`gs_shader_with_scratch`](Self::gs_shader_with_scratch)). The
        /// GS's context registers (`VGT_GS_*`, ring sizes) are no part of
        /// the object: the caller sets them.
        gs_shader / gs_block(Stage::Gs), with_scratch: gs_shader_with_scratch;
        /// The hull-shader program (an `amdgpu_hs` function): as
        /// [`es_shader`](Self::es_shader), for [`Stage::Hs`]
        /// (`SPI_SHADER_PGM_RSRC1_HS`, ...; scratch:
        /// [`hs_shader_with_scratch`](Self::hs_shader_with_scratch)).
        hs_shader / hs_block(Stage::Hs), with_scratch: hs_shader_with_scratch;
        /// The local-shader program (an `amdgpu_ls` function: a vertex
        /// shader feeding a hull shader): as [`es_shader`](Self::es_shader),
        /// for [`Stage::Ls`] (`SPI_SHADER_PGM_RSRC1_LS`, ...; scratch:
        /// [`ls_shader_with_scratch`](Self::ls_shader_with_scratch)).
        ls_shader / ls_block(Stage::Ls), with_scratch: ls_shader_with_scratch;
    }

    /// Every entry but the spill counts and `outside` was asked for by the
    /// block's decode, and none is user data (which the template gives).
    fn check_taken<S>(&self, asked: &Asked<S>, stage: Stage, outside: &[u32]) -> Result<(), Error> {
        let user_data = stage.user_data_offset();
        let user_data = user_data..user_data.saturating_add(USER_DATA_REGS as u16);
        for (byte_address, value) in self.config() {
            if [SPILLED_SGPRS, SPILLED_VGPRS].contains(&byte_address)
                || outside.contains(&byte_address)
            {
                continue;
            }
            let register = register_at(byte_address);
            let is_user_data = register
                .is_some_and(|(space, offset)| space == Space::Sh && user_data.contains(&offset));
            if is_user_data || !asked.was_asked(byte_address) {
                return Err(Error::UnusedRegister {
                    stage,
                    byte_address,
                    name: register
                        .and_then(|(space, offset)| crate::regs::gfx7::lookup(space, offset))
                        .map(|r| r.name),
                    value,
                });
            }
        }
        Ok(())
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
