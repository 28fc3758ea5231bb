//! Every gfx8 register this crate defines, sorted by (space, offset), for decoders and disassemblers.
//!
//! Generated from the register spec by `tests/regs/codegen.rs`; do not edit by hand.

use super::*;
use crate::regs::RegInfo;
use crate::regs::index::{Entry, Part, join, len};

/// The pieces of [`REGISTERS`]: runs of gfx7's table (registers whose type is gfx7's) and gfx8's own, a family as one entry.
const PARTS: &[Part] = &[
    Part::Base(0, 83),
    Part::Base(84, 22),
    Part::Base(107, 25),
    Part::Base(133, 25),
    Part::Base(159, 25),
    Part::Base(185, 51),
    Part::Base(237, 16),
    Part::Base(254, 12),
    Part::Base(268, 235),
    Part::Base(535, 31),
    Part::Base(568, 3),
    Part::Base(572, 20),
    Part::Base(593, 14),
    Part::Base(608, 8),
    Part::Base(617, 4),
    Part::Base(622, 19),
    Part::Base(642, 5),
    Part::Base(648, 43),
    Part::Base(692, 11),
    Part::Base(704, 11),
    Part::Base(716, 11),
    Part::Base(728, 11),
    Part::Base(740, 11),
    Part::Base(752, 11),
    Part::Base(764, 11),
    Part::Base(776, 28),
    Part::Base(805, 2),
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
pub static REGISTERS: [RegInfo; 844] = join(&crate::regs::gfx7::REGISTERS, PARTS);
