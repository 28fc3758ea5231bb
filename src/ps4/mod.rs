//! PS4 ("Liverpool") platform conventions on top of plain PM4.
//!
//! The PS4's graphics driver library and its tools expect a few shapes that the
//! GPU itself ignores: NOP packets whose payload starts with a `0x6875xxxx`
//! marker, fixed-size windows that the system driver fills in, a 64-dword
//! prepare-flip NOP at the very end of the last command buffer handed to
//! submit-and-flip, and a one-dword size hint after each render target. A
//! homebrew program that submits through the system, or a tool that reads PS4
//! command streams, needs them exactly. This module writes them (and only
//! writes dwords: submitting is the caller's business).
//!
//! | file | concern |
//! |---|---|
//! | [`markers`] | the `0x6875xxxx` NOP payload markers, their writers, and [`markers::recognize`] for disassemblers; the render-target size hint |
//! | [`init`] | the default hardware state and the fixed 256-dword initialisation window |
//! | [`flip`] | display synchronisation: waiting for a video-out buffer, the 64-dword prepare-flip NOP and its patched form |
//! | [`draw`] | draw windows of the fixed sizes the system driver produces, the VGT control windows |
//! | [`dispatch`] | dispatch and compute-wait windows |
//! | [`shader`] | shader windows (set and update forms) written from the stage blocks |
//! | [`frame`] | the begin/end recipe of one displayed frame |
//! | [`neo`] | the PS4 Pro's forms where they differ: draws into a render-target slice, the uconfig VGT control, the initialisers' extra registers |
//!
//! # The driver's command-buffer functions
//!
//! Each `sceGnm*` function of the system driver that writes a command shape, and what
//! writes the same dwords here (on the base console; the PS4 Pro's forms, where they
//! differ, are in [`neo`]) (functions the public sources only stub, so whose layout
//! is not known, are listed as such):
//!
//! | driver function | here | dwords |
//! |---|---|---|
//! | `sceGnmDrawInitDefaultHardwareState{,175,200,350}` | [`init::draw_init_default_hardware_state`] with [`init::InitRevision`] | 256 |
//! | `sceGnmDispatchInitDefaultHardwareState` | [`init::dispatch_init_default_hardware_state`] | 256 |
//! | `sceGnmDrawInitToDefaultContextState` | [`init::draw_init_to_default_context_state`] | 32 |
//! | `sceGnmDrawInitToDefaultContextState400` | [`init::draw_init_to_default_context_state_400`] | 256 |
//! | `sceGnmDrawInitToDefaultContextStateInternalCommand` | the 32-dword form for an application built with an SDK before 4.00, else the 256-dword form (the driver picks by the application's SDK version) | 32 or 256 |
//! | `sceGnmDrawIndex` | [`draw::draw_index`] | 10 |
//! | `sceGnmDrawIndexAuto` | [`draw::draw_index_auto`] | 7 |
//! | `sceGnmDrawIndexOffset` | [`draw::draw_index_offset`] | 9 |
//! | `sceGnmDrawIndirect` | [`draw::draw_indirect`] | 9 |
//! | `sceGnmDrawIndexIndirect` | [`draw::draw_index_indirect`] | 9 |
//! | `sceGnmDrawIndexIndirectMulti` | [`draw::draw_index_indirect_multi`] (the PS4's 6-dword body; see below) | 11 |
//! | `sceGnmSetVgtControl` | [`draw::set_vgt_control`] (PS4 Pro: [`neo::set_vgt_control`]) | 3 |
//! | `sceGnmResetVgtControl` | [`draw::reset_vgt_control`] (PS4 Pro: [`neo::reset_vgt_control`]) | 3 |
//! | `sceGnmDispatchIndirectOnMec` | [`dispatch::dispatch_indirect_on_mec`] | 8 |
//! | `sceGnmInsertDingDongMarker` | [`markers::ding_dong_marker`] | 4 |
//! | `sceGnmDispatchDirect` | [`dispatch::dispatch_direct`] | 9 |
//! | `sceGnmDispatchIndirect` | [`dispatch::dispatch_indirect`] | 7 |
//! | `sceGnmComputeWaitOnAddress` | [`dispatch::compute_wait_on_address`], [`dispatch::compute_wait_on_register`] | 14 |
//! | `sceGnmInsertWaitFlipDone` | [`flip::wait_flip_done`] | 7 |
//! | `sceGnmInsertPushMarker`, `sceGnmInsertPopMarker` | [`markers::push_marker`], [`markers::pop_marker`] | text-dependent, 6 |
//! | `sceGnmInsertSetMarker`, `sceGnmInsertPushColorMarker` | [`markers::set_marker`], [`markers::push_color_marker`] (shadPS4 `gnmdriver.cpp`: sizes, text, colour at byte `len + 9` of the text area; the eight bytes before the colour, which shadPS4 leaves as they were, are written as zero) | text-dependent |
//! | the prepare-flip NOP that `sceGnmSubmitAndFlipCommandBuffers` patches | [`flip::prepare_flip`] | 64 |
//! | `sceGnmSetVsShader` | [`shader::set_vs_shader`] | 29 |
//! | `sceGnmUpdateVsShader` | [`shader::update_vs_shader`] | 29 |
//! | `sceGnmSetPsShader`, `sceGnmSetPsShader350` (with registers: the same dwords) | [`shader::set_ps_shader`] | 40 |
//! | `sceGnmSetPsShader` without registers | [`shader::set_null_ps_shader`] | 40 |
//! | `sceGnmSetPsShader350` without registers | [`shader::set_null_ps_shader_350`] | 40 |
//! | `sceGnmUpdatePsShader`, `sceGnmUpdatePsShader350` (with registers) | [`shader::update_ps_shader`] | 40 |
//! | `sceGnmUpdatePsShader` without registers | [`shader::update_null_ps_shader`] | 40 |
//! | `sceGnmUpdatePsShader350` without registers | [`shader::update_null_ps_shader_350`] | 40 |
//! | `sceGnmSetCsShader` | [`shader::set_cs_shader`] (`SET_SH_REG`s with `SHADER_TYPE` 1, as fpPS4 writes them) | 25 |
//! | `sceGnmSetCsShaderWithModifier` | [`shader::set_cs_shader_with_modifier`] | 25 |
//! | `sceGnmSetEsShader` | [`shader::set_es_shader`] | 20 |
//! | `sceGnmSetGsShader` | [`shader::set_gs_shader`] | 29 |
//! | `sceGnmUpdateGsShader` | [`shader::update_gs_shader`] | 29 |
//! | `sceGnmSetHsShader` | [`shader::set_hs_shader`] | 30 |
//! | `sceGnmUpdateHsShader` | [`shader::update_hs_shader`] | 30 |
//! | `sceGnmSetLsShader` | [`shader::set_ls_shader`] | 23 |
//! | the context-register update NOPs of the `sceGnmUpdate*Shader` forms | [`markers::context_reg_update`], [`markers::recognize_context_reg_update`] | 2 + registers |
//! | `sceGnmSetEmbeddedVsShader` | [`shader::set_embedded_vs_shader`] (the built-in full-screen VS's registers; its code address, not public, is the caller's) | 29 |
//! | `sceGnmSetEmbeddedPsShader` | [`shader::set_embedded_ps_shader`] (the two built-in PSs' registers; shadPS4 and fpPS4 disagree on the second's `RSRC1_PS`, see there; the code address is the caller's) | 40 |
//! | the patched prepare-flip window (`sceGnmSubmitAndFlipCommandBuffers{,ForWorkload}`) | [`flip::patch_prepare_flip`], [`flip::recognize_patched_flip`] | 64 |
//! | `sceGnmDrawIndexIndirectCountMulti` | [`draw::draw_index_indirect_count_multi`] (opcode 0x9D, `DRAW_INDEX_INDIRECT_COUNT_MULTI`: the spec lists it only among the opcodes other sources name; the generator takes it into [`Opcode`](crate::pm4::Opcode) by name, with the driver as evidence) | 16 |
//! | `sceGnmDrawIndirectMulti` | [`draw::draw_indirect_multi`] (the PS4's 6-dword body; shadPS4's header says 4 body dwords, but it writes 6 before the filler and its command processor reads 6, so the header here says 6) | 11 |
//! | `sceGnmInsertSetColorMarker` | not provided: shadPS4 only stubs it; fpPS4 writes it, but with its coloured-marker layout (colour right after the text's NUL), which differs from shadPS4's push form the crate follows (see [`markers`]) | |
//! | `sceGnmComputeWaitSemaphore`, `sceGnmDrawIndexMultiInstanced`, `sceGnmDrawIndirectCountMulti`, `sceGnmDrawOpaqueAuto`, `sceGnmInsertThreadTraceMarker` | not provided: shadPS4, GPCS4 and fpPS4 only stub them (GPCS4 lists the Gnm methods commented out), so no public source documents their layout | |
//!
//! # Where the crate's PM4 form differs from the PS4's
//!
//! The [`pm4`](crate::pm4) writers follow the AMD packet layouts; the PS4 driver
//! writes two packets in another form, and the windows here write the driver's:
//!
//! - `DRAW_INDEX_INDIRECT_MULTI` (and `DRAW_INDIRECT_MULTI`): the AMD packet has 9
//!   body dwords (with `DRAW_INDEX_LOC`, `COUNT_INDIRECT_ENABLE`, `DRAW_INDEX_ENABLE`
//!   and a count address), which
//!   [`CommandBuffer::draw_index_indirect_multi`](crate::pm4::CommandBuffer::draw_index_indirect_multi)
//!   writes; the PS4 driver writes 6 (`DATA_OFFSET`, `BASE_VTX_LOC`,
//!   `START_INST_LOC`, `COUNT`, `STRIDE`, `DRAW_INITIATOR`;
//!   `sceGnmDrawIndexIndirectMulti`, `sceGnmDrawIndirectMulti`), which
//!   [`draw::draw_index_indirect_multi`] and [`draw::draw_indirect_multi`]
//!   write, and keeps the 9-dword body for opcode 0x9D. The disassembler tells the
//!   forms apart by their length and shows the 6-dword form by name and body, as it
//!   does the compute pipe's 3-dword `DISPATCH_INDIRECT`.
//! - The occlusion sample: [`CommandBuffer::event_write_query`](crate::pm4::CommandBuffer::event_write_query)
//!   writes `EVENT_WRITE` of `ZPASS_DONE` with `EVENT_INDEX` 1 (the AMD form).
//!   shadPS4's command processor takes a PS4 occlusion sample as an `EVENT_WRITE`
//!   with `EVENT_INDEX` 1 (`ZPASS_DONE`) and `EVENT_TYPE` `PIXEL_PIPE_STAT_DUMP`;
//!   the call that writes it is in the application's Gnm library, not in the
//!   system driver, and no public source shows it, so that form is not offered.
//!
//! # Sources
//!
//! These conventions are Sony's, not AMD's, and are not in the AMD register
//! headers. The facts (values, layouts, sizes) were taken from public open-source
//! PS4 emulators, read for facts only:
//!
//! - shadPS4 (`github.com/shadps4-emu/shadPS4`): `src/core/libraries/gnmdriver/gnmdriver.cpp`
//!   (the system driver's command writers: init windows, draw windows, wait-for-flip,
//!   debug markers, the prepare-flip patching done by submit-and-flip),
//!   `src/core/libraries/gnmdriver/gnmdriver_init.h` (default register values),
//!   `src/video_core/amdgpu/pm4_cmds.h` (NOP payload values),
//!   `src/video_core/amdgpu/liverpool.cpp` and `src/video_core/amdgpu/cb_db_extent.h`
//!   (the render-target size hint).
//! - GPCS4 (`github.com/Inori/GPCS4`): `GPCS4/Graphics/Gnm/GnmOpCode.h` and
//!   `GnmConstant.h` (marker values, the allocation-hint alignment nibble, cache
//!   actions, end-of-pipe event types), `GnmCommandProcessor.cpp` (prepare-flip
//!   body layout, allocation hint, size hint after a colour target),
//!   `GnmCommandProxy.cpp` (the two-dword hint NOP before a `SET_SH_REG` of a V#/T#/S#).
//! - fpPS4 (`github.com/red-prig/fpPS4`): `src/ps4_libscegnmdriver.pas` (a second
//!   reimplementation of the driver's writers: the compute shader window's
//!   `SHADER_TYPE`, and the same default-state tables, draw, dispatch, shader and
//!   marker windows as shadPS4's).
//! - the register spec (`tests/data/gcn-registers.json` in the repository), section `ps4.nop_payload_markers`.
//!
//! Where the sources leave payload dwords unwritten, this module writes zero.
//!
//! # Example
//!
//! Writing a debug scope and recognising it again, as a disassembler would:
//!
//! ```
//! use gcn::pm4::CommandBuffer;
//! use gcn::ps4::markers::{pop_marker, push_marker, recognize, Marker};
//!
//! let mut storage = [0u32; 32];
//! let mut cb = CommandBuffer::new(&mut storage);
//! push_marker(&mut cb, "shadow pass")?;
//! let pop_at = cb.len();
//! pop_marker(&mut cb)?;
//!
//! let words = cb.as_slice();
//! let marker = recognize(words).unwrap();
//! assert_eq!(marker.to_string(), "PUSH_MARKER \"shadow pass\"");
//! assert!(matches!(recognize(&words[pop_at..]), Some(Marker::PopMarker)));
//! # Ok::<(), gcn::ps4::Error>(())
//! ```

pub mod dispatch;
pub mod draw;
pub mod flip;
pub mod frame;
pub mod init;
mod marker_kind;
pub mod markers;
pub mod neo;
pub mod shader;

mod error;

pub use error::{Error, NotPrepareFlip};
