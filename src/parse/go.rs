//! Go: `go test` output (plain and `-v`), `t.Errorf`-style messages, package `ok`/`FAIL`
//! lines, and panics with their `goroutine N [running]:` traces (in tests and in programs).
//!
//! A test's messages (`    x_test.go:12: message`) follow `--- FAIL: TestX` in plain output
//! and precede it under `-v`, so they are kept per test until the package line
//! (`FAIL\tmodule/pkg\t0.01s`), which also tells which directory `x_test.go` lives in. Go prints
//! no totals; the counts are the `--- PASS/FAIL/SKIP` lines of top-level tests.

use super::{
    name_len, push_frame, rsplit_sub, split_colon_space, split_location, Failure, FailureKind,
    FastMap, Frame, Language, Line, Message, Sink,
};

#[derive(Default)]
pub(crate) struct GoParser {
    /// Tests of the current package that printed messages or failed.
    tests: Vec<GoTest>,
    by_name: FastMap<String, usize>,
    /// The test that message lines belong to, by name; its entry is made when it is needed.
    current_name: String,
    current: Option<usize>,
    /// The previous line was a message, so deeper-indented lines continue it.
    in_message: bool,
    panic: Option<GoPanic>,
    mode: Mode,
}

#[derive(Default, Clone, Copy, PartialEq)]
enum Mode {
    #[default]
    Idle,
    /// After `panic: ...`, before the goroutine trace.
    PanicHeader,
    /// Reading the panicking goroutine's frames.
    Goroutine,
}

struct GoTest {
    name: String,
    failed: bool,
    /// `(file name, line, message)` of each `x_test.go:12: message` line.
    messages: Vec<(String, u32, Message)>,
    panic: Option<GoPanic>,
}

struct GoPanic {
    message: String,
    /// Innermost first, as printed.
    frames: Vec<Frame>,
    /// The function of the last function line (a reused buffer; the frame copies it).
    function: String,
    /// The frame after `created by` is not part of the call stack.
    skip_location: bool,
    test: Option<usize>,
}

impl GoParser {
    /// Whether the line can matter: a panic or message is being read, the line starts like a
    /// `go test` line or a panic, or it is an indented `x_test.go:12:` message.
    #[inline]
    pub(crate) fn wants(&self, line: &Line) -> bool {
        self.mode != Mode::Idle
            || self.in_message
            || matches!(line.first, b'=' | b'-' | b'o' | b'F')
            || (line.indent == 0 && matches!(line.first, b'p' | b'f'))
            || (line.indent >= 4 && is_go_location(line.trimmed))
    }

    pub(crate) fn line(&mut self, line: &Line, sink: &mut Sink) {
        let t = line.trimmed;
        match self.mode {
            Mode::Idle => {}
            Mode::PanicHeader => {
                if line.is_blank() || t.starts_with("panic: ") && line.indent > 0 {
                    return;
                }
                if t.starts_with("goroutine ") && t.ends_with(':') {
                    self.mode = Mode::Goroutine;
                    return;
                }
                self.end_panic(sink);
            }
            Mode::Goroutine => {
                if self.goroutine_line(line, sink) {
                    return;
                }
                self.end_panic(sink);
            }
        }
        let Some(&first) = t.as_bytes().first() else {
            self.in_message = false;
            return;
        };
        match first {
            b'=' if t.starts_with("=== ") => {
                self.in_message = false;
                let rest = &t[4..];
                let name = rest
                    .strip_prefix("RUN")
                    .or_else(|| rest.strip_prefix("CONT"))
                    .map(str::trim);
                if let Some(name) = name.filter(|n| !n.is_empty()) {
                    self.set_current(name);
                }
            }
            b'-' if t.starts_with("--- ") => {
                self.in_message = false;
                let rest = &t[4..];
                let (status, name) = match split_colon_space(rest) {
                    Some(pair) => pair,
                    None => return,
                };
                let name = rsplit_sub(name, " (")
                    .map_or(name, |(name, _)| name)
                    .trim_ascii();
                let passed = match status {
                    "PASS" => Some(true),
                    "FAIL" => Some(false),
                    "SKIP" => None,
                    _ => return,
                };
                self.set_current(name);
                if let Some(passed) = passed {
                    sink.outcome(name, passed);
                }
                if passed == Some(false) {
                    let index = self.current_test();
                    if let Some(test) = index.and_then(|i| self.tests.get_mut(i)) {
                        test.failed = true;
                    }
                }
                if line.indent == 0 {
                    match passed {
                        Some(true) => sink.counts(1, 0, 0),
                        Some(false) => sink.counts(0, 1, 0),
                        None => sink.counts(0, 0, 1),
                    }
                }
            }
            b'o' if t.starts_with("ok  \t") || t.starts_with("ok \t") => {
                self.end_package(Some(package_of(t)), sink);
            }
            b'F' if t.starts_with("FAIL\t") => {
                self.end_package(Some(package_of(t)), sink);
            }
            b'p' | b'f' if line.indent == 0 => {
                let message = t
                    .strip_prefix("panic: ")
                    .or_else(|| t.strip_prefix("fatal error: "));
                if let Some(message) = message {
                    self.in_message = false;
                    let message = message
                        .trim_ascii_end()
                        .trim_end_matches(" [recovered]")
                        .trim_end_matches(" [recovered, repanicked]");
                    let message = message.to_string();
                    self.panic = Some(GoPanic {
                        message,
                        frames: Vec::new(),
                        function: String::new(),
                        skip_location: false,
                        test: self.current_test(),
                    });
                    self.mode = Mode::PanicHeader;
                }
            }
            _ => {
                if line.indent >= 4 && is_go_location(t) {
                    if let Some((file, number, text)) = message_line(t) {
                        let index = self.current_test();
                        if let Some(test) = index.and_then(|i| self.tests.get_mut(i)) {
                            let mut message = Message::default();
                            message.push(text);
                            test.messages.push((file.to_string(), number, message));
                            self.in_message = true;
                            return;
                        }
                    }
                }
                if self.in_message && line.indent >= 8 {
                    if let Some(test) = self.current.and_then(|i| self.tests.get_mut(i)) {
                        if let Some((_, _, message)) = test.messages.last_mut() {
                            message.push(t);
                            return;
                        }
                    }
                }
                self.in_message = false;
            }
        }
    }

    pub(crate) fn finish(&mut self, sink: &mut Sink) {
        self.end_panic(sink);
        self.end_package(None, sink);
    }

    fn set_current(&mut self, name: &str) {
        self.current_name.clear();
        self.current_name.push_str(name);
        self.current = self.by_name.get(name).copied();
    }

    /// The current test's entry, made on first use.
    fn current_test(&mut self) -> Option<usize> {
        if self.current.is_none() && !self.current_name.is_empty() {
            let name = std::mem::take(&mut self.current_name);
            self.current = Some(self.test(&name));
            self.current_name = name;
        }
        self.current
    }

    fn test(&mut self, name: &str) -> usize {
        if let Some(&index) = self.by_name.get(name) {
            return index;
        }
        self.tests.push(GoTest {
            name: name.to_string(),
            failed: false,
            messages: Vec::new(),
            panic: None,
        });
        self.by_name.insert(name.to_string(), self.tests.len() - 1);
        self.tests.len() - 1
    }

    /// Reads a goroutine trace line; returns false when the trace is over.
    fn goroutine_line(&mut self, line: &Line, sink: &mut Sink) -> bool {
        let Some(panic) = &mut self.panic else {
            return false;
        };
        let t = line.trimmed;
        if t.is_empty() {
            return false;
        }
        if line.text.starts_with('\t') {
            if std::mem::take(&mut panic.skip_location) {
                return true;
            }
            // `/abs/file.go:12 +0x1d`
            let location = rsplit_sub(t, " +0x").map_or(t, |(location, _)| location);
            if let Some((path, number, None)) = split_location(location) {
                let frame = sink
                    .resolver
                    .frame(path, number, None, Some(panic.function.as_str()));
                push_frame(&mut panic.frames, frame);
            }
            return true;
        }
        if line.indent > 0 {
            return false;
        }
        if t.starts_with("created by ") {
            panic.skip_location = true;
            return true;
        }
        if t.starts_with("exit status ") || t.starts_with("FAIL") || t.starts_with("ok ") {
            return false;
        }
        // `example.com/m/pkg.Func(0x1, ...)` or `main.main()`.
        let function = match t.rfind('(') {
            Some(open) if t.ends_with(')') && open > 0 => &t[..open],
            _ => t,
        };
        panic.function.clear();
        panic.function.push_str(function);
        true
    }

    fn end_panic(&mut self, sink: &mut Sink) {
        self.mode = Mode::Idle;
        let Some(panic) = self.panic.take() else {
            return;
        };
        match panic.test.and_then(|i| self.tests.get_mut(i)) {
            Some(test) => {
                test.failed = true;
                test.panic = Some(panic);
            }
            None => {
                sink.failure(panic_failure(None, panic));
            }
        }
    }

    /// Emits the failures of the package that just ended.
    fn end_package(&mut self, package: Option<&str>, sink: &mut Sink) {
        self.end_panic(sink);
        self.current = None;
        self.current_name.clear();
        self.in_message = false;
        self.by_name.clear();
        for test in std::mem::take(&mut self.tests) {
            if !test.failed {
                continue;
            }
            if let Some(panic) = test.panic {
                sink.failure(panic_failure(Some(test.name), panic));
                continue;
            }
            let Some((file, number, _)) = test.messages.first() else {
                continue;
            };
            let frame = sink
                .resolver
                .frame_by_name(file, package, *number, Some(&test.name));
            let mut message = Message::default();
            for (_, _, lines) in &test.messages {
                for line in lines.lines() {
                    message.push(line);
                }
            }
            let (expected, actual) = expected_actual(message.first());
            sink.failure(Failure {
                language: Language::Go,
                test: Some(test.name),
                kind: FailureKind::Assertion,
                error_type: None,
                message: message.into_text(),
                expected,
                actual,
                frames: vec![frame],
            });
        }
    }
}

fn panic_failure(test: Option<String>, panic: GoPanic) -> Failure {
    let mut frames = panic.frames;
    frames.reverse();
    Failure {
        language: Language::Go,
        test,
        kind: FailureKind::Exception,
        error_type: Some("panic".to_string()),
        message: panic.message,
        expected: None,
        actual: None,
        frames,
    }
}

/// Whether a line starts with `name.go:` (Go prints the file's base name), scanning the name
/// without searching the whole line.
fn is_go_location(t: &str) -> bool {
    // Go file names may also hold `-`, which the identifier scan stops at; such names are
    // rare enough to take the slower path.
    let mut name = name_len(t, 128);
    while t.as_bytes().get(name) == Some(&b'-') {
        name += 1 + name_len(&t[name + 1..], 128);
    }
    t.as_bytes().get(name) == Some(&b':') && t[..name].ends_with(".go")
}

/// The package of `ok  \tmodule/pkg\t0.01s` or `FAIL\tmodule/pkg [build failed]`.
fn package_of(t: &str) -> &str {
    let rest = t.split_once('\t').map_or("", |(_, rest)| rest);
    let end = rest
        .bytes()
        .position(|b| b == b'\t' || b == b' ')
        .unwrap_or(rest.len());
    &rest[..end]
}

/// Splits `x_test.go:12: message`.
fn message_line(t: &str) -> Option<(&str, u32, &str)> {
    let (location, text) = split_colon_space(t).or_else(|| {
        t.trim_ascii_end()
            .strip_suffix(':')
            .map(|location| (location, ""))
    })?;
    let (file, number, column) = split_location(location)?;
    if column.is_some() || !file.ends_with(".go") || file.contains(' ') {
        return None;
    }
    Some((file, number, text))
}

/// Reads `f(x) = 0, want 250`, `got 0, want 250` and `expected 250, got 0`.
fn expected_actual(text: &str) -> (Option<String>, Option<String>) {
    let clean = |v: &str| v.trim_ascii().trim_end_matches(['.', ';']).to_string();
    if let Some((head, want)) = rsplit_sub(text, ", want ") {
        let actual = rsplit_sub(head, " = ")
            .or_else(|| rsplit_sub(head, "got "))
            .map(|(_, actual)| clean(actual));
        return (Some(clean(want)), actual);
    }
    if let Some((head, got)) = rsplit_sub(text, ", got ") {
        let expected = rsplit_sub(head, "want ")
            .or_else(|| rsplit_sub(head, "expected "))
            .map(|(_, expected)| clean(expected));
        return (expected, Some(clean(got)));
    }
    (None, None)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_messages_and_values() {
        assert_eq!(
            message_line("cost_test.go:14: Cost(x) = 0, want 250"),
            Some(("cost_test.go", 14, "Cost(x) = 0, want 250"))
        );
        assert_eq!(message_line("see http://x.go:80: no"), None);
        let pair = |e: &str, a: &str| (Some(e.to_string()), Some(a.to_string()));
        assert_eq!(
            expected_actual("Cost(x, 0kg) = 0, want 250"),
            pair("250", "0")
        );
        assert_eq!(expected_actual("got 3, want 4"), pair("4", "3"));
        assert_eq!(expected_actual("expected 4, got 3"), pair("4", "3"));
        assert_eq!(
            package_of("FAIL\texample.com/m/p\t0.002s"),
            "example.com/m/p"
        );
    }
}
