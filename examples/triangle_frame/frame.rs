//! The frame `triangle_frame` records, shared with the test that checks it.
//!
//! Everything is typed: register blocks (`gcn::blocks`), descriptors
//! (`gcn::desc`), tiling (`gcn::tiling`), PM4 packets (`gcn::pm4`) and the
//! PS4 frame conventions (`gcn::ps4`). No register value is written by hand.

use gcn::blocks::Slot;
use gcn::blocks::blend::Blend;
use gcn::blocks::color_target::{ColorSurface, ColorTarget};
use gcn::blocks::depth_stencil::DepthStencil;
use gcn::blocks::depth_target::{DepthSurface, DepthTarget};
use gcn::blocks::primitive::PrimitiveState;
use gcn::blocks::raster::{FrontFace, Raster};
use gcn::blocks::shader::{PsShader, VsShader};
use gcn::blocks::viewport::Viewports;
use gcn::desc::{
    BufferResource, DataFormat, ImageBuilder, SamplerResource, SqRsrcImgType, SqTexClamp,
    SqTexMipFilter, SqTexXyFilter,
};
use gcn::pm4::{CommandBuffer, PrimitiveType};
use gcn::ps4::draw::draw_index_auto;
use gcn::ps4::flip::PrepareFlip;
use gcn::ps4::frame::{FrameEnd, begin_frame, end_frame};
use gcn::ps4::init::InitRevision;
use gcn::ps4::markers::{pop_marker, push_marker, target_size_hint};
use gcn::regs::{CompareFrag, SpiShaderExFormat};
use gcn::tiling::Config;
use gcn::tiling::config::Ps4TileMode;
use gcn::tiling::layout::{TextureDesc, texture_layout};
use gcn::tiling::surface::{Format, SurfaceFlags, SurfaceInput, surface_info};

/// Any error of the crate's modules.
pub type Error = Box<dyn std::error::Error>;

/// Where things live in GPU memory (the caller's allocations).
pub mod addr {
    /// The command buffer itself (embedded data is addressed relative to it).
    pub const COMMAND_BUFFER: u64 = 0x0000_0010_0000_0000;
    /// The display buffer the frame renders into (256-byte aligned, below 2^40).
    pub const DISPLAY_BUFFER: u64 = 0x0000_0020_0000_0000;
    /// The Z32F depth buffer.
    pub const DEPTH_BUFFER: u64 = 0x0000_0021_0000_0000;
    /// The texture the pixel shader samples (256x256 RGBA8, 9 mip levels).
    pub const TEXTURE: u64 = 0x0000_0022_0000_0000;
    /// Vertex shader code.
    pub const VS_CODE: u64 = 0x0000_0030_0000_0000;
    /// Pixel shader code.
    pub const PS_CODE: u64 = 0x0000_0030_0000_1000;
    /// The 32-bit label the GPU writes when the frame is done.
    pub const FRAME_LABEL: u64 = 0x0000_0040_0000_0000;
    /// The video-out buffer labels (from the video-out library).
    pub const VIDEO_OUT_LABELS: u64 = 0x0000_0040_0000_1000;
}

/// Display size.
pub const WIDTH: u32 = 1920;
/// Display size.
pub const HEIGHT: u32 = 1080;
/// The video-out buffer this frame renders into.
pub const BACK_BUFFER: u32 = 1;
/// The value written to [`addr::FRAME_LABEL`] at the end of the frame.
pub const FRAME_NUMBER: u32 = 1;

/// One vertex: clip-space position (x, y, z, w) and texture coordinate (u, v, 0, 0).
pub const VERTEX_DWORDS: usize = 8;
/// The triangle, counter-clockwise.
#[rustfmt::skip]
pub const TRIANGLE: [f32; 3 * VERTEX_DWORDS] = [
//   x     y    z    w     u    v    -    -
     0.0,  0.5, 0.5, 1.0,  0.5, 0.0, 0.0, 0.0,
    -0.5, -0.5, 0.5, 1.0,  0.0, 1.0, 0.0, 0.0,
     0.5, -0.5, 0.5, 1.0,  1.0, 1.0, 0.0, 0.0,
];

/// User-data SGPRs: the VS finds the vertex V# in s[0:3]; the PS finds the
/// texture T# in s[0:7] and the sampler S# in s[8:11].
pub const VS_VERTEX_BUFFER_SGPR: u32 = 0;
/// See [`VS_VERTEX_BUFFER_SGPR`].
pub const PS_TEXTURE_SGPR: u32 = 0;
/// See [`VS_VERTEX_BUFFER_SGPR`].
pub const PS_SAMPLER_SGPR: u32 = 8;

/// The resources the draw binds, built through the descriptor builders.
#[derive(Clone, Copy, Debug)]
pub struct Resources {
    /// Vertex buffer V#.
    pub vertices: BufferResource,
    /// Texture T#.
    pub texture: gcn::desc::ImageResource,
    /// Sampler S#.
    pub sampler: SamplerResource,
}

/// The colour target: a 1920x1080 B8G8R8A8 display buffer on tile mode 10
/// (Display2dThin), padded as the tiling library lays it out.
pub fn color_target() -> Result<ColorTarget, Error> {
    let layout = surface_info(
        &Config::PS4,
        &SurfaceInput::new(Ps4TileMode::Display2dThin.index(), 32, WIDTH, HEIGHT)
            .with_flags(SurfaceFlags::new().with_color(true).with_display(true)),
    )?;
    // B, G, R, A in memory: what the display scans out.
    let surface = ColorSurface::from_surface_info(
        DataFormat::B8G8R8A8_UNORM,
        WIDTH,
        HEIGHT,
        &layout,
        addr::DISPLAY_BUFFER,
    )?;
    Ok(ColorTarget::setup(&Config::PS4, Slot::S0, &surface)?)
}

/// The depth target: 1920x1080 Z32F without stencil on tile mode 2
/// (Depth2dThin256), padded as the tiling library lays it out.
pub fn depth_target() -> Result<DepthTarget, Error> {
    let info = surface_info(
        &Config::PS4,
        &SurfaceInput::new(Ps4TileMode::Depth2dThin256.index(), 32, WIDTH, HEIGHT)
            .with_flags(SurfaceFlags::new().with_depth(true).with_no_stencil(true)),
    )?;
    let surface = DepthSurface::from_surface_info(
        DataFormat::D32_FLOAT,
        WIDTH,
        HEIGHT,
        &info,
        addr::DEPTH_BUFFER,
    )?;
    Ok(DepthTarget::setup(&Config::PS4, &surface)?)
}

/// The texture T# (a 256x256 RGBA8 texture with 9 mip levels on tile mode
/// 14, laid out by the tiling library) and a trilinear, wrapping sampler.
/// `vertices` is the GPU address of the vertex data.
pub fn resources(vertices: u64) -> Result<Resources, Error> {
    let desc = TextureDesc::new_2d(Ps4TileMode::Thin2dThin.index(), Format::Plain, 32, 256, 256)
        .with_levels(9)
        .with_flags(SurfaceFlags::new().with_texture(true).with_pow2_pad(true));
    let layout = texture_layout(&Config::PS4, &desc)?;
    let texture = ImageBuilder::from_layout(
        SqRsrcImgType::SQ_RSRC_IMG_2D,
        DataFormat::R8G8B8A8_UNORM,
        addr::TEXTURE,
        &layout,
    )?
    .build()?;
    let sampler = SamplerResource::new()
        .with_clamp(
            SqTexClamp::SQ_TEX_WRAP,
            SqTexClamp::SQ_TEX_WRAP,
            SqTexClamp::SQ_TEX_WRAP,
        )
        .with_xy_filter(
            SqTexXyFilter::SQ_TEX_XY_FILTER_BILINEAR,
            SqTexXyFilter::SQ_TEX_XY_FILTER_BILINEAR,
        )
        .with_mip_filter(SqTexMipFilter::SQ_TEX_MIP_FILTER_LINEAR)
        .with_max_lod(15.0);
    let stride = (VERTEX_DWORDS * 4) as u32;
    let vertices =
        BufferResource::vertex_stream(vertices, DataFormat::R32G32B32A32_FLOAT, stride, 3)?;
    Ok(Resources {
        vertices,
        texture,
        sampler,
    })
}

/// Records the frame into `cb`, which the GPU will read at
/// [`addr::COMMAND_BUFFER`]. Returns the resources it bound.
pub fn record(cb: &mut CommandBuffer<'_>) -> Result<Resources, Error> {
    // 1. PS4 frame start: the default-state window (CONTEXT_CONTROL,
    //    CLEAR_STATE, cache invalidation, default registers), then wait until
    //    the display has released the back buffer.
    begin_frame(
        cb,
        InitRevision::Rev350,
        addr::VIDEO_OUT_LABELS,
        BACK_BUFFER,
    )?;
    push_marker(cb, "triangle")?;

    // 2. Render targets. The PS4 driver follows a colour target with a size hint.
    color_target()?.emit(cb)?;
    target_size_hint(cb, WIDTH, HEIGHT)?;
    depth_target()?.emit(cb)?;

    // 3. Fixed-function state: viewport and scissors, blending off (write
    //    RGBA of target 0), depth test LESS with writes, back faces culled.
    Viewports::new(0, 0, WIDTH, HEIGHT, 0.0, 1.0).emit(cb)?;
    Blend::new().emit(cb)?;
    DepthStencil::new()
        .with_depth_test(CompareFrag::FRAG_LESS, true)
        .emit(cb)?;
    Raster::new()
        .with_cull(false, true)
        .with_front_face(FrontFace::Ccw)
        .emit(cb)?;

    // 4. The vertex data, embedded in the command buffer behind a NOP.
    let (offset, data) = cb.alloc_embedded(TRIANGLE.len(), 16)?;
    for (dst, v) in data.iter_mut().zip(TRIANGLE) {
        *dst = v.to_bits();
    }
    let vertices = addr::COMMAND_BUFFER + 4 * offset as u64;
    let res = resources(vertices)?;

    // 5. Shaders: programs, their resources, and the descriptors in user data
    //    (USER_SGPR counts them). Each block writes its descriptors after its
    //    other registers, each announced by the PS4 user-data hint NOP.
    let vs = VsShader::new()
        .with_address(addr::VS_CODE)
        .with_vgprs(8)
        .with_sgprs(16)
        .with_params(1) // one parameter to the PS: the texture coordinate
        .with_vsharp(VS_VERTEX_BUFFER_SGPR, &res.vertices); // s[0:3]
    vs.emit(cb)?;

    let ps = PsShader::new()
        .with_address(addr::PS_CODE)
        .with_vgprs(8)
        .with_sgprs(16)
        .with_inputs(&[PsShader::input(0, false)]) // parameter 0, interpolated
        .with_color_format(Slot::S0, SpiShaderExFormat::SPI_SHADER_FP16_ABGR)
        .with_tsharp(PS_TEXTURE_SGPR, &res.texture) // s[0:7]
        .with_ssharp(PS_SAMPLER_SGPR, &res.sampler); // s[8:11]
    ps.emit(cb)?;

    // 6. The draw: a triangle list of 3 vertices, one instance, in the
    //    fixed-size window the PS4 driver gives a draw.
    PrimitiveState::new()
        .with_topology(PrimitiveType::DI_PT_TRILIST)
        .emit(cb)?;
    cb.num_instances(1)?;
    draw_index_auto(cb, 3)?;
    pop_marker(cb)?;

    // 7. End of frame: at the end of the pipe, flush and invalidate the
    //    colour and depth caches and write the frame label; then the
    //    prepare-flip NOP the system patches (the last 64 dwords).
    end_frame(
        cb,
        &FrameEnd {
            label: addr::FRAME_LABEL,
            value: FRAME_NUMBER,
            flip: PrepareFlip::Plain,
        },
    )?;
    Ok(res)
}
