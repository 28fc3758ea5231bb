//! Lint rules over a replayed stream: each [`Finding`] names a [`Rule`],
//! the [`Site`] of the packet it concerns and prints as one line.
//!
//! [`lint`] replays a stream with [`state::replay`](super::state::replay)
//! and checks every packet, draw and dispatch. A finding about a draw is
//! reported at the draw packet's offset, whatever earlier packet set the
//! state at fault.
//!
//! ```
//! use gcn::decode::lint::{Rule, lint};
//! use gcn::decode::state::Shadow;
//! use gcn::pm4::{CommandBuffer, DrawInitiator};
//!
//! let mut storage = [0u32; 32];
//! let mut cb = CommandBuffer::new(&mut storage);
//! cb.clear_state()?;
//! cb.draw_index_auto(0, DrawInitiator::AUTO_INDEX)?;
//! let stream = cb.as_slice();
//!
//! let mut shadow = Shadow::new();
//! let mut rules = [None; 8];
//! let mut n = 0;
//! lint(stream, &mut shadow, |_, _| None, |f| {
//!     if let Some(slot) = rules.get_mut(n) {
//!         *slot = Some((f.site.offset, f.rule.code()));
//!     }
//!     n += 1;
//! });
//! // The draw at dword 2 has no VS, no PS and no vertices.
//! assert_eq!(
//!     &rules[..n],
//!     &[
//!         Some((2, "no-vs-program")),
//!         Some((2, "no-ps-program")),
//!         Some((2, "zero-count")),
//!     ]
//! );
//! # Ok::<(), gcn::pm4::Error>(())
//! ```

use core::fmt;

use crate::ps4::markers::Marker;
use crate::regs::{CbColorControl, CbTargetMask, DbDepthControl, DbStencilInfo, DbZInfo};
use crate::regs::{CbColorNInfo, SpiShaderColFormat};
use crate::regs::{Register, Space};

use super::DescriptorKind;
use super::state::{Draw, DrawKind, Event, Shadow, Site, State, descriptors, replay};
use super::{DecodeError, Decoded, Packet};
use crate::blocks::shader::Stage;

/// What a lint rule found.
///
/// Each variant says why it matters on the hardware.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Rule {
    /// A draw with `SPI_SHADER_PGM_LO/HI_VS` at address 0: the SPI launches
    /// vertex waves at GPU address 0, which fetch garbage or fault the VM;
    /// the GPU hangs or the draw produces nothing.
    NoVsProgram,
    /// A draw with `SPI_SHADER_PGM_LO/HI_PS` at address 0: gfx7 always runs
    /// a pixel shader (even depth-only passes bind a null one), so pixel
    /// waves start at address 0 and hang or fault.
    NoPsProgram,
    /// Colour target `slot` is enabled in `CB_TARGET_MASK` or written by the
    /// PS (`SPI_SHADER_COL_FORMAT`) while `CB_COLORn_INFO.FORMAT` is
    /// `COLOR_INVALID`: the CB drops the writes, so the target stays black.
    ColorTargetInvalid {
        /// The target slot, `0..8`.
        slot: u8,
    },
    /// Depth test or write (or the stencil test) is on while `DB_Z_INFO`
    /// (or `DB_STENCIL_INFO`) has `FORMAT = *_INVALID`: the DB has no
    /// surface, so the test passes or fails on undefined data and writes go
    /// nowhere.
    DepthWithoutTarget {
        /// `Z_ENABLE` is set.
        test: bool,
        /// `Z_WRITE_ENABLE` is set.
        write: bool,
        /// `STENCIL_ENABLE` is set with no stencil format.
        stencil: bool,
    },
    /// A draw of 0 vertices or indices, 0 instances, or a dispatch of 0
    /// thread groups: the command processor does the packet's full setup
    /// (and, for draws, a context roll) for no work; usually a bug upstream.
    ZeroCount {
        /// The draw or dispatch packet.
        kind: DrawKind,
    },
    /// The first packet (after NOPs) is neither `CONTEXT_CONTROL` nor
    /// `CLEAR_STATE`: register state left by the previous submission leaks
    /// into this one, so the frame renders differently from run to run.
    NoStateReset,
    /// An indexed draw reads indices `first..first + count` past the
    /// buffer's `size` (`MAX_SIZE` / `INDEX_BUFFER_SIZE`): the VGT clamps the
    /// fetch and returns index 0 for the rest, drawing stray triangles.
    IndexOutOfBounds {
        /// First index read.
        first: u32,
        /// Indices read.
        count: u32,
        /// Indices the buffer holds.
        size: u32,
    },
    /// A `SET_*_REG` packet writes a register past the end of its space: the
    /// CP masks the address into another register (or drops it), silently
    /// corrupting unrelated state.
    RegisterOutsideSpace {
        /// The packet's space.
        space: Space,
        /// The first offending register offset.
        offset: u32,
    },
    /// A packet follows the PS4 prepare-flip marker: the system patches that
    /// marker into the flip's end-of-pipe write, so whatever follows it runs
    /// after the flip was signalled and races the display.
    FlipNotLast {
        /// Dword offset of the first packet after the marker.
        next: usize,
    },
    /// A descriptor a PS4 hint announced in user data whose `TYPE` field is
    /// no resource of its kind (a T# needs `SQ_RSRC_IMG_1D..2D_MSAA_ARRAY`,
    /// 8..=15, in word 3 bits `[31:28]`; a V# needs `SQ_RSRC_BUF`, 0, in
    /// word 3 bits `[31:30]`): the texture unit reads it as another kind of
    /// resource, or as a null one, and returns zeros or faults.
    DescriptorType {
        /// The shader stage whose user data holds it.
        stage: Stage,
        /// Its first user-data register.
        register: u8,
        /// What the hint announced.
        kind: DescriptorKind,
        /// The `TYPE` field found.
        found: u8,
    },
    /// Dwords that do not decode: the command processor would read them as
    /// headers too and go out of step with the stream.
    Malformed(DecodeError),
    /// An `INDIRECT_BUFFER` whose dwords were not available: what it does is
    /// not checked.
    UnreadableIb {
        /// The buffer's GPU address.
        address: u64,
        /// Its size in dwords.
        dwords: usize,
    },
}

impl Rule {
    /// The rule's short name, as `gcn lint` prints it.
    pub const fn code(&self) -> &'static str {
        match self {
            Rule::NoVsProgram => "no-vs-program",
            Rule::NoPsProgram => "no-ps-program",
            Rule::ColorTargetInvalid { .. } => "color-target-invalid",
            Rule::DepthWithoutTarget { .. } => "depth-without-target",
            Rule::ZeroCount { .. } => "zero-count",
            Rule::NoStateReset => "no-state-reset",
            Rule::IndexOutOfBounds { .. } => "index-out-of-bounds",
            Rule::RegisterOutsideSpace { .. } => "register-outside-space",
            Rule::FlipNotLast { .. } => "flip-not-last",
            Rule::DescriptorType { .. } => "descriptor-type",
            Rule::Malformed(_) => "malformed",
            Rule::UnreadableIb { .. } => "unreadable-ib",
        }
    }
}

impl fmt::Display for Rule {
    /// The one-line message.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Rule::NoVsProgram => {
                f.write_str("draw with no VS program (SPI_SHADER_PGM_LO/HI_VS = 0)")
            }
            Rule::NoPsProgram => {
                f.write_str("draw with no PS program (SPI_SHADER_PGM_LO/HI_PS = 0)")
            }
            Rule::ColorTargetInvalid { slot } => write!(
                f,
                "colour target {slot} is enabled or exported to but CB_COLOR{slot}_INFO.FORMAT is COLOR_INVALID"
            ),
            Rule::DepthWithoutTarget {
                test,
                write,
                stencil,
            } => {
                let what = match (test, write) {
                    (true, true) => "depth test and write",
                    (true, false) => "depth test",
                    (false, true) => "depth write",
                    (false, false) => "stencil test",
                };
                let reg = if *test || *write {
                    "DB_Z_INFO.FORMAT = Z_INVALID"
                } else {
                    "DB_STENCIL_INFO.FORMAT = STENCIL_INVALID"
                };
                write!(f, "{what} on with no depth target ({reg})")?;
                if *stencil && (*test || *write) {
                    f.write_str(", stencil test on with no stencil target")?;
                }
                Ok(())
            }
            Rule::ZeroCount { kind } if kind.is_dispatch() => {
                write!(f, "{} of zero thread groups", kind.name())
            }
            Rule::ZeroCount { kind } => write!(f, "{} of zero vertices or instances", kind.name()),
            Rule::NoStateReset => {
                f.write_str("stream does not start with CONTEXT_CONTROL or CLEAR_STATE")
            }
            Rule::IndexOutOfBounds { first, count, size } => write!(
                f,
                "indexed draw reads indices {first}..{} past INDEX_BUFFER_SIZE {size}",
                u64::from(*first).saturating_add(u64::from(*count))
            ),
            Rule::RegisterOutsideSpace { space, offset } => write!(
                f,
                "SET_{}_REG writes offset {offset:#x}, past the space's {:#x} registers",
                space.name(),
                space.len()
            ),
            Rule::FlipNotLast { next } => write!(
                f,
                "prepare-flip marker is not the last packet (next packet at {next:#x})"
            ),
            Rule::DescriptorType {
                stage,
                register,
                kind,
                found,
            } => write!(
                f,
                "{} in {stage:?} user data {register} has TYPE {found}, no {} resource type",
                kind.name(),
                kind.name()
            ),
            Rule::Malformed(e) => write!(f, "{e}"),
            Rule::UnreadableIb { address, dwords } => write!(
                f,
                "INDIRECT_BUFFER at {address:#x} ({dwords} dwords) not available: not checked"
            ),
        }
    }
}

/// One lint finding: the rule and where.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Finding {
    /// The packet the finding is about.
    pub site: Site,
    /// What was found.
    pub rule: Rule,
}

impl fmt::Display for Finding {
    /// `@0xOFFSET RULE: message` (`@0xOFFSET+0xINNER` inside an indirect buffer).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "@{:#x}", self.site.offset)?;
        if let Some(inner) = self.site.inner {
            write!(f, "+{inner:#x}")?;
        }
        write!(f, " {}: {}", self.rule.code(), self.rule)
    }
}

/// Replays `words` into `shadow` (indirect buffers through `memory`, as in
/// [`replay`]) and calls `found` for each finding, in stream order.
pub fn lint<'a, M, F>(words: &'a [u32], shadow: &mut Shadow, memory: M, mut found: F)
where
    M: FnMut(u64, usize) -> Option<&'a [u32]>,
    F: FnMut(Finding),
{
    let mut started = false;
    let mut flip: Option<usize> = None;
    let mut flip_reported = false;
    replay(words, shadow, memory, |site, event, state| {
        let mut report = |rule| found(Finding { site, rule });
        match event {
            Event::Packet(d) => {
                let filler = matches!(d.packet, Packet::Type2 | Packet::Nop(_));
                if !started && !filler {
                    started = true;
                    if !matches!(d.packet, Packet::ContextControl(_) | Packet::ClearState(_)) {
                        report(Rule::NoStateReset);
                    }
                }
                if site.inner.is_none() {
                    if let Some(at) = flip
                        && !filler
                        && !flip_reported
                    {
                        flip_reported = true;
                        found(Finding {
                            site: Site {
                                offset: at,
                                inner: None,
                            },
                            rule: Rule::FlipNotLast { next: site.offset },
                        });
                    }
                    if is_prepare_flip(d) {
                        flip = Some(site.offset);
                    }
                }
                if let Packet::SetRegs(s) = &d.packet
                    && let Some(w) = s.writes().find(|w| w.offset >= s.space.len())
                {
                    found(Finding {
                        site,
                        rule: Rule::RegisterOutsideSpace {
                            space: s.space,
                            offset: w.offset,
                        },
                    });
                }
            }
            Event::Draw(draw) => check_draw(draw, state, &mut report),
            Event::Error(e) => report(Rule::Malformed(*e)),
            Event::Unreadable { address, dwords } => report(Rule::UnreadableIb { address, dwords }),
        }
    });
}

fn is_prepare_flip(d: &Decoded<'_>) -> bool {
    matches!(&d.packet, Packet::Nop(n) if matches!(n.marker(), Some(Marker::PrepareFlip(_))))
}

/// The rules that look at the state at a draw or dispatch.
fn check_draw(draw: &Draw, state: &State<'_>, report: &mut impl FnMut(Rule)) {
    let s = state.shadow;
    let zero_instances = state.packets.num_instances == Some(0);
    if draw.kind.is_dispatch() {
        if let Some(g) = draw.groups
            && g.contains(&0)
        {
            report(Rule::ZeroCount { kind: draw.kind });
        }
        check_descriptors(Stage::Cs, state, report);
        return;
    }
    if state.program_address(Stage::Vs) == 0 {
        report(Rule::NoVsProgram);
    }
    if state.program_address(Stage::Ps) == 0 {
        report(Rule::NoPsProgram);
    }
    let color_on = s.reg::<CbColorControl>().mode().raw() != 0; // CB_DISABLE = 0
    let mask = s.reg::<CbTargetMask>().into_bits();
    let exports = s.reg::<SpiShaderColFormat>().into_bits();
    if color_on {
        for slot in 0u8..8 {
            let shift = u32::from(slot) * 4;
            let used = (mask >> shift) & 0xF != 0 || (exports >> shift) & 0xF != 0;
            let info_offset = CbColorNInfo::<0>::slot_offset(usize::from(slot))
                .map(u32::from)
                .unwrap_or(u32::from(CbColorNInfo::<0>::OFFSET));
            let info = s.get(Space::Context, info_offset).unwrap_or(0);
            let format = CbColorNInfo::<0>::from_bits(info).format().raw();
            if used && format == 0 {
                report(Rule::ColorTargetInvalid { slot });
            }
        }
    }
    let dc = s.reg::<DbDepthControl>();
    let no_z = s.reg::<DbZInfo>().format().raw() == 0;
    let no_stencil = s.reg::<DbStencilInfo>().format().raw() == 0;
    let test = dc.z_enable() && no_z;
    let write = dc.z_write_enable() && no_z;
    let stencil = dc.stencil_enable() && no_stencil;
    if test || write || stencil {
        report(Rule::DepthWithoutTarget {
            test,
            write,
            stencil,
        });
    }
    check_descriptors(Stage::Vs, state, report);
    check_descriptors(Stage::Ps, state, report);
    if draw.count == Some(0) || zero_instances {
        report(Rule::ZeroCount { kind: draw.kind });
    }
    if draw.kind.is_indexed()
        && let (Some(count), Some(size)) = (draw.count, draw.max_size)
        && u64::from(draw.first_index).saturating_add(u64::from(count)) > u64::from(size)
    {
        report(Rule::IndexOutOfBounds {
            first: draw.first_index,
            count,
            size,
        });
    }
}

/// [`Rule::DescriptorType`] for each descriptor announced in `stage`'s user data.
fn check_descriptors(stage: Stage, state: &State<'_>, report: &mut impl FnMut(Rule)) {
    let data = state.user_data(stage);
    let Some(kinds) = state.user_data.of(stage) else {
        return;
    };
    for (i, view) in descriptors(kinds, &data) {
        let word3 = view.words.get(3).copied().unwrap_or(0);
        let (found, valid) = match view.kind {
            DescriptorKind::Image => {
                let t = (word3 >> 28) as u8;
                (t, t >= 8)
            }
            DescriptorKind::Buffer => {
                let t = (word3 >> 30) as u8;
                (t, t == 0)
            }
            DescriptorKind::Sampler => (0, true),
        };
        if !valid {
            report(Rule::DescriptorType {
                stage,
                register: u8::try_from(i).unwrap_or(u8::MAX),
                kind: view.kind,
                found,
            });
        }
    }
}
