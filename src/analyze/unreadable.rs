//! Sources the analysis cannot read as they are: not UTF-8, or lines ended by a lone CR.
//!
//! Every reader of the workspace (the failing path, definitions, mutants, plans) takes source
//! as UTF-8 text split on LF (CRLF kept). A file in another encoding is skipped by all of them
//! and a CR-only file is one long line, so without a word the analysis would silently rank
//! other lines. `on_failing_path` names the files the failing tests reach that are such, with
//! the reason, for the analysis to state (issue 10 item 13).

use crate::parse::ParsedOutput;
use std::path::Path;

/// At most this many source files are read to look for unreadable ones.
const MAX_FILES: usize = 20_000;

/// One source file the analysis cannot read, and why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Unreadable {
    /// Relative path with `/`.
    pub path: String,
    pub reason: String,
}

/// Why `bytes` cannot be analysed as source text, if they cannot.
pub fn reason(bytes: &[u8]) -> Option<String> {
    match std::str::from_utf8(bytes) {
        Err(e) => {
            let at = e.valid_up_to();
            let line = bytes[..at].iter().filter(|&&b| b == b'\n').count() + 1;
            Some(format!(
                "not UTF-8: byte 0x{:02X} on line {line}",
                bytes[at]
            ))
        }
        Ok(text) => {
            let lone_cr = text
                .as_bytes()
                .windows(2)
                .filter(|w| w[0] == b'\r' && w[1] != b'\n')
                .count()
                + usize::from(text.ends_with('\r'));
            let lf = text.matches('\n').count();
            (lone_cr > lf).then(|| "lines end with a lone CR, as on classic Mac OS".to_string())
        }
    }
}

/// The source files of `root` that the failing tests reach (a frame of the failure is in them,
/// or their module name is a word of a failing test's file or of the output) and that cannot
/// be read as UTF-8 text with LF or CRLF line endings.
pub fn on_failing_path(root: &Path, parsed: &ParsedOutput, output: &str) -> Vec<Unreadable> {
    let mut context = output.to_string();
    let mut frames = std::collections::BTreeSet::new();
    for f in parsed.failures.iter().flat_map(|f| f.frames.iter()) {
        if !f.in_workspace {
            continue;
        }
        frames.insert(f.file.clone());
        if crate::workspace::is_test_path(&f.file) {
            if let Ok(t) = std::fs::read(root.join(&f.file)) {
                context.push('\n');
                context.push_str(&String::from_utf8_lossy(&t));
            }
        }
    }
    let words: std::collections::HashSet<&str> = context
        .split(|c: char| !(c.is_alphanumeric() || c == '_'))
        .filter(|w| !w.is_empty())
        .collect();
    let mut out = Vec::new();
    for rel in crate::workspace::source_files(root)
        .into_iter()
        .take(MAX_FILES)
    {
        let stem = Path::new(&rel)
            .file_stem()
            .map(|s| s.to_string_lossy().to_string())
            .unwrap_or_default();
        if !frames.contains(&rel) && !words.contains(stem.as_str()) {
            continue;
        }
        let Ok(bytes) = std::fs::read(root.join(&rel)) else {
            continue;
        };
        if let Some(reason) = reason(&bytes) {
            out.push(Unreadable { path: rel, reason });
        }
    }
    out
}

/// The sentence the analysis adds for `files`.
pub fn sentence(files: &[Unreadable]) -> String {
    let list = files
        .iter()
        .map(|u| format!("{} ({})", u.path, u.reason))
        .collect::<Vec<_>>()
        .join(", ");
    format!(
        "Not analysed: {list}. bugbash reads sources as UTF-8 text with LF or CRLF line endings, so the lines of {} were not ranked, mutated or planned and the root cause may be there; convert {} (for example `iconv -f latin1 -t utf-8`, or `tr '\\r' '\\n'` for CR-only endings) and run analyze again.",
        if files.len() == 1 { "this file" } else { "these files" },
        if files.len() == 1 { "it" } else { "them" },
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reasons_name_the_byte_and_the_line_endings() {
        assert_eq!(reason(b"a = 1\nb = 2\r\n"), None);
        assert_eq!(
            reason(b"# prices\n# caf\xe9\n").as_deref(),
            Some("not UTF-8: byte 0xE9 on line 2")
        );
        assert_eq!(
            reason(b"def f():\r    return 1\r").as_deref(),
            Some("lines end with a lone CR, as on classic Mac OS")
        );
        // A stray CR inside an LF file is not a CR-only file.
        assert_eq!(reason(b"a = '\r'\nb = 2\nc = 3\n"), None);
    }
}
