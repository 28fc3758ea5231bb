//! The shader binary info block PS4 shaders carry behind their code (the
//! `OrbShdr` block), and the input-usage slots before it: which user-data
//! SGPRs the shader expects each resource in (`TryGetResourceSlot`).
//!
//! The layout, from GPCS4 (`GPCS4/Graphics/Gcn/GcnShaderBinary.h`, and how
//! its `PsslProgramInfo` finds the slots), fpPS4 (`chip/ps4_shader.pas`) and
//! shadPS4 (`AmdGpu::BinaryInfo`), all little-endian:
//!
//! | bytes | field |
//! |---|---|
//! | 0..7 | signature `OrbShdr` |
//! | 7 | version |
//! | 8..12 | bit 0 PSSL/Cg (else IL), bit 1 source cached, bits 5:2 binary type ([`BinaryType`]), bits 7:6 source type, bits 31:8 code length in bytes |
//! | 12 | chunk-usage base offset, in dwords back from the block |
//! | 13 | number of input-usage slots |
//! | 14 | bit 0 uses a shader resource table, bit 1 its used-info is valid, bit 2 extended usage info |
//! | 15 | reserved |
//! | 16..24 | association hash (two dwords) |
//! | 24..28 | CRC-32 of the shader up to this field |
//!
//! Every field has an accessor that gives it as stored
//! ([`BinaryInfo::binary_type_code`], [`BinaryInfo::source_type`],
//! [`BinaryInfo::srt_flags`], [`BinaryInfo::reserved`], ...), so a value no
//! source names ([`BinaryInfo::binary_type`] is `None` for it) is still
//! there to read; [`BinaryInfo::bytes`] gives the whole block.
//!
//! The chunk-usage masks start `base offset` dwords before the block; the
//! input-usage slots, 4 bytes each, end where the masks start:
//!
//! | byte | slot field |
//! |---|---|
//! | 0 | usage type ([`InputUsage`]) |
//! | 1 | API slot (the resource's index in its kind) |
//! | 2 | first user-data register |
//! | 3 | bit 0: 8 dwords (else 4), bit 1: a T# (else a V#), bits 7:4 chunk mask; for a shader resource table, its size in dwords minus one |
//!
//! What this module does not read: the `.sb` shader file around a shader
//! (its file header, the stage registers and the input/output semantics).
//! No source this crate may use documents that container; see the crate's
//! README.
//!
//! ```
//! use gcn::shader::binary_info::{BinaryInfo, BinaryType, InputUsage};
//!
//! // 64 bytes of code (16 `s_endpgm`s here), two slots (a T# at s[0:7], an
//! // S# at s[8:11]), no usage masks, the block.
//! let mut bytes = 0xBF81_0000u32.to_le_bytes().repeat(16);
//! bytes.extend_from_slice(&[
//!     0x00, 0, 0, 0b10 | 1, // texture 0: ImmResource, T#, 8 dwords, s0
//!     0x01, 0, 8, 0,        // sampler 0: ImmSampler, s8
//! ]);
//! bytes.extend_from_slice(b"OrbShdr\x00");
//! bytes.extend_from_slice(&(1u32 | (0 << 2) | (64 << 8)).to_le_bytes()); // PSSL, PS, 64 bytes
//! bytes.extend_from_slice(&[0, 2, 0, 0]); // base offset 0, 2 slots
//! bytes.extend_from_slice(&[0; 12]);      // hashes and CRC
//! let info = BinaryInfo::find(&bytes)?;
//! assert_eq!(info.binary_type(), Some(BinaryType::Ps));
//! assert_eq!(info.code_length(), 64);
//! assert_eq!(info.slots_offset(), 64); // the code ends where the slots start
//! assert_eq!(info.resource_slot(InputUsage::ImmResource, 0), Some(0));
//! assert_eq!(info.resource_slot(InputUsage::ImmSampler, 0), Some(8));
//! assert_eq!(info.resource_slot(InputUsage::ImmSampler, 1), None);
//! # Ok::<(), gcn::shader::Error>(())
//! ```

use super::Error;

/// The signature the block starts with.
pub const SIGNATURE: &[u8; 7] = b"OrbShdr";
/// Bytes of the block.
pub const INFO_BYTES: usize = 28;
/// Bytes of one input-usage slot.
pub const SLOT_BYTES: usize = 4;

/// The stage the shader was compiled for (`ShaderBinaryType`, bits 5:2 of
/// the block's third dword).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BinaryType {
    /// Pixel shader.
    Ps,
    /// Vertex shader run as the VS stage.
    VsVs,
    /// Vertex shader run as the ES stage.
    VsEs,
    /// Vertex shader run as the LS stage.
    VsLs,
    /// Compute shader.
    Cs,
    /// Geometry shader.
    Gs,
    /// Hull shader.
    Hs,
    /// Domain shader run as the VS stage.
    DsVs,
}

impl BinaryType {
    /// The field value of the type.
    pub const fn code(self) -> u8 {
        match self {
            Self::Ps => 0,
            Self::VsVs => 1,
            Self::VsEs => 2,
            Self::VsLs => 3,
            Self::Cs => 4,
            Self::Gs => 5,
            Self::Hs => 7,
            Self::DsVs => 8,
        }
    }

    /// The type of a field value (`None` for the values no source names).
    pub const fn from_code(code: u8) -> Option<Self> {
        Some(match code {
            0 => Self::Ps,
            1 => Self::VsVs,
            2 => Self::VsEs,
            3 => Self::VsLs,
            4 => Self::Cs,
            5 => Self::Gs,
            7 => Self::Hs,
            8 => Self::DsVs,
            _ => return None,
        })
    }
}

/// What an input-usage slot holds (`ShaderInputUsageType`), with the
/// numbers GPCS4 and fpPS4 give.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[repr(u8)]
pub enum InputUsage {
    /// A read-only buffer or texture descriptor (V# or T#).
    ImmResource = 0x00,
    /// A sampler descriptor (S#).
    ImmSampler = 0x01,
    /// A constant buffer descriptor (V#).
    ImmConstBuffer = 0x02,
    /// A vertex buffer descriptor (V#).
    ImmVertexBuffer = 0x03,
    /// A read/write buffer or texture descriptor.
    ImmRwResource = 0x04,
    /// An immediate float constant.
    ImmAluFloatConst = 0x05,
    /// 32 Booleans packed into one dword.
    ImmAluBool32Const = 0x06,
    /// A GDS address range for counters.
    ImmGdsCounterRange = 0x07,
    /// A GDS address range for storage.
    ImmGdsMemoryRange = 0x08,
    /// A GWS resource base.
    ImmGwsBase = 0x09,
    /// A shader resource table, in user data.
    ImmShaderResourceTable = 0x0A,
    /// The LDS ES-GS size of an on-chip GS.
    ImmLdsEsGsSize = 0x0D,
    /// The fetch shader's address (the pair `s_swappc_b64` jumps through).
    SubPtrFetchShader = 0x12,
    /// Pointer to a flat resource table.
    PtrResourceTable = 0x13,
    /// Pointer to an internal resource table.
    PtrInternalResourceTable = 0x14,
    /// Pointer to a sampler table.
    PtrSamplerTable = 0x15,
    /// Pointer to a constant buffer table.
    PtrConstBufferTable = 0x16,
    /// Pointer to the vertex buffer table (the fetch shader's V#s).
    PtrVertexBufferTable = 0x17,
    /// Pointer to a stream-out buffer table.
    PtrSoBufferTable = 0x18,
    /// Pointer to a read/write resource table.
    PtrRwResourceTable = 0x19,
    /// Pointer to the driver's internal global table.
    PtrInternalGlobalTable = 0x1A,
    /// Pointer to extended user data.
    PtrExtendedUserData = 0x1B,
    /// Pointer to a resource indirection table.
    PtrIndirectResourceTable = 0x1C,
    /// Pointer to an internal resource indirection table.
    PtrIndirectInternalResourceTable = 0x1D,
    /// Pointer to a read/write resource indirection table.
    PtrIndirectRwResourceTable = 0x1E,
    /// An offset into the GDS kick ring buffer of a dispatch draw.
    ImmGdsKickRingBufferOffset = 0x22,
    /// An offset into the vertex ring buffer of a dispatch draw.
    ImmVertexRingBufferOffset = 0x23,
    /// Pointer to a dispatch draw's data.
    PtrDispatchDraw = 0x24,
    /// A dispatch draw's instances, `(first << 16) | (count - 1)`.
    ImmDispatchDrawInstances = 0x25,
}

impl InputUsage {
    const ALL: [InputUsage; 29] = [
        Self::ImmResource,
        Self::ImmSampler,
        Self::ImmConstBuffer,
        Self::ImmVertexBuffer,
        Self::ImmRwResource,
        Self::ImmAluFloatConst,
        Self::ImmAluBool32Const,
        Self::ImmGdsCounterRange,
        Self::ImmGdsMemoryRange,
        Self::ImmGwsBase,
        Self::ImmShaderResourceTable,
        Self::ImmLdsEsGsSize,
        Self::SubPtrFetchShader,
        Self::PtrResourceTable,
        Self::PtrInternalResourceTable,
        Self::PtrSamplerTable,
        Self::PtrConstBufferTable,
        Self::PtrVertexBufferTable,
        Self::PtrSoBufferTable,
        Self::PtrRwResourceTable,
        Self::PtrInternalGlobalTable,
        Self::PtrExtendedUserData,
        Self::PtrIndirectResourceTable,
        Self::PtrIndirectInternalResourceTable,
        Self::PtrIndirectRwResourceTable,
        Self::ImmGdsKickRingBufferOffset,
        Self::ImmVertexRingBufferOffset,
        Self::PtrDispatchDraw,
        Self::ImmDispatchDrawInstances,
    ];

    /// The usage of a slot's type byte (`None` for types not listed).
    pub fn from_code(code: u8) -> Option<Self> {
        Self::ALL.into_iter().find(|u| *u as u8 == code)
    }
}

/// One input-usage slot, as stored.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct InputUsageSlot {
    /// The usage type byte ([`InputUsage::from_code`]).
    pub usage_type: u8,
    /// The API slot: the resource's index among those of its kind.
    pub api_slot: u8,
    /// The first user-data register the resource goes in.
    pub start_register: u8,
    /// The flags byte: bit 0 eight dwords, bit 1 a T#, bits 7:4 chunk mask.
    pub flags: u8,
}

impl InputUsageSlot {
    /// The usage, if the type byte names one.
    pub fn usage(&self) -> Option<InputUsage> {
        InputUsage::from_code(self.usage_type)
    }

    /// Whether the resource takes eight dwords (a T#) rather than four.
    pub const fn eight_dwords(&self) -> bool {
        self.flags & 1 != 0
    }

    /// Whether an [`InputUsage::ImmResource`] is a T# (else a V#).
    pub const fn is_texture(&self) -> bool {
        self.flags & 2 != 0
    }
}

/// A parsed block and the input-usage slots before it, borrowed from the
/// bytes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BinaryInfo<'a> {
    info: &'a [u8; INFO_BYTES],
    slots: &'a [u8],
    offset: usize,
}

/// A little-endian dword of the block (every offset used is below 28).
fn dword(info: &[u8; INFO_BYTES], at: usize) -> u32 {
    let mut b = [0u8; 4];
    if let Some(s) = info.get(at..at.saturating_add(4)) {
        b.copy_from_slice(s);
    }
    u32::from_le_bytes(b)
}

impl<'a> BinaryInfo<'a> {
    /// The first block at a dword-aligned offset of `bytes` (the code and
    /// what follows it, as a shader lies in memory), with its slots.
    ///
    /// # Errors
    /// [`Error::NoBinaryInfo`] when no aligned `OrbShdr` starts a whole
    /// block; as [`BinaryInfo::at`] for the first one found.
    pub fn find(bytes: &'a [u8]) -> Result<Self, Error> {
        let offset = (0..bytes.len())
            .step_by(4)
            .find(|&at| {
                bytes
                    .get(at..)
                    .is_some_and(|rest| rest.len() >= INFO_BYTES && rest.starts_with(SIGNATURE))
            })
            .ok_or(Error::NoBinaryInfo)?;
        Self::at(bytes, offset)
    }

    /// The block at byte `offset` of `bytes`, with its slots.
    ///
    /// # Errors
    /// [`Error::NoBinaryInfo`] when the block is not there (no signature, or
    /// past the end); [`Error::BinaryInfoOutOfBounds`] when the usage masks or
    /// the slots would start before the bytes; [`Error::BinaryInfoCodeTooLong`]
    /// when the code length reaches past the block's own offset, which no
    /// reading of the length allows ([`BinaryInfo::code_length`]).
    pub fn at(bytes: &'a [u8], offset: usize) -> Result<Self, Error> {
        let info: &[u8; INFO_BYTES] = bytes
            .get(offset..)
            .and_then(|rest| rest.first_chunk())
            .ok_or(Error::NoBinaryInfo)?;
        if !info.starts_with(SIGNATURE) {
            return Err(Error::NoBinaryInfo);
        }
        let masks = usize::from(info[12]) * 4;
        let slot_bytes = usize::from(info[13]) * SLOT_BYTES;
        let slots_end = offset
            .checked_sub(masks)
            .ok_or(Error::BinaryInfoOutOfBounds {
                what: "chunk-usage masks",
            })?;
        let slots_start =
            slots_end
                .checked_sub(slot_bytes)
                .ok_or(Error::BinaryInfoOutOfBounds {
                    what: "input-usage slots",
                })?;
        let slots = bytes
            .get(slots_start..slots_end)
            .ok_or(Error::BinaryInfoOutOfBounds {
                what: "input-usage slots",
            })?;
        let found = Self {
            info,
            slots,
            offset,
        };
        let length = found.code_length();
        if !usize::try_from(length).is_ok_and(|l| l <= offset) {
            return Err(Error::BinaryInfoCodeTooLong {
                length,
                block: offset,
            });
        }
        Ok(found)
    }

    /// Byte offset of the block in the bytes it was read from.
    pub const fn offset(&self) -> usize {
        self.offset
    }

    /// Byte offset where the input-usage slots start, in the bytes the block
    /// was read from: the slots, then the chunk-usage masks, then the block
    /// follow one another, so the shader code before them ends here at the
    /// latest.
    pub const fn slots_offset(&self) -> usize {
        // `at` checked that the masks and slots fit before the block.
        let masks = (self.info[12] as usize).saturating_mul(4);
        self.offset
            .saturating_sub(masks)
            .saturating_sub(self.slots.len())
    }

    /// The block's version byte.
    pub const fn version(&self) -> u8 {
        self.info[7]
    }

    /// The block's 28 bytes as stored: every field, including those no
    /// accessor names.
    pub const fn bytes(&self) -> &'a [u8; INFO_BYTES] {
        self.info
    }

    /// The dword at bytes 8..12 as stored: the flags, the binary and source
    /// types and the code length (see the module docs).
    pub fn type_and_length(&self) -> u32 {
        dword(self.info, 8)
    }

    /// Whether the shader was compiled from PSSL or Cg (else from IL).
    pub fn is_pssl(&self) -> bool {
        self.type_and_length() & 1 != 0
    }

    /// Whether the source was cached (bit 1 of the third dword).
    pub fn is_source_cached(&self) -> bool {
        self.type_and_length() & 2 != 0
    }

    /// The stage the shader was compiled for (`None` for a value no source
    /// names: 6 and 9..=15; [`BinaryInfo::binary_type_code`] gives it).
    pub fn binary_type(&self) -> Option<BinaryType> {
        BinaryType::from_code(self.binary_type_code())
    }

    /// The binary-type field as stored (bits 5:2 of the third dword,
    /// 0..=15), named or not.
    pub fn binary_type_code(&self) -> u8 {
        ((self.type_and_length() >> 2) & 0xF) as u8
    }

    /// The source-type field as stored (bits 7:6 of the third dword,
    /// 0..=3); no source this crate uses names its values.
    pub fn source_type(&self) -> u8 {
        ((self.type_and_length() >> 6) & 0x3) as u8
    }

    /// Length of the code in bytes, from the start of the bytes the block was
    /// read from. Sources differ on what it counts: GPCS4's and fpPS4's
    /// headers say the code alone (not the block, nor the tables before it),
    /// so it ends by [`BinaryInfo::slots_offset`]; another public copy of the
    /// header says the block's address minus the length is the top of the
    /// binary, which counts the tables too. [`BinaryInfo::at`] refuses only
    /// a length past the block's own offset, which fits neither; where the
    /// code ends when the length runs into the slots is the caller's choice
    /// (`gcn shader` reads up to the slots, with a note).
    pub fn code_length(&self) -> u32 {
        self.type_and_length() >> 8
    }

    /// Where the chunk-usage masks start, in dwords back from the block
    /// (byte 12).
    pub const fn chunk_usage_offset_dwords(&self) -> u8 {
        self.info[12]
    }

    /// How many input-usage slots lie before the masks (byte 13).
    pub const fn input_usage_slot_count(&self) -> u8 {
        self.info[13]
    }

    /// The shader-resource-table flags byte as stored (byte 14): bit 0
    /// [`uses_srt`](Self::uses_srt), bit 1
    /// [`srt_used_info_valid`](Self::srt_used_info_valid), bit 2
    /// [`extended_usage_info`](Self::extended_usage_info), bits 7:3 reserved.
    pub const fn srt_flags(&self) -> u8 {
        self.info[14]
    }

    /// Whether the shader uses a shader resource table.
    pub const fn uses_srt(&self) -> bool {
        self.srt_flags() & 1 != 0
    }

    /// Whether the shader resource table's used-info is valid.
    pub const fn srt_used_info_valid(&self) -> bool {
        self.srt_flags() & 2 != 0
    }

    /// Whether the block carries extended usage info.
    pub const fn extended_usage_info(&self) -> bool {
        self.srt_flags() & 4 != 0
    }

    /// The reserved byte 15, as stored.
    pub const fn reserved(&self) -> u8 {
        self.info[15]
    }

    /// The 64-bit association hash (first dword low).
    pub fn hash(&self) -> u64 {
        u64::from(dword(self.info, 16)) | u64::from(dword(self.info, 20)) << 32
    }

    /// The CRC-32 field.
    pub fn crc32(&self) -> u32 {
        dword(self.info, 24)
    }

    /// The input-usage slots, in file order.
    pub fn slots(&self) -> impl Iterator<Item = InputUsageSlot> + 'a {
        self.slots.as_chunks::<SLOT_BYTES>().0.iter().map(
            |&[usage_type, api_slot, start_register, flags]| InputUsageSlot {
                usage_type,
                api_slot,
                start_register,
                flags,
            },
        )
    }

    /// The first user-data register of resource `index` of `kind`
    /// (`TryGetResourceSlot`), or `None` when the shader does not use it.
    pub fn resource_slot(&self, kind: InputUsage, index: u8) -> Option<u8> {
        self.slots()
            .find(|s| s.usage_type == kind as u8 && s.api_slot == index)
            .map(|s| s.start_register)
    }
}
