//! Tests of `parse_output` over real runner output.
//!
//! Every capture in `tests/fixtures/runner-output/` (see its README for the commands) is parsed
//! with the `/WORKSPACE` placeholder replaced by the fixture project it came from, and the result
//! is rendered compactly and compared with a snapshot in `src/parse/snapshots/`
//! (`UPDATE_EXPECT=1 cargo test --lib parse` refreshes them). Targeted assertions pin the facts
//! that matter most: the innermost frame inside the workspace, expected and actual values, and
//! the counts.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

use expect_test::{expect_file, Expect, ExpectFile};

use super::{parse_output, Failure, FailureKind, Language, ParsedOutput};

/// Every capture and the fixture project it was produced from.
const CAPTURES: &[(&str, &str)] = &[
    ("python-traceback", "python"),
    ("unittest", "python"),
    ("unittest-v", "python"),
    ("pytest-long", "python"),
    ("pytest-short", "python"),
    ("pytest-native", "python"),
    ("pytest-ra", "python"),
    ("pytest-q", "python"),
    ("cargo-test", "cargo"),
    ("cargo-test-backtrace", "cargo"),
    ("node-test-spec", "node-test"),
    ("node-test-tap", "node-test"),
    ("node-crash", "node-test"),
    ("jest", "jest"),
    ("vitest", "vitest"),
    ("vitest-color", "vitest"),
    ("mocha", "mocha"),
    ("go-test", "go"),
    ("go-test-v", "go"),
    ("go-test-panic", "go"),
    ("go-run-panic", "go"),
    ("junit4", "junit4"),
    ("java-exception", "junit4"),
    ("java-stack-overflow", "junit4"),
    ("junit5", "junit5"),
    ("maven-surefire", "junit4"),
    ("maven-surefire-full", "junit4"),
    ("gradle-test", "junit4"),
    ("tape", "tape"),
    ("ava", "ava"),
    ("ava-tap", "ava"),
    ("mocha-npm", "mocha"),
    ("node-names-tap", "node-names"),
    ("node-names-spec", "node-names"),
    ("pytest-params", "pytest-params"),
    ("pytest-params-long", "pytest-params"),
    ("unittest-ids", "pytest-params"),
    ("cargo-quiet", "rust-smallvec"),
    ("cargo-smallvec", "rust-smallvec"),
    ("cargo-deref", "rust-deref"),
    ("pytest-hang", "hang-py"),
    ("unittest-hang", "hang-py"),
    ("node-hang-tap", "hang-js"),
    ("node-hang-spec", "hang-js"),
    ("cargo-hang", "hang-rust"),
];

fn fixtures() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures")
}

/// Loads a capture with `/WORKSPACE` replaced by its fixture project's real path.
pub(crate) fn load(capture: &str) -> (String, PathBuf) {
    let runner = CAPTURES
        .iter()
        .find(|(name, _)| *name == capture)
        .map(|(_, runner)| *runner)
        .unwrap_or_else(|| panic!("unknown capture {capture}"));
    let workspace = fixtures().join("runners").join(runner);
    let path = fixtures().join(format!("runner-output/{capture}.txt"));
    let text = std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
    let text = text.replace("/WORKSPACE", &workspace.display().to_string());
    (text, workspace)
}

fn parse_capture(capture: &str) -> ParsedOutput {
    let (text, workspace) = load(capture);
    parse_output(&text, &workspace)
}

/// A compact, readable rendering of a parse; the workspace path is shown as `/WORKSPACE`.
pub(crate) fn render(parsed: &ParsedOutput, workspace: &Path) -> String {
    let mut out = String::new();
    match parsed.counts {
        Some(c) => writeln!(
            out,
            "counts: passed={} failed={} skipped={}",
            c.passed, c.failed, c.skipped
        ),
        None => writeln!(out, "counts: none"),
    }
    .ok();
    if !parsed.tests.is_empty() {
        let tests: Vec<String> = parsed
            .tests
            .iter()
            .map(|t| format!("{} {}", if t.passed { "PASS" } else { "FAIL" }, t.name))
            .collect();
        writeln!(out, "tests: {}", tests.join(", ")).ok();
    }
    for (i, f) in parsed.failures.iter().enumerate() {
        let language = format!("{:?}", f.language).to_lowercase();
        let kind = match f.kind {
            FailureKind::Assertion => "assertion",
            FailureKind::Exception => "exception",
            FailureKind::TimedOut => "timed-out",
        };
        write!(
            out,
            "failure {}: {language} {kind} {}",
            i + 1,
            f.error_type.as_deref().unwrap_or("-")
        )
        .ok();
        if let Some(test) = &f.test {
            write!(out, " test={test}").ok();
        }
        out.push('\n');
        for (j, line) in f.message.lines().enumerate() {
            let label = if j == 0 { "  message: " } else { "  | " };
            writeln!(out, "{label}{line}").ok();
        }
        if let Some(expected) = &f.expected {
            writeln!(out, "  expected: {expected}").ok();
        }
        if let Some(actual) = &f.actual {
            writeln!(out, "  actual: {actual}").ok();
        }
        for frame in &f.frames {
            write!(out, "  frame: {}:{}", frame.file, frame.line).ok();
            if let Some(column) = frame.column {
                write!(out, ":{column}").ok();
            }
            if let Some(function) = &frame.function {
                write!(out, " in {function}").ok();
            }
            if frame.in_workspace {
                out.push_str(" [ws]");
            }
            out.push('\n');
        }
    }
    out.replace(&workspace.display().to_string(), "/WORKSPACE")
}

fn check(capture: &str, expect: ExpectFile) {
    let (text, workspace) = load(capture);
    let parsed = parse_output(&text, &workspace);
    expect.assert_eq(&render(&parsed, &workspace));
}

/// Parses hand-written text against a workspace that does not exist and snapshots it.
pub(crate) fn check_text(text: &str, expect: Expect) {
    let workspace = Path::new("/nonexistent-bugbash-workspace");
    expect.assert_eq(&render(&parse_output(text, workspace), workspace));
}

/// The failure for a test, by exact name.
fn failure<'a>(parsed: &'a ParsedOutput, test: &str) -> &'a Failure {
    parsed
        .failures
        .iter()
        .find(|f| f.test.as_deref() == Some(test))
        .unwrap_or_else(|| panic!("no failure for {test}: {parsed:#?}"))
}

/// `file:line` of the innermost frame inside the workspace (the last one).
fn innermost(failure: &Failure) -> String {
    failure
        .frames
        .iter()
        .rev()
        .find(|f| f.in_workspace)
        .map(|f| format!("{}:{}", f.file, f.line))
        .unwrap_or_default()
}

/// `file:line` of the outermost frame inside the workspace (the first one).
fn outermost(failure: &Failure) -> String {
    failure
        .frames
        .iter()
        .find(|f| f.in_workspace)
        .map(|f| format!("{}:{}", f.file, f.line))
        .unwrap_or_default()
}

fn values(failure: &Failure) -> (Option<&str>, Option<&str>) {
    (failure.expected.as_deref(), failure.actual.as_deref())
}

fn counts(parsed: &ParsedOutput) -> (u32, u32, u32) {
    let c = parsed.counts.expect("counts");
    (c.passed, c.failed, c.skipped)
}

macro_rules! snapshot_tests {
    ($($name:ident => $capture:literal,)*) => {
        $(
            #[test]
            fn $name() {
                check($capture, expect_file![concat!("snapshots/", $capture, ".txt")]);
            }
        )*
    };
}

snapshot_tests! {
    snapshot_python_traceback => "python-traceback",
    snapshot_unittest => "unittest",
    snapshot_unittest_v => "unittest-v",
    snapshot_pytest_long => "pytest-long",
    snapshot_pytest_short => "pytest-short",
    snapshot_pytest_native => "pytest-native",
    snapshot_pytest_ra => "pytest-ra",
    snapshot_pytest_q => "pytest-q",
    snapshot_cargo_test => "cargo-test",
    snapshot_cargo_test_backtrace => "cargo-test-backtrace",
    snapshot_node_test_spec => "node-test-spec",
    snapshot_node_test_tap => "node-test-tap",
    snapshot_node_crash => "node-crash",
    snapshot_jest => "jest",
    snapshot_vitest => "vitest",
    snapshot_mocha => "mocha",
    snapshot_go_test => "go-test",
    snapshot_go_test_v => "go-test-v",
    snapshot_go_test_panic => "go-test-panic",
    snapshot_go_run_panic => "go-run-panic",
    snapshot_junit4 => "junit4",
    snapshot_java_exception => "java-exception",
    snapshot_junit5 => "junit5",
    snapshot_maven_surefire => "maven-surefire",
    snapshot_maven_surefire_full => "maven-surefire-full",
    snapshot_gradle_test => "gradle-test",
    snapshot_tape => "tape",
    snapshot_ava => "ava",
    snapshot_ava_tap => "ava-tap",
    snapshot_mocha_npm => "mocha-npm",
    snapshot_node_names_tap => "node-names-tap",
    snapshot_node_names_spec => "node-names-spec",
    snapshot_pytest_params => "pytest-params",
    snapshot_pytest_params_long => "pytest-params-long",
    snapshot_unittest_ids => "unittest-ids",
    snapshot_cargo_quiet => "cargo-quiet",
    snapshot_cargo_smallvec => "cargo-smallvec",
    snapshot_cargo_deref => "cargo-deref",
    snapshot_pytest_hang => "pytest-hang",
    snapshot_unittest_hang => "unittest-hang",
    snapshot_node_hang_tap => "node-hang-tap",
    snapshot_node_hang_spec => "node-hang-spec",
    snapshot_cargo_hang => "cargo-hang",
}

#[test]
fn python_chained_traceback_raises_the_last_one() {
    let parsed = parse_capture("python-traceback");
    assert_eq!(parsed.failures.len(), 1);
    let f = &parsed.failures[0];
    assert_eq!(f.language, Language::Python);
    assert_eq!(f.error_type.as_deref(), Some("KeyError"));
    assert_eq!(f.message, "'pear'");
    assert_eq!(innermost(f), "report.py:15");
    assert_eq!(outermost(f), "report.py:20");
    assert_eq!(parsed.counts, None);
}

#[test]
fn unittest_failures_and_counts() {
    for capture in ["unittest", "unittest-v"] {
        let parsed = parse_capture(capture);
        assert_eq!(counts(&parsed), (2, 4, 2), "{capture}");
        let f = failure(&parsed, "tests.test_stock.TestStock.test_total_items");
        assert_eq!(f.kind, FailureKind::Assertion);
        assert_eq!(values(f), (Some("7"), Some("4")));
        assert_eq!(innermost(f), "tests/test_stock.py:14");
        let f = failure(
            &parsed,
            "tests.test_stock.TestStock.test_value_of_empty_lot",
        );
        assert_eq!(f.error_type.as_deref(), Some("inventory.stock.StockError"));
        assert_eq!(innermost(f), "inventory/stock.py:20");
        assert_eq!(parsed.failures.len(), 4, "{capture}");
    }
    let parsed = parse_capture("unittest-v");
    let outcome = |name: &str| {
        parsed
            .tests
            .iter()
            .find(|t| t.name == name)
            .map(|t| t.passed)
    };
    assert_eq!(
        outcome("tests.test_stock.TestStock.test_restock_adds"),
        Some(true)
    );
    assert_eq!(
        outcome("tests.test_stock.TestPricing.test_discount"),
        Some(false)
    );
    assert_eq!(
        outcome("tests.test_stock.TestStock.test_value_in_euros"),
        None
    );
}

#[test]
fn pytest_formats_agree() {
    // With `-q --tb=no` there are no reports: failures come from the short summary alone.
    let parsed = parse_capture("pytest-q");
    assert_eq!(counts(&parsed), (3, 6, 3));
    assert_eq!(parsed.failures.len(), 6);
    let f = failure(&parsed, "tests/test_stock.py::TestStock::test_total_items");
    assert_eq!(f.error_type.as_deref(), Some("AssertionError"));
    assert_eq!(values(f), (Some("7"), Some("4")));
    // A summary cut at the terminal's width says so, and a cut type name is not a type.
    let f = failure(
        &parsed,
        "tests/test_stock.py::TestStock::test_value_of_empty_lot",
    );
    assert_eq!(
        (f.error_type.as_deref(), f.message.as_str()),
        (None, "inventory.st...")
    );

    for capture in ["pytest-long", "pytest-short", "pytest-native", "pytest-ra"] {
        let parsed = parse_capture(capture);
        assert_eq!(counts(&parsed), (3, 6, 3), "{capture}");
        assert_eq!(parsed.failures.len(), 6, "{capture}");
        let f = failure(
            &parsed,
            "tests/test_functions.py::test_average_of_empty_lot",
        );
        assert_eq!(
            f.error_type.as_deref(),
            Some("ZeroDivisionError"),
            "{capture}"
        );
        assert_eq!(innermost(f), "inventory/pricing.py:6", "{capture}");
        assert_eq!(outermost(f), "tests/test_functions.py:18", "{capture}");
        let f = failure(&parsed, "tests/test_stock.py::TestPricing::test_discount");
        assert_eq!(f.kind, FailureKind::Assertion, "{capture}");
        assert_eq!(values(f), (Some("180"), Some("220")), "{capture}");
        assert!(
            f.message.contains("where 220 = apply_discount(200, 10)"),
            "{capture}"
        );
        let f = failure(&parsed, "tests/test_functions.py::test_discount_half");
        assert_eq!(values(f), (Some("50"), Some("150")), "{capture}");
        let f = failure(
            &parsed,
            "tests/test_stock.py::TestStock::test_value_of_empty_lot",
        );
        assert_eq!(
            f.error_type.as_deref(),
            Some("inventory.stock.StockError"),
            "{capture}"
        );
        assert_eq!(innermost(f), "inventory/stock.py:20", "{capture}");
        let f = failure(&parsed, "tests/test_functions.py::test_catalog_has_apples");
        assert_eq!(
            f.error_type.as_deref(),
            Some("FileNotFoundError"),
            "{capture}"
        );
        assert_eq!(innermost(f), "inventory/catalog.py:8", "{capture}");
        // Library frames are kept as context but never inside the workspace.
        assert!(parsed
            .failures
            .iter()
            .flat_map(|f| &f.frames)
            .all(|fr| !fr.in_workspace || !fr.file.contains("site-packages")));
    }
    let parsed = parse_capture("pytest-long");
    let f = failure(
        &parsed,
        "tests/test_functions.py::test_average_of_empty_lot",
    );
    let functions: Vec<_> = f.frames.iter().map(|f| f.function.as_deref()).collect();
    assert_eq!(
        functions,
        [
            Some("test_average_of_empty_lot"),
            Some("average_price"),
            None,
            Some("unit_price")
        ]
    );
    let outcome = |name: &str| {
        parsed
            .tests
            .iter()
            .find(|t| t.name == name)
            .map(|t| t.passed)
    };
    assert_eq!(
        outcome("tests/test_stock.py::TestPricing::test_unit_price"),
        Some(true)
    );
    assert_eq!(
        outcome("tests/test_stock.py::TestStock::test_total_items"),
        Some(false)
    );
}

#[test]
fn cargo_test_panics_and_summaries() {
    for capture in ["cargo-test", "cargo-test-backtrace"] {
        let parsed = parse_capture(capture);
        // Summed over the lib, the integration test and the doc tests.
        assert_eq!(counts(&parsed), (4, 3, 2), "{capture}");
        assert_eq!(parsed.failures.len(), 3);
        let f = failure(&parsed, "tests::balance_sums_all_entries");
        assert_eq!(f.kind, FailureKind::Assertion);
        assert_eq!(values(f), (Some("60"), Some("30")));
        assert_eq!(f.message, "assertion `left == right` failed");
        assert_eq!(innermost(f), "src/lib.rs:27");
        let f = failure(&parsed, "imports_amount_with_currency");
        assert_eq!(f.kind, FailureKind::Exception);
        assert_eq!(innermost(f), "src/parse.rs:11");
        let frame = f
            .frames
            .iter()
            .rev()
            .find(|f| f.in_workspace)
            .expect("frame");
        assert_eq!(frame.column, Some(25));
        assert_eq!(parsed.tests.len(), 7);
    }
    let parsed = parse_capture("cargo-test-backtrace");
    let f = failure(&parsed, "tests::average_of_nothing");
    let innermost_frame = f
        .frames
        .iter()
        .rev()
        .find(|f| f.in_workspace)
        .expect("frame");
    assert_eq!(innermost_frame.function.as_deref(), Some("ledger::average"));
    assert_eq!(innermost(f), "src/lib.rs:13");
    assert_eq!(outermost(f), "src/lib.rs:31");
    assert!(f
        .frames
        .iter()
        .any(|f| f.file.contains("/rustc/") && !f.in_workspace));
    let f = failure(&parsed, "imports_amount_with_currency");
    assert_eq!(outermost(f), "tests/import.rs:11");
}

#[test]
fn node_test_reporters_agree() {
    for capture in ["node-test-spec", "node-test-tap"] {
        let parsed = parse_capture(capture);
        assert_eq!(counts(&parsed), (3, 3, 2), "{capture}");
        assert_eq!(parsed.failures.len(), 3, "{capture}");
        let f = failure(&parsed, "discount of ten percent");
        assert_eq!(f.kind, FailureKind::Assertion);
        assert_eq!(f.error_type.as_deref(), Some("AssertionError"));
        assert_eq!(values(f), (Some("81"), Some("99")), "{capture}");
        assert_eq!(innermost(f), "test/cart.test.js:14", "{capture}");
        let f = failure(&parsed, "unknown items are priced");
        assert_eq!(f.error_type.as_deref(), Some("TypeError"));
        assert_eq!(innermost(f), "src/pricing.js:6", "{capture}");
        assert_eq!(outermost(f), "test/cart.test.js:18", "{capture}");
        let f = failure(&parsed, "receipt line for a refund");
        assert_eq!(innermost(f), "src/receipt.mjs:5", "{capture}");
        assert_eq!(
            parsed.tests.iter().filter(|t| t.passed).count(),
            3,
            "{capture}"
        );
    }
}

#[test]
fn node_crash_is_a_bare_stack() {
    let parsed = parse_capture("node-crash");
    assert_eq!(parsed.failures.len(), 1);
    let f = &parsed.failures[0];
    assert_eq!(
        (f.test.as_deref(), f.error_type.as_deref()),
        (None, Some("TypeError"))
    );
    assert_eq!(innermost(f), "src/pricing.js:6");
    assert_eq!(outermost(f), "bin/checkout.js:5");
    assert_eq!(f.frames.last().and_then(|f| f.column), Some(28));
}

#[test]
fn jest_vitest_mocha() {
    let parsed = parse_capture("jest");
    assert_eq!(counts(&parsed), (2, 3, 1));
    let f = failure(&parsed, "cart › discount of ten percent");
    assert_eq!(values(f), (Some("81"), Some("99")));
    assert_eq!(innermost(f), "__tests__/cart.test.js:13");
    let f = failure(&parsed, "cart › unknown items are priced");
    assert_eq!(innermost(f), "src/pricing.js:6");

    let vitest = parse_capture("vitest");
    assert_eq!(counts(&vitest), (2, 2, 1));
    let f = failure(
        &vitest,
        "test/cart.test.ts > cart > discount of ten percent",
    );
    assert_eq!(values(f), (Some("81"), Some("99")));
    let f = failure(
        &vitest,
        "test/cart.test.ts > cart > unknown items are priced",
    );
    assert_eq!(innermost(f), "src/pricing.ts:13");
    assert_eq!(outermost(f), "test/cart.test.ts:18");
    // Colours change nothing.
    let color = parse_capture("vitest-color");
    assert_eq!(color.failures, vitest.failures);
    assert_eq!((color.counts, color.tests), (vitest.counts, vitest.tests));

    let parsed = parse_capture("mocha");
    assert_eq!(counts(&parsed), (2, 3, 1));
    let f = failure(&parsed, "cart discount of ten percent");
    assert_eq!(values(f), (Some("81"), Some("99")));
    assert_eq!(innermost(f), "test/cart.spec.js:14");
    let f = failure(&parsed, "cart unknown items are priced");
    assert_eq!(innermost(f), "src/pricing.js:6");
    assert_eq!(outermost(f), "test/cart.spec.js:18");
}

#[test]
fn go_test_messages_and_panics() {
    let parsed = parse_capture("go-test");
    assert_eq!(counts(&parsed), (0, 2, 0));
    let f = failure(&parsed, "TestCostMinimumOneKilo");
    assert_eq!(f.kind, FailureKind::Assertion);
    assert_eq!(values(f), (Some("250"), Some("0")));
    assert_eq!(innermost(f), "shipping/cost_test.go:14");

    let parsed = parse_capture("go-test-v");
    assert_eq!(counts(&parsed), (2, 2, 1));
    assert_eq!(
        parsed.failures.len(),
        2,
        "a skipped test's log is not a failure"
    );
    assert_eq!(
        innermost(failure(&parsed, "TestFreeAtThreshold")),
        "shipping/cost_test.go:20"
    );

    let parsed = parse_capture("go-test-panic");
    let f = failure(&parsed, "TestUnknownZone");
    assert_eq!(f.error_type.as_deref(), Some("panic"));
    assert_eq!(
        f.message,
        "runtime error: index out of range [1] with length 1"
    );
    assert_eq!(innermost(f), "rates/rates.go:10");
    assert_eq!(outermost(f), "shipping/cost_test.go:29");

    let parsed = parse_capture("go-run-panic");
    assert_eq!(parsed.failures.len(), 1);
    let f = &parsed.failures[0];
    assert_eq!(f.test, None);
    assert_eq!(innermost(f), "rates/rates.go:10");
    assert_eq!(outermost(f), "cmd/quote/main.go:13");
}

#[test]
fn junit_failures_and_counts() {
    let parsed = parse_capture("junit4");
    assert_eq!(counts(&parsed), (2, 3, 0));
    let f = failure(&parsed, "com.example.billing.InvoiceTest.totalSumsAllLines");
    assert_eq!(f.kind, FailureKind::Assertion);
    assert_eq!(values(f), (Some("60"), Some("50")));
    assert_eq!(
        innermost(f),
        "src/test/java/com/example/billing/InvoiceTest.java:18"
    );
    let f = failure(
        &parsed,
        "com.example.billing.InvoiceTest.averageOfEmptyInvoice",
    );
    assert_eq!(
        f.error_type.as_deref(),
        Some("java.lang.ArithmeticException")
    );
    assert_eq!(
        innermost(f),
        "src/main/java/com/example/billing/TaxTable.java:9"
    );
    let f = failure(&parsed, "com.example.billing.InvoiceTest.parsesPercentRate");
    assert_eq!(
        innermost(f),
        "src/main/java/com/example/billing/TaxTable.java:17"
    );

    // Maven: surefire's reports after `[ERROR] `, its totals counted once (not per class).
    for capture in ["maven-surefire", "maven-surefire-full"] {
        let parsed = parse_capture(capture);
        assert_eq!(counts(&parsed), (2, 3, 1), "{capture}");
        assert_eq!(parsed.failures.len(), 3, "{capture}");
        let f = failure(&parsed, "com.example.billing.InvoiceTest.totalSumsAllLines");
        assert_eq!(f.kind, FailureKind::Assertion);
        assert_eq!(values(f), (Some("60"), Some("50")));
        assert_eq!(
            innermost(f),
            "src/test/java/com/example/billing/InvoiceTest.java:18"
        );
        let f = failure(
            &parsed,
            "com.example.billing.InvoiceTest.averageOfEmptyInvoice",
        );
        assert_eq!(
            (f.error_type.as_deref(), f.message.as_str()),
            (Some("java.lang.ArithmeticException"), "/ by zero")
        );
        // The default trims the frames to the test class; `-DtrimStackTrace=false` keeps them.
        let deepest = if capture == "maven-surefire" {
            "src/test/java/com/example/billing/InvoiceTest.java:23"
        } else {
            "src/main/java/com/example/billing/TaxTable.java:9"
        };
        assert_eq!(innermost(f), deepest, "{capture}");
        let failed: Vec<&str> = parsed
            .tests
            .iter()
            .filter(|t| !t.passed)
            .map(|t| t.name.as_str())
            .collect();
        assert_eq!(
            failed,
            [
                "com.example.billing.InvoiceTest.parsesPercentRate",
                "com.example.billing.InvoiceTest.totalSumsAllLines",
                "com.example.billing.InvoiceTest.averageOfEmptyInvoice"
            ],
            "{capture}"
        );
        // The per-test command's plain report names the passing tests too.
        let passed = parsed.tests.iter().filter(|t| t.passed).count();
        assert_eq!(passed, if capture == "maven-surefire" { 0 } else { 2 });
    }

    // Gradle (Debian's 4.4.1): `Class > method FAILED` and the exception's type and place in
    // the test class; Debian's resolver noise (a ClassNotFoundException) is not a test.
    let parsed = parse_capture("gradle-test");
    assert_eq!(counts(&parsed), (2, 3, 1));
    let f = failure(&parsed, "com.example.billing.InvoiceTest.totalSumsAllLines");
    assert_eq!(f.error_type.as_deref(), Some("java.lang.AssertionError"));
    assert_eq!(f.kind, FailureKind::Assertion);
    assert_eq!(
        innermost(f),
        "src/test/java/com/example/billing/InvoiceTest.java:18"
    );
    let failed: Vec<&str> = parsed
        .tests
        .iter()
        .filter(|t| !t.passed)
        .map(|t| t.name.as_str())
        .collect();
    assert_eq!(failed.len(), 3, "{failed:?}");

    let parsed = parse_capture("junit5");
    assert_eq!(counts(&parsed), (2, 3, 1));
    let f = failure(&parsed, "com.example.billing.InvoiceTest.totalSumsAllLines");
    assert_eq!(
        f.error_type.as_deref(),
        Some("org.opentest4j.AssertionFailedError")
    );
    assert_eq!(values(f), (Some("60"), Some("50")));
    assert_eq!(
        innermost(f),
        "src/test/java/com/example/billing/InvoiceTest.java:18"
    );
    assert_eq!(parsed.tests.len(), 5);

    let parsed = parse_capture("java-exception");
    assert_eq!(parsed.failures.len(), 1);
    let f = &parsed.failures[0];
    assert_eq!(
        f.error_type.as_deref(),
        Some("java.lang.IllegalArgumentException")
    );
    assert_eq!(
        innermost(f),
        "src/main/java/com/example/billing/TaxTable.java:17"
    );
    assert_eq!(
        outermost(f),
        "src/main/java/com/example/billing/Main.java:10"
    );
}

/// Issue 14 item 4 and issue 18 item 2: tape and AVA (plain TAP `not ok 1 - name`, `ava --tap`
/// and AVA's own reporter), Mocha behind `npm test`, node:test's escaped `\#`: every runner
/// names the same four tests the same way, with the names unescaped.
#[test]
fn names_are_data_in_every_runner() {
    let names = [
        "carts at the threshold ship free",
        "pays 4.99 \"standard\" below it",
        "sumProduct #1",
        "café — ünïcode names",
    ];
    for capture in [
        "tape",
        "ava",
        "ava-tap",
        "node-names-tap",
        "node-names-spec",
    ] {
        let parsed = parse_capture(capture);
        let mut got: Vec<(&str, bool)> = parsed
            .tests
            .iter()
            .map(|t| (t.name.as_str(), t.passed))
            .collect();
        got.sort();
        let mut want: Vec<(&str, bool)> = names
            .iter()
            .map(|n| (*n, n.starts_with("pays") || n.starts_with("café")))
            .collect();
        want.sort();
        assert_eq!(got, want, "{capture}");
        assert_eq!(counts(&parsed), (2, 2, 0), "{capture}");
        let f = failure(&parsed, "sumProduct #1");
        assert_eq!(values(f), (Some("250"), Some("251")), "{capture}");
        if capture != "ava-tap" {
            // `ava --tap` locates the failure in AVA's own code only.
            assert!(innermost(f).starts_with("test/shipping"), "{capture}");
        }
    }
    // `npm test` running `mocha --reporter dot`: no names, but every failure.
    let parsed = parse_capture("mocha-npm");
    assert_eq!(counts(&parsed), (2, 3, 1));
    assert_eq!(parsed.failures.len(), 3);
}

/// A JVM stack overflow prints 1024 frames; the innermost are kept, up to the cap.
#[test]
fn frame_lists_are_capped_keeping_the_innermost() {
    let parsed = parse_capture("java-stack-overflow");
    assert_eq!(parsed.failures.len(), 1);
    let f = &parsed.failures[0];
    assert_eq!(
        f.error_type.as_deref(),
        Some("java.lang.StackOverflowError")
    );
    assert_eq!(f.frames.len(), super::MAX_FRAMES);
    let last = f.frames.last().expect("frames");
    assert_eq!(
        (last.file.as_str(), last.line, last.in_workspace),
        ("src/main/java/com/example/billing/Ledger.java", 29, true)
    );
}

/// All captures in one text are parsed as well as each one alone: formats do not interfere.
#[test]
fn mixed_output_is_the_sum_of_its_parts() {
    let root = fixtures().join("runners");
    let mut all = String::new();
    let mut failures = 0;
    let mut tests = 0;
    for (capture, _) in CAPTURES {
        let (text, _) = load(capture);
        all.push_str(&text);
        all.push('\n');
        let alone = parse_capture(capture);
        failures += alone.failures.len();
        tests += alone.tests.len();
    }
    let parsed = parse_output(&all, &root);
    assert_eq!(parsed.failures.len(), failures);
    assert_eq!(parsed.tests.len(), tests);
    // Relative to the bigger workspace, frames gain the fixture directory.
    let f = parsed
        .failures
        .iter()
        .find(|f| f.test.as_deref() == Some("TestUnknownZone"))
        .expect("go panic");
    assert_eq!(innermost(f), "go/rates/rates.go:10");
}

/// Frames outside the workspace keep their printed path.
#[test]
fn frames_outside_the_workspace_keep_their_path() {
    let parsed = parse_capture("pytest-native");
    let f = failure(&parsed, "tests/test_stock.py::TestStock::test_total_items");
    let first = f.frames.first().expect("frames");
    assert!(!first.in_workspace);
    assert!(first.file.ends_with("unittest/case.py"), "{}", first.file);
}

/// A tiny deterministic generator, so the robustness test needs no extra crate.
struct XorShift(u64);

impl XorShift {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
}

/// Random bytes, random mixes of format markers and every capture cut at many places: nothing
/// panics and every frame has a line.
#[test]
fn no_panics_on_random_or_truncated_input() {
    let workspace = fixtures().join("runners/python");
    let pieces = [
        "Traceback (most recent call last):\n",
        "  File \"",
        "\", line ",
        "thread 'x' panicked at ",
        "', src/lib.rs:",
        "stack backtrace:\n",
        "   0: ",
        "      at ",
        "    at ",
        "\tat com.x.Foo.bar(Foo.java:",
        "Caused by: ",
        "--- FAIL: ",
        "=== RUN ",
        "panic: ",
        "goroutine 1 [running]:\n",
        "\t/x.go:",
        "not ok 1 - ",
        "  ---\n",
        "  stack: |-\n",
        "  ...\n",
        "✖ ",
        "● ",
        " FAIL  a > b\n",
        "⎯⎯⎯\n",
        "  1) ",
        "  3 failing\n",
        "E   ",
        "_____ t _____\n",
        "===== FAILURES =====\n",
        "FAIL: t (a.b.t)\n",
        "Ran 3 tests in 0.1s\n",
        "FAILED (failures=",
        "test result: FAILED. ",
        "Tests run: ",
        "[ 3 tests failed ]\n",
        "=> a.B: ",
        "MethodSource [className = '",
        "left: ",
        "\u{1b}[31m",
        "\u{1b}]8;;",
        ":",
        "(",
        ")",
        "\n",
        "\r\n",
        " ",
        "0",
        "99999999999999999999",
        "é",
        "\u{0}",
    ];
    let mut rng = XorShift(0x9e37_79b9_7f4a_7c15);
    for _ in 0..300 {
        let mut text = String::new();
        for _ in 0..400 {
            let r = rng.next();
            if r % 5 == 0 {
                let bytes: Vec<u8> = (0..(r >> 8) % 12)
                    .map(|i| (r >> (i % 8 * 8)) as u8)
                    .collect();
                text.push_str(&String::from_utf8_lossy(&bytes));
            } else {
                text.push_str(pieces[(r >> 16) as usize % pieces.len()]);
            }
        }
        assert_sane(&parse_output(&text, &workspace));
    }
    for (capture, _) in CAPTURES {
        let (text, workspace) = load(capture);
        let step = (text.len() / 300).max(97);
        let mut cut = 0;
        while cut < text.len() {
            if text.is_char_boundary(cut) {
                assert_sane(&parse_output(&text[..cut], &workspace));
                assert_sane(&parse_output(&text[cut..], &workspace));
            }
            cut += step;
        }
    }
    assert_sane(&parse_output("", &workspace));
    assert_sane(&parse_output(&"x".repeat(100_000), &workspace));
}

fn assert_sane(parsed: &ParsedOutput) {
    for failure in &parsed.failures {
        for frame in &failure.frames {
            assert!(frame.line >= 1);
            assert!(frame.column != Some(0));
            assert!(!frame.in_workspace || !frame.file.starts_with('/'));
        }
    }
}

/// The parsers know nothing of the editor protocol.
#[test]
fn parse_does_not_import_the_protocol() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/parse");
    for entry in std::fs::read_dir(&dir).expect("src/parse") {
        let path = entry.expect("entry").path();
        if path.extension().is_some_and(|e| e == "rs") {
            let text = std::fs::read_to_string(&path).expect("read");
            let needle = ["lsp", "_types"].concat();
            let needle2 = ["tower", "_lsp"].concat();
            assert!(
                !text.contains(&needle) && !text.contains(&needle2),
                "{}",
                path.display()
            );
        }
    }
}

/// The block line scanner agrees with a byte-by-byte split, escapes included.
#[test]
fn line_scanner_matches_a_naive_split() {
    let mut rng = XorShift(7);
    for round in 0..3000 {
        let len = (rng.next() % 300) as usize;
        let bytes: Vec<u8> = (0..len)
            .map(
                |_| match rng.next() % (if round % 2 == 0 { 6 } else { 60 }) {
                    0 => b'\n',
                    1 => 0x1b,
                    2 => 0x0a ^ 0x80,
                    3 => 0x80,
                    _ => b'a',
                },
            )
            .collect();
        let lines: Vec<(usize, usize, bool)> = super::LineScanner::new(&bytes).collect();
        let mut expected = Vec::new();
        let mut start = 0;
        for (i, &b) in bytes.iter().enumerate() {
            if b == b'\n' {
                expected.push((start, i, bytes[start..i].contains(&0x1b)));
                start = i + 1;
            }
        }
        if start < bytes.len() {
            expected.push((start, bytes.len(), bytes[start..].contains(&0x1b)));
        }
        assert_eq!(lines, expected, "{bytes:?}");
        let masks = super::scalar_block_masks(bytes.get(..64).unwrap_or(&bytes));
        assert_eq!(super::block_masks(&bytes, 0), masks);
    }
}

/// unittest -v with `subTest`: a failing subtest is printed indented under its test, whose own
/// line has no status (captured from `corpus/py-basic-auth-decode`, CPython 3.11).
#[test]
fn a_failing_subtest_fails_its_test() {
    let text = "test_decode_plain_credentials (tests.test_auth.HeaderTest.test_decode_plain_credentials) ... ok
test_generated_passwords (tests.test_auth.HeaderTest.test_generated_passwords) ... 
  test_generated_passwords (tests.test_auth.HeaderTest.test_generated_passwords) (password='a:b') ... FAIL
  test_generated_passwords (tests.test_auth.HeaderTest.test_generated_passwords) (password='::') ... FAIL
test_login_may_not_contain_colon (tests.test_auth.HeaderTest.test_login_may_not_contain_colon) ... ok

======================================================================
FAIL: test_generated_passwords (tests.test_auth.HeaderTest.test_generated_passwords) (password='a:b')
----------------------------------------------------------------------
Traceback (most recent call last):
  File \"/WORKSPACE/tests/test_auth.py\", line 26, in test_generated_passwords
    self.assertEqual(auth, BasicAuth(\"svc-deploy\", password))
AssertionError: None != BasicAuth(login='svc-deploy', password='a:b', encoding='latin1')

----------------------------------------------------------------------
Ran 3 tests in 0.001s

FAILED (failures=2)
";
    let parsed = parse_output(text, Path::new("/WORKSPACE"));
    let outcome = |name: &str| {
        parsed
            .tests
            .iter()
            .find(|t| t.name == format!("tests.test_auth.HeaderTest.{name}"))
            .map(|t| t.passed)
    };
    assert_eq!(
        outcome("test_generated_passwords"),
        Some(false),
        "{parsed:#?}"
    );
    assert_eq!(outcome("test_decode_plain_credentials"), Some(true));
    assert_eq!(outcome("test_login_may_not_contain_colon"), Some(true));
    assert_eq!(parsed.failures.len(), 1);
}
