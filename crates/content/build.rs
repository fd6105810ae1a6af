//! Lists the setups and lessons shipped in the game's `assets/` for
//! `src/lib.rs`, which builds them into the program: a new file in either
//! folder is shipped without a change to the code.

use std::fmt::Write as _;
use std::path::Path;

fn main() {
    let manifest = std::env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR");
    let out = std::env::var("OUT_DIR").expect("cargo sets OUT_DIR");
    let assets = Path::new(&manifest).join("../../assets");
    let mut code = String::new();
    for (constant, folder) in [("SETUPS", "setups"), ("LESSONS", "lessons")] {
        let dir = assets.join(folder);
        println!("cargo::rerun-if-changed={}", dir.display());
        let mut names: Vec<String> = std::fs::read_dir(&dir)
            .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
            .filter_map(|entry| entry.ok()?.file_name().into_string().ok())
            .filter(|name| name.ends_with(".ron"))
            .collect();
        names.sort();
        writeln!(code, "/// The `assets/{folder}` files, sorted by name.").unwrap();
        writeln!(code, "pub const {constant}: &[BuiltIn] = &[").unwrap();
        for name in names {
            let path = dir.join(&name);
            writeln!(code, "    BuiltIn {{ name: {name:?}, text: include_str!({:?}) }},", path.display()).unwrap();
        }
        writeln!(code, "];").unwrap();
    }
    std::fs::write(Path::new(&out).join("content.rs"), code).expect("write the list of built-in files");
}
