//! gfx7 shader (SH) registers (`SET_SH_REG`, byte addresses from `0x0B000`).
//!
//! Generated from the register spec by `tests/regs/codegen.rs`; do not edit by hand.

#[allow(unused_imports)]
use super::enums::*;
use crate::regs::{Field, FieldKind, Register, Space};
use bitfield_struct::bitfield;

/// `SPI_SHADER_TBA_LO_PS` (shader processor input): sh register `0x000`, byte address `0x0B000`.
#[bitfield(u32)]
#[derive(PartialEq, Eq, Hash)]
pub struct SpiShaderTbaLoPs {
    /// `MEM_BASE`: Mem base.
    #[bits(32)]
    pub mem_base: u32,
}

impl Register for SpiShaderTbaLoPs {
    const SPACE: Space = Space::Sh;
    const OFFSET: u16 = 0x000;
    const NAME: &'static str = "SPI_SHADER_TBA_LO_PS";
    const FIELDS: &'static [Field] = &[Field::new(
        "MEM_BASE",
        Self::MEM_BASE_OFFSET,
        Self::MEM_BASE_BITS,
        FieldKind::Uint,
    )];
    fn to_bits(self) -> u32 {
        self.into_bits()
    }
    fn from_bits(bits: u32) -> Self {
        Self::from_bits(bits)
    }
}

/// `SPI_SHADER_TBA_HI_PS` (shader processor input): sh register `0x001`, byte address `0x0B004`.
#[bitfield(u32)]
#[derive(PartialEq, Eq, Hash)]
pub struct SpiShaderTbaHiPs {
    /// `MEM_BASE`: Mem base.
    #[bits(8)]
    pub mem_base: u8,
    #[bits(24)]
    __: u32,
}

impl Register for SpiShaderTbaHiPs {
    const SPACE: Space = Space::Sh;
    const OFFSET: u16 = 0x001;
    const NAME: &'static str = "SPI_SHADER_TBA_HI_PS";
    const FIELDS: &'static [Field] = &[Field::new(
        "MEM_BASE",
        Self::MEM_BASE_OFFSET,
        Self::MEM_BASE_BITS,
        FieldKind::Uint,
    )];
    fn to_bits(self) -> u32 {
        self.into_bits()
    }
    fn from_bits(bits: u32) -> Self {
        Self::from_bits(bits)
    }
}

/// `SPI_SHADER_TMA_LO_PS` (shader processor input): sh register `0x002`, byte address `0x0B008`.
#[bitfield(u32)]
#[derive(PartialEq, Eq, Hash)]
pub struct SpiShaderTmaLoPs {
    /// `MEM_BASE`: Mem base.
    #[bits(32)]
    pub mem_base: u32,
}

impl Register for SpiShaderTmaLoPs {
    const SPACE: Space = Space::Sh;
    const OFFSET: u16 = 0x002;
    const NAME: &'static str = "SPI_SHADER_TMA_LO_PS";
    const FIELDS: &'static [Field] = &[Field::new(
        "MEM_BASE",
        Self::MEM_BASE_OFFSET,
        Self::MEM_BASE_BITS,
        FieldKind::Uint,
    )];
    fn to_bits(self) -> u32 {
        self.into_bits()
    }
    fn from_bits(bits: u32) -> Self {
        Self::from_bits(bits)
    }
}

/// `SPI_SHADER_TMA_HI_PS` (shader processor input): sh register `0x003`, byte address `0x0B00C`.
#[bitfield(u32)]
#[derive(PartialEq, Eq, Hash)]
pub struct SpiShaderTmaHiPs {
    /// `MEM_BASE`: Mem base.
    #[bits(8)]
    pub mem_base: u8,
    #[bits(24)]
    __: u32,
}

impl Register for SpiShaderTmaHiPs {
    const SPACE: Space = Space::Sh;
    const OFFSET: u16 = 0x003;
    const NAME: &'static str = "SPI_SHADER_TMA_HI_PS";
    const FIELDS: &'static [Field] = &[Field::new(
        "MEM_BASE",
        Self::MEM_BASE_OFFSET,
        Self::MEM_BASE_BITS,
        FieldKind::Uint,
    )];
    fn to_bits(self) -> u32 {
        self.into_bits()
    }
    fn from_bits(bits: u32) -> Self {
        Self::from_bits(bits)
    }
}

/// `SPI_SHADER_PGM_RSRC3_PS` (shader processor input): sh register `0x007`, byte address `0x0B01C`.
#[bitfield(u32)]
#[derive(PartialEq, Eq, Hash)]
pub struct SpiShaderPgmRsrc3Ps {
    /// `CU_EN`: CU enable.
    #[bits(16)]
    pub cu_en: u16,
    /// `WAVE_LIMIT`: Wave limit.
    #[bits(6)]
    pub wave_limit: u8,
    /// `LOCK_LOW_THRESHOLD`: Lock low threshold.
    #[bits(4)]
    pub lock_low_threshold: u8,
    #[bits(6)]
    __: u32,
}

impl Register for SpiShaderPgmRsrc3Ps {
    const SPACE: Space = Space::Sh;
    const OFFSET: u16 = 0x007;
    const NAME: &'static str = "SPI_SHADER_PGM_RSRC3_PS";
    const FIELDS: &'static [Field] = &[
        Field::new(
            "CU_EN",
            Self::CU_EN_OFFSET,
            Self::CU_EN_BITS,
            FieldKind::Uint,
        ),
        Field::new(
            "WAVE_LIMIT",
            Self::WAVE_LIMIT_OFFSET,
            Self::WAVE_LIMIT_BITS,
            FieldKind::Uint,
        ),
        Field::new(
            "LOCK_LOW_THRESHOLD",
            Self::LOCK_LOW_THRESHOLD_OFFSET,
            Self::LOCK_LOW_THRESHOLD_BITS,
            FieldKind::Uint,
        ),
    ];
    fn to_bits(self) -> u32 {
        self.into_bits()
    }
    fn from_bits(bits: u32) -> Self {
        Self::from_bits(bits)
    }
}

/// `SPI_SHADER_PGM_LO_PS` (shader processor input): sh register `0x008`, byte address `0x0B020`.
#[bitfield(u32)]
#[derive(PartialEq, Eq, Hash)]
pub struct SpiShaderPgmLoPs {
    /// `MEM_BASE`: Mem base.
    #[bits(32)]
    pub mem_base: u32,
}

impl Register for SpiShaderPgmLoPs {
    const SPACE: Space = Space::Sh;
    const OFFSET: u16 = 0x008;
    const NAME: &'static str = "SPI_SHADER_PGM_LO_PS";
    const FIELDS: &'static [Field] = &[Field::new(
        "MEM_BASE",
        Self::MEM_BASE_OFFSET,
        Self::MEM_BASE_BITS,
        FieldKind::Uint,
    )];
    fn to_bits(self) -> u32 {
        self.into_bits()
    }
    fn from_bits(bits: u32) -> Self {
        Self::from_bits(bits)
    }
}

/// `SPI_SHADER_PGM_HI_PS` (shader processor input): sh register `0x009`, byte address `0x0B024`.
#[bitfield(u32)]
#[derive(PartialEq, Eq, Hash)]
pub struct SpiShaderPgmHiPs {
    /// `MEM_BASE`: Mem base.
    #[bits(8)]
    pub mem_base: u8,
    #[bits(24)]
    __: u32,
}

impl Register for SpiShaderPgmHiPs {
    const SPACE: Space = Space::Sh;
    const OFFSET: u16 = 0x009;
    const NAME: &'static str = "SPI_SHADER_PGM_HI_PS";
    const FIELDS: &'static [Field] = &[Field::new(
        "MEM_BASE",
        Self::MEM_BASE_OFFSET,
        Self::MEM_BASE_BITS,
        FieldKind::Uint,
    )];
    fn to_bits(self) -> u32 {
        self.into_bits()
    }
    fn from_bits(bits: u32) -> Self {
        Self::from_bits(bits)
    }
}

/// `SPI_SHADER_PGM_RSRC1_PS` (shader processor input): sh register `0x00A`, byte address `0x0B028`.
#[bitfield(u32)]
#[derive(PartialEq, Eq, Hash)]
pub struct SpiShaderPgmRsrc1Ps {
    /// `VGPRS`: Vgprs.
    #[bits(6)]
    pub vgprs: u8,
    /// `SGPRS`: Sgprs.
    #[bits(4)]
    pub sgprs: u8,
    /// `PRIORITY`: Priority.
    #[bits(2)]
    pub priority: u8,
    /// `FLOAT_MODE`: Float mode ([`FloatMode`]).
    #[bits(8)]
    pub float_mode: FloatMode,
    /// `PRIV`: Priv.
    pub r#priv: bool,
    /// `DX10_CLAMP`: DX10 clamp.
    pub dx10_clamp: bool,
    /// `DEBUG_MODE`: Debug mode.
    pub debug_mode: bool,
    /// `IEEE_MODE`: Ieee mode.
    pub ieee_mode: bool,
    /// `CU_GROUP_DISABLE`: CU group disable.
    pub cu_group_disable: bool,
    /// `CACHE_CTL`: Cache control.
    #[bits(3)]
    pub cache_ctl: u8,
    /// `CDBG_USER`: Cdbg user.
    pub cdbg_user: bool,
    #[bits(3)]
    __: u32,
}

impl Register for SpiShaderPgmRsrc1Ps {
    const SPACE: Space = Space::Sh;
    const OFFSET: u16 = 0x00A;
    const NAME: &'static str = "SPI_SHADER_PGM_RSRC1_PS";
    const FIELDS: &'static [Field] = &[
        Field::new(
            "VGPRS",
            Self::VGPRS_OFFSET,
            Self::VGPRS_BITS,
            FieldKind::Uint,
        ),
        Field::new(
            "SGPRS",
            Self::SGPRS_OFFSET,
            Self::SGPRS_BITS,
            FieldKind::Uint,
        ),
        Field::new(
            "PRIORITY",
            Self::PRIORITY_OFFSET,
            Self::PRIORITY_BITS,
            FieldKind::Uint,
        ),
        Field::new(
            "FLOAT_MODE",
            Self::FLOAT_MODE_OFFSET,
            Self::FLOAT_MODE_BITS,
            FieldKind::Enum(FloatMode::name_of),
        ),
        Field::new("PRIV", Self::PRIV_OFFSET, Self::PRIV_BITS, FieldKind::Bool),
        Field::new(
            "DX10_CLAMP",
            Self::DX10_CLAMP_OFFSET,
            Self::DX10_CLAMP_BITS,
            FieldKind::Bool,
        ),
        Field::new(
            "DEBUG_MODE",
            Self::DEBUG_MODE_OFFSET,
            Self::DEBUG_MODE_BITS,
            FieldKind::Bool,
        ),
        Field::new(
            "IEEE_MODE",
            Self::IEEE_MODE_OFFSET,
            Self::IEEE_MODE_BITS,
            FieldKind::Bool,
        ),
        Field::new(
            "CU_GROUP_DISABLE",
            Self::CU_GROUP_DISABLE_OFFSET,
            Self::CU_GROUP_DISABLE_BITS,
            FieldKind::Bool,
        ),
        Field::new(
            "CACHE_CTL",
            Self::CACHE_CTL_OFFSET,
            Self::CACHE_CTL_BITS,
            FieldKind::Uint,
        ),
        Field::new(
            "CDBG_USER",
            Self::CDBG_USER_OFFSET,
            Self::CDBG_USER_BITS,
            FieldKind::Bool,
        ),
    ];
    fn to_bits(self) -> u32 {
        self.into_bits()
    }
    fn from_bits(bits: u32) -> Self {
        Self::from_bits(bits)
    }
}

/// `SPI_SHADER_PGM_RSRC2_PS` (shader processor input): sh register `0x00B`, byte address `0x0B02C`.
#[bitfield(u32)]
#[derive(PartialEq, Eq, Hash)]
pub struct SpiShaderPgmRsrc2Ps {
    /// `SCRATCH_EN`: Scratch enable.
    pub scratch_en: bool,
    /// `USER_SGPR`: User sgpr.
    #[bits(5)]
    pub user_sgpr: u8,
    /// `TRAP_PRESENT`: Trap present.
    pub trap_present: bool,
    /// `WAVE_CNT_EN`: Wave count enable.
    pub wave_cnt_en: bool,
    /// `EXTRA_LDS_SIZE`: Extra lds size.
    #[bits(8)]
    pub extra_lds_size: u8,
    /// `EXCP_EN`: Exception enable (`EXCP_EN` values).
    #[bits(9)]
    pub excp_en: u16,
    #[bits(7)]
    __: u32,
}

impl Register for SpiShaderPgmRsrc2Ps {
    const SPACE: Space = Space::Sh;
    const OFFSET: u16 = 0x00B;
    const NAME: &'static str = "SPI_SHADER_PGM_RSRC2_PS";
    const FIELDS: &'static [Field] = &[
        Field::new(
            "SCRATCH_EN",
            Self::SCRATCH_EN_OFFSET,
            Self::SCRATCH_EN_BITS,
            FieldKind::Bool,
        ),
        Field::new(
            "USER_SGPR",
            Self::USER_SGPR_OFFSET,
            Self::USER_SGPR_BITS,
            FieldKind::Uint,
        ),
        Field::new(
            "TRAP_PRESENT",
            Self::TRAP_PRESENT_OFFSET,
            Self::TRAP_PRESENT_BITS,
            FieldKind::Bool,
        ),
        Field::new(
            "WAVE_CNT_EN",
            Self::WAVE_CNT_EN_OFFSET,
            Self::WAVE_CNT_EN_BITS,
            FieldKind::Bool,
        ),
        Field::new(
            "EXTRA_LDS_SIZE",
            Self::EXTRA_LDS_SIZE_OFFSET,
            Self::EXTRA_LDS_SIZE_BITS,
            FieldKind::Uint,
        ),
        Field::new(
            "EXCP_EN",
            Self::EXCP_EN_OFFSET,
            Self::EXCP_EN_BITS,
            FieldKind::Uint,
        ),
    ];
    fn to_bits(self) -> u32 {
        self.into_bits()
    }
    fn from_bits(bits: u32) -> Self {
        Self::from_bits(bits)
    }
}

/// `SPI_SHADER_USER_DATA_PS_n` (shader processor input): sh registers `SPI_SHADER_USER_DATA_PS_0`..=`SPI_SHADER_USER_DATA_PS_15`, slot `N` in `0..=15` at `0x00C + 0x1 * (N - 0)`.
///
/// One layout shared by every slot; each slot is its own type (see the aliases such as
/// [`SpiShaderUserDataPs0`]), so the offset always comes from the type.
#[bitfield(u32)]
#[derive(PartialEq, Eq, Hash)]
pub struct SpiShaderUserDataPsN<const N: usize> {
    /// `DATA`: Data.
    #[bits(32)]
    pub data: u32,
}

crate::regs::register_family! {
    SpiShaderUserDataPsN {
        space: Sh,
        base: 0x00C,
        stride: 0x1,
        first: 0,
        names: [
            "SPI_SHADER_USER_DATA_PS_0",
            "SPI_SHADER_USER_DATA_PS_1",
            "SPI_SHADER_USER_DATA_PS_2",
            "SPI_SHADER_USER_DATA_PS_3",
            "SPI_SHADER_USER_DATA_PS_4",
            "SPI_SHADER_USER_DATA_PS_5",
            "SPI_SHADER_USER_DATA_PS_6",
            "SPI_SHADER_USER_DATA_PS_7",
            "SPI_SHADER_USER_DATA_PS_8",
            "SPI_SHADER_USER_DATA_PS_9",
            "SPI_SHADER_USER_DATA_PS_10",
            "SPI_SHADER_USER_DATA_PS_11",
            "SPI_SHADER_USER_DATA_PS_12",
            "SPI_SHADER_USER_DATA_PS_13",
            "SPI_SHADER_USER_DATA_PS_14",
            "SPI_SHADER_USER_DATA_PS_15",
        ],
        fields: &[
            Field::new("DATA", Self::DATA_OFFSET, Self::DATA_BITS, FieldKind::Uint),
        ],
    }
}

/// `SPI_SHADER_USER_DATA_PS_0` (shader processor input): sh register `0x00C`, byte address `0x0B030`.
pub type SpiShaderUserDataPs0 = SpiShaderUserDataPsN<0>;
/// `SPI_SHADER_USER_DATA_PS_1` (shader processor input): sh register `0x00D`, byte address `0x0B034`.
pub type SpiShaderUserDataPs1 = SpiShaderUserDataPsN<1>;
/// `SPI_SHADER_USER_DATA_PS_2` (shader processor input): sh register `0x00E`, byte address `0x0B038`.
pub type SpiShaderUserDataPs2 = SpiShaderUserDataPsN<2>;
/// `SPI_SHADER_USER_DATA_PS_3` (shader processor input): sh register `0x00F`, byte address `0x0B03C`.
pub type SpiShaderUserDataPs3 = SpiShaderUserDataPsN<3>;
/// `SPI_SHADER_USER_DATA_PS_4` (shader processor input): sh register `0x010`, byte address `0x0B040`.
pub type SpiShaderUserDataPs4 = SpiShaderUserDataPsN<4>;
/// `SPI_SHADER_USER_DATA_PS_5` (shader processor input): sh register `0x011`, byte address `0x0B044`.
pub type SpiShaderUserDataPs5 = SpiShaderUserDataPsN<5>;
/// `SPI_SHADER_USER_DATA_PS_6` (shader processor input): sh register `0x012`, byte address `0x0B048`.
pub type SpiShaderUserDataPs6 = SpiShaderUserDataPsN<6>;
/// `SPI_SHADER_USER_DATA_PS_7` (shader processor input): sh register `0x013`, byte address `0x0B04C`.
pub type SpiShaderUserDataPs7 = SpiShaderUserDataPsN<7>;
/// `SPI_SHADER_USER_DATA_PS_8` (shader processor input): sh register `0x014`, byte address `0x0B050`.
pub type SpiShaderUserDataPs8 = SpiShaderUserDataPsN<8>;
/// `SPI_SHADER_USER_DATA_PS_9` (shader processor input): sh register `0x015`, byte address `0x0B054`.
pub type SpiShaderUserDataPs9 = SpiShaderUserDataPsN<9>;
/// `SPI_SHADER_USER_DATA_PS_10` (shader processor input): sh register `0x016`, byte address `0x0B058`.
pub type SpiShaderUserDataPs10 = SpiShaderUserDataPsN<10>;
/// `SPI_SHADER_USER_DATA_PS_11` (shader processor input): sh register `0x017`, byte address `0x0B05C`.
pub type SpiShaderUserDataPs11 = SpiShaderUserDataPsN<11>;
/// `SPI_SHADER_USER_DATA_PS_12` (shader processor input): sh register `0x018`, byte address `0x0B060`.
pub type SpiShaderUserDataPs12 = SpiShaderUserDataPsN<12>;
/// `SPI_SHADER_USER_DATA_PS_13` (shader processor input): sh register `0x019`, byte address `0x0B064`.
pub type SpiShaderUserDataPs13 = SpiShaderUserDataPsN<13>;
/// `SPI_SHADER_USER_DATA_PS_14` (shader processor input): sh register `0x01A`, byte address `0x0B068`.
pub type SpiShaderUserDataPs14 = SpiShaderUserDataPsN<14>;
/// `SPI_SHADER_USER_DATA_PS_15` (shader processor input): sh register `0x01B`, byte address `0x0B06C`.
pub type SpiShaderUserDataPs15 = SpiShaderUserDataPsN<15>;

/// `SPI_SHADER_TBA_LO_VS` (shader processor input): sh register `0x040`, byte address `0x0B100`.
#[bitfield(u32)]
#[derive(PartialEq, Eq, Hash)]
pub struct SpiShaderTbaLoVs {
    /// `MEM_BASE`: Mem base.
    #[bits(32)]
    pub mem_base: u32,
}

impl Register for SpiShaderTbaLoVs {
    const SPACE: Space = Space::Sh;
    const OFFSET: u16 = 0x040;
    const NAME: &'static str = "SPI_SHADER_TBA_LO_VS";
    const FIELDS: &'static [Field] = &[Field::new(
        "MEM_BASE",
        Self::MEM_BASE_OFFSET,
        Self::MEM_BASE_BITS,
        FieldKind::Uint,
    )];
    fn to_bits(self) -> u32 {
        self.into_bits()
    }
    fn from_bits(bits: u32) -> Self {
        Self::from_bits(bits)
    }
}

/// `SPI_SHADER_TBA_HI_VS` (shader processor input): sh register `0x041`, byte address `0x0B104`.
#[bitfield(u32)]
#[derive(PartialEq, Eq, Hash)]
pub struct SpiShaderTbaHiVs {
    /// `MEM_BASE`: Mem base.
    #[bits(8)]
    pub mem_base: u8,
    #[bits(24)]
    __: u32,
}

impl Register for SpiShaderTbaHiVs {
    const SPACE: Space = Space::Sh;
    const OFFSET: u16 = 0x041;
    const NAME: &'static str = "SPI_SHADER_TBA_HI_VS";
    const FIELDS: &'static [Field] = &[Field::new(
        "MEM_BASE",
        Self::MEM_BASE_OFFSET,
        Self::MEM_BASE_BITS,
        FieldKind::Uint,
    )];
    fn to_bits(self) -> u32 {
        self.into_bits()
    }
    fn from_bits(bits: u32) -> Self {
        Self::from_bits(bits)
    }
}

/// `SPI_SHADER_TMA_LO_VS` (shader processor input): sh register `0x042`, byte address `0x0B108`.
#[bitfield(u32)]
#[derive(PartialEq, Eq, Hash)]
pub struct SpiShaderTmaLoVs {
    /// `MEM_BASE`: Mem base.
    #[bits(32)]
    pub mem_base: u32,
}

impl Register for SpiShaderTmaLoVs {
    const SPACE: Space = Space::Sh;
    const OFFSET: u16 = 0x042;
    const NAME: &'static str = "SPI_SHADER_TMA_LO_VS";
    const FIELDS: &'static [Field] = &[Field::new(
        "MEM_BASE",
        Self::MEM_BASE_OFFSET,
        Self::MEM_BASE_BITS,
        FieldKind::Uint,
    )];
    fn to_bits(self) -> u32 {
        self.into_bits()
    }
    fn from_bits(bits: u32) -> Self {
        Self::from_bits(bits)
    }
}

/// `SPI_SHADER_TMA_HI_VS` (shader processor input): sh register `0x043`, byte address `0x0B10C`.
#[bitfield(u32)]
#[derive(PartialEq, Eq, Hash)]
pub struct SpiShaderTmaHiVs {
    /// `MEM_BASE`: Mem base.
    #[bits(8)]
    pub mem_base: u8,
    #[bits(24)]
    __: u32,
}

impl Register for SpiShaderTmaHiVs {
    const SPACE: Space = Space::Sh;
    const OFFSET: u16 = 0x043;
    const NAME: &'static str = "SPI_SHADER_TMA_HI_VS";
    const FIELDS: &'static [Field] = &[Field::new(
        "MEM_BASE",
        Self::MEM_BASE_OFFSET,
        Self::MEM_BASE_BITS,
        FieldKind::Uint,
    )];
    fn to_bits(self) -> u32 {
        self.into_bits()
    }
    fn from_bits(bits: u32) -> Self {
        Self::from_bits(bits)
    }
}

/// `SPI_SHADER_PGM_RSRC3_VS` (shader processor input): sh register `0x046`, byte address `0x0B118`.
#[bitfield(u32)]
#[derive(PartialEq, Eq, Hash)]
pub struct SpiShaderPgmRsrc3Vs {
    /// `CU_EN`: CU enable.
    #[bits(16)]
    pub cu_en: u16,
    /// `WAVE_LIMIT`: Wave limit.
    #[bits(6)]
    pub wave_limit: u8,
    /// `LOCK_LOW_THRESHOLD`: Lock low threshold.
    #[bits(4)]
    pub lock_low_threshold: u8,
    #[bits(6)]
    __: u32,
}

impl Register for SpiShaderPgmRsrc3Vs {
    const SPACE: Space = Space::Sh;
    const OFFSET: u16 = 0x046;
    const NAME: &'static str = "SPI_SHADER_PGM_RSRC3_VS";
    const FIELDS: &'static [Field] = &[
        Field::new(
            "CU_EN",
            Self::CU_EN_OFFSET,
            Self::CU_EN_BITS,
            FieldKind::Uint,
        ),
        Field::new(
            "WAVE_LIMIT",
            Self::WAVE_LIMIT_OFFSET,
            Self::WAVE_LIMIT_BITS,
            FieldKind::Uint,
        ),
        Field::new(
            "LOCK_LOW_THRESHOLD",
            Self::LOCK_LOW_THRESHOLD_OFFSET,
            Self::LOCK_LOW_THRESHOLD_BITS,
            FieldKind::Uint,
        ),
    ];
    fn to_bits(self) -> u32 {
        self.into_bits()
    }
    fn from_bits(bits: u32) -> Self {
        Self::from_bits(bits)
    }
}

/// `SPI_SHADER_LATE_ALLOC_VS` (shader processor input): sh register `0x047`, byte address `0x0B11C`.
#[bitfield(u32)]
#[derive(PartialEq, Eq, Hash)]
pub struct SpiShaderLateAllocVs {
    /// `LIMIT`: Limit.
    #[bits(6)]
    pub limit: u8,
    #[bits(26)]
    __: u32,
}

impl Register for SpiShaderLateAllocVs {
    const SPACE: Space = Space::Sh;
    const OFFSET: u16 = 0x047;
    const NAME: &'static str = "SPI_SHADER_LATE_ALLOC_VS";
    const FIELDS: &'static [Field] = &[Field::new(
        "LIMIT",
        Self::LIMIT_OFFSET,
        Self::LIMIT_BITS,
        FieldKind::Uint,
    )];
    fn to_bits(self) -> u32 {
        self.into_bits()
    }
    fn from_bits(bits: u32) -> Self {
        Self::from_bits(bits)
    }
}

/// `SPI_SHADER_PGM_LO_VS` (shader processor input): sh register `0x048`, byte address `0x0B120`.
#[bitfield(u32)]
#[derive(PartialEq, Eq, Hash)]
pub struct SpiShaderPgmLoVs {
    /// `MEM_BASE`: Mem base.
    #[bits(32)]
    pub mem_base: u32,
}

impl Register for SpiShaderPgmLoVs {
    const SPACE: Space = Space::Sh;
    const OFFSET: u16 = 0x048;
    const NAME: &'static str = "SPI_SHADER_PGM_LO_VS";
    const FIELDS: &'static [Field] = &[Field::new(
        "MEM_BASE",
        Self::MEM_BASE_OFFSET,
        Self::MEM_BASE_BITS,
        FieldKind::Uint,
    )];
    fn to_bits(self) -> u32 {
        self.into_bits()
    }
    fn from_bits(bits: u32) -> Self {
        Self::from_bits(bits)
    }
}

/// `SPI_SHADER_PGM_HI_VS` (shader processor input): sh register `0x049`, byte address `0x0B124`.
#[bitfield(u32)]
#[derive(PartialEq, Eq, Hash)]
pub struct SpiShaderPgmHiVs {
    /// `MEM_BASE`: Mem base.
    #[bits(8)]
    pub mem_base: u8,
    #[bits(24)]
    __: u32,
}

impl Register for SpiShaderPgmHiVs {
    const SPACE: Space = Space::Sh;
    const OFFSET: u16 = 0x049;
    const NAME: &'static str = "SPI_SHADER_PGM_HI_VS";
    const FIELDS: &'static [Field] = &[Field::new(
        "MEM_BASE",
        Self::MEM_BASE_OFFSET,
        Self::MEM_BASE_BITS,
        FieldKind::Uint,
    )];
    fn to_bits(self) -> u32 {
        self.into_bits()
    }
    fn from_bits(bits: u32) -> Self {
        Self::from_bits(bits)
    }
}

/// `SPI_SHADER_PGM_RSRC1_VS` (shader processor input): sh register `0x04A`, byte address `0x0B128`.
#[bitfield(u32)]
#[derive(PartialEq, Eq, Hash)]
pub struct SpiShaderPgmRsrc1Vs {
    /// `VGPRS`: Vgprs.
    #[bits(6)]
    pub vgprs: u8,
    /// `SGPRS`: Sgprs.
    #[bits(4)]
    pub sgprs: u8,
    /// `PRIORITY`: Priority.
    #[bits(2)]
    pub priority: u8,
    /// `FLOAT_MODE`: Float mode ([`FloatMode`]).
    #[bits(8)]
    pub float_mode: FloatMode,
    /// `PRIV`: Priv.
    pub r#priv: bool,
    /// `DX10_CLAMP`: DX10 clamp.
    pub dx10_clamp: bool,
    /// `DEBUG_MODE`: Debug mode.
    pub debug_mode: bool,
    /// `IEEE_MODE`: Ieee mode.
    pub ieee_mode: bool,
    /// `VGPR_COMP_CNT`: Vgpr component count.
    #[bits(2)]
    pub vgpr_comp_cnt: u8,
    /// `CU_GROUP_ENABLE`: CU group enable.
    pub cu_group_enable: bool,
    /// `CACHE_CTL`: Cache control.
    #[bits(3)]
    pub cache_ctl: u8,
    /// `CDBG_USER`: Cdbg user.
    pub cdbg_user: bool,
    #[bits(1)]
    __: u32,
}

impl Register for SpiShaderPgmRsrc1Vs {
    const SPACE: Space = Space::Sh;
    const OFFSET: u16 = 0x04A;
    const NAME: &'static str = "SPI_SHADER_PGM_RSRC1_VS";
    const FIELDS: &'static [Field] = &[
        Field::new(
            "VGPRS",
            Self::VGPRS_OFFSET,
            Self::VGPRS_BITS,
            FieldKind::Uint,
        ),
        Field::new(
            "SGPRS",
            Self::SGPRS_OFFSET,
            Self::SGPRS_BITS,
            FieldKind::Uint,
        ),
        Field::new(
            "PRIORITY",
            Self::PRIORITY_OFFSET,
            Self::PRIORITY_BITS,
            FieldKind::Uint,
        ),
        Field::new(
            "FLOAT_MODE",
            Self::FLOAT_MODE_OFFSET,
            Self::FLOAT_MODE_BITS,
            FieldKind::Enum(FloatMode::name_of),
        ),
        Field::new("PRIV", Self::PRIV_OFFSET, Self::PRIV_BITS, FieldKind::Bool),
        Field::new(
            "DX10_CLAMP",
            Self::DX10_CLAMP_OFFSET,
            Self::DX10_CLAMP_BITS,
            FieldKind::Bool,
        ),
        Field::new(
            "DEBUG_MODE",
            Self::DEBUG_MODE_OFFSET,
            Self::DEBUG_MODE_BITS,
            FieldKind::Bool,
        ),
        Field::new(
            "IEEE_MODE",
            Self::IEEE_MODE_OFFSET,
            Self::IEEE_MODE_BITS,
            FieldKind::Bool,
        ),
        Field::new(
            "VGPR_COMP_CNT",
            Self::VGPR_COMP_CNT_OFFSET,
            Self::VGPR_COMP_CNT_BITS,
            FieldKind::Uint,
        ),
        Field::new(
            "CU_GROUP_ENABLE",
            Self::CU_GROUP_ENABLE_OFFSET,
            Self::CU_GROUP_ENABLE_BITS,
            FieldKind::Bool,
        ),
        Field::new(
            "CACHE_CTL",
            Self::CACHE_CTL_OFFSET,
            Self::CACHE_CTL_BITS,
            FieldKind::Uint,
        ),
        Field::new(
            "CDBG_USER",
            Self::CDBG_USER_OFFSET,
            Self::CDBG_USER_BITS,
            FieldKind::Bool,
        ),
    ];
    fn to_bits(self) -> u32 {
        self.into_bits()
    }
    fn from_bits(bits: u32) -> Self {
        Self::from_bits(bits)
    }
}

/// `SPI_SHADER_PGM_RSRC2_VS` (shader processor input): sh register `0x04B`, byte address `0x0B12C`.
#[bitfield(u32)]
#[derive(PartialEq, Eq, Hash)]
pub struct SpiShaderPgmRsrc2Vs {
    /// `SCRATCH_EN`: Scratch enable.
    pub scratch_en: bool,
    /// `USER_SGPR`: User sgpr.
    #[bits(5)]
    pub user_sgpr: u8,
    /// `TRAP_PRESENT`: Trap present.
    pub trap_present: bool,
    /// `OC_LDS_EN`: OC lds enable.
    pub oc_lds_en: bool,
    /// `SO_BASE0_EN`: SO BASE0 enable.
    pub so_base0_en: bool,
    /// `SO_BASE1_EN`: SO BASE1 enable.
    pub so_base1_en: bool,
    /// `SO_BASE2_EN`: SO BASE2 enable.
    pub so_base2_en: bool,
    /// `SO_BASE3_EN`: SO BASE3 enable.
    pub so_base3_en: bool,
    /// `SO_EN`: SO enable.
    pub so_en: bool,
    /// `EXCP_EN`: Exception enable (`EXCP_EN` values).
    #[bits(9)]
    pub excp_en: u16,
    #[bits(10)]
    __: u32,
}

impl Register for SpiShaderPgmRsrc2Vs {
    const SPACE: Space = Space::Sh;
    const OFFSET: u16 = 0x04B;
    const NAME: &'static str = "SPI_SHADER_PGM_RSRC2_VS";
    const FIELDS: &'static [Field] = &[
        Field::new(
            "SCRATCH_EN",
            Self::SCRATCH_EN_OFFSET,
            Self::SCRATCH_EN_BITS,
            FieldKind::Bool,
        ),
        Field::new(
            "USER_SGPR",
            Self::USER_SGPR_OFFSET,
            Self::USER_SGPR_BITS,
            FieldKind::Uint,
        ),
        Field::new(
            "TRAP_PRESENT",
            Self::TRAP_PRESENT_OFFSET,
            Self::TRAP_PRESENT_BITS,
            FieldKind::Bool,
        ),
        Field::new(
            "OC_LDS_EN",
            Self::OC_LDS_EN_OFFSET,
            Self::OC_LDS_EN_BITS,
            FieldKind::Bool,
        ),
        Field::new(
            "SO_BASE0_EN",
            Self::SO_BASE0_EN_OFFSET,
            Self::SO_BASE0_EN_BITS,
            FieldKind::Bool,
        ),
        Field::new(
            "SO_BASE1_EN",
            Self::SO_BASE1_EN_OFFSET,
            Self::SO_BASE1_EN_BITS,
            FieldKind::Bool,
        ),
        Field::new(
            "SO_BASE2_EN",
            Self::SO_BASE2_EN_OFFSET,
            Self::SO_BASE2_EN_BITS,
            FieldKind::Bool,
        ),
        Field::new(
            "SO_BASE3_EN",
            Self::SO_BASE3_EN_OFFSET,
            Self::SO_BASE3_EN_BITS,
            FieldKind::Bool,
        ),
        Field::new(
            "SO_EN",
            Self::SO_EN_OFFSET,
            Self::SO_EN_BITS,
            FieldKind::Bool,
        ),
        Field::new(
            "EXCP_EN",
            Self::EXCP_EN_OFFSET,
            Self::EXCP_EN_BITS,
            FieldKind::Uint,
        ),
    ];
    fn to_bits(self) -> u32 {
        self.into_bits()
    }
    fn from_bits(bits: u32) -> Self {
        Self::from_bits(bits)
    }
}

/// `SPI_SHADER_USER_DATA_VS_n` (shader processor input): sh registers `SPI_SHADER_USER_DATA_VS_0`..=`SPI_SHADER_USER_DATA_VS_15`, slot `N` in `0..=15` at `0x04C + 0x1 * (N - 0)`.
///
/// One layout shared by every slot; each slot is its own type (see the aliases such as
/// [`SpiShaderUserDataVs0`]), so the offset always comes from the type.
#[bitfield(u32)]
#[derive(PartialEq, Eq, Hash)]
pub struct SpiShaderUserDataVsN<const N: usize> {
    /// `DATA`: Data.
    #[bits(32)]
    pub data: u32,
}

crate::regs::register_family! {
    SpiShaderUserDataVsN {
        space: Sh,
        base: 0x04C,
        stride: 0x1,
        first: 0,
        names: [
            "SPI_SHADER_USER_DATA_VS_0",
            "SPI_SHADER_USER_DATA_VS_1",
            "SPI_SHADER_USER_DATA_VS_2",
            "SPI_SHADER_USER_DATA_VS_3",
            "SPI_SHADER_USER_DATA_VS_4",
            "SPI_SHADER_USER_DATA_VS_5",
            "SPI_SHADER_USER_DATA_VS_6",
            "SPI_SHADER_USER_DATA_VS_7",
            "SPI_SHADER_USER_DATA_VS_8",
            "SPI_SHADER_USER_DATA_VS_9",
            "SPI_SHADER_USER_DATA_VS_10",
            "SPI_SHADER_USER_DATA_VS_11",
            "SPI_SHADER_USER_DATA_VS_12",
            "SPI_SHADER_USER_DATA_VS_13",
            "SPI_SHADER_USER_DATA_VS_14",
            "SPI_SHADER_USER_DATA_VS_15",
        ],
        fields: &[
            Field::new("DATA", Self::DATA_OFFSET, Self::DATA_BITS, FieldKind::Uint),
        ],
    }
}

/// `SPI_SHADER_USER_DATA_VS_0` (shader processor input): sh register `0x04C`, byte address `0x0B130`.
pub type SpiShaderUserDataVs0 = SpiShaderUserDataVsN<0>;
/// `SPI_SHADER_USER_DATA_VS_1` (shader processor input): sh register `0x04D`, byte address `0x0B134`.
pub type SpiShaderUserDataVs1 = SpiShaderUserDataVsN<1>;
/// `SPI_SHADER_USER_DATA_VS_2` (shader processor input): sh register `0x04E`, byte address `0x0B138`.
pub type SpiShaderUserDataVs2 = SpiShaderUserDataVsN<2>;
/// `SPI_SHADER_USER_DATA_VS_3` (shader processor input): sh register `0x04F`, byte address `0x0B13C`.
pub type SpiShaderUserDataVs3 = SpiShaderUserDataVsN<3>;
/// `SPI_SHADER_USER_DATA_VS_4` (shader processor input): sh register `0x050`, byte address `0x0B140`.
pub type SpiShaderUserDataVs4 = SpiShaderUserDataVsN<4>;
/// `SPI_SHADER_USER_DATA_VS_5` (shader processor input): sh register `0x051`, byte address `0x0B144`.
pub type SpiShaderUserDataVs5 = SpiShaderUserDataVsN<5>;
/// `SPI_SHADER_USER_DATA_VS_6` (shader processor input): sh register `0x052`, byte address `0x0B148`.
pub type SpiShaderUserDataVs6 = SpiShaderUserDataVsN<6>;
/// `SPI_SHADER_USER_DATA_VS_7` (shader processor input): sh register `0x053`, byte address `0x0B14C`.
pub type SpiShaderUserDataVs7 = SpiShaderUserDataVsN<7>;
/// `SPI_SHADER_USER_DATA_VS_8` (shader processor input): sh register `0x054`, byte address `0x0B150`.
pub type SpiShaderUserDataVs8 = SpiShaderUserDataVsN<8>;
/// `SPI_SHADER_USER_DATA_VS_9` (shader processor input): sh register `0x055`, byte address `0x0B154`.
pub type SpiShaderUserDataVs9 = SpiShaderUserDataVsN<9>;
/// `SPI_SHADER_USER_DATA_VS_10` (shader processor input): sh register `0x056`, byte address `0x0B158`.
pub type SpiShaderUserDataVs10 = SpiShaderUserDataVsN<10>;
/// `SPI_SHADER_USER_DATA_VS_11` (shader processor input): sh register `0x057`, byte address `0x0B15C`.
pub type SpiShaderUserDataVs11 = SpiShaderUserDataVsN<11>;
/// `SPI_SHADER_USER_DATA_VS_12` (shader processor input): sh register `0x058`, byte address `0x0B160`.
pub type SpiShaderUserDataVs12 = SpiShaderUserDataVsN<12>;
/// `SPI_SHADER_USER_DATA_VS_13` (shader processor input): sh register `0x059`, byte address `0x0B164`.
pub type SpiShaderUserDataVs13 = SpiShaderUserDataVsN<13>;
/// `SPI_SHADER_USER_DATA_VS_14` (shader processor input): sh register `0x05A`, byte address `0x0B168`.
pub type SpiShaderUserDataVs14 = SpiShaderUserDataVsN<14>;
/// `SPI_SHADER_USER_DATA_VS_15` (shader processor input): sh register `0x05B`, byte address `0x0B16C`.
pub type SpiShaderUserDataVs15 = SpiShaderUserDataVsN<15>;

/// `SPI_SHADER_PGM_RSRC2_ES_VS` (shader processor input): sh register `0x07C`, byte address `0x0B1F0`.
#[bitfield(u32)]
#[derive(PartialEq, Eq, Hash)]
pub struct SpiShaderPgmRsrc2EsVs {
    /// `SCRATCH_EN`: Scratch enable.
    pub scratch_en: bool,
    /// `USER_SGPR`: User sgpr.
    #[bits(5)]
    pub user_sgpr: u8,
    /// `TRAP_PRESENT`: Trap present.
    pub trap_present: bool,
    /// `OC_LDS_EN`: OC lds enable.
    pub oc_lds_en: bool,
    /// `EXCP_EN`: Exception enable (`EXCP_EN` values).
    #[bits(9)]
    pub excp_en: u16,
    #[bits(3)]
    __: u32,
    /// `LDS_SIZE`: Lds size.
    #[bits(9)]
    pub lds_size: u16,
    #[bits(3)]
    __: u32,
}

impl Register for SpiShaderPgmRsrc2EsVs {
    const SPACE: Space = Space::Sh;
    const OFFSET: u16 = 0x07C;
    const NAME: &'static str = "SPI_SHADER_PGM_RSRC2_ES_VS";
    const FIELDS: &'static [Field] = &[
        Field::new(
            "SCRATCH_EN",
            Self::SCRATCH_EN_OFFSET,
            Self::SCRATCH_EN_BITS,
            FieldKind::Bool,
        ),
        Field::new(
            "USER_SGPR",
            Self::USER_SGPR_OFFSET,
            Self::USER_SGPR_BITS,
            FieldKind::Uint,
        ),
        Field::new(
            "TRAP_PRESENT",
            Self::TRAP_PRESENT_OFFSET,
            Self::TRAP_PRESENT_BITS,
            FieldKind::Bool,
        ),
        Field::new(
            "OC_LDS_EN",
            Self::OC_LDS_EN_OFFSET,
            Self::OC_LDS_EN_BITS,
            FieldKind::Bool,
        ),
        Field::new(
            "EXCP_EN",
            Self::EXCP_EN_OFFSET,
            Self::EXCP_EN_BITS,
            FieldKind::Uint,
        ),
        Field::new(
            "LDS_SIZE",
            Self::LDS_SIZE_OFFSET,
            Self::LDS_SIZE_BITS,
            FieldKind::Uint,
        ),
    ];
    fn to_bits(self) -> u32 {
        self.into_bits()
    }
    fn from_bits(bits: u32) -> Self {
        Self::from_bits(bits)
    }
}

/// `SPI_SHADER_PGM_RSRC2_LS_VS` (shader processor input): sh register `0x07D`, byte address `0x0B1F4`.
#[bitfield(u32)]
#[derive(PartialEq, Eq, Hash)]
pub struct SpiShaderPgmRsrc2LsVs {
    /// `SCRATCH_EN`: Scratch enable.
    pub scratch_en: bool,
    /// `USER_SGPR`: User sgpr.
    #[bits(5)]
    pub user_sgpr: u8,
    /// `TRAP_PRESENT`: Trap present.
    pub trap_present: bool,
    /// `LDS_SIZE`: Lds size.
    #[bits(9)]
    pub lds_size: u16,
    /// `EXCP_EN`: Exception enable (`EXCP_EN` values).
    #[bits(9)]
    pub excp_en: u16,
    #[bits(7)]
    __: u32,
}

impl Register for SpiShaderPgmRsrc2LsVs {
    const SPACE: Space = Space::Sh;
    const OFFSET: u16 = 0x07D;
    const NAME: &'static str = "SPI_SHADER_PGM_RSRC2_LS_VS";
    const FIELDS: &'static [Field] = &[
        Field::new(
            "SCRATCH_EN",
            Self::SCRATCH_EN_OFFSET,
            Self::SCRATCH_EN_BITS,
            FieldKind::Bool,
        ),
        Field::new(
            "USER_SGPR",
            Self::USER_SGPR_OFFSET,
            Self::USER_SGPR_BITS,
            FieldKind::Uint,
        ),
        Field::new(
            "TRAP_PRESENT",
            Self::TRAP_PRESENT_OFFSET,
            Self::TRAP_PRESENT_BITS,
            FieldKind::Bool,
        ),
        Field::new(
            "LDS_SIZE",
            Self::LDS_SIZE_OFFSET,
            Self::LDS_SIZE_BITS,
            FieldKind::Uint,
        ),
        Field::new(
            "EXCP_EN",
            Self::EXCP_EN_OFFSET,
            Self::EXCP_EN_BITS,
            FieldKind::Uint,
        ),
    ];
    fn to_bits(self) -> u32 {
        self.into_bits()
    }
    fn from_bits(bits: u32) -> Self {
        Self::from_bits(bits)
    }
}

/// `SPI_SHADER_TBA_LO_GS` (shader processor input): sh register `0x080`, byte address `0x0B200`.
#[bitfield(u32)]
#[derive(PartialEq, Eq, Hash)]
pub struct SpiShaderTbaLoGs {
    /// `MEM_BASE`: Mem base.
    #[bits(32)]
    pub mem_base: u32,
}

impl Register for SpiShaderTbaLoGs {
    const SPACE: Space = Space::Sh;
    const OFFSET: u16 = 0x080;
    const NAME: &'static str = "SPI_SHADER_TBA_LO_GS";
    const FIELDS: &'static [Field] = &[Field::new(
        "MEM_BASE",
        Self::MEM_BASE_OFFSET,
        Self::MEM_BASE_BITS,
        FieldKind::Uint,
    )];
    fn to_bits(self) -> u32 {
        self.into_bits()
    }
    fn from_bits(bits: u32) -> Self {
        Self::from_bits(bits)
    }
}

/// `SPI_SHADER_TBA_HI_GS` (shader processor input): sh register `0x081`, byte address `0x0B204`.
#[bitfield(u32)]
#[derive(PartialEq, Eq, Hash)]
pub struct SpiShaderTbaHiGs {
    /// `MEM_BASE`: Mem base.
    #[bits(8)]
    pub mem_base: u8,
    #[bits(24)]
    __: u32,
}

impl Register for SpiShaderTbaHiGs {
    const SPACE: Space = Space::Sh;
    const OFFSET: u16 = 0x081;
    const NAME: &'static str = "SPI_SHADER_TBA_HI_GS";
    const FIELDS: &'static [Field] = &[Field::new(
        "MEM_BASE",
        Self::MEM_BASE_OFFSET,
        Self::MEM_BASE_BITS,
        FieldKind::Uint,
    )];
    fn to_bits(self) -> u32 {
        self.into_bits()
    }
    fn from_bits(bits: u32) -> Self {
        Self::from_bits(bits)
    }
}

/// `SPI_SHADER_TMA_LO_GS` (shader processor input): sh register `0x082`, byte address `0x0B208`.
#[bitfield(u32)]
#[derive(PartialEq, Eq, Hash)]
pub struct SpiShaderTmaLoGs {
    /// `MEM_BASE`: Mem base.
    #[bits(32)]
    pub mem_base: u32,
}

impl Register for SpiShaderTmaLoGs {
    const SPACE: Space = Space::Sh;
    const OFFSET: u16 = 0x082;
    const NAME: &'static str = "SPI_SHADER_TMA_LO_GS";
    const FIELDS: &'static [Field] = &[Field::new(
        "MEM_BASE",
        Self::MEM_BASE_OFFSET,
        Self::MEM_BASE_BITS,
        FieldKind::Uint,
    )];
    fn to_bits(self) -> u32 {
        self.into_bits()
    }
    fn from_bits(bits: u32) -> Self {
        Self::from_bits(bits)
    }
}

/// `SPI_SHADER_TMA_HI_GS` (shader processor input): sh register `0x083`, byte address `0x0B20C`.
#[bitfield(u32)]
#[derive(PartialEq, Eq, Hash)]
pub struct SpiShaderTmaHiGs {
    /// `MEM_BASE`: Mem base.
    #[bits(8)]
    pub mem_base: u8,
    #[bits(24)]
    __: u32,
}

impl Register for SpiShaderTmaHiGs {
    const SPACE: Space = Space::Sh;
    const OFFSET: u16 = 0x083;
    const NAME: &'static str = "SPI_SHADER_TMA_HI_GS";
    const FIELDS: &'static [Field] = &[Field::new(
        "MEM_BASE",
        Self::MEM_BASE_OFFSET,
        Self::MEM_BASE_BITS,
        FieldKind::Uint,
    )];
    fn to_bits(self) -> u32 {
        self.into_bits()
    }
    fn from_bits(bits: u32) -> Self {
        Self::from_bits(bits)
    }
}

/// `SPI_SHADER_PGM_RSRC3_GS` (shader processor input): sh register `0x087`, byte address `0x0B21C`.
#[bitfield(u32)]
#[derive(PartialEq, Eq, Hash)]
pub struct SpiShaderPgmRsrc3Gs {
    /// `CU_EN`: CU enable.
    #[bits(16)]
    pub cu_en: u16,
    /// `WAVE_LIMIT`: Wave limit.
    #[bits(6)]
    pub wave_limit: u8,
    /// `LOCK_LOW_THRESHOLD`: Lock low threshold.
    #[bits(4)]
    pub lock_low_threshold: u8,
    #[bits(6)]
    __: u32,
}

impl Register for SpiShaderPgmRsrc3Gs {
    const SPACE: Space = Space::Sh;
    const OFFSET: u16 = 0x087;
    const NAME: &'static str = "SPI_SHADER_PGM_RSRC3_GS";
    const FIELDS: &'static [Field] = &[
        Field::new(
            "CU_EN",
            Self::CU_EN_OFFSET,
            Self::CU_EN_BITS,
            FieldKind::Uint,
        ),
        Field::new(
            "WAVE_LIMIT",
            Self::WAVE_LIMIT_OFFSET,
            Self::WAVE_LIMIT_BITS,
            FieldKind::Uint,
        ),
        Field::new(
            "LOCK_LOW_THRESHOLD",
            Self::LOCK_LOW_THRESHOLD_OFFSET,
            Self::LOCK_LOW_THRESHOLD_BITS,
            FieldKind::Uint,
        ),
    ];
    fn to_bits(self) -> u32 {
        self.into_bits()
    }
    fn from_bits(bits: u32) -> Self {
        Self::from_bits(bits)
    }
}

/// `SPI_SHADER_PGM_LO_GS` (shader processor input): sh register `0x088`, byte address `0x0B220`.
#[bitfield(u32)]
#[derive(PartialEq, Eq, Hash)]
pub struct SpiShaderPgmLoGs {
    /// `MEM_BASE`: Mem base.
    #[bits(32)]
    pub mem_base: u32,
}

impl Register for SpiShaderPgmLoGs {
    const SPACE: Space = Space::Sh;
    const OFFSET: u16 = 0x088;
    const NAME: &'static str = "SPI_SHADER_PGM_LO_GS";
    const FIELDS: &'static [Field] = &[Field::new(
        "MEM_BASE",
        Self::MEM_BASE_OFFSET,
        Self::MEM_BASE_BITS,
        FieldKind::Uint,
    )];
    fn to_bits(self) -> u32 {
        self.into_bits()
    }
    fn from_bits(bits: u32) -> Self {
        Self::from_bits(bits)
    }
}

/// `SPI_SHADER_PGM_HI_GS` (shader processor input): sh register `0x089`, byte address `0x0B224`.
#[bitfield(u32)]
#[derive(PartialEq, Eq, Hash)]
pub struct SpiShaderPgmHiGs {
    /// `MEM_BASE`: Mem base.
    #[bits(8)]
    pub mem_base: u8,
    #[bits(24)]
    __: u32,
}

impl Register for SpiShaderPgmHiGs {
    const SPACE: Space = Space::Sh;
    const OFFSET: u16 = 0x089;
    const NAME: &'static str = "SPI_SHADER_PGM_HI_GS";
    const FIELDS: &'static [Field] = &[Field::new(
        "MEM_BASE",
        Self::MEM_BASE_OFFSET,
        Self::MEM_BASE_BITS,
        FieldKind::Uint,
    )];
    fn to_bits(self) -> u32 {
        self.into_bits()
    }
    fn from_bits(bits: u32) -> Self {
        Self::from_bits(bits)
    }
}

/// `SPI_SHADER_PGM_RSRC1_GS` (shader processor input): sh register `0x08A`, byte address `0x0B228`.
#[bitfield(u32)]
#[derive(PartialEq, Eq, Hash)]
pub struct SpiShaderPgmRsrc1Gs {
    /// `VGPRS`: Vgprs.
    #[bits(6)]
    pub vgprs: u8,
    /// `SGPRS`: Sgprs.
    #[bits(4)]
    pub sgprs: u8,
    /// `PRIORITY`: Priority.
    #[bits(2)]
    pub priority: u8,
    /// `FLOAT_MODE`: Float mode ([`FloatMode`]).
    #[bits(8)]
    pub float_mode: FloatMode,
    /// `PRIV`: Priv.
    pub r#priv: bool,
    /// `DX10_CLAMP`: DX10 clamp.
    pub dx10_clamp: bool,
    /// `DEBUG_MODE`: Debug mode.
    pub debug_mode: bool,
    /// `IEEE_MODE`: Ieee mode.
    pub ieee_mode: bool,
    /// `CU_GROUP_ENABLE`: CU group enable.
    pub cu_group_enable: bool,
    /// `CACHE_CTL`: Cache control.
    #[bits(3)]
    pub cache_ctl: u8,
    /// `CDBG_USER`: Cdbg user.
    pub cdbg_user: bool,
    #[bits(3)]
    __: u32,
}

impl Register for SpiShaderPgmRsrc1Gs {
    const SPACE: Space = Space::Sh;
    const OFFSET: u16 = 0x08A;
    const NAME: &'static str = "SPI_SHADER_PGM_RSRC1_GS";
    const FIELDS: &'static [Field] = &[
        Field::new(
            "VGPRS",
            Self::VGPRS_OFFSET,
            Self::VGPRS_BITS,
            FieldKind::Uint,
        ),
        Field::new(
            "SGPRS",
            Self::SGPRS_OFFSET,
            Self::SGPRS_BITS,
            FieldKind::Uint,
        ),
        Field::new(
            "PRIORITY",
            Self::PRIORITY_OFFSET,
            Self::PRIORITY_BITS,
            FieldKind::Uint,
        ),
        Field::new(
            "FLOAT_MODE",
            Self::FLOAT_MODE_OFFSET,
            Self::FLOAT_MODE_BITS,
            FieldKind::Enum(FloatMode::name_of),
        ),
        Field::new("PRIV", Self::PRIV_OFFSET, Self::PRIV_BITS, FieldKind::Bool),
        Field::new(
            "DX10_CLAMP",
            Self::DX10_CLAMP_OFFSET,
            Self::DX10_CLAMP_BITS,
            FieldKind::Bool,
        ),
        Field::new(
            "DEBUG_MODE",
            Self::DEBUG_MODE_OFFSET,
            Self::DEBUG_MODE_BITS,
            FieldKind::Bool,
        ),
        Field::new(
            "IEEE_MODE",
            Self::IEEE_MODE_OFFSET,
            Self::IEEE_MODE_BITS,
            FieldKind::Bool,
        ),
        Field::new(
            "CU_GROUP_ENABLE",
            Self::CU_GROUP_ENABLE_OFFSET,
            Self::CU_GROUP_ENABLE_BITS,
            FieldKind::Bool,
        ),
        Field::new(
            "CACHE_CTL",
            Self::CACHE_CTL_OFFSET,
            Self::CACHE_CTL_BITS,
            FieldKind::Uint,
        ),
        Field::new(
            "CDBG_USER",
            Self::CDBG_USER_OFFSET,
            Self::CDBG_USER_BITS,
            FieldKind::Bool,
        ),
    ];
    fn to_bits(self) -> u32 {
        self.into_bits()
    }
    fn from_bits(bits: u32) -> Self {
        Self::from_bits(bits)
    }
}

/// `SPI_SHADER_PGM_RSRC2_GS` (shader processor input): sh register `0x08B`, byte address `0x0B22C`.
#[bitfield(u32)]
#[derive(PartialEq, Eq, Hash)]
pub struct SpiShaderPgmRsrc2Gs {
    /// `SCRATCH_EN`: Scratch enable.
    pub scratch_en: bool,
    /// `USER_SGPR`: User sgpr.
    #[bits(5)]
    pub user_sgpr: u8,
    /// `TRAP_PRESENT`: Trap present.
    pub trap_present: bool,
    /// `EXCP_EN`: Exception enable (`EXCP_EN` values).
    #[bits(9)]
    pub excp_en: u16,
    #[bits(16)]
    __: u32,
}

impl Register for SpiShaderPgmRsrc2Gs {
    const SPACE: Space = Space::Sh;
    const OFFSET: u16 = 0x08B;
    const NAME: &'static str = "SPI_SHADER_PGM_RSRC2_GS";
    const FIELDS: &'static [Field] = &[
        Field::new(
            "SCRATCH_EN",
            Self::SCRATCH_EN_OFFSET,
            Self::SCRATCH_EN_BITS,
            FieldKind::Bool,
        ),
        Field::new(
            "USER_SGPR",
            Self::USER_SGPR_OFFSET,
            Self::USER_SGPR_BITS,
            FieldKind::Uint,
        ),
        Field::new(
            "TRAP_PRESENT",
            Self::TRAP_PRESENT_OFFSET,
            Self::TRAP_PRESENT_BITS,
            FieldKind::Bool,
        ),
        Field::new(
            "EXCP_EN",
            Self::EXCP_EN_OFFSET,
            Self::EXCP_EN_BITS,
            FieldKind::Uint,
        ),
    ];
    fn to_bits(self) -> u32 {
        self.into_bits()
    }
    fn from_bits(bits: u32) -> Self {
        Self::from_bits(bits)
    }
}

/// `SPI_SHADER_USER_DATA_GS_n` (shader processor input): sh registers `SPI_SHADER_USER_DATA_GS_0`..=`SPI_SHADER_USER_DATA_GS_15`, slot `N` in `0..=15` at `0x08C + 0x1 * (N - 0)`.
///
/// One layout shared by every slot; each slot is its own type (see the aliases such as
/// [`SpiShaderUserDataGs0`]), so the offset always comes from the type.
#[bitfield(u32)]
#[derive(PartialEq, Eq, Hash)]
pub struct SpiShaderUserDataGsN<const N: usize> {
    /// `DATA`: Data.
    #[bits(32)]
    pub data: u32,
}

crate::regs::register_family! {
    SpiShaderUserDataGsN {
        space: Sh,
        base: 0x08C,
        stride: 0x1,
        first: 0,
        names: [
            "SPI_SHADER_USER_DATA_GS_0",
            "SPI_SHADER_USER_DATA_GS_1",
            "SPI_SHADER_USER_DATA_GS_2",
            "SPI_SHADER_USER_DATA_GS_3",
            "SPI_SHADER_USER_DATA_GS_4",
            "SPI_SHADER_USER_DATA_GS_5",
            "SPI_SHADER_USER_DATA_GS_6",
            "SPI_SHADER_USER_DATA_GS_7",
            "SPI_SHADER_USER_DATA_GS_8",
            "SPI_SHADER_USER_DATA_GS_9",
            "SPI_SHADER_USER_DATA_GS_10",
            "SPI_SHADER_USER_DATA_GS_11",
            "SPI_SHADER_USER_DATA_GS_12",
            "SPI_SHADER_USER_DATA_GS_13",
            "SPI_SHADER_USER_DATA_GS_14",
            "SPI_SHADER_USER_DATA_GS_15",
        ],
        fields: &[
            Field::new("DATA", Self::DATA_OFFSET, Self::DATA_BITS, FieldKind::Uint),
        ],
    }
}

/// `SPI_SHADER_USER_DATA_GS_0` (shader processor input): sh register `0x08C`, byte address `0x0B230`.
pub type SpiShaderUserDataGs0 = SpiShaderUserDataGsN<0>;
/// `SPI_SHADER_USER_DATA_GS_1` (shader processor input): sh register `0x08D`, byte address `0x0B234`.
pub type SpiShaderUserDataGs1 = SpiShaderUserDataGsN<1>;
/// `SPI_SHADER_USER_DATA_GS_2` (shader processor input): sh register `0x08E`, byte address `0x0B238`.
pub type SpiShaderUserDataGs2 = SpiShaderUserDataGsN<2>;
/// `SPI_SHADER_USER_DATA_GS_3` (shader processor input): sh register `0x08F`, byte address `0x0B23C`.
pub type SpiShaderUserDataGs3 = SpiShaderUserDataGsN<3>;
/// `SPI_SHADER_USER_DATA_GS_4` (shader processor input): sh register `0x090`, byte address `0x0B240`.
pub type SpiShaderUserDataGs4 = SpiShaderUserDataGsN<4>;
/// `SPI_SHADER_USER_DATA_GS_5` (shader processor input): sh register `0x091`, byte address `0x0B244`.
pub type SpiShaderUserDataGs5 = SpiShaderUserDataGsN<5>;
/// `SPI_SHADER_USER_DATA_GS_6` (shader processor input): sh register `0x092`, byte address `0x0B248`.
pub type SpiShaderUserDataGs6 = SpiShaderUserDataGsN<6>;
/// `SPI_SHADER_USER_DATA_GS_7` (shader processor input): sh register `0x093`, byte address `0x0B24C`.
pub type SpiShaderUserDataGs7 = SpiShaderUserDataGsN<7>;
/// `SPI_SHADER_USER_DATA_GS_8` (shader processor input): sh register `0x094`, byte address `0x0B250`.
pub type SpiShaderUserDataGs8 = SpiShaderUserDataGsN<8>;
/// `SPI_SHADER_USER_DATA_GS_9` (shader processor input): sh register `0x095`, byte address `0x0B254`.
pub type SpiShaderUserDataGs9 = SpiShaderUserDataGsN<9>;
/// `SPI_SHADER_USER_DATA_GS_10` (shader processor input): sh register `0x096`, byte address `0x0B258`.
pub type SpiShaderUserDataGs10 = SpiShaderUserDataGsN<10>;
/// `SPI_SHADER_USER_DATA_GS_11` (shader processor input): sh register `0x097`, byte address `0x0B25C`.
pub type SpiShaderUserDataGs11 = SpiShaderUserDataGsN<11>;
/// `SPI_SHADER_USER_DATA_GS_12` (shader processor input): sh register `0x098`, byte address `0x0B260`.
pub type SpiShaderUserDataGs12 = SpiShaderUserDataGsN<12>;
/// `SPI_SHADER_USER_DATA_GS_13` (shader processor input): sh register `0x099`, byte address `0x0B264`.
pub type SpiShaderUserDataGs13 = SpiShaderUserDataGsN<13>;
/// `SPI_SHADER_USER_DATA_GS_14` (shader processor input): sh register `0x09A`, byte address `0x0B268`.
pub type SpiShaderUserDataGs14 = SpiShaderUserDataGsN<14>;
/// `SPI_SHADER_USER_DATA_GS_15` (shader processor input): sh register `0x09B`, byte address `0x0B26C`.
pub type SpiShaderUserDataGs15 = SpiShaderUserDataGsN<15>;

/// `SPI_SHADER_PGM_RSRC2_ES_GS` (shader processor input): sh register `0x0BC`, byte address `0x0B2F0`.
#[bitfield(u32)]
#[derive(PartialEq, Eq, Hash)]
pub struct SpiShaderPgmRsrc2EsGs {
    /// `SCRATCH_EN`: Scratch enable.
    pub scratch_en: bool,
    /// `USER_SGPR`: User sgpr.
    #[bits(5)]
    pub user_sgpr: u8,
    /// `TRAP_PRESENT`: Trap present.
    pub trap_present: bool,
    /// `OC_LDS_EN`: OC lds enable.
    pub oc_lds_en: bool,
    /// `EXCP_EN`: Exception enable (`EXCP_EN` values).
    #[bits(9)]
    pub excp_en: u16,
    #[bits(3)]
    __: u32,
    /// `LDS_SIZE`: Lds size.
    #[bits(9)]
    pub lds_size: u16,
    #[bits(3)]
    __: u32,
}

impl Register for SpiShaderPgmRsrc2EsGs {
    const SPACE: Space = Space::Sh;
    const OFFSET: u16 = 0x0BC;
    const NAME: &'static str = "SPI_SHADER_PGM_RSRC2_ES_GS";
    const FIELDS: &'static [Field] = &[
        Field::new(
            "SCRATCH_EN",
            Self::SCRATCH_EN_OFFSET,
            Self::SCRATCH_EN_BITS,
            FieldKind::Bool,
        ),
        Field::new(
            "USER_SGPR",
            Self::USER_SGPR_OFFSET,
            Self::USER_SGPR_BITS,
            FieldKind::Uint,
        ),
        Field::new(
            "TRAP_PRESENT",
            Self::TRAP_PRESENT_OFFSET,
            Self::TRAP_PRESENT_BITS,
            FieldKind::Bool,
        ),
        Field::new(
            "OC_LDS_EN",
            Self::OC_LDS_EN_OFFSET,
            Self::OC_LDS_EN_BITS,
            FieldKind::Bool,
        ),
        Field::new(
            "EXCP_EN",
            Self::EXCP_EN_OFFSET,
            Self::EXCP_EN_BITS,
            FieldKind::Uint,
        ),
        Field::new(
            "LDS_SIZE",
            Self::LDS_SIZE_OFFSET,
            Self::LDS_SIZE_BITS,
            FieldKind::Uint,
        ),
    ];
    fn to_bits(self) -> u32 {
        self.into_bits()
    }
    fn from_bits(bits: u32) -> Self {
        Self::from_bits(bits)
    }
}

/// `SPI_SHADER_TBA_LO_ES` (shader processor input): sh register `0x0C0`, byte address `0x0B300`.
#[bitfield(u32)]
#[derive(PartialEq, Eq, Hash)]
pub struct SpiShaderTbaLoEs {
    /// `MEM_BASE`: Mem base.
    #[bits(32)]
    pub mem_base: u32,
}

impl Register for SpiShaderTbaLoEs {
    const SPACE: Space = Space::Sh;
    const OFFSET: u16 = 0x0C0;
    const NAME: &'static str = "SPI_SHADER_TBA_LO_ES";
    const FIELDS: &'static [Field] = &[Field::new(
        "MEM_BASE",
        Self::MEM_BASE_OFFSET,
        Self::MEM_BASE_BITS,
        FieldKind::Uint,
    )];
    fn to_bits(self) -> u32 {
        self.into_bits()
    }
    fn from_bits(bits: u32) -> Self {
        Self::from_bits(bits)
    }
}

/// `SPI_SHADER_TBA_HI_ES` (shader processor input): sh register `0x0C1`, byte address `0x0B304`.
#[bitfield(u32)]
#[derive(PartialEq, Eq, Hash)]
pub struct SpiShaderTbaHiEs {
    /// `MEM_BASE`: Mem base.
    #[bits(8)]
    pub mem_base: u8,
    #[bits(24)]
    __: u32,
}

impl Register for SpiShaderTbaHiEs {
    const SPACE: Space = Space::Sh;
    const OFFSET: u16 = 0x0C1;
    const NAME: &'static str = "SPI_SHADER_TBA_HI_ES";
    const FIELDS: &'static [Field] = &[Field::new(
        "MEM_BASE",
        Self::MEM_BASE_OFFSET,
        Self::MEM_BASE_BITS,
        FieldKind::Uint,
    )];
    fn to_bits(self) -> u32 {
        self.into_bits()
    }
    fn from_bits(bits: u32) -> Self {
        Self::from_bits(bits)
    }
}

/// `SPI_SHADER_TMA_LO_ES` (shader processor input): sh register `0x0C2`, byte address `0x0B308`.
#[bitfield(u32)]
#[derive(PartialEq, Eq, Hash)]
pub struct SpiShaderTmaLoEs {
    /// `MEM_BASE`: Mem base.
    #[bits(32)]
    pub mem_base: u32,
}

impl Register for SpiShaderTmaLoEs {
    const SPACE: Space = Space::Sh;
    const OFFSET: u16 = 0x0C2;
    const NAME: &'static str = "SPI_SHADER_TMA_LO_ES";
    const FIELDS: &'static [Field] = &[Field::new(
        "MEM_BASE",
        Self::MEM_BASE_OFFSET,
        Self::MEM_BASE_BITS,
        FieldKind::Uint,
    )];
    fn to_bits(self) -> u32 {
        self.into_bits()
    }
    fn from_bits(bits: u32) -> Self {
        Self::from_bits(bits)
    }
}

/// `SPI_SHADER_TMA_HI_ES` (shader processor input): sh register `0x0C3`, byte address `0x0B30C`.
#[bitfield(u32)]
#[derive(PartialEq, Eq, Hash)]
pub struct SpiShaderTmaHiEs {
    /// `MEM_BASE`: Mem base.
    #[bits(8)]
    pub mem_base: u8,
    #[bits(24)]
    __: u32,
}

impl Register for SpiShaderTmaHiEs {
    const SPACE: Space = Space::Sh;
    const OFFSET: u16 = 0x0C3;
    const NAME: &'static str = "SPI_SHADER_TMA_HI_ES";
    const FIELDS: &'static [Field] = &[Field::new(
        "MEM_BASE",
        Self::MEM_BASE_OFFSET,
        Self::MEM_BASE_BITS,
        FieldKind::Uint,
    )];
    fn to_bits(self) -> u32 {
        self.into_bits()
    }
    fn from_bits(bits: u32) -> Self {
        Self::from_bits(bits)
    }
}

/// `SPI_SHADER_PGM_RSRC3_ES` (shader processor input): sh register `0x0C7`, byte address `0x0B31C`.
#[bitfield(u32)]
#[derive(PartialEq, Eq, Hash)]
pub struct SpiShaderPgmRsrc3Es {
    /// `CU_EN`: CU enable.
    #[bits(16)]
    pub cu_en: u16,
    /// `WAVE_LIMIT`: Wave limit.
    #[bits(6)]
    pub wave_limit: u8,
    /// `LOCK_LOW_THRESHOLD`: Lock low threshold.
    #[bits(4)]
    pub lock_low_threshold: u8,
    #[bits(6)]
    __: u32,
}

impl Register for SpiShaderPgmRsrc3Es {
    const SPACE: Space = Space::Sh;
    const OFFSET: u16 = 0x0C7;
    const NAME: &'static str = "SPI_SHADER_PGM_RSRC3_ES";
    const FIELDS: &'static [Field] = &[
        Field::new(
            "CU_EN",
            Self::CU_EN_OFFSET,
            Self::CU_EN_BITS,
            FieldKind::Uint,
        ),
        Field::new(
            "WAVE_LIMIT",
            Self::WAVE_LIMIT_OFFSET,
            Self::WAVE_LIMIT_BITS,
            FieldKind::Uint,
        ),
        Field::new(
            "LOCK_LOW_THRESHOLD",
            Self::LOCK_LOW_THRESHOLD_OFFSET,
            Self::LOCK_LOW_THRESHOLD_BITS,
            FieldKind::Uint,
        ),
    ];
    fn to_bits(self) -> u32 {
        self.into_bits()
    }
    fn from_bits(bits: u32) -> Self {
        Self::from_bits(bits)
    }
}

/// `SPI_SHADER_PGM_LO_ES` (shader processor input): sh register `0x0C8`, byte address `0x0B320`.
#[bitfield(u32)]
#[derive(PartialEq, Eq, Hash)]
pub struct SpiShaderPgmLoEs {
    /// `MEM_BASE`: Mem base.
    #[bits(32)]
    pub mem_base: u32,
}

impl Register for SpiShaderPgmLoEs {
    const SPACE: Space = Space::Sh;
    const OFFSET: u16 = 0x0C8;
    const NAME: &'static str = "SPI_SHADER_PGM_LO_ES";
    const FIELDS: &'static [Field] = &[Field::new(
        "MEM_BASE",
        Self::MEM_BASE_OFFSET,
        Self::MEM_BASE_BITS,
        FieldKind::Uint,
    )];
    fn to_bits(self) -> u32 {
        self.into_bits()
    }
    fn from_bits(bits: u32) -> Self {
        Self::from_bits(bits)
    }
}

/// `SPI_SHADER_PGM_HI_ES` (shader processor input): sh register `0x0C9`, byte address `0x0B324`.
#[bitfield(u32)]
#[derive(PartialEq, Eq, Hash)]
pub struct SpiShaderPgmHiEs {
    /// `MEM_BASE`: Mem base.
    #[bits(8)]
    pub mem_base: u8,
    #[bits(24)]
    __: u32,
}

impl Register for SpiShaderPgmHiEs {
    const SPACE: Space = Space::Sh;
    const OFFSET: u16 = 0x0C9;
    const NAME: &'static str = "SPI_SHADER_PGM_HI_ES";
    const FIELDS: &'static [Field] = &[Field::new(
        "MEM_BASE",
        Self::MEM_BASE_OFFSET,
        Self::MEM_BASE_BITS,
        FieldKind::Uint,
    )];
    fn to_bits(self) -> u32 {
        self.into_bits()
    }
    fn from_bits(bits: u32) -> Self {
        Self::from_bits(bits)
    }
}

/// `SPI_SHADER_PGM_RSRC1_ES` (shader processor input): sh register `0x0CA`, byte address `0x0B328`.
#[bitfield(u32)]
#[derive(PartialEq, Eq, Hash)]
pub struct SpiShaderPgmRsrc1Es {
    /// `VGPRS`: Vgprs.
    #[bits(6)]
    pub vgprs: u8,
    /// `SGPRS`: Sgprs.
    #[bits(4)]
    pub sgprs: u8,
    /// `PRIORITY`: Priority.
    #[bits(2)]
    pub priority: u8,
    /// `FLOAT_MODE`: Float mode ([`FloatMode`]).
    #[bits(8)]
    pub float_mode: FloatMode,
    /// `PRIV`: Priv.
    pub r#priv: bool,
    /// `DX10_CLAMP`: DX10 clamp.
    pub dx10_clamp: bool,
    /// `DEBUG_MODE`: Debug mode.
    pub debug_mode: bool,
    /// `IEEE_MODE`: Ieee mode.
    pub ieee_mode: bool,
    /// `VGPR_COMP_CNT`: Vgpr component count.
    #[bits(2)]
    pub vgpr_comp_cnt: u8,
    /// `CU_GROUP_ENABLE`: CU group enable.
    pub cu_group_enable: bool,
    /// `CACHE_CTL`: Cache control.
    #[bits(3)]
    pub cache_ctl: u8,
    /// `CDBG_USER`: Cdbg user.
    pub cdbg_user: bool,
    #[bits(1)]
    __: u32,
}

impl Register for SpiShaderPgmRsrc1Es {
    const SPACE: Space = Space::Sh;
    const OFFSET: u16 = 0x0CA;
    const NAME: &'static str = "SPI_SHADER_PGM_RSRC1_ES";
    const FIELDS: &'static [Field] = &[
        Field::new(
            "VGPRS",
            Self::VGPRS_OFFSET,
            Self::VGPRS_BITS,
            FieldKind::Uint,
        ),
        Field::new(
            "SGPRS",
            Self::SGPRS_OFFSET,
            Self::SGPRS_BITS,
            FieldKind::Uint,
        ),
        Field::new(
            "PRIORITY",
            Self::PRIORITY_OFFSET,
            Self::PRIORITY_BITS,
            FieldKind::Uint,
        ),
        Field::new(
            "FLOAT_MODE",
            Self::FLOAT_MODE_OFFSET,
            Self::FLOAT_MODE_BITS,
            FieldKind::Enum(FloatMode::name_of),
        ),
        Field::new("PRIV", Self::PRIV_OFFSET, Self::PRIV_BITS, FieldKind::Bool),
        Field::new(
            "DX10_CLAMP",
            Self::DX10_CLAMP_OFFSET,
            Self::DX10_CLAMP_BITS,
            FieldKind::Bool,
        ),
        Field::new(
            "DEBUG_MODE",
            Self::DEBUG_MODE_OFFSET,
            Self::DEBUG_MODE_BITS,
            FieldKind::Bool,
        ),
        Field::new(
            "IEEE_MODE",
            Self::IEEE_MODE_OFFSET,
            Self::IEEE_MODE_BITS,
            FieldKind::Bool,
        ),
        Field::new(
            "VGPR_COMP_CNT",
            Self::VGPR_COMP_CNT_OFFSET,
            Self::VGPR_COMP_CNT_BITS,
            FieldKind::Uint,
        ),
        Field::new(
            "CU_GROUP_ENABLE",
            Self::CU_GROUP_ENABLE_OFFSET,
            Self::CU_GROUP_ENABLE_BITS,
            FieldKind::Bool,
        ),
        Field::new(
            "CACHE_CTL",
            Self::CACHE_CTL_OFFSET,
            Self::CACHE_CTL_BITS,
            FieldKind::Uint,
        ),
        Field::new(
            "CDBG_USER",
            Self::CDBG_USER_OFFSET,
            Self::CDBG_USER_BITS,
            FieldKind::Bool,
        ),
    ];
    fn to_bits(self) -> u32 {
        self.into_bits()
    }
    fn from_bits(bits: u32) -> Self {
        Self::from_bits(bits)
    }
}

/// `SPI_SHADER_PGM_RSRC2_ES` (shader processor input): sh register `0x0CB`, byte address `0x0B32C`.
#[bitfield(u32)]
#[derive(PartialEq, Eq, Hash)]
pub struct SpiShaderPgmRsrc2Es {
    /// `SCRATCH_EN`: Scratch enable.
    pub scratch_en: bool,
    /// `USER_SGPR`: User sgpr.
    #[bits(5)]
    pub user_sgpr: u8,
    /// `TRAP_PRESENT`: Trap present.
    pub trap_present: bool,
    /// `OC_LDS_EN`: OC lds enable.
    pub oc_lds_en: bool,
    /// `EXCP_EN`: Exception enable (`EXCP_EN` values).
    #[bits(9)]
    pub excp_en: u16,
    #[bits(3)]
    __: u32,
    /// `LDS_SIZE`: Lds size.
    #[bits(9)]
    pub lds_size: u16,
    #[bits(3)]
    __: u32,
}

impl Register for SpiShaderPgmRsrc2Es {
    const SPACE: Space = Space::Sh;
    const OFFSET: u16 = 0x0CB;
    const NAME: &'static str = "SPI_SHADER_PGM_RSRC2_ES";
    const FIELDS: &'static [Field] = &[
        Field::new(
            "SCRATCH_EN",
            Self::SCRATCH_EN_OFFSET,
            Self::SCRATCH_EN_BITS,
            FieldKind::Bool,
        ),
        Field::new(
            "USER_SGPR",
            Self::USER_SGPR_OFFSET,
            Self::USER_SGPR_BITS,
            FieldKind::Uint,
        ),
        Field::new(
            "TRAP_PRESENT",
            Self::TRAP_PRESENT_OFFSET,
            Self::TRAP_PRESENT_BITS,
            FieldKind::Bool,
        ),
        Field::new(
            "OC_LDS_EN",
            Self::OC_LDS_EN_OFFSET,
            Self::OC_LDS_EN_BITS,
            FieldKind::Bool,
        ),
        Field::new(
            "EXCP_EN",
            Self::EXCP_EN_OFFSET,
            Self::EXCP_EN_BITS,
            FieldKind::Uint,
        ),
        Field::new(
            "LDS_SIZE",
            Self::LDS_SIZE_OFFSET,
            Self::LDS_SIZE_BITS,
            FieldKind::Uint,
        ),
    ];
    fn to_bits(self) -> u32 {
        self.into_bits()
    }
    fn from_bits(bits: u32) -> Self {
        Self::from_bits(bits)
    }
}

/// `SPI_SHADER_USER_DATA_ES_n` (shader processor input): sh registers `SPI_SHADER_USER_DATA_ES_0`..=`SPI_SHADER_USER_DATA_ES_15`, slot `N` in `0..=15` at `0x0CC + 0x1 * (N - 0)`.
///
/// One layout shared by every slot; each slot is its own type (see the aliases such as
/// [`SpiShaderUserDataEs0`]), so the offset always comes from the type.
#[bitfield(u32)]
#[derive(PartialEq, Eq, Hash)]
pub struct SpiShaderUserDataEsN<const N: usize> {
    /// `DATA`: Data.
    #[bits(32)]
    pub data: u32,
}

crate::regs::register_family! {
    SpiShaderUserDataEsN {
        space: Sh,
        base: 0x0CC,
        stride: 0x1,
        first: 0,
        names: [
            "SPI_SHADER_USER_DATA_ES_0",
            "SPI_SHADER_USER_DATA_ES_1",
            "SPI_SHADER_USER_DATA_ES_2",
            "SPI_SHADER_USER_DATA_ES_3",
            "SPI_SHADER_USER_DATA_ES_4",
            "SPI_SHADER_USER_DATA_ES_5",
            "SPI_SHADER_USER_DATA_ES_6",
            "SPI_SHADER_USER_DATA_ES_7",
            "SPI_SHADER_USER_DATA_ES_8",
            "SPI_SHADER_USER_DATA_ES_9",
            "SPI_SHADER_USER_DATA_ES_10",
            "SPI_SHADER_USER_DATA_ES_11",
            "SPI_SHADER_USER_DATA_ES_12",
            "SPI_SHADER_USER_DATA_ES_13",
            "SPI_SHADER_USER_DATA_ES_14",
            "SPI_SHADER_USER_DATA_ES_15",
        ],
        fields: &[
            Field::new("DATA", Self::DATA_OFFSET, Self::DATA_BITS, FieldKind::Uint),
        ],
    }
}

/// `SPI_SHADER_USER_DATA_ES_0` (shader processor input): sh register `0x0CC`, byte address `0x0B330`.
pub type SpiShaderUserDataEs0 = SpiShaderUserDataEsN<0>;
/// `SPI_SHADER_USER_DATA_ES_1` (shader processor input): sh register `0x0CD`, byte address `0x0B334`.
pub type SpiShaderUserDataEs1 = SpiShaderUserDataEsN<1>;
/// `SPI_SHADER_USER_DATA_ES_2` (shader processor input): sh register `0x0CE`, byte address `0x0B338`.
pub type SpiShaderUserDataEs2 = SpiShaderUserDataEsN<2>;
/// `SPI_SHADER_USER_DATA_ES_3` (shader processor input): sh register `0x0CF`, byte address `0x0B33C`.
pub type SpiShaderUserDataEs3 = SpiShaderUserDataEsN<3>;
/// `SPI_SHADER_USER_DATA_ES_4` (shader processor input): sh register `0x0D0`, byte address `0x0B340`.
pub type SpiShaderUserDataEs4 = SpiShaderUserDataEsN<4>;
/// `SPI_SHADER_USER_DATA_ES_5` (shader processor input): sh register `0x0D1`, byte address `0x0B344`.
pub type SpiShaderUserDataEs5 = SpiShaderUserDataEsN<5>;
/// `SPI_SHADER_USER_DATA_ES_6` (shader processor input): sh register `0x0D2`, byte address `0x0B348`.
pub type SpiShaderUserDataEs6 = SpiShaderUserDataEsN<6>;
/// `SPI_SHADER_USER_DATA_ES_7` (shader processor input): sh register `0x0D3`, byte address `0x0B34C`.
pub type SpiShaderUserDataEs7 = SpiShaderUserDataEsN<7>;
/// `SPI_SHADER_USER_DATA_ES_8` (shader processor input): sh register `0x0D4`, byte address `0x0B350`.
pub type SpiShaderUserDataEs8 = SpiShaderUserDataEsN<8>;
/// `SPI_SHADER_USER_DATA_ES_9` (shader processor input): sh register `0x0D5`, byte address `0x0B354`.
pub type SpiShaderUserDataEs9 = SpiShaderUserDataEsN<9>;
/// `SPI_SHADER_USER_DATA_ES_10` (shader processor input): sh register `0x0D6`, byte address `0x0B358`.
pub type SpiShaderUserDataEs10 = SpiShaderUserDataEsN<10>;
/// `SPI_SHADER_USER_DATA_ES_11` (shader processor input): sh register `0x0D7`, byte address `0x0B35C`.
pub type SpiShaderUserDataEs11 = SpiShaderUserDataEsN<11>;
/// `SPI_SHADER_USER_DATA_ES_12` (shader processor input): sh register `0x0D8`, byte address `0x0B360`.
pub type SpiShaderUserDataEs12 = SpiShaderUserDataEsN<12>;
/// `SPI_SHADER_USER_DATA_ES_13` (shader processor input): sh register `0x0D9`, byte address `0x0B364`.
pub type SpiShaderUserDataEs13 = SpiShaderUserDataEsN<13>;
/// `SPI_SHADER_USER_DATA_ES_14` (shader processor input): sh register `0x0DA`, byte address `0x0B368`.
pub type SpiShaderUserDataEs14 = SpiShaderUserDataEsN<14>;
/// `SPI_SHADER_USER_DATA_ES_15` (shader processor input): sh register `0x0DB`, byte address `0x0B36C`.
pub type SpiShaderUserDataEs15 = SpiShaderUserDataEsN<15>;

/// `SPI_SHADER_PGM_RSRC2_LS_ES` (shader processor input): sh register `0x0FD`, byte address `0x0B3F4`.
#[bitfield(u32)]
#[derive(PartialEq, Eq, Hash)]
pub struct SpiShaderPgmRsrc2LsEs {
    /// `SCRATCH_EN`: Scratch enable.
    pub scratch_en: bool,
    /// `USER_SGPR`: User sgpr.
    #[bits(5)]
    pub user_sgpr: u8,
    /// `TRAP_PRESENT`: Trap present.
    pub trap_present: bool,
    /// `LDS_SIZE`: Lds size.
    #[bits(9)]
    pub lds_size: u16,
    /// `EXCP_EN`: Exception enable (`EXCP_EN` values).
    #[bits(9)]
    pub excp_en: u16,
    #[bits(7)]
    __: u32,
}

impl Register for SpiShaderPgmRsrc2LsEs {
    const SPACE: Space = Space::Sh;
    const OFFSET: u16 = 0x0FD;
    const NAME: &'static str = "SPI_SHADER_PGM_RSRC2_LS_ES";
    const FIELDS: &'static [Field] = &[
        Field::new(
            "SCRATCH_EN",
            Self::SCRATCH_EN_OFFSET,
            Self::SCRATCH_EN_BITS,
            FieldKind::Bool,
        ),
        Field::new(
            "USER_SGPR",
            Self::USER_SGPR_OFFSET,
            Self::USER_SGPR_BITS,
            FieldKind::Uint,
        ),
        Field::new(
            "TRAP_PRESENT",
            Self::TRAP_PRESENT_OFFSET,
            Self::TRAP_PRESENT_BITS,
            FieldKind::Bool,
        ),
        Field::new(
            "LDS_SIZE",
            Self::LDS_SIZE_OFFSET,
            Self::LDS_SIZE_BITS,
            FieldKind::Uint,
        ),
        Field::new(
            "EXCP_EN",
            Self::EXCP_EN_OFFSET,
            Self::EXCP_EN_BITS,
            FieldKind::Uint,
        ),
    ];
    fn to_bits(self) -> u32 {
        self.into_bits()
    }
    fn from_bits(bits: u32) -> Self {
        Self::from_bits(bits)
    }
}

/// `SPI_SHADER_TBA_LO_HS` (shader processor input): sh register `0x100`, byte address `0x0B400`.
#[bitfield(u32)]
#[derive(PartialEq, Eq, Hash)]
pub struct SpiShaderTbaLoHs {
    /// `MEM_BASE`: Mem base.
    #[bits(32)]
    pub mem_base: u32,
}

impl Register for SpiShaderTbaLoHs {
    const SPACE: Space = Space::Sh;
    const OFFSET: u16 = 0x100;
    const NAME: &'static str = "SPI_SHADER_TBA_LO_HS";
    const FIELDS: &'static [Field] = &[Field::new(
        "MEM_BASE",
        Self::MEM_BASE_OFFSET,
        Self::MEM_BASE_BITS,
        FieldKind::Uint,
    )];
    fn to_bits(self) -> u32 {
        self.into_bits()
    }
    fn from_bits(bits: u32) -> Self {
        Self::from_bits(bits)
    }
}

/// `SPI_SHADER_TBA_HI_HS` (shader processor input): sh register `0x101`, byte address `0x0B404`.
#[bitfield(u32)]
#[derive(PartialEq, Eq, Hash)]
pub struct SpiShaderTbaHiHs {
    /// `MEM_BASE`: Mem base.
    #[bits(8)]
    pub mem_base: u8,
    #[bits(24)]
    __: u32,
}

impl Register for SpiShaderTbaHiHs {
    const SPACE: Space = Space::Sh;
    const OFFSET: u16 = 0x101;
    const NAME: &'static str = "SPI_SHADER_TBA_HI_HS";
    const FIELDS: &'static [Field] = &[Field::new(
        "MEM_BASE",
        Self::MEM_BASE_OFFSET,
        Self::MEM_BASE_BITS,
        FieldKind::Uint,
    )];
    fn to_bits(self) -> u32 {
        self.into_bits()
    }
    fn from_bits(bits: u32) -> Self {
        Self::from_bits(bits)
    }
}

/// `SPI_SHADER_TMA_LO_HS` (shader processor input): sh register `0x102`, byte address `0x0B408`.
#[bitfield(u32)]
#[derive(PartialEq, Eq, Hash)]
pub struct SpiShaderTmaLoHs {
    /// `MEM_BASE`: Mem base.
    #[bits(32)]
    pub mem_base: u32,
}

impl Register for SpiShaderTmaLoHs {
    const SPACE: Space = Space::Sh;
    const OFFSET: u16 = 0x102;
    const NAME: &'static str = "SPI_SHADER_TMA_LO_HS";
    const FIELDS: &'static [Field] = &[Field::new(
        "MEM_BASE",
        Self::MEM_BASE_OFFSET,
        Self::MEM_BASE_BITS,
        FieldKind::Uint,
    )];
    fn to_bits(self) -> u32 {
        self.into_bits()
    }
    fn from_bits(bits: u32) -> Self {
        Self::from_bits(bits)
    }
}

/// `SPI_SHADER_TMA_HI_HS` (shader processor input): sh register `0x103`, byte address `0x0B40C`.
#[bitfield(u32)]
#[derive(PartialEq, Eq, Hash)]
pub struct SpiShaderTmaHiHs {
    /// `MEM_BASE`: Mem base.
    #[bits(8)]
    pub mem_base: u8,
    #[bits(24)]
    __: u32,
}

impl Register for SpiShaderTmaHiHs {
    const SPACE: Space = Space::Sh;
    const OFFSET: u16 = 0x103;
    const NAME: &'static str = "SPI_SHADER_TMA_HI_HS";
    const FIELDS: &'static [Field] = &[Field::new(
        "MEM_BASE",
        Self::MEM_BASE_OFFSET,
        Self::MEM_BASE_BITS,
        FieldKind::Uint,
    )];
    fn to_bits(self) -> u32 {
        self.into_bits()
    }
    fn from_bits(bits: u32) -> Self {
        Self::from_bits(bits)
    }
}

/// `SPI_SHADER_PGM_RSRC3_HS` (shader processor input): sh register `0x107`, byte address `0x0B41C`.
#[bitfield(u32)]
#[derive(PartialEq, Eq, Hash)]
pub struct SpiShaderPgmRsrc3Hs {
    /// `WAVE_LIMIT`: Wave limit.
    #[bits(6)]
    pub wave_limit: u8,
    /// `LOCK_LOW_THRESHOLD`: Lock low threshold.
    #[bits(4)]
    pub lock_low_threshold: u8,
    #[bits(22)]
    __: u32,
}

impl Register for SpiShaderPgmRsrc3Hs {
    const SPACE: Space = Space::Sh;
    const OFFSET: u16 = 0x107;
    const NAME: &'static str = "SPI_SHADER_PGM_RSRC3_HS";
    const FIELDS: &'static [Field] = &[
        Field::new(
            "WAVE_LIMIT",
            Self::WAVE_LIMIT_OFFSET,
            Self::WAVE_LIMIT_BITS,
            FieldKind::Uint,
        ),
        Field::new(
            "LOCK_LOW_THRESHOLD",
            Self::LOCK_LOW_THRESHOLD_OFFSET,
            Self::LOCK_LOW_THRESHOLD_BITS,
            FieldKind::Uint,
        ),
    ];
    fn to_bits(self) -> u32 {
        self.into_bits()
    }
    fn from_bits(bits: u32) -> Self {
        Self::from_bits(bits)
    }
}

/// `SPI_SHADER_PGM_LO_HS` (shader processor input): sh register `0x108`, byte address `0x0B420`.
#[bitfield(u32)]
#[derive(PartialEq, Eq, Hash)]
pub struct SpiShaderPgmLoHs {
    /// `MEM_BASE`: Mem base.
    #[bits(32)]
    pub mem_base: u32,
}

impl Register for SpiShaderPgmLoHs {
    const SPACE: Space = Space::Sh;
    const OFFSET: u16 = 0x108;
    const NAME: &'static str = "SPI_SHADER_PGM_LO_HS";
    const FIELDS: &'static [Field] = &[Field::new(
        "MEM_BASE",
        Self::MEM_BASE_OFFSET,
        Self::MEM_BASE_BITS,
        FieldKind::Uint,
    )];
    fn to_bits(self) -> u32 {
        self.into_bits()
    }
    fn from_bits(bits: u32) -> Self {
        Self::from_bits(bits)
    }
}

/// `SPI_SHADER_PGM_HI_HS` (shader processor input): sh register `0x109`, byte address `0x0B424`.
#[bitfield(u32)]
#[derive(PartialEq, Eq, Hash)]
pub struct SpiShaderPgmHiHs {
    /// `MEM_BASE`: Mem base.
    #[bits(8)]
    pub mem_base: u8,
    #[bits(24)]
    __: u32,
}

impl Register for SpiShaderPgmHiHs {
    const SPACE: Space = Space::Sh;
    const OFFSET: u16 = 0x109;
    const NAME: &'static str = "SPI_SHADER_PGM_HI_HS";
    const FIELDS: &'static [Field] = &[Field::new(
        "MEM_BASE",
        Self::MEM_BASE_OFFSET,
        Self::MEM_BASE_BITS,
        FieldKind::Uint,
    )];
    fn to_bits(self) -> u32 {
        self.into_bits()
    }
    fn from_bits(bits: u32) -> Self {
        Self::from_bits(bits)
    }
}

/// `SPI_SHADER_PGM_RSRC1_HS` (shader processor input): sh register `0x10A`, byte address `0x0B428`.
#[bitfield(u32)]
#[derive(PartialEq, Eq, Hash)]
pub struct SpiShaderPgmRsrc1Hs {
    /// `VGPRS`: Vgprs.
    #[bits(6)]
    pub vgprs: u8,
    /// `SGPRS`: Sgprs.
    #[bits(4)]
    pub sgprs: u8,
    /// `PRIORITY`: Priority.
    #[bits(2)]
    pub priority: u8,
    /// `FLOAT_MODE`: Float mode ([`FloatMode`]).
    #[bits(8)]
    pub float_mode: FloatMode,
    /// `PRIV`: Priv.
    pub r#priv: bool,
    /// `DX10_CLAMP`: DX10 clamp.
    pub dx10_clamp: bool,
    /// `DEBUG_MODE`: Debug mode.
    pub debug_mode: bool,
    /// `IEEE_MODE`: Ieee mode.
    pub ieee_mode: bool,
    /// `CACHE_CTL`: Cache control.
    #[bits(3)]
    pub cache_ctl: u8,
    /// `CDBG_USER`: Cdbg user.
    pub cdbg_user: bool,
    #[bits(4)]
    __: u32,
}

impl Register for SpiShaderPgmRsrc1Hs {
    const SPACE: Space = Space::Sh;
    const OFFSET: u16 = 0x10A;
    const NAME: &'static str = "SPI_SHADER_PGM_RSRC1_HS";
    const FIELDS: &'static [Field] = &[
        Field::new(
            "VGPRS",
            Self::VGPRS_OFFSET,
            Self::VGPRS_BITS,
            FieldKind::Uint,
        ),
        Field::new(
            "SGPRS",
            Self::SGPRS_OFFSET,
            Self::SGPRS_BITS,
            FieldKind::Uint,
        ),
        Field::new(
            "PRIORITY",
            Self::PRIORITY_OFFSET,
            Self::PRIORITY_BITS,
            FieldKind::Uint,
        ),
        Field::new(
            "FLOAT_MODE",
            Self::FLOAT_MODE_OFFSET,
            Self::FLOAT_MODE_BITS,
            FieldKind::Enum(FloatMode::name_of),
        ),
        Field::new("PRIV", Self::PRIV_OFFSET, Self::PRIV_BITS, FieldKind::Bool),
        Field::new(
            "DX10_CLAMP",
            Self::DX10_CLAMP_OFFSET,
            Self::DX10_CLAMP_BITS,
            FieldKind::Bool,
        ),
        Field::new(
            "DEBUG_MODE",
            Self::DEBUG_MODE_OFFSET,
            Self::DEBUG_MODE_BITS,
            FieldKind::Bool,
        ),
        Field::new(
            "IEEE_MODE",
            Self::IEEE_MODE_OFFSET,
            Self::IEEE_MODE_BITS,
            FieldKind::Bool,
        ),
        Field::new(
            "CACHE_CTL",
            Self::CACHE_CTL_OFFSET,
            Self::CACHE_CTL_BITS,
            FieldKind::Uint,
        ),
        Field::new(
            "CDBG_USER",
            Self::CDBG_USER_OFFSET,
            Self::CDBG_USER_BITS,
            FieldKind::Bool,
        ),
    ];
    fn to_bits(self) -> u32 {
        self.into_bits()
    }
    fn from_bits(bits: u32) -> Self {
        Self::from_bits(bits)
    }
}

/// `SPI_SHADER_PGM_RSRC2_HS` (shader processor input): sh register `0x10B`, byte address `0x0B42C`.
#[bitfield(u32)]
#[derive(PartialEq, Eq, Hash)]
pub struct SpiShaderPgmRsrc2Hs {
    /// `SCRATCH_EN`: Scratch enable.
    pub scratch_en: bool,
    /// `USER_SGPR`: User sgpr.
    #[bits(5)]
    pub user_sgpr: u8,
    /// `TRAP_PRESENT`: Trap present.
    pub trap_present: bool,
    /// `OC_LDS_EN`: OC lds enable.
    pub oc_lds_en: bool,
    /// `TG_SIZE_EN`: TG size enable.
    pub tg_size_en: bool,
    /// `EXCP_EN`: Exception enable (`EXCP_EN` values).
    #[bits(9)]
    pub excp_en: u16,
    #[bits(14)]
    __: u32,
}

impl Register for SpiShaderPgmRsrc2Hs {
    const SPACE: Space = Space::Sh;
    const OFFSET: u16 = 0x10B;
    const NAME: &'static str = "SPI_SHADER_PGM_RSRC2_HS";
    const FIELDS: &'static [Field] = &[
        Field::new(
            "SCRATCH_EN",
            Self::SCRATCH_EN_OFFSET,
            Self::SCRATCH_EN_BITS,
            FieldKind::Bool,
        ),
        Field::new(
            "USER_SGPR",
            Self::USER_SGPR_OFFSET,
            Self::USER_SGPR_BITS,
            FieldKind::Uint,
        ),
        Field::new(
            "TRAP_PRESENT",
            Self::TRAP_PRESENT_OFFSET,
            Self::TRAP_PRESENT_BITS,
            FieldKind::Bool,
        ),
        Field::new(
            "OC_LDS_EN",
            Self::OC_LDS_EN_OFFSET,
            Self::OC_LDS_EN_BITS,
            FieldKind::Bool,
        ),
        Field::new(
            "TG_SIZE_EN",
            Self::TG_SIZE_EN_OFFSET,
            Self::TG_SIZE_EN_BITS,
            FieldKind::Bool,
        ),
        Field::new(
            "EXCP_EN",
            Self::EXCP_EN_OFFSET,
            Self::EXCP_EN_BITS,
            FieldKind::Uint,
        ),
    ];
    fn to_bits(self) -> u32 {
        self.into_bits()
    }
    fn from_bits(bits: u32) -> Self {
        Self::from_bits(bits)
    }
}

/// `SPI_SHADER_USER_DATA_HS_n` (shader processor input): sh registers `SPI_SHADER_USER_DATA_HS_0`..=`SPI_SHADER_USER_DATA_HS_15`, slot `N` in `0..=15` at `0x10C + 0x1 * (N - 0)`.
///
/// One layout shared by every slot; each slot is its own type (see the aliases such as
/// [`SpiShaderUserDataHs0`]), so the offset always comes from the type.
#[bitfield(u32)]
#[derive(PartialEq, Eq, Hash)]
pub struct SpiShaderUserDataHsN<const N: usize> {
    /// `DATA`: Data.
    #[bits(32)]
    pub data: u32,
}

crate::regs::register_family! {
    SpiShaderUserDataHsN {
        space: Sh,
        base: 0x10C,
        stride: 0x1,
        first: 0,
        names: [
            "SPI_SHADER_USER_DATA_HS_0",
            "SPI_SHADER_USER_DATA_HS_1",
            "SPI_SHADER_USER_DATA_HS_2",
            "SPI_SHADER_USER_DATA_HS_3",
            "SPI_SHADER_USER_DATA_HS_4",
            "SPI_SHADER_USER_DATA_HS_5",
            "SPI_SHADER_USER_DATA_HS_6",
            "SPI_SHADER_USER_DATA_HS_7",
            "SPI_SHADER_USER_DATA_HS_8",
            "SPI_SHADER_USER_DATA_HS_9",
            "SPI_SHADER_USER_DATA_HS_10",
            "SPI_SHADER_USER_DATA_HS_11",
            "SPI_SHADER_USER_DATA_HS_12",
            "SPI_SHADER_USER_DATA_HS_13",
            "SPI_SHADER_USER_DATA_HS_14",
            "SPI_SHADER_USER_DATA_HS_15",
        ],
        fields: &[
            Field::new("DATA", Self::DATA_OFFSET, Self::DATA_BITS, FieldKind::Uint),
        ],
    }
}

/// `SPI_SHADER_USER_DATA_HS_0` (shader processor input): sh register `0x10C`, byte address `0x0B430`.
pub type SpiShaderUserDataHs0 = SpiShaderUserDataHsN<0>;
/// `SPI_SHADER_USER_DATA_HS_1` (shader processor input): sh register `0x10D`, byte address `0x0B434`.
pub type SpiShaderUserDataHs1 = SpiShaderUserDataHsN<1>;
/// `SPI_SHADER_USER_DATA_HS_2` (shader processor input): sh register `0x10E`, byte address `0x0B438`.
pub type SpiShaderUserDataHs2 = SpiShaderUserDataHsN<2>;
/// `SPI_SHADER_USER_DATA_HS_3` (shader processor input): sh register `0x10F`, byte address `0x0B43C`.
pub type SpiShaderUserDataHs3 = SpiShaderUserDataHsN<3>;
/// `SPI_SHADER_USER_DATA_HS_4` (shader processor input): sh register `0x110`, byte address `0x0B440`.
pub type SpiShaderUserDataHs4 = SpiShaderUserDataHsN<4>;
/// `SPI_SHADER_USER_DATA_HS_5` (shader processor input): sh register `0x111`, byte address `0x0B444`.
pub type SpiShaderUserDataHs5 = SpiShaderUserDataHsN<5>;
/// `SPI_SHADER_USER_DATA_HS_6` (shader processor input): sh register `0x112`, byte address `0x0B448`.
pub type SpiShaderUserDataHs6 = SpiShaderUserDataHsN<6>;
/// `SPI_SHADER_USER_DATA_HS_7` (shader processor input): sh register `0x113`, byte address `0x0B44C`.
pub type SpiShaderUserDataHs7 = SpiShaderUserDataHsN<7>;
/// `SPI_SHADER_USER_DATA_HS_8` (shader processor input): sh register `0x114`, byte address `0x0B450`.
pub type SpiShaderUserDataHs8 = SpiShaderUserDataHsN<8>;
/// `SPI_SHADER_USER_DATA_HS_9` (shader processor input): sh register `0x115`, byte address `0x0B454`.
pub type SpiShaderUserDataHs9 = SpiShaderUserDataHsN<9>;
/// `SPI_SHADER_USER_DATA_HS_10` (shader processor input): sh register `0x116`, byte address `0x0B458`.
pub type SpiShaderUserDataHs10 = SpiShaderUserDataHsN<10>;
/// `SPI_SHADER_USER_DATA_HS_11` (shader processor input): sh register `0x117`, byte address `0x0B45C`.
pub type SpiShaderUserDataHs11 = SpiShaderUserDataHsN<11>;
/// `SPI_SHADER_USER_DATA_HS_12` (shader processor input): sh register `0x118`, byte address `0x0B460`.
pub type SpiShaderUserDataHs12 = SpiShaderUserDataHsN<12>;
/// `SPI_SHADER_USER_DATA_HS_13` (shader processor input): sh register `0x119`, byte address `0x0B464`.
pub type SpiShaderUserDataHs13 = SpiShaderUserDataHsN<13>;
/// `SPI_SHADER_USER_DATA_HS_14` (shader processor input): sh register `0x11A`, byte address `0x0B468`.
pub type SpiShaderUserDataHs14 = SpiShaderUserDataHsN<14>;
/// `SPI_SHADER_USER_DATA_HS_15` (shader processor input): sh register `0x11B`, byte address `0x0B46C`.
pub type SpiShaderUserDataHs15 = SpiShaderUserDataHsN<15>;

/// `SPI_SHADER_PGM_RSRC2_LS_HS` (shader processor input): sh register `0x13D`, byte address `0x0B4F4`.
#[bitfield(u32)]
#[derive(PartialEq, Eq, Hash)]
pub struct SpiShaderPgmRsrc2LsHs {
    /// `SCRATCH_EN`: Scratch enable.
    pub scratch_en: bool,
    /// `USER_SGPR`: User sgpr.
    #[bits(5)]
    pub user_sgpr: u8,
    /// `TRAP_PRESENT`: Trap present.
    pub trap_present: bool,
    /// `LDS_SIZE`: Lds size.
    #[bits(9)]
    pub lds_size: u16,
    /// `EXCP_EN`: Exception enable (`EXCP_EN` values).
    #[bits(9)]
    pub excp_en: u16,
    #[bits(7)]
    __: u32,
}

impl Register for SpiShaderPgmRsrc2LsHs {
    const SPACE: Space = Space::Sh;
    const OFFSET: u16 = 0x13D;
    const NAME: &'static str = "SPI_SHADER_PGM_RSRC2_LS_HS";
    const FIELDS: &'static [Field] = &[
        Field::new(
            "SCRATCH_EN",
            Self::SCRATCH_EN_OFFSET,
            Self::SCRATCH_EN_BITS,
            FieldKind::Bool,
        ),
        Field::new(
            "USER_SGPR",
            Self::USER_SGPR_OFFSET,
            Self::USER_SGPR_BITS,
            FieldKind::Uint,
        ),
        Field::new(
            "TRAP_PRESENT",
            Self::TRAP_PRESENT_OFFSET,
            Self::TRAP_PRESENT_BITS,
            FieldKind::Bool,
        ),
        Field::new(
            "LDS_SIZE",
            Self::LDS_SIZE_OFFSET,
            Self::LDS_SIZE_BITS,
            FieldKind::Uint,
        ),
        Field::new(
            "EXCP_EN",
            Self::EXCP_EN_OFFSET,
            Self::EXCP_EN_BITS,
            FieldKind::Uint,
        ),
    ];
    fn to_bits(self) -> u32 {
        self.into_bits()
    }
    fn from_bits(bits: u32) -> Self {
        Self::from_bits(bits)
    }
}

/// `SPI_SHADER_TBA_LO_LS` (shader processor input): sh register `0x140`, byte address `0x0B500`.
#[bitfield(u32)]
#[derive(PartialEq, Eq, Hash)]
pub struct SpiShaderTbaLoLs {
    /// `MEM_BASE`: Mem base.
    #[bits(32)]
    pub mem_base: u32,
}

impl Register for SpiShaderTbaLoLs {
    const SPACE: Space = Space::Sh;
    const OFFSET: u16 = 0x140;
    const NAME: &'static str = "SPI_SHADER_TBA_LO_LS";
    const FIELDS: &'static [Field] = &[Field::new(
        "MEM_BASE",
        Self::MEM_BASE_OFFSET,
        Self::MEM_BASE_BITS,
        FieldKind::Uint,
    )];
    fn to_bits(self) -> u32 {
        self.into_bits()
    }
    fn from_bits(bits: u32) -> Self {
        Self::from_bits(bits)
    }
}

/// `SPI_SHADER_TBA_HI_LS` (shader processor input): sh register `0x141`, byte address `0x0B504`.
#[bitfield(u32)]
#[derive(PartialEq, Eq, Hash)]
pub struct SpiShaderTbaHiLs {
    /// `MEM_BASE`: Mem base.
    #[bits(8)]
    pub mem_base: u8,
    #[bits(24)]
    __: u32,
}

impl Register for SpiShaderTbaHiLs {
    const SPACE: Space = Space::Sh;
    const OFFSET: u16 = 0x141;
    const NAME: &'static str = "SPI_SHADER_TBA_HI_LS";
    const FIELDS: &'static [Field] = &[Field::new(
        "MEM_BASE",
        Self::MEM_BASE_OFFSET,
        Self::MEM_BASE_BITS,
        FieldKind::Uint,
    )];
    fn to_bits(self) -> u32 {
        self.into_bits()
    }
    fn from_bits(bits: u32) -> Self {
        Self::from_bits(bits)
    }
}

/// `SPI_SHADER_TMA_LO_LS` (shader processor input): sh register `0x142`, byte address `0x0B508`.
#[bitfield(u32)]
#[derive(PartialEq, Eq, Hash)]
pub struct SpiShaderTmaLoLs {
    /// `MEM_BASE`: Mem base.
    #[bits(32)]
    pub mem_base: u32,
}

impl Register for SpiShaderTmaLoLs {
    const SPACE: Space = Space::Sh;
    const OFFSET: u16 = 0x142;
    const NAME: &'static str = "SPI_SHADER_TMA_LO_LS";
    const FIELDS: &'static [Field] = &[Field::new(
        "MEM_BASE",
        Self::MEM_BASE_OFFSET,
        Self::MEM_BASE_BITS,
        FieldKind::Uint,
    )];
    fn to_bits(self) -> u32 {
        self.into_bits()
    }
    fn from_bits(bits: u32) -> Self {
        Self::from_bits(bits)
    }
}

/// `SPI_SHADER_TMA_HI_LS` (shader processor input): sh register `0x143`, byte address `0x0B50C`.
#[bitfield(u32)]
#[derive(PartialEq, Eq, Hash)]
pub struct SpiShaderTmaHiLs {
    /// `MEM_BASE`: Mem base.
    #[bits(8)]
    pub mem_base: u8,
    #[bits(24)]
    __: u32,
}

impl Register for SpiShaderTmaHiLs {
    const SPACE: Space = Space::Sh;
    const OFFSET: u16 = 0x143;
    const NAME: &'static str = "SPI_SHADER_TMA_HI_LS";
    const FIELDS: &'static [Field] = &[Field::new(
        "MEM_BASE",
        Self::MEM_BASE_OFFSET,
        Self::MEM_BASE_BITS,
        FieldKind::Uint,
    )];
    fn to_bits(self) -> u32 {
        self.into_bits()
    }
    fn from_bits(bits: u32) -> Self {
        Self::from_bits(bits)
    }
}

/// `SPI_SHADER_PGM_RSRC3_LS` (shader processor input): sh register `0x147`, byte address `0x0B51C`.
#[bitfield(u32)]
#[derive(PartialEq, Eq, Hash)]
pub struct SpiShaderPgmRsrc3Ls {
    /// `CU_EN`: CU enable.
    #[bits(16)]
    pub cu_en: u16,
    /// `WAVE_LIMIT`: Wave limit.
    #[bits(6)]
    pub wave_limit: u8,
    /// `LOCK_LOW_THRESHOLD`: Lock low threshold.
    #[bits(4)]
    pub lock_low_threshold: u8,
    #[bits(6)]
    __: u32,
}

impl Register for SpiShaderPgmRsrc3Ls {
    const SPACE: Space = Space::Sh;
    const OFFSET: u16 = 0x147;
    const NAME: &'static str = "SPI_SHADER_PGM_RSRC3_LS";
    const FIELDS: &'static [Field] = &[
        Field::new(
            "CU_EN",
            Self::CU_EN_OFFSET,
            Self::CU_EN_BITS,
            FieldKind::Uint,
        ),
        Field::new(
            "WAVE_LIMIT",
            Self::WAVE_LIMIT_OFFSET,
            Self::WAVE_LIMIT_BITS,
            FieldKind::Uint,
        ),
        Field::new(
            "LOCK_LOW_THRESHOLD",
            Self::LOCK_LOW_THRESHOLD_OFFSET,
            Self::LOCK_LOW_THRESHOLD_BITS,
            FieldKind::Uint,
        ),
    ];
    fn to_bits(self) -> u32 {
        self.into_bits()
    }
    fn from_bits(bits: u32) -> Self {
        Self::from_bits(bits)
    }
}

/// `SPI_SHADER_PGM_LO_LS` (shader processor input): sh register `0x148`, byte address `0x0B520`.
#[bitfield(u32)]
#[derive(PartialEq, Eq, Hash)]
pub struct SpiShaderPgmLoLs {
    /// `MEM_BASE`: Mem base.
    #[bits(32)]
    pub mem_base: u32,
}

impl Register for SpiShaderPgmLoLs {
    const SPACE: Space = Space::Sh;
    const OFFSET: u16 = 0x148;
    const NAME: &'static str = "SPI_SHADER_PGM_LO_LS";
    const FIELDS: &'static [Field] = &[Field::new(
        "MEM_BASE",
        Self::MEM_BASE_OFFSET,
        Self::MEM_BASE_BITS,
        FieldKind::Uint,
    )];
    fn to_bits(self) -> u32 {
        self.into_bits()
    }
    fn from_bits(bits: u32) -> Self {
        Self::from_bits(bits)
    }
}

/// `SPI_SHADER_PGM_HI_LS` (shader processor input): sh register `0x149`, byte address `0x0B524`.
#[bitfield(u32)]
#[derive(PartialEq, Eq, Hash)]
pub struct SpiShaderPgmHiLs {
    /// `MEM_BASE`: Mem base.
    #[bits(8)]
    pub mem_base: u8,
    #[bits(24)]
    __: u32,
}

impl Register for SpiShaderPgmHiLs {
    const SPACE: Space = Space::Sh;
    const OFFSET: u16 = 0x149;
    const NAME: &'static str = "SPI_SHADER_PGM_HI_LS";
    const FIELDS: &'static [Field] = &[Field::new(
        "MEM_BASE",
        Self::MEM_BASE_OFFSET,
        Self::MEM_BASE_BITS,
        FieldKind::Uint,
    )];
    fn to_bits(self) -> u32 {
        self.into_bits()
    }
    fn from_bits(bits: u32) -> Self {
        Self::from_bits(bits)
    }
}

/// `SPI_SHADER_PGM_RSRC1_LS` (shader processor input): sh register `0x14A`, byte address `0x0B528`.
#[bitfield(u32)]
#[derive(PartialEq, Eq, Hash)]
pub struct SpiShaderPgmRsrc1Ls {
    /// `VGPRS`: Vgprs.
    #[bits(6)]
    pub vgprs: u8,
    /// `SGPRS`: Sgprs.
    #[bits(4)]
    pub sgprs: u8,
    /// `PRIORITY`: Priority.
    #[bits(2)]
    pub priority: u8,
    /// `FLOAT_MODE`: Float mode ([`FloatMode`]).
    #[bits(8)]
    pub float_mode: FloatMode,
    /// `PRIV`: Priv.
    pub r#priv: bool,
    /// `DX10_CLAMP`: DX10 clamp.
    pub dx10_clamp: bool,
    /// `DEBUG_MODE`: Debug mode.
    pub debug_mode: bool,
    /// `IEEE_MODE`: Ieee mode.
    pub ieee_mode: bool,
    /// `VGPR_COMP_CNT`: Vgpr component count.
    #[bits(2)]
    pub vgpr_comp_cnt: u8,
    /// `CACHE_CTL`: Cache control.
    #[bits(3)]
    pub cache_ctl: u8,
    /// `CDBG_USER`: Cdbg user.
    pub cdbg_user: bool,
    #[bits(2)]
    __: u32,
}

impl Register for SpiShaderPgmRsrc1Ls {
    const SPACE: Space = Space::Sh;
    const OFFSET: u16 = 0x14A;
    const NAME: &'static str = "SPI_SHADER_PGM_RSRC1_LS";
    const FIELDS: &'static [Field] = &[
        Field::new(
            "VGPRS",
            Self::VGPRS_OFFSET,
            Self::VGPRS_BITS,
            FieldKind::Uint,
        ),
        Field::new(
            "SGPRS",
            Self::SGPRS_OFFSET,
            Self::SGPRS_BITS,
            FieldKind::Uint,
        ),
        Field::new(
            "PRIORITY",
            Self::PRIORITY_OFFSET,
            Self::PRIORITY_BITS,
            FieldKind::Uint,
        ),
        Field::new(
            "FLOAT_MODE",
            Self::FLOAT_MODE_OFFSET,
            Self::FLOAT_MODE_BITS,
            FieldKind::Enum(FloatMode::name_of),
        ),
        Field::new("PRIV", Self::PRIV_OFFSET, Self::PRIV_BITS, FieldKind::Bool),
        Field::new(
            "DX10_CLAMP",
            Self::DX10_CLAMP_OFFSET,
            Self::DX10_CLAMP_BITS,
            FieldKind::Bool,
        ),
        Field::new(
            "DEBUG_MODE",
            Self::DEBUG_MODE_OFFSET,
            Self::DEBUG_MODE_BITS,
            FieldKind::Bool,
        ),
        Field::new(
            "IEEE_MODE",
            Self::IEEE_MODE_OFFSET,
            Self::IEEE_MODE_BITS,
            FieldKind::Bool,
        ),
        Field::new(
            "VGPR_COMP_CNT",
            Self::VGPR_COMP_CNT_OFFSET,
            Self::VGPR_COMP_CNT_BITS,
            FieldKind::Uint,
        ),
        Field::new(
            "CACHE_CTL",
            Self::CACHE_CTL_OFFSET,
            Self::CACHE_CTL_BITS,
            FieldKind::Uint,
        ),
        Field::new(
            "CDBG_USER",
            Self::CDBG_USER_OFFSET,
            Self::CDBG_USER_BITS,
            FieldKind::Bool,
        ),
    ];
    fn to_bits(self) -> u32 {
        self.into_bits()
    }
    fn from_bits(bits: u32) -> Self {
        Self::from_bits(bits)
    }
}

/// `SPI_SHADER_PGM_RSRC2_LS` (shader processor input): sh register `0x14B`, byte address `0x0B52C`.
#[bitfield(u32)]
#[derive(PartialEq, Eq, Hash)]
pub struct SpiShaderPgmRsrc2Ls {
    /// `SCRATCH_EN`: Scratch enable.
    pub scratch_en: bool,
    /// `USER_SGPR`: User sgpr.
    #[bits(5)]
    pub user_sgpr: u8,
    /// `TRAP_PRESENT`: Trap present.
    pub trap_present: bool,
    /// `LDS_SIZE`: Lds size.
    #[bits(9)]
    pub lds_size: u16,
    /// `EXCP_EN`: Exception enable (`EXCP_EN` values).
    #[bits(9)]
    pub excp_en: u16,
    #[bits(7)]
    __: u32,
}

impl Register for SpiShaderPgmRsrc2Ls {
    const SPACE: Space = Space::Sh;
    const OFFSET: u16 = 0x14B;
    const NAME: &'static str = "SPI_SHADER_PGM_RSRC2_LS";
    const FIELDS: &'static [Field] = &[
        Field::new(
            "SCRATCH_EN",
            Self::SCRATCH_EN_OFFSET,
            Self::SCRATCH_EN_BITS,
            FieldKind::Bool,
        ),
        Field::new(
            "USER_SGPR",
            Self::USER_SGPR_OFFSET,
            Self::USER_SGPR_BITS,
            FieldKind::Uint,
        ),
        Field::new(
            "TRAP_PRESENT",
            Self::TRAP_PRESENT_OFFSET,
            Self::TRAP_PRESENT_BITS,
            FieldKind::Bool,
        ),
        Field::new(
            "LDS_SIZE",
            Self::LDS_SIZE_OFFSET,
            Self::LDS_SIZE_BITS,
            FieldKind::Uint,
        ),
        Field::new(
            "EXCP_EN",
            Self::EXCP_EN_OFFSET,
            Self::EXCP_EN_BITS,
            FieldKind::Uint,
        ),
    ];
    fn to_bits(self) -> u32 {
        self.into_bits()
    }
    fn from_bits(bits: u32) -> Self {
        Self::from_bits(bits)
    }
}

/// `SPI_SHADER_USER_DATA_LS_n` (shader processor input): sh registers `SPI_SHADER_USER_DATA_LS_0`..=`SPI_SHADER_USER_DATA_LS_15`, slot `N` in `0..=15` at `0x14C + 0x1 * (N - 0)`.
///
/// One layout shared by every slot; each slot is its own type (see the aliases such as
/// [`SpiShaderUserDataLs0`]), so the offset always comes from the type.
#[bitfield(u32)]
#[derive(PartialEq, Eq, Hash)]
pub struct SpiShaderUserDataLsN<const N: usize> {
    /// `DATA`: Data.
    #[bits(32)]
    pub data: u32,
}

crate::regs::register_family! {
    SpiShaderUserDataLsN {
        space: Sh,
        base: 0x14C,
        stride: 0x1,
        first: 0,
        names: [
            "SPI_SHADER_USER_DATA_LS_0",
            "SPI_SHADER_USER_DATA_LS_1",
            "SPI_SHADER_USER_DATA_LS_2",
            "SPI_SHADER_USER_DATA_LS_3",
            "SPI_SHADER_USER_DATA_LS_4",
            "SPI_SHADER_USER_DATA_LS_5",
            "SPI_SHADER_USER_DATA_LS_6",
            "SPI_SHADER_USER_DATA_LS_7",
            "SPI_SHADER_USER_DATA_LS_8",
            "SPI_SHADER_USER_DATA_LS_9",
            "SPI_SHADER_USER_DATA_LS_10",
            "SPI_SHADER_USER_DATA_LS_11",
            "SPI_SHADER_USER_DATA_LS_12",
            "SPI_SHADER_USER_DATA_LS_13",
            "SPI_SHADER_USER_DATA_LS_14",
            "SPI_SHADER_USER_DATA_LS_15",
        ],
        fields: &[
            Field::new("DATA", Self::DATA_OFFSET, Self::DATA_BITS, FieldKind::Uint),
        ],
    }
}

/// `SPI_SHADER_USER_DATA_LS_0` (shader processor input): sh register `0x14C`, byte address `0x0B530`.
pub type SpiShaderUserDataLs0 = SpiShaderUserDataLsN<0>;
/// `SPI_SHADER_USER_DATA_LS_1` (shader processor input): sh register `0x14D`, byte address `0x0B534`.
pub type SpiShaderUserDataLs1 = SpiShaderUserDataLsN<1>;
/// `SPI_SHADER_USER_DATA_LS_2` (shader processor input): sh register `0x14E`, byte address `0x0B538`.
pub type SpiShaderUserDataLs2 = SpiShaderUserDataLsN<2>;
/// `SPI_SHADER_USER_DATA_LS_3` (shader processor input): sh register `0x14F`, byte address `0x0B53C`.
pub type SpiShaderUserDataLs3 = SpiShaderUserDataLsN<3>;
/// `SPI_SHADER_USER_DATA_LS_4` (shader processor input): sh register `0x150`, byte address `0x0B540`.
pub type SpiShaderUserDataLs4 = SpiShaderUserDataLsN<4>;
/// `SPI_SHADER_USER_DATA_LS_5` (shader processor input): sh register `0x151`, byte address `0x0B544`.
pub type SpiShaderUserDataLs5 = SpiShaderUserDataLsN<5>;
/// `SPI_SHADER_USER_DATA_LS_6` (shader processor input): sh register `0x152`, byte address `0x0B548`.
pub type SpiShaderUserDataLs6 = SpiShaderUserDataLsN<6>;
/// `SPI_SHADER_USER_DATA_LS_7` (shader processor input): sh register `0x153`, byte address `0x0B54C`.
pub type SpiShaderUserDataLs7 = SpiShaderUserDataLsN<7>;
/// `SPI_SHADER_USER_DATA_LS_8` (shader processor input): sh register `0x154`, byte address `0x0B550`.
pub type SpiShaderUserDataLs8 = SpiShaderUserDataLsN<8>;
/// `SPI_SHADER_USER_DATA_LS_9` (shader processor input): sh register `0x155`, byte address `0x0B554`.
pub type SpiShaderUserDataLs9 = SpiShaderUserDataLsN<9>;
/// `SPI_SHADER_USER_DATA_LS_10` (shader processor input): sh register `0x156`, byte address `0x0B558`.
pub type SpiShaderUserDataLs10 = SpiShaderUserDataLsN<10>;
/// `SPI_SHADER_USER_DATA_LS_11` (shader processor input): sh register `0x157`, byte address `0x0B55C`.
pub type SpiShaderUserDataLs11 = SpiShaderUserDataLsN<11>;
/// `SPI_SHADER_USER_DATA_LS_12` (shader processor input): sh register `0x158`, byte address `0x0B560`.
pub type SpiShaderUserDataLs12 = SpiShaderUserDataLsN<12>;
/// `SPI_SHADER_USER_DATA_LS_13` (shader processor input): sh register `0x159`, byte address `0x0B564`.
pub type SpiShaderUserDataLs13 = SpiShaderUserDataLsN<13>;
/// `SPI_SHADER_USER_DATA_LS_14` (shader processor input): sh register `0x15A`, byte address `0x0B568`.
pub type SpiShaderUserDataLs14 = SpiShaderUserDataLsN<14>;
/// `SPI_SHADER_USER_DATA_LS_15` (shader processor input): sh register `0x15B`, byte address `0x0B56C`.
pub type SpiShaderUserDataLs15 = SpiShaderUserDataLsN<15>;

/// `COMPUTE_DISPATCH_INITIATOR` (compute dispatch): sh register `0x200`, byte address `0x0B800`.
#[bitfield(u32)]
#[derive(PartialEq, Eq, Hash)]
pub struct ComputeDispatchInitiator {
    /// `COMPUTE_SHADER_EN`: Compute shader enable.
    pub compute_shader_en: bool,
    /// `PARTIAL_TG_EN`: Partial TG enable.
    pub partial_tg_en: bool,
    /// `FORCE_START_AT_000`: Force start AT 000.
    pub force_start_at_000: bool,
    /// `ORDERED_APPEND_ENBL`: Ordered append enable.
    pub ordered_append_enbl: bool,
    /// `ORDERED_APPEND_MODE`: Ordered append mode.
    pub ordered_append_mode: bool,
    /// `USE_THREAD_DIMENSIONS`: Use thread dimensions.
    pub use_thread_dimensions: bool,
    /// `ORDER_MODE`: Order mode.
    pub order_mode: bool,
    /// `DISPATCH_CACHE_CNTL`: Dispatch cache control.
    #[bits(3)]
    pub dispatch_cache_cntl: u8,
    /// `SCALAR_L1_INV_VOL`: Scalar L1 inv vol.
    pub scalar_l1_inv_vol: bool,
    /// `VECTOR_L1_INV_VOL`: Vector L1 inv vol.
    pub vector_l1_inv_vol: bool,
    /// `DATA_ATC`: Data atc.
    pub data_atc: bool,
    #[bits(1)]
    __: u32,
    /// `RESTORE`: Restore.
    pub restore: bool,
    #[bits(17)]
    __: u32,
}

impl Register for ComputeDispatchInitiator {
    const SPACE: Space = Space::Sh;
    const OFFSET: u16 = 0x200;
    const NAME: &'static str = "COMPUTE_DISPATCH_INITIATOR";
    const FIELDS: &'static [Field] = &[
        Field::new(
            "COMPUTE_SHADER_EN",
            Self::COMPUTE_SHADER_EN_OFFSET,
            Self::COMPUTE_SHADER_EN_BITS,
            FieldKind::Bool,
        ),
        Field::new(
            "PARTIAL_TG_EN",
            Self::PARTIAL_TG_EN_OFFSET,
            Self::PARTIAL_TG_EN_BITS,
            FieldKind::Bool,
        ),
        Field::new(
            "FORCE_START_AT_000",
            Self::FORCE_START_AT_000_OFFSET,
            Self::FORCE_START_AT_000_BITS,
            FieldKind::Bool,
        ),
        Field::new(
            "ORDERED_APPEND_ENBL",
            Self::ORDERED_APPEND_ENBL_OFFSET,
            Self::ORDERED_APPEND_ENBL_BITS,
            FieldKind::Bool,
        ),
        Field::new(
            "ORDERED_APPEND_MODE",
            Self::ORDERED_APPEND_MODE_OFFSET,
            Self::ORDERED_APPEND_MODE_BITS,
            FieldKind::Bool,
        ),
        Field::new(
            "USE_THREAD_DIMENSIONS",
            Self::USE_THREAD_DIMENSIONS_OFFSET,
            Self::USE_THREAD_DIMENSIONS_BITS,
            FieldKind::Bool,
        ),
        Field::new(
            "ORDER_MODE",
            Self::ORDER_MODE_OFFSET,
            Self::ORDER_MODE_BITS,
            FieldKind::Bool,
        ),
        Field::new(
            "DISPATCH_CACHE_CNTL",
            Self::DISPATCH_CACHE_CNTL_OFFSET,
            Self::DISPATCH_CACHE_CNTL_BITS,
            FieldKind::Uint,
        ),
        Field::new(
            "SCALAR_L1_INV_VOL",
            Self::SCALAR_L1_INV_VOL_OFFSET,
            Self::SCALAR_L1_INV_VOL_BITS,
            FieldKind::Bool,
        ),
        Field::new(
            "VECTOR_L1_INV_VOL",
            Self::VECTOR_L1_INV_VOL_OFFSET,
            Self::VECTOR_L1_INV_VOL_BITS,
            FieldKind::Bool,
        ),
        Field::new(
            "DATA_ATC",
            Self::DATA_ATC_OFFSET,
            Self::DATA_ATC_BITS,
            FieldKind::Bool,
        ),
        Field::new(
            "RESTORE",
            Self::RESTORE_OFFSET,
            Self::RESTORE_BITS,
            FieldKind::Bool,
        ),
    ];
    fn to_bits(self) -> u32 {
        self.into_bits()
    }
    fn from_bits(bits: u32) -> Self {
        Self::from_bits(bits)
    }
}

/// `COMPUTE_DIM_X` (compute dispatch): sh register `0x201`, byte address `0x0B804`.
#[bitfield(u32)]
#[derive(PartialEq, Eq, Hash)]
pub struct ComputeDimX {
    /// `SIZE`: Size.
    #[bits(32)]
    pub size: u32,
}

impl Register for ComputeDimX {
    const SPACE: Space = Space::Sh;
    const OFFSET: u16 = 0x201;
    const NAME: &'static str = "COMPUTE_DIM_X";
    const FIELDS: &'static [Field] = &[Field::new(
        "SIZE",
        Self::SIZE_OFFSET,
        Self::SIZE_BITS,
        FieldKind::Uint,
    )];
    fn to_bits(self) -> u32 {
        self.into_bits()
    }
    fn from_bits(bits: u32) -> Self {
        Self::from_bits(bits)
    }
}

/// `COMPUTE_DIM_Y` (compute dispatch): sh register `0x202`, byte address `0x0B808`.
#[bitfield(u32)]
#[derive(PartialEq, Eq, Hash)]
pub struct ComputeDimY {
    /// `SIZE`: Size.
    #[bits(32)]
    pub size: u32,
}

impl Register for ComputeDimY {
    const SPACE: Space = Space::Sh;
    const OFFSET: u16 = 0x202;
    const NAME: &'static str = "COMPUTE_DIM_Y";
    const FIELDS: &'static [Field] = &[Field::new(
        "SIZE",
        Self::SIZE_OFFSET,
        Self::SIZE_BITS,
        FieldKind::Uint,
    )];
    fn to_bits(self) -> u32 {
        self.into_bits()
    }
    fn from_bits(bits: u32) -> Self {
        Self::from_bits(bits)
    }
}

/// `COMPUTE_DIM_Z` (compute dispatch): sh register `0x203`, byte address `0x0B80C`.
#[bitfield(u32)]
#[derive(PartialEq, Eq, Hash)]
pub struct ComputeDimZ {
    /// `SIZE`: Size.
    #[bits(32)]
    pub size: u32,
}

impl Register for ComputeDimZ {
    const SPACE: Space = Space::Sh;
    const OFFSET: u16 = 0x203;
    const NAME: &'static str = "COMPUTE_DIM_Z";
    const FIELDS: &'static [Field] = &[Field::new(
        "SIZE",
        Self::SIZE_OFFSET,
        Self::SIZE_BITS,
        FieldKind::Uint,
    )];
    fn to_bits(self) -> u32 {
        self.into_bits()
    }
    fn from_bits(bits: u32) -> Self {
        Self::from_bits(bits)
    }
}

/// `COMPUTE_START_X` (compute dispatch): sh register `0x204`, byte address `0x0B810`.
#[bitfield(u32)]
#[derive(PartialEq, Eq, Hash)]
pub struct ComputeStartX {
    /// `START`: Start.
    #[bits(32)]
    pub start: u32,
}

impl Register for ComputeStartX {
    const SPACE: Space = Space::Sh;
    const OFFSET: u16 = 0x204;
    const NAME: &'static str = "COMPUTE_START_X";
    const FIELDS: &'static [Field] = &[Field::new(
        "START",
        Self::START_OFFSET,
        Self::START_BITS,
        FieldKind::Uint,
    )];
    fn to_bits(self) -> u32 {
        self.into_bits()
    }
    fn from_bits(bits: u32) -> Self {
        Self::from_bits(bits)
    }
}

/// `COMPUTE_START_Y` (compute dispatch): sh register `0x205`, byte address `0x0B814`.
#[bitfield(u32)]
#[derive(PartialEq, Eq, Hash)]
pub struct ComputeStartY {
    /// `START`: Start.
    #[bits(32)]
    pub start: u32,
}

impl Register for ComputeStartY {
    const SPACE: Space = Space::Sh;
    const OFFSET: u16 = 0x205;
    const NAME: &'static str = "COMPUTE_START_Y";
    const FIELDS: &'static [Field] = &[Field::new(
        "START",
        Self::START_OFFSET,
        Self::START_BITS,
        FieldKind::Uint,
    )];
    fn to_bits(self) -> u32 {
        self.into_bits()
    }
    fn from_bits(bits: u32) -> Self {
        Self::from_bits(bits)
    }
}

/// `COMPUTE_START_Z` (compute dispatch): sh register `0x206`, byte address `0x0B818`.
#[bitfield(u32)]
#[derive(PartialEq, Eq, Hash)]
pub struct ComputeStartZ {
    /// `START`: Start.
    #[bits(32)]
    pub start: u32,
}

impl Register for ComputeStartZ {
    const SPACE: Space = Space::Sh;
    const OFFSET: u16 = 0x206;
    const NAME: &'static str = "COMPUTE_START_Z";
    const FIELDS: &'static [Field] = &[Field::new(
        "START",
        Self::START_OFFSET,
        Self::START_BITS,
        FieldKind::Uint,
    )];
    fn to_bits(self) -> u32 {
        self.into_bits()
    }
    fn from_bits(bits: u32) -> Self {
        Self::from_bits(bits)
    }
}

/// `COMPUTE_NUM_THREAD_X` (compute dispatch): sh register `0x207`, byte address `0x0B81C`.
#[bitfield(u32)]
#[derive(PartialEq, Eq, Hash)]
pub struct ComputeNumThreadX {
    /// `NUM_THREAD_FULL`: Number of thread full.
    #[bits(16)]
    pub num_thread_full: u16,
    /// `NUM_THREAD_PARTIAL`: Number of thread partial.
    #[bits(16)]
    pub num_thread_partial: u16,
}

impl Register for ComputeNumThreadX {
    const SPACE: Space = Space::Sh;
    const OFFSET: u16 = 0x207;
    const NAME: &'static str = "COMPUTE_NUM_THREAD_X";
    const FIELDS: &'static [Field] = &[
        Field::new(
            "NUM_THREAD_FULL",
            Self::NUM_THREAD_FULL_OFFSET,
            Self::NUM_THREAD_FULL_BITS,
            FieldKind::Uint,
        ),
        Field::new(
            "NUM_THREAD_PARTIAL",
            Self::NUM_THREAD_PARTIAL_OFFSET,
            Self::NUM_THREAD_PARTIAL_BITS,
            FieldKind::Uint,
        ),
    ];
    fn to_bits(self) -> u32 {
        self.into_bits()
    }
    fn from_bits(bits: u32) -> Self {
        Self::from_bits(bits)
    }
}

/// `COMPUTE_NUM_THREAD_Y` (compute dispatch): sh register `0x208`, byte address `0x0B820`.
#[bitfield(u32)]
#[derive(PartialEq, Eq, Hash)]
pub struct ComputeNumThreadY {
    /// `NUM_THREAD_FULL`: Number of thread full.
    #[bits(16)]
    pub num_thread_full: u16,
    /// `NUM_THREAD_PARTIAL`: Number of thread partial.
    #[bits(16)]
    pub num_thread_partial: u16,
}

impl Register for ComputeNumThreadY {
    const SPACE: Space = Space::Sh;
    const OFFSET: u16 = 0x208;
    const NAME: &'static str = "COMPUTE_NUM_THREAD_Y";
    const FIELDS: &'static [Field] = &[
        Field::new(
            "NUM_THREAD_FULL",
            Self::NUM_THREAD_FULL_OFFSET,
            Self::NUM_THREAD_FULL_BITS,
            FieldKind::Uint,
        ),
        Field::new(
            "NUM_THREAD_PARTIAL",
            Self::NUM_THREAD_PARTIAL_OFFSET,
            Self::NUM_THREAD_PARTIAL_BITS,
            FieldKind::Uint,
        ),
    ];
    fn to_bits(self) -> u32 {
        self.into_bits()
    }
    fn from_bits(bits: u32) -> Self {
        Self::from_bits(bits)
    }
}

/// `COMPUTE_NUM_THREAD_Z` (compute dispatch): sh register `0x209`, byte address `0x0B824`.
#[bitfield(u32)]
#[derive(PartialEq, Eq, Hash)]
pub struct ComputeNumThreadZ {
    /// `NUM_THREAD_FULL`: Number of thread full.
    #[bits(16)]
    pub num_thread_full: u16,
    /// `NUM_THREAD_PARTIAL`: Number of thread partial.
    #[bits(16)]
    pub num_thread_partial: u16,
}

impl Register for ComputeNumThreadZ {
    const SPACE: Space = Space::Sh;
    const OFFSET: u16 = 0x209;
    const NAME: &'static str = "COMPUTE_NUM_THREAD_Z";
    const FIELDS: &'static [Field] = &[
        Field::new(
            "NUM_THREAD_FULL",
            Self::NUM_THREAD_FULL_OFFSET,
            Self::NUM_THREAD_FULL_BITS,
            FieldKind::Uint,
        ),
        Field::new(
            "NUM_THREAD_PARTIAL",
            Self::NUM_THREAD_PARTIAL_OFFSET,
            Self::NUM_THREAD_PARTIAL_BITS,
            FieldKind::Uint,
        ),
    ];
    fn to_bits(self) -> u32 {
        self.into_bits()
    }
    fn from_bits(bits: u32) -> Self {
        Self::from_bits(bits)
    }
}

/// `COMPUTE_PIPELINESTAT_ENABLE` (compute dispatch): sh register `0x20A`, byte address `0x0B828`.
#[bitfield(u32)]
#[derive(PartialEq, Eq, Hash)]
pub struct ComputePipelinestatEnable {
    /// `PIPELINESTAT_ENABLE`: Pipelinestat enable.
    pub pipelinestat_enable: bool,
    #[bits(31)]
    __: u32,
}

impl Register for ComputePipelinestatEnable {
    const SPACE: Space = Space::Sh;
    const OFFSET: u16 = 0x20A;
    const NAME: &'static str = "COMPUTE_PIPELINESTAT_ENABLE";
    const FIELDS: &'static [Field] = &[Field::new(
        "PIPELINESTAT_ENABLE",
        Self::PIPELINESTAT_ENABLE_OFFSET,
        Self::PIPELINESTAT_ENABLE_BITS,
        FieldKind::Bool,
    )];
    fn to_bits(self) -> u32 {
        self.into_bits()
    }
    fn from_bits(bits: u32) -> Self {
        Self::from_bits(bits)
    }
}

/// `COMPUTE_PERFCOUNT_ENABLE` (compute dispatch): sh register `0x20B`, byte address `0x0B82C`.
#[bitfield(u32)]
#[derive(PartialEq, Eq, Hash)]
pub struct ComputePerfcountEnable {
    /// `PERFCOUNT_ENABLE`: Perfcount enable.
    pub perfcount_enable: bool,
    #[bits(31)]
    __: u32,
}

impl Register for ComputePerfcountEnable {
    const SPACE: Space = Space::Sh;
    const OFFSET: u16 = 0x20B;
    const NAME: &'static str = "COMPUTE_PERFCOUNT_ENABLE";
    const FIELDS: &'static [Field] = &[Field::new(
        "PERFCOUNT_ENABLE",
        Self::PERFCOUNT_ENABLE_OFFSET,
        Self::PERFCOUNT_ENABLE_BITS,
        FieldKind::Bool,
    )];
    fn to_bits(self) -> u32 {
        self.into_bits()
    }
    fn from_bits(bits: u32) -> Self {
        Self::from_bits(bits)
    }
}

/// `COMPUTE_PGM_LO` (compute dispatch): sh register `0x20C`, byte address `0x0B830`.
#[bitfield(u32)]
#[derive(PartialEq, Eq, Hash)]
pub struct ComputePgmLo {
    /// `DATA`: Data.
    #[bits(32)]
    pub data: u32,
}

impl Register for ComputePgmLo {
    const SPACE: Space = Space::Sh;
    const OFFSET: u16 = 0x20C;
    const NAME: &'static str = "COMPUTE_PGM_LO";
    const FIELDS: &'static [Field] = &[Field::new(
        "DATA",
        Self::DATA_OFFSET,
        Self::DATA_BITS,
        FieldKind::Uint,
    )];
    fn to_bits(self) -> u32 {
        self.into_bits()
    }
    fn from_bits(bits: u32) -> Self {
        Self::from_bits(bits)
    }
}

/// `COMPUTE_PGM_HI` (compute dispatch): sh register `0x20D`, byte address `0x0B834`.
#[bitfield(u32)]
#[derive(PartialEq, Eq, Hash)]
pub struct ComputePgmHi {
    /// `DATA`: Data.
    #[bits(8)]
    pub data: u8,
    /// `INST_ATC`: Instance atc.
    pub inst_atc: bool,
    #[bits(23)]
    __: u32,
}

impl Register for ComputePgmHi {
    const SPACE: Space = Space::Sh;
    const OFFSET: u16 = 0x20D;
    const NAME: &'static str = "COMPUTE_PGM_HI";
    const FIELDS: &'static [Field] = &[
        Field::new("DATA", Self::DATA_OFFSET, Self::DATA_BITS, FieldKind::Uint),
        Field::new(
            "INST_ATC",
            Self::INST_ATC_OFFSET,
            Self::INST_ATC_BITS,
            FieldKind::Bool,
        ),
    ];
    fn to_bits(self) -> u32 {
        self.into_bits()
    }
    fn from_bits(bits: u32) -> Self {
        Self::from_bits(bits)
    }
}

/// `COMPUTE_TBA_LO` (compute dispatch): sh register `0x20E`, byte address `0x0B838`.
#[bitfield(u32)]
#[derive(PartialEq, Eq, Hash)]
pub struct ComputeTbaLo {
    /// `DATA`: Data.
    #[bits(32)]
    pub data: u32,
}

impl Register for ComputeTbaLo {
    const SPACE: Space = Space::Sh;
    const OFFSET: u16 = 0x20E;
    const NAME: &'static str = "COMPUTE_TBA_LO";
    const FIELDS: &'static [Field] = &[Field::new(
        "DATA",
        Self::DATA_OFFSET,
        Self::DATA_BITS,
        FieldKind::Uint,
    )];
    fn to_bits(self) -> u32 {
        self.into_bits()
    }
    fn from_bits(bits: u32) -> Self {
        Self::from_bits(bits)
    }
}

/// `COMPUTE_TBA_HI` (compute dispatch): sh register `0x20F`, byte address `0x0B83C`.
#[bitfield(u32)]
#[derive(PartialEq, Eq, Hash)]
pub struct ComputeTbaHi {
    /// `DATA`: Data.
    #[bits(8)]
    pub data: u8,
    #[bits(24)]
    __: u32,
}

impl Register for ComputeTbaHi {
    const SPACE: Space = Space::Sh;
    const OFFSET: u16 = 0x20F;
    const NAME: &'static str = "COMPUTE_TBA_HI";
    const FIELDS: &'static [Field] = &[Field::new(
        "DATA",
        Self::DATA_OFFSET,
        Self::DATA_BITS,
        FieldKind::Uint,
    )];
    fn to_bits(self) -> u32 {
        self.into_bits()
    }
    fn from_bits(bits: u32) -> Self {
        Self::from_bits(bits)
    }
}

/// `COMPUTE_TMA_LO` (compute dispatch): sh register `0x210`, byte address `0x0B840`.
#[bitfield(u32)]
#[derive(PartialEq, Eq, Hash)]
pub struct ComputeTmaLo {
    /// `DATA`: Data.
    #[bits(32)]
    pub data: u32,
}

impl Register for ComputeTmaLo {
    const SPACE: Space = Space::Sh;
    const OFFSET: u16 = 0x210;
    const NAME: &'static str = "COMPUTE_TMA_LO";
    const FIELDS: &'static [Field] = &[Field::new(
        "DATA",
        Self::DATA_OFFSET,
        Self::DATA_BITS,
        FieldKind::Uint,
    )];
    fn to_bits(self) -> u32 {
        self.into_bits()
    }
    fn from_bits(bits: u32) -> Self {
        Self::from_bits(bits)
    }
}

/// `COMPUTE_TMA_HI` (compute dispatch): sh register `0x211`, byte address `0x0B844`.
#[bitfield(u32)]
#[derive(PartialEq, Eq, Hash)]
pub struct ComputeTmaHi {
    /// `DATA`: Data.
    #[bits(8)]
    pub data: u8,
    #[bits(24)]
    __: u32,
}

impl Register for ComputeTmaHi {
    const SPACE: Space = Space::Sh;
    const OFFSET: u16 = 0x211;
    const NAME: &'static str = "COMPUTE_TMA_HI";
    const FIELDS: &'static [Field] = &[Field::new(
        "DATA",
        Self::DATA_OFFSET,
        Self::DATA_BITS,
        FieldKind::Uint,
    )];
    fn to_bits(self) -> u32 {
        self.into_bits()
    }
    fn from_bits(bits: u32) -> Self {
        Self::from_bits(bits)
    }
}

/// `COMPUTE_PGM_RSRC1` (compute dispatch): sh register `0x212`, byte address `0x0B848`.
#[bitfield(u32)]
#[derive(PartialEq, Eq, Hash)]
pub struct ComputePgmRsrc1 {
    /// `VGPRS`: Vgprs.
    #[bits(6)]
    pub vgprs: u8,
    /// `SGPRS`: Sgprs.
    #[bits(4)]
    pub sgprs: u8,
    /// `PRIORITY`: Priority.
    #[bits(2)]
    pub priority: u8,
    /// `FLOAT_MODE`: Float mode ([`FloatMode`]).
    #[bits(8)]
    pub float_mode: FloatMode,
    /// `PRIV`: Priv.
    pub r#priv: bool,
    /// `DX10_CLAMP`: DX10 clamp.
    pub dx10_clamp: bool,
    /// `DEBUG_MODE`: Debug mode.
    pub debug_mode: bool,
    /// `IEEE_MODE`: Ieee mode.
    pub ieee_mode: bool,
    /// `BULKY`: Bulky.
    pub bulky: bool,
    /// `CDBG_USER`: Cdbg user.
    pub cdbg_user: bool,
    #[bits(6)]
    __: u32,
}

impl Register for ComputePgmRsrc1 {
    const SPACE: Space = Space::Sh;
    const OFFSET: u16 = 0x212;
    const NAME: &'static str = "COMPUTE_PGM_RSRC1";
    const FIELDS: &'static [Field] = &[
        Field::new(
            "VGPRS",
            Self::VGPRS_OFFSET,
            Self::VGPRS_BITS,
            FieldKind::Uint,
        ),
        Field::new(
            "SGPRS",
            Self::SGPRS_OFFSET,
            Self::SGPRS_BITS,
            FieldKind::Uint,
        ),
        Field::new(
            "PRIORITY",
            Self::PRIORITY_OFFSET,
            Self::PRIORITY_BITS,
            FieldKind::Uint,
        ),
        Field::new(
            "FLOAT_MODE",
            Self::FLOAT_MODE_OFFSET,
            Self::FLOAT_MODE_BITS,
            FieldKind::Enum(FloatMode::name_of),
        ),
        Field::new("PRIV", Self::PRIV_OFFSET, Self::PRIV_BITS, FieldKind::Bool),
        Field::new(
            "DX10_CLAMP",
            Self::DX10_CLAMP_OFFSET,
            Self::DX10_CLAMP_BITS,
            FieldKind::Bool,
        ),
        Field::new(
            "DEBUG_MODE",
            Self::DEBUG_MODE_OFFSET,
            Self::DEBUG_MODE_BITS,
            FieldKind::Bool,
        ),
        Field::new(
            "IEEE_MODE",
            Self::IEEE_MODE_OFFSET,
            Self::IEEE_MODE_BITS,
            FieldKind::Bool,
        ),
        Field::new(
            "BULKY",
            Self::BULKY_OFFSET,
            Self::BULKY_BITS,
            FieldKind::Bool,
        ),
        Field::new(
            "CDBG_USER",
            Self::CDBG_USER_OFFSET,
            Self::CDBG_USER_BITS,
            FieldKind::Bool,
        ),
    ];
    fn to_bits(self) -> u32 {
        self.into_bits()
    }
    fn from_bits(bits: u32) -> Self {
        Self::from_bits(bits)
    }
}

/// `COMPUTE_PGM_RSRC2` (compute dispatch): sh register `0x213`, byte address `0x0B84C`.
#[bitfield(u32)]
#[derive(PartialEq, Eq, Hash)]
pub struct ComputePgmRsrc2 {
    /// `SCRATCH_EN`: Scratch enable.
    pub scratch_en: bool,
    /// `USER_SGPR`: User sgpr.
    #[bits(5)]
    pub user_sgpr: u8,
    /// `TRAP_PRESENT`: Trap present.
    pub trap_present: bool,
    /// `TGID_X_EN`: Tgid X enable.
    pub tgid_x_en: bool,
    /// `TGID_Y_EN`: Tgid Y enable.
    pub tgid_y_en: bool,
    /// `TGID_Z_EN`: Tgid Z enable.
    pub tgid_z_en: bool,
    /// `TG_SIZE_EN`: TG size enable.
    pub tg_size_en: bool,
    /// `TIDIG_COMP_CNT`: Tidig component count.
    #[bits(2)]
    pub tidig_comp_cnt: u8,
    /// `EXCP_EN_MSB`: Exception enable msb.
    #[bits(2)]
    pub excp_en_msb: u8,
    /// `LDS_SIZE`: Lds size.
    #[bits(9)]
    pub lds_size: u16,
    /// `EXCP_EN`: Exception enable (`EXCP_EN` values).
    #[bits(7)]
    pub excp_en: u8,
    #[bits(1)]
    __: u32,
}

impl Register for ComputePgmRsrc2 {
    const SPACE: Space = Space::Sh;
    const OFFSET: u16 = 0x213;
    const NAME: &'static str = "COMPUTE_PGM_RSRC2";
    const FIELDS: &'static [Field] = &[
        Field::new(
            "SCRATCH_EN",
            Self::SCRATCH_EN_OFFSET,
            Self::SCRATCH_EN_BITS,
            FieldKind::Bool,
        ),
        Field::new(
            "USER_SGPR",
            Self::USER_SGPR_OFFSET,
            Self::USER_SGPR_BITS,
            FieldKind::Uint,
        ),
        Field::new(
            "TRAP_PRESENT",
            Self::TRAP_PRESENT_OFFSET,
            Self::TRAP_PRESENT_BITS,
            FieldKind::Bool,
        ),
        Field::new(
            "TGID_X_EN",
            Self::TGID_X_EN_OFFSET,
            Self::TGID_X_EN_BITS,
            FieldKind::Bool,
        ),
        Field::new(
            "TGID_Y_EN",
            Self::TGID_Y_EN_OFFSET,
            Self::TGID_Y_EN_BITS,
            FieldKind::Bool,
        ),
        Field::new(
            "TGID_Z_EN",
            Self::TGID_Z_EN_OFFSET,
            Self::TGID_Z_EN_BITS,
            FieldKind::Bool,
        ),
        Field::new(
            "TG_SIZE_EN",
            Self::TG_SIZE_EN_OFFSET,
            Self::TG_SIZE_EN_BITS,
            FieldKind::Bool,
        ),
        Field::new(
            "TIDIG_COMP_CNT",
            Self::TIDIG_COMP_CNT_OFFSET,
            Self::TIDIG_COMP_CNT_BITS,
            FieldKind::Uint,
        ),
        Field::new(
            "EXCP_EN_MSB",
            Self::EXCP_EN_MSB_OFFSET,
            Self::EXCP_EN_MSB_BITS,
            FieldKind::Uint,
        ),
        Field::new(
            "LDS_SIZE",
            Self::LDS_SIZE_OFFSET,
            Self::LDS_SIZE_BITS,
            FieldKind::Uint,
        ),
        Field::new(
            "EXCP_EN",
            Self::EXCP_EN_OFFSET,
            Self::EXCP_EN_BITS,
            FieldKind::Uint,
        ),
    ];
    fn to_bits(self) -> u32 {
        self.into_bits()
    }
    fn from_bits(bits: u32) -> Self {
        Self::from_bits(bits)
    }
}

/// `COMPUTE_VMID` (compute dispatch): sh register `0x214`, byte address `0x0B850`.
#[bitfield(u32)]
#[derive(PartialEq, Eq, Hash)]
pub struct ComputeVmid {
    /// `DATA`: Data.
    #[bits(4)]
    pub data: u8,
    #[bits(28)]
    __: u32,
}

impl Register for ComputeVmid {
    const SPACE: Space = Space::Sh;
    const OFFSET: u16 = 0x214;
    const NAME: &'static str = "COMPUTE_VMID";
    const FIELDS: &'static [Field] = &[Field::new(
        "DATA",
        Self::DATA_OFFSET,
        Self::DATA_BITS,
        FieldKind::Uint,
    )];
    fn to_bits(self) -> u32 {
        self.into_bits()
    }
    fn from_bits(bits: u32) -> Self {
        Self::from_bits(bits)
    }
}

/// `COMPUTE_RESOURCE_LIMITS` (compute dispatch): sh register `0x215`, byte address `0x0B854`.
#[bitfield(u32)]
#[derive(PartialEq, Eq, Hash)]
pub struct ComputeResourceLimits {
    /// `WAVES_PER_SH`: Waves per SH.
    #[bits(10)]
    pub waves_per_sh: u16,
    #[bits(2)]
    __: u32,
    /// `TG_PER_CU`: TG per CU.
    #[bits(4)]
    pub tg_per_cu: u8,
    /// `LOCK_THRESHOLD`: Lock threshold.
    #[bits(6)]
    pub lock_threshold: u8,
    /// `SIMD_DEST_CNTL`: Simd destination control.
    pub simd_dest_cntl: bool,
    /// `FORCE_SIMD_DIST`: Force simd distribution.
    pub force_simd_dist: bool,
    /// `CU_GROUP_COUNT`: CU group count.
    #[bits(3)]
    pub cu_group_count: u8,
    #[bits(5)]
    __: u32,
}

impl Register for ComputeResourceLimits {
    const SPACE: Space = Space::Sh;
    const OFFSET: u16 = 0x215;
    const NAME: &'static str = "COMPUTE_RESOURCE_LIMITS";
    const FIELDS: &'static [Field] = &[
        Field::new(
            "WAVES_PER_SH",
            Self::WAVES_PER_SH_OFFSET,
            Self::WAVES_PER_SH_BITS,
            FieldKind::Uint,
        ),
        Field::new(
            "TG_PER_CU",
            Self::TG_PER_CU_OFFSET,
            Self::TG_PER_CU_BITS,
            FieldKind::Uint,
        ),
        Field::new(
            "LOCK_THRESHOLD",
            Self::LOCK_THRESHOLD_OFFSET,
            Self::LOCK_THRESHOLD_BITS,
            FieldKind::Uint,
        ),
        Field::new(
            "SIMD_DEST_CNTL",
            Self::SIMD_DEST_CNTL_OFFSET,
            Self::SIMD_DEST_CNTL_BITS,
            FieldKind::Bool,
        ),
        Field::new(
            "FORCE_SIMD_DIST",
            Self::FORCE_SIMD_DIST_OFFSET,
            Self::FORCE_SIMD_DIST_BITS,
            FieldKind::Bool,
        ),
        Field::new(
            "CU_GROUP_COUNT",
            Self::CU_GROUP_COUNT_OFFSET,
            Self::CU_GROUP_COUNT_BITS,
            FieldKind::Uint,
        ),
    ];
    fn to_bits(self) -> u32 {
        self.into_bits()
    }
    fn from_bits(bits: u32) -> Self {
        Self::from_bits(bits)
    }
}

/// `COMPUTE_STATIC_THREAD_MGMT_SE0` (compute dispatch): sh register `0x216`, byte address `0x0B858`.
#[bitfield(u32)]
#[derive(PartialEq, Eq, Hash)]
pub struct ComputeStaticThreadMgmtSe0 {
    /// `SH0_CU_EN`: SH0 CU enable.
    #[bits(16)]
    pub sh0_cu_en: u16,
    /// `SH1_CU_EN`: SH1 CU enable.
    #[bits(16)]
    pub sh1_cu_en: u16,
}

impl Register for ComputeStaticThreadMgmtSe0 {
    const SPACE: Space = Space::Sh;
    const OFFSET: u16 = 0x216;
    const NAME: &'static str = "COMPUTE_STATIC_THREAD_MGMT_SE0";
    const FIELDS: &'static [Field] = &[
        Field::new(
            "SH0_CU_EN",
            Self::SH0_CU_EN_OFFSET,
            Self::SH0_CU_EN_BITS,
            FieldKind::Uint,
        ),
        Field::new(
            "SH1_CU_EN",
            Self::SH1_CU_EN_OFFSET,
            Self::SH1_CU_EN_BITS,
            FieldKind::Uint,
        ),
    ];
    fn to_bits(self) -> u32 {
        self.into_bits()
    }
    fn from_bits(bits: u32) -> Self {
        Self::from_bits(bits)
    }
}

/// `COMPUTE_STATIC_THREAD_MGMT_SE1` (compute dispatch): sh register `0x217`, byte address `0x0B85C`.
#[bitfield(u32)]
#[derive(PartialEq, Eq, Hash)]
pub struct ComputeStaticThreadMgmtSe1 {
    /// `SH0_CU_EN`: SH0 CU enable.
    #[bits(16)]
    pub sh0_cu_en: u16,
    /// `SH1_CU_EN`: SH1 CU enable.
    #[bits(16)]
    pub sh1_cu_en: u16,
}

impl Register for ComputeStaticThreadMgmtSe1 {
    const SPACE: Space = Space::Sh;
    const OFFSET: u16 = 0x217;
    const NAME: &'static str = "COMPUTE_STATIC_THREAD_MGMT_SE1";
    const FIELDS: &'static [Field] = &[
        Field::new(
            "SH0_CU_EN",
            Self::SH0_CU_EN_OFFSET,
            Self::SH0_CU_EN_BITS,
            FieldKind::Uint,
        ),
        Field::new(
            "SH1_CU_EN",
            Self::SH1_CU_EN_OFFSET,
            Self::SH1_CU_EN_BITS,
            FieldKind::Uint,
        ),
    ];
    fn to_bits(self) -> u32 {
        self.into_bits()
    }
    fn from_bits(bits: u32) -> Self {
        Self::from_bits(bits)
    }
}

/// `COMPUTE_TMPRING_SIZE` (compute dispatch): sh register `0x218`, byte address `0x0B860`.
#[bitfield(u32)]
#[derive(PartialEq, Eq, Hash)]
pub struct ComputeTmpringSize {
    /// `WAVES`: Waves.
    #[bits(12)]
    pub waves: u16,
    /// `WAVESIZE`: Wavesize.
    #[bits(13)]
    pub wavesize: u16,
    #[bits(7)]
    __: u32,
}

impl Register for ComputeTmpringSize {
    const SPACE: Space = Space::Sh;
    const OFFSET: u16 = 0x218;
    const NAME: &'static str = "COMPUTE_TMPRING_SIZE";
    const FIELDS: &'static [Field] = &[
        Field::new(
            "WAVES",
            Self::WAVES_OFFSET,
            Self::WAVES_BITS,
            FieldKind::Uint,
        ),
        Field::new(
            "WAVESIZE",
            Self::WAVESIZE_OFFSET,
            Self::WAVESIZE_BITS,
            FieldKind::Uint,
        ),
    ];
    fn to_bits(self) -> u32 {
        self.into_bits()
    }
    fn from_bits(bits: u32) -> Self {
        Self::from_bits(bits)
    }
}

/// `COMPUTE_STATIC_THREAD_MGMT_SE2` (compute dispatch): sh register `0x219`, byte address `0x0B864`.
#[bitfield(u32)]
#[derive(PartialEq, Eq, Hash)]
pub struct ComputeStaticThreadMgmtSe2 {
    /// `SH0_CU_EN`: SH0 CU enable.
    #[bits(16)]
    pub sh0_cu_en: u16,
    /// `SH1_CU_EN`: SH1 CU enable.
    #[bits(16)]
    pub sh1_cu_en: u16,
}

impl Register for ComputeStaticThreadMgmtSe2 {
    const SPACE: Space = Space::Sh;
    const OFFSET: u16 = 0x219;
    const NAME: &'static str = "COMPUTE_STATIC_THREAD_MGMT_SE2";
    const FIELDS: &'static [Field] = &[
        Field::new(
            "SH0_CU_EN",
            Self::SH0_CU_EN_OFFSET,
            Self::SH0_CU_EN_BITS,
            FieldKind::Uint,
        ),
        Field::new(
            "SH1_CU_EN",
            Self::SH1_CU_EN_OFFSET,
            Self::SH1_CU_EN_BITS,
            FieldKind::Uint,
        ),
    ];
    fn to_bits(self) -> u32 {
        self.into_bits()
    }
    fn from_bits(bits: u32) -> Self {
        Self::from_bits(bits)
    }
}

/// `COMPUTE_STATIC_THREAD_MGMT_SE3` (compute dispatch): sh register `0x21A`, byte address `0x0B868`.
#[bitfield(u32)]
#[derive(PartialEq, Eq, Hash)]
pub struct ComputeStaticThreadMgmtSe3 {
    /// `SH0_CU_EN`: SH0 CU enable.
    #[bits(16)]
    pub sh0_cu_en: u16,
    /// `SH1_CU_EN`: SH1 CU enable.
    #[bits(16)]
    pub sh1_cu_en: u16,
}

impl Register for ComputeStaticThreadMgmtSe3 {
    const SPACE: Space = Space::Sh;
    const OFFSET: u16 = 0x21A;
    const NAME: &'static str = "COMPUTE_STATIC_THREAD_MGMT_SE3";
    const FIELDS: &'static [Field] = &[
        Field::new(
            "SH0_CU_EN",
            Self::SH0_CU_EN_OFFSET,
            Self::SH0_CU_EN_BITS,
            FieldKind::Uint,
        ),
        Field::new(
            "SH1_CU_EN",
            Self::SH1_CU_EN_OFFSET,
            Self::SH1_CU_EN_BITS,
            FieldKind::Uint,
        ),
    ];
    fn to_bits(self) -> u32 {
        self.into_bits()
    }
    fn from_bits(bits: u32) -> Self {
        Self::from_bits(bits)
    }
}

/// `COMPUTE_RESTART_X` (compute dispatch): sh register `0x21B`, byte address `0x0B86C`.
#[bitfield(u32)]
#[derive(PartialEq, Eq, Hash)]
pub struct ComputeRestartX {
    /// `RESTART`: Restart.
    #[bits(32)]
    pub restart: u32,
}

impl Register for ComputeRestartX {
    const SPACE: Space = Space::Sh;
    const OFFSET: u16 = 0x21B;
    const NAME: &'static str = "COMPUTE_RESTART_X";
    const FIELDS: &'static [Field] = &[Field::new(
        "RESTART",
        Self::RESTART_OFFSET,
        Self::RESTART_BITS,
        FieldKind::Uint,
    )];
    fn to_bits(self) -> u32 {
        self.into_bits()
    }
    fn from_bits(bits: u32) -> Self {
        Self::from_bits(bits)
    }
}

/// `COMPUTE_RESTART_Y` (compute dispatch): sh register `0x21C`, byte address `0x0B870`.
#[bitfield(u32)]
#[derive(PartialEq, Eq, Hash)]
pub struct ComputeRestartY {
    /// `RESTART`: Restart.
    #[bits(32)]
    pub restart: u32,
}

impl Register for ComputeRestartY {
    const SPACE: Space = Space::Sh;
    const OFFSET: u16 = 0x21C;
    const NAME: &'static str = "COMPUTE_RESTART_Y";
    const FIELDS: &'static [Field] = &[Field::new(
        "RESTART",
        Self::RESTART_OFFSET,
        Self::RESTART_BITS,
        FieldKind::Uint,
    )];
    fn to_bits(self) -> u32 {
        self.into_bits()
    }
    fn from_bits(bits: u32) -> Self {
        Self::from_bits(bits)
    }
}

/// `COMPUTE_RESTART_Z` (compute dispatch): sh register `0x21D`, byte address `0x0B874`.
#[bitfield(u32)]
#[derive(PartialEq, Eq, Hash)]
pub struct ComputeRestartZ {
    /// `RESTART`: Restart.
    #[bits(32)]
    pub restart: u32,
}

impl Register for ComputeRestartZ {
    const SPACE: Space = Space::Sh;
    const OFFSET: u16 = 0x21D;
    const NAME: &'static str = "COMPUTE_RESTART_Z";
    const FIELDS: &'static [Field] = &[Field::new(
        "RESTART",
        Self::RESTART_OFFSET,
        Self::RESTART_BITS,
        FieldKind::Uint,
    )];
    fn to_bits(self) -> u32 {
        self.into_bits()
    }
    fn from_bits(bits: u32) -> Self {
        Self::from_bits(bits)
    }
}

/// `COMPUTE_THREAD_TRACE_ENABLE` (compute dispatch): sh register `0x21E`, byte address `0x0B878`.
#[bitfield(u32)]
#[derive(PartialEq, Eq, Hash)]
pub struct ComputeThreadTraceEnable {
    /// `THREAD_TRACE_ENABLE`: Thread trace enable.
    pub thread_trace_enable: bool,
    #[bits(31)]
    __: u32,
}

impl Register for ComputeThreadTraceEnable {
    const SPACE: Space = Space::Sh;
    const OFFSET: u16 = 0x21E;
    const NAME: &'static str = "COMPUTE_THREAD_TRACE_ENABLE";
    const FIELDS: &'static [Field] = &[Field::new(
        "THREAD_TRACE_ENABLE",
        Self::THREAD_TRACE_ENABLE_OFFSET,
        Self::THREAD_TRACE_ENABLE_BITS,
        FieldKind::Bool,
    )];
    fn to_bits(self) -> u32 {
        self.into_bits()
    }
    fn from_bits(bits: u32) -> Self {
        Self::from_bits(bits)
    }
}

/// `COMPUTE_MISC_RESERVED` (compute dispatch): sh register `0x21F`, byte address `0x0B87C`.
#[bitfield(u32)]
#[derive(PartialEq, Eq, Hash)]
pub struct ComputeMiscReserved {
    /// `SEND_SEID`: Send seid.
    #[bits(2)]
    pub send_seid: u8,
    /// `RESERVED2`: RESERVED2.
    pub reserved2: bool,
    /// `RESERVED3`: RESERVED3.
    pub reserved3: bool,
    /// `RESERVED4`: RESERVED4.
    pub reserved4: bool,
    #[bits(27)]
    __: u32,
}

impl Register for ComputeMiscReserved {
    const SPACE: Space = Space::Sh;
    const OFFSET: u16 = 0x21F;
    const NAME: &'static str = "COMPUTE_MISC_RESERVED";
    const FIELDS: &'static [Field] = &[
        Field::new(
            "SEND_SEID",
            Self::SEND_SEID_OFFSET,
            Self::SEND_SEID_BITS,
            FieldKind::Uint,
        ),
        Field::new(
            "RESERVED2",
            Self::RESERVED2_OFFSET,
            Self::RESERVED2_BITS,
            FieldKind::Bool,
        ),
        Field::new(
            "RESERVED3",
            Self::RESERVED3_OFFSET,
            Self::RESERVED3_BITS,
            FieldKind::Bool,
        ),
        Field::new(
            "RESERVED4",
            Self::RESERVED4_OFFSET,
            Self::RESERVED4_BITS,
            FieldKind::Bool,
        ),
    ];
    fn to_bits(self) -> u32 {
        self.into_bits()
    }
    fn from_bits(bits: u32) -> Self {
        Self::from_bits(bits)
    }
}

/// `COMPUTE_USER_DATA_n` (compute dispatch): sh registers `COMPUTE_USER_DATA_0`..=`COMPUTE_USER_DATA_15`, slot `N` in `0..=15` at `0x240 + 0x1 * (N - 0)`.
///
/// One layout shared by every slot; each slot is its own type (see the aliases such as
/// [`ComputeUserData0`]), so the offset always comes from the type.
#[bitfield(u32)]
#[derive(PartialEq, Eq, Hash)]
pub struct ComputeUserDataN<const N: usize> {
    /// `DATA`: Data.
    #[bits(32)]
    pub data: u32,
}

crate::regs::register_family! {
    ComputeUserDataN {
        space: Sh,
        base: 0x240,
        stride: 0x1,
        first: 0,
        names: [
            "COMPUTE_USER_DATA_0",
            "COMPUTE_USER_DATA_1",
            "COMPUTE_USER_DATA_2",
            "COMPUTE_USER_DATA_3",
            "COMPUTE_USER_DATA_4",
            "COMPUTE_USER_DATA_5",
            "COMPUTE_USER_DATA_6",
            "COMPUTE_USER_DATA_7",
            "COMPUTE_USER_DATA_8",
            "COMPUTE_USER_DATA_9",
            "COMPUTE_USER_DATA_10",
            "COMPUTE_USER_DATA_11",
            "COMPUTE_USER_DATA_12",
            "COMPUTE_USER_DATA_13",
            "COMPUTE_USER_DATA_14",
            "COMPUTE_USER_DATA_15",
        ],
        fields: &[
            Field::new("DATA", Self::DATA_OFFSET, Self::DATA_BITS, FieldKind::Uint),
        ],
    }
}

/// `COMPUTE_USER_DATA_0` (compute dispatch): sh register `0x240`, byte address `0x0B900`.
pub type ComputeUserData0 = ComputeUserDataN<0>;
/// `COMPUTE_USER_DATA_1` (compute dispatch): sh register `0x241`, byte address `0x0B904`.
pub type ComputeUserData1 = ComputeUserDataN<1>;
/// `COMPUTE_USER_DATA_2` (compute dispatch): sh register `0x242`, byte address `0x0B908`.
pub type ComputeUserData2 = ComputeUserDataN<2>;
/// `COMPUTE_USER_DATA_3` (compute dispatch): sh register `0x243`, byte address `0x0B90C`.
pub type ComputeUserData3 = ComputeUserDataN<3>;
/// `COMPUTE_USER_DATA_4` (compute dispatch): sh register `0x244`, byte address `0x0B910`.
pub type ComputeUserData4 = ComputeUserDataN<4>;
/// `COMPUTE_USER_DATA_5` (compute dispatch): sh register `0x245`, byte address `0x0B914`.
pub type ComputeUserData5 = ComputeUserDataN<5>;
/// `COMPUTE_USER_DATA_6` (compute dispatch): sh register `0x246`, byte address `0x0B918`.
pub type ComputeUserData6 = ComputeUserDataN<6>;
/// `COMPUTE_USER_DATA_7` (compute dispatch): sh register `0x247`, byte address `0x0B91C`.
pub type ComputeUserData7 = ComputeUserDataN<7>;
/// `COMPUTE_USER_DATA_8` (compute dispatch): sh register `0x248`, byte address `0x0B920`.
pub type ComputeUserData8 = ComputeUserDataN<8>;
/// `COMPUTE_USER_DATA_9` (compute dispatch): sh register `0x249`, byte address `0x0B924`.
pub type ComputeUserData9 = ComputeUserDataN<9>;
/// `COMPUTE_USER_DATA_10` (compute dispatch): sh register `0x24A`, byte address `0x0B928`.
pub type ComputeUserData10 = ComputeUserDataN<10>;
/// `COMPUTE_USER_DATA_11` (compute dispatch): sh register `0x24B`, byte address `0x0B92C`.
pub type ComputeUserData11 = ComputeUserDataN<11>;
/// `COMPUTE_USER_DATA_12` (compute dispatch): sh register `0x24C`, byte address `0x0B930`.
pub type ComputeUserData12 = ComputeUserDataN<12>;
/// `COMPUTE_USER_DATA_13` (compute dispatch): sh register `0x24D`, byte address `0x0B934`.
pub type ComputeUserData13 = ComputeUserDataN<13>;
/// `COMPUTE_USER_DATA_14` (compute dispatch): sh register `0x24E`, byte address `0x0B938`.
pub type ComputeUserData14 = ComputeUserDataN<14>;
/// `COMPUTE_USER_DATA_15` (compute dispatch): sh register `0x24F`, byte address `0x0B93C`.
pub type ComputeUserData15 = ComputeUserDataN<15>;
