//! Independent command buffers chained in submission order.

use super::{Error, check_gpu_address};
use crate::pm4::{
    CommandBuffer, IB_MAX_DWORDS, INDIRECT_BUFFER_DWORDS, IbControl, IndirectBuffer,
    IndirectBufferConst,
};

/// One recorded command buffer pair, as the GPU sees it: the DE buffer and,
/// in CE mode, the CE buffer (address and dwords recorded).
///
/// Each pair a [`Binder`](super::Binder) records between two
/// [`begin`](super::Binder::begin)s is self-contained: every CE counter
/// increment in it has its DE wait in it, and its first commit of each
/// table rewrites CE RAM, so pairs recorded in parallel (one binder and
/// one pair of storage slices per thread) can be submitted in any
/// agreed order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Recorded {
    /// GPU address of the DE buffer.
    pub de: u64,
    /// Dwords recorded in the DE buffer.
    pub de_dwords: u32,
    /// GPU address and dwords of the CE buffer, if any.
    pub ce: Option<(u64, u32)>,
}

impl Recorded {
    /// The pair recorded in `de` (at GPU address `de_addr`) and `ce` (at `ce_addr`).
    pub fn of(de_addr: u64, de: &CommandBuffer<'_>, ce: Option<(u64, &CommandBuffer<'_>)>) -> Self {
        Recorded {
            de: de_addr,
            de_dwords: u32::try_from(de.len()).unwrap_or(u32::MAX),
            ce: ce.map(|(a, cb)| (a, u32::try_from(cb.len()).unwrap_or(u32::MAX))),
        }
    }
}

/// Dwords [`chain`] writes for `parts`.
pub fn chain_dwords(parts: &[Recorded]) -> usize {
    parts.iter().fold(0usize, |n, p| {
        let per: usize = if p.ce.is_some() { 2 } else { 1 };
        n.saturating_add(per.saturating_mul(INDIRECT_BUFFER_DWORDS))
    })
}

fn check_ib(address: u64, dwords: u32) -> Result<(), Error> {
    check_gpu_address(address)?;
    if dwords == 0 || dwords > IB_MAX_DWORDS {
        return Err(Error::Pm4(crate::pm4::Error::CountOutOfRange {
            field: "IB_SIZE",
            value: dwords as u64,
            min: 1,
            max: IB_MAX_DWORDS as u64,
        }));
    }
    Ok(())
}

/// Calls `parts` in order from `primary`: for each, `INDIRECT_BUFFER_CONST`
/// of its CE buffer (if any), then `INDIRECT_BUFFER` of its DE buffer, the
/// CE's first as the amdgpu kernel does when it schedules a CE and a DE IB
/// together (gfx7 `emit_ib`). `IB_CONTROL` carries only `IB_SIZE` (VMID 0,
/// as the kernel fills it in on submission). All or nothing.
///
/// # Errors
/// [`Error::BadAddress`], [`Error::Pm4`] (`CountOutOfRange` for an empty or
/// oversized buffer, `OutOfSpace`).
pub fn chain(primary: &mut CommandBuffer<'_>, parts: &[Recorded]) -> Result<(), Error> {
    for p in parts {
        check_ib(p.de, p.de_dwords)?;
        if let Some((a, n)) = p.ce {
            check_ib(a, n)?;
        }
    }
    let mut group = primary.reserve(chain_dwords(parts))?;
    for p in parts {
        if let Some((a, n)) = p.ce {
            group.push(&IndirectBufferConst {
                ib_base: a,
                control: IbControl::new().with_ib_size(n),
            });
        }
        group.push(&IndirectBuffer {
            ib_base: p.de,
            control: IbControl::new().with_ib_size(p.de_dwords),
        });
    }
    group.finish()?;
    Ok(())
}
