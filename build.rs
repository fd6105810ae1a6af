//! Lists the language catalogues shipped in `assets/locales` for
//! `src/locale`, which builds them into the program: a new catalogue, or a
//! new language's folder, is shipped without a change to the code.

use std::fmt::Write as _;
use std::path::Path;

fn main() {
    let manifest = std::env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR");
    let out = std::env::var("OUT_DIR").expect("cargo sets OUT_DIR");
    let mut code = String::new();
    list_locales(Path::new(&manifest).join("assets").join("locales").as_path(), &mut code);
    std::fs::write(Path::new(&out).join("locales.rs"), code).expect("write the list of catalogues");
}

/// `LOCALES`: each folder of `assets/locales` (a language's code) with its
/// `.ftl` files, both sorted by name.
fn list_locales(dir: &Path, code: &mut String) {
    println!("cargo::rerun-if-changed={}", dir.display());
    let sorted = |dir: &Path, wanted: &dyn Fn(&Path) -> bool| {
        let mut paths: Vec<_> = std::fs::read_dir(dir)
            .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
            .filter_map(|entry| Some(entry.ok()?.path()))
            .filter(|path| wanted(path))
            .collect();
        paths.sort();
        paths
    };
    writeln!(code, "/// The `assets/locales` catalogues: each language's code and its files.").unwrap();
    writeln!(code, "pub const LOCALES: &[(&str, &[content::BuiltIn])] = &[").unwrap();
    for language in sorted(dir, &|path| path.is_dir()) {
        println!("cargo::rerun-if-changed={}", language.display());
        let name = language.file_name().and_then(|n| n.to_str()).expect("a language folder's name is text");
        writeln!(code, "    ({name:?}, &[").unwrap();
        for file in sorted(&language, &|path| path.extension().is_some_and(|e| e == "ftl")) {
            let file_name = file.file_name().and_then(|n| n.to_str()).expect("a catalogue's name is text");
            writeln!(
                code,
                "        content::BuiltIn {{ name: {file_name:?}, text: include_str!({:?}) }},",
                file.display()
            )
            .unwrap();
        }
        writeln!(code, "    ]),").unwrap();
    }
    writeln!(code, "];").unwrap();
}
