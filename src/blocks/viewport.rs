//! Viewport and scissor block: `PA_CL_VPORT_[XYZ]SCALE/OFFSET`,
//! `PA_SC_VPORT_ZMIN/ZMAX` and `PA_SC_VPORT_SCISSOR_TL/BR` for viewports
//! `0..count`, the screen, window and generic scissors, `PA_SC_WINDOW_OFFSET`,
//! `PA_SC_CLIPRECT_RULE`, `PA_CL_VTE_CNTL` and the guard band
//! (`PA_CL_GB_*_ADJ`).
//!
//! The viewport transform maps clip space to window coordinates:
//! `x_win = x_ndc * XSCALE + XOFFSET`, likewise for y and z. Rows of a
//! render target are counted from the top, while clip-space y points up, so
//! the vertical scale is negated by default (`YSCALE = -height / 2`);
//! [`Viewports::with_y_flip`] switches that off. Depth maps `0..1` clip z
//! onto `min_z..max_z` (`ZSCALE = max_z - min_z`, `ZOFFSET = min_z`).
//!
//! ```
//! use gcn::blocks::viewport::Viewports;
//! use gcn::regs::{PaClVportYscale, Register};
//!
//! let vp = Viewports::new(0, 0, 1920, 1080, 0.0, 1.0);
//! vp.validate().unwrap();
//! assert_eq!(vp.registers().get(PaClVportYscale::OFFSET), Some((-540.0f32).to_bits()));
//! ```

use super::{Checked, Error, Packets, RegList, RegSource, Writer, dimension};
use crate::pm4::set_reg_head;
use crate::regs::{
    PaClGbHorzClipAdj, PaClGbHorzDiscAdj, PaClGbVertClipAdj, PaClGbVertDiscAdj, PaClVportXoffsetN,
    PaClVportXscaleN, PaClVportYoffsetN, PaClVportYscaleN, PaClVportZoffsetN, PaClVportZscaleN,
    PaClVteCntl, PaScCliprectRule, PaScGenericScissorBr, PaScGenericScissorTl, PaScScissorBr,
    PaScScissorTl, PaScScreenScissorBr, PaScScreenScissorTl, PaScVportScissorNBr,
    PaScVportScissorNTl, PaScVportZmaxN, PaScVportZminN, PaScWindowOffset, PaScWindowScissorBr,
    PaScWindowScissorTl, Register, Space,
};

/// Number of hardware viewports.
pub const MAX_VIEWPORTS: usize = 16;
/// Largest scissor coordinate the scan converter accepts.
pub const MAX_EXTENT: u32 = 16384;
/// Registers in the read-back view with all 16 viewports.
pub const REGISTERS: usize = 13 + 10 * MAX_VIEWPORTS;
/// Most dwords of the block's packets: `29 + 10 * count` for up to 15
/// viewports (8 runs); with 16 two runs meet, giving 187.
pub const DWORDS: usize = REGISTERS + 2 * 7;

/// `PA_SC_VPORT_SCISSOR_0_TL`: the viewport scissors, two registers per viewport.
const SCISSOR_OFFSET: u16 = PaScVportScissorNTl::<0>::OFFSET;
/// `PA_SC_VPORT_ZMIN_0`: the depth ranges, two registers per viewport.
const ZMIN_OFFSET: u16 = PaScVportZminN::<0>::OFFSET;
/// `PA_CL_VPORT_XSCALE`: the transforms, six registers per viewport.
const XSCALE_OFFSET: u16 = PaClVportXscaleN::<0>::OFFSET;

// The runs `encode` writes: scissor TL/BR pairs, ZMIN/ZMAX pairs and the six
// transform registers at consecutive offsets, the scissors of all 16
// viewports ending where the depth ranges start; the fixed registers in
// runs of 2, 4, 2, 1 and 4.
static_assertions::const_assert!(
    PaScVportScissorNTl::<0>::STRIDE == 2
        && PaScVportScissorNBr::<0>::OFFSET == SCISSOR_OFFSET + 1
        && PaScVportZminN::<0>::STRIDE == 2
        && PaScVportZmaxN::<0>::OFFSET == ZMIN_OFFSET + 1
        && ZMIN_OFFSET == SCISSOR_OFFSET + 32
        && PaClVportXscaleN::<0>::STRIDE == 6
        && PaClVportXoffsetN::<0>::OFFSET == XSCALE_OFFSET + 1
        && PaClVportYscaleN::<0>::OFFSET == XSCALE_OFFSET + 2
        && PaClVportYoffsetN::<0>::OFFSET == XSCALE_OFFSET + 3
        && PaClVportZscaleN::<0>::OFFSET == XSCALE_OFFSET + 4
        && PaClVportZoffsetN::<0>::OFFSET == XSCALE_OFFSET + 5
        && PaScScreenScissorBr::OFFSET == PaScScreenScissorTl::OFFSET + 1
        && PaScWindowScissorTl::OFFSET == PaScWindowOffset::OFFSET + 1
        && PaScWindowScissorBr::OFFSET == PaScWindowOffset::OFFSET + 2
        && PaScCliprectRule::OFFSET == PaScWindowOffset::OFFSET + 3
        && PaScGenericScissorBr::OFFSET == PaScGenericScissorTl::OFFSET + 1
        && PaClGbVertDiscAdj::OFFSET == PaClGbVertClipAdj::OFFSET + 1
        && PaClGbHorzClipAdj::OFFSET == PaClGbVertClipAdj::OFFSET + 2
        && PaClGbHorzDiscAdj::OFFSET == PaClGbVertClipAdj::OFFSET + 3
);

/// `SET_CONTEXT_REG` header and offset dwords of the fixed runs, and of the
/// runs of a block with one viewport.
const HEAD_SCREEN: [u32; 2] = set_reg_head(Space::Context, PaScScreenScissorTl::OFFSET, 2, 0);
const HEAD_WINDOW: [u32; 2] = set_reg_head(Space::Context, PaScWindowOffset::OFFSET, 4, 0);
const HEAD_GENERIC: [u32; 2] = set_reg_head(Space::Context, PaScGenericScissorTl::OFFSET, 2, 0);
const HEAD_SCISSOR_1: [u32; 2] = set_reg_head(Space::Context, SCISSOR_OFFSET, 2, 0);
const HEAD_ZMIN_1: [u32; 2] = set_reg_head(Space::Context, ZMIN_OFFSET, 2, 0);
const HEAD_XSCALE_1: [u32; 2] = set_reg_head(Space::Context, XSCALE_OFFSET, 6, 0);
const HEAD_VTE: [u32; 2] = set_reg_head(Space::Context, PaClVteCntl::OFFSET, 1, 0);
const HEAD_GUARD_BAND: [u32; 2] = set_reg_head(Space::Context, PaClGbVertClipAdj::OFFSET, 4, 0);

/// One viewport: a pixel rectangle and a depth range.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct Viewport {
    /// Left edge in pixels.
    pub x: u32,
    /// Top edge in pixels (rows counted from the top).
    pub y: u32,
    /// Width in pixels, `1..=16384`.
    pub width: u32,
    /// Height in pixels, `1..=16384`.
    pub height: u32,
    /// Depth of clip z = 0, as `f32` bits.
    min_z: u32,
    /// Depth of clip z = 1, as `f32` bits.
    max_z: u32,
}

impl Viewport {
    /// All zero: the unused entries of a [`Viewports`] block.
    const ZERO: Viewport = Viewport {
        x: 0,
        y: 0,
        width: 0,
        height: 0,
        min_z: 0,
        max_z: 0,
    };

    /// A viewport at `(x, y)` of `width × height` pixels mapping depth onto `min_z..max_z` (reversed when `min_z > max_z`).
    #[inline]
    pub const fn new(x: u32, y: u32, width: u32, height: u32, min_z: f32, max_z: f32) -> Self {
        Viewport {
            x,
            y,
            width,
            height,
            min_z: min_z.to_bits(),
            max_z: max_z.to_bits(),
        }
    }

    /// `PA_SC_VPORT_ZMIN/ZMAX` as `f32` bits: the depth range's lower and
    /// upper end, `max_z` first when the range is reversed (radeonsi
    /// `si_viewport_zmin_zmax`, RADV `radv_get_viewport_zmin_zmax`).
    #[inline]
    const fn z_clamp_bits(&self) -> [u32; 2] {
        let (min, max) = self.depth_range();
        if max < min {
            [self.max_z, self.min_z]
        } else {
            [self.min_z, self.max_z]
        }
    }

    /// The depth range `(min_z, max_z)`.
    #[inline]
    pub const fn depth_range(&self) -> (f32, f32) {
        (f32::from_bits(self.min_z), f32::from_bits(self.max_z))
    }
}

/// The viewport and scissor block.
///
/// Defaults (from [`Viewports::new`]): one viewport; y negated; viewport
/// scissor = the viewport rectangle; screen, window and generic scissors =
/// the viewport rectangle (the rectangle covering every viewport after
/// [`Viewports::with_viewport`]), window offset `0, 0`, `WINDOW_OFFSET_DISABLE` set
/// on every scissor; `PA_SC_CLIPRECT_RULE = 0xFFFF` (no clip rectangles);
/// `PA_CL_VTE_CNTL` with all six scale/offset enables and `VTX_W0_FMT = 1`
/// (the shader outputs clip-space x, y, z, w); guard band adjust `1.0`
/// (clipping at the viewport edges).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Viewports {
    count: u8,
    y_flip: bool,
    /// Viewport 0.
    first: Viewport,
    /// Viewports 1..16 once the block holds two or more (`None` before:
    /// nothing to fill or move for one viewport); entries past `count` are
    /// zero.
    rest: Option<[Viewport; MAX_VIEWPORTS - 1]>,
    screen: (PaScScreenScissorTl, PaScScreenScissorBr),
    window_offset: PaScWindowOffset,
    window: (PaScWindowScissorTl, PaScWindowScissorBr),
    cliprect_rule: PaScCliprectRule,
    generic: (PaScGenericScissorTl, PaScGenericScissorBr),
    vte: PaClVteCntl,
    guard_band: [u32; 4],
    /// The first invalid setter argument, reported by `validate`.
    error: Option<Error>,
    /// Whether every viewport passed `check_viewport`, and the guard band
    /// `check_guard_band`, as they were stored.
    checked: Checked,
}

impl Viewports {
    /// The `PA_CL_VTE_CNTL` [`Viewports::new`] writes: the x, y and z scale
    /// and offset of viewport 0 applied, and `VTX_W0_FMT` (the VS writes w).
    pub const DEFAULT_VTE: PaClVteCntl = PaClVteCntl::new()
        .with_vport_x_scale_ena(true)
        .with_vport_x_offset_ena(true)
        .with_vport_y_scale_ena(true)
        .with_vport_y_offset_ena(true)
        .with_vport_z_scale_ena(true)
        .with_vport_z_offset_ena(true)
        .with_vtx_w0_fmt(true);

    /// One viewport with the defaults described on [`Viewports`].
    #[inline]
    pub const fn new(x: u32, y: u32, width: u32, height: u32, min_z: f32, max_z: f32) -> Self {
        let vp = Viewport::new(x, y, width, height, min_z, max_z);
        let (x1, y1) = (x.saturating_add(width), y.saturating_add(height));
        Viewports {
            count: 1,
            y_flip: true,
            first: vp,
            rest: None,
            screen: screen_rect(x, y, x1, y1),
            window_offset: PaScWindowOffset::new(),
            window: scissor_rect(x, y, x1, y1),
            cliprect_rule: PaScCliprectRule::new().with_clip_rule(0xFFFF),
            generic: scissor_rect(x, y, x1, y1),
            vte: Self::DEFAULT_VTE,
            guard_band: [1.0f32.to_bits(); 4],
            error: None,
            checked: Checked::YES.and(check_viewport(&vp).is_ok()),
        }
    }

    /// Sets viewport `index` (`0..16`); the block then holds
    /// `max(count, index + 1)` viewports, those between the old count and
    /// `index` copies of viewport 0.
    ///
    /// The screen and window scissors become the rectangle covering every
    /// viewport the block holds, and so does the generic scissor unless
    /// [`Viewports::with_scissor`] set it to another rectangle: the three cut
    /// every viewport, so a viewport outside them would draw nothing
    /// (radeonsi and RADV keep them on the whole target and clip each
    /// viewport with its own viewport scissor). With viewport 0 alone the
    /// block is then the one [`Viewports::new`] makes for it.
    ///
    /// For `index >= 16` the block is unchanged and [`Viewports::validate`]
    /// reports [`Error::SlotOutOfRange`].
    #[inline]
    pub const fn with_viewport(mut self, index: usize, vp: Viewport) -> Self {
        // The generic scissor follows the viewports while it is the
        // rectangle covering them.
        let generic_follows = {
            let (g0, g1) = self.covering_scissor();
            self.generic.0.into_bits() == g0.into_bits()
                && self.generic.1.into_bits() == g1.into_bits()
        };
        if index < MAX_VIEWPORTS {
            // Viewports skipped over repeat viewport 0.
            let first = self.first;
            let mut i = self.count as usize;
            while i < index {
                self.put(i, first);
                // i < index < 16.
                i = i.wrapping_add(1);
            }
        }
        match self.put(index, vp) {
            true => {
                self.checked = self.checked.and(check_viewport(&vp).is_ok());
                // index < 16 here: no overflow, fits u8.
                let n = index.wrapping_add(1);
                if n > self.count as usize {
                    self.count = n as u8;
                }
                let (x0, y0, x1, y1) = self.covering();
                self.screen = screen_rect(x0, y0, x1, y1);
                self.window = scissor_rect(x0, y0, x1, y1);
                if generic_follows {
                    self.generic = scissor_rect(x0, y0, x1, y1);
                }
            }
            false => {
                self.error = super::first_error(
                    self.error,
                    Error::SlotOutOfRange {
                        slot: index,
                        slots: MAX_VIEWPORTS,
                    },
                );
            }
        }
        self
    }

    /// The rectangle `x0, y0 .. x1, y1` covering viewports `0..count`
    /// (edges saturating).
    #[inline]
    const fn covering(&self) -> (u32, u32, u32, u32) {
        let first = self.first;
        let (mut x0, mut y0) = (first.x, first.y);
        let (mut x1, mut y1) = (
            first.x.saturating_add(first.width),
            first.y.saturating_add(first.height),
        );
        let mut i = 1;
        while i < self.count as usize {
            if let Some(vp) = self.viewport(i) {
                if vp.x < x0 {
                    x0 = vp.x;
                }
                if vp.y < y0 {
                    y0 = vp.y;
                }
                let (r, b) = (
                    vp.x.saturating_add(vp.width),
                    vp.y.saturating_add(vp.height),
                );
                if r > x1 {
                    x1 = r;
                }
                if b > y1 {
                    y1 = b;
                }
            }
            // i < count <= 16.
            i = i.wrapping_add(1);
        }
        (x0, y0, x1, y1)
    }

    /// The window or generic scissor of the rectangle covering the viewports.
    #[inline]
    const fn covering_scissor(&self) -> (PaScGenericScissorTl, PaScGenericScissorBr) {
        let (x0, y0, x1, y1) = self.covering();
        scissor_rect(x0, y0, x1, y1)
    }

    /// Negates the vertical scale (default `true`) so clip-space y up maps onto rows counted from the top.
    #[inline]
    pub const fn with_y_flip(mut self, flip: bool) -> Self {
        self.y_flip = flip;
        self
    }

    /// Sets the generic scissor to `x0, y0 .. x1, y1` (exclusive; clamped to 0..=16384).
    #[inline]
    pub const fn with_scissor(mut self, x0: u32, y0: u32, x1: u32, y1: u32) -> Self {
        self.generic = (
            self.generic
                .0
                .with_tl_x(clamp_extent(x0))
                .with_tl_y(clamp_extent(y0)),
            self.generic
                .1
                .with_br_x(clamp_extent(x1))
                .with_br_y(clamp_extent(y1)),
        );
        self
    }

    /// Sets the guard band adjust factors (`PA_CL_GB_VERT_CLIP_ADJ`,
    /// `PA_CL_GB_VERT_DISC_ADJ`, `PA_CL_GB_HORZ_CLIP_ADJ`, `PA_CL_GB_HORZ_DISC_ADJ`).
    ///
    /// Each is a half-width of the band around the clip-space origin, in
    /// units of the viewport's half-width or half-height: `1.0` is the
    /// viewport edge. Values below `1.0` put the band inside the viewport;
    /// radeonsi never writes them (it computes each adjust as the ratio of
    /// the representable range around the viewport to the viewport, at
    /// least 1), but the register spec gives no range, so they are written
    /// as given.
    ///
    /// # Errors
    /// The values are stored as given; [`Viewports::validate`] (and hence
    /// `encode` and `emit`, which then write nothing) reports
    /// [`Error::NotFinite`] when one of the four is NaN or infinite, and
    /// [`Error::InvalidRange`] when one is negative (the band
    /// `-adjust..=adjust` is then reversed).
    #[inline]
    pub const fn with_guard_band(
        mut self,
        vert_clip: f32,
        vert_disc: f32,
        horz_clip: f32,
        horz_disc: f32,
    ) -> Self {
        self.guard_band = [
            vert_clip.to_bits(),
            vert_disc.to_bits(),
            horz_clip.to_bits(),
            horz_disc.to_bits(),
        ];
        self.checked = self.checked.and(check_guard_band(self.guard_band).is_ok());
        self
    }

    accessors! {
        /// Replaces `PA_CL_VTE_CNTL`.
        set with_vte_cntl(reg: PaClVteCntl) { vte }
    }

    /// Number of viewports written.
    #[inline]
    pub const fn count(&self) -> usize {
        self.count as usize
    }

    /// Viewport `index`, if the block holds it.
    #[inline]
    pub const fn viewport(&self, index: usize) -> Option<Viewport> {
        if index >= self.count as usize {
            return None;
        }
        if index == 0 {
            return Some(self.first);
        }
        match &self.rest {
            // index >= 1.
            Some(rest) => match rest.split_at_checked(index.wrapping_sub(1)) {
                Some((_, [vp, ..])) => Some(*vp),
                _ => None,
            },
            None => None,
        }
    }

    /// Stores viewport `index` (`0..16`, else `false` and nothing changes),
    /// making room for viewports 1..16 on the first of them.
    #[inline]
    const fn put(&mut self, index: usize, vp: Viewport) -> bool {
        if index == 0 {
            self.first = vp;
            return true;
        }
        if index >= MAX_VIEWPORTS {
            return false;
        }
        if self.rest.is_none() {
            self.rest = Some([Viewport::ZERO; MAX_VIEWPORTS - 1]);
        }
        // 1 <= index < 16.
        if let Some(rest) = &mut self.rest
            && let Some((_, [slot, ..])) = rest.split_at_mut_checked(index.wrapping_sub(1))
        {
            *slot = vp;
        }
        true
    }

    /// Whether the vertical scale is negated.
    #[inline]
    pub const fn y_flip(&self) -> bool {
        self.y_flip
    }

    /// Checks every viewport: width and height `1..=16384`, right and bottom
    /// edges at most 16384 ([`Error::BadDimension`]); depth range finite with
    /// either end ([`Error::InvalidRange`]; `min_z > max_z` is a reversed
    /// range, allowed as in Vulkan); then the guard band
    /// adjust factors: finite ([`Error::NotFinite`]) and not negative
    /// ([`Error::InvalidRange`]); before all those, a viewport index of 16 or
    /// more given to [`Viewports::with_viewport`] ([`Error::SlotOutOfRange`]).
    #[inline]
    pub const fn validate(&self) -> Result<(), Error> {
        if let Some(e) = self.error {
            return Err(e);
        }
        // Viewports checked as they were stored: nothing left to check.
        if self.checked.all() {
            return Ok(());
        }
        self.validate_all()
    }

    /// Whether no setter argument failed and every viewport and the guard
    /// band passed their checks as they were stored (see `declare::ValidAtOnce`): `emit` then
    /// writes the block at once.
    #[inline(always)]
    pub(crate) const fn valid_at_once(&self) -> bool {
        self.error.is_none() && self.checked.all()
    }

    /// The checks of [`Viewports::validate`], viewport by viewport.
    #[cold]
    #[inline(never)]
    const fn validate_all(&self) -> Result<(), Error> {
        let mut i = 0;
        while i < self.count as usize {
            if let Some(vp) = self.viewport(i) {
                ctry!(check_viewport(&vp));
            }
            // i < count <= 16.
            i = i.wrapping_add(1);
        }
        check_guard_band(self.guard_band)
    }

    /// The block's registers, sorted by offset: `13 + 10 * count` context registers in 8 runs.
    pub fn registers(&self) -> RegList<REGISTERS> {
        let mut p = Packets::<DWORDS>::new();
        let mut w = p.writer();
        self.write(&mut w);
        let written = w.written();
        match p.finish(written) {
            Ok(p) => RegList::from_packets(Space::Context, p.as_slice()),
            Err(_) => RegList::new(Space::Context),
        }
    }

    /// `[XSCALE, XOFFSET, YSCALE, YOFFSET, ZSCALE, ZOFFSET]` of `vp`.
    #[inline]
    pub const fn transform(&self, vp: &Viewport) -> [f32; 6] {
        let (w, h) = (vp.width as f32 * 0.5, vp.height as f32 * 0.5);
        let (min, max) = vp.depth_range();
        let ys = if self.y_flip { -h } else { h };
        [w, vp.x as f32 + w, ys, vp.y as f32 + h, max - min, min]
    }

    /// [`Viewports::transform`] of `vp` as register values.
    #[inline]
    const fn transform_bits(&self, vp: &Viewport) -> [u32; 6] {
        let [xs, xo, ys, yo, zs, zo] = self.transform(vp);
        [
            xs.to_bits(),
            xo.to_bits(),
            ys.to_bits(),
            yo.to_bits(),
            zs.to_bits(),
            zo.to_bits(),
        ]
    }

    /// Appends the block's packets to `p` (not validated).
    #[inline(always)]
    pub(crate) const fn write<const M: usize>(&self, p: &mut Writer<'_, M>) {
        let n = self.count as usize;
        let [s0, s1] = HEAD_SCREEN;
        let [w0, w1] = HEAD_WINDOW;
        let [g0, g1] = HEAD_GENERIC;
        // The screen, window and generic scissor runs in one write.
        p.put([
            s0,
            s1,
            self.screen.0.into_bits(),
            self.screen.1.into_bits(),
            w0,
            w1,
            self.window_offset.into_bits(),
            self.window.0.into_bits(),
            self.window.1.into_bits(),
            self.cliprect_rule.into_bits(),
            g0,
            g1,
            self.generic.0.into_bits(),
            self.generic.1.into_bits(),
        ]);
        if n == 1 {
            let vp = &self.first;
            // One viewport (the common case): its scissor, depth range and
            // transform runs in one write.
            let [t0, t1] = scissor(vp);
            let [xs, xo, ys, yo, zs, zo] = self.transform_bits(vp);
            let [zmin, zmax] = vp.z_clamp_bits();
            let [h0, h1] = HEAD_SCISSOR_1;
            let [z0, z1] = HEAD_ZMIN_1;
            let [x0, x1] = HEAD_XSCALE_1;
            p.put([
                h0, h1, t0, t1, z0, z1, zmin, zmax, x0, x1, xs, xo, ys, yo, zs, zo,
            ]);
            self.write_tail(p);
            return;
        }
        // The other counts through a fork, so that `p` stays in registers.
        let mut w = p.fork();
        self.write_many(&mut w);
        let (len, overflow) = (w.len, w.overflow);
        p.join(len, overflow);
    }

    /// [`write`](Self::write)'s runs of two or more viewports, and the tail;
    /// out of line, so that the one-viewport path needs few registers.
    #[inline(never)]
    const fn write_many<const M: usize>(&self, p: &mut Writer<'_, M>) {
        let n = self.count as usize;
        // n <= 16: none of the counts below overflow.
        if n == MAX_VIEWPORTS {
            // The scissors of all 16 viewports end where the depth ranges start.
            p.start_run(Space::Context, SCISSOR_OFFSET, 4 * MAX_VIEWPORTS, 0);
        } else {
            p.start_run(Space::Context, SCISSOR_OFFSET, n.wrapping_mul(2), 0);
        }
        let mut i = 0;
        while i < n {
            if let Some(vp) = self.viewport(i) {
                p.put(scissor(&vp));
            }
            i = i.wrapping_add(1);
        }
        if n != MAX_VIEWPORTS {
            p.start_run(Space::Context, ZMIN_OFFSET, n.wrapping_mul(2), 0);
        }
        let mut i = 0;
        while i < n {
            if let Some(vp) = self.viewport(i) {
                p.put(vp.z_clamp_bits());
            }
            i = i.wrapping_add(1);
        }
        p.start_run(Space::Context, XSCALE_OFFSET, n.wrapping_mul(6), 0);
        let mut i = 0;
        while i < n {
            if let Some(vp) = self.viewport(i) {
                p.put(self.transform_bits(&vp));
            }
            i = i.wrapping_add(1);
        }
        self.write_tail(p);
    }

    /// Appends `PA_CL_VTE_CNTL` and the guard band runs (one write).
    #[inline]
    const fn write_tail<const M: usize>(&self, p: &mut Writer<'_, M>) {
        let [v0, v1] = HEAD_VTE;
        let [b0, b1] = HEAD_GUARD_BAND;
        let [gb0, gb1, gb2, gb3] = self.guard_band;
        p.put([v0, v1, self.vte.into_bits(), b0, b1, gb0, gb1, gb2, gb3]);
    }

    /// Rebuilds the block from register values: the viewports present are
    /// those whose `PA_CL_VPORT_*` registers `src` holds, from 0 up; each
    /// viewport's rectangle comes from its viewport scissor, its depth range
    /// from `ZMIN/ZMAX` (swapped when `ZSCALE` is negative), and the y flip from the sign of viewport 0's
    /// `YSCALE`. Nothing is validated.
    ///
    /// Errors: [`Error::MissingRegister`] naming the first register `src` lacks.
    pub fn decode(src: &impl RegSource) -> Result<Self, Error> {
        let mut out = Viewports::new(0, 0, 1, 1, 0.0, 1.0);
        // The viewports read back are checked by `validate`.
        out.checked = Checked::NO;
        out.screen = (src.reg()?, src.reg()?);
        out.window_offset = src.reg()?;
        out.window = (src.reg()?, src.reg()?);
        out.cliprect_rule = src.reg()?;
        out.generic = (src.reg()?, src.reg()?);
        out.vte = src.reg()?;
        out.guard_band = [
            src.reg::<PaClGbVertClipAdj>()?.into_bits(),
            src.reg::<PaClGbVertDiscAdj>()?.into_bits(),
            src.reg::<PaClGbHorzClipAdj>()?.into_bits(),
            src.reg::<PaClGbHorzDiscAdj>()?.into_bits(),
        ];
        let yscale0 = f32::from_bits(src.reg::<crate::regs::PaClVportYscale>()?.into_bits());
        out.y_flip = yscale0.is_sign_negative();
        let mut count = 0usize;
        for i in 0..MAX_VIEWPORTS {
            let Some(ys_off) = PaClVportYscaleN::<0>::slot_offset(i) else {
                break;
            };
            if src.read(Space::Context, ys_off).is_none() {
                break;
            }
            let tl = PaScVportScissorNTl::<0>::from_bits(read_slot(
                src,
                PaScVportScissorNTl::<0>::slot_offset(i),
                PaScVportScissorNTl::<0>::slot_name(i),
            )?);
            let br = PaScVportScissorNBr::<0>::from_bits(read_slot(
                src,
                PaScVportScissorNBr::<0>::slot_offset(i),
                PaScVportScissorNBr::<0>::slot_name(i),
            )?);
            let zmin = read_slot(
                src,
                PaScVportZminN::<0>::slot_offset(i),
                PaScVportZminN::<0>::slot_name(i),
            )?;
            let zmax = read_slot(
                src,
                PaScVportZmaxN::<0>::slot_offset(i),
                PaScVportZmaxN::<0>::slot_name(i),
            )?;
            let zscale = read_slot(
                src,
                PaClVportZscaleN::<0>::slot_offset(i),
                PaClVportZscaleN::<0>::slot_name(i),
            )?;
            // A negative ZSCALE is a reversed range: ZMIN holds max_z.
            let (zmin, zmax) = if f32::from_bits(zscale) < 0.0 {
                (zmax, zmin)
            } else {
                (zmin, zmax)
            };
            let (x, y) = (u32::from(tl.tl_x()), u32::from(tl.tl_y()));
            out.put(
                i,
                Viewport {
                    x,
                    y,
                    width: u32::from(br.br_x()).saturating_sub(x),
                    height: u32::from(br.br_y()).saturating_sub(y),
                    min_z: zmin,
                    max_z: zmax,
                },
            );
            // At most 16 viewports.
            count = count.wrapping_add(1);
        }
        // Unused entries are zero, as `with_viewport` makes them.
        out.count = count as u8;
        Ok(out)
    }
}

encode_by_write!(Viewports, DWORDS, (), |_, src| Viewports::decode(src));

/// Checks one viewport: width, height and far edges in `1..=16384`, a finite
/// depth range (`min_z > max_z`, a reversed range, included).
#[inline]
const fn check_viewport(vp: &Viewport) -> Result<(), Error> {
    ctry!(dimension("viewport width", vp.width, MAX_EXTENT));
    ctry!(dimension("viewport height", vp.height, MAX_EXTENT));
    // The width is at least 1: so are the edges.
    let right = vp.x.saturating_add(vp.width);
    ctry!(dimension("viewport right edge", right, MAX_EXTENT));
    let bottom = vp.y.saturating_add(vp.height);
    ctry!(dimension("viewport bottom edge", bottom, MAX_EXTENT));
    let (min, max) = vp.depth_range();
    if !(min.is_finite() && max.is_finite()) {
        return Err(Error::InvalidRange {
            what: "viewport depth range",
        });
    }
    Ok(())
}

/// Checks the guard band adjust factors (as `f32` bits): each finite
/// ([`Error::NotFinite`]) and not negative ([`Error::InvalidRange`]).
#[inline]
const fn check_guard_band([vc, vd, hc, hd]: [u32; 4]) -> Result<(), Error> {
    ctry!(check_adjust(vc));
    ctry!(check_adjust(vd));
    ctry!(check_adjust(hc));
    check_adjust(hd)
}

/// One guard band adjust factor of [`check_guard_band`].
#[inline]
const fn check_adjust(bits: u32) -> Result<(), Error> {
    let adjust = f32::from_bits(bits);
    ctry!(super::finite(adjust, "guard band adjust"));
    if adjust < 0.0 {
        return Err(Error::InvalidRange {
            what: "guard band (-adjust..=adjust)",
        });
    }
    Ok(())
}

/// `PA_SC_VPORT_SCISSOR_n_TL/BR` of `vp`: its rectangle, clamped to 0..=16384.
#[inline]
const fn scissor(vp: &Viewport) -> [u32; 2] {
    let (x1, y1) = (
        vp.x.saturating_add(vp.width),
        vp.y.saturating_add(vp.height),
    );
    let (tl, br): (PaScVportScissorNTl<0>, PaScVportScissorNBr<0>) =
        scissor_rect(vp.x, vp.y, x1, y1);
    [tl.into_bits(), br.into_bits()]
}

/// The screen scissor (`PA_SC_SCREEN_SCISSOR_TL/BR`) of `x0, y0 .. x1, y1`,
/// clamped to 0..=16384.
#[inline]
const fn screen_rect(
    x0: u32,
    y0: u32,
    x1: u32,
    y1: u32,
) -> (PaScScreenScissorTl, PaScScreenScissorBr) {
    (
        PaScScreenScissorTl::new()
            .with_tl_x(clamp_extent(x0))
            .with_tl_y(clamp_extent(y0)),
        PaScScreenScissorBr::new()
            .with_br_x(clamp_extent(x1))
            .with_br_y(clamp_extent(y1)),
    )
}

/// A window, generic or viewport scissor (`PA_SC_*_SCISSOR_TL/BR`, one
/// layout) of `x0, y0 .. x1, y1`, clamped to 0..=16384, with
/// `WINDOW_OFFSET_DISABLE` set.
#[inline]
const fn scissor_rect<const G: usize, const N: usize, const H: usize, const M: usize>(
    x0: u32,
    y0: u32,
    x1: u32,
    y1: u32,
) -> (PaScScissorTl<G, N>, PaScScissorBr<H, M>) {
    (
        PaScScissorTl::new()
            .with_tl_x(clamp_extent(x0))
            .with_tl_y(clamp_extent(y0))
            .with_window_offset_disable(true),
        PaScScissorBr::new()
            .with_br_x(clamp_extent(x1))
            .with_br_y(clamp_extent(y1)),
    )
}

fn read_slot(
    src: &impl RegSource,
    offset: Option<u16>,
    name: Option<&'static str>,
) -> Result<u32, Error> {
    let missing = Error::MissingRegister {
        register: name.unwrap_or("viewport register"),
    };
    match offset {
        Some(o) => src.read(Space::Context, o).ok_or(missing),
        None => Err(missing),
    }
}

/// `v` limited to [`MAX_EXTENT`], for the scissor corners.
#[inline]
const fn clamp_extent(v: u32) -> u16 {
    if v > MAX_EXTENT {
        MAX_EXTENT as u16
    } else {
        v as u16
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The fast path of `validate` agrees with the check of every viewport,
    /// for blocks built by the setters with values that pass and that fail.
    #[test]
    fn validate_agrees_with_the_full_check() {
        let full = |v: &Viewports| -> Result<(), Error> {
            if let Some(e) = v.error {
                return Err(e);
            }
            for i in 0..v.count() {
                if let Some(vp) = v.viewport(i) {
                    check_viewport(&vp)?;
                }
            }
            check_guard_band(v.guard_band)
        };
        let edges = [0u32, 1, 100, 16384, 16385, u32::MAX];
        let depths = [0.0f32, 1.0, -1.0, f32::NAN, f32::INFINITY];
        // Guard band adjusts that pass and that fail.
        let bands = [2.0f32, 0.5, f32::NAN, -1.0, 0.0, f32::INFINITY, 1.0];
        let (mut ok, mut bad) = (0, 0);
        for &x in &edges {
            for &w in &edges {
                for &z in &depths {
                    let one = Viewports::new(x, 7, w, 16, z, 1.0);
                    let vp = Viewport::new(3, x, 16, w, 0.0, z);
                    let many = Viewports::new(0, 0, 64, 64, 0.0, 1.0).with_viewport(5, vp);
                    for v in [one, many, many.with_viewport(16, vp)] {
                        let band = bands[(ok + bad) % bands.len()];
                        let v = v
                            .with_scissor(0, 0, 8, 8)
                            .with_guard_band(2.0, 2.0, 2.0, 2.0)
                            .with_guard_band(1.0, band, 1.5, 1.0);
                        assert_eq!(v.validate(), full(&v), "{v:?}");
                        let decoded = Viewports::decode(&v.registers()).unwrap();
                        assert!(!decoded.checked.all());
                        assert_eq!(decoded.validate(), full(&decoded), "{decoded:?}");
                        if v.validate().is_ok() {
                            ok += 1
                        } else {
                            bad += 1
                        }
                    }
                }
            }
        }
        assert!(ok > 20 && bad > 20, "{ok} valid, {bad} invalid");
    }
}
