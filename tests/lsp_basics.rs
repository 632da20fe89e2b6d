//! End-to-end tests of the language server's core over real stdio: negotiation, the custom
//! requests, incremental sync in each position encoding, command errors and the command line.

mod support;

use std::time::Duration;

use serde_json::{json, Value};
use support::{capabilities, change_event, TestServer};

const URI: &str = "file:///tmp/bugbash-tests/src/lib.rs";

#[test]
fn vscode_gets_utf16_and_every_capability() {
    let server = TestServer::builder().initialize(capabilities::vscode());
    let result = server.initialize_result();
    let caps = &result["capabilities"];
    assert_eq!(caps["positionEncoding"], "utf-16");
    assert_eq!(caps["textDocumentSync"]["openClose"], true);
    assert_eq!(caps["textDocumentSync"]["change"], 2, "incremental sync");
    assert_eq!(caps["hoverProvider"], true);
    assert_eq!(
        caps["codeActionProvider"]["codeActionKinds"],
        json!(["quickfix", "source"])
    );
    assert!(caps["codeLensProvider"].is_object());
    assert_eq!(
        caps["executeCommandProvider"]["commands"],
        json!([
            "bugbash.investigate",
            "bugbash.analyze",
            "bugbash.chooseTargets",
            "bugbash.importPlan",
            "bugbash.showPlan",
            "bugbash.pickCandidate",
            "bugbash.approve",
            "bugbash.reject",
            "bugbash.fix",
            "bugbash.verify",
            "bugbash.retry",
            "bugbash.rollback",
            "bugbash.commit",
            "bugbash.status",
            "bugbash.list",
            "bugbash.showCommit",
            "bugbash.loop",
            "bugbash.bisect"
        ])
    );
    assert_eq!(result["serverInfo"]["name"], "bugbash");
    assert_eq!(result["serverInfo"]["version"], env!("CARGO_PKG_VERSION"));
}

#[test]
fn encoding_follows_what_the_client_offers() {
    let cases = [
        (capabilities::neovim_07(), "utf-16"),
        (capabilities::neovim_011(), "utf-8"),
        (capabilities::utf32_only(), "utf-32"),
        (json!({}), "utf-16"),
    ];
    for (caps, expected) in cases {
        let server = TestServer::builder().initialize(caps.clone());
        assert_eq!(server.position_encoding(), expected, "offered {caps}");
    }
}

#[test]
fn ping_answers_an_empty_object() {
    let mut server = TestServer::builder().initialize(capabilities::vscode());
    assert_eq!(server.request("bugbash/ping", json!({})), Ok(json!({})));
    // Explicit `null` params are accepted too.
    server.send(&json!({ "jsonrpc": "2.0", "id": 99, "method": "bugbash/ping", "params": null }));
    assert_eq!(server.await_response(&json!(99)), Ok(json!({})));
}

/// A document with two-byte, four-byte (a surrogate pair in UTF-16) and three-byte characters, and
/// CRLF line endings in part.
const TEXT: &str = "fn main() {\n    let s = \"héllo 🦀 世界\";\r\n    println!(\"{s}\");\n}\n";

/// Edits made the way an editor makes them: `(find, replace-with)` on the current text; each
/// is sent as an incremental change with positions in the negotiated encoding.
const EDITS: &[(&str, &str)] = &[
    ("héllo", "hé🦀llo"),
    // Insert after the crab (between two characters whose UTF-16 and byte columns differ).
    (" 世界", "🦀 世界!"),
    // Delete across a line break, including the `\r\n`.
    ("\";\r\n    println", "\"; println"),
    // Insert a new line with CJK at the very end of the document.
    ("}\n", "}\n// 終わり 🦀\n"),
    // Replace a whole line's content including the emoji.
    ("// 終わり 🦀", "// fin"),
];

fn apply_edits_and_compare(caps: Value, expected_encoding: &str) {
    let mut server = TestServer::builder().initialize(caps);
    let encoding = server.position_encoding().to_owned();
    assert_eq!(encoding, expected_encoding);
    server.open(URI, "rust", TEXT);

    let mut text = TEXT.to_owned();
    let mut version = 1;
    for (find, replace) in EDITS {
        let start = text
            .find(find)
            .unwrap_or_else(|| panic!("{find:?} in {text:?}"));
        let range = start..start + find.len();
        let event = change_event(&text, range.clone(), replace, &encoding);
        text.replace_range(range, replace);
        version += 1;
        server.change(URI, version, json!([event]));
    }
    // Several events in one notification apply in order: each range is relative to the text
    // left by the previous one.
    let mut events = Vec::new();
    for (find, replace) in [("fn main", "fn principal"), ("principal", "main2")] {
        let start = text.find(find).unwrap();
        events.push(change_event(
            &text,
            start..start + find.len(),
            replace,
            &encoding,
        ));
        text.replace_range(start..start + find.len(), replace);
    }
    version += 1;
    server.change(URI, version, Value::Array(events));

    let view = server.debug_document(URI).expect("debugDocument");
    assert_eq!(
        view["text"],
        text.as_str(),
        "after incremental edits in {encoding}"
    );
    assert_eq!(view["version"], version);
    assert_eq!(view["languageId"], "rust");
    assert_eq!(view["positionEncoding"], encoding.as_str());

    // A change without a range replaces everything.
    version += 1;
    server.change(URI, version, json!([{ "text": "fresh 🦀\r\ntext" }]));
    let view = server.debug_document(URI).unwrap();
    assert_eq!(view["text"], "fresh 🦀\r\ntext");
    assert_eq!(view["lineCount"], 2);
}

#[test]
fn incremental_edits_in_utf16() {
    apply_edits_and_compare(capabilities::vscode(), "utf-16");
}

#[test]
fn incremental_edits_in_utf8() {
    apply_edits_and_compare(capabilities::neovim_011(), "utf-8");
}

#[test]
fn incremental_edits_in_utf32() {
    apply_edits_and_compare(capabilities::utf32_only(), "utf-32");
}

#[test]
fn many_quick_edits_arrive_in_order() {
    // tower-lsp runs handlers concurrently; changes must still apply in the order sent.
    let mut server = TestServer::builder().initialize(capabilities::vscode());
    server.open(URI, "rust", "");
    let mut text = String::new();
    for i in 0..300 {
        let piece = if i % 10 == 9 { "🦀\n" } else { "é" };
        let end = text.len();
        let event = change_event(&text, end..end, piece, "utf-16");
        text.push_str(piece);
        server.change(URI, i + 2, json!([event]));
    }
    let view = server.debug_document(URI).unwrap();
    assert_eq!(view["text"], text.as_str());
    assert_eq!(view["version"], 301);
}

#[test]
fn closed_and_unknown_documents() {
    let mut server = TestServer::builder().initialize(capabilities::vscode());
    server.open(URI, "rust", "x");
    server.notify(
        "textDocument/didClose",
        json!({ "textDocument": { "uri": URI } }),
    );
    let err = server.debug_document(URI).unwrap_err();
    assert_eq!(err.code, -32602);
    assert_eq!(
        err.message,
        format!("the document {URI} is not open; open it in the editor first")
    );

    // A change to a document that is not open is logged to the editor as a warning.
    server.change(URI, 7, json!([{ "text": "y" }]));
    let log = server.await_notification("window/logMessage", Duration::from_secs(5));
    assert_eq!(log["type"], 2, "a warning: {log}");
    let message = log["message"].as_str().unwrap();
    assert!(
        message.contains("ignoring a change") && message.contains("is not open"),
        "{message}"
    );
}

#[test]
fn unknown_command_is_invalid_params_with_the_known_list() {
    let mut server = TestServer::builder().initialize(capabilities::vscode());
    let err = server
        .request(
            "workspace/executeCommand",
            json!({ "command": "bugbash.frobnicate", "arguments": [] }),
        )
        .unwrap_err();
    assert_eq!(err.code, -32602);
    assert!(
        err.message.starts_with(
            "unknown command `bugbash.frobnicate`; the known commands are: bugbash.investigate, "
        ),
        "{}",
        err.message
    );
    assert!(
        err.message
            .ends_with("bugbash.showCommit, bugbash.loop, bugbash.bisect"),
        "{}",
        err.message
    );
}

#[test]
fn commands_without_their_argument_name_the_missing_field() {
    let mut server = TestServer::builder().initialize(capabilities::neovim_07());
    let err = server
        .request(
            "workspace/executeCommand",
            json!({ "command": "bugbash.status" }),
        )
        .unwrap_err();
    assert_eq!(err.code, -32602, "InvalidParams: {err}");
    assert!(
        err.message.contains("takes one argument object"),
        "{}",
        err.message
    );
}

#[test]
fn feature_requests_answer_null_outside_any_investigation() {
    let mut server = TestServer::builder().initialize(capabilities::vscode());
    server.open(URI, "rust", "fn main() {}\n");
    let at = json!({ "textDocument": { "uri": URI }, "position": { "line": 0, "character": 3 } });
    assert_eq!(server.request("textDocument/hover", at), Ok(Value::Null));
    let range =
        json!({ "start": { "line": 0, "character": 0 }, "end": { "line": 0, "character": 0 } });
    let params = json!({
        "textDocument": { "uri": URI }, "range": range, "context": { "diagnostics": [] }
    });
    assert_eq!(
        server.request("textDocument/codeAction", params),
        Ok(Value::Null)
    );
    let params = json!({ "textDocument": { "uri": URI } });
    assert_eq!(
        server.request("textDocument/codeLens", params),
        Ok(Value::Null)
    );
}

#[test]
fn stdio_flag_is_optional_and_shutdown_exits_cleanly() {
    for args in [
        vec!["lsp", "--stdio"],
        vec!["lsp"],
        vec!["lsp", "--stdio", "--clientProcessId=1"],
    ] {
        let mut server = TestServer::builder()
            .args(args.clone())
            .initialize(json!({}));
        assert_eq!(server.request("bugbash/ping", json!({})), Ok(json!({})));
        let status = server.shutdown();
        assert!(status.success(), "{args:?}: {status}");
    }
}

#[test]
fn exit_without_shutdown_is_an_error_exit() {
    let mut server = TestServer::builder().initialize(json!({}));
    let status = server.exit();
    assert_eq!(status.code(), Some(1));
}

#[test]
fn unexpected_arguments_are_refused_with_usage() {
    let mut server = TestServer::builder().args(["lsp", "--tcp"]).spawn();
    let status = server.close_stdin_and_wait();
    assert_eq!(status.code(), Some(2));
    let stderr = server.stderr();
    assert!(stderr.contains("unexpected argument \"--tcp\""), "{stderr}");
    assert!(stderr.contains("usage: bugbash lsp [--stdio]"), "{stderr}");
}

#[test]
fn log_goes_to_stderr_when_asked() {
    let mut server = TestServer::builder()
        .env("BUGBASH_LOG", "debug")
        .initialize(capabilities::vscode());
    assert_eq!(server.request("bugbash/ping", json!({})), Ok(json!({})));
    server.shutdown();
    let stderr = server.stderr();
    assert!(
        stderr.contains("initialized by bugbash-tests 0 with utf-16 positions"),
        "{stderr}"
    );
}

#[test]
fn working_directory_and_root_are_configurable() {
    let dir = tempfile::tempdir().unwrap();
    let mut server = TestServer::builder()
        .cwd(dir.path())
        .initialize(capabilities::neovim_07());
    assert_eq!(server.cwd(), Some(dir.path()));
    assert_eq!(server.request("bugbash/ping", json!({})), Ok(json!({})));
}
