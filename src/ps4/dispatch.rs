//! Dispatch and compute-wait windows: the fixed dword footprints the system driver
//! gives compute dispatches and compute-queue waits.
//!
//! Like the draw windows ([`super::draw`]), each is the packet followed by a NOP
//! filler up to the reserved size (payload written as zero). Sizes and contents from
//! shadPS4 `src/core/libraries/gnmdriver/gnmdriver.cpp` (`sceGnmDispatchDirect`,
//! `sceGnmDispatchIndirect`, `sceGnmComputeWaitOnAddress`):
//!
//! | window | dwords | packets |
//! |---|---|---|
//! | [`dispatch_direct`] | 9 | `DISPATCH_DIRECT` (`SHADER_TYPE` 1) + 4-dword filler |
//! | [`dispatch_indirect`] | 7 | `DISPATCH_INDIRECT` (`SHADER_TYPE` 1) + 4-dword filler |
//! | [`dispatch_indirect_on_mec`] | 8 | `DISPATCH_INDIRECT` (`SHADER_TYPE` 1, 64-bit address) + 4-dword filler |
//! | [`compute_wait_on_address`], [`compute_wait_on_register`] | 14 | 4-dword NOP + `WAIT_REG_MEM` (poll interval 10) + 3-dword NOP |
//!
//! `DISPATCH_INITIATOR` is `COMPUTE_SHADER_EN` plus the two ordered-append bits the
//! driver lets through ([`DispatchOrder`]). Predication follows the command buffer's
//! toggle ([`CommandBuffer::set_predicate`]).
//!
//! [`dispatch_indirect_on_mec`] is the compute-pipe (MEC) form of the indirect dispatch
//! (`sceGnmDispatchIndirectOnMec`): 8 dwords, `DISPATCH_INDIRECT` with the arguments'
//! 64-bit address in the packet (the compute queues' body: `ADDR_LO`, `ADDR_HI`,
//! `DISPATCH_INITIATOR`) instead of an offset from `SET_BASE`, then the 4-dword filler.
//!
//! Not provided: `sceGnmComputeWaitSemaphore`, which the public sources only stub.
//!
//! # Example
//!
//! ```
//! use gcn::pm4::CommandBuffer;
//! use gcn::ps4::dispatch::{dispatch_direct, DispatchOrder, DISPATCH_DIRECT_WINDOW_DWORDS};
//!
//! let mut storage = [0u32; 16];
//! let mut cb = CommandBuffer::new(&mut storage);
//! dispatch_direct(&mut cb, [8, 4, 1], DispatchOrder::default())?;
//! assert_eq!(cb.len(), DISPATCH_DIRECT_WINDOW_DWORDS);
//! assert_eq!(cb.as_slice(), &[0xC003_1502, 8, 4, 1, 1, 0xC002_1000, 0, 0, 0]);
//! # Ok::<(), gcn::ps4::Error>(())
//! ```

use super::Error;
use super::error::{
    FILLER_DWORDS, check_at_most, check_required_address, checked_window, filled_window,
};
use crate::pm4::{
    CommandBuffer, DispatchInitiator, EngineSelMePfpCe, Opcode, ShaderType, WaitRegMemControl,
    WaitRegMemFunction, WaitRegMemMemSpace,
};
use crate::regs::check_address;

/// Dwords of the [`dispatch_direct`] window.
pub const DISPATCH_DIRECT_WINDOW_DWORDS: usize = 5 + FILLER_DWORDS;
/// Dwords of the [`dispatch_indirect`] window.
pub const DISPATCH_INDIRECT_WINDOW_DWORDS: usize = 3 + FILLER_DWORDS;
/// Dwords of the [`dispatch_indirect_on_mec`] window.
pub const DISPATCH_INDIRECT_ON_MEC_WINDOW_DWORDS: usize = 4 + FILLER_DWORDS;
/// Dwords of the compute-wait windows.
pub const COMPUTE_WAIT_WINDOW_DWORDS: usize = 14;
/// Poll interval of the compute-wait windows' `WAIT_REG_MEM`.
pub const COMPUTE_WAIT_POLL_INTERVAL: u32 = 10;
/// Largest thread-group count of one dimension the driver accepts (it refuses counts
/// whose top bit is set).
pub const MAX_THREAD_GROUPS: u32 = 0x7FFF_FFFF;

/// Dwords of the NOP in front of a compute wait (header + 3 zero dwords).
const WAIT_LEAD_DWORDS: usize = 4;
/// Dwords of the NOP after a compute wait (header + 2 zero dwords).
const WAIT_TAIL_DWORDS: usize = 3;

/// The ordered-append bits of a dispatch's `DISPATCH_INITIATOR` (the driver's dispatch
/// flags bits 3 and 4; every other initiator bit but `COMPUTE_SHADER_EN` stays 0).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct DispatchOrder {
    /// `ORDERED_APPEND_ENBL`: ordered-append (GDS) operations of the waves are ordered.
    pub ordered_append_enbl: bool,
    /// `ORDERED_APPEND_MODE`: the ordered-append mode bit.
    pub ordered_append_mode: bool,
}

impl DispatchOrder {
    /// The window's `DISPATCH_INITIATOR`.
    pub const fn initiator(self) -> DispatchInitiator {
        DispatchInitiator::ENABLE
            .with_ordered_append_enbl(self.ordered_append_enbl)
            .with_ordered_append_mode(self.ordered_append_mode)
    }
}

/// A NOP of `N + 1` dwords with a zero payload.
fn nop<const N: usize>(cb: &mut CommandBuffer<'_>) -> Result<(), Error> {
    cb.nop(&[0; N])?;
    Ok(())
}

/// Writes the 9-dword direct dispatch window: `DISPATCH_DIRECT` of `groups`
/// (`DIM_X`, `DIM_Y`, `DIM_Z` thread groups), then the filler.
///
/// Errors: [`Error::ArgumentOutOfRange`] for a count above [`MAX_THREAD_GROUPS`];
/// [`Error::OutOfSpace`]. Nothing is written on error.
pub fn dispatch_direct(
    cb: &mut CommandBuffer<'_>,
    groups: [u32; 3],
    order: DispatchOrder,
) -> Result<(), Error> {
    let [x, y, z] = groups;
    check_at_most("DIM_X", x, MAX_THREAD_GROUPS)?;
    check_at_most("DIM_Y", y, MAX_THREAD_GROUPS)?;
    check_at_most("DIM_Z", z, MAX_THREAD_GROUPS)?;
    filled_window::<DISPATCH_DIRECT_WINDOW_DWORDS, _>(cb, |cb| {
        cb.dispatch_direct(x, y, z, order.initiator())
    })
}

/// Writes the 7-dword indirect dispatch window: `DISPATCH_INDIRECT` whose group counts
/// `{x, y, z}` sit `data_offset` bytes past the dispatch-indirect base (`SET_BASE`),
/// then the filler.
///
/// Errors: [`Error::OutOfSpace`]; nothing is written then.
pub fn dispatch_indirect(
    cb: &mut CommandBuffer<'_>,
    data_offset: u32,
    order: DispatchOrder,
) -> Result<(), Error> {
    filled_window::<DISPATCH_INDIRECT_WINDOW_DWORDS, _>(cb, |cb| {
        cb.dispatch_indirect(data_offset, order.initiator())
    })
}

/// Writes the 8-dword indirect dispatch window of the compute pipe
/// (`sceGnmDispatchIndirectOnMec`): `DISPATCH_INDIRECT` whose group counts `{x, y, z}`
/// sit at `args` (4-byte aligned, not zero), then the filler.
///
/// | dword | value |
/// |---|---|
/// | 0 | `DISPATCH_INDIRECT` header (`COUNT` 2, `SHADER_TYPE` 1, predication from the buffer's toggle) |
/// | 1, 2 | `ADDR_LO`, `ADDR_HI`: `args` |
/// | 3 | `DISPATCH_INITIATOR`: [`DispatchOrder::initiator`] |
/// | 4-7 | filler NOP (header `0xC002_1000`, zero payload) |
///
/// The driver takes the predicate bit and the two ordered-append bits from one
/// modifier word (bits 0, 3 and 4); here they are the toggle and `order`.
///
/// Errors: [`Error::NullAddress`] for `args` 0; [`Error::Address`] for a misaligned
/// `args`; [`Error::OutOfSpace`]. Nothing is written on error.
pub fn dispatch_indirect_on_mec(
    cb: &mut CommandBuffer<'_>,
    args: u64,
    order: DispatchOrder,
) -> Result<(), Error> {
    check_required_address("ADDR", args, 4, 64)?;
    filled_window::<DISPATCH_INDIRECT_ON_MEC_WINDOW_DWORDS, _>(cb, |cb| {
        let body = [
            args as u32,
            (args >> 32) as u32,
            order.initiator().into_bits(),
        ];
        cb.push_body(Opcode::DISPATCH_INDIRECT, ShaderType::COMPUTE, &body)
    })
}

/// The 14-dword wait window around one `WAIT_REG_MEM` on the micro engine.
fn compute_wait(
    cb: &mut CommandBuffer<'_>,
    space: WaitRegMemMemSpace,
    address: u64,
    mask: u32,
    function: WaitRegMemFunction,
    reference: u32,
) -> Result<(), Error> {
    if function.into_bits() == WaitRegMemFunction::RESERVED.into_bits() {
        return Err(Error::ArgumentOutOfRange {
            name: "function",
            value: u32::from(function.into_bits()),
            max: u32::from(WaitRegMemFunction::GREATER.into_bits()),
        });
    }
    let control = WaitRegMemControl::new()
        .with_function(function)
        .with_mem_space(space)
        .with_engine(EngineSelMePfpCe::ME);
    checked_window::<COMPUTE_WAIT_WINDOW_DWORDS>(cb, COMPUTE_WAIT_WINDOW_DWORDS, |cb| {
        nop::<{ WAIT_LEAD_DWORDS - 1 }>(cb)?;
        cb.wait_reg_mem(
            control,
            address,
            reference,
            mask,
            COMPUTE_WAIT_POLL_INTERVAL,
        )?;
        nop::<{ WAIT_TAIL_DWORDS - 1 }>(cb)
    })
}

/// Writes the 14-dword compute wait on memory: the queue waits until
/// `(dword at address & mask) function reference` holds (`sceGnmComputeWaitOnAddress`
/// with a memory address).
///
/// | dwords | packet |
/// |---|---|
/// | 0-3 | NOP, 3 zero payload dwords |
/// | 4-10 | `WAIT_REG_MEM`: `FUNCTION`, `MEM_SPACE` = memory, `ENGINE` = ME; address lo, hi; reference; mask; poll interval 10 |
/// | 11-13 | NOP, 2 zero payload dwords |
///
/// The driver treats an address at or below `0xFFFF` as a register offset (use
/// [`compute_wait_on_register`]) and clears the low two bits of a memory address;
/// here such an address is refused.
///
/// Errors: [`Error::AddressInRegisterRange`] for an address at or below `0xFFFF`;
/// [`Error::Address`] for one that is not 4-byte aligned; [`Error::ArgumentOutOfRange`] for the reserved
/// `FUNCTION` 7; [`Error::OutOfSpace`]. Nothing is written on error.
pub fn compute_wait_on_address(
    cb: &mut CommandBuffer<'_>,
    address: u64,
    mask: u32,
    function: WaitRegMemFunction,
    reference: u32,
) -> Result<(), Error> {
    if address <= u64::from(u16::MAX) {
        return Err(Error::AddressInRegisterRange { address });
    }
    // Checked before the leading NOP is written, as `WAIT_REG_MEM` checks it.
    check_address("POLL_ADDRESS", address, 4, 64)?;
    compute_wait(
        cb,
        WaitRegMemMemSpace::MEMORY,
        address,
        mask,
        function,
        reference,
    )
}

/// Writes the 14-dword compute wait on a register: as [`compute_wait_on_address`], with
/// `MEM_SPACE` = register and the dword register offset `register` as the address
/// (`sceGnmComputeWaitOnAddress` with an address at or below `0xFFFF`).
///
/// Errors: [`Error::ArgumentOutOfRange`] for the reserved `FUNCTION` 7;
/// [`Error::OutOfSpace`]. Nothing is written on error.
pub fn compute_wait_on_register(
    cb: &mut CommandBuffer<'_>,
    register: u16,
    mask: u32,
    function: WaitRegMemFunction,
    reference: u32,
) -> Result<(), Error> {
    compute_wait(
        cb,
        WaitRegMemMemSpace::REGISTER,
        u64::from(register),
        mask,
        function,
        reference,
    )
}
