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

/// Sends `bytes` and waits for the error reply with id null; returns its code and message.
fn null_id_error(server: &mut TestServer, bytes: &[u8]) -> (i64, String) {
    server.send_bytes(bytes);
    match server.await_response(&Value::Null) {
        Err(e) => (e.code, e.message),
        Ok(v) => panic!("expected an error reply, got {v:#}"),
    }
}

fn framed(body: &[u8]) -> Vec<u8> {
    let mut out = format!("Content-Length: {}\r\n\r\n", body.len()).into_bytes();
    out.extend_from_slice(body);
    out
}

/// The server still answers a request.
fn still_serving(server: &mut TestServer, after: &str) {
    let pong = server.request("bugbash/ping", json!({}));
    assert!(pong.is_ok(), "after {after}: {pong:?}\n{}", server.stderr());
}

/// Item 12: Invalid JSON, invalid UTF-8 and JSON that is not a request object each get their
/// JSON-RPC error (id null); the server keeps serving (it used to exit with status 1).
#[test]
fn attack_malformed_messages_are_answered_and_the_server_keeps_serving() {
    let ws = Ws::empty();
    let mut server = server(&ws);
    let cases: [(&str, Vec<u8>, i64); 6] = [
        ("invalid JSON", framed(b"{\"jsonrpc\": \"2.0\", "), -32700),
        ("invalid UTF-8", framed(b"{\"a\":\"\xff\xfe\"}"), -32700),
        ("an array", framed(b"[1, 2, 3]"), -32600),
        ("a number", framed(b"42"), -32600),
        (
            "an object without method",
            framed(b"{\"jsonrpc\":\"2.0\"}"),
            -32600,
        ),
        (
            "a missing Content-Length",
            b"Content-Type: x\r\n\r\n".to_vec(),
            -32700,
        ),
    ];
    for (what, bytes, code) in cases {
        let (got, message) = null_id_error(&mut server, &bytes);
        assert_eq!(got, code, "{what}: {message}");
        still_serving(&mut server, what);
    }
    assert_eq!(server.shutdown().code(), Some(0));
}

/// Item 12: A `Content-Length` over the 64 MiB cap is answered at once with a clear error, its body
/// is skipped without being kept, and the next message is served; a 4 GB announcement is
/// answered before any of its body arrives.
#[test]
fn attack_huge_content_length_is_refused_without_buffering() {
    let ws = Ws::empty();
    let mut server = server(&ws);
    let len = 65 * 1024 * 1024;
    let (code, message) = null_id_error(
        &mut server,
        format!("Content-Length: {len}\r\n\r\n").as_bytes(),
    );
    assert_eq!(code, -32600);
    assert!(message.contains("64 MiB"), "{message}");
    let chunk = vec![b' '; 1024 * 1024];
    for _ in 0..65 {
        server.send_bytes(&chunk);
    }
    still_serving(&mut server, "a 65 MiB body");
    let (code, message) = null_id_error(&mut server, b"Content-Length: 4294967296\r\n\r\n");
    assert_eq!(code, -32600, "{message}");
    // A header section that never ends is cut at its limit and answered too.
    let mut endless = b"Content-Length: ".to_vec();
    endless.extend(std::iter::repeat(b'1').take(1024 * 1024));
    let mut fresh = self::server(&ws);
    let (code, message) = null_id_error(&mut fresh, &endless);
    assert_eq!(code, -32700, "{message}");
    fresh.send_bytes(b"\r\n\r\n");
    still_serving(&mut fresh, "an endless header");
}

/// Item 13, the editor's path: a CRLF file with an LF patch is planned, applied by the editor
/// (the edit keeps the file's CRLF endings) and verified FIXED; `bugbash.verify` matches the
/// approved change with the file's line endings, as `fix` does.
#[test]
fn attack_editor_fix_of_a_crlf_file_verifies() {
    let (ws, id) = analyzed();
    std::fs::write(ws.path().join("calc/ops.py"), OPS.replace('\n', "\r\n")).unwrap();
    plan_with_existing_tests(&ws, &id, FIX).expect_code(0);
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
    assert_eq!(result["status"]["phase"], "FIXED", "{result:#}");
    assert_eq!(ws.read("calc/ops.py"), FIXED_OPS.replace('\n', "\r\n"));
}
