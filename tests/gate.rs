//! Attacks on the approval gate and the grounding rules. Each must be refused with a clear
//! message and nothing written.

mod common;
use common::*;

/// An investigation of python-pricing at ANALYZED, ready for a plan.
fn analyzed() -> (Ws, String) {
    let f = facts("python-pricing");
    let ws = Ws::example("python-pricing");
    let id = ws
        .run(&["init", &f.description, "--test", &f.test_command])
        .expect_code(0)
        .created_id();
    ws.run(&["analyze", &id, "--stop-at", "analyze"])
        .expect_code(0);
    (ws, id)
}

fn write_patch(ws: &Ws, text: &str) -> String {
    let p = ws.path().join(".bugbash").join("attack.diff");
    std::fs::write(&p, text).unwrap();
    p.display().to_string()
}

fn create_patch(path: &str) -> String {
    format!(
        "diff --git a/{path} b/{path}\nnew file mode 100644\n--- /dev/null\n+++ b/{path}\n@@ -0,0 +1,2 @@\n+def test_a():\n+    pass\n"
    ) + "diff --git a/tests/test_x.py b/tests/test_x.py\nnew file mode 100644\n--- /dev/null\n+++ b/tests/test_x.py\n@@ -0,0 +1,4 @@\n+def test_one():\n+    pass\n+def test_two():\n+    pass\n"
}

fn code_snapshot(ws: &Ws) -> Vec<(String, Vec<u8>)> {
    let mut s = ws.snapshot();
    s.retain(|(p, _)| !p.starts_with(".bugbash"));
    s
}

#[test]
fn plan_paths_outside_the_workspace_are_refused() {
    let (ws, id) = analyzed();
    let outside = tempfile::tempdir().unwrap();
    std::os::unix::fs::symlink(outside.path(), ws.path().join("escape")).unwrap();
    let before = code_snapshot(&ws);
    let abs = format!("{}/evil.py", outside.path().display());
    for (path, expect) in [
        ("../outside.py", "outside the workspace"),
        (abs.as_str(), "outside the workspace"),
        ("escape/evil.py", "outside the workspace"),
        (".git/config", "inside .git/"),
        (".bugbash/bugs/x.py", "inside .bugbash/"),
    ] {
        let patch = write_patch(&ws, &create_patch(path));
        let r = ws.run(&["plan", &id, "--patch", &patch]);
        assert_eq!(r.code, 3, "{path}: {}{}", r.stdout, r.stderr);
        assert!(r.stderr.contains(expect), "{path}: {}", r.stderr);
        assert_eq!(
            ws.run(&["status", &id, "--json"]).json()["phase"],
            "ANALYZED",
            "{path}"
        );
    }
    assert_eq!(before, code_snapshot(&ws));
    assert!(
        std::fs::read_dir(outside.path()).unwrap().next().is_none(),
        "nothing may be written outside"
    );
}

#[test]
fn plan_edited_after_approval_is_not_applied() {
    let (ws, id) = analyzed();
    let patch = repo_root().join("examples/python-pricing/fix.patch");
    ws.run(&["plan", &id, "--patch", patch.to_str().unwrap()])
        .expect_code(0);
    ws.run(&["approve", &id]).expect_code(0);
    // Tamper with the approved plan in state.json.
    let state_path = ws.path().join(format!(".bugbash/bugs/{id}/state.json"));
    let mut state: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&state_path).unwrap()).unwrap();
    let proposed = state["fix_plan"]["changes"][0]["proposed_code"]
        .as_str()
        .unwrap()
        .to_string();
    state["fix_plan"]["changes"][0]["proposed_code"] =
        serde_json::json!(proposed.replace("1 -", "2 -"));
    std::fs::write(&state_path, serde_json::to_string_pretty(&state).unwrap()).unwrap();
    let before = code_snapshot(&ws);
    for args in [vec!["fix", &id], vec!["fix", &id, "--dry-run"]] {
        let r = ws.run(&args);
        r.expect_code(2);
        assert!(
            r.stderr.contains("changed after it was approved"),
            "{}",
            r.stderr
        );
    }
    assert_eq!(before, code_snapshot(&ws));
}

#[test]
fn stale_plan_is_refused_naming_the_file() {
    let (ws, id) = analyzed();
    let patch = repo_root().join("examples/python-pricing/fix.patch");
    ws.run(&["plan", &id, "--patch", patch.to_str().unwrap()])
        .expect_code(0);
    ws.run(&["approve", &id]).expect_code(0);
    let file = ws.path().join("pricing/discounts.py");
    let text = std::fs::read_to_string(&file)
        .unwrap()
        .replace("(1 + percent / 100)", "(1 + percent / 100.0)");
    std::fs::write(&file, &text).unwrap();
    let before = code_snapshot(&ws);
    let r = ws.run(&["fix", &id]);
    r.expect_code(3);
    assert!(
        r.stderr.contains("stale plan") && r.stderr.contains("pricing/discounts.py"),
        "{}",
        r.stderr
    );
    assert_eq!(before, code_snapshot(&ws));
    assert_eq!(
        ws.run(&["status", &id, "--json"]).json()["phase"],
        "APPROVED",
        "a refused fix leaves the approval as it was"
    );
}

#[test]
fn approve_and_plan_change_cannot_interleave() {
    let (ws, id) = analyzed();
    let patch = repo_root().join("examples/python-pricing/fix.patch");
    ws.run(&["plan", &id, "--patch", patch.to_str().unwrap()])
        .expect_code(0);
    // Another process holds the investigation's lock (as a plan change in progress would).
    let lock = serde_json::json!({"pid": std::process::id(), "host": bugbash::store::hostname(), "started_at": chrono::Utc::now(), "command": "plan"});
    let lock_path = ws
        .path()
        .join(format!(".bugbash/bugs/{id}/state.json.lock"));
    std::fs::write(&lock_path, lock.to_string()).unwrap();
    let r = ws.run(&["approve", &id]);
    r.expect_code(2);
    assert!(r.stderr.contains("is locked by pid"), "{}", r.stderr);
    assert_eq!(
        ws.run(&["status", &id, "--json"]).json()["phase"],
        "PLANNED"
    );
    std::fs::remove_file(&lock_path).unwrap();
    // The approval signs exactly the plan that is stored.
    ws.run(&["approve", &id]).expect_code(0);
    let j = ws.run(&["status", &id, "--json"]).json();
    let state: bugbash::model::BugState =
        serde_json::from_str(&ws.read(&format!(".bugbash/bugs/{id}/state.json"))).unwrap();
    assert_eq!(
        j["approval"]["fix_plan_hash"],
        bugbash::plan::plan_hash(state.fix_plan.as_ref().unwrap()).unwrap()
    );
}

#[test]
fn stale_lock_of_a_dead_process_is_recovered_with_a_notice() {
    let (ws, id) = analyzed();
    let lock = serde_json::json!({"pid": 999_999_999u32, "host": bugbash::store::hostname(), "started_at": chrono::Utc::now(), "command": "analyze"});
    std::fs::write(
        ws.path()
            .join(format!(".bugbash/bugs/{id}/state.json.lock")),
        lock.to_string(),
    )
    .unwrap();
    let r = ws.run(&["reject", &id, "--reason", "x"]);
    assert!(r.stderr.contains("recovered a stale lock"), "{}", r.stderr);
}
