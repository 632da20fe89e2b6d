//! The `mutation` planner: a fix plan without a model, from the fix candidates the offline
//! analysis verified (a mutant, or a pair, that made every test pass in an isolated copy).
//!
//! The analysis orders its candidates so that the plan follows its ranking (see
//! `analyze::mbfl::fixes`): the first becomes the plan, unless another is asked for by index
//! (an editor offering each candidate). One `modify` change per edited line range, with the line
//! as it is now as `current_code`, so the plan is grounded like any other. The plan says what it
//! is ("passes all N tests in an isolated copy; not proven correct"), lists the other
//! candidates, and claims at least MEDIUM risk, with the reason, when the candidate is suspect
//! (a literal, declaration or shared constant changed, code deleted, a line no failing test
//! executes) or does not change the root-cause line. Its test cases are the tests that failed
//! (they must pass after the fix), topped up with other existing tests of the same files up to
//! `min_test_cases`; they already exist, so `fix` writes no test file. The plan then goes through
//! `finish_plan` (grounding, risk) and waits for approval like every plan.

use crate::model::{
    BugState, ChangeType, FileChange, FixCandidate, FixPlan, Level, TestCase, TestCategory,
};
use crate::planner::{PlanContext, Planner, PlannerError};
use crate::workspace::{function_extent, is_test_path, lang_of, source_files, SourceLang};
use std::path::Path;

/// The plan for the best fix candidate of `state`'s analysis, or `None` when there is none.
pub fn plan_from_candidates(root: &Path, state: &BugState, min_test_cases: u32) -> Option<FixPlan> {
    // A hint (`analyze --retry --context`) naming a candidate's file or line picks it.
    let candidates = &state.root_cause.as_ref()?.fix_candidates;
    let preferred = crate::triage::preferred_candidate(candidates, &state.report.hints)?;
    let index = candidates
        .iter()
        .position(|c| std::ptr::eq(c, preferred))
        .unwrap_or(0);
    plan_for_candidate(root, state, index, min_test_cases)
}

/// Which fix candidate (0-based) `plan` was made from: the one whose edits are the plan's
/// changes (file, line and proposed code), if any.
pub fn candidate_of_plan(candidates: &[FixCandidate], plan: &FixPlan) -> Option<usize> {
    candidates.iter().position(|c| {
        c.edits.len() == plan.changes.len()
            && c.edits.iter().all(|e| {
                plan.changes.iter().any(|ch| {
                    ch.file_path == e.file
                        && ch.line_hint == Some(e.line)
                        && ch.proposed_code.as_deref() == Some(e.proposed_code.as_str())
                })
            })
    })
}

/// A candidate for a list: its description and its concerns, if any.
pub fn candidate_label(c: &FixCandidate) -> String {
    if c.concerns.is_empty() {
        c.description.clone()
    } else {
        format!("{} (concerns: {})", c.description, c.concerns.join("; "))
    }
}

/// "passes all 7 tests in an isolated copy; not proven correct".
fn what_it_is(c: &FixCandidate) -> String {
    if c.tests_passed > 0 {
        format!(
            "passes all {} tests in an isolated copy; not proven correct",
            c.tests_passed
        )
    } else {
        "passes every test in an isolated copy; not proven correct".into()
    }
}

/// Why the plan's risk is at least MEDIUM, if it is.
fn risk_reasons(state: &BugState, c: &FixCandidate) -> Vec<String> {
    let mut why: Vec<String> = c.concerns.clone();
    if let Some(rc) = &state.root_cause {
        let on_root = rc.root_cause_line.is_none()
            || c.edits
                .iter()
                .any(|e| e.file == rc.root_cause_file && Some(e.line) == rc.root_cause_line);
        if !on_root {
            why.push(format!(
                "it does not change the root-cause line {}:{}{}",
                rc.root_cause_file,
                rc.root_cause_line.unwrap_or(0),
                c.line_rank
                    .map(|r| format!(" (it changes the line ranked {r})"))
                    .unwrap_or_default()
            ));
        }
    }
    why
}

/// The plan for fix candidate `index` (0 = the best) of `state`'s analysis.
pub fn plan_for_candidate(
    root: &Path,
    state: &BugState,
    index: usize,
    min_test_cases: u32,
) -> Option<FixPlan> {
    let rc = state.root_cause.as_ref()?;
    let best: &FixCandidate = rc.fix_candidates.get(index)?;
    let others: Vec<String> = rc
        .fix_candidates
        .iter()
        .enumerate()
        .filter(|(i, _)| *i != index)
        .map(|(i, c)| format!("{}. {}", i + 1, candidate_label(c)))
        .collect();
    let reasons = risk_reasons(state, best);
    let mut explanation = format!("{}: {}.", best.description, what_it_is(best));
    for check in &best.checks {
        explanation.push_str(&format!(" Checked beyond the tests: {check}."));
    }
    if !reasons.is_empty() {
        explanation.push_str(&format!(" Concerns: {}.", reasons.join("; ")));
    }
    if !others.is_empty() {
        explanation.push_str(&format!(
            " Other candidates (each also made every test pass; see root-cause-analysis.md): {}.",
            others.join(" ")
        ));
    }
    let changes: Vec<FileChange> = best
        .edits
        .iter()
        .map(|e| FileChange {
            file_path: e.file.clone(),
            change_type: ChangeType::Modify,
            current_code: Some(e.current_code.clone()),
            proposed_code: Some(e.proposed_code.clone()),
            explanation: explanation.clone(),
            line_hint: Some(e.line),
        })
        .collect();
    let failing: Vec<String> = state
        .reproduction
        .as_ref()
        .map(|r| r.failing_tests.clone())
        .unwrap_or_default();
    let (test_cases, unlocated) =
        regression_tests_and_unlocated(root, &failing, min_test_cases as usize);
    let (risk_level, risk_explanation) = if reasons.is_empty() {
        (Level::Low, String::new())
    } else {
        (Level::Medium, reasons.join("; "))
    };
    Some(FixPlan {
        summary: crate::analyze::truncate_chars(
            &format!("Fix: {} ({})", best.description, what_it_is(best)),
            200,
        ),
        changes,
        test_cases,
        risk_level,
        risk_explanation,
        scope: String::new(),
        side_effects: vec![format!(
            "Found by mutation search, not by understanding the code: it {} ({} token(s) changed, a {} edit, line ranked {}); check it says what the code means.{}",
            what_it_is(best),
            best.tokens_changed,
            if best.class.is_empty() { "single" } else { best.class.as_str() },
            best.line_rank.map_or("?".to_string(), |r| r.to_string()),
            if others.is_empty() {
                String::new()
            } else {
                format!(" {} other candidate(s): {}", others.len(), others.join(" "))
            }
        )]
        .into_iter()
        .chain((!unlocated.is_empty()).then(|| {
            format!(
                "Could not locate the definition of failing test(s) {} in the test files; they are checked by running the reproduction command, not listed as test cases.",
                unlocated
                    .iter()
                    .map(|n| format!("`{n}`"))
                    .collect::<Vec<_>>()
                    .join(", ")
            )
        }))
        .collect(),
        rollback_plan: String::new(),
        estimated_effort: "minutes: review a one-line change".into(),
        planner: "mutation".into(),
        out_of_scope: Vec::new(),
    })
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
                .strip_prefix("async ")
                .unwrap_or(t)
                .strip_prefix("def ")
                .and_then(|r| r.split('(').next())
                .filter(|n| n.starts_with("test"))
                .map(str::to_string),
            SourceLang::Rust => (i > 0 && lines[i - 1].trim() == "#[test]")
                .then(|| t.trim_start_matches("pub ").strip_prefix("fn "))
                .flatten()
                .and_then(|r| r.split('(').next())
                .map(str::to_string),
            SourceLang::JavaScript => js_test_title(t),
            // JUnit: `@Test` on one of the lines above, then `void name(`.
            SourceLang::Java => (lines[i.saturating_sub(3)..i]
                .iter()
                .any(|a| a.trim_start().starts_with("@Test")))
            .then(|| t.split_once("void ").map(|(_, r)| r))
            .flatten()
            .and_then(|r| r.split('(').next())
            .map(|n| n.trim().to_string())
            .filter(|n| !n.is_empty() && !n.contains(' ')),
            // `func TestX(t *testing.T)`.
            SourceLang::Go => t
                .strip_prefix("func ")
                .filter(|r| r.starts_with("Test"))
                .and_then(|r| r.split('(').next())
                .map(str::to_string),
        };
        if let Some(name) = name {
            let (s, e) = function_extent(&lines, i as u32 + 1, lang);
            // Rust's `#[test]` and JUnit's `@Test` belong to the test.
            let start = match lang {
                SourceLang::Rust => s.saturating_sub(1).max(1),
                SourceLang::Java => (i.saturating_sub(3)..i)
                    .find(|&k| lines[k].trim_start().starts_with("@Test"))
                    .map_or(s, |k| k as u32 + 1),
                _ => s,
            };
            let source = lines[start as usize - 1..e as usize].join("\n");
            out.push((name, source));
        }
    }
    out
}

/// The title of a JavaScript test defined on this (trimmed) line, its literal's escapes undone:
/// `test('a \\#1', ...)`, `it(...)`, `test.only(...)`, `it.only(...)`, tape's `t.test(...)`.
fn js_test_title(t: &str) -> Option<String> {
    let t = t.strip_prefix("await ").unwrap_or(t);
    let rest = [
        "test(",
        "it(",
        "test.only(",
        "it.only(",
        "t.test(",
        "test.concurrent(",
    ]
    .iter()
    .find_map(|p| t.strip_prefix(p))?;
    crate::parse::names::js_literal(rest).map(|(name, _)| name)
}

/// The failing tests, then other tests of the same files, at least `min` when there are enough.
/// A failing test that no definition in the test files matches is left out (never replaced by
/// a placeholder); [`unlocated_tests`] names them.
pub fn regression_tests(root: &Path, failing: &[String], min: usize) -> Vec<TestCase> {
    regression_tests_and_unlocated(root, failing, min).0
}

/// The failing tests no test definition in the workspace matches (names as reported).
pub fn unlocated_tests(root: &Path, failing: &[String]) -> Vec<String> {
    regression_tests_and_unlocated(root, failing, 0).1
}

/// [`regression_tests`], and the failing tests it could not locate.
fn regression_tests_and_unlocated(
    root: &Path,
    failing: &[String],
    min: usize,
) -> (Vec<TestCase>, Vec<String>) {
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
    use crate::parse::names::{nested_in_title, reported_name, same_test};
    let mut out: Vec<TestCase> = Vec::new();
    let mut used_files: Vec<String> = Vec::new();
    let mut unlocated: Vec<String> = Vec::new();
    for name in failing {
        let found = all
            .iter()
            .find(|(_, n, _)| same_test(name, n))
            .or_else(|| all.iter().find(|(_, n, _)| nested_in_title(name, n)));
        let Some((f, _, source)) = found else {
            unlocated.push(name.clone());
            continue;
        };
        used_files.push(f.clone());
        out.push(TestCase {
            name: reported_name(name),
            description: "failed before the fix; must pass after it (an existing test)".into(),
            test_code: source.clone(),
            category: TestCategory::Regression,
            file_path: Some(f.clone()),
        });
    }
    for (f, n, s) in &all {
        if out.len() >= min {
            break;
        }
        if !used_files.is_empty() && !used_files.contains(f) {
            continue;
        }
        if out
            .iter()
            .any(|t| same_test(&t.name, n) || t.test_code == *s)
        {
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
    (out, unlocated)
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
            crate::parse::names::leaf("tests.test_gcd.GcdTest.test_negative"),
            "test_negative"
        );
        assert_eq!(crate::parse::names::leaf("tests::parses_ok"), "parses_ok");
        assert_eq!(
            crate::parse::names::leaf("chunks of 2.5 items"),
            "chunks of 2.5 items"
        );
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

    /// Issue 18 item 2: TAP's escaped names find their definitions (JavaScript literals read
    /// with their escapes, pytest parameter ids); a test defined in a loop is not found and is
    /// named as such, never replaced by a placeholder.
    #[test]
    fn junit_and_go_tests_are_found_by_their_reported_names() {
        let dir = tempfile::tempdir().unwrap();
        let java = "src/test/java/com/example/billing/InvoiceTest.java";
        std::fs::create_dir_all(dir.path().join("src/test/java/com/example/billing")).unwrap();
        std::fs::write(
            dir.path().join(java),
            "package com.example.billing;\n\nimport org.junit.Test;\n\npublic class InvoiceTest {\n    @Test\n    public void totalIncludesTax() {\n        assertEquals(119, new Invoice(100).total());\n    }\n\n    @Test\n    public void emptyInvoiceIsZero() {\n        assertEquals(0, new Invoice(0).total());\n    }\n}\n",
        )
        .unwrap();
        std::fs::write(
            dir.path().join("quote_test.go"),
            "package quote\n\nimport \"testing\"\n\nfunc TestCost(t *testing.T) {\n\tif Cost(2) != 4 {\n\t\tt.Fatal(\"cost\")\n\t}\n}\n",
        )
        .unwrap();
        let cases = regression_tests(
            dir.path(),
            &["com.example.billing.InvoiceTest.totalIncludesTax".to_string()],
            2,
        );
        assert_eq!(cases.len(), 2, "{cases:?}");
        assert!(
            cases[0].test_code.trim_start().starts_with("@Test"),
            "{cases:?}"
        );
        assert!(cases[0].test_code.contains("totalIncludesTax"));
        let go = regression_tests(dir.path(), &["TestCost".to_string()], 1);
        assert_eq!(go.len(), 1, "{go:?}");
        assert!(go[0].test_code.starts_with("func TestCost"));
    }

    #[test]
    fn escaped_names_find_their_tests_and_unlocated_ones_are_named() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::create_dir_all(dir.path().join("test")).unwrap();
        std::fs::write(
            dir.path().join("test/sum.test.js"),
            "const { test } = require('node:test');\n\ntest('sumProduct #1', () => {\n  assert.ok(f());\n});\n\ntest('a \\\\ b \\'q\\'', () => {\n  assert.ok(g());\n});\n\nfor (const i of [2, 3]) {\n  test(`sumProduct #${i}`, () => {});\n}\n",
        )
        .unwrap();
        std::fs::write(
            dir.path().join("test/test_p.py"),
            "import pytest\n\n@pytest.mark.parametrize('c', ['pip un+install x'])\ndef test_first(c):\n    assert c\n",
        )
        .unwrap();
        let failing: Vec<String> = vec![
            r"sumProduct \#1".into(),
            r"a \\ b 'q'".into(),
            "sumProduct #2".into(),
            "test/test_p.py::test_first[pip un+install x]".into(),
        ];
        let cases = regression_tests(dir.path(), &failing, 0);
        let got: Vec<(&str, Option<&str>)> = cases
            .iter()
            .map(|c| (c.name.as_str(), c.file_path.as_deref()))
            .collect();
        assert_eq!(
            got,
            [
                ("sumProduct #1", Some("test/sum.test.js")),
                (r"a \ b 'q'", Some("test/sum.test.js")),
                (
                    "test/test_p.py::test_first[pip un+install x]",
                    Some("test/test_p.py")
                ),
            ]
        );
        assert!(cases[1]
            .test_code
            .starts_with(r"test('a \\ b \'q\'', () => {"));
        assert!(cases
            .iter()
            .all(|c| !c.test_code.contains("(existing test")));
        assert_eq!(unlocated_tests(dir.path(), &failing), ["sumProduct #2"]);
    }
}
