//! The attack suite (issue 10), the language server's share: the editor's apply-and-verify
//! path and malformed protocol input, over stdio with the real binary. See `tests/attacks.rs`.

mod common;
#[path = "attacks_kit/mod.rs"]
mod kit;
mod support;

use std::path::Path;
use std::time::Duration;

use common::Ws;
use kit::*;
use serde_json::{json, Value};
use support::{capabilities, TestServer};
use tower_lsp::lsp_types::Url;

const LONG: Duration = Duration::from_secs(120);

fn server(ws: &Ws) -> TestServer {
    let mut server = TestServer::builder()
        .cwd(ws.path().canonicalize().unwrap())
        .env("XDG_STATE_HOME", ws.state_home())
        .timeout(Duration::from_secs(20))
        .spawn();
    server.initialize(capabilities::vscode());
    server
}

/// Runs a `workspace/executeCommand`, answering `workspace/applyEdit` as an editor that saves:
/// the edit is applied to the files on disk, then `tamper` may change them further.
fn execute(
    server: &mut TestServer,
    ws: &Ws,
    command: &str,
    args: Value,
    tamper: &dyn Fn(&Path),
) -> Result<Value, support::ResponseError> {
    let id = server.send_request(
        "workspace/executeCommand",
        json!({ "command": command, "arguments": [args] }),
    );
    let root = ws.path().canonicalize().unwrap();
    server.await_response_serving(&id, LONG, |method, params| match method {
        "workspace/applyEdit" => {
            apply_edit_to_disk(&root, &params["edit"]);
            tamper(&root);
            json!({ "applied": true })
        }
        "window/showDocument" => json!({ "success": true }),
        _ => Value::Null,
    })
}

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
                assert!(p.starts_with(root), "{p:?} is outside the workspace");
                std::fs::create_dir_all(p.parent().unwrap()).unwrap();
                std::fs::write(&p, "").unwrap();
            }
            Some(other) => panic!("unexpected resource operation {other}"),
            None => {
                let p = path(&op["textDocument"]["uri"]);
                assert!(p.starts_with(root), "{p:?} is outside the workspace");
                let text = std::fs::read_to_string(&p).unwrap();
                let new = apply_text_edits(&text, op["edits"].as_array().unwrap());
                std::fs::write(&p, new).unwrap();
            }
        }
    }
}

fn apply_text_edits(text: &str, edits: &[Value]) -> String {
    let offset = |pos: &Value| {
        let (line, ch) = (
            pos["line"].as_u64().unwrap() as usize,
            pos["character"].as_u64().unwrap() as usize,
        );
        text.split_inclusive('\n')
            .take(line)
            .map(str::len)
            .sum::<usize>()
            + ch
    };
    let mut edits: Vec<(usize, usize, String)> = edits
        .iter()
        .map(|e| {
            (
                offset(&e["range"]["start"]),
                offset(&e["range"]["end"]),
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

fn no_tamper(_: &Path) {}

/// Item 8: The editor path (apply, verify, rollback): the repository's own test file named as the
/// plan's test cases was recorded as created by the fix and deleted by the rollback. It
/// survives now; the rollback restores exactly the source file.
#[test]
fn attack_editor_rollback_never_deletes_a_preexisting_test_file() {
    let (ws, id) = analyzed();
    plan_with_existing_tests(&ws, &id, WRONG).expect_code(0);
    ws.run(&["approve", &id]).expect_code(0);
    let mut server = server(&ws);
    let result = execute(
        &mut server,
        &ws,
        "bugbash.fix",
        json!({ "investigationId": id }),
        &no_tamper,
    )
    .unwrap();
    assert_eq!(result["applied"], true, "{result:#}");
    assert_eq!(result["status"]["phase"], "BLOCKED", "{result:#}");
    let manifest = ws.read(&format!(".bugbash/bugs/{id}/prefix/manifest.json"));
    assert!(!manifest.contains("tests/test_ops.py"), "{manifest}");
    execute(
        &mut server,
        &ws,
        "bugbash.rollback",
        json!({ "investigationId": id }),
        &no_tamper,
    )
    .unwrap();
    assert_eq!(
        ws.read("tests/test_ops.py"),
        TEST_OPS,
        "the test file survives"
    );
    assert_eq!(ws.read("calc/ops.py"), OPS);
}

/// Item 6: `bugbash.verify` accepts exactly the approved edit: an extra `import os` saved with the
/// fix (it used to end FIXED) is refused, and the investigation stays APPROVED.
#[test]
fn attack_verify_refuses_an_extra_line_next_to_the_approved_edit() {
    let (ws, id) = analyzed();
    plan_with_existing_tests(&ws, &id, FIX).expect_code(0);
    ws.run(&["approve", &id]).expect_code(0);
    let mut server = server(&ws);
    for (where_, tamper) in [
        ("at the top", "import os\n"),
        ("at the end", "\nimport os\n"),
    ] {
        let add = |root: &Path| {
            let p = root.join("calc/ops.py");
            let text = std::fs::read_to_string(&p).unwrap();
            let text = if where_ == "at the top" {
                format!("{tamper}{text}")
            } else {
                format!("{text}{tamper}")
            };
            std::fs::write(&p, text).unwrap();
        };
        let result = execute(
            &mut server,
            &ws,
            "bugbash.fix",
            json!({ "investigationId": id }),
            &add,
        )
        .unwrap();
        assert_eq!(
            result["status"]["phase"], "APPROVED",
            "{where_}: {result:#}"
        );
        assert!(
            result["message"]
                .as_str()
                .unwrap()
                .contains("calc/ops.py holds other changes than the approved fix"),
            "{where_}: {result:#}"
        );
        // Back to the file as approved, for the next round.
        std::fs::write(ws.path().join("calc/ops.py"), OPS).unwrap();
    }
    // The approved edit alone verifies.
    let result = execute(
        &mut server,
        &ws,
        "bugbash.fix",
        json!({ "investigationId": id }),
        &no_tamper,
    )
    .unwrap();
    assert_eq!(result["status"]["phase"], "FIXED", "{result:#}");
}
