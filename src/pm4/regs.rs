//! `SET_CONFIG_REG`, `SET_SH_REG`, `SET_CONTEXT_REG`, `SET_UCONFIG_REG`; and
//! `CONTEXT_REG_RMW`, which changes some bits of one context register.
//!
//! Body: dword 1 = `REG_OFFSET` (bits 15:0, the dword offset from the space
//! base) and `INDEX` (bits 31:28); dwords 2.. = the values of consecutive
//! registers.

use super::buffer::{CommandBuffer, Reserved};
use super::error::Error;
use super::header::{self, Type3Header};
use super::opcode::Opcode;
use super::packet::{Sealed, typed_packet, word_fields};
use crate::regs::gfx7::packets::*;
use crate::regs::gfx7::pm4::{
    SetContextRegIndex, SetShRegIndexIndex, SetUconfigRegIndex, ShaderType,
};
use crate::regs::{Gfx, Register, Space};

/// The `INDEX` type of a `SET_*_REG` packet that takes one: the type picks
/// the packet ([`CommandBuffer::set_regs_indexed`]).
///
/// | `INDEX` type | packet |
/// |---|---|
/// | [`SetContextRegIndex`] | `SET_CONTEXT_REG` |
/// | [`SetUconfigRegIndex`] | `SET_UCONFIG_REG` (gfx7+) |
/// | [`SetShRegIndexIndex`] | `SET_SH_REG_INDEX` (gfx7+) |
pub trait SetRegIndex: Copy + Sealed {
    /// The space the packet writes.
    const SPACE: Space;
    /// The packet.
    const OPCODE: Opcode;
    /// The raw `INDEX` bits.
    fn bits(self) -> u8;
}

/// [`SetRegIndex`] for each `INDEX` type: (type, space, opcode).
macro_rules! set_reg_index {
    ($($ty:ident: $space:ident, $op:ident;)*) => {$(
        impl Sealed for $ty {}

        impl SetRegIndex for $ty {
            const SPACE: Space = Space::$space;
            const OPCODE: Opcode = Opcode::$op;
            fn bits(self) -> u8 {
                self.into_bits()
            }
        }
    )*};
}

set_reg_index! {
    SetContextRegIndex: Context, SET_CONTEXT_REG;
    SetUconfigRegIndex: Uconfig, SET_UCONFIG_REG;
    SetShRegIndexIndex: Sh, SET_SH_REG_INDEX;
}

/// Most register values one `SET_*_REG` packet carries (`COUNT` is 14 bits and
/// the offset dword takes one body dword).
pub const MAX_REGS_PER_PACKET: usize = super::header::MAX_BODY_DWORDS - 1;

/// First `SET_SH_REG` offset of the compute (`COMPUTE_*`) registers
/// (`COMPUTE_DISPATCH_INITIATOR`, `0x200`); packets writing from here on carry
/// `SHADER_TYPE = 1`.
pub const SH_COMPUTE_FIRST_OFFSET: u16 =
    <crate::regs::ComputeDispatchInitiator as crate::regs::Register>::OFFSET;

/// The opcode of the packet that writes `space`.
pub const fn set_reg_opcode(space: Space) -> Opcode {
    match space {
        Space::Config => Opcode::SET_CONFIG_REG,
        Space::Sh => Opcode::SET_SH_REG,
        Space::Context => Opcode::SET_CONTEXT_REG,
        Space::Uconfig => Opcode::SET_UCONFIG_REG,
    }
}

/// `SHADER_TYPE` of a `SET_*_REG` packet writing from `offset` of `space`:
/// compute for the `COMPUTE_*` SH registers ([`SH_COMPUTE_FIRST_OFFSET`] and
/// up), graphics otherwise.
pub const fn set_reg_shader_type(space: Space, offset: u16) -> ShaderType {
    match space {
        Space::Sh if offset >= SH_COMPUTE_FIRST_OFFSET => ShaderType::COMPUTE,
        _ => ShaderType::GRAPHICS,
    }
}

/// The type-3 header of a `SET_*_REG` packet writing `count` registers
/// (`1..=MAX_REGS_PER_PACKET`, not checked: an out-of-range count is masked
/// to the 14-bit `COUNT`) from `offset` of `space`, with the
/// [`set_reg_shader_type`].
pub const fn set_reg_header(space: Space, offset: u16, count: usize) -> Type3Header {
    header::type3_header(
        set_reg_opcode(space),
        count.saturating_add(1),
        false,
        set_reg_shader_type(space, offset),
    )
}

impl SetRegOffset {
    /// Dword 1 of a `SET_*_REG` packet writing from `offset` with `INDEX =
    /// index` (masked to its 4 bits).
    pub const fn at(offset: u16, index: u8) -> Self {
        SetRegOffset::new()
            .with_reg_offset(offset)
            .with_index(index)
    }
}

/// Header and offset dword of a `SET_*_REG` packet (see
/// [`set_reg_header`], [`SetRegOffset::at`]); nothing is checked.
pub(crate) const fn set_reg_head(space: Space, offset: u16, count: usize, index: u8) -> [u32; 2] {
    [
        set_reg_header(space, offset, count).into_bits(),
        SetRegOffset::at(offset, index).into_bits(),
    ]
}

/// The run-splitting rule of every `SET_*_REG` writer: whether the register
/// at `offset` joins the packet that starts at `start` and already holds `n`
/// registers (it is the next offset and the packet is not full).
pub(crate) const fn continues_run(start: u16, n: usize, offset: u16) -> bool {
    n < MAX_REGS_PER_PACKET && offset as usize == (start as usize).wrapping_add(n)
}

/// Header and offset dword for `count` values starting at `offset` in
/// `space`, checked: the count fits a packet and the run stays in the space.
const fn encode_head(
    space: Space,
    offset: u16,
    count: usize,
    index: u8,
) -> Result<[u32; 2], Error> {
    if count == 0 || count > MAX_REGS_PER_PACKET {
        return Err(Error::CountOutOfRange {
            field: "COUNT",
            value: count as u64,
            min: 1,
            max: MAX_REGS_PER_PACKET as u64,
        });
    }
    if (offset as usize).saturating_add(count) > space.len() as usize {
        return Err(Error::RegisterOutsideSpace {
            space,
            offset: offset as u32,
            count,
        });
    }
    Ok(set_reg_head(space, offset, count, index))
}

/// Every generation, for [`check_reg_on`].
const GENERATIONS: [Gfx; 3] = [Gfx::Gfx6, Gfx::Gfx7, Gfx::Gfx8];

/// [`Error::RegisterNotOnGfx`] if another generation has a register at
/// dword `offset` of `space` and `gfx` has none there (offsets no generation
/// names stay raw writes, as on gfx7); [`Error::RegisterFieldNotOnGfx`] if
/// `value` sets bits another generation gives a field of that register and
/// `gfx` gives none (e.g. a gfx7 field on a gfx6 register that shares
/// gfx7's type).
pub(crate) fn check_reg_on(gfx: Gfx, space: Space, offset: u16, value: u32) -> Result<(), Error> {
    let Some(own) = gfx.lookup(space, offset) else {
        if GENERATIONS
            .iter()
            .any(|g| g.lookup(space, offset).is_some())
        {
            return Err(Error::RegisterNotOnGfx { space, offset, gfx });
        }
        return Ok(());
    };
    let own_bits = own.fields.iter().fold(0u32, |m, f| m | f.mask());
    let stray = value & !own_bits;
    if stray == 0 {
        return Ok(());
    }
    let other_fields = GENERATIONS
        .iter()
        .filter(|&&g| g != gfx)
        .filter_map(|g| g.lookup(space, offset))
        .flat_map(|r| r.fields.iter());
    for field in other_fields {
        if stray & field.mask() != 0 {
            return Err(Error::RegisterFieldNotOnGfx {
                register: own.name,
                field: field.name,
                gfx,
            });
        }
    }
    Ok(())
}

/// [`Error::FieldNotOnGfx`] (`INDEX`) for a `SET_*_REG` offset dword with
/// a nonzero `INDEX` \[31:28\] on gfx6: the spec gives the field to gfx7+
/// and says it is 0 on gfx6 (`pm4.packets.SET_*_REG` dword 1,
/// `pm4.enums.SET_CONTEXT_REG_INDEX`).
const fn check_index_on(gfx: Gfx, opcode: Opcode, index: u8) -> Result<(), Error> {
    if index != 0 && matches!(gfx, Gfx::Gfx6) {
        return Err(Error::FieldNotOnGfx {
            opcode,
            field: "INDEX",
            gfx,
        });
    }
    Ok(())
}

/// The space a `SET_*_REG` opcode writes ([`set_reg_opcode`] inverted, and
/// `SET_SH_REG_INDEX`).
const fn set_reg_space(opcode: Opcode) -> Option<Space> {
    match opcode {
        Opcode::SET_CONFIG_REG => Some(Space::Config),
        Opcode::SET_SH_REG => Some(Space::Sh),
        Opcode::SET_CONTEXT_REG => Some(Space::Context),
        Opcode::SET_UCONFIG_REG => Some(Space::Uconfig),
        Opcode::SET_SH_REG_INDEX => Some(Space::Sh),
        _ => None,
    }
}

/// The generation checks of a `for_gfx` buffer, applied to type-3 packets
/// encoded elsewhere (pre-built register blocks, a pass recorded into a
/// scratch buffer) before they are copied in: every packet exists with its
/// gfx7 layout on `gfx` ([`Opcode::check_on`]), sets no field only another
/// generation has ([`check_fields`](super::check_fields)), every
/// `SET_*_REG` offset dword passes [`check_index_on`] and every value
/// [`check_reg_on`]. The walk stops at a dword that
/// is not a type-3 header or a packet that runs past the end (the crate's
/// encoders write neither; raw data is the caller's).
pub(crate) fn check_encoded(gfx: Gfx, words: &[u32]) -> Result<(), Error> {
    let mut rest = words;
    while let Some((&first, tail)) = rest.split_first() {
        let header = Type3Header::from_bits(first);
        if header.packet_type() != crate::regs::gfx7::pm4::PacketType::TYPE3 {
            break;
        }
        let Some((body, next)) = tail.split_at_checked(header::body_dwords(header)) else {
            break;
        };
        check_type3(gfx, header.opcode(), body, &[])?;
        rest = next;
    }
    Ok(())
}

/// The checks [`check_encoded`] makes of one type-3 packet: `opcode`, whose
/// body is `body` followed by `more` (two pieces, so that a packet held in
/// parts, such as a decoded `SET_*_REG`'s offset dword and values, is
/// checked before it is encoded anywhere). A body cut after its first
/// [`CHECKED_BODY_DWORDS`](super::CHECKED_BODY_DWORDS) dwords is enough but
/// for a `SET_*_REG`, whose values are all checked.
pub(crate) fn check_type3(
    gfx: Gfx,
    opcode: Opcode,
    body: &[u32],
    more: &[u32],
) -> Result<(), Error> {
    opcode.check_on(gfx)?;
    if more.is_empty() {
        super::fields::check_fields(opcode, body, gfx)?;
    } else {
        let mut head = [0u32; super::CHECKED_BODY_DWORDS];
        let mut n = 0usize;
        for (dst, &src) in head.iter_mut().zip(body.iter().chain(more)) {
            *dst = src;
            n = n.saturating_add(1);
        }
        super::fields::check_fields(opcode, head.get(..n).unwrap_or(&[]), gfx)?;
    }
    if let Some(space) = set_reg_space(opcode) {
        let mut words = body.iter().chain(more);
        if let Some(&at) = words.next() {
            let at = SetRegOffset::from_bits(at);
            check_index_on(gfx, opcode, at.index())?;
            let start = at.reg_offset();
            for (i, &value) in words.enumerate() {
                check_reg_on(gfx, space, start.wrapping_add(i as u16), value)?;
            }
        }
    }
    Ok(())
}

/// [`encode_head`], then the generation checks: `gfx` has the `SET_*_REG`
/// packet of `space` and, if `regs` is `Some`, that generation every
/// register of the run and its value ([`check_reg_on`]).
fn encode_head_on(
    (gfx, regs): (Gfx, Option<Gfx>),
    space: Space,
    offset: u16,
    values: &[u32],
    index: u8,
) -> Result<[u32; 2], Error> {
    let head = encode_head(space, offset, values.len(), index)?;
    set_reg_opcode(space).check_on(gfx)?;
    // `encode_head` keeps the run inside the space, so no offset wraps.
    if let Some(g) = regs {
        for (i, &value) in values.iter().enumerate() {
            check_reg_on(g, space, offset.wrapping_add(i as u16), value)?;
        }
    }
    Ok(head)
}

/// Dwords a `SET_*_REG` packet writing `count` registers takes.
pub const fn set_regs_dwords(count: usize) -> usize {
    count.saturating_add(2)
}

/// Checks a `(offset, value)` list for `gfx` and returns the dwords it takes.
fn reg_list_dwords(
    (gfx, regs): (Gfx, Option<Gfx>),
    space: Space,
    list: &[(u16, u32)],
) -> Result<usize, Error> {
    if !list.is_empty() {
        set_reg_opcode(space).check_on(gfx)?;
    }
    let mut total = 0usize;
    let mut prev: Option<u16> = None;
    let mut start = 0u16;
    let mut run = 0usize;
    for &(off, value) in list {
        if off as u32 >= space.len() {
            return Err(Error::RegisterOutsideSpace {
                space,
                offset: off as u32,
                count: 1,
            });
        }
        if let Some(g) = regs {
            check_reg_on(g, space, off, value)?;
        }
        if let Some(p) = prev
            && off <= p
        {
            return Err(Error::UnsortedRegisters { offset: off });
        }
        if prev.is_some() && continues_run(start, run, off) {
            run = run.saturating_add(1);
            total = total.saturating_add(1);
        } else {
            start = off;
            run = 1;
            total = total.saturating_add(3);
        }
        prev = Some(off);
    }
    Ok(total)
}

/// Registers in the run at the start of `list` (one packet's worth).
fn run_len(list: &[(u16, u32)]) -> usize {
    let Some(&(start, _)) = list.first() else {
        return 0;
    };
    let mut n = 1usize;
    while let Some(&(off, _)) = list.get(n) {
        if !continues_run(start, n, off) {
            break;
        }
        n = n.saturating_add(1);
    }
    n
}

word_fields!(ContextRegRmwOffset, RegRmwControl);

typed_packet! {
    /// `REG_RMW`: `register = (register & AND_MASK) | OR_MASK` for the
    /// register at dword address `MOD_ADRS`; with `AND_MASK_SRC` /
    /// `OR_MASK_SRC` set, dword 2 / 3 is the dword address of a register
    /// holding the mask instead
    /// ([`CommandBuffer::reg_rmw`](CommandBuffer::reg_rmw)).
    pub struct RegRmw = REG_RMW [REG_RMW_DWORDS] {
        /// Dword 1: `MOD_ADRS`, `OR_MASK_SRC`, `AND_MASK_SRC`.
        control @ 0: RegRmwControl,
        /// `AND_MASK` (or `AND_ADRS`).
        and_mask @ 1: u32,
        /// `OR_MASK` (or `OR_ADRS`).
        or_mask @ 2: u32,
    }
}

typed_packet! {
    /// `CONTEXT_REG_RMW`: `register = (register & !REG_MASK) | (REG_DATA &
    /// REG_MASK)` for one context register
    /// ([`CommandBuffer::context_reg_rmw`](CommandBuffer::context_reg_rmw)).
    pub struct ContextRegRmw = CONTEXT_REG_RMW [CONTEXT_REG_RMW_DWORDS] {
        /// Dword 1: `REG_OFFSET`, the dword offset from the context space base.
        reg_offset @ 0: ContextRegRmwOffset,
        /// `REG_MASK`: the bits to change.
        reg_mask @ 1: u32,
        /// `REG_DATA`: their new values.
        reg_data @ 2: u32,
    }
}

impl CommandBuffer<'_> {
    /// `REG_RMW`: `register = (register & and_mask) | or_mask` for the
    /// register at MMIO dword address `register` (its byte address / 4, 14
    /// bits: config registers `0x2000..=0x2BFF`, SH registers
    /// `0x2C00..=0x2FFF`), masks given in the packet.
    ///
    /// Errors: [`Error::Address`] for an address over 14 bits;
    /// [`Error::OutOfSpace`].
    pub fn reg_rmw(&mut self, register: u16, and_mask: u32, or_mask: u32) -> Result<(), Error> {
        super::error::check_address("MOD_ADRS", u64::from(register), 1, 14)?;
        self.push(&RegRmw {
            control: RegRmwControl::new().with_mod_adrs(register),
            and_mask,
            or_mask,
        })
    }

    /// `CONTEXT_REG_RMW`: sets the bits `mask` selects of the context
    /// register at dword `offset` to those of `data`, keeping the others
    /// (`register = (register & !mask) | (data & mask)`).
    ///
    /// Errors: [`Error::RegisterOutsideSpace`] for an offset past the
    /// context space; [`Error::OutOfSpace`].
    pub fn context_reg_rmw(&mut self, offset: u16, mask: u32, data: u32) -> Result<(), Error> {
        if u32::from(offset) >= Space::Context.len() {
            return Err(Error::RegisterOutsideSpace {
                space: Space::Context,
                offset: u32::from(offset),
                count: 1,
            });
        }
        self.push(&ContextRegRmw {
            reg_offset: ContextRegRmwOffset::new().with_reg_offset(offset),
            reg_mask: mask,
            reg_data: data,
        })
    }

    /// Writes a typed register with the `SET_*_REG` packet of its space
    /// (3 dwords).
    pub fn set_reg<R: Register>(&mut self, reg: R) -> Result<(), Error> {
        self.set_regs(R::SPACE, R::OFFSET, &[reg.to_bits()])
    }

    /// Writes `values` to consecutive registers of `space` starting at dword
    /// `offset` (relative to the space base) with one `SET_*_REG` packet.
    ///
    /// Errors: [`Error::CountOutOfRange`] if `values` is empty or longer than
    /// [`MAX_REGS_PER_PACKET`]; [`Error::RegisterOutsideSpace`] if the run
    /// leaves the space; [`Error::OutOfSpace`].
    pub fn set_regs(&mut self, space: Space, offset: u16, values: &[u32]) -> Result<(), Error> {
        let head = encode_head_on((self.gfx(), self.reg_gfx()), space, offset, values, 0)?;
        self.put(&head, values)
    }

    /// `SET_CONTEXT_REG`: context registers (base `0x28000`).
    pub fn set_context_regs(&mut self, offset: u16, values: &[u32]) -> Result<(), Error> {
        self.set_regs(Space::Context, offset, values)
    }

    /// `SET_CONTEXT_REG`, `SET_UCONFIG_REG` or `SET_SH_REG_INDEX`, the
    /// packet of `index`'s type ([`SetContextRegIndex`], [`SetUconfigRegIndex`]
    /// or [`SetShRegIndexIndex`]; see [`SetRegIndex`]), with an `INDEX`
    /// (gfx7+) the CP uses to post-process the write (`SET_UCONFIG_REG`
    /// indices need CP firmware support; `SET_SH_REG_INDEX` index
    /// `CP_MODIFY_CU_MASK` has the CP AND a `CU_EN` mask written with the
    /// kernel driver's). `SET_SH_REG_INDEX` carries `SHADER_TYPE = 1` for the
    /// compute registers, as `SET_SH_REG` does.
    ///
    /// Errors: as [`set_regs`](Self::set_regs), and on a gfx6
    /// [`for_gfx`](Self::for_gfx) buffer [`Error::PacketNotOnGfx`] for
    /// `SET_UCONFIG_REG` and `SET_SH_REG_INDEX` and [`Error::FieldNotOnGfx`]
    /// (`INDEX`) for a `SET_CONTEXT_REG` index other than `DEFAULT`.
    ///
    /// ```
    /// use gcn::pm4::{CommandBuffer, SetUconfigRegIndex};
    ///
    /// let mut storage = [0u32; 3];
    /// let mut cb = CommandBuffer::new(&mut storage);
    /// cb.set_regs_indexed(SetUconfigRegIndex::PRIM_TYPE, 0x242, &[4])?; // VGT_PRIMITIVE_TYPE
    /// // SET_UCONFIG_REG, COUNT = 1; REG_OFFSET 0x242 with INDEX = 1 in [31:28].
    /// assert_eq!(cb.as_slice(), &[0xC001_7900, 0x1000_0242, 4]);
    /// # Ok::<(), gcn::pm4::Error>(())
    /// ```
    pub fn set_regs_indexed<I: SetRegIndex>(
        &mut self,
        index: I,
        offset: u16,
        values: &[u32],
    ) -> Result<(), Error> {
        let [header, offset_dword] = encode_head_on(
            (self.gfx(), self.reg_gfx()),
            I::SPACE,
            offset,
            values,
            index.bits(),
        )?;
        self.check_opcode(I::OPCODE)?;
        if let Some(gfx) = self.reg_gfx() {
            check_index_on(gfx, I::OPCODE, index.bits())?;
        }
        let header = Type3Header::from_bits(header).with_opcode(I::OPCODE);
        self.put(&[header.into_bits(), offset_dword], values)
    }

    /// `SET_SH_REG`: shader registers (base `0xB000`); `SHADER_TYPE = 1` for
    /// the compute registers (offset `0x200` and up).
    pub fn set_sh_regs(&mut self, offset: u16, values: &[u32]) -> Result<(), Error> {
        self.set_regs(Space::Sh, offset, values)
    }

    /// `SET_SH_REG` with the header's `SHADER_TYPE` given instead of derived
    /// from the offset: the PS4 driver's compute-shader window writes the
    /// `COMPUTE_*` registers with `SHADER_TYPE = 0` (graphics).
    ///
    /// Errors: as [`set_regs`](Self::set_regs).
    pub fn set_sh_regs_typed(
        &mut self,
        shader_type: ShaderType,
        offset: u16,
        values: &[u32],
    ) -> Result<(), Error> {
        let [_, offset_dword] =
            encode_head_on((self.gfx(), self.reg_gfx()), Space::Sh, offset, values, 0)?;
        let header = header::type3_header(
            Opcode::SET_SH_REG,
            values.len().saturating_add(1),
            false,
            shader_type,
        );
        self.put(&[header.into_bits(), offset_dword], values)
    }

    /// `SET_UCONFIG_REG`: user-config registers (base `0x30000`, gfx7+).
    pub fn set_uconfig_regs(&mut self, offset: u16, values: &[u32]) -> Result<(), Error> {
        self.set_regs(Space::Uconfig, offset, values)
    }

    /// `SET_CONFIG_REG`: config registers (base `0x8000`; privileged on gfx7+).
    pub fn set_config_regs(&mut self, offset: u16, values: &[u32]) -> Result<(), Error> {
        self.set_regs(Space::Config, offset, values)
    }

    /// Writes a list of `(offset, value)` pairs of `space`, sorted by strictly
    /// increasing offset, with one packet per run of consecutive offsets.
    ///
    /// All or nothing: the size is computed and checked first. An empty list
    /// writes nothing. Errors: [`Error::UnsortedRegisters`],
    /// [`Error::RegisterOutsideSpace`], [`Error::OutOfSpace`].
    pub fn set_reg_list(&mut self, space: Space, list: &[(u16, u32)]) -> Result<(), Error> {
        let needed = reg_list_dwords((self.gfx(), self.reg_gfx()), space, list)?;
        self.check_space(needed)?;
        let mut rest = list;
        while let Some(&(start, _)) = rest.first() {
            let n = run_len(rest);
            let (run, tail) = rest.split_at(n.min(rest.len()));
            let head = encode_head(space, start, run.len(), 0)?;
            self.put(&head, &[])?;
            for &(_, value) in run {
                self.put(&[value], &[])?;
            }
            rest = tail;
        }
        Ok(())
    }
}

impl Reserved<'_, '_> {
    /// [`CommandBuffer::set_reg`] within the reservation.
    pub fn set_reg<R: Register>(&mut self, reg: R) -> &mut Self {
        self.set_regs(R::SPACE, R::OFFSET, &[reg.to_bits()])
    }

    /// [`CommandBuffer::set_regs`] within the reservation.
    pub fn set_regs(&mut self, space: Space, offset: u16, values: &[u32]) -> &mut Self {
        match encode_head_on((self.gfx(), self.reg_gfx()), space, offset, values, 0) {
            Ok(head) => self.put(&head, values),
            Err(e) => self.fail(e),
        }
    }

    /// [`CommandBuffer::set_context_regs`] within the reservation.
    pub fn set_context_regs(&mut self, offset: u16, values: &[u32]) -> &mut Self {
        self.set_regs(Space::Context, offset, values)
    }

    /// [`CommandBuffer::set_sh_regs`] within the reservation.
    pub fn set_sh_regs(&mut self, offset: u16, values: &[u32]) -> &mut Self {
        self.set_regs(Space::Sh, offset, values)
    }

    /// [`CommandBuffer::set_uconfig_regs`] within the reservation.
    pub fn set_uconfig_regs(&mut self, offset: u16, values: &[u32]) -> &mut Self {
        self.set_regs(Space::Uconfig, offset, values)
    }
}
