//! The wire between the client and tower-lsp: frames are read here, checked, and only
//! well-formed JSON-RPC messages reach tower-lsp. tower-lsp 0.20's codec ends the server on
//! invalid UTF-8 and buffers whatever `Content-Length` announces; here a bad message gets its
//! JSON-RPC error reply (id null) and the server keeps serving.
//!
//! - A header section is at most [`MAX_HEADER`] bytes; a longer one is skipped without being
//!   kept in memory.
//! - A body is at most [`MAX_BODY`] bytes; a larger one is answered at once and then read and
//!   dropped in chunks, so the next message is found again.
//! - A body that is not UTF-8 or not JSON gets Parse error (-32700); JSON that is not a request,
//!   notification or response object gets Invalid request (-32600).
//!
//! Every frame written to the client (tower-lsp's and the replies made here) goes through one
//! channel to one writer task, whole, so frames never interleave.

use tokio::io::{AsyncBufReadExt, AsyncRead, AsyncReadExt, AsyncWrite, AsyncWriteExt, BufReader};
use tokio::sync::mpsc::UnboundedSender;

/// The largest body accepted: 64 MiB.
pub const MAX_BODY: u64 = 64 * 1024 * 1024;

/// The largest header section accepted, in bytes.
pub const MAX_HEADER: usize = 8 * 1024;

/// JSON-RPC: invalid JSON was received.
pub const PARSE_ERROR: i64 = -32700;
/// JSON-RPC: the JSON sent is not a valid request object.
pub const INVALID_REQUEST: i64 = -32600;

/// A complete frame (header and body) for the client.
pub type Frame = Vec<u8>;

/// `body` with its `Content-Length` header.
pub fn frame(body: &[u8]) -> Frame {
    let mut out = format!("Content-Length: {}\r\n\r\n", body.len()).into_bytes();
    out.extend_from_slice(body);
    out
}

/// The error response for a message that cannot be served.
pub fn error_reply(id: serde_json::Value, code: i64, message: &str) -> Frame {
    let body = serde_json::json!({
        "jsonrpc": "2.0",
        "id": id,
        "error": { "code": code, "message": message },
    });
    frame(body.to_string().as_bytes())
}

/// Spawns the task that writes every frame sent on the returned channel to `output`, in order
/// and whole. It ends when every sender is gone (after writing what was sent) or when `output`
/// fails.
pub fn spawn_writer<O>(mut output: O) -> (UnboundedSender<Frame>, tokio::task::JoinHandle<()>)
where
    O: AsyncWrite + Unpin + Send + 'static,
{
    let (tx, mut rx) = tokio::sync::mpsc::unbounded_channel::<Frame>();
    let task = tokio::spawn(async move {
        while let Some(frame) = rx.recv().await {
            if let Err(err) = async {
                output.write_all(&frame).await?;
                output.flush().await
            }
            .await
            {
                tracing::debug!("cannot write to the client: {err}");
                return;
            }
        }
    });
    (tx, task)
}

/// What a header section said.
enum Header {
    /// The input ended.
    Eof,
    /// A body of this many bytes follows.
    Length(u64),
    /// The section cannot be used: the reply's code and message. No body is read.
    Bad(i64, String),
    /// The section is longer than [`MAX_HEADER`]; its rest is still to be skipped.
    TooLong,
}

/// Reads frames from `input` until it ends, forwarding every valid message to `server` (with
/// its header) and answering the others through `replies`.
pub async fn pump<R, W>(input: R, mut server: W, replies: UnboundedSender<Frame>)
where
    R: AsyncRead + Unpin,
    W: AsyncWrite + Unpin,
{
    let mut input = BufReader::with_capacity(64 * 1024, input);
    loop {
        let len = match read_header(&mut input).await {
            Ok(Header::Eof) | Err(_) => break,
            Ok(Header::Bad(code, message)) => {
                tracing::warn!("bad message header: {message}");
                let _ = replies.send(error_reply(serde_json::Value::Null, code, &message));
                continue;
            }
            Ok(Header::TooLong) => {
                let message = format!("header section longer than {MAX_HEADER} bytes");
                tracing::warn!("bad message header: {message}");
                let _ = replies.send(error_reply(serde_json::Value::Null, PARSE_ERROR, &message));
                // Answered first: a client may wait for the answer before ending its header.
                if skip_header(&mut input).await.is_err() {
                    break;
                }
                continue;
            }
            Ok(Header::Length(len)) => len,
        };
        if len > MAX_BODY {
            let message =
                format!("message of {len} bytes refused: the limit is {MAX_BODY} bytes (64 MiB)");
            tracing::warn!("{message}");
            let _ = replies.send(error_reply(
                serde_json::Value::Null,
                INVALID_REQUEST,
                &message,
            ));
            // Skip the body without keeping it, to find the next message.
            let mut body = (&mut input).take(len);
            match tokio::io::copy(&mut body, &mut tokio::io::sink()).await {
                Ok(n) if n == len => continue,
                _ => break,
            }
        }
        let mut body = vec![0u8; len as usize];
        if input.read_exact(&mut body).await.is_err() {
            break;
        }
        match check(&body) {
            Ok(()) => {
                let forwarded = async {
                    server.write_all(&frame(&body)).await?;
                    server.flush().await
                };
                if forwarded.await.is_err() {
                    break;
                }
            }
            Err((id, code, message)) => {
                tracing::warn!("bad message: {message}");
                let _ = replies.send(error_reply(id, code, &message));
            }
        }
    }
    let _ = server.shutdown().await;
}

/// Reads one header section, at most [`MAX_HEADER`] bytes of it.
async fn read_header<R>(input: &mut BufReader<R>) -> std::io::Result<Header>
where
    R: AsyncRead + Unpin,
{
    let mut total = 0usize;
    let mut length: Option<Result<u64, String>> = None;
    let mut line = Vec::new();
    loop {
        line.clear();
        let room = (MAX_HEADER - total) as u64 + 1;
        let n = (&mut *input)
            .take(room)
            .read_until(b'\n', &mut line)
            .await?;
        if n == 0 {
            return Ok(Header::Eof);
        }
        total += n;
        if !line.ends_with(b"\n") {
            if total <= MAX_HEADER {
                return Ok(Header::Eof); // the input ended inside the header
            }
            return Ok(Header::TooLong);
        }
        let text = trim_eol(&line);
        if text.is_empty() {
            if total == n {
                // Blank lines between messages.
                total = 0;
                continue;
            }
            break;
        }
        let Some((name, value)) = std::str::from_utf8(text)
            .ok()
            .and_then(|t| t.split_once(':'))
        else {
            // A malformed line: remembered, reported once the section ends.
            length = Some(Err(format!(
                "malformed header line {:?}",
                String::from_utf8_lossy(text)
            )));
            continue;
        };
        if name.trim().eq_ignore_ascii_case("content-length") && !matches!(length, Some(Err(_))) {
            length = Some(
                value
                    .trim()
                    .parse::<u64>()
                    .map_err(|_| format!("invalid Content-Length {:?}", value.trim())),
            );
        }
    }
    Ok(match length {
        Some(Ok(0)) => Header::Bad(PARSE_ERROR, "empty message body".into()),
        Some(Ok(len)) => Header::Length(len),
        Some(Err(message)) => Header::Bad(PARSE_ERROR, message),
        None => Header::Bad(PARSE_ERROR, "missing Content-Length header".into()),
    })
}

/// Reads and drops the rest of a header section, up to and including its blank line.
async fn skip_header<R>(input: &mut BufReader<R>) -> std::io::Result<()>
where
    R: AsyncRead + Unpin,
{
    // The line being skipped is not at a line start yet.
    let mut at_start = false;
    let mut line = Vec::new();
    loop {
        line.clear();
        let n = (&mut *input)
            .take(MAX_HEADER as u64)
            .read_until(b'\n', &mut line)
            .await?;
        if n == 0 {
            return Ok(());
        }
        let complete = line.ends_with(b"\n");
        if at_start && complete && trim_eol(&line).is_empty() {
            return Ok(());
        }
        at_start = complete;
    }
}

fn trim_eol(line: &[u8]) -> &[u8] {
    let line = line.strip_suffix(b"\n").unwrap_or(line);
    line.strip_suffix(b"\r").unwrap_or(line)
}

/// Whether tower-lsp can take `body`: UTF-8, JSON, and a request, notification or response
/// object. Otherwise the reply's id, code and message.
fn check(body: &[u8]) -> Result<(), (serde_json::Value, i64, String)> {
    use serde_json::Value;
    let null = Value::Null;
    let text = std::str::from_utf8(body).map_err(|e| {
        (
            null.clone(),
            PARSE_ERROR,
            format!("message is not valid UTF-8: {e}"),
        )
    })?;
    let value: Value = serde_json::from_str(text).map_err(|e| {
        (
            null.clone(),
            PARSE_ERROR,
            format!("message is not valid JSON: {e}"),
        )
    })?;
    let Value::Object(object) = &value else {
        return Err((
            null,
            INVALID_REQUEST,
            "message is not a JSON-RPC object".into(),
        ));
    };
    // The id to answer with, when the message has a usable one.
    let id = match object.get("id") {
        Some(id @ (Value::Number(_) | Value::String(_))) => id.clone(),
        _ => null,
    };
    let invalid = |why: &str| {
        Err((
            id.clone(),
            INVALID_REQUEST,
            format!("message is not a JSON-RPC request, notification or response: {why}"),
        ))
    };
    if object.get("jsonrpc") != Some(&Value::from("2.0")) {
        return invalid("\"jsonrpc\" must be \"2.0\"");
    }
    if !matches!(
        object.get("id"),
        None | Some(Value::Null | Value::Number(_) | Value::String(_))
    ) {
        return invalid("\"id\" must be a number, a string or null");
    }
    if let Some(method) = object.get("method") {
        if !method.is_string() {
            return invalid("\"method\" must be a string");
        }
        return match serde_json::from_value::<tower_lsp::jsonrpc::Request>(value.clone()) {
            Ok(_) => Ok(()),
            Err(e) => invalid(&e.to_string()),
        };
    }
    // A response: an id, and exactly one of `result` and `error`.
    if !object.contains_key("id") {
        return invalid("it has neither \"method\" nor \"id\"");
    }
    match (object.get("result"), object.get("error")) {
        (Some(_), None) => Ok(()),
        (None, Some(Value::Object(e)))
            if e.get("code").is_some_and(Value::is_i64)
                && e.get("message").is_some_and(Value::is_string) =>
        {
            Ok(())
        }
        (None, Some(_)) => invalid("\"error\" must have an integer code and a message"),
        _ => invalid("a response has exactly one of \"result\" and \"error\""),
    }
}

/// tower-lsp's output: collects what it writes and sends each complete frame to the writer.
pub struct FrameSink {
    buf: Vec<u8>,
    tx: UnboundedSender<Frame>,
}

impl FrameSink {
    pub fn new(tx: UnboundedSender<Frame>) -> FrameSink {
        FrameSink {
            buf: Vec::new(),
            tx,
        }
    }

    /// Sends every complete frame in the buffer.
    fn send_complete(&mut self) -> std::io::Result<()> {
        loop {
            let Some(end) = self.buf.windows(4).position(|w| w == b"\r\n\r\n") else {
                return Ok(());
            };
            let header = String::from_utf8_lossy(&self.buf[..end]).into_owned();
            let len = header
                .lines()
                .filter_map(|l| l.split_once(':'))
                .find(|(name, _)| name.trim().eq_ignore_ascii_case("content-length"))
                .and_then(|(_, v)| v.trim().parse::<usize>().ok())
                .ok_or_else(|| std::io::Error::other("tower-lsp wrote a frame without length"))?;
            let total = end + 4 + len;
            if self.buf.len() < total {
                return Ok(());
            }
            let rest = self.buf.split_off(total);
            let frame = std::mem::replace(&mut self.buf, rest);
            self.tx
                .send(frame)
                .map_err(|_| std::io::Error::from(std::io::ErrorKind::BrokenPipe))?;
        }
    }
}

impl AsyncWrite for FrameSink {
    fn poll_write(
        self: std::pin::Pin<&mut Self>,
        _cx: &mut std::task::Context<'_>,
        data: &[u8],
    ) -> std::task::Poll<std::io::Result<usize>> {
        let this = self.get_mut();
        this.buf.extend_from_slice(data);
        std::task::Poll::Ready(this.send_complete().map(|()| data.len()))
    }

    fn poll_flush(
        self: std::pin::Pin<&mut Self>,
        _cx: &mut std::task::Context<'_>,
    ) -> std::task::Poll<std::io::Result<()>> {
        std::task::Poll::Ready(Ok(()))
    }

    fn poll_shutdown(
        self: std::pin::Pin<&mut Self>,
        _cx: &mut std::task::Context<'_>,
    ) -> std::task::Poll<std::io::Result<()>> {
        std::task::Poll::Ready(Ok(()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::Value;

    /// Runs the pump over `input`; returns what reached the server and the replies.
    fn run(input: Vec<u8>) -> (Vec<u8>, Vec<Value>) {
        let rt = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .unwrap();
        rt.block_on(async {
            let (tx, mut rx) = tokio::sync::mpsc::unbounded_channel();
            let mut forwarded = Vec::new();
            pump(&input[..], &mut forwarded, tx).await;
            let mut replies = Vec::new();
            while let Ok(frame) = rx.try_recv() {
                let at = frame.windows(4).position(|w| w == b"\r\n\r\n").unwrap();
                replies.push(serde_json::from_slice(&frame[at + 4..]).unwrap());
            }
            (forwarded, replies)
        })
    }

    #[test]
    fn good_messages_pass_and_bad_ones_are_answered() {
        let good = br#"{"jsonrpc":"2.0","id":1,"method":"x"}"#;
        let mut input = frame(b"{not json");
        input.extend(frame(b"\xff\xfe"));
        input.extend(frame(b"[1,2]"));
        input.extend(frame(br#"{"jsonrpc":"2.0","id":7}"#));
        input.extend(frame(br#"{"jsonrpc":"2.0"}"#));
        input.extend(frame(br#"{"jsonrpc":"2.0","id":1,"result":null}"#));
        input.extend(b"X-Other: 1\r\n\r\n");
        input.extend(format!("Content-Length: {}\r\n\r\n", MAX_BODY + 1).as_bytes());
        input.extend(std::iter::repeat(b'a').take(MAX_BODY as usize + 1));
        input.extend(b"Content-Length: ");
        input.extend(std::iter::repeat(b'9').take(MAX_HEADER * 3));
        input.extend(b"\r\n\r\n");
        input.extend(frame(good));
        let (forwarded, replies) = run(input);
        let mut expected = frame(br#"{"jsonrpc":"2.0","id":1,"result":null}"#);
        expected.extend(frame(good));
        assert_eq!(forwarded, expected);
        let codes: Vec<(i64, Value)> = replies
            .iter()
            .map(|r| (r["error"]["code"].as_i64().unwrap(), r["id"].clone()))
            .collect();
        assert_eq!(
            codes,
            vec![
                (PARSE_ERROR, Value::Null),
                (PARSE_ERROR, Value::Null),
                (INVALID_REQUEST, Value::Null),
                (INVALID_REQUEST, serde_json::json!(7)),
                (INVALID_REQUEST, Value::Null),
                (PARSE_ERROR, Value::Null),
                (INVALID_REQUEST, Value::Null),
                (PARSE_ERROR, Value::Null),
            ],
            "{replies:#?}"
        );
        assert!(replies[6]["error"]["message"]
            .as_str()
            .unwrap()
            .contains("64 MiB"));
    }

    #[test]
    fn the_sink_sends_whole_frames() {
        let (tx, mut rx) = tokio::sync::mpsc::unbounded_channel();
        let mut sink = FrameSink::new(tx);
        let f = frame(b"{\"a\":1}");
        let (a, b) = f.split_at(5);
        sink.buf.extend_from_slice(a);
        sink.send_complete().unwrap();
        assert!(rx.try_recv().is_err());
        sink.buf.extend_from_slice(b);
        sink.buf.extend_from_slice(&f);
        sink.send_complete().unwrap();
        assert_eq!(rx.try_recv().unwrap(), f);
        assert_eq!(rx.try_recv().unwrap(), f);
    }
}
