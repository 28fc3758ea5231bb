//! PS4 fixed-size windows and the frame recipe: golden dwords written word by
//! word from the facts documented in `src/ps4` (shadPS4 `gnmdriver.cpp`,
//! `gnmdriver_init.h`), never produced by the crate's writers.

use gcn::pm4::CommandBuffer;
use gcn::ps4::Error;
use gcn::ps4::draw::{draw_index, draw_index_auto, draw_index_offset};
use gcn::ps4::flip::{PrepareFlip, WaitFlipDone, wait_flip_done, wait_flip_done_fields};
use gcn::ps4::frame::{BEGIN_FRAME_DWORDS, END_FRAME_DWORDS, FrameEnd, begin_frame, end_frame};
use gcn::ps4::init::{
    InitRevision, dispatch_init_default_hardware_state, draw_init_default_hardware_state,
};
use gcn::regs::AddressError;

use crate::ps4_support::CLEAR_CONTEXT_STATE;

pub(crate) const SENTINEL: u32 = 0x5A5A_5A5A;

/// Compares dwords and names the first that differs.
fn assert_dwords(what: &str, got: &[u32], want: &[(u32, String)]) {
    for (i, (g, (w, name))) in got.iter().zip(want).enumerate() {
        assert_eq!(
            g, w,
            "{what}: dword {i} ({name}) is {g:#010x}, expected {w:#010x}"
        );
    }
    assert_eq!(
        got.len(),
        want.len(),
        "{what}: {} dwords, expected {}",
        got.len(),
        want.len()
    );
}

/// Expected dwords, built row by row.
#[derive(Default)]
pub(crate) struct Want(pub(crate) Vec<(u32, String)>);

impl Want {
    pub(crate) fn row(&mut self, dword: u32, name: &str) -> &mut Self {
        self.0.push((dword, name.to_string()));
        self
    }
    /// A one-register `SET_*_REG`: header, offset, value.
    pub(crate) fn set(&mut self, header: u32, offset: u32, value: u32, name: &str) -> &mut Self {
        self.row(header, &format!("{name}: header"))
            .row(offset, &format!("{name}: REG_OFFSET"))
            .row(value, name)
    }
    /// A NOP of `total` dwords with a zero payload: header then zeros.
    pub(crate) fn filler(&mut self, header: u32, total: usize) -> &mut Self {
        self.row(header, "filler NOP header");
        for _ in 1..total {
            self.row(0, "filler NOP payload");
        }
        self
    }
}

pub(crate) fn golden(
    what: &str,
    want: &Want,
    write: impl Fn(&mut CommandBuffer<'_>) -> Result<(), Error>,
) {
    let mut storage = vec![SENTINEL; want.0.len() + 4];
    let mut cb = CommandBuffer::new(&mut storage);
    write(&mut cb).unwrap_or_else(|e| panic!("{what}: {e}"));
    assert_dwords(what, cb.as_slice(), &want.0);
    assert!(
        storage[want.0.len()..].iter().all(|&w| w == SENTINEL),
        "{what}: wrote past its window"
    );
}

pub(crate) fn one_short(
    what: &str,
    dwords: usize,
    write: impl Fn(&mut CommandBuffer<'_>) -> Result<(), Error>,
) {
    let mut storage = vec![SENTINEL; dwords - 1];
    let mut cb = CommandBuffer::new(&mut storage);
    assert_eq!(
        write(&mut cb),
        Err(Error::OutOfSpace {
            needed: dwords,
            remaining: dwords - 1
        }),
        "{what}"
    );
    assert_eq!(cb.len(), 0, "{what}");
    assert!(
        storage.iter().all(|&w| w == SENTINEL),
        "{what}: touched the buffer"
    );
}

/// On a buffer of `gfx` with room for the whole window, `write` is refused
/// with `err` after some of its packets would have been written, and the
/// buffer keeps its length and every dword.
pub(crate) fn refused_partway(
    what: &str,
    gfx: gcn::regs::Gfx,
    err: Error,
    write: impl Fn(&mut CommandBuffer<'_>) -> Result<(), Error>,
) {
    let mut storage = vec![SENTINEL; 512];
    let mut cb = CommandBuffer::for_gfx(&mut storage, gfx);
    assert_eq!(write(&mut cb), Err(err), "{what}");
    assert_eq!(cb.len(), 0, "{what}");
    assert!(
        storage.iter().all(|&w| w == SENTINEL),
        "{what}: touched the buffer"
    );
}

// Headers: (3 << 30) | (COUNT << 16) | (IT_OPCODE << 8) | (SHADER_TYPE << 1).
const SET_SH_1: u32 = 0xC001_7600; // SET_SH_REG, one register, SHADER_TYPE 0
const SET_SH_1_CS: u32 = 0xC001_7602; // SET_SH_REG, one register, SHADER_TYPE 1
const SET_CTX_1: u32 = 0xC001_6900; // SET_CONTEXT_REG, one register
const SET_UCFG_1: u32 = 0xC001_7900; // SET_UCONFIG_REG, one register

/// The 12-dword prefix: CONTEXT_CONTROL, CLEAR_STATE, ACQUIRE_MEM.
fn prefix(w: &mut Want) {
    for (dword, name) in CLEAR_CONTEXT_STATE {
        w.row(dword, name);
    }
}

/// Registers common to every revision up to and including NUM_INSTANCES.
fn head(w: &mut Want) {
    w.set(
        SET_SH_1,
        0x216,
        0xFFFF_FFFF,
        "COMPUTE_STATIC_THREAD_MGMT_SE0",
    )
    .set(
        SET_SH_1,
        0x217,
        0xFFFF_FFFF,
        "COMPUTE_STATIC_THREAD_MGMT_SE1",
    )
    .set(SET_SH_1, 0x215, 0, "COMPUTE_RESOURCE_LIMITS")
    .set(SET_CTX_1, 0x2F9, 0x2D, "PA_SU_VTX_CNTL")
    .set(SET_CTX_1, 0x282, 0x8, "PA_SU_LINE_CNTL")
    .set(SET_CTX_1, 0x280, 0x0008_0008, "PA_SU_POINT_SIZE")
    .set(SET_CTX_1, 0x281, 0xFFFF_0000, "PA_SU_POINT_MINMAX")
    .set(SET_CTX_1, 0x204, 0, "PA_CL_CLIP_CNTL")
    .set(SET_CTX_1, 0x206, 0x43F, "PA_CL_VTE_CNTL")
    .set(SET_CTX_1, 0x083, 0xFFFF, "PA_SC_CLIPRECT_RULE")
    .set(SET_CTX_1, 0x317, 0x10, "VGT_OUT_DEALLOC_CNTL")
    .set(SET_CTX_1, 0x2FA, 0x3F80_0000, "PA_CL_GB_VERT_CLIP_ADJ 1.0")
    .set(SET_CTX_1, 0x2FC, 0x3F80_0000, "PA_CL_GB_HORZ_CLIP_ADJ 1.0")
    .set(SET_CTX_1, 0x2FB, 0x3F80_0000, "PA_CL_GB_VERT_DISC_ADJ 1.0")
    .set(SET_CTX_1, 0x2FD, 0x3F80_0000, "PA_CL_GB_HORZ_DISC_ADJ 1.0")
    .set(SET_CTX_1, 0x202, 0x00CC_0010, "CB_COLOR_CONTROL")
    .set(SET_CTX_1, 0x30E, 0xFFFF_FFFF, "PA_SC_AA_MASK_X0Y0_X1Y0")
    .set(SET_CTX_1, 0x30F, 0xFFFF_FFFF, "PA_SC_AA_MASK_X0Y1_X1Y1")
    .row(0xC000_2F00, "NUM_INSTANCES header")
    .row(1, "NUM_INSTANCES");
}

/// `SPI_SHADER_PGM_RSRC3_*` (SH `(offset, value, name)`) of `InitSequence`
/// and `InitSequence175`.
#[rustfmt::skip]
const RSRC3_BASE: [(u32, u32, &str); 6] = [
    (0x007, 0x1FF, "SPI_SHADER_PGM_RSRC3_PS"), (0x046, 0x1FF, "SPI_SHADER_PGM_RSRC3_VS"),
    (0x087, 0x1FF, "SPI_SHADER_PGM_RSRC3_GS"), (0x0C7, 0x1FF, "SPI_SHADER_PGM_RSRC3_ES"),
    (0x107, 0,     "SPI_SHADER_PGM_RSRC3_HS"), (0x147, 0x1FF, "SPI_SHADER_PGM_RSRC3_LS"),
];

/// `SPI_SHADER_PGM_RSRC3_*` and `SPI_SHADER_LATE_ALLOC_VS` of
/// `InitSequence200` and `InitSequence350`.
#[rustfmt::skip]
const RSRC3_200: [(u32, u32, &str); 7] = [
    (0x007, 0x0017_01FF, "SPI_SHADER_PGM_RSRC3_PS"), (0x046, 0x0017_01FD, "SPI_SHADER_PGM_RSRC3_VS"),
    (0x087, 0x0017_01FF, "SPI_SHADER_PGM_RSRC3_GS"), (0x0C7, 0x0017_01FD, "SPI_SHADER_PGM_RSRC3_ES"),
    (0x107, 0x17,        "SPI_SHADER_PGM_RSRC3_HS"), (0x147, 0x0017_01FD, "SPI_SHADER_PGM_RSRC3_LS"),
    (0x047, 0x1C,        "SPI_SHADER_LATE_ALLOC_VS"),
];

/// The context registers (`(offset, value, name)`) every revision writes
/// after the shader resources, up to `PA_SC_MODE_CNTL_0`.
#[rustfmt::skip]
const VGT_DEFAULTS: [(u32, u32, &str); 7] = [
    (0x1B1, 2,           "SPI_VS_OUT_CONFIG"),    (0x101, 0, "VGT_MIN_VTX_INDX"),
    (0x100, 0xFFFF_FFFF, "VGT_MAX_VTX_INDX"),     (0x103, 0, "VGT_MULTI_PRIM_IB_RESET_INDX"),
    (0x284, 0,           "VGT_OUTPUT_PATH_CNTL"), (0x290, 0, "VGT_GS_MODE"),
    (0x2AE, 0,           "VGT_VTX_CNT_EN"),
];

/// The base console's draw-initialiser window of `revision`, row by row:
/// shadPS4's `ClearContextState`, then its `InitSequence`,
/// `InitSequence175`, `InitSequence200` or `InitSequence350`
/// (`gnmdriver_init.h`, without their leading `CLEAR_STATE`), then the
/// filler NOP to 256 dwords (shadPS4 writes its first payload dword as 0
/// and leaves the rest; the crate writes every payload dword as 0).
pub(crate) fn draw_init_want(revision: InitRevision) -> Want {
    use InitRevision::{Base, Rev175, Rev200, Rev350};
    let mut w = Want::default();
    prefix(&mut w);
    head(&mut w);
    let rsrc3: &[(u32, u32, &str)] = match revision {
        Base | Rev175 => &RSRC3_BASE,
        Rev200 | Rev350 => &RSRC3_200,
    };
    for &(offset, value, name) in rsrc3 {
        w.set(SET_SH_1, offset, value, name);
    }
    for (offset, value, name) in VGT_DEFAULTS {
        w.set(SET_CTX_1, offset, value, name);
    }
    if revision == Rev350 {
        w.set(SET_CTX_1, 0x102, 0, "VGT_INDX_OFFSET");
    }
    w.set(SET_CTX_1, 0x292, 0, "PA_SC_MODE_CNTL_0");
    // 1.75 and later add bit 17 (MULTI_SHADER_ENGINE_PRIM_DISCARD_ENABLE).
    let mode_cntl_1 = if revision == Base {
        0x0600_0000
    } else {
        0x0602_0000
    };
    w.set(SET_CTX_1, 0x293, mode_cntl_1, "PA_SC_MODE_CNTL_1")
        .set(SET_CTX_1, 0x2F8, 0, "PA_SC_AA_CONFIG")
        .set(SET_CTX_1, 0x2DE, 0x1E9, "PA_SU_POLY_OFFSET_DB_FMT_CNTL")
        .row(0xC003_6900, "SET_CONTEXT_REG header, 3 registers")
        .row(0x295, "REG_OFFSET VGT_GS_PER_ES")
        .row(0x100, "VGT_GS_PER_ES")
        .row(0x100, "VGT_ES_PER_GS")
        .row(4, "VGT_GS_PER_VS")
        .set(
            SET_UCFG_1,
            0x200,
            0xE000_0000,
            "GRBM_GFX_INDEX: SE/SH/INSTANCE_BROADCAST_WRITES",
        );
    if revision == Rev350 {
        w.set(SET_CTX_1, 0x2AA, 0xFF, "IA_MULTI_VGT_PARAM");
    }
    // Dwords used (12 + the sequence's 0x73, 0x73, 0x76 or 0x7C dwords), and
    // the filler: NOP COUNT = filler dwords - 2.
    let (used, filler_header) = match revision {
        Base | Rev175 => (127, 0xC07F_1000), // 129 dwords of filler: COUNT 127
        Rev200 => (130, 0xC07C_1000),        // 126 dwords: COUNT 124
        Rev350 => (136, 0xC076_1000),        // 120 dwords: COUNT 118
    };
    assert_eq!(w.0.len(), used, "{revision:?}");
    w.filler(filler_header, 256 - used);
    w
}

#[test]
fn draw_init_base_golden() {
    golden(
        "draw init base",
        &draw_init_want(InitRevision::Base),
        |cb| draw_init_default_hardware_state(cb, InitRevision::Base),
    );
}

#[test]
fn draw_init_rev175_golden() {
    golden(
        "draw init 1.75",
        &draw_init_want(InitRevision::Rev175),
        |cb| draw_init_default_hardware_state(cb, InitRevision::Rev175),
    );
}

#[test]
fn draw_init_rev200_golden() {
    golden(
        "draw init 2.00",
        &draw_init_want(InitRevision::Rev200),
        |cb| draw_init_default_hardware_state(cb, InitRevision::Rev200),
    );
}

#[test]
fn draw_init_rev350_golden() {
    golden(
        "draw init 3.50",
        &draw_init_want(InitRevision::Rev350),
        |cb| draw_init_default_hardware_state(cb, InitRevision::Rev350),
    );
}

#[test]
fn draw_init_every_revision_fills_256() {
    for rev in [
        InitRevision::Base,
        InitRevision::Rev175,
        InitRevision::Rev200,
        InitRevision::Rev350,
    ] {
        let mut storage = [SENTINEL; 300];
        let mut cb = CommandBuffer::new(&mut storage);
        cb.nop(&[7]).unwrap();
        draw_init_default_hardware_state(&mut cb, rev).unwrap();
        assert_eq!(cb.len(), 2 + 256, "{rev:?}");
        one_short(&format!("draw init {rev:?}"), 256, |cb| {
            draw_init_default_hardware_state(cb, rev)
        });
    }
}

#[test]
fn dispatch_init_golden() {
    let mut w = Want::default();
    w.set(
        SET_SH_1_CS,
        0x216,
        0xFFFF_FFFF,
        "COMPUTE_STATIC_THREAD_MGMT_SE0",
    )
    .set(
        SET_SH_1_CS,
        0x217,
        0xFFFF_FFFF,
        "COMPUTE_STATIC_THREAD_MGMT_SE1",
    )
    .set(SET_SH_1_CS, 0x215, 0x170, "COMPUTE_RESOURCE_LIMITS")
    .row(0xC005_5800, "ACQUIRE_MEM header")
    .row(0x2800_0000, "COHER_CNTL: SH_KCACHE, SH_ICACHE; ENGINE PFP")
    .row(0, "COHER_SIZE")
    .row(0, "COHER_SIZE_HI")
    .row(0, "COHER_BASE_LO")
    .row(0, "COHER_BASE_HI")
    .row(10, "POLL_INTERVAL");
    // 240 dwords of filler: COUNT 0xEE.
    w.filler(0xC0EE_1000, 240);
    golden("dispatch init", &w, dispatch_init_default_hardware_state);
    one_short("dispatch init", 256, dispatch_init_default_hardware_state);
}

#[test]
fn draw_windows_golden() {
    let mut w = Want::default();
    w.row(0xC004_2700, "DRAW_INDEX_2 header")
        .row(36, "MAX_SIZE = INDEX_COUNT")
        .row(0x0010_0000, "INDEX_BASE_LO")
        .row(0x0000_0002, "INDEX_BASE_HI")
        .row(36, "INDEX_COUNT")
        .row(0, "DRAW_INITIATOR: SOURCE_SELECT DI_SRC_SEL_DMA")
        .filler(0xC002_1000, 4);
    golden("draw_index", &w, |cb| {
        draw_index(cb, 36, 0x0000_0002_0010_0000)
    });

    let mut w = Want::default();
    w.row(0xC001_2D00, "DRAW_INDEX_AUTO header")
        .row(3, "INDEX_COUNT")
        .row(2, "DRAW_INITIATOR: SOURCE_SELECT DI_SRC_SEL_AUTO_INDEX")
        .filler(0xC002_1000, 4);
    golden("draw_index_auto", &w, |cb| draw_index_auto(cb, 3));

    let mut w = Want::default();
    w.row(0xC003_3500, "DRAW_INDEX_OFFSET_2 header")
        .row(6, "MAX_SIZE = INDEX_COUNT")
        .row(12, "INDEX_OFFSET")
        .row(6, "INDEX_COUNT")
        .row(0, "DRAW_INITIATOR: DI_SRC_SEL_DMA")
        .filler(0xC002_1000, 4);
    golden("draw_index_offset", &w, |cb| draw_index_offset(cb, 12, 6));

    one_short("draw_index", 10, |cb| draw_index(cb, 3, 0x1000));
    one_short("draw_index_auto", 7, |cb| draw_index_auto(cb, 3));
    one_short("draw_index_offset", 9, |cb| draw_index_offset(cb, 0, 3));

    let mut storage = [SENTINEL; 16];
    let mut cb = CommandBuffer::new(&mut storage);
    assert_eq!(draw_index(&mut cb, 3, 0), Err(Error::NullAddress));
    assert_eq!(
        draw_index(&mut cb, 3, 0x1001),
        Err(Error::Address(AddressError::Misaligned {
            field: "INDEX_BASE",
            address: 0x1001,
            align: 2
        }))
    );
    assert!(cb.is_empty());
    assert!(storage.iter().all(|&w| w == SENTINEL));
}

#[test]
fn draw_windows_follow_the_predication_toggle() {
    let mut storage = [0u32; 16];
    let mut cb = CommandBuffer::new(&mut storage);
    cb.set_predicate(true);
    draw_index_auto(&mut cb, 3).unwrap();
    // PREDICATE (bit 0) on the draw, not on the filler NOP.
    assert_eq!(cb.as_slice(), &[0xC001_2D01, 3, 2, 0xC002_1000, 0, 0, 0]);
}

#[test]
fn wait_flip_done_golden() {
    // Buffer i's label is 8 bytes after buffer i-1's: buffer 3 polls labels + 0x18.
    assert_eq!(
        wait_flip_done_fields(0x0000_0040_0001_0000, 3),
        Ok(WaitFlipDone {
            poll_address: 0x0000_0040_0001_0018,
            reference: 0,
            mask: 0xFFFF_FFFF,
            poll_interval: 10
        })
    );
    let mut w = Want::default();
    w.row(0xC005_3C00, "WAIT_REG_MEM header")
        .row(
            0x0000_0013,
            "FUNCTION EQUAL (3) | MEM_SPACE MEMORY (1) << 4 | ENGINE ME",
        )
        .row(0x0001_0018, "POLL_ADDRESS_LO: labels + 8 * 3")
        .row(0x0000_0040, "POLL_ADDRESS_HI")
        .row(0, "REFERENCE: released")
        .row(0xFFFF_FFFF, "MASK")
        .row(10, "POLL_INTERVAL");
    golden("wait_flip_done", &w, |cb| {
        wait_flip_done(cb, 0x0000_0040_0001_0000, 3)
    });
    one_short("wait_flip_done", 7, |cb| wait_flip_done(cb, 0x1000, 0));
    // Refused inputs: the fields are refused, and the window writes nothing.
    for (labels, buffer, err) in [
        (0x1000, 16, Error::BufferIndexOutOfRange { index: 16 }),
        (
            0x1002,
            0,
            Error::Address(AddressError::Misaligned {
                field: "label",
                address: 0x1002,
                align: 4,
            }),
        ),
        (
            u64::MAX - 4,
            15,
            Error::Address(AddressError::TooWide {
                field: "label",
                address: u64::MAX - 4,
                bits: 48,
            }),
        ),
    ] {
        assert_eq!(wait_flip_done_fields(labels, buffer), Err(err));
        refused("wait_flip_done", err, |cb| {
            wait_flip_done(cb, labels, buffer)
        });
    }
}

#[test]
fn frame_recipe_golden() {
    let mut storage = vec![SENTINEL; 600];
    let mut cb = CommandBuffer::new(&mut storage);
    begin_frame(&mut cb, InitRevision::Rev350, 0x0000_0040_0001_0000, 1).unwrap();
    // The 256-dword init window and the 7-dword wait.
    assert_eq!(cb.len(), 263);
    draw_index_auto(&mut cb, 3).unwrap();
    let end = FrameEnd {
        label: 0x0000_0040_0002_0000,
        value: 0x42,
        flip: PrepareFlip::Plain,
    };
    end_frame(&mut cb, &end).unwrap();
    assert_eq!(END_FRAME_DWORDS, 70);
    // init window, wait, draw window, EOP label write, prepare-flip window.
    let mut w = draw_init_want(InitRevision::Rev350);
    w.row(0xC005_3C00, "WAIT_REG_MEM header")
        .row(0x13, "FUNCTION EQUAL | MEM_SPACE MEMORY << 4 | ENGINE ME")
        .row(0x0001_0008, "POLL_ADDRESS_LO: labels + 8 * 1")
        .row(0x40, "POLL_ADDRESS_HI")
        .row(0, "REFERENCE")
        .row(0xFFFF_FFFF, "MASK")
        .row(10, "POLL_INTERVAL")
        .row(0xC001_2D00, "DRAW_INDEX_AUTO header")
        .row(3, "INDEX_COUNT")
        .row(2, "DRAW_INITIATOR: DI_SRC_SEL_AUTO_INDEX")
        .filler(0xC002_1000, 4)
        .row(0xC004_4700, "EVENT_WRITE_EOP header")
        .row(
            0x0000_0514,
            "EVENT_TYPE CACHE_FLUSH_AND_INV_TS_EVENT (0x14) | EVENT_INDEX 5 << 8",
        )
        .row(0x0002_0000, "ADDRESS_LO")
        .row(
            0x2000_0040,
            "ADDRESS_HI 0x40 | DATA_SEL SEND_DATA32_LO (1) << 29 | INT_SEL NONE",
        )
        .row(0x42, "DATA_LO")
        .row(0, "DATA_HI")
        .row(0xC03E_1000, "prepare-flip NOP header, COUNT 0x3E")
        .row(0x6875_0777, "PREPARE_FLIP");
    for _ in 2..64 {
        w.row(0, "prepare-flip payload");
    }
    assert_eq!(w.0.len(), 256 + 7 + 7 + 6 + 64);
    assert_dwords("frame", cb.as_slice(), &w.0);
    assert!(
        storage[340..].iter().all(|&w| w == SENTINEL),
        "frame: wrote past its end"
    );
}

/// gfx6 has no `ACQUIRE_MEM` (the initialisers' packet after
/// `CONTEXT_CONTROL` and `CLEAR_STATE`), and its `COMPUTE_RESOURCE_LIMITS`
/// has no `WAVES_PER_SH`: each window is refused whole.
#[test]
fn windows_refused_partway_write_nothing() {
    use gcn::pm4::{Error as Pm4, Opcode};
    use gcn::regs::Gfx;
    let no_acquire = Error::Pm4(Pm4::PacketNotOnGfx {
        opcode: Opcode::ACQUIRE_MEM,
        gfx: Gfx::Gfx6,
    });
    for revision in [InitRevision::Rev175, InitRevision::Rev350] {
        refused_partway("draw initialiser", Gfx::Gfx6, no_acquire, |cb| {
            draw_init_default_hardware_state(cb, revision)
        });
        refused_partway("begin_frame", Gfx::Gfx6, no_acquire, |cb| {
            begin_frame(cb, revision, 0x1000, 0)
        });
    }
    refused_partway(
        "dispatch initialiser",
        Gfx::Gfx6,
        Error::Pm4(Pm4::RegisterFieldNotOnGfx {
            register: "COMPUTE_RESOURCE_LIMITS",
            field: "WAVES_PER_SH",
            gfx: Gfx::Gfx6,
        }),
        dispatch_init_default_hardware_state,
    );
}

/// The windows that write a packet body of the PS4 driver's own, and the
/// PS4 Pro's `SET_UCONFIG_REG` form of `IA_MULTI_VGT_PARAM`, are refused
/// whole by a buffer whose generation lacks the packet.
#[test]
fn ps4_bodies_and_uconfig_forms_refused_per_generation() {
    use gcn::pm4::{Error as Pm4, Opcode};
    use gcn::ps4::dispatch::{DispatchOrder, dispatch_indirect_on_mec};
    use gcn::ps4::draw::{VertexStage, draw_index_indirect_count_multi};
    use gcn::regs::Gfx;
    let not_on = |opcode, gfx| Error::Pm4(Pm4::PacketNotOnGfx { opcode, gfx });
    // Opcode 0x9D: the PS4 driver's, gfx7 only in the spec.
    for gfx in [Gfx::Gfx6, Gfx::Gfx8] {
        refused_partway(
            "draw_index_indirect_count_multi",
            gfx,
            not_on(Opcode::DRAW_INDEX_INDIRECT_COUNT_MULTI, gfx),
            |cb| draw_index_indirect_count_multi(cb, 0, 4, 0x1000, VertexStage::Vs, 12, 13),
        );
    }
    refused_partway(
        "set_vgt_control (PS4 Pro)",
        Gfx::Gfx6,
        not_on(Opcode::SET_UCONFIG_REG, Gfx::Gfx6),
        |cb| gcn::ps4::neo::set_vgt_control(cb, 0x7F, false, false),
    );
    // On gfx7 both write as on an unchecked buffer.
    let mut a = [0u32; 64];
    let mut b = [0u32; 64];
    let mut checked = CommandBuffer::for_gfx(&mut a, Gfx::Gfx7);
    let mut plain = CommandBuffer::new(&mut b);
    for cb in [&mut checked, &mut plain] {
        gcn::ps4::neo::set_vgt_control(cb, 0x7F, false, false).expect("gfx7");
        draw_index_indirect_count_multi(cb, 0, 4, 0x1000, VertexStage::Vs, 12, 13).expect("gfx7");
        dispatch_indirect_on_mec(cb, 0x1000, DispatchOrder::default()).expect("gfx7");
    }
    assert_eq!(checked.as_slice(), plain.as_slice());
}

#[test]
fn frame_recipe_all_or_nothing() {
    one_short("begin_frame", BEGIN_FRAME_DWORDS, |cb| {
        begin_frame(cb, InitRevision::Rev350, 0x1000, 0)
    });
    let end = FrameEnd {
        label: 0x2000,
        value: 1,
        flip: PrepareFlip::Plain,
    };
    one_short("end_frame", END_FRAME_DWORDS, |cb| end_frame(cb, &end));
    let mut storage = [SENTINEL; 300];
    let mut cb = CommandBuffer::new(&mut storage);
    assert_eq!(
        begin_frame(&mut cb, InitRevision::Base, 0x1000, 99),
        Err(Error::BufferIndexOutOfRange { index: 99 })
    );
    let bad = FrameEnd {
        label: 0x2002,
        value: 1,
        flip: PrepareFlip::Plain,
    };
    assert_eq!(
        end_frame(&mut cb, &bad),
        Err(Error::Address(AddressError::Misaligned {
            field: "label",
            address: 0x2002,
            align: 4
        }))
    );
    let bad_flip = FrameEnd {
        label: 0x2000,
        value: 1,
        flip: PrepareFlip::Label {
            address: 1 << 50,
            value: 0,
        },
    };
    assert_eq!(
        end_frame(&mut cb, &bad_flip),
        Err(Error::Address(AddressError::TooWide {
            field: "label",
            address: 1 << 50,
            bits: 48
        }))
    );
    assert!(cb.is_empty());
    assert!(storage.iter().all(|&w| w == SENTINEL));
}

#[test]
fn reserve_window_golden() {
    use gcn::ps4::init::reserve_window;
    let mut storage = [SENTINEL; 300];
    let mut cb = CommandBuffer::new(&mut storage);
    let (offset, window) = reserve_window(&mut cb, 256).unwrap();
    assert_eq!((offset, window.len()), (0, 256));
    assert_eq!(
        window[0], 0xC0FE_1000,
        "NOP header, COUNT 254 (255 payload dwords)"
    );
    assert!(window[1..].iter().all(|&w| w == 0));
    let (offset, window) = reserve_window(&mut cb, 1).unwrap();
    assert_eq!(
        (offset, window),
        (256, &mut [0xFFFF_1000][..]),
        "header-only NOP"
    );
    assert_eq!(
        reserve_window(&mut cb, 0).map(|_| ()),
        Err(Error::AllocationSize { dwords: 0 })
    );
    assert_eq!(
        reserve_window(&mut cb, 0x4001).map(|_| ()),
        Err(Error::AllocationSize { dwords: 0x4001 })
    );
    assert_eq!(cb.len(), 257);
    one_short("reserve_window", 10, |cb| {
        reserve_window(cb, 10).map(|_| ())
    });
}

// ------------------------------------------------------------ driver windows
// Each golden below is written from the system driver's layout (shadPS4
// `gnmdriver.cpp`: `sceGnmDispatchDirect`, `sceGnmDispatchIndirect`,
// `sceGnmDrawIndirect`, `sceGnmDrawIndexIndirect`, `sceGnmSetVgtControl`,
// `sceGnmComputeWaitOnAddress`, `sceGnmDrawInitToDefaultContextState{,400}`).

use gcn::pm4::WaitRegMemFunction;
use gcn::ps4::dispatch::{
    DispatchOrder, compute_wait_on_address, compute_wait_on_register, dispatch_direct,
    dispatch_indirect,
};
use gcn::ps4::draw::{VertexStage, draw_index_indirect, draw_indirect, set_vgt_control};
use gcn::ps4::init::{draw_init_to_default_context_state, draw_init_to_default_context_state_400};

/// The disassembly of `words` names each packet in `names`, in order.
pub(crate) fn disassembles_as(what: &str, words: &[u32], names: &[&str]) {
    let text = gcn::decode::disassemble(words).to_string();
    assert!(!text.contains("!!"), "{what}: decode errors in\n{text}");
    let mut rest = text.as_str();
    for name in names {
        match rest.find(name) {
            Some(at) => rest = &rest[at + name.len()..],
            None => panic!("{what}: no {name} (in order) in\n{text}"),
        }
    }
}

/// Writes with `write` into a fresh buffer and returns the dwords.
pub(crate) fn written(write: impl Fn(&mut CommandBuffer<'_>) -> Result<(), Error>) -> Vec<u32> {
    let mut storage = vec![0u32; 300];
    let mut cb = CommandBuffer::new(&mut storage);
    write(&mut cb).unwrap();
    cb.as_slice().to_vec()
}

/// `write` refuses with `err` and leaves the buffer untouched.
fn refused(what: &str, err: Error, write: impl Fn(&mut CommandBuffer<'_>) -> Result<(), Error>) {
    let mut storage = [SENTINEL; 32];
    let mut cb = CommandBuffer::new(&mut storage);
    assert_eq!(write(&mut cb), Err(err), "{what}");
    assert!(cb.is_empty(), "{what}");
    assert!(
        storage.iter().all(|&w| w == SENTINEL),
        "{what}: touched the buffer"
    );
}

#[test]
fn dispatch_windows_golden() {
    let mut w = Want::default();
    w.row(0xC003_1502, "DISPATCH_DIRECT header (SHADER_TYPE compute)")
        .row(8, "DIM_X")
        .row(4, "DIM_Y")
        .row(2, "DIM_Z")
        .row(1, "DISPATCH_INITIATOR: COMPUTE_SHADER_EN")
        .filler(0xC002_1000, 4);
    golden("dispatch_direct", &w, |cb| {
        dispatch_direct(cb, [8, 4, 2], DispatchOrder::default())
    });

    // The driver's flags bits 3 and 4 pass through: (flags & 0x18) + 1.
    let mut w = Want::default();
    w.row(
        0xC001_1602,
        "DISPATCH_INDIRECT header (SHADER_TYPE compute)",
    )
    .row(0x40, "DATA_OFFSET")
    .row(
        0x19,
        "DISPATCH_INITIATOR: COMPUTE_SHADER_EN, ORDERED_APPEND_ENBL, ORDERED_APPEND_MODE",
    )
    .filler(0xC002_1000, 4);
    let order = DispatchOrder {
        ordered_append_enbl: true,
        ordered_append_mode: true,
    };
    golden("dispatch_indirect", &w, |cb| {
        dispatch_indirect(cb, 0x40, order)
    });

    one_short("dispatch_direct", 9, |cb| {
        dispatch_direct(cb, [1, 1, 1], DispatchOrder::default())
    });
    one_short("dispatch_indirect", 7, |cb| {
        dispatch_indirect(cb, 0, DispatchOrder::default())
    });
    refused(
        "dispatch_direct with a count whose top bit is set",
        Error::ArgumentOutOfRange {
            name: "DIM_Y",
            value: 0x8000_0000,
            max: 0x7FFF_FFFF,
        },
        |cb| dispatch_direct(cb, [1, 0x8000_0000, 1], DispatchOrder::default()),
    );
    let words = written(|cb| dispatch_direct(cb, [1, 1, 1], DispatchOrder::default()));
    disassembles_as("dispatch_direct", &words, &["DISPATCH_DIRECT", "NOP"]);
    let words = written(|cb| dispatch_indirect(cb, 0, DispatchOrder::default()));
    disassembles_as("dispatch_indirect", &words, &["DISPATCH_INDIRECT", "NOP"]);
}

#[test]
fn indirect_draw_windows_golden() {
    // SGPR 0 is "unused" (0); others are the stage's SPI_SHADER_USER_DATA_*_0
    // offset (VS 0x4C, ES 0xCC, LS 0x14C) plus the SGPR.
    let mut w = Want::default();
    w.row(0xC003_2400, "DRAW_INDIRECT header")
        .row(0x20, "DATA_OFFSET")
        .row(0x4C + 2, "BASE_VTX_LOC: SPI_SHADER_USER_DATA_VS_2")
        .row(0, "START_INST_LOC: unused")
        .row(2, "DRAW_INITIATOR: DI_SRC_SEL_AUTO_INDEX")
        .filler(0xC002_1000, 4);
    golden("draw_indirect", &w, |cb| {
        draw_indirect(cb, 0x20, VertexStage::Vs, 2, 0)
    });

    let mut w = Want::default();
    w.row(0xC003_2500, "DRAW_INDEX_INDIRECT header")
        .row(0x100, "DATA_OFFSET")
        .row(0xCC + 15, "BASE_VTX_LOC: SPI_SHADER_USER_DATA_ES_15")
        .row(0xCC + 1, "START_INST_LOC: SPI_SHADER_USER_DATA_ES_1")
        .row(0, "DRAW_INITIATOR: DI_SRC_SEL_DMA")
        .filler(0xC002_1000, 4);
    golden("draw_index_indirect", &w, |cb| {
        draw_index_indirect(cb, 0x100, VertexStage::Es, 15, 1)
    });
    let words = written(|cb| draw_index_indirect(cb, 0, VertexStage::Ls, 3, 4));
    assert_eq!(&words[2..4], &[0x14C + 3, 0x14C + 4], "LS user data");

    one_short("draw_indirect", 9, |cb| {
        draw_indirect(cb, 0, VertexStage::Vs, 0, 0)
    });
    one_short("draw_index_indirect", 9, |cb| {
        draw_index_indirect(cb, 0, VertexStage::Vs, 0, 0)
    });
    refused(
        "draw_indirect with SGPR 16",
        Error::ArgumentOutOfRange {
            name: "instance_sgpr",
            value: 16,
            max: 15,
        },
        |cb| draw_indirect(cb, 0, VertexStage::Vs, 1, 16),
    );
    disassembles_as(
        "draw_indirect",
        &written(|cb| draw_indirect(cb, 0, VertexStage::Vs, 1, 2)),
        &["DRAW_INDIRECT", "NOP"],
    );
    disassembles_as(
        "draw_index_indirect",
        &written(|cb| draw_index_indirect(cb, 0, VertexStage::Vs, 1, 2)),
        &["DRAW_INDEX_INDIRECT", "NOP"],
    );
}

#[test]
fn vgt_control_golden() {
    let mut w = Want::default();
    w.set(
        SET_CTX_1,
        0x2AA,
        (1 << 16) | 0x7F,
        "IA_MULTI_VGT_PARAM: PARTIAL_VS_WAVE_ON, PRIMGROUP_SIZE 0x7F",
    );
    golden("set_vgt_control", &w, |cb| set_vgt_control(cb, 0x7F, true));
    one_short("set_vgt_control", 3, |cb| set_vgt_control(cb, 0, false));
    refused(
        "set_vgt_control with a group of 0x100",
        Error::ArgumentOutOfRange {
            name: "prim_group_size_minus_one",
            value: 0x100,
            max: 0xFF,
        },
        |cb| set_vgt_control(cb, 0x100, false),
    );
    disassembles_as(
        "set_vgt_control",
        &written(|cb| set_vgt_control(cb, 0xFF, false)),
        &["SET_CONTEXT_REG", "IA_MULTI_VGT_PARAM"],
    );
}

#[test]
fn compute_wait_windows_golden() {
    let wait = |w: &mut Want, control: u32, lo: u32, hi: u32| {
        w.filler(0xC002_1000, 4)
            .row(0xC005_3C00, "WAIT_REG_MEM header")
            .row(control, "FUNCTION | MEM_SPACE << 4, ENGINE ME")
            .row(lo, "POLL_ADDRESS_LO")
            .row(hi, "POLL_ADDRESS_HI")
            .row(0x55, "REFERENCE")
            .row(0xFF, "MASK")
            .row(10, "POLL_INTERVAL")
            .filler(0xC001_1000, 3);
    };
    let mut w = Want::default();
    wait(&mut w, 0x10 | 3, 0x0040_0100, 0x2);
    golden("compute_wait_on_address", &w, |cb| {
        compute_wait_on_address(cb, 0x2_0040_0100, 0xFF, WaitRegMemFunction::EQUAL, 0x55)
    });
    let mut w = Want::default();
    wait(&mut w, 5, 0x3000, 0);
    golden("compute_wait_on_register", &w, |cb| {
        compute_wait_on_register(cb, 0x3000, 0xFF, WaitRegMemFunction::GREATER_EQUAL, 0x55)
    });

    one_short("compute_wait_on_address", 14, |cb| {
        compute_wait_on_address(cb, 0x10000, 1, WaitRegMemFunction::EQUAL, 1)
    });
    one_short("compute_wait_on_register", 14, |cb| {
        compute_wait_on_register(cb, 0x10, 1, WaitRegMemFunction::EQUAL, 1)
    });
    refused(
        "compute_wait_on_address in the register range",
        Error::AddressInRegisterRange { address: 0xFFFF },
        |cb| compute_wait_on_address(cb, 0xFFFF, 1, WaitRegMemFunction::EQUAL, 1),
    );
    refused(
        "compute_wait_on_address misaligned",
        Error::Address(AddressError::Misaligned {
            field: "POLL_ADDRESS",
            address: 0x1_0002,
            align: 4,
        }),
        |cb| compute_wait_on_address(cb, 0x1_0002, 1, WaitRegMemFunction::EQUAL, 1),
    );
    refused(
        "compute_wait_on_register with the reserved FUNCTION 7",
        Error::ArgumentOutOfRange {
            name: "function",
            value: 7,
            max: 6,
        },
        |cb| compute_wait_on_register(cb, 0x10, 1, WaitRegMemFunction::RESERVED, 1),
    );
    disassembles_as(
        "compute_wait_on_address",
        &written(|cb| compute_wait_on_address(cb, 0x10000, 1, WaitRegMemFunction::EQUAL, 1)),
        &["NOP", "WAIT_REG_MEM", "NOP"],
    );
}

/// The context-register writes the 4.00 context reset shares with the 3.50
/// default state, in order (offset, value).
#[rustfmt::skip]
const CONTEXT_DEFAULTS_A: [(u32, u32, &str); 15] = [
    (0x2F9, 0x2D, "PA_SU_VTX_CNTL"), (0x282, 8, "PA_SU_LINE_CNTL"),
    (0x280, 0x0008_0008, "PA_SU_POINT_SIZE"), (0x281, 0xFFFF_0000, "PA_SU_POINT_MINMAX"),
    (0x204, 0, "PA_CL_CLIP_CNTL"), (0x206, 0x43F, "PA_CL_VTE_CNTL"),
    (0x083, 0xFFFF, "PA_SC_CLIPRECT_RULE"), (0x317, 0x10, "VGT_OUT_DEALLOC_CNTL"),
    (0x2FA, 0x3F80_0000, "PA_CL_GB_VERT_CLIP_ADJ"), (0x2FC, 0x3F80_0000, "PA_CL_GB_HORZ_CLIP_ADJ"),
    (0x2FB, 0x3F80_0000, "PA_CL_GB_VERT_DISC_ADJ"), (0x2FD, 0x3F80_0000, "PA_CL_GB_HORZ_DISC_ADJ"),
    (0x202, 0x00CC_0010, "CB_COLOR_CONTROL"), (0x30E, 0xFFFF_FFFF, "PA_SC_AA_MASK_X0Y0_X1Y0"),
    (0x30F, 0xFFFF_FFFF, "PA_SC_AA_MASK_X0Y1_X1Y1"),
];
#[rustfmt::skip]
const CONTEXT_DEFAULTS_B: [(u32, u32, &str); 12] = [
    (0x1B1, 2, "SPI_VS_OUT_CONFIG"), (0x101, 0, "VGT_MIN_VTX_INDX"),
    (0x100, 0xFFFF_FFFF, "VGT_MAX_VTX_INDX"), (0x103, 0, "VGT_MULTI_PRIM_IB_RESET_INDX"),
    (0x284, 0, "VGT_OUTPUT_PATH_CNTL"), (0x290, 0, "VGT_GS_MODE"), (0x2AE, 0, "VGT_VTX_CNT_EN"),
    (0x102, 0, "VGT_INDX_OFFSET"), (0x292, 0, "PA_SC_MODE_CNTL_0"),
    (0x293, 0x0602_0000, "PA_SC_MODE_CNTL_1"), (0x2F8, 0, "PA_SC_AA_CONFIG"),
    (0x2DE, 0x1E9, "PA_SU_POLY_OFFSET_DB_FMT_CNTL"),
];

#[test]
fn context_state_windows_golden() {
    // ClearContextState's CONTEXT_CONTROL and CLEAR_STATE, without its ACQUIRE_MEM.
    let reset = |w: &mut Want| {
        for &(dword, name) in &CLEAR_CONTEXT_STATE[..5] {
            w.row(dword, name);
        }
    };
    let mut w = Want::default();
    reset(&mut w);
    w.row(0xC000_2F00, "NUM_INSTANCES header")
        .row(1, "NUM_INSTANCES")
        .set(SET_CTX_1, 0x102, 0, "VGT_INDX_OFFSET")
        .set(SET_CTX_1, 0x202, 0x00CC_0010, "CB_COLOR_CONTROL")
        .filler(0xC011_1000, 19);
    golden("context state", &w, draw_init_to_default_context_state);
    one_short("context state", 32, draw_init_to_default_context_state);

    let mut w = Want::default();
    reset(&mut w);
    for (offset, value, name) in CONTEXT_DEFAULTS_A {
        w.set(SET_CTX_1, offset, value, name);
    }
    w.row(0xC000_2F00, "NUM_INSTANCES header")
        .row(1, "NUM_INSTANCES");
    for (offset, value, name) in CONTEXT_DEFAULTS_B {
        w.set(SET_CTX_1, offset, value, name);
    }
    w.row(0xC003_6900, "SET_CONTEXT_REG header, three registers")
        .row(0x295, "REG_OFFSET: VGT_GS_PER_ES")
        .row(0x100, "VGT_GS_PER_ES")
        .row(0x100, "VGT_ES_PER_GS")
        .row(4, "VGT_GS_PER_VS")
        .set(SET_CTX_1, 0x2AA, 0xFF, "IA_MULTI_VGT_PARAM")
        .filler(0xC09E_1000, 160);
    assert_eq!(w.0.len(), 256);
    golden(
        "context state 4.00",
        &w,
        draw_init_to_default_context_state_400,
    );
    one_short(
        "context state 4.00",
        256,
        draw_init_to_default_context_state_400,
    );
    disassembles_as(
        "context state",
        &written(draw_init_to_default_context_state),
        &[
            "CONTEXT_CONTROL",
            "CLEAR_STATE",
            "NUM_INSTANCES",
            "VGT_INDX_OFFSET",
            "CB_COLOR_CONTROL",
            "NOP",
        ],
    );
}

#[test]
fn cache_action_lands_in_the_eop_cache_bits() {
    use gcn::ps4::flip::CacheAction;
    // The system patches EVENT_WRITE_EOP dword 1 = event | 0x500 | action << 12.
    #[rustfmt::skip]
    let cases = [
        (CacheAction::NONE,                                  0x0000_0000),
        (CacheAction::INVALIDATE_L1,                         0x0001_0000), // TCL1_ACTION_ENA
        (CacheAction::INVALIDATE_L2_VOLATILE,                0x0003_3000), // TCL1_VOL, TC_VOL, TCL1, TC
        (CacheAction::WRITE_BACK_AND_INVALIDATE_L1_AND_L2,   0x0003_8000), // TC_WB, TCL1, TC
        (CacheAction::WRITE_BACK_AND_INVALIDATE_L2_VOLATILE, 0x0003_B000), // TCL1_VOL, TC_VOL, TC_WB, TCL1, TC
    ];
    for (action, bits) in cases {
        assert_eq!(action.eop_word().into_bits(), bits, "{action:?}");
    }
    let w = CacheAction::WRITE_BACK_AND_INVALIDATE_L1_AND_L2.eop_word();
    assert!(w.tc_wb_action_ena() && w.tcl1_action_ena() && w.tc_action_ena());
    assert!(!w.tcl1_vol_action_ena() && !w.tc_vol_action_ena());
}
