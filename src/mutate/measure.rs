//! Measurements of the operators on the bundled projects (`corpus/` and `examples/`): how many
//! mutants each line gets, and whether the human fix of each known bug is one of the mutants of
//! its line, and at which position of the order the mutation search tries them.
//!
//! Run it and read the table with
//! `cargo nextest run --lib -E 'test(mutate::measure)' --no-capture`
//! (or `cargo test --lib mutate::measure -- --nocapture`). The assertions are floors, so a change
//! that loses human fixes or floods lines with mutants fails here. This is a test, not the
//! module: it reads files; the operators themselves stay pure.

use super::lexer::Lang;
use super::operators::{apply, generate, search_order, Mutant, MutationBudget};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// The budget the mutation search asks for (see `analyze::mbfl::search`).
fn search_budget() -> MutationBudget {
    MutationBudget {
        max_per_line: 40,
        max_total: 100_000,
        ..MutationBudget::default()
    }
}

/// The mutants the search runs first on a line (`FIRST_PER_LINE` in `analyze::mbfl`).
const FIRST_PER_LINE: usize = 12;

/// One known bug: the file, its buggy lines, and the file's text before and after the fix.
struct Bug {
    case: String,
    file: String,
    lines: Vec<u32>,
    before: String,
    after: String,
}

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// `key = value` of a flat TOML line, value unquoted.
fn toml_value<'a>(text: &'a str, key: &str) -> Option<&'a str> {
    text.lines().find_map(|l| {
        let (k, v) = l.split_once('=')?;
        (k.trim() == key).then(|| v.trim().trim_matches('"'))
    })
}

fn numbers(list: &str) -> Vec<u32> {
    list.trim_matches(|c| c == '[' || c == ']')
        .split(',')
        .filter_map(|n| n.trim().parse().ok())
        .collect()
}

/// `before` with the hunks of `patch` that touch `file` applied, or `None` when a hunk does not
/// fit.
fn patched(before: &str, patch: &str, file: &str) -> Option<String> {
    let old: Vec<&str> = before.split_inclusive('\n').collect();
    let mut out = String::new();
    let mut pos = 0usize;
    let mut in_file = false;
    let mut lines = patch.lines().peekable();
    while let Some(l) = lines.next() {
        if let Some(p) = l.strip_prefix("+++ ") {
            in_file = p.strip_prefix("b/") == Some(file);
            continue;
        }
        if !in_file || !l.starts_with("@@") {
            continue;
        }
        let start: usize = l
            .split(' ')
            .nth(1)?
            .trim_start_matches('-')
            .split(',')
            .next()?
            .parse()
            .ok()?;
        let start = start.max(1) - 1;
        while pos < start {
            out.push_str(old.get(pos)?);
            pos += 1;
        }
        while let Some(h) = lines.next_if(|h| {
            h.starts_with(' ') || h.starts_with('-') || h.starts_with('+') || h.is_empty()
        }) {
            if h.starts_with("+++") || h.starts_with("---") {
                break;
            }
            match h.chars().next() {
                Some('+') => {
                    out.push_str(&h[1..]);
                    out.push('\n');
                }
                Some('-') => pos += 1,
                _ => {
                    out.push_str(old.get(pos)?);
                    pos += 1;
                }
            }
        }
    }
    out.extend(old.get(pos..)?.iter().copied());
    Some(out)
}

fn bugs() -> Vec<Bug> {
    let mut bugs = Vec::new();
    for (folder, manifest) in [
        ("corpus", "case.toml"),
        ("examples", "bugbash.example.toml"),
    ] {
        let Ok(dir) = std::fs::read_dir(root().join(folder)) else {
            continue;
        };
        let mut cases: Vec<PathBuf> = dir.flatten().map(|e| e.path()).collect();
        cases.sort();
        for case in cases {
            let (Ok(toml), Ok(patch)) = (
                std::fs::read_to_string(case.join(manifest)),
                std::fs::read_to_string(case.join("fix.patch")),
            ) else {
                continue;
            };
            let (file, lines) = match (toml_value(&toml, "file"), toml_value(&toml, "lines")) {
                (Some(f), Some(l)) => (f.to_string(), numbers(l)),
                _ => match (
                    toml_value(&toml, "buggy_file"),
                    toml_value(&toml, "buggy_line"),
                ) {
                    (Some(f), Some(l)) => (f.to_string(), numbers(l)),
                    _ => continue,
                },
            };
            let Ok(before) = std::fs::read_to_string(case.join(&file)) else {
                continue;
            };
            let Some(after) = patched(&before, &patch, &file) else {
                continue;
            };
            let name = case.file_name().unwrap().to_string_lossy().into_owned();
            bugs.push(Bug {
                case: format!("{folder}/{name}"),
                file,
                lines,
                before,
                after,
            });
        }
    }
    bugs
}

/// Every source file of the bundled projects that is not a test.
fn sources() -> Vec<(PathBuf, Lang)> {
    let mut out = Vec::new();
    for folder in ["corpus", "examples"] {
        for e in walkdir::WalkDir::new(root().join(folder))
            .sort_by_file_name()
            .into_iter()
            .filter_entry(|e| {
                let n = e.file_name().to_string_lossy();
                !matches!(n.as_ref(), "tests" | "test" | "target" | "node_modules")
            })
            .flatten()
        {
            let p = e.path();
            let name = p.file_name().unwrap().to_string_lossy();
            if name.starts_with("test") || name.contains("_test") {
                continue;
            }
            if let Some(lang) = Lang::from_path(p) {
                out.push((p.to_path_buf(), lang));
            }
        }
    }
    out
}

/// Where the human fix of `bug` is among the mutants of its lines: its position in the search
/// order of its line (0-based), or `None` when no single mutant is the fix.
fn fix_position(bug: &Bug, lang: Lang) -> Option<(usize, Mutant)> {
    let mutants = generate(&bug.before, lang, &bug.lines, &search_budget());
    let mut per_line: BTreeMap<u32, Vec<Mutant>> = BTreeMap::new();
    for m in mutants {
        per_line.entry(m.line).or_default().push(m);
    }
    per_line.into_values().find_map(|v| {
        search_order(v)
            .into_iter()
            .enumerate()
            .find(|(_, m)| apply(&bug.before, m) == bug.after)
    })
}

#[test]
fn mutate_measure_bundled_projects() {
    let sources = sources();
    assert!(sources.len() >= 40, "found {} source files", sources.len());
    let mut report = String::new();
    let mut per_lang: BTreeMap<&str, (usize, usize, usize, usize)> = BTreeMap::new();
    for (path, lang) in &sources {
        let text = std::fs::read_to_string(path).unwrap();
        let lines: Vec<u32> = (1..=text.lines().count() as u32).collect();
        let mutants = generate(&text, *lang, &lines, &search_budget());
        let mut counts: BTreeMap<u32, usize> = BTreeMap::new();
        for m in &mutants {
            *counts.entry(m.line).or_default() += 1;
        }
        let e = per_lang.entry(lang.name()).or_default();
        e.0 += mutants.len();
        e.1 += counts.len();
        e.2 = e.2.max(counts.values().copied().max().unwrap_or(0));
        e.3 += 1;
    }
    report.push_str("language    files  mutated lines  mutants  per mutated line  max on a line\n");
    let (mut all_m, mut all_l) = (0, 0);
    for (lang, (m, l, max, files)) in &per_lang {
        all_m += m;
        all_l += l;
        report.push_str(&format!(
            "{lang:<10} {files:>6} {l:>14} {m:>8} {:>17.1} {max:>14}\n",
            *m as f64 / *l as f64
        ));
    }
    report.push_str(&format!(
        "{:<10} {:>6} {all_l:>14} {all_m:>8} {:>17.1}\n\n",
        "all",
        sources.len(),
        all_m as f64 / all_l as f64
    ));

    let bugs = bugs();
    assert!(bugs.len() >= 40, "found {} bugs", bugs.len());
    let (mut found, mut first) = (0, 0);
    report.push_str("case                               human fix among the mutants of its line\n");
    for bug in &bugs {
        let lang = Lang::from_path(Path::new(&bug.file)).unwrap();
        let at = fix_position(bug, lang);
        if let Some((pos, _)) = &at {
            found += 1;
            if *pos < FIRST_PER_LINE {
                first += 1;
            }
        }
        report.push_str(&format!(
            "{:<34} {}\n",
            bug.case,
            match at {
                Some((pos, m)) => format!("#{} {} ({:?})", pos + 1, m.id, m.operator),
                None => "-".into(),
            }
        ));
    }
    report.push_str(&format!(
        "\nhuman fix is a mutant: {found} of {} bugs; among the first {FIRST_PER_LINE} of its line: {first}\n",
        bugs.len()
    ));
    println!("{report}");
    // Floors: raise them when the operators improve.
    assert!(found >= 29, "{report}");
    assert!(all_m as f64 / all_l as f64 <= 40.0, "{report}");
}
