//! The language server on a bundled example, end to end over stdio with the real binary: open
//! the test -> investigate (with progress) -> a diagnostic at the buggy line -> no apply before
//! approval -> approve -> the apply action's edit, applied by this client -> verify -> FIXED ->
//! the diagnostic is gone. Plus pins that follow edits, grounding against the buffer, CLI changes
//! seen through the store watcher, `bugbash.fix` refused or declined, and cancellation.

mod common;
mod support;

use std::path::Path;
use std::time::{Duration, Instant};

use serde_json::{json, Value};
use support::{capabilities, TestServer};
use tower_lsp::lsp_types::Url;

use common::Ws;

const LONG: Duration = Duration::from_secs(240);
const STOCK: &str = "inventory/stock.py";
const TEST: &str = "tests/test_stock.py";
/// The documented bug: `self._items.pop(new_sku)` on line 44 (0-based 43).
const BUG_LINE: u64 = 43;

fn uri(ws: &Ws, rel: &str) -> String {
    Url::from_file_path(ws.path().canonicalize().unwrap().join(rel))
        .unwrap()
        .to_string()
}

fn server(ws: &Ws, caps: Value) -> TestServer {
    let mut server = TestServer::builder()
        .cwd(ws.path().canonicalize().unwrap())
        .env("XDG_STATE_HOME", ws.state_home())
        .env("BUGBASH_LOG", "debug")
        .timeout(Duration::from_secs(20))
        .spawn();
    server.initialize(caps);
    server
}

/// Answers what an editor answers, applying workspace edits to disk as an editor that saves.
fn answer(ws_root: &Path, method: &str, params: &Value, applied: &mut Vec<Value>) -> Value {
    match method {
        "workspace/applyEdit" => {
            apply_edit_to_disk(ws_root, &params["edit"]);
            applied.push(params.clone());
            json!({ "applied": true })
        }
        "window/showDocument" => json!({ "success": true }),
        // The server's own review before an approval without planHash: the person approves.
        "window/showMessageRequest" => json!({ "title": "Approve" }),
        _ => Value::Null,
    }
}

/// `codeAction/resolve` of `action`: the same action with its edit.
fn resolve(server: &mut TestServer, action: &Value) -> Value {
    server
        .request("codeAction/resolve", action.clone())
        .unwrap_or_else(|e| panic!("resolve failed: {e}"))
}

fn execute(
    server: &mut TestServer,
    ws: &Ws,
    command: &str,
    args: Value,
) -> Result<Value, support::ResponseError> {
    let id = server.send_request(
        "workspace/executeCommand",
        json!({ "command": command, "arguments": [args] }),
    );
    let root = ws.path().canonicalize().unwrap();
    let mut applied = Vec::new();
    server.await_response_serving(&id, LONG, |m, p| answer(&root, m, p, &mut applied))
}

/// Applies a WorkspaceEdit (documentChanges or changes) to files on disk: UTF-16 positions on
/// ASCII text, which is what these examples are.
fn apply_edit_to_disk(root: &Path, edit: &Value) {
    let mut ops: Vec<Value> = Vec::new();
    if let Some(dc) = edit["documentChanges"].as_array() {
        ops.extend(dc.iter().cloned());
    }
    if let Some(changes) = edit["changes"].as_object() {
        for (uri, edits) in changes {
            ops.push(json!({ "textDocument": { "uri": uri, "version": null }, "edits": edits }));
        }
    }
    for op in ops {
        let path = |u: &Value| {
            Url::parse(u.as_str().unwrap())
                .unwrap()
                .to_file_path()
                .unwrap()
        };
        match op["kind"].as_str() {
            Some("create") => {
                let p = path(&op["uri"]);
                assert!(
                    p.starts_with(root),
                    "the edit creates {p:?} outside the workspace"
                );
                std::fs::create_dir_all(p.parent().unwrap()).unwrap();
                std::fs::write(&p, "").unwrap();
            }
            Some(other) => panic!("unexpected resource operation {other}"),
            None => {
                let p = path(&op["textDocument"]["uri"]);
                assert!(
                    p.starts_with(root),
                    "the edit touches {p:?} outside the workspace"
                );
                let text = std::fs::read_to_string(&p).unwrap();
                let new = apply_text_edits(&text, op["edits"].as_array().unwrap());
                std::fs::write(&p, new).unwrap();
            }
        }
    }
}

fn offset(text: &str, pos: &Value) -> usize {
    let (line, ch) = (
        pos["line"].as_u64().unwrap() as usize,
        pos["character"].as_u64().unwrap() as usize,
    );
    let start: usize = text.split_inclusive('\n').take(line).map(str::len).sum();
    start + ch
}

fn apply_text_edits(text: &str, edits: &[Value]) -> String {
    let mut edits: Vec<(usize, usize, String)> = edits
        .iter()
        .map(|e| {
            (
                offset(text, &e["range"]["start"]),
                offset(text, &e["range"]["end"]),
                e["newText"].as_str().unwrap().to_owned(),
            )
        })
        .collect();
    edits.sort_by_key(|e| std::cmp::Reverse(e.0));
    let mut out = text.to_owned();
    for (s, e, t) in edits {
        out.replace_range(s..e, &t);
    }
    out
}

/// Waits until a publishDiagnostics for `uri` satisfies `ok`; returns its diagnostics.
fn await_diagnostics(
    server: &mut TestServer,
    uri: &str,
    mut ok: impl FnMut(&[Value]) -> bool,
) -> Vec<Value> {
    let deadline = Instant::now() + Duration::from_secs(20);
    let mut last = Vec::new();
    while Instant::now() < deadline {
        for p in server.take_notifications("textDocument/publishDiagnostics") {
            if p["uri"] == uri {
                last = p["diagnostics"].as_array().cloned().unwrap_or_default();
                if ok(&last) {
                    return last;
                }
            }
        }
        std::thread::sleep(Duration::from_millis(30));
    }
    panic!(
        "no matching diagnostics for {uri} within 20 s; last: {last:#?}\n{}",
        server.stderr()
    );
}

fn code_actions(server: &mut TestServer, uri: &str, line: u64) -> Vec<Value> {
    server
        .request(
            "textDocument/codeAction",
            json!({
                "textDocument": { "uri": uri },
                "range": { "start": { "line": line, "character": 0 }, "end": { "line": line, "character": 0 } },
                "context": { "diagnostics": [] }
            }),
        )
        .unwrap()
        .as_array()
        .cloned()
        .unwrap_or_default()
}

fn titled<'a>(actions: &'a [Value], prefix: &str) -> Option<&'a Value> {
    actions
        .iter()
        .find(|a| a["title"].as_str().unwrap_or("").starts_with(prefix))
}

/// `bugbash.fix` is refused (RequestFailed) with a message containing one of `needles`.
fn assert_fix_refused(server: &mut TestServer, ws: &Ws, id: &str, needles: &[&str]) {
    let err = execute(server, ws, "bugbash.fix", json!({ "investigationId": id })).unwrap_err();
    assert_eq!(err.code, -32803, "{err}");
    assert!(needles.iter().any(|n| err.message.contains(n)), "{err}");
}

fn line_of(text: &str, needle: &str) -> u64 {
    text.lines().position(|l| l.contains(needle)).unwrap() as u64
}

/// Creates the investigation from the CLI, analyzes it and imports the example's fix.patch as
/// its plan.
fn analyzed_with_plan(ws: &Ws) -> String {
    let facts = common::facts("python-inventory");
    let run = ws.run(&["init", &facts.description, "--test", &facts.test_command]);
    let id = run.created_id();
    // Stop before the offline planner: these tests use fix.patch, which also creates a test file.
    ws.run(&["analyze", &id, "--stop-at", "analyze"])
        .expect_code(0);
    ensure_plan(ws, &id);
    id
}

fn ensure_plan(ws: &Ws, id: &str) {
    let status = ws.run(&["status", id, "--json"]).json();
    if status["phase"] == "analyzed" || status["phase"] == "ANALYZED" {
        let patch = common::repo_root().join("examples/python-inventory/fix.patch");
        ws.run(&["plan", id, "--patch", patch.to_str().unwrap()])
            .expect_code(0);
    }
}

#[test]
fn investigate_approve_apply_verify_on_the_python_example() {
    let ws = Ws::example("python-inventory");
    let mut server = server(&ws, capabilities::vscode());
    let test_uri = uri(&ws, TEST);
    let stock_uri = uri(&ws, STOCK);
    let test_text = ws.read(TEST);
    server.open(&test_uri, "python", &test_text);

    // Investigate from the code action on the failing test.
    let line = line_of(&test_text, "def test_rename_sku_moves_item") + 2;
    let actions = code_actions(&mut server, &test_uri, line);
    let investigate = titled(
        &actions,
        "bugbash: Investigate failing test test_rename_sku_moves_item",
    )
    .unwrap_or_else(|| panic!("no investigate action: {actions:#?}"))
    .clone();
    let status = execute(
        &mut server,
        &ws,
        "bugbash.investigate",
        investigate["command"]["arguments"][0].clone(),
    )
    .expect("investigate succeeds");
    let id = status["investigationId"].as_str().unwrap().to_owned();
    assert!(
        ["ANALYZED", "PLANNED"].contains(&status["phase"].as_str().unwrap()),
        "{status:#}"
    );
    assert_eq!(status["rootCause"]["uri"], stock_uri.as_str());
    assert_eq!(status["rootCause"]["range"]["start"]["line"], BUG_LINE);

    // Progress: begin, at least one report, end; all on one token.
    let progress = server.take_notifications("$/progress");
    let kinds: Vec<&str> = progress
        .iter()
        .filter_map(|p| p["value"]["kind"].as_str())
        .collect();
    assert_eq!(kinds.first(), Some(&"begin"), "{progress:#?}");
    assert_eq!(kinds.last(), Some(&"end"), "{progress:#?}");
    assert!(
        kinds.iter().filter(|k| **k == "report").count() >= 2,
        "{progress:#?}"
    );
    assert!(progress
        .iter()
        .any(|p| p["value"]["message"].as_str().unwrap_or("").contains("[1/")));

    // The diagnostic at the buggy line, in a file that is not open, with related information.
    let diags = await_diagnostics(&mut server, &stock_uri, |d| !d.is_empty());
    let d = &diags[0];
    assert_eq!(d["range"]["start"]["line"], BUG_LINE);
    assert_eq!(
        d["range"]["start"]["character"], 8,
        "the statement's non-blank span"
    );
    assert_eq!(
        (d["source"].as_str(), d["code"].as_str()),
        (Some("bugbash"), Some(id.as_str()))
    );
    assert_eq!(d["data"]["investigationId"], id.as_str());
    let related = d["relatedInformation"].as_array().unwrap();
    assert!(
        related
            .iter()
            .any(|r| r["location"]["uri"] == test_uri.as_str()
                && r["message"].as_str().unwrap().starts_with("failing test")),
        "{related:#?}"
    );

    // A plan (the example's fix.patch when no offline planner made one), seen through the
    // store watcher.
    ensure_plan(&ws, &id);
    let diags = await_diagnostics(&mut server, &stock_uri, |d| {
        d.first().is_some_and(|d| d["data"]["phase"] == "PLANNED")
    });
    let plan_hash = diags[0]["data"]["planHash"].as_str().unwrap().to_owned();

    // Before approval: no apply action, and bugbash.fix is refused.
    let stock_text = ws.read(STOCK);
    server.open(&stock_uri, "python", &stock_text);
    let actions = code_actions(&mut server, &stock_uri, BUG_LINE);
    assert!(
        titled(&actions, "bugbash: Approve fix plan").is_some(),
        "{actions:#?}"
    );
    assert!(
        titled(&actions, "bugbash: Apply approved fix").is_none(),
        "{actions:#?}"
    );
    assert_fix_refused(&mut server, &ws, &id, &["APPROVED"]);
    assert_eq!(
        ws.read(STOCK),
        stock_text,
        "nothing written before approval"
    );

    // The preview is read-only and shows the change.
    let preview = server
        .request("bugbash/planPreview", json!({ "investigationId": id }))
        .unwrap();
    assert_eq!(preview["planHash"], plan_hash.as_str());
    let file = preview["files"]
        .as_array()
        .unwrap()
        .iter()
        .find(|f| f["path"] == STOCK)
        .unwrap();
    assert!(
        file["diff"]
            .as_str()
            .unwrap()
            .contains("+        item = self._items.pop(old_sku)"),
        "{file:#}"
    );

    // bugbash.showPlan opens the rendered diff with window/showDocument (for clients without an
    // extension) and answers the same preview.
    let req = server.send_request(
        "workspace/executeCommand",
        json!({ "command": "bugbash.showPlan", "arguments": [{ "investigationId": id }] }),
    );
    let mut shown_uri = None;
    let shown = server
        .await_response_serving(&req, LONG, |m, p| {
            if m == "window/showDocument" {
                shown_uri = p["uri"].as_str().map(str::to_owned);
                return json!({ "success": true });
            }
            Value::Null
        })
        .unwrap();
    assert_eq!(shown["planHash"], plan_hash.as_str());
    let shown_path = Url::parse(&shown_uri.expect("window/showDocument was sent"))
        .unwrap()
        .to_file_path()
        .unwrap();
    assert!(
        shown_path.ends_with(format!(".bugbash/bugs/{id}/plan.diff")),
        "{shown_path:?}"
    );
    assert!(std::fs::read_to_string(&shown_path)
        .unwrap()
        .contains("-        item = self._items.pop(new_sku)"));
    assert_eq!(
        ws.read(STOCK),
        stock_text,
        "showing the plan writes nothing in the workspace"
    );

    // Reject needs a reason; approve needs the hash that was shown.
    let err = execute(
        &mut server,
        &ws,
        "bugbash.reject",
        json!({ "investigationId": id }),
    )
    .unwrap_err();
    assert_eq!(err.code, -32602, "{err}");
    let err = execute(
        &mut server,
        &ws,
        "bugbash.approve",
        json!({ "investigationId": id, "planHash": "0".repeat(64) }),
    )
    .unwrap_err();
    assert_eq!(err.code, -32803, "{err}");
    let approve = titled(&actions, "bugbash: Approve fix plan").unwrap();
    let status = execute(
        &mut server,
        &ws,
        "bugbash.approve",
        approve["command"]["arguments"][0].clone(),
    )
    .unwrap();
    assert_eq!(
        (status["phase"].as_str(), status["approved"].as_bool()),
        (Some("APPROVED"), Some(true))
    );

    // Two apply actions, their edits computed on codeAction/resolve: "Apply approved fix" (one
    // act: no annotation to confirm) and "Preview approved fix…" (an annotation that needs
    // confirmation, so VS Code shows its refactor preview); both verify afterwards.
    let actions = code_actions(&mut server, &stock_uri, BUG_LINE);
    let apply = titled(&actions, "bugbash: Apply approved fix")
        .unwrap_or_else(|| panic!("no apply action after approval: {actions:#?}"))
        .clone();
    assert!(
        apply["edit"].is_null(),
        "the light bulb computes no edit: {apply:#}"
    );
    assert_eq!(apply["data"]["version"], 1, "{apply:#}");
    let preview = resolve(
        &mut server,
        titled(&actions, "bugbash: Preview approved fix…")
            .unwrap_or_else(|| panic!("{actions:#?}")),
    );
    assert_eq!(
        preview["edit"]["changeAnnotations"]["bugbash-fix"]["needsConfirmation"], true,
        "{preview:#}"
    );
    let apply = resolve(&mut server, &apply);
    let edit = &apply["edit"];
    let ops = edit["documentChanges"]
        .as_array()
        .expect("documentChanges for VS Code");
    let stock_op = ops
        .iter()
        .find(|o| o["textDocument"]["uri"] == stock_uri.as_str())
        .unwrap();
    assert_eq!(
        stock_op["textDocument"]["version"], 1,
        "the open document's version"
    );
    assert!(stock_op["edits"][0]["annotationId"].is_null(), "{edit:#}");
    assert!(edit["changeAnnotations"].is_null(), "{edit:#}");
    assert_eq!(apply["command"]["command"], "bugbash.verify");
    assert_eq!(
        ws.read(STOCK),
        stock_text,
        "offering the action writes nothing"
    );

    // The client applies the edit (buffer and disk, as an editor that saves), then verifies.
    let root = ws.path().canonicalize().unwrap();
    apply_edit_to_disk(&root, edit);
    let fixed_text = ws.read(STOCK);
    assert!(fixed_text.contains("item = self._items.pop(old_sku)"));
    server.change(&stock_uri, 2, json!([{ "text": fixed_text }]));
    let status = execute(
        &mut server,
        &ws,
        "bugbash.verify",
        apply["command"]["arguments"][0].clone(),
    )
    .unwrap();
    assert_eq!(status["phase"], "FIXED", "{status:#}");
    await_diagnostics(&mut server, &stock_uri, |d| d.is_empty());
    // The messages may come after the command's answer: wait for the one that says FIXED.
    let mut shown: Vec<String> = Vec::new();
    while !shown.iter().any(|m| m.contains("FIXED")) {
        let m = server.await_notification("window/showMessage", Duration::from_secs(20));
        shown.push(m["message"].as_str().unwrap_or("").to_owned());
        assert!(shown.len() < 20, "{shown:?}");
    }
    assert_eq!(
        ws.run(&["status", &id, "--json"]).json()["phase"]
            .as_str()
            .map(str::to_ascii_uppercase)
            .as_deref(),
        Some("FIXED")
    );
}

#[test]
fn pins_follow_edits_and_grounding_is_checked_against_the_buffer() {
    let ws = Ws::example("python-inventory");
    let id = analyzed_with_plan(&ws);
    let hash = ws.run(&["status", &id, "--json"]).json();
    let _ = hash;
    let mut server = server(&ws, capabilities::neovim_07());
    let stock_uri = uri(&ws, STOCK);
    await_diagnostics(&mut server, &stock_uri, |d| {
        d.first()
            .is_some_and(|d| d["range"]["start"]["line"] == BUG_LINE)
    });
    let text = ws.read(STOCK);
    server.open(&stock_uri, "python", &text);

    // Three lines inserted at the top: the diagnostic moves with the code.
    server.change(&stock_uri, 2, json!([{ "range": { "start": { "line": 0, "character": 0 }, "end": { "line": 0, "character": 0 } }, "text": "# a\n# b\n# c\n" }]));
    let d = await_diagnostics(&mut server, &stock_uri, |d| {
        d.first()
            .is_some_and(|d| d["range"]["start"]["line"] == BUG_LINE + 3)
    });
    assert!(!d[0]["message"].as_str().unwrap().contains("changed since"));

    // Approve from the terminal: the server sees it through the store watcher.
    ws.run(&["approve", &id]).expect_code(0);
    let lens_deadline = Instant::now() + Duration::from_secs(10);
    loop {
        let lenses = server
            .request(
                "textDocument/codeLens",
                json!({ "textDocument": { "uri": stock_uri } }),
            )
            .unwrap();
        let titles: Vec<String> = lenses
            .as_array()
            .unwrap()
            .iter()
            .map(|l| l["command"]["title"].as_str().unwrap().to_owned())
            .collect();
        if titles.iter().any(|t| t.contains("APPROVED")) {
            assert!(titles.iter().any(|t| t == "Apply fix"), "{titles:?}");
            assert!(lenses[0]["range"]["start"]["line"] == BUG_LINE + 3);
            break;
        }
        assert!(
            Instant::now() < lens_deadline,
            "the CLI approval never reached the lenses: {titles:?}"
        );
        std::thread::sleep(Duration::from_millis(100));
    }
    // Neovim 0.7 takes plain `changes`? It has resource operations, and the fix creates a test
    // file, so the edit uses documentChanges without annotations (not advertised).
    let actions = code_actions(&mut server, &stock_uri, BUG_LINE + 3);
    let apply =
        titled(&actions, "bugbash: Apply approved fix").unwrap_or_else(|| panic!("{actions:#?}"));
    let apply = resolve(&mut server, apply);
    assert!(apply["edit"]["documentChanges"].is_array(), "{apply:#}");
    assert!(apply["edit"]["changeAnnotations"].is_null());

    // The root-cause line edited in the buffer: the pin says so, and the plan no longer grounds
    // against the buffer, so no apply action (the file on disk is unchanged).
    let l = BUG_LINE + 3;
    server.change(&stock_uri, 3, json!([{ "range": { "start": { "line": l, "character": 0 }, "end": { "line": l + 1, "character": 0 } }, "text": "        item = self._items.get(new_sku)\n" }]));
    let d = await_diagnostics(&mut server, &stock_uri, |d| {
        d.first().is_some_and(|d| {
            d["message"]
                .as_str()
                .unwrap()
                .contains("changed since the analysis")
        })
    });
    assert_eq!(d[0]["range"]["start"]["line"], l);
    // The light bulb reads only the cache, so the action is listed; resolving it runs the gate
    // against the buffer, which refuses.
    let actions = code_actions(&mut server, &stock_uri, l);
    let apply = titled(&actions, "bugbash: Apply approved fix")
        .unwrap_or_else(|| panic!("{actions:#?}"))
        .clone();
    let err = server.request("codeAction/resolve", apply).unwrap_err();
    assert_eq!(err.code, -32803, "{err}");
    assert!(err.message.contains("no longer matches"), "{err}");
    assert_fix_refused(&mut server, &ws, &id, &["stale", "no longer matches"]);
}

#[test]
fn fix_command_sends_apply_edit_and_a_declined_edit_changes_nothing() {
    let ws = Ws::example("python-inventory");
    let id = analyzed_with_plan(&ws);
    ws.run(&["approve", &id]).expect_code(0);
    let mut server = server(&ws, capabilities::neovim_011());
    let before = ws.snapshot();

    // Declined: nothing written, still APPROVED.
    let req = server.send_request(
        "workspace/executeCommand",
        json!({ "command": "bugbash.fix", "arguments": [{ "investigationId": id }] }),
    );
    let result = server
        .await_response_serving(&req, LONG, |m, _| match m {
            "workspace/applyEdit" => {
                json!({ "applied": false, "failureReason": "the user said no" })
            }
            _ => Value::Null,
        })
        .unwrap();
    assert_eq!(result["applied"], false);
    assert!(result["message"]
        .as_str()
        .unwrap()
        .contains("the user said no"));
    assert_eq!(result["status"]["phase"], "APPROVED");
    assert_eq!(ws.snapshot(), before, "a declined edit writes nothing");

    // Accepted (and saved by this client): verified to FIXED in the same command.
    let result = execute(
        &mut server,
        &ws,
        "bugbash.fix",
        json!({ "investigationId": id }),
    )
    .unwrap();
    assert_eq!(result["applied"], true, "{result:#}");
    assert_eq!(result["status"]["phase"], "FIXED", "{result:#}");
    assert!(ws.read(STOCK).contains("self._items.pop(old_sku)"));
}

#[test]
fn cancelling_the_progress_kills_the_running_test() {
    let ws = Ws::empty();
    common::git(ws.path(), &["init", "-q"]);
    std::fs::create_dir_all(ws.path().join("tests")).unwrap();
    std::fs::write(
        ws.path().join("tests/test_slow.py"),
        "import time, unittest\n\nclass SlowTest(unittest.TestCase):\n    def test_hangs(self):\n        time.sleep(120)\n",
    )
    .unwrap();
    let mut server = server(&ws, capabilities::vscode());
    let started = Instant::now();
    let req = server.send_request(
        "workspace/executeCommand",
        json!({ "command": "bugbash.investigate", "arguments": [{ "test": "python3 -m unittest -v tests.test_slow", "description": "slow" }] }),
    );
    let (create_id, params) =
        server.await_request("window/workDoneProgress/create", Duration::from_secs(20));
    let token = params["token"].clone();
    server.respond(create_id, Value::Null);
    server.await_notification("$/progress", Duration::from_secs(20));
    std::thread::sleep(Duration::from_millis(500));
    server.notify("window/workDoneProgress/cancel", json!({ "token": token }));
    let err = server
        .await_response_serving(&req, Duration::from_secs(60), |_, _| Value::Null)
        .unwrap_err();
    assert_eq!(err.code, -32800, "{err}");
    assert!(
        started.elapsed() < Duration::from_secs(60),
        "the test process was not killed"
    );
    let still_running = std::process::Command::new("pgrep")
        .args(["-f", "tests.test_slow"])
        .output()
        .unwrap();
    assert!(
        still_running.stdout.is_empty(),
        "the test process survived the cancellation"
    );
}

#[test]
fn commands_refuse_bad_arguments_with_invalid_params() {
    let ws = Ws::example("python-inventory");
    let mut server = server(&ws, capabilities::vscode());
    for (command, args, needle) in [
        (
            "bugbash.approve",
            json!({ "planHash": "x" }),
            "investigationId",
        ),
        (
            "bugbash.approve",
            json!({ "investigationId": "x" }),
            "no investigation 'x'",
        ),
        (
            "bugbash.status",
            json!({ "investigationId": "nope" }),
            "no investigation 'nope'",
        ),
        ("bugbash.investigate", json!({}), "needs a test"),
        (
            "bugbash.list",
            json!({ "phase": "SLEEPING" }),
            "unknown phase",
        ),
    ] {
        let err = execute(&mut server, &ws, command, args).unwrap_err();
        assert_eq!(err.code, -32602, "{command}: {err}");
        assert!(err.message.contains(needle), "{command}: {err}");
    }
    let list = execute(&mut server, &ws, "bugbash.list", json!({})).unwrap();
    assert_eq!(list, json!([]));
}

#[test]
fn multi_root_folders_have_their_own_stores_and_settings_are_checked() {
    let (a, b) = (
        Ws::example("python-inventory"),
        Ws::example("python-pricing"),
    );
    let id_a = analyzed_with_plan(&a);
    let facts = common::facts("python-pricing");
    let id_b = b
        .run(&["init", &facts.description, "--test", &facts.test_command])
        .created_id();
    b.run(&["analyze", &id_b]).expect_code(0);

    let (ua, ub) = (uri(&a, ""), uri(&b, ""));
    let mut server = TestServer::builder()
        .cwd(a.path())
        .env("XDG_STATE_HOME", a.state_home())
        .timeout(Duration::from_secs(20))
        .spawn();
    server.initialize_with(json!({
        "processId": null,
        "rootUri": ua,
        "workspaceFolders": [{ "uri": ua, "name": "a" }, { "uri": ub, "name": "b" }],
        "capabilities": capabilities::neovim_011(),
        "initializationOptions": { "bugbash": { "reproductionTimeoutSeconds": 60 } },
    }));
    let list = server.request("bugbash/list", json!({})).unwrap();
    let folders: Vec<(String, String)> = list
        .as_array()
        .unwrap()
        .iter()
        .map(|s| {
            (
                s["investigationId"].as_str().unwrap().to_owned(),
                s["workspaceFolder"].as_str().unwrap().to_owned(),
            )
        })
        .collect();
    assert!(folders.contains(&(id_a.clone(), ua.clone())), "{folders:?}");
    assert!(folders.contains(&(id_b.clone(), ub.clone())), "{folders:?}");
    let only_b = server
        .request("bugbash/list", json!({ "workspaceFolder": ub }))
        .unwrap();
    assert_eq!(only_b.as_array().unwrap().len(), 1);
    let pricing_bug = uri(&b, &facts.buggy_file);
    let d = await_diagnostics(&mut server, &pricing_bug, |d| !d.is_empty());
    assert_eq!(
        d[0]["range"]["start"]["line"],
        u64::from(facts.buggy_line - 1)
    );

    // Hover on the root cause shows the analysis.
    server.open(&pricing_bug, "python", &b.read(&facts.buggy_file));
    let hover = server
        .request("textDocument/hover", json!({ "textDocument": { "uri": pricing_bug }, "position": { "line": facts.buggy_line - 1, "character": 10 } }))
        .unwrap();
    let md = hover["contents"]["value"].as_str().unwrap();
    let handle = bugbash::model::handle_of(&id_b);
    assert!(
        md.contains(&format!("bugbash {handle}")) && md.contains("**Where:** "),
        "{md}"
    );

    // A bad setting is reported and the previous settings stay.
    server.notify(
        "workspace/didChangeConfiguration",
        json!({ "settings": { "bugbash": { "reproductionTimeoutSeconds": "soon" } } }),
    );
    let shown = server.await_notification("window/showMessage", Duration::from_secs(10));
    assert!(
        shown["message"]
            .as_str()
            .unwrap()
            .contains("reproduction_timeout_seconds"),
        "{shown}"
    );
    let status = server
        .request("bugbash/status", json!({ "investigationId": id_a }))
        .unwrap();
    assert_eq!(status["phase"], "PLANNED");
}

#[test]
fn a_plan_changed_after_approval_is_never_applied() {
    let ws = Ws::example("python-inventory");
    let id = analyzed_with_plan(&ws);
    ws.run(&["approve", &id]).expect_code(0);
    let mut server = server(&ws, capabilities::vscode());
    let stock_uri = uri(&ws, STOCK);
    server.open(&stock_uri, "python", &ws.read(STOCK));
    let actions = code_actions(&mut server, &stock_uri, BUG_LINE);
    let apply = titled(&actions, "bugbash: Apply approved fix")
        .unwrap_or_else(|| panic!("{actions:#?}"))
        .clone();

    // Someone edits the approved plan in the store behind the approval's back.
    let state_path = ws.path().join(".bugbash/bugs").join(&id).join("state.json");
    let mut state: Value =
        serde_json::from_str(&std::fs::read_to_string(&state_path).unwrap()).unwrap();
    let change = state["fix_plan"]["changes"]
        .as_array_mut()
        .unwrap()
        .iter_mut()
        .find(|c| c["file_path"] == STOCK)
        .unwrap();
    change["proposed_code"] =
        json!("        item = self._items.pop(old_sku); import os; os.system('true')\n");
    std::fs::write(&state_path, serde_json::to_vec_pretty(&state).unwrap()).unwrap();
    let deadline = Instant::now() + Duration::from_secs(10);
    loop {
        let actions = code_actions(&mut server, &stock_uri, BUG_LINE);
        if titled(&actions, "bugbash: Apply approved fix").is_none() {
            break;
        }
        assert!(
            Instant::now() < deadline,
            "the apply action survived a changed plan: {actions:#?}"
        );
        std::thread::sleep(Duration::from_millis(100));
    }
    let before = ws.snapshot();
    assert_fix_refused(&mut server, &ws, &id, &["changed after it was approved"]);
    // An old apply action's verify (the edit applied by a client that cached it) is refused too.
    let err = execute(
        &mut server,
        &ws,
        "bugbash.verify",
        apply["command"]["arguments"][0].clone(),
    )
    .unwrap_err();
    assert_eq!(err.code, -32803, "{err}");
    assert_eq!(ws.snapshot(), before, "nothing written");
}

#[test]
fn a_configured_model_does_not_break_the_server() {
    // The model client is a blocking HTTP client: building or dropping it on the server's async
    // threads used to panic during `initialize`. Nothing listens on the port: analysis and
    // planning fall back to the offline analyzer and planner with a note.
    let ws = Ws::example("python-inventory");
    std::fs::create_dir_all(ws.path().join(".bugbash")).unwrap();
    std::fs::write(
        ws.path().join(".bugbash/config.toml"),
        "[llm]\nprovider = \"ollama\"\nbase_url = \"http://127.0.0.1:9/v1\"\nmodel = \"m\"\nmax_retries = 0\n",
    )
    .unwrap();
    let mut server = server(&ws, capabilities::vscode());
    assert_eq!(
        server.request("bugbash/list", json!({})).unwrap(),
        json!([])
    );
    // Editor settings that name a provider rebuild the engine: no panic either.
    server.notify(
        "workspace/didChangeConfiguration",
        json!({ "settings": { "bugbash": { "llm": { "provider": "openai", "baseUrl": "http://127.0.0.1:9/v1", "model": "m", "apiKeyEnv": "BUGBASH_TEST_NO_SUCH_KEY", "maxRetries": 0 } } } }),
    );
    assert_eq!(
        server.request("bugbash/ping", json!({})).unwrap(),
        json!({})
    );
    let facts = common::facts("python-inventory");
    // The model has no key here: its analysis and its plan fail, and each falls back to the
    // offline result (the mutation search's verified fix), saying why by name.
    let status = execute(
        &mut server,
        &ws,
        "bugbash.investigate",
        json!({ "test": facts.test_command, "description": "rename" }),
    )
    .expect("the offline stages take over");
    assert_eq!(status["phase"], "PLANNED", "{status:#}");
    assert_eq!(status["plan"]["planner"], "mutation", "{status:#}");
    assert_eq!(
        status["rootCause"]["range"]["start"]["line"], BUG_LINE,
        "{status:#}"
    );
    let reports: Vec<String> = server
        .take_notifications("$/progress")
        .iter()
        .filter_map(|p| p["value"]["message"].as_str().map(str::to_owned))
        .collect();
    assert!(
        reports
            .iter()
            .any(|m| m.contains("llm planner failed") && m.contains("BUGBASH_TEST_NO_SUCH_KEY")),
        "{reports:#?}"
    );
    assert!(!server.stderr().contains("panicked"), "{}", server.stderr());
}

/// `bugbash/doctor` shows the same checks as `bugbash doctor --json`: a stale lock is a warning
/// with its fix, in the folder's report, and the request answers while the checks run off the
/// async thread.
#[test]
fn doctor_request_shows_the_same_checks_as_the_cli() {
    let ws = Ws::example("python-inventory");
    ws.run(&["init", "locked one", "--id", "locked"])
        .expect_code(0);
    std::fs::write(
        ws.path().join(".bugbash/bugs/locked/state.json.lock"),
        json!({
            "pid": 999_999_999u32,
            "host": bugbash::store::hostname(),
            "started_at": chrono::Utc::now().to_rfc3339(),
            "command": "analyze",
        })
        .to_string(),
    )
    .unwrap();
    let cli = ws.run(&["doctor", "--json"]).json();

    let mut server = server(&ws, capabilities::neovim_011());
    let reports = server.request("bugbash/doctor", json!({})).unwrap();
    let reports = reports.as_array().unwrap();
    assert_eq!(reports.len(), 1, "{reports:?}");
    let report = &reports[0];
    assert!(
        report["workspaceFolder"]
            .as_str()
            .unwrap()
            .starts_with("file:///"),
        "{report:#}"
    );
    assert_eq!(report["healthy"], cli["healthy"]);
    let names = |checks: &Value, key: &str| -> Vec<(String, String)> {
        checks
            .as_array()
            .unwrap()
            .iter()
            .map(|c| (c["name"].as_str().unwrap().to_owned(), c[key].to_string()))
            .collect()
    };
    // The model check is skipped without a model; everything else is read from the same files.
    assert_eq!(
        names(&report["checks"], "status"),
        names(&cli["checks"], "status")
    );
    let lock = report["checks"]
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["name"] == "lock" && c["investigationId"] == "locked")
        .unwrap_or_else(|| panic!("no lock check: {report:#}"));
    assert_eq!(lock["status"], "warn");
    assert!(lock["message"]
        .as_str()
        .unwrap()
        .contains("process 999999999 no longer exists"));
    assert!(lock["fix"].as_str().unwrap().contains("recover locked"));

    // An unknown folder is the client's mistake.
    let err = server
        .request(
            "bugbash/doctor",
            json!({ "workspaceFolder": "file:///nowhere/at/all" }),
        )
        .unwrap_err();
    assert_eq!(err.code, -32602, "{err:?}");
}
