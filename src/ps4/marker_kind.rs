//! The marker kinds of PS4 NOP payloads ([`MarkerKind`]), below both the
//! marker decoder ([`markers`](super::markers), which re-exports them) and
//! the flip packet ([`flip`](super::flip)), which both name them.

use crate::blocks::shader::UserDataHint as UserData;

/// The upper half every marker dword starts with (`"hu"` in ASCII).
pub const MARKER_PREFIX: u32 = 0x6875_0000;
/// The bits of a payload dword that must equal [`MARKER_PREFIX`].
pub const MARKER_PREFIX_MASK: u32 = 0xFFFF_0000;
/// The bits of a marker dword that select its [`MarkerKind`]; bits `[15:12]`
/// are the per-kind nibble.
pub const MARKER_KIND_MASK: u32 = 0xFFFF_0FFF;

open_enum! {
    /// The first payload dword of a PS4 marker NOP, with bits `[15:12]` cleared
    /// (see [`MARKER_KIND_MASK`]). Values from the PS4 driver library as recorded
    /// by shadPS4 (`pm4_cmds.h`) and GPCS4 (`GnmConstant.h`, `GnmOpCode.h`).
    pub struct MarkerKind(u32): 32 bits {
        /// Embedded data allocated inside the command buffer; bits `[15:12]` hold
        /// log2 of its alignment in bytes.
        ALLOCATION = 0x6875_0000,
        /// Begin a named debug scope; NUL-terminated text follows.
        PUSH_MARKER = 0x6875_0001,
        /// End the innermost debug scope.
        POP_MARKER = 0x6875_0002,
        /// A named debug point; NUL-terminated text follows.
        SET_MARKER = 0x6875_0003,
        /// The next `SET_SH_REG` writes a V# (buffer descriptor) into user-data SGPRs.
        VSHARP_IN_USER_DATA = UserData::Vsharp.payload(),
        /// The next `SET_SH_REG` writes a T# (image descriptor) into user-data SGPRs.
        TSHARP_IN_USER_DATA = UserData::Tsharp.payload(),
        /// The next `SET_SH_REG` writes an S# (sampler descriptor) into user-data SGPRs.
        SSHARP_IN_USER_DATA = UserData::Ssharp.payload(),
        /// Begin a performance-counter setting scope.
        PERF_COUNTER_SETTING_PUSH = 0x6875_0007,
        /// End a performance-counter setting scope.
        PERF_COUNTER_SETTING_POP = 0x6875_0008,
        /// Begin a performance-counter read scope.
        PERF_COUNTER_READ_PUSH = 0x6875_0009,
        /// End a performance-counter read scope.
        PERF_COUNTER_READ_POP = 0x6875_000A,
        /// Debug scope push with text in the tools' "RTTV" format.
        PUSH_MARKER_RTTV_FORMAT = 0x6875_000B,
        /// Debug point with text in the tools' "RTTV" format.
        SET_MARKER_RTTV_FORMAT = 0x6875_000C,
        /// The next `SET_SH_REG` writes a user-data region (a run of user-data SGPRs).
        USER_DATA_REGION = UserData::Region.payload(),
        /// Begin a named, coloured debug scope; text, then a 32-bit colour.
        PUSH_COLOR_MARKER = 0x6875_000E,
        /// A named, coloured debug point.
        SET_COLOR_MARKER = 0x6875_000F,
        /// Coloured debug scope push, "RTTV" text format.
        PUSH_COLOR_MARKER_RTTV_FORMAT = 0x6875_0010,
        /// Coloured debug point, "RTTV" text format.
        SET_COLOR_MARKER_RTTV_FORMAT = 0x6875_0011,
        /// Marks the address of a dispatch-draw asynchronous compute buffer.
        DISPATCH_DRAW_ACB_ADDRESS = 0x6875_0012,
        /// Marks an asynchronous compute buffer submission.
        ACB_SUBMIT = 0x6875_0013,
        /// A prepare-flip NOP after submit-and-flip patched it (the flip is requested).
        PATCHED_FLIP = 0x6875_0776,
        /// Prepare-flip: this command buffer ends with a flip.
        PREPARE_FLIP = 0x6875_0777,
        /// Prepare-flip that also writes a 32-bit label.
        PREPARE_FLIP_LABEL = 0x6875_0778,
        /// Prepare-flip with an end-of-pipe interrupt.
        PREPARE_FLIP_INTERRUPT = 0x6875_0780,
        /// Prepare-flip with an end-of-pipe interrupt and a label write.
        PREPARE_FLIP_INTERRUPT_LABEL = 0x6875_0781,
    }
}

impl MarkerKind {
    /// Splits a payload dword into its marker kind and the nibble in bits
    /// `[15:12]`, or `None` if the dword is not a marker (upper half not
    /// `0x6875`).
    pub const fn of_dword(dword: u32) -> Option<(MarkerKind, u8)> {
        if dword & MARKER_PREFIX_MASK != MARKER_PREFIX {
            return None;
        }
        Some((
            MarkerKind(dword & MARKER_KIND_MASK),
            ((dword >> 12) & 0xF) as u8,
        ))
    }
}
