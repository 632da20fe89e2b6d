//! JavaScript and TypeScript: V8 stack frames (`at fn (/abs/file.js:10:5)`, `at file:///...`),
//! node:test's spec and TAP reporters, Jest, Vitest and Mocha, plus a bare stack printed by a
//! crashing program.
//!
//! Each runner prints a failure as a block: a header naming the test (`✖ name`, `not ok 3 -
//! name`, `● suite › name`, ` FAIL  file > suite > name`, `1) suite name:`), then the error,
//! expected and actual values in the runner's own words, then frames. One block is open at a
//! time; it ends where the runner's layout says it does, and the line that ended it is looked
//! at again as a possible new header.

use super::{
    name_len, parse_number, push_frame, split_comparison, split_location, Failure, FailureKind,
    Frame, Language, Line, Message, Sink,
};

/// A bare stack must start within this many lines of its error line.
const CANDIDATE_WINDOW: usize = 8;

#[derive(Default)]
pub(crate) struct JsParser {
    block: Option<Block>,
    /// Mocha printed `N failing`: numbered headers that follow are failure reports.
    mocha_failing: bool,
    /// node:test's spec reporter printed `✖ failing tests:`, which repeats every failure.
    node_repeat: bool,
    /// node:test suites (`▶ name`): their `✖` line is not a test of its own.
    suites: Vec<String>,
    /// node:test spec: the tests that failed in this run; a name outside them in the repeated
    /// section means a new run started.
    node_failed: Vec<String>,
    /// tape: the test named by the last `# name` comment; its `ok`/`not ok` lines are its
    /// assertions, and it fails when one of them does.
    tape: Option<(String, bool)>,
    /// tape was seen: its `# pass`/`# fail` lines count assertions, not tests.
    tape_seen: bool,
    tape_counts: (u32, u32),
    /// AVA's default reporter: the names of the tests it marked `✘ [fail]:`, and whether its
    /// failure reports (after a `─` rule) are being read.
    ava_failed: Vec<String>,
    ava_passed: u32,
    ava_reports: bool,
}

#[derive(Clone, Copy, PartialEq, Debug)]
enum Kind {
    NodeSpec,
    Tap,
    Jest,
    Vitest,
    Mocha,
    /// AVA's default reporter.
    Ava,
    Bare,
}

#[derive(Clone, Copy, PartialEq, Debug)]
enum Phase {
    /// Mocha: the title continues until a line ending with `:`.
    Title,
    /// The error line and message.
    Message,
    /// Mocha's `+ expected - actual` diff.
    Diff,
    Frames,
    /// node:test's `{ actual: .., expected: .. }` properties after the frames.
    Props,
    /// TAP: inside the YAML block; the key whose block scalar is being read, if any.
    Yaml(Option<YamlKey>),
}

#[derive(Clone, Copy, PartialEq, Debug)]
enum YamlKey {
    Error,
    Stack,
    /// AVA's `'Difference (- actual, + expected):'` block.
    Difference,
    Other,
}

struct Block {
    kind: Kind,
    /// Indentation of the header line.
    indent: usize,
    test: Option<String>,
    error_type: Option<String>,
    /// Whether the error line was read.
    has_error: bool,
    message: Message,
    message_indent: usize,
    expected: Option<String>,
    actual: Option<String>,
    /// Innermost first, as printed.
    frames: Vec<Frame>,
    phase: Phase,
    /// Single-line diff values (`-` and `+` lines).
    minus: Vec<String>,
    plus: Vec<String>,
    /// Vitest's diff header (`- Expected`, `+ Received`) was seen.
    vitest_diff: bool,
    /// The diff has context lines, so its `-`/`+` lines are parts of bigger values.
    diff_context: bool,
    /// TAP: the test's own location, used when no stack is printed.
    location: Option<Frame>,
    /// TAP: a parent whose failure only says that subtests failed.
    subtests_failed: bool,
    /// TAP: the indentation of the YAML block's keys (tape and AVA indent them under `---`).
    yaml_indent: Option<usize>,
    /// The watchdog's report of a hang.
    timed_out: bool,
    title_lines: usize,
    /// A repeated report that must not produce a second failure.
    discard: bool,
}

impl JsParser {
    /// Whether the line can matter: a block is open, or the line starts like a header,
    /// outcome, summary or error line.
    #[inline]
    pub(crate) fn wants(&self, line: &Line) -> bool {
        self.block.is_some()
            || self.ava_reports
            || matches!(
                line.first,
                0xC3 | 0xE2 | b'#' | b'0'..=b'9' | b'T' | b'F' | b'n' | b'o'
            )
            || (line.first == b'a' && line.trimmed.starts_with("at "))
            || line.first == b'b'
    }

    pub(crate) fn line(&mut self, line: &Line, sink: &mut Sink) {
        // The watchdog's report (a hang), also inside TAP as `# ` comments.
        let uncommented = line
            .trimmed
            .strip_prefix('#')
            .map_or(line.trimmed, str::trim_ascii_start);
        if let Some(block) = &mut self.block {
            if block.timed_out {
                if let Some(rest) = uncommented.strip_prefix("at ") {
                    if let Some(frame) = v8_frame(rest, sink) {
                        push_frame(&mut block.frames, frame);
                    }
                    return;
                }
                self.end_block(sink);
            }
        }
        if line.first == b'b' || line.first == b'#' {
            if let Some(rest) = uncommented.strip_prefix(crate::lang::watchdog::NODE_MARKER) {
                self.end_block(sink);
                let mut block = Block::new(Kind::Bare, line.indent, None);
                block.timed_out = true;
                block.error_type = Some("Timeout".to_string());
                let rest = rest.trim_start_matches(|c: char| c == ';' || c == ' ');
                block.message.push(&format!(
                    "timed out{}",
                    rest.split(';')
                        .next()
                        .map(|r| format!(" {}", r.trim()))
                        .unwrap_or_default()
                ));
                block.has_error = true;
                block.phase = Phase::Frames;
                self.block = Some(block);
                return;
            }
        }
        if self.summary(line, sink) {
            self.end_block(sink);
            if self.ava_failed.is_empty() {
                self.ava_passed = 0;
            }
            return;
        }
        if self.block.is_some() {
            if self.block_line(line, sink) {
                return;
            }
            self.end_block(sink);
        }
        self.header(line, sink);
    }

    pub(crate) fn finish(&mut self, sink: &mut Sink) {
        self.end_block(sink);
        self.end_tape(sink);
        self.end_tape_run(sink);
        if !self.ava_failed.is_empty() {
            sink.counts(self.ava_passed, self.ava_failed.len() as u32, 0);
        }
    }

    /// Ends a tape run: its tests are counted.
    fn end_tape_run(&mut self, sink: &mut Sink) {
        if self.tape_seen {
            sink.counts(self.tape_counts.0, self.tape_counts.1, 0);
        }
        self.tape_seen = false;
        self.tape_counts = (0, 0);
        self.tape = None;
    }

    /// Records the outcome of the tape test being read.
    fn end_tape(&mut self, sink: &mut Sink) {
        if let Some((name, passed)) = self.tape.take() {
            if self.tape_seen {
                sink.outcome(&name, passed);
                if passed {
                    self.tape_counts.0 += 1;
                } else {
                    self.tape_counts.1 += 1;
                }
            }
        }
    }

    /// Reads runner summaries; returns true when the line was one.
    fn summary(&mut self, line: &Line, sink: &mut Sink) -> bool {
        let t = line.trimmed;
        let Some(&first) = t.as_bytes().first() else {
            return false;
        };
        match first {
            // node:test spec: `ℹ pass 2`.
            0xE2 if t.starts_with("ℹ ") => {
                let rest = &t["ℹ ".len()..];
                node_count(rest, sink);
                self.node_repeat = false;
                true
            }
            // TAP: `# pass 2`; tape: `# name` starts a test.
            b'#' if line.indent == 0 => {
                let rest = t[1..].trim_ascii_start();
                if self.tape_seen && is_tap_count(rest) {
                    // tape's counts are of assertions; its tests are counted here instead,
                    // and its last summary line (`# ok` or `# fail N`) ends the run.
                    self.end_tape(sink);
                    if rest == "ok" || rest.starts_with("fail") {
                        self.end_tape_run(sink);
                    }
                    return true;
                }
                if node_count(rest, sink) {
                    return true;
                }
                if !rest.starts_with("Subtest: ") && !rest.is_empty() {
                    self.end_tape(sink);
                    self.tape = Some((unescape_tap(rest), true));
                    return true;
                }
                false
            }
            b'T' => {
                if let Some(rest) = t.strip_prefix("Tests:") {
                    // Jest: `Tests:       3 failed, 1 skipped, 2 passed, 6 total`.
                    return runner_counts(rest.split(", "), sink);
                }
                if let Some(rest) = t.strip_prefix("Tests ") {
                    // Vitest: `Tests  2 failed | 2 passed | 1 skipped (5)`.
                    let rest = match rest.rfind(" (") {
                        Some(at) if rest.ends_with(')') => &rest[..at],
                        _ => rest,
                    };
                    return runner_counts(rest.split('|'), sink);
                }
                false
            }
            b'0'..=b'9' if line.indent > 0 => {
                // Mocha: `2 passing (10ms)`, `1 pending`, `3 failing`.
                let digits = leading_digits(t);
                if t.as_bytes().get(digits) != Some(&b' ') {
                    return false;
                }
                let (number, rest) = (&t[..digits], &t[digits + 1..]);
                let Some(number) = parse_number(number).or((number == "0").then_some(0)) else {
                    return false;
                };
                let word = rest.split(' ').next().unwrap_or("");
                match word {
                    "passing" => sink.counts(number, 0, 0),
                    "failing" => {
                        sink.counts(0, number, 0);
                        self.mocha_failing = true;
                    }
                    "pending" => sink.counts(0, 0, number),
                    // AVA: `2 tests failed`, `4 tests passed` end its run.
                    "tests" | "test" => {
                        let verb = rest.split(' ').nth(1).unwrap_or("");
                        match verb {
                            "failed" if !self.ava_failed.is_empty() => {
                                sink.counts(self.ava_passed, number, 0);
                            }
                            "passed" => sink.counts(number, 0, 0),
                            _ => return false,
                        }
                        self.ava_failed.clear();
                        self.ava_passed = 0;
                        self.ava_reports = false;
                    }
                    _ => return false,
                }
                true
            }
            _ => false,
        }
    }

    /// Looks for a block header or a per-test outcome line.
    fn header(&mut self, line: &Line, sink: &mut Sink) {
        let t = line.trimmed;
        let Some(&first) = t.as_bytes().first() else {
            return;
        };
        if self.ava_reports && line.indent == 2 && self.ava_failed.iter().any(|n| n == t) {
            self.block = Some(Block::new(Kind::Ava, line.indent, Some(t)));
            return;
        }
        match first {
            b'a' if t.starts_with("at ") => {
                // A stack outside any runner block: a crash, if an error line is just above it.
                let rest = &t[3..];
                let shape = is_v8_like(rest) || !rest.ends_with(')');
                if let Some((error_type, message)) = shape.then(|| error_above(line)).flatten() {
                    if let Some(frame) = v8_frame(rest, sink) {
                        let mut block = Block::new(Kind::Bare, line.indent, None);
                        block.error_type = Some(error_type);
                        block.message.push(&message);
                        block.has_error = true;
                        block.phase = Phase::Frames;
                        block.frames.push(frame);
                        self.block = Some(block);
                    }
                }
            }
            b'n' if t.starts_with("not ok ") && starts_with_digit(&t["not ok ".len()..]) => {
                let name = unescape_tap(tap_name(&t["not ok ".len()..]));
                let tape_line = !tap_has_dash(&t["not ok ".len()..]);
                let mut block = match &mut self.tape {
                    // tape: the line is an assertion of the test named above it.
                    Some((test, passed)) if line.indent == 0 && tape_line => {
                        self.tape_seen = true;
                        *passed = false;
                        let mut block = Block::new(Kind::Tap, line.indent, Some(test));
                        block.message.push(&name);
                        block.has_error = true;
                        block
                    }
                    _ => {
                        sink.outcome(&name, false);
                        Block::new(Kind::Tap, line.indent, Some(&name))
                    }
                };
                block.phase = Phase::Message;
                self.block = Some(block);
            }
            b'o' if t.starts_with("ok ") && starts_with_digit(&t["ok ".len()..]) => {
                let rest = &t["ok ".len()..];
                if self.tape.is_some() && line.indent == 0 && !tap_has_dash(rest) {
                    self.tape_seen = true;
                } else if !rest.contains(" # SKIP") && !rest.contains(" # TODO") {
                    sink.outcome(&unescape_tap(tap_name(rest)), true);
                }
            }
            b'F' if t.starts_with("FAIL ") && t.contains(" > ") => {
                let name = t["FAIL ".len()..].trim_ascii();
                self.block = Some(Block::new(Kind::Vitest, line.indent, Some(name)));
            }
            b'0'..=b'9' if line.indent > 0 => {
                // Mocha: `1) name` is a failed test in the listing and a report header after
                // `N failing`.
                let Some(title) = numbered(t) else {
                    return;
                };
                if self.mocha_failing {
                    let mut block = Block::new(Kind::Mocha, line.indent, None);
                    block.phase = Phase::Title;
                    block.title(title);
                    self.block = Some(block);
                } else {
                    sink.outcome(strip_duration(title), false);
                }
            }
            0xC3 | 0xE2 => self.symbol_line(line, t, sink),
            _ => {}
        }
    }

    /// Lines that start with a symbol: outcome marks and Jest's `●` header.
    fn symbol_line(&mut self, line: &Line, t: &str, sink: &mut Sink) {
        let Some(symbol) = t.chars().next() else {
            return;
        };
        let rest = t[symbol.len_utf8()..].trim_ascii_start();
        match symbol {
            // node:test marks a passing `todo` test with a trailing `# reason`.
            '✔' | '✓' if !rest.rfind('#').is_some_and(|at| rest[..at].ends_with(") ")) => {
                let name = strip_duration(rest);
                if !is_file_summary(name) {
                    sink.outcome(name, true);
                    self.ava_passed += 1;
                }
            }
            '✖' => {
                if rest == "failing tests:" {
                    self.node_repeat = true;
                } else if self.suites.iter().any(|s| s == strip_duration(rest)) {
                    let mut block = Block::new(Kind::NodeSpec, line.indent, None);
                    block.discard = true;
                    self.block = Some(block);
                } else {
                    let name = strip_duration(rest);
                    if self.node_repeat && !self.node_failed.iter().any(|n| n == name) {
                        // Not a repeat: the output of another run follows.
                        self.node_repeat = false;
                        self.node_failed.clear();
                    }
                    if !self.node_repeat && self.node_failed.len() < 10_000 {
                        self.node_failed.push(name.to_string());
                    }
                    let mut block = Block::new(Kind::NodeSpec, line.indent, Some(name));
                    // The repeated report is read (so its stack is not taken for a crash) and
                    // dropped.
                    block.discard = self.node_repeat;
                    if !self.node_repeat {
                        sink.outcome(name, false);
                    }
                    self.block = Some(block);
                }
            }
            '▶' => {
                if self.suites.len() < 10_000 {
                    self.suites.push(strip_duration(rest).to_string());
                }
            }
            '✘' => {
                // AVA: `✘ [fail]: name message`.
                let name = rest.strip_prefix("[fail]: ").unwrap_or(rest);
                let name = strip_duration(name);
                sink.outcome(name, false);
                self.ava_failed.push(name.to_string());
            }
            '─' if rest.is_empty() && !self.ava_failed.is_empty() => {
                self.ava_reports = !self.ava_reports;
            }
            '✕' | '×' => {
                let name = strip_duration(rest);
                if !is_file_summary(name) {
                    sink.outcome(name, false);
                }
            }
            '●' if rest != "Console" => {
                self.block = Some(Block::new(Kind::Jest, line.indent, Some(rest)));
            }
            _ => {}
        }
    }

    /// Reads a line inside the open block; returns false when the line ends the block.
    fn block_line(&mut self, line: &Line, sink: &mut Sink) -> bool {
        let Some(block) = &mut self.block else {
            return false;
        };
        let t = line.trimmed;
        let blank = t.is_empty();
        match block.kind {
            Kind::NodeSpec | Kind::Jest | Kind::Tap => {
                if !blank && line.indent <= block.indent {
                    return false;
                }
            }
            Kind::Vitest => {
                if t.starts_with('⎯') || t.starts_with("FAIL ") || t.starts_with("Test Files ") {
                    return false;
                }
            }
            Kind::Mocha => {
                if block.phase != Phase::Title
                    && line.indent > 0
                    && line.indent <= block.indent + 1
                    && numbered(t).is_some()
                {
                    return false;
                }
            }
            Kind::Ava => {
                if (line.indent == 2 && self.ava_failed.iter().any(|n| n == t)) || t == "─" {
                    return false;
                }
            }
            Kind::Bare => {}
        }
        if block.kind == Kind::Ava {
            return block.ava_line(t, sink);
        }
        if block.kind == Kind::Tap {
            return block.tap_line(line, t, sink);
        }
        if blank {
            if block.phase == Phase::Message && block.has_error {
                block.message.push("");
            }
            return true;
        }

        // Frames.
        if block.kind == Kind::Vitest {
            if let Some(rest) = t.strip_prefix("❯ ") {
                if let Some(frame) = vitest_frame(rest, sink) {
                    push_frame(&mut block.frames, frame);
                    block.phase = Phase::Frames;
                }
                return true;
            }
        } else if let Some(rest) = t.strip_prefix("at ") {
            let (rest, props) = match rest.strip_suffix(" {") {
                Some(rest) => (rest, true),
                None => (rest, false),
            };
            if let Some(frame) = v8_frame(rest, sink) {
                push_frame(&mut block.frames, frame);
                block.phase = if props { Phase::Props } else { Phase::Frames };
                return true;
            }
            if block.phase == Phase::Frames || is_v8_like(rest) {
                // `at Array.reduce (<anonymous>)` and other frames without a file.
                block.phase = if props { Phase::Props } else { Phase::Frames };
                return true;
            }
        }

        match block.phase {
            Phase::Title => {
                block.title(t);
                if block.title_lines > 8 {
                    return false;
                }
                true
            }
            Phase::Frames => block.kind != Kind::Bare && block.kind != Kind::Mocha,
            Phase::Props => {
                if t == "}" {
                    block.phase = Phase::Frames;
                } else if let Some(value) = t.strip_prefix("actual: ") {
                    block.actual = prop_value(value).or(block.actual.take());
                } else if let Some(value) = t.strip_prefix("expected: ") {
                    block.expected = prop_value(value).or(block.expected.take());
                }
                true
            }
            Phase::Diff => {
                if let Some(value) = t.strip_prefix('-') {
                    block.minus.push(value.trim_ascii_start().to_string());
                } else if let Some(value) = t.strip_prefix('+') {
                    block.plus.push(value.trim_ascii_start().to_string());
                } else {
                    block.diff_context = true;
                }
                true
            }
            Phase::Message | Phase::Yaml(_) => {
                block.message_line(line, t);
                true
            }
        }
    }

    fn end_block(&mut self, sink: &mut Sink) {
        let Some(block) = self.block.take() else {
            return;
        };
        if block.kind == Kind::Tap && block.subtests_failed {
            // A suite whose subtests failed is not a test of its own.
            if let Some(test) = &block.test {
                sink.forget(test);
            }
        }
        if let Some(failure) = block.into_failure() {
            sink.failure(failure);
        }
    }
}

impl Block {
    fn new(kind: Kind, indent: usize, test: Option<&str>) -> Block {
        Block {
            kind,
            indent,
            test: test.map(str::to_string),
            error_type: None,
            has_error: false,
            message: Message::default(),
            message_indent: 0,
            expected: None,
            actual: None,
            frames: Vec::new(),
            phase: Phase::Message,
            minus: Vec::new(),
            plus: Vec::new(),
            vitest_diff: false,
            diff_context: false,
            location: None,
            subtests_failed: false,
            yaml_indent: None,
            timed_out: false,
            title_lines: 0,
            discard: false,
        }
    }

    /// Mocha: adds a title line; the title ends with `:`.
    fn title(&mut self, text: &str) {
        self.title_lines += 1;
        let (text, done) = match text.trim_ascii().strip_suffix(':') {
            Some(text) => (text, true),
            None => (text.trim_ascii(), false),
        };
        let test = self.test.get_or_insert_with(String::new);
        if !test.is_empty() && !text.is_empty() {
            test.push(' ');
        }
        test.push_str(text);
        if done {
            self.phase = Phase::Message;
        }
    }

    /// Reads the error line and message lines of node:test spec, Jest, Vitest and Mocha.
    fn message_line(&mut self, line: &Line, t: &str) {
        // Source excerpts: Jest's `> 13 | code` and `   | ^`, Vitest's `14| code`.
        if is_code_frame(t) {
            return;
        }
        if !self.has_error {
            let (error_type, message) = error_line(t).unwrap_or((None, t));
            self.error_type = error_type.map(str::to_string);
            self.message.push(message);
            self.message_indent = line.indent;
            self.has_error = true;
            return;
        }
        if self.kind == Kind::Mocha && t == "+ expected - actual" {
            self.phase = Phase::Diff;
            return;
        }
        if let Some(value) = t.strip_prefix("Expected: ") {
            self.expected
                .get_or_insert_with(|| value.trim_ascii().to_string());
        } else if let Some(value) = t.strip_prefix("Received: ") {
            self.actual
                .get_or_insert_with(|| value.trim_ascii().to_string());
        } else if self.kind == Kind::Vitest && (t == "- Expected" || t == "+ Received") {
            self.vitest_diff = true;
            return;
        } else if self.vitest_diff {
            if let Some(value) = t.strip_prefix("- ") {
                self.minus.push(value.to_string());
            } else if let Some(value) = t.strip_prefix("+ ") {
                self.plus.push(value.to_string());
            } else {
                self.diff_context = true;
            }
            return;
        } else if self.actual.is_none() {
            if let Some((actual, expected)) = split_comparison(t, " !== ") {
                self.actual = Some(actual.to_string());
                self.expected = Some(expected.to_string());
            }
        }
        let text = line
            .text
            .get(self.message_indent.min(line.indent)..)
            .unwrap_or(t);
        self.message.push(text);
    }

    /// Reads a line of an AVA failure report: the location, a source excerpt, the error or the
    /// `Difference (- actual, + expected):` lines, and `› ` frames.
    fn ava_line(&mut self, t: &str, sink: &mut Sink) -> bool {
        if t.is_empty() {
            return true;
        }
        if let Some(rest) = t.strip_prefix("› ") {
            if let Some(frame) = v8_frame(rest, sink) {
                push_frame(&mut self.frames, frame);
            }
            self.phase = Phase::Frames;
            return true;
        }
        if t.starts_with("Difference (- actual, + expected)") {
            self.phase = Phase::Diff;
            self.has_error = true;
            if self.message.line_count() == 0 {
                self.message.push("Difference (- actual, + expected)");
            }
            return true;
        }
        if self.phase == Phase::Diff {
            // AVA's diff is `- actual` then `+ expected`.
            if let Some(v) = t.strip_prefix("- ") {
                self.minus.push(v.to_string());
            } else if let Some(v) = t.strip_prefix("+ ") {
                self.plus.push(v.to_string());
            } else {
                self.diff_context = true;
            }
            return true;
        }
        if is_code_frame(t) || t.bytes().next().is_some_and(|b| b.is_ascii_digit()) {
            // `4: test(...)` source lines.
            return true;
        }
        if !self.has_error && split_location(t).is_some() && !t.contains(' ') {
            // The test's `file:line` header.
            return true;
        }
        if !self.has_error {
            let (error_type, message) = error_line(t).unwrap_or((None, t));
            self.error_type = error_type.map(str::to_string);
            self.message.push(message);
            self.has_error = true;
        } else if let Some(name) = t.strip_suffix(" {").filter(|n| is_error_name(n)) {
            // `TypeError {` and its `message: '...'` property.
            self.error_type = Some(name.to_string());
        } else if let Some(m) = t.strip_prefix("message: ") {
            let m = unquote(m.trim_end_matches(','));
            self.message = Message::default();
            self.message.push(&m);
        }
        true
    }

    /// Reads a line of a TAP block (`not ok` header, then a YAML diagnostic block).
    fn tap_line(&mut self, line: &Line, t: &str, sink: &mut Sink) -> bool {
        if matches!(self.phase, Phase::Yaml(_)) && self.yaml_indent.is_none() && !t.is_empty() {
            self.yaml_indent = Some(line.indent);
        }
        let key_indent = self.yaml_indent.unwrap_or(self.indent + 2);
        match self.phase {
            Phase::Yaml(key) => {
                if t == "..." && line.indent <= key_indent {
                    self.phase = Phase::Frames;
                    return true;
                }
                if line.indent > key_indent && t.starts_with("'Difference (- actual, + expected)") {
                    self.phase = Phase::Yaml(Some(YamlKey::Difference));
                    return true;
                }
                if line.indent > key_indent || t.is_empty() {
                    match key {
                        Some(YamlKey::Difference) => {
                            if let Some(v) = t.strip_prefix("- ") {
                                self.minus.push(v.to_string());
                            } else if let Some(v) = t.strip_prefix("+ ") {
                                self.plus.push(v.to_string());
                            } else if !t.is_empty() {
                                self.diff_context = true;
                            }
                        }
                        Some(YamlKey::Error) => self.message.push(t),
                        Some(YamlKey::Stack) => {
                            let rest = t.strip_prefix("at ").unwrap_or(t);
                            if let Some(frame) = v8_frame(rest, sink) {
                                push_frame(&mut self.frames, frame);
                            }
                        }
                        _ => {}
                    }
                    return true;
                }
                let Some((key, value)) = t.split_once(':') else {
                    self.phase = Phase::Yaml(None);
                    return true;
                };
                let value = value.trim_ascii();
                let block_scalar = value.starts_with('|') || value.starts_with('>');
                let mut reading = None;
                match key {
                    "error" => {
                        self.has_error = true;
                        if block_scalar {
                            reading = Some(YamlKey::Error);
                        } else {
                            self.message.push(&unquote(value));
                        }
                    }
                    "stack" if block_scalar => reading = Some(YamlKey::Stack),
                    "name" => self.error_type = Some(unquote(value)),
                    // tape: where the assertion is, `Test.<anonymous> (path:line:col)`.
                    "at" if !block_scalar => {
                        if let Some(frame) = v8_frame(value, sink) {
                            self.location = Some(frame);
                        }
                    }
                    // AVA: `assertion: t.is()` names what failed when the message is empty.
                    "assertion" if self.message.line_count() == 0 => {
                        self.has_error = true;
                        self.message.push(&format!("{} failed", unquote(value)));
                    }
                    "message" if !block_scalar && !unquote(value).is_empty() => {
                        self.has_error = true;
                        self.message = Message::default();
                        self.message.push(&unquote(value));
                    }
                    "expected" if !block_scalar && !value.is_empty() => {
                        self.expected = Some(value.to_string())
                    }
                    "actual" if !block_scalar && !value.is_empty() => {
                        self.actual = Some(value.to_string())
                    }
                    "failureType" => self.subtests_failed = value.contains("subtestsFailed"),
                    "location" => {
                        if let Some((path, number, column)) = split_location(&unquote(value)) {
                            self.location = Some(sink.resolver.frame(path, number, column, None));
                        }
                    }
                    _ if block_scalar => reading = Some(YamlKey::Other),
                    _ => {}
                }
                self.phase = Phase::Yaml(reading);
                true
            }
            _ => {
                if t == "---" && self.phase == Phase::Message {
                    self.phase = Phase::Yaml(None);
                }
                true
            }
        }
    }

    fn into_failure(self) -> Option<Failure> {
        let mut expected = self.expected;
        let mut actual = self.actual;
        if self.minus.len() == 1 && self.plus.len() == 1 && !self.diff_context {
            // Mocha prints `+ expected - actual`; Vitest prints `- Expected + Received`.
            let (minus, plus) = (self.minus[0].clone(), self.plus[0].clone());
            let (e, a) = if self.kind == Kind::Vitest {
                (minus, plus)
            } else {
                (plus, minus)
            };
            expected.get_or_insert(e);
            actual.get_or_insert(a);
        }
        let chai =
            chai_comparison(self.message.first()).map(|(a, e)| (a.to_string(), e.to_string()));
        let message = self.message.into_text();
        if self.discard || self.subtests_failed || is_subtest_summary(&message) {
            return None;
        }
        if message.is_empty() && self.frames.is_empty() && self.error_type.is_none() {
            return None;
        }
        if expected.is_none() && actual.is_none() {
            if let Some((a, e)) = chai {
                actual = Some(a);
                expected = Some(e);
            }
        }
        let error_type = self.error_type;
        let assertion = error_type
            .as_deref()
            .is_some_and(|t| t.contains("AssertionError"))
            || message.starts_with("expect(")
            || (expected.is_some() && actual.is_some());
        let mut frames = self.frames;
        if frames.is_empty() {
            frames.extend(self.location);
        }
        frames.reverse();
        Some(Failure {
            language: Language::JavaScript,
            test: self.test,
            kind: if self.timed_out {
                FailureKind::TimedOut
            } else if assertion {
                FailureKind::Assertion
            } else {
                FailureKind::Exception
            },
            error_type,
            message,
            expected,
            actual,
            frames,
        })
    }
}

/// Looks back from a stack's first frame for its error line (`TypeError: message`), over the
/// source excerpt node prints above a crash, but not past another frame.
fn error_above(line: &Line) -> Option<(String, String)> {
    for n in 1..=CANDIDATE_WINDOW {
        let text = line.recent.back(n)?;
        if text.starts_with("at ") {
            return None;
        }
        if let Some((Some(error_type), message)) = error_line(&text) {
            return Some((error_type.to_string(), message.to_string()));
        }
    }
    None
}

/// Parses the part of a V8 frame after `at `: `fn (loc)`, `async fn (loc)` or `loc`, where
/// loc is `path:line:column` (a path, a `file://` URL or `node:internal/...`).
fn v8_frame(rest: &str, sink: &mut Sink) -> Option<Frame> {
    let rest = rest.trim_ascii_end();
    let (function, location) = match rest.strip_suffix(')') {
        Some(inner) => {
            // V8 puts a space before the parenthesis; Java frames do not.
            let open = inner.rfind('(')?;
            let function = inner[..open].strip_suffix(' ')?;
            (Some(function), &inner[open + 1..])
        }
        None => (None, rest),
    };
    let odd = location.bytes().any(|b| matches!(b, b'(' | b')' | b' '));
    if odd && !location.starts_with('/') {
        return None;
    }
    let (path, line, column) = split_location(location)?;
    column?;
    let function = function.map(|f| f.strip_prefix("async ").unwrap_or(f).trim_ascii());
    Some(sink.resolver.frame(path, line, column, function))
}

/// Whether the text after `at ` has a V8 frame's shape (`fn (something)`), as opposed to a
/// Java frame (`pkg.Cls.m(File.java:1)`, no space before the parenthesis).
fn is_v8_like(rest: &str) -> bool {
    rest.ends_with(')')
        && rest
            .find('(')
            .is_some_and(|open| rest[..open].ends_with(' '))
}

/// Parses a Vitest frame after `❯ `: `fn path:line:col` or `path:line:col`.
fn vitest_frame(rest: &str, sink: &mut Sink) -> Option<Frame> {
    let (function, location) = match rest.rsplit_once(' ') {
        Some((function, location)) => (Some(function.trim_ascii()), location),
        None => (None, rest),
    };
    let (path, line, column) = split_location(location)?;
    column?;
    Some(sink.resolver.frame(path, line, column, function))
}

/// Splits an error line `TypeError [Error]: message` or `AssertionError: message`; returns the
/// type (without the bracketed code) when the line starts with an error name.
fn error_line(t: &str) -> Option<(Option<&str>, &str)> {
    let t = t.strip_prefix("Uncaught ").unwrap_or(t);
    // The name is scanned from the start, so most lines are rejected at their first space.
    let end = name_len(t, 100);
    let name = &t[..end];
    let mut rest = &t[end..];
    if let Some(code) = rest.strip_prefix(" [") {
        // `TypeError [ERR_X]: message`
        rest = code.split_once(']').map_or(rest, |(_, rest)| rest);
    }
    let message = match rest.as_bytes().first() {
        None => Some(""),
        Some(b':') => Some(rest[1..].strip_prefix(' ').unwrap_or(&rest[1..])),
        Some(_) => None,
    };
    let valid = name.starts_with(|c: char| c.is_ascii_uppercase())
        && (name.ends_with("Error") || name.ends_with("Exception"));
    Some(match message {
        Some(message) if valid => (Some(name), message),
        _ => (None, t),
    })
}

/// Reads chai's `expected 99 to be 81 // Object.is equality` (Vitest, Mocha with chai):
/// returns (actual, expected).
fn chai_comparison(first: &str) -> Option<(&str, &str)> {
    let body = first.strip_prefix("expected ")?;
    let body = body.split_once(" // ").map_or(body, |(body, _)| body);
    [
        " to deeply equal ",
        " to strictly equal ",
        " to equal ",
        " to be ",
    ]
    .iter()
    .find_map(|op| split_comparison(body, op))
}

/// Whether a line is a source excerpt: Jest's `> 13 | code` or `   | ^`, Vitest's `14| code`.
fn is_code_frame(t: &str) -> bool {
    let t = t.strip_prefix('>').map_or(t, str::trim_start);
    let digits = t.bytes().take_while(u8::is_ascii_digit).count();
    let rest = t[digits..].trim_ascii_start();
    rest.starts_with('|')
}

/// Adds one node:test summary line (`pass 2`, `fail 1`, `skipped 1`, `todo 1`,
/// `cancelled 0`); returns true when it was one.
fn node_count(rest: &str, sink: &mut Sink) -> bool {
    let Some((word, number)) = rest.split_once(' ') else {
        return false;
    };
    let Ok(number) = number.trim_ascii().parse::<u32>() else {
        return false;
    };
    match word {
        "pass" => sink.counts(number, 0, 0),
        "fail" | "cancelled" => sink.counts(0, number, 0),
        "skipped" | "todo" => sink.counts(0, 0, number),
        "tests" | "suites" | "duration_ms" => {}
        _ => return false,
    }
    true
}

/// Adds Jest's or Vitest's `N failed`, `N passed`, `N skipped`, `N todo` parts; returns true
/// when at least one part was understood.
fn runner_counts<'a>(parts: impl Iterator<Item = &'a str>, sink: &mut Sink) -> bool {
    let (mut passed, mut failed, mut skipped, mut any) = (0u32, 0u32, 0u32, false);
    for part in parts {
        let Some((number, word)) = part.trim_ascii().split_once(' ') else {
            continue;
        };
        let Ok(number) = number.parse::<u32>() else {
            return false;
        };
        match word.trim_ascii() {
            "passed" => passed = passed.saturating_add(number),
            "failed" => failed = failed.saturating_add(number),
            "skipped" | "todo" | "pending" => skipped = skipped.saturating_add(number),
            "total" => continue,
            _ => return false,
        }
        any = true;
    }
    if any {
        sink.counts(passed, failed, skipped);
    }
    any
}

fn leading_digits(text: &str) -> usize {
    text.bytes().take_while(u8::is_ascii_digit).count()
}

/// The title of a numbered line `12) title`.
fn numbered(t: &str) -> Option<&str> {
    let digits = leading_digits(t);
    if digits == 0 {
        return None;
    }
    t[digits..].strip_prefix(") ")
}

fn starts_with_digit(text: &str) -> bool {
    text.as_bytes().first().is_some_and(u8::is_ascii_digit)
}

/// A TAP name with its escapes undone: TAP writes `#` as `\#` and `\` as `\\`.
fn unescape_tap(name: &str) -> String {
    if !name.contains('\\') {
        return name.to_string();
    }
    let mut out = String::with_capacity(name.len());
    let mut chars = name.chars();
    while let Some(c) = chars.next() {
        if c == '\\' {
            match chars.next() {
                Some(n @ ('#' | '\\')) => out.push(n),
                Some(n) => {
                    out.push('\\');
                    out.push(n);
                }
                None => out.push('\\'),
            }
        } else {
            out.push(c);
        }
    }
    out
}

/// Whether a TAP line's rest (`3 - name`) has the dash before the name that node:test, AVA and
/// most producers print; tape's assertion lines (`3 should be equal`) do not.
fn tap_has_dash(rest: &str) -> bool {
    rest.trim_start_matches(|c: char| c.is_ascii_digit())
        .starts_with(" - ")
}

/// TAP summary comments (`tests 4`, `pass 2`, `fail 2`, `skip 1`, `todo 0`, `ok`).
fn is_tap_count(rest: &str) -> bool {
    rest == "ok"
        || rest.split_once(' ').is_some_and(|(word, n)| {
            matches!(word, "tests" | "pass" | "fail" | "skip" | "todo")
                && n.trim_ascii().bytes().all(|b| b.is_ascii_digit())
        })
}

fn is_error_name(name: &str) -> bool {
    name.starts_with(|c: char| c.is_ascii_uppercase())
        && (name.ends_with("Error") || name.ends_with("Exception"))
        && name
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b'.')
}

/// The test name of a TAP line after `ok `/`not ok `: `3 - name # directive`.
fn tap_name(rest: &str) -> &str {
    let rest = rest
        .trim_start_matches(|c: char| c.is_ascii_digit())
        .trim_ascii_start();
    let rest = rest.strip_prefix("- ").unwrap_or(rest);
    rest.split_once(" # ")
        .map_or(rest, |(name, _)| name)
        .trim_ascii()
}

/// Removes a trailing duration: ` (1.24ms)`, ` (2 ms)`, ` 5ms`.
fn strip_duration(name: &str) -> &str {
    let name = name.trim_ascii_end();
    if let Some(open) = name.rfind('(').filter(|&open| name[..open].ends_with(' ')) {
        let inner = &name[open + 1..];
        if inner.ends_with("ms)") || inner.ends_with("s)") && inner.starts_with(char::is_numeric) {
            return name[..open].trim_ascii_end();
        }
    }
    if let Some((head, last)) = name.rsplit_once(' ') {
        if let Some(number) = last.strip_suffix("ms").or_else(|| last.strip_suffix('s')) {
            if !number.is_empty() && number.bytes().all(|b| b.is_ascii_digit() || b == b'.') {
                return head.trim_ascii_end();
            }
        }
    }
    name
}

/// Vitest's per-file line `test/x.test.ts (3 tests)` is not a test.
fn is_file_summary(name: &str) -> bool {
    name.ends_with(" tests)") || name.ends_with(" test)") || name.contains(" tests | ")
}

/// node:test's message for a parent whose subtests failed.
fn is_subtest_summary(message: &str) -> bool {
    let m = message.trim_matches('\'');
    m.ends_with(" subtest failed") || m.ends_with(" subtests failed")
}

/// A node:test property value: `99,` becomes `99`; an object opening (`[`, `{`) is skipped.
fn prop_value(value: &str) -> Option<String> {
    let value = value.trim_ascii().trim_end_matches(',');
    (!value.is_empty() && !value.ends_with('[') && !value.ends_with('{')).then(|| value.to_string())
}

/// Removes YAML quotes: `'text'` or `"text"`.
fn unquote(value: &str) -> String {
    let value = value.trim_ascii();
    for quote in ['\'', '"'] {
        if let Some(inner) = value
            .strip_prefix(quote)
            .and_then(|v| v.strip_suffix(quote))
        {
            return inner.replace("''", "'");
        }
    }
    value.to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_names_and_errors() {
        assert_eq!(
            strip_duration("total of two apples (0.17823ms)"),
            "total of two apples"
        );
        assert_eq!(strip_duration("discount (2 ms)"), "discount");
        assert_eq!(
            strip_duration("discount of ten percent 5ms"),
            "discount of ten percent"
        );
        assert_eq!(strip_duration("gift wrapping"), "gift wrapping");
        assert_eq!(
            tap_name("5 - gift wrapping # SKIP not implemented"),
            "gift wrapping"
        );
        assert_eq!(
            error_line("TypeError [Error]: Cannot read"),
            Some((Some("TypeError"), "Cannot read"))
        );
        assert_eq!(
            error_line("expect(x).toBe(y)"),
            Some((None, "expect(x).toBe(y)"))
        );
        assert_eq!(
            chai_comparison("expected 99 to be 81 // Object.is equality"),
            Some(("99", "81"))
        );
        assert!(is_code_frame("> 13 |     expect(x)"));
        assert!(is_code_frame("|   ^"));
        assert!(is_code_frame("14|   x"));
        assert!(!is_code_frame("Expected: 81"));
    }
}
