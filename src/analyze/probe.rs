//! The mutation probe: evidence from execution for lines that no stack frame names.
//!
//! For each candidate line (in the analyzer's order), small single-token mutants (relational and
//! arithmetic operator swaps, integer constants +1/-1, min/max, and/or, true/false) are applied
//! in an isolated copy of the workspace (never the user's working tree) and the reproduction
//! command is re-run. A line where a mutant makes the whole command pass is where a one-token
//! change fixes the bug: strong evidence that it is the root cause. Bounded by a run count and a
//! time budget.

use crate::process::{CommandSpec, ProcessRunner};
use crate::workspace::strip_strings_and_comments;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// One single-token change of a line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LineMutant {
    pub new_line: String,
    pub description: String,
}

/// What the probe found for one line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ProbeHit {
    pub file: String,
    pub line: u32,
    pub mutant: LineMutant,
}

/// Limits of one probe.
#[derive(Debug, Clone, Copy)]
pub struct ProbeBudget {
    pub max_runs: u32,
    pub max_time: Duration,
    pub per_run_timeout: Duration,
    /// Stop after this many lines have a fixing mutant.
    pub max_hits: usize,
}

impl Default for ProbeBudget {
    fn default() -> Self {
        ProbeBudget {
            max_runs: 40,
            max_time: Duration::from_secs(90),
            per_run_timeout: Duration::from_secs(60),
            max_hits: 2,
        }
    }
}

/// Single-token mutants of `line`, outside strings and comments.
pub fn mutants_of_line(line: &str) -> Vec<LineMutant> {
    let view = strip_strings_and_comments(line);
    // Byte offsets only line up when stripping kept the length (ASCII outside strings).
    let view = if view.len() <= line.len() && line.is_char_boundary(view.len()) {
        view
    } else {
        return Vec::new();
    };
    let b = view.as_bytes();
    let mut out: Vec<LineMutant> = Vec::new();
    let mut push = |start: usize, end: usize, rep: &str, desc: String| {
        let mut s = String::with_capacity(line.len() + 4);
        s.push_str(&line[..start]);
        s.push_str(rep);
        s.push_str(&line[end..]);
        if s != line && !out.iter().any(|m| m.new_line == s) {
            out.push(LineMutant {
                new_line: s,
                description: desc,
            });
        }
    };
    let at = |i: usize| b.get(i).copied().unwrap_or(b' ');
    let mut i = 0;
    while i < b.len() {
        let c = b[i];
        let n = at(i + 1);
        let prev = if i > 0 { b[i - 1] } else { b' ' };
        match (c, n) {
            (b'<', b'=') | (b'>', b'=') if prev != b'<' && prev != b'>' && prev != b'=' => {
                let op = &view[i..i + 2];
                let strict = &op[..1];
                push(i, i + 2, strict, format!("change `{op}` to `{strict}`"));
                i += 2;
                continue;
            }
            (b'=', b'=') | (b'!', b'=') => {
                let triple = at(i + 2) == b'=';
                let len = if triple { 3 } else { 2 };
                let op = &view[i..i + len];
                let rep = match (c, triple) {
                    (b'=', true) => "!==",
                    (b'=', false) => "!=",
                    (_, true) => "===",
                    _ => "==",
                };
                push(i, i + len, rep, format!("change `{op}` to `{rep}`"));
                i += len;
                continue;
            }
            (b'<', _) | (b'>', _) if prev == b' ' && n == b' ' => {
                let op = &view[i..i + 1];
                let rep = if c == b'<' { "<=" } else { ">=" };
                push(i, i + 1, rep, format!("change `{op}` to `{rep}`"));
                let flip = if c == b'<' { ">" } else { "<" };
                push(i, i + 1, flip, format!("change `{op}` to `{flip}`"));
            }
            (b'+', b' ') | (b'-', b' ') | (b'*', b' ') | (b'/', b' ') if prev == b' ' => {
                let op = &view[i..i + 1];
                let rep = match c {
                    b'+' => "-",
                    b'-' => "+",
                    b'*' => "/",
                    _ => "*",
                };
                push(i, i + 1, rep, format!("change `{op}` to `{rep}`"));
            }
            (b'&', b'&') | (b'|', b'|') => {
                let op = &view[i..i + 2];
                let rep = if c == b'&' { "||" } else { "&&" };
                push(i, i + 2, rep, format!("change `{op}` to `{rep}`"));
                i += 2;
                continue;
            }
            _ => {}
        }
        if c.is_ascii_digit() && !(prev.is_ascii_alphanumeric() || prev == b'_' || prev == b'.') {
            let mut j = i;
            while j < b.len() && b[j].is_ascii_digit() {
                j += 1;
            }
            let is_float = at(j) == b'.' && at(j + 1).is_ascii_digit();
            if !is_float && !(at(j).is_ascii_alphabetic() && at(j) != b'u' && at(j) != b'i') {
                if let Ok(v) = view[i..j].parse::<i64>() {
                    push(
                        i,
                        j,
                        &(v + 1).to_string(),
                        format!("change `{v}` to `{}`", v + 1),
                    );
                    if v > 0 {
                        push(
                            i,
                            j,
                            &(v - 1).to_string(),
                            format!("change `{v}` to `{}`", v - 1),
                        );
                    }
                }
            }
            i = j;
            continue;
        }
        if c.is_ascii_alphabetic() && !(prev.is_ascii_alphanumeric() || prev == b'_') {
            let mut j = i;
            while j < b.len() && (b[j].is_ascii_alphanumeric() || b[j] == b'_') {
                j += 1;
            }
            let word = &view[i..j];
            let rep = match word {
                "min" => Some("max"),
                "max" => Some("min"),
                "and" => Some("or"),
                "or" => Some("and"),
                "True" => Some("False"),
                "False" => Some("True"),
                "true" => Some("false"),
                "false" => Some("true"),
                _ => None,
            };
            if let Some(rep) = rep {
                push(i, j, rep, format!("change `{word}` to `{rep}`"));
            }
            i = j;
            continue;
        }
        i += 1;
    }
    out
}

/// Copies the workspace for mutation: everything but `.git`, the store and build outputs;
/// `node_modules` is linked, not copied.
fn isolated_copy(root: &Path) -> std::io::Result<tempfile::TempDir> {
    let dir = tempfile::Builder::new()
        .prefix("bugbash-probe-")
        .tempdir()?;
    for e in walkdir::WalkDir::new(root).into_iter().filter_entry(|e| {
        let n = e.file_name().to_string_lossy();
        e.depth() == 0
            || !matches!(
                n.as_ref(),
                ".git" | ".bugbash" | "target" | "node_modules" | "__pycache__"
            )
    }) {
        let e = e?;
        let rel = e.path().strip_prefix(root).map_err(std::io::Error::other)?;
        let dest = dir.path().join(rel);
        if e.file_type().is_dir() {
            std::fs::create_dir_all(&dest)?;
        } else if e.file_type().is_file() {
            std::fs::copy(e.path(), &dest)?;
        }
    }
    if root.join("node_modules").exists() {
        let _ =
            std::os::unix::fs::symlink(root.join("node_modules"), dir.path().join("node_modules"));
    }
    Ok(dir)
}

/// Runs the probe over `candidates` (file, line), in order. Returns the lines where a mutant
/// makes `command` pass, in candidate order.
pub fn probe(
    runner: &dyn ProcessRunner,
    root: &Path,
    command: &str,
    candidates: &[(String, u32)],
    budget: ProbeBudget,
) -> Vec<ProbeHit> {
    let start = Instant::now();
    let Ok(copy) = isolated_copy(root) else {
        return Vec::new();
    };
    // A target dir of the copy's own: cargo keys fresh builds on the absolute source paths in
    // its dep-info, so a target shared with another copy of the same package can run stale code.
    let target: PathBuf = copy.path().join("target");
    let mut runs = 0u32;
    let mut hits = Vec::new();
    'lines: for (file, line) in candidates {
        let path = copy.path().join(file);
        let Ok(original) = std::fs::read_to_string(&path) else {
            continue;
        };
        let lines: Vec<&str> = original.split_inclusive('\n').collect();
        let Some(text) = lines.get(line.saturating_sub(1) as usize) else {
            continue;
        };
        let (body, nl) = match text.strip_suffix('\n') {
            Some(b) => (b, "\n"),
            None => (*text, ""),
        };
        for m in mutants_of_line(body) {
            if runs >= budget.max_runs || start.elapsed() >= budget.max_time {
                break 'lines;
            }
            let mut mutated = String::with_capacity(original.len() + 8);
            for (i, l) in lines.iter().enumerate() {
                if i as u32 + 1 == *line {
                    mutated.push_str(&m.new_line);
                    mutated.push_str(nl);
                } else {
                    mutated.push_str(l);
                }
            }
            if std::fs::write(&path, &mutated).is_err() {
                continue 'lines;
            }
            let mut spec = CommandSpec::new(command, copy.path(), budget.per_run_timeout);
            spec.env
                .push(("CARGO_TARGET_DIR".into(), target.display().to_string()));
            spec.max_output_bytes = 64 * 1024;
            runs += 1;
            let passed = runner.run(&spec).map(|o| o.succeeded()).unwrap_or(false);
            let _ = std::fs::write(&path, &original);
            if passed {
                hits.push(ProbeHit {
                    file: file.clone(),
                    line: *line,
                    mutant: m,
                });
                if hits.len() >= budget.max_hits {
                    break 'lines;
                }
                continue 'lines;
            }
        }
    }
    tracing::info!(
        runs,
        hits = hits.len(),
        elapsed_ms = start.elapsed().as_millis() as u64,
        "mutation probe"
    );
    hits
}

#[cfg(test)]
mod tests {
    use super::*;

    fn descs(line: &str) -> Vec<String> {
        mutants_of_line(line)
            .into_iter()
            .map(|m| format!("{} => {}", m.description, m.new_line.trim()))
            .collect()
    }

    #[test]
    fn operators_outside_strings_only() {
        expect_test::expect![[r#"
            [
                "change `+` to `-` => Some((sorted[mid] - sorted[mid + 1]) / 2.0)",
                "change `+` to `-` => Some((sorted[mid] + sorted[mid - 1]) / 2.0)",
                "change `1` to `2` => Some((sorted[mid] + sorted[mid + 2]) / 2.0)",
                "change `1` to `0` => Some((sorted[mid] + sorted[mid + 0]) / 2.0)",
                "change `/` to `*` => Some((sorted[mid] + sorted[mid + 1]) * 2.0)",
            ]
        "#]]
        .assert_debug_eq(&descs(
            "        Some((sorted[mid] + sorted[mid + 1]) / 2.0)",
        ));
        assert!(descs(r#"print("a < b and 1 + 2")"#).is_empty());
        assert_eq!(descs("return Math.min(amount - coupon.value, 0);").len(), 3);
        assert!(descs("if x <= 3 and y:")
            .iter()
            .any(|d| d.contains("`<=` to `<`")));
        assert!(descs("fn f() -> Vec<u8> {").is_empty());
    }
}
