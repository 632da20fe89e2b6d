//! The first offline analyzer: stack frames and assertions.
//!
//! - An exception or panic with a frame in the code under test: the deepest such frame.
//! - An assertion with no frame in the code under test: the function under test called on the
//!   asserting line (or on the line that computed the asserted variable), resolved to its
//!   definition in the workspace; inside it, the line most likely to compute the wrong value.
//!
//! Every other candidate location is kept, ranked, as an alternative hypothesis.

use super::{truncate_chars, AnalysisContext, AnalyzeError, Analyzer};
use crate::model::{Level, RootCauseAnalysis, TraceLocation, MAX_SUMMARY_CHARS};
use crate::parse::{Failure, FailureKind, Frame};
use crate::workspace::{
    self, calls_on_line, find_definitions, function_extent, is_test_frame, lang_of,
};
use std::path::Path;

/// A ranked candidate location.
#[derive(Debug, Clone, PartialEq)]
pub struct Candidate {
    pub file: String,
    pub line: u32,
    pub code: String,
    pub score: f64,
    pub reason: String,
}

#[derive(Debug, Default, Clone, Copy)]
pub struct StackAnalyzer;

impl Analyzer for StackAnalyzer {
    fn name(&self) -> &str {
        "stack"
    }

    fn analyze(&self, ctx: &AnalysisContext<'_>) -> Result<RootCauseAnalysis, AnalyzeError> {
        let failures = &ctx.parsed.failures;
        // A hang's stack at the deadline says more than the runner's report that the test (or
        // its file) failed.
        let primary = failures
            .iter()
            .find(|f| {
                f.kind == FailureKind::TimedOut && f.frames.iter().any(|fr| fr.in_workspace)
            })
            .or_else(|| failures.iter().find(|f| f.frames.iter().any(|fr| fr.in_workspace)))
            .or(failures.first())
            .ok_or_else(|| {
                AnalyzeError::NoCandidate(
                    "no test failure or stack trace was recognised in the reproduction output, so there is nothing to pin; see reproduction.md for the raw output".into(),
                )
            })?;
        let ws: Vec<&Frame> = primary.frames.iter().filter(|f| f.in_workspace).collect();
        let code_frames: Vec<&Frame> = ws
            .iter()
            .copied()
            .filter(|f| !is_test_frame(&f.file, f.function.as_deref()))
            .collect();
        let test_frame = ws
            .iter()
            .rev()
            .copied()
            .find(|f| is_test_frame(&f.file, f.function.as_deref()));
        // A test that hung without a stack (cargo test): its own definition is where to start.
        let defined = (test_frame.is_none() && code_frames.is_empty())
            .then(|| test_definition(ctx.root, primary))
            .flatten();
        if !code_frames.is_empty() {
            Ok(from_frames(ctx, primary, &code_frames, test_frame))
        } else if let Some(tf) = test_frame.or(defined.as_ref()) {
            Ok(from_assertion(ctx, primary, tf))
        } else {
            Err(AnalyzeError::NoCandidate(format!(
                "the failure `{}` has no stack frame inside the workspace, so it cannot be pinned to a line",
                truncate_chars(&primary.message, 120)
            )))
        }
    }
}

fn read_lines(root: &Path, file: &str) -> Vec<String> {
    std::fs::read_to_string(root.join(file))
        .map(|t| t.lines().map(str::to_string).collect())
        .unwrap_or_default()
}

fn line_text(root: &Path, file: &str, line: u32) -> String {
    read_lines(root, file)
        .get(line.saturating_sub(1) as usize)
        .map(|s| s.trim().to_string())
        .unwrap_or_default()
}

fn error_label(f: &Failure) -> String {
    let msg = f.message.lines().next().unwrap_or("").trim();
    match &f.error_type {
        Some(t) if !msg.starts_with(t.as_str()) && !msg.is_empty() => format!("{t}: {msg}"),
        Some(t) if msg.is_empty() => t.clone(),
        _ => msg.to_string(),
    }
}

/// The test function of a failure that printed no frame (a Rust test that hung): its definition
/// in the workspace, as a frame on its first body line.
fn test_definition(root: &Path, f: &Failure) -> Option<Frame> {
    let test = f.test.as_deref()?;
    let name = test
        .rsplit(['.', ':', ' '])
        .next()
        .filter(|n| !n.is_empty())?;
    let (file, line) = find_definitions(root, name).into_iter().next()?;
    let lines = read_lines(root, &file);
    // The last line of the test's body: where its assertion usually is.
    let lang = lang_of(&file)?;
    let refs: Vec<&str> = lines.iter().map(String::as_str).collect();
    let (_, end) = function_extent(&refs, line, lang);
    let body = ((line + 1)..=end)
        .rev()
        .find(|&n| {
            lines
                .get(n as usize - 1)
                .is_some_and(|l| !l.trim().is_empty() && l.trim() != "}")
        })
        .unwrap_or(line);
    Some(Frame {
        file,
        line: body,
        column: None,
        function: Some(name.to_string()),
        in_workspace: true,
    })
}

/// The loop statement (`while`, `for`, `loop`, `do`) enclosing the 1-based `line`, found by
/// indentation within its function; `line` itself when it is one.
fn enclosing_loop(lines: &[String], line: u32) -> Option<u32> {
    let index = line.checked_sub(1)? as usize;
    let indent = |l: &str| l.len() - l.trim_start().len();
    let is_loop = |t: &str| {
        [
            "while ",
            "while(",
            "for ",
            "for(",
            "loop ",
            "loop{",
            "do ",
            "do{",
            "async for ",
        ]
        .iter()
        .any(|k| t.starts_with(k))
            || t == "loop"
            || t == "do"
    };
    let first = lines.get(index)?;
    if is_loop(first.trim_start()) {
        return Some(line);
    }
    let mut level = indent(first);
    for i in (0..index).rev() {
        let l = &lines[i];
        let t = l.trim_start();
        if t.is_empty() || indent(l) >= level {
            continue;
        }
        level = indent(l);
        if is_loop(t) {
            return Some(i as u32 + 1);
        }
        if t.starts_with("def ")
            || t.starts_with("async def ")
            || t.starts_with("fn ")
            || t.starts_with("pub fn ")
            || t.starts_with("function ")
            || t.starts_with("func ")
            || t.starts_with("class ")
            || level == 0
        {
            return None;
        }
    }
    None
}

/// What happened, in words for a summary: "ValueError raised", "panic", "assertion fails",
/// "timed out (a hang or an endless loop)" (never "KeyError error").
fn what_failed(f: &Failure) -> String {
    match (f.kind, f.error_type.as_deref()) {
        (FailureKind::TimedOut, _) => "timed out (a hang or an endless loop)".into(),
        (FailureKind::Assertion, Some(t)) if t != "panic" && !t.ends_with("AssertionError") => {
            format!("{t}: assertion fails")
        }
        (FailureKind::Assertion, _) => "assertion fails".into(),
        (FailureKind::Exception, Some("panic")) => "panic".into(),
        (FailureKind::Exception, Some(t)) => format!("{t} raised"),
        (FailureKind::Exception, None) => "error".into(),
    }
}

fn test_name(ctx: &AnalysisContext<'_>, f: &Failure, test_frame: Option<&Frame>) -> String {
    f.test
        .clone()
        .or_else(|| test_frame.and_then(|t| t.function.clone()))
        .or_else(|| ctx.reproduction.failing_tests.first().cloned())
        .unwrap_or_else(|| "the failing test".into())
}

fn why_not_caught(ctx: &AnalysisContext<'_>, test: &str, place: &str) -> String {
    let passed = ctx.reproduction.tests_passed;
    if passed > 0 {
        format!(
            "The other {passed} test(s) pass: none of them drives {place} with the input that {test} uses, so the faulty path was never checked until this test."
        )
    } else {
        format!("No existing test reached {place} with the input that {test} uses before this failure was reported.")
    }
}

fn trace_steps(
    ctx: &AnalysisContext<'_>,
    f: &Failure,
    test: &str,
    frames: &[&Frame],
    tail: &[String],
) -> (Vec<String>, Vec<TraceLocation>) {
    let mut steps = Vec::new();
    let mut locs = Vec::new();
    match ctx.command {
        Some(cmd) => steps.push(format!("`{cmd}` runs {test}")),
        None => steps.push(format!("the reported stack trace starts in {test}")),
    }
    for fr in frames {
        let code = line_text(ctx.root, &fr.file, fr.line);
        let func = fr.function.as_deref().unwrap_or("?");
        steps.push(format!("{}:{} in {func}: `{}`", fr.file, fr.line, code));
        locs.push(TraceLocation {
            file: fr.file.clone(),
            line: fr.line,
            message: format!("{func}: {code}"),
        });
    }
    steps.extend(tail.iter().cloned());
    steps.push(format!(
        "fails with {}",
        truncate_chars(&error_label(f), 200)
    ));
    (steps, locs)
}

fn from_frames(
    ctx: &AnalysisContext<'_>,
    f: &Failure,
    code_frames: &[&Frame],
    test_frame: Option<&Frame>,
) -> RootCauseAnalysis {
    let sampled = *code_frames.last().expect("non-empty");
    let innermost = f.frames.last();
    // A hang was sampled somewhere inside its loop: the loop's own line (its condition) is
    // where it never ends, the sampled line comes next.
    let loop_frame = (f.kind == FailureKind::TimedOut)
        .then(|| enclosing_loop(&read_lines(ctx.root, &sampled.file), sampled.line))
        .flatten()
        .filter(|&line| line != sampled.line)
        .map(|line| Frame {
            line,
            column: None,
            ..sampled.clone()
        });
    let root = loop_frame.as_ref().unwrap_or(sampled);
    let raised_here = innermost.is_some_and(|i| i == root);
    let func = root.function.clone().unwrap_or_else(|| "?".into());
    let code = line_text(ctx.root, &root.file, root.line);
    let test = test_name(ctx, f, test_frame);
    let label = error_label(f);
    let ws_frames: Vec<&Frame> = f.frames.iter().filter(|fr| fr.in_workspace).collect();
    let (execution_trace, trace_locations) = trace_steps(ctx, f, &test, &ws_frames, &[]);
    let mut candidates: Vec<Candidate> = Vec::new();
    if let Some(l) = &loop_frame {
        candidates.push(Candidate {
            file: l.file.clone(),
            line: l.line,
            code: line_text(ctx.root, &l.file, l.line),
            score: 1.0,
            reason: "the loop around where the hang was sampled".into(),
        });
    }
    let offset = candidates.len();
    for (i, fr) in code_frames.iter().rev().enumerate() {
        let i = i + offset;
        candidates.push(Candidate {
            file: fr.file.clone(),
            line: fr.line,
            code: line_text(ctx.root, &fr.file, fr.line),
            score: 1.0 / (i as f64 + 1.0),
            reason: if i == 0 {
                "deepest frame in the code under test".into()
            } else if offset > 0 && i == 1 {
                "where the hang was sampled at the deadline".into()
            } else {
                format!("caller {} level(s) up the stack", i)
            },
        });
    }
    let hang = f.kind == FailureKind::TimedOut;
    let explanation = if hang {
        let at = format!(
            "{}:{} (`{}`)",
            sampled.file,
            sampled.line,
            line_text(ctx.root, &sampled.file, sampled.line)
        );
        let around = if loop_frame.is_some() {
            format!(
                "; the loop around it is at line {} (`{code}`), whose condition never lets it end",
                root.line
            )
        } else {
            String::new()
        };
        format!(
            "{test} did not finish within its time limit ({label}). At the deadline it was running {at} in {func}{around}; {test} reaches it through {} call(s) in the workspace.",
            ws_frames.len().saturating_sub(1)
        )
    } else if raised_here {
        format!(
            "{label} is raised at {}:{} in {func} (`{code}`), the deepest frame of the trace inside the code under test; {test} reaches it through {} call(s) in the workspace.",
            root.file,
            root.line,
            ws_frames.len().saturating_sub(1)
        )
    } else {
        let lib = innermost
            .map(|i| {
                format!(
                    "{}:{} ({})",
                    i.file,
                    i.line,
                    i.function.as_deref().unwrap_or("?")
                )
            })
            .unwrap_or_default();
        format!(
            "{func} at {}:{} (`{code}`) is the last frame inside the workspace before the failure; it calls into {lib}, which raises {label}. The arguments passed from this line are the likely cause.",
            root.file, root.line
        )
    };
    let summary = truncate_chars(
        &format!(
            "{} in {func} at {}:{}",
            what_failed(f),
            root.file,
            root.line
        ),
        MAX_SUMMARY_CHARS,
    );
    RootCauseAnalysis {
        summary,
        execution_trace,
        root_cause_file: root.file.clone(),
        root_cause_line: Some(root.line),
        root_cause_code: code,
        root_cause_explanation: explanation,
        why_not_caught: why_not_caught(ctx, &test, &func),
        confidence: if raised_here || hang {
            Level::High
        } else {
            Level::Medium
        },
        alternative_hypotheses: render_alternatives(&candidates[1..]),
        trace_locations,
        analyzer: "stack".into(),
        failing_test: test_frame.map(|t| TraceLocation {
            file: t.file.clone(),
            line: t.line,
            message: format!("{test} fails here"),
        }),
        ranking: Vec::new(),
        fix_candidates: Vec::new(),
        steps: Vec::new(),
    }
}

/// The statement starting at `line` (continued while brackets are open), at most 6 lines.
fn statement_at(lines: &[String], line: u32) -> String {
    let mut out = String::new();
    let mut depth = 0i32;
    for l in lines.iter().skip(line.saturating_sub(1) as usize).take(6) {
        let s = workspace::strip_strings_and_comments(l);
        depth +=
            s.matches(['(', '[', '{']).count() as i32 - s.matches([')', ']', '}']).count() as i32;
        out.push_str(l);
        out.push('\n');
        if depth <= 0 {
            break;
        }
    }
    out
}

/// Functions called by the assertion, directly or through a variable assigned earlier in the
/// same test.
///
/// Methods called on a value inside the assertion (`v.len()` in `assert_eq!(v.len(), 3)`) come
/// first, even when their name is a common one that free calls ignore (`len`, `get`): the
/// assertion checks what they return. Then the methods the test called on that value before the
/// assertion, the latest first (`v.push(3);`): when the asserted method is not the workspace's
/// (smallvec's `len()` is the slice's, through `Deref`), they are what changed the value.
/// Constructors reached through a variable (`let v = SmallVec::new()`) come last: they build the
/// value, the asserted method computes it.
pub(crate) fn called_functions(lines: &[String], assert_line: u32) -> Vec<(String, u32)> {
    let stmt = statement_at(lines, assert_line);
    let flat = stmt.replace('\n', " ");
    let mut out: Vec<(String, u32)> = method_calls(&flat)
        .into_iter()
        .map(|c| (c, assert_line))
        .collect();
    for c in calls_on_line(&flat) {
        if !out.iter().any(|(n, _)| *n == c) {
            out.push((c, assert_line));
        }
    }
    let direct = out.len();
    // Identifiers used in the assertion that were assigned from a call above it.
    let idents: Vec<&str> = stmt
        .split(|c: char| !(c.is_alphanumeric() || c == '_'))
        .filter(|w| !w.is_empty() && !w.chars().next().is_some_and(|c| c.is_ascii_digit()))
        .collect();
    let start = assert_line.saturating_sub(1) as usize;
    let mut assigned: Vec<(String, u32)> = Vec::new();
    for i in (start.saturating_sub(30)..start).rev() {
        let Some(l) = lines.get(i) else { continue };
        if let Some(m) = method_on_value(l, &idents) {
            if !out.iter().any(|(n, _)| *n == m) {
                out.push((m, i as u32 + 1));
            }
        }
        let t = l.trim_start();
        let t = t
            .strip_prefix("let ")
            .or_else(|| t.strip_prefix("const "))
            .or_else(|| t.strip_prefix("var "))
            .unwrap_or(t);
        let t = t.strip_prefix("mut ").unwrap_or(t);
        if let Some((lhs, rhs)) = t.split_once('=') {
            let lhs = lhs
                .trim()
                .trim_end_matches(':')
                .split(':')
                .next()
                .unwrap_or("")
                .trim();
            if !rhs.starts_with('=') && idents.contains(&lhs) {
                for c in calls_on_line(rhs) {
                    if !assigned.iter().any(|(n, _)| *n == c) {
                        assigned.push((c, i as u32 + 1));
                    }
                }
            }
        }
        // Stop at the start of the test function.
        let tt = l.trim_start();
        if tt.starts_with("def ")
            || tt.starts_with("fn ")
            || tt.starts_with("func ")
            || tt.starts_with("it(")
            || tt.starts_with("test(")
        {
            break;
        }
    }
    for c in assigned {
        if !out.iter().any(|(n, _)| *n == c.0) {
            out.push(c);
        }
    }
    constructors_last(&mut out, direct);
    out
}

/// The method a statement calls on one of the asserted values: `v.push(3);` (or `v?.add(x)`,
/// `self.v.push(1)` is not one) gives `push` when `v` is in `idents`.
fn method_on_value(line: &str, idents: &[&str]) -> Option<String> {
    let cleaned = workspace::strip_strings_and_comments(line);
    let t = cleaned.trim_start();
    let recv_len = t
        .bytes()
        .take_while(|b| b.is_ascii_alphanumeric() || *b == b'_')
        .count();
    let recv = &t[..recv_len];
    if recv.is_empty() || matches!(recv, "self" | "this") || !idents.contains(&recv) {
        return None;
    }
    let rest = t[recv_len..].strip_prefix('?').unwrap_or(&t[recv_len..]);
    let rest = rest.strip_prefix('.')?;
    let name_len = rest
        .bytes()
        .take_while(|b| b.is_ascii_alphanumeric() || *b == b'_')
        .count();
    let name = &rest[..name_len];
    (name_len > 0
        && rest[name_len..].starts_with('(')
        && method_calls(t).first().map(String::as_str) == Some(name))
    .then(|| name.to_string())
}

/// Constructors: they build the value an assertion inspects, rarely compute the wrong part.
const CONSTRUCTORS: &[&str] = &[
    "new",
    "default",
    "from",
    "with_capacity",
    "__init__",
    "constructor",
    "create",
    "builder",
];

/// Orders calls found through variables: constructors after every other call.
fn constructors_last(calls: &mut [(String, u32)], from: usize) {
    if let Some(tail) = calls.get_mut(from..) {
        tail.sort_by_key(|(name, _)| CONSTRUCTORS.contains(&name.as_str()));
    }
}

/// Names of methods called on a value (`recv.name(`, `recv?.name(`), in order, without
/// assertion helpers and matcher chains of test frameworks (`expect(x).toBe(`).
fn method_calls(text: &str) -> Vec<String> {
    let cleaned = workspace::strip_strings_and_comments(text);
    let bytes = cleaned.as_bytes();
    let mut out: Vec<String> = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'.'
            && i > 0
            && (bytes[i - 1].is_ascii_alphanumeric()
                || matches!(bytes[i - 1], b'_' | b')' | b']' | b'?'))
        {
            let start = i + 1;
            let end = start
                + bytes[start..]
                    .iter()
                    .take_while(|b| b.is_ascii_alphanumeric() || **b == b'_')
                    .count();
            let rest = cleaned[end..].trim_start();
            let name = &cleaned[start..end];
            // Test-framework helpers and matchers are not the code under test.
            let skipped = name.starts_with(|c: char| c.is_ascii_digit())
                || name.starts_with("assert")
                || (name.starts_with("to")
                    && name[2..].starts_with(|c: char| c.is_ascii_uppercase()))
                || matches!(
                    name,
                    "expect" | "unwrap" | "clone" | "into" | "to_string" | "lower" | "upper"
                );
            if end > start && rest.starts_with('(') && !skipped && !out.iter().any(|n| n == name) {
                out.push(name.to_string());
            }
            i = end;
        } else {
            i += 1;
        }
    }
    out
}

/// Heuristic suspiciousness of one line of a function body, from what the line computes.
pub fn line_suspicion(line: &str) -> f64 {
    let s = workspace::strip_strings_and_comments(line);
    let t = s.trim();
    if t.is_empty()
        || matches!(
            t,
            "{" | "}"
                | "};"
                | "});"
                | "else:"
                | "else {"
                | "} else {"
                | "pass"
                | "try:"
                | "finally:"
        )
        || t.starts_with("\"\"\"")
        || t.starts_with("'''")
        || t.starts_with("*")
        || t.starts_with("/*")
    {
        return 0.0;
    }
    let mut score = 0.1;
    let bytes = t.as_bytes();
    let has = |pat: &str| t.contains(pat);
    if has("<") || has(">") || has("==") || has("!=") {
        // Skip generics and arrows.
        let rel = t.replace("->", "").replace("=>", "");
        if rel.contains('<') || rel.contains('>') || rel.contains("==") || rel.contains("!=") {
            score += 2.0;
        }
    }
    let arith = t.replace("->", "").replace("**", "").replace("//", "/");
    if arith.contains(" + ")
        || arith.contains(" - ")
        || arith.contains(" * ")
        || arith.contains(" / ")
        || arith.contains(" % ")
        || arith.contains("+=")
        || arith.contains("-=")
        || arith.contains("+ 1")
        || arith.contains("- 1")
    {
        score += 2.0;
    }
    if bytes.iter().enumerate().any(|(i, b)| {
        b.is_ascii_digit()
            && (i == 0 || !(bytes[i - 1].is_ascii_alphanumeric() || bytes[i - 1] == b'_'))
    }) {
        score += 1.0;
    }
    if t.starts_with("return ")
        || (!t.ends_with(';')
            && !t.contains('=')
            && !t.starts_with("if")
            && !t.starts_with("for")
            && !t.starts_with("while")
            && !t.ends_with('{')
            && !t.ends_with(':'))
    {
        score += 1.5;
    }
    if t.contains('[') && (t.contains(':') || t.contains("..")) {
        score += 1.0;
    }
    if t.starts_with("if")
        || t.starts_with("elif")
        || t.starts_with("while")
        || t.starts_with("for")
        || t.contains("range(")
    {
        score += 0.5;
    }
    if t.contains(" and ") || t.contains(" or ") || t.contains("&&") || t.contains("||") {
        score += 1.0;
    }
    score
}

fn from_assertion(ctx: &AnalysisContext<'_>, f: &Failure, tf: &Frame) -> RootCauseAnalysis {
    let test = test_name(ctx, f, Some(tf));
    let test_lines = read_lines(ctx.root, &tf.file);
    let assert_code = test_lines
        .get(tf.line.saturating_sub(1) as usize)
        .map(|s| s.trim().to_string())
        .unwrap_or_default();
    let calls = called_functions(&test_lines, tf.line);
    let resolved = calls.iter().find_map(|(name, call_line)| {
        let defs: Vec<(String, u32)> = find_definitions(ctx.root, name)
            .into_iter()
            .filter(|(f, _)| !workspace::is_test_path(f))
            .collect();
        defs.into_iter()
            .next()
            .map(|d| (name.clone(), *call_line, d))
    });
    let label = error_label(f);
    let expected_actual = match (&f.expected, &f.actual) {
        (Some(e), Some(a)) => format!(" (expected {e}, got {a})"),
        _ => String::new(),
    };
    let Some((func, call_line, (def_file, def_line))) = resolved else {
        // Nothing to follow: pin the assertion itself, honestly marked low confidence.
        let (execution_trace, trace_locations) = trace_steps(ctx, f, &test, &[tf], &[]);
        return RootCauseAnalysis {
            summary: truncate_chars(&format!("assertion fails in {test} at {}:{}", tf.file, tf.line), MAX_SUMMARY_CHARS),
            execution_trace,
            root_cause_file: tf.file.clone(),
            root_cause_line: Some(tf.line),
            root_cause_code: assert_code.clone(),
            root_cause_explanation: format!(
                "The assertion `{assert_code}` fails with {label}{expected_actual}, and it calls no function defined in the workspace outside the tests, so the fault could not be followed further than the assertion itself."
            ),
            why_not_caught: why_not_caught(ctx, &test, "this code"),
            confidence: Level::Low,
            alternative_hypotheses: calls.iter().map(|(c, _)| format!("{c}() (called by the assertion; no definition found in the workspace)")).collect(),
            trace_locations,
            analyzer: "stack".into(),
            failing_test: Some(TraceLocation { file: tf.file.clone(), line: tf.line, message: format!("{test} fails here") }),
            ranking: Vec::new(),
            fix_candidates: Vec::new(),
            steps: Vec::new(),
        };
    };
    let lines = read_lines(ctx.root, &def_file);
    let line_refs: Vec<&str> = lines.iter().map(String::as_str).collect();
    let lang = lang_of(&def_file).unwrap_or(workspace::SourceLang::Python);
    let (start, end) = function_extent(&line_refs, def_line, lang);
    let mut candidates: Vec<Candidate> = ((start + 1)..=end)
        .filter_map(|n| {
            let text = lines.get(n as usize - 1)?;
            let s = line_suspicion(text);
            (s > 0.0).then(|| Candidate {
                file: def_file.clone(),
                line: n,
                code: text.trim().to_string(),
                score: s,
                reason: format!("computes part of {func}()'s result"),
            })
        })
        .collect();
    if f.kind == FailureKind::TimedOut {
        // A hang without a stack: the loops of the function are where it can never end.
        for c in &mut candidates {
            if enclosing_loop(&lines, c.line) == Some(c.line) {
                c.score += 10.0;
                c.reason = format!("a loop in {func}(), which the test never saw end");
            }
        }
    }
    // Highest score first; among equals, the later line (closer to the returned value).
    candidates.sort_by(|a, b| b.score.total_cmp(&a.score).then(b.line.cmp(&a.line)));
    let top_score = candidates
        .first()
        .map(|c| c.score)
        .unwrap_or(1.0)
        .max(f64::MIN_POSITIVE);
    for c in &mut candidates {
        c.score /= top_score;
    }
    let chosen = candidates.first().cloned().unwrap_or(Candidate {
        file: def_file.clone(),
        line: def_line,
        code: lines
            .get(def_line as usize - 1)
            .map(|s| s.trim().to_string())
            .unwrap_or_default(),
        score: 1.0,
        reason: "definition of the function under test".into(),
    });
    let call_frame = Frame {
        file: tf.file.clone(),
        line: call_line,
        column: None,
        function: tf.function.clone(),
        in_workspace: true,
    };
    let def_frame = Frame {
        file: def_file.clone(),
        line: def_line,
        column: None,
        function: Some(func.clone()),
        in_workspace: true,
    };
    let chosen_frame = Frame {
        file: chosen.file.clone(),
        line: chosen.line,
        column: None,
        function: Some(func.clone()),
        in_workspace: true,
    };
    let mut frames: Vec<&Frame> = vec![&call_frame, &def_frame];
    if chosen.line != def_line {
        frames.push(&chosen_frame);
    }
    // `v.push(3);` before `assert_eq!(v.len(), 3)`: the function changed the asserted value
    // rather than returning it.
    let changed_value = call_line != tf.line
        && test_lines
            .get(call_line.saturating_sub(1) as usize)
            .and_then(|l| {
                let idents: Vec<&str> = assert_code
                    .split(|c: char| !(c.is_alphanumeric() || c == '_'))
                    .filter(|w| !w.is_empty())
                    .collect();
                method_on_value(l, &idents)
            })
            .is_some_and(|m| m == func);
    let mut tail = Vec::new();
    if changed_value {
        tail.push(format!(
            "{}:{}: the assertion `{assert_code}` checks the value {func}() changed",
            tf.file, tf.line
        ));
    } else if call_line != tf.line {
        tail.push(format!(
            "{}:{}: the assertion `{assert_code}` checks the value {func}() returned",
            tf.file, tf.line
        ));
    }
    let (execution_trace, trace_locations) = trace_steps(ctx, f, &test, &frames, &tail);
    let mut alternatives: Vec<Candidate> = candidates.iter().skip(1).take(5).cloned().collect();
    alternatives.push(Candidate {
        file: tf.file.clone(),
        line: tf.line,
        code: assert_code.clone(),
        score: 0.0,
        reason: "the test's expectation itself may be wrong".into(),
    });
    let ambiguous = candidates.get(1).is_some_and(|c| c.score >= 0.99);
    let summary = if f.kind == FailureKind::TimedOut {
        format!("{func}() never returns: {test} timed out (a hang or an endless loop)")
    } else if changed_value {
        format!("{func}() leaves a wrong value{expected_actual}")
    } else {
        format!("{func}() returns a wrong result{expected_actual}")
    };
    RootCauseAnalysis {
        summary: truncate_chars(&summary, MAX_SUMMARY_CHARS),
        execution_trace,
        root_cause_file: chosen.file.clone(),
        root_cause_line: Some(chosen.line),
        root_cause_code: chosen.code.clone(),
        root_cause_explanation: format!(
            "{test} asserts on {} {func}() (defined at {def_file}:{def_line}) and fails with {label}{expected_actual}. No frame of the failure is inside {func}, so the location inside it comes from what each line computes: `{}` at line {} is the most likely source of the wrong value; the other lines of {func} are listed as alternatives.",
            if changed_value {
                "the value changed by"
            } else {
                "the result of"
            },
            chosen.code,
            chosen.line
        ),
        why_not_caught: why_not_caught(ctx, &test, &format!("{func}()")),
        confidence: if ambiguous {
            Level::Low
        } else {
            Level::Medium
        },
        alternative_hypotheses: render_alternatives(&alternatives),
        trace_locations,
        analyzer: "stack".into(),
        failing_test: Some(TraceLocation { file: tf.file.clone(), line: tf.line, message: format!("{test} fails here") }),
        ranking: Vec::new(),
        fix_candidates: Vec::new(),
        steps: Vec::new(),
    }
}

/// The stack's `summary` moved to `file:line` (where a later analysis, the mutation search,
/// pins the root cause). The summary's own ` at file:line` is replaced; when the line is inside
/// another function than the one the words name (`push() leaves ...`, `... raised in
/// process_video_result`), that function is named too, so the text never puts one function at
/// a line of another (issue 14 item 7).
pub fn summary_at(summary: &str, root: &Path, file: &str, line: u32) -> String {
    let words = summary
        .rsplit_once(" at ")
        .filter(|(_, at)| at.contains(':') && !at.contains(' '))
        .map_or(summary, |(w, _)| w);
    // The function the words name: `name()` at the start, or `in name` at the end.
    let named = words
        .split_once("() ")
        .map(|(n, _)| n)
        .filter(|n| !n.is_empty() && !n.contains(' '))
        .or_else(|| {
            words
                .rsplit_once(" in ")
                .map(|(_, n)| n)
                .filter(|n| !n.contains(' '))
        })
        .map(|n| {
            // `crate::Type<T,_>::insert`, `pkg.mod.f` -> `insert`, `f`.
            n.rsplit("::")
                .next()
                .unwrap_or(n)
                .rsplit('.')
                .next()
                .unwrap_or(n)
        });
    let holder = crate::triage::enclosing_function(root, file, Some(line)).map(|(n, _, _)| n);
    match (named, holder) {
        (Some(n), Some(h)) if n != h => {
            format!("{words}: the suspect line is in {h}() at {file}:{line}")
        }
        _ => format!("{words} at {file}:{line}"),
    }
}

fn render_alternatives(cands: &[Candidate]) -> Vec<String> {
    cands
        .iter()
        .map(|c| {
            format!(
                "{}:{} `{}`: {} (score {:.2})",
                c.file,
                c.line,
                truncate_chars(&c.code, 80),
                c.reason,
                c.score
            )
        })
        .collect()
}

#[cfg(test)]
mod tests {
    //! The stack analyzer on real captures (`tests/fixtures/runner-output/`), each from a
    //! fixture project in the style of the project where the problem was seen (issue 14 item 7).
    use super::*;
    use crate::parse::{parse_output, ParsedOutput};
    use std::path::PathBuf;

    fn capture(name: &str, project: &str) -> (ParsedOutput, PathBuf) {
        let fixtures = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures");
        let root = fixtures.join("runners").join(project);
        let text = std::fs::read_to_string(fixtures.join(format!("runner-output/{name}.txt")))
            .expect("capture")
            .replace("/WORKSPACE", &root.display().to_string());
        (parse_output(&text, &root), root)
    }

    fn analyze(parsed: &ParsedOutput, root: &Path) -> RootCauseAnalysis {
        crate::analyze::with_offline_context(root, parsed, |ctx| {
            StackAnalyzer.analyze(ctx).expect("analysis")
        })
    }

    /// youtube-dl: the exception is raised in `process_video_result`, whose source (shown by
    /// pytest) defines nested functions; the summary names the function the line is in.
    #[test]
    fn extractor_error_is_placed_in_its_own_function() {
        for name in ["pytest-params", "pytest-params-long"] {
            let (mut parsed, root) = capture(name, "pytest-params");
            parsed
                .failures
                .retain(|f| f.error_type.as_deref() == Some("youtube_dl.utils.ExtractorError"));
            let rca = analyze(&parsed, &root);
            assert_eq!(
                rca.summary,
                "youtube_dl.utils.ExtractorError raised in process_video_result at youtube_dl/YoutubeDL.py:29",
                "{name}"
            );
            assert_eq!(
                (rca.root_cause_file.as_str(), rca.root_cause_line),
                ("youtube_dl/YoutubeDL.py", Some(29))
            );
        }
    }

    /// No "KeyError error": the summary says what happened.
    #[test]
    fn summaries_say_what_happened() {
        let (parsed, root) = capture("python-traceback", "python");
        let rca = analyze(&parsed, &root);
        assert!(
            rca.summary.starts_with("KeyError raised in "),
            "{}",
            rca.summary
        );
        let (parsed, root) = capture("cargo-test", "cargo");
        let mut parsed = parsed;
        parsed
            .failures
            .retain(|f| f.test.as_deref() == Some("imports_amount_with_currency"));
        let rca = analyze(&parsed, &root);
        assert!(rca.summary.starts_with("panic in "), "{}", rca.summary);
    }

    /// smallvec: `assert_eq!(v.len(), 3)` after `let mut v = SmallVec::new()` checks `len()`,
    /// not the constructor.
    #[test]
    fn rust_assertion_on_a_method_follows_the_method() {
        let (parsed, root) = capture("cargo-smallvec", "rust-smallvec");
        let rca = analyze(&parsed, &root);
        assert!(
            rca.summary.starts_with("len() returns a wrong result"),
            "{}",
            rca.summary
        );
        assert_eq!(rca.root_cause_file, "src/lib.rs");
        let line = rca.root_cause_line.expect("line");
        assert!((30..=37).contains(&line), "{line}: inside len()");
        let lines = vec![
            "    let mut v: SmallVec<u8, 2> = SmallVec::new();".to_string(),
            "    assert_eq!(v.len(), 3);".to_string(),
        ];
        let calls: Vec<String> = called_functions(&lines, 2)
            .into_iter()
            .map(|c| c.0)
            .collect();
        assert_eq!(calls, ["len", "new"]);
        let js = ["  expect(cart.total()).toBe(3);".to_string()];
        let calls: Vec<String> = called_functions(&js, 1).into_iter().map(|c| c.0).collect();
        assert_eq!(calls[0], "total");
    }
    /// Issue 14 item 7, "attributed to `new()` for `v.len()`": smallvec's `len()` is the
    /// slice's (through `Deref`), so the crate defines no `len`; the test's last call on `v`
    /// (`v.push(3)`) changed the value, not `SmallVec::new()` that built it.
    #[test]
    fn an_assertion_on_a_method_the_crate_does_not_define_follows_the_calls_on_the_value() {
        let (parsed, root) = capture("cargo-deref", "rust-deref");
        let rca = analyze(&parsed, &root);
        assert_eq!(
            rca.summary, "push() leaves a wrong value (expected 3, got 2)",
            "{rca:#?}"
        );
        assert_eq!(rca.root_cause_file, "src/lib.rs");
        let line = rca.root_cause_line.expect("line");
        assert!((25..=34).contains(&line), "{line}: inside push()");
        assert!(
            rca.execution_trace
                .iter()
                .any(|s| s.contains("checks the value push() changed")),
            "{:?}",
            rca.execution_trace
        );
        let lines: Vec<String> = [
            "fn len_after_spilling() {",
            "    let mut v: SmallVec<u8, 2> = SmallVec::new();",
            "    v.push(1);",
            "    v.extend_one(2).unwrap();",
            "    other.clear();",
            "    self.helper();",
            "    assert_eq!(v.len(), 3);",
        ]
        .iter()
        .map(|l| l.to_string())
        .collect();
        let calls: Vec<String> = called_functions(&lines, 7)
            .into_iter()
            .map(|c| c.0)
            .collect();
        assert_eq!(calls, ["len", "extend_one", "push", "new"]);
    }

    /// Issue 14 item 7, "'ExtractorError error in process_video_result' at a line of another
    /// function": a summary moved to a line names the function that holds that line.
    #[test]
    fn a_summary_moved_to_another_function_names_it() {
        let fixtures = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/runners");
        let yt = fixtures.join("pytest-params");
        let raised =
            "youtube_dl.utils.ExtractorError raised in process_video_result at youtube_dl/YoutubeDL.py:29";
        assert_eq!(
            summary_at(raised, &yt, "youtube_dl/YoutubeDL.py", 42),
            "youtube_dl.utils.ExtractorError raised in process_video_result: the suspect line is in _select() at youtube_dl/YoutubeDL.py:42"
        );
        // Inside the named function (a nested def above it does not count): named once.
        assert_eq!(
            summary_at(raised, &yt, "youtube_dl/YoutubeDL.py", 27),
            "youtube_dl.utils.ExtractorError raised in process_video_result at youtube_dl/YoutubeDL.py:27"
        );
        let sv = fixtures.join("rust-deref");
        let pushed = "push() leaves a wrong value (expected 3, got 2)";
        assert_eq!(
            summary_at(pushed, &sv, "src/lib.rs", 42),
            "push() leaves a wrong value (expected 3, got 2): the suspect line is in spill() at src/lib.rs:42"
        );
        assert_eq!(
            summary_at(pushed, &sv, "src/lib.rs", 30),
            "push() leaves a wrong value (expected 3, got 2) at src/lib.rs:30"
        );
        assert_eq!(
            summary_at(
                "panic in spillvec::SmallVec<T,_>::insert at src/lib.rs:69",
                &sv,
                "src/lib.rs",
                42
            ),
            "panic in spillvec::SmallVec<T,_>::insert: the suspect line is in spill() at src/lib.rs:42"
        );
    }

    /// A hang: the innermost workspace frame at the deadline is inside the loop; the loop's line
    /// is pinned (issue 18 item 1).
    #[test]
    fn a_hang_is_pinned_to_its_loop() {
        for (name, project, file, line) in [
            ("unittest-hang", "hang-py", "collatz/steps.py", 4),
            ("pytest-hang", "hang-py", "collatz/steps.py", 4),
            ("node-hang-tap", "hang-js", "src/countdown.js", 5),
            ("node-hang-spec", "hang-js", "src/countdown.js", 5),
        ] {
            let (parsed, root) = capture(name, project);
            let rca = analyze(&parsed, &root);
            assert_eq!(
                (rca.root_cause_file.as_str(), rca.root_cause_line),
                (file, Some(line)),
                "{name}: {}",
                rca.summary
            );
            assert!(rca.summary.starts_with("timed out"), "{}", rca.summary);
            assert_eq!(rca.confidence, Level::High);
        }
        let lines: Vec<String> = "def f(n):\n    while n != 1:\n        if n % 2:\n            n = 3 * n - 1\n    return n\n"
            .lines()
            .map(str::to_string)
            .collect();
        assert_eq!(enclosing_loop(&lines, 4), Some(2));
        // cargo test prints no stack for a hang: the test's call is followed to the loop.
        let (parsed, root) = capture("cargo-hang", "hang-rust");
        let rca = analyze(&parsed, &root);
        assert_eq!(
            (rca.root_cause_file.as_str(), rca.root_cause_line),
            ("src/lib.rs", Some(4)),
            "{}",
            rca.summary
        );
        assert!(
            rca.summary.starts_with("first_gap() never returns"),
            "{}",
            rca.summary
        );
        assert_eq!(enclosing_loop(&lines, 5), None);
    }
}
