//! Markdown defect reports (reference 001):
//!
//! ```text
//! # Defect: Invite Failure
//! Severity: P1
//! Related Feature: f4-tribes
//! Observed: Invite sent to users without GitHub connected
//! Expected: Guard clause prevents invite to unconnected users
//! Repro: Call send_invite() for user with github_connected=false
//! ```
//!
//! Keys may be bold (`**Severity**:`), written as headings (`## Observed Behavior`) or in any
//! case; values may span lines; `Repro` may be a list of steps. Errors name every missing or
//! invalid field and what is expected.

use super::markdown::{self, list_items, normalize_key};
use crate::model::{BugReport, ReportSource, Severity};
use std::path::Path;

const SEVERITY: &[&str] = &["severity", "reported severity", "priority"];
const FEATURE: &[&str] = &["related feature", "feature", "related spec"];
const OBSERVED: &[&str] = &[
    "observed",
    "observed behavior",
    "observed behaviour",
    "actual",
    "actual behavior",
    "actual behaviour",
];
const EXPECTED: &[&str] = &[
    "expected",
    "expected behavior",
    "expected behaviour",
    "expected result",
];
const REPRO: &[&str] = &[
    "repro",
    "reproduction",
    "reproduction steps",
    "steps to reproduce",
    "steps",
    "to reproduce",
];
const TITLE: &[&str] = &["title", "defect"];

/// A defect report could not be read or is incomplete.
#[derive(Debug, thiserror::Error)]
pub enum DefectError {
    #[error("Defect spec not found: {path}")]
    NotFound { path: String },
    #[error("cannot read defect report {path}: {message}")]
    Io { path: String, message: String },
    #[error("invalid defect report {path}:\n{}", .problems.iter().map(|p| format!("  - {p}")).collect::<Vec<_>>().join("\n"))]
    Invalid { path: String, problems: Vec<String> },
}

fn is_key(k: &str) -> bool {
    [SEVERITY, FEATURE, OBSERVED, EXPECTED, REPRO, TITLE]
        .iter()
        .any(|group| group.contains(&k))
}

/// The severity in a value like `P1`, `p1`, `P1 - high` or `P1 (critical)`.
fn find_severity(value: &str) -> Option<Severity> {
    value
        .split(|c: char| !c.is_ascii_alphanumeric())
        .find_map(|w| w.parse::<Severity>().ok())
}

/// Parses the text of a defect report. `path` is recorded in the report's source and named in
/// errors.
pub fn parse_defect_report(text: &str, path: &str) -> Result<BugReport, DefectError> {
    let doc = markdown::parse(text, &is_key);
    let mut problems = Vec::new();
    let value = |aliases: &[&str]| {
        doc.get(aliases)
            .map(|s| s.value.trim().to_string())
            .filter(|v| !v.is_empty())
    };

    let title = doc
        .title
        .as_deref()
        .map(|t| {
            let t = t.trim();
            match t.split_once(':') {
                Some((k, rest)) if normalize_key(k) == "defect" => rest.trim().to_string(),
                _ => t.to_string(),
            }
        })
        .filter(|t| !t.is_empty())
        .or_else(|| value(TITLE));
    if title.is_none() {
        problems.push("Title: missing (expected a first line '# Defect: <title>')".to_string());
    }

    let severity = match doc.get(SEVERITY) {
        None => {
            problems.push("Severity: missing (expected one of P0, P1, P2, P3)".to_string());
            None
        }
        Some(s) => match find_severity(&s.value) {
            Some(sev) => Some(sev),
            None if s.value.trim().is_empty() => {
                problems.push(format!(
                    "Severity (line {}): empty (expected one of P0, P1, P2, P3)",
                    s.line
                ));
                None
            }
            None => {
                problems.push(format!(
                    "Severity (line {}): '{}' is not valid (expected one of P0, P1, P2, P3)",
                    s.line,
                    s.value.lines().next().unwrap_or("").trim()
                ));
                None
            }
        },
    };

    let mut required = |aliases: &[&str], name: &str, what: &str| -> Option<String> {
        let v = value(aliases);
        if v.is_none() {
            let state = if doc.get(aliases).is_some() {
                "empty"
            } else {
                "missing"
            };
            problems.push(format!("{name}: {state} (expected {what})"));
        }
        v
    };
    let related_feature = required(
        FEATURE,
        "Related Feature",
        "the name of the feature or spec the defect belongs to",
    );
    let observed = required(OBSERVED, "Observed", "what happens, as non-empty text");
    let expected = required(
        EXPECTED,
        "Expected",
        "what should happen, as non-empty text",
    );
    let repro = required(
        REPRO,
        "Repro",
        "the steps that reproduce the defect, as a list or text",
    );

    if !problems.is_empty() {
        return Err(DefectError::Invalid {
            path: path.to_string(),
            problems,
        });
    }

    let steps = repro
        .map(|r| {
            let items = list_items(&r);
            if items.is_empty() {
                vec![r.split_whitespace().collect::<Vec<_>>().join(" ")]
            } else {
                items
            }
        })
        .unwrap_or_default();
    let mut report = BugReport::new(title.unwrap_or_default());
    report.severity = severity;
    report.observed = observed;
    report.expected = expected;
    report.steps_to_reproduce = steps;
    report.source = Some(ReportSource::DefectReport {
        path: path.to_string(),
        related_feature: related_feature.unwrap_or_default(),
    });
    Ok(report)
}

/// Reads and parses a defect report file.
pub fn parse_defect_file(path: &Path) -> Result<BugReport, DefectError> {
    let shown = path.display().to_string();
    let text = std::fs::read_to_string(path).map_err(|e| match e.kind() {
        std::io::ErrorKind::NotFound => DefectError::NotFound {
            path: shown.clone(),
        },
        _ => DefectError::Io {
            path: shown.clone(),
            message: e.to_string(),
        },
    })?;
    parse_defect_report(&text, &shown)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The example of reference 001, verbatim.
    const INVITE: &str = "# Defect: Invite Failure
Severity: P1
Related Feature: f4-tribes
Observed: Invite sent to users without GitHub connected
Expected: Guard clause prevents invite to unconnected users
Repro: Call send_invite() for user with github_connected=false
";

    #[test]
    fn complete_report() {
        let r = parse_defect_report(INVITE, "specs/defects/invite-failure.md").expect("valid");
        assert_eq!(r.description, "Invite Failure");
        assert_eq!(r.severity, Some(Severity::P1));
        assert_eq!(
            r.observed.as_deref(),
            Some("Invite sent to users without GitHub connected")
        );
        assert_eq!(
            r.expected.as_deref(),
            Some("Guard clause prevents invite to unconnected users")
        );
        assert_eq!(
            r.steps_to_reproduce,
            ["Call send_invite() for user with github_connected=false"]
        );
        assert_eq!(r.test_command, None);
        assert_eq!(
            r.source,
            Some(ReportSource::DefectReport {
                path: "specs/defects/invite-failure.md".into(),
                related_feature: "f4-tribes".into(),
            })
        );
    }

    #[test]
    fn every_missing_field_is_named() {
        let err = parse_defect_report("Some notes about a bug, no structure.\n", "d.md")
            .expect_err("nothing there");
        expect_test::expect![[r#"
            invalid defect report d.md:
              - Title: missing (expected a first line '# Defect: <title>')
              - Severity: missing (expected one of P0, P1, P2, P3)
              - Related Feature: missing (expected the name of the feature or spec the defect belongs to)
              - Observed: missing (expected what happens, as non-empty text)
              - Expected: missing (expected what should happen, as non-empty text)
              - Repro: missing (expected the steps that reproduce the defect, as a list or text)"#]]
        .assert_eq(&err.to_string());
    }

    #[test]
    fn invalid_and_empty_fields_are_named_with_their_line() {
        let text = "# Defect: Slow page\nseverity: high\nRelated Feature: search\nObserved:\nExpected: fast\nRepro: open /search\n";
        let err = parse_defect_report(text, "slow.md").expect_err("invalid");
        expect_test::expect![[r#"
            invalid defect report slow.md:
              - Severity (line 2): 'high' is not valid (expected one of P0, P1, P2, P3)
              - Observed: empty (expected what happens, as non-empty text)"#]]
        .assert_eq(&err.to_string());
    }

    #[test]
    fn bold_keys_heading_sections_and_step_lists() {
        let text = "\
# Checkout total ignores discounts

**Severity**: p2 (medium)
- **Related Feature:** f7-checkout
**OBSERVED**: The total shows the full price
even when a discount code was applied.

## Expected Behavior

The total subtracts the discount.

Note: this only matters for percentage codes.

## Reproduction Steps
1. Add an item to the cart
2. Apply code `SAVE10`
   (any percentage code works)
3. Look at the total

## Environment
Chrome 124
";
        let r = parse_defect_report(text, "checkout.md").expect("valid");
        assert_eq!(r.description, "Checkout total ignores discounts");
        assert_eq!(r.severity, Some(Severity::P2));
        assert_eq!(
            r.observed.as_deref(),
            Some("The total shows the full price\neven when a discount code was applied.")
        );
        assert_eq!(
            r.expected.as_deref(),
            Some(
                "The total subtracts the discount.\n\nNote: this only matters for percentage codes."
            )
        );
        assert_eq!(
            r.steps_to_reproduce,
            [
                "Add an item to the cart",
                "Apply code `SAVE10` (any percentage code works)",
                "Look at the total"
            ]
        );
        assert!(matches!(
            r.source,
            Some(ReportSource::DefectReport { ref related_feature, .. }) if related_feature == "f7-checkout"
        ));
    }

    #[test]
    fn files_are_read_and_missing_files_named() {
        let dir = tempfile::tempdir().expect("tempdir");
        let path = dir.path().join("invite.md");
        std::fs::write(&path, INVITE.replace('\n', "\r\n")).expect("write");
        let r = parse_defect_file(&path).expect("valid with CRLF");
        assert_eq!(r.severity, Some(Severity::P1));
        let missing = dir.path().join("nope.md");
        let err = parse_defect_file(&missing).expect_err("missing");
        assert_eq!(
            err.to_string(),
            format!("Defect spec not found: {}", missing.display())
        );
    }
}
