//! Registers written from memory or from the command buffer's own address:
//! `LOAD_CONFIG_REG`, `LOAD_SH_REG`, `LOAD_CONTEXT_REG`, `LOAD_UCONFIG_REG`,
//! `SET_CONTEXT_REG_INDIRECT` and `SET_SH_REG_OFFSET`.

use zerocopy::{FromBytes, Immutable, IntoBytes, KnownLayout};

use super::buffer::CommandBuffer;
use super::error::{Error, check_address, check_count};
use super::packet::{Body, BodyField, FieldFmt, FieldSize, put, sep, typed_packet, word_fields};
use super::regs::{check_reg_on, set_reg_shader_type};
use crate::regs::Space;
use crate::regs::gfx7::packets::*;
use crate::regs::gfx7::pm4::ShaderType;
use core::fmt::{self, Write};

word_fields!(
    LoadRegAddrHi,
    IbOffsetWord,
    DriverDataWord,
    SetRegOffset,
    LoadIndexAddrLo,
    LoadIndexRegOffset,
);

/// One range of a `LOAD_*_REG` packet: `NUM_DWORDS` consecutive registers
/// from dword offset `REG_OFFSET` of the packet's space (two body dwords).
///
/// A `LOAD_*_REG` reads registers from a register image in memory: the image
/// at `ADDR` holds the whole space, register `o` (dword offset from the
/// space base) at `ADDR + 4·o`, and each range of the packet loads its
/// registers from there. The shadow-memory scheme of AMD's PAL restores
/// state this way, one packet per space, all ranges against the one image.
///
/// ```text
/// memory at ADDR:  | reg 0 | reg 1 | ... | reg o | reg o+1 | ... |
/// RegRange::new(o, 2):                     └─── loaded ────┘
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, FromBytes, IntoBytes, Immutable, KnownLayout)]
#[repr(C)]
pub struct RegRange {
    /// `REG_OFFSET`: the first register, in dwords from the space base.
    pub reg_offset: u32,
    /// `NUM_DWORDS`: how many consecutive registers.
    pub num_dwords: u32,
}

impl RegRange {
    /// `count` registers from dword `offset` of the space.
    pub const fn new(offset: u16, count: u32) -> Self {
        RegRange {
            reg_offset: offset as u32,
            num_dwords: count,
        }
    }

    /// Dword offset of the register after the range (`None` on overflow).
    pub const fn end(&self) -> Option<u32> {
        self.reg_offset.checked_add(self.num_dwords)
    }
}

/// The ranges that end a `LOAD_*_REG` body (at least one).
impl FieldSize for &[RegRange] {
    const MIN_DWORDS: usize = 2;
    const MAX_DWORDS: usize = usize::MAX;
}

impl<'a> BodyField<'a> for &'a [RegRange] {
    fn dwords(&self) -> usize {
        self.len().saturating_mul(2)
    }
    /// The whole ranges from dword `at` on; a dword left over makes the
    /// packet's length differ from its body's, so the body does not read.
    fn read(b: Body<'a>, at: usize) -> Self {
        let rest = b.rest(at);
        let whole = rest.get(..rest.len() & !1).unwrap_or(&[]);
        <[RegRange]>::ref_from_bytes(whole.as_bytes()).unwrap_or(&[])
    }
    fn write(&self, out: &mut [u32], at: usize) {
        let mut i = at;
        for r in *self {
            put(out, i, r.reg_offset);
            put(out, i.saturating_add(1), r.num_dwords);
            i = i.saturating_add(2);
        }
    }
}

/// Ranges print as `RANGES=[0x100+4, ...]` (offset, then count).
impl FieldFmt for &[RegRange] {
    fn fmt_field(&self, f: &mut dyn Write, _gfx: crate::regs::Gfx) -> fmt::Result {
        f.write_str("[")?;
        let mut first = true;
        for r in *self {
            sep(f, &mut first)?;
            write!(f, "{:#x}+{}", r.reg_offset, r.num_dwords)?;
        }
        f.write_str("]")
    }
}

typed_packet! {
    /// `LOAD_CONFIG_REG`, `LOAD_SH_REG`, `LOAD_CONTEXT_REG`,
    /// `LOAD_UCONFIG_REG` (gfx7+; the others on every generation): load
    /// ranges of registers of the packet's space from the register image at
    /// `ADDR`
    /// ([`CommandBuffer::load_regs`](CommandBuffer::load_regs)).
    pub struct LoadConfigReg<'a> = LOAD_CONFIG_REG
        | LoadShReg = LOAD_SH_REG
        | LoadContextReg = LOAD_CONTEXT_REG
        | LoadUconfigReg = LOAD_UCONFIG_REG {
        /// `ADDR_LO`: address bits \[31:0\] of the image (4-byte aligned).
        addr_lo @ 0: u32,
        /// Dword 2: `ADDR_HI` (address bits \[47:32\]), `WAIT_IDLE`.
        addr_hi @ 1: LoadRegAddrHi,
        /// The `REG_OFFSET` / `NUM_DWORDS` pairs.
        ranges @ 2: &'a [RegRange],
    }
}

/// The image address and space of each `LOAD_*_REG` packet.
macro_rules! load_packets {
    ($($ty:ident: $space:ident),*) => {$(
        impl $ty<'_> {
            /// The space whose registers the packet loads.
            pub const SPACE: Space = Space::$space;

            /// The register image's address (`ADDR_HI:ADDR_LO`).
            pub const fn address(&self) -> u64 {
                super::packet::join(self.addr_lo, self.addr_hi.addr_hi() as u32)
            }
        }
    )*};
}

load_packets!(
    LoadConfigReg: Config,
    LoadShReg: Sh,
    LoadContextReg: Context,
    LoadUconfigReg: Uconfig
);

typed_packet! {
    /// `LOAD_SH_REG_INDEX`, `LOAD_CONTEXT_REG_INDEX` (gfx8): load ranges of
    /// registers from memory at an address (`INDEX = DIRECT_ADDR`) or at an
    /// offset from a base (`INDEX = OFFSET`), the data either the values
    /// (`DATA_FORMAT = OFFSET_AND_SIZE`) or offset and value pairs
    /// (`OFFSET_AND_DATA`). The first range's `REG_OFFSET` dword also holds
    /// `DATA_FORMAT` in bit 31 ([`LoadShRegIndex::data_format`]). No method
    /// writes them and the replay does not load them (it forgets the
    /// registers they name, `decode::state::MemoryRead::RegisterValue`); build the struct and
    /// [`push`](CommandBuffer::push) it into a gfx8
    /// [`for_gfx`](CommandBuffer::for_gfx) buffer.
    pub struct LoadShRegIndex<'a> = LOAD_SH_REG_INDEX
        | LoadContextRegIndex = LOAD_CONTEXT_REG_INDEX {
        /// Dword 1: `INDEX`, `ADDR_LO` (address bits \[31:2\]).
        addr_lo @ 0: LoadIndexAddrLo,
        /// `ADDR_OFFSET`: the address's high dword, or the offset from the base.
        addr_offset @ 1: u32,
        /// The `REG_OFFSET` / `NUM_DWORDS` pairs, the first `REG_OFFSET`
        /// dword with `DATA_FORMAT` in bit 31.
        ranges @ 2: &'a [RegRange],
    }
}

/// `DATA_FORMAT` of each `LOAD_*_REG_INDEX` packet.
macro_rules! load_index_packets {
    ($($ty:ident),*) => {$(
        impl $ty<'_> {
            /// `DATA_FORMAT`, bit 31 of the first range's `REG_OFFSET` dword.
            pub fn data_format(&self) -> crate::regs::gfx7::pm4::LoadDataFormat {
                let first = self.ranges.first().map_or(0, |r| r.reg_offset);
                LoadIndexRegOffset::from_bits(first).data_format()
            }
        }
    )*};
}

load_index_packets!(LoadShRegIndex, LoadContextRegIndex);

typed_packet! {
    /// `SET_CONTEXT_REG_INDIRECT`: like `SET_CONTEXT_REG`, but each dword
    /// after the offset is a dword offset into the patch table `SET_BASE`
    /// index 0 points to, where the CP reads the register's value
    /// ([`CommandBuffer::set_context_reg_indirect`](CommandBuffer::set_context_reg_indirect)).
    pub struct SetContextRegIndirect<'a> = SET_CONTEXT_REG_INDIRECT {
        /// Dword 1: `REG_OFFSET` (the first register), `INDEX`.
        offset @ 0: SetRegOffset,
        /// One patch-table dword offset per register, first register first.
        patch_offsets @ 1: &'a [u32],
    }
}

typed_packet! {
    /// `SET_SH_REG_OFFSET`: writes one SH register with the address of the
    /// command buffer holding the packet plus `DW_IB_OFFSET` dwords
    /// ([`CommandBuffer::set_sh_reg_offset`](CommandBuffer::set_sh_reg_offset)).
    pub struct SetShRegOffset = SET_SH_REG_OFFSET [SET_SH_REG_OFFSET_DWORDS] {
        /// Dword 1: `REG_OFFSET`, the SH register.
        offset @ 0: ShRegOffsetWord,
        /// Dword 2: `DW_IB_OFFSET`, dwords from the start of the buffer.
        ib_offset @ 1: IbOffsetWord,
        /// Dword 3: `DRIVER_DATA`, bits the CP does not read.
        driver_data @ 2: DriverDataWord,
    }
}

/// Whether `[offset, offset + count)` lies in `space` and, on a buffer whose
/// registers are checked for generation `gfx`, names no register only
/// another generation has ([`check_reg_on`] with no value bits).
fn check_run(
    gfx: Option<crate::regs::Gfx>,
    space: Space,
    offset: u32,
    count: usize,
) -> Result<(), Error> {
    let end = u64::from(offset).saturating_add(count as u64);
    if count == 0 || end > u64::from(space.len()) {
        return Err(Error::RegisterOutsideSpace {
            space,
            offset,
            count,
        });
    }
    if let Some(gfx) = gfx {
        // In the space, so every offset fits 16 bits.
        for reg in offset..end as u32 {
            check_reg_on(gfx, space, reg as u16, 0)?;
        }
    }
    Ok(())
}

impl CommandBuffer<'_> {
    /// `LOAD_*_REG`, the packet of `space`: loads each of `ranges` from the
    /// register image at `address` (register `o` read from `address + 4·o`;
    /// see [`RegRange`]). `wait_idle` makes the CP wait for the
    /// pipeline to go idle first. For [`Space::Sh`] the header's
    /// `SHADER_TYPE` is compute when the ranges are `COMPUTE_*` registers,
    /// as for `SET_SH_REG`. The CP ignores the packet unless the last
    /// `CONTEXT_CONTROL` with `ENABLE_DW` enables its class in
    /// `LOAD_CONTROL` (`ENABLE_MULTI_CNTX_RENDER_REG` for context registers,
    /// `ENABLE_GFX_SH_REG` / `ENABLE_CS_SH_REG` for SH registers by
    /// `SHADER_TYPE`, ...: [`crate::decode::state::LoadClass`]).
    ///
    /// Errors: [`Error::Address`] for an address that is not 4-byte aligned
    /// or wider than 48 bits; [`Error::RegisterOutsideSpace`] for an empty
    /// range or one past the space; [`Error::InvalidField`] (`REG_OFFSET`)
    /// for SH ranges of both pipelines in one packet;
    /// [`Error::BodyLength`] for no ranges or more than one packet holds; on
    /// a [`for_gfx`](Self::for_gfx) buffer, [`Error::RegisterNotOnGfx`] for
    /// a range naming a register only another generation has, and
    /// [`Error::PacketNotOnGfx`] for `LOAD_UCONFIG_REG` on gfx6;
    /// [`Error::OutOfSpace`].
    ///
    /// ```
    /// use gcn::pm4::{CommandBuffer, RegRange};
    /// use gcn::regs::Space;
    ///
    /// let mut storage = [0u32; 8];
    /// let mut cb = CommandBuffer::new(&mut storage);
    /// // SPI_SHADER_USER_DATA_PS_0..3 (SH 0x00C) from an image at 0x10_0000.
    /// cb.load_regs(Space::Sh, 0x10_0000, false, &[RegRange::new(0x00C, 4)])?;
    /// assert_eq!(cb.as_slice(), &[0xC003_5F00, 0x0010_0000, 0, 0x00C, 4]);
    /// # Ok::<(), gcn::pm4::Error>(())
    /// ```
    pub fn load_regs(
        &mut self,
        space: Space,
        address: u64,
        wait_idle: bool,
        ranges: &[RegRange],
    ) -> Result<(), Error> {
        let opcode = match space {
            Space::Config => super::Opcode::LOAD_CONFIG_REG,
            Space::Sh => super::Opcode::LOAD_SH_REG,
            Space::Context => super::Opcode::LOAD_CONTEXT_REG,
            Space::Uconfig => super::Opcode::LOAD_UCONFIG_REG,
        };
        self.check_opcode(opcode)?;
        check_address("ADDR", address, 4, 48)?;
        let mut shader = None;
        for r in ranges {
            check_run(self.reg_gfx(), space, r.reg_offset, r.num_dwords as usize)?;
            // In range of the space, so both ends fit 16 bits.
            let first = set_reg_shader_type(space, r.reg_offset as u16);
            let last = r.reg_offset.wrapping_add(r.num_dwords).wrapping_sub(1);
            let side = *shader.get_or_insert(first);
            if first != side || set_reg_shader_type(space, last as u16) != side {
                return Err(Error::InvalidField {
                    field: "REG_OFFSET",
                    value: u64::from(r.reg_offset),
                });
            }
        }
        let addr_lo = address as u32;
        let addr_hi = LoadRegAddrHi::new()
            .with_addr_hi((address >> 32) as u16)
            .with_wait_idle(wait_idle);
        let shader = shader.unwrap_or(ShaderType::GRAPHICS);
        match space {
            Space::Config => self.push_as(
                &LoadConfigReg {
                    addr_lo,
                    addr_hi,
                    ranges,
                },
                shader,
            ),
            Space::Sh => self.push_as(
                &LoadShReg {
                    addr_lo,
                    addr_hi,
                    ranges,
                },
                shader,
            ),
            Space::Context => self.push_as(
                &LoadContextReg {
                    addr_lo,
                    addr_hi,
                    ranges,
                },
                shader,
            ),
            Space::Uconfig => self.push_as(
                &LoadUconfigReg {
                    addr_lo,
                    addr_hi,
                    ranges,
                },
                shader,
            ),
        }
    }

    /// `SET_CONTEXT_REG_INDIRECT`: sets the context registers from dword
    /// `offset` on, register `i` to the patch-table dword at
    /// `patch_offsets[i]` (the table `SET_BASE` index 0 points to).
    ///
    /// ```
    /// use gcn::pm4::CommandBuffer;
    ///
    /// let mut storage = [0u32; 4];
    /// let mut cb = CommandBuffer::new(&mut storage);
    /// // DB_DEPTH_CONTROL (context 0x200) from patch-table dword 5.
    /// cb.set_context_reg_indirect(0x200, &[5])?;
    /// assert_eq!(cb.as_slice(), &[0xC001_7300, 0x200, 5]);
    /// # Ok::<(), gcn::pm4::Error>(())
    /// ```
    ///
    /// Errors: [`Error::RegisterOutsideSpace`] for no registers or a run
    /// past the context space; [`Error::BodyLength`] for more than one
    /// packet holds; on a [`for_gfx`](Self::for_gfx) buffer,
    /// [`Error::RegisterNotOnGfx`] for a register only another generation
    /// has; [`Error::OutOfSpace`].
    pub fn set_context_reg_indirect(
        &mut self,
        offset: u16,
        patch_offsets: &[u32],
    ) -> Result<(), Error> {
        check_run(
            self.reg_gfx(),
            Space::Context,
            u32::from(offset),
            patch_offsets.len(),
        )?;
        self.push(&SetContextRegIndirect {
            offset: SetRegOffset::at(offset, 0),
            patch_offsets,
        })
    }

    /// `SET_SH_REG_OFFSET`: sets the SH register at dword `offset` to the
    /// address of the command buffer that holds the packet plus
    /// `ib_offset` dwords (data placed in the buffer itself, found without
    /// knowing the buffer's address when recording). `driver_data` is 16
    /// bits the CP does not read.
    ///
    /// ```
    /// use gcn::pm4::CommandBuffer;
    ///
    /// let mut storage = [0u32; 4];
    /// let mut cb = CommandBuffer::new(&mut storage);
    /// // SPI_SHADER_USER_DATA_PS_0 (SH 0x00C) = the buffer's address + 8 dwords.
    /// cb.set_sh_reg_offset(0x00C, 8, 0)?;
    /// assert_eq!(cb.as_slice(), &[0xC002_7700, 0x00C, 8, 0]);
    /// # Ok::<(), gcn::pm4::Error>(())
    /// ```
    ///
    /// Errors: [`Error::RegisterOutsideSpace`] for an offset past the SH
    /// space; [`Error::CountOutOfRange`] for `ib_offset` over 22 bits; on a
    /// [`for_gfx`](Self::for_gfx) buffer, [`Error::RegisterNotOnGfx`];
    /// [`Error::OutOfSpace`].
    pub fn set_sh_reg_offset(
        &mut self,
        offset: u16,
        ib_offset: u32,
        driver_data: u16,
    ) -> Result<(), Error> {
        const IB_OFFSET_MAX: u32 = IbOffsetWord::new()
            .with_dw_ib_offset(u32::MAX)
            .dw_ib_offset();
        static_assertions::const_assert_eq!(IB_OFFSET_MAX, 0x3F_FFFF);
        check_run(self.reg_gfx(), Space::Sh, u32::from(offset), 1)?;
        check_count(
            "DW_IB_OFFSET",
            u64::from(ib_offset),
            0,
            u64::from(IB_OFFSET_MAX),
        )?;
        let packet = SetShRegOffset {
            offset: ShRegOffsetWord::new().with_reg_offset(offset),
            ib_offset: IbOffsetWord::new().with_dw_ib_offset(ib_offset),
            driver_data: DriverDataWord::new().with_driver_data(driver_data),
        };
        self.push_as(&packet, set_reg_shader_type(Space::Sh, offset))
    }
}
