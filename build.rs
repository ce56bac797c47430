//! Embeds every catalogue file of every language folder under `locales/`
//! (docs/design.md, "Text is data"): a new file or language is picked up
//! by itself, with no list to keep in step. Writes `catalogues.rs` into
//! `OUT_DIR`, one `include_str!` per file, so rustc tracks each file.

use std::fmt::Write as _;
use std::path::Path;
use std::{env, fs};

fn main() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("locales");
    println!("cargo:rerun-if-changed={}", root.display());
    let mut languages: Vec<_> = fs::read_dir(&root)
        .expect("locales/ is readable")
        .map(|e| e.expect("a locales/ entry").path())
        .filter(|p| p.is_dir())
        .collect();
    languages.sort();
    let mut out = String::from(
        "/// Every language folder of `locales/` and its `.ftl` files, by name.\n\
         pub(super) const CATALOGUE_FILES: &[(&str, &[(&str, &str)])] = &[\n",
    );
    for dir in languages {
        let name = dir
            .file_name()
            .unwrap()
            .to_str()
            .expect("a UTF-8 folder name");
        let mut files: Vec<_> = fs::read_dir(&dir)
            .expect("a language folder is readable")
            .map(|e| e.expect("a language folder entry").path())
            .filter(|p| p.extension().is_some_and(|x| x == "ftl"))
            .collect();
        files.sort();
        writeln!(out, "    ({name:?}, &[").unwrap();
        for file in files {
            let file_name = file
                .file_name()
                .unwrap()
                .to_str()
                .expect("a UTF-8 file name");
            writeln!(
                out,
                "        ({file_name:?}, include_str!({:?})),",
                file.display().to_string()
            )
            .unwrap();
        }
        out.push_str("    ]),\n");
    }
    out.push_str("];\n");
    let target = Path::new(&env::var("OUT_DIR").expect("cargo sets OUT_DIR")).join("catalogues.rs");
    fs::write(target, out).expect("OUT_DIR is writable");
}
