//! The `mutation` planner: a fix plan without a model, from the fix candidates the offline
//! analysis verified (a mutant, or a pair, that made every test pass in an isolated copy).
//!
//! The first candidate (fewest tokens changed, then most suspicious) becomes the plan: one
//! `modify` change per edited line range, with the line as it is now as `current_code`, so the
//! plan is grounded like any other. Its test cases are the tests that failed (they must pass
//! after the fix), topped up with other existing tests of the same files (they must keep
//! passing) up to `min_test_cases`; they already exist, so `fix` writes no test file. The plan
//! then goes through `finish_plan` (grounding, risk) and waits for approval like every plan.

use crate::model::{
    BugState, ChangeType, FileChange, FixCandidate, FixPlan, Level, TestCase, TestCategory,
};
use crate::planner::{PlanContext, Planner, PlannerError};
use crate::workspace::{function_extent, is_test_path, lang_of, source_files, SourceLang};
use std::path::Path;

/// The plan for the best fix candidate of `state`'s analysis, or `None` when there is none.
pub fn plan_from_candidates(root: &Path, state: &BugState, min_test_cases: u32) -> Option<FixPlan> {
    let rc = state.root_cause.as_ref()?;
    let best: &FixCandidate = rc.fix_candidates.first()?;
    let changes: Vec<FileChange> = best
        .edits
        .iter()
        .map(|e| FileChange {
            file_path: e.file.clone(),
            change_type: ChangeType::Modify,
            current_code: Some(e.current_code.clone()),
            proposed_code: Some(e.proposed_code.clone()),
            explanation: format!(
                "{}: with this change every test passed in an isolated copy of the workspace",
                best.description
            ),
            line_hint: Some(e.line),
        })
        .collect();
    let failing: Vec<String> = state
        .reproduction
        .as_ref()
        .map(|r| r.failing_tests.clone())
        .unwrap_or_default();
    let test_cases = regression_tests(root, &failing, min_test_cases as usize);
    let others = rc.fix_candidates.len() - 1;
    Some(FixPlan {
        summary: crate::analyze::truncate_chars(&format!("Fix: {}", best.description), 200),
        changes,
        test_cases,
        risk_level: Level::Low,
        risk_explanation: String::new(),
        scope: String::new(),
        side_effects: vec![format!(
            "Found by mutation search, not by understanding the code: it makes the current tests pass ({} token(s) changed, suspiciousness {:.2}); check it says what the code means.{}",
            best.tokens_changed,
            best.suspiciousness,
            if others > 0 {
                format!(" {others} other candidate(s) are listed in root-cause-analysis.md.")
            } else {
                String::new()
            }
        )],
        rollback_plan: String::new(),
        estimated_effort: "minutes: review a one-line change".into(),
        planner: "mutation".into(),
        out_of_scope: Vec::new(),
    })
}

/// The last part of a test name: `tests.test_a.T.test_x` -> `test_x`, `tests::x` -> `x`.
fn short_name(name: &str) -> &str {
    let n = name.trim();
    let n = n.rsplit("::").next().unwrap_or(n);
    if n.contains(' ') {
        n
    } else {
        n.rsplit('.').next().unwrap_or(n)
    }
}

/// Test definitions of one test file: (name, source).
fn tests_in(root: &Path, file: &str) -> Vec<(String, String)> {
    let Ok(text) = std::fs::read_to_string(root.join(file)) else {
        return Vec::new();
    };
    let lines: Vec<&str> = text.lines().collect();
    let Some(lang) = lang_of(file) else {
        return Vec::new();
    };
    let mut out = Vec::new();
    for (i, l) in lines.iter().enumerate() {
        let t = l.trim_start();
        let name = match lang {
            SourceLang::Python => t
                .strip_prefix("def ")
                .and_then(|r| r.split('(').next())
                .filter(|n| n.starts_with("test")),
            SourceLang::Rust => (i > 0 && lines[i - 1].trim() == "#[test]")
                .then(|| t.trim_start_matches("pub ").strip_prefix("fn "))
                .flatten()
                .and_then(|r| r.split('(').next()),
            SourceLang::JavaScript => ["test(", "it("]
                .iter()
                .find_map(|p| t.strip_prefix(p))
                .and_then(|r| {
                    let q = r.chars().next()?;
                    if !matches!(q, '\'' | '"' | '`') {
                        return None;
                    }
                    r[1..].split(q).next()
                }),
            _ => None,
        };
        if let Some(name) = name {
            let (s, e) = function_extent(&lines, i as u32 + 1, lang);
            let start = if lang == SourceLang::Rust {
                s.saturating_sub(1).max(1)
            } else {
                s
            };
            let source = lines[start as usize - 1..e as usize].join("\n");
            out.push((name.to_string(), source));
        }
    }
    out
}

/// The failing tests, then other tests of the same files, at least `min` when there are enough.
pub fn regression_tests(root: &Path, failing: &[String], min: usize) -> Vec<TestCase> {
    let files: Vec<String> = source_files(root)
        .into_iter()
        .filter(|f| is_test_path(f))
        .collect();
    let all: Vec<(String, String, String)> = files
        .iter()
        .flat_map(|f| {
            tests_in(root, f)
                .into_iter()
                .map(move |(n, s)| (f.clone(), n, s))
        })
        .collect();
    let mut out: Vec<TestCase> = Vec::new();
    let mut used_files: Vec<String> = Vec::new();
    for name in failing {
        let short = short_name(name);
        let found = all.iter().find(|(_, n, _)| n == short);
        if let Some((f, _, _)) = found {
            used_files.push(f.clone());
        }
        out.push(TestCase {
            name: name.clone(),
            description: "failed before the fix; must pass after it (an existing test)".into(),
            test_code: found.map(|(_, _, s)| s.clone()).unwrap_or_else(|| {
                format!("(existing test `{name}`, run by the reproduction command)")
            }),
            category: TestCategory::Regression,
            file_path: found.map(|(f, _, _)| f.clone()),
        });
    }
    for (f, n, s) in &all {
        if out.len() >= min {
            break;
        }
        if !used_files.is_empty() && !used_files.contains(f) {
            continue;
        }
        if out.iter().any(|t| short_name(&t.name) == n) {
            continue;
        }
        out.push(TestCase {
            name: n.clone(),
            description: "passed before the fix; must keep passing (an existing test)".into(),
            test_code: s.clone(),
            category: TestCategory::Regression,
            file_path: Some(f.clone()),
        });
    }
    out
}

/// The `mutation` planner: the analysis' best verified fix candidate as a plan (see the module
/// documentation). Registered in `engine::pipeline`.
#[derive(Debug, Default, Clone, Copy)]
pub struct MutationPlanner;

impl Planner for MutationPlanner {
    fn name(&self) -> &str {
        "mutation"
    }

    fn plan(&self, ctx: &PlanContext<'_>) -> Result<FixPlan, PlannerError> {
        plan_from_candidates(ctx.root, ctx.state, ctx.min_test_cases).ok_or_else(|| {
            PlannerError::Declined(
                "No mutant made every test pass, so there is no offline fix plan.".into(),
            )
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn short_names() {
        assert_eq!(
            short_name("tests.test_gcd.GcdTest.test_negative"),
            "test_negative"
        );
        assert_eq!(short_name("tests::parses_ok"), "parses_ok");
        assert_eq!(short_name("chunks of 2.5 items"), "chunks of 2.5 items");
    }

    #[test]
    fn existing_tests_become_regression_cases() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::create_dir_all(dir.path().join("tests")).unwrap();
        std::fs::write(
            dir.path().join("tests/test_a.py"),
            "import unittest\n\nclass T(unittest.TestCase):\n    def test_one(self):\n        self.assertEqual(1, 1)\n\n    def test_two(self):\n        self.assertEqual(2, 2)\n",
        )
        .unwrap();
        let cases = regression_tests(dir.path(), &["tests.test_a.T.test_two".into()], 2);
        assert_eq!(cases.len(), 2);
        assert_eq!(cases[0].name, "tests.test_a.T.test_two");
        assert_eq!(cases[0].file_path.as_deref(), Some("tests/test_a.py"));
        assert!(
            cases[0].test_code.starts_with("    def test_two(self):"),
            "{}",
            cases[0].test_code
        );
        assert_eq!(cases[1].name, "test_one");
    }
}
