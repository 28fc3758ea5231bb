//! Writing a decoded packet back: the inverse of the [`Decoder`](super::Decoder).
//!
//! A typed [`Packet`] carries every body dword, so re-encoding it gives the
//! original dwords back exactly. What it does not carry comes from the
//! original header dword, passed alongside: the type-3 `PREDICATE`,
//! `SHADER_TYPE` and reserved bits `[7:2]`, and the 30 low bits of a type-2
//! filler. `TYPE`, `IT_OPCODE` and `COUNT` are always recomputed from the
//! packet, so a packet whose variable-length body was edited gets the right
//! `COUNT`.

use crate::pm4::packet::{HEADER_FLAG_BITS, put_all};
use crate::pm4::{
    CHECKED_BODY_DWORDS, CommandBuffer, Error, MAX_BODY_DWORDS, Opcode, PacketType, ShaderType,
    TYPE2_FILLER, Type0Header, Type3Header, check_type3, set_reg_header, type3_header,
};
use crate::regs::Gfx;

use super::Decoded;
use super::packet::Packet;

/// Header bits a type-3 packet keeps from the original header:
/// `PREDICATE` (bit 0), `SHADER_TYPE` (bit 1) and reserved bits 7:2.
const TYPE3_KEPT_BITS: u32 = HEADER_FLAG_BITS;

/// Header bits a type-2 filler keeps from the original dword: all but `TYPE`
/// (bits 31:30 in every header).
const TYPE2_KEPT_BITS: u32 = !Type3Header::new()
    .with_packet_type(PacketType::from_bits(u8::MAX))
    .into_bits();
static_assertions::const_assert_eq!(TYPE2_KEPT_BITS, 0x3FFF_FFFF);

/// Values a type-0 packet can carry (`COUNT` is 14 bits, values minus one).
const TYPE0_MAX_VALUES: usize = Type0Header::new().with_count(u16::MAX).count() as usize + 1;
static_assertions::const_assert_eq!(TYPE0_MAX_VALUES, 1 << 14);

/// How a packet is framed: its header and its body.
enum Frame<'p> {
    /// A type-3 packet: the opcode and the body length.
    Type3 { opcode: Opcode, len: usize },
    /// A type-0 packet: the header (`COUNT` already set) and its values.
    Type0 { header: u32, values: &'p [u32] },
    /// The type-2 filler.
    Type2,
}

impl<'a> Packet<'a> {
    /// The opcode, body length and fewest body dwords of its layout, for a
    /// type-3 packet without a typed layout; `None` for typed packets, type
    /// 0 and type 2.
    fn type3_body(&self) -> Option<(Opcode, usize, usize)> {
        match *self {
            Packet::Nop(nop) => Some((Opcode::NOP, nop.body.len(), 0)),
            Packet::SetRegs(regs) => Some((regs.opcode, regs.values.len().saturating_add(1), 1)),
            Packet::Unknown { opcode, body } => Some((opcode, body.len(), 0)),
            _ => None,
        }
    }

    /// Checks the packet can be framed and works out its header layout.
    fn frame(&self) -> Result<Frame<'a>, Error> {
        if let Packet::SetRegs(regs) = self
            && !regs.opcode_fits_space()
        {
            return Err(Error::InvalidField {
                field: "IT_OPCODE",
                value: u64::from(regs.opcode.into_bits()),
            });
        }
        let Some((opcode, len, min)) = self.type3_body() else {
            return match *self {
                Packet::Type0 { header, values } => {
                    let n = values.len();
                    if n == 0 || n > TYPE0_MAX_VALUES {
                        return Err(Error::BodyLength {
                            opcode: None,
                            len: n,
                            min: 1,
                            max: TYPE0_MAX_VALUES,
                        });
                    }
                    // `1 <= n <= 2^14`, so `n - 1` fits the 14-bit `COUNT`;
                    // `BASE_INDEX`, `ONE_REG_WR` and `TYPE` are kept.
                    let header = header
                        .with_count(n.wrapping_sub(1) as u16)
                        .with_packet_type(PacketType::TYPE0)
                        .into_bits();
                    Ok(Frame::Type0 { header, values })
                }
                _ => Ok(Frame::Type2),
            };
        };
        // `COUNT` is the body length minus one; a `NOP` of `COUNT = 0x3FFF`
        // has no body, so the only empty body is a `NOP`'s and a `NOP` body
        // cannot take the full 2^14 dwords.
        let (min, max) = if opcode == Opcode::NOP {
            (0, MAX_BODY_DWORDS.saturating_sub(1))
        } else {
            (min.max(1), MAX_BODY_DWORDS)
        };
        if len < min || len > max {
            return Err(Error::BodyLength {
                opcode: Some(opcode),
                len,
                min,
                max,
            });
        }
        Ok(Frame::Type3 { opcode, len })
    }

    /// Dwords the packet encodes to, header included (whether or not
    /// [`encode_into`](Self::encode_into) accepts it).
    pub fn encoded_len(&self) -> usize {
        match *self {
            Packet::Type2 => 1,
            Packet::Type0 { values, .. } => values.len().saturating_add(1),
            _ => match self.typed() {
                Some(typed) => typed.body_len(),
                None => self.type3_body().map_or(0, |(_, len, _)| len),
            }
            .saturating_add(1),
        }
    }

    /// Writes the packet to the start of `out` and returns the dwords written.
    ///
    /// `header` is the packet's original header dword (see
    /// [`Decoded::header`]): a type-3 packet keeps its `PREDICATE`,
    /// `SHADER_TYPE` and reserved bits `[7:2]`, a type-2 filler its 30 low
    /// bits; `TYPE`, `IT_OPCODE` and `COUNT` come from the packet (a type-0
    /// packet takes its whole header from [`Packet::Type0`], `COUNT`
    /// recomputed). Pass `0` for a new graphics packet without predication.
    ///
    /// All or nothing: on error no dword of `out` is written.
    ///
    /// # Errors
    ///
    /// [`Error::BodyLength`] when the body cannot be framed (see there),
    /// [`Error::InvalidField`] (`IT_OPCODE`) for a [`SetRegs`](super::SetRegs)
    /// whose `opcode` does not write its `space`,
    /// [`Error::OutOfSpace`] when `out` is shorter than
    /// [`encoded_len`](Self::encoded_len).
    pub fn encode_into(&self, header: u32, out: &mut [u32]) -> Result<usize, Error> {
        if let Some(typed) = self.typed() {
            return typed.encode(header & TYPE3_KEPT_BITS, out);
        }
        let frame = self.frame()?;
        let total = match frame {
            Frame::Type3 { len, .. } => len.saturating_add(1),
            Frame::Type0 { values, .. } => values.len().saturating_add(1),
            Frame::Type2 => 1,
        };
        let remaining = out.len();
        let Some((head, body)) = out.get_mut(..total).and_then(<[u32]>::split_first_mut) else {
            return Err(Error::OutOfSpace {
                needed: total,
                remaining,
            });
        };
        match frame {
            Frame::Type2 => *head = (header & TYPE2_KEPT_BITS) | TYPE2_FILLER,
            Frame::Type0 { header, values } => {
                *head = header;
                put_all(body, 0, values);
            }
            Frame::Type3 { opcode, len } => {
                let built = match *self {
                    // The one `SET_*_REG` header encoder (its `SHADER_TYPE`
                    // is replaced by the original header's below).
                    Packet::SetRegs(regs) => {
                        set_reg_header(regs.space, regs.offset_word.reg_offset(), regs.values.len())
                            .with_opcode(opcode)
                    }
                    _ => type3_header(opcode, len, false, ShaderType::GRAPHICS),
                };
                *head = (built.into_bits() & !TYPE3_KEPT_BITS) | (header & TYPE3_KEPT_BITS);
                match *self {
                    Packet::Nop(nop) => put_all(body, 0, nop.body),
                    Packet::Unknown { body: b, .. } => put_all(body, 0, b),
                    Packet::SetRegs(regs) => {
                        put_all(body, 0, &[regs.offset_word.into_bits()]);
                        put_all(body, 1, regs.values);
                    }
                    _ => {}
                }
            }
        }
        Ok(total)
    }
}

impl Decoded<'_> {
    /// Writes the packet back to the start of `out` with its own header bits
    /// (see [`Packet::encode_into`]); an unedited packet gives back
    /// [`Decoded::words`] exactly.
    ///
    /// # Errors
    ///
    /// As [`Packet::encode_into`].
    pub fn encode_into(&self, out: &mut [u32]) -> Result<usize, Error> {
        self.packet.encode_into(self.header(), out)
    }
}

impl Packet<'_> {
    /// The generation checks of a [`CommandBuffer::for_gfx`] buffer, made on
    /// the packet before it is encoded: those [`check_encoded`](crate::pm4::check_encoded)
    /// makes of the dwords it encodes to. A type-0 packet and the type-2
    /// filler are not checked (`check_encoded` skips them too).
    #[inline(never)]
    fn check_on(&self, gfx: Gfx) -> Result<(), Error> {
        match *self {
            Packet::Type0 { .. } | Packet::Type2 => Ok(()),
            Packet::Nop(nop) => check_type3(gfx, Opcode::NOP, nop.body, &[]),
            Packet::SetRegs(regs) => check_type3(
                gfx,
                regs.opcode,
                &[regs.offset_word.into_bits()],
                regs.values,
            ),
            // A body of another generation's layout (gfx6's 3-dword
            // `COND_EXEC`): that generation's packet, which no other
            // generation frames.
            Packet::Unknown { opcode, body } => {
                match super::packet::other_layout_on(opcode, body.len(), gfx) {
                    Some(true) => Ok(()),
                    Some(false) => Err(Error::PacketLayoutNotOnGfx { opcode, gfx }),
                    None => check_type3(gfx, opcode, body, &[]),
                }
            }
            _ => match (self.typed(), self.opcode()) {
                // No typed packet is a `SET_*_REG`: its first body dwords
                // are all the checks read.
                (Some(typed), Some(opcode)) => {
                    let mut head = [0u32; CHECKED_BODY_DWORDS];
                    let n = typed.write_head(&mut head);
                    check_type3(gfx, opcode, head.get(..n).unwrap_or(&[]), &[])
                }
                _ => Ok(()),
            },
        }
    }
}

impl CommandBuffer<'_> {
    /// Records a decoded (possibly edited) packet; `header` is its original
    /// header dword, as for [`Packet::encode_into`]. The predication toggle
    /// is not applied: the header's own `PREDICATE` bit is kept.
    ///
    /// A buffer made with [`for_gfx`](CommandBuffer::for_gfx) checks the
    /// packet for its generation as its own packet methods do (a buffer
    /// made with [`new`](CommandBuffer::new) does not check it): the
    /// packet, its fields and, for a `SET_*_REG`, its `INDEX` and every
    /// register and value. A type-0 packet and the type-2 filler are not
    /// checked.
    ///
    /// ```
    /// use gcn::decode::Decoder;
    /// use gcn::pm4::{CommandBuffer, Error, Opcode};
    /// use gcn::regs::Gfx;
    ///
    /// // ACQUIRE_MEM (gfx7+): TC_ACTION_ENA over all memory.
    /// let stream = [0xC005_5800, 0x0080_0000, 0xFFFF_FFFF, 0xFF, 0, 0, 10];
    /// let d = Decoder::new(&stream).next().unwrap()?;
    /// let mut storage = [0u32; 8];
    /// let mut gfx6 = CommandBuffer::for_gfx(&mut storage, Gfx::Gfx6);
    /// assert_eq!(
    ///     gfx6.write_decoded(&d),
    ///     Err(Error::PacketNotOnGfx { opcode: Opcode::ACQUIRE_MEM, gfx: Gfx::Gfx6 })
    /// );
    /// assert!(gfx6.is_empty());
    /// let mut gfx7 = CommandBuffer::for_gfx(&mut storage, Gfx::Gfx7);
    /// gfx7.write_decoded(&d)?;
    /// assert_eq!(gfx7.as_slice(), &stream);
    /// # Ok::<(), gcn::Error>(())
    /// ```
    ///
    /// # Errors
    ///
    /// On a buffer made with [`for_gfx`](CommandBuffer::for_gfx), the
    /// generation errors that documents: [`Error::PacketNotOnGfx`],
    /// [`Error::PacketLayoutNotOnGfx`], [`Error::FieldNotOnGfx`] (a packet
    /// field, or a `SET_*_REG` `INDEX` on gfx6), [`Error::RegisterNotOnGfx`]
    /// and [`Error::RegisterFieldNotOnGfx`]. Then as
    /// [`Packet::encode_into`]. On error nothing is recorded and no dword
    /// of the buffer, free ones included, is written.
    pub fn write_packet(&mut self, packet: &Packet<'_>, header: u32) -> Result<(), Error> {
        if let Some(gfx) = self.reg_gfx() {
            packet.check_on(gfx)?;
        }
        self.put_with(|out| packet.encode_into(header, out))
    }

    /// Records a decoded (possibly edited) packet with its own header bits
    /// (see [`Decoded::encode_into`]), checked as
    /// [`write_packet`](Self::write_packet) checks it.
    ///
    /// # Errors
    ///
    /// As [`write_packet`](Self::write_packet); on error nothing is
    /// recorded and no dword of the buffer is written.
    pub fn write_decoded(&mut self, decoded: &Decoded<'_>) -> Result<(), Error> {
        self.write_packet(&decoded.packet, decoded.header())
    }
}
