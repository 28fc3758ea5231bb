//! Compute shader: the `COMPUTE_*` registers a dispatch reads.
//!
//! | register | SH offset | what |
//! |---|---|---|
//! | `COMPUTE_NUM_THREAD_X/Y/Z` | `0x207..0x209` | threads per workgroup in each dimension |
//! | `COMPUTE_PGM_LO/HI` | `0x20C`, `0x20D` | program address |
//! | `COMPUTE_PGM_RSRC1/RSRC2` | `0x212`, `0x213` | registers, float mode, user SGPRs, workgroup-id and thread-id VGPRs, LDS |
//! | `COMPUTE_RESOURCE_LIMITS` | `0x215` | waves per SH, workgroups per CU |
//! | `COMPUTE_TMPRING_SIZE` | `0x218` | scratch waves and bytes per wave |
//! | `COMPUTE_USER_DATA_0..15` | `0x240..` | user data |
//!
//! [`CsShader::emit`] writes one `SET_SH_REG` packet per run: five, plus one
//! when there is user data. `COMPUTE_DIM_*`, `COMPUTE_START_*` and
//! `COMPUTE_DISPATCH_INITIATOR` belong to the dispatch packets.
//!
//! # Worked example
//!
//! ```
//! use gcn::blocks::shader::CsShader;
//! use gcn::pm4::CommandBuffer;
//!
//! // 8×8 workgroups, 16 VGPRs, 16 SGPRs, a buffer pointer in s[0:1],
//! // workgroup ids x and y in SGPRs, 4 KiB of LDS.
//! const CS: CsShader = CsShader::new()
//!     .with_address(0x80_0000)
//!     .with_threads(8, 8, 1)
//!     .with_vgprs(16)
//!     .with_sgprs(16)
//!     .with_pointer(0, 0x10_0000)
//!     .with_tgid_enable(true, true, false)
//!     .with_lds_bytes(4096);
//! CS.validate()?;
//! assert_eq!(CS.rsrc2().lds_size(), 8); // 512-byte units
//! let mut words = [0u32; 64];
//! let mut cb = CommandBuffer::new(&mut words);
//! CS.emit(&mut cb)?;
//! assert_eq!(cb.len(), 6 * 2 + 3 + 2 + 2 + 1 + 1 + 2);
//! assert_eq!(CsShader::decode(&CS.registers())?, CS);
//!
//! // 33×32 threads is too many: reported by `validate` and `emit`.
//! assert!(CS.with_threads(33, 32, 1).validate().is_err());
//! # Ok::<(), gcn::blocks::Error>(())
//! ```

use super::program::DEFAULT_FLOAT_MODE;
use super::{Stage, UserData, UserDataHint, program_address, sgpr_blocks, vgpr_blocks};
use crate::blocks::{Error, RegList, RegSource, Writer, first_error, in_range, kept};
use crate::regs::gfx7::{
    ComputeNumThreadX, ComputeNumThreadY, ComputeNumThreadZ, ComputePgmHi, ComputePgmLo,
    ComputePgmRsrc1, ComputePgmRsrc2, ComputeResourceLimits, ComputeTmpringSize,
};
use crate::regs::{Gfx, Register, Space};

/// Most threads in a workgroup.
pub const MAX_THREADS: u32 = 1024;
/// Most LDS bytes a workgroup can allocate on gfx7 and gfx8.
pub const MAX_LDS_BYTES: u32 = 65536;
/// Most LDS bytes a workgroup can allocate on gfx6 (half the CU's 64 KiB).
pub const MAX_LDS_BYTES_GFX6: u32 = 32768;
/// LDS allocation granularity of `COMPUTE_PGM_RSRC2.LDS_SIZE` on gfx7 and gfx8, in bytes.
pub const LDS_GRANULE_BYTES: u32 = 512;
/// LDS allocation granularity of `COMPUTE_PGM_RSRC2.LDS_SIZE` on gfx6, in bytes.
pub const LDS_GRANULE_BYTES_GFX6: u32 = 256;
/// Scratch granularity of `COMPUTE_TMPRING_SIZE.WAVESIZE`, in bytes.
pub const SCRATCH_GRANULE_BYTES: u32 = 1024;
registers! {
    /// The compute-shader block.
    pub struct CsShader {
        num_thread_x: ComputeNumThreadX { get },
        num_thread_y: ComputeNumThreadY { get },
        num_thread_z: ComputeNumThreadZ { get },
        pgm_lo: ComputePgmLo { get },
        pgm_hi: ComputePgmHi { get },
        /// With a whole `COMPUTE_PGM_RSRC1`.
        rsrc1: ComputePgmRsrc1 { get, set with_rsrc1 },
        /// With a whole `COMPUTE_PGM_RSRC2`.
        rsrc2: ComputePgmRsrc2 { get, set with_rsrc2 },
        /// With a whole `COMPUTE_RESOURCE_LIMITS`.
        resource_limits: ComputeResourceLimits { get, set with_resource_limits },
        tmpring_size: ComputeTmpringSize { get },
    }
    extra {
        user_data: UserData = UserData::new(),
        // The first invalid setter argument, reported by `validate`.
        error: Option<Error> = None,
    }
}

/// Most registers a [`CsShader`] writes.
pub const MAX_REGISTERS: usize = CsShader::COUNT + 16;
/// Most dwords of a [`CsShader`]'s packets without hinted descriptors (the
/// `COMPUTE_*` runs and one of user data).
pub const DWORDS: usize = CsShader::DWORDS + 2 + 16;
/// Most dwords of a [`CsShader`]'s packets, hinted descriptors included:
/// the capacity of [`CsShader::encode`]'s [`Packets`](crate::blocks::Packets).
pub const MAX_DWORDS: usize = DWORDS + super::program::HINT_DWORDS;

// The user data is a run of its own.
static_assertions::const_assert!(Stage::Cs.user_data_offset() > ComputeTmpringSize::OFFSET + 1);

impl Default for CsShader {
    fn default() -> Self {
        CsShader::new()
    }
}

/// `Ok(v)` as is; `Err(e)` recorded in `$self` (first error wins), which is returned.
macro_rules! or_note {
    ($self:ident, $r:expr) => {
        match $r {
            Ok(v) => v,
            Err(e) => {
                $self.error = first_error($self.error, e);
                return $self;
            }
        }
    };
}

user_data_setters!(CsShader);

impl CsShader {
    /// A compute shader at address 0: 64×1×1 threads per workgroup, 4 VGPRs,
    /// 8 SGPRs, `FLOAT_MODE` = [`DEFAULT_FLOAT_MODE`], `DX10_CLAMP` = 1,
    /// `RSRC2`, `COMPUTE_RESOURCE_LIMITS` and `COMPUTE_TMPRING_SIZE` zero (no
    /// user SGPRs, no workgroup ids, no LDS, no limits, no scratch).
    #[inline]
    pub const fn new() -> CsShader {
        CsShader {
            num_thread_x: ComputeNumThreadX::new().with_num_thread_full(64),
            num_thread_y: ComputeNumThreadY::new().with_num_thread_full(1),
            num_thread_z: ComputeNumThreadZ::new().with_num_thread_full(1),
            pgm_lo: ComputePgmLo::new(),
            pgm_hi: ComputePgmHi::new(),
            rsrc1: ComputePgmRsrc1::new()
                .with_float_mode(DEFAULT_FLOAT_MODE)
                .with_dx10_clamp(true),
            rsrc2: ComputePgmRsrc2::new(),
            resource_limits: ComputeResourceLimits::new(),
            tmpring_size: ComputeTmpringSize::new(),
            user_data: UserData::new(),
            error: None,
        }
    }

    /// The program's GPU address.
    pub const fn address(&self) -> u64 {
        ((self.pgm_hi.data() as u64) << 40) | ((self.pgm_lo.data() as u64) << 8)
    }
    /// The user-data values.
    pub const fn user_data(&self) -> &UserData {
        &self.user_data
    }

    /// With the program at `address`: 256-byte aligned, below 2^40, else
    /// [`Error::Address`].
    #[inline]
    pub const fn with_address(mut self, address: u64) -> CsShader {
        let (lo, hi) = or_note!(self, program_address("COMPUTE_PGM_LO", address));
        self.pgm_lo = self.pgm_lo.with_data(lo);
        self.pgm_hi = self.pgm_hi.with_data(hi);
        self
    }

    /// With `x`×`y`×`z` threads per workgroup (`NUM_THREAD_FULL`; no
    /// partial groups); [`Error::OutOfRange`] when a dimension is 0 or the
    /// product exceeds 1024.
    #[inline]
    pub const fn with_threads(mut self, x: u32, y: u32, z: u32) -> CsShader {
        let x = or_note!(self, in_range("threads_x", x, 1, MAX_THREADS));
        let y = or_note!(self, in_range("threads_y", y, 1, MAX_THREADS));
        let z = or_note!(self, in_range("threads_z", z, 1, MAX_THREADS));
        // Each factor is at most 1024: the product fits in u64.
        let total = (x as u64).wrapping_mul(y as u64).wrapping_mul(z as u64);
        if total > MAX_THREADS as u64 {
            self.error = first_error(
                self.error,
                Error::OutOfRange {
                    field: "threads",
                    value: if total > u32::MAX as u64 {
                        u32::MAX
                    } else {
                        total as u32
                    },
                    min: 1,
                    max: MAX_THREADS,
                },
            );
            return self;
        }
        // Each is at most 1024: fits the 16-bit fields.
        self.num_thread_x = ComputeNumThreadX::new().with_num_thread_full(x as u16);
        self.num_thread_y = ComputeNumThreadY::new().with_num_thread_full(y as u16);
        self.num_thread_z = ComputeNumThreadZ::new().with_num_thread_full(z as u16);
        self
    }

    /// With `vgprs` VGPRs (`RSRC1.VGPRS`, groups of 4); [`Error::OutOfRange`]
    /// outside `1..=256`.
    #[inline]
    pub const fn with_vgprs(mut self, vgprs: u32) -> CsShader {
        self.rsrc1 = self.rsrc1.with_vgprs(or_note!(self, vgpr_blocks(vgprs)));
        self
    }

    /// With `sgprs` SGPRs (`RSRC1.SGPRS`, groups of 8, VCC and flat scratch
    /// included: [`sgpr_blocks`]); [`Error::OutOfRange`]
    /// outside `1..=104`.
    #[inline]
    pub const fn with_sgprs(mut self, sgprs: u32) -> CsShader {
        self.rsrc1 = self.rsrc1.with_sgprs(or_note!(self, sgpr_blocks(sgprs)));
        self
    }

    /// Records `e` unless an error already is (in place).
    #[inline]
    const fn keep(&mut self, e: Error) {
        if self.error.is_none() {
            self.error = Some(e);
        }
    }

    /// `RSRC2.USER_SGPR` = number of user-data registers held (at most 16).
    #[inline]
    const fn sync_user_sgpr(&mut self) {
        // At most 16 user-data registers: fits the 5-bit field.
        self.rsrc2 = self.rsrc2.with_user_sgpr(self.user_data.len() as u8);
    }

    /// With `RSRC2.TGID_X_EN`/`Y`/`Z`: workgroup ids loaded into SGPRs after the user data.
    #[inline]
    pub const fn with_tgid_enable(mut self, x: bool, y: bool, z: bool) -> CsShader {
        self.rsrc2 = self
            .rsrc2
            .with_tgid_x_en(x)
            .with_tgid_y_en(y)
            .with_tgid_z_en(z);
        self
    }

    /// With `RSRC2.USER_SGPR` = `count`: the user-data registers loaded into
    /// `s0..`; [`Error::OutOfRange`] above 16. The user-data setters set it to
    /// the registers they hold: set it after them when another writer fills
    /// more (a resource binder's table pointers).
    #[inline]
    pub const fn with_user_sgprs(mut self, count: u32) -> CsShader {
        let n = or_note!(self, in_range("user_sgpr", count, 0, 16));
        // n <= 16 fits the 5-bit field.
        self.rsrc2 = self.rsrc2.with_user_sgpr(n as u8);
        self
    }

    /// With `RSRC2.TG_SIZE_EN`: the workgroup-size SGPR.
    #[inline]
    pub const fn with_tg_size_enable(mut self, on: bool) -> CsShader {
        self.rsrc2 = self.rsrc2.with_tg_size_en(on);
        self
    }

    /// With `RSRC2.TIDIG_COMP_CNT`: thread ids loaded into `v0` (0), `v0..v1`
    /// (1) or `v0..v2` (2); [`Error::OutOfRange`] above 2.
    #[inline]
    pub const fn with_tidig_comp_cnt(mut self, count: u32) -> CsShader {
        let n = or_note!(self, in_range("tidig_comp_cnt", count, 0, 2));
        self.rsrc2 = self.rsrc2.with_tidig_comp_cnt(n as u8);
        self
    }

    /// With `bytes` of LDS per workgroup on gfx7 or gfx8 (`RSRC2.LDS_SIZE`,
    /// rounded up to 512-byte units); [`Error::OutOfRange`] above 65536.
    /// For gfx6, see [`CsShader::with_lds_bytes_for`].
    #[inline]
    pub const fn with_lds_bytes(self, bytes: u32) -> CsShader {
        self.with_lds_bytes_for(Gfx::Gfx7, bytes)
    }

    /// With `bytes` of LDS per workgroup in `gfx`'s units (`RSRC2.LDS_SIZE`):
    /// rounded up to 256-byte units on gfx6, at most 32768 bytes there, and
    /// to 512-byte units on gfx7 and gfx8, at most 65536 bytes
    /// ([`Error::OutOfRange`] above). The field is the same 9 bits on every
    /// generation; the unit and the limit are Mesa's
    /// (`ac_gpu_info.c`: `lds_encode_granularity`, `lds_size_per_workgroup`).
    ///
    /// ```
    /// use gcn::blocks::shader::CsShader;
    /// use gcn::regs::Gfx;
    ///
    /// let cs = CsShader::new();
    /// assert_eq!(cs.with_lds_bytes_for(Gfx::Gfx6, 4096).rsrc2().lds_size(), 16);
    /// assert_eq!(cs.with_lds_bytes_for(Gfx::Gfx7, 4096).rsrc2().lds_size(), 8);
    /// assert!(cs.with_lds_bytes_for(Gfx::Gfx6, 32769).validate().is_err());
    /// ```
    #[inline]
    pub const fn with_lds_bytes_for(mut self, gfx: Gfx, bytes: u32) -> CsShader {
        let (granule, max) = match gfx {
            Gfx::Gfx6 => (LDS_GRANULE_BYTES_GFX6, MAX_LDS_BYTES_GFX6),
            Gfx::Gfx7 | Gfx::Gfx8 => (LDS_GRANULE_BYTES, MAX_LDS_BYTES),
        };
        let b = or_note!(self, in_range("lds_bytes", bytes, 0, max));
        // At most 128 units: fits the 9-bit field.
        self.rsrc2 = self.rsrc2.with_lds_size(b.div_ceil(granule) as u16);
        self
    }

    /// With scratch memory: `waves` waves in flight (`TMPRING_SIZE.WAVES`,
    /// 0..=4095) of `bytes_per_wave` each (`WAVESIZE`, rounded up to 1 KiB
    /// units, at most 8191 units); sets `RSRC2.SCRATCH_EN` when both are
    /// non-zero. [`Error::OutOfRange`] outside those ranges.
    #[inline]
    pub const fn with_scratch(mut self, waves: u32, bytes_per_wave: u32) -> CsShader {
        let w = or_note!(self, in_range("scratch_waves", waves, 0, 0xFFF));
        let size = or_note!(
            self,
            in_range(
                "scratch_wavesize",
                bytes_per_wave.div_ceil(SCRATCH_GRANULE_BYTES),
                0,
                0x1FFF
            )
        );
        self.tmpring_size = ComputeTmpringSize::new()
            .with_waves(w as u16)
            .with_wavesize(size as u16);
        self.rsrc2 = self.rsrc2.with_scratch_en(w != 0 && size != 0);
        self
    }

    /// Checks the block.
    ///
    /// # Errors
    /// The first invalid setter argument: [`Error::Address`] or
    /// [`Error::OutOfRange`] (see the setters).
    pub const fn validate(&self) -> Result<(), Error> {
        kept(self.error)
    }

    /// The block's SH registers, sorted by offset (five runs, six with user data).
    pub fn registers(&self) -> RegList<MAX_REGISTERS> {
        let mut list: RegList<MAX_REGISTERS> = self.list(Space::Sh);
        for (off, &v) in (Stage::Cs.user_data_offset()..).zip(self.user_data.as_slice()) {
            list.push_raw(off, v);
        }
        list
    }

    /// Appends the block's packets to `p` (not validated).
    #[inline]
    pub(crate) const fn write<const M: usize>(&self, p: &mut Writer<'_, M>) {
        self.write_registers(p);
        let prefix = self.user_data.plain_prefix();
        if prefix > 0 {
            p.start_run(Space::Sh, Stage::Cs.user_data_offset(), prefix, 0);
            p.put_prefix(self.user_data.all(), prefix);
        }
        self.user_data.write_from(p, Stage::Cs, prefix);
    }

    /// The block from register values; user data is read
    /// from `COMPUTE_USER_DATA_0` up to the first register missing.
    ///
    /// # Errors
    /// [`Error::MissingRegister`].
    pub fn decode(src: &impl RegSource) -> Result<CsShader, Error> {
        Ok(CsShader {
            user_data: UserData::decode(Stage::Cs, src),
            ..CsShader::read(src)?
        })
    }
}

encode_by_write!(CsShader, MAX_DWORDS, (), |_, src| CsShader::decode(src));
