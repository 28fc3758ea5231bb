//! V#: the buffer resource descriptor (`SQ_BUF_RSRC_WORD0..3`, 4 dwords).
//!
//! A V# tells the shader's buffer instructions where a buffer lives, how big
//! an element is (`STRIDE`), how many there are (`NUM_RECORDS`, in elements
//! when the stride is non-zero, else in bytes) and, for typed loads, the
//! element format. Out-of-range accesses return zero instead of faulting.
//!
//! Three constructors cover the usual cases; every field also has a typed
//! setter, and [`BufferResource::from_words`] keeps any 4 dwords unchanged.
//!
//! ```
//! use gcn::desc::{BufferResource, DataFormat};
//!
//! // 256 bytes of shader constants.
//! let cb = BufferResource::constant_buffer(0x1_0000_0100, 256)?;
//! assert_eq!(cb.to_words(), [0x0000_0100, 0x0000_0001, 256, 0x0002_7FAC]);
//!
//! // A vertex stream: 1000 positions of three floats, 12 bytes apart.
//! let vb = BufferResource::vertex_stream(0x20_0000, DataFormat::R32G32B32_FLOAT, 12, 1000)?;
//! assert_eq!(vb.stride(), 12);
//! assert_eq!(vb.to_words()[3], 0x0006_F3AC); // XYZ1, FLOAT, 32_32_32 (W reads 1)
//!
//! // Invalid input is an error, never a panic.
//! assert!(BufferResource::structured_buffer(0, 16384, 1).is_err());
//!
//! // Any 4 dwords decode and re-encode unchanged.
//! let raw = [0xDEAD_BEEF, 0xFFFF_FFFF, 7, 0xFFFF_FFFF];
//! assert_eq!(BufferResource::from_words(raw).to_words(), raw);
//! # Ok::<(), gcn::desc::Error>(())
//! ```

use super::Error;
use super::error::check_address;
use super::format::{DataFormat, SWIZZLE_XYZW};
use super::generation::{BufferField, Generation, Gfx};
use crate::regs::gfx7::descriptors::{BufferResource, SqBufRsrcWord1};
use crate::regs::{BufDataFormat, BufNumFormat, SqRsrcBufType};

/// Largest V# stride in bytes (`STRIDE` is 14 bits).
pub const MAX_STRIDE: u32 = SqBufRsrcWord1::new().with_stride(u16::MAX).stride() as u32;
/// Bits of the byte address a V# holds.
const ADDRESS_BITS: u32 = 48;
/// One past the largest byte address a V# holds (48 bits).
pub const ADDRESS_LIMIT: u64 = 1 << ADDRESS_BITS;

impl BufferResource {
    /// The all-zero V#: address 0, no records (every access returns 0).
    pub const fn new() -> Self {
        Self::from_words([0; 4])
    }

    /// A constant (uniform) buffer of `size` bytes at `address`: stride 0,
    /// `NUM_RECORDS` = size in bytes, and the `R32_FLOAT` `XYZW` word 3
    /// drivers use for raw buffers (data format `32`, number format `FLOAT`).
    ///
    /// Errors: [`Error::Address`] when `address` ≥ 2^48.
    pub const fn constant_buffer(address: u64, size: u32) -> Result<Self, Error> {
        Ok(ctry!(Self::raw_word3().with_base_address(address)).with_num_records(size))
    }

    /// A structured buffer for gfx7 (PS4): [`Self::structured_buffer_for`] with [`Gfx::Gfx7`].
    ///
    /// Errors: [`Error::Address`], [`Error::StrideTooLarge`] (stride ≥ 16384).
    pub const fn structured_buffer(address: u64, stride: u32, count: u32) -> Result<Self, Error> {
        Self::structured_buffer_for(Gfx::Gfx7, address, stride, count)
    }

    /// A structured buffer on generation `gfx`: `count` elements of `stride`
    /// bytes at `address` (`NUM_RECORDS` from [`Self::with_element_count`]:
    /// the count, or on gfx8 count × stride bytes), with the raw-buffer word 3
    /// of [`Self::constant_buffer`].
    ///
    /// Errors: [`Error::Address`], [`Error::StrideTooLarge`] (stride ≥
    /// 16384), [`Error::NumRecordsTooLarge`] (gfx8 byte count above 32 bits).
    pub const fn structured_buffer_for(
        gfx: Gfx,
        address: u64,
        stride: u32,
        count: u32,
    ) -> Result<Self, Error> {
        Self::raw_word3().with_elements(gfx, address, stride, count)
    }

    /// The base address, stride and element count of a buffer of `count`
    /// elements of `stride` bytes at `address` on generation `gfx`.
    #[inline]
    const fn with_elements(
        self,
        gfx: Gfx,
        address: u64,
        stride: u32,
        count: u32,
    ) -> Result<Self, Error> {
        let d = ctry!(self.with_base_address(address));
        ctry!(d.with_stride(stride)).with_element_count(gfx, count)
    }

    /// A typed vertex stream for gfx7 (PS4): [`Self::vertex_stream_for`] with [`Gfx::Gfx7`].
    ///
    /// Errors: [`Error::Address`], [`Error::StrideTooLarge`],
    /// [`Error::FormatUnsupported`] when the format has no buffer encoding
    /// ([`DataFormat::buffer_format`]).
    #[inline]
    pub const fn vertex_stream(
        address: u64,
        format: DataFormat,
        stride: u32,
        count: u32,
    ) -> Result<Self, Error> {
        Self::vertex_stream_for(Gfx::Gfx7, address, format, stride, count)
    }

    /// A typed vertex stream on generation `gfx`: `count` elements of
    /// `format`, `stride` bytes apart, at `address`. Word 3 takes the
    /// format's buffer encoding and its destination selects; `NUM_RECORDS`
    /// comes from [`Self::with_element_count`].
    ///
    /// Errors: [`Error::Address`], [`Error::StrideTooLarge`],
    /// [`Error::FormatUnsupported`] when the format has no buffer encoding
    /// on `gfx` ([`DataFormat::buffer_format_for`]), [`Error::NumRecordsTooLarge`].
    #[inline(always)]
    pub const fn vertex_stream_for(
        gfx: Gfx,
        address: u64,
        format: DataFormat,
        stride: u32,
        count: u32,
    ) -> Result<Self, Error> {
        let d = ctry!(Self::new().with_format_for(gfx, format));
        d.with_elements(gfx, address, stride, count)
    }

    /// Sets `NUM_RECORDS` for `count` elements of the current `STRIDE` on
    /// generation `gfx`: the count on gfx6 and gfx7; on gfx8
    /// ([`Generation::num_records_in_bytes`]) count × stride bytes. With
    /// stride 0 the count is bytes on every generation. Set the stride first.
    ///
    /// Errors: [`Error::NumRecordsTooLarge`] when the byte count does not fit 32 bits.
    #[inline]
    pub const fn with_element_count(self, gfx: Gfx, count: u32) -> Result<Self, Error> {
        let stride = self.stride();
        if stride == 0 || !Generation::of(gfx).num_records_in_bytes {
            return Ok(self.with_num_records(count));
        }
        match count.checked_mul(stride) {
            Some(bytes) => Ok(self.with_num_records(bytes)),
            None => Err(Error::NumRecordsTooLarge),
        }
    }

    /// Sets `ADD_TID_ENABLE` on generation `gfx`. On gfx8
    /// ([`Generation::add_tid_extends_stride`]) the hardware then reads
    /// `DATA_FORMAT` as `STRIDE[17:14]`, so enabling it also writes 0 there
    /// (a stride below 16384); set the format first.
    pub const fn with_add_tid_for(self, gfx: Gfx, on: bool) -> Self {
        let d = self.with_add_tid(on);
        if on && Generation::of(gfx).add_tid_extends_stride {
            let num = d.num_format();
            d.with_buffer_format(BufDataFormat::BUF_DATA_FORMAT_INVALID, num)
        } else {
            d
        }
    }

    const fn raw_word3() -> Self {
        Self::new().with_dst_sel(SWIZZLE_XYZW).with_buffer_format(
            BufDataFormat::BUF_DATA_FORMAT_32,
            BufNumFormat::BUF_NUM_FORMAT_FLOAT,
        )
    }

    /// Sets the 48-bit byte base address (`BASE_ADDRESS`, `BASE_ADDRESS_HI`).
    ///
    /// Errors: [`Error::Address`] when `address` ≥ 2^48
    /// ([`ADDRESS_LIMIT`]). No alignment is required.
    #[inline]
    pub const fn with_base_address(mut self, address: u64) -> Result<Self, Error> {
        if let Err(e) = check_address("BASE_ADDRESS", address, 1, ADDRESS_BITS) {
            return Err(e);
        }
        self.word0 = self.word0.with_base_address(address as u32);
        self.word1 = self.word1.with_base_address_hi((address >> 32) as u16);
        Ok(self)
    }

    /// The 48-bit byte base address.
    pub const fn base_address(self) -> u64 {
        self.word0.base_address() as u64 | (self.word1.base_address_hi() as u64) << 32
    }

    /// Sets `STRIDE` in bytes.
    ///
    /// Errors: [`Error::StrideTooLarge`] when `stride` ≥ 16384.
    #[inline]
    pub const fn with_stride(mut self, stride: u32) -> Result<Self, Error> {
        if stride > MAX_STRIDE {
            return Err(Error::StrideTooLarge { stride });
        }
        self.word1 = self.word1.with_stride(stride as u16);
        Ok(self)
    }

    /// `STRIDE` in bytes.
    pub const fn stride(self) -> u32 {
        self.word1.stride() as u32
    }

    /// Sets `NUM_RECORDS`: elements when the stride is non-zero, else bytes.
    pub const fn with_num_records(mut self, num_records: u32) -> Self {
        self.word2 = self.word2.with_num_records(num_records);
        self
    }

    /// Sets `DATA_FORMAT` and `NUM_FORMAT` directly (raw path: any values).
    pub const fn with_buffer_format(mut self, data: BufDataFormat, num: BufNumFormat) -> Self {
        self.word3 = self.word3.with_data_format(data).with_num_format(num);
        self
    }

    /// Sets `DATA_FORMAT`, `NUM_FORMAT` and `DST_SEL_X..W` from a
    /// [`DataFormat`] on gfx7 (PS4): [`Self::with_format_for`] with [`Gfx::Gfx7`].
    ///
    /// Errors: [`Error::FormatUnsupported`] when the format has no gfx7
    /// buffer encoding ([`DataFormat::buffer_format`]).
    #[inline]
    pub const fn with_format(self, format: DataFormat) -> Result<Self, Error> {
        self.with_format_for(Gfx::Gfx7, format)
    }

    /// Sets `DATA_FORMAT`, `NUM_FORMAT` and `DST_SEL_X..W` from a
    /// [`DataFormat`], encoded for generation `gfx`.
    ///
    /// Errors: [`Error::FormatUnsupported`] when the format has no buffer
    /// encoding on `gfx` ([`DataFormat::buffer_format_for`]).
    #[inline]
    pub const fn with_format_for(self, gfx: Gfx, format: DataFormat) -> Result<Self, Error> {
        match format.buffer_format_for(gfx) {
            Some((d, n)) => Ok(self.with_buffer_format(d, n).with_dst_sel(format.dst_sel())),
            None => Err(Error::FormatUnsupported),
        }
    }

    /// Sets `ELEMENT_SIZE` from a size in bytes (2, 4, 8 or 16).
    ///
    /// Errors: [`Error::ElementSizeInvalid`] for any other size.
    pub const fn with_element_size_bytes(self, bytes: u32) -> Result<Self, Error> {
        match pow2_code(bytes, 2) {
            Some(code) => self.with_element_size_code(code),
            None => Err(Error::ElementSizeInvalid { bytes }),
        }
    }

    /// Sets `INDEX_STRIDE` from a stride in elements (8, 16, 32 or 64).
    ///
    /// Errors: [`Error::IndexStrideInvalid`] for any other value.
    pub const fn with_index_stride_elements(self, elements: u32) -> Result<Self, Error> {
        match pow2_code(elements, 8) {
            Some(code) => self.with_index_stride_code(code),
            None => Err(Error::IndexStrideInvalid { elements }),
        }
    }
}

/// The 2-bit code of `value` = `smallest` × 2^code, or `None` for any other value.
const fn pow2_code(value: u32, smallest: u32) -> Option<u8> {
    match (value.checked_div(smallest), value.checked_rem(smallest)) {
        (Some(q @ (1 | 2 | 4 | 8)), Some(0)) => Some(q.trailing_zeros() as u8),
        _ => None,
    }
}

dst_sel_accessors!(BufferResource);
gen_field_accessors!(BufferResource, BufferField);

set_fields! { BufferResource {
    /// Sets `SWIZZLE_ENABLE`.
    with_swizzle_enable(on: bool) => word1.with_swizzle_enable;
    /// Sets `CACHE_SWIZZLE`.
    with_cache_swizzle(on: bool) => word1.with_cache_swizzle;
    /// Sets `ADD_TID_ENABLE`.
    with_add_tid(on: bool) => word3.with_add_tid_enable;
    /// Sets `ATC` (gfx7 layout; gfx6 has no `ATC`: for a generation other
    /// than gfx7 use [`Self::with_field_for`] with [`BufferField::Atc`], which
    /// refuses it on gfx6).
    with_atc(on: bool) => word3.with_atc;
    /// Sets `HASH_ENABLE`.
    with_hash_enable(on: bool) => word3.with_hash_enable;
    /// Sets `HEAP`.
    with_heap(on: bool) => word3.with_heap;
    /// Sets `TYPE` (a V# must keep `SQ_RSRC_BUF`, the default).
    with_type(ty: SqRsrcBufType) => word3.with_type;
}}

set_fields_checked! { BufferResource {
    /// Sets the raw `ELEMENT_SIZE` code (0..=3 for 2/4/8/16 bytes).
    with_element_size_code(code: u8) => word3.with_element_size_checked, "ELEMENT_SIZE";
    /// Sets the raw `INDEX_STRIDE` code (0..=3 for 8/16/32/64 elements).
    with_index_stride_code(code: u8) => word3.with_index_stride_checked, "INDEX_STRIDE";
    /// Sets `MTYPE` (3 bits, gfx7 layout; [`super::Mtype`] names values
    /// 0..=3; gfx6 has no `MTYPE`: see [`Self::with_field_for`] with [`BufferField::Mtype`]).
    with_mtype(mtype: u8) => word3.with_mtype_checked, "MTYPE";
}}

get_fields! { BufferResource {
    /// `SWIZZLE_ENABLE`.
    swizzle_enable() -> bool = word1.swizzle_enable;
    /// `CACHE_SWIZZLE`.
    cache_swizzle() -> bool = word1.cache_swizzle;
    /// Raw `ELEMENT_SIZE` code (0..=3 for 2/4/8/16 bytes).
    element_size_code() -> u8 = word3.element_size;
    /// Raw `INDEX_STRIDE` code (0..=3 for 8/16/32/64 elements).
    index_stride_code() -> u8 = word3.index_stride;
    /// `ADD_TID_ENABLE`.
    add_tid() -> bool = word3.add_tid_enable;
    /// `ATC`.
    atc() -> bool = word3.atc;
    /// `HASH_ENABLE`.
    hash_enable() -> bool = word3.hash_enable;
    /// `HEAP`.
    heap() -> bool = word3.heap;
    /// `MTYPE` (3 bits).
    mtype() -> u8 = word3.mtype;
    /// `TYPE`.
    rsrc_type() -> SqRsrcBufType = word3.r#type;
    /// `DATA_FORMAT`.
    data_format() -> BufDataFormat = word3.data_format;
    /// `NUM_FORMAT`.
    num_format() -> BufNumFormat = word3.num_format;
    /// `NUM_RECORDS`.
    num_records() -> u32 = word2.num_records;
}}
