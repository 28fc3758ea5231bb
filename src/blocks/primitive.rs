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

use super::{Error, RegList};
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
        /// Replaces `VGT_SHADER_STAGES_EN` (which hardware stages run: LS/HS/ES/GS/VS).
        stages: VgtShaderStagesEn { set with_shader_stages },
    }
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
        }
    }

    accessors! {
        /// Sets the primitive topology (`VGT_PRIMITIVE_TYPE.PRIM_TYPE`).
        set with_topology(prim: PrimitiveType) { prim.with_prim_type }
        /// Sets the index size (`VGT_INDEX_TYPE.INDEX_TYPE`; 8-bit indices are gfx8 only).
        set with_index_type(index: IndexType) { index.with_index_type }
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

    /// Checks the block: the topology is a gfx7 value, the index size is 16
    /// or 32 bits, and the shader-stage selects are gfx7 values
    /// ([`Error::UnknownValue`]).
    pub const fn validate(&self) -> Result<(), Error> {
        check_known!(self.prim => prim_type "PRIM_TYPE");
        let i = self.index.index_type().raw();
        if i > IndexType::VGT_INDEX_32.raw() {
            return Err(Error::UnknownValue {
                register: VgtIndexType::NAME,
                field: "INDEX_TYPE",
                value: i,
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
