//! Java and Kotlin: JVM stack traces (`at com.x.Foo.bar(Foo.java:12)`, `Caused by:`,
//! `... 3 more`), JUnit 4 (`JUnitCore`), Maven Surefire (`[ERROR] method(com.x.FooTest)  Time
//! elapsed: 0 s  <<< FAILURE!` reports and `Tests run:` lines, after Maven's `[LEVEL] ` prefix),
//! Gradle's test task (`com.x.FooTest > method FAILED`, then `java.lang.X at FooTest.java:18`,
//! and `6 tests completed, 3 failed`) and the JUnit 5 console launcher (its tree, `Failures (N):` reports and
//! `[ N tests successful ]` summary).
//!
//! A failure is the exception that was thrown: its type, message and frames. `Caused by:` sections
//! are context and are not merged in. Frames print only a file name; the package of the class
//! gives the directory (`com/x/Foo.java`), which is looked up in the workspace.

use super::{
    name_len, parse_number, push_frame, Failure, FailureKind, Frame, Language, Line, Message, Sink,
};

/// A stack must start within this many lines of its exception line.
const CANDIDATE_WINDOW: usize = 3;

#[derive(Default)]
pub(crate) struct JavaParser {
    block: Option<Block>,
    /// JUnit 4 printed `There were N failures:`.
    junit4_failures: bool,
    /// JUnit 5 printed `Failures (N):`.
    junit5_failures: bool,
    /// JUnit 5: the test named by the last `MethodSource [...]` line.
    junit5_test: Option<String>,
}

struct Block {
    test: Option<String>,
    error_type: Option<String>,
    message: Message,
    /// Innermost first, as printed.
    frames: Vec<Frame>,
    /// Frames are being read (the message is over).
    in_frames: bool,
    /// Inside a `Caused by:` or `Suppressed:` section, whose frames are not the failure's.
    in_cause: bool,
    /// A stack printed without a runner around it ends at the first line that is not a frame.
    bare: bool,
    /// JUnit 5 frames have no `at ` and are indented like this.
    junit5: bool,
    /// Gradle's short report: `java.lang.X at FooTest.java:18` under the test's line.
    gradle: bool,
}

impl JavaParser {
    /// Whether the line can matter: a block is open, or the line starts like a frame, a JUnit
    /// line, or (unindented) an exception.
    #[inline]
    pub(crate) fn wants(&self, line: &Line) -> bool {
        let t = line.trimmed;
        self.block.is_some()
            || matches!(line.first, b'T' | b'O' | b'F' | b'[')
            // JUnit 5's tree is drawn with box characters (E2 94 ..).
            || (line.first == 0xE2 && t.as_bytes().get(1) == Some(&0x94))
            || (self.junit5_failures && matches!(line.first, b'M' | b'='))
            || (self.junit4_failures && line.indent == 0 && line.first.is_ascii_digit())
            // Gradle: `com.x.FooTest > method FAILED`, `6 tests completed, 3 failed`.
            || (line.indent == 0 && (line.last == b'D' || (line.last == b'd' && line.first.is_ascii_digit())))
            || (line.first == b'a'
                && line.last == b')'
                && t.starts_with("at ")
                && is_frame_shape(&t[3..]))
    }

    pub(crate) fn line(&mut self, line: &Line, sink: &mut Sink) {
        let t = line.trimmed;
        if self.block.is_some() {
            if self.block_line(line, t, sink) {
                return;
            }
            self.end_block(sink);
        }
        // Maven prints its own lines and surefire's reports after a level: `[ERROR] `.
        let t = maven_level(t);
        let Some(&first) = t.as_bytes().first() else {
            return;
        };
        if line.indent == 0 {
            if let Some(test) = gradle_failed(t) {
                sink.outcome(&test, false);
                let mut block = Block::new(Some(test), false);
                block.gradle = true;
                self.block = Some(block);
                return;
            }
            if gradle_counts(t, sink) {
                return;
            }
        }
        if let Some((test, passed)) = surefire_report(t) {
            sink.outcome(&test, passed);
            if !passed {
                // `method(com.x.FooTest)  Time elapsed: 0 s  <<< FAILURE!`: the exception follows.
                self.block = Some(Block::new(Some(test), false));
            }
            return;
        }
        match first {
            // A stack outside any runner: an exception line is just above its first frame.
            b'a' if t.starts_with("at ") && is_frame_shape(&t[3..]) => {
                if let Some((error_type, message)) = exception_above(line) {
                    if let Some(frame) = java_frame(&t[3..], sink) {
                        let mut block = Block::new(None, true);
                        block.set_header(&error_type, &message);
                        block.in_frames = true;
                        block.frames.push(frame);
                        self.block = Some(block);
                    }
                }
            }
            b'T' => {
                if let Some(rest) = t.strip_prefix("There w") {
                    self.junit4_failures =
                        rest.ends_with(" failures:") || rest.ends_with(" failure:");
                } else if let Some(rest) = t.strip_prefix("Tests run: ") {
                    self.junit4_failures = false;
                    junit4_counts(rest, sink);
                } else if t.starts_with("Test run finished") {
                    self.junit5_failures = false;
                }
            }
            b'O' if t.starts_with("OK (") => {
                // JUnit 4 on success: `OK (5 tests)`.
                let number = t["OK (".len()..].split(' ').next().unwrap_or("");
                if let Some(number) = parse_number(number) {
                    sink.counts(number, 0, 0);
                }
            }
            b'F' if t.starts_with("Failures (") && t.ends_with("):") => {
                self.junit5_failures = true;
            }
            b'[' => junit5_count(t, sink),
            b'0'..=b'9' if self.junit4_failures && line.indent == 0 => {
                // JUnit 4: `1) method(com.x.FooTest)`.
                if let Some((number, rest)) = t.split_once(") ") {
                    if parse_number(number).is_some() {
                        let test = junit4_test(rest).unwrap_or_else(|| rest.to_string());
                        self.block = Some(Block::new(Some(test), false));
                    }
                }
            }
            b'M' if self.junit5_failures && t.starts_with("MethodSource [") => {
                self.junit5_test = junit5_test(t);
            }
            b'=' if self.junit5_failures && t.starts_with("=> ") => {
                let (error_type, message) = exception_line(&t[3..]).unwrap_or(("", &t[3..]));
                let mut block = Block::new(self.junit5_test.take(), false);
                block.junit5 = true;
                block.set_header(error_type, message);
                self.block = Some(block);
            }
            _ => {}
        }
        // Tree lines start with box-drawing characters (`├─`, `│`, `└─`: bytes E2 94 ..).
        if t.as_bytes().starts_with(&[0xE2, 0x94]) {
            junit5_tree_line(t, sink);
        }
    }

    pub(crate) fn finish(&mut self, sink: &mut Sink) {
        self.end_block(sink);
    }

    /// Reads a line inside a block; returns false when the line ends it.
    fn block_line(&mut self, line: &Line, t: &str, sink: &mut Sink) -> bool {
        let Some(block) = &mut self.block else {
            return false;
        };
        if t.is_empty() {
            return !block.bare && !block.junit5 && !block.in_frames && !block.gradle;
        }
        if block.gradle && block.error_type.is_none() && line.indent > 0 {
            // `java.lang.AssertionError at InvoiceTest.java:18`: the type, and where in the test
            // class (the file is the test's, its package the class's).
            if let Some((error_type, location)) = t.rsplit_once(" at ") {
                if exception_line(error_type).is_some_and(|(_, m)| m.is_empty()) {
                    block.set_header(error_type, "");
                    block.in_frames = true;
                    if let Some(test) = block.test.clone() {
                        if let Some(frame) = java_frame(&format!("{test}({location})"), sink) {
                            push_frame(&mut block.frames, frame);
                        }
                    }
                    return true;
                }
            }
        }
        if block.gradle && line.indent == 0 {
            return false;
        }
        let frame_text = t
            .strip_prefix("at ")
            .or_else(|| (block.junit5 && line.indent >= 4).then_some(t));
        if let Some(text) = frame_text.filter(|text| is_frame_shape(text)) {
            block.in_frames = true;
            // Frames without a line (`(Native Method)`, `(Unknown Source)`) are skipped.
            if let Some(frame) = java_frame(text, sink) {
                if !block.in_cause {
                    push_frame(&mut block.frames, frame);
                }
            }
            return true;
        }
        if t.starts_with("... ") || t == "[...]" {
            return true;
        }
        if t.starts_with("Caused by: ") || t.starts_with("Suppressed: ") {
            block.in_cause = true;
            block.in_frames = true;
            return true;
        }
        if block.error_type.is_none() && !block.in_frames {
            // JUnit 4: the line after `1) test(Class)` is the exception.
            let (error_type, message) = exception_line(t).unwrap_or(("", t));
            block.set_header(error_type, message);
            return true;
        }
        if !block.in_frames && !block.bare {
            // A message that spans lines.
            block.message.push(t);
            return true;
        }
        false
    }

    fn end_block(&mut self, sink: &mut Sink) {
        let Some(block) = self.block.take() else {
            return;
        };
        let error_type = block.error_type.filter(|t| !t.is_empty());
        let message = block.message.into_text();
        let assertion = error_type.as_deref().is_some_and(is_assertion_type);
        let (expected, actual) = expected_actual(&message);
        let mut frames = block.frames;
        frames.reverse();
        sink.failure(Failure {
            language: Language::Java,
            test: block.test,
            kind: if assertion {
                FailureKind::Assertion
            } else {
                FailureKind::Exception
            },
            error_type,
            message,
            expected,
            actual,
            frames,
        });
    }
}

impl Block {
    fn new(test: Option<String>, bare: bool) -> Block {
        Block {
            test,
            error_type: None,
            message: Message::default(),
            frames: Vec::new(),
            in_frames: false,
            in_cause: false,
            bare,
            junit5: false,
            gradle: false,
        }
    }

    fn set_header(&mut self, error_type: &str, message: &str) {
        self.error_type = Some(error_type.to_string());
        self.message.push(message);
    }
}

/// Looks back from a stack's first frame for the exception line above it
/// (`Exception in thread "main" java.lang.X: message` or `java.lang.X: message`).
fn exception_above(line: &Line) -> Option<(String, String)> {
    for n in 1..=CANDIDATE_WINDOW {
        let text = line.recent.back(n)?;
        if text.starts_with("at ") {
            return None;
        }
        let header = text
            .strip_prefix("Exception in thread \"")
            .map_or(&*text, |rest| {
                rest.split_once("\" ").map_or(rest, |(_, rest)| rest)
            });
        if let Some((error_type, message)) = exception_line(header) {
            if is_throwable_name(error_type) {
                return Some((error_type.to_string(), message.to_string()));
            }
        }
    }
    None
}

/// The length of the name before `(` in `name(...)`, when the text has a JVM frame's shape:
/// no space before the parenthesis, and a closing one at the end.
fn frame_name_len(text: &str) -> Option<usize> {
    if !text.ends_with(')') {
        return None;
    }
    let len = text.bytes().take_while(|&b| b != b'(' && b != b' ').count();
    (len > 0 && text.as_bytes().get(len) == Some(&b'(')).then_some(len)
}

/// Whether text after `at ` looks like a JVM frame: `name(...)` with no space before `(`.
fn is_frame_shape(text: &str) -> bool {
    frame_name_len(text).is_some()
}

/// Parses the inside of a JVM frame: `[module/]pkg.Class.method(File.java:12)`.
fn java_frame(text: &str, sink: &mut Sink) -> Option<Frame> {
    let open = frame_name_len(text)?;
    let qualified = &text[..open];
    let location = &text[open + 1..text.len() - 1];
    let digits = location
        .bytes()
        .rev()
        .take_while(u8::is_ascii_digit)
        .count();
    let colon = location.len().checked_sub(digits + 1)?;
    if location.as_bytes()[colon] != b':' {
        return None;
    }
    let number = parse_number(&location[colon + 1..])?;
    let file_name = &location[..colon];
    if !file_name.contains('.') || file_name.bytes().any(|b| b == b'/' || b == b' ') {
        return None;
    }
    // `java.base/java.lang.Integer.parseInt` names a module; `app//com.x.Foo.m` a class loader.
    // One backward pass finds the module's slash and the last two dots.
    let (mut slash, mut dots) = (None, [None, None]);
    for (i, &b) in qualified.as_bytes().iter().enumerate().rev() {
        match b {
            b'/' => {
                slash = Some(i);
                break;
            }
            b'.' if dots[0].is_none() => dots[0] = Some(i),
            b'.' if dots[1].is_none() => dots[1] = Some(i),
            _ => {}
        }
    }
    let (module, function) = match slash {
        Some(at) => (qualified[..at].trim_end_matches('/'), &qualified[at + 1..]),
        None => ("", qualified),
    };
    // `com.x.Foo.bar`: the package ends at the second-last dot.
    let start = slash.map_or(0, |at| at + 1);
    let package = match dots {
        [Some(_), Some(second)] => &qualified[start..second],
        _ => "",
    };
    let library = module.starts_with("java.")
        || module.starts_with("jdk.")
        || [
            "java.",
            "javax.",
            "jdk.",
            "sun.",
            "com.sun.",
            "kotlin.",
            "kotlinx.",
            "org.junit.",
            "junit.",
            "org.opentest4j.",
        ]
        .iter()
        .any(|prefix| function.starts_with(prefix));
    Some(
        sink.resolver
            .java_frame(package, file_name, number, function, library),
    )
}

/// Splits `com.x.SomeException: message` (the type must be a dotted class name). The name is
/// scanned from the start, so most lines are rejected at their first space.
fn exception_line(t: &str) -> Option<(&str, &str)> {
    let bytes = t.as_bytes();
    let end = name_len(t, 200);
    let head = &t[..end];
    let message = match bytes.get(end) {
        None => "",
        Some(b':') => t[end + 1..].strip_prefix(' ').unwrap_or(&t[end + 1..]),
        Some(_) => return None,
    };
    let valid = head.contains('.') && !head.starts_with('.') && !head.ends_with('.');
    valid.then_some((head, message))
}

/// Whether a class name looks like an exception (for traces printed without a runner).
fn is_throwable_name(name: &str) -> bool {
    let simple = name.rsplit('.').next().unwrap_or(name);
    ["Exception", "Error", "Throwable", "Failure", "Failed"]
        .iter()
        .any(|suffix| simple.ends_with(suffix))
}

fn is_assertion_type(name: &str) -> bool {
    let simple = name.rsplit('.').next().unwrap_or(name);
    matches!(
        simple,
        "AssertionError"
            | "AssertionFailedError"
            | "ComparisonFailure"
            | "MultipleFailuresError"
            | "AssertionFailure"
    )
}

/// Reads `expected:<3> but was:<4>` (JUnit 4) and `expected: <3> but was: <4>` (JUnit 5).
fn expected_actual(message: &str) -> (Option<String>, Option<String>) {
    let Some(start) = message.find("expected:") else {
        return (None, None);
    };
    let rest = message[start + "expected:".len()..].trim_ascii_start();
    let Some(rest) = rest.strip_prefix('<') else {
        return (None, None);
    };
    let Some((expected, rest)) = rest.split_once("> but was:") else {
        return (None, None);
    };
    let rest = rest.trim_ascii_start();
    let actual = rest
        .strip_prefix('<')
        .and_then(|r| r.rsplit_once('>'))
        .map(|(actual, _)| actual.to_string());
    (Some(expected.to_string()), actual)
}

/// `method(com.x.FooTest)` becomes `com.x.FooTest.method`.
fn junit4_test(rest: &str) -> Option<String> {
    let inner = rest.strip_suffix(')')?;
    let (method, class) = inner.split_once('(')?;
    Some(format!("{class}.{method}"))
}

/// The text after Maven's level prefix (`[INFO] `, `[ERROR] `, `[WARNING] `), or `t`.
fn maven_level(t: &str) -> &str {
    ["[INFO] ", "[ERROR] ", "[WARNING] ", "[WARN] "]
        .iter()
        .find_map(|level| t.strip_prefix(level))
        .map_or(t, str::trim_ascii)
}

/// A Surefire test line, as `(com.x.FooTest.method, passed)`: a failure report,
/// `method(com.x.FooTest)  Time elapsed: 0.01 s  <<< FAILURE!` (or `<<< ERROR!`), and with
/// `-Dsurefire.reportFormat=plain` a passing test's `method(com.x.FooTest)  Time elapsed: 0 s`.
/// Surefire 3 writes `com.x.FooTest.method -- Time elapsed: ...` (not captured here: Debian
/// packages Surefire 2.22). The per-class line (`Tests run: ... - in com.x.FooTest`) is not one.
fn surefire_report(t: &str) -> Option<(String, bool)> {
    let (name, rest) = t.split_once(" Time elapsed: ")?;
    let passed = if rest.ends_with("<<< FAILURE!") || rest.ends_with("<<< ERROR!") {
        false
    } else if !rest.contains("<<<") && rest.ends_with(" s") {
        true
    } else {
        return None;
    };
    let name = name.trim_ascii();
    let name = name.strip_suffix(" --").unwrap_or(name).trim_ascii();
    if name.is_empty() || name.contains(' ') || name.contains(',') {
        return None;
    }
    Some((
        junit4_test(name).unwrap_or_else(|| name.to_string()),
        passed,
    ))
}

/// Gradle's failed test line, `com.x.FooTest > method FAILED`, as `com.x.FooTest.method`.
fn gradle_failed(t: &str) -> Option<String> {
    let (class, method) = t.strip_suffix(" FAILED")?.split_once(" > ")?;
    let class_ok = class.contains('.')
        && class
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'.' || b == b'_' || b == b'$');
    (class_ok && !method.trim_ascii().is_empty())
        .then(|| format!("{class}.{}", method.trim_ascii()))
}

/// Gradle's summary: `6 tests completed, 3 failed, 1 skipped`.
fn gradle_counts(t: &str, sink: &mut Sink) -> bool {
    let Some((total, rest)) = t.split_once(" tests completed") else {
        return false;
    };
    let Ok(total) = total.parse::<u32>() else {
        return false;
    };
    let (mut failed, mut skipped) = (0u32, 0u32);
    for part in rest.split(", ").skip(1) {
        match part.split_once(' ') {
            Some((n, "failed")) => failed = n.parse().unwrap_or(0),
            Some((n, "skipped")) => skipped = n.parse().unwrap_or(0),
            _ => {}
        }
    }
    sink.counts(
        total.saturating_sub(failed).saturating_sub(skipped),
        failed,
        skipped,
    );
    true
}

/// Reads the class and method of `MethodSource [className = 'x', methodName = 'y', ...]`.
fn junit5_test(t: &str) -> Option<String> {
    let field = |name: &str| {
        let start = t.find(name)? + name.len();
        let rest = t.get(start..)?;
        rest.split_once('\'').map(|(value, _)| value)
    };
    Some(format!(
        "{}.{}",
        field("className = '")?,
        field("methodName = '")?
    ))
}

/// A JUnit 5 tree line: `│  ├─ parsesPlainRate() ✔`, `├─ total() ✘ message`, `├─ x() ↷ reason`.
fn junit5_tree_line(t: &str, sink: &mut Sink) {
    let Some((_, rest)) = t.split_once("─ ") else {
        return;
    };
    let (name, passed) = if let Some(name) = rest.strip_suffix(" ✔") {
        (name, true)
    } else if let Some((name, _)) = rest.split_once(" ✘") {
        (name, false)
    } else {
        return;
    };
    if name.ends_with(')') {
        sink.outcome(name, passed);
    }
}

/// JUnit 4 and Surefire: `5,  Failures: 3` or `3, Failures: 1, Errors: 0, Skipped: 1`.
fn junit4_counts(rest: &str, sink: &mut Sink) {
    // Surefire also prints one line per class ("Time elapsed"); only the totals are summed.
    if rest.contains("Time elapsed") {
        return;
    }
    let mut parts = rest.split(',');
    let Some(run) = parts
        .next()
        .and_then(|n| n.trim_ascii().parse::<u32>().ok())
    else {
        return;
    };
    let (mut failed, mut skipped) = (0u32, 0u32);
    for part in parts {
        let Some((key, value)) = part.split_once(':') else {
            continue;
        };
        let value: u32 = value.trim_ascii().parse().unwrap_or(0);
        match key.trim_ascii() {
            "Failures" | "Errors" => failed = failed.saturating_add(value),
            "Skipped" => skipped = skipped.saturating_add(value),
            _ => {}
        }
    }
    let passed = run.saturating_sub(failed).saturating_sub(skipped);
    sink.counts(passed, failed, skipped);
}

/// JUnit 5 console summary: `[         2 tests successful      ]`.
fn junit5_count(t: &str, sink: &mut Sink) {
    let Some(inner) = t.strip_prefix('[').and_then(|r| r.strip_suffix(']')) else {
        return;
    };
    let mut words = inner.split_whitespace();
    let (Some(number), Some("tests"), Some(what)) = (words.next(), words.next(), words.next())
    else {
        return;
    };
    let Ok(number) = number.parse::<u32>() else {
        return;
    };
    match what {
        "successful" => sink.counts(number, 0, 0),
        "failed" => sink.counts(0, number, 0),
        "skipped" | "aborted" => sink.counts(0, 0, number),
        _ => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Surefire 3's separator (`--`), from its documentation: no Surefire 3 runs here.
    #[test]
    fn surefire_lines_of_both_versions() {
        assert_eq!(
            surefire_report("total(com.x.InvoiceTest)  Time elapsed: 0.01 s  <<< FAILURE!"),
            Some(("com.x.InvoiceTest.total".to_string(), false))
        );
        assert_eq!(
            surefire_report("com.x.InvoiceTest.total -- Time elapsed: 0.005 s <<< ERROR!"),
            Some(("com.x.InvoiceTest.total".to_string(), false))
        );
        assert_eq!(
            surefire_report("com.x.InvoiceTest.plain -- Time elapsed: 0 s"),
            Some(("com.x.InvoiceTest.plain".to_string(), true))
        );
        assert_eq!(
            surefire_report(
                "Tests run: 6, Failures: 1, Errors: 2, Skipped: 1, Time elapsed: 0.1 s <<< FAILURE! - in com.x.InvoiceTest"
            ),
            None
        );
    }

    #[test]
    fn reads_expected_and_actual() {
        let pair = |e: &str, a: &str| (Some(e.to_string()), Some(a.to_string()));
        assert_eq!(
            expected_actual("expected:<60> but was:<50>"),
            pair("60", "50")
        );
        assert_eq!(
            expected_actual("expected: <60> but was: <50>"),
            pair("60", "50")
        );
        assert_eq!(expected_actual("no comparison"), (None, None));
        assert_eq!(
            junit4_test("parsesPercentRate(com.example.billing.InvoiceTest)").as_deref(),
            Some("com.example.billing.InvoiceTest.parsesPercentRate")
        );
        assert_eq!(
            exception_line("java.lang.X: boom"),
            Some(("java.lang.X", "boom"))
        );
        assert_eq!(exception_line("not an exception: boom"), None);
    }
}
