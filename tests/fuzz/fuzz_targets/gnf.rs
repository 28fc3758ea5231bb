//! GNF files: any bytes parse or give a typed error; every texture of a
//! parsed file gives its T#, data (inside the file) and layout, or an error;
//! no two textures' data share bytes; a texture the checked accessor gives
//! holds at least its layout's bytes.
#![no_main]

use gcn::gnf::Gnf;
use gcn::tiling::config::Config;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(gnf) = Gnf::parse(data) else { return };
    let mut ranges = Vec::new();
    for i in 0..gnf.texture_count() {
        let Ok(tex) = gnf.texture(i) else { continue };
        assert!(tex.data().len() <= data.len());
        let start = tex.data().as_ptr() as usize - data.as_ptr() as usize;
        ranges.push((start, start + tex.data().len()));
        let _ = tex.t_sharp_at(0x10_0000);
        if let Ok(layout) = tex.layout(&Config::PS4) {
            let _ = layout.total_size_bytes;
        }
        if let Ok(checked) = gnf.texture_checked(i, &Config::PS4) {
            assert_eq!(checked, tex);
            let layout = tex.layout(&Config::PS4).unwrap();
            assert!(tex.data().len() as u64 >= layout.total_size_bytes);
        }
    }
    for (i, &(s1, e1)) in ranges.iter().enumerate() {
        for &(s2, e2) in &ranges[..i] {
            assert!(s1 == e1 || s2 == e2 || e1 <= s2 || e2 <= s1);
        }
    }
});
