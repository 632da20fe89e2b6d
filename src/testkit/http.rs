//! A tiny scripted HTTP/1.1 server for tests: it listens on `127.0.0.1:0`, answers a queue of
//! canned responses in order (status, headers, body), records every request (method, path,
//! headers, body) for assertions, and shuts down on `Drop`.
//!
//! Each response carries `Content-Length` and `Connection: close`, and the connection is closed
//! after it, so clients never reuse a connection the script has moved past. Requests are read with
//! `Content-Length` or chunked bodies, bounded in size and time. When the queue is empty the server
//! answers `599` with a body that says so, which makes an unexpected extra request visible.

use std::collections::VecDeque;
use std::io::{self, BufRead, BufReader, Read, Write};
use std::net::{Shutdown, SocketAddr, TcpListener, TcpStream};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};
use std::thread::JoinHandle;
use std::time::Duration;

const MAX_HEAD_BYTES: usize = 64 * 1024;
const MAX_BODY_BYTES: usize = 8 * 1024 * 1024;
const IO_TIMEOUT: Duration = Duration::from_secs(5);

/// One scripted answer.
#[derive(Debug, Clone, PartialEq)]
pub struct CannedResponse {
    pub status: u16,
    pub headers: Vec<(String, String)>,
    pub body: Vec<u8>,
    /// Close the connection without answering (a network error for the client).
    pub disconnect: bool,
    /// Wait this long before answering (to exercise client timeouts).
    pub delay: Option<Duration>,
}

impl CannedResponse {
    pub fn new(status: u16) -> Self {
        CannedResponse {
            status,
            headers: Vec::new(),
            body: Vec::new(),
            disconnect: false,
            delay: None,
        }
    }

    /// A response with a JSON body and `Content-Type: application/json`.
    pub fn json(status: u16, body: impl Into<String>) -> Self {
        CannedResponse::new(status)
            .header("Content-Type", "application/json")
            .body(body.into())
    }

    /// Closes the connection after reading the request, without any response.
    pub fn disconnect() -> Self {
        CannedResponse {
            disconnect: true,
            ..CannedResponse::new(0)
        }
    }

    pub fn header(mut self, name: impl Into<String>, value: impl Into<String>) -> Self {
        self.headers.push((name.into(), value.into()));
        self
    }

    pub fn body(mut self, body: impl Into<Vec<u8>>) -> Self {
        self.body = body.into();
        self
    }

    pub fn delayed(mut self, delay: Duration) -> Self {
        self.delay = Some(delay);
        self
    }
}

/// One request the server received.
#[derive(Debug, Clone, PartialEq)]
pub struct RecordedRequest {
    pub method: String,
    /// Path and query as sent (`/v1/messages?x=1`).
    pub path: String,
    /// Header names in lower case, values as sent, in order.
    pub headers: Vec<(String, String)>,
    pub body: Vec<u8>,
}

impl RecordedRequest {
    /// First value of a header (name compared case-insensitively).
    pub fn header(&self, name: &str) -> Option<&str> {
        let name = name.to_ascii_lowercase();
        self.headers
            .iter()
            .find(|(k, _)| *k == name)
            .map(|(_, v)| v.as_str())
    }

    pub fn body_text(&self) -> String {
        String::from_utf8_lossy(&self.body).into_owned()
    }

    /// The body parsed as JSON (`Value::Null` when it is not JSON).
    pub fn body_json(&self) -> serde_json::Value {
        serde_json::from_slice(&self.body).unwrap_or(serde_json::Value::Null)
    }
}

#[derive(Debug, Default)]
struct Shared {
    queue: VecDeque<CannedResponse>,
    requests: Vec<RecordedRequest>,
}

fn lock(m: &Mutex<Shared>) -> MutexGuard<'_, Shared> {
    match m.lock() {
        Ok(g) => g,
        Err(poisoned) => poisoned.into_inner(),
    }
}

/// The running server. Dropping it stops the thread.
#[derive(Debug)]
pub struct TestServer {
    addr: SocketAddr,
    shared: Arc<Mutex<Shared>>,
    stop: Arc<AtomicBool>,
    thread: Option<JoinHandle<()>>,
}

impl TestServer {
    /// Starts a server on a free loopback port that answers `responses` in order.
    pub fn start(responses: Vec<CannedResponse>) -> io::Result<TestServer> {
        let listener = TcpListener::bind(("127.0.0.1", 0))?;
        let addr = listener.local_addr()?;
        let shared = Arc::new(Mutex::new(Shared {
            queue: responses.into(),
            requests: Vec::new(),
        }));
        let stop = Arc::new(AtomicBool::new(false));
        let thread = {
            let shared = Arc::clone(&shared);
            let stop = Arc::clone(&stop);
            std::thread::Builder::new()
                .name("testkit-http".into())
                .spawn(move || serve(listener, shared, stop))?
        };
        Ok(TestServer {
            addr,
            shared,
            stop,
            thread: Some(thread),
        })
    }

    /// `http://127.0.0.1:<port>` (no trailing slash).
    pub fn url(&self) -> String {
        format!("http://{}", self.addr)
    }

    pub fn addr(&self) -> SocketAddr {
        self.addr
    }

    /// Appends a response to the queue.
    pub fn push(&self, response: CannedResponse) {
        lock(&self.shared).queue.push_back(response);
    }

    /// Every request received so far, in order.
    pub fn requests(&self) -> Vec<RecordedRequest> {
        lock(&self.shared).requests.clone()
    }

    /// How many canned responses have not been used.
    pub fn remaining(&self) -> usize {
        lock(&self.shared).queue.len()
    }
}

impl Drop for TestServer {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::SeqCst);
        // Wake the blocking accept; an error only means the thread is already gone.
        let _ = TcpStream::connect_timeout(&self.addr, Duration::from_secs(1));
        if let Some(t) = self.thread.take() {
            let _ = t.join();
        }
    }
}

fn serve(listener: TcpListener, shared: Arc<Mutex<Shared>>, stop: Arc<AtomicBool>) {
    for conn in listener.incoming() {
        if stop.load(Ordering::SeqCst) {
            break;
        }
        let Ok(stream) = conn else { continue };
        // A broken connection is the client's business; the server keeps going.
        let _ = handle(stream, &shared, &stop);
    }
}

fn handle(stream: TcpStream, shared: &Mutex<Shared>, stop: &AtomicBool) -> io::Result<()> {
    stream.set_read_timeout(Some(IO_TIMEOUT))?;
    stream.set_write_timeout(Some(IO_TIMEOUT))?;
    let mut reader = BufReader::new(stream.try_clone()?);
    let Some(request) = read_request(&mut reader)? else {
        return Ok(());
    };
    let response = {
        let mut s = lock(shared);
        s.requests.push(request);
        s.queue.pop_front()
    };
    let response = response.unwrap_or_else(|| {
        CannedResponse::new(599).body("testkit: no canned response left for this request")
    });
    if let Some(d) = response.delay {
        // In small steps, so that dropping the server does not wait out a long delay.
        let until = std::time::Instant::now() + d;
        while std::time::Instant::now() < until && !stop.load(Ordering::SeqCst) {
            std::thread::sleep(
                Duration::from_millis(20)
                    .min(until.saturating_duration_since(std::time::Instant::now())),
            );
        }
    }
    let mut stream = stream;
    if response.disconnect {
        let _ = stream.shutdown(Shutdown::Both);
        return Ok(());
    }
    let mut head = format!(
        "HTTP/1.1 {} {}\r\n",
        response.status,
        reason(response.status)
    );
    for (k, v) in &response.headers {
        if k.eq_ignore_ascii_case("content-length") || k.eq_ignore_ascii_case("connection") {
            continue;
        }
        head.push_str(&format!("{k}: {v}\r\n"));
    }
    head.push_str(&format!(
        "Content-Length: {}\r\nConnection: close\r\n\r\n",
        response.body.len()
    ));
    stream.write_all(head.as_bytes())?;
    stream.write_all(&response.body)?;
    stream.flush()?;
    let _ = stream.shutdown(Shutdown::Write);
    // Drain whatever the client still sends so the close is orderly, bounded by the timeout.
    let mut sink = [0u8; 1024];
    stream.set_read_timeout(Some(Duration::from_millis(200)))?;
    while matches!(stream.read(&mut sink), Ok(n) if n > 0) {}
    Ok(())
}

fn read_request(reader: &mut impl BufRead) -> io::Result<Option<RecordedRequest>> {
    let mut head_bytes = 0usize;
    let mut line = String::new();
    if reader.read_line(&mut line)? == 0 {
        return Ok(None);
    }
    head_bytes += line.len();
    let mut parts = line.split_whitespace();
    let method = parts.next().unwrap_or_default().to_string();
    let path = parts.next().unwrap_or_default().to_string();
    let mut headers = Vec::new();
    loop {
        line.clear();
        let n = reader.read_line(&mut line)?;
        head_bytes += n;
        if n == 0 || head_bytes > MAX_HEAD_BYTES {
            return Err(io::Error::new(
                io::ErrorKind::InvalidData,
                "request head too long or truncated",
            ));
        }
        let l = line.trim_end_matches(['\r', '\n']);
        if l.is_empty() {
            break;
        }
        if let Some((k, v)) = l.split_once(':') {
            headers.push((k.trim().to_ascii_lowercase(), v.trim().to_string()));
        }
    }
    let get = |name: &str| {
        headers
            .iter()
            .find(|(k, _)| k == name)
            .map(|(_, v)| v.clone())
    };
    let body =
        if get("transfer-encoding").is_some_and(|v| v.to_ascii_lowercase().contains("chunked")) {
            read_chunked(reader)?
        } else {
            let len: usize = get("content-length")
                .and_then(|v| v.parse().ok())
                .unwrap_or(0);
            if len > MAX_BODY_BYTES {
                return Err(io::Error::new(io::ErrorKind::InvalidData, "body too large"));
            }
            let mut body = vec![0u8; len];
            reader.read_exact(&mut body)?;
            body
        };
    Ok(Some(RecordedRequest {
        method,
        path,
        headers,
        body,
    }))
}

fn read_chunked(reader: &mut impl BufRead) -> io::Result<Vec<u8>> {
    let mut body = Vec::new();
    let mut line = String::new();
    loop {
        line.clear();
        reader.read_line(&mut line)?;
        let size_text = line.trim().split(';').next().unwrap_or("");
        let size = usize::from_str_radix(size_text, 16)
            .map_err(|_| io::Error::new(io::ErrorKind::InvalidData, "bad chunk size"))?;
        if size == 0 {
            // Trailers end with an empty line.
            loop {
                line.clear();
                if reader.read_line(&mut line)? == 0 || line.trim().is_empty() {
                    break;
                }
            }
            return Ok(body);
        }
        if body.len() + size > MAX_BODY_BYTES {
            return Err(io::Error::new(io::ErrorKind::InvalidData, "body too large"));
        }
        let start = body.len();
        body.resize(start + size, 0);
        reader.read_exact(&mut body[start..])?;
        line.clear();
        reader.read_line(&mut line)?;
    }
}

fn reason(status: u16) -> &'static str {
    match status {
        200 => "OK",
        201 => "Created",
        400 => "Bad Request",
        401 => "Unauthorized",
        403 => "Forbidden",
        404 => "Not Found",
        408 => "Request Timeout",
        429 => "Too Many Requests",
        500 => "Internal Server Error",
        502 => "Bad Gateway",
        503 => "Service Unavailable",
        504 => "Gateway Timeout",
        529 => "Overloaded",
        _ => "Status",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn raw(addr: SocketAddr, request: &[u8]) -> String {
        let mut s = TcpStream::connect(addr).expect("connect");
        s.write_all(request).expect("write");
        let mut out = String::new();
        s.read_to_string(&mut out).expect("read");
        out
    }

    #[test]
    fn answers_in_order_and_records_requests() {
        let server = TestServer::start(vec![
            CannedResponse::json(200, r#"{"a":1}"#).header("X-Test", "yes"),
            CannedResponse::new(503),
        ])
        .expect("start");
        let first = raw(
            server.addr(),
            b"POST /v1/x HTTP/1.1\r\nHost: h\r\nContent-Length: 5\r\nX-Key: v\r\n\r\nhello",
        );
        assert!(first.starts_with("HTTP/1.1 200 OK\r\n"), "{first}");
        assert!(first.contains("X-Test: yes\r\n"), "{first}");
        assert!(first.contains("Content-Length: 7\r\n"), "{first}");
        assert!(first.ends_with("\r\n\r\n{\"a\":1}"), "{first}");
        let chunked = raw(
            server.addr(),
            b"PUT /c HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n3\r\nabc\r\n2\r\nde\r\n0\r\n\r\n",
        );
        assert!(chunked.starts_with("HTTP/1.1 503"), "{chunked}");
        let third = raw(server.addr(), b"GET / HTTP/1.1\r\n\r\n");
        assert!(third.starts_with("HTTP/1.1 599"), "{third}");
        let reqs = server.requests();
        assert_eq!(reqs.len(), 3);
        assert_eq!(reqs[0].method, "POST");
        assert_eq!(reqs[0].path, "/v1/x");
        assert_eq!(reqs[0].header("x-key"), Some("v"));
        assert_eq!(reqs[0].body_text(), "hello");
        assert_eq!(reqs[1].body_text(), "abcde");
        assert_eq!(server.remaining(), 0);
    }
}
