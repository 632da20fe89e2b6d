//! The history of a line: `git blame --line-porcelain` of the root-cause line and the ranked
//! alternatives, run as an argv vector through the engine's [`ProcessRunner`] (never a shell).
//!
//! Honest about what git cannot say: outside a repository, for a file git does not track, and for
//! a line changed in the working tree since the last commit, the line's history says so instead
//! of naming a commit.

use super::LineHistory;
use crate::process::ProcessRunner;
use crate::vcs::Git;
use std::collections::BTreeMap;
use std::path::Path;
use std::time::Duration;

/// The all-zero commit id git blame gives lines not committed yet.
const UNCOMMITTED: &str = "0000000000000000000000000000000000000000";

/// One entry of `git blame --line-porcelain` output.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct BlameEntry {
    pub commit: String,
    pub final_line: u32,
    pub author: String,
    pub author_time: Option<i64>,
    pub summary: String,
    pub filename: String,
    pub boundary: bool,
}

/// Parses `git blame --line-porcelain` (or `--porcelain` of single lines): one entry per blamed
/// line, in order. Unknown header lines are ignored; a malformed header line starts nothing.
pub fn parse_porcelain(text: &str) -> Vec<BlameEntry> {
    let mut out = Vec::new();
    let mut cur: Option<BlameEntry> = None;
    for line in text.lines() {
        if let Some(_content) = line.strip_prefix('\t') {
            if let Some(e) = cur.take() {
                out.push(e);
            }
            continue;
        }
        if cur.is_none() {
            let mut words = line.split(' ');
            let sha = words.next().unwrap_or("");
            if sha.len() >= 40 && sha.bytes().all(|b| b.is_ascii_hexdigit()) {
                let _orig = words.next();
                let final_line = words.next().and_then(|w| w.parse().ok()).unwrap_or(0);
                cur = Some(BlameEntry {
                    commit: sha.to_string(),
                    final_line,
                    ..BlameEntry::default()
                });
            }
            continue;
        }
        let Some(e) = cur.as_mut() else { continue };
        let (key, value) = line.split_once(' ').unwrap_or((line, ""));
        match key {
            "author" => e.author = value.to_string(),
            "author-time" => e.author_time = value.trim().parse().ok(),
            "summary" => e.summary = value.to_string(),
            "filename" => e.filename = value.to_string(),
            "boundary" => e.boundary = true,
            _ => {}
        }
    }
    out
}

/// Blames `lines` (workspace-relative file, 1-based line), in order. Never fails: what cannot be
/// known is said in each line's `note`. `Err` only for the whole: not a git repository.
pub fn blame_lines(
    runner: &dyn ProcessRunner,
    root: &Path,
    lines: &[(String, u32)],
    timeout: Duration,
) -> Result<Vec<LineHistory>, String> {
    let mut git = Git::new(runner, root);
    git.timeout = timeout;
    if !git.is_repository() {
        return Err("not a git repository".into());
    }
    let mut by_file: BTreeMap<&str, Vec<u32>> = BTreeMap::new();
    for (f, l) in lines {
        by_file.entry(f.as_str()).or_default().push(*l);
    }
    let mut found: BTreeMap<(String, u32), LineHistory> = BTreeMap::new();
    for (file, nums) in by_file {
        let note_all = |note: &str, found: &mut BTreeMap<(String, u32), LineHistory>| {
            for &l in &nums {
                found.insert(
                    (file.to_string(), l),
                    LineHistory::note(file, l, note.to_string()),
                );
            }
        };
        let tracked = git
            .output(&["ls-files", "--error-unmatch", "--", file], timeout)
            .map(|o| o.succeeded());
        match tracked {
            Ok(true) => {}
            Ok(false) => {
                note_all("the file is not tracked by git", &mut found);
                continue;
            }
            Err(e) => {
                note_all(&format!("git failed: {e}"), &mut found);
                continue;
            }
        }
        let mut args: Vec<String> = vec!["blame".into(), "--line-porcelain".into()];
        for l in &nums {
            args.push("-L".into());
            args.push(format!("{l},{l}"));
        }
        args.push("--".into());
        args.push(file.to_string());
        let argv: Vec<&str> = args.iter().map(String::as_str).collect();
        let out = match git.output(&argv, timeout) {
            Ok(o) if o.succeeded() => o,
            Ok(o) => {
                let msg = o.stderr.lines().next().unwrap_or("").trim().to_string();
                let note = if msg.contains("no such path") {
                    "the file has no committed version yet".to_string()
                } else if msg.contains("has only") {
                    "the line is past the end of the committed file".to_string()
                } else {
                    format!("git blame failed: {msg}")
                };
                note_all(&note, &mut found);
                continue;
            }
            Err(e) => {
                note_all(&format!("git failed: {e}"), &mut found);
                continue;
            }
        };
        for e in parse_porcelain(&out.stdout) {
            found.insert((file.to_string(), e.final_line), to_history(file, e));
        }
    }
    Ok(lines
        .iter()
        .map(|(f, l)| {
            found.remove(&(f.clone(), *l)).unwrap_or_else(|| {
                LineHistory::note(f, *l, "git blame said nothing about this line".into())
            })
        })
        .collect())
}

fn to_history(file: &str, e: BlameEntry) -> LineHistory {
    if e.commit == UNCOMMITTED {
        return LineHistory::note(
            file,
            e.final_line,
            "changed in the working tree, not committed yet".into(),
        );
    }
    LineHistory {
        file: file.to_string(),
        line: e.final_line,
        commit: Some(e.commit),
        author: e.author,
        author_time: e.author_time,
        summary: e.summary,
        boundary: e.boundary,
        note: None,
    }
}

/// A commit's change to one file: `git show` of the commit, limited to the file.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct CommitDiff {
    /// Full commit id.
    pub commit: String,
    /// `Name <mail>`.
    pub author: String,
    /// Author date, ISO 8601 (`%aI`).
    pub date: String,
    pub subject: String,
    /// Workspace-relative file.
    pub path: String,
    /// The unified diff of `path` in the commit (three lines of context); empty when the commit
    /// did not change the file (a boundary commit shows the whole file as added).
    pub diff: String,
}

/// The separator between the header fields `git show --format` prints.
const FIELD: char = '\u{1f}';

/// `git show --format=... -U3 COMMIT -- FILE` through the runner (argv only, never a shell):
/// what `commit` did to `file`. `Err` says why in words: not a repository, an unknown commit.
pub fn show_commit(
    runner: &dyn ProcessRunner,
    root: &Path,
    commit: &str,
    file: &str,
    timeout: Duration,
) -> Result<CommitDiff, String> {
    if commit.len() < 4 || !commit.bytes().all(|b| b.is_ascii_hexdigit()) {
        return Err(format!("`{commit}` is not a commit id"));
    }
    let mut git = Git::new(runner, root);
    git.timeout = timeout;
    if !git.is_repository() {
        return Err("not a git repository".into());
    }
    let format = format!("--format=%H{FIELD}%an <%ae>{FIELD}%aI{FIELD}%s{FIELD}");
    // The commit id was checked to be hex above, so it cannot be read as an option.
    let argv = [
        "show",
        "--no-color",
        "--no-ext-diff",
        format.as_str(),
        "-U3",
        commit,
        "--",
        file,
    ];
    let out = git
        .output(&argv, timeout)
        .map_err(|e| format!("git failed: {e}"))?;
    if !out.succeeded() {
        let msg = out.stderr.lines().next().unwrap_or("").trim().to_string();
        return Err(format!("git show {commit} failed: {msg}"));
    }
    parse_show(&out.stdout, file).ok_or_else(|| format!("git show {commit} printed no header"))
}

/// Splits `git show --format=%H<US>%an <%ae><US>%aI<US>%s<US>` output into header and diff.
fn parse_show(text: &str, file: &str) -> Option<CommitDiff> {
    let mut parts = text.splitn(5, FIELD);
    let commit = parts.next()?.trim().to_string();
    let author = parts.next()?.to_string();
    let date = parts.next()?.to_string();
    let subject = parts.next()?.to_string();
    let diff = parts
        .next()
        .unwrap_or("")
        .trim_start_matches('\n')
        .to_string();
    Some(CommitDiff {
        commit,
        author,
        date,
        subject,
        path: file.to_string(),
        diff,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Captured from `git blame --line-porcelain -L 11,11 -L 5,5 -- pricing/discounts.py` in a
    /// scratch repository (git 2.47), then `-L 4,4` after an edit
    /// of line 4 in the working tree.
    const CAPTURED: &str = "\
21c6a07db1ea8865a0051656b2d7a7dada7d3958 5 5 1
author Bob Smith
author-mail <bob@example.invalid>
author-time 1795751121
author-tz +0000
committer Bob Smith
committer-mail <bob@example.invalid>
committer-time 1795751121
committer-tz +0000
summary Initial pricing
boundary
filename pricing/discounts.py
\t
717ce923d0e6835e37f0035f7b6f02b4814f525d 11 11 1
author Ann
author-mail <ann@example.invalid>
author-time 1795751121
author-tz +0000
committer Ann
committer-mail <ann@example.invalid>
committer-time 1795751121
committer-tz +0000
summary Refactor discount rounding
previous 21c6a07db1ea8865a0051656b2d7a7dada7d3958 pricing/discounts.py
filename pricing/discounts.py
\t    return round(amount * (1 + percent / 100), 2)
0000000000000000000000000000000000000000 4 4 1
author Not Committed Yet
author-mail <not.committed.yet>
author-time 1795751127
author-tz +0000
committer Not Committed Yet
committer-mail <not.committed.yet>
committer-time 1795751127
committer-tz +0000
summary Version of pricing/discounts.py from pricing/discounts.py
previous 717ce923d0e6835e37f0035f7b6f02b4814f525d pricing/discounts.py
filename pricing/discounts.py
\tBULK_TIERS = [(50, 0.15), (20, 0.10), (10, 0.05)]  # x
";

    #[test]
    fn parses_line_porcelain() {
        let e = parse_porcelain(CAPTURED);
        assert_eq!(e.len(), 3);
        // git prints the ranges in line order, whatever the order of the `-L` options.
        assert_eq!(e[0].author, "Bob Smith");
        assert_eq!(e[0].final_line, 5);
        assert!(e[0].boundary);
        assert_eq!(e[1].commit, "717ce923d0e6835e37f0035f7b6f02b4814f525d");
        assert_eq!(e[1].final_line, 11);
        assert_eq!(e[1].author, "Ann");
        assert_eq!(e[1].author_time, Some(1795751121));
        assert_eq!(e[1].summary, "Refactor discount rounding");
        assert_eq!(e[1].filename, "pricing/discounts.py");
        assert!(!e[1].boundary);
        let h = to_history("pricing/discounts.py", e[2].clone());
        assert!(h.commit.is_none());
        assert!(h.note.unwrap().contains("not committed"));
    }

    #[test]
    fn garbage_gives_nothing() {
        assert!(parse_porcelain("fatal: not a git repository\n\tfoo\n").is_empty());
        assert!(parse_porcelain("").is_empty());
    }
}
