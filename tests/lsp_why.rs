//! Issue 17's `bugbash.showCommit` over stdio: after an analysis (through the CLI) of a scratch
//! repository with a history, the command answers the diff of the commit that introduced the
//! buggy line; the code action on the root-cause line offers it; an unknown id is -32602; an
//! investigation outside a repository gets a clear -32803 saying why.

mod common;
mod support;

use std::time::Duration;

use common::{facts, pricing_with_history, Ws};
use serde_json::{json, Value};
use support::{capabilities, TestServer};
use tower_lsp::lsp_types::Url;

const BUGGY: &str = common::PRICING_BUGGY;
const FILE: &str = "pricing/discounts.py";

/// init + analyze up to ANALYZED through the CLI; returns the id.
fn analyzed(ws: &Ws) -> String {
    let f = facts("python-pricing");
    let id = ws
        .run(&["init", &f.description, "--test", &f.test_command])
        .expect_code(0)
        .created_id();
    let r = ws.run(&["analyze", &id, "--stop-at", "analyze"]);
    r.expect_code(0);
    let j = ws.run(&["status", &id, "--json"]).json();
    assert_eq!(j["phase"], "ANALYZED", "{}", r.stdout);
    id
}

/// A server for VS Code's capabilities, which declare `experimental.commandLinks`.
fn server(ws: &Ws) -> TestServer {
    let root = Url::from_file_path(ws.path().canonicalize().unwrap())
        .unwrap()
        .to_string();
    let mut server = TestServer::builder()
        .cwd(ws.path())
        .env("XDG_STATE_HOME", ws.state_home())
        .timeout(Duration::from_secs(20))
        .spawn();
    let mut caps = capabilities::vscode();
    caps["experimental"] = json!({ "commandLinks": true });
    server.initialize_with(json!({
        "processId": null,
        "rootUri": root,
        "capabilities": caps,
    }));
    server.notify("initialized", json!({}));
    server
}

fn show_commit(server: &mut TestServer, args: Value) -> Result<Value, support::ResponseError> {
    server.request(
        "workspace/executeCommand",
        json!({ "command": "bugbash.showCommit", "arguments": [args] }),
    )
}

#[test]
fn show_commit_answers_the_introducing_commits_diff() {
    let (ws, introducing) = pricing_with_history();
    let id = analyzed(&ws);
    let mut server = server(&ws);

    let r = show_commit(&mut server, json!({ "investigationId": id })).unwrap();
    assert_eq!(r["commit"], introducing.as_str(), "{r:#}");
    assert_eq!(r["author"], "Ann <ann@example.invalid>");
    assert_eq!(r["subject"], "Refactor discount rounding");
    assert_eq!(r["path"], FILE);
    assert!(r["date"].as_str().unwrap().starts_with("20"), "{r:#}");
    let diff = r["diff"].as_str().unwrap();
    assert!(
        diff.starts_with("diff --git a/pricing/discounts.py"),
        "{diff}"
    );
    assert!(diff.contains(&format!("+    {BUGGY}")), "{diff}");
    assert!(
        diff.contains("-    return round(amount * (1 - percent / 100), 2)"),
        "{diff}"
    );
    // Only that file: the unrelated commit's README is not in it.
    assert!(!diff.contains("README"), "{diff}");

    // The same line named explicitly; a line without a recorded history is invalid.
    let again = show_commit(&mut server, json!({ "investigationId": id, "line": 11 })).unwrap();
    assert_eq!(again, r);
    let err = show_commit(&mut server, json!({ "investigationId": id, "line": 999 })).unwrap_err();
    assert_eq!(err.code, -32602, "{err}");
    assert!(err.message.contains("no history of line 999"), "{err}");

    // An unknown investigation.
    let err = show_commit(&mut server, json!({ "investigationId": "nope" })).unwrap_err();
    assert_eq!(err.code, -32602, "{err}");
    assert!(err.message.contains("no investigation 'nope'"), "{err}");

    // The code action on the root-cause line offers it, as a source action.
    let file = ws.path().canonicalize().unwrap().join(FILE);
    let uri = Url::from_file_path(&file).unwrap().to_string();
    server.open(&uri, "python", &std::fs::read_to_string(&file).unwrap());
    let actions = server
        .request(
            "textDocument/codeAction",
            json!({
                "textDocument": { "uri": uri },
                "range": { "start": { "line": 10, "character": 0 }, "end": { "line": 10, "character": 0 } },
                "context": { "diagnostics": [] }
            }),
        )
        .unwrap();
    let offered: Vec<&Value> = actions
        .as_array()
        .unwrap()
        .iter()
        .filter(|a| a["command"]["command"] == "bugbash.showCommit")
        .collect();
    assert_eq!(offered.len(), 1, "{actions:#}");
    assert_eq!(offered[0]["kind"], "source");
    assert!(
        offered[0]["title"]
            .as_str()
            .unwrap()
            .starts_with("bugbash: Show the commit that last changed this line ("),
        "{actions:#}"
    );
    assert_eq!(offered[0]["command"]["arguments"][0]["investigationId"], id);

    // The hover's history ends with a command link to it.
    let hover = server
        .request(
            "textDocument/hover",
            json!({ "textDocument": { "uri": uri }, "position": { "line": 10, "character": 10 } }),
        )
        .unwrap();
    let md = hover["contents"]["value"].as_str().unwrap();
    let link = format!(
        "[Show commit {}](command:bugbash.showCommit?%5B%7B%22investigationId%22%3A%22{id}%22%7D%5D)",
        &introducing[..7]
    );
    assert!(md.contains(&link), "{md}");
}

#[test]
fn outside_a_repository_show_commit_says_why() {
    let ws = Ws::empty();
    common::copy_dir(
        &common::repo_root().join("examples/python-pricing"),
        ws.path(),
    );
    let id = analyzed(&ws);
    let mut server = server(&ws);
    let err = show_commit(&mut server, json!({ "investigationId": id })).unwrap_err();
    assert_eq!(err.code, -32803, "{err}");
    assert!(
        err.message
            .contains("no line history: not a git repository"),
        "{err}"
    );
}

#[test]
fn an_uncommitted_line_has_no_commit_to_show() {
    let ws = Ws::example("python-pricing");
    let file = ws.path().join(FILE);
    let t = std::fs::read_to_string(&file).unwrap();
    std::fs::write(&file, t.replace(BUGGY, &format!("{BUGGY}  # rounded"))).unwrap();
    let id = analyzed(&ws);
    let mut server = server(&ws);
    let err = show_commit(&mut server, json!({ "investigationId": id })).unwrap_err();
    assert_eq!(err.code, -32803, "{err}");
    assert!(
        err.message
            .contains("changed in the working tree, not committed yet"),
        "{err}"
    );
}

#[test]
fn show_commit_answers_only_the_hunk_that_touches_the_line() {
    // A good commit, then one commit that brings the bug on line 11 and rewords the docstring on
    // line 1: two hunks, and only the second is about the root cause.
    let ws = Ws::example("python-pricing");
    let file = ws.path().join(FILE);
    let buggy = std::fs::read_to_string(&file).unwrap();
    std::fs::write(&file, buggy.replace("1 + percent", "1 - percent")).unwrap();
    common::commit_as(ws.path(), "Bob", "Add percentage discounts");
    let reworded = buggy.replace("quantity (bulk) tiers", "quantity tiers");
    assert_ne!(reworded, buggy);
    std::fs::write(&file, &reworded).unwrap();
    common::commit_as(ws.path(), "Ann", "Rework discounts");
    let introducing = common::git_out(ws.path(), &["rev-parse", "HEAD"]);
    let id = analyzed(&ws);
    let mut server = server(&ws);

    let r = show_commit(&mut server, json!({ "investigationId": id })).unwrap();
    assert_eq!(r["commit"], introducing.trim(), "{r:#}");
    assert_eq!(r["onlyHunk"], true, "{r:#}");
    let diff = r["diff"].as_str().unwrap();
    assert!(
        diff.starts_with("diff --git a/pricing/discounts.py"),
        "{diff}"
    );
    assert!(diff.contains(&format!("+    {BUGGY}")), "{diff}");
    assert_eq!(diff.matches("\n@@ ").count(), 1, "{diff}");
    assert!(!diff.contains("quantity tiers"), "the other hunk: {diff}");
}
