//! The generation a command buffer writes for: a packet, packet layout or
//! register the generation does not have is a typed error that writes
//! nothing. Facts from the spec (`tests/data/gcn-registers.json`):
//! `pm4.opcodes[].generations`, `pm4.packets.*.body_by_generation` and the
//! `registers[]` entries (space, dword offset, generations).

use crate::spec::{has_gen, num, spec};

use gcn::pm4::{CoherCntl, CommandBuffer, DrawInitiator, EnginePfpMe, Error, Opcode};
use gcn::regs::{Gfx, Space};
use serde_json::Value;

const SENTINEL: u32 = 0xDEAD_BEEF;
const IT_DRAW_INDEX_AUTO: u32 = 0x2D;
const IT_SURFACE_SYNC: u32 = 0x43;
const IT_ACQUIRE_MEM: u32 = 0x58;
const IT_SET_CONFIG_REG: u32 = 0x68;
const IT_SET_UCONFIG_REG: u32 = 0x79;
const GENERATIONS: [(Gfx, &str); 3] = [
    (Gfx::Gfx6, "gfx6"),
    (Gfx::Gfx7, "gfx7"),
    (Gfx::Gfx8, "gfx8"),
];

/// The spec's type-3 header, `SHADER_TYPE` and `PREDICATE` 0.
const fn hdr(opcode: u32, body_dwords: u32) -> u32 {
    (3 << 30) | ((body_dwords - 1) << 16) | (opcode << 8)
}

/// Records with `f` into a fresh `gfx` buffer and checks the dwords.
fn written(gfx: Gfx, want: &[u32], f: impl Fn(&mut CommandBuffer) -> Result<(), Error>) {
    let mut storage = [SENTINEL; 16];
    let mut cb = CommandBuffer::for_gfx(&mut storage, gfx);
    assert_eq!(cb.gfx(), gfx);
    f(&mut cb).unwrap_or_else(|e| panic!("{gfx:?}: unexpected error {e}"));
    assert_eq!(cb.as_slice(), want, "{gfx:?}");
}

/// After one `NOP`, `f` on a `gfx` buffer returns `want`, the length stays
/// 1 and no other dword of the storage changes.
fn refused(gfx: Gfx, want: Error, f: impl Fn(&mut CommandBuffer) -> Result<(), Error>) {
    let mut storage = [SENTINEL; 16];
    let mut cb = CommandBuffer::for_gfx(&mut storage, gfx);
    cb.nop(&[]).unwrap();
    assert_eq!(f(&mut cb), Err(want), "{gfx:?}");
    assert_eq!(cb.len(), 1, "{gfx:?}");
    assert!(!want.to_string().is_empty());
    assert!(storage[1..].iter().all(|&w| w == SENTINEL), "{gfx:?} wrote");
}

/// `SURFACE_SYNC` with `COHER_CNTL = 0`, `ENGINE = ME`, the whole memory.
fn surface_sync(cb: &mut CommandBuffer) -> Result<(), Error> {
    cb.surface_sync(CoherCntl::new(), EnginePfpMe::ME, 0, 0xFFFF_FFFF, 10)
}

/// `ACQUIRE_MEM` with the same arguments.
fn acquire_mem(cb: &mut CommandBuffer) -> Result<(), Error> {
    cb.acquire_mem(CoherCntl::new(), EnginePfpMe::ME, 0, 0xFFFF_FFFF, 10)
}

/// gfx6: VGT_PRIMITIVE_TYPE is config `0x8958` (dword `0x256`) written with
/// SET_CONFIG_REG, caches are synced with SURFACE_SYNC; ACQUIRE_MEM,
/// SET_UCONFIG_REG and DMA_DATA are gfx7+ and COND_EXEC has a 3-dword body
/// (`body_by_generation.gfx6`), not the 4-dword gfx7 one.
#[test]
fn gfx6_packets() {
    let g = Gfx::Gfx6;
    written(g, &[hdr(IT_SET_CONFIG_REG, 2), 0x256, 4], |cb| {
        cb.set_config_regs(0x256, &[4])
    });
    // SURFACE_SYNC body: COHER_CNTL | ENGINE [31], COHER_SIZE, COHER_BASE, POLL_INTERVAL.
    written(
        g,
        &[hdr(IT_SURFACE_SYNC, 4), 1 << 31, 0xFFFF_FFFF, 0, 10],
        surface_sync,
    );
    written(g, &[hdr(IT_DRAW_INDEX_AUTO, 2), 3, 2], |cb| {
        cb.draw_index_auto(3, DrawInitiator::AUTO_INDEX)
    });
    let not = |opcode| Error::PacketNotOnGfx { opcode, gfx: g };
    refused(g, not(Opcode::ACQUIRE_MEM), acquire_mem);
    refused(g, not(Opcode::SET_UCONFIG_REG), |cb| {
        cb.set_uconfig_regs(0x242, &[4])
    });
    refused(g, not(Opcode::SET_UCONFIG_REG), |cb| {
        cb.set_reg_list(Space::Uconfig, &[(0x242, 4)])
    });
    refused(g, not(Opcode::DMA_DATA), |cb| {
        cb.dma_data(Default::default(), 0, 0x1000, 4, Default::default())
    });
    refused(
        g,
        Error::PacketLayoutNotOnGfx {
            opcode: Opcode::COND_EXEC,
            gfx: g,
        },
        |cb| cb.cond_exec(0x1000, 4),
    );
    // The hot-path group refuses the same way and records the error.
    let mut storage = [SENTINEL; 16];
    let mut cb = CommandBuffer::for_gfx(&mut storage, g);
    let mut group = cb.reserve(8).unwrap();
    group.set_uconfig_regs(0x242, &[4]).set_sh_regs(0x4C, &[1]);
    assert_eq!(group.finish(), Err(not(Opcode::SET_UCONFIG_REG)));
    assert!(cb.is_empty());
}

/// The gfx7+ packets on `g`: SET_UCONFIG_REG of VGT_PRIMITIVE_TYPE (user-config
/// `0x30908`, dword `0x242`) and ACQUIRE_MEM (body: COHER_CNTL | ENGINE [31],
/// COHER_SIZE, COHER_SIZE_HI, COHER_BASE_LO, COHER_BASE_HI, POLL_INTERVAL).
fn gfx7_plus_written(g: Gfx) {
    written(g, &[hdr(IT_SET_UCONFIG_REG, 2), 0x242, 4], |cb| {
        cb.set_uconfig_regs(0x242, &[4])
    });
    written(
        g,
        &[hdr(IT_ACQUIRE_MEM, 6), 1 << 31, 0xFFFF_FFFF, 0, 0, 0, 10],
        acquire_mem,
    );
}

/// gfx7: VGT_PRIMITIVE_TYPE is user-config `0x30908` (dword `0x242`) and
/// ACQUIRE_MEM exists; config dword `0x256` is gfx6's VGT_PRIMITIVE_TYPE
/// only, so a `for_gfx(Gfx7)` buffer refuses SET_CONFIG_REG of it, and so the
/// gfx8-only context register CB_DCC_CONTROL (`0x28424`, dword `0x109`);
/// `CommandBuffer::new` (gfx7 too) keeps writing any offset raw.
#[test]
fn gfx7_packets() {
    let g = Gfx::Gfx7;
    gfx7_plus_written(g);
    let mut storage = [0u32; 4];
    let mut cb = CommandBuffer::new(&mut storage);
    assert_eq!(cb.gfx(), Gfx::Gfx7);
    cb.set_config_regs(0x256, &[4]).unwrap();
    assert_eq!(cb.as_slice(), &[hdr(IT_SET_CONFIG_REG, 2), 0x256, 4]);
    let reg = |space, offset| Error::RegisterNotOnGfx {
        space,
        offset,
        gfx: g,
    };
    refused(g, reg(Space::Config, 0x256), |cb| {
        cb.set_config_regs(0x256, &[4])
    });
    // In a run, and in a list (checked whole before anything is written).
    refused(g, reg(Space::Config, 0x256), |cb| {
        cb.set_config_regs(0x255, &[0, 4])
    });
    refused(g, reg(Space::Context, 0x109), |cb| {
        cb.set_reg_list(Space::Context, &[(0x100, 0), (0x109, 1)])
    });
}

/// gfx8: SET_UCONFIG_REG, ACQUIRE_MEM and CB_DCC_CONTROL exist; gfx6's config
/// VGT_PRIMITIVE_TYPE does not.
#[test]
fn gfx8_packets() {
    let g = Gfx::Gfx8;
    gfx7_plus_written(g);
    written(g, &[0xC001_6900, 0x109, 1], |cb| {
        cb.set_context_regs(0x109, &[1])
    });
    refused(
        g,
        Error::RegisterNotOnGfx {
            space: Space::Config,
            offset: 0x256,
            gfx: g,
        },
        |cb| cb.set_config_regs(0x256, &[4]),
    );
}

/// The writer's availability table against the spec: every opcode exists on
/// exactly the generations `pm4.opcodes[].generations` lists, and its layout
/// is refused exactly where `body_by_generation` differs from gfx7's.
#[test]
fn opcode_generations_match_spec() {
    let spec = spec();
    let ops = spec["pm4"]["opcodes"].as_array().expect("pm4.opcodes");
    let mut checked = 0;
    for op in ops {
        let opcode = Opcode::from_bits(num(&op["value"]) as u8);
        // Opcodes sharing a value (0x3A, 0x3F) exist where either does.
        let shared: Vec<&Value> = ops.iter().filter(|o| o["value"] == op["value"]).collect();
        for (gfx, name) in GENERATIONS {
            let want = shared.iter().any(|o| has_gen(o, name));
            assert_eq!(opcode.exists_on(gfx), want, "{} on {name}", op["name"]);
            checked += 1;
        }
    }
    assert!(checked >= 3 * 80, "only {checked} checked");
    let layout = |p: &Value, g: &str| -> Vec<(u64, u64, u64)> {
        let mut v: Vec<_> =
            p["body_by_generation"][g]
                .as_array()
                .expect("body")
                .iter()
                .flat_map(|dw| {
                    let at = dw["dw"].as_u64().unwrap();
                    dw["fields"].as_array().unwrap().iter().map(move |f| {
                        (at, f["lsb"].as_u64().unwrap(), f["width"].as_u64().unwrap())
                    })
                })
                .collect();
        v.sort_unstable();
        v
    };
    let mut differing = 0;
    for (name, p) in spec["pm4"]["packets"].as_object().expect("packets") {
        if p.get("body_by_generation").is_none() {
            continue;
        }
        let opcode = Opcode::from_name(name).expect("packet opcode");
        for (gfx, g) in GENERATIONS {
            let same = layout(p, g) == layout(p, "gfx7");
            differing += usize::from(!same);
            let want = if same {
                Ok(())
            } else {
                Err(Error::PacketLayoutNotOnGfx { opcode, gfx })
            };
            assert_eq!(opcode.check_on(gfx), want, "{name} on {g}");
        }
    }
    assert!(
        differing >= 2,
        "the spec gives COND_EXEC and ATOMIC_MEM a gfx6 layout"
    );
}
