//! The crate-level error: `?` converts every module error into `gcn::Error`,
//! which displays exactly as the module error did, and nested errors do not
//! repeat their prefixes.

use core::error::Error as _;

use gcn::blocks::Slot;
use gcn::blocks::blend::Blend;
use gcn::decode::{DecodeError, Decoder};
use gcn::desc::BufferResource;
use gcn::pm4::CommandBuffer;
use gcn::ps4::markers;
use gcn::regs::AddressError;
use gcn::tiling::tile::linear_size;
use gcn::tiling::{AddrSurface, AddrTiling, Config, SurfaceAddresser};
use gcn::{Error, blocks, desc, pm4, ps4, tiling};

fn pm4_step() -> Result<(), Error> {
    let mut storage = [0u32; 2];
    let mut cb = CommandBuffer::new(&mut storage);
    cb.set_context_regs(0x0A0, &[0])?;
    Ok(())
}

fn decode_step() -> Result<(), Error> {
    let truncated = [0xC004_1000, 0];
    for packet in Decoder::new(&truncated) {
        packet?;
    }
    Ok(())
}

fn desc_step() -> Result<(), Error> {
    BufferResource::constant_buffer(1 << 48, 16)?;
    Ok(())
}

fn blocks_step() -> Result<(), Error> {
    Slot::new(8)?;
    Ok(())
}

fn tiling_step() -> Result<(), Error> {
    gcn::tiling::TileIndex::new(40)?;
    Ok(())
}

fn addr_step() -> Result<(), Error> {
    SurfaceAddresser::new(
        &Config::PS4,
        &AddrSurface::new(
            0,
            64,
            64,
            AddrTiling::Index(gcn::tiling::TileIndex::new(10)?),
        ),
    )?;
    Ok(())
}

fn tile_step() -> Result<(), Error> {
    linear_size(24, 8, 8)?;
    Ok(())
}

fn ps4_step() -> Result<(), Error> {
    let mut storage = [0u32; 64];
    let mut cb = CommandBuffer::new(&mut storage);
    markers::push_marker(&mut cb, "a\0b")?;
    Ok(())
}

#[test]
fn question_mark_converts_every_module_error() {
    assert_eq!(
        pm4_step(),
        Err(Error::Pm4(pm4::Error::OutOfSpace {
            needed: 3,
            remaining: 2
        }))
    );
    // A NOP header with COUNT 4 needs 1 + 5 dwords; the stream holds 2.
    assert_eq!(
        decode_step(),
        Err(Error::Decode(DecodeError::CountPastEnd {
            offset: 0,
            header: 0xC004_1000,
            needed: 6,
            available: 2
        }))
    );
    // A V# base address has 48 bits.
    assert_eq!(
        desc_step(),
        Err(Error::Desc(desc::Error::Address(AddressError::TooWide {
            field: "BASE_ADDRESS",
            address: 1 << 48,
            bits: 48
        })))
    );
    assert_eq!(
        blocks_step(),
        Err(Error::Blocks(blocks::Error::SlotOutOfRange {
            slot: 8,
            slots: 8
        }))
    );
    assert_eq!(
        tiling_step(),
        Err(Error::Tiling(tiling::Error::TileIndexOutOfRange {
            index: 40
        }))
    );
    assert_eq!(addr_step(), Err(Error::Tiling(tiling::Error::InvalidBpp)));
    assert_eq!(
        tile_step(),
        Err(Error::Tiling(tiling::Error::UnsupportedElementSize {
            bpp: 24
        }))
    );
    assert_eq!(
        ps4_step(),
        Err(Error::Ps4(ps4::Error::TextContainsNul { at: 1 }))
    );
}

/// One frame function recording through several modules, `?` on each.
#[test]
fn one_frame_function_returns_the_crate_error() {
    fn frame(cb: &mut CommandBuffer<'_>) -> Result<usize, Error> {
        markers::push_marker(cb, "frame")?;
        Blend::alpha_blended().emit(cb)?;
        let vb = BufferResource::constant_buffer(0x40_0000, 64)?;
        cb.set_sh_regs(0x4C, &vb.to_words())?;
        Ok(cb.len())
    }
    let mut storage = [0u32; 256];
    assert!(frame(&mut CommandBuffer::new(&mut storage)).is_ok_and(|n| n > 0));
    let mut tiny = [0u32; 2];
    assert!(matches!(
        frame(&mut CommandBuffer::new(&mut tiny)),
        Err(Error::Ps4(ps4::Error::OutOfSpace { .. }))
    ));
}

/// `gcn::Error` prints and chains exactly as the error it wraps.
#[test]
fn crate_error_is_transparent() {
    /// The module error's text, and the module error as `gcn::Error`.
    fn shown<E: core::fmt::Display + Into<Error>>(e: E) -> (String, Error) {
        (e.to_string(), e.into())
    }
    let errors = [
        (
            shown(pm4::Error::BadAlignment { align: 3 }),
            "alignment 3 is not a power of two",
        ),
        (
            shown(DecodeError::ReservedType {
                offset: 0,
                header: 0x4000_0000,
            }),
            "dword 0x0 (0x40000000) has reserved packet type 1",
        ),
        (
            shown(desc::Error::NoStencil),
            "depth target has no stencil plane",
        ),
        (
            shown(blocks::Error::NotFinite { what: "depth" }),
            "depth is not a finite number",
        ),
        (shown(tiling::Error::Overflow), "size or address overflows"),
        (
            shown(tiling::Error::InvalidSampleCount),
            "unsupported sample or fragment count",
        ),
        (
            shown(tiling::Error::RegionTooLarge),
            "region exceeds the surface pitch or height",
        ),
        (
            shown(ps4::Error::NullAddress),
            "required address (index buffer or arguments) is zero",
        ),
    ];
    for ((module, e), text) in errors {
        assert_eq!(module, text, "{e:?}: the module error");
        assert_eq!(e.to_string(), text, "{e:?}");
        assert!(e.source().is_none(), "{e:?}");
    }
}

/// A module error wrapping another prints the inner message once, without a
/// prefix that repeats it (`command buffer: command buffer out of space`).
#[test]
fn nested_errors_do_not_repeat_prefixes() {
    let inner = pm4::Error::OutOfSpace {
        needed: 5,
        remaining: 1,
    };
    let text = inner.to_string();
    assert_eq!(
        text,
        "command buffer out of space: packet needs 5 dwords, 1 left"
    );
    assert_eq!(blocks::Error::from(inner).to_string(), text);
    assert_eq!(Error::from(blocks::Error::from(inner)).to_string(), text);
    let bad = pm4::Error::BadAlignment { align: 3 };
    assert_eq!(ps4::Error::from(bad).to_string(), bad.to_string());
    for e in [
        Error::from(blocks::Error::from(inner)),
        Error::from(ps4::Error::from(bad)),
    ] {
        assert!(e.source().is_none(), "{e:?}");
    }
}

/// Every module refuses a bad address with the same `AddressError`, from the
/// one check, and prints it the same way.
#[test]
fn one_address_error_shape_in_every_module() {
    use gcn::blocks::shader::CsShader;
    use gcn::desc::ImageResource;
    use gcn::regs::check_address;

    let mut storage = [0u32; 64];
    let mut cb = CommandBuffer::new(&mut storage);
    let pm4 = cb
        .indirect_buffer(0x1002, 4, gcn::pm4::IbControl::new())
        .unwrap_err();
    let desc = ImageResource::from_words([0; 8])
        .with_base_address(0x1080)
        .unwrap_err();
    let blocks = CsShader::new().with_address(0x80).validate().unwrap_err();
    let ps4 = gcn::ps4::flip::prepare_flip_payload(&gcn::ps4::flip::PrepareFlip::Label {
        address: 0x1002,
        value: 0,
    })
    .unwrap_err();
    let misaligned = |field, address, align| AddressError::Misaligned {
        field,
        address,
        align,
    };
    assert_eq!(pm4, pm4::Error::Address(misaligned("IB_BASE", 0x1002, 4)));
    assert_eq!(
        desc,
        desc::Error::Address(misaligned("BASE_ADDRESS", 0x1080, 256))
    );
    assert_eq!(
        blocks,
        blocks::Error::Address(misaligned("COMPUTE_PGM_LO", 0x80, 256))
    );
    assert_eq!(ps4, ps4::Error::Address(misaligned("label", 0x1002, 4)));
    for (e, a) in [
        (
            Error::from(pm4),
            misaligned("IB_BASE", 0x1002, 4).to_string(),
        ),
        (
            Error::from(desc),
            misaligned("BASE_ADDRESS", 0x1080, 256).to_string(),
        ),
        (
            Error::from(blocks),
            misaligned("COMPUTE_PGM_LO", 0x80, 256).to_string(),
        ),
        (Error::from(ps4), misaligned("label", 0x1002, 4).to_string()),
    ] {
        assert!(e.address().is_some(), "{e:?}");
        assert_eq!(e.to_string(), a);
    }
    assert_eq!(
        Error::from(pm4).to_string(),
        "IB_BASE 0x1002 is not 4-byte aligned"
    );

    // The check itself, with `?` into the crate error.
    fn check(address: u64) -> Result<(), Error> {
        check_address("ADDRESS", address, 8, 48)?;
        Ok(())
    }
    assert_eq!(check(0x1000), Ok(()));
    let e = check(1 << 48).unwrap_err();
    assert_eq!(
        e,
        Error::Address(AddressError::TooWide {
            field: "ADDRESS",
            address: 1 << 48,
            bits: 48
        })
    );
    assert_eq!(e.address().map(|a| a.address()), Some(1 << 48));
    // Alignment is checked before width.
    assert!(matches!(
        check((1 << 48) + 4),
        Err(Error::Address(AddressError::Misaligned { align: 8, .. }))
    ));
}

/// An address the PS4 helpers hand to the writer and the writer refuses is
/// reported as the helpers' own address error, not as a wrapped PM4 error.
#[test]
fn ps4_reports_writer_address_errors_as_its_own() {
    let from_writer = ps4::Error::from(pm4::Error::Address(AddressError::TooWide {
        field: "ADDRESS",
        address: 1 << 48,
        bits: 48,
    }));
    assert_eq!(
        from_writer,
        ps4::Error::Address(AddressError::TooWide {
            field: "ADDRESS",
            address: 1 << 48,
            bits: 48
        })
    );
    let nested = Error::from(blocks::Error::from(pm4::Error::Address(
        AddressError::Misaligned {
            field: "ADDR",
            address: 3,
            align: 4,
        },
    )));
    assert_eq!(nested.address().map(|a| a.field()), Some("ADDR"));
}
