//! The typed packet enum and the type-3 body decoder.

use crate::pm4::{Opcode, SetRegOffset, Type0Header};
use crate::ps4::markers::{Marker, UserData, recognize_body};
use crate::regs::Space;

use super::error::DecodeError;
use super::regs::SetRegs;

/// One decoded packet.
///
/// Type-3 packets whose opcode the writer emits decode into a variant with
/// named fields, reusing the writer's field-word types; every other opcode
/// decodes into [`Packet::Unknown`]. Bodies are borrowed from the stream.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Packet<'a> {
    /// A type-0 packet: `COUNT + 1` values for consecutive MMIO registers
    /// (privileged; not found in user command buffers).
    Type0 {
        /// The header (base register, `ONE_REG_WR`, count).
        header: Type0Header,
        /// The values.
        values: &'a [u32],
    },
    /// The one-dword type-2 filler.
    Type2,
    /// `NOP`: its body is data the command processor skips.
    Nop(Nop<'a>),
    /// `SET_CONFIG_REG`, `SET_SH_REG`, `SET_CONTEXT_REG` or `SET_UCONFIG_REG`.
    SetRegs(SetRegs<'a>),
    /// A type-3 packet this decoder has no layout for.
    Unknown {
        /// Its opcode (named by [`Opcode::name`] when AMD names it).
        opcode: Opcode,
        /// Its body, header excluded.
        body: &'a [u32],
    },
}

impl Packet<'_> {
    /// AMD's name of the packet (`SET_CONTEXT_REG`, `TYPE2`, ...), or `None`
    /// for an opcode AMD does not name.
    pub fn name(&self) -> Option<&'static str> {
        match self {
            Packet::Type0 { .. } => Some("TYPE0"),
            Packet::Type2 => Some("TYPE2"),
            Packet::Nop(_) => Some("NOP"),
            Packet::SetRegs(s) => crate::pm4::set_reg_opcode(s.space).name(),
            Packet::Unknown { opcode, .. } => opcode.name(),
        }
    }
}

/// The body of a `NOP`: data the command processor skips.
///
/// PS4 command streams use NOP bodies for markers (`0x6875xxxx`, see
/// [`crate::ps4::markers`]) and for data embedded in the command buffer
/// (constants, descriptors); [`Nop::marker`] tells them apart.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Nop<'a> {
    /// The body, header excluded (empty for the header-only `NOP`).
    pub body: &'a [u32],
}

impl<'a> Nop<'a> {
    /// The PS4 marker the body starts with, if any.
    pub fn marker(&self) -> Option<Marker<'a>> {
        recognize_body(self.body)
    }

    /// The embedded data: the payload of an allocation marker, or the whole
    /// body of a `NOP` without a marker. `None` for other markers.
    pub fn data(&self) -> Option<&'a [u32]> {
        match self.marker() {
            None => Some(self.body),
            Some(Marker::Allocation { payload, .. }) => Some(payload),
            Some(_) => None,
        }
    }

    /// The user data the next `SET_SH_REG` writes, if this NOP is a PS4
    /// V#/T#/S#/region hint.
    pub fn user_data_hint(&self) -> Option<UserData> {
        let kind = self.marker()?.kind();
        [
            UserData::Vsharp,
            UserData::Tsharp,
            UserData::Ssharp,
            UserData::Region,
        ]
        .into_iter()
        .find(|u| u.marker() == kind)
    }
}

/// Checks a body length against a layout of `min..=max` dwords.
pub(super) const fn check_len(
    offset: usize,
    opcode: Opcode,
    len: usize,
    min: usize,
    max: usize,
) -> Result<(), DecodeError> {
    if len < min || len > max {
        Err(DecodeError::BodyLength {
            offset,
            opcode,
            len,
            min,
            max,
        })
    } else {
        Ok(())
    }
}

/// Decodes the body of the type-3 packet at `offset`.
pub(super) fn decode_type3<'a>(
    offset: usize,
    opcode: Opcode,
    body: &'a [u32],
    hint: Option<UserData>,
) -> Result<Packet<'a>, DecodeError> {
    let space = match opcode {
        Opcode::NOP => return Ok(Packet::Nop(Nop { body })),
        Opcode::SET_CONFIG_REG => Some(Space::Config),
        Opcode::SET_SH_REG => Some(Space::Sh),
        Opcode::SET_CONTEXT_REG => Some(Space::Context),
        Opcode::SET_UCONFIG_REG => Some(Space::Uconfig),
        _ => None,
    };
    if let Some(space) = space {
        check_len(offset, opcode, body.len(), 1, usize::MAX)?;
        let (first, values) = body.split_first().unwrap_or((&0, &[]));
        return Ok(Packet::SetRegs(SetRegs {
            space,
            offset_word: SetRegOffset::from_bits(*first),
            values,
            hint,
        }));
    }
    Ok(Packet::Unknown { opcode, body })
}
