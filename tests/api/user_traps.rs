//! Traps a new user of the crate fell into, each closed by the API: one test
//! per trap, written so that it fails (or does not compile) on the old
//! behaviour.

use gcn::blocks::color_target::{ChannelOrder, ColorSurface, ColorTarget};
use gcn::blocks::depth_target::DepthSurface;
use gcn::blocks::shader::{
    CsShader, PsShader, ShaderProgram, Stage, VsShader, program, vs, write_descriptor4,
    write_descriptor8,
};
use gcn::blocks::{Error, Slot};
use gcn::decode::disassemble;
use gcn::desc::{
    BufferResource, ColorTargetFormat, DataFormat, ImageBuilder, SamplerResource, SqRsrcImgType,
};
use gcn::pm4::CommandBuffer;
use gcn::ps4::flip::PrepareFlip;
use gcn::ps4::frame::FrameEnd;
use gcn::ps4::markers::{UserData, target_size_hint, user_data_hint};
use gcn::regs::AddressError;
use gcn::regs::SpiShaderPgmRsrc2Ps;
use gcn::tiling::config::{Config, Ps4TileMode, TileType};
use gcn::tiling::surface::{SurfaceFlags, SurfaceInput, TileEntry, TileSelect, surface_info};
use gcn::tiling::tile::linear_size;
use gcn::tiling::{AddrSurface, AddrTiling, Region, TileIndex};

/// One tile-index type everywhere: `TileIndex` checks `0..=31` once, and the
/// same value goes into a surface query, a colour target, a depth target and a
/// T#, and comes back out of them (before: `u8`, `u32`, `i32` and unchecked).
#[test]
fn one_checked_tile_index_type_everywhere() {
    assert_eq!(TileIndex::new(31).map(TileIndex::get), Ok(31));
    assert_eq!(
        TileIndex::new(32),
        Err(gcn::tiling::Error::TileIndexOutOfRange { index: 32 })
    );
    assert_eq!(TileIndex::all().count(), 32);

    let display = Ps4TileMode::Display2dThin.index();
    assert_eq!(display, TileIndex::new(10).unwrap());
    let input =
        SurfaceInput::new(display, 32, 1920, 1080).with_flags(SurfaceFlags::new().with_color(true));
    assert_eq!(input.tile, TileSelect::Index(display));
    let info = surface_info(&Config::PS4, &input).unwrap();
    assert_eq!(info.tile_index, TileEntry::Index(display));
    assert_eq!(info.tile_index.index(), Some(display));

    let color = ColorSurface::new(DataFormat::B8G8R8A8_UNORM, display, 1920, 1080).unwrap();
    assert_eq!(color.tile_mode_index, display);

    let depth_mode = Ps4TileMode::Depth2dThin256.index();
    let depth = DepthSurface::new(DataFormat::D32_FLOAT, 1920, 1080)
        .with_layout(1920, 1088, depth_mode)
        .with_stencil(0x10_0000, Ps4TileMode::Depth2dThin64.index());
    assert_eq!(depth.tile_mode_index, depth_mode);

    let texture = ImageBuilder::texture_2d(
        0x10_0000,
        DataFormat::R8G8B8A8_UNORM,
        Ps4TileMode::Thin2dThin.index(),
        256,
        256,
        1,
    )
    .build()
    .unwrap();
    assert_eq!(texture.tiling_index(), Ps4TileMode::Thin2dThin.index());
    assert_eq!(
        Ps4TileMode::from_index(texture.tiling_index()),
        Ps4TileMode::Thin2dThin
    );
}

/// A T#'s tiling is an argument of every constructor: `texture_2d(..).build()`
/// used to give `TILING_INDEX` 0, a depth entry on the PS4.
#[test]
fn texture_tiling_is_an_argument_not_a_depth_default() {
    let tiling = Ps4TileMode::Thin2dThin.index();
    let f = DataFormat::R8G8B8A8_UNORM;
    let a = 0x10_0000;
    let builders = [
        ImageBuilder::new(SqRsrcImgType::SQ_RSRC_IMG_2D, f, a, tiling, 256, 256),
        ImageBuilder::texture_2d(a, f, tiling, 256, 256, 9),
        ImageBuilder::texture_2d_array(a, f, tiling, 256, 256, 4, 9),
        ImageBuilder::texture_cube(a, f, tiling, 256, 1, 9),
        ImageBuilder::texture_3d(a, f, tiling, 256, 256, 4, 9),
        ImageBuilder::msaa_2d(a, f, tiling, 256, 256, 4),
    ];
    for b in builders {
        let t = b.build().unwrap();
        assert_eq!(t.tiling_index(), tiling);
        assert_eq!(t.to_words()[3] >> 20 & 0x1F, 14, "TILING_INDEX");
        let entry = Config::PS4.tile_mode(t.tiling_index());
        assert_ne!(entry.tile_type, TileType::ADDR_DEPTH_SAMPLE_ORDER);
    }
}

/// The trap itself: 1280×720 on tile mode 10 was accepted unpadded and wrote
/// `CB_COLOR0_SLICE.TILE_MAX` 14399; the layout needs 1280×768 (15359).
/// Now `setup` checks the size against the tile mode and names the size it
/// needs, and `from_surface_info` takes the padded size from the layout.
#[test]
fn unpadded_colour_target_is_an_error_not_a_wrong_register() {
    let mode10 = Ps4TileMode::Display2dThin.index();
    let unpadded = ColorSurface::new(DataFormat::B8G8R8A8_UNORM, mode10, 1280, 720).unwrap();
    let err = ColorTarget::setup(&Config::PS4, Slot::S0, &unpadded).unwrap_err();
    assert_eq!(
        err,
        Error::NotPadded {
            tile_mode_index: mode10,
            given: (1280, 720),
            needed: (1280, 768),
        }
    );
    assert_eq!(
        err.to_string(),
        "padded size 1280x720 is not a whole layout of tile mode 10: it needs 1280x768"
    );
    // Rows padded to 8 only (what a 1D mode needs) are refused as well.
    let eight = unpadded.with_padded(1280, 720);
    assert!(matches!(
        ColorTarget::setup(&Config::PS4, Slot::S0, &eight),
        Err(Error::NotPadded { .. })
    ));

    let slice_tile_max = |t: &ColorTarget| {
        let regs = t.registers();
        regs.get(0x31A).unwrap() // CB_COLOR0_SLICE
    };
    let padded = ColorTarget::setup(&Config::PS4, Slot::S0, &unpadded.with_padded(1280, 768));
    assert_eq!(slice_tile_max(&padded.unwrap()), 1280 * 768 / 64 - 1);

    // The layout route: surface info pads to 1280×768 and the target takes it.
    let info = surface_info(
        &Config::PS4,
        &SurfaceInput::new(mode10, 32, 1280, 720).with_flags(SurfaceFlags::new().with_color(true)),
    )
    .unwrap();
    let surface =
        ColorSurface::from_surface_info(DataFormat::B8G8R8A8_UNORM, 1280, 720, &info, 0x10_0000)
            .unwrap();
    assert_eq!((surface.pitch, surface.padded_height), (1280, 768));
    let target = ColorTarget::setup(&Config::PS4, Slot::S0, &surface).unwrap();
    assert_eq!(slice_tile_max(&target), 15359);

    // A 1D mode needs only whole 8×8 tiles: 1280×720 is a whole layout there.
    let one_d = unpadded.with_tile_mode_index(Ps4TileMode::Display1dThin.index());
    assert!(ColorTarget::setup(&Config::PS4, Slot::S0, &one_d).is_ok());
    // Linear: 64-byte rows (16 pixels of 32 bits) when aligned; linear
    // general only needs the registers' 8-pixel units.
    let narrow = unpadded.with_padded(1288, 720);
    let aligned = narrow.with_tile_mode_index(Ps4TileMode::DisplayLinearAligned.index());
    assert_eq!(
        ColorTarget::setup(&Config::PS4, Slot::S0, &aligned),
        Err(Error::NotPadded {
            tile_mode_index: Ps4TileMode::DisplayLinearAligned.index(),
            given: (1288, 720),
            needed: (1296, 720),
        })
    );
    let general = narrow.with_tile_mode_index(Ps4TileMode::DisplayLinearGeneral.index());
    assert!(ColorTarget::setup(&Config::PS4, Slot::S0, &general).is_ok());
}

/// No false refusals: every layout the tiling library computes for a colour
/// surface (every table entry, element size, sample count; sizes around the
/// macro tiles) is accepted, and cutting its padded height back to a
/// multiple of 8 is refused whenever the mode needs more.
#[test]
fn every_tiling_layout_is_accepted_and_less_is_refused() {
    let formats = [
        (DataFormat::R8_UNORM, 8),
        (DataFormat::R16_FLOAT, 16),
        (DataFormat::B8G8R8A8_UNORM, 32),
        (DataFormat::R16G16B16A16_FLOAT, 64),
        (DataFormat::R32G32B32A32_FLOAT, 128),
    ];
    let sizes = [
        (1280, 720),
        (1920, 1080),
        (100, 37),
        (8, 8),
        (640, 480),
        (4096, 2160),
    ];
    let (mut accepted, mut refused) = (0, 0);
    for tile in TileIndex::all() {
        let entry = Config::PS4.tile_mode(tile);
        if entry.tile_type == TileType::ADDR_DEPTH_SAMPLE_ORDER || entry.mode.thickness() > 1 {
            continue;
        }
        for (format, bpp) in formats {
            for samples in [1u32, 2, 4, 8] {
                for (w, h) in sizes {
                    let input = SurfaceInput::new(tile, bpp, w, h)
                        .with_samples(samples, samples)
                        .with_flags(SurfaceFlags::new().with_color(true));
                    let Ok(info) = surface_info(&Config::PS4, &input) else {
                        continue;
                    };
                    let Ok(surface) =
                        ColorSurface::from_surface_info(format, w, h, &info, 0x10_0000)
                    else {
                        continue; // linear general: no table entry
                    };
                    // Beyond the registers: sizes over 16384, or (linear MSAA) a
                    // slice that is not whole 8×8 tiles, which SLICE.TILE_MAX
                    // cannot count.
                    if surface.pitch > 16384
                        || surface.padded_height > 16384
                        || (surface.pitch * surface.padded_height) % 64 != 0
                    {
                        continue;
                    }
                    let ok = ColorTarget::setup(&Config::PS4, Slot::S0, &surface);
                    assert!(ok.is_ok(), "{tile} {bpp} bpp x{samples} {w}x{h}: {ok:?}");
                    accepted += 1;
                    let (_, height_align) = surface.alignment(&Config::PS4).unwrap();
                    let cut = h.next_multiple_of(8);
                    if height_align > 8 && cut % height_align != 0 {
                        let short = surface.with_padded(surface.pitch, cut);
                        assert!(
                            matches!(
                                ColorTarget::setup(&Config::PS4, Slot::S0, &short),
                                Err(Error::NotPadded { .. })
                            ),
                            "{tile} {bpp} bpp x{samples} {w}x{h} cut to {cut}"
                        );
                        refused += 1;
                    }
                }
            }
        }
    }
    assert!(
        accepted > 1000 && refused > 200,
        "{accepted} accepted, {refused} refused"
    );
}

/// A colour surface's tiling is an argument (`ColorSurface::new` used to
/// default to entry 8, linear aligned) and reaches `ATTRIB.TILE_MODE_INDEX`.
#[test]
fn colour_surface_tiling_is_an_argument() {
    let tiling = Ps4TileMode::Thin1dThin.index();
    let s = ColorSurface::new(DataFormat::R8G8B8A8_UNORM, tiling, 64, 64).unwrap();
    assert_eq!(s.tile_mode_index, tiling);
    let t = ColorTarget::setup(&Config::PS4, Slot::S0, &s).unwrap();
    assert_eq!(t.attrib().tile_mode_index(), 13);
    assert_eq!(t.attrib().fmask_tile_mode_index(), 13);
}

/// One format path: `DataFormat::color_target()` gives the channel order
/// as the `ChannelOrder` a colour surface holds (it gave a `SurfaceSwap`
/// that `ColorSurface` could not take), and `ColorSurface::new` takes the
/// `DataFormat` itself; the registers carry the same encoding.
#[test]
fn data_format_goes_straight_to_a_colour_target() {
    let encoding: ColorTargetFormat = DataFormat::B8G8R8A8_UNORM.color_target().unwrap();
    assert_eq!(encoding.order, ChannelOrder::Alt);
    let tiling = Ps4TileMode::Display1dThin.index();
    let from_encoding = ColorSurface::from_encoding(encoding, tiling, 64, 64);
    assert_eq!(
        ColorSurface::new(DataFormat::B8G8R8A8_UNORM, tiling, 64, 64),
        Ok(from_encoding)
    );
    let mut renderable = 0;
    for &(name, format) in DataFormat::NAMED {
        let surface = ColorSurface::new(format, tiling, 64, 64);
        let Some(encoding) = format.color_target() else {
            assert_eq!(surface, Err(Error::UnsupportedFormat { format }), "{name}");
            continue;
        };
        let target = ColorTarget::setup(&Config::PS4, Slot::S2, &surface.unwrap()).unwrap();
        let info = target.info();
        assert_eq!(info.format(), encoding.format, "{name}");
        assert_eq!(info.number_type(), encoding.number_type, "{name}");
        assert_eq!(info.comp_swap(), encoding.order.comp_swap(), "{name}");
        assert_eq!(
            ChannelOrder::from_comp_swap(info.comp_swap()),
            encoding.order,
            "{name}"
        );
        renderable += 1;
    }
    assert!(renderable > 40, "{renderable} renderable formats");
}

/// The size hint takes the `u32` sizes targets have (it took `u16`, so a
/// caller cast, and a cast truncates silently); a size no target can have is
/// an error, and nothing is written.
#[test]
fn target_size_hint_takes_the_targets_integer_type() {
    let surface = ColorSurface::new(
        DataFormat::B8G8R8A8_UNORM,
        Ps4TileMode::Display2dThin.index(),
        1920,
        1080,
    )
    .unwrap();
    let mut words = [0u32; 4];
    let mut cb = CommandBuffer::new(&mut words);
    target_size_hint(&mut cb, surface.width, surface.height).unwrap();
    assert_eq!(cb.as_slice(), [0xC000_1000, 0x0438_0780]);
    for (w, h) in [(65_536 + 1920, 1080), (1920, 0), (16_385, 8)] {
        assert_eq!(
            target_size_hint(&mut cb, w, h),
            Err(gcn::ps4::Error::TargetSizeOutOfRange {
                width: w,
                height: h
            })
        );
    }
    assert_eq!(cb.len(), 2);
}

/// Element size first, then width and height, in every tiling entry point
/// that takes several of them (`linear_size` took them as width, height,
/// bpp, the reverse of `AddrSurface::new` and `SurfaceInput::new`).
#[test]
fn element_size_then_width_then_height_everywhere() {
    // 8-bit elements, 100 wide, 3 high.
    assert_eq!(linear_size(8, 100, 3), Ok(300));
    let s = AddrSurface::new(
        8,
        128,
        8,
        AddrTiling::Index(Ps4TileMode::Thin1dThin.index()),
    );
    assert_eq!((s.bpp, s.pitch, s.height), (8, 128, 8));
    let input = SurfaceInput::new(Ps4TileMode::Thin1dThin.index(), 8, 100, 3);
    assert_eq!((input.bpp, input.width_px, input.height_px), (8, 100, 3));
    let region = Region::new(100, 3);
    assert_eq!((region.width, region.height), (100, 3));
}

/// One route that both counts a descriptor in `USER_SGPR` and announces it
/// with the PS4 hint NOP: `with_vsharp` / `with_tsharp` / `with_ssharp`.
/// Before, `with_descriptor8` set `USER_SGPR` but wrote no hint (the
/// disassembly showed raw dwords), and `user_data_hint` + `write_descriptor8`
/// wrote the hint but left `USER_SGPR` to be set by hand.
#[test]
fn hinted_descriptors_set_user_sgpr_and_show_in_the_disassembly() {
    let texture = ImageBuilder::texture_2d(
        0x10_0000,
        DataFormat::R8G8B8A8_UNORM,
        Ps4TileMode::Thin2dThin.index(),
        256,
        256,
        1,
    )
    .build()
    .unwrap();
    let sampler = SamplerResource::new().with_max_lod(15.0);
    let ps = PsShader::new()
        .with_address(0x20_0000)
        .with_inputs(&[PsShader::input(0, false)])
        .with_tsharp(0, &texture)
        .with_ssharp(8, &sampler);
    assert_eq!(ps.rsrc2().user_sgpr(), 12);
    assert_eq!(ps.program().user_data().hint(0), Some(UserData::Tsharp));
    assert_eq!(ps.program().user_data().hint(8), Some(UserData::Ssharp));

    let mut words = [0u32; 128];
    let mut cb = CommandBuffer::new(&mut words);
    ps.emit(&mut cb).unwrap();
    let block = cb.as_slice().to_vec();
    let text = disassemble(&block).to_string();
    assert!(text.contains("T# { BASE_ADDRESS: 0x1000,"), "{text}");
    assert!(text.contains("S# { CLAMP_X: 0,"), "{text}");

    // The same dwords as the hand-written route with USER_SGPR set by hand.
    let mut manual = [0u32; 128];
    let mut m = CommandBuffer::new(&mut manual);
    PsShader::new()
        .with_address(0x20_0000)
        .with_inputs(&[PsShader::input(0, false)])
        .with_rsrc2(SpiShaderPgmRsrc2Ps::new().with_user_sgpr(12))
        .emit(&mut m)
        .unwrap();
    user_data_hint(&mut m, UserData::Tsharp).unwrap();
    write_descriptor8(&mut m, Stage::Ps, 0, &texture.to_words()).unwrap();
    user_data_hint(&mut m, UserData::Ssharp).unwrap();
    write_descriptor4(&mut m, Stage::Ps, 8, &sampler.to_words()).unwrap();
    assert_eq!(block, m.as_slice());
    assert_eq!(ps.encode().unwrap().as_slice(), &block[..]);

    // The registers (and so `decode`) are the same as with plain user data.
    let plain = PsShader::new()
        .with_address(0x20_0000)
        .with_inputs(&[PsShader::input(0, false)])
        .with_descriptor8(0, &texture.to_words())
        .with_descriptor4(8, &sampler.to_words());
    assert_eq!(ps.sh_registers(), plain.sh_registers());
    assert_eq!(
        PsShader::decode(&(ps.sh_registers(), ps.context_registers())).unwrap(),
        plain
    );
    // The raw route stays one packet without a hint.
    let mut raw = [0u32; 128];
    let mut r = CommandBuffer::new(&mut raw);
    plain.emit(&mut r).unwrap();
    assert!(!disassemble(r.as_slice()).to_string().contains("T# {"));
}

/// Hinted descriptors among plain user data, in every stage block: plain
/// registers before the first descriptor stay in the program packet, the
/// others follow in their own packets; overwriting a descriptor makes it
/// plain again; the largest layout fills `MAX_DWORDS` exactly.
#[test]
fn hinted_descriptors_mix_with_plain_user_data() {
    let v =
        BufferResource::vertex_stream(0x40_0000, DataFormat::R32G32B32A32_FLOAT, 16, 3).unwrap();
    let gs = ShaderProgram::new(Stage::Gs)
        .with_address(0x1000)
        .with_pointer(0, 0x12_3456_7000)
        .with_vsharp(2, &v)
        .with_user_data_at(6, &[9]);
    assert_eq!(gs.rsrc2_bits() >> 1 & 0x1F, 7);
    let p = gs.encode().unwrap();
    let words = p.as_slice();
    // SET_SH_REG PGM_LO..RSRC2 + s[0:1]; hint; SET_SH_REG s[2:5]; SET_SH_REG s[6].
    assert_eq!(words.len(), (2 + 6) + 2 + (2 + 4) + (2 + 1));
    assert_eq!(words[0], 0xC006_7600);
    assert_eq!(
        &words[8..10],
        &[0xC000_1000, UserData::Vsharp.marker().raw()]
    );
    assert_eq!(&words[10..12], &[0xC004_7600, 0x8C + 2]);
    assert_eq!(&words[12..16], &v.to_words());
    assert_eq!(&words[16..19], &[0xC001_7600, 0x8C + 6, 9]);
    assert!(
        disassemble(words)
            .to_string()
            .contains("V# { BASE_ADDRESS: 0x400000,")
    );

    // Overwriting part of a descriptor makes it plain: one packet again.
    let overwritten = gs.with_user_data_at(3, &[0]);
    assert_eq!(overwritten.user_data().hint(2), None);
    assert_eq!(overwritten.encode().unwrap().len(), 2 + 4 + 7);

    // Compute: the user-data run after the program registers.
    let cs = CsShader::new().with_address(0x2000).with_vsharp(0, &v);
    assert_eq!(cs.rsrc2().user_sgpr(), 4);
    let mut buf = [0u32; 64];
    let mut cb = CommandBuffer::new(&mut buf);
    cs.emit(&mut cb).unwrap();
    assert!(disassemble(cb.as_slice()).to_string().contains("V# {"));

    // Three S#, each followed by plain user data: the most dwords.
    let s = SamplerResource::new();
    let largest = ShaderProgram::new(Stage::Es)
        .with_ssharp(0, &s)
        .with_user_data_at(4, &[1])
        .with_ssharp(5, &s)
        .with_user_data_at(9, &[2])
        .with_ssharp(10, &s)
        .with_user_data_at(14, &[3, 4]);
    assert_eq!(largest.user_data().len(), 16);
    assert_eq!(largest.encode().unwrap().len(), program::MAX_DWORDS);
    let vs = VsShader::new()
        .with_ssharp(0, &s)
        .with_user_data_at(4, &[1])
        .with_ssharp(5, &s)
        .with_user_data_at(9, &[2])
        .with_ssharp(10, &s)
        .with_user_data_at(14, &[3, 4]);
    assert_eq!(vs.encode().unwrap().len(), vs::MAX_DWORDS);
}

/// `Debug` prints GPU addresses in hex (it printed `address: 305419904`), in
/// the errors that carry one and in the descriptions that hold one.
#[test]
fn debug_prints_addresses_in_hex() {
    let s = ColorSurface::new(
        DataFormat::B8G8R8A8_UNORM,
        Ps4TileMode::Display1dThin.index(),
        64,
        64,
    )
    .unwrap()
    .with_address(0x1234_5680);
    let e = ColorTarget::setup(&Config::PS4, Slot::S0, &s).unwrap_err();
    assert_eq!(
        format!("{e:?}"),
        r#"Address(Misaligned { field: "colour base", address: 0x12345680, align: 256 })"#
    );
    assert!(format!("{s:?}").contains("address: 0x12345680"), "{s:?}");
    assert_eq!(
        format!(
            "{:?}",
            gcn::pm4::Error::Address(AddressError::TooWide {
                field: "ADDRESS_HI",
                address: 1 << 48,
                bits: 48
            })
        ),
        r#"Address(TooWide { field: "ADDRESS_HI", address: 0x1000000000000, bits: 48 })"#
    );
    let tiling = Ps4TileMode::Thin2dThin.index();
    let t = ImageBuilder::texture_2d(0x1080, DataFormat::R8_UNORM, tiling, 8, 8, 1);
    assert!(format!("{t:?}").contains("address: 0x1080,"), "{t:?}");
    assert_eq!(
        format!("{:?}", t.build().unwrap_err()),
        r#"Address(Misaligned { field: "BASE_ADDRESS", address: 0x1080, align: 256 })"#
    );
    let d = DepthSurface::new(DataFormat::D32_FLOAT, 64, 64)
        .with_address(0x10_0000)
        .with_stencil(0x12_0000, Ps4TileMode::Depth2dThin64.index())
        .with_htile(0x13_0000);
    let text = format!("{d:?}");
    assert!(text.contains("address: 0x100000,"), "{text}");
    assert!(
        text.contains("stencil: Some((0x120000, TileIndex(0)))"),
        "{text}"
    );
    assert!(text.contains("htile: Some(0x130000)"), "{text}");
    let end = FrameEnd {
        label: 0x40_0000_0000,
        value: 1,
        flip: PrepareFlip::Label {
            address: 0x40_0000_1000,
            value: 2,
        },
    };
    assert_eq!(
        format!("{end:?}"),
        "FrameEnd { label: 0x4000000000, value: 1, flip: Label { address: 0x4000001000, value: 2 } }"
    );
}

/// A wrapped error's `Display` says it once: a block refused for lack of
/// space read `command buffer: command buffer out of space: ...`. The
/// wrapper shows the inner message and does not also report it as `source`.
#[test]
fn nested_errors_display_once() {
    use core::error::Error as _;
    let mut words = [0u32; 3];
    let mut cb = CommandBuffer::new(&mut words);
    let target = ColorTarget::new(Slot::S0);
    let e = target.emit(&mut cb).unwrap_err();
    assert_eq!(
        e.to_string(),
        "command buffer out of space: packet needs 16 dwords, 3 left"
    );
    assert!(e.source().is_none());

    let inner = gcn::pm4::Error::OutOfSpace {
        needed: 4,
        remaining: 1,
    };
    let ps4 = gcn::ps4::Error::Pm4(inner);
    assert_eq!(ps4.to_string(), inner.to_string());
    assert!(ps4.source().is_none());

    // Tiling has one error type: an addressing failure inside a tile call is
    // that error itself, not a wrapper around it.
    let tile = gcn::tiling::Error::CoordOutOfRange;
    assert_eq!(
        tile.to_string(),
        "coordinate beyond the surface pitch or height"
    );
    assert!(tile.source().is_none());
}
