//! Raster and clip block: `PA_SU_SC_MODE_CNTL` (culling, front face,
//! polygon modes, depth-offset enables, provoking vertex), `PA_CL_CLIP_CNTL`,
//! `PA_SU_POLY_OFFSET_*`, `PA_SU_LINE_CNTL`, `PA_SU_POINT_SIZE/MINMAX`,
//! `PA_SC_MODE_CNTL_0/1`, `PA_SC_LINE_CNTL`, `PA_SC_AA_CONFIG`,
//! `PA_SU_VTX_CNTL`, the sample masks `PA_SC_AA_MASK_*` and the rest of the
//! multi-sample state: the sample locations
//! `PA_SC_AA_SAMPLE_LOCS_PIXEL_X0Y0_0 .. X1Y1_3`, `PA_SC_CENTROID_PRIORITY_0/1`
//! and `DB_EQAA`.
//!
//! Multisampling is set whole from a sample count
//! ([`Raster::with_samples`], the standard positions of
//! [`samples`](super::samples)) or from positions of your own
//! ([`Raster::with_sample_pattern`]); [`Raster::with_depth_samples`] and
//! [`Raster::with_ps_iter_samples`] set EQAA's depth samples and sample
//! shading after it.
//!
//! ```
//! use gcn::blocks::raster::{FrontFace, Raster};
//! use gcn::regs::{PaSuScModeCntl, Register};
//!
//! // Counter-clockwise front faces, back faces culled.
//! let raster = Raster::new().with_cull(false, true).with_front_face(FrontFace::Ccw);
//! assert_eq!(raster.registers().get(PaSuScModeCntl::OFFSET), Some(0x0000_0242));
//! ```

use super::samples::{SampleCount, SamplePattern};
use super::{Checked, Error, RegList, in_range};
use crate::regs::gfx7::enums::ZFormat;
use crate::regs::{
    DbEqaa, PaClClipCntl, PaScAaConfig, PaScAaMaskX0y0X1y0, PaScAaMaskX0y1X1y1,
    PaScAaSampleLocsPixelX0y00, PaScAaSampleLocsPixelX0y01, PaScAaSampleLocsPixelX0y02,
    PaScAaSampleLocsPixelX0y03, PaScAaSampleLocsPixelX0y10, PaScAaSampleLocsPixelX0y11,
    PaScAaSampleLocsPixelX0y12, PaScAaSampleLocsPixelX0y13, PaScAaSampleLocsPixelX1y00,
    PaScAaSampleLocsPixelX1y01, PaScAaSampleLocsPixelX1y02, PaScAaSampleLocsPixelX1y03,
    PaScAaSampleLocsPixelX1y10, PaScAaSampleLocsPixelX1y11, PaScAaSampleLocsPixelX1y12,
    PaScAaSampleLocsPixelX1y13, PaScCentroidPriority0, PaScCentroidPriority1, PaScLineCntl,
    PaScModeCntl0, PaScModeCntl1, PaSuLineCntl, PaSuPointMinmax, PaSuPointSize,
    PaSuPolyOffsetBackOffset, PaSuPolyOffsetBackScale, PaSuPolyOffsetClamp,
    PaSuPolyOffsetDbFmtCntl, PaSuPolyOffsetFrontOffset, PaSuPolyOffsetFrontScale, PaSuScModeCntl,
    PaSuScModeCntlPolyMode, PaSuScModeCntlPolymodePtype, PaSuVtxCntl, PaSuVtxCntlRoundMode,
    QuantMode, Register, Space,
};

/// Which winding is the front face (`PA_SU_SC_MODE_CNTL.FACE`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FrontFace {
    /// Counter-clockwise triangles face the viewer (`FACE = 0`).
    Ccw,
    /// Clockwise triangles face the viewer (`FACE = 1`).
    Cw,
}

block! {
    /// The raster and clip block. Defaults ([`Raster::new`]): no culling,
    /// counter-clockwise front faces, filled triangles on both faces, no depth
    /// offset, first vertex provoking; clipping with D3D clip space (`z` in
    /// `0..w`, `DX_CLIP_SPACE_DEF = 1`) and `DX_LINEAR_ATTR_CLIP_ENA = 1`; lines
    /// and points 1 pixel (`WIDTH = 8`, sizes in 1/8 pixel), point size range
    /// `0..=8191.875` pixels (`PA_SU_POINT_MINMAX = 0xFFFF_0000`, the value
    /// of the PS4 driver's default state, shadPS4 `gnmdriver_init.h`, and of
    /// RADV; radeonsi writes its 2048-pixel limit, `MAX_SIZE = 0x4000`);
    /// viewport scissor on (`PA_SC_MODE_CNTL_0.VPORT_SCISSOR_ENABLE`);
    /// `PA_SC_MODE_CNTL_1` = [`SC_MODE_CNTL_1`] (`0x0602_0000`, the PS4
    /// driver's own default); `PA_SC_LINE_CNTL.DX10_DIAMOND_TEST_ENA = 1`
    /// (`0x1000`: gfx7's `CLEAR_STATE` value, Linux `clearstate_ci.h` and
    /// shadPS4 `Regs::SetDefaults`, which the PS4 driver's default state
    /// leaves in place, and AMD PAL's unless
    /// `dx10DiamondTestDisable`, gfx6 `GraphicsPipeline`; radeonsi and RADV
    /// write 0 because GL and Vulkan do not need the D3D10 diamond rule and
    /// it slows line rasterisation);
    /// single sample (`PA_SC_AA_CONFIG = 0`, all sample-mask bits set, the
    /// sample locations and centroid priorities 0, `DB_EQAA` =
    /// [`DB_EQAA_BASE`], as radeonsi, RADV and AMD PAL write one sample);
    /// `PA_SU_VTX_CNTL`: pixel centres at 0.5, round to even, 1/256-pixel
    /// vertex quantisation.
    ///
    /// The block stores the registers themselves, so `decode` keeps every bit.
    pub struct Raster {
        /// Replaces `PA_CL_CLIP_CNTL` (user clip planes, clip disable, clip space).
        clip: PaClClipCntl { get clip_cntl, set with_clip_cntl },
        mode: PaSuScModeCntl { get mode_cntl },
        point_size: PaSuPointSize,
        point_minmax: PaSuPointMinmax,
        line: PaSuLineCntl,
        sc_mode0: PaScModeCntl0,
        /// Replaces `PA_SC_MODE_CNTL_1` (tile walk and discard controls).
        sc_mode1: PaScModeCntl1 { set with_sc_mode_cntl_1 },
        poly_fmt: PaSuPolyOffsetDbFmtCntl,
        poly_clamp: PaSuPolyOffsetClamp,
        poly_front_scale: PaSuPolyOffsetFrontScale,
        poly_front_offset: PaSuPolyOffsetFrontOffset,
        poly_back_scale: PaSuPolyOffsetBackScale,
        poly_back_offset: PaSuPolyOffsetBackOffset,
        sc_line: PaScLineCntl { set with_sc_line_cntl },
        aa_config: PaScAaConfig { get },
        vtx: PaSuVtxCntl,
        aa_mask0: PaScAaMaskX0y0X1y0,
        aa_mask1: PaScAaMaskX0y1X1y1,
        eqaa: DbEqaa { get db_eqaa },
        centroid0: PaScCentroidPriority0 { get centroid_priority_0 },
        centroid1: PaScCentroidPriority1 { get centroid_priority_1 },
        locs_x0y0_0: PaScAaSampleLocsPixelX0y00,
        locs_x0y0_1: PaScAaSampleLocsPixelX0y01,
        locs_x0y0_2: PaScAaSampleLocsPixelX0y02,
        locs_x0y0_3: PaScAaSampleLocsPixelX0y03,
        locs_x1y0_0: PaScAaSampleLocsPixelX1y00,
        locs_x1y0_1: PaScAaSampleLocsPixelX1y01,
        locs_x1y0_2: PaScAaSampleLocsPixelX1y02,
        locs_x1y0_3: PaScAaSampleLocsPixelX1y03,
        locs_x0y1_0: PaScAaSampleLocsPixelX0y10,
        locs_x0y1_1: PaScAaSampleLocsPixelX0y11,
        locs_x0y1_2: PaScAaSampleLocsPixelX0y12,
        locs_x0y1_3: PaScAaSampleLocsPixelX0y13,
        locs_x1y1_0: PaScAaSampleLocsPixelX1y10,
        locs_x1y1_1: PaScAaSampleLocsPixelX1y11,
        locs_x1y1_2: PaScAaSampleLocsPixelX1y12,
        locs_x1y1_3: PaScAaSampleLocsPixelX1y13,
    }
    extra { checked: Checked = Checked::NO }
}

/// Largest `PA_SC_AA_CONFIG.MSAA_NUM_SAMPLES` (log2 of 16 samples).
const MAX_LOG2_SAMPLES: u8 = 4;

/// Registers in the block's read-back view.
pub const REGISTERS: usize = Raster::COUNT;
/// Dwords of the block's packets.
pub const DWORDS: usize = Raster::DWORDS;

/// The default `PA_SC_MODE_CNTL_1` (`0x0602_0000`): `FORCE_EOV_CNTDWN_ENABLE`,
/// `FORCE_EOV_REZ_ENABLE` and `MULTI_SHADER_ENGINE_PRIM_DISCARD_ENABLE`, the
/// bits radeonsi (`si_emit_msaa_config`, "always 1") and RADV set on every
/// GCN part and the value the PS4 driver's default state writes from its
/// 1.75 revision on ([`crate::ps4::init`]). The end-of-vector countdown
/// and re-Z bits and the discard of primitives outside a shader engine's
/// screen area are off at reset; the other fields (tile walk, out-of-order
/// rasterisation) stay 0.
pub const SC_MODE_CNTL_1: PaScModeCntl1 = PaScModeCntl1::new()
    .with_multi_shader_engine_prim_discard_enable(true)
    .with_force_eov_cntdwn_enable(true)
    .with_force_eov_rez_enable(true);

/// `PA_SU_POINT_MINMAX` of [`Raster::new`] and of the PS4 driver's default
/// state (`0xFFFF_0000`): point sizes from 0 to the largest the 12.4 field
/// holds, `MAX_SIZE` 0xFFFF ([`crate::ps4::init`]; RADV writes the same).
pub const POINT_MINMAX: PaSuPointMinmax = PaSuPointMinmax::new()
    .with_min_size(0)
    .with_max_size(0xFFFF);

/// `DB_EQAA` at every sample count before the counts are added
/// (`0x0013_0000`): `HIGH_QUALITY_INTERSECTIONS`, `INCOHERENT_EQAA_READS`
/// and `STATIC_ANCHOR_ASSOCIATIONS`, the bits radeonsi
/// (`si_emit_msaa_config`), RADV and AMD PAL (gfx6 `MsaaState::Init`) set on
/// gfx6-8 for one sample and more. `CLEAR_STATE` leaves `DB_EQAA` 0.
pub const DB_EQAA_BASE: DbEqaa = DbEqaa::new()
    .with_high_quality_intersections(true)
    .with_incoherent_eqaa_reads(true)
    .with_static_anchor_associations(true);

/// `x` pixels in the 1/8-pixel units of the point and line registers, truncated and saturating.
///
/// The fraction is dropped, not rounded: radeonsi (`si_create_rs_state`,
/// half the size in 12.4 fixed point) and RADV (line width times 8) both
/// convert with a plain float-to-integer cast.
#[inline]
const fn eighths(x: f32) -> u16 {
    (x * 8.0) as u16
}

impl Raster {
    /// The defaults described on [`Raster`].
    // Always inlined: merely `#[inline]`, a caller's `Raster::new().with_cull(..)`
    // built the zero registers in a stack temporary and copied them.
    #[inline(always)]
    pub const fn new() -> Self {
        Raster {
            clip: PaClClipCntl::new()
                .with_dx_clip_space_def(true)
                .with_dx_linear_attr_clip_ena(true),
            mode: PaSuScModeCntl::new()
                .with_polymode_front_ptype(PaSuScModeCntlPolymodePtype::X_DRAW_TRIANGLES)
                .with_polymode_back_ptype(PaSuScModeCntlPolymodePtype::X_DRAW_TRIANGLES),
            point_size: PaSuPointSize::new().with_height(8).with_width(8),
            point_minmax: POINT_MINMAX,
            line: PaSuLineCntl::new().with_width(8),
            sc_mode0: PaScModeCntl0::new().with_vport_scissor_enable(true),
            sc_mode1: SC_MODE_CNTL_1,
            poly_fmt: PaSuPolyOffsetDbFmtCntl::new(),
            poly_clamp: PaSuPolyOffsetClamp::new(),
            poly_front_scale: PaSuPolyOffsetFrontScale::new(),
            poly_front_offset: PaSuPolyOffsetFrontOffset::new(),
            poly_back_scale: PaSuPolyOffsetBackScale::new(),
            poly_back_offset: PaSuPolyOffsetBackOffset::new(),
            sc_line: PaScLineCntl::new().with_dx10_diamond_test_ena(true),
            aa_config: PaScAaConfig::new(),
            vtx: PaSuVtxCntl::new()
                .with_pix_center(true)
                .with_round_mode(PaSuVtxCntlRoundMode::X_ROUND_TO_EVEN)
                .with_quant_mode(QuantMode::X_16_8_FIXED_POINT_1_256TH),
            aa_mask0: PaScAaMaskX0y0X1y0::from_bits(u32::MAX),
            aa_mask1: PaScAaMaskX0y1X1y1::from_bits(u32::MAX),
            eqaa: DB_EQAA_BASE,
            centroid0: PaScCentroidPriority0::new(),
            centroid1: PaScCentroidPriority1::new(),
            locs_x0y0_0: PaScAaSampleLocsPixelX0y00::new(),
            locs_x0y0_1: PaScAaSampleLocsPixelX0y01::new(),
            locs_x0y0_2: PaScAaSampleLocsPixelX0y02::new(),
            locs_x0y0_3: PaScAaSampleLocsPixelX0y03::new(),
            locs_x1y0_0: PaScAaSampleLocsPixelX1y00::new(),
            locs_x1y0_1: PaScAaSampleLocsPixelX1y01::new(),
            locs_x1y0_2: PaScAaSampleLocsPixelX1y02::new(),
            locs_x1y0_3: PaScAaSampleLocsPixelX1y03::new(),
            locs_x0y1_0: PaScAaSampleLocsPixelX0y10::new(),
            locs_x0y1_1: PaScAaSampleLocsPixelX0y11::new(),
            locs_x0y1_2: PaScAaSampleLocsPixelX0y12::new(),
            locs_x0y1_3: PaScAaSampleLocsPixelX0y13::new(),
            locs_x1y1_0: PaScAaSampleLocsPixelX1y10::new(),
            locs_x1y1_1: PaScAaSampleLocsPixelX1y11::new(),
            locs_x1y1_2: PaScAaSampleLocsPixelX1y12::new(),
            locs_x1y1_3: PaScAaSampleLocsPixelX1y13::new(),
            // The defaults pass `validate_all` (a unit test checks it).
            checked: Checked::YES,
        }
    }

    /// Culls front and/or back faces (`CULL_FRONT`, `CULL_BACK`).
    #[inline]
    pub const fn with_cull(mut self, front: bool, back: bool) -> Self {
        self.mode = self.mode.with_cull_front(front).with_cull_back(back);
        self
    }

    /// Sets the front-face winding.
    #[inline]
    pub const fn with_front_face(mut self, face: FrontFace) -> Self {
        self.mode = self.mode.with_face(matches!(face, FrontFace::Cw));
        self
    }

    /// Draws front and back faces as points, lines or triangles; anything but
    /// triangles turns on `POLY_MODE = X_DUAL_MODE`.
    #[inline]
    pub const fn with_polygon_mode(
        mut self,
        front: PaSuScModeCntlPolymodePtype,
        back: PaSuScModeCntlPolymodePtype,
    ) -> Self {
        let tri = PaSuScModeCntlPolymodePtype::X_DRAW_TRIANGLES.raw();
        let dual = front.raw() != tri || back.raw() != tri;
        self.mode = self
            .mode
            .with_polymode_front_ptype(front)
            .with_polymode_back_ptype(back)
            .with_poly_mode(if dual {
                PaSuScModeCntlPolyMode::X_DUAL_MODE
            } else {
                PaSuScModeCntlPolyMode::X_DISABLE_POLY_MODE
            });
        self.checked = self.checked.and(front.is_known() && back.is_known());
        self
    }

    /// Depth offset on front and back faces: `PA_SU_POLY_OFFSET_FRONT/BACK_SCALE
    /// = slope_scale`, `..._OFFSET = constant`, `PA_SU_POLY_OFFSET_CLAMP = clamp`
    /// and `PA_SU_POLY_OFFSET_DB_FMT_CNTL` from the depth format. The values
    /// are written as the hardware takes them, without any scaling:
    ///
    /// - `slope_scale` is in 1/16 units of the API's slope factor: radeonsi
    ///   (`si_create_rs_state`) and RADV write `offset_scale × 16`.
    /// - `constant` is in units of the smallest depth step of the format
    ///   `neg_num_db_bits` describes (radeonsi writes OpenGL's offset units
    ///   × 4 for D16, × 2 for D24 and × 1 for D32F, and unchanged with a
    ///   zero `PA_SU_POLY_OFFSET_DB_FMT_CNTL` when they are unscaled; RADV
    ///   writes Vulkan's constant factor unchanged).
    /// - `clamp` is a depth value (0 for no clamp).
    /// - `neg_num_db_bits` is `POLY_OFFSET_NEG_NUM_DB_BITS`, the **negated**
    ///   bit count as an 8-bit two's complement value: −16 (`0xF0`) for
    ///   `Z_16`, −24 (`0xE8`) for `Z_24`, −23 (`0xE9`) for `Z_32_FLOAT`
    ///   (with `float`, `POLY_OFFSET_DB_IS_FLOAT_FMT`); a positive count such
    ///   as 24 is wrong. [`Raster::depth_offset_format`] derives both from a
    ///   `DB_Z_INFO.FORMAT`.
    #[inline]
    pub const fn with_depth_offset(
        mut self,
        constant: f32,
        slope_scale: f32,
        clamp: f32,
        neg_num_db_bits: u8,
        float: bool,
    ) -> Self {
        self.poly_clamp = PaSuPolyOffsetClamp::from_bits(clamp.to_bits());
        self.poly_front_scale = PaSuPolyOffsetFrontScale::from_bits(slope_scale.to_bits());
        self.poly_front_offset = PaSuPolyOffsetFrontOffset::from_bits(constant.to_bits());
        self.poly_back_scale = PaSuPolyOffsetBackScale::from_bits(slope_scale.to_bits());
        self.poly_back_offset = PaSuPolyOffsetBackOffset::from_bits(constant.to_bits());
        self.poly_fmt = PaSuPolyOffsetDbFmtCntl::new()
            .with_poly_offset_neg_num_db_bits(neg_num_db_bits)
            .with_poly_offset_db_is_float_fmt(float);
        self.mode = self
            .mode
            .with_poly_offset_front_enable(true)
            .with_poly_offset_back_enable(true);
        self.checked = self.checked.and(self.offsets_finite());
        self
    }

    /// `(neg_num_db_bits, float)` for [`Raster::with_depth_offset`] from the
    /// depth target's `DB_Z_INFO.FORMAT`, as radeonsi and RADV set
    /// `PA_SU_POLY_OFFSET_DB_FMT_CNTL`: `Z_16` → (−16, no), `Z_24` → (−24,
    /// no), `Z_32_FLOAT` → (−23, yes: 23 mantissa bits); `Z_INVALID` (no
    /// depth target) → (0, no).
    #[inline]
    pub const fn depth_offset_format(format: ZFormat) -> (u8, bool) {
        match format.raw() {
            f if f == ZFormat::Z_16.raw() => ((-16i8) as u8, false),
            f if f == ZFormat::Z_24.raw() => ((-24i8) as u8, false),
            f if f == ZFormat::Z_32_FLOAT.raw() => ((-23i8) as u8, true),
            _ => (0, false),
        }
    }

    accessors! {
        /// The last vertex of a primitive provides flat-shaded attributes (`PROVOKING_VTX_LAST`).
        set with_provoking_vertex_last(last: bool) { mode.with_provoking_vtx_last }
    }

    /// Line width in pixels (`PA_SU_LINE_CNTL.WIDTH`, 1/8-pixel units, fraction dropped; saturates).
    ///
    /// The register is fixed point, so no NaN or infinity reaches it and
    /// nothing is refused: NaN and negative widths give 0, `+∞` and widths
    /// from 8192 pixels up give `0xFFFF`, as a float-to-integer `as` cast
    /// saturates.
    #[inline]
    pub const fn with_line_width(mut self, pixels: f32) -> Self {
        self.line = self.line.with_width(eighths(pixels));
        self
    }

    /// Point size in pixels (`PA_SU_POINT_SIZE`, 1/8-pixel units, fraction dropped; saturates).
    ///
    /// Fixed point, as [`Raster::with_line_width`]: NaN and negative sizes
    /// give 0, `+∞` gives `0xFFFF`; nothing is refused.
    #[inline]
    pub const fn with_point_size(mut self, pixels: f32) -> Self {
        let e = eighths(pixels);
        self.point_size = self.point_size.with_height(e).with_width(e);
        self
    }

    /// Range of point sizes in pixels (`PA_SU_POINT_MINMAX`, 1/8-pixel units, fraction dropped; saturates).
    ///
    /// Fixed point, as [`Raster::with_line_width`]: NaN and negative sizes
    /// give 0, `+∞` gives `0xFFFF`; nothing is refused.
    #[inline]
    pub const fn with_point_size_range(mut self, min: f32, max: f32) -> Self {
        self.point_minmax = self
            .point_minmax
            .with_min_size(eighths(min))
            .with_max_size(eighths(max));
        self
    }

    /// Multisampling with `count` samples at the standard positions:
    /// [`Raster::with_sample_pattern`] of
    /// [`SamplePattern::standard`]`(count)`. A count from a number is
    /// [`SampleCount::new`], which refuses anything but 1, 2, 4, 8 and 16.
    #[inline]
    pub const fn with_samples(self, count: SampleCount) -> Self {
        self.with_sample_pattern(&SamplePattern::standard(count))
    }

    /// Multisampling with the sample count and positions of `pattern`:
    /// every register of the multi-sample state but the sample masks, as
    /// radeonsi writes them on gfx6-8 (`si_emit_msaa_config`,
    /// `si_emit_sample_locations`), `l` the log2 of the count:
    ///
    /// - `PA_SC_AA_CONFIG`: `MSAA_NUM_SAMPLES = l`, `MSAA_EXPOSED_SAMPLES = l`,
    ///   `MAX_SAMPLE_DIST` = [`SamplePattern::max_sample_dist`] (its other
    ///   fields kept);
    /// - `PA_SC_MODE_CNTL_0.MSAA_ENABLE` = more than one sample;
    /// - `PA_SC_LINE_CNTL.EXPAND_LINE_WIDTH` = more than one sample (radeonsi
    ///   widens lines with MSAA; RADV does not, AMD PAL leaves it to its
    ///   client: [`Raster::with_expand_line_width`] after this call decides);
    /// - `PA_SC_MODE_CNTL_1.PS_ITER_SAMPLE = 0`;
    /// - `DB_EQAA` = [`DB_EQAA_BASE`], with more than one sample also
    ///   `MAX_ANCHOR_SAMPLES = l` (as many depth samples as coverage
    ///   samples, radeonsi's value without a depth target; see
    ///   [`Raster::with_depth_samples`]), `MASK_EXPORT_NUM_SAMPLES = l`,
    ///   `ALPHA_TO_MASK_NUM_SAMPLES = l` and `PS_ITER_SAMPLES = 0` (one
    ///   shader invocation a pixel; see [`Raster::with_ps_iter_samples`]);
    /// - `PA_SC_CENTROID_PRIORITY_0/1` = [`SamplePattern::centroid_priority`]
    ///   and the 16 `PA_SC_AA_SAMPLE_LOCS_PIXEL_*` =
    ///   [`SamplePattern::locations`].
    ///
    /// One sample (`SampleCount::X1`, standard pattern) gives the state of
    /// [`Raster::new`].
    ///
    /// ```
    /// use gcn::blocks::raster::Raster;
    /// use gcn::blocks::samples::SampleCount;
    /// use gcn::regs::{DbEqaa, PaScAaConfig, PaScAaSampleLocsPixelX0y00, Register};
    ///
    /// let raster = Raster::new().with_samples(SampleCount::new(4)?);
    /// let regs = raster.registers();
    /// // MSAA_NUM_SAMPLES = MSAA_EXPOSED_SAMPLES = 2, MAX_SAMPLE_DIST = 6.
    /// assert_eq!(regs.get(PaScAaConfig::OFFSET), Some(0x0020_C002));
    /// // (-2, -6) (6, -2) (-6, 2) (2, 6) as 4-bit nibbles, x first.
    /// assert_eq!(regs.get(PaScAaSampleLocsPixelX0y00::OFFSET), Some(0x622A_E6AE));
    /// // MAX_ANCHOR, MASK_EXPORT, ALPHA_TO_MASK samples 2 over the base bits.
    /// assert_eq!(regs.get(DbEqaa::OFFSET), Some(0x0013_2202));
    /// # Ok::<(), gcn::blocks::Error>(())
    /// ```
    pub const fn with_sample_pattern(mut self, pattern: &SamplePattern) -> Self {
        let count = pattern.count();
        let l = count.log2();
        let multi = l > 0;
        self.aa_config = self
            .aa_config
            .with_msaa_num_samples(l)
            .with_msaa_exposed_samples(l)
            .with_max_sample_dist(pattern.max_sample_dist());
        self.sc_mode0 = self.sc_mode0.with_msaa_enable(multi);
        self.sc_line = self.sc_line.with_expand_line_width(multi);
        self.sc_mode1 = self.sc_mode1.with_ps_iter_sample(false);
        self.eqaa = if multi {
            DB_EQAA_BASE
                .with_max_anchor_samples(l)
                .with_mask_export_num_samples(l)
                .with_alpha_to_mask_num_samples(l)
        } else {
            DB_EQAA_BASE
        };
        let [c0, c1] = pattern.centroid_priority();
        self.centroid0 = PaScCentroidPriority0::from_bits(c0);
        self.centroid1 = PaScCentroidPriority1::from_bits(c1);
        let [
            x0y0_0,
            x0y0_1,
            x0y0_2,
            x0y0_3,
            x1y0_0,
            x1y0_1,
            x1y0_2,
            x1y0_3,
            x0y1_0,
            x0y1_1,
            x0y1_2,
            x0y1_3,
            x1y1_0,
            x1y1_1,
            x1y1_2,
            x1y1_3,
        ] = pattern.locations();
        self.locs_x0y0_0 = PaScAaSampleLocsPixelX0y00::from_bits(x0y0_0);
        self.locs_x0y0_1 = PaScAaSampleLocsPixelX0y01::from_bits(x0y0_1);
        self.locs_x0y0_2 = PaScAaSampleLocsPixelX0y02::from_bits(x0y0_2);
        self.locs_x0y0_3 = PaScAaSampleLocsPixelX0y03::from_bits(x0y0_3);
        self.locs_x1y0_0 = PaScAaSampleLocsPixelX1y00::from_bits(x1y0_0);
        self.locs_x1y0_1 = PaScAaSampleLocsPixelX1y01::from_bits(x1y0_1);
        self.locs_x1y0_2 = PaScAaSampleLocsPixelX1y02::from_bits(x1y0_2);
        self.locs_x1y0_3 = PaScAaSampleLocsPixelX1y03::from_bits(x1y0_3);
        self.locs_x0y1_0 = PaScAaSampleLocsPixelX0y10::from_bits(x0y1_0);
        self.locs_x0y1_1 = PaScAaSampleLocsPixelX0y11::from_bits(x0y1_1);
        self.locs_x0y1_2 = PaScAaSampleLocsPixelX0y12::from_bits(x0y1_2);
        self.locs_x0y1_3 = PaScAaSampleLocsPixelX0y13::from_bits(x0y1_3);
        self.locs_x1y1_0 = PaScAaSampleLocsPixelX1y10::from_bits(x1y1_0);
        self.locs_x1y1_1 = PaScAaSampleLocsPixelX1y11::from_bits(x1y1_1);
        self.locs_x1y1_2 = PaScAaSampleLocsPixelX1y12::from_bits(x1y1_2);
        self.locs_x1y1_3 = PaScAaSampleLocsPixelX1y13::from_bits(x1y1_3);
        self
    }

    /// Depth and stencil samples per pixel, `DB_EQAA.MAX_ANCHOR_SAMPLES`:
    /// the depth target's sample count, at most the coverage samples (EQAA:
    /// 16 coverage samples over an 8-sample depth target; radeonsi, RADV and
    /// AMD PAL write log2 of the depth samples here). Set after
    /// [`Raster::with_samples`], which writes the coverage count; more
    /// depth than coverage samples is refused by [`Raster::validate`].
    #[inline]
    pub const fn with_depth_samples(mut self, count: SampleCount) -> Self {
        self.eqaa = self.eqaa.with_max_anchor_samples(count.log2());
        self.checked = self
            .checked
            .and(count.log2() <= self.aa_config.msaa_num_samples());
        self
    }

    /// Pixel shader invocations per pixel (sample shading):
    /// `DB_EQAA.PS_ITER_SAMPLES` = log2 of `count` and
    /// `PA_SC_MODE_CNTL_1.PS_ITER_SAMPLE` = more than one, as radeonsi
    /// (`si_emit_msaa_config`) and RADV write them. The pixel shader must
    /// also read its inputs per sample (RADV sets
    /// `SPI_BARYC_CNTL.POS_FLOAT_LOCATION = 2`). Set after
    /// [`Raster::with_samples`]; more invocations than coverage samples are
    /// refused by [`Raster::validate`].
    #[inline]
    pub const fn with_ps_iter_samples(mut self, count: SampleCount) -> Self {
        self.eqaa = self.eqaa.with_ps_iter_samples(count.log2());
        self.sc_mode1 = self.sc_mode1.with_ps_iter_sample(count.log2() > 0);
        self.checked = self
            .checked
            .and(count.log2() <= self.aa_config.msaa_num_samples());
        self
    }

    accessors! {
        /// Widens lines by 1/cos of their angle to the nearest axis
        /// (`PA_SC_LINE_CNTL.EXPAND_LINE_WIDTH`; [`Raster::with_sample_pattern`]
        /// sets it with more than one sample).
        set with_expand_line_width(expand: bool) { sc_line.with_expand_line_width }
    }

    /// The sample count and positions the block writes
    /// (`PA_SC_AA_CONFIG.MSAA_NUM_SAMPLES` and the 16
    /// `PA_SC_AA_SAMPLE_LOCS_PIXEL_*`), or `None` when `MSAA_NUM_SAMPLES`
    /// is above 4 (a decoded block).
    pub const fn sample_pattern(&self) -> Option<SamplePattern> {
        let Some(count) = SampleCount::from_log2(self.aa_config.msaa_num_samples()) else {
            return None;
        };
        Some(SamplePattern::from_registers(
            count,
            [
                self.locs_x0y0_0.into_bits(),
                self.locs_x0y0_1.into_bits(),
                self.locs_x0y0_2.into_bits(),
                self.locs_x0y0_3.into_bits(),
                self.locs_x1y0_0.into_bits(),
                self.locs_x1y0_1.into_bits(),
                self.locs_x1y0_2.into_bits(),
                self.locs_x1y0_3.into_bits(),
                self.locs_x0y1_0.into_bits(),
                self.locs_x0y1_1.into_bits(),
                self.locs_x0y1_2.into_bits(),
                self.locs_x0y1_3.into_bits(),
                self.locs_x1y1_0.into_bits(),
                self.locs_x1y1_1.into_bits(),
                self.locs_x1y1_2.into_bits(),
                self.locs_x1y1_3.into_bits(),
            ],
        ))
    }

    /// Sets the sample mask of all four pixels of a quad (`PA_SC_AA_MASK_*`).
    #[inline]
    pub const fn with_sample_mask(mut self, mask: u16) -> Self {
        self.aa_mask0 = PaScAaMaskX0y0X1y0::new()
            .with_aa_mask_x0y0(mask)
            .with_aa_mask_x1y0(mask);
        self.aa_mask1 = PaScAaMaskX0y1X1y1::new()
            .with_aa_mask_x0y1(mask)
            .with_aa_mask_x1y1(mask);
        self
    }

    validate_checked! {
        /// Checks the block: polygon modes, rounding and quantisation are gfx7
        /// values ([`Error::UnknownValue`]), at most 16 samples
        /// (`MSAA_NUM_SAMPLES` at most 4, [`Error::UnknownValue`]), no more
        /// depth samples or shader invocations a pixel than coverage samples
        /// (`DB_EQAA.MAX_ANCHOR_SAMPLES` and `PS_ITER_SAMPLES` at most
        /// `MSAA_NUM_SAMPLES`, [`Error::OutOfRange`]), and with depth
        /// offset on the offset values are finite ([`Error::NotFinite`]).
    }

    /// The checks of [`Raster::validate`], register by register.
    const fn validate_all(&self) -> Result<(), Error> {
        let m = self.mode;
        check_known!(m =>
            poly_mode "POLY_MODE",
            polymode_front_ptype "POLYMODE_FRONT_PTYPE",
            polymode_back_ptype "POLYMODE_BACK_PTYPE",
        );
        check_known!(self.vtx => round_mode "ROUND_MODE", quant_mode "QUANT_MODE");
        let s = self.aa_config.msaa_num_samples();
        if s > MAX_LOG2_SAMPLES {
            return Err(Error::UnknownValue {
                register: PaScAaConfig::NAME,
                field: "MSAA_NUM_SAMPLES",
                value: s as u32,
            });
        }
        let e = self.eqaa;
        let max = s as u32;
        let anchors = e.max_anchor_samples() as u32;
        ctry!(in_range("DB_EQAA.MAX_ANCHOR_SAMPLES", anchors, 0, max));
        let iters = e.ps_iter_samples() as u32;
        ctry!(in_range("DB_EQAA.PS_ITER_SAMPLES", iters, 0, max));
        let offset_on = m.poly_offset_front_enable()
            || m.poly_offset_back_enable()
            || m.poly_offset_para_enable();
        if offset_on && !self.offsets_finite() {
            return Err(Error::NotFinite {
                what: "depth offset",
            });
        }
        Ok(())
    }

    /// Whether the depth-offset clamp, scales and offsets are finite.
    #[inline]
    const fn offsets_finite(&self) -> bool {
        f32::from_bits(self.poly_clamp.into_bits()).is_finite()
            && f32::from_bits(self.poly_front_scale.into_bits()).is_finite()
            && f32::from_bits(self.poly_front_offset.into_bits()).is_finite()
            && f32::from_bits(self.poly_back_scale.into_bits()).is_finite()
            && f32::from_bits(self.poly_back_offset.into_bits()).is_finite()
    }

    /// The block's registers, sorted by offset (37 context registers, 7 runs).
    pub fn registers(&self) -> RegList<REGISTERS> {
        self.list(Space::Context)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The fast path of `validate` agrees with the full check for blocks
    /// built by every setter, with values that pass and values that fail.
    #[test]
    fn validate_agrees_with_the_full_check() {
        let mut blocks = [Raster::new()].to_vec();
        for front in 0..4 {
            for back in 0..4 {
                blocks.push(Raster::new().with_polygon_mode(
                    PaSuScModeCntlPolymodePtype::from_bits(front),
                    PaSuScModeCntlPolymodePtype::from_bits(back),
                ));
            }
        }
        for x in [0.0, 2.5, f32::NAN, f32::NEG_INFINITY] {
            blocks.push(Raster::new().with_depth_offset(x, 1.0, 0.0, 0xE8, false));
            blocks.push(Raster::new().with_depth_offset(1.0, x, 0.0, 0xE8, false));
            blocks.push(Raster::new().with_depth_offset(1.0, 1.0, x, 0xE9, true));
        }
        let counts = [
            SampleCount::X1,
            SampleCount::X2,
            SampleCount::X4,
            SampleCount::X8,
            SampleCount::X16,
        ];
        for coverage in counts {
            blocks.push(Raster::new().with_samples(coverage));
            for other in counts {
                let r = Raster::new().with_samples(coverage);
                blocks.push(r.with_depth_samples(other));
                blocks.push(r.with_ps_iter_samples(other));
                // Set before the coverage count, which rewrites DB_EQAA.
                blocks.push(
                    Raster::new()
                        .with_depth_samples(other)
                        .with_samples(coverage),
                );
            }
        }
        let blocks = blocks.iter().map(|r| {
            r.with_cull(true, false)
                .with_front_face(FrontFace::Cw)
                .with_provoking_vertex_last(true)
                .with_line_width(2.0)
                .with_point_size(f32::NAN)
                .with_point_size_range(0.0, 8.0)
                .with_sample_mask(0x0F0F)
                .with_clip_cntl(PaClClipCntl::from_bits(u32::MAX))
                .with_sc_mode_cntl_1(PaScModeCntl1::from_bits(u32::MAX))
                .with_sc_line_cntl(PaScLineCntl::from_bits(u32::MAX))
        });
        crate::blocks::assert_checks_agree(blocks, 10, Raster::validate_all, |r| {
            let decoded = Raster::decode(&r.registers()).unwrap();
            (decoded, decoded.checked)
        });
        assert!(Raster::new().checked.all());
    }
}
