use crate::iter::Bytes;
use crate::{Error, Header, Result, Status};

pub fn is_token(b: u8) -> bool {
    b > 0x1F && b < 0x7F && !b" \"(),/:;<=>?@[\\]{}".contains(&b)
}

fn is_header_value_token(b: u8) -> bool {
    b == b'\t' || (b >= 0x20 && b != 0x7F)
}

pub fn is_uri_token(b: u8) -> bool {
    (0x21..0x7F).contains(&b)
}

/// Parses the method (`is_token`) or the request target (`is_uri_token`) up to a space.
pub fn parse_token<'a>(bytes: &mut Bytes<'a>, valid: fn(u8) -> bool) -> Result<&'a str> {
    loop {
        let b = next!(bytes);
        if b == b' ' {
            // only ASCII bytes were accepted above, so this is valid UTF-8
            return Ok(Status::Complete(unsafe { std::str::from_utf8_unchecked(bytes.slice_skip(1)) }));
        } else if !valid(b) {
            return Err(Error::Token);
        }
    }
}

pub fn parse_version(bytes: &mut Bytes<'_>) -> Result<u8> {
    for &expected in b"HTTP/1." {
        if next!(bytes) != expected {
            return Err(Error::Version);
        }
    }
    let minor = expect!(bytes.next() == b'0'..=b'1' => Err(Error::Version));
    bytes.slice();
    Ok(Status::Complete(minor - b'0'))
}

/// Parses headers until the empty line ending the head; returns the head's length.
pub fn parse_headers<'a>(headers: &mut &mut [Header<'a>], bytes: &mut Bytes<'a>) -> Result<usize> {
    let mut num_headers = 0;
    loop {
        // a newline here means the head is over!
        match next!(bytes) {
            b'\r' => { expect!(bytes.next() == b'\n' => Err(Error::NewLine)); break; }
            b'\n' => break,
            b if !is_token(b) => return Err(Error::HeaderName),
            _ => {}
        }
        let header = headers.get_mut(num_headers).ok_or(Error::TooManyHeaders)?;
        loop {
            match next!(bytes) {
                b':' => break,
                b if !is_token(b) => return Err(Error::HeaderName),
                _ => {}
            }
        }
        header.name = std::str::from_utf8(bytes.slice_skip(1)).map_err(|_| Error::HeaderName)?;
        // eat white space between colon and value
        let mut b = next!(bytes);
        while b == b' ' || b == b'\t' {
            bytes.slice();
            b = next!(bytes);
        }
        while is_header_value_token(b) {
            b = next!(bytes);
        }
        let value = match b {
            b'\r' => {
                expect!(bytes.next() == b'\n' => Err(Error::HeaderValue));
                bytes.slice_skip(1)
            }
            b'\n' => bytes.slice_skip(1),
            _ => return Err(Error::HeaderValue),
        };
        // trim trailing whitespace
        let end = value.iter().rposition(|&b| b != b' ' && b != b'\t').map_or(0, |i| i + 1);
        header.value = &value[..end];
        num_headers += 1;
    }
    let full = std::mem::take(headers);
    *headers = &mut full[..num_headers];
    Ok(Status::Complete(bytes.pos()))
}
