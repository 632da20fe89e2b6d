//! The protocol stays inside `src/lsp/`: no other source file names `tower_lsp` or `lsp_types`.

use std::fs;
use std::path::{Path, PathBuf};

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

#[test]
fn protocol_types_are_only_used_under_src_lsp() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let src = root.join("src");
    let mut files = Vec::new();
    rust_files(&src, &mut files);
    assert!(files.len() > 5, "found the sources under {}", src.display());
    let mut leaks = Vec::new();
    for file in files {
        let relative = file.strip_prefix(root).unwrap();
        if relative.starts_with("src/lsp") {
            continue;
        }
        let text = fs::read_to_string(&file).unwrap();
        for (n, line) in text.lines().enumerate() {
            if line.contains("tower_lsp") || line.contains("lsp_types") {
                leaks.push(format!("{}:{}: {}", relative.display(), n + 1, line.trim()));
            }
        }
    }
    assert!(
        leaks.is_empty(),
        "protocol types outside src/lsp/ (convert in to_proto/from_proto instead):\n{}",
        leaks.join("\n")
    );
}
