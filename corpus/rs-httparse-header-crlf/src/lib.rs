//! httparse: a push library for parsing HTTP/1.x requests.

#[macro_use]
mod iter;
mod parse;

use crate::iter::Bytes;
use crate::parse::{is_token, is_uri_token, parse_headers, parse_token, parse_version};

/// An error in parsing.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Error {
    /// Invalid byte in header name.
    HeaderName,
    /// Invalid byte in header value.
    HeaderValue,
    /// Invalid byte in new line.
    NewLine,
    /// Invalid byte where token is required.
    Token,
    /// Parsed more headers than provided buffer can contain.
    TooManyHeaders,
    /// Invalid byte in HTTP version.
    Version,
}

/// The result of a successful parse pass; `Partial` means more bytes are needed.
#[derive(Copy, Clone, Eq, PartialEq, Debug)]
pub enum Status<T> {
    Complete(T),
    Partial,
}

pub type Result<T> = std::result::Result<Status<T>, Error>;

/// Represents a parsed header.
#[derive(Copy, Clone, Eq, PartialEq, Debug)]
pub struct Header<'a> {
    pub name: &'a str,
    pub value: &'a [u8],
}

/// An empty header, useful for constructing a `Header` array to pass in for parsing.
pub const EMPTY_HEADER: Header<'static> = Header { name: "", value: b"" };

/// A parsed Request.
#[derive(Debug, Eq, PartialEq)]
pub struct Request<'headers, 'buf> {
    pub method: Option<&'buf str>,
    pub path: Option<&'buf str>,
    pub version: Option<u8>,
    pub headers: &'headers mut [Header<'buf>],
}

impl<'h, 'b> Request<'h, 'b> {
    pub fn new(headers: &'h mut [Header<'b>]) -> Request<'h, 'b> {
        Request { method: None, path: None, version: None, headers }
    }

    /// Try to parse a buffer of bytes into the Request.
    pub fn parse(&mut self, buf: &'b [u8]) -> Result<usize> {
        let mut bytes = Bytes::new(buf);
        self.method = Some(complete!(parse_token(&mut bytes, is_token)));
        self.path = Some(complete!(parse_token(&mut bytes, is_uri_token)));
        self.version = Some(complete!(parse_version(&mut bytes)));
        match next!(bytes) {
            b'\r' => { expect!(bytes.next() == b'\n' => Err(Error::NewLine)); }
            b'\n' => {}
            _ => return Err(Error::NewLine),
        }
        bytes.slice();
        let len = complete!(parse_headers(&mut self.headers, &mut bytes));
        Ok(Status::Complete(len))
    }
}
