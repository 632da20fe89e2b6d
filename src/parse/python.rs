//! Python: tracebacks (with chained exceptions), pytest (`--tb=long|short|native`, `-v`, `-rA`,
//! the short summary and the final counts) and unittest (plain and `-v`).
//!
//! Tracebacks are read frame by frame; when exceptions are chained ("During handling of the above
//! exception..." or "The above exception was the direct cause..."), the last traceback is the one
//! that was raised and becomes the failure. pytest's long and short formats print frames as
//! `path.py:12: ...` location lines and the error as `E   ...` lines; both feed the same
//! exception being built, and each `____ test_name ____` entry becomes one failure.

use super::{
    find_sub, parse_number, push_frame_outer_first, rsplit_sub, split_colon_space,
    split_comparison, split_location, split_sub, Failure, FailureKind, FastMap, Frame, Language,
    Line, Message, Sink,
};

#[derive(Default)]
pub(crate) struct PythonParser {
    state: State,
    /// The exception being read, in a traceback or in a pytest entry.
    exc: Exc,
    /// The last exception ended with a chain marker, so the next traceback replaces it.
    chained: bool,
    /// The failing test whose report is being read (a pytest entry or a unittest block).
    entry: Option<Entry>,
    /// Inside pytest's `FAILURES` or `ERRORS` section.
    pytest_section: bool,
    /// pytest failures of the current session by header name, for the short summary to merge.
    session: FastMap<String, usize>,
    /// The count from unittest's `Ran N tests` line, until its `OK`/`FAILED` line.
    unittest_ran: Option<u32>,
    /// The test that was running when faulthandler dumped the stack, when the runner said.
    dump_test: Option<String>,
}

#[derive(Default, Clone, Copy, PartialEq)]
enum State {
    #[default]
    Idle,
    /// Reading `File "..."` lines of a traceback that started at `indent`.
    Traceback { indent: usize },
    /// Reading the lines of an exception message that started at `indent`.
    Message { indent: usize },
    /// Reading a faulthandler dump (`Timeout (0:00:05)!`, then each thread's frames, innermost
    /// first); `done` once a thread with a frame inside the workspace was read.
    Dump { done: bool },
}

#[derive(Default)]
struct Exc {
    frames: Vec<Frame>,
    error_type: Option<String>,
    message: Message,
    /// Whether an exception line (or `E` line) was seen, as opposed to frames only.
    complete: bool,
    /// The process was stopped at a deadline (faulthandler's dump, pytest-timeout).
    timed_out: bool,
}

impl Exc {
    fn has_content(&self) -> bool {
        self.complete || !self.frames.is_empty()
    }
}

struct Entry {
    test: String,
    pytest: bool,
    /// The last `def name(` seen in the current pytest chunk, for long-format frames.
    last_def: Option<String>,
    /// Width of the first `E` line's indentation, stripped from the following ones.
    e_indent: Option<usize>,
    /// Inside a `Captured stdout` subsection, whose lines are the test's own output.
    captured: bool,
}

impl PythonParser {
    /// Whether the line can matter: something is being read, or the line starts like a
    /// traceback, a chain marker, a pytest or unittest line.
    #[inline]
    pub(crate) fn wants(&self, line: &Line) -> bool {
        self.state != State::Idle
            || self.entry.is_some()
            || self.exc.complete
            || self.chained
            || self.unittest_ran.is_some()
            || matches!(line.first, b'T' | b'D')
            || line.last == b'!'
            || (line.indent == 0
                && (matches!(
                    line.first,
                    b'=' | b'_' | b'-' | b'F' | b'E' | b'R' | b'O' | b'P' | b'X' | b'0'..=b'9'
                ) || matches!(line.last, b'k' | b'L' | b'R' | b's' | b']' | b'D' | b'S')))
            // unittest -v prints a failing subtest indented under its test:
            // `  test_x (m.C.test_x) (n=2) ... FAIL`; the test fails.
            || (line.indent > 0 && line.indent <= 4 && matches!(line.last, b'L' | b'R'))
    }

    pub(crate) fn line(&mut self, line: &Line, sink: &mut Sink) {
        let t = line.trimmed;
        if let State::Dump { done } = self.state {
            if self.dump_line(line, done, sink) {
                return;
            }
        }
        // faulthandler's dump: `Timeout (0:00:05)!`, possibly after a runner's progress dots.
        if line.last == b'!' && t.ends_with(")!") {
            if let Some(at) = find_sub(t, "Timeout (") {
                self.flush_bare(sink);
                self.end_entry(sink);
                self.exc = Exc::default();
                self.exc.error_type = Some("Timeout".to_string());
                self.exc.message.push(&format!(
                    "the process was still running at its deadline ({}); faulthandler dumped its stack",
                    t[at + "Timeout (".len()..].trim_end_matches(")!")
                ));
                self.exc.complete = true;
                self.exc.timed_out = true;
                // unittest -v printed the running test just before: `test_x (m.C.test_x) ... `.
                self.dump_test = t[..at]
                    .trim_ascii_end()
                    .strip_suffix(" ...")
                    .and_then(unittest_name);
                self.state = State::Dump { done: false };
                return;
            }
        }
        match self.state {
            State::Traceback { indent } => {
                if line.indent > indent && !line.is_blank() {
                    if let Some(rest) = t.strip_prefix("File \"") {
                        if let Some(frame) = parse_file_line(rest, sink) {
                            push_frame_outer_first(&mut self.exc.frames, frame);
                        }
                    }
                    return;
                }
                if line.is_blank() {
                    // A traceback cut short: keep its frames as an exception without a type.
                    self.state = State::Idle;
                    self.exc.complete = true;
                    return;
                }
                if !t.starts_with("Traceback (most recent call last)") {
                    self.exception_line(t);
                    self.state = State::Message {
                        indent: line.indent,
                    };
                    return;
                }
            }
            State::Message { indent } => {
                if !is_message_end(line) {
                    let text = line.text.get(indent.min(line.indent)..).unwrap_or(t);
                    self.exc.message.push(text);
                    return;
                }
                self.state = State::Idle;
            }
            State::Idle | State::Dump { .. } => {}
        }
        if line.is_blank() {
            return;
        }

        let first = t.as_bytes().first().copied().unwrap_or(0);
        if first == b'T' && t.starts_with("Traceback (most recent call last)") {
            // A chained traceback replaces the one it was caused by; otherwise an earlier bare
            // traceback is complete.
            self.flush_bare(sink);
            self.exc = Exc::default();
            self.chained = false;
            self.state = State::Traceback {
                indent: line.indent,
            };
            return;
        }
        if (first == b'D' || first == b'T') && is_chain_marker(t) {
            self.chained = true;
            if self.entry.as_ref().is_some_and(|e| e.pytest) {
                // In pytest's long and short formats the cause's frames come first; the
                // exception that was raised starts here.
                self.exc = Exc::default();
            }
            return;
        }
        // Any other line ends a bare traceback that no chain continues.
        self.flush_bare(sink);

        if line.indent == 0
            && (first == b'=' || first == b'_' || first == b'-')
            && self.separator(t, sink)
        {
            return;
        }
        if line.indent == 0
            && first.is_ascii_digit()
            && matches!(t.as_bytes().last(), Some(b's' | b')'))
        {
            // `-q` prints the final counts without the `====` around them.
            if let Some((passed, failed, skipped)) = pytest_counts(t) {
                sink.counts(passed, failed, skipped);
                return;
            }
        }
        if line.indent == 0 && matches!(first, b'F' | b'E' | b'R' | b'O') {
            if let Some(rest) = t
                .strip_prefix("FAIL: ")
                .or_else(|| t.strip_prefix("ERROR: "))
            {
                if let Some(test) = unittest_name(rest) {
                    self.end_entry(sink);
                    self.entry = Some(Entry::new(test, false));
                    return;
                }
            }
            if let Some((n, tail)) = t.strip_prefix("Ran ").and_then(|r| r.split_once(' ')) {
                if let (Ok(n), true) = (n.parse(), tail.starts_with("test")) {
                    self.end_entry(sink);
                    self.unittest_ran = Some(n);
                    return;
                }
            }
            if self.unittest_ran.is_some() && (t.starts_with("OK") || t.starts_with("FAILED (")) {
                self.unittest_counts(t, sink);
                return;
            }
        }

        if let Some(entry) = &mut self.entry {
            if entry.captured {
                return;
            }
            if entry.pytest && self.pytest_entry_line(line, sink) {
                return;
            }
        }
        // Cheap tests on the line's ends come before any search inside it.
        let last = t.as_bytes().last().copied().unwrap_or(0);
        if matches!(last, b'k' | b'L' | b'R' | b's')
            && (t.ends_with(" ok")
                || t.ends_with(" FAIL")
                || t.ends_with(" ERROR")
                || t.ends_with(" unexpected success"))
        {
            if let Some((head, status)) = split_sub(t, " ... ") {
                unittest_verbose(head, status, sink);
                return;
            }
        }
        if line.indent == 0 && is_pytest_outcome(first, last, t) && find_sub(t, ".py::").is_some() {
            self.pytest_outcome(t, sink);
        }
    }

    pub(crate) fn finish(&mut self, sink: &mut Sink) {
        if let State::Dump { .. } = self.state {
            self.end_dump(sink);
        }
        if matches!(self.state, State::Traceback { .. }) {
            self.exc.complete = true;
        }
        self.state = State::Idle;
        self.end_entry(sink);
        self.chained = false;
        self.flush_bare(sink);
    }

    /// Reads a line of a faulthandler dump; returns false when the dump ended (the line is then
    /// looked at again). The dump's frames are innermost first; the failure keeps the first
    /// thread that has a frame inside the workspace (the main thread, usually).
    fn dump_line(&mut self, line: &Line, done: bool, sink: &mut Sink) -> bool {
        let t = line.trimmed;
        if t.starts_with("Thread 0x") || t.starts_with("Current thread 0x") {
            if !done && !self.exc.frames.iter().any(|f| f.in_workspace) {
                self.exc.frames.clear();
            } else {
                self.state = State::Dump { done: true };
            }
            return true;
        }
        if let Some(rest) = t.strip_prefix("File \"") {
            if !done {
                if let Some(frame) = parse_file_line(rest, sink) {
                    if self.exc.frames.len() < super::MAX_FRAMES {
                        self.exc.frames.push(frame);
                    }
                }
            }
            return true;
        }
        if t.is_empty() && self.exc.frames.is_empty() {
            return true;
        }
        self.end_dump(sink);
        false
    }

    /// Ends a dump: its frames were innermost first as printed, and are kept outermost first.
    fn end_dump(&mut self, sink: &mut Sink) {
        self.state = State::Idle;
        self.exc.frames.reverse();
        let exc = std::mem::take(&mut self.exc);
        let test = self.dump_test.take();
        if let Some(test) = &test {
            sink.outcome(test, false);
        }
        sink.failure(build_failure(test, exc));
    }

    /// Handles `====`, `____` and `----` lines; returns true when the line was one of them.
    fn separator(&mut self, t: &str, sink: &mut Sink) -> bool {
        let t = t.trim_ascii_end();
        let bytes = t.as_bytes();
        let Some(&c) = bytes.first() else {
            return false;
        };
        let run = bytes.iter().take_while(|&&b| b == c).count();
        if run == bytes.len() {
            if run < 3 {
                return false;
            }
            // A plain rule: unittest draws `====` before each report and `----` after it.
            if c == b'=' || (c == b'-' && self.entry.as_ref().is_some_and(|_| self.exc.complete)) {
                self.end_entry(sink);
            }
            return run >= 10;
        }
        // `c` is an ASCII rule character, so byte offsets are character boundaries.
        let lead = bytes.iter().take_while(|&&b| b == c).count();
        let trail = bytes.iter().rev().take_while(|&&b| b == c).count();
        let inner = t
            .get(lead..bytes.len().saturating_sub(trail).max(lead))
            .unwrap_or("")
            .trim_ascii();
        // pytest pads a title with at least one rule character and a space on each side
        // (`_ test_x[a very long id] _`); `_ _ _` between frames is not a title.
        let padded = bytes.get(lead) == Some(&b' ')
            && bytes.len() > trail
            && bytes[bytes.len() - trail - 1] == b' ';
        if !padded
            || trail == 0
            || (c == b'-' && lead < 3)
            || inner.is_empty()
            || inner.bytes().all(|b| b == c || b == b' ')
        {
            return false;
        }
        match c {
            b'=' => {
                self.end_entry(sink);
                self.pytest_section = matches!(inner, "FAILURES" | "ERRORS");
                if inner.starts_with("test session starts") {
                    self.session.clear();
                } else if let Some((passed, failed, skipped)) = pytest_counts(inner) {
                    sink.counts(passed, failed, skipped);
                }
                true
            }
            b'_' if self.pytest_section => {
                self.end_entry(sink);
                let name = inner
                    .strip_prefix("ERROR at setup of ")
                    .or_else(|| inner.strip_prefix("ERROR at teardown of "))
                    .or_else(|| inner.strip_prefix("ERROR collecting "))
                    .unwrap_or(inner);
                self.entry = Some(Entry::new(name.to_string(), true));
                true
            }
            b'-' => {
                if let Some(entry) = &mut self.entry {
                    if entry.pytest {
                        entry.captured = inner.starts_with("Captured ");
                        return true;
                    }
                }
                false
            }
            _ => false,
        }
    }

    /// Reads one line of a pytest long/short entry; returns true when it was consumed.
    fn pytest_entry_line(&mut self, line: &Line, sink: &mut Sink) -> bool {
        let Some(entry) = &mut self.entry else {
            return false;
        };
        let t = line.trimmed;
        if line.indent == 0 && (t == "E" || t.starts_with("E ")) {
            let body = &t[1..];
            let spaces = body.len() - body.trim_ascii_start().len();
            let width = *entry.e_indent.get_or_insert(spaces);
            let text = &body[width.min(spaces)..];
            if !self.exc.complete {
                self.exception_line(text);
            } else {
                self.exc.message.push(text);
            }
            return true;
        }
        if t.starts_with("_ _ _") {
            entry.last_def = None;
            return true;
        }
        let code = t.strip_prefix('>').map_or(t, str::trim_start);
        if line.indent > 0 || t.starts_with('>') {
            if let Some(name) = code
                .strip_prefix("def ")
                .or_else(|| code.strip_prefix("async def "))
            {
                let name = name.split('(').next().unwrap_or("").trim_ascii();
                // The chunk shows the frame's function from its `def`; a later `def` is a
                // function nested in it (youtube-dl's `process_video_result`), not the frame.
                if !name.is_empty() && entry.last_def.is_none() {
                    entry.last_def = Some(name.to_string());
                }
            }
            return true;
        }
        // A location line: `path.py:12: in func` (short) or `path.py:12: ErrorType` (long).
        let (location, rest) = match split_colon_space(t) {
            Some((location, rest)) => (location, rest.trim_ascii()),
            None => (t.trim_ascii_end().trim_end_matches(':'), ""),
        };
        if let Some((path, number, None)) = split_location(location) {
            if path.ends_with(".py") && !path.contains(' ') {
                let function = match rest.strip_prefix("in ") {
                    Some(function) => Some(function.to_string()),
                    None => {
                        if !rest.is_empty() && self.exc.error_type.is_none() && is_name(rest) {
                            self.exc.error_type = Some(rest.to_string());
                            self.exc.complete = true;
                        }
                        entry.last_def.take()
                    }
                };
                let frame = sink.resolver.frame(path, number, None, function.as_deref());
                push_frame_outer_first(&mut self.exc.frames, frame);
                return true;
            }
        }
        false
    }

    /// Records an exception line: `pkg.Error: message`, `Error`, or pytest's `assert a == b`.
    fn exception_line(&mut self, text: &str) {
        let (error_type, message) = split_exception(text);
        self.exc.error_type = error_type.map(str::to_string).or_else(|| {
            text.starts_with("assert ")
                .then(|| "AssertionError".to_string())
        });
        self.exc.message = Message::default();
        self.exc.message.push(message);
        self.exc.complete = true;
    }

    /// Emits an exception read outside any test report (a script's traceback).
    fn flush_bare(&mut self, sink: &mut Sink) {
        if self.entry.is_none() && self.state == State::Idle && self.exc.complete && !self.chained {
            let exc = std::mem::take(&mut self.exc);
            sink.failure(build_failure(None, exc));
        }
    }

    fn end_entry(&mut self, sink: &mut Sink) {
        self.state = State::Idle;
        self.chained = false;
        let Some(entry) = self.entry.take() else {
            return;
        };
        let exc = std::mem::take(&mut self.exc);
        if !exc.has_content() {
            return;
        }
        let index = sink.failure(build_failure(Some(entry.test.clone()), exc));
        if entry.pytest {
            self.session.insert(entry.test, index);
        }
    }

    /// pytest's per-test lines: `nodeid PASSED [ 9%]` (`-v`) and `FAILED nodeid - msg`
    /// (short summary, `-rA`).
    fn pytest_outcome(&mut self, t: &str, sink: &mut Sink) {
        for (status, passed) in [
            ("PASSED ", true),
            ("XPASS ", true),
            ("FAILED ", false),
            ("ERROR ", false),
        ] {
            if let Some(rest) = t.strip_prefix(status) {
                let (nodeid, message) = match split_summary(rest) {
                    Some((nodeid, message)) => (nodeid.trim_ascii(), Some(message.trim_ascii())),
                    None => (rest.trim_ascii(), None),
                };
                if find_sub(nodeid, "::").is_none() {
                    return;
                }
                sink.outcome(nodeid, passed);
                if !passed {
                    self.summary_failure(nodeid, message, sink);
                }
                return;
            }
        }
        // `-v`: `nodeid STATUS [ 9%]` or `nodeid STATUS (reason) [ 36%]`; the id may hold
        // spaces (`test_x[a b]`), so the status is looked for from the end.
        let body = match t.rfind(" [") {
            Some(at) if t.ends_with("%]") => t[..at].trim_ascii_end(),
            _ => t,
        };
        let body = match body.rfind(" (") {
            Some(at) if body.ends_with(')') => &body[..at],
            _ => body,
        };
        let Some((nodeid, status)) = body.rsplit_once(' ') else {
            return;
        };
        let passed = match status {
            "PASSED" | "XPASS" => true,
            "FAILED" | "ERROR" => false,
            _ => return,
        };
        let nodeid = nodeid.trim_ascii();
        if find_sub(nodeid, "::").is_some() {
            sink.outcome(nodeid, passed);
        }
    }

    /// Merges a short-summary line into the failure its entry produced, or adds one.
    fn summary_failure(&mut self, nodeid: &str, message: Option<&str>, sink: &mut Sink) {
        // `tests/x.py::Cls::test` is reported as `Cls.test` in the entry's header.
        let tail = split_sub(nodeid, "::").map_or(nodeid, |(_, tail)| tail);
        let mut dotted = String::with_capacity(tail.len());
        let (bytes, mut start, mut i) = (tail.as_bytes(), 0, 0);
        while i + 1 < bytes.len() {
            if bytes[i] == b':' && bytes[i + 1] == b':' {
                dotted.push_str(&tail[start..i]);
                dotted.push('.');
                i += 2;
                start = i;
            } else {
                i += 1;
            }
        }
        dotted.push_str(&tail[start..]);
        let tail = dotted;
        if let Some(&index) = self.session.get(&tail) {
            if let Some(failure) = sink.failure_mut(index) {
                if !failure
                    .test
                    .as_deref()
                    .is_some_and(|t| find_sub(t, "::").is_some())
                {
                    failure.test = Some(nodeid.to_string());
                    return;
                }
            }
        }
        // No report was printed for it (`--tb=no`, `-q`): the summary is all there is.
        let mut exc = Exc::default();
        if let Some(message) = message {
            // pytest cuts the summary at the terminal's width and marks the cut with `...`.
            let cut = message.strip_suffix("...");
            let (error_type, text) = split_exception(cut.unwrap_or(message));
            match (cut, error_type) {
                // The cut fell inside the type's name (`inventory.st...`): no type is known.
                (Some(_), Some(_)) if text.is_empty() => exc.message.push(message),
                _ => {
                    exc.error_type = error_type.map(str::to_string);
                    if cut.is_some() {
                        exc.message.push(&format!("{text}..."));
                    } else {
                        exc.message.push(text);
                    }
                }
            }
            if exc.error_type.is_none() && message.starts_with("assert ") {
                exc.error_type = Some("AssertionError".to_string());
            }
        }
        exc.complete = true;
        let index = sink.failure(build_failure(Some(nodeid.to_string()), exc));
        self.session.insert(tail, index);
    }

    fn unittest_counts(&mut self, t: &str, sink: &mut Sink) {
        let Some(ran) = self.unittest_ran.take() else {
            return;
        };
        let mut failed = 0u32;
        let mut skipped = 0u32;
        if let Some(inner) = t.split_once('(').and_then(|(_, r)| r.split_once(')')) {
            for part in inner.0.split(',') {
                let Some((key, value)) = part.split_once('=') else {
                    continue;
                };
                let value: u32 = value.trim_ascii().parse().unwrap_or(0);
                match key.trim_ascii() {
                    "failures" | "errors" | "unexpected successes" => {
                        failed = failed.saturating_add(value)
                    }
                    "skipped" | "expected failures" => skipped = skipped.saturating_add(value),
                    _ => {}
                }
            }
        }
        let passed = ran.saturating_sub(failed).saturating_sub(skipped);
        sink.counts(passed, failed, skipped);
    }
}

impl Entry {
    fn new(test: String, pytest: bool) -> Entry {
        Entry {
            test,
            pytest,
            last_def: None,
            e_indent: None,
            captured: false,
        }
    }
}

/// Whether a line has the shape of a pytest outcome: `nodeid PASSED [ 9%]` or
/// `FAILED nodeid - message`. `first` and `last` are its first and last bytes.
fn is_pytest_outcome(first: u8, last: u8, t: &str) -> bool {
    const PREFIXES: [&str; 4] = ["PASSED ", "FAILED ", "ERROR ", "XPASS "];
    const SUFFIXES: [&str; 6] = [
        " PASSED", " FAILED", " ERROR", " XPASS", " SKIPPED", " XFAIL",
    ];
    (last == b']' && t.ends_with("%]"))
        || (matches!(first, b'P' | b'F' | b'E' | b'X') && PREFIXES.iter().any(|p| t.starts_with(p)))
        || (matches!(last, b'D' | b'R' | b'S' | b'L') && SUFFIXES.iter().any(|s| t.ends_with(s)))
}

/// Splits a short-summary line's rest, `nodeid - message`, at the first ` - ` that is not inside
/// the id's parameter brackets (`test_x[dash-ed - x] - AssertionError`).
fn split_summary(rest: &str) -> Option<(&str, &str)> {
    let mut from = 0;
    while let Some(offset) = find_sub(&rest[from..], " - ") {
        let at = from + offset;
        let id = &rest[..at];
        let tail = id.rsplit("::").next().unwrap_or(id);
        let open = tail.bytes().filter(|&b| b == b'[').count();
        let close = tail.bytes().filter(|&b| b == b']').count();
        if open == close && (open == 0 || tail.ends_with(']')) {
            return Some((id, &rest[at + 3..]));
        }
        from = at + 3;
    }
    None
}

fn is_chain_marker(t: &str) -> bool {
    t.starts_with("During handling of the above exception")
        || t.starts_with("The above exception was the direct cause")
}

/// Parses the rest of `File "path", line 12, in func` (after `File "`).
fn parse_file_line(rest: &str, sink: &mut Sink) -> Option<Frame> {
    let quote = rest.find('"')?;
    let path = &rest[..quote];
    let rest = rest[quote..].strip_prefix("\", line ")?;
    let digits = rest.bytes().take_while(u8::is_ascii_digit).count();
    let number = parse_number(&rest[..digits])?;
    // Tracebacks print `, line 3, in f`; faulthandler's dumps `, line 3 in f`.
    let function = rest[digits..]
        .strip_prefix(", in ")
        .or_else(|| rest[digits..].strip_prefix(" in "))
        .map(str::trim);
    Some(sink.resolver.frame(path, number, None, function))
}

/// Whether a line ends the message of a traceback's exception.
fn is_message_end(line: &Line) -> bool {
    let t = line.trimmed;
    if line.is_blank() {
        return true;
    }
    if line.indent > 0 {
        return false;
    }
    let bytes = t.as_bytes();
    let rule = bytes.len() >= 3
        && matches!(bytes[0], b'=' | b'_' | b'-')
        && bytes[1] == bytes[0]
        && bytes[2] == bytes[0];
    rule || t.starts_with("Traceback (most recent call last)")
        || is_chain_marker(t)
        || t.starts_with("FAIL: ")
        || t.starts_with("ERROR: ")
        || t.starts_with("FAILED ")
        || t.starts_with("PASSED ")
        || t.starts_with("Ran ")
}

/// Splits `pkg.mod.Error: message` into the type and the message; text that does not start
/// with an exception name is all message.
fn split_exception(text: &str) -> (Option<&str>, &str) {
    let text = text.trim_ascii();
    match text.split_once(':') {
        Some((head, rest)) if is_name(head) => (Some(head), rest.trim_ascii_start()),
        None if is_name(text) => (Some(text), ""),
        _ => (None, text),
    }
}

/// A dotted Python identifier such as `inventory.stock.StockError`.
fn is_name(text: &str) -> bool {
    !text.is_empty()
        && text.len() <= 200
        && !text.ends_with('.')
        && text
            .as_bytes()
            .first()
            .is_some_and(|b| b.is_ascii_alphabetic() || *b == b'_')
        && text
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b'.')
}

fn build_failure(test: Option<String>, exc: Exc) -> Failure {
    let assertion = exc
        .error_type
        .as_deref()
        .is_some_and(|t| t.ends_with("AssertionError"));
    // pytest-timeout: `Failed: Timeout (>2.0s) from pytest-timeout.`
    let timed_out = exc.timed_out
        || (exc.error_type.as_deref() == Some("Failed")
            && exc.message.first().starts_with("Timeout"));
    let (expected, actual) = if assertion {
        expected_actual(exc.message.first())
    } else {
        (None, None)
    };
    Failure {
        language: Language::Python,
        test,
        kind: if timed_out {
            FailureKind::TimedOut
        } else if assertion {
            FailureKind::Assertion
        } else {
            FailureKind::Exception
        },
        error_type: exc.error_type,
        message: exc.message.into_text(),
        expected,
        actual,
        frames: exc.frames,
    }
}

/// Reads expected and actual values from `assert 3 == 4` (pytest) or `3 != 4` (unittest).
fn expected_actual(first: &str) -> (Option<String>, Option<String>) {
    let first = first.trim_ascii();
    let found = match first.strip_prefix("assert ") {
        Some(comparison) => split_comparison(comparison, " == "),
        None => {
            // unittest prefixes container comparisons: `Lists differ: [1] != [2]`.
            let body = first
                .split_once(" differ: ")
                .map_or(first, |(_, body)| body);
            split_comparison(body, " != ")
        }
    };
    match found {
        Some((actual, expected)) => (Some(expected.to_string()), Some(actual.to_string())),
        None => (None, None),
    }
}

/// Reads the test id from the rest of `FAIL: test_x (tests.mod.Cls.test_x)`; older Pythons
/// print `test_x (tests.mod.Cls)`.
fn unittest_name(rest: &str) -> Option<String> {
    let (method, tail) = rest.split_once(" (")?;
    let (inner, _) = tail.split_once(')')?;
    if method.is_empty() || method.contains(' ') || inner.is_empty() || inner.contains(' ') {
        return None;
    }
    let full = inner.len() > method.len()
        && inner.ends_with(method)
        && inner[..inner.len() - method.len()].ends_with('.');
    Some(if full || inner == method {
        inner.to_string()
    } else {
        format!("{inner}.{method}")
    })
}

/// unittest's verbose lines: `test_x (tests.mod.Cls.test_x) ... ok`, split at ` ... `.
fn unittest_verbose(head: &str, status: &str, sink: &mut Sink) {
    let passed = match status.trim_ascii() {
        "ok" => true,
        "FAIL" | "ERROR" | "unexpected success" => false,
        _ => return,
    };
    if let Some(name) = unittest_name(head) {
        if head.ends_with(')') {
            sink.outcome(&name, passed);
        }
    }
}

/// Reads pytest's final line (`5 failed, 3 passed, 1 skipped, 1 error in 0.04s`).
fn pytest_counts(inner: &str) -> Option<(u32, u32, u32)> {
    let (body, time) = rsplit_sub(inner, " in ")?;
    if !time
        .trim_ascii_start()
        .starts_with(|c: char| c.is_ascii_digit())
    {
        return None;
    }
    if body.trim_ascii() == "no tests ran" {
        return Some((0, 0, 0));
    }
    let (mut passed, mut failed, mut skipped) = (0u32, 0u32, 0u32);
    let mut any = false;
    for part in body.split(", ") {
        let (number, word) = part.trim_ascii().split_once(' ')?;
        let number: u32 = number.parse().ok()?;
        match word {
            "passed" | "xpassed" => passed = passed.saturating_add(number),
            "failed" | "error" | "errors" => failed = failed.saturating_add(number),
            "skipped" | "xfailed" => skipped = skipped.saturating_add(number),
            "deselected" | "warning" | "warnings" | "rerun" | "subtests passed" => continue,
            _ => return None,
        }
        any = true;
    }
    any.then_some((passed, failed, skipped))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_comparisons() {
        let pair = |a: &str, b: &str| (Some(a.to_string()), Some(b.to_string()));
        assert_eq!(expected_actual("assert 3 == 4"), pair("4", "3"));
        assert_eq!(expected_actual("3 != 4"), pair("4", "3"));
        assert_eq!(
            expected_actual("Lists differ: [1] != [2]"),
            pair("[2]", "[1]")
        );
        assert_eq!(expected_actual("assert x"), (None, None));
    }

    #[test]
    fn reads_names_and_counts() {
        assert_eq!(
            unittest_name("test_x (tests.m.C.test_x)").as_deref(),
            Some("tests.m.C.test_x")
        );
        assert_eq!(
            unittest_name("test_x (tests.m.C)").as_deref(),
            Some("tests.m.C.test_x")
        );
        assert_eq!(
            pytest_counts("5 failed, 3 passed, 3 skipped, 1 error in 0.03s"),
            Some((3, 6, 3))
        );
        assert_eq!(pytest_counts("FAILURES"), None);
        assert_eq!(
            pytest_counts("2 passed, 1 warning in 1.20s (0:00:01)"),
            Some((2, 0, 0))
        );
    }
}
