//! The attack suite (issue 10): every hole an adversarial run found, replayed through the real
//! binary. Each test names the attack class it repeats; each one failed on the code before the
//! fix. The language server's share is in `tests/attacks_lsp.rs`.
//!
//! Most attacks start from a small Python project (`calc`, one wrong operator and one failing
//! unittest) analysed without the mutation search, so a round costs a few binary runs.

mod common;
use common::*;

use std::path::{Path, PathBuf};

const OPS: &str = "def add(a, b):\n    return a - b\n";
const TEST_OPS: &str = "import unittest\nfrom calc.ops import add\n\n\nclass T(unittest.TestCase):\n    def test_add(self):\n        self.assertEqual(add(2, 3), 5)\n";
/// The fix of `calc/ops.py`, as a patch.
const FIX: &str = "diff --git a/calc/ops.py b/calc/ops.py\n--- a/calc/ops.py\n+++ b/calc/ops.py\n@@ -1,2 +1,2 @@\n def add(a, b):\n-    return a - b\n+    return a + b\n";

/// A git repository holding `calc`: `calc/ops.py` (the bug), `tests/test_ops.py` (the failing
/// test).
fn calc() -> Ws {
    let ws = Ws::empty();
    for (p, text) in [
        ("calc/__init__.py", ""),
        ("calc/ops.py", OPS),
        ("tests/__init__.py", ""),
        ("tests/test_ops.py", TEST_OPS),
    ] {
        write(ws.path(), p, text);
    }
    git(ws.path(), &["init", "-q"]);
    git(ws.path(), &["add", "-A"]);
    git(
        ws.path(),
        &[
            "-c",
            "user.email=t@example.invalid",
            "-c",
            "user.name=t",
            "commit",
            "-qm",
            "calc",
        ],
    );
    ws
}

/// `calc` with an investigation at ANALYZED (root cause `calc/ops.py:2`), ready for a plan.
fn analyzed() -> (Ws, String) {
    analyzed_with(calc())
}

fn analyzed_with(ws: Ws) -> (Ws, String) {
    let id = new_analyzed(&ws, "b1");
    (ws, id)
}

/// Another investigation `id` of the same bug in `ws`, at ANALYZED.
fn new_analyzed(ws: &Ws, id: &str) -> String {
    ws.run(&[
        "init",
        "add subtracts",
        "--id",
        id,
        "--test",
        "python3 -m unittest -v",
    ])
    .expect_code(0);
    ws.run_env(
        &["analyze", id, "--stop-at", "analyze"],
        &[("BUGBASH_MUTATION_MAX_MUTANTS", "0")],
    )
    .expect_code(0);
    id.to_string()
}

fn write(root: &Path, rel: &str, text: &str) {
    let p = root.join(rel);
    std::fs::create_dir_all(p.parent().unwrap()).unwrap();
    std::fs::write(p, text).unwrap();
}

/// Writes `text` as a patch file outside the workspace and returns its path.
fn patch_file(ws: &Ws, text: &str) -> PathBuf {
    let p = ws.state_home().join(format!(
        "patch-{}.diff",
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .unwrap()
            .as_nanos()
    ));
    std::fs::write(&p, text).unwrap();
    p
}

/// A patch creating `path` with two Python test functions.
fn create_file_patch(path: &str, text: &str) -> String {
    let lines: Vec<&str> = text.lines().collect();
    let mut s = format!(
        "diff --git a/{path} b/{path}\nnew file mode 100644\n--- /dev/null\n+++ b/{path}\n@@ -0,0 +1,{} @@\n",
        lines.len()
    );
    for l in lines {
        s.push('+');
        s.push_str(l);
        s.push('\n');
    }
    s
}

const TWO_TESTS: &str = "def test_one():\n    assert True\ndef test_two():\n    assert True\n";

fn phase(ws: &Ws, id: &str) -> String {
    ws.run(&["status", id, "--json"]).json()["phase"]
        .as_str()
        .unwrap()
        .to_string()
}

/// The stored state, as JSON.
fn state(ws: &Ws, id: &str) -> serde_json::Value {
    serde_json::from_str(&ws.read(&format!(".bugbash/bugs/{id}/state.json"))).unwrap()
}

fn plan(ws: &Ws, id: &str, patch: &str) -> Run {
    let p = patch_file(ws, patch);
    ws.run(&["plan", id, "--patch", p.to_str().unwrap()])
}

// ---------------------------------------------------------------------------------------------
// 1. Plan text never executes.

/// A plan adding `pkg$(touch${IFS}PWNED)/x_test.go` (the attack that ran `touch` at `fix`) and
/// other paths carrying shell text or control characters are refused when the plan is made,
/// naming the path and the character; nothing runs, nothing is written.
#[test]
fn attack_shell_text_in_plan_paths_is_refused_at_plan_time() {
    let (ws, id) = analyzed();
    for (path, what) in [
        ("pkg$(touch${IFS}PWNED)/x_test.go", "a dollar sign ($)"),
        ("tests/`touch PWNED`_test.py", "a backquote (`)"),
        ("tests/a;touch PWNED;_test.py", "a semicolon (;)"),
        ("tests/a|tee PWNED|_test.py", "a pipe (|)"),
        ("tests/a>PWNED_test.py", "a greater-than sign (>)"),
        ("tests/a\\b_test.py", "a backslash (\\)"),
        ("tests/a\u{1b}[2J_test.py", "a control character (U+001B)"),
        ("tests/-rf_test.py", "starting with '-'"),
    ] {
        let patch = FIX.to_string() + &create_file_patch(path, TWO_TESTS);
        let r = plan(&ws, &id, &patch);
        assert_eq!(r.code, 3, "{path}: {}{}", r.stdout, r.stderr);
        assert!(
            r.stderr.contains(what) && r.stderr.contains(&format!("{path:?}")),
            "{path}: {}",
            r.stderr
        );
        assert_eq!(phase(&ws, &id), "ANALYZED", "{path}");
    }
    assert!(!ws.path().join("PWNED").exists());
    assert!(!ws.path().join("pkg").exists());
}

/// A plan whose test file lives in a directory with spaces and parentheses (allowed: harmless
/// to an argv vector) verifies with the derived command run without a shell: the file's name
/// reaches the runner as one argument.
#[test]
fn attack_verification_runs_derived_commands_without_a_shell() {
    let (ws, id) = analyzed();
    let test = "import unittest\nfrom calc.ops import add\n\n\nclass U(unittest.TestCase):\n    def test_small(self):\n        self.assertEqual(add(1, 1), 2)\n\n    def test_zero(self):\n        self.assertEqual(add(0, 0), 0)\n";
    let patch = FIX.to_string() + &create_file_patch("tests/test_with (parens) $x.py", test);
    // `$` is refused; the same file without it is fine.
    plan(&ws, &id, &patch).expect_code(3);
    let patch = FIX.to_string() + &create_file_patch("tests/test_added.py", test);
    plan(&ws, &id, &patch).expect_code(0);
    ws.run(&["approve", &id]).expect_code(0);
    let r = ws.run(&["fix", &id]);
    r.expect_code(0);
    assert_eq!(phase(&ws, &id), "FIXED");
}

/// `auto_approve_low_risk` never approves a plan that adds test files (verification runs
/// them) or touches files outside the root cause's scope; the state says why. A LOW plan that
/// changes only the root-cause file is still approved by the policy.
#[test]
fn attack_auto_approve_never_takes_plans_that_add_tests_or_leave_the_scope() {
    let ws = calc();
    write(
        ws.path(),
        ".bugbash/config.toml",
        "auto_approve_low_risk = true\nmin_test_cases = 1\n",
    );
    write(ws.path(), "calc/other.py", "X = 1\n");
    let (ws, id) = analyzed_with(ws);
    let with_tests = FIX.to_string() + &create_file_patch("tests/test_new.py", TWO_TESTS);
    let r = plan(&ws, &id, &with_tests);
    r.expect_code(0);
    assert!(!r.stdout.contains("Auto-approved"), "{}", r.stdout);
    assert_eq!(phase(&ws, &id), "PLANNED");
    let notes = state(&ws, &id)["notes"].to_string();
    assert!(
        notes.contains("auto_approve_low_risk did not approve")
            && notes.contains("adds or changes test files")
            && notes.contains("tests/test_new.py"),
        "{notes}"
    );
    assert!(!ws.path().join(".bugbash/audit.jsonl").exists());

    // Outside the scope (calc/other.py is not on the failing path).
    let id2 = new_analyzed(&ws, "b2");
    let other = "diff --git a/calc/other.py b/calc/other.py\n--- a/calc/other.py\n+++ b/calc/other.py\n@@ -1 +1 @@\n-X = 1\n+X = 2\n";
    let p = patch_file(&ws, &(FIX.to_string() + other));
    let r = ws.run(&[
        "plan",
        &id2,
        "--patch",
        p.to_str().unwrap(),
        "--test-case",
        "tests/test_ops.py",
    ]);
    r.expect_code(0);
    assert_eq!(phase(&ws, &id2), "PLANNED");
    let notes = state(&ws, &id2)["notes"].to_string();
    assert!(
        notes.contains("outside the root cause's scope (calc/other.py)"),
        "{notes}"
    );

    // The root-cause file alone, verified by the tests already there: approved by the policy.
    let id3 = new_analyzed(&ws, "b3");
    let p = patch_file(&ws, FIX);
    let r = ws.run(&[
        "plan",
        &id3,
        "--patch",
        p.to_str().unwrap(),
        "--test-case",
        "tests/test_ops.py",
    ]);
    r.expect_code(0);
    assert!(r.stdout.contains("Auto-approved"), "{}", r.stdout);
    assert_eq!(phase(&ws, &id3), "APPROVED");
}
