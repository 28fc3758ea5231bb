//! Stream decoding and disassembly of arbitrary bytes: never panics, every
//! decoded packet is exactly the stream's dwords at its offset, the decoder
//! moves forward and stops only where it says, every decoded packet
//! re-encodes to exactly its own dwords, and every `Display` works.
#![no_main]

use std::fmt::Write;

use gcn::decode::{
    Decoder, DescriptorKind, DescriptorView, diff_descriptor, diff_descriptor_for, diff_streams,
    diff_streams_for, disassemble,
};
use gcn::pm4::CommandBuffer;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let words: Vec<u32> = data
        .chunks_exact(4)
        .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect();
    let mut text = String::new();

    let mut next = 0usize;
    let mut stopped = false;
    for item in Decoder::new(&words) {
        assert!(!stopped, "item after a fatal error");
        match item {
            Ok(d) => {
                assert_eq!(d.offset, next);
                assert!(!d.is_empty());
                assert_eq!(d.words, &words[d.offset..d.offset + d.len()]);
                assert_eq!(d.header(), words[d.offset]);
                let _ = d.packet.name();
                // Re-encoding gives the packet's own dwords back, whether
                // through the decoded packet, the typed packet with its
                // header, or a command buffer.
                assert_eq!(d.packet.encoded_len(), d.len(), "{d:?}");
                let mut out = vec![0u32; d.len()];
                assert_eq!(d.encode_into(&mut out), Ok(d.len()), "{d:?}");
                assert_eq!(out, d.words, "re-encoded {d:?}");
                out.fill(0);
                assert_eq!(d.packet.encode_into(d.header(), &mut out), Ok(d.len()));
                assert_eq!(out, d.words, "re-encoded {d:?} with its header");
                out.fill(0);
                let mut cb = CommandBuffer::new(&mut out);
                assert_eq!(cb.write_decoded(&d), Ok(()), "{d:?}");
                assert_eq!(cb.as_slice(), d.words, "recorded {d:?}");
                write!(text, "{d}").unwrap();
                next += d.len();
            }
            Err(e) => {
                assert_eq!(e.offset(), next);
                write!(text, "{e}").unwrap();
                stopped = e.is_fatal();
                next += e.skip();
            }
        }
    }
    assert!(
        stopped || next == words.len(),
        "decoder stopped at {next} of {}",
        words.len()
    );

    // Starting anywhere inside the stream is fine too.
    if let Some(&first) = data.first() {
        let start = usize::from(first) % (words.len() + 2);
        for item in Decoder::at(&words, start) {
            match item {
                Ok(d) => write!(text, "{d}").unwrap(),
                Err(e) => write!(text, "{e}").unwrap(),
            }
        }
    }

    write!(text, "{}", disassemble(&words)).unwrap();
    write!(text, "{}", disassemble(&words).with_hex(true)).unwrap();
    // Register, field and value names per generation, and the notes on
    // packet fields a generation lacks.
    for gfx in [
        gcn::regs::Gfx::Gfx6,
        gcn::regs::Gfx::Gfx7,
        gcn::regs::Gfx::Gfx8,
    ] {
        write!(text, "{}", disassemble(&words).for_gfx(gfx)).unwrap();
        for d in Decoder::new(&words).flatten() {
            let _ = d.field_not_on(gfx);
        }
    }

    // Differences between the two halves of the stream.
    let (a, b) = words.split_at(words.len() / 2);
    if let Some(d) = diff_streams(a, b) {
        let _ = d.first_difference();
        write!(text, "{d}").unwrap();
    } else {
        assert_eq!(a, b);
    }
    for kind in [
        DescriptorKind::Buffer,
        DescriptorKind::Image,
        DescriptorKind::Sampler,
    ] {
        write!(text, "{}", DescriptorView::new(kind, a)).unwrap();
        if let Some(d) = diff_descriptor(kind, a, b) {
            write!(text, "{d}").unwrap();
        }
    }
    // The same with each generation's registers and descriptor fields.
    for gfx in [
        gcn::regs::Gfx::Gfx6,
        gcn::regs::Gfx::Gfx7,
        gcn::regs::Gfx::Gfx8,
    ] {
        if let Some(d) = diff_streams_for(gfx, a, b) {
            write!(text, "{d:60}").unwrap();
        }
        for kind in [
            DescriptorKind::Buffer,
            DescriptorKind::Image,
            DescriptorKind::Sampler,
        ] {
            write!(text, "{}", DescriptorView::new(kind, a).for_gfx(gfx)).unwrap();
            if let Some(d) = diff_descriptor_for(gfx, kind, a, b) {
                write!(text, "{d}").unwrap();
            }
        }
    }
    let _ = gcn::ps4::markers::recognize(&words);
    let _ = gcn::ps4::flip::recognize_patched_flip(&words);
    patch_flip(&words);
    std::hint::black_box(text);
});

/// Flip patching: on the stream as it is, and on a prepare-flip window built
/// from its first dwords. A patch that succeeds reads back through the
/// recogniser as what it returned and touches only the last 64 dwords; one
/// that fails changes nothing.
fn patch_flip(words: &[u32]) {
    use gcn::ps4::flip::{PatchedFlip, patch_prepare_flip, recognize_patched_flip};
    let (labels, buffer) = match words {
        [a, b, c, ..] => (
            (u64::from(*a) << 32 | u64::from(*b)) & 0xFFFF_FFFF_FFF8,
            c % 20,
        ),
        _ => (0x1000, 0),
    };
    let mut built = vec![0xC03E_1000u32];
    let markers = [0x6875_0777, 0x6875_0778, 0x6875_0780, 0x6875_0781];
    built.push(markers[words.first().map_or(0, |w| *w as usize % 4)]);
    built.extend(words.iter().skip(1).take(62).copied());
    built.resize(64, 0);
    for input in [words.to_vec(), built] {
        let mut patched = input.clone();
        match patch_prepare_flip(&mut patched, labels, buffer) {
            Ok(flip) => {
                let start = patched.len() - 64;
                assert_eq!(patched[..start], input[..start], "dwords before the window");
                assert_eq!(
                    recognize_patched_flip(&patched[start..]),
                    Some(PatchedFlip {
                        lock_address: labels + 8 * u64::from(buffer),
                        flip
                    }),
                    "patched {input:x?}"
                );
            }
            Err(_) => assert_eq!(patched, input, "a refused patch changed the dwords"),
        }
    }
}
