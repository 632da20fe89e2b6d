//! Issues 16 and 17 from the editor, over stdio: the debug-fix loop (`bugbash.loop`) with
//! `$/progress`, its result and message, the user's files untouched and a cancellation from the
//! progress; `bugbash.bisect` finding the introducing commit with the working tree, index and
//! HEAD unchanged, and a good ref that is not good refused clearly; `bugbash/list` in triage
//! order (severity, then complexity) with both fields.

mod common;
mod support;

use std::time::Duration;

use common::Ws;
use serde_json::{json, Value};
use support::{capabilities, TestServer};

const TEST_COMMAND: &str = "python3 -m unittest discover -s tests -t . -v";

const CART: &str = r#""""Cart totals: line items are (unit price, quantity) pairs."""


def line_total(price, quantity):
    """Price of one line."""
    return round(price + quantity, 2)


def subtotal(items):
    """Sum of every line of the cart."""
    return round(sum(line_total(p, q) for p, q in items), 2)
"#;

const TEST_CART: &str = r#"import unittest

from shop.cart import line_total, subtotal


class CartTest(unittest.TestCase):
    def test_empty_cart(self):
        self.assertEqual(subtotal([]), 0)

    def test_line_total_multiplies(self):
        self.assertEqual(line_total(2.5, 4), 10.0)


if __name__ == "__main__":
    unittest.main()
"#;

/// A committed one-bug shop (`line_total` adds instead of multiplying), with a config that keeps
/// the mutation search small.
fn shop() -> Ws {
    let ws = Ws::empty();
    let p = ws.path();
    let write = |rel: &str, text: &str| {
        let path = p.join(rel);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, text).unwrap();
    };
    write("shop/__init__.py", "");
    write("shop/cart.py", CART);
    write("tests/__init__.py", "");
    write("tests/test_cart.py", TEST_CART);
    common::git(p, &["init", "-q"]);
    common::git(p, &["add", "-A"]);
    common::commit_as(p, "T", "shop");
    write(
        ".bugbash/config.toml",
        "mutation_max_mutants = 60\nmutation_time_budget_seconds = 120\n",
    );
    ws
}

fn server(ws: &Ws) -> TestServer {
    let mut server = TestServer::builder()
        .cwd(ws.path().canonicalize().unwrap())
        .env("XDG_STATE_HOME", ws.state_home())
        .env("PYTHONDONTWRITEBYTECODE", "1")
        .timeout(Duration::from_secs(20))
        .spawn();
    server.initialize(capabilities::vscode());
    server
}

/// Runs `command` with `args` and the work-done token `token`, answering the server's own
/// requests, and returns the answer.
fn run(
    server: &mut TestServer,
    command: &str,
    args: Value,
    token: &str,
) -> Result<Value, support::ResponseError> {
    let req = server.send_request(
        "workspace/executeCommand",
        json!({ "command": command, "arguments": [args], "workDoneToken": token }),
    );
    server.await_response_serving(&req, Duration::from_secs(600), |_, _| Value::Null)
}

/// The `$/progress` values sent for `token`, in order, up to its `end` (notifications and
/// responses travel separately in tower-lsp: the end may come after the answer).
fn progress_of(server: &mut TestServer, token: &str) -> Vec<Value> {
    let mut out = Vec::new();
    loop {
        let p = server.await_notification("$/progress", Duration::from_secs(30));
        if p["token"] != token {
            continue;
        }
        let end = p["value"]["kind"] == "end";
        out.push(p["value"].clone());
        if end {
            return out;
        }
    }
}

/// Waits for a `window/showMessage` whose text `matches`; returns it.
fn await_message(server: &mut TestServer, matches: impl Fn(&str) -> bool) -> String {
    loop {
        let m = server.await_notification("window/showMessage", Duration::from_secs(30));
        let text = m["message"].as_str().unwrap_or("").to_owned();
        if matches(&text) {
            return text;
        }
    }
}

/// The working tree without `.git/` and the store.
fn tree(ws: &Ws) -> Vec<(String, Vec<u8>)> {
    ws.snapshot()
        .into_iter()
        .filter(|(p, _)| !p.starts_with(".bugbash"))
        .collect()
}

#[test]
fn the_loop_fixes_in_a_sandbox_with_progress_and_leaves_a_plan_to_approve() {
    let ws = shop();
    let before = tree(&ws);
    let mut server = server(&ws);

    let err = run(&mut server, "bugbash.loop", json!({}), "loop-0").unwrap_err();
    assert_eq!(err.code, -32602, "{err}");
    assert!(err.message.contains("testCommand"), "{err}");
    let err = run(
        &mut server,
        "bugbash.loop",
        json!({ "testCommand": TEST_COMMAND, "maxCycles": 0 }),
        "loop-0",
    )
    .unwrap_err();
    assert_eq!(err.code, -32602, "{err}");
    assert!(err.message.contains("--max-cycles"), "{err}");

    let r = run(
        &mut server,
        "bugbash.loop",
        json!({ "testCommand": TEST_COMMAND, "maxCycles": 2 }),
        "loop-1",
    )
    .unwrap();
    assert_eq!(r["outcome"], "passed", "{r:#}");
    assert_eq!(r["summary"], "passed in 1 cycle", "{r:#}");
    assert_eq!(r["filesChanged"], json!(["shop/cart.py"]), "{r:#}");
    let cycles = r["cycles"].as_array().unwrap();
    assert_eq!(cycles.len(), 1, "{r:#}");
    assert_eq!(cycles[0]["filesChanged"], json!(["shop/cart.py"]), "{r:#}");
    assert_eq!(cycles[0]["testsFailed"], 0, "{r:#}");
    let status = &r["status"];
    assert_eq!(status["phase"], "PLANNED", "{r:#}");
    assert!(
        status["nextActions"]
            .as_array()
            .unwrap()
            .contains(&json!("bugbash.approve")),
        "{r:#}"
    );
    let id = status["investigationId"].as_str().unwrap().to_owned();
    assert_eq!(tree(&ws), before, "the loop wrote the user's files");

    let progress = progress_of(&mut server, "loop-1");
    assert_eq!(progress.first().unwrap()["kind"], "begin", "{progress:#?}");
    assert_eq!(progress.first().unwrap()["cancellable"], true);
    assert!(
        progress
            .iter()
            .any(|p| p["kind"] == "report"
                && p["message"].as_str().unwrap_or("").contains("Cycle 1")),
        "{progress:#?}"
    );
    let end = progress.last().unwrap();
    assert_eq!(end["kind"], "end", "{progress:#?}");
    assert_eq!(end["message"], "passed in 1 cycle");
    await_message(&mut server, |m| {
        m.starts_with("bugbash loop: passed in 1 cycle") && m.contains(&id)
    });
    // The investigation is an ordinary one: the store and the list know it.
    let list = server.request("bugbash/list", json!({})).unwrap();
    assert!(
        list.as_array()
            .unwrap()
            .iter()
            .any(|s| s["investigationId"] == id.as_str() && s["phase"] == "PLANNED"),
        "{list:#}"
    );
}

#[test]
fn cancelling_the_loops_progress_stops_it_and_says_so() {
    let ws = Ws::empty();
    common::git(ws.path(), &["init", "-q"]);
    std::fs::create_dir_all(ws.path().join("tests")).unwrap();
    std::fs::write(
        ws.path().join("tests/test_slow_loop.py"),
        "import time, unittest\n\nclass SlowTest(unittest.TestCase):\n    def test_hangs(self):\n        time.sleep(120)\n",
    )
    .unwrap();
    let mut server = server(&ws);
    let req = server.send_request(
        "workspace/executeCommand",
        json!({
            "command": "bugbash.loop",
            "arguments": [{ "testCommand": "python3 -m unittest -v tests.test_slow_loop" }],
            "workDoneToken": "loop-cancel",
        }),
    );
    // The first report comes once the sandbox exists; the tests are running after it.
    loop {
        let p = server.await_notification("$/progress", Duration::from_secs(60));
        if p["token"] == "loop-cancel" && p["value"]["kind"] == "report" {
            break;
        }
    }
    server.notify(
        "window/workDoneProgress/cancel",
        json!({ "token": "loop-cancel" }),
    );
    let r = server
        .await_response_serving(&req, Duration::from_secs(120), |_, _| Value::Null)
        .unwrap();
    assert_eq!(r["outcome"], "cancelled", "{r:#}");
    assert_eq!(r["status"]["phase"], "CREATED", "{r:#}");
    let id = r["status"]["investigationId"].as_str().unwrap().to_owned();
    await_message(&mut server, |m| m.contains("cancelled") && m.contains(&id));
}

/// init + analyze (through the CLI) of python-pricing with a history; returns the id.
fn analyzed_pricing(ws: &Ws) -> String {
    let f = common::facts("python-pricing");
    let id = ws
        .run(&["init", &f.description, "--test", &f.test_command])
        .expect_code(0)
        .created_id();
    ws.run(&["analyze", &id, "--stop-at", "analyze"])
        .expect_code(0);
    id
}

#[test]
fn bisect_finds_the_introducing_commit_and_leaves_the_tree_index_and_head_alone() {
    let (ws, introducing) = common::pricing_with_history();
    let id = analyzed_pricing(&ws);
    let head = common::git_out(ws.path(), &["rev-parse", "HEAD"]);
    let status = common::git_out(ws.path(), &["status", "--porcelain"]);
    let mut server = server(&ws);

    let r = run(
        &mut server,
        "bugbash.bisect",
        json!({ "investigationId": id }),
        "bisect-1",
    )
    .unwrap();
    assert_eq!(r["firstBad"], introducing.as_str(), "{r:#}");
    assert_eq!(r["subject"], "Refactor discount rounding", "{r:#}");
    assert_eq!(r["touchesRootCause"], true, "{r:#}");
    assert!(
        r["sentence"]
            .as_str()
            .unwrap()
            .contains("it last changed the root-cause line"),
        "{r:#}"
    );
    assert_eq!(common::git_out(ws.path(), &["rev-parse", "HEAD"]), head);
    assert_eq!(
        common::git_out(ws.path(), &["status", "--porcelain"]),
        status
    );
    let progress = progress_of(&mut server, "bisect-1");
    assert_eq!(progress.first().unwrap()["kind"], "begin", "{progress:#?}");
    assert_eq!(
        progress.first().unwrap()["cancellable"],
        false,
        "nothing would stop git bisect: the budget bounds it"
    );
    assert_eq!(progress.last().unwrap()["kind"], "end", "{progress:#?}");
    await_message(&mut server, |m| {
        m.contains("bisect: first bad commit") && m.contains(&introducing[..7])
    });
    // Recorded with the investigation (what `status --json` shows).
    let state = ws.run(&["status", &id, "--json"]).json();
    assert!(state.to_string().contains(&introducing), "{state:#}");

    // HEAD as the good ref: the tests fail there too, a clear refusal.
    let err = run(
        &mut server,
        "bugbash.bisect",
        json!({ "investigationId": id, "good": "HEAD" }),
        "bisect-2",
    )
    .unwrap_err();
    assert_eq!(err.code, -32803, "{err}");
    assert!(err.message.to_lowercase().contains("good"), "{err}");
    let err = run(
        &mut server,
        "bugbash.bisect",
        json!({ "investigationId": "nope" }),
        "bisect-3",
    )
    .unwrap_err();
    assert_eq!(err.code, -32602, "{err}");
}

#[test]
fn the_list_comes_in_triage_order_with_severity_and_complexity() {
    let ws = Ws::example("python-inventory");
    std::fs::create_dir_all(ws.path().join(".bugbash")).unwrap();
    std::fs::write(
        ws.path().join(".bugbash/config.toml"),
        "mutation_max_mutants = 0\n",
    )
    .unwrap();
    let f = common::facts("python-inventory");
    for (id, severity) in [
        ("a-none", None),
        ("b-p2", Some("P2")),
        ("c-p1", Some("P1")),
        ("d-p1-analyzed", Some("P1")),
        ("e-p0", Some("P0")),
    ] {
        let mut args = vec![
            "init",
            f.description.as_str(),
            "--id",
            id,
            "--test",
            f.test_command.as_str(),
        ];
        if let Some(s) = severity {
            args.extend(["--severity", s]);
        }
        ws.run(&args).expect_code(0);
    }
    ws.run(&["analyze", "d-p1-analyzed", "--stop-at", "analyze"])
        .expect_code(0);
    let mut server = server(&ws);
    let list = server.request("bugbash/list", json!({})).unwrap();
    let ids: Vec<&str> = list
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["investigationId"].as_str().unwrap())
        .collect();
    assert_eq!(
        ids,
        ["e-p0", "d-p1-analyzed", "c-p1", "b-p2", "a-none"],
        "{list:#}"
    );
    let analyzed = &list[1];
    assert_eq!(analyzed["severity"], "P1");
    assert!(
        ["trivial", "moderate", "complex"].contains(&analyzed["complexity"].as_str().unwrap_or("")),
        "{analyzed:#}"
    );
    assert!(list[2].get("complexity").is_none(), "{list:#}");
    assert!(list[4].get("severity").is_none(), "{list:#}");
}
