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
//! | [`flip`] | display synchronisation: waiting for a video-out buffer, the 64-dword prepare-flip NOP |
//! | [`draw`] | draw windows of the fixed sizes the system driver produces, the VGT control window |
//! | [`dispatch`] | dispatch and compute-wait windows |
//! | [`shader`] | shader windows (set and update forms) written from the stage blocks |
//! | [`frame`] | the begin/end recipe of one displayed frame |
//!
//! # The driver's command-buffer functions
//!
//! Each `sceGnm*` function of the system driver that writes a command shape, and what
//! writes the same dwords here (functions the public sources only stub, so whose layout
//! is not known, are listed as such):
//!
//! | driver function | here | dwords |
//! |---|---|---|
//! | `sceGnmDrawInitDefaultHardwareState{,175,200,350}` | [`init::draw_init_default_hardware_state`] with [`init::InitRevision`] | 256 |
//! | `sceGnmDispatchInitDefaultHardwareState` | [`init::dispatch_init_default_hardware_state`] | 256 |
//! | `sceGnmDrawInitToDefaultContextState` | [`init::draw_init_to_default_context_state`] | 32 |
//! | `sceGnmDrawInitToDefaultContextState400` | [`init::draw_init_to_default_context_state_400`] | 256 |
//! | `sceGnmDrawIndex` | [`draw::draw_index`] | 10 |
//! | `sceGnmDrawIndexAuto` | [`draw::draw_index_auto`] | 7 |
//! | `sceGnmDrawIndexOffset` | [`draw::draw_index_offset`] | 9 |
//! | `sceGnmDrawIndirect` | [`draw::draw_indirect`] | 9 |
//! | `sceGnmDrawIndexIndirect` | [`draw::draw_index_indirect`] | 9 |
//! | `sceGnmSetVgtControl` | [`draw::set_vgt_control`] | 3 |
//! | `sceGnmDispatchDirect` | [`dispatch::dispatch_direct`] | 9 |
//! | `sceGnmDispatchIndirect` | [`dispatch::dispatch_indirect`] | 7 |
//! | `sceGnmComputeWaitOnAddress` | [`dispatch::compute_wait_on_address`], [`dispatch::compute_wait_on_register`] | 14 |
//! | `sceGnmInsertWaitFlipDone` | [`flip::wait_flip_done`] | 7 |
//! | `sceGnmInsertPushMarker`, `sceGnmInsertPopMarker` | [`markers::push_marker`], [`markers::pop_marker`] | text-dependent, 6 |
//! | `sceGnmInsertSetMarker`, `sceGnmInsertPushColorMarker` | [`markers::set_marker`], [`markers::push_color_marker`] (shapes from GPCS4; shadPS4 stubs them) | text-dependent |
//! | the prepare-flip NOP that `sceGnmSubmitAndFlipCommandBuffers` patches | [`flip::prepare_flip`] | 64 |
//! | `sceGnmSetVsShader` | [`shader::set_vs_shader`] | 29 |
//! | `sceGnmUpdateVsShader` | [`shader::update_vs_shader`] | 29 |
//! | `sceGnmSetPsShader`, `sceGnmSetPsShader350` (with registers: the same dwords) | [`shader::set_ps_shader`] | 40 |
//! | `sceGnmSetPsShader` without registers | [`shader::set_null_ps_shader`] | 40 |
//! | `sceGnmSetPsShader350` without registers | [`shader::set_null_ps_shader_350`] | 40 |
//! | `sceGnmUpdatePsShader`, `sceGnmUpdatePsShader350` (with registers) | [`shader::update_ps_shader`] | 40 |
//! | `sceGnmUpdatePsShader` without registers | [`shader::update_null_ps_shader`] | 40 |
//! | `sceGnmUpdatePsShader350` without registers | [`shader::update_null_ps_shader_350`] | 40 |
//! | `sceGnmSetCsShader` | [`shader::set_cs_shader`] | 25 |
//! | `sceGnmSetCsShaderWithModifier` | [`shader::set_cs_shader_with_modifier`] | 25 |
//! | `sceGnmSetEsShader` | [`shader::set_es_shader`] | 20 |
//! | `sceGnmSetGsShader` | [`shader::set_gs_shader`] | 29 |
//! | `sceGnmUpdateGsShader` | [`shader::update_gs_shader`] | 29 |
//! | `sceGnmSetHsShader` | [`shader::set_hs_shader`] | 30 |
//! | `sceGnmUpdateHsShader` | [`shader::update_hs_shader`] | 30 |
//! | `sceGnmSetLsShader` | [`shader::set_ls_shader`] | 23 |
//! | the context-register update NOPs of the `sceGnmUpdate*Shader` forms | [`markers::context_reg_update`], [`markers::recognize_context_reg_update`] | 2 + registers |
//! | `sceGnmSetEmbeddedVsShader`, `sceGnmSetEmbeddedPsShader` | not provided: they set the system's built-in shaders, whose code lives at a system address (the PS and VS windows write the same packets for a program of your own) | |
//! | the patched prepare-flip window (`sceGnmSubmitAndFlipCommandBuffers{,ForWorkload}`) | [`flip::patch_prepare_flip`], [`flip::recognize_patched_flip`] | 64 |
//! | `sceGnmDispatchIndirectOnMec`, `sceGnmComputeWaitSemaphore`, `sceGnmDrawIndexIndirectCountMulti`, `sceGnmDrawIndexIndirectMulti`, `sceGnmDrawIndexMultiInstanced`, `sceGnmDrawIndirectCountMulti`, `sceGnmDrawIndirectMulti`, `sceGnmDrawOpaqueAuto`, `sceGnmResetVgtControl`, `sceGnmInsertDingDongMarker`, `sceGnmInsertSetColorMarker`, `sceGnmInsertThreadTraceMarker` | not provided: no public source documents their layout | |
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
pub mod markers;
pub mod shader;

mod error;

pub use error::{Error, NotPrepareFlip};
