//! Judging a verification run against the reproduction's baseline (issue 14 item 3).
//!
//! The reproduction recorded every test that failed before the fix: the targets
//! (`failing_tests`) and the rest (`other_failing_tests`). After the fix, each failing test is
//! one of three things, reported once: a target that still fails, a new failure (it did not fail
//! before), or a pre-existing failure (it failed before, is not a target, and still fails). The
//! fix holds when every target passes and there is no new failure; pre-existing failures are
//! reported and never held against it.
//!
//! **Invariant:** a test is reported in at most one of the lists of [`Verification`].

use crate::model::{ReproductionResult, Verification};
use crate::reproduce::targets::{is_target, same};
use std::fmt::Write as _;

/// One verification command's outcome, as parsed from its output.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct CommandRun {
    pub command: String,
    /// Exit code 0 and not killed.
    pub ok: bool,
    /// Tests that passed, from the runner's summary (at least 1 for a command that succeeded).
    pub passed: u32,
    /// Failing tests by name, each once.
    pub failing: Vec<String>,
    /// Tests the runner listed as passing.
    pub passing: Vec<String>,
    /// Why it failed when it names no failing test (could not start, timed out, exit code).
    pub unnamed_failure: Option<String>,
}

/// Judges `runs` against the failures recorded at reproduction.
pub fn judge(reproduction: Option<&ReproductionResult>, runs: &[CommandRun]) -> Verification {
    let (targets, others): (&[String], &[String]) = match reproduction {
        Some(r) => (&r.failing_tests, &r.other_failing_tests),
        None => (&[], &[]),
    };
    let mut v = Verification {
        commands: runs.iter().map(|r| r.command.clone()).collect(),
        passed: runs.iter().map(|r| r.passed).sum(),
        ..Verification::default()
    };
    let mut failing_now: Vec<&String> = Vec::new();
    for run in runs {
        for n in &run.failing {
            if !failing_now.iter().any(|f| same(f, n)) {
                failing_now.push(n);
            }
        }
        if run.failing.is_empty() {
            if let Some(why) = &run.unnamed_failure {
                v.new_failures.push(format!("{} ({why})", run.command));
            }
        }
    }
    for n in failing_now {
        if targets.iter().any(|t| same(n, t)) {
            push_once(&mut v.targets_failing, n);
        } else if others.iter().any(|o| same(n, o)) {
            push_once(&mut v.preexisting_failures, n);
        } else {
            push_once(&mut v.new_failures, n);
        }
    }
    // A target passes when it was seen passing; a runner that lists no test at all is taken
    // at its exit code.
    let listed = runs.iter().any(|r| !r.passing.is_empty());
    for t in targets {
        if v.targets_failing.iter().any(|f| same(f, t)) {
            continue;
        }
        // Runners list a passing test by its own title and a failing one under its suites
        // (jest's `suite › title`, mocha's `suite title`): either may be the other's tail.
        let seen = runs.iter().flat_map(|r| &r.passing).any(|p| {
            is_target(p, t) || is_target(t, p) || crate::parse::names::nested_in_title(t, p)
        });
        if seen || !listed {
            v.targets_passed.push(t.clone());
        } else {
            v.targets_failing.push(format!("{t} (did not run)"));
        }
    }
    for o in others {
        if !v.preexisting_failures.iter().any(|f| same(f, o)) {
            v.now_passing.push(o.clone());
        }
    }
    v.fixed = v.targets_failing.is_empty() && v.new_failures.is_empty();
    v
}

/// The failures that block the fix: targets still failing, then new failures.
pub fn blocking(v: &Verification) -> Vec<String> {
    v.targets_failing
        .iter()
        .chain(&v.new_failures)
        .cloned()
        .collect()
}

fn push_once(list: &mut Vec<String>, name: &str) {
    if !list.iter().any(|l| same(l, name)) {
        list.push(name.to_string());
    }
}

/// The lines a person reads after verification, each test once: (passing, text). Passing lines
/// are good news; the others are failures that block the fix, or plain facts.
pub fn lines(v: &Verification) -> Vec<(Mark, String)> {
    let mut out = Vec::new();
    for t in &v.targets_passed {
        out.push((Mark::Ok, format!("Target passes: {t}")));
    }
    for t in &v.targets_failing {
        out.push((Mark::Fail, format!("Target still fails: {t}")));
    }
    for t in &v.new_failures {
        out.push((
            Mark::Fail,
            format!("New failure (did not fail before the fix): {t}"),
        ));
    }
    for t in &v.preexisting_failures {
        out.push((
            Mark::Note,
            format!("Pre-existing failure (failed before the fix too, not held against it): {t}"),
        ));
    }
    for t in &v.now_passing {
        out.push((
            Mark::Note,
            format!("Now passes (failed before the fix, not a target): {t}"),
        ));
    }
    out
}

/// How a line of [`lines`] is shown.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mark {
    Ok,
    Fail,
    Note,
}

/// `verification.md`: what ran, and each test once in its list.
pub fn verification_md(id: &str, v: &Verification) -> String {
    let mut o = String::new();
    let _ = writeln!(o, "# Verification: {id}\n");
    let _ = writeln!(
        o,
        "Result: {}\n",
        if v.fixed {
            "FIXED (every target test passes and nothing new fails)"
        } else {
            "BLOCKED"
        }
    );
    let _ = writeln!(o, "## Commands\n");
    for c in &v.commands {
        let _ = writeln!(o, "- `{c}`");
    }
    let _ = writeln!(o, "\nTests passed: {}", v.passed);
    let sections: [(&str, &[String]); 5] = [
        ("Target tests that pass", &v.targets_passed),
        ("Target tests that still fail", &v.targets_failing),
        (
            "New failures (did not fail before the fix)",
            &v.new_failures,
        ),
        (
            "Pre-existing failures (failed before the fix too; not held against it)",
            &v.preexisting_failures,
        ),
        (
            "Now passing (failed before the fix, not a target)",
            &v.now_passing,
        ),
    ];
    for (title, list) in sections {
        if list.is_empty() {
            continue;
        }
        let _ = writeln!(o, "\n## {title}\n");
        for t in list {
            let _ = writeln!(o, "- {t}");
        }
    }
    o
}

#[cfg(test)]
mod tests {
    use super::*;

    fn repro(targets: &[&str], others: &[&str]) -> ReproductionResult {
        ReproductionResult {
            confirmed: true,
            reproduction_steps: vec!["x".into()],
            failing_tests: targets.iter().map(|s| s.to_string()).collect(),
            other_failing_tests: others.iter().map(|s| s.to_string()).collect(),
            ..ReproductionResult::default()
        }
    }

    fn run(failing: &[&str], passing: &[&str]) -> CommandRun {
        CommandRun {
            command: "python3 -m unittest -v".into(),
            ok: failing.is_empty(),
            passed: passing.len() as u32,
            failing: failing.iter().map(|s| s.to_string()).collect(),
            passing: passing.iter().map(|s| s.to_string()).collect(),
            unnamed_failure: None,
        }
    }

    #[test]
    fn pre_existing_failures_are_reported_once_and_do_not_block() {
        let r = repro(&["test_t (m.C.test_t)"], &["test_tool (m.D.test_tool)"]);
        let v = judge(
            Some(&r),
            &[
                run(&["test_tool (m.D.test_tool)"], &["test_t (m.C.test_t)"]),
                // The same test again from a second command, in pytest's form.
                run(&["m.py::D::test_tool"], &[]),
            ],
        );
        assert!(v.fixed, "{v:?}");
        assert_eq!(v.preexisting_failures, ["test_tool (m.D.test_tool)"]);
        assert_eq!(v.targets_passed, ["test_t (m.C.test_t)"]);
        assert!(v.new_failures.is_empty() && v.now_passing.is_empty());
    }

    #[test]
    fn a_new_failure_or_a_failing_target_blocks() {
        let r = repro(&["t"], &["old"]);
        let v = judge(Some(&r), &[run(&["t", "old"], &["other"])]);
        assert!(!v.fixed);
        assert_eq!(blocking(&v), ["t"]);
        assert_eq!(v.preexisting_failures, ["old"]);
        let v = judge(Some(&r), &[run(&["fresh"], &["t", "old"])]);
        assert!(!v.fixed);
        assert_eq!(v.new_failures, ["fresh"]);
        assert_eq!(v.now_passing, ["old"]);
        // A target the runner no longer lists did not pass.
        let v = judge(Some(&r), &[run(&[], &["other"])]);
        assert_eq!(v.targets_failing, ["t (did not run)"]);
        // Listed passing by its own title, reported failing under its suite: the same test.
        for t in [
            "cart › carts at the threshold ship free",
            "cart carts at the threshold ship free",
        ] {
            let v = judge(
                Some(&repro(&[t], &[])),
                &[run(&[], &["carts at the threshold ship free"])],
            );
            assert!(v.fixed, "{v:?}");
        }
    }

    #[test]
    fn a_failed_command_that_names_nothing_blocks() {
        let mut c = run(&[], &[]);
        c.unnamed_failure = Some("exit code 2".into());
        let v = judge(Some(&repro(&["t"], &[])), &[c]);
        assert!(!v.fixed);
        assert_eq!(v.new_failures, ["python3 -m unittest -v (exit code 2)"]);
    }
}
