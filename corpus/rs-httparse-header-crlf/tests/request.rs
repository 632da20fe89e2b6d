use httparse::{Error, Header, Request, Status, EMPTY_HEADER};

#[test]
fn request_line_only() {
    let mut headers = [EMPTY_HEADER; 4];
    let mut req = Request::new(&mut headers);
    assert_eq!(req.parse(b"GET / HTTP/1.1\r\n\r\n"), Ok(Status::Complete(18)));
    assert_eq!(req.method, Some("GET"));
    assert_eq!(req.path, Some("/"));
    assert_eq!(req.version, Some(1));
    assert_eq!(req.headers.len(), 0);
}

#[test]
fn request_with_headers() {
    let mut headers = [EMPTY_HEADER; 4];
    let mut req = Request::new(&mut headers);
    let buf = b"GET /index.html HTTP/1.1\r\nHost: example.com\r\nAccept: */*\r\n\r\n";
    assert_eq!(req.parse(buf), Ok(Status::Complete(buf.len())));
    assert_eq!(req.path, Some("/index.html"));
    assert_eq!(
        req.headers,
        &[Header { name: "Host", value: b"example.com" }, Header { name: "Accept", value: b"*/*" }][..]
    );
}

#[test]
fn header_value_trailing_whitespace_is_trimmed() {
    let mut headers = [EMPTY_HEADER; 2];
    let mut req = Request::new(&mut headers);
    req.parse(b"GET / HTTP/1.1\r\nUser-Agent:  curl/8.0 \t\r\n\r\n").unwrap();
    assert_eq!(req.headers[0].name, "User-Agent");
    assert_eq!(std::str::from_utf8(req.headers[0].value), Ok("curl/8.0"));
}

#[test]
fn bare_newlines_are_accepted() {
    let mut headers = [EMPTY_HEADER; 2];
    let mut req = Request::new(&mut headers);
    assert_eq!(req.parse(b"GET /a?b=c HTTP/1.0\nHost: a.test\n\n"), Ok(Status::Complete(34)));
    assert_eq!(req.version, Some(0));
    assert_eq!(req.headers[0].value, b"a.test");
}

#[test]
fn head_length_excludes_body() {
    let mut headers = [EMPTY_HEADER; 4];
    let mut req = Request::new(&mut headers);
    let buf = b"POST /form HTTP/1.1\r\nContent-Length: 3\r\nContent-Type: text/plain\r\n\r\nabc";
    let len = match req.parse(buf) {
        Ok(Status::Complete(len)) => len,
        other => panic!("unexpected {:?}", other),
    };
    assert_eq!(&buf[len..], b"abc");
    assert_eq!(req.method, Some("POST"));
    let names: Vec<&str> = req.headers.iter().map(|h| h.name).collect();
    assert_eq!(names, ["Content-Length", "Content-Type"]);
}

#[test]
fn partial_requests() {
    let mut headers = [EMPTY_HEADER; 4];
    assert_eq!(Request::new(&mut headers).parse(b"GET /inde"), Ok(Status::Partial));
    let mut headers = [EMPTY_HEADER; 4];
    assert_eq!(Request::new(&mut headers).parse(b"GET / HTTP/1.1\r\nHost: ex"), Ok(Status::Partial));
}

#[test]
fn too_many_headers() {
    let mut headers = [EMPTY_HEADER; 1];
    let mut req = Request::new(&mut headers);
    assert_eq!(req.parse(b"GET / HTTP/1.1\r\nA: 1\r\nB: 2\r\n\r\n"), Err(Error::TooManyHeaders));
}

#[test]
fn invalid_input() {
    let mut headers = [EMPTY_HEADER; 4];
    assert_eq!(Request::new(&mut headers).parse(b"GET / HTTP/2.0\r\n\r\n"), Err(Error::Version));
    let mut headers = [EMPTY_HEADER; 4];
    assert_eq!(Request::new(&mut headers).parse(b"GET / HTTP/1.1\r\nHo st: x\r\n\r\n"), Err(Error::HeaderName));
    let mut headers = [EMPTY_HEADER; 4];
    assert_eq!(Request::new(&mut headers).parse(b"G(T / HTTP/1.1\r\n\r\n"), Err(Error::Token));
}
