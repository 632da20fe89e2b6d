//! The `calc` project the attack suites start from, and helpers shared by `tests/attacks.rs`
//! and `tests/attacks_lsp.rs`.
#![allow(dead_code)]

use crate::common::*;
use std::path::{Path, PathBuf};

pub const OPS: &str = "def add(a, b):\n    return a - b\n";
pub const TEST_OPS: &str = "import unittest\nfrom calc.ops import add\n\n\nclass T(unittest.TestCase):\n    def test_add(self):\n        self.assertEqual(add(2, 3), 5)\n\n    def test_add_zero(self):\n        self.assertEqual(add(0, 0), 0)\n";
/// The fix of `calc/ops.py`, as a patch.
pub const FIX: &str = "diff --git a/calc/ops.py b/calc/ops.py\n--- a/calc/ops.py\n+++ b/calc/ops.py\n@@ -1,2 +1,2 @@\n def add(a, b):\n-    return a - b\n+    return a + b\n";

/// A git repository holding `calc`: `calc/ops.py` (the bug), `tests/test_ops.py` (the failing
/// test).
pub fn calc() -> Ws {
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
pub fn analyzed() -> (Ws, String) {
    analyzed_with(calc())
}

pub fn analyzed_with(ws: Ws) -> (Ws, String) {
    let id = new_analyzed(&ws, "b1");
    (ws, id)
}

/// Another investigation `id` of the same bug in `ws`, at ANALYZED.
pub fn new_analyzed(ws: &Ws, id: &str) -> String {
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

pub fn write(root: &Path, rel: &str, text: &str) {
    let p = root.join(rel);
    std::fs::create_dir_all(p.parent().unwrap()).unwrap();
    std::fs::write(p, text).unwrap();
}

/// Writes `text` as a patch file outside the workspace and returns its path.
pub fn patch_file(ws: &Ws, text: &str) -> PathBuf {
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
pub fn create_file_patch(path: &str, text: &str) -> String {
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

pub const TWO_TESTS: &str = "def test_one():\n    assert True\ndef test_two():\n    assert True\n";

pub fn phase(ws: &Ws, id: &str) -> String {
    ws.run(&["status", id, "--json"]).json()["phase"]
        .as_str()
        .unwrap()
        .to_string()
}

/// The stored state, as JSON.
pub fn state(ws: &Ws, id: &str) -> serde_json::Value {
    serde_json::from_str(&ws.read(&format!(".bugbash/bugs/{id}/state.json"))).unwrap()
}

pub fn plan(ws: &Ws, id: &str, patch: &str) -> Run {
    let p = patch_file(ws, patch);
    ws.run(&["plan", id, "--patch", p.to_str().unwrap()])
}

/// A wrong fix of `calc/ops.py` (`a * b`: 2 * 3 is not 5), so verification fails.
pub const WRONG: &str = "diff --git a/calc/ops.py b/calc/ops.py\n--- a/calc/ops.py\n+++ b/calc/ops.py\n@@ -1,2 +1,2 @@\n def add(a, b):\n-    return a - b\n+    return a * b\n";

pub fn mode(p: &Path) -> u32 {
    use std::os::unix::fs::PermissionsExt;
    std::fs::metadata(p).unwrap().permissions().mode() & 0o7777
}

pub fn set_mode(p: &Path, m: u32) {
    use std::os::unix::fs::PermissionsExt;
    std::fs::set_permissions(p, std::fs::Permissions::from_mode(m)).unwrap();
}

/// `plan <id> --patch <patch> --test-case tests/test_ops.py` (the repository's own test file as
/// the plan's test cases).
pub fn plan_with_existing_tests(ws: &Ws, id: &str, patch: &str) -> Run {
    let p = patch_file(ws, patch);
    ws.run(&[
        "plan",
        id,
        "--patch",
        p.to_str().unwrap(),
        "--test-case",
        "tests/test_ops.py",
    ])
}
