//! Intake through the real binary: GitHub issues (against a loopback server speaking the REST
//! API's format), Markdown defect reports, and the auto-approval policy.

mod common;
use bugbash::testkit::fixtures::github_issue;
use bugbash::testkit::http::{CannedResponse, TestServer};
use common::*;

#[test]
fn github_issue_becomes_the_report_and_nothing_is_executed() {
    let body = "Crash when renaming.\n\n```\nTraceback (most recent call last):\n  File \"inventory/stock.py\", line 44, in rename_sku\n    item = self._items.pop(new_sku)\nKeyError: 'CLAMP-20-SS'\n```\n\n```sh\ntouch /tmp/bugbash-pwned\n```\n";
    let server = TestServer::start(vec![
        CannedResponse::json(502, "{}"),
        CannedResponse::json(
            200,
            github_issue(7, "Renaming a SKU crashes", Some(body), &["bug", "P1"]),
        ),
    ])
    .unwrap();
    let ws = Ws::example("python-inventory");
    std::fs::create_dir_all(ws.path().join(".bugbash")).unwrap();
    std::fs::write(
        ws.path().join(".bugbash/config.toml"),
        format!("[github]\napi_url = \"{}\"\n", server.url()),
    )
    .unwrap();
    let r = ws.run(&["init", "--github-issue", "7", "--repo", "acme/shop"]);
    r.expect_code(0);
    let id = r.created_id();
    let state: bugbash::model::BugState =
        serde_json::from_str(&ws.read(&format!(".bugbash/bugs/{id}/state.json"))).unwrap();
    assert_eq!(state.report.description, "Renaming a SKU crashes");
    assert_eq!(state.report.github_issue, Some(7));
    assert!(
        state
            .report
            .stack_trace
            .as_deref()
            .unwrap_or("")
            .contains("KeyError"),
        "{:?}",
        state.report
    );
    assert_eq!(
        state.report.test_command, None,
        "nothing from an issue becomes a command"
    );
    let reqs = server.requests();
    assert_eq!(reqs.len(), 2, "a 502 is retried");
    assert_eq!(reqs[1].path, "/repos/acme/shop/issues/7");
    // With only the issue's trace as evidence, analysis still pins the line, and runs nothing.
    let r = ws.run(&["analyze", &id, "--stop-at", "analyze"]);
    r.expect_code(0);
    let j = ws.run(&["status", &id, "--json"]).json();
    assert_eq!(j["root_cause"]["file"], "inventory/stock.py");
    assert_eq!(j["root_cause"]["line"], 44);
    assert!(!std::path::Path::new("/tmp/bugbash-pwned").exists());
}

#[test]
fn missing_github_issue_says_so() {
    let server = TestServer::start(vec![CannedResponse::json(
        404,
        r#"{"message":"Not Found"}"#,
    )])
    .unwrap();
    let ws = Ws::empty();
    std::fs::create_dir_all(ws.path().join(".bugbash")).unwrap();
    std::fs::write(
        ws.path().join(".bugbash/config.toml"),
        format!("[github]\napi_url = \"{}\"\n", server.url()),
    )
    .unwrap();
    let r = ws.run(&["init", "--github-issue", "99", "--repo", "acme/shop"]);
    r.expect_code(1);
    assert!(r.stderr.contains("Issue #99 not found"), "{}", r.stderr);
    assert!(!ws.path().join(".bugbash/bugs").exists(), "nothing written");
}

#[test]
fn defect_report_is_imported_and_missing_fields_are_named() {
    let ws = Ws::empty();
    std::fs::write(ws.path().join("ok.md"), "# Defect: Invite Failure\n\nSeverity: P1\nRelated Feature: tribes\nObserved: Invite sent to users without GitHub connected\nExpected: Guard clause prevents invite\nRepro:\n1. open tribe\n2. invite user\n").unwrap();
    let r = ws.run(&["init", "--from-report", "ok.md", "--id", "invite"]);
    r.expect_code(0);
    let j = ws.run(&["status", "invite", "--json"]).json();
    assert_eq!(j["severity"], "P1");
    assert_eq!(j["description"], "Invite Failure");
    std::fs::write(
        ws.path().join("bad.md"),
        "# Defect: Something\n\nRelated Feature: x\n",
    )
    .unwrap();
    let r = ws.run(&["init", "--from-report", "bad.md"]);
    r.expect_code(1);
    for field in ["Severity", "Observed", "Expected"] {
        assert!(r.stderr.contains(field), "{field} not named: {}", r.stderr);
    }
}

#[test]
fn auto_approve_low_risk_approves_by_policy_and_says_so() {
    let f = facts("python-pricing");
    let ws = Ws::example("python-pricing");
    std::fs::create_dir_all(ws.path().join(".bugbash")).unwrap();
    std::fs::write(
        ws.path().join(".bugbash/config.toml"),
        "auto_approve_low_risk = true\n",
    )
    .unwrap();
    let id = ws
        .run(&["init", &f.description, "--test", &f.test_command])
        .expect_code(0)
        .created_id();
    // Stop before the offline planner: this test imports its own plan.
    ws.run_env(
        &["analyze", &id, "--stop-at", "analyze"],
        &[("BUGBASH_MUTATION_MAX_MUTANTS", "0")],
    )
    .expect_code(0);
    // The code hunk of fix.patch alone, verified by the tests already in the repository (a plan
    // adding test files is never approved by the policy: see tests/attacks.rs).
    let full =
        std::fs::read_to_string(repo_root().join("examples/python-pricing/fix.patch")).unwrap();
    let code_only = &full[..full.find("diff --git a/tests/").unwrap()];
    let patch = ws.state_home().join("code-only.diff");
    std::fs::write(&patch, code_only).unwrap();
    let r = ws.run(&[
        "plan",
        &id,
        "--patch",
        patch.to_str().unwrap(),
        "--test-case",
        "tests/test_discounts.py",
    ]);
    r.expect_code(0);
    assert!(r.stdout.contains("Auto-approved by policy"), "{}", r.stdout);
    let j = ws.run(&["status", &id, "--json"]).json();
    assert_eq!(j["phase"], "APPROVED");
    assert_eq!(j["fix_plan"]["risk_level"], "low");
    let audit = ws.read(".bugbash/audit.jsonl");
    assert!(audit.contains("\"kind\":\"policy\""), "{audit}");
    ws.run(&["fix", &id]).expect_code(0);
}

#[test]
fn the_offline_mutation_plan_is_approved_only_by_the_policy() {
    let f = facts("python-pricing");
    let ws = Ws::example("python-pricing");
    std::fs::create_dir_all(ws.path().join(".bugbash")).unwrap();
    std::fs::write(
        ws.path().join(".bugbash/config.toml"),
        "auto_approve_low_risk = true\n",
    )
    .unwrap();
    let id = ws
        .run(&["init", &f.description, "--test", &f.test_command])
        .expect_code(0)
        .created_id();
    ws.run(&["analyze", &id]).expect_code(0);
    let j = ws.run(&["status", &id, "--json"]).json();
    assert_eq!(j["fix_plan"]["planner"], "mutation");
    assert_eq!(j["phase"], "APPROVED");
    let audit = ws.read(".bugbash/audit.jsonl");
    assert!(
        audit.contains("\"kind\":\"policy\"") && audit.contains("policy:auto_approve_low_risk"),
        "{audit}"
    );
}
