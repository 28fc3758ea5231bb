//! Primitive state block: `VGT_PRIMITIVE_TYPE` and `VGT_INDEX_TYPE`
//! (uconfig on gfx7), primitive restart (`VGT_MULTI_PRIM_IB_RESET_EN`,
//! `VGT_MULTI_PRIM_IB_RESET_INDX`), `IA_MULTI_VGT_PARAM` and
//! `VGT_SHADER_STAGES_EN`.
//!
//! `IA_MULTI_VGT_PARAM` is written with `SET_CONTEXT_REG` `INDEX = 1`
//! (gfx7: the command processor post-processes it).
//!
//! ```
//! use gcn::blocks::primitive::PrimitiveState;
//! use gcn::pm4::{IndexType, PrimitiveType};
//!
//! let prim = PrimitiveState::new()
//!     .with_topology(PrimitiveType::DI_PT_TRISTRIP)
//!     .with_index_type(IndexType::VGT_INDEX_32)
//!     .with_restart(Some(0xFFFF_FFFF));
//! prim.validate().unwrap();
//! assert_eq!(prim.uconfig_registers().as_slice(), &[(0x242, 6), (0x243, 1)]);
//! ```

use super::{Checked, Error, RegList};
use crate::pm4::{IndexType, PrimitiveType, SetContextRegIndex};
use crate::regs::{
    IaMultiVgtParam, Register, Space, VgtIndexType, VgtMultiPrimIbResetEn, VgtMultiPrimIbResetIndx,
    VgtPrimitiveType, VgtShaderStagesEn,
};

block! {
    /// The primitive state block. Defaults ([`PrimitiveState::new`]): triangle
    /// lists, 16-bit indices, primitive restart off (restart index `0xFFFF_FFFF`),
    /// `IA_MULTI_VGT_PARAM.PRIMGROUP_SIZE = 127` (groups of 128 primitives) with
    /// every other field 0, and `VGT_SHADER_STAGES_EN = 0` (vertex shader only).
    pub struct PrimitiveState {
        prim: VgtPrimitiveType,
        index: VgtIndexType,
        reset_indx: VgtMultiPrimIbResetIndx,
        reset_en: VgtMultiPrimIbResetEn,
        /// Replaces `IA_MULTI_VGT_PARAM` (primitive group size, wave and EOP switches).
        ia: IaMultiVgtParam [index = SetContextRegIndex::IA_MULTI_VGT_PARAM.into_bits()]
            { set with_ia_multi_vgt_param },
        stages: VgtShaderStagesEn,
    }
    extra { checked: Checked = Checked::NO }
}

/// Registers in the context read-back view (`IA_MULTI_VGT_PARAM` included).
pub const CONTEXT_REGISTERS: usize = 4;
/// Registers in the uconfig read-back view.
pub const UCONFIG_REGISTERS: usize = 2;
/// Dwords of the block's packets.
pub const DWORDS: usize = PrimitiveState::DWORDS;

impl PrimitiveState {
    /// The defaults described on [`PrimitiveState`].
    #[inline]
    pub const fn new() -> Self {
        PrimitiveState {
            prim: VgtPrimitiveType::new().with_prim_type(PrimitiveType::DI_PT_TRILIST),
            index: VgtIndexType::new().with_index_type(IndexType::VGT_INDEX_16),
            reset_indx: VgtMultiPrimIbResetIndx::new().with_reset_indx(u32::MAX),
            reset_en: VgtMultiPrimIbResetEn::new(),
            ia: IaMultiVgtParam::new().with_primgroup_size(127),
            stages: VgtShaderStagesEn::new(),
            // The defaults pass `validate_all` (a unit test checks it).
            checked: Checked::YES,
        }
    }

    accessors! {
        /// Sets the primitive topology (`VGT_PRIMITIVE_TYPE.PRIM_TYPE`).
        set with_topology(prim: PrimitiveType) { prim.with_prim_type } check prim.is_known();
        /// Sets the index size (`VGT_INDEX_TYPE.INDEX_TYPE`; 8-bit indices are gfx8 only).
        set with_index_type(index: IndexType) { index.with_index_type }
            check index_type_ok(index);
        /// Replaces `VGT_SHADER_STAGES_EN` (which hardware stages run: LS/HS/ES/GS/VS).
        set with_shader_stages(stages: VgtShaderStagesEn) { stages }
            check stages.ls_en().is_known() && stages.es_en().is_known() && stages.vs_en().is_known();
        /// The primitive topology.
        get topology -> PrimitiveType { prim.prim_type }
        /// The index size.
        get index_type -> IndexType { index.index_type }
    }

    /// Primitive restart with the given index, or off (`None`; the index is kept).
    #[inline]
    pub const fn with_restart(mut self, index: Option<u32>) -> Self {
        match index {
            Some(i) => {
                self.reset_en = self.reset_en.with_reset_en(true);
                self.reset_indx = self.reset_indx.with_reset_indx(i);
            }
            None => self.reset_en = self.reset_en.with_reset_en(false),
        }
        self
    }

    /// The restart index, when primitive restart is on.
    #[inline]
    pub const fn restart(&self) -> Option<u32> {
        if self.reset_en.reset_en() {
            Some(self.reset_indx.reset_indx())
        } else {
            None
        }
    }

    validate_checked! {
        /// Checks the block: the topology is a gfx7 value, the index size is 16
        /// or 32 bits, and the shader-stage selects are gfx7 values
        /// ([`Error::UnknownValue`]).
    }

    /// The checks of [`PrimitiveState::validate`], register by register.
    const fn validate_all(&self) -> Result<(), Error> {
        check_known!(self.prim => prim_type "PRIM_TYPE");
        let i = self.index.index_type();
        if !index_type_ok(i) {
            return Err(Error::UnknownValue {
                register: VgtIndexType::NAME,
                field: "INDEX_TYPE",
                value: i.raw(),
            });
        }
        check_known!(self.stages => ls_en "LS_EN", es_en "ES_EN", vs_en "VS_EN");
        Ok(())
    }

    /// The uconfig registers: `VGT_PRIMITIVE_TYPE`, `VGT_INDEX_TYPE`.
    pub fn uconfig_registers(&self) -> RegList<UCONFIG_REGISTERS> {
        self.list(Space::Uconfig)
    }

    /// The context registers, sorted by offset: `VGT_MULTI_PRIM_IB_RESET_INDX`,
    /// `VGT_MULTI_PRIM_IB_RESET_EN`, `IA_MULTI_VGT_PARAM`, `VGT_SHADER_STAGES_EN`.
    pub fn context_registers(&self) -> RegList<CONTEXT_REGISTERS> {
        self.list(Space::Context)
    }
}

/// Whether `index` is an index size gfx7 draws (16 or 32 bits).
#[inline]
const fn index_type_ok(index: IndexType) -> bool {
    index.raw() <= IndexType::VGT_INDEX_32.raw()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The fast path of `validate` agrees with the full check for blocks
    /// built by every setter, with values that pass and values that fail.
    #[test]
    fn validate_agrees_with_the_full_check() {
        let mut blocks = [PrimitiveState::new()].to_vec();
        for t in [0u8, 4, 0x11, 0x14, 0x15, 0x1C, 0x1D, 0x3F] {
            blocks.push(PrimitiveState::new().with_topology(PrimitiveType::from_bits(t)));
        }
        for i in 0..4 {
            blocks.push(PrimitiveState::new().with_index_type(IndexType::from_bits(i)));
        }
        for bits in [
            0u32,
            0b1,
            0b10,
            0b11,
            0b1000,
            0b11000,
            0b1_1000_0000,
            0xFFFF_FFFF,
        ] {
            let stages = VgtShaderStagesEn::from_bits(bits);
            blocks.push(PrimitiveState::new().with_shader_stages(stages));
        }
        let blocks = blocks.iter().map(|p| {
            p.with_restart(Some(7))
                .with_ia_multi_vgt_param(IaMultiVgtParam::from_bits(u32::MAX))
        });
        crate::blocks::assert_checks_agree(blocks, 3, PrimitiveState::validate_all, |p| {
            let decoded = PrimitiveState::decode(&DecodeSource(p)).unwrap();
            (decoded, decoded.checked)
        });
        assert!(PrimitiveState::new().checked.all());
    }

    /// Both spaces of a primitive block, for `decode`.
    struct DecodeSource<'a>(&'a PrimitiveState);

    impl crate::blocks::RegSource for DecodeSource<'_> {
        fn read(&self, space: Space, offset: u16) -> Option<u32> {
            match space {
                Space::Uconfig => self.0.uconfig_registers().get(offset),
                Space::Context => self.0.context_registers().get(offset),
                _ => None,
            }
        }
    }
}
