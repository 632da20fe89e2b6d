//! The investigation's target tests (issue 14 item 2). A whole-suite run often fails in more
//! than the bug: a test that needs a tool this machine lacks, one that depends on the Python
//! version. The targets are the failures the investigation explains and the fix must make pass;
//! every other failure of the reproduction is context, recorded so that verification does not
//! hold it against the fix (item 3).
//!
//! Targets are named by the person (`init --failing TEST`, as the runner prints the test) or,
//! when the first run fails in several tests, matched to the description: the words of the
//! description, error and expectations against each failing test's name, failure message and
//! files. Nothing here runs anything.

use crate::model::BugReport;
use crate::parse::{names, ParsedOutput};
use std::collections::BTreeSet;

/// The targets among the failing tests, and the rest.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Choice {
    /// The failing tests the investigation is about, as the runner printed them.
    pub targets: Vec<String>,
    /// The other failing tests: context.
    pub others: Vec<String>,
    /// How the targets were chosen, for people; `None` when there was nothing to choose.
    pub reason: Option<String>,
    /// Tests named with `--failing` that did not fail in the run.
    pub named_not_failing: Vec<String>,
}

/// A test's name in one comparable form: unittest's `test_y (pkg.mod.Case.test_y)` (and the
/// older `test_y (pkg.mod.Case)`) and pytest's `pkg/mod.py::Case::test_y` both become
/// `pkg.mod.Case.test_y`; runner escapes are undone; other names are kept as they are.
pub fn key(name: &str) -> String {
    let n = names::reported_name(name);
    let n = n.trim();
    if let Some((head, rest)) = n.split_once(" (") {
        if let Some(inner) = rest.strip_suffix(')') {
            if !head.is_empty() && !head.contains(' ') && !inner.contains(' ') {
                return if inner.ends_with(&format!(".{head}")) {
                    inner.to_string()
                } else {
                    format!("{inner}.{head}")
                };
            }
        }
    }
    if let Some((path, rest)) = n.split_once("::") {
        if let Some(stem) = path.strip_suffix(".py") {
            let stem = stem.trim_start_matches("./").replace('/', ".");
            return format!("{stem}.{}", rest.replace("::", "."));
        }
    }
    n.to_string()
}

/// Whether two reports name the same test (the same runner, or unittest against pytest forms).
pub fn same(a: &str, b: &str) -> bool {
    a == b || key(a) == key(b)
}

/// Whether the failing test `reported` is the one a person named as `target`: the same test,
/// or `target` is its qualified tail (`Case.test_y`, `test_y`, a title under its suites).
pub fn is_target(reported: &str, target: &str) -> bool {
    let (r, t) = (key(reported), key(target));
    if t.is_empty() {
        return false;
    }
    r == t
        || r.ends_with(&format!(".{t}"))
        || r.ends_with(&format!("::{t}"))
        || names::same_test(reported, target.trim())
}

/// Every failing test of `parsed`, each once, in the order the runner reported them.
pub fn failing_names(parsed: &ParsedOutput) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for n in parsed.failures.iter().filter_map(|f| f.test.clone()) {
        if !out.iter().any(|o| same(o, &n)) {
            out.push(n);
        }
    }
    let reports = out.len();
    // Jest, Vitest and Mocha list a test by its own title and report its failure under its
    // suites (`cart › t`, `file > cart > t`, `cart t`): the listed title is that failure.
    for t in parsed.tests.iter().filter(|t| !t.passed) {
        let n = &t.name;
        let reported =
            |o: &String| same(o, n) || names::same_test(o, n) || names::nested_in_title(o, n);
        if !out[..reports].iter().any(reported) && !out[reports..].iter().any(|o| same(o, n)) {
            out.push(n.clone());
        }
    }
    out
}

/// Chooses the targets among `failing` (the failing tests of the reproduction, each once).
pub fn choose(report: &BugReport, parsed: &ParsedOutput, failing: &[String]) -> Choice {
    let named: Vec<&str> = report
        .target_tests
        .iter()
        .map(|t| t.trim())
        .filter(|t| !t.is_empty())
        .collect();
    if !named.is_empty() {
        let (targets, others): (Vec<String>, Vec<String>) = failing
            .iter()
            .cloned()
            .partition(|f| named.iter().any(|t| is_target(f, t)));
        let named_not_failing: Vec<String> = named
            .iter()
            .filter(|t| !failing.iter().any(|f| is_target(f, t)))
            .map(|t| t.to_string())
            .collect();
        let mut reason = format!("named with --failing: {}", named.join(", "));
        if !others.is_empty() {
            reason.push_str(&format!(
                "; the other {} failing test(s) are context",
                others.len()
            ));
        }
        return Choice {
            targets,
            others,
            reason: Some(reason),
            named_not_failing,
        };
    }
    if failing.len() < 2 {
        return Choice {
            targets: failing.to_vec(),
            others: Vec::new(),
            reason: None,
            named_not_failing: Vec::new(),
        };
    }
    let wanted = words(&report_text(report));
    let scored: Vec<(usize, Vec<String>)> = failing
        .iter()
        .map(|f| {
            let have = words(&evidence(parsed, f));
            let hits: Vec<String> = wanted
                .iter()
                .filter(|w| have.iter().any(|h| alike(w, h)))
                .cloned()
                .collect();
            (hits.len(), hits)
        })
        .collect();
    let best = scored.iter().map(|(n, _)| *n).max().unwrap_or(0);
    // Three shared words are the description's own subject, however long the description
    // (`extension('report.2026-11.final.PDF')` beside a test of `extension` failing on
    // `'2026-11' != 'pdf'`): only failures that share little with it are context.
    let near = |n: usize| n == best || n >= 3 || (n >= 2 && 2 * n >= best);
    if best == 0 || scored.iter().all(|(n, _)| near(*n)) {
        return Choice {
            targets: failing.to_vec(),
            others: Vec::new(),
            reason: Some(format!(
                "all {} failing tests: the description does not single out some of them (name the target with --failing)",
                failing.len()
            )),
            named_not_failing: Vec::new(),
        };
    }
    let mut targets = Vec::new();
    let mut others = Vec::new();
    let mut matched: BTreeSet<String> = BTreeSet::new();
    // The best match, and those nearly as good (the same bug seen by a parametrized twin):
    // at least three shared words, or two and half the best's.
    for (f, (n, hits)) in failing.iter().zip(scored) {
        if near(n) {
            targets.push(f.clone());
            matched.extend(hits);
        } else {
            others.push(f.clone());
        }
    }
    let reason = format!(
        "chosen because the description matches {} failing test(s) best (their names, failure messages and files share: {}); the other {} failing test(s) are context",
        targets.len(),
        matched.into_iter().collect::<Vec<_>>().join(", "),
        others.len()
    );
    Choice {
        targets,
        others,
        reason: Some(reason),
        named_not_failing: Vec::new(),
    }
}

/// `parsed` with only the failures of the targets, so that the analysis and the evidence
/// (error, stack, affected files) are about them. Unchanged when no failure names a target
/// (the runner listed the targets without their failures) or when every failure is a target.
pub fn focus(parsed: &ParsedOutput, targets: &[String]) -> ParsedOutput {
    let keep: Vec<bool> = parsed
        .failures
        .iter()
        .map(|f| {
            f.test
                .as_deref()
                .is_some_and(|t| targets.iter().any(|g| same(t, g)))
        })
        .collect();
    if targets.is_empty() || !keep.iter().any(|&k| k) {
        return parsed.clone();
    }
    let mut out = parsed.clone();
    out.failures = parsed
        .failures
        .iter()
        .zip(keep)
        .filter(|(_, k)| *k)
        .map(|(f, _)| f.clone())
        .collect();
    out
}

/// The lines that say which failing tests are the targets and which are context, for the
/// reproduction's progress (empty when the run failed in one test or none).
pub fn describe(r: &crate::model::ReproductionResult) -> Vec<String> {
    let mut out = Vec::new();
    let Some(reason) = &r.target_reason else {
        return out;
    };
    out.push(format!(
        "Target: {} ({reason})",
        if r.failing_tests.is_empty() {
            "none".to_string()
        } else {
            r.failing_tests.join(", ")
        }
    ));
    if !r.other_failing_tests.is_empty() {
        out.push(format!(
            "Context (failing before any fix, not the target): {}",
            r.other_failing_tests.join(", ")
        ));
    }
    out
}

/// What the person wrote about the bug.
fn report_text(r: &BugReport) -> String {
    [
        Some(r.description.as_str()),
        r.error_message.as_deref(),
        r.observed.as_deref(),
        r.expected.as_deref(),
    ]
    .into_iter()
    .flatten()
    .chain(r.hints.iter().map(String::as_str))
    .collect::<Vec<_>>()
    .join("\n")
}

/// What the run says about the failing test `name`: its name, its failures' types and
/// messages, and the workspace files and functions on their stacks.
fn evidence(parsed: &ParsedOutput, name: &str) -> String {
    let mut text = key(name);
    for f in parsed
        .failures
        .iter()
        .filter(|f| f.test.as_deref().is_some_and(|t| same(t, name)))
    {
        for part in [f.error_type.as_deref(), Some(f.message.as_str())]
            .into_iter()
            .flatten()
        {
            text.push('\n');
            text.push_str(part);
        }
        for fr in f.frames.iter().filter(|fr| fr.in_workspace) {
            text.push('\n');
            text.push_str(&fr.file);
            if let Some(func) = &fr.function {
                text.push(' ');
                text.push_str(func);
            }
        }
    }
    text
}

const STOP: &[&str] = &[
    "the",
    "and",
    "for",
    "with",
    "when",
    "that",
    "this",
    "are",
    "was",
    "were",
    "not",
    "but",
    "its",
    "into",
    "from",
    "should",
    "instead",
    "test",
    "tests",
    "self",
    "def",
    "error",
    "fails",
    "failed",
    "failing",
    "wrong",
    "returns",
    "return",
    "get",
    "gets",
    "got",
    "has",
    "have",
    "can",
    "does",
    "doesn",
    "than",
    "then",
    "there",
    "too",
    "all",
    "any",
    "some",
    "one",
    "py",
    "rs",
    "js",
    "assert",
    "assertion",
    "assertionerror",
    "true",
    "false",
    "none",
    "null",
];

/// The words of `text` that can tell tests apart: lower case, camelCase and snake_case split,
/// no short or common words; numbers of two digits or more.
fn words(text: &str) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    let mut push = |w: &str| {
        let w = w.to_lowercase();
        // Numbers of two digits or more are values a report quotes (`-17 loads as 17` beside
        // `AssertionError: 17 != -17`).
        let number = w.len() >= 2 && w.bytes().all(|b| b.is_ascii_digit());
        if (w.len() >= 3 || number) && !STOP.contains(&w.as_str()) && !out.contains(&w) {
            out.push(w);
        }
    };
    for raw in text.split(|c: char| !c.is_alphanumeric()) {
        let mut start = 0;
        let chars: Vec<(usize, char)> = raw.char_indices().collect();
        for i in 1..chars.len() {
            let (at, c) = chars[i];
            if c.is_uppercase() && chars[i - 1].1.is_lowercase() {
                push(&raw[start..at]);
                start = at;
            }
        }
        push(&raw[start..]);
    }
    out
}

/// The same word, or one word inflected (`parcel`/`parcels`, `rate`/`rates`, `charge`/`charged`):
/// a shared start of at least four letters that is most of the shorter word.
fn alike(a: &str, b: &str) -> bool {
    if a == b {
        return true;
    }
    let common = a.chars().zip(b.chars()).take_while(|(x, y)| x == y).count();
    let shorter = a.chars().count().min(b.chars().count());
    common >= 4 && common + 2 >= shorter
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parse::parse_output;

    #[test]
    fn names_in_every_form_are_one_key() {
        let k = "tests.test_rates.RateTest.test_ten";
        assert_eq!(key("test_ten (tests.test_rates.RateTest.test_ten)"), k);
        assert_eq!(key("test_ten (tests.test_rates.RateTest)"), k);
        assert_eq!(key("tests/test_rates.py::RateTest::test_ten"), k);
        assert!(is_target(
            "test_ten (tests.test_rates.RateTest.test_ten)",
            "RateTest.test_ten"
        ));
        assert!(is_target(
            "test_ten (tests.test_rates.RateTest.test_ten)",
            "tests/test_rates.py::RateTest::test_ten"
        ));
        assert!(!is_target(
            "test_tenth (tests.test_rates.RateTest.test_tenth)",
            "test_ten"
        ));
        assert!(is_target("stats::mean_of_empty", "mean_of_empty"));
    }

    #[test]
    fn words_split_names_and_inflections_match() {
        assert_eq!(
            words("parcelOfTen_kg is charged"),
            ["parcel", "ten", "charged"]
        );
        assert!(alike("parcels", "parcel"));
        assert!(alike("charged", "charge"));
        assert!(!alike("label", "labour"));
    }

    /// Jest, Vitest and Mocha list a failing test by its title and report it under its
    /// suites: each failing test is named once, by its report (real captures).
    #[test]
    fn listed_titles_are_their_reports() {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
        for (capture, fixture, want) in [
            (
                "jest",
                "jest",
                [
                    "cart › discount of ten percent",
                    "cart › unknown items are priced",
                    "cart › line items are listed",
                ]
                .as_slice(),
            ),
            (
                "vitest",
                "vitest",
                &[
                    "test/cart.test.ts > cart > discount of ten percent",
                    "test/cart.test.ts > cart > unknown items are priced",
                ],
            ),
            (
                "mocha",
                "mocha",
                &[
                    "cart discount of ten percent",
                    "cart unknown items are priced",
                    "cart line items are listed",
                ],
            ),
        ] {
            let dir = root.join("tests/fixtures/runners").join(fixture);
            let text = std::fs::read_to_string(
                root.join(format!("tests/fixtures/runner-output/{capture}.txt")),
            )
            .unwrap()
            .replace("/WORKSPACE", &dir.display().to_string());
            let parsed = parse_output(&text, &dir);
            assert_eq!(failing_names(&parsed), want, "{capture}");
        }
    }

    const RUN: &str = "\
ERROR: test_label (tests.test_labels.LabelTest.test_label)
----------------------------------------------------------------------
Traceback (most recent call last):
  File \"/w/tests/test_labels.py\", line 8, in test_label
    x()
FileNotFoundError: [Errno 2] No such file or directory: 'zebra-label'

======================================================================
FAIL: test_exactly_ten_kg_is_standard (tests.test_rates.RateTest.test_exactly_ten_kg_is_standard)
----------------------------------------------------------------------
Traceback (most recent call last):
  File \"/w/tests/test_rates.py\", line 14, in test_exactly_ten_kg_is_standard
    self.assertEqual(shipping_cost(10), 7.5)
AssertionError: 12.5 != 7.5
";

    #[test]
    fn the_description_picks_its_failure_and_the_rest_is_context() {
        let parsed = parse_output(RUN, std::path::Path::new("/w"));
        let failing = failing_names(&parsed);
        assert_eq!(failing.len(), 2, "{failing:?}");
        let report = BugReport::new("A parcel of exactly 10 kg is charged the heavy rate");
        let c = choose(&report, &parsed, &failing);
        assert_eq!(c.targets.len(), 1, "{c:?}");
        assert!(c.targets[0].contains("test_exactly_ten_kg_is_standard"));
        assert!(c.others[0].contains("test_label"));
        assert!(c.reason.unwrap().contains("exactly"));
        let focused = focus(&parsed, &c.targets);
        assert_eq!(focused.failures.len(), 1);
        // A twin nearly as close to the description (two words of three) is a target too.
        let mut twin = parsed.clone();
        twin.tests.push(crate::parse::TestOutcome {
            name: "tests/test_rates.py::test_rate_by_weight[exactly 10 kg]".into(),
            passed: false,
        });
        let with_twin = failing_names(&twin);
        let c = choose(&report, &twin, &with_twin);
        assert_eq!(c.targets.len(), 2, "{c:?}");
        assert_eq!(c.others.len(), 1, "{c:?}");
        // A failure the description names by three of its words is a target too, however
        // many more words the best match shares (the same bug seen from two tests).
        let long = BugReport::new(
            "A parcel of exactly 10 kg is charged the heavy rate by shipping_cost in the standard tariff table, and the zebra label file is not found",
        );
        let c = choose(&long, &parsed, &failing);
        assert!(c.targets.iter().any(|t| t.contains("test_label")), "{c:?}");
        // A value the description quotes is a shared word: `-17 loads as 17` and `17 != -17`.
        let two = "\
FAIL: test_document (tests.test_scalars.ScalarTest.test_document)
----------------------------------------------------------------------
Traceback (most recent call last):
  File \"/w/tests/test_scalars.py\", line 37, in test_document
    self.assertEqual(doc, {'offset': -3})
AssertionError: {'offset': 3} != {'offset': -3}

======================================================================
FAIL: test_negative_ints (tests.test_scalars.ScalarTest.test_negative_ints)
----------------------------------------------------------------------
Traceback (most recent call last):
  File \"/w/tests/test_scalars.py\", line 14, in test_negative_ints
    self.assertEqual(load_scalar('-17'), -17)
AssertionError: 17 != -17
";
        let parsed_two = parse_output(two, std::path::Path::new("/w"));
        let both = failing_names(&parsed_two);
        let yaml = BugReport::new(
            "negative integers load with the wrong sign: -17 loads as 17 and offset: -3 in a document becomes 3",
        );
        let c = choose(&yaml, &parsed_two, &both);
        assert_eq!(c.targets.len(), 2, "{c:?}");
        // Nothing in common: every failure is a target, as before.
        let c = choose(&BugReport::new("it crashes"), &parsed, &failing);
        assert_eq!(c.targets, failing);
        // Named: that one, whatever the description says.
        let mut named = BugReport::new("A parcel of exactly 10 kg");
        named.target_tests = vec!["LabelTest.test_label".into(), "test_gone".into()];
        let c = choose(&named, &parsed, &failing);
        assert_eq!(c.targets.len(), 1);
        assert!(c.targets[0].contains("test_label"));
        assert_eq!(c.named_not_failing, ["test_gone"]);
    }
}
