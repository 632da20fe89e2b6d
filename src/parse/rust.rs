//! Rust: panics (the `panicked at src/lib.rs:10:5:` format of Rust 1.73 and later, and the
//! older `panicked at 'msg', src/lib.rs:10:5`), `assert_eq!` values, `RUST_BACKTRACE=1`
//! backtraces and `cargo test` output (per-test lines, `---- name stdout ----` sections and the
//! `test result:` summary of every test binary).

use super::{
    find_sub, push_frame, split_colon_space, split_location, split_sub, Failure, FailureKind,
    Frame, Language, Line, Message, Sink,
};

#[derive(Default)]
pub(crate) struct RustParser {
    /// The test named by the last `---- name stdout ----` header.
    section: Option<String>,
    panic: Option<Panic>,
    mode: Mode,
    /// Tests libtest said were still running after 60 seconds and that have not finished since:
    /// at the end of the output they are hangs.
    running: Vec<String>,
}

#[derive(Default, Clone, Copy, PartialEq)]
enum Mode {
    #[default]
    Idle,
    /// Reading a panic message (new format: everything after the `panicked at` line).
    Message,
    /// Reading an old-format message still inside its quotes (`panicked at 'assertion ...`).
    QuotedMessage,
    /// Reading `stack backtrace:` frames.
    Backtrace,
}

struct Panic {
    test: Option<String>,
    location: Option<Frame>,
    message: Message,
    left: Option<String>,
    right: Option<String>,
    /// Backtrace frames, innermost first as printed.
    backtrace: Vec<Frame>,
    /// The function of the last numbered backtrace line, waiting for its `at` line (a buffer
    /// reused from line to line; the frame copies it).
    function: String,
}

impl RustParser {
    /// Whether the line can matter: a panic is being read, or the line starts like `thread`,
    /// `test`, `----` or `failures:`.
    #[inline]
    pub(crate) fn wants(&self, line: &Line) -> bool {
        self.mode != Mode::Idle
            || matches!(line.first, b't' | b'-' | b'f')
            || (line.last == b'D' && line.trimmed.ends_with(" --- FAILED"))
    }

    pub(crate) fn line(&mut self, line: &Line, sink: &mut Sink) {
        let t = line.trimmed;
        match self.mode {
            Mode::Idle => {}
            Mode::QuotedMessage => {
                self.quoted_message_line(line.text, sink);
                return;
            }
            Mode::Message => {
                if !self.message_line(line) {
                    return;
                }
                // Without a backtrace the panic is complete once its message is.
                self.flush(sink);
            }
            Mode::Backtrace => {
                if self.backtrace_line(line, sink) {
                    return;
                }
                self.flush(sink);
            }
        }
        let Some(&first) = t.as_bytes().first() else {
            return;
        };
        if line.indent == 0 {
            // `cargo test --quiet` prints dots, and a failed test as `name --- FAILED`.
            if let Some(name) = t.strip_suffix(" --- FAILED") {
                if !name.contains(' ') || name.contains(" - ") {
                    sink.outcome(name, false);
                }
                return;
            }
        }
        match first {
            b't' => {
                if t.starts_with("thread '") {
                    if let Some(at) = find_sub(t, " panicked at ").and_then(|at| at.checked_sub(1))
                    {
                        self.start_panic(t, at, sink);
                    }
                } else if let Some(rest) = t.strip_prefix("test result: ") {
                    self.flush(sink);
                    if let Some((passed, failed, skipped)) = cargo_counts(rest) {
                        sink.counts(passed, failed, skipped);
                    }
                } else if let Some(rest) = t.strip_prefix("test ") {
                    if line.indent == 0 {
                        if let Some(name) =
                            rest.strip_suffix(" has been running for over 60 seconds")
                        {
                            if !self.running.iter().any(|r| r == name) && self.running.len() < 1000
                            {
                                self.running.push(name.to_string());
                            }
                        } else if let Some(name) = test_line(rest, sink) {
                            self.running.retain(|r| r != name);
                        }
                    }
                }
            }
            b'-' => {
                if let Some(name) = t
                    .strip_prefix("---- ")
                    .and_then(|r| r.strip_suffix(" stdout ----"))
                {
                    self.flush(sink);
                    self.section = Some(name.to_string());
                }
            }
            b'f' if t == "failures:" => {
                self.flush(sink);
                self.section = None;
            }
            _ => {}
        }
    }

    pub(crate) fn finish(&mut self, sink: &mut Sink) {
        self.flush(sink);
        for name in std::mem::take(&mut self.running) {
            sink.outcome(&name, false);
            sink.failure(Failure {
                language: Language::Rust,
                test: Some(name),
                kind: FailureKind::TimedOut,
                error_type: Some("timeout".to_string()),
                message: "the test was still running when the run ended (libtest: running for over 60 seconds)".to_string(),
                expected: None,
                actual: None,
                frames: Vec::new(),
            });
        }
    }

    /// Starts a panic from `thread 'name' (id) panicked at ...`; `at` is where ` panicked at `
    /// begins, less one byte.
    fn start_panic(&mut self, t: &str, at: usize, sink: &mut Sink) {
        self.flush(sink);
        let thread = t
            .get("thread '".len()..)
            .and_then(|rest| rest.split_once('\''))
            .map(|(name, _)| name)
            .filter(|name| *name != "main" && *name != "<unnamed>");
        let rest = t.get(at + "' panicked at ".len()..).unwrap_or("");
        let mut panic = Panic {
            test: self.section.clone().or_else(|| thread.map(str::to_string)),
            location: None,
            message: Message::default(),
            left: None,
            right: None,
            backtrace: Vec::new(),
            function: String::new(),
        };
        if let Some(quoted) = rest.strip_prefix('\'') {
            // The old format: `panicked at 'message', src/lib.rs:10:5`.
            self.panic = Some(panic);
            self.mode = Mode::QuotedMessage;
            self.quoted_message_line(quoted, sink);
            return;
        }
        let location = rest
            .trim_ascii_end()
            .strip_suffix(':')
            .unwrap_or(rest.trim_ascii_end());
        if let Some((path, number, column)) = split_location(location) {
            panic.location = Some(sink.resolver.frame(path, number, column, None));
        }
        self.panic = Some(panic);
        self.mode = Mode::Message;
    }

    /// Reads one line of a new-format message; returns true when the line ended it (and should
    /// be looked at again).
    fn message_line(&mut self, line: &Line) -> bool {
        let t = line.trimmed;
        let Some(panic) = &mut self.panic else {
            self.mode = Mode::Idle;
            return true;
        };
        if t == "stack backtrace:" {
            self.mode = Mode::Backtrace;
            return false;
        }
        if line.is_blank()
            || t.starts_with("note: ")
            || t.starts_with("---- ")
            || t.starts_with("thread '")
            || t.starts_with("test result: ")
            || t == "failures:"
        {
            self.mode = Mode::Idle;
            return true;
        }
        if let Some(value) = t.strip_prefix("left: ") {
            panic.left = Some(value.trim_ascii().to_string());
        } else if let Some(value) = t.strip_prefix("right: ") {
            panic.right = Some(value.trim_ascii().to_string());
        } else {
            panic.message.push(line.text);
        }
        false
    }

    /// Reads a line of an old-format message, which ends with `', path:line:col`.
    fn quoted_message_line(&mut self, text: &str, sink: &mut Sink) {
        let Some(panic) = &mut self.panic else {
            self.mode = Mode::Idle;
            return;
        };
        let ending = text.rfind("', ").and_then(|at| {
            let location = text.get(at + 3..)?.trim_ascii_end();
            split_location(location).map(|loc| (at, loc))
        });
        let body = match ending {
            Some((at, _)) => text.get(..at).unwrap_or(""),
            None => text,
        };
        let trimmed = body.trim_ascii_start();
        if let Some(value) = trimmed.strip_prefix("left: ") {
            panic.left = Some(unquote_old(value));
        } else if let Some(value) = trimmed.strip_prefix("right: ") {
            panic.right = Some(unquote_old(value));
        } else {
            panic.message.push(body);
        }
        if let Some((_, (path, number, column))) = ending {
            panic.location = Some(sink.resolver.frame(path, number, column, None));
            self.mode = Mode::Message;
        } else if panic.message.line_count() >= 24 {
            // A quote that never closes: give up on the location.
            self.mode = Mode::Message;
        }
    }

    /// Reads one backtrace line; returns false when the line is not part of the backtrace.
    fn backtrace_line(&mut self, line: &Line, sink: &mut Sink) -> bool {
        let Some(panic) = &mut self.panic else {
            return false;
        };
        let t = line.trimmed;
        if let Some(location) = t.strip_prefix("at ") {
            if let Some((path, number, column)) = split_location(location.trim_ascii_end()) {
                let frame =
                    sink.resolver
                        .frame(path, number, column, Some(panic.function.as_str()));
                push_frame(&mut panic.backtrace, frame);
            }
            return true;
        }
        if let Some((number, function)) = split_colon_space(t) {
            if !number.is_empty() && number.bytes().all(|b| b.is_ascii_digit()) {
                // `RUST_BACKTRACE=full` prints `0x55d5c1a3 - name`.
                let function = function.trim_ascii();
                let function = match function.split_once(" - ") {
                    Some((address, name)) if address.starts_with("0x") => name,
                    _ => function,
                };
                panic.function.clear();
                panic.function.push_str(strip_hash(function));
                return true;
            }
        }
        false
    }

    fn flush(&mut self, sink: &mut Sink) {
        self.mode = Mode::Idle;
        let Some(panic) = self.panic.take() else {
            return;
        };
        let message = panic.message.into_text();
        let assertion = message.starts_with("assertion");
        let mut frames = panic.backtrace;
        frames.reverse();
        if frames.is_empty() {
            frames.extend(panic.location);
        }
        sink.failure(Failure {
            language: Language::Rust,
            test: panic.test,
            kind: if assertion {
                FailureKind::Assertion
            } else {
                FailureKind::Exception
            },
            error_type: Some("panic".to_string()),
            message,
            // `assert_eq!(actual, expected)` is the usual order, so `right` is expected.
            expected: panic.right,
            actual: panic.left,
            frames,
        });
    }
}

/// Handles the rest of `test tests::x ... ok` (after `test `); returns the test's name.
fn test_line<'a>(rest: &'a str, sink: &mut Sink) -> Option<&'a str> {
    let (name, status) = split_sub(rest, " ... ")?;
    let passed = match status.trim_ascii_end() {
        "ok" => true,
        "FAILED" => false,
        _ => return None,
    };
    sink.outcome(name, passed);
    Some(name)
}

/// Reads `ok. 2 passed; 1 failed; 1 ignored; 0 measured; 0 filtered out; ...`.
fn cargo_counts(rest: &str) -> Option<(u32, u32, u32)> {
    let (_, body) = rest.split_once(". ")?;
    let (mut passed, mut failed, mut ignored) = (None, None, None);
    for part in body.split(';') {
        let Some((number, word)) = part.trim_ascii().split_once(' ') else {
            continue;
        };
        let Ok(number) = number.parse::<u32>() else {
            continue;
        };
        match word {
            "passed" => passed = Some(number),
            "failed" => failed = Some(number),
            "ignored" => ignored = Some(number),
            _ => {}
        }
    }
    Some((passed?, failed?, ignored.unwrap_or(0)))
}

/// Removes the `::h0123456789abcdef` hash that older backtraces print after a symbol.
fn strip_hash(function: &str) -> &str {
    let Some(head_len) = function.len().checked_sub(19) else {
        return function;
    };
    match (function.get(..head_len), function.get(head_len..)) {
        (Some(head), Some(tail))
            if tail.starts_with("::h") && tail[3..].bytes().all(|b| b.is_ascii_hexdigit()) =>
        {
            head
        }
        _ => function,
    }
}

/// Turns an old-format value line's `` `30`, `` into `30`.
fn unquote_old(value: &str) -> String {
    let value = value.trim_ascii().trim_end_matches(',');
    value
        .strip_prefix('`')
        .and_then(|v| v.strip_suffix('`'))
        .unwrap_or(value)
        .to_string()
}

#[cfg(test)]
mod tests {
    use expect_test::expect;

    use crate::parse::tests::check_text;

    #[test]
    fn strips_symbol_hashes() {
        assert_eq!(
            super::strip_hash("ledger::average::h0123456789abcdef"),
            "ledger::average"
        );
        assert_eq!(super::strip_hash("ledger::hx"), "ledger::hx");
    }

    /// The pre-1.73 format cannot be produced by the toolchain installed here, so this input is
    /// written by hand after the format documented in the Rust 1.73 release notes.
    #[test]
    fn old_panic_format() {
        check_text(
            "running 2 tests
test tests::adds ... FAILED
test tests::parses ... FAILED

failures:

---- tests::adds stdout ----
thread 'tests::adds' panicked at 'assertion failed: `(left == right)`
  left: `4`,
 right: `5`', src/lib.rs:10:9
note: run with `RUST_BACKTRACE=1` environment variable to display a backtrace

---- tests::parses stdout ----
thread 'tests::parses' panicked at 'called `Option::unwrap()` on a `None` value', src/parse.rs:3:5


failures:
    tests::adds
    tests::parses

test result: FAILED. 0 passed; 2 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s
",
            expect![[r#"
                counts: passed=0 failed=2 skipped=0
                tests: FAIL tests::adds, FAIL tests::parses
                failure 1: rust assertion panic test=tests::adds
                  message: assertion failed: `(left == right)`
                  expected: 5
                  actual: 4
                  frame: src/lib.rs:10:9
                failure 2: rust exception panic test=tests::parses
                  message: called `Option::unwrap()` on a `None` value
                  frame: src/parse.rs:3:5
            "#]],
        );
    }
}
