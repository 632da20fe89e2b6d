//! Failure parsing: turns test-runner output and stack traces into structured failures.
//!
//! `parse_output` detects every supported format in one pass over the text (Python tracebacks,
//! pytest, unittest; Rust panics, backtraces, cargo test; V8 stacks, node:test, jest, vitest,
//! mocha; Go testing and panics; JUnit/Java stack traces) and returns failures with frames marked
//! inside or outside the workspace, plus the runner's own pass/fail/skip counts.

use serde::{Deserialize, Serialize};
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};
use std::path::Path;

mod go;
mod java;
mod javascript;
pub mod names;
mod python;
mod rust;
mod workspace;

/// The language a failure or frame came from (the one table in `crate::lang`).
pub use crate::lang::Language;

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
    /// The test did not finish: it ran past its time limit (a hang, an endless loop). Its frames,
    /// when the runtime could say, are where it was at the deadline, innermost last.
    TimedOut,
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
/// The text is read once, line by line. Each language parser keeps its own small state machine;
/// a line is handed to a parser when the parser is in the middle of something or when a byte or
/// two of the line say it may start one of its formats. Never panics, and the work per line is
/// bounded (long lines are cut, messages and frame lists are capped).
pub fn parse_output(output: &str, workspace: &Path) -> ParsedOutput {
    let mut sink = Sink::new(workspace);
    let mut python = python::PythonParser::default();
    let mut rust = rust::RustParser::default();
    let mut javascript = javascript::JsParser::default();
    let mut go = go::GoParser::default();
    let mut java = java::JavaParser::default();
    let mut clean = String::new();
    let mut recent = Recent::new(output);
    for (start, end, escape) in LineScanner::new(output.as_bytes()) {
        // `\n` is ASCII, so both ends are character boundaries.
        let raw = output.get(start..end).unwrap_or("");
        let text = if escape {
            strip_ansi(raw, &mut clean);
            clean.as_str()
        } else {
            raw
        };
        let line = Line::new(truncate(text, MAX_LINE_LEN), &recent);
        // Each parser first says, inline and from a byte or two, whether the line can matter
        // to it; most lines are then never handed to most parsers.
        if python.wants(&line) {
            python.line(&line, &mut sink);
        }
        if rust.wants(&line) {
            rust.line(&line, &mut sink);
        }
        if javascript.wants(&line) {
            javascript.line(&line, &mut sink);
        }
        if go.wants(&line) {
            go.line(&line, &mut sink);
        }
        if java.wants(&line) {
            java.line(&line, &mut sink);
        }
        recent.push(start, end, escape);
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
pub(crate) const MAX_FRAMES: usize = 256;

/// One input line with its indentation measured once for all parsers.
pub(crate) struct Line<'a> {
    /// The line without its line ending.
    pub(crate) text: &'a str,
    /// The line without leading and trailing whitespace.
    pub(crate) trimmed: &'a str,
    /// Leading whitespace in bytes (a tab counts as one).
    pub(crate) indent: usize,
    /// First and last bytes of `trimmed` (0 when blank), for cheap dispatch.
    pub(crate) first: u8,
    pub(crate) last: u8,
    /// The lines just before this one.
    pub(crate) recent: &'a Recent<'a>,
}

impl<'a> Line<'a> {
    fn new(text: &'a str, recent: &'a Recent<'a>) -> Line<'a> {
        // ASCII whitespace only: cheaper than Unicode trimming and what runners indent with.
        let bytes = text.as_bytes();
        let indent = bytes
            .iter()
            .take_while(|b| matches!(b, b' ' | b'\t'))
            .count();
        let end = bytes.len()
            - bytes[indent..]
                .iter()
                .rev()
                .take_while(|b| b.is_ascii_whitespace())
                .count();
        let trimmed = text.get(indent..end).unwrap_or("");
        Line {
            text,
            trimmed,
            indent,
            first: trimmed.as_bytes().first().copied().unwrap_or(0),
            last: trimmed.as_bytes().last().copied().unwrap_or(0),
            recent,
        }
    }

    pub(crate) fn is_blank(&self) -> bool {
        self.trimmed.is_empty()
    }
}

/// How many lines [`Recent`] remembers.
const RECENT_LINES: usize = 8;

/// The last few lines before the current one, kept as ranges of the output. A bare JavaScript
/// or JVM stack is recognised when its first frame shows up, by looking back for the error line
/// above it; remembering ranges costs nothing per line, where testing every line for an error
/// line did.
pub(crate) struct Recent<'a> {
    output: &'a str,
    /// `(start, end, may_have_escape)` of the last lines, the newest at `next - 1`.
    ranges: [(usize, usize, bool); RECENT_LINES],
    len: usize,
    next: usize,
}

impl<'a> Recent<'a> {
    fn new(output: &'a str) -> Recent<'a> {
        Recent {
            output,
            ranges: [(0, 0, false); RECENT_LINES],
            len: 0,
            next: 0,
        }
    }

    fn push(&mut self, start: usize, end: usize, escape: bool) {
        self.ranges[self.next] = (start, end, escape);
        self.next = (self.next + 1) % RECENT_LINES;
        self.len = (self.len + 1).min(RECENT_LINES);
    }

    /// The `n`th line before the current one (1 is the previous line), trimmed and without
    /// ANSI escapes.
    pub(crate) fn back(&self, n: usize) -> Option<std::borrow::Cow<'a, str>> {
        if n == 0 || n > self.len {
            return None;
        }
        let (start, end, escape) = self.ranges[(self.next + RECENT_LINES - n) % RECENT_LINES];
        let raw = truncate(self.output.get(start..end)?, MAX_LINE_LEN);
        Some(if escape {
            let mut clean = String::new();
            strip_ansi(raw, &mut clean);
            clean.trim_ascii().to_string().into()
        } else {
            raw.trim_ascii().into()
        })
    }
}

/// Collects what the language parsers find.
pub(crate) struct Sink {
    failures: Vec<Failure>,
    counts: Option<Counts>,
    tests: Vec<TestOutcome>,
    /// Outcomes since the last summary line, by name, so a runner that lists a test twice (pytest
    /// `-v` with `-rA`) records it once.
    recent_tests: FastMap<u64, usize>,
    pub(crate) resolver: workspace::Resolver,
}

impl Sink {
    fn new(workspace: &Path) -> Sink {
        Sink {
            failures: Vec::new(),
            counts: None,
            tests: Vec::new(),
            recent_tests: FastMap::default(),
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
        let name = name.trim_ascii();
        if name.is_empty() {
            return;
        }
        // Keyed by the name's hash; a collision with another name only loses the dedupe.
        let key = {
            let mut hasher = FastHasher::default();
            hasher.write(name.as_bytes());
            hasher.finish()
        };
        if let Some(&index) = self.recent_tests.get(&key) {
            if let Some(test) = self.tests.get_mut(index).filter(|t| t.name == name) {
                test.passed = passed;
                return;
            }
        }
        self.recent_tests.insert(key, self.tests.len());
        self.tests.push(TestOutcome {
            name: name.to_string(),
            passed,
        });
    }

    /// Forgets a recorded outcome: what looked like a test was a suite.
    pub(crate) fn forget(&mut self, name: &str) {
        let name = name.trim_ascii();
        if let Some(index) = self.tests.iter().rposition(|t| t.name == name) {
            self.tests.remove(index);
            // The dedupe map holds indexes: rebuilt from what is left of this summary's tests.
            self.recent_tests.clear();
        }
    }

    fn into_output(self) -> ParsedOutput {
        ParsedOutput {
            failures: self.failures,
            counts: self.counts,
            tests: self.tests,
        }
    }
}

/// A bounded multi-line message being collected, kept as one string.
#[derive(Debug, Default, Clone)]
pub(crate) struct Message {
    text: String,
    lines: usize,
    first_len: usize,
}

impl Message {
    pub(crate) fn push(&mut self, line: &str) {
        if self.lines >= MAX_MESSAGE_LINES {
            return;
        }
        if self.lines > 0 {
            self.text.push('\n');
        } else {
            self.text.reserve(line.len().max(48));
        }
        self.text.push_str(line.trim_ascii_end());
        self.lines += 1;
        if self.lines == 1 {
            self.first_len = self.text.len();
        }
    }

    pub(crate) fn first(&self) -> &str {
        self.text.get(..self.first_len).unwrap_or("")
    }

    pub(crate) fn line_count(&self) -> usize {
        self.lines
    }

    pub(crate) fn lines(&self) -> std::str::Lines<'_> {
        self.text.lines()
    }

    /// The message without surrounding blank lines.
    pub(crate) fn into_text(mut self) -> String {
        let end = self.text.trim_end_matches('\n').len();
        self.text.truncate(end);
        let start = self.text.len() - self.text.trim_start_matches('\n').len();
        self.text.drain(..start);
        self.text
    }
}

/// A map with a fast, non-cryptographic hash: its keys come from one output, never from an
/// adversary who could exploit collisions to slow down a parse much.
pub(crate) type FastMap<K, V> = HashMap<K, V, BuildHasherDefault<FastHasher>>;

/// The multiply-rotate hash used by rustc (FxHash).
#[derive(Default, Clone, Copy)]
pub(crate) struct FastHasher(u64);

impl Hasher for FastHasher {
    fn write(&mut self, bytes: &[u8]) {
        const K: u64 = 0x517c_c1b7_2722_0a95;
        let mut chunks = bytes.chunks_exact(8);
        for chunk in &mut chunks {
            let mut word = [0u8; 8];
            word.copy_from_slice(chunk);
            self.0 = (self.0.rotate_left(5) ^ u64::from_le_bytes(word)).wrapping_mul(K);
        }
        for &byte in chunks.remainder() {
            self.0 = (self.0.rotate_left(5) ^ u64::from(byte)).wrapping_mul(K);
        }
    }

    fn write_u8(&mut self, byte: u8) {
        self.write(&[byte]);
    }

    fn finish(&self) -> u64 {
        self.0
    }
}

/// Bytes that can appear in a dotted identifier (`java.lang.Error`, `$Proxy`, `x_test.go`).
const NAME_BYTES: [bool; 256] = {
    let mut table = [false; 256];
    let mut b = 0;
    while b < 256 {
        let c = b as u8;
        table[b] = c.is_ascii_alphanumeric() || matches!(c, b'_' | b'$' | b'.');
        b += 1;
    }
    table
};

/// The length of the dotted identifier at the start of `text` (at most `max` bytes).
pub(crate) fn name_len(text: &str, max: usize) -> usize {
    text.as_bytes()
        .iter()
        .take(max)
        .take_while(|&&b| NAME_BYTES[b as usize])
        .count()
}

/// Splits `head: rest` at the first `": "` (a byte search, cheaper than a substring search).
pub(crate) fn split_colon_space(text: &str) -> Option<(&str, &str)> {
    let bytes = text.as_bytes();
    let mut from = 0;
    while let Some(offset) = text.get(from..)?.find(':') {
        let at = from + offset;
        if bytes.get(at + 1) == Some(&b' ') {
            return Some((&text[..at], &text[at + 2..]));
        }
        from = at + 1;
    }
    None
}

/// Appends a frame to a list printed innermost first (V8, Rust, Go, JVM): once `MAX_FRAMES`
/// frames are kept, later (outer) ones are dropped.
pub(crate) fn push_frame(frames: &mut Vec<Frame>, frame: Frame) {
    push_frame_inner(frames, frame);
}

/// Appends a frame to a list printed outermost first (Python): once `MAX_FRAMES` frames are
/// kept, the outermost one is dropped, so a deep recursion keeps the frames that raised.
pub(crate) fn push_frame_outer_first(frames: &mut Vec<Frame>, frame: Frame) {
    if frames.len() >= MAX_FRAMES {
        frames.remove(0);
    }
    push_frame_inner(frames, frame);
}

fn push_frame_inner(frames: &mut Vec<Frame>, frame: Frame) {
    if frames.len() < MAX_FRAMES {
        if frames.capacity() == 0 {
            // Most traces have a handful of frames: skip the 1-2-4 growth steps.
            frames.reserve(8);
        }
        frames.push(frame);
    }
}

/// Splits text into lines 64 bytes at a time: each block is turned into two bit masks (where
/// the newlines are, where the escape characters are), and lines are then read off the masks
/// with a few instructions each. Also says whether a line may hold an escape character, so that
/// only those lines go through the ANSI stripper.
pub(crate) struct LineScanner<'a> {
    bytes: &'a [u8],
    /// Offset of the block the masks describe.
    block: usize,
    newlines: u64,
    escapes: u64,
    /// Start of the next line.
    start: usize,
    /// The current line had an escape character in an earlier block.
    carried_escape: bool,
}

impl<'a> LineScanner<'a> {
    pub(crate) fn new(bytes: &'a [u8]) -> LineScanner<'a> {
        let (newlines, escapes) = block_masks(bytes, 0);
        LineScanner {
            bytes,
            block: 0,
            newlines,
            escapes,
            start: 0,
            carried_escape: false,
        }
    }
}

impl Iterator for LineScanner<'_> {
    /// `(start, end, may_have_escape)`; `end` is the index of the `\n` or the text's length.
    type Item = (usize, usize, bool);

    fn next(&mut self) -> Option<(usize, usize, bool)> {
        loop {
            if self.newlines != 0 {
                let bit = self.newlines.trailing_zeros();
                // Bits up to and including this newline.
                let through = u64::MAX >> (63 - bit);
                self.newlines &= !through;
                let escape = self.carried_escape || self.escapes & through != 0;
                self.escapes &= !through;
                self.carried_escape = false;
                let (start, end) = (self.start, self.block + bit as usize);
                self.start = end + 1;
                return Some((start, end, escape));
            }
            self.carried_escape |= self.escapes != 0;
            self.block += 64;
            if self.block >= self.bytes.len() {
                // The last line has no newline after it.
                if self.start < self.bytes.len() {
                    let start = std::mem::replace(&mut self.start, self.bytes.len());
                    return Some((start, self.bytes.len(), self.carried_escape));
                }
                return None;
            }
            (self.newlines, self.escapes) = block_masks(self.bytes, self.block);
        }
    }
}

/// Masks of the newlines and escape characters among the (up to) 64 bytes at `offset`.
fn block_masks(bytes: &[u8], offset: usize) -> (u64, u64) {
    match bytes.get(offset..offset + 64) {
        Some(block) => full_block_masks(block),
        None => scalar_block_masks(bytes.get(offset..).unwrap_or_default()),
    }
}

#[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
fn full_block_masks(block: &[u8]) -> (u64, u64) {
    // SAFETY: this build enables SSE2 (it is part of the x86_64 baseline), which is all that
    // `sse2_block_masks` requires.
    unsafe { sse2_block_masks(block) }
}

#[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
#[target_feature(enable = "sse2")]
fn sse2_block_masks(block: &[u8]) -> (u64, u64) {
    use std::arch::x86_64::{
        __m128i, _mm_cmpeq_epi8, _mm_loadu_si128, _mm_movemask_epi8, _mm_set1_epi8,
    };
    if block.len() < 64 {
        return scalar_block_masks(block);
    }
    let newline = _mm_set1_epi8(b'\n' as i8);
    let escape = _mm_set1_epi8(0x1b);
    let (mut newlines, mut escapes) = (0u64, 0u64);
    for lane in 0..4 {
        // SAFETY: `block` has at least 64 bytes, so the 16 bytes at `lane * 16` are in bounds,
        // and `_mm_loadu_si128` has no alignment requirement.
        let v = unsafe { _mm_loadu_si128(block.as_ptr().add(lane * 16).cast::<__m128i>()) };
        let n = _mm_movemask_epi8(_mm_cmpeq_epi8(v, newline)) as u32 as u64;
        let e = _mm_movemask_epi8(_mm_cmpeq_epi8(v, escape)) as u32 as u64;
        newlines |= (n & 0xffff) << (lane * 16);
        escapes |= (e & 0xffff) << (lane * 16);
    }
    (newlines, escapes)
}

#[cfg(not(all(target_arch = "x86_64", target_feature = "sse2")))]
fn full_block_masks(block: &[u8]) -> (u64, u64) {
    scalar_block_masks(block)
}

/// The portable version of [`full_block_masks`], also used for the last, short block.
fn scalar_block_masks(block: &[u8]) -> (u64, u64) {
    let (mut newlines, mut escapes) = (0u64, 0u64);
    for (i, &byte) in block.iter().take(64).enumerate() {
        newlines |= u64::from(byte == b'\n') << i;
        escapes |= u64::from(byte == 0x1b) << i;
    }
    (newlines, escapes)
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

/// Splits `path:line:column` (column optional) from the end, reading digits backwards.
pub(crate) fn split_location(text: &str) -> Option<(&str, u32, Option<u32>)> {
    // Splits `head:digits` at the end of `text`.
    fn number_at_end(text: &str) -> Option<(&str, u32)> {
        let bytes = text.as_bytes();
        let digits = bytes
            .iter()
            .rev()
            .take_while(|b| b.is_ascii_digit())
            .count();
        let colon = bytes.len().checked_sub(digits + 1)?;
        if digits == 0 || bytes[colon] != b':' {
            return None;
        }
        Some((&text[..colon], parse_number(&text[colon + 1..])?))
    }
    let (rest, last) = number_at_end(text)?;
    if let Some((path, line)) = number_at_end(rest) {
        if !path.is_empty() {
            return Some((path, line, Some(last)));
        }
    }
    (!rest.is_empty()).then_some((rest, last, None))
}

/// Finds `needle` in `hay`: a byte scan for the needle's first non-space byte, then a compare.
/// For the short lines of a log this beats `str::find`, whose searcher is costly to set up.
pub(crate) fn find_sub(hay: &str, needle: &str) -> Option<usize> {
    let (hay, needle) = (hay.as_bytes(), needle.as_bytes());
    let anchor = needle.iter().position(|&b| b != b' ').unwrap_or(0);
    let first = *needle.get(anchor)?;
    let mut from = anchor;
    while let Some(offset) = hay.get(from..)?.iter().position(|&b| b == first) {
        let at = from + offset;
        let start = at - anchor;
        if hay.get(start..start + needle.len()) == Some(needle) {
            return Some(start);
        }
        from = at + 1;
    }
    None
}

/// Like `str::rsplit_once` with a string pattern, by a backward scan over the bytes.
pub(crate) fn rsplit_sub<'a>(hay: &'a str, needle: &str) -> Option<(&'a str, &'a str)> {
    let at = hay
        .as_bytes()
        .windows(needle.len().max(1))
        .rposition(|window| window == needle.as_bytes())?;
    // The needle is whole characters, so both ends of the match are character boundaries.
    Some((hay.get(..at)?, hay.get(at + needle.len()..)?))
}

/// Like `str::split_once` with a string pattern, using [`find_sub`].
pub(crate) fn split_sub<'a>(hay: &'a str, needle: &str) -> Option<(&'a str, &'a str)> {
    let at = find_sub(hay, needle)?;
    Some((&hay[..at], &hay[at + needle.len()..]))
}

/// Splits a symmetric comparison `left OP right` (for `assert a == b`, `a != b`, `a !== b`).
/// By the usual convention (`assert actual == expected`, `assertEqual(actual, expected)`,
/// `assert_eq!(actual, expected)`) the left side is the actual value.
pub(crate) fn split_comparison<'a>(text: &'a str, op: &str) -> Option<(&'a str, &'a str)> {
    let (left, right) = split_sub(text, op)?;
    let (left, right) = (left.trim_ascii(), right.trim_ascii());
    (!left.is_empty() && !right.is_empty()).then_some((left, right))
}

#[cfg(test)]
mod tests;
