//! The compute example's job (`examples/compute/job.rs`), dword by dword
//! after the PS4 initialiser window (which `tests/ps4` checks): every value
//! worked out here from the spec's field positions, the addresses of the
//! job's memory plan and the register LLVM's object gives, never read back
//! from the crate.

#[path = "../../examples/compute/job.rs"]
#[allow(dead_code)]
mod job;

use gcn::pm4::CommandBuffer;
use gcn::ps4::init::INIT_WINDOW_DWORDS;

/// The job as `job::record` writes it.
fn recorded() -> Vec<u32> {
    let mut words = vec![0u32; 512];
    let mut cb = CommandBuffer::new(&mut words);
    job::record(&mut cb).unwrap();
    let len = cb.len();
    words.truncate(len);
    words
}

/// A type-3 header: `TYPE` 3 (bits 31:30), `COUNT` = body dwords - 1
/// (29:16), `IT_OPCODE` (15:8), `SHADER_TYPE` (bit 1).
const fn header(opcode: u32, body: u32, compute: bool) -> u32 {
    0xC000_0000 | (body - 1) << 16 | opcode << 8 | (compute as u32) << 1
}

const NOP: u32 = 0x10;
const DISPATCH_DIRECT: u32 = 0x15;
const EVENT_WRITE_EOP: u32 = 0x47;
const SET_SH_REG: u32 = 0x76;

/// `SET_SH_REG` of `values` from dword `offset` of the SH space, as the
/// compute pipe's registers are written (`SHADER_TYPE` 1).
fn set_sh(offset: u32, values: &[u32]) -> Vec<u32> {
    let mut w = vec![header(SET_SH_REG, values.len() as u32 + 1, true), offset];
    w.extend_from_slice(values);
    w
}

#[test]
fn the_job_after_the_initialiser_is_what_the_spec_gives() {
    // COMPUTE_PGM_RSRC2: USER_SGPR (bits 5:1) = 4 for the V#, TGID_X_EN
    // (bit 7) for s4.
    let rsrc2 = 4 << 1 | 1 << 7;
    // The V# of 1,024 four-byte records at 0x40_0000_0000: BASE_ADDRESS in
    // word 0 and word 1 bits 15:0, STRIDE in word 1 bits 29:16,
    // NUM_RECORDS in word 2; word 3: DST_SEL_X..W = X, Y, Z, W (4..7, three
    // bits each from bit 0), NUM_FORMAT FLOAT (7, bits 14:12), DATA_FORMAT 32
    // (4, bits 18:15).
    let vsharp = [
        0,
        0x40 | 4 << 16,
        1024,
        4 | 5 << 3 | 6 << 6 | 7 << 9 | 7 << 12 | 4 << 15,
    ];
    // EVENT_WRITE_EOP dword 1: EVENT_TYPE BOTTOM_OF_PIPE_TS (40, bits 5:0),
    // EVENT_INDEX EOP_TIMESTAMP_EVENT (5, bits 11:8), TC_WB_ACTION_ENA (bit
    // 15); dword 3: ADDRESS_HI (bits 15:0), DATA_SEL SEND_DATA32_LO (1, bits
    // 31:29).
    let eop = [
        header(EVENT_WRITE_EOP, 5, false),
        40 | 5 << 8 | 1 << 15,
        0,
        0x41 | 1 << 29,
        1,
        0,
    ];
    let mut want = Vec::new();
    // COMPUTE_NUM_THREAD_X/Y/Z (0x207..0x209): 64 × 1 × 1.
    want.extend(set_sh(0x207, &[64, 1, 1]));
    // COMPUTE_PGM_LO/HI (0x20C, 0x20D): address bits 39:8 of 0x30_0000_0000.
    want.extend(set_sh(0x20C, &[0x3000_0000, 0]));
    // COMPUTE_PGM_RSRC1 (0x212) as the object's `.AMDGPU.config` gives it
    // (`llvm-objdump-14 -s -j .AMDGPU.config cs.o`), RSRC2 (0x213).
    want.extend(set_sh(0x212, &[0x002F_0000, rsrc2]));
    // COMPUTE_RESOURCE_LIMITS (0x215), COMPUTE_TMPRING_SIZE (0x218): none.
    want.extend(set_sh(0x215, &[0]));
    want.extend(set_sh(0x218, &[0]));
    // The PS4 V# hint (a NOP with payload 0x68750004), then the V# in
    // COMPUTE_USER_DATA_0..3 (0x240..0x243).
    want.extend([header(NOP, 1, false), 0x6875_0004]);
    want.extend(set_sh(0x240, &vsharp));
    // DISPATCH_DIRECT of 16 × 1 × 1 groups, COMPUTE_SHADER_EN (bit 0), in
    // the driver's 9-dword window: a 4-dword NOP after it.
    want.extend([header(DISPATCH_DIRECT, 4, true), 16, 1, 1, 1]);
    want.extend([header(NOP, 3, false), 0, 0, 0]);
    want.extend(eop);

    let words = recorded();
    let after = words
        .get(INIT_WINDOW_DWORDS..)
        .expect("the initialiser window");
    gcn::assert_stream_eq!(after, &want[..]);
}

#[test]
fn the_job_decodes_and_lints_clean() {
    let words = recorded();
    assert_eq!(words.len(), INIT_WINDOW_DWORDS + 42);
    // Every packet decodes, and into a known packet.
    for item in gcn::decode::Decoder::new(&words) {
        let item = item.expect("a whole packet");
        assert!(
            !matches!(item.packet, gcn::decode::Packet::Unknown { .. }),
            "{:?}",
            item.packet
        );
    }
    let mut found = Vec::new();
    gcn::decode::lint::lint(
        &words,
        &mut gcn::decode::state::Shadow::new(),
        |_, _| None,
        |f: gcn::decode::lint::Finding| found.push((f.site.offset, f.rule)),
    );
    assert_eq!(found, vec![]);
}

#[test]
fn the_expected_output_is_the_squares() {
    let out = job::expected_output();
    assert_eq!(out.len(), 1024);
    assert_eq!((out[0], out[1], out[31], out[1023]), (0, 1, 961, 1_046_529));
}

#[test]
fn the_vsharp_past_user_sgpr_is_found() {
    // COMPUTE_PGM_RSRC2 (after[12], see above) with USER_SGPR 2: the V# in
    // user data 0..3 is not loaded.
    let mut words = recorded();
    let rsrc2 = INIT_WINDOW_DWORDS + 12;
    assert_eq!(words[rsrc2], 4 << 1 | 1 << 7);
    words[rsrc2] = 2 << 1 | 1 << 7;
    let mut found = Vec::new();
    gcn::decode::lint::lint(
        &words,
        &mut gcn::decode::state::Shadow::new(),
        |_, _| None,
        |f: gcn::decode::lint::Finding| found.push(f.to_string()),
    );
    assert_eq!(
        found,
        vec![
            "@0x11b user-sgpr-count: V# in Cs user data 0 reaches past the 2 user-data registers RSRC2.USER_SGPR loads"
        ]
    );
}
