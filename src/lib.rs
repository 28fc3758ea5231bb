//! # gcn — bit-exact AMD GCN command streams for `no_std`
//!
//! `gcn` emits the exact dwords an AMD GCN GPU reads. The first target is gfx7
//! (Sea Islands), the generation of the PS4's "Liverpool" GPU. The crate has no
//! driver, no OS and no heap: every command is written into a caller-owned
//! `&mut [u32]`, every register field is a typed setter, every resource
//! descriptor is validated, and every tiling number matches AMD's address
//! library.
//!
//! The modules, one concern each, from the bottom layer up:
//!
//! | module | what it owns | uses |
//! |---|---|---|
//! | [`regs`] | register spaces, the [`regs::Register`] trait, a typed definition of every gfx7 context, shader-stage and draw-time uconfig register, the V#/T#/S# words, and every enumeration their fields and the PM4 packet fields take (generated from the spec), a lookup table for decoders, and the one GPU address check ([`regs::check_address`], [`regs::AddressError`]) | — |
//! | [`tiling`] | addrlib-exact surface tiling: tile tables, surface sizes, metadata, tile/detile | `regs` |
//! | [`pm4`] | the PM4 type-3 command-buffer writer: [`pm4::CommandBuffer`] and every gfx7 packet | `regs` |
//! | [`isa`] | gfx7 shader machine code: operands, opcodes, one instruction type that encodes, decodes losslessly and prints LLVM's assembly syntax | — |
//! | [`desc`] | resource descriptors (T# image, S# sampler, V# buffer) and the data formats they share | `regs`, `tiling` |
//! | [`blocks`] | register blocks a renderer sets (blend, colour and depth targets, shader stages): typed, validated, emitted in the fewest packets, decodable; T# views of the targets; the PS4 hint NOPs before descriptors in user data | `regs`, `tiling`, `pm4`, `desc` |
//! | [`ps4`] | PS4 platform conventions: NOP payload markers, default hardware state, display sync, draw, dispatch and shader windows, the frame recipe, the PS4 Pro's forms (`ps4::neo`) | `regs`, `pm4`, `blocks` (the shader windows take stage blocks) |
//! | [`gnf`] | GNF texture files: read (T#s, tiled data, layouts) and written from RGBA8 images | `desc`, `tiling` |
//! | [`shader`] | shader programs: fetch shaders generated from a vertex input layout, LLVM code objects read into stage blocks, the built-in rect-list VS and clear PS, the PS4 `OrbShdr` info block and input-usage slots | `isa`, `desc`, `blocks`, `regs` |
//! | [`passes`] | render-target passes (fast colour clear through CMASK, slow colour clear with the built-in shaders, the clear-mask entry point, fast-clear eliminate, the CMASK initialisation of an MSAA target with FMASK, FMASK decompress, MSAA resolve, depth/stencil clear through HTILE, depth decompress, occlusion queries and predication, resource transitions): state, work and cache flushes recorded all or nothing, the changed state restored; each colour target bound followed by the PS4 size hint | `blocks`, `pm4`, `regs`, `shader`, `tiling`, `ps4` |
//! | [`decode`] | reading streams back: decoder, disassembler, golden diff, stream replay with the state at each draw decoded into [`blocks`], lint rules; asks [`ps4::markers`] what a NOP body means and [`desc`] how to print a descriptor | `regs`, `pm4`, `desc`, `ps4`, `blocks` |
//! | [`bind`] | resource binding: per-stage resource tables committed through the constant engine or by the CPU, a register shadow that skips unchanged writes, pipelines, per-draw data, chained command buffers | `pm4`, `regs`, `desc`, `blocks`, `decode` (the shadow keeps its values in a [`decode::state::Shadow`]) |
//! | [`Error`] | the crate-level error every module error converts into | every module's error type |
//!
//! ## Architecture
//!
//! A module uses only the modules listed before it in the README's
//! architecture table (its "uses" column), so the module graph has no
//! cycle. The hardware facts come first, at the bottom of the layers
//! (`regs`, `tiling`); the writer
//! (`pm4`) encodes packets from them; descriptors (`desc`) build on the
//! register words and tiling; register blocks (`blocks`) use all of them (a shader block writes
//! the PS4 hint before a descriptor, whose kind,
//! [`blocks::shader::UserDataHint`], lives there); the PS4 conventions
//! (`ps4`) build on the blocks (a shader window is written from a stage
//! block); the reader (`decode`) comes after the writers, so it can
//! name everything they produce, and the writers know nothing of it; the
//! resource binder (`bind`) sits on top, its register shadow the decoder's.
//! A type that two layers share lives in the lower one and the upper one
//! re-exports it: [`pm4::PrimitiveType`], [`pm4::IndexType`] and
//! [`pm4::EventType`] are the register enumerations of [`regs`]. The
//! crate-level [`Error`] names every module's error, so it sits above all of
//! them, and no module depends on it: each module returns its own error,
//! and `?` turns it into [`Error`] where a caller wants one type:
//!
//! ```
//! fn frame(cb: &mut gcn::pm4::CommandBuffer<'_>) -> Result<(), gcn::Error> {
//!     gcn::ps4::markers::push_marker(cb, "frame")?; // gcn::ps4::Error
//!     cb.num_instances(1)?; // gcn::pm4::Error
//!     Ok(())
//! }
//! # let mut storage = [0u32; 16];
//! # frame(&mut gcn::pm4::CommandBuffer::new(&mut storage))?;
//! # Ok::<(), gcn::Error>(())
//! ```
//!
//! ## Recording commands
//!
//! Packets are recorded into a caller-owned buffer with
//! [`pm4::CommandBuffer`]. Every method returns a `Result`; a packet that
//! does not fit returns [`pm4::Error::OutOfSpace`] and writes nothing.
//!
//! ```
//! use gcn::pm4::{
//!     CommandBuffer, DrawInitiator, EopDataSel, EopIntSel, EventType, EventWriteEopWord,
//!     PrimitiveType,
//! };
//!
//! let mut storage = [0u32; 128];
//! let mut cb = CommandBuffer::new(&mut storage);
//! // Raw register writes (typed register blocks emit through the same calls).
//! cb.set_context_regs(0x0C, &[0, (720 << 16) | 1280])?; // PA_SC_SCREEN_SCISSOR_TL/BR
//! cb.set_uconfig_regs(0x242, &[PrimitiveType::DI_PT_TRILIST.raw()])?; // VGT_PRIMITIVE_TYPE
//! // Per-draw constants embedded in the buffer (skipped by the CP).
//! let (offset, consts) = cb.alloc_embedded(4, 16)?;
//! consts.copy_from_slice(&[0, 1, 2, 3]);
//! cb.set_sh_regs(0x4C, &[4 * offset as u32, 0])?; // SPI_SHADER_USER_DATA_VS_0/1 (buffer at GPU 0)
//! // A draw, then an end-of-pipe fence write.
//! cb.num_instances(1)?;
//! cb.draw_index_auto(3, DrawInitiator::AUTO_INDEX)?;
//! cb.event_write_eop(
//!     EventType::BOTTOM_OF_PIPE_TS,
//!     EventWriteEopWord::new(),
//!     0x1_0000_0000,
//!     EopDataSel::SEND_DATA32_LO,
//!     EopIntSel::NONE,
//!     1,
//! )?;
//! assert_eq!(cb.as_slice()[0], 0xC002_6900); // SET_CONTEXT_REG header, COUNT = 2
//! println!("{} dwords", cb.len());
//! # Ok::<(), gcn::pm4::Error>(())
//! ```
#![no_std]
#![cfg_attr(docsrs, feature(doc_cfg))]
// The only `unsafe` code, behind the `non-temporal` feature, is in
// `tiling::stream`: its non-temporal stores, prefetch hint and store fence.
#![cfg_attr(not(feature = "non-temporal"), forbid(unsafe_code))]
#![cfg_attr(feature = "non-temporal", deny(unsafe_code))]
#![deny(missing_docs)]
#![cfg_attr(
    not(test),
    deny(
        clippy::unwrap_used,
        clippy::expect_used,
        clippy::panic,
        clippy::indexing_slicing,
        clippy::arithmetic_side_effects
    )
)]

#[macro_use]
mod macros;

mod error;

pub use error::Error;

pub mod bind;
pub mod blocks;
pub mod decode;
pub mod desc;
pub mod gnf;
pub mod isa;
pub mod passes;
pub mod pm4;
pub mod ps4;
pub mod regs;
pub mod shader;
pub mod tiling;

/// The README's code blocks, compiled and run as doctests so they cannot
/// drift from the crate.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
pub struct ReadmeDoctests;
