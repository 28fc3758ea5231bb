//! Primitive state block: `VGT_PRIMITIVE_TYPE` (uconfig on gfx7), primitive
//! restart (`VGT_MULTI_PRIM_IB_RESET_EN`, `VGT_MULTI_PRIM_IB_RESET_INDX`),
//! `IA_MULTI_VGT_PARAM`, `VGT_SHADER_STAGES_EN`, and the index size and byte
//! swap of indexed draws, written with the `INDEX_TYPE` packet.
//!
//! `IA_MULTI_VGT_PARAM` is written with `SET_CONTEXT_REG` `INDEX = 1`
//! (gfx7: the command processor post-processes it).
//!
//! # `IA_MULTI_VGT_PARAM`
//!
//! The default is the PS4 driver's, `0x0000_00FF`: `PRIMGROUP_SIZE` 255
//! (groups of 256 primitives) and every switch 0. Its 3.50 default state
//! and 4.00 context reset write it, `sceGnmResetVgtControl` restores it
//! (shadPS4 `gnmdriver_init.h`, `gnmdriver.cpp`), and it is gfx7's
//! `CLEAR_STATE` value too (Linux `clearstate_ci.h`), so the older default
//! states run with it. radeonsi and RADV write 127 instead, "recommended
//! without a GS and tess" (`si_state_draw.cpp`, `radv_cmd_buffer.c`); the
//! hardware rules AMD PAL states (gfx6 `GraphicsPipeline`) concern
//! tessellation (the group is the patches of a thread group) and a GS
//! reading patches, which a vertex-shader-only draw has not (set the
//! register with [`PrimitiveState::with_ia_multi_vgt_param`] for them), and
//! stream-out on two shader engines (a field below 256, as 255 is).
//! `WD_SWITCH_ON_EOP` stays 0, as the base console's `sceGnmSetVgtControl`
//! leaves it whatever it is asked (it writes the bit on the PS4 Pro only):
//! PAL says the hardware sets it itself on parts with at most two shader
//! engines (Liverpool has two), and radeonsi that it has no effect there
//! (it sets it on them only to satisfy an assertion of its own).
//!
//! # The index type
//!
//! On gfx6-8 an indexed draw (`DRAW_INDEX_2`, `DRAW_INDEX_OFFSET_2`,
//! `DRAW_INDEX_INDIRECT`, `DRAW_INDEX_INDIRECT_MULTI`) fetches its indices
//! as `VGT_DMA_INDEX_TYPE` says, which the `INDEX_TYPE` packet writes
//! (`INDEX_TYPE` \[1:0\], `SWAP_MODE` \[3:2\]). The block ends with that packet
//! rather than a `SET_UCONFIG_REG` of `VGT_INDEX_TYPE`: radeonsi
//! (`si_emit_draw_packets`), RADV (`radv_emit_draw_registers`) and PAL's
//! gfx6 back end (`UniversalCmdBuffer::ValidateDrawTimeHwState`,
//! `CmdUtil::BuildIndexType`) all send the packet on gfx < 9, and the PS4's
//! `setIndexSize` is the same packet (GPCS4
//! `GnmCommandProcessor::onIndexType`, shadPS4 `liverpool.cpp` keeping its
//! dword in register `0xA29F`). A non-indexed draw needs no index type:
//! those drivers write nothing for one.
//!
//! A non-indexed draw (`DRAW_INDEX_AUTO`, `DRAW_INDIRECT`, ...) overwrites
//! the index type on gfx7 and gfx8 (radeonsi's `si_emit_draw_packets` and
//! RADV's `radv_before_draw` forget their last index type after one, PAL
//! gfx6's `CmdDraw` marks it dirty: the command processor's dummy index
//! fetch for an auto-index draw rewrites it), so emit the block (or
//! [`CommandBuffer::index_type`](crate::pm4::CommandBuffer::index_type))
//! again before the next indexed draw. gfx6 keeps the index type (PAL
//! leaves it valid there). [`decode::state`](crate::decode::state) forgets
//! the index type after such a draw, and [`decode::lint`](crate::decode::lint)
//! reports an indexed draw that follows one without `INDEX_TYPE`
//! (`index-type-stale`).
//!
//! The packet's dword has no place in a register list:
//! [`uconfig_registers`](PrimitiveState::uconfig_registers) and
//! [`context_registers`](PrimitiveState::context_registers) hold the
//! `SET_*_REG` writes only, and [`packet_registers`](PrimitiveState::packet_registers)
//! gives `VGT_DMA_INDEX_TYPE` (context `0x29F`) as the packet sets it, for
//! [`decode`](PrimitiveState::decode) sources ([`decode::state`](crate::decode::state)
//! keeps the last `INDEX_TYPE` dword there). radeonsi, RADV and PAL write
//! that register only through the packet, and PAL lists it among the
//! registers never shadowed (`gfx6ShadowedRegisters.h`), so the block
//! neither writes it with `SET_CONTEXT_REG` nor loads it with
//! `LOAD_CONTEXT_REG`.
//!
//! ```
//! use gcn::blocks::primitive::PrimitiveState;
//! use gcn::pm4::{IndexSwapMode, IndexType, PrimitiveType};
//!
//! let prim = PrimitiveState::new()
//!     .with_topology(PrimitiveType::DI_PT_TRISTRIP)
//!     .with_index_type(IndexType::VGT_INDEX_32)
//!     .with_restart(Some(0xFFFF_FFFF));
//! prim.validate()?;
//! assert_eq!(prim.uconfig_registers().as_slice(), &[(0x242, 6)]);
//! assert_eq!(prim.index_swap(), IndexSwapMode::VGT_DMA_SWAP_NONE);
//! let packets = prim.encode()?;
//! // The last packet: INDEX_TYPE with INDEX_TYPE = VGT_INDEX_32 (1).
//! assert_eq!(packets.as_slice()[packets.len() - 2..], [0xC000_2A00, 1]);
//! let back = (prim.uconfig_registers(), (prim.context_registers(), prim.packet_registers()));
//! assert_eq!(PrimitiveState::decode(&back)?, prim);
//! # Ok::<(), gcn::blocks::Error>(())
//! ```

use super::{Checked, Error, RegList, RegSource, Writer};
use crate::pm4::{
    self, IndexSwapMode, IndexType, Opcode, PrimitiveType, SetContextRegIndex, ShaderType,
};
use crate::regs::{
    IaMultiVgtParam, Register, Space, VgtDmaIndexType, VgtMultiPrimIbResetEn,
    VgtMultiPrimIbResetIndx, VgtPrimitiveType, VgtShaderStagesEn,
};

registers! {
    /// The primitive state block. Defaults ([`PrimitiveState::new`]): triangle
    /// lists, 16-bit indices without byte swap, primitive restart off (restart
    /// index `0xFFFF_FFFF`), `IA_MULTI_VGT_PARAM.PRIMGROUP_SIZE = 255` (groups
    /// of 256 primitives, the PS4 driver's value: see
    /// [the module documentation](self#ia_multi_vgt_param)) with every other
    /// field 0, and `VGT_SHADER_STAGES_EN = 0` (vertex shader only).
    ///
    /// `emit` writes `SET_UCONFIG_REG` of `VGT_PRIMITIVE_TYPE`, the
    /// `SET_CONTEXT_REG` runs, then the `INDEX_TYPE` packet (see the
    /// [module documentation](self#the-index-type)).
    pub struct PrimitiveState {
        prim: VgtPrimitiveType,
        reset_indx: VgtMultiPrimIbResetIndx,
        reset_en: VgtMultiPrimIbResetEn,
        /// Replaces `IA_MULTI_VGT_PARAM` (primitive group size, wave and EOP switches).
        ia: IaMultiVgtParam [index = SetContextRegIndex::IA_MULTI_VGT_PARAM.into_bits()]
            { set with_ia_multi_vgt_param },
        stages: VgtShaderStagesEn,
    }
    extra {
        index: VgtDmaIndexType = VgtDmaIndexType::new(),
        checked: Checked = Checked::NO
    }
}

/// Registers in the context read-back view (`IA_MULTI_VGT_PARAM` included).
pub const CONTEXT_REGISTERS: usize = 4;

/// `IA_MULTI_VGT_PARAM` of [`PrimitiveState::new`] and of the PS4 driver's
/// default state (`0xFF`): `PRIMGROUP_SIZE` 255 (groups of 256 primitives),
/// every switch off ([`crate::ps4::init`], `sceGnmResetVgtControl`).
pub const IA_MULTI_VGT_PARAM: IaMultiVgtParam = IaMultiVgtParam::new().with_primgroup_size(255);
/// Registers in the uconfig read-back view (`VGT_PRIMITIVE_TYPE`).
pub const UCONFIG_REGISTERS: usize = 1;
/// Dwords of the `INDEX_TYPE` packet that ends the block.
pub const INDEX_TYPE_DWORDS: usize = pm4::INDEX_TYPE_DWORDS;
/// Dwords of the block's packets: the `SET_*_REG` packets and `INDEX_TYPE`.
pub const DWORDS: usize = PrimitiveState::DWORDS + INDEX_TYPE_DWORDS;

// The register list holds the `SET_*_REG` writes only.
static_assertions::const_assert_eq!(PrimitiveState::COUNT, CONTEXT_REGISTERS + UCONFIG_REGISTERS);

/// The `INDEX_TYPE` packet's header: one body dword, not predicated, graphics.
const INDEX_TYPE_HEADER: u32 = pm4::type3(Opcode::INDEX_TYPE, 1, false, ShaderType::GRAPHICS);

impl PrimitiveState {
    /// The defaults described on [`PrimitiveState`].
    #[inline]
    pub const fn new() -> Self {
        PrimitiveState {
            prim: VgtPrimitiveType::new().with_prim_type(PrimitiveType::DI_PT_TRILIST),
            reset_indx: VgtMultiPrimIbResetIndx::new().with_reset_indx(u32::MAX),
            reset_en: VgtMultiPrimIbResetEn::new(),
            ia: IA_MULTI_VGT_PARAM,
            stages: VgtShaderStagesEn::new(),
            index: VgtDmaIndexType::new()
                .with_index_type(IndexType::VGT_INDEX_16)
                .with_swap_mode(IndexSwapMode::VGT_DMA_SWAP_NONE),
            // The defaults pass `validate_all` (a unit test checks it).
            checked: Checked::YES,
        }
    }

    accessors! {
        /// Sets the primitive topology (`VGT_PRIMITIVE_TYPE.PRIM_TYPE`).
        set with_topology(prim: PrimitiveType) { prim.with_prim_type } check prim.is_known();
        /// Sets the index size of indexed draws (`INDEX_TYPE` of the
        /// `INDEX_TYPE` packet, `VGT_DMA_INDEX_TYPE.INDEX_TYPE`): 16 or 32
        /// bits (8-bit indices are gfx8 only and refused).
        set with_index_type(index: IndexType) { index.with_index_type }
            check index_type_ok(index);
        /// Sets the byte swap of fetched indices (`SWAP_MODE` of the
        /// `INDEX_TYPE` packet; `VGT_DMA_SWAP_NONE` by default, what a
        /// little-endian host needs).
        set with_index_swap(swap: IndexSwapMode) { index.with_swap_mode } check true;
        /// Replaces `VGT_SHADER_STAGES_EN` (which hardware stages run: LS/HS/ES/GS/VS).
        set with_shader_stages(stages: VgtShaderStagesEn) { stages }
            check stages.ls_en().is_known() && stages.es_en().is_known() && stages.vs_en().is_known();
        /// The primitive topology.
        get topology -> PrimitiveType { prim.prim_type }
        /// The index size.
        get index_type -> IndexType { index.index_type }
        /// The byte swap of fetched indices.
        get index_swap -> IndexSwapMode { index.swap_mode }
        /// The whole dword of the `INDEX_TYPE` packet (`VGT_DMA_INDEX_TYPE`).
        get dma_index_type -> VgtDmaIndexType { index }
    }

    /// Replaces the whole dword of the `INDEX_TYPE` packet
    /// (`VGT_DMA_INDEX_TYPE`): the index size and swap, and the gfx7 fetch
    /// fields the PS4 driver also puts there (`RDREQ_POLICY` \[7:6\],
    /// `REQ_PATH` \[10\], its cache policy). Bits other than `INDEX_TYPE` are
    /// written as given.
    #[inline]
    pub const fn with_dma_index_type(mut self, index: VgtDmaIndexType) -> Self {
        self.index = index;
        self.checked = self.checked.and(index_type_ok(index.index_type()));
        self
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
                register: VgtDmaIndexType::NAME,
                field: "INDEX_TYPE",
                value: i.raw(),
            });
        }
        check_known!(self.stages => ls_en "LS_EN", es_en "ES_EN", vs_en "VS_EN");
        Ok(())
    }

    /// The uconfig registers: `VGT_PRIMITIVE_TYPE`.
    pub fn uconfig_registers(&self) -> RegList<UCONFIG_REGISTERS> {
        self.list(Space::Uconfig)
    }

    /// The context registers, sorted by offset: `VGT_MULTI_PRIM_IB_RESET_INDX`,
    /// `VGT_MULTI_PRIM_IB_RESET_EN`, `IA_MULTI_VGT_PARAM`, `VGT_SHADER_STAGES_EN`.
    pub fn context_registers(&self) -> RegList<CONTEXT_REGISTERS> {
        self.list(Space::Context)
    }

    /// `VGT_DMA_INDEX_TYPE` (context `0x29F`) as the block's `INDEX_TYPE`
    /// packet sets it: what [`decode`](Self::decode) reads the index type
    /// from. Not for [`RegList::emit`] or [`RegList::emit_load`]: the
    /// hardware takes it from the packet, which `emit` writes.
    pub fn packet_registers(&self) -> RegList<1> {
        let mut list = RegList::new(Space::Context);
        list.push_raw(VgtDmaIndexType::OFFSET, self.index.into_bits());
        list
    }

    /// Appends the block's packets to `p` (not validated): `SET_UCONFIG_REG`
    /// of `VGT_PRIMITIVE_TYPE`, the `SET_CONTEXT_REG` runs, then `INDEX_TYPE`.
    #[inline(always)]
    pub(crate) const fn write<const M: usize>(&self, p: &mut Writer<'_, M>) {
        self.write_registers(p);
        p.put([INDEX_TYPE_HEADER, self.index.into_bits()]);
    }

    /// Rebuilds the block from register values: the `SET_*_REG` registers,
    /// then `VGT_DMA_INDEX_TYPE` (context `0x29F`, the `INDEX_TYPE` packet's
    /// dword: see [`packet_registers`](Self::packet_registers)). Every bit is
    /// kept and nothing is validated.
    ///
    /// # Errors
    /// [`Error::MissingRegister`] naming the first register `src` lacks.
    pub fn decode(src: &impl RegSource) -> Result<PrimitiveState, Error> {
        let block = PrimitiveState::read(src)?;
        Ok(PrimitiveState {
            index: src.reg::<VgtDmaIndexType>()?,
            ..block
        })
    }
}

encode_by_write!(PrimitiveState, DWORDS, (), |_, src| PrimitiveState::decode(
    src
));

/// The block's documented defaults, [`new`](PrimitiveState::new).
impl Default for PrimitiveState {
    fn default() -> Self {
        Self::new()
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
            blocks.push(PrimitiveState::new().with_index_swap(IndexSwapMode::from_bits(i)));
            let raw = VgtDmaIndexType::from_bits(0xFFFF_FFF0 | u32::from(i));
            blocks.push(PrimitiveState::new().with_dma_index_type(raw));
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

    /// Both spaces of a primitive block and its `INDEX_TYPE` dword, for `decode`.
    struct DecodeSource<'a>(&'a PrimitiveState);

    impl crate::blocks::RegSource for DecodeSource<'_> {
        fn read(&self, space: Space, offset: u16) -> Option<u32> {
            match space {
                Space::Uconfig => self.0.uconfig_registers().get(offset),
                Space::Context => self
                    .0
                    .context_registers()
                    .get(offset)
                    .or_else(|| self.0.packet_registers().get(offset)),
                _ => None,
            }
        }
    }
}
