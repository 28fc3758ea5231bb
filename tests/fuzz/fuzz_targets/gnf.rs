//! GNF files: any bytes parse or give a typed error; every texture of a
//! parsed file gives its T#, data (inside the file) and layout, or an error.
#![no_main]

use gcn::gnf::Gnf;
use gcn::tiling::config::Config;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(gnf) = Gnf::parse(data) else { return };
    for i in 0..gnf.texture_count() {
        let Ok(tex) = gnf.texture(i) else { continue };
        assert!(tex.data().len() <= data.len());
        let _ = tex.t_sharp_at(0x10_0000);
        if let Ok(layout) = tex.layout(&Config::PS4) {
            let _ = layout.total_size_bytes;
        }
    }
});
