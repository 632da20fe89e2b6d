//! Failure parsing: turns test-runner output and stack traces into structured failures.
//!
//! `parse_output` detects every supported format in one pass over the text (Python tracebacks,
//! pytest, unittest; Rust panics, backtraces, cargo test; V8 stacks, node:test, jest, vitest,
//! mocha; Go testing and panics; JUnit/Java stack traces) and returns failures with frames marked
//! inside or outside the workspace, plus the runner's own pass/fail/skip counts.

use serde::{Deserialize, Serialize};
use std::collections::HashMap;
use std::path::Path;

mod go;
mod java;
mod javascript;
mod python;
mod rust;
mod workspace;

/// The language a failure or frame came from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Language {
    Python,
    Rust,
    JavaScript,
    Go,
    Java,
}

/// One stack frame. `file` is workspace-relative (with `/`) when `in_workspace`, otherwise as
/// printed.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Frame {
    pub file: String,
    /// 1-based.
    pub line: u32,
    /// 1-based, when the format gives one.
    pub column: Option<u32>,
    pub function: Option<String>,
    /// True when the file resolves to an existing file inside the workspace that is not a
    /// library (site-packages, node_modules, cargo registry, rustc sources, JDK, GOROOT).
    pub in_workspace: bool,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum FailureKind {
    /// An assertion failed (assert, assert_eq!, expect(...), AssertionError, t.Errorf, ...).
    Assertion,
    /// An exception, panic or error other than an assertion.
    Exception,
}

/// One failure (usually one failing test).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Failure {
    pub language: Language,
    /// Test name as the runner prints it, when known.
    pub test: Option<String>,
    pub kind: FailureKind,
    /// Exception type / panic kind when known (`ZeroDivisionError`, `AssertionError`).
    pub error_type: Option<String>,
    pub message: String,
    pub expected: Option<String>,
    pub actual: Option<String>,
    /// Call order: outermost first, innermost (where it was raised) last.
    pub frames: Vec<Frame>,
}

/// The runner's own summary counts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Counts {
    pub passed: u32,
    pub failed: u32,
    pub skipped: u32,
}

/// The outcome of one test, for runners that list every test.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TestOutcome {
    pub name: String,
    pub passed: bool,
}

/// Everything found in one output.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct ParsedOutput {
    pub failures: Vec<Failure>,
    /// Summed over every summary line found; `None` when no runner summary was seen.
    pub counts: Option<Counts>,
    pub tests: Vec<TestOutcome>,
}

/// Parses runner output or a bare stack trace. `workspace` is used to decide which frames are
/// inside the workspace and to make their paths relative.
///
/// The text is read once, line by line; every language parser sees every line and rejects it
/// with a few byte comparisons unless it looks like one of its formats. Never panics.
pub fn parse_output(output: &str, workspace: &Path) -> ParsedOutput {
    let mut sink = Sink::new(workspace);
    let mut python = python::PythonParser::default();
    let mut rust = rust::RustParser::default();
    let mut javascript = javascript::JsParser::default();
    let mut go = go::GoParser::default();
    let mut java = java::JavaParser::default();
    let mut clean = String::new();
    for raw in output.lines() {
        let text = if raw.contains('\x1b') {
            strip_ansi(raw, &mut clean);
            clean.as_str()
        } else {
            raw
        };
        let line = Line::new(truncate(text, MAX_LINE_LEN));
        python.line(&line, &mut sink);
        rust.line(&line, &mut sink);
        javascript.line(&line, &mut sink);
        go.line(&line, &mut sink);
        java.line(&line, &mut sink);
    }
    python.finish(&mut sink);
    rust.finish(&mut sink);
    javascript.finish(&mut sink);
    go.finish(&mut sink);
    java.finish(&mut sink);
    sink.into_output()
}

/// Lines longer than this are cut before parsing, which bounds the work per line.
const MAX_LINE_LEN: usize = 4096;
/// At most this many lines of a message are kept.
const MAX_MESSAGE_LINES: usize = 24;
/// At most this many frames are kept per failure (the innermost ones).
const MAX_FRAMES: usize = 256;

/// One input line with its indentation measured once for all parsers.
pub(crate) struct Line<'a> {
    /// The line without its line ending.
    pub(crate) text: &'a str,
    /// The line without leading whitespace.
    pub(crate) trimmed: &'a str,
    /// Leading whitespace in bytes (a tab counts as one).
    pub(crate) indent: usize,
}

impl<'a> Line<'a> {
    fn new(text: &'a str) -> Line<'a> {
        let trimmed = text.trim_start();
        Line {
            text,
            trimmed,
            indent: text.len() - trimmed.len(),
        }
    }

    pub(crate) fn is_blank(&self) -> bool {
        self.trimmed.trim_end().is_empty()
    }
}

/// Collects what the language parsers find.
pub(crate) struct Sink {
    failures: Vec<Failure>,
    counts: Option<Counts>,
    tests: Vec<TestOutcome>,
    /// Outcomes since the last summary line, by name, so a runner that lists a test twice (pytest
    /// `-v` with `-rA`) records it once.
    recent_tests: HashMap<String, usize>,
    pub(crate) resolver: workspace::Resolver,
}

impl Sink {
    fn new(workspace: &Path) -> Sink {
        Sink {
            failures: Vec::new(),
            counts: None,
            tests: Vec::new(),
            recent_tests: HashMap::new(),
            resolver: workspace::Resolver::new(workspace),
        }
    }

    /// Adds a failure and returns its index.
    pub(crate) fn failure(&mut self, failure: Failure) -> usize {
        self.failures.push(failure);
        self.failures.len() - 1
    }

    pub(crate) fn failure_mut(&mut self, index: usize) -> Option<&mut Failure> {
        self.failures.get_mut(index)
    }

    /// Adds one runner summary to the counts.
    pub(crate) fn counts(&mut self, passed: u32, failed: u32, skipped: u32) {
        let counts = self.counts.get_or_insert_with(Counts::default);
        counts.passed = counts.passed.saturating_add(passed);
        counts.failed = counts.failed.saturating_add(failed);
        counts.skipped = counts.skipped.saturating_add(skipped);
        self.recent_tests.clear();
    }

    /// Records the outcome of one test.
    pub(crate) fn outcome(&mut self, name: &str, passed: bool) {
        let name = name.trim();
        if name.is_empty() {
            return;
        }
        if let Some(&index) = self.recent_tests.get(name) {
            if let Some(test) = self.tests.get_mut(index) {
                test.passed = passed;
                return;
            }
        }
        self.recent_tests.insert(name.to_string(), self.tests.len());
        self.tests.push(TestOutcome {
            name: name.to_string(),
            passed,
        });
    }

    fn into_output(self) -> ParsedOutput {
        ParsedOutput {
            failures: self.failures,
            counts: self.counts,
            tests: self.tests,
        }
    }
}

/// A bounded multi-line message being collected.
#[derive(Debug, Default, Clone)]
pub(crate) struct Message {
    lines: Vec<String>,
}

impl Message {
    pub(crate) fn push(&mut self, line: &str) {
        if self.lines.len() < MAX_MESSAGE_LINES {
            self.lines.push(line.trim_end().to_string());
        }
    }

    pub(crate) fn first(&self) -> &str {
        self.lines.first().map_or("", String::as_str)
    }

    pub(crate) fn lines(&self) -> &[String] {
        &self.lines
    }

    /// The message with surrounding blank lines removed.
    pub(crate) fn text(&self) -> String {
        let start = self.lines.iter().position(|l| !l.trim().is_empty());
        let end = self.lines.iter().rposition(|l| !l.trim().is_empty());
        match (start, end) {
            (Some(start), Some(end)) => self.lines[start..=end].join("\n"),
            _ => String::new(),
        }
    }
}

/// Appends a frame unless the failure already holds `MAX_FRAMES` frames.
pub(crate) fn push_frame(frames: &mut Vec<Frame>, frame: Frame) {
    if frames.len() < MAX_FRAMES {
        frames.push(frame);
    }
}

/// Cuts a line to at most `max` bytes on a character boundary.
fn truncate(text: &str, max: usize) -> &str {
    if text.len() <= max {
        return text;
    }
    let mut end = max;
    while !text.is_char_boundary(end) {
        end -= 1;
    }
    &text[..end]
}

/// Copies `text` into `out` without ANSI escape sequences (colours, cursor moves).
fn strip_ansi(text: &str, out: &mut String) {
    out.clear();
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        if c != '\x1b' {
            out.push(c);
            continue;
        }
        match chars.peek() {
            Some('[') => {
                chars.next();
                // A CSI sequence ends with a byte in 0x40..=0x7e.
                for c in chars.by_ref() {
                    if ('\x40'..='\x7e').contains(&c) {
                        break;
                    }
                }
            }
            Some(']') => {
                // An OSC sequence (hyperlinks) ends with BEL or ESC \\.
                chars.next();
                while let Some(c) = chars.next() {
                    if c == '\x07' {
                        break;
                    }
                    if c == '\x1b' {
                        chars.next();
                        break;
                    }
                }
            }
            Some(_) => {
                chars.next();
            }
            None => {}
        }
    }
}

/// Parses a decimal line or column number; zero and overflow are rejected.
pub(crate) fn parse_number(text: &str) -> Option<u32> {
    if text.is_empty() || text.len() > 9 || !text.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    text.parse().ok().filter(|&n| n > 0)
}

/// Splits `path:line:column` (column optional) from the end.
pub(crate) fn split_location(text: &str) -> Option<(&str, u32, Option<u32>)> {
    let (rest, last) = text.rsplit_once(':')?;
    let last = parse_number(last)?;
    if let Some((path, line)) = rest.rsplit_once(':') {
        if let Some(line) = parse_number(line) {
            if !path.is_empty() {
                return Some((path, line, Some(last)));
            }
        }
    }
    (!rest.is_empty()).then_some((rest, last, None))
}

/// Splits a symmetric comparison `left OP right` (for `assert a == b`, `a != b`, `a !== b`).
/// By the usual convention (`assert actual == expected`, `assertEqual(actual, expected)`,
/// `assert_eq!(actual, expected)`) the left side is the actual value.
pub(crate) fn split_comparison<'a>(text: &'a str, op: &str) -> Option<(&'a str, &'a str)> {
    let (left, right) = text.split_once(op)?;
    let (left, right) = (left.trim(), right.trim());
    (!left.is_empty() && !right.is_empty()).then_some((left, right))
}

#[cfg(test)]
mod tests;
