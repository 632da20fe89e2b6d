//! Markdown artifacts written next to `state.json`: `report.md`, `reproduction.md`,
//! `root-cause-analysis.md`, `fix-plan.md`. Human-readable copies; the state is the source of
//! truth.

use crate::model::BugState;
use std::fmt::Write;

fn opt(s: &Option<String>) -> &str {
    s.as_deref().unwrap_or("-")
}

pub fn report_md(s: &BugState) -> String {
    let r = &s.report;
    let mut o = String::new();
    let _ = writeln!(o, "# Bug report: {}\n", s.bug_id);
    let _ = writeln!(o, "{}\n", r.description);
    let _ = writeln!(o, "| field | value |\n|---|---|");
    let _ = writeln!(o, "| created | {} |", s.created_at.to_rfc3339());
    let _ = writeln!(
        o,
        "| severity | {} |",
        r.severity
            .map(|x| x.to_string())
            .unwrap_or_else(|| "-".into())
    );
    let _ = writeln!(o, "| test | {} |", opt(&r.test_path));
    if !r.target_tests.is_empty() {
        let _ = writeln!(o, "| target tests | {} |", r.target_tests.join(", "));
    }
    let _ = writeln!(
        o,
        "| test command | {} |",
        r.test_command
            .as_deref()
            .map(|c| format!("`{c}`"))
            .unwrap_or_else(|| "-".into())
    );
    let _ = writeln!(
        o,
        "| GitHub issue | {} |",
        r.github_issue
            .map(|n| format!("#{n}"))
            .unwrap_or_else(|| "-".into())
    );
    let _ = writeln!(
        o,
        "| error | {} |",
        opt(&r.error_message).replace('|', "\\|")
    );
    if let Some(obs) = &r.observed {
        let _ = writeln!(o, "\n## Observed\n\n{obs}");
    }
    if let Some(exp) = &r.expected {
        let _ = writeln!(o, "\n## Expected\n\n{exp}");
    }
    if !r.steps_to_reproduce.is_empty() {
        let _ = writeln!(o, "\n## Steps to reproduce\n");
        for (i, st) in r.steps_to_reproduce.iter().enumerate() {
            let _ = writeln!(o, "{}. {st}", i + 1);
        }
    }
    if let Some(st) = &r.stack_trace {
        let _ = writeln!(o, "\n## Stack trace\n\n```\n{st}\n```");
    }
    if !r.hints.is_empty() {
        let _ = writeln!(o, "\n## Hints (analyze --context)\n");
        for h in &r.hints {
            let _ = writeln!(o, "- {h}");
        }
    }
    o
}

pub fn reproduction_md(s: &BugState) -> String {
    let mut o = String::new();
    let _ = writeln!(o, "# Reproduction: {}\n", s.bug_id);
    let Some(r) = &s.reproduction else {
        let _ = writeln!(o, "Not run yet.");
        return o;
    };
    let _ = writeln!(
        o,
        "**{}** ({} confidence) after {} attempt(s){}\n",
        if r.confirmed {
            "CONFIRMED"
        } else {
            "NOT REPRODUCED"
        },
        r.confidence,
        r.attempts,
        if r.flaky { ", flaky" } else { "" }
    );
    if !r.notes.is_empty() {
        let _ = writeln!(o, "Notes: {}\n", r.notes);
    }
    let _ = writeln!(o, "## Steps\n");
    for st in &r.reproduction_steps {
        let _ = writeln!(o, "- `{st}`");
    }
    let _ = writeln!(o, "\nExit codes: {:?}", r.exit_codes);
    if !r.failing_tests.is_empty() {
        let _ = writeln!(o, "\n## Failing tests\n");
        for t in &r.failing_tests {
            let _ = writeln!(o, "- {t}");
        }
    }
    if let Some(why) = &r.target_reason {
        let _ = writeln!(o, "\nTargets: {why}");
    }
    if !r.other_failing_tests.is_empty() {
        let _ = writeln!(
            o,
            "\n## Other failing tests (context, not the target; verification does not hold them against a fix)\n"
        );
        for t in &r.other_failing_tests {
            let _ = writeln!(o, "- {t}");
        }
    }
    if let Some(e) = &r.error_message {
        let _ = writeln!(o, "\n## Error\n\n```\n{e}\n```");
    }
    if let Some(st) = &r.stack_trace {
        let _ = writeln!(o, "\n## Stack (outermost first)\n\n```\n{st}\n```");
    }
    if !r.affected_files.is_empty() {
        let _ = writeln!(o, "\n## Affected files\n");
        for f in &r.affected_files {
            let _ = writeln!(o, "- {f}");
        }
    }
    for (k, v) in &r.related_code_snippets {
        let _ = writeln!(o, "\n### {k}\n\n```\n{v}```");
    }
    let _ = writeln!(o, "\n## Environment\n");
    for (k, v) in &r.environment {
        if v.contains('\n') {
            let _ = writeln!(o, "- {k}:\n\n```\n{v}\n```");
        } else {
            let _ = writeln!(o, "- {k}: {v}");
        }
    }
    if let Some(out) = &r.test_output {
        let _ = writeln!(o, "\n## Test output\n\n```\n{}\n```", out.trim_end());
    }
    o
}

pub fn root_cause_md(s: &BugState) -> String {
    let mut o = String::new();
    let _ = writeln!(o, "# Root cause analysis: {}\n", s.bug_id);
    let Some(rc) = &s.root_cause else {
        let _ = writeln!(o, "Not analyzed yet.");
        return o;
    };
    let _ = writeln!(o, "**{}**\n", rc.summary);
    let _ = writeln!(
        o,
        "- Location: `{}:{}`",
        rc.root_cause_file,
        rc.root_cause_line
            .map(|l| l.to_string())
            .unwrap_or_else(|| "?".into())
    );
    let _ = writeln!(o, "- Code: `{}`", rc.root_cause_code);
    let _ = writeln!(o, "- Confidence: {}", rc.confidence);
    let _ = writeln!(o, "- Analyzer: {}\n", rc.analyzer);
    let _ = writeln!(o, "## Explanation\n\n{}\n", rc.root_cause_explanation);
    let _ = writeln!(o, "## Why it was not caught\n\n{}\n", rc.why_not_caught);
    if let Some(why) = &s.why {
        // Ages as of the analysis, so the artifact does not change with the clock.
        let _ = writeln!(o, "{}", why.markdown(s.updated_at.timestamp()));
    }
    let _ = writeln!(o, "## Execution trace\n");
    for (i, st) in rc.execution_trace.iter().enumerate() {
        let _ = writeln!(o, "{}. {st}", i + 1);
    }
    if !rc.alternative_hypotheses.is_empty() {
        let _ = writeln!(o, "\n## Alternative hypotheses (ranked)\n");
        for (i, a) in rc.alternative_hypotheses.iter().enumerate() {
            let _ = writeln!(o, "{}. {a}", i + 1);
        }
    }
    if !rc.fix_candidates.is_empty() {
        let _ = writeln!(
            o,
            "\n## Candidate fixes (every test passed with each, in an isolated copy)\n"
        );
        for (i, c) in rc.fix_candidates.iter().enumerate() {
            let _ = writeln!(
                o,
                "{}. {} ({} token(s) changed, suspiciousness {:.2}{}{})",
                i + 1,
                c.description,
                c.tokens_changed,
                c.suspiciousness,
                if c.class.is_empty() {
                    String::new()
                } else {
                    format!(", {} edit", c.class)
                },
                c.line_rank
                    .map(|r| format!(", line ranked {r}"))
                    .unwrap_or_default()
            );
            for concern in &c.concerns {
                let _ = writeln!(o, "   - concern: {concern}");
            }
            for check in &c.checks {
                let _ = writeln!(o, "   - checked: {check}");
            }
            for e in &c.edits {
                let _ = writeln!(
                    o,
                    "   - {}:{}: `{}` -> `{}`",
                    e.file,
                    e.line,
                    e.current_code.trim(),
                    e.proposed_code.trim()
                );
            }
        }
    }
    o
}

pub fn fix_plan_md(s: &BugState) -> String {
    let mut o = String::new();
    let _ = writeln!(o, "# Fix plan: {}\n", s.bug_id);
    let Some(p) = &s.fix_plan else {
        let _ = writeln!(o, "No plan yet.");
        return o;
    };
    let _ = writeln!(o, "**{}**\n", p.summary);
    let _ = writeln!(o, "- Planner: {}", p.planner);
    let _ = writeln!(
        o,
        "- Risk: {} ({})",
        p.risk_level.as_str().to_uppercase(),
        p.risk_explanation
    );
    let _ = writeln!(o, "- Scope: {}", p.scope);
    if let Ok(h) = crate::plan::plan_hash(p) {
        let _ = writeln!(o, "- Plan hash: `{h}`");
    }
    if !p.out_of_scope.is_empty() {
        let _ = writeln!(o, "- Out of scope: {}", p.out_of_scope.join(", "));
    }
    let _ = writeln!(o, "- Rollback: {}\n", p.rollback_plan);
    let _ = writeln!(o, "## Changes\n");
    for c in &p.changes {
        let _ = writeln!(
            o,
            "### {} `{}`\n\n{}\n",
            c.change_type, c.file_path, c.explanation
        );
        if let Some(cur) = &c.current_code {
            let _ = writeln!(o, "Current:\n\n```\n{}\n```\n", cur.trim_end());
        }
        if let Some(new) = &c.proposed_code {
            let _ = writeln!(o, "Proposed:\n\n```\n{}\n```\n", new.trim_end());
        }
    }
    let _ = writeln!(o, "## Test cases\n");
    for t in &p.test_cases {
        let _ = writeln!(
            o,
            "### {} ({:?})\n\n{}\n\n```\n{}\n```\n",
            t.name,
            t.category,
            t.description,
            t.test_code.trim_end()
        );
    }
    o
}

/// What a plan's tests are, in words: "1 new test case", "2 existing tests must pass", both, or
/// "none". A test case is existing when its file is in the workspace (under `root`) and already
/// holds its code.
pub fn tests_summary(root: Option<&std::path::Path>, plan: &crate::model::FixPlan) -> String {
    let existing = plan
        .test_cases
        .iter()
        .filter(|t| {
            let (Some(root), Some(file)) = (root, &t.file_path) else {
                return false;
            };
            std::fs::read_to_string(root.join(file))
                .is_ok_and(|text| text.contains(t.test_code.trim()))
        })
        .count();
    let new = plan.test_cases.len() - existing;
    let plural = |n: usize, one: &str, many: &str| {
        if n == 1 {
            format!("1 {one}")
        } else {
            format!("{n} {many}")
        }
    };
    match (new, existing) {
        (0, 0) => "none".into(),
        (n, 0) => plural(n, "new test case", "new test cases"),
        (0, e) => format!("{} must pass", plural(e, "existing test", "existing tests")),
        (n, e) => format!(
            "{}; {} must pass",
            plural(n, "new test case", "new test cases"),
            plural(e, "existing test", "existing tests")
        ),
    }
}

/// "expected 90.0, got 100.0" from a failure's values, each cut to one line of 80 characters.
pub fn expected_actual(expected: Option<&str>, actual: Option<&str>) -> Option<String> {
    let one_line = |s: &str| {
        let s = s.trim();
        let first = s.lines().next().unwrap_or("");
        let mut out: String = first.chars().take(80).collect();
        if first.chars().count() > 80 || s.lines().count() > 1 {
            out.push('…');
        }
        out
    };
    match (expected, actual) {
        (Some(e), Some(a)) => Some(format!("expected {}, got {}", one_line(e), one_line(a))),
        (Some(e), None) => Some(format!("expected {}", one_line(e))),
        (None, Some(a)) => Some(format!("got {}", one_line(a))),
        (None, None) => None,
    }
}
