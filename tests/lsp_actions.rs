//! One table of what can be done next, seen from every surface: for each phase an investigation
//! can be in, the server's code actions on the root-cause line, its code lenses, the
//! `nextActions` of `bugbash/status` and the CLI's "Next steps" offer the same actions, and each
//! offered command either succeeds or is refused with a reason that is not a CLI instruction.
//!
//! Every phase is reached for real through the CLI (a hand-edited `state.json` would be a damaged
//! state, restored from its backup); the server sees each change through its store watcher, as
//! it sees a terminal's. Three investigations: one fixed, one BLOCKED by a wrong fix and rolled
//! back, one that does not reproduce and is rejected.

mod common;
mod support;

use std::collections::BTreeSet;
use std::time::{Duration, Instant};

use serde_json::{json, Value};
use support::{capabilities, TestServer};
use tower_lsp::lsp_types::Url;

use common::Ws;

const STOCK: &str = "inventory/stock.py";
/// The documented bug: line 44 (0-based 43).
const BUG_LINE: u64 = 43;

fn uri(ws: &Ws, rel: &str) -> String {
    Url::from_file_path(ws.path().canonicalize().unwrap().join(rel))
        .unwrap()
        .to_string()
}

fn set(v: Vec<String>) -> BTreeSet<String> {
    v.into_iter().collect()
}

/// The command identifiers the light bulb offers for investigation `id` (the apply pair counts
/// once, as `bugbash.fix`; the edit itself comes on resolve).
fn code_action_commands(
    server: &mut TestServer,
    uri: &str,
    line: u64,
    id: &str,
) -> BTreeSet<String> {
    let actions = server
        .request(
            "textDocument/codeAction",
            json!({
                "textDocument": { "uri": uri },
                "range": { "start": { "line": line, "character": 0 }, "end": { "line": line, "character": 0 } },
                "context": { "diagnostics": [] }
            }),
        )
        .unwrap();
    let mut out = Vec::new();
    for a in actions.as_array().cloned().unwrap_or_default() {
        if a["data"]["preview"].is_boolean() {
            if a["data"]["investigationId"] == id {
                out.push("bugbash.fix".to_owned());
            }
        } else if a["command"]["command"] == "bugbash.showCommit" {
            // A read-only view of the line's history (issue 17), not one of the engine's actions.
            continue;
        } else if a["command"]["arguments"][0]["investigationId"] == id {
            out.push(a["command"]["command"].as_str().unwrap_or("").to_owned());
        }
    }
    set(out)
}

/// The command identifiers of `id`'s lenses after its head lens (handle, phase, risk), or
/// `None` when it has no lens.
fn lens_commands(server: &mut TestServer, uri: &str, id: &str) -> Option<BTreeSet<String>> {
    let lenses = server
        .request(
            "textDocument/codeLens",
            json!({ "textDocument": { "uri": uri } }),
        )
        .unwrap();
    let ours: Vec<Value> = lenses
        .as_array()
        .cloned()
        .unwrap_or_default()
        .into_iter()
        .filter(|l| l["command"]["arguments"][0]["investigationId"] == id)
        .collect();
    let (head, rest) = ours.split_first()?;
    assert_eq!(head["command"]["command"], "bugbash.status", "{head}");
    Some(set(rest
        .iter()
        .map(|l| l["command"]["command"].as_str().unwrap_or("").to_owned())
        .collect()))
}

/// The CLI's next steps (`status --json`'s `next`: "bugbash A ID  (or bugbash B ID, or ...)"),
/// as the commands they stand for.
fn cli_commands(ws: &Ws, id: &str) -> BTreeSet<String> {
    let run = ws.run(&["status", id, "--json"]);
    run.expect_code(0);
    let next = run.json()["next"].as_str().unwrap_or("").to_owned();
    let mut out = Vec::new();
    for cmd in next.split("bugbash ").skip(1) {
        let words: Vec<&str> = cmd
            .split_whitespace()
            .map(|w| w.trim_end_matches([',', ')']))
            .collect();
        let command = match (words[0], words.get(2).copied()) {
            ("analyze", Some("--retry")) => "bugbash.retry",
            ("analyze", Some("--failing")) => "bugbash.chooseTargets",
            ("analyze", _) => "bugbash.analyze",
            ("plan", Some("--patch")) => "bugbash.importPlan",
            ("plan", Some("--candidate")) => "bugbash.pickCandidate",
            ("plan", _) => "bugbash.showPlan",
            ("approve", _) => "bugbash.approve",
            ("reject", _) => "bugbash.reject",
            ("fix", _) => "bugbash.fix",
            ("rollback", _) => "bugbash.rollback",
            ("commit", _) => "bugbash.commit",
            (other, _) => panic!("unknown next step `bugbash {other}` in {next:?}"),
        };
        out.push(command.to_owned());
    }
    set(out)
}

/// Waits until the server's cache holds `phase` for `id` with `want` as its next actions (the
/// watcher saw the store change; a rollback keeps the phase and changes only the actions).
fn await_phase(server: &mut TestServer, id: &str, phase: &str, want: &BTreeSet<String>) -> Value {
    let deadline = Instant::now() + Duration::from_secs(30);
    loop {
        let s = server
            .request("bugbash/status", json!({ "investigationId": id }))
            .unwrap();
        if s["phase"] == phase && actions_of(&s) == *want {
            return s;
        }
        assert!(
            Instant::now() < deadline,
            "the server never saw {id} {phase}: {s:#}"
        );
        std::thread::sleep(Duration::from_millis(100));
    }
}

/// Every surface offers exactly `want` for `id` in `phase`; `on_line`: whether it has a
/// root cause at the bug line (lenses and code actions), else it must have none there.
fn check(server: &mut TestServer, ws: &Ws, id: &str, phase: &str, want: &[&str], on_line: bool) {
    check_at(server, ws, (STOCK, BUG_LINE), id, phase, want, on_line)
}

/// [`check`] for a root cause at `file` line `line` (0-based).
fn check_at(
    server: &mut TestServer,
    ws: &Ws,
    (file, line): (&str, u64),
    id: &str,
    phase: &str,
    want: &[&str],
    on_line: bool,
) {
    let want: BTreeSet<String> = want.iter().map(|s| s.to_string()).collect();
    let s = await_phase(server, id, phase, &want);
    assert_eq!(actions_of(&s), want, "{id} {phase}: nextActions");
    assert_eq!(
        cli_commands(ws, id),
        want,
        "{id} {phase}: the CLI's next steps"
    );
    let stock = uri(ws, file);
    // A closed investigation keeps its lenses while something is left to do (commit a fix).
    let closed = matches!(phase, "FIXED" | "WONT_FIX") && want.is_empty();
    match lens_commands(server, &stock, id) {
        Some(lenses) => {
            assert!(
                on_line && !closed,
                "{id} {phase}: unexpected lenses {lenses:?}"
            );
            assert_eq!(lenses, want, "{id} {phase}: lenses");
        }
        None => assert!(
            !on_line || closed,
            "{id} {phase}: no lens on its root cause"
        ),
    }
    let actions = code_action_commands(server, &stock, line, id);
    if on_line {
        assert_eq!(actions, want, "{id} {phase}: code actions");
    } else {
        assert!(actions.is_empty(), "{id} {phase}: {actions:?}");
    }

    // A command the table does not offer now is refused, with the actions to pick in editor
    // words (no command line).
    if !want.contains("bugbash.rollback") {
        let err = server
            .request(
                "workspace/executeCommand",
                json!({ "command": "bugbash.rollback", "arguments": [{ "investigationId": id }] }),
            )
            .unwrap_err();
        assert_eq!(err.code, -32803, "{id} {phase}: {err:?}");
        assert!(
            !err.message.contains("bugbash "),
            "{id} {phase}: {}",
            err.message
        );
        assert!(
            err.message.contains("roll back"),
            "{id} {phase}: {}",
            err.message
        );
    }
    if !want.contains("bugbash.pickCandidate") {
        let err = server
            .request(
                "workspace/executeCommand",
                json!({ "command": "bugbash.pickCandidate", "arguments": [{ "investigationId": id, "candidate": 1 }] }),
            )
            .unwrap_err();
        assert_eq!(err.code, -32803, "{id} {phase}: {err:?}");
        assert!(
            !err.message.contains("bugbash ") && err.message.contains("choose another fix for"),
            "{id} {phase}: {}",
            err.message
        );
    }
    if !want.contains("bugbash.commit") {
        let err = server
            .request(
                "workspace/executeCommand",
                json!({ "command": "bugbash.commit", "arguments": [{ "investigationId": id }] }),
            )
            .unwrap_err();
        assert_eq!(err.code, -32803, "{id} {phase}: {err:?}");
        assert!(
            !err.message.contains("bugbash ") && err.message.contains("commit the fix of"),
            "{id} {phase}: {}",
            err.message
        );
    }
}

#[test]
fn every_phase_offers_exactly_the_engines_actions_on_every_surface() {
    let ws = Ws::example("python-inventory");
    let facts = common::facts("python-inventory");
    std::fs::create_dir_all(ws.path().join(".bugbash")).unwrap();
    std::fs::write(
        ws.path().join(".bugbash/config.toml"),
        "mutation_max_mutants = 0\n",
    )
    .unwrap();
    let mut server = TestServer::builder()
        .cwd(ws.path().canonicalize().unwrap())
        .env("XDG_STATE_HOME", ws.state_home())
        .timeout(Duration::from_secs(20))
        .spawn();
    server.initialize(capabilities::vscode());
    server.open(&uri(&ws, STOCK), "python", &ws.read(STOCK));
    let s = &mut server;

    for id in ["good", "wrong"] {
        ws.run(&[
            "init",
            &facts.description,
            "--id",
            id,
            "--test",
            &facts.test_command,
        ])
        .expect_code(0);
    }
    ws.run(&["analyze", "good", "--stop-at", "reproduce"])
        .expect_code(0);
    check(s, &ws, "good", "REPRODUCED", &["bugbash.analyze"], false);
    for id in ["good", "wrong"] {
        ws.run(&["analyze", id, "--stop-at", "analyze"])
            .expect_code(0);
    }
    check(
        s,
        &ws,
        "good",
        "ANALYZED",
        &["bugbash.analyze", "bugbash.importPlan"],
        true,
    );

    // A wrong fix: BLOCKED, rolled back once.
    // Its test case is a file that exists (the rollback must leave it as it was).
    ws.run(&[
        "plan",
        "wrong",
        "--patch",
        "wrong.patch",
        "--test-case",
        "tests/test_stock.py",
    ])
    .expect_code(0);
    check(
        s,
        &ws,
        "wrong",
        "PLANNED",
        &["bugbash.showPlan", "bugbash.approve", "bugbash.reject"],
        true,
    );
    ws.run(&["approve", "wrong"]).expect_code(0);
    check(
        s,
        &ws,
        "wrong",
        "APPROVED",
        &["bugbash.showPlan", "bugbash.fix"],
        true,
    );
    ws.run(&["fix", "wrong"]);
    check(
        s,
        &ws,
        "wrong",
        "BLOCKED",
        &["bugbash.retry", "bugbash.rollback"],
        true,
    );
    ws.run(&["rollback", "wrong"]).expect_code(0);
    check(s, &ws, "wrong", "BLOCKED", &["bugbash.retry"], true);
    assert_eq!(
        ws.read("tests/test_stock.py"),
        std::fs::read_to_string(
            common::repo_root().join("examples/python-inventory/tests/test_stock.py")
        )
        .unwrap(),
        "the rollback left the existing test case different"
    );

    // The right fix: FIXED, then committed from the editor (once), and nothing more to do.
    ws.run(&["plan", "good", "--patch", "fix.patch"])
        .expect_code(0);
    ws.run(&["approve", "good"]).expect_code(0);
    // An approval that does not verify (here its audit line is gone) is offered again on every
    // surface instead of the fix; the editor's approval signs it anew and the fix is offered.
    let audit = ws.path().join(".bugbash/audit.jsonl");
    let kept = std::fs::read_to_string(&audit).unwrap();
    std::fs::write(&audit, "").unwrap();
    check(
        s,
        &ws,
        "good",
        "APPROVED",
        &["bugbash.showPlan", "bugbash.approve"],
        true,
    );
    let unverified = s
        .request("bugbash/status", json!({ "investigationId": "good" }))
        .unwrap();
    let approved = s
        .request(
            "workspace/executeCommand",
            json!({ "command": "bugbash.approve", "arguments": [{
                "investigationId": "good",
                "planHash": unverified["planHash"],
            }] }),
        )
        .unwrap();
    assert_eq!(approved["phase"], "APPROVED", "{approved:#}");
    check(
        s,
        &ws,
        "good",
        "APPROVED",
        &["bugbash.showPlan", "bugbash.fix"],
        true,
    );
    assert!(!kept.is_empty());
    let fixed = ws.run(&["fix", "good"]);
    fixed.expect_code(0);
    assert!(
        fixed.stdout.contains("bugbash commit good"),
        "the CLI's next steps after FIXED name the commit:\n{}",
        fixed.stdout
    );
    check(s, &ws, "good", "FIXED", &["bugbash.commit"], true);
    common::git(ws.path(), &["config", "user.name", "Dev"]);
    common::git(ws.path(), &["config", "user.email", "dev@example.invalid"]);
    let head_before = common::git_out(ws.path(), &["rev-parse", "HEAD"]);
    let committed = s
        .request(
            "workspace/executeCommand",
            json!({ "command": "bugbash.commit", "arguments": [{ "investigationId": "good" }] }),
        )
        .unwrap();
    let hash = committed["commit"].as_str().unwrap().to_owned();
    assert_eq!(
        common::git_out(ws.path(), &["rev-parse", "HEAD"]).trim(),
        hash,
        "{committed:#}"
    );
    assert_eq!(
        common::git_out(ws.path(), &["rev-parse", "HEAD~1"]),
        head_before,
        "one commit on top of the previous HEAD"
    );
    assert!(
        committed["subject"].as_str().unwrap().starts_with("fix("),
        "{committed:#}"
    );
    let files = common::git_out(ws.path(), &["show", "--name-only", "--format=", "HEAD"]);
    assert!(files.lines().any(|f| f == STOCK), "{files}");
    assert_eq!(
        committed["status"]["nextActions"],
        json!([]),
        "{committed:#}"
    );
    // The message may come after the answer (tower-lsp sends them on separate streams).
    loop {
        let m = s.await_notification("window/showMessage", Duration::from_secs(30));
        if m["message"].as_str().unwrap_or("").contains(&hash[..12]) {
            break;
        }
    }
    check(s, &ws, "good", "FIXED", &[], true);

    // A test that passes: NOT_REPRODUCIBLE, then rejected.
    ws.run(&[
        "init",
        "it works for me",
        "--id",
        "passing",
        "--test",
        "true",
    ])
    .expect_code(0);
    ws.run(&["analyze", "passing"]);
    check(
        s,
        &ws,
        "passing",
        "NOT_REPRODUCIBLE",
        &["bugbash.retry", "bugbash.reject"],
        false,
    );
    ws.run(&["reject", "passing", "--reason", "works as designed"])
        .expect_code(0);
    check(s, &ws, "passing", "WONT_FIX", &[], false);
}

/// A module whose bug several verified fix candidates repair: `age > 18` for "18 and over" (the
/// offline analysis finds `>=`, `(age + 1)` and the literal `17`).
pub const AGE_FILES: &[(&str, &str)] = &[
    ("shop/__init__.py", ""),
    ("tests/__init__.py", ""),
    (
        "shop/age.py",
        "\"\"\"Who may buy.\"\"\"\n\n\ndef can_buy(age):\n    \"\"\"Adults may buy: 18 and over.\"\"\"\n    return age > 18\n",
    ),
    (
        "tests/test_age.py",
        "import unittest\n\nfrom shop.age import can_buy\n\n\nclass AgeTest(unittest.TestCase):\n    def test_eighteen_may_buy(self):\n        self.assertTrue(can_buy(18))\n\n    def test_children_may_not(self):\n        self.assertFalse(can_buy(10))\n\n    def test_adults_may(self):\n        self.assertTrue(can_buy(30))\n",
    ),
];
const AGE: &str = "shop/age.py";
/// A file of the shipping package (its lenses and code actions are checked on its line 10).
const STOCK_LESS: &str = "shipping/rates.py";
/// `return age > 18` (0-based line 5).
const AGE_LINE: u64 = 5;

/// Issue 13 item 2 in the editors: with several verified fix candidates, "Choose another fix"
/// (`bugbash.pickCandidate`) is offered on every surface exactly while no plan is approved
/// (ANALYZED and PLANNED); `bugbash/candidates` lists each with its diff and the current one;
/// picking replaces the plan, which then waits for approval (the old plan's hash approves
/// nothing); a generic client is asked with `window/showMessageRequest`; after approval the
/// choice is gone and refused.
#[test]
fn another_fix_candidate_is_offered_until_approval_and_the_new_plan_waits_for_it() {
    let ws = Ws::empty();
    common::write_files(ws.path(), AGE_FILES);
    common::init_and_commit_all(ws.path(), "age");
    let mut server = TestServer::builder()
        .cwd(ws.path().canonicalize().unwrap())
        .env("XDG_STATE_HOME", ws.state_home())
        .timeout(Duration::from_secs(20))
        .spawn();
    server.initialize(capabilities::vscode());
    let age_uri = uri(&ws, AGE);
    server.open(&age_uri, "python", &ws.read(AGE));
    let s = &mut server;
    let at = (AGE, AGE_LINE);
    ws.run(&[
        "init",
        "18 year olds cannot buy",
        "--id",
        "age",
        "--test",
        "python3 -m unittest discover -s tests -t . -v",
    ])
    .expect_code(0);
    ws.run(&["analyze", "age", "--stop-at", "analyze"])
        .expect_code(0);
    check_at(
        s,
        &ws,
        at,
        "age",
        "ANALYZED",
        &[
            "bugbash.analyze",
            "bugbash.pickCandidate",
            "bugbash.importPlan",
        ],
        true,
    );
    ws.run(&["analyze", "age"]).expect_code(0);
    let planned = [
        "bugbash.showPlan",
        "bugbash.pickCandidate",
        "bugbash.approve",
        "bugbash.reject",
    ];
    check_at(s, &ws, at, "age", "PLANNED", &planned, true);

    let listed = s
        .request("bugbash/candidates", json!({ "investigationId": "age" }))
        .unwrap();
    let list = listed.as_array().unwrap();
    assert!(list.len() >= 2, "{listed:#}");
    assert_eq!(list[0]["number"], 1, "{listed:#}");
    assert_eq!(
        list[0]["current"], true,
        "the plan is candidate 1: {listed:#}"
    );
    assert_eq!(list[1]["current"], false, "{listed:#}");
    for c in list {
        assert_eq!(c["path"], AGE, "{c:#}");
        assert_eq!(c["line"], 6, "{c:#}");
        assert_eq!(c["uri"], json!(age_uri), "{c:#}");
        let diff = c["diff"].as_str().unwrap();
        assert!(
            diff.contains("-    return age > 18") && diff.contains("+    return "),
            "{diff}"
        );
    }
    // The literal edit is among the other candidates (after the operator and boundary edits),
    // with its concerns in its label.
    let literal = list
        .iter()
        .position(|c| c["diff"].as_str().unwrap().contains("+    return age > 17"))
        .expect("the literal edit is a candidate");
    assert!(literal >= 1, "{listed:#}");
    let n = list[literal]["number"].as_u64().unwrap();
    assert_eq!(n, literal as u64 + 1, "{listed:#}");
    assert!(
        list[literal]["label"]
            .as_str()
            .unwrap()
            .contains("concerns"),
        "{listed:#}"
    );

    let before = s
        .request("bugbash/status", json!({ "investigationId": "age" }))
        .unwrap();
    let old_hash = before["planHash"].clone();
    let picked = s
        .request(
            "workspace/executeCommand",
            json!({ "command": "bugbash.pickCandidate", "arguments": [{ "investigationId": "age", "candidate": n }] }),
        )
        .unwrap();
    assert_eq!(picked["phase"], "PLANNED", "{picked:#}");
    assert_eq!(picked["approved"], false, "{picked:#}");
    assert_ne!(picked["planHash"], old_hash, "{picked:#}");
    let preview = s
        .request("bugbash/planPreview", json!({ "investigationId": "age" }))
        .unwrap();
    assert!(
        preview["files"][0]["diff"]
            .as_str()
            .unwrap()
            .contains("+    return age > 17"),
        "{preview:#}"
    );
    let listed = s
        .request("bugbash/candidates", json!({ "investigationId": "age" }))
        .unwrap();
    assert_eq!(listed[0]["current"], false, "{listed:#}");
    assert_eq!(listed[literal]["current"], true, "{listed:#}");
    // The CLI sees the same choice (its list stars the picked candidate).
    let cli = ws.run(&["plan", "age"]).expect_code(0).stdout.clone();
    assert!(cli.contains(&format!("*{n}. change `18` to `17`")), "{cli}");
    // The hash of the plan that was replaced approves nothing.
    let err = s
        .request(
            "workspace/executeCommand",
            json!({ "command": "bugbash.approve", "arguments": [{ "investigationId": "age", "planHash": old_hash }] }),
        )
        .unwrap_err();
    assert_eq!(err.code, -32803, "{err:?}");
    check_at(s, &ws, at, "age", "PLANNED", &planned, true);
    let out_of_range = s
        .request(
            "workspace/executeCommand",
            json!({ "command": "bugbash.pickCandidate", "arguments": [{ "investigationId": "age", "candidate": 9 }] }),
        )
        .unwrap_err();
    assert_eq!(out_of_range.code, -32602, "{out_of_range:?}");

    // A generic client (a lens or code action without `candidate`): the server asks.
    let id = s.send_request(
        "workspace/executeCommand",
        json!({ "command": "bugbash.pickCandidate", "arguments": [{ "investigationId": "age" }] }),
    );
    let (rid, asked) = s.await_request("window/showMessageRequest", Duration::from_secs(20));
    let titles: Vec<String> = asked["actions"]
        .as_array()
        .unwrap()
        .iter()
        .map(|a| a["title"].as_str().unwrap().to_owned())
        .collect();
    assert!(titles[0].starts_with("1. "), "{titles:?}");
    assert!(
        titles[literal].starts_with(&format!("{n}. ")) && titles[literal].ends_with("(current)"),
        "{titles:?}"
    );
    assert_eq!(titles.last().unwrap(), "Cancel", "{titles:?}");
    s.respond(rid, json!({ "title": titles[0] }));
    let back = s.await_response(&id).unwrap();
    assert_eq!(back["phase"], "PLANNED", "{back:#}");
    let listed = s
        .request("bugbash/candidates", json!({ "investigationId": "age" }))
        .unwrap();
    assert_eq!(listed[0]["current"], true, "{listed:#}");

    // Approved: no choice any more, on any surface; the plan is never replaced.
    let status = s
        .request("bugbash/status", json!({ "investigationId": "age" }))
        .unwrap();
    s.request(
        "workspace/executeCommand",
        json!({ "command": "bugbash.approve", "arguments": [{ "investigationId": "age", "planHash": status["planHash"] }] }),
    )
    .unwrap();
    check_at(
        s,
        &ws,
        at,
        "age",
        "APPROVED",
        &["bugbash.showPlan", "bugbash.fix"],
        true,
    );
}

/// The shipping package of `common::SHIPPING_FILES`, without the mutation search.
const NO_SEARCH: &[(&str, &str)] = &[(".bugbash/config.toml", "mutation_max_mutants = 0\n")];
const PY_SUITE: &str = "python3 -m unittest discover -s tests -t . -v";
const PY_TARGET: &str = "tests.test_rates.RateTest.test_parcel_of_exactly_ten_kg_is_standard";
const PY_TOOL: &str = "tests.test_labels.LabelTest.test_label_has_the_order_id";

/// Issue 14 item 2 in the editors: when the first run fails in several tests, "Choose the target
/// tests" (`bugbash.chooseTargets`) is offered on every surface until the analysis;
/// `bugbash/failingTests` names the targets and the others; choosing runs the pipeline on about
/// the chosen test (as `analyze --failing` does); after the analysis it is refused.
#[test]
fn the_target_tests_are_chosen_among_the_first_runs_failures_until_the_analysis() {
    let ws = Ws::empty();
    common::write_files(ws.path(), common::SHIPPING_FILES);
    common::write_files(ws.path(), NO_SEARCH);
    common::init_and_commit_all(ws.path(), "shipping");
    let mut server = TestServer::builder()
        .cwd(ws.path().canonicalize().unwrap())
        .env("XDG_STATE_HOME", ws.state_home())
        .timeout(Duration::from_secs(60))
        .spawn();
    server.initialize(capabilities::vscode());
    server.open(&uri(&ws, STOCK_LESS), "python", &ws.read(STOCK_LESS));
    let s = &mut server;
    let at = (STOCK_LESS, 9);
    ws.run(&[
        "init",
        "A parcel of exactly 10 kg is charged the heavy rate",
        "--id",
        "ship",
        "--test",
        PY_SUITE,
    ])
    .expect_code(0);
    ws.run(&["analyze", "ship", "--stop-at", "reproduce"])
        .expect_code(0);
    check_at(
        s,
        &ws,
        at,
        "ship",
        "REPRODUCED",
        &["bugbash.analyze", "bugbash.chooseTargets"],
        false,
    );
    let failing = s
        .request("bugbash/failingTests", json!({ "investigationId": "ship" }))
        .unwrap();
    assert_eq!(failing["targets"], json!([PY_TARGET]), "{failing:#}");
    assert_eq!(failing["others"], json!([PY_TOOL]), "{failing:#}");
    assert_eq!(failing["canChoose"], true, "{failing:#}");
    assert!(
        failing["reason"].as_str().is_some_and(|r| !r.is_empty()),
        "{failing:#}"
    );
    let empty = s
        .request(
            "workspace/executeCommand",
            json!({ "command": "bugbash.chooseTargets", "arguments": [{ "investigationId": "ship", "tests": [] }] }),
        )
        .unwrap_err();
    assert_eq!(empty.code, -32602, "{empty:?}");

    // A generic client (a lens or code action without `tests`): the server asks; Cancel
    // changes nothing.
    let req = s.send_request(
        "workspace/executeCommand",
        json!({ "command": "bugbash.chooseTargets", "arguments": [{ "investigationId": "ship" }] }),
    );
    let (rid, asked) = s.await_request("window/showMessageRequest", Duration::from_secs(20));
    let titles: Vec<&str> = asked["actions"]
        .as_array()
        .unwrap()
        .iter()
        .map(|a| a["title"].as_str().unwrap())
        .collect();
    assert_eq!(titles, [PY_TARGET, PY_TOOL, "Cancel"], "{asked:#}");
    s.respond(rid, json!({ "title": "Cancel" }));
    let kept = s.await_response(&req).unwrap();
    assert_eq!(kept["phase"], "REPRODUCED", "{kept:#}");

    // The label test becomes the target; the pipeline runs on about it.
    let req = s.send_request(
        "workspace/executeCommand",
        json!({ "command": "bugbash.chooseTargets", "arguments": [{ "investigationId": "ship", "tests": [PY_TOOL] }] }),
    );
    let ran = s
        .await_response_serving(&req, Duration::from_secs(300), |_, _| Value::Null)
        .unwrap();
    // Without mutants there is no plan: the pipeline stops ANALYZED.
    assert_eq!(ran["phase"], "ANALYZED", "the pipeline ran on: {ran:#}");
    let state = ws.run(&["status", "ship", "--json"]).expect_code(0).json();
    assert_eq!(
        state["reproduction"]["failing_tests"],
        json!([PY_TOOL]),
        "{state:#}"
    );
    assert_eq!(
        state["reproduction"]["other_failing_tests"],
        json!([PY_TARGET]),
        "{state:#}"
    );
    let failing = s
        .request("bugbash/failingTests", json!({ "investigationId": "ship" }))
        .unwrap();
    assert_eq!(failing["targets"], json!([PY_TOOL]), "{failing:#}");
    assert_eq!(failing["canChoose"], false, "analyzed: {failing:#}");
    let err = s
        .request(
            "workspace/executeCommand",
            json!({ "command": "bugbash.chooseTargets", "arguments": [{ "investigationId": "ship", "tests": [PY_TARGET] }] }),
        )
        .unwrap_err();
    assert_eq!(err.code, -32803, "{err:?}");
    assert!(!err.message.contains("bugbash "), "{}", err.message);
}

/// The `nextActions` of a status.
fn actions_of(status: &Value) -> BTreeSet<String> {
    set(status["nextActions"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v.as_str().unwrap().to_owned())
        .collect())
}
