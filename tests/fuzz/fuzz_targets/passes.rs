//! `gcn::passes`: colour and depth targets built from mostly plausible
//! surfaces (`surface_info` on the PS4 and Polaris10 tables, CMASK, FMASK,
//! HTILE and DCC layouts, now and then with a field changed to anything),
//! then any sequence of passes with any addresses, colours, levels, masks
//! and restore state into a small or large gfx6 / gfx7 / gfx8 buffer. Every
//! call returns: on `Err` the buffer (words, length, predicate toggle) is
//! exactly as before; on `Ok` the words before are untouched, the new ones
//! lie within the capacity and decode without error.
#![no_main]

use gcn::blocks::Slot;
use gcn::blocks::clear_value::ClearColor;
use gcn::blocks::color_target::{ColorSurface, ColorTarget};
use gcn::blocks::depth_target::{DepthSurface, DepthTarget};
use gcn::decode::Decoder;
use gcn::desc::DataFormat;
use gcn::passes::query::{
    begin_occlusion_query, begin_predication, end_occlusion_query, end_predication,
};
use gcn::passes::transition::{Transition, transition};
use gcn::passes::{
    ClearMask, ClearShaders, ColorClear, DccCleared, DccKeys, DccReader, FILL_CHUNK_BYTES,
    HtileInit, HtileSlices, MAX_FILL_BYTES, RestoreState, SizedTarget, clear, dcc_decompress,
    dcc_fast_clear, dcc_fast_clear_level, depth_clear, depth_decompress, fast_clear_eliminate,
    fast_color_clear, fast_depth_clear, fmask_decompress, init_htile, init_htile_slices,
    init_msaa_cmask, msaa_resolve, resolve_dcc_clear, slow_color_clear,
};
use gcn::pm4::{CommandBuffer, PrimitiveType};
use gcn::regs::{
    CbBlend0Control, CbColorControl, CbShaderMask, CbTargetMask, DbDepthControl, DbRenderControl,
    DbRenderOverride2, DbStencilControl, Gfx, PaClVportZoffset,
};
use gcn::shader::builtin::{
    CLEAR_PS_MAX_DWORDS, ColorExport, RECT_VS_DWORDS, clear_ps_for, rect_vs_for,
};
use gcn::tiling::layout::{DccLayout, TextureDesc, dcc_layout, texture_layout};
use gcn::tiling::meta::{
    CmaskInfo, DccInfo, DccInput, FmaskInput, HtileInfo, MetaInput, MetaTile, cmask_info, dcc_info,
    fmask_info, htile_info,
};
use gcn::tiling::surface::{Format, SurfaceFlags, SurfaceInfo, SurfaceInput, surface_info};
use gcn::tiling::{Config, TileIndex};
use libfuzzer_sys::arbitrary::{Result, Unstructured};
use libfuzzer_sys::fuzz_target;

/// Colour formats of every element size the CB writes.
const COLOR_FORMATS: [DataFormat; 12] = [
    DataFormat::B8G8R8A8_UNORM,
    DataFormat::R8G8B8A8_UNORM,
    DataFormat::R16G16B16A16_FLOAT,
    DataFormat::R16G16B16A16_SINT,
    DataFormat::R32_FLOAT,
    DataFormat::R32_UINT,
    DataFormat::R32G32_FLOAT,
    DataFormat::R32G32B32A32_FLOAT,
    DataFormat::R8_UNORM,
    DataFormat::R8G8_SNORM,
    DataFormat::R16G16_UNORM,
    DataFormat::R10G10B10A2_UNORM,
];

/// Depth formats (and one that is not).
const DEPTH_FORMATS: [DataFormat; 4] = [
    DataFormat::D32_FLOAT,
    DataFormat::D16_UNORM,
    DataFormat::D24_UNORM,
    DataFormat::R8G8B8A8_UNORM,
];

/// A colour target with the metadata it was built with.
struct Color {
    target: SizedTarget,
    cmask: Option<CmaskInfo>,
    dcc: Option<DccInfo>,
    level: Option<(DccLayout, u64, u32)>,
}

/// A depth target with its HTILE layout.
struct Depth {
    target: DepthTarget,
    htile: Option<HtileInfo>,
}

fn config(u: &mut Unstructured<'_>) -> Result<&'static Config> {
    Ok(if u.arbitrary()? {
        &Config::POLARIS10
    } else {
        &Config::PS4
    })
}

/// Addresses: 256-byte aligned and small, arbitrary, or the extremes.
fn addr(u: &mut Unstructured<'_>) -> Result<u64> {
    Ok(match u.int_in_range(0..=7)? {
        0..=3 => u.int_in_range(0..=(1u64 << 40))? & !0xFF,
        4 => u.int_in_range(0..=(1u64 << 40))? & !0x3,
        5 => u.int_in_range(0..=(1u64 << 48))?,
        6 => u64::MAX & !0xFF,
        _ => u.arbitrary()?,
    })
}

/// Sizes in pixels: mostly plausible, sometimes the limit or anything.
fn dim(u: &mut Unstructured<'_>) -> Result<u32> {
    Ok(match u.int_in_range(0..=7)? {
        0..=4 => u.int_in_range(1..=2048)?,
        5 => u.int_in_range(1..=16384)?,
        6 => 16384,
        _ => u.arbitrary()?,
    })
}

/// Metadata byte counts: the computed one, around the fill chunk and the
/// fill limit, or anything.
fn bytes(u: &mut Unstructured<'_>, computed: u64) -> Result<u64> {
    const CHUNK: u64 = FILL_CHUNK_BYTES as u64;
    Ok(match u.int_in_range(0..=6)? {
        0 => computed,
        1 => CHUNK * u.int_in_range(1..=10)? + u.int_in_range(0..=64)? * 4 - 128,
        6 => MAX_FILL_BYTES + u.int_in_range(0..=64)? * 4 - 128,
        2 => u.int_in_range(0..=64 << 20)?,
        3 => 0,
        4 => u64::MAX,
        _ => u.arbitrary()?,
    })
}

fn samples(u: &mut Unstructured<'_>) -> Result<(u32, u32)> {
    Ok(match u.int_in_range(0..=6)? {
        0..=2 => (1, 1),
        3 => (2, 2),
        4 => (4, *u.choose(&[2, 4])?),
        5 => (8, *u.choose(&[2, 4, 8])?),
        _ => (u.int_in_range(0..=16)?, u.int_in_range(0..=16)?),
    })
}

fn flags(u: &mut Unstructured<'_>, base: SurfaceFlags) -> Result<SurfaceFlags> {
    Ok(if u.ratio(1, 8)? {
        SurfaceFlags::from_bits(u.arbitrary()?)
    } else {
        base.with_dcc_compatible(u.arbitrary()?)
            .with_display(u.ratio(1, 4)?)
            .with_texture(u.ratio(1, 4)?)
    })
}

fn tile_index(u: &mut Unstructured<'_>) -> Result<TileIndex> {
    match TileIndex::new(u.int_in_range(0..=31)?) {
        Ok(t) => Ok(t),
        Err(_) => Err(libfuzzer_sys::arbitrary::Error::IncorrectFormat),
    }
}

fn color_value(u: &mut Unstructured<'_>) -> Result<ClearColor> {
    Ok(match u.int_in_range(0..=5)? {
        0 => ClearColor::Float([0.0, 0.0, 0.0, *u.choose(&[0.0, 1.0])?]),
        1 => ClearColor::Float([1.0, 1.0, 1.0, *u.choose(&[0.0, 1.0])?]),
        2 => ClearColor::Float(u.arbitrary()?),
        3 => ClearColor::Uint(u.arbitrary()?),
        4 => ClearColor::Sint(u.arbitrary()?),
        _ => ClearColor::Float([f32::NAN, f32::INFINITY, -0.0, 0.5]),
    })
}

/// Computed metadata with one field changed to anything, now and then.
fn cmask_of(
    u: &mut Unstructured<'_>,
    cfg: &Config,
    info: &SurfaceInfo,
) -> Result<Option<CmaskInfo>> {
    let tile = MetaTile::Index(info.tile_index, info.macro_mode_index);
    let input = MetaInput::new(info.pitch_elems, info.height_elems, info.depth_slices, tile);
    let Ok(mut c) = cmask_info(cfg, &input) else {
        return Ok(None);
    };
    if u.ratio(1, 4)? {
        match u.int_in_range(0..=3)? {
            0 => c.cmask_bytes = bytes(u, c.cmask_bytes)?,
            1 => c.slice_size_bytes = bytes(u, c.slice_size_bytes)?,
            2 => c.base_align_bytes = u.arbitrary()?,
            _ => {
                c.pitch_px = u.arbitrary()?;
                c.height_px = u.arbitrary()?;
            }
        }
    }
    Ok(Some(c))
}

fn dcc_of(u: &mut Unstructured<'_>, cfg: &Config, info: &SurfaceInfo) -> Result<Option<DccInfo>> {
    let Ok(mut d) = dcc_info(cfg, &DccInput::from_surface(info)) else {
        return Ok(None);
    };
    if u.ratio(1, 4)? {
        match u.int_in_range(0..=2)? {
            0 => d.dcc_fast_clear_size_bytes = bytes(u, d.dcc_fast_clear_size_bytes)?,
            1 => d.dcc_ram_size_bytes = bytes(u, d.dcc_ram_size_bytes)?,
            _ => d.dcc_ram_base_align_bytes = u.arbitrary()?,
        }
    }
    Ok(Some(d))
}

/// A colour target: one surface (or a mip level of a DCC texture) with
/// FMASK, DCC and a CMASK as its layout allows and the input picks.
fn color(u: &mut Unstructured<'_>, cfg: &Config, slot: Slot) -> Result<Option<Color>> {
    let format = *u.choose(&COLOR_FORMATS)?;
    let bpp = match u.int_in_range(0..=7)? {
        0 => *u.choose(&[8, 16, 32, 64, 128])?,
        _ => format.bits_per_element().unwrap_or(32),
    };
    let (width, height) = (dim(u)?, dim(u)?);
    let (ns, nf) = samples(u)?;
    let base = flags(u, SurfaceFlags::new().with_color(true))?;
    let tile = tile_index(u)?;
    let address = addr(u)?;

    if u.ratio(1, 5)? {
        // A mip level of a DCC texture bound to its own keys.
        let mut desc = TextureDesc::new_2d(tile, Format::Plain, bpp, width, height);
        desc.num_levels = u.int_in_range(1..=15)?;
        desc.flags = base.with_dcc_compatible(true);
        let Ok(layout) = texture_layout(cfg, &desc) else {
            return Ok(None);
        };
        let Ok(keys) = dcc_layout(cfg, &desc, &layout) else {
            return Ok(None);
        };
        let level = u.int_in_range(0..=desc.num_levels)?;
        let Some(l) = layout.levels.get(level as usize) else {
            return Ok(None);
        };
        let keys_address = addr(u)?;
        let Ok(s) = ColorSurface::from_surface_info(
            format,
            l.width_px,
            l.height_px,
            &l.info,
            address.wrapping_add(l.offset_bytes),
        ) else {
            return Ok(None);
        };
        let Ok(t) = ColorTarget::setup(cfg, slot, &s) else {
            return Ok(None);
        };
        let Ok(t) = t.with_dcc_level(&keys, keys_address, level) else {
            return Ok(None);
        };
        return Ok(Some(Color {
            target: SizedTarget::of(t, &s),
            cmask: None,
            dcc: None,
            level: Some((keys, keys_address, level)),
        }));
    }

    let input = SurfaceInput::new(tile, bpp, width, height)
        .with_samples(ns, nf)
        .with_flags(base);
    let Ok(info) = surface_info(cfg, &input) else {
        return Ok(None);
    };
    let Ok(s) = ColorSurface::from_surface_info(format, width, height, &info, address) else {
        return Ok(None);
    };
    let Ok(mut t) = ColorTarget::setup(cfg, slot, &s) else {
        return Ok(None);
    };
    if ns > 1 && u.ratio(3, 4)? {
        let fmask = fmask_info(
            cfg,
            &FmaskInput {
                tile_mode: info.tile_mode,
                pitch_px: info.pitch_elems,
                height_px: info.height_elems,
                num_slices: info.depth_slices,
                num_samples: ns,
                num_frags: nf,
                resolved: false,
                tile_index: None,
            },
        );
        if let Ok(f) = fmask {
            if let Ok(with) = t.with_fmask(&f, addr(u)?) {
                t = with;
            }
        }
    }
    let dcc = if u.arbitrary()? {
        dcc_of(u, cfg, &info)?
    } else {
        None
    };
    if let Some(d) = &dcc {
        if let Ok(with) = t.with_dcc(d, addr(u)?) {
            t = with;
        }
    }
    let cmask = if u.ratio(3, 4)? {
        cmask_of(u, cfg, &info)?
    } else {
        None
    };
    let mut target = SizedTarget::of(t, &s);
    if u.ratio(1, 8)? {
        target.width = u.arbitrary()?;
        target.height = u.arbitrary()?;
    }
    Ok(Some(Color {
        target,
        cmask,
        dcc,
        level: None,
    }))
}

/// A depth target with (usually) an HTILE at its own address.
fn depth(u: &mut Unstructured<'_>, cfg: &Config) -> Result<Option<Depth>> {
    let format = *u.choose(&DEPTH_FORMATS)?;
    let bpp = match format {
        DataFormat::D16_UNORM => 16,
        _ => 32,
    };
    let (width, height) = (dim(u)?, dim(u)?);
    let tile = tile_index(u)?;
    let f = flags(u, SurfaceFlags::new().with_depth(true))?;
    let (ns, nf) = samples(u)?;
    let input = SurfaceInput::new(tile, bpp, width, height)
        .with_samples(ns, nf)
        .with_flags(f);
    let Ok(info) = surface_info(cfg, &input) else {
        return Ok(None);
    };
    let Ok(mut s) = DepthSurface::from_surface_info(format, width, height, &info, addr(u)?) else {
        return Ok(None);
    };
    if u.arbitrary()? {
        s = s.with_stencil(addr(u)?, tile_index(u)?);
    }
    let htile_address = addr(u)?;
    let tc = u.ratio(1, 3)?;
    let htile = if u.ratio(3, 4)? {
        s = s.with_htile(htile_address);
        let tile = MetaTile::Index(info.tile_index, info.macro_mode_index);
        let mut input =
            MetaInput::new(info.pitch_elems, info.height_elems, info.depth_slices, tile);
        input.tc_compatible = tc;
        match htile_info(cfg, &input) {
            Ok(mut h) => {
                if u.ratio(1, 4)? {
                    match u.int_in_range(0..=2)? {
                        0 => h.htile_bytes = bytes(u, h.htile_bytes)?,
                        1 => h.slice_size_bytes = bytes(u, h.slice_size_bytes)?,
                        _ => h.base_align_bytes = u.arbitrary()?,
                    }
                }
                Some(h)
            }
            Err(_) => None,
        }
    } else {
        None
    };
    let Ok(mut t) = DepthTarget::setup(cfg, &s) else {
        return Ok(None);
    };
    if tc {
        if let Ok(with) = t.with_tc_compatible_htile(cfg, &info) {
            t = with;
        }
    }
    t = t.with_depth_clear(match u.int_in_range(0..=3)? {
        0 => 0.0,
        1 => 1.0,
        _ => u.arbitrary()?,
    });
    t = t.with_stencil_clear(if u.arbitrary()? { 0 } else { u.arbitrary()? });
    if u.ratio(1, 6)? {
        t = t.with_view(u.int_in_range(0..=8)?, u.int_in_range(0..=8)?);
    }
    Ok(Some(Depth { target: t, htile }))
}

/// The frame's state: the default, or some registers changed to anything.
fn restore(u: &mut Unstructured<'_>) -> Result<RestoreState> {
    let mut r = RestoreState::DEFAULT;
    if u.ratio(1, 3)? {
        r.cb_color_control = CbColorControl::from_bits(u.arbitrary()?);
        r.primitive_type = PrimitiveType::from_bits(u.int_in_range(0..=63)?);
        r.db_render_control = DbRenderControl::from_bits(u.arbitrary()?);
        r.db_depth_control = DbDepthControl::from_bits(u.arbitrary()?);
        r.db_stencil_control = DbStencilControl::from_bits(u.arbitrary()?);
        r.cb_blend0_control = CbBlend0Control::from_bits(u.arbitrary()?);
        r.cb_target_mask = CbTargetMask::from_bits(u.arbitrary()?);
        r.cb_shader_mask = CbShaderMask::from_bits(u.arbitrary()?);
        r.db_render_override2 = DbRenderOverride2::from_bits(u.arbitrary()?);
        r.pa_cl_vport_zoffset = PaClVportZoffset::from_bits(u.arbitrary()?);
    }
    Ok(r)
}

fn keys<'a>(u: &mut Unstructured<'_>, c: &'a Color) -> Result<Option<DccKeys<'a>>> {
    Ok(match (&c.dcc, &c.level) {
        (_, Some((layout, keys_address, level))) => Some(DccKeys::Level {
            layout,
            keys_address: if u.ratio(1, 6)? {
                addr(u)?
            } else {
                *keys_address
            },
            level: if u.ratio(1, 6)? {
                u.arbitrary()?
            } else {
                *level
            },
        }),
        (Some(d), None) => Some(DccKeys::Surface(d)),
        (None, None) => None,
    })
}

/// Runs `call` on `cb` and checks the all-or-nothing contract; the
/// predicate toggle stays as it was.
fn checked<T>(
    cb: &mut CommandBuffer<'_>,
    call: impl FnOnce(&mut CommandBuffer<'_>) -> core::result::Result<T, gcn::blocks::Error>,
) -> Option<T> {
    let toggle = cb.predicate();
    checked_toggle(cb, toggle, call)
}

/// [`checked`] of a call that leaves the predicate toggle at `toggle` when
/// it succeeds (and as it was when it fails).
fn checked_toggle<T>(
    cb: &mut CommandBuffer<'_>,
    toggle: bool,
    call: impl FnOnce(&mut CommandBuffer<'_>) -> core::result::Result<T, gcn::blocks::Error>,
) -> Option<T> {
    let before = cb.as_slice().to_vec();
    let predicate = cb.predicate();
    let cap = cb.capacity();
    let r = call(cb);
    assert!(cb.len() <= cap);
    assert_eq!(cb.len() + cb.remaining(), cap);
    match r {
        Ok(v) => {
            assert_eq!(cb.predicate(), toggle);
            assert_eq!(cb.as_slice()[..before.len()], before[..]);
            for d in Decoder::new(&cb.as_slice()[before.len()..]) {
                if let Err(e) = d {
                    panic!("undecodable words after a pass: {e:?}");
                }
            }
            Some(v)
        }
        Err(e) => {
            let _ = e.to_string();
            assert_eq!(cb.predicate(), predicate);
            assert_eq!(cb.as_slice(), &before[..]);
            None
        }
    }
}

fn run(u: &mut Unstructured<'_>) -> Result<()> {
    let cfg = config(u)?;
    let gfx = *u.choose(&[None, Some(Gfx::Gfx6), Some(Gfx::Gfx7), Some(Gfx::Gfx8)])?;
    let cap = match u.int_in_range(0..=3)? {
        0 => u.int_in_range(0..=32)?,
        1 => u.int_in_range(32..=256)?,
        _ => 1024,
    };
    let mut words = vec![0u32; cap];
    let mut cb = match gfx {
        Some(g) => CommandBuffer::for_gfx(&mut words, g),
        None => CommandBuffer::new(&mut words),
    };
    // The clear shaders as code for the buffer's generation.
    let (mut vs_code, mut ps_code) = ([0u32; RECT_VS_DWORDS], [0u32; CLEAR_PS_MAX_DWORDS]);
    let export = *u.choose(&[ColorExport::Float32, ColorExport::Fp16])?;
    let (Ok(rect), Ok(ps)) = (
        rect_vs_for(cb.gfx(), &mut vs_code),
        clear_ps_for(cb.gfx(), 0, export, &mut ps_code),
    ) else {
        return Ok(());
    };
    let Ok(shaders) = ClearShaders::new(addr(u)?, &rect, addr(u)?, &ps, export) else {
        return Ok(());
    };

    let mut colors: Vec<Color> = Vec::new();
    for i in 0..u.int_in_range(1..=3)? {
        let slot = Slot::new(i).unwrap_or(Slot::S0);
        if let Some(c) = color(u, cfg, slot)? {
            colors.push(c);
        }
    }
    let depth = if u.arbitrary()? { depth(u, cfg)? } else { None };
    let mut cleared: Option<DccCleared> = None;

    while !u.is_empty() {
        let r = restore(u)?;
        let rebind: Vec<SizedTarget> = colors
            .iter()
            .take(u.int_in_range(0..=2)?)
            .map(|c| c.target)
            .collect();
        let pick = if colors.is_empty() {
            0
        } else {
            u.choose_index(colors.len())?
        };
        match u.int_in_range(0..=19)? {
            0 => {
                if let Some(c) = colors.get(pick) {
                    let cmask = match &c.cmask {
                        Some(m) => *m,
                        None => continue,
                    };
                    let a = addr(u)?;
                    let color = color_value(u)?;
                    checked(&mut cb, |cb| {
                        fast_color_clear(cb, &c.target, &cmask, a, color)
                    });
                }
            }
            1 => {
                if let Some(c) = colors.get_mut(pick) {
                    if let Some(m) = c.cmask {
                        let a = addr(u)?;
                        if let Some(t) =
                            checked(&mut cb, |cb| init_msaa_cmask(cb, &c.target, &m, a))
                        {
                            c.target = t;
                        }
                    }
                }
            }
            2 => {
                if let Some(d) = &depth {
                    if let Some(h) = &d.htile {
                        let a = if u.ratio(3, 4)? {
                            u64::from(d.target.htile_data_base().base_256b()) << 8
                        } else {
                            addr(u)?
                        };
                        let init = *u.choose(&[HtileInit::Fresh, HtileInit::Expanded])?;
                        if u.ratio(1, 3)? {
                            let slices =
                                HtileSlices::new(u.int_in_range(0..=8)?, u.int_in_range(0..=8)?);
                            checked(&mut cb, |cb| {
                                init_htile_slices(cb, &d.target, h, a, init, slices)
                            });
                        } else {
                            checked(&mut cb, |cb| init_htile(cb, &d.target, h, a, init));
                        }
                    }
                }
            }
            3 => {
                if let Some(c) = colors.get(pick) {
                    if let Some(d) = &c.dcc {
                        let a = addr(u)?;
                        let cmask = if u.arbitrary()? {
                            c.cmask.as_ref().map(|m| (m, a))
                        } else {
                            None
                        };
                        let color = color_value(u)?;
                        if let Some(x) =
                            checked(&mut cb, |cb| dcc_fast_clear(cb, &c.target, d, cmask, color))
                        {
                            cleared = Some(x);
                        }
                    }
                }
            }
            4 => {
                if let Some(c) = colors.get(pick) {
                    if let Some((layout, keys_address, level)) = &c.level {
                        let a = addr(u)?;
                        let cmask = if u.arbitrary()? {
                            c.cmask.as_ref().map(|m| (m, a))
                        } else {
                            None
                        };
                        let color = color_value(u)?;
                        let k = if u.ratio(1, 6)? {
                            addr(u)?
                        } else {
                            *keys_address
                        };
                        let l = if u.ratio(1, 6)? {
                            u.int_in_range(0..=16)?
                        } else {
                            *level
                        };
                        if let Some(x) = checked(&mut cb, |cb| {
                            dcc_fast_clear_level(cb, &c.target, layout, k, l, cmask, color)
                        }) {
                            cleared = Some(x);
                        }
                    }
                }
            }
            5 => {
                if let Some(x) = &cleared {
                    let reader = *u.choose(&[DccReader::Keys, DccReader::NoKeys])?;
                    checked(&mut cb, |cb| resolve_dcc_clear(cb, x, reader, &rebind, &r));
                }
            }
            6 => {
                checked(&mut cb, |cb| fast_clear_eliminate(cb, &r));
            }
            7 => {
                if let Some(c) = colors.get(pick) {
                    checked(&mut cb, |cb| fmask_decompress(cb, &c.target, &rebind, &r));
                }
            }
            8 => {
                if let Some(c) = colors.get(pick) {
                    checked(&mut cb, |cb| dcc_decompress(cb, &c.target, &rebind, &r));
                }
            }
            9 => {
                if colors.len() >= 2 {
                    let (s, d) = (&colors[pick], &colors[(pick + 1) % colors.len()]);
                    let dst = d.target.with_slot(Slot::S1);
                    let k = keys(u, d)?;
                    checked(&mut cb, |cb| {
                        msaa_resolve(cb, cfg, &s.target, &dst, k, &rebind, &r)
                    });
                }
            }
            10 => {
                let d = u.arbitrary()?;
                let s = if u.arbitrary()? {
                    Some(u.arbitrary()?)
                } else {
                    None
                };
                checked(&mut cb, |cb| depth_clear(cb, d, s, &r));
            }
            11 => {
                if let Some(d) = &depth {
                    let (z, s) = (u.arbitrary()?, u.arbitrary()?);
                    checked(&mut cb, |cb| fast_depth_clear(cb, &d.target, z, s, &r));
                }
            }
            12 => {
                checked(&mut cb, |cb| depth_decompress(cb, &r));
            }
            13 => {
                let color: [f32; 4] = u.arbitrary()?;
                checked(&mut cb, |cb| slow_color_clear(cb, &shaders, color, &r));
            }
            14 => {
                let Ok(mask) = ClearMask::new(u.arbitrary()?) else {
                    continue;
                };
                let mut slots: [Option<ColorClear<'_>>; 4] = [None, None, None, None];
                for (i, c) in colors.iter().enumerate() {
                    if u.arbitrary()? {
                        let a = addr(u)?;
                        slots[i] = Some(ColorClear {
                            target: &c.target,
                            cmask: if u.arbitrary()? {
                                c.cmask.as_ref().map(|m| (m, a))
                            } else {
                                None
                            },
                            dcc: keys(u, c)?,
                            color: color_value(u)?,
                        });
                    }
                }
                let d = depth
                    .as_ref()
                    .map(|d| &d.target)
                    .filter(|_| u.ratio(3, 4).unwrap_or(false));
                checked(&mut cb, |cb| clear(cb, mask, &slots, d, &shaders, &r));
            }
            15 => {
                let a = addr(u)?;
                let log2 = u.int_in_range(0..=5)?;
                checked(&mut cb, |cb| begin_occlusion_query(cb, a, log2));
            }
            16 => {
                let a = addr(u)?;
                checked(&mut cb, |cb| end_occlusion_query(cb, a));
            }
            17 => {
                let a = addr(u)?;
                let (visible, wait) = (u.arbitrary()?, u.arbitrary()?);
                if u.arbitrary()? {
                    checked_toggle(&mut cb, true, |cb| begin_predication(cb, a, visible, wait));
                } else {
                    checked_toggle(&mut cb, false, end_predication);
                }
            }
            18 => {
                let t = *u.choose(&[
                    Transition::ColorToTexture,
                    Transition::DepthToTexture,
                    Transition::UploadToTexture,
                    Transition::ColorToCpu,
                ])?;
                let a = addr(u)?;
                let small = u.int_in_range(0..=1 << 20)?;
                let n = bytes(u, small)?;
                checked(&mut cb, |cb| transition(cb, t, a, n));
            }
            _ => {
                if let Some(c) = colors.get(pick) {
                    checked(&mut cb, |cb| c.target.emit(cb));
                }
                if u.arbitrary()? {
                    let on = u.arbitrary()?;
                    cb.set_predicate(on);
                }
            }
        }
        if cb.remaining() < 16 {
            cb.reset();
        }
    }
    Ok(())
}

fuzz_target!(|data: &[u8]| {
    let mut u = Unstructured::new(data);
    let _ = run(&mut u);
});
