//! The compute job `compute` records, shared with the test that checks it.
//!
//! One dispatch of [`GROUPS`] workgroups of 64 threads runs the compute
//! shader LLVM compiled from `cs.ll` (the object `cs.o` is committed, so
//! nothing here needs LLVM): thread `i` stores `i * i` at word `i` of the
//! output buffer. Then, at the end of the pipe, the L2 cache is written back
//! and [`FENCE_VALUE`] is written to the fence, so a CPU that sees the fence
//! sees the squares.
//!
//! What the object carries (`.AMDGPU.config`: `COMPUTE_PGM_RSRC1` with its
//! VGPR and SGPR counts) comes from the object; what it does not (the code
//! address, the group size, the user data and the system SGPRs the program
//! reads) comes from the template and the program's own declaration.

use gcn::blocks::shader::CsShader;
use gcn::desc::BufferResource;
use gcn::pm4::{CommandBuffer, EopDataSel, EopIntSel, EventType, EventWriteEopWord};
use gcn::ps4::dispatch::{DispatchOrder, dispatch_direct};
use gcn::ps4::init::dispatch_init_default_hardware_state;
use gcn::shader::code_object::CodeObject;

/// Any error of the crate's modules.
pub type Error = Box<dyn std::error::Error>;

/// Where things live in GPU memory (the caller's allocations).
pub mod addr {
    /// The compute shader's code (`COMPUTE_PGM_LO` holds address bits 39:8).
    pub const SHADER_CODE: u64 = 0x0000_0030_0000_0000;
    /// The output buffer: [`super::THREADS`] 32-bit words.
    pub const OUTPUT: u64 = 0x0000_0040_0000_0000;
    /// The fence the job writes [`super::FENCE_VALUE`] to when it is done.
    pub const FENCE: u64 = 0x0000_0041_0000_0000;
}

/// Threads per workgroup (`COMPUTE_NUM_THREAD_X`): one wave.
pub const GROUP_SIZE: u32 = 64;
/// Workgroups of the dispatch (`DIM_X`).
pub const GROUPS: u32 = 16;
/// Threads of the dispatch: one output word each.
pub const THREADS: u32 = GROUP_SIZE * GROUPS;
/// User SGPR of the output buffer's V# (`s[0:3]` in `cs.ll`).
pub const OUTPUT_SGPR: u32 = 0;
/// The value the job writes to [`addr::FENCE`] when it is done.
pub const FENCE_VALUE: u64 = 1;

/// The compute shader object, compiled by
/// `llc-14 -mtriple=amdgcn-- -mcpu=bonaire -filetype=obj cs.ll -o cs.o`.
pub const CS_OBJECT: &[u8] = include_bytes!("cs.o");

/// The program's machine code, read from [`CS_OBJECT`].
pub fn code() -> Result<Vec<u32>, Error> {
    let object = CodeObject::parse(CS_OBJECT)?;
    let mut code = vec![0; object.code_dwords()];
    object.copy_code(&mut code)?;
    Ok(code)
}

/// The output buffer's V#: [`THREADS`] records of 4 bytes at [`addr::OUTPUT`].
pub fn output() -> Result<BufferResource, Error> {
    Ok(BufferResource::structured_buffer(addr::OUTPUT, 4, THREADS)?)
}

/// The compute shader block: the object's registers over a template with the
/// code address, one wave per group and the V# in `s[0:3]`; then the
/// workgroup's X index in the SGPR after the user data (`s4`), which the
/// program reads and the object does not declare.
pub fn shader() -> Result<CsShader, Error> {
    let template = CsShader::new()
        .with_address(addr::SHADER_CODE)
        .with_threads(GROUP_SIZE, 1, 1)
        .with_vsharp(OUTPUT_SGPR, &output()?);
    let cs = CodeObject::parse(CS_OBJECT)?.cs_shader(&template)?;
    Ok(cs.with_tgid_enable(true, false, false))
}

/// Records the job into `cb`.
pub fn record(cb: &mut CommandBuffer<'_>) -> Result<(), Error> {
    // 1. The compute default state (the PS4 driver's initialiser window).
    dispatch_init_default_hardware_state(cb)?;

    // 2. The program, its group size and its user data.
    shader()?.emit(cb)?;

    // 3. The dispatch, in the driver's fixed-size window.
    dispatch_direct(cb, [GROUPS, 1, 1], DispatchOrder::default())?;

    // 4. At the end of the pipe: write the L2 cache back to memory
    //    (`TC_WB_ACTION_ENA`, what radeonsi sets in its gfx7 end-of-pipe
    //    write-back), then write the fence.
    cb.event_write_eop(
        EventType::BOTTOM_OF_PIPE_TS,
        EventWriteEopWord::new().with_tc_wb_action_ena(true),
        addr::FENCE,
        EopDataSel::SEND_DATA32_LO,
        EopIntSel::NONE,
        FENCE_VALUE,
    )?;
    Ok(())
}

/// What the program leaves in the output buffer: word `i` is `i * i`.
pub fn expected_output() -> Vec<u32> {
    (0..THREADS).map(|i| i.wrapping_mul(i)).collect()
}
