//! End-to-end test harness: drives the real `bugbash lsp --stdio` binary over its stdio.
//!
//! A [`TestServerBuilder`] spawns the binary (working directory and environment configurable);
//! a reader thread turns Content-Length framed JSON-RPC into `serde_json::Value`s on a channel.
//! The [`TestServer`] sorts what arrives into responses, notifications and server-to-client
//! requests, so a test can wait for one kind while the others queue. Every wait has a timeout and
//! panics with everything received so far and the server's stderr. Dropping the server sends
//! `shutdown` and `exit` and reaps the process.
//!
//! Set `BUGBASH_BIN` to run another binary than the one cargo built for this test.

#![allow(dead_code)]

pub mod capabilities;

use std::collections::{HashMap, VecDeque};
use std::ffi::OsString;
use std::fmt;
use std::io::{BufRead, BufReader, Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, Command, ExitStatus, Stdio};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
use std::sync::{Arc, Mutex};
use std::thread;
use std::time::{Duration, Instant};

use serde::de::DeserializeOwned;
use serde::Serialize;
use serde_json::{json, Value};

/// How long any single wait lasts unless a test says otherwise.
pub const DEFAULT_TIMEOUT: Duration = Duration::from_secs(10);

/// The binary under test.
pub fn binary() -> PathBuf {
    std::env::var_os("BUGBASH_BIN")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(env!("CARGO_BIN_EXE_bugbash")))
}

/// A JSON-RPC error answered by the server.
#[derive(Debug, Clone, PartialEq)]
pub struct ResponseError {
    pub code: i64,
    pub message: String,
    pub data: Option<Value>,
}

impl fmt::Display for ResponseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "error {}: {}", self.code, self.message)
    }
}

/// Configures and spawns a server.
#[derive(Debug, Clone)]
pub struct TestServerBuilder {
    args: Vec<OsString>,
    cwd: Option<PathBuf>,
    envs: Vec<(OsString, OsString)>,
    timeout: Duration,
}

impl Default for TestServerBuilder {
    fn default() -> Self {
        TestServerBuilder {
            args: vec!["lsp".into(), "--stdio".into()],
            cwd: None,
            envs: Vec::new(),
            timeout: DEFAULT_TIMEOUT,
        }
    }
}

impl TestServerBuilder {
    /// Replaces the arguments (default: `lsp --stdio`).
    pub fn args<I, S>(mut self, args: I) -> Self
    where
        I: IntoIterator<Item = S>,
        S: Into<OsString>,
    {
        self.args = args.into_iter().map(Into::into).collect();
        self
    }

    /// Sets the working directory.
    pub fn cwd(mut self, dir: impl AsRef<Path>) -> Self {
        self.cwd = Some(dir.as_ref().to_owned());
        self
    }

    /// Adds an environment variable.
    pub fn env(mut self, key: impl Into<OsString>, value: impl Into<OsString>) -> Self {
        self.envs.push((key.into(), value.into()));
        self
    }

    /// Sets the default timeout of every wait.
    pub fn timeout(mut self, timeout: Duration) -> Self {
        self.timeout = timeout;
        self
    }

    /// Spawns the server without initializing it.
    pub fn spawn(self) -> TestServer {
        let mut command = Command::new(binary());
        command
            .args(&self.args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            // Keep the developer's logging settings out of the tests unless a test sets them.
            .env_remove("BUGBASH_LOG");
        if let Some(cwd) = &self.cwd {
            command.current_dir(cwd);
        }
        for (key, value) in &self.envs {
            command.env(key, value);
        }
        let mut child = command
            .spawn()
            .unwrap_or_else(|err| panic!("cannot spawn {}: {err}", binary().display()));
        let stdin = child.stdin.take().expect("piped stdin");
        let stdout = child.stdout.take().expect("piped stdout");
        let stderr = child.stderr.take().expect("piped stderr");

        let (tx, incoming) = mpsc::channel();
        thread::spawn(move || {
            let mut reader = BufReader::new(stdout);
            while let Some(message) = read_message(&mut reader) {
                if tx.send(message).is_err() {
                    break;
                }
            }
        });
        let stderr_buf = Arc::new(Mutex::new(Vec::new()));
        let sink = stderr_buf.clone();
        let stderr_thread = thread::spawn(move || {
            let mut stderr = stderr;
            let mut chunk = [0u8; 4096];
            while let Ok(n) = stderr.read(&mut chunk) {
                if n == 0 {
                    break;
                }
                sink.lock().unwrap().extend_from_slice(&chunk[..n]);
            }
        });

        TestServer {
            child,
            stdin: Some(stdin),
            incoming,
            responses: HashMap::new(),
            notifications: VecDeque::new(),
            requests: VecDeque::new(),
            seen: Vec::new(),
            stderr: stderr_buf,
            next_id: 1,
            timeout: self.timeout,
            initialize_result: None,
            disconnected: false,
            finished: None,
            stderr_thread: Some(stderr_thread),
            cwd: self.cwd,
        }
    }

    /// Spawns the server and initializes it with `capabilities` (see [`capabilities`]).
    pub fn initialize(self, capabilities: Value) -> TestServer {
        let mut server = self.spawn();
        server.initialize(capabilities);
        server
    }
}

/// Reads one Content-Length framed message; `None` at end of stream.
fn read_message(reader: &mut impl BufRead) -> Option<Value> {
    let mut length = None;
    loop {
        let mut line = String::new();
        if reader.read_line(&mut line).ok()? == 0 {
            return None;
        }
        let line = line.trim_end();
        if line.is_empty() {
            break;
        }
        if let Some((name, value)) = line.split_once(':') {
            if name.eq_ignore_ascii_case("content-length") {
                length = value.trim().parse::<usize>().ok();
            }
        }
    }
    let mut body = vec![0u8; length?];
    reader.read_exact(&mut body).ok()?;
    serde_json::from_slice(&body).ok()
}

/// A running server and what it has sent so far.
pub struct TestServer {
    child: Child,
    stdin: Option<ChildStdin>,
    incoming: Receiver<Value>,
    responses: HashMap<String, Value>,
    notifications: VecDeque<Value>,
    requests: VecDeque<Value>,
    /// One line per message received, for failure messages.
    seen: Vec<String>,
    stderr: Arc<Mutex<Vec<u8>>>,
    next_id: i64,
    timeout: Duration,
    initialize_result: Option<Value>,
    disconnected: bool,
    finished: Option<ExitStatus>,
    stderr_thread: Option<thread::JoinHandle<()>>,
    cwd: Option<PathBuf>,
}

impl TestServer {
    /// A builder with the defaults (`lsp --stdio`, inherited working directory).
    pub fn builder() -> TestServerBuilder {
        TestServerBuilder::default()
    }

    /// Sends `initialize` with `capabilities` and the server's working directory as the root
    /// and only workspace folder, then `initialized`. Returns the `InitializeResult`.
    pub fn initialize(&mut self, capabilities: Value) -> Value {
        let root = self.cwd.clone().or_else(|| std::env::current_dir().ok());
        let root_uri = root
            .as_ref()
            .and_then(|p| tower_lsp::lsp_types::Url::from_file_path(p).ok());
        let folders = root_uri.as_ref().map(|uri| {
            let name = uri
                .path_segments()
                .and_then(|mut s| s.next_back())
                .unwrap_or("root");
            json!([{ "uri": uri, "name": name }])
        });
        self.initialize_with(json!({
            "processId": std::process::id(),
            "clientInfo": { "name": "bugbash-tests", "version": "0" },
            "rootUri": root_uri,
            "workspaceFolders": folders,
            "capabilities": capabilities,
        }))
    }

    /// The server's process id.
    pub fn pid(&self) -> u32 {
        self.child.id()
    }

    /// The working directory the server was started in, if the builder set one.
    pub fn cwd(&self) -> Option<&Path> {
        self.cwd.as_deref()
    }

    /// Sends `initialize` with the given parameters, then `initialized`.
    pub fn initialize_with(&mut self, params: Value) -> Value {
        let result = self
            .request("initialize", params)
            .unwrap_or_else(|err| self.fail(&format!("initialize failed: {err}")));
        if result.pointer("/serverInfo/name") != Some(&json!("bugbash")) {
            self.fail(&format!(
                "{} is not the bugbash language server (serverInfo: {:?}); set BUGBASH_BIN",
                binary().display(),
                result.get("serverInfo")
            ));
        }
        self.notify("initialized", json!({}));
        self.initialize_result = Some(result.clone());
        result
    }

    /// The `InitializeResult`, once initialized.
    pub fn initialize_result(&self) -> &Value {
        self.initialize_result
            .as_ref()
            .expect("the server was not initialized")
    }

    /// The negotiated position encoding.
    pub fn position_encoding(&self) -> &str {
        self.initialize_result()["capabilities"]["positionEncoding"]
            .as_str()
            .unwrap_or("utf-16")
    }

    /// Sends a request and waits for its response. `Value::Null` params are left out.
    pub fn request(&mut self, method: &str, params: Value) -> Result<Value, ResponseError> {
        let id = self.send_request(method, params);
        self.await_response(&id)
    }

    /// Sends a typed request and waits for its typed response.
    pub fn request_as<R>(&mut self, params: R::Params) -> Result<R::Result, ResponseError>
    where
        R: tower_lsp::lsp_types::request::Request,
        R::Params: Serialize,
        R::Result: DeserializeOwned,
    {
        let params = serde_json::to_value(params).expect("params serialize");
        let value = self.request(R::METHOD, params)?;
        Ok(serde_json::from_value(value.clone()).unwrap_or_else(|err| {
            self.fail(&format!(
                "cannot decode the {} result {value}: {err}",
                R::METHOD
            ))
        }))
    }

    /// Sends a request without waiting; returns its id for [`TestServer::await_response`].
    pub fn send_request(&mut self, method: &str, params: Value) -> Value {
        let id = json!(self.next_id);
        self.next_id += 1;
        let mut message = json!({ "jsonrpc": "2.0", "id": id, "method": method });
        // `Value::Null` means "no params": the field is left out, as vscode-jsonrpc does.
        if !params.is_null() {
            message["params"] = params;
        }
        self.send(&message);
        id
    }

    /// Sends a notification; `Value::Null` params are left out.
    pub fn notify(&mut self, method: &str, params: Value) {
        let mut message = json!({ "jsonrpc": "2.0", "method": method });
        if !params.is_null() {
            message["params"] = params;
        }
        self.send(&message);
    }

    /// Writes raw bytes to the server's stdin (for malformed framing).
    pub fn send_bytes(&mut self, bytes: &[u8]) {
        let stdin = self.stdin.as_mut().expect("stdin is open");
        if let Err(err) = stdin.write_all(bytes).and_then(|()| stdin.flush()) {
            self.fail(&format!("cannot write to the server: {err}"));
        }
    }

    /// Sends a raw message (for malformed-input tests).
    pub fn send(&mut self, message: &Value) {
        let body = serde_json::to_vec(message).expect("messages serialize");
        let stdin = self.stdin.as_mut().expect("stdin is open");
        let written = write!(stdin, "Content-Length: {}\r\n\r\n", body.len())
            .and_then(|()| stdin.write_all(&body))
            .and_then(|()| stdin.flush());
        if let Err(err) = written {
            self.fail(&format!("cannot write to the server: {err}"));
        }
    }

    /// Waits for the response to request `id`.
    pub fn await_response(&mut self, id: &Value) -> Result<Value, ResponseError> {
        let key = id.to_string();
        let what = format!("the response to request {key}");
        let response = self.wait_for(&what, self.timeout, |s| s.responses.remove(&key));
        if let Some(error) = response.get("error") {
            return Err(ResponseError {
                code: error["code"].as_i64().unwrap_or_default(),
                message: error["message"].as_str().unwrap_or_default().to_owned(),
                data: error.get("data").cloned(),
            });
        }
        Ok(response.get("result").cloned().unwrap_or(Value::Null))
    }

    /// Waits for the response to request `id` while answering the server's own requests with
    /// `answer(method, params)` (progress tokens, `workspace/applyEdit`, ...): a long command
    /// waits for those answers before it can finish.
    pub fn await_response_serving(
        &mut self,
        id: &Value,
        timeout: Duration,
        mut answer: impl FnMut(&str, &Value) -> Value,
    ) -> Result<Value, ResponseError> {
        let key = id.to_string();
        let deadline = Instant::now() + timeout;
        loop {
            self.drain_incoming();
            while let Some(request) = self.requests.pop_front() {
                let method = request["method"].as_str().unwrap_or_default().to_owned();
                let params = request.get("params").cloned().unwrap_or(Value::Null);
                let result = answer(&method, &params);
                self.respond(request["id"].clone(), result);
            }
            if self.responses.contains_key(&key) {
                return self.await_response(id);
            }
            if self.disconnected {
                self.fail(&format!(
                    "the server closed its output before answering {key}"
                ));
            }
            if Instant::now() >= deadline {
                self.fail(&format!(
                    "timed out after {timeout:?} waiting for the response to {key}"
                ));
            }
            match self.incoming.recv_timeout(Duration::from_millis(20)) {
                Ok(message) => self.file(message),
                Err(RecvTimeoutError::Timeout) => {}
                Err(RecvTimeoutError::Disconnected) => self.disconnected = true,
            }
        }
    }

    /// Takes every queued notification with this method, in order.
    pub fn take_notifications(&mut self, method: &str) -> Vec<Value> {
        self.drain_incoming();
        let (taken, kept): (VecDeque<Value>, VecDeque<Value>) = self
            .notifications
            .drain(..)
            .partition(|n| n["method"] == method);
        self.notifications = kept;
        taken.into_iter().map(|n| n["params"].clone()).collect()
    }

    /// Waits for a notification with this method and returns its params; other notifications
    /// stay queued.
    pub fn await_notification(&mut self, method: &str, timeout: Duration) -> Value {
        let what = format!("a {method} notification");
        let message = self.wait_for(&what, timeout, |s| take_first(&mut s.notifications, method));
        message.get("params").cloned().unwrap_or(Value::Null)
    }

    /// Waits for a typed notification.
    pub fn await_notification_as<N>(&mut self, timeout: Duration) -> N::Params
    where
        N: tower_lsp::lsp_types::notification::Notification,
        N::Params: DeserializeOwned,
    {
        let params = self.await_notification(N::METHOD, timeout);
        serde_json::from_value(params.clone()).unwrap_or_else(|err| {
            self.fail(&format!(
                "cannot decode {} params {params}: {err}",
                N::METHOD
            ))
        })
    }

    /// Waits for a server-to-client request with this method; returns its id and params. Answer
    /// it with [`TestServer::respond`].
    pub fn await_request(&mut self, method: &str, timeout: Duration) -> (Value, Value) {
        let what = format!("a {method} request from the server");
        let message = self.wait_for(&what, timeout, |s| take_first(&mut s.requests, method));
        (
            message["id"].clone(),
            message.get("params").cloned().unwrap_or(Value::Null),
        )
    }

    /// Answers a server-to-client request.
    pub fn respond(&mut self, id: Value, result: Value) {
        self.send(&json!({ "jsonrpc": "2.0", "id": id, "result": result }));
    }

    /// Answers a server-to-client request with an error.
    pub fn respond_error(&mut self, id: Value, code: i64, message: &str) {
        self.send(&json!({
            "jsonrpc": "2.0", "id": id, "error": { "code": code, "message": message }
        }));
    }

    /// Notifications received and not yet awaited.
    pub fn pending_notifications(&mut self) -> Vec<Value> {
        self.drain_incoming();
        self.notifications.iter().cloned().collect()
    }

    /// Opens a document at version 1.
    pub fn open(&mut self, uri: &str, language_id: &str, text: &str) {
        self.notify(
            "textDocument/didOpen",
            json!({ "textDocument": {
                "uri": uri, "languageId": language_id, "version": 1, "text": text
            } }),
        );
    }

    /// Sends `didChange` with `changes` (an array of `TextDocumentContentChangeEvent`).
    pub fn change(&mut self, uri: &str, version: i32, changes: Value) {
        self.notify(
            "textDocument/didChange",
            json!({
                "textDocument": { "uri": uri, "version": version },
                "contentChanges": changes
            }),
        );
    }

    /// The server's view of an open document (`bugbash/debugDocument`).
    pub fn debug_document(&mut self, uri: &str) -> Result<Value, ResponseError> {
        self.request(
            "bugbash/debugDocument",
            json!({ "textDocument": { "uri": uri } }),
        )
    }

    /// What the server wrote to stderr so far.
    pub fn stderr(&self) -> String {
        String::from_utf8_lossy(&self.stderr.lock().unwrap()).into_owned()
    }

    /// Sends `shutdown` and `exit` and waits for the process; returns its exit status.
    pub fn shutdown(&mut self) -> ExitStatus {
        if let Some(status) = self.finished {
            return status;
        }
        if let Err(err) = self.request("shutdown", Value::Null) {
            self.fail(&format!("shutdown failed: {err}"));
        }
        self.exit()
    }

    /// Sends `exit` (without `shutdown` unless already sent) and waits for the process.
    pub fn exit(&mut self) -> ExitStatus {
        if let Some(status) = self.finished {
            return status;
        }
        self.notify("exit", Value::Null);
        self.stdin = None;
        match self.wait_for_exit(self.timeout) {
            Some(status) => status,
            None => self.fail("the server did not exit after `exit`"),
        }
    }

    /// Closes stdin and waits for the process; for servers that never initialize.
    pub fn close_stdin_and_wait(&mut self) -> ExitStatus {
        self.stdin = None;
        match self.wait_for_exit(self.timeout) {
            Some(status) => status,
            None => self.fail("the server did not exit when stdin closed"),
        }
    }

    fn wait_for_exit(&mut self, timeout: Duration) -> Option<ExitStatus> {
        let deadline = Instant::now() + timeout;
        loop {
            if let Ok(Some(status)) = self.child.try_wait() {
                self.finished = Some(status);
                self.collect_stderr();
                return Some(status);
            }
            if Instant::now() >= deadline {
                return None;
            }
            thread::sleep(Duration::from_millis(10));
        }
    }

    /// Gives the stderr reader a moment to read what the exited process left in the pipe.
    fn collect_stderr(&mut self) {
        let deadline = Instant::now() + Duration::from_secs(1);
        while let Some(handle) = self.stderr_thread.take() {
            if handle.is_finished() {
                let _ = handle.join();
            } else if Instant::now() < deadline {
                self.stderr_thread = Some(handle);
                thread::sleep(Duration::from_millis(5));
            }
        }
    }

    /// Receives until `take` finds what is wanted, or panics at the deadline.
    fn wait_for(
        &mut self,
        what: &str,
        timeout: Duration,
        mut take: impl FnMut(&mut Self) -> Option<Value>,
    ) -> Value {
        let deadline = Instant::now() + timeout;
        loop {
            if let Some(found) = take(self) {
                return found;
            }
            if self.disconnected {
                self.fail(&format!(
                    "the server closed its output while waiting for {what}"
                ));
            }
            let left = deadline.saturating_duration_since(Instant::now());
            match self.incoming.recv_timeout(left) {
                Ok(message) => self.file(message),
                Err(RecvTimeoutError::Timeout) => {
                    self.fail(&format!("timed out after {timeout:?} waiting for {what}"))
                }
                Err(RecvTimeoutError::Disconnected) => self.disconnected = true,
            }
        }
    }

    fn drain_incoming(&mut self) {
        while let Ok(message) = self.incoming.try_recv() {
            self.file(message);
        }
    }

    /// Sorts a message into responses, notifications or requests.
    fn file(&mut self, message: Value) {
        let method = message.get("method").and_then(Value::as_str);
        let id = message.get("id");
        match (method, id) {
            (Some(method), Some(id)) => {
                self.seen.push(format!("request {method} (id {id})"));
                self.requests.push_back(message);
            }
            (Some(method), None) => {
                let detail = match method {
                    "window/logMessage" | "window/showMessage" => {
                        format!(": {}", message["params"]["message"])
                    }
                    _ => String::new(),
                };
                self.seen.push(format!("notification {method}{detail}"));
                self.notifications.push_back(message);
            }
            (None, Some(id)) => {
                let outcome = if message.get("error").is_some() {
                    "error"
                } else {
                    "result"
                };
                self.seen.push(format!("response {id} ({outcome})"));
                self.responses.insert(id.to_string(), message);
            }
            (None, None) => self.seen.push(format!("unrecognized message {message}")),
        }
    }

    /// Panics with everything received so far and the server's stderr.
    fn fail(&mut self, problem: &str) -> ! {
        self.drain_incoming();
        thread::sleep(Duration::from_millis(50));
        let seen = if self.seen.is_empty() {
            "  (nothing)".to_owned()
        } else {
            self.seen
                .iter()
                .map(|line| format!("  {line}"))
                .collect::<Vec<_>>()
                .join("\n")
        };
        panic!(
            "{problem}\nreceived from the server:\n{seen}\nserver stderr:\n{}",
            self.stderr()
        );
    }
}

/// Removes and returns the first message with `method`.
fn take_first(queue: &mut VecDeque<Value>, method: &str) -> Option<Value> {
    let index = queue.iter().position(|m| m["method"] == method)?;
    queue.remove(index)
}

impl Drop for TestServer {
    fn drop(&mut self) {
        if self.finished.is_some() {
            return;
        }
        // Never panic here: this may run while a failed test unwinds.
        if self.stdin.is_some() && !self.disconnected {
            let id = json!(self.next_id);
            self.next_id += 1;
            let shutdown = json!({ "jsonrpc": "2.0", "id": id, "method": "shutdown" });
            let exit = json!({ "jsonrpc": "2.0", "method": "exit" });
            for message in [shutdown, exit] {
                let body = serde_json::to_vec(&message).unwrap_or_default();
                if let Some(stdin) = self.stdin.as_mut() {
                    let _ = write!(stdin, "Content-Length: {}\r\n\r\n", body.len())
                        .and_then(|()| stdin.write_all(&body))
                        .and_then(|()| stdin.flush());
                }
            }
        }
        self.stdin = None;
        if self.wait_for_exit(Duration::from_secs(2)).is_none() {
            let _ = self.child.kill();
            let _ = self.child.wait();
        }
    }
}

/// The LSP position of byte `offset` in `text`, computed independently of the server: lines end
/// at `\n`, `\r\n` or `\r`; `character` counts units of `encoding`.
pub fn lsp_position(text: &str, offset: usize, encoding: &str) -> Value {
    let mut line = 0;
    let mut line_start = 0;
    let bytes = text.as_bytes();
    let mut i = 0;
    while i < offset {
        match bytes[i] {
            b'\n' => {
                line += 1;
                line_start = i + 1;
            }
            b'\r' if bytes.get(i + 1) != Some(&b'\n') => {
                line += 1;
                line_start = i + 1;
            }
            _ => {}
        }
        i += 1;
    }
    let before = &text[line_start..offset];
    let character = match encoding {
        "utf-8" => before.len(),
        "utf-16" => before.encode_utf16().count(),
        "utf-32" => before.chars().count(),
        other => panic!("unknown encoding {other}"),
    };
    json!({ "line": line, "character": character })
}

/// A `didChange` event replacing `text[range]`, with positions in `encoding`.
pub fn change_event(
    text: &str,
    range: std::ops::Range<usize>,
    new_text: &str,
    encoding: &str,
) -> Value {
    json!({
        "range": {
            "start": lsp_position(text, range.start, encoding),
            "end": lsp_position(text, range.end, encoding),
        },
        "text": new_text,
    })
}
