//! The sizes the block docs and `benches/README.md` state (issue 22, memory): the
//! values below are for 64-bit targets; the 32-bit (`thumbv7em-none-eabihf`) sizes in
//! the docs differ only where a block keeps an error holding a `&'static str`.

use core::mem::size_of;
use gcn::blocks::Packets;
use gcn::blocks::color_target::{self, ColorSurface, ColorTarget};
use gcn::blocks::depth_target::{self, DepthSurface, DepthTarget};
use gcn::blocks::shader::{PsShader, VsShader, ps, vs};
use gcn::blocks::{alpha_to_mask, blend, depth_stencil, primitive, raster, viewport};

#[cfg(target_pointer_width = "64")]
#[test]
fn block_sizes_are_the_documented_ones() {
    let sizes = [
        ("ColorTarget", size_of::<ColorTarget>(), 60),
        ("ColorSurface", size_of::<ColorSurface>(), 40),
        ("DepthTarget", size_of::<DepthTarget>(), 104),
        ("DepthSurface", size_of::<DepthSurface>(), 80),
        ("Blend", size_of::<blend::Blend>(), 64),
        ("DepthStencil", size_of::<depth_stencil::DepthStencil>(), 44),
        ("AlphaToMask", size_of::<alpha_to_mask::AlphaToMask>(), 56),
        ("Viewports", size_of::<viewport::Viewports>(), 496),
        ("Raster", size_of::<raster::Raster>(), 152),
        ("PrimitiveState", size_of::<primitive::PrimitiveState>(), 28),
        ("VsShader", size_of::<VsShader>(), 168),
        ("PsShader", size_of::<PsShader>(), 312),
        (
            "Packets colour",
            size_of::<Packets<{ color_target::DWORDS }>>(),
            72,
        ),
        (
            "Packets depth",
            size_of::<Packets<{ depth_target::DWORDS }>>(),
            104,
        ),
        (
            "Packets blend",
            size_of::<Packets<{ blend::DWORDS }>>(),
            104,
        ),
        (
            "Packets depth-stencil",
            size_of::<Packets<{ depth_stencil::DWORDS }>>(),
            104,
        ),
        (
            "Packets alpha-to-mask",
            size_of::<Packets<{ alpha_to_mask::DWORDS }>>(),
            24,
        ),
        (
            "Packets viewport",
            size_of::<Packets<{ viewport::DWORDS }>>(),
            760,
        ),
        (
            "Packets raster",
            size_of::<Packets<{ raster::DWORDS }>>(),
            216,
        ),
        (
            "Packets primitive",
            size_of::<Packets<{ primitive::DWORDS }>>(),
            80,
        ),
        ("Packets VS", size_of::<Packets<{ vs::MAX_DWORDS }>>(), 208),
        ("Packets PS", size_of::<Packets<{ ps::MAX_DWORDS }>>(), 360),
    ];
    for (name, got, documented) in sizes {
        assert_eq!(got, documented, "{name}");
    }
}

/// The decoder's item sizes the `decode` module docs and `benches/README.md`
/// state: the 13-dword `COND_INDIRECT_BUFFER` (56 bytes) is held by
/// reference so that a `Packet` stays 48 bytes.
#[cfg(target_pointer_width = "64")]
#[test]
fn decoded_packet_sizes_are_the_documented_ones() {
    use gcn::decode::{Decoded, Packet};
    use gcn::pm4::CondIndirectBuffer;
    assert_eq!(size_of::<CondIndirectBuffer>(), 56);
    assert_eq!(size_of::<Packet<'_>>(), 48);
    assert_eq!(size_of::<Decoded<'_>>(), 72);
}
