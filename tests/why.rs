//! Issue 17 end to end, through the real binary on the bundled examples: the history of the
//! root-cause line (`git blame` names the commit that put the bug there, in a scratch repository
//! with a good commit, the introducing commit and two unrelated ones; the user's tree, index and
//! HEAD unchanged) and the failing run's values (the real values, in `status --json`, in
//! `root-cause-analysis.md`, in the hover and as inlay hints over stdio, which a setting turns off).

mod common;
mod support;

use std::time::Duration;

use common::{commit_as, facts, git, git_out, pricing_with_history, Ws};
use serde_json::{json, Value};
use support::{capabilities, TestServer};
use tower_lsp::lsp_types::Url;

const BUGGY: &str = common::PRICING_BUGGY;

/// init + analyze up to ANALYZED; returns the id and `status --json`.
fn analyzed(ws: &Ws) -> (String, Value) {
    let f = facts("python-pricing");
    let id = ws
        .run(&["init", &f.description, "--test", &f.test_command])
        .expect_code(0)
        .created_id();
    let r = ws.run(&["analyze", &id, "--stop-at", "analyze"]);
    r.expect_code(0);
    let j = ws.run(&["status", &id, "--json"]).json();
    assert_eq!(j["phase"], "ANALYZED", "{}", r.stdout);
    assert_eq!(j["root_cause"]["line"], f.buggy_line, "{}", r.stdout);
    (id, j)
}

fn values_of(why: &Value, line: u64) -> &Value {
    why["values"]
        .as_array()
        .expect("values")
        .iter()
        .find(|v| v["line"] == line)
        .unwrap_or_else(|| panic!("no values for line {line}: {why:#}"))
}

fn named(list: &Value) -> Vec<(String, String)> {
    list.as_array()
        .unwrap()
        .iter()
        .map(|v| {
            (
                v["name"].as_str().unwrap().to_string(),
                v["value"].as_str().unwrap().to_string(),
            )
        })
        .collect()
}

#[test]
fn blame_names_the_introducing_commit_and_values_are_the_failing_runs() {
    let (ws, introducing) = pricing_with_history();
    let head = git_out(ws.path(), &["rev-parse", "HEAD"]);
    let status_before = git_out(ws.path(), &["status", "--porcelain"]);
    let (id, j) = analyzed(&ws);
    let why = &j["why"];

    // History: line 11 was last changed by the commit that introduced the bug.
    let h = &why["history"][0];
    assert_eq!(h["file"], "pricing/discounts.py", "{why:#}");
    assert_eq!(h["line"], 11);
    assert_eq!(h["commit"], introducing.as_str(), "{why:#}");
    assert_eq!(h["author"], "Ann");
    assert_eq!(h["summary"], "Refactor discount rounding");
    assert_eq!(h["boundary"], false);
    // The ranked alternatives have a history too (line 9 is Bob's first commit).
    assert!(why["history"].as_array().unwrap().len() >= 2, "{why:#}");
    assert!(why["history"]
        .as_array()
        .unwrap()
        .iter()
        .skip(1)
        .all(|h| h["commit"].is_string()));

    // Values: the real ones of the failing test (80.00 with a 25% discount gave 100.0).
    let v = values_of(why, 11);
    let e = &v["executions"][0];
    assert_eq!(e["failing"], true, "{v:#}");
    assert_eq!(
        e["test"],
        "tests.test_discounts.DiscountTest.test_apply_discount_reduces_amount"
    );
    assert_eq!(
        named(&e["before"]),
        vec![
            ("amount".to_string(), "80.0".to_string()),
            ("percent".to_string(), "25".to_string())
        ]
    );
    assert_eq!(
        named(&e["after"]),
        vec![("return".to_string(), "100.0".to_string())]
    );
    assert!(why.get("values_unavailable").is_none(), "{why:#}");

    // The Markdown artifact and the explanation use them.
    let rca = ws.read(&format!(".bugbash/bugs/{id}/root-cause-analysis.md"));
    assert!(rca.contains("## Why: history and values"), "{rca}");
    assert!(
        rca.contains(&format!(
            "in {} by Ann: 'Refactor discount rounding'",
            &introducing[..7]
        )),
        "{rca}"
    );
    assert!(
        rca.contains(
            "In the failing run `amount` is 80.0 and `percent` is 25, so the line returns 100.0."
        ),
        "{rca}"
    );
    // The analysis' budget counts both steps.
    let state: Value =
        serde_json::from_str(&ws.read(&format!(".bugbash/bugs/{id}/state.json"))).unwrap();
    let steps: Vec<&str> = state["root_cause"]["steps"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["step"].as_str().unwrap())
        .collect();
    assert!(steps.contains(&"history (git blame)"), "{steps:?}");
    assert!(steps.contains(&"values (probe run)"), "{steps:?}");

    // Nothing of the user's repository changed.
    assert_eq!(git_out(ws.path(), &["rev-parse", "HEAD"]), head);
    assert_eq!(
        git_out(ws.path(), &["status", "--porcelain"]),
        status_before
    );
}

#[test]
fn outside_a_repository_history_says_so_and_values_still_come() {
    let ws = Ws::empty();
    common::copy_dir(
        &common::repo_root().join("examples/python-pricing"),
        ws.path(),
    );
    let (_, j) = analyzed(&ws);
    let why = &j["why"];
    assert_eq!(
        why["history_unavailable"], "not a git repository",
        "{why:#}"
    );
    assert!(why.get("history").is_none(), "{why:#}");
    let e = &values_of(why, 11)["executions"][0];
    assert_eq!(named(&e["after"])[0].1, "100.0");
}

#[test]
fn an_uncommitted_line_is_said_to_be_uncommitted() {
    let ws = Ws::example("python-pricing");
    // The buggy line, edited (same behaviour) and not committed.
    let file = ws.path().join("pricing/discounts.py");
    let t = std::fs::read_to_string(&file).unwrap();
    std::fs::write(&file, t.replace(BUGGY, &format!("{BUGGY}  # rounded"))).unwrap();
    let (_, j) = analyzed(&ws);
    let h = &j["why"]["history"][0];
    assert!(h.get("commit").is_none(), "{h:#}");
    assert_eq!(h["note"], "changed in the working tree, not committed yet");
}

#[test]
fn inlay_hints_and_hover_show_the_values_over_stdio() {
    let (ws, introducing) = pricing_with_history();
    let (_, _) = analyzed(&ws);
    let root = Url::from_file_path(ws.path().canonicalize().unwrap())
        .unwrap()
        .to_string();
    let file = ws
        .path()
        .canonicalize()
        .unwrap()
        .join("pricing/discounts.py");
    let uri = Url::from_file_path(&file).unwrap().to_string();
    let mut server = TestServer::builder()
        .cwd(ws.path())
        .env("XDG_STATE_HOME", ws.state_home())
        .timeout(Duration::from_secs(20))
        .spawn();
    let init = server.initialize_with(json!({
        "processId": null,
        "rootUri": root,
        "capabilities": capabilities::neovim_011(),
    }));
    assert_eq!(init["capabilities"]["inlayHintProvider"], true);
    server.notify("initialized", json!({}));
    let text = std::fs::read_to_string(&file).unwrap();
    server.open(&uri, "python", &text);
    let range =
        json!({ "start": { "line": 0, "character": 0 }, "end": { "line": 30, "character": 0 } });
    let hints = server
        .request(
            "textDocument/inlayHint",
            json!({ "textDocument": { "uri": uri }, "range": range }),
        )
        .unwrap();
    let got: Vec<(u64, u64, String)> = hints
        .as_array()
        .unwrap()
        .iter()
        .map(|h| {
            (
                h["position"]["line"].as_u64().unwrap(),
                h["position"]["character"].as_u64().unwrap(),
                h["label"].as_str().unwrap().to_string(),
            )
        })
        .collect();
    let line = text.lines().nth(10).unwrap();
    let after = |name: &str| (line.find(name).unwrap() + name.len()) as u64;
    assert_eq!(
        got,
        vec![
            (10, after("amount"), "= 80.0".to_string()),
            (10, after("percent"), "= 25".to_string()),
            (10, line.len() as u64, "→ 100.0".to_string()),
        ],
        "{hints:#}"
    );

    // The hover on the line: the history and the values.
    let hover = server
        .request(
            "textDocument/hover",
            json!({ "textDocument": { "uri": uri }, "position": { "line": 10, "character": 10 } }),
        )
        .unwrap();
    let md = hover["contents"]["value"].as_str().unwrap();
    assert!(
        md.contains(&format!(
            "in {} by Ann: 'Refactor discount rounding'",
            &introducing[..7]
        )),
        "{md}"
    );
    assert!(
        md.contains("Values in the failing test `tests.test_discounts.DiscountTest.test_apply_discount_reduces_amount`: `amount = 80.0`, `percent = 25`; returned `100.0`"),
        "{md}"
    );

    // The setting turns the hints off.
    server.notify(
        "workspace/didChangeConfiguration",
        json!({ "settings": { "bugbash": { "inlayHints": false } } }),
    );
    let hints = server
        .request(
            "textDocument/inlayHint",
            json!({ "textDocument": { "uri": uri }, "range": range }),
        )
        .unwrap();
    assert_eq!(hints, json!([]), "{}", server.stderr());
}

#[test]
fn javascript_values_come_from_an_instrumented_copy() {
    let ws = Ws::example("js-cart");
    let f = facts("js-cart");
    let before = ws.snapshot();
    let id = ws
        .run(&["init", &f.description, "--test", &f.test_command])
        .expect_code(0)
        .created_id();
    let r = ws.run(&["analyze", &id, "--stop-at", "analyze"]);
    r.expect_code(0);
    let j = ws.run(&["status", &id, "--json"]).json();
    assert_eq!(j["root_cause"]["line"], f.buggy_line, "{}", r.stdout);
    let why = &j["why"];
    let e = &values_of(why, u64::from(f.buggy_line))["executions"][0];
    assert_eq!(e["failing"], true, "{why:#}");
    assert_eq!(e["test"], f.failing_test.as_str());
    assert_eq!(
        named(&e["before"]),
        vec![
            ("amount".to_string(), "3000".to_string()),
            (
                "coupon".to_string(),
                r#"{"type":"fixed","value":500}"#.to_string()
            )
        ]
    );
    assert_eq!(
        named(&e["after"]),
        vec![("return".to_string(), "0".to_string())]
    );
    // The `if` above it decided `true`.
    let cond = &values_of(why, u64::from(f.buggy_line) - 1)["executions"][0];
    assert_eq!(
        named(&cond["after"]),
        vec![("condition".to_string(), "true".to_string())]
    );
    // A passing test's values, from the run of the whole suite (node names no test: unnamed):
    // the percent coupon's branch, which the failing test does not take.
    let percent = values_of(why, u64::from(f.buggy_line) - 4)["executions"]
        .as_array()
        .unwrap()
        .iter()
        .find(|e| e["failing"] == false)
        .cloned()
        .unwrap_or_else(|| panic!("no passing execution: {why:#}"));
    assert!(percent["test"].is_null(), "{percent:#}");
    assert_eq!(
        named(&percent["before"]),
        vec![(
            "coupon".to_string(),
            r#"{"type":"percent","value":15}"#.to_string()
        )]
    );
    // The user's files are untouched (the instrumented copy was elsewhere).
    let after: Vec<_> = ws
        .snapshot()
        .into_iter()
        .filter(|(p, _)| !p.starts_with(".bugbash"))
        .collect();
    assert_eq!(after, before);
}

#[test]
fn rust_values_come_from_an_instrumented_copy() {
    let ws = Ws::example("rust-stats");
    let f = facts("rust-stats");
    let id = ws
        .run(&["init", &f.description, "--test", &f.test_command])
        .expect_code(0)
        .created_id();
    let r = ws.run(&["analyze", &id, "--stop-at", "analyze"]);
    r.expect_code(0);
    let j = ws.run(&["status", &id, "--json"]).json();
    assert_eq!(j["root_cause"]["line"], f.buggy_line, "{}", r.stdout);
    let why = &j["why"];
    let e = &values_of(why, u64::from(f.buggy_line))["executions"][0];
    assert_eq!(e["failing"], true, "{why:#}");
    assert_eq!(e["test"], f.failing_test.as_str());
    // `median(&[4.0, 1.0, 3.0, 2.0])`: sorted, and the index of the upper middle value.
    assert_eq!(
        named(&e["before"]),
        vec![
            ("sorted".to_string(), "[1.0, 2.0, 3.0, 4.0]".to_string()),
            ("mid".to_string(), "2".to_string())
        ]
    );
}

#[test]
fn bisect_finds_the_introducing_commit_in_a_sandbox() {
    let (ws, introducing) = pricing_with_history();
    let (id, _) = analyzed(&ws);
    let head = git_out(ws.path(), &["rev-parse", "HEAD"]);
    let status_before = git_out(ws.path(), &["status", "--porcelain"]);
    let index_before = git_out(ws.path(), &["ls-files", "-s"]);
    let refs_before = git_out(ws.path(), &["for-each-ref"]);
    // Bob's good commit: bisect has three commits to search (the bug, two unrelated ones).
    let good = format!("{introducing}~1");
    let r = ws.run(&["bisect", &id, "--good", &good]);
    r.expect_code(0);
    assert!(
        r.stdout.contains(&format!(
            "first bad commit {} by Ann: 'Refactor discount rounding' (it last changed the root-cause line)",
            &introducing[..7]
        )),
        "{}",
        r.stdout
    );
    let j = ws.run(&["status", &id, "--json"]).json();
    assert_eq!(j["why"]["bisect"]["first_bad"], introducing.as_str());
    assert_eq!(j["why"]["bisect"]["touches_root_cause"], true);
    let rca = ws.read(&format!(".bugbash/bugs/{id}/root-cause-analysis.md"));
    assert!(
        rca.contains(&format!("Bisect: first bad commit {}", &introducing[..7])),
        "{rca}"
    );
    // Without --good: before the commit that last changed the root-cause line.
    let r = ws.run(&["bisect", &id]);
    r.expect_code(0);
    assert!(r.stdout.contains(&introducing[..7]), "{}", r.stdout);
    // A good ref that is not good is a clear error (the example's first commit has the bug).
    let first = git_out(ws.path(), &["rev-list", "--max-parents=0", "HEAD"]);
    let r = ws.run(&["bisect", &id, "--good", first.trim()]);
    assert_ne!(r.code, 0);
    assert!(
        r.stderr.contains("is not good") || r.stdout.contains("is not good"),
        "{}\n{}",
        r.stdout,
        r.stderr
    );
    // The user's working tree, index, HEAD and refs are as they were.
    assert_eq!(git_out(ws.path(), &["rev-parse", "HEAD"]), head);
    assert_eq!(
        git_out(ws.path(), &["status", "--porcelain"]),
        status_before
    );
    assert_eq!(git_out(ws.path(), &["ls-files", "-s"]), index_before);
    assert_eq!(git_out(ws.path(), &["for-each-ref"]), refs_before);
}

#[test]
fn an_untracked_file_is_said_to_be_untracked() {
    let ws = Ws::example("python-pricing");
    git(ws.path(), &["rm", "-q", "--cached", "pricing/discounts.py"]);
    commit_as(ws.path(), "Ann", "Stop tracking discounts");
    let (_, j) = analyzed(&ws);
    let h = &j["why"]["history"][0];
    assert!(h.get("commit").is_none(), "{h:#}");
    assert_eq!(h["note"], "the file is not tracked by git");
    // The values do not depend on git.
    let e = &values_of(&j["why"], 11)["executions"][0];
    assert_eq!(named(&e["after"])[0].1, "100.0");
}
