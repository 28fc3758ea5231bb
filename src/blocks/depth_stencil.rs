//! Depth-stencil block: `DB_DEPTH_CONTROL`, `DB_STENCIL_CONTROL` (front and
//! back operations), `DB_STENCILREFMASK` / `DB_STENCILREFMASK_BF`,
//! `DB_RENDER_CONTROL` (clears, copies, compression), `DB_RENDER_OVERRIDE`,
//! `DB_RENDER_OVERRIDE2`, `DB_SHADER_CONTROL`, `DB_COUNT_CONTROL`
//! (occlusion counting) and the depth bounds.
//!
//! ```
//! use gcn::blocks::depth_stencil::DepthStencil;
//! use gcn::regs::{CompareFrag, DbDepthControl, Register};
//!
//! // Depth test LESS-OR-EQUAL with writes, no stencil.
//! let ds = DepthStencil::new().with_depth_test(CompareFrag::FRAG_LEQUAL, true);
//! ds.validate().unwrap();
//! assert_eq!(ds.registers().get(DbDepthControl::OFFSET), Some(0x0070_0736));
//! ```

use super::{Error, RegList};
use crate::regs::{
    CompareFrag, DbCountControl, DbDepthBoundsMax, DbDepthBoundsMin, DbDepthControl,
    DbRenderControl, DbRenderOverride, DbRenderOverride2, DbShaderControl, DbStencilControl,
    DbStencilrefmask, DbStencilrefmaskBf, Space, StencilOp, ZOrder,
};

/// Stencil state of one face.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct StencilFace {
    /// Operation when the stencil test fails (`STENCILFAIL`).
    pub fail: StencilOp,
    /// Operation when the stencil test passes and the depth test fails (`STENCILZFAIL`).
    pub depth_fail: StencilOp,
    /// Operation when both tests pass (`STENCILZPASS`).
    pub pass: StencilOp,
    /// Stencil comparison (`STENCILFUNC`).
    pub func: CompareFrag,
    /// Reference value (`STENCILTESTVAL`).
    pub reference: u8,
    /// Mask applied before the comparison (`STENCILMASK`).
    pub read_mask: u8,
    /// Bits the operations may write (`STENCILWRITEMASK`).
    pub write_mask: u8,
    /// Operand of the `STENCIL_*_OP` operations (`STENCILOPVAL`).
    pub op_value: u8,
}

impl StencilFace {
    /// Keep everything, always pass, masks `0xFF`, reference 0, operand 1.
    pub const KEEP: StencilFace = StencilFace {
        fail: StencilOp::STENCIL_KEEP,
        depth_fail: StencilOp::STENCIL_KEEP,
        pass: StencilOp::STENCIL_KEEP,
        func: CompareFrag::FRAG_ALWAYS,
        reference: 0,
        read_mask: 0xFF,
        write_mask: 0xFF,
        op_value: 1,
    };
}

block! {
    /// The depth-stencil block. Defaults ([`DepthStencil::new`]): depth test,
    /// depth writes, stencil and depth bounds off (`ZFUNC = FRAG_ALWAYS`, both
    /// stencil faces [`StencilFace::KEEP`], bounds `0.0..=1.0`); no clear, copy
    /// or decompression (`DB_RENDER_CONTROL = 0`); `DB_RENDER_OVERRIDE` and
    /// `DB_RENDER_OVERRIDE2` zero (hardware defaults); occlusion counting off
    /// on gfx7 and gfx8 (`DB_COUNT_CONTROL = 0`, [`NOT_COUNTING`]; gfx6 has no
    /// `ZPASS_ENABLE` and counts with 0: set [`NOT_COUNTING_GFX6`] there
    /// with [`DepthStencil::with_count_control`]);
    /// `DB_SHADER_CONTROL` with `Z_ORDER = EARLY_Z_THEN_LATE_Z` and nothing
    /// exported.
    ///
    /// The block stores the registers themselves, so `decode` keeps every bit.
    pub struct DepthStencil {
        /// Replaces `DB_RENDER_CONTROL` (depth/stencil clear enables, copies,
        /// compression disables for decompress passes).
        render: DbRenderControl { get render_control, set with_render_control },
        count: DbCountControl,
        override1: DbRenderOverride { set with_render_override },
        override2: DbRenderOverride2 { set with_render_override2 },
        bounds_min: DbDepthBoundsMin,
        bounds_max: DbDepthBoundsMax,
        stencil: DbStencilControl,
        front: DbStencilrefmask,
        back: DbStencilrefmaskBf,
        depth: DbDepthControl { get depth_control },
        /// Replaces `DB_SHADER_CONTROL` (depth/stencil/mask exports, Z order, kill).
        shader: DbShaderControl { get shader_control, set with_shader_control },
    }
}

/// `DB_COUNT_CONTROL` with occlusion counting off on gfx7 and gfx8 (0):
/// `ZPASS_ENABLE` 0, as radeonsi (`si_emit_db_render_state`), PAL and the
/// PS4 driver's clear state leave it; gfx6, which has no `ZPASS_ENABLE`,
/// stops counting with `ZPASS_INCREMENT_DISABLE` instead ([`NOT_COUNTING_GFX6`]).
pub const NOT_COUNTING: DbCountControl = DbCountControl::new();

/// `DB_COUNT_CONTROL` with occlusion counting off on gfx6, which has no
/// `ZPASS_ENABLE` and counts with 0: `ZPASS_INCREMENT_DISABLE` = 1, as
/// radeonsi writes it there (`si_emit_db_render_state`).
pub const NOT_COUNTING_GFX6: DbCountControl =
    DbCountControl::new().with_zpass_increment_disable(true);

/// Registers in the block's read-back view.
pub const REGISTERS: usize = DepthStencil::COUNT;
/// Dwords of the block's packets.
pub const DWORDS: usize = DepthStencil::DWORDS;

impl DepthStencil {
    /// The defaults described on [`DepthStencil`].
    #[inline]
    pub const fn new() -> Self {
        DepthStencil {
            render: DbRenderControl::new(),
            count: NOT_COUNTING,
            override1: DbRenderOverride::new(),
            override2: DbRenderOverride2::new(),
            bounds_min: DbDepthBoundsMin::from_bits(0.0f32.to_bits()),
            bounds_max: DbDepthBoundsMax::from_bits(1.0f32.to_bits()),
            stencil: DbStencilControl::new(),
            front: DbStencilrefmask::new(),
            back: DbStencilrefmaskBf::new(),
            depth: DbDepthControl::new().with_zfunc(CompareFrag::FRAG_ALWAYS),
            shader: DbShaderControl::new().with_z_order(ZOrder::EARLY_Z_THEN_LATE_Z),
        }
        .with_stencil_faces(StencilFace::KEEP, StencilFace::KEEP)
        .without_stencil()
    }

    /// Depth test with `func`; `write` enables depth writes.
    #[inline]
    pub const fn with_depth_test(mut self, func: CompareFrag, write: bool) -> Self {
        self.depth = self
            .depth
            .with_z_enable(true)
            .with_zfunc(func)
            .with_z_write_enable(write);
        self
    }

    /// Depth test and depth writes off.
    #[inline]
    pub const fn without_depth_test(mut self) -> Self {
        self.depth = self.depth.with_z_enable(false).with_z_write_enable(false);
        self
    }

    /// Stencil test on with separate front and back faces (`BACKFACE_ENABLE = 1`).
    #[inline]
    pub const fn with_stencil(self, front: StencilFace, back: StencilFace) -> Self {
        let mut s = self.with_stencil_faces(front, back);
        s.depth = s.depth.with_stencil_enable(true).with_backface_enable(true);
        s
    }

    /// Stencil test on, back faces using the front state (`BACKFACE_ENABLE = 0`).
    ///
    /// The back-face fields (`STENCILFAIL_BF`, `STENCILZPASS_BF`,
    /// `STENCILZFAIL_BF`, `STENCILFUNC_BF`, `DB_STENCILREFMASK_BF`) repeat
    /// `face`, which the DB does not read while `BACKFACE_ENABLE` is 0: the
    /// PS4 driver's `setStencil` writes one value into `DB_STENCILREFMASK`
    /// and `DB_STENCILREFMASK_BF` alike (GPCS4 `GnmCommandProcessor` tells it
    /// from `setStencilSeparate` by the two dwords being equal), whereas
    /// radeonsi (`si_create_dsa_state`) leaves the `_BF` operations and
    /// function 0 without two-sided stencil.
    #[inline]
    pub const fn with_stencil_both(self, face: StencilFace) -> Self {
        let mut s = self.with_stencil_faces(face, face);
        s.depth = s
            .depth
            .with_stencil_enable(true)
            .with_backface_enable(false);
        s
    }

    /// Stencil test off (the face state is kept).
    #[inline]
    pub const fn without_stencil(mut self) -> Self {
        self.depth = self
            .depth
            .with_stencil_enable(false)
            .with_backface_enable(false);
        self
    }

    #[inline]
    const fn with_stencil_faces(mut self, f: StencilFace, b: StencilFace) -> Self {
        self.stencil = DbStencilControl::new()
            .with_stencilfail(f.fail)
            .with_stencilzpass(f.pass)
            .with_stencilzfail(f.depth_fail)
            .with_stencilfail_bf(b.fail)
            .with_stencilzpass_bf(b.pass)
            .with_stencilzfail_bf(b.depth_fail);
        self.front = DbStencilrefmask::new()
            .with_stenciltestval(f.reference)
            .with_stencilmask(f.read_mask)
            .with_stencilwritemask(f.write_mask)
            .with_stencilopval(f.op_value);
        self.back = DbStencilrefmaskBf::new()
            .with_stenciltestval_bf(b.reference)
            .with_stencilmask_bf(b.read_mask)
            .with_stencilwritemask_bf(b.write_mask)
            .with_stencilopval_bf(b.op_value);
        self.depth = self
            .depth
            .with_stencilfunc(f.func)
            .with_stencilfunc_bf(b.func);
        self
    }

    /// Depth bounds test on, passing depths in `min..=max`.
    #[inline]
    pub const fn with_depth_bounds(mut self, min: f32, max: f32) -> Self {
        self.bounds_min = DbDepthBoundsMin::from_bits(min.to_bits());
        self.bounds_max = DbDepthBoundsMax::from_bits(max.to_bits());
        self.depth = self.depth.with_depth_bounds_enable(true);
        self
    }

    /// Depth bounds test off (the bounds are kept).
    #[inline]
    pub const fn without_depth_bounds(mut self) -> Self {
        self.depth = self.depth.with_depth_bounds_enable(false);
        self
    }

    /// Occlusion counting for queries: `perfect` counts every sample that
    /// passes (`PERFECT_ZPASS_COUNTS`); counting covers even and odd slices
    /// (`SLICE_EVEN/ODD_ENABLE`, gfx7) with the sample rate `log2(samples)`
    /// (bits above 3 of `log2_samples` are ignored).
    #[inline]
    pub const fn with_occlusion_counting(mut self, perfect: bool, log2_samples: u8) -> Self {
        self.count = DbCountControl::new()
            .with_perfect_zpass_counts(perfect)
            .with_sample_rate(log2_samples & 0x7)
            .with_zpass_enable(1)
            .with_slice_even_enable(1)
            .with_slice_odd_enable(1);
        self
    }

    /// Occlusion counting off: `DB_COUNT_CONTROL = 0`, so `ZPASS_ENABLE = 0`
    /// on gfx7 and gfx8. The PS4 driver leaves the register at its
    /// `CLEAR_STATE` value 0 (its default-state writers never write it, and
    /// its `setDbCountControl` always counts: GPCS4 `GnmCommandProcessor`),
    /// radeonsi (`si_emit_db_render_state`) and AMD PAL (gfx6
    /// `UpdateDbCountControl`, with the slice enables) write
    /// `ZPASS_INCREMENT_DISABLE = 0` on gfx7, and so do the passes
    /// ([`passes::query::NOT_COUNTING`](crate::passes::query::NOT_COUNTING)).
    /// RADV sets `ZPASS_INCREMENT_DISABLE` instead; gfx6 has no `ZPASS_ENABLE`
    /// and counts with 0, so radeonsi sets it there: write
    /// [`NOT_COUNTING_GFX6`] with [`DepthStencil::with_count_control`].
    #[inline]
    pub const fn without_occlusion_counting(mut self) -> Self {
        self.count = NOT_COUNTING;
        self
    }

    accessors! {
        /// Replaces `DB_COUNT_CONTROL`: the counting
        /// [`DepthStencil::with_occlusion_counting`] and
        /// [`DepthStencil::without_occlusion_counting`] do not write, such
        /// as gfx6's "off" (`ZPASS_INCREMENT_DISABLE`, radeonsi's gfx6 value).
        ///
        /// ```
        /// use gcn::blocks::depth_stencil::DepthStencil;
        /// use gcn::regs::{DbCountControl, Register};
        ///
        /// assert_eq!(DepthStencil::new().registers().get(DbCountControl::OFFSET), Some(0));
        /// let gfx6_off = DbCountControl::new().with_zpass_increment_disable(true);
        /// let ds = DepthStencil::new().with_count_control(gfx6_off);
        /// assert_eq!(ds.registers().get(DbCountControl::OFFSET), Some(1));
        /// ```
        set with_count_control(reg: DbCountControl) { count }
    }

    /// Sets the depth and stencil clear enables of `DB_RENDER_CONTROL`.
    #[inline]
    pub const fn with_clear(mut self, depth: bool, stencil: bool) -> Self {
        self.render = self
            .render
            .with_depth_clear_enable(depth)
            .with_stencil_clear_enable(stencil);
        self
    }

    /// Sets up an in-place depth/stencil decompress pass
    /// (`DEPTH_COMPRESS_DISABLE` and `STENCIL_COMPRESS_DISABLE`).
    #[inline]
    pub const fn with_decompress(mut self, on: bool) -> Self {
        self.render = self
            .render
            .with_depth_compress_disable(on)
            .with_stencil_compress_disable(on);
        self
    }

    /// The depth bounds, `(min, max)`.
    #[inline]
    pub const fn depth_bounds(&self) -> (f32, f32) {
        (
            f32::from_bits(self.bounds_min.into_bits()),
            f32::from_bits(self.bounds_max.into_bits()),
        )
    }

    /// The front (`back = false`) or back stencil face.
    #[inline]
    pub const fn stencil_face(&self, back: bool) -> StencilFace {
        if back {
            StencilFace {
                fail: self.stencil.stencilfail_bf(),
                depth_fail: self.stencil.stencilzfail_bf(),
                pass: self.stencil.stencilzpass_bf(),
                func: self.depth.stencilfunc_bf(),
                reference: self.back.stenciltestval_bf(),
                read_mask: self.back.stencilmask_bf(),
                write_mask: self.back.stencilwritemask_bf(),
                op_value: self.back.stencilopval_bf(),
            }
        } else {
            StencilFace {
                fail: self.stencil.stencilfail(),
                depth_fail: self.stencil.stencilzfail(),
                pass: self.stencil.stencilzpass(),
                func: self.depth.stencilfunc(),
                reference: self.front.stenciltestval(),
                read_mask: self.front.stencilmask(),
                write_mask: self.front.stencilwritemask(),
                op_value: self.front.stencilopval(),
            }
        }
    }

    /// Checks the block: comparison functions, stencil operations and the
    /// Z order / conservative-Z values are gfx7 values, and with the depth
    /// bounds test on the bounds are finite with `min <= max`
    /// ([`Error::InvalidRange`]).
    pub const fn validate(&self) -> Result<(), Error> {
        let d = self.depth;
        check_known!(d => zfunc "ZFUNC");
        if d.stencil_enable() {
            check_known!(d => stencilfunc "STENCILFUNC", stencilfunc_bf "STENCILFUNC_BF");
            // Every 4-bit value names a StencilOp, so the operations are always valid.
        }
        check_known!(self.shader => z_order "Z_ORDER", conservative_z_export "CONSERVATIVE_Z_EXPORT");
        if d.depth_bounds_enable() {
            let (min, max) = self.depth_bounds();
            if !(min.is_finite() && max.is_finite() && min <= max) {
                return Err(Error::InvalidRange {
                    what: "depth bounds",
                });
            }
        }
        Ok(())
    }

    /// The block's registers, sorted by offset (11 context registers, 6 runs):
    /// `DB_RENDER_CONTROL`, `DB_COUNT_CONTROL`, `DB_RENDER_OVERRIDE`,
    /// `DB_RENDER_OVERRIDE2`, `DB_DEPTH_BOUNDS_MIN/MAX`, `DB_STENCIL_CONTROL`,
    /// `DB_STENCILREFMASK`, `DB_STENCILREFMASK_BF`, `DB_DEPTH_CONTROL`,
    /// `DB_SHADER_CONTROL`.
    pub fn registers(&self) -> RegList<REGISTERS> {
        self.list(Space::Context)
    }
}
