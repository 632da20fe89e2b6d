//! Per-test line coverage for Rust without llvm tools: line probes inserted into a copy.
//!
//! rustc's own coverage (`-C instrument-coverage`) needs `llvm-profdata`/`llvm-cov` of the same
//! LLVM version as rustc, which rustup's `llvm-tools` component provides and Debian's LLVM does
//! not match. Instead, in the isolated copy only, every statement that starts a line in the
//! functions on the failing path gets a probe prefixed to it on the same line (line numbers do
//! not move): `let _ = { ... };`, which, once per thread, appends the current thread's name and
//! the line to the file `BUGBASH_PROBE_OUT` names. libtest runs each test on a thread named after
//! the test, so a test's lines are the lines its thread reached. When probes fire on a thread
//! named after no test (a test that runs the code on a thread it spawns, as a timeout guard
//! does; a test libtest ran on the main thread because it could not start one), some test's
//! lines would be missing: then each test runs alone (at most `MAX_ONE_BY_ONE`, with the
//! runner's `--exact` filter) and every hit of its run is its own. A line without a probe goes
//! with the nearest probe above it at the same or a smaller indentation (a continuation with its
//! statement, `} else {` with its `if`).
//!
//! A line starts a statement when the line before it (blank lines and comments skipped) ends a
//! statement or opens a block (`;`, `}`, or `{` after `fn`, `if`, `else`, `for`, `while`, `loop`,
//! a closure or a match arm's `=>`), and it is not a match arm, a continuation (`.`, `?`, an
//! operator, a closing bracket), an `else` or an attribute. `const fn`s are left alone (a probe
//! cannot run in one): a test reaches a `const fn`'s lines when it executes a line that calls it
//! by name, or reaches another `const fn` that does. When the instrumented copy does not build,
//! the analysis says so and falls back to the failing path.

use super::coverage::{Coverage, Request};
use crate::process::CommandSpec;
use std::collections::{BTreeMap, BTreeSet};

/// The probe for `file:line` (one line of Rust, no newline).
fn probe(file: &str, line: u32) -> String {
    format!(
        "let _ = {{ ::std::thread_local!(static BUGBASH_HIT: ::std::cell::Cell<bool> = const {{ ::std::cell::Cell::new(false) }}); \
         if !BUGBASH_HIT.with(|h| h.replace(true)) {{ if let Some(p) = ::std::env::var_os(\"BUGBASH_PROBE_OUT\") {{ \
         use ::std::io::Write as _; if let Ok(mut f) = ::std::fs::OpenOptions::new().create(true).append(true).open(p) {{ \
         let _ = writeln!(f, \"{{}}\\t{{}}\\t{{}}\", ::std::thread::current().name().unwrap_or(\"\"), {file:?}, {line}); }} }} }} }}; "
    )
}

/// The code of a line without its comment and string contents, trimmed.
fn code(line: &str) -> String {
    crate::workspace::strip_strings_and_comments(line)
        .trim()
        .to_string()
}

/// Whether the line after `prev` (code only) can start with a statement.
fn opens_statement(prev: &str) -> bool {
    if prev.ends_with(';') {
        return true;
    }
    if prev.ends_with('}') {
        // The end of a block; not `}` of a struct literal that a method call continues.
        return true;
    }
    if !prev.ends_with('{') {
        return false;
    }
    let words = |w: &str| {
        prev.split(|c: char| !(c.is_alphanumeric() || c == '_'))
            .any(|x| x == w)
    };
    if words("match")
        || prev.starts_with("impl")
        || prev.starts_with("struct")
        || prev.starts_with("enum")
        || prev.starts_with("mod")
        || prev.starts_with("trait")
    {
        return false;
    }
    prev == "{"
        || prev.starts_with(')') // the end of a multi-line signature
        || words("fn")
        || words("if")
        || words("else")
        || words("for")
        || words("while")
        || words("loop")
        || words("unsafe")
        || prev.ends_with("=> {")
        || prev.contains('|') // a closure's block
}

/// Whether `line` (code only) can be a statement's first line.
fn starts_statement(line: &str) -> bool {
    if line.is_empty() || line.contains("=>") {
        return false;
    }
    let bad_start = [
        "}", ")", "]", ".", "?", "else", "#", "+", "-", "*", "/", "%", "&&", "||", "|", "&", "=",
        ",", "<", ">", "as ", "where", "{",
    ];
    !bad_start.iter().any(|b| line.starts_with(b))
}

/// The lines of `text` in `start..=end` (a function) that get a probe.
fn probe_lines(lines: &[&str], start: u32, end: u32) -> Vec<u32> {
    let sig = lines
        .get(start as usize - 1)
        .map(|l| code(l))
        .unwrap_or_default();
    if sig.contains("const fn") {
        return Vec::new();
    }
    let mut out = Vec::new();
    let mut prev = String::new();
    for n in start..=end {
        let Some(raw) = lines.get(n as usize - 1) else {
            break;
        };
        let c = code(raw);
        if c.is_empty() {
            continue;
        }
        if n > start && opens_statement(&prev) && starts_statement(&c) {
            out.push(n);
        }
        prev = c;
    }
    out
}

/// `text` with a probe prefixed to each of `lines`.
fn instrument(text: &str, file: &str, lines: &BTreeSet<u32>) -> String {
    let mut out = String::with_capacity(text.len() * 2);
    for (i, l) in text.split_inclusive('\n').enumerate() {
        let n = i as u32 + 1;
        if lines.contains(&n) {
            let indent = l.len() - l.trim_start().len();
            out.push_str(&l[..indent]);
            out.push_str(&probe(file, n));
            out.push_str(&l[indent..]);
        } else {
            out.push_str(l);
        }
    }
    out
}

/// Runs the cargo command with probes in the functions on the failing path (see the module
/// documentation), restoring the copy's files afterwards.
pub fn collect(req: &Request<'_>) -> Result<Coverage, String> {
    let mut by_file: BTreeMap<&str, Vec<(u32, u32)>> = BTreeMap::new();
    for f in req.functions.iter().filter(|f| f.file.ends_with(".rs")) {
        by_file
            .entry(f.file.as_str())
            .or_default()
            .push((f.start, f.end));
    }
    if by_file.is_empty() {
        return Err("no Rust function on the failing path to put line probes in".into());
    }
    // file -> (original text, probe line -> the lines it covers)
    let mut originals: Vec<(std::path::PathBuf, String)> = Vec::new();
    let mut covers: BTreeMap<(String, u32), Vec<u32>> = BTreeMap::new();
    // The `const fn`s on the failing path (no probe can run in one) and every probed file's
    // lines, to give each `const fn`'s lines to the tests that reach a call of it.
    let mut const_fns: Vec<ConstFn> = Vec::new();
    let mut texts: BTreeMap<String, Vec<String>> = BTreeMap::new();
    let restore = |originals: &[(std::path::PathBuf, String)]| {
        for (p, t) in originals {
            let _ = std::fs::write(p, t);
        }
    };
    for (file, functions) in &by_file {
        let path = req.dir.join(file);
        let Ok(text) = std::fs::read_to_string(&path) else {
            continue;
        };
        let lines: Vec<&str> = text.lines().collect();
        texts.insert(
            file.to_string(),
            lines.iter().map(|l| code(l).to_string()).collect(),
        );
        let mut probes: BTreeSet<u32> = BTreeSet::new();
        for &(start, end) in functions {
            if let Some(name) = const_fn_name(lines.get(start as usize - 1).copied().unwrap_or(""))
            {
                const_fns.push(ConstFn {
                    file: file.to_string(),
                    name,
                    lines: (start..=end).collect(),
                });
            }
            let ps = probe_lines(&lines, start, end);
            let Some(&first) = ps.first() else {
                continue;
            };
            for &p in &ps {
                covers.insert((file.to_string(), p), vec![p]);
                probes.insert(p);
            }
            // The signature with the first statement.
            if let Some(v) = covers.get_mut(&(file.to_string(), first)) {
                v.extend(start..first);
            }
            // Every other line goes with the nearest probe above it at the same or a smaller
            // indentation: a continuation with its statement, `} else {` with its `if`.
            let indent = |n: u32| {
                lines
                    .get(n as usize - 1)
                    .map_or(0, |l| l.len() - l.trim_start().len())
            };
            for n in first..=end {
                if ps.contains(&n) {
                    continue;
                }
                let owner = ps
                    .iter()
                    .rev()
                    .find(|&&p| p < n && indent(p) <= indent(n))
                    .or_else(|| ps.iter().rev().find(|&&p| p < n));
                if let Some(&p) = owner {
                    if let Some(v) = covers.get_mut(&(file.to_string(), p)) {
                        v.push(n);
                    }
                }
            }
        }
        if probes.is_empty() {
            continue;
        }
        let new = instrument(&text, file, &probes);
        if std::fs::write(&path, new).is_err() {
            restore(&originals);
            return Err(format!("cannot write the probes into {file}"));
        }
        originals.push((path, text));
    }
    if originals.is_empty() {
        return Err("no statement on the failing path could take a line probe".into());
    }
    let result = run_probed(req, &covers);
    restore(&originals);
    result.map(|mut cov| {
        reach_const_fns(&mut cov, &const_fns, &texts);
        cov
    })
}

/// A `const fn` on the failing path: its file, name and lines.
struct ConstFn {
    file: String,
    name: String,
    lines: Vec<u32>,
}

/// The name of the function a `const fn` signature line declares (`pub(crate) const fn
/// is_leap_year(year: i32) -> bool {`).
fn const_fn_name(signature: &str) -> Option<String> {
    let rest = &signature[signature.find("const fn ")? + "const fn ".len()..];
    let name: String = rest
        .chars()
        .take_while(|c| c.is_alphanumeric() || *c == '_')
        .collect();
    (!name.is_empty()).then_some(name)
}

/// Gives each test the lines of the `const fn`s it reaches: those called (by name) on a line
/// it executed, then those they call, and so on. No probe runs inside a `const fn` (it cannot
/// touch a thread local), and without this their lines would never be candidates.
fn reach_const_fns(
    cov: &mut Coverage,
    const_fns: &[ConstFn],
    texts: &BTreeMap<String, Vec<String>>,
) {
    if const_fns.is_empty() {
        return;
    }
    let calls = |file: &str, line: u32, name: &str| {
        texts
            .get(file)
            .and_then(|t| t.get(line as usize - 1))
            .is_some_and(|t| crate::workspace::calls_on_line(t).iter().any(|n| n == name))
    };
    for (_, lines) in cov.tests.values_mut() {
        let mut reached: BTreeSet<usize> = BTreeSet::new();
        loop {
            let new: Vec<usize> = const_fns
                .iter()
                .enumerate()
                .filter(|(i, c)| {
                    !reached.contains(i) && lines.iter().any(|(f, l)| calls(f, *l, &c.name))
                })
                .map(|(i, _)| i)
                .collect();
            if new.is_empty() {
                break;
            }
            for i in new {
                reached.insert(i);
                let c = &const_fns[i];
                // The signature line calls nothing; the body's lines are what ran.
                lines.extend(c.lines.iter().skip(1).map(|&l| (c.file.clone(), l)));
            }
        }
    }
}

/// At most this many tests are run one by one when the probes' thread names do not say which
/// test reached a line.
const MAX_ONE_BY_ONE: usize = 60;

/// One run of `command` in the instrumented copy: its outcomes and the probes' hits
/// (`thread\tfile\tline` per line).
fn run_once(
    req: &Request<'_>,
    command: &str,
) -> Result<(BTreeMap<String, super::lab::TestResult>, String), String> {
    let out_dir = tempfile::tempdir().map_err(|e| e.to_string())?;
    let hits = out_dir.path().join("hits.tsv");
    let mut spec = CommandSpec::new(command, req.dir, req.timeout);
    spec.env = req.env.to_vec();
    spec.env
        .push(("BUGBASH_PROBE_OUT".into(), hits.display().to_string()));
    spec.max_output_bytes = 256 * 1024;
    let out = req.runner.run(&spec).map_err(|e| e.to_string())?;
    if out.timed_out {
        return Err("the run with line probes timed out".to_string());
    }
    let outcomes = super::lab::outcomes(&out, req.dir);
    if outcomes.is_empty() {
        let error = out
            .combined()
            .lines()
            .find(|l| l.starts_with("error"))
            .unwrap_or("no test ran")
            .to_string();
        return Err(format!(
            "the copy with line probes did not build or ran no test ({error})"
        ));
    }
    let text = std::fs::read_to_string(&hits).unwrap_or_default();
    Ok((outcomes, text))
}

/// The hits of a run, per thread name: the lines each probe covers.
fn lines_per_thread(
    text: &str,
    covers: &BTreeMap<(String, u32), Vec<u32>>,
) -> BTreeMap<String, BTreeSet<(String, u32)>> {
    let mut per_thread: BTreeMap<String, BTreeSet<(String, u32)>> = BTreeMap::new();
    for l in text.lines() {
        let mut parts = l.splitn(3, '\t');
        let (Some(thread), Some(file), Some(line)) = (parts.next(), parts.next(), parts.next())
        else {
            continue;
        };
        let Ok(line) = line.parse::<u32>() else {
            continue;
        };
        let file = file.to_string();
        if let Some(lines) = covers.get(&(file.clone(), line)) {
            per_thread
                .entry(thread.to_string())
                .or_default()
                .extend(lines.iter().map(|&n| (file.clone(), n)));
        }
    }
    per_thread
}

/// Runs the instrumented copy and attributes the hits to tests: by the name of the thread
/// that reached each probe (libtest names each test's thread after the test) or, when no
/// thread carries a test's name (libtest runs a test on its own thread only when it can start
/// one; a harness may not name them), by running each test alone.
fn run_probed(
    req: &Request<'_>,
    covers: &BTreeMap<(String, u32), Vec<u32>>,
) -> Result<Coverage, String> {
    let (outcomes, text) = run_once(req, req.command)?;
    if text.trim().is_empty() {
        return Err(format!(
            "the line probes recorded nothing: {} ran and none reached a probed line",
            super::plural(outcomes.len(), "test", "tests")
        ));
    }
    let per_thread = lines_per_thread(&text, covers);
    let mut cov = Coverage {
        tool: "per-test line probes inserted into the Rust functions on the failing path (each test's thread records the lines it reaches; no llvm tools needed)".into(),
        ..Coverage::default()
    };
    // libtest names the thread after the test as it prints it (`tests::x`, or `x`).
    let thread_of = |name: &str| -> Option<&String> {
        per_thread.keys().find(|t| {
            t.as_str() == name
                || (!t.is_empty()
                    && (name.ends_with(&format!("::{t}")) || t.ends_with(&format!("::{name}"))))
        })
    };
    for (name, result) in &outcomes {
        let lines = thread_of(name)
            .and_then(|t| per_thread.get(t))
            .cloned()
            .unwrap_or_default();
        cov.tests.insert(name.clone(), (result.passed, lines));
    }
    // Hits on a thread named after no test (a test that runs the code on a thread it spawns,
    // a test libtest ran on the main thread): some test's lines are missing.
    let named: BTreeSet<&String> = outcomes.keys().filter_map(|n| thread_of(n)).collect();
    let unattributed: Vec<&str> = per_thread
        .keys()
        .filter(|t| !named.contains(t))
        .map(|t| if t.is_empty() { "unnamed" } else { t.as_str() })
        .collect();
    if unattributed.is_empty() {
        return Ok(cov);
    }
    let unnamed = format!(
        "the probes fired on threads named after no test ({})",
        unattributed
            .iter()
            .take(3)
            .copied()
            .collect::<Vec<_>>()
            .join(", ")
    );
    let partial = cov.tests.values().any(|(_, l)| !l.is_empty());
    let fallback = |why: String| -> Result<Coverage, String> {
        if partial {
            let mut cov = cov.clone();
            cov.tool = format!(
                "{} ({why}; the lines of those threads are not counted)",
                cov.tool
            );
            Ok(cov)
        } else {
            Err(why)
        }
    };
    if outcomes.len() > MAX_ONE_BY_ONE {
        return fallback(format!(
            "{unnamed}, and {} tests are too many to run one by one (at most {MAX_ONE_BY_ONE})",
            outcomes.len()
        ));
    }
    let mut alone = Coverage {
        tool: "per-test line probes inserted into the Rust functions on the failing path (each test run alone, as some probes fired on threads named after no test; no llvm tools needed)".into(),
        ..Coverage::default()
    };
    for (name, result) in &outcomes {
        let Some(command) = super::lab::narrow_command(req.command, std::slice::from_ref(name))
        else {
            return fallback(format!("{unnamed}, and the tests cannot be run one by one"));
        };
        let text = match run_once(req, &command) {
            Ok((_, text)) => text,
            Err(e) => return fallback(format!("{unnamed}, and run alone: {e}")),
        };
        let lines: BTreeSet<(String, u32)> = lines_per_thread(&text, covers)
            .into_values()
            .flatten()
            .collect();
        alone.tests.insert(name.clone(), (result.passed, lines));
    }
    if alone.tests.values().all(|(_, l)| l.is_empty()) {
        return fallback(format!(
            "{unnamed}, and run one by one no test reached a probed line"
        ));
    }
    Ok(alone)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_const_fn_runs_in_the_tests_that_call_it() {
        // chrono's `NaiveDate`: `is_leap_year` and `days_in_month` are `const fn`s (no probe),
        // called from `from_ymd_opt` (probed) through `mdf_to_ordinal` (probed).
        let src = [
            "pub(crate) const fn is_leap_year(year: i32) -> bool {",
            "    year % 4 == 0 && (year % 100 != 0 && year % 400 == 0)",
            "}",
            "pub(crate) const fn days_in_month(year: i32, month: u32) -> u32 {",
            "    match month {",
            "        2 if is_leap_year(year) => 29,",
            "        _ => 28,",
            "    }",
            "}",
            "pub(crate) fn mdf_to_ordinal(year: i32, month: u32, day: u32) -> Option<u32> {",
            "    if day > days_in_month(year, month) { return None; }",
            "    Some(day)",
            "}",
            "pub fn weekday(days: i32) -> i32 {",
            "    days % 7 // not_days_in_month(1)",
            "}",
        ];
        assert!(probe_lines(&src, 1, 3).is_empty());
        assert_eq!(const_fn_name(src[0]).as_deref(), Some("is_leap_year"));
        assert_eq!(const_fn_name(src[9]), None);
        let texts: BTreeMap<String, Vec<String>> = [(
            "src/internals.rs".to_string(),
            src.iter().map(|l| code(l).to_string()).collect(),
        )]
        .into();
        let const_fns = vec![
            ConstFn {
                file: "src/internals.rs".into(),
                name: "is_leap_year".into(),
                lines: (1..=3).collect(),
            },
            ConstFn {
                file: "src/internals.rs".into(),
                name: "days_in_month".into(),
                lines: (4..=9).collect(),
            },
        ];
        let at = |ls: &[u32]| -> BTreeSet<(String, u32)> {
            ls.iter()
                .map(|&l| ("src/internals.rs".to_string(), l))
                .collect()
        };
        let mut cov = Coverage {
            tests: [
                ("leap_day".to_string(), (false, at(&[11, 12]))),
                ("weekday".to_string(), (true, at(&[15]))),
            ]
            .into(),
            ..Coverage::default()
        };
        reach_const_fns(&mut cov, &const_fns, &texts);
        assert_eq!(cov.tests["leap_day"].1, at(&[2, 3, 5, 6, 7, 8, 9, 11, 12]));
        assert_eq!(
            cov.tests["weekday"].1,
            at(&[15]),
            "a name in a comment is no call"
        );
    }

    #[test]
    fn probes_go_where_statements_start() {
        let src = "pub fn median(values: &[f64]) -> Option<f64> {\n    if values.is_empty() {\n        return None;\n    }\n    let mid = values\n        .len() / 2;\n    match mid {\n        0 => None,\n        _ => Some(1.0),\n    }\n}\n";
        let lines: Vec<&str> = src.lines().collect();
        assert_eq!(probe_lines(&lines, 1, 11), [2, 3, 5, 7]);
        let out = instrument(src, "src/lib.rs", &[2u32, 5].into());
        assert_eq!(out.lines().count(), src.lines().count());
        assert!(out
            .lines()
            .nth(1)
            .unwrap()
            .trim_start()
            .starts_with("let _ = {"));
        assert!(out
            .lines()
            .nth(1)
            .unwrap()
            .ends_with("if values.is_empty() {"));
        assert!(out.contains("\"src/lib.rs\", 5)"));
        assert!(probe_lines(&["const fn f() -> u32 {", "    1", "}"], 1, 3).is_empty());
    }
}
