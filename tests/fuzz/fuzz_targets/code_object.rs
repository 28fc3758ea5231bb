//! Code objects: any bytes either parse as an AMD GPU ELF or give a typed
//! error; a parsed object answers every accessor, copies its code, decodes
//! it and fills each stage block without panic.
#![no_main]

use gcn::blocks::shader::{CsShader, PsShader, VsShader};
use gcn::shader::code_object::CodeObject;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(obj) = CodeObject::parse(data) else {
        return;
    };
    let _ = obj.stage();
    let _ = (
        obj.spilled_sgprs(),
        obj.spilled_vgprs(),
        obj.spi_tmpring_size(),
    );
    for (address, value) in obj.config() {
        assert_eq!(obj.value(address).is_some(), true);
        let _ = value;
    }
    for relocation in obj.relocations() {
        let _ = relocation;
    }
    let _ = obj.uses_scratch_relocations();
    let mut code = vec![0u32; obj.code_dwords()];
    assert_eq!(obj.copy_code(&mut code), Ok(code.len()));
    for item in gcn::isa::instructions(&code) {
        if let Ok((_, inst)) = item {
            let _ = inst.to_string();
        }
    }
    let _ = obj.vs_shader(&VsShader::new());
    let _ = obj.ps_shader(&PsShader::new());
    let _ = obj.cs_shader(&CsShader::new());
});
