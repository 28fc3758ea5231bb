//! Decoded events and cache synchronisation: `EVENT_WRITE`,
//! `EVENT_WRITE_EOP`, `EVENT_WRITE_EOS`, `RELEASE_MEM`, `ACQUIRE_MEM`,
//! `SURFACE_SYNC`.

use core::fmt;

use super::error::DecodeError;
use super::layout::{Body, BodyField, FieldFmt, fixed_packet, join, word_fields, write_set_bits};
use crate::pm4::{
    CoherBaseHi, CoherCntl, CoherCntlWord, CoherSizeHi, EopAddressHi, EosAddressHi,
    EventWriteEopWord, EventWriteWord, Opcode, PollInterval16, ReleaseMemSelect, ReleaseMemWord,
};

word_fields!(@body CoherCntlWord);

impl FieldFmt for CoherCntlWord {
    /// `{ COHER_CNTL: { the set flags }, ENGINE: ... }`.
    fn fmt_field(&self, f: &mut dyn fmt::Write) -> fmt::Result {
        f.write_str("{ COHER_CNTL: ")?;
        write_set_bits(f, &CoherCntl::from_bits(self.coher_cntl()))?;
        write!(f, ", ENGINE: {} }}", self.engine())
    }
}

/// `EVENT_WRITE`: an event, with the address its counters go to for
/// `ZPASS_DONE` / `SAMPLE_*` events
/// ([`CommandBuffer::event_write`](crate::pm4::CommandBuffer::event_write),
/// [`CommandBuffer::event_write_query`](crate::pm4::CommandBuffer::event_write_query)).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EventWrite {
    /// Dword 1: `EVENT_TYPE`, `EVENT_INDEX`, ...
    pub event: EventWriteWord,
    /// `ADDRESS_LO` / `ADDRESS_HI` (dwords 2-3), present in the 3-dword body.
    pub address: Option<u64>,
}

impl EventWrite {
    /// Reads the packet; the body has 1 dword, or 3 with an address.
    pub(crate) fn decode(offset: usize, opcode: Opcode, body: &[u32]) -> Result<Self, DecodeError> {
        let b = Body(body);
        let address = match body.len() {
            1 => None,
            3 => Some(b.q(1)),
            len => {
                return Err(DecodeError::BodyLength {
                    offset,
                    opcode,
                    len,
                    min: 1,
                    max: 3,
                });
            }
        };
        Ok(EventWrite {
            event: EventWriteWord::from_bits(b.w(0)),
            address,
        })
    }

    /// Fewest body dwords (the form without an address).
    pub(crate) const MIN_BODY_DWORDS: usize = 1;

    /// Body dwords: 1, or 3 with an address.
    pub(crate) const fn body_len(&self) -> usize {
        if self.address.is_some() { 3 } else { 1 }
    }

    /// Writes the body (`out` holds [`body_len`](Self::body_len) dwords).
    pub(crate) fn encode_body(&self, out: &mut [u32]) {
        self.event.write(out, 0);
        if let Some(a) = self.address {
            a.write(out, 1);
        }
    }
}

impl fmt::Display for EventWrite {
    /// `EVENT={ ... }` and, when present, `, ADDRESS=0x...`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("EVENT=")?;
        self.event.fmt_field(f)?;
        if let Some(a) = self.address {
            f.write_str(", ADDRESS=")?;
            a.fmt_field(f)?;
        }
        Ok(())
    }
}

fixed_packet! {
    /// `EVENT_WRITE_EOP`: end-of-pipe cache actions, data write and interrupt
    /// ([`CommandBuffer::event_write_eop`](crate::pm4::CommandBuffer::event_write_eop)).
    pub struct EventWriteEop, body 5 {
        /// Dword 1: `EVENT_TYPE`, `EVENT_INDEX` and the cache actions.
        event @ 0: EventWriteEopWord,
        /// `ADDRESS_LO`: address bits `[31:0]`.
        address_lo @ 1: u32,
        /// Dword 3: `ADDRESS_HI`, `INT_SEL`, `DATA_SEL`.
        address_hi @ 2: EopAddressHi,
        /// `DATA_LO` / `DATA_HI`.
        data @ 3: u64,
    }
}

impl EventWriteEop {
    /// The 48-bit address written to.
    pub const fn address(&self) -> u64 {
        join(self.address_lo, self.address_hi.address_hi() as u32)
    }
}

fixed_packet! {
    /// `EVENT_WRITE_EOS`: end-of-shader store
    /// ([`CommandBuffer::event_write_eos`](crate::pm4::CommandBuffer::event_write_eos)).
    pub struct EventWriteEos, body 4 {
        /// Dword 1: `EVENT_TYPE`, `EVENT_INDEX`.
        event @ 0: EventWriteWord,
        /// `ADDRESS_LO`: address bits `[31:0]`.
        address_lo @ 1: u32,
        /// Dword 3: `ADDRESS_HI`, `COMMAND`.
        address_hi @ 2: EosAddressHi,
        /// Dword 4: `DATA`, or `GDS_INDEX` / `SIZE` (a [`GdsData`](crate::pm4::GdsData)).
        data @ 3: u32,
    }
}

impl EventWriteEos {
    /// The 48-bit address written to.
    pub const fn address(&self) -> u64 {
        join(self.address_lo, self.address_hi.address_hi() as u32)
    }
}

fixed_packet! {
    /// `RELEASE_MEM`: end-of-pipe / end-of-shader release with a 64-bit address
    /// ([`CommandBuffer::release_mem`](crate::pm4::CommandBuffer::release_mem)).
    pub struct ReleaseMem, body 6 {
        /// Dword 1: `EVENT_TYPE`, `EVENT_INDEX` and the cache actions.
        event @ 0: ReleaseMemWord,
        /// Dword 2: `DST_SEL`, `INT_SEL`, `DATA_SEL`.
        select @ 1: ReleaseMemSelect,
        /// `ADDRESS_LO` / `ADDRESS_HI`.
        address @ 2: u64,
        /// `DATA_LO` / `DATA_HI`.
        data @ 4: u64,
    }
}

fixed_packet! {
    /// `ACQUIRE_MEM`: cache flush / invalidate over a range
    /// ([`CommandBuffer::acquire_mem`](crate::pm4::CommandBuffer::acquire_mem)).
    pub struct AcquireMem, body 6 {
        /// Dword 1: `COHER_CNTL` and `ENGINE`.
        coher_cntl @ 0: CoherCntlWord,
        /// `COHER_SIZE`: size bits `[31:0]` in 256-byte units.
        coher_size @ 1: u32,
        /// Dword 3: `COHER_SIZE_HI`.
        coher_size_hi @ 2: CoherSizeHi,
        /// `COHER_BASE_LO`: base bits `[31:0]` in 256-byte units.
        coher_base_lo @ 3: u32,
        /// Dword 5: `COHER_BASE_HI`.
        coher_base_hi @ 4: CoherBaseHi,
        /// Dword 6: `POLL_INTERVAL`.
        poll_interval @ 5: PollInterval16,
    }
}

impl AcquireMem {
    /// The 40-bit size in 256-byte units.
    pub const fn size_256b(&self) -> u64 {
        join(self.coher_size, self.coher_size_hi.coher_size_hi() as u32)
    }

    /// The 56-bit base in 256-byte units.
    pub const fn base_256b(&self) -> u64 {
        join(self.coher_base_lo, self.coher_base_hi.coher_base_hi())
    }

    /// The caches of `COHER_CNTL` as a [`CoherCntl`].
    pub const fn caches(&self) -> CoherCntl {
        CoherCntl::from_bits(self.coher_cntl.coher_cntl())
    }
}

fixed_packet! {
    /// `SURFACE_SYNC`: cache flush / invalidate over `CP_COHER_BASE/SIZE`
    /// ([`CommandBuffer::surface_sync`](crate::pm4::CommandBuffer::surface_sync)).
    pub struct SurfaceSync, body 4 {
        /// Dword 1: `COHER_CNTL` and `ENGINE`.
        coher_cntl @ 0: CoherCntlWord,
        /// `COHER_SIZE` in 256-byte units.
        coher_size @ 1: u32,
        /// `COHER_BASE` in 256-byte units.
        coher_base @ 2: u32,
        /// `POLL_INTERVAL`.
        poll_interval @ 3: u32,
    }
}

impl SurfaceSync {
    /// The caches of `COHER_CNTL` as a [`CoherCntl`].
    pub const fn caches(&self) -> CoherCntl {
        CoherCntl::from_bits(self.coher_cntl.coher_cntl())
    }
}
