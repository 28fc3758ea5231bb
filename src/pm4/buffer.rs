//! [`CommandBuffer`]: the caller-owned dword buffer packets are recorded into.

use super::error::Error;
use super::opcode::Opcode;
use crate::regs::Gfx;

/// A PM4 command buffer recording into a caller-owned `&mut [u32]`.
///
/// Every packet method checks that the whole packet fits before writing
/// anything: on error the length is unchanged and no dword of the slice
/// (written or not) is touched. No method panics, whatever its arguments.
/// The free dwords after the recorded ones are the writer's: a register
/// block's `emit` that succeeds may leave values there past its packets.
///
/// The predication toggle ([`CommandBuffer::set_predicate`]) sets the header
/// `PREDICATE` bit on every draw and dispatch packet recorded while it is on.
///
/// ```
/// use gcn::pm4::CommandBuffer;
///
/// let mut storage = [0u32; 16];
/// let mut cb = CommandBuffer::new(&mut storage);
/// cb.set_context_regs(0x1FC, &[2])?; // VGT_DRAW_INITIATOR, raw
/// assert_eq!(cb.as_slice(), &[0xC001_6900, 0x1FC, 2]);
/// assert_eq!(cb.remaining(), 13);
/// # Ok::<(), gcn::pm4::Error>(())
/// ```
#[derive(Debug)]
pub struct CommandBuffer<'a> {
    buf: &'a mut [u32],
    len: usize,
    predicate: bool,
    gfx: Gfx,
    /// Whether `SET_*_REG` offsets are checked against `gfx`'s registers
    /// (buffers made with [`CommandBuffer::for_gfx`]).
    check_regs: bool,
}

impl<'a> CommandBuffer<'a> {
    /// An empty gfx7 command buffer recording into `buf` (its whole length is
    /// the capacity). Packets are checked for gfx7, register offsets are not
    /// (any offset inside the space is a raw write).
    pub const fn new(buf: &'a mut [u32]) -> Self {
        CommandBuffer {
            buf,
            len: 0,
            predicate: false,
            gfx: Gfx::Gfx7,
            check_regs: false,
        }
    }

    /// An empty command buffer for generation `gfx` (Mesa's `gfx_level`)
    /// recording into `buf`: a packet the generation does not have
    /// ([`Error::PacketNotOnGfx`]), whose layout on it is not the gfx7 one the
    /// writer encodes ([`Error::PacketLayoutNotOnGfx`]), or (unlike
    /// [`new`](Self::new), also for gfx7) a `SET_*_REG` of a register another
    /// generation has there but this one does not
    /// ([`Error::RegisterNotOnGfx`]) or a register value setting bits of a
    /// field only another generation has ([`Error::RegisterFieldNotOnGfx`]),
    /// or a packet setting a field this
    /// generation does not have in that dword ([`Error::FieldNotOnGfx`], see
    /// [`PACKET_FIELDS`](super::PACKET_FIELDS)) is refused and writes nothing.
    ///
    /// ```
    /// use gcn::pm4::{CommandBuffer, Error, Opcode};
    /// use gcn::regs::Gfx;
    ///
    /// let mut storage = [0u32; 8];
    /// let mut cb = CommandBuffer::for_gfx(&mut storage, Gfx::Gfx6);
    /// // VGT_PRIMITIVE_TYPE is a config register on gfx6 (0x8958).
    /// cb.set_config_regs(0x256, &[4])?;
    /// assert_eq!(cb.as_slice(), &[0xC001_6800, 0x256, 4]);
    /// // SET_UCONFIG_REG is gfx7+.
    /// assert_eq!(
    ///     cb.set_uconfig_regs(0x242, &[4]),
    ///     Err(Error::PacketNotOnGfx { opcode: Opcode::SET_UCONFIG_REG, gfx: Gfx::Gfx6 })
    /// );
    /// assert_eq!(cb.len(), 3);
    /// # Ok::<(), Error>(())
    /// ```
    pub const fn for_gfx(buf: &'a mut [u32], gfx: Gfx) -> Self {
        CommandBuffer {
            buf,
            len: 0,
            predicate: false,
            gfx,
            check_regs: true,
        }
    }

    /// The generation packets are written for (gfx7 unless made with
    /// [`for_gfx`](Self::for_gfx)).
    pub const fn gfx(&self) -> Gfx {
        self.gfx
    }

    /// The generation `SET_*_REG` offsets are checked against, if they are.
    pub(crate) const fn reg_gfx(&self) -> Option<Gfx> {
        if self.check_regs {
            Some(self.gfx)
        } else {
            None
        }
    }

    /// [`Error::PacketNotOnGfx`] / [`Error::PacketLayoutNotOnGfx`] unless the
    /// buffer's generation has `opcode` with the gfx7 layout the writer encodes.
    #[inline]
    pub(crate) const fn check_opcode(&self, opcode: Opcode) -> Result<(), Error> {
        opcode.check_on(self.gfx)
    }

    /// Dwords recorded so far.
    pub const fn len(&self) -> usize {
        self.len
    }

    /// Whether nothing has been recorded.
    pub const fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Total dwords the buffer can hold.
    pub const fn capacity(&self) -> usize {
        self.buf.len()
    }

    /// Dwords still free.
    pub const fn remaining(&self) -> usize {
        self.buf.len().saturating_sub(self.len)
    }

    /// The recorded dwords.
    pub fn as_slice(&self) -> &[u32] {
        self.buf.get(..self.len).unwrap_or(&[])
    }

    /// The recorded dwords as bytes (native endianness, as the GPU reads them
    /// on a little-endian host).
    pub fn as_bytes(&self) -> &[u8] {
        zerocopy::IntoBytes::as_bytes(self.as_slice())
    }

    /// Mutable access to `len` already recorded dwords starting at dword
    /// `offset` (e.g. to fill data placed with
    /// [`alloc_embedded`](CommandBuffer::alloc_embedded)); `None` if the range
    /// is not inside what has been recorded.
    pub fn recorded_mut(&mut self, offset: usize, len: usize) -> Option<&mut [u32]> {
        let end = offset.checked_add(len)?;
        if end > self.len {
            return None;
        }
        self.buf.get_mut(offset..end)
    }

    /// Consumes the writer and returns the recorded dwords with the buffer's lifetime.
    pub fn into_slice(self) -> &'a [u32] {
        let len = self.len;
        let buf: &'a [u32] = self.buf;
        buf.get(..len).unwrap_or(&[])
    }

    /// Forgets everything recorded (the dwords are not cleared) and turns predication off.
    pub fn reset(&mut self) {
        self.len = 0;
        self.predicate = false;
    }

    /// Turns the predication toggle on or off: while on, draw and dispatch
    /// packets carry header `PREDICATE = 1` and are skipped by the CP when the
    /// predicate set with `SET_PREDICATION` is false.
    pub fn set_predicate(&mut self, on: bool) {
        self.predicate = on;
    }

    /// Whether the predication toggle is on.
    pub const fn predicate(&self) -> bool {
        self.predicate
    }

    /// Checks once that `dwords` dwords are free and returns a writer for a
    /// group of packets that does not return a `Result` per packet.
    ///
    /// This is the hot-path form: a renderer that knows an upper bound for a
    /// draw's packets reserves it once, records the packets with chained calls
    /// and checks [`Reserved::finish`] once at the end. Each packet is still
    /// all-or-nothing: a packet that would overrun the reservation, or whose
    /// arguments are invalid, is not written, later packets of the group are
    /// dropped too, and `finish` reports the first error.
    ///
    /// ```
    /// use gcn::pm4::{
    ///     CommandBuffer, DRAW_INDEX_AUTO_DWORDS, DrawIndexAuto, DrawInitiator, set_regs_dwords,
    /// };
    ///
    /// let mut storage = [0u32; 32];
    /// let mut cb = CommandBuffer::new(&mut storage);
    /// let mut group = cb.reserve(set_regs_dwords(1) + DRAW_INDEX_AUTO_DWORDS)?;
    /// group
    ///     .set_sh_regs(0x4C, &[0x1000])
    ///     .push(&DrawIndexAuto { index_count: 3, draw_initiator: DrawInitiator::AUTO_INDEX });
    /// group.finish()?;
    /// assert_eq!(cb.len(), 6);
    /// # Ok::<(), gcn::pm4::Error>(())
    /// ```
    pub fn reserve(&mut self, dwords: usize) -> Result<Reserved<'_, 'a>, Error> {
        self.check_space(dwords)?;
        let end = self.len.saturating_add(dwords);
        Ok(Reserved {
            cb: self,
            end,
            error: None,
        })
    }

    /// Records a group of packets all or nothing. `body` writes into a
    /// scratch buffer of `N` dwords (on the stack) that writes as this one
    /// does: the same generation and checks, the same predication toggle.
    /// What it recorded is then copied here in one go, with the toggle it
    /// left. If `body` fails, or its packets do not fit here, this buffer is
    /// unchanged: its length, its toggle and every dword, also when a buffer
    /// made with [`for_gfx`](Self::for_gfx) refuses the group's last packet
    /// after the first ones were written.
    ///
    /// `N` bounds the group: a write past it fails in the scratch with
    /// [`Error::OutOfSpace`] counting the scratch's room. Inside `body`,
    /// [`remaining`](Self::remaining), [`capacity`](Self::capacity) and
    /// [`len`](Self::len) are the scratch's. The scratch takes `4·N` bytes
    /// of stack, and nested groups add up; the largest group in the crate,
    /// `passes::clear`'s, is `passes::MAX_CLEAR_DWORDS` (901 dwords, 3,604
    /// bytes, with a pass's 226-dword scratch nested in it), and `ps4::frame::begin_frame`'s is 263 (1,052 bytes). The scratch
    /// starts at dword 0, so record a packet whose contents depend on where
    /// it lies in this buffer (alignment padding, the offset of embedded
    /// data) outside a group.
    ///
    /// ```
    /// use gcn::pm4::{CommandBuffer, Error};
    /// use gcn::regs::Gfx;
    ///
    /// let mut storage = [0xAAAA_AAAAu32; 8];
    /// let mut cb = CommandBuffer::for_gfx(&mut storage, Gfx::Gfx6);
    /// // SET_UCONFIG_REG is gfx7+: the group fails at its second packet,
    /// // and its first is not kept.
    /// let group = cb.all_or_nothing::<8, Error>(|cb| {
    ///     cb.set_config_regs(0x256, &[4])?;
    ///     cb.set_uconfig_regs(0x242, &[4])
    /// });
    /// assert!(group.is_err());
    /// assert_eq!(cb.len(), 0);
    /// assert_eq!(storage, [0xAAAA_AAAA; 8]);
    /// ```
    ///
    /// # Errors
    /// The error of `body`, or [`Error::OutOfSpace`] when what it recorded
    /// does not fit in this buffer.
    pub fn all_or_nothing<const N: usize, E: From<Error>>(
        &mut self,
        body: impl FnOnce(&mut CommandBuffer<'_>) -> Result<(), E>,
    ) -> Result<(), E> {
        let mut scratch = [0u32; N];
        let mut group = CommandBuffer {
            buf: &mut scratch,
            len: 0,
            predicate: self.predicate,
            gfx: self.gfx,
            check_regs: self.check_regs,
        };
        body(&mut group)?;
        self.put(group.as_slice(), &[])?;
        self.predicate = group.predicate;
        Ok(())
    }

    /// [`Error::OutOfSpace`] unless `needed` dwords are free.
    pub(crate) const fn check_space(&self, needed: usize) -> Result<(), Error> {
        let remaining = self.remaining();
        if needed > remaining {
            return Err(Error::OutOfSpace { needed, remaining });
        }
        Ok(())
    }

    /// Writes `head` then `tail` as one unit if both fit; else nothing.
    pub(crate) fn put(&mut self, head: &[u32], tail: &[u32]) -> Result<(), Error> {
        let limit = self.buf.len();
        self.put_within(limit, head, tail)
    }

    /// [`put`](Self::put) with a caller-chosen end (at most the capacity).
    fn put_within(&mut self, limit: usize, head: &[u32], tail: &[u32]) -> Result<(), Error> {
        let remaining = limit.min(self.buf.len()).saturating_sub(self.len);
        let needed = head.len().saturating_add(tail.len());
        if needed > remaining {
            return Err(Error::OutOfSpace { needed, remaining });
        }
        // Cannot overflow: `needed <= remaining <= buf.len() - len`.
        let mid = self.len.saturating_add(head.len());
        let end = mid.saturating_add(tail.len());
        match (self.buf.get_mut(self.len..mid), head) {
            (Some(dst), src) => dst.copy_from_slice(src),
            (None, _) => return Err(Error::OutOfSpace { needed, remaining }),
        }
        if let Some(dst) = self.buf.get_mut(mid..end) {
            dst.copy_from_slice(tail);
        }
        self.len = end;
        Ok(())
    }

    /// Hands the next `dwords` free dwords to `write`, which fills them all,
    /// and records them; [`Error::OutOfSpace`], with nothing handed out, if
    /// fewer are free. The one-size form of [`put_with`](Self::put_with),
    /// whose checks fold to one comparison where `dwords` is a constant.
    #[inline(always)]
    pub(crate) fn put_exact(
        &mut self,
        dwords: usize,
        write: impl FnOnce(&mut [u32]),
    ) -> Result<(), Error> {
        let start = self.len;
        match self
            .buf
            .get_mut(start..)
            .and_then(|free| free.get_mut(..dwords))
        {
            Some(out) => {
                write(out);
                // `start + dwords` is within the buffer.
                self.len = start.wrapping_add(dwords);
                Ok(())
            }
            None => Err(Error::OutOfSpace {
                needed: dwords,
                remaining: self.remaining(),
            }),
        }
    }

    /// Hands the free dwords to `write`, which fills a prefix and returns its
    /// length (or an error, having written nothing), and records that prefix.
    /// Inlined, so that the buffer of a caller's recording loop stays in
    /// registers even when `write` is an out-of-line call.
    #[inline]
    pub(crate) fn put_with(
        &mut self,
        write: impl FnOnce(&mut [u32]) -> Result<usize, Error>,
    ) -> Result<(), Error> {
        let limit = self.buf.len();
        self.put_with_within(limit, write)
    }

    /// [`put_with`](Self::put_with) with a caller-chosen end (at most the capacity).
    #[inline]
    fn put_with_within(
        &mut self,
        limit: usize,
        write: impl FnOnce(&mut [u32]) -> Result<usize, Error>,
    ) -> Result<(), Error> {
        let free = self
            .buf
            .get_mut(..limit)
            .and_then(|b| b.get_mut(self.len..))
            .unwrap_or(&mut []);
        let n = write(free)?.min(free.len());
        self.len = self.len.saturating_add(n);
        Ok(())
    }

    /// Hands the first `M` free dwords to `write`, which fills a prefix in
    /// place and returns its length (and a result), and records that
    /// prefix: `None` (nothing handed out) unless `M` dwords are free and the
    /// buffer checks no packets per generation (made with [`new`](Self::new)),
    /// so that the caller, having checked its packets, cannot fail after
    /// writing.
    #[inline(always)]
    pub(crate) fn write_front<const M: usize, T>(
        &mut self,
        write: impl FnOnce(&mut [u32; M]) -> (usize, T),
    ) -> Option<T> {
        if self.check_regs {
            return None;
        }
        let free = self.buf.get_mut(self.len..)?.first_chunk_mut::<M>()?;
        let (n, out) = write(free);
        // `free` is the M dwords from `len`: `len + min(n, M)` stays within
        // the buffer.
        self.len = self.len.wrapping_add(if n < M { n } else { M });
        Some(out)
    }

    /// Appends `n` zero dwords and returns them (used for embedded data).
    pub(crate) fn grow_zeroed(&mut self, n: usize) -> Result<(usize, &mut [u32]), Error> {
        self.check_space(n)?;
        let remaining = self.remaining();
        let start = self.len;
        let end = start.saturating_add(n);
        match self.buf.get_mut(start..end) {
            Some(dst) => {
                dst.fill(0);
                self.len = end;
                Ok((start, dst))
            }
            None => Err(Error::OutOfSpace {
                needed: n,
                remaining,
            }),
        }
    }
}

/// A reservation made with [`CommandBuffer::reserve`]: records a group of
/// packets whose space was checked once.
///
/// Packet methods return `&mut Self` so they chain. The first packet that
/// does not fit in the reservation or has invalid arguments is not written,
/// nor is any later one; [`Reserved::finish`] returns that error. Packets
/// written before it stay recorded.
#[derive(Debug)]
#[must_use = "call `finish` to learn whether every packet was recorded"]
pub struct Reserved<'r, 'a> {
    cb: &'r mut CommandBuffer<'a>,
    end: usize,
    error: Option<Error>,
}

impl Reserved<'_, '_> {
    /// Dwords of the reservation not used yet.
    pub const fn remaining(&self) -> usize {
        self.end.saturating_sub(self.cb.len)
    }

    /// The first error met so far, if any.
    pub const fn error(&self) -> Option<Error> {
        self.error
    }

    /// Ends the group: `Ok` if every packet was recorded, else the first error.
    pub fn finish(self) -> Result<(), Error> {
        match self.error {
            None => Ok(()),
            Some(e) => Err(e),
        }
    }

    /// Whether the predication toggle of the underlying buffer is on.
    pub(crate) const fn predicate(&self) -> bool {
        self.cb.predicate
    }

    /// The underlying buffer's generation.
    pub(crate) const fn gfx(&self) -> Gfx {
        self.cb.gfx
    }

    /// [`CommandBuffer::reg_gfx`] of the underlying buffer.
    pub(crate) const fn reg_gfx(&self) -> Option<Gfx> {
        self.cb.reg_gfx()
    }

    /// Writes `head` + `tail` within the reservation or records the error.
    pub(crate) fn put(&mut self, head: &[u32], tail: &[u32]) -> &mut Self {
        if self.error.is_none()
            && let Err(e) = self.cb.put_within(self.end, head, tail)
        {
            self.error = Some(e);
        }
        self
    }

    /// [`CommandBuffer::put_with`] within the reservation, or records the error.
    #[inline]
    pub(crate) fn put_with(
        &mut self,
        write: impl FnOnce(&mut [u32]) -> Result<usize, Error>,
    ) -> &mut Self {
        if self.error.is_none()
            && let Err(e) = self.cb.put_with_within(self.end, write)
        {
            self.error = Some(e);
        }
        self
    }

    /// Records `e` unless an earlier error is already recorded.
    pub(crate) fn fail(&mut self, e: Error) -> &mut Self {
        if self.error.is_none() {
            self.error = Some(e);
        }
        self
    }
}
