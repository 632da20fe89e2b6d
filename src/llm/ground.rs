//! Grounding a model's root cause in the files as they are: the file must be inside the
//! workspace, the line must exist, the quoted code must be at that line or within
//! [`NEAR_LINES`] of it (whitespace normalised), and every trace step must point at a real file
//! and line. Every violation names the allowed values (the files there are, the real text of the
//! lines around), so the model can correct all of them in one answer.

use crate::model::RootCauseAnalysis;
use std::fmt::Write;

/// How far from the named line the quoted code may be.
pub const NEAR_LINES: u32 = 3;

/// Reads a workspace-relative file (`None`: not a file inside the workspace).
pub type ReadFile<'a> = &'a dyn Fn(&str) -> Option<String>;

/// Whitespace runs collapsed to one space, trimmed.
pub fn normalize_ws(s: &str) -> String {
    s.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// Lines `center - radius ..= center + radius` of `text`, numbered like the prompt's listings.
pub fn window(text: &str, center: u32, radius: u32) -> String {
    let lines: Vec<&str> = text.lines().collect();
    if lines.is_empty() {
        return "(the file is empty)\n".into();
    }
    let c = (center.max(1) as usize).min(lines.len());
    let first = c.saturating_sub(radius as usize).max(1);
    let last = (c + radius as usize).min(lines.len());
    let mut out = String::new();
    for (i, l) in lines[first - 1..last].iter().enumerate() {
        let _ = writeln!(out, "{:>5} | {l}", first + i);
    }
    out
}

/// Where quoted code is in a file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Located {
    /// At this 1-based line (the start of the quote), within reach of the named line.
    Near(u32),
    /// Not near the named line, but at these lines.
    Elsewhere(Vec<u32>),
    NotFound,
    /// Too short to identify a place (a quote of a few characters matches anywhere).
    TooShort,
}

/// Finds `code` (one or more lines, or a fragment of one) at or near `line` of `text`.
pub fn locate(text: &str, code: &str, line: u32) -> Located {
    let file: Vec<String> = text.lines().map(normalize_ws).collect();
    let quote: Vec<String> = code
        .lines()
        .map(normalize_ws)
        .filter(|l| !l.is_empty())
        .collect();
    if quote.is_empty() {
        return Located::NotFound;
    }
    let needle = quote.join(" ");
    let meaningful =
        needle.chars().filter(|c| !c.is_whitespace()).count() >= 4 || file.contains(&needle);
    if !meaningful {
        return Located::TooShort;
    }
    let k = quote.len();
    let matches_at = |s: usize| -> bool {
        // s is 0-based; the quote may start and end mid-line.
        if s + k > file.len() {
            return false;
        }
        file[s..s + k].join(" ").contains(&needle)
    };
    let hits: Vec<u32> = (0..file.len())
        .filter(|&s| matches_at(s))
        .map(|s| s as u32 + 1)
        .collect();
    let near = hits
        .iter()
        .copied()
        .filter(|&h| h.abs_diff(line) <= NEAR_LINES)
        .min_by_key(|&h| h.abs_diff(line));
    match near {
        Some(h) => Located::Near(h),
        None if hits.is_empty() => Located::NotFound,
        None => Located::Elsewhere(hits.into_iter().take(5).collect()),
    }
}

fn files_hint(known: &[String]) -> String {
    if known.is_empty() {
        "use a path shown in a <file path=\"...\"> listing".into()
    } else {
        format!("use one of: {}", known.join(", "))
    }
}

fn short(s: &str) -> String {
    let one = normalize_ws(s);
    if one.chars().count() > 80 {
        format!("{}...", one.chars().take(80).collect::<String>())
    } else {
        one
    }
}

/// Every grounding violation of `rc` (paths already normalised), with the allowed values.
/// `known` are the files the prompt showed. Returns the violations and, when the code was found
/// near the named line, the line it is really at.
pub fn check_root_cause(
    rc: &RootCauseAnalysis,
    read: ReadFile<'_>,
    known: &[String],
) -> (Vec<String>, Option<u32>) {
    let mut out = Vec::new();
    let mut found = None;
    let file = rc.root_cause_file.as_str();
    match read(file) {
        None if !file.trim().is_empty() => out.push(format!(
            "root_cause_file: '{file}' is not a file in the workspace; {}",
            files_hint(known)
        )),
        None => {}
        Some(_) if rc.root_cause_line.is_none() => {}
        Some(text) => {
            let n = text.lines().count() as u32;
            let line = rc.root_cause_line.unwrap_or(0);
            if line == 0 || line > n {
                out.push(format!(
                    "root_cause_line: {line} is not a line of '{file}' (it has {n} lines)"
                ));
            } else if !rc.root_cause_code.trim().is_empty() {
                match locate(&text, &rc.root_cause_code, line) {
                    Located::Near(at) => found = Some(at),
                    Located::Elsewhere(at) => out.push(format!(
                        "root_cause_code: '{}' is not at or near line {line} of '{file}'; it is at line {} there. Set root_cause_line to where the faulty code is, or quote the code that is at line {line}:\n{}",
                        short(&rc.root_cause_code),
                        at.iter().map(u32::to_string).collect::<Vec<_>>().join(", "),
                        window(&text, line, NEAR_LINES)
                    )),
                    Located::NotFound => out.push(format!(
                        "root_cause_code: '{}' does not appear in '{file}'; quote the faulty code exactly as the file has it. Lines {}-{} of '{file}' are:\n{}",
                        short(&rc.root_cause_code),
                        line.saturating_sub(NEAR_LINES).max(1),
                        (line + NEAR_LINES).min(n),
                        window(&text, line, NEAR_LINES)
                    )),
                    Located::TooShort => out.push(format!(
                        "root_cause_code: '{}' is too short to identify the code; copy the whole faulty line. Lines around {line} of '{file}' are:\n{}",
                        short(&rc.root_cause_code),
                        window(&text, line, NEAR_LINES)
                    )),
                }
            }
        }
    }
    for (i, t) in rc.trace_locations.iter().enumerate() {
        if rc.execution_trace.contains(&t.message) {
            continue; // taken from a trace step, checked with the steps below
        }
        match read(&t.file) {
            None => out.push(format!(
                "trace_locations[{i}].file: '{}' is not a file in the workspace; {}",
                t.file,
                files_hint(known)
            )),
            Some(text) => {
                let n = text.lines().count() as u32;
                if t.line == 0 || t.line > n {
                    out.push(format!(
                        "trace_locations[{i}].line: {} is not a line of '{}' (it has {n} lines)",
                        t.line, t.file
                    ));
                }
            }
        }
    }
    for (i, step) in rc.execution_trace.iter().enumerate() {
        if let Some((path, line)) = leading_location(step) {
            match read(&path) {
                None => out.push(format!(
                    "execution_trace[{i}]: '{path}' is not a file in the workspace; {}",
                    files_hint(known)
                )),
                Some(text) => {
                    let n = text.lines().count() as u32;
                    if line == 0 || line > n {
                        out.push(format!(
                            "execution_trace[{i}]: line {line} is not a line of '{path}' (it has {n} lines)"
                        ));
                    }
                }
            }
        }
    }
    (out, found)
}

/// The `path:line` a trace step starts with (`src/a.py:12 - ...`), if it names one.
pub fn leading_location(step: &str) -> Option<(String, u32)> {
    let t = step.trim_start();
    let t = t.strip_prefix("./").unwrap_or(t);
    let end = t.find(|c: char| c.is_whitespace()).unwrap_or(t.len());
    let token = t[..end].trim_end_matches([',', ';', ')']);
    let (path, line) = token.rsplit_once(':')?;
    let line: u32 = line.parse().ok()?;
    let looks_like_path = path.contains('.')
        && !path.contains("://")
        && path
            .chars()
            .all(|c| c.is_alphanumeric() || matches!(c, '/' | '.' | '_' | '-'));
    looks_like_path.then(|| (path.to_string(), line))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{Level, TraceLocation};

    const FILE: &str = "def total(items):\n    s = 0\n    for i in range(len(items) - 1):\n        s += items[i].price\n    return s\n";

    fn read(p: &str) -> Option<String> {
        (p == "src/cart.py").then(|| FILE.to_string())
    }

    fn rc(file: &str, line: u32, code: &str) -> RootCauseAnalysis {
        RootCauseAnalysis {
            summary: "s".into(),
            execution_trace: vec!["src/cart.py:3 - loop".into(), "a".into(), "b".into()],
            root_cause_file: file.into(),
            root_cause_line: Some(line),
            root_cause_code: code.into(),
            root_cause_explanation: "e".into(),
            why_not_caught: "w".into(),
            confidence: Level::Low,
            alternative_hypotheses: vec![],
            trace_locations: vec![],
            analyzer: "llm".into(),
            failing_test: None,
            ranking: vec![],
            fix_candidates: vec![],
            steps: vec![],
        }
    }

    #[test]
    fn code_near_the_line_is_grounded_and_the_line_corrected() {
        let known = ["src/cart.py".to_string()];
        let (v, at) = check_root_cause(
            &rc("src/cart.py", 4, "for i in   range(len(items) - 1):"),
            &read,
            &known,
        );
        assert!(v.is_empty(), "{v:?}");
        assert_eq!(at, Some(3));
        assert_eq!(
            locate(FILE, "range(len(items) - 1):\n        s += items", 3),
            Located::Near(3)
        );
        assert_eq!(locate(FILE, "s", 3), Located::TooShort);
        assert_eq!(locate(FILE, "return s", 1), Located::Elsewhere(vec![5]));
    }

    #[test]
    fn invented_code_and_places_are_refused_with_the_real_text() {
        let known = ["src/cart.py".to_string()];
        let mut bad = rc("src/cart.py", 2, "BOLT-M6-ZN");
        bad.trace_locations = vec![TraceLocation {
            file: "src/nope.py".into(),
            line: 1,
            message: "m".into(),
        }];
        bad.execution_trace[1] = "src/cart.py:99 - returns".into();
        let (v, at) = check_root_cause(&bad, &read, &known);
        assert_eq!(at, None);
        let text = v.join("\n");
        expect_test::expect![[r#"
            root_cause_code: 'BOLT-M6-ZN' does not appear in 'src/cart.py'; quote the faulty code exactly as the file has it. Lines 1-5 of 'src/cart.py' are:
                1 | def total(items):
                2 |     s = 0
                3 |     for i in range(len(items) - 1):
                4 |         s += items[i].price
                5 |     return s

            trace_locations[0].file: 'src/nope.py' is not a file in the workspace; use one of: src/cart.py
            execution_trace[1]: line 99 is not a line of 'src/cart.py' (it has 5 lines)"#]]
        .assert_eq(&text);
        let (v, _) = check_root_cause(&rc("lib/x.py", 1, "x"), &read, &known);
        assert_eq!(
            v,
            ["root_cause_file: 'lib/x.py' is not a file in the workspace; use one of: src/cart.py"]
        );
        let (v, _) = check_root_cause(&rc("src/cart.py", 12, "x = 1"), &read, &known);
        assert_eq!(
            v,
            ["root_cause_line: 12 is not a line of 'src/cart.py' (it has 5 lines)"]
        );
    }

    #[test]
    fn trace_steps_name_their_location() {
        assert_eq!(
            leading_location("src/cart.py:8 - the loop"),
            Some(("src/cart.py".into(), 8))
        );
        assert_eq!(
            leading_location("./tests/test_a.py:5, asserts"),
            Some(("tests/test_a.py".into(), 5))
        );
        assert_eq!(leading_location("calls total() at 3:4"), None);
        assert_eq!(leading_location("http://x.y:80 is down"), None);
    }
}
