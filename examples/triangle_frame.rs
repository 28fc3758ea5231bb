//! Records one small frame — a single triangle into a 1280x720 RGBA8 target —
//! packet by packet, then prints it as hex dwords with the packet names.
//!
//! The frame follows the PS4 recipe of `gcn::ps4::frame`: the default-state
//! window and the wait for the back buffer first, the end-of-pipe label write
//! and the prepare-flip NOP last; PS4 NOP markers are named in the listing.
//!
//! Register values are RAW numbers for now (each is annotated with the fields
//! it sets); they will be replaced by the typed register blocks.

use gcn::pm4::{
    CommandBuffer, Opcode, PrimitiveType, TYPE2_FILLER, Type3Header, body_dwords, vertex_count,
};
use gcn::ps4::{
    self, Error,
    flip::PrepareFlip,
    frame::{FrameEnd, begin_frame, end_frame},
    init::InitRevision,
    markers::{pop_marker, push_marker, target_size_hint},
};

/// GPU address the command buffer is placed at (the caller's choice).
const CB_GPU_ADDRESS: u64 = 0x0000_0010_0000_0000;
/// GPU address of the render target (256-byte aligned).
const RT_GPU_ADDRESS: u64 = 0x0000_0020_0000_0000;
/// GPU addresses of the vertex and pixel shader code (256-byte aligned).
const VS_GPU_ADDRESS: u64 = 0x0000_0030_0000_0000;
const PS_GPU_ADDRESS: u64 = 0x0000_0030_0000_1000;
/// GPU address of the end-of-frame fence label.
const FENCE_GPU_ADDRESS: u64 = 0x0000_0040_0000_0000;
/// GPU address of the video-out buffer labels (from the video-out library).
const VIDEO_OUT_LABELS: u64 = 0x0000_0040_0000_1000;
/// The video-out buffer this frame renders into.
const BACK_BUFFER: u32 = 1;

const WIDTH: u32 = 1280;
const HEIGHT: u32 = 720;

fn record(cb: &mut CommandBuffer) -> Result<(), Error> {
    // PS4 frame start: the 256-dword default-state window (CONTEXT_CONTROL,
    // CLEAR_STATE, cache flush, default registers), then wait until the
    // display has released the back buffer.
    begin_frame(cb, InitRevision::Rev350, VIDEO_OUT_LABELS, BACK_BUFFER)?;
    push_marker(cb, "triangle")?;

    // Render target 0 (RAW): CB_COLOR0_BASE..CB_COLOR0_INFO at context 0x318.
    cb.set_context_regs(
        0x318,
        &[
            (RT_GPU_ADDRESS >> 8) as u32, // CB_COLOR0_BASE: address / 256
            WIDTH / 8 - 1,                // CB_COLOR0_PITCH.TILE_MAX
            WIDTH * HEIGHT / 64 - 1,      // CB_COLOR0_SLICE.TILE_MAX
            0,                            // CB_COLOR0_VIEW: slice 0
            0xA << 2,                     // CB_COLOR0_INFO.FORMAT = COLOR_8_8_8_8, UNORM
        ],
    )?;
    // The PS4 size hint NOP after a colour target: width | height << 16.
    target_size_hint(cb, WIDTH as u16, HEIGHT as u16)?;
    // RAW: CB_TARGET_MASK / CB_SHADER_MASK (context 0x8E): RGBA of target 0.
    cb.set_context_regs(0x8E, &[0xF, 0xF])?;
    // RAW: PA_SC_SCREEN_SCISSOR_TL/BR (context 0x0C): (0,0)-(W,H).
    cb.set_context_regs(0x0C, &[0, (HEIGHT << 16) | WIDTH])?;
    // RAW: PA_SC_WINDOW_SCISSOR_TL/BR (context 0x81), WINDOW_OFFSET_DISABLE.
    cb.set_context_regs(0x81, &[1 << 31, (HEIGHT << 16) | WIDTH])?;
    // RAW: PA_CL_VPORT_XSCALE..ZOFFSET (context 0x10F), floats; y negated.
    let (w, h) = (WIDTH as f32, HEIGHT as f32);
    cb.set_context_regs(
        0x10F,
        &[
            (w / 2.0).to_bits(),
            (w / 2.0).to_bits(),
            (-h / 2.0).to_bits(),
            (h / 2.0).to_bits(),
            0.5f32.to_bits(),
            0.5f32.to_bits(),
        ],
    )?;
    // RAW: PA_CL_VTE_CNTL (context 0x206): all six viewport enables + VTX_W0_FMT.
    cb.set_context_regs(0x206, &[0x3F | (1 << 10)])?;
    // RAW: SPI_SHADER_POS_FORMAT (0x1C3).POS0 = SPI_SHADER_4COMP (4);
    // SPI_SHADER_COL_FORMAT (0x1C5).COL0 = SPI_SHADER_FP16_ABGR (4).
    cb.set_context_regs(0x1C3, &[4])?;
    cb.set_context_regs(0x1C5, &[4])?;
    // RAW: SPI_PS_INPUT_ENA / SPI_PS_INPUT_ADDR (0x1B3): PERSP_CENTER_ENA.
    cb.set_context_regs(0x1B3, &[1 << 1, 1 << 1])?;

    // Per-draw constants inside the command buffer: three clip-space vertices.
    let (offset, verts) = cb.alloc_embedded(12, 16)?;
    let tri: [f32; 12] = [
        0.0, 0.5, 0.0, 1.0, 0.5, -0.5, 0.0, 1.0, -0.5, -0.5, 0.0, 1.0,
    ];
    for (dst, v) in verts.iter_mut().zip(tri) {
        *dst = v.to_bits();
    }
    let consts = CB_GPU_ADDRESS + 4 * offset as u64;

    // Shaders (RAW): SPI_SHADER_PGM_LO/HI_VS + RSRC1/RSRC2 (sh 0x48), user data 0/1 = constants.
    cb.set_sh_regs(
        0x48,
        &[
            (VS_GPU_ADDRESS >> 8) as u32,
            (VS_GPU_ADDRESS >> 40) as u32,
            0x0000_0000, // SPI_SHADER_PGM_RSRC1_VS: VGPRS/SGPRS minimal
            2 << 1,      // SPI_SHADER_PGM_RSRC2_VS.USER_SGPR = 2
            consts as u32,
            (consts >> 32) as u32,
        ],
    )?;
    cb.set_sh_regs(
        0x08,
        &[
            (PS_GPU_ADDRESS >> 8) as u32,
            (PS_GPU_ADDRESS >> 40) as u32,
            0,
            0,
        ],
    )?;

    // Topology (uconfig on gfx7): VGT_PRIMITIVE_TYPE = DI_PT_TRILIST.
    cb.set_uconfig_regs(0x242, &[PrimitiveType::DI_PT_TRILIST.raw()])?;
    let vertices = vertex_count(PrimitiveType::DI_PT_TRILIST, 1).unwrap_or(3);

    // The draw, in the 7-dword window the system driver gives it.
    cb.num_instances(1)?;
    ps4::draw::draw_index_auto(cb, vertices)?;
    pop_marker(cb)?;

    // End of frame: flush and invalidate CB/DB caches and write fence value 1
    // at the end of the pipe, then the prepare-flip NOP (the last 64 dwords).
    end_frame(
        cb,
        &FrameEnd {
            label: FENCE_GPU_ADDRESS,
            value: 1,
            flip: PrepareFlip::Plain,
        },
    )?;
    Ok(())
}

fn main() -> Result<(), Error> {
    let mut storage = [0u32; 768];
    let mut cb = CommandBuffer::new(&mut storage);
    record(&mut cb)?;
    let dwords = cb.as_slice();
    println!(
        "triangle_frame: {} dwords ({} bytes)",
        dwords.len(),
        cb.as_bytes().len()
    );

    let mut at = 0usize;
    while let Some(&first) = dwords.get(at) {
        if first == TYPE2_FILLER {
            println!("{at:4}: {:<16} {first:08x}", "TYPE2 filler");
            at += 1;
            continue;
        }
        let header = Type3Header::from_bits(first);
        let op: Opcode = header.opcode();
        let len = 1 + body_dwords(header);
        let end = (at + len).min(dwords.len());
        let packet = &dwords[at..end];
        // Long packets (the filler NOPs of fixed windows): the first 8 dwords.
        let mut words: Vec<String> = packet.iter().take(8).map(|d| format!("{d:08x}")).collect();
        if packet.len() > 8 {
            words.push(format!("... ({} dwords)", packet.len()));
        }
        let pred = if header.predicate() {
            " (predicated)"
        } else {
            ""
        };
        let marker = match ps4::markers::recognize(packet) {
            Some(m) => format!("  ; {m}"),
            None => String::new(),
        };
        println!(
            "{at:4}: {:<16} {}{pred}{marker}",
            op.to_string(),
            words.join(" ")
        );
        at = end;
    }
    Ok(())
}
