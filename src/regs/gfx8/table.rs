//! Every gfx8 register this crate defines, sorted by (space, offset), for decoders and disassemblers.
//!
//! Generated from the register spec by `tests/regs/codegen.rs`; do not edit by hand.

use super::*;
use crate::regs::RegInfo;
use crate::regs::index::{Entry, Part, join, len};

/// The pieces of [`REGISTERS`]: runs of gfx7's table (registers whose type is gfx7's) and gfx8's own, a family as one entry.
const PARTS: &[Part] = &[
    Part::Gfx7(0, 83),
    Part::Gfx7(84, 22),
    Part::Gfx7(107, 25),
    Part::Gfx7(133, 25),
    Part::Gfx7(159, 25),
    Part::Gfx7(185, 51),
    Part::Gfx7(237, 16),
    Part::Gfx7(254, 12),
    Part::Gfx7(268, 235),
    Part::Gfx7(535, 31),
    Part::Gfx7(568, 3),
    Part::Gfx7(572, 20),
    Part::Gfx7(593, 14),
    Part::Gfx7(608, 8),
    Part::Gfx7(617, 4),
    Part::Gfx7(622, 19),
    Part::Gfx7(642, 5),
    Part::Gfx7(648, 43),
    Part::Gfx7(692, 11),
    Part::Gfx7(704, 11),
    Part::Gfx7(716, 11),
    Part::Gfx7(728, 11),
    Part::Gfx7(740, 11),
    Part::Gfx7(752, 11),
    Part::Gfx7(764, 11),
    Part::Gfx7(776, 28),
    Part::Gfx7(805, 2),
    Part::Own(&[
        Entry::One(RegInfo::of::<ComputeDispatchId>()),
        Entry::One(RegInfo::of::<ComputeThreadgroupId>()),
        Entry::One(RegInfo::of::<ComputeRelaunch>()),
        Entry::One(RegInfo::of::<ComputeWaveRestoreAddrLo>()),
        Entry::One(RegInfo::of::<ComputeWaveRestoreAddrHi>()),
        Entry::One(RegInfo::of::<ComputeWaveRestoreControl>()),
        Entry::One(RegInfo::of::<ComputeNowhere>()),
        Entry::One(RegInfo::of::<CbDccControl>()),
        Entry::One(RegInfo::of::<SxPsDownconvert>()),
        Entry::One(RegInfo::of::<SxBlendOptEpsilon>()),
        Entry::One(RegInfo::of::<SxBlendOptControl>()),
        Entry::One(RegInfo::of::<SxMrt0BlendOpt>()),
        Entry::One(RegInfo::of::<SxMrt1BlendOpt>()),
        Entry::One(RegInfo::of::<SxMrt2BlendOpt>()),
        Entry::One(RegInfo::of::<SxMrt3BlendOpt>()),
        Entry::One(RegInfo::of::<SxMrt4BlendOpt>()),
        Entry::One(RegInfo::of::<SxMrt5BlendOpt>()),
        Entry::One(RegInfo::of::<SxMrt6BlendOpt>()),
        Entry::One(RegInfo::of::<SxMrt7BlendOpt>()),
        Entry::One(RegInfo::of::<CbColorControl>()),
        Entry::One(RegInfo::of::<VgtGsMode>()),
        Entry::One(RegInfo::of::<VgtDmaIndexType>()),
        Entry::One(RegInfo::of::<VgtTessDistribution>()),
        Entry::One(RegInfo::of::<VgtTfParam>()),
        Entry::One(RegInfo::of::<VgtDispatchDrawIndex>()),
        Entry::Slots(
            CbColorNDccControl::<0>::MEMBER,
            CbColorNDccControl::<0>::FIELDS,
        ),
        Entry::Slots(CbColorNDccBase::<0>::MEMBER, CbColorNDccBase::<0>::FIELDS),
        Entry::One(RegInfo::of::<SqcCaches>()),
        Entry::One(RegInfo::of::<SpiShaderPgmRsrc2Vs>()),
        Entry::One(RegInfo::of::<SpiShaderPgmRsrc3Gs>()),
        Entry::One(RegInfo::of::<SpiShaderPgmRsrc3Es>()),
        Entry::One(RegInfo::of::<SpiShaderPgmRsrc3Hs>()),
        Entry::One(RegInfo::of::<SpiShaderPgmRsrc3Ls>()),
        Entry::One(RegInfo::of::<ComputeMiscReserved>()),
        Entry::One(RegInfo::of::<DbRenderControl>()),
        Entry::One(RegInfo::of::<DbZInfo>()),
        Entry::One(RegInfo::of::<DbStencilInfo>()),
        Entry::Slots(SpiPsInputCntlN::<0>::MEMBER, SpiPsInputCntlN::<0>::FIELDS),
        Entry::Slots(
            SpiPsInputCntlNFrom20::<20>::MEMBER,
            SpiPsInputCntlNFrom20::<20>::FIELDS,
        ),
        Entry::One(RegInfo::of::<DbShaderControl>()),
        Entry::One(RegInfo::of::<PaClVsOutCntl>()),
        Entry::One(RegInfo::of::<IaMultiVgtParam>()),
        Entry::One(RegInfo::of::<DbHtileSurface>()),
        Entry::One(RegInfo::of::<VgtShaderStagesEn>()),
        Entry::Slots(CbColorNInfo::<0>::MEMBER, CbColorNInfo::<0>::FIELDS),
    ]),
];

static_assertions::const_assert_eq!(len(PARTS), 844);

/// All defined gfx8 registers (844), sorted by space (config, SH, context, uconfig), then offset.
pub static REGISTERS: [RegInfo; 844] = join(PARTS);
