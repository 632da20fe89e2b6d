//! SARIF 2.1.0 export of investigations (`bugbash export --sarif`), for GitHub code scanning and
//! any other SARIF viewer.
//!
//! One result per root cause: its location (the root-cause line), the summary
//! and explanation as the message, the execution trace as a `codeFlow`, the ranked alternative
//! lines as `relatedLocations`, and the investigation's id, phase, severity, confidence and
//! analyzer as `properties`. Paths stay workspace-relative under the `%SRCROOT%` base, which is
//! what code scanning resolves against the repository root.
//!
//! Pure: the caller loads the states; nothing here reads files or runs anything.

use crate::model::{BugPhase, BugState, Severity, TraceLocation};
use serde_json::{json, Value};
use std::path::Path;

/// The `$schema` written at the top of every log.
pub const SCHEMA_URI: &str = "https://json.schemastore.org/sarif-2.1.0.json";
/// The one rule every result refers to.
pub const RULE_ID: &str = "bugbash/root-cause";
/// The `uriBaseId` of every location: the workspace root.
pub const SRCROOT: &str = "%SRCROOT%";

/// Why an investigation gives no result.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Skipped {
    pub id: String,
    pub phase: BugPhase,
    pub reason: String,
}

/// Whether `state` has a root cause to export; the reason when not.
pub fn exportable(state: &BugState) -> Result<(), Skipped> {
    if state.root_cause.is_some() {
        Ok(())
    } else {
        Err(Skipped {
            id: state.bug_id.clone(),
            phase: state.phase,
            reason: format!(
                "it has no root cause yet ({}); run `bugbash analyze {}` first",
                state.phase, state.bug_id
            ),
        })
    }
}

/// Whether an export of *all* investigations includes `state`: open ones with a root cause.
/// FIXED and WONT_FIX are left out, so that uploading the log closes their alerts.
pub fn open_with_root_cause(state: &BugState) -> bool {
    state.root_cause.is_some() && !state.phase.is_terminal()
}

/// The SARIF log of `states` (those without a root cause are skipped; see [`exportable`]).
/// `root` is the workspace, written as `%SRCROOT%`'s URI.
pub fn log(states: &[BugState], root: &Path, tool_version: &str) -> Value {
    let results: Vec<Value> = states.iter().filter_map(result).collect();
    let mut root_uri = file_uri(root);
    if !root_uri.ends_with('/') {
        root_uri.push('/');
    }
    json!({
        "$schema": SCHEMA_URI,
        "version": "2.1.0",
        "runs": [{
            "tool": {"driver": {
                "name": "bugbash",
                "version": tool_version,
                "semanticVersion": tool_version,
                "rules": [rule()],
            }},
            "originalUriBaseIds": {
                SRCROOT: {
                    "uri": root_uri,
                    "description": {"text": "The workspace root (the repository checkout)."},
                },
            },
            "columnKind": "unicodeCodePoints",
            "results": results,
        }],
    })
}

fn rule() -> Value {
    json!({
        "id": RULE_ID,
        "name": "RootCause",
        "shortDescription": {"text": "Root cause of a failing test"},
        "fullDescription": {"text": "The line bugbash pinned as the root cause of a reproduced failure, from the test run's evidence (stack frames, assertions, per-test coverage and mutation analysis)."},
        "help": {
            "text": "Run `bugbash status <investigationId>` for the analysis and `bugbash fix <investigationId> --dry-run` for the plan, once approved.",
        },
        "defaultConfiguration": {"level": "error"},
        "properties": {"tags": ["bug", "correctness"]},
    })
}

/// The result of one investigation, or `None` without a root cause.
pub fn result(state: &BugState) -> Option<Value> {
    let rc = state.root_cause.as_ref()?;
    let mut text = rc.summary.trim().to_string();
    if !rc.root_cause_explanation.trim().is_empty() {
        text.push_str("\n\n");
        text.push_str(rc.root_cause_explanation.trim());
    }
    let primary = location(&rc.root_cause_file, rc.root_cause_line, None);
    let mut result = json!({
        "ruleId": RULE_ID,
        "ruleIndex": 0,
        "kind": "fail",
        "level": level(state.report.severity),
        "message": {"text": text},
        "locations": [primary],
        "partialFingerprints": {"bugbashInvestigation/v1": state.bug_id},
        "properties": properties(state),
    });
    let flow = code_flow(state);
    if let Some(flow) = flow {
        result["codeFlows"] = json!([flow]);
    }
    let related = related_locations(state);
    if !related.is_empty() {
        result["relatedLocations"] = Value::Array(related);
    }
    Some(result)
}

/// P0/P1 are errors, P2 a warning, P3 a note; an investigation without a reported severity is
/// a reproduced failure, so an error.
fn level(severity: Option<Severity>) -> &'static str {
    match severity {
        Some(Severity::P2) => "warning",
        Some(Severity::P3) => "note",
        _ => "error",
    }
}

fn properties(state: &BugState) -> Value {
    let rc = state.root_cause.as_ref();
    let mut p = json!({
        "investigationId": state.bug_id,
        "phase": state.phase.as_upper(),
        "description": state.report.description,
    });
    if let Some(s) = state.report.severity {
        p["severity"] = json!(s.to_string());
    }
    if let Some(rc) = rc {
        p["confidence"] = json!(rc.confidence.as_str());
        if !rc.analyzer.is_empty() {
            p["analyzer"] = json!(rc.analyzer);
        }
        if !rc.alternative_hypotheses.is_empty() {
            p["alternativeHypotheses"] = json!(rc.alternative_hypotheses);
        }
    }
    if let Some(n) = state.report.github_issue {
        p["githubIssue"] = json!(n);
    }
    if let Some(plan) = &state.fix_plan {
        p["fixPlan"] = json!({
            "summary": plan.summary,
            "risk": plan.risk_level.as_str(),
            "planner": plan.planner,
        });
    }
    p
}

/// The trace as one thread flow: the structured steps when the analyzer recorded them, else the
/// textual steps as messages without a location. The step on the root-cause line is essential.
fn code_flow(state: &BugState) -> Option<Value> {
    let rc = state.root_cause.as_ref()?;
    let mut steps: Vec<Value> = Vec::new();
    if !rc.trace_locations.is_empty() {
        for (i, t) in rc.trace_locations.iter().enumerate() {
            let essential = t.file == rc.root_cause_file && Some(t.line) == rc.root_cause_line;
            steps.push(json!({
                "location": location(&t.file, Some(t.line), Some(&t.message)),
                "executionOrder": i + 1,
                "importance": if essential { "essential" } else { "important" },
            }));
        }
    } else {
        for (i, s) in rc.execution_trace.iter().enumerate() {
            steps.push(json!({
                "location": {"message": {"text": s}},
                "executionOrder": i + 1,
                "importance": "important",
            }));
        }
    }
    if steps.is_empty() {
        return None;
    }
    let failing = rc
        .failing_test
        .as_ref()
        .map(|t: &TraceLocation| format!(" from {}:{}", t.file, t.line))
        .unwrap_or_default();
    Some(json!({
        "message": {"text": format!("Execution trace of the failing test{failing}")},
        "threadFlows": [{"locations": steps}],
    }))
}

/// The ranked alternatives (every ranked line but the root cause), then the failing test.
fn related_locations(state: &BugState) -> Vec<Value> {
    let Some(rc) = &state.root_cause else {
        return Vec::new();
    };
    let mut out = Vec::new();
    let mut rank = 1;
    for s in &rc.ranking {
        if s.file == rc.root_cause_file && Some(s.line) == rc.root_cause_line {
            continue;
        }
        rank += 1;
        let mut loc = location(
            &s.file,
            Some(s.line),
            Some(&format!(
                "Alternative #{rank} (score {:.2}): {}",
                s.score, s.evidence
            )),
        );
        loc["id"] = json!(out.len() + 1);
        loc["properties"] = json!({"rank": rank, "score": s.score});
        out.push(loc);
    }
    if let Some(t) = &rc.failing_test {
        let mut loc = location(&t.file, Some(t.line), Some(&t.message));
        loc["id"] = json!(out.len() + 1);
        loc["properties"] = json!({"role": "failingTest"});
        out.push(loc);
    }
    out
}

/// A location on a whole line (no region without a line). The root-cause code is not written as
/// the region's snippet: the analysis keeps it trimmed, and a snippet must be the region's text.
fn location(file: &str, line: Option<u32>, message: Option<&str>) -> Value {
    let mut physical = json!({
        "artifactLocation": {"uri": uri_path(file), "uriBaseId": SRCROOT},
    });
    if let Some(line) = line.filter(|l| *l >= 1) {
        physical["region"] = json!({"startLine": line});
    }
    let mut loc = json!({"physicalLocation": physical});
    if let Some(m) = message {
        loc["message"] = json!({"text": m});
    }
    loc
}

/// A workspace-relative path as a relative URI reference: `/` separators, every byte outside
/// RFC 3986's unreserved set and `/` percent-encoded.
pub fn uri_path(path: &str) -> String {
    let path = path.replace('\\', "/");
    let path = path.trim_start_matches("./");
    let mut out = String::with_capacity(path.len());
    for b in path.bytes() {
        if b.is_ascii_alphanumeric() || b"-._~/".contains(&b) {
            out.push(b as char);
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}

/// `file://` URI of an absolute path.
pub fn file_uri(path: &Path) -> String {
    format!("file://{}", uri_path(&path.to_string_lossy()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn uris_are_percent_encoded_relative_references() {
        assert_eq!(uri_path("src/lib.rs"), "src/lib.rs");
        assert_eq!(uri_path("./a b/ü.py"), "a%20b/%C3%BC.py");
        assert_eq!(uri_path("dir\\x#1.js"), "dir/x%231.js");
        assert_eq!(file_uri(Path::new("/tmp/w s")), "file:///tmp/w%20s");
    }

    #[test]
    fn severity_sets_the_level() {
        assert_eq!(level(None), "error");
        assert_eq!(level(Some(Severity::P0)), "error");
        assert_eq!(level(Some(Severity::P2)), "warning");
        assert_eq!(level(Some(Severity::P3)), "note");
    }
}
