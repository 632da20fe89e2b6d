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
