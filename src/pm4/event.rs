//! Events and cache synchronisation: `EVENT_WRITE`, `EVENT_WRITE_EOP`,
//! `EVENT_WRITE_EOS`, `RELEASE_MEM`, `ACQUIRE_MEM`, `SURFACE_SYNC`.

use core::fmt;

use super::buffer::{CommandBuffer, Reserved};
use super::error::{Error, check_address, check_count};
use super::packet::{FieldFmt, joined, typed_packet, word_fields, write_set_bits};
use crate::regs::EventType;
use crate::regs::gfx7::packets::*;
use crate::regs::gfx7::pm4::{EnginePfpMe, EopDataSel, EopIntSel, EosCommand, EventIndex};

impl EopDataSel {
    /// Whether the selection writes 64 bits (the address must be 8-byte aligned).
    pub const fn is_64_bit(self) -> bool {
        matches!(
            self,
            Self::SEND_DATA64 | Self::SEND_GPU_CLOCK_COUNTER | Self::SEND_CP_PERFCOUNTER
        )
    }
}

word_fields!(
    EventWriteWord,
    EventWriteEopWord,
    EopAddressHi,
    EosAddressHi,
    ReleaseMemWord,
    ReleaseMemSelect,
    CoherSizeHi,
    CoherBaseHi,
    PollInterval16,
);

word_fields!(@body CoherCntlWord);

/// `CP_COHER_CNTL` with every `CB0_DEST_BASE_ENA` … `CB7_DEST_BASE_ENA`
/// set: the colour targets' bases, which a CB flush names (with
/// `CB_ACTION_ENA`).
pub const CB_DEST_BASES: CoherCntl = CoherCntl::new()
    .with_cb0_dest_base_ena(true)
    .with_cb1_dest_base_ena(true)
    .with_cb2_dest_base_ena(true)
    .with_cb3_dest_base_ena(true)
    .with_cb4_dest_base_ena(true)
    .with_cb5_dest_base_ena(true)
    .with_cb6_dest_base_ena(true)
    .with_cb7_dest_base_ena(true);

impl CoherCntlWord {
    /// The word of `caches` (its 31 bits) and `engine`.
    ///
    /// ```
    /// use gcn::pm4::{CoherCntl, CoherCntlWord, EnginePfpMe};
    ///
    /// let caches = CoherCntl::new().with_tc_action_ena(true).with_tcl1_action_ena(true);
    /// let word = CoherCntlWord::of(caches, EnginePfpMe::ME);
    /// // TCL1_ACTION_ENA [22], TC_ACTION_ENA [23], ENGINE = ME [31]
    /// assert_eq!(word.into_bits(), 0x80C0_0000);
    /// assert_eq!(word.caches(), caches);
    /// ```
    pub const fn of(caches: CoherCntl, engine: EnginePfpMe) -> Self {
        Self::new()
            .with_coher_cntl(caches.into_bits())
            .with_engine(engine)
    }

    /// The caches of `COHER_CNTL` as a [`CoherCntl`].
    pub const fn caches(self) -> CoherCntl {
        CoherCntl::from_bits(self.coher_cntl())
    }
}

impl FieldFmt for CoherCntlWord {
    /// `{ COHER_CNTL: { the set flags }, ENGINE: ... }`.
    fn fmt_field(&self, f: &mut dyn fmt::Write, _gfx: crate::regs::Gfx) -> fmt::Result {
        f.write_str("{ COHER_CNTL: ")?;
        write_set_bits(f, &self.caches())?;
        write!(f, ", ENGINE: {} }}", self.engine())
    }
}

typed_packet! {
    /// `EVENT_WRITE`: an event, with the address its counters go to for
    /// `ZPASS_DONE` / `SAMPLE_*` events
    /// ([`CommandBuffer::event_write`](CommandBuffer::event_write),
    /// [`CommandBuffer::event_write_query`](CommandBuffer::event_write_query)).
    pub struct EventWrite = EVENT_WRITE {
        /// Dword 1: `EVENT_TYPE`, `EVENT_INDEX`, ...
        event @ 0: EventWriteWord,
        /// `ADDRESS_LO` / `ADDRESS_HI` (dwords 2-3), present for the events
        /// that take an address.
        address @ 1: Option<u64>,
    }
}

typed_packet! {
    /// `EVENT_WRITE_EOP`: end-of-pipe cache actions, data write and interrupt
    /// ([`CommandBuffer::event_write_eop`](CommandBuffer::event_write_eop)).
    pub struct EventWriteEop = EVENT_WRITE_EOP [EVENT_WRITE_EOP_DWORDS] {
        /// Dword 1: `EVENT_TYPE`, `EVENT_INDEX` and the cache actions.
        event @ 0: EventWriteEopWord,
        /// `ADDRESS_LO`: address bits `\[31:0\]`.
        address_lo @ 1: u32,
        /// Dword 3: `ADDRESS_HI`, `INT_SEL`, `DATA_SEL`.
        address_hi @ 2: EopAddressHi,
        /// `DATA_LO` / `DATA_HI`.
        data @ 3: u64,
    }
}

joined! {
    /// The 48-bit address written to.
    EventWriteEop::address = address_lo + address_hi.address_hi;
    /// The 48-bit address written to.
    EventWriteEos::address = address_lo + address_hi.address_hi;
}

typed_packet! {
    /// `EVENT_WRITE_EOS`: end-of-shader store
    /// ([`CommandBuffer::event_write_eos`](CommandBuffer::event_write_eos)).
    pub struct EventWriteEos = EVENT_WRITE_EOS [EVENT_WRITE_EOS_DWORDS] {
        /// Dword 1: `EVENT_TYPE`, `EVENT_INDEX`.
        event @ 0: EventWriteWord,
        /// `ADDRESS_LO`: address bits `\[31:0\]`.
        address_lo @ 1: u32,
        /// Dword 3: `ADDRESS_HI`, `COMMAND`.
        address_hi @ 2: EosAddressHi,
        /// Dword 4: `DATA`, or `GDS_INDEX` / `SIZE` (a [`GdsData`]).
        data @ 3: u32,
    }
}

typed_packet! {
    /// `RELEASE_MEM`: end-of-pipe / end-of-shader release with a 64-bit address
    /// ([`CommandBuffer::release_mem`](CommandBuffer::release_mem)).
    pub struct ReleaseMem = RELEASE_MEM [RELEASE_MEM_DWORDS] {
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

typed_packet! {
    /// `ACQUIRE_MEM`: cache flush / invalidate over a range
    /// ([`CommandBuffer::acquire_mem`](CommandBuffer::acquire_mem)).
    pub struct AcquireMem = ACQUIRE_MEM [ACQUIRE_MEM_DWORDS] {
        /// Dword 1: `COHER_CNTL` and `ENGINE`.
        coher_cntl @ 0: CoherCntlWord,
        /// `COHER_SIZE`: size bits `\[31:0\]` in 256-byte units.
        coher_size @ 1: u32,
        /// Dword 3: `COHER_SIZE_HI`.
        coher_size_hi @ 2: CoherSizeHi,
        /// `COHER_BASE_LO`: base bits `\[31:0\]` in 256-byte units.
        coher_base_lo @ 3: u32,
        /// Dword 5: `COHER_BASE_HI`.
        coher_base_hi @ 4: CoherBaseHi,
        /// Dword 6: `POLL_INTERVAL`.
        poll_interval @ 5: PollInterval16,
    }
}

joined! {
    /// The 40-bit size in 256-byte units.
    AcquireMem::size_256b = coher_size + coher_size_hi.coher_size_hi;
    /// The 56-bit base in 256-byte units.
    AcquireMem::base_256b = coher_base_lo + coher_base_hi.coher_base_hi;
}

impl AcquireMem {
    /// The caches of `COHER_CNTL` as a [`CoherCntl`].
    pub const fn caches(&self) -> CoherCntl {
        self.coher_cntl.caches()
    }
}

typed_packet! {
    /// `SURFACE_SYNC`: cache flush / invalidate over `CP_COHER_BASE/SIZE`
    /// ([`CommandBuffer::surface_sync`](CommandBuffer::surface_sync)).
    pub struct SurfaceSync = SURFACE_SYNC [SURFACE_SYNC_DWORDS] {
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
        self.coher_cntl.caches()
    }
}

// The spec's sizes (generated) are the sizes of the layout declared here.
const _: () = assert!(
    EventWrite::BODY_DWORDS + 1 == EVENT_WRITE_DWORDS
        && <EventWrite as super::TypedPacket>::MAX_BODY_DWORDS + 1 == EVENT_WRITE_QUERY_DWORDS
);
/// `ACQUIRE_MEM` `COHER_SIZE` covering all memory (`0xFF_FFFF_FFFF` units of 256 bytes).
pub const ACQUIRE_MEM_FULL_SIZE: u64 = 0xFF_FFFF_FFFF;

/// The `EVENT_WRITE` / `EVENT_WRITE_EOS` dword 1 of `event` with `index`.
const fn event_word(event: EventType, index: EventIndex) -> EventWriteWord {
    EventWriteWord::new()
        .with_event_type(event)
        .with_event_index(index)
}

/// `EVENT_INDEX` of the events `EVENT_WRITE` writes without an address.
const PLAIN_EVENTS: &[EventIndex] = &[
    EventIndex::ANY_NON_TIMESTAMP_EVENT,
    EventIndex::CS_VS_PS_PARTIAL_FLUSH,
    EventIndex::CACHE_FLUSH_EVENT,
];
/// `EVENT_INDEX` of the events `EVENT_WRITE` writes with the address of their counters.
const QUERY_EVENTS: &[EventIndex] = &[
    EventIndex::ZPASS_DONE,
    EventIndex::SAMPLE_PIPELINESTATS,
    EventIndex::SAMPLE_STREAMOUTSTATS,
];

/// `event`'s `EVENT_INDEX` ([`EventType::event_index`]) when it is one of the
/// `indices` a packet takes, else [`Error::InvalidField`] for `EVENT_TYPE`.
const fn event_index_in(event: EventType, indices: &[EventIndex]) -> Result<EventIndex, Error> {
    let index = event.event_index();
    let mut rest = indices;
    while let [first, tail @ ..] = rest {
        if first.into_bits() == index.into_bits() {
            return Ok(index);
        }
        rest = tail;
    }
    Err(Error::InvalidField {
        field: "EVENT_TYPE",
        value: event.raw() as u64,
    })
}

impl EventWrite {
    /// `EVENT_WRITE` of an event that takes no address; `EVENT_INDEX` is
    /// [`EventType::event_index`]. [`Error::InvalidField`] for events that
    /// need an address ([`EventWrite::query`]) or belong to
    /// `EVENT_WRITE_EOP/EOS`.
    pub const fn new(event: EventType) -> Result<Self, Error> {
        let index = ctry!(event_index_in(event, PLAIN_EVENTS));
        Ok(EventWrite {
            event: event_word(event, index),
            address: None,
        })
    }

    /// `EVENT_WRITE` of `ZPASS_DONE`, `SAMPLE_PIPELINESTAT` or
    /// `SAMPLE_STREAMOUTSTATS*` with the `address` (8-byte aligned, 48 bits)
    /// its counters go to. [`Error::InvalidField`] for other events; address
    /// errors.
    pub const fn query(event: EventType, address: u64) -> Result<Self, Error> {
        let index = ctry!(event_index_in(event, QUERY_EVENTS));
        ctry!(check_address("ADDRESS", address, 8, 48));
        Ok(EventWrite {
            event: event_word(event, index),
            address: Some(address),
        })
    }
}

impl CommandBuffer<'_> {
    /// `EVENT_WRITE` of an event that takes no address (flushes such as
    /// `CACHE_FLUSH_AND_INV_EVENT`, `CS_PARTIAL_FLUSH`, `VGT_FLUSH`, ...);
    /// `EVENT_INDEX` is [`EventType::event_index`].
    ///
    /// Errors: [`Error::InvalidField`] for events that need an address
    /// ([`CommandBuffer::event_write_query`]) or belong to `EVENT_WRITE_EOP/EOS`.
    pub fn event_write(&mut self, event: EventType) -> Result<(), Error> {
        self.push(&EventWrite::new(event)?)
    }

    /// `EVENT_WRITE` of `ZPASS_DONE`, `SAMPLE_PIPELINESTAT` or
    /// `SAMPLE_STREAMOUTSTATS*`, whose counters the hardware writes at
    /// `address` (8-byte aligned, 48 bits). `ZPASS_DONE` is the begin/end
    /// sample of an occlusion query.
    ///
    /// Errors: [`Error::InvalidField`] for other events; address errors.
    pub fn event_write_query(&mut self, event: EventType, address: u64) -> Result<(), Error> {
        self.push(&EventWrite::query(event, address)?)
    }

    /// `EVENT_WRITE_EOP`: at the end of the pipe, perform the cache actions of
    /// `actions` (its `EVENT_TYPE`/`EVENT_INDEX` are replaced by `event`), then
    /// write `data_sel` data to `address` (4-byte aligned, 8 for 64-bit
    /// data, 48 bits) and raise `int_sel`.
    ///
    /// Errors: [`Error::InvalidField`] if `event` is not an end-of-pipe
    /// timestamp event or `int_sel` does not fit the 2-bit field; address errors.
    pub fn event_write_eop(
        &mut self,
        event: EventType,
        actions: EventWriteEopWord,
        address: u64,
        data_sel: EopDataSel,
        int_sel: EopIntSel,
        data: u64,
    ) -> Result<(), Error> {
        let index = event_index_in(event, &[EventIndex::EOP_TIMESTAMP_EVENT])?;
        let align = if data_sel.is_64_bit() { 8 } else { 4 };
        check_address("ADDRESS", address, align, 48)?;
        let dw1 = actions.with_event_type(event).with_event_index(index);
        let hi = EopAddressHi::new()
            .with_address_hi((address >> 32) as u16)
            .with_data_sel(data_sel)
            .with_int_sel_checked(int_sel)
            .map_err(|_| Error::InvalidField {
                field: "INT_SEL",
                value: int_sel.raw() as u64,
            })?;
        self.push(&EventWriteEop {
            event: dw1,
            address_lo: address as u32,
            address_hi: hi,
            data,
        })
    }

    /// `EVENT_WRITE_EOS`: when the shaders before `event` (`CS_DONE` or
    /// `PS_DONE`) are done, store per `command` at `address` (4-byte aligned,
    /// 48 bits). `data` is the 32-bit value, or a [`GdsData`] for
    /// `STORE_GDS_DATA_TO_MEMORY`.
    ///
    /// Errors: [`Error::InvalidField`] if `event` is not an end-of-shader event; address errors.
    pub fn event_write_eos(
        &mut self,
        event: EventType,
        address: u64,
        command: EosCommand,
        data: u32,
    ) -> Result<(), Error> {
        let index = event_index_in(event, &[EventIndex::EOS_EVENT])?;
        check_address("ADDRESS", address, 4, 48)?;
        let w = event_word(event, index);
        let hi = EosAddressHi::new()
            .with_address_hi((address >> 32) as u16)
            .with_command(command);
        self.push(&EventWriteEos {
            event: w,
            address_lo: address as u32,
            address_hi: hi,
            data,
        })
    }

    /// `RELEASE_MEM` (gfx7+, compute queues on gfx7/gfx8): like
    /// `EVENT_WRITE_EOP` with a 64-bit address (4-byte aligned, 8 for 64-bit
    /// data) and a destination select. `actions`' `EVENT_TYPE`/`EVENT_INDEX`
    /// are replaced by `event`; `data` is the 64-bit value, or a [`GdsData`]
    /// in the low half for `STORE_GDS_DATA`.
    ///
    /// Errors: [`Error::InvalidField`] if `event` is not an end-of-pipe or
    /// end-of-shader event; address errors.
    pub fn release_mem(
        &mut self,
        event: EventType,
        actions: ReleaseMemWord,
        select: ReleaseMemSelect,
        address: u64,
        data: u64,
    ) -> Result<(), Error> {
        let index = event_index_in(
            event,
            &[EventIndex::EOP_TIMESTAMP_EVENT, EventIndex::EOS_EVENT],
        )?;
        let align = if select.data_sel().is_64_bit() { 8 } else { 4 };
        check_address("ADDRESS", address, align, 64)?;
        let dw1 = actions.with_event_type(event).with_event_index(index);
        self.push(&ReleaseMem {
            event: dw1,
            select,
            address,
            data,
        })
    }

    /// `ACQUIRE_MEM` (gfx7+): flush/invalidate `coher_cntl` caches for the
    /// range `base_256b .. base_256b + size_256b` (256-byte units; use base 0
    /// and [`ACQUIRE_MEM_FULL_SIZE`] for all memory), polling every
    /// `poll_interval`.
    ///
    /// Errors: [`Error::CountOutOfRange`] for a size over 40 bits or a base
    /// over 56 bits (in units).
    pub fn acquire_mem(
        &mut self,
        coher_cntl: CoherCntl,
        engine: EnginePfpMe,
        base_256b: u64,
        size_256b: u64,
        poll_interval: u16,
    ) -> Result<(), Error> {
        check_count("COHER_SIZE", size_256b, 0, ACQUIRE_MEM_FULL_SIZE)?;
        check_count("COHER_BASE", base_256b, 0, (1 << 56) - 1)?;
        let dw1 = CoherCntlWord::of(coher_cntl, engine);
        self.push(&AcquireMem {
            coher_cntl: dw1,
            coher_size: size_256b as u32,
            coher_size_hi: CoherSizeHi::new().with_coher_size_hi((size_256b >> 32) as u8),
            coher_base_lo: base_256b as u32,
            coher_base_hi: CoherBaseHi::new().with_coher_base_hi((base_256b >> 32) as u32),
            poll_interval: PollInterval16::new().with_poll_interval(poll_interval),
        })
    }

    /// `SURFACE_SYNC` (deprecated from gfx7 in favour of `ACQUIRE_MEM`):
    /// flush/invalidate `coher_cntl` caches for `CP_COHER_BASE`/`CP_COHER_SIZE`
    /// in 256-byte units (`size_256b = 0xFFFF_FFFF`, base 0: all memory).
    pub fn surface_sync(
        &mut self,
        coher_cntl: CoherCntl,
        engine: EnginePfpMe,
        base_256b: u32,
        size_256b: u32,
        poll_interval: u32,
    ) -> Result<(), Error> {
        let dw1 = CoherCntlWord::of(coher_cntl, engine);
        self.push(&SurfaceSync {
            coher_cntl: dw1,
            coher_size: size_256b,
            coher_base: base_256b,
            poll_interval,
        })
    }
}

impl Reserved<'_, '_> {
    /// [`CommandBuffer::event_write`] within the reservation.
    pub fn event_write(&mut self, event: EventType) -> &mut Self {
        self.push_checked(EventWrite::new(event))
    }
}
