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

use bitfield_struct::bitfield;
use static_assertions::{assert_eq_size, const_assert_eq};
use zerocopy::{FromBytes, Immutable, IntoBytes, KnownLayout};

use super::error::check_address;
use super::format::{DataFormat, SWIZZLE_XYZW, Swizzle};
use super::{Error, FieldInfo};
use crate::regs::{BufDataFormat, BufNumFormat, SqRsrcBufType, SqSel};

/// `SQ_BUF_RSRC_WORD0`: base address bits 31..0.
#[bitfield(u32)]
#[derive(PartialEq, Eq, Hash, IntoBytes, FromBytes, Immutable, KnownLayout)]
pub struct SqBufRsrcWord0 {
    /// `BASE_ADDRESS`: byte address bits 31..0.
    pub base_address: u32,
}

/// `SQ_BUF_RSRC_WORD1`: base address high bits, stride, swizzle controls.
#[bitfield(u32)]
#[derive(PartialEq, Eq, Hash, IntoBytes, FromBytes, Immutable, KnownLayout)]
pub struct SqBufRsrcWord1 {
    /// `BASE_ADDRESS_HI`: byte address bits 47..32.
    #[bits(16)]
    pub base_address_hi: u16,
    /// `STRIDE`: bytes between elements (0..16383); 0 makes `NUM_RECORDS` a byte count.
    #[bits(14)]
    pub stride: u16,
    /// `CACHE_SWIZZLE`: swizzle TC L1 cache banks.
    pub cache_swizzle: bool,
    /// `SWIZZLE_ENABLE`: swizzled (element-interleaved) addressing.
    pub swizzle_enable: bool,
}

/// `SQ_BUF_RSRC_WORD2`: number of records.
#[bitfield(u32)]
#[derive(PartialEq, Eq, Hash, IntoBytes, FromBytes, Immutable, KnownLayout)]
pub struct SqBufRsrcWord2 {
    /// `NUM_RECORDS`: elements when `STRIDE` != 0, else bytes.
    pub num_records: u32,
}

/// `SQ_BUF_RSRC_WORD3`: selects, format, swizzle geometry, type (gfx7 layout).
#[bitfield(u32)]
#[derive(PartialEq, Eq, Hash, IntoBytes, FromBytes, Immutable, KnownLayout)]
pub struct SqBufRsrcWord3 {
    /// `DST_SEL_X`: source of shader channel X.
    #[bits(3)]
    pub dst_sel_x: SqSel,
    /// `DST_SEL_Y`: source of shader channel Y.
    #[bits(3)]
    pub dst_sel_y: SqSel,
    /// `DST_SEL_Z`: source of shader channel Z.
    #[bits(3)]
    pub dst_sel_z: SqSel,
    /// `DST_SEL_W`: source of shader channel W.
    #[bits(3)]
    pub dst_sel_w: SqSel,
    /// `NUM_FORMAT`: element number format for typed access.
    #[bits(3)]
    pub num_format: BufNumFormat,
    /// `DATA_FORMAT`: element layout for typed access.
    #[bits(4)]
    pub data_format: BufDataFormat,
    /// `ELEMENT_SIZE`: swizzle element size code, 2/4/8/16 bytes = 0..3.
    #[bits(2)]
    pub element_size: u8,
    /// `INDEX_STRIDE`: swizzle index stride code, 8/16/32/64 = 0..3.
    #[bits(2)]
    pub index_stride: u8,
    /// `ADD_TID_ENABLE`: add the thread id to the index.
    pub add_tid_enable: bool,
    /// `ATC`: address translation through the ATC (gfx7+).
    pub atc: bool,
    /// `HASH_ENABLE`: hash the address for cache bank selection.
    pub hash_enable: bool,
    /// `HEAP`: buffer is a heap (out-of-range checks per heap).
    pub heap: bool,
    /// `MTYPE`: memory type (gfx7+), see [`super::Mtype`] for named values.
    #[bits(3)]
    pub mtype: u8,
    /// `TYPE`: must be `SQ_RSRC_BUF` (0) for a V#.
    #[bits(2)]
    pub r#type: SqRsrcBufType,
}

const_assert_eq!(SqSel::BITS, 3);
const_assert_eq!(BufNumFormat::BITS, 3);
const_assert_eq!(BufDataFormat::BITS, 4);
const_assert_eq!(SqRsrcBufType::BITS, 2);

/// A V#: four dwords, `SQ_BUF_RSRC_WORD0..3`, in memory order.
///
/// The words are public: any field can be read or written raw through its
/// `#[bitfield]` word type. The methods below are the typed, validating way.
#[repr(C)]
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, IntoBytes, FromBytes, Immutable, KnownLayout,
)]
pub struct BufferResource {
    /// `SQ_BUF_RSRC_WORD0`.
    pub word0: SqBufRsrcWord0,
    /// `SQ_BUF_RSRC_WORD1`.
    pub word1: SqBufRsrcWord1,
    /// `SQ_BUF_RSRC_WORD2`.
    pub word2: SqBufRsrcWord2,
    /// `SQ_BUF_RSRC_WORD3`.
    pub word3: SqBufRsrcWord3,
}

assert_eq_size!(BufferResource, [u32; 4]);

/// Largest V# stride in bytes (`STRIDE` is 14 bits).
pub const MAX_STRIDE: u32 = (1 << 14) - 1;
/// Bits of the byte address a V# holds.
const ADDRESS_BITS: u32 = 48;
/// One past the largest byte address a V# holds (48 bits).
pub const ADDRESS_LIMIT: u64 = 1 << ADDRESS_BITS;

impl BufferResource {
    /// Every gfx7 field: word, AMD name, position and width, word by word.
    pub const FIELDS: &'static [FieldInfo] = &[
        field!(
            0,
            "BASE_ADDRESS",
            SqBufRsrcWord0::BASE_ADDRESS_OFFSET,
            SqBufRsrcWord0::BASE_ADDRESS_BITS
        ),
        field!(
            1,
            "BASE_ADDRESS_HI",
            SqBufRsrcWord1::BASE_ADDRESS_HI_OFFSET,
            SqBufRsrcWord1::BASE_ADDRESS_HI_BITS
        ),
        field!(
            1,
            "STRIDE",
            SqBufRsrcWord1::STRIDE_OFFSET,
            SqBufRsrcWord1::STRIDE_BITS
        ),
        field!(
            1,
            "CACHE_SWIZZLE",
            SqBufRsrcWord1::CACHE_SWIZZLE_OFFSET,
            SqBufRsrcWord1::CACHE_SWIZZLE_BITS
        ),
        field!(
            1,
            "SWIZZLE_ENABLE",
            SqBufRsrcWord1::SWIZZLE_ENABLE_OFFSET,
            SqBufRsrcWord1::SWIZZLE_ENABLE_BITS
        ),
        field!(
            2,
            "NUM_RECORDS",
            SqBufRsrcWord2::NUM_RECORDS_OFFSET,
            SqBufRsrcWord2::NUM_RECORDS_BITS
        ),
        field!(
            3,
            "DST_SEL_X",
            SqBufRsrcWord3::DST_SEL_X_OFFSET,
            SqBufRsrcWord3::DST_SEL_X_BITS
        ),
        field!(
            3,
            "DST_SEL_Y",
            SqBufRsrcWord3::DST_SEL_Y_OFFSET,
            SqBufRsrcWord3::DST_SEL_Y_BITS
        ),
        field!(
            3,
            "DST_SEL_Z",
            SqBufRsrcWord3::DST_SEL_Z_OFFSET,
            SqBufRsrcWord3::DST_SEL_Z_BITS
        ),
        field!(
            3,
            "DST_SEL_W",
            SqBufRsrcWord3::DST_SEL_W_OFFSET,
            SqBufRsrcWord3::DST_SEL_W_BITS
        ),
        field!(
            3,
            "NUM_FORMAT",
            SqBufRsrcWord3::NUM_FORMAT_OFFSET,
            SqBufRsrcWord3::NUM_FORMAT_BITS
        ),
        field!(
            3,
            "DATA_FORMAT",
            SqBufRsrcWord3::DATA_FORMAT_OFFSET,
            SqBufRsrcWord3::DATA_FORMAT_BITS
        ),
        field!(
            3,
            "ELEMENT_SIZE",
            SqBufRsrcWord3::ELEMENT_SIZE_OFFSET,
            SqBufRsrcWord3::ELEMENT_SIZE_BITS
        ),
        field!(
            3,
            "INDEX_STRIDE",
            SqBufRsrcWord3::INDEX_STRIDE_OFFSET,
            SqBufRsrcWord3::INDEX_STRIDE_BITS
        ),
        field!(
            3,
            "ADD_TID_ENABLE",
            SqBufRsrcWord3::ADD_TID_ENABLE_OFFSET,
            SqBufRsrcWord3::ADD_TID_ENABLE_BITS
        ),
        field!(
            3,
            "ATC",
            SqBufRsrcWord3::ATC_OFFSET,
            SqBufRsrcWord3::ATC_BITS
        ),
        field!(
            3,
            "HASH_ENABLE",
            SqBufRsrcWord3::HASH_ENABLE_OFFSET,
            SqBufRsrcWord3::HASH_ENABLE_BITS
        ),
        field!(
            3,
            "HEAP",
            SqBufRsrcWord3::HEAP_OFFSET,
            SqBufRsrcWord3::HEAP_BITS
        ),
        field!(
            3,
            "MTYPE",
            SqBufRsrcWord3::MTYPE_OFFSET,
            SqBufRsrcWord3::MTYPE_BITS
        ),
        field!(
            3,
            "TYPE",
            SqBufRsrcWord3::TYPE_OFFSET,
            SqBufRsrcWord3::TYPE_BITS
        ),
    ];

    /// The all-zero V#: address 0, no records (every access returns 0).
    pub const fn new() -> Self {
        Self::from_words([0; 4])
    }

    /// Decodes four dwords; every bit is kept, so [`Self::to_words`] returns them unchanged.
    pub const fn from_words(words: [u32; 4]) -> Self {
        let [w0, w1, w2, w3] = words;
        BufferResource {
            word0: SqBufRsrcWord0::from_bits(w0),
            word1: SqBufRsrcWord1::from_bits(w1),
            word2: SqBufRsrcWord2::from_bits(w2),
            word3: SqBufRsrcWord3::from_bits(w3),
        }
    }

    /// The four dwords, word 0 first.
    pub const fn to_words(self) -> [u32; 4] {
        [
            self.word0.into_bits(),
            self.word1.into_bits(),
            self.word2.into_bits(),
            self.word3.into_bits(),
        ]
    }

    /// A constant (uniform) buffer of `size` bytes at `address`: stride 0,
    /// `NUM_RECORDS` = size in bytes, and the `R32_FLOAT` `XYZW` word 3
    /// drivers use for raw buffers (data format `32`, number format `FLOAT`).
    ///
    /// Errors: [`Error::Address`] when `address` ≥ 2^48.
    pub const fn constant_buffer(address: u64, size: u32) -> Result<Self, Error> {
        match Self::raw_word3().with_base_address(address) {
            Ok(d) => Ok(d.with_num_records(size)),
            Err(e) => Err(e),
        }
    }

    /// A structured buffer: `count` elements of `stride` bytes at `address`
    /// (`NUM_RECORDS` = count), with the raw-buffer word 3 of
    /// [`Self::constant_buffer`].
    ///
    /// Errors: [`Error::Address`], [`Error::StrideTooLarge`] (stride ≥ 16384).
    pub const fn structured_buffer(address: u64, stride: u32, count: u32) -> Result<Self, Error> {
        let d = match Self::raw_word3().with_base_address(address) {
            Ok(d) => d,
            Err(e) => return Err(e),
        };
        match d.with_stride(stride) {
            Ok(d) => Ok(d.with_num_records(count)),
            Err(e) => Err(e),
        }
    }

    /// A typed vertex stream: `count` elements of `format`, `stride` bytes
    /// apart, at `address`. Word 3 takes the format's buffer encoding and
    /// its destination selects.
    ///
    /// Errors: [`Error::Address`], [`Error::StrideTooLarge`],
    /// [`Error::FormatUnsupported`] when the format has no buffer encoding
    /// ([`DataFormat::buffer_format`]).
    pub const fn vertex_stream(
        address: u64,
        format: DataFormat,
        stride: u32,
        count: u32,
    ) -> Result<Self, Error> {
        let d = match Self::new().with_format(format) {
            Ok(d) => d,
            Err(e) => return Err(e),
        };
        let d = match d.with_base_address(address) {
            Ok(d) => d,
            Err(e) => return Err(e),
        };
        match d.with_stride(stride) {
            Ok(d) => Ok(d.with_num_records(count)),
            Err(e) => Err(e),
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

    /// `NUM_RECORDS`.
    pub const fn num_records(self) -> u32 {
        self.word2.num_records()
    }

    /// Sets `DST_SEL_X..W`.
    pub const fn with_dst_sel(mut self, sel: Swizzle) -> Self {
        let [x, y, z, w] = sel;
        self.word3 = self
            .word3
            .with_dst_sel_x(x)
            .with_dst_sel_y(y)
            .with_dst_sel_z(z)
            .with_dst_sel_w(w);
        self
    }

    /// `DST_SEL_X..W`.
    pub const fn dst_sel(self) -> Swizzle {
        [
            self.word3.dst_sel_x(),
            self.word3.dst_sel_y(),
            self.word3.dst_sel_z(),
            self.word3.dst_sel_w(),
        ]
    }

    /// Sets `DATA_FORMAT` and `NUM_FORMAT` directly (raw path: any values).
    pub const fn with_buffer_format(mut self, data: BufDataFormat, num: BufNumFormat) -> Self {
        self.word3 = self.word3.with_data_format(data).with_num_format(num);
        self
    }

    /// Sets `DATA_FORMAT`, `NUM_FORMAT` and `DST_SEL_X..W` from a [`DataFormat`].
    ///
    /// Errors: [`Error::FormatUnsupported`] when the format has no buffer
    /// encoding ([`DataFormat::buffer_format`]).
    pub const fn with_format(self, format: DataFormat) -> Result<Self, Error> {
        match format.buffer_format() {
            Some((d, n)) => Ok(self.with_buffer_format(d, n).with_dst_sel(format.dst_sel())),
            None => Err(Error::FormatUnsupported),
        }
    }

    /// `DATA_FORMAT`.
    pub const fn data_format(self) -> BufDataFormat {
        self.word3.data_format()
    }

    /// `NUM_FORMAT`.
    pub const fn num_format(self) -> BufNumFormat {
        self.word3.num_format()
    }

    /// Sets `SWIZZLE_ENABLE`.
    pub const fn with_swizzle_enable(mut self, on: bool) -> Self {
        self.word1 = self.word1.with_swizzle_enable(on);
        self
    }

    /// Sets `CACHE_SWIZZLE`.
    pub const fn with_cache_swizzle(mut self, on: bool) -> Self {
        self.word1 = self.word1.with_cache_swizzle(on);
        self
    }

    /// Sets `ELEMENT_SIZE` from a size in bytes (2, 4, 8 or 16).
    ///
    /// Errors: [`Error::ElementSizeInvalid`] for any other size.
    pub const fn with_element_size_bytes(self, bytes: u32) -> Result<Self, Error> {
        let code = match bytes {
            2 => 0,
            4 => 1,
            8 => 2,
            16 => 3,
            _ => return Err(Error::ElementSizeInvalid { bytes }),
        };
        Ok(self.with_element_size_code_unchecked(code))
    }

    /// Sets the raw `ELEMENT_SIZE` code (0..=3 for 2/4/8/16 bytes).
    ///
    /// Errors: [`Error::FieldOverflow`] when `code` > 3.
    pub const fn with_element_size_code(self, code: u8) -> Result<Self, Error> {
        if code > 3 {
            return Err(Error::FieldOverflow {
                field: "ELEMENT_SIZE",
                value: code as u32,
            });
        }
        Ok(self.with_element_size_code_unchecked(code))
    }

    const fn with_element_size_code_unchecked(mut self, code: u8) -> Self {
        self.word3 = self.word3.with_element_size(code & 3);
        self
    }

    /// Sets `INDEX_STRIDE` from a stride in elements (8, 16, 32 or 64).
    ///
    /// Errors: [`Error::IndexStrideInvalid`] for any other value.
    pub const fn with_index_stride_elements(self, elements: u32) -> Result<Self, Error> {
        let code = match elements {
            8 => 0,
            16 => 1,
            32 => 2,
            64 => 3,
            _ => return Err(Error::IndexStrideInvalid { elements }),
        };
        Ok(self.with_index_stride_code_unchecked(code))
    }

    /// Sets the raw `INDEX_STRIDE` code (0..=3 for 8/16/32/64 elements).
    ///
    /// Errors: [`Error::FieldOverflow`] when `code` > 3.
    pub const fn with_index_stride_code(self, code: u8) -> Result<Self, Error> {
        if code > 3 {
            return Err(Error::FieldOverflow {
                field: "INDEX_STRIDE",
                value: code as u32,
            });
        }
        Ok(self.with_index_stride_code_unchecked(code))
    }

    const fn with_index_stride_code_unchecked(mut self, code: u8) -> Self {
        self.word3 = self.word3.with_index_stride(code & 3);
        self
    }

    /// Sets `ADD_TID_ENABLE`.
    pub const fn with_add_tid(mut self, on: bool) -> Self {
        self.word3 = self.word3.with_add_tid_enable(on);
        self
    }

    /// Sets `ATC` (gfx7+).
    pub const fn with_atc(mut self, on: bool) -> Self {
        self.word3 = self.word3.with_atc(on);
        self
    }

    /// Sets `HASH_ENABLE`.
    pub const fn with_hash_enable(mut self, on: bool) -> Self {
        self.word3 = self.word3.with_hash_enable(on);
        self
    }

    /// Sets `HEAP`.
    pub const fn with_heap(mut self, on: bool) -> Self {
        self.word3 = self.word3.with_heap(on);
        self
    }

    /// Sets `MTYPE` (3 bits, gfx7+; [`super::Mtype`] names values 0..=3).
    ///
    /// Errors: [`Error::FieldOverflow`] when `mtype` > 7.
    pub const fn with_mtype(mut self, mtype: u8) -> Result<Self, Error> {
        match self.word3.with_mtype_checked(mtype) {
            Ok(w) => {
                self.word3 = w;
                Ok(self)
            }
            Err(()) => Err(Error::FieldOverflow {
                field: "MTYPE",
                value: mtype as u32,
            }),
        }
    }

    /// Sets `TYPE` (a V# must keep `SQ_RSRC_BUF`, the default).
    pub const fn with_type(mut self, ty: SqRsrcBufType) -> Self {
        self.word3 = self.word3.with_type(ty);
        self
    }

    /// `SWIZZLE_ENABLE`.
    pub const fn swizzle_enable(self) -> bool {
        self.word1.swizzle_enable()
    }

    /// `CACHE_SWIZZLE`.
    pub const fn cache_swizzle(self) -> bool {
        self.word1.cache_swizzle()
    }

    /// Raw `ELEMENT_SIZE` code (0..=3 for 2/4/8/16 bytes).
    pub const fn element_size_code(self) -> u8 {
        self.word3.element_size()
    }

    /// Raw `INDEX_STRIDE` code (0..=3 for 8/16/32/64 elements).
    pub const fn index_stride_code(self) -> u8 {
        self.word3.index_stride()
    }

    /// `ADD_TID_ENABLE`.
    pub const fn add_tid(self) -> bool {
        self.word3.add_tid_enable()
    }

    /// `ATC`.
    pub const fn atc(self) -> bool {
        self.word3.atc()
    }

    /// `HASH_ENABLE`.
    pub const fn hash_enable(self) -> bool {
        self.word3.hash_enable()
    }

    /// `HEAP`.
    pub const fn heap(self) -> bool {
        self.word3.heap()
    }

    /// `MTYPE` (3 bits).
    pub const fn mtype(self) -> u8 {
        self.word3.mtype()
    }

    /// `TYPE`.
    pub const fn rsrc_type(self) -> SqRsrcBufType {
        self.word3.r#type()
    }
}
