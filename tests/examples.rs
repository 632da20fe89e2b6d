//! End to end on every bundled example with its real test runner: init -> analyze (the root cause
//! at the documented buggy line) -> plan from `fix.patch` -> approve -> dry run (nothing changes)
//! -> fix -> FIXED; and `wrong.patch` -> BLOCKED naming the failing test -> rollback restores the
//! files byte for byte.

mod common;
use common::*;

fn init(ws: &Ws, f: &ExampleFacts) -> String {
    ws.run(&["init", &f.description, "--test", &f.test_command])
        .expect_code(0)
        .created_id()
}

fn check_analysis(name: &str) {
    let f = facts(name);
    let ws = Ws::example(name);
    let id = init(&ws, &f);
    let r = ws.run(&["analyze", &id, "--stop-at", "reproduce"]);
    r.expect_code(0);
    assert!(r.stdout.contains("[1/3] Reproducing..."), "{}", r.stdout);
    assert_eq!(
        ws.run(&["status", &id, "--json"]).json()["phase"],
        "REPRODUCED"
    );
    let r = ws.run(&["analyze", &id, "--stop-at", "analyze"]);
    r.expect_code(0);
    let j = ws.run(&["status", &id, "--json"]).json();
    assert_eq!(j["phase"], "ANALYZED", "{}", r.stdout);
    assert_eq!(
        j["root_cause"]["file"],
        f.buggy_file.as_str(),
        "{name}: {}",
        r.stdout
    );
    assert_eq!(
        j["root_cause"]["line"],
        f.buggy_line,
        "{name}: {}\n{}",
        r.stdout,
        ws.read(&format!(".bugbash/bugs/{id}/root-cause-analysis.md"))
    );
    for key in [
        "bug_id",
        "phase",
        "created_at",
        "cost_usd",
        "reproduction",
        "root_cause",
    ] {
        assert!(j.get(key).is_some(), "status --json lacks {key}");
    }
    assert_eq!(j["reproduction"]["confirmed"], true);
    let rca = ws.read(&format!(".bugbash/bugs/{id}/root-cause-analysis.md"));
    assert!(rca.contains("## Execution trace"), "{rca}");
    // The ranking behind the pinned line, with evidence a person can check.
    let state: serde_json::Value =
        serde_json::from_str(&ws.read(&format!(".bugbash/bugs/{id}/state.json"))).unwrap();
    let ranking = state["root_cause"]["ranking"]
        .as_array()
        .expect("a ranking");
    assert_eq!(ranking[0]["file"], f.buggy_file.as_str());
    assert_eq!(ranking[0]["line"], f.buggy_line);
    assert!(ranking.len() >= 2, "{ranking:?}");
    // Without --stop-at and without a model, the mutation planner plans the fix the search
    // verified, and the plan waits for approval like any other; with no such fix the pipeline
    // ends at ANALYZED and says why.
    let r = ws.run(&["analyze", &id]);
    r.expect_code(0);
    let j = ws.run(&["status", &id, "--json"]).json();
    if state["root_cause"]["fix_candidates"]
        .as_array()
        .is_some_and(|c| !c.is_empty())
    {
        assert_eq!(j["phase"], "PLANNED", "{}", r.stdout);
        let state: serde_json::Value =
            serde_json::from_str(&ws.read(&format!(".bugbash/bugs/{id}/state.json"))).unwrap();
        assert_eq!(state["fix_plan"]["planner"], "mutation");
        assert_eq!(
            state["fix_plan"]["changes"][0]["file_path"],
            f.buggy_file.as_str()
        );
        ws.run(&["fix", &id, "--dry-run"]).expect_code(2);
    } else {
        assert_eq!(j["phase"], "ANALYZED", "{}", r.stdout);
        assert!(
            r.stdout.contains("No planner is configured"),
            "{}",
            r.stdout
        );
    }
}

/// The offline plan of an example whose bug is one token: approved by a person, applied,
/// verified.
fn check_mutation_plan(name: &str) {
    let f = facts(name);
    let ws = Ws::example(name);
    let id = init(&ws, &f);
    let r = ws.run(&["analyze", &id]);
    r.expect_code(0);
    assert!(r.stdout.contains("Mutation planner:"), "{}", r.stdout);
    assert_eq!(
        ws.run(&["status", &id, "--json"]).json()["phase"],
        "PLANNED"
    );
    let rca = ws.read(&format!(".bugbash/bugs/{id}/root-cause-analysis.md"));
    assert!(
        rca.contains("failing tests pass and breaks none of the"),
        "{rca}"
    );
    // Never applied without approval.
    ws.run(&["fix", &id]).expect_code(2);
    ws.run(&["approve", &id, "--by", "tester"]).expect_code(0);
    let r = ws.run(&["fix", &id]);
    r.expect_code(0);
    assert_eq!(ws.run(&["status", &id, "--json"]).json()["phase"], "FIXED");
}

/// The fix-flow tests import their own plan, so they stop the search early: no mutants.
const NO_SEARCH: &[(&str, &str)] = &[("BUGBASH_MUTATION_MAX_MUTANTS", "0")];

fn check_fix_flow(name: &str) {
    let f = facts(name);
    let ws = Ws::example(name);
    let id = init(&ws, &f);
    ws.run_env(&["analyze", &id, "--stop-at", "analyze"], NO_SEARCH)
        .expect_code(0);
    let patch = repo_root().join("examples").join(name).join("fix.patch");
    ws.run(&["plan", &id, "--patch", patch.to_str().unwrap()])
        .expect_code(0);
    assert_eq!(
        ws.run(&["status", &id, "--json"]).json()["phase"],
        "PLANNED"
    );
    // Not approved yet: no fix, not even a dry run.
    ws.run(&["fix", &id, "--dry-run"]).expect_code(2);
    ws.run(&["approve", &id, "--by", "tester"]).expect_code(0);
    let audit = ws.read(".bugbash/audit.jsonl");
    assert!(
        audit.contains("\"approved_by\":\"tester\"") && audit.contains("fix_plan_hash"),
        "{audit}"
    );
    let before = ws.snapshot();
    let dry = ws.run(&["fix", &id, "--dry-run"]);
    dry.expect_code(0);
    assert!(
        dry.stdout
            .contains(&format!("Would modify: {}", f.buggy_file)),
        "{}",
        dry.stdout
    );
    assert!(
        dry.stdout.contains("\n  -") && dry.stdout.contains("\n  +"),
        "{}",
        dry.stdout
    );
    let mut after_dry = ws.snapshot();
    after_dry.retain(|(p, _)| !p.starts_with(".bugbash"));
    let mut before_code = before.clone();
    before_code.retain(|(p, _)| !p.starts_with(".bugbash"));
    assert_eq!(
        before_code, after_dry,
        "--dry-run must not change the workspace"
    );
    let r = ws.run(&["fix", &id]);
    r.expect_code(0);
    assert!(r.stdout.contains("Bug fixed!"), "{}", r.stdout);
    assert_eq!(ws.run(&["status", &id, "--json"]).json()["phase"], "FIXED");
    // The fix is in the file and the project's own tests pass.
    let buggy_before = before
        .iter()
        .find(|(p, _)| *p == f.buggy_file)
        .unwrap()
        .1
        .clone();
    assert_ne!(
        std::fs::read(ws.path().join(&f.buggy_file)).unwrap(),
        buggy_before
    );
}

fn check_wrong_patch(name: &str) {
    let f = facts(name);
    let ws = Ws::example(name);
    let id = init(&ws, &f);
    ws.run_env(&["analyze", &id, "--stop-at", "analyze"], NO_SEARCH)
        .expect_code(0);
    let patch = repo_root().join("examples").join(name).join("wrong.patch");
    ws.run(&["plan", &id, "--patch", patch.to_str().unwrap()])
        .expect_code(0);
    ws.run(&["approve", &id]).expect_code(0);
    let mut before = ws.snapshot();
    before.retain(|(p, _)| !p.starts_with(".bugbash"));
    let r = ws.run(&["fix", &id]);
    r.expect_code(4);
    assert!(r.stdout.contains("Bug marked as BLOCKED"), "{}", r.stdout);
    assert!(
        r.stdout.contains(&format!("bugbash rollback {id}")),
        "{}",
        r.stdout
    );
    let j = ws.run(&["status", &id, "--json"]).json();
    assert_eq!(j["phase"], "BLOCKED");
    let reason = j["blocked_reason"].as_str().unwrap();
    let short_test = f.failing_test.rsplit(['.', ':']).next().unwrap();
    assert!(
        reason.contains(short_test),
        "blocked reason should name {short_test}: {reason}"
    );
    ws.run(&["rollback", &id]).expect_code(0);
    let mut after = ws.snapshot();
    after.retain(|(p, _)| !p.starts_with(".bugbash"));
    assert_eq!(
        before.iter().map(|x| &x.0).collect::<Vec<_>>(),
        after.iter().map(|x| &x.0).collect::<Vec<_>>()
    );
    assert!(
        before == after,
        "rollback must restore every file byte for byte"
    );
    // A BLOCKED investigation can be retried.
    let r = ws.run(&["analyze", &id, "--retry", "--stop-at", "reproduce"]);
    r.expect_code(0);
}

macro_rules! example_tests {
    ($($modname:ident => $name:literal),* $(,)?) => {$(
        mod $modname {
            #[test]
            fn analysis_pins_the_buggy_line() {
                super::check_analysis($name);
            }
            #[test]
            fn correct_patch_is_approved_applied_and_verified() {
                super::check_fix_flow($name);
            }
            #[test]
            fn wrong_patch_blocks_and_rolls_back() {
                super::check_wrong_patch($name);
            }
        }
    )*};
}

example_tests! {
    python_inventory => "python-inventory",
    python_pricing => "python-pricing",
    rust_stats => "rust-stats",
    rust_parser => "rust-parser",
    js_cart => "js-cart",
}

#[test]
fn python_pricing_offline_plan_is_approved_applied_and_verified() {
    check_mutation_plan("python-pricing");
}

#[test]
fn js_cart_offline_plan_is_approved_applied_and_verified() {
    check_mutation_plan("js-cart");
}

#[test]
fn every_example_is_covered() {
    assert_eq!(
        example_names(),
        [
            "js-cart",
            "python-inventory",
            "python-pricing",
            "rust-parser",
            "rust-stats"
        ]
    );
}
