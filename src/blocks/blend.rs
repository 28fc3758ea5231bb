//! Blend block: `CB_BLENDn_CONTROL` for the eight colour slots, the blend
//! constant (`CB_BLEND_RED/GREEN/BLUE/ALPHA`), `CB_COLOR_CONTROL` (mode and
//! ROP3), `CB_TARGET_MASK` and `CB_SHADER_MASK`.
//!
//! Standard alpha blending on slot 0 is one line:
//!
//! ```
//! use gcn::blocks::blend::Blend;
//! use gcn::regs::{CbBlend0Control, Register};
//!
//! let blend = Blend::alpha_blended();
//! blend.validate().unwrap();
//! let regs = blend.registers();
//! // colour: src * As + dst * (1 - As); alpha: src + dst * (1 - As)
//! assert_eq!(regs.get(CbBlend0Control::OFFSET), Some(0x6501_0504));
//! ```
//!
//! A custom equation on another slot, written only to red and green:
//!
//! ```
//! use gcn::blocks::blend::{Blend, BlendEquation, BlendFunc};
//! use gcn::blocks::Slot;
//! use gcn::regs::{BlendOp, CombFunc};
//!
//! const ADD: BlendEquation = BlendEquation::new(BlendFunc::new(BlendOp::BLEND_ONE, BlendOp::BLEND_ONE, CombFunc::COMB_DST_PLUS_SRC));
//! let blend = Blend::new().with_equation(Slot::S2, ADD).with_write_mask(Slot::S2, 0b0011);
//! assert_eq!(blend.write_mask(Slot::S2), 0b0011);
//! ```

use super::{Checked, Error, RegList, Slot, finite, known};
use crate::regs::{
    BlendOp, CbBlendAlpha, CbBlendBlue, CbBlendGreen, CbBlendNControl, CbBlendRed, CbColorControl,
    CbMode, CbShaderMask, CbTargetMask, CombFunc, Register, Rop3, Space,
};

/// One blend function: `src * src_factor (op) dst * dst_factor`.
///
/// The factors apply to every combine function, `COMB_MIN_DST_SRC` and
/// `COMB_MAX_DST_SRC` included; the MIN and MAX equations of OpenGL, Vulkan
/// and D3D ignore their factors, so write `BLEND_ONE` for both, as AMD PAL
/// (gfx6 `ColorBlendState`) and RADV (`radv_normalize_blend_factor`) do.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct BlendFunc {
    /// Source factor (`*_SRCBLEND`).
    pub src: BlendOp,
    /// Destination factor (`*_DESTBLEND`).
    pub dst: BlendOp,
    /// Combine function (`*_COMB_FCN`).
    pub op: CombFunc,
}

impl BlendFunc {
    /// `src * src_factor (op) dst * dst_factor`.
    #[inline]
    pub const fn new(src: BlendOp, dst: BlendOp, op: CombFunc) -> Self {
        BlendFunc { src, dst, op }
    }

    /// `src * 1 + dst * 0`: the source replaces the destination.
    pub const REPLACE: BlendFunc = BlendFunc::new(
        BlendOp::BLEND_ONE,
        BlendOp::BLEND_ZERO,
        CombFunc::COMB_DST_PLUS_SRC,
    );
}

/// The blend equation of one colour slot (`CB_BLENDn_CONTROL`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct BlendEquation {
    /// Colour (RGB) function.
    pub color: BlendFunc,
    /// Alpha function; `None` blends alpha with the colour function
    /// (`SEPARATE_ALPHA_BLEND = 0`).
    pub alpha: Option<BlendFunc>,
    /// Whether blending is on (`ENABLE`); off writes the source unchanged.
    pub enable: bool,
}

impl BlendEquation {
    /// Blending off (`ENABLE = 0`, factors `ONE`/`ZERO`): the default of every slot.
    pub const DISABLED: BlendEquation = BlendEquation {
        color: BlendFunc::REPLACE,
        alpha: None,
        enable: false,
    };

    /// Standard (straight) alpha blending: colour `src * As + dst * (1 - As)`,
    /// alpha `src + dst * (1 - As)`.
    pub const ALPHA: BlendEquation = BlendEquation::new(BlendFunc::new(
        BlendOp::BLEND_SRC_ALPHA,
        BlendOp::BLEND_ONE_MINUS_SRC_ALPHA,
        CombFunc::COMB_DST_PLUS_SRC,
    ))
    .with_alpha(BlendFunc::new(
        BlendOp::BLEND_ONE,
        BlendOp::BLEND_ONE_MINUS_SRC_ALPHA,
        CombFunc::COMB_DST_PLUS_SRC,
    ));

    /// Premultiplied alpha: `src + dst * (1 - As)` for colour and alpha.
    pub const PREMULTIPLIED: BlendEquation = BlendEquation::new(BlendFunc::new(
        BlendOp::BLEND_ONE,
        BlendOp::BLEND_ONE_MINUS_SRC_ALPHA,
        CombFunc::COMB_DST_PLUS_SRC,
    ));

    /// Additive: `src + dst` for colour and alpha.
    pub const ADDITIVE: BlendEquation = BlendEquation::new(BlendFunc::new(
        BlendOp::BLEND_ONE,
        BlendOp::BLEND_ONE,
        CombFunc::COMB_DST_PLUS_SRC,
    ));

    /// Blending on with `color` for colour and alpha.
    #[inline]
    pub const fn new(color: BlendFunc) -> Self {
        BlendEquation {
            color,
            alpha: None,
            enable: true,
        }
    }

    /// The same equation with a separate alpha function.
    #[inline]
    pub const fn with_alpha(self, alpha: BlendFunc) -> Self {
        BlendEquation {
            alpha: Some(alpha),
            ..self
        }
    }

    /// The `CB_BLENDn_CONTROL` value (`DISABLE_ROP3` clear).
    #[inline]
    pub const fn to_register(self) -> CbBlendNControl<0> {
        let a = match self.alpha {
            Some(a) => a,
            None => BlendFunc::new(
                BlendOp::BLEND_ZERO,
                BlendOp::BLEND_ZERO,
                CombFunc::COMB_DST_PLUS_SRC,
            ),
        };
        CbBlendNControl::<0>::new()
            .with_color_srcblend(self.color.src)
            .with_color_destblend(self.color.dst)
            .with_color_comb_fcn(self.color.op)
            .with_alpha_srcblend(a.src)
            .with_alpha_destblend(a.dst)
            .with_alpha_comb_fcn(a.op)
            .with_separate_alpha_blend(self.alpha.is_some())
            .with_enable(self.enable)
    }

    /// The equation a `CB_BLENDn_CONTROL` value describes (alpha factors are
    /// kept only when `SEPARATE_ALPHA_BLEND` is set).
    #[inline]
    pub const fn from_register<const N: usize>(reg: CbBlendNControl<N>) -> Self {
        let color = BlendFunc::new(
            reg.color_srcblend(),
            reg.color_destblend(),
            reg.color_comb_fcn(),
        );
        let alpha = BlendFunc::new(
            reg.alpha_srcblend(),
            reg.alpha_destblend(),
            reg.alpha_comb_fcn(),
        );
        BlendEquation {
            color,
            alpha: if reg.separate_alpha_blend() {
                Some(alpha)
            } else {
                None
            },
            enable: reg.enable(),
        }
    }
}

block! {
    /// The blend block. Defaults ([`Blend::new`]): every slot's blending off
    /// (factors `ONE`/`ZERO`, add), blend constant `0, 0, 0, 0`,
    /// `CB_COLOR_CONTROL.MODE = CB_NORMAL` with `ROP3 = ROP3_COPY`, and slot 0
    /// written and exported with all four channels (`CB_TARGET_MASK =
    /// CB_SHADER_MASK = 0xF`), the other slots off.
    ///
    /// The block stores the registers themselves, so `decode` keeps every bit
    /// (including fields this API has no setter for).
    ///
    /// `decode` reads the slots first.
    pub struct Blend {
        slots: [CbBlendNControl<0>; 8],
        target_mask: CbTargetMask,
        shader_mask: CbShaderMask,
        red: CbBlendRed,
        green: CbBlendGreen,
        blue: CbBlendBlue,
        alpha: CbBlendAlpha,
        color_control: CbColorControl { get },
    }
    extra { checked: Checked = Checked::NO }
}

/// Registers in the block's read-back view.
pub const REGISTERS: usize = Blend::COUNT;
/// Dwords of the block's packets.
pub const DWORDS: usize = Blend::DWORDS;

impl Blend {
    /// The defaults described on [`Blend`].
    #[inline]
    pub const fn new() -> Self {
        let off = BlendEquation::DISABLED.to_register();
        Blend {
            target_mask: CbTargetMask::new().with_target0_enable(0xF),
            shader_mask: CbShaderMask::new().with_output0_enable(0xF),
            red: CbBlendRed::new(),
            green: CbBlendGreen::new(),
            blue: CbBlendBlue::new(),
            alpha: CbBlendAlpha::new(),
            slots: [off; 8],
            color_control: CbColorControl::new()
                .with_mode(CbMode::CB_NORMAL)
                .with_rop3(Rop3::ROP3_COPY),
            // The defaults pass `validate_all` (a unit test checks it).
            checked: Checked::YES,
        }
    }

    /// Standard alpha blending ([`BlendEquation::ALPHA`]) on slot 0, other defaults unchanged.
    #[inline]
    pub const fn alpha_blended() -> Self {
        Self::new().with_equation(Slot::S0, BlendEquation::ALPHA)
    }

    /// Sets the blend equation of `slot`.
    #[inline]
    pub const fn with_equation(mut self, slot: Slot, eq: BlendEquation) -> Self {
        let reg = eq.to_register();
        // Keep DISABLE_ROP3 as it was.
        let keep = match self.get_slot(slot) {
            Some(r) => r.disable_rop3(),
            None => false,
        };
        self.set_slot(slot, reg.with_disable_rop3(keep));
        self.checked = self.checked.and(slot_ok(reg, slot.index()));
        self
    }

    /// Sets `CB_BLENDn_CONTROL.DISABLE_ROP3` of `slot` (ROP3 is not applied to that slot).
    #[inline]
    pub const fn with_rop3_disabled(mut self, slot: Slot, disabled: bool) -> Self {
        if let Some(r) = self.get_slot(slot) {
            self.set_slot(slot, r.with_disable_rop3(disabled));
        }
        self
    }

    /// Sets which channels of `slot` are written (`CB_TARGET_MASK.TARGETn_ENABLE`;
    /// bit 0 red, 1 green, 2 blue, 3 alpha; bits above 3 are ignored).
    #[inline]
    pub const fn with_write_mask(mut self, slot: Slot, rgba: u8) -> Self {
        let bits = slot.write_field(
            CbTargetMask::FIELDS,
            self.target_mask.into_bits(),
            rgba as u32,
        );
        self.target_mask = CbTargetMask::from_bits(bits);
        self
    }

    /// Sets which channels the pixel shader exports to `slot`
    /// (`CB_SHADER_MASK.OUTPUTn_ENABLE`, same bit order as [`Blend::with_write_mask`]).
    #[inline]
    pub const fn with_shader_mask(mut self, slot: Slot, rgba: u8) -> Self {
        let bits = slot.write_field(
            CbShaderMask::FIELDS,
            self.shader_mask.into_bits(),
            rgba as u32,
        );
        self.shader_mask = CbShaderMask::from_bits(bits);
        self
    }

    /// Sets the blend constant used by the `BLEND_CONSTANT_*` factors, in RGBA order.
    #[inline]
    pub const fn with_constant(mut self, rgba: [f32; 4]) -> Self {
        let [r, g, b, a] = rgba;
        self.red = CbBlendRed::from_bits(r.to_bits());
        self.green = CbBlendGreen::from_bits(g.to_bits());
        self.blue = CbBlendBlue::from_bits(b.to_bits());
        self.alpha = CbBlendAlpha::from_bits(a.to_bits());
        self.checked = self.checked.and(all_finite(self.constant()));
        self
    }

    accessors! {
        /// Sets `CB_COLOR_CONTROL.MODE` (normal, disabled, fast-clear eliminate, resolve, decompress).
        set with_mode(mode: CbMode) { color_control.with_mode } check mode.is_known();
        /// Sets `CB_COLOR_CONTROL.ROP3`, the raster operation (default `ROP3_COPY`).
        set with_rop3(rop3: Rop3) { color_control.with_rop3 } check rop3.is_known();
        /// Sets `CB_COLOR_CONTROL.DEGAMMA_ENABLE`.
        set with_degamma(on: bool) { color_control.with_degamma_enable }
    }

    /// The blend equation of `slot`.
    #[inline]
    pub const fn equation(&self, slot: Slot) -> BlendEquation {
        match self.get_slot(slot) {
            Some(r) => BlendEquation::from_register(r),
            None => BlendEquation::DISABLED,
        }
    }

    /// The channels of `slot` that are written (`CB_TARGET_MASK`).
    #[inline]
    pub const fn write_mask(&self, slot: Slot) -> u8 {
        // TARGETn_ENABLE is 4 bits.
        slot.read_field(CbTargetMask::FIELDS, self.target_mask.into_bits()) as u8
    }

    /// The channels the shader exports to `slot` (`CB_SHADER_MASK`).
    #[inline]
    pub const fn shader_mask(&self, slot: Slot) -> u8 {
        // OUTPUTn_ENABLE is 4 bits.
        slot.read_field(CbShaderMask::FIELDS, self.shader_mask.into_bits()) as u8
    }

    /// The blend constant, RGBA.
    #[inline]
    pub const fn constant(&self) -> [f32; 4] {
        [
            f32::from_bits(self.red.into_bits()),
            f32::from_bits(self.green.into_bits()),
            f32::from_bits(self.blue.into_bits()),
            f32::from_bits(self.alpha.into_bits()),
        ]
    }

    /// The `CB_BLENDn_CONTROL` value of `slot`.
    #[inline]
    pub const fn slot_register(&self, slot: Slot) -> CbBlendNControl<0> {
        match self.get_slot(slot) {
            Some(r) => r,
            None => CbBlendNControl::<0>::new(),
        }
    }

    validate_checked! {
        /// Checks the block: every enabled slot's factors and functions are gfx7
        /// values, `BLEND_SRC_ALPHA_SATURATE` is only a source factor, dual-source
        /// factors appear on slot 0 only; the mode and ROP3 are gfx7 values; the
        /// blend constant is finite.
    }

    /// The checks of [`Blend::validate`], register by register.
    #[cold]
    #[inline(never)]
    const fn validate_all(&self) -> Result<(), Error> {
        // Blending off in slots 1..8 (the common case): only slot 0's
        // factors need a check. The OR of the seven registers is one test.
        let enable = CbBlendNControl::<0>::new().with_enable(true).into_bits();
        let mut rest = 0u32;
        let mut i = 1;
        while i < Slot::COUNT {
            if let Some((_, [r, ..])) = self.slots.split_at_checked(i) {
                rest |= r.into_bits();
            }
            // i < Slot::COUNT.
            i = i.wrapping_add(1);
        }
        let slots = if rest & enable == 0 { 1 } else { Slot::COUNT };
        let mut i = 0;
        while i < slots {
            // The quick test passes every valid slot; the full check names the error.
            if let Some((_, [r, ..])) = self.slots.split_at_checked(i)
                && !slot_ok(*r, i)
                && let Ok(slot) = Slot::new(i)
                && let Err(e) = self.validate_slot(slot)
            {
                return Err(e);
            }
            // i < Slot::COUNT.
            i = i.wrapping_add(1);
        }
        check_known!(self.color_control => mode "MODE", rop3 "ROP3");
        if !all_finite(self.constant()) {
            return finite(f32::NAN, "blend constant");
        }
        Ok(())
    }

    const fn validate_slot(&self, slot: Slot) -> Result<(), Error> {
        let Some(r) = self.get_slot(slot) else {
            return Ok(());
        };
        if !r.enable() {
            return Ok(());
        }
        let name = match CbBlendNControl::<0>::slot_name(slot.index()) {
            Some(n) => n,
            None => CbBlendNControl::<0>::NAME,
        };
        let colour = BlendFunc::new(r.color_srcblend(), r.color_destblend(), r.color_comb_fcn());
        ctry!(check_func(name, COLOR_FIELDS, colour, slot.index()));
        if r.separate_alpha_blend() {
            let alpha = BlendFunc::new(r.alpha_srcblend(), r.alpha_destblend(), r.alpha_comb_fcn());
            ctry!(check_func(name, ALPHA_FIELDS, alpha, slot.index()));
        }
        Ok(())
    }

    /// The block's registers, sorted by offset: `CB_TARGET_MASK`,
    /// `CB_SHADER_MASK`, `CB_BLEND_RED..ALPHA`, `CB_BLEND0..7_CONTROL`,
    /// `CB_COLOR_CONTROL` (15 context registers, 4 runs).
    pub fn registers(&self) -> RegList<REGISTERS> {
        self.list(Space::Context)
    }

    #[inline]
    const fn get_slot(&self, slot: Slot) -> Option<CbBlendNControl<0>> {
        match self.slots.split_at_checked(slot.index()) {
            Some((_, [r, ..])) => Some(*r),
            _ => None,
        }
    }

    #[inline]
    const fn set_slot(&mut self, slot: Slot, reg: CbBlendNControl<0>) {
        if let Some((_, [r, ..])) = self.slots.split_at_mut_checked(slot.index()) {
            *r = reg;
        }
    }
}

/// Whether all four values are finite.
#[inline]
const fn all_finite([r, g, b, a]: [f32; 4]) -> bool {
    r.is_finite() && g.is_finite() && b.is_finite() && a.is_finite()
}

// One field per colour slot, slot 0 first: `Slot::read_field` and
// `Slot::write_field` reach every slot.
static_assertions::const_assert!(
    CbTargetMask::FIELDS.len() == Slot::COUNT && CbShaderMask::FIELDS.len() == Slot::COUNT
);

/// Whether slot `slot`'s `CB_BLENDn_CONTROL` passes `validate_slot` (no error built).
#[inline]
const fn slot_ok(r: CbBlendNControl<0>, slot: usize) -> bool {
    if !r.enable() {
        return true;
    }
    let colour = factor_ok(r.color_srcblend(), false, slot)
        && factor_ok(r.color_destblend(), true, slot)
        && r.color_comb_fcn().is_known();
    colour
        && (!r.separate_alpha_blend()
            || (factor_ok(r.alpha_srcblend(), false, slot)
                && factor_ok(r.alpha_destblend(), true, slot)
                && r.alpha_comb_fcn().is_known()))
}

/// `CB_BLENDn_CONTROL` field names of the colour function: source, destination, combine.
const COLOR_FIELDS: [&str; 3] = ["COLOR_SRCBLEND", "COLOR_DESTBLEND", "COLOR_COMB_FCN"];
/// `CB_BLENDn_CONTROL` field names of the alpha function.
const ALPHA_FIELDS: [&str; 3] = ["ALPHA_SRCBLEND", "ALPHA_DESTBLEND", "ALPHA_COMB_FCN"];

/// Checks one blend function of an enabled slot (`fields` names its factors and combine function).
#[inline]
const fn check_func(
    register: &'static str,
    fields: [&'static str; 3],
    f: BlendFunc,
    slot: usize,
) -> Result<(), Error> {
    let [src, dst, comb] = fields;
    ctry!(factor(register, src, f.src, false, slot));
    ctry!(factor(register, dst, f.dst, true, slot));
    known(f.op.name(), register, comb, f.op.raw())
}

/// Whether `factor` accepts `op` (no error built).
#[inline]
const fn factor_ok(op: BlendOp, is_dst: bool, slot: usize) -> bool {
    op.is_known()
        && !(is_dst && op.raw() == BlendOp::BLEND_SRC_ALPHA_SATURATE.raw())
        && !(slot != 0 && is_dual_source(op))
}

/// Checks one blend factor of an enabled slot.
#[inline]
const fn factor(
    register: &'static str,
    field: &'static str,
    op: BlendOp,
    is_dst: bool,
    slot: usize,
) -> Result<(), Error> {
    if let Err(e) = known(op.name(), register, field, op.raw()) {
        return Err(e);
    }
    if is_dst && op.raw() == BlendOp::BLEND_SRC_ALPHA_SATURATE.raw() {
        return Err(Error::InvalidBlendFactor { slot });
    }
    if slot != 0 && is_dual_source(op) {
        return Err(Error::DualSourceSlot { slot });
    }
    Ok(())
}

#[inline]
const fn is_dual_source(op: BlendOp) -> bool {
    matches!(
        op,
        BlendOp::BLEND_SRC1_COLOR
            | BlendOp::BLEND_INV_SRC1_COLOR
            | BlendOp::BLEND_SRC1_ALPHA
            | BlendOp::BLEND_INV_SRC1_ALPHA
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::regs::{CbMode, Rop3};

    /// The fast path of `validate` agrees with the full check for blocks
    /// built by every setter, with values that pass and values that fail.
    #[test]
    fn validate_agrees_with_the_full_check() {
        let ops = [0u8, 1, 4, 10, 15, 19, 20, 31];
        let mut blocks = [Blend::new(), Blend::alpha_blended()].to_vec();
        for slot in [Slot::S0, Slot::S3] {
            for &src in &ops {
                for &dst in &ops {
                    for comb in [0u8, 4, 5] {
                        let f = BlendFunc::new(
                            BlendOp::from_bits(src),
                            BlendOp::from_bits(dst),
                            CombFunc::from_bits(comb),
                        );
                        blocks.push(Blend::new().with_equation(slot, BlendEquation::new(f)));
                        let alpha = BlendEquation::new(BlendFunc::REPLACE).with_alpha(f);
                        blocks.push(Blend::new().with_equation(slot, alpha));
                    }
                }
            }
        }
        for c in [0.5, f32::NAN, f32::INFINITY] {
            blocks.push(Blend::new().with_constant([1.0, c, 0.0, 0.0]));
        }
        for m in 0..8 {
            blocks.push(Blend::new().with_mode(CbMode::from_bits(m)));
        }
        for r in [0x00, 0xCC, 0x11, 0xFF] {
            blocks.push(Blend::new().with_rop3(Rop3::from_bits(r)));
        }
        let blocks = blocks.iter().map(|b| {
            b.with_write_mask(Slot::S1, 3)
                .with_rop3_disabled(Slot::S0, true)
        });
        crate::blocks::assert_checks_agree(blocks, 50, Blend::validate_all, |b| {
            let decoded = Blend::decode(&b.registers()).unwrap();
            (decoded, decoded.checked)
        });
        assert!(Blend::new().checked.all() && Blend::alpha_blended().checked.all());
    }
}
