//! Every gfx6 register this crate defines, sorted by (space, offset), for decoders and disassemblers.
//!
//! Generated from the register spec by `tests/regs/codegen.rs`; do not edit by hand.

use super::*;
use crate::regs::RegInfo;
use crate::regs::index::narrowed;
use crate::regs::index::{Entry, Part, join, len};

/// The pieces of [`REGISTERS`]: runs of gfx7's table (registers whose type is gfx7's) and gfx6's own, a family as one entry.
const PARTS: &[Part] = &[
    Part::Base(0, 1),
    Part::Base(49, 4),
    Part::Base(54, 2),
    Part::Base(58, 20),
    Part::Base(80, 2),
    Part::Base(84, 16),
    Part::Base(102, 4),
    Part::Base(107, 2),
    Part::Base(111, 16),
    Part::Base(128, 4),
    Part::Base(133, 2),
    Part::Base(137, 16),
    Part::Base(154, 4),
    Part::Base(159, 2),
    Part::Base(163, 16),
    Part::Base(180, 4),
    Part::Base(185, 2),
    Part::Base(189, 16),
    Part::Base(206, 9),
    Part::Base(217, 1),
    Part::Base(219, 4),
    Part::Base(225, 1),
    Part::Base(227, 3),
    Part::Base(237, 17),
    Part::Base(255, 2),
    Part::Base(258, 7),
    Part::Base(268, 7),
    Part::Base(280, 86),
    Part::Base(368, 1),
    Part::Base(370, 133),
    Part::Base(535, 40),
    Part::Base(576, 16),
    Part::Base(594, 13),
    Part::Base(609, 7),
    Part::Base(617, 30),
    Part::Base(648, 40),
    Part::Base(689, 2),
    Part::Base(692, 8),
    Part::Base(701, 2),
    Part::Base(704, 8),
    Part::Base(713, 2),
    Part::Base(716, 8),
    Part::Base(725, 2),
    Part::Base(728, 8),
    Part::Base(737, 2),
    Part::Base(740, 8),
    Part::Base(749, 2),
    Part::Base(752, 8),
    Part::Base(761, 2),
    Part::Base(764, 8),
    Part::Base(773, 2),
    Part::Base(776, 7),
    Part::Own(&[
        Entry::One(RegInfo::of::<VgtHsOffchipParam>()),
        Entry::One(RegInfo::of::<VgtTfMemoryBase>()),
        Entry::One(RegInfo::of::<SqcCaches>()),
        Entry::Slots(GbTileModeN::<0>::MEMBER, GbTileModeN::<0>::FIELDS),
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
        Entry::One(RegInfo::of::<PaSuLineStippleValue>()),
        Entry::One(RegInfo::of::<PaScLineStippleState>()),
        Entry::Slots(
            SqThreadTraceUserdataN::<0>::MEMBER,
            SqThreadTraceUserdataN::<0>::FIELDS,
        ),
        Entry::One(RegInfo::of::<TaCsBcBaseAddr>()),
        Entry::One(RegInfo::of::<SpiShaderPgmRsrc2Ps>()),
        Entry::One(RegInfo::of::<SpiShaderPgmRsrc2Vs>()),
        Entry::One(RegInfo::of::<SpiShaderPgmRsrc2Gs>()),
        Entry::One(RegInfo::of::<SpiShaderPgmRsrc2Es>()),
        Entry::One(RegInfo::of::<SpiShaderPgmRsrc2Hs>()),
        Entry::One(RegInfo::of::<SpiShaderPgmRsrc2Ls>()),
        Entry::One(RegInfo::of::<ComputeResourceLimits>()),
        narrowed!(One(SpiShaderPgmRsrc1Ps), ["CACHE_CTL", "CDBG_USER"]),
        narrowed!(One(SpiShaderPgmRsrc1Vs), ["CACHE_CTL", "CDBG_USER"]),
        narrowed!(One(SpiShaderPgmRsrc1Gs), ["CACHE_CTL", "CDBG_USER"]),
        narrowed!(One(SpiShaderPgmRsrc1Es), ["CACHE_CTL", "CDBG_USER"]),
        narrowed!(One(SpiShaderPgmRsrc1Hs), ["CACHE_CTL", "CDBG_USER"]),
        narrowed!(One(SpiShaderPgmRsrc1Ls), ["CACHE_CTL", "CDBG_USER"]),
        narrowed!(
            One(ComputeDispatchInitiator),
            [
                "ORDERED_APPEND_MODE",
                "USE_THREAD_DIMENSIONS",
                "ORDER_MODE",
                "DISPATCH_CACHE_CNTL",
                "SCALAR_L1_INV_VOL",
                "VECTOR_L1_INV_VOL",
                "DATA_ATC",
                "RESTORE"
            ]
        ),
        narrowed!(One(ComputePgmHi), ["INST_ATC"]),
        narrowed!(One(ComputePgmRsrc1), ["BULKY", "CDBG_USER"]),
        narrowed!(One(ComputePgmRsrc2), ["EXCP_EN_MSB"]),
        narrowed!(
            One(DbCountControl),
            [
                "ZPASS_ENABLE",
                "ZFAIL_ENABLE",
                "SFAIL_ENABLE",
                "DBFAIL_ENABLE",
                "SLICE_EVEN_ENABLE",
                "SLICE_ODD_ENABLE"
            ]
        ),
        narrowed!(
            One(DbRenderOverride2),
            [
                "SEPARATE_HIZS_FUNC_ENABLE",
                "HIZ_ZFUNC",
                "HIS_SFUNC_FF",
                "HIS_SFUNC_BF",
                "PRESERVE_ZRANGE",
                "PRESERVE_SRESULTS",
                "DISABLE_FAST_PASS"
            ]
        ),
        narrowed!(
            One(DbDepthInfo),
            [
                "ARRAY_MODE",
                "PIPE_CONFIG",
                "BANK_WIDTH",
                "BANK_HEIGHT",
                "MACRO_TILE_ASPECT",
                "NUM_BANKS"
            ]
        ),
        narrowed!(
            One(DbZInfo),
            ["TILE_SPLIT", "DECOMPRESS_ON_N_ZPLANES", "CLEAR_DISALLOWED"]
        ),
        narrowed!(One(DbStencilInfo), ["TILE_SPLIT", "CLEAR_DISALLOWED"]),
        narrowed!(One(PaScRasterConfig), ["PKR_XSEL2"]),
        narrowed!(
            Slots(SpiPsInputCntlN::<0>),
            [
                "DUP",
                "FP16_INTERP_MODE",
                "USE_DEFAULT_ATTR1",
                "DEFAULT_VAL_ATTR1",
                "PT_SPRITE_TEX_ATTR1",
                "ATTR0_VALID",
                "ATTR1_VALID"
            ]
        ),
        narrowed!(
            Slots(SpiPsInputCntlNFrom20::<20>),
            [
                "DUP",
                "FP16_INTERP_MODE",
                "USE_DEFAULT_ATTR1",
                "DEFAULT_VAL_ATTR1",
                "ATTR0_VALID",
                "ATTR1_VALID"
            ]
        ),
        narrowed!(
            One(PaSuPrimFilterCntl),
            ["XMAX_RIGHT_EXCLUSION", "YMAX_BOTTOM_EXCLUSION"]
        ),
        narrowed!(One(VgtGsMode), ["ONCHIP"]),
        narrowed!(
            One(VgtDmaIndexType),
            ["BUF_TYPE", "RDREQ_POLICY", "ATC", "NOT_EOP", "REQ_PATH"]
        ),
        narrowed!(
            One(IaMultiVgtParam),
            ["WD_SWITCH_ON_EOP", "MAX_PRIMGRP_IN_WAVE"]
        ),
        narrowed!(One(VgtTfParam), ["RDREQ_POLICY"]),
        narrowed!(Slots(CbColorNPitch::<0>), ["FMASK_TILE_MAX"]),
        narrowed!(
            Slots(CbColorNInfo::<0>),
            [
                "FMASK_COMPRESSION_DISABLE",
                "FMASK_COMPRESS_1FRAG_ONLY",
                "DCC_ENABLE",
                "CMASK_ADDR_TYPE"
            ]
        ),
    ]),
];

static_assertions::const_assert_eq!(len(PARTS), 760);

/// All defined gfx6 registers (760), sorted by space (config, SH, context, uconfig), then offset.
pub static REGISTERS: [RegInfo; 760] = join(&crate::regs::gfx7::REGISTERS, PARTS);
