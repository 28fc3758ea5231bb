//! Every gfx6 register this crate defines, sorted by (space, offset), for decoders and disassemblers.
//!
//! Generated from the register spec by `tests/regs/codegen.rs`; do not edit by hand.

use super::*;
use crate::regs::RegInfo;
use crate::regs::index::without;
use crate::regs::index::{Entry, Part, join, len};

/// The pieces of [`REGISTERS`]: runs of gfx7's table (registers whose type is gfx7's) and gfx6's own, a family as one entry.
const PARTS: &[Part] = &[
    Part::Gfx7(0, 1),
    Part::Gfx7(49, 4),
    Part::Gfx7(54, 2),
    Part::Gfx7(58, 20),
    Part::Gfx7(80, 2),
    Part::Gfx7(84, 16),
    Part::Gfx7(102, 4),
    Part::Gfx7(107, 2),
    Part::Gfx7(111, 16),
    Part::Gfx7(128, 4),
    Part::Gfx7(133, 2),
    Part::Gfx7(137, 16),
    Part::Gfx7(154, 4),
    Part::Gfx7(159, 2),
    Part::Gfx7(163, 16),
    Part::Gfx7(180, 4),
    Part::Gfx7(185, 2),
    Part::Gfx7(189, 16),
    Part::Gfx7(206, 9),
    Part::Gfx7(217, 1),
    Part::Gfx7(219, 4),
    Part::Gfx7(225, 1),
    Part::Gfx7(227, 3),
    Part::Gfx7(237, 17),
    Part::Gfx7(255, 2),
    Part::Gfx7(258, 7),
    Part::Gfx7(268, 7),
    Part::Gfx7(280, 86),
    Part::Gfx7(368, 1),
    Part::Gfx7(370, 133),
    Part::Gfx7(535, 40),
    Part::Gfx7(576, 16),
    Part::Gfx7(594, 13),
    Part::Gfx7(609, 7),
    Part::Gfx7(617, 30),
    Part::Gfx7(648, 40),
    Part::Gfx7(689, 2),
    Part::Gfx7(692, 8),
    Part::Gfx7(701, 2),
    Part::Gfx7(704, 8),
    Part::Gfx7(713, 2),
    Part::Gfx7(716, 8),
    Part::Gfx7(725, 2),
    Part::Gfx7(728, 8),
    Part::Gfx7(737, 2),
    Part::Gfx7(740, 8),
    Part::Gfx7(749, 2),
    Part::Gfx7(752, 8),
    Part::Gfx7(761, 2),
    Part::Gfx7(764, 8),
    Part::Gfx7(773, 2),
    Part::Gfx7(776, 7),
    Part::Own(&[
        Entry::One(RegInfo::of::<GrbmGfxIndex>()),
        Entry::One(RegInfo::of::<CpStrmoutCntl>()),
        Entry::One(RegInfo::of::<VgtEsgsRingSize>()),
        Entry::One(RegInfo::of::<VgtGsvsRingSize>()),
        Entry::One(RegInfo::of::<VgtPrimitiveType>()),
        Entry::One(RegInfo::of::<VgtIndexType>()),
        Entry::Slots(
            VgtStrmoutBufferFilledSizeN::<0>::MEMBER,
            VgtStrmoutBufferFilledSizeN::<0>::FIELDS,
        ),
        Entry::One(RegInfo::of::<VgtNumIndices>()),
        Entry::One(RegInfo::of::<VgtNumInstances>()),
        Entry::One(RegInfo::of::<VgtTfRingSize>()),
        Entry::One(RegInfo::of::<VgtHsOffchipParam>()),
        Entry::One(RegInfo::of::<VgtTfMemoryBase>()),
        Entry::One(RegInfo::of::<PaSuLineStippleValue>()),
        Entry::One(RegInfo::of::<PaScLineStippleState>()),
        Entry::One(RegInfo::of::<SqcCaches>()),
        Entry::Slots(
            SqThreadTraceUserdataN::<0>::MEMBER,
            SqThreadTraceUserdataN::<0>::FIELDS,
        ),
        Entry::One(RegInfo::of::<TaCsBcBaseAddr>()),
        Entry::Slots(GbTileModeN::<0>::MEMBER, GbTileModeN::<0>::FIELDS),
        Entry::One(RegInfo::of::<SpiShaderPgmRsrc2Ps>()),
        Entry::One(RegInfo::of::<SpiShaderPgmRsrc2Vs>()),
        Entry::One(RegInfo::of::<SpiShaderPgmRsrc2Gs>()),
        Entry::One(RegInfo::of::<SpiShaderPgmRsrc2Es>()),
        Entry::One(RegInfo::of::<SpiShaderPgmRsrc2Hs>()),
        Entry::One(RegInfo::of::<SpiShaderPgmRsrc2Ls>()),
        Entry::One(RegInfo::of::<ComputeResourceLimits>()),
        Entry::One(RegInfo {
            fields: &without::<9>(SpiShaderPgmRsrc1Ps::FIELDS, &["CACHE_CTL", "CDBG_USER"]),
            ..RegInfo::of::<SpiShaderPgmRsrc1Ps>()
        }),
        Entry::One(RegInfo {
            fields: &without::<10>(SpiShaderPgmRsrc1Vs::FIELDS, &["CACHE_CTL", "CDBG_USER"]),
            ..RegInfo::of::<SpiShaderPgmRsrc1Vs>()
        }),
        Entry::One(RegInfo {
            fields: &without::<9>(SpiShaderPgmRsrc1Gs::FIELDS, &["CACHE_CTL", "CDBG_USER"]),
            ..RegInfo::of::<SpiShaderPgmRsrc1Gs>()
        }),
        Entry::One(RegInfo {
            fields: &without::<10>(SpiShaderPgmRsrc1Es::FIELDS, &["CACHE_CTL", "CDBG_USER"]),
            ..RegInfo::of::<SpiShaderPgmRsrc1Es>()
        }),
        Entry::One(RegInfo {
            fields: &without::<8>(SpiShaderPgmRsrc1Hs::FIELDS, &["CACHE_CTL", "CDBG_USER"]),
            ..RegInfo::of::<SpiShaderPgmRsrc1Hs>()
        }),
        Entry::One(RegInfo {
            fields: &without::<9>(SpiShaderPgmRsrc1Ls::FIELDS, &["CACHE_CTL", "CDBG_USER"]),
            ..RegInfo::of::<SpiShaderPgmRsrc1Ls>()
        }),
        Entry::One(RegInfo {
            fields: &without::<4>(
                ComputeDispatchInitiator::FIELDS,
                &[
                    "ORDERED_APPEND_MODE",
                    "USE_THREAD_DIMENSIONS",
                    "ORDER_MODE",
                    "DISPATCH_CACHE_CNTL",
                    "SCALAR_L1_INV_VOL",
                    "VECTOR_L1_INV_VOL",
                    "DATA_ATC",
                    "RESTORE",
                ],
            ),
            ..RegInfo::of::<ComputeDispatchInitiator>()
        }),
        Entry::One(RegInfo {
            fields: &without::<1>(ComputePgmHi::FIELDS, &["INST_ATC"]),
            ..RegInfo::of::<ComputePgmHi>()
        }),
        Entry::One(RegInfo {
            fields: &without::<8>(ComputePgmRsrc1::FIELDS, &["BULKY", "CDBG_USER"]),
            ..RegInfo::of::<ComputePgmRsrc1>()
        }),
        Entry::One(RegInfo {
            fields: &without::<10>(ComputePgmRsrc2::FIELDS, &["EXCP_EN_MSB"]),
            ..RegInfo::of::<ComputePgmRsrc2>()
        }),
        Entry::One(RegInfo {
            fields: &without::<3>(
                DbCountControl::FIELDS,
                &[
                    "ZPASS_ENABLE",
                    "ZFAIL_ENABLE",
                    "SFAIL_ENABLE",
                    "DBFAIL_ENABLE",
                    "SLICE_EVEN_ENABLE",
                    "SLICE_ODD_ENABLE",
                ],
            ),
            ..RegInfo::of::<DbCountControl>()
        }),
        Entry::One(RegInfo {
            fields: &without::<8>(
                DbRenderOverride2::FIELDS,
                &[
                    "SEPARATE_HIZS_FUNC_ENABLE",
                    "HIZ_ZFUNC",
                    "HIS_SFUNC_FF",
                    "HIS_SFUNC_BF",
                    "PRESERVE_ZRANGE",
                    "PRESERVE_SRESULTS",
                    "DISABLE_FAST_PASS",
                ],
            ),
            ..RegInfo::of::<DbRenderOverride2>()
        }),
        Entry::One(RegInfo {
            fields: &without::<1>(
                DbDepthInfo::FIELDS,
                &[
                    "ARRAY_MODE",
                    "PIPE_CONFIG",
                    "BANK_WIDTH",
                    "BANK_HEIGHT",
                    "MACRO_TILE_ASPECT",
                    "NUM_BANKS",
                ],
            ),
            ..RegInfo::of::<DbDepthInfo>()
        }),
        Entry::One(RegInfo {
            fields: &without::<7>(DbZInfo::FIELDS, &["TILE_SPLIT"]),
            ..RegInfo::of::<DbZInfo>()
        }),
        Entry::One(RegInfo {
            fields: &without::<4>(DbStencilInfo::FIELDS, &["TILE_SPLIT"]),
            ..RegInfo::of::<DbStencilInfo>()
        }),
        Entry::One(RegInfo {
            fields: &without::<14>(PaScRasterConfig::FIELDS, &["PKR_XSEL2"]),
            ..RegInfo::of::<PaScRasterConfig>()
        }),
        Entry::Slots(
            SpiPsInputCntlN::<0>::MEMBER,
            &without::<5>(SpiPsInputCntlN::<0>::FIELDS, &["DUP"]),
        ),
        Entry::One(RegInfo {
            fields: &without::<3>(SpiPsInputCntl20::FIELDS, &["DUP"]),
            ..RegInfo::of::<SpiPsInputCntl20>()
        }),
        Entry::One(RegInfo {
            fields: &without::<3>(SpiPsInputCntl21::FIELDS, &["DUP"]),
            ..RegInfo::of::<SpiPsInputCntl21>()
        }),
        Entry::One(RegInfo {
            fields: &without::<3>(SpiPsInputCntl22::FIELDS, &["DUP"]),
            ..RegInfo::of::<SpiPsInputCntl22>()
        }),
        Entry::One(RegInfo {
            fields: &without::<3>(SpiPsInputCntl23::FIELDS, &["DUP"]),
            ..RegInfo::of::<SpiPsInputCntl23>()
        }),
        Entry::One(RegInfo {
            fields: &without::<3>(SpiPsInputCntl24::FIELDS, &["DUP"]),
            ..RegInfo::of::<SpiPsInputCntl24>()
        }),
        Entry::One(RegInfo {
            fields: &without::<3>(SpiPsInputCntl25::FIELDS, &["DUP"]),
            ..RegInfo::of::<SpiPsInputCntl25>()
        }),
        Entry::One(RegInfo {
            fields: &without::<3>(SpiPsInputCntl26::FIELDS, &["DUP"]),
            ..RegInfo::of::<SpiPsInputCntl26>()
        }),
        Entry::One(RegInfo {
            fields: &without::<3>(SpiPsInputCntl27::FIELDS, &["DUP"]),
            ..RegInfo::of::<SpiPsInputCntl27>()
        }),
        Entry::One(RegInfo {
            fields: &without::<3>(SpiPsInputCntl28::FIELDS, &["DUP"]),
            ..RegInfo::of::<SpiPsInputCntl28>()
        }),
        Entry::One(RegInfo {
            fields: &without::<3>(SpiPsInputCntl29::FIELDS, &["DUP"]),
            ..RegInfo::of::<SpiPsInputCntl29>()
        }),
        Entry::One(RegInfo {
            fields: &without::<3>(SpiPsInputCntl30::FIELDS, &["DUP"]),
            ..RegInfo::of::<SpiPsInputCntl30>()
        }),
        Entry::One(RegInfo {
            fields: &without::<3>(SpiPsInputCntl31::FIELDS, &["DUP"]),
            ..RegInfo::of::<SpiPsInputCntl31>()
        }),
        Entry::One(RegInfo {
            fields: &without::<9>(
                PaSuPrimFilterCntl::FIELDS,
                &["XMAX_RIGHT_EXCLUSION", "YMAX_BOTTOM_EXCLUSION"],
            ),
            ..RegInfo::of::<PaSuPrimFilterCntl>()
        }),
        Entry::One(RegInfo {
            fields: &without::<14>(VgtGsMode::FIELDS, &["ONCHIP"]),
            ..RegInfo::of::<VgtGsMode>()
        }),
        Entry::One(RegInfo {
            fields: &without::<2>(
                VgtDmaIndexType::FIELDS,
                &["BUF_TYPE", "RDREQ_POLICY", "ATC", "NOT_EOP", "REQ_PATH"],
            ),
            ..RegInfo::of::<VgtDmaIndexType>()
        }),
        Entry::One(RegInfo {
            fields: &without::<5>(IaMultiVgtParam::FIELDS, &["WD_SWITCH_ON_EOP"]),
            ..RegInfo::of::<IaMultiVgtParam>()
        }),
        Entry::One(RegInfo {
            fields: &without::<7>(VgtTfParam::FIELDS, &["RDREQ_POLICY"]),
            ..RegInfo::of::<VgtTfParam>()
        }),
        Entry::Slots(
            CbColorNPitch::<0>::MEMBER,
            &without::<1>(CbColorNPitch::<0>::FIELDS, &["FMASK_TILE_MAX"]),
        ),
        Entry::Slots(
            CbColorNInfo::<0>::MEMBER,
            &without::<14>(CbColorNInfo::<0>::FIELDS, &["FMASK_COMPRESSION_DISABLE"]),
        ),
    ]),
];

static_assertions::const_assert_eq!(len(PARTS), 760);

/// All defined gfx6 registers (760), sorted by space (config, SH, context, uconfig), then offset.
pub static REGISTERS: [RegInfo; 760] = join(PARTS);
