//! Resource transitions: the cache flushes and invalidations between a
//! write by one unit and a read by another, as one `ACQUIRE_MEM` over the
//! resource's range (the CP waits until the actions are done for that range),
//! after the events that let a colour or depth target's writes finish.
//!
//! On gfx7 the CB and DB do not go through the shared L2 (`TC`): their own
//! caches write straight to memory, so after a render the L2 can still hold
//! stale lines of the target. Texture and buffer reads go through the
//! per-CU L1 (`TCL1`) and the L2, constant reads through the scalar cache
//! (`SH_KCACHE`) and the L2; the CPU and DMA see memory behind the L2. So:
//!
//! | [`Transition`] | events | `CP_COHER_CNTL` actions | why |
//! |---|---|---|---|
//! | [`ColorToTexture`](Transition::ColorToTexture) | `FLUSH_AND_INV_CB_META`, `PS_PARTIAL_FLUSH` | `CB_ACTION_ENA`, `CB0..7_DEST_BASE_ENA`, `TC_ACTION_ENA`, `TCL1_ACTION_ENA`, `SH_KCACHE_ACTION_ENA` | the CB's writes reach memory; stale L2, L1 and scalar-cache lines of the range are dropped |
//! | [`DepthToTexture`](Transition::DepthToTexture) | `FLUSH_AND_INV_DB_META`, `PS_PARTIAL_FLUSH` | `DB_ACTION_ENA`, `DB_DEST_BASE_ENA`, `TC_ACTION_ENA`, `TCL1_ACTION_ENA`, `SH_KCACHE_ACTION_ENA` | the same for the DB |
//! | [`UploadToTexture`](Transition::UploadToTexture) | none | `TC_ACTION_ENA`, `TCL1_ACTION_ENA`, `SH_KCACHE_ACTION_ENA` | memory written by the CPU or DMA: the L2 and L1 lines of the range are invalidated |
//! | [`ColorToCpu`](Transition::ColorToCpu) | `FLUSH_AND_INV_CB_META`, `PS_PARTIAL_FLUSH` | `CB_ACTION_ENA`, `CB0..7_DEST_BASE_ENA`, `TC_ACTION_ENA` | the CB's writes reach memory and the L2 is written back and invalidated; the CPU must still wait for the GPU to get there (an end-of-pipe label) |
//!
//! In a gfx8 [`for_gfx`](CommandBuffer::for_gfx) buffer every row with
//! `TC_ACTION_ENA` also sets `TC_WB_ACTION_ENA` ([`actions_for`]): from gfx8
//! the L2 invalidate writes dirty lines back only with that bit.
//!
//! A colour or depth target with metadata also needs its metadata flushed
//! (`FLUSH_AND_INV_CB_META` / `FLUSH_AND_INV_DB_META`), which the passes that
//! use metadata write themselves; [`transition`] writes it too for the
//! colour and depth cases, so a target that was fast-cleared and eliminated
//! is complete in memory. The `PS_PARTIAL_FLUSH` after it waits for the
//! pixel shaders that feed the CB / DB: on gfx6–gfx8 the `ACQUIRE_MEM`
//! with `CB_ACTION_ENA` / `DB_ACTION_ENA` waits for nothing when the target
//! is no longer bound, which it may be by the time of a transition.
//!
//! This is radeonsi's gfx6–gfx8 barrier (`gfx6_emit_barrier` in
//! `si_barrier.c`) for a render target that shaders then read
//! (`si_make_CB_shader_coherent` / `si_make_DB_shader_coherent` in
//! `si_pipe.h`, which add the L2 invalidate on gfx6–gfx8 because the CB and
//! DB do not use the L2), together with the pixel-shader wait radeonsi
//! emits on a framebuffer change: the metadata flush event, then
//! `PS_PARTIAL_FLUSH`, then one sync with the CB (every
//! `CBn_DEST_BASE_ENA`) or DB actions, `TC_ACTION_ENA` and
//! `TCL1_ACTION_ENA`. The scalar-cache invalidate is kept for constant
//! reads of the range.
//!
//! ```
//! use gcn::passes::transition::{transition, Transition};
//! use gcn::pm4::CommandBuffer;
//!
//! let mut words = [0u32; 16];
//! let mut cb = CommandBuffer::new(&mut words);
//! // A 1920x1080 RGBA8 target at 0x10_0000, rendered, now sampled.
//! transition(&mut cb, Transition::ColorToTexture, 0x10_0000, 1920 * 1088 * 4)?;
//! assert_eq!(cb.len(), 2 + 2 + 7);
//! # Ok::<(), gcn::blocks::Error>(())
//! ```

use super::record;
use crate::blocks::Error;
use crate::pm4::{CoherCntl, CommandBuffer, EnginePfpMe, EventType};
use crate::regs::Gfx;

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

/// `DB_ACTION_ENA` with `DB_DEST_BASE_ENA`: the DB's caches written back
/// and invalidated (radeonsi's gfx6–gfx8 DB flush).
pub const DB_WRITEBACK: CoherCntl = CoherCntl::new()
    .with_db_action_ena(true)
    .with_db_dest_base_ena(true);

/// The `CP_COHER_CNTL` actions of `t` on gfx7 (see the [module table](self));
/// [`actions_for`] gives those of another generation.
pub const fn actions(t: Transition) -> CoherCntl {
    let cb = CB_WRITEBACK;
    match t {
        Transition::ColorToTexture => cb
            .with_tc_action_ena(true)
            .with_tcl1_action_ena(true)
            .with_sh_kcache_action_ena(true),
        Transition::DepthToTexture => DB_WRITEBACK
            .with_tc_action_ena(true)
            .with_tcl1_action_ena(true)
            .with_sh_kcache_action_ena(true),
        Transition::UploadToTexture => CoherCntl::new()
            .with_tc_action_ena(true)
            .with_tcl1_action_ena(true)
            .with_sh_kcache_action_ena(true),
        Transition::ColorToCpu => cb.with_tc_action_ena(true),
    }
}

/// The `CP_COHER_CNTL` actions of `t` on `gfx`: [`actions`], and on gfx8
/// also `TC_WB_ACTION_ENA` next to `TC_ACTION_ENA`. On gfx7 `TC_ACTION_ENA`
/// writes the L2's dirty lines back as it invalidates them; from gfx8 the
/// write-back has its own bit, which must be set whenever `TC_ACTION_ENA`
/// is, or the invalidate drops dirty lines (radeonsi's `gfx6_emit_barrier`
/// and RADV's `radv_cs_emit_cache_flush` set it with every L2 invalidate
/// from gfx8 on, and not on gfx7).
pub const fn actions_for(t: Transition, gfx: Gfx) -> CoherCntl {
    let a = actions(t);
    match gfx {
        Gfx::Gfx8 if a.tc_action_ena() => a.with_tc_wb_action_ena(true),
        Gfx::Gfx6 | Gfx::Gfx7 | Gfx::Gfx8 => a,
    }
}

/// Writes transition `t` for the `bytes` bytes at `address`: for a colour
/// or depth write the metadata flush event and `PS_PARTIAL_FLUSH`, then one
/// `ACQUIRE_MEM` of
/// [`actions_for`] `cb`'s generation over the range rounded out to 256 bytes.
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
    let coher = actions_for(t, cb.gfx());
    record(cb, |c| {
        if let Some(event) = meta {
            c.event_write(event)?;
            c.event_write(EventType::PS_PARTIAL_FLUSH)?;
        }
        c.acquire_mem(coher, ENGINE, base, size, POLL_INTERVAL)?;
        Ok(())
    })
}
