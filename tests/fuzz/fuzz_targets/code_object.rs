//! Code objects: any bytes either parse as an AMD GPU ELF or give a typed
//! error; a parsed object answers every accessor, copies its code (only
//! when it has no relocations, and with the scratch relocations applied:
//! all of it or nothing), decodes it and fills each stage block without
//! panic. Its target is the
//! ELF header's `e_flags` (bytes 48..52 of an `Elf64_Ehdr`), and its
//! relocations name symbols without their terminating NUL.
#![no_main]

use gcn::blocks::shader::{CsShader, PsShader, ShaderProgram, Stage, VsShader};
use gcn::regs::Gfx;
use gcn::shader::code_object::{CodeObject, SCRATCH_RSRC_SYMBOLS};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(obj) = CodeObject::parse(data) else {
        return;
    };
    let _ = obj.stage();
    // ELF-64 object file format: e_flags is the word at byte 48 of the header.
    let e_flags = u32::from_le_bytes(data[48..52].try_into().unwrap());
    assert_eq!(obj.elf_flags(), e_flags);
    assert_eq!(u32::from(obj.mach()), e_flags & 0xFF);
    match obj.gfx() {
        Some(Gfx::Gfx6) => assert!(matches!(obj.mach(), 0x20 | 0x21 | 0x3A)),
        Some(Gfx::Gfx7) => assert!(matches!(obj.mach(), 0x22..=0x26 | 0x3B)),
        Some(Gfx::Gfx8) => assert!(matches!(obj.mach(), 0x28..=0x2B | 0x3C)),
        None => {}
    }
    let _ = (
        obj.spilled_sgprs(),
        obj.spilled_vgprs(),
        obj.spi_tmpring_size(),
    );
    for (address, value) in obj.config() {
        assert_eq!(obj.value(address).is_some(), true);
        let _ = value;
    }
    let mut uses_scratch = false;
    for relocation in obj.relocations() {
        assert!(!relocation.symbol.contains(&0));
        uses_scratch |= SCRATCH_RSRC_SYMBOLS
            .iter()
            .any(|s| s.as_bytes() == relocation.symbol);
    }
    assert_eq!(obj.uses_scratch_relocations(), uses_scratch);
    // The code as stored.
    let code: Vec<u32> = obj
        .code()
        .chunks_exact(4)
        .map(|c| u32::from_le_bytes(c.try_into().unwrap()))
        .collect();
    assert_eq!(code.len(), obj.code_dwords());
    let mut copied = vec![0xA5A5_A5A5u32; obj.code_dwords()];
    match obj.copy_code(&mut copied) {
        Ok(n) => {
            assert_eq!(n, code.len());
            assert_eq!(copied, code);
            assert_eq!(obj.relocations().count(), 0);
        }
        // Code with relocations is never copied unpatched.
        Err(_) => {
            assert!(obj.relocations().count() > 0);
            assert!(copied.iter().all(|&d| d == 0xA5A5_A5A5));
        }
    }
    for item in gcn::isa::instructions(&code) {
        if let Ok((_, inst)) = item {
            let _ = inst.to_string();
        }
    }
    // The scratch address from the input's last bytes, up to and past the
    // 48 bits a V# holds.
    let scratch = data
        .iter()
        .rev()
        .take(7)
        .fold(0u64, |a, &b| a << 8 | u64::from(b));
    let mut patched = vec![0xA5A5_A5A5u32; obj.code_dwords()];
    match obj.copy_code_with_scratch(&mut patched, scratch) {
        Ok(n) => {
            assert_eq!(n, code.len());
            // Only relocated dwords differ from the stored code.
            let places: Vec<u64> = obj.relocations().map(|r| r.offset).collect();
            for (i, (p, c)) in patched.iter().zip(&code).enumerate() {
                assert!(p == c || places.contains(&(i as u64 * 4)));
            }
        }
        Err(_) => assert!(patched.iter().all(|&d| d == 0xA5A5_A5A5)),
    }
    let vs = obj.vs_shader(&VsShader::new());
    let ps = obj.ps_shader(&PsShader::new());
    for built in [vs.is_ok(), ps.is_ok()] {
        // A graphics block would run code whose descriptor no one patched.
        assert!(!(built && uses_scratch));
    }
    let mut out = vec![0xA5A5_A5A5u32; obj.code_dwords()];
    if obj
        .vs_shader_with_scratch(&VsShader::new(), &mut out, scratch)
        .is_err()
    {
        assert!(out.iter().all(|&d| d == 0xA5A5_A5A5));
    }
    let mut out = vec![0xA5A5_A5A5u32; obj.code_dwords()];
    if obj
        .ps_shader_with_scratch(&PsShader::new(), &mut out, scratch)
        .is_err()
    {
        assert!(out.iter().all(|&d| d == 0xA5A5_A5A5));
    }
    // The other graphics stages' programs, plain and with scratch.
    for stage in [Stage::Es, Stage::Gs, Stage::Hs, Stage::Ls] {
        let template = ShaderProgram::new(stage);
        let plain = match stage {
            Stage::Es => obj.es_shader(&template),
            Stage::Gs => obj.gs_shader(&template),
            Stage::Hs => obj.hs_shader(&template),
            _ => obj.ls_shader(&template),
        };
        assert!(!(plain.is_ok() && uses_scratch));
        let mut out = vec![0xA5A5_A5A5u32; obj.code_dwords()];
        let with = match stage {
            Stage::Es => obj.es_shader_with_scratch(&template, &mut out, scratch),
            Stage::Gs => obj.gs_shader_with_scratch(&template, &mut out, scratch),
            Stage::Hs => obj.hs_shader_with_scratch(&template, &mut out, scratch),
            _ => obj.ls_shader_with_scratch(&template, &mut out, scratch),
        };
        if with.is_err() {
            assert!(out.iter().all(|&d| d == 0xA5A5_A5A5));
        }
    }
    let cs = obj.cs_shader(&CsShader::new());
    let mut out = vec![0xA5A5_A5A5u32; obj.code_dwords()];
    match obj.cs_shader_with_scratch(
        &CsShader::new(),
        &mut out,
        scratch,
        u32::from(data.first().copied().unwrap_or(0)) << 5,
    ) {
        // Where `cs_shader` builds a block, this one differs in WAVES only.
        Ok(with) => {
            if let Ok(cs) = &cs {
                assert_eq!(with.rsrc2(), cs.rsrc2());
                assert_eq!(with.tmpring_size().wavesize(), cs.tmpring_size().wavesize());
            }
        }
        Err(_) => assert!(out.iter().all(|&d| d == 0xA5A5_A5A5)),
    }
    if cs.is_ok() {
        // A compute block turns scratch on for code whose descriptor no one
        // patched; such an object is refused.
        assert!(!uses_scratch);
    }
});
