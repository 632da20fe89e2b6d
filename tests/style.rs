//! Habits checked by reading the source tree: protocol types live only under `src/lsp/`, and
//! every source file opens with a `//!` header.

use std::path::Path;

fn rust_files(dir: &Path) -> Vec<std::path::PathBuf> {
    walkdir::WalkDir::new(dir)
        .into_iter()
        .filter_map(|e| e.ok())
        .filter(|e| e.path().extension().is_some_and(|x| x == "rs"))
        .map(|e| e.path().to_path_buf())
        .collect()
}

#[test]
fn protocol_types_only_under_src_lsp() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut leaks = Vec::new();
    for f in rust_files(&root.join("src")) {
        let rel = f
            .strip_prefix(root)
            .unwrap()
            .to_string_lossy()
            .replace('\\', "/");
        if rel.starts_with("src/lsp/") {
            continue;
        }
        let text = std::fs::read_to_string(&f).unwrap();
        if text.contains("lsp_types") || text.contains("tower_lsp") {
            leaks.push(rel);
        }
    }
    assert!(
        leaks.is_empty(),
        "protocol types outside src/lsp/: {leaks:?}"
    );
}

#[test]
fn every_source_file_has_a_header() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let missing: Vec<String> = rust_files(&root.join("src"))
        .into_iter()
        .filter(|f| {
            !std::fs::read_to_string(f)
                .unwrap()
                .trim_start()
                .starts_with("//!")
        })
        .map(|f| f.strip_prefix(root).unwrap().display().to_string())
        .collect();
    assert!(
        missing.is_empty(),
        "files without a //! header: {missing:?}"
    );
}
