//! Resource transitions: the cache flushes and invalidations between a
//! write by one unit and a read by another, as one `ACQUIRE_MEM` over the
//! resource's range (the CP waits until the actions are done for that range).
//!
//! The CB and DB write through their own caches, texture and buffer reads go
//! through the per-CU L1 (`TCL1`) and constant reads through the scalar cache
//! (`SH_KCACHE`), all in front of the shared L2 (`TC`); the CPU and DMA see
//! memory behind the L2. So:
//!
//! | [`Transition`] | `CP_COHER_CNTL` actions | why |
//! |---|---|---|
//! | [`ColorToTexture`](Transition::ColorToTexture) | `CB_ACTION_ENA`, `CB0..7_DEST_BASE_ENA`, `TCL1_ACTION_ENA`, `SH_KCACHE_ACTION_ENA` | the CB's writes reach the L2; stale L1 / scalar-cache lines of the range are dropped |
//! | [`DepthToTexture`](Transition::DepthToTexture) | `DB_ACTION_ENA`, `DB_DEST_BASE_ENA`, `TCL1_ACTION_ENA`, `SH_KCACHE_ACTION_ENA` | the same for the DB |
//! | [`UploadToTexture`](Transition::UploadToTexture) | `TC_ACTION_ENA`, `TCL1_ACTION_ENA`, `SH_KCACHE_ACTION_ENA` | memory written by the CPU or DMA: the L2 and L1 lines of the range are invalidated |
//! | [`ColorToCpu`](Transition::ColorToCpu) | `CB_ACTION_ENA`, `CB0..7_DEST_BASE_ENA`, `TC_ACTION_ENA` | the CB's writes and then the L2 are written back to memory; the CPU must still wait for the GPU to get there (an end-of-pipe label) |
//!
//! A colour or depth target with metadata also needs its metadata flushed
//! (`FLUSH_AND_INV_CB_META` / `FLUSH_AND_INV_DB_META`), which the passes that
//! use metadata write themselves; [`transition`] writes it too for the
//! colour and depth cases, so a target that was fast-cleared and eliminated
//! is complete in memory. The action bits are radeonsi's gfx6–gfx8 cache
//! flush (`si_gfx_emit_cache_flush`: `CB_ACTION_ENA` with every
//! `CBn_DEST_BASE_ENA`, `DB_ACTION_ENA` with `DB_DEST_BASE_ENA`,
//! `TCL1_ACTION_ENA`, `TC_ACTION_ENA`, `SH_KCACHE_ACTION_ENA`).
//!
//! ```
//! use gcn::passes::transition::{transition, Transition};
//! use gcn::pm4::CommandBuffer;
//!
//! let mut words = [0u32; 16];
//! let mut cb = CommandBuffer::new(&mut words);
//! // A 1920x1080 RGBA8 target at 0x10_0000, rendered, now sampled.
//! transition(&mut cb, Transition::ColorToTexture, 0x10_0000, 1920 * 1088 * 4)?;
//! assert_eq!(cb.len(), 2 + 7);
//! # Ok::<(), gcn::blocks::Error>(())
//! ```

use super::record;
use crate::blocks::Error;
use crate::pm4::{CoherCntl, CommandBuffer, EnginePfpMe, EventType};

/// Which write is made visible to which read.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Transition {
    /// Rendered as a colour target, then read as a texture or buffer.
    ColorToTexture,
    /// Rendered as a depth/stencil target, then read as a texture.
    DepthToTexture,
    /// Written by the CPU or a DMA engine, then read as a texture or buffer.
    UploadToTexture,
    /// Rendered as a colour target, then read by the CPU.
    ColorToCpu,
}

/// Poll interval of the `ACQUIRE_MEM` (the value the crate's passes use).
pub const POLL_INTERVAL: u16 = 10;

/// `ACQUIRE_MEM.ENGINE` of every pass: `PFP` (bit 31 clear), the packet
/// executed by the prefetch parser. On gfx7 radeonsi never sets the
/// ME bit for this packet (`si_cp_acquire_mem`: running the sync in the ME
/// only is a known problem on that generation), and the PS4 initialiser's
/// own `ACQUIRE_MEM` uses `PFP` as well ([`crate::ps4::init::INIT_COHER_CNTL`]).
pub const ENGINE: EnginePfpMe = EnginePfpMe::PFP;

/// `CB_ACTION_ENA` with every `CB0..7_DEST_BASE_ENA`: the CB's caches
/// written back and invalidated (radeonsi's gfx6–gfx8 CB flush).
pub const CB_WRITEBACK: CoherCntl = crate::pm4::CB_DEST_BASES.with_cb_action_ena(true);

/// The `CP_COHER_CNTL` actions of `t` (see the [module table](self)).
pub const fn actions(t: Transition) -> CoherCntl {
    let cb = CB_WRITEBACK;
    match t {
        Transition::ColorToTexture => cb
            .with_tcl1_action_ena(true)
            .with_sh_kcache_action_ena(true),
        Transition::DepthToTexture => CoherCntl::new()
            .with_db_action_ena(true)
            .with_db_dest_base_ena(true)
            .with_tcl1_action_ena(true)
            .with_sh_kcache_action_ena(true),
        Transition::UploadToTexture => CoherCntl::new()
            .with_tc_action_ena(true)
            .with_tcl1_action_ena(true)
            .with_sh_kcache_action_ena(true),
        Transition::ColorToCpu => cb.with_tc_action_ena(true),
    }
}

/// Writes transition `t` for the `bytes` bytes at `address`: the metadata
/// flush event of a colour or depth write, then one `ACQUIRE_MEM` of
/// [`actions`] over the range rounded out to 256 bytes.
///
/// # Errors
/// [`Error::InvalidRange`] for an empty range or one past the 40-bit
/// address space; [`Error::Pm4`] when `cb` has no room. Nothing is written
/// on error.
pub fn transition(
    cb: &mut CommandBuffer<'_>,
    t: Transition,
    address: u64,
    bytes: u64,
) -> Result<(), Error> {
    let end = match address.checked_add(bytes) {
        Some(end) if bytes > 0 && end <= 1 << 40 => end,
        _ => {
            return Err(Error::InvalidRange {
                what: "transition range empty or past the 40-bit address space",
            });
        }
    };
    let base = address >> 8;
    let size = end.div_ceil(256).saturating_sub(base);
    let meta = match t {
        Transition::ColorToTexture | Transition::ColorToCpu => {
            Some(EventType::FLUSH_AND_INV_CB_META)
        }
        Transition::DepthToTexture => Some(EventType::FLUSH_AND_INV_DB_META),
        Transition::UploadToTexture => None,
    };
    record(cb, |c| {
        if let Some(event) = meta {
            c.event_write(event)?;
        }
        c.acquire_mem(actions(t), ENGINE, base, size, POLL_INTERVAL)?;
        Ok(())
    })
}
